; ModuleID = 'src/zstd/lib/decompress/zstd_decompress_block.c'
source_filename = "src/zstd/lib/decompress/zstd_decompress_block.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_seqSymbol = type { i16, i8, i8, i32 }
%struct.blockProperties_t = type { i32, i32, i32 }
%struct.ZSTD_DCtx_s = type { ptr, ptr, ptr, ptr, %struct.ZSTD_entropyDTables_t, [640 x i32], ptr, ptr, ptr, ptr, i64, %struct.ZSTD_FrameHeader, i64, i64, i32, i32, i32, i32, %struct.XXH_NAMESPACEXXH64_state_s, i64, i32, i32, i32, ptr, %struct.ZSTD_customMem, i64, i64, i64, i32, ptr, ptr, i32, i32, i32, ptr, i32, i32, i32, i32, ptr, i64, i64, i64, ptr, i64, i64, i64, i64, i32, i32, i32, %struct.ZSTD_outBuffer_s, ptr, ptr, i32, [65568 x i8], [18 x i8], i64, i64 }
%struct.ZSTD_entropyDTables_t = type { [513 x %struct.ZSTD_seqSymbol], [257 x %struct.ZSTD_seqSymbol], [513 x %struct.ZSTD_seqSymbol], [4097 x i32], [3 x i32], [157 x i32] }
%struct.ZSTD_FrameHeader = type { i64, i64, i32, i32, i32, i32, i32, i32, i32 }
%struct.XXH_NAMESPACEXXH64_state_s = type { i64, [4 x i64], [4 x i64], i32, i32, i64 }
%struct.ZSTD_customMem = type { ptr, ptr, ptr }
%struct.ZSTD_outBuffer_s = type { ptr, i64, i64 }
%struct.ZSTD_seqSymbol_header = type { i32, i32 }
%struct.ZSTD_OffsetInfo = type { i32, i32 }
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
@BIT_mask = internal constant [32 x i32] [i32 0, i32 1, i32 3, i32 7, i32 15, i32 31, i32 63, i32 127, i32 255, i32 511, i32 1023, i32 2047, i32 4095, i32 8191, i32 16383, i32 32767, i32 65535, i32 131071, i32 262143, i32 524287, i32 1048575, i32 2097151, i32 4194303, i32 8388607, i32 16777215, i32 33554431, i32 67108863, i32 134217727, i32 268435455, i32 536870911, i32 1073741823, i32 2147483647], align 4
@BIT_reloadDStream.zeroFilled = internal constant i64 0, align 8
@ZSTD_overlapCopy8.dec32table = internal constant [8 x i32] [i32 0, i32 1, i32 2, i32 1, i32 4, i32 4, i32 4, i32 4], align 4
@ZSTD_overlapCopy8.dec64table = internal constant [8 x i32] [i32 8, i32 8, i32 8, i32 7, i32 8, i32 9, i32 10, i32 11], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_getcBlockSize(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  br label %10

10:                                               ; preds = %3
  %11 = load i64, ptr %6, align 8
  %12 = icmp ult i64 %11, 3
  br i1 %12, label %13, label %22

13:                                               ; preds = %10
  br label %14

14:                                               ; preds = %13
  br label %15

15:                                               ; preds = %14
  br label %16

16:                                               ; preds = %15
  br label %17

17:                                               ; preds = %16
  br label %18

18:                                               ; preds = %17
  br label %19

19:                                               ; preds = %18
  br label %20

20:                                               ; preds = %19
  br label %21

21:                                               ; preds = %20
  store i64 -72, ptr %4, align 8
  br label %64

22:                                               ; preds = %10
  br label %23

23:                                               ; preds = %22
  %24 = load ptr, ptr %5, align 8
  %25 = call i32 @MEM_readLE24(ptr noundef %24)
  store i32 %25, ptr %8, align 4
  %26 = load i32, ptr %8, align 4
  %27 = lshr i32 %26, 3
  store i32 %27, ptr %9, align 4
  %28 = load i32, ptr %8, align 4
  %29 = and i32 %28, 1
  %30 = load ptr, ptr %7, align 8
  %31 = getelementptr inbounds %struct.blockProperties_t, ptr %30, i32 0, i32 1
  store i32 %29, ptr %31, align 4
  %32 = load i32, ptr %8, align 4
  %33 = lshr i32 %32, 1
  %34 = and i32 %33, 3
  %35 = load ptr, ptr %7, align 8
  %36 = getelementptr inbounds %struct.blockProperties_t, ptr %35, i32 0, i32 0
  store i32 %34, ptr %36, align 4
  %37 = load i32, ptr %9, align 4
  %38 = load ptr, ptr %7, align 8
  %39 = getelementptr inbounds %struct.blockProperties_t, ptr %38, i32 0, i32 2
  store i32 %37, ptr %39, align 4
  %40 = load ptr, ptr %7, align 8
  %41 = getelementptr inbounds %struct.blockProperties_t, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 4
  %43 = icmp eq i32 %42, 1
  br i1 %43, label %44, label %45

44:                                               ; preds = %23
  store i64 1, ptr %4, align 8
  br label %64

45:                                               ; preds = %23
  br label %46

46:                                               ; preds = %45
  %47 = load ptr, ptr %7, align 8
  %48 = getelementptr inbounds %struct.blockProperties_t, ptr %47, i32 0, i32 0
  %49 = load i32, ptr %48, align 4
  %50 = icmp eq i32 %49, 3
  br i1 %50, label %51, label %60

51:                                               ; preds = %46
  br label %52

52:                                               ; preds = %51
  br label %53

53:                                               ; preds = %52
  br label %54

54:                                               ; preds = %53
  br label %55

55:                                               ; preds = %54
  br label %56

56:                                               ; preds = %55
  br label %57

57:                                               ; preds = %56
  br label %58

58:                                               ; preds = %57
  br label %59

59:                                               ; preds = %58
  store i64 -20, ptr %4, align 8
  br label %64

60:                                               ; preds = %46
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %9, align 4
  %63 = zext i32 %62 to i64
  store i64 %63, ptr %4, align 8
  br label %64

64:                                               ; preds = %61, %59, %44, %21
  %65 = load i64, ptr %4, align 8
  ret i64 %65
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_readLE24(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i16 @MEM_readLE16(ptr noundef %3)
  %5 = zext i16 %4 to i32
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 2
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = shl i32 %9, 16
  %11 = add i32 %5, %10
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decodeLiteralsBlock_wrapper(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i64 %4, ptr %10, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %11, i32 0, i32 28
  store i32 0, ptr %12, align 8
  %13 = load ptr, ptr %6, align 8
  %14 = load ptr, ptr %7, align 8
  %15 = load i64, ptr %8, align 8
  %16 = load ptr, ptr %9, align 8
  %17 = load i64, ptr %10, align 8
  %18 = call i64 @ZSTD_decodeLiteralsBlock(ptr noundef %13, ptr noundef %14, i64 noundef %15, ptr noundef %16, i64 noundef %17, i32 noundef 0)
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decodeLiteralsBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i32, align 4
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  br label %37

37:                                               ; preds = %6
  br label %38

38:                                               ; preds = %37
  br label %39

39:                                               ; preds = %38
  %40 = load i64, ptr %10, align 8
  %41 = icmp ult i64 %40, 2
  br i1 %41, label %42, label %51

42:                                               ; preds = %39
  br label %43

43:                                               ; preds = %42
  br label %44

44:                                               ; preds = %43
  br label %45

45:                                               ; preds = %44
  br label %46

46:                                               ; preds = %45
  br label %47

47:                                               ; preds = %46
  br label %48

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  br label %50

50:                                               ; preds = %49
  store i64 -20, ptr %7, align 8
  br label %788

51:                                               ; preds = %39
  br label %52

52:                                               ; preds = %51
  %53 = load ptr, ptr %9, align 8
  store ptr %53, ptr %14, align 8
  %54 = load ptr, ptr %14, align 8
  %55 = getelementptr inbounds i8, ptr %54, i64 0
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  %58 = and i32 %57, 3
  store i32 %58, ptr %15, align 4
  %59 = load ptr, ptr %8, align 8
  %60 = call i64 @ZSTD_blockSizeMax(ptr noundef %59)
  store i64 %60, ptr %16, align 8
  %61 = load i32, ptr %15, align 4
  switch i32 %61, label %777 [
    i32 3, label %62
    i32 2, label %81
    i32 0, label %421
    i32 1, label %612
  ]

62:                                               ; preds = %52
  br label %63

63:                                               ; preds = %62
  br label %64

64:                                               ; preds = %63
  br label %65

65:                                               ; preds = %64
  %66 = load ptr, ptr %8, align 8
  %67 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %66, i32 0, i32 16
  %68 = load i32, ptr %67, align 8
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %79

70:                                               ; preds = %65
  br label %71

71:                                               ; preds = %70
  br label %72

72:                                               ; preds = %71
  br label %73

73:                                               ; preds = %72
  br label %74

74:                                               ; preds = %73
  br label %75

75:                                               ; preds = %74
  br label %76

76:                                               ; preds = %75
  br label %77

77:                                               ; preds = %76
  br label %78

78:                                               ; preds = %77
  store i64 -30, ptr %7, align 8
  br label %788

79:                                               ; preds = %65
  br label %80

80:                                               ; preds = %79
  br label %81

81:                                               ; preds = %52, %80
  br label %82

82:                                               ; preds = %81
  %83 = load i64, ptr %10, align 8
  %84 = icmp ult i64 %83, 5
  br i1 %84, label %85, label %94

85:                                               ; preds = %82
  br label %86

86:                                               ; preds = %85
  br label %87

87:                                               ; preds = %86
  br label %88

88:                                               ; preds = %87
  br label %89

89:                                               ; preds = %88
  br label %90

90:                                               ; preds = %89
  br label %91

91:                                               ; preds = %90
  br label %92

92:                                               ; preds = %91
  br label %93

93:                                               ; preds = %92
  store i64 -20, ptr %7, align 8
  br label %788

94:                                               ; preds = %82
  br label %95

95:                                               ; preds = %94
  store i32 0, ptr %20, align 4
  %96 = load ptr, ptr %14, align 8
  %97 = getelementptr inbounds i8, ptr %96, i64 0
  %98 = load i8, ptr %97, align 1
  %99 = zext i8 %98 to i32
  %100 = ashr i32 %99, 2
  %101 = and i32 %100, 3
  store i32 %101, ptr %21, align 4
  %102 = load ptr, ptr %14, align 8
  %103 = call i32 @MEM_readLE32(ptr noundef %102)
  store i32 %103, ptr %22, align 4
  %104 = load i64, ptr %16, align 8
  %105 = load i64, ptr %12, align 8
  %106 = icmp ult i64 %104, %105
  br i1 %106, label %107, label %109

107:                                              ; preds = %95
  %108 = load i64, ptr %16, align 8
  br label %111

109:                                              ; preds = %95
  %110 = load i64, ptr %12, align 8
  br label %111

111:                                              ; preds = %109, %107
  %112 = phi i64 [ %108, %107 ], [ %110, %109 ]
  store i64 %112, ptr %24, align 8
  %113 = load ptr, ptr %8, align 8
  %114 = call i32 @ZSTD_DCtx_get_bmi2(ptr noundef %113)
  %115 = icmp ne i32 %114, 0
  %116 = zext i1 %115 to i64
  %117 = select i1 %115, i32 1, i32 0
  %118 = or i32 0, %117
  %119 = load ptr, ptr %8, align 8
  %120 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %119, i32 0, i32 36
  %121 = load i32, ptr %120, align 4
  %122 = icmp ne i32 %121, 0
  %123 = zext i1 %122 to i64
  %124 = select i1 %122, i32 16, i32 0
  %125 = or i32 %118, %124
  store i32 %125, ptr %25, align 4
  %126 = load i32, ptr %21, align 4
  switch i32 %126, label %128 [
    i32 0, label %127
    i32 1, label %127
    i32 2, label %141
    i32 3, label %149
  ]

127:                                              ; preds = %111, %111
  br label %128

128:                                              ; preds = %111, %127
  %129 = load i32, ptr %21, align 4
  %130 = icmp ne i32 %129, 0
  %131 = xor i1 %130, true
  %132 = zext i1 %131 to i32
  store i32 %132, ptr %20, align 4
  store i64 3, ptr %17, align 8
  %133 = load i32, ptr %22, align 4
  %134 = lshr i32 %133, 4
  %135 = and i32 %134, 1023
  %136 = zext i32 %135 to i64
  store i64 %136, ptr %18, align 8
  %137 = load i32, ptr %22, align 4
  %138 = lshr i32 %137, 14
  %139 = and i32 %138, 1023
  %140 = zext i32 %139 to i64
  store i64 %140, ptr %19, align 8
  br label %163

141:                                              ; preds = %111
  store i64 4, ptr %17, align 8
  %142 = load i32, ptr %22, align 4
  %143 = lshr i32 %142, 4
  %144 = and i32 %143, 16383
  %145 = zext i32 %144 to i64
  store i64 %145, ptr %18, align 8
  %146 = load i32, ptr %22, align 4
  %147 = lshr i32 %146, 18
  %148 = zext i32 %147 to i64
  store i64 %148, ptr %19, align 8
  br label %163

149:                                              ; preds = %111
  store i64 5, ptr %17, align 8
  %150 = load i32, ptr %22, align 4
  %151 = lshr i32 %150, 4
  %152 = and i32 %151, 262143
  %153 = zext i32 %152 to i64
  store i64 %153, ptr %18, align 8
  %154 = load i32, ptr %22, align 4
  %155 = lshr i32 %154, 22
  %156 = zext i32 %155 to i64
  %157 = load ptr, ptr %14, align 8
  %158 = getelementptr inbounds i8, ptr %157, i64 4
  %159 = load i8, ptr %158, align 1
  %160 = zext i8 %159 to i64
  %161 = shl i64 %160, 10
  %162 = add i64 %156, %161
  store i64 %162, ptr %19, align 8
  br label %163

163:                                              ; preds = %149, %141, %128
  br label %164

164:                                              ; preds = %163
  %165 = load i64, ptr %18, align 8
  %166 = icmp ugt i64 %165, 0
  br i1 %166, label %167, label %179

167:                                              ; preds = %164
  %168 = load ptr, ptr %11, align 8
  %169 = icmp eq ptr %168, null
  br i1 %169, label %170, label %179

170:                                              ; preds = %167
  br label %171

171:                                              ; preds = %170
  br label %172

172:                                              ; preds = %171
  br label %173

173:                                              ; preds = %172
  br label %174

174:                                              ; preds = %173
  br label %175

175:                                              ; preds = %174
  br label %176

176:                                              ; preds = %175
  br label %177

177:                                              ; preds = %176
  br label %178

178:                                              ; preds = %177
  store i64 -70, ptr %7, align 8
  br label %788

179:                                              ; preds = %167, %164
  br label %180

180:                                              ; preds = %179
  br label %181

181:                                              ; preds = %180
  %182 = load i64, ptr %18, align 8
  %183 = load i64, ptr %16, align 8
  %184 = icmp ugt i64 %182, %183
  br i1 %184, label %185, label %194

185:                                              ; preds = %181
  br label %186

186:                                              ; preds = %185
  br label %187

187:                                              ; preds = %186
  br label %188

188:                                              ; preds = %187
  br label %189

189:                                              ; preds = %188
  br label %190

190:                                              ; preds = %189
  br label %191

191:                                              ; preds = %190
  br label %192

192:                                              ; preds = %191
  br label %193

193:                                              ; preds = %192
  store i64 -20, ptr %7, align 8
  br label %788

194:                                              ; preds = %181
  br label %195

195:                                              ; preds = %194
  %196 = load i32, ptr %20, align 4
  %197 = icmp ne i32 %196, 0
  br i1 %197, label %213, label %198

198:                                              ; preds = %195
  br label %199

199:                                              ; preds = %198
  %200 = load i64, ptr %18, align 8
  %201 = icmp ult i64 %200, 6
  br i1 %201, label %202, label %211

202:                                              ; preds = %199
  br label %203

203:                                              ; preds = %202
  br label %204

204:                                              ; preds = %203
  br label %205

205:                                              ; preds = %204
  br label %206

206:                                              ; preds = %205
  br label %207

207:                                              ; preds = %206
  br label %208

208:                                              ; preds = %207
  br label %209

209:                                              ; preds = %208
  br label %210

210:                                              ; preds = %209
  store i64 -24, ptr %7, align 8
  br label %788

211:                                              ; preds = %199
  br label %212

212:                                              ; preds = %211
  br label %213

213:                                              ; preds = %212, %195
  br label %214

214:                                              ; preds = %213
  %215 = load i64, ptr %19, align 8
  %216 = load i64, ptr %17, align 8
  %217 = add i64 %215, %216
  %218 = load i64, ptr %10, align 8
  %219 = icmp ugt i64 %217, %218
  br i1 %219, label %220, label %229

220:                                              ; preds = %214
  br label %221

221:                                              ; preds = %220
  br label %222

222:                                              ; preds = %221
  br label %223

223:                                              ; preds = %222
  br label %224

224:                                              ; preds = %223
  br label %225

225:                                              ; preds = %224
  br label %226

226:                                              ; preds = %225
  br label %227

227:                                              ; preds = %226
  br label %228

228:                                              ; preds = %227
  store i64 -20, ptr %7, align 8
  br label %788

229:                                              ; preds = %214
  br label %230

230:                                              ; preds = %229
  br label %231

231:                                              ; preds = %230
  %232 = load i64, ptr %24, align 8
  %233 = load i64, ptr %18, align 8
  %234 = icmp ult i64 %232, %233
  br i1 %234, label %235, label %244

235:                                              ; preds = %231
  br label %236

236:                                              ; preds = %235
  br label %237

237:                                              ; preds = %236
  br label %238

238:                                              ; preds = %237
  br label %239

239:                                              ; preds = %238
  br label %240

240:                                              ; preds = %239
  br label %241

241:                                              ; preds = %240
  br label %242

242:                                              ; preds = %241
  br label %243

243:                                              ; preds = %242
  store i64 -70, ptr %7, align 8
  br label %788

244:                                              ; preds = %231
  br label %245

245:                                              ; preds = %244
  %246 = load ptr, ptr %8, align 8
  %247 = load ptr, ptr %11, align 8
  %248 = load i64, ptr %12, align 8
  %249 = load i64, ptr %18, align 8
  %250 = load i32, ptr %13, align 4
  %251 = load i64, ptr %24, align 8
  call void @ZSTD_allocateLiteralsBuffer(ptr noundef %246, ptr noundef %247, i64 noundef %248, i64 noundef %249, i32 noundef %250, i64 noundef %251, i32 noundef 0)
  %252 = load ptr, ptr %8, align 8
  %253 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %252, i32 0, i32 32
  %254 = load i32, ptr %253, align 4
  %255 = icmp ne i32 %254, 0
  br i1 %255, label %256, label %276

256:                                              ; preds = %245
  %257 = load i64, ptr %18, align 8
  %258 = icmp ugt i64 %257, 768
  br i1 %258, label %259, label %276

259:                                              ; preds = %256
  br label %260

260:                                              ; preds = %259
  %261 = load ptr, ptr %8, align 8
  %262 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %261, i32 0, i32 3
  %263 = load ptr, ptr %262, align 8
  store ptr %263, ptr %26, align 8
  store i64 16388, ptr %27, align 8
  store i64 0, ptr %28, align 8
  br label %264

264:                                              ; preds = %271, %260
  %265 = load i64, ptr %28, align 8
  %266 = icmp ult i64 %265, 16388
  br i1 %266, label %267, label %274

267:                                              ; preds = %264
  %268 = load ptr, ptr %26, align 8
  %269 = load i64, ptr %28, align 8
  %270 = getelementptr inbounds i8, ptr %268, i64 %269
  call void @llvm.prefetch.p0(ptr %270, i32 0, i32 2, i32 1)
  br label %271

271:                                              ; preds = %267
  %272 = load i64, ptr %28, align 8
  %273 = add i64 %272, 64
  store i64 %273, ptr %28, align 8
  br label %264, !llvm.loop !6

274:                                              ; preds = %264
  br label %275

275:                                              ; preds = %274
  br label %276

276:                                              ; preds = %275, %256, %245
  %277 = load i32, ptr %15, align 4
  %278 = icmp eq i32 %277, 3
  br i1 %278, label %279, label %311

279:                                              ; preds = %276
  %280 = load i32, ptr %20, align 4
  %281 = icmp ne i32 %280, 0
  br i1 %281, label %282, label %296

282:                                              ; preds = %279
  %283 = load ptr, ptr %8, align 8
  %284 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %283, i32 0, i32 52
  %285 = load ptr, ptr %284, align 8
  %286 = load i64, ptr %18, align 8
  %287 = load ptr, ptr %14, align 8
  %288 = load i64, ptr %17, align 8
  %289 = getelementptr inbounds i8, ptr %287, i64 %288
  %290 = load i64, ptr %19, align 8
  %291 = load ptr, ptr %8, align 8
  %292 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %291, i32 0, i32 3
  %293 = load ptr, ptr %292, align 8
  %294 = load i32, ptr %25, align 4
  %295 = call i64 @HUF_decompress1X_usingDTable(ptr noundef %285, i64 noundef %286, ptr noundef %289, i64 noundef %290, ptr noundef %293, i32 noundef %294)
  store i64 %295, ptr %23, align 8
  br label %310

296:                                              ; preds = %279
  %297 = load ptr, ptr %8, align 8
  %298 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %297, i32 0, i32 52
  %299 = load ptr, ptr %298, align 8
  %300 = load i64, ptr %18, align 8
  %301 = load ptr, ptr %14, align 8
  %302 = load i64, ptr %17, align 8
  %303 = getelementptr inbounds i8, ptr %301, i64 %302
  %304 = load i64, ptr %19, align 8
  %305 = load ptr, ptr %8, align 8
  %306 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %305, i32 0, i32 3
  %307 = load ptr, ptr %306, align 8
  %308 = load i32, ptr %25, align 4
  %309 = call i64 @HUF_decompress4X_usingDTable(ptr noundef %299, i64 noundef %300, ptr noundef %303, i64 noundef %304, ptr noundef %307, i32 noundef %308)
  store i64 %309, ptr %23, align 8
  br label %310

310:                                              ; preds = %296, %282
  br label %351

311:                                              ; preds = %276
  %312 = load i32, ptr %20, align 4
  %313 = icmp ne i32 %312, 0
  br i1 %313, label %314, label %332

314:                                              ; preds = %311
  %315 = load ptr, ptr %8, align 8
  %316 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %315, i32 0, i32 4
  %317 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %316, i32 0, i32 3
  %318 = getelementptr inbounds [4097 x i32], ptr %317, i64 0, i64 0
  %319 = load ptr, ptr %8, align 8
  %320 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %319, i32 0, i32 52
  %321 = load ptr, ptr %320, align 8
  %322 = load i64, ptr %18, align 8
  %323 = load ptr, ptr %14, align 8
  %324 = load i64, ptr %17, align 8
  %325 = getelementptr inbounds i8, ptr %323, i64 %324
  %326 = load i64, ptr %19, align 8
  %327 = load ptr, ptr %8, align 8
  %328 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %327, i32 0, i32 5
  %329 = getelementptr inbounds [640 x i32], ptr %328, i64 0, i64 0
  %330 = load i32, ptr %25, align 4
  %331 = call i64 @HUF_decompress1X1_DCtx_wksp(ptr noundef %318, ptr noundef %321, i64 noundef %322, ptr noundef %325, i64 noundef %326, ptr noundef %329, i64 noundef 2560, i32 noundef %330)
  store i64 %331, ptr %23, align 8
  br label %350

332:                                              ; preds = %311
  %333 = load ptr, ptr %8, align 8
  %334 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %333, i32 0, i32 4
  %335 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %334, i32 0, i32 3
  %336 = getelementptr inbounds [4097 x i32], ptr %335, i64 0, i64 0
  %337 = load ptr, ptr %8, align 8
  %338 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %337, i32 0, i32 52
  %339 = load ptr, ptr %338, align 8
  %340 = load i64, ptr %18, align 8
  %341 = load ptr, ptr %14, align 8
  %342 = load i64, ptr %17, align 8
  %343 = getelementptr inbounds i8, ptr %341, i64 %342
  %344 = load i64, ptr %19, align 8
  %345 = load ptr, ptr %8, align 8
  %346 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %345, i32 0, i32 5
  %347 = getelementptr inbounds [640 x i32], ptr %346, i64 0, i64 0
  %348 = load i32, ptr %25, align 4
  %349 = call i64 @HUF_decompress4X_hufOnly_wksp(ptr noundef %336, ptr noundef %339, i64 noundef %340, ptr noundef %343, i64 noundef %344, ptr noundef %347, i64 noundef 2560, i32 noundef %348)
  store i64 %349, ptr %23, align 8
  br label %350

350:                                              ; preds = %332, %314
  br label %351

351:                                              ; preds = %350, %310
  %352 = load ptr, ptr %8, align 8
  %353 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %352, i32 0, i32 54
  %354 = load i32, ptr %353, align 8
  %355 = icmp eq i32 %354, 2
  br i1 %355, label %356, label %382

356:                                              ; preds = %351
  %357 = load ptr, ptr %8, align 8
  %358 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %357, i32 0, i32 55
  %359 = getelementptr inbounds [65568 x i8], ptr %358, i64 0, i64 0
  %360 = load ptr, ptr %8, align 8
  %361 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %360, i32 0, i32 53
  %362 = load ptr, ptr %361, align 8
  %363 = getelementptr inbounds i8, ptr %362, i64 -65536
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %359, ptr align 1 %363, i64 65536, i1 false)
  %364 = load ptr, ptr %8, align 8
  %365 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %364, i32 0, i32 52
  %366 = load ptr, ptr %365, align 8
  %367 = getelementptr inbounds i8, ptr %366, i64 65536
  %368 = getelementptr inbounds i8, ptr %367, i64 -32
  %369 = load ptr, ptr %8, align 8
  %370 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %369, i32 0, i32 52
  %371 = load ptr, ptr %370, align 8
  %372 = load i64, ptr %18, align 8
  %373 = sub i64 %372, 65536
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %368, ptr align 1 %371, i64 %373, i1 false)
  %374 = load ptr, ptr %8, align 8
  %375 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %374, i32 0, i32 52
  %376 = load ptr, ptr %375, align 8
  %377 = getelementptr inbounds i8, ptr %376, i64 65504
  store ptr %377, ptr %375, align 8
  %378 = load ptr, ptr %8, align 8
  %379 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %378, i32 0, i32 53
  %380 = load ptr, ptr %379, align 8
  %381 = getelementptr inbounds i8, ptr %380, i64 -32
  store ptr %381, ptr %379, align 8
  br label %382

382:                                              ; preds = %356, %351
  br label %383

383:                                              ; preds = %382
  %384 = load i64, ptr %23, align 8
  %385 = call i32 @ERR_isError(i64 noundef %384)
  %386 = icmp ne i32 %385, 0
  br i1 %386, label %387, label %396

387:                                              ; preds = %383
  br label %388

388:                                              ; preds = %387
  br label %389

389:                                              ; preds = %388
  br label %390

390:                                              ; preds = %389
  br label %391

391:                                              ; preds = %390
  br label %392

392:                                              ; preds = %391
  br label %393

393:                                              ; preds = %392
  br label %394

394:                                              ; preds = %393
  br label %395

395:                                              ; preds = %394
  store i64 -20, ptr %7, align 8
  br label %788

396:                                              ; preds = %383
  br label %397

397:                                              ; preds = %396
  %398 = load ptr, ptr %8, align 8
  %399 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %398, i32 0, i32 52
  %400 = load ptr, ptr %399, align 8
  %401 = load ptr, ptr %8, align 8
  %402 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %401, i32 0, i32 23
  store ptr %400, ptr %402, align 8
  %403 = load i64, ptr %18, align 8
  %404 = load ptr, ptr %8, align 8
  %405 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %404, i32 0, i32 25
  store i64 %403, ptr %405, align 8
  %406 = load ptr, ptr %8, align 8
  %407 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %406, i32 0, i32 16
  store i32 1, ptr %407, align 8
  %408 = load i32, ptr %15, align 4
  %409 = icmp eq i32 %408, 2
  br i1 %409, label %410, label %417

410:                                              ; preds = %397
  %411 = load ptr, ptr %8, align 8
  %412 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %411, i32 0, i32 4
  %413 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %412, i32 0, i32 3
  %414 = getelementptr inbounds [4097 x i32], ptr %413, i64 0, i64 0
  %415 = load ptr, ptr %8, align 8
  %416 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %415, i32 0, i32 3
  store ptr %414, ptr %416, align 8
  br label %417

417:                                              ; preds = %410, %397
  %418 = load i64, ptr %19, align 8
  %419 = load i64, ptr %17, align 8
  %420 = add i64 %418, %419
  store i64 %420, ptr %7, align 8
  br label %788

421:                                              ; preds = %52
  %422 = load ptr, ptr %14, align 8
  %423 = getelementptr inbounds i8, ptr %422, i64 0
  %424 = load i8, ptr %423, align 1
  %425 = zext i8 %424 to i32
  %426 = ashr i32 %425, 2
  %427 = and i32 %426, 3
  store i32 %427, ptr %31, align 4
  %428 = load i64, ptr %16, align 8
  %429 = load i64, ptr %12, align 8
  %430 = icmp ult i64 %428, %429
  br i1 %430, label %431, label %433

431:                                              ; preds = %421
  %432 = load i64, ptr %16, align 8
  br label %435

433:                                              ; preds = %421
  %434 = load i64, ptr %12, align 8
  br label %435

435:                                              ; preds = %433, %431
  %436 = phi i64 [ %432, %431 ], [ %434, %433 ]
  store i64 %436, ptr %32, align 8
  %437 = load i32, ptr %31, align 4
  switch i32 %437, label %439 [
    i32 0, label %438
    i32 2, label %438
    i32 1, label %446
    i32 3, label %452
  ]

438:                                              ; preds = %435, %435
  br label %439

439:                                              ; preds = %435, %438
  store i64 1, ptr %30, align 8
  %440 = load ptr, ptr %14, align 8
  %441 = getelementptr inbounds i8, ptr %440, i64 0
  %442 = load i8, ptr %441, align 1
  %443 = zext i8 %442 to i32
  %444 = ashr i32 %443, 3
  %445 = sext i32 %444 to i64
  store i64 %445, ptr %29, align 8
  br label %471

446:                                              ; preds = %435
  store i64 2, ptr %30, align 8
  %447 = load ptr, ptr %14, align 8
  %448 = call i16 @MEM_readLE16(ptr noundef %447)
  %449 = zext i16 %448 to i32
  %450 = ashr i32 %449, 4
  %451 = sext i32 %450 to i64
  store i64 %451, ptr %29, align 8
  br label %471

452:                                              ; preds = %435
  store i64 3, ptr %30, align 8
  br label %453

453:                                              ; preds = %452
  %454 = load i64, ptr %10, align 8
  %455 = icmp ult i64 %454, 3
  br i1 %455, label %456, label %465

456:                                              ; preds = %453
  br label %457

457:                                              ; preds = %456
  br label %458

458:                                              ; preds = %457
  br label %459

459:                                              ; preds = %458
  br label %460

460:                                              ; preds = %459
  br label %461

461:                                              ; preds = %460
  br label %462

462:                                              ; preds = %461
  br label %463

463:                                              ; preds = %462
  br label %464

464:                                              ; preds = %463
  store i64 -20, ptr %7, align 8
  br label %788

465:                                              ; preds = %453
  br label %466

466:                                              ; preds = %465
  %467 = load ptr, ptr %14, align 8
  %468 = call i32 @MEM_readLE24(ptr noundef %467)
  %469 = lshr i32 %468, 4
  %470 = zext i32 %469 to i64
  store i64 %470, ptr %29, align 8
  br label %471

471:                                              ; preds = %466, %446, %439
  br label %472

472:                                              ; preds = %471
  %473 = load i64, ptr %29, align 8
  %474 = icmp ugt i64 %473, 0
  br i1 %474, label %475, label %487

475:                                              ; preds = %472
  %476 = load ptr, ptr %11, align 8
  %477 = icmp eq ptr %476, null
  br i1 %477, label %478, label %487

478:                                              ; preds = %475
  br label %479

479:                                              ; preds = %478
  br label %480

480:                                              ; preds = %479
  br label %481

481:                                              ; preds = %480
  br label %482

482:                                              ; preds = %481
  br label %483

483:                                              ; preds = %482
  br label %484

484:                                              ; preds = %483
  br label %485

485:                                              ; preds = %484
  br label %486

486:                                              ; preds = %485
  store i64 -70, ptr %7, align 8
  br label %788

487:                                              ; preds = %475, %472
  br label %488

488:                                              ; preds = %487
  br label %489

489:                                              ; preds = %488
  %490 = load i64, ptr %29, align 8
  %491 = load i64, ptr %16, align 8
  %492 = icmp ugt i64 %490, %491
  br i1 %492, label %493, label %502

493:                                              ; preds = %489
  br label %494

494:                                              ; preds = %493
  br label %495

495:                                              ; preds = %494
  br label %496

496:                                              ; preds = %495
  br label %497

497:                                              ; preds = %496
  br label %498

498:                                              ; preds = %497
  br label %499

499:                                              ; preds = %498
  br label %500

500:                                              ; preds = %499
  br label %501

501:                                              ; preds = %500
  store i64 -20, ptr %7, align 8
  br label %788

502:                                              ; preds = %489
  br label %503

503:                                              ; preds = %502
  br label %504

504:                                              ; preds = %503
  %505 = load i64, ptr %32, align 8
  %506 = load i64, ptr %29, align 8
  %507 = icmp ult i64 %505, %506
  br i1 %507, label %508, label %517

508:                                              ; preds = %504
  br label %509

509:                                              ; preds = %508
  br label %510

510:                                              ; preds = %509
  br label %511

511:                                              ; preds = %510
  br label %512

512:                                              ; preds = %511
  br label %513

513:                                              ; preds = %512
  br label %514

514:                                              ; preds = %513
  br label %515

515:                                              ; preds = %514
  br label %516

516:                                              ; preds = %515
  store i64 -70, ptr %7, align 8
  br label %788

517:                                              ; preds = %504
  br label %518

518:                                              ; preds = %517
  %519 = load ptr, ptr %8, align 8
  %520 = load ptr, ptr %11, align 8
  %521 = load i64, ptr %12, align 8
  %522 = load i64, ptr %29, align 8
  %523 = load i32, ptr %13, align 4
  %524 = load i64, ptr %32, align 8
  call void @ZSTD_allocateLiteralsBuffer(ptr noundef %519, ptr noundef %520, i64 noundef %521, i64 noundef %522, i32 noundef %523, i64 noundef %524, i32 noundef 1)
  %525 = load i64, ptr %30, align 8
  %526 = load i64, ptr %29, align 8
  %527 = add i64 %525, %526
  %528 = add i64 %527, 32
  %529 = load i64, ptr %10, align 8
  %530 = icmp ugt i64 %528, %529
  br i1 %530, label %531, label %591

531:                                              ; preds = %518
  br label %532

532:                                              ; preds = %531
  %533 = load i64, ptr %29, align 8
  %534 = load i64, ptr %30, align 8
  %535 = add i64 %533, %534
  %536 = load i64, ptr %10, align 8
  %537 = icmp ugt i64 %535, %536
  br i1 %537, label %538, label %547

538:                                              ; preds = %532
  br label %539

539:                                              ; preds = %538
  br label %540

540:                                              ; preds = %539
  br label %541

541:                                              ; preds = %540
  br label %542

542:                                              ; preds = %541
  br label %543

543:                                              ; preds = %542
  br label %544

544:                                              ; preds = %543
  br label %545

545:                                              ; preds = %544
  br label %546

546:                                              ; preds = %545
  store i64 -20, ptr %7, align 8
  br label %788

547:                                              ; preds = %532
  br label %548

548:                                              ; preds = %547
  %549 = load ptr, ptr %8, align 8
  %550 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %549, i32 0, i32 54
  %551 = load i32, ptr %550, align 8
  %552 = icmp eq i32 %551, 2
  br i1 %552, label %553, label %571

553:                                              ; preds = %548
  %554 = load ptr, ptr %8, align 8
  %555 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %554, i32 0, i32 52
  %556 = load ptr, ptr %555, align 8
  %557 = load ptr, ptr %14, align 8
  %558 = load i64, ptr %30, align 8
  %559 = getelementptr inbounds i8, ptr %557, i64 %558
  %560 = load i64, ptr %29, align 8
  %561 = sub i64 %560, 65536
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %556, ptr align 1 %559, i64 %561, i1 false)
  %562 = load ptr, ptr %8, align 8
  %563 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %562, i32 0, i32 55
  %564 = getelementptr inbounds [65568 x i8], ptr %563, i64 0, i64 0
  %565 = load ptr, ptr %14, align 8
  %566 = load i64, ptr %30, align 8
  %567 = getelementptr inbounds i8, ptr %565, i64 %566
  %568 = load i64, ptr %29, align 8
  %569 = getelementptr inbounds i8, ptr %567, i64 %568
  %570 = getelementptr inbounds i8, ptr %569, i64 -65536
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %564, ptr align 1 %570, i64 65536, i1 false)
  br label %579

571:                                              ; preds = %548
  %572 = load ptr, ptr %8, align 8
  %573 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %572, i32 0, i32 52
  %574 = load ptr, ptr %573, align 8
  %575 = load ptr, ptr %14, align 8
  %576 = load i64, ptr %30, align 8
  %577 = getelementptr inbounds i8, ptr %575, i64 %576
  %578 = load i64, ptr %29, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %574, ptr align 1 %577, i64 %578, i1 false)
  br label %579

579:                                              ; preds = %571, %553
  %580 = load ptr, ptr %8, align 8
  %581 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %580, i32 0, i32 52
  %582 = load ptr, ptr %581, align 8
  %583 = load ptr, ptr %8, align 8
  %584 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %583, i32 0, i32 23
  store ptr %582, ptr %584, align 8
  %585 = load i64, ptr %29, align 8
  %586 = load ptr, ptr %8, align 8
  %587 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %586, i32 0, i32 25
  store i64 %585, ptr %587, align 8
  %588 = load i64, ptr %30, align 8
  %589 = load i64, ptr %29, align 8
  %590 = add i64 %588, %589
  store i64 %590, ptr %7, align 8
  br label %788

591:                                              ; preds = %518
  %592 = load ptr, ptr %14, align 8
  %593 = load i64, ptr %30, align 8
  %594 = getelementptr inbounds i8, ptr %592, i64 %593
  %595 = load ptr, ptr %8, align 8
  %596 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %595, i32 0, i32 23
  store ptr %594, ptr %596, align 8
  %597 = load i64, ptr %29, align 8
  %598 = load ptr, ptr %8, align 8
  %599 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %598, i32 0, i32 25
  store i64 %597, ptr %599, align 8
  %600 = load ptr, ptr %8, align 8
  %601 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %600, i32 0, i32 23
  %602 = load ptr, ptr %601, align 8
  %603 = load i64, ptr %29, align 8
  %604 = getelementptr inbounds i8, ptr %602, i64 %603
  %605 = load ptr, ptr %8, align 8
  %606 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %605, i32 0, i32 53
  store ptr %604, ptr %606, align 8
  %607 = load ptr, ptr %8, align 8
  %608 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %607, i32 0, i32 54
  store i32 0, ptr %608, align 8
  %609 = load i64, ptr %30, align 8
  %610 = load i64, ptr %29, align 8
  %611 = add i64 %609, %610
  store i64 %611, ptr %7, align 8
  br label %788

612:                                              ; preds = %52
  %613 = load ptr, ptr %14, align 8
  %614 = getelementptr inbounds i8, ptr %613, i64 0
  %615 = load i8, ptr %614, align 1
  %616 = zext i8 %615 to i32
  %617 = ashr i32 %616, 2
  %618 = and i32 %617, 3
  store i32 %618, ptr %33, align 4
  %619 = load i64, ptr %16, align 8
  %620 = load i64, ptr %12, align 8
  %621 = icmp ult i64 %619, %620
  br i1 %621, label %622, label %624

622:                                              ; preds = %612
  %623 = load i64, ptr %16, align 8
  br label %626

624:                                              ; preds = %612
  %625 = load i64, ptr %12, align 8
  br label %626

626:                                              ; preds = %624, %622
  %627 = phi i64 [ %623, %622 ], [ %625, %624 ]
  store i64 %627, ptr %36, align 8
  %628 = load i32, ptr %33, align 4
  switch i32 %628, label %630 [
    i32 0, label %629
    i32 2, label %629
    i32 1, label %637
    i32 3, label %657
  ]

629:                                              ; preds = %626, %626
  br label %630

630:                                              ; preds = %626, %629
  store i64 1, ptr %35, align 8
  %631 = load ptr, ptr %14, align 8
  %632 = getelementptr inbounds i8, ptr %631, i64 0
  %633 = load i8, ptr %632, align 1
  %634 = zext i8 %633 to i32
  %635 = ashr i32 %634, 3
  %636 = sext i32 %635 to i64
  store i64 %636, ptr %34, align 8
  br label %676

637:                                              ; preds = %626
  store i64 2, ptr %35, align 8
  br label %638

638:                                              ; preds = %637
  %639 = load i64, ptr %10, align 8
  %640 = icmp ult i64 %639, 3
  br i1 %640, label %641, label %650

641:                                              ; preds = %638
  br label %642

642:                                              ; preds = %641
  br label %643

643:                                              ; preds = %642
  br label %644

644:                                              ; preds = %643
  br label %645

645:                                              ; preds = %644
  br label %646

646:                                              ; preds = %645
  br label %647

647:                                              ; preds = %646
  br label %648

648:                                              ; preds = %647
  br label %649

649:                                              ; preds = %648
  store i64 -20, ptr %7, align 8
  br label %788

650:                                              ; preds = %638
  br label %651

651:                                              ; preds = %650
  %652 = load ptr, ptr %14, align 8
  %653 = call i16 @MEM_readLE16(ptr noundef %652)
  %654 = zext i16 %653 to i32
  %655 = ashr i32 %654, 4
  %656 = sext i32 %655 to i64
  store i64 %656, ptr %34, align 8
  br label %676

657:                                              ; preds = %626
  store i64 3, ptr %35, align 8
  br label %658

658:                                              ; preds = %657
  %659 = load i64, ptr %10, align 8
  %660 = icmp ult i64 %659, 4
  br i1 %660, label %661, label %670

661:                                              ; preds = %658
  br label %662

662:                                              ; preds = %661
  br label %663

663:                                              ; preds = %662
  br label %664

664:                                              ; preds = %663
  br label %665

665:                                              ; preds = %664
  br label %666

666:                                              ; preds = %665
  br label %667

667:                                              ; preds = %666
  br label %668

668:                                              ; preds = %667
  br label %669

669:                                              ; preds = %668
  store i64 -20, ptr %7, align 8
  br label %788

670:                                              ; preds = %658
  br label %671

671:                                              ; preds = %670
  %672 = load ptr, ptr %14, align 8
  %673 = call i32 @MEM_readLE24(ptr noundef %672)
  %674 = lshr i32 %673, 4
  %675 = zext i32 %674 to i64
  store i64 %675, ptr %34, align 8
  br label %676

676:                                              ; preds = %671, %651, %630
  br label %677

677:                                              ; preds = %676
  %678 = load i64, ptr %34, align 8
  %679 = icmp ugt i64 %678, 0
  br i1 %679, label %680, label %692

680:                                              ; preds = %677
  %681 = load ptr, ptr %11, align 8
  %682 = icmp eq ptr %681, null
  br i1 %682, label %683, label %692

683:                                              ; preds = %680
  br label %684

684:                                              ; preds = %683
  br label %685

685:                                              ; preds = %684
  br label %686

686:                                              ; preds = %685
  br label %687

687:                                              ; preds = %686
  br label %688

688:                                              ; preds = %687
  br label %689

689:                                              ; preds = %688
  br label %690

690:                                              ; preds = %689
  br label %691

691:                                              ; preds = %690
  store i64 -70, ptr %7, align 8
  br label %788

692:                                              ; preds = %680, %677
  br label %693

693:                                              ; preds = %692
  br label %694

694:                                              ; preds = %693
  %695 = load i64, ptr %34, align 8
  %696 = load i64, ptr %16, align 8
  %697 = icmp ugt i64 %695, %696
  br i1 %697, label %698, label %707

698:                                              ; preds = %694
  br label %699

699:                                              ; preds = %698
  br label %700

700:                                              ; preds = %699
  br label %701

701:                                              ; preds = %700
  br label %702

702:                                              ; preds = %701
  br label %703

703:                                              ; preds = %702
  br label %704

704:                                              ; preds = %703
  br label %705

705:                                              ; preds = %704
  br label %706

706:                                              ; preds = %705
  store i64 -20, ptr %7, align 8
  br label %788

707:                                              ; preds = %694
  br label %708

708:                                              ; preds = %707
  br label %709

709:                                              ; preds = %708
  %710 = load i64, ptr %36, align 8
  %711 = load i64, ptr %34, align 8
  %712 = icmp ult i64 %710, %711
  br i1 %712, label %713, label %722

713:                                              ; preds = %709
  br label %714

714:                                              ; preds = %713
  br label %715

715:                                              ; preds = %714
  br label %716

716:                                              ; preds = %715
  br label %717

717:                                              ; preds = %716
  br label %718

718:                                              ; preds = %717
  br label %719

719:                                              ; preds = %718
  br label %720

720:                                              ; preds = %719
  br label %721

721:                                              ; preds = %720
  store i64 -70, ptr %7, align 8
  br label %788

722:                                              ; preds = %709
  br label %723

723:                                              ; preds = %722
  %724 = load ptr, ptr %8, align 8
  %725 = load ptr, ptr %11, align 8
  %726 = load i64, ptr %12, align 8
  %727 = load i64, ptr %34, align 8
  %728 = load i32, ptr %13, align 4
  %729 = load i64, ptr %36, align 8
  call void @ZSTD_allocateLiteralsBuffer(ptr noundef %724, ptr noundef %725, i64 noundef %726, i64 noundef %727, i32 noundef %728, i64 noundef %729, i32 noundef 1)
  %730 = load ptr, ptr %8, align 8
  %731 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %730, i32 0, i32 54
  %732 = load i32, ptr %731, align 8
  %733 = icmp eq i32 %732, 2
  br i1 %733, label %734, label %755

734:                                              ; preds = %723
  %735 = load ptr, ptr %8, align 8
  %736 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %735, i32 0, i32 52
  %737 = load ptr, ptr %736, align 8
  %738 = load ptr, ptr %14, align 8
  %739 = load i64, ptr %35, align 8
  %740 = getelementptr inbounds i8, ptr %738, i64 %739
  %741 = load i8, ptr %740, align 1
  %742 = zext i8 %741 to i32
  %743 = trunc i32 %742 to i8
  %744 = load i64, ptr %34, align 8
  %745 = sub i64 %744, 65536
  call void @llvm.memset.p0.i64(ptr align 1 %737, i8 %743, i64 %745, i1 false)
  %746 = load ptr, ptr %8, align 8
  %747 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %746, i32 0, i32 55
  %748 = getelementptr inbounds [65568 x i8], ptr %747, i64 0, i64 0
  %749 = load ptr, ptr %14, align 8
  %750 = load i64, ptr %35, align 8
  %751 = getelementptr inbounds i8, ptr %749, i64 %750
  %752 = load i8, ptr %751, align 1
  %753 = zext i8 %752 to i32
  %754 = trunc i32 %753 to i8
  call void @llvm.memset.p0.i64(ptr align 4 %748, i8 %754, i64 65536, i1 false)
  br label %766

755:                                              ; preds = %723
  %756 = load ptr, ptr %8, align 8
  %757 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %756, i32 0, i32 52
  %758 = load ptr, ptr %757, align 8
  %759 = load ptr, ptr %14, align 8
  %760 = load i64, ptr %35, align 8
  %761 = getelementptr inbounds i8, ptr %759, i64 %760
  %762 = load i8, ptr %761, align 1
  %763 = zext i8 %762 to i32
  %764 = trunc i32 %763 to i8
  %765 = load i64, ptr %34, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %758, i8 %764, i64 %765, i1 false)
  br label %766

766:                                              ; preds = %755, %734
  %767 = load ptr, ptr %8, align 8
  %768 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %767, i32 0, i32 52
  %769 = load ptr, ptr %768, align 8
  %770 = load ptr, ptr %8, align 8
  %771 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %770, i32 0, i32 23
  store ptr %769, ptr %771, align 8
  %772 = load i64, ptr %34, align 8
  %773 = load ptr, ptr %8, align 8
  %774 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %773, i32 0, i32 25
  store i64 %772, ptr %774, align 8
  %775 = load i64, ptr %35, align 8
  %776 = add i64 %775, 1
  store i64 %776, ptr %7, align 8
  br label %788

777:                                              ; preds = %52
  br label %778

778:                                              ; preds = %777
  br label %779

779:                                              ; preds = %778
  br label %780

780:                                              ; preds = %779
  br label %781

781:                                              ; preds = %780
  br label %782

782:                                              ; preds = %781
  br label %783

783:                                              ; preds = %782
  br label %784

784:                                              ; preds = %783
  br label %785

785:                                              ; preds = %784
  br label %786

786:                                              ; preds = %785
  store i64 -20, ptr %7, align 8
  br label %788

787:                                              ; No predecessors!
  br label %788

788:                                              ; preds = %50, %78, %93, %178, %193, %210, %228, %243, %395, %417, %464, %486, %501, %516, %546, %579, %591, %649, %669, %691, %706, %721, %766, %786, %787
  %789 = load i64, ptr %7, align 8
  ret i64 %789
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ZSTD_buildFSETable(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6, i64 noundef %7, i32 noundef %8) #0 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store i32 %2, ptr %12, align 4
  store ptr %3, ptr %13, align 8
  store ptr %4, ptr %14, align 8
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store i32 %8, ptr %18, align 4
  %19 = load i32, ptr %18, align 4
  %20 = load ptr, ptr %10, align 8
  %21 = load ptr, ptr %11, align 8
  %22 = load i32, ptr %12, align 4
  %23 = load ptr, ptr %13, align 8
  %24 = load ptr, ptr %14, align 8
  %25 = load i32, ptr %15, align 4
  %26 = load ptr, ptr %16, align 8
  %27 = load i64, ptr %17, align 8
  call void @ZSTD_buildFSETable_body_default(ptr noundef %20, ptr noundef %21, i32 noundef %22, ptr noundef %23, ptr noundef %24, i32 noundef %25, ptr noundef %26, i64 noundef %27)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_buildFSETable_body_default(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6, i64 noundef %7) #0 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca %struct.ZSTD_seqSymbol_header, align 4
  %24 = alloca i16, align 2
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca i64, align 8
  %38 = alloca i64, align 8
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca i32, align 4
  %54 = alloca ptr, align 8
  %55 = alloca i64, align 8
  store ptr %0, ptr %48, align 8
  store ptr %1, ptr %49, align 8
  store i32 %2, ptr %50, align 4
  store ptr %3, ptr %51, align 8
  store ptr %4, ptr %52, align 8
  store i32 %5, ptr %53, align 4
  store ptr %6, ptr %54, align 8
  store i64 %7, ptr %55, align 8
  %56 = load ptr, ptr %48, align 8
  %57 = load ptr, ptr %49, align 8
  %58 = load i32, ptr %50, align 4
  %59 = load ptr, ptr %51, align 8
  %60 = load ptr, ptr %52, align 8
  %61 = load i32, ptr %53, align 4
  %62 = load ptr, ptr %54, align 8
  %63 = load i64, ptr %55, align 8
  store ptr %56, ptr %9, align 8
  store ptr %57, ptr %10, align 8
  store i32 %58, ptr %11, align 4
  store ptr %59, ptr %12, align 8
  store ptr %60, ptr %13, align 8
  store i32 %61, ptr %14, align 4
  store ptr %62, ptr %15, align 8
  store i64 %63, ptr %16, align 8
  %64 = load ptr, ptr %9, align 8
  %65 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %64, i64 1
  store ptr %65, ptr %17, align 8
  %66 = load i32, ptr %11, align 4
  %67 = add i32 %66, 1
  store i32 %67, ptr %18, align 4
  %68 = load i32, ptr %14, align 4
  %69 = shl i32 1, %68
  store i32 %69, ptr %19, align 4
  %70 = load ptr, ptr %15, align 8
  store ptr %70, ptr %20, align 8
  %71 = load ptr, ptr %20, align 8
  %72 = getelementptr inbounds i16, ptr %71, i64 52
  %73 = getelementptr inbounds i16, ptr %72, i64 1
  store ptr %73, ptr %21, align 8
  %74 = load i32, ptr %19, align 4
  %75 = sub i32 %74, 1
  store i32 %75, ptr %22, align 4
  %76 = load i64, ptr %16, align 8
  %77 = load i32, ptr %14, align 4
  %78 = getelementptr inbounds %struct.ZSTD_seqSymbol_header, ptr %23, i32 0, i32 1
  store i32 %77, ptr %78, align 4
  store i32 1, ptr %23, align 4
  %79 = load i32, ptr %14, align 4
  %80 = sub i32 %79, 1
  %81 = shl i32 1, %80
  %82 = trunc i32 %81 to i16
  store i16 %82, ptr %24, align 2
  store i32 0, ptr %25, align 4
  br label %83

83:                                               ; preds = %128, %8
  %84 = load i32, ptr %25, align 4
  %85 = load i32, ptr %18, align 4
  %86 = icmp ult i32 %84, %85
  br i1 %86, label %87, label %131

87:                                               ; preds = %83
  %88 = load ptr, ptr %10, align 8
  %89 = load i32, ptr %25, align 4
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds i16, ptr %88, i64 %90
  %92 = load i16, ptr %91, align 2
  %93 = sext i16 %92 to i32
  %94 = icmp eq i32 %93, -1
  br i1 %94, label %95, label %107

95:                                               ; preds = %87
  %96 = load i32, ptr %25, align 4
  %97 = load ptr, ptr %17, align 8
  %98 = load i32, ptr %22, align 4
  %99 = add i32 %98, -1
  store i32 %99, ptr %22, align 4
  %100 = zext i32 %98 to i64
  %101 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %97, i64 %100
  %102 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %101, i32 0, i32 3
  store i32 %96, ptr %102, align 4
  %103 = load ptr, ptr %20, align 8
  %104 = load i32, ptr %25, align 4
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds i16, ptr %103, i64 %105
  store i16 1, ptr %106, align 2
  br label %128

107:                                              ; preds = %87
  %108 = load ptr, ptr %10, align 8
  %109 = load i32, ptr %25, align 4
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds i16, ptr %108, i64 %110
  %112 = load i16, ptr %111, align 2
  %113 = sext i16 %112 to i32
  %114 = load i16, ptr %24, align 2
  %115 = sext i16 %114 to i32
  %116 = icmp sge i32 %113, %115
  br i1 %116, label %117, label %118

117:                                              ; preds = %107
  store i32 0, ptr %23, align 4
  br label %118

118:                                              ; preds = %117, %107
  %119 = load ptr, ptr %10, align 8
  %120 = load i32, ptr %25, align 4
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds i16, ptr %119, i64 %121
  %123 = load i16, ptr %122, align 2
  %124 = load ptr, ptr %20, align 8
  %125 = load i32, ptr %25, align 4
  %126 = zext i32 %125 to i64
  %127 = getelementptr inbounds i16, ptr %124, i64 %126
  store i16 %123, ptr %127, align 2
  br label %128

128:                                              ; preds = %118, %95
  %129 = load i32, ptr %25, align 4
  %130 = add i32 %129, 1
  store i32 %130, ptr %25, align 4
  br label %83, !llvm.loop !8

131:                                              ; preds = %83
  %132 = load ptr, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %132, ptr align 4 %23, i64 8, i1 false)
  %133 = load i32, ptr %22, align 4
  %134 = load i32, ptr %19, align 4
  %135 = sub i32 %134, 1
  %136 = icmp eq i32 %133, %135
  br i1 %136, label %137, label %227

137:                                              ; preds = %131
  %138 = load i32, ptr %19, align 4
  %139 = sub i32 %138, 1
  %140 = zext i32 %139 to i64
  store i64 %140, ptr %26, align 8
  %141 = load i32, ptr %19, align 4
  %142 = lshr i32 %141, 1
  %143 = load i32, ptr %19, align 4
  %144 = lshr i32 %143, 3
  %145 = add i32 %142, %144
  %146 = add i32 %145, 3
  %147 = zext i32 %146 to i64
  store i64 %147, ptr %27, align 8
  store i64 72340172838076673, ptr %28, align 8
  store i64 0, ptr %29, align 8
  store i64 0, ptr %30, align 8
  store i32 0, ptr %31, align 4
  br label %148

148:                                              ; preds = %177, %137
  %149 = load i32, ptr %31, align 4
  %150 = load i32, ptr %18, align 4
  %151 = icmp ult i32 %149, %150
  br i1 %151, label %152, label %186

152:                                              ; preds = %148
  %153 = load ptr, ptr %10, align 8
  %154 = load i32, ptr %31, align 4
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds i16, ptr %153, i64 %155
  %157 = load i16, ptr %156, align 2
  %158 = sext i16 %157 to i32
  store i32 %158, ptr %33, align 4
  %159 = load ptr, ptr %21, align 8
  %160 = load i64, ptr %29, align 8
  %161 = getelementptr inbounds i8, ptr %159, i64 %160
  %162 = load i64, ptr %30, align 8
  call void @MEM_write64(ptr noundef %161, i64 noundef %162)
  store i32 8, ptr %32, align 4
  br label %163

163:                                              ; preds = %167, %152
  %164 = load i32, ptr %32, align 4
  %165 = load i32, ptr %33, align 4
  %166 = icmp slt i32 %164, %165
  br i1 %166, label %167, label %177

167:                                              ; preds = %163
  %168 = load ptr, ptr %21, align 8
  %169 = load i64, ptr %29, align 8
  %170 = getelementptr inbounds i8, ptr %168, i64 %169
  %171 = load i32, ptr %32, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds i8, ptr %170, i64 %172
  %174 = load i64, ptr %30, align 8
  call void @MEM_write64(ptr noundef %173, i64 noundef %174)
  %175 = load i32, ptr %32, align 4
  %176 = add nsw i32 %175, 8
  store i32 %176, ptr %32, align 4
  br label %163, !llvm.loop !9

177:                                              ; preds = %163
  %178 = load i32, ptr %33, align 4
  %179 = sext i32 %178 to i64
  %180 = load i64, ptr %29, align 8
  %181 = add i64 %180, %179
  store i64 %181, ptr %29, align 8
  %182 = load i32, ptr %31, align 4
  %183 = add i32 %182, 1
  store i32 %183, ptr %31, align 4
  %184 = load i64, ptr %30, align 8
  %185 = add i64 %184, 72340172838076673
  store i64 %185, ptr %30, align 8
  br label %148, !llvm.loop !10

186:                                              ; preds = %148
  store i64 0, ptr %34, align 8
  store i64 2, ptr %36, align 8
  store i64 0, ptr %35, align 8
  br label %187

187:                                              ; preds = %217, %186
  %188 = load i64, ptr %35, align 8
  %189 = load i32, ptr %19, align 4
  %190 = zext i32 %189 to i64
  %191 = icmp ult i64 %188, %190
  br i1 %191, label %192, label %226

192:                                              ; preds = %187
  store i64 0, ptr %37, align 8
  br label %193

193:                                              ; preds = %196, %192
  %194 = load i64, ptr %37, align 8
  %195 = icmp ult i64 %194, 2
  br i1 %195, label %196, label %217

196:                                              ; preds = %193
  %197 = load i64, ptr %34, align 8
  %198 = load i64, ptr %37, align 8
  %199 = load i64, ptr %27, align 8
  %200 = mul i64 %198, %199
  %201 = add i64 %197, %200
  %202 = load i64, ptr %26, align 8
  %203 = and i64 %201, %202
  store i64 %203, ptr %38, align 8
  %204 = load ptr, ptr %21, align 8
  %205 = load i64, ptr %35, align 8
  %206 = load i64, ptr %37, align 8
  %207 = add i64 %205, %206
  %208 = getelementptr inbounds i8, ptr %204, i64 %207
  %209 = load i8, ptr %208, align 1
  %210 = zext i8 %209 to i32
  %211 = load ptr, ptr %17, align 8
  %212 = load i64, ptr %38, align 8
  %213 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %211, i64 %212
  %214 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %213, i32 0, i32 3
  store i32 %210, ptr %214, align 4
  %215 = load i64, ptr %37, align 8
  %216 = add i64 %215, 1
  store i64 %216, ptr %37, align 8
  br label %193, !llvm.loop !11

217:                                              ; preds = %193
  %218 = load i64, ptr %34, align 8
  %219 = load i64, ptr %27, align 8
  %220 = mul i64 2, %219
  %221 = add i64 %218, %220
  %222 = load i64, ptr %26, align 8
  %223 = and i64 %221, %222
  store i64 %223, ptr %34, align 8
  %224 = load i64, ptr %35, align 8
  %225 = add i64 %224, 2
  store i64 %225, ptr %35, align 8
  br label %187, !llvm.loop !12

226:                                              ; preds = %187
  br label %282

227:                                              ; preds = %131
  %228 = load i32, ptr %19, align 4
  %229 = sub i32 %228, 1
  store i32 %229, ptr %39, align 4
  %230 = load i32, ptr %19, align 4
  %231 = lshr i32 %230, 1
  %232 = load i32, ptr %19, align 4
  %233 = lshr i32 %232, 3
  %234 = add i32 %231, %233
  %235 = add i32 %234, 3
  store i32 %235, ptr %40, align 4
  store i32 0, ptr %42, align 4
  store i32 0, ptr %41, align 4
  br label %236

236:                                              ; preds = %278, %227
  %237 = load i32, ptr %41, align 4
  %238 = load i32, ptr %18, align 4
  %239 = icmp ult i32 %237, %238
  br i1 %239, label %240, label %281

240:                                              ; preds = %236
  %241 = load ptr, ptr %10, align 8
  %242 = load i32, ptr %41, align 4
  %243 = zext i32 %242 to i64
  %244 = getelementptr inbounds i16, ptr %241, i64 %243
  %245 = load i16, ptr %244, align 2
  %246 = sext i16 %245 to i32
  store i32 %246, ptr %44, align 4
  store i32 0, ptr %43, align 4
  br label %247

247:                                              ; preds = %275, %240
  %248 = load i32, ptr %43, align 4
  %249 = load i32, ptr %44, align 4
  %250 = icmp slt i32 %248, %249
  br i1 %250, label %251, label %278

251:                                              ; preds = %247
  %252 = load i32, ptr %41, align 4
  %253 = load ptr, ptr %17, align 8
  %254 = load i32, ptr %42, align 4
  %255 = zext i32 %254 to i64
  %256 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %253, i64 %255
  %257 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %256, i32 0, i32 3
  store i32 %252, ptr %257, align 4
  %258 = load i32, ptr %42, align 4
  %259 = load i32, ptr %40, align 4
  %260 = add i32 %258, %259
  %261 = load i32, ptr %39, align 4
  %262 = and i32 %260, %261
  store i32 %262, ptr %42, align 4
  br label %263

263:                                              ; preds = %269, %251
  %264 = load i32, ptr %42, align 4
  %265 = load i32, ptr %22, align 4
  %266 = icmp ugt i32 %264, %265
  %267 = zext i1 %266 to i32
  %268 = sext i32 %267 to i64
  br i1 %266, label %269, label %275

269:                                              ; preds = %263
  %270 = load i32, ptr %42, align 4
  %271 = load i32, ptr %40, align 4
  %272 = add i32 %270, %271
  %273 = load i32, ptr %39, align 4
  %274 = and i32 %272, %273
  store i32 %274, ptr %42, align 4
  br label %263, !llvm.loop !13

275:                                              ; preds = %263
  %276 = load i32, ptr %43, align 4
  %277 = add nsw i32 %276, 1
  store i32 %277, ptr %43, align 4
  br label %247, !llvm.loop !14

278:                                              ; preds = %247
  %279 = load i32, ptr %41, align 4
  %280 = add i32 %279, 1
  store i32 %280, ptr %41, align 4
  br label %236, !llvm.loop !15

281:                                              ; preds = %236
  br label %282

282:                                              ; preds = %281, %226
  store i32 0, ptr %45, align 4
  br label %283

283:                                              ; preds = %287, %282
  %284 = load i32, ptr %45, align 4
  %285 = load i32, ptr %19, align 4
  %286 = icmp ult i32 %284, %285
  br i1 %286, label %287, label %349

287:                                              ; preds = %283
  %288 = load ptr, ptr %17, align 8
  %289 = load i32, ptr %45, align 4
  %290 = zext i32 %289 to i64
  %291 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %288, i64 %290
  %292 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %291, i32 0, i32 3
  %293 = load i32, ptr %292, align 4
  store i32 %293, ptr %46, align 4
  %294 = load ptr, ptr %20, align 8
  %295 = load i32, ptr %46, align 4
  %296 = zext i32 %295 to i64
  %297 = getelementptr inbounds i16, ptr %294, i64 %296
  %298 = load i16, ptr %297, align 2
  %299 = add i16 %298, 1
  store i16 %299, ptr %297, align 2
  %300 = zext i16 %298 to i32
  store i32 %300, ptr %47, align 4
  %301 = load i32, ptr %14, align 4
  %302 = load i32, ptr %47, align 4
  %303 = call i32 @ZSTD_highbit32(i32 noundef %302)
  %304 = sub i32 %301, %303
  %305 = trunc i32 %304 to i8
  %306 = load ptr, ptr %17, align 8
  %307 = load i32, ptr %45, align 4
  %308 = zext i32 %307 to i64
  %309 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %306, i64 %308
  %310 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %309, i32 0, i32 2
  store i8 %305, ptr %310, align 1
  %311 = load i32, ptr %47, align 4
  %312 = load ptr, ptr %17, align 8
  %313 = load i32, ptr %45, align 4
  %314 = zext i32 %313 to i64
  %315 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %312, i64 %314
  %316 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %315, i32 0, i32 2
  %317 = load i8, ptr %316, align 1
  %318 = zext i8 %317 to i32
  %319 = shl i32 %311, %318
  %320 = load i32, ptr %19, align 4
  %321 = sub i32 %319, %320
  %322 = trunc i32 %321 to i16
  %323 = load ptr, ptr %17, align 8
  %324 = load i32, ptr %45, align 4
  %325 = zext i32 %324 to i64
  %326 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %323, i64 %325
  store i16 %322, ptr %326, align 4
  %327 = load ptr, ptr %13, align 8
  %328 = load i32, ptr %46, align 4
  %329 = zext i32 %328 to i64
  %330 = getelementptr inbounds i8, ptr %327, i64 %329
  %331 = load i8, ptr %330, align 1
  %332 = load ptr, ptr %17, align 8
  %333 = load i32, ptr %45, align 4
  %334 = zext i32 %333 to i64
  %335 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %332, i64 %334
  %336 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %335, i32 0, i32 1
  store i8 %331, ptr %336, align 2
  %337 = load ptr, ptr %12, align 8
  %338 = load i32, ptr %46, align 4
  %339 = zext i32 %338 to i64
  %340 = getelementptr inbounds i32, ptr %337, i64 %339
  %341 = load i32, ptr %340, align 4
  %342 = load ptr, ptr %17, align 8
  %343 = load i32, ptr %45, align 4
  %344 = zext i32 %343 to i64
  %345 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %342, i64 %344
  %346 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %345, i32 0, i32 3
  store i32 %341, ptr %346, align 4
  %347 = load i32, ptr %45, align 4
  %348 = add i32 %347, 1
  store i32 %348, ptr %45, align 4
  br label %283, !llvm.loop !16

349:                                              ; preds = %283
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decodeSeqHeaders(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  %20 = load ptr, ptr %8, align 8
  store ptr %20, ptr %10, align 8
  %21 = load ptr, ptr %10, align 8
  %22 = load i64, ptr %9, align 8
  %23 = getelementptr inbounds i8, ptr %21, i64 %22
  store ptr %23, ptr %11, align 8
  %24 = load ptr, ptr %10, align 8
  store ptr %24, ptr %12, align 8
  br label %25

25:                                               ; preds = %4
  br label %26

26:                                               ; preds = %25
  br label %27

27:                                               ; preds = %26
  %28 = load i64, ptr %9, align 8
  %29 = icmp ult i64 %28, 1
  br i1 %29, label %30, label %39

30:                                               ; preds = %27
  br label %31

31:                                               ; preds = %30
  br label %32

32:                                               ; preds = %31
  br label %33

33:                                               ; preds = %32
  br label %34

34:                                               ; preds = %33
  br label %35

35:                                               ; preds = %34
  br label %36

36:                                               ; preds = %35
  br label %37

37:                                               ; preds = %36
  br label %38

38:                                               ; preds = %37
  store i64 -72, ptr %5, align 8
  br label %311

39:                                               ; preds = %27
  br label %40

40:                                               ; preds = %39
  %41 = load ptr, ptr %12, align 8
  %42 = getelementptr inbounds i8, ptr %41, i32 1
  store ptr %42, ptr %12, align 8
  %43 = load i8, ptr %41, align 1
  %44 = zext i8 %43 to i32
  store i32 %44, ptr %13, align 4
  %45 = load i32, ptr %13, align 4
  %46 = icmp sgt i32 %45, 127
  br i1 %46, label %47, label %98

47:                                               ; preds = %40
  %48 = load i32, ptr %13, align 4
  %49 = icmp eq i32 %48, 255
  br i1 %49, label %50, label %73

50:                                               ; preds = %47
  br label %51

51:                                               ; preds = %50
  %52 = load ptr, ptr %12, align 8
  %53 = getelementptr inbounds i8, ptr %52, i64 2
  %54 = load ptr, ptr %11, align 8
  %55 = icmp ugt ptr %53, %54
  br i1 %55, label %56, label %65

56:                                               ; preds = %51
  br label %57

57:                                               ; preds = %56
  br label %58

58:                                               ; preds = %57
  br label %59

59:                                               ; preds = %58
  br label %60

60:                                               ; preds = %59
  br label %61

61:                                               ; preds = %60
  br label %62

62:                                               ; preds = %61
  br label %63

63:                                               ; preds = %62
  br label %64

64:                                               ; preds = %63
  store i64 -72, ptr %5, align 8
  br label %311

65:                                               ; preds = %51
  br label %66

66:                                               ; preds = %65
  %67 = load ptr, ptr %12, align 8
  %68 = call i16 @MEM_readLE16(ptr noundef %67)
  %69 = zext i16 %68 to i32
  %70 = add nsw i32 %69, 32512
  store i32 %70, ptr %13, align 4
  %71 = load ptr, ptr %12, align 8
  %72 = getelementptr inbounds i8, ptr %71, i64 2
  store ptr %72, ptr %12, align 8
  br label %97

73:                                               ; preds = %47
  br label %74

74:                                               ; preds = %73
  %75 = load ptr, ptr %12, align 8
  %76 = load ptr, ptr %11, align 8
  %77 = icmp uge ptr %75, %76
  br i1 %77, label %78, label %87

78:                                               ; preds = %74
  br label %79

79:                                               ; preds = %78
  br label %80

80:                                               ; preds = %79
  br label %81

81:                                               ; preds = %80
  br label %82

82:                                               ; preds = %81
  br label %83

83:                                               ; preds = %82
  br label %84

84:                                               ; preds = %83
  br label %85

85:                                               ; preds = %84
  br label %86

86:                                               ; preds = %85
  store i64 -72, ptr %5, align 8
  br label %311

87:                                               ; preds = %74
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %13, align 4
  %90 = sub nsw i32 %89, 128
  %91 = shl i32 %90, 8
  %92 = load ptr, ptr %12, align 8
  %93 = getelementptr inbounds i8, ptr %92, i32 1
  store ptr %93, ptr %12, align 8
  %94 = load i8, ptr %92, align 1
  %95 = zext i8 %94 to i32
  %96 = add nsw i32 %91, %95
  store i32 %96, ptr %13, align 4
  br label %97

97:                                               ; preds = %88, %66
  br label %98

98:                                               ; preds = %97, %40
  %99 = load i32, ptr %13, align 4
  %100 = load ptr, ptr %7, align 8
  store i32 %99, ptr %100, align 4
  %101 = load i32, ptr %13, align 4
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %103, label %124

103:                                              ; preds = %98
  br label %104

104:                                              ; preds = %103
  %105 = load ptr, ptr %12, align 8
  %106 = load ptr, ptr %11, align 8
  %107 = icmp ne ptr %105, %106
  br i1 %107, label %108, label %117

108:                                              ; preds = %104
  br label %109

109:                                              ; preds = %108
  br label %110

110:                                              ; preds = %109
  br label %111

111:                                              ; preds = %110
  br label %112

112:                                              ; preds = %111
  br label %113

113:                                              ; preds = %112
  br label %114

114:                                              ; preds = %113
  br label %115

115:                                              ; preds = %114
  br label %116

116:                                              ; preds = %115
  store i64 -20, ptr %5, align 8
  br label %311

117:                                              ; preds = %104
  br label %118

118:                                              ; preds = %117
  %119 = load ptr, ptr %12, align 8
  %120 = load ptr, ptr %10, align 8
  %121 = ptrtoint ptr %119 to i64
  %122 = ptrtoint ptr %120 to i64
  %123 = sub i64 %121, %122
  store i64 %123, ptr %5, align 8
  br label %311

124:                                              ; preds = %98
  br label %125

125:                                              ; preds = %124
  %126 = load ptr, ptr %12, align 8
  %127 = getelementptr inbounds i8, ptr %126, i64 1
  %128 = load ptr, ptr %11, align 8
  %129 = icmp ugt ptr %127, %128
  br i1 %129, label %130, label %139

130:                                              ; preds = %125
  br label %131

131:                                              ; preds = %130
  br label %132

132:                                              ; preds = %131
  br label %133

133:                                              ; preds = %132
  br label %134

134:                                              ; preds = %133
  br label %135

135:                                              ; preds = %134
  br label %136

136:                                              ; preds = %135
  br label %137

137:                                              ; preds = %136
  br label %138

138:                                              ; preds = %137
  store i64 -72, ptr %5, align 8
  br label %311

139:                                              ; preds = %125
  br label %140

140:                                              ; preds = %139
  br label %141

141:                                              ; preds = %140
  %142 = load ptr, ptr %12, align 8
  %143 = load i8, ptr %142, align 1
  %144 = zext i8 %143 to i32
  %145 = and i32 %144, 3
  %146 = icmp ne i32 %145, 0
  br i1 %146, label %147, label %156

147:                                              ; preds = %141
  br label %148

148:                                              ; preds = %147
  br label %149

149:                                              ; preds = %148
  br label %150

150:                                              ; preds = %149
  br label %151

151:                                              ; preds = %150
  br label %152

152:                                              ; preds = %151
  br label %153

153:                                              ; preds = %152
  br label %154

154:                                              ; preds = %153
  br label %155

155:                                              ; preds = %154
  store i64 -20, ptr %5, align 8
  br label %311

156:                                              ; preds = %141
  br label %157

157:                                              ; preds = %156
  %158 = load ptr, ptr %12, align 8
  %159 = load i8, ptr %158, align 1
  %160 = zext i8 %159 to i32
  %161 = ashr i32 %160, 6
  store i32 %161, ptr %14, align 4
  %162 = load ptr, ptr %12, align 8
  %163 = load i8, ptr %162, align 1
  %164 = zext i8 %163 to i32
  %165 = ashr i32 %164, 4
  %166 = and i32 %165, 3
  store i32 %166, ptr %15, align 4
  %167 = load ptr, ptr %12, align 8
  %168 = load i8, ptr %167, align 1
  %169 = zext i8 %168 to i32
  %170 = ashr i32 %169, 2
  %171 = and i32 %170, 3
  store i32 %171, ptr %16, align 4
  %172 = load ptr, ptr %12, align 8
  %173 = getelementptr inbounds i8, ptr %172, i32 1
  store ptr %173, ptr %12, align 8
  %174 = load ptr, ptr %6, align 8
  %175 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %174, i32 0, i32 4
  %176 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %175, i32 0, i32 0
  %177 = getelementptr inbounds [513 x %struct.ZSTD_seqSymbol], ptr %176, i64 0, i64 0
  %178 = load ptr, ptr %6, align 8
  %179 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %178, i32 0, i32 0
  %180 = load i32, ptr %14, align 4
  %181 = load ptr, ptr %12, align 8
  %182 = load ptr, ptr %11, align 8
  %183 = load ptr, ptr %12, align 8
  %184 = ptrtoint ptr %182 to i64
  %185 = ptrtoint ptr %183 to i64
  %186 = sub i64 %184, %185
  %187 = load ptr, ptr %6, align 8
  %188 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %187, i32 0, i32 17
  %189 = load i32, ptr %188, align 4
  %190 = load ptr, ptr %6, align 8
  %191 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %190, i32 0, i32 32
  %192 = load i32, ptr %191, align 4
  %193 = load i32, ptr %13, align 4
  %194 = load ptr, ptr %6, align 8
  %195 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %194, i32 0, i32 5
  %196 = getelementptr inbounds [640 x i32], ptr %195, i64 0, i64 0
  %197 = load ptr, ptr %6, align 8
  %198 = call i32 @ZSTD_DCtx_get_bmi2(ptr noundef %197)
  %199 = call i64 @ZSTD_buildSeqTable(ptr noundef %177, ptr noundef %179, i32 noundef %180, i32 noundef 35, i32 noundef 9, ptr noundef %181, i64 noundef %186, ptr noundef @LL_base, ptr noundef @LL_bits, ptr noundef @LL_defaultDTable, i32 noundef %189, i32 noundef %192, i32 noundef %193, ptr noundef %196, i64 noundef 2560, i32 noundef %198)
  store i64 %199, ptr %17, align 8
  br label %200

200:                                              ; preds = %157
  %201 = load i64, ptr %17, align 8
  %202 = call i32 @ERR_isError(i64 noundef %201)
  %203 = icmp ne i32 %202, 0
  br i1 %203, label %204, label %213

204:                                              ; preds = %200
  br label %205

205:                                              ; preds = %204
  br label %206

206:                                              ; preds = %205
  br label %207

207:                                              ; preds = %206
  br label %208

208:                                              ; preds = %207
  br label %209

209:                                              ; preds = %208
  br label %210

210:                                              ; preds = %209
  br label %211

211:                                              ; preds = %210
  br label %212

212:                                              ; preds = %211
  store i64 -20, ptr %5, align 8
  br label %311

213:                                              ; preds = %200
  br label %214

214:                                              ; preds = %213
  %215 = load i64, ptr %17, align 8
  %216 = load ptr, ptr %12, align 8
  %217 = getelementptr inbounds i8, ptr %216, i64 %215
  store ptr %217, ptr %12, align 8
  %218 = load ptr, ptr %6, align 8
  %219 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %218, i32 0, i32 4
  %220 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %219, i32 0, i32 1
  %221 = getelementptr inbounds [257 x %struct.ZSTD_seqSymbol], ptr %220, i64 0, i64 0
  %222 = load ptr, ptr %6, align 8
  %223 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %222, i32 0, i32 2
  %224 = load i32, ptr %15, align 4
  %225 = load ptr, ptr %12, align 8
  %226 = load ptr, ptr %11, align 8
  %227 = load ptr, ptr %12, align 8
  %228 = ptrtoint ptr %226 to i64
  %229 = ptrtoint ptr %227 to i64
  %230 = sub i64 %228, %229
  %231 = load ptr, ptr %6, align 8
  %232 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %231, i32 0, i32 17
  %233 = load i32, ptr %232, align 4
  %234 = load ptr, ptr %6, align 8
  %235 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %234, i32 0, i32 32
  %236 = load i32, ptr %235, align 4
  %237 = load i32, ptr %13, align 4
  %238 = load ptr, ptr %6, align 8
  %239 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %238, i32 0, i32 5
  %240 = getelementptr inbounds [640 x i32], ptr %239, i64 0, i64 0
  %241 = load ptr, ptr %6, align 8
  %242 = call i32 @ZSTD_DCtx_get_bmi2(ptr noundef %241)
  %243 = call i64 @ZSTD_buildSeqTable(ptr noundef %221, ptr noundef %223, i32 noundef %224, i32 noundef 31, i32 noundef 8, ptr noundef %225, i64 noundef %230, ptr noundef @OF_base, ptr noundef @OF_bits, ptr noundef @OF_defaultDTable, i32 noundef %233, i32 noundef %236, i32 noundef %237, ptr noundef %240, i64 noundef 2560, i32 noundef %242)
  store i64 %243, ptr %18, align 8
  br label %244

244:                                              ; preds = %214
  %245 = load i64, ptr %18, align 8
  %246 = call i32 @ERR_isError(i64 noundef %245)
  %247 = icmp ne i32 %246, 0
  br i1 %247, label %248, label %257

248:                                              ; preds = %244
  br label %249

249:                                              ; preds = %248
  br label %250

250:                                              ; preds = %249
  br label %251

251:                                              ; preds = %250
  br label %252

252:                                              ; preds = %251
  br label %253

253:                                              ; preds = %252
  br label %254

254:                                              ; preds = %253
  br label %255

255:                                              ; preds = %254
  br label %256

256:                                              ; preds = %255
  store i64 -20, ptr %5, align 8
  br label %311

257:                                              ; preds = %244
  br label %258

258:                                              ; preds = %257
  %259 = load i64, ptr %18, align 8
  %260 = load ptr, ptr %12, align 8
  %261 = getelementptr inbounds i8, ptr %260, i64 %259
  store ptr %261, ptr %12, align 8
  %262 = load ptr, ptr %6, align 8
  %263 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %262, i32 0, i32 4
  %264 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %263, i32 0, i32 2
  %265 = getelementptr inbounds [513 x %struct.ZSTD_seqSymbol], ptr %264, i64 0, i64 0
  %266 = load ptr, ptr %6, align 8
  %267 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %266, i32 0, i32 1
  %268 = load i32, ptr %16, align 4
  %269 = load ptr, ptr %12, align 8
  %270 = load ptr, ptr %11, align 8
  %271 = load ptr, ptr %12, align 8
  %272 = ptrtoint ptr %270 to i64
  %273 = ptrtoint ptr %271 to i64
  %274 = sub i64 %272, %273
  %275 = load ptr, ptr %6, align 8
  %276 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %275, i32 0, i32 17
  %277 = load i32, ptr %276, align 4
  %278 = load ptr, ptr %6, align 8
  %279 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %278, i32 0, i32 32
  %280 = load i32, ptr %279, align 4
  %281 = load i32, ptr %13, align 4
  %282 = load ptr, ptr %6, align 8
  %283 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %282, i32 0, i32 5
  %284 = getelementptr inbounds [640 x i32], ptr %283, i64 0, i64 0
  %285 = load ptr, ptr %6, align 8
  %286 = call i32 @ZSTD_DCtx_get_bmi2(ptr noundef %285)
  %287 = call i64 @ZSTD_buildSeqTable(ptr noundef %265, ptr noundef %267, i32 noundef %268, i32 noundef 52, i32 noundef 9, ptr noundef %269, i64 noundef %274, ptr noundef @ML_base, ptr noundef @ML_bits, ptr noundef @ML_defaultDTable, i32 noundef %277, i32 noundef %280, i32 noundef %281, ptr noundef %284, i64 noundef 2560, i32 noundef %286)
  store i64 %287, ptr %19, align 8
  br label %288

288:                                              ; preds = %258
  %289 = load i64, ptr %19, align 8
  %290 = call i32 @ERR_isError(i64 noundef %289)
  %291 = icmp ne i32 %290, 0
  br i1 %291, label %292, label %301

292:                                              ; preds = %288
  br label %293

293:                                              ; preds = %292
  br label %294

294:                                              ; preds = %293
  br label %295

295:                                              ; preds = %294
  br label %296

296:                                              ; preds = %295
  br label %297

297:                                              ; preds = %296
  br label %298

298:                                              ; preds = %297
  br label %299

299:                                              ; preds = %298
  br label %300

300:                                              ; preds = %299
  store i64 -20, ptr %5, align 8
  br label %311

301:                                              ; preds = %288
  br label %302

302:                                              ; preds = %301
  %303 = load i64, ptr %19, align 8
  %304 = load ptr, ptr %12, align 8
  %305 = getelementptr inbounds i8, ptr %304, i64 %303
  store ptr %305, ptr %12, align 8
  %306 = load ptr, ptr %12, align 8
  %307 = load ptr, ptr %10, align 8
  %308 = ptrtoint ptr %306 to i64
  %309 = ptrtoint ptr %307 to i64
  %310 = sub i64 %308, %309
  store i64 %310, ptr %5, align 8
  br label %311

311:                                              ; preds = %302, %300, %256, %212, %155, %138, %118, %116, %86, %64, %38
  %312 = load i64, ptr %5, align 8
  ret i64 %312
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @MEM_readLE16(ptr noundef %0) #0 {
  %2 = alloca i16, align 2
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = call i32 @MEM_isLittleEndian()
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load ptr, ptr %3, align 8
  %9 = call i16 @MEM_read16(ptr noundef %8)
  store i16 %9, ptr %2, align 2
  br label %23

10:                                               ; preds = %1
  %11 = load ptr, ptr %3, align 8
  store ptr %11, ptr %4, align 8
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 0
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 1
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = shl i32 %19, 8
  %21 = add nsw i32 %15, %20
  %22 = trunc i32 %21 to i16
  store i16 %22, ptr %2, align 2
  br label %23

23:                                               ; preds = %10, %7
  %24 = load i16, ptr %2, align 2
  ret i16 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_buildSeqTable(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef %13, i64 noundef %14, i32 noundef %15) #0 {
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca i64, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  %32 = alloca i64, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i8, align 1
  %37 = alloca ptr, align 8
  %38 = alloca i64, align 8
  %39 = alloca ptr, align 8
  %40 = alloca i64, align 8
  %41 = alloca i64, align 8
  %42 = alloca i32, align 4
  %43 = alloca [53 x i16], align 2
  %44 = alloca i64, align 8
  store ptr %0, ptr %18, align 8
  store ptr %1, ptr %19, align 8
  store i32 %2, ptr %20, align 4
  store i32 %3, ptr %21, align 4
  store i32 %4, ptr %22, align 4
  store ptr %5, ptr %23, align 8
  store i64 %6, ptr %24, align 8
  store ptr %7, ptr %25, align 8
  store ptr %8, ptr %26, align 8
  store ptr %9, ptr %27, align 8
  store i32 %10, ptr %28, align 4
  store i32 %11, ptr %29, align 4
  store i32 %12, ptr %30, align 4
  store ptr %13, ptr %31, align 8
  store i64 %14, ptr %32, align 8
  store i32 %15, ptr %33, align 4
  %45 = load i32, ptr %20, align 4
  switch i32 %45, label %191 [
    i32 1, label %46
    i32 0, label %96
    i32 3, label %99
    i32 2, label %144
  ]

46:                                               ; preds = %16
  br label %47

47:                                               ; preds = %46
  %48 = load i64, ptr %24, align 8
  %49 = icmp ne i64 %48, 0
  br i1 %49, label %59, label %50

50:                                               ; preds = %47
  br label %51

51:                                               ; preds = %50
  br label %52

52:                                               ; preds = %51
  br label %53

53:                                               ; preds = %52
  br label %54

54:                                               ; preds = %53
  br label %55

55:                                               ; preds = %54
  br label %56

56:                                               ; preds = %55
  br label %57

57:                                               ; preds = %56
  br label %58

58:                                               ; preds = %57
  store i64 -72, ptr %17, align 8
  br label %202

59:                                               ; preds = %47
  br label %60

60:                                               ; preds = %59
  br label %61

61:                                               ; preds = %60
  %62 = load ptr, ptr %23, align 8
  %63 = load i8, ptr %62, align 1
  %64 = zext i8 %63 to i32
  %65 = load i32, ptr %21, align 4
  %66 = icmp ugt i32 %64, %65
  br i1 %66, label %67, label %76

67:                                               ; preds = %61
  br label %68

68:                                               ; preds = %67
  br label %69

69:                                               ; preds = %68
  br label %70

70:                                               ; preds = %69
  br label %71

71:                                               ; preds = %70
  br label %72

72:                                               ; preds = %71
  br label %73

73:                                               ; preds = %72
  br label %74

74:                                               ; preds = %73
  br label %75

75:                                               ; preds = %74
  store i64 -20, ptr %17, align 8
  br label %202

76:                                               ; preds = %61
  br label %77

77:                                               ; preds = %76
  %78 = load ptr, ptr %23, align 8
  %79 = load i8, ptr %78, align 1
  %80 = zext i8 %79 to i32
  store i32 %80, ptr %34, align 4
  %81 = load ptr, ptr %25, align 8
  %82 = load i32, ptr %34, align 4
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %81, i64 %83
  %85 = load i32, ptr %84, align 4
  store i32 %85, ptr %35, align 4
  %86 = load ptr, ptr %26, align 8
  %87 = load i32, ptr %34, align 4
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds i8, ptr %86, i64 %88
  %90 = load i8, ptr %89, align 1
  store i8 %90, ptr %36, align 1
  %91 = load ptr, ptr %18, align 8
  %92 = load i32, ptr %35, align 4
  %93 = load i8, ptr %36, align 1
  call void @ZSTD_buildSeqTable_rle(ptr noundef %91, i32 noundef %92, i8 noundef %93)
  %94 = load ptr, ptr %18, align 8
  %95 = load ptr, ptr %19, align 8
  store ptr %94, ptr %95, align 8
  store i64 1, ptr %17, align 8
  br label %202

96:                                               ; preds = %16
  %97 = load ptr, ptr %27, align 8
  %98 = load ptr, ptr %19, align 8
  store ptr %97, ptr %98, align 8
  store i64 0, ptr %17, align 8
  br label %202

99:                                               ; preds = %16
  br label %100

100:                                              ; preds = %99
  %101 = load i32, ptr %28, align 4
  %102 = icmp ne i32 %101, 0
  br i1 %102, label %112, label %103

103:                                              ; preds = %100
  br label %104

104:                                              ; preds = %103
  br label %105

105:                                              ; preds = %104
  br label %106

106:                                              ; preds = %105
  br label %107

107:                                              ; preds = %106
  br label %108

108:                                              ; preds = %107
  br label %109

109:                                              ; preds = %108
  br label %110

110:                                              ; preds = %109
  br label %111

111:                                              ; preds = %110
  store i64 -20, ptr %17, align 8
  br label %202

112:                                              ; preds = %100
  br label %113

113:                                              ; preds = %112
  %114 = load i32, ptr %29, align 4
  %115 = icmp ne i32 %114, 0
  br i1 %115, label %116, label %143

116:                                              ; preds = %113
  %117 = load i32, ptr %30, align 4
  %118 = icmp sgt i32 %117, 24
  br i1 %118, label %119, label %143

119:                                              ; preds = %116
  %120 = load ptr, ptr %19, align 8
  %121 = load ptr, ptr %120, align 8
  store ptr %121, ptr %37, align 8
  %122 = load i32, ptr %22, align 4
  %123 = shl i32 1, %122
  %124 = add nsw i32 1, %123
  %125 = sext i32 %124 to i64
  %126 = mul i64 8, %125
  store i64 %126, ptr %38, align 8
  br label %127

127:                                              ; preds = %119
  %128 = load ptr, ptr %37, align 8
  store ptr %128, ptr %39, align 8
  %129 = load i64, ptr %38, align 8
  store i64 %129, ptr %40, align 8
  store i64 0, ptr %41, align 8
  br label %130

130:                                              ; preds = %138, %127
  %131 = load i64, ptr %41, align 8
  %132 = load i64, ptr %40, align 8
  %133 = icmp ult i64 %131, %132
  br i1 %133, label %134, label %141

134:                                              ; preds = %130
  %135 = load ptr, ptr %39, align 8
  %136 = load i64, ptr %41, align 8
  %137 = getelementptr inbounds i8, ptr %135, i64 %136
  call void @llvm.prefetch.p0(ptr %137, i32 0, i32 2, i32 1)
  br label %138

138:                                              ; preds = %134
  %139 = load i64, ptr %41, align 8
  %140 = add i64 %139, 64
  store i64 %140, ptr %41, align 8
  br label %130, !llvm.loop !17

141:                                              ; preds = %130
  br label %142

142:                                              ; preds = %141
  br label %143

143:                                              ; preds = %142, %116, %113
  store i64 0, ptr %17, align 8
  br label %202

144:                                              ; preds = %16
  %145 = getelementptr inbounds [53 x i16], ptr %43, i64 0, i64 0
  %146 = load ptr, ptr %23, align 8
  %147 = load i64, ptr %24, align 8
  %148 = call i64 @FSE_readNCount(ptr noundef %145, ptr noundef %21, ptr noundef %42, ptr noundef %146, i64 noundef %147)
  store i64 %148, ptr %44, align 8
  br label %149

149:                                              ; preds = %144
  %150 = load i64, ptr %44, align 8
  %151 = call i32 @ERR_isError(i64 noundef %150)
  %152 = icmp ne i32 %151, 0
  br i1 %152, label %153, label %162

153:                                              ; preds = %149
  br label %154

154:                                              ; preds = %153
  br label %155

155:                                              ; preds = %154
  br label %156

156:                                              ; preds = %155
  br label %157

157:                                              ; preds = %156
  br label %158

158:                                              ; preds = %157
  br label %159

159:                                              ; preds = %158
  br label %160

160:                                              ; preds = %159
  br label %161

161:                                              ; preds = %160
  store i64 -20, ptr %17, align 8
  br label %202

162:                                              ; preds = %149
  br label %163

163:                                              ; preds = %162
  br label %164

164:                                              ; preds = %163
  %165 = load i32, ptr %42, align 4
  %166 = load i32, ptr %22, align 4
  %167 = icmp ugt i32 %165, %166
  br i1 %167, label %168, label %177

168:                                              ; preds = %164
  br label %169

169:                                              ; preds = %168
  br label %170

170:                                              ; preds = %169
  br label %171

171:                                              ; preds = %170
  br label %172

172:                                              ; preds = %171
  br label %173

173:                                              ; preds = %172
  br label %174

174:                                              ; preds = %173
  br label %175

175:                                              ; preds = %174
  br label %176

176:                                              ; preds = %175
  store i64 -20, ptr %17, align 8
  br label %202

177:                                              ; preds = %164
  br label %178

178:                                              ; preds = %177
  %179 = load ptr, ptr %18, align 8
  %180 = getelementptr inbounds [53 x i16], ptr %43, i64 0, i64 0
  %181 = load i32, ptr %21, align 4
  %182 = load ptr, ptr %25, align 8
  %183 = load ptr, ptr %26, align 8
  %184 = load i32, ptr %42, align 4
  %185 = load ptr, ptr %31, align 8
  %186 = load i64, ptr %32, align 8
  %187 = load i32, ptr %33, align 4
  call void @ZSTD_buildFSETable(ptr noundef %179, ptr noundef %180, i32 noundef %181, ptr noundef %182, ptr noundef %183, i32 noundef %184, ptr noundef %185, i64 noundef %186, i32 noundef %187)
  %188 = load ptr, ptr %18, align 8
  %189 = load ptr, ptr %19, align 8
  store ptr %188, ptr %189, align 8
  %190 = load i64, ptr %44, align 8
  store i64 %190, ptr %17, align 8
  br label %202

191:                                              ; preds = %16
  br label %192

192:                                              ; preds = %191
  br label %193

193:                                              ; preds = %192
  br label %194

194:                                              ; preds = %193
  br label %195

195:                                              ; preds = %194
  br label %196

196:                                              ; preds = %195
  br label %197

197:                                              ; preds = %196
  br label %198

198:                                              ; preds = %197
  br label %199

199:                                              ; preds = %198
  br label %200

200:                                              ; preds = %199
  store i64 -1, ptr %17, align 8
  br label %202

201:                                              ; No predecessors!
  br label %202

202:                                              ; preds = %58, %75, %77, %96, %111, %143, %161, %176, %178, %200, %201
  %203 = load i64, ptr %17, align 8
  ret i64 %203
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_DCtx_get_bmi2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ERR_isError(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ugt i64 %3, -120
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompressBlock_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca %struct.ZSTD_OffsetInfo, align 4
  %23 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  %24 = load ptr, ptr %11, align 8
  store ptr %24, ptr %14, align 8
  br label %25

25:                                               ; preds = %6
  br label %26

26:                                               ; preds = %25
  br label %27

27:                                               ; preds = %26
  %28 = load i64, ptr %12, align 8
  %29 = load ptr, ptr %8, align 8
  %30 = call i64 @ZSTD_blockSizeMax(ptr noundef %29)
  %31 = icmp ugt i64 %28, %30
  br i1 %31, label %32, label %41

32:                                               ; preds = %27
  br label %33

33:                                               ; preds = %32
  br label %34

34:                                               ; preds = %33
  br label %35

35:                                               ; preds = %34
  br label %36

36:                                               ; preds = %35
  br label %37

37:                                               ; preds = %36
  br label %38

38:                                               ; preds = %37
  br label %39

39:                                               ; preds = %38
  br label %40

40:                                               ; preds = %39
  store i64 -72, ptr %7, align 8
  br label %228

41:                                               ; preds = %27
  br label %42

42:                                               ; preds = %41
  %43 = load ptr, ptr %8, align 8
  %44 = load ptr, ptr %11, align 8
  %45 = load i64, ptr %12, align 8
  %46 = load ptr, ptr %9, align 8
  %47 = load i64, ptr %10, align 8
  %48 = load i32, ptr %13, align 4
  %49 = call i64 @ZSTD_decodeLiteralsBlock(ptr noundef %43, ptr noundef %44, i64 noundef %45, ptr noundef %46, i64 noundef %47, i32 noundef %48)
  store i64 %49, ptr %15, align 8
  br label %50

50:                                               ; preds = %42
  br label %51

51:                                               ; preds = %50
  %52 = load i64, ptr %15, align 8
  %53 = call i32 @ERR_isError(i64 noundef %52)
  %54 = icmp ne i32 %53, 0
  br i1 %54, label %55, label %57

55:                                               ; preds = %51
  %56 = load i64, ptr %15, align 8
  store i64 %56, ptr %7, align 8
  br label %228

57:                                               ; preds = %51
  %58 = load i64, ptr %15, align 8
  %59 = load ptr, ptr %14, align 8
  %60 = getelementptr inbounds i8, ptr %59, i64 %58
  store ptr %60, ptr %14, align 8
  %61 = load i64, ptr %15, align 8
  %62 = load i64, ptr %12, align 8
  %63 = sub i64 %62, %61
  store i64 %63, ptr %12, align 8
  %64 = load i64, ptr %10, align 8
  %65 = load ptr, ptr %8, align 8
  %66 = call i64 @ZSTD_blockSizeMax(ptr noundef %65)
  %67 = icmp ult i64 %64, %66
  br i1 %67, label %68, label %70

68:                                               ; preds = %57
  %69 = load i64, ptr %10, align 8
  br label %73

70:                                               ; preds = %57
  %71 = load ptr, ptr %8, align 8
  %72 = call i64 @ZSTD_blockSizeMax(ptr noundef %71)
  br label %73

73:                                               ; preds = %70, %68
  %74 = phi i64 [ %69, %68 ], [ %72, %70 ]
  store i64 %74, ptr %16, align 8
  %75 = load ptr, ptr %9, align 8
  %76 = load i64, ptr %16, align 8
  %77 = call ptr @ZSTD_maybeNullPtrAdd(ptr noundef %75, i64 noundef %76)
  %78 = load ptr, ptr %8, align 8
  %79 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %78, i32 0, i32 8
  %80 = load ptr, ptr %79, align 8
  %81 = call i64 @ZSTD_totalHistorySize(ptr noundef %77, ptr noundef %80)
  store i64 %81, ptr %17, align 8
  %82 = call i32 @MEM_32bits()
  %83 = icmp ne i32 %82, 0
  br i1 %83, label %84, label %88

84:                                               ; preds = %73
  %85 = load i64, ptr %17, align 8
  %86 = call i64 @ZSTD_maxShortOffset()
  %87 = icmp ugt i64 %85, %86
  br label %88

88:                                               ; preds = %84, %73
  %89 = phi i1 [ false, %73 ], [ %87, %84 ]
  %90 = zext i1 %89 to i32
  store i32 %90, ptr %18, align 4
  %91 = load ptr, ptr %8, align 8
  %92 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %91, i32 0, i32 32
  %93 = load i32, ptr %92, align 4
  store i32 %93, ptr %19, align 4
  %94 = load ptr, ptr %8, align 8
  %95 = load ptr, ptr %14, align 8
  %96 = load i64, ptr %12, align 8
  %97 = call i64 @ZSTD_decodeSeqHeaders(ptr noundef %94, ptr noundef %20, ptr noundef %95, i64 noundef %96)
  store i64 %97, ptr %21, align 8
  %98 = load i64, ptr %21, align 8
  %99 = call i32 @ERR_isError(i64 noundef %98)
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %101, label %103

101:                                              ; preds = %88
  %102 = load i64, ptr %21, align 8
  store i64 %102, ptr %7, align 8
  br label %228

103:                                              ; preds = %88
  %104 = load i64, ptr %21, align 8
  %105 = load ptr, ptr %14, align 8
  %106 = getelementptr inbounds i8, ptr %105, i64 %104
  store ptr %106, ptr %14, align 8
  %107 = load i64, ptr %21, align 8
  %108 = load i64, ptr %12, align 8
  %109 = sub i64 %108, %107
  store i64 %109, ptr %12, align 8
  br label %110

110:                                              ; preds = %103
  %111 = load ptr, ptr %9, align 8
  %112 = icmp eq ptr %111, null
  br i1 %112, label %116, label %113

113:                                              ; preds = %110
  %114 = load i64, ptr %10, align 8
  %115 = icmp eq i64 %114, 0
  br i1 %115, label %116, label %128

116:                                              ; preds = %113, %110
  %117 = load i32, ptr %20, align 4
  %118 = icmp sgt i32 %117, 0
  br i1 %118, label %119, label %128

119:                                              ; preds = %116
  br label %120

120:                                              ; preds = %119
  br label %121

121:                                              ; preds = %120
  br label %122

122:                                              ; preds = %121
  br label %123

123:                                              ; preds = %122
  br label %124

124:                                              ; preds = %123
  br label %125

125:                                              ; preds = %124
  br label %126

126:                                              ; preds = %125
  br label %127

127:                                              ; preds = %126
  store i64 -70, ptr %7, align 8
  br label %228

128:                                              ; preds = %116, %113
  br label %129

129:                                              ; preds = %128
  br label %130

130:                                              ; preds = %129
  %131 = call i32 @MEM_64bits()
  %132 = icmp ne i32 %131, 0
  br i1 %132, label %133, label %147

133:                                              ; preds = %130
  %134 = load ptr, ptr %9, align 8
  %135 = ptrtoint ptr %134 to i64
  %136 = sub i64 -1, %135
  %137 = icmp ult i64 %136, 1048576
  br i1 %137, label %138, label %147

138:                                              ; preds = %133
  br label %139

139:                                              ; preds = %138
  br label %140

140:                                              ; preds = %139
  br label %141

141:                                              ; preds = %140
  br label %142

142:                                              ; preds = %141
  br label %143

143:                                              ; preds = %142
  br label %144

144:                                              ; preds = %143
  br label %145

145:                                              ; preds = %144
  br label %146

146:                                              ; preds = %145
  store i64 -70, ptr %7, align 8
  br label %228

147:                                              ; preds = %133, %130
  br label %148

148:                                              ; preds = %147
  %149 = load i32, ptr %18, align 4
  %150 = icmp ne i32 %149, 0
  br i1 %150, label %160, label %151

151:                                              ; preds = %148
  %152 = load i32, ptr %19, align 4
  %153 = icmp ne i32 %152, 0
  br i1 %153, label %191, label %154

154:                                              ; preds = %151
  %155 = load i64, ptr %17, align 8
  %156 = icmp ugt i64 %155, 16777216
  br i1 %156, label %157, label %191

157:                                              ; preds = %154
  %158 = load i32, ptr %20, align 4
  %159 = icmp sgt i32 %158, 8
  br i1 %159, label %160, label %191

160:                                              ; preds = %157, %148
  %161 = load ptr, ptr %8, align 8
  %162 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %161, i32 0, i32 2
  %163 = load ptr, ptr %162, align 8
  %164 = load i32, ptr %20, align 4
  %165 = call i64 @ZSTD_getOffsetInfo(ptr noundef %163, i32 noundef %164)
  store i64 %165, ptr %22, align 4
  %166 = load i32, ptr %18, align 4
  %167 = icmp ne i32 %166, 0
  br i1 %167, label %168, label %177

168:                                              ; preds = %160
  %169 = getelementptr inbounds %struct.ZSTD_OffsetInfo, ptr %22, i32 0, i32 1
  %170 = load i32, ptr %169, align 4
  %171 = call i32 @MEM_32bits()
  %172 = icmp ne i32 %171, 0
  %173 = zext i1 %172 to i64
  %174 = select i1 %172, i32 25, i32 57
  %175 = icmp ule i32 %170, %174
  br i1 %175, label %176, label %177

176:                                              ; preds = %168
  store i32 0, ptr %18, align 4
  br label %177

177:                                              ; preds = %176, %168, %160
  %178 = load i32, ptr %19, align 4
  %179 = icmp ne i32 %178, 0
  br i1 %179, label %190, label %180

180:                                              ; preds = %177
  %181 = call i32 @MEM_64bits()
  %182 = icmp ne i32 %181, 0
  %183 = zext i1 %182 to i64
  %184 = select i1 %182, i32 7, i32 20
  store i32 %184, ptr %23, align 4
  %185 = getelementptr inbounds %struct.ZSTD_OffsetInfo, ptr %22, i32 0, i32 0
  %186 = load i32, ptr %185, align 4
  %187 = load i32, ptr %23, align 4
  %188 = icmp uge i32 %186, %187
  %189 = zext i1 %188 to i32
  store i32 %189, ptr %19, align 4
  br label %190

190:                                              ; preds = %180, %177
  br label %191

191:                                              ; preds = %190, %157, %154, %151
  %192 = load ptr, ptr %8, align 8
  %193 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %192, i32 0, i32 32
  store i32 0, ptr %193, align 4
  %194 = load i32, ptr %19, align 4
  %195 = icmp ne i32 %194, 0
  br i1 %195, label %196, label %205

196:                                              ; preds = %191
  %197 = load ptr, ptr %8, align 8
  %198 = load ptr, ptr %9, align 8
  %199 = load i64, ptr %10, align 8
  %200 = load ptr, ptr %14, align 8
  %201 = load i64, ptr %12, align 8
  %202 = load i32, ptr %20, align 4
  %203 = load i32, ptr %18, align 4
  %204 = call i64 @ZSTD_decompressSequencesLong(ptr noundef %197, ptr noundef %198, i64 noundef %199, ptr noundef %200, i64 noundef %201, i32 noundef %202, i32 noundef %203)
  store i64 %204, ptr %7, align 8
  br label %228

205:                                              ; preds = %191
  %206 = load ptr, ptr %8, align 8
  %207 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %206, i32 0, i32 54
  %208 = load i32, ptr %207, align 8
  %209 = icmp eq i32 %208, 2
  br i1 %209, label %210, label %219

210:                                              ; preds = %205
  %211 = load ptr, ptr %8, align 8
  %212 = load ptr, ptr %9, align 8
  %213 = load i64, ptr %10, align 8
  %214 = load ptr, ptr %14, align 8
  %215 = load i64, ptr %12, align 8
  %216 = load i32, ptr %20, align 4
  %217 = load i32, ptr %18, align 4
  %218 = call i64 @ZSTD_decompressSequencesSplitLitBuffer(ptr noundef %211, ptr noundef %212, i64 noundef %213, ptr noundef %214, i64 noundef %215, i32 noundef %216, i32 noundef %217)
  store i64 %218, ptr %7, align 8
  br label %228

219:                                              ; preds = %205
  %220 = load ptr, ptr %8, align 8
  %221 = load ptr, ptr %9, align 8
  %222 = load i64, ptr %10, align 8
  %223 = load ptr, ptr %14, align 8
  %224 = load i64, ptr %12, align 8
  %225 = load i32, ptr %20, align 4
  %226 = load i32, ptr %18, align 4
  %227 = call i64 @ZSTD_decompressSequences(ptr noundef %220, ptr noundef %221, i64 noundef %222, ptr noundef %223, i64 noundef %224, i32 noundef %225, i32 noundef %226)
  store i64 %227, ptr %7, align 8
  br label %228

228:                                              ; preds = %219, %210, %196, %146, %127, %101, %55, %40
  %229 = load i64, ptr %7, align 8
  ret i64 %229
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_blockSizeMax(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %4, i32 0, i32 28
  %6 = load i32, ptr %5, align 8
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %1
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %9, i32 0, i32 11
  %11 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %10, i32 0, i32 2
  %12 = load i32, ptr %11, align 8
  br label %14

13:                                               ; preds = %1
  br label %14

14:                                               ; preds = %13, %8
  %15 = phi i32 [ %12, %8 ], [ 131072, %13 ]
  %16 = zext i32 %15 to i64
  store i64 %16, ptr %3, align 8
  %17 = load i64, ptr %3, align 8
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_totalHistorySize(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_maybeNullPtrAdd(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp sgt i64 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds i8, ptr %8, i64 %9
  br label %13

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8
  br label %13

13:                                               ; preds = %11, %7
  %14 = phi ptr [ %10, %7 ], [ %12, %11 ]
  ret ptr %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_32bits() #0 {
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_maxShortOffset() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = call i32 @MEM_64bits()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %0
  store i64 -1, ptr %1, align 8
  br label %19

7:                                                ; preds = %0
  %8 = call i32 @MEM_32bits()
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i64
  %11 = select i1 %9, i32 25, i32 57
  %12 = add i32 %11, 1
  %13 = zext i32 %12 to i64
  %14 = shl i64 1, %13
  %15 = sub i64 %14, 1
  store i64 %15, ptr %2, align 8
  %16 = load i64, ptr %2, align 8
  %17 = sub i64 %16, 3
  store i64 %17, ptr %3, align 8
  %18 = load i64, ptr %3, align 8
  store i64 %18, ptr %1, align 8
  br label %19

19:                                               ; preds = %7, %6
  %20 = load i64, ptr %1, align 8
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_64bits() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_getOffsetInfo(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.ZSTD_OffsetInfo, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %3, i8 0, i64 8, i1 false)
  %11 = load i32, ptr %5, align 4
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %76

13:                                               ; preds = %2
  %14 = load ptr, ptr %4, align 8
  store ptr %14, ptr %6, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds %struct.ZSTD_seqSymbol_header, ptr %15, i64 0
  %17 = getelementptr inbounds %struct.ZSTD_seqSymbol_header, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %7, align 4
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %19, i64 1
  store ptr %20, ptr %8, align 8
  %21 = load i32, ptr %7, align 4
  %22 = shl i32 1, %21
  store i32 %22, ptr %9, align 4
  br label %23

23:                                               ; preds = %13
  br label %24

24:                                               ; preds = %23
  store i32 0, ptr %10, align 4
  br label %25

25:                                               ; preds = %67, %24
  %26 = load i32, ptr %10, align 4
  %27 = load i32, ptr %9, align 4
  %28 = icmp ult i32 %26, %27
  br i1 %28, label %29, label %70

29:                                               ; preds = %25
  %30 = getelementptr inbounds %struct.ZSTD_OffsetInfo, ptr %3, i32 0, i32 1
  %31 = load i32, ptr %30, align 4
  %32 = load ptr, ptr %8, align 8
  %33 = load i32, ptr %10, align 4
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %32, i64 %34
  %36 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %35, i32 0, i32 1
  %37 = load i8, ptr %36, align 2
  %38 = zext i8 %37 to i32
  %39 = icmp ugt i32 %31, %38
  br i1 %39, label %40, label %43

40:                                               ; preds = %29
  %41 = getelementptr inbounds %struct.ZSTD_OffsetInfo, ptr %3, i32 0, i32 1
  %42 = load i32, ptr %41, align 4
  br label %51

43:                                               ; preds = %29
  %44 = load ptr, ptr %8, align 8
  %45 = load i32, ptr %10, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %44, i64 %46
  %48 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %47, i32 0, i32 1
  %49 = load i8, ptr %48, align 2
  %50 = zext i8 %49 to i32
  br label %51

51:                                               ; preds = %43, %40
  %52 = phi i32 [ %42, %40 ], [ %50, %43 ]
  %53 = getelementptr inbounds %struct.ZSTD_OffsetInfo, ptr %3, i32 0, i32 1
  store i32 %52, ptr %53, align 4
  %54 = load ptr, ptr %8, align 8
  %55 = load i32, ptr %10, align 4
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %54, i64 %56
  %58 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %57, i32 0, i32 1
  %59 = load i8, ptr %58, align 2
  %60 = zext i8 %59 to i32
  %61 = icmp sgt i32 %60, 22
  br i1 %61, label %62, label %66

62:                                               ; preds = %51
  %63 = getelementptr inbounds %struct.ZSTD_OffsetInfo, ptr %3, i32 0, i32 0
  %64 = load i32, ptr %63, align 4
  %65 = add i32 %64, 1
  store i32 %65, ptr %63, align 4
  br label %66

66:                                               ; preds = %62, %51
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %10, align 4
  %69 = add i32 %68, 1
  store i32 %69, ptr %10, align 4
  br label %25, !llvm.loop !18

70:                                               ; preds = %25
  %71 = load i32, ptr %7, align 4
  %72 = sub i32 8, %71
  %73 = getelementptr inbounds %struct.ZSTD_OffsetInfo, ptr %3, i32 0, i32 0
  %74 = load i32, ptr %73, align 4
  %75 = shl i32 %74, %72
  store i32 %75, ptr %73, align 4
  br label %76

76:                                               ; preds = %70, %2
  %77 = load i64, ptr %3, align 4
  ret i64 %77
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decompressSequencesLong(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  br label %15

15:                                               ; preds = %7
  br label %16

16:                                               ; preds = %15
  %17 = load ptr, ptr %8, align 8
  %18 = load ptr, ptr %9, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load ptr, ptr %11, align 8
  %21 = load i64, ptr %12, align 8
  %22 = load i32, ptr %13, align 4
  %23 = load i32, ptr %14, align 4
  %24 = call i64 @ZSTD_decompressSequencesLong_default(ptr noundef %17, ptr noundef %18, i64 noundef %19, ptr noundef %20, i64 noundef %21, i32 noundef %22, i32 noundef %23)
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decompressSequencesSplitLitBuffer(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  br label %15

15:                                               ; preds = %7
  br label %16

16:                                               ; preds = %15
  %17 = load ptr, ptr %8, align 8
  %18 = load ptr, ptr %9, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load ptr, ptr %11, align 8
  %21 = load i64, ptr %12, align 8
  %22 = load i32, ptr %13, align 4
  %23 = load i32, ptr %14, align 4
  %24 = call i64 @ZSTD_decompressSequencesSplitLitBuffer_default(ptr noundef %17, ptr noundef %18, i64 noundef %19, ptr noundef %20, i64 noundef %21, i32 noundef %22, i32 noundef %23)
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decompressSequences(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  br label %15

15:                                               ; preds = %7
  br label %16

16:                                               ; preds = %15
  %17 = load ptr, ptr %8, align 8
  %18 = load ptr, ptr %9, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load ptr, ptr %11, align 8
  %21 = load i64, ptr %12, align 8
  %22 = load i32, ptr %13, align 4
  %23 = load i32, ptr %14, align 4
  %24 = call i64 @ZSTD_decompressSequences_default(ptr noundef %17, ptr noundef %18, i64 noundef %19, ptr noundef %20, i64 noundef %21, i32 noundef %22, i32 noundef %23)
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ZSTD_checkContinuity(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %8, i32 0, i32 6
  %10 = load ptr, ptr %9, align 8
  %11 = icmp ne ptr %7, %10
  br i1 %11, label %12, label %41

12:                                               ; preds = %3
  %13 = load i64, ptr %6, align 8
  %14 = icmp ugt i64 %13, 0
  br i1 %14, label %15, label %41

15:                                               ; preds = %12
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %16, i32 0, i32 6
  %18 = load ptr, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %19, i32 0, i32 9
  store ptr %18, ptr %20, align 8
  %21 = load ptr, ptr %5, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %22, i32 0, i32 6
  %24 = load ptr, ptr %23, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %25, i32 0, i32 7
  %27 = load ptr, ptr %26, align 8
  %28 = ptrtoint ptr %24 to i64
  %29 = ptrtoint ptr %27 to i64
  %30 = sub i64 %28, %29
  %31 = sub i64 0, %30
  %32 = getelementptr inbounds i8, ptr %21, i64 %31
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %33, i32 0, i32 8
  store ptr %32, ptr %34, align 8
  %35 = load ptr, ptr %5, align 8
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %36, i32 0, i32 7
  store ptr %35, ptr %37, align 8
  %38 = load ptr, ptr %5, align 8
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %39, i32 0, i32 6
  store ptr %38, ptr %40, align 8
  br label %41

41:                                               ; preds = %15, %12, %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompressBlock_deprecated(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  %14 = load ptr, ptr %7, align 8
  %15 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %14, i32 0, i32 28
  store i32 0, ptr %15, align 8
  %16 = load ptr, ptr %7, align 8
  %17 = load ptr, ptr %8, align 8
  %18 = load i64, ptr %9, align 8
  call void @ZSTD_checkContinuity(ptr noundef %16, ptr noundef %17, i64 noundef %18)
  %19 = load ptr, ptr %7, align 8
  %20 = load ptr, ptr %8, align 8
  %21 = load i64, ptr %9, align 8
  %22 = load ptr, ptr %10, align 8
  %23 = load i64, ptr %11, align 8
  %24 = call i64 @ZSTD_decompressBlock_internal(ptr noundef %19, ptr noundef %20, i64 noundef %21, ptr noundef %22, i64 noundef %23, i32 noundef 0)
  store i64 %24, ptr %12, align 8
  br label %25

25:                                               ; preds = %5
  %26 = load i64, ptr %12, align 8
  store i64 %26, ptr %13, align 8
  %27 = load i64, ptr %13, align 8
  %28 = call i32 @ERR_isError(i64 noundef %27)
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %40

30:                                               ; preds = %25
  br label %31

31:                                               ; preds = %30
  br label %32

32:                                               ; preds = %31
  br label %33

33:                                               ; preds = %32
  br label %34

34:                                               ; preds = %33
  br label %35

35:                                               ; preds = %34
  br label %36

36:                                               ; preds = %35
  br label %37

37:                                               ; preds = %36
  br label %38

38:                                               ; preds = %37
  %39 = load i64, ptr %13, align 8
  store i64 %39, ptr %6, align 8
  br label %48

40:                                               ; preds = %25
  br label %41

41:                                               ; preds = %40
  %42 = load ptr, ptr %8, align 8
  %43 = load i64, ptr %12, align 8
  %44 = getelementptr inbounds i8, ptr %42, i64 %43
  %45 = load ptr, ptr %7, align 8
  %46 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %45, i32 0, i32 6
  store ptr %44, ptr %46, align 8
  %47 = load i64, ptr %12, align 8
  store i64 %47, ptr %6, align 8
  br label %48

48:                                               ; preds = %41, %38
  %49 = load i64, ptr %6, align 8
  ret i64 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompressBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i64 %4, ptr %10, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = load i64, ptr %8, align 8
  %14 = load ptr, ptr %9, align 8
  %15 = load i64, ptr %10, align 8
  %16 = call i64 @ZSTD_decompressBlock_deprecated(ptr noundef %11, ptr noundef %12, i64 noundef %13, ptr noundef %14, i64 noundef %15)
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_readLE32(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = call i32 @MEM_isLittleEndian()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 @MEM_read32(ptr noundef %7)
  store i32 %8, ptr %2, align 4
  br label %13

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = call i32 @MEM_read32(ptr noundef %10)
  %12 = call i32 @MEM_swap32(i32 noundef %11)
  store i32 %12, ptr %2, align 4
  br label %13

13:                                               ; preds = %9, %6
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_allocateLiteralsBuffer(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, i32 noundef %4, i64 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i32 %4, ptr %12, align 4
  store i64 %5, ptr %13, align 8
  store i32 %6, ptr %14, align 4
  %16 = load ptr, ptr %8, align 8
  %17 = call i64 @ZSTD_blockSizeMax(ptr noundef %16)
  store i64 %17, ptr %15, align 8
  %18 = load i32, ptr %12, align 4
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %44

20:                                               ; preds = %7
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %15, align 8
  %23 = add i64 %22, 32
  %24 = load i64, ptr %11, align 8
  %25 = add i64 %23, %24
  %26 = add i64 %25, 32
  %27 = icmp ugt i64 %21, %26
  br i1 %27, label %28, label %44

28:                                               ; preds = %20
  %29 = load ptr, ptr %9, align 8
  %30 = load i64, ptr %15, align 8
  %31 = getelementptr inbounds i8, ptr %29, i64 %30
  %32 = getelementptr inbounds i8, ptr %31, i64 32
  %33 = load ptr, ptr %8, align 8
  %34 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %33, i32 0, i32 52
  store ptr %32, ptr %34, align 8
  %35 = load ptr, ptr %8, align 8
  %36 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %35, i32 0, i32 52
  %37 = load ptr, ptr %36, align 8
  %38 = load i64, ptr %11, align 8
  %39 = getelementptr inbounds i8, ptr %37, i64 %38
  %40 = load ptr, ptr %8, align 8
  %41 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %40, i32 0, i32 53
  store ptr %39, ptr %41, align 8
  %42 = load ptr, ptr %8, align 8
  %43 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %42, i32 0, i32 54
  store i32 1, ptr %43, align 8
  br label %102

44:                                               ; preds = %20, %7
  %45 = load i64, ptr %11, align 8
  %46 = icmp ule i64 %45, 65536
  br i1 %46, label %47, label %62

47:                                               ; preds = %44
  %48 = load ptr, ptr %8, align 8
  %49 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %48, i32 0, i32 55
  %50 = getelementptr inbounds [65568 x i8], ptr %49, i64 0, i64 0
  %51 = load ptr, ptr %8, align 8
  %52 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %51, i32 0, i32 52
  store ptr %50, ptr %52, align 8
  %53 = load ptr, ptr %8, align 8
  %54 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %53, i32 0, i32 52
  %55 = load ptr, ptr %54, align 8
  %56 = load i64, ptr %11, align 8
  %57 = getelementptr inbounds i8, ptr %55, i64 %56
  %58 = load ptr, ptr %8, align 8
  %59 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %58, i32 0, i32 53
  store ptr %57, ptr %59, align 8
  %60 = load ptr, ptr %8, align 8
  %61 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %60, i32 0, i32 54
  store i32 0, ptr %61, align 8
  br label %101

62:                                               ; preds = %44
  %63 = load i32, ptr %14, align 4
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %65, label %84

65:                                               ; preds = %62
  %66 = load ptr, ptr %9, align 8
  %67 = load i64, ptr %13, align 8
  %68 = getelementptr inbounds i8, ptr %66, i64 %67
  %69 = load i64, ptr %11, align 8
  %70 = sub i64 0, %69
  %71 = getelementptr inbounds i8, ptr %68, i64 %70
  %72 = getelementptr inbounds i8, ptr %71, i64 65536
  %73 = getelementptr inbounds i8, ptr %72, i64 -32
  %74 = load ptr, ptr %8, align 8
  %75 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %74, i32 0, i32 52
  store ptr %73, ptr %75, align 8
  %76 = load ptr, ptr %8, align 8
  %77 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %76, i32 0, i32 52
  %78 = load ptr, ptr %77, align 8
  %79 = load i64, ptr %11, align 8
  %80 = getelementptr inbounds i8, ptr %78, i64 %79
  %81 = getelementptr inbounds i8, ptr %80, i64 -65536
  %82 = load ptr, ptr %8, align 8
  %83 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %82, i32 0, i32 53
  store ptr %81, ptr %83, align 8
  br label %98

84:                                               ; preds = %62
  %85 = load ptr, ptr %9, align 8
  %86 = load i64, ptr %13, align 8
  %87 = getelementptr inbounds i8, ptr %85, i64 %86
  %88 = load i64, ptr %11, align 8
  %89 = sub i64 0, %88
  %90 = getelementptr inbounds i8, ptr %87, i64 %89
  %91 = load ptr, ptr %8, align 8
  %92 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %91, i32 0, i32 52
  store ptr %90, ptr %92, align 8
  %93 = load ptr, ptr %9, align 8
  %94 = load i64, ptr %13, align 8
  %95 = getelementptr inbounds i8, ptr %93, i64 %94
  %96 = load ptr, ptr %8, align 8
  %97 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %96, i32 0, i32 53
  store ptr %95, ptr %97, align 8
  br label %98

98:                                               ; preds = %84, %65
  %99 = load ptr, ptr %8, align 8
  %100 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %99, i32 0, i32 54
  store i32 2, ptr %100, align 8
  br label %101

101:                                              ; preds = %98, %47
  br label %102

102:                                              ; preds = %101, %28
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

declare i64 @HUF_decompress1X_usingDTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef) #2

declare i64 @HUF_decompress4X_usingDTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef) #2

declare i64 @HUF_decompress1X1_DCtx_wksp(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) #2

declare i64 @HUF_decompress4X_hufOnly_wksp(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_isLittleEndian() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_read32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_swap32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.bswap.i32(i32 %3)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_write64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store i64 %5, ptr %6, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_highbit32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @ZSTD_countLeadingZeros32(i32 noundef %3)
  %5 = sub i32 31, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countLeadingZeros32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.ctlz.i32(i32 %3, i1 false)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @MEM_read16(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i16, ptr %3, align 1
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_buildSeqTable_rle(ptr noundef %0, i32 noundef %1, i8 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i8 %2, ptr %6, align 1
  %10 = load ptr, ptr %4, align 8
  store ptr %10, ptr %7, align 8
  %11 = load ptr, ptr %7, align 8
  store ptr %11, ptr %8, align 8
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %12, i64 1
  store ptr %13, ptr %9, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = getelementptr inbounds %struct.ZSTD_seqSymbol_header, ptr %14, i32 0, i32 1
  store i32 0, ptr %15, align 4
  %16 = load ptr, ptr %8, align 8
  %17 = getelementptr inbounds %struct.ZSTD_seqSymbol_header, ptr %16, i32 0, i32 0
  store i32 0, ptr %17, align 4
  %18 = load ptr, ptr %9, align 8
  %19 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %18, i32 0, i32 2
  store i8 0, ptr %19, align 1
  %20 = load ptr, ptr %9, align 8
  %21 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %20, i32 0, i32 0
  store i16 0, ptr %21, align 4
  %22 = load i8, ptr %6, align 1
  %23 = load ptr, ptr %9, align 8
  %24 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %23, i32 0, i32 1
  store i8 %22, ptr %24, align 2
  %25 = load i32, ptr %5, align 4
  %26 = load ptr, ptr %9, align 8
  %27 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %26, i32 0, i32 3
  store i32 %25, ptr %27, align 4
  ret void
}

declare i64 @FSE_readNCount(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decompressSequencesLong_default(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca i64, align 8
  %35 = alloca i32, align 4
  %36 = alloca i64, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca i64, align 8
  %43 = alloca i32, align 4
  %44 = alloca i64, align 8
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca i64, align 8
  %51 = alloca i32, align 4
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca i64, align 8
  %59 = alloca i32, align 4
  %60 = alloca i64, align 8
  %61 = alloca ptr, align 8
  %62 = alloca ptr, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i64, align 8
  %67 = alloca i32, align 4
  %68 = alloca i64, align 8
  %69 = alloca ptr, align 8
  %70 = alloca ptr, align 8
  %71 = alloca ptr, align 8
  %72 = alloca ptr, align 8
  %73 = alloca ptr, align 8
  %74 = alloca i64, align 8
  %75 = alloca i32, align 4
  %76 = alloca i64, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca ptr, align 8
  %82 = alloca i64, align 8
  %83 = alloca i32, align 4
  %84 = alloca i64, align 8
  %85 = alloca ptr, align 8
  %86 = alloca ptr, align 8
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca i64, align 8
  %91 = alloca i32, align 4
  %92 = alloca i64, align 8
  %93 = alloca ptr, align 8
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca ptr, align 8
  %98 = alloca i64, align 8
  %99 = alloca i32, align 4
  %100 = alloca i64, align 8
  %101 = alloca ptr, align 8
  %102 = alloca ptr, align 8
  %103 = alloca ptr, align 8
  %104 = alloca ptr, align 8
  %105 = alloca ptr, align 8
  %106 = alloca i64, align 8
  %107 = alloca i32, align 4
  %108 = alloca i64, align 8
  %109 = alloca ptr, align 8
  %110 = alloca ptr, align 8
  %111 = alloca ptr, align 8
  %112 = alloca ptr, align 8
  %113 = alloca ptr, align 8
  %114 = alloca i64, align 8
  %115 = alloca i32, align 4
  %116 = alloca i64, align 8
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca i64, align 8
  %123 = alloca i32, align 4
  %124 = alloca i64, align 8
  %125 = alloca ptr, align 8
  %126 = alloca ptr, align 8
  %127 = alloca ptr, align 8
  %128 = alloca ptr, align 8
  %129 = alloca ptr, align 8
  %130 = alloca i64, align 8
  %131 = alloca i32, align 4
  %132 = alloca i64, align 8
  %133 = alloca ptr, align 8
  %134 = alloca ptr, align 8
  %135 = alloca ptr, align 8
  %136 = alloca ptr, align 8
  %137 = alloca ptr, align 8
  %138 = alloca i64, align 8
  %139 = alloca i32, align 4
  %140 = alloca i64, align 8
  %141 = alloca ptr, align 8
  %142 = alloca ptr, align 8
  %143 = alloca ptr, align 8
  %144 = alloca ptr, align 8
  %145 = alloca ptr, align 8
  %146 = alloca i64, align 8
  %147 = alloca i32, align 4
  %148 = alloca i64, align 8
  %149 = alloca ptr, align 8
  %150 = alloca ptr, align 8
  %151 = alloca ptr, align 8
  %152 = alloca ptr, align 8
  %153 = alloca ptr, align 8
  %154 = alloca i64, align 8
  %155 = alloca i32, align 4
  %156 = alloca i64, align 8
  %157 = alloca ptr, align 8
  %158 = alloca ptr, align 8
  %159 = alloca ptr, align 8
  %160 = alloca ptr, align 8
  %161 = alloca ptr, align 8
  %162 = alloca i64, align 8
  %163 = alloca i32, align 4
  %164 = alloca i64, align 8
  %165 = alloca ptr, align 8
  %166 = alloca ptr, align 8
  %167 = alloca ptr, align 8
  %168 = alloca ptr, align 8
  %169 = alloca ptr, align 8
  %170 = alloca i64, align 8
  %171 = alloca i32, align 4
  %172 = alloca i64, align 8
  %173 = alloca ptr, align 8
  %174 = alloca ptr, align 8
  %175 = alloca ptr, align 8
  %176 = alloca i64, align 8
  %177 = alloca i32, align 4
  %178 = alloca i32, align 4
  %179 = alloca i32, align 4
  %180 = alloca ptr, align 8
  %181 = alloca i32, align 4
  %182 = alloca ptr, align 8
  %183 = alloca i32, align 4
  %184 = alloca ptr, align 8
  %185 = alloca i32, align 4
  %186 = alloca i64, align 8
  %187 = alloca ptr, align 8
  %188 = alloca ptr, align 8
  %189 = alloca i16, align 2
  %190 = alloca i32, align 4
  %191 = alloca i64, align 8
  %192 = alloca i64, align 8
  %193 = alloca i32, align 4
  %194 = alloca i32, align 4
  %195 = alloca i32, align 4
  %196 = alloca ptr, align 8
  %197 = alloca i32, align 4
  %198 = alloca ptr, align 8
  %199 = alloca i32, align 4
  %200 = alloca ptr, align 8
  %201 = alloca i32, align 4
  %202 = alloca i64, align 8
  %203 = alloca ptr, align 8
  %204 = alloca ptr, align 8
  %205 = alloca i16, align 2
  %206 = alloca i32, align 4
  %207 = alloca i64, align 8
  %208 = alloca i64, align 8
  %209 = alloca i32, align 4
  %210 = alloca i32, align 4
  %211 = alloca i32, align 4
  %212 = alloca ptr, align 8
  %213 = alloca i32, align 4
  %214 = alloca ptr, align 8
  %215 = alloca i32, align 4
  %216 = alloca ptr, align 8
  %217 = alloca i32, align 4
  %218 = alloca i64, align 8
  %219 = alloca ptr, align 8
  %220 = alloca ptr, align 8
  %221 = alloca i16, align 2
  %222 = alloca i32, align 4
  %223 = alloca i64, align 8
  %224 = alloca i64, align 8
  %225 = alloca i32, align 4
  %226 = alloca i32, align 4
  %227 = alloca i32, align 4
  %228 = alloca ptr, align 8
  %229 = alloca i32, align 4
  %230 = alloca ptr, align 8
  %231 = alloca i32, align 4
  %232 = alloca ptr, align 8
  %233 = alloca i32, align 4
  %234 = alloca i64, align 8
  %235 = alloca ptr, align 8
  %236 = alloca ptr, align 8
  %237 = alloca i16, align 2
  %238 = alloca i32, align 4
  %239 = alloca i64, align 8
  %240 = alloca i64, align 8
  %241 = alloca i32, align 4
  %242 = alloca i32, align 4
  %243 = alloca i32, align 4
  %244 = alloca ptr, align 8
  %245 = alloca i32, align 4
  %246 = alloca ptr, align 8
  %247 = alloca i32, align 4
  %248 = alloca ptr, align 8
  %249 = alloca i32, align 4
  %250 = alloca i64, align 8
  %251 = alloca ptr, align 8
  %252 = alloca ptr, align 8
  %253 = alloca i16, align 2
  %254 = alloca i32, align 4
  %255 = alloca i64, align 8
  %256 = alloca i64, align 8
  %257 = alloca i32, align 4
  %258 = alloca i32, align 4
  %259 = alloca i32, align 4
  %260 = alloca ptr, align 8
  %261 = alloca i32, align 4
  %262 = alloca ptr, align 8
  %263 = alloca i32, align 4
  %264 = alloca ptr, align 8
  %265 = alloca i32, align 4
  %266 = alloca i64, align 8
  %267 = alloca ptr, align 8
  %268 = alloca ptr, align 8
  %269 = alloca i16, align 2
  %270 = alloca i32, align 4
  %271 = alloca i64, align 8
  %272 = alloca i32, align 4
  %273 = alloca ptr, align 8
  %274 = alloca i32, align 4
  %275 = alloca i32, align 4
  %276 = alloca i32, align 4
  %277 = alloca ptr, align 8
  %278 = alloca i32, align 4
  %279 = alloca i32, align 4
  %280 = alloca i32, align 4
  %281 = alloca ptr, align 8
  %282 = alloca i32, align 4
  %283 = alloca i32, align 4
  %284 = alloca i32, align 4
  %285 = alloca ptr, align 8
  %286 = alloca i32, align 4
  %287 = alloca i32, align 4
  %288 = alloca i32, align 4
  %289 = alloca ptr, align 8
  %290 = alloca i32, align 4
  %291 = alloca i32, align 4
  %292 = alloca i32, align 4
  %293 = alloca ptr, align 8
  %294 = alloca i32, align 4
  %295 = alloca i32, align 4
  %296 = alloca i32, align 4
  %297 = alloca ptr, align 8
  %298 = alloca i32, align 4
  %299 = alloca i32, align 4
  %300 = alloca i32, align 4
  %301 = alloca ptr, align 8
  %302 = alloca i32, align 4
  %303 = alloca i32, align 4
  %304 = alloca i32, align 4
  %305 = alloca ptr, align 8
  %306 = alloca i32, align 4
  %307 = alloca i32, align 4
  %308 = alloca i32, align 4
  %309 = alloca ptr, align 8
  %310 = alloca i32, align 4
  %311 = alloca i32, align 4
  %312 = alloca i32, align 4
  %313 = alloca ptr, align 8
  %314 = alloca i32, align 4
  %315 = alloca i32, align 4
  %316 = alloca i32, align 4
  %317 = alloca ptr, align 8
  %318 = alloca i32, align 4
  %319 = alloca i32, align 4
  %320 = alloca i32, align 4
  %321 = alloca ptr, align 8
  %322 = alloca i32, align 4
  %323 = alloca i32, align 4
  %324 = alloca i32, align 4
  %325 = alloca ptr, align 8
  %326 = alloca i32, align 4
  %327 = alloca i32, align 4
  %328 = alloca i64, align 8
  %329 = alloca ptr, align 8
  %330 = alloca ptr, align 8
  %331 = alloca ptr, align 8
  %332 = alloca ptr, align 8
  %333 = alloca ptr, align 8
  %334 = alloca ptr, align 8
  %335 = alloca ptr, align 8
  %336 = alloca ptr, align 8
  %337 = alloca ptr, align 8
  %338 = alloca ptr, align 8
  %339 = alloca i64, align 8
  %340 = alloca ptr, align 8
  %341 = alloca ptr, align 8
  %342 = alloca ptr, align 8
  %343 = alloca %struct.seq_t, align 8
  %344 = alloca i64, align 8
  %345 = alloca i64, align 8
  %346 = alloca ptr, align 8
  %347 = alloca ptr, align 8
  %348 = alloca ptr, align 8
  %349 = alloca ptr, align 8
  %350 = alloca ptr, align 8
  %351 = alloca ptr, align 8
  %352 = alloca ptr, align 8
  %353 = alloca ptr, align 8
  %354 = alloca ptr, align 8
  %355 = alloca ptr, align 8
  %356 = alloca i64, align 8
  %357 = alloca ptr, align 8
  %358 = alloca ptr, align 8
  %359 = alloca ptr, align 8
  %360 = alloca %struct.seq_t, align 8
  %361 = alloca i64, align 8
  %362 = alloca i64, align 8
  %363 = alloca ptr, align 8
  %364 = alloca ptr, align 8
  %365 = alloca ptr, align 8
  %366 = alloca ptr, align 8
  %367 = alloca ptr, align 8
  %368 = alloca ptr, align 8
  %369 = alloca ptr, align 8
  %370 = alloca ptr, align 8
  %371 = alloca ptr, align 8
  %372 = alloca i64, align 8
  %373 = alloca ptr, align 8
  %374 = alloca ptr, align 8
  %375 = alloca ptr, align 8
  %376 = alloca ptr, align 8
  %377 = alloca %struct.seq_t, align 8
  %378 = alloca i64, align 8
  %379 = alloca i64, align 8
  %380 = alloca ptr, align 8
  %381 = alloca ptr, align 8
  %382 = alloca ptr, align 8
  %383 = alloca ptr, align 8
  %384 = alloca ptr, align 8
  %385 = alloca ptr, align 8
  %386 = alloca ptr, align 8
  %387 = alloca ptr, align 8
  %388 = alloca ptr, align 8
  %389 = alloca i64, align 8
  %390 = alloca ptr, align 8
  %391 = alloca ptr, align 8
  %392 = alloca ptr, align 8
  %393 = alloca ptr, align 8
  %394 = alloca %struct.seq_t, align 8
  %395 = alloca i64, align 8
  %396 = alloca i64, align 8
  %397 = alloca ptr, align 8
  %398 = alloca ptr, align 8
  %399 = alloca ptr, align 8
  %400 = alloca ptr, align 8
  %401 = alloca ptr, align 8
  %402 = alloca ptr, align 8
  %403 = alloca ptr, align 8
  %404 = alloca ptr, align 8
  %405 = alloca ptr, align 8
  %406 = alloca i64, align 8
  %407 = alloca ptr, align 8
  %408 = alloca ptr, align 8
  %409 = alloca ptr, align 8
  %410 = alloca ptr, align 8
  %411 = alloca %struct.seq_t, align 8
  %412 = alloca i64, align 8
  %413 = alloca i64, align 8
  %414 = alloca ptr, align 8
  %415 = alloca ptr, align 8
  %416 = alloca ptr, align 8
  %417 = alloca ptr, align 8
  %418 = alloca ptr, align 8
  %419 = alloca ptr, align 8
  %420 = alloca ptr, align 8
  %421 = alloca ptr, align 8
  %422 = alloca ptr, align 8
  %423 = alloca i64, align 8
  %424 = alloca ptr, align 8
  %425 = alloca ptr, align 8
  %426 = alloca ptr, align 8
  %427 = alloca ptr, align 8
  %428 = alloca %struct.seq_t, align 8
  %429 = alloca i64, align 8
  %430 = alloca i64, align 8
  %431 = alloca ptr, align 8
  %432 = alloca ptr, align 8
  %433 = alloca ptr, align 8
  %434 = alloca ptr, align 8
  %435 = alloca ptr, align 8
  %436 = alloca i64, align 8
  %437 = alloca ptr, align 8
  %438 = alloca ptr, align 8
  %439 = alloca ptr, align 8
  %440 = alloca ptr, align 8
  %441 = alloca ptr, align 8
  %442 = alloca i64, align 8
  %443 = alloca ptr, align 8
  %444 = alloca ptr, align 8
  %445 = alloca ptr, align 8
  %446 = alloca ptr, align 8
  %447 = alloca ptr, align 8
  %448 = alloca ptr, align 8
  %449 = alloca i32, align 4
  %450 = alloca i32, align 4
  %451 = alloca ptr, align 8
  %452 = alloca ptr, align 8
  %453 = alloca ptr, align 8
  %454 = alloca i32, align 4
  %455 = alloca i8, align 1
  %456 = alloca i8, align 1
  %457 = alloca i8, align 1
  %458 = alloca i8, align 1
  %459 = alloca i16, align 2
  %460 = alloca i16, align 2
  %461 = alloca i16, align 2
  %462 = alloca i32, align 4
  %463 = alloca i32, align 4
  %464 = alloca i32, align 4
  %465 = alloca i64, align 8
  %466 = alloca i32, align 4
  %467 = alloca i32, align 4
  %468 = alloca i64, align 8
  %469 = alloca ptr, align 8
  %470 = alloca i32, align 4
  %471 = alloca i32, align 4
  %472 = alloca ptr, align 8
  %473 = alloca ptr, align 8
  %474 = alloca ptr, align 8
  %475 = alloca i32, align 4
  %476 = alloca i8, align 1
  %477 = alloca i8, align 1
  %478 = alloca i8, align 1
  %479 = alloca i8, align 1
  %480 = alloca i16, align 2
  %481 = alloca i16, align 2
  %482 = alloca i16, align 2
  %483 = alloca i32, align 4
  %484 = alloca i32, align 4
  %485 = alloca i32, align 4
  %486 = alloca i64, align 8
  %487 = alloca i32, align 4
  %488 = alloca i32, align 4
  %489 = alloca i64, align 8
  %490 = alloca i64, align 8
  %491 = alloca ptr, align 8
  %492 = alloca ptr, align 8
  %493 = alloca i64, align 8
  %494 = alloca ptr, align 8
  %495 = alloca i64, align 8
  %496 = alloca i32, align 4
  %497 = alloca i32, align 4
  %498 = alloca ptr, align 8
  %499 = alloca ptr, align 8
  %500 = alloca ptr, align 8
  %501 = alloca ptr, align 8
  %502 = alloca ptr, align 8
  %503 = alloca ptr, align 8
  %504 = alloca ptr, align 8
  %505 = alloca ptr, align 8
  %506 = alloca ptr, align 8
  %507 = alloca ptr, align 8
  %508 = alloca [8 x %struct.seq_t], align 8
  %509 = alloca i32, align 4
  %510 = alloca %struct.seqState_t, align 8
  %511 = alloca i32, align 4
  %512 = alloca i64, align 8
  %513 = alloca i32, align 4
  %514 = alloca %struct.seq_t, align 8
  %515 = alloca %struct.seq_t, align 8
  %516 = alloca %struct.seq_t, align 8
  %517 = alloca i64, align 8
  %518 = alloca i64, align 8
  %519 = alloca %struct.seq_t, align 8
  %520 = alloca %struct.seq_t, align 8
  %521 = alloca i64, align 8
  %522 = alloca %struct.seq_t, align 8
  %523 = alloca %struct.seq_t, align 8
  %524 = alloca %struct.seq_t, align 8
  %525 = alloca ptr, align 8
  %526 = alloca i64, align 8
  %527 = alloca i64, align 8
  %528 = alloca %struct.seq_t, align 8
  %529 = alloca i64, align 8
  %530 = alloca %struct.seq_t, align 8
  %531 = alloca %struct.seq_t, align 8
  %532 = alloca i32, align 4
  %533 = alloca i64, align 8
  %534 = alloca i64, align 8
  %535 = alloca ptr, align 8
  %536 = alloca ptr, align 8
  %537 = alloca i64, align 8
  %538 = alloca ptr, align 8
  %539 = alloca i64, align 8
  %540 = alloca i32, align 4
  %541 = alloca i32, align 4
  store ptr %0, ptr %535, align 8
  store ptr %1, ptr %536, align 8
  store i64 %2, ptr %537, align 8
  store ptr %3, ptr %538, align 8
  store i64 %4, ptr %539, align 8
  store i32 %5, ptr %540, align 4
  store i32 %6, ptr %541, align 4
  %542 = load ptr, ptr %535, align 8
  %543 = load ptr, ptr %536, align 8
  %544 = load i64, ptr %537, align 8
  %545 = load ptr, ptr %538, align 8
  %546 = load i64, ptr %539, align 8
  %547 = load i32, ptr %540, align 4
  %548 = load i32, ptr %541, align 4
  store ptr %542, ptr %491, align 8
  store ptr %543, ptr %492, align 8
  store i64 %544, ptr %493, align 8
  store ptr %545, ptr %494, align 8
  store i64 %546, ptr %495, align 8
  store i32 %547, ptr %496, align 4
  store i32 %548, ptr %497, align 4
  %549 = load ptr, ptr %494, align 8
  store ptr %549, ptr %498, align 8
  %550 = load ptr, ptr %498, align 8
  %551 = load i64, ptr %495, align 8
  %552 = getelementptr inbounds i8, ptr %550, i64 %551
  store ptr %552, ptr %499, align 8
  %553 = load ptr, ptr %492, align 8
  store ptr %553, ptr %500, align 8
  %554 = load ptr, ptr %491, align 8
  %555 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %554, i32 0, i32 54
  %556 = load i32, ptr %555, align 8
  %557 = icmp eq i32 %556, 1
  br i1 %557, label %558, label %562

558:                                              ; preds = %7
  %559 = load ptr, ptr %491, align 8
  %560 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %559, i32 0, i32 52
  %561 = load ptr, ptr %560, align 8
  br label %566

562:                                              ; preds = %7
  %563 = load ptr, ptr %500, align 8
  %564 = load i64, ptr %493, align 8
  %565 = call ptr @ZSTD_maybeNullPtrAdd(ptr noundef %563, i64 noundef %564)
  br label %566

566:                                              ; preds = %562, %558
  %567 = phi ptr [ %561, %558 ], [ %565, %562 ]
  store ptr %567, ptr %501, align 8
  %568 = load ptr, ptr %500, align 8
  store ptr %568, ptr %502, align 8
  %569 = load ptr, ptr %491, align 8
  %570 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %569, i32 0, i32 23
  %571 = load ptr, ptr %570, align 8
  store ptr %571, ptr %503, align 8
  %572 = load ptr, ptr %491, align 8
  %573 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %572, i32 0, i32 53
  %574 = load ptr, ptr %573, align 8
  store ptr %574, ptr %504, align 8
  %575 = load ptr, ptr %491, align 8
  %576 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %575, i32 0, i32 7
  %577 = load ptr, ptr %576, align 8
  store ptr %577, ptr %505, align 8
  %578 = load ptr, ptr %491, align 8
  %579 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %578, i32 0, i32 8
  %580 = load ptr, ptr %579, align 8
  store ptr %580, ptr %506, align 8
  %581 = load ptr, ptr %491, align 8
  %582 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %581, i32 0, i32 9
  %583 = load ptr, ptr %582, align 8
  store ptr %583, ptr %507, align 8
  %584 = load i32, ptr %496, align 4
  %585 = icmp ne i32 %584, 0
  br i1 %585, label %586, label %5412

586:                                              ; preds = %566
  %587 = load i32, ptr %496, align 4
  %588 = icmp slt i32 %587, 8
  br i1 %588, label %589, label %591

589:                                              ; preds = %586
  %590 = load i32, ptr %496, align 4
  br label %592

591:                                              ; preds = %586
  br label %592

592:                                              ; preds = %591, %589
  %593 = phi i32 [ %590, %589 ], [ 8, %591 ]
  store i32 %593, ptr %509, align 4
  %594 = load ptr, ptr %502, align 8
  %595 = load ptr, ptr %505, align 8
  %596 = ptrtoint ptr %594 to i64
  %597 = ptrtoint ptr %595 to i64
  %598 = sub i64 %596, %597
  store i64 %598, ptr %512, align 8
  %599 = load ptr, ptr %491, align 8
  %600 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %599, i32 0, i32 17
  store i32 1, ptr %600, align 4
  store i32 0, ptr %513, align 4
  br label %601

601:                                              ; preds = %604, %592
  %602 = load i32, ptr %513, align 4
  %603 = icmp slt i32 %602, 3
  br i1 %603, label %604, label %619

604:                                              ; preds = %601
  %605 = load ptr, ptr %491, align 8
  %606 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %605, i32 0, i32 4
  %607 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %606, i32 0, i32 4
  %608 = load i32, ptr %513, align 4
  %609 = sext i32 %608 to i64
  %610 = getelementptr inbounds [3 x i32], ptr %607, i64 0, i64 %609
  %611 = load i32, ptr %610, align 4
  %612 = zext i32 %611 to i64
  %613 = getelementptr inbounds %struct.seqState_t, ptr %510, i32 0, i32 4
  %614 = load i32, ptr %513, align 4
  %615 = sext i32 %614 to i64
  %616 = getelementptr inbounds [3 x i64], ptr %613, i64 0, i64 %615
  store i64 %612, ptr %616, align 8
  %617 = load i32, ptr %513, align 4
  %618 = add nsw i32 %617, 1
  store i32 %618, ptr %513, align 4
  br label %601, !llvm.loop !19

619:                                              ; preds = %601
  %620 = load ptr, ptr %498, align 8
  %621 = load ptr, ptr %499, align 8
  %622 = load ptr, ptr %498, align 8
  %623 = ptrtoint ptr %621 to i64
  %624 = ptrtoint ptr %622 to i64
  %625 = sub i64 %623, %624
  %626 = call i64 @BIT_initDStream(ptr noundef %510, ptr noundef %620, i64 noundef %625)
  %627 = call i32 @ERR_isError(i64 noundef %626)
  %628 = icmp ne i32 %627, 0
  br i1 %628, label %629, label %630

629:                                              ; preds = %619
  store i64 -20, ptr %490, align 8
  br label %5477

630:                                              ; preds = %619
  %631 = getelementptr inbounds %struct.seqState_t, ptr %510, i32 0, i32 1
  %632 = load ptr, ptr %491, align 8
  %633 = load ptr, ptr %632, align 8
  call void @ZSTD_initFseState(ptr noundef %631, ptr noundef %510, ptr noundef %633)
  %634 = getelementptr inbounds %struct.seqState_t, ptr %510, i32 0, i32 2
  %635 = load ptr, ptr %491, align 8
  %636 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %635, i32 0, i32 2
  %637 = load ptr, ptr %636, align 8
  call void @ZSTD_initFseState(ptr noundef %634, ptr noundef %510, ptr noundef %637)
  %638 = getelementptr inbounds %struct.seqState_t, ptr %510, i32 0, i32 3
  %639 = load ptr, ptr %491, align 8
  %640 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %639, i32 0, i32 1
  %641 = load ptr, ptr %640, align 8
  call void @ZSTD_initFseState(ptr noundef %638, ptr noundef %510, ptr noundef %641)
  store i32 0, ptr %511, align 4
  br label %642

642:                                              ; preds = %1682, %630
  %643 = load i32, ptr %511, align 4
  %644 = load i32, ptr %509, align 4
  %645 = icmp slt i32 %643, %644
  br i1 %645, label %646, label %1702

646:                                              ; preds = %642
  %647 = load i32, ptr %497, align 4
  %648 = load i32, ptr %511, align 4
  %649 = load i32, ptr %496, align 4
  %650 = sub nsw i32 %649, 1
  %651 = icmp eq i32 %648, %650
  %652 = zext i1 %651 to i32
  call void @llvm.experimental.noalias.scope.decl(metadata !20)
  store ptr %510, ptr %469, align 8, !noalias !20
  store i32 %647, ptr %470, align 4, !noalias !20
  store i32 %652, ptr %471, align 4, !noalias !20
  %653 = load ptr, ptr %469, align 8, !noalias !20
  %654 = getelementptr inbounds %struct.seqState_t, ptr %653, i32 0, i32 1
  %655 = getelementptr inbounds %struct.ZSTD_fseState, ptr %654, i32 0, i32 1
  %656 = load ptr, ptr %655, align 8, !noalias !20
  %657 = load ptr, ptr %469, align 8, !noalias !20
  %658 = getelementptr inbounds %struct.seqState_t, ptr %657, i32 0, i32 1
  %659 = load i64, ptr %658, align 8, !noalias !20
  %660 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %656, i64 %659
  store ptr %660, ptr %472, align 8, !noalias !20
  %661 = load ptr, ptr %469, align 8, !noalias !20
  %662 = getelementptr inbounds %struct.seqState_t, ptr %661, i32 0, i32 3
  %663 = getelementptr inbounds %struct.ZSTD_fseState, ptr %662, i32 0, i32 1
  %664 = load ptr, ptr %663, align 8, !noalias !20
  %665 = load ptr, ptr %469, align 8, !noalias !20
  %666 = getelementptr inbounds %struct.seqState_t, ptr %665, i32 0, i32 3
  %667 = load i64, ptr %666, align 8, !noalias !20
  %668 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %664, i64 %667
  store ptr %668, ptr %473, align 8, !noalias !20
  %669 = load ptr, ptr %469, align 8, !noalias !20
  %670 = getelementptr inbounds %struct.seqState_t, ptr %669, i32 0, i32 2
  %671 = getelementptr inbounds %struct.ZSTD_fseState, ptr %670, i32 0, i32 1
  %672 = load ptr, ptr %671, align 8, !noalias !20
  %673 = load ptr, ptr %469, align 8, !noalias !20
  %674 = getelementptr inbounds %struct.seqState_t, ptr %673, i32 0, i32 2
  %675 = load i64, ptr %674, align 8, !noalias !20
  %676 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %672, i64 %675
  store ptr %676, ptr %474, align 8, !noalias !20
  %677 = load ptr, ptr %473, align 8, !noalias !20
  %678 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %677, i32 0, i32 3
  %679 = load i32, ptr %678, align 4, !noalias !20
  %680 = zext i32 %679 to i64
  %681 = getelementptr inbounds %struct.seq_t, ptr %514, i32 0, i32 1
  store i64 %680, ptr %681, align 8, !alias.scope !20
  %682 = load ptr, ptr %472, align 8, !noalias !20
  %683 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %682, i32 0, i32 3
  %684 = load i32, ptr %683, align 4, !noalias !20
  %685 = zext i32 %684 to i64
  store i64 %685, ptr %514, align 8, !alias.scope !20
  %686 = load ptr, ptr %474, align 8, !noalias !20
  %687 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %686, i32 0, i32 3
  %688 = load i32, ptr %687, align 4, !noalias !20
  store i32 %688, ptr %475, align 4, !noalias !20
  %689 = load ptr, ptr %472, align 8, !noalias !20
  %690 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %689, i32 0, i32 1
  %691 = load i8, ptr %690, align 2, !noalias !20
  store i8 %691, ptr %476, align 1, !noalias !20
  %692 = load ptr, ptr %473, align 8, !noalias !20
  %693 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %692, i32 0, i32 1
  %694 = load i8, ptr %693, align 2, !noalias !20
  store i8 %694, ptr %477, align 1, !noalias !20
  %695 = load ptr, ptr %474, align 8, !noalias !20
  %696 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %695, i32 0, i32 1
  %697 = load i8, ptr %696, align 2, !noalias !20
  store i8 %697, ptr %478, align 1, !noalias !20
  %698 = load i8, ptr %476, align 1, !noalias !20
  %699 = zext i8 %698 to i32
  %700 = load i8, ptr %477, align 1, !noalias !20
  %701 = zext i8 %700 to i32
  %702 = add nsw i32 %699, %701
  %703 = load i8, ptr %478, align 1, !noalias !20
  %704 = zext i8 %703 to i32
  %705 = add nsw i32 %702, %704
  %706 = trunc i32 %705 to i8
  store i8 %706, ptr %479, align 1, !noalias !20
  %707 = load ptr, ptr %472, align 8, !noalias !20
  %708 = load i16, ptr %707, align 4, !noalias !20
  store i16 %708, ptr %480, align 2, !noalias !20
  %709 = load ptr, ptr %473, align 8, !noalias !20
  %710 = load i16, ptr %709, align 4, !noalias !20
  store i16 %710, ptr %481, align 2, !noalias !20
  %711 = load ptr, ptr %474, align 8, !noalias !20
  %712 = load i16, ptr %711, align 4, !noalias !20
  store i16 %712, ptr %482, align 2, !noalias !20
  %713 = load ptr, ptr %472, align 8, !noalias !20
  %714 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %713, i32 0, i32 2
  %715 = load i8, ptr %714, align 1, !noalias !20
  %716 = zext i8 %715 to i32
  store i32 %716, ptr %483, align 4, !noalias !20
  %717 = load ptr, ptr %473, align 8, !noalias !20
  %718 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %717, i32 0, i32 2
  %719 = load i8, ptr %718, align 1, !noalias !20
  %720 = zext i8 %719 to i32
  store i32 %720, ptr %484, align 4, !noalias !20
  %721 = load ptr, ptr %474, align 8, !noalias !20
  %722 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %721, i32 0, i32 2
  %723 = load i8, ptr %722, align 1, !noalias !20
  %724 = zext i8 %723 to i32
  store i32 %724, ptr %485, align 4, !noalias !20
  %725 = load i8, ptr %478, align 1, !noalias !20
  %726 = zext i8 %725 to i32
  %727 = icmp sgt i32 %726, 1
  br i1 %727, label %728, label %955

728:                                              ; preds = %646
  %729 = call i32 @MEM_32bits(), !noalias !20
  %730 = icmp ne i32 %729, 0
  br i1 %730, label %731, label %839

731:                                              ; preds = %728
  %732 = load i32, ptr %470, align 4, !noalias !20
  %733 = icmp ne i32 %732, 0
  br i1 %733, label %734, label %839

734:                                              ; preds = %731
  %735 = load i8, ptr %478, align 1, !noalias !20
  %736 = zext i8 %735 to i32
  %737 = icmp sge i32 %736, 25
  br i1 %737, label %738, label %839

738:                                              ; preds = %734
  store i32 5, ptr %487, align 4, !noalias !20
  %739 = load i32, ptr %475, align 4, !noalias !20
  %740 = zext i32 %739 to i64
  %741 = load ptr, ptr %469, align 8, !noalias !20
  %742 = load i8, ptr %478, align 1, !noalias !20
  %743 = zext i8 %742 to i32
  %744 = sub i32 %743, 5
  %745 = call i64 @BIT_readBitsFast(ptr noundef %741, i32 noundef %744), !noalias !20
  %746 = shl i64 %745, 5
  %747 = add i64 %740, %746
  store i64 %747, ptr %486, align 8, !noalias !20
  %748 = load ptr, ptr %469, align 8, !noalias !20
  store ptr %748, ptr %297, align 8, !noalias !20
  %749 = load ptr, ptr %297, align 8, !noalias !20
  %750 = getelementptr inbounds %struct.BIT_DStream_t, ptr %749, i32 0, i32 1
  %751 = load i32, ptr %750, align 8, !noalias !20
  %752 = zext i32 %751 to i64
  %753 = icmp ugt i64 %752, 64
  %754 = zext i1 %753 to i32
  %755 = sext i32 %754 to i64
  br i1 %753, label %756, label %759

756:                                              ; preds = %738
  %757 = load ptr, ptr %297, align 8, !noalias !20
  %758 = getelementptr inbounds %struct.BIT_DStream_t, ptr %757, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %758, align 8, !noalias !20
  store i32 3, ptr %296, align 4, !noalias !20
  br label %833

759:                                              ; preds = %738
  %760 = load ptr, ptr %297, align 8, !noalias !20
  %761 = getelementptr inbounds %struct.BIT_DStream_t, ptr %760, i32 0, i32 2
  %762 = load ptr, ptr %761, align 8, !noalias !20
  %763 = load ptr, ptr %297, align 8, !noalias !20
  %764 = getelementptr inbounds %struct.BIT_DStream_t, ptr %763, i32 0, i32 4
  %765 = load ptr, ptr %764, align 8, !noalias !20
  %766 = icmp uge ptr %762, %765
  br i1 %766, label %767, label %770

767:                                              ; preds = %759
  %768 = load ptr, ptr %297, align 8, !noalias !20
  %769 = call i32 @BIT_reloadDStream_internal(ptr noundef %768), !noalias !20
  store i32 %769, ptr %296, align 4, !noalias !20
  br label %833

770:                                              ; preds = %759
  %771 = load ptr, ptr %297, align 8, !noalias !20
  %772 = getelementptr inbounds %struct.BIT_DStream_t, ptr %771, i32 0, i32 2
  %773 = load ptr, ptr %772, align 8, !noalias !20
  %774 = load ptr, ptr %297, align 8, !noalias !20
  %775 = getelementptr inbounds %struct.BIT_DStream_t, ptr %774, i32 0, i32 3
  %776 = load ptr, ptr %775, align 8, !noalias !20
  %777 = icmp eq ptr %773, %776
  br i1 %777, label %778, label %786

778:                                              ; preds = %770
  %779 = load ptr, ptr %297, align 8, !noalias !20
  %780 = getelementptr inbounds %struct.BIT_DStream_t, ptr %779, i32 0, i32 1
  %781 = load i32, ptr %780, align 8, !noalias !20
  %782 = zext i32 %781 to i64
  %783 = icmp ult i64 %782, 64
  br i1 %783, label %784, label %785

784:                                              ; preds = %778
  store i32 1, ptr %296, align 4, !noalias !20
  br label %833

785:                                              ; preds = %778
  store i32 2, ptr %296, align 4, !noalias !20
  br label %833

786:                                              ; preds = %770
  %787 = load ptr, ptr %297, align 8, !noalias !20
  %788 = getelementptr inbounds %struct.BIT_DStream_t, ptr %787, i32 0, i32 1
  %789 = load i32, ptr %788, align 8, !noalias !20
  %790 = lshr i32 %789, 3
  store i32 %790, ptr %298, align 4, !noalias !20
  store i32 0, ptr %299, align 4, !noalias !20
  %791 = load ptr, ptr %297, align 8, !noalias !20
  %792 = getelementptr inbounds %struct.BIT_DStream_t, ptr %791, i32 0, i32 2
  %793 = load ptr, ptr %792, align 8, !noalias !20
  %794 = load i32, ptr %298, align 4, !noalias !20
  %795 = zext i32 %794 to i64
  %796 = sub i64 0, %795
  %797 = getelementptr inbounds i8, ptr %793, i64 %796
  %798 = load ptr, ptr %297, align 8, !noalias !20
  %799 = getelementptr inbounds %struct.BIT_DStream_t, ptr %798, i32 0, i32 3
  %800 = load ptr, ptr %799, align 8, !noalias !20
  %801 = icmp ult ptr %797, %800
  br i1 %801, label %802, label %813

802:                                              ; preds = %786
  %803 = load ptr, ptr %297, align 8, !noalias !20
  %804 = getelementptr inbounds %struct.BIT_DStream_t, ptr %803, i32 0, i32 2
  %805 = load ptr, ptr %804, align 8, !noalias !20
  %806 = load ptr, ptr %297, align 8, !noalias !20
  %807 = getelementptr inbounds %struct.BIT_DStream_t, ptr %806, i32 0, i32 3
  %808 = load ptr, ptr %807, align 8, !noalias !20
  %809 = ptrtoint ptr %805 to i64
  %810 = ptrtoint ptr %808 to i64
  %811 = sub i64 %809, %810
  %812 = trunc i64 %811 to i32
  store i32 %812, ptr %298, align 4, !noalias !20
  store i32 1, ptr %299, align 4, !noalias !20
  br label %813

813:                                              ; preds = %802, %786
  %814 = load i32, ptr %298, align 4, !noalias !20
  %815 = load ptr, ptr %297, align 8, !noalias !20
  %816 = getelementptr inbounds %struct.BIT_DStream_t, ptr %815, i32 0, i32 2
  %817 = load ptr, ptr %816, align 8, !noalias !20
  %818 = zext i32 %814 to i64
  %819 = sub i64 0, %818
  %820 = getelementptr inbounds i8, ptr %817, i64 %819
  store ptr %820, ptr %816, align 8, !noalias !20
  %821 = load i32, ptr %298, align 4, !noalias !20
  %822 = mul i32 %821, 8
  %823 = load ptr, ptr %297, align 8, !noalias !20
  %824 = getelementptr inbounds %struct.BIT_DStream_t, ptr %823, i32 0, i32 1
  %825 = load i32, ptr %824, align 8, !noalias !20
  %826 = sub i32 %825, %822
  store i32 %826, ptr %824, align 8, !noalias !20
  %827 = load ptr, ptr %297, align 8, !noalias !20
  %828 = getelementptr inbounds %struct.BIT_DStream_t, ptr %827, i32 0, i32 2
  %829 = load ptr, ptr %828, align 8, !noalias !20
  %830 = call i64 @MEM_readLEST(ptr noundef %829), !noalias !20
  %831 = load ptr, ptr %297, align 8, !noalias !20
  store i64 %830, ptr %831, align 8, !noalias !20
  %832 = load i32, ptr %299, align 4, !noalias !20
  store i32 %832, ptr %296, align 4, !noalias !20
  br label %833

833:                                              ; preds = %756, %767, %784, %785, %813
  %834 = load i32, ptr %296, align 4, !noalias !20
  %835 = load ptr, ptr %469, align 8, !noalias !20
  %836 = call i64 @BIT_readBitsFast(ptr noundef %835, i32 noundef 5), !noalias !20
  %837 = load i64, ptr %486, align 8, !noalias !20
  %838 = add i64 %837, %836
  store i64 %838, ptr %486, align 8, !noalias !20
  br label %938

839:                                              ; preds = %734, %731, %728
  %840 = load i32, ptr %475, align 4, !noalias !20
  %841 = zext i32 %840 to i64
  %842 = load ptr, ptr %469, align 8, !noalias !20
  %843 = load i8, ptr %478, align 1, !noalias !20
  %844 = zext i8 %843 to i32
  %845 = call i64 @BIT_readBitsFast(ptr noundef %842, i32 noundef %844), !noalias !20
  %846 = add i64 %841, %845
  store i64 %846, ptr %486, align 8, !noalias !20
  %847 = call i32 @MEM_32bits(), !noalias !20
  %848 = icmp ne i32 %847, 0
  br i1 %848, label %849, label %937

849:                                              ; preds = %839
  %850 = load ptr, ptr %469, align 8, !noalias !20
  store ptr %850, ptr %293, align 8, !noalias !20
  %851 = load ptr, ptr %293, align 8, !noalias !20
  %852 = getelementptr inbounds %struct.BIT_DStream_t, ptr %851, i32 0, i32 1
  %853 = load i32, ptr %852, align 8, !noalias !20
  %854 = zext i32 %853 to i64
  %855 = icmp ugt i64 %854, 64
  %856 = zext i1 %855 to i32
  %857 = sext i32 %856 to i64
  br i1 %855, label %858, label %861

858:                                              ; preds = %849
  %859 = load ptr, ptr %293, align 8, !noalias !20
  %860 = getelementptr inbounds %struct.BIT_DStream_t, ptr %859, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %860, align 8, !noalias !20
  store i32 3, ptr %292, align 4, !noalias !20
  br label %935

861:                                              ; preds = %849
  %862 = load ptr, ptr %293, align 8, !noalias !20
  %863 = getelementptr inbounds %struct.BIT_DStream_t, ptr %862, i32 0, i32 2
  %864 = load ptr, ptr %863, align 8, !noalias !20
  %865 = load ptr, ptr %293, align 8, !noalias !20
  %866 = getelementptr inbounds %struct.BIT_DStream_t, ptr %865, i32 0, i32 4
  %867 = load ptr, ptr %866, align 8, !noalias !20
  %868 = icmp uge ptr %864, %867
  br i1 %868, label %869, label %872

869:                                              ; preds = %861
  %870 = load ptr, ptr %293, align 8, !noalias !20
  %871 = call i32 @BIT_reloadDStream_internal(ptr noundef %870), !noalias !20
  store i32 %871, ptr %292, align 4, !noalias !20
  br label %935

872:                                              ; preds = %861
  %873 = load ptr, ptr %293, align 8, !noalias !20
  %874 = getelementptr inbounds %struct.BIT_DStream_t, ptr %873, i32 0, i32 2
  %875 = load ptr, ptr %874, align 8, !noalias !20
  %876 = load ptr, ptr %293, align 8, !noalias !20
  %877 = getelementptr inbounds %struct.BIT_DStream_t, ptr %876, i32 0, i32 3
  %878 = load ptr, ptr %877, align 8, !noalias !20
  %879 = icmp eq ptr %875, %878
  br i1 %879, label %880, label %888

880:                                              ; preds = %872
  %881 = load ptr, ptr %293, align 8, !noalias !20
  %882 = getelementptr inbounds %struct.BIT_DStream_t, ptr %881, i32 0, i32 1
  %883 = load i32, ptr %882, align 8, !noalias !20
  %884 = zext i32 %883 to i64
  %885 = icmp ult i64 %884, 64
  br i1 %885, label %886, label %887

886:                                              ; preds = %880
  store i32 1, ptr %292, align 4, !noalias !20
  br label %935

887:                                              ; preds = %880
  store i32 2, ptr %292, align 4, !noalias !20
  br label %935

888:                                              ; preds = %872
  %889 = load ptr, ptr %293, align 8, !noalias !20
  %890 = getelementptr inbounds %struct.BIT_DStream_t, ptr %889, i32 0, i32 1
  %891 = load i32, ptr %890, align 8, !noalias !20
  %892 = lshr i32 %891, 3
  store i32 %892, ptr %294, align 4, !noalias !20
  store i32 0, ptr %295, align 4, !noalias !20
  %893 = load ptr, ptr %293, align 8, !noalias !20
  %894 = getelementptr inbounds %struct.BIT_DStream_t, ptr %893, i32 0, i32 2
  %895 = load ptr, ptr %894, align 8, !noalias !20
  %896 = load i32, ptr %294, align 4, !noalias !20
  %897 = zext i32 %896 to i64
  %898 = sub i64 0, %897
  %899 = getelementptr inbounds i8, ptr %895, i64 %898
  %900 = load ptr, ptr %293, align 8, !noalias !20
  %901 = getelementptr inbounds %struct.BIT_DStream_t, ptr %900, i32 0, i32 3
  %902 = load ptr, ptr %901, align 8, !noalias !20
  %903 = icmp ult ptr %899, %902
  br i1 %903, label %904, label %915

904:                                              ; preds = %888
  %905 = load ptr, ptr %293, align 8, !noalias !20
  %906 = getelementptr inbounds %struct.BIT_DStream_t, ptr %905, i32 0, i32 2
  %907 = load ptr, ptr %906, align 8, !noalias !20
  %908 = load ptr, ptr %293, align 8, !noalias !20
  %909 = getelementptr inbounds %struct.BIT_DStream_t, ptr %908, i32 0, i32 3
  %910 = load ptr, ptr %909, align 8, !noalias !20
  %911 = ptrtoint ptr %907 to i64
  %912 = ptrtoint ptr %910 to i64
  %913 = sub i64 %911, %912
  %914 = trunc i64 %913 to i32
  store i32 %914, ptr %294, align 4, !noalias !20
  store i32 1, ptr %295, align 4, !noalias !20
  br label %915

915:                                              ; preds = %904, %888
  %916 = load i32, ptr %294, align 4, !noalias !20
  %917 = load ptr, ptr %293, align 8, !noalias !20
  %918 = getelementptr inbounds %struct.BIT_DStream_t, ptr %917, i32 0, i32 2
  %919 = load ptr, ptr %918, align 8, !noalias !20
  %920 = zext i32 %916 to i64
  %921 = sub i64 0, %920
  %922 = getelementptr inbounds i8, ptr %919, i64 %921
  store ptr %922, ptr %918, align 8, !noalias !20
  %923 = load i32, ptr %294, align 4, !noalias !20
  %924 = mul i32 %923, 8
  %925 = load ptr, ptr %293, align 8, !noalias !20
  %926 = getelementptr inbounds %struct.BIT_DStream_t, ptr %925, i32 0, i32 1
  %927 = load i32, ptr %926, align 8, !noalias !20
  %928 = sub i32 %927, %924
  store i32 %928, ptr %926, align 8, !noalias !20
  %929 = load ptr, ptr %293, align 8, !noalias !20
  %930 = getelementptr inbounds %struct.BIT_DStream_t, ptr %929, i32 0, i32 2
  %931 = load ptr, ptr %930, align 8, !noalias !20
  %932 = call i64 @MEM_readLEST(ptr noundef %931), !noalias !20
  %933 = load ptr, ptr %293, align 8, !noalias !20
  store i64 %932, ptr %933, align 8, !noalias !20
  %934 = load i32, ptr %295, align 4, !noalias !20
  store i32 %934, ptr %292, align 4, !noalias !20
  br label %935

935:                                              ; preds = %858, %869, %886, %887, %915
  %936 = load i32, ptr %292, align 4, !noalias !20
  br label %937

937:                                              ; preds = %935, %839
  br label %938

938:                                              ; preds = %937, %833
  %939 = load ptr, ptr %469, align 8, !noalias !20
  %940 = getelementptr inbounds %struct.seqState_t, ptr %939, i32 0, i32 4
  %941 = getelementptr inbounds [3 x i64], ptr %940, i64 0, i64 1
  %942 = load i64, ptr %941, align 8, !noalias !20
  %943 = load ptr, ptr %469, align 8, !noalias !20
  %944 = getelementptr inbounds %struct.seqState_t, ptr %943, i32 0, i32 4
  %945 = getelementptr inbounds [3 x i64], ptr %944, i64 0, i64 2
  store i64 %942, ptr %945, align 8, !noalias !20
  %946 = load ptr, ptr %469, align 8, !noalias !20
  %947 = getelementptr inbounds %struct.seqState_t, ptr %946, i32 0, i32 4
  %948 = load i64, ptr %947, align 8, !noalias !20
  %949 = load ptr, ptr %469, align 8, !noalias !20
  %950 = getelementptr inbounds %struct.seqState_t, ptr %949, i32 0, i32 4
  %951 = getelementptr inbounds [3 x i64], ptr %950, i64 0, i64 1
  store i64 %948, ptr %951, align 8, !noalias !20
  %952 = load i64, ptr %486, align 8, !noalias !20
  %953 = load ptr, ptr %469, align 8, !noalias !20
  %954 = getelementptr inbounds %struct.seqState_t, ptr %953, i32 0, i32 4
  store i64 %952, ptr %954, align 8, !noalias !20
  br label %1039

955:                                              ; preds = %646
  %956 = load ptr, ptr %472, align 8, !noalias !20
  %957 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %956, i32 0, i32 3
  %958 = load i32, ptr %957, align 4, !noalias !20
  %959 = icmp eq i32 %958, 0
  %960 = zext i1 %959 to i32
  store i32 %960, ptr %488, align 4, !noalias !20
  %961 = load i8, ptr %478, align 1, !noalias !20
  %962 = zext i8 %961 to i32
  %963 = icmp eq i32 %962, 0
  %964 = zext i1 %963 to i32
  %965 = sext i32 %964 to i64
  br i1 %963, label %966, label %988

966:                                              ; preds = %955
  %967 = load ptr, ptr %469, align 8, !noalias !20
  %968 = getelementptr inbounds %struct.seqState_t, ptr %967, i32 0, i32 4
  %969 = load i32, ptr %488, align 4, !noalias !20
  %970 = zext i32 %969 to i64
  %971 = getelementptr inbounds [3 x i64], ptr %968, i64 0, i64 %970
  %972 = load i64, ptr %971, align 8, !noalias !20
  store i64 %972, ptr %486, align 8, !noalias !20
  %973 = load ptr, ptr %469, align 8, !noalias !20
  %974 = getelementptr inbounds %struct.seqState_t, ptr %973, i32 0, i32 4
  %975 = load i32, ptr %488, align 4, !noalias !20
  %976 = icmp ne i32 %975, 0
  %977 = xor i1 %976, true
  %978 = zext i1 %977 to i32
  %979 = sext i32 %978 to i64
  %980 = getelementptr inbounds [3 x i64], ptr %974, i64 0, i64 %979
  %981 = load i64, ptr %980, align 8, !noalias !20
  %982 = load ptr, ptr %469, align 8, !noalias !20
  %983 = getelementptr inbounds %struct.seqState_t, ptr %982, i32 0, i32 4
  %984 = getelementptr inbounds [3 x i64], ptr %983, i64 0, i64 1
  store i64 %981, ptr %984, align 8, !noalias !20
  %985 = load i64, ptr %486, align 8, !noalias !20
  %986 = load ptr, ptr %469, align 8, !noalias !20
  %987 = getelementptr inbounds %struct.seqState_t, ptr %986, i32 0, i32 4
  store i64 %985, ptr %987, align 8, !noalias !20
  br label %1038

988:                                              ; preds = %955
  %989 = load i32, ptr %475, align 4, !noalias !20
  %990 = load i32, ptr %488, align 4, !noalias !20
  %991 = add i32 %989, %990
  %992 = zext i32 %991 to i64
  %993 = load ptr, ptr %469, align 8, !noalias !20
  %994 = call i64 @BIT_readBitsFast(ptr noundef %993, i32 noundef 1), !noalias !20
  %995 = add i64 %992, %994
  store i64 %995, ptr %486, align 8, !noalias !20
  %996 = load i64, ptr %486, align 8, !noalias !20
  %997 = icmp eq i64 %996, 3
  br i1 %997, label %998, label %1003

998:                                              ; preds = %988
  %999 = load ptr, ptr %469, align 8, !noalias !20
  %1000 = getelementptr inbounds %struct.seqState_t, ptr %999, i32 0, i32 4
  %1001 = load i64, ptr %1000, align 8, !noalias !20
  %1002 = sub i64 %1001, 1
  br label %1009

1003:                                             ; preds = %988
  %1004 = load ptr, ptr %469, align 8, !noalias !20
  %1005 = getelementptr inbounds %struct.seqState_t, ptr %1004, i32 0, i32 4
  %1006 = load i64, ptr %486, align 8, !noalias !20
  %1007 = getelementptr inbounds [3 x i64], ptr %1005, i64 0, i64 %1006
  %1008 = load i64, ptr %1007, align 8, !noalias !20
  br label %1009

1009:                                             ; preds = %1003, %998
  %1010 = phi i64 [ %1002, %998 ], [ %1008, %1003 ]
  store i64 %1010, ptr %489, align 8, !noalias !20
  %1011 = load i64, ptr %489, align 8, !noalias !20
  %1012 = icmp ne i64 %1011, 0
  %1013 = xor i1 %1012, true
  %1014 = zext i1 %1013 to i32
  %1015 = sext i32 %1014 to i64
  %1016 = load i64, ptr %489, align 8, !noalias !20
  %1017 = sub i64 %1016, %1015
  store i64 %1017, ptr %489, align 8, !noalias !20
  %1018 = load i64, ptr %486, align 8, !noalias !20
  %1019 = icmp ne i64 %1018, 1
  br i1 %1019, label %1020, label %1028

1020:                                             ; preds = %1009
  %1021 = load ptr, ptr %469, align 8, !noalias !20
  %1022 = getelementptr inbounds %struct.seqState_t, ptr %1021, i32 0, i32 4
  %1023 = getelementptr inbounds [3 x i64], ptr %1022, i64 0, i64 1
  %1024 = load i64, ptr %1023, align 8, !noalias !20
  %1025 = load ptr, ptr %469, align 8, !noalias !20
  %1026 = getelementptr inbounds %struct.seqState_t, ptr %1025, i32 0, i32 4
  %1027 = getelementptr inbounds [3 x i64], ptr %1026, i64 0, i64 2
  store i64 %1024, ptr %1027, align 8, !noalias !20
  br label %1028

1028:                                             ; preds = %1020, %1009
  %1029 = load ptr, ptr %469, align 8, !noalias !20
  %1030 = getelementptr inbounds %struct.seqState_t, ptr %1029, i32 0, i32 4
  %1031 = load i64, ptr %1030, align 8, !noalias !20
  %1032 = load ptr, ptr %469, align 8, !noalias !20
  %1033 = getelementptr inbounds %struct.seqState_t, ptr %1032, i32 0, i32 4
  %1034 = getelementptr inbounds [3 x i64], ptr %1033, i64 0, i64 1
  store i64 %1031, ptr %1034, align 8, !noalias !20
  %1035 = load i64, ptr %489, align 8, !noalias !20
  store i64 %1035, ptr %486, align 8, !noalias !20
  %1036 = load ptr, ptr %469, align 8, !noalias !20
  %1037 = getelementptr inbounds %struct.seqState_t, ptr %1036, i32 0, i32 4
  store i64 %1035, ptr %1037, align 8, !noalias !20
  br label %1038

1038:                                             ; preds = %1028, %966
  br label %1039

1039:                                             ; preds = %1038, %938
  %1040 = load i64, ptr %486, align 8, !noalias !20
  %1041 = getelementptr inbounds %struct.seq_t, ptr %514, i32 0, i32 2
  store i64 %1040, ptr %1041, align 8, !alias.scope !20
  %1042 = load i8, ptr %477, align 1, !noalias !20
  %1043 = zext i8 %1042 to i32
  %1044 = icmp sgt i32 %1043, 0
  br i1 %1044, label %1045, label %1053

1045:                                             ; preds = %1039
  %1046 = load ptr, ptr %469, align 8, !noalias !20
  %1047 = load i8, ptr %477, align 1, !noalias !20
  %1048 = zext i8 %1047 to i32
  %1049 = call i64 @BIT_readBitsFast(ptr noundef %1046, i32 noundef %1048), !noalias !20
  %1050 = getelementptr inbounds %struct.seq_t, ptr %514, i32 0, i32 1
  %1051 = load i64, ptr %1050, align 8, !alias.scope !20
  %1052 = add i64 %1051, %1049
  store i64 %1052, ptr %1050, align 8, !alias.scope !20
  br label %1053

1053:                                             ; preds = %1045, %1039
  %1054 = call i32 @MEM_32bits(), !noalias !20
  %1055 = icmp ne i32 %1054, 0
  br i1 %1055, label %1056, label %1151

1056:                                             ; preds = %1053
  %1057 = load i8, ptr %477, align 1, !noalias !20
  %1058 = zext i8 %1057 to i32
  %1059 = load i8, ptr %476, align 1, !noalias !20
  %1060 = zext i8 %1059 to i32
  %1061 = add nsw i32 %1058, %1060
  %1062 = icmp sge i32 %1061, 20
  br i1 %1062, label %1063, label %1151

1063:                                             ; preds = %1056
  %1064 = load ptr, ptr %469, align 8, !noalias !20
  store ptr %1064, ptr %289, align 8, !noalias !20
  %1065 = load ptr, ptr %289, align 8, !noalias !20
  %1066 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1065, i32 0, i32 1
  %1067 = load i32, ptr %1066, align 8, !noalias !20
  %1068 = zext i32 %1067 to i64
  %1069 = icmp ugt i64 %1068, 64
  %1070 = zext i1 %1069 to i32
  %1071 = sext i32 %1070 to i64
  br i1 %1069, label %1072, label %1075

1072:                                             ; preds = %1063
  %1073 = load ptr, ptr %289, align 8, !noalias !20
  %1074 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1073, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1074, align 8, !noalias !20
  store i32 3, ptr %288, align 4, !noalias !20
  br label %1149

1075:                                             ; preds = %1063
  %1076 = load ptr, ptr %289, align 8, !noalias !20
  %1077 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1076, i32 0, i32 2
  %1078 = load ptr, ptr %1077, align 8, !noalias !20
  %1079 = load ptr, ptr %289, align 8, !noalias !20
  %1080 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1079, i32 0, i32 4
  %1081 = load ptr, ptr %1080, align 8, !noalias !20
  %1082 = icmp uge ptr %1078, %1081
  br i1 %1082, label %1083, label %1086

1083:                                             ; preds = %1075
  %1084 = load ptr, ptr %289, align 8, !noalias !20
  %1085 = call i32 @BIT_reloadDStream_internal(ptr noundef %1084), !noalias !20
  store i32 %1085, ptr %288, align 4, !noalias !20
  br label %1149

1086:                                             ; preds = %1075
  %1087 = load ptr, ptr %289, align 8, !noalias !20
  %1088 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1087, i32 0, i32 2
  %1089 = load ptr, ptr %1088, align 8, !noalias !20
  %1090 = load ptr, ptr %289, align 8, !noalias !20
  %1091 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1090, i32 0, i32 3
  %1092 = load ptr, ptr %1091, align 8, !noalias !20
  %1093 = icmp eq ptr %1089, %1092
  br i1 %1093, label %1094, label %1102

1094:                                             ; preds = %1086
  %1095 = load ptr, ptr %289, align 8, !noalias !20
  %1096 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1095, i32 0, i32 1
  %1097 = load i32, ptr %1096, align 8, !noalias !20
  %1098 = zext i32 %1097 to i64
  %1099 = icmp ult i64 %1098, 64
  br i1 %1099, label %1100, label %1101

1100:                                             ; preds = %1094
  store i32 1, ptr %288, align 4, !noalias !20
  br label %1149

1101:                                             ; preds = %1094
  store i32 2, ptr %288, align 4, !noalias !20
  br label %1149

1102:                                             ; preds = %1086
  %1103 = load ptr, ptr %289, align 8, !noalias !20
  %1104 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1103, i32 0, i32 1
  %1105 = load i32, ptr %1104, align 8, !noalias !20
  %1106 = lshr i32 %1105, 3
  store i32 %1106, ptr %290, align 4, !noalias !20
  store i32 0, ptr %291, align 4, !noalias !20
  %1107 = load ptr, ptr %289, align 8, !noalias !20
  %1108 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1107, i32 0, i32 2
  %1109 = load ptr, ptr %1108, align 8, !noalias !20
  %1110 = load i32, ptr %290, align 4, !noalias !20
  %1111 = zext i32 %1110 to i64
  %1112 = sub i64 0, %1111
  %1113 = getelementptr inbounds i8, ptr %1109, i64 %1112
  %1114 = load ptr, ptr %289, align 8, !noalias !20
  %1115 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1114, i32 0, i32 3
  %1116 = load ptr, ptr %1115, align 8, !noalias !20
  %1117 = icmp ult ptr %1113, %1116
  br i1 %1117, label %1118, label %1129

1118:                                             ; preds = %1102
  %1119 = load ptr, ptr %289, align 8, !noalias !20
  %1120 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1119, i32 0, i32 2
  %1121 = load ptr, ptr %1120, align 8, !noalias !20
  %1122 = load ptr, ptr %289, align 8, !noalias !20
  %1123 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1122, i32 0, i32 3
  %1124 = load ptr, ptr %1123, align 8, !noalias !20
  %1125 = ptrtoint ptr %1121 to i64
  %1126 = ptrtoint ptr %1124 to i64
  %1127 = sub i64 %1125, %1126
  %1128 = trunc i64 %1127 to i32
  store i32 %1128, ptr %290, align 4, !noalias !20
  store i32 1, ptr %291, align 4, !noalias !20
  br label %1129

1129:                                             ; preds = %1118, %1102
  %1130 = load i32, ptr %290, align 4, !noalias !20
  %1131 = load ptr, ptr %289, align 8, !noalias !20
  %1132 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1131, i32 0, i32 2
  %1133 = load ptr, ptr %1132, align 8, !noalias !20
  %1134 = zext i32 %1130 to i64
  %1135 = sub i64 0, %1134
  %1136 = getelementptr inbounds i8, ptr %1133, i64 %1135
  store ptr %1136, ptr %1132, align 8, !noalias !20
  %1137 = load i32, ptr %290, align 4, !noalias !20
  %1138 = mul i32 %1137, 8
  %1139 = load ptr, ptr %289, align 8, !noalias !20
  %1140 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1139, i32 0, i32 1
  %1141 = load i32, ptr %1140, align 8, !noalias !20
  %1142 = sub i32 %1141, %1138
  store i32 %1142, ptr %1140, align 8, !noalias !20
  %1143 = load ptr, ptr %289, align 8, !noalias !20
  %1144 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1143, i32 0, i32 2
  %1145 = load ptr, ptr %1144, align 8, !noalias !20
  %1146 = call i64 @MEM_readLEST(ptr noundef %1145), !noalias !20
  %1147 = load ptr, ptr %289, align 8, !noalias !20
  store i64 %1146, ptr %1147, align 8, !noalias !20
  %1148 = load i32, ptr %291, align 4, !noalias !20
  store i32 %1148, ptr %288, align 4, !noalias !20
  br label %1149

1149:                                             ; preds = %1072, %1083, %1100, %1101, %1129
  %1150 = load i32, ptr %288, align 4, !noalias !20
  br label %1151

1151:                                             ; preds = %1149, %1056, %1053
  %1152 = call i32 @MEM_64bits(), !noalias !20
  %1153 = icmp ne i32 %1152, 0
  br i1 %1153, label %1154, label %1248

1154:                                             ; preds = %1151
  %1155 = load i8, ptr %479, align 1, !noalias !20
  %1156 = zext i8 %1155 to i32
  %1157 = icmp sge i32 %1156, 31
  %1158 = zext i1 %1157 to i32
  %1159 = sext i32 %1158 to i64
  br i1 %1157, label %1160, label %1248

1160:                                             ; preds = %1154
  %1161 = load ptr, ptr %469, align 8, !noalias !20
  store ptr %1161, ptr %285, align 8, !noalias !20
  %1162 = load ptr, ptr %285, align 8, !noalias !20
  %1163 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1162, i32 0, i32 1
  %1164 = load i32, ptr %1163, align 8, !noalias !20
  %1165 = zext i32 %1164 to i64
  %1166 = icmp ugt i64 %1165, 64
  %1167 = zext i1 %1166 to i32
  %1168 = sext i32 %1167 to i64
  br i1 %1166, label %1169, label %1172

1169:                                             ; preds = %1160
  %1170 = load ptr, ptr %285, align 8, !noalias !20
  %1171 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1170, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1171, align 8, !noalias !20
  store i32 3, ptr %284, align 4, !noalias !20
  br label %1246

1172:                                             ; preds = %1160
  %1173 = load ptr, ptr %285, align 8, !noalias !20
  %1174 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1173, i32 0, i32 2
  %1175 = load ptr, ptr %1174, align 8, !noalias !20
  %1176 = load ptr, ptr %285, align 8, !noalias !20
  %1177 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1176, i32 0, i32 4
  %1178 = load ptr, ptr %1177, align 8, !noalias !20
  %1179 = icmp uge ptr %1175, %1178
  br i1 %1179, label %1180, label %1183

1180:                                             ; preds = %1172
  %1181 = load ptr, ptr %285, align 8, !noalias !20
  %1182 = call i32 @BIT_reloadDStream_internal(ptr noundef %1181), !noalias !20
  store i32 %1182, ptr %284, align 4, !noalias !20
  br label %1246

1183:                                             ; preds = %1172
  %1184 = load ptr, ptr %285, align 8, !noalias !20
  %1185 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1184, i32 0, i32 2
  %1186 = load ptr, ptr %1185, align 8, !noalias !20
  %1187 = load ptr, ptr %285, align 8, !noalias !20
  %1188 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1187, i32 0, i32 3
  %1189 = load ptr, ptr %1188, align 8, !noalias !20
  %1190 = icmp eq ptr %1186, %1189
  br i1 %1190, label %1191, label %1199

1191:                                             ; preds = %1183
  %1192 = load ptr, ptr %285, align 8, !noalias !20
  %1193 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1192, i32 0, i32 1
  %1194 = load i32, ptr %1193, align 8, !noalias !20
  %1195 = zext i32 %1194 to i64
  %1196 = icmp ult i64 %1195, 64
  br i1 %1196, label %1197, label %1198

1197:                                             ; preds = %1191
  store i32 1, ptr %284, align 4, !noalias !20
  br label %1246

1198:                                             ; preds = %1191
  store i32 2, ptr %284, align 4, !noalias !20
  br label %1246

1199:                                             ; preds = %1183
  %1200 = load ptr, ptr %285, align 8, !noalias !20
  %1201 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1200, i32 0, i32 1
  %1202 = load i32, ptr %1201, align 8, !noalias !20
  %1203 = lshr i32 %1202, 3
  store i32 %1203, ptr %286, align 4, !noalias !20
  store i32 0, ptr %287, align 4, !noalias !20
  %1204 = load ptr, ptr %285, align 8, !noalias !20
  %1205 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1204, i32 0, i32 2
  %1206 = load ptr, ptr %1205, align 8, !noalias !20
  %1207 = load i32, ptr %286, align 4, !noalias !20
  %1208 = zext i32 %1207 to i64
  %1209 = sub i64 0, %1208
  %1210 = getelementptr inbounds i8, ptr %1206, i64 %1209
  %1211 = load ptr, ptr %285, align 8, !noalias !20
  %1212 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1211, i32 0, i32 3
  %1213 = load ptr, ptr %1212, align 8, !noalias !20
  %1214 = icmp ult ptr %1210, %1213
  br i1 %1214, label %1215, label %1226

1215:                                             ; preds = %1199
  %1216 = load ptr, ptr %285, align 8, !noalias !20
  %1217 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1216, i32 0, i32 2
  %1218 = load ptr, ptr %1217, align 8, !noalias !20
  %1219 = load ptr, ptr %285, align 8, !noalias !20
  %1220 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1219, i32 0, i32 3
  %1221 = load ptr, ptr %1220, align 8, !noalias !20
  %1222 = ptrtoint ptr %1218 to i64
  %1223 = ptrtoint ptr %1221 to i64
  %1224 = sub i64 %1222, %1223
  %1225 = trunc i64 %1224 to i32
  store i32 %1225, ptr %286, align 4, !noalias !20
  store i32 1, ptr %287, align 4, !noalias !20
  br label %1226

1226:                                             ; preds = %1215, %1199
  %1227 = load i32, ptr %286, align 4, !noalias !20
  %1228 = load ptr, ptr %285, align 8, !noalias !20
  %1229 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1228, i32 0, i32 2
  %1230 = load ptr, ptr %1229, align 8, !noalias !20
  %1231 = zext i32 %1227 to i64
  %1232 = sub i64 0, %1231
  %1233 = getelementptr inbounds i8, ptr %1230, i64 %1232
  store ptr %1233, ptr %1229, align 8, !noalias !20
  %1234 = load i32, ptr %286, align 4, !noalias !20
  %1235 = mul i32 %1234, 8
  %1236 = load ptr, ptr %285, align 8, !noalias !20
  %1237 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1236, i32 0, i32 1
  %1238 = load i32, ptr %1237, align 8, !noalias !20
  %1239 = sub i32 %1238, %1235
  store i32 %1239, ptr %1237, align 8, !noalias !20
  %1240 = load ptr, ptr %285, align 8, !noalias !20
  %1241 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1240, i32 0, i32 2
  %1242 = load ptr, ptr %1241, align 8, !noalias !20
  %1243 = call i64 @MEM_readLEST(ptr noundef %1242), !noalias !20
  %1244 = load ptr, ptr %285, align 8, !noalias !20
  store i64 %1243, ptr %1244, align 8, !noalias !20
  %1245 = load i32, ptr %287, align 4, !noalias !20
  store i32 %1245, ptr %284, align 4, !noalias !20
  br label %1246

1246:                                             ; preds = %1169, %1180, %1197, %1198, %1226
  %1247 = load i32, ptr %284, align 4, !noalias !20
  br label %1248

1248:                                             ; preds = %1246, %1154, %1151
  %1249 = load i8, ptr %476, align 1, !noalias !20
  %1250 = zext i8 %1249 to i32
  %1251 = icmp sgt i32 %1250, 0
  br i1 %1251, label %1252, label %1259

1252:                                             ; preds = %1248
  %1253 = load ptr, ptr %469, align 8, !noalias !20
  %1254 = load i8, ptr %476, align 1, !noalias !20
  %1255 = zext i8 %1254 to i32
  %1256 = call i64 @BIT_readBitsFast(ptr noundef %1253, i32 noundef %1255), !noalias !20
  %1257 = load i64, ptr %514, align 8, !alias.scope !20
  %1258 = add i64 %1257, %1256
  store i64 %1258, ptr %514, align 8, !alias.scope !20
  br label %1259

1259:                                             ; preds = %1252, %1248
  %1260 = call i32 @MEM_32bits(), !noalias !20
  %1261 = icmp ne i32 %1260, 0
  br i1 %1261, label %1262, label %1350

1262:                                             ; preds = %1259
  %1263 = load ptr, ptr %469, align 8, !noalias !20
  store ptr %1263, ptr %281, align 8, !noalias !20
  %1264 = load ptr, ptr %281, align 8, !noalias !20
  %1265 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1264, i32 0, i32 1
  %1266 = load i32, ptr %1265, align 8, !noalias !20
  %1267 = zext i32 %1266 to i64
  %1268 = icmp ugt i64 %1267, 64
  %1269 = zext i1 %1268 to i32
  %1270 = sext i32 %1269 to i64
  br i1 %1268, label %1271, label %1274

1271:                                             ; preds = %1262
  %1272 = load ptr, ptr %281, align 8, !noalias !20
  %1273 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1272, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1273, align 8, !noalias !20
  store i32 3, ptr %280, align 4, !noalias !20
  br label %1348

1274:                                             ; preds = %1262
  %1275 = load ptr, ptr %281, align 8, !noalias !20
  %1276 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1275, i32 0, i32 2
  %1277 = load ptr, ptr %1276, align 8, !noalias !20
  %1278 = load ptr, ptr %281, align 8, !noalias !20
  %1279 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1278, i32 0, i32 4
  %1280 = load ptr, ptr %1279, align 8, !noalias !20
  %1281 = icmp uge ptr %1277, %1280
  br i1 %1281, label %1282, label %1285

1282:                                             ; preds = %1274
  %1283 = load ptr, ptr %281, align 8, !noalias !20
  %1284 = call i32 @BIT_reloadDStream_internal(ptr noundef %1283), !noalias !20
  store i32 %1284, ptr %280, align 4, !noalias !20
  br label %1348

1285:                                             ; preds = %1274
  %1286 = load ptr, ptr %281, align 8, !noalias !20
  %1287 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1286, i32 0, i32 2
  %1288 = load ptr, ptr %1287, align 8, !noalias !20
  %1289 = load ptr, ptr %281, align 8, !noalias !20
  %1290 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1289, i32 0, i32 3
  %1291 = load ptr, ptr %1290, align 8, !noalias !20
  %1292 = icmp eq ptr %1288, %1291
  br i1 %1292, label %1293, label %1301

1293:                                             ; preds = %1285
  %1294 = load ptr, ptr %281, align 8, !noalias !20
  %1295 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1294, i32 0, i32 1
  %1296 = load i32, ptr %1295, align 8, !noalias !20
  %1297 = zext i32 %1296 to i64
  %1298 = icmp ult i64 %1297, 64
  br i1 %1298, label %1299, label %1300

1299:                                             ; preds = %1293
  store i32 1, ptr %280, align 4, !noalias !20
  br label %1348

1300:                                             ; preds = %1293
  store i32 2, ptr %280, align 4, !noalias !20
  br label %1348

1301:                                             ; preds = %1285
  %1302 = load ptr, ptr %281, align 8, !noalias !20
  %1303 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1302, i32 0, i32 1
  %1304 = load i32, ptr %1303, align 8, !noalias !20
  %1305 = lshr i32 %1304, 3
  store i32 %1305, ptr %282, align 4, !noalias !20
  store i32 0, ptr %283, align 4, !noalias !20
  %1306 = load ptr, ptr %281, align 8, !noalias !20
  %1307 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1306, i32 0, i32 2
  %1308 = load ptr, ptr %1307, align 8, !noalias !20
  %1309 = load i32, ptr %282, align 4, !noalias !20
  %1310 = zext i32 %1309 to i64
  %1311 = sub i64 0, %1310
  %1312 = getelementptr inbounds i8, ptr %1308, i64 %1311
  %1313 = load ptr, ptr %281, align 8, !noalias !20
  %1314 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1313, i32 0, i32 3
  %1315 = load ptr, ptr %1314, align 8, !noalias !20
  %1316 = icmp ult ptr %1312, %1315
  br i1 %1316, label %1317, label %1328

1317:                                             ; preds = %1301
  %1318 = load ptr, ptr %281, align 8, !noalias !20
  %1319 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1318, i32 0, i32 2
  %1320 = load ptr, ptr %1319, align 8, !noalias !20
  %1321 = load ptr, ptr %281, align 8, !noalias !20
  %1322 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1321, i32 0, i32 3
  %1323 = load ptr, ptr %1322, align 8, !noalias !20
  %1324 = ptrtoint ptr %1320 to i64
  %1325 = ptrtoint ptr %1323 to i64
  %1326 = sub i64 %1324, %1325
  %1327 = trunc i64 %1326 to i32
  store i32 %1327, ptr %282, align 4, !noalias !20
  store i32 1, ptr %283, align 4, !noalias !20
  br label %1328

1328:                                             ; preds = %1317, %1301
  %1329 = load i32, ptr %282, align 4, !noalias !20
  %1330 = load ptr, ptr %281, align 8, !noalias !20
  %1331 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1330, i32 0, i32 2
  %1332 = load ptr, ptr %1331, align 8, !noalias !20
  %1333 = zext i32 %1329 to i64
  %1334 = sub i64 0, %1333
  %1335 = getelementptr inbounds i8, ptr %1332, i64 %1334
  store ptr %1335, ptr %1331, align 8, !noalias !20
  %1336 = load i32, ptr %282, align 4, !noalias !20
  %1337 = mul i32 %1336, 8
  %1338 = load ptr, ptr %281, align 8, !noalias !20
  %1339 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1338, i32 0, i32 1
  %1340 = load i32, ptr %1339, align 8, !noalias !20
  %1341 = sub i32 %1340, %1337
  store i32 %1341, ptr %1339, align 8, !noalias !20
  %1342 = load ptr, ptr %281, align 8, !noalias !20
  %1343 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1342, i32 0, i32 2
  %1344 = load ptr, ptr %1343, align 8, !noalias !20
  %1345 = call i64 @MEM_readLEST(ptr noundef %1344), !noalias !20
  %1346 = load ptr, ptr %281, align 8, !noalias !20
  store i64 %1345, ptr %1346, align 8, !noalias !20
  %1347 = load i32, ptr %283, align 4, !noalias !20
  store i32 %1347, ptr %280, align 4, !noalias !20
  br label %1348

1348:                                             ; preds = %1271, %1282, %1299, %1300, %1328
  %1349 = load i32, ptr %280, align 4, !noalias !20
  br label %1350

1350:                                             ; preds = %1348, %1259
  %1351 = load i32, ptr %471, align 4, !noalias !20
  %1352 = icmp ne i32 %1351, 0
  br i1 %1352, label %1667, label %1353

1353:                                             ; preds = %1350
  %1354 = load ptr, ptr %469, align 8, !noalias !20
  %1355 = getelementptr inbounds %struct.seqState_t, ptr %1354, i32 0, i32 1
  %1356 = load ptr, ptr %469, align 8, !noalias !20
  %1357 = load i16, ptr %480, align 2, !noalias !20
  %1358 = load i32, ptr %483, align 4, !noalias !20
  store ptr %1355, ptr %187, align 8, !noalias !20
  store ptr %1356, ptr %188, align 8, !noalias !20
  store i16 %1357, ptr %189, align 2, !noalias !20
  store i32 %1358, ptr %190, align 4, !noalias !20
  %1359 = load ptr, ptr %188, align 8, !noalias !20
  %1360 = load i32, ptr %190, align 4, !noalias !20
  store ptr %1359, ptr %184, align 8, !noalias !20
  store i32 %1360, ptr %185, align 4, !noalias !20
  %1361 = load ptr, ptr %184, align 8, !noalias !20
  %1362 = load i32, ptr %185, align 4, !noalias !20
  store ptr %1361, ptr %182, align 8, !noalias !20
  store i32 %1362, ptr %183, align 4, !noalias !20
  %1363 = load ptr, ptr %182, align 8, !noalias !20
  %1364 = load i64, ptr %1363, align 8, !noalias !20
  %1365 = load ptr, ptr %182, align 8, !noalias !20
  %1366 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1365, i32 0, i32 1
  %1367 = load i32, ptr %1366, align 8, !noalias !20
  %1368 = zext i32 %1367 to i64
  %1369 = sub i64 64, %1368
  %1370 = load i32, ptr %183, align 4, !noalias !20
  %1371 = zext i32 %1370 to i64
  %1372 = sub i64 %1369, %1371
  %1373 = trunc i64 %1372 to i32
  %1374 = load i32, ptr %183, align 4, !noalias !20
  store i64 %1364, ptr %176, align 8, !noalias !20
  store i32 %1373, ptr %177, align 4, !noalias !20
  store i32 %1374, ptr %178, align 4, !noalias !20
  store i32 63, ptr %179, align 4, !noalias !20
  %1375 = load i64, ptr %176, align 8, !noalias !20
  %1376 = load i32, ptr %177, align 4, !noalias !20
  %1377 = and i32 %1376, 63
  %1378 = zext i32 %1377 to i64
  %1379 = lshr i64 %1375, %1378
  %1380 = load i32, ptr %178, align 4, !noalias !20
  %1381 = zext i32 %1380 to i64
  %1382 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %1381
  %1383 = load i32, ptr %1382, align 4, !noalias !20
  %1384 = zext i32 %1383 to i64
  %1385 = and i64 %1379, %1384
  store i64 %1385, ptr %186, align 8, !noalias !20
  %1386 = load ptr, ptr %184, align 8, !noalias !20
  %1387 = load i32, ptr %185, align 4, !noalias !20
  store ptr %1386, ptr %180, align 8, !noalias !20
  store i32 %1387, ptr %181, align 4, !noalias !20
  %1388 = load i32, ptr %181, align 4, !noalias !20
  %1389 = load ptr, ptr %180, align 8, !noalias !20
  %1390 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1389, i32 0, i32 1
  %1391 = load i32, ptr %1390, align 8, !noalias !20
  %1392 = add i32 %1391, %1388
  store i32 %1392, ptr %1390, align 8, !noalias !20
  %1393 = load i64, ptr %186, align 8, !noalias !20
  store i64 %1393, ptr %191, align 8, !noalias !20
  %1394 = load i16, ptr %189, align 2, !noalias !20
  %1395 = zext i16 %1394 to i64
  %1396 = load i64, ptr %191, align 8, !noalias !20
  %1397 = add i64 %1395, %1396
  %1398 = load ptr, ptr %187, align 8, !noalias !20
  store i64 %1397, ptr %1398, align 8, !noalias !20
  %1399 = load ptr, ptr %469, align 8, !noalias !20
  %1400 = getelementptr inbounds %struct.seqState_t, ptr %1399, i32 0, i32 3
  %1401 = load ptr, ptr %469, align 8, !noalias !20
  %1402 = load i16, ptr %481, align 2, !noalias !20
  %1403 = load i32, ptr %484, align 4, !noalias !20
  store ptr %1400, ptr %203, align 8, !noalias !20
  store ptr %1401, ptr %204, align 8, !noalias !20
  store i16 %1402, ptr %205, align 2, !noalias !20
  store i32 %1403, ptr %206, align 4, !noalias !20
  %1404 = load ptr, ptr %204, align 8, !noalias !20
  %1405 = load i32, ptr %206, align 4, !noalias !20
  store ptr %1404, ptr %200, align 8, !noalias !20
  store i32 %1405, ptr %201, align 4, !noalias !20
  %1406 = load ptr, ptr %200, align 8, !noalias !20
  %1407 = load i32, ptr %201, align 4, !noalias !20
  store ptr %1406, ptr %198, align 8, !noalias !20
  store i32 %1407, ptr %199, align 4, !noalias !20
  %1408 = load ptr, ptr %198, align 8, !noalias !20
  %1409 = load i64, ptr %1408, align 8, !noalias !20
  %1410 = load ptr, ptr %198, align 8, !noalias !20
  %1411 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1410, i32 0, i32 1
  %1412 = load i32, ptr %1411, align 8, !noalias !20
  %1413 = zext i32 %1412 to i64
  %1414 = sub i64 64, %1413
  %1415 = load i32, ptr %199, align 4, !noalias !20
  %1416 = zext i32 %1415 to i64
  %1417 = sub i64 %1414, %1416
  %1418 = trunc i64 %1417 to i32
  %1419 = load i32, ptr %199, align 4, !noalias !20
  store i64 %1409, ptr %192, align 8, !noalias !20
  store i32 %1418, ptr %193, align 4, !noalias !20
  store i32 %1419, ptr %194, align 4, !noalias !20
  store i32 63, ptr %195, align 4, !noalias !20
  %1420 = load i64, ptr %192, align 8, !noalias !20
  %1421 = load i32, ptr %193, align 4, !noalias !20
  %1422 = and i32 %1421, 63
  %1423 = zext i32 %1422 to i64
  %1424 = lshr i64 %1420, %1423
  %1425 = load i32, ptr %194, align 4, !noalias !20
  %1426 = zext i32 %1425 to i64
  %1427 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %1426
  %1428 = load i32, ptr %1427, align 4, !noalias !20
  %1429 = zext i32 %1428 to i64
  %1430 = and i64 %1424, %1429
  store i64 %1430, ptr %202, align 8, !noalias !20
  %1431 = load ptr, ptr %200, align 8, !noalias !20
  %1432 = load i32, ptr %201, align 4, !noalias !20
  store ptr %1431, ptr %196, align 8, !noalias !20
  store i32 %1432, ptr %197, align 4, !noalias !20
  %1433 = load i32, ptr %197, align 4, !noalias !20
  %1434 = load ptr, ptr %196, align 8, !noalias !20
  %1435 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1434, i32 0, i32 1
  %1436 = load i32, ptr %1435, align 8, !noalias !20
  %1437 = add i32 %1436, %1433
  store i32 %1437, ptr %1435, align 8, !noalias !20
  %1438 = load i64, ptr %202, align 8, !noalias !20
  store i64 %1438, ptr %207, align 8, !noalias !20
  %1439 = load i16, ptr %205, align 2, !noalias !20
  %1440 = zext i16 %1439 to i64
  %1441 = load i64, ptr %207, align 8, !noalias !20
  %1442 = add i64 %1440, %1441
  %1443 = load ptr, ptr %203, align 8, !noalias !20
  store i64 %1442, ptr %1443, align 8, !noalias !20
  %1444 = call i32 @MEM_32bits(), !noalias !20
  %1445 = icmp ne i32 %1444, 0
  br i1 %1445, label %1446, label %1534

1446:                                             ; preds = %1353
  %1447 = load ptr, ptr %469, align 8, !noalias !20
  store ptr %1447, ptr %277, align 8, !noalias !20
  %1448 = load ptr, ptr %277, align 8, !noalias !20
  %1449 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1448, i32 0, i32 1
  %1450 = load i32, ptr %1449, align 8, !noalias !20
  %1451 = zext i32 %1450 to i64
  %1452 = icmp ugt i64 %1451, 64
  %1453 = zext i1 %1452 to i32
  %1454 = sext i32 %1453 to i64
  br i1 %1452, label %1455, label %1458

1455:                                             ; preds = %1446
  %1456 = load ptr, ptr %277, align 8, !noalias !20
  %1457 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1456, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1457, align 8, !noalias !20
  store i32 3, ptr %276, align 4, !noalias !20
  br label %1532

1458:                                             ; preds = %1446
  %1459 = load ptr, ptr %277, align 8, !noalias !20
  %1460 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1459, i32 0, i32 2
  %1461 = load ptr, ptr %1460, align 8, !noalias !20
  %1462 = load ptr, ptr %277, align 8, !noalias !20
  %1463 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1462, i32 0, i32 4
  %1464 = load ptr, ptr %1463, align 8, !noalias !20
  %1465 = icmp uge ptr %1461, %1464
  br i1 %1465, label %1466, label %1469

1466:                                             ; preds = %1458
  %1467 = load ptr, ptr %277, align 8, !noalias !20
  %1468 = call i32 @BIT_reloadDStream_internal(ptr noundef %1467), !noalias !20
  store i32 %1468, ptr %276, align 4, !noalias !20
  br label %1532

1469:                                             ; preds = %1458
  %1470 = load ptr, ptr %277, align 8, !noalias !20
  %1471 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1470, i32 0, i32 2
  %1472 = load ptr, ptr %1471, align 8, !noalias !20
  %1473 = load ptr, ptr %277, align 8, !noalias !20
  %1474 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1473, i32 0, i32 3
  %1475 = load ptr, ptr %1474, align 8, !noalias !20
  %1476 = icmp eq ptr %1472, %1475
  br i1 %1476, label %1477, label %1485

1477:                                             ; preds = %1469
  %1478 = load ptr, ptr %277, align 8, !noalias !20
  %1479 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1478, i32 0, i32 1
  %1480 = load i32, ptr %1479, align 8, !noalias !20
  %1481 = zext i32 %1480 to i64
  %1482 = icmp ult i64 %1481, 64
  br i1 %1482, label %1483, label %1484

1483:                                             ; preds = %1477
  store i32 1, ptr %276, align 4, !noalias !20
  br label %1532

1484:                                             ; preds = %1477
  store i32 2, ptr %276, align 4, !noalias !20
  br label %1532

1485:                                             ; preds = %1469
  %1486 = load ptr, ptr %277, align 8, !noalias !20
  %1487 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1486, i32 0, i32 1
  %1488 = load i32, ptr %1487, align 8, !noalias !20
  %1489 = lshr i32 %1488, 3
  store i32 %1489, ptr %278, align 4, !noalias !20
  store i32 0, ptr %279, align 4, !noalias !20
  %1490 = load ptr, ptr %277, align 8, !noalias !20
  %1491 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1490, i32 0, i32 2
  %1492 = load ptr, ptr %1491, align 8, !noalias !20
  %1493 = load i32, ptr %278, align 4, !noalias !20
  %1494 = zext i32 %1493 to i64
  %1495 = sub i64 0, %1494
  %1496 = getelementptr inbounds i8, ptr %1492, i64 %1495
  %1497 = load ptr, ptr %277, align 8, !noalias !20
  %1498 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1497, i32 0, i32 3
  %1499 = load ptr, ptr %1498, align 8, !noalias !20
  %1500 = icmp ult ptr %1496, %1499
  br i1 %1500, label %1501, label %1512

1501:                                             ; preds = %1485
  %1502 = load ptr, ptr %277, align 8, !noalias !20
  %1503 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1502, i32 0, i32 2
  %1504 = load ptr, ptr %1503, align 8, !noalias !20
  %1505 = load ptr, ptr %277, align 8, !noalias !20
  %1506 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1505, i32 0, i32 3
  %1507 = load ptr, ptr %1506, align 8, !noalias !20
  %1508 = ptrtoint ptr %1504 to i64
  %1509 = ptrtoint ptr %1507 to i64
  %1510 = sub i64 %1508, %1509
  %1511 = trunc i64 %1510 to i32
  store i32 %1511, ptr %278, align 4, !noalias !20
  store i32 1, ptr %279, align 4, !noalias !20
  br label %1512

1512:                                             ; preds = %1501, %1485
  %1513 = load i32, ptr %278, align 4, !noalias !20
  %1514 = load ptr, ptr %277, align 8, !noalias !20
  %1515 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1514, i32 0, i32 2
  %1516 = load ptr, ptr %1515, align 8, !noalias !20
  %1517 = zext i32 %1513 to i64
  %1518 = sub i64 0, %1517
  %1519 = getelementptr inbounds i8, ptr %1516, i64 %1518
  store ptr %1519, ptr %1515, align 8, !noalias !20
  %1520 = load i32, ptr %278, align 4, !noalias !20
  %1521 = mul i32 %1520, 8
  %1522 = load ptr, ptr %277, align 8, !noalias !20
  %1523 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1522, i32 0, i32 1
  %1524 = load i32, ptr %1523, align 8, !noalias !20
  %1525 = sub i32 %1524, %1521
  store i32 %1525, ptr %1523, align 8, !noalias !20
  %1526 = load ptr, ptr %277, align 8, !noalias !20
  %1527 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1526, i32 0, i32 2
  %1528 = load ptr, ptr %1527, align 8, !noalias !20
  %1529 = call i64 @MEM_readLEST(ptr noundef %1528), !noalias !20
  %1530 = load ptr, ptr %277, align 8, !noalias !20
  store i64 %1529, ptr %1530, align 8, !noalias !20
  %1531 = load i32, ptr %279, align 4, !noalias !20
  store i32 %1531, ptr %276, align 4, !noalias !20
  br label %1532

1532:                                             ; preds = %1455, %1466, %1483, %1484, %1512
  %1533 = load i32, ptr %276, align 4, !noalias !20
  br label %1534

1534:                                             ; preds = %1532, %1353
  %1535 = load ptr, ptr %469, align 8, !noalias !20
  %1536 = getelementptr inbounds %struct.seqState_t, ptr %1535, i32 0, i32 2
  %1537 = load ptr, ptr %469, align 8, !noalias !20
  %1538 = load i16, ptr %482, align 2, !noalias !20
  %1539 = load i32, ptr %485, align 4, !noalias !20
  store ptr %1536, ptr %219, align 8, !noalias !20
  store ptr %1537, ptr %220, align 8, !noalias !20
  store i16 %1538, ptr %221, align 2, !noalias !20
  store i32 %1539, ptr %222, align 4, !noalias !20
  %1540 = load ptr, ptr %220, align 8, !noalias !20
  %1541 = load i32, ptr %222, align 4, !noalias !20
  store ptr %1540, ptr %216, align 8, !noalias !20
  store i32 %1541, ptr %217, align 4, !noalias !20
  %1542 = load ptr, ptr %216, align 8, !noalias !20
  %1543 = load i32, ptr %217, align 4, !noalias !20
  store ptr %1542, ptr %214, align 8, !noalias !20
  store i32 %1543, ptr %215, align 4, !noalias !20
  %1544 = load ptr, ptr %214, align 8, !noalias !20
  %1545 = load i64, ptr %1544, align 8, !noalias !20
  %1546 = load ptr, ptr %214, align 8, !noalias !20
  %1547 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1546, i32 0, i32 1
  %1548 = load i32, ptr %1547, align 8, !noalias !20
  %1549 = zext i32 %1548 to i64
  %1550 = sub i64 64, %1549
  %1551 = load i32, ptr %215, align 4, !noalias !20
  %1552 = zext i32 %1551 to i64
  %1553 = sub i64 %1550, %1552
  %1554 = trunc i64 %1553 to i32
  %1555 = load i32, ptr %215, align 4, !noalias !20
  store i64 %1545, ptr %208, align 8, !noalias !20
  store i32 %1554, ptr %209, align 4, !noalias !20
  store i32 %1555, ptr %210, align 4, !noalias !20
  store i32 63, ptr %211, align 4, !noalias !20
  %1556 = load i64, ptr %208, align 8, !noalias !20
  %1557 = load i32, ptr %209, align 4, !noalias !20
  %1558 = and i32 %1557, 63
  %1559 = zext i32 %1558 to i64
  %1560 = lshr i64 %1556, %1559
  %1561 = load i32, ptr %210, align 4, !noalias !20
  %1562 = zext i32 %1561 to i64
  %1563 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %1562
  %1564 = load i32, ptr %1563, align 4, !noalias !20
  %1565 = zext i32 %1564 to i64
  %1566 = and i64 %1560, %1565
  store i64 %1566, ptr %218, align 8, !noalias !20
  %1567 = load ptr, ptr %216, align 8, !noalias !20
  %1568 = load i32, ptr %217, align 4, !noalias !20
  store ptr %1567, ptr %212, align 8, !noalias !20
  store i32 %1568, ptr %213, align 4, !noalias !20
  %1569 = load i32, ptr %213, align 4, !noalias !20
  %1570 = load ptr, ptr %212, align 8, !noalias !20
  %1571 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1570, i32 0, i32 1
  %1572 = load i32, ptr %1571, align 8, !noalias !20
  %1573 = add i32 %1572, %1569
  store i32 %1573, ptr %1571, align 8, !noalias !20
  %1574 = load i64, ptr %218, align 8, !noalias !20
  store i64 %1574, ptr %223, align 8, !noalias !20
  %1575 = load i16, ptr %221, align 2, !noalias !20
  %1576 = zext i16 %1575 to i64
  %1577 = load i64, ptr %223, align 8, !noalias !20
  %1578 = add i64 %1576, %1577
  %1579 = load ptr, ptr %219, align 8, !noalias !20
  store i64 %1578, ptr %1579, align 8, !noalias !20
  %1580 = load ptr, ptr %469, align 8, !noalias !20
  store ptr %1580, ptr %273, align 8, !noalias !20
  %1581 = load ptr, ptr %273, align 8, !noalias !20
  %1582 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1581, i32 0, i32 1
  %1583 = load i32, ptr %1582, align 8, !noalias !20
  %1584 = zext i32 %1583 to i64
  %1585 = icmp ugt i64 %1584, 64
  %1586 = zext i1 %1585 to i32
  %1587 = sext i32 %1586 to i64
  br i1 %1585, label %1588, label %1591

1588:                                             ; preds = %1534
  %1589 = load ptr, ptr %273, align 8, !noalias !20
  %1590 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1589, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1590, align 8, !noalias !20
  store i32 3, ptr %272, align 4, !noalias !20
  br label %1665

1591:                                             ; preds = %1534
  %1592 = load ptr, ptr %273, align 8, !noalias !20
  %1593 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1592, i32 0, i32 2
  %1594 = load ptr, ptr %1593, align 8, !noalias !20
  %1595 = load ptr, ptr %273, align 8, !noalias !20
  %1596 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1595, i32 0, i32 4
  %1597 = load ptr, ptr %1596, align 8, !noalias !20
  %1598 = icmp uge ptr %1594, %1597
  br i1 %1598, label %1599, label %1602

1599:                                             ; preds = %1591
  %1600 = load ptr, ptr %273, align 8, !noalias !20
  %1601 = call i32 @BIT_reloadDStream_internal(ptr noundef %1600), !noalias !20
  store i32 %1601, ptr %272, align 4, !noalias !20
  br label %1665

1602:                                             ; preds = %1591
  %1603 = load ptr, ptr %273, align 8, !noalias !20
  %1604 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1603, i32 0, i32 2
  %1605 = load ptr, ptr %1604, align 8, !noalias !20
  %1606 = load ptr, ptr %273, align 8, !noalias !20
  %1607 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1606, i32 0, i32 3
  %1608 = load ptr, ptr %1607, align 8, !noalias !20
  %1609 = icmp eq ptr %1605, %1608
  br i1 %1609, label %1610, label %1618

1610:                                             ; preds = %1602
  %1611 = load ptr, ptr %273, align 8, !noalias !20
  %1612 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1611, i32 0, i32 1
  %1613 = load i32, ptr %1612, align 8, !noalias !20
  %1614 = zext i32 %1613 to i64
  %1615 = icmp ult i64 %1614, 64
  br i1 %1615, label %1616, label %1617

1616:                                             ; preds = %1610
  store i32 1, ptr %272, align 4, !noalias !20
  br label %1665

1617:                                             ; preds = %1610
  store i32 2, ptr %272, align 4, !noalias !20
  br label %1665

1618:                                             ; preds = %1602
  %1619 = load ptr, ptr %273, align 8, !noalias !20
  %1620 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1619, i32 0, i32 1
  %1621 = load i32, ptr %1620, align 8, !noalias !20
  %1622 = lshr i32 %1621, 3
  store i32 %1622, ptr %274, align 4, !noalias !20
  store i32 0, ptr %275, align 4, !noalias !20
  %1623 = load ptr, ptr %273, align 8, !noalias !20
  %1624 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1623, i32 0, i32 2
  %1625 = load ptr, ptr %1624, align 8, !noalias !20
  %1626 = load i32, ptr %274, align 4, !noalias !20
  %1627 = zext i32 %1626 to i64
  %1628 = sub i64 0, %1627
  %1629 = getelementptr inbounds i8, ptr %1625, i64 %1628
  %1630 = load ptr, ptr %273, align 8, !noalias !20
  %1631 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1630, i32 0, i32 3
  %1632 = load ptr, ptr %1631, align 8, !noalias !20
  %1633 = icmp ult ptr %1629, %1632
  br i1 %1633, label %1634, label %1645

1634:                                             ; preds = %1618
  %1635 = load ptr, ptr %273, align 8, !noalias !20
  %1636 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1635, i32 0, i32 2
  %1637 = load ptr, ptr %1636, align 8, !noalias !20
  %1638 = load ptr, ptr %273, align 8, !noalias !20
  %1639 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1638, i32 0, i32 3
  %1640 = load ptr, ptr %1639, align 8, !noalias !20
  %1641 = ptrtoint ptr %1637 to i64
  %1642 = ptrtoint ptr %1640 to i64
  %1643 = sub i64 %1641, %1642
  %1644 = trunc i64 %1643 to i32
  store i32 %1644, ptr %274, align 4, !noalias !20
  store i32 1, ptr %275, align 4, !noalias !20
  br label %1645

1645:                                             ; preds = %1634, %1618
  %1646 = load i32, ptr %274, align 4, !noalias !20
  %1647 = load ptr, ptr %273, align 8, !noalias !20
  %1648 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1647, i32 0, i32 2
  %1649 = load ptr, ptr %1648, align 8, !noalias !20
  %1650 = zext i32 %1646 to i64
  %1651 = sub i64 0, %1650
  %1652 = getelementptr inbounds i8, ptr %1649, i64 %1651
  store ptr %1652, ptr %1648, align 8, !noalias !20
  %1653 = load i32, ptr %274, align 4, !noalias !20
  %1654 = mul i32 %1653, 8
  %1655 = load ptr, ptr %273, align 8, !noalias !20
  %1656 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1655, i32 0, i32 1
  %1657 = load i32, ptr %1656, align 8, !noalias !20
  %1658 = sub i32 %1657, %1654
  store i32 %1658, ptr %1656, align 8, !noalias !20
  %1659 = load ptr, ptr %273, align 8, !noalias !20
  %1660 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1659, i32 0, i32 2
  %1661 = load ptr, ptr %1660, align 8, !noalias !20
  %1662 = call i64 @MEM_readLEST(ptr noundef %1661), !noalias !20
  %1663 = load ptr, ptr %273, align 8, !noalias !20
  store i64 %1662, ptr %1663, align 8, !noalias !20
  %1664 = load i32, ptr %275, align 4, !noalias !20
  store i32 %1664, ptr %272, align 4, !noalias !20
  br label %1665

1665:                                             ; preds = %1588, %1599, %1616, %1617, %1645
  %1666 = load i32, ptr %272, align 4, !noalias !20
  br label %1667

1667:                                             ; preds = %1350, %1665
  %1668 = load i64, ptr %512, align 8
  %1669 = load ptr, ptr %505, align 8
  %1670 = load ptr, ptr %507, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %515, ptr align 8 %514, i64 24, i1 false)
  store i64 %1668, ptr %442, align 8
  store ptr %515, ptr %443, align 8
  store ptr %1669, ptr %444, align 8
  store ptr %1670, ptr %445, align 8
  %1671 = load i64, ptr %515, align 8
  %1672 = load i64, ptr %442, align 8
  %1673 = add i64 %1672, %1671
  store i64 %1673, ptr %442, align 8
  %1674 = getelementptr inbounds %struct.seq_t, ptr %515, i32 0, i32 2
  %1675 = load i64, ptr %1674, align 8
  %1676 = load i64, ptr %442, align 8
  %1677 = icmp ugt i64 %1675, %1676
  br i1 %1677, label %1678, label %1680

1678:                                             ; preds = %1667
  %1679 = load ptr, ptr %445, align 8
  br label %1682

1680:                                             ; preds = %1667
  %1681 = load ptr, ptr %444, align 8
  br label %1682

1682:                                             ; preds = %1678, %1680
  %1683 = phi ptr [ %1679, %1678 ], [ %1681, %1680 ]
  store ptr %1683, ptr %446, align 8
  %1684 = load ptr, ptr %446, align 8
  %1685 = load i64, ptr %442, align 8
  %1686 = call ptr @ZSTD_wrappedPtrAdd(ptr noundef %1684, i64 noundef %1685)
  %1687 = getelementptr inbounds %struct.seq_t, ptr %515, i32 0, i32 2
  %1688 = load i64, ptr %1687, align 8
  %1689 = call ptr @ZSTD_wrappedPtrSub(ptr noundef %1686, i64 noundef %1688)
  store ptr %1689, ptr %447, align 8
  %1690 = load ptr, ptr %447, align 8
  call void @llvm.prefetch.p0(ptr %1690, i32 0, i32 3, i32 1)
  %1691 = load ptr, ptr %447, align 8
  %1692 = getelementptr inbounds i8, ptr %1691, i64 64
  call void @llvm.prefetch.p0(ptr %1692, i32 0, i32 3, i32 1)
  %1693 = load i64, ptr %442, align 8
  %1694 = getelementptr inbounds %struct.seq_t, ptr %515, i32 0, i32 1
  %1695 = load i64, ptr %1694, align 8
  %1696 = add i64 %1693, %1695
  store i64 %1696, ptr %512, align 8
  %1697 = load i32, ptr %511, align 4
  %1698 = sext i32 %1697 to i64
  %1699 = getelementptr inbounds [8 x %struct.seq_t], ptr %508, i64 0, i64 %1698
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1699, ptr align 8 %514, i64 24, i1 false)
  %1700 = load i32, ptr %511, align 4
  %1701 = add nsw i32 %1700, 1
  store i32 %1701, ptr %511, align 4
  br label %642, !llvm.loop !23

1702:                                             ; preds = %642
  br label %1703

1703:                                             ; preds = %4094, %1702
  %1704 = load i32, ptr %511, align 4
  %1705 = load i32, ptr %496, align 4
  %1706 = icmp slt i32 %1704, %1705
  br i1 %1706, label %1707, label %4097

1707:                                             ; preds = %1703
  %1708 = load i32, ptr %497, align 4
  %1709 = load i32, ptr %511, align 4
  %1710 = load i32, ptr %496, align 4
  %1711 = sub nsw i32 %1710, 1
  %1712 = icmp eq i32 %1709, %1711
  %1713 = zext i1 %1712 to i32
  call void @llvm.experimental.noalias.scope.decl(metadata !24)
  store ptr %510, ptr %448, align 8, !noalias !24
  store i32 %1708, ptr %449, align 4, !noalias !24
  store i32 %1713, ptr %450, align 4, !noalias !24
  %1714 = load ptr, ptr %448, align 8, !noalias !24
  %1715 = getelementptr inbounds %struct.seqState_t, ptr %1714, i32 0, i32 1
  %1716 = getelementptr inbounds %struct.ZSTD_fseState, ptr %1715, i32 0, i32 1
  %1717 = load ptr, ptr %1716, align 8, !noalias !24
  %1718 = load ptr, ptr %448, align 8, !noalias !24
  %1719 = getelementptr inbounds %struct.seqState_t, ptr %1718, i32 0, i32 1
  %1720 = load i64, ptr %1719, align 8, !noalias !24
  %1721 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1717, i64 %1720
  store ptr %1721, ptr %451, align 8, !noalias !24
  %1722 = load ptr, ptr %448, align 8, !noalias !24
  %1723 = getelementptr inbounds %struct.seqState_t, ptr %1722, i32 0, i32 3
  %1724 = getelementptr inbounds %struct.ZSTD_fseState, ptr %1723, i32 0, i32 1
  %1725 = load ptr, ptr %1724, align 8, !noalias !24
  %1726 = load ptr, ptr %448, align 8, !noalias !24
  %1727 = getelementptr inbounds %struct.seqState_t, ptr %1726, i32 0, i32 3
  %1728 = load i64, ptr %1727, align 8, !noalias !24
  %1729 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1725, i64 %1728
  store ptr %1729, ptr %452, align 8, !noalias !24
  %1730 = load ptr, ptr %448, align 8, !noalias !24
  %1731 = getelementptr inbounds %struct.seqState_t, ptr %1730, i32 0, i32 2
  %1732 = getelementptr inbounds %struct.ZSTD_fseState, ptr %1731, i32 0, i32 1
  %1733 = load ptr, ptr %1732, align 8, !noalias !24
  %1734 = load ptr, ptr %448, align 8, !noalias !24
  %1735 = getelementptr inbounds %struct.seqState_t, ptr %1734, i32 0, i32 2
  %1736 = load i64, ptr %1735, align 8, !noalias !24
  %1737 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1733, i64 %1736
  store ptr %1737, ptr %453, align 8, !noalias !24
  %1738 = load ptr, ptr %452, align 8, !noalias !24
  %1739 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1738, i32 0, i32 3
  %1740 = load i32, ptr %1739, align 4, !noalias !24
  %1741 = zext i32 %1740 to i64
  %1742 = getelementptr inbounds %struct.seq_t, ptr %516, i32 0, i32 1
  store i64 %1741, ptr %1742, align 8, !alias.scope !24
  %1743 = load ptr, ptr %451, align 8, !noalias !24
  %1744 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1743, i32 0, i32 3
  %1745 = load i32, ptr %1744, align 4, !noalias !24
  %1746 = zext i32 %1745 to i64
  store i64 %1746, ptr %516, align 8, !alias.scope !24
  %1747 = load ptr, ptr %453, align 8, !noalias !24
  %1748 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1747, i32 0, i32 3
  %1749 = load i32, ptr %1748, align 4, !noalias !24
  store i32 %1749, ptr %454, align 4, !noalias !24
  %1750 = load ptr, ptr %451, align 8, !noalias !24
  %1751 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1750, i32 0, i32 1
  %1752 = load i8, ptr %1751, align 2, !noalias !24
  store i8 %1752, ptr %455, align 1, !noalias !24
  %1753 = load ptr, ptr %452, align 8, !noalias !24
  %1754 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1753, i32 0, i32 1
  %1755 = load i8, ptr %1754, align 2, !noalias !24
  store i8 %1755, ptr %456, align 1, !noalias !24
  %1756 = load ptr, ptr %453, align 8, !noalias !24
  %1757 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1756, i32 0, i32 1
  %1758 = load i8, ptr %1757, align 2, !noalias !24
  store i8 %1758, ptr %457, align 1, !noalias !24
  %1759 = load i8, ptr %455, align 1, !noalias !24
  %1760 = zext i8 %1759 to i32
  %1761 = load i8, ptr %456, align 1, !noalias !24
  %1762 = zext i8 %1761 to i32
  %1763 = add nsw i32 %1760, %1762
  %1764 = load i8, ptr %457, align 1, !noalias !24
  %1765 = zext i8 %1764 to i32
  %1766 = add nsw i32 %1763, %1765
  %1767 = trunc i32 %1766 to i8
  store i8 %1767, ptr %458, align 1, !noalias !24
  %1768 = load ptr, ptr %451, align 8, !noalias !24
  %1769 = load i16, ptr %1768, align 4, !noalias !24
  store i16 %1769, ptr %459, align 2, !noalias !24
  %1770 = load ptr, ptr %452, align 8, !noalias !24
  %1771 = load i16, ptr %1770, align 4, !noalias !24
  store i16 %1771, ptr %460, align 2, !noalias !24
  %1772 = load ptr, ptr %453, align 8, !noalias !24
  %1773 = load i16, ptr %1772, align 4, !noalias !24
  store i16 %1773, ptr %461, align 2, !noalias !24
  %1774 = load ptr, ptr %451, align 8, !noalias !24
  %1775 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1774, i32 0, i32 2
  %1776 = load i8, ptr %1775, align 1, !noalias !24
  %1777 = zext i8 %1776 to i32
  store i32 %1777, ptr %462, align 4, !noalias !24
  %1778 = load ptr, ptr %452, align 8, !noalias !24
  %1779 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1778, i32 0, i32 2
  %1780 = load i8, ptr %1779, align 1, !noalias !24
  %1781 = zext i8 %1780 to i32
  store i32 %1781, ptr %463, align 4, !noalias !24
  %1782 = load ptr, ptr %453, align 8, !noalias !24
  %1783 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %1782, i32 0, i32 2
  %1784 = load i8, ptr %1783, align 1, !noalias !24
  %1785 = zext i8 %1784 to i32
  store i32 %1785, ptr %464, align 4, !noalias !24
  %1786 = load i8, ptr %457, align 1, !noalias !24
  %1787 = zext i8 %1786 to i32
  %1788 = icmp sgt i32 %1787, 1
  br i1 %1788, label %1789, label %2016

1789:                                             ; preds = %1707
  %1790 = call i32 @MEM_32bits(), !noalias !24
  %1791 = icmp ne i32 %1790, 0
  br i1 %1791, label %1792, label %1900

1792:                                             ; preds = %1789
  %1793 = load i32, ptr %449, align 4, !noalias !24
  %1794 = icmp ne i32 %1793, 0
  br i1 %1794, label %1795, label %1900

1795:                                             ; preds = %1792
  %1796 = load i8, ptr %457, align 1, !noalias !24
  %1797 = zext i8 %1796 to i32
  %1798 = icmp sge i32 %1797, 25
  br i1 %1798, label %1799, label %1900

1799:                                             ; preds = %1795
  store i32 5, ptr %466, align 4, !noalias !24
  %1800 = load i32, ptr %454, align 4, !noalias !24
  %1801 = zext i32 %1800 to i64
  %1802 = load ptr, ptr %448, align 8, !noalias !24
  %1803 = load i8, ptr %457, align 1, !noalias !24
  %1804 = zext i8 %1803 to i32
  %1805 = sub i32 %1804, 5
  %1806 = call i64 @BIT_readBitsFast(ptr noundef %1802, i32 noundef %1805), !noalias !24
  %1807 = shl i64 %1806, 5
  %1808 = add i64 %1801, %1807
  store i64 %1808, ptr %465, align 8, !noalias !24
  %1809 = load ptr, ptr %448, align 8, !noalias !24
  store ptr %1809, ptr %325, align 8, !noalias !24
  %1810 = load ptr, ptr %325, align 8, !noalias !24
  %1811 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1810, i32 0, i32 1
  %1812 = load i32, ptr %1811, align 8, !noalias !24
  %1813 = zext i32 %1812 to i64
  %1814 = icmp ugt i64 %1813, 64
  %1815 = zext i1 %1814 to i32
  %1816 = sext i32 %1815 to i64
  br i1 %1814, label %1817, label %1820

1817:                                             ; preds = %1799
  %1818 = load ptr, ptr %325, align 8, !noalias !24
  %1819 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1818, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1819, align 8, !noalias !24
  store i32 3, ptr %324, align 4, !noalias !24
  br label %1894

1820:                                             ; preds = %1799
  %1821 = load ptr, ptr %325, align 8, !noalias !24
  %1822 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1821, i32 0, i32 2
  %1823 = load ptr, ptr %1822, align 8, !noalias !24
  %1824 = load ptr, ptr %325, align 8, !noalias !24
  %1825 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1824, i32 0, i32 4
  %1826 = load ptr, ptr %1825, align 8, !noalias !24
  %1827 = icmp uge ptr %1823, %1826
  br i1 %1827, label %1828, label %1831

1828:                                             ; preds = %1820
  %1829 = load ptr, ptr %325, align 8, !noalias !24
  %1830 = call i32 @BIT_reloadDStream_internal(ptr noundef %1829), !noalias !24
  store i32 %1830, ptr %324, align 4, !noalias !24
  br label %1894

1831:                                             ; preds = %1820
  %1832 = load ptr, ptr %325, align 8, !noalias !24
  %1833 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1832, i32 0, i32 2
  %1834 = load ptr, ptr %1833, align 8, !noalias !24
  %1835 = load ptr, ptr %325, align 8, !noalias !24
  %1836 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1835, i32 0, i32 3
  %1837 = load ptr, ptr %1836, align 8, !noalias !24
  %1838 = icmp eq ptr %1834, %1837
  br i1 %1838, label %1839, label %1847

1839:                                             ; preds = %1831
  %1840 = load ptr, ptr %325, align 8, !noalias !24
  %1841 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1840, i32 0, i32 1
  %1842 = load i32, ptr %1841, align 8, !noalias !24
  %1843 = zext i32 %1842 to i64
  %1844 = icmp ult i64 %1843, 64
  br i1 %1844, label %1845, label %1846

1845:                                             ; preds = %1839
  store i32 1, ptr %324, align 4, !noalias !24
  br label %1894

1846:                                             ; preds = %1839
  store i32 2, ptr %324, align 4, !noalias !24
  br label %1894

1847:                                             ; preds = %1831
  %1848 = load ptr, ptr %325, align 8, !noalias !24
  %1849 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1848, i32 0, i32 1
  %1850 = load i32, ptr %1849, align 8, !noalias !24
  %1851 = lshr i32 %1850, 3
  store i32 %1851, ptr %326, align 4, !noalias !24
  store i32 0, ptr %327, align 4, !noalias !24
  %1852 = load ptr, ptr %325, align 8, !noalias !24
  %1853 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1852, i32 0, i32 2
  %1854 = load ptr, ptr %1853, align 8, !noalias !24
  %1855 = load i32, ptr %326, align 4, !noalias !24
  %1856 = zext i32 %1855 to i64
  %1857 = sub i64 0, %1856
  %1858 = getelementptr inbounds i8, ptr %1854, i64 %1857
  %1859 = load ptr, ptr %325, align 8, !noalias !24
  %1860 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1859, i32 0, i32 3
  %1861 = load ptr, ptr %1860, align 8, !noalias !24
  %1862 = icmp ult ptr %1858, %1861
  br i1 %1862, label %1863, label %1874

1863:                                             ; preds = %1847
  %1864 = load ptr, ptr %325, align 8, !noalias !24
  %1865 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1864, i32 0, i32 2
  %1866 = load ptr, ptr %1865, align 8, !noalias !24
  %1867 = load ptr, ptr %325, align 8, !noalias !24
  %1868 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1867, i32 0, i32 3
  %1869 = load ptr, ptr %1868, align 8, !noalias !24
  %1870 = ptrtoint ptr %1866 to i64
  %1871 = ptrtoint ptr %1869 to i64
  %1872 = sub i64 %1870, %1871
  %1873 = trunc i64 %1872 to i32
  store i32 %1873, ptr %326, align 4, !noalias !24
  store i32 1, ptr %327, align 4, !noalias !24
  br label %1874

1874:                                             ; preds = %1863, %1847
  %1875 = load i32, ptr %326, align 4, !noalias !24
  %1876 = load ptr, ptr %325, align 8, !noalias !24
  %1877 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1876, i32 0, i32 2
  %1878 = load ptr, ptr %1877, align 8, !noalias !24
  %1879 = zext i32 %1875 to i64
  %1880 = sub i64 0, %1879
  %1881 = getelementptr inbounds i8, ptr %1878, i64 %1880
  store ptr %1881, ptr %1877, align 8, !noalias !24
  %1882 = load i32, ptr %326, align 4, !noalias !24
  %1883 = mul i32 %1882, 8
  %1884 = load ptr, ptr %325, align 8, !noalias !24
  %1885 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1884, i32 0, i32 1
  %1886 = load i32, ptr %1885, align 8, !noalias !24
  %1887 = sub i32 %1886, %1883
  store i32 %1887, ptr %1885, align 8, !noalias !24
  %1888 = load ptr, ptr %325, align 8, !noalias !24
  %1889 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1888, i32 0, i32 2
  %1890 = load ptr, ptr %1889, align 8, !noalias !24
  %1891 = call i64 @MEM_readLEST(ptr noundef %1890), !noalias !24
  %1892 = load ptr, ptr %325, align 8, !noalias !24
  store i64 %1891, ptr %1892, align 8, !noalias !24
  %1893 = load i32, ptr %327, align 4, !noalias !24
  store i32 %1893, ptr %324, align 4, !noalias !24
  br label %1894

1894:                                             ; preds = %1817, %1828, %1845, %1846, %1874
  %1895 = load i32, ptr %324, align 4, !noalias !24
  %1896 = load ptr, ptr %448, align 8, !noalias !24
  %1897 = call i64 @BIT_readBitsFast(ptr noundef %1896, i32 noundef 5), !noalias !24
  %1898 = load i64, ptr %465, align 8, !noalias !24
  %1899 = add i64 %1898, %1897
  store i64 %1899, ptr %465, align 8, !noalias !24
  br label %1999

1900:                                             ; preds = %1795, %1792, %1789
  %1901 = load i32, ptr %454, align 4, !noalias !24
  %1902 = zext i32 %1901 to i64
  %1903 = load ptr, ptr %448, align 8, !noalias !24
  %1904 = load i8, ptr %457, align 1, !noalias !24
  %1905 = zext i8 %1904 to i32
  %1906 = call i64 @BIT_readBitsFast(ptr noundef %1903, i32 noundef %1905), !noalias !24
  %1907 = add i64 %1902, %1906
  store i64 %1907, ptr %465, align 8, !noalias !24
  %1908 = call i32 @MEM_32bits(), !noalias !24
  %1909 = icmp ne i32 %1908, 0
  br i1 %1909, label %1910, label %1998

1910:                                             ; preds = %1900
  %1911 = load ptr, ptr %448, align 8, !noalias !24
  store ptr %1911, ptr %321, align 8, !noalias !24
  %1912 = load ptr, ptr %321, align 8, !noalias !24
  %1913 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1912, i32 0, i32 1
  %1914 = load i32, ptr %1913, align 8, !noalias !24
  %1915 = zext i32 %1914 to i64
  %1916 = icmp ugt i64 %1915, 64
  %1917 = zext i1 %1916 to i32
  %1918 = sext i32 %1917 to i64
  br i1 %1916, label %1919, label %1922

1919:                                             ; preds = %1910
  %1920 = load ptr, ptr %321, align 8, !noalias !24
  %1921 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1920, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1921, align 8, !noalias !24
  store i32 3, ptr %320, align 4, !noalias !24
  br label %1996

1922:                                             ; preds = %1910
  %1923 = load ptr, ptr %321, align 8, !noalias !24
  %1924 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1923, i32 0, i32 2
  %1925 = load ptr, ptr %1924, align 8, !noalias !24
  %1926 = load ptr, ptr %321, align 8, !noalias !24
  %1927 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1926, i32 0, i32 4
  %1928 = load ptr, ptr %1927, align 8, !noalias !24
  %1929 = icmp uge ptr %1925, %1928
  br i1 %1929, label %1930, label %1933

1930:                                             ; preds = %1922
  %1931 = load ptr, ptr %321, align 8, !noalias !24
  %1932 = call i32 @BIT_reloadDStream_internal(ptr noundef %1931), !noalias !24
  store i32 %1932, ptr %320, align 4, !noalias !24
  br label %1996

1933:                                             ; preds = %1922
  %1934 = load ptr, ptr %321, align 8, !noalias !24
  %1935 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1934, i32 0, i32 2
  %1936 = load ptr, ptr %1935, align 8, !noalias !24
  %1937 = load ptr, ptr %321, align 8, !noalias !24
  %1938 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1937, i32 0, i32 3
  %1939 = load ptr, ptr %1938, align 8, !noalias !24
  %1940 = icmp eq ptr %1936, %1939
  br i1 %1940, label %1941, label %1949

1941:                                             ; preds = %1933
  %1942 = load ptr, ptr %321, align 8, !noalias !24
  %1943 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1942, i32 0, i32 1
  %1944 = load i32, ptr %1943, align 8, !noalias !24
  %1945 = zext i32 %1944 to i64
  %1946 = icmp ult i64 %1945, 64
  br i1 %1946, label %1947, label %1948

1947:                                             ; preds = %1941
  store i32 1, ptr %320, align 4, !noalias !24
  br label %1996

1948:                                             ; preds = %1941
  store i32 2, ptr %320, align 4, !noalias !24
  br label %1996

1949:                                             ; preds = %1933
  %1950 = load ptr, ptr %321, align 8, !noalias !24
  %1951 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1950, i32 0, i32 1
  %1952 = load i32, ptr %1951, align 8, !noalias !24
  %1953 = lshr i32 %1952, 3
  store i32 %1953, ptr %322, align 4, !noalias !24
  store i32 0, ptr %323, align 4, !noalias !24
  %1954 = load ptr, ptr %321, align 8, !noalias !24
  %1955 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1954, i32 0, i32 2
  %1956 = load ptr, ptr %1955, align 8, !noalias !24
  %1957 = load i32, ptr %322, align 4, !noalias !24
  %1958 = zext i32 %1957 to i64
  %1959 = sub i64 0, %1958
  %1960 = getelementptr inbounds i8, ptr %1956, i64 %1959
  %1961 = load ptr, ptr %321, align 8, !noalias !24
  %1962 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1961, i32 0, i32 3
  %1963 = load ptr, ptr %1962, align 8, !noalias !24
  %1964 = icmp ult ptr %1960, %1963
  br i1 %1964, label %1965, label %1976

1965:                                             ; preds = %1949
  %1966 = load ptr, ptr %321, align 8, !noalias !24
  %1967 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1966, i32 0, i32 2
  %1968 = load ptr, ptr %1967, align 8, !noalias !24
  %1969 = load ptr, ptr %321, align 8, !noalias !24
  %1970 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1969, i32 0, i32 3
  %1971 = load ptr, ptr %1970, align 8, !noalias !24
  %1972 = ptrtoint ptr %1968 to i64
  %1973 = ptrtoint ptr %1971 to i64
  %1974 = sub i64 %1972, %1973
  %1975 = trunc i64 %1974 to i32
  store i32 %1975, ptr %322, align 4, !noalias !24
  store i32 1, ptr %323, align 4, !noalias !24
  br label %1976

1976:                                             ; preds = %1965, %1949
  %1977 = load i32, ptr %322, align 4, !noalias !24
  %1978 = load ptr, ptr %321, align 8, !noalias !24
  %1979 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1978, i32 0, i32 2
  %1980 = load ptr, ptr %1979, align 8, !noalias !24
  %1981 = zext i32 %1977 to i64
  %1982 = sub i64 0, %1981
  %1983 = getelementptr inbounds i8, ptr %1980, i64 %1982
  store ptr %1983, ptr %1979, align 8, !noalias !24
  %1984 = load i32, ptr %322, align 4, !noalias !24
  %1985 = mul i32 %1984, 8
  %1986 = load ptr, ptr %321, align 8, !noalias !24
  %1987 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1986, i32 0, i32 1
  %1988 = load i32, ptr %1987, align 8, !noalias !24
  %1989 = sub i32 %1988, %1985
  store i32 %1989, ptr %1987, align 8, !noalias !24
  %1990 = load ptr, ptr %321, align 8, !noalias !24
  %1991 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1990, i32 0, i32 2
  %1992 = load ptr, ptr %1991, align 8, !noalias !24
  %1993 = call i64 @MEM_readLEST(ptr noundef %1992), !noalias !24
  %1994 = load ptr, ptr %321, align 8, !noalias !24
  store i64 %1993, ptr %1994, align 8, !noalias !24
  %1995 = load i32, ptr %323, align 4, !noalias !24
  store i32 %1995, ptr %320, align 4, !noalias !24
  br label %1996

1996:                                             ; preds = %1919, %1930, %1947, %1948, %1976
  %1997 = load i32, ptr %320, align 4, !noalias !24
  br label %1998

1998:                                             ; preds = %1996, %1900
  br label %1999

1999:                                             ; preds = %1998, %1894
  %2000 = load ptr, ptr %448, align 8, !noalias !24
  %2001 = getelementptr inbounds %struct.seqState_t, ptr %2000, i32 0, i32 4
  %2002 = getelementptr inbounds [3 x i64], ptr %2001, i64 0, i64 1
  %2003 = load i64, ptr %2002, align 8, !noalias !24
  %2004 = load ptr, ptr %448, align 8, !noalias !24
  %2005 = getelementptr inbounds %struct.seqState_t, ptr %2004, i32 0, i32 4
  %2006 = getelementptr inbounds [3 x i64], ptr %2005, i64 0, i64 2
  store i64 %2003, ptr %2006, align 8, !noalias !24
  %2007 = load ptr, ptr %448, align 8, !noalias !24
  %2008 = getelementptr inbounds %struct.seqState_t, ptr %2007, i32 0, i32 4
  %2009 = load i64, ptr %2008, align 8, !noalias !24
  %2010 = load ptr, ptr %448, align 8, !noalias !24
  %2011 = getelementptr inbounds %struct.seqState_t, ptr %2010, i32 0, i32 4
  %2012 = getelementptr inbounds [3 x i64], ptr %2011, i64 0, i64 1
  store i64 %2009, ptr %2012, align 8, !noalias !24
  %2013 = load i64, ptr %465, align 8, !noalias !24
  %2014 = load ptr, ptr %448, align 8, !noalias !24
  %2015 = getelementptr inbounds %struct.seqState_t, ptr %2014, i32 0, i32 4
  store i64 %2013, ptr %2015, align 8, !noalias !24
  br label %2100

2016:                                             ; preds = %1707
  %2017 = load ptr, ptr %451, align 8, !noalias !24
  %2018 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2017, i32 0, i32 3
  %2019 = load i32, ptr %2018, align 4, !noalias !24
  %2020 = icmp eq i32 %2019, 0
  %2021 = zext i1 %2020 to i32
  store i32 %2021, ptr %467, align 4, !noalias !24
  %2022 = load i8, ptr %457, align 1, !noalias !24
  %2023 = zext i8 %2022 to i32
  %2024 = icmp eq i32 %2023, 0
  %2025 = zext i1 %2024 to i32
  %2026 = sext i32 %2025 to i64
  br i1 %2024, label %2027, label %2049

2027:                                             ; preds = %2016
  %2028 = load ptr, ptr %448, align 8, !noalias !24
  %2029 = getelementptr inbounds %struct.seqState_t, ptr %2028, i32 0, i32 4
  %2030 = load i32, ptr %467, align 4, !noalias !24
  %2031 = zext i32 %2030 to i64
  %2032 = getelementptr inbounds [3 x i64], ptr %2029, i64 0, i64 %2031
  %2033 = load i64, ptr %2032, align 8, !noalias !24
  store i64 %2033, ptr %465, align 8, !noalias !24
  %2034 = load ptr, ptr %448, align 8, !noalias !24
  %2035 = getelementptr inbounds %struct.seqState_t, ptr %2034, i32 0, i32 4
  %2036 = load i32, ptr %467, align 4, !noalias !24
  %2037 = icmp ne i32 %2036, 0
  %2038 = xor i1 %2037, true
  %2039 = zext i1 %2038 to i32
  %2040 = sext i32 %2039 to i64
  %2041 = getelementptr inbounds [3 x i64], ptr %2035, i64 0, i64 %2040
  %2042 = load i64, ptr %2041, align 8, !noalias !24
  %2043 = load ptr, ptr %448, align 8, !noalias !24
  %2044 = getelementptr inbounds %struct.seqState_t, ptr %2043, i32 0, i32 4
  %2045 = getelementptr inbounds [3 x i64], ptr %2044, i64 0, i64 1
  store i64 %2042, ptr %2045, align 8, !noalias !24
  %2046 = load i64, ptr %465, align 8, !noalias !24
  %2047 = load ptr, ptr %448, align 8, !noalias !24
  %2048 = getelementptr inbounds %struct.seqState_t, ptr %2047, i32 0, i32 4
  store i64 %2046, ptr %2048, align 8, !noalias !24
  br label %2099

2049:                                             ; preds = %2016
  %2050 = load i32, ptr %454, align 4, !noalias !24
  %2051 = load i32, ptr %467, align 4, !noalias !24
  %2052 = add i32 %2050, %2051
  %2053 = zext i32 %2052 to i64
  %2054 = load ptr, ptr %448, align 8, !noalias !24
  %2055 = call i64 @BIT_readBitsFast(ptr noundef %2054, i32 noundef 1), !noalias !24
  %2056 = add i64 %2053, %2055
  store i64 %2056, ptr %465, align 8, !noalias !24
  %2057 = load i64, ptr %465, align 8, !noalias !24
  %2058 = icmp eq i64 %2057, 3
  br i1 %2058, label %2059, label %2064

2059:                                             ; preds = %2049
  %2060 = load ptr, ptr %448, align 8, !noalias !24
  %2061 = getelementptr inbounds %struct.seqState_t, ptr %2060, i32 0, i32 4
  %2062 = load i64, ptr %2061, align 8, !noalias !24
  %2063 = sub i64 %2062, 1
  br label %2070

2064:                                             ; preds = %2049
  %2065 = load ptr, ptr %448, align 8, !noalias !24
  %2066 = getelementptr inbounds %struct.seqState_t, ptr %2065, i32 0, i32 4
  %2067 = load i64, ptr %465, align 8, !noalias !24
  %2068 = getelementptr inbounds [3 x i64], ptr %2066, i64 0, i64 %2067
  %2069 = load i64, ptr %2068, align 8, !noalias !24
  br label %2070

2070:                                             ; preds = %2064, %2059
  %2071 = phi i64 [ %2063, %2059 ], [ %2069, %2064 ]
  store i64 %2071, ptr %468, align 8, !noalias !24
  %2072 = load i64, ptr %468, align 8, !noalias !24
  %2073 = icmp ne i64 %2072, 0
  %2074 = xor i1 %2073, true
  %2075 = zext i1 %2074 to i32
  %2076 = sext i32 %2075 to i64
  %2077 = load i64, ptr %468, align 8, !noalias !24
  %2078 = sub i64 %2077, %2076
  store i64 %2078, ptr %468, align 8, !noalias !24
  %2079 = load i64, ptr %465, align 8, !noalias !24
  %2080 = icmp ne i64 %2079, 1
  br i1 %2080, label %2081, label %2089

2081:                                             ; preds = %2070
  %2082 = load ptr, ptr %448, align 8, !noalias !24
  %2083 = getelementptr inbounds %struct.seqState_t, ptr %2082, i32 0, i32 4
  %2084 = getelementptr inbounds [3 x i64], ptr %2083, i64 0, i64 1
  %2085 = load i64, ptr %2084, align 8, !noalias !24
  %2086 = load ptr, ptr %448, align 8, !noalias !24
  %2087 = getelementptr inbounds %struct.seqState_t, ptr %2086, i32 0, i32 4
  %2088 = getelementptr inbounds [3 x i64], ptr %2087, i64 0, i64 2
  store i64 %2085, ptr %2088, align 8, !noalias !24
  br label %2089

2089:                                             ; preds = %2081, %2070
  %2090 = load ptr, ptr %448, align 8, !noalias !24
  %2091 = getelementptr inbounds %struct.seqState_t, ptr %2090, i32 0, i32 4
  %2092 = load i64, ptr %2091, align 8, !noalias !24
  %2093 = load ptr, ptr %448, align 8, !noalias !24
  %2094 = getelementptr inbounds %struct.seqState_t, ptr %2093, i32 0, i32 4
  %2095 = getelementptr inbounds [3 x i64], ptr %2094, i64 0, i64 1
  store i64 %2092, ptr %2095, align 8, !noalias !24
  %2096 = load i64, ptr %468, align 8, !noalias !24
  store i64 %2096, ptr %465, align 8, !noalias !24
  %2097 = load ptr, ptr %448, align 8, !noalias !24
  %2098 = getelementptr inbounds %struct.seqState_t, ptr %2097, i32 0, i32 4
  store i64 %2096, ptr %2098, align 8, !noalias !24
  br label %2099

2099:                                             ; preds = %2089, %2027
  br label %2100

2100:                                             ; preds = %2099, %1999
  %2101 = load i64, ptr %465, align 8, !noalias !24
  %2102 = getelementptr inbounds %struct.seq_t, ptr %516, i32 0, i32 2
  store i64 %2101, ptr %2102, align 8, !alias.scope !24
  %2103 = load i8, ptr %456, align 1, !noalias !24
  %2104 = zext i8 %2103 to i32
  %2105 = icmp sgt i32 %2104, 0
  br i1 %2105, label %2106, label %2114

2106:                                             ; preds = %2100
  %2107 = load ptr, ptr %448, align 8, !noalias !24
  %2108 = load i8, ptr %456, align 1, !noalias !24
  %2109 = zext i8 %2108 to i32
  %2110 = call i64 @BIT_readBitsFast(ptr noundef %2107, i32 noundef %2109), !noalias !24
  %2111 = getelementptr inbounds %struct.seq_t, ptr %516, i32 0, i32 1
  %2112 = load i64, ptr %2111, align 8, !alias.scope !24
  %2113 = add i64 %2112, %2110
  store i64 %2113, ptr %2111, align 8, !alias.scope !24
  br label %2114

2114:                                             ; preds = %2106, %2100
  %2115 = call i32 @MEM_32bits(), !noalias !24
  %2116 = icmp ne i32 %2115, 0
  br i1 %2116, label %2117, label %2212

2117:                                             ; preds = %2114
  %2118 = load i8, ptr %456, align 1, !noalias !24
  %2119 = zext i8 %2118 to i32
  %2120 = load i8, ptr %455, align 1, !noalias !24
  %2121 = zext i8 %2120 to i32
  %2122 = add nsw i32 %2119, %2121
  %2123 = icmp sge i32 %2122, 20
  br i1 %2123, label %2124, label %2212

2124:                                             ; preds = %2117
  %2125 = load ptr, ptr %448, align 8, !noalias !24
  store ptr %2125, ptr %317, align 8, !noalias !24
  %2126 = load ptr, ptr %317, align 8, !noalias !24
  %2127 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2126, i32 0, i32 1
  %2128 = load i32, ptr %2127, align 8, !noalias !24
  %2129 = zext i32 %2128 to i64
  %2130 = icmp ugt i64 %2129, 64
  %2131 = zext i1 %2130 to i32
  %2132 = sext i32 %2131 to i64
  br i1 %2130, label %2133, label %2136

2133:                                             ; preds = %2124
  %2134 = load ptr, ptr %317, align 8, !noalias !24
  %2135 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2134, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2135, align 8, !noalias !24
  store i32 3, ptr %316, align 4, !noalias !24
  br label %2210

2136:                                             ; preds = %2124
  %2137 = load ptr, ptr %317, align 8, !noalias !24
  %2138 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2137, i32 0, i32 2
  %2139 = load ptr, ptr %2138, align 8, !noalias !24
  %2140 = load ptr, ptr %317, align 8, !noalias !24
  %2141 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2140, i32 0, i32 4
  %2142 = load ptr, ptr %2141, align 8, !noalias !24
  %2143 = icmp uge ptr %2139, %2142
  br i1 %2143, label %2144, label %2147

2144:                                             ; preds = %2136
  %2145 = load ptr, ptr %317, align 8, !noalias !24
  %2146 = call i32 @BIT_reloadDStream_internal(ptr noundef %2145), !noalias !24
  store i32 %2146, ptr %316, align 4, !noalias !24
  br label %2210

2147:                                             ; preds = %2136
  %2148 = load ptr, ptr %317, align 8, !noalias !24
  %2149 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2148, i32 0, i32 2
  %2150 = load ptr, ptr %2149, align 8, !noalias !24
  %2151 = load ptr, ptr %317, align 8, !noalias !24
  %2152 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2151, i32 0, i32 3
  %2153 = load ptr, ptr %2152, align 8, !noalias !24
  %2154 = icmp eq ptr %2150, %2153
  br i1 %2154, label %2155, label %2163

2155:                                             ; preds = %2147
  %2156 = load ptr, ptr %317, align 8, !noalias !24
  %2157 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2156, i32 0, i32 1
  %2158 = load i32, ptr %2157, align 8, !noalias !24
  %2159 = zext i32 %2158 to i64
  %2160 = icmp ult i64 %2159, 64
  br i1 %2160, label %2161, label %2162

2161:                                             ; preds = %2155
  store i32 1, ptr %316, align 4, !noalias !24
  br label %2210

2162:                                             ; preds = %2155
  store i32 2, ptr %316, align 4, !noalias !24
  br label %2210

2163:                                             ; preds = %2147
  %2164 = load ptr, ptr %317, align 8, !noalias !24
  %2165 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2164, i32 0, i32 1
  %2166 = load i32, ptr %2165, align 8, !noalias !24
  %2167 = lshr i32 %2166, 3
  store i32 %2167, ptr %318, align 4, !noalias !24
  store i32 0, ptr %319, align 4, !noalias !24
  %2168 = load ptr, ptr %317, align 8, !noalias !24
  %2169 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2168, i32 0, i32 2
  %2170 = load ptr, ptr %2169, align 8, !noalias !24
  %2171 = load i32, ptr %318, align 4, !noalias !24
  %2172 = zext i32 %2171 to i64
  %2173 = sub i64 0, %2172
  %2174 = getelementptr inbounds i8, ptr %2170, i64 %2173
  %2175 = load ptr, ptr %317, align 8, !noalias !24
  %2176 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2175, i32 0, i32 3
  %2177 = load ptr, ptr %2176, align 8, !noalias !24
  %2178 = icmp ult ptr %2174, %2177
  br i1 %2178, label %2179, label %2190

2179:                                             ; preds = %2163
  %2180 = load ptr, ptr %317, align 8, !noalias !24
  %2181 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2180, i32 0, i32 2
  %2182 = load ptr, ptr %2181, align 8, !noalias !24
  %2183 = load ptr, ptr %317, align 8, !noalias !24
  %2184 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2183, i32 0, i32 3
  %2185 = load ptr, ptr %2184, align 8, !noalias !24
  %2186 = ptrtoint ptr %2182 to i64
  %2187 = ptrtoint ptr %2185 to i64
  %2188 = sub i64 %2186, %2187
  %2189 = trunc i64 %2188 to i32
  store i32 %2189, ptr %318, align 4, !noalias !24
  store i32 1, ptr %319, align 4, !noalias !24
  br label %2190

2190:                                             ; preds = %2179, %2163
  %2191 = load i32, ptr %318, align 4, !noalias !24
  %2192 = load ptr, ptr %317, align 8, !noalias !24
  %2193 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2192, i32 0, i32 2
  %2194 = load ptr, ptr %2193, align 8, !noalias !24
  %2195 = zext i32 %2191 to i64
  %2196 = sub i64 0, %2195
  %2197 = getelementptr inbounds i8, ptr %2194, i64 %2196
  store ptr %2197, ptr %2193, align 8, !noalias !24
  %2198 = load i32, ptr %318, align 4, !noalias !24
  %2199 = mul i32 %2198, 8
  %2200 = load ptr, ptr %317, align 8, !noalias !24
  %2201 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2200, i32 0, i32 1
  %2202 = load i32, ptr %2201, align 8, !noalias !24
  %2203 = sub i32 %2202, %2199
  store i32 %2203, ptr %2201, align 8, !noalias !24
  %2204 = load ptr, ptr %317, align 8, !noalias !24
  %2205 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2204, i32 0, i32 2
  %2206 = load ptr, ptr %2205, align 8, !noalias !24
  %2207 = call i64 @MEM_readLEST(ptr noundef %2206), !noalias !24
  %2208 = load ptr, ptr %317, align 8, !noalias !24
  store i64 %2207, ptr %2208, align 8, !noalias !24
  %2209 = load i32, ptr %319, align 4, !noalias !24
  store i32 %2209, ptr %316, align 4, !noalias !24
  br label %2210

2210:                                             ; preds = %2133, %2144, %2161, %2162, %2190
  %2211 = load i32, ptr %316, align 4, !noalias !24
  br label %2212

2212:                                             ; preds = %2210, %2117, %2114
  %2213 = call i32 @MEM_64bits(), !noalias !24
  %2214 = icmp ne i32 %2213, 0
  br i1 %2214, label %2215, label %2309

2215:                                             ; preds = %2212
  %2216 = load i8, ptr %458, align 1, !noalias !24
  %2217 = zext i8 %2216 to i32
  %2218 = icmp sge i32 %2217, 31
  %2219 = zext i1 %2218 to i32
  %2220 = sext i32 %2219 to i64
  br i1 %2218, label %2221, label %2309

2221:                                             ; preds = %2215
  %2222 = load ptr, ptr %448, align 8, !noalias !24
  store ptr %2222, ptr %313, align 8, !noalias !24
  %2223 = load ptr, ptr %313, align 8, !noalias !24
  %2224 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2223, i32 0, i32 1
  %2225 = load i32, ptr %2224, align 8, !noalias !24
  %2226 = zext i32 %2225 to i64
  %2227 = icmp ugt i64 %2226, 64
  %2228 = zext i1 %2227 to i32
  %2229 = sext i32 %2228 to i64
  br i1 %2227, label %2230, label %2233

2230:                                             ; preds = %2221
  %2231 = load ptr, ptr %313, align 8, !noalias !24
  %2232 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2231, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2232, align 8, !noalias !24
  store i32 3, ptr %312, align 4, !noalias !24
  br label %2307

2233:                                             ; preds = %2221
  %2234 = load ptr, ptr %313, align 8, !noalias !24
  %2235 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2234, i32 0, i32 2
  %2236 = load ptr, ptr %2235, align 8, !noalias !24
  %2237 = load ptr, ptr %313, align 8, !noalias !24
  %2238 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2237, i32 0, i32 4
  %2239 = load ptr, ptr %2238, align 8, !noalias !24
  %2240 = icmp uge ptr %2236, %2239
  br i1 %2240, label %2241, label %2244

2241:                                             ; preds = %2233
  %2242 = load ptr, ptr %313, align 8, !noalias !24
  %2243 = call i32 @BIT_reloadDStream_internal(ptr noundef %2242), !noalias !24
  store i32 %2243, ptr %312, align 4, !noalias !24
  br label %2307

2244:                                             ; preds = %2233
  %2245 = load ptr, ptr %313, align 8, !noalias !24
  %2246 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2245, i32 0, i32 2
  %2247 = load ptr, ptr %2246, align 8, !noalias !24
  %2248 = load ptr, ptr %313, align 8, !noalias !24
  %2249 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2248, i32 0, i32 3
  %2250 = load ptr, ptr %2249, align 8, !noalias !24
  %2251 = icmp eq ptr %2247, %2250
  br i1 %2251, label %2252, label %2260

2252:                                             ; preds = %2244
  %2253 = load ptr, ptr %313, align 8, !noalias !24
  %2254 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2253, i32 0, i32 1
  %2255 = load i32, ptr %2254, align 8, !noalias !24
  %2256 = zext i32 %2255 to i64
  %2257 = icmp ult i64 %2256, 64
  br i1 %2257, label %2258, label %2259

2258:                                             ; preds = %2252
  store i32 1, ptr %312, align 4, !noalias !24
  br label %2307

2259:                                             ; preds = %2252
  store i32 2, ptr %312, align 4, !noalias !24
  br label %2307

2260:                                             ; preds = %2244
  %2261 = load ptr, ptr %313, align 8, !noalias !24
  %2262 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2261, i32 0, i32 1
  %2263 = load i32, ptr %2262, align 8, !noalias !24
  %2264 = lshr i32 %2263, 3
  store i32 %2264, ptr %314, align 4, !noalias !24
  store i32 0, ptr %315, align 4, !noalias !24
  %2265 = load ptr, ptr %313, align 8, !noalias !24
  %2266 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2265, i32 0, i32 2
  %2267 = load ptr, ptr %2266, align 8, !noalias !24
  %2268 = load i32, ptr %314, align 4, !noalias !24
  %2269 = zext i32 %2268 to i64
  %2270 = sub i64 0, %2269
  %2271 = getelementptr inbounds i8, ptr %2267, i64 %2270
  %2272 = load ptr, ptr %313, align 8, !noalias !24
  %2273 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2272, i32 0, i32 3
  %2274 = load ptr, ptr %2273, align 8, !noalias !24
  %2275 = icmp ult ptr %2271, %2274
  br i1 %2275, label %2276, label %2287

2276:                                             ; preds = %2260
  %2277 = load ptr, ptr %313, align 8, !noalias !24
  %2278 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2277, i32 0, i32 2
  %2279 = load ptr, ptr %2278, align 8, !noalias !24
  %2280 = load ptr, ptr %313, align 8, !noalias !24
  %2281 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2280, i32 0, i32 3
  %2282 = load ptr, ptr %2281, align 8, !noalias !24
  %2283 = ptrtoint ptr %2279 to i64
  %2284 = ptrtoint ptr %2282 to i64
  %2285 = sub i64 %2283, %2284
  %2286 = trunc i64 %2285 to i32
  store i32 %2286, ptr %314, align 4, !noalias !24
  store i32 1, ptr %315, align 4, !noalias !24
  br label %2287

2287:                                             ; preds = %2276, %2260
  %2288 = load i32, ptr %314, align 4, !noalias !24
  %2289 = load ptr, ptr %313, align 8, !noalias !24
  %2290 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2289, i32 0, i32 2
  %2291 = load ptr, ptr %2290, align 8, !noalias !24
  %2292 = zext i32 %2288 to i64
  %2293 = sub i64 0, %2292
  %2294 = getelementptr inbounds i8, ptr %2291, i64 %2293
  store ptr %2294, ptr %2290, align 8, !noalias !24
  %2295 = load i32, ptr %314, align 4, !noalias !24
  %2296 = mul i32 %2295, 8
  %2297 = load ptr, ptr %313, align 8, !noalias !24
  %2298 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2297, i32 0, i32 1
  %2299 = load i32, ptr %2298, align 8, !noalias !24
  %2300 = sub i32 %2299, %2296
  store i32 %2300, ptr %2298, align 8, !noalias !24
  %2301 = load ptr, ptr %313, align 8, !noalias !24
  %2302 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2301, i32 0, i32 2
  %2303 = load ptr, ptr %2302, align 8, !noalias !24
  %2304 = call i64 @MEM_readLEST(ptr noundef %2303), !noalias !24
  %2305 = load ptr, ptr %313, align 8, !noalias !24
  store i64 %2304, ptr %2305, align 8, !noalias !24
  %2306 = load i32, ptr %315, align 4, !noalias !24
  store i32 %2306, ptr %312, align 4, !noalias !24
  br label %2307

2307:                                             ; preds = %2230, %2241, %2258, %2259, %2287
  %2308 = load i32, ptr %312, align 4, !noalias !24
  br label %2309

2309:                                             ; preds = %2307, %2215, %2212
  %2310 = load i8, ptr %455, align 1, !noalias !24
  %2311 = zext i8 %2310 to i32
  %2312 = icmp sgt i32 %2311, 0
  br i1 %2312, label %2313, label %2320

2313:                                             ; preds = %2309
  %2314 = load ptr, ptr %448, align 8, !noalias !24
  %2315 = load i8, ptr %455, align 1, !noalias !24
  %2316 = zext i8 %2315 to i32
  %2317 = call i64 @BIT_readBitsFast(ptr noundef %2314, i32 noundef %2316), !noalias !24
  %2318 = load i64, ptr %516, align 8, !alias.scope !24
  %2319 = add i64 %2318, %2317
  store i64 %2319, ptr %516, align 8, !alias.scope !24
  br label %2320

2320:                                             ; preds = %2313, %2309
  %2321 = call i32 @MEM_32bits(), !noalias !24
  %2322 = icmp ne i32 %2321, 0
  br i1 %2322, label %2323, label %2411

2323:                                             ; preds = %2320
  %2324 = load ptr, ptr %448, align 8, !noalias !24
  store ptr %2324, ptr %309, align 8, !noalias !24
  %2325 = load ptr, ptr %309, align 8, !noalias !24
  %2326 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2325, i32 0, i32 1
  %2327 = load i32, ptr %2326, align 8, !noalias !24
  %2328 = zext i32 %2327 to i64
  %2329 = icmp ugt i64 %2328, 64
  %2330 = zext i1 %2329 to i32
  %2331 = sext i32 %2330 to i64
  br i1 %2329, label %2332, label %2335

2332:                                             ; preds = %2323
  %2333 = load ptr, ptr %309, align 8, !noalias !24
  %2334 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2333, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2334, align 8, !noalias !24
  store i32 3, ptr %308, align 4, !noalias !24
  br label %2409

2335:                                             ; preds = %2323
  %2336 = load ptr, ptr %309, align 8, !noalias !24
  %2337 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2336, i32 0, i32 2
  %2338 = load ptr, ptr %2337, align 8, !noalias !24
  %2339 = load ptr, ptr %309, align 8, !noalias !24
  %2340 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2339, i32 0, i32 4
  %2341 = load ptr, ptr %2340, align 8, !noalias !24
  %2342 = icmp uge ptr %2338, %2341
  br i1 %2342, label %2343, label %2346

2343:                                             ; preds = %2335
  %2344 = load ptr, ptr %309, align 8, !noalias !24
  %2345 = call i32 @BIT_reloadDStream_internal(ptr noundef %2344), !noalias !24
  store i32 %2345, ptr %308, align 4, !noalias !24
  br label %2409

2346:                                             ; preds = %2335
  %2347 = load ptr, ptr %309, align 8, !noalias !24
  %2348 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2347, i32 0, i32 2
  %2349 = load ptr, ptr %2348, align 8, !noalias !24
  %2350 = load ptr, ptr %309, align 8, !noalias !24
  %2351 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2350, i32 0, i32 3
  %2352 = load ptr, ptr %2351, align 8, !noalias !24
  %2353 = icmp eq ptr %2349, %2352
  br i1 %2353, label %2354, label %2362

2354:                                             ; preds = %2346
  %2355 = load ptr, ptr %309, align 8, !noalias !24
  %2356 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2355, i32 0, i32 1
  %2357 = load i32, ptr %2356, align 8, !noalias !24
  %2358 = zext i32 %2357 to i64
  %2359 = icmp ult i64 %2358, 64
  br i1 %2359, label %2360, label %2361

2360:                                             ; preds = %2354
  store i32 1, ptr %308, align 4, !noalias !24
  br label %2409

2361:                                             ; preds = %2354
  store i32 2, ptr %308, align 4, !noalias !24
  br label %2409

2362:                                             ; preds = %2346
  %2363 = load ptr, ptr %309, align 8, !noalias !24
  %2364 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2363, i32 0, i32 1
  %2365 = load i32, ptr %2364, align 8, !noalias !24
  %2366 = lshr i32 %2365, 3
  store i32 %2366, ptr %310, align 4, !noalias !24
  store i32 0, ptr %311, align 4, !noalias !24
  %2367 = load ptr, ptr %309, align 8, !noalias !24
  %2368 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2367, i32 0, i32 2
  %2369 = load ptr, ptr %2368, align 8, !noalias !24
  %2370 = load i32, ptr %310, align 4, !noalias !24
  %2371 = zext i32 %2370 to i64
  %2372 = sub i64 0, %2371
  %2373 = getelementptr inbounds i8, ptr %2369, i64 %2372
  %2374 = load ptr, ptr %309, align 8, !noalias !24
  %2375 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2374, i32 0, i32 3
  %2376 = load ptr, ptr %2375, align 8, !noalias !24
  %2377 = icmp ult ptr %2373, %2376
  br i1 %2377, label %2378, label %2389

2378:                                             ; preds = %2362
  %2379 = load ptr, ptr %309, align 8, !noalias !24
  %2380 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2379, i32 0, i32 2
  %2381 = load ptr, ptr %2380, align 8, !noalias !24
  %2382 = load ptr, ptr %309, align 8, !noalias !24
  %2383 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2382, i32 0, i32 3
  %2384 = load ptr, ptr %2383, align 8, !noalias !24
  %2385 = ptrtoint ptr %2381 to i64
  %2386 = ptrtoint ptr %2384 to i64
  %2387 = sub i64 %2385, %2386
  %2388 = trunc i64 %2387 to i32
  store i32 %2388, ptr %310, align 4, !noalias !24
  store i32 1, ptr %311, align 4, !noalias !24
  br label %2389

2389:                                             ; preds = %2378, %2362
  %2390 = load i32, ptr %310, align 4, !noalias !24
  %2391 = load ptr, ptr %309, align 8, !noalias !24
  %2392 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2391, i32 0, i32 2
  %2393 = load ptr, ptr %2392, align 8, !noalias !24
  %2394 = zext i32 %2390 to i64
  %2395 = sub i64 0, %2394
  %2396 = getelementptr inbounds i8, ptr %2393, i64 %2395
  store ptr %2396, ptr %2392, align 8, !noalias !24
  %2397 = load i32, ptr %310, align 4, !noalias !24
  %2398 = mul i32 %2397, 8
  %2399 = load ptr, ptr %309, align 8, !noalias !24
  %2400 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2399, i32 0, i32 1
  %2401 = load i32, ptr %2400, align 8, !noalias !24
  %2402 = sub i32 %2401, %2398
  store i32 %2402, ptr %2400, align 8, !noalias !24
  %2403 = load ptr, ptr %309, align 8, !noalias !24
  %2404 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2403, i32 0, i32 2
  %2405 = load ptr, ptr %2404, align 8, !noalias !24
  %2406 = call i64 @MEM_readLEST(ptr noundef %2405), !noalias !24
  %2407 = load ptr, ptr %309, align 8, !noalias !24
  store i64 %2406, ptr %2407, align 8, !noalias !24
  %2408 = load i32, ptr %311, align 4, !noalias !24
  store i32 %2408, ptr %308, align 4, !noalias !24
  br label %2409

2409:                                             ; preds = %2332, %2343, %2360, %2361, %2389
  %2410 = load i32, ptr %308, align 4, !noalias !24
  br label %2411

2411:                                             ; preds = %2409, %2320
  %2412 = load i32, ptr %450, align 4, !noalias !24
  %2413 = icmp ne i32 %2412, 0
  br i1 %2413, label %2728, label %2414

2414:                                             ; preds = %2411
  %2415 = load ptr, ptr %448, align 8, !noalias !24
  %2416 = getelementptr inbounds %struct.seqState_t, ptr %2415, i32 0, i32 1
  %2417 = load ptr, ptr %448, align 8, !noalias !24
  %2418 = load i16, ptr %459, align 2, !noalias !24
  %2419 = load i32, ptr %462, align 4, !noalias !24
  store ptr %2416, ptr %235, align 8, !noalias !24
  store ptr %2417, ptr %236, align 8, !noalias !24
  store i16 %2418, ptr %237, align 2, !noalias !24
  store i32 %2419, ptr %238, align 4, !noalias !24
  %2420 = load ptr, ptr %236, align 8, !noalias !24
  %2421 = load i32, ptr %238, align 4, !noalias !24
  store ptr %2420, ptr %232, align 8, !noalias !24
  store i32 %2421, ptr %233, align 4, !noalias !24
  %2422 = load ptr, ptr %232, align 8, !noalias !24
  %2423 = load i32, ptr %233, align 4, !noalias !24
  store ptr %2422, ptr %230, align 8, !noalias !24
  store i32 %2423, ptr %231, align 4, !noalias !24
  %2424 = load ptr, ptr %230, align 8, !noalias !24
  %2425 = load i64, ptr %2424, align 8, !noalias !24
  %2426 = load ptr, ptr %230, align 8, !noalias !24
  %2427 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2426, i32 0, i32 1
  %2428 = load i32, ptr %2427, align 8, !noalias !24
  %2429 = zext i32 %2428 to i64
  %2430 = sub i64 64, %2429
  %2431 = load i32, ptr %231, align 4, !noalias !24
  %2432 = zext i32 %2431 to i64
  %2433 = sub i64 %2430, %2432
  %2434 = trunc i64 %2433 to i32
  %2435 = load i32, ptr %231, align 4, !noalias !24
  store i64 %2425, ptr %224, align 8, !noalias !24
  store i32 %2434, ptr %225, align 4, !noalias !24
  store i32 %2435, ptr %226, align 4, !noalias !24
  store i32 63, ptr %227, align 4, !noalias !24
  %2436 = load i64, ptr %224, align 8, !noalias !24
  %2437 = load i32, ptr %225, align 4, !noalias !24
  %2438 = and i32 %2437, 63
  %2439 = zext i32 %2438 to i64
  %2440 = lshr i64 %2436, %2439
  %2441 = load i32, ptr %226, align 4, !noalias !24
  %2442 = zext i32 %2441 to i64
  %2443 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %2442
  %2444 = load i32, ptr %2443, align 4, !noalias !24
  %2445 = zext i32 %2444 to i64
  %2446 = and i64 %2440, %2445
  store i64 %2446, ptr %234, align 8, !noalias !24
  %2447 = load ptr, ptr %232, align 8, !noalias !24
  %2448 = load i32, ptr %233, align 4, !noalias !24
  store ptr %2447, ptr %228, align 8, !noalias !24
  store i32 %2448, ptr %229, align 4, !noalias !24
  %2449 = load i32, ptr %229, align 4, !noalias !24
  %2450 = load ptr, ptr %228, align 8, !noalias !24
  %2451 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2450, i32 0, i32 1
  %2452 = load i32, ptr %2451, align 8, !noalias !24
  %2453 = add i32 %2452, %2449
  store i32 %2453, ptr %2451, align 8, !noalias !24
  %2454 = load i64, ptr %234, align 8, !noalias !24
  store i64 %2454, ptr %239, align 8, !noalias !24
  %2455 = load i16, ptr %237, align 2, !noalias !24
  %2456 = zext i16 %2455 to i64
  %2457 = load i64, ptr %239, align 8, !noalias !24
  %2458 = add i64 %2456, %2457
  %2459 = load ptr, ptr %235, align 8, !noalias !24
  store i64 %2458, ptr %2459, align 8, !noalias !24
  %2460 = load ptr, ptr %448, align 8, !noalias !24
  %2461 = getelementptr inbounds %struct.seqState_t, ptr %2460, i32 0, i32 3
  %2462 = load ptr, ptr %448, align 8, !noalias !24
  %2463 = load i16, ptr %460, align 2, !noalias !24
  %2464 = load i32, ptr %463, align 4, !noalias !24
  store ptr %2461, ptr %251, align 8, !noalias !24
  store ptr %2462, ptr %252, align 8, !noalias !24
  store i16 %2463, ptr %253, align 2, !noalias !24
  store i32 %2464, ptr %254, align 4, !noalias !24
  %2465 = load ptr, ptr %252, align 8, !noalias !24
  %2466 = load i32, ptr %254, align 4, !noalias !24
  store ptr %2465, ptr %248, align 8, !noalias !24
  store i32 %2466, ptr %249, align 4, !noalias !24
  %2467 = load ptr, ptr %248, align 8, !noalias !24
  %2468 = load i32, ptr %249, align 4, !noalias !24
  store ptr %2467, ptr %246, align 8, !noalias !24
  store i32 %2468, ptr %247, align 4, !noalias !24
  %2469 = load ptr, ptr %246, align 8, !noalias !24
  %2470 = load i64, ptr %2469, align 8, !noalias !24
  %2471 = load ptr, ptr %246, align 8, !noalias !24
  %2472 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2471, i32 0, i32 1
  %2473 = load i32, ptr %2472, align 8, !noalias !24
  %2474 = zext i32 %2473 to i64
  %2475 = sub i64 64, %2474
  %2476 = load i32, ptr %247, align 4, !noalias !24
  %2477 = zext i32 %2476 to i64
  %2478 = sub i64 %2475, %2477
  %2479 = trunc i64 %2478 to i32
  %2480 = load i32, ptr %247, align 4, !noalias !24
  store i64 %2470, ptr %240, align 8, !noalias !24
  store i32 %2479, ptr %241, align 4, !noalias !24
  store i32 %2480, ptr %242, align 4, !noalias !24
  store i32 63, ptr %243, align 4, !noalias !24
  %2481 = load i64, ptr %240, align 8, !noalias !24
  %2482 = load i32, ptr %241, align 4, !noalias !24
  %2483 = and i32 %2482, 63
  %2484 = zext i32 %2483 to i64
  %2485 = lshr i64 %2481, %2484
  %2486 = load i32, ptr %242, align 4, !noalias !24
  %2487 = zext i32 %2486 to i64
  %2488 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %2487
  %2489 = load i32, ptr %2488, align 4, !noalias !24
  %2490 = zext i32 %2489 to i64
  %2491 = and i64 %2485, %2490
  store i64 %2491, ptr %250, align 8, !noalias !24
  %2492 = load ptr, ptr %248, align 8, !noalias !24
  %2493 = load i32, ptr %249, align 4, !noalias !24
  store ptr %2492, ptr %244, align 8, !noalias !24
  store i32 %2493, ptr %245, align 4, !noalias !24
  %2494 = load i32, ptr %245, align 4, !noalias !24
  %2495 = load ptr, ptr %244, align 8, !noalias !24
  %2496 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2495, i32 0, i32 1
  %2497 = load i32, ptr %2496, align 8, !noalias !24
  %2498 = add i32 %2497, %2494
  store i32 %2498, ptr %2496, align 8, !noalias !24
  %2499 = load i64, ptr %250, align 8, !noalias !24
  store i64 %2499, ptr %255, align 8, !noalias !24
  %2500 = load i16, ptr %253, align 2, !noalias !24
  %2501 = zext i16 %2500 to i64
  %2502 = load i64, ptr %255, align 8, !noalias !24
  %2503 = add i64 %2501, %2502
  %2504 = load ptr, ptr %251, align 8, !noalias !24
  store i64 %2503, ptr %2504, align 8, !noalias !24
  %2505 = call i32 @MEM_32bits(), !noalias !24
  %2506 = icmp ne i32 %2505, 0
  br i1 %2506, label %2507, label %2595

2507:                                             ; preds = %2414
  %2508 = load ptr, ptr %448, align 8, !noalias !24
  store ptr %2508, ptr %305, align 8, !noalias !24
  %2509 = load ptr, ptr %305, align 8, !noalias !24
  %2510 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2509, i32 0, i32 1
  %2511 = load i32, ptr %2510, align 8, !noalias !24
  %2512 = zext i32 %2511 to i64
  %2513 = icmp ugt i64 %2512, 64
  %2514 = zext i1 %2513 to i32
  %2515 = sext i32 %2514 to i64
  br i1 %2513, label %2516, label %2519

2516:                                             ; preds = %2507
  %2517 = load ptr, ptr %305, align 8, !noalias !24
  %2518 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2517, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2518, align 8, !noalias !24
  store i32 3, ptr %304, align 4, !noalias !24
  br label %2593

2519:                                             ; preds = %2507
  %2520 = load ptr, ptr %305, align 8, !noalias !24
  %2521 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2520, i32 0, i32 2
  %2522 = load ptr, ptr %2521, align 8, !noalias !24
  %2523 = load ptr, ptr %305, align 8, !noalias !24
  %2524 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2523, i32 0, i32 4
  %2525 = load ptr, ptr %2524, align 8, !noalias !24
  %2526 = icmp uge ptr %2522, %2525
  br i1 %2526, label %2527, label %2530

2527:                                             ; preds = %2519
  %2528 = load ptr, ptr %305, align 8, !noalias !24
  %2529 = call i32 @BIT_reloadDStream_internal(ptr noundef %2528), !noalias !24
  store i32 %2529, ptr %304, align 4, !noalias !24
  br label %2593

2530:                                             ; preds = %2519
  %2531 = load ptr, ptr %305, align 8, !noalias !24
  %2532 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2531, i32 0, i32 2
  %2533 = load ptr, ptr %2532, align 8, !noalias !24
  %2534 = load ptr, ptr %305, align 8, !noalias !24
  %2535 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2534, i32 0, i32 3
  %2536 = load ptr, ptr %2535, align 8, !noalias !24
  %2537 = icmp eq ptr %2533, %2536
  br i1 %2537, label %2538, label %2546

2538:                                             ; preds = %2530
  %2539 = load ptr, ptr %305, align 8, !noalias !24
  %2540 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2539, i32 0, i32 1
  %2541 = load i32, ptr %2540, align 8, !noalias !24
  %2542 = zext i32 %2541 to i64
  %2543 = icmp ult i64 %2542, 64
  br i1 %2543, label %2544, label %2545

2544:                                             ; preds = %2538
  store i32 1, ptr %304, align 4, !noalias !24
  br label %2593

2545:                                             ; preds = %2538
  store i32 2, ptr %304, align 4, !noalias !24
  br label %2593

2546:                                             ; preds = %2530
  %2547 = load ptr, ptr %305, align 8, !noalias !24
  %2548 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2547, i32 0, i32 1
  %2549 = load i32, ptr %2548, align 8, !noalias !24
  %2550 = lshr i32 %2549, 3
  store i32 %2550, ptr %306, align 4, !noalias !24
  store i32 0, ptr %307, align 4, !noalias !24
  %2551 = load ptr, ptr %305, align 8, !noalias !24
  %2552 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2551, i32 0, i32 2
  %2553 = load ptr, ptr %2552, align 8, !noalias !24
  %2554 = load i32, ptr %306, align 4, !noalias !24
  %2555 = zext i32 %2554 to i64
  %2556 = sub i64 0, %2555
  %2557 = getelementptr inbounds i8, ptr %2553, i64 %2556
  %2558 = load ptr, ptr %305, align 8, !noalias !24
  %2559 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2558, i32 0, i32 3
  %2560 = load ptr, ptr %2559, align 8, !noalias !24
  %2561 = icmp ult ptr %2557, %2560
  br i1 %2561, label %2562, label %2573

2562:                                             ; preds = %2546
  %2563 = load ptr, ptr %305, align 8, !noalias !24
  %2564 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2563, i32 0, i32 2
  %2565 = load ptr, ptr %2564, align 8, !noalias !24
  %2566 = load ptr, ptr %305, align 8, !noalias !24
  %2567 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2566, i32 0, i32 3
  %2568 = load ptr, ptr %2567, align 8, !noalias !24
  %2569 = ptrtoint ptr %2565 to i64
  %2570 = ptrtoint ptr %2568 to i64
  %2571 = sub i64 %2569, %2570
  %2572 = trunc i64 %2571 to i32
  store i32 %2572, ptr %306, align 4, !noalias !24
  store i32 1, ptr %307, align 4, !noalias !24
  br label %2573

2573:                                             ; preds = %2562, %2546
  %2574 = load i32, ptr %306, align 4, !noalias !24
  %2575 = load ptr, ptr %305, align 8, !noalias !24
  %2576 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2575, i32 0, i32 2
  %2577 = load ptr, ptr %2576, align 8, !noalias !24
  %2578 = zext i32 %2574 to i64
  %2579 = sub i64 0, %2578
  %2580 = getelementptr inbounds i8, ptr %2577, i64 %2579
  store ptr %2580, ptr %2576, align 8, !noalias !24
  %2581 = load i32, ptr %306, align 4, !noalias !24
  %2582 = mul i32 %2581, 8
  %2583 = load ptr, ptr %305, align 8, !noalias !24
  %2584 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2583, i32 0, i32 1
  %2585 = load i32, ptr %2584, align 8, !noalias !24
  %2586 = sub i32 %2585, %2582
  store i32 %2586, ptr %2584, align 8, !noalias !24
  %2587 = load ptr, ptr %305, align 8, !noalias !24
  %2588 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2587, i32 0, i32 2
  %2589 = load ptr, ptr %2588, align 8, !noalias !24
  %2590 = call i64 @MEM_readLEST(ptr noundef %2589), !noalias !24
  %2591 = load ptr, ptr %305, align 8, !noalias !24
  store i64 %2590, ptr %2591, align 8, !noalias !24
  %2592 = load i32, ptr %307, align 4, !noalias !24
  store i32 %2592, ptr %304, align 4, !noalias !24
  br label %2593

2593:                                             ; preds = %2516, %2527, %2544, %2545, %2573
  %2594 = load i32, ptr %304, align 4, !noalias !24
  br label %2595

2595:                                             ; preds = %2593, %2414
  %2596 = load ptr, ptr %448, align 8, !noalias !24
  %2597 = getelementptr inbounds %struct.seqState_t, ptr %2596, i32 0, i32 2
  %2598 = load ptr, ptr %448, align 8, !noalias !24
  %2599 = load i16, ptr %461, align 2, !noalias !24
  %2600 = load i32, ptr %464, align 4, !noalias !24
  store ptr %2597, ptr %267, align 8, !noalias !24
  store ptr %2598, ptr %268, align 8, !noalias !24
  store i16 %2599, ptr %269, align 2, !noalias !24
  store i32 %2600, ptr %270, align 4, !noalias !24
  %2601 = load ptr, ptr %268, align 8, !noalias !24
  %2602 = load i32, ptr %270, align 4, !noalias !24
  store ptr %2601, ptr %264, align 8, !noalias !24
  store i32 %2602, ptr %265, align 4, !noalias !24
  %2603 = load ptr, ptr %264, align 8, !noalias !24
  %2604 = load i32, ptr %265, align 4, !noalias !24
  store ptr %2603, ptr %262, align 8, !noalias !24
  store i32 %2604, ptr %263, align 4, !noalias !24
  %2605 = load ptr, ptr %262, align 8, !noalias !24
  %2606 = load i64, ptr %2605, align 8, !noalias !24
  %2607 = load ptr, ptr %262, align 8, !noalias !24
  %2608 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2607, i32 0, i32 1
  %2609 = load i32, ptr %2608, align 8, !noalias !24
  %2610 = zext i32 %2609 to i64
  %2611 = sub i64 64, %2610
  %2612 = load i32, ptr %263, align 4, !noalias !24
  %2613 = zext i32 %2612 to i64
  %2614 = sub i64 %2611, %2613
  %2615 = trunc i64 %2614 to i32
  %2616 = load i32, ptr %263, align 4, !noalias !24
  store i64 %2606, ptr %256, align 8, !noalias !24
  store i32 %2615, ptr %257, align 4, !noalias !24
  store i32 %2616, ptr %258, align 4, !noalias !24
  store i32 63, ptr %259, align 4, !noalias !24
  %2617 = load i64, ptr %256, align 8, !noalias !24
  %2618 = load i32, ptr %257, align 4, !noalias !24
  %2619 = and i32 %2618, 63
  %2620 = zext i32 %2619 to i64
  %2621 = lshr i64 %2617, %2620
  %2622 = load i32, ptr %258, align 4, !noalias !24
  %2623 = zext i32 %2622 to i64
  %2624 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %2623
  %2625 = load i32, ptr %2624, align 4, !noalias !24
  %2626 = zext i32 %2625 to i64
  %2627 = and i64 %2621, %2626
  store i64 %2627, ptr %266, align 8, !noalias !24
  %2628 = load ptr, ptr %264, align 8, !noalias !24
  %2629 = load i32, ptr %265, align 4, !noalias !24
  store ptr %2628, ptr %260, align 8, !noalias !24
  store i32 %2629, ptr %261, align 4, !noalias !24
  %2630 = load i32, ptr %261, align 4, !noalias !24
  %2631 = load ptr, ptr %260, align 8, !noalias !24
  %2632 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2631, i32 0, i32 1
  %2633 = load i32, ptr %2632, align 8, !noalias !24
  %2634 = add i32 %2633, %2630
  store i32 %2634, ptr %2632, align 8, !noalias !24
  %2635 = load i64, ptr %266, align 8, !noalias !24
  store i64 %2635, ptr %271, align 8, !noalias !24
  %2636 = load i16, ptr %269, align 2, !noalias !24
  %2637 = zext i16 %2636 to i64
  %2638 = load i64, ptr %271, align 8, !noalias !24
  %2639 = add i64 %2637, %2638
  %2640 = load ptr, ptr %267, align 8, !noalias !24
  store i64 %2639, ptr %2640, align 8, !noalias !24
  %2641 = load ptr, ptr %448, align 8, !noalias !24
  store ptr %2641, ptr %301, align 8, !noalias !24
  %2642 = load ptr, ptr %301, align 8, !noalias !24
  %2643 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2642, i32 0, i32 1
  %2644 = load i32, ptr %2643, align 8, !noalias !24
  %2645 = zext i32 %2644 to i64
  %2646 = icmp ugt i64 %2645, 64
  %2647 = zext i1 %2646 to i32
  %2648 = sext i32 %2647 to i64
  br i1 %2646, label %2649, label %2652

2649:                                             ; preds = %2595
  %2650 = load ptr, ptr %301, align 8, !noalias !24
  %2651 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2650, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2651, align 8, !noalias !24
  store i32 3, ptr %300, align 4, !noalias !24
  br label %2726

2652:                                             ; preds = %2595
  %2653 = load ptr, ptr %301, align 8, !noalias !24
  %2654 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2653, i32 0, i32 2
  %2655 = load ptr, ptr %2654, align 8, !noalias !24
  %2656 = load ptr, ptr %301, align 8, !noalias !24
  %2657 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2656, i32 0, i32 4
  %2658 = load ptr, ptr %2657, align 8, !noalias !24
  %2659 = icmp uge ptr %2655, %2658
  br i1 %2659, label %2660, label %2663

2660:                                             ; preds = %2652
  %2661 = load ptr, ptr %301, align 8, !noalias !24
  %2662 = call i32 @BIT_reloadDStream_internal(ptr noundef %2661), !noalias !24
  store i32 %2662, ptr %300, align 4, !noalias !24
  br label %2726

2663:                                             ; preds = %2652
  %2664 = load ptr, ptr %301, align 8, !noalias !24
  %2665 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2664, i32 0, i32 2
  %2666 = load ptr, ptr %2665, align 8, !noalias !24
  %2667 = load ptr, ptr %301, align 8, !noalias !24
  %2668 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2667, i32 0, i32 3
  %2669 = load ptr, ptr %2668, align 8, !noalias !24
  %2670 = icmp eq ptr %2666, %2669
  br i1 %2670, label %2671, label %2679

2671:                                             ; preds = %2663
  %2672 = load ptr, ptr %301, align 8, !noalias !24
  %2673 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2672, i32 0, i32 1
  %2674 = load i32, ptr %2673, align 8, !noalias !24
  %2675 = zext i32 %2674 to i64
  %2676 = icmp ult i64 %2675, 64
  br i1 %2676, label %2677, label %2678

2677:                                             ; preds = %2671
  store i32 1, ptr %300, align 4, !noalias !24
  br label %2726

2678:                                             ; preds = %2671
  store i32 2, ptr %300, align 4, !noalias !24
  br label %2726

2679:                                             ; preds = %2663
  %2680 = load ptr, ptr %301, align 8, !noalias !24
  %2681 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2680, i32 0, i32 1
  %2682 = load i32, ptr %2681, align 8, !noalias !24
  %2683 = lshr i32 %2682, 3
  store i32 %2683, ptr %302, align 4, !noalias !24
  store i32 0, ptr %303, align 4, !noalias !24
  %2684 = load ptr, ptr %301, align 8, !noalias !24
  %2685 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2684, i32 0, i32 2
  %2686 = load ptr, ptr %2685, align 8, !noalias !24
  %2687 = load i32, ptr %302, align 4, !noalias !24
  %2688 = zext i32 %2687 to i64
  %2689 = sub i64 0, %2688
  %2690 = getelementptr inbounds i8, ptr %2686, i64 %2689
  %2691 = load ptr, ptr %301, align 8, !noalias !24
  %2692 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2691, i32 0, i32 3
  %2693 = load ptr, ptr %2692, align 8, !noalias !24
  %2694 = icmp ult ptr %2690, %2693
  br i1 %2694, label %2695, label %2706

2695:                                             ; preds = %2679
  %2696 = load ptr, ptr %301, align 8, !noalias !24
  %2697 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2696, i32 0, i32 2
  %2698 = load ptr, ptr %2697, align 8, !noalias !24
  %2699 = load ptr, ptr %301, align 8, !noalias !24
  %2700 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2699, i32 0, i32 3
  %2701 = load ptr, ptr %2700, align 8, !noalias !24
  %2702 = ptrtoint ptr %2698 to i64
  %2703 = ptrtoint ptr %2701 to i64
  %2704 = sub i64 %2702, %2703
  %2705 = trunc i64 %2704 to i32
  store i32 %2705, ptr %302, align 4, !noalias !24
  store i32 1, ptr %303, align 4, !noalias !24
  br label %2706

2706:                                             ; preds = %2695, %2679
  %2707 = load i32, ptr %302, align 4, !noalias !24
  %2708 = load ptr, ptr %301, align 8, !noalias !24
  %2709 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2708, i32 0, i32 2
  %2710 = load ptr, ptr %2709, align 8, !noalias !24
  %2711 = zext i32 %2707 to i64
  %2712 = sub i64 0, %2711
  %2713 = getelementptr inbounds i8, ptr %2710, i64 %2712
  store ptr %2713, ptr %2709, align 8, !noalias !24
  %2714 = load i32, ptr %302, align 4, !noalias !24
  %2715 = mul i32 %2714, 8
  %2716 = load ptr, ptr %301, align 8, !noalias !24
  %2717 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2716, i32 0, i32 1
  %2718 = load i32, ptr %2717, align 8, !noalias !24
  %2719 = sub i32 %2718, %2715
  store i32 %2719, ptr %2717, align 8, !noalias !24
  %2720 = load ptr, ptr %301, align 8, !noalias !24
  %2721 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2720, i32 0, i32 2
  %2722 = load ptr, ptr %2721, align 8, !noalias !24
  %2723 = call i64 @MEM_readLEST(ptr noundef %2722), !noalias !24
  %2724 = load ptr, ptr %301, align 8, !noalias !24
  store i64 %2723, ptr %2724, align 8, !noalias !24
  %2725 = load i32, ptr %303, align 4, !noalias !24
  store i32 %2725, ptr %300, align 4, !noalias !24
  br label %2726

2726:                                             ; preds = %2649, %2660, %2677, %2678, %2706
  %2727 = load i32, ptr %300, align 4, !noalias !24
  br label %2728

2728:                                             ; preds = %2411, %2726
  %2729 = load ptr, ptr %491, align 8
  %2730 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %2729, i32 0, i32 54
  %2731 = load i32, ptr %2730, align 8
  %2732 = icmp eq i32 %2731, 2
  br i1 %2732, label %2733, label %3232

2733:                                             ; preds = %2728
  %2734 = load ptr, ptr %503, align 8
  %2735 = load i32, ptr %511, align 4
  %2736 = sub nsw i32 %2735, 8
  %2737 = and i32 %2736, 7
  %2738 = sext i32 %2737 to i64
  %2739 = getelementptr inbounds [8 x %struct.seq_t], ptr %508, i64 0, i64 %2738
  %2740 = load i64, ptr %2739, align 8
  %2741 = getelementptr inbounds i8, ptr %2734, i64 %2740
  %2742 = load ptr, ptr %491, align 8
  %2743 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %2742, i32 0, i32 53
  %2744 = load ptr, ptr %2743, align 8
  %2745 = icmp ugt ptr %2741, %2744
  br i1 %2745, label %2746, label %3232

2746:                                             ; preds = %2733
  %2747 = load ptr, ptr %491, align 8
  %2748 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %2747, i32 0, i32 53
  %2749 = load ptr, ptr %2748, align 8
  %2750 = load ptr, ptr %503, align 8
  %2751 = ptrtoint ptr %2749 to i64
  %2752 = ptrtoint ptr %2750 to i64
  %2753 = sub i64 %2751, %2752
  store i64 %2753, ptr %517, align 8
  %2754 = load i64, ptr %517, align 8
  %2755 = icmp ne i64 %2754, 0
  br i1 %2755, label %2756, label %2780

2756:                                             ; preds = %2746
  %2757 = load i64, ptr %517, align 8
  %2758 = load ptr, ptr %501, align 8
  %2759 = load ptr, ptr %502, align 8
  %2760 = ptrtoint ptr %2758 to i64
  %2761 = ptrtoint ptr %2759 to i64
  %2762 = sub i64 %2760, %2761
  %2763 = icmp ugt i64 %2757, %2762
  br i1 %2763, label %2764, label %2765

2764:                                             ; preds = %2756
  store i64 -70, ptr %490, align 8
  br label %5477

2765:                                             ; preds = %2756
  %2766 = load ptr, ptr %502, align 8
  %2767 = load ptr, ptr %503, align 8
  %2768 = load i64, ptr %517, align 8
  call void @ZSTD_safecopyDstBeforeSrc(ptr noundef %2766, ptr noundef %2767, i64 noundef %2768)
  %2769 = load i64, ptr %517, align 8
  %2770 = load i32, ptr %511, align 4
  %2771 = sub nsw i32 %2770, 8
  %2772 = and i32 %2771, 7
  %2773 = sext i32 %2772 to i64
  %2774 = getelementptr inbounds [8 x %struct.seq_t], ptr %508, i64 0, i64 %2773
  %2775 = load i64, ptr %2774, align 8
  %2776 = sub i64 %2775, %2769
  store i64 %2776, ptr %2774, align 8
  %2777 = load i64, ptr %517, align 8
  %2778 = load ptr, ptr %502, align 8
  %2779 = getelementptr inbounds i8, ptr %2778, i64 %2777
  store ptr %2779, ptr %502, align 8
  br label %2780

2780:                                             ; preds = %2765, %2746
  %2781 = load ptr, ptr %491, align 8
  %2782 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %2781, i32 0, i32 55
  store ptr %2782, ptr %503, align 8
  %2783 = load ptr, ptr %491, align 8
  %2784 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %2783, i32 0, i32 55
  %2785 = getelementptr inbounds i8, ptr %2784, i64 65536
  store ptr %2785, ptr %504, align 8
  %2786 = load ptr, ptr %491, align 8
  %2787 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %2786, i32 0, i32 54
  store i32 0, ptr %2787, align 8
  %2788 = load ptr, ptr %502, align 8
  %2789 = load ptr, ptr %501, align 8
  %2790 = load i32, ptr %511, align 4
  %2791 = sub nsw i32 %2790, 8
  %2792 = and i32 %2791, 7
  %2793 = sext i32 %2792 to i64
  %2794 = getelementptr inbounds [8 x %struct.seq_t], ptr %508, i64 0, i64 %2793
  %2795 = load ptr, ptr %504, align 8
  %2796 = load ptr, ptr %505, align 8
  %2797 = load ptr, ptr %506, align 8
  %2798 = load ptr, ptr %507, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %519, ptr align 8 %2794, i64 24, i1 false)
  store ptr %2788, ptr %414, align 8
  store ptr %2789, ptr %415, align 8
  store ptr %519, ptr %416, align 8
  store ptr %503, ptr %417, align 8
  store ptr %2795, ptr %418, align 8
  store ptr %2796, ptr %419, align 8
  store ptr %2797, ptr %420, align 8
  store ptr %2798, ptr %421, align 8
  %2799 = load ptr, ptr %414, align 8
  %2800 = load i64, ptr %519, align 8
  %2801 = getelementptr inbounds i8, ptr %2799, i64 %2800
  store ptr %2801, ptr %422, align 8
  %2802 = load i64, ptr %519, align 8
  %2803 = getelementptr inbounds %struct.seq_t, ptr %519, i32 0, i32 1
  %2804 = load i64, ptr %2803, align 8
  %2805 = add i64 %2802, %2804
  store i64 %2805, ptr %423, align 8
  %2806 = load ptr, ptr %414, align 8
  %2807 = load i64, ptr %423, align 8
  %2808 = getelementptr inbounds i8, ptr %2806, i64 %2807
  store ptr %2808, ptr %424, align 8
  %2809 = load ptr, ptr %415, align 8
  %2810 = getelementptr inbounds i8, ptr %2809, i64 -32
  store ptr %2810, ptr %425, align 8
  %2811 = load ptr, ptr %417, align 8
  %2812 = load ptr, ptr %2811, align 8
  %2813 = load i64, ptr %519, align 8
  %2814 = getelementptr inbounds i8, ptr %2812, i64 %2813
  store ptr %2814, ptr %426, align 8
  %2815 = load ptr, ptr %422, align 8
  %2816 = getelementptr inbounds %struct.seq_t, ptr %519, i32 0, i32 2
  %2817 = load i64, ptr %2816, align 8
  %2818 = sub i64 0, %2817
  %2819 = getelementptr inbounds i8, ptr %2815, i64 %2818
  store ptr %2819, ptr %427, align 8
  %2820 = load ptr, ptr %427, align 8
  call void @llvm.prefetch.p0(ptr %2820, i32 0, i32 3, i32 1)
  %2821 = load ptr, ptr %426, align 8
  %2822 = load ptr, ptr %418, align 8
  %2823 = icmp ugt ptr %2821, %2822
  br i1 %2823, label %2842, label %2824

2824:                                             ; preds = %2780
  %2825 = load ptr, ptr %424, align 8
  %2826 = load ptr, ptr %425, align 8
  %2827 = icmp ugt ptr %2825, %2826
  br i1 %2827, label %2842, label %2828

2828:                                             ; preds = %2824
  %2829 = call i32 @MEM_32bits()
  %2830 = icmp ne i32 %2829, 0
  br i1 %2830, label %2831, label %2840

2831:                                             ; preds = %2828
  %2832 = load ptr, ptr %415, align 8
  %2833 = load ptr, ptr %414, align 8
  %2834 = ptrtoint ptr %2832 to i64
  %2835 = ptrtoint ptr %2833 to i64
  %2836 = sub i64 %2834, %2835
  %2837 = load i64, ptr %423, align 8
  %2838 = add i64 %2837, 32
  %2839 = icmp ult i64 %2836, %2838
  br label %2840

2840:                                             ; preds = %2831, %2828
  %2841 = phi i1 [ false, %2828 ], [ %2839, %2831 ]
  br label %2842

2842:                                             ; preds = %2840, %2824, %2780
  %2843 = phi i1 [ true, %2824 ], [ true, %2780 ], [ %2841, %2840 ]
  %2844 = zext i1 %2843 to i32
  %2845 = sext i32 %2844 to i64
  br i1 %2843, label %2846, label %2855

2846:                                             ; preds = %2842
  %2847 = load ptr, ptr %414, align 8
  %2848 = load ptr, ptr %415, align 8
  %2849 = load ptr, ptr %417, align 8
  %2850 = load ptr, ptr %418, align 8
  %2851 = load ptr, ptr %419, align 8
  %2852 = load ptr, ptr %420, align 8
  %2853 = load ptr, ptr %421, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %428, ptr align 8 %519, i64 24, i1 false)
  %2854 = call i64 @ZSTD_execSequenceEnd(ptr noundef %2847, ptr noundef %2848, ptr noundef %428, ptr noundef %2849, ptr noundef %2850, ptr noundef %2851, ptr noundef %2852, ptr noundef %2853)
  store i64 %2854, ptr %413, align 8
  br label %3188

2855:                                             ; preds = %2842
  %2856 = load ptr, ptr %414, align 8
  %2857 = load ptr, ptr %417, align 8
  %2858 = load ptr, ptr %2857, align 8
  call void @ZSTD_copy16(ptr noundef %2856, ptr noundef %2858)
  %2859 = load i64, ptr %519, align 8
  %2860 = icmp ugt i64 %2859, 16
  %2861 = zext i1 %2860 to i32
  %2862 = sext i32 %2861 to i64
  br i1 %2860, label %2863, label %2927

2863:                                             ; preds = %2855
  %2864 = load ptr, ptr %414, align 8
  %2865 = getelementptr inbounds i8, ptr %2864, i64 16
  %2866 = load ptr, ptr %417, align 8
  %2867 = load ptr, ptr %2866, align 8
  %2868 = getelementptr inbounds i8, ptr %2867, i64 16
  %2869 = load i64, ptr %519, align 8
  %2870 = sub i64 %2869, 16
  store ptr %2865, ptr %48, align 8
  store ptr %2868, ptr %49, align 8
  store i64 %2870, ptr %50, align 8
  store i32 0, ptr %51, align 4
  %2871 = load ptr, ptr %48, align 8
  %2872 = load ptr, ptr %49, align 8
  %2873 = ptrtoint ptr %2871 to i64
  %2874 = ptrtoint ptr %2872 to i64
  %2875 = sub i64 %2873, %2874
  store i64 %2875, ptr %52, align 8
  %2876 = load ptr, ptr %49, align 8
  store ptr %2876, ptr %53, align 8
  %2877 = load ptr, ptr %48, align 8
  store ptr %2877, ptr %54, align 8
  %2878 = load ptr, ptr %54, align 8
  %2879 = load i64, ptr %50, align 8
  %2880 = getelementptr inbounds i8, ptr %2878, i64 %2879
  store ptr %2880, ptr %55, align 8
  %2881 = load i32, ptr %51, align 4
  %2882 = icmp eq i32 %2881, 1
  br i1 %2882, label %2883, label %2898

2883:                                             ; preds = %2863
  %2884 = load i64, ptr %52, align 8
  %2885 = icmp slt i64 %2884, 16
  br i1 %2885, label %2886, label %2898

2886:                                             ; preds = %2883
  br label %2887

2887:                                             ; preds = %2887, %2886
  %2888 = load ptr, ptr %54, align 8
  %2889 = load ptr, ptr %53, align 8
  call void @ZSTD_copy8(ptr noundef %2888, ptr noundef %2889)
  %2890 = load ptr, ptr %54, align 8
  %2891 = getelementptr inbounds i8, ptr %2890, i64 8
  store ptr %2891, ptr %54, align 8
  %2892 = load ptr, ptr %53, align 8
  %2893 = getelementptr inbounds i8, ptr %2892, i64 8
  store ptr %2893, ptr %53, align 8
  %2894 = load ptr, ptr %54, align 8
  %2895 = load ptr, ptr %55, align 8
  %2896 = icmp ult ptr %2894, %2895
  br i1 %2896, label %2887, label %2897, !llvm.loop !27

2897:                                             ; preds = %2887
  br label %2926

2898:                                             ; preds = %2883, %2863
  %2899 = load ptr, ptr %54, align 8
  %2900 = load ptr, ptr %53, align 8
  call void @ZSTD_copy16(ptr noundef %2899, ptr noundef %2900)
  %2901 = load i64, ptr %50, align 8
  %2902 = icmp sge i64 16, %2901
  br i1 %2902, label %2903, label %2904

2903:                                             ; preds = %2898
  br label %2926

2904:                                             ; preds = %2898
  %2905 = load ptr, ptr %54, align 8
  %2906 = getelementptr inbounds i8, ptr %2905, i64 16
  store ptr %2906, ptr %54, align 8
  %2907 = load ptr, ptr %53, align 8
  %2908 = getelementptr inbounds i8, ptr %2907, i64 16
  store ptr %2908, ptr %53, align 8
  br label %2909

2909:                                             ; preds = %2909, %2904
  %2910 = load ptr, ptr %54, align 8
  %2911 = load ptr, ptr %53, align 8
  call void @ZSTD_copy16(ptr noundef %2910, ptr noundef %2911)
  %2912 = load ptr, ptr %54, align 8
  %2913 = getelementptr inbounds i8, ptr %2912, i64 16
  store ptr %2913, ptr %54, align 8
  %2914 = load ptr, ptr %53, align 8
  %2915 = getelementptr inbounds i8, ptr %2914, i64 16
  store ptr %2915, ptr %53, align 8
  %2916 = load ptr, ptr %54, align 8
  %2917 = load ptr, ptr %53, align 8
  call void @ZSTD_copy16(ptr noundef %2916, ptr noundef %2917)
  %2918 = load ptr, ptr %54, align 8
  %2919 = getelementptr inbounds i8, ptr %2918, i64 16
  store ptr %2919, ptr %54, align 8
  %2920 = load ptr, ptr %53, align 8
  %2921 = getelementptr inbounds i8, ptr %2920, i64 16
  store ptr %2921, ptr %53, align 8
  %2922 = load ptr, ptr %54, align 8
  %2923 = load ptr, ptr %55, align 8
  %2924 = icmp ult ptr %2922, %2923
  br i1 %2924, label %2909, label %2925, !llvm.loop !28

2925:                                             ; preds = %2909
  br label %2926

2926:                                             ; preds = %2897, %2903, %2925
  br label %2927

2927:                                             ; preds = %2926, %2855
  %2928 = load ptr, ptr %422, align 8
  store ptr %2928, ptr %414, align 8
  %2929 = load ptr, ptr %426, align 8
  %2930 = load ptr, ptr %417, align 8
  store ptr %2929, ptr %2930, align 8
  %2931 = getelementptr inbounds %struct.seq_t, ptr %519, i32 0, i32 2
  %2932 = load i64, ptr %2931, align 8
  %2933 = load ptr, ptr %422, align 8
  %2934 = load ptr, ptr %419, align 8
  %2935 = ptrtoint ptr %2933 to i64
  %2936 = ptrtoint ptr %2934 to i64
  %2937 = sub i64 %2935, %2936
  %2938 = icmp ugt i64 %2932, %2937
  br i1 %2938, label %2939, label %2988

2939:                                             ; preds = %2927
  %2940 = getelementptr inbounds %struct.seq_t, ptr %519, i32 0, i32 2
  %2941 = load i64, ptr %2940, align 8
  %2942 = load ptr, ptr %422, align 8
  %2943 = load ptr, ptr %420, align 8
  %2944 = ptrtoint ptr %2942 to i64
  %2945 = ptrtoint ptr %2943 to i64
  %2946 = sub i64 %2944, %2945
  %2947 = icmp ugt i64 %2941, %2946
  %2948 = zext i1 %2947 to i32
  %2949 = sext i32 %2948 to i64
  br i1 %2947, label %2950, label %2951

2950:                                             ; preds = %2939
  store i64 -20, ptr %413, align 8
  br label %3188

2951:                                             ; preds = %2939
  %2952 = load ptr, ptr %421, align 8
  %2953 = load ptr, ptr %427, align 8
  %2954 = load ptr, ptr %419, align 8
  %2955 = ptrtoint ptr %2953 to i64
  %2956 = ptrtoint ptr %2954 to i64
  %2957 = sub i64 %2955, %2956
  %2958 = getelementptr inbounds i8, ptr %2952, i64 %2957
  store ptr %2958, ptr %427, align 8
  %2959 = load ptr, ptr %427, align 8
  %2960 = getelementptr inbounds %struct.seq_t, ptr %519, i32 0, i32 1
  %2961 = load i64, ptr %2960, align 8
  %2962 = getelementptr inbounds i8, ptr %2959, i64 %2961
  %2963 = load ptr, ptr %421, align 8
  %2964 = icmp ule ptr %2962, %2963
  br i1 %2964, label %2965, label %2971

2965:                                             ; preds = %2951
  %2966 = load ptr, ptr %422, align 8
  %2967 = load ptr, ptr %427, align 8
  %2968 = getelementptr inbounds %struct.seq_t, ptr %519, i32 0, i32 1
  %2969 = load i64, ptr %2968, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %2966, ptr align 1 %2967, i64 %2969, i1 false)
  %2970 = load i64, ptr %423, align 8
  store i64 %2970, ptr %413, align 8
  br label %3188

2971:                                             ; preds = %2951
  %2972 = load ptr, ptr %421, align 8
  %2973 = load ptr, ptr %427, align 8
  %2974 = ptrtoint ptr %2972 to i64
  %2975 = ptrtoint ptr %2973 to i64
  %2976 = sub i64 %2974, %2975
  store i64 %2976, ptr %429, align 8
  %2977 = load ptr, ptr %422, align 8
  %2978 = load ptr, ptr %427, align 8
  %2979 = load i64, ptr %429, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %2977, ptr align 1 %2978, i64 %2979, i1 false)
  %2980 = load ptr, ptr %422, align 8
  %2981 = load i64, ptr %429, align 8
  %2982 = getelementptr inbounds i8, ptr %2980, i64 %2981
  store ptr %2982, ptr %414, align 8
  %2983 = load i64, ptr %429, align 8
  %2984 = getelementptr inbounds %struct.seq_t, ptr %519, i32 0, i32 1
  %2985 = load i64, ptr %2984, align 8
  %2986 = sub i64 %2985, %2983
  store i64 %2986, ptr %2984, align 8
  %2987 = load ptr, ptr %419, align 8
  store ptr %2987, ptr %427, align 8
  br label %2988

2988:                                             ; preds = %2971, %2927
  %2989 = getelementptr inbounds %struct.seq_t, ptr %519, i32 0, i32 2
  %2990 = load i64, ptr %2989, align 8
  %2991 = icmp uge i64 %2990, 16
  %2992 = zext i1 %2991 to i32
  %2993 = sext i32 %2992 to i64
  br i1 %2991, label %2994, label %3056

2994:                                             ; preds = %2988
  %2995 = load ptr, ptr %414, align 8
  %2996 = load ptr, ptr %427, align 8
  %2997 = getelementptr inbounds %struct.seq_t, ptr %519, i32 0, i32 1
  %2998 = load i64, ptr %2997, align 8
  store ptr %2995, ptr %40, align 8
  store ptr %2996, ptr %41, align 8
  store i64 %2998, ptr %42, align 8
  store i32 0, ptr %43, align 4
  %2999 = load ptr, ptr %40, align 8
  %3000 = load ptr, ptr %41, align 8
  %3001 = ptrtoint ptr %2999 to i64
  %3002 = ptrtoint ptr %3000 to i64
  %3003 = sub i64 %3001, %3002
  store i64 %3003, ptr %44, align 8
  %3004 = load ptr, ptr %41, align 8
  store ptr %3004, ptr %45, align 8
  %3005 = load ptr, ptr %40, align 8
  store ptr %3005, ptr %46, align 8
  %3006 = load ptr, ptr %46, align 8
  %3007 = load i64, ptr %42, align 8
  %3008 = getelementptr inbounds i8, ptr %3006, i64 %3007
  store ptr %3008, ptr %47, align 8
  %3009 = load i32, ptr %43, align 4
  %3010 = icmp eq i32 %3009, 1
  br i1 %3010, label %3011, label %3026

3011:                                             ; preds = %2994
  %3012 = load i64, ptr %44, align 8
  %3013 = icmp slt i64 %3012, 16
  br i1 %3013, label %3014, label %3026

3014:                                             ; preds = %3011
  br label %3015

3015:                                             ; preds = %3015, %3014
  %3016 = load ptr, ptr %46, align 8
  %3017 = load ptr, ptr %45, align 8
  call void @ZSTD_copy8(ptr noundef %3016, ptr noundef %3017)
  %3018 = load ptr, ptr %46, align 8
  %3019 = getelementptr inbounds i8, ptr %3018, i64 8
  store ptr %3019, ptr %46, align 8
  %3020 = load ptr, ptr %45, align 8
  %3021 = getelementptr inbounds i8, ptr %3020, i64 8
  store ptr %3021, ptr %45, align 8
  %3022 = load ptr, ptr %46, align 8
  %3023 = load ptr, ptr %47, align 8
  %3024 = icmp ult ptr %3022, %3023
  br i1 %3024, label %3015, label %3025, !llvm.loop !27

3025:                                             ; preds = %3015
  br label %3054

3026:                                             ; preds = %3011, %2994
  %3027 = load ptr, ptr %46, align 8
  %3028 = load ptr, ptr %45, align 8
  call void @ZSTD_copy16(ptr noundef %3027, ptr noundef %3028)
  %3029 = load i64, ptr %42, align 8
  %3030 = icmp sge i64 16, %3029
  br i1 %3030, label %3031, label %3032

3031:                                             ; preds = %3026
  br label %3054

3032:                                             ; preds = %3026
  %3033 = load ptr, ptr %46, align 8
  %3034 = getelementptr inbounds i8, ptr %3033, i64 16
  store ptr %3034, ptr %46, align 8
  %3035 = load ptr, ptr %45, align 8
  %3036 = getelementptr inbounds i8, ptr %3035, i64 16
  store ptr %3036, ptr %45, align 8
  br label %3037

3037:                                             ; preds = %3037, %3032
  %3038 = load ptr, ptr %46, align 8
  %3039 = load ptr, ptr %45, align 8
  call void @ZSTD_copy16(ptr noundef %3038, ptr noundef %3039)
  %3040 = load ptr, ptr %46, align 8
  %3041 = getelementptr inbounds i8, ptr %3040, i64 16
  store ptr %3041, ptr %46, align 8
  %3042 = load ptr, ptr %45, align 8
  %3043 = getelementptr inbounds i8, ptr %3042, i64 16
  store ptr %3043, ptr %45, align 8
  %3044 = load ptr, ptr %46, align 8
  %3045 = load ptr, ptr %45, align 8
  call void @ZSTD_copy16(ptr noundef %3044, ptr noundef %3045)
  %3046 = load ptr, ptr %46, align 8
  %3047 = getelementptr inbounds i8, ptr %3046, i64 16
  store ptr %3047, ptr %46, align 8
  %3048 = load ptr, ptr %45, align 8
  %3049 = getelementptr inbounds i8, ptr %3048, i64 16
  store ptr %3049, ptr %45, align 8
  %3050 = load ptr, ptr %46, align 8
  %3051 = load ptr, ptr %47, align 8
  %3052 = icmp ult ptr %3050, %3051
  br i1 %3052, label %3037, label %3053, !llvm.loop !28

3053:                                             ; preds = %3037
  br label %3054

3054:                                             ; preds = %3025, %3031, %3053
  %3055 = load i64, ptr %423, align 8
  store i64 %3055, ptr %413, align 8
  br label %3188

3056:                                             ; preds = %2988
  %3057 = getelementptr inbounds %struct.seq_t, ptr %519, i32 0, i32 2
  %3058 = load i64, ptr %3057, align 8
  store ptr %414, ptr %8, align 8
  store ptr %427, ptr %9, align 8
  store i64 %3058, ptr %10, align 8
  %3059 = load i64, ptr %10, align 8
  %3060 = icmp ult i64 %3059, 8
  br i1 %3060, label %3061, label %3109

3061:                                             ; preds = %3056
  %3062 = load i64, ptr %10, align 8
  %3063 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %3062
  %3064 = load i32, ptr %3063, align 4
  store i32 %3064, ptr %11, align 4
  %3065 = load ptr, ptr %9, align 8
  %3066 = load ptr, ptr %3065, align 8
  %3067 = load i8, ptr %3066, align 1
  %3068 = load ptr, ptr %8, align 8
  %3069 = load ptr, ptr %3068, align 8
  store i8 %3067, ptr %3069, align 1
  %3070 = load ptr, ptr %9, align 8
  %3071 = load ptr, ptr %3070, align 8
  %3072 = getelementptr inbounds i8, ptr %3071, i64 1
  %3073 = load i8, ptr %3072, align 1
  %3074 = load ptr, ptr %8, align 8
  %3075 = load ptr, ptr %3074, align 8
  %3076 = getelementptr inbounds i8, ptr %3075, i64 1
  store i8 %3073, ptr %3076, align 1
  %3077 = load ptr, ptr %9, align 8
  %3078 = load ptr, ptr %3077, align 8
  %3079 = getelementptr inbounds i8, ptr %3078, i64 2
  %3080 = load i8, ptr %3079, align 1
  %3081 = load ptr, ptr %8, align 8
  %3082 = load ptr, ptr %3081, align 8
  %3083 = getelementptr inbounds i8, ptr %3082, i64 2
  store i8 %3080, ptr %3083, align 1
  %3084 = load ptr, ptr %9, align 8
  %3085 = load ptr, ptr %3084, align 8
  %3086 = getelementptr inbounds i8, ptr %3085, i64 3
  %3087 = load i8, ptr %3086, align 1
  %3088 = load ptr, ptr %8, align 8
  %3089 = load ptr, ptr %3088, align 8
  %3090 = getelementptr inbounds i8, ptr %3089, i64 3
  store i8 %3087, ptr %3090, align 1
  %3091 = load i64, ptr %10, align 8
  %3092 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %3091
  %3093 = load i32, ptr %3092, align 4
  %3094 = load ptr, ptr %9, align 8
  %3095 = load ptr, ptr %3094, align 8
  %3096 = zext i32 %3093 to i64
  %3097 = getelementptr inbounds i8, ptr %3095, i64 %3096
  store ptr %3097, ptr %3094, align 8
  %3098 = load ptr, ptr %8, align 8
  %3099 = load ptr, ptr %3098, align 8
  %3100 = getelementptr inbounds i8, ptr %3099, i64 4
  %3101 = load ptr, ptr %9, align 8
  %3102 = load ptr, ptr %3101, align 8
  call void @ZSTD_copy4(ptr noundef %3100, ptr noundef %3102)
  %3103 = load i32, ptr %11, align 4
  %3104 = load ptr, ptr %9, align 8
  %3105 = load ptr, ptr %3104, align 8
  %3106 = sext i32 %3103 to i64
  %3107 = sub i64 0, %3106
  %3108 = getelementptr inbounds i8, ptr %3105, i64 %3107
  store ptr %3108, ptr %3104, align 8
  br label %3114

3109:                                             ; preds = %3056
  %3110 = load ptr, ptr %8, align 8
  %3111 = load ptr, ptr %3110, align 8
  %3112 = load ptr, ptr %9, align 8
  %3113 = load ptr, ptr %3112, align 8
  call void @ZSTD_copy8(ptr noundef %3111, ptr noundef %3113)
  br label %3114

3114:                                             ; preds = %3061, %3109
  %3115 = load ptr, ptr %9, align 8
  %3116 = load ptr, ptr %3115, align 8
  %3117 = getelementptr inbounds i8, ptr %3116, i64 8
  store ptr %3117, ptr %3115, align 8
  %3118 = load ptr, ptr %8, align 8
  %3119 = load ptr, ptr %3118, align 8
  %3120 = getelementptr inbounds i8, ptr %3119, i64 8
  store ptr %3120, ptr %3118, align 8
  %3121 = getelementptr inbounds %struct.seq_t, ptr %519, i32 0, i32 1
  %3122 = load i64, ptr %3121, align 8
  %3123 = icmp ugt i64 %3122, 8
  br i1 %3123, label %3124, label %3186

3124:                                             ; preds = %3114
  %3125 = load ptr, ptr %414, align 8
  %3126 = load ptr, ptr %427, align 8
  %3127 = getelementptr inbounds %struct.seq_t, ptr %519, i32 0, i32 1
  %3128 = load i64, ptr %3127, align 8
  %3129 = sub nsw i64 %3128, 8
  store ptr %3125, ptr %32, align 8
  store ptr %3126, ptr %33, align 8
  store i64 %3129, ptr %34, align 8
  store i32 1, ptr %35, align 4
  %3130 = load ptr, ptr %32, align 8
  %3131 = load ptr, ptr %33, align 8
  %3132 = ptrtoint ptr %3130 to i64
  %3133 = ptrtoint ptr %3131 to i64
  %3134 = sub i64 %3132, %3133
  store i64 %3134, ptr %36, align 8
  %3135 = load ptr, ptr %33, align 8
  store ptr %3135, ptr %37, align 8
  %3136 = load ptr, ptr %32, align 8
  store ptr %3136, ptr %38, align 8
  %3137 = load ptr, ptr %38, align 8
  %3138 = load i64, ptr %34, align 8
  %3139 = getelementptr inbounds i8, ptr %3137, i64 %3138
  store ptr %3139, ptr %39, align 8
  %3140 = load i32, ptr %35, align 4
  %3141 = icmp eq i32 %3140, 1
  br i1 %3141, label %3142, label %3157

3142:                                             ; preds = %3124
  %3143 = load i64, ptr %36, align 8
  %3144 = icmp slt i64 %3143, 16
  br i1 %3144, label %3145, label %3157

3145:                                             ; preds = %3142
  br label %3146

3146:                                             ; preds = %3146, %3145
  %3147 = load ptr, ptr %38, align 8
  %3148 = load ptr, ptr %37, align 8
  call void @ZSTD_copy8(ptr noundef %3147, ptr noundef %3148)
  %3149 = load ptr, ptr %38, align 8
  %3150 = getelementptr inbounds i8, ptr %3149, i64 8
  store ptr %3150, ptr %38, align 8
  %3151 = load ptr, ptr %37, align 8
  %3152 = getelementptr inbounds i8, ptr %3151, i64 8
  store ptr %3152, ptr %37, align 8
  %3153 = load ptr, ptr %38, align 8
  %3154 = load ptr, ptr %39, align 8
  %3155 = icmp ult ptr %3153, %3154
  br i1 %3155, label %3146, label %3156, !llvm.loop !27

3156:                                             ; preds = %3146
  br label %3185

3157:                                             ; preds = %3142, %3124
  %3158 = load ptr, ptr %38, align 8
  %3159 = load ptr, ptr %37, align 8
  call void @ZSTD_copy16(ptr noundef %3158, ptr noundef %3159)
  %3160 = load i64, ptr %34, align 8
  %3161 = icmp sge i64 16, %3160
  br i1 %3161, label %3162, label %3163

3162:                                             ; preds = %3157
  br label %3185

3163:                                             ; preds = %3157
  %3164 = load ptr, ptr %38, align 8
  %3165 = getelementptr inbounds i8, ptr %3164, i64 16
  store ptr %3165, ptr %38, align 8
  %3166 = load ptr, ptr %37, align 8
  %3167 = getelementptr inbounds i8, ptr %3166, i64 16
  store ptr %3167, ptr %37, align 8
  br label %3168

3168:                                             ; preds = %3168, %3163
  %3169 = load ptr, ptr %38, align 8
  %3170 = load ptr, ptr %37, align 8
  call void @ZSTD_copy16(ptr noundef %3169, ptr noundef %3170)
  %3171 = load ptr, ptr %38, align 8
  %3172 = getelementptr inbounds i8, ptr %3171, i64 16
  store ptr %3172, ptr %38, align 8
  %3173 = load ptr, ptr %37, align 8
  %3174 = getelementptr inbounds i8, ptr %3173, i64 16
  store ptr %3174, ptr %37, align 8
  %3175 = load ptr, ptr %38, align 8
  %3176 = load ptr, ptr %37, align 8
  call void @ZSTD_copy16(ptr noundef %3175, ptr noundef %3176)
  %3177 = load ptr, ptr %38, align 8
  %3178 = getelementptr inbounds i8, ptr %3177, i64 16
  store ptr %3178, ptr %38, align 8
  %3179 = load ptr, ptr %37, align 8
  %3180 = getelementptr inbounds i8, ptr %3179, i64 16
  store ptr %3180, ptr %37, align 8
  %3181 = load ptr, ptr %38, align 8
  %3182 = load ptr, ptr %39, align 8
  %3183 = icmp ult ptr %3181, %3182
  br i1 %3183, label %3168, label %3184, !llvm.loop !28

3184:                                             ; preds = %3168
  br label %3185

3185:                                             ; preds = %3156, %3162, %3184
  br label %3186

3186:                                             ; preds = %3185, %3114
  %3187 = load i64, ptr %423, align 8
  store i64 %3187, ptr %413, align 8
  br label %3188

3188:                                             ; preds = %2846, %2950, %2965, %3054, %3186
  %3189 = load i64, ptr %413, align 8
  store i64 %3189, ptr %518, align 8
  %3190 = load i64, ptr %518, align 8
  %3191 = call i32 @ERR_isError(i64 noundef %3190)
  %3192 = icmp ne i32 %3191, 0
  br i1 %3192, label %3193, label %3195

3193:                                             ; preds = %3188
  %3194 = load i64, ptr %518, align 8
  store i64 %3194, ptr %490, align 8
  br label %5477

3195:                                             ; preds = %3188
  %3196 = load i64, ptr %512, align 8
  %3197 = load ptr, ptr %505, align 8
  %3198 = load ptr, ptr %507, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %520, ptr align 8 %516, i64 24, i1 false)
  store i64 %3196, ptr %436, align 8
  store ptr %520, ptr %437, align 8
  store ptr %3197, ptr %438, align 8
  store ptr %3198, ptr %439, align 8
  %3199 = load i64, ptr %520, align 8
  %3200 = load i64, ptr %436, align 8
  %3201 = add i64 %3200, %3199
  store i64 %3201, ptr %436, align 8
  %3202 = getelementptr inbounds %struct.seq_t, ptr %520, i32 0, i32 2
  %3203 = load i64, ptr %3202, align 8
  %3204 = load i64, ptr %436, align 8
  %3205 = icmp ugt i64 %3203, %3204
  br i1 %3205, label %3206, label %3208

3206:                                             ; preds = %3195
  %3207 = load ptr, ptr %439, align 8
  br label %3210

3208:                                             ; preds = %3195
  %3209 = load ptr, ptr %438, align 8
  br label %3210

3210:                                             ; preds = %3206, %3208
  %3211 = phi ptr [ %3207, %3206 ], [ %3209, %3208 ]
  store ptr %3211, ptr %440, align 8
  %3212 = load ptr, ptr %440, align 8
  %3213 = load i64, ptr %436, align 8
  %3214 = call ptr @ZSTD_wrappedPtrAdd(ptr noundef %3212, i64 noundef %3213)
  %3215 = getelementptr inbounds %struct.seq_t, ptr %520, i32 0, i32 2
  %3216 = load i64, ptr %3215, align 8
  %3217 = call ptr @ZSTD_wrappedPtrSub(ptr noundef %3214, i64 noundef %3216)
  store ptr %3217, ptr %441, align 8
  %3218 = load ptr, ptr %441, align 8
  call void @llvm.prefetch.p0(ptr %3218, i32 0, i32 3, i32 1)
  %3219 = load ptr, ptr %441, align 8
  %3220 = getelementptr inbounds i8, ptr %3219, i64 64
  call void @llvm.prefetch.p0(ptr %3220, i32 0, i32 3, i32 1)
  %3221 = load i64, ptr %436, align 8
  %3222 = getelementptr inbounds %struct.seq_t, ptr %520, i32 0, i32 1
  %3223 = load i64, ptr %3222, align 8
  %3224 = add i64 %3221, %3223
  store i64 %3224, ptr %512, align 8
  %3225 = load i32, ptr %511, align 4
  %3226 = and i32 %3225, 7
  %3227 = sext i32 %3226 to i64
  %3228 = getelementptr inbounds [8 x %struct.seq_t], ptr %508, i64 0, i64 %3227
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3228, ptr align 8 %516, i64 24, i1 false)
  %3229 = load i64, ptr %518, align 8
  %3230 = load ptr, ptr %502, align 8
  %3231 = getelementptr inbounds i8, ptr %3230, i64 %3229
  store ptr %3231, ptr %502, align 8
  br label %4094

3232:                                             ; preds = %2733, %2728
  %3233 = load ptr, ptr %491, align 8
  %3234 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3233, i32 0, i32 54
  %3235 = load i32, ptr %3234, align 8
  %3236 = icmp eq i32 %3235, 2
  br i1 %3236, label %3237, label %3647

3237:                                             ; preds = %3232
  %3238 = load ptr, ptr %502, align 8
  %3239 = load ptr, ptr %501, align 8
  %3240 = load ptr, ptr %503, align 8
  %3241 = load i32, ptr %511, align 4
  %3242 = sub nsw i32 %3241, 8
  %3243 = and i32 %3242, 7
  %3244 = sext i32 %3243 to i64
  %3245 = getelementptr inbounds [8 x %struct.seq_t], ptr %508, i64 0, i64 %3244
  %3246 = load i64, ptr %3245, align 8
  %3247 = getelementptr inbounds i8, ptr %3240, i64 %3246
  %3248 = getelementptr inbounds i8, ptr %3247, i64 -32
  %3249 = load i32, ptr %511, align 4
  %3250 = sub nsw i32 %3249, 8
  %3251 = and i32 %3250, 7
  %3252 = sext i32 %3251 to i64
  %3253 = getelementptr inbounds [8 x %struct.seq_t], ptr %508, i64 0, i64 %3252
  %3254 = load ptr, ptr %504, align 8
  %3255 = load ptr, ptr %505, align 8
  %3256 = load ptr, ptr %506, align 8
  %3257 = load ptr, ptr %507, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %522, ptr align 8 %3253, i64 24, i1 false)
  store ptr %3238, ptr %346, align 8
  store ptr %3239, ptr %347, align 8
  store ptr %3248, ptr %348, align 8
  store ptr %522, ptr %349, align 8
  store ptr %503, ptr %350, align 8
  store ptr %3254, ptr %351, align 8
  store ptr %3255, ptr %352, align 8
  store ptr %3256, ptr %353, align 8
  store ptr %3257, ptr %354, align 8
  %3258 = load ptr, ptr %346, align 8
  %3259 = load i64, ptr %522, align 8
  %3260 = getelementptr inbounds i8, ptr %3258, i64 %3259
  store ptr %3260, ptr %355, align 8
  %3261 = load i64, ptr %522, align 8
  %3262 = getelementptr inbounds %struct.seq_t, ptr %522, i32 0, i32 1
  %3263 = load i64, ptr %3262, align 8
  %3264 = add i64 %3261, %3263
  store i64 %3264, ptr %356, align 8
  %3265 = load ptr, ptr %346, align 8
  %3266 = load i64, ptr %356, align 8
  %3267 = getelementptr inbounds i8, ptr %3265, i64 %3266
  store ptr %3267, ptr %357, align 8
  %3268 = load ptr, ptr %350, align 8
  %3269 = load ptr, ptr %3268, align 8
  %3270 = load i64, ptr %522, align 8
  %3271 = getelementptr inbounds i8, ptr %3269, i64 %3270
  store ptr %3271, ptr %358, align 8
  %3272 = load ptr, ptr %355, align 8
  %3273 = getelementptr inbounds %struct.seq_t, ptr %522, i32 0, i32 2
  %3274 = load i64, ptr %3273, align 8
  %3275 = sub i64 0, %3274
  %3276 = getelementptr inbounds i8, ptr %3272, i64 %3275
  store ptr %3276, ptr %359, align 8
  %3277 = load ptr, ptr %358, align 8
  %3278 = load ptr, ptr %351, align 8
  %3279 = icmp ugt ptr %3277, %3278
  br i1 %3279, label %3298, label %3280

3280:                                             ; preds = %3237
  %3281 = load ptr, ptr %357, align 8
  %3282 = load ptr, ptr %348, align 8
  %3283 = icmp ugt ptr %3281, %3282
  br i1 %3283, label %3298, label %3284

3284:                                             ; preds = %3280
  %3285 = call i32 @MEM_32bits()
  %3286 = icmp ne i32 %3285, 0
  br i1 %3286, label %3287, label %3296

3287:                                             ; preds = %3284
  %3288 = load ptr, ptr %347, align 8
  %3289 = load ptr, ptr %346, align 8
  %3290 = ptrtoint ptr %3288 to i64
  %3291 = ptrtoint ptr %3289 to i64
  %3292 = sub i64 %3290, %3291
  %3293 = load i64, ptr %356, align 8
  %3294 = add i64 %3293, 32
  %3295 = icmp ult i64 %3292, %3294
  br label %3296

3296:                                             ; preds = %3287, %3284
  %3297 = phi i1 [ false, %3284 ], [ %3295, %3287 ]
  br label %3298

3298:                                             ; preds = %3296, %3280, %3237
  %3299 = phi i1 [ true, %3280 ], [ true, %3237 ], [ %3297, %3296 ]
  %3300 = zext i1 %3299 to i32
  %3301 = sext i32 %3300 to i64
  br i1 %3299, label %3302, label %3312

3302:                                             ; preds = %3298
  %3303 = load ptr, ptr %346, align 8
  %3304 = load ptr, ptr %347, align 8
  %3305 = load ptr, ptr %348, align 8
  %3306 = load ptr, ptr %350, align 8
  %3307 = load ptr, ptr %351, align 8
  %3308 = load ptr, ptr %352, align 8
  %3309 = load ptr, ptr %353, align 8
  %3310 = load ptr, ptr %354, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %360, ptr align 8 %522, i64 24, i1 false)
  %3311 = call i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %3303, ptr noundef %3304, ptr noundef %3305, ptr noundef %360, ptr noundef %3306, ptr noundef %3307, ptr noundef %3308, ptr noundef %3309, ptr noundef %3310)
  store i64 %3311, ptr %345, align 8
  br label %3645

3312:                                             ; preds = %3298
  %3313 = load ptr, ptr %346, align 8
  %3314 = load ptr, ptr %350, align 8
  %3315 = load ptr, ptr %3314, align 8
  call void @ZSTD_copy16(ptr noundef %3313, ptr noundef %3315)
  %3316 = load i64, ptr %522, align 8
  %3317 = icmp ugt i64 %3316, 16
  %3318 = zext i1 %3317 to i32
  %3319 = sext i32 %3318 to i64
  br i1 %3317, label %3320, label %3384

3320:                                             ; preds = %3312
  %3321 = load ptr, ptr %346, align 8
  %3322 = getelementptr inbounds i8, ptr %3321, i64 16
  %3323 = load ptr, ptr %350, align 8
  %3324 = load ptr, ptr %3323, align 8
  %3325 = getelementptr inbounds i8, ptr %3324, i64 16
  %3326 = load i64, ptr %522, align 8
  %3327 = sub i64 %3326, 16
  store ptr %3322, ptr %144, align 8
  store ptr %3325, ptr %145, align 8
  store i64 %3327, ptr %146, align 8
  store i32 0, ptr %147, align 4
  %3328 = load ptr, ptr %144, align 8
  %3329 = load ptr, ptr %145, align 8
  %3330 = ptrtoint ptr %3328 to i64
  %3331 = ptrtoint ptr %3329 to i64
  %3332 = sub i64 %3330, %3331
  store i64 %3332, ptr %148, align 8
  %3333 = load ptr, ptr %145, align 8
  store ptr %3333, ptr %149, align 8
  %3334 = load ptr, ptr %144, align 8
  store ptr %3334, ptr %150, align 8
  %3335 = load ptr, ptr %150, align 8
  %3336 = load i64, ptr %146, align 8
  %3337 = getelementptr inbounds i8, ptr %3335, i64 %3336
  store ptr %3337, ptr %151, align 8
  %3338 = load i32, ptr %147, align 4
  %3339 = icmp eq i32 %3338, 1
  br i1 %3339, label %3340, label %3355

3340:                                             ; preds = %3320
  %3341 = load i64, ptr %148, align 8
  %3342 = icmp slt i64 %3341, 16
  br i1 %3342, label %3343, label %3355

3343:                                             ; preds = %3340
  br label %3344

3344:                                             ; preds = %3344, %3343
  %3345 = load ptr, ptr %150, align 8
  %3346 = load ptr, ptr %149, align 8
  call void @ZSTD_copy8(ptr noundef %3345, ptr noundef %3346)
  %3347 = load ptr, ptr %150, align 8
  %3348 = getelementptr inbounds i8, ptr %3347, i64 8
  store ptr %3348, ptr %150, align 8
  %3349 = load ptr, ptr %149, align 8
  %3350 = getelementptr inbounds i8, ptr %3349, i64 8
  store ptr %3350, ptr %149, align 8
  %3351 = load ptr, ptr %150, align 8
  %3352 = load ptr, ptr %151, align 8
  %3353 = icmp ult ptr %3351, %3352
  br i1 %3353, label %3344, label %3354, !llvm.loop !27

3354:                                             ; preds = %3344
  br label %3383

3355:                                             ; preds = %3340, %3320
  %3356 = load ptr, ptr %150, align 8
  %3357 = load ptr, ptr %149, align 8
  call void @ZSTD_copy16(ptr noundef %3356, ptr noundef %3357)
  %3358 = load i64, ptr %146, align 8
  %3359 = icmp sge i64 16, %3358
  br i1 %3359, label %3360, label %3361

3360:                                             ; preds = %3355
  br label %3383

3361:                                             ; preds = %3355
  %3362 = load ptr, ptr %150, align 8
  %3363 = getelementptr inbounds i8, ptr %3362, i64 16
  store ptr %3363, ptr %150, align 8
  %3364 = load ptr, ptr %149, align 8
  %3365 = getelementptr inbounds i8, ptr %3364, i64 16
  store ptr %3365, ptr %149, align 8
  br label %3366

3366:                                             ; preds = %3366, %3361
  %3367 = load ptr, ptr %150, align 8
  %3368 = load ptr, ptr %149, align 8
  call void @ZSTD_copy16(ptr noundef %3367, ptr noundef %3368)
  %3369 = load ptr, ptr %150, align 8
  %3370 = getelementptr inbounds i8, ptr %3369, i64 16
  store ptr %3370, ptr %150, align 8
  %3371 = load ptr, ptr %149, align 8
  %3372 = getelementptr inbounds i8, ptr %3371, i64 16
  store ptr %3372, ptr %149, align 8
  %3373 = load ptr, ptr %150, align 8
  %3374 = load ptr, ptr %149, align 8
  call void @ZSTD_copy16(ptr noundef %3373, ptr noundef %3374)
  %3375 = load ptr, ptr %150, align 8
  %3376 = getelementptr inbounds i8, ptr %3375, i64 16
  store ptr %3376, ptr %150, align 8
  %3377 = load ptr, ptr %149, align 8
  %3378 = getelementptr inbounds i8, ptr %3377, i64 16
  store ptr %3378, ptr %149, align 8
  %3379 = load ptr, ptr %150, align 8
  %3380 = load ptr, ptr %151, align 8
  %3381 = icmp ult ptr %3379, %3380
  br i1 %3381, label %3366, label %3382, !llvm.loop !28

3382:                                             ; preds = %3366
  br label %3383

3383:                                             ; preds = %3354, %3360, %3382
  br label %3384

3384:                                             ; preds = %3383, %3312
  %3385 = load ptr, ptr %355, align 8
  store ptr %3385, ptr %346, align 8
  %3386 = load ptr, ptr %358, align 8
  %3387 = load ptr, ptr %350, align 8
  store ptr %3386, ptr %3387, align 8
  %3388 = getelementptr inbounds %struct.seq_t, ptr %522, i32 0, i32 2
  %3389 = load i64, ptr %3388, align 8
  %3390 = load ptr, ptr %355, align 8
  %3391 = load ptr, ptr %352, align 8
  %3392 = ptrtoint ptr %3390 to i64
  %3393 = ptrtoint ptr %3391 to i64
  %3394 = sub i64 %3392, %3393
  %3395 = icmp ugt i64 %3389, %3394
  br i1 %3395, label %3396, label %3445

3396:                                             ; preds = %3384
  %3397 = getelementptr inbounds %struct.seq_t, ptr %522, i32 0, i32 2
  %3398 = load i64, ptr %3397, align 8
  %3399 = load ptr, ptr %355, align 8
  %3400 = load ptr, ptr %353, align 8
  %3401 = ptrtoint ptr %3399 to i64
  %3402 = ptrtoint ptr %3400 to i64
  %3403 = sub i64 %3401, %3402
  %3404 = icmp ugt i64 %3398, %3403
  %3405 = zext i1 %3404 to i32
  %3406 = sext i32 %3405 to i64
  br i1 %3404, label %3407, label %3408

3407:                                             ; preds = %3396
  store i64 -20, ptr %345, align 8
  br label %3645

3408:                                             ; preds = %3396
  %3409 = load ptr, ptr %354, align 8
  %3410 = load ptr, ptr %359, align 8
  %3411 = load ptr, ptr %352, align 8
  %3412 = ptrtoint ptr %3410 to i64
  %3413 = ptrtoint ptr %3411 to i64
  %3414 = sub i64 %3412, %3413
  %3415 = getelementptr inbounds i8, ptr %3409, i64 %3414
  store ptr %3415, ptr %359, align 8
  %3416 = load ptr, ptr %359, align 8
  %3417 = getelementptr inbounds %struct.seq_t, ptr %522, i32 0, i32 1
  %3418 = load i64, ptr %3417, align 8
  %3419 = getelementptr inbounds i8, ptr %3416, i64 %3418
  %3420 = load ptr, ptr %354, align 8
  %3421 = icmp ule ptr %3419, %3420
  br i1 %3421, label %3422, label %3428

3422:                                             ; preds = %3408
  %3423 = load ptr, ptr %355, align 8
  %3424 = load ptr, ptr %359, align 8
  %3425 = getelementptr inbounds %struct.seq_t, ptr %522, i32 0, i32 1
  %3426 = load i64, ptr %3425, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %3423, ptr align 1 %3424, i64 %3426, i1 false)
  %3427 = load i64, ptr %356, align 8
  store i64 %3427, ptr %345, align 8
  br label %3645

3428:                                             ; preds = %3408
  %3429 = load ptr, ptr %354, align 8
  %3430 = load ptr, ptr %359, align 8
  %3431 = ptrtoint ptr %3429 to i64
  %3432 = ptrtoint ptr %3430 to i64
  %3433 = sub i64 %3431, %3432
  store i64 %3433, ptr %361, align 8
  %3434 = load ptr, ptr %355, align 8
  %3435 = load ptr, ptr %359, align 8
  %3436 = load i64, ptr %361, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %3434, ptr align 1 %3435, i64 %3436, i1 false)
  %3437 = load ptr, ptr %355, align 8
  %3438 = load i64, ptr %361, align 8
  %3439 = getelementptr inbounds i8, ptr %3437, i64 %3438
  store ptr %3439, ptr %346, align 8
  %3440 = load i64, ptr %361, align 8
  %3441 = getelementptr inbounds %struct.seq_t, ptr %522, i32 0, i32 1
  %3442 = load i64, ptr %3441, align 8
  %3443 = sub i64 %3442, %3440
  store i64 %3443, ptr %3441, align 8
  %3444 = load ptr, ptr %352, align 8
  store ptr %3444, ptr %359, align 8
  br label %3445

3445:                                             ; preds = %3428, %3384
  %3446 = getelementptr inbounds %struct.seq_t, ptr %522, i32 0, i32 2
  %3447 = load i64, ptr %3446, align 8
  %3448 = icmp uge i64 %3447, 16
  %3449 = zext i1 %3448 to i32
  %3450 = sext i32 %3449 to i64
  br i1 %3448, label %3451, label %3513

3451:                                             ; preds = %3445
  %3452 = load ptr, ptr %346, align 8
  %3453 = load ptr, ptr %359, align 8
  %3454 = getelementptr inbounds %struct.seq_t, ptr %522, i32 0, i32 1
  %3455 = load i64, ptr %3454, align 8
  store ptr %3452, ptr %136, align 8
  store ptr %3453, ptr %137, align 8
  store i64 %3455, ptr %138, align 8
  store i32 0, ptr %139, align 4
  %3456 = load ptr, ptr %136, align 8
  %3457 = load ptr, ptr %137, align 8
  %3458 = ptrtoint ptr %3456 to i64
  %3459 = ptrtoint ptr %3457 to i64
  %3460 = sub i64 %3458, %3459
  store i64 %3460, ptr %140, align 8
  %3461 = load ptr, ptr %137, align 8
  store ptr %3461, ptr %141, align 8
  %3462 = load ptr, ptr %136, align 8
  store ptr %3462, ptr %142, align 8
  %3463 = load ptr, ptr %142, align 8
  %3464 = load i64, ptr %138, align 8
  %3465 = getelementptr inbounds i8, ptr %3463, i64 %3464
  store ptr %3465, ptr %143, align 8
  %3466 = load i32, ptr %139, align 4
  %3467 = icmp eq i32 %3466, 1
  br i1 %3467, label %3468, label %3483

3468:                                             ; preds = %3451
  %3469 = load i64, ptr %140, align 8
  %3470 = icmp slt i64 %3469, 16
  br i1 %3470, label %3471, label %3483

3471:                                             ; preds = %3468
  br label %3472

3472:                                             ; preds = %3472, %3471
  %3473 = load ptr, ptr %142, align 8
  %3474 = load ptr, ptr %141, align 8
  call void @ZSTD_copy8(ptr noundef %3473, ptr noundef %3474)
  %3475 = load ptr, ptr %142, align 8
  %3476 = getelementptr inbounds i8, ptr %3475, i64 8
  store ptr %3476, ptr %142, align 8
  %3477 = load ptr, ptr %141, align 8
  %3478 = getelementptr inbounds i8, ptr %3477, i64 8
  store ptr %3478, ptr %141, align 8
  %3479 = load ptr, ptr %142, align 8
  %3480 = load ptr, ptr %143, align 8
  %3481 = icmp ult ptr %3479, %3480
  br i1 %3481, label %3472, label %3482, !llvm.loop !27

3482:                                             ; preds = %3472
  br label %3511

3483:                                             ; preds = %3468, %3451
  %3484 = load ptr, ptr %142, align 8
  %3485 = load ptr, ptr %141, align 8
  call void @ZSTD_copy16(ptr noundef %3484, ptr noundef %3485)
  %3486 = load i64, ptr %138, align 8
  %3487 = icmp sge i64 16, %3486
  br i1 %3487, label %3488, label %3489

3488:                                             ; preds = %3483
  br label %3511

3489:                                             ; preds = %3483
  %3490 = load ptr, ptr %142, align 8
  %3491 = getelementptr inbounds i8, ptr %3490, i64 16
  store ptr %3491, ptr %142, align 8
  %3492 = load ptr, ptr %141, align 8
  %3493 = getelementptr inbounds i8, ptr %3492, i64 16
  store ptr %3493, ptr %141, align 8
  br label %3494

3494:                                             ; preds = %3494, %3489
  %3495 = load ptr, ptr %142, align 8
  %3496 = load ptr, ptr %141, align 8
  call void @ZSTD_copy16(ptr noundef %3495, ptr noundef %3496)
  %3497 = load ptr, ptr %142, align 8
  %3498 = getelementptr inbounds i8, ptr %3497, i64 16
  store ptr %3498, ptr %142, align 8
  %3499 = load ptr, ptr %141, align 8
  %3500 = getelementptr inbounds i8, ptr %3499, i64 16
  store ptr %3500, ptr %141, align 8
  %3501 = load ptr, ptr %142, align 8
  %3502 = load ptr, ptr %141, align 8
  call void @ZSTD_copy16(ptr noundef %3501, ptr noundef %3502)
  %3503 = load ptr, ptr %142, align 8
  %3504 = getelementptr inbounds i8, ptr %3503, i64 16
  store ptr %3504, ptr %142, align 8
  %3505 = load ptr, ptr %141, align 8
  %3506 = getelementptr inbounds i8, ptr %3505, i64 16
  store ptr %3506, ptr %141, align 8
  %3507 = load ptr, ptr %142, align 8
  %3508 = load ptr, ptr %143, align 8
  %3509 = icmp ult ptr %3507, %3508
  br i1 %3509, label %3494, label %3510, !llvm.loop !28

3510:                                             ; preds = %3494
  br label %3511

3511:                                             ; preds = %3482, %3488, %3510
  %3512 = load i64, ptr %356, align 8
  store i64 %3512, ptr %345, align 8
  br label %3645

3513:                                             ; preds = %3445
  %3514 = getelementptr inbounds %struct.seq_t, ptr %522, i32 0, i32 2
  %3515 = load i64, ptr %3514, align 8
  store ptr %346, ptr %24, align 8
  store ptr %359, ptr %25, align 8
  store i64 %3515, ptr %26, align 8
  %3516 = load i64, ptr %26, align 8
  %3517 = icmp ult i64 %3516, 8
  br i1 %3517, label %3518, label %3566

3518:                                             ; preds = %3513
  %3519 = load i64, ptr %26, align 8
  %3520 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %3519
  %3521 = load i32, ptr %3520, align 4
  store i32 %3521, ptr %27, align 4
  %3522 = load ptr, ptr %25, align 8
  %3523 = load ptr, ptr %3522, align 8
  %3524 = load i8, ptr %3523, align 1
  %3525 = load ptr, ptr %24, align 8
  %3526 = load ptr, ptr %3525, align 8
  store i8 %3524, ptr %3526, align 1
  %3527 = load ptr, ptr %25, align 8
  %3528 = load ptr, ptr %3527, align 8
  %3529 = getelementptr inbounds i8, ptr %3528, i64 1
  %3530 = load i8, ptr %3529, align 1
  %3531 = load ptr, ptr %24, align 8
  %3532 = load ptr, ptr %3531, align 8
  %3533 = getelementptr inbounds i8, ptr %3532, i64 1
  store i8 %3530, ptr %3533, align 1
  %3534 = load ptr, ptr %25, align 8
  %3535 = load ptr, ptr %3534, align 8
  %3536 = getelementptr inbounds i8, ptr %3535, i64 2
  %3537 = load i8, ptr %3536, align 1
  %3538 = load ptr, ptr %24, align 8
  %3539 = load ptr, ptr %3538, align 8
  %3540 = getelementptr inbounds i8, ptr %3539, i64 2
  store i8 %3537, ptr %3540, align 1
  %3541 = load ptr, ptr %25, align 8
  %3542 = load ptr, ptr %3541, align 8
  %3543 = getelementptr inbounds i8, ptr %3542, i64 3
  %3544 = load i8, ptr %3543, align 1
  %3545 = load ptr, ptr %24, align 8
  %3546 = load ptr, ptr %3545, align 8
  %3547 = getelementptr inbounds i8, ptr %3546, i64 3
  store i8 %3544, ptr %3547, align 1
  %3548 = load i64, ptr %26, align 8
  %3549 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %3548
  %3550 = load i32, ptr %3549, align 4
  %3551 = load ptr, ptr %25, align 8
  %3552 = load ptr, ptr %3551, align 8
  %3553 = zext i32 %3550 to i64
  %3554 = getelementptr inbounds i8, ptr %3552, i64 %3553
  store ptr %3554, ptr %3551, align 8
  %3555 = load ptr, ptr %24, align 8
  %3556 = load ptr, ptr %3555, align 8
  %3557 = getelementptr inbounds i8, ptr %3556, i64 4
  %3558 = load ptr, ptr %25, align 8
  %3559 = load ptr, ptr %3558, align 8
  call void @ZSTD_copy4(ptr noundef %3557, ptr noundef %3559)
  %3560 = load i32, ptr %27, align 4
  %3561 = load ptr, ptr %25, align 8
  %3562 = load ptr, ptr %3561, align 8
  %3563 = sext i32 %3560 to i64
  %3564 = sub i64 0, %3563
  %3565 = getelementptr inbounds i8, ptr %3562, i64 %3564
  store ptr %3565, ptr %3561, align 8
  br label %3571

3566:                                             ; preds = %3513
  %3567 = load ptr, ptr %24, align 8
  %3568 = load ptr, ptr %3567, align 8
  %3569 = load ptr, ptr %25, align 8
  %3570 = load ptr, ptr %3569, align 8
  call void @ZSTD_copy8(ptr noundef %3568, ptr noundef %3570)
  br label %3571

3571:                                             ; preds = %3518, %3566
  %3572 = load ptr, ptr %25, align 8
  %3573 = load ptr, ptr %3572, align 8
  %3574 = getelementptr inbounds i8, ptr %3573, i64 8
  store ptr %3574, ptr %3572, align 8
  %3575 = load ptr, ptr %24, align 8
  %3576 = load ptr, ptr %3575, align 8
  %3577 = getelementptr inbounds i8, ptr %3576, i64 8
  store ptr %3577, ptr %3575, align 8
  %3578 = getelementptr inbounds %struct.seq_t, ptr %522, i32 0, i32 1
  %3579 = load i64, ptr %3578, align 8
  %3580 = icmp ugt i64 %3579, 8
  br i1 %3580, label %3581, label %3643

3581:                                             ; preds = %3571
  %3582 = load ptr, ptr %346, align 8
  %3583 = load ptr, ptr %359, align 8
  %3584 = getelementptr inbounds %struct.seq_t, ptr %522, i32 0, i32 1
  %3585 = load i64, ptr %3584, align 8
  %3586 = sub nsw i64 %3585, 8
  store ptr %3582, ptr %128, align 8
  store ptr %3583, ptr %129, align 8
  store i64 %3586, ptr %130, align 8
  store i32 1, ptr %131, align 4
  %3587 = load ptr, ptr %128, align 8
  %3588 = load ptr, ptr %129, align 8
  %3589 = ptrtoint ptr %3587 to i64
  %3590 = ptrtoint ptr %3588 to i64
  %3591 = sub i64 %3589, %3590
  store i64 %3591, ptr %132, align 8
  %3592 = load ptr, ptr %129, align 8
  store ptr %3592, ptr %133, align 8
  %3593 = load ptr, ptr %128, align 8
  store ptr %3593, ptr %134, align 8
  %3594 = load ptr, ptr %134, align 8
  %3595 = load i64, ptr %130, align 8
  %3596 = getelementptr inbounds i8, ptr %3594, i64 %3595
  store ptr %3596, ptr %135, align 8
  %3597 = load i32, ptr %131, align 4
  %3598 = icmp eq i32 %3597, 1
  br i1 %3598, label %3599, label %3614

3599:                                             ; preds = %3581
  %3600 = load i64, ptr %132, align 8
  %3601 = icmp slt i64 %3600, 16
  br i1 %3601, label %3602, label %3614

3602:                                             ; preds = %3599
  br label %3603

3603:                                             ; preds = %3603, %3602
  %3604 = load ptr, ptr %134, align 8
  %3605 = load ptr, ptr %133, align 8
  call void @ZSTD_copy8(ptr noundef %3604, ptr noundef %3605)
  %3606 = load ptr, ptr %134, align 8
  %3607 = getelementptr inbounds i8, ptr %3606, i64 8
  store ptr %3607, ptr %134, align 8
  %3608 = load ptr, ptr %133, align 8
  %3609 = getelementptr inbounds i8, ptr %3608, i64 8
  store ptr %3609, ptr %133, align 8
  %3610 = load ptr, ptr %134, align 8
  %3611 = load ptr, ptr %135, align 8
  %3612 = icmp ult ptr %3610, %3611
  br i1 %3612, label %3603, label %3613, !llvm.loop !27

3613:                                             ; preds = %3603
  br label %3642

3614:                                             ; preds = %3599, %3581
  %3615 = load ptr, ptr %134, align 8
  %3616 = load ptr, ptr %133, align 8
  call void @ZSTD_copy16(ptr noundef %3615, ptr noundef %3616)
  %3617 = load i64, ptr %130, align 8
  %3618 = icmp sge i64 16, %3617
  br i1 %3618, label %3619, label %3620

3619:                                             ; preds = %3614
  br label %3642

3620:                                             ; preds = %3614
  %3621 = load ptr, ptr %134, align 8
  %3622 = getelementptr inbounds i8, ptr %3621, i64 16
  store ptr %3622, ptr %134, align 8
  %3623 = load ptr, ptr %133, align 8
  %3624 = getelementptr inbounds i8, ptr %3623, i64 16
  store ptr %3624, ptr %133, align 8
  br label %3625

3625:                                             ; preds = %3625, %3620
  %3626 = load ptr, ptr %134, align 8
  %3627 = load ptr, ptr %133, align 8
  call void @ZSTD_copy16(ptr noundef %3626, ptr noundef %3627)
  %3628 = load ptr, ptr %134, align 8
  %3629 = getelementptr inbounds i8, ptr %3628, i64 16
  store ptr %3629, ptr %134, align 8
  %3630 = load ptr, ptr %133, align 8
  %3631 = getelementptr inbounds i8, ptr %3630, i64 16
  store ptr %3631, ptr %133, align 8
  %3632 = load ptr, ptr %134, align 8
  %3633 = load ptr, ptr %133, align 8
  call void @ZSTD_copy16(ptr noundef %3632, ptr noundef %3633)
  %3634 = load ptr, ptr %134, align 8
  %3635 = getelementptr inbounds i8, ptr %3634, i64 16
  store ptr %3635, ptr %134, align 8
  %3636 = load ptr, ptr %133, align 8
  %3637 = getelementptr inbounds i8, ptr %3636, i64 16
  store ptr %3637, ptr %133, align 8
  %3638 = load ptr, ptr %134, align 8
  %3639 = load ptr, ptr %135, align 8
  %3640 = icmp ult ptr %3638, %3639
  br i1 %3640, label %3625, label %3641, !llvm.loop !28

3641:                                             ; preds = %3625
  br label %3642

3642:                                             ; preds = %3613, %3619, %3641
  br label %3643

3643:                                             ; preds = %3642, %3571
  %3644 = load i64, ptr %356, align 8
  store i64 %3644, ptr %345, align 8
  br label %3645

3645:                                             ; preds = %3302, %3407, %3422, %3511, %3643
  %3646 = load i64, ptr %345, align 8
  br label %4050

3647:                                             ; preds = %3232
  %3648 = load ptr, ptr %502, align 8
  %3649 = load ptr, ptr %501, align 8
  %3650 = load i32, ptr %511, align 4
  %3651 = sub nsw i32 %3650, 8
  %3652 = and i32 %3651, 7
  %3653 = sext i32 %3652 to i64
  %3654 = getelementptr inbounds [8 x %struct.seq_t], ptr %508, i64 0, i64 %3653
  %3655 = load ptr, ptr %504, align 8
  %3656 = load ptr, ptr %505, align 8
  %3657 = load ptr, ptr %506, align 8
  %3658 = load ptr, ptr %507, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %523, ptr align 8 %3654, i64 24, i1 false)
  store ptr %3648, ptr %397, align 8
  store ptr %3649, ptr %398, align 8
  store ptr %523, ptr %399, align 8
  store ptr %503, ptr %400, align 8
  store ptr %3655, ptr %401, align 8
  store ptr %3656, ptr %402, align 8
  store ptr %3657, ptr %403, align 8
  store ptr %3658, ptr %404, align 8
  %3659 = load ptr, ptr %397, align 8
  %3660 = load i64, ptr %523, align 8
  %3661 = getelementptr inbounds i8, ptr %3659, i64 %3660
  store ptr %3661, ptr %405, align 8
  %3662 = load i64, ptr %523, align 8
  %3663 = getelementptr inbounds %struct.seq_t, ptr %523, i32 0, i32 1
  %3664 = load i64, ptr %3663, align 8
  %3665 = add i64 %3662, %3664
  store i64 %3665, ptr %406, align 8
  %3666 = load ptr, ptr %397, align 8
  %3667 = load i64, ptr %406, align 8
  %3668 = getelementptr inbounds i8, ptr %3666, i64 %3667
  store ptr %3668, ptr %407, align 8
  %3669 = load ptr, ptr %398, align 8
  %3670 = getelementptr inbounds i8, ptr %3669, i64 -32
  store ptr %3670, ptr %408, align 8
  %3671 = load ptr, ptr %400, align 8
  %3672 = load ptr, ptr %3671, align 8
  %3673 = load i64, ptr %523, align 8
  %3674 = getelementptr inbounds i8, ptr %3672, i64 %3673
  store ptr %3674, ptr %409, align 8
  %3675 = load ptr, ptr %405, align 8
  %3676 = getelementptr inbounds %struct.seq_t, ptr %523, i32 0, i32 2
  %3677 = load i64, ptr %3676, align 8
  %3678 = sub i64 0, %3677
  %3679 = getelementptr inbounds i8, ptr %3675, i64 %3678
  store ptr %3679, ptr %410, align 8
  %3680 = load ptr, ptr %410, align 8
  call void @llvm.prefetch.p0(ptr %3680, i32 0, i32 3, i32 1)
  %3681 = load ptr, ptr %409, align 8
  %3682 = load ptr, ptr %401, align 8
  %3683 = icmp ugt ptr %3681, %3682
  br i1 %3683, label %3702, label %3684

3684:                                             ; preds = %3647
  %3685 = load ptr, ptr %407, align 8
  %3686 = load ptr, ptr %408, align 8
  %3687 = icmp ugt ptr %3685, %3686
  br i1 %3687, label %3702, label %3688

3688:                                             ; preds = %3684
  %3689 = call i32 @MEM_32bits()
  %3690 = icmp ne i32 %3689, 0
  br i1 %3690, label %3691, label %3700

3691:                                             ; preds = %3688
  %3692 = load ptr, ptr %398, align 8
  %3693 = load ptr, ptr %397, align 8
  %3694 = ptrtoint ptr %3692 to i64
  %3695 = ptrtoint ptr %3693 to i64
  %3696 = sub i64 %3694, %3695
  %3697 = load i64, ptr %406, align 8
  %3698 = add i64 %3697, 32
  %3699 = icmp ult i64 %3696, %3698
  br label %3700

3700:                                             ; preds = %3691, %3688
  %3701 = phi i1 [ false, %3688 ], [ %3699, %3691 ]
  br label %3702

3702:                                             ; preds = %3700, %3684, %3647
  %3703 = phi i1 [ true, %3684 ], [ true, %3647 ], [ %3701, %3700 ]
  %3704 = zext i1 %3703 to i32
  %3705 = sext i32 %3704 to i64
  br i1 %3703, label %3706, label %3715

3706:                                             ; preds = %3702
  %3707 = load ptr, ptr %397, align 8
  %3708 = load ptr, ptr %398, align 8
  %3709 = load ptr, ptr %400, align 8
  %3710 = load ptr, ptr %401, align 8
  %3711 = load ptr, ptr %402, align 8
  %3712 = load ptr, ptr %403, align 8
  %3713 = load ptr, ptr %404, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %411, ptr align 8 %523, i64 24, i1 false)
  %3714 = call i64 @ZSTD_execSequenceEnd(ptr noundef %3707, ptr noundef %3708, ptr noundef %411, ptr noundef %3709, ptr noundef %3710, ptr noundef %3711, ptr noundef %3712, ptr noundef %3713)
  store i64 %3714, ptr %396, align 8
  br label %4048

3715:                                             ; preds = %3702
  %3716 = load ptr, ptr %397, align 8
  %3717 = load ptr, ptr %400, align 8
  %3718 = load ptr, ptr %3717, align 8
  call void @ZSTD_copy16(ptr noundef %3716, ptr noundef %3718)
  %3719 = load i64, ptr %523, align 8
  %3720 = icmp ugt i64 %3719, 16
  %3721 = zext i1 %3720 to i32
  %3722 = sext i32 %3721 to i64
  br i1 %3720, label %3723, label %3787

3723:                                             ; preds = %3715
  %3724 = load ptr, ptr %397, align 8
  %3725 = getelementptr inbounds i8, ptr %3724, i64 16
  %3726 = load ptr, ptr %400, align 8
  %3727 = load ptr, ptr %3726, align 8
  %3728 = getelementptr inbounds i8, ptr %3727, i64 16
  %3729 = load i64, ptr %523, align 8
  %3730 = sub i64 %3729, 16
  store ptr %3725, ptr %72, align 8
  store ptr %3728, ptr %73, align 8
  store i64 %3730, ptr %74, align 8
  store i32 0, ptr %75, align 4
  %3731 = load ptr, ptr %72, align 8
  %3732 = load ptr, ptr %73, align 8
  %3733 = ptrtoint ptr %3731 to i64
  %3734 = ptrtoint ptr %3732 to i64
  %3735 = sub i64 %3733, %3734
  store i64 %3735, ptr %76, align 8
  %3736 = load ptr, ptr %73, align 8
  store ptr %3736, ptr %77, align 8
  %3737 = load ptr, ptr %72, align 8
  store ptr %3737, ptr %78, align 8
  %3738 = load ptr, ptr %78, align 8
  %3739 = load i64, ptr %74, align 8
  %3740 = getelementptr inbounds i8, ptr %3738, i64 %3739
  store ptr %3740, ptr %79, align 8
  %3741 = load i32, ptr %75, align 4
  %3742 = icmp eq i32 %3741, 1
  br i1 %3742, label %3743, label %3758

3743:                                             ; preds = %3723
  %3744 = load i64, ptr %76, align 8
  %3745 = icmp slt i64 %3744, 16
  br i1 %3745, label %3746, label %3758

3746:                                             ; preds = %3743
  br label %3747

3747:                                             ; preds = %3747, %3746
  %3748 = load ptr, ptr %78, align 8
  %3749 = load ptr, ptr %77, align 8
  call void @ZSTD_copy8(ptr noundef %3748, ptr noundef %3749)
  %3750 = load ptr, ptr %78, align 8
  %3751 = getelementptr inbounds i8, ptr %3750, i64 8
  store ptr %3751, ptr %78, align 8
  %3752 = load ptr, ptr %77, align 8
  %3753 = getelementptr inbounds i8, ptr %3752, i64 8
  store ptr %3753, ptr %77, align 8
  %3754 = load ptr, ptr %78, align 8
  %3755 = load ptr, ptr %79, align 8
  %3756 = icmp ult ptr %3754, %3755
  br i1 %3756, label %3747, label %3757, !llvm.loop !27

3757:                                             ; preds = %3747
  br label %3786

3758:                                             ; preds = %3743, %3723
  %3759 = load ptr, ptr %78, align 8
  %3760 = load ptr, ptr %77, align 8
  call void @ZSTD_copy16(ptr noundef %3759, ptr noundef %3760)
  %3761 = load i64, ptr %74, align 8
  %3762 = icmp sge i64 16, %3761
  br i1 %3762, label %3763, label %3764

3763:                                             ; preds = %3758
  br label %3786

3764:                                             ; preds = %3758
  %3765 = load ptr, ptr %78, align 8
  %3766 = getelementptr inbounds i8, ptr %3765, i64 16
  store ptr %3766, ptr %78, align 8
  %3767 = load ptr, ptr %77, align 8
  %3768 = getelementptr inbounds i8, ptr %3767, i64 16
  store ptr %3768, ptr %77, align 8
  br label %3769

3769:                                             ; preds = %3769, %3764
  %3770 = load ptr, ptr %78, align 8
  %3771 = load ptr, ptr %77, align 8
  call void @ZSTD_copy16(ptr noundef %3770, ptr noundef %3771)
  %3772 = load ptr, ptr %78, align 8
  %3773 = getelementptr inbounds i8, ptr %3772, i64 16
  store ptr %3773, ptr %78, align 8
  %3774 = load ptr, ptr %77, align 8
  %3775 = getelementptr inbounds i8, ptr %3774, i64 16
  store ptr %3775, ptr %77, align 8
  %3776 = load ptr, ptr %78, align 8
  %3777 = load ptr, ptr %77, align 8
  call void @ZSTD_copy16(ptr noundef %3776, ptr noundef %3777)
  %3778 = load ptr, ptr %78, align 8
  %3779 = getelementptr inbounds i8, ptr %3778, i64 16
  store ptr %3779, ptr %78, align 8
  %3780 = load ptr, ptr %77, align 8
  %3781 = getelementptr inbounds i8, ptr %3780, i64 16
  store ptr %3781, ptr %77, align 8
  %3782 = load ptr, ptr %78, align 8
  %3783 = load ptr, ptr %79, align 8
  %3784 = icmp ult ptr %3782, %3783
  br i1 %3784, label %3769, label %3785, !llvm.loop !28

3785:                                             ; preds = %3769
  br label %3786

3786:                                             ; preds = %3757, %3763, %3785
  br label %3787

3787:                                             ; preds = %3786, %3715
  %3788 = load ptr, ptr %405, align 8
  store ptr %3788, ptr %397, align 8
  %3789 = load ptr, ptr %409, align 8
  %3790 = load ptr, ptr %400, align 8
  store ptr %3789, ptr %3790, align 8
  %3791 = getelementptr inbounds %struct.seq_t, ptr %523, i32 0, i32 2
  %3792 = load i64, ptr %3791, align 8
  %3793 = load ptr, ptr %405, align 8
  %3794 = load ptr, ptr %402, align 8
  %3795 = ptrtoint ptr %3793 to i64
  %3796 = ptrtoint ptr %3794 to i64
  %3797 = sub i64 %3795, %3796
  %3798 = icmp ugt i64 %3792, %3797
  br i1 %3798, label %3799, label %3848

3799:                                             ; preds = %3787
  %3800 = getelementptr inbounds %struct.seq_t, ptr %523, i32 0, i32 2
  %3801 = load i64, ptr %3800, align 8
  %3802 = load ptr, ptr %405, align 8
  %3803 = load ptr, ptr %403, align 8
  %3804 = ptrtoint ptr %3802 to i64
  %3805 = ptrtoint ptr %3803 to i64
  %3806 = sub i64 %3804, %3805
  %3807 = icmp ugt i64 %3801, %3806
  %3808 = zext i1 %3807 to i32
  %3809 = sext i32 %3808 to i64
  br i1 %3807, label %3810, label %3811

3810:                                             ; preds = %3799
  store i64 -20, ptr %396, align 8
  br label %4048

3811:                                             ; preds = %3799
  %3812 = load ptr, ptr %404, align 8
  %3813 = load ptr, ptr %410, align 8
  %3814 = load ptr, ptr %402, align 8
  %3815 = ptrtoint ptr %3813 to i64
  %3816 = ptrtoint ptr %3814 to i64
  %3817 = sub i64 %3815, %3816
  %3818 = getelementptr inbounds i8, ptr %3812, i64 %3817
  store ptr %3818, ptr %410, align 8
  %3819 = load ptr, ptr %410, align 8
  %3820 = getelementptr inbounds %struct.seq_t, ptr %523, i32 0, i32 1
  %3821 = load i64, ptr %3820, align 8
  %3822 = getelementptr inbounds i8, ptr %3819, i64 %3821
  %3823 = load ptr, ptr %404, align 8
  %3824 = icmp ule ptr %3822, %3823
  br i1 %3824, label %3825, label %3831

3825:                                             ; preds = %3811
  %3826 = load ptr, ptr %405, align 8
  %3827 = load ptr, ptr %410, align 8
  %3828 = getelementptr inbounds %struct.seq_t, ptr %523, i32 0, i32 1
  %3829 = load i64, ptr %3828, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %3826, ptr align 1 %3827, i64 %3829, i1 false)
  %3830 = load i64, ptr %406, align 8
  store i64 %3830, ptr %396, align 8
  br label %4048

3831:                                             ; preds = %3811
  %3832 = load ptr, ptr %404, align 8
  %3833 = load ptr, ptr %410, align 8
  %3834 = ptrtoint ptr %3832 to i64
  %3835 = ptrtoint ptr %3833 to i64
  %3836 = sub i64 %3834, %3835
  store i64 %3836, ptr %412, align 8
  %3837 = load ptr, ptr %405, align 8
  %3838 = load ptr, ptr %410, align 8
  %3839 = load i64, ptr %412, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %3837, ptr align 1 %3838, i64 %3839, i1 false)
  %3840 = load ptr, ptr %405, align 8
  %3841 = load i64, ptr %412, align 8
  %3842 = getelementptr inbounds i8, ptr %3840, i64 %3841
  store ptr %3842, ptr %397, align 8
  %3843 = load i64, ptr %412, align 8
  %3844 = getelementptr inbounds %struct.seq_t, ptr %523, i32 0, i32 1
  %3845 = load i64, ptr %3844, align 8
  %3846 = sub i64 %3845, %3843
  store i64 %3846, ptr %3844, align 8
  %3847 = load ptr, ptr %402, align 8
  store ptr %3847, ptr %410, align 8
  br label %3848

3848:                                             ; preds = %3831, %3787
  %3849 = getelementptr inbounds %struct.seq_t, ptr %523, i32 0, i32 2
  %3850 = load i64, ptr %3849, align 8
  %3851 = icmp uge i64 %3850, 16
  %3852 = zext i1 %3851 to i32
  %3853 = sext i32 %3852 to i64
  br i1 %3851, label %3854, label %3916

3854:                                             ; preds = %3848
  %3855 = load ptr, ptr %397, align 8
  %3856 = load ptr, ptr %410, align 8
  %3857 = getelementptr inbounds %struct.seq_t, ptr %523, i32 0, i32 1
  %3858 = load i64, ptr %3857, align 8
  store ptr %3855, ptr %64, align 8
  store ptr %3856, ptr %65, align 8
  store i64 %3858, ptr %66, align 8
  store i32 0, ptr %67, align 4
  %3859 = load ptr, ptr %64, align 8
  %3860 = load ptr, ptr %65, align 8
  %3861 = ptrtoint ptr %3859 to i64
  %3862 = ptrtoint ptr %3860 to i64
  %3863 = sub i64 %3861, %3862
  store i64 %3863, ptr %68, align 8
  %3864 = load ptr, ptr %65, align 8
  store ptr %3864, ptr %69, align 8
  %3865 = load ptr, ptr %64, align 8
  store ptr %3865, ptr %70, align 8
  %3866 = load ptr, ptr %70, align 8
  %3867 = load i64, ptr %66, align 8
  %3868 = getelementptr inbounds i8, ptr %3866, i64 %3867
  store ptr %3868, ptr %71, align 8
  %3869 = load i32, ptr %67, align 4
  %3870 = icmp eq i32 %3869, 1
  br i1 %3870, label %3871, label %3886

3871:                                             ; preds = %3854
  %3872 = load i64, ptr %68, align 8
  %3873 = icmp slt i64 %3872, 16
  br i1 %3873, label %3874, label %3886

3874:                                             ; preds = %3871
  br label %3875

3875:                                             ; preds = %3875, %3874
  %3876 = load ptr, ptr %70, align 8
  %3877 = load ptr, ptr %69, align 8
  call void @ZSTD_copy8(ptr noundef %3876, ptr noundef %3877)
  %3878 = load ptr, ptr %70, align 8
  %3879 = getelementptr inbounds i8, ptr %3878, i64 8
  store ptr %3879, ptr %70, align 8
  %3880 = load ptr, ptr %69, align 8
  %3881 = getelementptr inbounds i8, ptr %3880, i64 8
  store ptr %3881, ptr %69, align 8
  %3882 = load ptr, ptr %70, align 8
  %3883 = load ptr, ptr %71, align 8
  %3884 = icmp ult ptr %3882, %3883
  br i1 %3884, label %3875, label %3885, !llvm.loop !27

3885:                                             ; preds = %3875
  br label %3914

3886:                                             ; preds = %3871, %3854
  %3887 = load ptr, ptr %70, align 8
  %3888 = load ptr, ptr %69, align 8
  call void @ZSTD_copy16(ptr noundef %3887, ptr noundef %3888)
  %3889 = load i64, ptr %66, align 8
  %3890 = icmp sge i64 16, %3889
  br i1 %3890, label %3891, label %3892

3891:                                             ; preds = %3886
  br label %3914

3892:                                             ; preds = %3886
  %3893 = load ptr, ptr %70, align 8
  %3894 = getelementptr inbounds i8, ptr %3893, i64 16
  store ptr %3894, ptr %70, align 8
  %3895 = load ptr, ptr %69, align 8
  %3896 = getelementptr inbounds i8, ptr %3895, i64 16
  store ptr %3896, ptr %69, align 8
  br label %3897

3897:                                             ; preds = %3897, %3892
  %3898 = load ptr, ptr %70, align 8
  %3899 = load ptr, ptr %69, align 8
  call void @ZSTD_copy16(ptr noundef %3898, ptr noundef %3899)
  %3900 = load ptr, ptr %70, align 8
  %3901 = getelementptr inbounds i8, ptr %3900, i64 16
  store ptr %3901, ptr %70, align 8
  %3902 = load ptr, ptr %69, align 8
  %3903 = getelementptr inbounds i8, ptr %3902, i64 16
  store ptr %3903, ptr %69, align 8
  %3904 = load ptr, ptr %70, align 8
  %3905 = load ptr, ptr %69, align 8
  call void @ZSTD_copy16(ptr noundef %3904, ptr noundef %3905)
  %3906 = load ptr, ptr %70, align 8
  %3907 = getelementptr inbounds i8, ptr %3906, i64 16
  store ptr %3907, ptr %70, align 8
  %3908 = load ptr, ptr %69, align 8
  %3909 = getelementptr inbounds i8, ptr %3908, i64 16
  store ptr %3909, ptr %69, align 8
  %3910 = load ptr, ptr %70, align 8
  %3911 = load ptr, ptr %71, align 8
  %3912 = icmp ult ptr %3910, %3911
  br i1 %3912, label %3897, label %3913, !llvm.loop !28

3913:                                             ; preds = %3897
  br label %3914

3914:                                             ; preds = %3885, %3891, %3913
  %3915 = load i64, ptr %406, align 8
  store i64 %3915, ptr %396, align 8
  br label %4048

3916:                                             ; preds = %3848
  %3917 = getelementptr inbounds %struct.seq_t, ptr %523, i32 0, i32 2
  %3918 = load i64, ptr %3917, align 8
  store ptr %397, ptr %12, align 8
  store ptr %410, ptr %13, align 8
  store i64 %3918, ptr %14, align 8
  %3919 = load i64, ptr %14, align 8
  %3920 = icmp ult i64 %3919, 8
  br i1 %3920, label %3921, label %3969

3921:                                             ; preds = %3916
  %3922 = load i64, ptr %14, align 8
  %3923 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %3922
  %3924 = load i32, ptr %3923, align 4
  store i32 %3924, ptr %15, align 4
  %3925 = load ptr, ptr %13, align 8
  %3926 = load ptr, ptr %3925, align 8
  %3927 = load i8, ptr %3926, align 1
  %3928 = load ptr, ptr %12, align 8
  %3929 = load ptr, ptr %3928, align 8
  store i8 %3927, ptr %3929, align 1
  %3930 = load ptr, ptr %13, align 8
  %3931 = load ptr, ptr %3930, align 8
  %3932 = getelementptr inbounds i8, ptr %3931, i64 1
  %3933 = load i8, ptr %3932, align 1
  %3934 = load ptr, ptr %12, align 8
  %3935 = load ptr, ptr %3934, align 8
  %3936 = getelementptr inbounds i8, ptr %3935, i64 1
  store i8 %3933, ptr %3936, align 1
  %3937 = load ptr, ptr %13, align 8
  %3938 = load ptr, ptr %3937, align 8
  %3939 = getelementptr inbounds i8, ptr %3938, i64 2
  %3940 = load i8, ptr %3939, align 1
  %3941 = load ptr, ptr %12, align 8
  %3942 = load ptr, ptr %3941, align 8
  %3943 = getelementptr inbounds i8, ptr %3942, i64 2
  store i8 %3940, ptr %3943, align 1
  %3944 = load ptr, ptr %13, align 8
  %3945 = load ptr, ptr %3944, align 8
  %3946 = getelementptr inbounds i8, ptr %3945, i64 3
  %3947 = load i8, ptr %3946, align 1
  %3948 = load ptr, ptr %12, align 8
  %3949 = load ptr, ptr %3948, align 8
  %3950 = getelementptr inbounds i8, ptr %3949, i64 3
  store i8 %3947, ptr %3950, align 1
  %3951 = load i64, ptr %14, align 8
  %3952 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %3951
  %3953 = load i32, ptr %3952, align 4
  %3954 = load ptr, ptr %13, align 8
  %3955 = load ptr, ptr %3954, align 8
  %3956 = zext i32 %3953 to i64
  %3957 = getelementptr inbounds i8, ptr %3955, i64 %3956
  store ptr %3957, ptr %3954, align 8
  %3958 = load ptr, ptr %12, align 8
  %3959 = load ptr, ptr %3958, align 8
  %3960 = getelementptr inbounds i8, ptr %3959, i64 4
  %3961 = load ptr, ptr %13, align 8
  %3962 = load ptr, ptr %3961, align 8
  call void @ZSTD_copy4(ptr noundef %3960, ptr noundef %3962)
  %3963 = load i32, ptr %15, align 4
  %3964 = load ptr, ptr %13, align 8
  %3965 = load ptr, ptr %3964, align 8
  %3966 = sext i32 %3963 to i64
  %3967 = sub i64 0, %3966
  %3968 = getelementptr inbounds i8, ptr %3965, i64 %3967
  store ptr %3968, ptr %3964, align 8
  br label %3974

3969:                                             ; preds = %3916
  %3970 = load ptr, ptr %12, align 8
  %3971 = load ptr, ptr %3970, align 8
  %3972 = load ptr, ptr %13, align 8
  %3973 = load ptr, ptr %3972, align 8
  call void @ZSTD_copy8(ptr noundef %3971, ptr noundef %3973)
  br label %3974

3974:                                             ; preds = %3921, %3969
  %3975 = load ptr, ptr %13, align 8
  %3976 = load ptr, ptr %3975, align 8
  %3977 = getelementptr inbounds i8, ptr %3976, i64 8
  store ptr %3977, ptr %3975, align 8
  %3978 = load ptr, ptr %12, align 8
  %3979 = load ptr, ptr %3978, align 8
  %3980 = getelementptr inbounds i8, ptr %3979, i64 8
  store ptr %3980, ptr %3978, align 8
  %3981 = getelementptr inbounds %struct.seq_t, ptr %523, i32 0, i32 1
  %3982 = load i64, ptr %3981, align 8
  %3983 = icmp ugt i64 %3982, 8
  br i1 %3983, label %3984, label %4046

3984:                                             ; preds = %3974
  %3985 = load ptr, ptr %397, align 8
  %3986 = load ptr, ptr %410, align 8
  %3987 = getelementptr inbounds %struct.seq_t, ptr %523, i32 0, i32 1
  %3988 = load i64, ptr %3987, align 8
  %3989 = sub nsw i64 %3988, 8
  store ptr %3985, ptr %56, align 8
  store ptr %3986, ptr %57, align 8
  store i64 %3989, ptr %58, align 8
  store i32 1, ptr %59, align 4
  %3990 = load ptr, ptr %56, align 8
  %3991 = load ptr, ptr %57, align 8
  %3992 = ptrtoint ptr %3990 to i64
  %3993 = ptrtoint ptr %3991 to i64
  %3994 = sub i64 %3992, %3993
  store i64 %3994, ptr %60, align 8
  %3995 = load ptr, ptr %57, align 8
  store ptr %3995, ptr %61, align 8
  %3996 = load ptr, ptr %56, align 8
  store ptr %3996, ptr %62, align 8
  %3997 = load ptr, ptr %62, align 8
  %3998 = load i64, ptr %58, align 8
  %3999 = getelementptr inbounds i8, ptr %3997, i64 %3998
  store ptr %3999, ptr %63, align 8
  %4000 = load i32, ptr %59, align 4
  %4001 = icmp eq i32 %4000, 1
  br i1 %4001, label %4002, label %4017

4002:                                             ; preds = %3984
  %4003 = load i64, ptr %60, align 8
  %4004 = icmp slt i64 %4003, 16
  br i1 %4004, label %4005, label %4017

4005:                                             ; preds = %4002
  br label %4006

4006:                                             ; preds = %4006, %4005
  %4007 = load ptr, ptr %62, align 8
  %4008 = load ptr, ptr %61, align 8
  call void @ZSTD_copy8(ptr noundef %4007, ptr noundef %4008)
  %4009 = load ptr, ptr %62, align 8
  %4010 = getelementptr inbounds i8, ptr %4009, i64 8
  store ptr %4010, ptr %62, align 8
  %4011 = load ptr, ptr %61, align 8
  %4012 = getelementptr inbounds i8, ptr %4011, i64 8
  store ptr %4012, ptr %61, align 8
  %4013 = load ptr, ptr %62, align 8
  %4014 = load ptr, ptr %63, align 8
  %4015 = icmp ult ptr %4013, %4014
  br i1 %4015, label %4006, label %4016, !llvm.loop !27

4016:                                             ; preds = %4006
  br label %4045

4017:                                             ; preds = %4002, %3984
  %4018 = load ptr, ptr %62, align 8
  %4019 = load ptr, ptr %61, align 8
  call void @ZSTD_copy16(ptr noundef %4018, ptr noundef %4019)
  %4020 = load i64, ptr %58, align 8
  %4021 = icmp sge i64 16, %4020
  br i1 %4021, label %4022, label %4023

4022:                                             ; preds = %4017
  br label %4045

4023:                                             ; preds = %4017
  %4024 = load ptr, ptr %62, align 8
  %4025 = getelementptr inbounds i8, ptr %4024, i64 16
  store ptr %4025, ptr %62, align 8
  %4026 = load ptr, ptr %61, align 8
  %4027 = getelementptr inbounds i8, ptr %4026, i64 16
  store ptr %4027, ptr %61, align 8
  br label %4028

4028:                                             ; preds = %4028, %4023
  %4029 = load ptr, ptr %62, align 8
  %4030 = load ptr, ptr %61, align 8
  call void @ZSTD_copy16(ptr noundef %4029, ptr noundef %4030)
  %4031 = load ptr, ptr %62, align 8
  %4032 = getelementptr inbounds i8, ptr %4031, i64 16
  store ptr %4032, ptr %62, align 8
  %4033 = load ptr, ptr %61, align 8
  %4034 = getelementptr inbounds i8, ptr %4033, i64 16
  store ptr %4034, ptr %61, align 8
  %4035 = load ptr, ptr %62, align 8
  %4036 = load ptr, ptr %61, align 8
  call void @ZSTD_copy16(ptr noundef %4035, ptr noundef %4036)
  %4037 = load ptr, ptr %62, align 8
  %4038 = getelementptr inbounds i8, ptr %4037, i64 16
  store ptr %4038, ptr %62, align 8
  %4039 = load ptr, ptr %61, align 8
  %4040 = getelementptr inbounds i8, ptr %4039, i64 16
  store ptr %4040, ptr %61, align 8
  %4041 = load ptr, ptr %62, align 8
  %4042 = load ptr, ptr %63, align 8
  %4043 = icmp ult ptr %4041, %4042
  br i1 %4043, label %4028, label %4044, !llvm.loop !28

4044:                                             ; preds = %4028
  br label %4045

4045:                                             ; preds = %4016, %4022, %4044
  br label %4046

4046:                                             ; preds = %4045, %3974
  %4047 = load i64, ptr %406, align 8
  store i64 %4047, ptr %396, align 8
  br label %4048

4048:                                             ; preds = %3706, %3810, %3825, %3914, %4046
  %4049 = load i64, ptr %396, align 8
  br label %4050

4050:                                             ; preds = %4048, %3645
  %4051 = phi i64 [ %3646, %3645 ], [ %4049, %4048 ]
  store i64 %4051, ptr %521, align 8
  %4052 = load i64, ptr %521, align 8
  %4053 = call i32 @ERR_isError(i64 noundef %4052)
  %4054 = icmp ne i32 %4053, 0
  br i1 %4054, label %4055, label %4057

4055:                                             ; preds = %4050
  %4056 = load i64, ptr %521, align 8
  store i64 %4056, ptr %490, align 8
  br label %5477

4057:                                             ; preds = %4050
  %4058 = load i64, ptr %512, align 8
  %4059 = load ptr, ptr %505, align 8
  %4060 = load ptr, ptr %507, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %524, ptr align 8 %516, i64 24, i1 false)
  store i64 %4058, ptr %430, align 8
  store ptr %524, ptr %431, align 8
  store ptr %4059, ptr %432, align 8
  store ptr %4060, ptr %433, align 8
  %4061 = load i64, ptr %524, align 8
  %4062 = load i64, ptr %430, align 8
  %4063 = add i64 %4062, %4061
  store i64 %4063, ptr %430, align 8
  %4064 = getelementptr inbounds %struct.seq_t, ptr %524, i32 0, i32 2
  %4065 = load i64, ptr %4064, align 8
  %4066 = load i64, ptr %430, align 8
  %4067 = icmp ugt i64 %4065, %4066
  br i1 %4067, label %4068, label %4070

4068:                                             ; preds = %4057
  %4069 = load ptr, ptr %433, align 8
  br label %4072

4070:                                             ; preds = %4057
  %4071 = load ptr, ptr %432, align 8
  br label %4072

4072:                                             ; preds = %4068, %4070
  %4073 = phi ptr [ %4069, %4068 ], [ %4071, %4070 ]
  store ptr %4073, ptr %434, align 8
  %4074 = load ptr, ptr %434, align 8
  %4075 = load i64, ptr %430, align 8
  %4076 = call ptr @ZSTD_wrappedPtrAdd(ptr noundef %4074, i64 noundef %4075)
  %4077 = getelementptr inbounds %struct.seq_t, ptr %524, i32 0, i32 2
  %4078 = load i64, ptr %4077, align 8
  %4079 = call ptr @ZSTD_wrappedPtrSub(ptr noundef %4076, i64 noundef %4078)
  store ptr %4079, ptr %435, align 8
  %4080 = load ptr, ptr %435, align 8
  call void @llvm.prefetch.p0(ptr %4080, i32 0, i32 3, i32 1)
  %4081 = load ptr, ptr %435, align 8
  %4082 = getelementptr inbounds i8, ptr %4081, i64 64
  call void @llvm.prefetch.p0(ptr %4082, i32 0, i32 3, i32 1)
  %4083 = load i64, ptr %430, align 8
  %4084 = getelementptr inbounds %struct.seq_t, ptr %524, i32 0, i32 1
  %4085 = load i64, ptr %4084, align 8
  %4086 = add i64 %4083, %4085
  store i64 %4086, ptr %512, align 8
  %4087 = load i32, ptr %511, align 4
  %4088 = and i32 %4087, 7
  %4089 = sext i32 %4088 to i64
  %4090 = getelementptr inbounds [8 x %struct.seq_t], ptr %508, i64 0, i64 %4089
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4090, ptr align 8 %516, i64 24, i1 false)
  %4091 = load i64, ptr %521, align 8
  %4092 = load ptr, ptr %502, align 8
  %4093 = getelementptr inbounds i8, ptr %4092, i64 %4091
  store ptr %4093, ptr %502, align 8
  br label %4094

4094:                                             ; preds = %4072, %3210
  %4095 = load i32, ptr %511, align 4
  %4096 = add nsw i32 %4095, 1
  store i32 %4096, ptr %511, align 4
  br label %1703, !llvm.loop !29

4097:                                             ; preds = %1703
  %4098 = call i32 @BIT_endOfDStream(ptr noundef %510)
  %4099 = icmp ne i32 %4098, 0
  br i1 %4099, label %4101, label %4100

4100:                                             ; preds = %4097
  store i64 -20, ptr %490, align 8
  br label %5477

4101:                                             ; preds = %4097
  %4102 = load i32, ptr %509, align 4
  %4103 = load i32, ptr %511, align 4
  %4104 = sub nsw i32 %4103, %4102
  store i32 %4104, ptr %511, align 4
  br label %4105

4105:                                             ; preds = %5389, %4101
  %4106 = load i32, ptr %511, align 4
  %4107 = load i32, ptr %496, align 4
  %4108 = icmp slt i32 %4106, %4107
  br i1 %4108, label %4109, label %5392

4109:                                             ; preds = %4105
  %4110 = load i32, ptr %511, align 4
  %4111 = and i32 %4110, 7
  %4112 = sext i32 %4111 to i64
  %4113 = getelementptr inbounds [8 x %struct.seq_t], ptr %508, i64 0, i64 %4112
  store ptr %4113, ptr %525, align 8
  %4114 = load ptr, ptr %491, align 8
  %4115 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %4114, i32 0, i32 54
  %4116 = load i32, ptr %4115, align 8
  %4117 = icmp eq i32 %4116, 2
  br i1 %4117, label %4118, label %4572

4118:                                             ; preds = %4109
  %4119 = load ptr, ptr %503, align 8
  %4120 = load ptr, ptr %525, align 8
  %4121 = load i64, ptr %4120, align 8
  %4122 = getelementptr inbounds i8, ptr %4119, i64 %4121
  %4123 = load ptr, ptr %491, align 8
  %4124 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %4123, i32 0, i32 53
  %4125 = load ptr, ptr %4124, align 8
  %4126 = icmp ugt ptr %4122, %4125
  br i1 %4126, label %4127, label %4572

4127:                                             ; preds = %4118
  %4128 = load ptr, ptr %491, align 8
  %4129 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %4128, i32 0, i32 53
  %4130 = load ptr, ptr %4129, align 8
  %4131 = load ptr, ptr %503, align 8
  %4132 = ptrtoint ptr %4130 to i64
  %4133 = ptrtoint ptr %4131 to i64
  %4134 = sub i64 %4132, %4133
  store i64 %4134, ptr %526, align 8
  %4135 = load i64, ptr %526, align 8
  %4136 = icmp ne i64 %4135, 0
  br i1 %4136, label %4137, label %4157

4137:                                             ; preds = %4127
  %4138 = load i64, ptr %526, align 8
  %4139 = load ptr, ptr %501, align 8
  %4140 = load ptr, ptr %502, align 8
  %4141 = ptrtoint ptr %4139 to i64
  %4142 = ptrtoint ptr %4140 to i64
  %4143 = sub i64 %4141, %4142
  %4144 = icmp ugt i64 %4138, %4143
  br i1 %4144, label %4145, label %4146

4145:                                             ; preds = %4137
  store i64 -70, ptr %490, align 8
  br label %5477

4146:                                             ; preds = %4137
  %4147 = load ptr, ptr %502, align 8
  %4148 = load ptr, ptr %503, align 8
  %4149 = load i64, ptr %526, align 8
  call void @ZSTD_safecopyDstBeforeSrc(ptr noundef %4147, ptr noundef %4148, i64 noundef %4149)
  %4150 = load i64, ptr %526, align 8
  %4151 = load ptr, ptr %525, align 8
  %4152 = load i64, ptr %4151, align 8
  %4153 = sub i64 %4152, %4150
  store i64 %4153, ptr %4151, align 8
  %4154 = load i64, ptr %526, align 8
  %4155 = load ptr, ptr %502, align 8
  %4156 = getelementptr inbounds i8, ptr %4155, i64 %4154
  store ptr %4156, ptr %502, align 8
  br label %4157

4157:                                             ; preds = %4146, %4127
  %4158 = load ptr, ptr %491, align 8
  %4159 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %4158, i32 0, i32 55
  store ptr %4159, ptr %503, align 8
  %4160 = load ptr, ptr %491, align 8
  %4161 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %4160, i32 0, i32 55
  %4162 = getelementptr inbounds i8, ptr %4161, i64 65536
  store ptr %4162, ptr %504, align 8
  %4163 = load ptr, ptr %491, align 8
  %4164 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %4163, i32 0, i32 54
  store i32 0, ptr %4164, align 8
  %4165 = load ptr, ptr %502, align 8
  %4166 = load ptr, ptr %501, align 8
  %4167 = load ptr, ptr %525, align 8
  %4168 = load ptr, ptr %504, align 8
  %4169 = load ptr, ptr %505, align 8
  %4170 = load ptr, ptr %506, align 8
  %4171 = load ptr, ptr %507, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %528, ptr align 8 %4167, i64 24, i1 false)
  store ptr %4165, ptr %380, align 8
  store ptr %4166, ptr %381, align 8
  store ptr %528, ptr %382, align 8
  store ptr %503, ptr %383, align 8
  store ptr %4168, ptr %384, align 8
  store ptr %4169, ptr %385, align 8
  store ptr %4170, ptr %386, align 8
  store ptr %4171, ptr %387, align 8
  %4172 = load ptr, ptr %380, align 8
  %4173 = load i64, ptr %528, align 8
  %4174 = getelementptr inbounds i8, ptr %4172, i64 %4173
  store ptr %4174, ptr %388, align 8
  %4175 = load i64, ptr %528, align 8
  %4176 = getelementptr inbounds %struct.seq_t, ptr %528, i32 0, i32 1
  %4177 = load i64, ptr %4176, align 8
  %4178 = add i64 %4175, %4177
  store i64 %4178, ptr %389, align 8
  %4179 = load ptr, ptr %380, align 8
  %4180 = load i64, ptr %389, align 8
  %4181 = getelementptr inbounds i8, ptr %4179, i64 %4180
  store ptr %4181, ptr %390, align 8
  %4182 = load ptr, ptr %381, align 8
  %4183 = getelementptr inbounds i8, ptr %4182, i64 -32
  store ptr %4183, ptr %391, align 8
  %4184 = load ptr, ptr %383, align 8
  %4185 = load ptr, ptr %4184, align 8
  %4186 = load i64, ptr %528, align 8
  %4187 = getelementptr inbounds i8, ptr %4185, i64 %4186
  store ptr %4187, ptr %392, align 8
  %4188 = load ptr, ptr %388, align 8
  %4189 = getelementptr inbounds %struct.seq_t, ptr %528, i32 0, i32 2
  %4190 = load i64, ptr %4189, align 8
  %4191 = sub i64 0, %4190
  %4192 = getelementptr inbounds i8, ptr %4188, i64 %4191
  store ptr %4192, ptr %393, align 8
  %4193 = load ptr, ptr %393, align 8
  call void @llvm.prefetch.p0(ptr %4193, i32 0, i32 3, i32 1)
  %4194 = load ptr, ptr %392, align 8
  %4195 = load ptr, ptr %384, align 8
  %4196 = icmp ugt ptr %4194, %4195
  br i1 %4196, label %4215, label %4197

4197:                                             ; preds = %4157
  %4198 = load ptr, ptr %390, align 8
  %4199 = load ptr, ptr %391, align 8
  %4200 = icmp ugt ptr %4198, %4199
  br i1 %4200, label %4215, label %4201

4201:                                             ; preds = %4197
  %4202 = call i32 @MEM_32bits()
  %4203 = icmp ne i32 %4202, 0
  br i1 %4203, label %4204, label %4213

4204:                                             ; preds = %4201
  %4205 = load ptr, ptr %381, align 8
  %4206 = load ptr, ptr %380, align 8
  %4207 = ptrtoint ptr %4205 to i64
  %4208 = ptrtoint ptr %4206 to i64
  %4209 = sub i64 %4207, %4208
  %4210 = load i64, ptr %389, align 8
  %4211 = add i64 %4210, 32
  %4212 = icmp ult i64 %4209, %4211
  br label %4213

4213:                                             ; preds = %4204, %4201
  %4214 = phi i1 [ false, %4201 ], [ %4212, %4204 ]
  br label %4215

4215:                                             ; preds = %4213, %4197, %4157
  %4216 = phi i1 [ true, %4197 ], [ true, %4157 ], [ %4214, %4213 ]
  %4217 = zext i1 %4216 to i32
  %4218 = sext i32 %4217 to i64
  br i1 %4216, label %4219, label %4228

4219:                                             ; preds = %4215
  %4220 = load ptr, ptr %380, align 8
  %4221 = load ptr, ptr %381, align 8
  %4222 = load ptr, ptr %383, align 8
  %4223 = load ptr, ptr %384, align 8
  %4224 = load ptr, ptr %385, align 8
  %4225 = load ptr, ptr %386, align 8
  %4226 = load ptr, ptr %387, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %394, ptr align 8 %528, i64 24, i1 false)
  %4227 = call i64 @ZSTD_execSequenceEnd(ptr noundef %4220, ptr noundef %4221, ptr noundef %394, ptr noundef %4222, ptr noundef %4223, ptr noundef %4224, ptr noundef %4225, ptr noundef %4226)
  store i64 %4227, ptr %379, align 8
  br label %4561

4228:                                             ; preds = %4215
  %4229 = load ptr, ptr %380, align 8
  %4230 = load ptr, ptr %383, align 8
  %4231 = load ptr, ptr %4230, align 8
  call void @ZSTD_copy16(ptr noundef %4229, ptr noundef %4231)
  %4232 = load i64, ptr %528, align 8
  %4233 = icmp ugt i64 %4232, 16
  %4234 = zext i1 %4233 to i32
  %4235 = sext i32 %4234 to i64
  br i1 %4233, label %4236, label %4300

4236:                                             ; preds = %4228
  %4237 = load ptr, ptr %380, align 8
  %4238 = getelementptr inbounds i8, ptr %4237, i64 16
  %4239 = load ptr, ptr %383, align 8
  %4240 = load ptr, ptr %4239, align 8
  %4241 = getelementptr inbounds i8, ptr %4240, i64 16
  %4242 = load i64, ptr %528, align 8
  %4243 = sub i64 %4242, 16
  store ptr %4238, ptr %96, align 8
  store ptr %4241, ptr %97, align 8
  store i64 %4243, ptr %98, align 8
  store i32 0, ptr %99, align 4
  %4244 = load ptr, ptr %96, align 8
  %4245 = load ptr, ptr %97, align 8
  %4246 = ptrtoint ptr %4244 to i64
  %4247 = ptrtoint ptr %4245 to i64
  %4248 = sub i64 %4246, %4247
  store i64 %4248, ptr %100, align 8
  %4249 = load ptr, ptr %97, align 8
  store ptr %4249, ptr %101, align 8
  %4250 = load ptr, ptr %96, align 8
  store ptr %4250, ptr %102, align 8
  %4251 = load ptr, ptr %102, align 8
  %4252 = load i64, ptr %98, align 8
  %4253 = getelementptr inbounds i8, ptr %4251, i64 %4252
  store ptr %4253, ptr %103, align 8
  %4254 = load i32, ptr %99, align 4
  %4255 = icmp eq i32 %4254, 1
  br i1 %4255, label %4256, label %4271

4256:                                             ; preds = %4236
  %4257 = load i64, ptr %100, align 8
  %4258 = icmp slt i64 %4257, 16
  br i1 %4258, label %4259, label %4271

4259:                                             ; preds = %4256
  br label %4260

4260:                                             ; preds = %4260, %4259
  %4261 = load ptr, ptr %102, align 8
  %4262 = load ptr, ptr %101, align 8
  call void @ZSTD_copy8(ptr noundef %4261, ptr noundef %4262)
  %4263 = load ptr, ptr %102, align 8
  %4264 = getelementptr inbounds i8, ptr %4263, i64 8
  store ptr %4264, ptr %102, align 8
  %4265 = load ptr, ptr %101, align 8
  %4266 = getelementptr inbounds i8, ptr %4265, i64 8
  store ptr %4266, ptr %101, align 8
  %4267 = load ptr, ptr %102, align 8
  %4268 = load ptr, ptr %103, align 8
  %4269 = icmp ult ptr %4267, %4268
  br i1 %4269, label %4260, label %4270, !llvm.loop !27

4270:                                             ; preds = %4260
  br label %4299

4271:                                             ; preds = %4256, %4236
  %4272 = load ptr, ptr %102, align 8
  %4273 = load ptr, ptr %101, align 8
  call void @ZSTD_copy16(ptr noundef %4272, ptr noundef %4273)
  %4274 = load i64, ptr %98, align 8
  %4275 = icmp sge i64 16, %4274
  br i1 %4275, label %4276, label %4277

4276:                                             ; preds = %4271
  br label %4299

4277:                                             ; preds = %4271
  %4278 = load ptr, ptr %102, align 8
  %4279 = getelementptr inbounds i8, ptr %4278, i64 16
  store ptr %4279, ptr %102, align 8
  %4280 = load ptr, ptr %101, align 8
  %4281 = getelementptr inbounds i8, ptr %4280, i64 16
  store ptr %4281, ptr %101, align 8
  br label %4282

4282:                                             ; preds = %4282, %4277
  %4283 = load ptr, ptr %102, align 8
  %4284 = load ptr, ptr %101, align 8
  call void @ZSTD_copy16(ptr noundef %4283, ptr noundef %4284)
  %4285 = load ptr, ptr %102, align 8
  %4286 = getelementptr inbounds i8, ptr %4285, i64 16
  store ptr %4286, ptr %102, align 8
  %4287 = load ptr, ptr %101, align 8
  %4288 = getelementptr inbounds i8, ptr %4287, i64 16
  store ptr %4288, ptr %101, align 8
  %4289 = load ptr, ptr %102, align 8
  %4290 = load ptr, ptr %101, align 8
  call void @ZSTD_copy16(ptr noundef %4289, ptr noundef %4290)
  %4291 = load ptr, ptr %102, align 8
  %4292 = getelementptr inbounds i8, ptr %4291, i64 16
  store ptr %4292, ptr %102, align 8
  %4293 = load ptr, ptr %101, align 8
  %4294 = getelementptr inbounds i8, ptr %4293, i64 16
  store ptr %4294, ptr %101, align 8
  %4295 = load ptr, ptr %102, align 8
  %4296 = load ptr, ptr %103, align 8
  %4297 = icmp ult ptr %4295, %4296
  br i1 %4297, label %4282, label %4298, !llvm.loop !28

4298:                                             ; preds = %4282
  br label %4299

4299:                                             ; preds = %4270, %4276, %4298
  br label %4300

4300:                                             ; preds = %4299, %4228
  %4301 = load ptr, ptr %388, align 8
  store ptr %4301, ptr %380, align 8
  %4302 = load ptr, ptr %392, align 8
  %4303 = load ptr, ptr %383, align 8
  store ptr %4302, ptr %4303, align 8
  %4304 = getelementptr inbounds %struct.seq_t, ptr %528, i32 0, i32 2
  %4305 = load i64, ptr %4304, align 8
  %4306 = load ptr, ptr %388, align 8
  %4307 = load ptr, ptr %385, align 8
  %4308 = ptrtoint ptr %4306 to i64
  %4309 = ptrtoint ptr %4307 to i64
  %4310 = sub i64 %4308, %4309
  %4311 = icmp ugt i64 %4305, %4310
  br i1 %4311, label %4312, label %4361

4312:                                             ; preds = %4300
  %4313 = getelementptr inbounds %struct.seq_t, ptr %528, i32 0, i32 2
  %4314 = load i64, ptr %4313, align 8
  %4315 = load ptr, ptr %388, align 8
  %4316 = load ptr, ptr %386, align 8
  %4317 = ptrtoint ptr %4315 to i64
  %4318 = ptrtoint ptr %4316 to i64
  %4319 = sub i64 %4317, %4318
  %4320 = icmp ugt i64 %4314, %4319
  %4321 = zext i1 %4320 to i32
  %4322 = sext i32 %4321 to i64
  br i1 %4320, label %4323, label %4324

4323:                                             ; preds = %4312
  store i64 -20, ptr %379, align 8
  br label %4561

4324:                                             ; preds = %4312
  %4325 = load ptr, ptr %387, align 8
  %4326 = load ptr, ptr %393, align 8
  %4327 = load ptr, ptr %385, align 8
  %4328 = ptrtoint ptr %4326 to i64
  %4329 = ptrtoint ptr %4327 to i64
  %4330 = sub i64 %4328, %4329
  %4331 = getelementptr inbounds i8, ptr %4325, i64 %4330
  store ptr %4331, ptr %393, align 8
  %4332 = load ptr, ptr %393, align 8
  %4333 = getelementptr inbounds %struct.seq_t, ptr %528, i32 0, i32 1
  %4334 = load i64, ptr %4333, align 8
  %4335 = getelementptr inbounds i8, ptr %4332, i64 %4334
  %4336 = load ptr, ptr %387, align 8
  %4337 = icmp ule ptr %4335, %4336
  br i1 %4337, label %4338, label %4344

4338:                                             ; preds = %4324
  %4339 = load ptr, ptr %388, align 8
  %4340 = load ptr, ptr %393, align 8
  %4341 = getelementptr inbounds %struct.seq_t, ptr %528, i32 0, i32 1
  %4342 = load i64, ptr %4341, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %4339, ptr align 1 %4340, i64 %4342, i1 false)
  %4343 = load i64, ptr %389, align 8
  store i64 %4343, ptr %379, align 8
  br label %4561

4344:                                             ; preds = %4324
  %4345 = load ptr, ptr %387, align 8
  %4346 = load ptr, ptr %393, align 8
  %4347 = ptrtoint ptr %4345 to i64
  %4348 = ptrtoint ptr %4346 to i64
  %4349 = sub i64 %4347, %4348
  store i64 %4349, ptr %395, align 8
  %4350 = load ptr, ptr %388, align 8
  %4351 = load ptr, ptr %393, align 8
  %4352 = load i64, ptr %395, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %4350, ptr align 1 %4351, i64 %4352, i1 false)
  %4353 = load ptr, ptr %388, align 8
  %4354 = load i64, ptr %395, align 8
  %4355 = getelementptr inbounds i8, ptr %4353, i64 %4354
  store ptr %4355, ptr %380, align 8
  %4356 = load i64, ptr %395, align 8
  %4357 = getelementptr inbounds %struct.seq_t, ptr %528, i32 0, i32 1
  %4358 = load i64, ptr %4357, align 8
  %4359 = sub i64 %4358, %4356
  store i64 %4359, ptr %4357, align 8
  %4360 = load ptr, ptr %385, align 8
  store ptr %4360, ptr %393, align 8
  br label %4361

4361:                                             ; preds = %4344, %4300
  %4362 = getelementptr inbounds %struct.seq_t, ptr %528, i32 0, i32 2
  %4363 = load i64, ptr %4362, align 8
  %4364 = icmp uge i64 %4363, 16
  %4365 = zext i1 %4364 to i32
  %4366 = sext i32 %4365 to i64
  br i1 %4364, label %4367, label %4429

4367:                                             ; preds = %4361
  %4368 = load ptr, ptr %380, align 8
  %4369 = load ptr, ptr %393, align 8
  %4370 = getelementptr inbounds %struct.seq_t, ptr %528, i32 0, i32 1
  %4371 = load i64, ptr %4370, align 8
  store ptr %4368, ptr %88, align 8
  store ptr %4369, ptr %89, align 8
  store i64 %4371, ptr %90, align 8
  store i32 0, ptr %91, align 4
  %4372 = load ptr, ptr %88, align 8
  %4373 = load ptr, ptr %89, align 8
  %4374 = ptrtoint ptr %4372 to i64
  %4375 = ptrtoint ptr %4373 to i64
  %4376 = sub i64 %4374, %4375
  store i64 %4376, ptr %92, align 8
  %4377 = load ptr, ptr %89, align 8
  store ptr %4377, ptr %93, align 8
  %4378 = load ptr, ptr %88, align 8
  store ptr %4378, ptr %94, align 8
  %4379 = load ptr, ptr %94, align 8
  %4380 = load i64, ptr %90, align 8
  %4381 = getelementptr inbounds i8, ptr %4379, i64 %4380
  store ptr %4381, ptr %95, align 8
  %4382 = load i32, ptr %91, align 4
  %4383 = icmp eq i32 %4382, 1
  br i1 %4383, label %4384, label %4399

4384:                                             ; preds = %4367
  %4385 = load i64, ptr %92, align 8
  %4386 = icmp slt i64 %4385, 16
  br i1 %4386, label %4387, label %4399

4387:                                             ; preds = %4384
  br label %4388

4388:                                             ; preds = %4388, %4387
  %4389 = load ptr, ptr %94, align 8
  %4390 = load ptr, ptr %93, align 8
  call void @ZSTD_copy8(ptr noundef %4389, ptr noundef %4390)
  %4391 = load ptr, ptr %94, align 8
  %4392 = getelementptr inbounds i8, ptr %4391, i64 8
  store ptr %4392, ptr %94, align 8
  %4393 = load ptr, ptr %93, align 8
  %4394 = getelementptr inbounds i8, ptr %4393, i64 8
  store ptr %4394, ptr %93, align 8
  %4395 = load ptr, ptr %94, align 8
  %4396 = load ptr, ptr %95, align 8
  %4397 = icmp ult ptr %4395, %4396
  br i1 %4397, label %4388, label %4398, !llvm.loop !27

4398:                                             ; preds = %4388
  br label %4427

4399:                                             ; preds = %4384, %4367
  %4400 = load ptr, ptr %94, align 8
  %4401 = load ptr, ptr %93, align 8
  call void @ZSTD_copy16(ptr noundef %4400, ptr noundef %4401)
  %4402 = load i64, ptr %90, align 8
  %4403 = icmp sge i64 16, %4402
  br i1 %4403, label %4404, label %4405

4404:                                             ; preds = %4399
  br label %4427

4405:                                             ; preds = %4399
  %4406 = load ptr, ptr %94, align 8
  %4407 = getelementptr inbounds i8, ptr %4406, i64 16
  store ptr %4407, ptr %94, align 8
  %4408 = load ptr, ptr %93, align 8
  %4409 = getelementptr inbounds i8, ptr %4408, i64 16
  store ptr %4409, ptr %93, align 8
  br label %4410

4410:                                             ; preds = %4410, %4405
  %4411 = load ptr, ptr %94, align 8
  %4412 = load ptr, ptr %93, align 8
  call void @ZSTD_copy16(ptr noundef %4411, ptr noundef %4412)
  %4413 = load ptr, ptr %94, align 8
  %4414 = getelementptr inbounds i8, ptr %4413, i64 16
  store ptr %4414, ptr %94, align 8
  %4415 = load ptr, ptr %93, align 8
  %4416 = getelementptr inbounds i8, ptr %4415, i64 16
  store ptr %4416, ptr %93, align 8
  %4417 = load ptr, ptr %94, align 8
  %4418 = load ptr, ptr %93, align 8
  call void @ZSTD_copy16(ptr noundef %4417, ptr noundef %4418)
  %4419 = load ptr, ptr %94, align 8
  %4420 = getelementptr inbounds i8, ptr %4419, i64 16
  store ptr %4420, ptr %94, align 8
  %4421 = load ptr, ptr %93, align 8
  %4422 = getelementptr inbounds i8, ptr %4421, i64 16
  store ptr %4422, ptr %93, align 8
  %4423 = load ptr, ptr %94, align 8
  %4424 = load ptr, ptr %95, align 8
  %4425 = icmp ult ptr %4423, %4424
  br i1 %4425, label %4410, label %4426, !llvm.loop !28

4426:                                             ; preds = %4410
  br label %4427

4427:                                             ; preds = %4398, %4404, %4426
  %4428 = load i64, ptr %389, align 8
  store i64 %4428, ptr %379, align 8
  br label %4561

4429:                                             ; preds = %4361
  %4430 = getelementptr inbounds %struct.seq_t, ptr %528, i32 0, i32 2
  %4431 = load i64, ptr %4430, align 8
  store ptr %380, ptr %16, align 8
  store ptr %393, ptr %17, align 8
  store i64 %4431, ptr %18, align 8
  %4432 = load i64, ptr %18, align 8
  %4433 = icmp ult i64 %4432, 8
  br i1 %4433, label %4434, label %4482

4434:                                             ; preds = %4429
  %4435 = load i64, ptr %18, align 8
  %4436 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %4435
  %4437 = load i32, ptr %4436, align 4
  store i32 %4437, ptr %19, align 4
  %4438 = load ptr, ptr %17, align 8
  %4439 = load ptr, ptr %4438, align 8
  %4440 = load i8, ptr %4439, align 1
  %4441 = load ptr, ptr %16, align 8
  %4442 = load ptr, ptr %4441, align 8
  store i8 %4440, ptr %4442, align 1
  %4443 = load ptr, ptr %17, align 8
  %4444 = load ptr, ptr %4443, align 8
  %4445 = getelementptr inbounds i8, ptr %4444, i64 1
  %4446 = load i8, ptr %4445, align 1
  %4447 = load ptr, ptr %16, align 8
  %4448 = load ptr, ptr %4447, align 8
  %4449 = getelementptr inbounds i8, ptr %4448, i64 1
  store i8 %4446, ptr %4449, align 1
  %4450 = load ptr, ptr %17, align 8
  %4451 = load ptr, ptr %4450, align 8
  %4452 = getelementptr inbounds i8, ptr %4451, i64 2
  %4453 = load i8, ptr %4452, align 1
  %4454 = load ptr, ptr %16, align 8
  %4455 = load ptr, ptr %4454, align 8
  %4456 = getelementptr inbounds i8, ptr %4455, i64 2
  store i8 %4453, ptr %4456, align 1
  %4457 = load ptr, ptr %17, align 8
  %4458 = load ptr, ptr %4457, align 8
  %4459 = getelementptr inbounds i8, ptr %4458, i64 3
  %4460 = load i8, ptr %4459, align 1
  %4461 = load ptr, ptr %16, align 8
  %4462 = load ptr, ptr %4461, align 8
  %4463 = getelementptr inbounds i8, ptr %4462, i64 3
  store i8 %4460, ptr %4463, align 1
  %4464 = load i64, ptr %18, align 8
  %4465 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %4464
  %4466 = load i32, ptr %4465, align 4
  %4467 = load ptr, ptr %17, align 8
  %4468 = load ptr, ptr %4467, align 8
  %4469 = zext i32 %4466 to i64
  %4470 = getelementptr inbounds i8, ptr %4468, i64 %4469
  store ptr %4470, ptr %4467, align 8
  %4471 = load ptr, ptr %16, align 8
  %4472 = load ptr, ptr %4471, align 8
  %4473 = getelementptr inbounds i8, ptr %4472, i64 4
  %4474 = load ptr, ptr %17, align 8
  %4475 = load ptr, ptr %4474, align 8
  call void @ZSTD_copy4(ptr noundef %4473, ptr noundef %4475)
  %4476 = load i32, ptr %19, align 4
  %4477 = load ptr, ptr %17, align 8
  %4478 = load ptr, ptr %4477, align 8
  %4479 = sext i32 %4476 to i64
  %4480 = sub i64 0, %4479
  %4481 = getelementptr inbounds i8, ptr %4478, i64 %4480
  store ptr %4481, ptr %4477, align 8
  br label %4487

4482:                                             ; preds = %4429
  %4483 = load ptr, ptr %16, align 8
  %4484 = load ptr, ptr %4483, align 8
  %4485 = load ptr, ptr %17, align 8
  %4486 = load ptr, ptr %4485, align 8
  call void @ZSTD_copy8(ptr noundef %4484, ptr noundef %4486)
  br label %4487

4487:                                             ; preds = %4434, %4482
  %4488 = load ptr, ptr %17, align 8
  %4489 = load ptr, ptr %4488, align 8
  %4490 = getelementptr inbounds i8, ptr %4489, i64 8
  store ptr %4490, ptr %4488, align 8
  %4491 = load ptr, ptr %16, align 8
  %4492 = load ptr, ptr %4491, align 8
  %4493 = getelementptr inbounds i8, ptr %4492, i64 8
  store ptr %4493, ptr %4491, align 8
  %4494 = getelementptr inbounds %struct.seq_t, ptr %528, i32 0, i32 1
  %4495 = load i64, ptr %4494, align 8
  %4496 = icmp ugt i64 %4495, 8
  br i1 %4496, label %4497, label %4559

4497:                                             ; preds = %4487
  %4498 = load ptr, ptr %380, align 8
  %4499 = load ptr, ptr %393, align 8
  %4500 = getelementptr inbounds %struct.seq_t, ptr %528, i32 0, i32 1
  %4501 = load i64, ptr %4500, align 8
  %4502 = sub nsw i64 %4501, 8
  store ptr %4498, ptr %80, align 8
  store ptr %4499, ptr %81, align 8
  store i64 %4502, ptr %82, align 8
  store i32 1, ptr %83, align 4
  %4503 = load ptr, ptr %80, align 8
  %4504 = load ptr, ptr %81, align 8
  %4505 = ptrtoint ptr %4503 to i64
  %4506 = ptrtoint ptr %4504 to i64
  %4507 = sub i64 %4505, %4506
  store i64 %4507, ptr %84, align 8
  %4508 = load ptr, ptr %81, align 8
  store ptr %4508, ptr %85, align 8
  %4509 = load ptr, ptr %80, align 8
  store ptr %4509, ptr %86, align 8
  %4510 = load ptr, ptr %86, align 8
  %4511 = load i64, ptr %82, align 8
  %4512 = getelementptr inbounds i8, ptr %4510, i64 %4511
  store ptr %4512, ptr %87, align 8
  %4513 = load i32, ptr %83, align 4
  %4514 = icmp eq i32 %4513, 1
  br i1 %4514, label %4515, label %4530

4515:                                             ; preds = %4497
  %4516 = load i64, ptr %84, align 8
  %4517 = icmp slt i64 %4516, 16
  br i1 %4517, label %4518, label %4530

4518:                                             ; preds = %4515
  br label %4519

4519:                                             ; preds = %4519, %4518
  %4520 = load ptr, ptr %86, align 8
  %4521 = load ptr, ptr %85, align 8
  call void @ZSTD_copy8(ptr noundef %4520, ptr noundef %4521)
  %4522 = load ptr, ptr %86, align 8
  %4523 = getelementptr inbounds i8, ptr %4522, i64 8
  store ptr %4523, ptr %86, align 8
  %4524 = load ptr, ptr %85, align 8
  %4525 = getelementptr inbounds i8, ptr %4524, i64 8
  store ptr %4525, ptr %85, align 8
  %4526 = load ptr, ptr %86, align 8
  %4527 = load ptr, ptr %87, align 8
  %4528 = icmp ult ptr %4526, %4527
  br i1 %4528, label %4519, label %4529, !llvm.loop !27

4529:                                             ; preds = %4519
  br label %4558

4530:                                             ; preds = %4515, %4497
  %4531 = load ptr, ptr %86, align 8
  %4532 = load ptr, ptr %85, align 8
  call void @ZSTD_copy16(ptr noundef %4531, ptr noundef %4532)
  %4533 = load i64, ptr %82, align 8
  %4534 = icmp sge i64 16, %4533
  br i1 %4534, label %4535, label %4536

4535:                                             ; preds = %4530
  br label %4558

4536:                                             ; preds = %4530
  %4537 = load ptr, ptr %86, align 8
  %4538 = getelementptr inbounds i8, ptr %4537, i64 16
  store ptr %4538, ptr %86, align 8
  %4539 = load ptr, ptr %85, align 8
  %4540 = getelementptr inbounds i8, ptr %4539, i64 16
  store ptr %4540, ptr %85, align 8
  br label %4541

4541:                                             ; preds = %4541, %4536
  %4542 = load ptr, ptr %86, align 8
  %4543 = load ptr, ptr %85, align 8
  call void @ZSTD_copy16(ptr noundef %4542, ptr noundef %4543)
  %4544 = load ptr, ptr %86, align 8
  %4545 = getelementptr inbounds i8, ptr %4544, i64 16
  store ptr %4545, ptr %86, align 8
  %4546 = load ptr, ptr %85, align 8
  %4547 = getelementptr inbounds i8, ptr %4546, i64 16
  store ptr %4547, ptr %85, align 8
  %4548 = load ptr, ptr %86, align 8
  %4549 = load ptr, ptr %85, align 8
  call void @ZSTD_copy16(ptr noundef %4548, ptr noundef %4549)
  %4550 = load ptr, ptr %86, align 8
  %4551 = getelementptr inbounds i8, ptr %4550, i64 16
  store ptr %4551, ptr %86, align 8
  %4552 = load ptr, ptr %85, align 8
  %4553 = getelementptr inbounds i8, ptr %4552, i64 16
  store ptr %4553, ptr %85, align 8
  %4554 = load ptr, ptr %86, align 8
  %4555 = load ptr, ptr %87, align 8
  %4556 = icmp ult ptr %4554, %4555
  br i1 %4556, label %4541, label %4557, !llvm.loop !28

4557:                                             ; preds = %4541
  br label %4558

4558:                                             ; preds = %4529, %4535, %4557
  br label %4559

4559:                                             ; preds = %4558, %4487
  %4560 = load i64, ptr %389, align 8
  store i64 %4560, ptr %379, align 8
  br label %4561

4561:                                             ; preds = %4219, %4323, %4338, %4427, %4559
  %4562 = load i64, ptr %379, align 8
  store i64 %4562, ptr %527, align 8
  %4563 = load i64, ptr %527, align 8
  %4564 = call i32 @ERR_isError(i64 noundef %4563)
  %4565 = icmp ne i32 %4564, 0
  br i1 %4565, label %4566, label %4568

4566:                                             ; preds = %4561
  %4567 = load i64, ptr %527, align 8
  store i64 %4567, ptr %490, align 8
  br label %5477

4568:                                             ; preds = %4561
  %4569 = load i64, ptr %527, align 8
  %4570 = load ptr, ptr %502, align 8
  %4571 = getelementptr inbounds i8, ptr %4570, i64 %4569
  store ptr %4571, ptr %502, align 8
  br label %5389

4572:                                             ; preds = %4118, %4109
  %4573 = load ptr, ptr %491, align 8
  %4574 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %4573, i32 0, i32 54
  %4575 = load i32, ptr %4574, align 8
  %4576 = icmp eq i32 %4575, 2
  br i1 %4576, label %4577, label %4979

4577:                                             ; preds = %4572
  %4578 = load ptr, ptr %502, align 8
  %4579 = load ptr, ptr %501, align 8
  %4580 = load ptr, ptr %503, align 8
  %4581 = load ptr, ptr %525, align 8
  %4582 = load i64, ptr %4581, align 8
  %4583 = getelementptr inbounds i8, ptr %4580, i64 %4582
  %4584 = getelementptr inbounds i8, ptr %4583, i64 -32
  %4585 = load ptr, ptr %525, align 8
  %4586 = load ptr, ptr %504, align 8
  %4587 = load ptr, ptr %505, align 8
  %4588 = load ptr, ptr %506, align 8
  %4589 = load ptr, ptr %507, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %530, ptr align 8 %4585, i64 24, i1 false)
  store ptr %4578, ptr %329, align 8
  store ptr %4579, ptr %330, align 8
  store ptr %4584, ptr %331, align 8
  store ptr %530, ptr %332, align 8
  store ptr %503, ptr %333, align 8
  store ptr %4586, ptr %334, align 8
  store ptr %4587, ptr %335, align 8
  store ptr %4588, ptr %336, align 8
  store ptr %4589, ptr %337, align 8
  %4590 = load ptr, ptr %329, align 8
  %4591 = load i64, ptr %530, align 8
  %4592 = getelementptr inbounds i8, ptr %4590, i64 %4591
  store ptr %4592, ptr %338, align 8
  %4593 = load i64, ptr %530, align 8
  %4594 = getelementptr inbounds %struct.seq_t, ptr %530, i32 0, i32 1
  %4595 = load i64, ptr %4594, align 8
  %4596 = add i64 %4593, %4595
  store i64 %4596, ptr %339, align 8
  %4597 = load ptr, ptr %329, align 8
  %4598 = load i64, ptr %339, align 8
  %4599 = getelementptr inbounds i8, ptr %4597, i64 %4598
  store ptr %4599, ptr %340, align 8
  %4600 = load ptr, ptr %333, align 8
  %4601 = load ptr, ptr %4600, align 8
  %4602 = load i64, ptr %530, align 8
  %4603 = getelementptr inbounds i8, ptr %4601, i64 %4602
  store ptr %4603, ptr %341, align 8
  %4604 = load ptr, ptr %338, align 8
  %4605 = getelementptr inbounds %struct.seq_t, ptr %530, i32 0, i32 2
  %4606 = load i64, ptr %4605, align 8
  %4607 = sub i64 0, %4606
  %4608 = getelementptr inbounds i8, ptr %4604, i64 %4607
  store ptr %4608, ptr %342, align 8
  %4609 = load ptr, ptr %341, align 8
  %4610 = load ptr, ptr %334, align 8
  %4611 = icmp ugt ptr %4609, %4610
  br i1 %4611, label %4630, label %4612

4612:                                             ; preds = %4577
  %4613 = load ptr, ptr %340, align 8
  %4614 = load ptr, ptr %331, align 8
  %4615 = icmp ugt ptr %4613, %4614
  br i1 %4615, label %4630, label %4616

4616:                                             ; preds = %4612
  %4617 = call i32 @MEM_32bits()
  %4618 = icmp ne i32 %4617, 0
  br i1 %4618, label %4619, label %4628

4619:                                             ; preds = %4616
  %4620 = load ptr, ptr %330, align 8
  %4621 = load ptr, ptr %329, align 8
  %4622 = ptrtoint ptr %4620 to i64
  %4623 = ptrtoint ptr %4621 to i64
  %4624 = sub i64 %4622, %4623
  %4625 = load i64, ptr %339, align 8
  %4626 = add i64 %4625, 32
  %4627 = icmp ult i64 %4624, %4626
  br label %4628

4628:                                             ; preds = %4619, %4616
  %4629 = phi i1 [ false, %4616 ], [ %4627, %4619 ]
  br label %4630

4630:                                             ; preds = %4628, %4612, %4577
  %4631 = phi i1 [ true, %4612 ], [ true, %4577 ], [ %4629, %4628 ]
  %4632 = zext i1 %4631 to i32
  %4633 = sext i32 %4632 to i64
  br i1 %4631, label %4634, label %4644

4634:                                             ; preds = %4630
  %4635 = load ptr, ptr %329, align 8
  %4636 = load ptr, ptr %330, align 8
  %4637 = load ptr, ptr %331, align 8
  %4638 = load ptr, ptr %333, align 8
  %4639 = load ptr, ptr %334, align 8
  %4640 = load ptr, ptr %335, align 8
  %4641 = load ptr, ptr %336, align 8
  %4642 = load ptr, ptr %337, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %343, ptr align 8 %530, i64 24, i1 false)
  %4643 = call i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %4635, ptr noundef %4636, ptr noundef %4637, ptr noundef %343, ptr noundef %4638, ptr noundef %4639, ptr noundef %4640, ptr noundef %4641, ptr noundef %4642)
  store i64 %4643, ptr %328, align 8
  br label %4977

4644:                                             ; preds = %4630
  %4645 = load ptr, ptr %329, align 8
  %4646 = load ptr, ptr %333, align 8
  %4647 = load ptr, ptr %4646, align 8
  call void @ZSTD_copy16(ptr noundef %4645, ptr noundef %4647)
  %4648 = load i64, ptr %530, align 8
  %4649 = icmp ugt i64 %4648, 16
  %4650 = zext i1 %4649 to i32
  %4651 = sext i32 %4650 to i64
  br i1 %4649, label %4652, label %4716

4652:                                             ; preds = %4644
  %4653 = load ptr, ptr %329, align 8
  %4654 = getelementptr inbounds i8, ptr %4653, i64 16
  %4655 = load ptr, ptr %333, align 8
  %4656 = load ptr, ptr %4655, align 8
  %4657 = getelementptr inbounds i8, ptr %4656, i64 16
  %4658 = load i64, ptr %530, align 8
  %4659 = sub i64 %4658, 16
  store ptr %4654, ptr %168, align 8
  store ptr %4657, ptr %169, align 8
  store i64 %4659, ptr %170, align 8
  store i32 0, ptr %171, align 4
  %4660 = load ptr, ptr %168, align 8
  %4661 = load ptr, ptr %169, align 8
  %4662 = ptrtoint ptr %4660 to i64
  %4663 = ptrtoint ptr %4661 to i64
  %4664 = sub i64 %4662, %4663
  store i64 %4664, ptr %172, align 8
  %4665 = load ptr, ptr %169, align 8
  store ptr %4665, ptr %173, align 8
  %4666 = load ptr, ptr %168, align 8
  store ptr %4666, ptr %174, align 8
  %4667 = load ptr, ptr %174, align 8
  %4668 = load i64, ptr %170, align 8
  %4669 = getelementptr inbounds i8, ptr %4667, i64 %4668
  store ptr %4669, ptr %175, align 8
  %4670 = load i32, ptr %171, align 4
  %4671 = icmp eq i32 %4670, 1
  br i1 %4671, label %4672, label %4687

4672:                                             ; preds = %4652
  %4673 = load i64, ptr %172, align 8
  %4674 = icmp slt i64 %4673, 16
  br i1 %4674, label %4675, label %4687

4675:                                             ; preds = %4672
  br label %4676

4676:                                             ; preds = %4676, %4675
  %4677 = load ptr, ptr %174, align 8
  %4678 = load ptr, ptr %173, align 8
  call void @ZSTD_copy8(ptr noundef %4677, ptr noundef %4678)
  %4679 = load ptr, ptr %174, align 8
  %4680 = getelementptr inbounds i8, ptr %4679, i64 8
  store ptr %4680, ptr %174, align 8
  %4681 = load ptr, ptr %173, align 8
  %4682 = getelementptr inbounds i8, ptr %4681, i64 8
  store ptr %4682, ptr %173, align 8
  %4683 = load ptr, ptr %174, align 8
  %4684 = load ptr, ptr %175, align 8
  %4685 = icmp ult ptr %4683, %4684
  br i1 %4685, label %4676, label %4686, !llvm.loop !27

4686:                                             ; preds = %4676
  br label %4715

4687:                                             ; preds = %4672, %4652
  %4688 = load ptr, ptr %174, align 8
  %4689 = load ptr, ptr %173, align 8
  call void @ZSTD_copy16(ptr noundef %4688, ptr noundef %4689)
  %4690 = load i64, ptr %170, align 8
  %4691 = icmp sge i64 16, %4690
  br i1 %4691, label %4692, label %4693

4692:                                             ; preds = %4687
  br label %4715

4693:                                             ; preds = %4687
  %4694 = load ptr, ptr %174, align 8
  %4695 = getelementptr inbounds i8, ptr %4694, i64 16
  store ptr %4695, ptr %174, align 8
  %4696 = load ptr, ptr %173, align 8
  %4697 = getelementptr inbounds i8, ptr %4696, i64 16
  store ptr %4697, ptr %173, align 8
  br label %4698

4698:                                             ; preds = %4698, %4693
  %4699 = load ptr, ptr %174, align 8
  %4700 = load ptr, ptr %173, align 8
  call void @ZSTD_copy16(ptr noundef %4699, ptr noundef %4700)
  %4701 = load ptr, ptr %174, align 8
  %4702 = getelementptr inbounds i8, ptr %4701, i64 16
  store ptr %4702, ptr %174, align 8
  %4703 = load ptr, ptr %173, align 8
  %4704 = getelementptr inbounds i8, ptr %4703, i64 16
  store ptr %4704, ptr %173, align 8
  %4705 = load ptr, ptr %174, align 8
  %4706 = load ptr, ptr %173, align 8
  call void @ZSTD_copy16(ptr noundef %4705, ptr noundef %4706)
  %4707 = load ptr, ptr %174, align 8
  %4708 = getelementptr inbounds i8, ptr %4707, i64 16
  store ptr %4708, ptr %174, align 8
  %4709 = load ptr, ptr %173, align 8
  %4710 = getelementptr inbounds i8, ptr %4709, i64 16
  store ptr %4710, ptr %173, align 8
  %4711 = load ptr, ptr %174, align 8
  %4712 = load ptr, ptr %175, align 8
  %4713 = icmp ult ptr %4711, %4712
  br i1 %4713, label %4698, label %4714, !llvm.loop !28

4714:                                             ; preds = %4698
  br label %4715

4715:                                             ; preds = %4686, %4692, %4714
  br label %4716

4716:                                             ; preds = %4715, %4644
  %4717 = load ptr, ptr %338, align 8
  store ptr %4717, ptr %329, align 8
  %4718 = load ptr, ptr %341, align 8
  %4719 = load ptr, ptr %333, align 8
  store ptr %4718, ptr %4719, align 8
  %4720 = getelementptr inbounds %struct.seq_t, ptr %530, i32 0, i32 2
  %4721 = load i64, ptr %4720, align 8
  %4722 = load ptr, ptr %338, align 8
  %4723 = load ptr, ptr %335, align 8
  %4724 = ptrtoint ptr %4722 to i64
  %4725 = ptrtoint ptr %4723 to i64
  %4726 = sub i64 %4724, %4725
  %4727 = icmp ugt i64 %4721, %4726
  br i1 %4727, label %4728, label %4777

4728:                                             ; preds = %4716
  %4729 = getelementptr inbounds %struct.seq_t, ptr %530, i32 0, i32 2
  %4730 = load i64, ptr %4729, align 8
  %4731 = load ptr, ptr %338, align 8
  %4732 = load ptr, ptr %336, align 8
  %4733 = ptrtoint ptr %4731 to i64
  %4734 = ptrtoint ptr %4732 to i64
  %4735 = sub i64 %4733, %4734
  %4736 = icmp ugt i64 %4730, %4735
  %4737 = zext i1 %4736 to i32
  %4738 = sext i32 %4737 to i64
  br i1 %4736, label %4739, label %4740

4739:                                             ; preds = %4728
  store i64 -20, ptr %328, align 8
  br label %4977

4740:                                             ; preds = %4728
  %4741 = load ptr, ptr %337, align 8
  %4742 = load ptr, ptr %342, align 8
  %4743 = load ptr, ptr %335, align 8
  %4744 = ptrtoint ptr %4742 to i64
  %4745 = ptrtoint ptr %4743 to i64
  %4746 = sub i64 %4744, %4745
  %4747 = getelementptr inbounds i8, ptr %4741, i64 %4746
  store ptr %4747, ptr %342, align 8
  %4748 = load ptr, ptr %342, align 8
  %4749 = getelementptr inbounds %struct.seq_t, ptr %530, i32 0, i32 1
  %4750 = load i64, ptr %4749, align 8
  %4751 = getelementptr inbounds i8, ptr %4748, i64 %4750
  %4752 = load ptr, ptr %337, align 8
  %4753 = icmp ule ptr %4751, %4752
  br i1 %4753, label %4754, label %4760

4754:                                             ; preds = %4740
  %4755 = load ptr, ptr %338, align 8
  %4756 = load ptr, ptr %342, align 8
  %4757 = getelementptr inbounds %struct.seq_t, ptr %530, i32 0, i32 1
  %4758 = load i64, ptr %4757, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %4755, ptr align 1 %4756, i64 %4758, i1 false)
  %4759 = load i64, ptr %339, align 8
  store i64 %4759, ptr %328, align 8
  br label %4977

4760:                                             ; preds = %4740
  %4761 = load ptr, ptr %337, align 8
  %4762 = load ptr, ptr %342, align 8
  %4763 = ptrtoint ptr %4761 to i64
  %4764 = ptrtoint ptr %4762 to i64
  %4765 = sub i64 %4763, %4764
  store i64 %4765, ptr %344, align 8
  %4766 = load ptr, ptr %338, align 8
  %4767 = load ptr, ptr %342, align 8
  %4768 = load i64, ptr %344, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %4766, ptr align 1 %4767, i64 %4768, i1 false)
  %4769 = load ptr, ptr %338, align 8
  %4770 = load i64, ptr %344, align 8
  %4771 = getelementptr inbounds i8, ptr %4769, i64 %4770
  store ptr %4771, ptr %329, align 8
  %4772 = load i64, ptr %344, align 8
  %4773 = getelementptr inbounds %struct.seq_t, ptr %530, i32 0, i32 1
  %4774 = load i64, ptr %4773, align 8
  %4775 = sub i64 %4774, %4772
  store i64 %4775, ptr %4773, align 8
  %4776 = load ptr, ptr %335, align 8
  store ptr %4776, ptr %342, align 8
  br label %4777

4777:                                             ; preds = %4760, %4716
  %4778 = getelementptr inbounds %struct.seq_t, ptr %530, i32 0, i32 2
  %4779 = load i64, ptr %4778, align 8
  %4780 = icmp uge i64 %4779, 16
  %4781 = zext i1 %4780 to i32
  %4782 = sext i32 %4781 to i64
  br i1 %4780, label %4783, label %4845

4783:                                             ; preds = %4777
  %4784 = load ptr, ptr %329, align 8
  %4785 = load ptr, ptr %342, align 8
  %4786 = getelementptr inbounds %struct.seq_t, ptr %530, i32 0, i32 1
  %4787 = load i64, ptr %4786, align 8
  store ptr %4784, ptr %160, align 8
  store ptr %4785, ptr %161, align 8
  store i64 %4787, ptr %162, align 8
  store i32 0, ptr %163, align 4
  %4788 = load ptr, ptr %160, align 8
  %4789 = load ptr, ptr %161, align 8
  %4790 = ptrtoint ptr %4788 to i64
  %4791 = ptrtoint ptr %4789 to i64
  %4792 = sub i64 %4790, %4791
  store i64 %4792, ptr %164, align 8
  %4793 = load ptr, ptr %161, align 8
  store ptr %4793, ptr %165, align 8
  %4794 = load ptr, ptr %160, align 8
  store ptr %4794, ptr %166, align 8
  %4795 = load ptr, ptr %166, align 8
  %4796 = load i64, ptr %162, align 8
  %4797 = getelementptr inbounds i8, ptr %4795, i64 %4796
  store ptr %4797, ptr %167, align 8
  %4798 = load i32, ptr %163, align 4
  %4799 = icmp eq i32 %4798, 1
  br i1 %4799, label %4800, label %4815

4800:                                             ; preds = %4783
  %4801 = load i64, ptr %164, align 8
  %4802 = icmp slt i64 %4801, 16
  br i1 %4802, label %4803, label %4815

4803:                                             ; preds = %4800
  br label %4804

4804:                                             ; preds = %4804, %4803
  %4805 = load ptr, ptr %166, align 8
  %4806 = load ptr, ptr %165, align 8
  call void @ZSTD_copy8(ptr noundef %4805, ptr noundef %4806)
  %4807 = load ptr, ptr %166, align 8
  %4808 = getelementptr inbounds i8, ptr %4807, i64 8
  store ptr %4808, ptr %166, align 8
  %4809 = load ptr, ptr %165, align 8
  %4810 = getelementptr inbounds i8, ptr %4809, i64 8
  store ptr %4810, ptr %165, align 8
  %4811 = load ptr, ptr %166, align 8
  %4812 = load ptr, ptr %167, align 8
  %4813 = icmp ult ptr %4811, %4812
  br i1 %4813, label %4804, label %4814, !llvm.loop !27

4814:                                             ; preds = %4804
  br label %4843

4815:                                             ; preds = %4800, %4783
  %4816 = load ptr, ptr %166, align 8
  %4817 = load ptr, ptr %165, align 8
  call void @ZSTD_copy16(ptr noundef %4816, ptr noundef %4817)
  %4818 = load i64, ptr %162, align 8
  %4819 = icmp sge i64 16, %4818
  br i1 %4819, label %4820, label %4821

4820:                                             ; preds = %4815
  br label %4843

4821:                                             ; preds = %4815
  %4822 = load ptr, ptr %166, align 8
  %4823 = getelementptr inbounds i8, ptr %4822, i64 16
  store ptr %4823, ptr %166, align 8
  %4824 = load ptr, ptr %165, align 8
  %4825 = getelementptr inbounds i8, ptr %4824, i64 16
  store ptr %4825, ptr %165, align 8
  br label %4826

4826:                                             ; preds = %4826, %4821
  %4827 = load ptr, ptr %166, align 8
  %4828 = load ptr, ptr %165, align 8
  call void @ZSTD_copy16(ptr noundef %4827, ptr noundef %4828)
  %4829 = load ptr, ptr %166, align 8
  %4830 = getelementptr inbounds i8, ptr %4829, i64 16
  store ptr %4830, ptr %166, align 8
  %4831 = load ptr, ptr %165, align 8
  %4832 = getelementptr inbounds i8, ptr %4831, i64 16
  store ptr %4832, ptr %165, align 8
  %4833 = load ptr, ptr %166, align 8
  %4834 = load ptr, ptr %165, align 8
  call void @ZSTD_copy16(ptr noundef %4833, ptr noundef %4834)
  %4835 = load ptr, ptr %166, align 8
  %4836 = getelementptr inbounds i8, ptr %4835, i64 16
  store ptr %4836, ptr %166, align 8
  %4837 = load ptr, ptr %165, align 8
  %4838 = getelementptr inbounds i8, ptr %4837, i64 16
  store ptr %4838, ptr %165, align 8
  %4839 = load ptr, ptr %166, align 8
  %4840 = load ptr, ptr %167, align 8
  %4841 = icmp ult ptr %4839, %4840
  br i1 %4841, label %4826, label %4842, !llvm.loop !28

4842:                                             ; preds = %4826
  br label %4843

4843:                                             ; preds = %4814, %4820, %4842
  %4844 = load i64, ptr %339, align 8
  store i64 %4844, ptr %328, align 8
  br label %4977

4845:                                             ; preds = %4777
  %4846 = getelementptr inbounds %struct.seq_t, ptr %530, i32 0, i32 2
  %4847 = load i64, ptr %4846, align 8
  store ptr %329, ptr %28, align 8
  store ptr %342, ptr %29, align 8
  store i64 %4847, ptr %30, align 8
  %4848 = load i64, ptr %30, align 8
  %4849 = icmp ult i64 %4848, 8
  br i1 %4849, label %4850, label %4898

4850:                                             ; preds = %4845
  %4851 = load i64, ptr %30, align 8
  %4852 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %4851
  %4853 = load i32, ptr %4852, align 4
  store i32 %4853, ptr %31, align 4
  %4854 = load ptr, ptr %29, align 8
  %4855 = load ptr, ptr %4854, align 8
  %4856 = load i8, ptr %4855, align 1
  %4857 = load ptr, ptr %28, align 8
  %4858 = load ptr, ptr %4857, align 8
  store i8 %4856, ptr %4858, align 1
  %4859 = load ptr, ptr %29, align 8
  %4860 = load ptr, ptr %4859, align 8
  %4861 = getelementptr inbounds i8, ptr %4860, i64 1
  %4862 = load i8, ptr %4861, align 1
  %4863 = load ptr, ptr %28, align 8
  %4864 = load ptr, ptr %4863, align 8
  %4865 = getelementptr inbounds i8, ptr %4864, i64 1
  store i8 %4862, ptr %4865, align 1
  %4866 = load ptr, ptr %29, align 8
  %4867 = load ptr, ptr %4866, align 8
  %4868 = getelementptr inbounds i8, ptr %4867, i64 2
  %4869 = load i8, ptr %4868, align 1
  %4870 = load ptr, ptr %28, align 8
  %4871 = load ptr, ptr %4870, align 8
  %4872 = getelementptr inbounds i8, ptr %4871, i64 2
  store i8 %4869, ptr %4872, align 1
  %4873 = load ptr, ptr %29, align 8
  %4874 = load ptr, ptr %4873, align 8
  %4875 = getelementptr inbounds i8, ptr %4874, i64 3
  %4876 = load i8, ptr %4875, align 1
  %4877 = load ptr, ptr %28, align 8
  %4878 = load ptr, ptr %4877, align 8
  %4879 = getelementptr inbounds i8, ptr %4878, i64 3
  store i8 %4876, ptr %4879, align 1
  %4880 = load i64, ptr %30, align 8
  %4881 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %4880
  %4882 = load i32, ptr %4881, align 4
  %4883 = load ptr, ptr %29, align 8
  %4884 = load ptr, ptr %4883, align 8
  %4885 = zext i32 %4882 to i64
  %4886 = getelementptr inbounds i8, ptr %4884, i64 %4885
  store ptr %4886, ptr %4883, align 8
  %4887 = load ptr, ptr %28, align 8
  %4888 = load ptr, ptr %4887, align 8
  %4889 = getelementptr inbounds i8, ptr %4888, i64 4
  %4890 = load ptr, ptr %29, align 8
  %4891 = load ptr, ptr %4890, align 8
  call void @ZSTD_copy4(ptr noundef %4889, ptr noundef %4891)
  %4892 = load i32, ptr %31, align 4
  %4893 = load ptr, ptr %29, align 8
  %4894 = load ptr, ptr %4893, align 8
  %4895 = sext i32 %4892 to i64
  %4896 = sub i64 0, %4895
  %4897 = getelementptr inbounds i8, ptr %4894, i64 %4896
  store ptr %4897, ptr %4893, align 8
  br label %4903

4898:                                             ; preds = %4845
  %4899 = load ptr, ptr %28, align 8
  %4900 = load ptr, ptr %4899, align 8
  %4901 = load ptr, ptr %29, align 8
  %4902 = load ptr, ptr %4901, align 8
  call void @ZSTD_copy8(ptr noundef %4900, ptr noundef %4902)
  br label %4903

4903:                                             ; preds = %4850, %4898
  %4904 = load ptr, ptr %29, align 8
  %4905 = load ptr, ptr %4904, align 8
  %4906 = getelementptr inbounds i8, ptr %4905, i64 8
  store ptr %4906, ptr %4904, align 8
  %4907 = load ptr, ptr %28, align 8
  %4908 = load ptr, ptr %4907, align 8
  %4909 = getelementptr inbounds i8, ptr %4908, i64 8
  store ptr %4909, ptr %4907, align 8
  %4910 = getelementptr inbounds %struct.seq_t, ptr %530, i32 0, i32 1
  %4911 = load i64, ptr %4910, align 8
  %4912 = icmp ugt i64 %4911, 8
  br i1 %4912, label %4913, label %4975

4913:                                             ; preds = %4903
  %4914 = load ptr, ptr %329, align 8
  %4915 = load ptr, ptr %342, align 8
  %4916 = getelementptr inbounds %struct.seq_t, ptr %530, i32 0, i32 1
  %4917 = load i64, ptr %4916, align 8
  %4918 = sub nsw i64 %4917, 8
  store ptr %4914, ptr %152, align 8
  store ptr %4915, ptr %153, align 8
  store i64 %4918, ptr %154, align 8
  store i32 1, ptr %155, align 4
  %4919 = load ptr, ptr %152, align 8
  %4920 = load ptr, ptr %153, align 8
  %4921 = ptrtoint ptr %4919 to i64
  %4922 = ptrtoint ptr %4920 to i64
  %4923 = sub i64 %4921, %4922
  store i64 %4923, ptr %156, align 8
  %4924 = load ptr, ptr %153, align 8
  store ptr %4924, ptr %157, align 8
  %4925 = load ptr, ptr %152, align 8
  store ptr %4925, ptr %158, align 8
  %4926 = load ptr, ptr %158, align 8
  %4927 = load i64, ptr %154, align 8
  %4928 = getelementptr inbounds i8, ptr %4926, i64 %4927
  store ptr %4928, ptr %159, align 8
  %4929 = load i32, ptr %155, align 4
  %4930 = icmp eq i32 %4929, 1
  br i1 %4930, label %4931, label %4946

4931:                                             ; preds = %4913
  %4932 = load i64, ptr %156, align 8
  %4933 = icmp slt i64 %4932, 16
  br i1 %4933, label %4934, label %4946

4934:                                             ; preds = %4931
  br label %4935

4935:                                             ; preds = %4935, %4934
  %4936 = load ptr, ptr %158, align 8
  %4937 = load ptr, ptr %157, align 8
  call void @ZSTD_copy8(ptr noundef %4936, ptr noundef %4937)
  %4938 = load ptr, ptr %158, align 8
  %4939 = getelementptr inbounds i8, ptr %4938, i64 8
  store ptr %4939, ptr %158, align 8
  %4940 = load ptr, ptr %157, align 8
  %4941 = getelementptr inbounds i8, ptr %4940, i64 8
  store ptr %4941, ptr %157, align 8
  %4942 = load ptr, ptr %158, align 8
  %4943 = load ptr, ptr %159, align 8
  %4944 = icmp ult ptr %4942, %4943
  br i1 %4944, label %4935, label %4945, !llvm.loop !27

4945:                                             ; preds = %4935
  br label %4974

4946:                                             ; preds = %4931, %4913
  %4947 = load ptr, ptr %158, align 8
  %4948 = load ptr, ptr %157, align 8
  call void @ZSTD_copy16(ptr noundef %4947, ptr noundef %4948)
  %4949 = load i64, ptr %154, align 8
  %4950 = icmp sge i64 16, %4949
  br i1 %4950, label %4951, label %4952

4951:                                             ; preds = %4946
  br label %4974

4952:                                             ; preds = %4946
  %4953 = load ptr, ptr %158, align 8
  %4954 = getelementptr inbounds i8, ptr %4953, i64 16
  store ptr %4954, ptr %158, align 8
  %4955 = load ptr, ptr %157, align 8
  %4956 = getelementptr inbounds i8, ptr %4955, i64 16
  store ptr %4956, ptr %157, align 8
  br label %4957

4957:                                             ; preds = %4957, %4952
  %4958 = load ptr, ptr %158, align 8
  %4959 = load ptr, ptr %157, align 8
  call void @ZSTD_copy16(ptr noundef %4958, ptr noundef %4959)
  %4960 = load ptr, ptr %158, align 8
  %4961 = getelementptr inbounds i8, ptr %4960, i64 16
  store ptr %4961, ptr %158, align 8
  %4962 = load ptr, ptr %157, align 8
  %4963 = getelementptr inbounds i8, ptr %4962, i64 16
  store ptr %4963, ptr %157, align 8
  %4964 = load ptr, ptr %158, align 8
  %4965 = load ptr, ptr %157, align 8
  call void @ZSTD_copy16(ptr noundef %4964, ptr noundef %4965)
  %4966 = load ptr, ptr %158, align 8
  %4967 = getelementptr inbounds i8, ptr %4966, i64 16
  store ptr %4967, ptr %158, align 8
  %4968 = load ptr, ptr %157, align 8
  %4969 = getelementptr inbounds i8, ptr %4968, i64 16
  store ptr %4969, ptr %157, align 8
  %4970 = load ptr, ptr %158, align 8
  %4971 = load ptr, ptr %159, align 8
  %4972 = icmp ult ptr %4970, %4971
  br i1 %4972, label %4957, label %4973, !llvm.loop !28

4973:                                             ; preds = %4957
  br label %4974

4974:                                             ; preds = %4945, %4951, %4973
  br label %4975

4975:                                             ; preds = %4974, %4903
  %4976 = load i64, ptr %339, align 8
  store i64 %4976, ptr %328, align 8
  br label %4977

4977:                                             ; preds = %4634, %4739, %4754, %4843, %4975
  %4978 = load i64, ptr %328, align 8
  br label %5378

4979:                                             ; preds = %4572
  %4980 = load ptr, ptr %502, align 8
  %4981 = load ptr, ptr %501, align 8
  %4982 = load ptr, ptr %525, align 8
  %4983 = load ptr, ptr %504, align 8
  %4984 = load ptr, ptr %505, align 8
  %4985 = load ptr, ptr %506, align 8
  %4986 = load ptr, ptr %507, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %531, ptr align 8 %4982, i64 24, i1 false)
  store ptr %4980, ptr %363, align 8
  store ptr %4981, ptr %364, align 8
  store ptr %531, ptr %365, align 8
  store ptr %503, ptr %366, align 8
  store ptr %4983, ptr %367, align 8
  store ptr %4984, ptr %368, align 8
  store ptr %4985, ptr %369, align 8
  store ptr %4986, ptr %370, align 8
  %4987 = load ptr, ptr %363, align 8
  %4988 = load i64, ptr %531, align 8
  %4989 = getelementptr inbounds i8, ptr %4987, i64 %4988
  store ptr %4989, ptr %371, align 8
  %4990 = load i64, ptr %531, align 8
  %4991 = getelementptr inbounds %struct.seq_t, ptr %531, i32 0, i32 1
  %4992 = load i64, ptr %4991, align 8
  %4993 = add i64 %4990, %4992
  store i64 %4993, ptr %372, align 8
  %4994 = load ptr, ptr %363, align 8
  %4995 = load i64, ptr %372, align 8
  %4996 = getelementptr inbounds i8, ptr %4994, i64 %4995
  store ptr %4996, ptr %373, align 8
  %4997 = load ptr, ptr %364, align 8
  %4998 = getelementptr inbounds i8, ptr %4997, i64 -32
  store ptr %4998, ptr %374, align 8
  %4999 = load ptr, ptr %366, align 8
  %5000 = load ptr, ptr %4999, align 8
  %5001 = load i64, ptr %531, align 8
  %5002 = getelementptr inbounds i8, ptr %5000, i64 %5001
  store ptr %5002, ptr %375, align 8
  %5003 = load ptr, ptr %371, align 8
  %5004 = getelementptr inbounds %struct.seq_t, ptr %531, i32 0, i32 2
  %5005 = load i64, ptr %5004, align 8
  %5006 = sub i64 0, %5005
  %5007 = getelementptr inbounds i8, ptr %5003, i64 %5006
  store ptr %5007, ptr %376, align 8
  %5008 = load ptr, ptr %376, align 8
  call void @llvm.prefetch.p0(ptr %5008, i32 0, i32 3, i32 1)
  %5009 = load ptr, ptr %375, align 8
  %5010 = load ptr, ptr %367, align 8
  %5011 = icmp ugt ptr %5009, %5010
  br i1 %5011, label %5030, label %5012

5012:                                             ; preds = %4979
  %5013 = load ptr, ptr %373, align 8
  %5014 = load ptr, ptr %374, align 8
  %5015 = icmp ugt ptr %5013, %5014
  br i1 %5015, label %5030, label %5016

5016:                                             ; preds = %5012
  %5017 = call i32 @MEM_32bits()
  %5018 = icmp ne i32 %5017, 0
  br i1 %5018, label %5019, label %5028

5019:                                             ; preds = %5016
  %5020 = load ptr, ptr %364, align 8
  %5021 = load ptr, ptr %363, align 8
  %5022 = ptrtoint ptr %5020 to i64
  %5023 = ptrtoint ptr %5021 to i64
  %5024 = sub i64 %5022, %5023
  %5025 = load i64, ptr %372, align 8
  %5026 = add i64 %5025, 32
  %5027 = icmp ult i64 %5024, %5026
  br label %5028

5028:                                             ; preds = %5019, %5016
  %5029 = phi i1 [ false, %5016 ], [ %5027, %5019 ]
  br label %5030

5030:                                             ; preds = %5028, %5012, %4979
  %5031 = phi i1 [ true, %5012 ], [ true, %4979 ], [ %5029, %5028 ]
  %5032 = zext i1 %5031 to i32
  %5033 = sext i32 %5032 to i64
  br i1 %5031, label %5034, label %5043

5034:                                             ; preds = %5030
  %5035 = load ptr, ptr %363, align 8
  %5036 = load ptr, ptr %364, align 8
  %5037 = load ptr, ptr %366, align 8
  %5038 = load ptr, ptr %367, align 8
  %5039 = load ptr, ptr %368, align 8
  %5040 = load ptr, ptr %369, align 8
  %5041 = load ptr, ptr %370, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %377, ptr align 8 %531, i64 24, i1 false)
  %5042 = call i64 @ZSTD_execSequenceEnd(ptr noundef %5035, ptr noundef %5036, ptr noundef %377, ptr noundef %5037, ptr noundef %5038, ptr noundef %5039, ptr noundef %5040, ptr noundef %5041)
  store i64 %5042, ptr %362, align 8
  br label %5376

5043:                                             ; preds = %5030
  %5044 = load ptr, ptr %363, align 8
  %5045 = load ptr, ptr %366, align 8
  %5046 = load ptr, ptr %5045, align 8
  call void @ZSTD_copy16(ptr noundef %5044, ptr noundef %5046)
  %5047 = load i64, ptr %531, align 8
  %5048 = icmp ugt i64 %5047, 16
  %5049 = zext i1 %5048 to i32
  %5050 = sext i32 %5049 to i64
  br i1 %5048, label %5051, label %5115

5051:                                             ; preds = %5043
  %5052 = load ptr, ptr %363, align 8
  %5053 = getelementptr inbounds i8, ptr %5052, i64 16
  %5054 = load ptr, ptr %366, align 8
  %5055 = load ptr, ptr %5054, align 8
  %5056 = getelementptr inbounds i8, ptr %5055, i64 16
  %5057 = load i64, ptr %531, align 8
  %5058 = sub i64 %5057, 16
  store ptr %5053, ptr %120, align 8
  store ptr %5056, ptr %121, align 8
  store i64 %5058, ptr %122, align 8
  store i32 0, ptr %123, align 4
  %5059 = load ptr, ptr %120, align 8
  %5060 = load ptr, ptr %121, align 8
  %5061 = ptrtoint ptr %5059 to i64
  %5062 = ptrtoint ptr %5060 to i64
  %5063 = sub i64 %5061, %5062
  store i64 %5063, ptr %124, align 8
  %5064 = load ptr, ptr %121, align 8
  store ptr %5064, ptr %125, align 8
  %5065 = load ptr, ptr %120, align 8
  store ptr %5065, ptr %126, align 8
  %5066 = load ptr, ptr %126, align 8
  %5067 = load i64, ptr %122, align 8
  %5068 = getelementptr inbounds i8, ptr %5066, i64 %5067
  store ptr %5068, ptr %127, align 8
  %5069 = load i32, ptr %123, align 4
  %5070 = icmp eq i32 %5069, 1
  br i1 %5070, label %5071, label %5086

5071:                                             ; preds = %5051
  %5072 = load i64, ptr %124, align 8
  %5073 = icmp slt i64 %5072, 16
  br i1 %5073, label %5074, label %5086

5074:                                             ; preds = %5071
  br label %5075

5075:                                             ; preds = %5075, %5074
  %5076 = load ptr, ptr %126, align 8
  %5077 = load ptr, ptr %125, align 8
  call void @ZSTD_copy8(ptr noundef %5076, ptr noundef %5077)
  %5078 = load ptr, ptr %126, align 8
  %5079 = getelementptr inbounds i8, ptr %5078, i64 8
  store ptr %5079, ptr %126, align 8
  %5080 = load ptr, ptr %125, align 8
  %5081 = getelementptr inbounds i8, ptr %5080, i64 8
  store ptr %5081, ptr %125, align 8
  %5082 = load ptr, ptr %126, align 8
  %5083 = load ptr, ptr %127, align 8
  %5084 = icmp ult ptr %5082, %5083
  br i1 %5084, label %5075, label %5085, !llvm.loop !27

5085:                                             ; preds = %5075
  br label %5114

5086:                                             ; preds = %5071, %5051
  %5087 = load ptr, ptr %126, align 8
  %5088 = load ptr, ptr %125, align 8
  call void @ZSTD_copy16(ptr noundef %5087, ptr noundef %5088)
  %5089 = load i64, ptr %122, align 8
  %5090 = icmp sge i64 16, %5089
  br i1 %5090, label %5091, label %5092

5091:                                             ; preds = %5086
  br label %5114

5092:                                             ; preds = %5086
  %5093 = load ptr, ptr %126, align 8
  %5094 = getelementptr inbounds i8, ptr %5093, i64 16
  store ptr %5094, ptr %126, align 8
  %5095 = load ptr, ptr %125, align 8
  %5096 = getelementptr inbounds i8, ptr %5095, i64 16
  store ptr %5096, ptr %125, align 8
  br label %5097

5097:                                             ; preds = %5097, %5092
  %5098 = load ptr, ptr %126, align 8
  %5099 = load ptr, ptr %125, align 8
  call void @ZSTD_copy16(ptr noundef %5098, ptr noundef %5099)
  %5100 = load ptr, ptr %126, align 8
  %5101 = getelementptr inbounds i8, ptr %5100, i64 16
  store ptr %5101, ptr %126, align 8
  %5102 = load ptr, ptr %125, align 8
  %5103 = getelementptr inbounds i8, ptr %5102, i64 16
  store ptr %5103, ptr %125, align 8
  %5104 = load ptr, ptr %126, align 8
  %5105 = load ptr, ptr %125, align 8
  call void @ZSTD_copy16(ptr noundef %5104, ptr noundef %5105)
  %5106 = load ptr, ptr %126, align 8
  %5107 = getelementptr inbounds i8, ptr %5106, i64 16
  store ptr %5107, ptr %126, align 8
  %5108 = load ptr, ptr %125, align 8
  %5109 = getelementptr inbounds i8, ptr %5108, i64 16
  store ptr %5109, ptr %125, align 8
  %5110 = load ptr, ptr %126, align 8
  %5111 = load ptr, ptr %127, align 8
  %5112 = icmp ult ptr %5110, %5111
  br i1 %5112, label %5097, label %5113, !llvm.loop !28

5113:                                             ; preds = %5097
  br label %5114

5114:                                             ; preds = %5085, %5091, %5113
  br label %5115

5115:                                             ; preds = %5114, %5043
  %5116 = load ptr, ptr %371, align 8
  store ptr %5116, ptr %363, align 8
  %5117 = load ptr, ptr %375, align 8
  %5118 = load ptr, ptr %366, align 8
  store ptr %5117, ptr %5118, align 8
  %5119 = getelementptr inbounds %struct.seq_t, ptr %531, i32 0, i32 2
  %5120 = load i64, ptr %5119, align 8
  %5121 = load ptr, ptr %371, align 8
  %5122 = load ptr, ptr %368, align 8
  %5123 = ptrtoint ptr %5121 to i64
  %5124 = ptrtoint ptr %5122 to i64
  %5125 = sub i64 %5123, %5124
  %5126 = icmp ugt i64 %5120, %5125
  br i1 %5126, label %5127, label %5176

5127:                                             ; preds = %5115
  %5128 = getelementptr inbounds %struct.seq_t, ptr %531, i32 0, i32 2
  %5129 = load i64, ptr %5128, align 8
  %5130 = load ptr, ptr %371, align 8
  %5131 = load ptr, ptr %369, align 8
  %5132 = ptrtoint ptr %5130 to i64
  %5133 = ptrtoint ptr %5131 to i64
  %5134 = sub i64 %5132, %5133
  %5135 = icmp ugt i64 %5129, %5134
  %5136 = zext i1 %5135 to i32
  %5137 = sext i32 %5136 to i64
  br i1 %5135, label %5138, label %5139

5138:                                             ; preds = %5127
  store i64 -20, ptr %362, align 8
  br label %5376

5139:                                             ; preds = %5127
  %5140 = load ptr, ptr %370, align 8
  %5141 = load ptr, ptr %376, align 8
  %5142 = load ptr, ptr %368, align 8
  %5143 = ptrtoint ptr %5141 to i64
  %5144 = ptrtoint ptr %5142 to i64
  %5145 = sub i64 %5143, %5144
  %5146 = getelementptr inbounds i8, ptr %5140, i64 %5145
  store ptr %5146, ptr %376, align 8
  %5147 = load ptr, ptr %376, align 8
  %5148 = getelementptr inbounds %struct.seq_t, ptr %531, i32 0, i32 1
  %5149 = load i64, ptr %5148, align 8
  %5150 = getelementptr inbounds i8, ptr %5147, i64 %5149
  %5151 = load ptr, ptr %370, align 8
  %5152 = icmp ule ptr %5150, %5151
  br i1 %5152, label %5153, label %5159

5153:                                             ; preds = %5139
  %5154 = load ptr, ptr %371, align 8
  %5155 = load ptr, ptr %376, align 8
  %5156 = getelementptr inbounds %struct.seq_t, ptr %531, i32 0, i32 1
  %5157 = load i64, ptr %5156, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %5154, ptr align 1 %5155, i64 %5157, i1 false)
  %5158 = load i64, ptr %372, align 8
  store i64 %5158, ptr %362, align 8
  br label %5376

5159:                                             ; preds = %5139
  %5160 = load ptr, ptr %370, align 8
  %5161 = load ptr, ptr %376, align 8
  %5162 = ptrtoint ptr %5160 to i64
  %5163 = ptrtoint ptr %5161 to i64
  %5164 = sub i64 %5162, %5163
  store i64 %5164, ptr %378, align 8
  %5165 = load ptr, ptr %371, align 8
  %5166 = load ptr, ptr %376, align 8
  %5167 = load i64, ptr %378, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %5165, ptr align 1 %5166, i64 %5167, i1 false)
  %5168 = load ptr, ptr %371, align 8
  %5169 = load i64, ptr %378, align 8
  %5170 = getelementptr inbounds i8, ptr %5168, i64 %5169
  store ptr %5170, ptr %363, align 8
  %5171 = load i64, ptr %378, align 8
  %5172 = getelementptr inbounds %struct.seq_t, ptr %531, i32 0, i32 1
  %5173 = load i64, ptr %5172, align 8
  %5174 = sub i64 %5173, %5171
  store i64 %5174, ptr %5172, align 8
  %5175 = load ptr, ptr %368, align 8
  store ptr %5175, ptr %376, align 8
  br label %5176

5176:                                             ; preds = %5159, %5115
  %5177 = getelementptr inbounds %struct.seq_t, ptr %531, i32 0, i32 2
  %5178 = load i64, ptr %5177, align 8
  %5179 = icmp uge i64 %5178, 16
  %5180 = zext i1 %5179 to i32
  %5181 = sext i32 %5180 to i64
  br i1 %5179, label %5182, label %5244

5182:                                             ; preds = %5176
  %5183 = load ptr, ptr %363, align 8
  %5184 = load ptr, ptr %376, align 8
  %5185 = getelementptr inbounds %struct.seq_t, ptr %531, i32 0, i32 1
  %5186 = load i64, ptr %5185, align 8
  store ptr %5183, ptr %112, align 8
  store ptr %5184, ptr %113, align 8
  store i64 %5186, ptr %114, align 8
  store i32 0, ptr %115, align 4
  %5187 = load ptr, ptr %112, align 8
  %5188 = load ptr, ptr %113, align 8
  %5189 = ptrtoint ptr %5187 to i64
  %5190 = ptrtoint ptr %5188 to i64
  %5191 = sub i64 %5189, %5190
  store i64 %5191, ptr %116, align 8
  %5192 = load ptr, ptr %113, align 8
  store ptr %5192, ptr %117, align 8
  %5193 = load ptr, ptr %112, align 8
  store ptr %5193, ptr %118, align 8
  %5194 = load ptr, ptr %118, align 8
  %5195 = load i64, ptr %114, align 8
  %5196 = getelementptr inbounds i8, ptr %5194, i64 %5195
  store ptr %5196, ptr %119, align 8
  %5197 = load i32, ptr %115, align 4
  %5198 = icmp eq i32 %5197, 1
  br i1 %5198, label %5199, label %5214

5199:                                             ; preds = %5182
  %5200 = load i64, ptr %116, align 8
  %5201 = icmp slt i64 %5200, 16
  br i1 %5201, label %5202, label %5214

5202:                                             ; preds = %5199
  br label %5203

5203:                                             ; preds = %5203, %5202
  %5204 = load ptr, ptr %118, align 8
  %5205 = load ptr, ptr %117, align 8
  call void @ZSTD_copy8(ptr noundef %5204, ptr noundef %5205)
  %5206 = load ptr, ptr %118, align 8
  %5207 = getelementptr inbounds i8, ptr %5206, i64 8
  store ptr %5207, ptr %118, align 8
  %5208 = load ptr, ptr %117, align 8
  %5209 = getelementptr inbounds i8, ptr %5208, i64 8
  store ptr %5209, ptr %117, align 8
  %5210 = load ptr, ptr %118, align 8
  %5211 = load ptr, ptr %119, align 8
  %5212 = icmp ult ptr %5210, %5211
  br i1 %5212, label %5203, label %5213, !llvm.loop !27

5213:                                             ; preds = %5203
  br label %5242

5214:                                             ; preds = %5199, %5182
  %5215 = load ptr, ptr %118, align 8
  %5216 = load ptr, ptr %117, align 8
  call void @ZSTD_copy16(ptr noundef %5215, ptr noundef %5216)
  %5217 = load i64, ptr %114, align 8
  %5218 = icmp sge i64 16, %5217
  br i1 %5218, label %5219, label %5220

5219:                                             ; preds = %5214
  br label %5242

5220:                                             ; preds = %5214
  %5221 = load ptr, ptr %118, align 8
  %5222 = getelementptr inbounds i8, ptr %5221, i64 16
  store ptr %5222, ptr %118, align 8
  %5223 = load ptr, ptr %117, align 8
  %5224 = getelementptr inbounds i8, ptr %5223, i64 16
  store ptr %5224, ptr %117, align 8
  br label %5225

5225:                                             ; preds = %5225, %5220
  %5226 = load ptr, ptr %118, align 8
  %5227 = load ptr, ptr %117, align 8
  call void @ZSTD_copy16(ptr noundef %5226, ptr noundef %5227)
  %5228 = load ptr, ptr %118, align 8
  %5229 = getelementptr inbounds i8, ptr %5228, i64 16
  store ptr %5229, ptr %118, align 8
  %5230 = load ptr, ptr %117, align 8
  %5231 = getelementptr inbounds i8, ptr %5230, i64 16
  store ptr %5231, ptr %117, align 8
  %5232 = load ptr, ptr %118, align 8
  %5233 = load ptr, ptr %117, align 8
  call void @ZSTD_copy16(ptr noundef %5232, ptr noundef %5233)
  %5234 = load ptr, ptr %118, align 8
  %5235 = getelementptr inbounds i8, ptr %5234, i64 16
  store ptr %5235, ptr %118, align 8
  %5236 = load ptr, ptr %117, align 8
  %5237 = getelementptr inbounds i8, ptr %5236, i64 16
  store ptr %5237, ptr %117, align 8
  %5238 = load ptr, ptr %118, align 8
  %5239 = load ptr, ptr %119, align 8
  %5240 = icmp ult ptr %5238, %5239
  br i1 %5240, label %5225, label %5241, !llvm.loop !28

5241:                                             ; preds = %5225
  br label %5242

5242:                                             ; preds = %5213, %5219, %5241
  %5243 = load i64, ptr %372, align 8
  store i64 %5243, ptr %362, align 8
  br label %5376

5244:                                             ; preds = %5176
  %5245 = getelementptr inbounds %struct.seq_t, ptr %531, i32 0, i32 2
  %5246 = load i64, ptr %5245, align 8
  store ptr %363, ptr %20, align 8
  store ptr %376, ptr %21, align 8
  store i64 %5246, ptr %22, align 8
  %5247 = load i64, ptr %22, align 8
  %5248 = icmp ult i64 %5247, 8
  br i1 %5248, label %5249, label %5297

5249:                                             ; preds = %5244
  %5250 = load i64, ptr %22, align 8
  %5251 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %5250
  %5252 = load i32, ptr %5251, align 4
  store i32 %5252, ptr %23, align 4
  %5253 = load ptr, ptr %21, align 8
  %5254 = load ptr, ptr %5253, align 8
  %5255 = load i8, ptr %5254, align 1
  %5256 = load ptr, ptr %20, align 8
  %5257 = load ptr, ptr %5256, align 8
  store i8 %5255, ptr %5257, align 1
  %5258 = load ptr, ptr %21, align 8
  %5259 = load ptr, ptr %5258, align 8
  %5260 = getelementptr inbounds i8, ptr %5259, i64 1
  %5261 = load i8, ptr %5260, align 1
  %5262 = load ptr, ptr %20, align 8
  %5263 = load ptr, ptr %5262, align 8
  %5264 = getelementptr inbounds i8, ptr %5263, i64 1
  store i8 %5261, ptr %5264, align 1
  %5265 = load ptr, ptr %21, align 8
  %5266 = load ptr, ptr %5265, align 8
  %5267 = getelementptr inbounds i8, ptr %5266, i64 2
  %5268 = load i8, ptr %5267, align 1
  %5269 = load ptr, ptr %20, align 8
  %5270 = load ptr, ptr %5269, align 8
  %5271 = getelementptr inbounds i8, ptr %5270, i64 2
  store i8 %5268, ptr %5271, align 1
  %5272 = load ptr, ptr %21, align 8
  %5273 = load ptr, ptr %5272, align 8
  %5274 = getelementptr inbounds i8, ptr %5273, i64 3
  %5275 = load i8, ptr %5274, align 1
  %5276 = load ptr, ptr %20, align 8
  %5277 = load ptr, ptr %5276, align 8
  %5278 = getelementptr inbounds i8, ptr %5277, i64 3
  store i8 %5275, ptr %5278, align 1
  %5279 = load i64, ptr %22, align 8
  %5280 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %5279
  %5281 = load i32, ptr %5280, align 4
  %5282 = load ptr, ptr %21, align 8
  %5283 = load ptr, ptr %5282, align 8
  %5284 = zext i32 %5281 to i64
  %5285 = getelementptr inbounds i8, ptr %5283, i64 %5284
  store ptr %5285, ptr %5282, align 8
  %5286 = load ptr, ptr %20, align 8
  %5287 = load ptr, ptr %5286, align 8
  %5288 = getelementptr inbounds i8, ptr %5287, i64 4
  %5289 = load ptr, ptr %21, align 8
  %5290 = load ptr, ptr %5289, align 8
  call void @ZSTD_copy4(ptr noundef %5288, ptr noundef %5290)
  %5291 = load i32, ptr %23, align 4
  %5292 = load ptr, ptr %21, align 8
  %5293 = load ptr, ptr %5292, align 8
  %5294 = sext i32 %5291 to i64
  %5295 = sub i64 0, %5294
  %5296 = getelementptr inbounds i8, ptr %5293, i64 %5295
  store ptr %5296, ptr %5292, align 8
  br label %5302

5297:                                             ; preds = %5244
  %5298 = load ptr, ptr %20, align 8
  %5299 = load ptr, ptr %5298, align 8
  %5300 = load ptr, ptr %21, align 8
  %5301 = load ptr, ptr %5300, align 8
  call void @ZSTD_copy8(ptr noundef %5299, ptr noundef %5301)
  br label %5302

5302:                                             ; preds = %5249, %5297
  %5303 = load ptr, ptr %21, align 8
  %5304 = load ptr, ptr %5303, align 8
  %5305 = getelementptr inbounds i8, ptr %5304, i64 8
  store ptr %5305, ptr %5303, align 8
  %5306 = load ptr, ptr %20, align 8
  %5307 = load ptr, ptr %5306, align 8
  %5308 = getelementptr inbounds i8, ptr %5307, i64 8
  store ptr %5308, ptr %5306, align 8
  %5309 = getelementptr inbounds %struct.seq_t, ptr %531, i32 0, i32 1
  %5310 = load i64, ptr %5309, align 8
  %5311 = icmp ugt i64 %5310, 8
  br i1 %5311, label %5312, label %5374

5312:                                             ; preds = %5302
  %5313 = load ptr, ptr %363, align 8
  %5314 = load ptr, ptr %376, align 8
  %5315 = getelementptr inbounds %struct.seq_t, ptr %531, i32 0, i32 1
  %5316 = load i64, ptr %5315, align 8
  %5317 = sub nsw i64 %5316, 8
  store ptr %5313, ptr %104, align 8
  store ptr %5314, ptr %105, align 8
  store i64 %5317, ptr %106, align 8
  store i32 1, ptr %107, align 4
  %5318 = load ptr, ptr %104, align 8
  %5319 = load ptr, ptr %105, align 8
  %5320 = ptrtoint ptr %5318 to i64
  %5321 = ptrtoint ptr %5319 to i64
  %5322 = sub i64 %5320, %5321
  store i64 %5322, ptr %108, align 8
  %5323 = load ptr, ptr %105, align 8
  store ptr %5323, ptr %109, align 8
  %5324 = load ptr, ptr %104, align 8
  store ptr %5324, ptr %110, align 8
  %5325 = load ptr, ptr %110, align 8
  %5326 = load i64, ptr %106, align 8
  %5327 = getelementptr inbounds i8, ptr %5325, i64 %5326
  store ptr %5327, ptr %111, align 8
  %5328 = load i32, ptr %107, align 4
  %5329 = icmp eq i32 %5328, 1
  br i1 %5329, label %5330, label %5345

5330:                                             ; preds = %5312
  %5331 = load i64, ptr %108, align 8
  %5332 = icmp slt i64 %5331, 16
  br i1 %5332, label %5333, label %5345

5333:                                             ; preds = %5330
  br label %5334

5334:                                             ; preds = %5334, %5333
  %5335 = load ptr, ptr %110, align 8
  %5336 = load ptr, ptr %109, align 8
  call void @ZSTD_copy8(ptr noundef %5335, ptr noundef %5336)
  %5337 = load ptr, ptr %110, align 8
  %5338 = getelementptr inbounds i8, ptr %5337, i64 8
  store ptr %5338, ptr %110, align 8
  %5339 = load ptr, ptr %109, align 8
  %5340 = getelementptr inbounds i8, ptr %5339, i64 8
  store ptr %5340, ptr %109, align 8
  %5341 = load ptr, ptr %110, align 8
  %5342 = load ptr, ptr %111, align 8
  %5343 = icmp ult ptr %5341, %5342
  br i1 %5343, label %5334, label %5344, !llvm.loop !27

5344:                                             ; preds = %5334
  br label %5373

5345:                                             ; preds = %5330, %5312
  %5346 = load ptr, ptr %110, align 8
  %5347 = load ptr, ptr %109, align 8
  call void @ZSTD_copy16(ptr noundef %5346, ptr noundef %5347)
  %5348 = load i64, ptr %106, align 8
  %5349 = icmp sge i64 16, %5348
  br i1 %5349, label %5350, label %5351

5350:                                             ; preds = %5345
  br label %5373

5351:                                             ; preds = %5345
  %5352 = load ptr, ptr %110, align 8
  %5353 = getelementptr inbounds i8, ptr %5352, i64 16
  store ptr %5353, ptr %110, align 8
  %5354 = load ptr, ptr %109, align 8
  %5355 = getelementptr inbounds i8, ptr %5354, i64 16
  store ptr %5355, ptr %109, align 8
  br label %5356

5356:                                             ; preds = %5356, %5351
  %5357 = load ptr, ptr %110, align 8
  %5358 = load ptr, ptr %109, align 8
  call void @ZSTD_copy16(ptr noundef %5357, ptr noundef %5358)
  %5359 = load ptr, ptr %110, align 8
  %5360 = getelementptr inbounds i8, ptr %5359, i64 16
  store ptr %5360, ptr %110, align 8
  %5361 = load ptr, ptr %109, align 8
  %5362 = getelementptr inbounds i8, ptr %5361, i64 16
  store ptr %5362, ptr %109, align 8
  %5363 = load ptr, ptr %110, align 8
  %5364 = load ptr, ptr %109, align 8
  call void @ZSTD_copy16(ptr noundef %5363, ptr noundef %5364)
  %5365 = load ptr, ptr %110, align 8
  %5366 = getelementptr inbounds i8, ptr %5365, i64 16
  store ptr %5366, ptr %110, align 8
  %5367 = load ptr, ptr %109, align 8
  %5368 = getelementptr inbounds i8, ptr %5367, i64 16
  store ptr %5368, ptr %109, align 8
  %5369 = load ptr, ptr %110, align 8
  %5370 = load ptr, ptr %111, align 8
  %5371 = icmp ult ptr %5369, %5370
  br i1 %5371, label %5356, label %5372, !llvm.loop !28

5372:                                             ; preds = %5356
  br label %5373

5373:                                             ; preds = %5344, %5350, %5372
  br label %5374

5374:                                             ; preds = %5373, %5302
  %5375 = load i64, ptr %372, align 8
  store i64 %5375, ptr %362, align 8
  br label %5376

5376:                                             ; preds = %5034, %5138, %5153, %5242, %5374
  %5377 = load i64, ptr %362, align 8
  br label %5378

5378:                                             ; preds = %5376, %4977
  %5379 = phi i64 [ %4978, %4977 ], [ %5377, %5376 ]
  store i64 %5379, ptr %529, align 8
  %5380 = load i64, ptr %529, align 8
  %5381 = call i32 @ERR_isError(i64 noundef %5380)
  %5382 = icmp ne i32 %5381, 0
  br i1 %5382, label %5383, label %5385

5383:                                             ; preds = %5378
  %5384 = load i64, ptr %529, align 8
  store i64 %5384, ptr %490, align 8
  br label %5477

5385:                                             ; preds = %5378
  %5386 = load i64, ptr %529, align 8
  %5387 = load ptr, ptr %502, align 8
  %5388 = getelementptr inbounds i8, ptr %5387, i64 %5386
  store ptr %5388, ptr %502, align 8
  br label %5389

5389:                                             ; preds = %5385, %4568
  %5390 = load i32, ptr %511, align 4
  %5391 = add nsw i32 %5390, 1
  store i32 %5391, ptr %511, align 4
  br label %4105, !llvm.loop !30

5392:                                             ; preds = %4105
  store i32 0, ptr %532, align 4
  br label %5393

5393:                                             ; preds = %5396, %5392
  %5394 = load i32, ptr %532, align 4
  %5395 = icmp ult i32 %5394, 3
  br i1 %5395, label %5396, label %5411

5396:                                             ; preds = %5393
  %5397 = getelementptr inbounds %struct.seqState_t, ptr %510, i32 0, i32 4
  %5398 = load i32, ptr %532, align 4
  %5399 = zext i32 %5398 to i64
  %5400 = getelementptr inbounds [3 x i64], ptr %5397, i64 0, i64 %5399
  %5401 = load i64, ptr %5400, align 8
  %5402 = trunc i64 %5401 to i32
  %5403 = load ptr, ptr %491, align 8
  %5404 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %5403, i32 0, i32 4
  %5405 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %5404, i32 0, i32 4
  %5406 = load i32, ptr %532, align 4
  %5407 = zext i32 %5406 to i64
  %5408 = getelementptr inbounds [3 x i32], ptr %5405, i64 0, i64 %5407
  store i32 %5402, ptr %5408, align 4
  %5409 = load i32, ptr %532, align 4
  %5410 = add i32 %5409, 1
  store i32 %5410, ptr %532, align 4
  br label %5393, !llvm.loop !31

5411:                                             ; preds = %5393
  br label %5412

5412:                                             ; preds = %5411, %566
  %5413 = load ptr, ptr %491, align 8
  %5414 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %5413, i32 0, i32 54
  %5415 = load i32, ptr %5414, align 8
  %5416 = icmp eq i32 %5415, 2
  br i1 %5416, label %5417, label %5447

5417:                                             ; preds = %5412
  %5418 = load ptr, ptr %504, align 8
  %5419 = load ptr, ptr %503, align 8
  %5420 = ptrtoint ptr %5418 to i64
  %5421 = ptrtoint ptr %5419 to i64
  %5422 = sub i64 %5420, %5421
  store i64 %5422, ptr %533, align 8
  %5423 = load i64, ptr %533, align 8
  %5424 = load ptr, ptr %501, align 8
  %5425 = load ptr, ptr %502, align 8
  %5426 = ptrtoint ptr %5424 to i64
  %5427 = ptrtoint ptr %5425 to i64
  %5428 = sub i64 %5426, %5427
  %5429 = icmp ugt i64 %5423, %5428
  br i1 %5429, label %5430, label %5431

5430:                                             ; preds = %5417
  store i64 -70, ptr %490, align 8
  br label %5477

5431:                                             ; preds = %5417
  %5432 = load ptr, ptr %502, align 8
  %5433 = icmp ne ptr %5432, null
  br i1 %5433, label %5434, label %5441

5434:                                             ; preds = %5431
  %5435 = load ptr, ptr %502, align 8
  %5436 = load ptr, ptr %503, align 8
  %5437 = load i64, ptr %533, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %5435, ptr align 1 %5436, i64 %5437, i1 false)
  %5438 = load i64, ptr %533, align 8
  %5439 = load ptr, ptr %502, align 8
  %5440 = getelementptr inbounds i8, ptr %5439, i64 %5438
  store ptr %5440, ptr %502, align 8
  br label %5441

5441:                                             ; preds = %5434, %5431
  %5442 = load ptr, ptr %491, align 8
  %5443 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %5442, i32 0, i32 55
  store ptr %5443, ptr %503, align 8
  %5444 = load ptr, ptr %491, align 8
  %5445 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %5444, i32 0, i32 55
  %5446 = getelementptr inbounds i8, ptr %5445, i64 65536
  store ptr %5446, ptr %504, align 8
  br label %5447

5447:                                             ; preds = %5441, %5412
  %5448 = load ptr, ptr %504, align 8
  %5449 = load ptr, ptr %503, align 8
  %5450 = ptrtoint ptr %5448 to i64
  %5451 = ptrtoint ptr %5449 to i64
  %5452 = sub i64 %5450, %5451
  store i64 %5452, ptr %534, align 8
  %5453 = load i64, ptr %534, align 8
  %5454 = load ptr, ptr %501, align 8
  %5455 = load ptr, ptr %502, align 8
  %5456 = ptrtoint ptr %5454 to i64
  %5457 = ptrtoint ptr %5455 to i64
  %5458 = sub i64 %5456, %5457
  %5459 = icmp ugt i64 %5453, %5458
  br i1 %5459, label %5460, label %5461

5460:                                             ; preds = %5447
  store i64 -70, ptr %490, align 8
  br label %5477

5461:                                             ; preds = %5447
  %5462 = load ptr, ptr %502, align 8
  %5463 = icmp ne ptr %5462, null
  br i1 %5463, label %5464, label %5471

5464:                                             ; preds = %5461
  %5465 = load ptr, ptr %502, align 8
  %5466 = load ptr, ptr %503, align 8
  %5467 = load i64, ptr %534, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %5465, ptr align 1 %5466, i64 %5467, i1 false)
  %5468 = load i64, ptr %534, align 8
  %5469 = load ptr, ptr %502, align 8
  %5470 = getelementptr inbounds i8, ptr %5469, i64 %5468
  store ptr %5470, ptr %502, align 8
  br label %5471

5471:                                             ; preds = %5464, %5461
  %5472 = load ptr, ptr %502, align 8
  %5473 = load ptr, ptr %500, align 8
  %5474 = ptrtoint ptr %5472 to i64
  %5475 = ptrtoint ptr %5473 to i64
  %5476 = sub i64 %5474, %5475
  store i64 %5476, ptr %490, align 8
  br label %5477

5477:                                             ; preds = %629, %2764, %3193, %4055, %4100, %4145, %4566, %5383, %5430, %5460, %5471
  %5478 = load i64, ptr %490, align 8
  ret i64 %5478
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @BIT_initDStream(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %10 = load i64, ptr %7, align 8
  %11 = icmp ult i64 %10, 1
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  %13 = load ptr, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 40, i1 false)
  store i64 -72, ptr %4, align 8
  br label %171

14:                                               ; preds = %3
  %15 = load ptr, ptr %6, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.BIT_DStream_t, ptr %16, i32 0, i32 3
  store ptr %15, ptr %17, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.BIT_DStream_t, ptr %18, i32 0, i32 3
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.BIT_DStream_t, ptr %22, i32 0, i32 4
  store ptr %21, ptr %23, align 8
  %24 = load i64, ptr %7, align 8
  %25 = icmp uge i64 %24, 8
  br i1 %25, label %26, label %62

26:                                               ; preds = %14
  %27 = load ptr, ptr %6, align 8
  %28 = load i64, ptr %7, align 8
  %29 = getelementptr inbounds i8, ptr %27, i64 %28
  %30 = getelementptr inbounds i8, ptr %29, i64 -8
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.BIT_DStream_t, ptr %31, i32 0, i32 2
  store ptr %30, ptr %32, align 8
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds %struct.BIT_DStream_t, ptr %33, i32 0, i32 2
  %35 = load ptr, ptr %34, align 8
  %36 = call i64 @MEM_readLEST(ptr noundef %35)
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.BIT_DStream_t, ptr %37, i32 0, i32 0
  store i64 %36, ptr %38, align 8
  %39 = load ptr, ptr %6, align 8
  %40 = load i64, ptr %7, align 8
  %41 = sub i64 %40, 1
  %42 = getelementptr inbounds i8, ptr %39, i64 %41
  %43 = load i8, ptr %42, align 1
  store i8 %43, ptr %8, align 1
  %44 = load i8, ptr %8, align 1
  %45 = zext i8 %44 to i32
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %52

47:                                               ; preds = %26
  %48 = load i8, ptr %8, align 1
  %49 = zext i8 %48 to i32
  %50 = call i32 @ZSTD_highbit32(i32 noundef %49)
  %51 = sub i32 8, %50
  br label %53

52:                                               ; preds = %26
  br label %53

53:                                               ; preds = %52, %47
  %54 = phi i32 [ %51, %47 ], [ 0, %52 ]
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds %struct.BIT_DStream_t, ptr %55, i32 0, i32 1
  store i32 %54, ptr %56, align 8
  %57 = load i8, ptr %8, align 1
  %58 = zext i8 %57 to i32
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %61

60:                                               ; preds = %53
  store i64 -1, ptr %4, align 8
  br label %171

61:                                               ; preds = %53
  br label %169

62:                                               ; preds = %14
  %63 = load ptr, ptr %5, align 8
  %64 = getelementptr inbounds %struct.BIT_DStream_t, ptr %63, i32 0, i32 3
  %65 = load ptr, ptr %64, align 8
  %66 = load ptr, ptr %5, align 8
  %67 = getelementptr inbounds %struct.BIT_DStream_t, ptr %66, i32 0, i32 2
  store ptr %65, ptr %67, align 8
  %68 = load ptr, ptr %5, align 8
  %69 = getelementptr inbounds %struct.BIT_DStream_t, ptr %68, i32 0, i32 3
  %70 = load ptr, ptr %69, align 8
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i64
  %73 = load ptr, ptr %5, align 8
  %74 = getelementptr inbounds %struct.BIT_DStream_t, ptr %73, i32 0, i32 0
  store i64 %72, ptr %74, align 8
  %75 = load i64, ptr %7, align 8
  switch i64 %75, label %136 [
    i64 7, label %76
    i64 6, label %86
    i64 5, label %96
    i64 4, label %106
    i64 3, label %116
    i64 2, label %126
  ]

76:                                               ; preds = %62
  %77 = load ptr, ptr %6, align 8
  %78 = getelementptr inbounds i8, ptr %77, i64 6
  %79 = load i8, ptr %78, align 1
  %80 = zext i8 %79 to i64
  %81 = shl i64 %80, 48
  %82 = load ptr, ptr %5, align 8
  %83 = getelementptr inbounds %struct.BIT_DStream_t, ptr %82, i32 0, i32 0
  %84 = load i64, ptr %83, align 8
  %85 = add i64 %84, %81
  store i64 %85, ptr %83, align 8
  br label %86

86:                                               ; preds = %62, %76
  %87 = load ptr, ptr %6, align 8
  %88 = getelementptr inbounds i8, ptr %87, i64 5
  %89 = load i8, ptr %88, align 1
  %90 = zext i8 %89 to i64
  %91 = shl i64 %90, 40
  %92 = load ptr, ptr %5, align 8
  %93 = getelementptr inbounds %struct.BIT_DStream_t, ptr %92, i32 0, i32 0
  %94 = load i64, ptr %93, align 8
  %95 = add i64 %94, %91
  store i64 %95, ptr %93, align 8
  br label %96

96:                                               ; preds = %62, %86
  %97 = load ptr, ptr %6, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 4
  %99 = load i8, ptr %98, align 1
  %100 = zext i8 %99 to i64
  %101 = shl i64 %100, 32
  %102 = load ptr, ptr %5, align 8
  %103 = getelementptr inbounds %struct.BIT_DStream_t, ptr %102, i32 0, i32 0
  %104 = load i64, ptr %103, align 8
  %105 = add i64 %104, %101
  store i64 %105, ptr %103, align 8
  br label %106

106:                                              ; preds = %62, %96
  %107 = load ptr, ptr %6, align 8
  %108 = getelementptr inbounds i8, ptr %107, i64 3
  %109 = load i8, ptr %108, align 1
  %110 = zext i8 %109 to i64
  %111 = shl i64 %110, 24
  %112 = load ptr, ptr %5, align 8
  %113 = getelementptr inbounds %struct.BIT_DStream_t, ptr %112, i32 0, i32 0
  %114 = load i64, ptr %113, align 8
  %115 = add i64 %114, %111
  store i64 %115, ptr %113, align 8
  br label %116

116:                                              ; preds = %62, %106
  %117 = load ptr, ptr %6, align 8
  %118 = getelementptr inbounds i8, ptr %117, i64 2
  %119 = load i8, ptr %118, align 1
  %120 = zext i8 %119 to i64
  %121 = shl i64 %120, 16
  %122 = load ptr, ptr %5, align 8
  %123 = getelementptr inbounds %struct.BIT_DStream_t, ptr %122, i32 0, i32 0
  %124 = load i64, ptr %123, align 8
  %125 = add i64 %124, %121
  store i64 %125, ptr %123, align 8
  br label %126

126:                                              ; preds = %62, %116
  %127 = load ptr, ptr %6, align 8
  %128 = getelementptr inbounds i8, ptr %127, i64 1
  %129 = load i8, ptr %128, align 1
  %130 = zext i8 %129 to i64
  %131 = shl i64 %130, 8
  %132 = load ptr, ptr %5, align 8
  %133 = getelementptr inbounds %struct.BIT_DStream_t, ptr %132, i32 0, i32 0
  %134 = load i64, ptr %133, align 8
  %135 = add i64 %134, %131
  store i64 %135, ptr %133, align 8
  br label %136

136:                                              ; preds = %62, %126
  br label %137

137:                                              ; preds = %136
  %138 = load ptr, ptr %6, align 8
  %139 = load i64, ptr %7, align 8
  %140 = sub i64 %139, 1
  %141 = getelementptr inbounds i8, ptr %138, i64 %140
  %142 = load i8, ptr %141, align 1
  store i8 %142, ptr %9, align 1
  %143 = load i8, ptr %9, align 1
  %144 = zext i8 %143 to i32
  %145 = icmp ne i32 %144, 0
  br i1 %145, label %146, label %151

146:                                              ; preds = %137
  %147 = load i8, ptr %9, align 1
  %148 = zext i8 %147 to i32
  %149 = call i32 @ZSTD_highbit32(i32 noundef %148)
  %150 = sub i32 8, %149
  br label %152

151:                                              ; preds = %137
  br label %152

152:                                              ; preds = %151, %146
  %153 = phi i32 [ %150, %146 ], [ 0, %151 ]
  %154 = load ptr, ptr %5, align 8
  %155 = getelementptr inbounds %struct.BIT_DStream_t, ptr %154, i32 0, i32 1
  store i32 %153, ptr %155, align 8
  %156 = load i8, ptr %9, align 1
  %157 = zext i8 %156 to i32
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %159, label %160

159:                                              ; preds = %152
  store i64 -20, ptr %4, align 8
  br label %171

160:                                              ; preds = %152
  %161 = load i64, ptr %7, align 8
  %162 = sub i64 8, %161
  %163 = trunc i64 %162 to i32
  %164 = mul i32 %163, 8
  %165 = load ptr, ptr %5, align 8
  %166 = getelementptr inbounds %struct.BIT_DStream_t, ptr %165, i32 0, i32 1
  %167 = load i32, ptr %166, align 8
  %168 = add i32 %167, %164
  store i32 %168, ptr %166, align 8
  br label %169

169:                                              ; preds = %160, %61
  %170 = load i64, ptr %7, align 8
  store i64 %170, ptr %4, align 8
  br label %171

171:                                              ; preds = %169, %159, %60, %12
  %172 = load i64, ptr %4, align 8
  ret i64 %172
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_initFseState(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  store ptr %0, ptr %19, align 8
  store ptr %1, ptr %20, align 8
  store ptr %2, ptr %21, align 8
  %24 = load ptr, ptr %21, align 8
  store ptr %24, ptr %22, align 8
  %25 = load ptr, ptr %22, align 8
  store ptr %25, ptr %23, align 8
  %26 = load ptr, ptr %20, align 8
  %27 = load ptr, ptr %23, align 8
  %28 = getelementptr inbounds %struct.ZSTD_seqSymbol_header, ptr %27, i32 0, i32 1
  %29 = load i32, ptr %28, align 4
  store ptr %26, ptr %16, align 8
  store i32 %29, ptr %17, align 4
  %30 = load ptr, ptr %16, align 8
  %31 = load i32, ptr %17, align 4
  store ptr %30, ptr %10, align 8
  store i32 %31, ptr %11, align 4
  %32 = load ptr, ptr %10, align 8
  %33 = load i64, ptr %32, align 8
  %34 = load ptr, ptr %10, align 8
  %35 = getelementptr inbounds %struct.BIT_DStream_t, ptr %34, i32 0, i32 1
  %36 = load i32, ptr %35, align 8
  %37 = zext i32 %36 to i64
  %38 = sub i64 64, %37
  %39 = load i32, ptr %11, align 4
  %40 = zext i32 %39 to i64
  %41 = sub i64 %38, %40
  %42 = trunc i64 %41 to i32
  %43 = load i32, ptr %11, align 4
  store i64 %33, ptr %4, align 8
  store i32 %42, ptr %5, align 4
  store i32 %43, ptr %6, align 4
  store i32 63, ptr %7, align 4
  %44 = load i64, ptr %4, align 8
  %45 = load i32, ptr %5, align 4
  %46 = and i32 %45, 63
  %47 = zext i32 %46 to i64
  %48 = lshr i64 %44, %47
  %49 = load i32, ptr %6, align 4
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = zext i32 %52 to i64
  %54 = and i64 %48, %53
  store i64 %54, ptr %18, align 8
  %55 = load ptr, ptr %16, align 8
  %56 = load i32, ptr %17, align 4
  store ptr %55, ptr %8, align 8
  store i32 %56, ptr %9, align 4
  %57 = load i32, ptr %9, align 4
  %58 = load ptr, ptr %8, align 8
  %59 = getelementptr inbounds %struct.BIT_DStream_t, ptr %58, i32 0, i32 1
  %60 = load i32, ptr %59, align 8
  %61 = add i32 %60, %57
  store i32 %61, ptr %59, align 8
  %62 = load i64, ptr %18, align 8
  %63 = load ptr, ptr %19, align 8
  %64 = getelementptr inbounds %struct.ZSTD_fseState, ptr %63, i32 0, i32 0
  store i64 %62, ptr %64, align 8
  br label %65

65:                                               ; preds = %3
  br label %66

66:                                               ; preds = %65
  %67 = load ptr, ptr %20, align 8
  store ptr %67, ptr %13, align 8
  %68 = load ptr, ptr %13, align 8
  %69 = getelementptr inbounds %struct.BIT_DStream_t, ptr %68, i32 0, i32 1
  %70 = load i32, ptr %69, align 8
  %71 = zext i32 %70 to i64
  %72 = icmp ugt i64 %71, 64
  %73 = zext i1 %72 to i32
  %74 = sext i32 %73 to i64
  br i1 %72, label %75, label %78

75:                                               ; preds = %66
  %76 = load ptr, ptr %13, align 8
  %77 = getelementptr inbounds %struct.BIT_DStream_t, ptr %76, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %77, align 8
  store i32 3, ptr %12, align 4
  br label %152

78:                                               ; preds = %66
  %79 = load ptr, ptr %13, align 8
  %80 = getelementptr inbounds %struct.BIT_DStream_t, ptr %79, i32 0, i32 2
  %81 = load ptr, ptr %80, align 8
  %82 = load ptr, ptr %13, align 8
  %83 = getelementptr inbounds %struct.BIT_DStream_t, ptr %82, i32 0, i32 4
  %84 = load ptr, ptr %83, align 8
  %85 = icmp uge ptr %81, %84
  br i1 %85, label %86, label %89

86:                                               ; preds = %78
  %87 = load ptr, ptr %13, align 8
  %88 = call i32 @BIT_reloadDStream_internal(ptr noundef %87)
  store i32 %88, ptr %12, align 4
  br label %152

89:                                               ; preds = %78
  %90 = load ptr, ptr %13, align 8
  %91 = getelementptr inbounds %struct.BIT_DStream_t, ptr %90, i32 0, i32 2
  %92 = load ptr, ptr %91, align 8
  %93 = load ptr, ptr %13, align 8
  %94 = getelementptr inbounds %struct.BIT_DStream_t, ptr %93, i32 0, i32 3
  %95 = load ptr, ptr %94, align 8
  %96 = icmp eq ptr %92, %95
  br i1 %96, label %97, label %105

97:                                               ; preds = %89
  %98 = load ptr, ptr %13, align 8
  %99 = getelementptr inbounds %struct.BIT_DStream_t, ptr %98, i32 0, i32 1
  %100 = load i32, ptr %99, align 8
  %101 = zext i32 %100 to i64
  %102 = icmp ult i64 %101, 64
  br i1 %102, label %103, label %104

103:                                              ; preds = %97
  store i32 1, ptr %12, align 4
  br label %152

104:                                              ; preds = %97
  store i32 2, ptr %12, align 4
  br label %152

105:                                              ; preds = %89
  %106 = load ptr, ptr %13, align 8
  %107 = getelementptr inbounds %struct.BIT_DStream_t, ptr %106, i32 0, i32 1
  %108 = load i32, ptr %107, align 8
  %109 = lshr i32 %108, 3
  store i32 %109, ptr %14, align 4
  store i32 0, ptr %15, align 4
  %110 = load ptr, ptr %13, align 8
  %111 = getelementptr inbounds %struct.BIT_DStream_t, ptr %110, i32 0, i32 2
  %112 = load ptr, ptr %111, align 8
  %113 = load i32, ptr %14, align 4
  %114 = zext i32 %113 to i64
  %115 = sub i64 0, %114
  %116 = getelementptr inbounds i8, ptr %112, i64 %115
  %117 = load ptr, ptr %13, align 8
  %118 = getelementptr inbounds %struct.BIT_DStream_t, ptr %117, i32 0, i32 3
  %119 = load ptr, ptr %118, align 8
  %120 = icmp ult ptr %116, %119
  br i1 %120, label %121, label %132

121:                                              ; preds = %105
  %122 = load ptr, ptr %13, align 8
  %123 = getelementptr inbounds %struct.BIT_DStream_t, ptr %122, i32 0, i32 2
  %124 = load ptr, ptr %123, align 8
  %125 = load ptr, ptr %13, align 8
  %126 = getelementptr inbounds %struct.BIT_DStream_t, ptr %125, i32 0, i32 3
  %127 = load ptr, ptr %126, align 8
  %128 = ptrtoint ptr %124 to i64
  %129 = ptrtoint ptr %127 to i64
  %130 = sub i64 %128, %129
  %131 = trunc i64 %130 to i32
  store i32 %131, ptr %14, align 4
  store i32 1, ptr %15, align 4
  br label %132

132:                                              ; preds = %121, %105
  %133 = load i32, ptr %14, align 4
  %134 = load ptr, ptr %13, align 8
  %135 = getelementptr inbounds %struct.BIT_DStream_t, ptr %134, i32 0, i32 2
  %136 = load ptr, ptr %135, align 8
  %137 = zext i32 %133 to i64
  %138 = sub i64 0, %137
  %139 = getelementptr inbounds i8, ptr %136, i64 %138
  store ptr %139, ptr %135, align 8
  %140 = load i32, ptr %14, align 4
  %141 = mul i32 %140, 8
  %142 = load ptr, ptr %13, align 8
  %143 = getelementptr inbounds %struct.BIT_DStream_t, ptr %142, i32 0, i32 1
  %144 = load i32, ptr %143, align 8
  %145 = sub i32 %144, %141
  store i32 %145, ptr %143, align 8
  %146 = load ptr, ptr %13, align 8
  %147 = getelementptr inbounds %struct.BIT_DStream_t, ptr %146, i32 0, i32 2
  %148 = load ptr, ptr %147, align 8
  %149 = call i64 @MEM_readLEST(ptr noundef %148)
  %150 = load ptr, ptr %13, align 8
  store i64 %149, ptr %150, align 8
  %151 = load i32, ptr %15, align 4
  store i32 %151, ptr %12, align 4
  br label %152

152:                                              ; preds = %75, %86, %103, %104, %132
  %153 = load i32, ptr %12, align 4
  %154 = load ptr, ptr %21, align 8
  %155 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %154, i64 1
  %156 = load ptr, ptr %19, align 8
  %157 = getelementptr inbounds %struct.ZSTD_fseState, ptr %156, i32 0, i32 1
  store ptr %155, ptr %157, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_safecopyDstBeforeSrc(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  %17 = load ptr, ptr %12, align 8
  %18 = load ptr, ptr %13, align 8
  %19 = ptrtoint ptr %17 to i64
  %20 = ptrtoint ptr %18 to i64
  %21 = sub i64 %19, %20
  store i64 %21, ptr %15, align 8
  %22 = load ptr, ptr %12, align 8
  %23 = load i64, ptr %14, align 8
  %24 = getelementptr inbounds i8, ptr %22, i64 %23
  store ptr %24, ptr %16, align 8
  %25 = load i64, ptr %14, align 8
  %26 = icmp slt i64 %25, 8
  br i1 %26, label %30, label %27

27:                                               ; preds = %3
  %28 = load i64, ptr %15, align 8
  %29 = icmp sgt i64 %28, -8
  br i1 %29, label %30, label %42

30:                                               ; preds = %27, %3
  br label %31

31:                                               ; preds = %35, %30
  %32 = load ptr, ptr %12, align 8
  %33 = load ptr, ptr %16, align 8
  %34 = icmp ult ptr %32, %33
  br i1 %34, label %35, label %41

35:                                               ; preds = %31
  %36 = load ptr, ptr %13, align 8
  %37 = getelementptr inbounds i8, ptr %36, i32 1
  store ptr %37, ptr %13, align 8
  %38 = load i8, ptr %36, align 1
  %39 = load ptr, ptr %12, align 8
  %40 = getelementptr inbounds i8, ptr %39, i32 1
  store ptr %40, ptr %12, align 8
  store i8 %38, ptr %39, align 1
  br label %31, !llvm.loop !32

41:                                               ; preds = %31
  br label %142

42:                                               ; preds = %27
  %43 = load ptr, ptr %12, align 8
  %44 = load ptr, ptr %16, align 8
  %45 = getelementptr inbounds i8, ptr %44, i64 -32
  %46 = icmp ule ptr %43, %45
  br i1 %46, label %47, label %131

47:                                               ; preds = %42
  %48 = load i64, ptr %15, align 8
  %49 = icmp slt i64 %48, -16
  br i1 %49, label %50, label %131

50:                                               ; preds = %47
  %51 = load ptr, ptr %12, align 8
  %52 = load ptr, ptr %13, align 8
  %53 = load ptr, ptr %16, align 8
  %54 = getelementptr inbounds i8, ptr %53, i64 -32
  %55 = load ptr, ptr %12, align 8
  %56 = ptrtoint ptr %54 to i64
  %57 = ptrtoint ptr %55 to i64
  %58 = sub i64 %56, %57
  store ptr %51, ptr %4, align 8
  store ptr %52, ptr %5, align 8
  store i64 %58, ptr %6, align 8
  store i32 0, ptr %7, align 4
  %59 = load ptr, ptr %4, align 8
  %60 = load ptr, ptr %5, align 8
  %61 = ptrtoint ptr %59 to i64
  %62 = ptrtoint ptr %60 to i64
  %63 = sub i64 %61, %62
  store i64 %63, ptr %8, align 8
  %64 = load ptr, ptr %5, align 8
  store ptr %64, ptr %9, align 8
  %65 = load ptr, ptr %4, align 8
  store ptr %65, ptr %10, align 8
  %66 = load ptr, ptr %10, align 8
  %67 = load i64, ptr %6, align 8
  %68 = getelementptr inbounds i8, ptr %66, i64 %67
  store ptr %68, ptr %11, align 8
  %69 = load i32, ptr %7, align 4
  %70 = icmp eq i32 %69, 1
  br i1 %70, label %71, label %86

71:                                               ; preds = %50
  %72 = load i64, ptr %8, align 8
  %73 = icmp slt i64 %72, 16
  br i1 %73, label %74, label %86

74:                                               ; preds = %71
  br label %75

75:                                               ; preds = %75, %74
  %76 = load ptr, ptr %10, align 8
  %77 = load ptr, ptr %9, align 8
  call void @ZSTD_copy8(ptr noundef %76, ptr noundef %77)
  %78 = load ptr, ptr %10, align 8
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  store ptr %79, ptr %10, align 8
  %80 = load ptr, ptr %9, align 8
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  store ptr %81, ptr %9, align 8
  %82 = load ptr, ptr %10, align 8
  %83 = load ptr, ptr %11, align 8
  %84 = icmp ult ptr %82, %83
  br i1 %84, label %75, label %85, !llvm.loop !27

85:                                               ; preds = %75
  br label %114

86:                                               ; preds = %71, %50
  %87 = load ptr, ptr %10, align 8
  %88 = load ptr, ptr %9, align 8
  call void @ZSTD_copy16(ptr noundef %87, ptr noundef %88)
  %89 = load i64, ptr %6, align 8
  %90 = icmp sge i64 16, %89
  br i1 %90, label %91, label %92

91:                                               ; preds = %86
  br label %114

92:                                               ; preds = %86
  %93 = load ptr, ptr %10, align 8
  %94 = getelementptr inbounds i8, ptr %93, i64 16
  store ptr %94, ptr %10, align 8
  %95 = load ptr, ptr %9, align 8
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  store ptr %96, ptr %9, align 8
  br label %97

97:                                               ; preds = %97, %92
  %98 = load ptr, ptr %10, align 8
  %99 = load ptr, ptr %9, align 8
  call void @ZSTD_copy16(ptr noundef %98, ptr noundef %99)
  %100 = load ptr, ptr %10, align 8
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  store ptr %101, ptr %10, align 8
  %102 = load ptr, ptr %9, align 8
  %103 = getelementptr inbounds i8, ptr %102, i64 16
  store ptr %103, ptr %9, align 8
  %104 = load ptr, ptr %10, align 8
  %105 = load ptr, ptr %9, align 8
  call void @ZSTD_copy16(ptr noundef %104, ptr noundef %105)
  %106 = load ptr, ptr %10, align 8
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  store ptr %107, ptr %10, align 8
  %108 = load ptr, ptr %9, align 8
  %109 = getelementptr inbounds i8, ptr %108, i64 16
  store ptr %109, ptr %9, align 8
  %110 = load ptr, ptr %10, align 8
  %111 = load ptr, ptr %11, align 8
  %112 = icmp ult ptr %110, %111
  br i1 %112, label %97, label %113, !llvm.loop !28

113:                                              ; preds = %97
  br label %114

114:                                              ; preds = %85, %91, %113
  %115 = load ptr, ptr %16, align 8
  %116 = getelementptr inbounds i8, ptr %115, i64 -32
  %117 = load ptr, ptr %12, align 8
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = load ptr, ptr %13, align 8
  %122 = getelementptr inbounds i8, ptr %121, i64 %120
  store ptr %122, ptr %13, align 8
  %123 = load ptr, ptr %16, align 8
  %124 = getelementptr inbounds i8, ptr %123, i64 -32
  %125 = load ptr, ptr %12, align 8
  %126 = ptrtoint ptr %124 to i64
  %127 = ptrtoint ptr %125 to i64
  %128 = sub i64 %126, %127
  %129 = load ptr, ptr %12, align 8
  %130 = getelementptr inbounds i8, ptr %129, i64 %128
  store ptr %130, ptr %12, align 8
  br label %131

131:                                              ; preds = %114, %47, %42
  br label %132

132:                                              ; preds = %136, %131
  %133 = load ptr, ptr %12, align 8
  %134 = load ptr, ptr %16, align 8
  %135 = icmp ult ptr %133, %134
  br i1 %135, label %136, label %142

136:                                              ; preds = %132
  %137 = load ptr, ptr %13, align 8
  %138 = getelementptr inbounds i8, ptr %137, i32 1
  store ptr %138, ptr %13, align 8
  %139 = load i8, ptr %137, align 1
  %140 = load ptr, ptr %12, align 8
  %141 = getelementptr inbounds i8, ptr %140, i32 1
  store ptr %141, ptr %12, align 8
  store i8 %139, ptr %140, align 1
  br label %132, !llvm.loop !33

142:                                              ; preds = %41, %132
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @BIT_endOfDStream(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.BIT_DStream_t, ptr %6, i32 0, i32 3
  %8 = load ptr, ptr %7, align 8
  %9 = icmp eq ptr %5, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %1
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.BIT_DStream_t, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = zext i32 %13 to i64
  %15 = icmp eq i64 %14, 64
  br label %16

16:                                               ; preds = %10, %1
  %17 = phi i1 [ false, %1 ], [ %15, %10 ]
  %18 = zext i1 %17 to i32
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_readLEST(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = call i32 @MEM_32bits()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 @MEM_readLE32(ptr noundef %7)
  %9 = zext i32 %8 to i64
  store i64 %9, ptr %2, align 8
  br label %13

10:                                               ; preds = %1
  %11 = load ptr, ptr %3, align 8
  %12 = call i64 @MEM_readLE64(ptr noundef %11)
  store i64 %12, ptr %2, align 8
  br label %13

13:                                               ; preds = %10, %6
  %14 = load i64, ptr %2, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_readLE64(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = call i32 @MEM_isLittleEndian()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8
  %8 = call i64 @MEM_read64(ptr noundef %7)
  store i64 %8, ptr %2, align 8
  br label %13

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = call i64 @MEM_read64(ptr noundef %10)
  %12 = call i64 @MEM_swap64(i64 noundef %11)
  store i64 %12, ptr %2, align 8
  br label %13

13:                                               ; preds = %9, %6
  %14 = load i64, ptr %2, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_read64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 1
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_swap64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.bswap.i64(i64 %3)
  ret i64 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @BIT_reloadDStream_internal(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = lshr i32 %5, 3
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.BIT_DStream_t, ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = zext i32 %6 to i64
  %11 = sub i64 0, %10
  %12 = getelementptr inbounds i8, ptr %9, i64 %11
  store ptr %12, ptr %8, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.BIT_DStream_t, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 8
  %16 = and i32 %15, 7
  store i32 %16, ptr %14, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.BIT_DStream_t, ptr %17, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = call i64 @MEM_readLEST(ptr noundef %19)
  %21 = load ptr, ptr %2, align 8
  %22 = getelementptr inbounds %struct.BIT_DStream_t, ptr %21, i32 0, i32 0
  store i64 %20, ptr %22, align 8
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @BIT_readBitsFast(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %8 = load ptr, ptr %5, align 8
  %9 = load i32, ptr %6, align 4
  %10 = call i64 @BIT_lookBitsFast(ptr noundef %8, i32 noundef %9)
  store i64 %10, ptr %7, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr %6, align 4
  store ptr %11, ptr %3, align 8
  store i32 %12, ptr %4, align 4
  %13 = load i32, ptr %4, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.BIT_DStream_t, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 8
  %17 = add i32 %16, %13
  store i32 %17, ptr %15, align 8
  %18 = load i64, ptr %7, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @BIT_lookBitsFast(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 63, ptr %5, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.BIT_DStream_t, ptr %6, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.BIT_DStream_t, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = and i32 %11, 63
  %13 = zext i32 %12 to i64
  %14 = shl i64 %8, %13
  %15 = load i32, ptr %4, align 4
  %16 = sub i32 64, %15
  %17 = and i32 %16, 63
  %18 = zext i32 %17 to i64
  %19 = lshr i64 %14, %18
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_wrappedPtrSub(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = sub i64 0, %6
  %8 = getelementptr inbounds i8, ptr %5, i64 %7
  ret ptr %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_wrappedPtrAdd(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 %6
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_copy8(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <8 x i8>, align 8
  %6 = alloca <8 x i8>, align 8
  %7 = alloca <8 x i8>, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load <8 x i8>, ptr %8, align 1
  store <8 x i8> %9, ptr %6, align 8
  %10 = load <8 x i8>, ptr %6, align 8
  store <8 x i8> %10, ptr %7, align 8
  %11 = load <8 x i8>, ptr %7, align 8
  store <8 x i8> %11, ptr %5, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = load <8 x i8>, ptr %5, align 8
  store <8 x i8> %13, ptr %12, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_copy16(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <16 x i8>, align 16
  %6 = alloca <16 x i8>, align 16
  %7 = alloca <16 x i8>, align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load <16 x i8>, ptr %8, align 1
  store <16 x i8> %9, ptr %6, align 16
  %10 = load <16 x i8>, ptr %6, align 16
  store <16 x i8> %10, ptr %7, align 16
  %11 = load <16 x i8>, ptr %7, align 16
  store <16 x i8> %11, ptr %5, align 16
  %12 = load ptr, ptr %3, align 8
  %13 = load <16 x i8>, ptr %5, align 16
  store <16 x i8> %13, ptr %12, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_execSequenceEnd(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store ptr %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store ptr %7, ptr %17, align 8
  %24 = load ptr, ptr %10, align 8
  %25 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 0
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %24, i64 %26
  store ptr %27, ptr %18, align 8
  %28 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 0
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 1
  %31 = load i64, ptr %30, align 8
  %32 = add i64 %29, %31
  store i64 %32, ptr %19, align 8
  %33 = load ptr, ptr %13, align 8
  %34 = load ptr, ptr %33, align 8
  %35 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 0
  %36 = load i64, ptr %35, align 8
  %37 = getelementptr inbounds i8, ptr %34, i64 %36
  store ptr %37, ptr %20, align 8
  %38 = load ptr, ptr %18, align 8
  %39 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 2
  %40 = load i64, ptr %39, align 8
  %41 = sub i64 0, %40
  %42 = getelementptr inbounds i8, ptr %38, i64 %41
  store ptr %42, ptr %21, align 8
  %43 = load ptr, ptr %11, align 8
  %44 = getelementptr inbounds i8, ptr %43, i64 -32
  store ptr %44, ptr %22, align 8
  br label %45

45:                                               ; preds = %8
  %46 = load i64, ptr %19, align 8
  %47 = load ptr, ptr %11, align 8
  %48 = load ptr, ptr %10, align 8
  %49 = ptrtoint ptr %47 to i64
  %50 = ptrtoint ptr %48 to i64
  %51 = sub i64 %49, %50
  %52 = icmp ugt i64 %46, %51
  br i1 %52, label %53, label %62

53:                                               ; preds = %45
  br label %54

54:                                               ; preds = %53
  br label %55

55:                                               ; preds = %54
  br label %56

56:                                               ; preds = %55
  br label %57

57:                                               ; preds = %56
  br label %58

58:                                               ; preds = %57
  br label %59

59:                                               ; preds = %58
  br label %60

60:                                               ; preds = %59
  br label %61

61:                                               ; preds = %60
  store i64 -70, ptr %9, align 8
  br label %167

62:                                               ; preds = %45
  br label %63

63:                                               ; preds = %62
  br label %64

64:                                               ; preds = %63
  %65 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 0
  %66 = load i64, ptr %65, align 8
  %67 = load ptr, ptr %14, align 8
  %68 = load ptr, ptr %13, align 8
  %69 = load ptr, ptr %68, align 8
  %70 = ptrtoint ptr %67 to i64
  %71 = ptrtoint ptr %69 to i64
  %72 = sub i64 %70, %71
  %73 = icmp ugt i64 %66, %72
  br i1 %73, label %74, label %83

74:                                               ; preds = %64
  br label %75

75:                                               ; preds = %74
  br label %76

76:                                               ; preds = %75
  br label %77

77:                                               ; preds = %76
  br label %78

78:                                               ; preds = %77
  br label %79

79:                                               ; preds = %78
  br label %80

80:                                               ; preds = %79
  br label %81

81:                                               ; preds = %80
  br label %82

82:                                               ; preds = %81
  store i64 -20, ptr %9, align 8
  br label %167

83:                                               ; preds = %64
  br label %84

84:                                               ; preds = %83
  %85 = load ptr, ptr %10, align 8
  %86 = load ptr, ptr %22, align 8
  %87 = load ptr, ptr %13, align 8
  %88 = load ptr, ptr %87, align 8
  %89 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 0
  %90 = load i64, ptr %89, align 8
  call void @ZSTD_safecopy(ptr noundef %85, ptr noundef %86, ptr noundef %88, i64 noundef %90, i32 noundef 0)
  %91 = load ptr, ptr %18, align 8
  store ptr %91, ptr %10, align 8
  %92 = load ptr, ptr %20, align 8
  %93 = load ptr, ptr %13, align 8
  store ptr %92, ptr %93, align 8
  %94 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 2
  %95 = load i64, ptr %94, align 8
  %96 = load ptr, ptr %18, align 8
  %97 = load ptr, ptr %15, align 8
  %98 = ptrtoint ptr %96 to i64
  %99 = ptrtoint ptr %97 to i64
  %100 = sub i64 %98, %99
  %101 = icmp ugt i64 %95, %100
  br i1 %101, label %102, label %160

102:                                              ; preds = %84
  br label %103

103:                                              ; preds = %102
  %104 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 2
  %105 = load i64, ptr %104, align 8
  %106 = load ptr, ptr %18, align 8
  %107 = load ptr, ptr %16, align 8
  %108 = ptrtoint ptr %106 to i64
  %109 = ptrtoint ptr %107 to i64
  %110 = sub i64 %108, %109
  %111 = icmp ugt i64 %105, %110
  br i1 %111, label %112, label %121

112:                                              ; preds = %103
  br label %113

113:                                              ; preds = %112
  br label %114

114:                                              ; preds = %113
  br label %115

115:                                              ; preds = %114
  br label %116

116:                                              ; preds = %115
  br label %117

117:                                              ; preds = %116
  br label %118

118:                                              ; preds = %117
  br label %119

119:                                              ; preds = %118
  br label %120

120:                                              ; preds = %119
  store i64 -20, ptr %9, align 8
  br label %167

121:                                              ; preds = %103
  br label %122

122:                                              ; preds = %121
  %123 = load ptr, ptr %17, align 8
  %124 = load ptr, ptr %15, align 8
  %125 = load ptr, ptr %21, align 8
  %126 = ptrtoint ptr %124 to i64
  %127 = ptrtoint ptr %125 to i64
  %128 = sub i64 %126, %127
  %129 = sub i64 0, %128
  %130 = getelementptr inbounds i8, ptr %123, i64 %129
  store ptr %130, ptr %21, align 8
  %131 = load ptr, ptr %21, align 8
  %132 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 1
  %133 = load i64, ptr %132, align 8
  %134 = getelementptr inbounds i8, ptr %131, i64 %133
  %135 = load ptr, ptr %17, align 8
  %136 = icmp ule ptr %134, %135
  br i1 %136, label %137, label %143

137:                                              ; preds = %122
  %138 = load ptr, ptr %18, align 8
  %139 = load ptr, ptr %21, align 8
  %140 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 1
  %141 = load i64, ptr %140, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %138, ptr align 1 %139, i64 %141, i1 false)
  %142 = load i64, ptr %19, align 8
  store i64 %142, ptr %9, align 8
  br label %167

143:                                              ; preds = %122
  %144 = load ptr, ptr %17, align 8
  %145 = load ptr, ptr %21, align 8
  %146 = ptrtoint ptr %144 to i64
  %147 = ptrtoint ptr %145 to i64
  %148 = sub i64 %146, %147
  store i64 %148, ptr %23, align 8
  %149 = load ptr, ptr %18, align 8
  %150 = load ptr, ptr %21, align 8
  %151 = load i64, ptr %23, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %149, ptr align 1 %150, i64 %151, i1 false)
  %152 = load ptr, ptr %18, align 8
  %153 = load i64, ptr %23, align 8
  %154 = getelementptr inbounds i8, ptr %152, i64 %153
  store ptr %154, ptr %10, align 8
  %155 = load i64, ptr %23, align 8
  %156 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 1
  %157 = load i64, ptr %156, align 8
  %158 = sub i64 %157, %155
  store i64 %158, ptr %156, align 8
  %159 = load ptr, ptr %15, align 8
  store ptr %159, ptr %21, align 8
  br label %160

160:                                              ; preds = %143, %84
  %161 = load ptr, ptr %10, align 8
  %162 = load ptr, ptr %22, align 8
  %163 = load ptr, ptr %21, align 8
  %164 = getelementptr inbounds %struct.seq_t, ptr %2, i32 0, i32 1
  %165 = load i64, ptr %164, align 8
  call void @ZSTD_safecopy(ptr noundef %161, ptr noundef %162, ptr noundef %163, i64 noundef %165, i32 noundef 1)
  %166 = load i64, ptr %19, align 8
  store i64 %166, ptr %9, align 8
  br label %167

167:                                              ; preds = %160, %137, %120, %82, %61
  %168 = load i64, ptr %9, align 8
  ret i64 %168
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_safecopy(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca i64, align 8
  %30 = alloca i32, align 4
  %31 = alloca i64, align 8
  %32 = alloca ptr, align 8
  store ptr %0, ptr %26, align 8
  store ptr %1, ptr %27, align 8
  store ptr %2, ptr %28, align 8
  store i64 %3, ptr %29, align 8
  store i32 %4, ptr %30, align 4
  %33 = load ptr, ptr %26, align 8
  %34 = load ptr, ptr %28, align 8
  %35 = ptrtoint ptr %33 to i64
  %36 = ptrtoint ptr %34 to i64
  %37 = sub i64 %35, %36
  store i64 %37, ptr %31, align 8
  %38 = load ptr, ptr %26, align 8
  %39 = load i64, ptr %29, align 8
  %40 = getelementptr inbounds i8, ptr %38, i64 %39
  store ptr %40, ptr %32, align 8
  %41 = load i64, ptr %29, align 8
  %42 = icmp slt i64 %41, 8
  br i1 %42, label %43, label %55

43:                                               ; preds = %5
  br label %44

44:                                               ; preds = %48, %43
  %45 = load ptr, ptr %26, align 8
  %46 = load ptr, ptr %32, align 8
  %47 = icmp ult ptr %45, %46
  br i1 %47, label %48, label %54

48:                                               ; preds = %44
  %49 = load ptr, ptr %28, align 8
  %50 = getelementptr inbounds i8, ptr %49, i32 1
  store ptr %50, ptr %28, align 8
  %51 = load i8, ptr %49, align 1
  %52 = load ptr, ptr %26, align 8
  %53 = getelementptr inbounds i8, ptr %52, i32 1
  store ptr %53, ptr %26, align 8
  store i8 %51, ptr %52, align 1
  br label %44, !llvm.loop !34

54:                                               ; preds = %44
  br label %283

55:                                               ; preds = %5
  %56 = load i32, ptr %30, align 4
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %124

58:                                               ; preds = %55
  %59 = load i64, ptr %31, align 8
  store ptr %26, ptr %6, align 8
  store ptr %28, ptr %7, align 8
  store i64 %59, ptr %8, align 8
  %60 = load i64, ptr %8, align 8
  %61 = icmp ult i64 %60, 8
  br i1 %61, label %62, label %110

62:                                               ; preds = %58
  %63 = load i64, ptr %8, align 8
  %64 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4
  store i32 %65, ptr %9, align 4
  %66 = load ptr, ptr %7, align 8
  %67 = load ptr, ptr %66, align 8
  %68 = load i8, ptr %67, align 1
  %69 = load ptr, ptr %6, align 8
  %70 = load ptr, ptr %69, align 8
  store i8 %68, ptr %70, align 1
  %71 = load ptr, ptr %7, align 8
  %72 = load ptr, ptr %71, align 8
  %73 = getelementptr inbounds i8, ptr %72, i64 1
  %74 = load i8, ptr %73, align 1
  %75 = load ptr, ptr %6, align 8
  %76 = load ptr, ptr %75, align 8
  %77 = getelementptr inbounds i8, ptr %76, i64 1
  store i8 %74, ptr %77, align 1
  %78 = load ptr, ptr %7, align 8
  %79 = load ptr, ptr %78, align 8
  %80 = getelementptr inbounds i8, ptr %79, i64 2
  %81 = load i8, ptr %80, align 1
  %82 = load ptr, ptr %6, align 8
  %83 = load ptr, ptr %82, align 8
  %84 = getelementptr inbounds i8, ptr %83, i64 2
  store i8 %81, ptr %84, align 1
  %85 = load ptr, ptr %7, align 8
  %86 = load ptr, ptr %85, align 8
  %87 = getelementptr inbounds i8, ptr %86, i64 3
  %88 = load i8, ptr %87, align 1
  %89 = load ptr, ptr %6, align 8
  %90 = load ptr, ptr %89, align 8
  %91 = getelementptr inbounds i8, ptr %90, i64 3
  store i8 %88, ptr %91, align 1
  %92 = load i64, ptr %8, align 8
  %93 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4
  %95 = load ptr, ptr %7, align 8
  %96 = load ptr, ptr %95, align 8
  %97 = zext i32 %94 to i64
  %98 = getelementptr inbounds i8, ptr %96, i64 %97
  store ptr %98, ptr %95, align 8
  %99 = load ptr, ptr %6, align 8
  %100 = load ptr, ptr %99, align 8
  %101 = getelementptr inbounds i8, ptr %100, i64 4
  %102 = load ptr, ptr %7, align 8
  %103 = load ptr, ptr %102, align 8
  call void @ZSTD_copy4(ptr noundef %101, ptr noundef %103)
  %104 = load i32, ptr %9, align 4
  %105 = load ptr, ptr %7, align 8
  %106 = load ptr, ptr %105, align 8
  %107 = sext i32 %104 to i64
  %108 = sub i64 0, %107
  %109 = getelementptr inbounds i8, ptr %106, i64 %108
  store ptr %109, ptr %105, align 8
  br label %115

110:                                              ; preds = %58
  %111 = load ptr, ptr %6, align 8
  %112 = load ptr, ptr %111, align 8
  %113 = load ptr, ptr %7, align 8
  %114 = load ptr, ptr %113, align 8
  call void @ZSTD_copy8(ptr noundef %112, ptr noundef %114)
  br label %115

115:                                              ; preds = %62, %110
  %116 = load ptr, ptr %7, align 8
  %117 = load ptr, ptr %116, align 8
  %118 = getelementptr inbounds i8, ptr %117, i64 8
  store ptr %118, ptr %116, align 8
  %119 = load ptr, ptr %6, align 8
  %120 = load ptr, ptr %119, align 8
  %121 = getelementptr inbounds i8, ptr %120, i64 8
  store ptr %121, ptr %119, align 8
  %122 = load i64, ptr %29, align 8
  %123 = sub nsw i64 %122, 8
  store i64 %123, ptr %29, align 8
  br label %124

124:                                              ; preds = %115, %55
  %125 = load ptr, ptr %32, align 8
  %126 = load ptr, ptr %27, align 8
  %127 = icmp ule ptr %125, %126
  br i1 %127, label %128, label %189

128:                                              ; preds = %124
  %129 = load ptr, ptr %26, align 8
  %130 = load ptr, ptr %28, align 8
  %131 = load i64, ptr %29, align 8
  %132 = load i32, ptr %30, align 4
  store ptr %129, ptr %10, align 8
  store ptr %130, ptr %11, align 8
  store i64 %131, ptr %12, align 8
  store i32 %132, ptr %13, align 4
  %133 = load ptr, ptr %10, align 8
  %134 = load ptr, ptr %11, align 8
  %135 = ptrtoint ptr %133 to i64
  %136 = ptrtoint ptr %134 to i64
  %137 = sub i64 %135, %136
  store i64 %137, ptr %14, align 8
  %138 = load ptr, ptr %11, align 8
  store ptr %138, ptr %15, align 8
  %139 = load ptr, ptr %10, align 8
  store ptr %139, ptr %16, align 8
  %140 = load ptr, ptr %16, align 8
  %141 = load i64, ptr %12, align 8
  %142 = getelementptr inbounds i8, ptr %140, i64 %141
  store ptr %142, ptr %17, align 8
  %143 = load i32, ptr %13, align 4
  %144 = icmp eq i32 %143, 1
  br i1 %144, label %145, label %160

145:                                              ; preds = %128
  %146 = load i64, ptr %14, align 8
  %147 = icmp slt i64 %146, 16
  br i1 %147, label %148, label %160

148:                                              ; preds = %145
  br label %149

149:                                              ; preds = %149, %148
  %150 = load ptr, ptr %16, align 8
  %151 = load ptr, ptr %15, align 8
  call void @ZSTD_copy8(ptr noundef %150, ptr noundef %151)
  %152 = load ptr, ptr %16, align 8
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  store ptr %153, ptr %16, align 8
  %154 = load ptr, ptr %15, align 8
  %155 = getelementptr inbounds i8, ptr %154, i64 8
  store ptr %155, ptr %15, align 8
  %156 = load ptr, ptr %16, align 8
  %157 = load ptr, ptr %17, align 8
  %158 = icmp ult ptr %156, %157
  br i1 %158, label %149, label %159, !llvm.loop !27

159:                                              ; preds = %149
  br label %188

160:                                              ; preds = %145, %128
  %161 = load ptr, ptr %16, align 8
  %162 = load ptr, ptr %15, align 8
  call void @ZSTD_copy16(ptr noundef %161, ptr noundef %162)
  %163 = load i64, ptr %12, align 8
  %164 = icmp sge i64 16, %163
  br i1 %164, label %165, label %166

165:                                              ; preds = %160
  br label %188

166:                                              ; preds = %160
  %167 = load ptr, ptr %16, align 8
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  store ptr %168, ptr %16, align 8
  %169 = load ptr, ptr %15, align 8
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  store ptr %170, ptr %15, align 8
  br label %171

171:                                              ; preds = %171, %166
  %172 = load ptr, ptr %16, align 8
  %173 = load ptr, ptr %15, align 8
  call void @ZSTD_copy16(ptr noundef %172, ptr noundef %173)
  %174 = load ptr, ptr %16, align 8
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  store ptr %175, ptr %16, align 8
  %176 = load ptr, ptr %15, align 8
  %177 = getelementptr inbounds i8, ptr %176, i64 16
  store ptr %177, ptr %15, align 8
  %178 = load ptr, ptr %16, align 8
  %179 = load ptr, ptr %15, align 8
  call void @ZSTD_copy16(ptr noundef %178, ptr noundef %179)
  %180 = load ptr, ptr %16, align 8
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  store ptr %181, ptr %16, align 8
  %182 = load ptr, ptr %15, align 8
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  store ptr %183, ptr %15, align 8
  %184 = load ptr, ptr %16, align 8
  %185 = load ptr, ptr %17, align 8
  %186 = icmp ult ptr %184, %185
  br i1 %186, label %171, label %187, !llvm.loop !28

187:                                              ; preds = %171
  br label %188

188:                                              ; preds = %159, %165, %187
  br label %283

189:                                              ; preds = %124
  %190 = load ptr, ptr %26, align 8
  %191 = load ptr, ptr %27, align 8
  %192 = icmp ule ptr %190, %191
  br i1 %192, label %193, label %272

193:                                              ; preds = %189
  %194 = load ptr, ptr %26, align 8
  %195 = load ptr, ptr %28, align 8
  %196 = load ptr, ptr %27, align 8
  %197 = load ptr, ptr %26, align 8
  %198 = ptrtoint ptr %196 to i64
  %199 = ptrtoint ptr %197 to i64
  %200 = sub i64 %198, %199
  %201 = load i32, ptr %30, align 4
  store ptr %194, ptr %18, align 8
  store ptr %195, ptr %19, align 8
  store i64 %200, ptr %20, align 8
  store i32 %201, ptr %21, align 4
  %202 = load ptr, ptr %18, align 8
  %203 = load ptr, ptr %19, align 8
  %204 = ptrtoint ptr %202 to i64
  %205 = ptrtoint ptr %203 to i64
  %206 = sub i64 %204, %205
  store i64 %206, ptr %22, align 8
  %207 = load ptr, ptr %19, align 8
  store ptr %207, ptr %23, align 8
  %208 = load ptr, ptr %18, align 8
  store ptr %208, ptr %24, align 8
  %209 = load ptr, ptr %24, align 8
  %210 = load i64, ptr %20, align 8
  %211 = getelementptr inbounds i8, ptr %209, i64 %210
  store ptr %211, ptr %25, align 8
  %212 = load i32, ptr %21, align 4
  %213 = icmp eq i32 %212, 1
  br i1 %213, label %214, label %229

214:                                              ; preds = %193
  %215 = load i64, ptr %22, align 8
  %216 = icmp slt i64 %215, 16
  br i1 %216, label %217, label %229

217:                                              ; preds = %214
  br label %218

218:                                              ; preds = %218, %217
  %219 = load ptr, ptr %24, align 8
  %220 = load ptr, ptr %23, align 8
  call void @ZSTD_copy8(ptr noundef %219, ptr noundef %220)
  %221 = load ptr, ptr %24, align 8
  %222 = getelementptr inbounds i8, ptr %221, i64 8
  store ptr %222, ptr %24, align 8
  %223 = load ptr, ptr %23, align 8
  %224 = getelementptr inbounds i8, ptr %223, i64 8
  store ptr %224, ptr %23, align 8
  %225 = load ptr, ptr %24, align 8
  %226 = load ptr, ptr %25, align 8
  %227 = icmp ult ptr %225, %226
  br i1 %227, label %218, label %228, !llvm.loop !27

228:                                              ; preds = %218
  br label %257

229:                                              ; preds = %214, %193
  %230 = load ptr, ptr %24, align 8
  %231 = load ptr, ptr %23, align 8
  call void @ZSTD_copy16(ptr noundef %230, ptr noundef %231)
  %232 = load i64, ptr %20, align 8
  %233 = icmp sge i64 16, %232
  br i1 %233, label %234, label %235

234:                                              ; preds = %229
  br label %257

235:                                              ; preds = %229
  %236 = load ptr, ptr %24, align 8
  %237 = getelementptr inbounds i8, ptr %236, i64 16
  store ptr %237, ptr %24, align 8
  %238 = load ptr, ptr %23, align 8
  %239 = getelementptr inbounds i8, ptr %238, i64 16
  store ptr %239, ptr %23, align 8
  br label %240

240:                                              ; preds = %240, %235
  %241 = load ptr, ptr %24, align 8
  %242 = load ptr, ptr %23, align 8
  call void @ZSTD_copy16(ptr noundef %241, ptr noundef %242)
  %243 = load ptr, ptr %24, align 8
  %244 = getelementptr inbounds i8, ptr %243, i64 16
  store ptr %244, ptr %24, align 8
  %245 = load ptr, ptr %23, align 8
  %246 = getelementptr inbounds i8, ptr %245, i64 16
  store ptr %246, ptr %23, align 8
  %247 = load ptr, ptr %24, align 8
  %248 = load ptr, ptr %23, align 8
  call void @ZSTD_copy16(ptr noundef %247, ptr noundef %248)
  %249 = load ptr, ptr %24, align 8
  %250 = getelementptr inbounds i8, ptr %249, i64 16
  store ptr %250, ptr %24, align 8
  %251 = load ptr, ptr %23, align 8
  %252 = getelementptr inbounds i8, ptr %251, i64 16
  store ptr %252, ptr %23, align 8
  %253 = load ptr, ptr %24, align 8
  %254 = load ptr, ptr %25, align 8
  %255 = icmp ult ptr %253, %254
  br i1 %255, label %240, label %256, !llvm.loop !28

256:                                              ; preds = %240
  br label %257

257:                                              ; preds = %228, %234, %256
  %258 = load ptr, ptr %27, align 8
  %259 = load ptr, ptr %26, align 8
  %260 = ptrtoint ptr %258 to i64
  %261 = ptrtoint ptr %259 to i64
  %262 = sub i64 %260, %261
  %263 = load ptr, ptr %28, align 8
  %264 = getelementptr inbounds i8, ptr %263, i64 %262
  store ptr %264, ptr %28, align 8
  %265 = load ptr, ptr %27, align 8
  %266 = load ptr, ptr %26, align 8
  %267 = ptrtoint ptr %265 to i64
  %268 = ptrtoint ptr %266 to i64
  %269 = sub i64 %267, %268
  %270 = load ptr, ptr %26, align 8
  %271 = getelementptr inbounds i8, ptr %270, i64 %269
  store ptr %271, ptr %26, align 8
  br label %272

272:                                              ; preds = %257, %189
  br label %273

273:                                              ; preds = %277, %272
  %274 = load ptr, ptr %26, align 8
  %275 = load ptr, ptr %32, align 8
  %276 = icmp ult ptr %274, %275
  br i1 %276, label %277, label %283

277:                                              ; preds = %273
  %278 = load ptr, ptr %28, align 8
  %279 = getelementptr inbounds i8, ptr %278, i32 1
  store ptr %279, ptr %28, align 8
  %280 = load i8, ptr %278, align 1
  %281 = load ptr, ptr %26, align 8
  %282 = getelementptr inbounds i8, ptr %281, i32 1
  store ptr %282, ptr %26, align 8
  store i8 %280, ptr %281, align 1
  br label %273, !llvm.loop !35

283:                                              ; preds = %54, %188, %273
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_copy4(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 4, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i64, align 8
  store ptr %0, ptr %11, align 8
  store ptr %1, ptr %12, align 8
  store ptr %2, ptr %13, align 8
  store ptr %3, ptr %14, align 8
  store ptr %4, ptr %15, align 8
  store ptr %5, ptr %16, align 8
  store ptr %6, ptr %17, align 8
  store ptr %7, ptr %18, align 8
  store ptr %8, ptr %19, align 8
  %25 = load ptr, ptr %11, align 8
  %26 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 0
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds i8, ptr %25, i64 %27
  store ptr %28, ptr %20, align 8
  %29 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 0
  %30 = load i64, ptr %29, align 8
  %31 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 1
  %32 = load i64, ptr %31, align 8
  %33 = add i64 %30, %32
  store i64 %33, ptr %21, align 8
  %34 = load ptr, ptr %15, align 8
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 0
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr %35, i64 %37
  store ptr %38, ptr %22, align 8
  %39 = load ptr, ptr %20, align 8
  %40 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 2
  %41 = load i64, ptr %40, align 8
  %42 = sub i64 0, %41
  %43 = getelementptr inbounds i8, ptr %39, i64 %42
  store ptr %43, ptr %23, align 8
  br label %44

44:                                               ; preds = %9
  %45 = load i64, ptr %21, align 8
  %46 = load ptr, ptr %12, align 8
  %47 = load ptr, ptr %11, align 8
  %48 = ptrtoint ptr %46 to i64
  %49 = ptrtoint ptr %47 to i64
  %50 = sub i64 %48, %49
  %51 = icmp ugt i64 %45, %50
  br i1 %51, label %52, label %61

52:                                               ; preds = %44
  br label %53

53:                                               ; preds = %52
  br label %54

54:                                               ; preds = %53
  br label %55

55:                                               ; preds = %54
  br label %56

56:                                               ; preds = %55
  br label %57

57:                                               ; preds = %56
  br label %58

58:                                               ; preds = %57
  br label %59

59:                                               ; preds = %58
  br label %60

60:                                               ; preds = %59
  store i64 -70, ptr %10, align 8
  br label %189

61:                                               ; preds = %44
  br label %62

62:                                               ; preds = %61
  br label %63

63:                                               ; preds = %62
  %64 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 0
  %65 = load i64, ptr %64, align 8
  %66 = load ptr, ptr %16, align 8
  %67 = load ptr, ptr %15, align 8
  %68 = load ptr, ptr %67, align 8
  %69 = ptrtoint ptr %66 to i64
  %70 = ptrtoint ptr %68 to i64
  %71 = sub i64 %69, %70
  %72 = icmp ugt i64 %65, %71
  br i1 %72, label %73, label %82

73:                                               ; preds = %63
  br label %74

74:                                               ; preds = %73
  br label %75

75:                                               ; preds = %74
  br label %76

76:                                               ; preds = %75
  br label %77

77:                                               ; preds = %76
  br label %78

78:                                               ; preds = %77
  br label %79

79:                                               ; preds = %78
  br label %80

80:                                               ; preds = %79
  br label %81

81:                                               ; preds = %80
  store i64 -20, ptr %10, align 8
  br label %189

82:                                               ; preds = %63
  br label %83

83:                                               ; preds = %82
  br label %84

84:                                               ; preds = %83
  %85 = load ptr, ptr %11, align 8
  %86 = load ptr, ptr %15, align 8
  %87 = load ptr, ptr %86, align 8
  %88 = icmp ugt ptr %85, %87
  br i1 %88, label %89, label %106

89:                                               ; preds = %84
  %90 = load ptr, ptr %11, align 8
  %91 = load ptr, ptr %15, align 8
  %92 = load ptr, ptr %91, align 8
  %93 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 0
  %94 = load i64, ptr %93, align 8
  %95 = getelementptr inbounds i8, ptr %92, i64 %94
  %96 = icmp ult ptr %90, %95
  br i1 %96, label %97, label %106

97:                                               ; preds = %89
  br label %98

98:                                               ; preds = %97
  br label %99

99:                                               ; preds = %98
  br label %100

100:                                              ; preds = %99
  br label %101

101:                                              ; preds = %100
  br label %102

102:                                              ; preds = %101
  br label %103

103:                                              ; preds = %102
  br label %104

104:                                              ; preds = %103
  br label %105

105:                                              ; preds = %104
  store i64 -70, ptr %10, align 8
  br label %189

106:                                              ; preds = %89, %84
  br label %107

107:                                              ; preds = %106
  %108 = load ptr, ptr %11, align 8
  %109 = load ptr, ptr %15, align 8
  %110 = load ptr, ptr %109, align 8
  %111 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 0
  %112 = load i64, ptr %111, align 8
  call void @ZSTD_safecopyDstBeforeSrc(ptr noundef %108, ptr noundef %110, i64 noundef %112)
  %113 = load ptr, ptr %20, align 8
  store ptr %113, ptr %11, align 8
  %114 = load ptr, ptr %22, align 8
  %115 = load ptr, ptr %15, align 8
  store ptr %114, ptr %115, align 8
  %116 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 2
  %117 = load i64, ptr %116, align 8
  %118 = load ptr, ptr %20, align 8
  %119 = load ptr, ptr %17, align 8
  %120 = ptrtoint ptr %118 to i64
  %121 = ptrtoint ptr %119 to i64
  %122 = sub i64 %120, %121
  %123 = icmp ugt i64 %117, %122
  br i1 %123, label %124, label %182

124:                                              ; preds = %107
  br label %125

125:                                              ; preds = %124
  %126 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 2
  %127 = load i64, ptr %126, align 8
  %128 = load ptr, ptr %20, align 8
  %129 = load ptr, ptr %18, align 8
  %130 = ptrtoint ptr %128 to i64
  %131 = ptrtoint ptr %129 to i64
  %132 = sub i64 %130, %131
  %133 = icmp ugt i64 %127, %132
  br i1 %133, label %134, label %143

134:                                              ; preds = %125
  br label %135

135:                                              ; preds = %134
  br label %136

136:                                              ; preds = %135
  br label %137

137:                                              ; preds = %136
  br label %138

138:                                              ; preds = %137
  br label %139

139:                                              ; preds = %138
  br label %140

140:                                              ; preds = %139
  br label %141

141:                                              ; preds = %140
  br label %142

142:                                              ; preds = %141
  store i64 -20, ptr %10, align 8
  br label %189

143:                                              ; preds = %125
  br label %144

144:                                              ; preds = %143
  %145 = load ptr, ptr %19, align 8
  %146 = load ptr, ptr %17, align 8
  %147 = load ptr, ptr %23, align 8
  %148 = ptrtoint ptr %146 to i64
  %149 = ptrtoint ptr %147 to i64
  %150 = sub i64 %148, %149
  %151 = sub i64 0, %150
  %152 = getelementptr inbounds i8, ptr %145, i64 %151
  store ptr %152, ptr %23, align 8
  %153 = load ptr, ptr %23, align 8
  %154 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 1
  %155 = load i64, ptr %154, align 8
  %156 = getelementptr inbounds i8, ptr %153, i64 %155
  %157 = load ptr, ptr %19, align 8
  %158 = icmp ule ptr %156, %157
  br i1 %158, label %159, label %165

159:                                              ; preds = %144
  %160 = load ptr, ptr %20, align 8
  %161 = load ptr, ptr %23, align 8
  %162 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 1
  %163 = load i64, ptr %162, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %160, ptr align 1 %161, i64 %163, i1 false)
  %164 = load i64, ptr %21, align 8
  store i64 %164, ptr %10, align 8
  br label %189

165:                                              ; preds = %144
  %166 = load ptr, ptr %19, align 8
  %167 = load ptr, ptr %23, align 8
  %168 = ptrtoint ptr %166 to i64
  %169 = ptrtoint ptr %167 to i64
  %170 = sub i64 %168, %169
  store i64 %170, ptr %24, align 8
  %171 = load ptr, ptr %20, align 8
  %172 = load ptr, ptr %23, align 8
  %173 = load i64, ptr %24, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %171, ptr align 1 %172, i64 %173, i1 false)
  %174 = load ptr, ptr %20, align 8
  %175 = load i64, ptr %24, align 8
  %176 = getelementptr inbounds i8, ptr %174, i64 %175
  store ptr %176, ptr %11, align 8
  %177 = load i64, ptr %24, align 8
  %178 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 1
  %179 = load i64, ptr %178, align 8
  %180 = sub i64 %179, %177
  store i64 %180, ptr %178, align 8
  %181 = load ptr, ptr %17, align 8
  store ptr %181, ptr %23, align 8
  br label %182

182:                                              ; preds = %165, %107
  %183 = load ptr, ptr %11, align 8
  %184 = load ptr, ptr %13, align 8
  %185 = load ptr, ptr %23, align 8
  %186 = getelementptr inbounds %struct.seq_t, ptr %3, i32 0, i32 1
  %187 = load i64, ptr %186, align 8
  call void @ZSTD_safecopy(ptr noundef %183, ptr noundef %184, ptr noundef %185, i64 noundef %187, i32 noundef 1)
  %188 = load i64, ptr %21, align 8
  store i64 %188, ptr %10, align 8
  br label %189

189:                                              ; preds = %182, %159, %142, %105, %81, %60
  %190 = load i64, ptr %10, align 8
  ret i64 %190
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decompressSequencesSplitLitBuffer_default(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca i64, align 8
  %39 = alloca i32, align 4
  %40 = alloca i64, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i64, align 8
  %47 = alloca i32, align 4
  %48 = alloca i64, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca i64, align 8
  %55 = alloca i32, align 4
  %56 = alloca i64, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca i64, align 8
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca ptr, align 8
  %66 = alloca ptr, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i64, align 8
  %71 = alloca i32, align 4
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca ptr, align 8
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca i64, align 8
  %79 = alloca i32, align 4
  %80 = alloca i64, align 8
  %81 = alloca ptr, align 8
  %82 = alloca ptr, align 8
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca i64, align 8
  %87 = alloca i32, align 4
  %88 = alloca i64, align 8
  %89 = alloca ptr, align 8
  %90 = alloca ptr, align 8
  %91 = alloca ptr, align 8
  %92 = alloca i64, align 8
  %93 = alloca i32, align 4
  %94 = alloca i32, align 4
  %95 = alloca i32, align 4
  %96 = alloca ptr, align 8
  %97 = alloca i32, align 4
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca ptr, align 8
  %101 = alloca i32, align 4
  %102 = alloca i64, align 8
  %103 = alloca ptr, align 8
  %104 = alloca ptr, align 8
  %105 = alloca i16, align 2
  %106 = alloca i32, align 4
  %107 = alloca i64, align 8
  %108 = alloca i64, align 8
  %109 = alloca i32, align 4
  %110 = alloca i32, align 4
  %111 = alloca i32, align 4
  %112 = alloca ptr, align 8
  %113 = alloca i32, align 4
  %114 = alloca ptr, align 8
  %115 = alloca i32, align 4
  %116 = alloca ptr, align 8
  %117 = alloca i32, align 4
  %118 = alloca i64, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca i16, align 2
  %122 = alloca i32, align 4
  %123 = alloca i64, align 8
  %124 = alloca i64, align 8
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca i32, align 4
  %128 = alloca ptr, align 8
  %129 = alloca i32, align 4
  %130 = alloca ptr, align 8
  %131 = alloca i32, align 4
  %132 = alloca ptr, align 8
  %133 = alloca i32, align 4
  %134 = alloca i64, align 8
  %135 = alloca ptr, align 8
  %136 = alloca ptr, align 8
  %137 = alloca i16, align 2
  %138 = alloca i32, align 4
  %139 = alloca i64, align 8
  %140 = alloca i64, align 8
  %141 = alloca i32, align 4
  %142 = alloca i32, align 4
  %143 = alloca i32, align 4
  %144 = alloca ptr, align 8
  %145 = alloca i32, align 4
  %146 = alloca ptr, align 8
  %147 = alloca i32, align 4
  %148 = alloca ptr, align 8
  %149 = alloca i32, align 4
  %150 = alloca i64, align 8
  %151 = alloca ptr, align 8
  %152 = alloca ptr, align 8
  %153 = alloca i16, align 2
  %154 = alloca i32, align 4
  %155 = alloca i64, align 8
  %156 = alloca i64, align 8
  %157 = alloca i32, align 4
  %158 = alloca i32, align 4
  %159 = alloca i32, align 4
  %160 = alloca ptr, align 8
  %161 = alloca i32, align 4
  %162 = alloca ptr, align 8
  %163 = alloca i32, align 4
  %164 = alloca ptr, align 8
  %165 = alloca i32, align 4
  %166 = alloca i64, align 8
  %167 = alloca ptr, align 8
  %168 = alloca ptr, align 8
  %169 = alloca i16, align 2
  %170 = alloca i32, align 4
  %171 = alloca i64, align 8
  %172 = alloca i64, align 8
  %173 = alloca i32, align 4
  %174 = alloca i32, align 4
  %175 = alloca i32, align 4
  %176 = alloca ptr, align 8
  %177 = alloca i32, align 4
  %178 = alloca ptr, align 8
  %179 = alloca i32, align 4
  %180 = alloca ptr, align 8
  %181 = alloca i32, align 4
  %182 = alloca i64, align 8
  %183 = alloca ptr, align 8
  %184 = alloca ptr, align 8
  %185 = alloca i16, align 2
  %186 = alloca i32, align 4
  %187 = alloca i64, align 8
  %188 = alloca i32, align 4
  %189 = alloca ptr, align 8
  %190 = alloca i32, align 4
  %191 = alloca i32, align 4
  %192 = alloca i32, align 4
  %193 = alloca ptr, align 8
  %194 = alloca i32, align 4
  %195 = alloca i32, align 4
  %196 = alloca i32, align 4
  %197 = alloca ptr, align 8
  %198 = alloca i32, align 4
  %199 = alloca i32, align 4
  %200 = alloca i32, align 4
  %201 = alloca ptr, align 8
  %202 = alloca i32, align 4
  %203 = alloca i32, align 4
  %204 = alloca i32, align 4
  %205 = alloca ptr, align 8
  %206 = alloca i32, align 4
  %207 = alloca i32, align 4
  %208 = alloca i32, align 4
  %209 = alloca ptr, align 8
  %210 = alloca i32, align 4
  %211 = alloca i32, align 4
  %212 = alloca i32, align 4
  %213 = alloca ptr, align 8
  %214 = alloca i32, align 4
  %215 = alloca i32, align 4
  %216 = alloca i32, align 4
  %217 = alloca ptr, align 8
  %218 = alloca i32, align 4
  %219 = alloca i32, align 4
  %220 = alloca i32, align 4
  %221 = alloca ptr, align 8
  %222 = alloca i32, align 4
  %223 = alloca i32, align 4
  %224 = alloca i32, align 4
  %225 = alloca ptr, align 8
  %226 = alloca i32, align 4
  %227 = alloca i32, align 4
  %228 = alloca i32, align 4
  %229 = alloca ptr, align 8
  %230 = alloca i32, align 4
  %231 = alloca i32, align 4
  %232 = alloca i32, align 4
  %233 = alloca ptr, align 8
  %234 = alloca i32, align 4
  %235 = alloca i32, align 4
  %236 = alloca i32, align 4
  %237 = alloca ptr, align 8
  %238 = alloca i32, align 4
  %239 = alloca i32, align 4
  %240 = alloca i32, align 4
  %241 = alloca ptr, align 8
  %242 = alloca i32, align 4
  %243 = alloca i32, align 4
  %244 = alloca i64, align 8
  %245 = alloca ptr, align 8
  %246 = alloca ptr, align 8
  %247 = alloca ptr, align 8
  %248 = alloca ptr, align 8
  %249 = alloca ptr, align 8
  %250 = alloca ptr, align 8
  %251 = alloca ptr, align 8
  %252 = alloca ptr, align 8
  %253 = alloca ptr, align 8
  %254 = alloca ptr, align 8
  %255 = alloca i64, align 8
  %256 = alloca ptr, align 8
  %257 = alloca ptr, align 8
  %258 = alloca ptr, align 8
  %259 = alloca %struct.seq_t, align 8
  %260 = alloca i64, align 8
  %261 = alloca i64, align 8
  %262 = alloca ptr, align 8
  %263 = alloca ptr, align 8
  %264 = alloca ptr, align 8
  %265 = alloca ptr, align 8
  %266 = alloca ptr, align 8
  %267 = alloca ptr, align 8
  %268 = alloca ptr, align 8
  %269 = alloca ptr, align 8
  %270 = alloca ptr, align 8
  %271 = alloca i64, align 8
  %272 = alloca ptr, align 8
  %273 = alloca ptr, align 8
  %274 = alloca ptr, align 8
  %275 = alloca ptr, align 8
  %276 = alloca %struct.seq_t, align 8
  %277 = alloca i64, align 8
  %278 = alloca i64, align 8
  %279 = alloca ptr, align 8
  %280 = alloca ptr, align 8
  %281 = alloca ptr, align 8
  %282 = alloca ptr, align 8
  %283 = alloca ptr, align 8
  %284 = alloca ptr, align 8
  %285 = alloca ptr, align 8
  %286 = alloca ptr, align 8
  %287 = alloca ptr, align 8
  %288 = alloca i64, align 8
  %289 = alloca ptr, align 8
  %290 = alloca ptr, align 8
  %291 = alloca ptr, align 8
  %292 = alloca ptr, align 8
  %293 = alloca %struct.seq_t, align 8
  %294 = alloca i64, align 8
  %295 = alloca ptr, align 8
  %296 = alloca i32, align 4
  %297 = alloca i32, align 4
  %298 = alloca ptr, align 8
  %299 = alloca ptr, align 8
  %300 = alloca ptr, align 8
  %301 = alloca i32, align 4
  %302 = alloca i8, align 1
  %303 = alloca i8, align 1
  %304 = alloca i8, align 1
  %305 = alloca i8, align 1
  %306 = alloca i16, align 2
  %307 = alloca i16, align 2
  %308 = alloca i16, align 2
  %309 = alloca i32, align 4
  %310 = alloca i32, align 4
  %311 = alloca i32, align 4
  %312 = alloca i64, align 8
  %313 = alloca i32, align 4
  %314 = alloca i32, align 4
  %315 = alloca i64, align 8
  %316 = alloca ptr, align 8
  %317 = alloca i32, align 4
  %318 = alloca i32, align 4
  %319 = alloca ptr, align 8
  %320 = alloca ptr, align 8
  %321 = alloca ptr, align 8
  %322 = alloca i32, align 4
  %323 = alloca i8, align 1
  %324 = alloca i8, align 1
  %325 = alloca i8, align 1
  %326 = alloca i8, align 1
  %327 = alloca i16, align 2
  %328 = alloca i16, align 2
  %329 = alloca i16, align 2
  %330 = alloca i32, align 4
  %331 = alloca i32, align 4
  %332 = alloca i32, align 4
  %333 = alloca i64, align 8
  %334 = alloca i32, align 4
  %335 = alloca i32, align 4
  %336 = alloca i64, align 8
  %337 = alloca i64, align 8
  %338 = alloca ptr, align 8
  %339 = alloca ptr, align 8
  %340 = alloca i64, align 8
  %341 = alloca ptr, align 8
  %342 = alloca i64, align 8
  %343 = alloca i32, align 4
  %344 = alloca i32, align 4
  %345 = alloca ptr, align 8
  %346 = alloca ptr, align 8
  %347 = alloca ptr, align 8
  %348 = alloca ptr, align 8
  %349 = alloca ptr, align 8
  %350 = alloca ptr, align 8
  %351 = alloca ptr, align 8
  %352 = alloca ptr, align 8
  %353 = alloca ptr, align 8
  %354 = alloca ptr, align 8
  %355 = alloca %struct.seqState_t, align 8
  %356 = alloca i32, align 4
  %357 = alloca %struct.seq_t, align 8
  %358 = alloca %struct.seq_t, align 8
  %359 = alloca i64, align 8
  %360 = alloca %struct.seq_t, align 8
  %361 = alloca i64, align 8
  %362 = alloca i64, align 8
  %363 = alloca %struct.seq_t, align 8
  %364 = alloca %struct.seq_t, align 8
  %365 = alloca i64, align 8
  %366 = alloca %struct.seq_t, align 8
  %367 = alloca i32, align 4
  %368 = alloca i64, align 8
  %369 = alloca i64, align 8
  %370 = alloca ptr, align 8
  %371 = alloca ptr, align 8
  %372 = alloca i64, align 8
  %373 = alloca ptr, align 8
  %374 = alloca i64, align 8
  %375 = alloca i32, align 4
  %376 = alloca i32, align 4
  store ptr %0, ptr %370, align 8
  store ptr %1, ptr %371, align 8
  store i64 %2, ptr %372, align 8
  store ptr %3, ptr %373, align 8
  store i64 %4, ptr %374, align 8
  store i32 %5, ptr %375, align 4
  store i32 %6, ptr %376, align 4
  %377 = load ptr, ptr %370, align 8
  %378 = load ptr, ptr %371, align 8
  %379 = load i64, ptr %372, align 8
  %380 = load ptr, ptr %373, align 8
  %381 = load i64, ptr %374, align 8
  %382 = load i32, ptr %375, align 4
  %383 = load i32, ptr %376, align 4
  store ptr %377, ptr %338, align 8
  store ptr %378, ptr %339, align 8
  store i64 %379, ptr %340, align 8
  store ptr %380, ptr %341, align 8
  store i64 %381, ptr %342, align 8
  store i32 %382, ptr %343, align 4
  store i32 %383, ptr %344, align 4
  %384 = load ptr, ptr %341, align 8
  store ptr %384, ptr %345, align 8
  %385 = load ptr, ptr %345, align 8
  %386 = load i64, ptr %342, align 8
  %387 = getelementptr inbounds i8, ptr %385, i64 %386
  store ptr %387, ptr %346, align 8
  %388 = load ptr, ptr %339, align 8
  store ptr %388, ptr %347, align 8
  %389 = load ptr, ptr %347, align 8
  %390 = load i64, ptr %340, align 8
  %391 = call ptr @ZSTD_maybeNullPtrAdd(ptr noundef %389, i64 noundef %390)
  store ptr %391, ptr %348, align 8
  %392 = load ptr, ptr %347, align 8
  store ptr %392, ptr %349, align 8
  %393 = load ptr, ptr %338, align 8
  %394 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %393, i32 0, i32 23
  %395 = load ptr, ptr %394, align 8
  store ptr %395, ptr %350, align 8
  %396 = load ptr, ptr %338, align 8
  %397 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %396, i32 0, i32 53
  %398 = load ptr, ptr %397, align 8
  store ptr %398, ptr %351, align 8
  %399 = load ptr, ptr %338, align 8
  %400 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %399, i32 0, i32 7
  %401 = load ptr, ptr %400, align 8
  store ptr %401, ptr %352, align 8
  %402 = load ptr, ptr %338, align 8
  %403 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %402, i32 0, i32 8
  %404 = load ptr, ptr %403, align 8
  store ptr %404, ptr %353, align 8
  %405 = load ptr, ptr %338, align 8
  %406 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %405, i32 0, i32 9
  %407 = load ptr, ptr %406, align 8
  store ptr %407, ptr %354, align 8
  %408 = load i32, ptr %343, align 4
  %409 = icmp ne i32 %408, 0
  br i1 %409, label %410, label %3811

410:                                              ; preds = %7
  %411 = load ptr, ptr %338, align 8
  %412 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %411, i32 0, i32 17
  store i32 1, ptr %412, align 4
  store i32 0, ptr %356, align 4
  br label %413

413:                                              ; preds = %416, %410
  %414 = load i32, ptr %356, align 4
  %415 = icmp ult i32 %414, 3
  br i1 %415, label %416, label %431

416:                                              ; preds = %413
  %417 = load ptr, ptr %338, align 8
  %418 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %417, i32 0, i32 4
  %419 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %418, i32 0, i32 4
  %420 = load i32, ptr %356, align 4
  %421 = zext i32 %420 to i64
  %422 = getelementptr inbounds [3 x i32], ptr %419, i64 0, i64 %421
  %423 = load i32, ptr %422, align 4
  %424 = zext i32 %423 to i64
  %425 = getelementptr inbounds %struct.seqState_t, ptr %355, i32 0, i32 4
  %426 = load i32, ptr %356, align 4
  %427 = zext i32 %426 to i64
  %428 = getelementptr inbounds [3 x i64], ptr %425, i64 0, i64 %427
  store i64 %424, ptr %428, align 8
  %429 = load i32, ptr %356, align 4
  %430 = add i32 %429, 1
  store i32 %430, ptr %356, align 4
  br label %413, !llvm.loop !36

431:                                              ; preds = %413
  %432 = load ptr, ptr %345, align 8
  %433 = load ptr, ptr %346, align 8
  %434 = load ptr, ptr %345, align 8
  %435 = ptrtoint ptr %433 to i64
  %436 = ptrtoint ptr %434 to i64
  %437 = sub i64 %435, %436
  %438 = call i64 @BIT_initDStream(ptr noundef %355, ptr noundef %432, i64 noundef %437)
  %439 = call i32 @ERR_isError(i64 noundef %438)
  %440 = icmp ne i32 %439, 0
  br i1 %440, label %441, label %442

441:                                              ; preds = %431
  store i64 -20, ptr %337, align 8
  br label %3878

442:                                              ; preds = %431
  %443 = getelementptr inbounds %struct.seqState_t, ptr %355, i32 0, i32 1
  %444 = load ptr, ptr %338, align 8
  %445 = load ptr, ptr %444, align 8
  call void @ZSTD_initFseState(ptr noundef %443, ptr noundef %355, ptr noundef %445)
  %446 = getelementptr inbounds %struct.seqState_t, ptr %355, i32 0, i32 2
  %447 = load ptr, ptr %338, align 8
  %448 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %447, i32 0, i32 2
  %449 = load ptr, ptr %448, align 8
  call void @ZSTD_initFseState(ptr noundef %446, ptr noundef %355, ptr noundef %449)
  %450 = getelementptr inbounds %struct.seqState_t, ptr %355, i32 0, i32 3
  %451 = load ptr, ptr %338, align 8
  %452 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %451, i32 0, i32 1
  %453 = load ptr, ptr %452, align 8
  call void @ZSTD_initFseState(ptr noundef %450, ptr noundef %355, ptr noundef %453)
  call void @llvm.memset.p0.i64(ptr align 8 %357, i8 0, i64 24, i1 false)
  br label %454

454:                                              ; preds = %1891, %442
  %455 = load i32, ptr %343, align 4
  %456 = icmp ne i32 %455, 0
  br i1 %456, label %457, label %1897

457:                                              ; preds = %454
  %458 = load i32, ptr %344, align 4
  %459 = load i32, ptr %343, align 4
  %460 = icmp eq i32 %459, 1
  %461 = zext i1 %460 to i32
  call void @llvm.experimental.noalias.scope.decl(metadata !37)
  store ptr %355, ptr %295, align 8, !noalias !37
  store i32 %458, ptr %296, align 4, !noalias !37
  store i32 %461, ptr %297, align 4, !noalias !37
  %462 = load ptr, ptr %295, align 8, !noalias !37
  %463 = getelementptr inbounds %struct.seqState_t, ptr %462, i32 0, i32 1
  %464 = getelementptr inbounds %struct.ZSTD_fseState, ptr %463, i32 0, i32 1
  %465 = load ptr, ptr %464, align 8, !noalias !37
  %466 = load ptr, ptr %295, align 8, !noalias !37
  %467 = getelementptr inbounds %struct.seqState_t, ptr %466, i32 0, i32 1
  %468 = load i64, ptr %467, align 8, !noalias !37
  %469 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %465, i64 %468
  store ptr %469, ptr %298, align 8, !noalias !37
  %470 = load ptr, ptr %295, align 8, !noalias !37
  %471 = getelementptr inbounds %struct.seqState_t, ptr %470, i32 0, i32 3
  %472 = getelementptr inbounds %struct.ZSTD_fseState, ptr %471, i32 0, i32 1
  %473 = load ptr, ptr %472, align 8, !noalias !37
  %474 = load ptr, ptr %295, align 8, !noalias !37
  %475 = getelementptr inbounds %struct.seqState_t, ptr %474, i32 0, i32 3
  %476 = load i64, ptr %475, align 8, !noalias !37
  %477 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %473, i64 %476
  store ptr %477, ptr %299, align 8, !noalias !37
  %478 = load ptr, ptr %295, align 8, !noalias !37
  %479 = getelementptr inbounds %struct.seqState_t, ptr %478, i32 0, i32 2
  %480 = getelementptr inbounds %struct.ZSTD_fseState, ptr %479, i32 0, i32 1
  %481 = load ptr, ptr %480, align 8, !noalias !37
  %482 = load ptr, ptr %295, align 8, !noalias !37
  %483 = getelementptr inbounds %struct.seqState_t, ptr %482, i32 0, i32 2
  %484 = load i64, ptr %483, align 8, !noalias !37
  %485 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %481, i64 %484
  store ptr %485, ptr %300, align 8, !noalias !37
  %486 = load ptr, ptr %299, align 8, !noalias !37
  %487 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %486, i32 0, i32 3
  %488 = load i32, ptr %487, align 4, !noalias !37
  %489 = zext i32 %488 to i64
  %490 = getelementptr inbounds %struct.seq_t, ptr %358, i32 0, i32 1
  store i64 %489, ptr %490, align 8, !alias.scope !37
  %491 = load ptr, ptr %298, align 8, !noalias !37
  %492 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %491, i32 0, i32 3
  %493 = load i32, ptr %492, align 4, !noalias !37
  %494 = zext i32 %493 to i64
  store i64 %494, ptr %358, align 8, !alias.scope !37
  %495 = load ptr, ptr %300, align 8, !noalias !37
  %496 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %495, i32 0, i32 3
  %497 = load i32, ptr %496, align 4, !noalias !37
  store i32 %497, ptr %301, align 4, !noalias !37
  %498 = load ptr, ptr %298, align 8, !noalias !37
  %499 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %498, i32 0, i32 1
  %500 = load i8, ptr %499, align 2, !noalias !37
  store i8 %500, ptr %302, align 1, !noalias !37
  %501 = load ptr, ptr %299, align 8, !noalias !37
  %502 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %501, i32 0, i32 1
  %503 = load i8, ptr %502, align 2, !noalias !37
  store i8 %503, ptr %303, align 1, !noalias !37
  %504 = load ptr, ptr %300, align 8, !noalias !37
  %505 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %504, i32 0, i32 1
  %506 = load i8, ptr %505, align 2, !noalias !37
  store i8 %506, ptr %304, align 1, !noalias !37
  %507 = load i8, ptr %302, align 1, !noalias !37
  %508 = zext i8 %507 to i32
  %509 = load i8, ptr %303, align 1, !noalias !37
  %510 = zext i8 %509 to i32
  %511 = add nsw i32 %508, %510
  %512 = load i8, ptr %304, align 1, !noalias !37
  %513 = zext i8 %512 to i32
  %514 = add nsw i32 %511, %513
  %515 = trunc i32 %514 to i8
  store i8 %515, ptr %305, align 1, !noalias !37
  %516 = load ptr, ptr %298, align 8, !noalias !37
  %517 = load i16, ptr %516, align 4, !noalias !37
  store i16 %517, ptr %306, align 2, !noalias !37
  %518 = load ptr, ptr %299, align 8, !noalias !37
  %519 = load i16, ptr %518, align 4, !noalias !37
  store i16 %519, ptr %307, align 2, !noalias !37
  %520 = load ptr, ptr %300, align 8, !noalias !37
  %521 = load i16, ptr %520, align 4, !noalias !37
  store i16 %521, ptr %308, align 2, !noalias !37
  %522 = load ptr, ptr %298, align 8, !noalias !37
  %523 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %522, i32 0, i32 2
  %524 = load i8, ptr %523, align 1, !noalias !37
  %525 = zext i8 %524 to i32
  store i32 %525, ptr %309, align 4, !noalias !37
  %526 = load ptr, ptr %299, align 8, !noalias !37
  %527 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %526, i32 0, i32 2
  %528 = load i8, ptr %527, align 1, !noalias !37
  %529 = zext i8 %528 to i32
  store i32 %529, ptr %310, align 4, !noalias !37
  %530 = load ptr, ptr %300, align 8, !noalias !37
  %531 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %530, i32 0, i32 2
  %532 = load i8, ptr %531, align 1, !noalias !37
  %533 = zext i8 %532 to i32
  store i32 %533, ptr %311, align 4, !noalias !37
  %534 = load i8, ptr %304, align 1, !noalias !37
  %535 = zext i8 %534 to i32
  %536 = icmp sgt i32 %535, 1
  br i1 %536, label %537, label %764

537:                                              ; preds = %457
  %538 = call i32 @MEM_32bits(), !noalias !37
  %539 = icmp ne i32 %538, 0
  br i1 %539, label %540, label %648

540:                                              ; preds = %537
  %541 = load i32, ptr %296, align 4, !noalias !37
  %542 = icmp ne i32 %541, 0
  br i1 %542, label %543, label %648

543:                                              ; preds = %540
  %544 = load i8, ptr %304, align 1, !noalias !37
  %545 = zext i8 %544 to i32
  %546 = icmp sge i32 %545, 25
  br i1 %546, label %547, label %648

547:                                              ; preds = %543
  store i32 5, ptr %313, align 4, !noalias !37
  %548 = load i32, ptr %301, align 4, !noalias !37
  %549 = zext i32 %548 to i64
  %550 = load ptr, ptr %295, align 8, !noalias !37
  %551 = load i8, ptr %304, align 1, !noalias !37
  %552 = zext i8 %551 to i32
  %553 = sub i32 %552, 5
  %554 = call i64 @BIT_readBitsFast(ptr noundef %550, i32 noundef %553), !noalias !37
  %555 = shl i64 %554, 5
  %556 = add i64 %549, %555
  store i64 %556, ptr %312, align 8, !noalias !37
  %557 = load ptr, ptr %295, align 8, !noalias !37
  store ptr %557, ptr %241, align 8, !noalias !37
  %558 = load ptr, ptr %241, align 8, !noalias !37
  %559 = getelementptr inbounds %struct.BIT_DStream_t, ptr %558, i32 0, i32 1
  %560 = load i32, ptr %559, align 8, !noalias !37
  %561 = zext i32 %560 to i64
  %562 = icmp ugt i64 %561, 64
  %563 = zext i1 %562 to i32
  %564 = sext i32 %563 to i64
  br i1 %562, label %565, label %568

565:                                              ; preds = %547
  %566 = load ptr, ptr %241, align 8, !noalias !37
  %567 = getelementptr inbounds %struct.BIT_DStream_t, ptr %566, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %567, align 8, !noalias !37
  store i32 3, ptr %240, align 4, !noalias !37
  br label %642

568:                                              ; preds = %547
  %569 = load ptr, ptr %241, align 8, !noalias !37
  %570 = getelementptr inbounds %struct.BIT_DStream_t, ptr %569, i32 0, i32 2
  %571 = load ptr, ptr %570, align 8, !noalias !37
  %572 = load ptr, ptr %241, align 8, !noalias !37
  %573 = getelementptr inbounds %struct.BIT_DStream_t, ptr %572, i32 0, i32 4
  %574 = load ptr, ptr %573, align 8, !noalias !37
  %575 = icmp uge ptr %571, %574
  br i1 %575, label %576, label %579

576:                                              ; preds = %568
  %577 = load ptr, ptr %241, align 8, !noalias !37
  %578 = call i32 @BIT_reloadDStream_internal(ptr noundef %577), !noalias !37
  store i32 %578, ptr %240, align 4, !noalias !37
  br label %642

579:                                              ; preds = %568
  %580 = load ptr, ptr %241, align 8, !noalias !37
  %581 = getelementptr inbounds %struct.BIT_DStream_t, ptr %580, i32 0, i32 2
  %582 = load ptr, ptr %581, align 8, !noalias !37
  %583 = load ptr, ptr %241, align 8, !noalias !37
  %584 = getelementptr inbounds %struct.BIT_DStream_t, ptr %583, i32 0, i32 3
  %585 = load ptr, ptr %584, align 8, !noalias !37
  %586 = icmp eq ptr %582, %585
  br i1 %586, label %587, label %595

587:                                              ; preds = %579
  %588 = load ptr, ptr %241, align 8, !noalias !37
  %589 = getelementptr inbounds %struct.BIT_DStream_t, ptr %588, i32 0, i32 1
  %590 = load i32, ptr %589, align 8, !noalias !37
  %591 = zext i32 %590 to i64
  %592 = icmp ult i64 %591, 64
  br i1 %592, label %593, label %594

593:                                              ; preds = %587
  store i32 1, ptr %240, align 4, !noalias !37
  br label %642

594:                                              ; preds = %587
  store i32 2, ptr %240, align 4, !noalias !37
  br label %642

595:                                              ; preds = %579
  %596 = load ptr, ptr %241, align 8, !noalias !37
  %597 = getelementptr inbounds %struct.BIT_DStream_t, ptr %596, i32 0, i32 1
  %598 = load i32, ptr %597, align 8, !noalias !37
  %599 = lshr i32 %598, 3
  store i32 %599, ptr %242, align 4, !noalias !37
  store i32 0, ptr %243, align 4, !noalias !37
  %600 = load ptr, ptr %241, align 8, !noalias !37
  %601 = getelementptr inbounds %struct.BIT_DStream_t, ptr %600, i32 0, i32 2
  %602 = load ptr, ptr %601, align 8, !noalias !37
  %603 = load i32, ptr %242, align 4, !noalias !37
  %604 = zext i32 %603 to i64
  %605 = sub i64 0, %604
  %606 = getelementptr inbounds i8, ptr %602, i64 %605
  %607 = load ptr, ptr %241, align 8, !noalias !37
  %608 = getelementptr inbounds %struct.BIT_DStream_t, ptr %607, i32 0, i32 3
  %609 = load ptr, ptr %608, align 8, !noalias !37
  %610 = icmp ult ptr %606, %609
  br i1 %610, label %611, label %622

611:                                              ; preds = %595
  %612 = load ptr, ptr %241, align 8, !noalias !37
  %613 = getelementptr inbounds %struct.BIT_DStream_t, ptr %612, i32 0, i32 2
  %614 = load ptr, ptr %613, align 8, !noalias !37
  %615 = load ptr, ptr %241, align 8, !noalias !37
  %616 = getelementptr inbounds %struct.BIT_DStream_t, ptr %615, i32 0, i32 3
  %617 = load ptr, ptr %616, align 8, !noalias !37
  %618 = ptrtoint ptr %614 to i64
  %619 = ptrtoint ptr %617 to i64
  %620 = sub i64 %618, %619
  %621 = trunc i64 %620 to i32
  store i32 %621, ptr %242, align 4, !noalias !37
  store i32 1, ptr %243, align 4, !noalias !37
  br label %622

622:                                              ; preds = %611, %595
  %623 = load i32, ptr %242, align 4, !noalias !37
  %624 = load ptr, ptr %241, align 8, !noalias !37
  %625 = getelementptr inbounds %struct.BIT_DStream_t, ptr %624, i32 0, i32 2
  %626 = load ptr, ptr %625, align 8, !noalias !37
  %627 = zext i32 %623 to i64
  %628 = sub i64 0, %627
  %629 = getelementptr inbounds i8, ptr %626, i64 %628
  store ptr %629, ptr %625, align 8, !noalias !37
  %630 = load i32, ptr %242, align 4, !noalias !37
  %631 = mul i32 %630, 8
  %632 = load ptr, ptr %241, align 8, !noalias !37
  %633 = getelementptr inbounds %struct.BIT_DStream_t, ptr %632, i32 0, i32 1
  %634 = load i32, ptr %633, align 8, !noalias !37
  %635 = sub i32 %634, %631
  store i32 %635, ptr %633, align 8, !noalias !37
  %636 = load ptr, ptr %241, align 8, !noalias !37
  %637 = getelementptr inbounds %struct.BIT_DStream_t, ptr %636, i32 0, i32 2
  %638 = load ptr, ptr %637, align 8, !noalias !37
  %639 = call i64 @MEM_readLEST(ptr noundef %638), !noalias !37
  %640 = load ptr, ptr %241, align 8, !noalias !37
  store i64 %639, ptr %640, align 8, !noalias !37
  %641 = load i32, ptr %243, align 4, !noalias !37
  store i32 %641, ptr %240, align 4, !noalias !37
  br label %642

642:                                              ; preds = %622, %594, %593, %576, %565
  %643 = load i32, ptr %240, align 4, !noalias !37
  %644 = load ptr, ptr %295, align 8, !noalias !37
  %645 = call i64 @BIT_readBitsFast(ptr noundef %644, i32 noundef 5), !noalias !37
  %646 = load i64, ptr %312, align 8, !noalias !37
  %647 = add i64 %646, %645
  store i64 %647, ptr %312, align 8, !noalias !37
  br label %747

648:                                              ; preds = %543, %540, %537
  %649 = load i32, ptr %301, align 4, !noalias !37
  %650 = zext i32 %649 to i64
  %651 = load ptr, ptr %295, align 8, !noalias !37
  %652 = load i8, ptr %304, align 1, !noalias !37
  %653 = zext i8 %652 to i32
  %654 = call i64 @BIT_readBitsFast(ptr noundef %651, i32 noundef %653), !noalias !37
  %655 = add i64 %650, %654
  store i64 %655, ptr %312, align 8, !noalias !37
  %656 = call i32 @MEM_32bits(), !noalias !37
  %657 = icmp ne i32 %656, 0
  br i1 %657, label %658, label %746

658:                                              ; preds = %648
  %659 = load ptr, ptr %295, align 8, !noalias !37
  store ptr %659, ptr %237, align 8, !noalias !37
  %660 = load ptr, ptr %237, align 8, !noalias !37
  %661 = getelementptr inbounds %struct.BIT_DStream_t, ptr %660, i32 0, i32 1
  %662 = load i32, ptr %661, align 8, !noalias !37
  %663 = zext i32 %662 to i64
  %664 = icmp ugt i64 %663, 64
  %665 = zext i1 %664 to i32
  %666 = sext i32 %665 to i64
  br i1 %664, label %667, label %670

667:                                              ; preds = %658
  %668 = load ptr, ptr %237, align 8, !noalias !37
  %669 = getelementptr inbounds %struct.BIT_DStream_t, ptr %668, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %669, align 8, !noalias !37
  store i32 3, ptr %236, align 4, !noalias !37
  br label %744

670:                                              ; preds = %658
  %671 = load ptr, ptr %237, align 8, !noalias !37
  %672 = getelementptr inbounds %struct.BIT_DStream_t, ptr %671, i32 0, i32 2
  %673 = load ptr, ptr %672, align 8, !noalias !37
  %674 = load ptr, ptr %237, align 8, !noalias !37
  %675 = getelementptr inbounds %struct.BIT_DStream_t, ptr %674, i32 0, i32 4
  %676 = load ptr, ptr %675, align 8, !noalias !37
  %677 = icmp uge ptr %673, %676
  br i1 %677, label %678, label %681

678:                                              ; preds = %670
  %679 = load ptr, ptr %237, align 8, !noalias !37
  %680 = call i32 @BIT_reloadDStream_internal(ptr noundef %679), !noalias !37
  store i32 %680, ptr %236, align 4, !noalias !37
  br label %744

681:                                              ; preds = %670
  %682 = load ptr, ptr %237, align 8, !noalias !37
  %683 = getelementptr inbounds %struct.BIT_DStream_t, ptr %682, i32 0, i32 2
  %684 = load ptr, ptr %683, align 8, !noalias !37
  %685 = load ptr, ptr %237, align 8, !noalias !37
  %686 = getelementptr inbounds %struct.BIT_DStream_t, ptr %685, i32 0, i32 3
  %687 = load ptr, ptr %686, align 8, !noalias !37
  %688 = icmp eq ptr %684, %687
  br i1 %688, label %689, label %697

689:                                              ; preds = %681
  %690 = load ptr, ptr %237, align 8, !noalias !37
  %691 = getelementptr inbounds %struct.BIT_DStream_t, ptr %690, i32 0, i32 1
  %692 = load i32, ptr %691, align 8, !noalias !37
  %693 = zext i32 %692 to i64
  %694 = icmp ult i64 %693, 64
  br i1 %694, label %695, label %696

695:                                              ; preds = %689
  store i32 1, ptr %236, align 4, !noalias !37
  br label %744

696:                                              ; preds = %689
  store i32 2, ptr %236, align 4, !noalias !37
  br label %744

697:                                              ; preds = %681
  %698 = load ptr, ptr %237, align 8, !noalias !37
  %699 = getelementptr inbounds %struct.BIT_DStream_t, ptr %698, i32 0, i32 1
  %700 = load i32, ptr %699, align 8, !noalias !37
  %701 = lshr i32 %700, 3
  store i32 %701, ptr %238, align 4, !noalias !37
  store i32 0, ptr %239, align 4, !noalias !37
  %702 = load ptr, ptr %237, align 8, !noalias !37
  %703 = getelementptr inbounds %struct.BIT_DStream_t, ptr %702, i32 0, i32 2
  %704 = load ptr, ptr %703, align 8, !noalias !37
  %705 = load i32, ptr %238, align 4, !noalias !37
  %706 = zext i32 %705 to i64
  %707 = sub i64 0, %706
  %708 = getelementptr inbounds i8, ptr %704, i64 %707
  %709 = load ptr, ptr %237, align 8, !noalias !37
  %710 = getelementptr inbounds %struct.BIT_DStream_t, ptr %709, i32 0, i32 3
  %711 = load ptr, ptr %710, align 8, !noalias !37
  %712 = icmp ult ptr %708, %711
  br i1 %712, label %713, label %724

713:                                              ; preds = %697
  %714 = load ptr, ptr %237, align 8, !noalias !37
  %715 = getelementptr inbounds %struct.BIT_DStream_t, ptr %714, i32 0, i32 2
  %716 = load ptr, ptr %715, align 8, !noalias !37
  %717 = load ptr, ptr %237, align 8, !noalias !37
  %718 = getelementptr inbounds %struct.BIT_DStream_t, ptr %717, i32 0, i32 3
  %719 = load ptr, ptr %718, align 8, !noalias !37
  %720 = ptrtoint ptr %716 to i64
  %721 = ptrtoint ptr %719 to i64
  %722 = sub i64 %720, %721
  %723 = trunc i64 %722 to i32
  store i32 %723, ptr %238, align 4, !noalias !37
  store i32 1, ptr %239, align 4, !noalias !37
  br label %724

724:                                              ; preds = %713, %697
  %725 = load i32, ptr %238, align 4, !noalias !37
  %726 = load ptr, ptr %237, align 8, !noalias !37
  %727 = getelementptr inbounds %struct.BIT_DStream_t, ptr %726, i32 0, i32 2
  %728 = load ptr, ptr %727, align 8, !noalias !37
  %729 = zext i32 %725 to i64
  %730 = sub i64 0, %729
  %731 = getelementptr inbounds i8, ptr %728, i64 %730
  store ptr %731, ptr %727, align 8, !noalias !37
  %732 = load i32, ptr %238, align 4, !noalias !37
  %733 = mul i32 %732, 8
  %734 = load ptr, ptr %237, align 8, !noalias !37
  %735 = getelementptr inbounds %struct.BIT_DStream_t, ptr %734, i32 0, i32 1
  %736 = load i32, ptr %735, align 8, !noalias !37
  %737 = sub i32 %736, %733
  store i32 %737, ptr %735, align 8, !noalias !37
  %738 = load ptr, ptr %237, align 8, !noalias !37
  %739 = getelementptr inbounds %struct.BIT_DStream_t, ptr %738, i32 0, i32 2
  %740 = load ptr, ptr %739, align 8, !noalias !37
  %741 = call i64 @MEM_readLEST(ptr noundef %740), !noalias !37
  %742 = load ptr, ptr %237, align 8, !noalias !37
  store i64 %741, ptr %742, align 8, !noalias !37
  %743 = load i32, ptr %239, align 4, !noalias !37
  store i32 %743, ptr %236, align 4, !noalias !37
  br label %744

744:                                              ; preds = %724, %696, %695, %678, %667
  %745 = load i32, ptr %236, align 4, !noalias !37
  br label %746

746:                                              ; preds = %744, %648
  br label %747

747:                                              ; preds = %746, %642
  %748 = load ptr, ptr %295, align 8, !noalias !37
  %749 = getelementptr inbounds %struct.seqState_t, ptr %748, i32 0, i32 4
  %750 = getelementptr inbounds [3 x i64], ptr %749, i64 0, i64 1
  %751 = load i64, ptr %750, align 8, !noalias !37
  %752 = load ptr, ptr %295, align 8, !noalias !37
  %753 = getelementptr inbounds %struct.seqState_t, ptr %752, i32 0, i32 4
  %754 = getelementptr inbounds [3 x i64], ptr %753, i64 0, i64 2
  store i64 %751, ptr %754, align 8, !noalias !37
  %755 = load ptr, ptr %295, align 8, !noalias !37
  %756 = getelementptr inbounds %struct.seqState_t, ptr %755, i32 0, i32 4
  %757 = load i64, ptr %756, align 8, !noalias !37
  %758 = load ptr, ptr %295, align 8, !noalias !37
  %759 = getelementptr inbounds %struct.seqState_t, ptr %758, i32 0, i32 4
  %760 = getelementptr inbounds [3 x i64], ptr %759, i64 0, i64 1
  store i64 %757, ptr %760, align 8, !noalias !37
  %761 = load i64, ptr %312, align 8, !noalias !37
  %762 = load ptr, ptr %295, align 8, !noalias !37
  %763 = getelementptr inbounds %struct.seqState_t, ptr %762, i32 0, i32 4
  store i64 %761, ptr %763, align 8, !noalias !37
  br label %848

764:                                              ; preds = %457
  %765 = load ptr, ptr %298, align 8, !noalias !37
  %766 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %765, i32 0, i32 3
  %767 = load i32, ptr %766, align 4, !noalias !37
  %768 = icmp eq i32 %767, 0
  %769 = zext i1 %768 to i32
  store i32 %769, ptr %314, align 4, !noalias !37
  %770 = load i8, ptr %304, align 1, !noalias !37
  %771 = zext i8 %770 to i32
  %772 = icmp eq i32 %771, 0
  %773 = zext i1 %772 to i32
  %774 = sext i32 %773 to i64
  br i1 %772, label %775, label %797

775:                                              ; preds = %764
  %776 = load ptr, ptr %295, align 8, !noalias !37
  %777 = getelementptr inbounds %struct.seqState_t, ptr %776, i32 0, i32 4
  %778 = load i32, ptr %314, align 4, !noalias !37
  %779 = zext i32 %778 to i64
  %780 = getelementptr inbounds [3 x i64], ptr %777, i64 0, i64 %779
  %781 = load i64, ptr %780, align 8, !noalias !37
  store i64 %781, ptr %312, align 8, !noalias !37
  %782 = load ptr, ptr %295, align 8, !noalias !37
  %783 = getelementptr inbounds %struct.seqState_t, ptr %782, i32 0, i32 4
  %784 = load i32, ptr %314, align 4, !noalias !37
  %785 = icmp ne i32 %784, 0
  %786 = xor i1 %785, true
  %787 = zext i1 %786 to i32
  %788 = sext i32 %787 to i64
  %789 = getelementptr inbounds [3 x i64], ptr %783, i64 0, i64 %788
  %790 = load i64, ptr %789, align 8, !noalias !37
  %791 = load ptr, ptr %295, align 8, !noalias !37
  %792 = getelementptr inbounds %struct.seqState_t, ptr %791, i32 0, i32 4
  %793 = getelementptr inbounds [3 x i64], ptr %792, i64 0, i64 1
  store i64 %790, ptr %793, align 8, !noalias !37
  %794 = load i64, ptr %312, align 8, !noalias !37
  %795 = load ptr, ptr %295, align 8, !noalias !37
  %796 = getelementptr inbounds %struct.seqState_t, ptr %795, i32 0, i32 4
  store i64 %794, ptr %796, align 8, !noalias !37
  br label %847

797:                                              ; preds = %764
  %798 = load i32, ptr %301, align 4, !noalias !37
  %799 = load i32, ptr %314, align 4, !noalias !37
  %800 = add i32 %798, %799
  %801 = zext i32 %800 to i64
  %802 = load ptr, ptr %295, align 8, !noalias !37
  %803 = call i64 @BIT_readBitsFast(ptr noundef %802, i32 noundef 1), !noalias !37
  %804 = add i64 %801, %803
  store i64 %804, ptr %312, align 8, !noalias !37
  %805 = load i64, ptr %312, align 8, !noalias !37
  %806 = icmp eq i64 %805, 3
  br i1 %806, label %807, label %812

807:                                              ; preds = %797
  %808 = load ptr, ptr %295, align 8, !noalias !37
  %809 = getelementptr inbounds %struct.seqState_t, ptr %808, i32 0, i32 4
  %810 = load i64, ptr %809, align 8, !noalias !37
  %811 = sub i64 %810, 1
  br label %818

812:                                              ; preds = %797
  %813 = load ptr, ptr %295, align 8, !noalias !37
  %814 = getelementptr inbounds %struct.seqState_t, ptr %813, i32 0, i32 4
  %815 = load i64, ptr %312, align 8, !noalias !37
  %816 = getelementptr inbounds [3 x i64], ptr %814, i64 0, i64 %815
  %817 = load i64, ptr %816, align 8, !noalias !37
  br label %818

818:                                              ; preds = %812, %807
  %819 = phi i64 [ %811, %807 ], [ %817, %812 ]
  store i64 %819, ptr %315, align 8, !noalias !37
  %820 = load i64, ptr %315, align 8, !noalias !37
  %821 = icmp ne i64 %820, 0
  %822 = xor i1 %821, true
  %823 = zext i1 %822 to i32
  %824 = sext i32 %823 to i64
  %825 = load i64, ptr %315, align 8, !noalias !37
  %826 = sub i64 %825, %824
  store i64 %826, ptr %315, align 8, !noalias !37
  %827 = load i64, ptr %312, align 8, !noalias !37
  %828 = icmp ne i64 %827, 1
  br i1 %828, label %829, label %837

829:                                              ; preds = %818
  %830 = load ptr, ptr %295, align 8, !noalias !37
  %831 = getelementptr inbounds %struct.seqState_t, ptr %830, i32 0, i32 4
  %832 = getelementptr inbounds [3 x i64], ptr %831, i64 0, i64 1
  %833 = load i64, ptr %832, align 8, !noalias !37
  %834 = load ptr, ptr %295, align 8, !noalias !37
  %835 = getelementptr inbounds %struct.seqState_t, ptr %834, i32 0, i32 4
  %836 = getelementptr inbounds [3 x i64], ptr %835, i64 0, i64 2
  store i64 %833, ptr %836, align 8, !noalias !37
  br label %837

837:                                              ; preds = %829, %818
  %838 = load ptr, ptr %295, align 8, !noalias !37
  %839 = getelementptr inbounds %struct.seqState_t, ptr %838, i32 0, i32 4
  %840 = load i64, ptr %839, align 8, !noalias !37
  %841 = load ptr, ptr %295, align 8, !noalias !37
  %842 = getelementptr inbounds %struct.seqState_t, ptr %841, i32 0, i32 4
  %843 = getelementptr inbounds [3 x i64], ptr %842, i64 0, i64 1
  store i64 %840, ptr %843, align 8, !noalias !37
  %844 = load i64, ptr %315, align 8, !noalias !37
  store i64 %844, ptr %312, align 8, !noalias !37
  %845 = load ptr, ptr %295, align 8, !noalias !37
  %846 = getelementptr inbounds %struct.seqState_t, ptr %845, i32 0, i32 4
  store i64 %844, ptr %846, align 8, !noalias !37
  br label %847

847:                                              ; preds = %837, %775
  br label %848

848:                                              ; preds = %847, %747
  %849 = load i64, ptr %312, align 8, !noalias !37
  %850 = getelementptr inbounds %struct.seq_t, ptr %358, i32 0, i32 2
  store i64 %849, ptr %850, align 8, !alias.scope !37
  %851 = load i8, ptr %303, align 1, !noalias !37
  %852 = zext i8 %851 to i32
  %853 = icmp sgt i32 %852, 0
  br i1 %853, label %854, label %862

854:                                              ; preds = %848
  %855 = load ptr, ptr %295, align 8, !noalias !37
  %856 = load i8, ptr %303, align 1, !noalias !37
  %857 = zext i8 %856 to i32
  %858 = call i64 @BIT_readBitsFast(ptr noundef %855, i32 noundef %857), !noalias !37
  %859 = getelementptr inbounds %struct.seq_t, ptr %358, i32 0, i32 1
  %860 = load i64, ptr %859, align 8, !alias.scope !37
  %861 = add i64 %860, %858
  store i64 %861, ptr %859, align 8, !alias.scope !37
  br label %862

862:                                              ; preds = %854, %848
  %863 = call i32 @MEM_32bits(), !noalias !37
  %864 = icmp ne i32 %863, 0
  br i1 %864, label %865, label %960

865:                                              ; preds = %862
  %866 = load i8, ptr %303, align 1, !noalias !37
  %867 = zext i8 %866 to i32
  %868 = load i8, ptr %302, align 1, !noalias !37
  %869 = zext i8 %868 to i32
  %870 = add nsw i32 %867, %869
  %871 = icmp sge i32 %870, 20
  br i1 %871, label %872, label %960

872:                                              ; preds = %865
  %873 = load ptr, ptr %295, align 8, !noalias !37
  store ptr %873, ptr %233, align 8, !noalias !37
  %874 = load ptr, ptr %233, align 8, !noalias !37
  %875 = getelementptr inbounds %struct.BIT_DStream_t, ptr %874, i32 0, i32 1
  %876 = load i32, ptr %875, align 8, !noalias !37
  %877 = zext i32 %876 to i64
  %878 = icmp ugt i64 %877, 64
  %879 = zext i1 %878 to i32
  %880 = sext i32 %879 to i64
  br i1 %878, label %881, label %884

881:                                              ; preds = %872
  %882 = load ptr, ptr %233, align 8, !noalias !37
  %883 = getelementptr inbounds %struct.BIT_DStream_t, ptr %882, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %883, align 8, !noalias !37
  store i32 3, ptr %232, align 4, !noalias !37
  br label %958

884:                                              ; preds = %872
  %885 = load ptr, ptr %233, align 8, !noalias !37
  %886 = getelementptr inbounds %struct.BIT_DStream_t, ptr %885, i32 0, i32 2
  %887 = load ptr, ptr %886, align 8, !noalias !37
  %888 = load ptr, ptr %233, align 8, !noalias !37
  %889 = getelementptr inbounds %struct.BIT_DStream_t, ptr %888, i32 0, i32 4
  %890 = load ptr, ptr %889, align 8, !noalias !37
  %891 = icmp uge ptr %887, %890
  br i1 %891, label %892, label %895

892:                                              ; preds = %884
  %893 = load ptr, ptr %233, align 8, !noalias !37
  %894 = call i32 @BIT_reloadDStream_internal(ptr noundef %893), !noalias !37
  store i32 %894, ptr %232, align 4, !noalias !37
  br label %958

895:                                              ; preds = %884
  %896 = load ptr, ptr %233, align 8, !noalias !37
  %897 = getelementptr inbounds %struct.BIT_DStream_t, ptr %896, i32 0, i32 2
  %898 = load ptr, ptr %897, align 8, !noalias !37
  %899 = load ptr, ptr %233, align 8, !noalias !37
  %900 = getelementptr inbounds %struct.BIT_DStream_t, ptr %899, i32 0, i32 3
  %901 = load ptr, ptr %900, align 8, !noalias !37
  %902 = icmp eq ptr %898, %901
  br i1 %902, label %903, label %911

903:                                              ; preds = %895
  %904 = load ptr, ptr %233, align 8, !noalias !37
  %905 = getelementptr inbounds %struct.BIT_DStream_t, ptr %904, i32 0, i32 1
  %906 = load i32, ptr %905, align 8, !noalias !37
  %907 = zext i32 %906 to i64
  %908 = icmp ult i64 %907, 64
  br i1 %908, label %909, label %910

909:                                              ; preds = %903
  store i32 1, ptr %232, align 4, !noalias !37
  br label %958

910:                                              ; preds = %903
  store i32 2, ptr %232, align 4, !noalias !37
  br label %958

911:                                              ; preds = %895
  %912 = load ptr, ptr %233, align 8, !noalias !37
  %913 = getelementptr inbounds %struct.BIT_DStream_t, ptr %912, i32 0, i32 1
  %914 = load i32, ptr %913, align 8, !noalias !37
  %915 = lshr i32 %914, 3
  store i32 %915, ptr %234, align 4, !noalias !37
  store i32 0, ptr %235, align 4, !noalias !37
  %916 = load ptr, ptr %233, align 8, !noalias !37
  %917 = getelementptr inbounds %struct.BIT_DStream_t, ptr %916, i32 0, i32 2
  %918 = load ptr, ptr %917, align 8, !noalias !37
  %919 = load i32, ptr %234, align 4, !noalias !37
  %920 = zext i32 %919 to i64
  %921 = sub i64 0, %920
  %922 = getelementptr inbounds i8, ptr %918, i64 %921
  %923 = load ptr, ptr %233, align 8, !noalias !37
  %924 = getelementptr inbounds %struct.BIT_DStream_t, ptr %923, i32 0, i32 3
  %925 = load ptr, ptr %924, align 8, !noalias !37
  %926 = icmp ult ptr %922, %925
  br i1 %926, label %927, label %938

927:                                              ; preds = %911
  %928 = load ptr, ptr %233, align 8, !noalias !37
  %929 = getelementptr inbounds %struct.BIT_DStream_t, ptr %928, i32 0, i32 2
  %930 = load ptr, ptr %929, align 8, !noalias !37
  %931 = load ptr, ptr %233, align 8, !noalias !37
  %932 = getelementptr inbounds %struct.BIT_DStream_t, ptr %931, i32 0, i32 3
  %933 = load ptr, ptr %932, align 8, !noalias !37
  %934 = ptrtoint ptr %930 to i64
  %935 = ptrtoint ptr %933 to i64
  %936 = sub i64 %934, %935
  %937 = trunc i64 %936 to i32
  store i32 %937, ptr %234, align 4, !noalias !37
  store i32 1, ptr %235, align 4, !noalias !37
  br label %938

938:                                              ; preds = %927, %911
  %939 = load i32, ptr %234, align 4, !noalias !37
  %940 = load ptr, ptr %233, align 8, !noalias !37
  %941 = getelementptr inbounds %struct.BIT_DStream_t, ptr %940, i32 0, i32 2
  %942 = load ptr, ptr %941, align 8, !noalias !37
  %943 = zext i32 %939 to i64
  %944 = sub i64 0, %943
  %945 = getelementptr inbounds i8, ptr %942, i64 %944
  store ptr %945, ptr %941, align 8, !noalias !37
  %946 = load i32, ptr %234, align 4, !noalias !37
  %947 = mul i32 %946, 8
  %948 = load ptr, ptr %233, align 8, !noalias !37
  %949 = getelementptr inbounds %struct.BIT_DStream_t, ptr %948, i32 0, i32 1
  %950 = load i32, ptr %949, align 8, !noalias !37
  %951 = sub i32 %950, %947
  store i32 %951, ptr %949, align 8, !noalias !37
  %952 = load ptr, ptr %233, align 8, !noalias !37
  %953 = getelementptr inbounds %struct.BIT_DStream_t, ptr %952, i32 0, i32 2
  %954 = load ptr, ptr %953, align 8, !noalias !37
  %955 = call i64 @MEM_readLEST(ptr noundef %954), !noalias !37
  %956 = load ptr, ptr %233, align 8, !noalias !37
  store i64 %955, ptr %956, align 8, !noalias !37
  %957 = load i32, ptr %235, align 4, !noalias !37
  store i32 %957, ptr %232, align 4, !noalias !37
  br label %958

958:                                              ; preds = %938, %910, %909, %892, %881
  %959 = load i32, ptr %232, align 4, !noalias !37
  br label %960

960:                                              ; preds = %958, %865, %862
  %961 = call i32 @MEM_64bits(), !noalias !37
  %962 = icmp ne i32 %961, 0
  br i1 %962, label %963, label %1057

963:                                              ; preds = %960
  %964 = load i8, ptr %305, align 1, !noalias !37
  %965 = zext i8 %964 to i32
  %966 = icmp sge i32 %965, 31
  %967 = zext i1 %966 to i32
  %968 = sext i32 %967 to i64
  br i1 %966, label %969, label %1057

969:                                              ; preds = %963
  %970 = load ptr, ptr %295, align 8, !noalias !37
  store ptr %970, ptr %229, align 8, !noalias !37
  %971 = load ptr, ptr %229, align 8, !noalias !37
  %972 = getelementptr inbounds %struct.BIT_DStream_t, ptr %971, i32 0, i32 1
  %973 = load i32, ptr %972, align 8, !noalias !37
  %974 = zext i32 %973 to i64
  %975 = icmp ugt i64 %974, 64
  %976 = zext i1 %975 to i32
  %977 = sext i32 %976 to i64
  br i1 %975, label %978, label %981

978:                                              ; preds = %969
  %979 = load ptr, ptr %229, align 8, !noalias !37
  %980 = getelementptr inbounds %struct.BIT_DStream_t, ptr %979, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %980, align 8, !noalias !37
  store i32 3, ptr %228, align 4, !noalias !37
  br label %1055

981:                                              ; preds = %969
  %982 = load ptr, ptr %229, align 8, !noalias !37
  %983 = getelementptr inbounds %struct.BIT_DStream_t, ptr %982, i32 0, i32 2
  %984 = load ptr, ptr %983, align 8, !noalias !37
  %985 = load ptr, ptr %229, align 8, !noalias !37
  %986 = getelementptr inbounds %struct.BIT_DStream_t, ptr %985, i32 0, i32 4
  %987 = load ptr, ptr %986, align 8, !noalias !37
  %988 = icmp uge ptr %984, %987
  br i1 %988, label %989, label %992

989:                                              ; preds = %981
  %990 = load ptr, ptr %229, align 8, !noalias !37
  %991 = call i32 @BIT_reloadDStream_internal(ptr noundef %990), !noalias !37
  store i32 %991, ptr %228, align 4, !noalias !37
  br label %1055

992:                                              ; preds = %981
  %993 = load ptr, ptr %229, align 8, !noalias !37
  %994 = getelementptr inbounds %struct.BIT_DStream_t, ptr %993, i32 0, i32 2
  %995 = load ptr, ptr %994, align 8, !noalias !37
  %996 = load ptr, ptr %229, align 8, !noalias !37
  %997 = getelementptr inbounds %struct.BIT_DStream_t, ptr %996, i32 0, i32 3
  %998 = load ptr, ptr %997, align 8, !noalias !37
  %999 = icmp eq ptr %995, %998
  br i1 %999, label %1000, label %1008

1000:                                             ; preds = %992
  %1001 = load ptr, ptr %229, align 8, !noalias !37
  %1002 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1001, i32 0, i32 1
  %1003 = load i32, ptr %1002, align 8, !noalias !37
  %1004 = zext i32 %1003 to i64
  %1005 = icmp ult i64 %1004, 64
  br i1 %1005, label %1006, label %1007

1006:                                             ; preds = %1000
  store i32 1, ptr %228, align 4, !noalias !37
  br label %1055

1007:                                             ; preds = %1000
  store i32 2, ptr %228, align 4, !noalias !37
  br label %1055

1008:                                             ; preds = %992
  %1009 = load ptr, ptr %229, align 8, !noalias !37
  %1010 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1009, i32 0, i32 1
  %1011 = load i32, ptr %1010, align 8, !noalias !37
  %1012 = lshr i32 %1011, 3
  store i32 %1012, ptr %230, align 4, !noalias !37
  store i32 0, ptr %231, align 4, !noalias !37
  %1013 = load ptr, ptr %229, align 8, !noalias !37
  %1014 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1013, i32 0, i32 2
  %1015 = load ptr, ptr %1014, align 8, !noalias !37
  %1016 = load i32, ptr %230, align 4, !noalias !37
  %1017 = zext i32 %1016 to i64
  %1018 = sub i64 0, %1017
  %1019 = getelementptr inbounds i8, ptr %1015, i64 %1018
  %1020 = load ptr, ptr %229, align 8, !noalias !37
  %1021 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1020, i32 0, i32 3
  %1022 = load ptr, ptr %1021, align 8, !noalias !37
  %1023 = icmp ult ptr %1019, %1022
  br i1 %1023, label %1024, label %1035

1024:                                             ; preds = %1008
  %1025 = load ptr, ptr %229, align 8, !noalias !37
  %1026 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1025, i32 0, i32 2
  %1027 = load ptr, ptr %1026, align 8, !noalias !37
  %1028 = load ptr, ptr %229, align 8, !noalias !37
  %1029 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1028, i32 0, i32 3
  %1030 = load ptr, ptr %1029, align 8, !noalias !37
  %1031 = ptrtoint ptr %1027 to i64
  %1032 = ptrtoint ptr %1030 to i64
  %1033 = sub i64 %1031, %1032
  %1034 = trunc i64 %1033 to i32
  store i32 %1034, ptr %230, align 4, !noalias !37
  store i32 1, ptr %231, align 4, !noalias !37
  br label %1035

1035:                                             ; preds = %1024, %1008
  %1036 = load i32, ptr %230, align 4, !noalias !37
  %1037 = load ptr, ptr %229, align 8, !noalias !37
  %1038 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1037, i32 0, i32 2
  %1039 = load ptr, ptr %1038, align 8, !noalias !37
  %1040 = zext i32 %1036 to i64
  %1041 = sub i64 0, %1040
  %1042 = getelementptr inbounds i8, ptr %1039, i64 %1041
  store ptr %1042, ptr %1038, align 8, !noalias !37
  %1043 = load i32, ptr %230, align 4, !noalias !37
  %1044 = mul i32 %1043, 8
  %1045 = load ptr, ptr %229, align 8, !noalias !37
  %1046 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1045, i32 0, i32 1
  %1047 = load i32, ptr %1046, align 8, !noalias !37
  %1048 = sub i32 %1047, %1044
  store i32 %1048, ptr %1046, align 8, !noalias !37
  %1049 = load ptr, ptr %229, align 8, !noalias !37
  %1050 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1049, i32 0, i32 2
  %1051 = load ptr, ptr %1050, align 8, !noalias !37
  %1052 = call i64 @MEM_readLEST(ptr noundef %1051), !noalias !37
  %1053 = load ptr, ptr %229, align 8, !noalias !37
  store i64 %1052, ptr %1053, align 8, !noalias !37
  %1054 = load i32, ptr %231, align 4, !noalias !37
  store i32 %1054, ptr %228, align 4, !noalias !37
  br label %1055

1055:                                             ; preds = %1035, %1007, %1006, %989, %978
  %1056 = load i32, ptr %228, align 4, !noalias !37
  br label %1057

1057:                                             ; preds = %1055, %963, %960
  %1058 = load i8, ptr %302, align 1, !noalias !37
  %1059 = zext i8 %1058 to i32
  %1060 = icmp sgt i32 %1059, 0
  br i1 %1060, label %1061, label %1068

1061:                                             ; preds = %1057
  %1062 = load ptr, ptr %295, align 8, !noalias !37
  %1063 = load i8, ptr %302, align 1, !noalias !37
  %1064 = zext i8 %1063 to i32
  %1065 = call i64 @BIT_readBitsFast(ptr noundef %1062, i32 noundef %1064), !noalias !37
  %1066 = load i64, ptr %358, align 8, !alias.scope !37
  %1067 = add i64 %1066, %1065
  store i64 %1067, ptr %358, align 8, !alias.scope !37
  br label %1068

1068:                                             ; preds = %1061, %1057
  %1069 = call i32 @MEM_32bits(), !noalias !37
  %1070 = icmp ne i32 %1069, 0
  br i1 %1070, label %1071, label %1159

1071:                                             ; preds = %1068
  %1072 = load ptr, ptr %295, align 8, !noalias !37
  store ptr %1072, ptr %225, align 8, !noalias !37
  %1073 = load ptr, ptr %225, align 8, !noalias !37
  %1074 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1073, i32 0, i32 1
  %1075 = load i32, ptr %1074, align 8, !noalias !37
  %1076 = zext i32 %1075 to i64
  %1077 = icmp ugt i64 %1076, 64
  %1078 = zext i1 %1077 to i32
  %1079 = sext i32 %1078 to i64
  br i1 %1077, label %1080, label %1083

1080:                                             ; preds = %1071
  %1081 = load ptr, ptr %225, align 8, !noalias !37
  %1082 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1081, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1082, align 8, !noalias !37
  store i32 3, ptr %224, align 4, !noalias !37
  br label %1157

1083:                                             ; preds = %1071
  %1084 = load ptr, ptr %225, align 8, !noalias !37
  %1085 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1084, i32 0, i32 2
  %1086 = load ptr, ptr %1085, align 8, !noalias !37
  %1087 = load ptr, ptr %225, align 8, !noalias !37
  %1088 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1087, i32 0, i32 4
  %1089 = load ptr, ptr %1088, align 8, !noalias !37
  %1090 = icmp uge ptr %1086, %1089
  br i1 %1090, label %1091, label %1094

1091:                                             ; preds = %1083
  %1092 = load ptr, ptr %225, align 8, !noalias !37
  %1093 = call i32 @BIT_reloadDStream_internal(ptr noundef %1092), !noalias !37
  store i32 %1093, ptr %224, align 4, !noalias !37
  br label %1157

1094:                                             ; preds = %1083
  %1095 = load ptr, ptr %225, align 8, !noalias !37
  %1096 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1095, i32 0, i32 2
  %1097 = load ptr, ptr %1096, align 8, !noalias !37
  %1098 = load ptr, ptr %225, align 8, !noalias !37
  %1099 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1098, i32 0, i32 3
  %1100 = load ptr, ptr %1099, align 8, !noalias !37
  %1101 = icmp eq ptr %1097, %1100
  br i1 %1101, label %1102, label %1110

1102:                                             ; preds = %1094
  %1103 = load ptr, ptr %225, align 8, !noalias !37
  %1104 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1103, i32 0, i32 1
  %1105 = load i32, ptr %1104, align 8, !noalias !37
  %1106 = zext i32 %1105 to i64
  %1107 = icmp ult i64 %1106, 64
  br i1 %1107, label %1108, label %1109

1108:                                             ; preds = %1102
  store i32 1, ptr %224, align 4, !noalias !37
  br label %1157

1109:                                             ; preds = %1102
  store i32 2, ptr %224, align 4, !noalias !37
  br label %1157

1110:                                             ; preds = %1094
  %1111 = load ptr, ptr %225, align 8, !noalias !37
  %1112 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1111, i32 0, i32 1
  %1113 = load i32, ptr %1112, align 8, !noalias !37
  %1114 = lshr i32 %1113, 3
  store i32 %1114, ptr %226, align 4, !noalias !37
  store i32 0, ptr %227, align 4, !noalias !37
  %1115 = load ptr, ptr %225, align 8, !noalias !37
  %1116 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1115, i32 0, i32 2
  %1117 = load ptr, ptr %1116, align 8, !noalias !37
  %1118 = load i32, ptr %226, align 4, !noalias !37
  %1119 = zext i32 %1118 to i64
  %1120 = sub i64 0, %1119
  %1121 = getelementptr inbounds i8, ptr %1117, i64 %1120
  %1122 = load ptr, ptr %225, align 8, !noalias !37
  %1123 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1122, i32 0, i32 3
  %1124 = load ptr, ptr %1123, align 8, !noalias !37
  %1125 = icmp ult ptr %1121, %1124
  br i1 %1125, label %1126, label %1137

1126:                                             ; preds = %1110
  %1127 = load ptr, ptr %225, align 8, !noalias !37
  %1128 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1127, i32 0, i32 2
  %1129 = load ptr, ptr %1128, align 8, !noalias !37
  %1130 = load ptr, ptr %225, align 8, !noalias !37
  %1131 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1130, i32 0, i32 3
  %1132 = load ptr, ptr %1131, align 8, !noalias !37
  %1133 = ptrtoint ptr %1129 to i64
  %1134 = ptrtoint ptr %1132 to i64
  %1135 = sub i64 %1133, %1134
  %1136 = trunc i64 %1135 to i32
  store i32 %1136, ptr %226, align 4, !noalias !37
  store i32 1, ptr %227, align 4, !noalias !37
  br label %1137

1137:                                             ; preds = %1126, %1110
  %1138 = load i32, ptr %226, align 4, !noalias !37
  %1139 = load ptr, ptr %225, align 8, !noalias !37
  %1140 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1139, i32 0, i32 2
  %1141 = load ptr, ptr %1140, align 8, !noalias !37
  %1142 = zext i32 %1138 to i64
  %1143 = sub i64 0, %1142
  %1144 = getelementptr inbounds i8, ptr %1141, i64 %1143
  store ptr %1144, ptr %1140, align 8, !noalias !37
  %1145 = load i32, ptr %226, align 4, !noalias !37
  %1146 = mul i32 %1145, 8
  %1147 = load ptr, ptr %225, align 8, !noalias !37
  %1148 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1147, i32 0, i32 1
  %1149 = load i32, ptr %1148, align 8, !noalias !37
  %1150 = sub i32 %1149, %1146
  store i32 %1150, ptr %1148, align 8, !noalias !37
  %1151 = load ptr, ptr %225, align 8, !noalias !37
  %1152 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1151, i32 0, i32 2
  %1153 = load ptr, ptr %1152, align 8, !noalias !37
  %1154 = call i64 @MEM_readLEST(ptr noundef %1153), !noalias !37
  %1155 = load ptr, ptr %225, align 8, !noalias !37
  store i64 %1154, ptr %1155, align 8, !noalias !37
  %1156 = load i32, ptr %227, align 4, !noalias !37
  store i32 %1156, ptr %224, align 4, !noalias !37
  br label %1157

1157:                                             ; preds = %1137, %1109, %1108, %1091, %1080
  %1158 = load i32, ptr %224, align 4, !noalias !37
  br label %1159

1159:                                             ; preds = %1157, %1068
  %1160 = load i32, ptr %297, align 4, !noalias !37
  %1161 = icmp ne i32 %1160, 0
  br i1 %1161, label %1476, label %1162

1162:                                             ; preds = %1159
  %1163 = load ptr, ptr %295, align 8, !noalias !37
  %1164 = getelementptr inbounds %struct.seqState_t, ptr %1163, i32 0, i32 1
  %1165 = load ptr, ptr %295, align 8, !noalias !37
  %1166 = load i16, ptr %306, align 2, !noalias !37
  %1167 = load i32, ptr %309, align 4, !noalias !37
  store ptr %1164, ptr %151, align 8, !noalias !37
  store ptr %1165, ptr %152, align 8, !noalias !37
  store i16 %1166, ptr %153, align 2, !noalias !37
  store i32 %1167, ptr %154, align 4, !noalias !37
  %1168 = load ptr, ptr %152, align 8, !noalias !37
  %1169 = load i32, ptr %154, align 4, !noalias !37
  store ptr %1168, ptr %148, align 8, !noalias !37
  store i32 %1169, ptr %149, align 4, !noalias !37
  %1170 = load ptr, ptr %148, align 8, !noalias !37
  %1171 = load i32, ptr %149, align 4, !noalias !37
  store ptr %1170, ptr %146, align 8, !noalias !37
  store i32 %1171, ptr %147, align 4, !noalias !37
  %1172 = load ptr, ptr %146, align 8, !noalias !37
  %1173 = load i64, ptr %1172, align 8, !noalias !37
  %1174 = load ptr, ptr %146, align 8, !noalias !37
  %1175 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1174, i32 0, i32 1
  %1176 = load i32, ptr %1175, align 8, !noalias !37
  %1177 = zext i32 %1176 to i64
  %1178 = sub i64 64, %1177
  %1179 = load i32, ptr %147, align 4, !noalias !37
  %1180 = zext i32 %1179 to i64
  %1181 = sub i64 %1178, %1180
  %1182 = trunc i64 %1181 to i32
  %1183 = load i32, ptr %147, align 4, !noalias !37
  store i64 %1173, ptr %140, align 8, !noalias !37
  store i32 %1182, ptr %141, align 4, !noalias !37
  store i32 %1183, ptr %142, align 4, !noalias !37
  store i32 63, ptr %143, align 4, !noalias !37
  %1184 = load i64, ptr %140, align 8, !noalias !37
  %1185 = load i32, ptr %141, align 4, !noalias !37
  %1186 = and i32 %1185, 63
  %1187 = zext i32 %1186 to i64
  %1188 = lshr i64 %1184, %1187
  %1189 = load i32, ptr %142, align 4, !noalias !37
  %1190 = zext i32 %1189 to i64
  %1191 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %1190
  %1192 = load i32, ptr %1191, align 4, !noalias !37
  %1193 = zext i32 %1192 to i64
  %1194 = and i64 %1188, %1193
  store i64 %1194, ptr %150, align 8, !noalias !37
  %1195 = load ptr, ptr %148, align 8, !noalias !37
  %1196 = load i32, ptr %149, align 4, !noalias !37
  store ptr %1195, ptr %144, align 8, !noalias !37
  store i32 %1196, ptr %145, align 4, !noalias !37
  %1197 = load i32, ptr %145, align 4, !noalias !37
  %1198 = load ptr, ptr %144, align 8, !noalias !37
  %1199 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1198, i32 0, i32 1
  %1200 = load i32, ptr %1199, align 8, !noalias !37
  %1201 = add i32 %1200, %1197
  store i32 %1201, ptr %1199, align 8, !noalias !37
  %1202 = load i64, ptr %150, align 8, !noalias !37
  store i64 %1202, ptr %155, align 8, !noalias !37
  %1203 = load i16, ptr %153, align 2, !noalias !37
  %1204 = zext i16 %1203 to i64
  %1205 = load i64, ptr %155, align 8, !noalias !37
  %1206 = add i64 %1204, %1205
  %1207 = load ptr, ptr %151, align 8, !noalias !37
  store i64 %1206, ptr %1207, align 8, !noalias !37
  %1208 = load ptr, ptr %295, align 8, !noalias !37
  %1209 = getelementptr inbounds %struct.seqState_t, ptr %1208, i32 0, i32 3
  %1210 = load ptr, ptr %295, align 8, !noalias !37
  %1211 = load i16, ptr %307, align 2, !noalias !37
  %1212 = load i32, ptr %310, align 4, !noalias !37
  store ptr %1209, ptr %167, align 8, !noalias !37
  store ptr %1210, ptr %168, align 8, !noalias !37
  store i16 %1211, ptr %169, align 2, !noalias !37
  store i32 %1212, ptr %170, align 4, !noalias !37
  %1213 = load ptr, ptr %168, align 8, !noalias !37
  %1214 = load i32, ptr %170, align 4, !noalias !37
  store ptr %1213, ptr %164, align 8, !noalias !37
  store i32 %1214, ptr %165, align 4, !noalias !37
  %1215 = load ptr, ptr %164, align 8, !noalias !37
  %1216 = load i32, ptr %165, align 4, !noalias !37
  store ptr %1215, ptr %162, align 8, !noalias !37
  store i32 %1216, ptr %163, align 4, !noalias !37
  %1217 = load ptr, ptr %162, align 8, !noalias !37
  %1218 = load i64, ptr %1217, align 8, !noalias !37
  %1219 = load ptr, ptr %162, align 8, !noalias !37
  %1220 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1219, i32 0, i32 1
  %1221 = load i32, ptr %1220, align 8, !noalias !37
  %1222 = zext i32 %1221 to i64
  %1223 = sub i64 64, %1222
  %1224 = load i32, ptr %163, align 4, !noalias !37
  %1225 = zext i32 %1224 to i64
  %1226 = sub i64 %1223, %1225
  %1227 = trunc i64 %1226 to i32
  %1228 = load i32, ptr %163, align 4, !noalias !37
  store i64 %1218, ptr %156, align 8, !noalias !37
  store i32 %1227, ptr %157, align 4, !noalias !37
  store i32 %1228, ptr %158, align 4, !noalias !37
  store i32 63, ptr %159, align 4, !noalias !37
  %1229 = load i64, ptr %156, align 8, !noalias !37
  %1230 = load i32, ptr %157, align 4, !noalias !37
  %1231 = and i32 %1230, 63
  %1232 = zext i32 %1231 to i64
  %1233 = lshr i64 %1229, %1232
  %1234 = load i32, ptr %158, align 4, !noalias !37
  %1235 = zext i32 %1234 to i64
  %1236 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %1235
  %1237 = load i32, ptr %1236, align 4, !noalias !37
  %1238 = zext i32 %1237 to i64
  %1239 = and i64 %1233, %1238
  store i64 %1239, ptr %166, align 8, !noalias !37
  %1240 = load ptr, ptr %164, align 8, !noalias !37
  %1241 = load i32, ptr %165, align 4, !noalias !37
  store ptr %1240, ptr %160, align 8, !noalias !37
  store i32 %1241, ptr %161, align 4, !noalias !37
  %1242 = load i32, ptr %161, align 4, !noalias !37
  %1243 = load ptr, ptr %160, align 8, !noalias !37
  %1244 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1243, i32 0, i32 1
  %1245 = load i32, ptr %1244, align 8, !noalias !37
  %1246 = add i32 %1245, %1242
  store i32 %1246, ptr %1244, align 8, !noalias !37
  %1247 = load i64, ptr %166, align 8, !noalias !37
  store i64 %1247, ptr %171, align 8, !noalias !37
  %1248 = load i16, ptr %169, align 2, !noalias !37
  %1249 = zext i16 %1248 to i64
  %1250 = load i64, ptr %171, align 8, !noalias !37
  %1251 = add i64 %1249, %1250
  %1252 = load ptr, ptr %167, align 8, !noalias !37
  store i64 %1251, ptr %1252, align 8, !noalias !37
  %1253 = call i32 @MEM_32bits(), !noalias !37
  %1254 = icmp ne i32 %1253, 0
  br i1 %1254, label %1255, label %1343

1255:                                             ; preds = %1162
  %1256 = load ptr, ptr %295, align 8, !noalias !37
  store ptr %1256, ptr %221, align 8, !noalias !37
  %1257 = load ptr, ptr %221, align 8, !noalias !37
  %1258 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1257, i32 0, i32 1
  %1259 = load i32, ptr %1258, align 8, !noalias !37
  %1260 = zext i32 %1259 to i64
  %1261 = icmp ugt i64 %1260, 64
  %1262 = zext i1 %1261 to i32
  %1263 = sext i32 %1262 to i64
  br i1 %1261, label %1264, label %1267

1264:                                             ; preds = %1255
  %1265 = load ptr, ptr %221, align 8, !noalias !37
  %1266 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1265, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1266, align 8, !noalias !37
  store i32 3, ptr %220, align 4, !noalias !37
  br label %1341

1267:                                             ; preds = %1255
  %1268 = load ptr, ptr %221, align 8, !noalias !37
  %1269 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1268, i32 0, i32 2
  %1270 = load ptr, ptr %1269, align 8, !noalias !37
  %1271 = load ptr, ptr %221, align 8, !noalias !37
  %1272 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1271, i32 0, i32 4
  %1273 = load ptr, ptr %1272, align 8, !noalias !37
  %1274 = icmp uge ptr %1270, %1273
  br i1 %1274, label %1275, label %1278

1275:                                             ; preds = %1267
  %1276 = load ptr, ptr %221, align 8, !noalias !37
  %1277 = call i32 @BIT_reloadDStream_internal(ptr noundef %1276), !noalias !37
  store i32 %1277, ptr %220, align 4, !noalias !37
  br label %1341

1278:                                             ; preds = %1267
  %1279 = load ptr, ptr %221, align 8, !noalias !37
  %1280 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1279, i32 0, i32 2
  %1281 = load ptr, ptr %1280, align 8, !noalias !37
  %1282 = load ptr, ptr %221, align 8, !noalias !37
  %1283 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1282, i32 0, i32 3
  %1284 = load ptr, ptr %1283, align 8, !noalias !37
  %1285 = icmp eq ptr %1281, %1284
  br i1 %1285, label %1286, label %1294

1286:                                             ; preds = %1278
  %1287 = load ptr, ptr %221, align 8, !noalias !37
  %1288 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1287, i32 0, i32 1
  %1289 = load i32, ptr %1288, align 8, !noalias !37
  %1290 = zext i32 %1289 to i64
  %1291 = icmp ult i64 %1290, 64
  br i1 %1291, label %1292, label %1293

1292:                                             ; preds = %1286
  store i32 1, ptr %220, align 4, !noalias !37
  br label %1341

1293:                                             ; preds = %1286
  store i32 2, ptr %220, align 4, !noalias !37
  br label %1341

1294:                                             ; preds = %1278
  %1295 = load ptr, ptr %221, align 8, !noalias !37
  %1296 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1295, i32 0, i32 1
  %1297 = load i32, ptr %1296, align 8, !noalias !37
  %1298 = lshr i32 %1297, 3
  store i32 %1298, ptr %222, align 4, !noalias !37
  store i32 0, ptr %223, align 4, !noalias !37
  %1299 = load ptr, ptr %221, align 8, !noalias !37
  %1300 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1299, i32 0, i32 2
  %1301 = load ptr, ptr %1300, align 8, !noalias !37
  %1302 = load i32, ptr %222, align 4, !noalias !37
  %1303 = zext i32 %1302 to i64
  %1304 = sub i64 0, %1303
  %1305 = getelementptr inbounds i8, ptr %1301, i64 %1304
  %1306 = load ptr, ptr %221, align 8, !noalias !37
  %1307 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1306, i32 0, i32 3
  %1308 = load ptr, ptr %1307, align 8, !noalias !37
  %1309 = icmp ult ptr %1305, %1308
  br i1 %1309, label %1310, label %1321

1310:                                             ; preds = %1294
  %1311 = load ptr, ptr %221, align 8, !noalias !37
  %1312 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1311, i32 0, i32 2
  %1313 = load ptr, ptr %1312, align 8, !noalias !37
  %1314 = load ptr, ptr %221, align 8, !noalias !37
  %1315 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1314, i32 0, i32 3
  %1316 = load ptr, ptr %1315, align 8, !noalias !37
  %1317 = ptrtoint ptr %1313 to i64
  %1318 = ptrtoint ptr %1316 to i64
  %1319 = sub i64 %1317, %1318
  %1320 = trunc i64 %1319 to i32
  store i32 %1320, ptr %222, align 4, !noalias !37
  store i32 1, ptr %223, align 4, !noalias !37
  br label %1321

1321:                                             ; preds = %1310, %1294
  %1322 = load i32, ptr %222, align 4, !noalias !37
  %1323 = load ptr, ptr %221, align 8, !noalias !37
  %1324 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1323, i32 0, i32 2
  %1325 = load ptr, ptr %1324, align 8, !noalias !37
  %1326 = zext i32 %1322 to i64
  %1327 = sub i64 0, %1326
  %1328 = getelementptr inbounds i8, ptr %1325, i64 %1327
  store ptr %1328, ptr %1324, align 8, !noalias !37
  %1329 = load i32, ptr %222, align 4, !noalias !37
  %1330 = mul i32 %1329, 8
  %1331 = load ptr, ptr %221, align 8, !noalias !37
  %1332 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1331, i32 0, i32 1
  %1333 = load i32, ptr %1332, align 8, !noalias !37
  %1334 = sub i32 %1333, %1330
  store i32 %1334, ptr %1332, align 8, !noalias !37
  %1335 = load ptr, ptr %221, align 8, !noalias !37
  %1336 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1335, i32 0, i32 2
  %1337 = load ptr, ptr %1336, align 8, !noalias !37
  %1338 = call i64 @MEM_readLEST(ptr noundef %1337), !noalias !37
  %1339 = load ptr, ptr %221, align 8, !noalias !37
  store i64 %1338, ptr %1339, align 8, !noalias !37
  %1340 = load i32, ptr %223, align 4, !noalias !37
  store i32 %1340, ptr %220, align 4, !noalias !37
  br label %1341

1341:                                             ; preds = %1321, %1293, %1292, %1275, %1264
  %1342 = load i32, ptr %220, align 4, !noalias !37
  br label %1343

1343:                                             ; preds = %1341, %1162
  %1344 = load ptr, ptr %295, align 8, !noalias !37
  %1345 = getelementptr inbounds %struct.seqState_t, ptr %1344, i32 0, i32 2
  %1346 = load ptr, ptr %295, align 8, !noalias !37
  %1347 = load i16, ptr %308, align 2, !noalias !37
  %1348 = load i32, ptr %311, align 4, !noalias !37
  store ptr %1345, ptr %183, align 8, !noalias !37
  store ptr %1346, ptr %184, align 8, !noalias !37
  store i16 %1347, ptr %185, align 2, !noalias !37
  store i32 %1348, ptr %186, align 4, !noalias !37
  %1349 = load ptr, ptr %184, align 8, !noalias !37
  %1350 = load i32, ptr %186, align 4, !noalias !37
  store ptr %1349, ptr %180, align 8, !noalias !37
  store i32 %1350, ptr %181, align 4, !noalias !37
  %1351 = load ptr, ptr %180, align 8, !noalias !37
  %1352 = load i32, ptr %181, align 4, !noalias !37
  store ptr %1351, ptr %178, align 8, !noalias !37
  store i32 %1352, ptr %179, align 4, !noalias !37
  %1353 = load ptr, ptr %178, align 8, !noalias !37
  %1354 = load i64, ptr %1353, align 8, !noalias !37
  %1355 = load ptr, ptr %178, align 8, !noalias !37
  %1356 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1355, i32 0, i32 1
  %1357 = load i32, ptr %1356, align 8, !noalias !37
  %1358 = zext i32 %1357 to i64
  %1359 = sub i64 64, %1358
  %1360 = load i32, ptr %179, align 4, !noalias !37
  %1361 = zext i32 %1360 to i64
  %1362 = sub i64 %1359, %1361
  %1363 = trunc i64 %1362 to i32
  %1364 = load i32, ptr %179, align 4, !noalias !37
  store i64 %1354, ptr %172, align 8, !noalias !37
  store i32 %1363, ptr %173, align 4, !noalias !37
  store i32 %1364, ptr %174, align 4, !noalias !37
  store i32 63, ptr %175, align 4, !noalias !37
  %1365 = load i64, ptr %172, align 8, !noalias !37
  %1366 = load i32, ptr %173, align 4, !noalias !37
  %1367 = and i32 %1366, 63
  %1368 = zext i32 %1367 to i64
  %1369 = lshr i64 %1365, %1368
  %1370 = load i32, ptr %174, align 4, !noalias !37
  %1371 = zext i32 %1370 to i64
  %1372 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %1371
  %1373 = load i32, ptr %1372, align 4, !noalias !37
  %1374 = zext i32 %1373 to i64
  %1375 = and i64 %1369, %1374
  store i64 %1375, ptr %182, align 8, !noalias !37
  %1376 = load ptr, ptr %180, align 8, !noalias !37
  %1377 = load i32, ptr %181, align 4, !noalias !37
  store ptr %1376, ptr %176, align 8, !noalias !37
  store i32 %1377, ptr %177, align 4, !noalias !37
  %1378 = load i32, ptr %177, align 4, !noalias !37
  %1379 = load ptr, ptr %176, align 8, !noalias !37
  %1380 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1379, i32 0, i32 1
  %1381 = load i32, ptr %1380, align 8, !noalias !37
  %1382 = add i32 %1381, %1378
  store i32 %1382, ptr %1380, align 8, !noalias !37
  %1383 = load i64, ptr %182, align 8, !noalias !37
  store i64 %1383, ptr %187, align 8, !noalias !37
  %1384 = load i16, ptr %185, align 2, !noalias !37
  %1385 = zext i16 %1384 to i64
  %1386 = load i64, ptr %187, align 8, !noalias !37
  %1387 = add i64 %1385, %1386
  %1388 = load ptr, ptr %183, align 8, !noalias !37
  store i64 %1387, ptr %1388, align 8, !noalias !37
  %1389 = load ptr, ptr %295, align 8, !noalias !37
  store ptr %1389, ptr %217, align 8, !noalias !37
  %1390 = load ptr, ptr %217, align 8, !noalias !37
  %1391 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1390, i32 0, i32 1
  %1392 = load i32, ptr %1391, align 8, !noalias !37
  %1393 = zext i32 %1392 to i64
  %1394 = icmp ugt i64 %1393, 64
  %1395 = zext i1 %1394 to i32
  %1396 = sext i32 %1395 to i64
  br i1 %1394, label %1397, label %1400

1397:                                             ; preds = %1343
  %1398 = load ptr, ptr %217, align 8, !noalias !37
  %1399 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1398, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1399, align 8, !noalias !37
  store i32 3, ptr %216, align 4, !noalias !37
  br label %1474

1400:                                             ; preds = %1343
  %1401 = load ptr, ptr %217, align 8, !noalias !37
  %1402 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1401, i32 0, i32 2
  %1403 = load ptr, ptr %1402, align 8, !noalias !37
  %1404 = load ptr, ptr %217, align 8, !noalias !37
  %1405 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1404, i32 0, i32 4
  %1406 = load ptr, ptr %1405, align 8, !noalias !37
  %1407 = icmp uge ptr %1403, %1406
  br i1 %1407, label %1408, label %1411

1408:                                             ; preds = %1400
  %1409 = load ptr, ptr %217, align 8, !noalias !37
  %1410 = call i32 @BIT_reloadDStream_internal(ptr noundef %1409), !noalias !37
  store i32 %1410, ptr %216, align 4, !noalias !37
  br label %1474

1411:                                             ; preds = %1400
  %1412 = load ptr, ptr %217, align 8, !noalias !37
  %1413 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1412, i32 0, i32 2
  %1414 = load ptr, ptr %1413, align 8, !noalias !37
  %1415 = load ptr, ptr %217, align 8, !noalias !37
  %1416 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1415, i32 0, i32 3
  %1417 = load ptr, ptr %1416, align 8, !noalias !37
  %1418 = icmp eq ptr %1414, %1417
  br i1 %1418, label %1419, label %1427

1419:                                             ; preds = %1411
  %1420 = load ptr, ptr %217, align 8, !noalias !37
  %1421 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1420, i32 0, i32 1
  %1422 = load i32, ptr %1421, align 8, !noalias !37
  %1423 = zext i32 %1422 to i64
  %1424 = icmp ult i64 %1423, 64
  br i1 %1424, label %1425, label %1426

1425:                                             ; preds = %1419
  store i32 1, ptr %216, align 4, !noalias !37
  br label %1474

1426:                                             ; preds = %1419
  store i32 2, ptr %216, align 4, !noalias !37
  br label %1474

1427:                                             ; preds = %1411
  %1428 = load ptr, ptr %217, align 8, !noalias !37
  %1429 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1428, i32 0, i32 1
  %1430 = load i32, ptr %1429, align 8, !noalias !37
  %1431 = lshr i32 %1430, 3
  store i32 %1431, ptr %218, align 4, !noalias !37
  store i32 0, ptr %219, align 4, !noalias !37
  %1432 = load ptr, ptr %217, align 8, !noalias !37
  %1433 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1432, i32 0, i32 2
  %1434 = load ptr, ptr %1433, align 8, !noalias !37
  %1435 = load i32, ptr %218, align 4, !noalias !37
  %1436 = zext i32 %1435 to i64
  %1437 = sub i64 0, %1436
  %1438 = getelementptr inbounds i8, ptr %1434, i64 %1437
  %1439 = load ptr, ptr %217, align 8, !noalias !37
  %1440 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1439, i32 0, i32 3
  %1441 = load ptr, ptr %1440, align 8, !noalias !37
  %1442 = icmp ult ptr %1438, %1441
  br i1 %1442, label %1443, label %1454

1443:                                             ; preds = %1427
  %1444 = load ptr, ptr %217, align 8, !noalias !37
  %1445 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1444, i32 0, i32 2
  %1446 = load ptr, ptr %1445, align 8, !noalias !37
  %1447 = load ptr, ptr %217, align 8, !noalias !37
  %1448 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1447, i32 0, i32 3
  %1449 = load ptr, ptr %1448, align 8, !noalias !37
  %1450 = ptrtoint ptr %1446 to i64
  %1451 = ptrtoint ptr %1449 to i64
  %1452 = sub i64 %1450, %1451
  %1453 = trunc i64 %1452 to i32
  store i32 %1453, ptr %218, align 4, !noalias !37
  store i32 1, ptr %219, align 4, !noalias !37
  br label %1454

1454:                                             ; preds = %1443, %1427
  %1455 = load i32, ptr %218, align 4, !noalias !37
  %1456 = load ptr, ptr %217, align 8, !noalias !37
  %1457 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1456, i32 0, i32 2
  %1458 = load ptr, ptr %1457, align 8, !noalias !37
  %1459 = zext i32 %1455 to i64
  %1460 = sub i64 0, %1459
  %1461 = getelementptr inbounds i8, ptr %1458, i64 %1460
  store ptr %1461, ptr %1457, align 8, !noalias !37
  %1462 = load i32, ptr %218, align 4, !noalias !37
  %1463 = mul i32 %1462, 8
  %1464 = load ptr, ptr %217, align 8, !noalias !37
  %1465 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1464, i32 0, i32 1
  %1466 = load i32, ptr %1465, align 8, !noalias !37
  %1467 = sub i32 %1466, %1463
  store i32 %1467, ptr %1465, align 8, !noalias !37
  %1468 = load ptr, ptr %217, align 8, !noalias !37
  %1469 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1468, i32 0, i32 2
  %1470 = load ptr, ptr %1469, align 8, !noalias !37
  %1471 = call i64 @MEM_readLEST(ptr noundef %1470), !noalias !37
  %1472 = load ptr, ptr %217, align 8, !noalias !37
  store i64 %1471, ptr %1472, align 8, !noalias !37
  %1473 = load i32, ptr %219, align 4, !noalias !37
  store i32 %1473, ptr %216, align 4, !noalias !37
  br label %1474

1474:                                             ; preds = %1454, %1426, %1425, %1408, %1397
  %1475 = load i32, ptr %216, align 4, !noalias !37
  br label %1476

1476:                                             ; preds = %1474, %1159
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %357, ptr align 8 %358, i64 24, i1 false)
  %1477 = load ptr, ptr %350, align 8
  %1478 = load i64, ptr %357, align 8
  %1479 = getelementptr inbounds i8, ptr %1477, i64 %1478
  %1480 = load ptr, ptr %338, align 8
  %1481 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1480, i32 0, i32 53
  %1482 = load ptr, ptr %1481, align 8
  %1483 = icmp ugt ptr %1479, %1482
  br i1 %1483, label %1484, label %1485

1484:                                             ; preds = %1476
  br label %1897

1485:                                             ; preds = %1476
  %1486 = load ptr, ptr %349, align 8
  %1487 = load ptr, ptr %348, align 8
  %1488 = load ptr, ptr %350, align 8
  %1489 = load i64, ptr %357, align 8
  %1490 = getelementptr inbounds i8, ptr %1488, i64 %1489
  %1491 = getelementptr inbounds i8, ptr %1490, i64 -32
  %1492 = load ptr, ptr %351, align 8
  %1493 = load ptr, ptr %352, align 8
  %1494 = load ptr, ptr %353, align 8
  %1495 = load ptr, ptr %354, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %360, ptr align 8 %357, i64 24, i1 false)
  store ptr %1486, ptr %245, align 8
  store ptr %1487, ptr %246, align 8
  store ptr %1491, ptr %247, align 8
  store ptr %360, ptr %248, align 8
  store ptr %350, ptr %249, align 8
  store ptr %1492, ptr %250, align 8
  store ptr %1493, ptr %251, align 8
  store ptr %1494, ptr %252, align 8
  store ptr %1495, ptr %253, align 8
  %1496 = load ptr, ptr %245, align 8
  %1497 = load i64, ptr %360, align 8
  %1498 = getelementptr inbounds i8, ptr %1496, i64 %1497
  store ptr %1498, ptr %254, align 8
  %1499 = load i64, ptr %360, align 8
  %1500 = getelementptr inbounds %struct.seq_t, ptr %360, i32 0, i32 1
  %1501 = load i64, ptr %1500, align 8
  %1502 = add i64 %1499, %1501
  store i64 %1502, ptr %255, align 8
  %1503 = load ptr, ptr %245, align 8
  %1504 = load i64, ptr %255, align 8
  %1505 = getelementptr inbounds i8, ptr %1503, i64 %1504
  store ptr %1505, ptr %256, align 8
  %1506 = load ptr, ptr %249, align 8
  %1507 = load ptr, ptr %1506, align 8
  %1508 = load i64, ptr %360, align 8
  %1509 = getelementptr inbounds i8, ptr %1507, i64 %1508
  store ptr %1509, ptr %257, align 8
  %1510 = load ptr, ptr %254, align 8
  %1511 = getelementptr inbounds %struct.seq_t, ptr %360, i32 0, i32 2
  %1512 = load i64, ptr %1511, align 8
  %1513 = sub i64 0, %1512
  %1514 = getelementptr inbounds i8, ptr %1510, i64 %1513
  store ptr %1514, ptr %258, align 8
  %1515 = load ptr, ptr %257, align 8
  %1516 = load ptr, ptr %250, align 8
  %1517 = icmp ugt ptr %1515, %1516
  br i1 %1517, label %1536, label %1518

1518:                                             ; preds = %1485
  %1519 = load ptr, ptr %256, align 8
  %1520 = load ptr, ptr %247, align 8
  %1521 = icmp ugt ptr %1519, %1520
  br i1 %1521, label %1536, label %1522

1522:                                             ; preds = %1518
  %1523 = call i32 @MEM_32bits()
  %1524 = icmp ne i32 %1523, 0
  br i1 %1524, label %1525, label %1534

1525:                                             ; preds = %1522
  %1526 = load ptr, ptr %246, align 8
  %1527 = load ptr, ptr %245, align 8
  %1528 = ptrtoint ptr %1526 to i64
  %1529 = ptrtoint ptr %1527 to i64
  %1530 = sub i64 %1528, %1529
  %1531 = load i64, ptr %255, align 8
  %1532 = add i64 %1531, 32
  %1533 = icmp ult i64 %1530, %1532
  br label %1534

1534:                                             ; preds = %1525, %1522
  %1535 = phi i1 [ false, %1522 ], [ %1533, %1525 ]
  br label %1536

1536:                                             ; preds = %1534, %1518, %1485
  %1537 = phi i1 [ true, %1518 ], [ true, %1485 ], [ %1535, %1534 ]
  %1538 = zext i1 %1537 to i32
  %1539 = sext i32 %1538 to i64
  br i1 %1537, label %1540, label %1550

1540:                                             ; preds = %1536
  %1541 = load ptr, ptr %245, align 8
  %1542 = load ptr, ptr %246, align 8
  %1543 = load ptr, ptr %247, align 8
  %1544 = load ptr, ptr %249, align 8
  %1545 = load ptr, ptr %250, align 8
  %1546 = load ptr, ptr %251, align 8
  %1547 = load ptr, ptr %252, align 8
  %1548 = load ptr, ptr %253, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %259, ptr align 8 %360, i64 24, i1 false)
  %1549 = call i64 @ZSTD_execSequenceEndSplitLitBuffer(ptr noundef %1541, ptr noundef %1542, ptr noundef %1543, ptr noundef %259, ptr noundef %1544, ptr noundef %1545, ptr noundef %1546, ptr noundef %1547, ptr noundef %1548)
  store i64 %1549, ptr %244, align 8
  br label %1883

1550:                                             ; preds = %1536
  %1551 = load ptr, ptr %245, align 8
  %1552 = load ptr, ptr %249, align 8
  %1553 = load ptr, ptr %1552, align 8
  call void @ZSTD_copy16(ptr noundef %1551, ptr noundef %1553)
  %1554 = load i64, ptr %360, align 8
  %1555 = icmp ugt i64 %1554, 16
  %1556 = zext i1 %1555 to i32
  %1557 = sext i32 %1556 to i64
  br i1 %1555, label %1558, label %1622

1558:                                             ; preds = %1550
  %1559 = load ptr, ptr %245, align 8
  %1560 = getelementptr inbounds i8, ptr %1559, i64 16
  %1561 = load ptr, ptr %249, align 8
  %1562 = load ptr, ptr %1561, align 8
  %1563 = getelementptr inbounds i8, ptr %1562, i64 16
  %1564 = load i64, ptr %360, align 8
  %1565 = sub i64 %1564, 16
  store ptr %1560, ptr %84, align 8
  store ptr %1563, ptr %85, align 8
  store i64 %1565, ptr %86, align 8
  store i32 0, ptr %87, align 4
  %1566 = load ptr, ptr %84, align 8
  %1567 = load ptr, ptr %85, align 8
  %1568 = ptrtoint ptr %1566 to i64
  %1569 = ptrtoint ptr %1567 to i64
  %1570 = sub i64 %1568, %1569
  store i64 %1570, ptr %88, align 8
  %1571 = load ptr, ptr %85, align 8
  store ptr %1571, ptr %89, align 8
  %1572 = load ptr, ptr %84, align 8
  store ptr %1572, ptr %90, align 8
  %1573 = load ptr, ptr %90, align 8
  %1574 = load i64, ptr %86, align 8
  %1575 = getelementptr inbounds i8, ptr %1573, i64 %1574
  store ptr %1575, ptr %91, align 8
  %1576 = load i32, ptr %87, align 4
  %1577 = icmp eq i32 %1576, 1
  br i1 %1577, label %1578, label %1593

1578:                                             ; preds = %1558
  %1579 = load i64, ptr %88, align 8
  %1580 = icmp slt i64 %1579, 16
  br i1 %1580, label %1581, label %1593

1581:                                             ; preds = %1578
  br label %1582

1582:                                             ; preds = %1582, %1581
  %1583 = load ptr, ptr %90, align 8
  %1584 = load ptr, ptr %89, align 8
  call void @ZSTD_copy8(ptr noundef %1583, ptr noundef %1584)
  %1585 = load ptr, ptr %90, align 8
  %1586 = getelementptr inbounds i8, ptr %1585, i64 8
  store ptr %1586, ptr %90, align 8
  %1587 = load ptr, ptr %89, align 8
  %1588 = getelementptr inbounds i8, ptr %1587, i64 8
  store ptr %1588, ptr %89, align 8
  %1589 = load ptr, ptr %90, align 8
  %1590 = load ptr, ptr %91, align 8
  %1591 = icmp ult ptr %1589, %1590
  br i1 %1591, label %1582, label %1592, !llvm.loop !27

1592:                                             ; preds = %1582
  br label %1621

1593:                                             ; preds = %1578, %1558
  %1594 = load ptr, ptr %90, align 8
  %1595 = load ptr, ptr %89, align 8
  call void @ZSTD_copy16(ptr noundef %1594, ptr noundef %1595)
  %1596 = load i64, ptr %86, align 8
  %1597 = icmp sge i64 16, %1596
  br i1 %1597, label %1598, label %1599

1598:                                             ; preds = %1593
  br label %1621

1599:                                             ; preds = %1593
  %1600 = load ptr, ptr %90, align 8
  %1601 = getelementptr inbounds i8, ptr %1600, i64 16
  store ptr %1601, ptr %90, align 8
  %1602 = load ptr, ptr %89, align 8
  %1603 = getelementptr inbounds i8, ptr %1602, i64 16
  store ptr %1603, ptr %89, align 8
  br label %1604

1604:                                             ; preds = %1604, %1599
  %1605 = load ptr, ptr %90, align 8
  %1606 = load ptr, ptr %89, align 8
  call void @ZSTD_copy16(ptr noundef %1605, ptr noundef %1606)
  %1607 = load ptr, ptr %90, align 8
  %1608 = getelementptr inbounds i8, ptr %1607, i64 16
  store ptr %1608, ptr %90, align 8
  %1609 = load ptr, ptr %89, align 8
  %1610 = getelementptr inbounds i8, ptr %1609, i64 16
  store ptr %1610, ptr %89, align 8
  %1611 = load ptr, ptr %90, align 8
  %1612 = load ptr, ptr %89, align 8
  call void @ZSTD_copy16(ptr noundef %1611, ptr noundef %1612)
  %1613 = load ptr, ptr %90, align 8
  %1614 = getelementptr inbounds i8, ptr %1613, i64 16
  store ptr %1614, ptr %90, align 8
  %1615 = load ptr, ptr %89, align 8
  %1616 = getelementptr inbounds i8, ptr %1615, i64 16
  store ptr %1616, ptr %89, align 8
  %1617 = load ptr, ptr %90, align 8
  %1618 = load ptr, ptr %91, align 8
  %1619 = icmp ult ptr %1617, %1618
  br i1 %1619, label %1604, label %1620, !llvm.loop !28

1620:                                             ; preds = %1604
  br label %1621

1621:                                             ; preds = %1620, %1598, %1592
  br label %1622

1622:                                             ; preds = %1621, %1550
  %1623 = load ptr, ptr %254, align 8
  store ptr %1623, ptr %245, align 8
  %1624 = load ptr, ptr %257, align 8
  %1625 = load ptr, ptr %249, align 8
  store ptr %1624, ptr %1625, align 8
  %1626 = getelementptr inbounds %struct.seq_t, ptr %360, i32 0, i32 2
  %1627 = load i64, ptr %1626, align 8
  %1628 = load ptr, ptr %254, align 8
  %1629 = load ptr, ptr %251, align 8
  %1630 = ptrtoint ptr %1628 to i64
  %1631 = ptrtoint ptr %1629 to i64
  %1632 = sub i64 %1630, %1631
  %1633 = icmp ugt i64 %1627, %1632
  br i1 %1633, label %1634, label %1683

1634:                                             ; preds = %1622
  %1635 = getelementptr inbounds %struct.seq_t, ptr %360, i32 0, i32 2
  %1636 = load i64, ptr %1635, align 8
  %1637 = load ptr, ptr %254, align 8
  %1638 = load ptr, ptr %252, align 8
  %1639 = ptrtoint ptr %1637 to i64
  %1640 = ptrtoint ptr %1638 to i64
  %1641 = sub i64 %1639, %1640
  %1642 = icmp ugt i64 %1636, %1641
  %1643 = zext i1 %1642 to i32
  %1644 = sext i32 %1643 to i64
  br i1 %1642, label %1645, label %1646

1645:                                             ; preds = %1634
  store i64 -20, ptr %244, align 8
  br label %1883

1646:                                             ; preds = %1634
  %1647 = load ptr, ptr %253, align 8
  %1648 = load ptr, ptr %258, align 8
  %1649 = load ptr, ptr %251, align 8
  %1650 = ptrtoint ptr %1648 to i64
  %1651 = ptrtoint ptr %1649 to i64
  %1652 = sub i64 %1650, %1651
  %1653 = getelementptr inbounds i8, ptr %1647, i64 %1652
  store ptr %1653, ptr %258, align 8
  %1654 = load ptr, ptr %258, align 8
  %1655 = getelementptr inbounds %struct.seq_t, ptr %360, i32 0, i32 1
  %1656 = load i64, ptr %1655, align 8
  %1657 = getelementptr inbounds i8, ptr %1654, i64 %1656
  %1658 = load ptr, ptr %253, align 8
  %1659 = icmp ule ptr %1657, %1658
  br i1 %1659, label %1660, label %1666

1660:                                             ; preds = %1646
  %1661 = load ptr, ptr %254, align 8
  %1662 = load ptr, ptr %258, align 8
  %1663 = getelementptr inbounds %struct.seq_t, ptr %360, i32 0, i32 1
  %1664 = load i64, ptr %1663, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %1661, ptr align 1 %1662, i64 %1664, i1 false)
  %1665 = load i64, ptr %255, align 8
  store i64 %1665, ptr %244, align 8
  br label %1883

1666:                                             ; preds = %1646
  %1667 = load ptr, ptr %253, align 8
  %1668 = load ptr, ptr %258, align 8
  %1669 = ptrtoint ptr %1667 to i64
  %1670 = ptrtoint ptr %1668 to i64
  %1671 = sub i64 %1669, %1670
  store i64 %1671, ptr %260, align 8
  %1672 = load ptr, ptr %254, align 8
  %1673 = load ptr, ptr %258, align 8
  %1674 = load i64, ptr %260, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %1672, ptr align 1 %1673, i64 %1674, i1 false)
  %1675 = load ptr, ptr %254, align 8
  %1676 = load i64, ptr %260, align 8
  %1677 = getelementptr inbounds i8, ptr %1675, i64 %1676
  store ptr %1677, ptr %245, align 8
  %1678 = load i64, ptr %260, align 8
  %1679 = getelementptr inbounds %struct.seq_t, ptr %360, i32 0, i32 1
  %1680 = load i64, ptr %1679, align 8
  %1681 = sub i64 %1680, %1678
  store i64 %1681, ptr %1679, align 8
  %1682 = load ptr, ptr %251, align 8
  store ptr %1682, ptr %258, align 8
  br label %1683

1683:                                             ; preds = %1666, %1622
  %1684 = getelementptr inbounds %struct.seq_t, ptr %360, i32 0, i32 2
  %1685 = load i64, ptr %1684, align 8
  %1686 = icmp uge i64 %1685, 16
  %1687 = zext i1 %1686 to i32
  %1688 = sext i32 %1687 to i64
  br i1 %1686, label %1689, label %1751

1689:                                             ; preds = %1683
  %1690 = load ptr, ptr %245, align 8
  %1691 = load ptr, ptr %258, align 8
  %1692 = getelementptr inbounds %struct.seq_t, ptr %360, i32 0, i32 1
  %1693 = load i64, ptr %1692, align 8
  store ptr %1690, ptr %76, align 8
  store ptr %1691, ptr %77, align 8
  store i64 %1693, ptr %78, align 8
  store i32 0, ptr %79, align 4
  %1694 = load ptr, ptr %76, align 8
  %1695 = load ptr, ptr %77, align 8
  %1696 = ptrtoint ptr %1694 to i64
  %1697 = ptrtoint ptr %1695 to i64
  %1698 = sub i64 %1696, %1697
  store i64 %1698, ptr %80, align 8
  %1699 = load ptr, ptr %77, align 8
  store ptr %1699, ptr %81, align 8
  %1700 = load ptr, ptr %76, align 8
  store ptr %1700, ptr %82, align 8
  %1701 = load ptr, ptr %82, align 8
  %1702 = load i64, ptr %78, align 8
  %1703 = getelementptr inbounds i8, ptr %1701, i64 %1702
  store ptr %1703, ptr %83, align 8
  %1704 = load i32, ptr %79, align 4
  %1705 = icmp eq i32 %1704, 1
  br i1 %1705, label %1706, label %1721

1706:                                             ; preds = %1689
  %1707 = load i64, ptr %80, align 8
  %1708 = icmp slt i64 %1707, 16
  br i1 %1708, label %1709, label %1721

1709:                                             ; preds = %1706
  br label %1710

1710:                                             ; preds = %1710, %1709
  %1711 = load ptr, ptr %82, align 8
  %1712 = load ptr, ptr %81, align 8
  call void @ZSTD_copy8(ptr noundef %1711, ptr noundef %1712)
  %1713 = load ptr, ptr %82, align 8
  %1714 = getelementptr inbounds i8, ptr %1713, i64 8
  store ptr %1714, ptr %82, align 8
  %1715 = load ptr, ptr %81, align 8
  %1716 = getelementptr inbounds i8, ptr %1715, i64 8
  store ptr %1716, ptr %81, align 8
  %1717 = load ptr, ptr %82, align 8
  %1718 = load ptr, ptr %83, align 8
  %1719 = icmp ult ptr %1717, %1718
  br i1 %1719, label %1710, label %1720, !llvm.loop !27

1720:                                             ; preds = %1710
  br label %1749

1721:                                             ; preds = %1706, %1689
  %1722 = load ptr, ptr %82, align 8
  %1723 = load ptr, ptr %81, align 8
  call void @ZSTD_copy16(ptr noundef %1722, ptr noundef %1723)
  %1724 = load i64, ptr %78, align 8
  %1725 = icmp sge i64 16, %1724
  br i1 %1725, label %1726, label %1727

1726:                                             ; preds = %1721
  br label %1749

1727:                                             ; preds = %1721
  %1728 = load ptr, ptr %82, align 8
  %1729 = getelementptr inbounds i8, ptr %1728, i64 16
  store ptr %1729, ptr %82, align 8
  %1730 = load ptr, ptr %81, align 8
  %1731 = getelementptr inbounds i8, ptr %1730, i64 16
  store ptr %1731, ptr %81, align 8
  br label %1732

1732:                                             ; preds = %1732, %1727
  %1733 = load ptr, ptr %82, align 8
  %1734 = load ptr, ptr %81, align 8
  call void @ZSTD_copy16(ptr noundef %1733, ptr noundef %1734)
  %1735 = load ptr, ptr %82, align 8
  %1736 = getelementptr inbounds i8, ptr %1735, i64 16
  store ptr %1736, ptr %82, align 8
  %1737 = load ptr, ptr %81, align 8
  %1738 = getelementptr inbounds i8, ptr %1737, i64 16
  store ptr %1738, ptr %81, align 8
  %1739 = load ptr, ptr %82, align 8
  %1740 = load ptr, ptr %81, align 8
  call void @ZSTD_copy16(ptr noundef %1739, ptr noundef %1740)
  %1741 = load ptr, ptr %82, align 8
  %1742 = getelementptr inbounds i8, ptr %1741, i64 16
  store ptr %1742, ptr %82, align 8
  %1743 = load ptr, ptr %81, align 8
  %1744 = getelementptr inbounds i8, ptr %1743, i64 16
  store ptr %1744, ptr %81, align 8
  %1745 = load ptr, ptr %82, align 8
  %1746 = load ptr, ptr %83, align 8
  %1747 = icmp ult ptr %1745, %1746
  br i1 %1747, label %1732, label %1748, !llvm.loop !28

1748:                                             ; preds = %1732
  br label %1749

1749:                                             ; preds = %1748, %1726, %1720
  %1750 = load i64, ptr %255, align 8
  store i64 %1750, ptr %244, align 8
  br label %1883

1751:                                             ; preds = %1683
  %1752 = getelementptr inbounds %struct.seq_t, ptr %360, i32 0, i32 2
  %1753 = load i64, ptr %1752, align 8
  store ptr %245, ptr %16, align 8
  store ptr %258, ptr %17, align 8
  store i64 %1753, ptr %18, align 8
  %1754 = load i64, ptr %18, align 8
  %1755 = icmp ult i64 %1754, 8
  br i1 %1755, label %1756, label %1804

1756:                                             ; preds = %1751
  %1757 = load i64, ptr %18, align 8
  %1758 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1757
  %1759 = load i32, ptr %1758, align 4
  store i32 %1759, ptr %19, align 4
  %1760 = load ptr, ptr %17, align 8
  %1761 = load ptr, ptr %1760, align 8
  %1762 = load i8, ptr %1761, align 1
  %1763 = load ptr, ptr %16, align 8
  %1764 = load ptr, ptr %1763, align 8
  store i8 %1762, ptr %1764, align 1
  %1765 = load ptr, ptr %17, align 8
  %1766 = load ptr, ptr %1765, align 8
  %1767 = getelementptr inbounds i8, ptr %1766, i64 1
  %1768 = load i8, ptr %1767, align 1
  %1769 = load ptr, ptr %16, align 8
  %1770 = load ptr, ptr %1769, align 8
  %1771 = getelementptr inbounds i8, ptr %1770, i64 1
  store i8 %1768, ptr %1771, align 1
  %1772 = load ptr, ptr %17, align 8
  %1773 = load ptr, ptr %1772, align 8
  %1774 = getelementptr inbounds i8, ptr %1773, i64 2
  %1775 = load i8, ptr %1774, align 1
  %1776 = load ptr, ptr %16, align 8
  %1777 = load ptr, ptr %1776, align 8
  %1778 = getelementptr inbounds i8, ptr %1777, i64 2
  store i8 %1775, ptr %1778, align 1
  %1779 = load ptr, ptr %17, align 8
  %1780 = load ptr, ptr %1779, align 8
  %1781 = getelementptr inbounds i8, ptr %1780, i64 3
  %1782 = load i8, ptr %1781, align 1
  %1783 = load ptr, ptr %16, align 8
  %1784 = load ptr, ptr %1783, align 8
  %1785 = getelementptr inbounds i8, ptr %1784, i64 3
  store i8 %1782, ptr %1785, align 1
  %1786 = load i64, ptr %18, align 8
  %1787 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1786
  %1788 = load i32, ptr %1787, align 4
  %1789 = load ptr, ptr %17, align 8
  %1790 = load ptr, ptr %1789, align 8
  %1791 = zext i32 %1788 to i64
  %1792 = getelementptr inbounds i8, ptr %1790, i64 %1791
  store ptr %1792, ptr %1789, align 8
  %1793 = load ptr, ptr %16, align 8
  %1794 = load ptr, ptr %1793, align 8
  %1795 = getelementptr inbounds i8, ptr %1794, i64 4
  %1796 = load ptr, ptr %17, align 8
  %1797 = load ptr, ptr %1796, align 8
  call void @ZSTD_copy4(ptr noundef %1795, ptr noundef %1797)
  %1798 = load i32, ptr %19, align 4
  %1799 = load ptr, ptr %17, align 8
  %1800 = load ptr, ptr %1799, align 8
  %1801 = sext i32 %1798 to i64
  %1802 = sub i64 0, %1801
  %1803 = getelementptr inbounds i8, ptr %1800, i64 %1802
  store ptr %1803, ptr %1799, align 8
  br label %1809

1804:                                             ; preds = %1751
  %1805 = load ptr, ptr %16, align 8
  %1806 = load ptr, ptr %1805, align 8
  %1807 = load ptr, ptr %17, align 8
  %1808 = load ptr, ptr %1807, align 8
  call void @ZSTD_copy8(ptr noundef %1806, ptr noundef %1808)
  br label %1809

1809:                                             ; preds = %1804, %1756
  %1810 = load ptr, ptr %17, align 8
  %1811 = load ptr, ptr %1810, align 8
  %1812 = getelementptr inbounds i8, ptr %1811, i64 8
  store ptr %1812, ptr %1810, align 8
  %1813 = load ptr, ptr %16, align 8
  %1814 = load ptr, ptr %1813, align 8
  %1815 = getelementptr inbounds i8, ptr %1814, i64 8
  store ptr %1815, ptr %1813, align 8
  %1816 = getelementptr inbounds %struct.seq_t, ptr %360, i32 0, i32 1
  %1817 = load i64, ptr %1816, align 8
  %1818 = icmp ugt i64 %1817, 8
  br i1 %1818, label %1819, label %1881

1819:                                             ; preds = %1809
  %1820 = load ptr, ptr %245, align 8
  %1821 = load ptr, ptr %258, align 8
  %1822 = getelementptr inbounds %struct.seq_t, ptr %360, i32 0, i32 1
  %1823 = load i64, ptr %1822, align 8
  %1824 = sub nsw i64 %1823, 8
  store ptr %1820, ptr %68, align 8
  store ptr %1821, ptr %69, align 8
  store i64 %1824, ptr %70, align 8
  store i32 1, ptr %71, align 4
  %1825 = load ptr, ptr %68, align 8
  %1826 = load ptr, ptr %69, align 8
  %1827 = ptrtoint ptr %1825 to i64
  %1828 = ptrtoint ptr %1826 to i64
  %1829 = sub i64 %1827, %1828
  store i64 %1829, ptr %72, align 8
  %1830 = load ptr, ptr %69, align 8
  store ptr %1830, ptr %73, align 8
  %1831 = load ptr, ptr %68, align 8
  store ptr %1831, ptr %74, align 8
  %1832 = load ptr, ptr %74, align 8
  %1833 = load i64, ptr %70, align 8
  %1834 = getelementptr inbounds i8, ptr %1832, i64 %1833
  store ptr %1834, ptr %75, align 8
  %1835 = load i32, ptr %71, align 4
  %1836 = icmp eq i32 %1835, 1
  br i1 %1836, label %1837, label %1852

1837:                                             ; preds = %1819
  %1838 = load i64, ptr %72, align 8
  %1839 = icmp slt i64 %1838, 16
  br i1 %1839, label %1840, label %1852

1840:                                             ; preds = %1837
  br label %1841

1841:                                             ; preds = %1841, %1840
  %1842 = load ptr, ptr %74, align 8
  %1843 = load ptr, ptr %73, align 8
  call void @ZSTD_copy8(ptr noundef %1842, ptr noundef %1843)
  %1844 = load ptr, ptr %74, align 8
  %1845 = getelementptr inbounds i8, ptr %1844, i64 8
  store ptr %1845, ptr %74, align 8
  %1846 = load ptr, ptr %73, align 8
  %1847 = getelementptr inbounds i8, ptr %1846, i64 8
  store ptr %1847, ptr %73, align 8
  %1848 = load ptr, ptr %74, align 8
  %1849 = load ptr, ptr %75, align 8
  %1850 = icmp ult ptr %1848, %1849
  br i1 %1850, label %1841, label %1851, !llvm.loop !27

1851:                                             ; preds = %1841
  br label %1880

1852:                                             ; preds = %1837, %1819
  %1853 = load ptr, ptr %74, align 8
  %1854 = load ptr, ptr %73, align 8
  call void @ZSTD_copy16(ptr noundef %1853, ptr noundef %1854)
  %1855 = load i64, ptr %70, align 8
  %1856 = icmp sge i64 16, %1855
  br i1 %1856, label %1857, label %1858

1857:                                             ; preds = %1852
  br label %1880

1858:                                             ; preds = %1852
  %1859 = load ptr, ptr %74, align 8
  %1860 = getelementptr inbounds i8, ptr %1859, i64 16
  store ptr %1860, ptr %74, align 8
  %1861 = load ptr, ptr %73, align 8
  %1862 = getelementptr inbounds i8, ptr %1861, i64 16
  store ptr %1862, ptr %73, align 8
  br label %1863

1863:                                             ; preds = %1863, %1858
  %1864 = load ptr, ptr %74, align 8
  %1865 = load ptr, ptr %73, align 8
  call void @ZSTD_copy16(ptr noundef %1864, ptr noundef %1865)
  %1866 = load ptr, ptr %74, align 8
  %1867 = getelementptr inbounds i8, ptr %1866, i64 16
  store ptr %1867, ptr %74, align 8
  %1868 = load ptr, ptr %73, align 8
  %1869 = getelementptr inbounds i8, ptr %1868, i64 16
  store ptr %1869, ptr %73, align 8
  %1870 = load ptr, ptr %74, align 8
  %1871 = load ptr, ptr %73, align 8
  call void @ZSTD_copy16(ptr noundef %1870, ptr noundef %1871)
  %1872 = load ptr, ptr %74, align 8
  %1873 = getelementptr inbounds i8, ptr %1872, i64 16
  store ptr %1873, ptr %74, align 8
  %1874 = load ptr, ptr %73, align 8
  %1875 = getelementptr inbounds i8, ptr %1874, i64 16
  store ptr %1875, ptr %73, align 8
  %1876 = load ptr, ptr %74, align 8
  %1877 = load ptr, ptr %75, align 8
  %1878 = icmp ult ptr %1876, %1877
  br i1 %1878, label %1863, label %1879, !llvm.loop !28

1879:                                             ; preds = %1863
  br label %1880

1880:                                             ; preds = %1879, %1857, %1851
  br label %1881

1881:                                             ; preds = %1880, %1809
  %1882 = load i64, ptr %255, align 8
  store i64 %1882, ptr %244, align 8
  br label %1883

1883:                                             ; preds = %1881, %1749, %1660, %1645, %1540
  %1884 = load i64, ptr %244, align 8
  store i64 %1884, ptr %359, align 8
  %1885 = load i64, ptr %359, align 8
  %1886 = call i32 @ERR_isError(i64 noundef %1885)
  %1887 = zext i32 %1886 to i64
  %1888 = icmp ne i64 %1887, 0
  br i1 %1888, label %1889, label %1891

1889:                                             ; preds = %1883
  %1890 = load i64, ptr %359, align 8
  store i64 %1890, ptr %337, align 8
  br label %3878

1891:                                             ; preds = %1883
  %1892 = load i64, ptr %359, align 8
  %1893 = load ptr, ptr %349, align 8
  %1894 = getelementptr inbounds i8, ptr %1893, i64 %1892
  store ptr %1894, ptr %349, align 8
  %1895 = load i32, ptr %343, align 4
  %1896 = add nsw i32 %1895, -1
  store i32 %1896, ptr %343, align 4
  br label %454, !llvm.loop !40

1897:                                             ; preds = %1484, %454
  %1898 = load i32, ptr %343, align 4
  %1899 = icmp sgt i32 %1898, 0
  br i1 %1899, label %1900, label %2346

1900:                                             ; preds = %1897
  %1901 = load ptr, ptr %338, align 8
  %1902 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1901, i32 0, i32 53
  %1903 = load ptr, ptr %1902, align 8
  %1904 = load ptr, ptr %350, align 8
  %1905 = ptrtoint ptr %1903 to i64
  %1906 = ptrtoint ptr %1904 to i64
  %1907 = sub i64 %1905, %1906
  store i64 %1907, ptr %361, align 8
  %1908 = load i64, ptr %361, align 8
  %1909 = icmp ne i64 %1908, 0
  br i1 %1909, label %1910, label %1929

1910:                                             ; preds = %1900
  %1911 = load i64, ptr %361, align 8
  %1912 = load ptr, ptr %348, align 8
  %1913 = load ptr, ptr %349, align 8
  %1914 = ptrtoint ptr %1912 to i64
  %1915 = ptrtoint ptr %1913 to i64
  %1916 = sub i64 %1914, %1915
  %1917 = icmp ugt i64 %1911, %1916
  br i1 %1917, label %1918, label %1919

1918:                                             ; preds = %1910
  store i64 -70, ptr %337, align 8
  br label %3878

1919:                                             ; preds = %1910
  %1920 = load ptr, ptr %349, align 8
  %1921 = load ptr, ptr %350, align 8
  %1922 = load i64, ptr %361, align 8
  call void @ZSTD_safecopyDstBeforeSrc(ptr noundef %1920, ptr noundef %1921, i64 noundef %1922)
  %1923 = load i64, ptr %361, align 8
  %1924 = load i64, ptr %357, align 8
  %1925 = sub i64 %1924, %1923
  store i64 %1925, ptr %357, align 8
  %1926 = load i64, ptr %361, align 8
  %1927 = load ptr, ptr %349, align 8
  %1928 = getelementptr inbounds i8, ptr %1927, i64 %1926
  store ptr %1928, ptr %349, align 8
  br label %1929

1929:                                             ; preds = %1919, %1900
  %1930 = load ptr, ptr %338, align 8
  %1931 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1930, i32 0, i32 55
  store ptr %1931, ptr %350, align 8
  %1932 = load ptr, ptr %338, align 8
  %1933 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1932, i32 0, i32 55
  %1934 = getelementptr inbounds i8, ptr %1933, i64 65536
  store ptr %1934, ptr %351, align 8
  %1935 = load ptr, ptr %338, align 8
  %1936 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1935, i32 0, i32 54
  store i32 0, ptr %1936, align 8
  %1937 = load ptr, ptr %349, align 8
  %1938 = load ptr, ptr %348, align 8
  %1939 = load ptr, ptr %351, align 8
  %1940 = load ptr, ptr %352, align 8
  %1941 = load ptr, ptr %353, align 8
  %1942 = load ptr, ptr %354, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %363, ptr align 8 %357, i64 24, i1 false)
  store ptr %1937, ptr %262, align 8
  store ptr %1938, ptr %263, align 8
  store ptr %363, ptr %264, align 8
  store ptr %350, ptr %265, align 8
  store ptr %1939, ptr %266, align 8
  store ptr %1940, ptr %267, align 8
  store ptr %1941, ptr %268, align 8
  store ptr %1942, ptr %269, align 8
  %1943 = load ptr, ptr %262, align 8
  %1944 = load i64, ptr %363, align 8
  %1945 = getelementptr inbounds i8, ptr %1943, i64 %1944
  store ptr %1945, ptr %270, align 8
  %1946 = load i64, ptr %363, align 8
  %1947 = getelementptr inbounds %struct.seq_t, ptr %363, i32 0, i32 1
  %1948 = load i64, ptr %1947, align 8
  %1949 = add i64 %1946, %1948
  store i64 %1949, ptr %271, align 8
  %1950 = load ptr, ptr %262, align 8
  %1951 = load i64, ptr %271, align 8
  %1952 = getelementptr inbounds i8, ptr %1950, i64 %1951
  store ptr %1952, ptr %272, align 8
  %1953 = load ptr, ptr %263, align 8
  %1954 = getelementptr inbounds i8, ptr %1953, i64 -32
  store ptr %1954, ptr %273, align 8
  %1955 = load ptr, ptr %265, align 8
  %1956 = load ptr, ptr %1955, align 8
  %1957 = load i64, ptr %363, align 8
  %1958 = getelementptr inbounds i8, ptr %1956, i64 %1957
  store ptr %1958, ptr %274, align 8
  %1959 = load ptr, ptr %270, align 8
  %1960 = getelementptr inbounds %struct.seq_t, ptr %363, i32 0, i32 2
  %1961 = load i64, ptr %1960, align 8
  %1962 = sub i64 0, %1961
  %1963 = getelementptr inbounds i8, ptr %1959, i64 %1962
  store ptr %1963, ptr %275, align 8
  %1964 = load ptr, ptr %275, align 8
  call void @llvm.prefetch.p0(ptr %1964, i32 0, i32 3, i32 1)
  %1965 = load ptr, ptr %274, align 8
  %1966 = load ptr, ptr %266, align 8
  %1967 = icmp ugt ptr %1965, %1966
  br i1 %1967, label %1986, label %1968

1968:                                             ; preds = %1929
  %1969 = load ptr, ptr %272, align 8
  %1970 = load ptr, ptr %273, align 8
  %1971 = icmp ugt ptr %1969, %1970
  br i1 %1971, label %1986, label %1972

1972:                                             ; preds = %1968
  %1973 = call i32 @MEM_32bits()
  %1974 = icmp ne i32 %1973, 0
  br i1 %1974, label %1975, label %1984

1975:                                             ; preds = %1972
  %1976 = load ptr, ptr %263, align 8
  %1977 = load ptr, ptr %262, align 8
  %1978 = ptrtoint ptr %1976 to i64
  %1979 = ptrtoint ptr %1977 to i64
  %1980 = sub i64 %1978, %1979
  %1981 = load i64, ptr %271, align 8
  %1982 = add i64 %1981, 32
  %1983 = icmp ult i64 %1980, %1982
  br label %1984

1984:                                             ; preds = %1975, %1972
  %1985 = phi i1 [ false, %1972 ], [ %1983, %1975 ]
  br label %1986

1986:                                             ; preds = %1984, %1968, %1929
  %1987 = phi i1 [ true, %1968 ], [ true, %1929 ], [ %1985, %1984 ]
  %1988 = zext i1 %1987 to i32
  %1989 = sext i32 %1988 to i64
  br i1 %1987, label %1990, label %1999

1990:                                             ; preds = %1986
  %1991 = load ptr, ptr %262, align 8
  %1992 = load ptr, ptr %263, align 8
  %1993 = load ptr, ptr %265, align 8
  %1994 = load ptr, ptr %266, align 8
  %1995 = load ptr, ptr %267, align 8
  %1996 = load ptr, ptr %268, align 8
  %1997 = load ptr, ptr %269, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %276, ptr align 8 %363, i64 24, i1 false)
  %1998 = call i64 @ZSTD_execSequenceEnd(ptr noundef %1991, ptr noundef %1992, ptr noundef %276, ptr noundef %1993, ptr noundef %1994, ptr noundef %1995, ptr noundef %1996, ptr noundef %1997)
  store i64 %1998, ptr %261, align 8
  br label %2332

1999:                                             ; preds = %1986
  %2000 = load ptr, ptr %262, align 8
  %2001 = load ptr, ptr %265, align 8
  %2002 = load ptr, ptr %2001, align 8
  call void @ZSTD_copy16(ptr noundef %2000, ptr noundef %2002)
  %2003 = load i64, ptr %363, align 8
  %2004 = icmp ugt i64 %2003, 16
  %2005 = zext i1 %2004 to i32
  %2006 = sext i32 %2005 to i64
  br i1 %2004, label %2007, label %2071

2007:                                             ; preds = %1999
  %2008 = load ptr, ptr %262, align 8
  %2009 = getelementptr inbounds i8, ptr %2008, i64 16
  %2010 = load ptr, ptr %265, align 8
  %2011 = load ptr, ptr %2010, align 8
  %2012 = getelementptr inbounds i8, ptr %2011, i64 16
  %2013 = load i64, ptr %363, align 8
  %2014 = sub i64 %2013, 16
  store ptr %2009, ptr %60, align 8
  store ptr %2012, ptr %61, align 8
  store i64 %2014, ptr %62, align 8
  store i32 0, ptr %63, align 4
  %2015 = load ptr, ptr %60, align 8
  %2016 = load ptr, ptr %61, align 8
  %2017 = ptrtoint ptr %2015 to i64
  %2018 = ptrtoint ptr %2016 to i64
  %2019 = sub i64 %2017, %2018
  store i64 %2019, ptr %64, align 8
  %2020 = load ptr, ptr %61, align 8
  store ptr %2020, ptr %65, align 8
  %2021 = load ptr, ptr %60, align 8
  store ptr %2021, ptr %66, align 8
  %2022 = load ptr, ptr %66, align 8
  %2023 = load i64, ptr %62, align 8
  %2024 = getelementptr inbounds i8, ptr %2022, i64 %2023
  store ptr %2024, ptr %67, align 8
  %2025 = load i32, ptr %63, align 4
  %2026 = icmp eq i32 %2025, 1
  br i1 %2026, label %2027, label %2042

2027:                                             ; preds = %2007
  %2028 = load i64, ptr %64, align 8
  %2029 = icmp slt i64 %2028, 16
  br i1 %2029, label %2030, label %2042

2030:                                             ; preds = %2027
  br label %2031

2031:                                             ; preds = %2031, %2030
  %2032 = load ptr, ptr %66, align 8
  %2033 = load ptr, ptr %65, align 8
  call void @ZSTD_copy8(ptr noundef %2032, ptr noundef %2033)
  %2034 = load ptr, ptr %66, align 8
  %2035 = getelementptr inbounds i8, ptr %2034, i64 8
  store ptr %2035, ptr %66, align 8
  %2036 = load ptr, ptr %65, align 8
  %2037 = getelementptr inbounds i8, ptr %2036, i64 8
  store ptr %2037, ptr %65, align 8
  %2038 = load ptr, ptr %66, align 8
  %2039 = load ptr, ptr %67, align 8
  %2040 = icmp ult ptr %2038, %2039
  br i1 %2040, label %2031, label %2041, !llvm.loop !27

2041:                                             ; preds = %2031
  br label %2070

2042:                                             ; preds = %2027, %2007
  %2043 = load ptr, ptr %66, align 8
  %2044 = load ptr, ptr %65, align 8
  call void @ZSTD_copy16(ptr noundef %2043, ptr noundef %2044)
  %2045 = load i64, ptr %62, align 8
  %2046 = icmp sge i64 16, %2045
  br i1 %2046, label %2047, label %2048

2047:                                             ; preds = %2042
  br label %2070

2048:                                             ; preds = %2042
  %2049 = load ptr, ptr %66, align 8
  %2050 = getelementptr inbounds i8, ptr %2049, i64 16
  store ptr %2050, ptr %66, align 8
  %2051 = load ptr, ptr %65, align 8
  %2052 = getelementptr inbounds i8, ptr %2051, i64 16
  store ptr %2052, ptr %65, align 8
  br label %2053

2053:                                             ; preds = %2053, %2048
  %2054 = load ptr, ptr %66, align 8
  %2055 = load ptr, ptr %65, align 8
  call void @ZSTD_copy16(ptr noundef %2054, ptr noundef %2055)
  %2056 = load ptr, ptr %66, align 8
  %2057 = getelementptr inbounds i8, ptr %2056, i64 16
  store ptr %2057, ptr %66, align 8
  %2058 = load ptr, ptr %65, align 8
  %2059 = getelementptr inbounds i8, ptr %2058, i64 16
  store ptr %2059, ptr %65, align 8
  %2060 = load ptr, ptr %66, align 8
  %2061 = load ptr, ptr %65, align 8
  call void @ZSTD_copy16(ptr noundef %2060, ptr noundef %2061)
  %2062 = load ptr, ptr %66, align 8
  %2063 = getelementptr inbounds i8, ptr %2062, i64 16
  store ptr %2063, ptr %66, align 8
  %2064 = load ptr, ptr %65, align 8
  %2065 = getelementptr inbounds i8, ptr %2064, i64 16
  store ptr %2065, ptr %65, align 8
  %2066 = load ptr, ptr %66, align 8
  %2067 = load ptr, ptr %67, align 8
  %2068 = icmp ult ptr %2066, %2067
  br i1 %2068, label %2053, label %2069, !llvm.loop !28

2069:                                             ; preds = %2053
  br label %2070

2070:                                             ; preds = %2069, %2047, %2041
  br label %2071

2071:                                             ; preds = %2070, %1999
  %2072 = load ptr, ptr %270, align 8
  store ptr %2072, ptr %262, align 8
  %2073 = load ptr, ptr %274, align 8
  %2074 = load ptr, ptr %265, align 8
  store ptr %2073, ptr %2074, align 8
  %2075 = getelementptr inbounds %struct.seq_t, ptr %363, i32 0, i32 2
  %2076 = load i64, ptr %2075, align 8
  %2077 = load ptr, ptr %270, align 8
  %2078 = load ptr, ptr %267, align 8
  %2079 = ptrtoint ptr %2077 to i64
  %2080 = ptrtoint ptr %2078 to i64
  %2081 = sub i64 %2079, %2080
  %2082 = icmp ugt i64 %2076, %2081
  br i1 %2082, label %2083, label %2132

2083:                                             ; preds = %2071
  %2084 = getelementptr inbounds %struct.seq_t, ptr %363, i32 0, i32 2
  %2085 = load i64, ptr %2084, align 8
  %2086 = load ptr, ptr %270, align 8
  %2087 = load ptr, ptr %268, align 8
  %2088 = ptrtoint ptr %2086 to i64
  %2089 = ptrtoint ptr %2087 to i64
  %2090 = sub i64 %2088, %2089
  %2091 = icmp ugt i64 %2085, %2090
  %2092 = zext i1 %2091 to i32
  %2093 = sext i32 %2092 to i64
  br i1 %2091, label %2094, label %2095

2094:                                             ; preds = %2083
  store i64 -20, ptr %261, align 8
  br label %2332

2095:                                             ; preds = %2083
  %2096 = load ptr, ptr %269, align 8
  %2097 = load ptr, ptr %275, align 8
  %2098 = load ptr, ptr %267, align 8
  %2099 = ptrtoint ptr %2097 to i64
  %2100 = ptrtoint ptr %2098 to i64
  %2101 = sub i64 %2099, %2100
  %2102 = getelementptr inbounds i8, ptr %2096, i64 %2101
  store ptr %2102, ptr %275, align 8
  %2103 = load ptr, ptr %275, align 8
  %2104 = getelementptr inbounds %struct.seq_t, ptr %363, i32 0, i32 1
  %2105 = load i64, ptr %2104, align 8
  %2106 = getelementptr inbounds i8, ptr %2103, i64 %2105
  %2107 = load ptr, ptr %269, align 8
  %2108 = icmp ule ptr %2106, %2107
  br i1 %2108, label %2109, label %2115

2109:                                             ; preds = %2095
  %2110 = load ptr, ptr %270, align 8
  %2111 = load ptr, ptr %275, align 8
  %2112 = getelementptr inbounds %struct.seq_t, ptr %363, i32 0, i32 1
  %2113 = load i64, ptr %2112, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %2110, ptr align 1 %2111, i64 %2113, i1 false)
  %2114 = load i64, ptr %271, align 8
  store i64 %2114, ptr %261, align 8
  br label %2332

2115:                                             ; preds = %2095
  %2116 = load ptr, ptr %269, align 8
  %2117 = load ptr, ptr %275, align 8
  %2118 = ptrtoint ptr %2116 to i64
  %2119 = ptrtoint ptr %2117 to i64
  %2120 = sub i64 %2118, %2119
  store i64 %2120, ptr %277, align 8
  %2121 = load ptr, ptr %270, align 8
  %2122 = load ptr, ptr %275, align 8
  %2123 = load i64, ptr %277, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %2121, ptr align 1 %2122, i64 %2123, i1 false)
  %2124 = load ptr, ptr %270, align 8
  %2125 = load i64, ptr %277, align 8
  %2126 = getelementptr inbounds i8, ptr %2124, i64 %2125
  store ptr %2126, ptr %262, align 8
  %2127 = load i64, ptr %277, align 8
  %2128 = getelementptr inbounds %struct.seq_t, ptr %363, i32 0, i32 1
  %2129 = load i64, ptr %2128, align 8
  %2130 = sub i64 %2129, %2127
  store i64 %2130, ptr %2128, align 8
  %2131 = load ptr, ptr %267, align 8
  store ptr %2131, ptr %275, align 8
  br label %2132

2132:                                             ; preds = %2115, %2071
  %2133 = getelementptr inbounds %struct.seq_t, ptr %363, i32 0, i32 2
  %2134 = load i64, ptr %2133, align 8
  %2135 = icmp uge i64 %2134, 16
  %2136 = zext i1 %2135 to i32
  %2137 = sext i32 %2136 to i64
  br i1 %2135, label %2138, label %2200

2138:                                             ; preds = %2132
  %2139 = load ptr, ptr %262, align 8
  %2140 = load ptr, ptr %275, align 8
  %2141 = getelementptr inbounds %struct.seq_t, ptr %363, i32 0, i32 1
  %2142 = load i64, ptr %2141, align 8
  store ptr %2139, ptr %52, align 8
  store ptr %2140, ptr %53, align 8
  store i64 %2142, ptr %54, align 8
  store i32 0, ptr %55, align 4
  %2143 = load ptr, ptr %52, align 8
  %2144 = load ptr, ptr %53, align 8
  %2145 = ptrtoint ptr %2143 to i64
  %2146 = ptrtoint ptr %2144 to i64
  %2147 = sub i64 %2145, %2146
  store i64 %2147, ptr %56, align 8
  %2148 = load ptr, ptr %53, align 8
  store ptr %2148, ptr %57, align 8
  %2149 = load ptr, ptr %52, align 8
  store ptr %2149, ptr %58, align 8
  %2150 = load ptr, ptr %58, align 8
  %2151 = load i64, ptr %54, align 8
  %2152 = getelementptr inbounds i8, ptr %2150, i64 %2151
  store ptr %2152, ptr %59, align 8
  %2153 = load i32, ptr %55, align 4
  %2154 = icmp eq i32 %2153, 1
  br i1 %2154, label %2155, label %2170

2155:                                             ; preds = %2138
  %2156 = load i64, ptr %56, align 8
  %2157 = icmp slt i64 %2156, 16
  br i1 %2157, label %2158, label %2170

2158:                                             ; preds = %2155
  br label %2159

2159:                                             ; preds = %2159, %2158
  %2160 = load ptr, ptr %58, align 8
  %2161 = load ptr, ptr %57, align 8
  call void @ZSTD_copy8(ptr noundef %2160, ptr noundef %2161)
  %2162 = load ptr, ptr %58, align 8
  %2163 = getelementptr inbounds i8, ptr %2162, i64 8
  store ptr %2163, ptr %58, align 8
  %2164 = load ptr, ptr %57, align 8
  %2165 = getelementptr inbounds i8, ptr %2164, i64 8
  store ptr %2165, ptr %57, align 8
  %2166 = load ptr, ptr %58, align 8
  %2167 = load ptr, ptr %59, align 8
  %2168 = icmp ult ptr %2166, %2167
  br i1 %2168, label %2159, label %2169, !llvm.loop !27

2169:                                             ; preds = %2159
  br label %2198

2170:                                             ; preds = %2155, %2138
  %2171 = load ptr, ptr %58, align 8
  %2172 = load ptr, ptr %57, align 8
  call void @ZSTD_copy16(ptr noundef %2171, ptr noundef %2172)
  %2173 = load i64, ptr %54, align 8
  %2174 = icmp sge i64 16, %2173
  br i1 %2174, label %2175, label %2176

2175:                                             ; preds = %2170
  br label %2198

2176:                                             ; preds = %2170
  %2177 = load ptr, ptr %58, align 8
  %2178 = getelementptr inbounds i8, ptr %2177, i64 16
  store ptr %2178, ptr %58, align 8
  %2179 = load ptr, ptr %57, align 8
  %2180 = getelementptr inbounds i8, ptr %2179, i64 16
  store ptr %2180, ptr %57, align 8
  br label %2181

2181:                                             ; preds = %2181, %2176
  %2182 = load ptr, ptr %58, align 8
  %2183 = load ptr, ptr %57, align 8
  call void @ZSTD_copy16(ptr noundef %2182, ptr noundef %2183)
  %2184 = load ptr, ptr %58, align 8
  %2185 = getelementptr inbounds i8, ptr %2184, i64 16
  store ptr %2185, ptr %58, align 8
  %2186 = load ptr, ptr %57, align 8
  %2187 = getelementptr inbounds i8, ptr %2186, i64 16
  store ptr %2187, ptr %57, align 8
  %2188 = load ptr, ptr %58, align 8
  %2189 = load ptr, ptr %57, align 8
  call void @ZSTD_copy16(ptr noundef %2188, ptr noundef %2189)
  %2190 = load ptr, ptr %58, align 8
  %2191 = getelementptr inbounds i8, ptr %2190, i64 16
  store ptr %2191, ptr %58, align 8
  %2192 = load ptr, ptr %57, align 8
  %2193 = getelementptr inbounds i8, ptr %2192, i64 16
  store ptr %2193, ptr %57, align 8
  %2194 = load ptr, ptr %58, align 8
  %2195 = load ptr, ptr %59, align 8
  %2196 = icmp ult ptr %2194, %2195
  br i1 %2196, label %2181, label %2197, !llvm.loop !28

2197:                                             ; preds = %2181
  br label %2198

2198:                                             ; preds = %2197, %2175, %2169
  %2199 = load i64, ptr %271, align 8
  store i64 %2199, ptr %261, align 8
  br label %2332

2200:                                             ; preds = %2132
  %2201 = getelementptr inbounds %struct.seq_t, ptr %363, i32 0, i32 2
  %2202 = load i64, ptr %2201, align 8
  store ptr %262, ptr %12, align 8
  store ptr %275, ptr %13, align 8
  store i64 %2202, ptr %14, align 8
  %2203 = load i64, ptr %14, align 8
  %2204 = icmp ult i64 %2203, 8
  br i1 %2204, label %2205, label %2253

2205:                                             ; preds = %2200
  %2206 = load i64, ptr %14, align 8
  %2207 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %2206
  %2208 = load i32, ptr %2207, align 4
  store i32 %2208, ptr %15, align 4
  %2209 = load ptr, ptr %13, align 8
  %2210 = load ptr, ptr %2209, align 8
  %2211 = load i8, ptr %2210, align 1
  %2212 = load ptr, ptr %12, align 8
  %2213 = load ptr, ptr %2212, align 8
  store i8 %2211, ptr %2213, align 1
  %2214 = load ptr, ptr %13, align 8
  %2215 = load ptr, ptr %2214, align 8
  %2216 = getelementptr inbounds i8, ptr %2215, i64 1
  %2217 = load i8, ptr %2216, align 1
  %2218 = load ptr, ptr %12, align 8
  %2219 = load ptr, ptr %2218, align 8
  %2220 = getelementptr inbounds i8, ptr %2219, i64 1
  store i8 %2217, ptr %2220, align 1
  %2221 = load ptr, ptr %13, align 8
  %2222 = load ptr, ptr %2221, align 8
  %2223 = getelementptr inbounds i8, ptr %2222, i64 2
  %2224 = load i8, ptr %2223, align 1
  %2225 = load ptr, ptr %12, align 8
  %2226 = load ptr, ptr %2225, align 8
  %2227 = getelementptr inbounds i8, ptr %2226, i64 2
  store i8 %2224, ptr %2227, align 1
  %2228 = load ptr, ptr %13, align 8
  %2229 = load ptr, ptr %2228, align 8
  %2230 = getelementptr inbounds i8, ptr %2229, i64 3
  %2231 = load i8, ptr %2230, align 1
  %2232 = load ptr, ptr %12, align 8
  %2233 = load ptr, ptr %2232, align 8
  %2234 = getelementptr inbounds i8, ptr %2233, i64 3
  store i8 %2231, ptr %2234, align 1
  %2235 = load i64, ptr %14, align 8
  %2236 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %2235
  %2237 = load i32, ptr %2236, align 4
  %2238 = load ptr, ptr %13, align 8
  %2239 = load ptr, ptr %2238, align 8
  %2240 = zext i32 %2237 to i64
  %2241 = getelementptr inbounds i8, ptr %2239, i64 %2240
  store ptr %2241, ptr %2238, align 8
  %2242 = load ptr, ptr %12, align 8
  %2243 = load ptr, ptr %2242, align 8
  %2244 = getelementptr inbounds i8, ptr %2243, i64 4
  %2245 = load ptr, ptr %13, align 8
  %2246 = load ptr, ptr %2245, align 8
  call void @ZSTD_copy4(ptr noundef %2244, ptr noundef %2246)
  %2247 = load i32, ptr %15, align 4
  %2248 = load ptr, ptr %13, align 8
  %2249 = load ptr, ptr %2248, align 8
  %2250 = sext i32 %2247 to i64
  %2251 = sub i64 0, %2250
  %2252 = getelementptr inbounds i8, ptr %2249, i64 %2251
  store ptr %2252, ptr %2248, align 8
  br label %2258

2253:                                             ; preds = %2200
  %2254 = load ptr, ptr %12, align 8
  %2255 = load ptr, ptr %2254, align 8
  %2256 = load ptr, ptr %13, align 8
  %2257 = load ptr, ptr %2256, align 8
  call void @ZSTD_copy8(ptr noundef %2255, ptr noundef %2257)
  br label %2258

2258:                                             ; preds = %2253, %2205
  %2259 = load ptr, ptr %13, align 8
  %2260 = load ptr, ptr %2259, align 8
  %2261 = getelementptr inbounds i8, ptr %2260, i64 8
  store ptr %2261, ptr %2259, align 8
  %2262 = load ptr, ptr %12, align 8
  %2263 = load ptr, ptr %2262, align 8
  %2264 = getelementptr inbounds i8, ptr %2263, i64 8
  store ptr %2264, ptr %2262, align 8
  %2265 = getelementptr inbounds %struct.seq_t, ptr %363, i32 0, i32 1
  %2266 = load i64, ptr %2265, align 8
  %2267 = icmp ugt i64 %2266, 8
  br i1 %2267, label %2268, label %2330

2268:                                             ; preds = %2258
  %2269 = load ptr, ptr %262, align 8
  %2270 = load ptr, ptr %275, align 8
  %2271 = getelementptr inbounds %struct.seq_t, ptr %363, i32 0, i32 1
  %2272 = load i64, ptr %2271, align 8
  %2273 = sub nsw i64 %2272, 8
  store ptr %2269, ptr %44, align 8
  store ptr %2270, ptr %45, align 8
  store i64 %2273, ptr %46, align 8
  store i32 1, ptr %47, align 4
  %2274 = load ptr, ptr %44, align 8
  %2275 = load ptr, ptr %45, align 8
  %2276 = ptrtoint ptr %2274 to i64
  %2277 = ptrtoint ptr %2275 to i64
  %2278 = sub i64 %2276, %2277
  store i64 %2278, ptr %48, align 8
  %2279 = load ptr, ptr %45, align 8
  store ptr %2279, ptr %49, align 8
  %2280 = load ptr, ptr %44, align 8
  store ptr %2280, ptr %50, align 8
  %2281 = load ptr, ptr %50, align 8
  %2282 = load i64, ptr %46, align 8
  %2283 = getelementptr inbounds i8, ptr %2281, i64 %2282
  store ptr %2283, ptr %51, align 8
  %2284 = load i32, ptr %47, align 4
  %2285 = icmp eq i32 %2284, 1
  br i1 %2285, label %2286, label %2301

2286:                                             ; preds = %2268
  %2287 = load i64, ptr %48, align 8
  %2288 = icmp slt i64 %2287, 16
  br i1 %2288, label %2289, label %2301

2289:                                             ; preds = %2286
  br label %2290

2290:                                             ; preds = %2290, %2289
  %2291 = load ptr, ptr %50, align 8
  %2292 = load ptr, ptr %49, align 8
  call void @ZSTD_copy8(ptr noundef %2291, ptr noundef %2292)
  %2293 = load ptr, ptr %50, align 8
  %2294 = getelementptr inbounds i8, ptr %2293, i64 8
  store ptr %2294, ptr %50, align 8
  %2295 = load ptr, ptr %49, align 8
  %2296 = getelementptr inbounds i8, ptr %2295, i64 8
  store ptr %2296, ptr %49, align 8
  %2297 = load ptr, ptr %50, align 8
  %2298 = load ptr, ptr %51, align 8
  %2299 = icmp ult ptr %2297, %2298
  br i1 %2299, label %2290, label %2300, !llvm.loop !27

2300:                                             ; preds = %2290
  br label %2329

2301:                                             ; preds = %2286, %2268
  %2302 = load ptr, ptr %50, align 8
  %2303 = load ptr, ptr %49, align 8
  call void @ZSTD_copy16(ptr noundef %2302, ptr noundef %2303)
  %2304 = load i64, ptr %46, align 8
  %2305 = icmp sge i64 16, %2304
  br i1 %2305, label %2306, label %2307

2306:                                             ; preds = %2301
  br label %2329

2307:                                             ; preds = %2301
  %2308 = load ptr, ptr %50, align 8
  %2309 = getelementptr inbounds i8, ptr %2308, i64 16
  store ptr %2309, ptr %50, align 8
  %2310 = load ptr, ptr %49, align 8
  %2311 = getelementptr inbounds i8, ptr %2310, i64 16
  store ptr %2311, ptr %49, align 8
  br label %2312

2312:                                             ; preds = %2312, %2307
  %2313 = load ptr, ptr %50, align 8
  %2314 = load ptr, ptr %49, align 8
  call void @ZSTD_copy16(ptr noundef %2313, ptr noundef %2314)
  %2315 = load ptr, ptr %50, align 8
  %2316 = getelementptr inbounds i8, ptr %2315, i64 16
  store ptr %2316, ptr %50, align 8
  %2317 = load ptr, ptr %49, align 8
  %2318 = getelementptr inbounds i8, ptr %2317, i64 16
  store ptr %2318, ptr %49, align 8
  %2319 = load ptr, ptr %50, align 8
  %2320 = load ptr, ptr %49, align 8
  call void @ZSTD_copy16(ptr noundef %2319, ptr noundef %2320)
  %2321 = load ptr, ptr %50, align 8
  %2322 = getelementptr inbounds i8, ptr %2321, i64 16
  store ptr %2322, ptr %50, align 8
  %2323 = load ptr, ptr %49, align 8
  %2324 = getelementptr inbounds i8, ptr %2323, i64 16
  store ptr %2324, ptr %49, align 8
  %2325 = load ptr, ptr %50, align 8
  %2326 = load ptr, ptr %51, align 8
  %2327 = icmp ult ptr %2325, %2326
  br i1 %2327, label %2312, label %2328, !llvm.loop !28

2328:                                             ; preds = %2312
  br label %2329

2329:                                             ; preds = %2328, %2306, %2300
  br label %2330

2330:                                             ; preds = %2329, %2258
  %2331 = load i64, ptr %271, align 8
  store i64 %2331, ptr %261, align 8
  br label %2332

2332:                                             ; preds = %2330, %2198, %2109, %2094, %1990
  %2333 = load i64, ptr %261, align 8
  store i64 %2333, ptr %362, align 8
  %2334 = load i64, ptr %362, align 8
  %2335 = call i32 @ERR_isError(i64 noundef %2334)
  %2336 = zext i32 %2335 to i64
  %2337 = icmp ne i64 %2336, 0
  br i1 %2337, label %2338, label %2340

2338:                                             ; preds = %2332
  %2339 = load i64, ptr %362, align 8
  store i64 %2339, ptr %337, align 8
  br label %3878

2340:                                             ; preds = %2332
  %2341 = load i64, ptr %362, align 8
  %2342 = load ptr, ptr %349, align 8
  %2343 = getelementptr inbounds i8, ptr %2342, i64 %2341
  store ptr %2343, ptr %349, align 8
  %2344 = load i32, ptr %343, align 4
  %2345 = add nsw i32 %2344, -1
  store i32 %2345, ptr %343, align 4
  br label %2346

2346:                                             ; preds = %2340, %1897
  %2347 = load i32, ptr %343, align 4
  %2348 = icmp sgt i32 %2347, 0
  br i1 %2348, label %2349, label %3783

2349:                                             ; preds = %2346
  br label %2350

2350:                                             ; preds = %3776, %2349
  %2351 = load i32, ptr %343, align 4
  %2352 = icmp ne i32 %2351, 0
  br i1 %2352, label %2353, label %3782

2353:                                             ; preds = %2350
  %2354 = load i32, ptr %344, align 4
  %2355 = load i32, ptr %343, align 4
  %2356 = icmp eq i32 %2355, 1
  %2357 = zext i1 %2356 to i32
  call void @llvm.experimental.noalias.scope.decl(metadata !41)
  store ptr %355, ptr %316, align 8, !noalias !41
  store i32 %2354, ptr %317, align 4, !noalias !41
  store i32 %2357, ptr %318, align 4, !noalias !41
  %2358 = load ptr, ptr %316, align 8, !noalias !41
  %2359 = getelementptr inbounds %struct.seqState_t, ptr %2358, i32 0, i32 1
  %2360 = getelementptr inbounds %struct.ZSTD_fseState, ptr %2359, i32 0, i32 1
  %2361 = load ptr, ptr %2360, align 8, !noalias !41
  %2362 = load ptr, ptr %316, align 8, !noalias !41
  %2363 = getelementptr inbounds %struct.seqState_t, ptr %2362, i32 0, i32 1
  %2364 = load i64, ptr %2363, align 8, !noalias !41
  %2365 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2361, i64 %2364
  store ptr %2365, ptr %319, align 8, !noalias !41
  %2366 = load ptr, ptr %316, align 8, !noalias !41
  %2367 = getelementptr inbounds %struct.seqState_t, ptr %2366, i32 0, i32 3
  %2368 = getelementptr inbounds %struct.ZSTD_fseState, ptr %2367, i32 0, i32 1
  %2369 = load ptr, ptr %2368, align 8, !noalias !41
  %2370 = load ptr, ptr %316, align 8, !noalias !41
  %2371 = getelementptr inbounds %struct.seqState_t, ptr %2370, i32 0, i32 3
  %2372 = load i64, ptr %2371, align 8, !noalias !41
  %2373 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2369, i64 %2372
  store ptr %2373, ptr %320, align 8, !noalias !41
  %2374 = load ptr, ptr %316, align 8, !noalias !41
  %2375 = getelementptr inbounds %struct.seqState_t, ptr %2374, i32 0, i32 2
  %2376 = getelementptr inbounds %struct.ZSTD_fseState, ptr %2375, i32 0, i32 1
  %2377 = load ptr, ptr %2376, align 8, !noalias !41
  %2378 = load ptr, ptr %316, align 8, !noalias !41
  %2379 = getelementptr inbounds %struct.seqState_t, ptr %2378, i32 0, i32 2
  %2380 = load i64, ptr %2379, align 8, !noalias !41
  %2381 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2377, i64 %2380
  store ptr %2381, ptr %321, align 8, !noalias !41
  %2382 = load ptr, ptr %320, align 8, !noalias !41
  %2383 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2382, i32 0, i32 3
  %2384 = load i32, ptr %2383, align 4, !noalias !41
  %2385 = zext i32 %2384 to i64
  %2386 = getelementptr inbounds %struct.seq_t, ptr %364, i32 0, i32 1
  store i64 %2385, ptr %2386, align 8, !alias.scope !41
  %2387 = load ptr, ptr %319, align 8, !noalias !41
  %2388 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2387, i32 0, i32 3
  %2389 = load i32, ptr %2388, align 4, !noalias !41
  %2390 = zext i32 %2389 to i64
  store i64 %2390, ptr %364, align 8, !alias.scope !41
  %2391 = load ptr, ptr %321, align 8, !noalias !41
  %2392 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2391, i32 0, i32 3
  %2393 = load i32, ptr %2392, align 4, !noalias !41
  store i32 %2393, ptr %322, align 4, !noalias !41
  %2394 = load ptr, ptr %319, align 8, !noalias !41
  %2395 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2394, i32 0, i32 1
  %2396 = load i8, ptr %2395, align 2, !noalias !41
  store i8 %2396, ptr %323, align 1, !noalias !41
  %2397 = load ptr, ptr %320, align 8, !noalias !41
  %2398 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2397, i32 0, i32 1
  %2399 = load i8, ptr %2398, align 2, !noalias !41
  store i8 %2399, ptr %324, align 1, !noalias !41
  %2400 = load ptr, ptr %321, align 8, !noalias !41
  %2401 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2400, i32 0, i32 1
  %2402 = load i8, ptr %2401, align 2, !noalias !41
  store i8 %2402, ptr %325, align 1, !noalias !41
  %2403 = load i8, ptr %323, align 1, !noalias !41
  %2404 = zext i8 %2403 to i32
  %2405 = load i8, ptr %324, align 1, !noalias !41
  %2406 = zext i8 %2405 to i32
  %2407 = add nsw i32 %2404, %2406
  %2408 = load i8, ptr %325, align 1, !noalias !41
  %2409 = zext i8 %2408 to i32
  %2410 = add nsw i32 %2407, %2409
  %2411 = trunc i32 %2410 to i8
  store i8 %2411, ptr %326, align 1, !noalias !41
  %2412 = load ptr, ptr %319, align 8, !noalias !41
  %2413 = load i16, ptr %2412, align 4, !noalias !41
  store i16 %2413, ptr %327, align 2, !noalias !41
  %2414 = load ptr, ptr %320, align 8, !noalias !41
  %2415 = load i16, ptr %2414, align 4, !noalias !41
  store i16 %2415, ptr %328, align 2, !noalias !41
  %2416 = load ptr, ptr %321, align 8, !noalias !41
  %2417 = load i16, ptr %2416, align 4, !noalias !41
  store i16 %2417, ptr %329, align 2, !noalias !41
  %2418 = load ptr, ptr %319, align 8, !noalias !41
  %2419 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2418, i32 0, i32 2
  %2420 = load i8, ptr %2419, align 1, !noalias !41
  %2421 = zext i8 %2420 to i32
  store i32 %2421, ptr %330, align 4, !noalias !41
  %2422 = load ptr, ptr %320, align 8, !noalias !41
  %2423 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2422, i32 0, i32 2
  %2424 = load i8, ptr %2423, align 1, !noalias !41
  %2425 = zext i8 %2424 to i32
  store i32 %2425, ptr %331, align 4, !noalias !41
  %2426 = load ptr, ptr %321, align 8, !noalias !41
  %2427 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2426, i32 0, i32 2
  %2428 = load i8, ptr %2427, align 1, !noalias !41
  %2429 = zext i8 %2428 to i32
  store i32 %2429, ptr %332, align 4, !noalias !41
  %2430 = load i8, ptr %325, align 1, !noalias !41
  %2431 = zext i8 %2430 to i32
  %2432 = icmp sgt i32 %2431, 1
  br i1 %2432, label %2433, label %2660

2433:                                             ; preds = %2353
  %2434 = call i32 @MEM_32bits(), !noalias !41
  %2435 = icmp ne i32 %2434, 0
  br i1 %2435, label %2436, label %2544

2436:                                             ; preds = %2433
  %2437 = load i32, ptr %317, align 4, !noalias !41
  %2438 = icmp ne i32 %2437, 0
  br i1 %2438, label %2439, label %2544

2439:                                             ; preds = %2436
  %2440 = load i8, ptr %325, align 1, !noalias !41
  %2441 = zext i8 %2440 to i32
  %2442 = icmp sge i32 %2441, 25
  br i1 %2442, label %2443, label %2544

2443:                                             ; preds = %2439
  store i32 5, ptr %334, align 4, !noalias !41
  %2444 = load i32, ptr %322, align 4, !noalias !41
  %2445 = zext i32 %2444 to i64
  %2446 = load ptr, ptr %316, align 8, !noalias !41
  %2447 = load i8, ptr %325, align 1, !noalias !41
  %2448 = zext i8 %2447 to i32
  %2449 = sub i32 %2448, 5
  %2450 = call i64 @BIT_readBitsFast(ptr noundef %2446, i32 noundef %2449), !noalias !41
  %2451 = shl i64 %2450, 5
  %2452 = add i64 %2445, %2451
  store i64 %2452, ptr %333, align 8, !noalias !41
  %2453 = load ptr, ptr %316, align 8, !noalias !41
  store ptr %2453, ptr %213, align 8, !noalias !41
  %2454 = load ptr, ptr %213, align 8, !noalias !41
  %2455 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2454, i32 0, i32 1
  %2456 = load i32, ptr %2455, align 8, !noalias !41
  %2457 = zext i32 %2456 to i64
  %2458 = icmp ugt i64 %2457, 64
  %2459 = zext i1 %2458 to i32
  %2460 = sext i32 %2459 to i64
  br i1 %2458, label %2461, label %2464

2461:                                             ; preds = %2443
  %2462 = load ptr, ptr %213, align 8, !noalias !41
  %2463 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2462, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2463, align 8, !noalias !41
  store i32 3, ptr %212, align 4, !noalias !41
  br label %2538

2464:                                             ; preds = %2443
  %2465 = load ptr, ptr %213, align 8, !noalias !41
  %2466 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2465, i32 0, i32 2
  %2467 = load ptr, ptr %2466, align 8, !noalias !41
  %2468 = load ptr, ptr %213, align 8, !noalias !41
  %2469 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2468, i32 0, i32 4
  %2470 = load ptr, ptr %2469, align 8, !noalias !41
  %2471 = icmp uge ptr %2467, %2470
  br i1 %2471, label %2472, label %2475

2472:                                             ; preds = %2464
  %2473 = load ptr, ptr %213, align 8, !noalias !41
  %2474 = call i32 @BIT_reloadDStream_internal(ptr noundef %2473), !noalias !41
  store i32 %2474, ptr %212, align 4, !noalias !41
  br label %2538

2475:                                             ; preds = %2464
  %2476 = load ptr, ptr %213, align 8, !noalias !41
  %2477 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2476, i32 0, i32 2
  %2478 = load ptr, ptr %2477, align 8, !noalias !41
  %2479 = load ptr, ptr %213, align 8, !noalias !41
  %2480 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2479, i32 0, i32 3
  %2481 = load ptr, ptr %2480, align 8, !noalias !41
  %2482 = icmp eq ptr %2478, %2481
  br i1 %2482, label %2483, label %2491

2483:                                             ; preds = %2475
  %2484 = load ptr, ptr %213, align 8, !noalias !41
  %2485 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2484, i32 0, i32 1
  %2486 = load i32, ptr %2485, align 8, !noalias !41
  %2487 = zext i32 %2486 to i64
  %2488 = icmp ult i64 %2487, 64
  br i1 %2488, label %2489, label %2490

2489:                                             ; preds = %2483
  store i32 1, ptr %212, align 4, !noalias !41
  br label %2538

2490:                                             ; preds = %2483
  store i32 2, ptr %212, align 4, !noalias !41
  br label %2538

2491:                                             ; preds = %2475
  %2492 = load ptr, ptr %213, align 8, !noalias !41
  %2493 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2492, i32 0, i32 1
  %2494 = load i32, ptr %2493, align 8, !noalias !41
  %2495 = lshr i32 %2494, 3
  store i32 %2495, ptr %214, align 4, !noalias !41
  store i32 0, ptr %215, align 4, !noalias !41
  %2496 = load ptr, ptr %213, align 8, !noalias !41
  %2497 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2496, i32 0, i32 2
  %2498 = load ptr, ptr %2497, align 8, !noalias !41
  %2499 = load i32, ptr %214, align 4, !noalias !41
  %2500 = zext i32 %2499 to i64
  %2501 = sub i64 0, %2500
  %2502 = getelementptr inbounds i8, ptr %2498, i64 %2501
  %2503 = load ptr, ptr %213, align 8, !noalias !41
  %2504 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2503, i32 0, i32 3
  %2505 = load ptr, ptr %2504, align 8, !noalias !41
  %2506 = icmp ult ptr %2502, %2505
  br i1 %2506, label %2507, label %2518

2507:                                             ; preds = %2491
  %2508 = load ptr, ptr %213, align 8, !noalias !41
  %2509 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2508, i32 0, i32 2
  %2510 = load ptr, ptr %2509, align 8, !noalias !41
  %2511 = load ptr, ptr %213, align 8, !noalias !41
  %2512 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2511, i32 0, i32 3
  %2513 = load ptr, ptr %2512, align 8, !noalias !41
  %2514 = ptrtoint ptr %2510 to i64
  %2515 = ptrtoint ptr %2513 to i64
  %2516 = sub i64 %2514, %2515
  %2517 = trunc i64 %2516 to i32
  store i32 %2517, ptr %214, align 4, !noalias !41
  store i32 1, ptr %215, align 4, !noalias !41
  br label %2518

2518:                                             ; preds = %2507, %2491
  %2519 = load i32, ptr %214, align 4, !noalias !41
  %2520 = load ptr, ptr %213, align 8, !noalias !41
  %2521 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2520, i32 0, i32 2
  %2522 = load ptr, ptr %2521, align 8, !noalias !41
  %2523 = zext i32 %2519 to i64
  %2524 = sub i64 0, %2523
  %2525 = getelementptr inbounds i8, ptr %2522, i64 %2524
  store ptr %2525, ptr %2521, align 8, !noalias !41
  %2526 = load i32, ptr %214, align 4, !noalias !41
  %2527 = mul i32 %2526, 8
  %2528 = load ptr, ptr %213, align 8, !noalias !41
  %2529 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2528, i32 0, i32 1
  %2530 = load i32, ptr %2529, align 8, !noalias !41
  %2531 = sub i32 %2530, %2527
  store i32 %2531, ptr %2529, align 8, !noalias !41
  %2532 = load ptr, ptr %213, align 8, !noalias !41
  %2533 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2532, i32 0, i32 2
  %2534 = load ptr, ptr %2533, align 8, !noalias !41
  %2535 = call i64 @MEM_readLEST(ptr noundef %2534), !noalias !41
  %2536 = load ptr, ptr %213, align 8, !noalias !41
  store i64 %2535, ptr %2536, align 8, !noalias !41
  %2537 = load i32, ptr %215, align 4, !noalias !41
  store i32 %2537, ptr %212, align 4, !noalias !41
  br label %2538

2538:                                             ; preds = %2518, %2490, %2489, %2472, %2461
  %2539 = load i32, ptr %212, align 4, !noalias !41
  %2540 = load ptr, ptr %316, align 8, !noalias !41
  %2541 = call i64 @BIT_readBitsFast(ptr noundef %2540, i32 noundef 5), !noalias !41
  %2542 = load i64, ptr %333, align 8, !noalias !41
  %2543 = add i64 %2542, %2541
  store i64 %2543, ptr %333, align 8, !noalias !41
  br label %2643

2544:                                             ; preds = %2439, %2436, %2433
  %2545 = load i32, ptr %322, align 4, !noalias !41
  %2546 = zext i32 %2545 to i64
  %2547 = load ptr, ptr %316, align 8, !noalias !41
  %2548 = load i8, ptr %325, align 1, !noalias !41
  %2549 = zext i8 %2548 to i32
  %2550 = call i64 @BIT_readBitsFast(ptr noundef %2547, i32 noundef %2549), !noalias !41
  %2551 = add i64 %2546, %2550
  store i64 %2551, ptr %333, align 8, !noalias !41
  %2552 = call i32 @MEM_32bits(), !noalias !41
  %2553 = icmp ne i32 %2552, 0
  br i1 %2553, label %2554, label %2642

2554:                                             ; preds = %2544
  %2555 = load ptr, ptr %316, align 8, !noalias !41
  store ptr %2555, ptr %209, align 8, !noalias !41
  %2556 = load ptr, ptr %209, align 8, !noalias !41
  %2557 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2556, i32 0, i32 1
  %2558 = load i32, ptr %2557, align 8, !noalias !41
  %2559 = zext i32 %2558 to i64
  %2560 = icmp ugt i64 %2559, 64
  %2561 = zext i1 %2560 to i32
  %2562 = sext i32 %2561 to i64
  br i1 %2560, label %2563, label %2566

2563:                                             ; preds = %2554
  %2564 = load ptr, ptr %209, align 8, !noalias !41
  %2565 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2564, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2565, align 8, !noalias !41
  store i32 3, ptr %208, align 4, !noalias !41
  br label %2640

2566:                                             ; preds = %2554
  %2567 = load ptr, ptr %209, align 8, !noalias !41
  %2568 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2567, i32 0, i32 2
  %2569 = load ptr, ptr %2568, align 8, !noalias !41
  %2570 = load ptr, ptr %209, align 8, !noalias !41
  %2571 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2570, i32 0, i32 4
  %2572 = load ptr, ptr %2571, align 8, !noalias !41
  %2573 = icmp uge ptr %2569, %2572
  br i1 %2573, label %2574, label %2577

2574:                                             ; preds = %2566
  %2575 = load ptr, ptr %209, align 8, !noalias !41
  %2576 = call i32 @BIT_reloadDStream_internal(ptr noundef %2575), !noalias !41
  store i32 %2576, ptr %208, align 4, !noalias !41
  br label %2640

2577:                                             ; preds = %2566
  %2578 = load ptr, ptr %209, align 8, !noalias !41
  %2579 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2578, i32 0, i32 2
  %2580 = load ptr, ptr %2579, align 8, !noalias !41
  %2581 = load ptr, ptr %209, align 8, !noalias !41
  %2582 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2581, i32 0, i32 3
  %2583 = load ptr, ptr %2582, align 8, !noalias !41
  %2584 = icmp eq ptr %2580, %2583
  br i1 %2584, label %2585, label %2593

2585:                                             ; preds = %2577
  %2586 = load ptr, ptr %209, align 8, !noalias !41
  %2587 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2586, i32 0, i32 1
  %2588 = load i32, ptr %2587, align 8, !noalias !41
  %2589 = zext i32 %2588 to i64
  %2590 = icmp ult i64 %2589, 64
  br i1 %2590, label %2591, label %2592

2591:                                             ; preds = %2585
  store i32 1, ptr %208, align 4, !noalias !41
  br label %2640

2592:                                             ; preds = %2585
  store i32 2, ptr %208, align 4, !noalias !41
  br label %2640

2593:                                             ; preds = %2577
  %2594 = load ptr, ptr %209, align 8, !noalias !41
  %2595 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2594, i32 0, i32 1
  %2596 = load i32, ptr %2595, align 8, !noalias !41
  %2597 = lshr i32 %2596, 3
  store i32 %2597, ptr %210, align 4, !noalias !41
  store i32 0, ptr %211, align 4, !noalias !41
  %2598 = load ptr, ptr %209, align 8, !noalias !41
  %2599 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2598, i32 0, i32 2
  %2600 = load ptr, ptr %2599, align 8, !noalias !41
  %2601 = load i32, ptr %210, align 4, !noalias !41
  %2602 = zext i32 %2601 to i64
  %2603 = sub i64 0, %2602
  %2604 = getelementptr inbounds i8, ptr %2600, i64 %2603
  %2605 = load ptr, ptr %209, align 8, !noalias !41
  %2606 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2605, i32 0, i32 3
  %2607 = load ptr, ptr %2606, align 8, !noalias !41
  %2608 = icmp ult ptr %2604, %2607
  br i1 %2608, label %2609, label %2620

2609:                                             ; preds = %2593
  %2610 = load ptr, ptr %209, align 8, !noalias !41
  %2611 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2610, i32 0, i32 2
  %2612 = load ptr, ptr %2611, align 8, !noalias !41
  %2613 = load ptr, ptr %209, align 8, !noalias !41
  %2614 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2613, i32 0, i32 3
  %2615 = load ptr, ptr %2614, align 8, !noalias !41
  %2616 = ptrtoint ptr %2612 to i64
  %2617 = ptrtoint ptr %2615 to i64
  %2618 = sub i64 %2616, %2617
  %2619 = trunc i64 %2618 to i32
  store i32 %2619, ptr %210, align 4, !noalias !41
  store i32 1, ptr %211, align 4, !noalias !41
  br label %2620

2620:                                             ; preds = %2609, %2593
  %2621 = load i32, ptr %210, align 4, !noalias !41
  %2622 = load ptr, ptr %209, align 8, !noalias !41
  %2623 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2622, i32 0, i32 2
  %2624 = load ptr, ptr %2623, align 8, !noalias !41
  %2625 = zext i32 %2621 to i64
  %2626 = sub i64 0, %2625
  %2627 = getelementptr inbounds i8, ptr %2624, i64 %2626
  store ptr %2627, ptr %2623, align 8, !noalias !41
  %2628 = load i32, ptr %210, align 4, !noalias !41
  %2629 = mul i32 %2628, 8
  %2630 = load ptr, ptr %209, align 8, !noalias !41
  %2631 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2630, i32 0, i32 1
  %2632 = load i32, ptr %2631, align 8, !noalias !41
  %2633 = sub i32 %2632, %2629
  store i32 %2633, ptr %2631, align 8, !noalias !41
  %2634 = load ptr, ptr %209, align 8, !noalias !41
  %2635 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2634, i32 0, i32 2
  %2636 = load ptr, ptr %2635, align 8, !noalias !41
  %2637 = call i64 @MEM_readLEST(ptr noundef %2636), !noalias !41
  %2638 = load ptr, ptr %209, align 8, !noalias !41
  store i64 %2637, ptr %2638, align 8, !noalias !41
  %2639 = load i32, ptr %211, align 4, !noalias !41
  store i32 %2639, ptr %208, align 4, !noalias !41
  br label %2640

2640:                                             ; preds = %2620, %2592, %2591, %2574, %2563
  %2641 = load i32, ptr %208, align 4, !noalias !41
  br label %2642

2642:                                             ; preds = %2640, %2544
  br label %2643

2643:                                             ; preds = %2642, %2538
  %2644 = load ptr, ptr %316, align 8, !noalias !41
  %2645 = getelementptr inbounds %struct.seqState_t, ptr %2644, i32 0, i32 4
  %2646 = getelementptr inbounds [3 x i64], ptr %2645, i64 0, i64 1
  %2647 = load i64, ptr %2646, align 8, !noalias !41
  %2648 = load ptr, ptr %316, align 8, !noalias !41
  %2649 = getelementptr inbounds %struct.seqState_t, ptr %2648, i32 0, i32 4
  %2650 = getelementptr inbounds [3 x i64], ptr %2649, i64 0, i64 2
  store i64 %2647, ptr %2650, align 8, !noalias !41
  %2651 = load ptr, ptr %316, align 8, !noalias !41
  %2652 = getelementptr inbounds %struct.seqState_t, ptr %2651, i32 0, i32 4
  %2653 = load i64, ptr %2652, align 8, !noalias !41
  %2654 = load ptr, ptr %316, align 8, !noalias !41
  %2655 = getelementptr inbounds %struct.seqState_t, ptr %2654, i32 0, i32 4
  %2656 = getelementptr inbounds [3 x i64], ptr %2655, i64 0, i64 1
  store i64 %2653, ptr %2656, align 8, !noalias !41
  %2657 = load i64, ptr %333, align 8, !noalias !41
  %2658 = load ptr, ptr %316, align 8, !noalias !41
  %2659 = getelementptr inbounds %struct.seqState_t, ptr %2658, i32 0, i32 4
  store i64 %2657, ptr %2659, align 8, !noalias !41
  br label %2744

2660:                                             ; preds = %2353
  %2661 = load ptr, ptr %319, align 8, !noalias !41
  %2662 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %2661, i32 0, i32 3
  %2663 = load i32, ptr %2662, align 4, !noalias !41
  %2664 = icmp eq i32 %2663, 0
  %2665 = zext i1 %2664 to i32
  store i32 %2665, ptr %335, align 4, !noalias !41
  %2666 = load i8, ptr %325, align 1, !noalias !41
  %2667 = zext i8 %2666 to i32
  %2668 = icmp eq i32 %2667, 0
  %2669 = zext i1 %2668 to i32
  %2670 = sext i32 %2669 to i64
  br i1 %2668, label %2671, label %2693

2671:                                             ; preds = %2660
  %2672 = load ptr, ptr %316, align 8, !noalias !41
  %2673 = getelementptr inbounds %struct.seqState_t, ptr %2672, i32 0, i32 4
  %2674 = load i32, ptr %335, align 4, !noalias !41
  %2675 = zext i32 %2674 to i64
  %2676 = getelementptr inbounds [3 x i64], ptr %2673, i64 0, i64 %2675
  %2677 = load i64, ptr %2676, align 8, !noalias !41
  store i64 %2677, ptr %333, align 8, !noalias !41
  %2678 = load ptr, ptr %316, align 8, !noalias !41
  %2679 = getelementptr inbounds %struct.seqState_t, ptr %2678, i32 0, i32 4
  %2680 = load i32, ptr %335, align 4, !noalias !41
  %2681 = icmp ne i32 %2680, 0
  %2682 = xor i1 %2681, true
  %2683 = zext i1 %2682 to i32
  %2684 = sext i32 %2683 to i64
  %2685 = getelementptr inbounds [3 x i64], ptr %2679, i64 0, i64 %2684
  %2686 = load i64, ptr %2685, align 8, !noalias !41
  %2687 = load ptr, ptr %316, align 8, !noalias !41
  %2688 = getelementptr inbounds %struct.seqState_t, ptr %2687, i32 0, i32 4
  %2689 = getelementptr inbounds [3 x i64], ptr %2688, i64 0, i64 1
  store i64 %2686, ptr %2689, align 8, !noalias !41
  %2690 = load i64, ptr %333, align 8, !noalias !41
  %2691 = load ptr, ptr %316, align 8, !noalias !41
  %2692 = getelementptr inbounds %struct.seqState_t, ptr %2691, i32 0, i32 4
  store i64 %2690, ptr %2692, align 8, !noalias !41
  br label %2743

2693:                                             ; preds = %2660
  %2694 = load i32, ptr %322, align 4, !noalias !41
  %2695 = load i32, ptr %335, align 4, !noalias !41
  %2696 = add i32 %2694, %2695
  %2697 = zext i32 %2696 to i64
  %2698 = load ptr, ptr %316, align 8, !noalias !41
  %2699 = call i64 @BIT_readBitsFast(ptr noundef %2698, i32 noundef 1), !noalias !41
  %2700 = add i64 %2697, %2699
  store i64 %2700, ptr %333, align 8, !noalias !41
  %2701 = load i64, ptr %333, align 8, !noalias !41
  %2702 = icmp eq i64 %2701, 3
  br i1 %2702, label %2703, label %2708

2703:                                             ; preds = %2693
  %2704 = load ptr, ptr %316, align 8, !noalias !41
  %2705 = getelementptr inbounds %struct.seqState_t, ptr %2704, i32 0, i32 4
  %2706 = load i64, ptr %2705, align 8, !noalias !41
  %2707 = sub i64 %2706, 1
  br label %2714

2708:                                             ; preds = %2693
  %2709 = load ptr, ptr %316, align 8, !noalias !41
  %2710 = getelementptr inbounds %struct.seqState_t, ptr %2709, i32 0, i32 4
  %2711 = load i64, ptr %333, align 8, !noalias !41
  %2712 = getelementptr inbounds [3 x i64], ptr %2710, i64 0, i64 %2711
  %2713 = load i64, ptr %2712, align 8, !noalias !41
  br label %2714

2714:                                             ; preds = %2708, %2703
  %2715 = phi i64 [ %2707, %2703 ], [ %2713, %2708 ]
  store i64 %2715, ptr %336, align 8, !noalias !41
  %2716 = load i64, ptr %336, align 8, !noalias !41
  %2717 = icmp ne i64 %2716, 0
  %2718 = xor i1 %2717, true
  %2719 = zext i1 %2718 to i32
  %2720 = sext i32 %2719 to i64
  %2721 = load i64, ptr %336, align 8, !noalias !41
  %2722 = sub i64 %2721, %2720
  store i64 %2722, ptr %336, align 8, !noalias !41
  %2723 = load i64, ptr %333, align 8, !noalias !41
  %2724 = icmp ne i64 %2723, 1
  br i1 %2724, label %2725, label %2733

2725:                                             ; preds = %2714
  %2726 = load ptr, ptr %316, align 8, !noalias !41
  %2727 = getelementptr inbounds %struct.seqState_t, ptr %2726, i32 0, i32 4
  %2728 = getelementptr inbounds [3 x i64], ptr %2727, i64 0, i64 1
  %2729 = load i64, ptr %2728, align 8, !noalias !41
  %2730 = load ptr, ptr %316, align 8, !noalias !41
  %2731 = getelementptr inbounds %struct.seqState_t, ptr %2730, i32 0, i32 4
  %2732 = getelementptr inbounds [3 x i64], ptr %2731, i64 0, i64 2
  store i64 %2729, ptr %2732, align 8, !noalias !41
  br label %2733

2733:                                             ; preds = %2725, %2714
  %2734 = load ptr, ptr %316, align 8, !noalias !41
  %2735 = getelementptr inbounds %struct.seqState_t, ptr %2734, i32 0, i32 4
  %2736 = load i64, ptr %2735, align 8, !noalias !41
  %2737 = load ptr, ptr %316, align 8, !noalias !41
  %2738 = getelementptr inbounds %struct.seqState_t, ptr %2737, i32 0, i32 4
  %2739 = getelementptr inbounds [3 x i64], ptr %2738, i64 0, i64 1
  store i64 %2736, ptr %2739, align 8, !noalias !41
  %2740 = load i64, ptr %336, align 8, !noalias !41
  store i64 %2740, ptr %333, align 8, !noalias !41
  %2741 = load ptr, ptr %316, align 8, !noalias !41
  %2742 = getelementptr inbounds %struct.seqState_t, ptr %2741, i32 0, i32 4
  store i64 %2740, ptr %2742, align 8, !noalias !41
  br label %2743

2743:                                             ; preds = %2733, %2671
  br label %2744

2744:                                             ; preds = %2743, %2643
  %2745 = load i64, ptr %333, align 8, !noalias !41
  %2746 = getelementptr inbounds %struct.seq_t, ptr %364, i32 0, i32 2
  store i64 %2745, ptr %2746, align 8, !alias.scope !41
  %2747 = load i8, ptr %324, align 1, !noalias !41
  %2748 = zext i8 %2747 to i32
  %2749 = icmp sgt i32 %2748, 0
  br i1 %2749, label %2750, label %2758

2750:                                             ; preds = %2744
  %2751 = load ptr, ptr %316, align 8, !noalias !41
  %2752 = load i8, ptr %324, align 1, !noalias !41
  %2753 = zext i8 %2752 to i32
  %2754 = call i64 @BIT_readBitsFast(ptr noundef %2751, i32 noundef %2753), !noalias !41
  %2755 = getelementptr inbounds %struct.seq_t, ptr %364, i32 0, i32 1
  %2756 = load i64, ptr %2755, align 8, !alias.scope !41
  %2757 = add i64 %2756, %2754
  store i64 %2757, ptr %2755, align 8, !alias.scope !41
  br label %2758

2758:                                             ; preds = %2750, %2744
  %2759 = call i32 @MEM_32bits(), !noalias !41
  %2760 = icmp ne i32 %2759, 0
  br i1 %2760, label %2761, label %2856

2761:                                             ; preds = %2758
  %2762 = load i8, ptr %324, align 1, !noalias !41
  %2763 = zext i8 %2762 to i32
  %2764 = load i8, ptr %323, align 1, !noalias !41
  %2765 = zext i8 %2764 to i32
  %2766 = add nsw i32 %2763, %2765
  %2767 = icmp sge i32 %2766, 20
  br i1 %2767, label %2768, label %2856

2768:                                             ; preds = %2761
  %2769 = load ptr, ptr %316, align 8, !noalias !41
  store ptr %2769, ptr %205, align 8, !noalias !41
  %2770 = load ptr, ptr %205, align 8, !noalias !41
  %2771 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2770, i32 0, i32 1
  %2772 = load i32, ptr %2771, align 8, !noalias !41
  %2773 = zext i32 %2772 to i64
  %2774 = icmp ugt i64 %2773, 64
  %2775 = zext i1 %2774 to i32
  %2776 = sext i32 %2775 to i64
  br i1 %2774, label %2777, label %2780

2777:                                             ; preds = %2768
  %2778 = load ptr, ptr %205, align 8, !noalias !41
  %2779 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2778, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2779, align 8, !noalias !41
  store i32 3, ptr %204, align 4, !noalias !41
  br label %2854

2780:                                             ; preds = %2768
  %2781 = load ptr, ptr %205, align 8, !noalias !41
  %2782 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2781, i32 0, i32 2
  %2783 = load ptr, ptr %2782, align 8, !noalias !41
  %2784 = load ptr, ptr %205, align 8, !noalias !41
  %2785 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2784, i32 0, i32 4
  %2786 = load ptr, ptr %2785, align 8, !noalias !41
  %2787 = icmp uge ptr %2783, %2786
  br i1 %2787, label %2788, label %2791

2788:                                             ; preds = %2780
  %2789 = load ptr, ptr %205, align 8, !noalias !41
  %2790 = call i32 @BIT_reloadDStream_internal(ptr noundef %2789), !noalias !41
  store i32 %2790, ptr %204, align 4, !noalias !41
  br label %2854

2791:                                             ; preds = %2780
  %2792 = load ptr, ptr %205, align 8, !noalias !41
  %2793 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2792, i32 0, i32 2
  %2794 = load ptr, ptr %2793, align 8, !noalias !41
  %2795 = load ptr, ptr %205, align 8, !noalias !41
  %2796 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2795, i32 0, i32 3
  %2797 = load ptr, ptr %2796, align 8, !noalias !41
  %2798 = icmp eq ptr %2794, %2797
  br i1 %2798, label %2799, label %2807

2799:                                             ; preds = %2791
  %2800 = load ptr, ptr %205, align 8, !noalias !41
  %2801 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2800, i32 0, i32 1
  %2802 = load i32, ptr %2801, align 8, !noalias !41
  %2803 = zext i32 %2802 to i64
  %2804 = icmp ult i64 %2803, 64
  br i1 %2804, label %2805, label %2806

2805:                                             ; preds = %2799
  store i32 1, ptr %204, align 4, !noalias !41
  br label %2854

2806:                                             ; preds = %2799
  store i32 2, ptr %204, align 4, !noalias !41
  br label %2854

2807:                                             ; preds = %2791
  %2808 = load ptr, ptr %205, align 8, !noalias !41
  %2809 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2808, i32 0, i32 1
  %2810 = load i32, ptr %2809, align 8, !noalias !41
  %2811 = lshr i32 %2810, 3
  store i32 %2811, ptr %206, align 4, !noalias !41
  store i32 0, ptr %207, align 4, !noalias !41
  %2812 = load ptr, ptr %205, align 8, !noalias !41
  %2813 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2812, i32 0, i32 2
  %2814 = load ptr, ptr %2813, align 8, !noalias !41
  %2815 = load i32, ptr %206, align 4, !noalias !41
  %2816 = zext i32 %2815 to i64
  %2817 = sub i64 0, %2816
  %2818 = getelementptr inbounds i8, ptr %2814, i64 %2817
  %2819 = load ptr, ptr %205, align 8, !noalias !41
  %2820 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2819, i32 0, i32 3
  %2821 = load ptr, ptr %2820, align 8, !noalias !41
  %2822 = icmp ult ptr %2818, %2821
  br i1 %2822, label %2823, label %2834

2823:                                             ; preds = %2807
  %2824 = load ptr, ptr %205, align 8, !noalias !41
  %2825 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2824, i32 0, i32 2
  %2826 = load ptr, ptr %2825, align 8, !noalias !41
  %2827 = load ptr, ptr %205, align 8, !noalias !41
  %2828 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2827, i32 0, i32 3
  %2829 = load ptr, ptr %2828, align 8, !noalias !41
  %2830 = ptrtoint ptr %2826 to i64
  %2831 = ptrtoint ptr %2829 to i64
  %2832 = sub i64 %2830, %2831
  %2833 = trunc i64 %2832 to i32
  store i32 %2833, ptr %206, align 4, !noalias !41
  store i32 1, ptr %207, align 4, !noalias !41
  br label %2834

2834:                                             ; preds = %2823, %2807
  %2835 = load i32, ptr %206, align 4, !noalias !41
  %2836 = load ptr, ptr %205, align 8, !noalias !41
  %2837 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2836, i32 0, i32 2
  %2838 = load ptr, ptr %2837, align 8, !noalias !41
  %2839 = zext i32 %2835 to i64
  %2840 = sub i64 0, %2839
  %2841 = getelementptr inbounds i8, ptr %2838, i64 %2840
  store ptr %2841, ptr %2837, align 8, !noalias !41
  %2842 = load i32, ptr %206, align 4, !noalias !41
  %2843 = mul i32 %2842, 8
  %2844 = load ptr, ptr %205, align 8, !noalias !41
  %2845 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2844, i32 0, i32 1
  %2846 = load i32, ptr %2845, align 8, !noalias !41
  %2847 = sub i32 %2846, %2843
  store i32 %2847, ptr %2845, align 8, !noalias !41
  %2848 = load ptr, ptr %205, align 8, !noalias !41
  %2849 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2848, i32 0, i32 2
  %2850 = load ptr, ptr %2849, align 8, !noalias !41
  %2851 = call i64 @MEM_readLEST(ptr noundef %2850), !noalias !41
  %2852 = load ptr, ptr %205, align 8, !noalias !41
  store i64 %2851, ptr %2852, align 8, !noalias !41
  %2853 = load i32, ptr %207, align 4, !noalias !41
  store i32 %2853, ptr %204, align 4, !noalias !41
  br label %2854

2854:                                             ; preds = %2834, %2806, %2805, %2788, %2777
  %2855 = load i32, ptr %204, align 4, !noalias !41
  br label %2856

2856:                                             ; preds = %2854, %2761, %2758
  %2857 = call i32 @MEM_64bits(), !noalias !41
  %2858 = icmp ne i32 %2857, 0
  br i1 %2858, label %2859, label %2953

2859:                                             ; preds = %2856
  %2860 = load i8, ptr %326, align 1, !noalias !41
  %2861 = zext i8 %2860 to i32
  %2862 = icmp sge i32 %2861, 31
  %2863 = zext i1 %2862 to i32
  %2864 = sext i32 %2863 to i64
  br i1 %2862, label %2865, label %2953

2865:                                             ; preds = %2859
  %2866 = load ptr, ptr %316, align 8, !noalias !41
  store ptr %2866, ptr %201, align 8, !noalias !41
  %2867 = load ptr, ptr %201, align 8, !noalias !41
  %2868 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2867, i32 0, i32 1
  %2869 = load i32, ptr %2868, align 8, !noalias !41
  %2870 = zext i32 %2869 to i64
  %2871 = icmp ugt i64 %2870, 64
  %2872 = zext i1 %2871 to i32
  %2873 = sext i32 %2872 to i64
  br i1 %2871, label %2874, label %2877

2874:                                             ; preds = %2865
  %2875 = load ptr, ptr %201, align 8, !noalias !41
  %2876 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2875, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2876, align 8, !noalias !41
  store i32 3, ptr %200, align 4, !noalias !41
  br label %2951

2877:                                             ; preds = %2865
  %2878 = load ptr, ptr %201, align 8, !noalias !41
  %2879 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2878, i32 0, i32 2
  %2880 = load ptr, ptr %2879, align 8, !noalias !41
  %2881 = load ptr, ptr %201, align 8, !noalias !41
  %2882 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2881, i32 0, i32 4
  %2883 = load ptr, ptr %2882, align 8, !noalias !41
  %2884 = icmp uge ptr %2880, %2883
  br i1 %2884, label %2885, label %2888

2885:                                             ; preds = %2877
  %2886 = load ptr, ptr %201, align 8, !noalias !41
  %2887 = call i32 @BIT_reloadDStream_internal(ptr noundef %2886), !noalias !41
  store i32 %2887, ptr %200, align 4, !noalias !41
  br label %2951

2888:                                             ; preds = %2877
  %2889 = load ptr, ptr %201, align 8, !noalias !41
  %2890 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2889, i32 0, i32 2
  %2891 = load ptr, ptr %2890, align 8, !noalias !41
  %2892 = load ptr, ptr %201, align 8, !noalias !41
  %2893 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2892, i32 0, i32 3
  %2894 = load ptr, ptr %2893, align 8, !noalias !41
  %2895 = icmp eq ptr %2891, %2894
  br i1 %2895, label %2896, label %2904

2896:                                             ; preds = %2888
  %2897 = load ptr, ptr %201, align 8, !noalias !41
  %2898 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2897, i32 0, i32 1
  %2899 = load i32, ptr %2898, align 8, !noalias !41
  %2900 = zext i32 %2899 to i64
  %2901 = icmp ult i64 %2900, 64
  br i1 %2901, label %2902, label %2903

2902:                                             ; preds = %2896
  store i32 1, ptr %200, align 4, !noalias !41
  br label %2951

2903:                                             ; preds = %2896
  store i32 2, ptr %200, align 4, !noalias !41
  br label %2951

2904:                                             ; preds = %2888
  %2905 = load ptr, ptr %201, align 8, !noalias !41
  %2906 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2905, i32 0, i32 1
  %2907 = load i32, ptr %2906, align 8, !noalias !41
  %2908 = lshr i32 %2907, 3
  store i32 %2908, ptr %202, align 4, !noalias !41
  store i32 0, ptr %203, align 4, !noalias !41
  %2909 = load ptr, ptr %201, align 8, !noalias !41
  %2910 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2909, i32 0, i32 2
  %2911 = load ptr, ptr %2910, align 8, !noalias !41
  %2912 = load i32, ptr %202, align 4, !noalias !41
  %2913 = zext i32 %2912 to i64
  %2914 = sub i64 0, %2913
  %2915 = getelementptr inbounds i8, ptr %2911, i64 %2914
  %2916 = load ptr, ptr %201, align 8, !noalias !41
  %2917 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2916, i32 0, i32 3
  %2918 = load ptr, ptr %2917, align 8, !noalias !41
  %2919 = icmp ult ptr %2915, %2918
  br i1 %2919, label %2920, label %2931

2920:                                             ; preds = %2904
  %2921 = load ptr, ptr %201, align 8, !noalias !41
  %2922 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2921, i32 0, i32 2
  %2923 = load ptr, ptr %2922, align 8, !noalias !41
  %2924 = load ptr, ptr %201, align 8, !noalias !41
  %2925 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2924, i32 0, i32 3
  %2926 = load ptr, ptr %2925, align 8, !noalias !41
  %2927 = ptrtoint ptr %2923 to i64
  %2928 = ptrtoint ptr %2926 to i64
  %2929 = sub i64 %2927, %2928
  %2930 = trunc i64 %2929 to i32
  store i32 %2930, ptr %202, align 4, !noalias !41
  store i32 1, ptr %203, align 4, !noalias !41
  br label %2931

2931:                                             ; preds = %2920, %2904
  %2932 = load i32, ptr %202, align 4, !noalias !41
  %2933 = load ptr, ptr %201, align 8, !noalias !41
  %2934 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2933, i32 0, i32 2
  %2935 = load ptr, ptr %2934, align 8, !noalias !41
  %2936 = zext i32 %2932 to i64
  %2937 = sub i64 0, %2936
  %2938 = getelementptr inbounds i8, ptr %2935, i64 %2937
  store ptr %2938, ptr %2934, align 8, !noalias !41
  %2939 = load i32, ptr %202, align 4, !noalias !41
  %2940 = mul i32 %2939, 8
  %2941 = load ptr, ptr %201, align 8, !noalias !41
  %2942 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2941, i32 0, i32 1
  %2943 = load i32, ptr %2942, align 8, !noalias !41
  %2944 = sub i32 %2943, %2940
  store i32 %2944, ptr %2942, align 8, !noalias !41
  %2945 = load ptr, ptr %201, align 8, !noalias !41
  %2946 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2945, i32 0, i32 2
  %2947 = load ptr, ptr %2946, align 8, !noalias !41
  %2948 = call i64 @MEM_readLEST(ptr noundef %2947), !noalias !41
  %2949 = load ptr, ptr %201, align 8, !noalias !41
  store i64 %2948, ptr %2949, align 8, !noalias !41
  %2950 = load i32, ptr %203, align 4, !noalias !41
  store i32 %2950, ptr %200, align 4, !noalias !41
  br label %2951

2951:                                             ; preds = %2931, %2903, %2902, %2885, %2874
  %2952 = load i32, ptr %200, align 4, !noalias !41
  br label %2953

2953:                                             ; preds = %2951, %2859, %2856
  %2954 = load i8, ptr %323, align 1, !noalias !41
  %2955 = zext i8 %2954 to i32
  %2956 = icmp sgt i32 %2955, 0
  br i1 %2956, label %2957, label %2964

2957:                                             ; preds = %2953
  %2958 = load ptr, ptr %316, align 8, !noalias !41
  %2959 = load i8, ptr %323, align 1, !noalias !41
  %2960 = zext i8 %2959 to i32
  %2961 = call i64 @BIT_readBitsFast(ptr noundef %2958, i32 noundef %2960), !noalias !41
  %2962 = load i64, ptr %364, align 8, !alias.scope !41
  %2963 = add i64 %2962, %2961
  store i64 %2963, ptr %364, align 8, !alias.scope !41
  br label %2964

2964:                                             ; preds = %2957, %2953
  %2965 = call i32 @MEM_32bits(), !noalias !41
  %2966 = icmp ne i32 %2965, 0
  br i1 %2966, label %2967, label %3055

2967:                                             ; preds = %2964
  %2968 = load ptr, ptr %316, align 8, !noalias !41
  store ptr %2968, ptr %197, align 8, !noalias !41
  %2969 = load ptr, ptr %197, align 8, !noalias !41
  %2970 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2969, i32 0, i32 1
  %2971 = load i32, ptr %2970, align 8, !noalias !41
  %2972 = zext i32 %2971 to i64
  %2973 = icmp ugt i64 %2972, 64
  %2974 = zext i1 %2973 to i32
  %2975 = sext i32 %2974 to i64
  br i1 %2973, label %2976, label %2979

2976:                                             ; preds = %2967
  %2977 = load ptr, ptr %197, align 8, !noalias !41
  %2978 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2977, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2978, align 8, !noalias !41
  store i32 3, ptr %196, align 4, !noalias !41
  br label %3053

2979:                                             ; preds = %2967
  %2980 = load ptr, ptr %197, align 8, !noalias !41
  %2981 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2980, i32 0, i32 2
  %2982 = load ptr, ptr %2981, align 8, !noalias !41
  %2983 = load ptr, ptr %197, align 8, !noalias !41
  %2984 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2983, i32 0, i32 4
  %2985 = load ptr, ptr %2984, align 8, !noalias !41
  %2986 = icmp uge ptr %2982, %2985
  br i1 %2986, label %2987, label %2990

2987:                                             ; preds = %2979
  %2988 = load ptr, ptr %197, align 8, !noalias !41
  %2989 = call i32 @BIT_reloadDStream_internal(ptr noundef %2988), !noalias !41
  store i32 %2989, ptr %196, align 4, !noalias !41
  br label %3053

2990:                                             ; preds = %2979
  %2991 = load ptr, ptr %197, align 8, !noalias !41
  %2992 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2991, i32 0, i32 2
  %2993 = load ptr, ptr %2992, align 8, !noalias !41
  %2994 = load ptr, ptr %197, align 8, !noalias !41
  %2995 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2994, i32 0, i32 3
  %2996 = load ptr, ptr %2995, align 8, !noalias !41
  %2997 = icmp eq ptr %2993, %2996
  br i1 %2997, label %2998, label %3006

2998:                                             ; preds = %2990
  %2999 = load ptr, ptr %197, align 8, !noalias !41
  %3000 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2999, i32 0, i32 1
  %3001 = load i32, ptr %3000, align 8, !noalias !41
  %3002 = zext i32 %3001 to i64
  %3003 = icmp ult i64 %3002, 64
  br i1 %3003, label %3004, label %3005

3004:                                             ; preds = %2998
  store i32 1, ptr %196, align 4, !noalias !41
  br label %3053

3005:                                             ; preds = %2998
  store i32 2, ptr %196, align 4, !noalias !41
  br label %3053

3006:                                             ; preds = %2990
  %3007 = load ptr, ptr %197, align 8, !noalias !41
  %3008 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3007, i32 0, i32 1
  %3009 = load i32, ptr %3008, align 8, !noalias !41
  %3010 = lshr i32 %3009, 3
  store i32 %3010, ptr %198, align 4, !noalias !41
  store i32 0, ptr %199, align 4, !noalias !41
  %3011 = load ptr, ptr %197, align 8, !noalias !41
  %3012 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3011, i32 0, i32 2
  %3013 = load ptr, ptr %3012, align 8, !noalias !41
  %3014 = load i32, ptr %198, align 4, !noalias !41
  %3015 = zext i32 %3014 to i64
  %3016 = sub i64 0, %3015
  %3017 = getelementptr inbounds i8, ptr %3013, i64 %3016
  %3018 = load ptr, ptr %197, align 8, !noalias !41
  %3019 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3018, i32 0, i32 3
  %3020 = load ptr, ptr %3019, align 8, !noalias !41
  %3021 = icmp ult ptr %3017, %3020
  br i1 %3021, label %3022, label %3033

3022:                                             ; preds = %3006
  %3023 = load ptr, ptr %197, align 8, !noalias !41
  %3024 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3023, i32 0, i32 2
  %3025 = load ptr, ptr %3024, align 8, !noalias !41
  %3026 = load ptr, ptr %197, align 8, !noalias !41
  %3027 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3026, i32 0, i32 3
  %3028 = load ptr, ptr %3027, align 8, !noalias !41
  %3029 = ptrtoint ptr %3025 to i64
  %3030 = ptrtoint ptr %3028 to i64
  %3031 = sub i64 %3029, %3030
  %3032 = trunc i64 %3031 to i32
  store i32 %3032, ptr %198, align 4, !noalias !41
  store i32 1, ptr %199, align 4, !noalias !41
  br label %3033

3033:                                             ; preds = %3022, %3006
  %3034 = load i32, ptr %198, align 4, !noalias !41
  %3035 = load ptr, ptr %197, align 8, !noalias !41
  %3036 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3035, i32 0, i32 2
  %3037 = load ptr, ptr %3036, align 8, !noalias !41
  %3038 = zext i32 %3034 to i64
  %3039 = sub i64 0, %3038
  %3040 = getelementptr inbounds i8, ptr %3037, i64 %3039
  store ptr %3040, ptr %3036, align 8, !noalias !41
  %3041 = load i32, ptr %198, align 4, !noalias !41
  %3042 = mul i32 %3041, 8
  %3043 = load ptr, ptr %197, align 8, !noalias !41
  %3044 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3043, i32 0, i32 1
  %3045 = load i32, ptr %3044, align 8, !noalias !41
  %3046 = sub i32 %3045, %3042
  store i32 %3046, ptr %3044, align 8, !noalias !41
  %3047 = load ptr, ptr %197, align 8, !noalias !41
  %3048 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3047, i32 0, i32 2
  %3049 = load ptr, ptr %3048, align 8, !noalias !41
  %3050 = call i64 @MEM_readLEST(ptr noundef %3049), !noalias !41
  %3051 = load ptr, ptr %197, align 8, !noalias !41
  store i64 %3050, ptr %3051, align 8, !noalias !41
  %3052 = load i32, ptr %199, align 4, !noalias !41
  store i32 %3052, ptr %196, align 4, !noalias !41
  br label %3053

3053:                                             ; preds = %3033, %3005, %3004, %2987, %2976
  %3054 = load i32, ptr %196, align 4, !noalias !41
  br label %3055

3055:                                             ; preds = %3053, %2964
  %3056 = load i32, ptr %318, align 4, !noalias !41
  %3057 = icmp ne i32 %3056, 0
  br i1 %3057, label %3372, label %3058

3058:                                             ; preds = %3055
  %3059 = load ptr, ptr %316, align 8, !noalias !41
  %3060 = getelementptr inbounds %struct.seqState_t, ptr %3059, i32 0, i32 1
  %3061 = load ptr, ptr %316, align 8, !noalias !41
  %3062 = load i16, ptr %327, align 2, !noalias !41
  %3063 = load i32, ptr %330, align 4, !noalias !41
  store ptr %3060, ptr %103, align 8, !noalias !41
  store ptr %3061, ptr %104, align 8, !noalias !41
  store i16 %3062, ptr %105, align 2, !noalias !41
  store i32 %3063, ptr %106, align 4, !noalias !41
  %3064 = load ptr, ptr %104, align 8, !noalias !41
  %3065 = load i32, ptr %106, align 4, !noalias !41
  store ptr %3064, ptr %100, align 8, !noalias !41
  store i32 %3065, ptr %101, align 4, !noalias !41
  %3066 = load ptr, ptr %100, align 8, !noalias !41
  %3067 = load i32, ptr %101, align 4, !noalias !41
  store ptr %3066, ptr %98, align 8, !noalias !41
  store i32 %3067, ptr %99, align 4, !noalias !41
  %3068 = load ptr, ptr %98, align 8, !noalias !41
  %3069 = load i64, ptr %3068, align 8, !noalias !41
  %3070 = load ptr, ptr %98, align 8, !noalias !41
  %3071 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3070, i32 0, i32 1
  %3072 = load i32, ptr %3071, align 8, !noalias !41
  %3073 = zext i32 %3072 to i64
  %3074 = sub i64 64, %3073
  %3075 = load i32, ptr %99, align 4, !noalias !41
  %3076 = zext i32 %3075 to i64
  %3077 = sub i64 %3074, %3076
  %3078 = trunc i64 %3077 to i32
  %3079 = load i32, ptr %99, align 4, !noalias !41
  store i64 %3069, ptr %92, align 8, !noalias !41
  store i32 %3078, ptr %93, align 4, !noalias !41
  store i32 %3079, ptr %94, align 4, !noalias !41
  store i32 63, ptr %95, align 4, !noalias !41
  %3080 = load i64, ptr %92, align 8, !noalias !41
  %3081 = load i32, ptr %93, align 4, !noalias !41
  %3082 = and i32 %3081, 63
  %3083 = zext i32 %3082 to i64
  %3084 = lshr i64 %3080, %3083
  %3085 = load i32, ptr %94, align 4, !noalias !41
  %3086 = zext i32 %3085 to i64
  %3087 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %3086
  %3088 = load i32, ptr %3087, align 4, !noalias !41
  %3089 = zext i32 %3088 to i64
  %3090 = and i64 %3084, %3089
  store i64 %3090, ptr %102, align 8, !noalias !41
  %3091 = load ptr, ptr %100, align 8, !noalias !41
  %3092 = load i32, ptr %101, align 4, !noalias !41
  store ptr %3091, ptr %96, align 8, !noalias !41
  store i32 %3092, ptr %97, align 4, !noalias !41
  %3093 = load i32, ptr %97, align 4, !noalias !41
  %3094 = load ptr, ptr %96, align 8, !noalias !41
  %3095 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3094, i32 0, i32 1
  %3096 = load i32, ptr %3095, align 8, !noalias !41
  %3097 = add i32 %3096, %3093
  store i32 %3097, ptr %3095, align 8, !noalias !41
  %3098 = load i64, ptr %102, align 8, !noalias !41
  store i64 %3098, ptr %107, align 8, !noalias !41
  %3099 = load i16, ptr %105, align 2, !noalias !41
  %3100 = zext i16 %3099 to i64
  %3101 = load i64, ptr %107, align 8, !noalias !41
  %3102 = add i64 %3100, %3101
  %3103 = load ptr, ptr %103, align 8, !noalias !41
  store i64 %3102, ptr %3103, align 8, !noalias !41
  %3104 = load ptr, ptr %316, align 8, !noalias !41
  %3105 = getelementptr inbounds %struct.seqState_t, ptr %3104, i32 0, i32 3
  %3106 = load ptr, ptr %316, align 8, !noalias !41
  %3107 = load i16, ptr %328, align 2, !noalias !41
  %3108 = load i32, ptr %331, align 4, !noalias !41
  store ptr %3105, ptr %119, align 8, !noalias !41
  store ptr %3106, ptr %120, align 8, !noalias !41
  store i16 %3107, ptr %121, align 2, !noalias !41
  store i32 %3108, ptr %122, align 4, !noalias !41
  %3109 = load ptr, ptr %120, align 8, !noalias !41
  %3110 = load i32, ptr %122, align 4, !noalias !41
  store ptr %3109, ptr %116, align 8, !noalias !41
  store i32 %3110, ptr %117, align 4, !noalias !41
  %3111 = load ptr, ptr %116, align 8, !noalias !41
  %3112 = load i32, ptr %117, align 4, !noalias !41
  store ptr %3111, ptr %114, align 8, !noalias !41
  store i32 %3112, ptr %115, align 4, !noalias !41
  %3113 = load ptr, ptr %114, align 8, !noalias !41
  %3114 = load i64, ptr %3113, align 8, !noalias !41
  %3115 = load ptr, ptr %114, align 8, !noalias !41
  %3116 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3115, i32 0, i32 1
  %3117 = load i32, ptr %3116, align 8, !noalias !41
  %3118 = zext i32 %3117 to i64
  %3119 = sub i64 64, %3118
  %3120 = load i32, ptr %115, align 4, !noalias !41
  %3121 = zext i32 %3120 to i64
  %3122 = sub i64 %3119, %3121
  %3123 = trunc i64 %3122 to i32
  %3124 = load i32, ptr %115, align 4, !noalias !41
  store i64 %3114, ptr %108, align 8, !noalias !41
  store i32 %3123, ptr %109, align 4, !noalias !41
  store i32 %3124, ptr %110, align 4, !noalias !41
  store i32 63, ptr %111, align 4, !noalias !41
  %3125 = load i64, ptr %108, align 8, !noalias !41
  %3126 = load i32, ptr %109, align 4, !noalias !41
  %3127 = and i32 %3126, 63
  %3128 = zext i32 %3127 to i64
  %3129 = lshr i64 %3125, %3128
  %3130 = load i32, ptr %110, align 4, !noalias !41
  %3131 = zext i32 %3130 to i64
  %3132 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %3131
  %3133 = load i32, ptr %3132, align 4, !noalias !41
  %3134 = zext i32 %3133 to i64
  %3135 = and i64 %3129, %3134
  store i64 %3135, ptr %118, align 8, !noalias !41
  %3136 = load ptr, ptr %116, align 8, !noalias !41
  %3137 = load i32, ptr %117, align 4, !noalias !41
  store ptr %3136, ptr %112, align 8, !noalias !41
  store i32 %3137, ptr %113, align 4, !noalias !41
  %3138 = load i32, ptr %113, align 4, !noalias !41
  %3139 = load ptr, ptr %112, align 8, !noalias !41
  %3140 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3139, i32 0, i32 1
  %3141 = load i32, ptr %3140, align 8, !noalias !41
  %3142 = add i32 %3141, %3138
  store i32 %3142, ptr %3140, align 8, !noalias !41
  %3143 = load i64, ptr %118, align 8, !noalias !41
  store i64 %3143, ptr %123, align 8, !noalias !41
  %3144 = load i16, ptr %121, align 2, !noalias !41
  %3145 = zext i16 %3144 to i64
  %3146 = load i64, ptr %123, align 8, !noalias !41
  %3147 = add i64 %3145, %3146
  %3148 = load ptr, ptr %119, align 8, !noalias !41
  store i64 %3147, ptr %3148, align 8, !noalias !41
  %3149 = call i32 @MEM_32bits(), !noalias !41
  %3150 = icmp ne i32 %3149, 0
  br i1 %3150, label %3151, label %3239

3151:                                             ; preds = %3058
  %3152 = load ptr, ptr %316, align 8, !noalias !41
  store ptr %3152, ptr %193, align 8, !noalias !41
  %3153 = load ptr, ptr %193, align 8, !noalias !41
  %3154 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3153, i32 0, i32 1
  %3155 = load i32, ptr %3154, align 8, !noalias !41
  %3156 = zext i32 %3155 to i64
  %3157 = icmp ugt i64 %3156, 64
  %3158 = zext i1 %3157 to i32
  %3159 = sext i32 %3158 to i64
  br i1 %3157, label %3160, label %3163

3160:                                             ; preds = %3151
  %3161 = load ptr, ptr %193, align 8, !noalias !41
  %3162 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3161, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %3162, align 8, !noalias !41
  store i32 3, ptr %192, align 4, !noalias !41
  br label %3237

3163:                                             ; preds = %3151
  %3164 = load ptr, ptr %193, align 8, !noalias !41
  %3165 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3164, i32 0, i32 2
  %3166 = load ptr, ptr %3165, align 8, !noalias !41
  %3167 = load ptr, ptr %193, align 8, !noalias !41
  %3168 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3167, i32 0, i32 4
  %3169 = load ptr, ptr %3168, align 8, !noalias !41
  %3170 = icmp uge ptr %3166, %3169
  br i1 %3170, label %3171, label %3174

3171:                                             ; preds = %3163
  %3172 = load ptr, ptr %193, align 8, !noalias !41
  %3173 = call i32 @BIT_reloadDStream_internal(ptr noundef %3172), !noalias !41
  store i32 %3173, ptr %192, align 4, !noalias !41
  br label %3237

3174:                                             ; preds = %3163
  %3175 = load ptr, ptr %193, align 8, !noalias !41
  %3176 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3175, i32 0, i32 2
  %3177 = load ptr, ptr %3176, align 8, !noalias !41
  %3178 = load ptr, ptr %193, align 8, !noalias !41
  %3179 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3178, i32 0, i32 3
  %3180 = load ptr, ptr %3179, align 8, !noalias !41
  %3181 = icmp eq ptr %3177, %3180
  br i1 %3181, label %3182, label %3190

3182:                                             ; preds = %3174
  %3183 = load ptr, ptr %193, align 8, !noalias !41
  %3184 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3183, i32 0, i32 1
  %3185 = load i32, ptr %3184, align 8, !noalias !41
  %3186 = zext i32 %3185 to i64
  %3187 = icmp ult i64 %3186, 64
  br i1 %3187, label %3188, label %3189

3188:                                             ; preds = %3182
  store i32 1, ptr %192, align 4, !noalias !41
  br label %3237

3189:                                             ; preds = %3182
  store i32 2, ptr %192, align 4, !noalias !41
  br label %3237

3190:                                             ; preds = %3174
  %3191 = load ptr, ptr %193, align 8, !noalias !41
  %3192 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3191, i32 0, i32 1
  %3193 = load i32, ptr %3192, align 8, !noalias !41
  %3194 = lshr i32 %3193, 3
  store i32 %3194, ptr %194, align 4, !noalias !41
  store i32 0, ptr %195, align 4, !noalias !41
  %3195 = load ptr, ptr %193, align 8, !noalias !41
  %3196 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3195, i32 0, i32 2
  %3197 = load ptr, ptr %3196, align 8, !noalias !41
  %3198 = load i32, ptr %194, align 4, !noalias !41
  %3199 = zext i32 %3198 to i64
  %3200 = sub i64 0, %3199
  %3201 = getelementptr inbounds i8, ptr %3197, i64 %3200
  %3202 = load ptr, ptr %193, align 8, !noalias !41
  %3203 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3202, i32 0, i32 3
  %3204 = load ptr, ptr %3203, align 8, !noalias !41
  %3205 = icmp ult ptr %3201, %3204
  br i1 %3205, label %3206, label %3217

3206:                                             ; preds = %3190
  %3207 = load ptr, ptr %193, align 8, !noalias !41
  %3208 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3207, i32 0, i32 2
  %3209 = load ptr, ptr %3208, align 8, !noalias !41
  %3210 = load ptr, ptr %193, align 8, !noalias !41
  %3211 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3210, i32 0, i32 3
  %3212 = load ptr, ptr %3211, align 8, !noalias !41
  %3213 = ptrtoint ptr %3209 to i64
  %3214 = ptrtoint ptr %3212 to i64
  %3215 = sub i64 %3213, %3214
  %3216 = trunc i64 %3215 to i32
  store i32 %3216, ptr %194, align 4, !noalias !41
  store i32 1, ptr %195, align 4, !noalias !41
  br label %3217

3217:                                             ; preds = %3206, %3190
  %3218 = load i32, ptr %194, align 4, !noalias !41
  %3219 = load ptr, ptr %193, align 8, !noalias !41
  %3220 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3219, i32 0, i32 2
  %3221 = load ptr, ptr %3220, align 8, !noalias !41
  %3222 = zext i32 %3218 to i64
  %3223 = sub i64 0, %3222
  %3224 = getelementptr inbounds i8, ptr %3221, i64 %3223
  store ptr %3224, ptr %3220, align 8, !noalias !41
  %3225 = load i32, ptr %194, align 4, !noalias !41
  %3226 = mul i32 %3225, 8
  %3227 = load ptr, ptr %193, align 8, !noalias !41
  %3228 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3227, i32 0, i32 1
  %3229 = load i32, ptr %3228, align 8, !noalias !41
  %3230 = sub i32 %3229, %3226
  store i32 %3230, ptr %3228, align 8, !noalias !41
  %3231 = load ptr, ptr %193, align 8, !noalias !41
  %3232 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3231, i32 0, i32 2
  %3233 = load ptr, ptr %3232, align 8, !noalias !41
  %3234 = call i64 @MEM_readLEST(ptr noundef %3233), !noalias !41
  %3235 = load ptr, ptr %193, align 8, !noalias !41
  store i64 %3234, ptr %3235, align 8, !noalias !41
  %3236 = load i32, ptr %195, align 4, !noalias !41
  store i32 %3236, ptr %192, align 4, !noalias !41
  br label %3237

3237:                                             ; preds = %3217, %3189, %3188, %3171, %3160
  %3238 = load i32, ptr %192, align 4, !noalias !41
  br label %3239

3239:                                             ; preds = %3237, %3058
  %3240 = load ptr, ptr %316, align 8, !noalias !41
  %3241 = getelementptr inbounds %struct.seqState_t, ptr %3240, i32 0, i32 2
  %3242 = load ptr, ptr %316, align 8, !noalias !41
  %3243 = load i16, ptr %329, align 2, !noalias !41
  %3244 = load i32, ptr %332, align 4, !noalias !41
  store ptr %3241, ptr %135, align 8, !noalias !41
  store ptr %3242, ptr %136, align 8, !noalias !41
  store i16 %3243, ptr %137, align 2, !noalias !41
  store i32 %3244, ptr %138, align 4, !noalias !41
  %3245 = load ptr, ptr %136, align 8, !noalias !41
  %3246 = load i32, ptr %138, align 4, !noalias !41
  store ptr %3245, ptr %132, align 8, !noalias !41
  store i32 %3246, ptr %133, align 4, !noalias !41
  %3247 = load ptr, ptr %132, align 8, !noalias !41
  %3248 = load i32, ptr %133, align 4, !noalias !41
  store ptr %3247, ptr %130, align 8, !noalias !41
  store i32 %3248, ptr %131, align 4, !noalias !41
  %3249 = load ptr, ptr %130, align 8, !noalias !41
  %3250 = load i64, ptr %3249, align 8, !noalias !41
  %3251 = load ptr, ptr %130, align 8, !noalias !41
  %3252 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3251, i32 0, i32 1
  %3253 = load i32, ptr %3252, align 8, !noalias !41
  %3254 = zext i32 %3253 to i64
  %3255 = sub i64 64, %3254
  %3256 = load i32, ptr %131, align 4, !noalias !41
  %3257 = zext i32 %3256 to i64
  %3258 = sub i64 %3255, %3257
  %3259 = trunc i64 %3258 to i32
  %3260 = load i32, ptr %131, align 4, !noalias !41
  store i64 %3250, ptr %124, align 8, !noalias !41
  store i32 %3259, ptr %125, align 4, !noalias !41
  store i32 %3260, ptr %126, align 4, !noalias !41
  store i32 63, ptr %127, align 4, !noalias !41
  %3261 = load i64, ptr %124, align 8, !noalias !41
  %3262 = load i32, ptr %125, align 4, !noalias !41
  %3263 = and i32 %3262, 63
  %3264 = zext i32 %3263 to i64
  %3265 = lshr i64 %3261, %3264
  %3266 = load i32, ptr %126, align 4, !noalias !41
  %3267 = zext i32 %3266 to i64
  %3268 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %3267
  %3269 = load i32, ptr %3268, align 4, !noalias !41
  %3270 = zext i32 %3269 to i64
  %3271 = and i64 %3265, %3270
  store i64 %3271, ptr %134, align 8, !noalias !41
  %3272 = load ptr, ptr %132, align 8, !noalias !41
  %3273 = load i32, ptr %133, align 4, !noalias !41
  store ptr %3272, ptr %128, align 8, !noalias !41
  store i32 %3273, ptr %129, align 4, !noalias !41
  %3274 = load i32, ptr %129, align 4, !noalias !41
  %3275 = load ptr, ptr %128, align 8, !noalias !41
  %3276 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3275, i32 0, i32 1
  %3277 = load i32, ptr %3276, align 8, !noalias !41
  %3278 = add i32 %3277, %3274
  store i32 %3278, ptr %3276, align 8, !noalias !41
  %3279 = load i64, ptr %134, align 8, !noalias !41
  store i64 %3279, ptr %139, align 8, !noalias !41
  %3280 = load i16, ptr %137, align 2, !noalias !41
  %3281 = zext i16 %3280 to i64
  %3282 = load i64, ptr %139, align 8, !noalias !41
  %3283 = add i64 %3281, %3282
  %3284 = load ptr, ptr %135, align 8, !noalias !41
  store i64 %3283, ptr %3284, align 8, !noalias !41
  %3285 = load ptr, ptr %316, align 8, !noalias !41
  store ptr %3285, ptr %189, align 8, !noalias !41
  %3286 = load ptr, ptr %189, align 8, !noalias !41
  %3287 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3286, i32 0, i32 1
  %3288 = load i32, ptr %3287, align 8, !noalias !41
  %3289 = zext i32 %3288 to i64
  %3290 = icmp ugt i64 %3289, 64
  %3291 = zext i1 %3290 to i32
  %3292 = sext i32 %3291 to i64
  br i1 %3290, label %3293, label %3296

3293:                                             ; preds = %3239
  %3294 = load ptr, ptr %189, align 8, !noalias !41
  %3295 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3294, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %3295, align 8, !noalias !41
  store i32 3, ptr %188, align 4, !noalias !41
  br label %3370

3296:                                             ; preds = %3239
  %3297 = load ptr, ptr %189, align 8, !noalias !41
  %3298 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3297, i32 0, i32 2
  %3299 = load ptr, ptr %3298, align 8, !noalias !41
  %3300 = load ptr, ptr %189, align 8, !noalias !41
  %3301 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3300, i32 0, i32 4
  %3302 = load ptr, ptr %3301, align 8, !noalias !41
  %3303 = icmp uge ptr %3299, %3302
  br i1 %3303, label %3304, label %3307

3304:                                             ; preds = %3296
  %3305 = load ptr, ptr %189, align 8, !noalias !41
  %3306 = call i32 @BIT_reloadDStream_internal(ptr noundef %3305), !noalias !41
  store i32 %3306, ptr %188, align 4, !noalias !41
  br label %3370

3307:                                             ; preds = %3296
  %3308 = load ptr, ptr %189, align 8, !noalias !41
  %3309 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3308, i32 0, i32 2
  %3310 = load ptr, ptr %3309, align 8, !noalias !41
  %3311 = load ptr, ptr %189, align 8, !noalias !41
  %3312 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3311, i32 0, i32 3
  %3313 = load ptr, ptr %3312, align 8, !noalias !41
  %3314 = icmp eq ptr %3310, %3313
  br i1 %3314, label %3315, label %3323

3315:                                             ; preds = %3307
  %3316 = load ptr, ptr %189, align 8, !noalias !41
  %3317 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3316, i32 0, i32 1
  %3318 = load i32, ptr %3317, align 8, !noalias !41
  %3319 = zext i32 %3318 to i64
  %3320 = icmp ult i64 %3319, 64
  br i1 %3320, label %3321, label %3322

3321:                                             ; preds = %3315
  store i32 1, ptr %188, align 4, !noalias !41
  br label %3370

3322:                                             ; preds = %3315
  store i32 2, ptr %188, align 4, !noalias !41
  br label %3370

3323:                                             ; preds = %3307
  %3324 = load ptr, ptr %189, align 8, !noalias !41
  %3325 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3324, i32 0, i32 1
  %3326 = load i32, ptr %3325, align 8, !noalias !41
  %3327 = lshr i32 %3326, 3
  store i32 %3327, ptr %190, align 4, !noalias !41
  store i32 0, ptr %191, align 4, !noalias !41
  %3328 = load ptr, ptr %189, align 8, !noalias !41
  %3329 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3328, i32 0, i32 2
  %3330 = load ptr, ptr %3329, align 8, !noalias !41
  %3331 = load i32, ptr %190, align 4, !noalias !41
  %3332 = zext i32 %3331 to i64
  %3333 = sub i64 0, %3332
  %3334 = getelementptr inbounds i8, ptr %3330, i64 %3333
  %3335 = load ptr, ptr %189, align 8, !noalias !41
  %3336 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3335, i32 0, i32 3
  %3337 = load ptr, ptr %3336, align 8, !noalias !41
  %3338 = icmp ult ptr %3334, %3337
  br i1 %3338, label %3339, label %3350

3339:                                             ; preds = %3323
  %3340 = load ptr, ptr %189, align 8, !noalias !41
  %3341 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3340, i32 0, i32 2
  %3342 = load ptr, ptr %3341, align 8, !noalias !41
  %3343 = load ptr, ptr %189, align 8, !noalias !41
  %3344 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3343, i32 0, i32 3
  %3345 = load ptr, ptr %3344, align 8, !noalias !41
  %3346 = ptrtoint ptr %3342 to i64
  %3347 = ptrtoint ptr %3345 to i64
  %3348 = sub i64 %3346, %3347
  %3349 = trunc i64 %3348 to i32
  store i32 %3349, ptr %190, align 4, !noalias !41
  store i32 1, ptr %191, align 4, !noalias !41
  br label %3350

3350:                                             ; preds = %3339, %3323
  %3351 = load i32, ptr %190, align 4, !noalias !41
  %3352 = load ptr, ptr %189, align 8, !noalias !41
  %3353 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3352, i32 0, i32 2
  %3354 = load ptr, ptr %3353, align 8, !noalias !41
  %3355 = zext i32 %3351 to i64
  %3356 = sub i64 0, %3355
  %3357 = getelementptr inbounds i8, ptr %3354, i64 %3356
  store ptr %3357, ptr %3353, align 8, !noalias !41
  %3358 = load i32, ptr %190, align 4, !noalias !41
  %3359 = mul i32 %3358, 8
  %3360 = load ptr, ptr %189, align 8, !noalias !41
  %3361 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3360, i32 0, i32 1
  %3362 = load i32, ptr %3361, align 8, !noalias !41
  %3363 = sub i32 %3362, %3359
  store i32 %3363, ptr %3361, align 8, !noalias !41
  %3364 = load ptr, ptr %189, align 8, !noalias !41
  %3365 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3364, i32 0, i32 2
  %3366 = load ptr, ptr %3365, align 8, !noalias !41
  %3367 = call i64 @MEM_readLEST(ptr noundef %3366), !noalias !41
  %3368 = load ptr, ptr %189, align 8, !noalias !41
  store i64 %3367, ptr %3368, align 8, !noalias !41
  %3369 = load i32, ptr %191, align 4, !noalias !41
  store i32 %3369, ptr %188, align 4, !noalias !41
  br label %3370

3370:                                             ; preds = %3350, %3322, %3321, %3304, %3293
  %3371 = load i32, ptr %188, align 4, !noalias !41
  br label %3372

3372:                                             ; preds = %3370, %3055
  %3373 = load ptr, ptr %349, align 8
  %3374 = load ptr, ptr %348, align 8
  %3375 = load ptr, ptr %351, align 8
  %3376 = load ptr, ptr %352, align 8
  %3377 = load ptr, ptr %353, align 8
  %3378 = load ptr, ptr %354, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %366, ptr align 8 %364, i64 24, i1 false)
  store ptr %3373, ptr %279, align 8
  store ptr %3374, ptr %280, align 8
  store ptr %366, ptr %281, align 8
  store ptr %350, ptr %282, align 8
  store ptr %3375, ptr %283, align 8
  store ptr %3376, ptr %284, align 8
  store ptr %3377, ptr %285, align 8
  store ptr %3378, ptr %286, align 8
  %3379 = load ptr, ptr %279, align 8
  %3380 = load i64, ptr %366, align 8
  %3381 = getelementptr inbounds i8, ptr %3379, i64 %3380
  store ptr %3381, ptr %287, align 8
  %3382 = load i64, ptr %366, align 8
  %3383 = getelementptr inbounds %struct.seq_t, ptr %366, i32 0, i32 1
  %3384 = load i64, ptr %3383, align 8
  %3385 = add i64 %3382, %3384
  store i64 %3385, ptr %288, align 8
  %3386 = load ptr, ptr %279, align 8
  %3387 = load i64, ptr %288, align 8
  %3388 = getelementptr inbounds i8, ptr %3386, i64 %3387
  store ptr %3388, ptr %289, align 8
  %3389 = load ptr, ptr %280, align 8
  %3390 = getelementptr inbounds i8, ptr %3389, i64 -32
  store ptr %3390, ptr %290, align 8
  %3391 = load ptr, ptr %282, align 8
  %3392 = load ptr, ptr %3391, align 8
  %3393 = load i64, ptr %366, align 8
  %3394 = getelementptr inbounds i8, ptr %3392, i64 %3393
  store ptr %3394, ptr %291, align 8
  %3395 = load ptr, ptr %287, align 8
  %3396 = getelementptr inbounds %struct.seq_t, ptr %366, i32 0, i32 2
  %3397 = load i64, ptr %3396, align 8
  %3398 = sub i64 0, %3397
  %3399 = getelementptr inbounds i8, ptr %3395, i64 %3398
  store ptr %3399, ptr %292, align 8
  %3400 = load ptr, ptr %292, align 8
  call void @llvm.prefetch.p0(ptr %3400, i32 0, i32 3, i32 1)
  %3401 = load ptr, ptr %291, align 8
  %3402 = load ptr, ptr %283, align 8
  %3403 = icmp ugt ptr %3401, %3402
  br i1 %3403, label %3422, label %3404

3404:                                             ; preds = %3372
  %3405 = load ptr, ptr %289, align 8
  %3406 = load ptr, ptr %290, align 8
  %3407 = icmp ugt ptr %3405, %3406
  br i1 %3407, label %3422, label %3408

3408:                                             ; preds = %3404
  %3409 = call i32 @MEM_32bits()
  %3410 = icmp ne i32 %3409, 0
  br i1 %3410, label %3411, label %3420

3411:                                             ; preds = %3408
  %3412 = load ptr, ptr %280, align 8
  %3413 = load ptr, ptr %279, align 8
  %3414 = ptrtoint ptr %3412 to i64
  %3415 = ptrtoint ptr %3413 to i64
  %3416 = sub i64 %3414, %3415
  %3417 = load i64, ptr %288, align 8
  %3418 = add i64 %3417, 32
  %3419 = icmp ult i64 %3416, %3418
  br label %3420

3420:                                             ; preds = %3411, %3408
  %3421 = phi i1 [ false, %3408 ], [ %3419, %3411 ]
  br label %3422

3422:                                             ; preds = %3420, %3404, %3372
  %3423 = phi i1 [ true, %3404 ], [ true, %3372 ], [ %3421, %3420 ]
  %3424 = zext i1 %3423 to i32
  %3425 = sext i32 %3424 to i64
  br i1 %3423, label %3426, label %3435

3426:                                             ; preds = %3422
  %3427 = load ptr, ptr %279, align 8
  %3428 = load ptr, ptr %280, align 8
  %3429 = load ptr, ptr %282, align 8
  %3430 = load ptr, ptr %283, align 8
  %3431 = load ptr, ptr %284, align 8
  %3432 = load ptr, ptr %285, align 8
  %3433 = load ptr, ptr %286, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %293, ptr align 8 %366, i64 24, i1 false)
  %3434 = call i64 @ZSTD_execSequenceEnd(ptr noundef %3427, ptr noundef %3428, ptr noundef %293, ptr noundef %3429, ptr noundef %3430, ptr noundef %3431, ptr noundef %3432, ptr noundef %3433)
  store i64 %3434, ptr %278, align 8
  br label %3768

3435:                                             ; preds = %3422
  %3436 = load ptr, ptr %279, align 8
  %3437 = load ptr, ptr %282, align 8
  %3438 = load ptr, ptr %3437, align 8
  call void @ZSTD_copy16(ptr noundef %3436, ptr noundef %3438)
  %3439 = load i64, ptr %366, align 8
  %3440 = icmp ugt i64 %3439, 16
  %3441 = zext i1 %3440 to i32
  %3442 = sext i32 %3441 to i64
  br i1 %3440, label %3443, label %3507

3443:                                             ; preds = %3435
  %3444 = load ptr, ptr %279, align 8
  %3445 = getelementptr inbounds i8, ptr %3444, i64 16
  %3446 = load ptr, ptr %282, align 8
  %3447 = load ptr, ptr %3446, align 8
  %3448 = getelementptr inbounds i8, ptr %3447, i64 16
  %3449 = load i64, ptr %366, align 8
  %3450 = sub i64 %3449, 16
  store ptr %3445, ptr %36, align 8
  store ptr %3448, ptr %37, align 8
  store i64 %3450, ptr %38, align 8
  store i32 0, ptr %39, align 4
  %3451 = load ptr, ptr %36, align 8
  %3452 = load ptr, ptr %37, align 8
  %3453 = ptrtoint ptr %3451 to i64
  %3454 = ptrtoint ptr %3452 to i64
  %3455 = sub i64 %3453, %3454
  store i64 %3455, ptr %40, align 8
  %3456 = load ptr, ptr %37, align 8
  store ptr %3456, ptr %41, align 8
  %3457 = load ptr, ptr %36, align 8
  store ptr %3457, ptr %42, align 8
  %3458 = load ptr, ptr %42, align 8
  %3459 = load i64, ptr %38, align 8
  %3460 = getelementptr inbounds i8, ptr %3458, i64 %3459
  store ptr %3460, ptr %43, align 8
  %3461 = load i32, ptr %39, align 4
  %3462 = icmp eq i32 %3461, 1
  br i1 %3462, label %3463, label %3478

3463:                                             ; preds = %3443
  %3464 = load i64, ptr %40, align 8
  %3465 = icmp slt i64 %3464, 16
  br i1 %3465, label %3466, label %3478

3466:                                             ; preds = %3463
  br label %3467

3467:                                             ; preds = %3467, %3466
  %3468 = load ptr, ptr %42, align 8
  %3469 = load ptr, ptr %41, align 8
  call void @ZSTD_copy8(ptr noundef %3468, ptr noundef %3469)
  %3470 = load ptr, ptr %42, align 8
  %3471 = getelementptr inbounds i8, ptr %3470, i64 8
  store ptr %3471, ptr %42, align 8
  %3472 = load ptr, ptr %41, align 8
  %3473 = getelementptr inbounds i8, ptr %3472, i64 8
  store ptr %3473, ptr %41, align 8
  %3474 = load ptr, ptr %42, align 8
  %3475 = load ptr, ptr %43, align 8
  %3476 = icmp ult ptr %3474, %3475
  br i1 %3476, label %3467, label %3477, !llvm.loop !27

3477:                                             ; preds = %3467
  br label %3506

3478:                                             ; preds = %3463, %3443
  %3479 = load ptr, ptr %42, align 8
  %3480 = load ptr, ptr %41, align 8
  call void @ZSTD_copy16(ptr noundef %3479, ptr noundef %3480)
  %3481 = load i64, ptr %38, align 8
  %3482 = icmp sge i64 16, %3481
  br i1 %3482, label %3483, label %3484

3483:                                             ; preds = %3478
  br label %3506

3484:                                             ; preds = %3478
  %3485 = load ptr, ptr %42, align 8
  %3486 = getelementptr inbounds i8, ptr %3485, i64 16
  store ptr %3486, ptr %42, align 8
  %3487 = load ptr, ptr %41, align 8
  %3488 = getelementptr inbounds i8, ptr %3487, i64 16
  store ptr %3488, ptr %41, align 8
  br label %3489

3489:                                             ; preds = %3489, %3484
  %3490 = load ptr, ptr %42, align 8
  %3491 = load ptr, ptr %41, align 8
  call void @ZSTD_copy16(ptr noundef %3490, ptr noundef %3491)
  %3492 = load ptr, ptr %42, align 8
  %3493 = getelementptr inbounds i8, ptr %3492, i64 16
  store ptr %3493, ptr %42, align 8
  %3494 = load ptr, ptr %41, align 8
  %3495 = getelementptr inbounds i8, ptr %3494, i64 16
  store ptr %3495, ptr %41, align 8
  %3496 = load ptr, ptr %42, align 8
  %3497 = load ptr, ptr %41, align 8
  call void @ZSTD_copy16(ptr noundef %3496, ptr noundef %3497)
  %3498 = load ptr, ptr %42, align 8
  %3499 = getelementptr inbounds i8, ptr %3498, i64 16
  store ptr %3499, ptr %42, align 8
  %3500 = load ptr, ptr %41, align 8
  %3501 = getelementptr inbounds i8, ptr %3500, i64 16
  store ptr %3501, ptr %41, align 8
  %3502 = load ptr, ptr %42, align 8
  %3503 = load ptr, ptr %43, align 8
  %3504 = icmp ult ptr %3502, %3503
  br i1 %3504, label %3489, label %3505, !llvm.loop !28

3505:                                             ; preds = %3489
  br label %3506

3506:                                             ; preds = %3505, %3483, %3477
  br label %3507

3507:                                             ; preds = %3506, %3435
  %3508 = load ptr, ptr %287, align 8
  store ptr %3508, ptr %279, align 8
  %3509 = load ptr, ptr %291, align 8
  %3510 = load ptr, ptr %282, align 8
  store ptr %3509, ptr %3510, align 8
  %3511 = getelementptr inbounds %struct.seq_t, ptr %366, i32 0, i32 2
  %3512 = load i64, ptr %3511, align 8
  %3513 = load ptr, ptr %287, align 8
  %3514 = load ptr, ptr %284, align 8
  %3515 = ptrtoint ptr %3513 to i64
  %3516 = ptrtoint ptr %3514 to i64
  %3517 = sub i64 %3515, %3516
  %3518 = icmp ugt i64 %3512, %3517
  br i1 %3518, label %3519, label %3568

3519:                                             ; preds = %3507
  %3520 = getelementptr inbounds %struct.seq_t, ptr %366, i32 0, i32 2
  %3521 = load i64, ptr %3520, align 8
  %3522 = load ptr, ptr %287, align 8
  %3523 = load ptr, ptr %285, align 8
  %3524 = ptrtoint ptr %3522 to i64
  %3525 = ptrtoint ptr %3523 to i64
  %3526 = sub i64 %3524, %3525
  %3527 = icmp ugt i64 %3521, %3526
  %3528 = zext i1 %3527 to i32
  %3529 = sext i32 %3528 to i64
  br i1 %3527, label %3530, label %3531

3530:                                             ; preds = %3519
  store i64 -20, ptr %278, align 8
  br label %3768

3531:                                             ; preds = %3519
  %3532 = load ptr, ptr %286, align 8
  %3533 = load ptr, ptr %292, align 8
  %3534 = load ptr, ptr %284, align 8
  %3535 = ptrtoint ptr %3533 to i64
  %3536 = ptrtoint ptr %3534 to i64
  %3537 = sub i64 %3535, %3536
  %3538 = getelementptr inbounds i8, ptr %3532, i64 %3537
  store ptr %3538, ptr %292, align 8
  %3539 = load ptr, ptr %292, align 8
  %3540 = getelementptr inbounds %struct.seq_t, ptr %366, i32 0, i32 1
  %3541 = load i64, ptr %3540, align 8
  %3542 = getelementptr inbounds i8, ptr %3539, i64 %3541
  %3543 = load ptr, ptr %286, align 8
  %3544 = icmp ule ptr %3542, %3543
  br i1 %3544, label %3545, label %3551

3545:                                             ; preds = %3531
  %3546 = load ptr, ptr %287, align 8
  %3547 = load ptr, ptr %292, align 8
  %3548 = getelementptr inbounds %struct.seq_t, ptr %366, i32 0, i32 1
  %3549 = load i64, ptr %3548, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %3546, ptr align 1 %3547, i64 %3549, i1 false)
  %3550 = load i64, ptr %288, align 8
  store i64 %3550, ptr %278, align 8
  br label %3768

3551:                                             ; preds = %3531
  %3552 = load ptr, ptr %286, align 8
  %3553 = load ptr, ptr %292, align 8
  %3554 = ptrtoint ptr %3552 to i64
  %3555 = ptrtoint ptr %3553 to i64
  %3556 = sub i64 %3554, %3555
  store i64 %3556, ptr %294, align 8
  %3557 = load ptr, ptr %287, align 8
  %3558 = load ptr, ptr %292, align 8
  %3559 = load i64, ptr %294, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %3557, ptr align 1 %3558, i64 %3559, i1 false)
  %3560 = load ptr, ptr %287, align 8
  %3561 = load i64, ptr %294, align 8
  %3562 = getelementptr inbounds i8, ptr %3560, i64 %3561
  store ptr %3562, ptr %279, align 8
  %3563 = load i64, ptr %294, align 8
  %3564 = getelementptr inbounds %struct.seq_t, ptr %366, i32 0, i32 1
  %3565 = load i64, ptr %3564, align 8
  %3566 = sub i64 %3565, %3563
  store i64 %3566, ptr %3564, align 8
  %3567 = load ptr, ptr %284, align 8
  store ptr %3567, ptr %292, align 8
  br label %3568

3568:                                             ; preds = %3551, %3507
  %3569 = getelementptr inbounds %struct.seq_t, ptr %366, i32 0, i32 2
  %3570 = load i64, ptr %3569, align 8
  %3571 = icmp uge i64 %3570, 16
  %3572 = zext i1 %3571 to i32
  %3573 = sext i32 %3572 to i64
  br i1 %3571, label %3574, label %3636

3574:                                             ; preds = %3568
  %3575 = load ptr, ptr %279, align 8
  %3576 = load ptr, ptr %292, align 8
  %3577 = getelementptr inbounds %struct.seq_t, ptr %366, i32 0, i32 1
  %3578 = load i64, ptr %3577, align 8
  store ptr %3575, ptr %28, align 8
  store ptr %3576, ptr %29, align 8
  store i64 %3578, ptr %30, align 8
  store i32 0, ptr %31, align 4
  %3579 = load ptr, ptr %28, align 8
  %3580 = load ptr, ptr %29, align 8
  %3581 = ptrtoint ptr %3579 to i64
  %3582 = ptrtoint ptr %3580 to i64
  %3583 = sub i64 %3581, %3582
  store i64 %3583, ptr %32, align 8
  %3584 = load ptr, ptr %29, align 8
  store ptr %3584, ptr %33, align 8
  %3585 = load ptr, ptr %28, align 8
  store ptr %3585, ptr %34, align 8
  %3586 = load ptr, ptr %34, align 8
  %3587 = load i64, ptr %30, align 8
  %3588 = getelementptr inbounds i8, ptr %3586, i64 %3587
  store ptr %3588, ptr %35, align 8
  %3589 = load i32, ptr %31, align 4
  %3590 = icmp eq i32 %3589, 1
  br i1 %3590, label %3591, label %3606

3591:                                             ; preds = %3574
  %3592 = load i64, ptr %32, align 8
  %3593 = icmp slt i64 %3592, 16
  br i1 %3593, label %3594, label %3606

3594:                                             ; preds = %3591
  br label %3595

3595:                                             ; preds = %3595, %3594
  %3596 = load ptr, ptr %34, align 8
  %3597 = load ptr, ptr %33, align 8
  call void @ZSTD_copy8(ptr noundef %3596, ptr noundef %3597)
  %3598 = load ptr, ptr %34, align 8
  %3599 = getelementptr inbounds i8, ptr %3598, i64 8
  store ptr %3599, ptr %34, align 8
  %3600 = load ptr, ptr %33, align 8
  %3601 = getelementptr inbounds i8, ptr %3600, i64 8
  store ptr %3601, ptr %33, align 8
  %3602 = load ptr, ptr %34, align 8
  %3603 = load ptr, ptr %35, align 8
  %3604 = icmp ult ptr %3602, %3603
  br i1 %3604, label %3595, label %3605, !llvm.loop !27

3605:                                             ; preds = %3595
  br label %3634

3606:                                             ; preds = %3591, %3574
  %3607 = load ptr, ptr %34, align 8
  %3608 = load ptr, ptr %33, align 8
  call void @ZSTD_copy16(ptr noundef %3607, ptr noundef %3608)
  %3609 = load i64, ptr %30, align 8
  %3610 = icmp sge i64 16, %3609
  br i1 %3610, label %3611, label %3612

3611:                                             ; preds = %3606
  br label %3634

3612:                                             ; preds = %3606
  %3613 = load ptr, ptr %34, align 8
  %3614 = getelementptr inbounds i8, ptr %3613, i64 16
  store ptr %3614, ptr %34, align 8
  %3615 = load ptr, ptr %33, align 8
  %3616 = getelementptr inbounds i8, ptr %3615, i64 16
  store ptr %3616, ptr %33, align 8
  br label %3617

3617:                                             ; preds = %3617, %3612
  %3618 = load ptr, ptr %34, align 8
  %3619 = load ptr, ptr %33, align 8
  call void @ZSTD_copy16(ptr noundef %3618, ptr noundef %3619)
  %3620 = load ptr, ptr %34, align 8
  %3621 = getelementptr inbounds i8, ptr %3620, i64 16
  store ptr %3621, ptr %34, align 8
  %3622 = load ptr, ptr %33, align 8
  %3623 = getelementptr inbounds i8, ptr %3622, i64 16
  store ptr %3623, ptr %33, align 8
  %3624 = load ptr, ptr %34, align 8
  %3625 = load ptr, ptr %33, align 8
  call void @ZSTD_copy16(ptr noundef %3624, ptr noundef %3625)
  %3626 = load ptr, ptr %34, align 8
  %3627 = getelementptr inbounds i8, ptr %3626, i64 16
  store ptr %3627, ptr %34, align 8
  %3628 = load ptr, ptr %33, align 8
  %3629 = getelementptr inbounds i8, ptr %3628, i64 16
  store ptr %3629, ptr %33, align 8
  %3630 = load ptr, ptr %34, align 8
  %3631 = load ptr, ptr %35, align 8
  %3632 = icmp ult ptr %3630, %3631
  br i1 %3632, label %3617, label %3633, !llvm.loop !28

3633:                                             ; preds = %3617
  br label %3634

3634:                                             ; preds = %3633, %3611, %3605
  %3635 = load i64, ptr %288, align 8
  store i64 %3635, ptr %278, align 8
  br label %3768

3636:                                             ; preds = %3568
  %3637 = getelementptr inbounds %struct.seq_t, ptr %366, i32 0, i32 2
  %3638 = load i64, ptr %3637, align 8
  store ptr %279, ptr %8, align 8
  store ptr %292, ptr %9, align 8
  store i64 %3638, ptr %10, align 8
  %3639 = load i64, ptr %10, align 8
  %3640 = icmp ult i64 %3639, 8
  br i1 %3640, label %3641, label %3689

3641:                                             ; preds = %3636
  %3642 = load i64, ptr %10, align 8
  %3643 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %3642
  %3644 = load i32, ptr %3643, align 4
  store i32 %3644, ptr %11, align 4
  %3645 = load ptr, ptr %9, align 8
  %3646 = load ptr, ptr %3645, align 8
  %3647 = load i8, ptr %3646, align 1
  %3648 = load ptr, ptr %8, align 8
  %3649 = load ptr, ptr %3648, align 8
  store i8 %3647, ptr %3649, align 1
  %3650 = load ptr, ptr %9, align 8
  %3651 = load ptr, ptr %3650, align 8
  %3652 = getelementptr inbounds i8, ptr %3651, i64 1
  %3653 = load i8, ptr %3652, align 1
  %3654 = load ptr, ptr %8, align 8
  %3655 = load ptr, ptr %3654, align 8
  %3656 = getelementptr inbounds i8, ptr %3655, i64 1
  store i8 %3653, ptr %3656, align 1
  %3657 = load ptr, ptr %9, align 8
  %3658 = load ptr, ptr %3657, align 8
  %3659 = getelementptr inbounds i8, ptr %3658, i64 2
  %3660 = load i8, ptr %3659, align 1
  %3661 = load ptr, ptr %8, align 8
  %3662 = load ptr, ptr %3661, align 8
  %3663 = getelementptr inbounds i8, ptr %3662, i64 2
  store i8 %3660, ptr %3663, align 1
  %3664 = load ptr, ptr %9, align 8
  %3665 = load ptr, ptr %3664, align 8
  %3666 = getelementptr inbounds i8, ptr %3665, i64 3
  %3667 = load i8, ptr %3666, align 1
  %3668 = load ptr, ptr %8, align 8
  %3669 = load ptr, ptr %3668, align 8
  %3670 = getelementptr inbounds i8, ptr %3669, i64 3
  store i8 %3667, ptr %3670, align 1
  %3671 = load i64, ptr %10, align 8
  %3672 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %3671
  %3673 = load i32, ptr %3672, align 4
  %3674 = load ptr, ptr %9, align 8
  %3675 = load ptr, ptr %3674, align 8
  %3676 = zext i32 %3673 to i64
  %3677 = getelementptr inbounds i8, ptr %3675, i64 %3676
  store ptr %3677, ptr %3674, align 8
  %3678 = load ptr, ptr %8, align 8
  %3679 = load ptr, ptr %3678, align 8
  %3680 = getelementptr inbounds i8, ptr %3679, i64 4
  %3681 = load ptr, ptr %9, align 8
  %3682 = load ptr, ptr %3681, align 8
  call void @ZSTD_copy4(ptr noundef %3680, ptr noundef %3682)
  %3683 = load i32, ptr %11, align 4
  %3684 = load ptr, ptr %9, align 8
  %3685 = load ptr, ptr %3684, align 8
  %3686 = sext i32 %3683 to i64
  %3687 = sub i64 0, %3686
  %3688 = getelementptr inbounds i8, ptr %3685, i64 %3687
  store ptr %3688, ptr %3684, align 8
  br label %3694

3689:                                             ; preds = %3636
  %3690 = load ptr, ptr %8, align 8
  %3691 = load ptr, ptr %3690, align 8
  %3692 = load ptr, ptr %9, align 8
  %3693 = load ptr, ptr %3692, align 8
  call void @ZSTD_copy8(ptr noundef %3691, ptr noundef %3693)
  br label %3694

3694:                                             ; preds = %3689, %3641
  %3695 = load ptr, ptr %9, align 8
  %3696 = load ptr, ptr %3695, align 8
  %3697 = getelementptr inbounds i8, ptr %3696, i64 8
  store ptr %3697, ptr %3695, align 8
  %3698 = load ptr, ptr %8, align 8
  %3699 = load ptr, ptr %3698, align 8
  %3700 = getelementptr inbounds i8, ptr %3699, i64 8
  store ptr %3700, ptr %3698, align 8
  %3701 = getelementptr inbounds %struct.seq_t, ptr %366, i32 0, i32 1
  %3702 = load i64, ptr %3701, align 8
  %3703 = icmp ugt i64 %3702, 8
  br i1 %3703, label %3704, label %3766

3704:                                             ; preds = %3694
  %3705 = load ptr, ptr %279, align 8
  %3706 = load ptr, ptr %292, align 8
  %3707 = getelementptr inbounds %struct.seq_t, ptr %366, i32 0, i32 1
  %3708 = load i64, ptr %3707, align 8
  %3709 = sub nsw i64 %3708, 8
  store ptr %3705, ptr %20, align 8
  store ptr %3706, ptr %21, align 8
  store i64 %3709, ptr %22, align 8
  store i32 1, ptr %23, align 4
  %3710 = load ptr, ptr %20, align 8
  %3711 = load ptr, ptr %21, align 8
  %3712 = ptrtoint ptr %3710 to i64
  %3713 = ptrtoint ptr %3711 to i64
  %3714 = sub i64 %3712, %3713
  store i64 %3714, ptr %24, align 8
  %3715 = load ptr, ptr %21, align 8
  store ptr %3715, ptr %25, align 8
  %3716 = load ptr, ptr %20, align 8
  store ptr %3716, ptr %26, align 8
  %3717 = load ptr, ptr %26, align 8
  %3718 = load i64, ptr %22, align 8
  %3719 = getelementptr inbounds i8, ptr %3717, i64 %3718
  store ptr %3719, ptr %27, align 8
  %3720 = load i32, ptr %23, align 4
  %3721 = icmp eq i32 %3720, 1
  br i1 %3721, label %3722, label %3737

3722:                                             ; preds = %3704
  %3723 = load i64, ptr %24, align 8
  %3724 = icmp slt i64 %3723, 16
  br i1 %3724, label %3725, label %3737

3725:                                             ; preds = %3722
  br label %3726

3726:                                             ; preds = %3726, %3725
  %3727 = load ptr, ptr %26, align 8
  %3728 = load ptr, ptr %25, align 8
  call void @ZSTD_copy8(ptr noundef %3727, ptr noundef %3728)
  %3729 = load ptr, ptr %26, align 8
  %3730 = getelementptr inbounds i8, ptr %3729, i64 8
  store ptr %3730, ptr %26, align 8
  %3731 = load ptr, ptr %25, align 8
  %3732 = getelementptr inbounds i8, ptr %3731, i64 8
  store ptr %3732, ptr %25, align 8
  %3733 = load ptr, ptr %26, align 8
  %3734 = load ptr, ptr %27, align 8
  %3735 = icmp ult ptr %3733, %3734
  br i1 %3735, label %3726, label %3736, !llvm.loop !27

3736:                                             ; preds = %3726
  br label %3765

3737:                                             ; preds = %3722, %3704
  %3738 = load ptr, ptr %26, align 8
  %3739 = load ptr, ptr %25, align 8
  call void @ZSTD_copy16(ptr noundef %3738, ptr noundef %3739)
  %3740 = load i64, ptr %22, align 8
  %3741 = icmp sge i64 16, %3740
  br i1 %3741, label %3742, label %3743

3742:                                             ; preds = %3737
  br label %3765

3743:                                             ; preds = %3737
  %3744 = load ptr, ptr %26, align 8
  %3745 = getelementptr inbounds i8, ptr %3744, i64 16
  store ptr %3745, ptr %26, align 8
  %3746 = load ptr, ptr %25, align 8
  %3747 = getelementptr inbounds i8, ptr %3746, i64 16
  store ptr %3747, ptr %25, align 8
  br label %3748

3748:                                             ; preds = %3748, %3743
  %3749 = load ptr, ptr %26, align 8
  %3750 = load ptr, ptr %25, align 8
  call void @ZSTD_copy16(ptr noundef %3749, ptr noundef %3750)
  %3751 = load ptr, ptr %26, align 8
  %3752 = getelementptr inbounds i8, ptr %3751, i64 16
  store ptr %3752, ptr %26, align 8
  %3753 = load ptr, ptr %25, align 8
  %3754 = getelementptr inbounds i8, ptr %3753, i64 16
  store ptr %3754, ptr %25, align 8
  %3755 = load ptr, ptr %26, align 8
  %3756 = load ptr, ptr %25, align 8
  call void @ZSTD_copy16(ptr noundef %3755, ptr noundef %3756)
  %3757 = load ptr, ptr %26, align 8
  %3758 = getelementptr inbounds i8, ptr %3757, i64 16
  store ptr %3758, ptr %26, align 8
  %3759 = load ptr, ptr %25, align 8
  %3760 = getelementptr inbounds i8, ptr %3759, i64 16
  store ptr %3760, ptr %25, align 8
  %3761 = load ptr, ptr %26, align 8
  %3762 = load ptr, ptr %27, align 8
  %3763 = icmp ult ptr %3761, %3762
  br i1 %3763, label %3748, label %3764, !llvm.loop !28

3764:                                             ; preds = %3748
  br label %3765

3765:                                             ; preds = %3764, %3742, %3736
  br label %3766

3766:                                             ; preds = %3765, %3694
  %3767 = load i64, ptr %288, align 8
  store i64 %3767, ptr %278, align 8
  br label %3768

3768:                                             ; preds = %3766, %3634, %3545, %3530, %3426
  %3769 = load i64, ptr %278, align 8
  store i64 %3769, ptr %365, align 8
  %3770 = load i64, ptr %365, align 8
  %3771 = call i32 @ERR_isError(i64 noundef %3770)
  %3772 = zext i32 %3771 to i64
  %3773 = icmp ne i64 %3772, 0
  br i1 %3773, label %3774, label %3776

3774:                                             ; preds = %3768
  %3775 = load i64, ptr %365, align 8
  store i64 %3775, ptr %337, align 8
  br label %3878

3776:                                             ; preds = %3768
  %3777 = load i64, ptr %365, align 8
  %3778 = load ptr, ptr %349, align 8
  %3779 = getelementptr inbounds i8, ptr %3778, i64 %3777
  store ptr %3779, ptr %349, align 8
  %3780 = load i32, ptr %343, align 4
  %3781 = add nsw i32 %3780, -1
  store i32 %3781, ptr %343, align 4
  br label %2350, !llvm.loop !44

3782:                                             ; preds = %2350
  br label %3783

3783:                                             ; preds = %3782, %2346
  %3784 = load i32, ptr %343, align 4
  %3785 = icmp ne i32 %3784, 0
  br i1 %3785, label %3786, label %3787

3786:                                             ; preds = %3783
  store i64 -20, ptr %337, align 8
  br label %3878

3787:                                             ; preds = %3783
  %3788 = call i32 @BIT_endOfDStream(ptr noundef %355)
  %3789 = icmp ne i32 %3788, 0
  br i1 %3789, label %3791, label %3790

3790:                                             ; preds = %3787
  store i64 -20, ptr %337, align 8
  br label %3878

3791:                                             ; preds = %3787
  store i32 0, ptr %367, align 4
  br label %3792

3792:                                             ; preds = %3795, %3791
  %3793 = load i32, ptr %367, align 4
  %3794 = icmp ult i32 %3793, 3
  br i1 %3794, label %3795, label %3810

3795:                                             ; preds = %3792
  %3796 = getelementptr inbounds %struct.seqState_t, ptr %355, i32 0, i32 4
  %3797 = load i32, ptr %367, align 4
  %3798 = zext i32 %3797 to i64
  %3799 = getelementptr inbounds [3 x i64], ptr %3796, i64 0, i64 %3798
  %3800 = load i64, ptr %3799, align 8
  %3801 = trunc i64 %3800 to i32
  %3802 = load ptr, ptr %338, align 8
  %3803 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3802, i32 0, i32 4
  %3804 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %3803, i32 0, i32 4
  %3805 = load i32, ptr %367, align 4
  %3806 = zext i32 %3805 to i64
  %3807 = getelementptr inbounds [3 x i32], ptr %3804, i64 0, i64 %3806
  store i32 %3801, ptr %3807, align 4
  %3808 = load i32, ptr %367, align 4
  %3809 = add i32 %3808, 1
  store i32 %3809, ptr %367, align 4
  br label %3792, !llvm.loop !45

3810:                                             ; preds = %3792
  br label %3811

3811:                                             ; preds = %3810, %7
  %3812 = load ptr, ptr %338, align 8
  %3813 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3812, i32 0, i32 54
  %3814 = load i32, ptr %3813, align 8
  %3815 = icmp eq i32 %3814, 2
  br i1 %3815, label %3816, label %3848

3816:                                             ; preds = %3811
  %3817 = load ptr, ptr %351, align 8
  %3818 = load ptr, ptr %350, align 8
  %3819 = ptrtoint ptr %3817 to i64
  %3820 = ptrtoint ptr %3818 to i64
  %3821 = sub i64 %3819, %3820
  store i64 %3821, ptr %368, align 8
  %3822 = load i64, ptr %368, align 8
  %3823 = load ptr, ptr %348, align 8
  %3824 = load ptr, ptr %349, align 8
  %3825 = ptrtoint ptr %3823 to i64
  %3826 = ptrtoint ptr %3824 to i64
  %3827 = sub i64 %3825, %3826
  %3828 = icmp ugt i64 %3822, %3827
  br i1 %3828, label %3829, label %3830

3829:                                             ; preds = %3816
  store i64 -70, ptr %337, align 8
  br label %3878

3830:                                             ; preds = %3816
  %3831 = load ptr, ptr %349, align 8
  %3832 = icmp ne ptr %3831, null
  br i1 %3832, label %3833, label %3840

3833:                                             ; preds = %3830
  %3834 = load ptr, ptr %349, align 8
  %3835 = load ptr, ptr %350, align 8
  %3836 = load i64, ptr %368, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %3834, ptr align 1 %3835, i64 %3836, i1 false)
  %3837 = load i64, ptr %368, align 8
  %3838 = load ptr, ptr %349, align 8
  %3839 = getelementptr inbounds i8, ptr %3838, i64 %3837
  store ptr %3839, ptr %349, align 8
  br label %3840

3840:                                             ; preds = %3833, %3830
  %3841 = load ptr, ptr %338, align 8
  %3842 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3841, i32 0, i32 55
  store ptr %3842, ptr %350, align 8
  %3843 = load ptr, ptr %338, align 8
  %3844 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3843, i32 0, i32 55
  %3845 = getelementptr inbounds i8, ptr %3844, i64 65536
  store ptr %3845, ptr %351, align 8
  %3846 = load ptr, ptr %338, align 8
  %3847 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3846, i32 0, i32 54
  store i32 0, ptr %3847, align 8
  br label %3848

3848:                                             ; preds = %3840, %3811
  %3849 = load ptr, ptr %351, align 8
  %3850 = load ptr, ptr %350, align 8
  %3851 = ptrtoint ptr %3849 to i64
  %3852 = ptrtoint ptr %3850 to i64
  %3853 = sub i64 %3851, %3852
  store i64 %3853, ptr %369, align 8
  %3854 = load i64, ptr %369, align 8
  %3855 = load ptr, ptr %348, align 8
  %3856 = load ptr, ptr %349, align 8
  %3857 = ptrtoint ptr %3855 to i64
  %3858 = ptrtoint ptr %3856 to i64
  %3859 = sub i64 %3857, %3858
  %3860 = icmp ugt i64 %3854, %3859
  br i1 %3860, label %3861, label %3862

3861:                                             ; preds = %3848
  store i64 -70, ptr %337, align 8
  br label %3878

3862:                                             ; preds = %3848
  %3863 = load ptr, ptr %349, align 8
  %3864 = icmp ne ptr %3863, null
  br i1 %3864, label %3865, label %3872

3865:                                             ; preds = %3862
  %3866 = load ptr, ptr %349, align 8
  %3867 = load ptr, ptr %350, align 8
  %3868 = load i64, ptr %369, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3866, ptr align 1 %3867, i64 %3868, i1 false)
  %3869 = load i64, ptr %369, align 8
  %3870 = load ptr, ptr %349, align 8
  %3871 = getelementptr inbounds i8, ptr %3870, i64 %3869
  store ptr %3871, ptr %349, align 8
  br label %3872

3872:                                             ; preds = %3865, %3862
  %3873 = load ptr, ptr %349, align 8
  %3874 = load ptr, ptr %347, align 8
  %3875 = ptrtoint ptr %3873 to i64
  %3876 = ptrtoint ptr %3874 to i64
  %3877 = sub i64 %3875, %3876
  store i64 %3877, ptr %337, align 8
  br label %3878

3878:                                             ; preds = %441, %1889, %1918, %2338, %3774, %3786, %3790, %3829, %3861, %3872
  %3879 = load i64, ptr %337, align 8
  ret i64 %3879
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decompressSequences_default(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca ptr, align 8
  %41 = alloca i32, align 4
  %42 = alloca ptr, align 8
  %43 = alloca i32, align 4
  %44 = alloca ptr, align 8
  %45 = alloca i32, align 4
  %46 = alloca i64, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca i16, align 2
  %50 = alloca i32, align 4
  %51 = alloca i64, align 8
  %52 = alloca i64, align 8
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca ptr, align 8
  %57 = alloca i32, align 4
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca ptr, align 8
  %61 = alloca i32, align 4
  %62 = alloca i64, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca i16, align 2
  %66 = alloca i32, align 4
  %67 = alloca i64, align 8
  %68 = alloca i64, align 8
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca ptr, align 8
  %73 = alloca i32, align 4
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca ptr, align 8
  %77 = alloca i32, align 4
  %78 = alloca i64, align 8
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca i16, align 2
  %82 = alloca i32, align 4
  %83 = alloca i64, align 8
  %84 = alloca i32, align 4
  %85 = alloca ptr, align 8
  %86 = alloca i32, align 4
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca ptr, align 8
  %90 = alloca i32, align 4
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca ptr, align 8
  %94 = alloca i32, align 4
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca ptr, align 8
  %98 = alloca i32, align 4
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca ptr, align 8
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca ptr, align 8
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca ptr, align 8
  %110 = alloca i32, align 4
  %111 = alloca i32, align 4
  %112 = alloca i64, align 8
  %113 = alloca ptr, align 8
  %114 = alloca ptr, align 8
  %115 = alloca ptr, align 8
  %116 = alloca ptr, align 8
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca i64, align 8
  %123 = alloca ptr, align 8
  %124 = alloca ptr, align 8
  %125 = alloca ptr, align 8
  %126 = alloca ptr, align 8
  %127 = alloca %struct.seq_t, align 8
  %128 = alloca i64, align 8
  %129 = alloca ptr, align 8
  %130 = alloca i32, align 4
  %131 = alloca i32, align 4
  %132 = alloca ptr, align 8
  %133 = alloca ptr, align 8
  %134 = alloca ptr, align 8
  %135 = alloca i32, align 4
  %136 = alloca i8, align 1
  %137 = alloca i8, align 1
  %138 = alloca i8, align 1
  %139 = alloca i8, align 1
  %140 = alloca i16, align 2
  %141 = alloca i16, align 2
  %142 = alloca i16, align 2
  %143 = alloca i32, align 4
  %144 = alloca i32, align 4
  %145 = alloca i32, align 4
  %146 = alloca i64, align 8
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca i64, align 8
  %150 = alloca i64, align 8
  %151 = alloca ptr, align 8
  %152 = alloca ptr, align 8
  %153 = alloca i64, align 8
  %154 = alloca ptr, align 8
  %155 = alloca i64, align 8
  %156 = alloca i32, align 4
  %157 = alloca i32, align 4
  %158 = alloca ptr, align 8
  %159 = alloca ptr, align 8
  %160 = alloca ptr, align 8
  %161 = alloca ptr, align 8
  %162 = alloca ptr, align 8
  %163 = alloca ptr, align 8
  %164 = alloca ptr, align 8
  %165 = alloca ptr, align 8
  %166 = alloca ptr, align 8
  %167 = alloca ptr, align 8
  %168 = alloca %struct.seqState_t, align 8
  %169 = alloca i32, align 4
  %170 = alloca %struct.seq_t, align 8
  %171 = alloca i64, align 8
  %172 = alloca %struct.seq_t, align 8
  %173 = alloca i32, align 4
  %174 = alloca i64, align 8
  %175 = alloca ptr, align 8
  %176 = alloca ptr, align 8
  %177 = alloca i64, align 8
  %178 = alloca ptr, align 8
  %179 = alloca i64, align 8
  %180 = alloca i32, align 4
  %181 = alloca i32, align 4
  store ptr %0, ptr %175, align 8
  store ptr %1, ptr %176, align 8
  store i64 %2, ptr %177, align 8
  store ptr %3, ptr %178, align 8
  store i64 %4, ptr %179, align 8
  store i32 %5, ptr %180, align 4
  store i32 %6, ptr %181, align 4
  %182 = load ptr, ptr %175, align 8
  %183 = load ptr, ptr %176, align 8
  %184 = load i64, ptr %177, align 8
  %185 = load ptr, ptr %178, align 8
  %186 = load i64, ptr %179, align 8
  %187 = load i32, ptr %180, align 4
  %188 = load i32, ptr %181, align 4
  store ptr %182, ptr %151, align 8
  store ptr %183, ptr %152, align 8
  store i64 %184, ptr %153, align 8
  store ptr %185, ptr %154, align 8
  store i64 %186, ptr %155, align 8
  store i32 %187, ptr %156, align 4
  store i32 %188, ptr %157, align 4
  %189 = load ptr, ptr %154, align 8
  store ptr %189, ptr %158, align 8
  %190 = load ptr, ptr %158, align 8
  %191 = load i64, ptr %155, align 8
  %192 = getelementptr inbounds i8, ptr %190, i64 %191
  store ptr %192, ptr %159, align 8
  %193 = load ptr, ptr %152, align 8
  store ptr %193, ptr %160, align 8
  %194 = load ptr, ptr %151, align 8
  %195 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %194, i32 0, i32 54
  %196 = load i32, ptr %195, align 8
  %197 = icmp eq i32 %196, 0
  br i1 %197, label %198, label %202

198:                                              ; preds = %7
  %199 = load ptr, ptr %160, align 8
  %200 = load i64, ptr %153, align 8
  %201 = call ptr @ZSTD_maybeNullPtrAdd(ptr noundef %199, i64 noundef %200)
  br label %206

202:                                              ; preds = %7
  %203 = load ptr, ptr %151, align 8
  %204 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %203, i32 0, i32 52
  %205 = load ptr, ptr %204, align 8
  br label %206

206:                                              ; preds = %202, %198
  %207 = phi ptr [ %201, %198 ], [ %205, %202 ]
  store ptr %207, ptr %161, align 8
  %208 = load ptr, ptr %160, align 8
  store ptr %208, ptr %162, align 8
  %209 = load ptr, ptr %151, align 8
  %210 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %209, i32 0, i32 23
  %211 = load ptr, ptr %210, align 8
  store ptr %211, ptr %163, align 8
  %212 = load ptr, ptr %163, align 8
  %213 = load ptr, ptr %151, align 8
  %214 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %213, i32 0, i32 25
  %215 = load i64, ptr %214, align 8
  %216 = getelementptr inbounds i8, ptr %212, i64 %215
  store ptr %216, ptr %164, align 8
  %217 = load ptr, ptr %151, align 8
  %218 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %217, i32 0, i32 7
  %219 = load ptr, ptr %218, align 8
  store ptr %219, ptr %165, align 8
  %220 = load ptr, ptr %151, align 8
  %221 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %220, i32 0, i32 8
  %222 = load ptr, ptr %221, align 8
  store ptr %222, ptr %166, align 8
  %223 = load ptr, ptr %151, align 8
  %224 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %223, i32 0, i32 9
  %225 = load ptr, ptr %224, align 8
  store ptr %225, ptr %167, align 8
  %226 = load i32, ptr %156, align 4
  %227 = icmp ne i32 %226, 0
  br i1 %227, label %228, label %1728

228:                                              ; preds = %206
  %229 = load ptr, ptr %151, align 8
  %230 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %229, i32 0, i32 17
  store i32 1, ptr %230, align 4
  store i32 0, ptr %169, align 4
  br label %231

231:                                              ; preds = %234, %228
  %232 = load i32, ptr %169, align 4
  %233 = icmp ult i32 %232, 3
  br i1 %233, label %234, label %249

234:                                              ; preds = %231
  %235 = load ptr, ptr %151, align 8
  %236 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %235, i32 0, i32 4
  %237 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %236, i32 0, i32 4
  %238 = load i32, ptr %169, align 4
  %239 = zext i32 %238 to i64
  %240 = getelementptr inbounds [3 x i32], ptr %237, i64 0, i64 %239
  %241 = load i32, ptr %240, align 4
  %242 = zext i32 %241 to i64
  %243 = getelementptr inbounds %struct.seqState_t, ptr %168, i32 0, i32 4
  %244 = load i32, ptr %169, align 4
  %245 = zext i32 %244 to i64
  %246 = getelementptr inbounds [3 x i64], ptr %243, i64 0, i64 %245
  store i64 %242, ptr %246, align 8
  %247 = load i32, ptr %169, align 4
  %248 = add i32 %247, 1
  store i32 %248, ptr %169, align 4
  br label %231, !llvm.loop !46

249:                                              ; preds = %231
  %250 = load ptr, ptr %158, align 8
  %251 = load ptr, ptr %159, align 8
  %252 = load ptr, ptr %158, align 8
  %253 = ptrtoint ptr %251 to i64
  %254 = ptrtoint ptr %252 to i64
  %255 = sub i64 %253, %254
  %256 = call i64 @BIT_initDStream(ptr noundef %168, ptr noundef %250, i64 noundef %255)
  %257 = call i32 @ERR_isError(i64 noundef %256)
  %258 = icmp ne i32 %257, 0
  br i1 %258, label %259, label %260

259:                                              ; preds = %249
  store i64 -20, ptr %150, align 8
  br label %1758

260:                                              ; preds = %249
  %261 = getelementptr inbounds %struct.seqState_t, ptr %168, i32 0, i32 1
  %262 = load ptr, ptr %151, align 8
  %263 = load ptr, ptr %262, align 8
  call void @ZSTD_initFseState(ptr noundef %261, ptr noundef %168, ptr noundef %263)
  %264 = getelementptr inbounds %struct.seqState_t, ptr %168, i32 0, i32 2
  %265 = load ptr, ptr %151, align 8
  %266 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %265, i32 0, i32 2
  %267 = load ptr, ptr %266, align 8
  call void @ZSTD_initFseState(ptr noundef %264, ptr noundef %168, ptr noundef %267)
  %268 = getelementptr inbounds %struct.seqState_t, ptr %168, i32 0, i32 3
  %269 = load ptr, ptr %151, align 8
  %270 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %269, i32 0, i32 1
  %271 = load ptr, ptr %270, align 8
  call void @ZSTD_initFseState(ptr noundef %268, ptr noundef %168, ptr noundef %271)
  br label %272

272:                                              ; preds = %1698, %260
  %273 = load i32, ptr %156, align 4
  %274 = icmp ne i32 %273, 0
  br i1 %274, label %275, label %1704

275:                                              ; preds = %272
  %276 = load i32, ptr %157, align 4
  %277 = load i32, ptr %156, align 4
  %278 = icmp eq i32 %277, 1
  %279 = zext i1 %278 to i32
  call void @llvm.experimental.noalias.scope.decl(metadata !47)
  store ptr %168, ptr %129, align 8, !noalias !47
  store i32 %276, ptr %130, align 4, !noalias !47
  store i32 %279, ptr %131, align 4, !noalias !47
  %280 = load ptr, ptr %129, align 8, !noalias !47
  %281 = getelementptr inbounds %struct.seqState_t, ptr %280, i32 0, i32 1
  %282 = getelementptr inbounds %struct.ZSTD_fseState, ptr %281, i32 0, i32 1
  %283 = load ptr, ptr %282, align 8, !noalias !47
  %284 = load ptr, ptr %129, align 8, !noalias !47
  %285 = getelementptr inbounds %struct.seqState_t, ptr %284, i32 0, i32 1
  %286 = load i64, ptr %285, align 8, !noalias !47
  %287 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %283, i64 %286
  store ptr %287, ptr %132, align 8, !noalias !47
  %288 = load ptr, ptr %129, align 8, !noalias !47
  %289 = getelementptr inbounds %struct.seqState_t, ptr %288, i32 0, i32 3
  %290 = getelementptr inbounds %struct.ZSTD_fseState, ptr %289, i32 0, i32 1
  %291 = load ptr, ptr %290, align 8, !noalias !47
  %292 = load ptr, ptr %129, align 8, !noalias !47
  %293 = getelementptr inbounds %struct.seqState_t, ptr %292, i32 0, i32 3
  %294 = load i64, ptr %293, align 8, !noalias !47
  %295 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %291, i64 %294
  store ptr %295, ptr %133, align 8, !noalias !47
  %296 = load ptr, ptr %129, align 8, !noalias !47
  %297 = getelementptr inbounds %struct.seqState_t, ptr %296, i32 0, i32 2
  %298 = getelementptr inbounds %struct.ZSTD_fseState, ptr %297, i32 0, i32 1
  %299 = load ptr, ptr %298, align 8, !noalias !47
  %300 = load ptr, ptr %129, align 8, !noalias !47
  %301 = getelementptr inbounds %struct.seqState_t, ptr %300, i32 0, i32 2
  %302 = load i64, ptr %301, align 8, !noalias !47
  %303 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %299, i64 %302
  store ptr %303, ptr %134, align 8, !noalias !47
  %304 = load ptr, ptr %133, align 8, !noalias !47
  %305 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %304, i32 0, i32 3
  %306 = load i32, ptr %305, align 4, !noalias !47
  %307 = zext i32 %306 to i64
  %308 = getelementptr inbounds %struct.seq_t, ptr %170, i32 0, i32 1
  store i64 %307, ptr %308, align 8, !alias.scope !47
  %309 = load ptr, ptr %132, align 8, !noalias !47
  %310 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %309, i32 0, i32 3
  %311 = load i32, ptr %310, align 4, !noalias !47
  %312 = zext i32 %311 to i64
  store i64 %312, ptr %170, align 8, !alias.scope !47
  %313 = load ptr, ptr %134, align 8, !noalias !47
  %314 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %313, i32 0, i32 3
  %315 = load i32, ptr %314, align 4, !noalias !47
  store i32 %315, ptr %135, align 4, !noalias !47
  %316 = load ptr, ptr %132, align 8, !noalias !47
  %317 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %316, i32 0, i32 1
  %318 = load i8, ptr %317, align 2, !noalias !47
  store i8 %318, ptr %136, align 1, !noalias !47
  %319 = load ptr, ptr %133, align 8, !noalias !47
  %320 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %319, i32 0, i32 1
  %321 = load i8, ptr %320, align 2, !noalias !47
  store i8 %321, ptr %137, align 1, !noalias !47
  %322 = load ptr, ptr %134, align 8, !noalias !47
  %323 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %322, i32 0, i32 1
  %324 = load i8, ptr %323, align 2, !noalias !47
  store i8 %324, ptr %138, align 1, !noalias !47
  %325 = load i8, ptr %136, align 1, !noalias !47
  %326 = zext i8 %325 to i32
  %327 = load i8, ptr %137, align 1, !noalias !47
  %328 = zext i8 %327 to i32
  %329 = add nsw i32 %326, %328
  %330 = load i8, ptr %138, align 1, !noalias !47
  %331 = zext i8 %330 to i32
  %332 = add nsw i32 %329, %331
  %333 = trunc i32 %332 to i8
  store i8 %333, ptr %139, align 1, !noalias !47
  %334 = load ptr, ptr %132, align 8, !noalias !47
  %335 = load i16, ptr %334, align 4, !noalias !47
  store i16 %335, ptr %140, align 2, !noalias !47
  %336 = load ptr, ptr %133, align 8, !noalias !47
  %337 = load i16, ptr %336, align 4, !noalias !47
  store i16 %337, ptr %141, align 2, !noalias !47
  %338 = load ptr, ptr %134, align 8, !noalias !47
  %339 = load i16, ptr %338, align 4, !noalias !47
  store i16 %339, ptr %142, align 2, !noalias !47
  %340 = load ptr, ptr %132, align 8, !noalias !47
  %341 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %340, i32 0, i32 2
  %342 = load i8, ptr %341, align 1, !noalias !47
  %343 = zext i8 %342 to i32
  store i32 %343, ptr %143, align 4, !noalias !47
  %344 = load ptr, ptr %133, align 8, !noalias !47
  %345 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %344, i32 0, i32 2
  %346 = load i8, ptr %345, align 1, !noalias !47
  %347 = zext i8 %346 to i32
  store i32 %347, ptr %144, align 4, !noalias !47
  %348 = load ptr, ptr %134, align 8, !noalias !47
  %349 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %348, i32 0, i32 2
  %350 = load i8, ptr %349, align 1, !noalias !47
  %351 = zext i8 %350 to i32
  store i32 %351, ptr %145, align 4, !noalias !47
  %352 = load i8, ptr %138, align 1, !noalias !47
  %353 = zext i8 %352 to i32
  %354 = icmp sgt i32 %353, 1
  br i1 %354, label %355, label %582

355:                                              ; preds = %275
  %356 = call i32 @MEM_32bits(), !noalias !47
  %357 = icmp ne i32 %356, 0
  br i1 %357, label %358, label %466

358:                                              ; preds = %355
  %359 = load i32, ptr %130, align 4, !noalias !47
  %360 = icmp ne i32 %359, 0
  br i1 %360, label %361, label %466

361:                                              ; preds = %358
  %362 = load i8, ptr %138, align 1, !noalias !47
  %363 = zext i8 %362 to i32
  %364 = icmp sge i32 %363, 25
  br i1 %364, label %365, label %466

365:                                              ; preds = %361
  store i32 5, ptr %147, align 4, !noalias !47
  %366 = load i32, ptr %135, align 4, !noalias !47
  %367 = zext i32 %366 to i64
  %368 = load ptr, ptr %129, align 8, !noalias !47
  %369 = load i8, ptr %138, align 1, !noalias !47
  %370 = zext i8 %369 to i32
  %371 = sub i32 %370, 5
  %372 = call i64 @BIT_readBitsFast(ptr noundef %368, i32 noundef %371), !noalias !47
  %373 = shl i64 %372, 5
  %374 = add i64 %367, %373
  store i64 %374, ptr %146, align 8, !noalias !47
  %375 = load ptr, ptr %129, align 8, !noalias !47
  store ptr %375, ptr %109, align 8, !noalias !47
  %376 = load ptr, ptr %109, align 8, !noalias !47
  %377 = getelementptr inbounds %struct.BIT_DStream_t, ptr %376, i32 0, i32 1
  %378 = load i32, ptr %377, align 8, !noalias !47
  %379 = zext i32 %378 to i64
  %380 = icmp ugt i64 %379, 64
  %381 = zext i1 %380 to i32
  %382 = sext i32 %381 to i64
  br i1 %380, label %383, label %386

383:                                              ; preds = %365
  %384 = load ptr, ptr %109, align 8, !noalias !47
  %385 = getelementptr inbounds %struct.BIT_DStream_t, ptr %384, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %385, align 8, !noalias !47
  store i32 3, ptr %108, align 4, !noalias !47
  br label %460

386:                                              ; preds = %365
  %387 = load ptr, ptr %109, align 8, !noalias !47
  %388 = getelementptr inbounds %struct.BIT_DStream_t, ptr %387, i32 0, i32 2
  %389 = load ptr, ptr %388, align 8, !noalias !47
  %390 = load ptr, ptr %109, align 8, !noalias !47
  %391 = getelementptr inbounds %struct.BIT_DStream_t, ptr %390, i32 0, i32 4
  %392 = load ptr, ptr %391, align 8, !noalias !47
  %393 = icmp uge ptr %389, %392
  br i1 %393, label %394, label %397

394:                                              ; preds = %386
  %395 = load ptr, ptr %109, align 8, !noalias !47
  %396 = call i32 @BIT_reloadDStream_internal(ptr noundef %395), !noalias !47
  store i32 %396, ptr %108, align 4, !noalias !47
  br label %460

397:                                              ; preds = %386
  %398 = load ptr, ptr %109, align 8, !noalias !47
  %399 = getelementptr inbounds %struct.BIT_DStream_t, ptr %398, i32 0, i32 2
  %400 = load ptr, ptr %399, align 8, !noalias !47
  %401 = load ptr, ptr %109, align 8, !noalias !47
  %402 = getelementptr inbounds %struct.BIT_DStream_t, ptr %401, i32 0, i32 3
  %403 = load ptr, ptr %402, align 8, !noalias !47
  %404 = icmp eq ptr %400, %403
  br i1 %404, label %405, label %413

405:                                              ; preds = %397
  %406 = load ptr, ptr %109, align 8, !noalias !47
  %407 = getelementptr inbounds %struct.BIT_DStream_t, ptr %406, i32 0, i32 1
  %408 = load i32, ptr %407, align 8, !noalias !47
  %409 = zext i32 %408 to i64
  %410 = icmp ult i64 %409, 64
  br i1 %410, label %411, label %412

411:                                              ; preds = %405
  store i32 1, ptr %108, align 4, !noalias !47
  br label %460

412:                                              ; preds = %405
  store i32 2, ptr %108, align 4, !noalias !47
  br label %460

413:                                              ; preds = %397
  %414 = load ptr, ptr %109, align 8, !noalias !47
  %415 = getelementptr inbounds %struct.BIT_DStream_t, ptr %414, i32 0, i32 1
  %416 = load i32, ptr %415, align 8, !noalias !47
  %417 = lshr i32 %416, 3
  store i32 %417, ptr %110, align 4, !noalias !47
  store i32 0, ptr %111, align 4, !noalias !47
  %418 = load ptr, ptr %109, align 8, !noalias !47
  %419 = getelementptr inbounds %struct.BIT_DStream_t, ptr %418, i32 0, i32 2
  %420 = load ptr, ptr %419, align 8, !noalias !47
  %421 = load i32, ptr %110, align 4, !noalias !47
  %422 = zext i32 %421 to i64
  %423 = sub i64 0, %422
  %424 = getelementptr inbounds i8, ptr %420, i64 %423
  %425 = load ptr, ptr %109, align 8, !noalias !47
  %426 = getelementptr inbounds %struct.BIT_DStream_t, ptr %425, i32 0, i32 3
  %427 = load ptr, ptr %426, align 8, !noalias !47
  %428 = icmp ult ptr %424, %427
  br i1 %428, label %429, label %440

429:                                              ; preds = %413
  %430 = load ptr, ptr %109, align 8, !noalias !47
  %431 = getelementptr inbounds %struct.BIT_DStream_t, ptr %430, i32 0, i32 2
  %432 = load ptr, ptr %431, align 8, !noalias !47
  %433 = load ptr, ptr %109, align 8, !noalias !47
  %434 = getelementptr inbounds %struct.BIT_DStream_t, ptr %433, i32 0, i32 3
  %435 = load ptr, ptr %434, align 8, !noalias !47
  %436 = ptrtoint ptr %432 to i64
  %437 = ptrtoint ptr %435 to i64
  %438 = sub i64 %436, %437
  %439 = trunc i64 %438 to i32
  store i32 %439, ptr %110, align 4, !noalias !47
  store i32 1, ptr %111, align 4, !noalias !47
  br label %440

440:                                              ; preds = %429, %413
  %441 = load i32, ptr %110, align 4, !noalias !47
  %442 = load ptr, ptr %109, align 8, !noalias !47
  %443 = getelementptr inbounds %struct.BIT_DStream_t, ptr %442, i32 0, i32 2
  %444 = load ptr, ptr %443, align 8, !noalias !47
  %445 = zext i32 %441 to i64
  %446 = sub i64 0, %445
  %447 = getelementptr inbounds i8, ptr %444, i64 %446
  store ptr %447, ptr %443, align 8, !noalias !47
  %448 = load i32, ptr %110, align 4, !noalias !47
  %449 = mul i32 %448, 8
  %450 = load ptr, ptr %109, align 8, !noalias !47
  %451 = getelementptr inbounds %struct.BIT_DStream_t, ptr %450, i32 0, i32 1
  %452 = load i32, ptr %451, align 8, !noalias !47
  %453 = sub i32 %452, %449
  store i32 %453, ptr %451, align 8, !noalias !47
  %454 = load ptr, ptr %109, align 8, !noalias !47
  %455 = getelementptr inbounds %struct.BIT_DStream_t, ptr %454, i32 0, i32 2
  %456 = load ptr, ptr %455, align 8, !noalias !47
  %457 = call i64 @MEM_readLEST(ptr noundef %456), !noalias !47
  %458 = load ptr, ptr %109, align 8, !noalias !47
  store i64 %457, ptr %458, align 8, !noalias !47
  %459 = load i32, ptr %111, align 4, !noalias !47
  store i32 %459, ptr %108, align 4, !noalias !47
  br label %460

460:                                              ; preds = %440, %412, %411, %394, %383
  %461 = load i32, ptr %108, align 4, !noalias !47
  %462 = load ptr, ptr %129, align 8, !noalias !47
  %463 = call i64 @BIT_readBitsFast(ptr noundef %462, i32 noundef 5), !noalias !47
  %464 = load i64, ptr %146, align 8, !noalias !47
  %465 = add i64 %464, %463
  store i64 %465, ptr %146, align 8, !noalias !47
  br label %565

466:                                              ; preds = %361, %358, %355
  %467 = load i32, ptr %135, align 4, !noalias !47
  %468 = zext i32 %467 to i64
  %469 = load ptr, ptr %129, align 8, !noalias !47
  %470 = load i8, ptr %138, align 1, !noalias !47
  %471 = zext i8 %470 to i32
  %472 = call i64 @BIT_readBitsFast(ptr noundef %469, i32 noundef %471), !noalias !47
  %473 = add i64 %468, %472
  store i64 %473, ptr %146, align 8, !noalias !47
  %474 = call i32 @MEM_32bits(), !noalias !47
  %475 = icmp ne i32 %474, 0
  br i1 %475, label %476, label %564

476:                                              ; preds = %466
  %477 = load ptr, ptr %129, align 8, !noalias !47
  store ptr %477, ptr %105, align 8, !noalias !47
  %478 = load ptr, ptr %105, align 8, !noalias !47
  %479 = getelementptr inbounds %struct.BIT_DStream_t, ptr %478, i32 0, i32 1
  %480 = load i32, ptr %479, align 8, !noalias !47
  %481 = zext i32 %480 to i64
  %482 = icmp ugt i64 %481, 64
  %483 = zext i1 %482 to i32
  %484 = sext i32 %483 to i64
  br i1 %482, label %485, label %488

485:                                              ; preds = %476
  %486 = load ptr, ptr %105, align 8, !noalias !47
  %487 = getelementptr inbounds %struct.BIT_DStream_t, ptr %486, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %487, align 8, !noalias !47
  store i32 3, ptr %104, align 4, !noalias !47
  br label %562

488:                                              ; preds = %476
  %489 = load ptr, ptr %105, align 8, !noalias !47
  %490 = getelementptr inbounds %struct.BIT_DStream_t, ptr %489, i32 0, i32 2
  %491 = load ptr, ptr %490, align 8, !noalias !47
  %492 = load ptr, ptr %105, align 8, !noalias !47
  %493 = getelementptr inbounds %struct.BIT_DStream_t, ptr %492, i32 0, i32 4
  %494 = load ptr, ptr %493, align 8, !noalias !47
  %495 = icmp uge ptr %491, %494
  br i1 %495, label %496, label %499

496:                                              ; preds = %488
  %497 = load ptr, ptr %105, align 8, !noalias !47
  %498 = call i32 @BIT_reloadDStream_internal(ptr noundef %497), !noalias !47
  store i32 %498, ptr %104, align 4, !noalias !47
  br label %562

499:                                              ; preds = %488
  %500 = load ptr, ptr %105, align 8, !noalias !47
  %501 = getelementptr inbounds %struct.BIT_DStream_t, ptr %500, i32 0, i32 2
  %502 = load ptr, ptr %501, align 8, !noalias !47
  %503 = load ptr, ptr %105, align 8, !noalias !47
  %504 = getelementptr inbounds %struct.BIT_DStream_t, ptr %503, i32 0, i32 3
  %505 = load ptr, ptr %504, align 8, !noalias !47
  %506 = icmp eq ptr %502, %505
  br i1 %506, label %507, label %515

507:                                              ; preds = %499
  %508 = load ptr, ptr %105, align 8, !noalias !47
  %509 = getelementptr inbounds %struct.BIT_DStream_t, ptr %508, i32 0, i32 1
  %510 = load i32, ptr %509, align 8, !noalias !47
  %511 = zext i32 %510 to i64
  %512 = icmp ult i64 %511, 64
  br i1 %512, label %513, label %514

513:                                              ; preds = %507
  store i32 1, ptr %104, align 4, !noalias !47
  br label %562

514:                                              ; preds = %507
  store i32 2, ptr %104, align 4, !noalias !47
  br label %562

515:                                              ; preds = %499
  %516 = load ptr, ptr %105, align 8, !noalias !47
  %517 = getelementptr inbounds %struct.BIT_DStream_t, ptr %516, i32 0, i32 1
  %518 = load i32, ptr %517, align 8, !noalias !47
  %519 = lshr i32 %518, 3
  store i32 %519, ptr %106, align 4, !noalias !47
  store i32 0, ptr %107, align 4, !noalias !47
  %520 = load ptr, ptr %105, align 8, !noalias !47
  %521 = getelementptr inbounds %struct.BIT_DStream_t, ptr %520, i32 0, i32 2
  %522 = load ptr, ptr %521, align 8, !noalias !47
  %523 = load i32, ptr %106, align 4, !noalias !47
  %524 = zext i32 %523 to i64
  %525 = sub i64 0, %524
  %526 = getelementptr inbounds i8, ptr %522, i64 %525
  %527 = load ptr, ptr %105, align 8, !noalias !47
  %528 = getelementptr inbounds %struct.BIT_DStream_t, ptr %527, i32 0, i32 3
  %529 = load ptr, ptr %528, align 8, !noalias !47
  %530 = icmp ult ptr %526, %529
  br i1 %530, label %531, label %542

531:                                              ; preds = %515
  %532 = load ptr, ptr %105, align 8, !noalias !47
  %533 = getelementptr inbounds %struct.BIT_DStream_t, ptr %532, i32 0, i32 2
  %534 = load ptr, ptr %533, align 8, !noalias !47
  %535 = load ptr, ptr %105, align 8, !noalias !47
  %536 = getelementptr inbounds %struct.BIT_DStream_t, ptr %535, i32 0, i32 3
  %537 = load ptr, ptr %536, align 8, !noalias !47
  %538 = ptrtoint ptr %534 to i64
  %539 = ptrtoint ptr %537 to i64
  %540 = sub i64 %538, %539
  %541 = trunc i64 %540 to i32
  store i32 %541, ptr %106, align 4, !noalias !47
  store i32 1, ptr %107, align 4, !noalias !47
  br label %542

542:                                              ; preds = %531, %515
  %543 = load i32, ptr %106, align 4, !noalias !47
  %544 = load ptr, ptr %105, align 8, !noalias !47
  %545 = getelementptr inbounds %struct.BIT_DStream_t, ptr %544, i32 0, i32 2
  %546 = load ptr, ptr %545, align 8, !noalias !47
  %547 = zext i32 %543 to i64
  %548 = sub i64 0, %547
  %549 = getelementptr inbounds i8, ptr %546, i64 %548
  store ptr %549, ptr %545, align 8, !noalias !47
  %550 = load i32, ptr %106, align 4, !noalias !47
  %551 = mul i32 %550, 8
  %552 = load ptr, ptr %105, align 8, !noalias !47
  %553 = getelementptr inbounds %struct.BIT_DStream_t, ptr %552, i32 0, i32 1
  %554 = load i32, ptr %553, align 8, !noalias !47
  %555 = sub i32 %554, %551
  store i32 %555, ptr %553, align 8, !noalias !47
  %556 = load ptr, ptr %105, align 8, !noalias !47
  %557 = getelementptr inbounds %struct.BIT_DStream_t, ptr %556, i32 0, i32 2
  %558 = load ptr, ptr %557, align 8, !noalias !47
  %559 = call i64 @MEM_readLEST(ptr noundef %558), !noalias !47
  %560 = load ptr, ptr %105, align 8, !noalias !47
  store i64 %559, ptr %560, align 8, !noalias !47
  %561 = load i32, ptr %107, align 4, !noalias !47
  store i32 %561, ptr %104, align 4, !noalias !47
  br label %562

562:                                              ; preds = %542, %514, %513, %496, %485
  %563 = load i32, ptr %104, align 4, !noalias !47
  br label %564

564:                                              ; preds = %562, %466
  br label %565

565:                                              ; preds = %564, %460
  %566 = load ptr, ptr %129, align 8, !noalias !47
  %567 = getelementptr inbounds %struct.seqState_t, ptr %566, i32 0, i32 4
  %568 = getelementptr inbounds [3 x i64], ptr %567, i64 0, i64 1
  %569 = load i64, ptr %568, align 8, !noalias !47
  %570 = load ptr, ptr %129, align 8, !noalias !47
  %571 = getelementptr inbounds %struct.seqState_t, ptr %570, i32 0, i32 4
  %572 = getelementptr inbounds [3 x i64], ptr %571, i64 0, i64 2
  store i64 %569, ptr %572, align 8, !noalias !47
  %573 = load ptr, ptr %129, align 8, !noalias !47
  %574 = getelementptr inbounds %struct.seqState_t, ptr %573, i32 0, i32 4
  %575 = load i64, ptr %574, align 8, !noalias !47
  %576 = load ptr, ptr %129, align 8, !noalias !47
  %577 = getelementptr inbounds %struct.seqState_t, ptr %576, i32 0, i32 4
  %578 = getelementptr inbounds [3 x i64], ptr %577, i64 0, i64 1
  store i64 %575, ptr %578, align 8, !noalias !47
  %579 = load i64, ptr %146, align 8, !noalias !47
  %580 = load ptr, ptr %129, align 8, !noalias !47
  %581 = getelementptr inbounds %struct.seqState_t, ptr %580, i32 0, i32 4
  store i64 %579, ptr %581, align 8, !noalias !47
  br label %666

582:                                              ; preds = %275
  %583 = load ptr, ptr %132, align 8, !noalias !47
  %584 = getelementptr inbounds %struct.ZSTD_seqSymbol, ptr %583, i32 0, i32 3
  %585 = load i32, ptr %584, align 4, !noalias !47
  %586 = icmp eq i32 %585, 0
  %587 = zext i1 %586 to i32
  store i32 %587, ptr %148, align 4, !noalias !47
  %588 = load i8, ptr %138, align 1, !noalias !47
  %589 = zext i8 %588 to i32
  %590 = icmp eq i32 %589, 0
  %591 = zext i1 %590 to i32
  %592 = sext i32 %591 to i64
  br i1 %590, label %593, label %615

593:                                              ; preds = %582
  %594 = load ptr, ptr %129, align 8, !noalias !47
  %595 = getelementptr inbounds %struct.seqState_t, ptr %594, i32 0, i32 4
  %596 = load i32, ptr %148, align 4, !noalias !47
  %597 = zext i32 %596 to i64
  %598 = getelementptr inbounds [3 x i64], ptr %595, i64 0, i64 %597
  %599 = load i64, ptr %598, align 8, !noalias !47
  store i64 %599, ptr %146, align 8, !noalias !47
  %600 = load ptr, ptr %129, align 8, !noalias !47
  %601 = getelementptr inbounds %struct.seqState_t, ptr %600, i32 0, i32 4
  %602 = load i32, ptr %148, align 4, !noalias !47
  %603 = icmp ne i32 %602, 0
  %604 = xor i1 %603, true
  %605 = zext i1 %604 to i32
  %606 = sext i32 %605 to i64
  %607 = getelementptr inbounds [3 x i64], ptr %601, i64 0, i64 %606
  %608 = load i64, ptr %607, align 8, !noalias !47
  %609 = load ptr, ptr %129, align 8, !noalias !47
  %610 = getelementptr inbounds %struct.seqState_t, ptr %609, i32 0, i32 4
  %611 = getelementptr inbounds [3 x i64], ptr %610, i64 0, i64 1
  store i64 %608, ptr %611, align 8, !noalias !47
  %612 = load i64, ptr %146, align 8, !noalias !47
  %613 = load ptr, ptr %129, align 8, !noalias !47
  %614 = getelementptr inbounds %struct.seqState_t, ptr %613, i32 0, i32 4
  store i64 %612, ptr %614, align 8, !noalias !47
  br label %665

615:                                              ; preds = %582
  %616 = load i32, ptr %135, align 4, !noalias !47
  %617 = load i32, ptr %148, align 4, !noalias !47
  %618 = add i32 %616, %617
  %619 = zext i32 %618 to i64
  %620 = load ptr, ptr %129, align 8, !noalias !47
  %621 = call i64 @BIT_readBitsFast(ptr noundef %620, i32 noundef 1), !noalias !47
  %622 = add i64 %619, %621
  store i64 %622, ptr %146, align 8, !noalias !47
  %623 = load i64, ptr %146, align 8, !noalias !47
  %624 = icmp eq i64 %623, 3
  br i1 %624, label %625, label %630

625:                                              ; preds = %615
  %626 = load ptr, ptr %129, align 8, !noalias !47
  %627 = getelementptr inbounds %struct.seqState_t, ptr %626, i32 0, i32 4
  %628 = load i64, ptr %627, align 8, !noalias !47
  %629 = sub i64 %628, 1
  br label %636

630:                                              ; preds = %615
  %631 = load ptr, ptr %129, align 8, !noalias !47
  %632 = getelementptr inbounds %struct.seqState_t, ptr %631, i32 0, i32 4
  %633 = load i64, ptr %146, align 8, !noalias !47
  %634 = getelementptr inbounds [3 x i64], ptr %632, i64 0, i64 %633
  %635 = load i64, ptr %634, align 8, !noalias !47
  br label %636

636:                                              ; preds = %630, %625
  %637 = phi i64 [ %629, %625 ], [ %635, %630 ]
  store i64 %637, ptr %149, align 8, !noalias !47
  %638 = load i64, ptr %149, align 8, !noalias !47
  %639 = icmp ne i64 %638, 0
  %640 = xor i1 %639, true
  %641 = zext i1 %640 to i32
  %642 = sext i32 %641 to i64
  %643 = load i64, ptr %149, align 8, !noalias !47
  %644 = sub i64 %643, %642
  store i64 %644, ptr %149, align 8, !noalias !47
  %645 = load i64, ptr %146, align 8, !noalias !47
  %646 = icmp ne i64 %645, 1
  br i1 %646, label %647, label %655

647:                                              ; preds = %636
  %648 = load ptr, ptr %129, align 8, !noalias !47
  %649 = getelementptr inbounds %struct.seqState_t, ptr %648, i32 0, i32 4
  %650 = getelementptr inbounds [3 x i64], ptr %649, i64 0, i64 1
  %651 = load i64, ptr %650, align 8, !noalias !47
  %652 = load ptr, ptr %129, align 8, !noalias !47
  %653 = getelementptr inbounds %struct.seqState_t, ptr %652, i32 0, i32 4
  %654 = getelementptr inbounds [3 x i64], ptr %653, i64 0, i64 2
  store i64 %651, ptr %654, align 8, !noalias !47
  br label %655

655:                                              ; preds = %647, %636
  %656 = load ptr, ptr %129, align 8, !noalias !47
  %657 = getelementptr inbounds %struct.seqState_t, ptr %656, i32 0, i32 4
  %658 = load i64, ptr %657, align 8, !noalias !47
  %659 = load ptr, ptr %129, align 8, !noalias !47
  %660 = getelementptr inbounds %struct.seqState_t, ptr %659, i32 0, i32 4
  %661 = getelementptr inbounds [3 x i64], ptr %660, i64 0, i64 1
  store i64 %658, ptr %661, align 8, !noalias !47
  %662 = load i64, ptr %149, align 8, !noalias !47
  store i64 %662, ptr %146, align 8, !noalias !47
  %663 = load ptr, ptr %129, align 8, !noalias !47
  %664 = getelementptr inbounds %struct.seqState_t, ptr %663, i32 0, i32 4
  store i64 %662, ptr %664, align 8, !noalias !47
  br label %665

665:                                              ; preds = %655, %593
  br label %666

666:                                              ; preds = %665, %565
  %667 = load i64, ptr %146, align 8, !noalias !47
  %668 = getelementptr inbounds %struct.seq_t, ptr %170, i32 0, i32 2
  store i64 %667, ptr %668, align 8, !alias.scope !47
  %669 = load i8, ptr %137, align 1, !noalias !47
  %670 = zext i8 %669 to i32
  %671 = icmp sgt i32 %670, 0
  br i1 %671, label %672, label %680

672:                                              ; preds = %666
  %673 = load ptr, ptr %129, align 8, !noalias !47
  %674 = load i8, ptr %137, align 1, !noalias !47
  %675 = zext i8 %674 to i32
  %676 = call i64 @BIT_readBitsFast(ptr noundef %673, i32 noundef %675), !noalias !47
  %677 = getelementptr inbounds %struct.seq_t, ptr %170, i32 0, i32 1
  %678 = load i64, ptr %677, align 8, !alias.scope !47
  %679 = add i64 %678, %676
  store i64 %679, ptr %677, align 8, !alias.scope !47
  br label %680

680:                                              ; preds = %672, %666
  %681 = call i32 @MEM_32bits(), !noalias !47
  %682 = icmp ne i32 %681, 0
  br i1 %682, label %683, label %778

683:                                              ; preds = %680
  %684 = load i8, ptr %137, align 1, !noalias !47
  %685 = zext i8 %684 to i32
  %686 = load i8, ptr %136, align 1, !noalias !47
  %687 = zext i8 %686 to i32
  %688 = add nsw i32 %685, %687
  %689 = icmp sge i32 %688, 20
  br i1 %689, label %690, label %778

690:                                              ; preds = %683
  %691 = load ptr, ptr %129, align 8, !noalias !47
  store ptr %691, ptr %101, align 8, !noalias !47
  %692 = load ptr, ptr %101, align 8, !noalias !47
  %693 = getelementptr inbounds %struct.BIT_DStream_t, ptr %692, i32 0, i32 1
  %694 = load i32, ptr %693, align 8, !noalias !47
  %695 = zext i32 %694 to i64
  %696 = icmp ugt i64 %695, 64
  %697 = zext i1 %696 to i32
  %698 = sext i32 %697 to i64
  br i1 %696, label %699, label %702

699:                                              ; preds = %690
  %700 = load ptr, ptr %101, align 8, !noalias !47
  %701 = getelementptr inbounds %struct.BIT_DStream_t, ptr %700, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %701, align 8, !noalias !47
  store i32 3, ptr %100, align 4, !noalias !47
  br label %776

702:                                              ; preds = %690
  %703 = load ptr, ptr %101, align 8, !noalias !47
  %704 = getelementptr inbounds %struct.BIT_DStream_t, ptr %703, i32 0, i32 2
  %705 = load ptr, ptr %704, align 8, !noalias !47
  %706 = load ptr, ptr %101, align 8, !noalias !47
  %707 = getelementptr inbounds %struct.BIT_DStream_t, ptr %706, i32 0, i32 4
  %708 = load ptr, ptr %707, align 8, !noalias !47
  %709 = icmp uge ptr %705, %708
  br i1 %709, label %710, label %713

710:                                              ; preds = %702
  %711 = load ptr, ptr %101, align 8, !noalias !47
  %712 = call i32 @BIT_reloadDStream_internal(ptr noundef %711), !noalias !47
  store i32 %712, ptr %100, align 4, !noalias !47
  br label %776

713:                                              ; preds = %702
  %714 = load ptr, ptr %101, align 8, !noalias !47
  %715 = getelementptr inbounds %struct.BIT_DStream_t, ptr %714, i32 0, i32 2
  %716 = load ptr, ptr %715, align 8, !noalias !47
  %717 = load ptr, ptr %101, align 8, !noalias !47
  %718 = getelementptr inbounds %struct.BIT_DStream_t, ptr %717, i32 0, i32 3
  %719 = load ptr, ptr %718, align 8, !noalias !47
  %720 = icmp eq ptr %716, %719
  br i1 %720, label %721, label %729

721:                                              ; preds = %713
  %722 = load ptr, ptr %101, align 8, !noalias !47
  %723 = getelementptr inbounds %struct.BIT_DStream_t, ptr %722, i32 0, i32 1
  %724 = load i32, ptr %723, align 8, !noalias !47
  %725 = zext i32 %724 to i64
  %726 = icmp ult i64 %725, 64
  br i1 %726, label %727, label %728

727:                                              ; preds = %721
  store i32 1, ptr %100, align 4, !noalias !47
  br label %776

728:                                              ; preds = %721
  store i32 2, ptr %100, align 4, !noalias !47
  br label %776

729:                                              ; preds = %713
  %730 = load ptr, ptr %101, align 8, !noalias !47
  %731 = getelementptr inbounds %struct.BIT_DStream_t, ptr %730, i32 0, i32 1
  %732 = load i32, ptr %731, align 8, !noalias !47
  %733 = lshr i32 %732, 3
  store i32 %733, ptr %102, align 4, !noalias !47
  store i32 0, ptr %103, align 4, !noalias !47
  %734 = load ptr, ptr %101, align 8, !noalias !47
  %735 = getelementptr inbounds %struct.BIT_DStream_t, ptr %734, i32 0, i32 2
  %736 = load ptr, ptr %735, align 8, !noalias !47
  %737 = load i32, ptr %102, align 4, !noalias !47
  %738 = zext i32 %737 to i64
  %739 = sub i64 0, %738
  %740 = getelementptr inbounds i8, ptr %736, i64 %739
  %741 = load ptr, ptr %101, align 8, !noalias !47
  %742 = getelementptr inbounds %struct.BIT_DStream_t, ptr %741, i32 0, i32 3
  %743 = load ptr, ptr %742, align 8, !noalias !47
  %744 = icmp ult ptr %740, %743
  br i1 %744, label %745, label %756

745:                                              ; preds = %729
  %746 = load ptr, ptr %101, align 8, !noalias !47
  %747 = getelementptr inbounds %struct.BIT_DStream_t, ptr %746, i32 0, i32 2
  %748 = load ptr, ptr %747, align 8, !noalias !47
  %749 = load ptr, ptr %101, align 8, !noalias !47
  %750 = getelementptr inbounds %struct.BIT_DStream_t, ptr %749, i32 0, i32 3
  %751 = load ptr, ptr %750, align 8, !noalias !47
  %752 = ptrtoint ptr %748 to i64
  %753 = ptrtoint ptr %751 to i64
  %754 = sub i64 %752, %753
  %755 = trunc i64 %754 to i32
  store i32 %755, ptr %102, align 4, !noalias !47
  store i32 1, ptr %103, align 4, !noalias !47
  br label %756

756:                                              ; preds = %745, %729
  %757 = load i32, ptr %102, align 4, !noalias !47
  %758 = load ptr, ptr %101, align 8, !noalias !47
  %759 = getelementptr inbounds %struct.BIT_DStream_t, ptr %758, i32 0, i32 2
  %760 = load ptr, ptr %759, align 8, !noalias !47
  %761 = zext i32 %757 to i64
  %762 = sub i64 0, %761
  %763 = getelementptr inbounds i8, ptr %760, i64 %762
  store ptr %763, ptr %759, align 8, !noalias !47
  %764 = load i32, ptr %102, align 4, !noalias !47
  %765 = mul i32 %764, 8
  %766 = load ptr, ptr %101, align 8, !noalias !47
  %767 = getelementptr inbounds %struct.BIT_DStream_t, ptr %766, i32 0, i32 1
  %768 = load i32, ptr %767, align 8, !noalias !47
  %769 = sub i32 %768, %765
  store i32 %769, ptr %767, align 8, !noalias !47
  %770 = load ptr, ptr %101, align 8, !noalias !47
  %771 = getelementptr inbounds %struct.BIT_DStream_t, ptr %770, i32 0, i32 2
  %772 = load ptr, ptr %771, align 8, !noalias !47
  %773 = call i64 @MEM_readLEST(ptr noundef %772), !noalias !47
  %774 = load ptr, ptr %101, align 8, !noalias !47
  store i64 %773, ptr %774, align 8, !noalias !47
  %775 = load i32, ptr %103, align 4, !noalias !47
  store i32 %775, ptr %100, align 4, !noalias !47
  br label %776

776:                                              ; preds = %756, %728, %727, %710, %699
  %777 = load i32, ptr %100, align 4, !noalias !47
  br label %778

778:                                              ; preds = %776, %683, %680
  %779 = call i32 @MEM_64bits(), !noalias !47
  %780 = icmp ne i32 %779, 0
  br i1 %780, label %781, label %875

781:                                              ; preds = %778
  %782 = load i8, ptr %139, align 1, !noalias !47
  %783 = zext i8 %782 to i32
  %784 = icmp sge i32 %783, 31
  %785 = zext i1 %784 to i32
  %786 = sext i32 %785 to i64
  br i1 %784, label %787, label %875

787:                                              ; preds = %781
  %788 = load ptr, ptr %129, align 8, !noalias !47
  store ptr %788, ptr %97, align 8, !noalias !47
  %789 = load ptr, ptr %97, align 8, !noalias !47
  %790 = getelementptr inbounds %struct.BIT_DStream_t, ptr %789, i32 0, i32 1
  %791 = load i32, ptr %790, align 8, !noalias !47
  %792 = zext i32 %791 to i64
  %793 = icmp ugt i64 %792, 64
  %794 = zext i1 %793 to i32
  %795 = sext i32 %794 to i64
  br i1 %793, label %796, label %799

796:                                              ; preds = %787
  %797 = load ptr, ptr %97, align 8, !noalias !47
  %798 = getelementptr inbounds %struct.BIT_DStream_t, ptr %797, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %798, align 8, !noalias !47
  store i32 3, ptr %96, align 4, !noalias !47
  br label %873

799:                                              ; preds = %787
  %800 = load ptr, ptr %97, align 8, !noalias !47
  %801 = getelementptr inbounds %struct.BIT_DStream_t, ptr %800, i32 0, i32 2
  %802 = load ptr, ptr %801, align 8, !noalias !47
  %803 = load ptr, ptr %97, align 8, !noalias !47
  %804 = getelementptr inbounds %struct.BIT_DStream_t, ptr %803, i32 0, i32 4
  %805 = load ptr, ptr %804, align 8, !noalias !47
  %806 = icmp uge ptr %802, %805
  br i1 %806, label %807, label %810

807:                                              ; preds = %799
  %808 = load ptr, ptr %97, align 8, !noalias !47
  %809 = call i32 @BIT_reloadDStream_internal(ptr noundef %808), !noalias !47
  store i32 %809, ptr %96, align 4, !noalias !47
  br label %873

810:                                              ; preds = %799
  %811 = load ptr, ptr %97, align 8, !noalias !47
  %812 = getelementptr inbounds %struct.BIT_DStream_t, ptr %811, i32 0, i32 2
  %813 = load ptr, ptr %812, align 8, !noalias !47
  %814 = load ptr, ptr %97, align 8, !noalias !47
  %815 = getelementptr inbounds %struct.BIT_DStream_t, ptr %814, i32 0, i32 3
  %816 = load ptr, ptr %815, align 8, !noalias !47
  %817 = icmp eq ptr %813, %816
  br i1 %817, label %818, label %826

818:                                              ; preds = %810
  %819 = load ptr, ptr %97, align 8, !noalias !47
  %820 = getelementptr inbounds %struct.BIT_DStream_t, ptr %819, i32 0, i32 1
  %821 = load i32, ptr %820, align 8, !noalias !47
  %822 = zext i32 %821 to i64
  %823 = icmp ult i64 %822, 64
  br i1 %823, label %824, label %825

824:                                              ; preds = %818
  store i32 1, ptr %96, align 4, !noalias !47
  br label %873

825:                                              ; preds = %818
  store i32 2, ptr %96, align 4, !noalias !47
  br label %873

826:                                              ; preds = %810
  %827 = load ptr, ptr %97, align 8, !noalias !47
  %828 = getelementptr inbounds %struct.BIT_DStream_t, ptr %827, i32 0, i32 1
  %829 = load i32, ptr %828, align 8, !noalias !47
  %830 = lshr i32 %829, 3
  store i32 %830, ptr %98, align 4, !noalias !47
  store i32 0, ptr %99, align 4, !noalias !47
  %831 = load ptr, ptr %97, align 8, !noalias !47
  %832 = getelementptr inbounds %struct.BIT_DStream_t, ptr %831, i32 0, i32 2
  %833 = load ptr, ptr %832, align 8, !noalias !47
  %834 = load i32, ptr %98, align 4, !noalias !47
  %835 = zext i32 %834 to i64
  %836 = sub i64 0, %835
  %837 = getelementptr inbounds i8, ptr %833, i64 %836
  %838 = load ptr, ptr %97, align 8, !noalias !47
  %839 = getelementptr inbounds %struct.BIT_DStream_t, ptr %838, i32 0, i32 3
  %840 = load ptr, ptr %839, align 8, !noalias !47
  %841 = icmp ult ptr %837, %840
  br i1 %841, label %842, label %853

842:                                              ; preds = %826
  %843 = load ptr, ptr %97, align 8, !noalias !47
  %844 = getelementptr inbounds %struct.BIT_DStream_t, ptr %843, i32 0, i32 2
  %845 = load ptr, ptr %844, align 8, !noalias !47
  %846 = load ptr, ptr %97, align 8, !noalias !47
  %847 = getelementptr inbounds %struct.BIT_DStream_t, ptr %846, i32 0, i32 3
  %848 = load ptr, ptr %847, align 8, !noalias !47
  %849 = ptrtoint ptr %845 to i64
  %850 = ptrtoint ptr %848 to i64
  %851 = sub i64 %849, %850
  %852 = trunc i64 %851 to i32
  store i32 %852, ptr %98, align 4, !noalias !47
  store i32 1, ptr %99, align 4, !noalias !47
  br label %853

853:                                              ; preds = %842, %826
  %854 = load i32, ptr %98, align 4, !noalias !47
  %855 = load ptr, ptr %97, align 8, !noalias !47
  %856 = getelementptr inbounds %struct.BIT_DStream_t, ptr %855, i32 0, i32 2
  %857 = load ptr, ptr %856, align 8, !noalias !47
  %858 = zext i32 %854 to i64
  %859 = sub i64 0, %858
  %860 = getelementptr inbounds i8, ptr %857, i64 %859
  store ptr %860, ptr %856, align 8, !noalias !47
  %861 = load i32, ptr %98, align 4, !noalias !47
  %862 = mul i32 %861, 8
  %863 = load ptr, ptr %97, align 8, !noalias !47
  %864 = getelementptr inbounds %struct.BIT_DStream_t, ptr %863, i32 0, i32 1
  %865 = load i32, ptr %864, align 8, !noalias !47
  %866 = sub i32 %865, %862
  store i32 %866, ptr %864, align 8, !noalias !47
  %867 = load ptr, ptr %97, align 8, !noalias !47
  %868 = getelementptr inbounds %struct.BIT_DStream_t, ptr %867, i32 0, i32 2
  %869 = load ptr, ptr %868, align 8, !noalias !47
  %870 = call i64 @MEM_readLEST(ptr noundef %869), !noalias !47
  %871 = load ptr, ptr %97, align 8, !noalias !47
  store i64 %870, ptr %871, align 8, !noalias !47
  %872 = load i32, ptr %99, align 4, !noalias !47
  store i32 %872, ptr %96, align 4, !noalias !47
  br label %873

873:                                              ; preds = %853, %825, %824, %807, %796
  %874 = load i32, ptr %96, align 4, !noalias !47
  br label %875

875:                                              ; preds = %873, %781, %778
  %876 = load i8, ptr %136, align 1, !noalias !47
  %877 = zext i8 %876 to i32
  %878 = icmp sgt i32 %877, 0
  br i1 %878, label %879, label %886

879:                                              ; preds = %875
  %880 = load ptr, ptr %129, align 8, !noalias !47
  %881 = load i8, ptr %136, align 1, !noalias !47
  %882 = zext i8 %881 to i32
  %883 = call i64 @BIT_readBitsFast(ptr noundef %880, i32 noundef %882), !noalias !47
  %884 = load i64, ptr %170, align 8, !alias.scope !47
  %885 = add i64 %884, %883
  store i64 %885, ptr %170, align 8, !alias.scope !47
  br label %886

886:                                              ; preds = %879, %875
  %887 = call i32 @MEM_32bits(), !noalias !47
  %888 = icmp ne i32 %887, 0
  br i1 %888, label %889, label %977

889:                                              ; preds = %886
  %890 = load ptr, ptr %129, align 8, !noalias !47
  store ptr %890, ptr %93, align 8, !noalias !47
  %891 = load ptr, ptr %93, align 8, !noalias !47
  %892 = getelementptr inbounds %struct.BIT_DStream_t, ptr %891, i32 0, i32 1
  %893 = load i32, ptr %892, align 8, !noalias !47
  %894 = zext i32 %893 to i64
  %895 = icmp ugt i64 %894, 64
  %896 = zext i1 %895 to i32
  %897 = sext i32 %896 to i64
  br i1 %895, label %898, label %901

898:                                              ; preds = %889
  %899 = load ptr, ptr %93, align 8, !noalias !47
  %900 = getelementptr inbounds %struct.BIT_DStream_t, ptr %899, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %900, align 8, !noalias !47
  store i32 3, ptr %92, align 4, !noalias !47
  br label %975

901:                                              ; preds = %889
  %902 = load ptr, ptr %93, align 8, !noalias !47
  %903 = getelementptr inbounds %struct.BIT_DStream_t, ptr %902, i32 0, i32 2
  %904 = load ptr, ptr %903, align 8, !noalias !47
  %905 = load ptr, ptr %93, align 8, !noalias !47
  %906 = getelementptr inbounds %struct.BIT_DStream_t, ptr %905, i32 0, i32 4
  %907 = load ptr, ptr %906, align 8, !noalias !47
  %908 = icmp uge ptr %904, %907
  br i1 %908, label %909, label %912

909:                                              ; preds = %901
  %910 = load ptr, ptr %93, align 8, !noalias !47
  %911 = call i32 @BIT_reloadDStream_internal(ptr noundef %910), !noalias !47
  store i32 %911, ptr %92, align 4, !noalias !47
  br label %975

912:                                              ; preds = %901
  %913 = load ptr, ptr %93, align 8, !noalias !47
  %914 = getelementptr inbounds %struct.BIT_DStream_t, ptr %913, i32 0, i32 2
  %915 = load ptr, ptr %914, align 8, !noalias !47
  %916 = load ptr, ptr %93, align 8, !noalias !47
  %917 = getelementptr inbounds %struct.BIT_DStream_t, ptr %916, i32 0, i32 3
  %918 = load ptr, ptr %917, align 8, !noalias !47
  %919 = icmp eq ptr %915, %918
  br i1 %919, label %920, label %928

920:                                              ; preds = %912
  %921 = load ptr, ptr %93, align 8, !noalias !47
  %922 = getelementptr inbounds %struct.BIT_DStream_t, ptr %921, i32 0, i32 1
  %923 = load i32, ptr %922, align 8, !noalias !47
  %924 = zext i32 %923 to i64
  %925 = icmp ult i64 %924, 64
  br i1 %925, label %926, label %927

926:                                              ; preds = %920
  store i32 1, ptr %92, align 4, !noalias !47
  br label %975

927:                                              ; preds = %920
  store i32 2, ptr %92, align 4, !noalias !47
  br label %975

928:                                              ; preds = %912
  %929 = load ptr, ptr %93, align 8, !noalias !47
  %930 = getelementptr inbounds %struct.BIT_DStream_t, ptr %929, i32 0, i32 1
  %931 = load i32, ptr %930, align 8, !noalias !47
  %932 = lshr i32 %931, 3
  store i32 %932, ptr %94, align 4, !noalias !47
  store i32 0, ptr %95, align 4, !noalias !47
  %933 = load ptr, ptr %93, align 8, !noalias !47
  %934 = getelementptr inbounds %struct.BIT_DStream_t, ptr %933, i32 0, i32 2
  %935 = load ptr, ptr %934, align 8, !noalias !47
  %936 = load i32, ptr %94, align 4, !noalias !47
  %937 = zext i32 %936 to i64
  %938 = sub i64 0, %937
  %939 = getelementptr inbounds i8, ptr %935, i64 %938
  %940 = load ptr, ptr %93, align 8, !noalias !47
  %941 = getelementptr inbounds %struct.BIT_DStream_t, ptr %940, i32 0, i32 3
  %942 = load ptr, ptr %941, align 8, !noalias !47
  %943 = icmp ult ptr %939, %942
  br i1 %943, label %944, label %955

944:                                              ; preds = %928
  %945 = load ptr, ptr %93, align 8, !noalias !47
  %946 = getelementptr inbounds %struct.BIT_DStream_t, ptr %945, i32 0, i32 2
  %947 = load ptr, ptr %946, align 8, !noalias !47
  %948 = load ptr, ptr %93, align 8, !noalias !47
  %949 = getelementptr inbounds %struct.BIT_DStream_t, ptr %948, i32 0, i32 3
  %950 = load ptr, ptr %949, align 8, !noalias !47
  %951 = ptrtoint ptr %947 to i64
  %952 = ptrtoint ptr %950 to i64
  %953 = sub i64 %951, %952
  %954 = trunc i64 %953 to i32
  store i32 %954, ptr %94, align 4, !noalias !47
  store i32 1, ptr %95, align 4, !noalias !47
  br label %955

955:                                              ; preds = %944, %928
  %956 = load i32, ptr %94, align 4, !noalias !47
  %957 = load ptr, ptr %93, align 8, !noalias !47
  %958 = getelementptr inbounds %struct.BIT_DStream_t, ptr %957, i32 0, i32 2
  %959 = load ptr, ptr %958, align 8, !noalias !47
  %960 = zext i32 %956 to i64
  %961 = sub i64 0, %960
  %962 = getelementptr inbounds i8, ptr %959, i64 %961
  store ptr %962, ptr %958, align 8, !noalias !47
  %963 = load i32, ptr %94, align 4, !noalias !47
  %964 = mul i32 %963, 8
  %965 = load ptr, ptr %93, align 8, !noalias !47
  %966 = getelementptr inbounds %struct.BIT_DStream_t, ptr %965, i32 0, i32 1
  %967 = load i32, ptr %966, align 8, !noalias !47
  %968 = sub i32 %967, %964
  store i32 %968, ptr %966, align 8, !noalias !47
  %969 = load ptr, ptr %93, align 8, !noalias !47
  %970 = getelementptr inbounds %struct.BIT_DStream_t, ptr %969, i32 0, i32 2
  %971 = load ptr, ptr %970, align 8, !noalias !47
  %972 = call i64 @MEM_readLEST(ptr noundef %971), !noalias !47
  %973 = load ptr, ptr %93, align 8, !noalias !47
  store i64 %972, ptr %973, align 8, !noalias !47
  %974 = load i32, ptr %95, align 4, !noalias !47
  store i32 %974, ptr %92, align 4, !noalias !47
  br label %975

975:                                              ; preds = %955, %927, %926, %909, %898
  %976 = load i32, ptr %92, align 4, !noalias !47
  br label %977

977:                                              ; preds = %975, %886
  %978 = load i32, ptr %131, align 4, !noalias !47
  %979 = icmp ne i32 %978, 0
  br i1 %979, label %1294, label %980

980:                                              ; preds = %977
  %981 = load ptr, ptr %129, align 8, !noalias !47
  %982 = getelementptr inbounds %struct.seqState_t, ptr %981, i32 0, i32 1
  %983 = load ptr, ptr %129, align 8, !noalias !47
  %984 = load i16, ptr %140, align 2, !noalias !47
  %985 = load i32, ptr %143, align 4, !noalias !47
  store ptr %982, ptr %47, align 8, !noalias !47
  store ptr %983, ptr %48, align 8, !noalias !47
  store i16 %984, ptr %49, align 2, !noalias !47
  store i32 %985, ptr %50, align 4, !noalias !47
  %986 = load ptr, ptr %48, align 8, !noalias !47
  %987 = load i32, ptr %50, align 4, !noalias !47
  store ptr %986, ptr %44, align 8, !noalias !47
  store i32 %987, ptr %45, align 4, !noalias !47
  %988 = load ptr, ptr %44, align 8, !noalias !47
  %989 = load i32, ptr %45, align 4, !noalias !47
  store ptr %988, ptr %42, align 8, !noalias !47
  store i32 %989, ptr %43, align 4, !noalias !47
  %990 = load ptr, ptr %42, align 8, !noalias !47
  %991 = load i64, ptr %990, align 8, !noalias !47
  %992 = load ptr, ptr %42, align 8, !noalias !47
  %993 = getelementptr inbounds %struct.BIT_DStream_t, ptr %992, i32 0, i32 1
  %994 = load i32, ptr %993, align 8, !noalias !47
  %995 = zext i32 %994 to i64
  %996 = sub i64 64, %995
  %997 = load i32, ptr %43, align 4, !noalias !47
  %998 = zext i32 %997 to i64
  %999 = sub i64 %996, %998
  %1000 = trunc i64 %999 to i32
  %1001 = load i32, ptr %43, align 4, !noalias !47
  store i64 %991, ptr %36, align 8, !noalias !47
  store i32 %1000, ptr %37, align 4, !noalias !47
  store i32 %1001, ptr %38, align 4, !noalias !47
  store i32 63, ptr %39, align 4, !noalias !47
  %1002 = load i64, ptr %36, align 8, !noalias !47
  %1003 = load i32, ptr %37, align 4, !noalias !47
  %1004 = and i32 %1003, 63
  %1005 = zext i32 %1004 to i64
  %1006 = lshr i64 %1002, %1005
  %1007 = load i32, ptr %38, align 4, !noalias !47
  %1008 = zext i32 %1007 to i64
  %1009 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %1008
  %1010 = load i32, ptr %1009, align 4, !noalias !47
  %1011 = zext i32 %1010 to i64
  %1012 = and i64 %1006, %1011
  store i64 %1012, ptr %46, align 8, !noalias !47
  %1013 = load ptr, ptr %44, align 8, !noalias !47
  %1014 = load i32, ptr %45, align 4, !noalias !47
  store ptr %1013, ptr %40, align 8, !noalias !47
  store i32 %1014, ptr %41, align 4, !noalias !47
  %1015 = load i32, ptr %41, align 4, !noalias !47
  %1016 = load ptr, ptr %40, align 8, !noalias !47
  %1017 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1016, i32 0, i32 1
  %1018 = load i32, ptr %1017, align 8, !noalias !47
  %1019 = add i32 %1018, %1015
  store i32 %1019, ptr %1017, align 8, !noalias !47
  %1020 = load i64, ptr %46, align 8, !noalias !47
  store i64 %1020, ptr %51, align 8, !noalias !47
  %1021 = load i16, ptr %49, align 2, !noalias !47
  %1022 = zext i16 %1021 to i64
  %1023 = load i64, ptr %51, align 8, !noalias !47
  %1024 = add i64 %1022, %1023
  %1025 = load ptr, ptr %47, align 8, !noalias !47
  store i64 %1024, ptr %1025, align 8, !noalias !47
  %1026 = load ptr, ptr %129, align 8, !noalias !47
  %1027 = getelementptr inbounds %struct.seqState_t, ptr %1026, i32 0, i32 3
  %1028 = load ptr, ptr %129, align 8, !noalias !47
  %1029 = load i16, ptr %141, align 2, !noalias !47
  %1030 = load i32, ptr %144, align 4, !noalias !47
  store ptr %1027, ptr %63, align 8, !noalias !47
  store ptr %1028, ptr %64, align 8, !noalias !47
  store i16 %1029, ptr %65, align 2, !noalias !47
  store i32 %1030, ptr %66, align 4, !noalias !47
  %1031 = load ptr, ptr %64, align 8, !noalias !47
  %1032 = load i32, ptr %66, align 4, !noalias !47
  store ptr %1031, ptr %60, align 8, !noalias !47
  store i32 %1032, ptr %61, align 4, !noalias !47
  %1033 = load ptr, ptr %60, align 8, !noalias !47
  %1034 = load i32, ptr %61, align 4, !noalias !47
  store ptr %1033, ptr %58, align 8, !noalias !47
  store i32 %1034, ptr %59, align 4, !noalias !47
  %1035 = load ptr, ptr %58, align 8, !noalias !47
  %1036 = load i64, ptr %1035, align 8, !noalias !47
  %1037 = load ptr, ptr %58, align 8, !noalias !47
  %1038 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1037, i32 0, i32 1
  %1039 = load i32, ptr %1038, align 8, !noalias !47
  %1040 = zext i32 %1039 to i64
  %1041 = sub i64 64, %1040
  %1042 = load i32, ptr %59, align 4, !noalias !47
  %1043 = zext i32 %1042 to i64
  %1044 = sub i64 %1041, %1043
  %1045 = trunc i64 %1044 to i32
  %1046 = load i32, ptr %59, align 4, !noalias !47
  store i64 %1036, ptr %52, align 8, !noalias !47
  store i32 %1045, ptr %53, align 4, !noalias !47
  store i32 %1046, ptr %54, align 4, !noalias !47
  store i32 63, ptr %55, align 4, !noalias !47
  %1047 = load i64, ptr %52, align 8, !noalias !47
  %1048 = load i32, ptr %53, align 4, !noalias !47
  %1049 = and i32 %1048, 63
  %1050 = zext i32 %1049 to i64
  %1051 = lshr i64 %1047, %1050
  %1052 = load i32, ptr %54, align 4, !noalias !47
  %1053 = zext i32 %1052 to i64
  %1054 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %1053
  %1055 = load i32, ptr %1054, align 4, !noalias !47
  %1056 = zext i32 %1055 to i64
  %1057 = and i64 %1051, %1056
  store i64 %1057, ptr %62, align 8, !noalias !47
  %1058 = load ptr, ptr %60, align 8, !noalias !47
  %1059 = load i32, ptr %61, align 4, !noalias !47
  store ptr %1058, ptr %56, align 8, !noalias !47
  store i32 %1059, ptr %57, align 4, !noalias !47
  %1060 = load i32, ptr %57, align 4, !noalias !47
  %1061 = load ptr, ptr %56, align 8, !noalias !47
  %1062 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1061, i32 0, i32 1
  %1063 = load i32, ptr %1062, align 8, !noalias !47
  %1064 = add i32 %1063, %1060
  store i32 %1064, ptr %1062, align 8, !noalias !47
  %1065 = load i64, ptr %62, align 8, !noalias !47
  store i64 %1065, ptr %67, align 8, !noalias !47
  %1066 = load i16, ptr %65, align 2, !noalias !47
  %1067 = zext i16 %1066 to i64
  %1068 = load i64, ptr %67, align 8, !noalias !47
  %1069 = add i64 %1067, %1068
  %1070 = load ptr, ptr %63, align 8, !noalias !47
  store i64 %1069, ptr %1070, align 8, !noalias !47
  %1071 = call i32 @MEM_32bits(), !noalias !47
  %1072 = icmp ne i32 %1071, 0
  br i1 %1072, label %1073, label %1161

1073:                                             ; preds = %980
  %1074 = load ptr, ptr %129, align 8, !noalias !47
  store ptr %1074, ptr %89, align 8, !noalias !47
  %1075 = load ptr, ptr %89, align 8, !noalias !47
  %1076 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1075, i32 0, i32 1
  %1077 = load i32, ptr %1076, align 8, !noalias !47
  %1078 = zext i32 %1077 to i64
  %1079 = icmp ugt i64 %1078, 64
  %1080 = zext i1 %1079 to i32
  %1081 = sext i32 %1080 to i64
  br i1 %1079, label %1082, label %1085

1082:                                             ; preds = %1073
  %1083 = load ptr, ptr %89, align 8, !noalias !47
  %1084 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1083, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1084, align 8, !noalias !47
  store i32 3, ptr %88, align 4, !noalias !47
  br label %1159

1085:                                             ; preds = %1073
  %1086 = load ptr, ptr %89, align 8, !noalias !47
  %1087 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1086, i32 0, i32 2
  %1088 = load ptr, ptr %1087, align 8, !noalias !47
  %1089 = load ptr, ptr %89, align 8, !noalias !47
  %1090 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1089, i32 0, i32 4
  %1091 = load ptr, ptr %1090, align 8, !noalias !47
  %1092 = icmp uge ptr %1088, %1091
  br i1 %1092, label %1093, label %1096

1093:                                             ; preds = %1085
  %1094 = load ptr, ptr %89, align 8, !noalias !47
  %1095 = call i32 @BIT_reloadDStream_internal(ptr noundef %1094), !noalias !47
  store i32 %1095, ptr %88, align 4, !noalias !47
  br label %1159

1096:                                             ; preds = %1085
  %1097 = load ptr, ptr %89, align 8, !noalias !47
  %1098 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1097, i32 0, i32 2
  %1099 = load ptr, ptr %1098, align 8, !noalias !47
  %1100 = load ptr, ptr %89, align 8, !noalias !47
  %1101 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1100, i32 0, i32 3
  %1102 = load ptr, ptr %1101, align 8, !noalias !47
  %1103 = icmp eq ptr %1099, %1102
  br i1 %1103, label %1104, label %1112

1104:                                             ; preds = %1096
  %1105 = load ptr, ptr %89, align 8, !noalias !47
  %1106 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1105, i32 0, i32 1
  %1107 = load i32, ptr %1106, align 8, !noalias !47
  %1108 = zext i32 %1107 to i64
  %1109 = icmp ult i64 %1108, 64
  br i1 %1109, label %1110, label %1111

1110:                                             ; preds = %1104
  store i32 1, ptr %88, align 4, !noalias !47
  br label %1159

1111:                                             ; preds = %1104
  store i32 2, ptr %88, align 4, !noalias !47
  br label %1159

1112:                                             ; preds = %1096
  %1113 = load ptr, ptr %89, align 8, !noalias !47
  %1114 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1113, i32 0, i32 1
  %1115 = load i32, ptr %1114, align 8, !noalias !47
  %1116 = lshr i32 %1115, 3
  store i32 %1116, ptr %90, align 4, !noalias !47
  store i32 0, ptr %91, align 4, !noalias !47
  %1117 = load ptr, ptr %89, align 8, !noalias !47
  %1118 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1117, i32 0, i32 2
  %1119 = load ptr, ptr %1118, align 8, !noalias !47
  %1120 = load i32, ptr %90, align 4, !noalias !47
  %1121 = zext i32 %1120 to i64
  %1122 = sub i64 0, %1121
  %1123 = getelementptr inbounds i8, ptr %1119, i64 %1122
  %1124 = load ptr, ptr %89, align 8, !noalias !47
  %1125 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1124, i32 0, i32 3
  %1126 = load ptr, ptr %1125, align 8, !noalias !47
  %1127 = icmp ult ptr %1123, %1126
  br i1 %1127, label %1128, label %1139

1128:                                             ; preds = %1112
  %1129 = load ptr, ptr %89, align 8, !noalias !47
  %1130 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1129, i32 0, i32 2
  %1131 = load ptr, ptr %1130, align 8, !noalias !47
  %1132 = load ptr, ptr %89, align 8, !noalias !47
  %1133 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1132, i32 0, i32 3
  %1134 = load ptr, ptr %1133, align 8, !noalias !47
  %1135 = ptrtoint ptr %1131 to i64
  %1136 = ptrtoint ptr %1134 to i64
  %1137 = sub i64 %1135, %1136
  %1138 = trunc i64 %1137 to i32
  store i32 %1138, ptr %90, align 4, !noalias !47
  store i32 1, ptr %91, align 4, !noalias !47
  br label %1139

1139:                                             ; preds = %1128, %1112
  %1140 = load i32, ptr %90, align 4, !noalias !47
  %1141 = load ptr, ptr %89, align 8, !noalias !47
  %1142 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1141, i32 0, i32 2
  %1143 = load ptr, ptr %1142, align 8, !noalias !47
  %1144 = zext i32 %1140 to i64
  %1145 = sub i64 0, %1144
  %1146 = getelementptr inbounds i8, ptr %1143, i64 %1145
  store ptr %1146, ptr %1142, align 8, !noalias !47
  %1147 = load i32, ptr %90, align 4, !noalias !47
  %1148 = mul i32 %1147, 8
  %1149 = load ptr, ptr %89, align 8, !noalias !47
  %1150 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1149, i32 0, i32 1
  %1151 = load i32, ptr %1150, align 8, !noalias !47
  %1152 = sub i32 %1151, %1148
  store i32 %1152, ptr %1150, align 8, !noalias !47
  %1153 = load ptr, ptr %89, align 8, !noalias !47
  %1154 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1153, i32 0, i32 2
  %1155 = load ptr, ptr %1154, align 8, !noalias !47
  %1156 = call i64 @MEM_readLEST(ptr noundef %1155), !noalias !47
  %1157 = load ptr, ptr %89, align 8, !noalias !47
  store i64 %1156, ptr %1157, align 8, !noalias !47
  %1158 = load i32, ptr %91, align 4, !noalias !47
  store i32 %1158, ptr %88, align 4, !noalias !47
  br label %1159

1159:                                             ; preds = %1139, %1111, %1110, %1093, %1082
  %1160 = load i32, ptr %88, align 4, !noalias !47
  br label %1161

1161:                                             ; preds = %1159, %980
  %1162 = load ptr, ptr %129, align 8, !noalias !47
  %1163 = getelementptr inbounds %struct.seqState_t, ptr %1162, i32 0, i32 2
  %1164 = load ptr, ptr %129, align 8, !noalias !47
  %1165 = load i16, ptr %142, align 2, !noalias !47
  %1166 = load i32, ptr %145, align 4, !noalias !47
  store ptr %1163, ptr %79, align 8, !noalias !47
  store ptr %1164, ptr %80, align 8, !noalias !47
  store i16 %1165, ptr %81, align 2, !noalias !47
  store i32 %1166, ptr %82, align 4, !noalias !47
  %1167 = load ptr, ptr %80, align 8, !noalias !47
  %1168 = load i32, ptr %82, align 4, !noalias !47
  store ptr %1167, ptr %76, align 8, !noalias !47
  store i32 %1168, ptr %77, align 4, !noalias !47
  %1169 = load ptr, ptr %76, align 8, !noalias !47
  %1170 = load i32, ptr %77, align 4, !noalias !47
  store ptr %1169, ptr %74, align 8, !noalias !47
  store i32 %1170, ptr %75, align 4, !noalias !47
  %1171 = load ptr, ptr %74, align 8, !noalias !47
  %1172 = load i64, ptr %1171, align 8, !noalias !47
  %1173 = load ptr, ptr %74, align 8, !noalias !47
  %1174 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1173, i32 0, i32 1
  %1175 = load i32, ptr %1174, align 8, !noalias !47
  %1176 = zext i32 %1175 to i64
  %1177 = sub i64 64, %1176
  %1178 = load i32, ptr %75, align 4, !noalias !47
  %1179 = zext i32 %1178 to i64
  %1180 = sub i64 %1177, %1179
  %1181 = trunc i64 %1180 to i32
  %1182 = load i32, ptr %75, align 4, !noalias !47
  store i64 %1172, ptr %68, align 8, !noalias !47
  store i32 %1181, ptr %69, align 4, !noalias !47
  store i32 %1182, ptr %70, align 4, !noalias !47
  store i32 63, ptr %71, align 4, !noalias !47
  %1183 = load i64, ptr %68, align 8, !noalias !47
  %1184 = load i32, ptr %69, align 4, !noalias !47
  %1185 = and i32 %1184, 63
  %1186 = zext i32 %1185 to i64
  %1187 = lshr i64 %1183, %1186
  %1188 = load i32, ptr %70, align 4, !noalias !47
  %1189 = zext i32 %1188 to i64
  %1190 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %1189
  %1191 = load i32, ptr %1190, align 4, !noalias !47
  %1192 = zext i32 %1191 to i64
  %1193 = and i64 %1187, %1192
  store i64 %1193, ptr %78, align 8, !noalias !47
  %1194 = load ptr, ptr %76, align 8, !noalias !47
  %1195 = load i32, ptr %77, align 4, !noalias !47
  store ptr %1194, ptr %72, align 8, !noalias !47
  store i32 %1195, ptr %73, align 4, !noalias !47
  %1196 = load i32, ptr %73, align 4, !noalias !47
  %1197 = load ptr, ptr %72, align 8, !noalias !47
  %1198 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1197, i32 0, i32 1
  %1199 = load i32, ptr %1198, align 8, !noalias !47
  %1200 = add i32 %1199, %1196
  store i32 %1200, ptr %1198, align 8, !noalias !47
  %1201 = load i64, ptr %78, align 8, !noalias !47
  store i64 %1201, ptr %83, align 8, !noalias !47
  %1202 = load i16, ptr %81, align 2, !noalias !47
  %1203 = zext i16 %1202 to i64
  %1204 = load i64, ptr %83, align 8, !noalias !47
  %1205 = add i64 %1203, %1204
  %1206 = load ptr, ptr %79, align 8, !noalias !47
  store i64 %1205, ptr %1206, align 8, !noalias !47
  %1207 = load ptr, ptr %129, align 8, !noalias !47
  store ptr %1207, ptr %85, align 8, !noalias !47
  %1208 = load ptr, ptr %85, align 8, !noalias !47
  %1209 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1208, i32 0, i32 1
  %1210 = load i32, ptr %1209, align 8, !noalias !47
  %1211 = zext i32 %1210 to i64
  %1212 = icmp ugt i64 %1211, 64
  %1213 = zext i1 %1212 to i32
  %1214 = sext i32 %1213 to i64
  br i1 %1212, label %1215, label %1218

1215:                                             ; preds = %1161
  %1216 = load ptr, ptr %85, align 8, !noalias !47
  %1217 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1216, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1217, align 8, !noalias !47
  store i32 3, ptr %84, align 4, !noalias !47
  br label %1292

1218:                                             ; preds = %1161
  %1219 = load ptr, ptr %85, align 8, !noalias !47
  %1220 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1219, i32 0, i32 2
  %1221 = load ptr, ptr %1220, align 8, !noalias !47
  %1222 = load ptr, ptr %85, align 8, !noalias !47
  %1223 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1222, i32 0, i32 4
  %1224 = load ptr, ptr %1223, align 8, !noalias !47
  %1225 = icmp uge ptr %1221, %1224
  br i1 %1225, label %1226, label %1229

1226:                                             ; preds = %1218
  %1227 = load ptr, ptr %85, align 8, !noalias !47
  %1228 = call i32 @BIT_reloadDStream_internal(ptr noundef %1227), !noalias !47
  store i32 %1228, ptr %84, align 4, !noalias !47
  br label %1292

1229:                                             ; preds = %1218
  %1230 = load ptr, ptr %85, align 8, !noalias !47
  %1231 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1230, i32 0, i32 2
  %1232 = load ptr, ptr %1231, align 8, !noalias !47
  %1233 = load ptr, ptr %85, align 8, !noalias !47
  %1234 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1233, i32 0, i32 3
  %1235 = load ptr, ptr %1234, align 8, !noalias !47
  %1236 = icmp eq ptr %1232, %1235
  br i1 %1236, label %1237, label %1245

1237:                                             ; preds = %1229
  %1238 = load ptr, ptr %85, align 8, !noalias !47
  %1239 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1238, i32 0, i32 1
  %1240 = load i32, ptr %1239, align 8, !noalias !47
  %1241 = zext i32 %1240 to i64
  %1242 = icmp ult i64 %1241, 64
  br i1 %1242, label %1243, label %1244

1243:                                             ; preds = %1237
  store i32 1, ptr %84, align 4, !noalias !47
  br label %1292

1244:                                             ; preds = %1237
  store i32 2, ptr %84, align 4, !noalias !47
  br label %1292

1245:                                             ; preds = %1229
  %1246 = load ptr, ptr %85, align 8, !noalias !47
  %1247 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1246, i32 0, i32 1
  %1248 = load i32, ptr %1247, align 8, !noalias !47
  %1249 = lshr i32 %1248, 3
  store i32 %1249, ptr %86, align 4, !noalias !47
  store i32 0, ptr %87, align 4, !noalias !47
  %1250 = load ptr, ptr %85, align 8, !noalias !47
  %1251 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1250, i32 0, i32 2
  %1252 = load ptr, ptr %1251, align 8, !noalias !47
  %1253 = load i32, ptr %86, align 4, !noalias !47
  %1254 = zext i32 %1253 to i64
  %1255 = sub i64 0, %1254
  %1256 = getelementptr inbounds i8, ptr %1252, i64 %1255
  %1257 = load ptr, ptr %85, align 8, !noalias !47
  %1258 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1257, i32 0, i32 3
  %1259 = load ptr, ptr %1258, align 8, !noalias !47
  %1260 = icmp ult ptr %1256, %1259
  br i1 %1260, label %1261, label %1272

1261:                                             ; preds = %1245
  %1262 = load ptr, ptr %85, align 8, !noalias !47
  %1263 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1262, i32 0, i32 2
  %1264 = load ptr, ptr %1263, align 8, !noalias !47
  %1265 = load ptr, ptr %85, align 8, !noalias !47
  %1266 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1265, i32 0, i32 3
  %1267 = load ptr, ptr %1266, align 8, !noalias !47
  %1268 = ptrtoint ptr %1264 to i64
  %1269 = ptrtoint ptr %1267 to i64
  %1270 = sub i64 %1268, %1269
  %1271 = trunc i64 %1270 to i32
  store i32 %1271, ptr %86, align 4, !noalias !47
  store i32 1, ptr %87, align 4, !noalias !47
  br label %1272

1272:                                             ; preds = %1261, %1245
  %1273 = load i32, ptr %86, align 4, !noalias !47
  %1274 = load ptr, ptr %85, align 8, !noalias !47
  %1275 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1274, i32 0, i32 2
  %1276 = load ptr, ptr %1275, align 8, !noalias !47
  %1277 = zext i32 %1273 to i64
  %1278 = sub i64 0, %1277
  %1279 = getelementptr inbounds i8, ptr %1276, i64 %1278
  store ptr %1279, ptr %1275, align 8, !noalias !47
  %1280 = load i32, ptr %86, align 4, !noalias !47
  %1281 = mul i32 %1280, 8
  %1282 = load ptr, ptr %85, align 8, !noalias !47
  %1283 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1282, i32 0, i32 1
  %1284 = load i32, ptr %1283, align 8, !noalias !47
  %1285 = sub i32 %1284, %1281
  store i32 %1285, ptr %1283, align 8, !noalias !47
  %1286 = load ptr, ptr %85, align 8, !noalias !47
  %1287 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1286, i32 0, i32 2
  %1288 = load ptr, ptr %1287, align 8, !noalias !47
  %1289 = call i64 @MEM_readLEST(ptr noundef %1288), !noalias !47
  %1290 = load ptr, ptr %85, align 8, !noalias !47
  store i64 %1289, ptr %1290, align 8, !noalias !47
  %1291 = load i32, ptr %87, align 4, !noalias !47
  store i32 %1291, ptr %84, align 4, !noalias !47
  br label %1292

1292:                                             ; preds = %1272, %1244, %1243, %1226, %1215
  %1293 = load i32, ptr %84, align 4, !noalias !47
  br label %1294

1294:                                             ; preds = %1292, %977
  %1295 = load ptr, ptr %162, align 8
  %1296 = load ptr, ptr %161, align 8
  %1297 = load ptr, ptr %164, align 8
  %1298 = load ptr, ptr %165, align 8
  %1299 = load ptr, ptr %166, align 8
  %1300 = load ptr, ptr %167, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %172, ptr align 8 %170, i64 24, i1 false)
  store ptr %1295, ptr %113, align 8
  store ptr %1296, ptr %114, align 8
  store ptr %172, ptr %115, align 8
  store ptr %163, ptr %116, align 8
  store ptr %1297, ptr %117, align 8
  store ptr %1298, ptr %118, align 8
  store ptr %1299, ptr %119, align 8
  store ptr %1300, ptr %120, align 8
  %1301 = load ptr, ptr %113, align 8
  %1302 = load i64, ptr %172, align 8
  %1303 = getelementptr inbounds i8, ptr %1301, i64 %1302
  store ptr %1303, ptr %121, align 8
  %1304 = load i64, ptr %172, align 8
  %1305 = getelementptr inbounds %struct.seq_t, ptr %172, i32 0, i32 1
  %1306 = load i64, ptr %1305, align 8
  %1307 = add i64 %1304, %1306
  store i64 %1307, ptr %122, align 8
  %1308 = load ptr, ptr %113, align 8
  %1309 = load i64, ptr %122, align 8
  %1310 = getelementptr inbounds i8, ptr %1308, i64 %1309
  store ptr %1310, ptr %123, align 8
  %1311 = load ptr, ptr %114, align 8
  %1312 = getelementptr inbounds i8, ptr %1311, i64 -32
  store ptr %1312, ptr %124, align 8
  %1313 = load ptr, ptr %116, align 8
  %1314 = load ptr, ptr %1313, align 8
  %1315 = load i64, ptr %172, align 8
  %1316 = getelementptr inbounds i8, ptr %1314, i64 %1315
  store ptr %1316, ptr %125, align 8
  %1317 = load ptr, ptr %121, align 8
  %1318 = getelementptr inbounds %struct.seq_t, ptr %172, i32 0, i32 2
  %1319 = load i64, ptr %1318, align 8
  %1320 = sub i64 0, %1319
  %1321 = getelementptr inbounds i8, ptr %1317, i64 %1320
  store ptr %1321, ptr %126, align 8
  %1322 = load ptr, ptr %126, align 8
  call void @llvm.prefetch.p0(ptr %1322, i32 0, i32 3, i32 1)
  %1323 = load ptr, ptr %125, align 8
  %1324 = load ptr, ptr %117, align 8
  %1325 = icmp ugt ptr %1323, %1324
  br i1 %1325, label %1344, label %1326

1326:                                             ; preds = %1294
  %1327 = load ptr, ptr %123, align 8
  %1328 = load ptr, ptr %124, align 8
  %1329 = icmp ugt ptr %1327, %1328
  br i1 %1329, label %1344, label %1330

1330:                                             ; preds = %1326
  %1331 = call i32 @MEM_32bits()
  %1332 = icmp ne i32 %1331, 0
  br i1 %1332, label %1333, label %1342

1333:                                             ; preds = %1330
  %1334 = load ptr, ptr %114, align 8
  %1335 = load ptr, ptr %113, align 8
  %1336 = ptrtoint ptr %1334 to i64
  %1337 = ptrtoint ptr %1335 to i64
  %1338 = sub i64 %1336, %1337
  %1339 = load i64, ptr %122, align 8
  %1340 = add i64 %1339, 32
  %1341 = icmp ult i64 %1338, %1340
  br label %1342

1342:                                             ; preds = %1333, %1330
  %1343 = phi i1 [ false, %1330 ], [ %1341, %1333 ]
  br label %1344

1344:                                             ; preds = %1342, %1326, %1294
  %1345 = phi i1 [ true, %1326 ], [ true, %1294 ], [ %1343, %1342 ]
  %1346 = zext i1 %1345 to i32
  %1347 = sext i32 %1346 to i64
  br i1 %1345, label %1348, label %1357

1348:                                             ; preds = %1344
  %1349 = load ptr, ptr %113, align 8
  %1350 = load ptr, ptr %114, align 8
  %1351 = load ptr, ptr %116, align 8
  %1352 = load ptr, ptr %117, align 8
  %1353 = load ptr, ptr %118, align 8
  %1354 = load ptr, ptr %119, align 8
  %1355 = load ptr, ptr %120, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %127, ptr align 8 %172, i64 24, i1 false)
  %1356 = call i64 @ZSTD_execSequenceEnd(ptr noundef %1349, ptr noundef %1350, ptr noundef %127, ptr noundef %1351, ptr noundef %1352, ptr noundef %1353, ptr noundef %1354, ptr noundef %1355)
  store i64 %1356, ptr %112, align 8
  br label %1690

1357:                                             ; preds = %1344
  %1358 = load ptr, ptr %113, align 8
  %1359 = load ptr, ptr %116, align 8
  %1360 = load ptr, ptr %1359, align 8
  call void @ZSTD_copy16(ptr noundef %1358, ptr noundef %1360)
  %1361 = load i64, ptr %172, align 8
  %1362 = icmp ugt i64 %1361, 16
  %1363 = zext i1 %1362 to i32
  %1364 = sext i32 %1363 to i64
  br i1 %1362, label %1365, label %1429

1365:                                             ; preds = %1357
  %1366 = load ptr, ptr %113, align 8
  %1367 = getelementptr inbounds i8, ptr %1366, i64 16
  %1368 = load ptr, ptr %116, align 8
  %1369 = load ptr, ptr %1368, align 8
  %1370 = getelementptr inbounds i8, ptr %1369, i64 16
  %1371 = load i64, ptr %172, align 8
  %1372 = sub i64 %1371, 16
  store ptr %1367, ptr %28, align 8
  store ptr %1370, ptr %29, align 8
  store i64 %1372, ptr %30, align 8
  store i32 0, ptr %31, align 4
  %1373 = load ptr, ptr %28, align 8
  %1374 = load ptr, ptr %29, align 8
  %1375 = ptrtoint ptr %1373 to i64
  %1376 = ptrtoint ptr %1374 to i64
  %1377 = sub i64 %1375, %1376
  store i64 %1377, ptr %32, align 8
  %1378 = load ptr, ptr %29, align 8
  store ptr %1378, ptr %33, align 8
  %1379 = load ptr, ptr %28, align 8
  store ptr %1379, ptr %34, align 8
  %1380 = load ptr, ptr %34, align 8
  %1381 = load i64, ptr %30, align 8
  %1382 = getelementptr inbounds i8, ptr %1380, i64 %1381
  store ptr %1382, ptr %35, align 8
  %1383 = load i32, ptr %31, align 4
  %1384 = icmp eq i32 %1383, 1
  br i1 %1384, label %1385, label %1400

1385:                                             ; preds = %1365
  %1386 = load i64, ptr %32, align 8
  %1387 = icmp slt i64 %1386, 16
  br i1 %1387, label %1388, label %1400

1388:                                             ; preds = %1385
  br label %1389

1389:                                             ; preds = %1389, %1388
  %1390 = load ptr, ptr %34, align 8
  %1391 = load ptr, ptr %33, align 8
  call void @ZSTD_copy8(ptr noundef %1390, ptr noundef %1391)
  %1392 = load ptr, ptr %34, align 8
  %1393 = getelementptr inbounds i8, ptr %1392, i64 8
  store ptr %1393, ptr %34, align 8
  %1394 = load ptr, ptr %33, align 8
  %1395 = getelementptr inbounds i8, ptr %1394, i64 8
  store ptr %1395, ptr %33, align 8
  %1396 = load ptr, ptr %34, align 8
  %1397 = load ptr, ptr %35, align 8
  %1398 = icmp ult ptr %1396, %1397
  br i1 %1398, label %1389, label %1399, !llvm.loop !27

1399:                                             ; preds = %1389
  br label %1428

1400:                                             ; preds = %1385, %1365
  %1401 = load ptr, ptr %34, align 8
  %1402 = load ptr, ptr %33, align 8
  call void @ZSTD_copy16(ptr noundef %1401, ptr noundef %1402)
  %1403 = load i64, ptr %30, align 8
  %1404 = icmp sge i64 16, %1403
  br i1 %1404, label %1405, label %1406

1405:                                             ; preds = %1400
  br label %1428

1406:                                             ; preds = %1400
  %1407 = load ptr, ptr %34, align 8
  %1408 = getelementptr inbounds i8, ptr %1407, i64 16
  store ptr %1408, ptr %34, align 8
  %1409 = load ptr, ptr %33, align 8
  %1410 = getelementptr inbounds i8, ptr %1409, i64 16
  store ptr %1410, ptr %33, align 8
  br label %1411

1411:                                             ; preds = %1411, %1406
  %1412 = load ptr, ptr %34, align 8
  %1413 = load ptr, ptr %33, align 8
  call void @ZSTD_copy16(ptr noundef %1412, ptr noundef %1413)
  %1414 = load ptr, ptr %34, align 8
  %1415 = getelementptr inbounds i8, ptr %1414, i64 16
  store ptr %1415, ptr %34, align 8
  %1416 = load ptr, ptr %33, align 8
  %1417 = getelementptr inbounds i8, ptr %1416, i64 16
  store ptr %1417, ptr %33, align 8
  %1418 = load ptr, ptr %34, align 8
  %1419 = load ptr, ptr %33, align 8
  call void @ZSTD_copy16(ptr noundef %1418, ptr noundef %1419)
  %1420 = load ptr, ptr %34, align 8
  %1421 = getelementptr inbounds i8, ptr %1420, i64 16
  store ptr %1421, ptr %34, align 8
  %1422 = load ptr, ptr %33, align 8
  %1423 = getelementptr inbounds i8, ptr %1422, i64 16
  store ptr %1423, ptr %33, align 8
  %1424 = load ptr, ptr %34, align 8
  %1425 = load ptr, ptr %35, align 8
  %1426 = icmp ult ptr %1424, %1425
  br i1 %1426, label %1411, label %1427, !llvm.loop !28

1427:                                             ; preds = %1411
  br label %1428

1428:                                             ; preds = %1427, %1405, %1399
  br label %1429

1429:                                             ; preds = %1428, %1357
  %1430 = load ptr, ptr %121, align 8
  store ptr %1430, ptr %113, align 8
  %1431 = load ptr, ptr %125, align 8
  %1432 = load ptr, ptr %116, align 8
  store ptr %1431, ptr %1432, align 8
  %1433 = getelementptr inbounds %struct.seq_t, ptr %172, i32 0, i32 2
  %1434 = load i64, ptr %1433, align 8
  %1435 = load ptr, ptr %121, align 8
  %1436 = load ptr, ptr %118, align 8
  %1437 = ptrtoint ptr %1435 to i64
  %1438 = ptrtoint ptr %1436 to i64
  %1439 = sub i64 %1437, %1438
  %1440 = icmp ugt i64 %1434, %1439
  br i1 %1440, label %1441, label %1490

1441:                                             ; preds = %1429
  %1442 = getelementptr inbounds %struct.seq_t, ptr %172, i32 0, i32 2
  %1443 = load i64, ptr %1442, align 8
  %1444 = load ptr, ptr %121, align 8
  %1445 = load ptr, ptr %119, align 8
  %1446 = ptrtoint ptr %1444 to i64
  %1447 = ptrtoint ptr %1445 to i64
  %1448 = sub i64 %1446, %1447
  %1449 = icmp ugt i64 %1443, %1448
  %1450 = zext i1 %1449 to i32
  %1451 = sext i32 %1450 to i64
  br i1 %1449, label %1452, label %1453

1452:                                             ; preds = %1441
  store i64 -20, ptr %112, align 8
  br label %1690

1453:                                             ; preds = %1441
  %1454 = load ptr, ptr %120, align 8
  %1455 = load ptr, ptr %126, align 8
  %1456 = load ptr, ptr %118, align 8
  %1457 = ptrtoint ptr %1455 to i64
  %1458 = ptrtoint ptr %1456 to i64
  %1459 = sub i64 %1457, %1458
  %1460 = getelementptr inbounds i8, ptr %1454, i64 %1459
  store ptr %1460, ptr %126, align 8
  %1461 = load ptr, ptr %126, align 8
  %1462 = getelementptr inbounds %struct.seq_t, ptr %172, i32 0, i32 1
  %1463 = load i64, ptr %1462, align 8
  %1464 = getelementptr inbounds i8, ptr %1461, i64 %1463
  %1465 = load ptr, ptr %120, align 8
  %1466 = icmp ule ptr %1464, %1465
  br i1 %1466, label %1467, label %1473

1467:                                             ; preds = %1453
  %1468 = load ptr, ptr %121, align 8
  %1469 = load ptr, ptr %126, align 8
  %1470 = getelementptr inbounds %struct.seq_t, ptr %172, i32 0, i32 1
  %1471 = load i64, ptr %1470, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %1468, ptr align 1 %1469, i64 %1471, i1 false)
  %1472 = load i64, ptr %122, align 8
  store i64 %1472, ptr %112, align 8
  br label %1690

1473:                                             ; preds = %1453
  %1474 = load ptr, ptr %120, align 8
  %1475 = load ptr, ptr %126, align 8
  %1476 = ptrtoint ptr %1474 to i64
  %1477 = ptrtoint ptr %1475 to i64
  %1478 = sub i64 %1476, %1477
  store i64 %1478, ptr %128, align 8
  %1479 = load ptr, ptr %121, align 8
  %1480 = load ptr, ptr %126, align 8
  %1481 = load i64, ptr %128, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %1479, ptr align 1 %1480, i64 %1481, i1 false)
  %1482 = load ptr, ptr %121, align 8
  %1483 = load i64, ptr %128, align 8
  %1484 = getelementptr inbounds i8, ptr %1482, i64 %1483
  store ptr %1484, ptr %113, align 8
  %1485 = load i64, ptr %128, align 8
  %1486 = getelementptr inbounds %struct.seq_t, ptr %172, i32 0, i32 1
  %1487 = load i64, ptr %1486, align 8
  %1488 = sub i64 %1487, %1485
  store i64 %1488, ptr %1486, align 8
  %1489 = load ptr, ptr %118, align 8
  store ptr %1489, ptr %126, align 8
  br label %1490

1490:                                             ; preds = %1473, %1429
  %1491 = getelementptr inbounds %struct.seq_t, ptr %172, i32 0, i32 2
  %1492 = load i64, ptr %1491, align 8
  %1493 = icmp uge i64 %1492, 16
  %1494 = zext i1 %1493 to i32
  %1495 = sext i32 %1494 to i64
  br i1 %1493, label %1496, label %1558

1496:                                             ; preds = %1490
  %1497 = load ptr, ptr %113, align 8
  %1498 = load ptr, ptr %126, align 8
  %1499 = getelementptr inbounds %struct.seq_t, ptr %172, i32 0, i32 1
  %1500 = load i64, ptr %1499, align 8
  store ptr %1497, ptr %20, align 8
  store ptr %1498, ptr %21, align 8
  store i64 %1500, ptr %22, align 8
  store i32 0, ptr %23, align 4
  %1501 = load ptr, ptr %20, align 8
  %1502 = load ptr, ptr %21, align 8
  %1503 = ptrtoint ptr %1501 to i64
  %1504 = ptrtoint ptr %1502 to i64
  %1505 = sub i64 %1503, %1504
  store i64 %1505, ptr %24, align 8
  %1506 = load ptr, ptr %21, align 8
  store ptr %1506, ptr %25, align 8
  %1507 = load ptr, ptr %20, align 8
  store ptr %1507, ptr %26, align 8
  %1508 = load ptr, ptr %26, align 8
  %1509 = load i64, ptr %22, align 8
  %1510 = getelementptr inbounds i8, ptr %1508, i64 %1509
  store ptr %1510, ptr %27, align 8
  %1511 = load i32, ptr %23, align 4
  %1512 = icmp eq i32 %1511, 1
  br i1 %1512, label %1513, label %1528

1513:                                             ; preds = %1496
  %1514 = load i64, ptr %24, align 8
  %1515 = icmp slt i64 %1514, 16
  br i1 %1515, label %1516, label %1528

1516:                                             ; preds = %1513
  br label %1517

1517:                                             ; preds = %1517, %1516
  %1518 = load ptr, ptr %26, align 8
  %1519 = load ptr, ptr %25, align 8
  call void @ZSTD_copy8(ptr noundef %1518, ptr noundef %1519)
  %1520 = load ptr, ptr %26, align 8
  %1521 = getelementptr inbounds i8, ptr %1520, i64 8
  store ptr %1521, ptr %26, align 8
  %1522 = load ptr, ptr %25, align 8
  %1523 = getelementptr inbounds i8, ptr %1522, i64 8
  store ptr %1523, ptr %25, align 8
  %1524 = load ptr, ptr %26, align 8
  %1525 = load ptr, ptr %27, align 8
  %1526 = icmp ult ptr %1524, %1525
  br i1 %1526, label %1517, label %1527, !llvm.loop !27

1527:                                             ; preds = %1517
  br label %1556

1528:                                             ; preds = %1513, %1496
  %1529 = load ptr, ptr %26, align 8
  %1530 = load ptr, ptr %25, align 8
  call void @ZSTD_copy16(ptr noundef %1529, ptr noundef %1530)
  %1531 = load i64, ptr %22, align 8
  %1532 = icmp sge i64 16, %1531
  br i1 %1532, label %1533, label %1534

1533:                                             ; preds = %1528
  br label %1556

1534:                                             ; preds = %1528
  %1535 = load ptr, ptr %26, align 8
  %1536 = getelementptr inbounds i8, ptr %1535, i64 16
  store ptr %1536, ptr %26, align 8
  %1537 = load ptr, ptr %25, align 8
  %1538 = getelementptr inbounds i8, ptr %1537, i64 16
  store ptr %1538, ptr %25, align 8
  br label %1539

1539:                                             ; preds = %1539, %1534
  %1540 = load ptr, ptr %26, align 8
  %1541 = load ptr, ptr %25, align 8
  call void @ZSTD_copy16(ptr noundef %1540, ptr noundef %1541)
  %1542 = load ptr, ptr %26, align 8
  %1543 = getelementptr inbounds i8, ptr %1542, i64 16
  store ptr %1543, ptr %26, align 8
  %1544 = load ptr, ptr %25, align 8
  %1545 = getelementptr inbounds i8, ptr %1544, i64 16
  store ptr %1545, ptr %25, align 8
  %1546 = load ptr, ptr %26, align 8
  %1547 = load ptr, ptr %25, align 8
  call void @ZSTD_copy16(ptr noundef %1546, ptr noundef %1547)
  %1548 = load ptr, ptr %26, align 8
  %1549 = getelementptr inbounds i8, ptr %1548, i64 16
  store ptr %1549, ptr %26, align 8
  %1550 = load ptr, ptr %25, align 8
  %1551 = getelementptr inbounds i8, ptr %1550, i64 16
  store ptr %1551, ptr %25, align 8
  %1552 = load ptr, ptr %26, align 8
  %1553 = load ptr, ptr %27, align 8
  %1554 = icmp ult ptr %1552, %1553
  br i1 %1554, label %1539, label %1555, !llvm.loop !28

1555:                                             ; preds = %1539
  br label %1556

1556:                                             ; preds = %1555, %1533, %1527
  %1557 = load i64, ptr %122, align 8
  store i64 %1557, ptr %112, align 8
  br label %1690

1558:                                             ; preds = %1490
  %1559 = getelementptr inbounds %struct.seq_t, ptr %172, i32 0, i32 2
  %1560 = load i64, ptr %1559, align 8
  store ptr %113, ptr %8, align 8
  store ptr %126, ptr %9, align 8
  store i64 %1560, ptr %10, align 8
  %1561 = load i64, ptr %10, align 8
  %1562 = icmp ult i64 %1561, 8
  br i1 %1562, label %1563, label %1611

1563:                                             ; preds = %1558
  %1564 = load i64, ptr %10, align 8
  %1565 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec64table, i64 0, i64 %1564
  %1566 = load i32, ptr %1565, align 4
  store i32 %1566, ptr %11, align 4
  %1567 = load ptr, ptr %9, align 8
  %1568 = load ptr, ptr %1567, align 8
  %1569 = load i8, ptr %1568, align 1
  %1570 = load ptr, ptr %8, align 8
  %1571 = load ptr, ptr %1570, align 8
  store i8 %1569, ptr %1571, align 1
  %1572 = load ptr, ptr %9, align 8
  %1573 = load ptr, ptr %1572, align 8
  %1574 = getelementptr inbounds i8, ptr %1573, i64 1
  %1575 = load i8, ptr %1574, align 1
  %1576 = load ptr, ptr %8, align 8
  %1577 = load ptr, ptr %1576, align 8
  %1578 = getelementptr inbounds i8, ptr %1577, i64 1
  store i8 %1575, ptr %1578, align 1
  %1579 = load ptr, ptr %9, align 8
  %1580 = load ptr, ptr %1579, align 8
  %1581 = getelementptr inbounds i8, ptr %1580, i64 2
  %1582 = load i8, ptr %1581, align 1
  %1583 = load ptr, ptr %8, align 8
  %1584 = load ptr, ptr %1583, align 8
  %1585 = getelementptr inbounds i8, ptr %1584, i64 2
  store i8 %1582, ptr %1585, align 1
  %1586 = load ptr, ptr %9, align 8
  %1587 = load ptr, ptr %1586, align 8
  %1588 = getelementptr inbounds i8, ptr %1587, i64 3
  %1589 = load i8, ptr %1588, align 1
  %1590 = load ptr, ptr %8, align 8
  %1591 = load ptr, ptr %1590, align 8
  %1592 = getelementptr inbounds i8, ptr %1591, i64 3
  store i8 %1589, ptr %1592, align 1
  %1593 = load i64, ptr %10, align 8
  %1594 = getelementptr inbounds [8 x i32], ptr @ZSTD_overlapCopy8.dec32table, i64 0, i64 %1593
  %1595 = load i32, ptr %1594, align 4
  %1596 = load ptr, ptr %9, align 8
  %1597 = load ptr, ptr %1596, align 8
  %1598 = zext i32 %1595 to i64
  %1599 = getelementptr inbounds i8, ptr %1597, i64 %1598
  store ptr %1599, ptr %1596, align 8
  %1600 = load ptr, ptr %8, align 8
  %1601 = load ptr, ptr %1600, align 8
  %1602 = getelementptr inbounds i8, ptr %1601, i64 4
  %1603 = load ptr, ptr %9, align 8
  %1604 = load ptr, ptr %1603, align 8
  call void @ZSTD_copy4(ptr noundef %1602, ptr noundef %1604)
  %1605 = load i32, ptr %11, align 4
  %1606 = load ptr, ptr %9, align 8
  %1607 = load ptr, ptr %1606, align 8
  %1608 = sext i32 %1605 to i64
  %1609 = sub i64 0, %1608
  %1610 = getelementptr inbounds i8, ptr %1607, i64 %1609
  store ptr %1610, ptr %1606, align 8
  br label %1616

1611:                                             ; preds = %1558
  %1612 = load ptr, ptr %8, align 8
  %1613 = load ptr, ptr %1612, align 8
  %1614 = load ptr, ptr %9, align 8
  %1615 = load ptr, ptr %1614, align 8
  call void @ZSTD_copy8(ptr noundef %1613, ptr noundef %1615)
  br label %1616

1616:                                             ; preds = %1611, %1563
  %1617 = load ptr, ptr %9, align 8
  %1618 = load ptr, ptr %1617, align 8
  %1619 = getelementptr inbounds i8, ptr %1618, i64 8
  store ptr %1619, ptr %1617, align 8
  %1620 = load ptr, ptr %8, align 8
  %1621 = load ptr, ptr %1620, align 8
  %1622 = getelementptr inbounds i8, ptr %1621, i64 8
  store ptr %1622, ptr %1620, align 8
  %1623 = getelementptr inbounds %struct.seq_t, ptr %172, i32 0, i32 1
  %1624 = load i64, ptr %1623, align 8
  %1625 = icmp ugt i64 %1624, 8
  br i1 %1625, label %1626, label %1688

1626:                                             ; preds = %1616
  %1627 = load ptr, ptr %113, align 8
  %1628 = load ptr, ptr %126, align 8
  %1629 = getelementptr inbounds %struct.seq_t, ptr %172, i32 0, i32 1
  %1630 = load i64, ptr %1629, align 8
  %1631 = sub nsw i64 %1630, 8
  store ptr %1627, ptr %12, align 8
  store ptr %1628, ptr %13, align 8
  store i64 %1631, ptr %14, align 8
  store i32 1, ptr %15, align 4
  %1632 = load ptr, ptr %12, align 8
  %1633 = load ptr, ptr %13, align 8
  %1634 = ptrtoint ptr %1632 to i64
  %1635 = ptrtoint ptr %1633 to i64
  %1636 = sub i64 %1634, %1635
  store i64 %1636, ptr %16, align 8
  %1637 = load ptr, ptr %13, align 8
  store ptr %1637, ptr %17, align 8
  %1638 = load ptr, ptr %12, align 8
  store ptr %1638, ptr %18, align 8
  %1639 = load ptr, ptr %18, align 8
  %1640 = load i64, ptr %14, align 8
  %1641 = getelementptr inbounds i8, ptr %1639, i64 %1640
  store ptr %1641, ptr %19, align 8
  %1642 = load i32, ptr %15, align 4
  %1643 = icmp eq i32 %1642, 1
  br i1 %1643, label %1644, label %1659

1644:                                             ; preds = %1626
  %1645 = load i64, ptr %16, align 8
  %1646 = icmp slt i64 %1645, 16
  br i1 %1646, label %1647, label %1659

1647:                                             ; preds = %1644
  br label %1648

1648:                                             ; preds = %1648, %1647
  %1649 = load ptr, ptr %18, align 8
  %1650 = load ptr, ptr %17, align 8
  call void @ZSTD_copy8(ptr noundef %1649, ptr noundef %1650)
  %1651 = load ptr, ptr %18, align 8
  %1652 = getelementptr inbounds i8, ptr %1651, i64 8
  store ptr %1652, ptr %18, align 8
  %1653 = load ptr, ptr %17, align 8
  %1654 = getelementptr inbounds i8, ptr %1653, i64 8
  store ptr %1654, ptr %17, align 8
  %1655 = load ptr, ptr %18, align 8
  %1656 = load ptr, ptr %19, align 8
  %1657 = icmp ult ptr %1655, %1656
  br i1 %1657, label %1648, label %1658, !llvm.loop !27

1658:                                             ; preds = %1648
  br label %1687

1659:                                             ; preds = %1644, %1626
  %1660 = load ptr, ptr %18, align 8
  %1661 = load ptr, ptr %17, align 8
  call void @ZSTD_copy16(ptr noundef %1660, ptr noundef %1661)
  %1662 = load i64, ptr %14, align 8
  %1663 = icmp sge i64 16, %1662
  br i1 %1663, label %1664, label %1665

1664:                                             ; preds = %1659
  br label %1687

1665:                                             ; preds = %1659
  %1666 = load ptr, ptr %18, align 8
  %1667 = getelementptr inbounds i8, ptr %1666, i64 16
  store ptr %1667, ptr %18, align 8
  %1668 = load ptr, ptr %17, align 8
  %1669 = getelementptr inbounds i8, ptr %1668, i64 16
  store ptr %1669, ptr %17, align 8
  br label %1670

1670:                                             ; preds = %1670, %1665
  %1671 = load ptr, ptr %18, align 8
  %1672 = load ptr, ptr %17, align 8
  call void @ZSTD_copy16(ptr noundef %1671, ptr noundef %1672)
  %1673 = load ptr, ptr %18, align 8
  %1674 = getelementptr inbounds i8, ptr %1673, i64 16
  store ptr %1674, ptr %18, align 8
  %1675 = load ptr, ptr %17, align 8
  %1676 = getelementptr inbounds i8, ptr %1675, i64 16
  store ptr %1676, ptr %17, align 8
  %1677 = load ptr, ptr %18, align 8
  %1678 = load ptr, ptr %17, align 8
  call void @ZSTD_copy16(ptr noundef %1677, ptr noundef %1678)
  %1679 = load ptr, ptr %18, align 8
  %1680 = getelementptr inbounds i8, ptr %1679, i64 16
  store ptr %1680, ptr %18, align 8
  %1681 = load ptr, ptr %17, align 8
  %1682 = getelementptr inbounds i8, ptr %1681, i64 16
  store ptr %1682, ptr %17, align 8
  %1683 = load ptr, ptr %18, align 8
  %1684 = load ptr, ptr %19, align 8
  %1685 = icmp ult ptr %1683, %1684
  br i1 %1685, label %1670, label %1686, !llvm.loop !28

1686:                                             ; preds = %1670
  br label %1687

1687:                                             ; preds = %1686, %1664, %1658
  br label %1688

1688:                                             ; preds = %1687, %1616
  %1689 = load i64, ptr %122, align 8
  store i64 %1689, ptr %112, align 8
  br label %1690

1690:                                             ; preds = %1688, %1556, %1467, %1452, %1348
  %1691 = load i64, ptr %112, align 8
  store i64 %1691, ptr %171, align 8
  %1692 = load i64, ptr %171, align 8
  %1693 = call i32 @ERR_isError(i64 noundef %1692)
  %1694 = zext i32 %1693 to i64
  %1695 = icmp ne i64 %1694, 0
  br i1 %1695, label %1696, label %1698

1696:                                             ; preds = %1690
  %1697 = load i64, ptr %171, align 8
  store i64 %1697, ptr %150, align 8
  br label %1758

1698:                                             ; preds = %1690
  %1699 = load i64, ptr %171, align 8
  %1700 = load ptr, ptr %162, align 8
  %1701 = getelementptr inbounds i8, ptr %1700, i64 %1699
  store ptr %1701, ptr %162, align 8
  %1702 = load i32, ptr %156, align 4
  %1703 = add nsw i32 %1702, -1
  store i32 %1703, ptr %156, align 4
  br label %272, !llvm.loop !50

1704:                                             ; preds = %272
  %1705 = call i32 @BIT_endOfDStream(ptr noundef %168)
  %1706 = icmp ne i32 %1705, 0
  br i1 %1706, label %1708, label %1707

1707:                                             ; preds = %1704
  store i64 -20, ptr %150, align 8
  br label %1758

1708:                                             ; preds = %1704
  store i32 0, ptr %173, align 4
  br label %1709

1709:                                             ; preds = %1712, %1708
  %1710 = load i32, ptr %173, align 4
  %1711 = icmp ult i32 %1710, 3
  br i1 %1711, label %1712, label %1727

1712:                                             ; preds = %1709
  %1713 = getelementptr inbounds %struct.seqState_t, ptr %168, i32 0, i32 4
  %1714 = load i32, ptr %173, align 4
  %1715 = zext i32 %1714 to i64
  %1716 = getelementptr inbounds [3 x i64], ptr %1713, i64 0, i64 %1715
  %1717 = load i64, ptr %1716, align 8
  %1718 = trunc i64 %1717 to i32
  %1719 = load ptr, ptr %151, align 8
  %1720 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1719, i32 0, i32 4
  %1721 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %1720, i32 0, i32 4
  %1722 = load i32, ptr %173, align 4
  %1723 = zext i32 %1722 to i64
  %1724 = getelementptr inbounds [3 x i32], ptr %1721, i64 0, i64 %1723
  store i32 %1718, ptr %1724, align 4
  %1725 = load i32, ptr %173, align 4
  %1726 = add i32 %1725, 1
  store i32 %1726, ptr %173, align 4
  br label %1709, !llvm.loop !51

1727:                                             ; preds = %1709
  br label %1728

1728:                                             ; preds = %1727, %206
  %1729 = load ptr, ptr %164, align 8
  %1730 = load ptr, ptr %163, align 8
  %1731 = ptrtoint ptr %1729 to i64
  %1732 = ptrtoint ptr %1730 to i64
  %1733 = sub i64 %1731, %1732
  store i64 %1733, ptr %174, align 8
  %1734 = load i64, ptr %174, align 8
  %1735 = load ptr, ptr %161, align 8
  %1736 = load ptr, ptr %162, align 8
  %1737 = ptrtoint ptr %1735 to i64
  %1738 = ptrtoint ptr %1736 to i64
  %1739 = sub i64 %1737, %1738
  %1740 = icmp ugt i64 %1734, %1739
  br i1 %1740, label %1741, label %1742

1741:                                             ; preds = %1728
  store i64 -70, ptr %150, align 8
  br label %1758

1742:                                             ; preds = %1728
  %1743 = load ptr, ptr %162, align 8
  %1744 = icmp ne ptr %1743, null
  br i1 %1744, label %1745, label %1752

1745:                                             ; preds = %1742
  %1746 = load ptr, ptr %162, align 8
  %1747 = load ptr, ptr %163, align 8
  %1748 = load i64, ptr %174, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1746, ptr align 1 %1747, i64 %1748, i1 false)
  %1749 = load i64, ptr %174, align 8
  %1750 = load ptr, ptr %162, align 8
  %1751 = getelementptr inbounds i8, ptr %1750, i64 %1749
  store ptr %1751, ptr %162, align 8
  br label %1752

1752:                                             ; preds = %1745, %1742
  %1753 = load ptr, ptr %162, align 8
  %1754 = load ptr, ptr %160, align 8
  %1755 = ptrtoint ptr %1753 to i64
  %1756 = ptrtoint ptr %1754 to i64
  %1757 = sub i64 %1755, %1756
  store i64 %1757, ptr %150, align 8
  br label %1758

1758:                                             ; preds = %259, %1696, %1707, %1741, %1752
  %1759 = load i64, ptr %150, align 8
  ret i64 %1759
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = !{!21}
!21 = distinct !{!21, !22, !"ZSTD_decodeSequence: argument 0"}
!22 = distinct !{!22, !"ZSTD_decodeSequence"}
!23 = distinct !{!23, !7}
!24 = !{!25}
!25 = distinct !{!25, !26, !"ZSTD_decodeSequence: argument 0"}
!26 = distinct !{!26, !"ZSTD_decodeSequence"}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = !{!38}
!38 = distinct !{!38, !39, !"ZSTD_decodeSequence: argument 0"}
!39 = distinct !{!39, !"ZSTD_decodeSequence"}
!40 = distinct !{!40, !7}
!41 = !{!42}
!42 = distinct !{!42, !43, !"ZSTD_decodeSequence: argument 0"}
!43 = distinct !{!43, !"ZSTD_decodeSequence"}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !7}
!46 = distinct !{!46, !7}
!47 = !{!48}
!48 = distinct !{!48, !49, !"ZSTD_decodeSequence: argument 0"}
!49 = distinct !{!49, !"ZSTD_decodeSequence"}
!50 = distinct !{!50, !7}
!51 = distinct !{!51, !7}
