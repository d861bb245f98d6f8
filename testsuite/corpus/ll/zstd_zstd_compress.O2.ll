; ModuleID = 'src/zstd/lib/compress/zstd_compress.c'
source_filename = "src/zstd/lib/compress/zstd_compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ZSTD_customMem = type { ptr, ptr, ptr }
%struct.ZSTD_compressionParameters = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_parameters = type { %struct.ZSTD_compressionParameters, %struct.ZSTD_frameParameters }
%struct.ZSTD_frameParameters = type { i32, i32, i32 }
%struct.ldmParams_t = type { i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_CCtx_params_s = type { i32, %struct.ZSTD_compressionParameters, %struct.ZSTD_frameParameters, i32, i32, i64, i32, i32, i32, i32, i64, i32, i32, %struct.ldmParams_t, i32, i32, i32, i32, i32, i32, i32, i64, i32, i32, %struct.ZSTD_customMem, i32, i32, ptr, ptr, i32 }
%struct.ZSTD_frameProgression = type { i64, i64, i64, i64, i32, i32 }
%struct.SeqDef_s = type { i32, i16, i16 }
%struct.ZSTD_outBuffer_s = type { ptr, i64, i64 }
%struct.ZSTD_inBuffer_s = type { ptr, i64, i64 }
%struct.ZSTD_Sequence = type { i32, i32, i32, i32 }
%struct.ZSTD_symbolEncodingTypeStats_t = type { i32, i32, i32, i64, i64, i32 }
%struct.seqStoreSplits = type { ptr, i64 }
%struct.repcodes_s = type { [3 x i32] }
%struct.ZSTD_Trace = type { i32, i32, i32, i32, i64, i64, i64, ptr, ptr, ptr }
%struct.ZSTD_CCtx_s = type { i32, i32, i32, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s, i32, i64, %struct.ZSTD_cwksp, i64, i64, i64, i64, %struct.XXH_NAMESPACEXXH64_state_s, %struct.ZSTD_customMem, ptr, i64, %struct.SeqCollector, i32, i32, %struct.SeqStore_t, %struct.ldmState_t, ptr, i64, %struct.RawSeqStore_t, %struct.ZSTD_blockState_t, ptr, i64, i32, ptr, i64, i64, i64, i64, ptr, i64, i64, i64, i32, i32, %struct.ZSTD_inBuffer_s, i64, i64, %struct.ZSTD_localDict, ptr, %struct.ZSTD_prefixDict_s, i64, %struct.ZSTD_blockSplitCtx, ptr, i64 }
%struct.ZSTD_cwksp = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, i8, i32, i32, i32 }
%struct.XXH_NAMESPACEXXH64_state_s = type { i64, [4 x i64], [4 x i64], i32, i32, i64 }
%struct.SeqCollector = type { i32, ptr, i64, i64 }
%struct.SeqStore_t = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32 }
%struct.ldmState_t = type { %struct.ZSTD_window_t, ptr, i32, ptr, [64 x i64], [64 x %struct.ldmMatchCandidate_t] }
%struct.ZSTD_window_t = type { ptr, ptr, ptr, i32, i32, i32 }
%struct.ldmMatchCandidate_t = type { ptr, i32, i32, ptr }
%struct.RawSeqStore_t = type { ptr, i64, i64, i64, i64 }
%struct.ZSTD_blockState_t = type { ptr, ptr, %struct.ZSTD_MatchState_t }
%struct.ZSTD_MatchState_t = type { %struct.ZSTD_window_t, i32, i32, i32, i32, ptr, [8 x i32], i64, i32, ptr, ptr, ptr, i32, i32, %struct.optState_t, ptr, %struct.ZSTD_compressionParameters, ptr, i32, i32 }
%struct.optState_t = type { ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, i32 }
%struct.ZSTD_localDict = type { ptr, ptr, i64, i32, ptr }
%struct.ZSTD_prefixDict_s = type { ptr, i64, i32 }
%struct.ZSTD_blockSplitCtx = type { %struct.SeqStore_t, %struct.SeqStore_t, %struct.SeqStore_t, %struct.SeqStore_t, %struct.SeqStore_t, [196 x i32], %struct.ZSTD_entropyCTablesMetadata_t }
%struct.ZSTD_entropyCTablesMetadata_t = type { %struct.ZSTD_hufCTablesMetadata_t, %struct.ZSTD_fseCTablesMetadata_t }
%struct.ZSTD_hufCTablesMetadata_t = type { i32, [128 x i8], i64 }
%struct.ZSTD_fseCTablesMetadata_t = type { i32, i32, i32, [133 x i8], i64, i64 }
%struct.ZSTD_SequencePosition = type { i32, i32, i64 }
%struct.BlockSummary = type { i64, i64, i64 }

@ZSTD_defaultCMem = internal constant %struct.ZSTD_customMem zeroinitializer, align 8
@repStartValue = internal unnamed_addr constant [3 x i32] [i32 1, i32 4, i32 8], align 4
@ZSTD_selectBlockCompressor.blockCompressor = internal unnamed_addr constant [4 x [10 x ptr]] [[10 x ptr] [ptr @ZSTD_compressBlock_fast, ptr @ZSTD_compressBlock_fast, ptr @ZSTD_compressBlock_doubleFast, ptr @ZSTD_compressBlock_greedy, ptr @ZSTD_compressBlock_lazy, ptr @ZSTD_compressBlock_lazy2, ptr @ZSTD_compressBlock_btlazy2, ptr null, ptr null, ptr null], [10 x ptr] [ptr @ZSTD_compressBlock_fast_extDict, ptr @ZSTD_compressBlock_fast_extDict, ptr @ZSTD_compressBlock_doubleFast_extDict, ptr @ZSTD_compressBlock_greedy_extDict, ptr @ZSTD_compressBlock_lazy_extDict, ptr @ZSTD_compressBlock_lazy2_extDict, ptr @ZSTD_compressBlock_btlazy2_extDict, ptr null, ptr null, ptr null], [10 x ptr] [ptr @ZSTD_compressBlock_fast_dictMatchState, ptr @ZSTD_compressBlock_fast_dictMatchState, ptr @ZSTD_compressBlock_doubleFast_dictMatchState, ptr @ZSTD_compressBlock_greedy_dictMatchState, ptr @ZSTD_compressBlock_lazy_dictMatchState, ptr @ZSTD_compressBlock_lazy2_dictMatchState, ptr @ZSTD_compressBlock_btlazy2_dictMatchState, ptr null, ptr null, ptr null], [10 x ptr] [ptr null, ptr null, ptr null, ptr @ZSTD_compressBlock_greedy_dedicatedDictSearch, ptr @ZSTD_compressBlock_lazy_dedicatedDictSearch, ptr @ZSTD_compressBlock_lazy2_dedicatedDictSearch, ptr null, ptr null, ptr null, ptr null]], align 16
@ZSTD_selectBlockCompressor.rowBasedBlockCompressors = internal unnamed_addr constant [4 x [3 x ptr]] [[3 x ptr] [ptr @ZSTD_compressBlock_greedy_row, ptr @ZSTD_compressBlock_lazy_row, ptr @ZSTD_compressBlock_lazy2_row], [3 x ptr] [ptr @ZSTD_compressBlock_greedy_extDict_row, ptr @ZSTD_compressBlock_lazy_extDict_row, ptr @ZSTD_compressBlock_lazy2_extDict_row], [3 x ptr] [ptr @ZSTD_compressBlock_greedy_dictMatchState_row, ptr @ZSTD_compressBlock_lazy_dictMatchState_row, ptr @ZSTD_compressBlock_lazy2_dictMatchState_row], [3 x ptr] [ptr @ZSTD_compressBlock_greedy_dedicatedDictSearch_row, ptr @ZSTD_compressBlock_lazy_dedicatedDictSearch_row, ptr @ZSTD_compressBlock_lazy2_dedicatedDictSearch_row]], align 16
@ZSTD_estimateCCtxSize_internal.srcSizeTiers = internal unnamed_addr constant [4 x i64] [i64 16384, i64 131072, i64 262144, i64 -1], align 16
@.str = private unnamed_addr constant [2 x i8] c" \00", align 1
@ZSTD_LLcode.LL_Code = internal unnamed_addr constant [64 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\10\11\11\12\12\13\13\14\14\14\14\15\15\15\15\16\16\16\16\16\16\16\16\17\17\17\17\17\17\17\17\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18", align 16
@ZSTD_MLcode.ML_Code = internal unnamed_addr constant [128 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F  !!\22\22##$$$$%%%%&&&&&&&&''''''''(((((((((((((((())))))))))))))))********************************", align 16
@LL_defaultNorm = internal constant [36 x i16] [i16 4, i16 3, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 3, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1], align 16
@OF_defaultNorm = internal constant [29 x i16] [i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], align 16
@ML_defaultNorm = internal constant [53 x i16] [i16 1, i16 4, i16 3, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], align 16
@ZSTD_optimalBlockSize.splitLevels = internal unnamed_addr constant [10 x i32] [i32 0, i32 0, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 4], align 16
@LL_bits = internal unnamed_addr constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16
@ML_bits = internal unnamed_addr constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16
@attachDictSizeCutoffs = internal unnamed_addr constant [10 x i64] [i64 8192, i64 8192, i64 16384, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 8192, i64 8192], align 16
@ZSTD_defaultCParameters = internal unnamed_addr constant [4 x [23 x %struct.ZSTD_compressionParameters]] [[23 x %struct.ZSTD_compressionParameters] [%struct.ZSTD_compressionParameters { i32 19, i32 12, i32 13, i32 1, i32 6, i32 1, i32 1 }, %struct.ZSTD_compressionParameters { i32 19, i32 13, i32 14, i32 1, i32 7, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 20, i32 15, i32 16, i32 1, i32 6, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 21, i32 16, i32 17, i32 1, i32 5, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 21, i32 18, i32 18, i32 1, i32 5, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 21, i32 18, i32 19, i32 3, i32 5, i32 2, i32 3 }, %struct.ZSTD_compressionParameters { i32 21, i32 18, i32 19, i32 3, i32 5, i32 4, i32 4 }, %struct.ZSTD_compressionParameters { i32 21, i32 19, i32 20, i32 4, i32 5, i32 8, i32 4 }, %struct.ZSTD_compressionParameters { i32 21, i32 19, i32 20, i32 4, i32 5, i32 16, i32 5 }, %struct.ZSTD_compressionParameters { i32 22, i32 20, i32 21, i32 4, i32 5, i32 16, i32 5 }, %struct.ZSTD_compressionParameters { i32 22, i32 21, i32 22, i32 5, i32 5, i32 16, i32 5 }, %struct.ZSTD_compressionParameters { i32 22, i32 21, i32 22, i32 6, i32 5, i32 16, i32 5 }, %struct.ZSTD_compressionParameters { i32 22, i32 22, i32 23, i32 6, i32 5, i32 32, i32 5 }, %struct.ZSTD_compressionParameters { i32 22, i32 22, i32 22, i32 4, i32 5, i32 32, i32 6 }, %struct.ZSTD_compressionParameters { i32 22, i32 22, i32 23, i32 5, i32 5, i32 32, i32 6 }, %struct.ZSTD_compressionParameters { i32 22, i32 23, i32 23, i32 6, i32 5, i32 32, i32 6 }, %struct.ZSTD_compressionParameters { i32 22, i32 22, i32 22, i32 5, i32 5, i32 48, i32 7 }, %struct.ZSTD_compressionParameters { i32 23, i32 23, i32 22, i32 5, i32 4, i32 64, i32 7 }, %struct.ZSTD_compressionParameters { i32 23, i32 23, i32 22, i32 6, i32 3, i32 64, i32 8 }, %struct.ZSTD_compressionParameters { i32 23, i32 24, i32 22, i32 7, i32 3, i32 256, i32 9 }, %struct.ZSTD_compressionParameters { i32 25, i32 25, i32 23, i32 7, i32 3, i32 256, i32 9 }, %struct.ZSTD_compressionParameters { i32 26, i32 26, i32 24, i32 7, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 27, i32 27, i32 25, i32 9, i32 3, i32 999, i32 9 }], [23 x %struct.ZSTD_compressionParameters] [%struct.ZSTD_compressionParameters { i32 18, i32 12, i32 13, i32 1, i32 5, i32 1, i32 1 }, %struct.ZSTD_compressionParameters { i32 18, i32 13, i32 14, i32 1, i32 6, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 18, i32 14, i32 14, i32 1, i32 5, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 18, i32 16, i32 16, i32 1, i32 4, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 18, i32 16, i32 17, i32 3, i32 5, i32 2, i32 3 }, %struct.ZSTD_compressionParameters { i32 18, i32 17, i32 18, i32 5, i32 5, i32 2, i32 3 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 3, i32 5, i32 4, i32 4 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 4, i32 4, i32 4, i32 4 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 4, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 5, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 6, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 5, i32 4, i32 12, i32 6 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 7, i32 4, i32 12, i32 6 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 4, i32 4, i32 16, i32 7 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 4, i32 3, i32 32, i32 7 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 6, i32 3, i32 128, i32 7 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 6, i32 3, i32 128, i32 8 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 8, i32 3, i32 256, i32 8 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 6, i32 3, i32 128, i32 9 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 8, i32 3, i32 256, i32 9 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 10, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 12, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 13, i32 3, i32 999, i32 9 }], [23 x %struct.ZSTD_compressionParameters] [%struct.ZSTD_compressionParameters { i32 17, i32 12, i32 12, i32 1, i32 5, i32 1, i32 1 }, %struct.ZSTD_compressionParameters { i32 17, i32 12, i32 13, i32 1, i32 6, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 17, i32 13, i32 15, i32 1, i32 5, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 17, i32 15, i32 16, i32 2, i32 5, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 17, i32 17, i32 17, i32 2, i32 4, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 17, i32 16, i32 17, i32 3, i32 4, i32 2, i32 3 }, %struct.ZSTD_compressionParameters { i32 17, i32 16, i32 17, i32 3, i32 4, i32 4, i32 4 }, %struct.ZSTD_compressionParameters { i32 17, i32 16, i32 17, i32 3, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 17, i32 16, i32 17, i32 4, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 17, i32 16, i32 17, i32 5, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 17, i32 16, i32 17, i32 6, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 17, i32 17, i32 17, i32 5, i32 4, i32 8, i32 6 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 7, i32 4, i32 12, i32 6 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 3, i32 4, i32 12, i32 7 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 4, i32 3, i32 32, i32 7 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 6, i32 3, i32 256, i32 7 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 6, i32 3, i32 128, i32 8 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 8, i32 3, i32 256, i32 8 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 10, i32 3, i32 512, i32 8 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 5, i32 3, i32 256, i32 9 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 7, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 9, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 11, i32 3, i32 999, i32 9 }], [23 x %struct.ZSTD_compressionParameters] [%struct.ZSTD_compressionParameters { i32 14, i32 12, i32 13, i32 1, i32 5, i32 1, i32 1 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 15, i32 1, i32 5, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 15, i32 1, i32 4, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 15, i32 2, i32 4, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 14, i32 4, i32 4, i32 2, i32 3 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 14, i32 3, i32 4, i32 4, i32 4 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 14, i32 4, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 14, i32 6, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 14, i32 8, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 14, i32 5, i32 4, i32 8, i32 6 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 14, i32 9, i32 4, i32 8, i32 6 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 14, i32 3, i32 4, i32 12, i32 7 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 14, i32 4, i32 3, i32 24, i32 7 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 14, i32 5, i32 3, i32 32, i32 8 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 6, i32 3, i32 64, i32 8 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 7, i32 3, i32 256, i32 8 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 5, i32 3, i32 48, i32 9 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 6, i32 3, i32 128, i32 9 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 7, i32 3, i32 256, i32 9 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 8, i32 3, i32 256, i32 9 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 8, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 9, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 10, i32 3, i32 999, i32 9 }]], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 1, 0) i64 @ZSTD_compressBound(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ugt i64 %0, -71777214294589697
  br i1 %2, label %13, label %3

3:                                                ; preds = %1
  %4 = lshr i64 %0, 8
  %5 = add nuw i64 %4, %0
  %6 = icmp ult i64 %0, 131072
  %7 = sub nuw nsw i64 131072, %0
  %8 = lshr i64 %7, 11
  %9 = select i1 %6, i64 %8, i64 0
  %10 = add i64 %5, %9
  %11 = freeze i64 %10
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %1, %3
  br label %14

14:                                               ; preds = %3, %13
  %15 = phi i64 [ -72, %13 ], [ %11, %3 ]
  ret i64 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @ZSTD_createCCtx() local_unnamed_addr #2 {
  %1 = tail call dereferenceable_or_null(5280) ptr @calloc(i64 1, i64 5280)
  %2 = icmp eq ptr %1, null
  br i1 %2, label %23, label %3

3:                                                ; preds = %0
  %4 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #29, !srcloc !5
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %17, label %6

6:                                                ; preds = %3
  %7 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #29, !srcloc !6
  %8 = icmp ugt i32 %4, 6
  br i1 %8, label %9, label %17

9:                                                ; preds = %6
  %10 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #29, !srcloc !7
  %11 = extractvalue { i32, i32, i32 } %10, 1
  %12 = and i32 %11, 8
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %9
  %15 = lshr i32 %11, 8
  %16 = and i32 %15, 1
  br label %17

17:                                               ; preds = %14, %9, %6, %3
  %18 = phi i32 [ 0, %9 ], [ %16, %14 ], [ 0, %6 ], [ 0, %3 ]
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %18, ptr %19, align 8, !tbaa !8
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %1)
  %20 = getelementptr inbounds i8, ptr %1, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %20, i8 0, i64 224, i1 false)
  %21 = getelementptr inbounds i8, ptr %1, i64 60
  store i32 3, ptr %21, align 4, !tbaa !38
  %22 = getelementptr inbounds i8, ptr %1, i64 48
  store i32 1, ptr %22, align 8, !tbaa !39
  br label %23

23:                                               ; preds = %0, %17
  ret ptr %1
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createCCtx_advanced(ptr nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %0) local_unnamed_addr #2 {
  %2 = load ptr, ptr %0, align 8
  %3 = icmp eq ptr %2, null
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !40
  %6 = icmp eq ptr %5, null
  %7 = xor i1 %3, %6
  br i1 %7, label %39, label %8

8:                                                ; preds = %1
  br i1 %3, label %13, label %9

9:                                                ; preds = %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8
  %12 = tail call ptr %2(ptr noundef %11, i64 noundef 5280) #30
  br label %15

13:                                               ; preds = %8
  %14 = tail call noalias dereferenceable_or_null(5280) ptr @malloc(i64 noundef 5280) #31
  br label %15

15:                                               ; preds = %9, %13
  %16 = phi ptr [ %12, %9 ], [ %14, %13 ]
  %17 = icmp eq ptr %16, null
  br i1 %17, label %39, label %18

18:                                               ; preds = %15
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5280) %16, i8 0, i64 5280, i1 false)
  %19 = getelementptr inbounds i8, ptr %16, i64 896
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %19, ptr noundef nonnull align 8 dereferenceable(24) %0, i64 24, i1 false)
  %20 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #29, !srcloc !5
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %33, label %22

22:                                               ; preds = %18
  %23 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #29, !srcloc !6
  %24 = icmp ugt i32 %20, 6
  br i1 %24, label %25, label %33

25:                                               ; preds = %22
  %26 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #29, !srcloc !7
  %27 = extractvalue { i32, i32, i32 } %26, 1
  %28 = and i32 %27, 8
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %25
  %31 = lshr i32 %27, 8
  %32 = and i32 %31, 1
  br label %33

33:                                               ; preds = %18, %22, %25, %30
  %34 = phi i32 [ 0, %25 ], [ %32, %30 ], [ 0, %22 ], [ 0, %18 ]
  %35 = getelementptr inbounds i8, ptr %16, i64 8
  store i32 %34, ptr %35, align 8, !tbaa !8
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %16)
  %36 = getelementptr inbounds i8, ptr %16, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %36, i8 0, i64 224, i1 false)
  %37 = getelementptr inbounds i8, ptr %16, i64 60
  store i32 3, ptr %37, align 4, !tbaa !38
  %38 = getelementptr inbounds i8, ptr %16, i64 48
  store i32 1, ptr %38, align 8, !tbaa !39
  br label %39

39:                                               ; preds = %33, %15, %1
  %40 = phi ptr [ null, %1 ], [ %16, %33 ], [ null, %15 ]
  ret ptr %40
}

; Function Attrs: nounwind memory(argmem: write) uwtable
define dso_local noundef ptr @ZSTD_initStaticCCtx(ptr noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = icmp ugt i64 %1, 5280
  %4 = ptrtoint ptr %0 to i64
  %5 = and i64 %4, 7
  %6 = icmp eq i64 %5, 0
  %7 = and i1 %3, %6
  br i1 %7, label %8, label %73

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 5280
  %10 = icmp slt i64 %1, 5280
  %11 = icmp eq ptr %0, null
  %12 = or i1 %11, %10
  br i1 %12, label %73, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 %1
  %15 = ptrtoint ptr %14 to i64
  %16 = and i64 %15, 63
  %17 = sub nsw i64 0, %16
  %18 = getelementptr inbounds i8, ptr %14, i64 %17
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5280) %0, i8 0, i64 5280, i1 false)
  %19 = getelementptr inbounds i8, ptr %0, i64 704
  store ptr %0, ptr %19, align 8, !tbaa !41
  %20 = getelementptr inbounds i8, ptr %0, i64 712
  store ptr %14, ptr %20, align 8, !tbaa !41
  %21 = getelementptr inbounds i8, ptr %0, i64 720
  store ptr %9, ptr %21, align 8, !tbaa !41
  %22 = getelementptr inbounds i8, ptr %0, i64 728
  store ptr %9, ptr %22, align 8, !tbaa !41
  %23 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %9, ptr %23, align 8, !tbaa !41
  %24 = getelementptr inbounds i8, ptr %0, i64 744
  store ptr %18, ptr %24, align 8, !tbaa !41
  %25 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %18, ptr %25, align 8, !tbaa !41
  %26 = getelementptr inbounds i8, ptr %0, i64 760
  %27 = getelementptr inbounds i8, ptr %0, i64 764
  store i32 0, ptr %27, align 4, !tbaa !42
  %28 = getelementptr inbounds i8, ptr %0, i64 772
  store i32 1, ptr %28, align 4, !tbaa !42
  %29 = getelementptr inbounds i8, ptr %0, i64 928
  store i64 %1, ptr %29, align 8, !tbaa !43
  %30 = ptrtoint ptr %18 to i64
  %31 = ptrtoint ptr %9 to i64
  %32 = sub i64 %30, %31
  %33 = icmp ult i64 %32, 20184
  br i1 %33, label %73, label %34

34:                                               ; preds = %13
  %35 = icmp ult i64 %1, 10912
  br i1 %35, label %36, label %37

36:                                               ; preds = %34
  store i8 1, ptr %26, align 8, !tbaa !44
  br label %39

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8, ptr %0, i64 10912
  store ptr %38, ptr %21, align 8, !tbaa !45
  store ptr %38, ptr %22, align 8, !tbaa !46
  store ptr %38, ptr %23, align 8, !tbaa !47
  br label %39

39:                                               ; preds = %37, %36
  %40 = phi ptr [ %9, %36 ], [ %38, %37 ]
  %41 = phi ptr [ null, %36 ], [ %9, %37 ]
  %42 = getelementptr inbounds i8, ptr %0, i64 3224
  store ptr %41, ptr %42, align 8, !tbaa !48
  %43 = getelementptr inbounds i8, ptr %40, i64 5632
  %44 = icmp ugt ptr %43, %14
  br i1 %44, label %45, label %46

45:                                               ; preds = %39
  store i8 1, ptr %26, align 8, !tbaa !44
  br label %47

46:                                               ; preds = %39
  store ptr %43, ptr %21, align 8, !tbaa !45
  store ptr %43, ptr %22, align 8, !tbaa !46
  store ptr %43, ptr %23, align 8, !tbaa !47
  br label %47

47:                                               ; preds = %45, %46
  %48 = phi i64 [ 8920, %45 ], [ 14552, %46 ]
  %49 = phi ptr [ null, %45 ], [ %40, %46 ]
  %50 = phi ptr [ %40, %45 ], [ %43, %46 ]
  %51 = getelementptr inbounds i8, ptr %40, i64 %48
  %52 = getelementptr inbounds i8, ptr %0, i64 3232
  store ptr %49, ptr %52, align 8
  %53 = icmp ugt ptr %51, %14
  br i1 %53, label %54, label %55

54:                                               ; preds = %47
  store i8 1, ptr %26, align 8, !tbaa !44
  br label %56

55:                                               ; preds = %47
  store ptr %51, ptr %21, align 8, !tbaa !45
  store ptr %51, ptr %22, align 8, !tbaa !46
  store ptr %51, ptr %23, align 8, !tbaa !47
  br label %56

56:                                               ; preds = %54, %55
  %57 = phi ptr [ null, %54 ], [ %50, %55 ]
  %58 = getelementptr inbounds i8, ptr %0, i64 3544
  store ptr %57, ptr %58, align 8, !tbaa !49
  %59 = getelementptr inbounds i8, ptr %0, i64 3552
  store i64 8920, ptr %59, align 8, !tbaa !50
  %60 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #29, !srcloc !5
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %70, label %62

62:                                               ; preds = %56
  %63 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #29, !srcloc !6
  %64 = icmp ugt i32 %60, 6
  br i1 %64, label %65, label %70

65:                                               ; preds = %62
  %66 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #29, !srcloc !7
  %67 = extractvalue { i32, i32, i32 } %66, 1
  %68 = lshr i32 %67, 8
  %69 = and i32 %68, 1
  br label %70

70:                                               ; preds = %56, %62, %65
  %71 = phi i32 [ %69, %65 ], [ 0, %62 ], [ 0, %56 ]
  %72 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %71, ptr %72, align 8, !tbaa !8
  br label %73

73:                                               ; preds = %8, %13, %2, %70
  %74 = phi ptr [ %0, %70 ], [ null, %2 ], [ null, %13 ], [ null, %8 ]
  ret ptr %74
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_freeCCtx(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %34, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 928
  %5 = load i64, ptr %4, align 8, !tbaa !43
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %34

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 704
  %9 = load ptr, ptr %8, align 8, !tbaa !51
  %10 = icmp ugt ptr %9, %0
  br i1 %10, label %15, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 712
  %13 = load ptr, ptr %12, align 8, !tbaa !52
  %14 = icmp ule ptr %13, %0
  br label %15

15:                                               ; preds = %7, %11
  %16 = phi i1 [ true, %7 ], [ %14, %11 ]
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %17 = getelementptr inbounds i8, ptr %0, i64 904
  %18 = load ptr, ptr %17, align 1
  %19 = getelementptr inbounds i8, ptr %0, i64 912
  %20 = load ptr, ptr %19, align 1
  %21 = load ptr, ptr %8, align 8, !tbaa !51
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %8, i8 0, i64 72, i1 false)
  %22 = icmp eq ptr %21, null
  br i1 %22, label %27, label %23

23:                                               ; preds = %15
  %24 = icmp eq ptr %18, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %23
  tail call void %18(ptr noundef %20, ptr noundef nonnull %21) #30
  br label %27

26:                                               ; preds = %23
  tail call void @free(ptr noundef nonnull %21) #30
  br label %27

27:                                               ; preds = %15, %25, %26
  br i1 %16, label %28, label %34

28:                                               ; preds = %27
  %29 = load ptr, ptr %17, align 1
  %30 = icmp eq ptr %29, null
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = load ptr, ptr %19, align 1
  tail call void %29(ptr noundef %32, ptr noundef nonnull %0) #30
  br label %34

33:                                               ; preds = %28
  tail call void @free(ptr noundef nonnull %0) #30
  br label %34

34:                                               ; preds = %33, %31, %27, %3, %1
  %35 = phi i64 [ 0, %1 ], [ -64, %3 ], [ 0, %27 ], [ 0, %31 ], [ 0, %33 ]
  ret i64 %35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @ZSTD_sizeof_CCtx(ptr noundef readonly %0) local_unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %38, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 704
  %5 = load ptr, ptr %4, align 8, !tbaa !51
  %6 = icmp eq ptr %5, %0
  %7 = select i1 %6, i64 0, i64 5280
  %8 = getelementptr inbounds i8, ptr %0, i64 712
  %9 = load ptr, ptr %8, align 8, !tbaa !52
  %10 = ptrtoint ptr %9 to i64
  %11 = ptrtoint ptr %5 to i64
  %12 = getelementptr inbounds i8, ptr %0, i64 3688
  %13 = load ptr, ptr %12, align 1
  %14 = getelementptr inbounds i8, ptr %0, i64 3704
  %15 = load i64, ptr %14, align 1
  %16 = getelementptr inbounds i8, ptr %0, i64 3720
  %17 = load ptr, ptr %16, align 1
  %18 = icmp eq ptr %17, null
  br i1 %18, label %30, label %19

19:                                               ; preds = %3
  %20 = getelementptr inbounds i8, ptr %17, i64 32
  %21 = load ptr, ptr %20, align 8, !tbaa !51
  %22 = icmp eq ptr %21, %17
  %23 = select i1 %22, i64 0, i64 6080
  %24 = getelementptr inbounds i8, ptr %17, i64 40
  %25 = load ptr, ptr %24, align 8, !tbaa !52
  %26 = ptrtoint ptr %25 to i64
  %27 = ptrtoint ptr %21 to i64
  %28 = sub i64 %26, %27
  %29 = add i64 %28, %23
  br label %30

30:                                               ; preds = %3, %19
  %31 = phi i64 [ %29, %19 ], [ 0, %3 ]
  %32 = icmp eq ptr %13, null
  %33 = select i1 %32, i64 0, i64 %15
  %34 = sub i64 %10, %11
  %35 = add i64 %34, %7
  %36 = add i64 %35, %33
  %37 = add i64 %36, %31
  br label %38

38:                                               ; preds = %1, %30
  %39 = phi i64 [ %37, %30 ], [ 0, %1 ]
  ret i64 %39
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @ZSTD_sizeof_CStream(ptr noundef readonly %0) local_unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %38, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 704
  %5 = load ptr, ptr %4, align 8, !tbaa !51
  %6 = icmp eq ptr %5, %0
  %7 = select i1 %6, i64 0, i64 5280
  %8 = getelementptr inbounds i8, ptr %0, i64 712
  %9 = load ptr, ptr %8, align 8, !tbaa !52
  %10 = ptrtoint ptr %9 to i64
  %11 = ptrtoint ptr %5 to i64
  %12 = getelementptr inbounds i8, ptr %0, i64 3688
  %13 = load ptr, ptr %12, align 1
  %14 = getelementptr inbounds i8, ptr %0, i64 3704
  %15 = load i64, ptr %14, align 1
  %16 = getelementptr inbounds i8, ptr %0, i64 3720
  %17 = load ptr, ptr %16, align 1
  %18 = icmp eq ptr %17, null
  br i1 %18, label %30, label %19

19:                                               ; preds = %3
  %20 = getelementptr inbounds i8, ptr %17, i64 32
  %21 = load ptr, ptr %20, align 8, !tbaa !51
  %22 = icmp eq ptr %21, %17
  %23 = select i1 %22, i64 0, i64 6080
  %24 = getelementptr inbounds i8, ptr %17, i64 40
  %25 = load ptr, ptr %24, align 8, !tbaa !52
  %26 = ptrtoint ptr %25 to i64
  %27 = ptrtoint ptr %21 to i64
  %28 = sub i64 %26, %27
  %29 = add i64 %28, %23
  br label %30

30:                                               ; preds = %19, %3
  %31 = phi i64 [ %29, %19 ], [ 0, %3 ]
  %32 = icmp eq ptr %13, null
  %33 = select i1 %32, i64 0, i64 %15
  %34 = sub i64 %10, %11
  %35 = add i64 %34, %7
  %36 = add i64 %35, %33
  %37 = add i64 %36, %31
  br label %38

38:                                               ; preds = %1, %30
  %39 = phi i64 [ %37, %30 ], [ 0, %1 ]
  ret i64 %39
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nonnull ptr @ZSTD_getSeqStore(ptr noundef readnone %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 976
  ret ptr %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @ZSTD_createCCtxParams() local_unnamed_addr #6 {
  %1 = tail call noalias dereferenceable_or_null(224) ptr @calloc(i64 noundef 1, i64 noundef 224) #32
  %2 = icmp eq ptr %1, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i64 44
  store i32 3, ptr %4, align 4, !tbaa !38
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store i32 1, ptr %5, align 8, !tbaa !39
  br label %6

6:                                                ; preds = %0, %3
  ret ptr %1
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_freeCCtxParams(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %11, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 176
  %5 = load ptr, ptr %4, align 1
  %6 = icmp eq ptr %5, null
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 184
  %9 = load ptr, ptr %8, align 1
  tail call void %5(ptr noundef %9, ptr noundef nonnull %0) #30
  br label %11

10:                                               ; preds = %3
  tail call void @free(ptr noundef nonnull %0) #30
  br label %11

11:                                               ; preds = %10, %7, %1
  ret i64 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i64 -1, 1) i64 @ZSTD_CCtxParams_reset(ptr noundef writeonly %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %0, i8 0, i64 224, i1 false)
  %4 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 3, ptr %4, align 4, !tbaa !38
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 1, ptr %5, align 8, !tbaa !39
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i64 [ 0, %3 ], [ -1, %1 ]
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i64 -1, 1) i64 @ZSTD_CCtxParams_init(ptr noundef writeonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %0, i8 0, i64 224, i1 false)
  %5 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %1, ptr %5, align 4, !tbaa !38
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 1, ptr %6, align 8, !tbaa !39
  br label %7

7:                                                ; preds = %2, %4
  %8 = phi i64 [ 0, %4 ], [ -1, %2 ]
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -42, 1) i64 @ZSTD_CCtxParams_init_advanced(ptr noundef writeonly %0, ptr nocapture noundef readonly byval(%struct.ZSTD_parameters) align 8 %1) local_unnamed_addr #8 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %62, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %1, align 8, !tbaa !53
  %6 = add i32 %5, -32
  %7 = icmp ult i32 %6, -22
  br i1 %7, label %62, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !54
  %11 = add i32 %10, -31
  %12 = icmp ult i32 %11, -25
  br i1 %12, label %62, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load i32, ptr %14, align 8, !tbaa !55
  %16 = add i32 %15, -31
  %17 = icmp ult i32 %16, -25
  br i1 %17, label %62, label %18

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %1, i64 12
  %20 = load i32, ptr %19, align 4, !tbaa !56
  %21 = add i32 %20, -31
  %22 = icmp ult i32 %21, -30
  br i1 %22, label %62, label %23

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %1, i64 16
  %25 = load i32, ptr %24, align 8, !tbaa !57
  %26 = add i32 %25, -8
  %27 = icmp ult i32 %26, -5
  %28 = getelementptr inbounds i8, ptr %1, i64 20
  %29 = load i32, ptr %28, align 4
  %30 = icmp ugt i32 %29, 131072
  %31 = select i1 %27, i1 true, i1 %30
  br i1 %31, label %62, label %32

32:                                               ; preds = %23
  %33 = getelementptr inbounds i8, ptr %1, i64 24
  %34 = load i32, ptr %33, align 8, !tbaa !58
  %35 = add i32 %34, -1
  %36 = icmp ult i32 %35, 9
  br i1 %36, label %37, label %62

37:                                               ; preds = %32
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %0, i8 0, i64 224, i1 false)
  %38 = getelementptr inbounds i8, ptr %0, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %38, ptr noundef nonnull readonly align 8 dereferenceable(28) %1, i64 28, i1 false), !tbaa.struct !59
  %39 = getelementptr inbounds i8, ptr %0, i64 32
  %40 = getelementptr inbounds i8, ptr %1, i64 28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %39, ptr noundef nonnull readonly align 4 dereferenceable(12) %40, i64 12, i1 false), !tbaa.struct !60
  %41 = getelementptr inbounds i8, ptr %0, i64 160
  %42 = add nsw i32 %34, -6
  %43 = icmp ult i32 %42, -3
  br i1 %43, label %44, label %48

44:                                               ; preds = %37
  store i32 2, ptr %41, align 8, !tbaa !61
  %45 = getelementptr inbounds i8, ptr %0, i64 140
  %46 = icmp ugt i32 %34, 6
  br i1 %46, label %52, label %47

47:                                               ; preds = %44
  store i32 2, ptr %45, align 4, !tbaa !62
  br label %57

48:                                               ; preds = %37
  %49 = icmp ugt i32 %5, 14
  %50 = select i1 %49, i32 1, i32 2
  store i32 %50, ptr %41, align 8, !tbaa !61
  %51 = getelementptr inbounds i8, ptr %0, i64 140
  store i32 2, ptr %51, align 4, !tbaa !62
  br label %57

52:                                               ; preds = %44
  %53 = icmp ugt i32 %5, 16
  %54 = select i1 %53, i32 1, i32 2
  store i32 %54, ptr %45, align 4, !tbaa !62
  %55 = icmp ugt i32 %5, 26
  %56 = select i1 %55, i32 1, i32 2
  br label %57

57:                                               ; preds = %48, %47, %52
  %58 = phi i32 [ 2, %48 ], [ %56, %52 ], [ 2, %47 ]
  %59 = getelementptr inbounds i8, ptr %0, i64 96
  store i32 %58, ptr %59, align 8, !tbaa !63
  %60 = getelementptr inbounds i8, ptr %0, i64 152
  store i64 131072, ptr %60, align 8, !tbaa !64
  %61 = getelementptr inbounds i8, ptr %0, i64 216
  store i32 2, ptr %61, align 8, !tbaa !65
  br label %62

62:                                               ; preds = %23, %18, %13, %8, %4, %32, %2, %57
  %63 = phi i64 [ -42, %32 ], [ 0, %57 ], [ -1, %2 ], [ -42, %4 ], [ -42, %8 ], [ -42, %13 ], [ -42, %18 ], [ -42, %23 ]
  ret i64 %63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i64 -42, 1) i64 @ZSTD_checkCParams(ptr nocapture noundef readonly byval(%struct.ZSTD_compressionParameters) align 8 %0) local_unnamed_addr #9 {
  %2 = load i32, ptr %0, align 8, !tbaa !53
  %3 = add i32 %2, -32
  %4 = icmp ult i32 %3, -22
  br i1 %4, label %35, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !54
  %8 = add i32 %7, -31
  %9 = icmp ult i32 %8, -25
  br i1 %9, label %35, label %10

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load i32, ptr %11, align 8, !tbaa !55
  %13 = add i32 %12, -31
  %14 = icmp ult i32 %13, -25
  br i1 %14, label %35, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds i8, ptr %0, i64 12
  %17 = load i32, ptr %16, align 4, !tbaa !56
  %18 = add i32 %17, -31
  %19 = icmp ult i32 %18, -30
  br i1 %19, label %35, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i32, ptr %21, align 8, !tbaa !57
  %23 = add i32 %22, -8
  %24 = icmp ult i32 %23, -5
  %25 = getelementptr inbounds i8, ptr %0, i64 20
  %26 = load i32, ptr %25, align 4
  %27 = icmp ugt i32 %26, 131072
  %28 = select i1 %24, i1 true, i1 %27
  br i1 %28, label %35, label %29

29:                                               ; preds = %20
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load i32, ptr %30, align 8, !tbaa !58
  %32 = add i32 %31, -10
  %33 = icmp ult i32 %32, -9
  %34 = select i1 %33, i64 -42, i64 0
  br label %35

35:                                               ; preds = %29, %20, %15, %10, %5, %1
  %36 = phi i64 [ -42, %1 ], [ -42, %5 ], [ -42, %10 ], [ -42, %15 ], [ -42, %20 ], [ %34, %29 ]
  ret i64 %36
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @ZSTD_cParam_getBounds(i32 noundef %0) local_unnamed_addr #0 {
  switch i32 %0, label %39 [
    i32 100, label %2
    i32 101, label %40
    i32 102, label %3
    i32 103, label %4
    i32 104, label %5
    i32 105, label %6
    i32 106, label %7
    i32 107, label %8
    i32 200, label %9
    i32 201, label %10
    i32 202, label %11
    i32 400, label %12
    i32 401, label %13
    i32 402, label %14
    i32 1005, label %15
    i32 160, label %16
    i32 161, label %17
    i32 162, label %18
    i32 163, label %19
    i32 164, label %20
    i32 500, label %21
    i32 1000, label %22
    i32 10, label %23
    i32 1001, label %24
    i32 1002, label %25
    i32 130, label %26
    i32 1004, label %27
    i32 1006, label %28
    i32 1007, label %28
    i32 1008, label %29
    i32 1009, label %30
    i32 1010, label %31
    i32 1017, label %32
    i32 1011, label %33
    i32 1012, label %34
    i32 1013, label %35
    i32 1014, label %36
    i32 1015, label %37
    i32 1016, label %38
  ]

2:                                                ; preds = %1
  br label %40

3:                                                ; preds = %1
  br label %40

4:                                                ; preds = %1
  br label %40

5:                                                ; preds = %1
  br label %40

6:                                                ; preds = %1
  br label %40

7:                                                ; preds = %1
  br label %40

8:                                                ; preds = %1
  br label %40

9:                                                ; preds = %1
  br label %40

10:                                               ; preds = %1
  br label %40

11:                                               ; preds = %1
  br label %40

12:                                               ; preds = %1
  br label %40

13:                                               ; preds = %1
  br label %40

14:                                               ; preds = %1
  br label %40

15:                                               ; preds = %1
  br label %40

16:                                               ; preds = %1
  br label %40

17:                                               ; preds = %1
  br label %40

18:                                               ; preds = %1
  br label %40

19:                                               ; preds = %1
  br label %40

20:                                               ; preds = %1
  br label %40

21:                                               ; preds = %1
  br label %40

22:                                               ; preds = %1
  br label %40

23:                                               ; preds = %1
  br label %40

24:                                               ; preds = %1
  br label %40

25:                                               ; preds = %1
  br label %40

26:                                               ; preds = %1
  br label %40

27:                                               ; preds = %1
  br label %40

28:                                               ; preds = %1, %1
  br label %40

29:                                               ; preds = %1
  br label %40

30:                                               ; preds = %1
  br label %40

31:                                               ; preds = %1
  br label %40

32:                                               ; preds = %1
  br label %40

33:                                               ; preds = %1
  br label %40

34:                                               ; preds = %1
  br label %40

35:                                               ; preds = %1
  br label %40

36:                                               ; preds = %1
  br label %40

37:                                               ; preds = %1
  br label %40

38:                                               ; preds = %1
  br label %40

39:                                               ; preds = %1
  br label %40

40:                                               ; preds = %1, %39, %38, %37, %36, %35, %34, %33, %32, %31, %30, %29, %28, %27, %26, %25, %24, %23, %22, %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %41 = phi i64 [ 0, %39 ], [ 8589934592, %38 ], [ 562949953422336, %37 ], [ 4294967296, %36 ], [ 8589934592, %35 ], [ 4294967296, %34 ], [ 8589934592, %33 ], [ 25769803776, %32 ], [ 8589934592, %31 ], [ 4294967296, %30 ], [ 4294967296, %29 ], [ 4294967296, %28 ], [ 9223372032559808512, %27 ], [ 562949953422652, %26 ], [ 8589934592, %25 ], [ 12884901888, %24 ], [ 4294967296, %23 ], [ 4294967296, %22 ], [ 4294967296, %21 ], [ 107374182400, %20 ], [ 34359738369, %19 ], [ 17592186044420, %18 ], [ 128849018886, %17 ], [ 8589934592, %16 ], [ 4294967296, %15 ], [ 0, %14 ], [ 0, %13 ], [ 0, %12 ], [ 4294967296, %11 ], [ 4294967296, %10 ], [ 4294967296, %9 ], [ 38654705665, %8 ], [ 562949953421312, %7 ], [ 30064771075, %6 ], [ 128849018881, %5 ], [ 128849018886, %4 ], [ 128849018886, %3 ], [ 98784116736, %2 ], [ 133143986186, %1 ]
  %42 = phi i64 [ -40, %39 ], [ 0, %38 ], [ 0, %37 ], [ 0, %36 ], [ 0, %35 ], [ 0, %34 ], [ 0, %33 ], [ 0, %32 ], [ 0, %31 ], [ 0, %30 ], [ 0, %29 ], [ 0, %28 ], [ 0, %27 ], [ 0, %26 ], [ 0, %25 ], [ 0, %24 ], [ 0, %23 ], [ 0, %22 ], [ 0, %21 ], [ 0, %20 ], [ 0, %19 ], [ 0, %18 ], [ 0, %17 ], [ 0, %16 ], [ 0, %15 ], [ 0, %14 ], [ 0, %13 ], [ 0, %12 ], [ 0, %11 ], [ 0, %10 ], [ 0, %9 ], [ 0, %8 ], [ 0, %7 ], [ 0, %6 ], [ 0, %5 ], [ 0, %4 ], [ 0, %3 ], [ 0, %2 ], [ 0, %1 ]
  %43 = insertvalue { i64, i64 } poison, i64 %42, 0
  %44 = insertvalue { i64, i64 } %43, i64 %41, 1
  ret { i64, i64 } %44
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @ZSTD_minCLevel() local_unnamed_addr #0 {
  ret i32 -131072
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @ZSTD_maxCLevel() local_unnamed_addr #0 {
  ret i32 22
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_CCtx_setParameter(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #8 {
  %4 = getelementptr inbounds i8, ptr %0, i64 3640
  %5 = load i32, ptr %4, align 8, !tbaa !66
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  switch i32 %1, label %20 [
    i32 100, label %8
    i32 102, label %8
    i32 103, label %8
    i32 104, label %8
    i32 105, label %8
    i32 106, label %8
    i32 107, label %8
    i32 1017, label %8
  ]

8:                                                ; preds = %7, %7, %7, %7, %7, %7, %7, %7
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 1, ptr %9, align 4, !tbaa !67
  br label %10

10:                                               ; preds = %8, %3
  switch i32 %1, label %20 [
    i32 400, label %11
    i32 100, label %17
    i32 101, label %17
    i32 102, label %17
    i32 103, label %17
    i32 104, label %17
    i32 105, label %17
    i32 106, label %17
    i32 107, label %17
    i32 164, label %17
    i32 10, label %17
    i32 200, label %17
    i32 201, label %17
    i32 202, label %17
    i32 1000, label %17
    i32 1001, label %17
    i32 1002, label %17
    i32 401, label %17
    i32 402, label %17
    i32 500, label %17
    i32 1005, label %17
    i32 160, label %17
    i32 161, label %17
    i32 162, label %17
    i32 163, label %17
    i32 130, label %17
    i32 1004, label %17
    i32 1006, label %17
    i32 1007, label %17
    i32 1008, label %17
    i32 1009, label %17
    i32 1010, label %17
    i32 1017, label %17
    i32 1011, label %17
    i32 1012, label %17
    i32 1013, label %17
    i32 1014, label %17
    i32 1015, label %17
    i32 1016, label %17
  ]

11:                                               ; preds = %10
  %12 = icmp eq i32 %2, 0
  br i1 %12, label %17, label %13

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %0, i64 928
  %15 = load i64, ptr %14, align 8, !tbaa !43
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %17, label %20

17:                                               ; preds = %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %10, %13, %11
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = tail call i64 @ZSTD_CCtxParams_setParameter(ptr noundef nonnull %18, i32 noundef %1, i32 noundef %2)
  br label %20

20:                                               ; preds = %7, %10, %13, %17
  %21 = phi i64 [ %19, %17 ], [ -40, %13 ], [ -40, %10 ], [ -60, %7 ]
  ret i64 %21
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local i64 @ZSTD_CCtxParams_setParameter(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 {
  switch i32 %1, label %219 [
    i32 10, label %4
    i32 100, label %8
    i32 101, label %20
    i32 102, label %28
    i32 103, label %36
    i32 104, label %44
    i32 105, label %49
    i32 106, label %53
    i32 107, label %58
    i32 200, label %63
    i32 201, label %68
    i32 202, label %73
    i32 1000, label %79
    i32 1001, label %84
    i32 1002, label %89
    i32 400, label %94
    i32 401, label %97
    i32 402, label %100
    i32 500, label %103
    i32 1005, label %106
    i32 160, label %111
    i32 161, label %116
    i32 162, label %124
    i32 163, label %132
    i32 164, label %137
    i32 130, label %142
    i32 1004, label %151
    i32 1006, label %156
    i32 1007, label %161
    i32 1008, label %166
    i32 1009, label %171
    i32 1010, label %176
    i32 1017, label %181
    i32 1011, label %186
    i32 1012, label %191
    i32 1013, label %196
    i32 1014, label %201
    i32 1015, label %206
    i32 1016, label %214
  ]

4:                                                ; preds = %3
  %5 = icmp ugt i32 %2, 1
  br i1 %5, label %219, label %6

6:                                                ; preds = %4
  store i32 %2, ptr %0, align 8, !tbaa !68
  %7 = zext nneg i32 %2 to i64
  br label %219

8:                                                ; preds = %3
  %9 = icmp slt i32 %2, -131072
  br i1 %9, label %15, label %10

10:                                               ; preds = %8
  %11 = icmp sgt i32 %2, 22
  br i1 %11, label %15, label %12

12:                                               ; preds = %10
  %13 = icmp eq i32 %2, 0
  %14 = select i1 %13, i32 3, i32 %2
  br label %15

15:                                               ; preds = %12, %8, %10
  %16 = phi i32 [ -131072, %8 ], [ 22, %10 ], [ %14, %12 ]
  %17 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %16, ptr %17, align 4, !tbaa !38
  %18 = tail call i32 @llvm.smax.i32(i32 %16, i32 0)
  %19 = zext nneg i32 %18 to i64
  br label %219

20:                                               ; preds = %3
  %21 = icmp ne i32 %2, 0
  %22 = add i32 %2, -32
  %23 = icmp ult i32 %22, -22
  %24 = and i1 %21, %23
  br i1 %24, label %219, label %25

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %2, ptr %26, align 4, !tbaa !69
  %27 = zext nneg i32 %2 to i64
  br label %219

28:                                               ; preds = %3
  %29 = icmp ne i32 %2, 0
  %30 = add i32 %2, -31
  %31 = icmp ult i32 %30, -25
  %32 = and i1 %29, %31
  br i1 %32, label %219, label %33

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %2, ptr %34, align 4, !tbaa !70
  %35 = zext nneg i32 %2 to i64
  br label %219

36:                                               ; preds = %3
  %37 = icmp ne i32 %2, 0
  %38 = add i32 %2, -31
  %39 = icmp ult i32 %38, -25
  %40 = and i1 %37, %39
  br i1 %40, label %219, label %41

41:                                               ; preds = %36
  %42 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %2, ptr %42, align 4, !tbaa !71
  %43 = zext nneg i32 %2 to i64
  br label %219

44:                                               ; preds = %3
  %45 = icmp ugt i32 %2, 30
  br i1 %45, label %219, label %46

46:                                               ; preds = %44
  %47 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %2, ptr %47, align 4, !tbaa !72
  %48 = zext nneg i32 %2 to i64
  br label %219

49:                                               ; preds = %3
  switch i32 %2, label %219 [
    i32 7, label %50
    i32 6, label %50
    i32 5, label %50
    i32 4, label %50
    i32 3, label %50
    i32 0, label %50
  ]

50:                                               ; preds = %49, %49, %49, %49, %49, %49
  %51 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %2, ptr %51, align 4, !tbaa !73
  %52 = zext nneg i32 %2 to i64
  br label %219

53:                                               ; preds = %3
  %54 = icmp ugt i32 %2, 131072
  br i1 %54, label %219, label %55

55:                                               ; preds = %53
  %56 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %2, ptr %56, align 4, !tbaa !74
  %57 = zext nneg i32 %2 to i64
  br label %219

58:                                               ; preds = %3
  %59 = icmp ugt i32 %2, 9
  br i1 %59, label %219, label %60

60:                                               ; preds = %58
  %61 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %2, ptr %61, align 4, !tbaa !75
  %62 = zext nneg i32 %2 to i64
  br label %219

63:                                               ; preds = %3
  %64 = icmp ne i32 %2, 0
  %65 = zext i1 %64 to i32
  %66 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %65, ptr %66, align 8, !tbaa !39
  %67 = zext i1 %64 to i64
  br label %219

68:                                               ; preds = %3
  %69 = icmp ne i32 %2, 0
  %70 = zext i1 %69 to i32
  %71 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %70, ptr %71, align 4, !tbaa !76
  %72 = zext i1 %69 to i64
  br label %219

73:                                               ; preds = %3
  %74 = icmp ne i32 %2, 0
  %75 = xor i1 %74, true
  %76 = zext i1 %75 to i32
  %77 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %76, ptr %77, align 8, !tbaa !77
  %78 = zext i1 %74 to i64
  br label %219

79:                                               ; preds = %3
  %80 = icmp ne i32 %2, 0
  %81 = zext i1 %80 to i32
  %82 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 %81, ptr %82, align 8, !tbaa !78
  %83 = zext i1 %80 to i64
  br label %219

84:                                               ; preds = %3
  %85 = icmp ugt i32 %2, 3
  br i1 %85, label %219, label %86

86:                                               ; preds = %84
  %87 = getelementptr inbounds i8, ptr %0, i64 68
  store i32 %2, ptr %87, align 4, !tbaa !79
  %88 = zext nneg i32 %2 to i64
  br label %219

89:                                               ; preds = %3
  %90 = icmp ugt i32 %2, 2
  br i1 %90, label %219, label %91

91:                                               ; preds = %89
  %92 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 %2, ptr %92, align 8, !tbaa !80
  %93 = zext nneg i32 %2 to i64
  br label %219

94:                                               ; preds = %3
  %95 = icmp eq i32 %2, 0
  %96 = select i1 %95, i64 0, i64 -40
  br label %219

97:                                               ; preds = %3
  %98 = icmp eq i32 %2, 0
  %99 = select i1 %98, i64 0, i64 -40
  br label %219

100:                                              ; preds = %3
  %101 = icmp eq i32 %2, 0
  %102 = select i1 %101, i64 0, i64 -40
  br label %219

103:                                              ; preds = %3
  %104 = icmp eq i32 %2, 0
  %105 = select i1 %104, i64 0, i64 -40
  br label %219

106:                                              ; preds = %3
  %107 = icmp ne i32 %2, 0
  %108 = zext i1 %107 to i32
  %109 = getelementptr inbounds i8, ptr %0, i64 120
  store i32 %108, ptr %109, align 8, !tbaa !81
  %110 = zext i1 %107 to i64
  br label %219

111:                                              ; preds = %3
  %112 = icmp ugt i32 %2, 2
  br i1 %112, label %219, label %113

113:                                              ; preds = %111
  %114 = getelementptr inbounds i8, ptr %0, i64 96
  store i32 %2, ptr %114, align 8, !tbaa !63
  %115 = zext nneg i32 %2 to i64
  br label %219

116:                                              ; preds = %3
  %117 = icmp ne i32 %2, 0
  %118 = add i32 %2, -31
  %119 = icmp ult i32 %118, -25
  %120 = and i1 %117, %119
  br i1 %120, label %219, label %121

121:                                              ; preds = %116
  %122 = getelementptr inbounds i8, ptr %0, i64 100
  store i32 %2, ptr %122, align 4, !tbaa !82
  %123 = zext nneg i32 %2 to i64
  br label %219

124:                                              ; preds = %3
  %125 = icmp ne i32 %2, 0
  %126 = add i32 %2, -4097
  %127 = icmp ult i32 %126, -4093
  %128 = and i1 %125, %127
  br i1 %128, label %219, label %129

129:                                              ; preds = %124
  %130 = getelementptr inbounds i8, ptr %0, i64 108
  store i32 %2, ptr %130, align 4, !tbaa !83
  %131 = zext nneg i32 %2 to i64
  br label %219

132:                                              ; preds = %3
  %133 = icmp ult i32 %2, 9
  br i1 %133, label %134, label %219

134:                                              ; preds = %132
  %135 = getelementptr inbounds i8, ptr %0, i64 104
  store i32 %2, ptr %135, align 8, !tbaa !84
  %136 = zext nneg i32 %2 to i64
  br label %219

137:                                              ; preds = %3
  %138 = icmp ugt i32 %2, 25
  br i1 %138, label %219, label %139

139:                                              ; preds = %137
  %140 = getelementptr inbounds i8, ptr %0, i64 112
  store i32 %2, ptr %140, align 8, !tbaa !85
  %141 = zext nneg i32 %2 to i64
  br label %219

142:                                              ; preds = %3
  %143 = icmp eq i32 %2, 0
  br i1 %143, label %147, label %144

144:                                              ; preds = %142
  %145 = tail call i32 @llvm.smax.i32(i32 %2, i32 1340)
  %146 = icmp sgt i32 %2, 131072
  br i1 %146, label %219, label %147

147:                                              ; preds = %144, %142
  %148 = phi i32 [ 0, %142 ], [ %145, %144 ]
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 %149, ptr %150, align 8, !tbaa !86
  br label %219

151:                                              ; preds = %3
  %152 = icmp slt i32 %2, 0
  br i1 %152, label %219, label %153

153:                                              ; preds = %151
  %154 = getelementptr inbounds i8, ptr %0, i64 64
  store i32 %2, ptr %154, align 8, !tbaa !87
  %155 = zext nneg i32 %2 to i64
  br label %219

156:                                              ; preds = %3
  %157 = icmp ugt i32 %2, 1
  br i1 %157, label %219, label %158

158:                                              ; preds = %156
  %159 = getelementptr inbounds i8, ptr %0, i64 124
  store i32 %2, ptr %159, align 4, !tbaa !88
  %160 = zext nneg i32 %2 to i64
  br label %219

161:                                              ; preds = %3
  %162 = icmp ugt i32 %2, 1
  br i1 %162, label %219, label %163

163:                                              ; preds = %161
  %164 = getelementptr inbounds i8, ptr %0, i64 128
  store i32 %2, ptr %164, align 8, !tbaa !89
  %165 = zext nneg i32 %2 to i64
  br label %219

166:                                              ; preds = %3
  %167 = icmp ugt i32 %2, 1
  br i1 %167, label %219, label %168

168:                                              ; preds = %166
  %169 = getelementptr inbounds i8, ptr %0, i64 132
  store i32 %2, ptr %169, align 4, !tbaa !90
  %170 = zext nneg i32 %2 to i64
  br label %219

171:                                              ; preds = %3
  %172 = icmp ugt i32 %2, 1
  br i1 %172, label %219, label %173

173:                                              ; preds = %171
  %174 = getelementptr inbounds i8, ptr %0, i64 136
  store i32 %2, ptr %174, align 8, !tbaa !91
  %175 = zext nneg i32 %2 to i64
  br label %219

176:                                              ; preds = %3
  %177 = icmp ugt i32 %2, 2
  br i1 %177, label %219, label %178

178:                                              ; preds = %176
  %179 = getelementptr inbounds i8, ptr %0, i64 140
  store i32 %2, ptr %179, align 4, !tbaa !62
  %180 = zext nneg i32 %2 to i64
  br label %219

181:                                              ; preds = %3
  %182 = icmp ugt i32 %2, 6
  br i1 %182, label %219, label %183

183:                                              ; preds = %181
  %184 = getelementptr inbounds i8, ptr %0, i64 144
  store i32 %2, ptr %184, align 8, !tbaa !92
  %185 = zext nneg i32 %2 to i64
  br label %219

186:                                              ; preds = %3
  %187 = icmp ugt i32 %2, 2
  br i1 %187, label %219, label %188

188:                                              ; preds = %186
  %189 = getelementptr inbounds i8, ptr %0, i64 160
  store i32 %2, ptr %189, align 8, !tbaa !61
  %190 = zext nneg i32 %2 to i64
  br label %219

191:                                              ; preds = %3
  %192 = icmp ugt i32 %2, 1
  br i1 %192, label %219, label %193

193:                                              ; preds = %191
  %194 = getelementptr inbounds i8, ptr %0, i64 164
  store i32 %2, ptr %194, align 4, !tbaa !93
  %195 = zext nneg i32 %2 to i64
  br label %219

196:                                              ; preds = %3
  %197 = icmp ugt i32 %2, 2
  br i1 %197, label %219, label %198

198:                                              ; preds = %196
  %199 = getelementptr inbounds i8, ptr %0, i64 192
  store i32 %2, ptr %199, align 8, !tbaa !94
  %200 = zext nneg i32 %2 to i64
  br label %219

201:                                              ; preds = %3
  %202 = icmp ugt i32 %2, 1
  br i1 %202, label %219, label %203

203:                                              ; preds = %201
  %204 = getelementptr inbounds i8, ptr %0, i64 196
  store i32 %2, ptr %204, align 4, !tbaa !95
  %205 = zext nneg i32 %2 to i64
  br label %219

206:                                              ; preds = %3
  %207 = icmp ne i32 %2, 0
  %208 = add i32 %2, -131073
  %209 = icmp ult i32 %208, -130049
  %210 = and i1 %207, %209
  br i1 %210, label %219, label %211

211:                                              ; preds = %206
  %212 = zext nneg i32 %2 to i64
  %213 = getelementptr inbounds i8, ptr %0, i64 152
  store i64 %212, ptr %213, align 8, !tbaa !64
  br label %219

214:                                              ; preds = %3
  %215 = icmp ugt i32 %2, 2
  br i1 %215, label %219, label %216

216:                                              ; preds = %214
  %217 = getelementptr inbounds i8, ptr %0, i64 216
  store i32 %2, ptr %217, align 8, !tbaa !65
  %218 = zext nneg i32 %2 to i64
  br label %219

219:                                              ; preds = %132, %49, %206, %151, %137, %124, %116, %58, %44, %36, %28, %20, %15, %3, %214, %201, %196, %191, %186, %181, %176, %171, %166, %161, %156, %144, %111, %103, %100, %97, %94, %91, %89, %86, %84, %53, %4, %6, %25, %33, %41, %46, %50, %55, %60, %63, %68, %73, %79, %106, %113, %121, %129, %134, %139, %147, %153, %158, %163, %168, %173, %178, %183, %188, %193, %198, %203, %211, %216
  %220 = phi i64 [ %218, %216 ], [ %212, %211 ], [ %205, %203 ], [ %200, %198 ], [ %195, %193 ], [ %190, %188 ], [ %185, %183 ], [ %180, %178 ], [ %175, %173 ], [ %170, %168 ], [ %165, %163 ], [ %160, %158 ], [ %155, %153 ], [ %149, %147 ], [ %141, %139 ], [ %136, %134 ], [ %131, %129 ], [ %123, %121 ], [ %115, %113 ], [ %110, %106 ], [ %83, %79 ], [ %78, %73 ], [ %72, %68 ], [ %67, %63 ], [ %62, %60 ], [ %57, %55 ], [ %52, %50 ], [ %48, %46 ], [ %43, %41 ], [ %35, %33 ], [ %27, %25 ], [ %7, %6 ], [ -42, %4 ], [ -42, %53 ], [ %88, %86 ], [ -42, %84 ], [ %93, %91 ], [ -42, %89 ], [ %96, %94 ], [ %99, %97 ], [ %102, %100 ], [ %105, %103 ], [ -42, %111 ], [ -42, %144 ], [ -42, %156 ], [ -42, %161 ], [ -42, %166 ], [ -42, %171 ], [ -42, %176 ], [ -42, %181 ], [ -42, %186 ], [ -42, %191 ], [ -42, %196 ], [ -42, %201 ], [ -42, %214 ], [ -40, %3 ], [ %19, %15 ], [ -42, %20 ], [ -42, %28 ], [ -42, %36 ], [ -42, %44 ], [ -42, %49 ], [ -42, %58 ], [ -42, %116 ], [ -42, %124 ], [ -42, %132 ], [ -42, %137 ], [ -42, %151 ], [ -42, %206 ]
  ret i64 %220
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -40, 1) i64 @ZSTD_CCtx_getParameter(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #8 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = tail call i64 @ZSTD_CCtxParams_getParameter(ptr noundef nonnull %4, i32 noundef %1, ptr noundef %2)
  ret i64 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -40, 1) i64 @ZSTD_CCtxParams_getParameter(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #8 {
  switch i32 %1, label %117 [
    i32 10, label %4
    i32 100, label %6
    i32 101, label %9
    i32 102, label %12
    i32 103, label %15
    i32 104, label %18
    i32 105, label %21
    i32 106, label %24
    i32 107, label %27
    i32 200, label %30
    i32 201, label %33
    i32 202, label %36
    i32 1000, label %41
    i32 1001, label %44
    i32 1002, label %47
    i32 400, label %50
    i32 1016, label %112
    i32 1015, label %108
    i32 1014, label %105
    i32 1005, label %53
    i32 160, label %56
    i32 161, label %59
    i32 162, label %62
    i32 163, label %65
    i32 164, label %68
    i32 130, label %71
    i32 1004, label %75
    i32 1006, label %78
    i32 1007, label %81
    i32 1008, label %84
    i32 1009, label %87
    i32 1010, label %90
    i32 1017, label %93
    i32 1011, label %96
    i32 1012, label %99
    i32 1013, label %102
  ]

4:                                                ; preds = %3
  %5 = load i32, ptr %0, align 8, !tbaa !68
  br label %115

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 44
  %8 = load i32, ptr %7, align 4, !tbaa !38
  br label %115

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !69
  br label %115

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %0, i64 12
  %14 = load i32, ptr %13, align 4, !tbaa !70
  br label %115

15:                                               ; preds = %3
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !71
  br label %115

18:                                               ; preds = %3
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load i32, ptr %19, align 4, !tbaa !72
  br label %115

21:                                               ; preds = %3
  %22 = getelementptr inbounds i8, ptr %0, i64 20
  %23 = load i32, ptr %22, align 4, !tbaa !73
  br label %115

24:                                               ; preds = %3
  %25 = getelementptr inbounds i8, ptr %0, i64 24
  %26 = load i32, ptr %25, align 4, !tbaa !74
  br label %115

27:                                               ; preds = %3
  %28 = getelementptr inbounds i8, ptr %0, i64 28
  %29 = load i32, ptr %28, align 4, !tbaa !75
  br label %115

30:                                               ; preds = %3
  %31 = getelementptr inbounds i8, ptr %0, i64 32
  %32 = load i32, ptr %31, align 8, !tbaa !39
  br label %115

33:                                               ; preds = %3
  %34 = getelementptr inbounds i8, ptr %0, i64 36
  %35 = load i32, ptr %34, align 4, !tbaa !76
  br label %115

36:                                               ; preds = %3
  %37 = getelementptr inbounds i8, ptr %0, i64 40
  %38 = load i32, ptr %37, align 8, !tbaa !77
  %39 = icmp eq i32 %38, 0
  %40 = zext i1 %39 to i32
  br label %115

41:                                               ; preds = %3
  %42 = getelementptr inbounds i8, ptr %0, i64 48
  %43 = load i32, ptr %42, align 8, !tbaa !78
  br label %115

44:                                               ; preds = %3
  %45 = getelementptr inbounds i8, ptr %0, i64 68
  %46 = load i32, ptr %45, align 4, !tbaa !79
  br label %115

47:                                               ; preds = %3
  %48 = getelementptr inbounds i8, ptr %0, i64 72
  %49 = load i32, ptr %48, align 8, !tbaa !80
  br label %115

50:                                               ; preds = %3
  %51 = getelementptr inbounds i8, ptr %0, i64 76
  %52 = load i32, ptr %51, align 4, !tbaa !96
  br label %115

53:                                               ; preds = %3
  %54 = getelementptr inbounds i8, ptr %0, i64 120
  %55 = load i32, ptr %54, align 8, !tbaa !81
  br label %115

56:                                               ; preds = %3
  %57 = getelementptr inbounds i8, ptr %0, i64 96
  %58 = load i32, ptr %57, align 8, !tbaa !63
  br label %115

59:                                               ; preds = %3
  %60 = getelementptr inbounds i8, ptr %0, i64 100
  %61 = load i32, ptr %60, align 4, !tbaa !82
  br label %115

62:                                               ; preds = %3
  %63 = getelementptr inbounds i8, ptr %0, i64 108
  %64 = load i32, ptr %63, align 4, !tbaa !83
  br label %115

65:                                               ; preds = %3
  %66 = getelementptr inbounds i8, ptr %0, i64 104
  %67 = load i32, ptr %66, align 8, !tbaa !84
  br label %115

68:                                               ; preds = %3
  %69 = getelementptr inbounds i8, ptr %0, i64 112
  %70 = load i32, ptr %69, align 8, !tbaa !85
  br label %115

71:                                               ; preds = %3
  %72 = getelementptr inbounds i8, ptr %0, i64 56
  %73 = load i64, ptr %72, align 8, !tbaa !86
  %74 = trunc i64 %73 to i32
  br label %115

75:                                               ; preds = %3
  %76 = getelementptr inbounds i8, ptr %0, i64 64
  %77 = load i32, ptr %76, align 8, !tbaa !87
  br label %115

78:                                               ; preds = %3
  %79 = getelementptr inbounds i8, ptr %0, i64 124
  %80 = load i32, ptr %79, align 4, !tbaa !88
  br label %115

81:                                               ; preds = %3
  %82 = getelementptr inbounds i8, ptr %0, i64 128
  %83 = load i32, ptr %82, align 8, !tbaa !89
  br label %115

84:                                               ; preds = %3
  %85 = getelementptr inbounds i8, ptr %0, i64 132
  %86 = load i32, ptr %85, align 4, !tbaa !90
  br label %115

87:                                               ; preds = %3
  %88 = getelementptr inbounds i8, ptr %0, i64 136
  %89 = load i32, ptr %88, align 8, !tbaa !91
  br label %115

90:                                               ; preds = %3
  %91 = getelementptr inbounds i8, ptr %0, i64 140
  %92 = load i32, ptr %91, align 4, !tbaa !62
  br label %115

93:                                               ; preds = %3
  %94 = getelementptr inbounds i8, ptr %0, i64 144
  %95 = load i32, ptr %94, align 8, !tbaa !92
  br label %115

96:                                               ; preds = %3
  %97 = getelementptr inbounds i8, ptr %0, i64 160
  %98 = load i32, ptr %97, align 8, !tbaa !61
  br label %115

99:                                               ; preds = %3
  %100 = getelementptr inbounds i8, ptr %0, i64 164
  %101 = load i32, ptr %100, align 4, !tbaa !93
  br label %115

102:                                              ; preds = %3
  %103 = getelementptr inbounds i8, ptr %0, i64 192
  %104 = load i32, ptr %103, align 8, !tbaa !94
  br label %115

105:                                              ; preds = %3
  %106 = getelementptr inbounds i8, ptr %0, i64 196
  %107 = load i32, ptr %106, align 4, !tbaa !95
  br label %115

108:                                              ; preds = %3
  %109 = getelementptr inbounds i8, ptr %0, i64 152
  %110 = load i64, ptr %109, align 8, !tbaa !64
  %111 = trunc i64 %110 to i32
  br label %115

112:                                              ; preds = %3
  %113 = getelementptr inbounds i8, ptr %0, i64 216
  %114 = load i32, ptr %113, align 8, !tbaa !65
  br label %115

115:                                              ; preds = %112, %108, %105, %102, %99, %96, %93, %90, %87, %84, %81, %78, %75, %71, %68, %65, %62, %59, %56, %53, %50, %47, %44, %41, %36, %33, %30, %27, %24, %21, %18, %15, %12, %9, %6, %4
  %116 = phi i32 [ %5, %4 ], [ %8, %6 ], [ %11, %9 ], [ %14, %12 ], [ %17, %15 ], [ %20, %18 ], [ %23, %21 ], [ %26, %24 ], [ %29, %27 ], [ %32, %30 ], [ %35, %33 ], [ %40, %36 ], [ %43, %41 ], [ %46, %44 ], [ %49, %47 ], [ %52, %50 ], [ %55, %53 ], [ %58, %56 ], [ %61, %59 ], [ %64, %62 ], [ %67, %65 ], [ %70, %68 ], [ %74, %71 ], [ %77, %75 ], [ %80, %78 ], [ %83, %81 ], [ %86, %84 ], [ %89, %87 ], [ %92, %90 ], [ %95, %93 ], [ %98, %96 ], [ %101, %99 ], [ %104, %102 ], [ %107, %105 ], [ %111, %108 ], [ %114, %112 ]
  store i32 %116, ptr %2, align 4, !tbaa !42
  br label %117

117:                                              ; preds = %115, %3
  %118 = phi i64 [ -40, %3 ], [ 0, %115 ]
  ret i64 %118
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_CCtx_setParametersUsingCCtxParams(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 3640
  %4 = load i32, ptr %3, align 8, !tbaa !66
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %12

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 3728
  %8 = load ptr, ptr %7, align 8, !tbaa !97
  %9 = icmp eq ptr %8, null
  br i1 %9, label %10, label %12

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %11, ptr noundef nonnull align 8 dereferenceable(224) %1, i64 224, i1 false), !tbaa.struct !98
  br label %12

12:                                               ; preds = %6, %2, %10
  %13 = phi i64 [ 0, %10 ], [ -60, %2 ], [ -60, %6 ]
  ret i64 %13
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local noundef i64 @ZSTD_CCtx_setCParams(ptr nocapture noundef %0, ptr nocapture noundef readonly byval(%struct.ZSTD_compressionParameters) align 8 %1) local_unnamed_addr #8 {
  %3 = load i32, ptr %1, align 8, !tbaa !53
  %4 = add i32 %3, -32
  %5 = icmp ult i32 %4, -22
  br i1 %5, label %47, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !54
  %9 = add i32 %8, -31
  %10 = icmp ult i32 %9, -25
  br i1 %10, label %47, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load i32, ptr %12, align 8, !tbaa !55
  %14 = add i32 %13, -31
  %15 = icmp ult i32 %14, -25
  br i1 %15, label %47, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %1, i64 12
  %18 = load i32, ptr %17, align 4, !tbaa !56
  %19 = add i32 %18, -31
  %20 = icmp ult i32 %19, -30
  br i1 %20, label %47, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %1, i64 16
  %23 = load i32, ptr %22, align 8, !tbaa !57
  %24 = add i32 %23, -8
  %25 = icmp ult i32 %24, -5
  %26 = getelementptr inbounds i8, ptr %1, i64 20
  %27 = load i32, ptr %26, align 4
  %28 = icmp ugt i32 %27, 131072
  %29 = select i1 %25, i1 true, i1 %28
  br i1 %29, label %47, label %30

30:                                               ; preds = %21
  %31 = getelementptr inbounds i8, ptr %1, i64 24
  %32 = load i32, ptr %31, align 8, !tbaa !58
  %33 = add i32 %32, -1
  %34 = icmp ult i32 %33, 9
  br i1 %34, label %35, label %47

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %0, i64 3640
  %37 = load i32, ptr %36, align 8, !tbaa !66
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %47

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %3, ptr %40, align 4, !tbaa !69
  %41 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %8, ptr %41, align 4, !tbaa !71
  %42 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %13, ptr %42, align 4, !tbaa !70
  %43 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %18, ptr %43, align 4, !tbaa !72
  %44 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %23, ptr %44, align 4, !tbaa !73
  %45 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %27, ptr %45, align 4, !tbaa !74
  %46 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %32, ptr %46, align 4, !tbaa !75
  br label %47

47:                                               ; preds = %35, %21, %16, %11, %6, %2, %39, %30
  %48 = phi i64 [ -42, %30 ], [ 0, %39 ], [ -42, %2 ], [ -42, %6 ], [ -42, %11 ], [ -42, %16 ], [ -42, %21 ], [ -60, %35 ]
  ret i64 %48
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local noundef i64 @ZSTD_CCtx_setFParams(ptr nocapture noundef %0, i64 %1, i32 %2) local_unnamed_addr #8 {
  %4 = getelementptr inbounds i8, ptr %0, i64 3640
  %5 = load i32, ptr %4, align 8, !tbaa !66
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = and i64 %1, 4294967295
  %9 = icmp ne i64 %8, 0
  %10 = zext i1 %9 to i32
  %11 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 %10, ptr %11, align 8, !tbaa !39
  %12 = icmp ugt i64 %1, 4294967295
  %13 = zext i1 %12 to i32
  %14 = getelementptr inbounds i8, ptr %0, i64 52
  store i32 %13, ptr %14, align 4, !tbaa !76
  %15 = icmp ne i32 %2, 0
  %16 = zext i1 %15 to i32
  %17 = getelementptr inbounds i8, ptr %0, i64 56
  store i32 %16, ptr %17, align 8, !tbaa !77
  br label %18

18:                                               ; preds = %3, %7
  %19 = phi i64 [ 0, %7 ], [ -60, %3 ]
  ret i64 %19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_CCtx_setParams(ptr nocapture noundef %0, ptr nocapture noundef readonly byval(%struct.ZSTD_parameters) align 8 %1) local_unnamed_addr #8 {
  %3 = load i32, ptr %1, align 8
  %4 = add i32 %3, -32
  %5 = icmp ult i32 %4, -22
  br i1 %5, label %61, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4
  %9 = add i32 %8, -31
  %10 = icmp ult i32 %9, -25
  br i1 %10, label %61, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load i32, ptr %12, align 8
  %14 = add i32 %13, -31
  %15 = icmp ult i32 %14, -25
  br i1 %15, label %61, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %1, i64 12
  %18 = load i32, ptr %17, align 4
  %19 = add i32 %18, -31
  %20 = icmp ult i32 %19, -30
  br i1 %20, label %61, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %1, i64 16
  %23 = load i32, ptr %22, align 8
  %24 = add i32 %23, -8
  %25 = icmp ult i32 %24, -5
  %26 = getelementptr inbounds i8, ptr %1, i64 20
  %27 = load i32, ptr %26, align 4
  %28 = icmp ugt i32 %27, 131072
  %29 = select i1 %25, i1 true, i1 %28
  br i1 %29, label %61, label %30

30:                                               ; preds = %21
  %31 = getelementptr inbounds i8, ptr %1, i64 24
  %32 = load i32, ptr %31, align 8
  %33 = add i32 %32, -1
  %34 = icmp ult i32 %33, 9
  br i1 %34, label %35, label %61

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %0, i64 3640
  %37 = load i32, ptr %36, align 8, !tbaa !66
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %61

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %1, i64 36
  %41 = load i32, ptr %40, align 4
  %42 = getelementptr inbounds i8, ptr %1, i64 28
  %43 = load i64, ptr %42, align 4
  %44 = and i64 %43, 4294967295
  %45 = icmp ne i64 %44, 0
  %46 = zext i1 %45 to i32
  %47 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 %46, ptr %47, align 8, !tbaa !39
  %48 = icmp ugt i64 %43, 4294967295
  %49 = zext i1 %48 to i32
  %50 = getelementptr inbounds i8, ptr %0, i64 52
  store i32 %49, ptr %50, align 4, !tbaa !76
  %51 = icmp ne i32 %41, 0
  %52 = zext i1 %51 to i32
  %53 = getelementptr inbounds i8, ptr %0, i64 56
  store i32 %52, ptr %53, align 8, !tbaa !77
  %54 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %3, ptr %54, align 4, !tbaa !69
  %55 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %8, ptr %55, align 4, !tbaa !71
  %56 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %13, ptr %56, align 4, !tbaa !70
  %57 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %18, ptr %57, align 4, !tbaa !72
  %58 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %23, ptr %58, align 4, !tbaa !73
  %59 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %27, ptr %59, align 4, !tbaa !74
  %60 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %32, ptr %60, align 4, !tbaa !75
  br label %61

61:                                               ; preds = %39, %35, %21, %16, %11, %6, %2, %30
  %62 = phi i64 [ -42, %30 ], [ -42, %2 ], [ -42, %6 ], [ -42, %11 ], [ -42, %16 ], [ -42, %21 ], [ -60, %35 ], [ 0, %39 ]
  ret i64 %62
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_CCtx_setPledgedSrcSize(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 3640
  %4 = load i32, ptr %3, align 8, !tbaa !66
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = add i64 %1, 1
  %8 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 %7, ptr %8, align 8, !tbaa !100
  br label %9

9:                                                ; preds = %2, %6
  %10 = phi i64 [ 0, %6 ], [ -60, %2 ]
  ret i64 %10
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_CCtx_loadDictionary_advanced(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %0, i64 3640
  %7 = load i32, ptr %6, align 8, !tbaa !66
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %39

9:                                                ; preds = %5
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %10 = icmp eq ptr %1, null
  %11 = icmp eq i64 %2, 0
  %12 = or i1 %10, %11
  br i1 %12, label %39, label %13

13:                                               ; preds = %9
  %14 = icmp eq i32 %3, 1
  br i1 %14, label %34, label %15

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 928
  %17 = load i64, ptr %16, align 8, !tbaa !43
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %19, label %39

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 896
  %21 = load ptr, ptr %20, align 1
  %22 = icmp eq ptr %21, null
  br i1 %22, label %27, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 912
  %25 = load ptr, ptr %24, align 1
  %26 = tail call ptr %21(ptr noundef %25, i64 noundef %2) #30
  br label %29

27:                                               ; preds = %19
  %28 = tail call noalias ptr @malloc(i64 noundef %2) #31
  br label %29

29:                                               ; preds = %23, %27
  %30 = phi ptr [ %26, %23 ], [ %28, %27 ]
  %31 = icmp eq ptr %30, null
  br i1 %31, label %39, label %32

32:                                               ; preds = %29
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %30, ptr nonnull align 1 %1, i64 %2, i1 false)
  %33 = getelementptr inbounds i8, ptr %0, i64 3688
  store ptr %30, ptr %33, align 8, !tbaa !101
  br label %34

34:                                               ; preds = %13, %32
  %35 = phi ptr [ %30, %32 ], [ %1, %13 ]
  %36 = getelementptr inbounds i8, ptr %0, i64 3696
  store ptr %35, ptr %36, align 8, !tbaa !102
  %37 = getelementptr inbounds i8, ptr %0, i64 3704
  store i64 %2, ptr %37, align 8, !tbaa !103
  %38 = getelementptr inbounds i8, ptr %0, i64 3712
  store i32 %4, ptr %38, align 8, !tbaa !104
  br label %39

39:                                               ; preds = %29, %15, %9, %5, %34
  %40 = phi i64 [ 0, %34 ], [ -60, %5 ], [ 0, %9 ], [ -64, %15 ], [ -64, %29 ]
  ret i64 %40
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_clearAllDicts(ptr nocapture noundef %0) unnamed_addr #2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 3688
  %3 = load ptr, ptr %2, align 8, !tbaa !101
  %4 = getelementptr inbounds i8, ptr %0, i64 904
  %5 = load ptr, ptr %4, align 1
  %6 = getelementptr inbounds i8, ptr %0, i64 912
  %7 = load ptr, ptr %6, align 1
  %8 = icmp eq ptr %3, null
  br i1 %8, label %13, label %9

9:                                                ; preds = %1
  %10 = icmp eq ptr %5, null
  br i1 %10, label %12, label %11

11:                                               ; preds = %9
  tail call void %5(ptr noundef %7, ptr noundef nonnull %3) #30
  br label %13

12:                                               ; preds = %9
  tail call void @free(ptr noundef nonnull %3) #30
  br label %13

13:                                               ; preds = %1, %11, %12
  %14 = getelementptr inbounds i8, ptr %0, i64 3720
  %15 = load ptr, ptr %14, align 8, !tbaa !105
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %15, i64 6048
  %19 = load ptr, ptr %18, align 8, !tbaa !41
  %20 = getelementptr inbounds i8, ptr %15, i64 6056
  %21 = load ptr, ptr %20, align 8, !tbaa !41
  %22 = getelementptr inbounds i8, ptr %15, i64 32
  %23 = load ptr, ptr %22, align 8, !tbaa !51
  %24 = icmp ugt ptr %23, %15
  br i1 %24, label %29, label %25

25:                                               ; preds = %17
  %26 = getelementptr inbounds i8, ptr %15, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !52
  %28 = icmp ule ptr %27, %15
  br label %29

29:                                               ; preds = %25, %17
  %30 = phi i1 [ true, %17 ], [ %28, %25 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %22, i8 0, i64 72, i1 false)
  %31 = icmp eq ptr %23, null
  br i1 %31, label %35, label %32

32:                                               ; preds = %29
  %33 = icmp eq ptr %19, null
  br i1 %33, label %36, label %34

34:                                               ; preds = %32
  tail call void %19(ptr noundef %21, ptr noundef nonnull %23) #30
  br label %35

35:                                               ; preds = %34, %29
  br i1 %30, label %37, label %41

36:                                               ; preds = %32
  tail call void @free(ptr noundef nonnull %23) #30
  br i1 %30, label %40, label %41

37:                                               ; preds = %35
  %38 = icmp eq ptr %19, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %37
  tail call void %19(ptr noundef %21, ptr noundef nonnull %15) #30
  br label %41

40:                                               ; preds = %37, %36
  tail call void @free(ptr noundef nonnull %15) #30
  br label %41

41:                                               ; preds = %13, %35, %36, %39, %40
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_CCtx_loadDictionary_byReference(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 3640
  %5 = load i32, ptr %4, align 8, !tbaa !66
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %3
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %8 = icmp eq ptr %1, null
  %9 = icmp eq i64 %2, 0
  %10 = or i1 %8, %9
  br i1 %10, label %15, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 3696
  store ptr %1, ptr %12, align 8, !tbaa !102
  %13 = getelementptr inbounds i8, ptr %0, i64 3704
  store i64 %2, ptr %13, align 8, !tbaa !103
  %14 = getelementptr inbounds i8, ptr %0, i64 3712
  store i32 0, ptr %14, align 8, !tbaa !104
  br label %15

15:                                               ; preds = %3, %7, %11
  %16 = phi i64 [ 0, %11 ], [ -60, %3 ], [ 0, %7 ]
  ret i64 %16
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_CCtx_loadDictionary(ptr nocapture noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 3640
  %5 = load i32, ptr %4, align 8, !tbaa !66
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %33

7:                                                ; preds = %3
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %8 = icmp eq ptr %1, null
  %9 = icmp eq i64 %2, 0
  %10 = or i1 %8, %9
  br i1 %10, label %33, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 928
  %13 = load i64, ptr %12, align 8, !tbaa !43
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %33

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 896
  %17 = load ptr, ptr %16, align 1
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 912
  %21 = load ptr, ptr %20, align 1
  %22 = tail call ptr %17(ptr noundef %21, i64 noundef %2) #30
  br label %25

23:                                               ; preds = %15
  %24 = tail call noalias ptr @malloc(i64 noundef %2) #31
  br label %25

25:                                               ; preds = %23, %19
  %26 = phi ptr [ %22, %19 ], [ %24, %23 ]
  %27 = icmp eq ptr %26, null
  br i1 %27, label %33, label %28

28:                                               ; preds = %25
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %26, ptr nonnull align 1 %1, i64 %2, i1 false)
  %29 = getelementptr inbounds i8, ptr %0, i64 3688
  store ptr %26, ptr %29, align 8, !tbaa !101
  %30 = getelementptr inbounds i8, ptr %0, i64 3696
  store ptr %26, ptr %30, align 8, !tbaa !102
  %31 = getelementptr inbounds i8, ptr %0, i64 3704
  store i64 %2, ptr %31, align 8, !tbaa !103
  %32 = getelementptr inbounds i8, ptr %0, i64 3712
  store i32 0, ptr %32, align 8, !tbaa !104
  br label %33

33:                                               ; preds = %3, %7, %11, %25, %28
  %34 = phi i64 [ 0, %28 ], [ -60, %3 ], [ 0, %7 ], [ -64, %11 ], [ -64, %25 ]
  ret i64 %34
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_CCtx_refCDict(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 3640
  %4 = load i32, ptr %3, align 8, !tbaa !66
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %7 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr %1, ptr %7, align 8, !tbaa !97
  br label %8

8:                                                ; preds = %2, %6
  %9 = phi i64 [ 0, %6 ], [ -60, %2 ]
  ret i64 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_CCtx_refThreadPool(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 3640
  %4 = load i32, ptr %3, align 8, !tbaa !66
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 920
  store ptr %1, ptr %7, align 8, !tbaa !106
  br label %8

8:                                                ; preds = %2, %6
  %9 = phi i64 [ 0, %6 ], [ -60, %2 ]
  ret i64 %9
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_CCtx_refPrefix(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 3640
  %5 = load i32, ptr %4, align 8, !tbaa !66
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %3
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %8 = icmp ne ptr %1, null
  %9 = icmp ne i64 %2, 0
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 3736
  store ptr %1, ptr %12, align 8, !tbaa !107
  %13 = getelementptr inbounds i8, ptr %0, i64 3744
  store i64 %2, ptr %13, align 8, !tbaa !108
  %14 = getelementptr inbounds i8, ptr %0, i64 3752
  store i32 1, ptr %14, align 8, !tbaa !109
  br label %15

15:                                               ; preds = %3, %7, %11
  %16 = phi i64 [ -60, %3 ], [ 0, %11 ], [ 0, %7 ]
  ret i64 %16
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_CCtx_refPrefix_advanced(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = getelementptr inbounds i8, ptr %0, i64 3640
  %6 = load i32, ptr %5, align 8, !tbaa !66
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %9 = icmp ne ptr %1, null
  %10 = icmp ne i64 %2, 0
  %11 = and i1 %9, %10
  br i1 %11, label %12, label %16

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 3736
  store ptr %1, ptr %13, align 8, !tbaa !107
  %14 = getelementptr inbounds i8, ptr %0, i64 3744
  store i64 %2, ptr %14, align 8, !tbaa !108
  %15 = getelementptr inbounds i8, ptr %0, i64 3752
  store i32 %3, ptr %15, align 8, !tbaa !109
  br label %16

16:                                               ; preds = %8, %12, %4
  %17 = phi i64 [ -60, %4 ], [ 0, %12 ], [ 0, %8 ]
  ret i64 %17
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_CCtx_reset(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = and i32 %1, -3
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %6, align 8, !tbaa !66
  %7 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %7, align 8, !tbaa !100
  br label %8

8:                                                ; preds = %2, %5
  %9 = and i32 %1, -2
  %10 = icmp eq i32 %9, 2
  br i1 %10, label %11, label %19

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %0, i64 3640
  %13 = load i32, ptr %12, align 8, !tbaa !66
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %16, i8 0, i64 224, i1 false)
  %17 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 3, ptr %17, align 4, !tbaa !38
  %18 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 1, ptr %18, align 8, !tbaa !39
  br label %19

19:                                               ; preds = %8, %11, %15
  %20 = phi i64 [ 0, %15 ], [ -60, %11 ], [ 0, %8 ]
  ret i64 %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @ZSTD_cycleLog(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp ugt i32 %1, 5
  %4 = sext i1 %3 to i32
  %5 = add i32 %4, %0
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_adjustCParams(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_compressionParameters) align 4 %0, ptr nocapture noundef byval(%struct.ZSTD_compressionParameters) align 8 %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #8 {
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load i32, ptr %6, align 8
  %8 = icmp slt i32 %7, 1
  %9 = tail call i32 @llvm.umin.i32(i32 %7, i32 9)
  %10 = select i1 %8, i32 1, i32 %9
  %11 = load <4 x i32>, ptr %1, align 8
  %12 = icmp slt <4 x i32> %11, <i32 10, i32 6, i32 6, i32 1>
  %13 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %11, <4 x i32> <i32 31, i32 30, i32 30, i32 30>)
  %14 = select <4 x i1> %12, <4 x i32> <i32 10, i32 6, i32 6, i32 1>, <4 x i32> %13
  store <4 x i32> %14, ptr %1, align 8, !tbaa !42
  %15 = load <2 x i32>, ptr %5, align 8
  %16 = icmp slt <2 x i32> %15, <i32 3, i32 0>
  %17 = tail call <2 x i32> @llvm.umin.v2i32(<2 x i32> %15, <2 x i32> <i32 7, i32 131072>)
  %18 = select <2 x i1> %16, <2 x i32> <i32 3, i32 0>, <2 x i32> %17
  store <2 x i32> %18, ptr %5, align 8, !tbaa !42
  store i32 %10, ptr %6, align 8, !tbaa !42
  %19 = icmp eq i64 %2, 0
  %20 = select i1 %19, i64 -1, i64 %2
  tail call fastcc void @ZSTD_adjustCParams_internal(ptr dead_on_unwind writable sret(%struct.ZSTD_compressionParameters) align 4 %0, ptr noundef nonnull byval(%struct.ZSTD_compressionParameters) align 8 %1, i64 noundef %20, i64 noundef %3, i32 noundef 3, i32 noundef 0)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @ZSTD_adjustCParams_internal(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_compressionParameters) align 4 %0, ptr nocapture noundef byval(%struct.ZSTD_compressionParameters) align 8 %1, i64 noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #8 {
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !58
  %9 = add i32 %8, -7
  %10 = icmp ult i32 %9, 3
  br i1 %10, label %11, label %12

11:                                               ; preds = %6
  store i32 6, ptr %7, align 8, !tbaa !58
  br label %12

12:                                               ; preds = %6, %11
  %13 = phi i32 [ %8, %6 ], [ 6, %11 ]
  switch i32 %4, label %20 [
    i32 1, label %19
    i32 2, label %14
  ]

14:                                               ; preds = %12
  %15 = icmp ne i64 %3, 0
  %16 = icmp eq i64 %2, -1
  %17 = and i1 %16, %15
  %18 = select i1 %17, i64 513, i64 %2
  br label %20

19:                                               ; preds = %12
  br label %20

20:                                               ; preds = %14, %12, %19
  %21 = phi i64 [ %3, %12 ], [ %3, %14 ], [ 0, %19 ]
  %22 = phi i64 [ %2, %12 ], [ %18, %14 ], [ %2, %19 ]
  %23 = icmp ult i64 %22, 1073741825
  %24 = icmp ult i64 %21, 1073741825
  %25 = and i1 %24, %23
  br i1 %25, label %26, label %37

26:                                               ; preds = %20
  %27 = add nuw nsw i64 %22, %21
  %28 = icmp ult i64 %27, 64
  %29 = trunc nuw i64 %27 to i32
  %30 = add i32 %29, -1
  %31 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %30, i1 true)
  %32 = sub nuw nsw i32 32, %31
  %33 = select i1 %28, i32 6, i32 %32
  %34 = load i32, ptr %1, align 8, !tbaa !53
  %35 = icmp ugt i32 %34, %33
  br i1 %35, label %36, label %40

36:                                               ; preds = %26
  store i32 %33, ptr %1, align 8, !tbaa !53
  br label %40

37:                                               ; preds = %20
  %38 = icmp eq i64 %22, -1
  %39 = load i32, ptr %1, align 8, !tbaa !53
  br i1 %38, label %73, label %40

40:                                               ; preds = %37, %36, %26
  %41 = phi i32 [ %33, %36 ], [ %34, %26 ], [ %39, %37 ]
  %42 = icmp eq i64 %21, 0
  br i1 %42, label %56, label %43

43:                                               ; preds = %40
  %44 = zext nneg i32 %41 to i64
  %45 = shl nuw i64 1, %44
  %46 = add i64 %45, %21
  %47 = add i64 %22, %21
  %48 = icmp ult i64 %45, %47
  br i1 %48, label %49, label %56

49:                                               ; preds = %43
  %50 = icmp ugt i64 %46, 2147483647
  br i1 %50, label %56, label %51

51:                                               ; preds = %49
  %52 = trunc nuw nsw i64 %46 to i32
  %53 = add nsw i32 %52, -1
  %54 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %53, i1 true)
  %55 = sub nuw nsw i32 32, %54
  br label %56

56:                                               ; preds = %40, %43, %49, %51
  %57 = phi i32 [ %41, %40 ], [ %55, %51 ], [ %41, %43 ], [ 31, %49 ]
  %58 = getelementptr inbounds i8, ptr %1, i64 4
  %59 = load i32, ptr %58, align 4, !tbaa !54
  %60 = icmp ugt i32 %13, 5
  %61 = sext i1 %60 to i32
  %62 = add i32 %59, %61
  %63 = getelementptr inbounds i8, ptr %1, i64 8
  %64 = load i32, ptr %63, align 8, !tbaa !55
  %65 = add i32 %57, 1
  %66 = icmp ugt i32 %64, %65
  br i1 %66, label %67, label %68

67:                                               ; preds = %56
  store i32 %65, ptr %63, align 8, !tbaa !55
  br label %68

68:                                               ; preds = %67, %56
  %69 = icmp ugt i32 %62, %57
  br i1 %69, label %70, label %73

70:                                               ; preds = %68
  %71 = add i32 %59, %57
  %72 = sub i32 %71, %62
  store i32 %72, ptr %58, align 4, !tbaa !54
  br label %73

73:                                               ; preds = %68, %70, %37
  %74 = phi i32 [ %41, %68 ], [ %41, %70 ], [ %39, %37 ]
  %75 = icmp ult i32 %74, 10
  br i1 %75, label %76, label %77

76:                                               ; preds = %73
  store i32 10, ptr %1, align 8, !tbaa !53
  br label %77

77:                                               ; preds = %76, %73
  %78 = icmp ne i32 %4, 2
  %79 = add i32 %13, -3
  %80 = icmp ult i32 %79, -2
  %81 = or i1 %78, %80
  br i1 %81, label %92, label %82

82:                                               ; preds = %77
  %83 = getelementptr inbounds i8, ptr %1, i64 8
  %84 = load i32, ptr %83, align 8, !tbaa !55
  %85 = icmp ugt i32 %84, 24
  br i1 %85, label %86, label %87

86:                                               ; preds = %82
  store i32 24, ptr %83, align 8, !tbaa !55
  br label %87

87:                                               ; preds = %86, %82
  %88 = getelementptr inbounds i8, ptr %1, i64 4
  %89 = load i32, ptr %88, align 4, !tbaa !54
  %90 = icmp ugt i32 %89, 24
  br i1 %90, label %91, label %107

91:                                               ; preds = %87
  store i32 24, ptr %88, align 4, !tbaa !54
  br label %107

92:                                               ; preds = %77
  %93 = add i32 %13, -6
  %94 = icmp ult i32 %93, -3
  %95 = icmp ugt i32 %5, 1
  %96 = or i1 %95, %94
  br i1 %96, label %107, label %97

97:                                               ; preds = %92
  %98 = getelementptr inbounds i8, ptr %1, i64 12
  %99 = load i32, ptr %98, align 4
  %100 = tail call i32 @llvm.umin.i32(i32 %99, i32 6)
  %101 = tail call i32 @llvm.umax.i32(i32 %100, i32 4)
  %102 = or disjoint i32 %101, 24
  %103 = getelementptr inbounds i8, ptr %1, i64 8
  %104 = load i32, ptr %103, align 8, !tbaa !55
  %105 = icmp ugt i32 %104, %102
  br i1 %105, label %106, label %107

106:                                              ; preds = %97
  store i32 %102, ptr %103, align 8, !tbaa !55
  br label %107

107:                                              ; preds = %91, %87, %97, %106, %92
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %0, ptr noundef nonnull align 8 dereferenceable(28) %1, i64 28, i1 false), !tbaa.struct !59
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_compressionParameters) align 4 %0, ptr nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3, i32 noundef %4) local_unnamed_addr #8 {
  %6 = alloca %struct.ZSTD_compressionParameters, align 8
  %7 = alloca %struct.ZSTD_compressionParameters, align 8
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %7) #30
  %8 = icmp eq i64 %2, -1
  br i1 %8, label %14, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %1, i64 44
  %11 = load i32, ptr %10, align 4, !tbaa !38
  %12 = icmp eq i32 %4, 1
  %13 = select i1 %12, i64 0, i64 %3
  br label %26

14:                                               ; preds = %5
  %15 = getelementptr inbounds i8, ptr %1, i64 64
  %16 = load i32, ptr %15, align 8, !tbaa !87
  %17 = icmp slt i32 %16, 1
  %18 = zext nneg i32 %16 to i64
  %19 = select i1 %17, i64 -1, i64 %18
  %20 = getelementptr inbounds i8, ptr %1, i64 44
  %21 = load i32, ptr %20, align 4, !tbaa !38
  %22 = icmp eq i32 %4, 1
  %23 = select i1 %22, i64 0, i64 %3
  %24 = icmp eq i64 %23, 0
  %25 = and i1 %24, %17
  br i1 %25, label %36, label %26

26:                                               ; preds = %9, %14
  %27 = phi i1 [ false, %9 ], [ %17, %14 ]
  %28 = phi i64 [ %13, %9 ], [ %23, %14 ]
  %29 = phi i32 [ %11, %9 ], [ %21, %14 ]
  %30 = phi i64 [ %2, %9 ], [ %19, %14 ]
  %31 = icmp ne i64 %28, 0
  %32 = and i1 %27, %31
  %33 = select i1 %32, i64 500, i64 0
  %34 = add i64 %30, %28
  %35 = add i64 %34, %33
  br label %36

36:                                               ; preds = %26, %14
  %37 = phi i32 [ %29, %26 ], [ %21, %14 ]
  %38 = phi i64 [ %30, %26 ], [ -1, %14 ]
  %39 = phi i64 [ %35, %26 ], [ -1, %14 ]
  %40 = icmp ult i64 %39, 262145
  %41 = zext i1 %40 to i64
  %42 = icmp ult i64 %39, 131073
  %43 = zext i1 %42 to i64
  %44 = add nuw nsw i64 %41, %43
  %45 = icmp ult i64 %39, 16385
  %46 = zext i1 %45 to i64
  %47 = add nuw nsw i64 %44, %46
  %48 = icmp eq i32 %37, 0
  br i1 %48, label %54, label %49

49:                                               ; preds = %36
  %50 = icmp slt i32 %37, 0
  br i1 %50, label %57, label %51

51:                                               ; preds = %49
  %52 = tail call i32 @llvm.umin.i32(i32 %37, i32 22)
  %53 = zext nneg i32 %52 to i64
  br label %54

54:                                               ; preds = %51, %36
  %55 = phi i64 [ %53, %51 ], [ 3, %36 ]
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %6) #30, !noalias !110
  %56 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %47, i64 %55
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %56, i64 28, i1 false), !tbaa.struct !59, !noalias !110
  br label %62

57:                                               ; preds = %49
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %6) #30, !noalias !110
  %58 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %47, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %58, i64 28, i1 false), !tbaa.struct !59, !noalias !110
  %59 = tail call i32 @llvm.umax.i32(i32 %37, i32 -131072)
  %60 = sub nsw i32 0, %59
  %61 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 %60, ptr %61, align 4, !tbaa !113, !noalias !110
  br label %62

62:                                               ; preds = %54, %57
  call fastcc void @ZSTD_adjustCParams_internal(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %7, ptr noundef nonnull byval(%struct.ZSTD_compressionParameters) align 8 %6, i64 noundef %38, i64 noundef %3, i32 noundef %4, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %6) #30, !noalias !110
  %63 = getelementptr inbounds i8, ptr %1, i64 96
  %64 = load i32, ptr %63, align 8, !tbaa !63
  %65 = icmp eq i32 %64, 1
  br i1 %65, label %66, label %67

66:                                               ; preds = %62
  store i32 27, ptr %7, align 8, !tbaa !53
  br label %67

67:                                               ; preds = %66, %62
  %68 = getelementptr inbounds i8, ptr %1, i64 4
  %69 = load i32, ptr %68, align 4, !tbaa !53
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %72, label %71

71:                                               ; preds = %67
  store i32 %69, ptr %7, align 8, !tbaa !53
  br label %72

72:                                               ; preds = %71, %67
  %73 = getelementptr inbounds i8, ptr %1, i64 12
  %74 = load i32, ptr %73, align 4, !tbaa !55
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %78, label %76

76:                                               ; preds = %72
  %77 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %74, ptr %77, align 8, !tbaa !55
  br label %78

78:                                               ; preds = %76, %72
  %79 = getelementptr inbounds i8, ptr %1, i64 8
  %80 = load i32, ptr %79, align 4, !tbaa !54
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %78
  %83 = getelementptr inbounds i8, ptr %7, i64 4
  store i32 %80, ptr %83, align 4, !tbaa !54
  br label %84

84:                                               ; preds = %82, %78
  %85 = getelementptr inbounds i8, ptr %1, i64 16
  %86 = load i32, ptr %85, align 4, !tbaa !56
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %84
  %89 = getelementptr inbounds i8, ptr %7, i64 12
  store i32 %86, ptr %89, align 4, !tbaa !56
  br label %90

90:                                               ; preds = %88, %84
  %91 = getelementptr inbounds i8, ptr %1, i64 20
  %92 = load i32, ptr %91, align 4, !tbaa !57
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %90
  %95 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 %92, ptr %95, align 8, !tbaa !57
  br label %96

96:                                               ; preds = %94, %90
  %97 = getelementptr inbounds i8, ptr %1, i64 24
  %98 = load i32, ptr %97, align 4, !tbaa !113
  %99 = icmp eq i32 %98, 0
  br i1 %99, label %102, label %100

100:                                              ; preds = %96
  %101 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 %98, ptr %101, align 4, !tbaa !113
  br label %102

102:                                              ; preds = %100, %96
  %103 = getelementptr inbounds i8, ptr %1, i64 28
  %104 = load i32, ptr %103, align 4, !tbaa !58
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %102
  %107 = getelementptr inbounds i8, ptr %7, i64 24
  store i32 %104, ptr %107, align 8, !tbaa !58
  br label %108

108:                                              ; preds = %102, %106
  %109 = getelementptr inbounds i8, ptr %1, i64 160
  %110 = load i32, ptr %109, align 8, !tbaa !61
  tail call fastcc void @ZSTD_adjustCParams_internal(ptr dead_on_unwind writable sret(%struct.ZSTD_compressionParameters) align 4 %0, ptr noundef nonnull byval(%struct.ZSTD_compressionParameters) align 8 %7, i64 noundef %38, i64 noundef %3, i32 noundef %4, i32 noundef %110)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %7) #30
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_estimateCCtxSize_usingCCtxParams(ptr nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 4
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2) #30
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %2, ptr noundef %0, i64 noundef -1, i64 noundef 0, i32 noundef 0)
  %3 = getelementptr inbounds i8, ptr %0, i64 160
  %4 = load i32, ptr %3, align 8, !tbaa !61
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = load i32, ptr %7, align 4, !tbaa !58
  %9 = add i32 %8, -6
  %10 = icmp ult i32 %9, -3
  br i1 %10, label %15, label %11

11:                                               ; preds = %6
  %12 = load i32, ptr %2, align 4, !tbaa !53
  %13 = icmp ugt i32 %12, 14
  %14 = select i1 %13, i32 1, i32 2
  br label %15

15:                                               ; preds = %1, %6, %11
  %16 = phi i32 [ %14, %11 ], [ %4, %1 ], [ 2, %6 ]
  %17 = getelementptr inbounds i8, ptr %0, i64 76
  %18 = load i32, ptr %17, align 4, !tbaa !96
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %29, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %0, i64 96
  %22 = getelementptr inbounds i8, ptr %0, i64 208
  %23 = load ptr, ptr %22, align 8, !tbaa !114
  %24 = icmp ne ptr %23, null
  %25 = zext i1 %24 to i32
  %26 = getelementptr inbounds i8, ptr %0, i64 152
  %27 = load i64, ptr %26, align 8, !tbaa !64
  %28 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr noundef nonnull %2, ptr noundef nonnull %21, i32 noundef 1, i32 noundef %16, i64 noundef 0, i64 noundef 0, i64 noundef -1, i32 noundef %25, i64 noundef %27)
  br label %29

29:                                               ; preds = %15, %20
  %30 = phi i64 [ %28, %20 ], [ -1, %15 ]
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2) #30
  ret i64 %30
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i32 noundef %7, i64 noundef %8) unnamed_addr #2 {
  %10 = alloca %struct.ldmParams_t, align 8
  %11 = alloca %struct.ldmParams_t, align 8
  %12 = load i32, ptr %0, align 4, !tbaa !53
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load i32, ptr %13, align 4, !tbaa !57
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load i32, ptr %15, align 4, !tbaa !58
  %17 = icmp eq i32 %16, 1
  br i1 %17, label %28, label %18

18:                                               ; preds = %9
  %19 = add i32 %16, -3
  %20 = icmp ult i32 %19, 3
  %21 = icmp eq i32 %3, 1
  %22 = and i1 %21, %20
  br i1 %22, label %28, label %23

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %0, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !54
  %26 = zext nneg i32 %25 to i64
  %27 = shl i64 4, %26
  br label %28

28:                                               ; preds = %23, %18, %9
  %29 = phi i64 [ %27, %23 ], [ 0, %18 ], [ 0, %9 ]
  %30 = freeze i32 %12
  %31 = icmp eq i64 %8, 0
  %32 = select i1 %31, i64 131072, i64 %8
  %33 = icmp eq i64 %6, 0
  %34 = zext nneg i32 %30 to i64
  %35 = shl nuw i64 1, %34
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 %6)
  %37 = select i1 %33, i64 1, i64 %36
  %38 = tail call i64 @llvm.umin.i64(i64 %32, i64 %37)
  %39 = icmp eq i32 %14, 3
  %40 = icmp ne i32 %7, 0
  %41 = or i1 %40, %39
  %42 = select i1 %41, i64 3, i64 4
  %43 = udiv i64 %38, %42
  %44 = shl i64 %43, 3
  %45 = add i64 %44, 63
  %46 = and i64 %45, -64
  %47 = getelementptr inbounds i8, ptr %0, i64 8
  %48 = load i32, ptr %47, align 4, !tbaa !55
  %49 = tail call i32 @llvm.umin.i32(i32 %30, i32 17)
  %50 = select i1 %39, i32 %49, i32 0
  %51 = zext nneg i32 %48 to i64
  %52 = shl nuw i64 1, %51
  %53 = add i32 %16, -6
  %54 = icmp ult i32 %53, -3
  %55 = icmp ne i32 %3, 1
  %56 = or i1 %55, %54
  %57 = add nuw i64 %52, 63
  %58 = and i64 %57, -64
  %59 = select i1 %56, i64 0, i64 %58
  %60 = icmp ugt i32 %16, 6
  %61 = shl i64 4, %51
  %62 = icmp eq i32 %50, 0
  %63 = zext nneg i32 %50 to i64
  %64 = shl nuw nsw i64 4, %63
  %65 = select i1 %62, i64 0, i64 %64
  %66 = select i1 %60, i64 149376, i64 128
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #30
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 4 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !115
  %67 = tail call i64 @ZSTD_ldm_getTableSize(ptr noundef nonnull byval(%struct.ldmParams_t) align 8 %10) #30
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #30
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #30
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 4 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !115
  %68 = tail call i64 @ZSTD_ldm_getMaxNbSeq(ptr noundef nonnull byval(%struct.ldmParams_t) align 8 %11, i64 noundef %38) #30
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #30
  %69 = load i32, ptr %1, align 4, !tbaa !116
  %70 = icmp eq i32 %69, 1
  %71 = mul i64 %68, 12
  %72 = add i64 %71, 63
  %73 = and i64 %72, -64
  %74 = select i1 %70, i64 %73, i64 0
  %75 = icmp eq i32 %2, 0
  %76 = udiv i64 %38, 3
  %77 = lshr i64 %38, 10
  %78 = add nuw nsw i64 %77, 2
  %79 = add nuw nsw i64 %78, %76
  %80 = icmp eq i32 %7, 0
  %81 = shl i64 %79, 4
  %82 = add i64 %81, 63
  %83 = and i64 %82, -64
  %84 = select i1 %80, i64 0, i64 %83
  %85 = mul nuw i64 %43, 3
  %86 = select i1 %75, i64 20184, i64 25464
  %87 = add i64 %4, 32
  %88 = add i64 %87, %86
  %89 = add i64 %88, %5
  %90 = add i64 %89, %66
  %91 = add i64 %90, %38
  %92 = add i64 %91, %65
  %93 = add i64 %92, %84
  %94 = add i64 %93, %29
  %95 = add i64 %94, %85
  %96 = add i64 %95, %46
  %97 = add i64 %96, %61
  %98 = add i64 %97, %67
  %99 = add i64 %98, %59
  %100 = add i64 %99, %74
  ret i64 %100
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_estimateCCtxSize_usingCParams(ptr nocapture noundef readonly byval(%struct.ZSTD_compressionParameters) align 8 %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 4
  %3 = alloca %struct.ZSTD_compressionParameters, align 4
  %4 = alloca %struct.ZSTD_compressionParameters, align 4
  %5 = alloca %struct.ZSTD_compressionParameters, align 8
  %6 = alloca %struct.ZSTD_CCtx_params_s, align 8
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %6) #30
  tail call void @llvm.experimental.noalias.scope.decl(metadata !117)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %5, ptr noundef nonnull align 8 dereferenceable(28) %0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %6, i8 0, i64 224, i1 false), !alias.scope !117
  %7 = getelementptr inbounds i8, ptr %6, i64 44
  store i32 3, ptr %7, align 4, !tbaa !38, !alias.scope !117
  %8 = getelementptr inbounds i8, ptr %6, i64 32
  store i32 1, ptr %8, align 8, !tbaa !39, !alias.scope !117
  %9 = getelementptr inbounds i8, ptr %6, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %9, ptr noundef nonnull align 8 dereferenceable(28) %0, i64 28, i1 false)
  %10 = getelementptr inbounds i8, ptr %6, i64 96
  %11 = getelementptr inbounds i8, ptr %5, i64 24
  %12 = load i32, ptr %11, align 8, !tbaa !58, !noalias !117
  %13 = icmp ugt i32 %12, 6
  %14 = load i32, ptr %5, align 8, !noalias !117
  %15 = icmp ugt i32 %14, 26
  %16 = select i1 %13, i1 %15, i1 false
  br i1 %16, label %19, label %17

17:                                               ; preds = %1
  store i32 2, ptr %10, align 8, !tbaa !63, !alias.scope !117
  %18 = getelementptr inbounds i8, ptr %6, i64 140
  br label %24

19:                                               ; preds = %1
  store i32 1, ptr %10, align 8, !tbaa !63, !alias.scope !117
  call void @ZSTD_ldm_adjustParameters(ptr noundef nonnull %10, ptr noundef nonnull %5) #30
  %20 = getelementptr inbounds i8, ptr %6, i64 140
  %21 = load i32, ptr %20, align 4, !tbaa !62, !alias.scope !117
  %22 = getelementptr inbounds i8, ptr %6, i64 140
  %23 = icmp eq i32 %21, 0
  br i1 %23, label %24, label %32

24:                                               ; preds = %17, %19
  %25 = phi ptr [ %18, %17 ], [ %22, %19 ]
  %26 = load i32, ptr %11, align 8, !tbaa !58, !noalias !117
  %27 = icmp ugt i32 %26, 6
  br i1 %27, label %28, label %32

28:                                               ; preds = %24
  %29 = load i32, ptr %5, align 8, !tbaa !53, !noalias !117
  %30 = icmp ugt i32 %29, 16
  %31 = select i1 %30, i32 1, i32 2
  br label %32

32:                                               ; preds = %28, %24, %19
  %33 = phi ptr [ %22, %19 ], [ %25, %24 ], [ %25, %28 ]
  %34 = phi i32 [ %21, %19 ], [ 2, %24 ], [ %31, %28 ]
  store i32 %34, ptr %33, align 4, !tbaa !62, !alias.scope !117
  %35 = getelementptr inbounds i8, ptr %6, i64 160
  %36 = load i32, ptr %35, align 8, !tbaa !61, !alias.scope !117
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %46

38:                                               ; preds = %32
  %39 = load i32, ptr %11, align 8, !tbaa !58, !noalias !117
  %40 = add i32 %39, -6
  %41 = icmp ult i32 %40, -3
  br i1 %41, label %46, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %5, align 8, !tbaa !53, !noalias !117
  %44 = icmp ugt i32 %43, 14
  %45 = select i1 %44, i32 1, i32 2
  br label %46

46:                                               ; preds = %32, %38, %42
  %47 = phi i32 [ %45, %42 ], [ %36, %32 ], [ 2, %38 ]
  store i32 %47, ptr %35, align 8, !tbaa !61, !alias.scope !117
  %48 = getelementptr inbounds i8, ptr %6, i64 152
  %49 = load i64, ptr %48, align 8, !tbaa !64, !alias.scope !117
  %50 = icmp eq i64 %49, 0
  %51 = select i1 %50, i64 131072, i64 %49
  store i64 %51, ptr %48, align 8, !tbaa !64, !alias.scope !117
  %52 = getelementptr inbounds i8, ptr %6, i64 216
  %53 = load i32, ptr %52, align 8, !tbaa !65, !alias.scope !117
  %54 = load i32, ptr %7, align 4, !tbaa !38, !alias.scope !117
  %55 = icmp eq i32 %53, 0
  %56 = icmp slt i32 %54, 10
  %57 = select i1 %56, i32 2, i32 1
  %58 = select i1 %55, i32 %57, i32 %53
  store i32 %58, ptr %52, align 8, !tbaa !65, !alias.scope !117
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %5)
  %59 = getelementptr inbounds i8, ptr %0, i64 24
  %60 = load i32, ptr %59, align 8, !tbaa !58
  %61 = add i32 %60, -6
  %62 = icmp ult i32 %61, -3
  br i1 %62, label %86, label %63

63:                                               ; preds = %46
  store i32 2, ptr %35, align 8, !tbaa !61
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %4) #30
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %4, ptr noundef nonnull readonly %6, i64 noundef -1, i64 noundef 0, i32 noundef 0)
  %64 = getelementptr inbounds i8, ptr %6, i64 76
  %65 = load i32, ptr %64, align 4, !tbaa !96
  %66 = icmp sgt i32 %65, 0
  br i1 %66, label %67, label %68

67:                                               ; preds = %63
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %4) #30
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #30
  br label %82

68:                                               ; preds = %63
  %69 = getelementptr inbounds i8, ptr %6, i64 208
  %70 = load ptr, ptr %69, align 8, !tbaa !114
  %71 = icmp ne ptr %70, null
  %72 = zext i1 %71 to i32
  %73 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr noundef nonnull %4, ptr noundef nonnull readonly %10, i32 noundef 1, i32 noundef 2, i64 noundef 0, i64 noundef 0, i64 noundef -1, i32 noundef %72, i64 noundef %51)
  %74 = load i32, ptr %64, align 4, !tbaa !96
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %4) #30
  store i32 1, ptr %35, align 8, !tbaa !61
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #30
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %3, ptr noundef nonnull readonly %6, i64 noundef -1, i64 noundef 0, i32 noundef 0)
  %75 = icmp sgt i32 %74, 0
  br i1 %75, label %82, label %76

76:                                               ; preds = %68
  %77 = load ptr, ptr %69, align 8, !tbaa !114
  %78 = icmp ne ptr %77, null
  %79 = zext i1 %78 to i32
  %80 = load i64, ptr %48, align 8, !tbaa !64
  %81 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr noundef nonnull %3, ptr noundef nonnull readonly %10, i32 noundef 1, i32 noundef 1, i64 noundef 0, i64 noundef 0, i64 noundef -1, i32 noundef %79, i64 noundef %80)
  br label %82

82:                                               ; preds = %67, %68, %76
  %83 = phi i64 [ %73, %76 ], [ %73, %68 ], [ -1, %67 ]
  %84 = phi i64 [ %81, %76 ], [ -1, %68 ], [ -1, %67 ]
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #30
  %85 = call i64 @llvm.umax.i64(i64 %83, i64 %84)
  br label %98

86:                                               ; preds = %46
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2) #30
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %2, ptr noundef nonnull readonly %6, i64 noundef -1, i64 noundef 0, i32 noundef 0)
  %87 = getelementptr inbounds i8, ptr %6, i64 76
  %88 = load i32, ptr %87, align 4, !tbaa !96
  %89 = icmp sgt i32 %88, 0
  br i1 %89, label %96, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %6, i64 208
  %92 = load ptr, ptr %91, align 8, !tbaa !114
  %93 = icmp ne ptr %92, null
  %94 = zext i1 %93 to i32
  %95 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr noundef nonnull %2, ptr noundef nonnull readonly %10, i32 noundef 1, i32 noundef %47, i64 noundef 0, i64 noundef 0, i64 noundef -1, i32 noundef %94, i64 noundef %51)
  br label %96

96:                                               ; preds = %86, %90
  %97 = phi i64 [ %95, %90 ], [ -1, %86 ]
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2) #30
  br label %98

98:                                               ; preds = %96, %82
  %99 = phi i64 [ %85, %82 ], [ %97, %96 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %6) #30
  ret i64 %99
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_estimateCCtxSize(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 8
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 1)
  %4 = getelementptr inbounds i8, ptr %2, i64 4
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 12
  %7 = getelementptr inbounds i8, ptr %2, i64 20
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  br label %9

9:                                                ; preds = %1, %93
  %10 = phi i32 [ %3, %1 ], [ %95, %93 ]
  %11 = phi i64 [ 0, %1 ], [ %94, %93 ]
  %12 = icmp eq i32 %10, 0
  %13 = icmp sgt i32 %10, -1
  %14 = tail call i32 @llvm.umin.i32(i32 %10, i32 22)
  %15 = tail call i32 @llvm.umax.i32(i32 %10, i32 -131072)
  %16 = sub nsw i32 0, %15
  %17 = select i1 %12, i32 3, i32 %14
  %18 = zext nneg i32 %17 to i64
  br label %19

19:                                               ; preds = %89, %9
  %20 = phi i64 [ 0, %9 ], [ %91, %89 ]
  %21 = phi i64 [ 0, %9 ], [ %90, %89 ]
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2) #30
  %22 = getelementptr inbounds [4 x i64], ptr @ZSTD_estimateCCtxSize_internal.srcSizeTiers, i64 0, i64 %20
  %23 = load i64, ptr %22, align 8, !tbaa !120
  %24 = icmp ne i64 %20, 3
  %25 = zext i1 %24 to i64
  %26 = icmp ult i64 %20, 2
  %27 = zext i1 %26 to i64
  %28 = add nuw nsw i64 %25, %27
  %29 = icmp eq i64 %20, 0
  %30 = zext i1 %29 to i64
  %31 = add nuw nsw i64 %28, %30
  br i1 %13, label %32, label %36

32:                                               ; preds = %19
  %33 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %31, i64 %18
  %34 = getelementptr inbounds i8, ptr %33, i64 20
  %35 = load i32, ptr %34, align 4, !tbaa !42, !noalias !121
  br label %38

36:                                               ; preds = %19
  %37 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %31, i64 0
  br label %38

38:                                               ; preds = %36, %32
  %39 = phi i64 [ %18, %32 ], [ 0, %36 ]
  %40 = phi ptr [ %33, %32 ], [ %37, %36 ]
  %41 = phi i32 [ %35, %32 ], [ %16, %36 ]
  %42 = getelementptr inbounds i8, ptr %40, i64 24
  %43 = load i32, ptr %42, align 4, !tbaa !42, !noalias !121
  %44 = getelementptr inbounds i8, ptr %40, i64 12
  %45 = load <2 x i32>, ptr %44, align 4, !tbaa !42, !noalias !121
  %46 = getelementptr inbounds i8, ptr %40, i64 8
  %47 = load i32, ptr %46, align 4, !tbaa !42, !noalias !121
  %48 = load i32, ptr %40, align 4, !tbaa !42, !noalias !121
  %49 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %31, i64 %39, i32 1
  %50 = load i32, ptr %49, align 4, !tbaa !42, !noalias !121
  %51 = add i32 %43, -7
  %52 = icmp ult i32 %51, 3
  %53 = select i1 %52, i32 6, i32 %43
  %54 = icmp eq i64 %20, 3
  br i1 %54, label %70, label %55

55:                                               ; preds = %38
  %56 = trunc nuw i64 %23 to i32
  %57 = add nsw i32 %56, -1
  %58 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %57, i1 true)
  %59 = sub nuw nsw i32 32, %58
  %60 = tail call i32 @llvm.umin.i32(i32 %48, i32 %59)
  %61 = icmp ugt i32 %53, 5
  %62 = sext i1 %61 to i32
  %63 = add i32 %50, %62
  %64 = add nuw nsw i32 %60, 1
  %65 = tail call i32 @llvm.umin.i32(i32 %47, i32 %64)
  %66 = icmp ugt i32 %63, %60
  br i1 %66, label %67, label %70

67:                                               ; preds = %55
  %68 = add i32 %50, %60
  %69 = sub i32 %68, %63
  br label %70

70:                                               ; preds = %67, %55, %38
  %71 = phi i32 [ %65, %67 ], [ %65, %55 ], [ %47, %38 ]
  %72 = phi i32 [ %69, %67 ], [ %50, %55 ], [ %50, %38 ]
  %73 = phi i32 [ %60, %67 ], [ %60, %55 ], [ %48, %38 ]
  %74 = tail call i32 @llvm.umax.i32(i32 %73, i32 10)
  %75 = add i32 %53, -6
  %76 = icmp ult i32 %75, -3
  br i1 %76, label %83, label %77

77:                                               ; preds = %70
  %78 = extractelement <2 x i32> %45, i64 0
  %79 = tail call i32 @llvm.umin.i32(i32 %78, i32 6)
  %80 = tail call i32 @llvm.umax.i32(i32 %79, i32 4)
  %81 = or disjoint i32 %80, 24
  %82 = tail call i32 @llvm.umin.i32(i32 %71, i32 %81)
  br label %83

83:                                               ; preds = %77, %70
  %84 = phi i32 [ %71, %70 ], [ %82, %77 ]
  store i32 %74, ptr %2, align 8, !tbaa !42
  store i32 %72, ptr %4, align 4, !tbaa !42
  store i32 %84, ptr %5, align 8, !tbaa !42
  store <2 x i32> %45, ptr %6, align 4, !tbaa !42
  store i32 %41, ptr %7, align 4, !tbaa !42
  store i32 %53, ptr %8, align 8, !tbaa !42
  %85 = tail call i64 @ZSTD_estimateCCtxSize_usingCParams(ptr noundef nonnull byval(%struct.ZSTD_compressionParameters) align 8 %2)
  %86 = icmp ugt i64 %85, %21
  br i1 %86, label %87, label %89

87:                                               ; preds = %83
  %88 = tail call i64 @ZSTD_estimateCCtxSize_usingCParams(ptr noundef nonnull byval(%struct.ZSTD_compressionParameters) align 8 %2)
  br label %89

89:                                               ; preds = %87, %83
  %90 = phi i64 [ %88, %87 ], [ %21, %83 ]
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2) #30
  %91 = add nuw nsw i64 %20, 1
  %92 = icmp eq i64 %91, 4
  br i1 %92, label %93, label %19, !llvm.loop !124

93:                                               ; preds = %89
  %94 = tail call i64 @llvm.umax.i64(i64 %90, i64 %11)
  %95 = add i32 %10, 1
  %96 = icmp eq i32 %10, %0
  br i1 %96, label %97, label %9, !llvm.loop !126

97:                                               ; preds = %93
  ret i64 %94
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_estimateCStreamSize_usingCCtxParams(ptr nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 4
  %3 = getelementptr inbounds i8, ptr %0, i64 76
  %4 = load i32, ptr %3, align 4, !tbaa !96
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %58, label %6

6:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2) #30
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %2, ptr noundef nonnull %0, i64 noundef -1, i64 noundef 0, i32 noundef 0)
  %7 = getelementptr inbounds i8, ptr %0, i64 152
  %8 = load i64, ptr %7, align 8, !tbaa !64
  %9 = icmp eq i64 %8, 0
  %10 = select i1 %9, i64 131072, i64 %8
  %11 = load i32, ptr %2, align 4
  %12 = zext nneg i32 %11 to i64
  %13 = shl nuw i64 1, %12
  %14 = tail call i64 @llvm.umin.i64(i64 %10, i64 %13)
  %15 = getelementptr inbounds i8, ptr %0, i64 124
  %16 = load i32, ptr %15, align 4, !tbaa !88
  %17 = icmp eq i32 %16, 0
  %18 = add i64 %14, %13
  %19 = select i1 %17, i64 %18, i64 0
  %20 = getelementptr inbounds i8, ptr %0, i64 128
  %21 = load i32, ptr %20, align 8, !tbaa !89
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %35

23:                                               ; preds = %6
  %24 = lshr i64 %14, 8
  %25 = add nuw i64 %24, %14
  %26 = icmp ult i64 %14, 131072
  %27 = sub nuw nsw i64 131072, %14
  %28 = lshr i64 %27, 11
  %29 = select i1 %26, i64 %28, i64 0
  %30 = add i64 %25, %29
  %31 = freeze i64 %30
  %32 = icmp eq i64 %31, 0
  %33 = add i64 %31, 1
  %34 = select i1 %32, i64 -71, i64 %33
  br label %35

35:                                               ; preds = %6, %23
  %36 = phi i64 [ %34, %23 ], [ 0, %6 ]
  %37 = getelementptr inbounds i8, ptr %0, i64 160
  %38 = load i32, ptr %37, align 8, !tbaa !61
  %39 = getelementptr inbounds i8, ptr %0, i64 4
  %40 = icmp eq i32 %38, 0
  br i1 %40, label %41, label %50

41:                                               ; preds = %35
  %42 = getelementptr inbounds i8, ptr %0, i64 28
  %43 = load i32, ptr %42, align 4, !tbaa !58
  %44 = add i32 %43, -6
  %45 = icmp ult i32 %44, -3
  br i1 %45, label %50, label %46

46:                                               ; preds = %41
  %47 = load i32, ptr %39, align 4, !tbaa !53
  %48 = icmp ugt i32 %47, 14
  %49 = select i1 %48, i32 1, i32 2
  br label %50

50:                                               ; preds = %35, %41, %46
  %51 = phi i32 [ %49, %46 ], [ %38, %35 ], [ 2, %41 ]
  %52 = getelementptr inbounds i8, ptr %0, i64 96
  %53 = getelementptr inbounds i8, ptr %0, i64 208
  %54 = load ptr, ptr %53, align 8, !tbaa !114
  %55 = icmp ne ptr %54, null
  %56 = zext i1 %55 to i32
  %57 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr noundef nonnull %2, ptr noundef nonnull %52, i32 noundef 1, i32 noundef %51, i64 noundef %19, i64 noundef %36, i64 noundef -1, i32 noundef %56, i64 noundef %8)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2) #30
  br label %58

58:                                               ; preds = %1, %50
  %59 = phi i64 [ %57, %50 ], [ -1, %1 ]
  ret i64 %59
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_estimateCStreamSize_usingCParams(ptr nocapture noundef readonly byval(%struct.ZSTD_compressionParameters) align 8 %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 8
  %3 = alloca %struct.ZSTD_CCtx_params_s, align 8
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %3) #30
  tail call void @llvm.experimental.noalias.scope.decl(metadata !127)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %2, ptr noundef nonnull align 8 dereferenceable(28) %0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %3, i8 0, i64 224, i1 false), !alias.scope !127
  %4 = getelementptr inbounds i8, ptr %3, i64 44
  store i32 3, ptr %4, align 4, !tbaa !38, !alias.scope !127
  %5 = getelementptr inbounds i8, ptr %3, i64 32
  store i32 1, ptr %5, align 8, !tbaa !39, !alias.scope !127
  %6 = getelementptr inbounds i8, ptr %3, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 8 dereferenceable(28) %0, i64 28, i1 false)
  %7 = getelementptr inbounds i8, ptr %3, i64 96
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  %9 = load i32, ptr %8, align 8, !tbaa !58, !noalias !127
  %10 = icmp ugt i32 %9, 6
  %11 = load i32, ptr %2, align 8, !noalias !127
  %12 = icmp ugt i32 %11, 26
  %13 = select i1 %10, i1 %12, i1 false
  br i1 %13, label %16, label %14

14:                                               ; preds = %1
  store i32 2, ptr %7, align 8, !tbaa !63, !alias.scope !127
  %15 = getelementptr inbounds i8, ptr %3, i64 140
  br label %21

16:                                               ; preds = %1
  store i32 1, ptr %7, align 8, !tbaa !63, !alias.scope !127
  call void @ZSTD_ldm_adjustParameters(ptr noundef nonnull %7, ptr noundef nonnull %2) #30
  %17 = getelementptr inbounds i8, ptr %3, i64 140
  %18 = load i32, ptr %17, align 4, !tbaa !62, !alias.scope !127
  %19 = getelementptr inbounds i8, ptr %3, i64 140
  %20 = icmp eq i32 %18, 0
  br i1 %20, label %21, label %29

21:                                               ; preds = %14, %16
  %22 = phi ptr [ %15, %14 ], [ %19, %16 ]
  %23 = load i32, ptr %8, align 8, !tbaa !58, !noalias !127
  %24 = icmp ugt i32 %23, 6
  br i1 %24, label %25, label %29

25:                                               ; preds = %21
  %26 = load i32, ptr %2, align 8, !tbaa !53, !noalias !127
  %27 = icmp ugt i32 %26, 16
  %28 = select i1 %27, i32 1, i32 2
  br label %29

29:                                               ; preds = %25, %21, %16
  %30 = phi ptr [ %19, %16 ], [ %22, %21 ], [ %22, %25 ]
  %31 = phi i32 [ %18, %16 ], [ 2, %21 ], [ %28, %25 ]
  store i32 %31, ptr %30, align 4, !tbaa !62, !alias.scope !127
  %32 = getelementptr inbounds i8, ptr %3, i64 160
  %33 = load i32, ptr %32, align 8, !tbaa !61, !alias.scope !127
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %43

35:                                               ; preds = %29
  %36 = load i32, ptr %8, align 8, !tbaa !58, !noalias !127
  %37 = add i32 %36, -6
  %38 = icmp ult i32 %37, -3
  br i1 %38, label %43, label %39

39:                                               ; preds = %35
  %40 = load i32, ptr %2, align 8, !tbaa !53, !noalias !127
  %41 = icmp ugt i32 %40, 14
  %42 = select i1 %41, i32 1, i32 2
  br label %43

43:                                               ; preds = %29, %35, %39
  %44 = phi i32 [ %42, %39 ], [ %33, %29 ], [ 2, %35 ]
  store i32 %44, ptr %32, align 8, !tbaa !61, !alias.scope !127
  %45 = getelementptr inbounds i8, ptr %3, i64 152
  %46 = load i64, ptr %45, align 8, !tbaa !64, !alias.scope !127
  %47 = icmp eq i64 %46, 0
  %48 = select i1 %47, i64 131072, i64 %46
  store i64 %48, ptr %45, align 8, !tbaa !64, !alias.scope !127
  %49 = getelementptr inbounds i8, ptr %3, i64 216
  %50 = load i32, ptr %49, align 8, !tbaa !65, !alias.scope !127
  %51 = load i32, ptr %4, align 4, !tbaa !38, !alias.scope !127
  %52 = icmp eq i32 %50, 0
  %53 = icmp slt i32 %51, 10
  %54 = select i1 %53, i32 2, i32 1
  %55 = select i1 %52, i32 %54, i32 %50
  store i32 %55, ptr %49, align 8, !tbaa !65, !alias.scope !127
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2)
  %56 = getelementptr inbounds i8, ptr %0, i64 24
  %57 = load i32, ptr %56, align 8, !tbaa !58
  %58 = add i32 %57, -6
  %59 = icmp ult i32 %58, -3
  br i1 %59, label %64, label %60

60:                                               ; preds = %43
  store i32 2, ptr %32, align 8, !tbaa !61
  %61 = call i64 @ZSTD_estimateCStreamSize_usingCCtxParams(ptr noundef nonnull %3)
  store i32 1, ptr %32, align 8, !tbaa !61
  %62 = call i64 @ZSTD_estimateCStreamSize_usingCCtxParams(ptr noundef nonnull %3)
  %63 = call i64 @llvm.umax.i64(i64 %61, i64 %62)
  br label %66

64:                                               ; preds = %43
  %65 = call i64 @ZSTD_estimateCStreamSize_usingCCtxParams(ptr noundef nonnull %3)
  br label %66

66:                                               ; preds = %64, %60
  %67 = phi i64 [ %63, %60 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %3) #30
  ret i64 %67
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_estimateCStreamSize(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 8
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 1)
  %4 = getelementptr inbounds i8, ptr %2, i64 4
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 12
  %7 = getelementptr inbounds i8, ptr %2, i64 20
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  br label %9

9:                                                ; preds = %1, %47
  %10 = phi i32 [ %3, %1 ], [ %56, %47 ]
  %11 = phi i64 [ 0, %1 ], [ %55, %47 ]
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2) #30
  %12 = icmp eq i32 %10, 0
  br i1 %12, label %21, label %13

13:                                               ; preds = %9
  %14 = icmp slt i32 %10, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %13
  %16 = tail call i32 @llvm.umin.i32(i32 %10, i32 22)
  %17 = zext nneg i32 %16 to i64
  br label %21

18:                                               ; preds = %13
  %19 = tail call i32 @llvm.umax.i32(i32 %10, i32 -131072)
  %20 = sub nsw i32 0, %19
  br label %47

21:                                               ; preds = %15, %9
  %22 = phi i64 [ %17, %15 ], [ 3, %9 ]
  %23 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !42, !noalias !130
  %25 = getelementptr inbounds i8, ptr %23, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !42, !noalias !130
  %27 = getelementptr inbounds i8, ptr %23, i64 8
  %28 = load i32, ptr %27, align 4, !tbaa !42, !noalias !130
  %29 = getelementptr inbounds i8, ptr %23, i64 12
  %30 = load <2 x i32>, ptr %29, align 4, !tbaa !42, !noalias !130
  %31 = getelementptr inbounds i8, ptr %23, i64 20
  %32 = load i32, ptr %31, align 4, !tbaa !42, !noalias !130
  %33 = getelementptr inbounds i8, ptr %23, i64 24
  %34 = load i32, ptr %33, align 4, !tbaa !42, !noalias !130
  %35 = add i32 %34, -7
  %36 = icmp ult i32 %35, 3
  %37 = select i1 %36, i32 6, i32 %34
  %38 = tail call i32 @llvm.umax.i32(i32 %24, i32 10)
  %39 = add i32 %34, -6
  %40 = icmp ult i32 %39, -3
  br i1 %40, label %47, label %41

41:                                               ; preds = %21
  %42 = extractelement <2 x i32> %30, i64 0
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 6)
  %44 = tail call i32 @llvm.umax.i32(i32 %43, i32 4)
  %45 = or disjoint i32 %44, 24
  %46 = tail call i32 @llvm.umin.i32(i32 %28, i32 %45)
  br label %47

47:                                               ; preds = %18, %21, %41
  %48 = phi i32 [ %38, %21 ], [ 19, %18 ], [ %38, %41 ]
  %49 = phi i32 [ %32, %21 ], [ %20, %18 ], [ %32, %41 ]
  %50 = phi i32 [ %26, %21 ], [ 12, %18 ], [ %26, %41 ]
  %51 = phi i32 [ %37, %21 ], [ 1, %18 ], [ %37, %41 ]
  %52 = phi i32 [ %28, %21 ], [ 13, %18 ], [ %46, %41 ]
  %53 = phi <2 x i32> [ %30, %21 ], [ <i32 1, i32 6>, %18 ], [ %30, %41 ]
  store i32 %48, ptr %2, align 8, !tbaa !42
  store i32 %50, ptr %4, align 4, !tbaa !42
  store i32 %52, ptr %5, align 8, !tbaa !42
  store <2 x i32> %53, ptr %6, align 4, !tbaa !42
  store i32 %49, ptr %7, align 4, !tbaa !42
  store i32 %51, ptr %8, align 8, !tbaa !42
  %54 = tail call i64 @ZSTD_estimateCStreamSize_usingCParams(ptr noundef nonnull byval(%struct.ZSTD_compressionParameters) align 8 %2)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2) #30
  %55 = tail call i64 @llvm.umax.i64(i64 %54, i64 %11)
  %56 = add i32 %10, 1
  %57 = icmp eq i32 %10, %0
  br i1 %57, label %58, label %9, !llvm.loop !133

58:                                               ; preds = %47
  ret i64 %55
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_getFrameProgression(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_frameProgression) align 8 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %1, i64 3568
  %4 = load ptr, ptr %3, align 8, !tbaa !134
  %5 = icmp eq ptr %4, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 3592
  %8 = load i64, ptr %7, align 8, !tbaa !135
  %9 = getelementptr inbounds i8, ptr %1, i64 3584
  %10 = load i64, ptr %9, align 8, !tbaa !136
  %11 = sub i64 %8, %10
  br label %12

12:                                               ; preds = %2, %6
  %13 = phi i64 [ %11, %6 ], [ 0, %2 ]
  %14 = getelementptr inbounds i8, ptr %1, i64 792
  %15 = load i64, ptr %14, align 8, !tbaa !137
  %16 = add i64 %15, %13
  store i64 %16, ptr %0, align 8, !tbaa !138
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %15, ptr %17, align 8, !tbaa !140
  %18 = getelementptr inbounds i8, ptr %1, i64 800
  %19 = load i64, ptr %18, align 8, !tbaa !141
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %19, ptr %20, align 8, !tbaa !142
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %19, ptr %21, align 8, !tbaa !143
  %22 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 0, ptr %22, align 8, !tbaa !144
  %23 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 0, ptr %23, align 4, !tbaa !145
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @ZSTD_toFlushNow(ptr nocapture noundef readnone %0) local_unnamed_addr #0 {
  ret i64 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_reset_compressedBlockState(ptr nocapture noundef writeonly %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 5616
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !42
  %3 = getelementptr inbounds i8, ptr %0, i64 2056
  store i32 0, ptr %3, align 8, !tbaa !146
  %4 = getelementptr inbounds i8, ptr %0, i64 5604
  store i32 0, ptr %4, align 4, !tbaa !151
  %5 = getelementptr inbounds i8, ptr %0, i64 5608
  store i32 0, ptr %5, align 8, !tbaa !152
  %6 = getelementptr inbounds i8, ptr %0, i64 5612
  store i32 0, ptr %6, align 4, !tbaa !153
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_invalidateRepCodes(ptr nocapture noundef readonly %0) local_unnamed_addr #11 {
  %2 = getelementptr inbounds i8, ptr %0, i64 3224
  %3 = load ptr, ptr %2, align 8, !tbaa !48
  %4 = getelementptr inbounds i8, ptr %3, i64 5616
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, i8 0, i64 12, i1 false), !tbaa !42
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_copyCCtx(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %5 = load i32, ptr %1, align 8, !tbaa !154
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %95

7:                                                ; preds = %3
  %8 = icmp eq i64 %2, 0
  %9 = select i1 %8, i64 -1, i64 %2
  %10 = icmp ne i64 %9, -1
  %11 = zext i1 %10 to i64
  %12 = getelementptr inbounds i8, ptr %1, i64 3560
  %13 = load i32, ptr %12, align 8, !tbaa !155
  %14 = getelementptr inbounds i8, ptr %0, i64 896
  %15 = getelementptr inbounds i8, ptr %1, i64 896
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %14, ptr noundef nonnull readonly align 8 dereferenceable(24) %15, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #30
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %4, ptr noundef nonnull align 8 dereferenceable(224) %16, i64 224, i1 false), !tbaa.struct !98
  %17 = getelementptr inbounds i8, ptr %4, i64 4
  %18 = getelementptr inbounds i8, ptr %1, i64 244
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %17, ptr noundef nonnull readonly align 4 dereferenceable(28) %18, i64 28, i1 false), !tbaa.struct !59
  %19 = getelementptr inbounds i8, ptr %1, i64 400
  %20 = load i32, ptr %19, align 8, !tbaa !156
  %21 = getelementptr inbounds i8, ptr %4, i64 160
  store i32 %20, ptr %21, align 8, !tbaa !61
  %22 = getelementptr inbounds i8, ptr %1, i64 380
  %23 = load i32, ptr %22, align 4, !tbaa !157
  %24 = getelementptr inbounds i8, ptr %4, i64 140
  store i32 %23, ptr %24, align 4, !tbaa !62
  %25 = getelementptr inbounds i8, ptr %4, i64 96
  %26 = getelementptr inbounds i8, ptr %1, i64 336
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef nonnull readonly align 8 dereferenceable(24) %26, i64 24, i1 false), !tbaa.struct !115
  %27 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 %11, ptr %27, align 8
  %28 = getelementptr inbounds i8, ptr %4, i64 40
  store i32 0, ptr %28, align 8, !tbaa !42
  %29 = getelementptr inbounds i8, ptr %1, i64 392
  %30 = load i64, ptr %29, align 8, !tbaa !158
  %31 = getelementptr inbounds i8, ptr %4, i64 152
  store i64 %30, ptr %31, align 8, !tbaa !64
  %32 = call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef %0, ptr noundef nonnull %4, i64 noundef %9, i64 noundef 0, i32 noundef 1, i32 noundef %13)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #30
  %33 = getelementptr inbounds i8, ptr %0, i64 720
  %34 = load ptr, ptr %33, align 8, !tbaa !45
  %35 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %34, ptr %35, align 8, !tbaa !47
  %36 = getelementptr inbounds i8, ptr %1, i64 268
  %37 = load i32, ptr %36, align 4, !tbaa !159
  %38 = icmp eq i32 %37, 1
  br i1 %38, label %50, label %39

39:                                               ; preds = %7
  %40 = load i32, ptr %19, align 8, !tbaa !156
  %41 = add i32 %37, -3
  %42 = icmp ult i32 %41, 3
  %43 = icmp eq i32 %40, 1
  %44 = and i1 %42, %43
  br i1 %44, label %50, label %45

45:                                               ; preds = %39
  %46 = getelementptr inbounds i8, ptr %1, i64 248
  %47 = load i32, ptr %46, align 4, !tbaa !160
  %48 = zext nneg i32 %47 to i64
  %49 = shl i64 4, %48
  br label %50

50:                                               ; preds = %45, %39, %7
  %51 = phi i64 [ %49, %45 ], [ 0, %39 ], [ 0, %7 ]
  %52 = getelementptr inbounds i8, ptr %1, i64 252
  %53 = load i32, ptr %52, align 4, !tbaa !161
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %1, i64 3224
  %56 = getelementptr inbounds i8, ptr %1, i64 3240
  %57 = getelementptr inbounds i8, ptr %1, i64 3288
  %58 = load i32, ptr %57, align 8, !tbaa !162
  %59 = icmp eq i32 %58, 0
  %60 = zext nneg i32 %58 to i64
  %61 = shl i64 4, %60
  %62 = getelementptr inbounds i8, ptr %0, i64 3224
  %63 = getelementptr inbounds i8, ptr %0, i64 3240
  %64 = getelementptr inbounds i8, ptr %0, i64 3352
  %65 = load ptr, ptr %64, align 8, !tbaa !163
  %66 = getelementptr inbounds i8, ptr %1, i64 3352
  %67 = load ptr, ptr %66, align 8, !tbaa !163
  %68 = shl i64 4, %54
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %65, ptr align 4 %67, i64 %68, i1 false)
  %69 = getelementptr inbounds i8, ptr %0, i64 3368
  %70 = load ptr, ptr %69, align 8, !tbaa !164
  %71 = getelementptr inbounds i8, ptr %1, i64 3368
  %72 = load ptr, ptr %71, align 8, !tbaa !164
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %70, ptr align 4 %72, i64 %51, i1 false)
  %73 = getelementptr inbounds i8, ptr %0, i64 3360
  %74 = load ptr, ptr %73, align 8, !tbaa !165
  %75 = getelementptr inbounds i8, ptr %1, i64 3360
  %76 = load ptr, ptr %75, align 8, !tbaa !165
  %77 = select i1 %59, i64 0, i64 %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %74, ptr align 4 %76, i64 %77, i1 false)
  %78 = load ptr, ptr %35, align 8, !tbaa !47
  %79 = getelementptr inbounds i8, ptr %0, i64 728
  %80 = load ptr, ptr %79, align 8, !tbaa !46
  %81 = icmp ult ptr %78, %80
  br i1 %81, label %82, label %83

82:                                               ; preds = %50
  store ptr %80, ptr %35, align 8, !tbaa !47
  br label %83

83:                                               ; preds = %82, %50
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %63, ptr noundef nonnull readonly align 8 dereferenceable(40) %56, i64 40, i1 false), !tbaa.struct !166
  %84 = getelementptr inbounds i8, ptr %1, i64 3280
  %85 = getelementptr inbounds i8, ptr %0, i64 3280
  %86 = load <2 x i32>, ptr %84, align 8, !tbaa !42
  store <2 x i32> %86, ptr %85, align 8, !tbaa !42
  %87 = getelementptr inbounds i8, ptr %1, i64 688
  %88 = load i32, ptr %87, align 8, !tbaa !167
  %89 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %88, ptr %89, align 8, !tbaa !167
  %90 = getelementptr inbounds i8, ptr %1, i64 696
  %91 = load i64, ptr %90, align 8, !tbaa !168
  %92 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %91, ptr %92, align 8, !tbaa !168
  %93 = load ptr, ptr %62, align 8, !tbaa !48
  %94 = load ptr, ptr %55, align 8, !tbaa !48
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5632) %93, ptr noundef nonnull align 8 dereferenceable(5632) %94, i64 5632, i1 false)
  br label %95

95:                                               ; preds = %3, %83
  %96 = phi i64 [ 0, %83 ], [ -60, %3 ]
  ret i64 %96
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef i32 @ZSTD_seqToCodes(ptr nocapture noundef readonly %0) local_unnamed_addr #12 {
  %2 = load ptr, ptr %0, align 8, !tbaa !169
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !170
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  %6 = load ptr, ptr %5, align 8, !tbaa !171
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load ptr, ptr %7, align 8, !tbaa !172
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !173
  %11 = ptrtoint ptr %10 to i64
  %12 = ptrtoint ptr %2 to i64
  %13 = sub i64 %11, %12
  %14 = and i64 %13, 34359738360
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %61, label %16

16:                                               ; preds = %1
  %17 = lshr exact i64 %13, 3
  %18 = and i64 %17, 4294967295
  br label %19

19:                                               ; preds = %16, %55
  %20 = phi i64 [ 0, %16 ], [ %59, %55 ]
  %21 = getelementptr inbounds %struct.SeqDef_s, ptr %2, i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i64 4
  %23 = load i16, ptr %22, align 4, !tbaa !174
  %24 = load i32, ptr %21, align 4, !tbaa !177
  %25 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %24, i1 true)
  %26 = getelementptr inbounds i8, ptr %21, i64 6
  %27 = load i16, ptr %26, align 2, !tbaa !178
  %28 = zext i16 %27 to i32
  %29 = icmp ugt i16 %23, 63
  br i1 %29, label %30, label %34

30:                                               ; preds = %19
  %31 = zext i16 %23 to i32
  %32 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %31, i1 true)
  %33 = sub nuw nsw i32 50, %32
  br label %39

34:                                               ; preds = %19
  %35 = zext nneg i16 %23 to i64
  %36 = getelementptr inbounds [64 x i8], ptr @ZSTD_LLcode.LL_Code, i64 0, i64 %35
  %37 = load i8, ptr %36, align 1, !tbaa !179
  %38 = zext i8 %37 to i32
  br label %39

39:                                               ; preds = %30, %34
  %40 = phi i32 [ %33, %30 ], [ %38, %34 ]
  %41 = trunc nuw i32 %40 to i8
  %42 = getelementptr inbounds i8, ptr %4, i64 %20
  store i8 %41, ptr %42, align 1, !tbaa !179
  %43 = trunc nuw nsw i32 %25 to i8
  %44 = xor i8 %43, 31
  %45 = getelementptr inbounds i8, ptr %6, i64 %20
  store i8 %44, ptr %45, align 1, !tbaa !179
  %46 = icmp ugt i16 %27, 127
  br i1 %46, label %47, label %50

47:                                               ; preds = %39
  %48 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %28, i1 true)
  %49 = sub nuw nsw i32 67, %48
  br label %55

50:                                               ; preds = %39
  %51 = zext nneg i16 %27 to i64
  %52 = getelementptr inbounds [128 x i8], ptr @ZSTD_MLcode.ML_Code, i64 0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !179
  %54 = zext i8 %53 to i32
  br label %55

55:                                               ; preds = %47, %50
  %56 = phi i32 [ %49, %47 ], [ %54, %50 ]
  %57 = trunc nuw i32 %56 to i8
  %58 = getelementptr inbounds i8, ptr %8, i64 %20
  store i8 %57, ptr %58, align 1, !tbaa !179
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %18
  br i1 %60, label %61, label %19, !llvm.loop !180

61:                                               ; preds = %55, %1
  %62 = getelementptr inbounds i8, ptr %0, i64 72
  %63 = load i32, ptr %62, align 8, !tbaa !181
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %71

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %0, i64 76
  %67 = load i32, ptr %66, align 4, !tbaa !182
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds i8, ptr %4, i64 %68
  store i8 35, ptr %69, align 1, !tbaa !179
  %70 = load i32, ptr %62, align 8, !tbaa !181
  br label %71

71:                                               ; preds = %65, %61
  %72 = phi i32 [ %70, %65 ], [ %63, %61 ]
  %73 = icmp eq i32 %72, 2
  br i1 %73, label %74, label %79

74:                                               ; preds = %71
  %75 = getelementptr inbounds i8, ptr %0, i64 76
  %76 = load i32, ptr %75, align 4, !tbaa !182
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds i8, ptr %8, i64 %77
  store i8 52, ptr %78, align 1, !tbaa !179
  br label %79

79:                                               ; preds = %74, %71
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local ptr @ZSTD_selectBlockCompressor(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = add i32 %0, -3
  %5 = icmp ugt i32 %4, 2
  %6 = icmp ne i32 %1, 1
  %7 = or i1 %5, %6
  %8 = sext i32 %2 to i64
  %9 = zext nneg i32 %4 to i64
  %10 = getelementptr inbounds [4 x [3 x ptr]], ptr @ZSTD_selectBlockCompressor.rowBasedBlockCompressors, i64 0, i64 %8, i64 %9
  %11 = sext i32 %0 to i64
  %12 = getelementptr inbounds [4 x [10 x ptr]], ptr @ZSTD_selectBlockCompressor.blockCompressor, i64 0, i64 %8, i64 %11
  %13 = select i1 %7, ptr %12, ptr %10
  %14 = load ptr, ptr %13, align 8, !tbaa !41
  ret ptr %14
}

declare i64 @ZSTD_compressBlock_fast(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_doubleFast(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_greedy(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy2(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_btlazy2(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_fast_extDict(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_doubleFast_extDict(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_greedy_extDict(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy_extDict(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy2_extDict(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_btlazy2_extDict(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_fast_dictMatchState(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_doubleFast_dictMatchState(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_greedy_dictMatchState(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy_dictMatchState(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy2_dictMatchState(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_btlazy2_dictMatchState(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_greedy_dedicatedDictSearch(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy_dedicatedDictSearch(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy2_dedicatedDictSearch(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_greedy_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy2_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_greedy_extDict_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy_extDict_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy2_extDict_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_greedy_dictMatchState_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy_dictMatchState_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy2_dictMatchState_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_greedy_dedicatedDictSearch_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy_dedicatedDictSearch_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

declare i64 @ZSTD_compressBlock_lazy2_dedicatedDictSearch_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #13

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_resetSeqStore(ptr nocapture noundef %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !183
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %3, ptr %4, align 8, !tbaa !184
  %5 = load ptr, ptr %0, align 8, !tbaa !169
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %5, ptr %6, align 8, !tbaa !173
  %7 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 0, ptr %7, align 8, !tbaa !181
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 2, 6166929089745999191) i64 @ZSTD_sequenceBound(i64 noundef %0) local_unnamed_addr #0 {
  %2 = udiv i64 %0, 3
  %3 = lshr i64 %0, 10
  %4 = add nuw nsw i64 %3, 2
  %5 = add nuw nsw i64 %4, %2
  ret i64 %5
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_generateSequences(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = alloca %struct.ZSTD_outBuffer_s, align 8
  %7 = alloca %struct.ZSTD_inBuffer_s, align 8
  %8 = icmp ugt i64 %4, -71777214294589697
  br i1 %8, label %19, label %9

9:                                                ; preds = %5
  %10 = lshr i64 %4, 8
  %11 = add nuw i64 %10, %4
  %12 = icmp ult i64 %4, 131072
  %13 = sub nuw nsw i64 131072, %4
  %14 = lshr i64 %13, 11
  %15 = select i1 %12, i64 %14, i64 0
  %16 = add i64 %11, %15
  %17 = freeze i64 %16
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %9, %5
  br label %20

20:                                               ; preds = %9, %19
  %21 = phi i64 [ -72, %19 ], [ %17, %9 ]
  %22 = getelementptr inbounds i8, ptr %0, i64 72
  %23 = load i64, ptr %22, align 8, !tbaa !86
  %24 = and i64 %23, 4294967295
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %26, label %56

26:                                               ; preds = %20
  %27 = getelementptr inbounds i8, ptr %0, i64 92
  %28 = load i32, ptr %27, align 4, !tbaa !96
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %56

30:                                               ; preds = %26
  %31 = tail call noalias ptr @malloc(i64 noundef %21) #31
  %32 = icmp eq ptr %31, null
  br i1 %32, label %56, label %33

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %0, i64 936
  store i32 1, ptr %34, align 8, !tbaa !42
  %35 = getelementptr inbounds i8, ptr %0, i64 944
  store ptr %1, ptr %35, align 8, !tbaa !41
  %36 = getelementptr inbounds i8, ptr %0, i64 952
  store i64 0, ptr %36, align 8, !tbaa !99
  %37 = getelementptr inbounds i8, ptr %0, i64 960
  store i64 %2, ptr %37, align 8, !tbaa !99
  %38 = getelementptr inbounds i8, ptr %0, i64 140
  %39 = getelementptr inbounds i8, ptr %0, i64 144
  %40 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %40, align 8, !tbaa !66
  %41 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %41, align 8, !tbaa !100
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #30
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #30
  store ptr %31, ptr %6, align 8, !tbaa !185
  %42 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %21, ptr %42, align 8, !tbaa !187
  %43 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %43, align 8, !tbaa !188
  store ptr %3, ptr %7, align 8, !tbaa !189
  %44 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %4, ptr %44, align 8, !tbaa !190
  %45 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %45, align 8, !tbaa !191
  %46 = load <2 x i32>, ptr %38, align 4, !tbaa !42
  store i32 1, ptr %38, align 4, !tbaa !192
  store i32 1, ptr %39, align 8, !tbaa !193
  %47 = call i64 @ZSTD_compressStream2(ptr noundef nonnull %0, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef 2)
  %48 = load i64, ptr %43, align 8, !tbaa !188
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #30
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #30
  store <2 x i32> %46, ptr %38, align 4, !tbaa !42
  %49 = icmp ult i64 %47, -119
  %50 = icmp eq i64 %47, 0
  %51 = select i1 %50, i64 %48, i64 -70
  %52 = select i1 %49, i64 %51, i64 %47
  tail call void @free(ptr noundef nonnull %31) #30
  %53 = icmp ult i64 %52, -119
  br i1 %53, label %54, label %56

54:                                               ; preds = %33
  %55 = load i64, ptr %36, align 8, !tbaa !194
  br label %56

56:                                               ; preds = %30, %33, %26, %20, %54
  %57 = phi i64 [ %55, %54 ], [ %52, %33 ], [ -40, %26 ], [ -40, %20 ], [ -64, %30 ]
  ret i64 %57
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress2(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = alloca %struct.ZSTD_outBuffer_s, align 8
  %7 = alloca %struct.ZSTD_inBuffer_s, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 140
  %9 = getelementptr inbounds i8, ptr %0, i64 144
  %10 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %10, align 8, !tbaa !66
  %11 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %11, align 8, !tbaa !100
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #30
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #30
  store ptr %1, ptr %6, align 8, !tbaa !185
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %2, ptr %12, align 8, !tbaa !187
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %13, align 8, !tbaa !188
  store ptr %3, ptr %7, align 8, !tbaa !189
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %4, ptr %14, align 8, !tbaa !190
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %15, align 8, !tbaa !191
  %16 = load <2 x i32>, ptr %8, align 4, !tbaa !42
  store i32 1, ptr %8, align 4, !tbaa !192
  store i32 1, ptr %9, align 8, !tbaa !193
  %17 = call i64 @ZSTD_compressStream2(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef 2)
  %18 = load i64, ptr %13, align 8, !tbaa !188
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #30
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #30
  store <2 x i32> %16, ptr %8, align 4, !tbaa !42
  %19 = icmp ult i64 %17, -119
  %20 = icmp eq i64 %17, 0
  %21 = select i1 %20, i64 %18, i64 -70
  %22 = select i1 %19, i64 %21, i64 %17
  ret i64 %22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_mergeBlockDelimiters(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #14 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %31, label %4

4:                                                ; preds = %2
  %5 = add i64 %1, -1
  br label %6

6:                                                ; preds = %4, %27
  %7 = phi i64 [ 0, %4 ], [ %28, %27 ]
  %8 = phi i64 [ 0, %4 ], [ %29, %27 ]
  %9 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !195
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %24

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %9, i64 8
  %14 = load i32, ptr %13, align 4, !tbaa !197
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %24

16:                                               ; preds = %12
  %17 = icmp eq i64 %8, %5
  br i1 %17, label %27, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %9, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !198
  %21 = getelementptr i8, ptr %9, i64 20
  %22 = load i32, ptr %21, align 4, !tbaa !198
  %23 = add i32 %22, %20
  store i32 %23, ptr %21, align 4, !tbaa !198
  br label %27

24:                                               ; preds = %12, %6
  %25 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %0, i64 %7
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %25, ptr noundef nonnull align 4 dereferenceable(16) %9, i64 16, i1 false), !tbaa.struct !199
  %26 = add i64 %7, 1
  br label %27

27:                                               ; preds = %24, %18, %16
  %28 = phi i64 [ %7, %18 ], [ %7, %16 ], [ %26, %24 ]
  %29 = add nuw i64 %8, 1
  %30 = icmp eq i64 %29, %1
  br i1 %30, label %31, label %6, !llvm.loop !200

31:                                               ; preds = %27, %2
  %32 = phi i64 [ 0, %2 ], [ %28, %27 ]
  ret i64 %32
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_buildBlockEntropyStats(ptr nocapture noundef readonly %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr noundef %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #2 {
  %8 = alloca %struct.ZSTD_symbolEncodingTypeStats_t, align 8
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !184
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !183
  %14 = ptrtoint ptr %11 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = getelementptr inbounds i8, ptr %3, i64 28
  %18 = load i32, ptr %17, align 4, !tbaa !75
  %19 = icmp ugt i32 %18, 7
  %20 = select i1 %19, i32 2, i32 0
  %21 = getelementptr inbounds i8, ptr %3, i64 72
  %22 = load i32, ptr %21, align 8, !tbaa !80
  switch i32 %22, label %24 [
    i32 1, label %26
    i32 2, label %23
  ]

23:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #30
  store i32 255, ptr %9, align 4, !tbaa !42
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %2, ptr noundef nonnull align 8 dereferenceable(2064) %1, i64 2064, i1 false)
  br label %90

24:                                               ; preds = %7
  %25 = icmp eq i32 %18, 1
  br i1 %25, label %29, label %26

26:                                               ; preds = %7, %24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #30
  store i32 255, ptr %9, align 4, !tbaa !42
  %27 = getelementptr inbounds i8, ptr %1, i64 2056
  %28 = load i32, ptr %27, align 8, !tbaa !201
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %2, ptr noundef nonnull align 8 dereferenceable(2064) %1, i64 2064, i1 false)
  br label %35

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %3, i64 24
  %31 = load i32, ptr %30, align 4, !tbaa !74
  %32 = icmp eq i32 %31, 0
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #30
  store i32 255, ptr %9, align 4, !tbaa !42
  %33 = getelementptr inbounds i8, ptr %1, i64 2056
  %34 = load i32, ptr %33, align 8, !tbaa !201
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %2, ptr noundef nonnull align 8 dereferenceable(2064) %1, i64 2064, i1 false)
  br i1 %32, label %35, label %90

35:                                               ; preds = %26, %29
  %36 = phi i32 [ %28, %26 ], [ %34, %29 ]
  %37 = phi ptr [ %27, %26 ], [ %33, %29 ]
  %38 = getelementptr inbounds i8, ptr %5, i64 1024
  %39 = add nsw i64 %6, -1024
  %40 = load i32, ptr %37, align 8, !tbaa !201
  %41 = icmp eq i32 %40, 2
  %42 = select i1 %41, i64 6, i64 63
  %43 = icmp ult i64 %42, %16
  br i1 %43, label %44, label %90

44:                                               ; preds = %35
  %45 = call i64 @HIST_count_wksp(ptr noundef %5, ptr noundef nonnull %9, ptr noundef %13, i64 noundef %16, ptr noundef %5, i64 noundef %6) #30
  %46 = icmp ult i64 %45, -119
  br i1 %46, label %47, label %93

47:                                               ; preds = %44
  %48 = icmp eq i64 %45, %16
  br i1 %48, label %90, label %49

49:                                               ; preds = %47
  %50 = lshr i64 %16, 7
  %51 = add nuw nsw i64 %50, 4
  %52 = icmp ugt i64 %45, %51
  br i1 %52, label %53, label %90

53:                                               ; preds = %49
  %54 = icmp eq i32 %36, 1
  br i1 %54, label %55, label %60

55:                                               ; preds = %53
  %56 = load i32, ptr %9, align 4, !tbaa !42
  %57 = call i32 @HUF_validateCTable(ptr noundef nonnull %1, ptr noundef %5, i32 noundef %56) #30
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i32
  br label %60

60:                                               ; preds = %55, %53
  %61 = phi i32 [ %36, %53 ], [ %59, %55 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2056) %2, i8 0, i64 2056, i1 false)
  %62 = load i32, ptr %9, align 4, !tbaa !42
  %63 = call i32 @HUF_optimalTableLog(i32 noundef 11, i64 noundef %16, i32 noundef %62, ptr noundef nonnull %38, i64 noundef %39, ptr noundef nonnull %2, ptr noundef %5, i32 noundef %20) #30
  %64 = load i32, ptr %9, align 4, !tbaa !42
  %65 = call i64 @HUF_buildCTable_wksp(ptr noundef nonnull %2, ptr noundef %5, i32 noundef %64, i32 noundef %63, ptr noundef nonnull %38, i64 noundef %39) #30
  %66 = icmp ult i64 %65, -119
  br i1 %66, label %67, label %93

67:                                               ; preds = %60
  %68 = trunc i64 %65 to i32
  %69 = load i32, ptr %9, align 4, !tbaa !42
  %70 = call i64 @HUF_estimateCompressedSize(ptr noundef nonnull %2, ptr noundef %5, i32 noundef %69) #30
  %71 = getelementptr inbounds i8, ptr %4, i64 4
  %72 = load i32, ptr %9, align 4, !tbaa !42
  %73 = call i64 @HUF_writeCTable_wksp(ptr noundef nonnull %71, i64 noundef 128, ptr noundef nonnull %2, i32 noundef %72, i32 noundef %68, ptr noundef nonnull %38, i64 noundef %39) #30
  %74 = icmp eq i32 %61, 0
  br i1 %74, label %86, label %75

75:                                               ; preds = %67
  %76 = load i32, ptr %9, align 4, !tbaa !42
  %77 = call i64 @HUF_estimateCompressedSize(ptr noundef nonnull %1, ptr noundef %5, i32 noundef %76) #30
  %78 = icmp ult i64 %77, %16
  br i1 %78, label %79, label %86

79:                                               ; preds = %75
  %80 = add i64 %73, %70
  %81 = icmp ugt i64 %77, %80
  %82 = add i64 %73, 12
  %83 = icmp ult i64 %82, %16
  %84 = and i1 %83, %81
  br i1 %84, label %86, label %85

85:                                               ; preds = %79
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %2, ptr noundef nonnull align 8 dereferenceable(2064) %1, i64 2064, i1 false)
  br label %90

86:                                               ; preds = %79, %75, %67
  %87 = add i64 %73, %70
  %88 = icmp ult i64 %87, %16
  br i1 %88, label %96, label %89

89:                                               ; preds = %86
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %2, ptr noundef nonnull align 8 dereferenceable(2064) %1, i64 2064, i1 false)
  br label %90

90:                                               ; preds = %49, %47, %35, %29, %23, %89, %85
  %91 = phi i32 [ 0, %89 ], [ 3, %85 ], [ 0, %23 ], [ 0, %29 ], [ 0, %35 ], [ 1, %47 ], [ 0, %49 ]
  store i32 %91, ptr %4, align 8, !tbaa !202
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #30
  %92 = getelementptr inbounds i8, ptr %4, i64 136
  store i64 0, ptr %92, align 8, !tbaa !203
  br label %100

93:                                               ; preds = %60, %44
  %94 = phi i64 [ %45, %44 ], [ %65, %60 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #30
  %95 = getelementptr inbounds i8, ptr %4, i64 136
  store i64 %94, ptr %95, align 8, !tbaa !203
  br label %142

96:                                               ; preds = %86
  store i32 2, ptr %4, align 8, !tbaa !202
  %97 = getelementptr inbounds i8, ptr %2, i64 2056
  store i32 1, ptr %97, align 8, !tbaa !201
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #30
  %98 = getelementptr inbounds i8, ptr %4, i64 136
  store i64 %73, ptr %98, align 8, !tbaa !203
  %99 = icmp ult i64 %73, -119
  br i1 %99, label %100, label %142

100:                                              ; preds = %90, %96
  %101 = getelementptr inbounds i8, ptr %4, i64 144
  %102 = getelementptr inbounds i8, ptr %0, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !173
  %104 = load ptr, ptr %0, align 8, !tbaa !169
  %105 = icmp eq ptr %103, %104
  br i1 %105, label %106, label %110

106:                                              ; preds = %100
  %107 = getelementptr inbounds i8, ptr %2, i64 5612
  store i32 0, ptr %107, align 4, !tbaa !204, !noalias !205
  %108 = getelementptr inbounds i8, ptr %2, i64 5604
  store i32 0, ptr %108, align 4, !tbaa !208, !noalias !205
  %109 = getelementptr inbounds i8, ptr %2, i64 5608
  store i32 0, ptr %109, align 4, !tbaa !209, !noalias !205
  br label %130

110:                                              ; preds = %100
  %111 = getelementptr inbounds i8, ptr %2, i64 2064
  %112 = getelementptr inbounds i8, ptr %1, i64 2064
  %113 = ptrtoint ptr %104 to i64
  %114 = ptrtoint ptr %103 to i64
  %115 = sub i64 %114, %113
  %116 = ashr exact i64 %115, 3
  %117 = add i64 %6, -212
  %118 = getelementptr inbounds i8, ptr %5, i64 212
  %119 = getelementptr inbounds i8, ptr %4, i64 156
  %120 = getelementptr inbounds i8, ptr %4, i64 289
  %121 = load i32, ptr %17, align 4, !tbaa !75
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #30
  call fastcc void @ZSTD_buildSequencesStatistics(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_symbolEncodingTypeStats_t) align 8 %8, ptr noundef nonnull readonly %0, i64 noundef %116, ptr noundef nonnull %112, ptr noundef nonnull %111, ptr noundef nonnull %119, ptr noundef nonnull %120, i32 noundef %121, ptr noundef %5, ptr noundef nonnull %118, i64 noundef %117)
  %122 = load <2 x i32>, ptr %8, align 8, !tbaa !42
  %123 = getelementptr inbounds i8, ptr %8, i64 8
  %124 = load i32, ptr %123, align 8, !tbaa !42
  %125 = getelementptr inbounds i8, ptr %8, i64 16
  %126 = load i64, ptr %125, align 8, !tbaa !99
  %127 = getelementptr inbounds i8, ptr %8, i64 24
  %128 = load i64, ptr %127, align 8, !tbaa !99
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #30
  %129 = icmp ult i64 %126, -119
  br i1 %129, label %130, label %137

130:                                              ; preds = %110, %106
  %131 = phi i32 [ 0, %106 ], [ %124, %110 ]
  %132 = phi i64 [ 0, %106 ], [ %126, %110 ]
  %133 = phi i64 [ 0, %106 ], [ %128, %110 ]
  %134 = phi <2 x i32> [ zeroinitializer, %106 ], [ %122, %110 ]
  store <2 x i32> %134, ptr %101, align 8, !tbaa !42
  %135 = getelementptr inbounds i8, ptr %4, i64 152
  store i32 %131, ptr %135, align 8, !tbaa !210
  %136 = getelementptr inbounds i8, ptr %4, i64 304
  store i64 %133, ptr %136, align 8, !tbaa !211
  br label %137

137:                                              ; preds = %110, %130
  %138 = phi i64 [ %126, %110 ], [ %132, %130 ]
  %139 = getelementptr inbounds i8, ptr %4, i64 296
  store i64 %138, ptr %139, align 8, !tbaa !212
  %140 = icmp ult i64 %138, -119
  %141 = select i1 %140, i64 0, i64 %138
  br label %142

142:                                              ; preds = %93, %137, %96
  %143 = phi i64 [ %73, %96 ], [ %141, %137 ], [ %94, %93 ]
  ret i64 %143
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local noundef i64 @ZSTD_writeSkippableFrame(ptr nocapture noundef writeonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, i32 noundef %4) local_unnamed_addr #8 {
  %6 = add i64 %3, 8
  %7 = icmp ugt i64 %6, %1
  br i1 %7, label %17, label %8

8:                                                ; preds = %5
  %9 = icmp ugt i64 %3, 4294967295
  br i1 %9, label %17, label %10

10:                                               ; preds = %8
  %11 = icmp ugt i32 %4, 15
  br i1 %11, label %17, label %12

12:                                               ; preds = %10
  %13 = or disjoint i32 %4, 407710288
  store i32 %13, ptr %0, align 1, !tbaa !42
  %14 = getelementptr inbounds i8, ptr %0, i64 4
  %15 = trunc nuw i64 %3 to i32
  store i32 %15, ptr %14, align 1, !tbaa !42
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %16, ptr align 1 %2, i64 %3, i1 false)
  br label %17

17:                                               ; preds = %10, %8, %5, %12
  %18 = phi i64 [ %6, %12 ], [ -70, %5 ], [ -72, %8 ], [ -42, %10 ]
  ret i64 %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i64 -70, 4) i64 @ZSTD_writeLastEmptyBlock(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = icmp ult i64 %1, 3
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  store i16 1, ptr %0, align 1, !tbaa !213
  %5 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 0, ptr %5, align 1, !tbaa !179
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i64 [ 3, %4 ], [ -70, %2 ]
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @ZSTD_referenceExternalSequences(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = getelementptr inbounds i8, ptr %0, i64 3184
  store ptr %1, ptr %4, align 8, !tbaa !214
  %5 = getelementptr inbounds i8, ptr %0, i64 3208
  store i64 %2, ptr %5, align 8, !tbaa !215
  %6 = getelementptr inbounds i8, ptr %0, i64 3216
  store i64 %2, ptr %6, align 8, !tbaa !216
  %7 = getelementptr inbounds i8, ptr %0, i64 3192
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressContinue_public(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = tail call fastcc i64 @ZSTD_compressContinue_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 1, i32 noundef 0)
  ret i64 %6
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressContinue_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5, i32 noundef %6) unnamed_addr #2 {
  %8 = alloca %struct.seqStoreSplits, align 8
  %9 = alloca %struct.repcodes_s, align 4
  %10 = alloca %struct.repcodes_s, align 4
  %11 = getelementptr inbounds i8, ptr %0, i64 3240
  %12 = load i32, ptr %0, align 8, !tbaa !154
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %705, label %14

14:                                               ; preds = %7
  %15 = icmp ne i32 %5, 0
  %16 = icmp eq i32 %12, 1
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %0, i64 240
  %20 = getelementptr inbounds i8, ptr %0, i64 784
  %21 = load i64, ptr %20, align 8, !tbaa !100
  %22 = add i64 %21, -1
  %23 = getelementptr inbounds i8, ptr %0, i64 688
  %24 = load i32, ptr %23, align 8, !tbaa !167
  %25 = tail call fastcc i64 @ZSTD_writeFrameHeader(ptr noundef %1, i64 noundef %2, ptr noundef nonnull %19, i64 noundef %22, i32 noundef %24)
  %26 = icmp ult i64 %25, -119
  br i1 %26, label %27, label %705

27:                                               ; preds = %18
  %28 = sub i64 %2, %25
  %29 = getelementptr inbounds i8, ptr %1, i64 %25
  store i32 2, ptr %0, align 8, !tbaa !154
  br label %30

30:                                               ; preds = %27, %14
  %31 = phi i64 [ %25, %27 ], [ 0, %14 ]
  %32 = phi i64 [ %28, %27 ], [ %2, %14 ]
  %33 = phi ptr [ %29, %27 ], [ %1, %14 ]
  %34 = icmp eq i64 %4, 0
  br i1 %34, label %705, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %0, i64 3376
  %37 = load i32, ptr %36, align 8, !tbaa !217
  %38 = load ptr, ptr %11, align 8, !tbaa !218
  %39 = icmp ne ptr %38, %3
  %40 = icmp ne i32 %37, 0
  %41 = or i1 %40, %39
  br i1 %41, label %49, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %0, i64 3256
  %44 = load ptr, ptr %43, align 8, !tbaa !219
  %45 = getelementptr inbounds i8, ptr %0, i64 3268
  %46 = load i32, ptr %45, align 4, !tbaa !220
  %47 = getelementptr inbounds i8, ptr %0, i64 3264
  %48 = load i32, ptr %47, align 8, !tbaa !221
  br label %65

49:                                               ; preds = %35
  %50 = getelementptr inbounds i8, ptr %0, i64 3248
  %51 = load ptr, ptr %50, align 8, !tbaa !222
  %52 = ptrtoint ptr %38 to i64
  %53 = ptrtoint ptr %51 to i64
  %54 = sub i64 %52, %53
  %55 = getelementptr inbounds i8, ptr %0, i64 3264
  %56 = load i32, ptr %55, align 8, !tbaa !221
  %57 = getelementptr inbounds i8, ptr %0, i64 3268
  store i32 %56, ptr %57, align 4, !tbaa !220
  %58 = trunc i64 %54 to i32
  store i32 %58, ptr %55, align 8, !tbaa !221
  %59 = getelementptr inbounds i8, ptr %0, i64 3256
  store ptr %51, ptr %59, align 8, !tbaa !219
  %60 = sub i64 0, %54
  %61 = getelementptr inbounds i8, ptr %3, i64 %60
  store ptr %61, ptr %50, align 8, !tbaa !222
  %62 = sub i32 %58, %56
  %63 = icmp ult i32 %62, 8
  br i1 %63, label %64, label %65

64:                                               ; preds = %49
  store i32 %58, ptr %57, align 4, !tbaa !220
  br label %65

65:                                               ; preds = %64, %49, %42
  %66 = phi i32 [ %48, %42 ], [ %58, %64 ], [ %58, %49 ]
  %67 = phi i32 [ %46, %42 ], [ %58, %64 ], [ %56, %49 ]
  %68 = phi ptr [ %44, %42 ], [ %51, %64 ], [ %51, %49 ]
  %69 = getelementptr inbounds i8, ptr %3, i64 %4
  store ptr %69, ptr %11, align 8, !tbaa !218
  %70 = zext i32 %67 to i64
  %71 = getelementptr inbounds i8, ptr %68, i64 %70
  %72 = icmp ugt ptr %69, %71
  %73 = zext i32 %66 to i64
  %74 = getelementptr inbounds i8, ptr %68, i64 %73
  %75 = icmp ugt ptr %74, %3
  %76 = and i1 %72, %75
  br i1 %76, label %77, label %85

77:                                               ; preds = %65
  %78 = getelementptr inbounds i8, ptr %0, i64 3268
  %79 = ptrtoint ptr %69 to i64
  %80 = ptrtoint ptr %68 to i64
  %81 = sub i64 %79, %80
  %82 = icmp ugt i64 %81, %73
  %83 = trunc nuw i64 %81 to i32
  %84 = select i1 %82, i32 %66, i32 %83
  store i32 %84, ptr %78, align 4, !tbaa !220
  br label %85

85:                                               ; preds = %65, %77
  br i1 %41, label %86, label %88

86:                                               ; preds = %85
  store i32 0, ptr %36, align 8, !tbaa !217
  %87 = getelementptr inbounds i8, ptr %0, i64 3284
  store i32 %66, ptr %87, align 4, !tbaa !223
  br label %88

88:                                               ; preds = %86, %85
  %89 = getelementptr inbounds i8, ptr %0, i64 240
  %90 = getelementptr inbounds i8, ptr %0, i64 336
  %91 = load i32, ptr %90, align 8, !tbaa !224
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %139

93:                                               ; preds = %88
  %94 = getelementptr inbounds i8, ptr %0, i64 1056
  %95 = load ptr, ptr %94, align 8, !tbaa !218
  %96 = icmp eq ptr %95, %3
  br i1 %96, label %97, label %104

97:                                               ; preds = %93
  %98 = getelementptr inbounds i8, ptr %0, i64 1072
  %99 = load ptr, ptr %98, align 8, !tbaa !219
  %100 = getelementptr inbounds i8, ptr %0, i64 1084
  %101 = load i32, ptr %100, align 4, !tbaa !220
  %102 = getelementptr inbounds i8, ptr %0, i64 1080
  %103 = load i32, ptr %102, align 8, !tbaa !221
  br label %120

104:                                              ; preds = %93
  %105 = getelementptr inbounds i8, ptr %0, i64 1064
  %106 = load ptr, ptr %105, align 8, !tbaa !222
  %107 = ptrtoint ptr %95 to i64
  %108 = ptrtoint ptr %106 to i64
  %109 = sub i64 %107, %108
  %110 = getelementptr inbounds i8, ptr %0, i64 1080
  %111 = load i32, ptr %110, align 8, !tbaa !221
  %112 = getelementptr inbounds i8, ptr %0, i64 1084
  store i32 %111, ptr %112, align 4, !tbaa !220
  %113 = trunc i64 %109 to i32
  store i32 %113, ptr %110, align 8, !tbaa !221
  %114 = getelementptr inbounds i8, ptr %0, i64 1072
  store ptr %106, ptr %114, align 8, !tbaa !219
  %115 = sub i64 0, %109
  %116 = getelementptr inbounds i8, ptr %3, i64 %115
  store ptr %116, ptr %105, align 8, !tbaa !222
  %117 = sub i32 %113, %111
  %118 = icmp ult i32 %117, 8
  br i1 %118, label %119, label %120

119:                                              ; preds = %104
  store i32 %113, ptr %112, align 4, !tbaa !220
  br label %120

120:                                              ; preds = %119, %104, %97
  %121 = phi i32 [ %103, %97 ], [ %113, %119 ], [ %113, %104 ]
  %122 = phi i32 [ %101, %97 ], [ %113, %119 ], [ %111, %104 ]
  %123 = phi ptr [ %99, %97 ], [ %106, %119 ], [ %106, %104 ]
  store ptr %69, ptr %94, align 8, !tbaa !218
  %124 = zext i32 %122 to i64
  %125 = getelementptr inbounds i8, ptr %123, i64 %124
  %126 = icmp ugt ptr %69, %125
  %127 = zext i32 %121 to i64
  %128 = getelementptr inbounds i8, ptr %123, i64 %127
  %129 = icmp ugt ptr %128, %3
  %130 = and i1 %126, %129
  br i1 %130, label %131, label %139

131:                                              ; preds = %120
  %132 = getelementptr inbounds i8, ptr %0, i64 1084
  %133 = ptrtoint ptr %69 to i64
  %134 = ptrtoint ptr %123 to i64
  %135 = sub i64 %133, %134
  %136 = icmp ugt i64 %135, %127
  %137 = trunc nuw i64 %135 to i32
  %138 = select i1 %136, i32 %121, i32 %137
  store i32 %138, ptr %132, align 4, !tbaa !220
  br label %139

139:                                              ; preds = %131, %120, %88
  br i1 %15, label %143, label %140

140:                                              ; preds = %139
  %141 = getelementptr inbounds i8, ptr %0, i64 704
  tail call fastcc void @ZSTD_overflowCorrectIfNeeded(ptr noundef nonnull %11, ptr noundef nonnull %141, ptr noundef nonnull %89, ptr noundef %3, ptr noundef nonnull %69)
  %142 = tail call fastcc i64 @ZSTD_compressBlock_internal(ptr noundef nonnull %0, ptr noundef %33, i64 noundef %32, ptr noundef %3, i64 noundef %4, i32 noundef 0)
  br label %687

143:                                              ; preds = %139
  %144 = getelementptr inbounds i8, ptr %0, i64 776
  %145 = load i64, ptr %144, align 8, !tbaa !225
  %146 = getelementptr inbounds i8, ptr %0, i64 244
  %147 = load i32, ptr %146, align 4, !tbaa !226
  %148 = shl nuw i32 1, %147
  %149 = getelementptr inbounds i8, ptr %0, i64 792
  %150 = load i64, ptr %149, align 8, !tbaa !137
  %151 = getelementptr inbounds i8, ptr %0, i64 800
  %152 = load i64, ptr %151, align 8, !tbaa !141
  %153 = sub nsw i64 %150, %152
  %154 = getelementptr inbounds i8, ptr %0, i64 276
  %155 = load i32, ptr %154, align 4, !tbaa !227
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %159, label %157

157:                                              ; preds = %143
  %158 = getelementptr inbounds i8, ptr %0, i64 808
  tail call fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef nonnull %158, ptr nocapture noundef %3, i64 noundef %4)
  br label %159

159:                                              ; preds = %143, %157
  %160 = getelementptr inbounds i8, ptr %0, i64 384
  %161 = getelementptr inbounds i8, ptr %0, i64 268
  %162 = icmp ult i64 %145, 131072
  %163 = getelementptr inbounds i8, ptr %0, i64 3544
  %164 = getelementptr inbounds i8, ptr %0, i64 3552
  %165 = and i32 %6, 1
  %166 = getelementptr inbounds i8, ptr %0, i64 704
  %167 = getelementptr inbounds i8, ptr %0, i64 3280
  %168 = getelementptr inbounds i8, ptr %0, i64 3488
  %169 = getelementptr inbounds i8, ptr %0, i64 3248
  %170 = getelementptr inbounds i8, ptr %0, i64 3264
  %171 = getelementptr inbounds i8, ptr %0, i64 3268
  %172 = getelementptr inbounds i8, ptr %0, i64 3284
  %173 = getelementptr inbounds i8, ptr %0, i64 296
  %174 = getelementptr inbounds i8, ptr %0, i64 968
  %175 = getelementptr inbounds i8, ptr %0, i64 976
  %176 = getelementptr inbounds i8, ptr %0, i64 984
  %177 = getelementptr inbounds i8, ptr %0, i64 1000
  %178 = getelementptr inbounds i8, ptr %0, i64 992
  %179 = getelementptr inbounds i8, ptr %0, i64 3224
  %180 = getelementptr inbounds i8, ptr %0, i64 380
  %181 = getelementptr inbounds i8, ptr %0, i64 4168
  %182 = getelementptr inbounds i8, ptr %0, i64 4088
  %183 = getelementptr inbounds i8, ptr %0, i64 4008
  %184 = getelementptr inbounds i8, ptr %8, i64 8
  %185 = getelementptr inbounds i8, ptr %0, i64 1048
  %186 = getelementptr inbounds i8, ptr %0, i64 1052
  %187 = getelementptr inbounds i8, ptr %0, i64 4080
  %188 = getelementptr inbounds i8, ptr %0, i64 4016
  %189 = getelementptr inbounds i8, ptr %0, i64 4084
  %190 = getelementptr inbounds i8, ptr %0, i64 4024
  %191 = getelementptr inbounds i8, ptr %0, i64 4032
  %192 = getelementptr inbounds i8, ptr %0, i64 936
  br label %193

193:                                              ; preds = %670, %159
  %194 = phi i64 [ %32, %159 ], [ %676, %670 ]
  %195 = phi i64 [ %4, %159 ], [ %674, %670 ]
  %196 = phi ptr [ %3, %159 ], [ %225, %670 ]
  %197 = phi ptr [ %33, %159 ], [ %675, %670 ]
  %198 = phi i64 [ %153, %159 ], [ %673, %670 ]
  %199 = load i32, ptr %160, align 8, !tbaa !228
  %200 = load i32, ptr %161, align 4, !tbaa !159
  %201 = icmp ult i64 %195, 131072
  %202 = or i1 %162, %201
  br i1 %202, label %203, label %205

203:                                              ; preds = %193
  %204 = tail call i64 @llvm.umin.i64(i64 %195, i64 %145)
  br label %219

205:                                              ; preds = %193
  %206 = icmp slt i64 %198, 3
  br i1 %206, label %219, label %207

207:                                              ; preds = %205
  switch i32 %199, label %212 [
    i32 1, label %219
    i32 0, label %208
  ]

208:                                              ; preds = %207
  %209 = zext i32 %200 to i64
  %210 = getelementptr inbounds [10 x i32], ptr @ZSTD_optimalBlockSize.splitLevels, i64 0, i64 %209
  %211 = load i32, ptr %210, align 4, !tbaa !42
  br label %214

212:                                              ; preds = %207
  %213 = add nsw i32 %199, -2
  br label %214

214:                                              ; preds = %212, %208
  %215 = phi i32 [ %211, %208 ], [ %213, %212 ]
  %216 = load ptr, ptr %163, align 8, !tbaa !49
  %217 = load i64, ptr %164, align 8, !tbaa !50
  %218 = tail call i64 @ZSTD_splitBlock(ptr noundef %196, i64 noundef %145, i32 noundef %215, ptr noundef %216, i64 noundef %217) #30
  br label %219

219:                                              ; preds = %214, %207, %205, %203
  %220 = phi i64 [ %204, %203 ], [ %218, %214 ], [ 131072, %205 ], [ 131072, %207 ]
  %221 = icmp eq i64 %220, %195
  %222 = select i1 %221, i32 %165, i32 0
  %223 = icmp ult i64 %194, 6
  br i1 %223, label %705, label %224

224:                                              ; preds = %219
  %225 = getelementptr inbounds i8, ptr %196, i64 %220
  tail call fastcc void @ZSTD_overflowCorrectIfNeeded(ptr noundef nonnull %11, ptr noundef nonnull %166, ptr noundef nonnull %89, ptr noundef %196, ptr noundef %225)
  %226 = load ptr, ptr %169, align 8, !tbaa !222
  %227 = ptrtoint ptr %225 to i64
  %228 = ptrtoint ptr %226 to i64
  %229 = sub i64 %227, %228
  %230 = trunc i64 %229 to i32
  %231 = load i32, ptr %167, align 4, !tbaa !42
  %232 = add i32 %231, %148
  %233 = icmp ult i32 %232, %230
  br i1 %233, label %237, label %234

234:                                              ; preds = %224
  %235 = load i32, ptr %170, align 8, !tbaa !221
  %236 = icmp eq i32 %231, %235
  br i1 %236, label %238, label %237

237:                                              ; preds = %234, %224
  store i32 0, ptr %167, align 4, !tbaa !42
  store ptr null, ptr %168, align 8, !tbaa !41
  br label %238

238:                                              ; preds = %237, %234
  %239 = phi i32 [ %231, %234 ], [ 0, %237 ]
  %240 = ptrtoint ptr %196 to i64
  %241 = sub i64 %240, %228
  %242 = trunc i64 %241 to i32
  %243 = add i32 %239, %148
  %244 = icmp ult i32 %243, %242
  %245 = load i32, ptr %171, align 4, !tbaa !220
  br i1 %244, label %246, label %256

246:                                              ; preds = %238
  %247 = sub i32 %242, %148
  %248 = icmp ult i32 %245, %247
  br i1 %248, label %249, label %250

249:                                              ; preds = %246
  store i32 %247, ptr %171, align 4, !tbaa !220
  br label %250

250:                                              ; preds = %249, %246
  %251 = phi i32 [ %247, %249 ], [ %245, %246 ]
  %252 = load i32, ptr %170, align 8, !tbaa !221
  %253 = icmp ult i32 %252, %251
  br i1 %253, label %254, label %255

254:                                              ; preds = %250
  store i32 %251, ptr %170, align 8, !tbaa !221
  br label %255

255:                                              ; preds = %254, %250
  store i32 0, ptr %167, align 4, !tbaa !42
  store ptr null, ptr %168, align 8, !tbaa !41
  br label %256

256:                                              ; preds = %255, %238
  %257 = phi i32 [ %245, %238 ], [ %251, %255 ]
  %258 = load i32, ptr %172, align 4, !tbaa !223
  %259 = icmp ult i32 %258, %257
  br i1 %259, label %260, label %261

260:                                              ; preds = %256
  store i32 %257, ptr %172, align 4, !tbaa !223
  br label %261

261:                                              ; preds = %260, %256
  %262 = load i64, ptr %173, align 8, !tbaa !86
  %263 = icmp eq i64 %262, 0
  br i1 %263, label %340, label %264

264:                                              ; preds = %261
  %265 = tail call fastcc i64 @ZSTD_buildSeqStore(ptr noundef nonnull %0, ptr noundef %196, i64 noundef %220)
  %266 = icmp ult i64 %265, -119
  br i1 %266, label %267, label %705

267:                                              ; preds = %264
  %268 = icmp eq i64 %265, 0
  br i1 %268, label %269, label %320

269:                                              ; preds = %267
  %270 = load i32, ptr %174, align 8, !tbaa !229
  %271 = icmp eq i32 %270, 0
  br i1 %271, label %272, label %300

272:                                              ; preds = %269
  %273 = load ptr, ptr %176, align 8, !tbaa !173
  %274 = load ptr, ptr %175, align 8, !tbaa !169
  %275 = ptrtoint ptr %273 to i64
  %276 = ptrtoint ptr %274 to i64
  %277 = sub i64 %275, %276
  %278 = load ptr, ptr %177, align 8, !tbaa !184
  %279 = load ptr, ptr %178, align 8, !tbaa !183
  %280 = ptrtoint ptr %278 to i64
  %281 = ptrtoint ptr %279 to i64
  %282 = sub i64 %280, %281
  %283 = icmp ugt i64 %277, 31
  %284 = icmp ugt i64 %282, 9
  %285 = select i1 %283, i1 true, i1 %284
  br i1 %285, label %300, label %286

286:                                              ; preds = %272
  %287 = tail call fastcc i32 @ZSTD_isRLE(ptr noundef %196, i64 noundef %220)
  %288 = icmp eq i32 %287, 0
  br i1 %288, label %300, label %289

289:                                              ; preds = %286
  %290 = load i8, ptr %196, align 1, !tbaa !179
  %291 = trunc i64 %220 to i32
  %292 = shl i32 %291, 3
  %293 = or disjoint i32 %222, %292
  %294 = trunc i32 %293 to i16
  %295 = or disjoint i16 %294, 2
  store i16 %295, ptr %197, align 1, !tbaa !213
  %296 = lshr i32 %292, 16
  %297 = trunc i32 %296 to i8
  %298 = getelementptr inbounds i8, ptr %197, i64 2
  store i8 %297, ptr %298, align 1, !tbaa !179
  %299 = getelementptr inbounds i8, ptr %197, i64 3
  store i8 %290, ptr %299, align 1, !tbaa !179
  br label %333

300:                                              ; preds = %286, %272, %269
  %301 = tail call i64 @ZSTD_compressSuperBlock(ptr noundef nonnull %0, ptr noundef %197, i64 noundef %194, ptr noundef %196, i64 noundef %220, i32 noundef %222) #30
  %302 = icmp eq i64 %301, -70
  br i1 %302, label %320, label %303

303:                                              ; preds = %300
  %304 = icmp ult i64 %301, -119
  br i1 %304, label %305, label %705

305:                                              ; preds = %303
  %306 = load i32, ptr %161, align 4, !tbaa !159
  %307 = icmp ugt i32 %306, 7
  %308 = add i32 %306, -1
  %309 = select i1 %307, i32 %308, i32 6
  %310 = zext nneg i32 %309 to i64
  %311 = lshr i64 %220, %310
  %312 = icmp ne i64 %301, 0
  %313 = add i64 %220, 1
  %314 = sub i64 %313, %311
  %315 = icmp ult i64 %301, %314
  %316 = select i1 %312, i1 %315, i1 false
  br i1 %316, label %317, label %320

317:                                              ; preds = %305
  %318 = load <2 x ptr>, ptr %179, align 8, !tbaa !41
  %319 = shufflevector <2 x ptr> %318, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %319, ptr %179, align 8, !tbaa !41
  br label %333

320:                                              ; preds = %305, %300, %267
  %321 = add i64 %220, 3
  %322 = icmp ugt i64 %321, %194
  br i1 %322, label %705, label %323

323:                                              ; preds = %320
  %324 = trunc i64 %220 to i32
  %325 = shl i32 %324, 3
  %326 = or disjoint i32 %325, %222
  %327 = trunc i32 %326 to i16
  store i16 %327, ptr %197, align 1, !tbaa !213
  %328 = lshr i32 %325, 16
  %329 = trunc i32 %328 to i8
  %330 = getelementptr inbounds i8, ptr %197, i64 2
  store i8 %329, ptr %330, align 1, !tbaa !179
  %331 = getelementptr inbounds i8, ptr %197, i64 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %331, ptr readonly align 1 %196, i64 %220, i1 false)
  %332 = icmp ult i64 %321, -119
  br i1 %332, label %333, label %705

333:                                              ; preds = %323, %317, %289
  %334 = phi i64 [ %321, %323 ], [ %301, %317 ], [ 4, %289 ]
  %335 = load ptr, ptr %179, align 8, !tbaa !48
  %336 = getelementptr inbounds i8, ptr %335, i64 5604
  %337 = load i32, ptr %336, align 4, !tbaa !151
  %338 = icmp eq i32 %337, 2
  br i1 %338, label %339, label %670

339:                                              ; preds = %333
  store i32 1, ptr %336, align 4, !tbaa !151
  br label %670

340:                                              ; preds = %261
  %341 = load i32, ptr %180, align 4, !tbaa !62
  %342 = icmp eq i32 %341, 1
  br i1 %342, label %343, label %635

343:                                              ; preds = %340
  %344 = tail call fastcc i64 @ZSTD_buildSeqStore(ptr noundef nonnull %0, ptr noundef %196, i64 noundef %220)
  %345 = icmp ult i64 %344, -119
  br i1 %345, label %346, label %705

346:                                              ; preds = %343
  %347 = icmp eq i64 %344, 1
  br i1 %347, label %348, label %369

348:                                              ; preds = %346
  %349 = load ptr, ptr %179, align 8, !tbaa !48
  %350 = getelementptr inbounds i8, ptr %349, i64 5604
  %351 = load i32, ptr %350, align 4, !tbaa !151
  %352 = icmp eq i32 %351, 2
  br i1 %352, label %353, label %354

353:                                              ; preds = %348
  store i32 1, ptr %350, align 4, !tbaa !151
  br label %354

354:                                              ; preds = %353, %348
  %355 = load i32, ptr %192, align 8, !tbaa !230
  %356 = icmp eq i32 %355, 0
  br i1 %356, label %357, label %705

357:                                              ; preds = %354
  %358 = add i64 %220, 3
  %359 = icmp ugt i64 %358, %194
  br i1 %359, label %705, label %360

360:                                              ; preds = %357
  %361 = trunc i64 %220 to i32
  %362 = shl i32 %361, 3
  %363 = or disjoint i32 %362, %222
  %364 = trunc i32 %363 to i16
  store i16 %364, ptr %197, align 1, !tbaa !213
  %365 = lshr i32 %362, 16
  %366 = trunc i32 %365 to i8
  %367 = getelementptr inbounds i8, ptr %197, i64 2
  store i8 %366, ptr %367, align 1, !tbaa !179
  %368 = getelementptr inbounds i8, ptr %197, i64 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %368, ptr readonly align 1 %196, i64 %220, i1 false)
  br label %632

369:                                              ; preds = %346
  %370 = load ptr, ptr %176, align 8, !tbaa !231
  %371 = load ptr, ptr %175, align 8, !tbaa !232
  %372 = ptrtoint ptr %370 to i64
  %373 = ptrtoint ptr %371 to i64
  %374 = sub i64 %372, %373
  %375 = lshr exact i64 %374, 3
  %376 = trunc i64 %375 to i32
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #30
  store ptr %181, ptr %8, align 8, !tbaa !233
  store i64 0, ptr %184, align 8, !tbaa !235
  %377 = icmp ult i32 %376, 5
  br i1 %377, label %383, label %378

378:                                              ; preds = %369
  %379 = and i64 %375, 4294967295
  call fastcc void @ZSTD_deriveBlockSplitsHelper(ptr noundef nonnull %8, i64 noundef 0, i64 noundef %379, ptr noundef nonnull %0, ptr noundef nonnull %175)
  %380 = load ptr, ptr %8, align 8, !tbaa !233
  %381 = load i64, ptr %184, align 8, !tbaa !235
  %382 = getelementptr inbounds i32, ptr %380, i64 %381
  store i32 %376, ptr %382, align 4, !tbaa !42
  br label %383

383:                                              ; preds = %378, %369
  %384 = phi i64 [ %381, %378 ], [ 0, %369 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #30
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %9) #30
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10) #30
  %385 = load ptr, ptr %179, align 8, !tbaa !48
  %386 = getelementptr inbounds i8, ptr %385, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %386, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %10, ptr noundef nonnull align 8 dereferenceable(12) %386, i64 12, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %182, i8 0, i64 80, i1 false)
  %387 = icmp eq i64 %384, 0
  br i1 %387, label %388, label %390

388:                                              ; preds = %383
  %389 = call fastcc i64 @ZSTD_compressSeqStore_singleBlock(ptr noundef nonnull %0, ptr noundef nonnull %175, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef %197, i64 noundef %194, ptr noundef %196, i64 noundef %220, i32 noundef %222, i32 noundef 0)
  br label %630

390:                                              ; preds = %383
  %391 = load i32, ptr %181, align 4, !tbaa !42
  %392 = zext i32 %391 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %183, ptr noundef nonnull readonly align 8 dereferenceable(80) %175, i64 80, i1 false), !tbaa.struct !236
  %393 = load i32, ptr %185, align 8, !tbaa !181
  %394 = icmp eq i32 %393, 0
  br i1 %394, label %399, label %395

395:                                              ; preds = %390
  %396 = load i32, ptr %186, align 4, !tbaa !182
  %397 = icmp ugt i32 %396, %391
  br i1 %397, label %398, label %399

398:                                              ; preds = %395
  store i32 0, ptr %187, align 8, !tbaa !181
  br label %399

399:                                              ; preds = %398, %395, %390
  %400 = load ptr, ptr %175, align 8, !tbaa !169
  store ptr %400, ptr %183, align 8, !tbaa !169
  %401 = getelementptr inbounds %struct.SeqDef_s, ptr %400, i64 %392
  store ptr %401, ptr %188, align 8, !tbaa !173
  %402 = load ptr, ptr %176, align 8, !tbaa !173
  %403 = ptrtoint ptr %402 to i64
  %404 = ptrtoint ptr %400 to i64
  %405 = sub i64 %403, %404
  %406 = ashr exact i64 %405, 3
  %407 = icmp eq i64 %406, %392
  br i1 %407, label %469, label %408

408:                                              ; preds = %399
  %409 = icmp eq i32 %391, 0
  br i1 %409, label %465, label %410

410:                                              ; preds = %408
  %411 = load i32, ptr %189, align 4, !tbaa !182
  %412 = zext i32 %411 to i64
  %413 = and i64 %392, 1
  %414 = icmp eq i32 %391, 1
  br i1 %414, label %449, label %415

415:                                              ; preds = %410
  %416 = and i64 %392, 4294967294
  br label %417

417:                                              ; preds = %444, %415
  %418 = phi i64 [ 0, %415 ], [ %445, %444 ]
  %419 = phi i64 [ 0, %415 ], [ %446, %444 ]
  %420 = phi i64 [ 0, %415 ], [ %447, %444 ]
  %421 = getelementptr inbounds %struct.SeqDef_s, ptr %400, i64 %419, i32 1
  %422 = load i16, ptr %421, align 4, !tbaa !213
  %423 = zext i16 %422 to i64
  %424 = add i64 %418, %423
  %425 = icmp eq i64 %419, %412
  br i1 %425, label %426, label %431

426:                                              ; preds = %417
  %427 = load i32, ptr %187, align 8, !tbaa !181
  %428 = icmp eq i32 %427, 1
  %429 = add i64 %424, 65536
  %430 = select i1 %428, i64 %429, i64 %424
  br label %431

431:                                              ; preds = %426, %417
  %432 = phi i64 [ %424, %417 ], [ %430, %426 ]
  %433 = or disjoint i64 %419, 1
  %434 = getelementptr inbounds %struct.SeqDef_s, ptr %400, i64 %433, i32 1
  %435 = load i16, ptr %434, align 4, !tbaa !213
  %436 = zext i16 %435 to i64
  %437 = add i64 %432, %436
  %438 = icmp eq i64 %433, %412
  br i1 %438, label %439, label %444

439:                                              ; preds = %431
  %440 = load i32, ptr %187, align 8, !tbaa !181
  %441 = icmp eq i32 %440, 1
  %442 = add i64 %437, 65536
  %443 = select i1 %441, i64 %442, i64 %437
  br label %444

444:                                              ; preds = %439, %431
  %445 = phi i64 [ %437, %431 ], [ %443, %439 ]
  %446 = add nuw nsw i64 %419, 2
  %447 = add i64 %420, 2
  %448 = icmp eq i64 %447, %416
  br i1 %448, label %449, label %417, !llvm.loop !237

449:                                              ; preds = %444, %410
  %450 = phi i64 [ poison, %410 ], [ %445, %444 ]
  %451 = phi i64 [ 0, %410 ], [ %445, %444 ]
  %452 = phi i64 [ 0, %410 ], [ %446, %444 ]
  %453 = icmp eq i64 %413, 0
  br i1 %453, label %465, label %454

454:                                              ; preds = %449
  %455 = getelementptr inbounds %struct.SeqDef_s, ptr %400, i64 %452, i32 1
  %456 = load i16, ptr %455, align 4, !tbaa !213
  %457 = zext i16 %456 to i64
  %458 = add i64 %451, %457
  %459 = icmp eq i64 %452, %412
  br i1 %459, label %460, label %465

460:                                              ; preds = %454
  %461 = load i32, ptr %187, align 8, !tbaa !181
  %462 = icmp eq i32 %461, 1
  %463 = add i64 %458, 65536
  %464 = select i1 %462, i64 %463, i64 %458
  br label %465

465:                                              ; preds = %449, %460, %454, %408
  %466 = phi i64 [ 0, %408 ], [ %450, %449 ], [ %458, %454 ], [ %464, %460 ]
  %467 = load ptr, ptr %190, align 8, !tbaa !183
  %468 = getelementptr inbounds i8, ptr %467, i64 %466
  store ptr %468, ptr %191, align 8, !tbaa !184
  br label %469

469:                                              ; preds = %465, %399
  br label %470

470:                                              ; preds = %469, %620
  %471 = phi i64 [ %623, %620 ], [ %194, %469 ]
  %472 = phi i64 [ %624, %620 ], [ 0, %469 ]
  %473 = phi ptr [ %621, %620 ], [ %196, %469 ]
  %474 = phi ptr [ %622, %620 ], [ %197, %469 ]
  %475 = phi i64 [ %625, %620 ], [ 0, %469 ]
  %476 = phi i64 [ %604, %620 ], [ 0, %469 ]
  %477 = icmp eq i64 %475, %384
  %478 = load ptr, ptr %188, align 8, !tbaa !173
  %479 = load ptr, ptr %183, align 8, !tbaa !169
  %480 = icmp eq ptr %478, %479
  br i1 %480, label %602, label %481

481:                                              ; preds = %470
  %482 = ptrtoint ptr %478 to i64
  %483 = ptrtoint ptr %479 to i64
  %484 = sub i64 %482, %483
  %485 = ashr exact i64 %484, 3
  %486 = load i32, ptr %189, align 4, !tbaa !182
  %487 = zext i32 %486 to i64
  %488 = tail call i64 @llvm.umax.i64(i64 %485, i64 1)
  %489 = add i64 %488, -1
  %490 = and i64 %488, 1
  %491 = icmp eq i64 %489, 0
  br i1 %491, label %526, label %492

492:                                              ; preds = %481
  %493 = and i64 %488, -2
  br label %494

494:                                              ; preds = %521, %492
  %495 = phi i64 [ 0, %492 ], [ %522, %521 ]
  %496 = phi i64 [ 0, %492 ], [ %523, %521 ]
  %497 = phi i64 [ 0, %492 ], [ %524, %521 ]
  %498 = getelementptr inbounds %struct.SeqDef_s, ptr %479, i64 %496, i32 1
  %499 = load i16, ptr %498, align 4, !tbaa !213
  %500 = zext i16 %499 to i64
  %501 = add i64 %495, %500
  %502 = icmp eq i64 %496, %487
  br i1 %502, label %503, label %508

503:                                              ; preds = %494
  %504 = load i32, ptr %187, align 8, !tbaa !181
  %505 = icmp eq i32 %504, 1
  %506 = add i64 %501, 65536
  %507 = select i1 %505, i64 %506, i64 %501
  br label %508

508:                                              ; preds = %503, %494
  %509 = phi i64 [ %501, %494 ], [ %507, %503 ]
  %510 = or disjoint i64 %496, 1
  %511 = getelementptr inbounds %struct.SeqDef_s, ptr %479, i64 %510, i32 1
  %512 = load i16, ptr %511, align 4, !tbaa !213
  %513 = zext i16 %512 to i64
  %514 = add i64 %509, %513
  %515 = icmp eq i64 %510, %487
  br i1 %515, label %516, label %521

516:                                              ; preds = %508
  %517 = load i32, ptr %187, align 8, !tbaa !181
  %518 = icmp eq i32 %517, 1
  %519 = add i64 %514, 65536
  %520 = select i1 %518, i64 %519, i64 %514
  br label %521

521:                                              ; preds = %516, %508
  %522 = phi i64 [ %514, %508 ], [ %520, %516 ]
  %523 = add nuw i64 %496, 2
  %524 = add i64 %497, 2
  %525 = icmp eq i64 %524, %493
  br i1 %525, label %526, label %494, !llvm.loop !237

526:                                              ; preds = %521, %481
  %527 = phi i64 [ poison, %481 ], [ %522, %521 ]
  %528 = phi i64 [ 0, %481 ], [ %522, %521 ]
  %529 = phi i64 [ 0, %481 ], [ %523, %521 ]
  %530 = icmp eq i64 %490, 0
  br i1 %530, label %542, label %531

531:                                              ; preds = %526
  %532 = getelementptr inbounds %struct.SeqDef_s, ptr %479, i64 %529, i32 1
  %533 = load i16, ptr %532, align 4, !tbaa !213
  %534 = zext i16 %533 to i64
  %535 = add i64 %528, %534
  %536 = icmp eq i64 %529, %487
  br i1 %536, label %537, label %542

537:                                              ; preds = %531
  %538 = load i32, ptr %187, align 8, !tbaa !181
  %539 = icmp eq i32 %538, 1
  %540 = add i64 %535, 65536
  %541 = select i1 %539, i64 %540, i64 %535
  br label %542

542:                                              ; preds = %531, %537, %526
  %543 = phi i64 [ %527, %526 ], [ %535, %531 ], [ %541, %537 ]
  %544 = and i64 %488, 1
  %545 = icmp eq i64 %489, 0
  br i1 %545, label %582, label %546

546:                                              ; preds = %542
  %547 = and i64 %488, -2
  br label %548

548:                                              ; preds = %577, %546
  %549 = phi i64 [ 0, %546 ], [ %578, %577 ]
  %550 = phi i64 [ 0, %546 ], [ %579, %577 ]
  %551 = phi i64 [ 0, %546 ], [ %580, %577 ]
  %552 = getelementptr inbounds %struct.SeqDef_s, ptr %479, i64 %550, i32 2
  %553 = load i16, ptr %552, align 2, !tbaa !213
  %554 = zext i16 %553 to i64
  %555 = add i64 %549, 3
  %556 = add i64 %555, %554
  %557 = icmp eq i64 %550, %487
  br i1 %557, label %558, label %563

558:                                              ; preds = %548
  %559 = load i32, ptr %187, align 8, !tbaa !181
  %560 = icmp eq i32 %559, 2
  %561 = add i64 %556, 65536
  %562 = select i1 %560, i64 %561, i64 %556
  br label %563

563:                                              ; preds = %558, %548
  %564 = phi i64 [ %556, %548 ], [ %562, %558 ]
  %565 = or disjoint i64 %550, 1
  %566 = getelementptr inbounds %struct.SeqDef_s, ptr %479, i64 %565, i32 2
  %567 = load i16, ptr %566, align 2, !tbaa !213
  %568 = zext i16 %567 to i64
  %569 = add i64 %564, 3
  %570 = add i64 %569, %568
  %571 = icmp eq i64 %565, %487
  br i1 %571, label %572, label %577

572:                                              ; preds = %563
  %573 = load i32, ptr %187, align 8, !tbaa !181
  %574 = icmp eq i32 %573, 2
  %575 = add i64 %570, 65536
  %576 = select i1 %574, i64 %575, i64 %570
  br label %577

577:                                              ; preds = %572, %563
  %578 = phi i64 [ %570, %563 ], [ %576, %572 ]
  %579 = add nuw i64 %550, 2
  %580 = add i64 %551, 2
  %581 = icmp eq i64 %580, %547
  br i1 %581, label %582, label %548, !llvm.loop !238

582:                                              ; preds = %577, %542
  %583 = phi i64 [ poison, %542 ], [ %578, %577 ]
  %584 = phi i64 [ 0, %542 ], [ %578, %577 ]
  %585 = phi i64 [ 0, %542 ], [ %579, %577 ]
  %586 = icmp eq i64 %544, 0
  br i1 %586, label %599, label %587

587:                                              ; preds = %582
  %588 = getelementptr inbounds %struct.SeqDef_s, ptr %479, i64 %585, i32 2
  %589 = load i16, ptr %588, align 2, !tbaa !213
  %590 = zext i16 %589 to i64
  %591 = add i64 %584, 3
  %592 = add i64 %591, %590
  %593 = icmp eq i64 %585, %487
  br i1 %593, label %594, label %599

594:                                              ; preds = %587
  %595 = load i32, ptr %187, align 8, !tbaa !181
  %596 = icmp eq i32 %595, 2
  %597 = add i64 %592, 65536
  %598 = select i1 %596, i64 %597, i64 %592
  br label %599

599:                                              ; preds = %587, %594, %582
  %600 = phi i64 [ %583, %582 ], [ %592, %587 ], [ %598, %594 ]
  %601 = add i64 %600, %543
  br label %602

602:                                              ; preds = %599, %470
  %603 = phi i64 [ 0, %470 ], [ %601, %599 ]
  %604 = add i64 %603, %476
  br i1 %477, label %605, label %608

605:                                              ; preds = %602
  %606 = add i64 %603, %220
  %607 = sub i64 %606, %604
  br label %615

608:                                              ; preds = %602
  %609 = getelementptr inbounds i32, ptr %181, i64 %475
  %610 = load i32, ptr %609, align 4, !tbaa !42
  %611 = zext i32 %610 to i64
  %612 = getelementptr i8, ptr %609, i64 4
  %613 = load i32, ptr %612, align 4, !tbaa !42
  %614 = zext i32 %613 to i64
  tail call fastcc void @ZSTD_deriveSeqStoreChunk(ptr noundef nonnull %182, ptr noundef nonnull %175, i64 noundef %611, i64 noundef %614)
  br label %615

615:                                              ; preds = %608, %605
  %616 = phi i32 [ %222, %605 ], [ 0, %608 ]
  %617 = phi i64 [ %607, %605 ], [ %603, %608 ]
  %618 = call fastcc i64 @ZSTD_compressSeqStore_singleBlock(ptr noundef %0, ptr noundef nonnull %183, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef %474, i64 noundef %471, ptr noundef %473, i64 noundef %617, i32 noundef %616, i32 noundef 1)
  %619 = icmp ult i64 %618, -119
  br i1 %619, label %620, label %630

620:                                              ; preds = %615
  %621 = getelementptr inbounds i8, ptr %473, i64 %617
  %622 = getelementptr inbounds i8, ptr %474, i64 %618
  %623 = sub i64 %471, %618
  %624 = add i64 %618, %472
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %183, ptr noundef nonnull align 8 dereferenceable(80) %182, i64 80, i1 false), !tbaa.struct !236
  %625 = add i64 %475, 1
  %626 = icmp ugt i64 %625, %384
  br i1 %626, label %627, label %470, !llvm.loop !239

627:                                              ; preds = %620
  %628 = load ptr, ptr %179, align 8, !tbaa !48
  %629 = getelementptr inbounds i8, ptr %628, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %629, ptr noundef nonnull align 4 dereferenceable(12) %9, i64 12, i1 false)
  br label %630

630:                                              ; preds = %615, %627, %388
  %631 = phi i64 [ %389, %388 ], [ %624, %627 ], [ %618, %615 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10) #30
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %9) #30
  br label %632

632:                                              ; preds = %630, %360
  %633 = phi i64 [ %631, %630 ], [ %358, %360 ]
  %634 = icmp ult i64 %633, -119
  br i1 %634, label %670, label %705

635:                                              ; preds = %340
  %636 = getelementptr inbounds i8, ptr %197, i64 3
  %637 = add i64 %194, -3
  %638 = tail call fastcc i64 @ZSTD_compressBlock_internal(ptr noundef nonnull %0, ptr noundef nonnull %636, i64 noundef %637, ptr noundef %196, i64 noundef %220, i32 noundef 1)
  %639 = icmp ult i64 %638, -119
  br i1 %639, label %640, label %705

640:                                              ; preds = %635
  switch i64 %638, label %658 [
    i64 0, label %641
    i64 1, label %653
  ]

641:                                              ; preds = %640
  %642 = add i64 %220, 3
  %643 = icmp ugt i64 %642, %194
  br i1 %643, label %705, label %644

644:                                              ; preds = %641
  %645 = trunc i64 %220 to i32
  %646 = shl i32 %645, 3
  %647 = or disjoint i32 %646, %222
  %648 = trunc i32 %647 to i16
  store i16 %648, ptr %197, align 1, !tbaa !213
  %649 = lshr i32 %646, 16
  %650 = trunc i32 %649 to i8
  %651 = getelementptr inbounds i8, ptr %197, i64 2
  store i8 %650, ptr %651, align 1, !tbaa !179
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %636, ptr readonly align 1 %196, i64 %220, i1 false)
  %652 = icmp ult i64 %642, -119
  br i1 %652, label %670, label %705

653:                                              ; preds = %640
  %654 = trunc i64 %220 to i32
  %655 = shl i32 %654, 3
  %656 = or disjoint i32 %222, %655
  %657 = or disjoint i32 %656, 2
  br label %663

658:                                              ; preds = %640
  %659 = trunc i64 %638 to i32
  %660 = shl i32 %659, 3
  %661 = or disjoint i32 %660, %222
  %662 = or disjoint i32 %661, 4
  br label %663

663:                                              ; preds = %658, %653
  %664 = phi i32 [ %657, %653 ], [ %662, %658 ]
  %665 = trunc i32 %664 to i16
  store i16 %665, ptr %197, align 1, !tbaa !213
  %666 = lshr i32 %664, 16
  %667 = trunc i32 %666 to i8
  %668 = getelementptr inbounds i8, ptr %197, i64 2
  store i8 %667, ptr %668, align 1, !tbaa !179
  %669 = add nuw i64 %638, 3
  br label %670

670:                                              ; preds = %663, %644, %632, %339, %333
  %671 = phi i64 [ %633, %632 ], [ %642, %644 ], [ %669, %663 ], [ %334, %333 ], [ %334, %339 ]
  %672 = add i64 %220, %198
  %673 = sub i64 %672, %671
  %674 = sub i64 %195, %220
  %675 = getelementptr inbounds i8, ptr %197, i64 %671
  %676 = sub i64 %194, %671
  store i32 0, ptr %174, align 8, !tbaa !229
  %677 = icmp eq i64 %674, 0
  br i1 %677, label %678, label %193, !llvm.loop !240

678:                                              ; preds = %670
  %679 = icmp ne i32 %6, 0
  %680 = icmp ugt ptr %675, %33
  %681 = select i1 %679, i1 %680, i1 false
  br i1 %681, label %682, label %683

682:                                              ; preds = %678
  store i32 3, ptr %0, align 8, !tbaa !154
  br label %683

683:                                              ; preds = %682, %678
  %684 = ptrtoint ptr %675 to i64
  %685 = ptrtoint ptr %33 to i64
  %686 = sub i64 %684, %685
  br label %687

687:                                              ; preds = %683, %140
  %688 = phi i64 [ %142, %140 ], [ %686, %683 ]
  %689 = icmp ult i64 %688, -119
  br i1 %689, label %690, label %705

690:                                              ; preds = %687
  %691 = getelementptr inbounds i8, ptr %0, i64 792
  %692 = load i64, ptr %691, align 8, !tbaa !137
  %693 = add i64 %692, %4
  store i64 %693, ptr %691, align 8, !tbaa !137
  %694 = add i64 %688, %31
  %695 = getelementptr inbounds i8, ptr %0, i64 800
  %696 = load i64, ptr %695, align 8, !tbaa !141
  %697 = add i64 %696, %694
  store i64 %697, ptr %695, align 8, !tbaa !141
  %698 = getelementptr inbounds i8, ptr %0, i64 784
  %699 = load i64, ptr %698, align 8, !tbaa !100
  %700 = icmp ne i64 %699, 0
  %701 = add i64 %693, 1
  %702 = icmp ugt i64 %701, %699
  %703 = select i1 %700, i1 %702, i1 false
  %704 = select i1 %703, i64 -72, i64 %694
  br label %705

705:                                              ; preds = %635, %644, %632, %219, %641, %303, %320, %264, %323, %357, %343, %354, %690, %687, %30, %7, %18
  %706 = phi i64 [ %25, %18 ], [ -60, %7 ], [ %31, %30 ], [ %688, %687 ], [ %704, %690 ], [ -106, %354 ], [ %344, %343 ], [ -70, %357 ], [ %321, %323 ], [ %265, %264 ], [ -70, %320 ], [ %301, %303 ], [ -70, %641 ], [ -70, %219 ], [ %633, %632 ], [ %642, %644 ], [ %638, %635 ]
  ret i64 %706
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressContinue(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = tail call fastcc i64 @ZSTD_compressContinue_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 1, i32 noundef 0)
  ret i64 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_getBlockSize(ptr nocapture noundef readonly %0) local_unnamed_addr #9 {
  %2 = getelementptr inbounds i8, ptr %0, i64 244
  %3 = load i32, ptr %2, align 4, !tbaa !42
  %4 = getelementptr inbounds i8, ptr %0, i64 392
  %5 = load i64, ptr %4, align 8, !tbaa !158
  %6 = zext nneg i32 %3 to i64
  %7 = shl nuw i64 1, %6
  %8 = tail call i64 @llvm.umin.i64(i64 %5, i64 %7)
  ret i64 %8
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_deprecated(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %0, i64 244
  %7 = load i32, ptr %6, align 4, !tbaa !42
  %8 = getelementptr inbounds i8, ptr %0, i64 392
  %9 = load i64, ptr %8, align 8, !tbaa !158
  %10 = zext nneg i32 %7 to i64
  %11 = shl nuw i64 1, %10
  %12 = tail call i64 @llvm.umin.i64(i64 %9, i64 %11)
  %13 = icmp ult i64 %12, %4
  br i1 %13, label %16, label %14

14:                                               ; preds = %5
  %15 = tail call fastcc i64 @ZSTD_compressContinue_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 0, i32 noundef 0)
  br label %16

16:                                               ; preds = %5, %14
  %17 = phi i64 [ -72, %5 ], [ %15, %14 ]
  ret i64 %17
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %0, i64 244
  %7 = load i32, ptr %6, align 4, !tbaa !42
  %8 = getelementptr inbounds i8, ptr %0, i64 392
  %9 = load i64, ptr %8, align 8, !tbaa !158
  %10 = zext nneg i32 %7 to i64
  %11 = shl nuw i64 1, %10
  %12 = tail call i64 @llvm.umin.i64(i64 %9, i64 %11)
  %13 = icmp ult i64 %12, %4
  br i1 %13, label %16, label %14

14:                                               ; preds = %5
  %15 = tail call fastcc i64 @ZSTD_compressContinue_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 0, i32 noundef 0)
  br label %16

16:                                               ; preds = %5, %14
  %17 = phi i64 [ -72, %5 ], [ %15, %14 ]
  ret i64 %17
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_loadCEntropy(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = alloca [32 x i16], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [53 x i16], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [36 x i16], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #30
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #30
  store i32 31, ptr %6, align 4, !tbaa !42
  %16 = getelementptr inbounds i8, ptr %2, i64 %3
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = getelementptr inbounds i8, ptr %0, i64 2056
  store i32 1, ptr %18, align 8, !tbaa !146
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #30
  store i32 255, ptr %7, align 4, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #30
  store i32 1, ptr %8, align 4, !tbaa !42
  %19 = ptrtoint ptr %16 to i64
  %20 = add nsw i64 %3, -8
  %21 = call i64 @HUF_readCTable(ptr noundef %0, ptr noundef nonnull %7, ptr noundef nonnull %17, i64 noundef %20, ptr noundef nonnull %8) #30
  %22 = load i32, ptr %8, align 4, !tbaa !42
  %23 = icmp eq i32 %22, 0
  %24 = load i32, ptr %7, align 4
  %25 = icmp eq i32 %24, 255
  %26 = select i1 %23, i1 %25, i1 false
  br i1 %26, label %27, label %28

27:                                               ; preds = %4
  store i32 2, ptr %18, align 8, !tbaa !146
  br label %28

28:                                               ; preds = %4, %27
  %29 = icmp ult i64 %21, -119
  %30 = getelementptr inbounds i8, ptr %17, i64 %21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #30
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #30
  br i1 %29, label %31, label %175

31:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #30
  %32 = ptrtoint ptr %30 to i64
  %33 = sub i64 %19, %32
  %34 = call i64 @FSE_readNCount(ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %9, ptr noundef nonnull %30, i64 noundef %33) #30
  %35 = icmp ult i64 %34, -119
  br i1 %35, label %36, label %39

36:                                               ; preds = %31
  %37 = load i32, ptr %9, align 4, !tbaa !42
  %38 = icmp ugt i32 %37, 8
  br i1 %38, label %39, label %40

39:                                               ; preds = %31, %36
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #30
  br label %175

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 2064
  %42 = call i64 @FSE_buildCTable_wksp(ptr noundef nonnull %41, ptr noundef nonnull %5, i32 noundef 31, i32 noundef %37, ptr noundef %1, i64 noundef 8704) #30
  %43 = icmp ult i64 %42, -119
  %44 = getelementptr inbounds i8, ptr %30, i64 %34
  %45 = select i1 %43, ptr %44, ptr %30
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #30
  br i1 %43, label %46, label %175

46:                                               ; preds = %40
  call void @llvm.lifetime.start.p0(i64 106, ptr nonnull %10) #30
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #30
  store i32 52, ptr %11, align 4, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #30
  %47 = ptrtoint ptr %44 to i64
  %48 = sub i64 %19, %47
  %49 = call i64 @FSE_readNCount(ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %44, i64 noundef %48) #30
  %50 = icmp ult i64 %49, -119
  br i1 %50, label %51, label %86

51:                                               ; preds = %46
  %52 = load i32, ptr %12, align 4, !tbaa !42
  %53 = icmp ugt i32 %52, 9
  br i1 %53, label %86, label %54

54:                                               ; preds = %51
  %55 = getelementptr inbounds i8, ptr %0, i64 2836
  %56 = load i32, ptr %11, align 4, !tbaa !42
  %57 = call i64 @FSE_buildCTable_wksp(ptr noundef nonnull %55, ptr noundef nonnull %10, i32 noundef %56, i32 noundef %52, ptr noundef %1, i64 noundef 8704) #30
  %58 = icmp ult i64 %57, -119
  br i1 %58, label %59, label %86

59:                                               ; preds = %54
  %60 = load i32, ptr %11, align 4, !tbaa !42
  %61 = icmp ult i32 %60, 52
  br i1 %61, label %87, label %81

62:                                               ; preds = %81
  %63 = icmp eq i64 %82, 52
  br i1 %63, label %87, label %64, !llvm.loop !241

64:                                               ; preds = %62
  %65 = or disjoint i64 %82, 1
  %66 = getelementptr inbounds i16, ptr %10, i64 %65
  %67 = load i16, ptr %66, align 2, !tbaa !213
  %68 = icmp eq i16 %67, 0
  br i1 %68, label %87, label %69

69:                                               ; preds = %64
  %70 = or disjoint i64 %82, 2
  %71 = getelementptr inbounds i16, ptr %10, i64 %70
  %72 = load i16, ptr %71, align 4, !tbaa !213
  %73 = icmp eq i16 %72, 0
  br i1 %73, label %87, label %74

74:                                               ; preds = %69
  %75 = or disjoint i64 %82, 3
  %76 = getelementptr inbounds i16, ptr %10, i64 %75
  %77 = load i16, ptr %76, align 2, !tbaa !213
  %78 = icmp eq i16 %77, 0
  br i1 %78, label %87, label %79

79:                                               ; preds = %74
  %80 = add nuw nsw i64 %82, 4
  br label %81

81:                                               ; preds = %59, %79
  %82 = phi i64 [ %80, %79 ], [ 0, %59 ]
  %83 = getelementptr inbounds i16, ptr %10, i64 %82
  %84 = load i16, ptr %83, align 8, !tbaa !213
  %85 = icmp eq i16 %84, 0
  br i1 %85, label %87, label %62

86:                                               ; preds = %46, %51, %54
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #30
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #30
  call void @llvm.lifetime.end.p0(i64 106, ptr nonnull %10) #30
  br label %175

87:                                               ; preds = %62, %81, %64, %69, %74, %59
  %88 = phi i32 [ 1, %59 ], [ 1, %81 ], [ 2, %62 ], [ 1, %64 ], [ 1, %69 ], [ 1, %74 ]
  %89 = getelementptr inbounds i8, ptr %0, i64 5608
  store i32 %88, ptr %89, align 8, !tbaa !152
  %90 = getelementptr inbounds i8, ptr %45, i64 %49
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #30
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #30
  call void @llvm.lifetime.end.p0(i64 106, ptr nonnull %10) #30
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #30
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #30
  store i32 35, ptr %14, align 4, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #30
  %91 = ptrtoint ptr %90 to i64
  %92 = sub i64 %19, %91
  %93 = call i64 @FSE_readNCount(ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %90, i64 noundef %92) #30
  %94 = icmp ult i64 %93, -119
  br i1 %94, label %95, label %124

95:                                               ; preds = %87
  %96 = load i32, ptr %15, align 4, !tbaa !42
  %97 = icmp ugt i32 %96, 9
  br i1 %97, label %124, label %98

98:                                               ; preds = %95
  %99 = getelementptr inbounds i8, ptr %0, i64 4288
  %100 = load i32, ptr %14, align 4, !tbaa !42
  %101 = call i64 @FSE_buildCTable_wksp(ptr noundef nonnull %99, ptr noundef nonnull %13, i32 noundef %100, i32 noundef %96, ptr noundef %1, i64 noundef 8704) #30
  %102 = icmp ult i64 %101, -119
  br i1 %102, label %103, label %124

103:                                              ; preds = %98
  %104 = load i32, ptr %14, align 4, !tbaa !42
  %105 = icmp ult i32 %104, 35
  %106 = load <32 x i16>, ptr %13, align 16
  %107 = freeze <32 x i16> %106
  %108 = icmp eq <32 x i16> %107, zeroinitializer
  %109 = getelementptr inbounds i8, ptr %13, i64 64
  %110 = load <4 x i16>, ptr %109, align 16
  %111 = freeze <4 x i16> %110
  %112 = icmp eq <4 x i16> %111, zeroinitializer
  %113 = bitcast <32 x i1> %108 to i32
  %114 = icmp ne i32 %113, 0
  %115 = bitcast <4 x i1> %112 to i4
  %116 = icmp ne i4 %115, 0
  %117 = or i1 %114, %116
  %118 = or i1 %105, %117
  %119 = select i1 %118, i32 1, i32 2
  %120 = getelementptr inbounds i8, ptr %0, i64 5612
  store i32 %119, ptr %120, align 4, !tbaa !153
  %121 = getelementptr inbounds i8, ptr %90, i64 %93
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #30
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #30
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #30
  %122 = getelementptr inbounds i8, ptr %121, i64 12
  %123 = icmp ugt ptr %122, %16
  br i1 %123, label %175, label %125

124:                                              ; preds = %87, %95, %98
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #30
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #30
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #30
  br label %175

125:                                              ; preds = %103
  %126 = load i32, ptr %121, align 1, !tbaa !42
  %127 = getelementptr inbounds i8, ptr %0, i64 5616
  store i32 %126, ptr %127, align 8, !tbaa !42
  %128 = getelementptr inbounds i8, ptr %121, i64 4
  %129 = load i32, ptr %128, align 1, !tbaa !42
  %130 = getelementptr inbounds i8, ptr %0, i64 5620
  store i32 %129, ptr %130, align 4, !tbaa !42
  %131 = getelementptr inbounds i8, ptr %121, i64 8
  %132 = load i32, ptr %131, align 1, !tbaa !42
  %133 = getelementptr inbounds i8, ptr %0, i64 5624
  store i32 %132, ptr %133, align 8, !tbaa !42
  %134 = ptrtoint ptr %122 to i64
  %135 = sub i64 %19, %134
  %136 = icmp ult i64 %135, 4294836224
  %137 = trunc nuw i64 %135 to i32
  %138 = add nuw i32 %137, 131072
  %139 = call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %138, i1 true)
  %140 = xor i32 %139, 31
  %141 = select i1 %136, i32 %140, i32 31
  %142 = load i32, ptr %6, align 4, !tbaa !42
  %143 = icmp ult i32 %142, %141
  br i1 %143, label %155, label %144

144:                                              ; preds = %125
  %145 = add nuw nsw i32 %141, 1
  %146 = zext nneg i32 %145 to i64
  br label %150

147:                                              ; preds = %150
  %148 = add nuw nsw i64 %151, 1
  %149 = icmp eq i64 %148, %146
  br i1 %149, label %155, label %150, !llvm.loop !241

150:                                              ; preds = %147, %144
  %151 = phi i64 [ 0, %144 ], [ %148, %147 ]
  %152 = getelementptr inbounds i16, ptr %5, i64 %151
  %153 = load i16, ptr %152, align 2, !tbaa !213
  %154 = icmp eq i16 %153, 0
  br i1 %154, label %155, label %147

155:                                              ; preds = %147, %150, %125
  %156 = phi i32 [ 1, %125 ], [ 1, %150 ], [ 2, %147 ]
  %157 = getelementptr inbounds i8, ptr %0, i64 5604
  store i32 %156, ptr %157, align 4, !tbaa !151
  %158 = icmp eq i32 %126, 0
  %159 = zext i32 %126 to i64
  %160 = icmp ult i64 %135, %159
  %161 = or i1 %158, %160
  br i1 %161, label %175, label %162

162:                                              ; preds = %155
  %163 = icmp eq i32 %129, 0
  %164 = zext i32 %129 to i64
  %165 = icmp ult i64 %135, %164
  %166 = or i1 %163, %165
  br i1 %166, label %175, label %167

167:                                              ; preds = %162
  %168 = icmp eq i32 %132, 0
  %169 = zext i32 %132 to i64
  %170 = icmp ult i64 %135, %169
  %171 = or i1 %168, %170
  br i1 %171, label %175, label %172

172:                                              ; preds = %167
  %173 = ptrtoint ptr %2 to i64
  %174 = sub i64 %134, %173
  br label %175

175:                                              ; preds = %155, %162, %167, %124, %86, %39, %103, %40, %28, %172
  %176 = phi i64 [ %174, %172 ], [ -30, %40 ], [ -30, %28 ], [ -30, %103 ], [ -30, %39 ], [ -30, %86 ], [ -30, %124 ], [ -30, %167 ], [ -30, %162 ], [ -30, %155 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #30
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #30
  ret i64 %176
}

declare i64 @HUF_readCTable(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #13

declare i64 @FSE_readNCount(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

declare i64 @FSE_buildCTable_wksp(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_advanced_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr nocapture noundef readonly %6, i64 noundef %7) local_unnamed_addr #2 {
  %9 = getelementptr inbounds i8, ptr %6, i64 4
  %10 = load <4 x i32>, ptr %9, align 4, !tbaa !42
  %11 = freeze <4 x i32> %10
  %12 = add <4 x i32> %11, <i32 -32, i32 -31, i32 -31, i32 -31>
  %13 = icmp ult <4 x i32> %12, <i32 -22, i32 -25, i32 -25, i32 -30>
  %14 = bitcast <4 x i1> %13 to i4
  %15 = icmp eq i4 %14, 0
  br i1 %15, label %16, label %32

16:                                               ; preds = %8
  %17 = getelementptr inbounds i8, ptr %6, i64 28
  %18 = load i32, ptr %17, align 4, !tbaa !42
  %19 = getelementptr inbounds i8, ptr %6, i64 24
  %20 = load i32, ptr %19, align 4, !tbaa !42
  %21 = getelementptr inbounds i8, ptr %6, i64 20
  %22 = load i32, ptr %21, align 4, !tbaa !42
  %23 = add i32 %22, -3
  %24 = icmp ult i32 %23, 5
  %25 = icmp ult i32 %20, 131073
  %26 = select i1 %24, i1 %25, i1 false
  %27 = add i32 %18, -1
  %28 = icmp ult i32 %27, 9
  %29 = select i1 %26, i1 %28, i1 false
  br i1 %29, label %30, label %32

30:                                               ; preds = %16
  %31 = tail call fastcc i64 @ZSTD_compressBegin_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef nonnull %6, i64 noundef %7, i32 noundef 0)
  br label %32

32:                                               ; preds = %16, %8, %30
  %33 = phi i64 [ %31, %30 ], [ -42, %8 ], [ -42, %16 ]
  ret i64 %33
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressBegin_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr nocapture noundef readonly %6, i64 noundef %7, i32 noundef %8) unnamed_addr #2 {
  %10 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %11 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %12 = icmp eq ptr %5, null
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = load i64, ptr %14, align 8, !tbaa !242
  br label %16

16:                                               ; preds = %9, %13
  %17 = phi i64 [ %15, %13 ], [ %2, %9 ]
  %18 = icmp eq ptr @ZSTD_trace_compress_begin, null
  br i1 %18, label %21, label %19

19:                                               ; preds = %16
  %20 = tail call i64 @ZSTD_trace_compress_begin(ptr noundef %0) #30
  br label %21

21:                                               ; preds = %16, %19
  %22 = phi i64 [ %20, %19 ], [ 0, %16 ]
  %23 = getelementptr inbounds i8, ptr %0, i64 3760
  store i64 %22, ptr %23, align 8, !tbaa !244
  br i1 %12, label %449, label %24

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %5, i64 8
  %26 = load i64, ptr %25, align 8, !tbaa !242
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %446, label %28

28:                                               ; preds = %24
  %29 = icmp ult i64 %7, 131072
  br i1 %29, label %39, label %30

30:                                               ; preds = %28
  %31 = mul i64 %26, 6
  %32 = icmp ugt i64 %31, %7
  %33 = icmp eq i64 %7, -1
  %34 = or i1 %33, %32
  br i1 %34, label %39, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %5, i64 6068
  %37 = load i32, ptr %36, align 4, !tbaa !245
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %446

39:                                               ; preds = %35, %30, %28
  %40 = getelementptr inbounds i8, ptr %6, i64 68
  %41 = load i32, ptr %40, align 4, !tbaa !79
  %42 = icmp eq i32 %41, 3
  br i1 %42, label %446, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %5, i64 244
  %45 = load i32, ptr %44, align 4, !tbaa !246
  %46 = icmp eq i32 %45, 0
  %47 = getelementptr inbounds i8, ptr %5, i64 384
  %48 = load i32, ptr %47, align 8, !tbaa !42
  br i1 %46, label %49, label %64

49:                                               ; preds = %43
  %50 = zext i32 %48 to i64
  %51 = getelementptr inbounds [10 x i64], ptr @attachDictSizeCutoffs, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8, !tbaa !99
  %53 = icmp uge i64 %52, %7
  %54 = icmp eq i64 %7, -1
  %55 = or i1 %54, %53
  br i1 %55, label %58, label %56

56:                                               ; preds = %49
  %57 = icmp eq i32 %41, 1
  br i1 %57, label %60, label %174

58:                                               ; preds = %49
  %59 = icmp eq i32 %41, 2
  br i1 %59, label %174, label %60

60:                                               ; preds = %58, %56
  %61 = getelementptr inbounds i8, ptr %6, i64 48
  %62 = load i32, ptr %61, align 8, !tbaa !78
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %174

64:                                               ; preds = %60, %43
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %11, ptr noundef nonnull readonly align 1 dereferenceable(224) %6, i64 224, i1 false)
  %65 = getelementptr inbounds i8, ptr %5, i64 104
  %66 = getelementptr inbounds i8, ptr %5, i64 360
  %67 = load i32, ptr %66, align 8, !tbaa !42
  %68 = getelementptr inbounds i8, ptr %5, i64 364
  %69 = load i32, ptr %68, align 4, !tbaa !42
  %70 = getelementptr inbounds i8, ptr %5, i64 368
  %71 = load i32, ptr %70, align 8, !tbaa !42
  %72 = getelementptr inbounds i8, ptr %5, i64 372
  %73 = load i32, ptr %72, align 4, !tbaa !42
  %74 = getelementptr inbounds i8, ptr %5, i64 376
  %75 = load i64, ptr %74, align 4
  %76 = icmp ne i32 %45, 0
  %77 = add i32 %48, -3
  %78 = icmp ult i32 %77, 3
  %79 = select i1 %76, i1 %78, i1 false
  br i1 %79, label %80, label %83

80:                                               ; preds = %64
  %81 = add i32 %71, -2
  %82 = tail call i32 @llvm.umax.i32(i32 %81, i32 6)
  br label %87

83:                                               ; preds = %64
  %84 = add i32 %48, -7
  %85 = icmp ult i32 %84, 3
  %86 = select i1 %85, i32 6, i32 %48
  br label %87

87:                                               ; preds = %83, %80
  %88 = phi i32 [ %82, %80 ], [ %71, %83 ]
  %89 = phi i32 [ %48, %80 ], [ %86, %83 ]
  %90 = getelementptr inbounds i8, ptr %11, i64 160
  %91 = load i32, ptr %90, align 8, !tbaa !61
  %92 = icmp ult i64 %7, 1073741825
  br i1 %92, label %93, label %101

93:                                               ; preds = %87
  %94 = icmp ult i64 %7, 64
  %95 = trunc nuw i64 %7 to i32
  %96 = add nsw i32 %95, -1
  %97 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %96, i1 true)
  %98 = sub nuw nsw i32 32, %97
  %99 = select i1 %94, i32 6, i32 %98
  %100 = tail call i32 @llvm.umin.i32(i32 %67, i32 %99)
  br label %103

101:                                              ; preds = %87
  %102 = icmp eq i64 %7, -1
  br i1 %102, label %114, label %103

103:                                              ; preds = %101, %93
  %104 = phi i32 [ %67, %101 ], [ %100, %93 ]
  %105 = icmp ugt i32 %89, 5
  %106 = sext i1 %105 to i32
  %107 = add i32 %69, %106
  %108 = add i32 %104, 1
  %109 = tail call i32 @llvm.umin.i32(i32 %88, i32 %108)
  %110 = icmp ugt i32 %107, %104
  br i1 %110, label %111, label %114

111:                                              ; preds = %103
  %112 = zext i1 %105 to i32
  %113 = add nuw i32 %104, %112
  br label %114

114:                                              ; preds = %111, %103, %101
  %115 = phi i32 [ %109, %111 ], [ %109, %103 ], [ %88, %101 ]
  %116 = phi i32 [ %113, %111 ], [ %69, %103 ], [ %69, %101 ]
  %117 = add i32 %89, -6
  %118 = icmp ult i32 %117, -3
  %119 = icmp ugt i32 %91, 1
  %120 = or i1 %119, %118
  br i1 %120, label %126, label %121

121:                                              ; preds = %114
  %122 = tail call i32 @llvm.umin.i32(i32 %73, i32 6)
  %123 = tail call i32 @llvm.umax.i32(i32 %122, i32 4)
  %124 = or disjoint i32 %123, 24
  %125 = tail call i32 @llvm.umin.i32(i32 %115, i32 %124)
  br label %126

126:                                              ; preds = %121, %114
  %127 = phi i32 [ %115, %114 ], [ %125, %121 ]
  %128 = getelementptr inbounds i8, ptr %11, i64 8
  store i32 %116, ptr %128, align 8, !tbaa !42
  %129 = getelementptr inbounds i8, ptr %11, i64 12
  store i32 %127, ptr %129, align 4, !tbaa !42
  %130 = getelementptr inbounds i8, ptr %11, i64 16
  store i32 %73, ptr %130, align 8, !tbaa !42
  %131 = getelementptr inbounds i8, ptr %11, i64 20
  store i64 %75, ptr %131, align 4
  %132 = getelementptr inbounds i8, ptr %11, i64 28
  store i32 %89, ptr %132, align 4, !tbaa !42
  %133 = getelementptr inbounds i8, ptr %5, i64 6072
  %134 = load i32, ptr %133, align 8, !tbaa !247
  store i32 %134, ptr %90, align 8, !tbaa !61
  %135 = call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef nonnull %11, i64 noundef %7, i64 noundef 0, i32 noundef 0, i32 noundef %8)
  %136 = icmp ult i64 %135, -119
  br i1 %136, label %137, label %172

137:                                              ; preds = %126
  %138 = load ptr, ptr %65, align 8, !tbaa !248
  %139 = getelementptr inbounds i8, ptr %5, i64 112
  %140 = load ptr, ptr %139, align 8, !tbaa !249
  %141 = ptrtoint ptr %138 to i64
  %142 = ptrtoint ptr %140 to i64
  %143 = sub i64 %141, %142
  %144 = trunc i64 %143 to i32
  %145 = getelementptr inbounds i8, ptr %5, i64 128
  %146 = load i32, ptr %145, align 8, !tbaa !250
  %147 = icmp eq i32 %146, %144
  br i1 %147, label %163, label %148

148:                                              ; preds = %137
  %149 = getelementptr inbounds i8, ptr %0, i64 3488
  store ptr %65, ptr %149, align 8, !tbaa !251
  %150 = getelementptr inbounds i8, ptr %0, i64 3264
  %151 = load i32, ptr %150, align 8, !tbaa !252
  %152 = icmp ult i32 %151, %144
  br i1 %152, label %153, label %160

153:                                              ; preds = %148
  %154 = getelementptr inbounds i8, ptr %0, i64 3240
  %155 = getelementptr inbounds i8, ptr %0, i64 3248
  %156 = load ptr, ptr %155, align 8, !tbaa !222
  %157 = and i64 %143, 4294967295
  %158 = getelementptr inbounds i8, ptr %156, i64 %157
  store ptr %158, ptr %154, align 8, !tbaa !253
  %159 = getelementptr inbounds i8, ptr %0, i64 3268
  store i32 %144, ptr %159, align 4, !tbaa !220
  store i32 %144, ptr %150, align 8, !tbaa !221
  br label %160

160:                                              ; preds = %153, %148
  %161 = phi i32 [ %144, %153 ], [ %151, %148 ]
  %162 = getelementptr inbounds i8, ptr %0, i64 3280
  store i32 %161, ptr %162, align 8, !tbaa !254
  br label %163

163:                                              ; preds = %160, %137
  %164 = getelementptr inbounds i8, ptr %5, i64 6064
  %165 = load i32, ptr %164, align 8, !tbaa !255
  %166 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %165, ptr %166, align 8, !tbaa !167
  %167 = load i64, ptr %25, align 8, !tbaa !242
  %168 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %167, ptr %168, align 8, !tbaa !168
  %169 = getelementptr inbounds i8, ptr %0, i64 3224
  %170 = load ptr, ptr %169, align 8, !tbaa !48
  %171 = getelementptr inbounds i8, ptr %5, i64 408
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5632) %170, ptr noundef nonnull align 8 dereferenceable(5632) %171, i64 5632, i1 false)
  br label %172

172:                                              ; preds = %163, %126
  %173 = phi i64 [ %135, %126 ], [ 0, %163 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %11)
  br label %485

174:                                              ; preds = %60, %58, %56
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %10)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %10, ptr noundef nonnull readonly align 1 dereferenceable(224) %6, i64 224, i1 false)
  %175 = getelementptr inbounds i8, ptr %5, i64 104
  %176 = getelementptr inbounds i8, ptr %5, i64 360
  %177 = getelementptr inbounds i8, ptr %10, i64 4
  %178 = load i32, ptr %177, align 4, !tbaa !69
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %177, ptr noundef nonnull readonly align 4 dereferenceable(28) %176, i64 28, i1 false), !tbaa.struct !59
  store i32 %178, ptr %177, align 4, !tbaa !69
  %179 = getelementptr inbounds i8, ptr %5, i64 6072
  %180 = load i32, ptr %179, align 8, !tbaa !247
  %181 = getelementptr inbounds i8, ptr %10, i64 160
  store i32 %180, ptr %181, align 8, !tbaa !61
  %182 = call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef nonnull %10, i64 noundef %7, i64 noundef 0, i32 noundef 1, i32 noundef %8)
  %183 = icmp ult i64 %182, -119
  br i1 %183, label %184, label %444

184:                                              ; preds = %174
  %185 = getelementptr inbounds i8, ptr %0, i64 720
  %186 = load ptr, ptr %185, align 8, !tbaa !45
  %187 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %186, ptr %187, align 8, !tbaa !47
  %188 = load i32, ptr %47, align 4, !tbaa !58
  %189 = icmp eq i32 %188, 1
  br i1 %189, label %190, label %201

190:                                              ; preds = %184
  %191 = getelementptr inbounds i8, ptr %5, i64 368
  %192 = load i32, ptr %191, align 4, !tbaa !55
  %193 = zext nneg i32 %192 to i64
  %194 = shl nuw i64 1, %193
  %195 = getelementptr inbounds i8, ptr %0, i64 3224
  %196 = getelementptr inbounds i8, ptr %0, i64 3240
  %197 = getelementptr inbounds i8, ptr %0, i64 3352
  %198 = load ptr, ptr %197, align 8, !tbaa !163
  %199 = getelementptr inbounds i8, ptr %5, i64 216
  %200 = load ptr, ptr %199, align 8, !tbaa !256
  br label %234

201:                                              ; preds = %184
  %202 = load i32, ptr %179, align 8, !tbaa !247
  %203 = add i32 %188, -3
  %204 = icmp ult i32 %203, 3
  %205 = icmp eq i32 %202, 1
  %206 = and i1 %204, %205
  br i1 %206, label %207, label %218

207:                                              ; preds = %201
  %208 = getelementptr inbounds i8, ptr %5, i64 368
  %209 = load i32, ptr %208, align 4, !tbaa !55
  %210 = zext nneg i32 %209 to i64
  %211 = shl nuw i64 1, %210
  %212 = getelementptr inbounds i8, ptr %0, i64 3224
  %213 = getelementptr inbounds i8, ptr %0, i64 3240
  %214 = getelementptr inbounds i8, ptr %0, i64 3352
  %215 = load ptr, ptr %214, align 8, !tbaa !163
  %216 = getelementptr inbounds i8, ptr %5, i64 216
  %217 = load ptr, ptr %216, align 8, !tbaa !256
  br label %291

218:                                              ; preds = %201
  %219 = getelementptr inbounds i8, ptr %5, i64 364
  %220 = load i32, ptr %219, align 4, !tbaa !54
  %221 = zext nneg i32 %220 to i64
  %222 = shl nuw i64 1, %221
  %223 = getelementptr inbounds i8, ptr %5, i64 368
  %224 = load i32, ptr %223, align 4, !tbaa !55
  %225 = zext nneg i32 %224 to i64
  %226 = shl nuw i64 1, %225
  %227 = getelementptr inbounds i8, ptr %0, i64 3224
  %228 = getelementptr inbounds i8, ptr %0, i64 3240
  %229 = getelementptr inbounds i8, ptr %0, i64 3352
  %230 = load ptr, ptr %229, align 8, !tbaa !163
  %231 = getelementptr inbounds i8, ptr %5, i64 216
  %232 = load ptr, ptr %231, align 8, !tbaa !256
  %233 = icmp ult i32 %203, -2
  br i1 %233, label %291, label %234

234:                                              ; preds = %218, %190
  %235 = phi ptr [ %200, %190 ], [ %232, %218 ]
  %236 = phi ptr [ %198, %190 ], [ %230, %218 ]
  %237 = phi ptr [ %196, %190 ], [ %228, %218 ]
  %238 = phi ptr [ %195, %190 ], [ %227, %218 ]
  %239 = phi i64 [ %194, %190 ], [ %226, %218 ]
  %240 = phi i64 [ 0, %190 ], [ %222, %218 ]
  %241 = icmp ult i64 %239, 8
  %242 = ptrtoint ptr %235 to i64
  %243 = ptrtoint ptr %236 to i64
  %244 = sub i64 %243, %242
  %245 = icmp ult i64 %244, 32
  %246 = select i1 %241, i1 true, i1 %245
  br i1 %246, label %247, label %252

247:                                              ; preds = %234
  %248 = and i64 %239, 3
  %249 = icmp ult i64 %239, 4
  br i1 %249, label %300, label %250

250:                                              ; preds = %247
  %251 = and i64 %239, -4
  br label %266

252:                                              ; preds = %234
  %253 = and i64 %239, -8
  br label %254

254:                                              ; preds = %254, %252
  %255 = phi i64 [ 0, %252 ], [ %264, %254 ]
  %256 = getelementptr inbounds i32, ptr %235, i64 %255
  %257 = getelementptr inbounds i8, ptr %256, i64 16
  %258 = load <4 x i32>, ptr %256, align 4, !tbaa !42
  %259 = load <4 x i32>, ptr %257, align 4, !tbaa !42
  %260 = lshr <4 x i32> %258, <i32 8, i32 8, i32 8, i32 8>
  %261 = lshr <4 x i32> %259, <i32 8, i32 8, i32 8, i32 8>
  %262 = getelementptr inbounds i32, ptr %236, i64 %255
  %263 = getelementptr inbounds i8, ptr %262, i64 16
  store <4 x i32> %260, ptr %262, align 4, !tbaa !42
  store <4 x i32> %261, ptr %263, align 4, !tbaa !42
  %264 = add nuw i64 %255, 8
  %265 = icmp eq i64 %264, %253
  br i1 %265, label %313, label %254, !llvm.loop !257

266:                                              ; preds = %266, %250
  %267 = phi i64 [ 0, %250 ], [ %288, %266 ]
  %268 = phi i64 [ 0, %250 ], [ %289, %266 ]
  %269 = getelementptr inbounds i32, ptr %235, i64 %267
  %270 = load i32, ptr %269, align 4, !tbaa !42
  %271 = lshr i32 %270, 8
  %272 = getelementptr inbounds i32, ptr %236, i64 %267
  store i32 %271, ptr %272, align 4, !tbaa !42
  %273 = or disjoint i64 %267, 1
  %274 = getelementptr inbounds i32, ptr %235, i64 %273
  %275 = load i32, ptr %274, align 4, !tbaa !42
  %276 = lshr i32 %275, 8
  %277 = getelementptr inbounds i32, ptr %236, i64 %273
  store i32 %276, ptr %277, align 4, !tbaa !42
  %278 = or disjoint i64 %267, 2
  %279 = getelementptr inbounds i32, ptr %235, i64 %278
  %280 = load i32, ptr %279, align 4, !tbaa !42
  %281 = lshr i32 %280, 8
  %282 = getelementptr inbounds i32, ptr %236, i64 %278
  store i32 %281, ptr %282, align 4, !tbaa !42
  %283 = or disjoint i64 %267, 3
  %284 = getelementptr inbounds i32, ptr %235, i64 %283
  %285 = load i32, ptr %284, align 4, !tbaa !42
  %286 = lshr i32 %285, 8
  %287 = getelementptr inbounds i32, ptr %236, i64 %283
  store i32 %286, ptr %287, align 4, !tbaa !42
  %288 = add nuw i64 %267, 4
  %289 = add i64 %268, 4
  %290 = icmp eq i64 %289, %251
  br i1 %290, label %300, label %266, !llvm.loop !260

291:                                              ; preds = %218, %207
  %292 = phi ptr [ %217, %207 ], [ %232, %218 ]
  %293 = phi ptr [ %215, %207 ], [ %230, %218 ]
  %294 = phi ptr [ %213, %207 ], [ %228, %218 ]
  %295 = phi ptr [ %212, %207 ], [ %227, %218 ]
  %296 = phi i64 [ %211, %207 ], [ %226, %218 ]
  %297 = phi i64 [ %210, %207 ], [ %225, %218 ]
  %298 = phi i64 [ 0, %207 ], [ %222, %218 ]
  %299 = shl i64 4, %297
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %293, ptr readonly align 4 %292, i64 %299, i1 false)
  br label %313

300:                                              ; preds = %266, %247
  %301 = phi i64 [ 0, %247 ], [ %288, %266 ]
  %302 = icmp eq i64 %248, 0
  br i1 %302, label %313, label %303

303:                                              ; preds = %300, %303
  %304 = phi i64 [ %310, %303 ], [ %301, %300 ]
  %305 = phi i64 [ %311, %303 ], [ 0, %300 ]
  %306 = getelementptr inbounds i32, ptr %235, i64 %304
  %307 = load i32, ptr %306, align 4, !tbaa !42
  %308 = lshr i32 %307, 8
  %309 = getelementptr inbounds i32, ptr %236, i64 %304
  store i32 %308, ptr %309, align 4, !tbaa !42
  %310 = add nuw i64 %304, 1
  %311 = add i64 %305, 1
  %312 = icmp eq i64 %311, %248
  br i1 %312, label %313, label %303, !llvm.loop !261

313:                                              ; preds = %254, %300, %303, %291
  %314 = phi ptr [ %294, %291 ], [ %237, %303 ], [ %237, %300 ], [ %237, %254 ]
  %315 = phi ptr [ %295, %291 ], [ %238, %303 ], [ %238, %300 ], [ %238, %254 ]
  %316 = phi i64 [ %296, %291 ], [ %239, %303 ], [ %239, %300 ], [ %239, %254 ]
  %317 = phi i64 [ %298, %291 ], [ %240, %303 ], [ %240, %300 ], [ %240, %254 ]
  %318 = getelementptr inbounds i8, ptr %0, i64 268
  %319 = load i32, ptr %318, align 4, !tbaa !159
  %320 = icmp eq i32 %319, 1
  br i1 %320, label %404, label %321

321:                                              ; preds = %313
  %322 = getelementptr inbounds i8, ptr %0, i64 400
  %323 = load i32, ptr %322, align 8, !tbaa !156
  %324 = add i32 %319, -3
  %325 = icmp ult i32 %324, 3
  %326 = icmp eq i32 %323, 1
  %327 = and i1 %325, %326
  br i1 %327, label %404, label %328

328:                                              ; preds = %321
  %329 = getelementptr inbounds i8, ptr %0, i64 3368
  %330 = load ptr, ptr %329, align 8, !tbaa !164
  %331 = ptrtoint ptr %330 to i64
  %332 = getelementptr inbounds i8, ptr %5, i64 232
  %333 = load ptr, ptr %332, align 8, !tbaa !263
  %334 = ptrtoint ptr %333 to i64
  %335 = load i32, ptr %47, align 4, !tbaa !58
  %336 = add i32 %335, -3
  %337 = icmp ult i32 %336, -2
  br i1 %337, label %402, label %338

338:                                              ; preds = %328
  %339 = icmp eq i64 %317, 0
  br i1 %339, label %404, label %340

340:                                              ; preds = %338
  %341 = icmp ult i64 %317, 8
  %342 = sub i64 %331, %334
  %343 = icmp ult i64 %342, 32
  %344 = select i1 %341, i1 true, i1 %343
  br i1 %344, label %361, label %345

345:                                              ; preds = %340
  %346 = and i64 %317, -8
  br label %347

347:                                              ; preds = %347, %345
  %348 = phi i64 [ 0, %345 ], [ %357, %347 ]
  %349 = getelementptr inbounds i32, ptr %333, i64 %348
  %350 = getelementptr inbounds i8, ptr %349, i64 16
  %351 = load <4 x i32>, ptr %349, align 4, !tbaa !42
  %352 = load <4 x i32>, ptr %350, align 4, !tbaa !42
  %353 = lshr <4 x i32> %351, <i32 8, i32 8, i32 8, i32 8>
  %354 = lshr <4 x i32> %352, <i32 8, i32 8, i32 8, i32 8>
  %355 = getelementptr inbounds i32, ptr %330, i64 %348
  %356 = getelementptr inbounds i8, ptr %355, i64 16
  store <4 x i32> %353, ptr %355, align 4, !tbaa !42
  store <4 x i32> %354, ptr %356, align 4, !tbaa !42
  %357 = add nuw i64 %348, 8
  %358 = icmp eq i64 %357, %346
  br i1 %358, label %359, label %347, !llvm.loop !264

359:                                              ; preds = %347
  %360 = icmp eq i64 %317, %346
  br i1 %360, label %404, label %361

361:                                              ; preds = %359, %340
  %362 = phi i64 [ 0, %340 ], [ %346, %359 ]
  %363 = and i64 %317, 3
  %364 = icmp eq i64 %363, 0
  br i1 %364, label %375, label %365

365:                                              ; preds = %361, %365
  %366 = phi i64 [ %372, %365 ], [ %362, %361 ]
  %367 = phi i64 [ %373, %365 ], [ 0, %361 ]
  %368 = getelementptr inbounds i32, ptr %333, i64 %366
  %369 = load i32, ptr %368, align 4, !tbaa !42
  %370 = lshr i32 %369, 8
  %371 = getelementptr inbounds i32, ptr %330, i64 %366
  store i32 %370, ptr %371, align 4, !tbaa !42
  %372 = add nuw i64 %366, 1
  %373 = add i64 %367, 1
  %374 = icmp eq i64 %373, %363
  br i1 %374, label %375, label %365, !llvm.loop !265

375:                                              ; preds = %365, %361
  %376 = phi i64 [ %362, %361 ], [ %372, %365 ]
  %377 = sub i64 %362, %317
  %378 = icmp ugt i64 %377, -4
  br i1 %378, label %404, label %379

379:                                              ; preds = %375, %379
  %380 = phi i64 [ %400, %379 ], [ %376, %375 ]
  %381 = getelementptr inbounds i32, ptr %333, i64 %380
  %382 = load i32, ptr %381, align 4, !tbaa !42
  %383 = lshr i32 %382, 8
  %384 = getelementptr inbounds i32, ptr %330, i64 %380
  store i32 %383, ptr %384, align 4, !tbaa !42
  %385 = add nuw i64 %380, 1
  %386 = getelementptr inbounds i32, ptr %333, i64 %385
  %387 = load i32, ptr %386, align 4, !tbaa !42
  %388 = lshr i32 %387, 8
  %389 = getelementptr inbounds i32, ptr %330, i64 %385
  store i32 %388, ptr %389, align 4, !tbaa !42
  %390 = add nuw i64 %380, 2
  %391 = getelementptr inbounds i32, ptr %333, i64 %390
  %392 = load i32, ptr %391, align 4, !tbaa !42
  %393 = lshr i32 %392, 8
  %394 = getelementptr inbounds i32, ptr %330, i64 %390
  store i32 %393, ptr %394, align 4, !tbaa !42
  %395 = add nuw i64 %380, 3
  %396 = getelementptr inbounds i32, ptr %333, i64 %395
  %397 = load i32, ptr %396, align 4, !tbaa !42
  %398 = lshr i32 %397, 8
  %399 = getelementptr inbounds i32, ptr %330, i64 %395
  store i32 %398, ptr %399, align 4, !tbaa !42
  %400 = add nuw i64 %380, 4
  %401 = icmp eq i64 %400, %317
  br i1 %401, label %404, label %379, !llvm.loop !266

402:                                              ; preds = %328
  %403 = shl i64 %317, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %330, ptr readonly align 4 %333, i64 %403, i1 false)
  br label %404

404:                                              ; preds = %375, %379, %359, %402, %338, %321, %313
  %405 = load i32, ptr %47, align 4, !tbaa !58
  %406 = load i32, ptr %179, align 8, !tbaa !247
  %407 = add i32 %405, -6
  %408 = icmp ult i32 %407, -3
  %409 = icmp ne i32 %406, 1
  %410 = or i1 %408, %409
  br i1 %410, label %419, label %411

411:                                              ; preds = %404
  %412 = getelementptr inbounds i8, ptr %0, i64 3296
  %413 = load ptr, ptr %412, align 8, !tbaa !267
  %414 = getelementptr inbounds i8, ptr %5, i64 160
  %415 = load ptr, ptr %414, align 8, !tbaa !268
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %413, ptr noundef nonnull align 1 dereferenceable(1) %415, i64 %316, i1 false)
  %416 = getelementptr inbounds i8, ptr %5, i64 200
  %417 = load i64, ptr %416, align 8, !tbaa !269
  %418 = getelementptr inbounds i8, ptr %0, i64 3336
  store i64 %417, ptr %418, align 8, !tbaa !270
  br label %419

419:                                              ; preds = %411, %404
  %420 = getelementptr inbounds i8, ptr %0, i64 3288
  %421 = load i32, ptr %420, align 8, !tbaa !162
  %422 = icmp eq i32 %421, 0
  %423 = zext nneg i32 %421 to i64
  %424 = shl i64 4, %423
  %425 = getelementptr inbounds i8, ptr %0, i64 3360
  %426 = load ptr, ptr %425, align 8, !tbaa !165
  %427 = select i1 %422, i64 0, i64 %424
  tail call void @llvm.memset.p0.i64(ptr align 4 %426, i8 0, i64 %427, i1 false)
  %428 = load ptr, ptr %187, align 8, !tbaa !47
  %429 = getelementptr inbounds i8, ptr %0, i64 728
  %430 = load ptr, ptr %429, align 8, !tbaa !46
  %431 = icmp ult ptr %428, %430
  br i1 %431, label %432, label %433

432:                                              ; preds = %419
  store ptr %430, ptr %187, align 8, !tbaa !47
  br label %433

433:                                              ; preds = %432, %419
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %314, ptr noundef nonnull readonly align 8 dereferenceable(40) %175, i64 40, i1 false), !tbaa.struct !166
  %434 = getelementptr inbounds i8, ptr %5, i64 144
  %435 = getelementptr inbounds i8, ptr %0, i64 3280
  %436 = load <2 x i32>, ptr %434, align 8, !tbaa !42
  store <2 x i32> %436, ptr %435, align 8, !tbaa !42
  %437 = getelementptr inbounds i8, ptr %5, i64 6064
  %438 = load i32, ptr %437, align 8, !tbaa !255
  %439 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %438, ptr %439, align 8, !tbaa !167
  %440 = load i64, ptr %25, align 8, !tbaa !242
  %441 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %440, ptr %441, align 8, !tbaa !168
  %442 = load ptr, ptr %315, align 8, !tbaa !48
  %443 = getelementptr inbounds i8, ptr %5, i64 408
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5632) %442, ptr noundef nonnull readonly align 8 dereferenceable(5632) %443, i64 5632, i1 false)
  br label %444

444:                                              ; preds = %433, %174
  %445 = phi i64 [ 0, %433 ], [ %182, %174 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %10)
  br label %485

446:                                              ; preds = %24, %35, %39
  %447 = tail call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef %6, i64 noundef %7, i64 noundef %17, i32 noundef 0, i32 noundef %8)
  %448 = icmp ult i64 %447, -119
  br i1 %448, label %452, label %485

449:                                              ; preds = %21
  %450 = tail call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef %6, i64 noundef %7, i64 noundef %17, i32 noundef 0, i32 noundef %8)
  %451 = icmp ult i64 %450, -119
  br i1 %451, label %468, label %485

452:                                              ; preds = %446
  br i1 %12, label %468, label %453

453:                                              ; preds = %452
  %454 = getelementptr inbounds i8, ptr %0, i64 3224
  %455 = load ptr, ptr %454, align 8, !tbaa !48
  %456 = getelementptr inbounds i8, ptr %0, i64 3240
  %457 = getelementptr inbounds i8, ptr %0, i64 1056
  %458 = getelementptr inbounds i8, ptr %0, i64 704
  %459 = getelementptr inbounds i8, ptr %0, i64 240
  %460 = load ptr, ptr %5, align 8, !tbaa !271
  %461 = getelementptr inbounds i8, ptr %5, i64 8
  %462 = load i64, ptr %461, align 8, !tbaa !242
  %463 = getelementptr inbounds i8, ptr %5, i64 16
  %464 = load i32, ptr %463, align 8, !tbaa !272
  %465 = getelementptr inbounds i8, ptr %0, i64 3544
  %466 = load ptr, ptr %465, align 8, !tbaa !49
  %467 = tail call fastcc i64 @ZSTD_compress_insertDictionary(ptr noundef %455, ptr noundef nonnull %456, ptr noundef nonnull %457, ptr noundef nonnull %458, ptr noundef nonnull %459, ptr noundef %460, i64 noundef %462, i32 noundef %464, i32 noundef %4, i32 noundef 0, ptr noundef %466)
  br label %478

468:                                              ; preds = %449, %452
  %469 = getelementptr inbounds i8, ptr %0, i64 3224
  %470 = load ptr, ptr %469, align 8, !tbaa !48
  %471 = getelementptr inbounds i8, ptr %0, i64 3240
  %472 = getelementptr inbounds i8, ptr %0, i64 1056
  %473 = getelementptr inbounds i8, ptr %0, i64 704
  %474 = getelementptr inbounds i8, ptr %0, i64 240
  %475 = getelementptr inbounds i8, ptr %0, i64 3544
  %476 = load ptr, ptr %475, align 8, !tbaa !49
  %477 = tail call fastcc i64 @ZSTD_compress_insertDictionary(ptr noundef %470, ptr noundef nonnull %471, ptr noundef nonnull %472, ptr noundef nonnull %473, ptr noundef nonnull %474, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef 0, ptr noundef %476)
  br label %478

478:                                              ; preds = %468, %453
  %479 = phi i64 [ %467, %453 ], [ %477, %468 ]
  %480 = icmp ult i64 %479, -119
  br i1 %480, label %481, label %485

481:                                              ; preds = %478
  %482 = trunc i64 %479 to i32
  %483 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %482, ptr %483, align 8, !tbaa !167
  %484 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %17, ptr %484, align 8, !tbaa !168
  br label %485

485:                                              ; preds = %449, %481, %478, %444, %172, %446
  %486 = phi i64 [ %447, %446 ], [ %173, %172 ], [ %445, %444 ], [ %479, %478 ], [ 0, %481 ], [ %450, %449 ]
  ret i64 %486
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture noundef readonly byval(%struct.ZSTD_parameters) align 8 %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = alloca %struct.ZSTD_CCtx_params_s, align 8
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %6) #30
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %6, i8 0, i64 224, i1 false)
  %7 = getelementptr inbounds i8, ptr %6, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %7, ptr noundef nonnull readonly align 8 dereferenceable(28) %3, i64 28, i1 false), !tbaa.struct !59
  %8 = getelementptr inbounds i8, ptr %6, i64 32
  %9 = getelementptr inbounds i8, ptr %3, i64 28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %8, ptr noundef nonnull readonly align 4 dereferenceable(12) %9, i64 12, i1 false), !tbaa.struct !60
  %10 = getelementptr inbounds i8, ptr %6, i64 160
  %11 = getelementptr inbounds i8, ptr %3, i64 24
  %12 = load i32, ptr %11, align 8, !tbaa !58
  %13 = add i32 %12, -6
  %14 = icmp ult i32 %13, -3
  br i1 %14, label %15, label %19

15:                                               ; preds = %5
  store i32 2, ptr %10, align 8, !tbaa !61
  %16 = getelementptr inbounds i8, ptr %6, i64 140
  %17 = icmp ugt i32 %12, 6
  br i1 %17, label %24, label %18

18:                                               ; preds = %15
  store i32 2, ptr %16, align 4, !tbaa !62
  br label %30

19:                                               ; preds = %5
  %20 = load i32, ptr %3, align 8, !tbaa !53
  %21 = icmp ugt i32 %20, 14
  %22 = select i1 %21, i32 1, i32 2
  store i32 %22, ptr %10, align 8, !tbaa !61
  %23 = getelementptr inbounds i8, ptr %6, i64 140
  store i32 2, ptr %23, align 4, !tbaa !62
  br label %30

24:                                               ; preds = %15
  %25 = load i32, ptr %3, align 8, !tbaa !53
  %26 = icmp ugt i32 %25, 16
  %27 = select i1 %26, i32 1, i32 2
  store i32 %27, ptr %16, align 4, !tbaa !62
  %28 = icmp ugt i32 %25, 26
  %29 = select i1 %28, i32 1, i32 2
  br label %30

30:                                               ; preds = %19, %18, %24
  %31 = phi i32 [ 2, %19 ], [ %29, %24 ], [ 2, %18 ]
  %32 = getelementptr inbounds i8, ptr %6, i64 96
  store i32 %31, ptr %32, align 8, !tbaa !63
  %33 = getelementptr inbounds i8, ptr %6, i64 152
  store i64 131072, ptr %33, align 8, !tbaa !64
  %34 = getelementptr inbounds i8, ptr %6, i64 216
  store i32 2, ptr %34, align 8, !tbaa !65
  %35 = load <4 x i32>, ptr %7, align 4, !tbaa !42
  %36 = freeze <4 x i32> %35
  %37 = add <4 x i32> %36, <i32 -32, i32 -31, i32 -31, i32 -31>
  %38 = icmp ult <4 x i32> %37, <i32 -22, i32 -25, i32 -25, i32 -30>
  %39 = bitcast <4 x i1> %38 to i4
  %40 = icmp eq i4 %39, 0
  br i1 %40, label %41, label %103

41:                                               ; preds = %30
  %42 = getelementptr inbounds i8, ptr %6, i64 28
  %43 = load i32, ptr %42, align 4, !tbaa !42
  %44 = getelementptr inbounds i8, ptr %6, i64 24
  %45 = load i32, ptr %44, align 8, !tbaa !42
  %46 = getelementptr inbounds i8, ptr %6, i64 20
  %47 = load i32, ptr %46, align 4, !tbaa !42
  %48 = add i32 %47, -3
  %49 = icmp ult i32 %48, 5
  %50 = icmp ult i32 %45, 131073
  %51 = select i1 %49, i1 %50, i1 false
  %52 = add i32 %43, -1
  %53 = icmp ult i32 %52, 9
  %54 = select i1 %51, i1 %53, i1 false
  br i1 %54, label %55, label %103

55:                                               ; preds = %41
  %56 = icmp eq ptr @ZSTD_trace_compress_begin, null
  br i1 %56, label %59, label %57

57:                                               ; preds = %55
  %58 = tail call i64 @ZSTD_trace_compress_begin(ptr noundef %0) #30
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i64 [ %58, %57 ], [ 0, %55 ]
  %61 = getelementptr inbounds i8, ptr %0, i64 3760
  store i64 %60, ptr %61, align 8, !tbaa !244
  %62 = call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef nonnull readonly %6, i64 noundef %4, i64 noundef %2, i32 noundef 0, i32 noundef 0)
  %63 = icmp ult i64 %62, -119
  br i1 %63, label %64, label %103

64:                                               ; preds = %59
  %65 = getelementptr inbounds i8, ptr %0, i64 3224
  %66 = load ptr, ptr %65, align 8, !tbaa !48
  %67 = getelementptr inbounds i8, ptr %0, i64 3240
  %68 = getelementptr inbounds i8, ptr %0, i64 1056
  %69 = getelementptr inbounds i8, ptr %0, i64 704
  %70 = getelementptr inbounds i8, ptr %0, i64 240
  %71 = getelementptr inbounds i8, ptr %0, i64 3544
  %72 = load ptr, ptr %71, align 8, !tbaa !49
  %73 = icmp eq ptr %1, null
  %74 = icmp ult i64 %2, 8
  %75 = or i1 %73, %74
  br i1 %75, label %99, label %76

76:                                               ; preds = %64
  %77 = getelementptr inbounds i8, ptr %66, i64 5616
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %77, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !42
  %78 = getelementptr inbounds i8, ptr %66, i64 2056
  store i32 0, ptr %78, align 8, !tbaa !146
  %79 = getelementptr inbounds i8, ptr %66, i64 5604
  store i32 0, ptr %79, align 4, !tbaa !151
  %80 = getelementptr inbounds i8, ptr %66, i64 5608
  store i32 0, ptr %80, align 8, !tbaa !152
  %81 = getelementptr inbounds i8, ptr %66, i64 5612
  store i32 0, ptr %81, align 4, !tbaa !153
  %82 = load i32, ptr %1, align 1, !tbaa !42
  %83 = icmp eq i32 %82, -332356553
  br i1 %83, label %85, label %84

84:                                               ; preds = %76
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef nonnull %67, ptr noundef nonnull %68, ptr noundef nonnull %69, ptr noundef nonnull %70, ptr noundef nonnull %1, i64 noundef %2, i32 noundef 0, i32 noundef 0)
  br label %99

85:                                               ; preds = %76
  %86 = getelementptr inbounds i8, ptr %0, i64 280
  %87 = load i32, ptr %86, align 8, !tbaa !77
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %89, label %92

89:                                               ; preds = %85
  %90 = getelementptr inbounds i8, ptr %1, i64 4
  %91 = load i32, ptr %90, align 1, !tbaa !42
  br label %92

92:                                               ; preds = %89, %85
  %93 = phi i32 [ %91, %89 ], [ 0, %85 ]
  %94 = tail call i64 @ZSTD_loadCEntropy(ptr noundef nonnull %66, ptr noundef %72, ptr noundef nonnull %1, i64 noundef %2)
  %95 = icmp ult i64 %94, -119
  br i1 %95, label %96, label %103

96:                                               ; preds = %92
  %97 = getelementptr inbounds i8, ptr %1, i64 %94
  %98 = sub nsw i64 %2, %94
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef nonnull %67, ptr noundef null, ptr noundef nonnull %69, ptr noundef nonnull %70, ptr noundef nonnull %97, i64 noundef %98, i32 noundef 0, i32 noundef 0)
  br label %99

99:                                               ; preds = %84, %96, %64
  %100 = phi i32 [ 0, %64 ], [ %93, %96 ], [ 0, %84 ]
  %101 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %100, ptr %101, align 8, !tbaa !167
  %102 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %2, ptr %102, align 8, !tbaa !168
  br label %103

103:                                              ; preds = %99, %59, %92, %30, %41
  %104 = phi i64 [ -42, %30 ], [ -42, %41 ], [ 0, %99 ], [ %62, %59 ], [ %94, %92 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %6) #30
  ret i64 %104
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call fastcc i64 @ZSTD_compressBegin_usingDict_deprecated(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3)
  ret i64 %5
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressBegin_usingDict_deprecated(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) unnamed_addr #2 {
  %5 = alloca %struct.ZSTD_CCtx_params_s, align 8
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %5) #30
  %6 = icmp eq i64 %2, 0
  %7 = add i64 %2, 499
  %8 = select i1 %6, i64 -1, i64 %7
  %9 = icmp ult i64 %8, 262145
  %10 = zext i1 %9 to i64
  %11 = icmp ult i64 %8, 131073
  %12 = zext i1 %11 to i64
  %13 = add nuw nsw i64 %10, %12
  %14 = icmp ult i64 %8, 16385
  %15 = zext i1 %14 to i64
  %16 = add nuw nsw i64 %13, %15
  %17 = icmp eq i32 %3, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %4
  %19 = icmp slt i32 %3, 0
  br i1 %19, label %28, label %20

20:                                               ; preds = %18
  %21 = tail call i32 @llvm.umin.i32(i32 %3, i32 22)
  %22 = zext nneg i32 %21 to i64
  br label %23

23:                                               ; preds = %20, %4
  %24 = phi i64 [ %22, %20 ], [ 3, %4 ]
  %25 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %16, i64 %24
  %26 = getelementptr inbounds i8, ptr %25, i64 20
  %27 = load i32, ptr %26, align 4, !tbaa !42, !noalias !273
  br label %32

28:                                               ; preds = %18
  %29 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %16, i64 0
  %30 = tail call i32 @llvm.umax.i32(i32 %3, i32 -131072)
  %31 = sub nsw i32 0, %30
  br label %32

32:                                               ; preds = %23, %28
  %33 = phi ptr [ %25, %23 ], [ %29, %28 ]
  %34 = phi i32 [ %27, %23 ], [ %31, %28 ]
  %35 = getelementptr inbounds i8, ptr %33, i64 12
  %36 = load <2 x i32>, ptr %35, align 4, !tbaa !42, !noalias !273
  %37 = getelementptr inbounds i8, ptr %33, i64 8
  %38 = load i32, ptr %37, align 4, !tbaa !42, !noalias !273
  %39 = getelementptr inbounds i8, ptr %33, i64 4
  %40 = load i32, ptr %39, align 4, !tbaa !42, !noalias !273
  %41 = getelementptr inbounds i8, ptr %33, i64 24
  %42 = load i32, ptr %41, align 4, !tbaa !42, !noalias !273
  %43 = load i32, ptr %33, align 4, !tbaa !42, !noalias !273
  %44 = add i32 %42, -7
  %45 = icmp ult i32 %44, 3
  %46 = select i1 %45, i32 6, i32 %42
  %47 = tail call i32 @llvm.umax.i32(i32 %43, i32 10)
  %48 = add i32 %42, -6
  %49 = icmp ult i32 %48, -3
  br i1 %49, label %56, label %50

50:                                               ; preds = %32
  %51 = extractelement <2 x i32> %36, i64 0
  %52 = tail call i32 @llvm.umin.i32(i32 %51, i32 6)
  %53 = tail call i32 @llvm.umax.i32(i32 %52, i32 4)
  %54 = or disjoint i32 %53, 24
  %55 = tail call i32 @llvm.umin.i32(i32 %38, i32 %54)
  br label %56

56:                                               ; preds = %50, %32
  %57 = phi i32 [ %38, %32 ], [ %55, %50 ]
  %58 = select i1 %17, i32 3, i32 %3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %5, i8 0, i64 224, i1 false)
  %59 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %47, ptr %59, align 4, !tbaa !42
  %60 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %40, ptr %60, align 8, !tbaa !42
  %61 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 %57, ptr %61, align 4, !tbaa !42
  %62 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x i32> %36, ptr %62, align 8, !tbaa !42
  %63 = getelementptr inbounds i8, ptr %5, i64 24
  store i32 %34, ptr %63, align 8, !tbaa !42
  %64 = getelementptr inbounds i8, ptr %5, i64 28
  store i32 %46, ptr %64, align 4, !tbaa !42
  %65 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 1, ptr %65, align 8, !tbaa !42
  %66 = getelementptr inbounds i8, ptr %5, i64 44
  store i32 %58, ptr %66, align 4, !tbaa !38
  %67 = getelementptr inbounds i8, ptr %5, i64 160
  %68 = add i32 %46, -6
  %69 = icmp ult i32 %68, -3
  br i1 %69, label %70, label %74

70:                                               ; preds = %56
  store i32 2, ptr %67, align 8, !tbaa !61
  %71 = getelementptr inbounds i8, ptr %5, i64 140
  %72 = icmp ugt i32 %46, 6
  br i1 %72, label %78, label %73

73:                                               ; preds = %70
  store i32 2, ptr %71, align 4, !tbaa !62
  br label %83

74:                                               ; preds = %56
  %75 = icmp ugt i32 %43, 14
  %76 = select i1 %75, i32 1, i32 2
  store i32 %76, ptr %67, align 8, !tbaa !61
  %77 = getelementptr inbounds i8, ptr %5, i64 140
  store i32 2, ptr %77, align 4, !tbaa !62
  br label %83

78:                                               ; preds = %70
  %79 = icmp ugt i32 %43, 16
  %80 = select i1 %79, i32 1, i32 2
  store i32 %80, ptr %71, align 4, !tbaa !62
  %81 = icmp ugt i32 %43, 26
  %82 = select i1 %81, i32 1, i32 2
  br label %83

83:                                               ; preds = %74, %73, %78
  %84 = phi i32 [ 2, %74 ], [ %82, %78 ], [ 2, %73 ]
  %85 = getelementptr inbounds i8, ptr %5, i64 96
  store i32 %84, ptr %85, align 8, !tbaa !63
  %86 = getelementptr inbounds i8, ptr %5, i64 152
  store i64 131072, ptr %86, align 8, !tbaa !64
  %87 = getelementptr inbounds i8, ptr %5, i64 216
  %88 = icmp slt i32 %58, 10
  %89 = select i1 %88, i32 2, i32 1
  store i32 %89, ptr %87, align 8, !tbaa !65
  %90 = icmp eq ptr @ZSTD_trace_compress_begin, null
  br i1 %90, label %93, label %91

91:                                               ; preds = %83
  %92 = tail call i64 @ZSTD_trace_compress_begin(ptr noundef %0) #30
  br label %93

93:                                               ; preds = %91, %83
  %94 = phi i64 [ %92, %91 ], [ 0, %83 ]
  %95 = getelementptr inbounds i8, ptr %0, i64 3760
  store i64 %94, ptr %95, align 8, !tbaa !244
  %96 = call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef nonnull readonly %5, i64 noundef -1, i64 noundef %2, i32 noundef 0, i32 noundef 0)
  %97 = icmp ult i64 %96, -119
  br i1 %97, label %98, label %137

98:                                               ; preds = %93
  %99 = getelementptr inbounds i8, ptr %0, i64 3224
  %100 = load ptr, ptr %99, align 8, !tbaa !48
  %101 = getelementptr inbounds i8, ptr %0, i64 3240
  %102 = getelementptr inbounds i8, ptr %0, i64 1056
  %103 = getelementptr inbounds i8, ptr %0, i64 704
  %104 = getelementptr inbounds i8, ptr %0, i64 240
  %105 = getelementptr inbounds i8, ptr %0, i64 3544
  %106 = load ptr, ptr %105, align 8, !tbaa !49
  %107 = icmp eq ptr %1, null
  %108 = icmp ult i64 %2, 8
  %109 = or i1 %107, %108
  br i1 %109, label %133, label %110

110:                                              ; preds = %98
  %111 = getelementptr inbounds i8, ptr %100, i64 5616
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %111, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !42
  %112 = getelementptr inbounds i8, ptr %100, i64 2056
  store i32 0, ptr %112, align 8, !tbaa !146
  %113 = getelementptr inbounds i8, ptr %100, i64 5604
  store i32 0, ptr %113, align 4, !tbaa !151
  %114 = getelementptr inbounds i8, ptr %100, i64 5608
  store i32 0, ptr %114, align 8, !tbaa !152
  %115 = getelementptr inbounds i8, ptr %100, i64 5612
  store i32 0, ptr %115, align 4, !tbaa !153
  %116 = load i32, ptr %1, align 1, !tbaa !42
  %117 = icmp eq i32 %116, -332356553
  br i1 %117, label %119, label %118

118:                                              ; preds = %110
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef nonnull %101, ptr noundef nonnull %102, ptr noundef nonnull %103, ptr noundef nonnull %104, ptr noundef nonnull %1, i64 noundef %2, i32 noundef 0, i32 noundef 0)
  br label %133

119:                                              ; preds = %110
  %120 = getelementptr inbounds i8, ptr %0, i64 280
  %121 = load i32, ptr %120, align 8, !tbaa !77
  %122 = icmp eq i32 %121, 0
  br i1 %122, label %123, label %126

123:                                              ; preds = %119
  %124 = getelementptr inbounds i8, ptr %1, i64 4
  %125 = load i32, ptr %124, align 1, !tbaa !42
  br label %126

126:                                              ; preds = %123, %119
  %127 = phi i32 [ %125, %123 ], [ 0, %119 ]
  %128 = tail call i64 @ZSTD_loadCEntropy(ptr noundef nonnull %100, ptr noundef %106, ptr noundef nonnull %1, i64 noundef %2)
  %129 = icmp ult i64 %128, -119
  br i1 %129, label %130, label %137

130:                                              ; preds = %126
  %131 = getelementptr inbounds i8, ptr %1, i64 %128
  %132 = sub nsw i64 %2, %128
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef nonnull %101, ptr noundef null, ptr noundef nonnull %103, ptr noundef nonnull %104, ptr noundef nonnull %131, i64 noundef %132, i32 noundef 0, i32 noundef 0)
  br label %133

133:                                              ; preds = %118, %130, %98
  %134 = phi i32 [ 0, %98 ], [ %127, %130 ], [ 0, %118 ]
  %135 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %134, ptr %135, align 8, !tbaa !167
  %136 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %2, ptr %136, align 8, !tbaa !168
  br label %137

137:                                              ; preds = %126, %93, %133
  %138 = phi i64 [ 0, %133 ], [ %96, %93 ], [ %128, %126 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %5) #30
  ret i64 %138
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = tail call fastcc i64 @ZSTD_compressBegin_usingDict_deprecated(ptr noundef %0, ptr noundef null, i64 noundef 0, i32 noundef %1)
  ret i64 %3
}

; Function Attrs: nounwind uwtable
define dso_local void @ZSTD_CCtx_trace(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.ZSTD_Trace, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 3760
  %5 = load i64, ptr %4, align 8, !tbaa !244
  %6 = icmp ne i64 %5, 0
  %7 = icmp ne ptr @ZSTD_trace_compress_end, null
  %8 = and i1 %7, %6
  br i1 %8, label %9, label %42

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %0, i64 3576
  %11 = load i64, ptr %10, align 8, !tbaa !278
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %22

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 3616
  %15 = load i64, ptr %14, align 8, !tbaa !279
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %0, i64 316
  %19 = load i32, ptr %18, align 4, !tbaa !280
  %20 = icmp sgt i32 %19, 0
  %21 = zext i1 %20 to i32
  br label %22

22:                                               ; preds = %17, %13, %9
  %23 = phi i32 [ 1, %13 ], [ 1, %9 ], [ %21, %17 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #30
  %24 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %24, i8 0, i64 56, i1 false)
  store i32 10507, ptr %3, align 8, !tbaa !281
  %25 = getelementptr inbounds i8, ptr %3, i64 4
  store i32 %23, ptr %25, align 4, !tbaa !283
  %26 = getelementptr inbounds i8, ptr %0, i64 688
  %27 = load i32, ptr %26, align 8, !tbaa !167
  %28 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 %27, ptr %28, align 8, !tbaa !284
  %29 = getelementptr inbounds i8, ptr %0, i64 696
  %30 = load i64, ptr %29, align 8, !tbaa !168
  %31 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 %30, ptr %31, align 8, !tbaa !285
  %32 = getelementptr inbounds i8, ptr %0, i64 792
  %33 = load i64, ptr %32, align 8, !tbaa !137
  %34 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 %33, ptr %34, align 8, !tbaa !286
  %35 = getelementptr inbounds i8, ptr %0, i64 800
  %36 = load i64, ptr %35, align 8, !tbaa !141
  %37 = add i64 %36, %1
  %38 = getelementptr inbounds i8, ptr %3, i64 32
  store i64 %37, ptr %38, align 8, !tbaa !287
  %39 = getelementptr inbounds i8, ptr %0, i64 240
  %40 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr %39, ptr %40, align 8, !tbaa !288
  %41 = getelementptr inbounds i8, ptr %3, i64 48
  store ptr %0, ptr %41, align 8, !tbaa !289
  call void @ZSTD_trace_compress_end(i64 noundef %5, ptr noundef nonnull %3) #30
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #30
  br label %42

42:                                               ; preds = %22, %2
  store i64 0, ptr %4, align 8, !tbaa !244
  ret void
}

declare extern_weak void @ZSTD_trace_compress_end(i64 noundef, ptr noundef) #13

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressEnd_public(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = alloca %struct.ZSTD_Trace, align 8
  %7 = tail call fastcc i64 @ZSTD_compressContinue_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 1, i32 noundef 1)
  %8 = icmp ult i64 %7, -119
  br i1 %8, label %9, label %120

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %1, i64 %7
  %11 = sub i64 %2, %7
  %12 = load i32, ptr %0, align 8, !tbaa !154
  switch i32 %12, label %46 [
    i32 0, label %120
    i32 1, label %13
    i32 3, label %52
  ]

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 272
  %15 = getelementptr inbounds i8, ptr %0, i64 276
  %16 = load i32, ptr %15, align 4, !tbaa !76
  %17 = icmp sgt i32 %16, 0
  %18 = getelementptr inbounds i8, ptr %0, i64 244
  %19 = load i32, ptr %18, align 4, !tbaa !69
  %20 = load i32, ptr %14, align 8, !tbaa !39
  %21 = icmp eq i32 %20, 0
  %22 = trunc i32 %19 to i8
  %23 = shl i8 %22, 3
  %24 = add i8 %23, -80
  %25 = select i1 %17, i8 4, i8 0
  %26 = select i1 %21, i8 0, i8 32
  %27 = or disjoint i8 %26, %25
  %28 = icmp ult i64 %11, 18
  br i1 %28, label %120, label %29

29:                                               ; preds = %13
  %30 = getelementptr inbounds i8, ptr %0, i64 240
  %31 = load i32, ptr %30, align 8, !tbaa !68
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %34

33:                                               ; preds = %29
  store i32 -47205080, ptr %10, align 1, !tbaa !42
  br label %34

34:                                               ; preds = %33, %29
  %35 = phi i64 [ 4, %33 ], [ 0, %29 ]
  %36 = or disjoint i64 %35, 1
  %37 = getelementptr inbounds i8, ptr %10, i64 %35
  store i8 %27, ptr %37, align 1, !tbaa !179
  %38 = select i1 %21, i8 %24, i8 0
  %39 = getelementptr inbounds i8, ptr %10, i64 %36
  store i8 %38, ptr %39, align 1
  %40 = or disjoint i64 %35, 2
  %41 = getelementptr inbounds i8, ptr %10, i64 %40
  store i32 2, ptr %0, align 8, !tbaa !154
  store i16 1, ptr %41, align 1, !tbaa !213
  %42 = getelementptr inbounds i8, ptr %41, i64 2
  store i8 0, ptr %42, align 1, !tbaa !179
  %43 = getelementptr inbounds i8, ptr %41, i64 3
  %44 = add i64 %11, -3
  %45 = sub nuw i64 %44, %40
  br label %52

46:                                               ; preds = %9
  %47 = icmp ugt i64 %11, 2
  br i1 %47, label %48, label %120

48:                                               ; preds = %46
  store i16 1, ptr %10, align 1, !tbaa !213
  %49 = getelementptr inbounds i8, ptr %10, i64 2
  store i8 0, ptr %49, align 1, !tbaa !179
  %50 = getelementptr inbounds i8, ptr %10, i64 3
  %51 = add i64 %11, -3
  br label %52

52:                                               ; preds = %48, %34, %9
  %53 = phi ptr [ %43, %34 ], [ %50, %48 ], [ %10, %9 ]
  %54 = phi i64 [ %45, %34 ], [ %51, %48 ], [ %11, %9 ]
  %55 = getelementptr inbounds i8, ptr %0, i64 276
  %56 = load i32, ptr %55, align 4, !tbaa !227
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %65, label %58

58:                                               ; preds = %52
  %59 = icmp ugt i64 %54, 3
  br i1 %59, label %60, label %120

60:                                               ; preds = %58
  %61 = getelementptr inbounds i8, ptr %0, i64 808
  %62 = tail call fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef nonnull %61) #33
  %63 = trunc i64 %62 to i32
  store i32 %63, ptr %53, align 1, !tbaa !42
  %64 = getelementptr inbounds i8, ptr %53, i64 4
  br label %65

65:                                               ; preds = %52, %60
  %66 = phi ptr [ %53, %52 ], [ %64, %60 ]
  store i32 0, ptr %0, align 8, !tbaa !154
  %67 = ptrtoint ptr %66 to i64
  %68 = ptrtoint ptr %10 to i64
  %69 = sub i64 %67, %68
  %70 = icmp ult i64 %69, -119
  br i1 %70, label %71, label %120

71:                                               ; preds = %65
  %72 = getelementptr inbounds i8, ptr %0, i64 784
  %73 = load i64, ptr %72, align 8, !tbaa !100
  %74 = icmp eq i64 %73, 0
  br i1 %74, label %80, label %75

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %0, i64 792
  %77 = load i64, ptr %76, align 8, !tbaa !137
  %78 = add i64 %77, 1
  %79 = icmp eq i64 %73, %78
  br i1 %79, label %80, label %120

80:                                               ; preds = %75, %71
  %81 = getelementptr inbounds i8, ptr %0, i64 3760
  %82 = load i64, ptr %81, align 8, !tbaa !244
  %83 = icmp ne i64 %82, 0
  %84 = icmp ne ptr @ZSTD_trace_compress_end, null
  %85 = and i1 %84, %83
  br i1 %85, label %86, label %118

86:                                               ; preds = %80
  %87 = getelementptr inbounds i8, ptr %0, i64 3576
  %88 = load i64, ptr %87, align 8, !tbaa !278
  %89 = icmp eq i64 %88, 0
  br i1 %89, label %90, label %99

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %0, i64 3616
  %92 = load i64, ptr %91, align 8, !tbaa !279
  %93 = icmp eq i64 %92, 0
  br i1 %93, label %94, label %99

94:                                               ; preds = %90
  %95 = getelementptr inbounds i8, ptr %0, i64 316
  %96 = load i32, ptr %95, align 4, !tbaa !280
  %97 = icmp sgt i32 %96, 0
  %98 = zext i1 %97 to i32
  br label %99

99:                                               ; preds = %94, %90, %86
  %100 = phi i32 [ 1, %90 ], [ 1, %86 ], [ %98, %94 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #30
  %101 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %101, i8 0, i64 56, i1 false)
  store i32 10507, ptr %6, align 8, !tbaa !281
  %102 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 %100, ptr %102, align 4, !tbaa !283
  %103 = getelementptr inbounds i8, ptr %0, i64 688
  %104 = load i32, ptr %103, align 8, !tbaa !167
  store i32 %104, ptr %101, align 8, !tbaa !284
  %105 = getelementptr inbounds i8, ptr %0, i64 696
  %106 = load i64, ptr %105, align 8, !tbaa !168
  %107 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 %106, ptr %107, align 8, !tbaa !285
  %108 = getelementptr inbounds i8, ptr %0, i64 792
  %109 = load i64, ptr %108, align 8, !tbaa !137
  %110 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 %109, ptr %110, align 8, !tbaa !286
  %111 = getelementptr inbounds i8, ptr %0, i64 800
  %112 = load i64, ptr %111, align 8, !tbaa !141
  %113 = add i64 %112, %69
  %114 = getelementptr inbounds i8, ptr %6, i64 32
  store i64 %113, ptr %114, align 8, !tbaa !287
  %115 = getelementptr inbounds i8, ptr %0, i64 240
  %116 = getelementptr inbounds i8, ptr %6, i64 40
  store ptr %115, ptr %116, align 8, !tbaa !288
  %117 = getelementptr inbounds i8, ptr %6, i64 48
  store ptr %0, ptr %117, align 8, !tbaa !289
  call void @ZSTD_trace_compress_end(i64 noundef %82, ptr noundef nonnull %6) #30
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #30
  br label %118

118:                                              ; preds = %80, %99
  store i64 0, ptr %81, align 8, !tbaa !244
  %119 = add i64 %69, %7
  br label %120

120:                                              ; preds = %13, %46, %58, %9, %75, %65, %5, %118
  %121 = phi i64 [ %119, %118 ], [ %69, %65 ], [ %7, %5 ], [ -72, %75 ], [ -70, %13 ], [ -70, %46 ], [ -70, %58 ], [ -60, %9 ]
  ret i64 %121
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressEnd(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i64 @ZSTD_compressEnd_public(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4)
  ret i64 %6
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr nocapture noundef readonly byval(%struct.ZSTD_parameters) align 8 %7) local_unnamed_addr #2 {
  %9 = load i32, ptr %7, align 8, !tbaa !53
  %10 = add i32 %9, -32
  %11 = icmp ult i32 %10, -22
  br i1 %11, label %68, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %7, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !54
  %15 = add i32 %14, -31
  %16 = icmp ult i32 %15, -25
  br i1 %16, label %68, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %7, i64 8
  %19 = load i32, ptr %18, align 8, !tbaa !55
  %20 = add i32 %19, -31
  %21 = icmp ult i32 %20, -25
  br i1 %21, label %68, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %7, i64 12
  %24 = load i32, ptr %23, align 4, !tbaa !56
  %25 = add i32 %24, -31
  %26 = icmp ult i32 %25, -30
  br i1 %26, label %68, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %7, i64 16
  %29 = load i32, ptr %28, align 8, !tbaa !57
  %30 = add i32 %29, -8
  %31 = icmp ult i32 %30, -5
  %32 = getelementptr inbounds i8, ptr %7, i64 20
  %33 = load i32, ptr %32, align 4
  %34 = icmp ugt i32 %33, 131072
  %35 = select i1 %31, i1 true, i1 %34
  br i1 %35, label %68, label %36

36:                                               ; preds = %27
  %37 = getelementptr inbounds i8, ptr %7, i64 24
  %38 = load i32, ptr %37, align 8, !tbaa !58
  %39 = add i32 %38, -1
  %40 = icmp ult i32 %39, 9
  br i1 %40, label %41, label %68

41:                                               ; preds = %36
  %42 = getelementptr inbounds i8, ptr %0, i64 464
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %42, i8 0, i64 224, i1 false)
  %43 = getelementptr inbounds i8, ptr %0, i64 468
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %43, ptr noundef nonnull readonly align 8 dereferenceable(28) %7, i64 28, i1 false), !tbaa.struct !59
  %44 = getelementptr inbounds i8, ptr %0, i64 496
  %45 = getelementptr inbounds i8, ptr %7, i64 28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %44, ptr noundef nonnull readonly align 4 dereferenceable(12) %45, i64 12, i1 false), !tbaa.struct !60
  %46 = getelementptr inbounds i8, ptr %0, i64 624
  %47 = add nsw i32 %38, -6
  %48 = icmp ult i32 %47, -3
  br i1 %48, label %49, label %53

49:                                               ; preds = %41
  store i32 2, ptr %46, align 8, !tbaa !61
  %50 = getelementptr inbounds i8, ptr %0, i64 604
  %51 = icmp ugt i32 %38, 6
  br i1 %51, label %57, label %52

52:                                               ; preds = %49
  store i32 2, ptr %50, align 4, !tbaa !62
  br label %62

53:                                               ; preds = %41
  %54 = icmp ugt i32 %9, 14
  %55 = select i1 %54, i32 1, i32 2
  store i32 %55, ptr %46, align 8, !tbaa !61
  %56 = getelementptr inbounds i8, ptr %0, i64 604
  store i32 2, ptr %56, align 4, !tbaa !62
  br label %62

57:                                               ; preds = %49
  %58 = icmp ugt i32 %9, 16
  %59 = select i1 %58, i32 1, i32 2
  store i32 %59, ptr %50, align 4, !tbaa !62
  %60 = icmp ugt i32 %9, 26
  %61 = select i1 %60, i32 1, i32 2
  br label %62

62:                                               ; preds = %53, %52, %57
  %63 = phi i32 [ 2, %53 ], [ %61, %57 ], [ 2, %52 ]
  %64 = getelementptr inbounds i8, ptr %0, i64 560
  store i32 %63, ptr %64, align 8, !tbaa !63
  %65 = getelementptr inbounds i8, ptr %0, i64 616
  store i64 131072, ptr %65, align 8, !tbaa !64
  %66 = getelementptr inbounds i8, ptr %0, i64 680
  store i32 2, ptr %66, align 8, !tbaa !65
  %67 = tail call i64 @ZSTD_compress_advanced_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef nonnull %42)
  br label %68

68:                                               ; preds = %27, %22, %17, %12, %8, %36, %62
  %69 = phi i64 [ -42, %36 ], [ %67, %62 ], [ -42, %8 ], [ -42, %12 ], [ -42, %17 ], [ -42, %22 ], [ -42, %27 ]
  ret i64 %69
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress_advanced_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr nocapture noundef readonly %7) local_unnamed_addr #2 {
  %9 = icmp eq ptr @ZSTD_trace_compress_begin, null
  br i1 %9, label %12, label %10

10:                                               ; preds = %8
  %11 = tail call i64 @ZSTD_trace_compress_begin(ptr noundef %0) #30
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %11, %10 ], [ 0, %8 ]
  %14 = getelementptr inbounds i8, ptr %0, i64 3760
  store i64 %13, ptr %14, align 8, !tbaa !244
  %15 = tail call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef readonly %7, i64 noundef %4, i64 noundef %6, i32 noundef 0, i32 noundef 0)
  %16 = icmp ult i64 %15, -119
  br i1 %16, label %17, label %57

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %0, i64 3224
  %19 = load ptr, ptr %18, align 8, !tbaa !48
  %20 = getelementptr inbounds i8, ptr %0, i64 3240
  %21 = getelementptr inbounds i8, ptr %0, i64 1056
  %22 = getelementptr inbounds i8, ptr %0, i64 704
  %23 = getelementptr inbounds i8, ptr %0, i64 240
  %24 = getelementptr inbounds i8, ptr %0, i64 3544
  %25 = load ptr, ptr %24, align 8, !tbaa !49
  %26 = icmp eq ptr %5, null
  %27 = icmp ult i64 %6, 8
  %28 = or i1 %26, %27
  br i1 %28, label %52, label %29

29:                                               ; preds = %17
  %30 = getelementptr inbounds i8, ptr %19, i64 5616
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %30, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !42
  %31 = getelementptr inbounds i8, ptr %19, i64 2056
  store i32 0, ptr %31, align 8, !tbaa !146
  %32 = getelementptr inbounds i8, ptr %19, i64 5604
  store i32 0, ptr %32, align 4, !tbaa !151
  %33 = getelementptr inbounds i8, ptr %19, i64 5608
  store i32 0, ptr %33, align 8, !tbaa !152
  %34 = getelementptr inbounds i8, ptr %19, i64 5612
  store i32 0, ptr %34, align 4, !tbaa !153
  %35 = load i32, ptr %5, align 1, !tbaa !42
  %36 = icmp eq i32 %35, -332356553
  br i1 %36, label %38, label %37

37:                                               ; preds = %29
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef nonnull %20, ptr noundef nonnull %21, ptr noundef nonnull %22, ptr noundef nonnull %23, ptr noundef nonnull %5, i64 noundef %6, i32 noundef 0, i32 noundef 0)
  br label %52

38:                                               ; preds = %29
  %39 = getelementptr inbounds i8, ptr %0, i64 280
  %40 = load i32, ptr %39, align 8, !tbaa !77
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %45

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %5, i64 4
  %44 = load i32, ptr %43, align 1, !tbaa !42
  br label %45

45:                                               ; preds = %42, %38
  %46 = phi i32 [ %44, %42 ], [ 0, %38 ]
  %47 = tail call i64 @ZSTD_loadCEntropy(ptr noundef nonnull %19, ptr noundef %25, ptr noundef nonnull %5, i64 noundef %6)
  %48 = icmp ult i64 %47, -119
  br i1 %48, label %49, label %57

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %5, i64 %47
  %51 = sub nsw i64 %6, %47
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef nonnull %20, ptr noundef null, ptr noundef nonnull %22, ptr noundef nonnull %23, ptr noundef nonnull %50, i64 noundef %51, i32 noundef 0, i32 noundef 0)
  br label %52

52:                                               ; preds = %37, %49, %17
  %53 = phi i32 [ 0, %17 ], [ %46, %49 ], [ 0, %37 ]
  %54 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %53, ptr %54, align 8, !tbaa !167
  %55 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %6, ptr %55, align 8, !tbaa !168
  %56 = tail call i64 @ZSTD_compressEnd_public(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4)
  br label %57

57:                                               ; preds = %45, %12, %52
  %58 = phi i64 [ %56, %52 ], [ %47, %45 ], [ %15, %12 ]
  ret i64 %58
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = icmp eq ptr %5, null
  %10 = select i1 %9, i64 0, i64 %6
  %11 = icmp eq i64 %4, -1
  %12 = icmp eq i64 %10, 0
  %13 = and i1 %11, %12
  br i1 %13, label %20, label %14

14:                                               ; preds = %8
  %15 = icmp ne i64 %10, 0
  %16 = and i1 %11, %15
  %17 = select i1 %16, i64 500, i64 0
  %18 = add i64 %10, %4
  %19 = add i64 %18, %17
  br label %20

20:                                               ; preds = %14, %8
  %21 = phi i64 [ %19, %14 ], [ -1, %8 ]
  %22 = icmp ult i64 %21, 262145
  %23 = zext i1 %22 to i64
  %24 = icmp ult i64 %21, 131073
  %25 = zext i1 %24 to i64
  %26 = add nuw nsw i64 %23, %25
  %27 = icmp ult i64 %21, 16385
  %28 = zext i1 %27 to i64
  %29 = add nuw nsw i64 %26, %28
  %30 = icmp eq i32 %7, 0
  br i1 %30, label %36, label %31

31:                                               ; preds = %20
  %32 = icmp slt i32 %7, 0
  br i1 %32, label %41, label %33

33:                                               ; preds = %31
  %34 = tail call i32 @llvm.umin.i32(i32 %7, i32 22)
  %35 = zext nneg i32 %34 to i64
  br label %36

36:                                               ; preds = %33, %20
  %37 = phi i64 [ %35, %33 ], [ 3, %20 ]
  %38 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 20
  %40 = load i32, ptr %39, align 4, !tbaa !42, !noalias !290
  br label %45

41:                                               ; preds = %31
  %42 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %29, i64 0
  %43 = tail call i32 @llvm.umax.i32(i32 %7, i32 -131072)
  %44 = sub nsw i32 0, %43
  br label %45

45:                                               ; preds = %36, %41
  %46 = phi ptr [ %38, %36 ], [ %42, %41 ]
  %47 = phi i32 [ %40, %36 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %46, i64 12
  %49 = load <2 x i32>, ptr %48, align 4, !tbaa !42, !noalias !290
  %50 = getelementptr inbounds i8, ptr %46, i64 8
  %51 = load i32, ptr %50, align 4, !tbaa !42, !noalias !290
  %52 = getelementptr inbounds i8, ptr %46, i64 4
  %53 = load i32, ptr %52, align 4, !tbaa !42, !noalias !290
  %54 = getelementptr inbounds i8, ptr %46, i64 24
  %55 = load i32, ptr %54, align 4, !tbaa !42, !noalias !290
  %56 = load i32, ptr %46, align 4, !tbaa !42, !noalias !290
  %57 = add i32 %55, -7
  %58 = icmp ult i32 %57, 3
  %59 = select i1 %58, i32 6, i32 %55
  %60 = icmp ult i64 %4, 1073741825
  %61 = icmp ult i64 %10, 1073741825
  %62 = and i1 %60, %61
  br i1 %62, label %63, label %72

63:                                               ; preds = %45
  %64 = add nuw nsw i64 %10, %4
  %65 = icmp ult i64 %64, 64
  %66 = trunc nuw i64 %64 to i32
  %67 = add i32 %66, -1
  %68 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %67, i1 true)
  %69 = sub nuw nsw i32 32, %68
  %70 = select i1 %65, i32 6, i32 %69
  %71 = tail call i32 @llvm.umin.i32(i32 %56, i32 %70)
  br label %73

72:                                               ; preds = %45
  br i1 %11, label %99, label %73

73:                                               ; preds = %63, %72
  %74 = phi i32 [ %56, %72 ], [ %71, %63 ]
  br i1 %12, label %88, label %75

75:                                               ; preds = %73
  %76 = zext nneg i32 %74 to i64
  %77 = shl nuw i64 1, %76
  %78 = add i64 %77, %10
  %79 = add i64 %10, %4
  %80 = icmp ult i64 %77, %79
  br i1 %80, label %81, label %88

81:                                               ; preds = %75
  %82 = icmp ugt i64 %78, 2147483647
  br i1 %82, label %88, label %83

83:                                               ; preds = %81
  %84 = trunc nuw nsw i64 %78 to i32
  %85 = add nsw i32 %84, -1
  %86 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %85, i1 true)
  %87 = sub nuw nsw i32 32, %86
  br label %88

88:                                               ; preds = %83, %81, %75, %73
  %89 = phi i32 [ %74, %73 ], [ %87, %83 ], [ %74, %75 ], [ 31, %81 ]
  %90 = icmp ugt i32 %59, 5
  %91 = sext i1 %90 to i32
  %92 = add i32 %53, %91
  %93 = add i32 %89, 1
  %94 = tail call i32 @llvm.umin.i32(i32 %51, i32 %93)
  %95 = icmp ugt i32 %92, %89
  br i1 %95, label %96, label %99

96:                                               ; preds = %88
  %97 = zext i1 %90 to i32
  %98 = add nuw i32 %89, %97
  br label %99

99:                                               ; preds = %96, %88, %72
  %100 = phi i32 [ %94, %96 ], [ %94, %88 ], [ %51, %72 ]
  %101 = phi i32 [ %98, %96 ], [ %53, %88 ], [ %53, %72 ]
  %102 = phi i32 [ %74, %96 ], [ %74, %88 ], [ %56, %72 ]
  %103 = tail call i32 @llvm.umax.i32(i32 %102, i32 10)
  %104 = add i32 %59, -6
  %105 = icmp ult i32 %104, -3
  br i1 %105, label %112, label %106

106:                                              ; preds = %99
  %107 = extractelement <2 x i32> %49, i64 0
  %108 = tail call i32 @llvm.umin.i32(i32 %107, i32 6)
  %109 = tail call i32 @llvm.umax.i32(i32 %108, i32 4)
  %110 = or disjoint i32 %109, 24
  %111 = tail call i32 @llvm.umin.i32(i32 %100, i32 %110)
  br label %112

112:                                              ; preds = %106, %99
  %113 = phi i32 [ %100, %99 ], [ %111, %106 ]
  %114 = getelementptr inbounds i8, ptr %0, i64 464
  %115 = select i1 %30, i32 3, i32 %7
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %114, i8 0, i64 224, i1 false)
  %116 = getelementptr inbounds i8, ptr %0, i64 468
  store i32 %103, ptr %116, align 4, !tbaa !42
  %117 = getelementptr inbounds i8, ptr %0, i64 472
  store i32 %101, ptr %117, align 4, !tbaa !42
  %118 = getelementptr inbounds i8, ptr %0, i64 476
  store i32 %113, ptr %118, align 4, !tbaa !42
  %119 = getelementptr inbounds i8, ptr %0, i64 480
  store <2 x i32> %49, ptr %119, align 4, !tbaa !42
  %120 = getelementptr inbounds i8, ptr %0, i64 488
  store i32 %47, ptr %120, align 4, !tbaa !42
  %121 = getelementptr inbounds i8, ptr %0, i64 492
  store i32 %59, ptr %121, align 4, !tbaa !42
  %122 = getelementptr inbounds i8, ptr %0, i64 496
  store i32 1, ptr %122, align 8, !tbaa !42
  %123 = getelementptr inbounds i8, ptr %0, i64 508
  store i32 %115, ptr %123, align 4, !tbaa !38
  %124 = getelementptr inbounds i8, ptr %0, i64 624
  br i1 %105, label %125, label %129

125:                                              ; preds = %112
  store i32 2, ptr %124, align 8, !tbaa !61
  %126 = getelementptr inbounds i8, ptr %0, i64 604
  %127 = icmp ugt i32 %59, 6
  br i1 %127, label %133, label %128

128:                                              ; preds = %125
  store i32 2, ptr %126, align 4, !tbaa !62
  br label %138

129:                                              ; preds = %112
  %130 = icmp ugt i32 %102, 14
  %131 = select i1 %130, i32 1, i32 2
  store i32 %131, ptr %124, align 8, !tbaa !61
  %132 = getelementptr inbounds i8, ptr %0, i64 604
  store i32 2, ptr %132, align 4, !tbaa !62
  br label %138

133:                                              ; preds = %125
  %134 = icmp ugt i32 %102, 16
  %135 = select i1 %134, i32 1, i32 2
  store i32 %135, ptr %126, align 4, !tbaa !62
  %136 = icmp ugt i32 %102, 26
  %137 = select i1 %136, i32 1, i32 2
  br label %138

138:                                              ; preds = %129, %128, %133
  %139 = phi i32 [ 2, %129 ], [ %137, %133 ], [ 2, %128 ]
  %140 = getelementptr inbounds i8, ptr %0, i64 560
  store i32 %139, ptr %140, align 8, !tbaa !63
  %141 = getelementptr inbounds i8, ptr %0, i64 616
  store i64 131072, ptr %141, align 8, !tbaa !64
  %142 = getelementptr inbounds i8, ptr %0, i64 680
  %143 = icmp slt i32 %115, 10
  %144 = select i1 %143, i32 2, i32 1
  store i32 %144, ptr %142, align 8, !tbaa !65
  %145 = tail call i64 @ZSTD_compress_advanced_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef nonnull %114)
  ret i64 %145
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressCCtx(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call i64 @ZSTD_compress_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef null, i64 noundef 0, i32 noundef %5)
  ret i64 %7
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = alloca %struct.ZSTD_CCtx_s, align 8
  call void @llvm.lifetime.start.p0(i64 5280, ptr nonnull %6) #30
  %7 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #29, !srcloc !5
  %8 = icmp eq i32 %7, 0
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5280) %6, i8 0, i64 5280, i1 false)
  br i1 %8, label %20, label %9

9:                                                ; preds = %5
  %10 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #29, !srcloc !6
  %11 = icmp ugt i32 %7, 6
  br i1 %11, label %12, label %20

12:                                               ; preds = %9
  %13 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #29, !srcloc !7
  %14 = extractvalue { i32, i32, i32 } %13, 1
  %15 = and i32 %14, 8
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %12
  %18 = lshr i32 %14, 8
  %19 = and i32 %18, 1
  br label %20

20:                                               ; preds = %5, %9, %12, %17
  %21 = phi i32 [ 0, %12 ], [ %19, %17 ], [ 0, %9 ], [ 0, %5 ]
  %22 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 %21, ptr %22, align 8, !tbaa !8
  call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %6)
  %23 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %23, i8 0, i64 224, i1 false)
  %24 = getelementptr inbounds i8, ptr %6, i64 60
  store i32 3, ptr %24, align 4, !tbaa !38
  %25 = getelementptr inbounds i8, ptr %6, i64 48
  store i32 1, ptr %25, align 8, !tbaa !39
  %26 = call i64 @ZSTD_compress_usingDict(ptr noundef nonnull %6, ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef null, i64 noundef 0, i32 noundef %4)
  call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %6)
  %27 = getelementptr inbounds i8, ptr %6, i64 704
  %28 = getelementptr inbounds i8, ptr %6, i64 904
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds i8, ptr %6, i64 912
  %31 = load ptr, ptr %30, align 8
  %32 = load ptr, ptr %27, align 8, !tbaa !51
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %27, i8 0, i64 72, i1 false)
  %33 = icmp eq ptr %32, null
  br i1 %33, label %38, label %34

34:                                               ; preds = %20
  %35 = icmp eq ptr %29, null
  br i1 %35, label %37, label %36

36:                                               ; preds = %34
  call void %29(ptr noundef %31, ptr noundef nonnull %32) #30
  br label %38

37:                                               ; preds = %34
  call void @free(ptr noundef nonnull %32) #30
  br label %38

38:                                               ; preds = %20, %36, %37
  call void @llvm.lifetime.end.p0(i64 5280, ptr nonnull %6) #30
  ret i64 %26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_estimateCDictSize_advanced(i64 noundef %0, ptr nocapture noundef readonly byval(%struct.ZSTD_compressionParameters) align 8 %1, i32 noundef %2) local_unnamed_addr #9 {
  %4 = getelementptr inbounds i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !58
  %6 = add i32 %5, -6
  %7 = icmp ult i32 %6, -3
  %8 = load i32, ptr %1, align 8
  %9 = icmp ult i32 %8, 15
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !54
  %12 = zext nneg i32 %11 to i64
  %13 = shl i64 4, %12
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load i32, ptr %14, align 8, !tbaa !55
  %16 = zext nneg i32 %15 to i64
  %17 = shl nuw i64 1, %16
  %18 = select i1 %7, i1 true, i1 %9
  %19 = add nuw i64 %17, 63
  %20 = and i64 %19, -64
  %21 = select i1 %18, i64 0, i64 %20
  %22 = shl i64 4, %16
  %23 = icmp eq i32 %2, 1
  %24 = add i64 %0, 7
  %25 = and i64 %24, -8
  %26 = add i64 %25, 14912
  %27 = select i1 %23, i64 14912, i64 %26
  %28 = add i64 %27, %13
  %29 = add i64 %28, %22
  %30 = add i64 %29, %21
  ret i64 %30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @ZSTD_estimateCDictSize(i64 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i64 %0, 0
  %4 = add i64 %0, 499
  %5 = select i1 %3, i64 -1, i64 %4
  %6 = icmp ult i64 %5, 262145
  %7 = zext i1 %6 to i64
  %8 = icmp ult i64 %5, 131073
  %9 = zext i1 %8 to i64
  %10 = add nuw nsw i64 %7, %9
  %11 = icmp ult i64 %5, 16385
  %12 = zext i1 %11 to i64
  %13 = add nuw nsw i64 %10, %12
  %14 = icmp eq i32 %1, 0
  br i1 %14, label %20, label %15

15:                                               ; preds = %2
  %16 = icmp slt i32 %1, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %15
  %18 = tail call i32 @llvm.umin.i32(i32 %1, i32 22)
  %19 = zext nneg i32 %18 to i64
  br label %20

20:                                               ; preds = %15, %2, %17
  %21 = phi i64 [ %19, %17 ], [ 3, %2 ], [ 0, %15 ]
  %22 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %13, i64 %21
  %23 = getelementptr inbounds i8, ptr %22, i64 12
  %24 = load i32, ptr %23, align 4, !tbaa !42, !noalias !295
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load i32, ptr %25, align 4, !tbaa !42, !noalias !295
  %27 = getelementptr inbounds i8, ptr %22, i64 4
  %28 = load i32, ptr %27, align 4, !tbaa !42, !noalias !295
  %29 = getelementptr inbounds i8, ptr %22, i64 24
  %30 = load i32, ptr %29, align 4, !tbaa !42, !noalias !295
  %31 = load i32, ptr %22, align 4, !tbaa !42, !noalias !295
  %32 = add i32 %30, -7
  %33 = icmp ult i32 %32, 3
  %34 = select i1 %33, i32 6, i32 %30
  %35 = add i64 %0, -1
  %36 = icmp ult i64 %35, 1073741824
  br i1 %36, label %37, label %43

37:                                               ; preds = %20
  %38 = trunc nuw i64 %0 to i32
  %39 = add nuw nsw i32 %38, 512
  %40 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %39, i1 true)
  %41 = sub nuw nsw i32 32, %40
  %42 = tail call i32 @llvm.umin.i32(i32 %31, i32 %41)
  br label %44

43:                                               ; preds = %20
  br i1 %3, label %69, label %44

44:                                               ; preds = %43, %37
  %45 = phi i32 [ %42, %37 ], [ %31, %43 ]
  %46 = zext nneg i32 %45 to i64
  %47 = shl nuw i64 1, %46
  %48 = add i64 %47, %0
  %49 = add i64 %0, 513
  %50 = icmp ult i64 %47, %49
  br i1 %50, label %51, label %58

51:                                               ; preds = %44
  %52 = icmp ugt i64 %48, 2147483647
  br i1 %52, label %58, label %53

53:                                               ; preds = %51
  %54 = trunc nuw nsw i64 %48 to i32
  %55 = add nsw i32 %54, -1
  %56 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %55, i1 true)
  %57 = sub nuw nsw i32 32, %56
  br label %58

58:                                               ; preds = %53, %51, %44
  %59 = phi i32 [ %57, %53 ], [ %45, %44 ], [ 31, %51 ]
  %60 = icmp ugt i32 %34, 5
  %61 = sext i1 %60 to i32
  %62 = add i32 %28, %61
  %63 = add i32 %59, 1
  %64 = tail call i32 @llvm.umin.i32(i32 %26, i32 %63)
  %65 = icmp ugt i32 %62, %59
  br i1 %65, label %66, label %69

66:                                               ; preds = %58
  %67 = zext i1 %60 to i32
  %68 = add nuw i32 %59, %67
  br label %69

69:                                               ; preds = %66, %58, %43
  %70 = phi i32 [ %64, %66 ], [ %64, %58 ], [ %26, %43 ]
  %71 = phi i32 [ %68, %66 ], [ %28, %58 ], [ %28, %43 ]
  %72 = phi i32 [ %45, %66 ], [ %45, %58 ], [ %31, %43 ]
  %73 = add i32 %34, -3
  %74 = icmp ult i32 %73, -2
  br i1 %74, label %78, label %75

75:                                               ; preds = %69
  %76 = tail call i32 @llvm.umin.i32(i32 %70, i32 24)
  %77 = tail call i32 @llvm.umin.i32(i32 %71, i32 24)
  br label %86

78:                                               ; preds = %69
  %79 = add i32 %34, -6
  %80 = icmp ult i32 %79, -3
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = tail call i32 @llvm.umin.i32(i32 %24, i32 6)
  %83 = tail call i32 @llvm.umax.i32(i32 %82, i32 4)
  %84 = or disjoint i32 %83, 24
  %85 = tail call i32 @llvm.umin.i32(i32 %70, i32 %84)
  br label %86

86:                                               ; preds = %75, %81, %78
  %87 = phi i32 [ %70, %78 ], [ %85, %81 ], [ %76, %75 ]
  %88 = phi i32 [ %71, %78 ], [ %71, %81 ], [ %77, %75 ]
  %89 = add i32 %30, -6
  %90 = icmp ult i32 %89, -3
  %91 = icmp ult i32 %72, 15
  %92 = zext nneg i32 %88 to i64
  %93 = shl i64 4, %92
  %94 = zext nneg i32 %87 to i64
  %95 = shl nuw i64 1, %94
  %96 = select i1 %90, i1 true, i1 %91
  %97 = add nuw i64 %95, 63
  %98 = and i64 %97, -64
  %99 = select i1 %96, i64 0, i64 %98
  %100 = shl i64 4, %94
  %101 = add i64 %0, 7
  %102 = and i64 %101, -8
  %103 = add i64 %102, 14912
  %104 = add i64 %103, %100
  %105 = add i64 %104, %93
  %106 = add i64 %105, %99
  ret i64 %106
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_sizeof_CDict(ptr noundef readonly %0) local_unnamed_addr #9 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !51
  %6 = icmp eq ptr %5, %0
  %7 = select i1 %6, i64 0, i64 6080
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = load ptr, ptr %8, align 8, !tbaa !52
  %10 = ptrtoint ptr %9 to i64
  %11 = ptrtoint ptr %5 to i64
  %12 = sub i64 %10, %11
  %13 = add i64 %12, %7
  br label %14

14:                                               ; preds = %1, %3
  %15 = phi i64 [ %13, %3 ], [ 0, %1 ]
  ret i64 %15
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createCDict_advanced(ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly byval(%struct.ZSTD_compressionParameters) align 8 %4, ptr nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %5) local_unnamed_addr #2 {
  %7 = alloca %struct.ZSTD_CCtx_params_s, align 8
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %7) #30
  %8 = getelementptr inbounds i8, ptr %7, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %7, i8 0, i64 224, i1 false)
  store i32 1, ptr %8, align 8, !tbaa !39
  %9 = getelementptr inbounds i8, ptr %7, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %9, ptr noundef nonnull align 8 dereferenceable(28) %4, i64 28, i1 false), !tbaa.struct !59
  %10 = getelementptr inbounds i8, ptr %7, i64 168
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !298
  %11 = call ptr @ZSTD_createCDict_advanced2(ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef nonnull %7, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %5)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %7) #30
  ret ptr %11
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createCDict_advanced2(ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %5) local_unnamed_addr #2 {
  %7 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %8 = alloca %struct.ZSTD_compressionParameters, align 16
  %9 = alloca %struct.ZSTD_compressionParameters, align 16
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %7) #30
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %7, ptr noundef nonnull align 8 dereferenceable(224) %4, i64 224, i1 false), !tbaa.struct !98
  %10 = load ptr, ptr %5, align 8
  %11 = icmp eq ptr %10, null
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8
  %14 = icmp eq ptr %13, null
  %15 = xor i1 %11, %14
  br i1 %15, label %272, label %16

16:                                               ; preds = %6
  %17 = getelementptr inbounds i8, ptr %7, i64 120
  %18 = load i32, ptr %17, align 8, !tbaa !81
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %139, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %7, i64 44
  %22 = load i32, ptr %21, align 4, !tbaa !38
  %23 = icmp ult i64 %1, 262145
  %24 = zext i1 %23 to i64
  %25 = icmp ult i64 %1, 131073
  %26 = zext i1 %25 to i64
  %27 = add nuw nsw i64 %24, %26
  %28 = icmp ult i64 %1, 16385
  %29 = zext i1 %28 to i64
  %30 = add nuw nsw i64 %27, %29
  %31 = icmp eq i32 %22, 0
  br i1 %31, label %37, label %32

32:                                               ; preds = %20
  %33 = icmp slt i32 %22, 0
  br i1 %33, label %42, label %34

34:                                               ; preds = %32
  %35 = tail call i32 @llvm.umin.i32(i32 %22, i32 22)
  %36 = zext nneg i32 %35 to i64
  br label %37

37:                                               ; preds = %34, %20
  %38 = phi i64 [ %36, %34 ], [ 3, %20 ]
  %39 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %30, i64 %38
  %40 = getelementptr inbounds i8, ptr %39, i64 20
  %41 = load i32, ptr %40, align 4, !tbaa !42, !noalias !299
  br label %46

42:                                               ; preds = %32
  %43 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %30, i64 0
  %44 = tail call i32 @llvm.umax.i32(i32 %22, i32 -131072)
  %45 = sub nsw i32 0, %44
  br label %46

46:                                               ; preds = %42, %37
  %47 = phi i64 [ %38, %37 ], [ 0, %42 ]
  %48 = phi ptr [ %39, %37 ], [ %43, %42 ]
  %49 = phi i32 [ %41, %37 ], [ %45, %42 ]
  %50 = getelementptr inbounds i8, ptr %48, i64 24
  %51 = load i32, ptr %50, align 4, !tbaa !42, !noalias !299
  %52 = getelementptr inbounds i8, ptr %48, i64 16
  %53 = load i32, ptr %52, align 4, !tbaa !42, !noalias !299
  %54 = getelementptr inbounds i8, ptr %48, i64 12
  %55 = load i32, ptr %54, align 4, !tbaa !42, !noalias !299
  %56 = getelementptr inbounds i8, ptr %48, i64 8
  %57 = load i32, ptr %56, align 4, !tbaa !42, !noalias !299
  %58 = load i32, ptr %48, align 4, !tbaa !42, !noalias !299
  %59 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %30, i64 %47, i32 1
  %60 = load i32, ptr %59, align 4, !tbaa !42, !noalias !299
  %61 = add i32 %51, -7
  %62 = icmp ult i32 %61, 3
  %63 = select i1 %62, i32 6, i32 %51
  %64 = icmp ult i64 %1, 1073741825
  br i1 %64, label %65, label %74

65:                                               ; preds = %46
  %66 = icmp ult i64 %1, 64
  %67 = trunc nuw i64 %1 to i32
  %68 = add nsw i32 %67, -1
  %69 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %68, i1 true)
  %70 = sub nuw nsw i32 32, %69
  %71 = select i1 %66, i32 6, i32 %70
  %72 = tail call i32 @llvm.umin.i32(i32 %58, i32 %71)
  %73 = icmp eq i64 %1, 0
  br i1 %73, label %87, label %74

74:                                               ; preds = %65, %46
  %75 = phi i32 [ %72, %65 ], [ %58, %46 ]
  %76 = zext nneg i32 %75 to i64
  %77 = shl nuw i64 1, %76
  %78 = add i64 %77, %1
  %79 = icmp ult i64 %77, %1
  br i1 %79, label %80, label %87

80:                                               ; preds = %74
  %81 = icmp ugt i64 %78, 2147483647
  br i1 %81, label %87, label %82

82:                                               ; preds = %80
  %83 = trunc nuw nsw i64 %78 to i32
  %84 = add nsw i32 %83, -1
  %85 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %84, i1 true)
  %86 = sub nuw nsw i32 32, %85
  br label %87

87:                                               ; preds = %82, %80, %74, %65
  %88 = phi i32 [ %72, %65 ], [ %75, %82 ], [ %75, %74 ], [ %75, %80 ]
  %89 = phi i32 [ %72, %65 ], [ %86, %82 ], [ %75, %74 ], [ 31, %80 ]
  %90 = icmp ugt i32 %63, 5
  %91 = zext i1 %90 to i32
  %92 = sext i1 %90 to i32
  %93 = add i32 %60, %92
  %94 = add i32 %89, 1
  %95 = tail call i32 @llvm.umin.i32(i32 %57, i32 %94)
  %96 = icmp ugt i32 %93, %89
  %97 = add i32 %89, %91
  %98 = select i1 %96, i32 %97, i32 %60
  %99 = tail call i32 @llvm.umax.i32(i32 %88, i32 10)
  %100 = add i32 %63, -3
  %101 = icmp ult i32 %100, -2
  br i1 %101, label %105, label %102

102:                                              ; preds = %87
  %103 = tail call i32 @llvm.umin.i32(i32 %95, i32 24)
  %104 = tail call i32 @llvm.umin.i32(i32 %98, i32 24)
  br label %118

105:                                              ; preds = %87
  %106 = add i32 %63, -6
  %107 = icmp ult i32 %106, -3
  br i1 %107, label %113, label %108

108:                                              ; preds = %105
  %109 = tail call i32 @llvm.umin.i32(i32 %55, i32 6)
  %110 = tail call i32 @llvm.umax.i32(i32 %109, i32 4)
  %111 = or disjoint i32 %110, 24
  %112 = tail call i32 @llvm.umin.i32(i32 %95, i32 %111)
  br label %113

113:                                              ; preds = %108, %105
  %114 = phi i32 [ %95, %105 ], [ %112, %108 ]
  %115 = icmp ult i32 %100, 3
  %116 = add i32 %114, 2
  %117 = select i1 %115, i32 %116, i32 %114
  br label %118

118:                                              ; preds = %113, %102
  %119 = phi i32 [ %104, %102 ], [ %98, %113 ]
  %120 = phi i32 [ %103, %102 ], [ %117, %113 ]
  %121 = getelementptr inbounds i8, ptr %7, i64 4
  %122 = load <4 x i32>, ptr %121, align 4, !tbaa !42
  %123 = icmp eq <4 x i32> %122, zeroinitializer
  %124 = insertelement <4 x i32> poison, i32 %99, i64 0
  %125 = insertelement <4 x i32> %124, i32 %119, i64 1
  %126 = insertelement <4 x i32> %125, i32 %120, i64 2
  %127 = insertelement <4 x i32> %126, i32 %55, i64 3
  %128 = select <4 x i1> %123, <4 x i32> %127, <4 x i32> %122
  %129 = getelementptr inbounds i8, ptr %7, i64 20
  %130 = load <2 x i32>, ptr %129, align 4, !tbaa !42
  %131 = icmp eq <2 x i32> %130, zeroinitializer
  %132 = insertelement <2 x i32> poison, i32 %53, i64 0
  %133 = insertelement <2 x i32> %132, i32 %49, i64 1
  %134 = select <2 x i1> %131, <2 x i32> %133, <2 x i32> %130
  %135 = getelementptr inbounds i8, ptr %7, i64 28
  %136 = load i32, ptr %135, align 4, !tbaa !58
  %137 = icmp eq i32 %136, 0
  %138 = select i1 %137, i32 %63, i32 %136
  br label %145

139:                                              ; preds = %16
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %8) #30
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %8, ptr noundef nonnull %7, i64 noundef -1, i64 noundef %1, i32 noundef 2)
  %140 = load <4 x i32>, ptr %8, align 16, !tbaa !42
  %141 = getelementptr inbounds i8, ptr %8, i64 16
  %142 = load <2 x i32>, ptr %141, align 16, !tbaa !42
  %143 = getelementptr inbounds i8, ptr %8, i64 24
  %144 = load i32, ptr %143, align 8, !tbaa !42
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %8) #30
  br label %145

145:                                              ; preds = %118, %139
  %146 = phi i32 [ %144, %139 ], [ %138, %118 ]
  %147 = phi <4 x i32> [ %140, %139 ], [ %128, %118 ]
  %148 = phi <2 x i32> [ %142, %139 ], [ %134, %118 ]
  %149 = add i32 %146, -6
  %150 = icmp ult i32 %149, -3
  %151 = extractelement <4 x i32> %147, i64 1
  %152 = extractelement <4 x i32> %147, i64 2
  %153 = icmp ule i32 %152, %151
  %154 = icmp ugt i32 %151, 24
  %155 = or i1 %153, %154
  %156 = select i1 %150, i1 true, i1 %155
  br i1 %156, label %157, label %163

157:                                              ; preds = %145
  store i32 0, ptr %17, align 8, !tbaa !81
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %9) #30
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %9, ptr noundef nonnull %7, i64 noundef -1, i64 noundef %1, i32 noundef 2)
  %158 = load <4 x i32>, ptr %9, align 16, !tbaa !42
  %159 = getelementptr inbounds i8, ptr %9, i64 16
  %160 = load <2 x i32>, ptr %159, align 16, !tbaa !42
  %161 = getelementptr inbounds i8, ptr %9, i64 24
  %162 = load i32, ptr %161, align 8, !tbaa !42
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %9) #30
  br label %163

163:                                              ; preds = %145, %157
  %164 = phi i32 [ 0, %157 ], [ %18, %145 ]
  %165 = phi i32 [ %162, %157 ], [ %146, %145 ]
  %166 = phi <4 x i32> [ %158, %157 ], [ %147, %145 ]
  %167 = phi <2 x i32> [ %160, %157 ], [ %148, %145 ]
  %168 = getelementptr inbounds i8, ptr %7, i64 4
  store <4 x i32> %166, ptr %168, align 4, !tbaa !42
  %169 = getelementptr inbounds i8, ptr %7, i64 20
  store <2 x i32> %167, ptr %169, align 4, !tbaa !42
  %170 = getelementptr inbounds i8, ptr %7, i64 28
  store i32 %165, ptr %170, align 4, !tbaa !42
  %171 = getelementptr inbounds i8, ptr %7, i64 160
  %172 = load i32, ptr %171, align 8, !tbaa !61
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %174, label %181

174:                                              ; preds = %163
  %175 = add i32 %165, -6
  %176 = icmp ult i32 %175, -3
  br i1 %176, label %181, label %177

177:                                              ; preds = %174
  %178 = extractelement <4 x i32> %166, i64 0
  %179 = icmp ugt i32 %178, 14
  %180 = select i1 %179, i32 1, i32 2
  br label %181

181:                                              ; preds = %177, %174, %163
  %182 = phi i32 [ %180, %177 ], [ %172, %163 ], [ 2, %174 ]
  store i32 %182, ptr %171, align 8, !tbaa !61
  %183 = getelementptr inbounds i8, ptr %5, i64 16
  %184 = load ptr, ptr %183, align 8
  %185 = icmp eq i32 %164, 0
  br i1 %185, label %186, label %193

186:                                              ; preds = %181
  %187 = icmp eq i32 %165, 1
  br i1 %187, label %198, label %188

188:                                              ; preds = %186
  %189 = add i32 %165, -3
  %190 = icmp ult i32 %189, 3
  %191 = icmp eq i32 %182, 1
  %192 = and i1 %190, %191
  br i1 %192, label %198, label %193

193:                                              ; preds = %188, %181
  %194 = extractelement <4 x i32> %166, i64 1
  %195 = zext nneg i32 %194 to i64
  %196 = shl i64 4, %195
  %197 = add nuw i64 %196, 128
  br label %198

198:                                              ; preds = %193, %188, %186
  %199 = phi i64 [ %197, %193 ], [ 128, %188 ], [ 128, %186 ]
  %200 = extractelement <4 x i32> %166, i64 2
  %201 = zext nneg i32 %200 to i64
  %202 = shl nuw i64 1, %201
  %203 = add i32 %165, -6
  %204 = icmp ult i32 %203, -3
  %205 = icmp ne i32 %182, 1
  %206 = or i1 %204, %205
  %207 = add nuw i64 %202, 63
  %208 = and i64 %207, -64
  %209 = select i1 %206, i64 0, i64 %208
  %210 = shl i64 4, %201
  %211 = icmp eq i32 %2, 1
  %212 = add i64 %1, 7
  %213 = and i64 %212, -8
  %214 = add i64 %213, 14784
  %215 = select i1 %211, i64 14784, i64 %214
  %216 = add i64 %210, %215
  %217 = add i64 %216, %209
  %218 = add i64 %217, %199
  br i1 %11, label %221, label %219

219:                                              ; preds = %198
  %220 = tail call ptr %10(ptr noundef %184, i64 noundef %218) #30
  br label %223

221:                                              ; preds = %198
  %222 = tail call noalias ptr @malloc(i64 noundef %218) #31
  br label %223

223:                                              ; preds = %221, %219
  %224 = phi ptr [ %220, %219 ], [ %222, %221 ]
  %225 = icmp eq ptr %224, null
  br i1 %225, label %272, label %226

226:                                              ; preds = %223
  %227 = getelementptr inbounds i8, ptr %224, i64 %218
  %228 = ptrtoint ptr %227 to i64
  %229 = and i64 %228, 63
  %230 = sub nsw i64 0, %229
  %231 = getelementptr inbounds i8, ptr %227, i64 %230
  %232 = getelementptr inbounds i8, ptr %224, i64 6080
  %233 = icmp sgt i64 %218, 6079
  tail call void @llvm.assume(i1 %233)
  %234 = getelementptr inbounds i8, ptr %224, i64 32
  store ptr %224, ptr %234, align 8, !tbaa !41
  %235 = getelementptr inbounds i8, ptr %224, i64 40
  store ptr %227, ptr %235, align 8, !tbaa !41
  %236 = getelementptr inbounds i8, ptr %224, i64 48
  store ptr %232, ptr %236, align 8, !tbaa !41
  %237 = getelementptr inbounds i8, ptr %224, i64 56
  store ptr %232, ptr %237, align 8, !tbaa !41
  %238 = getelementptr inbounds i8, ptr %224, i64 64
  store ptr %232, ptr %238, align 8, !tbaa !41
  %239 = getelementptr inbounds i8, ptr %224, i64 72
  store ptr %231, ptr %239, align 8, !tbaa !41
  %240 = getelementptr inbounds i8, ptr %224, i64 80
  store ptr %231, ptr %240, align 8, !tbaa !41
  %241 = getelementptr inbounds i8, ptr %224, i64 88
  store i8 0, ptr %241, align 8, !tbaa !179
  %242 = getelementptr inbounds i8, ptr %224, i64 92
  store i32 0, ptr %242, align 4, !tbaa !42
  %243 = getelementptr inbounds i8, ptr %224, i64 96
  store i32 0, ptr %243, align 8, !tbaa !42
  %244 = getelementptr inbounds i8, ptr %224, i64 100
  store i32 0, ptr %244, align 4, !tbaa !42
  %245 = getelementptr inbounds i8, ptr %224, i64 6040
  store ptr %10, ptr %245, align 8, !tbaa !41
  %246 = getelementptr inbounds i8, ptr %224, i64 6048
  store ptr %13, ptr %246, align 8, !tbaa !41
  %247 = getelementptr inbounds i8, ptr %224, i64 6056
  store ptr %184, ptr %247, align 8, !tbaa !41
  %248 = getelementptr inbounds i8, ptr %224, i64 6068
  store i32 0, ptr %248, align 4, !tbaa !245
  %249 = getelementptr inbounds i8, ptr %224, i64 6072
  store i32 %182, ptr %249, align 8, !tbaa !247
  %250 = tail call fastcc i64 @ZSTD_initCDict_internal(ptr noundef nonnull %224, ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef nonnull byval(%struct.ZSTD_CCtx_params_s) align 8 %7)
  %251 = icmp ult i64 %250, -119
  br i1 %251, label %272, label %252

252:                                              ; preds = %226
  %253 = load ptr, ptr %246, align 8, !tbaa !41
  %254 = load ptr, ptr %247, align 8, !tbaa !41
  %255 = load ptr, ptr %234, align 8, !tbaa !51
  %256 = icmp ugt ptr %255, %224
  br i1 %256, label %260, label %257

257:                                              ; preds = %252
  %258 = load ptr, ptr %235, align 8, !tbaa !52
  %259 = icmp ule ptr %258, %224
  br label %260

260:                                              ; preds = %257, %252
  %261 = phi i1 [ true, %252 ], [ %259, %257 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %234, i8 0, i64 72, i1 false)
  %262 = icmp eq ptr %255, null
  br i1 %262, label %266, label %263

263:                                              ; preds = %260
  %264 = icmp eq ptr %253, null
  br i1 %264, label %267, label %265

265:                                              ; preds = %263
  tail call void %253(ptr noundef %254, ptr noundef nonnull %255) #30
  br label %266

266:                                              ; preds = %265, %260
  br i1 %261, label %268, label %272

267:                                              ; preds = %263
  tail call void @free(ptr noundef nonnull %255) #30
  br i1 %261, label %271, label %272

268:                                              ; preds = %266
  %269 = icmp eq ptr %253, null
  br i1 %269, label %271, label %270

270:                                              ; preds = %268
  tail call void %253(ptr noundef %254, ptr noundef nonnull %224) #30
  br label %272

271:                                              ; preds = %268, %267
  tail call void @free(ptr noundef nonnull %224) #30
  br label %272

272:                                              ; preds = %223, %271, %270, %267, %266, %226, %6
  %273 = phi ptr [ null, %6 ], [ %224, %226 ], [ null, %266 ], [ null, %267 ], [ null, %270 ], [ null, %271 ], [ null, %223 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %7) #30
  ret ptr %273
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_initCDict_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef byval(%struct.ZSTD_CCtx_params_s) align 8 %5) unnamed_addr #2 {
  %7 = getelementptr inbounds i8, ptr %0, i64 104
  %8 = getelementptr inbounds i8, ptr %0, i64 360
  %9 = getelementptr inbounds i8, ptr %5, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %8, ptr noundef nonnull align 4 dereferenceable(28) %9, i64 28, i1 false), !tbaa.struct !59
  %10 = getelementptr inbounds i8, ptr %5, i64 120
  %11 = load i32, ptr %10, align 8, !tbaa !81
  %12 = getelementptr inbounds i8, ptr %0, i64 244
  store i32 %11, ptr %12, align 4, !tbaa !246
  %13 = icmp ne i32 %3, 1
  %14 = icmp ne ptr %1, null
  %15 = and i1 %14, %13
  %16 = icmp ne i64 %2, 0
  %17 = and i1 %16, %15
  br i1 %17, label %19, label %18

18:                                               ; preds = %6
  store ptr %1, ptr %0, align 8, !tbaa !271
  br label %39

19:                                               ; preds = %6
  %20 = add i64 %2, 7
  %21 = and i64 %20, -8
  %22 = getelementptr inbounds i8, ptr %0, i64 48
  %23 = load ptr, ptr %22, align 8, !tbaa !45
  %24 = getelementptr inbounds i8, ptr %23, i64 %21
  %25 = getelementptr inbounds i8, ptr %0, i64 96
  %26 = load i32, ptr %25, align 8, !tbaa !304
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %19
  %29 = getelementptr inbounds i8, ptr %0, i64 40
  %30 = load ptr, ptr %29, align 8, !tbaa !52
  %31 = icmp ugt ptr %24, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %19, %28
  %33 = getelementptr inbounds i8, ptr %0, i64 88
  store i8 1, ptr %33, align 8, !tbaa !44
  br label %82

34:                                               ; preds = %28
  store ptr %24, ptr %22, align 8, !tbaa !45
  %35 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %24, ptr %35, align 8, !tbaa !46
  %36 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %24, ptr %36, align 8, !tbaa !47
  %37 = icmp eq ptr %23, null
  br i1 %37, label %82, label %38

38:                                               ; preds = %34
  store ptr %23, ptr %0, align 8, !tbaa !271
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %23, ptr nonnull align 1 %1, i64 %2, i1 false)
  br label %39

39:                                               ; preds = %38, %18
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %2, ptr %40, align 8, !tbaa !242
  %41 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %4, ptr %41, align 8, !tbaa !272
  %42 = getelementptr inbounds i8, ptr %0, i64 32
  %43 = getelementptr inbounds i8, ptr %0, i64 48
  %44 = load ptr, ptr %43, align 8, !tbaa !45
  %45 = getelementptr inbounds i8, ptr %44, i64 8704
  %46 = getelementptr inbounds i8, ptr %0, i64 96
  %47 = load i32, ptr %46, align 8, !tbaa !304
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %53

49:                                               ; preds = %39
  %50 = getelementptr inbounds i8, ptr %0, i64 40
  %51 = load ptr, ptr %50, align 8, !tbaa !52
  %52 = icmp ugt ptr %45, %51
  br i1 %52, label %53, label %55

53:                                               ; preds = %49, %39
  %54 = getelementptr inbounds i8, ptr %0, i64 88
  store i8 1, ptr %54, align 8, !tbaa !44
  br label %58

55:                                               ; preds = %49
  store ptr %45, ptr %43, align 8, !tbaa !45
  %56 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %45, ptr %56, align 8, !tbaa !46
  %57 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %45, ptr %57, align 8, !tbaa !47
  br label %58

58:                                               ; preds = %53, %55
  %59 = phi ptr [ null, %53 ], [ %44, %55 ]
  %60 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %59, ptr %60, align 8, !tbaa !305
  %61 = getelementptr inbounds i8, ptr %0, i64 6024
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %61, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !42
  %62 = getelementptr inbounds i8, ptr %0, i64 2464
  store i32 0, ptr %62, align 8, !tbaa !146
  %63 = getelementptr inbounds i8, ptr %0, i64 6012
  store i32 0, ptr %63, align 4, !tbaa !151
  %64 = getelementptr inbounds i8, ptr %0, i64 6016
  store i32 0, ptr %64, align 8, !tbaa !152
  %65 = getelementptr inbounds i8, ptr %0, i64 6020
  store i32 0, ptr %65, align 4, !tbaa !153
  %66 = getelementptr inbounds i8, ptr %5, i64 160
  %67 = load i32, ptr %66, align 8, !tbaa !61
  %68 = call fastcc i64 @ZSTD_reset_matchState(ptr noundef nonnull %7, ptr noundef nonnull %42, ptr noundef nonnull %9, i32 noundef %67, i32 noundef 0, i32 noundef 1, i32 noundef 0)
  %69 = icmp ult i64 %68, -119
  br i1 %69, label %70, label %82

70:                                               ; preds = %58
  %71 = getelementptr inbounds i8, ptr %0, i64 408
  %72 = getelementptr inbounds i8, ptr %5, i64 44
  store i32 3, ptr %72, align 4, !tbaa !38
  %73 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 1, ptr %73, align 8, !tbaa !39
  %74 = load ptr, ptr %0, align 8, !tbaa !271
  %75 = load i64, ptr %40, align 8, !tbaa !242
  %76 = load ptr, ptr %60, align 8, !tbaa !305
  %77 = call fastcc i64 @ZSTD_compress_insertDictionary(ptr noundef nonnull %71, ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull %42, ptr noundef nonnull %5, ptr noundef %74, i64 noundef %75, i32 noundef %4, i32 noundef 1, i32 noundef 1, ptr noundef %76)
  %78 = icmp ult i64 %77, -119
  br i1 %78, label %79, label %82

79:                                               ; preds = %70
  %80 = trunc i64 %77 to i32
  %81 = getelementptr inbounds i8, ptr %0, i64 6064
  store i32 %80, ptr %81, align 8, !tbaa !255
  br label %82

82:                                               ; preds = %79, %70, %34, %32, %58
  %83 = phi i64 [ %68, %58 ], [ -64, %32 ], [ -64, %34 ], [ %77, %70 ], [ 0, %79 ]
  ret i64 %83
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_freeCDict(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %27, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 6048
  %5 = load ptr, ptr %4, align 8, !tbaa !41
  %6 = getelementptr inbounds i8, ptr %0, i64 6056
  %7 = load ptr, ptr %6, align 8, !tbaa !41
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !51
  %10 = icmp ugt ptr %9, %0
  br i1 %10, label %15, label %11

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %0, i64 40
  %13 = load ptr, ptr %12, align 8, !tbaa !52
  %14 = icmp ule ptr %13, %0
  br label %15

15:                                               ; preds = %3, %11
  %16 = phi i1 [ true, %3 ], [ %14, %11 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %8, i8 0, i64 72, i1 false)
  %17 = icmp eq ptr %9, null
  br i1 %17, label %21, label %18

18:                                               ; preds = %15
  %19 = icmp eq ptr %5, null
  br i1 %19, label %22, label %20

20:                                               ; preds = %18
  tail call void %5(ptr noundef %7, ptr noundef nonnull %9) #30
  br label %21

21:                                               ; preds = %15, %20
  br i1 %16, label %23, label %27

22:                                               ; preds = %18
  tail call void @free(ptr noundef nonnull %9) #30
  br i1 %16, label %26, label %27

23:                                               ; preds = %21
  %24 = icmp eq ptr %5, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %23
  tail call void %5(ptr noundef %7, ptr noundef nonnull %0) #30
  br label %27

26:                                               ; preds = %22, %23
  tail call void @free(ptr noundef nonnull %0) #30
  br label %27

27:                                               ; preds = %21, %22, %25, %26, %1
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createCDict(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %5 = icmp eq i64 %1, 0
  %6 = add i64 %1, 499
  %7 = select i1 %5, i64 -1, i64 %6
  %8 = icmp ult i64 %7, 262145
  %9 = zext i1 %8 to i64
  %10 = icmp ult i64 %7, 131073
  %11 = zext i1 %10 to i64
  %12 = add nuw nsw i64 %9, %11
  %13 = icmp ult i64 %7, 16385
  %14 = zext i1 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = icmp eq i32 %2, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %3
  %18 = icmp slt i32 %2, 0
  br i1 %18, label %27, label %19

19:                                               ; preds = %17
  %20 = tail call i32 @llvm.umin.i32(i32 %2, i32 22)
  %21 = zext nneg i32 %20 to i64
  br label %22

22:                                               ; preds = %19, %3
  %23 = phi i64 [ %21, %19 ], [ 3, %3 ]
  %24 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %15, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 20
  %26 = load i32, ptr %25, align 4, !tbaa !42, !noalias !306
  br label %31

27:                                               ; preds = %17
  %28 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %15, i64 0
  %29 = tail call i32 @llvm.umax.i32(i32 %2, i32 -131072)
  %30 = sub nsw i32 0, %29
  br label %31

31:                                               ; preds = %22, %27
  %32 = phi i64 [ %23, %22 ], [ 0, %27 ]
  %33 = phi ptr [ %24, %22 ], [ %28, %27 ]
  %34 = phi i32 [ %26, %22 ], [ %30, %27 ]
  %35 = getelementptr inbounds i8, ptr %33, i64 24
  %36 = load i32, ptr %35, align 4, !tbaa !42, !noalias !306
  %37 = getelementptr inbounds i8, ptr %33, i64 12
  %38 = load <2 x i32>, ptr %37, align 4, !tbaa !42, !noalias !306
  %39 = getelementptr inbounds i8, ptr %33, i64 8
  %40 = load i32, ptr %39, align 4, !tbaa !42, !noalias !306
  %41 = load i32, ptr %33, align 4, !tbaa !42, !noalias !306
  %42 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %15, i64 %32, i32 1
  %43 = load i32, ptr %42, align 4, !tbaa !42, !noalias !306
  %44 = add i32 %36, -7
  %45 = icmp ult i32 %44, 3
  %46 = select i1 %45, i32 6, i32 %36
  %47 = add i64 %1, -1
  %48 = icmp ult i64 %47, 1073741824
  br i1 %48, label %49, label %55

49:                                               ; preds = %31
  %50 = trunc nuw i64 %1 to i32
  %51 = add nuw nsw i32 %50, 512
  %52 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %51, i1 true)
  %53 = sub nuw nsw i32 32, %52
  %54 = tail call i32 @llvm.umin.i32(i32 %41, i32 %53)
  br label %56

55:                                               ; preds = %31
  br i1 %5, label %81, label %56

56:                                               ; preds = %55, %49
  %57 = phi i32 [ %54, %49 ], [ %41, %55 ]
  %58 = zext nneg i32 %57 to i64
  %59 = shl nuw i64 1, %58
  %60 = add i64 %59, %1
  %61 = add i64 %1, 513
  %62 = icmp ult i64 %59, %61
  br i1 %62, label %63, label %70

63:                                               ; preds = %56
  %64 = icmp ugt i64 %60, 2147483647
  br i1 %64, label %70, label %65

65:                                               ; preds = %63
  %66 = trunc nuw nsw i64 %60 to i32
  %67 = add nsw i32 %66, -1
  %68 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %67, i1 true)
  %69 = sub nuw nsw i32 32, %68
  br label %70

70:                                               ; preds = %65, %63, %56
  %71 = phi i32 [ %69, %65 ], [ %57, %56 ], [ 31, %63 ]
  %72 = icmp ugt i32 %46, 5
  %73 = sext i1 %72 to i32
  %74 = add i32 %43, %73
  %75 = add i32 %71, 1
  %76 = tail call i32 @llvm.umin.i32(i32 %40, i32 %75)
  %77 = icmp ugt i32 %74, %71
  br i1 %77, label %78, label %81

78:                                               ; preds = %70
  %79 = zext i1 %72 to i32
  %80 = add nuw i32 %71, %79
  br label %81

81:                                               ; preds = %78, %70, %55
  %82 = phi i32 [ %76, %78 ], [ %76, %70 ], [ %40, %55 ]
  %83 = phi i32 [ %80, %78 ], [ %43, %70 ], [ %43, %55 ]
  %84 = phi i32 [ %57, %78 ], [ %57, %70 ], [ %41, %55 ]
  %85 = tail call i32 @llvm.umax.i32(i32 %84, i32 10)
  %86 = add i32 %46, -3
  %87 = icmp ult i32 %86, -2
  br i1 %87, label %91, label %88

88:                                               ; preds = %81
  %89 = tail call i32 @llvm.umin.i32(i32 %82, i32 24)
  %90 = tail call i32 @llvm.umin.i32(i32 %83, i32 24)
  br label %100

91:                                               ; preds = %81
  %92 = add i32 %46, -6
  %93 = icmp ult i32 %92, -3
  br i1 %93, label %100, label %94

94:                                               ; preds = %91
  %95 = extractelement <2 x i32> %38, i64 0
  %96 = tail call i32 @llvm.umin.i32(i32 %95, i32 6)
  %97 = tail call i32 @llvm.umax.i32(i32 %96, i32 4)
  %98 = or disjoint i32 %97, 24
  %99 = tail call i32 @llvm.umin.i32(i32 %82, i32 %98)
  br label %100

100:                                              ; preds = %88, %94, %91
  %101 = phi i32 [ %82, %91 ], [ %99, %94 ], [ %89, %88 ]
  %102 = phi i32 [ %83, %91 ], [ %83, %94 ], [ %90, %88 ]
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #30
  %103 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %4, i8 0, i64 224, i1 false)
  store i32 1, ptr %103, align 8, !tbaa !39
  %104 = getelementptr inbounds i8, ptr %4, i64 4
  store i32 %85, ptr %104, align 4, !tbaa !42
  %105 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %102, ptr %105, align 8, !tbaa !42
  %106 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %101, ptr %106, align 4, !tbaa !42
  %107 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x i32> %38, ptr %107, align 8, !tbaa !42
  %108 = getelementptr inbounds i8, ptr %4, i64 24
  store i32 %34, ptr %108, align 8, !tbaa !42
  %109 = getelementptr inbounds i8, ptr %4, i64 28
  store i32 %46, ptr %109, align 4, !tbaa !42
  %110 = getelementptr inbounds i8, ptr %4, i64 168
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %110, i8 0, i64 24, i1 false)
  %111 = call ptr @ZSTD_createCDict_advanced2(ptr noundef %0, i64 noundef %1, i32 noundef 0, i32 noundef 0, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 @ZSTD_defaultCMem)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #30
  %112 = icmp eq ptr %111, null
  br i1 %112, label %116, label %113

113:                                              ; preds = %100
  %114 = select i1 %16, i32 3, i32 %2
  %115 = getelementptr inbounds i8, ptr %111, i64 6068
  store i32 %114, ptr %115, align 4, !tbaa !245
  br label %116

116:                                              ; preds = %113, %100
  ret ptr %111
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createCDict_byReference(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %5 = icmp eq i64 %1, 0
  %6 = add i64 %1, 499
  %7 = select i1 %5, i64 -1, i64 %6
  %8 = icmp ult i64 %7, 262145
  %9 = zext i1 %8 to i64
  %10 = icmp ult i64 %7, 131073
  %11 = zext i1 %10 to i64
  %12 = add nuw nsw i64 %9, %11
  %13 = icmp ult i64 %7, 16385
  %14 = zext i1 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = icmp eq i32 %2, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %3
  %18 = icmp slt i32 %2, 0
  br i1 %18, label %27, label %19

19:                                               ; preds = %17
  %20 = tail call i32 @llvm.umin.i32(i32 %2, i32 22)
  %21 = zext nneg i32 %20 to i64
  br label %22

22:                                               ; preds = %19, %3
  %23 = phi i64 [ %21, %19 ], [ 3, %3 ]
  %24 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %15, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 20
  %26 = load i32, ptr %25, align 4, !tbaa !42, !noalias !309
  br label %31

27:                                               ; preds = %17
  %28 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %15, i64 0
  %29 = tail call i32 @llvm.umax.i32(i32 %2, i32 -131072)
  %30 = sub nsw i32 0, %29
  br label %31

31:                                               ; preds = %22, %27
  %32 = phi i64 [ %23, %22 ], [ 0, %27 ]
  %33 = phi ptr [ %24, %22 ], [ %28, %27 ]
  %34 = phi i32 [ %26, %22 ], [ %30, %27 ]
  %35 = getelementptr inbounds i8, ptr %33, i64 24
  %36 = load i32, ptr %35, align 4, !tbaa !42, !noalias !309
  %37 = getelementptr inbounds i8, ptr %33, i64 12
  %38 = load <2 x i32>, ptr %37, align 4, !tbaa !42, !noalias !309
  %39 = getelementptr inbounds i8, ptr %33, i64 8
  %40 = load i32, ptr %39, align 4, !tbaa !42, !noalias !309
  %41 = load i32, ptr %33, align 4, !tbaa !42, !noalias !309
  %42 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %15, i64 %32, i32 1
  %43 = load i32, ptr %42, align 4, !tbaa !42, !noalias !309
  %44 = add i32 %36, -7
  %45 = icmp ult i32 %44, 3
  %46 = select i1 %45, i32 6, i32 %36
  %47 = add i64 %1, -1
  %48 = icmp ult i64 %47, 1073741824
  br i1 %48, label %49, label %55

49:                                               ; preds = %31
  %50 = trunc nuw i64 %1 to i32
  %51 = add nuw nsw i32 %50, 512
  %52 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %51, i1 true)
  %53 = sub nuw nsw i32 32, %52
  %54 = tail call i32 @llvm.umin.i32(i32 %41, i32 %53)
  br label %56

55:                                               ; preds = %31
  br i1 %5, label %81, label %56

56:                                               ; preds = %55, %49
  %57 = phi i32 [ %54, %49 ], [ %41, %55 ]
  %58 = zext nneg i32 %57 to i64
  %59 = shl nuw i64 1, %58
  %60 = add i64 %59, %1
  %61 = add i64 %1, 513
  %62 = icmp ult i64 %59, %61
  br i1 %62, label %63, label %70

63:                                               ; preds = %56
  %64 = icmp ugt i64 %60, 2147483647
  br i1 %64, label %70, label %65

65:                                               ; preds = %63
  %66 = trunc nuw nsw i64 %60 to i32
  %67 = add nsw i32 %66, -1
  %68 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %67, i1 true)
  %69 = sub nuw nsw i32 32, %68
  br label %70

70:                                               ; preds = %65, %63, %56
  %71 = phi i32 [ %69, %65 ], [ %57, %56 ], [ 31, %63 ]
  %72 = icmp ugt i32 %46, 5
  %73 = sext i1 %72 to i32
  %74 = add i32 %43, %73
  %75 = add i32 %71, 1
  %76 = tail call i32 @llvm.umin.i32(i32 %40, i32 %75)
  %77 = icmp ugt i32 %74, %71
  br i1 %77, label %78, label %81

78:                                               ; preds = %70
  %79 = zext i1 %72 to i32
  %80 = add nuw i32 %71, %79
  br label %81

81:                                               ; preds = %78, %70, %55
  %82 = phi i32 [ %76, %78 ], [ %76, %70 ], [ %40, %55 ]
  %83 = phi i32 [ %80, %78 ], [ %43, %70 ], [ %43, %55 ]
  %84 = phi i32 [ %57, %78 ], [ %57, %70 ], [ %41, %55 ]
  %85 = tail call i32 @llvm.umax.i32(i32 %84, i32 10)
  %86 = add i32 %46, -3
  %87 = icmp ult i32 %86, -2
  br i1 %87, label %91, label %88

88:                                               ; preds = %81
  %89 = tail call i32 @llvm.umin.i32(i32 %82, i32 24)
  %90 = tail call i32 @llvm.umin.i32(i32 %83, i32 24)
  br label %100

91:                                               ; preds = %81
  %92 = add i32 %46, -6
  %93 = icmp ult i32 %92, -3
  br i1 %93, label %100, label %94

94:                                               ; preds = %91
  %95 = extractelement <2 x i32> %38, i64 0
  %96 = tail call i32 @llvm.umin.i32(i32 %95, i32 6)
  %97 = tail call i32 @llvm.umax.i32(i32 %96, i32 4)
  %98 = or disjoint i32 %97, 24
  %99 = tail call i32 @llvm.umin.i32(i32 %82, i32 %98)
  br label %100

100:                                              ; preds = %88, %94, %91
  %101 = phi i32 [ %82, %91 ], [ %99, %94 ], [ %89, %88 ]
  %102 = phi i32 [ %83, %91 ], [ %83, %94 ], [ %90, %88 ]
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #30
  %103 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %4, i8 0, i64 224, i1 false)
  store i32 1, ptr %103, align 8, !tbaa !39
  %104 = getelementptr inbounds i8, ptr %4, i64 4
  store i32 %85, ptr %104, align 4, !tbaa !42
  %105 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %102, ptr %105, align 8, !tbaa !42
  %106 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %101, ptr %106, align 4, !tbaa !42
  %107 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x i32> %38, ptr %107, align 8, !tbaa !42
  %108 = getelementptr inbounds i8, ptr %4, i64 24
  store i32 %34, ptr %108, align 8, !tbaa !42
  %109 = getelementptr inbounds i8, ptr %4, i64 28
  store i32 %46, ptr %109, align 4, !tbaa !42
  %110 = getelementptr inbounds i8, ptr %4, i64 168
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %110, i8 0, i64 24, i1 false)
  %111 = call ptr @ZSTD_createCDict_advanced2(ptr noundef %0, i64 noundef %1, i32 noundef 1, i32 noundef 0, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 @ZSTD_defaultCMem)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #30
  %112 = icmp eq ptr %111, null
  br i1 %112, label %116, label %113

113:                                              ; preds = %100
  %114 = select i1 %16, i32 3, i32 %2
  %115 = getelementptr inbounds i8, ptr %111, i64 6068
  store i32 %114, ptr %115, align 4, !tbaa !245
  br label %116

116:                                              ; preds = %113, %100
  ret ptr %111
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_initStaticCDict(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, ptr nocapture noundef readonly byval(%struct.ZSTD_compressionParameters) align 8 %6) local_unnamed_addr #2 {
  %8 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %9 = getelementptr inbounds i8, ptr %6, i64 24
  %10 = load i32, ptr %9, align 8, !tbaa !58
  %11 = add i32 %10, -6
  %12 = icmp ult i32 %11, -3
  %13 = load i32, ptr %6, align 8
  %14 = icmp ugt i32 %13, 14
  %15 = select i1 %14, i32 1, i32 2
  %16 = select i1 %12, i32 2, i32 %15
  %17 = getelementptr inbounds i8, ptr %6, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !54
  %19 = zext nneg i32 %18 to i64
  %20 = shl i64 4, %19
  %21 = getelementptr inbounds i8, ptr %6, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !55
  %23 = zext nneg i32 %22 to i64
  %24 = shl nuw i64 1, %23
  %25 = icmp ne i32 %16, 1
  %26 = or i1 %12, %25
  %27 = add nuw i64 %24, 63
  %28 = and i64 %27, -64
  %29 = select i1 %26, i64 0, i64 %28
  %30 = shl i64 4, %23
  %31 = icmp eq i32 %4, 1
  %32 = add i64 %3, 7
  %33 = and i64 %32, -8
  %34 = add i64 %33, 14912
  %35 = select i1 %31, i64 14912, i64 %34
  %36 = add i64 %35, %20
  %37 = add i64 %36, %30
  %38 = add i64 %37, %29
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %8) #30
  %39 = ptrtoint ptr %0 to i64
  %40 = and i64 %39, 7
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %42, label %74

42:                                               ; preds = %7
  %43 = icmp slt i64 %1, 6080
  %44 = icmp eq ptr %0, null
  %45 = or i1 %44, %43
  br i1 %45, label %74, label %46

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, ptr %0, i64 %1
  %48 = getelementptr inbounds i8, ptr %0, i64 6080
  %49 = ptrtoint ptr %47 to i64
  %50 = and i64 %49, 63
  %51 = sub nsw i64 0, %50
  %52 = getelementptr inbounds i8, ptr %47, i64 %51
  %53 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %0, ptr %53, align 8, !tbaa !41
  %54 = getelementptr inbounds i8, ptr %0, i64 40
  store ptr %47, ptr %54, align 8, !tbaa !41
  %55 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %48, ptr %55, align 8, !tbaa !41
  %56 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %48, ptr %56, align 8, !tbaa !41
  %57 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %48, ptr %57, align 8, !tbaa !41
  %58 = getelementptr inbounds i8, ptr %0, i64 72
  store ptr %52, ptr %58, align 8, !tbaa !41
  %59 = getelementptr inbounds i8, ptr %0, i64 80
  store ptr %52, ptr %59, align 8, !tbaa !41
  %60 = getelementptr inbounds i8, ptr %0, i64 88
  store i8 0, ptr %60, align 8, !tbaa !179
  %61 = getelementptr inbounds i8, ptr %0, i64 92
  store i32 0, ptr %61, align 4, !tbaa !42
  %62 = getelementptr inbounds i8, ptr %0, i64 96
  store i32 0, ptr %62, align 8, !tbaa !42
  %63 = getelementptr inbounds i8, ptr %0, i64 100
  store i32 1, ptr %63, align 4, !tbaa !42
  %64 = icmp ugt i64 %38, %1
  br i1 %64, label %74, label %65

65:                                               ; preds = %46
  %66 = getelementptr inbounds i8, ptr %8, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %8, i8 0, i64 224, i1 false)
  store i32 1, ptr %66, align 8, !tbaa !39
  %67 = getelementptr inbounds i8, ptr %8, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %67, ptr noundef nonnull align 8 dereferenceable(28) %6, i64 28, i1 false), !tbaa.struct !59
  %68 = getelementptr inbounds i8, ptr %8, i64 160
  store i32 %16, ptr %68, align 8, !tbaa !61
  %69 = getelementptr inbounds i8, ptr %0, i64 6072
  store i32 %16, ptr %69, align 8, !tbaa !247
  %70 = getelementptr inbounds i8, ptr %0, i64 6068
  store i32 0, ptr %70, align 4, !tbaa !245
  %71 = tail call fastcc i64 @ZSTD_initCDict_internal(ptr noundef nonnull %0, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef nonnull byval(%struct.ZSTD_CCtx_params_s) align 8 %8)
  %72 = icmp ult i64 %71, -119
  %73 = select i1 %72, ptr %0, ptr null
  br label %74

74:                                               ; preds = %42, %65, %46, %7
  %75 = phi ptr [ null, %7 ], [ null, %46 ], [ %73, %65 ], [ null, %42 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %8) #30
  ret ptr %75
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_getCParamsFromCDict(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_compressionParameters) align 4 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %1, i64 360
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %0, ptr noundef nonnull align 8 dereferenceable(28) %3, i64 28, i1 false), !tbaa.struct !59
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @ZSTD_getDictID_fromCDict(ptr noundef readonly %0) local_unnamed_addr #9 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 6064
  %5 = load i32, ptr %4, align 8, !tbaa !255
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 0, %1 ]
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_usingCDict_advanced(ptr noundef %0, ptr noundef %1, i64 %2, i32 %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = tail call fastcc i64 @ZSTD_compressBegin_usingCDict_internal(ptr noundef %0, ptr noundef %1, i64 %2, i32 %3, i64 noundef %4)
  ret i64 %6
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressBegin_usingCDict_internal(ptr noundef %0, ptr noundef %1, i64 %2, i32 %3, i64 noundef %4) unnamed_addr #2 {
  %6 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %7 = alloca { i32, i32, i32, i32, i32 }, align 8
  %8 = alloca %struct.ZSTD_compressionParameters, align 4
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %6) #30
  %9 = icmp eq ptr %1, null
  br i1 %9, label %83, label %10

10:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %7)
  %11 = icmp ult i64 %4, 131072
  br i1 %11, label %23, label %12

12:                                               ; preds = %10
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load i64, ptr %13, align 8, !tbaa !242
  %15 = mul i64 %14, 6
  %16 = icmp ugt i64 %15, %4
  %17 = icmp eq i64 %4, -1
  %18 = or i1 %17, %16
  br i1 %18, label %23, label %19

19:                                               ; preds = %12
  %20 = getelementptr inbounds i8, ptr %1, i64 6068
  %21 = load i32, ptr %20, align 4, !tbaa !245
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %19, %12, %10
  %24 = getelementptr inbounds i8, ptr %1, i64 360
  %25 = load i32, ptr %24, align 8, !tbaa !42
  %26 = getelementptr inbounds i8, ptr %1, i64 364
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %7, ptr noundef nonnull align 4 dereferenceable(20) %26, i64 20, i1 false)
  %27 = getelementptr inbounds i8, ptr %1, i64 384
  %28 = load i32, ptr %27, align 8, !tbaa !42
  %29 = getelementptr inbounds i8, ptr %1, i64 6068
  %30 = load i32, ptr %29, align 4, !tbaa !245
  br label %36

31:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %8) #30
  call void @ZSTD_getCParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %8, i32 noundef %21, i64 noundef %4, i64 noundef %14)
  %32 = load i32, ptr %8, align 4, !tbaa !42
  %33 = getelementptr inbounds i8, ptr %8, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %7, ptr noundef nonnull align 4 dereferenceable(20) %33, i64 20, i1 false), !tbaa.struct !115
  %34 = getelementptr inbounds i8, ptr %8, i64 24
  %35 = load i32, ptr %34, align 4, !tbaa !42
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %8) #30
  br label %36

36:                                               ; preds = %31, %23
  %37 = phi i32 [ %30, %23 ], [ %21, %31 ]
  %38 = phi i32 [ %28, %23 ], [ %35, %31 ]
  %39 = phi i32 [ %25, %23 ], [ %32, %31 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %6, i8 0, i64 224, i1 false)
  %40 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 %39, ptr %40, align 4, !tbaa !42
  %41 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %41, ptr noundef nonnull align 8 dereferenceable(20) %7, i64 20, i1 false), !tbaa.struct !115
  %42 = getelementptr inbounds i8, ptr %6, i64 28
  store i32 %38, ptr %42, align 4, !tbaa !42
  %43 = getelementptr inbounds i8, ptr %6, i64 32
  store i64 %2, ptr %43, align 8
  %44 = getelementptr inbounds i8, ptr %6, i64 40
  store i32 %3, ptr %44, align 8, !tbaa !42
  %45 = getelementptr inbounds i8, ptr %6, i64 44
  store i32 %37, ptr %45, align 4, !tbaa !38
  %46 = getelementptr inbounds i8, ptr %6, i64 160
  %47 = add i32 %38, -6
  %48 = icmp ult i32 %47, -3
  br i1 %48, label %49, label %53

49:                                               ; preds = %36
  store i32 2, ptr %46, align 8, !tbaa !61
  %50 = getelementptr inbounds i8, ptr %6, i64 140
  %51 = icmp ugt i32 %38, 6
  br i1 %51, label %57, label %52

52:                                               ; preds = %49
  store i32 2, ptr %50, align 4, !tbaa !62
  br label %62

53:                                               ; preds = %36
  %54 = icmp ugt i32 %39, 14
  %55 = select i1 %54, i32 1, i32 2
  store i32 %55, ptr %46, align 8, !tbaa !61
  %56 = getelementptr inbounds i8, ptr %6, i64 140
  store i32 2, ptr %56, align 4, !tbaa !62
  br label %62

57:                                               ; preds = %49
  %58 = icmp ugt i32 %39, 16
  %59 = select i1 %58, i32 1, i32 2
  store i32 %59, ptr %50, align 4, !tbaa !62
  %60 = icmp ugt i32 %39, 26
  %61 = select i1 %60, i32 1, i32 2
  br label %62

62:                                               ; preds = %53, %52, %57
  %63 = phi i32 [ 2, %53 ], [ %61, %57 ], [ 2, %52 ]
  %64 = getelementptr inbounds i8, ptr %6, i64 96
  store i32 %63, ptr %64, align 8, !tbaa !63
  %65 = getelementptr inbounds i8, ptr %6, i64 152
  store i64 131072, ptr %65, align 8, !tbaa !64
  %66 = getelementptr inbounds i8, ptr %6, i64 216
  %67 = icmp slt i32 %37, 10
  %68 = select i1 %67, i32 2, i32 1
  store i32 %68, ptr %66, align 8, !tbaa !65
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %7)
  %69 = icmp eq i64 %4, -1
  br i1 %69, label %81, label %70

70:                                               ; preds = %62
  %71 = icmp ugt i64 %4, 1
  br i1 %71, label %72, label %78

72:                                               ; preds = %70
  %73 = tail call i64 @llvm.umin.i64(i64 %4, i64 524288)
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = add nsw i32 %74, -1
  %76 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %75, i1 true)
  %77 = sub nuw nsw i32 32, %76
  br label %78

78:                                               ; preds = %70, %72
  %79 = phi i32 [ %77, %72 ], [ 1, %70 ]
  %80 = tail call i32 @llvm.umax.i32(i32 %39, i32 %79)
  store i32 %80, ptr %40, align 4, !tbaa !69
  br label %81

81:                                               ; preds = %78, %62
  %82 = call fastcc i64 @ZSTD_compressBegin_internal(ptr noundef %0, ptr noundef null, i64 noundef 0, i32 noundef 0, i32 noundef 0, ptr noundef nonnull %1, ptr noundef nonnull %6, i64 noundef %4, i32 noundef 0)
  br label %83

83:                                               ; preds = %5, %81
  %84 = phi i64 [ %82, %81 ], [ -32, %5 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %6) #30
  ret i64 %84
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_usingCDict_deprecated(ptr noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.ZSTD_CCtx_params_s, align 8
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %3) #30
  %4 = icmp eq ptr %1, null
  br i1 %4, label %42, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 360
  %7 = load i32, ptr %6, align 8, !tbaa !42
  %8 = getelementptr inbounds i8, ptr %1, i64 364
  %9 = getelementptr inbounds i8, ptr %1, i64 384
  %10 = load i32, ptr %9, align 8, !tbaa !42
  %11 = getelementptr inbounds i8, ptr %1, i64 6068
  %12 = load i32, ptr %11, align 4, !tbaa !245
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %3, i8 0, i64 224, i1 false)
  %13 = getelementptr inbounds i8, ptr %3, i64 4
  store i32 %7, ptr %13, align 4, !tbaa !42
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %14, ptr noundef nonnull align 4 dereferenceable(20) %8, i64 20, i1 false)
  %15 = getelementptr inbounds i8, ptr %3, i64 28
  store i32 %10, ptr %15, align 4, !tbaa !42
  %16 = getelementptr inbounds i8, ptr %3, i64 40
  store i32 0, ptr %16, align 8, !tbaa !42
  %17 = getelementptr inbounds i8, ptr %3, i64 44
  store i32 %12, ptr %17, align 4, !tbaa !38
  %18 = getelementptr inbounds i8, ptr %3, i64 160
  %19 = add i32 %10, -6
  %20 = icmp ult i32 %19, -3
  br i1 %20, label %21, label %25

21:                                               ; preds = %5
  store i32 2, ptr %18, align 8, !tbaa !61
  %22 = getelementptr inbounds i8, ptr %3, i64 140
  %23 = icmp ugt i32 %10, 6
  br i1 %23, label %29, label %24

24:                                               ; preds = %21
  store i32 2, ptr %22, align 4, !tbaa !62
  br label %34

25:                                               ; preds = %5
  %26 = icmp ugt i32 %7, 14
  %27 = select i1 %26, i32 1, i32 2
  store i32 %27, ptr %18, align 8, !tbaa !61
  %28 = getelementptr inbounds i8, ptr %3, i64 140
  store i32 2, ptr %28, align 4, !tbaa !62
  br label %34

29:                                               ; preds = %21
  %30 = icmp ugt i32 %7, 16
  %31 = select i1 %30, i32 1, i32 2
  store i32 %31, ptr %22, align 4, !tbaa !62
  %32 = icmp ugt i32 %7, 26
  %33 = select i1 %32, i32 1, i32 2
  br label %34

34:                                               ; preds = %29, %25, %24
  %35 = phi i32 [ 2, %25 ], [ %33, %29 ], [ 2, %24 ]
  %36 = getelementptr inbounds i8, ptr %3, i64 96
  store i32 %35, ptr %36, align 8, !tbaa !63
  %37 = getelementptr inbounds i8, ptr %3, i64 152
  store i64 131072, ptr %37, align 8, !tbaa !64
  %38 = getelementptr inbounds i8, ptr %3, i64 216
  %39 = icmp slt i32 %12, 10
  %40 = select i1 %39, i32 2, i32 1
  store i32 %40, ptr %38, align 8, !tbaa !65
  %41 = call fastcc i64 @ZSTD_compressBegin_internal(ptr noundef %0, ptr noundef null, i64 noundef 0, i32 noundef 0, i32 noundef 0, ptr noundef nonnull %1, ptr noundef nonnull %3, i64 noundef -1, i32 noundef 0)
  br label %42

42:                                               ; preds = %2, %34
  %43 = phi i64 [ %41, %34 ], [ -32, %2 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %3) #30
  ret i64 %43
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_usingCDict(ptr noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.ZSTD_CCtx_params_s, align 8
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %3) #30
  %4 = icmp eq ptr %1, null
  br i1 %4, label %41, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 360
  %7 = load i32, ptr %6, align 8, !tbaa !42
  %8 = getelementptr inbounds i8, ptr %1, i64 364
  %9 = getelementptr inbounds i8, ptr %1, i64 384
  %10 = load i32, ptr %9, align 8, !tbaa !42
  %11 = getelementptr inbounds i8, ptr %1, i64 6068
  %12 = load i32, ptr %11, align 4, !tbaa !245
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %3, i8 0, i64 224, i1 false)
  %13 = getelementptr inbounds i8, ptr %3, i64 4
  store i32 %7, ptr %13, align 4, !tbaa !42
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %14, ptr noundef nonnull align 4 dereferenceable(20) %8, i64 20, i1 false)
  %15 = getelementptr inbounds i8, ptr %3, i64 28
  store i32 %10, ptr %15, align 4, !tbaa !42
  %16 = getelementptr inbounds i8, ptr %3, i64 44
  store i32 %12, ptr %16, align 4, !tbaa !38
  %17 = getelementptr inbounds i8, ptr %3, i64 160
  %18 = add i32 %10, -6
  %19 = icmp ult i32 %18, -3
  br i1 %19, label %20, label %24

20:                                               ; preds = %5
  store i32 2, ptr %17, align 8, !tbaa !61
  %21 = getelementptr inbounds i8, ptr %3, i64 140
  %22 = icmp ugt i32 %10, 6
  br i1 %22, label %28, label %23

23:                                               ; preds = %20
  store i32 2, ptr %21, align 4, !tbaa !62
  br label %33

24:                                               ; preds = %5
  %25 = icmp ugt i32 %7, 14
  %26 = select i1 %25, i32 1, i32 2
  store i32 %26, ptr %17, align 8, !tbaa !61
  %27 = getelementptr inbounds i8, ptr %3, i64 140
  store i32 2, ptr %27, align 4, !tbaa !62
  br label %33

28:                                               ; preds = %20
  %29 = icmp ugt i32 %7, 16
  %30 = select i1 %29, i32 1, i32 2
  store i32 %30, ptr %21, align 4, !tbaa !62
  %31 = icmp ugt i32 %7, 26
  %32 = select i1 %31, i32 1, i32 2
  br label %33

33:                                               ; preds = %28, %24, %23
  %34 = phi i32 [ 2, %24 ], [ %32, %28 ], [ 2, %23 ]
  %35 = getelementptr inbounds i8, ptr %3, i64 96
  store i32 %34, ptr %35, align 8, !tbaa !63
  %36 = getelementptr inbounds i8, ptr %3, i64 152
  store i64 131072, ptr %36, align 8, !tbaa !64
  %37 = getelementptr inbounds i8, ptr %3, i64 216
  %38 = icmp slt i32 %12, 10
  %39 = select i1 %38, i32 2, i32 1
  store i32 %39, ptr %37, align 8, !tbaa !65
  %40 = call fastcc i64 @ZSTD_compressBegin_internal(ptr noundef %0, ptr noundef null, i64 noundef 0, i32 noundef 0, i32 noundef 0, ptr noundef nonnull %1, ptr noundef nonnull %3, i64 noundef -1, i32 noundef 0)
  br label %41

41:                                               ; preds = %2, %33
  %42 = phi i64 [ %40, %33 ], [ -32, %2 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %3) #30
  ret i64 %42
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress_usingCDict_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, ptr nocapture noundef readonly byval(%struct.ZSTD_frameParameters) align 8 %6) local_unnamed_addr #2 {
  %8 = load i64, ptr %6, align 8
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = tail call fastcc i64 @ZSTD_compressBegin_usingCDict_internal(ptr noundef %0, ptr noundef %5, i64 %8, i32 %10, i64 noundef %4)
  %12 = icmp ult i64 %11, -119
  br i1 %12, label %13, label %15

13:                                               ; preds = %7
  %14 = tail call i64 @ZSTD_compressEnd_public(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4)
  br label %15

15:                                               ; preds = %7, %13
  %16 = phi i64 [ %11, %7 ], [ %14, %13 ]
  ret i64 %16
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress_usingCDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) local_unnamed_addr #2 {
  %7 = tail call fastcc i64 @ZSTD_compressBegin_usingCDict_internal(ptr noundef %0, ptr noundef %5, i64 1, i32 0, i64 noundef %4)
  %8 = icmp ult i64 %7, -119
  br i1 %8, label %9, label %11

9:                                                ; preds = %6
  %10 = tail call i64 @ZSTD_compressEnd_public(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4)
  br label %11

11:                                               ; preds = %6, %9
  %12 = phi i64 [ %7, %6 ], [ %10, %9 ]
  ret i64 %12
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @ZSTD_createCStream() local_unnamed_addr #2 {
  %1 = tail call dereferenceable_or_null(5280) ptr @calloc(i64 1, i64 5280)
  %2 = icmp eq ptr %1, null
  br i1 %2, label %23, label %3

3:                                                ; preds = %0
  %4 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #29, !srcloc !5
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %17, label %6

6:                                                ; preds = %3
  %7 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #29, !srcloc !6
  %8 = icmp ugt i32 %4, 6
  br i1 %8, label %9, label %17

9:                                                ; preds = %6
  %10 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #29, !srcloc !7
  %11 = extractvalue { i32, i32, i32 } %10, 1
  %12 = and i32 %11, 8
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %9
  %15 = lshr i32 %11, 8
  %16 = and i32 %15, 1
  br label %17

17:                                               ; preds = %14, %9, %6, %3
  %18 = phi i32 [ 0, %9 ], [ %16, %14 ], [ 0, %6 ], [ 0, %3 ]
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %18, ptr %19, align 8, !tbaa !8
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %1)
  %20 = getelementptr inbounds i8, ptr %1, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %20, i8 0, i64 224, i1 false)
  %21 = getelementptr inbounds i8, ptr %1, i64 60
  store i32 3, ptr %21, align 4, !tbaa !38
  %22 = getelementptr inbounds i8, ptr %1, i64 48
  store i32 1, ptr %22, align 8, !tbaa !39
  br label %23

23:                                               ; preds = %0, %17
  ret ptr %1
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createCStream_advanced(ptr nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %0) local_unnamed_addr #2 {
  %2 = load ptr, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8
  %7 = icmp eq ptr %2, null
  %8 = icmp eq ptr %4, null
  %9 = xor i1 %7, %8
  br i1 %9, label %41, label %10

10:                                               ; preds = %1
  br i1 %7, label %13, label %11

11:                                               ; preds = %10
  %12 = tail call ptr %2(ptr noundef %6, i64 noundef 5280) #30
  br label %15

13:                                               ; preds = %10
  %14 = tail call noalias dereferenceable_or_null(5280) ptr @malloc(i64 noundef 5280) #31
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi ptr [ %12, %11 ], [ %14, %13 ]
  %17 = icmp eq ptr %16, null
  br i1 %17, label %41, label %18

18:                                               ; preds = %15
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5280) %16, i8 0, i64 5280, i1 false)
  %19 = getelementptr inbounds i8, ptr %16, i64 896
  store ptr %2, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %16, i64 904
  store ptr %4, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %16, i64 912
  store ptr %6, ptr %21, align 8
  %22 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #29, !srcloc !5
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %35, label %24

24:                                               ; preds = %18
  %25 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #29, !srcloc !6
  %26 = icmp ugt i32 %22, 6
  br i1 %26, label %27, label %35

27:                                               ; preds = %24
  %28 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #29, !srcloc !7
  %29 = extractvalue { i32, i32, i32 } %28, 1
  %30 = and i32 %29, 8
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %27
  %33 = lshr i32 %29, 8
  %34 = and i32 %33, 1
  br label %35

35:                                               ; preds = %32, %27, %24, %18
  %36 = phi i32 [ 0, %27 ], [ %34, %32 ], [ 0, %24 ], [ 0, %18 ]
  %37 = getelementptr inbounds i8, ptr %16, i64 8
  store i32 %36, ptr %37, align 8, !tbaa !8
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %16)
  %38 = getelementptr inbounds i8, ptr %16, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %38, i8 0, i64 224, i1 false)
  %39 = getelementptr inbounds i8, ptr %16, i64 60
  store i32 3, ptr %39, align 4, !tbaa !38
  %40 = getelementptr inbounds i8, ptr %16, i64 48
  store i32 1, ptr %40, align 8, !tbaa !39
  br label %41

41:                                               ; preds = %1, %15, %35
  %42 = phi ptr [ null, %1 ], [ %16, %35 ], [ null, %15 ]
  ret ptr %42
}

; Function Attrs: nounwind memory(argmem: write) uwtable
define dso_local noundef ptr @ZSTD_initStaticCStream(ptr noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = tail call ptr @ZSTD_initStaticCCtx(ptr noundef %0, i64 noundef %1)
  ret ptr %3
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_freeCStream(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %34, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 928
  %5 = load i64, ptr %4, align 8, !tbaa !43
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %34

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 704
  %9 = load ptr, ptr %8, align 8, !tbaa !51
  %10 = icmp ugt ptr %9, %0
  br i1 %10, label %15, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 712
  %13 = load ptr, ptr %12, align 8, !tbaa !52
  %14 = icmp ule ptr %13, %0
  br label %15

15:                                               ; preds = %11, %7
  %16 = phi i1 [ true, %7 ], [ %14, %11 ]
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %17 = getelementptr inbounds i8, ptr %0, i64 904
  %18 = load ptr, ptr %17, align 1
  %19 = getelementptr inbounds i8, ptr %0, i64 912
  %20 = load ptr, ptr %19, align 1
  %21 = load ptr, ptr %8, align 8, !tbaa !51
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %8, i8 0, i64 72, i1 false)
  %22 = icmp eq ptr %21, null
  br i1 %22, label %27, label %23

23:                                               ; preds = %15
  %24 = icmp eq ptr %18, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %23
  tail call void %18(ptr noundef %20, ptr noundef nonnull %21) #30
  br label %27

26:                                               ; preds = %23
  tail call void @free(ptr noundef nonnull %21) #30
  br label %27

27:                                               ; preds = %26, %25, %15
  br i1 %16, label %28, label %34

28:                                               ; preds = %27
  %29 = load ptr, ptr %17, align 1
  %30 = icmp eq ptr %29, null
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = load ptr, ptr %19, align 1
  tail call void %29(ptr noundef %32, ptr noundef nonnull %0) #30
  br label %34

33:                                               ; preds = %28
  tail call void @free(ptr noundef nonnull %0) #30
  br label %34

34:                                               ; preds = %1, %3, %27, %31, %33
  %35 = phi i64 [ 0, %1 ], [ -64, %3 ], [ 0, %27 ], [ 0, %31 ], [ 0, %33 ]
  ret i64 %35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @ZSTD_CStreamInSize() local_unnamed_addr #0 {
  ret i64 131072
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i64 8, 7) i64 @ZSTD_CStreamOutSize() local_unnamed_addr #0 {
  ret i64 131591
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noundef range(i64 -60, 1) i64 @ZSTD_resetCStream(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = icmp eq i64 %1, 0
  %4 = add i64 %1, 1
  %5 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %5, align 8, !tbaa !66
  %6 = getelementptr inbounds i8, ptr %0, i64 784
  %7 = select i1 %3, i64 0, i64 %4
  store i64 %7, ptr %6, align 8, !tbaa !100
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_initCStream_internal(ptr nocapture noundef %0, ptr noundef readonly %1, i64 noundef %2, ptr noundef %3, ptr nocapture noundef readonly %4, i64 noundef %5) local_unnamed_addr #2 {
  %7 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %7, align 8, !tbaa !66
  %8 = getelementptr inbounds i8, ptr %0, i64 784
  %9 = add i64 %5, 1
  store i64 %9, ptr %8, align 8, !tbaa !100
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %10, ptr noundef nonnull align 8 dereferenceable(224) %4, i64 224, i1 false), !tbaa.struct !98
  %11 = icmp eq ptr %1, null
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  br i1 %11, label %36, label %12

12:                                               ; preds = %6
  %13 = icmp eq i64 %2, 0
  br i1 %13, label %38, label %14

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 928
  %16 = load i64, ptr %15, align 8, !tbaa !43
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %18, label %38

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %0, i64 896
  %20 = load ptr, ptr %19, align 1
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, ptr %0, i64 912
  %24 = load ptr, ptr %23, align 1
  %25 = tail call ptr %20(ptr noundef %24, i64 noundef %2) #30
  br label %28

26:                                               ; preds = %18
  %27 = tail call noalias ptr @malloc(i64 noundef %2) #31
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %25, %22 ], [ %27, %26 ]
  %30 = icmp eq ptr %29, null
  br i1 %30, label %38, label %31

31:                                               ; preds = %28
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %29, ptr nonnull readonly align 1 %1, i64 %2, i1 false)
  %32 = getelementptr inbounds i8, ptr %0, i64 3688
  store ptr %29, ptr %32, align 8, !tbaa !101
  %33 = getelementptr inbounds i8, ptr %0, i64 3696
  store ptr %29, ptr %33, align 8, !tbaa !102
  %34 = getelementptr inbounds i8, ptr %0, i64 3704
  store i64 %2, ptr %34, align 8, !tbaa !103
  %35 = getelementptr inbounds i8, ptr %0, i64 3712
  store i32 0, ptr %35, align 8, !tbaa !104
  br label %38

36:                                               ; preds = %6
  %37 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr %3, ptr %37, align 8, !tbaa !97
  br label %38

38:                                               ; preds = %28, %14, %12, %31, %36
  %39 = phi i64 [ 0, %36 ], [ 0, %31 ], [ 0, %12 ], [ -64, %14 ], [ -64, %28 ]
  ret i64 %39
}

; Function Attrs: nounwind uwtable
define dso_local noundef range(i64 -60, 1) i64 @ZSTD_initCStream_usingCDict_advanced(ptr nocapture noundef %0, ptr noundef %1, i64 %2, i32 %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %6, align 8, !tbaa !66
  %7 = getelementptr inbounds i8, ptr %0, i64 784
  %8 = add i64 %4, 1
  store i64 %8, ptr %7, align 8, !tbaa !100
  %9 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 %2, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 56
  store i32 %3, ptr %10, align 8, !tbaa !42
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %11 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr %1, ptr %11, align 8, !tbaa !97
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local noundef range(i64 -60, 1) i64 @ZSTD_initCStream_usingCDict(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %3, align 8, !tbaa !66
  %4 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %4, align 8, !tbaa !100
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %5 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr %1, ptr %5, align 8, !tbaa !97
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_initCStream_advanced(ptr nocapture noundef %0, ptr noundef readonly %1, i64 noundef %2, ptr nocapture noundef readonly byval(%struct.ZSTD_parameters) align 8 %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = icmp eq i64 %4, 0
  %7 = getelementptr inbounds i8, ptr %3, i64 28
  %8 = load i32, ptr %7, align 4
  %9 = icmp eq i32 %8, 0
  %10 = select i1 %6, i1 %9, i1 false
  %11 = add i64 %4, 1
  %12 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %12, align 8, !tbaa !66
  %13 = getelementptr inbounds i8, ptr %0, i64 784
  %14 = select i1 %10, i64 0, i64 %11
  store i64 %14, ptr %13, align 8, !tbaa !100
  %15 = load i32, ptr %3, align 8, !tbaa !53
  %16 = add i32 %15, -32
  %17 = icmp ult i32 %16, -22
  br i1 %17, label %76, label %18

18:                                               ; preds = %5
  %19 = getelementptr inbounds i8, ptr %3, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !54
  %21 = add i32 %20, -31
  %22 = icmp ult i32 %21, -25
  br i1 %22, label %76, label %23

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %3, i64 8
  %25 = load i32, ptr %24, align 8, !tbaa !55
  %26 = add i32 %25, -31
  %27 = icmp ult i32 %26, -25
  br i1 %27, label %76, label %28

28:                                               ; preds = %23
  %29 = getelementptr inbounds i8, ptr %3, i64 12
  %30 = load i32, ptr %29, align 4, !tbaa !56
  %31 = add i32 %30, -31
  %32 = icmp ult i32 %31, -30
  br i1 %32, label %76, label %33

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %3, i64 16
  %35 = load i32, ptr %34, align 8, !tbaa !57
  %36 = add i32 %35, -8
  %37 = icmp ult i32 %36, -5
  %38 = getelementptr inbounds i8, ptr %3, i64 20
  %39 = load i32, ptr %38, align 4
  %40 = icmp ugt i32 %39, 131072
  %41 = select i1 %37, i1 true, i1 %40
  br i1 %41, label %76, label %42

42:                                               ; preds = %33
  %43 = getelementptr inbounds i8, ptr %3, i64 24
  %44 = load i32, ptr %43, align 8, !tbaa !58
  %45 = add i32 %44, -1
  %46 = icmp ult i32 %45, 9
  br i1 %46, label %47, label %76

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, ptr %0, i64 20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %48, ptr noundef nonnull readonly align 8 dereferenceable(28) %3, i64 28, i1 false), !tbaa.struct !59
  %49 = getelementptr inbounds i8, ptr %0, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %49, ptr noundef nonnull readonly align 4 dereferenceable(12) %7, i64 12, i1 false), !tbaa.struct !60
  %50 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 0, ptr %50, align 4, !tbaa !38
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %51 = icmp eq ptr %1, null
  %52 = icmp eq i64 %2, 0
  %53 = or i1 %51, %52
  br i1 %53, label %76, label %54

54:                                               ; preds = %47
  %55 = getelementptr inbounds i8, ptr %0, i64 928
  %56 = load i64, ptr %55, align 8, !tbaa !43
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %58, label %76

58:                                               ; preds = %54
  %59 = getelementptr inbounds i8, ptr %0, i64 896
  %60 = load ptr, ptr %59, align 1
  %61 = icmp eq ptr %60, null
  br i1 %61, label %66, label %62

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %0, i64 912
  %64 = load ptr, ptr %63, align 1
  %65 = tail call ptr %60(ptr noundef %64, i64 noundef %2) #30
  br label %68

66:                                               ; preds = %58
  %67 = tail call noalias ptr @malloc(i64 noundef %2) #31
  br label %68

68:                                               ; preds = %66, %62
  %69 = phi ptr [ %65, %62 ], [ %67, %66 ]
  %70 = icmp eq ptr %69, null
  br i1 %70, label %76, label %71

71:                                               ; preds = %68
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %69, ptr nonnull readonly align 1 %1, i64 %2, i1 false)
  %72 = getelementptr inbounds i8, ptr %0, i64 3688
  store ptr %69, ptr %72, align 8, !tbaa !101
  %73 = getelementptr inbounds i8, ptr %0, i64 3696
  store ptr %69, ptr %73, align 8, !tbaa !102
  %74 = getelementptr inbounds i8, ptr %0, i64 3704
  store i64 %2, ptr %74, align 8, !tbaa !103
  %75 = getelementptr inbounds i8, ptr %0, i64 3712
  store i32 0, ptr %75, align 8, !tbaa !104
  br label %76

76:                                               ; preds = %71, %68, %54, %47, %33, %28, %23, %18, %5, %42
  %77 = phi i64 [ -42, %42 ], [ -42, %5 ], [ -42, %18 ], [ -42, %23 ], [ -42, %28 ], [ -42, %33 ], [ 0, %71 ], [ 0, %47 ], [ -64, %54 ], [ -64, %68 ]
  ret i64 %77
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_initCStream_usingDict(ptr nocapture noundef %0, ptr noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %5, align 8, !tbaa !66
  %6 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %6, align 8, !tbaa !100
  %7 = icmp slt i32 %3, -131072
  br i1 %7, label %13, label %8

8:                                                ; preds = %4
  %9 = icmp sgt i32 %3, 22
  br i1 %9, label %13, label %10

10:                                               ; preds = %8
  %11 = icmp eq i32 %3, 0
  %12 = select i1 %11, i32 3, i32 %3
  br label %13

13:                                               ; preds = %4, %8, %10
  %14 = phi i32 [ -131072, %4 ], [ 22, %8 ], [ %12, %10 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 %14, ptr %15, align 4, !tbaa !38
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %16 = icmp eq ptr %1, null
  %17 = icmp eq i64 %2, 0
  %18 = or i1 %16, %17
  br i1 %18, label %41, label %19

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 928
  %21 = load i64, ptr %20, align 8, !tbaa !43
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %23, label %41

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 896
  %25 = load ptr, ptr %24, align 1
  %26 = icmp eq ptr %25, null
  br i1 %26, label %31, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %0, i64 912
  %29 = load ptr, ptr %28, align 1
  %30 = tail call ptr %25(ptr noundef %29, i64 noundef %2) #30
  br label %33

31:                                               ; preds = %23
  %32 = tail call noalias ptr @malloc(i64 noundef %2) #31
  br label %33

33:                                               ; preds = %31, %27
  %34 = phi ptr [ %30, %27 ], [ %32, %31 ]
  %35 = icmp eq ptr %34, null
  br i1 %35, label %41, label %36

36:                                               ; preds = %33
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %34, ptr nonnull readonly align 1 %1, i64 %2, i1 false)
  %37 = getelementptr inbounds i8, ptr %0, i64 3688
  store ptr %34, ptr %37, align 8, !tbaa !101
  %38 = getelementptr inbounds i8, ptr %0, i64 3696
  store ptr %34, ptr %38, align 8, !tbaa !102
  %39 = getelementptr inbounds i8, ptr %0, i64 3704
  store i64 %2, ptr %39, align 8, !tbaa !103
  %40 = getelementptr inbounds i8, ptr %0, i64 3712
  store i32 0, ptr %40, align 8, !tbaa !104
  br label %41

41:                                               ; preds = %36, %33, %19, %13
  %42 = phi i64 [ 0, %36 ], [ 0, %13 ], [ -64, %19 ], [ -64, %33 ]
  ret i64 %42
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_initCStream_srcSize(ptr nocapture noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = icmp eq i64 %2, 0
  %5 = add i64 %2, 1
  %6 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %6, align 8, !tbaa !66
  %7 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %7, align 8, !tbaa !100
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %8 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr null, ptr %8, align 8, !tbaa !97
  %9 = load i32, ptr %6, align 8, !tbaa !66
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 1, ptr %12, align 4, !tbaa !67
  br label %13

13:                                               ; preds = %3, %11
  %14 = icmp slt i32 %1, -131072
  br i1 %14, label %20, label %15

15:                                               ; preds = %13
  %16 = icmp sgt i32 %1, 22
  br i1 %16, label %20, label %17

17:                                               ; preds = %15
  %18 = icmp eq i32 %1, 0
  %19 = select i1 %18, i32 3, i32 %1
  br label %20

20:                                               ; preds = %17, %15, %13
  %21 = phi i32 [ -131072, %13 ], [ 22, %15 ], [ %19, %17 ]
  %22 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 %21, ptr %22, align 4, !tbaa !38
  br i1 %10, label %23, label %25

23:                                               ; preds = %20
  %24 = select i1 %4, i64 0, i64 %5
  store i64 %24, ptr %7, align 8, !tbaa !100
  br label %25

25:                                               ; preds = %20, %23
  %26 = phi i64 [ 0, %23 ], [ -60, %20 ]
  ret i64 %26
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_initCStream(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %3, align 8, !tbaa !66
  %4 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %4, align 8, !tbaa !100
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %5 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr null, ptr %5, align 8, !tbaa !97
  %6 = load i32, ptr %3, align 8, !tbaa !66
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 1, ptr %9, align 4, !tbaa !67
  br label %10

10:                                               ; preds = %2, %8
  %11 = icmp slt i32 %1, -131072
  br i1 %11, label %17, label %12

12:                                               ; preds = %10
  %13 = icmp sgt i32 %1, 22
  br i1 %13, label %17, label %14

14:                                               ; preds = %12
  %15 = icmp eq i32 %1, 0
  %16 = select i1 %15, i32 3, i32 %1
  br label %17

17:                                               ; preds = %10, %12, %14
  %18 = phi i32 [ -131072, %10 ], [ 22, %12 ], [ %16, %14 ]
  %19 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 %18, ptr %19, align 4, !tbaa !38
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressStream(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2) local_unnamed_addr #2 {
  %4 = tail call i64 @ZSTD_compressStream2(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef 0)
  %5 = icmp ult i64 %4, -119
  br i1 %5, label %6, label %26

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 364
  %8 = load i32, ptr %7, align 4, !tbaa !312
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %10, label %16

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 776
  %12 = load i64, ptr %11, align 8, !tbaa !225
  %13 = getelementptr inbounds i8, ptr %0, i64 3672
  %14 = load i64, ptr %13, align 8, !tbaa !313
  %15 = sub i64 %12, %14
  br label %26

16:                                               ; preds = %6
  %17 = getelementptr inbounds i8, ptr %0, i64 3600
  %18 = load i64, ptr %17, align 8, !tbaa !314
  %19 = getelementptr inbounds i8, ptr %0, i64 3592
  %20 = load i64, ptr %19, align 8, !tbaa !135
  %21 = sub i64 %18, %20
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %16
  %24 = getelementptr inbounds i8, ptr %0, i64 776
  %25 = load i64, ptr %24, align 8, !tbaa !225
  br label %26

26:                                               ; preds = %23, %16, %10, %3
  %27 = phi i64 [ %4, %3 ], [ %15, %10 ], [ %25, %23 ], [ %21, %16 ]
  ret i64 %27
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressStream2(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !188
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !187
  %9 = icmp ugt i64 %6, %8
  br i1 %9, label %388, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !191
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = load i64, ptr %13, align 8, !tbaa !190
  %15 = icmp ugt i64 %12, %14
  br i1 %15, label %388, label %16

16:                                               ; preds = %10
  %17 = icmp ugt i32 %3, 2
  br i1 %17, label %388, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %0, i64 3640
  %20 = load i32, ptr %19, align 8, !tbaa !66
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, ptr %0, i64 364
  %24 = load i32, ptr %23, align 4, !tbaa !312
  br label %72

25:                                               ; preds = %18
  %26 = sub i64 %14, %12
  %27 = getelementptr inbounds i8, ptr %0, i64 3672
  %28 = load i64, ptr %27, align 8, !tbaa !313
  %29 = add i64 %28, %26
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = getelementptr inbounds i8, ptr %0, i64 140
  %32 = load i32, ptr %31, align 4, !tbaa !192
  %33 = icmp eq i32 %32, 1
  %34 = icmp eq i32 %3, 0
  %35 = and i1 %34, %33
  %36 = icmp ult i64 %29, 131072
  %37 = select i1 %35, i1 %36, i1 false
  br i1 %37, label %38, label %54

38:                                               ; preds = %25
  %39 = icmp eq i64 %28, 0
  br i1 %39, label %49, label %40

40:                                               ; preds = %38
  %41 = load ptr, ptr %2, align 8, !tbaa !189
  %42 = getelementptr inbounds i8, ptr %0, i64 3648
  %43 = load ptr, ptr %42, align 8, !tbaa !315
  %44 = icmp eq ptr %41, %43
  br i1 %44, label %45, label %388

45:                                               ; preds = %40
  %46 = getelementptr inbounds i8, ptr %0, i64 3656
  %47 = load i64, ptr %46, align 8, !tbaa !316
  %48 = icmp eq i64 %12, %47
  br i1 %48, label %49, label %388

49:                                               ; preds = %45, %38
  store i64 %14, ptr %11, align 8, !tbaa !191
  %50 = getelementptr inbounds i8, ptr %0, i64 3648
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %50, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !317
  store i64 %29, ptr %27, align 8, !tbaa !313
  %51 = load i32, ptr %30, align 8, !tbaa !318
  %52 = icmp eq i32 %51, 0
  %53 = select i1 %52, i64 6, i64 2
  br label %388

54:                                               ; preds = %25
  %55 = tail call fastcc i64 @ZSTD_CCtx_init_compressStream2(ptr noundef nonnull %0, i32 noundef %3, i64 noundef %29)
  %56 = icmp ult i64 %55, -119
  br i1 %56, label %57, label %388

57:                                               ; preds = %54
  %58 = getelementptr inbounds i8, ptr %0, i64 364
  %59 = load i32, ptr %58, align 4, !tbaa !312
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %63

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %0, i64 3648
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %62, ptr noundef nonnull readonly align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !317
  br label %63

63:                                               ; preds = %61, %57
  %64 = getelementptr inbounds i8, ptr %0, i64 368
  %65 = load i32, ptr %64, align 8, !tbaa !319
  %66 = icmp eq i32 %65, 1
  br i1 %66, label %67, label %72

67:                                               ; preds = %63
  %68 = load i64, ptr %7, align 8, !tbaa !187
  %69 = load i64, ptr %5, align 8, !tbaa !188
  %70 = sub i64 %68, %69
  %71 = getelementptr inbounds i8, ptr %0, i64 3680
  store i64 %70, ptr %71, align 8, !tbaa !320
  br label %72

72:                                               ; preds = %22, %63, %67
  %73 = phi i32 [ %24, %22 ], [ %59, %63 ], [ %59, %67 ]
  %74 = getelementptr inbounds i8, ptr %0, i64 364
  %75 = icmp eq i32 %73, 1
  br i1 %75, label %76, label %86

76:                                               ; preds = %72
  %77 = getelementptr inbounds i8, ptr %0, i64 3648
  %78 = load ptr, ptr %77, align 8, !tbaa !41
  %79 = load ptr, ptr %2, align 8, !tbaa !189
  %80 = icmp eq ptr %78, %79
  br i1 %80, label %81, label %388

81:                                               ; preds = %76
  %82 = getelementptr inbounds i8, ptr %0, i64 3664
  %83 = load i64, ptr %82, align 8, !tbaa !99
  %84 = load i64, ptr %11, align 8, !tbaa !191
  %85 = icmp eq i64 %83, %84
  br i1 %85, label %86, label %388

86:                                               ; preds = %81, %72
  %87 = getelementptr inbounds i8, ptr %0, i64 368
  %88 = load i32, ptr %87, align 8, !tbaa !319
  %89 = icmp eq i32 %88, 1
  br i1 %89, label %90, label %97

90:                                               ; preds = %86
  %91 = load i64, ptr %7, align 8, !tbaa !187
  %92 = load i64, ptr %5, align 8, !tbaa !188
  %93 = sub i64 %91, %92
  %94 = getelementptr inbounds i8, ptr %0, i64 3680
  %95 = load i64, ptr %94, align 8, !tbaa !320
  %96 = icmp eq i64 %95, %93
  br i1 %96, label %97, label %388

97:                                               ; preds = %90, %86
  %98 = load ptr, ptr %2, align 8, !tbaa !189
  %99 = icmp eq ptr %98, null
  br i1 %99, label %105, label %100

100:                                              ; preds = %97
  %101 = load i64, ptr %13, align 8, !tbaa !190
  %102 = getelementptr inbounds i8, ptr %98, i64 %101
  %103 = load i64, ptr %11, align 8, !tbaa !191
  %104 = getelementptr inbounds i8, ptr %98, i64 %103
  br label %105

105:                                              ; preds = %100, %97
  %106 = phi ptr [ %102, %100 ], [ null, %97 ]
  %107 = phi ptr [ %104, %100 ], [ null, %97 ]
  %108 = load ptr, ptr %1, align 8, !tbaa !185
  %109 = icmp eq ptr %108, null
  br i1 %109, label %116, label %110

110:                                              ; preds = %105
  %111 = load i64, ptr %7, align 8, !tbaa !187
  %112 = getelementptr inbounds i8, ptr %108, i64 %111
  %113 = load i64, ptr %5, align 8, !tbaa !188
  %114 = getelementptr inbounds i8, ptr %108, i64 %113
  %115 = ptrtoint ptr %112 to i64
  br label %116

116:                                              ; preds = %110, %105
  %117 = phi i64 [ %115, %110 ], [ 0, %105 ]
  %118 = phi ptr [ %114, %110 ], [ null, %105 ]
  br i1 %75, label %119, label %128

119:                                              ; preds = %116
  %120 = getelementptr inbounds i8, ptr %0, i64 3672
  %121 = load i64, ptr %120, align 8, !tbaa !313
  %122 = load i64, ptr %11, align 8, !tbaa !191
  %123 = sub i64 %122, %121
  store i64 %123, ptr %11, align 8, !tbaa !191
  %124 = icmp eq ptr %107, null
  %125 = sub i64 0, %121
  %126 = getelementptr inbounds i8, ptr %107, i64 %125
  %127 = select i1 %124, ptr null, ptr %126
  store i64 0, ptr %120, align 8, !tbaa !313
  br label %128

128:                                              ; preds = %119, %116
  %129 = phi ptr [ %127, %119 ], [ %107, %116 ]
  %130 = icmp eq i32 %3, 2
  %131 = ptrtoint ptr %106 to i64
  %132 = getelementptr inbounds i8, ptr %0, i64 3592
  %133 = getelementptr inbounds i8, ptr %0, i64 776
  %134 = getelementptr inbounds i8, ptr %0, i64 3672
  %135 = getelementptr inbounds i8, ptr %0, i64 3600
  %136 = getelementptr inbounds i8, ptr %0, i64 3568
  %137 = getelementptr inbounds i8, ptr %0, i64 3584
  %138 = getelementptr inbounds i8, ptr %0, i64 3608
  %139 = getelementptr inbounds i8, ptr %0, i64 3616
  %140 = getelementptr inbounds i8, ptr %0, i64 3644
  %141 = getelementptr inbounds i8, ptr %0, i64 3576
  %142 = getelementptr inbounds i8, ptr %0, i64 3624
  %143 = getelementptr inbounds i8, ptr %0, i64 3632
  %144 = getelementptr inbounds i8, ptr %0, i64 784
  br label %145

145:                                              ; preds = %341, %128
  %146 = phi ptr [ %129, %128 ], [ %342, %341 ]
  %147 = phi ptr [ %118, %128 ], [ %343, %341 ]
  %148 = load i32, ptr %19, align 8, !tbaa !66
  br label %149

149:                                              ; preds = %145, %149
  switch i32 %148, label %149 [
    i32 0, label %388
    i32 1, label %153
    i32 2, label %150
  ], !llvm.loop !321

150:                                              ; preds = %149
  %151 = load i64, ptr %142, align 8, !tbaa !322
  %152 = load i64, ptr %143, align 8, !tbaa !323
  br label %318

153:                                              ; preds = %149
  br i1 %130, label %154, label %185

154:                                              ; preds = %153
  %155 = ptrtoint ptr %147 to i64
  %156 = sub i64 %117, %155
  %157 = ptrtoint ptr %146 to i64
  %158 = sub i64 %131, %157
  %159 = icmp ugt i64 %158, -71777214294589697
  br i1 %159, label %170, label %160

160:                                              ; preds = %154
  %161 = lshr i64 %158, 8
  %162 = add nuw i64 %161, %158
  %163 = icmp ult i64 %158, 131072
  %164 = sub nuw nsw i64 131072, %158
  %165 = lshr i64 %164, 11
  %166 = select i1 %163, i64 %165, i64 0
  %167 = add i64 %162, %166
  %168 = freeze i64 %167
  %169 = icmp eq i64 %168, 0
  br i1 %169, label %170, label %171

170:                                              ; preds = %160, %154
  br label %171

171:                                              ; preds = %170, %160
  %172 = phi i64 [ -72, %170 ], [ %168, %160 ]
  %173 = icmp ult i64 %156, %172
  br i1 %173, label %174, label %177

174:                                              ; preds = %171
  %175 = load i32, ptr %87, align 8, !tbaa !319
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %185

177:                                              ; preds = %174, %171
  %178 = load i64, ptr %132, align 8, !tbaa !135
  %179 = icmp eq i64 %178, 0
  br i1 %179, label %180, label %185

180:                                              ; preds = %177
  %181 = tail call i64 @ZSTD_compressEnd_public(ptr noundef nonnull %0, ptr noundef %147, i64 noundef %156, ptr noundef %146, i64 noundef %158)
  %182 = icmp ult i64 %181, -119
  br i1 %182, label %183, label %388

183:                                              ; preds = %180
  %184 = getelementptr inbounds i8, ptr %147, i64 %181
  store i32 1, ptr %140, align 4, !tbaa !324
  store i32 0, ptr %19, align 8, !tbaa !66
  store i64 0, ptr %144, align 8, !tbaa !100
  br label %344

185:                                              ; preds = %177, %174, %153
  %186 = load i32, ptr %74, align 4, !tbaa !312
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %188, label %212

188:                                              ; preds = %185
  %189 = load i64, ptr %135, align 8, !tbaa !314
  %190 = load i64, ptr %132, align 8, !tbaa !135
  %191 = sub i64 %189, %190
  %192 = ptrtoint ptr %146 to i64
  %193 = sub i64 %131, %192
  %194 = tail call i64 @llvm.umin.i64(i64 %191, i64 %193)
  %195 = icmp eq i64 %194, 0
  br i1 %195, label %200, label %196

196:                                              ; preds = %188
  %197 = load ptr, ptr %136, align 8, !tbaa !134
  %198 = getelementptr inbounds i8, ptr %197, i64 %190
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %198, ptr readonly align 1 %146, i64 %194, i1 false)
  %199 = load i64, ptr %132, align 8, !tbaa !135
  br label %200

200:                                              ; preds = %196, %188
  %201 = phi i64 [ %190, %188 ], [ %199, %196 ]
  %202 = add i64 %201, %194
  store i64 %202, ptr %132, align 8, !tbaa !135
  %203 = icmp eq ptr %146, null
  %204 = getelementptr inbounds i8, ptr %146, i64 %194
  %205 = select i1 %203, ptr null, ptr %204
  switch i32 %3, label %224 [
    i32 0, label %206
    i32 1, label %209
  ]

206:                                              ; preds = %200
  %207 = load i64, ptr %135, align 8, !tbaa !314
  %208 = icmp ult i64 %202, %207
  br i1 %208, label %344, label %224

209:                                              ; preds = %200
  %210 = load i64, ptr %137, align 8, !tbaa !136
  %211 = icmp eq i64 %202, %210
  br i1 %211, label %344, label %224

212:                                              ; preds = %185
  switch i32 %3, label %221 [
    i32 0, label %213
    i32 1, label %219
  ]

213:                                              ; preds = %212
  %214 = ptrtoint ptr %146 to i64
  %215 = sub i64 %131, %214
  %216 = load i64, ptr %133, align 8, !tbaa !225
  %217 = icmp ult i64 %215, %216
  br i1 %217, label %218, label %224

218:                                              ; preds = %213
  store i64 %215, ptr %134, align 8, !tbaa !313
  br label %344

219:                                              ; preds = %212
  %220 = icmp eq ptr %146, %106
  br i1 %220, label %344, label %221

221:                                              ; preds = %219, %212
  %222 = ptrtoint ptr %147 to i64
  %223 = sub i64 %117, %222
  br label %234

224:                                              ; preds = %213, %209, %206, %200
  %225 = phi ptr [ %205, %206 ], [ %205, %200 ], [ %205, %209 ], [ %146, %213 ]
  %226 = load i32, ptr %74, align 4, !tbaa !312
  %227 = icmp eq i32 %226, 0
  %228 = ptrtoint ptr %147 to i64
  %229 = sub i64 %117, %228
  br i1 %227, label %230, label %234

230:                                              ; preds = %224
  %231 = load i64, ptr %132, align 8, !tbaa !135
  %232 = load i64, ptr %137, align 8, !tbaa !136
  %233 = sub i64 %231, %232
  br label %241

234:                                              ; preds = %224, %221
  %235 = phi i64 [ %223, %221 ], [ %229, %224 ]
  %236 = phi ptr [ %146, %221 ], [ %225, %224 ]
  %237 = ptrtoint ptr %236 to i64
  %238 = sub i64 %131, %237
  %239 = load i64, ptr %133, align 8, !tbaa !225
  %240 = tail call i64 @llvm.umin.i64(i64 %238, i64 %239)
  br label %241

241:                                              ; preds = %234, %230
  %242 = phi i64 [ %229, %230 ], [ %235, %234 ]
  %243 = phi i1 [ true, %230 ], [ false, %234 ]
  %244 = phi ptr [ %225, %230 ], [ %236, %234 ]
  %245 = phi i64 [ %233, %230 ], [ %240, %234 ]
  %246 = icmp ugt i64 %245, -71777214294589697
  br i1 %246, label %257, label %247

247:                                              ; preds = %241
  %248 = lshr i64 %245, 8
  %249 = add nuw i64 %248, %245
  %250 = icmp ult i64 %245, 131072
  %251 = sub nuw nsw i64 131072, %245
  %252 = lshr i64 %251, 11
  %253 = select i1 %250, i64 %252, i64 0
  %254 = add i64 %249, %253
  %255 = freeze i64 %254
  %256 = icmp eq i64 %255, 0
  br i1 %256, label %257, label %258

257:                                              ; preds = %247, %241
  br label %258

258:                                              ; preds = %257, %247
  %259 = phi i64 [ -72, %257 ], [ %255, %247 ]
  %260 = icmp ult i64 %242, %259
  br i1 %260, label %261, label %267

261:                                              ; preds = %258
  %262 = load i32, ptr %87, align 8, !tbaa !319
  %263 = icmp eq i32 %262, 1
  br i1 %263, label %267, label %264

264:                                              ; preds = %261
  %265 = load ptr, ptr %138, align 8, !tbaa !325
  %266 = load i64, ptr %139, align 8, !tbaa !279
  br label %267

267:                                              ; preds = %264, %261, %258
  %268 = phi i64 [ %266, %264 ], [ %242, %261 ], [ %242, %258 ]
  %269 = phi ptr [ %265, %264 ], [ %147, %261 ], [ %147, %258 ]
  br i1 %243, label %270, label %293

270:                                              ; preds = %267
  %271 = icmp eq ptr %244, %106
  %272 = select i1 %130, i1 %271, i1 false
  %273 = zext i1 %272 to i32
  %274 = load ptr, ptr %136, align 8, !tbaa !134
  %275 = load i64, ptr %137, align 8, !tbaa !136
  %276 = getelementptr inbounds i8, ptr %274, i64 %275
  br i1 %272, label %277, label %279

277:                                              ; preds = %270
  %278 = tail call i64 @ZSTD_compressEnd_public(ptr noundef nonnull %0, ptr noundef %269, i64 noundef %268, ptr noundef %276, i64 noundef %245)
  br label %281

279:                                              ; preds = %270
  %280 = tail call fastcc i64 @ZSTD_compressContinue_internal(ptr noundef nonnull %0, ptr noundef %269, i64 noundef %268, ptr noundef %276, i64 noundef %245, i32 noundef 1, i32 noundef 0)
  br label %281

281:                                              ; preds = %279, %277
  %282 = phi i64 [ %278, %277 ], [ %280, %279 ]
  %283 = icmp ult i64 %282, -119
  br i1 %283, label %284, label %388

284:                                              ; preds = %281
  store i32 %273, ptr %140, align 4, !tbaa !324
  %285 = load i64, ptr %132, align 8, !tbaa !135
  %286 = load i64, ptr %133, align 8, !tbaa !225
  %287 = add i64 %286, %285
  store i64 %287, ptr %135, align 8, !tbaa !314
  %288 = load i64, ptr %141, align 8, !tbaa !278
  %289 = icmp ugt i64 %287, %288
  br i1 %289, label %290, label %291

290:                                              ; preds = %284
  store i64 0, ptr %132, align 8, !tbaa !135
  store i64 %286, ptr %135, align 8, !tbaa !314
  br label %291

291:                                              ; preds = %290, %284
  %292 = phi i64 [ %285, %284 ], [ 0, %290 ]
  store i64 %292, ptr %137, align 8, !tbaa !136
  br label %308

293:                                              ; preds = %267
  %294 = getelementptr inbounds i8, ptr %244, i64 %245
  %295 = icmp eq ptr %294, %106
  %296 = select i1 %130, i1 %295, i1 false
  %297 = zext i1 %296 to i32
  br i1 %296, label %298, label %300

298:                                              ; preds = %293
  %299 = tail call i64 @ZSTD_compressEnd_public(ptr noundef nonnull %0, ptr noundef %269, i64 noundef %268, ptr noundef %244, i64 noundef %245)
  br label %302

300:                                              ; preds = %293
  %301 = tail call fastcc i64 @ZSTD_compressContinue_internal(ptr noundef nonnull %0, ptr noundef %269, i64 noundef %268, ptr noundef %244, i64 noundef %245, i32 noundef 1, i32 noundef 0)
  br label %302

302:                                              ; preds = %300, %298
  %303 = phi i64 [ %299, %298 ], [ %301, %300 ]
  %304 = icmp ult i64 %303, -119
  br i1 %304, label %305, label %388

305:                                              ; preds = %302
  %306 = icmp eq ptr %244, null
  %307 = select i1 %306, ptr null, ptr %294
  store i32 %297, ptr %140, align 4, !tbaa !324
  br label %308

308:                                              ; preds = %305, %291
  %309 = phi i32 [ %273, %291 ], [ %297, %305 ]
  %310 = phi i64 [ %282, %291 ], [ %303, %305 ]
  %311 = phi ptr [ %244, %291 ], [ %307, %305 ]
  %312 = icmp eq ptr %269, %147
  br i1 %312, label %313, label %317

313:                                              ; preds = %308
  %314 = getelementptr inbounds i8, ptr %147, i64 %310
  %315 = icmp eq i32 %309, 0
  br i1 %315, label %341, label %316

316:                                              ; preds = %313
  store i32 0, ptr %19, align 8, !tbaa !66
  store i64 0, ptr %144, align 8, !tbaa !100
  br label %344

317:                                              ; preds = %308
  store i64 %310, ptr %142, align 8, !tbaa !322
  store i64 0, ptr %143, align 8, !tbaa !323
  store i32 2, ptr %19, align 8, !tbaa !66
  br label %318

318:                                              ; preds = %317, %150
  %319 = phi i64 [ %152, %150 ], [ 0, %317 ]
  %320 = phi i64 [ %151, %150 ], [ %310, %317 ]
  %321 = phi ptr [ %146, %150 ], [ %311, %317 ]
  %322 = sub i64 %320, %319
  %323 = ptrtoint ptr %147 to i64
  %324 = sub i64 %117, %323
  %325 = tail call i64 @llvm.umin.i64(i64 %324, i64 %322)
  %326 = icmp eq i64 %325, 0
  br i1 %326, label %331, label %327

327:                                              ; preds = %318
  %328 = load ptr, ptr %138, align 8, !tbaa !325
  %329 = getelementptr inbounds i8, ptr %328, i64 %319
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %147, ptr readonly align 1 %329, i64 %325, i1 false)
  %330 = load i64, ptr %143, align 8, !tbaa !323
  br label %331

331:                                              ; preds = %327, %318
  %332 = phi i64 [ %319, %318 ], [ %330, %327 ]
  %333 = getelementptr inbounds i8, ptr %147, i64 %325
  %334 = add i64 %332, %325
  store i64 %334, ptr %143, align 8, !tbaa !323
  %335 = icmp ugt i64 %322, %324
  br i1 %335, label %344, label %336

336:                                              ; preds = %331
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %142, i8 0, i64 16, i1 false)
  %337 = load i32, ptr %140, align 4, !tbaa !324
  %338 = icmp eq i32 %337, 0
  br i1 %338, label %340, label %339

339:                                              ; preds = %336
  store i32 0, ptr %19, align 8, !tbaa !66
  store i64 0, ptr %144, align 8, !tbaa !100
  br label %344

340:                                              ; preds = %336
  store i32 1, ptr %19, align 8, !tbaa !66
  br label %341

341:                                              ; preds = %340, %313
  %342 = phi ptr [ %311, %313 ], [ %321, %340 ]
  %343 = phi ptr [ %314, %313 ], [ %333, %340 ]
  br label %145, !llvm.loop !321

344:                                              ; preds = %331, %219, %209, %206, %339, %316, %218, %183
  %345 = phi ptr [ %314, %316 ], [ %184, %183 ], [ %333, %339 ], [ %147, %218 ], [ %147, %209 ], [ %147, %206 ], [ %333, %331 ], [ %147, %219 ]
  %346 = phi ptr [ %311, %316 ], [ %106, %183 ], [ %321, %339 ], [ %106, %218 ], [ %205, %209 ], [ %205, %206 ], [ %321, %331 ], [ %106, %219 ]
  %347 = ptrtoint ptr %346 to i64
  %348 = ptrtoint ptr %98 to i64
  %349 = sub i64 %347, %348
  store i64 %349, ptr %11, align 8, !tbaa !191
  %350 = ptrtoint ptr %345 to i64
  %351 = ptrtoint ptr %108 to i64
  %352 = sub i64 %350, %351
  store i64 %352, ptr %5, align 8, !tbaa !188
  %353 = load i32, ptr %140, align 4, !tbaa !324
  %354 = icmp eq i32 %353, 0
  %355 = load i32, ptr %74, align 4, !tbaa !312
  br i1 %354, label %356, label %372

356:                                              ; preds = %344
  %357 = icmp eq i32 %355, 1
  br i1 %357, label %358, label %362

358:                                              ; preds = %356
  %359 = load i64, ptr %133, align 8, !tbaa !225
  %360 = load i64, ptr %134, align 8, !tbaa !313
  %361 = sub i64 %359, %360
  br label %369

362:                                              ; preds = %356
  %363 = load i64, ptr %135, align 8, !tbaa !314
  %364 = load i64, ptr %132, align 8, !tbaa !135
  %365 = sub i64 %363, %364
  %366 = icmp eq i64 %365, 0
  br i1 %366, label %367, label %369

367:                                              ; preds = %362
  %368 = load i64, ptr %133, align 8, !tbaa !225
  br label %369

369:                                              ; preds = %358, %362, %367
  %370 = phi i64 [ %361, %358 ], [ %368, %367 ], [ %365, %362 ]
  %371 = icmp ult i64 %370, -119
  br i1 %371, label %372, label %388

372:                                              ; preds = %344, %369
  %373 = icmp eq i32 %355, 1
  br i1 %373, label %374, label %376

374:                                              ; preds = %372
  %375 = getelementptr inbounds i8, ptr %0, i64 3648
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %375, ptr noundef nonnull readonly align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !317
  br label %376

376:                                              ; preds = %374, %372
  %377 = load i32, ptr %87, align 8, !tbaa !319
  %378 = icmp eq i32 %377, 1
  br i1 %378, label %379, label %384

379:                                              ; preds = %376
  %380 = load i64, ptr %7, align 8, !tbaa !187
  %381 = load i64, ptr %5, align 8, !tbaa !188
  %382 = sub i64 %380, %381
  %383 = getelementptr inbounds i8, ptr %0, i64 3680
  store i64 %382, ptr %383, align 8, !tbaa !320
  br label %384

384:                                              ; preds = %376, %379
  %385 = load i64, ptr %142, align 8, !tbaa !322
  %386 = load i64, ptr %143, align 8, !tbaa !323
  %387 = sub i64 %385, %386
  br label %388

388:                                              ; preds = %149, %302, %281, %180, %81, %76, %90, %45, %40, %54, %49, %369, %16, %10, %4, %384
  %389 = phi i64 [ %370, %369 ], [ %387, %384 ], [ -70, %4 ], [ -72, %10 ], [ -42, %16 ], [ -50, %45 ], [ -50, %40 ], [ %55, %54 ], [ %53, %49 ], [ -50, %90 ], [ -50, %76 ], [ -50, %81 ], [ %181, %180 ], [ -62, %149 ], [ %303, %302 ], [ %282, %281 ]
  ret i64 %389
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_CCtx_init_compressStream2(ptr noundef %0, i32 noundef %1, i64 noundef %2) unnamed_addr #2 {
  %4 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %5 = alloca %struct.ZSTD_compressionParameters, align 4
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #30
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %4, ptr noundef nonnull align 8 dereferenceable(224) %6, i64 224, i1 false), !tbaa.struct !98
  %7 = getelementptr inbounds i8, ptr %0, i64 3736
  %8 = load ptr, ptr %7, align 8, !tbaa !41
  %9 = getelementptr inbounds i8, ptr %0, i64 3744
  %10 = load i64, ptr %9, align 8, !tbaa !99
  %11 = getelementptr inbounds i8, ptr %0, i64 3752
  %12 = load i32, ptr %11, align 8, !tbaa !42
  %13 = getelementptr inbounds i8, ptr %0, i64 3696
  %14 = load ptr, ptr %13, align 8, !tbaa !326
  %15 = icmp eq ptr %14, null
  br i1 %15, label %30, label %16

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %0, i64 3720
  %18 = load ptr, ptr %17, align 8, !tbaa !327
  %19 = icmp eq ptr %18, null
  br i1 %19, label %20, label %30

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 3704
  %22 = load i64, ptr %21, align 8, !tbaa !328
  %23 = getelementptr inbounds i8, ptr %0, i64 3712
  %24 = load i32, ptr %23, align 8, !tbaa !329
  %25 = getelementptr inbounds i8, ptr %0, i64 896
  %26 = tail call ptr @ZSTD_createCDict_advanced2(ptr noundef nonnull %14, i64 noundef %22, i32 noundef 1, i32 noundef %24, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.ZSTD_customMem) align 8 %25)
  store ptr %26, ptr %17, align 8, !tbaa !327
  %27 = icmp eq ptr %26, null
  br i1 %27, label %166, label %28

28:                                               ; preds = %20
  %29 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr %26, ptr %29, align 8, !tbaa !97
  br label %30

30:                                               ; preds = %28, %3, %16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  %31 = getelementptr inbounds i8, ptr %0, i64 3728
  %32 = load ptr, ptr %31, align 8, !tbaa !97
  %33 = icmp eq ptr %32, null
  br i1 %33, label %42, label %34

34:                                               ; preds = %30
  %35 = getelementptr inbounds i8, ptr %0, i64 3720
  %36 = load ptr, ptr %35, align 8, !tbaa !105
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %42

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %32, i64 6068
  %40 = load i32, ptr %39, align 4, !tbaa !245
  %41 = getelementptr inbounds i8, ptr %4, i64 44
  store i32 %40, ptr %41, align 4, !tbaa !38
  br label %42

42:                                               ; preds = %30, %34, %38
  %43 = icmp eq i32 %1, 2
  br i1 %43, label %44, label %47

44:                                               ; preds = %42
  %45 = add i64 %2, 1
  %46 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 %45, ptr %46, align 8, !tbaa !100
  br label %47

47:                                               ; preds = %44, %42
  %48 = icmp eq ptr %8, null
  br i1 %48, label %49, label %60

49:                                               ; preds = %47
  br i1 %33, label %50, label %54

50:                                               ; preds = %49
  %51 = getelementptr inbounds i8, ptr %0, i64 784
  %52 = load i64, ptr %51, align 8, !tbaa !100
  %53 = add i64 %52, -1
  br label %90

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %32, i64 8
  %56 = load i64, ptr %55, align 8, !tbaa !242
  %57 = getelementptr inbounds i8, ptr %0, i64 784
  %58 = load i64, ptr %57, align 8, !tbaa !100
  %59 = add i64 %58, -1
  br label %64

60:                                               ; preds = %47
  %61 = getelementptr inbounds i8, ptr %0, i64 784
  %62 = load i64, ptr %61, align 8, !tbaa !100
  %63 = add i64 %62, -1
  br i1 %33, label %90, label %64

64:                                               ; preds = %54, %60
  %65 = phi i64 [ %59, %54 ], [ %63, %60 ]
  %66 = phi i64 [ %56, %54 ], [ %10, %60 ]
  %67 = getelementptr inbounds i8, ptr %32, i64 244
  %68 = load i32, ptr %67, align 4, !tbaa !246
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %90

70:                                               ; preds = %64
  %71 = getelementptr inbounds i8, ptr %32, i64 384
  %72 = load i32, ptr %71, align 8, !tbaa !330
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [10 x i64], ptr @attachDictSizeCutoffs, i64 0, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !99
  %76 = icmp uge i64 %75, %65
  %77 = icmp eq i64 %65, -1
  %78 = or i1 %77, %76
  %79 = getelementptr inbounds i8, ptr %4, i64 68
  %80 = load i32, ptr %79, align 4, !tbaa !79
  br i1 %78, label %83, label %81

81:                                               ; preds = %70
  %82 = icmp eq i32 %80, 1
  br i1 %82, label %85, label %90

83:                                               ; preds = %70
  %84 = icmp eq i32 %80, 2
  br i1 %84, label %90, label %85

85:                                               ; preds = %83, %81
  %86 = getelementptr inbounds i8, ptr %4, i64 48
  %87 = load i32, ptr %86, align 8, !tbaa !78
  %88 = icmp eq i32 %87, 0
  %89 = zext i1 %88 to i32
  br label %90

90:                                               ; preds = %85, %60, %81, %83, %50, %64
  %91 = phi i64 [ %65, %64 ], [ %53, %50 ], [ %65, %83 ], [ %65, %81 ], [ %63, %60 ], [ %65, %85 ]
  %92 = phi i64 [ %66, %64 ], [ 0, %50 ], [ %66, %83 ], [ %66, %81 ], [ %10, %60 ], [ %66, %85 ]
  %93 = phi i32 [ 1, %64 ], [ 0, %50 ], [ 0, %83 ], [ 0, %81 ], [ 0, %60 ], [ %89, %85 ]
  %94 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %5) #30
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %5, ptr noundef nonnull %4, i64 noundef %91, i64 noundef %92, i32 noundef %93)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %94, ptr noundef nonnull align 4 dereferenceable(28) %5, i64 28, i1 false), !tbaa.struct !59
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %5) #30
  %95 = getelementptr inbounds i8, ptr %4, i64 140
  %96 = load i32, ptr %95, align 4, !tbaa !62
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %98, label %106

98:                                               ; preds = %90
  %99 = getelementptr inbounds i8, ptr %4, i64 28
  %100 = load i32, ptr %99, align 4, !tbaa !58
  %101 = icmp ugt i32 %100, 6
  br i1 %101, label %102, label %106

102:                                              ; preds = %98
  %103 = load i32, ptr %94, align 4, !tbaa !53
  %104 = icmp ugt i32 %103, 16
  %105 = select i1 %104, i32 1, i32 2
  br label %106

106:                                              ; preds = %90, %98, %102
  %107 = phi i32 [ %96, %90 ], [ 2, %98 ], [ %105, %102 ]
  store i32 %107, ptr %95, align 4, !tbaa !62
  %108 = getelementptr inbounds i8, ptr %4, i64 96
  %109 = load i32, ptr %108, align 8, !tbaa !63
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %111, label %119

111:                                              ; preds = %106
  %112 = getelementptr inbounds i8, ptr %4, i64 28
  %113 = load i32, ptr %112, align 4, !tbaa !58
  %114 = icmp ugt i32 %113, 6
  br i1 %114, label %115, label %119

115:                                              ; preds = %111
  %116 = load i32, ptr %94, align 4, !tbaa !53
  %117 = icmp ugt i32 %116, 26
  %118 = select i1 %117, i32 1, i32 2
  br label %119

119:                                              ; preds = %106, %111, %115
  %120 = phi i32 [ %109, %106 ], [ 2, %111 ], [ %118, %115 ]
  store i32 %120, ptr %108, align 8, !tbaa !63
  %121 = getelementptr inbounds i8, ptr %4, i64 160
  %122 = load i32, ptr %121, align 8, !tbaa !61
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %124, label %133

124:                                              ; preds = %119
  %125 = getelementptr inbounds i8, ptr %4, i64 28
  %126 = load i32, ptr %125, align 4, !tbaa !58
  %127 = add i32 %126, -6
  %128 = icmp ult i32 %127, -3
  br i1 %128, label %133, label %129

129:                                              ; preds = %124
  %130 = load i32, ptr %94, align 4, !tbaa !53
  %131 = icmp ugt i32 %130, 14
  %132 = select i1 %131, i32 1, i32 2
  br label %133

133:                                              ; preds = %119, %124, %129
  %134 = phi i32 [ %132, %129 ], [ %122, %119 ], [ 2, %124 ]
  store i32 %134, ptr %121, align 8, !tbaa !61
  %135 = getelementptr inbounds i8, ptr %4, i64 152
  %136 = load i64, ptr %135, align 8, !tbaa !64
  %137 = icmp eq i64 %136, 0
  %138 = select i1 %137, i64 131072, i64 %136
  store i64 %138, ptr %135, align 8, !tbaa !64
  %139 = getelementptr inbounds i8, ptr %4, i64 216
  %140 = load i32, ptr %139, align 8, !tbaa !65
  %141 = getelementptr inbounds i8, ptr %4, i64 44
  %142 = load i32, ptr %141, align 4, !tbaa !38
  %143 = icmp eq i32 %140, 0
  %144 = icmp slt i32 %142, 10
  %145 = select i1 %144, i32 2, i32 1
  %146 = select i1 %143, i32 %145, i32 %140
  store i32 %146, ptr %139, align 8, !tbaa !65
  %147 = call fastcc i64 @ZSTD_compressBegin_internal(ptr noundef nonnull %0, ptr noundef %8, i64 noundef %10, i32 noundef %12, i32 noundef 0, ptr noundef %32, ptr noundef nonnull %4, i64 noundef %91, i32 noundef 1)
  %148 = icmp ult i64 %147, -119
  br i1 %148, label %149, label %166

149:                                              ; preds = %133
  %150 = getelementptr inbounds i8, ptr %0, i64 3584
  %151 = getelementptr inbounds i8, ptr %0, i64 364
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %150, i8 0, i64 16, i1 false)
  %152 = load i32, ptr %151, align 4, !tbaa !312
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %154, label %160

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %0, i64 776
  %156 = load i64, ptr %155, align 8, !tbaa !225
  %157 = icmp eq i64 %156, %91
  %158 = zext i1 %157 to i64
  %159 = add i64 %156, %158
  br label %160

160:                                              ; preds = %149, %154
  %161 = phi i64 [ %159, %154 ], [ 0, %149 ]
  %162 = getelementptr inbounds i8, ptr %0, i64 3600
  store i64 %161, ptr %162, align 8
  %163 = getelementptr inbounds i8, ptr %0, i64 3624
  %164 = getelementptr inbounds i8, ptr %0, i64 3640
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %163, i8 0, i64 16, i1 false)
  store i32 1, ptr %164, align 8, !tbaa !66
  %165 = getelementptr inbounds i8, ptr %0, i64 3644
  store i32 0, ptr %165, align 4, !tbaa !324
  br label %166

166:                                              ; preds = %160, %133, %20
  %167 = phi i64 [ -64, %20 ], [ %147, %133 ], [ 0, %160 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #30
  ret i64 %167
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressStream2_simpleArgs(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture noundef %3, ptr noundef %4, i64 noundef %5, ptr nocapture noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = alloca %struct.ZSTD_outBuffer_s, align 8
  %10 = alloca %struct.ZSTD_inBuffer_s, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #30
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #30
  store ptr %1, ptr %9, align 8, !tbaa !185
  %11 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 %2, ptr %11, align 8, !tbaa !187
  %12 = load i64, ptr %3, align 8, !tbaa !99
  %13 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 %12, ptr %13, align 8, !tbaa !188
  store ptr %4, ptr %10, align 8, !tbaa !189
  %14 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %5, ptr %14, align 8, !tbaa !190
  %15 = load i64, ptr %6, align 8, !tbaa !99
  %16 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 %15, ptr %16, align 8, !tbaa !191
  %17 = call i64 @ZSTD_compressStream2(ptr noundef %0, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %7)
  %18 = load i64, ptr %13, align 8, !tbaa !188
  store i64 %18, ptr %3, align 8, !tbaa !99
  %19 = load i64, ptr %16, align 8, !tbaa !191
  store i64 %19, ptr %6, align 8, !tbaa !99
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #30
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #30
  ret i64 %17
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressSequences(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #2 {
  %8 = alloca %struct.ZSTD_SequencePosition, align 8
  %9 = tail call fastcc i64 @ZSTD_CCtx_init_compressStream2(ptr noundef %0, i32 noundef 2, i64 noundef %6)
  %10 = icmp ult i64 %9, -119
  br i1 %10, label %11, label %251

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 240
  %13 = getelementptr inbounds i8, ptr %0, i64 688
  %14 = load i32, ptr %13, align 8, !tbaa !167
  %15 = tail call fastcc i64 @ZSTD_writeFrameHeader(ptr noundef %1, i64 noundef %2, ptr noundef nonnull %12, i64 noundef %6, i32 noundef %14)
  %16 = getelementptr inbounds i8, ptr %1, i64 %15
  %17 = sub i64 %2, %15
  %18 = getelementptr inbounds i8, ptr %0, i64 276
  %19 = load i32, ptr %18, align 4, !tbaa !227
  %20 = icmp ne i32 %19, 0
  %21 = icmp ne i64 %6, 0
  %22 = and i1 %21, %20
  br i1 %22, label %23, label %29

23:                                               ; preds = %11
  %24 = getelementptr inbounds i8, ptr %0, i64 808
  tail call fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef nonnull %24, ptr nocapture noundef %5, i64 noundef %6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #30
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 372
  %26 = load i32, ptr %25, align 4, !tbaa !331
  %27 = icmp eq i32 %26, 1
  %28 = select i1 %27, ptr @ZSTD_transferSequences_wBlockDelim, ptr @ZSTD_transferSequences_noDelim
  br label %40

29:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #30
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  %30 = getelementptr inbounds i8, ptr %0, i64 372
  %31 = load i32, ptr %30, align 4, !tbaa !331
  %32 = icmp eq i32 %31, 1
  %33 = select i1 %32, ptr @ZSTD_transferSequences_wBlockDelim, ptr @ZSTD_transferSequences_noDelim
  %34 = icmp eq i64 %6, 0
  br i1 %34, label %35, label %40

35:                                               ; preds = %29
  %36 = icmp ugt i64 %17, 3
  br i1 %36, label %37, label %231

37:                                               ; preds = %35
  store i32 1, ptr %16, align 1, !tbaa !42
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #30
  %38 = add i64 %15, 3
  %39 = add i64 %17, -3
  br label %238

40:                                               ; preds = %23, %29
  %41 = phi ptr [ %28, %23 ], [ %33, %29 ]
  %42 = phi ptr [ %25, %23 ], [ %30, %29 ]
  %43 = getelementptr inbounds i8, ptr %0, i64 776
  %44 = getelementptr inbounds i8, ptr %0, i64 976
  %45 = getelementptr inbounds i8, ptr %0, i64 992
  %46 = getelementptr inbounds i8, ptr %0, i64 1000
  %47 = getelementptr inbounds i8, ptr %0, i64 984
  %48 = getelementptr inbounds i8, ptr %0, i64 1048
  %49 = getelementptr inbounds i8, ptr %0, i64 456
  %50 = getelementptr inbounds i8, ptr %0, i64 3224
  %51 = getelementptr inbounds i8, ptr %0, i64 3232
  %52 = getelementptr inbounds i8, ptr %0, i64 3544
  %53 = getelementptr inbounds i8, ptr %0, i64 3552
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  %55 = getelementptr inbounds i8, ptr %0, i64 268
  %56 = getelementptr inbounds i8, ptr %0, i64 968
  br label %57

57:                                               ; preds = %223, %40
  %58 = phi i64 [ %17, %40 ], [ %226, %223 ]
  %59 = phi i64 [ 0, %40 ], [ %225, %223 ]
  %60 = phi i64 [ %6, %40 ], [ %227, %223 ]
  %61 = phi ptr [ %5, %40 ], [ %228, %223 ]
  %62 = phi ptr [ %16, %40 ], [ %229, %223 ]
  %63 = load i32, ptr %42, align 4, !tbaa !331
  %64 = load i64, ptr %43, align 8, !tbaa !225
  %65 = icmp eq i32 %63, 0
  br i1 %65, label %96, label %66

66:                                               ; preds = %57
  %67 = load i64, ptr %8, align 8
  %68 = and i64 %67, 4294967295
  %69 = icmp ult i64 %68, %4
  br i1 %69, label %73, label %231

70:                                               ; preds = %73
  %71 = add i64 %74, 1
  %72 = icmp eq i64 %71, %4
  br i1 %72, label %231, label %73, !llvm.loop !332

73:                                               ; preds = %66, %70
  %74 = phi i64 [ %71, %70 ], [ %68, %66 ]
  %75 = phi i64 [ %85, %70 ], [ 0, %66 ]
  %76 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %3, i64 %74
  %77 = load i32, ptr %76, align 4, !tbaa !195
  %78 = icmp eq i32 %77, 0
  %79 = getelementptr inbounds i8, ptr %76, i64 4
  %80 = load i32, ptr %79, align 4, !tbaa !198
  %81 = getelementptr inbounds i8, ptr %76, i64 8
  %82 = load i32, ptr %81, align 4, !tbaa !197
  %83 = add i32 %82, %80
  %84 = zext i32 %83 to i64
  %85 = add i64 %75, %84
  br i1 %78, label %86, label %70

86:                                               ; preds = %73
  %87 = icmp eq i32 %82, 0
  %88 = select i1 %87, i64 %85, i64 -107
  %89 = icmp ult i64 %88, -119
  br i1 %89, label %90, label %231

90:                                               ; preds = %86
  %91 = icmp ugt i64 %88, %64
  %92 = icmp ugt i64 %88, %60
  %93 = or i1 %91, %92
  br i1 %93, label %231, label %94

94:                                               ; preds = %90
  %95 = icmp eq i64 %88, %60
  br label %100

96:                                               ; preds = %57
  %97 = call i64 @llvm.umin.i64(i64 %60, i64 %64)
  %98 = icmp ule i64 %60, %64
  %99 = icmp ult i64 %97, -119
  br i1 %99, label %100, label %231

100:                                              ; preds = %96, %94
  %101 = phi i1 [ %95, %94 ], [ %98, %96 ]
  %102 = phi i64 [ %85, %94 ], [ %97, %96 ]
  %103 = zext i1 %101 to i32
  %104 = load ptr, ptr %45, align 8, !tbaa !183
  store ptr %104, ptr %46, align 8, !tbaa !184
  %105 = load ptr, ptr %44, align 8, !tbaa !169
  store ptr %105, ptr %47, align 8, !tbaa !173
  store i32 0, ptr %48, align 8, !tbaa !181
  %106 = load i32, ptr %49, align 8, !tbaa !333
  %107 = call i64 %41(ptr noundef %0, ptr noundef nonnull %8, ptr noundef %3, i64 noundef %4, ptr noundef %61, i64 noundef %102, i32 noundef %106) #30, !callees !334
  %108 = icmp ult i64 %107, -119
  br i1 %108, label %109, label %231

109:                                              ; preds = %100
  %110 = icmp ult i64 %107, 7
  br i1 %110, label %111, label %122

111:                                              ; preds = %109
  %112 = add nuw nsw i64 %107, 3
  %113 = icmp ugt i64 %112, %58
  br i1 %113, label %231, label %114

114:                                              ; preds = %111
  %115 = trunc nuw i64 %107 to i32
  %116 = shl nuw nsw i32 %115, 3
  %117 = or disjoint i32 %116, %103
  %118 = trunc nuw i32 %117 to i16
  store i16 %118, ptr %62, align 1, !tbaa !213
  %119 = getelementptr inbounds i8, ptr %62, i64 2
  store i8 0, ptr %119, align 1, !tbaa !179
  %120 = getelementptr inbounds i8, ptr %62, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %120, ptr readonly align 1 %61, i64 %107, i1 false)
  %121 = add i64 %112, %59
  br label %223, !llvm.loop !335

122:                                              ; preds = %109
  %123 = icmp ult i64 %58, 3
  br i1 %123, label %231, label %124

124:                                              ; preds = %122
  %125 = load ptr, ptr %50, align 8, !tbaa !48
  %126 = load ptr, ptr %51, align 8, !tbaa !336
  %127 = getelementptr inbounds i8, ptr %62, i64 3
  %128 = add i64 %58, -3
  %129 = load ptr, ptr %52, align 8, !tbaa !49
  %130 = load i64, ptr %53, align 8, !tbaa !50
  %131 = load i32, ptr %54, align 8, !tbaa !8
  %132 = load ptr, ptr %45, align 8, !tbaa !183
  %133 = load ptr, ptr %46, align 8, !tbaa !184
  %134 = ptrtoint ptr %133 to i64
  %135 = ptrtoint ptr %132 to i64
  %136 = sub i64 %134, %135
  %137 = call fastcc i64 @ZSTD_entropyCompressSeqStore_internal(ptr noundef nonnull %127, i64 noundef %128, ptr noundef %132, i64 noundef %136, ptr noundef nonnull readonly %44, ptr noundef %125, ptr noundef %126, ptr noundef nonnull readonly %12, ptr noundef %129, i64 noundef %130, i32 noundef %131)
  %138 = icmp eq i64 %137, 0
  br i1 %138, label %156, label %139

139:                                              ; preds = %124
  %140 = icmp eq i64 %137, -70
  %141 = icmp ule i64 %107, %128
  %142 = and i1 %141, %140
  br i1 %142, label %156, label %143

143:                                              ; preds = %139
  %144 = icmp ult i64 %137, -119
  br i1 %144, label %145, label %231

145:                                              ; preds = %143
  %146 = load i32, ptr %55, align 4, !tbaa !75
  %147 = icmp ugt i32 %146, 7
  %148 = add i32 %146, -1
  %149 = select i1 %147, i32 %148, i32 6
  %150 = zext nneg i32 %149 to i64
  %151 = lshr i64 %107, %150
  %152 = add i64 %107, -2
  %153 = sub i64 %152, %151
  %154 = icmp ult i64 %137, %153
  %155 = select i1 %154, i64 %137, i64 0
  br label %156

156:                                              ; preds = %145, %139, %124
  %157 = phi i64 [ %155, %145 ], [ 0, %139 ], [ 0, %124 ]
  %158 = load i32, ptr %56, align 8, !tbaa !229
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %177

160:                                              ; preds = %156
  %161 = load ptr, ptr %47, align 8, !tbaa !173
  %162 = load ptr, ptr %44, align 8, !tbaa !169
  %163 = ptrtoint ptr %161 to i64
  %164 = ptrtoint ptr %162 to i64
  %165 = sub i64 %163, %164
  %166 = load ptr, ptr %46, align 8, !tbaa !184
  %167 = load ptr, ptr %45, align 8, !tbaa !183
  %168 = ptrtoint ptr %166 to i64
  %169 = ptrtoint ptr %167 to i64
  %170 = sub i64 %168, %169
  %171 = icmp ugt i64 %165, 31
  %172 = icmp ugt i64 %170, 9
  %173 = select i1 %171, i1 true, i1 %172
  br i1 %173, label %177, label %174

174:                                              ; preds = %160
  %175 = call fastcc i32 @ZSTD_isRLE(ptr noundef %61, i64 noundef %107)
  %176 = icmp eq i32 %175, 0
  br i1 %176, label %177, label %190

177:                                              ; preds = %174, %160, %156
  switch i64 %157, label %202 [
    i64 0, label %178
    i64 1, label %190
  ]

178:                                              ; preds = %177
  %179 = add nuw i64 %107, 3
  %180 = icmp ugt i64 %179, %58
  br i1 %180, label %231, label %181

181:                                              ; preds = %178
  %182 = trunc i64 %107 to i32
  %183 = shl i32 %182, 3
  %184 = or disjoint i32 %183, %103
  %185 = trunc i32 %184 to i16
  store i16 %185, ptr %62, align 1, !tbaa !213
  %186 = lshr i32 %183, 16
  %187 = trunc i32 %186 to i8
  %188 = getelementptr inbounds i8, ptr %62, i64 2
  store i8 %187, ptr %188, align 1, !tbaa !179
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %127, ptr readonly align 1 %61, i64 %107, i1 false)
  %189 = icmp ult i64 %107, -122
  br i1 %189, label %219, label %231

190:                                              ; preds = %177, %174
  %191 = icmp eq i64 %58, 3
  br i1 %191, label %231, label %192

192:                                              ; preds = %190
  %193 = load i8, ptr %61, align 1, !tbaa !179
  %194 = select i1 %101, i32 3, i32 2
  %195 = trunc i64 %107 to i32
  %196 = shl i32 %195, 3
  %197 = or disjoint i32 %196, %194
  %198 = trunc i32 %197 to i16
  store i16 %198, ptr %62, align 1, !tbaa !213
  %199 = lshr i32 %196, 16
  %200 = trunc i32 %199 to i8
  %201 = getelementptr inbounds i8, ptr %62, i64 2
  store i8 %200, ptr %201, align 1, !tbaa !179
  store i8 %193, ptr %127, align 1, !tbaa !179
  br label %219

202:                                              ; preds = %177
  %203 = load ptr, ptr %50, align 8, !tbaa !337
  %204 = load ptr, ptr %51, align 8, !tbaa !338
  store ptr %204, ptr %50, align 8, !tbaa !337
  store ptr %203, ptr %51, align 8, !tbaa !338
  %205 = getelementptr inbounds i8, ptr %204, i64 5604
  %206 = load i32, ptr %205, align 4, !tbaa !151
  %207 = icmp eq i32 %206, 2
  br i1 %207, label %208, label %209

208:                                              ; preds = %202
  store i32 1, ptr %205, align 4, !tbaa !151
  br label %209

209:                                              ; preds = %208, %202
  %210 = select i1 %101, i32 5, i32 4
  %211 = trunc i64 %157 to i32
  %212 = shl i32 %211, 3
  %213 = or disjoint i32 %212, %210
  %214 = trunc i32 %213 to i16
  store i16 %214, ptr %62, align 1, !tbaa !213
  %215 = lshr i32 %212, 16
  %216 = trunc i32 %215 to i8
  %217 = getelementptr inbounds i8, ptr %62, i64 2
  store i8 %216, ptr %217, align 1, !tbaa !179
  %218 = add nuw i64 %157, 3
  br label %219

219:                                              ; preds = %209, %192, %181
  %220 = phi i64 [ %179, %181 ], [ %218, %209 ], [ 4, %192 ]
  %221 = add i64 %220, %59
  br i1 %101, label %233, label %222

222:                                              ; preds = %219
  store i32 0, ptr %56, align 8, !tbaa !229
  br label %223

223:                                              ; preds = %222, %114
  %224 = phi i64 [ %112, %114 ], [ %220, %222 ]
  %225 = phi i64 [ %121, %114 ], [ %221, %222 ]
  %226 = sub i64 %58, %224
  %227 = sub i64 %60, %107
  %228 = getelementptr inbounds i8, ptr %61, i64 %107
  %229 = getelementptr inbounds i8, ptr %62, i64 %224
  %230 = icmp eq i64 %227, 0
  br i1 %230, label %233, label %57

231:                                              ; preds = %181, %100, %96, %122, %178, %86, %90, %66, %111, %143, %190, %70, %35
  %232 = phi i64 [ -70, %35 ], [ -107, %70 ], [ %179, %181 ], [ %107, %100 ], [ %97, %96 ], [ -70, %122 ], [ -70, %178 ], [ %88, %86 ], [ -107, %90 ], [ -107, %66 ], [ -70, %111 ], [ %137, %143 ], [ -70, %190 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #30
  br label %251

233:                                              ; preds = %219, %223
  %234 = phi i64 [ %225, %223 ], [ %221, %219 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #30
  %235 = icmp ult i64 %234, -119
  %236 = add i64 %234, %15
  %237 = sub i64 %17, %234
  br i1 %235, label %238, label %251

238:                                              ; preds = %37, %233
  %239 = phi i64 [ %39, %37 ], [ %237, %233 ]
  %240 = phi i64 [ %38, %37 ], [ %236, %233 ]
  %241 = load i32, ptr %18, align 4, !tbaa !227
  %242 = icmp eq i32 %241, 0
  br i1 %242, label %251, label %243

243:                                              ; preds = %238
  %244 = icmp ugt i64 %239, 3
  br i1 %244, label %245, label %251

245:                                              ; preds = %243
  %246 = getelementptr inbounds i8, ptr %0, i64 808
  %247 = call fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef nonnull %246) #33
  %248 = trunc i64 %247 to i32
  %249 = getelementptr inbounds i8, ptr %1, i64 %240
  store i32 %248, ptr %249, align 1, !tbaa !42
  %250 = add i64 %240, 4
  br label %251

251:                                              ; preds = %231, %245, %243, %238, %233, %7
  %252 = phi i64 [ %234, %233 ], [ %9, %7 ], [ %240, %238 ], [ %250, %245 ], [ -70, %243 ], [ %232, %231 ]
  ret i64 %252
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i64 @ZSTD_writeFrameHeader(ptr nocapture noundef writeonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, i32 noundef %4) unnamed_addr #8 {
  %6 = icmp ne i32 %4, 0
  %7 = zext i1 %6 to i32
  %8 = icmp ugt i32 %4, 255
  %9 = zext i1 %8 to i32
  %10 = add nuw nsw i32 %7, %9
  %11 = icmp ugt i32 %4, 65535
  %12 = zext i1 %11 to i32
  %13 = add nuw nsw i32 %10, %12
  %14 = getelementptr inbounds i8, ptr %2, i64 32
  %15 = getelementptr inbounds i8, ptr %2, i64 40
  %16 = load i32, ptr %15, align 8, !tbaa !77
  %17 = icmp eq i32 %16, 0
  %18 = select i1 %17, i32 %13, i32 0
  %19 = getelementptr inbounds i8, ptr %2, i64 36
  %20 = load i32, ptr %19, align 4, !tbaa !76
  %21 = icmp sgt i32 %20, 0
  %22 = getelementptr inbounds i8, ptr %2, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !69
  %24 = shl nuw i32 1, %23
  %25 = load i32, ptr %14, align 8, !tbaa !39
  %26 = icmp ne i32 %25, 0
  %27 = zext i32 %24 to i64
  %28 = icmp uge i64 %27, %3
  %29 = select i1 %26, i1 %28, i1 false
  %30 = trunc i32 %23 to i8
  %31 = shl i8 %30, 3
  %32 = add i8 %31, -80
  br i1 %26, label %33, label %42

33:                                               ; preds = %5
  %34 = icmp ugt i64 %3, 255
  %35 = zext i1 %34 to i32
  %36 = icmp ugt i64 %3, 65791
  %37 = zext i1 %36 to i32
  %38 = add nuw nsw i32 %35, %37
  %39 = icmp ugt i64 %3, 4294967294
  %40 = zext i1 %39 to i32
  %41 = add nuw nsw i32 %38, %40
  br label %42

42:                                               ; preds = %5, %33
  %43 = phi i32 [ %41, %33 ], [ 0, %5 ]
  %44 = select i1 %21, i32 4, i32 0
  %45 = add nuw nsw i32 %44, %18
  %46 = select i1 %29, i32 32, i32 0
  %47 = or disjoint i32 %46, %45
  %48 = shl nuw nsw i32 %43, 6
  %49 = or disjoint i32 %48, %47
  %50 = trunc nuw i32 %49 to i8
  %51 = icmp ult i64 %1, 18
  br i1 %51, label %95, label %52

52:                                               ; preds = %42
  %53 = load i32, ptr %2, align 8, !tbaa !68
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %56

55:                                               ; preds = %52
  store i32 -47205080, ptr %0, align 1, !tbaa !42
  br label %56

56:                                               ; preds = %55, %52
  %57 = phi i64 [ 4, %55 ], [ 0, %52 ]
  %58 = or disjoint i64 %57, 1
  %59 = getelementptr inbounds i8, ptr %0, i64 %57
  store i8 %50, ptr %59, align 1, !tbaa !179
  br i1 %29, label %63, label %60

60:                                               ; preds = %56
  %61 = or disjoint i64 %57, 2
  %62 = getelementptr inbounds i8, ptr %0, i64 %58
  store i8 %32, ptr %62, align 1, !tbaa !179
  br label %63

63:                                               ; preds = %60, %56
  %64 = phi i64 [ %58, %56 ], [ %61, %60 ]
  switch i32 %18, label %76 [
    i32 3, label %73
    i32 1, label %65
    i32 2, label %69
  ]

65:                                               ; preds = %63
  %66 = trunc i32 %4 to i8
  %67 = getelementptr inbounds i8, ptr %0, i64 %64
  store i8 %66, ptr %67, align 1, !tbaa !179
  %68 = add nuw nsw i64 %64, 1
  br label %76

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, ptr %0, i64 %64
  %71 = trunc i32 %4 to i16
  store i16 %71, ptr %70, align 1, !tbaa !213
  %72 = add nuw nsw i64 %64, 2
  br label %76

73:                                               ; preds = %63
  %74 = getelementptr inbounds i8, ptr %0, i64 %64
  store i32 %4, ptr %74, align 1, !tbaa !42
  %75 = add nuw nsw i64 %64, 4
  br label %76

76:                                               ; preds = %63, %73, %69, %65
  %77 = phi i64 [ %64, %63 ], [ %72, %69 ], [ %68, %65 ], [ %75, %73 ]
  switch i32 %43, label %78 [
    i32 3, label %92
    i32 1, label %83
    i32 2, label %88
  ]

78:                                               ; preds = %76
  br i1 %29, label %79, label %95

79:                                               ; preds = %78
  %80 = trunc i64 %3 to i8
  %81 = add nuw nsw i64 %77, 1
  %82 = getelementptr inbounds i8, ptr %0, i64 %77
  store i8 %80, ptr %82, align 1, !tbaa !179
  br label %95

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %0, i64 %77
  %85 = trunc i64 %3 to i16
  %86 = add i16 %85, -256
  store i16 %86, ptr %84, align 1, !tbaa !213
  %87 = add nuw nsw i64 %77, 2
  br label %95

88:                                               ; preds = %76
  %89 = getelementptr inbounds i8, ptr %0, i64 %77
  %90 = trunc i64 %3 to i32
  store i32 %90, ptr %89, align 1, !tbaa !42
  %91 = add nuw nsw i64 %77, 4
  br label %95

92:                                               ; preds = %76
  %93 = getelementptr inbounds i8, ptr %0, i64 %77
  store i64 %3, ptr %93, align 1, !tbaa !99
  %94 = add nuw nsw i64 %77, 8
  br label %95

95:                                               ; preds = %83, %88, %92, %79, %78, %42
  %96 = phi i64 [ -70, %42 ], [ %81, %79 ], [ %77, %78 ], [ %91, %88 ], [ %87, %83 ], [ %94, %92 ]
  ret i64 %96
}

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef %0, ptr nocapture noundef %1, i64 noundef %2) unnamed_addr #15 {
  %4 = icmp ne ptr %1, null
  tail call void @llvm.assume(i1 %4)
  %5 = getelementptr inbounds i8, ptr %1, i64 %2
  %6 = load i64, ptr %0, align 8, !tbaa !339
  %7 = add i64 %6, %2
  store i64 %7, ptr %0, align 8, !tbaa !339
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load i32, ptr %8, align 8, !tbaa !340
  %10 = zext i32 %9 to i64
  %11 = add i64 %10, %2
  %12 = icmp ult i64 %11, 32
  br i1 %12, label %13, label %19

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  %15 = getelementptr inbounds i8, ptr %14, i64 %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %15, ptr nonnull readonly align 1 %1, i64 %2, i1 false)
  %16 = trunc i64 %2 to i32
  %17 = load i32, ptr %8, align 8, !tbaa !340
  %18 = add i32 %17, %16
  br label %115

19:                                               ; preds = %3
  %20 = icmp eq i32 %9, 0
  br i1 %20, label %61, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  %23 = getelementptr inbounds i8, ptr %22, i64 %10
  %24 = sub i32 32, %9
  %25 = zext i32 %24 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %23, ptr nonnull readonly align 1 %1, i64 %25, i1 false)
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  %27 = load i64, ptr %26, align 8, !tbaa !99
  %28 = load i64, ptr %22, align 1, !tbaa !99
  %29 = mul i64 %28, -4417276706812531889
  %30 = add i64 %29, %27
  %31 = tail call i64 @llvm.fshl.i64(i64 %30, i64 %30, i64 31)
  %32 = mul i64 %31, -7046029288634856825
  store i64 %32, ptr %26, align 8, !tbaa !99
  %33 = getelementptr inbounds i8, ptr %0, i64 16
  %34 = load i64, ptr %33, align 8, !tbaa !99
  %35 = getelementptr inbounds i8, ptr %0, i64 48
  %36 = load i64, ptr %35, align 1, !tbaa !99
  %37 = mul i64 %36, -4417276706812531889
  %38 = add i64 %37, %34
  %39 = tail call i64 @llvm.fshl.i64(i64 %38, i64 %38, i64 31)
  %40 = mul i64 %39, -7046029288634856825
  store i64 %40, ptr %33, align 8, !tbaa !99
  %41 = getelementptr inbounds i8, ptr %0, i64 24
  %42 = load i64, ptr %41, align 8, !tbaa !99
  %43 = getelementptr inbounds i8, ptr %0, i64 56
  %44 = load i64, ptr %43, align 1, !tbaa !99
  %45 = mul i64 %44, -4417276706812531889
  %46 = add i64 %45, %42
  %47 = tail call i64 @llvm.fshl.i64(i64 %46, i64 %46, i64 31)
  %48 = mul i64 %47, -7046029288634856825
  store i64 %48, ptr %41, align 8, !tbaa !99
  %49 = getelementptr inbounds i8, ptr %0, i64 32
  %50 = load i64, ptr %49, align 8, !tbaa !99
  %51 = getelementptr inbounds i8, ptr %0, i64 64
  %52 = load i64, ptr %51, align 1, !tbaa !99
  %53 = mul i64 %52, -4417276706812531889
  %54 = add i64 %53, %50
  %55 = tail call i64 @llvm.fshl.i64(i64 %54, i64 %54, i64 31)
  %56 = mul i64 %55, -7046029288634856825
  store i64 %56, ptr %49, align 8, !tbaa !99
  %57 = load i32, ptr %8, align 8, !tbaa !340
  %58 = sub i32 32, %57
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %1, i64 %59
  store i32 0, ptr %8, align 8, !tbaa !340
  br label %61

61:                                               ; preds = %21, %19
  %62 = phi ptr [ %60, %21 ], [ %1, %19 ]
  %63 = getelementptr inbounds i8, ptr %62, i64 32
  %64 = icmp ugt ptr %63, %5
  br i1 %64, label %106, label %65

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %5, i64 -32
  %67 = getelementptr inbounds i8, ptr %0, i64 8
  %68 = getelementptr inbounds i8, ptr %0, i64 16
  %69 = getelementptr inbounds i8, ptr %0, i64 24
  %70 = getelementptr inbounds i8, ptr %0, i64 32
  %71 = load i64, ptr %67, align 8, !tbaa !99
  %72 = load i64, ptr %68, align 8, !tbaa !99
  %73 = load i64, ptr %69, align 8, !tbaa !99
  %74 = load i64, ptr %70, align 8, !tbaa !99
  br label %75

75:                                               ; preds = %75, %65
  %76 = phi i64 [ %74, %65 ], [ %103, %75 ]
  %77 = phi i64 [ %73, %65 ], [ %97, %75 ]
  %78 = phi i64 [ %72, %65 ], [ %91, %75 ]
  %79 = phi i64 [ %71, %65 ], [ %85, %75 ]
  %80 = phi ptr [ %62, %65 ], [ %104, %75 ]
  %81 = load i64, ptr %80, align 1, !tbaa !99
  %82 = mul i64 %81, -4417276706812531889
  %83 = add i64 %82, %79
  %84 = tail call i64 @llvm.fshl.i64(i64 %83, i64 %83, i64 31)
  %85 = mul i64 %84, -7046029288634856825
  store i64 %85, ptr %67, align 8, !tbaa !99
  %86 = getelementptr inbounds i8, ptr %80, i64 8
  %87 = load i64, ptr %86, align 1, !tbaa !99
  %88 = mul i64 %87, -4417276706812531889
  %89 = add i64 %88, %78
  %90 = tail call i64 @llvm.fshl.i64(i64 %89, i64 %89, i64 31)
  %91 = mul i64 %90, -7046029288634856825
  store i64 %91, ptr %68, align 8, !tbaa !99
  %92 = getelementptr inbounds i8, ptr %80, i64 16
  %93 = load i64, ptr %92, align 1, !tbaa !99
  %94 = mul i64 %93, -4417276706812531889
  %95 = add i64 %94, %77
  %96 = tail call i64 @llvm.fshl.i64(i64 %95, i64 %95, i64 31)
  %97 = mul i64 %96, -7046029288634856825
  store i64 %97, ptr %69, align 8, !tbaa !99
  %98 = getelementptr inbounds i8, ptr %80, i64 24
  %99 = load i64, ptr %98, align 1, !tbaa !99
  %100 = mul i64 %99, -4417276706812531889
  %101 = add i64 %100, %76
  %102 = tail call i64 @llvm.fshl.i64(i64 %101, i64 %101, i64 31)
  %103 = mul i64 %102, -7046029288634856825
  store i64 %103, ptr %70, align 8, !tbaa !99
  %104 = getelementptr inbounds i8, ptr %80, i64 32
  %105 = icmp ugt ptr %104, %66
  br i1 %105, label %106, label %75, !llvm.loop !341

106:                                              ; preds = %75, %61
  %107 = phi ptr [ %62, %61 ], [ %104, %75 ]
  %108 = icmp ult ptr %107, %5
  br i1 %108, label %109, label %117

109:                                              ; preds = %106
  %110 = getelementptr inbounds i8, ptr %0, i64 40
  %111 = ptrtoint ptr %5 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %110, ptr readonly align 1 %107, i64 %113, i1 false)
  %114 = trunc i64 %113 to i32
  br label %115

115:                                              ; preds = %13, %109
  %116 = phi i32 [ %114, %109 ], [ %18, %13 ]
  store i32 %116, ptr %8, align 8, !tbaa !340
  br label %117

117:                                              ; preds = %115, %106
  ret void
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef readonly %0) unnamed_addr #16 {
  %2 = load i64, ptr %0, align 8, !tbaa !339
  %3 = icmp ugt i64 %2, 31
  br i1 %3, label %4, label %44

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !99
  %7 = tail call i64 @llvm.fshl.i64(i64 %6, i64 %6, i64 1)
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !99
  %10 = tail call i64 @llvm.fshl.i64(i64 %9, i64 %9, i64 7)
  %11 = add i64 %10, %7
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load i64, ptr %12, align 8, !tbaa !99
  %14 = tail call i64 @llvm.fshl.i64(i64 %13, i64 %13, i64 12)
  %15 = add i64 %11, %14
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load i64, ptr %16, align 8, !tbaa !99
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
  %46 = load i64, ptr %45, align 8, !tbaa !99
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
  %59 = load i64, ptr %51, align 8, !tbaa !99
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
  %81 = load i64, ptr %79, align 8, !tbaa !99
  %82 = mul i64 %81, -4417276706812531889
  %83 = tail call i64 @llvm.fshl.i64(i64 %82, i64 %82, i64 31)
  %84 = mul i64 %83, -7046029288634856825
  %85 = getelementptr inbounds i8, ptr %79, i64 8
  %86 = xor i64 %84, %78
  %87 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 27)
  %88 = mul i64 %87, -7046029288634856825
  %89 = add i64 %88, -8796714831421723037
  %90 = load i64, ptr %85, align 8, !tbaa !99
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
  br i1 %100, label %77, label %101, !llvm.loop !342

101:                                              ; preds = %69, %77, %48
  %102 = phi i64 [ %52, %48 ], [ %75, %69 ], [ %99, %77 ]
  %103 = phi ptr [ %51, %48 ], [ %73, %69 ], [ %94, %77 ]
  %104 = phi i64 [ %50, %48 ], [ %74, %69 ], [ %98, %77 ]
  %105 = icmp ugt i64 %102, 3
  br i1 %105, label %106, label %116

106:                                              ; preds = %101
  %107 = load i32, ptr %103, align 4, !tbaa !42
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
  %130 = load i8, ptr %126, align 1, !tbaa !179
  %131 = zext i8 %130 to i64
  %132 = mul i64 %131, 2870177450012600261
  %133 = xor i64 %132, %125
  %134 = tail call i64 @llvm.fshl.i64(i64 %133, i64 %133, i64 11)
  %135 = mul i64 %134, -7046029288634856825
  %136 = add nsw i64 %127, -1
  %137 = add i64 %128, 1
  %138 = icmp eq i64 %137, %122
  br i1 %138, label %139, label %124, !llvm.loop !343

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
  %150 = load i8, ptr %147, align 1, !tbaa !179
  %151 = zext i8 %150 to i64
  %152 = mul i64 %151, 2870177450012600261
  %153 = xor i64 %152, %146
  %154 = tail call i64 @llvm.fshl.i64(i64 %153, i64 %153, i64 11)
  %155 = mul i64 %154, -7046029288634856825
  %156 = getelementptr inbounds i8, ptr %147, i64 2
  %157 = load i8, ptr %149, align 1, !tbaa !179
  %158 = zext i8 %157 to i64
  %159 = mul i64 %158, 2870177450012600261
  %160 = xor i64 %159, %155
  %161 = tail call i64 @llvm.fshl.i64(i64 %160, i64 %160, i64 11)
  %162 = mul i64 %161, -7046029288634856825
  %163 = getelementptr inbounds i8, ptr %147, i64 3
  %164 = load i8, ptr %156, align 1, !tbaa !179
  %165 = zext i8 %164 to i64
  %166 = mul i64 %165, 2870177450012600261
  %167 = xor i64 %166, %162
  %168 = tail call i64 @llvm.fshl.i64(i64 %167, i64 %167, i64 11)
  %169 = mul i64 %168, -7046029288634856825
  %170 = getelementptr inbounds i8, ptr %147, i64 4
  %171 = load i8, ptr %163, align 1, !tbaa !179
  %172 = zext i8 %171 to i64
  %173 = mul i64 %172, 2870177450012600261
  %174 = xor i64 %173, %169
  %175 = tail call i64 @llvm.fshl.i64(i64 %174, i64 %174, i64 11)
  %176 = mul i64 %175, -7046029288634856825
  %177 = add nsw i64 %148, -4
  %178 = icmp eq i64 %177, 0
  br i1 %178, label %179, label %145, !llvm.loop !344

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

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -107, 1) i64 @ZSTD_convertBlockSequences(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #12 {
  %5 = alloca %struct.repcodes_s, align 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5) #30
  %6 = getelementptr inbounds i8, ptr %0, i64 976
  %7 = getelementptr inbounds i8, ptr %0, i64 1032
  %8 = load i64, ptr %7, align 8, !tbaa !345
  %9 = icmp ugt i64 %8, %2
  br i1 %9, label %10, label %200

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 3224
  %12 = load ptr, ptr %11, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef nonnull align 8 dereferenceable(12) %13, i64 12, i1 false)
  %14 = icmp eq i32 %3, 0
  br i1 %14, label %28, label %15

15:                                               ; preds = %10
  %16 = add i64 %2, -1
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %196, label %18

18:                                               ; preds = %15
  %19 = load i32, ptr %5, align 8
  %20 = getelementptr inbounds i8, ptr %5, i64 4
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = getelementptr inbounds i8, ptr %0, i64 1048
  %23 = getelementptr inbounds i8, ptr %0, i64 984
  %24 = getelementptr inbounds i8, ptr %0, i64 1052
  %25 = load i32, ptr %20, align 4
  %26 = load i32, ptr %21, align 8
  %27 = load ptr, ptr %23, align 8, !tbaa !173
  br label %79

28:                                               ; preds = %10
  %29 = load ptr, ptr %6, align 8, !tbaa !232
  %30 = add i64 %2, -1
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %32, label %36

32:                                               ; preds = %28
  %33 = getelementptr inbounds %struct.SeqDef_s, ptr %29, i64 %2
  %34 = getelementptr inbounds i8, ptr %33, i64 -8
  %35 = getelementptr inbounds i8, ptr %0, i64 984
  store ptr %34, ptr %35, align 8, !tbaa !231
  br label %196

36:                                               ; preds = %28, %60
  %37 = phi i64 [ %62, %60 ], [ 0, %28 ]
  %38 = phi i64 [ %61, %60 ], [ 0, %28 ]
  %39 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %1, i64 %37
  %40 = load i32, ptr %39, align 4, !tbaa !195
  %41 = add i32 %40, 3
  %42 = getelementptr inbounds %struct.SeqDef_s, ptr %29, i64 %37
  store i32 %41, ptr %42, align 4, !tbaa !177
  %43 = getelementptr inbounds i8, ptr %39, i64 4
  %44 = load i32, ptr %43, align 4, !tbaa !198
  %45 = trunc i32 %44 to i16
  %46 = getelementptr inbounds i8, ptr %42, i64 4
  store i16 %45, ptr %46, align 4, !tbaa !174
  %47 = getelementptr inbounds i8, ptr %39, i64 8
  %48 = load i32, ptr %47, align 4, !tbaa !197
  %49 = trunc i32 %48 to i16
  %50 = add i16 %49, -3
  %51 = getelementptr inbounds i8, ptr %42, i64 6
  store i16 %50, ptr %51, align 2, !tbaa !178
  %52 = icmp ugt i32 %48, 65538
  br i1 %52, label %53, label %55, !prof !346

53:                                               ; preds = %36
  %54 = add nuw i64 %37, 1
  br label %55

55:                                               ; preds = %53, %36
  %56 = phi i64 [ %54, %53 ], [ %38, %36 ]
  %57 = icmp ugt i32 %44, 65535
  br i1 %57, label %58, label %60, !prof !346

58:                                               ; preds = %55
  %59 = add i64 %37, %2
  br label %60

60:                                               ; preds = %58, %55
  %61 = phi i64 [ %59, %58 ], [ %56, %55 ]
  %62 = add nuw i64 %37, 1
  %63 = icmp eq i64 %62, %30
  br i1 %63, label %64, label %36, !llvm.loop !347

64:                                               ; preds = %60
  %65 = getelementptr inbounds %struct.SeqDef_s, ptr %29, i64 %2
  %66 = getelementptr inbounds i8, ptr %65, i64 -8
  %67 = getelementptr inbounds i8, ptr %0, i64 984
  store ptr %66, ptr %67, align 8, !tbaa !231
  %68 = icmp eq i64 %61, 0
  br i1 %68, label %163, label %69

69:                                               ; preds = %64
  %70 = icmp ugt i64 %61, %30
  %71 = getelementptr inbounds i8, ptr %0, i64 1048
  %72 = getelementptr inbounds i8, ptr %0, i64 1052
  br i1 %70, label %76, label %73

73:                                               ; preds = %69
  store i32 2, ptr %71, align 8, !tbaa !348
  %74 = trunc i64 %61 to i32
  %75 = add i32 %74, -1
  store i32 %75, ptr %72, align 4, !tbaa !349
  br label %163

76:                                               ; preds = %69
  store i32 1, ptr %71, align 8, !tbaa !348
  %77 = sub i64 %61, %2
  %78 = trunc i64 %77 to i32
  store i32 %78, ptr %72, align 4, !tbaa !349
  br label %163

79:                                               ; preds = %18, %156
  %80 = phi ptr [ %27, %18 ], [ %135, %156 ]
  %81 = phi i32 [ %26, %18 ], [ %157, %156 ]
  %82 = phi i32 [ %25, %18 ], [ %158, %156 ]
  %83 = phi i64 [ 0, %18 ], [ %160, %156 ]
  %84 = phi i32 [ %19, %18 ], [ %159, %156 ]
  %85 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %1, i64 %83
  %86 = getelementptr inbounds i8, ptr %85, i64 4
  %87 = load i32, ptr %86, align 4, !tbaa !198
  %88 = getelementptr inbounds i8, ptr %85, i64 8
  %89 = load i32, ptr %88, align 4, !tbaa !197
  %90 = icmp eq i32 %87, 0
  %91 = load i32, ptr %85, align 4, !tbaa !195
  %92 = add i32 %91, 3
  %93 = icmp ne i32 %84, %91
  %94 = select i1 %90, i1 true, i1 %93
  br i1 %94, label %95, label %108

95:                                               ; preds = %79
  %96 = icmp eq i32 %82, %91
  br i1 %96, label %97, label %99

97:                                               ; preds = %95
  %98 = select i1 %90, i32 1, i32 2
  br label %108

99:                                               ; preds = %95
  %100 = icmp eq i32 %81, %91
  br i1 %100, label %101, label %103

101:                                              ; preds = %99
  %102 = select i1 %90, i32 2, i32 3
  br label %108

103:                                              ; preds = %99
  br i1 %90, label %104, label %108

104:                                              ; preds = %103
  %105 = add i32 %84, -1
  %106 = icmp eq i32 %105, %91
  %107 = select i1 %106, i32 3, i32 %92
  br label %118

108:                                              ; preds = %79, %97, %101, %103
  %109 = phi i32 [ %98, %97 ], [ %102, %101 ], [ %92, %103 ], [ 1, %79 ]
  %110 = icmp ugt i32 %87, 65535
  br i1 %110, label %111, label %118, !prof !350

111:                                              ; preds = %108
  store i32 1, ptr %22, align 8, !tbaa !181
  %112 = load ptr, ptr %6, align 8, !tbaa !169
  %113 = ptrtoint ptr %80 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = lshr exact i64 %115, 3
  %117 = trunc i64 %116 to i32
  store i32 %117, ptr %24, align 4, !tbaa !182
  br label %118

118:                                              ; preds = %104, %111, %108
  %119 = phi i32 [ %107, %104 ], [ %109, %111 ], [ %109, %108 ]
  %120 = zext i32 %89 to i64
  %121 = trunc i32 %87 to i16
  %122 = getelementptr inbounds i8, ptr %80, i64 4
  store i16 %121, ptr %122, align 4, !tbaa !174
  store i32 %119, ptr %80, align 4, !tbaa !177
  %123 = add nsw i64 %120, -3
  %124 = icmp ugt i64 %123, 65535
  br i1 %124, label %125, label %132, !prof !346

125:                                              ; preds = %118
  store i32 2, ptr %22, align 8, !tbaa !181
  %126 = load ptr, ptr %6, align 8, !tbaa !169
  %127 = ptrtoint ptr %80 to i64
  %128 = ptrtoint ptr %126 to i64
  %129 = sub i64 %127, %128
  %130 = lshr exact i64 %129, 3
  %131 = trunc i64 %130 to i32
  store i32 %131, ptr %24, align 4, !tbaa !182
  br label %132

132:                                              ; preds = %118, %125
  %133 = trunc i64 %123 to i16
  %134 = getelementptr inbounds i8, ptr %80, i64 6
  store i16 %133, ptr %134, align 2, !tbaa !178
  %135 = getelementptr inbounds i8, ptr %80, i64 8
  %136 = icmp ugt i32 %119, 3
  br i1 %136, label %137, label %139

137:                                              ; preds = %132
  store i32 %82, ptr %21, align 8, !tbaa !42
  store i32 %84, ptr %20, align 4, !tbaa !42
  %138 = add i32 %119, -3
  br label %153

139:                                              ; preds = %132
  %140 = xor i1 %90, true
  %141 = sext i1 %140 to i32
  %142 = add nsw i32 %119, %141
  switch i32 %142, label %145 [
    i32 0, label %156
    i32 3, label %143
  ]

143:                                              ; preds = %139
  %144 = add i32 %84, -1
  br label %149

145:                                              ; preds = %139
  %146 = zext i32 %142 to i64
  %147 = getelementptr inbounds i32, ptr %5, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !42
  br label %149

149:                                              ; preds = %145, %143
  %150 = phi i32 [ %144, %143 ], [ %148, %145 ]
  %151 = icmp eq i32 %142, 1
  %152 = select i1 %151, i32 %81, i32 %82
  store i32 %152, ptr %21, align 8, !tbaa !42
  store i32 %84, ptr %20, align 4, !tbaa !42
  br label %153

153:                                              ; preds = %149, %137
  %154 = phi i32 [ %152, %149 ], [ %82, %137 ]
  %155 = phi i32 [ %150, %149 ], [ %138, %137 ]
  store i32 %155, ptr %5, align 8, !tbaa !42
  br label %156

156:                                              ; preds = %139, %153
  %157 = phi i32 [ %81, %139 ], [ %154, %153 ]
  %158 = phi i32 [ %82, %139 ], [ %84, %153 ]
  %159 = phi i32 [ %84, %139 ], [ %155, %153 ]
  %160 = add nuw i64 %83, 1
  %161 = icmp eq i64 %160, %16
  br i1 %161, label %162, label %79, !llvm.loop !351

162:                                              ; preds = %156
  store ptr %135, ptr %23, align 8, !tbaa !173
  br label %163

163:                                              ; preds = %162, %64, %76, %73
  %164 = icmp ugt i64 %2, 1
  %165 = and i1 %164, %14
  br i1 %165, label %166, label %196

166:                                              ; preds = %163
  %167 = icmp ugt i64 %2, 3
  br i1 %167, label %168, label %183

168:                                              ; preds = %166
  %169 = add i64 %2, 4294967294
  %170 = add i64 %2, 4294967292
  %171 = and i64 %170, 4294967295
  %172 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %1, i64 %171
  %173 = load i32, ptr %172, align 4, !tbaa !195
  %174 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %173, ptr %174, align 8, !tbaa !42
  %175 = add i64 %2, 4294967293
  %176 = and i64 %175, 4294967295
  %177 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %1, i64 %176
  %178 = load i32, ptr %177, align 4, !tbaa !195
  %179 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %178, ptr %179, align 4, !tbaa !42
  %180 = and i64 %169, 4294967295
  %181 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %1, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !195
  store i32 %182, ptr %5, align 8, !tbaa !42
  br label %196

183:                                              ; preds = %166
  %184 = icmp eq i64 %2, 3
  br i1 %184, label %185, label %192

185:                                              ; preds = %183
  %186 = load i32, ptr %5, align 8, !tbaa !42
  %187 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %186, ptr %187, align 8, !tbaa !42
  %188 = load i32, ptr %1, align 4, !tbaa !195
  %189 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %188, ptr %189, align 4, !tbaa !42
  %190 = getelementptr inbounds i8, ptr %1, i64 16
  %191 = load i32, ptr %190, align 4, !tbaa !195
  store i32 %191, ptr %5, align 8, !tbaa !42
  br label %196

192:                                              ; preds = %183
  %193 = getelementptr inbounds i8, ptr %5, i64 4
  %194 = load <2 x i32>, ptr %5, align 8, !tbaa !42
  store <2 x i32> %194, ptr %193, align 4, !tbaa !42
  %195 = load i32, ptr %1, align 4, !tbaa !195
  store i32 %195, ptr %5, align 8, !tbaa !42
  br label %196

196:                                              ; preds = %15, %32, %168, %192, %185, %163
  %197 = getelementptr inbounds i8, ptr %0, i64 3232
  %198 = load ptr, ptr %197, align 8, !tbaa !336
  %199 = getelementptr inbounds i8, ptr %198, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %199, ptr noundef nonnull align 8 dereferenceable(12) %5, i64 12, i1 false)
  br label %200

200:                                              ; preds = %4, %196
  %201 = phi i64 [ 0, %196 ], [ -107, %4 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #30
  ret i64 %201
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_get1BlockSummary(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.BlockSummary) align 8 %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #14 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %22, label %5

5:                                                ; preds = %3, %19
  %6 = phi i64 [ %20, %19 ], [ 0, %3 ]
  %7 = phi i64 [ %17, %19 ], [ 0, %3 ]
  %8 = phi i64 [ %13, %19 ], [ 0, %3 ]
  %9 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %1, i64 %6
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  %11 = load i32, ptr %10, align 4, !tbaa !197
  %12 = zext i32 %11 to i64
  %13 = add i64 %8, %12
  %14 = getelementptr inbounds i8, ptr %9, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !198
  %16 = zext i32 %15 to i64
  %17 = add i64 %7, %16
  %18 = icmp eq i32 %11, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %5
  %20 = add nuw i64 %6, 1
  %21 = icmp eq i64 %20, %2
  br i1 %21, label %32, label %5, !llvm.loop !352

22:                                               ; preds = %5, %3
  %23 = phi i64 [ 0, %3 ], [ %6, %5 ]
  %24 = phi i64 [ 0, %3 ], [ %13, %5 ]
  %25 = phi i64 [ 0, %3 ], [ %17, %5 ]
  %26 = icmp eq i64 %23, %2
  br i1 %26, label %32, label %27

27:                                               ; preds = %22
  %28 = add i64 %23, 1
  %29 = add i64 %25, %24
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %29, ptr %30, align 8, !tbaa !353
  %31 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %25, ptr %31, align 8, !tbaa !355
  br label %32

32:                                               ; preds = %19, %22, %27
  %33 = phi i64 [ %28, %27 ], [ -107, %22 ], [ -107, %19 ]
  store i64 %33, ptr %0, align 8
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressSequencesAndLiterals(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture noundef readonly %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8) local_unnamed_addr #2 {
  %10 = icmp ult i64 %7, %6
  br i1 %10, label %37, label %11

11:                                               ; preds = %9
  %12 = tail call fastcc i64 @ZSTD_CCtx_init_compressStream2(ptr noundef %0, i32 noundef 2, i64 noundef %8)
  %13 = icmp ult i64 %12, -119
  br i1 %13, label %14, label %37

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 240
  %16 = getelementptr inbounds i8, ptr %0, i64 372
  %17 = load i32, ptr %16, align 4, !tbaa !331
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %37, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %0, i64 376
  %21 = load i32, ptr %20, align 8, !tbaa !356
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %37

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 276
  %25 = load i32, ptr %24, align 4, !tbaa !227
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %37

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %0, i64 688
  %29 = load i32, ptr %28, align 8, !tbaa !167
  %30 = tail call fastcc i64 @ZSTD_writeFrameHeader(ptr noundef %1, i64 noundef %2, ptr noundef nonnull %15, i64 noundef %8, i32 noundef %29)
  %31 = getelementptr inbounds i8, ptr %1, i64 %30
  %32 = sub i64 %2, %30
  %33 = tail call fastcc i64 @ZSTD_compressSequencesAndLiterals_internal(ptr noundef nonnull %0, ptr noundef %31, i64 noundef %32, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i64 noundef %8)
  %34 = icmp ult i64 %33, -119
  %35 = select i1 %34, i64 %30, i64 0
  %36 = add i64 %35, %33
  br label %37

37:                                               ; preds = %27, %23, %19, %14, %9, %11
  %38 = phi i64 [ %12, %11 ], [ -66, %9 ], [ -14, %14 ], [ -40, %19 ], [ -14, %23 ], [ %36, %27 ]
  ret i64 %38
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressSequencesAndLiterals_internal(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture noundef readonly %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i64 noundef %7) unnamed_addr #2 {
  %9 = getelementptr inbounds i8, ptr %0, i64 240
  %10 = getelementptr inbounds i8, ptr %0, i64 456
  %11 = load i32, ptr %10, align 8, !tbaa !333
  %12 = icmp eq i32 %11, 1
  %13 = zext i1 %12 to i32
  switch i64 %4, label %24 [
    i64 0, label %126
    i64 1, label %14
  ]

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %3, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !198
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %14
  %19 = icmp ugt i64 %2, 2
  br i1 %19, label %20, label %126

20:                                               ; preds = %18
  store i16 1, ptr %1, align 1, !tbaa !213
  %21 = getelementptr inbounds i8, ptr %1, i64 2
  store i8 0, ptr %21, align 1, !tbaa !179
  %22 = getelementptr inbounds i8, ptr %1, i64 3
  %23 = add i64 %2, -3
  br label %24

24:                                               ; preds = %20, %8, %14
  %25 = phi ptr [ %1, %14 ], [ %1, %8 ], [ %22, %20 ]
  %26 = phi i64 [ 0, %14 ], [ 0, %8 ], [ 3, %20 ]
  %27 = phi i64 [ %2, %14 ], [ %2, %8 ], [ %23, %20 ]
  %28 = getelementptr inbounds i8, ptr %0, i64 976
  %29 = getelementptr inbounds i8, ptr %0, i64 992
  %30 = getelementptr inbounds i8, ptr %0, i64 1000
  %31 = getelementptr inbounds i8, ptr %0, i64 984
  %32 = getelementptr inbounds i8, ptr %0, i64 1048
  %33 = getelementptr inbounds i8, ptr %0, i64 3224
  %34 = getelementptr inbounds i8, ptr %0, i64 3232
  %35 = getelementptr inbounds i8, ptr %0, i64 3544
  %36 = getelementptr inbounds i8, ptr %0, i64 3552
  %37 = getelementptr inbounds i8, ptr %0, i64 8
  %38 = getelementptr inbounds i8, ptr %0, i64 776
  %39 = getelementptr inbounds i8, ptr %0, i64 968
  br label %40

40:                                               ; preds = %105, %24
  %41 = phi ptr [ %25, %24 ], [ %116, %105 ]
  %42 = phi i64 [ %26, %24 ], [ %115, %105 ]
  %43 = phi i64 [ %7, %24 ], [ %80, %105 ]
  %44 = phi i64 [ %6, %24 ], [ %94, %105 ]
  %45 = phi ptr [ %5, %24 ], [ %95, %105 ]
  %46 = phi i64 [ %4, %24 ], [ %78, %105 ]
  %47 = phi ptr [ %3, %24 ], [ %77, %105 ]
  %48 = phi i64 [ %27, %24 ], [ %117, %105 ]
  %49 = icmp eq i64 %46, 0
  br i1 %49, label %118, label %50

50:                                               ; preds = %40, %66
  %51 = phi i64 [ %64, %66 ], [ 0, %40 ]
  %52 = phi i64 [ %62, %66 ], [ 0, %40 ]
  %53 = phi i64 [ %58, %66 ], [ 0, %40 ]
  %54 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %47, i64 %51
  %55 = getelementptr inbounds i8, ptr %54, i64 8
  %56 = load i32, ptr %55, align 4, !tbaa !197, !noalias !357
  %57 = zext i32 %56 to i64
  %58 = add i64 %53, %57
  %59 = getelementptr inbounds i8, ptr %54, i64 4
  %60 = load i32, ptr %59, align 4, !tbaa !198, !noalias !357
  %61 = zext i32 %60 to i64
  %62 = add i64 %52, %61
  %63 = icmp eq i32 %56, 0
  %64 = add i64 %51, 1
  %65 = icmp eq i64 %64, %46
  br i1 %63, label %67, label %66

66:                                               ; preds = %50
  br i1 %65, label %126, label %50, !llvm.loop !352

67:                                               ; preds = %50
  %68 = icmp ult i64 %64, -119
  br i1 %68, label %69, label %126

69:                                               ; preds = %67
  %70 = icmp ugt i64 %62, %44
  br i1 %70, label %126, label %71

71:                                               ; preds = %69
  %72 = load ptr, ptr %29, align 8, !tbaa !183
  store ptr %72, ptr %30, align 8, !tbaa !184
  %73 = load ptr, ptr %28, align 8, !tbaa !169
  store ptr %73, ptr %31, align 8, !tbaa !173
  store i32 0, ptr %32, align 8, !tbaa !181
  %74 = tail call i64 @ZSTD_convertBlockSequences(ptr noundef %0, ptr noundef nonnull %47, i64 noundef %64, i32 noundef %13)
  %75 = icmp ult i64 %74, -119
  br i1 %75, label %76, label %126

76:                                               ; preds = %71
  %77 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %47, i64 %64
  %78 = sub i64 %46, %64
  %79 = add i64 %58, %62
  %80 = sub i64 %43, %79
  %81 = icmp ult i64 %48, 3
  br i1 %81, label %126, label %82

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %41, i64 3
  %84 = add i64 %48, -3
  %85 = load ptr, ptr %33, align 8, !tbaa !48
  %86 = load ptr, ptr %34, align 8, !tbaa !336
  %87 = load ptr, ptr %35, align 8, !tbaa !49
  %88 = load i64, ptr %36, align 8, !tbaa !50
  %89 = load i32, ptr %37, align 8, !tbaa !8
  %90 = tail call fastcc i64 @ZSTD_entropyCompressSeqStore_internal(ptr noundef nonnull %83, i64 noundef %84, ptr noundef %45, i64 noundef %62, ptr noundef nonnull %28, ptr noundef %85, ptr noundef %86, ptr noundef nonnull %9, ptr noundef %87, i64 noundef %88, i32 noundef %89)
  %91 = icmp ult i64 %90, -119
  br i1 %91, label %92, label %126

92:                                               ; preds = %82
  %93 = load i64, ptr %38, align 8, !tbaa !225
  %94 = sub i64 %44, %62
  %95 = getelementptr inbounds i8, ptr %45, i64 %62
  %96 = add i64 %90, -1
  %97 = icmp ult i64 %96, %93
  br i1 %97, label %98, label %126

98:                                               ; preds = %92
  %99 = load ptr, ptr %33, align 8, !tbaa !337
  %100 = load ptr, ptr %34, align 8, !tbaa !338
  store ptr %100, ptr %33, align 8, !tbaa !337
  store ptr %99, ptr %34, align 8, !tbaa !338
  %101 = getelementptr inbounds i8, ptr %100, i64 5604
  %102 = load i32, ptr %101, align 4, !tbaa !151
  %103 = icmp eq i32 %102, 2
  br i1 %103, label %104, label %105

104:                                              ; preds = %98
  store i32 1, ptr %101, align 4, !tbaa !151
  br label %105

105:                                              ; preds = %104, %98
  %106 = select i1 %65, i32 5, i32 4
  %107 = trunc i64 %90 to i32
  %108 = shl i32 %107, 3
  %109 = or disjoint i32 %108, %106
  %110 = trunc i32 %109 to i16
  store i16 %110, ptr %41, align 1, !tbaa !213
  %111 = lshr i32 %108, 16
  %112 = trunc i32 %111 to i8
  %113 = getelementptr inbounds i8, ptr %41, i64 2
  store i8 %112, ptr %113, align 1, !tbaa !179
  %114 = add nuw i64 %90, 3
  %115 = add i64 %114, %42
  %116 = getelementptr inbounds i8, ptr %41, i64 %114
  %117 = sub i64 %48, %114
  store i32 0, ptr %39, align 8, !tbaa !229
  br i1 %65, label %118, label %40

118:                                              ; preds = %105, %40
  %119 = phi i64 [ %42, %40 ], [ %115, %105 ]
  %120 = phi i64 [ %43, %40 ], [ %80, %105 ]
  %121 = phi i64 [ %44, %40 ], [ %94, %105 ]
  %122 = icmp eq i64 %121, 0
  br i1 %122, label %123, label %126

123:                                              ; preds = %118
  %124 = icmp eq i64 %120, 0
  %125 = select i1 %124, i64 %119, i64 -107
  br label %126

126:                                              ; preds = %92, %76, %69, %67, %71, %82, %66, %18, %123, %118, %8
  %127 = phi i64 [ -107, %8 ], [ -107, %118 ], [ %125, %123 ], [ -70, %18 ], [ -107, %66 ], [ -49, %92 ], [ -70, %76 ], [ -107, %69 ], [ %64, %67 ], [ %74, %71 ], [ %90, %82 ]
  ret i64 %127
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_flushStream(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.ZSTD_inBuffer_s, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #30
  tail call void @llvm.experimental.noalias.scope.decl(metadata !360)
  %4 = getelementptr inbounds i8, ptr %0, i64 364
  %5 = load i32, ptr %4, align 4, !tbaa !312, !noalias !360
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 3648
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !317
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = load i64, ptr %9, align 8, !tbaa !191
  br label %12

11:                                               ; preds = %2
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, i8 0, i64 24, i1 false), !alias.scope !360
  br label %12

12:                                               ; preds = %7, %11
  %13 = phi i64 [ %10, %7 ], [ 0, %11 ]
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !190
  %15 = call i64 @ZSTD_compressStream2(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %3, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #30
  ret i64 %15
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_endStream(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.ZSTD_inBuffer_s, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #30
  tail call void @llvm.experimental.noalias.scope.decl(metadata !363)
  %4 = getelementptr inbounds i8, ptr %0, i64 364
  %5 = load i32, ptr %4, align 4, !tbaa !312, !noalias !363
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 3648
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !317
  br label %10

9:                                                ; preds = %2
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, i8 0, i64 24, i1 false), !alias.scope !363
  br label %10

10:                                               ; preds = %7, %9
  %11 = call i64 @ZSTD_compressStream2(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %3, i32 noundef 2)
  %12 = icmp ult i64 %11, -119
  br i1 %12, label %13, label %31

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8, ptr %0, i64 316
  %15 = load i32, ptr %14, align 4, !tbaa !280
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %31, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %0, i64 3644
  %19 = load i32, ptr %18, align 4, !tbaa !324
  %20 = icmp eq i32 %19, 0
  %21 = select i1 %20, i64 3, i64 0
  br i1 %20, label %22, label %27

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %0, i64 276
  %24 = load i32, ptr %23, align 4, !tbaa !227
  %25 = shl nsw i32 %24, 2
  %26 = sext i32 %25 to i64
  br label %27

27:                                               ; preds = %17, %22
  %28 = phi i64 [ %26, %22 ], [ 0, %17 ]
  %29 = add nuw i64 %21, %11
  %30 = add i64 %29, %28
  br label %31

31:                                               ; preds = %13, %10, %27
  %32 = phi i64 [ %30, %27 ], [ %11, %10 ], [ %11, %13 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #30
  ret i64 %32
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @ZSTD_defaultCLevel() local_unnamed_addr #0 {
  ret i32 3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @ZSTD_getCParams(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_compressionParameters) align 4 %0, i32 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #7 {
  %5 = icmp eq i64 %2, 0
  %6 = select i1 %5, i64 -1, i64 %2
  %7 = icmp eq i64 %6, -1
  %8 = icmp eq i64 %3, 0
  %9 = and i1 %8, %7
  br i1 %9, label %16, label %10

10:                                               ; preds = %4
  %11 = icmp ne i64 %3, 0
  %12 = and i1 %11, %7
  %13 = select i1 %12, i64 500, i64 0
  %14 = add i64 %6, %3
  %15 = add i64 %14, %13
  br label %16

16:                                               ; preds = %10, %4
  %17 = phi i64 [ %15, %10 ], [ -1, %4 ]
  %18 = icmp ult i64 %17, 262145
  %19 = zext i1 %18 to i64
  %20 = icmp ult i64 %17, 131073
  %21 = zext i1 %20 to i64
  %22 = add nuw nsw i64 %19, %21
  %23 = icmp ult i64 %17, 16385
  %24 = zext i1 %23 to i64
  %25 = add nuw nsw i64 %22, %24
  %26 = icmp eq i32 %1, 0
  br i1 %26, label %32, label %27

27:                                               ; preds = %16
  %28 = icmp slt i32 %1, 0
  br i1 %28, label %37, label %29

29:                                               ; preds = %27
  %30 = tail call i32 @llvm.umin.i32(i32 %1, i32 22)
  %31 = zext nneg i32 %30 to i64
  br label %32

32:                                               ; preds = %29, %16
  %33 = phi i64 [ %31, %29 ], [ 3, %16 ]
  %34 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %25, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 20
  %36 = load i32, ptr %35, align 4, !tbaa !42, !noalias !366
  br label %41

37:                                               ; preds = %27
  %38 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %25, i64 0
  %39 = tail call i32 @llvm.umax.i32(i32 %1, i32 -131072)
  %40 = sub nsw i32 0, %39
  br label %41

41:                                               ; preds = %32, %37
  %42 = phi i64 [ %33, %32 ], [ 0, %37 ]
  %43 = phi ptr [ %34, %32 ], [ %38, %37 ]
  %44 = phi i32 [ %36, %32 ], [ %40, %37 ]
  %45 = getelementptr inbounds i8, ptr %43, i64 24
  %46 = load i32, ptr %45, align 4, !tbaa !42, !noalias !366
  %47 = getelementptr inbounds i8, ptr %43, i64 12
  %48 = load <2 x i32>, ptr %47, align 4, !tbaa !42, !noalias !366
  %49 = getelementptr inbounds i8, ptr %43, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !42, !noalias !366
  %51 = load i32, ptr %43, align 4, !tbaa !42, !noalias !366
  %52 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %25, i64 %42, i32 1
  %53 = load i32, ptr %52, align 4, !tbaa !42, !noalias !366
  %54 = add i32 %46, -7
  %55 = icmp ult i32 %54, 3
  %56 = select i1 %55, i32 6, i32 %46
  %57 = icmp ult i64 %6, 1073741825
  %58 = icmp ult i64 %3, 1073741825
  %59 = and i1 %58, %57
  br i1 %59, label %60, label %69

60:                                               ; preds = %41
  %61 = add nuw nsw i64 %6, %3
  %62 = icmp ult i64 %61, 64
  %63 = trunc nuw i64 %61 to i32
  %64 = add i32 %63, -1
  %65 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %64, i1 true)
  %66 = sub nuw nsw i32 32, %65
  %67 = select i1 %62, i32 6, i32 %66
  %68 = tail call i32 @llvm.umin.i32(i32 %51, i32 %67)
  br label %70

69:                                               ; preds = %41
  br i1 %7, label %96, label %70

70:                                               ; preds = %60, %69
  %71 = phi i32 [ %51, %69 ], [ %68, %60 ]
  br i1 %8, label %85, label %72

72:                                               ; preds = %70
  %73 = zext nneg i32 %71 to i64
  %74 = shl nuw i64 1, %73
  %75 = add i64 %74, %3
  %76 = add i64 %6, %3
  %77 = icmp ult i64 %74, %76
  br i1 %77, label %78, label %85

78:                                               ; preds = %72
  %79 = icmp ugt i64 %75, 2147483647
  br i1 %79, label %85, label %80

80:                                               ; preds = %78
  %81 = trunc nuw nsw i64 %75 to i32
  %82 = add nsw i32 %81, -1
  %83 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %82, i1 true)
  %84 = sub nuw nsw i32 32, %83
  br label %85

85:                                               ; preds = %80, %78, %72, %70
  %86 = phi i32 [ %71, %70 ], [ %84, %80 ], [ %71, %72 ], [ 31, %78 ]
  %87 = icmp ugt i32 %56, 5
  %88 = sext i1 %87 to i32
  %89 = add i32 %53, %88
  %90 = add i32 %86, 1
  %91 = tail call i32 @llvm.umin.i32(i32 %50, i32 %90)
  %92 = icmp ugt i32 %89, %86
  br i1 %92, label %93, label %96

93:                                               ; preds = %85
  %94 = zext i1 %87 to i32
  %95 = add nuw i32 %86, %94
  br label %96

96:                                               ; preds = %93, %85, %69
  %97 = phi i32 [ %91, %93 ], [ %91, %85 ], [ %50, %69 ]
  %98 = phi i32 [ %95, %93 ], [ %53, %85 ], [ %53, %69 ]
  %99 = phi i32 [ %71, %93 ], [ %71, %85 ], [ %51, %69 ]
  %100 = add i32 %56, -6
  %101 = icmp ult i32 %100, -3
  br i1 %101, label %108, label %102

102:                                              ; preds = %96
  %103 = extractelement <2 x i32> %48, i64 0
  %104 = tail call i32 @llvm.umin.i32(i32 %103, i32 6)
  %105 = tail call i32 @llvm.umax.i32(i32 %104, i32 4)
  %106 = or disjoint i32 %105, 24
  %107 = tail call i32 @llvm.umin.i32(i32 %97, i32 %106)
  br label %108

108:                                              ; preds = %102, %96
  %109 = phi i32 [ %97, %96 ], [ %107, %102 ]
  %110 = tail call i32 @llvm.umax.i32(i32 %99, i32 10)
  store i32 %110, ptr %0, align 4, !tbaa !42
  %111 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %98, ptr %111, align 4, !tbaa !42
  %112 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %109, ptr %112, align 4, !tbaa !42
  %113 = getelementptr inbounds i8, ptr %0, i64 12
  store <2 x i32> %48, ptr %113, align 4, !tbaa !42
  %114 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %44, ptr %114, align 4, !tbaa !42
  %115 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %56, ptr %115, align 4, !tbaa !42
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write, inaccessiblemem: readwrite) uwtable
define dso_local void @ZSTD_getParams(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_parameters) align 4 %0, i32 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #17 {
  %5 = icmp eq i64 %2, 0
  %6 = select i1 %5, i64 -1, i64 %2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !369)
  %7 = icmp eq i64 %6, -1
  %8 = icmp eq i64 %3, 0
  %9 = and i1 %8, %7
  br i1 %9, label %16, label %10

10:                                               ; preds = %4
  %11 = icmp ne i64 %3, 0
  %12 = and i1 %11, %7
  %13 = select i1 %12, i64 500, i64 0
  %14 = add i64 %6, %3
  %15 = add i64 %14, %13
  br label %16

16:                                               ; preds = %10, %4
  %17 = phi i64 [ %15, %10 ], [ -1, %4 ]
  %18 = icmp ult i64 %17, 262145
  %19 = zext i1 %18 to i64
  %20 = icmp ult i64 %17, 131073
  %21 = zext i1 %20 to i64
  %22 = add nuw nsw i64 %19, %21
  %23 = icmp ult i64 %17, 16385
  %24 = zext i1 %23 to i64
  %25 = add nuw nsw i64 %22, %24
  %26 = icmp eq i32 %1, 0
  br i1 %26, label %32, label %27

27:                                               ; preds = %16
  %28 = icmp slt i32 %1, 0
  br i1 %28, label %37, label %29

29:                                               ; preds = %27
  %30 = tail call i32 @llvm.umin.i32(i32 %1, i32 22)
  %31 = zext nneg i32 %30 to i64
  br label %32

32:                                               ; preds = %29, %16
  %33 = phi i64 [ %31, %29 ], [ 3, %16 ]
  %34 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %25, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 20
  %36 = load i32, ptr %35, align 4, !tbaa !42, !noalias !372
  br label %41

37:                                               ; preds = %27
  %38 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %25, i64 0
  %39 = tail call i32 @llvm.umax.i32(i32 %1, i32 -131072)
  %40 = sub nsw i32 0, %39
  br label %41

41:                                               ; preds = %32, %37
  %42 = phi i64 [ %33, %32 ], [ 0, %37 ]
  %43 = phi ptr [ %34, %32 ], [ %38, %37 ]
  %44 = phi i32 [ %36, %32 ], [ %40, %37 ]
  %45 = getelementptr inbounds i8, ptr %43, i64 24
  %46 = load i32, ptr %45, align 4, !tbaa !42, !noalias !372
  %47 = getelementptr inbounds i8, ptr %43, i64 12
  %48 = load <2 x i32>, ptr %47, align 4, !tbaa !42, !noalias !372
  %49 = getelementptr inbounds i8, ptr %43, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !42, !noalias !372
  %51 = load i32, ptr %43, align 4, !tbaa !42, !noalias !372
  %52 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %25, i64 %42, i32 1
  %53 = load i32, ptr %52, align 4, !tbaa !42, !noalias !372
  %54 = add i32 %46, -7
  %55 = icmp ult i32 %54, 3
  %56 = select i1 %55, i32 6, i32 %46
  %57 = icmp ult i64 %6, 1073741825
  %58 = icmp ult i64 %3, 1073741825
  %59 = and i1 %58, %57
  br i1 %59, label %60, label %69

60:                                               ; preds = %41
  %61 = add nuw nsw i64 %6, %3
  %62 = icmp ult i64 %61, 64
  %63 = trunc nuw i64 %61 to i32
  %64 = add i32 %63, -1
  %65 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %64, i1 true)
  %66 = sub nuw nsw i32 32, %65
  %67 = select i1 %62, i32 6, i32 %66
  %68 = tail call i32 @llvm.umin.i32(i32 %51, i32 %67)
  br label %70

69:                                               ; preds = %41
  br i1 %7, label %96, label %70

70:                                               ; preds = %60, %69
  %71 = phi i32 [ %51, %69 ], [ %68, %60 ]
  br i1 %8, label %85, label %72

72:                                               ; preds = %70
  %73 = zext nneg i32 %71 to i64
  %74 = shl nuw i64 1, %73
  %75 = add i64 %74, %3
  %76 = add i64 %6, %3
  %77 = icmp ult i64 %74, %76
  br i1 %77, label %78, label %85

78:                                               ; preds = %72
  %79 = icmp ugt i64 %75, 2147483647
  br i1 %79, label %85, label %80

80:                                               ; preds = %78
  %81 = trunc nuw nsw i64 %75 to i32
  %82 = add nsw i32 %81, -1
  %83 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %82, i1 true)
  %84 = sub nuw nsw i32 32, %83
  br label %85

85:                                               ; preds = %80, %78, %72, %70
  %86 = phi i32 [ %71, %70 ], [ %84, %80 ], [ %71, %72 ], [ 31, %78 ]
  %87 = icmp ugt i32 %56, 5
  %88 = sext i1 %87 to i32
  %89 = add i32 %53, %88
  %90 = add i32 %86, 1
  %91 = tail call i32 @llvm.umin.i32(i32 %50, i32 %90)
  %92 = icmp ugt i32 %89, %86
  br i1 %92, label %93, label %96

93:                                               ; preds = %85
  %94 = zext i1 %87 to i32
  %95 = add nuw i32 %86, %94
  br label %96

96:                                               ; preds = %93, %85, %69
  %97 = phi i32 [ %91, %93 ], [ %91, %85 ], [ %50, %69 ]
  %98 = phi i32 [ %95, %93 ], [ %53, %85 ], [ %53, %69 ]
  %99 = phi i32 [ %71, %93 ], [ %71, %85 ], [ %51, %69 ]
  %100 = add i32 %56, -6
  %101 = icmp ult i32 %100, -3
  br i1 %101, label %108, label %102

102:                                              ; preds = %96
  %103 = extractelement <2 x i32> %48, i64 0
  %104 = tail call i32 @llvm.umin.i32(i32 %103, i32 6)
  %105 = tail call i32 @llvm.umax.i32(i32 %104, i32 4)
  %106 = or disjoint i32 %105, 24
  %107 = tail call i32 @llvm.umin.i32(i32 %97, i32 %106)
  br label %108

108:                                              ; preds = %102, %96
  %109 = phi i32 [ %97, %96 ], [ %107, %102 ]
  %110 = tail call i32 @llvm.umax.i32(i32 %99, i32 10)
  store i32 %110, ptr %0, align 4, !tbaa !42
  %111 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %98, ptr %111, align 4, !tbaa !42
  %112 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %109, ptr %112, align 4, !tbaa !42
  %113 = getelementptr inbounds i8, ptr %0, i64 12
  store <2 x i32> %48, ptr %113, align 4, !tbaa !42
  %114 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %44, ptr %114, align 4, !tbaa !42
  %115 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %56, ptr %115, align 4, !tbaa !42
  %116 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %116, align 4, !alias.scope !369
  %117 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 1, ptr %117, align 4, !tbaa !375, !alias.scope !369
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @ZSTD_registerSequenceProducer(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #7 {
  %4 = icmp eq ptr %2, null
  %5 = select i1 %4, ptr null, ptr %1
  %6 = getelementptr inbounds i8, ptr %0, i64 224
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 216
  store ptr %5, ptr %7, align 8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @ZSTD_CCtxParams_registerSequenceProducer(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #7 {
  %4 = icmp eq ptr %2, null
  %5 = select i1 %4, ptr null, ptr %1
  %6 = getelementptr inbounds i8, ptr %0, i64 208
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 200
  store ptr %5, ptr %7, align 8
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #18

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #19

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #20

declare i64 @ZSTD_ldm_getTableSize(ptr noundef byval(%struct.ldmParams_t) align 8) local_unnamed_addr #13

declare i64 @ZSTD_ldm_getMaxNbSeq(ptr noundef byval(%struct.ldmParams_t) align 8, i64 noundef) local_unnamed_addr #13

declare void @ZSTD_ldm_adjustParameters(ptr noundef, ptr noundef) local_unnamed_addr #13

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #2 {
  %7 = getelementptr inbounds i8, ptr %0, i64 704
  %8 = getelementptr inbounds i8, ptr %0, i64 968
  store i32 1, ptr %8, align 8, !tbaa !229
  %9 = getelementptr inbounds i8, ptr %0, i64 240
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %9, ptr noundef nonnull align 8 dereferenceable(224) %1, i64 224, i1 false), !tbaa.struct !98
  %10 = getelementptr inbounds i8, ptr %0, i64 336
  %11 = load i32, ptr %10, align 8, !tbaa !63
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %15

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 244
  tail call void @ZSTD_ldm_adjustParameters(ptr noundef nonnull %10, ptr noundef nonnull %14) #30
  br label %15

15:                                               ; preds = %13, %6
  %16 = getelementptr inbounds i8, ptr %0, i64 244
  %17 = load i32, ptr %16, align 4, !tbaa !69
  %18 = zext nneg i32 %17 to i64
  %19 = shl nuw i64 1, %18
  %20 = icmp eq i64 %2, 0
  %21 = tail call i64 @llvm.umin.i64(i64 %19, i64 %2)
  %22 = select i1 %20, i64 1, i64 %21
  %23 = getelementptr inbounds i8, ptr %0, i64 392
  %24 = load i64, ptr %23, align 8, !tbaa !64
  %25 = tail call i64 @llvm.umin.i64(i64 %24, i64 %22)
  %26 = getelementptr inbounds i8, ptr %0, i64 260
  %27 = load i32, ptr %26, align 4, !tbaa !73
  %28 = getelementptr inbounds i8, ptr %0, i64 448
  %29 = load ptr, ptr %28, align 8, !tbaa !114
  %30 = icmp ne ptr %29, null
  %31 = icmp eq i32 %27, 3
  %32 = or i1 %31, %30
  %33 = select i1 %32, i64 3, i64 4
  %34 = udiv i64 %25, %33
  %35 = icmp eq i32 %5, 1
  br i1 %35, label %36, label %63

36:                                               ; preds = %15
  %37 = getelementptr inbounds i8, ptr %0, i64 368
  %38 = load i32, ptr %37, align 8, !tbaa !89
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %56

40:                                               ; preds = %36
  %41 = icmp ugt i64 %25, -71777214294589697
  br i1 %41, label %52, label %42

42:                                               ; preds = %40
  %43 = lshr i64 %25, 8
  %44 = add nuw i64 %43, %25
  %45 = icmp ult i64 %25, 131072
  %46 = sub nuw nsw i64 131072, %25
  %47 = lshr i64 %46, 11
  %48 = select i1 %45, i64 %47, i64 0
  %49 = add i64 %44, %48
  %50 = freeze i64 %49
  %51 = icmp eq i64 %50, 0
  br i1 %51, label %52, label %53

52:                                               ; preds = %42, %40
  br label %53

53:                                               ; preds = %42, %52
  %54 = phi i64 [ -72, %52 ], [ %50, %42 ]
  %55 = add i64 %54, 1
  br label %56

56:                                               ; preds = %36, %53
  %57 = phi i64 [ 0, %36 ], [ %55, %53 ]
  %58 = getelementptr inbounds i8, ptr %0, i64 364
  %59 = load i32, ptr %58, align 4, !tbaa !88
  %60 = icmp eq i32 %59, 0
  %61 = add i64 %25, %22
  %62 = select i1 %60, i64 %61, i64 0
  br label %63

63:                                               ; preds = %15, %56
  %64 = phi i64 [ %57, %56 ], [ 0, %15 ]
  %65 = phi i64 [ %62, %56 ], [ 0, %15 ]
  %66 = tail call i64 @ZSTD_ldm_getMaxNbSeq(ptr noundef nonnull byval(%struct.ldmParams_t) align 8 %10, i64 noundef %25) #30
  %67 = getelementptr inbounds i8, ptr %0, i64 3224
  %68 = getelementptr inbounds i8, ptr %0, i64 3240
  %69 = load ptr, ptr %68, align 1
  %70 = getelementptr inbounds i8, ptr %0, i64 3248
  %71 = load ptr, ptr %70, align 1
  %72 = ptrtoint ptr %69 to i64
  %73 = ptrtoint ptr %71 to i64
  %74 = sub i64 %72, %73
  %75 = icmp ugt i64 %74, 3653238784
  %76 = icmp ugt i64 %3, 624951295
  %77 = or i1 %76, %75
  br i1 %77, label %82, label %78

78:                                               ; preds = %63
  %79 = getelementptr inbounds i8, ptr %0, i64 972
  %80 = load i32, ptr %79, align 4, !tbaa !377
  %81 = icmp eq i32 %80, 0
  br label %82

82:                                               ; preds = %78, %63
  %83 = phi i1 [ true, %63 ], [ %81, %78 ]
  %84 = getelementptr inbounds i8, ptr %0, i64 928
  %85 = load i64, ptr %84, align 8, !tbaa !43
  %86 = icmp ne i64 %85, 0
  %87 = zext i1 %86 to i32
  %88 = getelementptr inbounds i8, ptr %0, i64 400
  %89 = load i32, ptr %88, align 8, !tbaa !61
  %90 = load ptr, ptr %28, align 8, !tbaa !114
  %91 = icmp ne ptr %90, null
  %92 = zext i1 %91 to i32
  %93 = load i64, ptr %23, align 8, !tbaa !64
  %94 = tail call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr noundef nonnull %16, ptr noundef nonnull %10, i32 noundef %87, i32 noundef %89, i64 noundef %65, i64 noundef %64, i64 noundef %2, i32 noundef %92, i64 noundef %93)
  %95 = icmp ult i64 %94, -119
  br i1 %95, label %96, label %718

96:                                               ; preds = %82
  %97 = load i64, ptr %84, align 8, !tbaa !43
  %98 = icmp eq i64 %97, 0
  br i1 %98, label %99, label %103

99:                                               ; preds = %96
  %100 = getelementptr inbounds i8, ptr %0, i64 764
  %101 = load i32, ptr %100, align 4, !tbaa !378
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %100, align 4, !tbaa !378
  br label %103

103:                                              ; preds = %99, %96
  %104 = getelementptr inbounds i8, ptr %0, i64 712
  %105 = load ptr, ptr %104, align 8, !tbaa !52
  %106 = load ptr, ptr %7, align 8, !tbaa !51
  %107 = ptrtoint ptr %105 to i64
  %108 = ptrtoint ptr %106 to i64
  %109 = sub i64 %107, %108
  %110 = icmp ult i64 %109, %94
  %111 = mul i64 %94, 3
  %112 = getelementptr inbounds i8, ptr %0, i64 744
  %113 = load ptr, ptr %112, align 8, !tbaa !379
  %114 = getelementptr inbounds i8, ptr %0, i64 728
  %115 = load ptr, ptr %114, align 8, !tbaa !46
  %116 = ptrtoint ptr %113 to i64
  %117 = ptrtoint ptr %115 to i64
  %118 = sub i64 %116, %117
  %119 = icmp ult i64 %118, %111
  br i1 %119, label %124, label %120

120:                                              ; preds = %103
  %121 = getelementptr inbounds i8, ptr %0, i64 764
  %122 = load i32, ptr %121, align 4, !tbaa !378
  %123 = icmp sgt i32 %122, 128
  br label %124

124:                                              ; preds = %103, %120
  %125 = phi i1 [ false, %103 ], [ %123, %120 ]
  %126 = select i1 %110, i1 true, i1 %125
  br i1 %126, label %127, label %183

127:                                              ; preds = %124
  br i1 %98, label %128, label %718

128:                                              ; preds = %127
  %129 = getelementptr inbounds i8, ptr %0, i64 896
  %130 = getelementptr inbounds i8, ptr %0, i64 904
  %131 = load ptr, ptr %130, align 1
  %132 = getelementptr inbounds i8, ptr %0, i64 912
  %133 = load ptr, ptr %132, align 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %7, i8 0, i64 72, i1 false)
  %134 = icmp eq ptr %106, null
  br i1 %134, label %139, label %135

135:                                              ; preds = %128
  %136 = icmp eq ptr %131, null
  br i1 %136, label %138, label %137

137:                                              ; preds = %135
  tail call void %131(ptr noundef %133, ptr noundef nonnull %106) #30
  br label %139

138:                                              ; preds = %135
  tail call void @free(ptr noundef nonnull %106) #30
  br label %139

139:                                              ; preds = %128, %137, %138
  %140 = load ptr, ptr %129, align 1
  %141 = icmp eq ptr %140, null
  br i1 %141, label %145, label %142

142:                                              ; preds = %139
  %143 = load ptr, ptr %132, align 1
  %144 = tail call ptr %140(ptr noundef %143, i64 noundef %94) #30
  br label %147

145:                                              ; preds = %139
  %146 = tail call noalias ptr @malloc(i64 noundef %94) #31
  br label %147

147:                                              ; preds = %145, %142
  %148 = phi ptr [ %144, %142 ], [ %146, %145 ]
  %149 = icmp eq ptr %148, null
  br i1 %149, label %718, label %150

150:                                              ; preds = %147
  store ptr %148, ptr %7, align 8, !tbaa !51
  %151 = getelementptr inbounds i8, ptr %148, i64 %94
  store ptr %151, ptr %104, align 8, !tbaa !52
  %152 = getelementptr inbounds i8, ptr %0, i64 720
  store ptr %148, ptr %152, align 8, !tbaa !45
  %153 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %148, ptr %153, align 8, !tbaa !47
  %154 = ptrtoint ptr %151 to i64
  %155 = and i64 %154, 63
  %156 = sub nsw i64 0, %155
  %157 = getelementptr inbounds i8, ptr %151, i64 %156
  %158 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %157, ptr %158, align 8, !tbaa !380
  %159 = getelementptr inbounds i8, ptr %0, i64 768
  store i32 0, ptr %159, align 8, !tbaa !304
  %160 = getelementptr inbounds i8, ptr %0, i64 772
  store i32 0, ptr %160, align 4, !tbaa !381
  store ptr %148, ptr %114, align 8, !tbaa !46
  store ptr %157, ptr %112, align 8, !tbaa !379
  %161 = getelementptr inbounds i8, ptr %0, i64 760
  store i8 0, ptr %161, align 8, !tbaa !44
  %162 = getelementptr inbounds i8, ptr %0, i64 764
  store i32 0, ptr %162, align 4, !tbaa !378
  %163 = getelementptr inbounds i8, ptr %148, i64 5632
  %164 = icmp slt i64 %94, 5632
  br i1 %164, label %165, label %166

165:                                              ; preds = %150
  store i8 1, ptr %161, align 8, !tbaa !44
  store ptr null, ptr %67, align 8, !tbaa !48
  br label %718

166:                                              ; preds = %150
  store ptr %163, ptr %152, align 8, !tbaa !45
  store ptr %163, ptr %114, align 8, !tbaa !46
  store ptr %163, ptr %153, align 8, !tbaa !47
  store ptr %148, ptr %67, align 8, !tbaa !48
  %167 = getelementptr inbounds i8, ptr %148, i64 11264
  %168 = icmp ult i64 %94, 11264
  br i1 %168, label %169, label %171

169:                                              ; preds = %166
  store i8 1, ptr %161, align 8, !tbaa !44
  %170 = getelementptr inbounds i8, ptr %0, i64 3232
  store ptr null, ptr %170, align 8, !tbaa !336
  br label %718

171:                                              ; preds = %166
  store ptr %167, ptr %152, align 8, !tbaa !45
  store ptr %167, ptr %114, align 8, !tbaa !46
  store ptr %167, ptr %153, align 8, !tbaa !47
  %172 = getelementptr inbounds i8, ptr %0, i64 3232
  store ptr %163, ptr %172, align 8, !tbaa !336
  %173 = icmp ult i64 %94, 20184
  br i1 %173, label %174, label %176

174:                                              ; preds = %171
  store i8 1, ptr %161, align 8, !tbaa !44
  %175 = getelementptr inbounds i8, ptr %0, i64 3544
  store ptr null, ptr %175, align 8, !tbaa !49
  br label %718

176:                                              ; preds = %171
  %177 = getelementptr inbounds i8, ptr %148, i64 20184
  store ptr %177, ptr %152, align 8, !tbaa !45
  store ptr %177, ptr %153, align 8, !tbaa !47
  %178 = getelementptr inbounds i8, ptr %0, i64 3544
  store ptr %167, ptr %178, align 8, !tbaa !49
  %179 = getelementptr inbounds i8, ptr %0, i64 3552
  store i64 8920, ptr %179, align 8, !tbaa !50
  store ptr %177, ptr %114, align 8, !tbaa !46
  %180 = getelementptr inbounds i8, ptr %151, i64 %156
  store ptr %180, ptr %112, align 8, !tbaa !379
  %181 = getelementptr inbounds i8, ptr %0, i64 760
  store i8 0, ptr %181, align 8, !tbaa !44
  %182 = getelementptr inbounds i8, ptr %0, i64 768
  br label %195

183:                                              ; preds = %124
  %184 = getelementptr inbounds i8, ptr %0, i64 720
  %185 = load ptr, ptr %184, align 8, !tbaa !45
  %186 = getelementptr inbounds i8, ptr %0, i64 768
  %187 = load i32, ptr %186, align 8, !tbaa !304
  %188 = and i64 %107, 63
  %189 = sub nsw i64 0, %188
  store ptr %185, ptr %114, align 8, !tbaa !46
  %190 = getelementptr inbounds i8, ptr %105, i64 %189
  store ptr %190, ptr %112, align 8, !tbaa !379
  %191 = getelementptr inbounds i8, ptr %0, i64 760
  store i8 0, ptr %191, align 8, !tbaa !44
  %192 = getelementptr inbounds i8, ptr %0, i64 768
  %193 = icmp ugt i32 %187, 1
  br i1 %193, label %194, label %195

194:                                              ; preds = %183
  store i32 1, ptr %192, align 8, !tbaa !304
  br label %195

195:                                              ; preds = %176, %183, %194
  %196 = phi ptr [ %182, %176 ], [ %192, %183 ], [ %192, %194 ]
  %197 = phi ptr [ %181, %176 ], [ %191, %183 ], [ %191, %194 ]
  %198 = phi i1 [ true, %176 ], [ %83, %183 ], [ %83, %194 ]
  %199 = zext i1 %198 to i32
  %200 = getelementptr inbounds i8, ptr %0, i64 720
  %201 = getelementptr inbounds i8, ptr %0, i64 3496
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %201, ptr noundef nonnull align 4 dereferenceable(28) %16, i64 28, i1 false), !tbaa.struct !59
  %202 = getelementptr inbounds i8, ptr %0, i64 432
  %203 = load i32, ptr %202, align 8, !tbaa !94
  %204 = icmp eq i32 %203, 1
  %205 = zext i1 %204 to i32
  %206 = getelementptr inbounds i8, ptr %0, i64 3536
  store i32 %205, ptr %206, align 8, !tbaa !382
  %207 = add i64 %2, 1
  %208 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 %207, ptr %208, align 8, !tbaa !100
  %209 = getelementptr inbounds i8, ptr %0, i64 792
  %210 = icmp eq i64 %2, -1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %209, i8 0, i64 16, i1 false)
  br i1 %210, label %211, label %213

211:                                              ; preds = %195
  %212 = getelementptr inbounds i8, ptr %0, i64 272
  store i32 0, ptr %212, align 8, !tbaa !383
  br label %213

213:                                              ; preds = %195, %211
  %214 = getelementptr inbounds i8, ptr %0, i64 776
  store i64 %25, ptr %214, align 8, !tbaa !225
  %215 = getelementptr inbounds i8, ptr %0, i64 808
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %215, i8 0, i64 88, i1 false)
  %216 = getelementptr inbounds i8, ptr %0, i64 816
  store i64 6983438078262162902, ptr %216, align 8, !tbaa !99
  %217 = getelementptr inbounds i8, ptr %0, i64 824
  store i64 -4417276706812531889, ptr %217, align 8, !tbaa !99
  %218 = getelementptr inbounds i8, ptr %0, i64 840
  store i64 7046029288634856825, ptr %218, align 8, !tbaa !99
  store i32 1, ptr %0, align 8, !tbaa !154
  %219 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 0, ptr %219, align 8, !tbaa !167
  %220 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 0, ptr %220, align 8, !tbaa !168
  %221 = load ptr, ptr %67, align 8, !tbaa !48
  %222 = getelementptr inbounds i8, ptr %221, i64 5616
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %222, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !42
  %223 = getelementptr inbounds i8, ptr %221, i64 2056
  store i32 0, ptr %223, align 8, !tbaa !146
  %224 = getelementptr inbounds i8, ptr %221, i64 5604
  store i32 0, ptr %224, align 4, !tbaa !151
  %225 = getelementptr inbounds i8, ptr %221, i64 5608
  store i32 0, ptr %225, align 8, !tbaa !152
  %226 = getelementptr inbounds i8, ptr %221, i64 5612
  store i32 0, ptr %226, align 4, !tbaa !153
  %227 = load i32, ptr %88, align 8, !tbaa !61
  %228 = tail call fastcc i64 @ZSTD_reset_matchState(ptr noundef nonnull %68, ptr noundef nonnull %7, ptr noundef nonnull %16, i32 noundef %227, i32 noundef %4, i32 noundef %199, i32 noundef 1)
  %229 = icmp ult i64 %228, -119
  br i1 %229, label %230, label %718

230:                                              ; preds = %213
  %231 = shl i64 %34, 3
  %232 = add i64 %231, 63
  %233 = and i64 %232, -64
  %234 = load i32, ptr %196, align 8, !tbaa !304
  %235 = icmp ult i32 %234, 2
  br i1 %235, label %236, label %256

236:                                              ; preds = %230
  %237 = icmp eq i32 %234, 0
  br i1 %237, label %238, label %255

238:                                              ; preds = %236
  %239 = load ptr, ptr %200, align 8, !tbaa !45
  %240 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %239, ptr %240, align 8, !tbaa !47
  %241 = load ptr, ptr %104, align 8, !tbaa !52
  %242 = ptrtoint ptr %241 to i64
  %243 = and i64 %242, 63
  %244 = sub nsw i64 0, %243
  %245 = getelementptr inbounds i8, ptr %241, i64 %244
  %246 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %245, ptr %246, align 8, !tbaa !380
  %247 = ptrtoint ptr %239 to i64
  %248 = sub i64 0, %247
  %249 = and i64 %248, 63
  %250 = getelementptr inbounds i8, ptr %239, i64 %249
  %251 = icmp ugt ptr %250, %241
  br i1 %251, label %272, label %252

252:                                              ; preds = %238
  store ptr %250, ptr %200, align 8, !tbaa !45
  store ptr %250, ptr %114, align 8, !tbaa !46
  %253 = icmp eq i64 %249, 0
  br i1 %253, label %255, label %254

254:                                              ; preds = %252
  store ptr %250, ptr %240, align 8, !tbaa !47
  br label %255

255:                                              ; preds = %254, %252, %236
  store i32 2, ptr %196, align 8, !tbaa !304
  br label %256

256:                                              ; preds = %255, %230
  %257 = phi i32 [ 2, %255 ], [ %234, %230 ]
  %258 = icmp eq i64 %233, 0
  br i1 %258, label %272, label %259

259:                                              ; preds = %256
  %260 = load ptr, ptr %112, align 8, !tbaa !379
  %261 = sub i64 0, %233
  %262 = getelementptr inbounds i8, ptr %260, i64 %261
  %263 = load ptr, ptr %114, align 8, !tbaa !46
  %264 = icmp ult ptr %262, %263
  br i1 %264, label %265, label %266

265:                                              ; preds = %259
  store i8 1, ptr %197, align 8, !tbaa !44
  br label %272

266:                                              ; preds = %259
  %267 = getelementptr inbounds i8, ptr %0, i64 736
  %268 = load ptr, ptr %267, align 8, !tbaa !47
  %269 = icmp ult ptr %262, %268
  br i1 %269, label %270, label %271

270:                                              ; preds = %266
  store ptr %262, ptr %267, align 8, !tbaa !47
  br label %271

271:                                              ; preds = %270, %266
  store ptr %262, ptr %112, align 8, !tbaa !379
  br label %272

272:                                              ; preds = %238, %256, %265, %271
  %273 = phi i32 [ %257, %256 ], [ %257, %265 ], [ %257, %271 ], [ 0, %238 ]
  %274 = phi ptr [ null, %256 ], [ null, %265 ], [ %262, %271 ], [ null, %238 ]
  %275 = getelementptr inbounds i8, ptr %0, i64 976
  store ptr %274, ptr %275, align 8, !tbaa !232
  %276 = load i32, ptr %10, align 8, !tbaa !63
  %277 = icmp eq i32 %276, 1
  br i1 %277, label %278, label %375

278:                                              ; preds = %272
  %279 = getelementptr inbounds i8, ptr %0, i64 340
  %280 = load i32, ptr %279, align 4, !tbaa !82
  %281 = zext nneg i32 %280 to i64
  %282 = shl i64 8, %281
  %283 = add nuw i64 %282, 63
  %284 = and i64 %283, -64
  %285 = icmp ult i32 %273, 2
  br i1 %285, label %286, label %304

286:                                              ; preds = %278
  %287 = load ptr, ptr %200, align 8, !tbaa !45
  %288 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %287, ptr %288, align 8, !tbaa !47
  %289 = load ptr, ptr %104, align 8, !tbaa !52
  %290 = ptrtoint ptr %289 to i64
  %291 = and i64 %290, 63
  %292 = sub nsw i64 0, %291
  %293 = getelementptr inbounds i8, ptr %289, i64 %292
  %294 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %293, ptr %294, align 8, !tbaa !380
  %295 = ptrtoint ptr %287 to i64
  %296 = sub i64 0, %295
  %297 = and i64 %296, 63
  %298 = getelementptr inbounds i8, ptr %287, i64 %297
  %299 = icmp ugt ptr %298, %289
  br i1 %299, label %319, label %300

300:                                              ; preds = %286
  store ptr %298, ptr %200, align 8, !tbaa !45
  store ptr %298, ptr %114, align 8, !tbaa !46
  %301 = icmp eq i64 %297, 0
  br i1 %301, label %303, label %302

302:                                              ; preds = %300
  store ptr %298, ptr %288, align 8, !tbaa !47
  br label %303

303:                                              ; preds = %302, %300
  store i32 2, ptr %196, align 8, !tbaa !304
  br label %304

304:                                              ; preds = %303, %278
  %305 = icmp eq i64 %284, 0
  br i1 %305, label %319, label %306

306:                                              ; preds = %304
  %307 = load ptr, ptr %112, align 8, !tbaa !379
  %308 = sub i64 0, %284
  %309 = getelementptr inbounds i8, ptr %307, i64 %308
  %310 = load ptr, ptr %114, align 8, !tbaa !46
  %311 = icmp ult ptr %309, %310
  br i1 %311, label %312, label %313

312:                                              ; preds = %306
  store i8 1, ptr %197, align 8, !tbaa !44
  br label %319

313:                                              ; preds = %306
  %314 = getelementptr inbounds i8, ptr %0, i64 736
  %315 = load ptr, ptr %314, align 8, !tbaa !47
  %316 = icmp ult ptr %309, %315
  br i1 %316, label %317, label %318

317:                                              ; preds = %313
  store ptr %309, ptr %314, align 8, !tbaa !47
  br label %318

318:                                              ; preds = %317, %313
  store ptr %309, ptr %112, align 8, !tbaa !379
  br label %319

319:                                              ; preds = %286, %304, %312, %318
  %320 = phi ptr [ null, %304 ], [ null, %312 ], [ %309, %318 ], [ null, %286 ]
  %321 = getelementptr inbounds i8, ptr %0, i64 1056
  %322 = getelementptr inbounds i8, ptr %0, i64 1096
  store ptr %320, ptr %322, align 8, !tbaa !384
  tail call void @llvm.memset.p0.i64(ptr align 4 %320, i8 0, i64 %282, i1 false)
  %323 = mul i64 %66, 12
  %324 = add i64 %323, 63
  %325 = and i64 %324, -64
  %326 = load i32, ptr %196, align 8, !tbaa !304
  %327 = icmp ult i32 %326, 2
  br i1 %327, label %328, label %348

328:                                              ; preds = %319
  %329 = icmp eq i32 %326, 0
  br i1 %329, label %330, label %347

330:                                              ; preds = %328
  %331 = load ptr, ptr %200, align 8, !tbaa !45
  %332 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %331, ptr %332, align 8, !tbaa !47
  %333 = load ptr, ptr %104, align 8, !tbaa !52
  %334 = ptrtoint ptr %333 to i64
  %335 = and i64 %334, 63
  %336 = sub nsw i64 0, %335
  %337 = getelementptr inbounds i8, ptr %333, i64 %336
  %338 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %337, ptr %338, align 8, !tbaa !380
  %339 = ptrtoint ptr %331 to i64
  %340 = sub i64 0, %339
  %341 = and i64 %340, 63
  %342 = getelementptr inbounds i8, ptr %331, i64 %341
  %343 = icmp ugt ptr %342, %333
  br i1 %343, label %364, label %344

344:                                              ; preds = %330
  store ptr %342, ptr %200, align 8, !tbaa !45
  store ptr %342, ptr %114, align 8, !tbaa !46
  %345 = icmp eq i64 %341, 0
  br i1 %345, label %347, label %346

346:                                              ; preds = %344
  store ptr %342, ptr %332, align 8, !tbaa !47
  br label %347

347:                                              ; preds = %346, %344, %328
  store i32 2, ptr %196, align 8, !tbaa !304
  br label %348

348:                                              ; preds = %347, %319
  %349 = phi i32 [ 2, %347 ], [ %326, %319 ]
  %350 = icmp eq i64 %325, 0
  br i1 %350, label %364, label %351

351:                                              ; preds = %348
  %352 = load ptr, ptr %112, align 8, !tbaa !379
  %353 = sub i64 0, %325
  %354 = getelementptr inbounds i8, ptr %352, i64 %353
  %355 = load ptr, ptr %114, align 8, !tbaa !46
  %356 = icmp ult ptr %354, %355
  br i1 %356, label %357, label %358

357:                                              ; preds = %351
  store i8 1, ptr %197, align 8, !tbaa !44
  br label %364

358:                                              ; preds = %351
  %359 = getelementptr inbounds i8, ptr %0, i64 736
  %360 = load ptr, ptr %359, align 8, !tbaa !47
  %361 = icmp ult ptr %354, %360
  br i1 %361, label %362, label %363

362:                                              ; preds = %358
  store ptr %354, ptr %359, align 8, !tbaa !47
  br label %363

363:                                              ; preds = %362, %358
  store ptr %354, ptr %112, align 8, !tbaa !379
  br label %364

364:                                              ; preds = %330, %348, %357, %363
  %365 = phi i32 [ %349, %348 ], [ %349, %357 ], [ %349, %363 ], [ 0, %330 ]
  %366 = phi ptr [ null, %348 ], [ null, %357 ], [ %354, %363 ], [ null, %330 ]
  %367 = getelementptr inbounds i8, ptr %0, i64 3168
  store ptr %366, ptr %367, align 8, !tbaa !385
  %368 = getelementptr inbounds i8, ptr %0, i64 3176
  store i64 %66, ptr %368, align 8, !tbaa !386
  %369 = getelementptr inbounds i8, ptr %0, i64 1088
  store i64 0, ptr %369, align 8
  %370 = getelementptr inbounds i8, ptr %0, i64 1064
  store ptr @.str, ptr %370, align 8, !tbaa !222
  %371 = getelementptr inbounds i8, ptr %0, i64 1072
  store ptr @.str, ptr %371, align 8, !tbaa !219
  %372 = getelementptr inbounds i8, ptr %0, i64 1080
  store i32 2, ptr %372, align 8, !tbaa !221
  %373 = getelementptr inbounds i8, ptr %0, i64 1084
  store i32 2, ptr %373, align 4, !tbaa !220
  store ptr getelementptr inbounds (i8, ptr @.str, i64 2), ptr %321, align 8, !tbaa !218
  %374 = getelementptr inbounds i8, ptr %0, i64 1104
  store i32 0, ptr %374, align 8, !tbaa !387
  br label %375

375:                                              ; preds = %364, %272
  %376 = phi i32 [ %365, %364 ], [ %273, %272 ]
  %377 = load ptr, ptr %28, align 8, !tbaa !114
  %378 = icmp eq ptr %377, null
  br i1 %378, label %427, label %379

379:                                              ; preds = %375
  %380 = udiv i64 %25, 3
  %381 = lshr i64 %25, 10
  %382 = add nuw nsw i64 %381, 2
  %383 = add nuw nsw i64 %382, %380
  %384 = getelementptr inbounds i8, ptr %0, i64 5272
  store i64 %383, ptr %384, align 8, !tbaa !388
  %385 = shl i64 %383, 4
  %386 = add i64 %385, 63
  %387 = and i64 %386, -64
  %388 = icmp ult i32 %376, 2
  br i1 %388, label %389, label %407

389:                                              ; preds = %379
  %390 = load ptr, ptr %200, align 8, !tbaa !45
  %391 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %390, ptr %391, align 8, !tbaa !47
  %392 = load ptr, ptr %104, align 8, !tbaa !52
  %393 = ptrtoint ptr %392 to i64
  %394 = and i64 %393, 63
  %395 = sub nsw i64 0, %394
  %396 = getelementptr inbounds i8, ptr %392, i64 %395
  %397 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %396, ptr %397, align 8, !tbaa !380
  %398 = ptrtoint ptr %390 to i64
  %399 = sub i64 0, %398
  %400 = and i64 %399, 63
  %401 = getelementptr inbounds i8, ptr %390, i64 %400
  %402 = icmp ugt ptr %401, %392
  br i1 %402, label %423, label %403

403:                                              ; preds = %389
  store ptr %401, ptr %200, align 8, !tbaa !45
  store ptr %401, ptr %114, align 8, !tbaa !46
  %404 = icmp eq i64 %400, 0
  br i1 %404, label %406, label %405

405:                                              ; preds = %403
  store ptr %401, ptr %391, align 8, !tbaa !47
  br label %406

406:                                              ; preds = %405, %403
  store i32 2, ptr %196, align 8, !tbaa !304
  br label %407

407:                                              ; preds = %406, %379
  %408 = phi i32 [ 2, %406 ], [ %376, %379 ]
  %409 = icmp eq i64 %387, 0
  br i1 %409, label %423, label %410

410:                                              ; preds = %407
  %411 = load ptr, ptr %112, align 8, !tbaa !379
  %412 = sub i64 0, %387
  %413 = getelementptr inbounds i8, ptr %411, i64 %412
  %414 = load ptr, ptr %114, align 8, !tbaa !46
  %415 = icmp ult ptr %413, %414
  br i1 %415, label %416, label %417

416:                                              ; preds = %410
  store i8 1, ptr %197, align 8, !tbaa !44
  br label %423

417:                                              ; preds = %410
  %418 = getelementptr inbounds i8, ptr %0, i64 736
  %419 = load ptr, ptr %418, align 8, !tbaa !47
  %420 = icmp ult ptr %413, %419
  br i1 %420, label %421, label %422

421:                                              ; preds = %417
  store ptr %413, ptr %418, align 8, !tbaa !47
  br label %422

422:                                              ; preds = %421, %417
  store ptr %413, ptr %112, align 8, !tbaa !379
  br label %423

423:                                              ; preds = %389, %407, %416, %422
  %424 = phi i32 [ %408, %407 ], [ %408, %416 ], [ %408, %422 ], [ 0, %389 ]
  %425 = phi ptr [ null, %407 ], [ null, %416 ], [ %413, %422 ], [ null, %389 ]
  %426 = getelementptr inbounds i8, ptr %0, i64 5264
  store ptr %425, ptr %426, align 8, !tbaa !389
  br label %427

427:                                              ; preds = %423, %375
  %428 = phi i32 [ %424, %423 ], [ %376, %375 ]
  %429 = icmp ult i32 %428, 3
  br i1 %429, label %430, label %450

430:                                              ; preds = %427
  %431 = icmp eq i32 %428, 0
  br i1 %431, label %432, label %449

432:                                              ; preds = %430
  %433 = load ptr, ptr %200, align 8, !tbaa !45
  %434 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %433, ptr %434, align 8, !tbaa !47
  %435 = load ptr, ptr %104, align 8, !tbaa !52
  %436 = ptrtoint ptr %435 to i64
  %437 = and i64 %436, 63
  %438 = sub nsw i64 0, %437
  %439 = getelementptr inbounds i8, ptr %435, i64 %438
  %440 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %439, ptr %440, align 8, !tbaa !380
  %441 = ptrtoint ptr %433 to i64
  %442 = sub i64 0, %441
  %443 = and i64 %442, 63
  %444 = getelementptr inbounds i8, ptr %433, i64 %443
  %445 = icmp ugt ptr %444, %435
  br i1 %445, label %472, label %446

446:                                              ; preds = %432
  store ptr %444, ptr %200, align 8, !tbaa !45
  store ptr %444, ptr %114, align 8, !tbaa !46
  %447 = icmp eq i64 %443, 0
  br i1 %447, label %449, label %448

448:                                              ; preds = %446
  store ptr %444, ptr %434, align 8, !tbaa !47
  br label %449

449:                                              ; preds = %448, %446, %430
  store i32 3, ptr %196, align 8, !tbaa !304
  br label %450

450:                                              ; preds = %449, %427
  %451 = phi i32 [ 3, %449 ], [ %428, %427 ]
  %452 = icmp eq i64 %25, -32
  br i1 %452, label %466, label %453

453:                                              ; preds = %450
  %454 = load ptr, ptr %112, align 8, !tbaa !379
  %455 = sub i64 -32, %25
  %456 = getelementptr inbounds i8, ptr %454, i64 %455
  %457 = load ptr, ptr %114, align 8, !tbaa !46
  %458 = icmp ult ptr %456, %457
  br i1 %458, label %459, label %460

459:                                              ; preds = %453
  store i8 1, ptr %197, align 8, !tbaa !44
  br label %466

460:                                              ; preds = %453
  %461 = getelementptr inbounds i8, ptr %0, i64 736
  %462 = load ptr, ptr %461, align 8, !tbaa !47
  %463 = icmp ult ptr %456, %462
  br i1 %463, label %464, label %465

464:                                              ; preds = %460
  store ptr %456, ptr %461, align 8, !tbaa !47
  br label %465

465:                                              ; preds = %464, %460
  store ptr %456, ptr %112, align 8, !tbaa !379
  br label %466

466:                                              ; preds = %450, %459, %465
  %467 = phi ptr [ %456, %465 ], [ null, %459 ], [ null, %450 ]
  %468 = getelementptr inbounds i8, ptr %0, i64 992
  store ptr %467, ptr %468, align 8, !tbaa !390
  %469 = getelementptr inbounds i8, ptr %0, i64 1040
  store i64 %25, ptr %469, align 8, !tbaa !391
  %470 = getelementptr inbounds i8, ptr %0, i64 3560
  store i32 %5, ptr %470, align 8, !tbaa !155
  %471 = getelementptr inbounds i8, ptr %0, i64 3576
  store i64 %65, ptr %471, align 8, !tbaa !278
  br label %494

472:                                              ; preds = %432
  %473 = getelementptr inbounds i8, ptr %0, i64 992
  store ptr null, ptr %473, align 8, !tbaa !390
  %474 = getelementptr inbounds i8, ptr %0, i64 1040
  store i64 %25, ptr %474, align 8, !tbaa !391
  %475 = getelementptr inbounds i8, ptr %0, i64 3560
  store i32 %5, ptr %475, align 8, !tbaa !155
  %476 = getelementptr inbounds i8, ptr %0, i64 3576
  store i64 %65, ptr %476, align 8, !tbaa !278
  %477 = load ptr, ptr %200, align 8, !tbaa !45
  %478 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %477, ptr %478, align 8, !tbaa !47
  %479 = load ptr, ptr %104, align 8, !tbaa !52
  %480 = ptrtoint ptr %479 to i64
  %481 = and i64 %480, 63
  %482 = sub nsw i64 0, %481
  %483 = getelementptr inbounds i8, ptr %479, i64 %482
  %484 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %483, ptr %484, align 8, !tbaa !380
  %485 = ptrtoint ptr %477 to i64
  %486 = sub i64 0, %485
  %487 = and i64 %486, 63
  %488 = getelementptr inbounds i8, ptr %477, i64 %487
  %489 = icmp ugt ptr %488, %479
  br i1 %489, label %514, label %490

490:                                              ; preds = %472
  store ptr %488, ptr %200, align 8, !tbaa !45
  store ptr %488, ptr %114, align 8, !tbaa !46
  %491 = icmp eq i64 %487, 0
  br i1 %491, label %493, label %492

492:                                              ; preds = %490
  store ptr %488, ptr %478, align 8, !tbaa !47
  br label %493

493:                                              ; preds = %492, %490
  store i32 3, ptr %196, align 8, !tbaa !304
  br label %494

494:                                              ; preds = %466, %493
  %495 = phi i32 [ 3, %493 ], [ %451, %466 ]
  %496 = icmp eq i64 %65, 0
  br i1 %496, label %510, label %497

497:                                              ; preds = %494
  %498 = load ptr, ptr %112, align 8, !tbaa !379
  %499 = sub i64 0, %65
  %500 = getelementptr inbounds i8, ptr %498, i64 %499
  %501 = load ptr, ptr %114, align 8, !tbaa !46
  %502 = icmp ult ptr %500, %501
  br i1 %502, label %503, label %504

503:                                              ; preds = %497
  store i8 1, ptr %197, align 8, !tbaa !44
  br label %510

504:                                              ; preds = %497
  %505 = getelementptr inbounds i8, ptr %0, i64 736
  %506 = load ptr, ptr %505, align 8, !tbaa !47
  %507 = icmp ult ptr %500, %506
  br i1 %507, label %508, label %509

508:                                              ; preds = %504
  store ptr %500, ptr %505, align 8, !tbaa !47
  br label %509

509:                                              ; preds = %508, %504
  store ptr %500, ptr %112, align 8, !tbaa !379
  br label %510

510:                                              ; preds = %494, %503, %509
  %511 = phi ptr [ %500, %509 ], [ null, %503 ], [ null, %494 ]
  %512 = getelementptr inbounds i8, ptr %0, i64 3568
  store ptr %511, ptr %512, align 8, !tbaa !134
  %513 = getelementptr inbounds i8, ptr %0, i64 3616
  store i64 %64, ptr %513, align 8, !tbaa !279
  br label %534

514:                                              ; preds = %472
  %515 = getelementptr inbounds i8, ptr %0, i64 3568
  store ptr null, ptr %515, align 8, !tbaa !134
  %516 = getelementptr inbounds i8, ptr %0, i64 3616
  store i64 %64, ptr %516, align 8, !tbaa !279
  %517 = load ptr, ptr %200, align 8, !tbaa !45
  %518 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %517, ptr %518, align 8, !tbaa !47
  %519 = load ptr, ptr %104, align 8, !tbaa !52
  %520 = ptrtoint ptr %519 to i64
  %521 = and i64 %520, 63
  %522 = sub nsw i64 0, %521
  %523 = getelementptr inbounds i8, ptr %519, i64 %522
  %524 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %523, ptr %524, align 8, !tbaa !380
  %525 = ptrtoint ptr %517 to i64
  %526 = sub i64 0, %525
  %527 = and i64 %526, 63
  %528 = getelementptr inbounds i8, ptr %517, i64 %527
  %529 = icmp ugt ptr %528, %519
  br i1 %529, label %550, label %530

530:                                              ; preds = %514
  store ptr %528, ptr %200, align 8, !tbaa !45
  store ptr %528, ptr %114, align 8, !tbaa !46
  %531 = icmp eq i64 %527, 0
  br i1 %531, label %533, label %532

532:                                              ; preds = %530
  store ptr %528, ptr %518, align 8, !tbaa !47
  br label %533

533:                                              ; preds = %532, %530
  store i32 3, ptr %196, align 8, !tbaa !304
  br label %534

534:                                              ; preds = %510, %533
  %535 = phi i32 [ 3, %533 ], [ %495, %510 ]
  %536 = icmp eq i64 %64, 0
  br i1 %536, label %550, label %537

537:                                              ; preds = %534
  %538 = load ptr, ptr %112, align 8, !tbaa !379
  %539 = sub i64 0, %64
  %540 = getelementptr inbounds i8, ptr %538, i64 %539
  %541 = load ptr, ptr %114, align 8, !tbaa !46
  %542 = icmp ult ptr %540, %541
  br i1 %542, label %543, label %544

543:                                              ; preds = %537
  store i8 1, ptr %197, align 8, !tbaa !44
  br label %550

544:                                              ; preds = %537
  %545 = getelementptr inbounds i8, ptr %0, i64 736
  %546 = load ptr, ptr %545, align 8, !tbaa !47
  %547 = icmp ult ptr %540, %546
  br i1 %547, label %548, label %549

548:                                              ; preds = %544
  store ptr %540, ptr %545, align 8, !tbaa !47
  br label %549

549:                                              ; preds = %548, %544
  store ptr %540, ptr %112, align 8, !tbaa !379
  br label %550

550:                                              ; preds = %514, %534, %543, %549
  %551 = phi i32 [ %535, %534 ], [ %535, %543 ], [ %535, %549 ], [ 0, %514 ]
  %552 = phi ptr [ null, %534 ], [ null, %543 ], [ %540, %549 ], [ null, %514 ]
  %553 = getelementptr inbounds i8, ptr %0, i64 3608
  store ptr %552, ptr %553, align 8, !tbaa !325
  %554 = load i32, ptr %10, align 8, !tbaa !63
  %555 = icmp eq i32 %554, 1
  br i1 %555, label %556, label %600

556:                                              ; preds = %550
  %557 = getelementptr inbounds i8, ptr %0, i64 340
  %558 = load i32, ptr %557, align 4, !tbaa !82
  %559 = getelementptr inbounds i8, ptr %0, i64 344
  %560 = load i32, ptr %559, align 8, !tbaa !84
  %561 = sub i32 %558, %560
  %562 = zext nneg i32 %561 to i64
  %563 = shl nuw i64 1, %562
  %564 = icmp ult i32 %551, 3
  br i1 %564, label %565, label %583

565:                                              ; preds = %556
  %566 = load ptr, ptr %200, align 8, !tbaa !45
  %567 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %566, ptr %567, align 8, !tbaa !47
  %568 = load ptr, ptr %104, align 8, !tbaa !52
  %569 = ptrtoint ptr %568 to i64
  %570 = and i64 %569, 63
  %571 = sub nsw i64 0, %570
  %572 = getelementptr inbounds i8, ptr %568, i64 %571
  %573 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %572, ptr %573, align 8, !tbaa !380
  %574 = ptrtoint ptr %566 to i64
  %575 = sub i64 0, %574
  %576 = and i64 %575, 63
  %577 = getelementptr inbounds i8, ptr %566, i64 %576
  %578 = icmp ugt ptr %577, %568
  br i1 %578, label %596, label %579

579:                                              ; preds = %565
  store ptr %577, ptr %200, align 8, !tbaa !45
  store ptr %577, ptr %114, align 8, !tbaa !46
  %580 = icmp eq i64 %576, 0
  br i1 %580, label %582, label %581

581:                                              ; preds = %579
  store ptr %577, ptr %567, align 8, !tbaa !47
  br label %582

582:                                              ; preds = %581, %579
  store i32 3, ptr %196, align 8, !tbaa !304
  br label %583

583:                                              ; preds = %582, %556
  %584 = load ptr, ptr %112, align 8, !tbaa !379
  %585 = sub i64 0, %563
  %586 = getelementptr inbounds i8, ptr %584, i64 %585
  %587 = load ptr, ptr %114, align 8, !tbaa !46
  %588 = icmp ult ptr %586, %587
  br i1 %588, label %589, label %590

589:                                              ; preds = %583
  store i8 1, ptr %197, align 8, !tbaa !44
  br label %596

590:                                              ; preds = %583
  %591 = getelementptr inbounds i8, ptr %0, i64 736
  %592 = load ptr, ptr %591, align 8, !tbaa !47
  %593 = icmp ult ptr %586, %592
  br i1 %593, label %594, label %595

594:                                              ; preds = %590
  store ptr %586, ptr %591, align 8, !tbaa !47
  br label %595

595:                                              ; preds = %594, %590
  store ptr %586, ptr %112, align 8, !tbaa !379
  br label %596

596:                                              ; preds = %565, %589, %595
  %597 = phi ptr [ null, %589 ], [ %586, %595 ], [ null, %565 ]
  %598 = getelementptr inbounds i8, ptr %0, i64 1112
  store ptr %597, ptr %598, align 8, !tbaa !392
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %597, i8 0, i64 %563, i1 false)
  %599 = load i32, ptr %196, align 8, !tbaa !304
  br label %600

600:                                              ; preds = %596, %550
  %601 = phi i32 [ %599, %596 ], [ %551, %550 ]
  %602 = getelementptr inbounds i8, ptr %0, i64 3184
  %603 = getelementptr inbounds i8, ptr %0, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %602, i8 0, i64 40, i1 false)
  store i64 %34, ptr %603, align 8, !tbaa !345
  %604 = icmp ult i32 %601, 3
  br i1 %604, label %605, label %625

605:                                              ; preds = %600
  %606 = icmp eq i32 %601, 0
  br i1 %606, label %607, label %624

607:                                              ; preds = %605
  %608 = load ptr, ptr %200, align 8, !tbaa !45
  %609 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %608, ptr %609, align 8, !tbaa !47
  %610 = load ptr, ptr %104, align 8, !tbaa !52
  %611 = ptrtoint ptr %610 to i64
  %612 = and i64 %611, 63
  %613 = sub nsw i64 0, %612
  %614 = getelementptr inbounds i8, ptr %610, i64 %613
  %615 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %614, ptr %615, align 8, !tbaa !380
  %616 = ptrtoint ptr %608 to i64
  %617 = sub i64 0, %616
  %618 = and i64 %617, 63
  %619 = getelementptr inbounds i8, ptr %608, i64 %618
  %620 = icmp ugt ptr %619, %610
  br i1 %620, label %643, label %621

621:                                              ; preds = %607
  store ptr %619, ptr %200, align 8, !tbaa !45
  store ptr %619, ptr %114, align 8, !tbaa !46
  %622 = icmp eq i64 %618, 0
  br i1 %622, label %624, label %623

623:                                              ; preds = %621
  store ptr %619, ptr %609, align 8, !tbaa !47
  br label %624

624:                                              ; preds = %623, %621, %605
  store i32 3, ptr %196, align 8, !tbaa !304
  br label %625

625:                                              ; preds = %624, %600
  %626 = icmp ugt i64 %33, %25
  br i1 %626, label %640, label %627

627:                                              ; preds = %625
  %628 = load ptr, ptr %112, align 8, !tbaa !379
  %629 = sub nsw i64 0, %34
  %630 = getelementptr inbounds i8, ptr %628, i64 %629
  %631 = load ptr, ptr %114, align 8, !tbaa !46
  %632 = icmp ult ptr %630, %631
  br i1 %632, label %633, label %634

633:                                              ; preds = %627
  store i8 1, ptr %197, align 8, !tbaa !44
  br label %640

634:                                              ; preds = %627
  %635 = getelementptr inbounds i8, ptr %0, i64 736
  %636 = load ptr, ptr %635, align 8, !tbaa !47
  %637 = icmp ult ptr %630, %636
  br i1 %637, label %638, label %639

638:                                              ; preds = %634
  store ptr %630, ptr %635, align 8, !tbaa !47
  br label %639

639:                                              ; preds = %638, %634
  store ptr %630, ptr %112, align 8, !tbaa !379
  br label %640

640:                                              ; preds = %625, %633, %639
  %641 = phi ptr [ %630, %639 ], [ null, %633 ], [ null, %625 ]
  %642 = getelementptr inbounds i8, ptr %0, i64 1008
  store ptr %641, ptr %642, align 8, !tbaa !393
  br label %662

643:                                              ; preds = %607
  %644 = getelementptr inbounds i8, ptr %0, i64 1008
  store ptr null, ptr %644, align 8, !tbaa !393
  %645 = load ptr, ptr %200, align 8, !tbaa !45
  %646 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %645, ptr %646, align 8, !tbaa !47
  %647 = load ptr, ptr %104, align 8, !tbaa !52
  %648 = ptrtoint ptr %647 to i64
  %649 = and i64 %648, 63
  %650 = sub nsw i64 0, %649
  %651 = getelementptr inbounds i8, ptr %647, i64 %650
  %652 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %651, ptr %652, align 8, !tbaa !380
  %653 = ptrtoint ptr %645 to i64
  %654 = sub i64 0, %653
  %655 = and i64 %654, 63
  %656 = getelementptr inbounds i8, ptr %645, i64 %655
  %657 = icmp ugt ptr %656, %647
  br i1 %657, label %680, label %658

658:                                              ; preds = %643
  store ptr %656, ptr %200, align 8, !tbaa !45
  store ptr %656, ptr %114, align 8, !tbaa !46
  %659 = icmp eq i64 %655, 0
  br i1 %659, label %661, label %660

660:                                              ; preds = %658
  store ptr %656, ptr %646, align 8, !tbaa !47
  br label %661

661:                                              ; preds = %660, %658
  store i32 3, ptr %196, align 8, !tbaa !304
  br label %662

662:                                              ; preds = %640, %661
  %663 = icmp ugt i64 %33, %25
  br i1 %663, label %677, label %664

664:                                              ; preds = %662
  %665 = load ptr, ptr %112, align 8, !tbaa !379
  %666 = sub nsw i64 0, %34
  %667 = getelementptr inbounds i8, ptr %665, i64 %666
  %668 = load ptr, ptr %114, align 8, !tbaa !46
  %669 = icmp ult ptr %667, %668
  br i1 %669, label %670, label %671

670:                                              ; preds = %664
  store i8 1, ptr %197, align 8, !tbaa !44
  br label %677

671:                                              ; preds = %664
  %672 = getelementptr inbounds i8, ptr %0, i64 736
  %673 = load ptr, ptr %672, align 8, !tbaa !47
  %674 = icmp ult ptr %667, %673
  br i1 %674, label %675, label %676

675:                                              ; preds = %671
  store ptr %667, ptr %672, align 8, !tbaa !47
  br label %676

676:                                              ; preds = %675, %671
  store ptr %667, ptr %112, align 8, !tbaa !379
  br label %677

677:                                              ; preds = %662, %670, %676
  %678 = phi ptr [ %667, %676 ], [ null, %670 ], [ null, %662 ]
  %679 = getelementptr inbounds i8, ptr %0, i64 1016
  store ptr %678, ptr %679, align 8, !tbaa !394
  br label %699

680:                                              ; preds = %643
  %681 = getelementptr inbounds i8, ptr %0, i64 1016
  store ptr null, ptr %681, align 8, !tbaa !394
  %682 = load ptr, ptr %200, align 8, !tbaa !45
  %683 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %682, ptr %683, align 8, !tbaa !47
  %684 = load ptr, ptr %104, align 8, !tbaa !52
  %685 = ptrtoint ptr %684 to i64
  %686 = and i64 %685, 63
  %687 = sub nsw i64 0, %686
  %688 = getelementptr inbounds i8, ptr %684, i64 %687
  %689 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %688, ptr %689, align 8, !tbaa !380
  %690 = ptrtoint ptr %682 to i64
  %691 = sub i64 0, %690
  %692 = and i64 %691, 63
  %693 = getelementptr inbounds i8, ptr %682, i64 %692
  %694 = icmp ugt ptr %693, %684
  br i1 %694, label %714, label %695

695:                                              ; preds = %680
  store ptr %693, ptr %200, align 8, !tbaa !45
  store ptr %693, ptr %114, align 8, !tbaa !46
  %696 = icmp eq i64 %692, 0
  br i1 %696, label %698, label %697

697:                                              ; preds = %695
  store ptr %693, ptr %683, align 8, !tbaa !47
  br label %698

698:                                              ; preds = %697, %695
  store i32 3, ptr %196, align 8, !tbaa !304
  br label %699

699:                                              ; preds = %677, %698
  %700 = icmp ugt i64 %33, %25
  br i1 %700, label %714, label %701

701:                                              ; preds = %699
  %702 = load ptr, ptr %112, align 8, !tbaa !379
  %703 = sub nsw i64 0, %34
  %704 = getelementptr inbounds i8, ptr %702, i64 %703
  %705 = load ptr, ptr %114, align 8, !tbaa !46
  %706 = icmp ult ptr %704, %705
  br i1 %706, label %707, label %708

707:                                              ; preds = %701
  store i8 1, ptr %197, align 8, !tbaa !44
  br label %714

708:                                              ; preds = %701
  %709 = getelementptr inbounds i8, ptr %0, i64 736
  %710 = load ptr, ptr %709, align 8, !tbaa !47
  %711 = icmp ult ptr %704, %710
  br i1 %711, label %712, label %713

712:                                              ; preds = %708
  store ptr %704, ptr %709, align 8, !tbaa !47
  br label %713

713:                                              ; preds = %712, %708
  store ptr %704, ptr %112, align 8, !tbaa !379
  br label %714

714:                                              ; preds = %680, %699, %707, %713
  %715 = phi ptr [ null, %699 ], [ null, %707 ], [ %704, %713 ], [ null, %680 ]
  %716 = getelementptr inbounds i8, ptr %0, i64 1024
  store ptr %715, ptr %716, align 8, !tbaa !395
  %717 = getelementptr inbounds i8, ptr %0, i64 972
  store i32 1, ptr %717, align 4, !tbaa !377
  br label %718

718:                                              ; preds = %147, %174, %169, %165, %127, %213, %82, %714
  %719 = phi i64 [ 0, %714 ], [ %228, %213 ], [ %94, %82 ], [ -64, %174 ], [ -64, %169 ], [ -64, %165 ], [ -64, %127 ], [ -64, %147 ]
  ret i64 %719
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i64 -64, 1) i64 @ZSTD_reset_matchState(ptr nocapture noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) unnamed_addr #11 {
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  %9 = load i32, ptr %8, align 4, !tbaa !58
  %10 = getelementptr inbounds i8, ptr %0, i64 140
  %11 = load i32, ptr %10, align 4, !tbaa !396
  %12 = icmp eq i32 %11, 0
  %13 = icmp ne i32 %6, 0
  %14 = or i1 %13, %12
  br i1 %14, label %15, label %22

15:                                               ; preds = %7
  %16 = icmp eq i32 %9, 1
  br i1 %16, label %27, label %17

17:                                               ; preds = %15
  %18 = add i32 %9, -3
  %19 = icmp ult i32 %18, 3
  %20 = icmp eq i32 %3, 1
  %21 = and i1 %20, %19
  br i1 %21, label %27, label %22

22:                                               ; preds = %7, %17
  %23 = getelementptr inbounds i8, ptr %2, i64 4
  %24 = load i32, ptr %23, align 4, !tbaa !54
  %25 = zext nneg i32 %24 to i64
  %26 = shl i64 4, %25
  br label %27

27:                                               ; preds = %15, %17, %22
  %28 = phi i64 [ %26, %22 ], [ 0, %17 ], [ 0, %15 ]
  %29 = getelementptr inbounds i8, ptr %2, i64 8
  %30 = load i32, ptr %29, align 4, !tbaa !55
  %31 = zext nneg i32 %30 to i64
  %32 = shl nuw i64 1, %31
  %33 = icmp eq i32 %6, 1
  br i1 %33, label %34, label %41

34:                                               ; preds = %27
  %35 = getelementptr inbounds i8, ptr %2, i64 16
  %36 = load i32, ptr %35, align 4, !tbaa !57
  %37 = icmp eq i32 %36, 3
  br i1 %37, label %38, label %41

38:                                               ; preds = %34
  %39 = load i32, ptr %2, align 4, !tbaa !53
  %40 = tail call i32 @llvm.umin.i32(i32 %39, i32 17)
  br label %41

41:                                               ; preds = %38, %27, %34
  %42 = phi i32 [ 0, %34 ], [ 0, %27 ], [ %40, %38 ]
  %43 = icmp eq i32 %42, 0
  %44 = zext nneg i32 %42 to i64
  %45 = shl nuw nsw i64 4, %44
  %46 = icmp eq i32 %5, 1
  br i1 %46, label %53, label %47

47:                                               ; preds = %41
  %48 = load ptr, ptr %0, align 8, !tbaa !218
  %49 = getelementptr inbounds i8, ptr %0, i64 8
  %50 = load ptr, ptr %49, align 8, !tbaa !222
  %51 = getelementptr inbounds i8, ptr %1, i64 16
  %52 = load ptr, ptr %51, align 8, !tbaa !45
  br label %60

53:                                               ; preds = %41
  %54 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %54, align 8
  %55 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr @.str, ptr %55, align 8, !tbaa !222
  %56 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str, ptr %56, align 8, !tbaa !219
  store ptr getelementptr inbounds (i8, ptr @.str, i64 2), ptr %0, align 8, !tbaa !218
  %57 = getelementptr inbounds i8, ptr %1, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !45
  %59 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %58, ptr %59, align 8, !tbaa !47
  br label %60

60:                                               ; preds = %47, %53
  %61 = phi ptr [ %52, %47 ], [ %58, %53 ]
  %62 = phi ptr [ %50, %47 ], [ @.str, %53 ]
  %63 = phi ptr [ %48, %47 ], [ getelementptr inbounds (i8, ptr @.str, i64 2), %53 ]
  %64 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 %42, ptr %64, align 8, !tbaa !397
  %65 = getelementptr inbounds i8, ptr %0, i64 300
  store i32 0, ptr %65, align 4, !tbaa !398
  %66 = ptrtoint ptr %63 to i64
  %67 = ptrtoint ptr %62 to i64
  %68 = sub i64 %66, %67
  %69 = trunc i64 %68 to i32
  %70 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %69, ptr %70, align 4, !tbaa !220
  %71 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %69, ptr %71, align 8, !tbaa !221
  %72 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %69, ptr %72, align 4, !tbaa !223
  %73 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 0, ptr %73, align 8, !tbaa !399
  %74 = getelementptr inbounds i8, ptr %0, i64 196
  store i32 0, ptr %74, align 4, !tbaa !400
  %75 = getelementptr inbounds i8, ptr %0, i64 248
  store ptr null, ptr %75, align 8, !tbaa !401
  %76 = getelementptr inbounds i8, ptr %1, i64 16
  %77 = getelementptr inbounds i8, ptr %1, i64 24
  store ptr %61, ptr %77, align 8, !tbaa !46
  %78 = shl i64 4, %31
  %79 = getelementptr inbounds i8, ptr %1, i64 64
  %80 = load i32, ptr %79, align 8, !tbaa !304
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %100

82:                                               ; preds = %60
  %83 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %61, ptr %83, align 8, !tbaa !47
  %84 = getelementptr inbounds i8, ptr %1, i64 8
  %85 = load ptr, ptr %84, align 8, !tbaa !52
  %86 = ptrtoint ptr %85 to i64
  %87 = and i64 %86, 63
  %88 = sub nsw i64 0, %87
  %89 = getelementptr inbounds i8, ptr %85, i64 %88
  %90 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %89, ptr %90, align 8, !tbaa !380
  %91 = ptrtoint ptr %61 to i64
  %92 = sub i64 0, %91
  %93 = and i64 %92, 63
  %94 = getelementptr inbounds i8, ptr %61, i64 %93
  %95 = icmp ugt ptr %94, %85
  br i1 %95, label %113, label %96

96:                                               ; preds = %82
  store ptr %94, ptr %76, align 8, !tbaa !45
  store ptr %94, ptr %77, align 8, !tbaa !46
  %97 = icmp eq i64 %93, 0
  br i1 %97, label %99, label %98

98:                                               ; preds = %96
  store ptr %94, ptr %83, align 8, !tbaa !47
  br label %99

99:                                               ; preds = %98, %96
  store i32 1, ptr %79, align 8, !tbaa !304
  br label %100

100:                                              ; preds = %60, %99
  %101 = phi ptr [ %94, %99 ], [ %61, %60 ]
  %102 = getelementptr inbounds i8, ptr %101, i64 %78
  %103 = getelementptr inbounds i8, ptr %1, i64 40
  %104 = load ptr, ptr %103, align 8, !tbaa !379
  %105 = icmp ugt ptr %102, %104
  br i1 %105, label %106, label %108

106:                                              ; preds = %100
  %107 = getelementptr inbounds i8, ptr %1, i64 56
  store i8 1, ptr %107, align 8, !tbaa !44
  br label %109

108:                                              ; preds = %100
  store ptr %102, ptr %77, align 8, !tbaa !46
  br label %109

109:                                              ; preds = %106, %108
  %110 = phi ptr [ %102, %108 ], [ %101, %106 ]
  %111 = phi ptr [ %101, %108 ], [ null, %106 ]
  %112 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %111, ptr %112, align 8, !tbaa !402
  br label %133

113:                                              ; preds = %82
  %114 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr null, ptr %114, align 8, !tbaa !402
  %115 = load ptr, ptr %76, align 8, !tbaa !45
  %116 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %115, ptr %116, align 8, !tbaa !47
  %117 = getelementptr inbounds i8, ptr %1, i64 8
  %118 = load ptr, ptr %117, align 8, !tbaa !52
  %119 = ptrtoint ptr %118 to i64
  %120 = and i64 %119, 63
  %121 = sub nsw i64 0, %120
  %122 = getelementptr inbounds i8, ptr %118, i64 %121
  %123 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %122, ptr %123, align 8, !tbaa !380
  %124 = ptrtoint ptr %115 to i64
  %125 = sub i64 0, %124
  %126 = and i64 %125, 63
  %127 = getelementptr inbounds i8, ptr %115, i64 %126
  %128 = icmp ugt ptr %127, %118
  br i1 %128, label %147, label %129

129:                                              ; preds = %113
  store ptr %127, ptr %76, align 8, !tbaa !45
  store ptr %127, ptr %77, align 8, !tbaa !46
  %130 = icmp eq i64 %126, 0
  br i1 %130, label %132, label %131

131:                                              ; preds = %129
  store ptr %127, ptr %116, align 8, !tbaa !47
  br label %132

132:                                              ; preds = %131, %129
  store i32 1, ptr %79, align 8, !tbaa !304
  br label %133

133:                                              ; preds = %132, %109
  %134 = phi ptr [ %110, %109 ], [ %127, %132 ]
  %135 = getelementptr inbounds i8, ptr %134, i64 %28
  %136 = getelementptr inbounds i8, ptr %1, i64 40
  %137 = load ptr, ptr %136, align 8, !tbaa !379
  %138 = icmp ugt ptr %135, %137
  br i1 %138, label %139, label %141

139:                                              ; preds = %133
  %140 = getelementptr inbounds i8, ptr %1, i64 56
  store i8 1, ptr %140, align 8, !tbaa !44
  br label %142

141:                                              ; preds = %133
  store ptr %135, ptr %77, align 8, !tbaa !46
  br label %142

142:                                              ; preds = %139, %141
  %143 = phi ptr [ %135, %141 ], [ %134, %139 ]
  %144 = phi ptr [ %134, %141 ], [ null, %139 ]
  %145 = getelementptr inbounds i8, ptr %0, i64 128
  store ptr %144, ptr %145, align 8, !tbaa !403
  %146 = select i1 %43, i64 0, i64 %45
  br label %168

147:                                              ; preds = %113
  %148 = getelementptr inbounds i8, ptr %0, i64 128
  store ptr null, ptr %148, align 8, !tbaa !403
  %149 = select i1 %43, i64 0, i64 %45
  %150 = load ptr, ptr %76, align 8, !tbaa !45
  %151 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %150, ptr %151, align 8, !tbaa !47
  %152 = getelementptr inbounds i8, ptr %1, i64 8
  %153 = load ptr, ptr %152, align 8, !tbaa !52
  %154 = ptrtoint ptr %153 to i64
  %155 = and i64 %154, 63
  %156 = sub nsw i64 0, %155
  %157 = getelementptr inbounds i8, ptr %153, i64 %156
  %158 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %157, ptr %158, align 8, !tbaa !380
  %159 = ptrtoint ptr %150 to i64
  %160 = sub i64 0, %159
  %161 = and i64 %160, 63
  %162 = getelementptr inbounds i8, ptr %150, i64 %161
  %163 = icmp ugt ptr %162, %153
  br i1 %163, label %178, label %164

164:                                              ; preds = %147
  store ptr %162, ptr %76, align 8, !tbaa !45
  store ptr %162, ptr %77, align 8, !tbaa !46
  %165 = icmp eq i64 %161, 0
  br i1 %165, label %167, label %166

166:                                              ; preds = %164
  store ptr %162, ptr %151, align 8, !tbaa !47
  br label %167

167:                                              ; preds = %166, %164
  store i32 1, ptr %79, align 8, !tbaa !304
  br label %168

168:                                              ; preds = %167, %142
  %169 = phi i64 [ %146, %142 ], [ %149, %167 ]
  %170 = phi ptr [ %143, %142 ], [ %162, %167 ]
  %171 = getelementptr inbounds i8, ptr %170, i64 %169
  %172 = getelementptr inbounds i8, ptr %1, i64 40
  %173 = load ptr, ptr %172, align 8, !tbaa !379
  %174 = icmp ugt ptr %171, %173
  br i1 %174, label %175, label %177

175:                                              ; preds = %168
  %176 = getelementptr inbounds i8, ptr %1, i64 56
  store i8 1, ptr %176, align 8, !tbaa !44
  br label %178

177:                                              ; preds = %168
  store ptr %171, ptr %77, align 8, !tbaa !46
  br label %178

178:                                              ; preds = %147, %175, %177
  %179 = phi ptr [ %170, %175 ], [ %171, %177 ], [ %61, %147 ]
  %180 = phi ptr [ null, %175 ], [ %170, %177 ], [ null, %147 ]
  %181 = getelementptr inbounds i8, ptr %0, i64 120
  store ptr %180, ptr %181, align 8, !tbaa !404
  %182 = getelementptr inbounds i8, ptr %1, i64 56
  %183 = load i8, ptr %182, align 8, !tbaa !44
  %184 = icmp eq i8 %183, 0
  br i1 %184, label %185, label %569

185:                                              ; preds = %178
  %186 = icmp eq i32 %4, 1
  br i1 %186, label %202, label %187

187:                                              ; preds = %185
  %188 = getelementptr inbounds i8, ptr %1, i64 32
  %189 = load ptr, ptr %188, align 8, !tbaa !47
  %190 = icmp ult ptr %189, %179
  br i1 %190, label %191, label %197

191:                                              ; preds = %187
  %192 = ptrtoint ptr %179 to i64
  %193 = ptrtoint ptr %189 to i64
  %194 = sub i64 %192, %193
  tail call void @llvm.memset.p0.i64(ptr align 1 %189, i8 0, i64 %194, i1 false)
  %195 = load ptr, ptr %188, align 8, !tbaa !47
  %196 = load ptr, ptr %77, align 8, !tbaa !46
  br label %197

197:                                              ; preds = %191, %187
  %198 = phi ptr [ %196, %191 ], [ %179, %187 ]
  %199 = phi ptr [ %195, %191 ], [ %189, %187 ]
  %200 = icmp ult ptr %199, %198
  br i1 %200, label %201, label %202

201:                                              ; preds = %197
  store ptr %198, ptr %188, align 8, !tbaa !47
  br label %202

202:                                              ; preds = %201, %197, %185
  %203 = phi ptr [ %198, %201 ], [ %198, %197 ], [ %179, %185 ]
  %204 = load i32, ptr %8, align 4, !tbaa !58
  %205 = add i32 %204, -6
  %206 = icmp ult i32 %205, -3
  %207 = icmp ne i32 %3, 1
  %208 = or i1 %207, %206
  br i1 %208, label %340, label %209

209:                                              ; preds = %202
  %210 = add nuw i64 %32, 63
  %211 = and i64 %210, -64
  %212 = load i32, ptr %79, align 8, !tbaa !304
  br i1 %33, label %213, label %288

213:                                              ; preds = %209
  %214 = icmp eq i32 %212, 0
  br i1 %214, label %215, label %234

215:                                              ; preds = %213
  %216 = load ptr, ptr %76, align 8, !tbaa !45
  %217 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %216, ptr %217, align 8, !tbaa !47
  %218 = getelementptr inbounds i8, ptr %1, i64 8
  %219 = load ptr, ptr %218, align 8, !tbaa !52
  %220 = ptrtoint ptr %219 to i64
  %221 = and i64 %220, 63
  %222 = sub nsw i64 0, %221
  %223 = getelementptr inbounds i8, ptr %219, i64 %222
  %224 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %223, ptr %224, align 8, !tbaa !380
  %225 = ptrtoint ptr %216 to i64
  %226 = sub i64 0, %225
  %227 = and i64 %226, 63
  %228 = getelementptr inbounds i8, ptr %216, i64 %227
  %229 = icmp ugt ptr %228, %219
  br i1 %229, label %258, label %230

230:                                              ; preds = %215
  store ptr %228, ptr %76, align 8, !tbaa !45
  store ptr %228, ptr %77, align 8, !tbaa !46
  %231 = icmp eq i64 %227, 0
  br i1 %231, label %233, label %232

232:                                              ; preds = %230
  store ptr %228, ptr %217, align 8, !tbaa !47
  br label %233

233:                                              ; preds = %232, %230
  store i32 1, ptr %79, align 8, !tbaa !304
  br label %234

234:                                              ; preds = %233, %213
  %235 = phi ptr [ %228, %233 ], [ %203, %213 ]
  %236 = icmp eq i64 %211, 0
  br i1 %236, label %258, label %237

237:                                              ; preds = %234
  %238 = getelementptr inbounds i8, ptr %1, i64 40
  %239 = load ptr, ptr %238, align 8, !tbaa !379
  %240 = sub i64 0, %211
  %241 = getelementptr inbounds i8, ptr %239, i64 %240
  %242 = icmp ult ptr %241, %235
  br i1 %242, label %243, label %244

243:                                              ; preds = %237
  store i8 1, ptr %182, align 8, !tbaa !44
  br label %258

244:                                              ; preds = %237
  %245 = getelementptr inbounds i8, ptr %1, i64 32
  %246 = load ptr, ptr %245, align 8, !tbaa !47
  %247 = icmp ult ptr %241, %246
  br i1 %247, label %248, label %249

248:                                              ; preds = %244
  store ptr %241, ptr %245, align 8, !tbaa !47
  br label %249

249:                                              ; preds = %248, %244
  store ptr %241, ptr %238, align 8, !tbaa !379
  %250 = getelementptr inbounds i8, ptr %1, i64 48
  %251 = load ptr, ptr %250, align 8, !tbaa !380
  %252 = icmp ult ptr %241, %251
  br i1 %252, label %253, label %258

253:                                              ; preds = %249
  %254 = ptrtoint ptr %251 to i64
  %255 = ptrtoint ptr %241 to i64
  %256 = sub i64 %254, %255
  %257 = tail call i64 @llvm.umin.i64(i64 %256, i64 %211)
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %241, i8 0, i64 %257, i1 false)
  store ptr %241, ptr %250, align 8, !tbaa !380
  br label %258

258:                                              ; preds = %215, %234, %243, %249, %253
  %259 = phi ptr [ %241, %253 ], [ %241, %249 ], [ null, %234 ], [ null, %243 ], [ null, %215 ]
  %260 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %259, ptr %260, align 8, !tbaa !405
  %261 = getelementptr inbounds i8, ptr %0, i64 96
  %262 = load i64, ptr %261, align 8, !tbaa !406
  %263 = tail call i64 @llvm.fshl.i64(i64 %262, i64 %262, i64 15)
  %264 = tail call i64 @llvm.fshl.i64(i64 %262, i64 %262, i64 40)
  %265 = xor i64 %264, %263
  %266 = xor i64 %265, %262
  %267 = mul i64 %266, -6939452855193903323
  %268 = lshr i64 %267, 35
  %269 = add nuw nsw i64 %268, 8
  %270 = xor i64 %269, %267
  %271 = mul i64 %270, -6939452855193903323
  %272 = getelementptr inbounds i8, ptr %0, i64 104
  %273 = load i32, ptr %272, align 8, !tbaa !407
  %274 = zext i32 %273 to i64
  %275 = shl nuw nsw i64 %274, 15
  %276 = tail call i64 @llvm.fshl.i64(i64 %274, i64 %274, i64 40)
  %277 = xor i64 %276, %275
  %278 = xor i64 %277, %274
  %279 = mul i64 %278, -6939452855193903323
  %280 = lshr i64 %279, 35
  %281 = add nuw nsw i64 %280, 4
  %282 = xor i64 %281, %279
  %283 = mul i64 %282, -6939452855193903323
  %284 = xor i64 %283, %271
  %285 = lshr i64 %284, 28
  %286 = xor i64 %271, %285
  %287 = xor i64 %286, %283
  store i64 %287, ptr %261, align 8, !tbaa !406
  br label %332

288:                                              ; preds = %209
  %289 = icmp ult i32 %212, 2
  br i1 %289, label %290, label %312

290:                                              ; preds = %288
  %291 = icmp eq i32 %212, 0
  br i1 %291, label %292, label %310

292:                                              ; preds = %290
  %293 = load ptr, ptr %76, align 8, !tbaa !45
  %294 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %293, ptr %294, align 8, !tbaa !47
  %295 = getelementptr inbounds i8, ptr %1, i64 8
  %296 = load ptr, ptr %295, align 8, !tbaa !52
  %297 = ptrtoint ptr %296 to i64
  %298 = and i64 %297, 63
  %299 = sub nsw i64 0, %298
  %300 = getelementptr inbounds i8, ptr %296, i64 %299
  %301 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %300, ptr %301, align 8, !tbaa !380
  %302 = ptrtoint ptr %293 to i64
  %303 = sub i64 0, %302
  %304 = and i64 %303, 63
  %305 = getelementptr inbounds i8, ptr %293, i64 %304
  %306 = icmp ugt ptr %305, %296
  br i1 %306, label %328, label %307

307:                                              ; preds = %292
  store ptr %305, ptr %76, align 8, !tbaa !45
  store ptr %305, ptr %77, align 8, !tbaa !46
  %308 = icmp eq i64 %304, 0
  br i1 %308, label %310, label %309

309:                                              ; preds = %307
  store ptr %305, ptr %294, align 8, !tbaa !47
  br label %310

310:                                              ; preds = %309, %307, %290
  %311 = phi ptr [ %305, %309 ], [ %305, %307 ], [ %203, %290 ]
  store i32 2, ptr %79, align 8, !tbaa !304
  br label %312

312:                                              ; preds = %310, %288
  %313 = phi ptr [ %311, %310 ], [ %203, %288 ]
  %314 = icmp eq i64 %211, 0
  br i1 %314, label %328, label %315

315:                                              ; preds = %312
  %316 = getelementptr inbounds i8, ptr %1, i64 40
  %317 = load ptr, ptr %316, align 8, !tbaa !379
  %318 = sub i64 0, %211
  %319 = getelementptr inbounds i8, ptr %317, i64 %318
  %320 = icmp ult ptr %319, %313
  br i1 %320, label %321, label %322

321:                                              ; preds = %315
  store i8 1, ptr %182, align 8, !tbaa !44
  br label %328

322:                                              ; preds = %315
  %323 = getelementptr inbounds i8, ptr %1, i64 32
  %324 = load ptr, ptr %323, align 8, !tbaa !47
  %325 = icmp ult ptr %319, %324
  br i1 %325, label %326, label %327

326:                                              ; preds = %322
  store ptr %319, ptr %323, align 8, !tbaa !47
  br label %327

327:                                              ; preds = %326, %322
  store ptr %319, ptr %316, align 8, !tbaa !379
  br label %328

328:                                              ; preds = %292, %312, %321, %327
  %329 = phi ptr [ null, %312 ], [ null, %321 ], [ %319, %327 ], [ null, %292 ]
  %330 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %329, ptr %330, align 8, !tbaa !405
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %329, i8 0, i64 %32, i1 false)
  %331 = getelementptr inbounds i8, ptr %0, i64 96
  store i64 0, ptr %331, align 8, !tbaa !406
  br label %332

332:                                              ; preds = %328, %258
  %333 = getelementptr inbounds i8, ptr %2, i64 12
  %334 = load i32, ptr %333, align 4, !tbaa !56
  %335 = tail call i32 @llvm.umin.i32(i32 %334, i32 6)
  %336 = tail call i32 @llvm.umax.i32(i32 %335, i32 4)
  %337 = load i32, ptr %29, align 4, !tbaa !55
  %338 = sub i32 %337, %336
  %339 = getelementptr inbounds i8, ptr %0, i64 52
  store i32 %338, ptr %339, align 4, !tbaa !408
  br label %340

340:                                              ; preds = %332, %202
  br i1 %33, label %341, label %564

341:                                              ; preds = %340
  %342 = load i32, ptr %8, align 4, !tbaa !58
  %343 = icmp ugt i32 %342, 6
  br i1 %343, label %344, label %564

344:                                              ; preds = %341
  %345 = load i32, ptr %79, align 8, !tbaa !304
  %346 = icmp ult i32 %345, 2
  br i1 %346, label %347, label %368

347:                                              ; preds = %344
  %348 = icmp eq i32 %345, 0
  br i1 %348, label %349, label %367

349:                                              ; preds = %347
  %350 = load ptr, ptr %76, align 8, !tbaa !45
  %351 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %350, ptr %351, align 8, !tbaa !47
  %352 = getelementptr inbounds i8, ptr %1, i64 8
  %353 = load ptr, ptr %352, align 8, !tbaa !52
  %354 = ptrtoint ptr %353 to i64
  %355 = and i64 %354, 63
  %356 = sub nsw i64 0, %355
  %357 = getelementptr inbounds i8, ptr %353, i64 %356
  %358 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %357, ptr %358, align 8, !tbaa !380
  %359 = ptrtoint ptr %350 to i64
  %360 = sub i64 0, %359
  %361 = and i64 %360, 63
  %362 = getelementptr inbounds i8, ptr %350, i64 %361
  %363 = icmp ugt ptr %362, %353
  br i1 %363, label %384, label %364

364:                                              ; preds = %349
  store ptr %362, ptr %76, align 8, !tbaa !45
  store ptr %362, ptr %77, align 8, !tbaa !46
  %365 = icmp eq i64 %361, 0
  br i1 %365, label %367, label %366

366:                                              ; preds = %364
  store ptr %362, ptr %351, align 8, !tbaa !47
  br label %367

367:                                              ; preds = %366, %364, %347
  store i32 2, ptr %79, align 8, !tbaa !304
  br label %368

368:                                              ; preds = %367, %344
  %369 = getelementptr inbounds i8, ptr %1, i64 40
  %370 = load ptr, ptr %369, align 8, !tbaa !379
  %371 = getelementptr inbounds i8, ptr %370, i64 -1024
  %372 = load ptr, ptr %77, align 8, !tbaa !46
  %373 = icmp ult ptr %371, %372
  br i1 %373, label %374, label %375

374:                                              ; preds = %368
  store i8 1, ptr %182, align 8, !tbaa !44
  br label %381

375:                                              ; preds = %368
  %376 = getelementptr inbounds i8, ptr %1, i64 32
  %377 = load ptr, ptr %376, align 8, !tbaa !47
  %378 = icmp ult ptr %371, %377
  br i1 %378, label %379, label %380

379:                                              ; preds = %375
  store ptr %371, ptr %376, align 8, !tbaa !47
  br label %380

380:                                              ; preds = %379, %375
  store ptr %371, ptr %369, align 8, !tbaa !379
  br label %381

381:                                              ; preds = %374, %380
  %382 = phi ptr [ %371, %380 ], [ null, %374 ]
  %383 = getelementptr inbounds i8, ptr %0, i64 144
  store ptr %382, ptr %383, align 8, !tbaa !409
  br label %404

384:                                              ; preds = %349
  %385 = getelementptr inbounds i8, ptr %0, i64 144
  store ptr null, ptr %385, align 8, !tbaa !409
  %386 = load ptr, ptr %76, align 8, !tbaa !45
  %387 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %386, ptr %387, align 8, !tbaa !47
  %388 = getelementptr inbounds i8, ptr %1, i64 8
  %389 = load ptr, ptr %388, align 8, !tbaa !52
  %390 = ptrtoint ptr %389 to i64
  %391 = and i64 %390, 63
  %392 = sub nsw i64 0, %391
  %393 = getelementptr inbounds i8, ptr %389, i64 %392
  %394 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %393, ptr %394, align 8, !tbaa !380
  %395 = ptrtoint ptr %386 to i64
  %396 = sub i64 0, %395
  %397 = and i64 %396, 63
  %398 = getelementptr inbounds i8, ptr %386, i64 %397
  %399 = icmp ugt ptr %398, %389
  br i1 %399, label %420, label %400

400:                                              ; preds = %384
  store ptr %398, ptr %76, align 8, !tbaa !45
  store ptr %398, ptr %77, align 8, !tbaa !46
  %401 = icmp eq i64 %397, 0
  br i1 %401, label %403, label %402

402:                                              ; preds = %400
  store ptr %398, ptr %387, align 8, !tbaa !47
  br label %403

403:                                              ; preds = %402, %400
  store i32 2, ptr %79, align 8, !tbaa !304
  br label %404

404:                                              ; preds = %381, %403
  %405 = getelementptr inbounds i8, ptr %1, i64 40
  %406 = load ptr, ptr %405, align 8, !tbaa !379
  %407 = getelementptr inbounds i8, ptr %406, i64 -192
  %408 = load ptr, ptr %77, align 8, !tbaa !46
  %409 = icmp ult ptr %407, %408
  br i1 %409, label %410, label %411

410:                                              ; preds = %404
  store i8 1, ptr %182, align 8, !tbaa !44
  br label %417

411:                                              ; preds = %404
  %412 = getelementptr inbounds i8, ptr %1, i64 32
  %413 = load ptr, ptr %412, align 8, !tbaa !47
  %414 = icmp ult ptr %407, %413
  br i1 %414, label %415, label %416

415:                                              ; preds = %411
  store ptr %407, ptr %412, align 8, !tbaa !47
  br label %416

416:                                              ; preds = %415, %411
  store ptr %407, ptr %405, align 8, !tbaa !379
  br label %417

417:                                              ; preds = %410, %416
  %418 = phi ptr [ %407, %416 ], [ null, %410 ]
  %419 = getelementptr inbounds i8, ptr %0, i64 152
  store ptr %418, ptr %419, align 8, !tbaa !410
  br label %440

420:                                              ; preds = %384
  %421 = getelementptr inbounds i8, ptr %0, i64 152
  store ptr null, ptr %421, align 8, !tbaa !410
  %422 = load ptr, ptr %76, align 8, !tbaa !45
  %423 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %422, ptr %423, align 8, !tbaa !47
  %424 = getelementptr inbounds i8, ptr %1, i64 8
  %425 = load ptr, ptr %424, align 8, !tbaa !52
  %426 = ptrtoint ptr %425 to i64
  %427 = and i64 %426, 63
  %428 = sub nsw i64 0, %427
  %429 = getelementptr inbounds i8, ptr %425, i64 %428
  %430 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %429, ptr %430, align 8, !tbaa !380
  %431 = ptrtoint ptr %422 to i64
  %432 = sub i64 0, %431
  %433 = and i64 %432, 63
  %434 = getelementptr inbounds i8, ptr %422, i64 %433
  %435 = icmp ugt ptr %434, %425
  br i1 %435, label %456, label %436

436:                                              ; preds = %420
  store ptr %434, ptr %76, align 8, !tbaa !45
  store ptr %434, ptr %77, align 8, !tbaa !46
  %437 = icmp eq i64 %433, 0
  br i1 %437, label %439, label %438

438:                                              ; preds = %436
  store ptr %434, ptr %423, align 8, !tbaa !47
  br label %439

439:                                              ; preds = %438, %436
  store i32 2, ptr %79, align 8, !tbaa !304
  br label %440

440:                                              ; preds = %417, %439
  %441 = getelementptr inbounds i8, ptr %1, i64 40
  %442 = load ptr, ptr %441, align 8, !tbaa !379
  %443 = getelementptr inbounds i8, ptr %442, i64 -256
  %444 = load ptr, ptr %77, align 8, !tbaa !46
  %445 = icmp ult ptr %443, %444
  br i1 %445, label %446, label %447

446:                                              ; preds = %440
  store i8 1, ptr %182, align 8, !tbaa !44
  br label %453

447:                                              ; preds = %440
  %448 = getelementptr inbounds i8, ptr %1, i64 32
  %449 = load ptr, ptr %448, align 8, !tbaa !47
  %450 = icmp ult ptr %443, %449
  br i1 %450, label %451, label %452

451:                                              ; preds = %447
  store ptr %443, ptr %448, align 8, !tbaa !47
  br label %452

452:                                              ; preds = %451, %447
  store ptr %443, ptr %441, align 8, !tbaa !379
  br label %453

453:                                              ; preds = %446, %452
  %454 = phi ptr [ %443, %452 ], [ null, %446 ]
  %455 = getelementptr inbounds i8, ptr %0, i64 160
  store ptr %454, ptr %455, align 8, !tbaa !411
  br label %476

456:                                              ; preds = %420
  %457 = getelementptr inbounds i8, ptr %0, i64 160
  store ptr null, ptr %457, align 8, !tbaa !411
  %458 = load ptr, ptr %76, align 8, !tbaa !45
  %459 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %458, ptr %459, align 8, !tbaa !47
  %460 = getelementptr inbounds i8, ptr %1, i64 8
  %461 = load ptr, ptr %460, align 8, !tbaa !52
  %462 = ptrtoint ptr %461 to i64
  %463 = and i64 %462, 63
  %464 = sub nsw i64 0, %463
  %465 = getelementptr inbounds i8, ptr %461, i64 %464
  %466 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %465, ptr %466, align 8, !tbaa !380
  %467 = ptrtoint ptr %458 to i64
  %468 = sub i64 0, %467
  %469 = and i64 %468, 63
  %470 = getelementptr inbounds i8, ptr %458, i64 %469
  %471 = icmp ugt ptr %470, %461
  br i1 %471, label %492, label %472

472:                                              ; preds = %456
  store ptr %470, ptr %76, align 8, !tbaa !45
  store ptr %470, ptr %77, align 8, !tbaa !46
  %473 = icmp eq i64 %469, 0
  br i1 %473, label %475, label %474

474:                                              ; preds = %472
  store ptr %470, ptr %459, align 8, !tbaa !47
  br label %475

475:                                              ; preds = %474, %472
  store i32 2, ptr %79, align 8, !tbaa !304
  br label %476

476:                                              ; preds = %453, %475
  %477 = getelementptr inbounds i8, ptr %1, i64 40
  %478 = load ptr, ptr %477, align 8, !tbaa !379
  %479 = getelementptr inbounds i8, ptr %478, i64 -128
  %480 = load ptr, ptr %77, align 8, !tbaa !46
  %481 = icmp ult ptr %479, %480
  br i1 %481, label %482, label %483

482:                                              ; preds = %476
  store i8 1, ptr %182, align 8, !tbaa !44
  br label %489

483:                                              ; preds = %476
  %484 = getelementptr inbounds i8, ptr %1, i64 32
  %485 = load ptr, ptr %484, align 8, !tbaa !47
  %486 = icmp ult ptr %479, %485
  br i1 %486, label %487, label %488

487:                                              ; preds = %483
  store ptr %479, ptr %484, align 8, !tbaa !47
  br label %488

488:                                              ; preds = %487, %483
  store ptr %479, ptr %477, align 8, !tbaa !379
  br label %489

489:                                              ; preds = %482, %488
  %490 = phi ptr [ %479, %488 ], [ null, %482 ]
  %491 = getelementptr inbounds i8, ptr %0, i64 168
  store ptr %490, ptr %491, align 8, !tbaa !412
  br label %512

492:                                              ; preds = %456
  %493 = getelementptr inbounds i8, ptr %0, i64 168
  store ptr null, ptr %493, align 8, !tbaa !412
  %494 = load ptr, ptr %76, align 8, !tbaa !45
  %495 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %494, ptr %495, align 8, !tbaa !47
  %496 = getelementptr inbounds i8, ptr %1, i64 8
  %497 = load ptr, ptr %496, align 8, !tbaa !52
  %498 = ptrtoint ptr %497 to i64
  %499 = and i64 %498, 63
  %500 = sub nsw i64 0, %499
  %501 = getelementptr inbounds i8, ptr %497, i64 %500
  %502 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %501, ptr %502, align 8, !tbaa !380
  %503 = ptrtoint ptr %494 to i64
  %504 = sub i64 0, %503
  %505 = and i64 %504, 63
  %506 = getelementptr inbounds i8, ptr %494, i64 %505
  %507 = icmp ugt ptr %506, %497
  br i1 %507, label %528, label %508

508:                                              ; preds = %492
  store ptr %506, ptr %76, align 8, !tbaa !45
  store ptr %506, ptr %77, align 8, !tbaa !46
  %509 = icmp eq i64 %505, 0
  br i1 %509, label %511, label %510

510:                                              ; preds = %508
  store ptr %506, ptr %495, align 8, !tbaa !47
  br label %511

511:                                              ; preds = %510, %508
  store i32 2, ptr %79, align 8, !tbaa !304
  br label %512

512:                                              ; preds = %489, %511
  %513 = getelementptr inbounds i8, ptr %1, i64 40
  %514 = load ptr, ptr %513, align 8, !tbaa !379
  %515 = getelementptr inbounds i8, ptr %514, i64 -32832
  %516 = load ptr, ptr %77, align 8, !tbaa !46
  %517 = icmp ult ptr %515, %516
  br i1 %517, label %518, label %519

518:                                              ; preds = %512
  store i8 1, ptr %182, align 8, !tbaa !44
  br label %525

519:                                              ; preds = %512
  %520 = getelementptr inbounds i8, ptr %1, i64 32
  %521 = load ptr, ptr %520, align 8, !tbaa !47
  %522 = icmp ult ptr %515, %521
  br i1 %522, label %523, label %524

523:                                              ; preds = %519
  store ptr %515, ptr %520, align 8, !tbaa !47
  br label %524

524:                                              ; preds = %523, %519
  store ptr %515, ptr %513, align 8, !tbaa !379
  br label %525

525:                                              ; preds = %518, %524
  %526 = phi ptr [ %515, %524 ], [ null, %518 ]
  %527 = getelementptr inbounds i8, ptr %0, i64 176
  store ptr %526, ptr %527, align 8, !tbaa !413
  br label %548

528:                                              ; preds = %492
  %529 = getelementptr inbounds i8, ptr %0, i64 176
  store ptr null, ptr %529, align 8, !tbaa !413
  %530 = load ptr, ptr %76, align 8, !tbaa !45
  %531 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %530, ptr %531, align 8, !tbaa !47
  %532 = getelementptr inbounds i8, ptr %1, i64 8
  %533 = load ptr, ptr %532, align 8, !tbaa !52
  %534 = ptrtoint ptr %533 to i64
  %535 = and i64 %534, 63
  %536 = sub nsw i64 0, %535
  %537 = getelementptr inbounds i8, ptr %533, i64 %536
  %538 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %537, ptr %538, align 8, !tbaa !380
  %539 = ptrtoint ptr %530 to i64
  %540 = sub i64 0, %539
  %541 = and i64 %540, 63
  %542 = getelementptr inbounds i8, ptr %530, i64 %541
  %543 = icmp ugt ptr %542, %533
  br i1 %543, label %561, label %544

544:                                              ; preds = %528
  store ptr %542, ptr %76, align 8, !tbaa !45
  store ptr %542, ptr %77, align 8, !tbaa !46
  %545 = icmp eq i64 %541, 0
  br i1 %545, label %547, label %546

546:                                              ; preds = %544
  store ptr %542, ptr %531, align 8, !tbaa !47
  br label %547

547:                                              ; preds = %546, %544
  store i32 2, ptr %79, align 8, !tbaa !304
  br label %548

548:                                              ; preds = %525, %547
  %549 = getelementptr inbounds i8, ptr %1, i64 40
  %550 = load ptr, ptr %549, align 8, !tbaa !379
  %551 = getelementptr inbounds i8, ptr %550, i64 -114816
  %552 = load ptr, ptr %77, align 8, !tbaa !46
  %553 = icmp ult ptr %551, %552
  br i1 %553, label %554, label %555

554:                                              ; preds = %548
  store i8 1, ptr %182, align 8, !tbaa !44
  br label %561

555:                                              ; preds = %548
  %556 = getelementptr inbounds i8, ptr %1, i64 32
  %557 = load ptr, ptr %556, align 8, !tbaa !47
  %558 = icmp ult ptr %551, %557
  br i1 %558, label %559, label %560

559:                                              ; preds = %555
  store ptr %551, ptr %556, align 8, !tbaa !47
  br label %560

560:                                              ; preds = %559, %555
  store ptr %551, ptr %549, align 8, !tbaa !379
  br label %561

561:                                              ; preds = %528, %554, %560
  %562 = phi ptr [ null, %554 ], [ %551, %560 ], [ null, %528 ]
  %563 = getelementptr inbounds i8, ptr %0, i64 184
  store ptr %562, ptr %563, align 8, !tbaa !414
  br label %564

564:                                              ; preds = %561, %341, %340
  %565 = getelementptr inbounds i8, ptr %0, i64 256
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %565, ptr noundef nonnull align 4 dereferenceable(28) %2, i64 28, i1 false), !tbaa.struct !59
  %566 = load i8, ptr %182, align 8, !tbaa !44
  %567 = icmp eq i8 %566, 0
  %568 = select i1 %567, i64 0, i64 -64
  br label %569

569:                                              ; preds = %564, %178
  %570 = phi i64 [ -64, %178 ], [ %568, %564 ]
  ret i64 %570
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #21

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #22

declare i64 @HIST_count_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

declare i32 @HUF_validateCTable(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #13

declare i32 @HUF_optimalTableLog(i32 noundef, i64 noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #13

declare i64 @HUF_buildCTable_wksp(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

declare i64 @HUF_estimateCompressedSize(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #13

declare i64 @HUF_writeCTable_wksp(ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_buildSequencesStatistics(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_symbolEncodingTypeStats_t) align 8 %0, ptr nocapture noundef readonly %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8, ptr noundef %9, i64 noundef %10) unnamed_addr #2 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = getelementptr inbounds i8, ptr %4, i64 2224
  %16 = getelementptr inbounds i8, ptr %4, i64 772
  %17 = getelementptr inbounds i8, ptr %1, i64 48
  %18 = load ptr, ptr %17, align 8, !tbaa !171
  %19 = getelementptr inbounds i8, ptr %1, i64 32
  %20 = load ptr, ptr %19, align 8, !tbaa !170
  %21 = getelementptr inbounds i8, ptr %1, i64 40
  %22 = load ptr, ptr %21, align 8, !tbaa !172
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !415
  %24 = load ptr, ptr %1, align 8, !tbaa !169
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !173
  %27 = ptrtoint ptr %26 to i64
  %28 = ptrtoint ptr %24 to i64
  %29 = sub i64 %27, %28
  %30 = and i64 %29, 34359738360
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %77, label %32

32:                                               ; preds = %11
  %33 = lshr exact i64 %29, 3
  %34 = and i64 %33, 4294967295
  br label %35

35:                                               ; preds = %71, %32
  %36 = phi i64 [ 0, %32 ], [ %75, %71 ]
  %37 = getelementptr inbounds %struct.SeqDef_s, ptr %24, i64 %36
  %38 = getelementptr inbounds i8, ptr %37, i64 4
  %39 = load i16, ptr %38, align 4, !tbaa !174
  %40 = load i32, ptr %37, align 4, !tbaa !177
  %41 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %40, i1 true)
  %42 = getelementptr inbounds i8, ptr %37, i64 6
  %43 = load i16, ptr %42, align 2, !tbaa !178
  %44 = zext i16 %43 to i32
  %45 = icmp ugt i16 %39, 63
  br i1 %45, label %46, label %50

46:                                               ; preds = %35
  %47 = zext i16 %39 to i32
  %48 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %47, i1 true)
  %49 = sub nuw nsw i32 50, %48
  br label %55

50:                                               ; preds = %35
  %51 = zext nneg i16 %39 to i64
  %52 = getelementptr inbounds [64 x i8], ptr @ZSTD_LLcode.LL_Code, i64 0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !179
  %54 = zext i8 %53 to i32
  br label %55

55:                                               ; preds = %50, %46
  %56 = phi i32 [ %49, %46 ], [ %54, %50 ]
  %57 = trunc nuw i32 %56 to i8
  %58 = getelementptr inbounds i8, ptr %20, i64 %36
  store i8 %57, ptr %58, align 1, !tbaa !179
  %59 = trunc nuw nsw i32 %41 to i8
  %60 = xor i8 %59, 31
  %61 = getelementptr inbounds i8, ptr %18, i64 %36
  store i8 %60, ptr %61, align 1, !tbaa !179
  %62 = icmp ugt i16 %43, 127
  br i1 %62, label %63, label %66

63:                                               ; preds = %55
  %64 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %44, i1 true)
  %65 = sub nuw nsw i32 67, %64
  br label %71

66:                                               ; preds = %55
  %67 = zext nneg i16 %43 to i64
  %68 = getelementptr inbounds [128 x i8], ptr @ZSTD_MLcode.ML_Code, i64 0, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !179
  %70 = zext i8 %69 to i32
  br label %71

71:                                               ; preds = %66, %63
  %72 = phi i32 [ %65, %63 ], [ %70, %66 ]
  %73 = trunc nuw i32 %72 to i8
  %74 = getelementptr inbounds i8, ptr %22, i64 %36
  store i8 %73, ptr %74, align 1, !tbaa !179
  %75 = add nuw nsw i64 %36, 1
  %76 = icmp eq i64 %75, %34
  br i1 %76, label %77, label %35, !llvm.loop !180

77:                                               ; preds = %71, %11
  %78 = getelementptr inbounds i8, ptr %1, i64 72
  %79 = load i32, ptr %78, align 8, !tbaa !181
  %80 = icmp eq i32 %79, 1
  br i1 %80, label %81, label %87

81:                                               ; preds = %77
  %82 = getelementptr inbounds i8, ptr %1, i64 76
  %83 = load i32, ptr %82, align 4, !tbaa !182
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds i8, ptr %20, i64 %84
  store i8 35, ptr %85, align 1, !tbaa !179
  %86 = load i32, ptr %78, align 8, !tbaa !181
  br label %87

87:                                               ; preds = %81, %77
  %88 = phi i32 [ %86, %81 ], [ %79, %77 ]
  %89 = icmp eq i32 %88, 2
  br i1 %89, label %90, label %95

90:                                               ; preds = %87
  %91 = getelementptr inbounds i8, ptr %1, i64 76
  %92 = load i32, ptr %91, align 4, !tbaa !182
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds i8, ptr %22, i64 %93
  store i8 52, ptr %94, align 1, !tbaa !179
  br label %95

95:                                               ; preds = %87, %90
  %96 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 0, ptr %96, align 8, !tbaa !417
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #30
  store i32 35, ptr %12, align 4, !tbaa !42
  %97 = call i64 @HIST_countFast_wksp(ptr noundef %8, ptr noundef nonnull %12, ptr noundef %20, i64 noundef %2, ptr noundef %9, i64 noundef %10) #30
  %98 = getelementptr inbounds i8, ptr %3, i64 3548
  %99 = load i32, ptr %98, align 4, !tbaa !204
  %100 = getelementptr inbounds i8, ptr %4, i64 3548
  store i32 %99, ptr %100, align 4, !tbaa !204
  %101 = load i32, ptr %12, align 4, !tbaa !42
  %102 = getelementptr inbounds i8, ptr %3, i64 2224
  %103 = call i32 @ZSTD_selectEncodingType(ptr noundef nonnull %100, ptr noundef %8, i32 noundef %101, i64 noundef %97, i64 noundef %2, i32 noundef 9, ptr noundef nonnull %102, ptr noundef nonnull @LL_defaultNorm, i32 noundef 6, i32 noundef 1, i32 noundef %7) #30
  store i32 %103, ptr %0, align 8, !tbaa !418
  %104 = ptrtoint ptr %6 to i64
  %105 = ptrtoint ptr %5 to i64
  %106 = sub i64 %104, %105
  %107 = load i32, ptr %12, align 4, !tbaa !42
  %108 = call i64 @ZSTD_buildCTable(ptr noundef %5, i64 noundef %106, ptr noundef nonnull %15, i32 noundef 9, i32 noundef %103, ptr noundef %8, i32 noundef %107, ptr noundef %20, i64 noundef %2, ptr noundef nonnull @LL_defaultNorm, i32 noundef 6, i32 noundef 35, ptr noundef nonnull %102, i64 noundef 1316, ptr noundef %9, i64 noundef %10) #30
  %109 = icmp ult i64 %108, -119
  br i1 %109, label %110, label %113

110:                                              ; preds = %95
  %111 = icmp eq i32 %103, 2
  br i1 %111, label %112, label %115

112:                                              ; preds = %110
  store i64 %108, ptr %23, align 8, !tbaa !415
  br label %115

113:                                              ; preds = %95
  %114 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %108, ptr %114, align 8, !tbaa !419
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #30
  br label %161

115:                                              ; preds = %110, %112
  %116 = getelementptr inbounds i8, ptr %5, i64 %108
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #30
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #30
  store i32 31, ptr %13, align 4, !tbaa !42
  %117 = call i64 @HIST_countFast_wksp(ptr noundef %8, ptr noundef nonnull %13, ptr noundef %18, i64 noundef %2, ptr noundef %9, i64 noundef %10) #30
  %118 = load i32, ptr %13, align 4, !tbaa !42
  %119 = icmp ult i32 %118, 29
  %120 = zext i1 %119 to i32
  %121 = getelementptr inbounds i8, ptr %3, i64 3540
  %122 = load i32, ptr %121, align 4, !tbaa !208
  %123 = getelementptr inbounds i8, ptr %4, i64 3540
  store i32 %122, ptr %123, align 4, !tbaa !208
  %124 = call i32 @ZSTD_selectEncodingType(ptr noundef nonnull %123, ptr noundef %8, i32 noundef %118, i64 noundef %117, i64 noundef %2, i32 noundef 8, ptr noundef nonnull %3, ptr noundef nonnull @OF_defaultNorm, i32 noundef 5, i32 noundef %120, i32 noundef %7) #30
  %125 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %124, ptr %125, align 4, !tbaa !420
  %126 = ptrtoint ptr %116 to i64
  %127 = sub i64 %104, %126
  %128 = load i32, ptr %13, align 4, !tbaa !42
  %129 = call i64 @ZSTD_buildCTable(ptr noundef %116, i64 noundef %127, ptr noundef nonnull %4, i32 noundef 8, i32 noundef %124, ptr noundef %8, i32 noundef %128, ptr noundef %18, i64 noundef %2, ptr noundef nonnull @OF_defaultNorm, i32 noundef 5, i32 noundef 28, ptr noundef nonnull %3, i64 noundef 772, ptr noundef %9, i64 noundef %10) #30
  %130 = icmp ult i64 %129, -119
  br i1 %130, label %131, label %134

131:                                              ; preds = %115
  %132 = icmp eq i32 %124, 2
  br i1 %132, label %133, label %136

133:                                              ; preds = %131
  store i64 %129, ptr %23, align 8, !tbaa !415
  br label %136

134:                                              ; preds = %115
  %135 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %129, ptr %135, align 8, !tbaa !419
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #30
  br label %161

136:                                              ; preds = %131, %133
  %137 = getelementptr inbounds i8, ptr %116, i64 %129
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #30
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #30
  store i32 52, ptr %14, align 4, !tbaa !42
  %138 = call i64 @HIST_countFast_wksp(ptr noundef %8, ptr noundef nonnull %14, ptr noundef %22, i64 noundef %2, ptr noundef %9, i64 noundef %10) #30
  %139 = getelementptr inbounds i8, ptr %3, i64 3544
  %140 = load i32, ptr %139, align 4, !tbaa !209
  %141 = getelementptr inbounds i8, ptr %4, i64 3544
  store i32 %140, ptr %141, align 4, !tbaa !209
  %142 = load i32, ptr %14, align 4, !tbaa !42
  %143 = getelementptr inbounds i8, ptr %3, i64 772
  %144 = call i32 @ZSTD_selectEncodingType(ptr noundef nonnull %141, ptr noundef %8, i32 noundef %142, i64 noundef %138, i64 noundef %2, i32 noundef 9, ptr noundef nonnull %143, ptr noundef nonnull @ML_defaultNorm, i32 noundef 6, i32 noundef 1, i32 noundef %7) #30
  %145 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %144, ptr %145, align 8, !tbaa !421
  %146 = ptrtoint ptr %137 to i64
  %147 = sub i64 %104, %146
  %148 = load i32, ptr %14, align 4, !tbaa !42
  %149 = call i64 @ZSTD_buildCTable(ptr noundef %137, i64 noundef %147, ptr noundef nonnull %16, i32 noundef 9, i32 noundef %144, ptr noundef %8, i32 noundef %148, ptr noundef %22, i64 noundef %2, ptr noundef nonnull @ML_defaultNorm, i32 noundef 6, i32 noundef 52, ptr noundef nonnull %143, i64 noundef 1452, ptr noundef %9, i64 noundef %10) #30
  %150 = icmp ult i64 %149, -119
  br i1 %150, label %151, label %154

151:                                              ; preds = %136
  %152 = icmp eq i32 %144, 2
  br i1 %152, label %153, label %156

153:                                              ; preds = %151
  store i64 %149, ptr %23, align 8, !tbaa !415
  br label %156

154:                                              ; preds = %136
  %155 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %149, ptr %155, align 8, !tbaa !419
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #30
  br label %161

156:                                              ; preds = %151, %153
  %157 = getelementptr inbounds i8, ptr %137, i64 %149
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #30
  %158 = ptrtoint ptr %157 to i64
  %159 = sub i64 %158, %105
  %160 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %159, ptr %160, align 8, !tbaa !419
  br label %161

161:                                              ; preds = %154, %134, %113, %156
  ret void
}

declare i64 @HIST_countFast_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

declare i32 @ZSTD_selectEncodingType(ptr noundef, ptr noundef, i32 noundef, i64 noundef, i64 noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #13

declare i64 @ZSTD_buildCTable(ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @ZSTD_overflowCorrectIfNeeded(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, ptr noundef %3, ptr noundef %4) unnamed_addr #12 {
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load ptr, ptr %8, align 1
  %10 = ptrtoint ptr %4 to i64
  %11 = ptrtoint ptr %9 to i64
  %12 = sub i64 %10, %11
  %13 = trunc i64 %12 to i32
  %14 = icmp ult i32 %13, -624951295
  br i1 %14, label %149, label %15

15:                                               ; preds = %5
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = getelementptr inbounds i8, ptr %2, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !69
  %19 = shl nuw i32 1, %18
  %20 = getelementptr inbounds i8, ptr %2, i64 28
  %21 = load i32, ptr %20, align 4, !tbaa !75
  %22 = icmp ugt i32 %21, 5
  %23 = sext i1 %22 to i32
  %24 = load i32, ptr %6, align 4, !tbaa !71
  %25 = add i32 %24, %23
  %26 = shl nuw i32 1, %25
  %27 = add i32 %26, -1
  %28 = ptrtoint ptr %3 to i64
  %29 = sub i64 %28, %11
  %30 = trunc i64 %29 to i32
  %31 = and i32 %27, %30
  %32 = icmp ult i32 %31, 2
  %33 = tail call i32 @llvm.umax.i32(i32 %26, i32 2)
  %34 = select i1 %32, i32 %33, i32 0
  %35 = tail call i32 @llvm.umax.i32(i32 %26, i32 %19)
  %36 = add i32 %35, %31
  %37 = add i32 %36, %34
  %38 = sub i32 %30, %37
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %9, i64 %39
  store ptr %40, ptr %8, align 8, !tbaa !222
  %41 = load ptr, ptr %16, align 8, !tbaa !219
  %42 = getelementptr inbounds i8, ptr %41, i64 %39
  store ptr %42, ptr %16, align 8, !tbaa !219
  %43 = getelementptr inbounds i8, ptr %0, i64 28
  %44 = load i32, ptr %43, align 4, !tbaa !220
  %45 = add i32 %38, 2
  %46 = icmp ult i32 %44, %45
  %47 = sub i32 %44, %38
  %48 = select i1 %46, i32 2, i32 %47
  store i32 %48, ptr %43, align 4, !tbaa !220
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load i32, ptr %49, align 8, !tbaa !221
  %51 = icmp ult i32 %50, %45
  %52 = sub i32 %50, %38
  %53 = select i1 %51, i32 2, i32 %52
  store i32 %53, ptr %49, align 8, !tbaa !221
  %54 = getelementptr inbounds i8, ptr %0, i64 32
  %55 = load i32, ptr %54, align 8, !tbaa !422
  %56 = add i32 %55, 1
  store i32 %56, ptr %54, align 8, !tbaa !422
  %57 = getelementptr inbounds i8, ptr %1, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !45
  %59 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %58, ptr %59, align 8, !tbaa !47
  %60 = getelementptr inbounds i8, ptr %2, i64 12
  %61 = load i32, ptr %60, align 4, !tbaa !70
  %62 = shl nuw i32 1, %61
  %63 = getelementptr inbounds i8, ptr %0, i64 112
  %64 = load ptr, ptr %63, align 8, !tbaa !402
  tail call fastcc void @ZSTD_reduceTable(ptr noundef %64, i32 noundef %62, i32 noundef %38)
  %65 = load i32, ptr %20, align 4, !tbaa !75
  %66 = getelementptr inbounds i8, ptr %2, i64 160
  %67 = load i32, ptr %66, align 8, !tbaa !61
  %68 = getelementptr inbounds i8, ptr %0, i64 140
  %69 = load i32, ptr %68, align 4, !tbaa !396
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %78

71:                                               ; preds = %15
  %72 = icmp eq i32 %65, 1
  br i1 %72, label %130, label %73

73:                                               ; preds = %71
  %74 = add i32 %65, -3
  %75 = icmp ult i32 %74, 3
  %76 = icmp eq i32 %67, 1
  %77 = and i1 %75, %76
  br i1 %77, label %130, label %78

78:                                               ; preds = %73, %15
  %79 = load i32, ptr %6, align 4, !tbaa !71
  %80 = shl nuw i32 1, %79
  %81 = icmp eq i32 %65, 6
  %82 = getelementptr inbounds i8, ptr %0, i64 128
  %83 = load ptr, ptr %82, align 8, !tbaa !403
  br i1 %81, label %84, label %129

84:                                               ; preds = %78
  %85 = sdiv i32 %80, 16
  %86 = icmp sgt i32 %80, 15
  br i1 %86, label %87, label %130

87:                                               ; preds = %84
  %88 = insertelement <4 x i32> poison, i32 %45, i64 0
  %89 = shufflevector <4 x i32> %88, <4 x i32> poison, <4 x i32> zeroinitializer
  %90 = insertelement <4 x i32> poison, i32 %38, i64 0
  %91 = shufflevector <4 x i32> %90, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %92

92:                                               ; preds = %87, %92
  %93 = phi i64 [ %126, %92 ], [ 0, %87 ]
  %94 = phi i32 [ %127, %92 ], [ 0, %87 ]
  %95 = getelementptr inbounds i32, ptr %83, i64 %93
  %96 = load <4 x i32>, ptr %95, align 4, !tbaa !42
  %97 = icmp eq <4 x i32> %96, <i32 1, i32 1, i32 1, i32 1>
  %98 = icmp ult <4 x i32> %96, %89
  %99 = sub <4 x i32> %96, %91
  %100 = select <4 x i1> %98, <4 x i32> zeroinitializer, <4 x i32> %99
  %101 = select <4 x i1> %97, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> %100
  store <4 x i32> %101, ptr %95, align 4, !tbaa !42
  %102 = or disjoint i64 %93, 4
  %103 = getelementptr inbounds i32, ptr %83, i64 %102
  %104 = load <4 x i32>, ptr %103, align 4, !tbaa !42
  %105 = icmp eq <4 x i32> %104, <i32 1, i32 1, i32 1, i32 1>
  %106 = icmp ult <4 x i32> %104, %89
  %107 = sub <4 x i32> %104, %91
  %108 = select <4 x i1> %106, <4 x i32> zeroinitializer, <4 x i32> %107
  %109 = select <4 x i1> %105, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> %108
  store <4 x i32> %109, ptr %103, align 4, !tbaa !42
  %110 = or disjoint i64 %93, 8
  %111 = getelementptr inbounds i32, ptr %83, i64 %110
  %112 = load <4 x i32>, ptr %111, align 4, !tbaa !42
  %113 = icmp eq <4 x i32> %112, <i32 1, i32 1, i32 1, i32 1>
  %114 = icmp ult <4 x i32> %112, %89
  %115 = sub <4 x i32> %112, %91
  %116 = select <4 x i1> %114, <4 x i32> zeroinitializer, <4 x i32> %115
  %117 = select <4 x i1> %113, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> %116
  store <4 x i32> %117, ptr %111, align 4, !tbaa !42
  %118 = or disjoint i64 %93, 12
  %119 = getelementptr inbounds i32, ptr %83, i64 %118
  %120 = load <4 x i32>, ptr %119, align 4, !tbaa !42
  %121 = icmp eq <4 x i32> %120, <i32 1, i32 1, i32 1, i32 1>
  %122 = icmp ult <4 x i32> %120, %89
  %123 = sub <4 x i32> %120, %91
  %124 = select <4 x i1> %122, <4 x i32> zeroinitializer, <4 x i32> %123
  %125 = select <4 x i1> %121, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> %124
  store <4 x i32> %125, ptr %119, align 4, !tbaa !42
  %126 = add nuw nsw i64 %93, 16
  %127 = add nuw nsw i32 %94, 1
  %128 = icmp eq i32 %127, %85
  br i1 %128, label %130, label %92, !llvm.loop !423

129:                                              ; preds = %78
  tail call fastcc void @ZSTD_reduceTable(ptr noundef %83, i32 noundef %80, i32 noundef %38)
  br label %130

130:                                              ; preds = %92, %129, %84, %73, %71
  %131 = getelementptr inbounds i8, ptr %0, i64 48
  %132 = load i32, ptr %131, align 8, !tbaa !397
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %138, label %134

134:                                              ; preds = %130
  %135 = shl nuw i32 1, %132
  %136 = getelementptr inbounds i8, ptr %0, i64 120
  %137 = load ptr, ptr %136, align 8, !tbaa !404
  tail call fastcc void @ZSTD_reduceTable(ptr noundef %137, i32 noundef %135, i32 noundef %38)
  br label %138

138:                                              ; preds = %130, %134
  %139 = load ptr, ptr %59, align 8, !tbaa !47
  %140 = getelementptr inbounds i8, ptr %1, i64 24
  %141 = load ptr, ptr %140, align 8, !tbaa !46
  %142 = icmp ult ptr %139, %141
  br i1 %142, label %143, label %144

143:                                              ; preds = %138
  store ptr %141, ptr %59, align 8, !tbaa !47
  br label %144

144:                                              ; preds = %138, %143
  %145 = getelementptr inbounds i8, ptr %0, i64 44
  %146 = load i32, ptr %145, align 4, !tbaa !223
  %147 = tail call i32 @llvm.usub.sat.i32(i32 %146, i32 %38)
  store i32 %147, ptr %145, align 4, !tbaa !223
  store i32 0, ptr %7, align 8, !tbaa !399
  %148 = getelementptr inbounds i8, ptr %0, i64 248
  store ptr null, ptr %148, align 8, !tbaa !401
  br label %149

149:                                              ; preds = %144, %5
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressBlock_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #2 {
  %7 = tail call fastcc i64 @ZSTD_buildSeqStore(ptr noundef %0, ptr noundef %3, i64 noundef %4)
  %8 = icmp ult i64 %7, -119
  br i1 %8, label %9, label %91

9:                                                ; preds = %6
  %10 = icmp eq i64 %7, 1
  %11 = getelementptr inbounds i8, ptr %0, i64 936
  %12 = load i32, ptr %11, align 8, !tbaa !230
  %13 = icmp eq i32 %12, 0
  br i1 %10, label %14, label %15

14:                                               ; preds = %9
  br i1 %13, label %83, label %91

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %0, i64 976
  %17 = getelementptr inbounds i8, ptr %0, i64 3224
  %18 = load ptr, ptr %17, align 8, !tbaa !48
  br i1 %13, label %26, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %18, i64 5616
  %21 = tail call fastcc i64 @ZSTD_copyBlockSequences(ptr noundef nonnull %11, ptr noundef nonnull %16, ptr noundef nonnull %20)
  %22 = icmp ult i64 %21, -119
  br i1 %22, label %23, label %91

23:                                               ; preds = %19
  %24 = load <2 x ptr>, ptr %17, align 8, !tbaa !41
  %25 = shufflevector <2 x ptr> %24, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %25, ptr %17, align 8, !tbaa !41
  br label %91

26:                                               ; preds = %15
  %27 = getelementptr inbounds i8, ptr %0, i64 3232
  %28 = load ptr, ptr %27, align 8, !tbaa !336
  %29 = getelementptr inbounds i8, ptr %0, i64 240
  %30 = getelementptr inbounds i8, ptr %0, i64 3544
  %31 = load ptr, ptr %30, align 8, !tbaa !49
  %32 = getelementptr inbounds i8, ptr %0, i64 3552
  %33 = load i64, ptr %32, align 8, !tbaa !50
  %34 = getelementptr inbounds i8, ptr %0, i64 8
  %35 = load i32, ptr %34, align 8, !tbaa !8
  %36 = getelementptr inbounds i8, ptr %0, i64 992
  %37 = load ptr, ptr %36, align 8, !tbaa !183
  %38 = getelementptr inbounds i8, ptr %0, i64 1000
  %39 = load ptr, ptr %38, align 8, !tbaa !184
  %40 = ptrtoint ptr %39 to i64
  %41 = ptrtoint ptr %37 to i64
  %42 = sub i64 %40, %41
  %43 = tail call fastcc i64 @ZSTD_entropyCompressSeqStore_internal(ptr noundef %1, i64 noundef %2, ptr noundef %37, i64 noundef %42, ptr noundef nonnull readonly %16, ptr noundef %18, ptr noundef %28, ptr noundef nonnull readonly %29, ptr noundef %31, i64 noundef %33, i32 noundef %35)
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %63, label %45

45:                                               ; preds = %26
  %46 = icmp eq i64 %43, -70
  %47 = icmp ule i64 %4, %2
  %48 = and i1 %47, %46
  br i1 %48, label %63, label %49

49:                                               ; preds = %45
  %50 = icmp ult i64 %43, -119
  br i1 %50, label %51, label %63

51:                                               ; preds = %49
  %52 = getelementptr inbounds i8, ptr %0, i64 268
  %53 = load i32, ptr %52, align 4, !tbaa !75
  %54 = icmp ugt i32 %53, 7
  %55 = add i32 %53, -1
  %56 = select i1 %54, i32 %55, i32 6
  %57 = zext nneg i32 %56 to i64
  %58 = lshr i64 %4, %57
  %59 = add i64 %4, -2
  %60 = sub i64 %59, %58
  %61 = icmp ult i64 %43, %60
  %62 = select i1 %61, i64 %43, i64 0
  br label %63

63:                                               ; preds = %26, %45, %49, %51
  %64 = phi i64 [ %43, %49 ], [ 0, %26 ], [ 0, %45 ], [ %62, %51 ]
  %65 = icmp eq i32 %5, 0
  br i1 %65, label %77, label %66

66:                                               ; preds = %63
  %67 = getelementptr inbounds i8, ptr %0, i64 968
  %68 = load i32, ptr %67, align 8, !tbaa !229
  %69 = icmp eq i32 %68, 0
  %70 = icmp ult i64 %64, 25
  %71 = select i1 %69, i1 %70, i1 false
  br i1 %71, label %72, label %77

72:                                               ; preds = %66
  %73 = tail call fastcc i32 @ZSTD_isRLE(ptr noundef %3, i64 noundef %4)
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %77, label %75

75:                                               ; preds = %72
  %76 = load i8, ptr %3, align 1, !tbaa !179
  store i8 %76, ptr %1, align 1, !tbaa !179
  br label %83

77:                                               ; preds = %63, %66, %72
  %78 = add i64 %64, -2
  %79 = icmp ult i64 %78, -121
  br i1 %79, label %80, label %83

80:                                               ; preds = %77
  %81 = load <2 x ptr>, ptr %17, align 8, !tbaa !41
  %82 = shufflevector <2 x ptr> %81, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %82, ptr %17, align 8, !tbaa !41
  br label %83

83:                                               ; preds = %14, %75, %80, %77
  %84 = phi i64 [ %64, %80 ], [ %64, %77 ], [ 0, %14 ], [ 1, %75 ]
  %85 = getelementptr inbounds i8, ptr %0, i64 3224
  %86 = load ptr, ptr %85, align 8, !tbaa !48
  %87 = getelementptr inbounds i8, ptr %86, i64 5604
  %88 = load i32, ptr %87, align 4, !tbaa !151
  %89 = icmp eq i32 %88, 2
  br i1 %89, label %90, label %91

90:                                               ; preds = %83
  store i32 1, ptr %87, align 4, !tbaa !151
  br label %91

91:                                               ; preds = %14, %6, %83, %90, %19, %23
  %92 = phi i64 [ 0, %23 ], [ %21, %19 ], [ %84, %90 ], [ %84, %83 ], [ -106, %14 ], [ %7, %6 ]
  ret i64 %92
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @ZSTD_reduceTable(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #14 {
  %4 = sdiv i32 %1, 16
  %5 = add i32 %2, 2
  %6 = icmp sgt i32 %1, 15
  br i1 %6, label %7, label %41

7:                                                ; preds = %3
  %8 = insertelement <4 x i32> poison, i32 %5, i64 0
  %9 = shufflevector <4 x i32> %8, <4 x i32> poison, <4 x i32> zeroinitializer
  %10 = insertelement <4 x i32> poison, i32 %2, i64 0
  %11 = shufflevector <4 x i32> %10, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %12

12:                                               ; preds = %7, %12
  %13 = phi i64 [ %38, %12 ], [ 0, %7 ]
  %14 = phi i32 [ %39, %12 ], [ 0, %7 ]
  %15 = getelementptr inbounds i32, ptr %0, i64 %13
  %16 = load <4 x i32>, ptr %15, align 4, !tbaa !42
  %17 = icmp ult <4 x i32> %16, %9
  %18 = sub <4 x i32> %16, %11
  %19 = select <4 x i1> %17, <4 x i32> zeroinitializer, <4 x i32> %18
  store <4 x i32> %19, ptr %15, align 4, !tbaa !42
  %20 = or disjoint i64 %13, 4
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load <4 x i32>, ptr %21, align 4, !tbaa !42
  %23 = icmp ult <4 x i32> %22, %9
  %24 = sub <4 x i32> %22, %11
  %25 = select <4 x i1> %23, <4 x i32> zeroinitializer, <4 x i32> %24
  store <4 x i32> %25, ptr %21, align 4, !tbaa !42
  %26 = or disjoint i64 %13, 8
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  %28 = load <4 x i32>, ptr %27, align 4, !tbaa !42
  %29 = icmp ult <4 x i32> %28, %9
  %30 = sub <4 x i32> %28, %11
  %31 = select <4 x i1> %29, <4 x i32> zeroinitializer, <4 x i32> %30
  store <4 x i32> %31, ptr %27, align 4, !tbaa !42
  %32 = or disjoint i64 %13, 12
  %33 = getelementptr inbounds i32, ptr %0, i64 %32
  %34 = load <4 x i32>, ptr %33, align 4, !tbaa !42
  %35 = icmp ult <4 x i32> %34, %9
  %36 = sub <4 x i32> %34, %11
  %37 = select <4 x i1> %35, <4 x i32> zeroinitializer, <4 x i32> %36
  store <4 x i32> %37, ptr %33, align 4, !tbaa !42
  %38 = add nuw nsw i64 %13, 16
  %39 = add nuw nsw i32 %14, 1
  %40 = icmp eq i32 %39, %4
  br i1 %40, label %41, label %12, !llvm.loop !423

41:                                               ; preds = %12, %3
  ret void
}

declare i64 @ZSTD_splitBlock(ptr noundef, i64 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_buildSeqStore(ptr noundef %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 {
  %4 = alloca %struct.RawSeqStore_t, align 8
  %5 = alloca %struct.ZSTD_SequencePosition, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 3240
  %7 = getelementptr inbounds i8, ptr %0, i64 244
  %8 = icmp ult i64 %2, 7
  br i1 %8, label %9, label %18

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 268
  %11 = load i32, ptr %10, align 4, !tbaa !159
  %12 = icmp ugt i32 %11, 6
  %13 = getelementptr inbounds i8, ptr %0, i64 3184
  br i1 %12, label %14, label %15

14:                                               ; preds = %9
  tail call void @ZSTD_ldm_skipRawSeqStoreBytes(ptr noundef nonnull %13, i64 noundef %2) #30
  br label %294

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %0, i64 260
  %17 = load i32, ptr %16, align 4, !tbaa !424
  tail call void @ZSTD_ldm_skipSequences(ptr noundef nonnull %13, i64 noundef %2, i32 noundef %17) #30
  br label %294

18:                                               ; preds = %3
  %19 = getelementptr inbounds i8, ptr %0, i64 3224
  %20 = getelementptr inbounds i8, ptr %0, i64 976
  %21 = getelementptr inbounds i8, ptr %0, i64 992
  %22 = load ptr, ptr %21, align 8, !tbaa !183
  %23 = getelementptr inbounds i8, ptr %0, i64 1000
  store ptr %22, ptr %23, align 8, !tbaa !184
  %24 = load ptr, ptr %20, align 8, !tbaa !169
  %25 = getelementptr inbounds i8, ptr %0, i64 984
  store ptr %24, ptr %25, align 8, !tbaa !173
  %26 = getelementptr inbounds i8, ptr %0, i64 1048
  store i32 0, ptr %26, align 8, !tbaa !181
  %27 = load ptr, ptr %19, align 8, !tbaa !48
  %28 = getelementptr inbounds i8, ptr %0, i64 3472
  store ptr %27, ptr %28, align 8, !tbaa !425
  %29 = getelementptr inbounds i8, ptr %0, i64 312
  %30 = load i32, ptr %29, align 8, !tbaa !426
  %31 = getelementptr inbounds i8, ptr %0, i64 3480
  store i32 %30, ptr %31, align 8, !tbaa !427
  %32 = getelementptr inbounds i8, ptr %0, i64 3248
  %33 = load ptr, ptr %32, align 8, !tbaa !428
  %34 = ptrtoint ptr %1 to i64
  %35 = ptrtoint ptr %33 to i64
  %36 = sub i64 %34, %35
  %37 = trunc i64 %36 to i32
  %38 = getelementptr inbounds i8, ptr %0, i64 3284
  %39 = load i32, ptr %38, align 4, !tbaa !223
  %40 = add i32 %39, 384
  %41 = icmp ult i32 %40, %37
  br i1 %41, label %42, label %47

42:                                               ; preds = %18
  %43 = sub i32 %37, %39
  %44 = add i32 %43, -384
  %45 = tail call i32 @llvm.umin.i32(i32 %44, i32 192)
  %46 = sub i32 %37, %45
  store i32 %46, ptr %38, align 4, !tbaa !223
  br label %47

47:                                               ; preds = %42, %18
  %48 = getelementptr inbounds i8, ptr %0, i64 3264
  %49 = load i32, ptr %48, align 1
  %50 = getelementptr inbounds i8, ptr %0, i64 3268
  %51 = load i32, ptr %50, align 1
  %52 = icmp ult i32 %51, %49
  br i1 %52, label %62, label %53

53:                                               ; preds = %47
  %54 = getelementptr inbounds i8, ptr %0, i64 3488
  %55 = load ptr, ptr %54, align 8, !tbaa !401
  %56 = icmp eq ptr %55, null
  br i1 %56, label %62, label %57

57:                                               ; preds = %53
  %58 = getelementptr inbounds i8, ptr %55, i64 140
  %59 = load i32, ptr %58, align 4, !tbaa !396
  %60 = icmp eq i32 %59, 0
  %61 = select i1 %60, i64 2, i64 3
  br label %62

62:                                               ; preds = %47, %53, %57
  %63 = phi i64 [ 1, %47 ], [ %61, %57 ], [ 0, %53 ]
  %64 = getelementptr inbounds i8, ptr %27, i64 5616
  %65 = getelementptr inbounds i8, ptr %0, i64 3232
  %66 = load ptr, ptr %65, align 8, !tbaa !336
  %67 = getelementptr inbounds i8, ptr %66, i64 5616
  %68 = load i32, ptr %64, align 4, !tbaa !42
  store i32 %68, ptr %67, align 4, !tbaa !42
  %69 = getelementptr inbounds i8, ptr %27, i64 5620
  %70 = load i32, ptr %69, align 4, !tbaa !42
  %71 = getelementptr inbounds i8, ptr %66, i64 5620
  store i32 %70, ptr %71, align 4, !tbaa !42
  %72 = getelementptr inbounds i8, ptr %27, i64 5624
  %73 = load i32, ptr %72, align 4, !tbaa !42
  %74 = getelementptr inbounds i8, ptr %66, i64 5624
  store i32 %73, ptr %74, align 4, !tbaa !42
  %75 = getelementptr inbounds i8, ptr %0, i64 3184
  %76 = getelementptr inbounds i8, ptr %0, i64 3192
  %77 = load i64, ptr %76, align 8, !tbaa !429
  %78 = getelementptr inbounds i8, ptr %0, i64 3208
  %79 = load i64, ptr %78, align 8, !tbaa !215
  %80 = icmp ult i64 %77, %79
  br i1 %80, label %81, label %89

81:                                               ; preds = %62
  %82 = getelementptr inbounds i8, ptr %0, i64 448
  %83 = load ptr, ptr %82, align 8, !tbaa !114
  %84 = icmp eq ptr %83, null
  br i1 %84, label %85, label %294

85:                                               ; preds = %81
  %86 = getelementptr inbounds i8, ptr %0, i64 400
  %87 = load i32, ptr %86, align 8, !tbaa !156
  %88 = tail call i64 @ZSTD_ldm_blockCompress(ptr noundef nonnull %75, ptr noundef nonnull %6, ptr noundef nonnull %20, ptr noundef nonnull %67, i32 noundef %87, ptr noundef %1, i64 noundef %2) #30
  br label %286

89:                                               ; preds = %62
  %90 = getelementptr inbounds i8, ptr %0, i64 336
  %91 = load i32, ptr %90, align 8, !tbaa !224
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %115

93:                                               ; preds = %89
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #30
  %94 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %94, i8 0, i64 24, i1 false)
  %95 = getelementptr inbounds i8, ptr %0, i64 448
  %96 = load ptr, ptr %95, align 8, !tbaa !114
  %97 = icmp eq ptr %96, null
  br i1 %97, label %98, label %107

98:                                               ; preds = %93
  %99 = getelementptr inbounds i8, ptr %0, i64 3168
  %100 = load ptr, ptr %99, align 8, !tbaa !385
  store ptr %100, ptr %4, align 8, !tbaa !430
  %101 = getelementptr inbounds i8, ptr %0, i64 3176
  %102 = load i64, ptr %101, align 8, !tbaa !386
  %103 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 %102, ptr %103, align 8, !tbaa !431
  %104 = getelementptr inbounds i8, ptr %0, i64 1056
  %105 = call i64 @ZSTD_ldm_generateSequences(ptr noundef nonnull %104, ptr noundef nonnull %4, ptr noundef nonnull %90, ptr noundef %1, i64 noundef %2) #30
  %106 = icmp ult i64 %105, -119
  br i1 %106, label %109, label %107

107:                                              ; preds = %98, %93
  %108 = phi i64 [ -41, %93 ], [ %105, %98 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #30
  br label %294

109:                                              ; preds = %98
  %110 = load ptr, ptr %65, align 8, !tbaa !336
  %111 = getelementptr inbounds i8, ptr %110, i64 5616
  %112 = getelementptr inbounds i8, ptr %0, i64 400
  %113 = load i32, ptr %112, align 8, !tbaa !156
  %114 = call i64 @ZSTD_ldm_blockCompress(ptr noundef nonnull %4, ptr noundef nonnull %6, ptr noundef nonnull %20, ptr noundef nonnull %111, i32 noundef %113, ptr noundef %1, i64 noundef %2) #30
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #30
  br label %286

115:                                              ; preds = %89
  %116 = getelementptr inbounds i8, ptr %0, i64 448
  %117 = load ptr, ptr %116, align 8, !tbaa !114
  %118 = icmp eq ptr %117, null
  br i1 %118, label %269, label %119

119:                                              ; preds = %115
  %120 = load i32, ptr %7, align 4, !tbaa !226
  %121 = shl nuw i32 1, %120
  %122 = getelementptr inbounds i8, ptr %0, i64 440
  %123 = load ptr, ptr %122, align 8, !tbaa !432
  %124 = getelementptr inbounds i8, ptr %0, i64 5264
  %125 = load ptr, ptr %124, align 8, !tbaa !389
  %126 = getelementptr inbounds i8, ptr %0, i64 5272
  %127 = load i64, ptr %126, align 8, !tbaa !388
  %128 = getelementptr inbounds i8, ptr %0, i64 284
  %129 = load i32, ptr %128, align 4, !tbaa !433
  %130 = zext i32 %121 to i64
  %131 = tail call i64 %117(ptr noundef %123, ptr noundef %125, i64 noundef %127, ptr noundef %1, i64 noundef %2, ptr noundef null, i64 noundef 0, i32 noundef %129, i64 noundef %130) #30
  %132 = load i64, ptr %126, align 8, !tbaa !388
  %133 = add i64 %131, -1
  %134 = icmp ult i64 %133, %132
  br i1 %134, label %135, label %245

135:                                              ; preds = %119
  %136 = load ptr, ptr %124, align 8, !tbaa !389
  %137 = getelementptr %struct.ZSTD_Sequence, ptr %136, i64 %131
  %138 = getelementptr i8, ptr %137, i64 -16
  %139 = load i32, ptr %138, align 4, !tbaa !42
  %140 = getelementptr i8, ptr %137, i64 -8
  %141 = load i32, ptr %140, align 4, !tbaa !42
  %142 = icmp eq i32 %139, 0
  %143 = icmp eq i32 %141, 0
  %144 = select i1 %142, i1 %143, i1 false
  br i1 %144, label %149, label %145

145:                                              ; preds = %135
  %146 = icmp eq i64 %131, %132
  br i1 %146, label %245, label %147

147:                                              ; preds = %145
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %137, i8 0, i64 16, i1 false)
  %148 = add i64 %131, 1
  br label %149

149:                                              ; preds = %135, %147
  %150 = phi i64 [ %148, %147 ], [ %131, %135 ]
  %151 = icmp ult i64 %150, -119
  br i1 %151, label %152, label %245

152:                                              ; preds = %149
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #30
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %153 = load ptr, ptr %124, align 8, !tbaa !389
  %154 = icmp eq i64 %150, 0
  br i1 %154, label %236, label %155

155:                                              ; preds = %152
  %156 = and i64 %150, 3
  %157 = icmp ult i64 %150, 4
  br i1 %157, label %207, label %158

158:                                              ; preds = %155
  %159 = and i64 %150, -4
  br label %160

160:                                              ; preds = %160, %158
  %161 = phi i64 [ 0, %158 ], [ %204, %160 ]
  %162 = phi i64 [ 0, %158 ], [ %199, %160 ]
  %163 = phi i64 [ 0, %158 ], [ %203, %160 ]
  %164 = phi i64 [ 0, %158 ], [ %205, %160 ]
  %165 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %153, i64 %161
  %166 = getelementptr inbounds i8, ptr %165, i64 4
  %167 = load i32, ptr %166, align 4, !tbaa !198
  %168 = zext i32 %167 to i64
  %169 = add i64 %162, %168
  %170 = getelementptr inbounds i8, ptr %165, i64 8
  %171 = load i32, ptr %170, align 4, !tbaa !197
  %172 = zext i32 %171 to i64
  %173 = add i64 %163, %172
  %174 = or disjoint i64 %161, 1
  %175 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %153, i64 %174
  %176 = getelementptr inbounds i8, ptr %175, i64 4
  %177 = load i32, ptr %176, align 4, !tbaa !198
  %178 = zext i32 %177 to i64
  %179 = add i64 %169, %178
  %180 = getelementptr inbounds i8, ptr %175, i64 8
  %181 = load i32, ptr %180, align 4, !tbaa !197
  %182 = zext i32 %181 to i64
  %183 = add i64 %173, %182
  %184 = or disjoint i64 %161, 2
  %185 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %153, i64 %184
  %186 = getelementptr inbounds i8, ptr %185, i64 4
  %187 = load i32, ptr %186, align 4, !tbaa !198
  %188 = zext i32 %187 to i64
  %189 = add i64 %179, %188
  %190 = getelementptr inbounds i8, ptr %185, i64 8
  %191 = load i32, ptr %190, align 4, !tbaa !197
  %192 = zext i32 %191 to i64
  %193 = add i64 %183, %192
  %194 = or disjoint i64 %161, 3
  %195 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %153, i64 %194
  %196 = getelementptr inbounds i8, ptr %195, i64 4
  %197 = load i32, ptr %196, align 4, !tbaa !198
  %198 = zext i32 %197 to i64
  %199 = add i64 %189, %198
  %200 = getelementptr inbounds i8, ptr %195, i64 8
  %201 = load i32, ptr %200, align 4, !tbaa !197
  %202 = zext i32 %201 to i64
  %203 = add i64 %193, %202
  %204 = add nuw i64 %161, 4
  %205 = add i64 %164, 4
  %206 = icmp eq i64 %205, %159
  br i1 %206, label %207, label %160, !llvm.loop !434

207:                                              ; preds = %160, %155
  %208 = phi i64 [ poison, %155 ], [ %199, %160 ]
  %209 = phi i64 [ poison, %155 ], [ %203, %160 ]
  %210 = phi i64 [ 0, %155 ], [ %204, %160 ]
  %211 = phi i64 [ 0, %155 ], [ %199, %160 ]
  %212 = phi i64 [ 0, %155 ], [ %203, %160 ]
  %213 = icmp eq i64 %156, 0
  br i1 %213, label %231, label %214

214:                                              ; preds = %207, %214
  %215 = phi i64 [ %228, %214 ], [ %210, %207 ]
  %216 = phi i64 [ %223, %214 ], [ %211, %207 ]
  %217 = phi i64 [ %227, %214 ], [ %212, %207 ]
  %218 = phi i64 [ %229, %214 ], [ 0, %207 ]
  %219 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %153, i64 %215
  %220 = getelementptr inbounds i8, ptr %219, i64 4
  %221 = load i32, ptr %220, align 4, !tbaa !198
  %222 = zext i32 %221 to i64
  %223 = add i64 %216, %222
  %224 = getelementptr inbounds i8, ptr %219, i64 8
  %225 = load i32, ptr %224, align 4, !tbaa !197
  %226 = zext i32 %225 to i64
  %227 = add i64 %217, %226
  %228 = add nuw i64 %215, 1
  %229 = add i64 %218, 1
  %230 = icmp eq i64 %229, %156
  br i1 %230, label %231, label %214, !llvm.loop !435

231:                                              ; preds = %214, %207
  %232 = phi i64 [ %208, %207 ], [ %223, %214 ]
  %233 = phi i64 [ %209, %207 ], [ %227, %214 ]
  %234 = add i64 %233, %232
  %235 = icmp ugt i64 %234, %2
  br i1 %235, label %243, label %236

236:                                              ; preds = %152, %231
  %237 = getelementptr inbounds i8, ptr %0, i64 456
  %238 = load i32, ptr %237, align 8, !tbaa !333
  %239 = call i64 @ZSTD_transferSequences_wBlockDelim(ptr noundef %0, ptr noundef nonnull %5, ptr noundef %153, i64 noundef %150, ptr noundef %1, i64 noundef %2, i32 noundef %238)
  %240 = icmp ult i64 %239, -119
  br i1 %240, label %241, label %243

241:                                              ; preds = %236
  %242 = getelementptr inbounds i8, ptr %0, i64 3528
  store ptr null, ptr %242, align 8, !tbaa !436
  br label %243

243:                                              ; preds = %231, %236, %241
  %244 = phi i64 [ 0, %241 ], [ %239, %236 ], [ -107, %231 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #30
  br label %294

245:                                              ; preds = %145, %119, %149
  %246 = phi i64 [ %150, %149 ], [ -106, %119 ], [ -106, %145 ]
  %247 = getelementptr inbounds i8, ptr %0, i64 436
  %248 = load i32, ptr %247, align 4, !tbaa !437
  %249 = icmp eq i32 %248, 0
  br i1 %249, label %294, label %250

250:                                              ; preds = %245
  %251 = getelementptr inbounds i8, ptr %0, i64 268
  %252 = load i32, ptr %251, align 4, !tbaa !159
  %253 = getelementptr inbounds i8, ptr %0, i64 400
  %254 = load i32, ptr %253, align 8, !tbaa !156
  %255 = add i32 %252, -3
  %256 = icmp ugt i32 %255, 2
  %257 = icmp ne i32 %254, 1
  %258 = or i1 %256, %257
  %259 = zext nneg i32 %255 to i64
  %260 = getelementptr inbounds [4 x [3 x ptr]], ptr @ZSTD_selectBlockCompressor.rowBasedBlockCompressors, i64 0, i64 %63, i64 %259
  %261 = sext i32 %252 to i64
  %262 = getelementptr inbounds [4 x [10 x ptr]], ptr @ZSTD_selectBlockCompressor.blockCompressor, i64 0, i64 %63, i64 %261
  %263 = select i1 %258, ptr %262, ptr %260
  %264 = load ptr, ptr %263, align 8, !tbaa !41
  %265 = getelementptr inbounds i8, ptr %0, i64 3528
  store ptr null, ptr %265, align 8, !tbaa !436
  %266 = load ptr, ptr %65, align 8, !tbaa !336
  %267 = getelementptr inbounds i8, ptr %266, i64 5616
  %268 = tail call i64 %264(ptr noundef nonnull %6, ptr noundef nonnull %20, ptr noundef nonnull %267, ptr noundef %1, i64 noundef %2) #30
  br label %286

269:                                              ; preds = %115
  %270 = getelementptr inbounds i8, ptr %0, i64 268
  %271 = load i32, ptr %270, align 4, !tbaa !159
  %272 = getelementptr inbounds i8, ptr %0, i64 400
  %273 = load i32, ptr %272, align 8, !tbaa !156
  %274 = add i32 %271, -3
  %275 = icmp ugt i32 %274, 2
  %276 = icmp ne i32 %273, 1
  %277 = or i1 %275, %276
  %278 = zext nneg i32 %274 to i64
  %279 = getelementptr inbounds [4 x [3 x ptr]], ptr @ZSTD_selectBlockCompressor.rowBasedBlockCompressors, i64 0, i64 %63, i64 %278
  %280 = sext i32 %271 to i64
  %281 = getelementptr inbounds [4 x [10 x ptr]], ptr @ZSTD_selectBlockCompressor.blockCompressor, i64 0, i64 %63, i64 %280
  %282 = select i1 %277, ptr %281, ptr %279
  %283 = load ptr, ptr %282, align 8, !tbaa !41
  %284 = getelementptr inbounds i8, ptr %0, i64 3528
  store ptr null, ptr %284, align 8, !tbaa !436
  %285 = tail call i64 %283(ptr noundef nonnull %6, ptr noundef nonnull %20, ptr noundef nonnull %67, ptr noundef %1, i64 noundef %2) #30
  br label %286

286:                                              ; preds = %250, %109, %269, %85
  %287 = phi i64 [ %88, %85 ], [ %114, %109 ], [ %268, %250 ], [ %285, %269 ]
  %288 = getelementptr inbounds i8, ptr %1, i64 %2
  %289 = sub i64 0, %287
  %290 = getelementptr inbounds i8, ptr %288, i64 %289
  %291 = load ptr, ptr %23, align 8, !tbaa !184
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %291, ptr nonnull readonly align 1 %290, i64 %287, i1 false)
  %292 = load ptr, ptr %23, align 8, !tbaa !184
  %293 = getelementptr inbounds i8, ptr %292, i64 %287
  store ptr %293, ptr %23, align 8, !tbaa !184
  br label %294

294:                                              ; preds = %245, %243, %107, %81, %14, %15, %286
  %295 = phi i64 [ 0, %286 ], [ 1, %15 ], [ 1, %14 ], [ %108, %107 ], [ -41, %81 ], [ %246, %245 ], [ %244, %243 ]
  ret i64 %295
}

declare void @ZSTD_ldm_skipRawSeqStoreBytes(ptr noundef, i64 noundef) local_unnamed_addr #13

declare void @ZSTD_ldm_skipSequences(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #13

declare i64 @ZSTD_ldm_blockCompress(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

declare i64 @ZSTD_ldm_generateSequences(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal noundef i64 @ZSTD_transferSequences_wBlockDelim(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr noundef %4, i64 noundef %5, i32 noundef %6) unnamed_addr #23 {
  %8 = alloca %struct.repcodes_s, align 8
  %9 = load i32, ptr %1, align 8, !tbaa !438
  %10 = getelementptr inbounds i8, ptr %4, i64 %5
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8) #30
  %11 = getelementptr inbounds i8, ptr %0, i64 3728
  %12 = load ptr, ptr %11, align 8, !tbaa !97
  %13 = icmp eq ptr %12, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  br label %22

16:                                               ; preds = %7
  %17 = getelementptr inbounds i8, ptr %0, i64 3736
  %18 = load ptr, ptr %17, align 8, !tbaa !107
  %19 = icmp eq ptr %18, null
  br i1 %19, label %26, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 3744
  br label %22

22:                                               ; preds = %14, %20
  %23 = phi ptr [ %21, %20 ], [ %15, %14 ]
  %24 = load i64, ptr %23, align 8, !tbaa !99
  %25 = and i64 %24, 4294967295
  br label %26

26:                                               ; preds = %22, %16
  %27 = phi i64 [ 0, %16 ], [ %25, %22 ]
  %28 = getelementptr inbounds i8, ptr %0, i64 3224
  %29 = load ptr, ptr %28, align 8, !tbaa !48
  %30 = getelementptr inbounds i8, ptr %29, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %30, i64 12, i1 false)
  %31 = zext i32 %9 to i64
  %32 = icmp ult i64 %31, %3
  br i1 %32, label %33, label %338

33:                                               ; preds = %26
  %34 = load i32, ptr %8, align 8
  %35 = icmp eq i32 %6, 2
  %36 = getelementptr inbounds i8, ptr %8, i64 4
  %37 = getelementptr inbounds i8, ptr %8, i64 8
  %38 = getelementptr inbounds i8, ptr %0, i64 376
  %39 = getelementptr inbounds i8, ptr %1, i64 8
  %40 = getelementptr inbounds i8, ptr %0, i64 244
  %41 = getelementptr inbounds i8, ptr %0, i64 448
  %42 = getelementptr inbounds i8, ptr %0, i64 260
  %43 = getelementptr inbounds i8, ptr %0, i64 1032
  %44 = getelementptr inbounds i8, ptr %0, i64 976
  %45 = getelementptr inbounds i8, ptr %10, i64 -32
  %46 = getelementptr inbounds i8, ptr %0, i64 1000
  %47 = ptrtoint ptr %45 to i64
  %48 = getelementptr inbounds i8, ptr %0, i64 1048
  %49 = getelementptr inbounds i8, ptr %0, i64 984
  %50 = getelementptr inbounds i8, ptr %0, i64 1052
  %51 = load i32, ptr %36, align 4
  %52 = load i32, ptr %37, align 8
  br label %53

53:                                               ; preds = %33, %328
  %54 = phi i32 [ %52, %33 ], [ %114, %328 ]
  %55 = phi i32 [ %51, %33 ], [ %115, %328 ]
  %56 = phi i64 [ %31, %33 ], [ %336, %328 ]
  %57 = phi i32 [ %9, %33 ], [ %335, %328 ]
  %58 = phi ptr [ %4, %33 ], [ %334, %328 ]
  %59 = phi i32 [ %34, %33 ], [ %116, %328 ]
  %60 = ptrtoint ptr %58 to i64
  %61 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %56
  %62 = getelementptr inbounds i8, ptr %61, i64 8
  %63 = load i32, ptr %62, align 4, !tbaa !197
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %68

65:                                               ; preds = %53
  %66 = load i32, ptr %61, align 4, !tbaa !195
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %338, label %68

68:                                               ; preds = %53, %65
  %69 = getelementptr inbounds i8, ptr %61, i64 4
  %70 = load i32, ptr %69, align 4, !tbaa !198
  br i1 %35, label %71, label %74

71:                                               ; preds = %68
  %72 = load i32, ptr %61, align 4, !tbaa !195
  %73 = add i32 %72, 3
  br label %113

74:                                               ; preds = %68
  %75 = icmp eq i32 %70, 0
  %76 = load i32, ptr %61, align 4, !tbaa !195
  %77 = add i32 %76, 3
  %78 = icmp ne i32 %59, %76
  %79 = select i1 %75, i1 true, i1 %78
  br i1 %79, label %80, label %94

80:                                               ; preds = %74
  %81 = icmp eq i32 %55, %76
  br i1 %81, label %82, label %84

82:                                               ; preds = %80
  %83 = select i1 %75, i32 1, i32 2
  br label %94

84:                                               ; preds = %80
  %85 = icmp eq i32 %54, %76
  br i1 %85, label %86, label %88

86:                                               ; preds = %84
  %87 = select i1 %75, i32 2, i32 3
  br label %94

88:                                               ; preds = %84
  %89 = add i32 %59, -1
  %90 = icmp eq i32 %89, %76
  %91 = select i1 %75, i1 %90, i1 false
  br i1 %91, label %94, label %92

92:                                               ; preds = %88
  %93 = icmp ugt i32 %77, 3
  br i1 %93, label %109, label %94

94:                                               ; preds = %88, %74, %86, %82, %92
  %95 = phi i32 [ %77, %92 ], [ %87, %86 ], [ %83, %82 ], [ 1, %74 ], [ 3, %88 ]
  %96 = xor i1 %75, true
  %97 = sext i1 %96 to i32
  %98 = add nsw i32 %95, %97
  switch i32 %98, label %101 [
    i32 0, label %113
    i32 3, label %99
  ]

99:                                               ; preds = %94
  %100 = add i32 %59, -1
  br label %105

101:                                              ; preds = %94
  %102 = zext i32 %98 to i64
  %103 = getelementptr inbounds i32, ptr %8, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !42
  br label %105

105:                                              ; preds = %101, %99
  %106 = phi i32 [ %100, %99 ], [ %104, %101 ]
  %107 = icmp eq i32 %98, 1
  %108 = select i1 %107, i32 %54, i32 %55
  br label %109

109:                                              ; preds = %92, %105
  %110 = phi i32 [ %108, %105 ], [ %55, %92 ]
  %111 = phi i32 [ %95, %105 ], [ %77, %92 ]
  %112 = phi i32 [ %106, %105 ], [ %76, %92 ]
  store i32 %110, ptr %37, align 8, !tbaa !42
  store i32 %59, ptr %36, align 4, !tbaa !42
  store i32 %112, ptr %8, align 8, !tbaa !42
  br label %113

113:                                              ; preds = %109, %94, %71
  %114 = phi i32 [ %54, %71 ], [ %54, %94 ], [ %110, %109 ]
  %115 = phi i32 [ %55, %71 ], [ %55, %94 ], [ %59, %109 ]
  %116 = phi i32 [ %59, %71 ], [ %59, %94 ], [ %112, %109 ]
  %117 = phi i32 [ %73, %71 ], [ %95, %94 ], [ %111, %109 ]
  %118 = load i32, ptr %38, align 8, !tbaa !356
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %143, label %120

120:                                              ; preds = %113
  %121 = add i32 %70, %63
  %122 = zext i32 %121 to i64
  %123 = load i64, ptr %39, align 8, !tbaa !440
  %124 = add i64 %123, %122
  store i64 %124, ptr %39, align 8, !tbaa !440
  %125 = load i32, ptr %40, align 4, !tbaa !226
  %126 = shl nuw i32 1, %125
  %127 = zext i32 %126 to i64
  %128 = icmp ugt i64 %124, %127
  %129 = add i64 %124, %27
  %130 = select i1 %128, i64 %127, i64 %129
  %131 = zext i32 %117 to i64
  %132 = add i64 %130, 3
  %133 = icmp ult i64 %132, %131
  br i1 %133, label %408, label %134

134:                                              ; preds = %120
  %135 = load ptr, ptr %41, align 8, !tbaa !114
  %136 = icmp ne ptr %135, null
  %137 = load i32, ptr %42, align 4, !tbaa !424
  %138 = icmp eq i32 %137, 3
  %139 = or i1 %136, %138
  %140 = select i1 %139, i64 3, i64 4
  %141 = zext i32 %63 to i64
  %142 = icmp ugt i64 %140, %141
  br i1 %142, label %408, label %143

143:                                              ; preds = %113, %134
  %144 = load i32, ptr %1, align 8, !tbaa !438
  %145 = sub i32 %57, %144
  %146 = zext i32 %145 to i64
  %147 = load i64, ptr %43, align 8, !tbaa !345
  %148 = icmp ugt i64 %147, %146
  br i1 %148, label %149, label %408

149:                                              ; preds = %143
  %150 = zext i32 %70 to i64
  %151 = zext i32 %63 to i64
  %152 = getelementptr inbounds i8, ptr %58, i64 %150
  %153 = icmp ugt ptr %152, %45
  %154 = load ptr, ptr %46, align 8, !tbaa !184
  br i1 %153, label %178, label %155

155:                                              ; preds = %149
  %156 = load <2 x i64>, ptr %58, align 1, !tbaa !179
  store <2 x i64> %156, ptr %154, align 1, !tbaa !179
  %157 = icmp ugt i32 %70, 16
  br i1 %157, label %158, label %299

158:                                              ; preds = %155
  %159 = load ptr, ptr %46, align 8, !tbaa !184
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = getelementptr inbounds i8, ptr %58, i64 16
  %162 = add nsw i64 %150, -16
  %163 = getelementptr i8, ptr %159, i64 %150
  %164 = load <2 x i64>, ptr %161, align 1, !tbaa !179
  store <2 x i64> %164, ptr %160, align 1, !tbaa !179
  %165 = icmp ult i64 %162, 17
  br i1 %165, label %299, label %166

166:                                              ; preds = %158
  %167 = getelementptr inbounds i8, ptr %159, i64 32
  br label %168

168:                                              ; preds = %168, %166
  %169 = phi ptr [ %167, %166 ], [ %176, %168 ]
  %170 = phi ptr [ %161, %166 ], [ %174, %168 ]
  %171 = getelementptr inbounds i8, ptr %170, i64 16
  %172 = load <2 x i64>, ptr %171, align 1, !tbaa !179
  store <2 x i64> %172, ptr %169, align 1, !tbaa !179
  %173 = getelementptr inbounds i8, ptr %169, i64 16
  %174 = getelementptr inbounds i8, ptr %170, i64 32
  %175 = load <2 x i64>, ptr %174, align 1, !tbaa !179
  store <2 x i64> %175, ptr %173, align 1, !tbaa !179
  %176 = getelementptr inbounds i8, ptr %169, i64 32
  %177 = icmp ult ptr %176, %163
  br i1 %177, label %168, label %303, !llvm.loop !441

178:                                              ; preds = %149
  %179 = ptrtoint ptr %152 to i64
  %180 = icmp ugt ptr %58, %45
  br i1 %180, label %199, label %181

181:                                              ; preds = %178
  %182 = ptrtoint ptr %58 to i64
  %183 = sub i64 %47, %182
  %184 = getelementptr inbounds i8, ptr %154, i64 %183
  %185 = load <2 x i64>, ptr %58, align 1, !tbaa !179
  store <2 x i64> %185, ptr %154, align 1, !tbaa !179
  %186 = icmp slt i64 %183, 17
  br i1 %186, label %199, label %187

187:                                              ; preds = %181
  %188 = getelementptr inbounds i8, ptr %154, i64 16
  br label %189

189:                                              ; preds = %189, %187
  %190 = phi ptr [ %188, %187 ], [ %197, %189 ]
  %191 = phi ptr [ %58, %187 ], [ %195, %189 ]
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = load <2 x i64>, ptr %192, align 1, !tbaa !179
  store <2 x i64> %193, ptr %190, align 1, !tbaa !179
  %194 = getelementptr inbounds i8, ptr %190, i64 16
  %195 = getelementptr inbounds i8, ptr %191, i64 32
  %196 = load <2 x i64>, ptr %195, align 1, !tbaa !179
  store <2 x i64> %196, ptr %194, align 1, !tbaa !179
  %197 = getelementptr inbounds i8, ptr %190, i64 32
  %198 = icmp ult ptr %197, %184
  br i1 %198, label %189, label %199, !llvm.loop !441

199:                                              ; preds = %189, %181, %178
  %200 = phi ptr [ %45, %181 ], [ %58, %178 ], [ %45, %189 ]
  %201 = phi ptr [ %184, %181 ], [ %154, %178 ], [ %184, %189 ]
  %202 = icmp ult ptr %200, %152
  br i1 %202, label %203, label %303

203:                                              ; preds = %199
  %204 = ptrtoint ptr %201 to i64
  %205 = ptrtoint ptr %200 to i64
  %206 = sub i64 %179, %205
  %207 = getelementptr i8, ptr %200, i64 %206
  %208 = icmp ult i64 %206, 8
  %209 = sub i64 %204, %205
  %210 = icmp ult i64 %209, 32
  %211 = select i1 %208, i1 true, i1 %210
  br i1 %211, label %247, label %212

212:                                              ; preds = %203
  %213 = icmp ult i64 %206, 32
  br i1 %213, label %233, label %214

214:                                              ; preds = %212
  %215 = and i64 %206, -32
  br label %216

216:                                              ; preds = %216, %214
  %217 = phi i64 [ 0, %214 ], [ %224, %216 ]
  %218 = getelementptr i8, ptr %201, i64 %217
  %219 = getelementptr i8, ptr %200, i64 %217
  %220 = getelementptr i8, ptr %219, i64 16
  %221 = load <16 x i8>, ptr %219, align 1, !tbaa !179
  %222 = load <16 x i8>, ptr %220, align 1, !tbaa !179
  %223 = getelementptr i8, ptr %218, i64 16
  store <16 x i8> %221, ptr %218, align 1, !tbaa !179
  store <16 x i8> %222, ptr %223, align 1, !tbaa !179
  %224 = add nuw i64 %217, 32
  %225 = icmp eq i64 %224, %215
  br i1 %225, label %226, label %216, !llvm.loop !442

226:                                              ; preds = %216
  %227 = icmp eq i64 %206, %215
  br i1 %227, label %303, label %228

228:                                              ; preds = %226
  %229 = getelementptr i8, ptr %200, i64 %215
  %230 = getelementptr i8, ptr %201, i64 %215
  %231 = and i64 %206, 24
  %232 = icmp eq i64 %231, 0
  br i1 %232, label %247, label %233

233:                                              ; preds = %212, %228
  %234 = phi i64 [ %215, %228 ], [ 0, %212 ]
  %235 = and i64 %206, -8
  %236 = getelementptr i8, ptr %201, i64 %235
  %237 = getelementptr i8, ptr %200, i64 %235
  br label %238

238:                                              ; preds = %238, %233
  %239 = phi i64 [ %234, %233 ], [ %243, %238 ]
  %240 = getelementptr i8, ptr %201, i64 %239
  %241 = getelementptr i8, ptr %200, i64 %239
  %242 = load <8 x i8>, ptr %241, align 1, !tbaa !179
  store <8 x i8> %242, ptr %240, align 1, !tbaa !179
  %243 = add nuw i64 %239, 8
  %244 = icmp eq i64 %243, %235
  br i1 %244, label %245, label %238, !llvm.loop !443

245:                                              ; preds = %238
  %246 = icmp eq i64 %206, %235
  br i1 %246, label %303, label %247

247:                                              ; preds = %245, %203, %228
  %248 = phi ptr [ %201, %203 ], [ %230, %228 ], [ %236, %245 ]
  %249 = phi ptr [ %200, %203 ], [ %229, %228 ], [ %237, %245 ]
  %250 = add i64 %60, %150
  %251 = ptrtoint ptr %249 to i64
  %252 = sub i64 %250, %251
  %253 = add i64 %60, -1
  %254 = add i64 %253, %150
  %255 = sub i64 %254, %251
  %256 = and i64 %252, 7
  %257 = icmp eq i64 %256, 0
  br i1 %257, label %267, label %258

258:                                              ; preds = %247, %258
  %259 = phi ptr [ %264, %258 ], [ %248, %247 ]
  %260 = phi ptr [ %262, %258 ], [ %249, %247 ]
  %261 = phi i64 [ %265, %258 ], [ 0, %247 ]
  %262 = getelementptr inbounds i8, ptr %260, i64 1
  %263 = load i8, ptr %260, align 1, !tbaa !179
  %264 = getelementptr inbounds i8, ptr %259, i64 1
  store i8 %263, ptr %259, align 1, !tbaa !179
  %265 = add i64 %261, 1
  %266 = icmp eq i64 %265, %256
  br i1 %266, label %267, label %258, !llvm.loop !444

267:                                              ; preds = %258, %247
  %268 = phi ptr [ %248, %247 ], [ %264, %258 ]
  %269 = phi ptr [ %249, %247 ], [ %262, %258 ]
  %270 = icmp ult i64 %255, 7
  br i1 %270, label %303, label %271

271:                                              ; preds = %267, %271
  %272 = phi ptr [ %297, %271 ], [ %268, %267 ]
  %273 = phi ptr [ %295, %271 ], [ %269, %267 ]
  %274 = getelementptr inbounds i8, ptr %273, i64 1
  %275 = load i8, ptr %273, align 1, !tbaa !179
  %276 = getelementptr inbounds i8, ptr %272, i64 1
  store i8 %275, ptr %272, align 1, !tbaa !179
  %277 = getelementptr inbounds i8, ptr %273, i64 2
  %278 = load i8, ptr %274, align 1, !tbaa !179
  %279 = getelementptr inbounds i8, ptr %272, i64 2
  store i8 %278, ptr %276, align 1, !tbaa !179
  %280 = getelementptr inbounds i8, ptr %273, i64 3
  %281 = load i8, ptr %277, align 1, !tbaa !179
  %282 = getelementptr inbounds i8, ptr %272, i64 3
  store i8 %281, ptr %279, align 1, !tbaa !179
  %283 = getelementptr inbounds i8, ptr %273, i64 4
  %284 = load i8, ptr %280, align 1, !tbaa !179
  %285 = getelementptr inbounds i8, ptr %272, i64 4
  store i8 %284, ptr %282, align 1, !tbaa !179
  %286 = getelementptr inbounds i8, ptr %273, i64 5
  %287 = load i8, ptr %283, align 1, !tbaa !179
  %288 = getelementptr inbounds i8, ptr %272, i64 5
  store i8 %287, ptr %285, align 1, !tbaa !179
  %289 = getelementptr inbounds i8, ptr %273, i64 6
  %290 = load i8, ptr %286, align 1, !tbaa !179
  %291 = getelementptr inbounds i8, ptr %272, i64 6
  store i8 %290, ptr %288, align 1, !tbaa !179
  %292 = getelementptr inbounds i8, ptr %273, i64 7
  %293 = load i8, ptr %289, align 1, !tbaa !179
  %294 = getelementptr inbounds i8, ptr %272, i64 7
  store i8 %293, ptr %291, align 1, !tbaa !179
  %295 = getelementptr inbounds i8, ptr %273, i64 8
  %296 = load i8, ptr %292, align 1, !tbaa !179
  %297 = getelementptr inbounds i8, ptr %272, i64 8
  store i8 %296, ptr %294, align 1, !tbaa !179
  %298 = icmp eq ptr %295, %207
  br i1 %298, label %303, label %271, !llvm.loop !445

299:                                              ; preds = %158, %155
  %300 = load ptr, ptr %46, align 8, !tbaa !184
  %301 = getelementptr inbounds i8, ptr %300, i64 %150
  store ptr %301, ptr %46, align 8, !tbaa !184
  %302 = load ptr, ptr %49, align 8, !tbaa !173
  br label %315

303:                                              ; preds = %168, %267, %271, %226, %245, %199
  %304 = load ptr, ptr %46, align 8, !tbaa !184
  %305 = getelementptr inbounds i8, ptr %304, i64 %150
  store ptr %305, ptr %46, align 8, !tbaa !184
  %306 = icmp ugt i32 %70, 65535
  %307 = load ptr, ptr %49, align 8, !tbaa !173
  br i1 %306, label %308, label %315, !prof !446

308:                                              ; preds = %303
  store i32 1, ptr %48, align 8, !tbaa !181
  %309 = load ptr, ptr %44, align 8, !tbaa !169
  %310 = ptrtoint ptr %307 to i64
  %311 = ptrtoint ptr %309 to i64
  %312 = sub i64 %310, %311
  %313 = lshr exact i64 %312, 3
  %314 = trunc i64 %313 to i32
  store i32 %314, ptr %50, align 4, !tbaa !182
  br label %315

315:                                              ; preds = %299, %308, %303
  %316 = phi ptr [ %302, %299 ], [ %307, %308 ], [ %307, %303 ]
  %317 = trunc i32 %70 to i16
  %318 = getelementptr inbounds i8, ptr %316, i64 4
  store i16 %317, ptr %318, align 4, !tbaa !174
  store i32 %117, ptr %316, align 4, !tbaa !177
  %319 = add nsw i64 %151, -3
  %320 = icmp ugt i64 %319, 65535
  br i1 %320, label %321, label %328, !prof !346

321:                                              ; preds = %315
  store i32 2, ptr %48, align 8, !tbaa !181
  %322 = load ptr, ptr %44, align 8, !tbaa !169
  %323 = ptrtoint ptr %316 to i64
  %324 = ptrtoint ptr %322 to i64
  %325 = sub i64 %323, %324
  %326 = lshr exact i64 %325, 3
  %327 = trunc i64 %326 to i32
  store i32 %327, ptr %50, align 4, !tbaa !182
  br label %328

328:                                              ; preds = %315, %321
  %329 = trunc i64 %319 to i16
  %330 = getelementptr inbounds i8, ptr %316, i64 6
  store i16 %329, ptr %330, align 2, !tbaa !178
  %331 = getelementptr inbounds i8, ptr %316, i64 8
  store ptr %331, ptr %49, align 8, !tbaa !173
  %332 = add i32 %70, %63
  %333 = zext i32 %332 to i64
  %334 = getelementptr inbounds i8, ptr %58, i64 %333
  %335 = add i32 %57, 1
  %336 = zext i32 %335 to i64
  %337 = icmp ult i64 %336, %3
  br i1 %337, label %53, label %338, !llvm.loop !447

338:                                              ; preds = %328, %65, %26
  %339 = phi ptr [ %4, %26 ], [ %58, %65 ], [ %334, %328 ]
  %340 = phi i32 [ %9, %26 ], [ %57, %65 ], [ %335, %328 ]
  %341 = phi i64 [ %31, %26 ], [ %56, %65 ], [ %336, %328 ]
  %342 = icmp eq i64 %341, %3
  br i1 %342, label %408, label %343

343:                                              ; preds = %338
  %344 = icmp ne i32 %6, 2
  %345 = icmp eq i32 %340, %9
  %346 = select i1 %344, i1 true, i1 %345
  br i1 %346, label %384, label %347

347:                                              ; preds = %343
  %348 = add i32 %340, -1
  %349 = add i32 %9, 2
  %350 = icmp ult i32 %348, %349
  br i1 %350, label %365, label %351

351:                                              ; preds = %347
  %352 = add i32 %340, -3
  %353 = zext i32 %352 to i64
  %354 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %353
  %355 = load i32, ptr %354, align 4, !tbaa !195
  %356 = getelementptr inbounds i8, ptr %8, i64 8
  store i32 %355, ptr %356, align 8, !tbaa !42
  %357 = add i32 %340, -2
  %358 = zext i32 %357 to i64
  %359 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %358
  %360 = load i32, ptr %359, align 4, !tbaa !195
  %361 = getelementptr inbounds i8, ptr %8, i64 4
  store i32 %360, ptr %361, align 4, !tbaa !42
  %362 = zext i32 %348 to i64
  %363 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %362
  %364 = load i32, ptr %363, align 4, !tbaa !195
  store i32 %364, ptr %8, align 8, !tbaa !42
  br label %384

365:                                              ; preds = %347
  %366 = icmp eq i32 %340, %349
  br i1 %366, label %367, label %378

367:                                              ; preds = %365
  %368 = load i32, ptr %8, align 8, !tbaa !42
  %369 = getelementptr inbounds i8, ptr %8, i64 8
  store i32 %368, ptr %369, align 8, !tbaa !42
  %370 = add i32 %340, -2
  %371 = zext i32 %370 to i64
  %372 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %371
  %373 = load i32, ptr %372, align 4, !tbaa !195
  %374 = getelementptr inbounds i8, ptr %8, i64 4
  store i32 %373, ptr %374, align 4, !tbaa !42
  %375 = zext i32 %348 to i64
  %376 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %375
  %377 = load i32, ptr %376, align 4, !tbaa !195
  store i32 %377, ptr %8, align 8, !tbaa !42
  br label %384

378:                                              ; preds = %365
  %379 = getelementptr inbounds i8, ptr %8, i64 4
  %380 = load <2 x i32>, ptr %8, align 8, !tbaa !42
  store <2 x i32> %380, ptr %379, align 4, !tbaa !42
  %381 = zext i32 %348 to i64
  %382 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %381
  %383 = load i32, ptr %382, align 4, !tbaa !195
  store i32 %383, ptr %8, align 8, !tbaa !42
  br label %384

384:                                              ; preds = %351, %378, %367, %343
  %385 = getelementptr inbounds i8, ptr %0, i64 3232
  %386 = load ptr, ptr %385, align 8, !tbaa !336
  %387 = getelementptr inbounds i8, ptr %386, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %387, ptr noundef nonnull align 8 dereferenceable(12) %8, i64 12, i1 false)
  %388 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %341, i32 1
  %389 = load i32, ptr %388, align 4, !tbaa !198
  %390 = icmp eq i32 %389, 0
  br i1 %390, label %403, label %391

391:                                              ; preds = %384
  %392 = zext i32 %389 to i64
  %393 = getelementptr inbounds i8, ptr %0, i64 1000
  %394 = load ptr, ptr %393, align 8, !tbaa !184
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %394, ptr readonly align 1 %339, i64 %392, i1 false)
  %395 = load ptr, ptr %393, align 8, !tbaa !184
  %396 = getelementptr inbounds i8, ptr %395, i64 %392
  store ptr %396, ptr %393, align 8, !tbaa !184
  %397 = load i32, ptr %388, align 4, !tbaa !198
  %398 = zext i32 %397 to i64
  %399 = getelementptr inbounds i8, ptr %339, i64 %398
  %400 = getelementptr inbounds i8, ptr %1, i64 8
  %401 = load i64, ptr %400, align 8, !tbaa !440
  %402 = add i64 %401, %398
  store i64 %402, ptr %400, align 8, !tbaa !440
  br label %403

403:                                              ; preds = %384, %391
  %404 = phi ptr [ %399, %391 ], [ %339, %384 ]
  %405 = icmp eq ptr %404, %10
  br i1 %405, label %406, label %408

406:                                              ; preds = %403
  %407 = add i32 %340, 1
  store i32 %407, ptr %1, align 8, !tbaa !438
  br label %408

408:                                              ; preds = %143, %120, %134, %403, %338, %406
  %409 = phi i64 [ %5, %406 ], [ -107, %338 ], [ -107, %403 ], [ -107, %134 ], [ -107, %120 ], [ -107, %143 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8) #30
  ret i64 %409
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @ZSTD_isRLE(ptr noundef %0, i64 noundef %1) unnamed_addr #24 {
  %3 = load i8, ptr %0, align 1, !tbaa !179
  %4 = zext i8 %3 to i64
  %5 = mul nuw i64 %4, 72340172838076673
  %6 = and i64 %1, 31
  %7 = icmp eq i64 %1, 1
  br i1 %7, label %106, label %8

8:                                                ; preds = %2
  %9 = icmp eq i64 %6, 0
  br i1 %9, label %84, label %10

10:                                               ; preds = %8
  %11 = getelementptr inbounds i8, ptr %0, i64 1
  %12 = getelementptr i8, ptr %0, i64 %6
  %13 = getelementptr i8, ptr %12, i64 -7
  %14 = icmp ugt i64 %6, 8
  br i1 %14, label %15, label %41

15:                                               ; preds = %10
  %16 = load i64, ptr %0, align 1, !tbaa !99
  %17 = load i64, ptr %11, align 1, !tbaa !99
  %18 = icmp eq i64 %16, %17
  br i1 %18, label %23, label %19

19:                                               ; preds = %15
  %20 = xor i64 %17, %16
  %21 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %20, i1 true)
  %22 = lshr i64 %21, 3
  br label %80

23:                                               ; preds = %15, %29
  %24 = phi ptr [ %27, %29 ], [ %0, %15 ]
  %25 = phi ptr [ %26, %29 ], [ %11, %15 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = icmp ult ptr %26, %13
  br i1 %28, label %29, label %41

29:                                               ; preds = %23
  %30 = load i64, ptr %27, align 1, !tbaa !99
  %31 = load i64, ptr %26, align 1, !tbaa !99
  %32 = icmp eq i64 %30, %31
  br i1 %32, label %23, label %33

33:                                               ; preds = %29
  %34 = xor i64 %31, %30
  %35 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %34, i1 true)
  %36 = lshr i64 %35, 3
  %37 = getelementptr inbounds i8, ptr %26, i64 %36
  %38 = ptrtoint ptr %37 to i64
  %39 = ptrtoint ptr %11 to i64
  %40 = sub i64 %38, %39
  br label %80

41:                                               ; preds = %23, %10
  %42 = phi ptr [ %0, %10 ], [ %27, %23 ]
  %43 = phi ptr [ %11, %10 ], [ %26, %23 ]
  %44 = getelementptr inbounds i8, ptr %12, i64 -3
  %45 = icmp ult ptr %43, %44
  br i1 %45, label %46, label %53

46:                                               ; preds = %41
  %47 = load i32, ptr %42, align 1, !tbaa !42
  %48 = load i32, ptr %43, align 1, !tbaa !42
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %43, i64 4
  %52 = getelementptr inbounds i8, ptr %42, i64 4
  br label %53

53:                                               ; preds = %50, %46, %41
  %54 = phi ptr [ %52, %50 ], [ %42, %46 ], [ %42, %41 ]
  %55 = phi ptr [ %51, %50 ], [ %43, %46 ], [ %43, %41 ]
  %56 = getelementptr inbounds i8, ptr %12, i64 -1
  %57 = icmp ult ptr %55, %56
  br i1 %57, label %58, label %65

58:                                               ; preds = %53
  %59 = load i16, ptr %54, align 1, !tbaa !213
  %60 = load i16, ptr %55, align 1, !tbaa !213
  %61 = icmp eq i16 %59, %60
  br i1 %61, label %62, label %65

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %55, i64 2
  %64 = getelementptr inbounds i8, ptr %54, i64 2
  br label %65

65:                                               ; preds = %62, %58, %53
  %66 = phi ptr [ %64, %62 ], [ %54, %58 ], [ %54, %53 ]
  %67 = phi ptr [ %63, %62 ], [ %55, %58 ], [ %55, %53 ]
  %68 = icmp ult ptr %67, %12
  br i1 %68, label %69, label %75

69:                                               ; preds = %65
  %70 = load i8, ptr %66, align 1, !tbaa !179
  %71 = load i8, ptr %67, align 1, !tbaa !179
  %72 = icmp eq i8 %70, %71
  %73 = zext i1 %72 to i64
  %74 = getelementptr inbounds i8, ptr %67, i64 %73
  br label %75

75:                                               ; preds = %69, %65
  %76 = phi ptr [ %67, %65 ], [ %74, %69 ]
  %77 = ptrtoint ptr %76 to i64
  %78 = ptrtoint ptr %11 to i64
  %79 = sub i64 %77, %78
  br label %80

80:                                               ; preds = %19, %33, %75
  %81 = phi i64 [ %79, %75 ], [ %22, %19 ], [ %40, %33 ]
  %82 = add nsw i64 %6, -1
  %83 = icmp eq i64 %81, %82
  br i1 %83, label %84, label %106

84:                                               ; preds = %80, %8
  %85 = icmp ult i64 %1, 32
  br i1 %85, label %106, label %86

86:                                               ; preds = %84, %103
  %87 = phi i64 [ %104, %103 ], [ %6, %84 ]
  %88 = getelementptr inbounds i8, ptr %0, i64 %87
  %89 = load i64, ptr %88, align 1, !tbaa !99
  %90 = icmp eq i64 %89, %5
  br i1 %90, label %91, label %106

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %88, i64 8
  %93 = load i64, ptr %92, align 1, !tbaa !99
  %94 = icmp eq i64 %93, %5
  br i1 %94, label %95, label %106

95:                                               ; preds = %91
  %96 = getelementptr inbounds i8, ptr %88, i64 16
  %97 = load i64, ptr %96, align 1, !tbaa !99
  %98 = icmp eq i64 %97, %5
  br i1 %98, label %99, label %106

99:                                               ; preds = %95
  %100 = getelementptr inbounds i8, ptr %88, i64 24
  %101 = load i64, ptr %100, align 1, !tbaa !99
  %102 = icmp eq i64 %101, %5
  br i1 %102, label %103, label %106

103:                                              ; preds = %99
  %104 = add i64 %87, 32
  %105 = icmp eq i64 %104, %1
  br i1 %105, label %106, label %86, !llvm.loop !448

106:                                              ; preds = %103, %86, %91, %95, %99, %84, %80, %2
  %107 = phi i32 [ 1, %2 ], [ 0, %80 ], [ 1, %84 ], [ 1, %103 ], [ 0, %86 ], [ 0, %91 ], [ 0, %95 ], [ 0, %99 ]
  ret i32 %107
}

declare i64 @ZSTD_compressSuperBlock(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #22

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressSeqStore_singleBlock(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr noundef %4, i64 noundef %5, ptr noundef readonly %6, i64 noundef %7, i32 noundef %8, i32 noundef %9) unnamed_addr #2 {
  %11 = alloca %struct.repcodes_s, align 4
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11) #30
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %11, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !449
  %12 = icmp eq i32 %9, 0
  br i1 %12, label %123, label %13

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !173
  %16 = load ptr, ptr %1, align 8, !tbaa !169
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = lshr exact i64 %19, 3
  %21 = trunc i64 %20 to i32
  %22 = getelementptr inbounds i8, ptr %1, i64 72
  %23 = load i32, ptr %22, align 8, !tbaa !181
  %24 = icmp eq i32 %23, 1
  br i1 %24, label %25, label %28

25:                                               ; preds = %13
  %26 = getelementptr inbounds i8, ptr %1, i64 76
  %27 = load i32, ptr %26, align 4, !tbaa !182
  br label %28

28:                                               ; preds = %25, %13
  %29 = phi i32 [ %27, %25 ], [ %21, %13 ]
  %30 = icmp eq i32 %21, 0
  br i1 %30, label %123, label %31

31:                                               ; preds = %28
  %32 = getelementptr inbounds i8, ptr %2, i64 4
  %33 = getelementptr inbounds i8, ptr %2, i64 8
  %34 = getelementptr inbounds i8, ptr %3, i64 4
  %35 = getelementptr inbounds i8, ptr %3, i64 8
  %36 = zext i32 %29 to i64
  %37 = and i64 %20, 4294967295
  br label %38

38:                                               ; preds = %120, %31
  %39 = phi i64 [ 0, %31 ], [ %121, %120 ]
  %40 = getelementptr inbounds %struct.SeqDef_s, ptr %16, i64 %39
  %41 = getelementptr inbounds i8, ptr %40, i64 4
  %42 = load i16, ptr %41, align 4, !tbaa !174
  %43 = icmp eq i16 %42, 0
  %44 = icmp ne i64 %39, %36
  %45 = select i1 %43, i1 %44, i1 false
  %46 = zext i1 %45 to i32
  %47 = load i32, ptr %40, align 4, !tbaa !177
  %48 = add i32 %47, -1
  %49 = icmp ult i32 %48, 3
  br i1 %49, label %50, label %70

50:                                               ; preds = %38
  %51 = add nuw nsw i32 %48, %46
  %52 = icmp eq i32 %51, 3
  br i1 %52, label %53, label %58

53:                                               ; preds = %50
  %54 = load i32, ptr %2, align 4, !tbaa !42
  %55 = add i32 %54, -1
  %56 = load i32, ptr %3, align 4, !tbaa !42
  %57 = add i32 %56, -1
  br label %64

58:                                               ; preds = %50
  %59 = zext nneg i32 %51 to i64
  %60 = getelementptr inbounds i32, ptr %2, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !42
  %62 = getelementptr inbounds i32, ptr %3, i64 %59
  %63 = load i32, ptr %62, align 4, !tbaa !42
  br label %64

64:                                               ; preds = %58, %53
  %65 = phi i32 [ %55, %53 ], [ %61, %58 ]
  %66 = phi i32 [ %57, %53 ], [ %63, %58 ]
  %67 = icmp eq i32 %65, %66
  br i1 %67, label %76, label %68

68:                                               ; preds = %64
  %69 = add i32 %66, 3
  store i32 %69, ptr %40, align 4, !tbaa !177
  br label %70

70:                                               ; preds = %68, %38
  %71 = phi i32 [ %69, %68 ], [ %47, %38 ]
  %72 = icmp ugt i32 %71, 3
  br i1 %72, label %73, label %76

73:                                               ; preds = %70
  %74 = load <2 x i32>, ptr %2, align 4, !tbaa !42
  store <2 x i32> %74, ptr %32, align 4, !tbaa !42
  %75 = add i32 %71, -3
  br label %95

76:                                               ; preds = %70, %64
  %77 = phi i32 [ %71, %70 ], [ %47, %64 ]
  %78 = xor i1 %45, true
  %79 = sext i1 %78 to i32
  %80 = add nsw i32 %77, %79
  switch i32 %80, label %84 [
    i32 0, label %97
    i32 3, label %81
  ]

81:                                               ; preds = %76
  %82 = load i32, ptr %2, align 4, !tbaa !42
  %83 = add i32 %82, -1
  br label %89

84:                                               ; preds = %76
  %85 = zext i32 %80 to i64
  %86 = getelementptr inbounds i32, ptr %2, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !42
  %88 = load i32, ptr %2, align 4, !tbaa !42
  br label %89

89:                                               ; preds = %84, %81
  %90 = phi i32 [ %82, %81 ], [ %88, %84 ]
  %91 = phi i32 [ %83, %81 ], [ %87, %84 ]
  %92 = icmp eq i32 %80, 1
  %93 = select i1 %92, ptr %33, ptr %32
  %94 = load i32, ptr %93, align 4, !tbaa !42
  store i32 %94, ptr %33, align 4, !tbaa !42
  store i32 %90, ptr %32, align 4, !tbaa !42
  br label %95

95:                                               ; preds = %89, %73
  %96 = phi i32 [ %91, %89 ], [ %75, %73 ]
  store i32 %96, ptr %2, align 4, !tbaa !42
  br label %97

97:                                               ; preds = %95, %76
  %98 = icmp ugt i32 %47, 3
  br i1 %98, label %99, label %102

99:                                               ; preds = %97
  %100 = load <2 x i32>, ptr %3, align 4, !tbaa !42
  store <2 x i32> %100, ptr %34, align 4, !tbaa !42
  %101 = add i32 %47, -3
  br label %118

102:                                              ; preds = %97
  %103 = add nsw i32 %48, %46
  switch i32 %103, label %107 [
    i32 0, label %120
    i32 3, label %104
  ]

104:                                              ; preds = %102
  %105 = load i32, ptr %3, align 4, !tbaa !42
  %106 = add i32 %105, -1
  br label %112

107:                                              ; preds = %102
  %108 = zext i32 %103 to i64
  %109 = getelementptr inbounds i32, ptr %3, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !42
  %111 = load i32, ptr %3, align 4, !tbaa !42
  br label %112

112:                                              ; preds = %107, %104
  %113 = phi i32 [ %105, %104 ], [ %111, %107 ]
  %114 = phi i32 [ %106, %104 ], [ %110, %107 ]
  %115 = icmp eq i32 %103, 1
  %116 = select i1 %115, ptr %35, ptr %34
  %117 = load i32, ptr %116, align 4, !tbaa !42
  store i32 %117, ptr %35, align 4, !tbaa !42
  store i32 %113, ptr %34, align 4, !tbaa !42
  br label %118

118:                                              ; preds = %112, %99
  %119 = phi i32 [ %114, %112 ], [ %101, %99 ]
  store i32 %119, ptr %3, align 4, !tbaa !42
  br label %120

120:                                              ; preds = %118, %102
  %121 = add nuw nsw i64 %39, 1
  %122 = icmp eq i64 %121, %37
  br i1 %122, label %123, label %38, !llvm.loop !450

123:                                              ; preds = %120, %28, %10
  %124 = icmp ult i64 %5, 3
  br i1 %124, label %233, label %125

125:                                              ; preds = %123
  %126 = getelementptr inbounds i8, ptr %0, i64 3224
  %127 = load ptr, ptr %126, align 8, !tbaa !48
  %128 = getelementptr inbounds i8, ptr %0, i64 3232
  %129 = load ptr, ptr %128, align 8, !tbaa !336
  %130 = getelementptr inbounds i8, ptr %0, i64 240
  %131 = getelementptr inbounds i8, ptr %4, i64 3
  %132 = add i64 %5, -3
  %133 = getelementptr inbounds i8, ptr %0, i64 3544
  %134 = load ptr, ptr %133, align 8, !tbaa !49
  %135 = getelementptr inbounds i8, ptr %0, i64 3552
  %136 = load i64, ptr %135, align 8, !tbaa !50
  %137 = getelementptr inbounds i8, ptr %0, i64 8
  %138 = load i32, ptr %137, align 8, !tbaa !8
  %139 = getelementptr inbounds i8, ptr %1, i64 16
  %140 = load ptr, ptr %139, align 8, !tbaa !183
  %141 = getelementptr inbounds i8, ptr %1, i64 24
  %142 = load ptr, ptr %141, align 8, !tbaa !184
  %143 = ptrtoint ptr %142 to i64
  %144 = ptrtoint ptr %140 to i64
  %145 = sub i64 %143, %144
  %146 = tail call fastcc i64 @ZSTD_entropyCompressSeqStore_internal(ptr noundef nonnull %131, i64 noundef %132, ptr noundef %140, i64 noundef %145, ptr noundef readonly %1, ptr noundef %127, ptr noundef %129, ptr noundef nonnull readonly %130, ptr noundef %134, i64 noundef %136, i32 noundef %138)
  %147 = icmp eq i64 %146, 0
  br i1 %147, label %166, label %148

148:                                              ; preds = %125
  %149 = icmp eq i64 %146, -70
  %150 = icmp uge i64 %132, %7
  %151 = and i1 %150, %149
  br i1 %151, label %166, label %152

152:                                              ; preds = %148
  %153 = icmp ult i64 %146, -119
  br i1 %153, label %154, label %233

154:                                              ; preds = %152
  %155 = getelementptr inbounds i8, ptr %0, i64 268
  %156 = load i32, ptr %155, align 4, !tbaa !75
  %157 = icmp ugt i32 %156, 7
  %158 = add i32 %156, -1
  %159 = select i1 %157, i32 %158, i32 6
  %160 = zext nneg i32 %159 to i64
  %161 = lshr i64 %7, %160
  %162 = add i64 %7, -2
  %163 = sub i64 %162, %161
  %164 = icmp ult i64 %146, %163
  %165 = select i1 %164, i64 %146, i64 0
  br label %166

166:                                              ; preds = %125, %148, %154
  %167 = phi i64 [ %165, %154 ], [ 0, %148 ], [ 0, %125 ]
  %168 = getelementptr inbounds i8, ptr %0, i64 968
  %169 = load i32, ptr %168, align 8, !tbaa !229
  %170 = icmp eq i32 %169, 0
  %171 = icmp ult i64 %167, 25
  %172 = and i1 %171, %170
  br i1 %172, label %173, label %177

173:                                              ; preds = %166
  %174 = tail call fastcc i32 @ZSTD_isRLE(ptr noundef %6, i64 noundef %7)
  %175 = icmp eq i32 %174, 0
  %176 = select i1 %175, i64 %167, i64 1
  br label %177

177:                                              ; preds = %173, %166
  %178 = phi i64 [ %167, %166 ], [ %176, %173 ]
  %179 = getelementptr inbounds i8, ptr %0, i64 936
  %180 = load i32, ptr %179, align 8, !tbaa !230
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %188, label %182

182:                                              ; preds = %177
  %183 = call fastcc i64 @ZSTD_copyBlockSequences(ptr noundef nonnull %179, ptr noundef nonnull %1, ptr noundef nonnull %11)
  %184 = icmp ult i64 %183, -119
  br i1 %184, label %185, label %233

185:                                              ; preds = %182
  %186 = load <2 x ptr>, ptr %126, align 8, !tbaa !41
  %187 = shufflevector <2 x ptr> %186, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %187, ptr %126, align 8, !tbaa !41
  br label %233

188:                                              ; preds = %177
  switch i64 %178, label %214 [
    i64 0, label %189
    i64 1, label %202
  ]

189:                                              ; preds = %188
  %190 = add i64 %7, 3
  %191 = icmp ugt i64 %190, %5
  br i1 %191, label %233, label %192

192:                                              ; preds = %189
  %193 = trunc i64 %7 to i32
  %194 = shl i32 %193, 3
  %195 = add i32 %194, %8
  %196 = trunc i32 %195 to i16
  store i16 %196, ptr %4, align 1, !tbaa !213
  %197 = lshr i32 %195, 16
  %198 = trunc i32 %197 to i8
  %199 = getelementptr inbounds i8, ptr %4, i64 2
  store i8 %198, ptr %199, align 1, !tbaa !179
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %131, ptr readonly align 1 %6, i64 %7, i1 false)
  %200 = icmp ult i64 %190, -119
  br i1 %200, label %201, label %233

201:                                              ; preds = %192
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) %11, i64 12, i1 false), !tbaa.struct !449
  br label %226

202:                                              ; preds = %188
  %203 = icmp eq i64 %5, 3
  br i1 %203, label %233, label %204

204:                                              ; preds = %202
  %205 = load i8, ptr %6, align 1, !tbaa !179
  %206 = add nuw nsw i32 %8, 2
  %207 = trunc i64 %7 to i32
  %208 = shl i32 %207, 3
  %209 = add i32 %206, %208
  %210 = trunc i32 %209 to i16
  store i16 %210, ptr %4, align 1, !tbaa !213
  %211 = lshr i32 %209, 16
  %212 = trunc i32 %211 to i8
  %213 = getelementptr inbounds i8, ptr %4, i64 2
  store i8 %212, ptr %213, align 1, !tbaa !179
  store i8 %205, ptr %131, align 1, !tbaa !179
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) %11, i64 12, i1 false), !tbaa.struct !449
  br label %226

214:                                              ; preds = %188
  %215 = load <2 x ptr>, ptr %126, align 8, !tbaa !41
  %216 = shufflevector <2 x ptr> %215, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %216, ptr %126, align 8, !tbaa !41
  %217 = add nuw nsw i32 %8, 4
  %218 = trunc i64 %178 to i32
  %219 = shl i32 %218, 3
  %220 = add i32 %217, %219
  %221 = trunc i32 %220 to i16
  store i16 %221, ptr %4, align 1, !tbaa !213
  %222 = lshr i32 %220, 16
  %223 = trunc i32 %222 to i8
  %224 = getelementptr inbounds i8, ptr %4, i64 2
  store i8 %223, ptr %224, align 1, !tbaa !179
  %225 = add nuw i64 %178, 3
  br label %226

226:                                              ; preds = %204, %214, %201
  %227 = phi i64 [ %190, %201 ], [ 4, %204 ], [ %225, %214 ]
  %228 = load ptr, ptr %126, align 8, !tbaa !48
  %229 = getelementptr inbounds i8, ptr %228, i64 5604
  %230 = load i32, ptr %229, align 4, !tbaa !151
  %231 = icmp eq i32 %230, 2
  br i1 %231, label %232, label %233

232:                                              ; preds = %226
  store i32 1, ptr %229, align 4, !tbaa !151
  br label %233

233:                                              ; preds = %202, %152, %189, %226, %232, %123, %182, %192, %185
  %234 = phi i64 [ 0, %185 ], [ %183, %182 ], [ %190, %192 ], [ -70, %123 ], [ %227, %232 ], [ %227, %226 ], [ -70, %189 ], [ %146, %152 ], [ -70, %202 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11) #30
  ret i64 %234
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @ZSTD_deriveSeqStoreChunk(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3) unnamed_addr #25 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !236
  %5 = icmp eq i64 %2, 0
  br i1 %5, label %78, label %6

6:                                                ; preds = %4
  %7 = load ptr, ptr %1, align 8, !tbaa !169
  %8 = getelementptr inbounds %struct.SeqDef_s, ptr %7, i64 %2
  %9 = load ptr, ptr %0, align 8, !tbaa !169
  %10 = icmp eq ptr %8, %9
  br i1 %10, label %73, label %11

11:                                               ; preds = %6
  %12 = ptrtoint ptr %8 to i64
  %13 = ptrtoint ptr %9 to i64
  %14 = sub i64 %12, %13
  %15 = ashr exact i64 %14, 3
  %16 = getelementptr inbounds i8, ptr %0, i64 76
  %17 = load i32, ptr %16, align 4, !tbaa !182
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i8, ptr %0, i64 72
  %20 = tail call i64 @llvm.umax.i64(i64 %15, i64 1)
  %21 = and i64 %20, 1
  %22 = icmp ult i64 %15, 2
  br i1 %22, label %57, label %23

23:                                               ; preds = %11
  %24 = and i64 %20, -2
  br label %25

25:                                               ; preds = %52, %23
  %26 = phi i64 [ 0, %23 ], [ %53, %52 ]
  %27 = phi i64 [ 0, %23 ], [ %54, %52 ]
  %28 = phi i64 [ 0, %23 ], [ %55, %52 ]
  %29 = getelementptr inbounds %struct.SeqDef_s, ptr %9, i64 %27, i32 1
  %30 = load i16, ptr %29, align 4, !tbaa !213
  %31 = zext i16 %30 to i64
  %32 = add i64 %26, %31
  %33 = icmp eq i64 %27, %18
  br i1 %33, label %34, label %39

34:                                               ; preds = %25
  %35 = load i32, ptr %19, align 8, !tbaa !181
  %36 = icmp eq i32 %35, 1
  %37 = add i64 %32, 65536
  %38 = select i1 %36, i64 %37, i64 %32
  br label %39

39:                                               ; preds = %34, %25
  %40 = phi i64 [ %32, %25 ], [ %38, %34 ]
  %41 = or disjoint i64 %27, 1
  %42 = getelementptr inbounds %struct.SeqDef_s, ptr %9, i64 %41, i32 1
  %43 = load i16, ptr %42, align 4, !tbaa !213
  %44 = zext i16 %43 to i64
  %45 = add i64 %40, %44
  %46 = icmp eq i64 %41, %18
  br i1 %46, label %47, label %52

47:                                               ; preds = %39
  %48 = load i32, ptr %19, align 8, !tbaa !181
  %49 = icmp eq i32 %48, 1
  %50 = add i64 %45, 65536
  %51 = select i1 %49, i64 %50, i64 %45
  br label %52

52:                                               ; preds = %47, %39
  %53 = phi i64 [ %45, %39 ], [ %51, %47 ]
  %54 = add nuw i64 %27, 2
  %55 = add i64 %28, 2
  %56 = icmp eq i64 %55, %24
  br i1 %56, label %57, label %25, !llvm.loop !237

57:                                               ; preds = %52, %11
  %58 = phi i64 [ poison, %11 ], [ %53, %52 ]
  %59 = phi i64 [ 0, %11 ], [ %53, %52 ]
  %60 = phi i64 [ 0, %11 ], [ %54, %52 ]
  %61 = icmp eq i64 %21, 0
  br i1 %61, label %73, label %62

62:                                               ; preds = %57
  %63 = getelementptr inbounds %struct.SeqDef_s, ptr %9, i64 %60, i32 1
  %64 = load i16, ptr %63, align 4, !tbaa !213
  %65 = zext i16 %64 to i64
  %66 = add i64 %59, %65
  %67 = icmp eq i64 %60, %18
  br i1 %67, label %68, label %73

68:                                               ; preds = %62
  %69 = load i32, ptr %19, align 8, !tbaa !181
  %70 = icmp eq i32 %69, 1
  %71 = add i64 %66, 65536
  %72 = select i1 %70, i64 %71, i64 %66
  br label %73

73:                                               ; preds = %57, %68, %62, %6
  %74 = phi i64 [ 0, %6 ], [ %58, %57 ], [ %66, %62 ], [ %72, %68 ]
  %75 = getelementptr inbounds i8, ptr %0, i64 16
  %76 = load ptr, ptr %75, align 8, !tbaa !183
  %77 = getelementptr inbounds i8, ptr %76, i64 %74
  store ptr %77, ptr %75, align 8, !tbaa !183
  br label %78

78:                                               ; preds = %73, %4
  %79 = getelementptr inbounds i8, ptr %1, i64 72
  %80 = load i32, ptr %79, align 8, !tbaa !181
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %96, label %82

82:                                               ; preds = %78
  %83 = getelementptr inbounds i8, ptr %1, i64 76
  %84 = load i32, ptr %83, align 4, !tbaa !182
  %85 = zext i32 %84 to i64
  %86 = icmp ult i64 %85, %2
  %87 = icmp ugt i64 %85, %3
  %88 = or i1 %86, %87
  br i1 %88, label %89, label %91

89:                                               ; preds = %82
  %90 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 0, ptr %90, align 8, !tbaa !181
  br label %96

91:                                               ; preds = %82
  %92 = trunc nuw i64 %2 to i32
  %93 = getelementptr inbounds i8, ptr %0, i64 76
  %94 = load i32, ptr %93, align 4, !tbaa !182
  %95 = sub i32 %94, %92
  store i32 %95, ptr %93, align 4, !tbaa !182
  br label %96

96:                                               ; preds = %89, %91, %78
  %97 = load ptr, ptr %1, align 8, !tbaa !169
  %98 = getelementptr inbounds %struct.SeqDef_s, ptr %97, i64 %2
  store ptr %98, ptr %0, align 8, !tbaa !169
  %99 = load ptr, ptr %1, align 8, !tbaa !169
  %100 = getelementptr inbounds %struct.SeqDef_s, ptr %99, i64 %3
  %101 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %100, ptr %101, align 8, !tbaa !173
  %102 = getelementptr inbounds i8, ptr %1, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !173
  %104 = ptrtoint ptr %103 to i64
  %105 = ptrtoint ptr %99 to i64
  %106 = sub i64 %104, %105
  %107 = ashr exact i64 %106, 3
  %108 = icmp eq i64 %107, %3
  br i1 %108, label %179, label %109

109:                                              ; preds = %96
  %110 = icmp eq ptr %100, %98
  br i1 %110, label %173, label %111

111:                                              ; preds = %109
  %112 = ptrtoint ptr %100 to i64
  %113 = ptrtoint ptr %98 to i64
  %114 = sub i64 %112, %113
  %115 = ashr exact i64 %114, 3
  %116 = getelementptr inbounds i8, ptr %0, i64 76
  %117 = load i32, ptr %116, align 4, !tbaa !182
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds i8, ptr %0, i64 72
  %120 = tail call i64 @llvm.umax.i64(i64 %115, i64 1)
  %121 = and i64 %120, 1
  %122 = icmp ult i64 %115, 2
  br i1 %122, label %157, label %123

123:                                              ; preds = %111
  %124 = and i64 %120, -2
  br label %125

125:                                              ; preds = %152, %123
  %126 = phi i64 [ 0, %123 ], [ %153, %152 ]
  %127 = phi i64 [ 0, %123 ], [ %154, %152 ]
  %128 = phi i64 [ 0, %123 ], [ %155, %152 ]
  %129 = getelementptr inbounds %struct.SeqDef_s, ptr %98, i64 %127, i32 1
  %130 = load i16, ptr %129, align 4, !tbaa !213
  %131 = zext i16 %130 to i64
  %132 = add i64 %126, %131
  %133 = icmp eq i64 %127, %118
  br i1 %133, label %134, label %139

134:                                              ; preds = %125
  %135 = load i32, ptr %119, align 8, !tbaa !181
  %136 = icmp eq i32 %135, 1
  %137 = add i64 %132, 65536
  %138 = select i1 %136, i64 %137, i64 %132
  br label %139

139:                                              ; preds = %134, %125
  %140 = phi i64 [ %132, %125 ], [ %138, %134 ]
  %141 = or disjoint i64 %127, 1
  %142 = getelementptr inbounds %struct.SeqDef_s, ptr %98, i64 %141, i32 1
  %143 = load i16, ptr %142, align 4, !tbaa !213
  %144 = zext i16 %143 to i64
  %145 = add i64 %140, %144
  %146 = icmp eq i64 %141, %118
  br i1 %146, label %147, label %152

147:                                              ; preds = %139
  %148 = load i32, ptr %119, align 8, !tbaa !181
  %149 = icmp eq i32 %148, 1
  %150 = add i64 %145, 65536
  %151 = select i1 %149, i64 %150, i64 %145
  br label %152

152:                                              ; preds = %147, %139
  %153 = phi i64 [ %145, %139 ], [ %151, %147 ]
  %154 = add nuw i64 %127, 2
  %155 = add i64 %128, 2
  %156 = icmp eq i64 %155, %124
  br i1 %156, label %157, label %125, !llvm.loop !237

157:                                              ; preds = %152, %111
  %158 = phi i64 [ poison, %111 ], [ %153, %152 ]
  %159 = phi i64 [ 0, %111 ], [ %153, %152 ]
  %160 = phi i64 [ 0, %111 ], [ %154, %152 ]
  %161 = icmp eq i64 %121, 0
  br i1 %161, label %173, label %162

162:                                              ; preds = %157
  %163 = getelementptr inbounds %struct.SeqDef_s, ptr %98, i64 %160, i32 1
  %164 = load i16, ptr %163, align 4, !tbaa !213
  %165 = zext i16 %164 to i64
  %166 = add i64 %159, %165
  %167 = icmp eq i64 %160, %118
  br i1 %167, label %168, label %173

168:                                              ; preds = %162
  %169 = load i32, ptr %119, align 8, !tbaa !181
  %170 = icmp eq i32 %169, 1
  %171 = add i64 %166, 65536
  %172 = select i1 %170, i64 %171, i64 %166
  br label %173

173:                                              ; preds = %157, %168, %162, %109
  %174 = phi i64 [ 0, %109 ], [ %158, %157 ], [ %166, %162 ], [ %172, %168 ]
  %175 = getelementptr inbounds i8, ptr %0, i64 16
  %176 = load ptr, ptr %175, align 8, !tbaa !183
  %177 = getelementptr inbounds i8, ptr %176, i64 %174
  %178 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %177, ptr %178, align 8, !tbaa !184
  br label %179

179:                                              ; preds = %96, %173
  %180 = getelementptr inbounds i8, ptr %0, i64 32
  %181 = load ptr, ptr %180, align 8, !tbaa !170
  %182 = getelementptr inbounds i8, ptr %181, i64 %2
  store ptr %182, ptr %180, align 8, !tbaa !170
  %183 = getelementptr inbounds i8, ptr %0, i64 40
  %184 = load ptr, ptr %183, align 8, !tbaa !172
  %185 = getelementptr inbounds i8, ptr %184, i64 %2
  store ptr %185, ptr %183, align 8, !tbaa !172
  %186 = getelementptr inbounds i8, ptr %0, i64 48
  %187 = load ptr, ptr %186, align 8, !tbaa !171
  %188 = getelementptr inbounds i8, ptr %187, i64 %2
  store ptr %188, ptr %186, align 8, !tbaa !171
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_deriveBlockSplitsHelper(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = getelementptr inbounds i8, ptr %3, i64 3768
  %8 = getelementptr inbounds i8, ptr %3, i64 3848
  %9 = getelementptr inbounds i8, ptr %3, i64 3928
  %10 = sub i64 %2, %1
  %11 = icmp ult i64 %10, 300
  br i1 %11, label %40, label %12

12:                                               ; preds = %5
  %13 = load i64, ptr %6, align 8, !tbaa !235
  br label %14

14:                                               ; preds = %12, %32
  %15 = phi i64 [ %37, %32 ], [ %13, %12 ]
  %16 = phi i64 [ %18, %32 ], [ %1, %12 ]
  %17 = add i64 %16, %2
  %18 = lshr i64 %17, 1
  %19 = icmp ugt i64 %15, 195
  br i1 %19, label %40, label %20

20:                                               ; preds = %14
  tail call fastcc void @ZSTD_deriveSeqStoreChunk(ptr noundef nonnull %7, ptr noundef %4, i64 noundef %16, i64 noundef %2)
  tail call fastcc void @ZSTD_deriveSeqStoreChunk(ptr noundef nonnull %8, ptr noundef %4, i64 noundef %16, i64 noundef %18)
  tail call fastcc void @ZSTD_deriveSeqStoreChunk(ptr noundef nonnull %9, ptr noundef %4, i64 noundef %18, i64 noundef %2)
  %21 = tail call fastcc i64 @ZSTD_buildEntropyStatisticsAndEstimateSubBlockSize(ptr noundef nonnull %7, ptr noundef %3)
  %22 = tail call fastcc i64 @ZSTD_buildEntropyStatisticsAndEstimateSubBlockSize(ptr noundef nonnull %8, ptr noundef %3)
  %23 = tail call fastcc i64 @ZSTD_buildEntropyStatisticsAndEstimateSubBlockSize(ptr noundef nonnull %9, ptr noundef %3)
  %24 = icmp ult i64 %21, -119
  %25 = icmp ult i64 %22, -119
  %26 = select i1 %24, i1 %25, i1 false
  br i1 %26, label %27, label %40

27:                                               ; preds = %20
  %28 = icmp ult i64 %23, -119
  %29 = add i64 %23, %22
  %30 = icmp ult i64 %29, %21
  %31 = select i1 %28, i1 %30, i1 false
  br i1 %31, label %32, label %40

32:                                               ; preds = %27
  tail call fastcc void @ZSTD_deriveBlockSplitsHelper(ptr noundef nonnull %0, i64 noundef %16, i64 noundef %18, ptr noundef %3, ptr noundef %4)
  %33 = trunc i64 %18 to i32
  %34 = load ptr, ptr %0, align 8, !tbaa !233
  %35 = load i64, ptr %6, align 8, !tbaa !235
  %36 = getelementptr inbounds i32, ptr %34, i64 %35
  store i32 %33, ptr %36, align 4, !tbaa !42
  %37 = add i64 %35, 1
  store i64 %37, ptr %6, align 8, !tbaa !235
  %38 = sub i64 %2, %18
  %39 = icmp ult i64 %38, 300
  br i1 %39, label %40, label %14

40:                                               ; preds = %32, %14, %27, %20, %5
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_buildEntropyStatisticsAndEstimateSubBlockSize(ptr nocapture noundef readonly %0, ptr noundef %1) unnamed_addr #2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds i8, ptr %1, i64 4952
  %8 = getelementptr inbounds i8, ptr %1, i64 3224
  %9 = load ptr, ptr %8, align 8, !tbaa !48
  %10 = getelementptr inbounds i8, ptr %1, i64 3232
  %11 = load ptr, ptr %10, align 8, !tbaa !336
  %12 = getelementptr inbounds i8, ptr %1, i64 240
  %13 = getelementptr inbounds i8, ptr %1, i64 3544
  %14 = load ptr, ptr %13, align 8, !tbaa !49
  %15 = getelementptr inbounds i8, ptr %1, i64 3552
  %16 = load i64, ptr %15, align 8, !tbaa !50
  %17 = tail call i64 @ZSTD_buildBlockEntropyStats(ptr noundef %0, ptr noundef %9, ptr noundef %11, ptr noundef nonnull %12, ptr noundef nonnull %7, ptr noundef %14, i64 noundef %16)
  %18 = icmp ult i64 %17, -119
  br i1 %18, label %19, label %193

19:                                               ; preds = %2
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !183
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  %23 = load ptr, ptr %22, align 8, !tbaa !184
  %24 = ptrtoint ptr %23 to i64
  %25 = ptrtoint ptr %21 to i64
  %26 = sub i64 %24, %25
  %27 = getelementptr inbounds i8, ptr %0, i64 48
  %28 = load ptr, ptr %27, align 8, !tbaa !171
  %29 = getelementptr inbounds i8, ptr %0, i64 32
  %30 = load ptr, ptr %29, align 8, !tbaa !170
  %31 = getelementptr inbounds i8, ptr %0, i64 40
  %32 = load ptr, ptr %31, align 8, !tbaa !172
  %33 = getelementptr inbounds i8, ptr %0, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !173
  %35 = load ptr, ptr %0, align 8, !tbaa !169
  %36 = ptrtoint ptr %34 to i64
  %37 = ptrtoint ptr %35 to i64
  %38 = sub i64 %36, %37
  %39 = ashr exact i64 %38, 3
  %40 = load ptr, ptr %10, align 8, !tbaa !336
  %41 = load ptr, ptr %13, align 8, !tbaa !49
  %42 = load i64, ptr %15, align 8, !tbaa !50
  %43 = load i32, ptr %7, align 8, !tbaa !202
  %44 = icmp eq i32 %43, 2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #30
  store i32 255, ptr %6, align 4, !tbaa !42
  %45 = icmp ugt i64 %26, 1023
  %46 = select i1 %45, i64 4, i64 3
  %47 = icmp ugt i64 %26, 16383
  %48 = zext i1 %47 to i64
  %49 = add nuw nsw i64 %46, %48
  %50 = icmp ult i64 %26, 256
  switch i32 %43, label %67 [
    i32 0, label %68
    i32 1, label %51
    i32 2, label %52
    i32 3, label %52
  ]

51:                                               ; preds = %19
  br label %68

52:                                               ; preds = %19, %19
  %53 = call i64 @HIST_count_wksp(ptr noundef %41, ptr noundef nonnull %6, ptr noundef %21, i64 noundef %26, ptr noundef %41, i64 noundef %42) #30
  %54 = icmp ult i64 %53, -119
  br i1 %54, label %55, label %68

55:                                               ; preds = %52
  %56 = load i32, ptr %6, align 4, !tbaa !42
  %57 = call i64 @HUF_estimateCompressedSize(ptr noundef %40, ptr noundef %41, i32 noundef %56) #30
  br i1 %44, label %58, label %62

58:                                               ; preds = %55
  %59 = getelementptr inbounds i8, ptr %1, i64 5088
  %60 = load i64, ptr %59, align 8, !tbaa !451
  %61 = add i64 %60, %57
  br label %62

62:                                               ; preds = %58, %55
  %63 = phi i64 [ %61, %58 ], [ %57, %55 ]
  %64 = add i64 %63, 6
  %65 = select i1 %50, i64 %63, i64 %64
  %66 = add i64 %49, %65
  br label %68

67:                                               ; preds = %19
  br label %68

68:                                               ; preds = %67, %62, %52, %51, %19
  %69 = phi i64 [ 1, %51 ], [ 0, %67 ], [ %26, %19 ], [ %66, %62 ], [ %26, %52 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #30
  %70 = getelementptr inbounds i8, ptr %40, i64 2064
  %71 = getelementptr inbounds i8, ptr %1, i64 5096
  %72 = getelementptr inbounds i8, ptr %1, i64 5100
  %73 = load i32, ptr %72, align 4, !tbaa !452
  %74 = getelementptr inbounds i8, ptr %28, i64 %39
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #30
  store i32 31, ptr %5, align 4, !tbaa !42
  %75 = call i64 @HIST_countFast_wksp(ptr noundef %41, ptr noundef nonnull %5, ptr noundef %28, i64 noundef %39, ptr noundef %41, i64 noundef %42) #30
  switch i32 %73, label %79 [
    i32 0, label %76
    i32 1, label %88
  ]

76:                                               ; preds = %68
  %77 = load i32, ptr %5, align 4, !tbaa !42
  %78 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @OF_defaultNorm, i32 noundef 5, ptr noundef %41, i32 noundef %77) #30
  br label %85

79:                                               ; preds = %68
  %80 = and i32 %73, -2
  %81 = icmp eq i32 %80, 2
  br i1 %81, label %82, label %88

82:                                               ; preds = %79
  %83 = load i32, ptr %5, align 4, !tbaa !42
  %84 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %70, ptr noundef %41, i32 noundef %83) #30
  br label %85

85:                                               ; preds = %82, %76
  %86 = phi i64 [ %78, %76 ], [ %84, %82 ]
  %87 = icmp ult i64 %86, -119
  br i1 %87, label %88, label %91

88:                                               ; preds = %85, %79, %68
  %89 = phi i64 [ %86, %85 ], [ 0, %79 ], [ 0, %68 ]
  %90 = icmp sgt i64 %39, 0
  br i1 %90, label %93, label %101

91:                                               ; preds = %85
  %92 = mul i64 %39, 10
  br label %104

93:                                               ; preds = %88, %93
  %94 = phi i64 [ %98, %93 ], [ %89, %88 ]
  %95 = phi ptr [ %99, %93 ], [ %28, %88 ]
  %96 = load i8, ptr %95, align 1, !tbaa !179
  %97 = zext i8 %96 to i64
  %98 = add i64 %94, %97
  %99 = getelementptr inbounds i8, ptr %95, i64 1
  %100 = icmp ult ptr %99, %74
  br i1 %100, label %93, label %101, !llvm.loop !453

101:                                              ; preds = %93, %88
  %102 = phi i64 [ %89, %88 ], [ %98, %93 ]
  %103 = lshr i64 %102, 3
  br label %104

104:                                              ; preds = %101, %91
  %105 = phi i64 [ %92, %91 ], [ %103, %101 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #30
  %106 = load i32, ptr %71, align 8, !tbaa !454
  %107 = getelementptr inbounds i8, ptr %40, i64 4288
  %108 = getelementptr inbounds i8, ptr %30, i64 %39
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #30
  store i32 35, ptr %4, align 4, !tbaa !42
  %109 = call i64 @HIST_countFast_wksp(ptr noundef %41, ptr noundef nonnull %4, ptr noundef %30, i64 noundef %39, ptr noundef %41, i64 noundef %42) #30
  switch i32 %106, label %113 [
    i32 0, label %110
    i32 1, label %122
  ]

110:                                              ; preds = %104
  %111 = load i32, ptr %4, align 4, !tbaa !42
  %112 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @LL_defaultNorm, i32 noundef 6, ptr noundef %41, i32 noundef %111) #30
  br label %119

113:                                              ; preds = %104
  %114 = and i32 %106, -2
  %115 = icmp eq i32 %114, 2
  br i1 %115, label %116, label %122

116:                                              ; preds = %113
  %117 = load i32, ptr %4, align 4, !tbaa !42
  %118 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %107, ptr noundef %41, i32 noundef %117) #30
  br label %119

119:                                              ; preds = %116, %110
  %120 = phi i64 [ %112, %110 ], [ %118, %116 ]
  %121 = icmp ult i64 %120, -119
  br i1 %121, label %122, label %125

122:                                              ; preds = %119, %113, %104
  %123 = phi i64 [ %120, %119 ], [ 0, %113 ], [ 0, %104 ]
  %124 = icmp sgt i64 %39, 0
  br i1 %124, label %127, label %138

125:                                              ; preds = %119
  %126 = mul i64 %39, 10
  br label %141

127:                                              ; preds = %122, %127
  %128 = phi i64 [ %135, %127 ], [ %123, %122 ]
  %129 = phi ptr [ %136, %127 ], [ %30, %122 ]
  %130 = load i8, ptr %129, align 1, !tbaa !179
  %131 = zext i8 %130 to i64
  %132 = getelementptr inbounds i8, ptr @LL_bits, i64 %131
  %133 = load i8, ptr %132, align 1, !tbaa !179
  %134 = zext i8 %133 to i64
  %135 = add i64 %128, %134
  %136 = getelementptr inbounds i8, ptr %129, i64 1
  %137 = icmp ult ptr %136, %108
  br i1 %137, label %127, label %138, !llvm.loop !453

138:                                              ; preds = %127, %122
  %139 = phi i64 [ %123, %122 ], [ %135, %127 ]
  %140 = lshr i64 %139, 3
  br label %141

141:                                              ; preds = %138, %125
  %142 = phi i64 [ %126, %125 ], [ %140, %138 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #30
  %143 = getelementptr inbounds i8, ptr %1, i64 5104
  %144 = load i32, ptr %143, align 8, !tbaa !210
  %145 = getelementptr inbounds i8, ptr %40, i64 2836
  %146 = getelementptr inbounds i8, ptr %32, i64 %39
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #30
  store i32 52, ptr %3, align 4, !tbaa !42
  %147 = call i64 @HIST_countFast_wksp(ptr noundef %41, ptr noundef nonnull %3, ptr noundef %32, i64 noundef %39, ptr noundef %41, i64 noundef %42) #30
  switch i32 %144, label %151 [
    i32 0, label %148
    i32 1, label %160
  ]

148:                                              ; preds = %141
  %149 = load i32, ptr %3, align 4, !tbaa !42
  %150 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @ML_defaultNorm, i32 noundef 6, ptr noundef %41, i32 noundef %149) #30
  br label %157

151:                                              ; preds = %141
  %152 = and i32 %144, -2
  %153 = icmp eq i32 %152, 2
  br i1 %153, label %154, label %160

154:                                              ; preds = %151
  %155 = load i32, ptr %3, align 4, !tbaa !42
  %156 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %145, ptr noundef %41, i32 noundef %155) #30
  br label %157

157:                                              ; preds = %154, %148
  %158 = phi i64 [ %150, %148 ], [ %156, %154 ]
  %159 = icmp ult i64 %158, -119
  br i1 %159, label %160, label %163

160:                                              ; preds = %157, %151, %141
  %161 = phi i64 [ %158, %157 ], [ 0, %151 ], [ 0, %141 ]
  %162 = icmp sgt i64 %39, 0
  br i1 %162, label %165, label %176

163:                                              ; preds = %157
  %164 = mul i64 %39, 10
  br label %179

165:                                              ; preds = %160, %165
  %166 = phi i64 [ %173, %165 ], [ %161, %160 ]
  %167 = phi ptr [ %174, %165 ], [ %32, %160 ]
  %168 = load i8, ptr %167, align 1, !tbaa !179
  %169 = zext i8 %168 to i64
  %170 = getelementptr inbounds i8, ptr @ML_bits, i64 %169
  %171 = load i8, ptr %170, align 1, !tbaa !179
  %172 = zext i8 %171 to i64
  %173 = add i64 %166, %172
  %174 = getelementptr inbounds i8, ptr %167, i64 1
  %175 = icmp ult ptr %174, %146
  br i1 %175, label %165, label %176, !llvm.loop !453

176:                                              ; preds = %165, %160
  %177 = phi i64 [ %161, %160 ], [ %173, %165 ]
  %178 = lshr i64 %177, 3
  br label %179

179:                                              ; preds = %163, %176
  %180 = phi i64 [ %164, %163 ], [ %178, %176 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #30
  %181 = getelementptr inbounds i8, ptr %1, i64 5248
  %182 = load i64, ptr %181, align 8, !tbaa !455
  %183 = icmp ugt i64 %39, 32511
  %184 = icmp ugt i64 %39, 127
  %185 = select i1 %184, i64 3, i64 2
  %186 = select i1 %183, i64 4, i64 3
  %187 = add nuw nsw i64 %186, %185
  %188 = add i64 %187, %69
  %189 = add i64 %188, %105
  %190 = add i64 %189, %142
  %191 = add i64 %190, %180
  %192 = add i64 %191, %182
  br label %193

193:                                              ; preds = %2, %179
  %194 = phi i64 [ %192, %179 ], [ %17, %2 ]
  ret i64 %194
}

declare i64 @ZSTD_crossEntropyCost(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #13

declare i64 @ZSTD_fseBitCost(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #13

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i64 -70, 1) i64 @ZSTD_copyBlockSequences(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #12 {
  %4 = alloca %struct.repcodes_s, align 4
  %5 = load ptr, ptr %1, align 8, !tbaa !169
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !173
  %8 = ptrtoint ptr %7 to i64
  %9 = ptrtoint ptr %5 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 3
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load ptr, ptr %12, align 8, !tbaa !184
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !183
  %16 = ptrtoint ptr %13 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load i64, ptr %18, align 8, !tbaa !456
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !457
  %22 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %21, i64 %19
  %23 = add nsw i64 %11, 1
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4) #30
  %24 = getelementptr inbounds i8, ptr %0, i64 24
  %25 = load i64, ptr %24, align 8, !tbaa !458
  %26 = sub i64 %25, %19
  %27 = icmp ugt i64 %23, %26
  br i1 %27, label %124, label %28

28:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false)
  %29 = icmp eq ptr %7, %5
  br i1 %29, label %115, label %30

30:                                               ; preds = %28
  %31 = load i32, ptr %4, align 4, !tbaa !42
  %32 = getelementptr inbounds i8, ptr %1, i64 76
  %33 = load i32, ptr %32, align 4, !tbaa !182
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr %1, i64 72
  %36 = getelementptr inbounds i8, ptr %4, i64 4
  %37 = getelementptr inbounds i8, ptr %4, i64 8
  %38 = load i32, ptr %36, align 4
  %39 = load i32, ptr %37, align 4
  %40 = tail call i64 @llvm.umax.i64(i64 %11, i64 1)
  br label %41

41:                                               ; preds = %30, %107
  %42 = phi i32 [ %39, %30 ], [ %108, %107 ]
  %43 = phi i32 [ %38, %30 ], [ %109, %107 ]
  %44 = phi i64 [ 0, %30 ], [ %112, %107 ]
  %45 = phi i64 [ 0, %30 ], [ %113, %107 ]
  %46 = phi i32 [ %31, %30 ], [ %110, %107 ]
  %47 = getelementptr inbounds %struct.SeqDef_s, ptr %5, i64 %45
  %48 = getelementptr inbounds i8, ptr %47, i64 4
  %49 = load i16, ptr %48, align 4, !tbaa !174
  %50 = zext i16 %49 to i32
  %51 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %22, i64 %45
  %52 = getelementptr inbounds i8, ptr %51, i64 4
  store i32 %50, ptr %52, align 4, !tbaa !198
  %53 = getelementptr inbounds i8, ptr %47, i64 6
  %54 = load i16, ptr %53, align 2, !tbaa !178
  %55 = zext i16 %54 to i32
  %56 = add nuw nsw i32 %55, 3
  %57 = getelementptr inbounds i8, ptr %51, i64 8
  store i32 %56, ptr %57, align 4, !tbaa !197
  %58 = getelementptr inbounds i8, ptr %51, i64 12
  store i32 0, ptr %58, align 4, !tbaa !459
  %59 = icmp eq i64 %45, %34
  br i1 %59, label %60, label %66

60:                                               ; preds = %41
  %61 = load i32, ptr %35, align 8, !tbaa !181
  switch i32 %61, label %66 [
    i32 1, label %62
    i32 2, label %64
  ]

62:                                               ; preds = %60
  %63 = or disjoint i32 %50, 65536
  store i32 %63, ptr %52, align 4, !tbaa !198
  br label %66

64:                                               ; preds = %60
  %65 = add nuw nsw i32 %55, 65539
  store i32 %65, ptr %57, align 4, !tbaa !197
  br label %66

66:                                               ; preds = %60, %62, %64, %41
  %67 = phi i32 [ %50, %60 ], [ %63, %62 ], [ %50, %64 ], [ %50, %41 ]
  %68 = load i32, ptr %47, align 4, !tbaa !177
  %69 = add i32 %68, -1
  %70 = icmp ult i32 %69, 3
  br i1 %70, label %71, label %87

71:                                               ; preds = %66
  store i32 %68, ptr %58, align 4, !tbaa !459
  %72 = icmp eq i32 %67, 0
  br i1 %72, label %77, label %73

73:                                               ; preds = %71
  %74 = zext nneg i32 %69 to i64
  %75 = getelementptr inbounds [3 x i32], ptr %4, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !42
  br label %85

77:                                               ; preds = %71
  %78 = icmp eq i32 %68, 3
  br i1 %78, label %79, label %81

79:                                               ; preds = %77
  %80 = add i32 %46, -1
  br label %85

81:                                               ; preds = %77
  %82 = zext nneg i32 %68 to i64
  %83 = getelementptr inbounds [3 x i32], ptr %4, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !42
  br label %85

85:                                               ; preds = %73, %81, %79
  %86 = phi i32 [ %84, %81 ], [ %80, %79 ], [ %76, %73 ]
  store i32 %86, ptr %51, align 4, !tbaa !195
  br label %90

87:                                               ; preds = %66
  %88 = add i32 %68, -3
  store i32 %88, ptr %51, align 4, !tbaa !195
  %89 = icmp ugt i32 %68, 3
  br i1 %89, label %104, label %90

90:                                               ; preds = %85, %87
  %91 = icmp ne i16 %49, 0
  %92 = sext i1 %91 to i32
  %93 = add nsw i32 %68, %92
  switch i32 %93, label %96 [
    i32 0, label %107
    i32 3, label %94
  ]

94:                                               ; preds = %90
  %95 = add i32 %46, -1
  br label %100

96:                                               ; preds = %90
  %97 = zext i32 %93 to i64
  %98 = getelementptr inbounds i32, ptr %4, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !42
  br label %100

100:                                              ; preds = %96, %94
  %101 = phi i32 [ %95, %94 ], [ %99, %96 ]
  %102 = icmp eq i32 %93, 1
  %103 = select i1 %102, i32 %42, i32 %43
  br label %104

104:                                              ; preds = %87, %100
  %105 = phi i32 [ %103, %100 ], [ %43, %87 ]
  %106 = phi i32 [ %101, %100 ], [ %88, %87 ]
  store i32 %105, ptr %37, align 4, !tbaa !42
  store i32 %46, ptr %36, align 4, !tbaa !42
  store i32 %106, ptr %4, align 4, !tbaa !42
  br label %107

107:                                              ; preds = %90, %104
  %108 = phi i32 [ %42, %90 ], [ %105, %104 ]
  %109 = phi i32 [ %43, %90 ], [ %46, %104 ]
  %110 = phi i32 [ %46, %90 ], [ %106, %104 ]
  %111 = zext nneg i32 %67 to i64
  %112 = add i64 %44, %111
  %113 = add nuw i64 %45, 1
  %114 = icmp eq i64 %113, %40
  br i1 %114, label %115, label %41, !llvm.loop !460

115:                                              ; preds = %107, %28
  %116 = phi i64 [ 0, %28 ], [ %112, %107 ]
  %117 = add i64 %116, %17
  %118 = sub i64 %16, %117
  %119 = trunc i64 %118 to i32
  %120 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %22, i64 %11
  %121 = getelementptr inbounds i8, ptr %120, i64 4
  store i32 %119, ptr %121, align 4, !tbaa !198
  %122 = getelementptr inbounds i8, ptr %120, i64 8
  store i32 0, ptr %122, align 4, !tbaa !197
  store i32 0, ptr %120, align 4, !tbaa !195
  %123 = add i64 %23, %19
  store i64 %123, ptr %18, align 8, !tbaa !456
  br label %124

124:                                              ; preds = %3, %115
  %125 = phi i64 [ 0, %115 ], [ -70, %3 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4) #30
  ret i64 %125
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc i64 @ZSTD_entropyCompressSeqStore_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4, ptr noundef %5, ptr noundef %6, ptr nocapture noundef readonly %7, ptr noundef %8, i64 noundef %9, i32 noundef %10) unnamed_addr #26 {
  %12 = alloca %struct.ZSTD_symbolEncodingTypeStats_t, align 8
  %13 = getelementptr inbounds i8, ptr %7, i64 28
  %14 = load i32, ptr %13, align 4, !tbaa !75
  %15 = getelementptr inbounds i8, ptr %6, i64 2064
  %16 = getelementptr inbounds i8, ptr %6, i64 4288
  %17 = getelementptr inbounds i8, ptr %6, i64 2836
  %18 = load ptr, ptr %4, align 8, !tbaa !169
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !173
  %21 = ptrtoint ptr %20 to i64
  %22 = ptrtoint ptr %18 to i64
  %23 = sub i64 %21, %22
  %24 = ashr exact i64 %23, 3
  %25 = getelementptr inbounds i8, ptr %4, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !171
  %27 = getelementptr inbounds i8, ptr %4, i64 32
  %28 = load ptr, ptr %27, align 8, !tbaa !170
  %29 = getelementptr inbounds i8, ptr %4, i64 40
  %30 = load ptr, ptr %29, align 8, !tbaa !172
  %31 = getelementptr inbounds i8, ptr %0, i64 %1
  %32 = getelementptr inbounds i8, ptr %8, i64 212
  %33 = add i64 %9, -212
  %34 = icmp eq ptr %20, %18
  br i1 %34, label %39, label %35

35:                                               ; preds = %11
  %36 = udiv i64 %3, %24
  %37 = icmp ugt i64 %36, 19
  %38 = zext i1 %37 to i32
  br label %39

39:                                               ; preds = %35, %11
  %40 = phi i32 [ 1, %11 ], [ %38, %35 ]
  %41 = getelementptr inbounds i8, ptr %7, i64 72
  %42 = load i32, ptr %41, align 8, !tbaa !80
  switch i32 %42, label %44 [
    i32 1, label %51
    i32 2, label %43
  ]

43:                                               ; preds = %39
  br label %51

44:                                               ; preds = %39
  %45 = icmp eq i32 %14, 1
  br i1 %45, label %46, label %51

46:                                               ; preds = %44
  %47 = getelementptr inbounds i8, ptr %7, i64 24
  %48 = load i32, ptr %47, align 4, !tbaa !74
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  br label %51

51:                                               ; preds = %39, %43, %44, %46
  %52 = phi i32 [ 1, %43 ], [ 0, %39 ], [ 0, %44 ], [ %50, %46 ]
  %53 = tail call i64 @ZSTD_compressLiterals(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef nonnull %32, i64 noundef %33, ptr noundef %5, ptr noundef %6, i32 noundef %14, i32 noundef %52, i32 noundef %40, i32 noundef %10) #30
  %54 = icmp ult i64 %53, -119
  %55 = getelementptr inbounds i8, ptr %0, i64 %53
  br i1 %54, label %56, label %124

56:                                               ; preds = %51
  %57 = ptrtoint ptr %31 to i64
  %58 = sub nsw i64 %1, %53
  %59 = icmp slt i64 %58, 4
  br i1 %59, label %124, label %60

60:                                               ; preds = %56
  %61 = icmp ult i64 %24, 128
  br i1 %61, label %62, label %65

62:                                               ; preds = %60
  %63 = trunc nuw nsw i64 %24 to i8
  %64 = getelementptr inbounds i8, ptr %55, i64 1
  store i8 %63, ptr %55, align 1, !tbaa !179
  br label %79

65:                                               ; preds = %60
  %66 = icmp ult i64 %24, 32512
  br i1 %66, label %67, label %74

67:                                               ; preds = %65
  %68 = lshr i64 %24, 8
  %69 = trunc nuw i64 %68 to i8
  %70 = or disjoint i8 %69, -128
  store i8 %70, ptr %55, align 1, !tbaa !179
  %71 = trunc i64 %24 to i8
  %72 = getelementptr inbounds i8, ptr %55, i64 1
  store i8 %71, ptr %72, align 1, !tbaa !179
  %73 = getelementptr inbounds i8, ptr %55, i64 2
  br label %79

74:                                               ; preds = %65
  store i8 -1, ptr %55, align 1, !tbaa !179
  %75 = getelementptr inbounds i8, ptr %55, i64 1
  %76 = trunc i64 %24 to i16
  %77 = add i16 %76, -32512
  store i16 %77, ptr %75, align 1, !tbaa !213
  %78 = getelementptr inbounds i8, ptr %55, i64 3
  br label %79

79:                                               ; preds = %67, %74, %62
  %80 = phi ptr [ %64, %62 ], [ %73, %67 ], [ %78, %74 ]
  br i1 %34, label %81, label %86

81:                                               ; preds = %79
  %82 = getelementptr inbounds i8, ptr %5, i64 2064
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(3552) %15, ptr noundef nonnull align 8 dereferenceable(3552) %82, i64 3552, i1 false)
  %83 = ptrtoint ptr %80 to i64
  %84 = ptrtoint ptr %0 to i64
  %85 = sub i64 %83, %84
  br label %124

86:                                               ; preds = %79
  %87 = getelementptr inbounds i8, ptr %80, i64 1
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #30
  %88 = getelementptr inbounds i8, ptr %5, i64 2064
  call fastcc void @ZSTD_buildSequencesStatistics(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_symbolEncodingTypeStats_t) align 8 %12, ptr noundef nonnull %4, i64 noundef %24, ptr noundef nonnull %88, ptr noundef nonnull %15, ptr noundef nonnull %87, ptr noundef nonnull %31, i32 noundef %14, ptr noundef %8, ptr noundef nonnull %32, i64 noundef %33)
  %89 = getelementptr inbounds i8, ptr %12, i64 16
  %90 = load i64, ptr %89, align 8, !tbaa !419
  %91 = icmp ult i64 %90, -119
  br i1 %91, label %93, label %92

92:                                               ; preds = %86
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #30
  br label %124

93:                                               ; preds = %86
  %94 = load i32, ptr %12, align 8, !tbaa !418
  %95 = shl i32 %94, 6
  %96 = getelementptr inbounds i8, ptr %12, i64 4
  %97 = load i32, ptr %96, align 4, !tbaa !420
  %98 = shl i32 %97, 4
  %99 = add i32 %98, %95
  %100 = getelementptr inbounds i8, ptr %12, i64 8
  %101 = load i32, ptr %100, align 8, !tbaa !421
  %102 = shl i32 %101, 2
  %103 = add i32 %99, %102
  %104 = trunc i32 %103 to i8
  store i8 %104, ptr %80, align 1, !tbaa !179
  %105 = getelementptr inbounds i8, ptr %12, i64 24
  %106 = load i64, ptr %105, align 8, !tbaa !415
  %107 = getelementptr inbounds i8, ptr %87, i64 %90
  %108 = getelementptr inbounds i8, ptr %12, i64 32
  %109 = load i32, ptr %108, align 8, !tbaa !417
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #30
  %110 = ptrtoint ptr %107 to i64
  %111 = sub i64 %57, %110
  %112 = tail call i64 @ZSTD_encodeSequences(ptr noundef nonnull %107, i64 noundef %111, ptr noundef nonnull %17, ptr noundef %30, ptr noundef nonnull %15, ptr noundef %26, ptr noundef nonnull %16, ptr noundef %28, ptr noundef %18, i64 noundef %24, i32 noundef %109, i32 noundef %10) #30
  %113 = icmp ult i64 %112, -119
  br i1 %113, label %114, label %124

114:                                              ; preds = %93
  %115 = icmp eq i64 %106, 0
  %116 = add i64 %112, %106
  %117 = icmp ugt i64 %116, 3
  %118 = or i1 %115, %117
  br i1 %118, label %119, label %124

119:                                              ; preds = %114
  %120 = getelementptr inbounds i8, ptr %107, i64 %112
  %121 = ptrtoint ptr %120 to i64
  %122 = ptrtoint ptr %0 to i64
  %123 = sub i64 %121, %122
  br label %124

124:                                              ; preds = %93, %92, %56, %114, %51, %119, %81
  %125 = phi i64 [ %85, %81 ], [ %123, %119 ], [ 0, %114 ], [ %90, %92 ], [ %53, %51 ], [ -70, %56 ], [ %112, %93 ]
  ret i64 %125
}

declare i64 @ZSTD_compressLiterals(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #13

declare i64 @ZSTD_encodeSequences(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #13

declare extern_weak i64 @ZSTD_trace_compress_begin(ptr noundef) #13

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compress_insertDictionary(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef %3, ptr noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10) unnamed_addr #2 {
  %12 = icmp eq ptr %5, null
  %13 = icmp ult i64 %6, 8
  %14 = or i1 %12, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %11
  %16 = icmp eq i32 %7, 2
  %17 = select i1 %16, i64 -32, i64 0
  br label %46

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %0, i64 5616
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !42
  %20 = getelementptr inbounds i8, ptr %0, i64 2056
  store i32 0, ptr %20, align 8, !tbaa !146
  %21 = getelementptr inbounds i8, ptr %0, i64 5604
  store i32 0, ptr %21, align 4, !tbaa !151
  %22 = getelementptr inbounds i8, ptr %0, i64 5608
  store i32 0, ptr %22, align 8, !tbaa !152
  %23 = getelementptr inbounds i8, ptr %0, i64 5612
  store i32 0, ptr %23, align 4, !tbaa !153
  %24 = icmp eq i32 %7, 1
  br i1 %24, label %25, label %26

25:                                               ; preds = %18
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef nonnull %5, i64 noundef %6, i32 noundef %8, i32 noundef %9)
  br label %46

26:                                               ; preds = %18
  %27 = load i32, ptr %5, align 1, !tbaa !42
  %28 = icmp eq i32 %27, -332356553
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  switch i32 %7, label %31 [
    i32 0, label %30
    i32 2, label %46
  ]

30:                                               ; preds = %29
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef nonnull %5, i64 noundef %6, i32 noundef %8, i32 noundef %9)
  br label %46

31:                                               ; preds = %29, %26
  %32 = getelementptr inbounds i8, ptr %4, i64 40
  %33 = load i32, ptr %32, align 8, !tbaa !77
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %39

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %5, i64 4
  %37 = load i32, ptr %36, align 1, !tbaa !42
  %38 = zext i32 %37 to i64
  br label %39

39:                                               ; preds = %35, %31
  %40 = phi i64 [ %38, %35 ], [ 0, %31 ]
  %41 = tail call i64 @ZSTD_loadCEntropy(ptr noundef nonnull %0, ptr noundef %10, ptr noundef nonnull %5, i64 noundef %6)
  %42 = icmp ult i64 %41, -119
  br i1 %42, label %43, label %46

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %5, i64 %41
  %45 = sub nsw i64 %6, %41
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef %1, ptr noundef null, ptr noundef %3, ptr noundef nonnull %4, ptr noundef nonnull %44, i64 noundef %45, i32 noundef %8, i32 noundef %9)
  br label %46

46:                                               ; preds = %43, %39, %29, %15, %30, %25
  %47 = phi i64 [ 0, %25 ], [ 0, %30 ], [ %17, %15 ], [ -32, %29 ], [ %41, %39 ], [ %40, %43 ]
  ret i64 %47
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_loadDictionaryContent(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, ptr noundef %4, i64 noundef %5, i32 noundef %6, i32 noundef %7) unnamed_addr #2 {
  %9 = getelementptr inbounds i8, ptr %4, i64 %5
  %10 = getelementptr inbounds i8, ptr %3, i64 96
  %11 = load i32, ptr %10, align 8, !tbaa !63
  %12 = icmp eq i32 %11, 1
  %13 = icmp ne ptr %1, null
  %14 = and i1 %13, %12
  %15 = getelementptr inbounds i8, ptr %3, i64 28
  %16 = load i32, ptr %15, align 4, !tbaa !58
  %17 = add i32 %16, -1
  %18 = icmp ult i32 %17, 2
  %19 = icmp eq i32 %7, 1
  %20 = and i1 %19, %18
  %21 = select i1 %20, i64 -16777214, i64 -3670015998
  %22 = select i1 %20, i64 16777214, i64 3670015998
  %23 = icmp ult i64 %22, %5
  %24 = getelementptr inbounds i8, ptr %9, i64 %21
  %25 = tail call i64 @llvm.umin.i64(i64 %22, i64 %5)
  %26 = select i1 %23, ptr %24, ptr %4
  %27 = icmp eq i64 %5, 0
  br i1 %27, label %75, label %28

28:                                               ; preds = %8
  %29 = load ptr, ptr %0, align 8, !tbaa !218
  %30 = icmp eq ptr %29, %26
  br i1 %30, label %31, label %38

31:                                               ; preds = %28
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !219
  %34 = getelementptr inbounds i8, ptr %0, i64 28
  %35 = load i32, ptr %34, align 4, !tbaa !220
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load i32, ptr %36, align 8, !tbaa !221
  br label %54

38:                                               ; preds = %28
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !222
  %41 = ptrtoint ptr %29 to i64
  %42 = ptrtoint ptr %40 to i64
  %43 = sub i64 %41, %42
  %44 = getelementptr inbounds i8, ptr %0, i64 24
  %45 = load i32, ptr %44, align 8, !tbaa !221
  %46 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %45, ptr %46, align 4, !tbaa !220
  %47 = trunc i64 %43 to i32
  store i32 %47, ptr %44, align 8, !tbaa !221
  %48 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %40, ptr %48, align 8, !tbaa !219
  %49 = sub i64 0, %43
  %50 = getelementptr inbounds i8, ptr %26, i64 %49
  store ptr %50, ptr %39, align 8, !tbaa !222
  %51 = sub i32 %47, %45
  %52 = icmp ult i32 %51, 8
  br i1 %52, label %53, label %54

53:                                               ; preds = %38
  store i32 %47, ptr %46, align 4, !tbaa !220
  br label %54

54:                                               ; preds = %53, %38, %31
  %55 = phi i32 [ %37, %31 ], [ %47, %53 ], [ %47, %38 ]
  %56 = phi i32 [ %35, %31 ], [ %47, %53 ], [ %45, %38 ]
  %57 = phi ptr [ %33, %31 ], [ %40, %53 ], [ %40, %38 ]
  %58 = getelementptr inbounds i8, ptr %26, i64 %25
  store ptr %58, ptr %0, align 8, !tbaa !218
  %59 = zext i32 %56 to i64
  %60 = getelementptr inbounds i8, ptr %57, i64 %59
  %61 = icmp ugt ptr %58, %60
  %62 = zext i32 %55 to i64
  %63 = getelementptr inbounds i8, ptr %57, i64 %62
  %64 = icmp ugt ptr %63, %26
  %65 = and i1 %61, %64
  br i1 %65, label %66, label %74

66:                                               ; preds = %54
  %67 = getelementptr inbounds i8, ptr %0, i64 28
  %68 = ptrtoint ptr %58 to i64
  %69 = ptrtoint ptr %57 to i64
  %70 = sub i64 %68, %69
  %71 = icmp ugt i64 %70, %62
  %72 = trunc nuw i64 %70 to i32
  %73 = select i1 %71, i32 %55, i32 %72
  store i32 %73, ptr %67, align 4, !tbaa !220
  br label %74

74:                                               ; preds = %54, %66
  br i1 %14, label %76, label %135

75:                                               ; preds = %8
  br i1 %14, label %121, label %135

76:                                               ; preds = %74
  %77 = load ptr, ptr %1, align 8, !tbaa !218
  %78 = icmp eq ptr %77, %26
  br i1 %78, label %79, label %86

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, ptr %1, i64 16
  %81 = load ptr, ptr %80, align 8, !tbaa !219
  %82 = getelementptr inbounds i8, ptr %1, i64 28
  %83 = load i32, ptr %82, align 4, !tbaa !220
  %84 = getelementptr inbounds i8, ptr %1, i64 24
  %85 = load i32, ptr %84, align 8, !tbaa !221
  br label %102

86:                                               ; preds = %76
  %87 = getelementptr inbounds i8, ptr %1, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !222
  %89 = ptrtoint ptr %77 to i64
  %90 = ptrtoint ptr %88 to i64
  %91 = sub i64 %89, %90
  %92 = getelementptr inbounds i8, ptr %1, i64 24
  %93 = load i32, ptr %92, align 8, !tbaa !221
  %94 = getelementptr inbounds i8, ptr %1, i64 28
  store i32 %93, ptr %94, align 4, !tbaa !220
  %95 = trunc i64 %91 to i32
  store i32 %95, ptr %92, align 8, !tbaa !221
  %96 = getelementptr inbounds i8, ptr %1, i64 16
  store ptr %88, ptr %96, align 8, !tbaa !219
  %97 = sub i64 0, %91
  %98 = getelementptr inbounds i8, ptr %26, i64 %97
  store ptr %98, ptr %87, align 8, !tbaa !222
  %99 = sub i32 %95, %93
  %100 = icmp ult i32 %99, 8
  br i1 %100, label %101, label %102

101:                                              ; preds = %86
  store i32 %95, ptr %94, align 4, !tbaa !220
  br label %102

102:                                              ; preds = %101, %86, %79
  %103 = phi i32 [ %85, %79 ], [ %95, %101 ], [ %95, %86 ]
  %104 = phi i32 [ %83, %79 ], [ %95, %101 ], [ %93, %86 ]
  %105 = phi ptr [ %81, %79 ], [ %88, %101 ], [ %88, %86 ]
  store ptr %58, ptr %1, align 8, !tbaa !218
  %106 = zext i32 %104 to i64
  %107 = getelementptr inbounds i8, ptr %105, i64 %106
  %108 = icmp ugt ptr %58, %107
  %109 = zext i32 %103 to i64
  %110 = getelementptr inbounds i8, ptr %105, i64 %109
  %111 = icmp ugt ptr %110, %26
  %112 = and i1 %108, %111
  br i1 %112, label %113, label %121

113:                                              ; preds = %102
  %114 = getelementptr inbounds i8, ptr %1, i64 28
  %115 = ptrtoint ptr %58 to i64
  %116 = ptrtoint ptr %105 to i64
  %117 = sub i64 %115, %116
  %118 = icmp ugt i64 %117, %109
  %119 = trunc nuw i64 %117 to i32
  %120 = select i1 %118, i32 %103, i32 %119
  store i32 %120, ptr %114, align 4, !tbaa !220
  br label %121

121:                                              ; preds = %75, %102, %113
  %122 = getelementptr inbounds i8, ptr %3, i64 48
  %123 = load i32, ptr %122, align 8, !tbaa !78
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %125, label %132

125:                                              ; preds = %121
  %126 = getelementptr inbounds i8, ptr %1, i64 8
  %127 = load ptr, ptr %126, align 8, !tbaa !461
  %128 = ptrtoint ptr %9 to i64
  %129 = ptrtoint ptr %127 to i64
  %130 = sub i64 %128, %129
  %131 = trunc i64 %130 to i32
  br label %132

132:                                              ; preds = %121, %125
  %133 = phi i32 [ %131, %125 ], [ 0, %121 ]
  %134 = getelementptr inbounds i8, ptr %1, i64 48
  store i32 %133, ptr %134, align 8, !tbaa !462
  tail call void @ZSTD_ldm_fillHashTable(ptr noundef nonnull %1, ptr noundef %26, ptr noundef %9, ptr noundef nonnull %10) #30
  br label %135

135:                                              ; preds = %75, %132, %74
  %136 = getelementptr inbounds i8, ptr %3, i64 12
  %137 = load i32, ptr %136, align 4, !tbaa !70
  %138 = add i32 %137, 3
  %139 = getelementptr inbounds i8, ptr %3, i64 8
  %140 = load i32, ptr %139, align 4, !tbaa !71
  %141 = add i32 %140, 1
  %142 = tail call i32 @llvm.umax.i32(i32 %138, i32 %141)
  %143 = tail call i32 @llvm.umin.i32(i32 %142, i32 31)
  %144 = shl nuw i32 1, %143
  %145 = zext i32 %144 to i64
  %146 = icmp ugt i64 %25, %145
  %147 = sub nsw i64 0, %145
  %148 = getelementptr inbounds i8, ptr %9, i64 %147
  %149 = select i1 %146, ptr %148, ptr %26
  %150 = tail call i64 @llvm.umin.i64(i64 %25, i64 %145)
  %151 = getelementptr inbounds i8, ptr %0, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !428
  %153 = ptrtoint ptr %149 to i64
  %154 = ptrtoint ptr %152 to i64
  %155 = sub i64 %153, %154
  %156 = trunc i64 %155 to i32
  %157 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %156, ptr %157, align 4, !tbaa !223
  %158 = getelementptr inbounds i8, ptr %3, i64 48
  %159 = load i32, ptr %158, align 8, !tbaa !78
  %160 = icmp eq i32 %159, 0
  %161 = ptrtoint ptr %9 to i64
  %162 = sub i64 %161, %154
  %163 = trunc i64 %162 to i32
  %164 = select i1 %160, i32 %163, i32 0
  %165 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %164, ptr %165, align 8, !tbaa !399
  %166 = getelementptr inbounds i8, ptr %3, i64 164
  %167 = load i32, ptr %166, align 4, !tbaa !93
  %168 = getelementptr inbounds i8, ptr %0, i64 136
  store i32 %167, ptr %168, align 8, !tbaa !217
  %169 = icmp ult i64 %150, 9
  br i1 %169, label %201, label %170

170:                                              ; preds = %135
  tail call fastcc void @ZSTD_overflowCorrectIfNeeded(ptr noundef nonnull %0, ptr noundef %2, ptr noundef nonnull %3, ptr noundef %149, ptr noundef %9)
  %171 = load i32, ptr %15, align 4, !tbaa !75
  switch i32 %171, label %196 [
    i32 1, label %172
    i32 2, label %173
    i32 3, label %174
    i32 4, label %174
    i32 5, label %174
    i32 6, label %194
    i32 7, label %194
    i32 8, label %194
    i32 9, label %194
  ]

172:                                              ; preds = %170
  tail call void @ZSTD_fillHashTable(ptr noundef nonnull %0, ptr noundef %9, i32 noundef %6, i32 noundef %7) #30
  br label %196

173:                                              ; preds = %170
  tail call void @ZSTD_fillDoubleHashTable(ptr noundef nonnull %0, ptr noundef %9, i32 noundef %6, i32 noundef %7) #30
  br label %196

174:                                              ; preds = %170, %170, %170
  %175 = getelementptr inbounds i8, ptr %0, i64 140
  %176 = load i32, ptr %175, align 4, !tbaa !396
  %177 = icmp eq i32 %176, 0
  br i1 %177, label %180, label %178

178:                                              ; preds = %174
  %179 = getelementptr inbounds i8, ptr %9, i64 -8
  tail call void @ZSTD_dedicatedDictSearch_lazy_loadDictionary(ptr noundef nonnull %0, ptr noundef nonnull %179) #30
  br label %196

180:                                              ; preds = %174
  %181 = getelementptr inbounds i8, ptr %3, i64 160
  %182 = load i32, ptr %181, align 8, !tbaa !61
  %183 = icmp eq i32 %182, 1
  br i1 %183, label %184, label %191

184:                                              ; preds = %180
  %185 = load i32, ptr %136, align 4, !tbaa !70
  %186 = zext nneg i32 %185 to i64
  %187 = shl nuw i64 1, %186
  %188 = getelementptr inbounds i8, ptr %0, i64 56
  %189 = load ptr, ptr %188, align 8, !tbaa !405
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %189, i8 0, i64 %187, i1 false)
  %190 = getelementptr inbounds i8, ptr %9, i64 -8
  tail call void @ZSTD_row_update(ptr noundef nonnull %0, ptr noundef nonnull %190) #30
  br label %196

191:                                              ; preds = %180
  %192 = getelementptr inbounds i8, ptr %9, i64 -8
  %193 = tail call i32 @ZSTD_insertAndFindFirstIndex(ptr noundef nonnull %0, ptr noundef nonnull %192) #30
  br label %196

194:                                              ; preds = %170, %170, %170, %170
  %195 = getelementptr inbounds i8, ptr %9, i64 -8
  tail call void @ZSTD_updateTree(ptr noundef nonnull %0, ptr noundef nonnull %195, ptr noundef %9) #30
  br label %196

196:                                              ; preds = %170, %178, %191, %184, %194, %173, %172
  %197 = load ptr, ptr %151, align 8, !tbaa !428
  %198 = ptrtoint ptr %197 to i64
  %199 = sub i64 %161, %198
  %200 = trunc i64 %199 to i32
  store i32 %200, ptr %157, align 4, !tbaa !223
  br label %201

201:                                              ; preds = %135, %196
  ret void
}

declare void @ZSTD_ldm_fillHashTable(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #13

declare void @ZSTD_fillHashTable(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #13

declare void @ZSTD_fillDoubleHashTable(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #13

declare void @ZSTD_dedicatedDictSearch_lazy_loadDictionary(ptr noundef, ptr noundef) local_unnamed_addr #13

declare void @ZSTD_row_update(ptr noundef, ptr noundef) local_unnamed_addr #13

declare i32 @ZSTD_insertAndFindFirstIndex(ptr noundef, ptr noundef) local_unnamed_addr #13

declare void @ZSTD_updateTree(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #22

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal i64 @ZSTD_transferSequences_noDelim(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr noundef %4, i64 noundef %5, i32 %6) unnamed_addr #23 {
  %8 = alloca %struct.repcodes_s, align 4
  %9 = load i32, ptr %1, align 8, !tbaa !438
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !463
  %12 = trunc i64 %5 to i32
  %13 = add i32 %11, %12
  %14 = getelementptr inbounds i8, ptr %4, i64 %5
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8) #30
  %15 = getelementptr inbounds i8, ptr %0, i64 3728
  %16 = load ptr, ptr %15, align 8, !tbaa !97
  %17 = icmp eq ptr %16, null
  br i1 %17, label %20, label %18

18:                                               ; preds = %7
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  br label %26

20:                                               ; preds = %7
  %21 = getelementptr inbounds i8, ptr %0, i64 3736
  %22 = load ptr, ptr %21, align 8, !tbaa !107
  %23 = icmp eq ptr %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %0, i64 3744
  br label %26

26:                                               ; preds = %18, %24
  %27 = phi ptr [ %25, %24 ], [ %19, %18 ]
  %28 = load i64, ptr %27, align 8, !tbaa !99
  br label %29

29:                                               ; preds = %26, %20
  %30 = phi i64 [ 0, %20 ], [ %28, %26 ]
  %31 = getelementptr inbounds i8, ptr %0, i64 3224
  %32 = load ptr, ptr %31, align 8, !tbaa !48
  %33 = getelementptr inbounds i8, ptr %32, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %33, i64 12, i1 false)
  %34 = icmp eq i32 %13, 0
  br i1 %34, label %372, label %35

35:                                               ; preds = %29
  %36 = load i32, ptr %8, align 4
  %37 = getelementptr inbounds i8, ptr %0, i64 260
  %38 = getelementptr inbounds i8, ptr %8, i64 4
  %39 = getelementptr inbounds i8, ptr %8, i64 8
  %40 = getelementptr inbounds i8, ptr %0, i64 376
  %41 = getelementptr inbounds i8, ptr %1, i64 8
  %42 = getelementptr inbounds i8, ptr %0, i64 244
  %43 = getelementptr inbounds i8, ptr %0, i64 448
  %44 = getelementptr inbounds i8, ptr %0, i64 1032
  %45 = getelementptr inbounds i8, ptr %0, i64 976
  %46 = getelementptr inbounds i8, ptr %14, i64 -32
  %47 = getelementptr inbounds i8, ptr %0, i64 1000
  %48 = ptrtoint ptr %46 to i64
  %49 = getelementptr inbounds i8, ptr %0, i64 1048
  %50 = getelementptr inbounds i8, ptr %0, i64 984
  %51 = getelementptr inbounds i8, ptr %0, i64 1052
  %52 = load i32, ptr %38, align 4
  %53 = load i32, ptr %39, align 4
  br label %54

54:                                               ; preds = %35, %362
  %55 = phi i32 [ %53, %35 ], [ %148, %362 ]
  %56 = phi i32 [ %52, %35 ], [ %149, %362 ]
  %57 = phi i32 [ %9, %35 ], [ %370, %362 ]
  %58 = phi i32 [ %11, %35 ], [ %108, %362 ]
  %59 = phi i32 [ %13, %35 ], [ %109, %362 ]
  %60 = phi ptr [ %4, %35 ], [ %368, %362 ]
  %61 = phi i32 [ 0, %35 ], [ %104, %362 ]
  %62 = phi i32 [ 0, %35 ], [ %103, %362 ]
  %63 = phi i32 [ %36, %35 ], [ %150, %362 ]
  %64 = ptrtoint ptr %60 to i64
  %65 = zext i32 %57 to i64
  %66 = icmp ult i64 %65, %3
  %67 = icmp eq i32 %62, 0
  %68 = and i1 %67, %66
  br i1 %68, label %69, label %372

69:                                               ; preds = %54
  %70 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %65
  %71 = load i32, ptr %70, align 4, !tbaa !42
  %72 = getelementptr inbounds i8, ptr %70, i64 4
  %73 = load i32, ptr %72, align 4, !tbaa !42
  %74 = getelementptr inbounds i8, ptr %70, i64 8
  %75 = load i32, ptr %74, align 4, !tbaa !42
  %76 = add i32 %75, %73
  %77 = icmp uge i32 %59, %76
  br i1 %77, label %78, label %82

78:                                               ; preds = %69
  %79 = tail call i32 @llvm.usub.sat.i32(i32 %73, i32 %58)
  %80 = tail call i32 @llvm.usub.sat.i32(i32 %58, i32 %73)
  %81 = sub i32 %75, %80
  br label %102

82:                                               ; preds = %69
  %83 = icmp ugt i32 %59, %73
  br i1 %83, label %84, label %372

84:                                               ; preds = %82
  %85 = tail call i32 @llvm.usub.sat.i32(i32 %73, i32 %58)
  %86 = add i32 %58, %85
  %87 = sub i32 %59, %86
  %88 = zext i32 %75 to i64
  %89 = icmp ugt i64 %88, %5
  br i1 %89, label %90, label %100

90:                                               ; preds = %84
  %91 = load i32, ptr %37, align 4, !tbaa !424
  %92 = icmp ult i32 %87, %91
  br i1 %92, label %100, label %93

93:                                               ; preds = %90
  %94 = sub i32 %76, %59
  %95 = icmp ult i32 %94, %91
  %96 = sub i32 %91, %94
  %97 = select i1 %95, i32 %96, i32 %61
  %98 = tail call i32 @llvm.usub.sat.i32(i32 %91, i32 %94)
  %99 = sub i32 %87, %98
  br label %102

100:                                              ; preds = %84, %90
  %101 = sub i32 %59, %73
  br label %372

102:                                              ; preds = %93, %78
  %103 = phi i32 [ 0, %78 ], [ 1, %93 ]
  %104 = phi i32 [ %61, %78 ], [ %97, %93 ]
  %105 = phi i32 [ %79, %78 ], [ %85, %93 ]
  %106 = phi i32 [ %81, %78 ], [ %99, %93 ]
  %107 = phi i32 [ %76, %78 ], [ %98, %93 ]
  %108 = phi i32 [ 0, %78 ], [ %58, %93 ]
  %109 = sub i32 %59, %107
  %110 = icmp eq i32 %105, 0
  %111 = add i32 %71, 3
  %112 = icmp ne i32 %63, %71
  %113 = select i1 %110, i1 true, i1 %112
  br i1 %113, label %114, label %128

114:                                              ; preds = %102
  %115 = icmp eq i32 %56, %71
  br i1 %115, label %116, label %118

116:                                              ; preds = %114
  %117 = select i1 %110, i32 1, i32 2
  br label %128

118:                                              ; preds = %114
  %119 = icmp eq i32 %55, %71
  br i1 %119, label %120, label %122

120:                                              ; preds = %118
  %121 = select i1 %110, i32 2, i32 3
  br label %128

122:                                              ; preds = %118
  %123 = add i32 %63, -1
  %124 = icmp eq i32 %123, %71
  %125 = select i1 %110, i1 %124, i1 false
  br i1 %125, label %128, label %126

126:                                              ; preds = %122
  %127 = icmp ugt i32 %111, 3
  br i1 %127, label %143, label %128

128:                                              ; preds = %122, %102, %120, %116, %126
  %129 = phi i32 [ %111, %126 ], [ %121, %120 ], [ %117, %116 ], [ 1, %102 ], [ 3, %122 ]
  %130 = xor i1 %110, true
  %131 = sext i1 %130 to i32
  %132 = add nsw i32 %129, %131
  switch i32 %132, label %135 [
    i32 0, label %147
    i32 3, label %133
  ]

133:                                              ; preds = %128
  %134 = add i32 %63, -1
  br label %139

135:                                              ; preds = %128
  %136 = zext i32 %132 to i64
  %137 = getelementptr inbounds i32, ptr %8, i64 %136
  %138 = load i32, ptr %137, align 4, !tbaa !42
  br label %139

139:                                              ; preds = %135, %133
  %140 = phi i32 [ %134, %133 ], [ %138, %135 ]
  %141 = icmp eq i32 %132, 1
  %142 = select i1 %141, i32 %55, i32 %56
  br label %143

143:                                              ; preds = %126, %139
  %144 = phi i32 [ %142, %139 ], [ %56, %126 ]
  %145 = phi i32 [ %129, %139 ], [ %111, %126 ]
  %146 = phi i32 [ %140, %139 ], [ %71, %126 ]
  store i32 %144, ptr %39, align 4, !tbaa !42
  store i32 %63, ptr %38, align 4, !tbaa !42
  store i32 %146, ptr %8, align 4, !tbaa !42
  br label %147

147:                                              ; preds = %128, %143
  %148 = phi i32 [ %55, %128 ], [ %144, %143 ]
  %149 = phi i32 [ %56, %128 ], [ %63, %143 ]
  %150 = phi i32 [ %63, %128 ], [ %146, %143 ]
  %151 = phi i32 [ %129, %128 ], [ %145, %143 ]
  %152 = load i32, ptr %40, align 8, !tbaa !356
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %177, label %154

154:                                              ; preds = %147
  %155 = add i32 %106, %105
  %156 = zext i32 %155 to i64
  %157 = load i64, ptr %41, align 8, !tbaa !440
  %158 = add i64 %157, %156
  store i64 %158, ptr %41, align 8, !tbaa !440
  %159 = load i32, ptr %42, align 4, !tbaa !226
  %160 = shl nuw i32 1, %159
  %161 = zext i32 %160 to i64
  %162 = icmp ugt i64 %158, %161
  %163 = add i64 %158, %30
  %164 = select i1 %162, i64 %161, i64 %163
  %165 = zext i32 %151 to i64
  %166 = add i64 %164, 3
  %167 = icmp ult i64 %166, %165
  br i1 %167, label %399, label %168

168:                                              ; preds = %154
  %169 = load ptr, ptr %43, align 8, !tbaa !114
  %170 = icmp ne ptr %169, null
  %171 = load i32, ptr %37, align 4, !tbaa !424
  %172 = icmp eq i32 %171, 3
  %173 = or i1 %170, %172
  %174 = select i1 %173, i64 3, i64 4
  %175 = zext i32 %106 to i64
  %176 = icmp ugt i64 %174, %175
  br i1 %176, label %399, label %177

177:                                              ; preds = %168, %147
  %178 = load i32, ptr %1, align 8, !tbaa !438
  %179 = sub i32 %57, %178
  %180 = zext i32 %179 to i64
  %181 = load i64, ptr %44, align 8, !tbaa !345
  %182 = icmp ugt i64 %181, %180
  br i1 %182, label %183, label %399

183:                                              ; preds = %177
  %184 = zext i32 %105 to i64
  %185 = zext i32 %106 to i64
  %186 = getelementptr inbounds i8, ptr %60, i64 %184
  %187 = icmp ugt ptr %186, %46
  %188 = load ptr, ptr %47, align 8, !tbaa !184
  br i1 %187, label %212, label %189

189:                                              ; preds = %183
  %190 = load <2 x i64>, ptr %60, align 1, !tbaa !179
  store <2 x i64> %190, ptr %188, align 1, !tbaa !179
  %191 = icmp ugt i32 %105, 16
  br i1 %191, label %192, label %333

192:                                              ; preds = %189
  %193 = load ptr, ptr %47, align 8, !tbaa !184
  %194 = getelementptr inbounds i8, ptr %193, i64 16
  %195 = getelementptr inbounds i8, ptr %60, i64 16
  %196 = add nsw i64 %184, -16
  %197 = getelementptr i8, ptr %193, i64 %184
  %198 = load <2 x i64>, ptr %195, align 1, !tbaa !179
  store <2 x i64> %198, ptr %194, align 1, !tbaa !179
  %199 = icmp ult i64 %196, 17
  br i1 %199, label %333, label %200

200:                                              ; preds = %192
  %201 = getelementptr inbounds i8, ptr %193, i64 32
  br label %202

202:                                              ; preds = %202, %200
  %203 = phi ptr [ %201, %200 ], [ %210, %202 ]
  %204 = phi ptr [ %195, %200 ], [ %208, %202 ]
  %205 = getelementptr inbounds i8, ptr %204, i64 16
  %206 = load <2 x i64>, ptr %205, align 1, !tbaa !179
  store <2 x i64> %206, ptr %203, align 1, !tbaa !179
  %207 = getelementptr inbounds i8, ptr %203, i64 16
  %208 = getelementptr inbounds i8, ptr %204, i64 32
  %209 = load <2 x i64>, ptr %208, align 1, !tbaa !179
  store <2 x i64> %209, ptr %207, align 1, !tbaa !179
  %210 = getelementptr inbounds i8, ptr %203, i64 32
  %211 = icmp ult ptr %210, %197
  br i1 %211, label %202, label %337, !llvm.loop !441

212:                                              ; preds = %183
  %213 = ptrtoint ptr %186 to i64
  %214 = icmp ugt ptr %60, %46
  br i1 %214, label %233, label %215

215:                                              ; preds = %212
  %216 = ptrtoint ptr %60 to i64
  %217 = sub i64 %48, %216
  %218 = getelementptr inbounds i8, ptr %188, i64 %217
  %219 = load <2 x i64>, ptr %60, align 1, !tbaa !179
  store <2 x i64> %219, ptr %188, align 1, !tbaa !179
  %220 = icmp slt i64 %217, 17
  br i1 %220, label %233, label %221

221:                                              ; preds = %215
  %222 = getelementptr inbounds i8, ptr %188, i64 16
  br label %223

223:                                              ; preds = %223, %221
  %224 = phi ptr [ %222, %221 ], [ %231, %223 ]
  %225 = phi ptr [ %60, %221 ], [ %229, %223 ]
  %226 = getelementptr inbounds i8, ptr %225, i64 16
  %227 = load <2 x i64>, ptr %226, align 1, !tbaa !179
  store <2 x i64> %227, ptr %224, align 1, !tbaa !179
  %228 = getelementptr inbounds i8, ptr %224, i64 16
  %229 = getelementptr inbounds i8, ptr %225, i64 32
  %230 = load <2 x i64>, ptr %229, align 1, !tbaa !179
  store <2 x i64> %230, ptr %228, align 1, !tbaa !179
  %231 = getelementptr inbounds i8, ptr %224, i64 32
  %232 = icmp ult ptr %231, %218
  br i1 %232, label %223, label %233, !llvm.loop !441

233:                                              ; preds = %223, %215, %212
  %234 = phi ptr [ %46, %215 ], [ %60, %212 ], [ %46, %223 ]
  %235 = phi ptr [ %218, %215 ], [ %188, %212 ], [ %218, %223 ]
  %236 = icmp ult ptr %234, %186
  br i1 %236, label %237, label %337

237:                                              ; preds = %233
  %238 = ptrtoint ptr %235 to i64
  %239 = ptrtoint ptr %234 to i64
  %240 = sub i64 %213, %239
  %241 = getelementptr i8, ptr %234, i64 %240
  %242 = icmp ult i64 %240, 8
  %243 = sub i64 %238, %239
  %244 = icmp ult i64 %243, 32
  %245 = select i1 %242, i1 true, i1 %244
  br i1 %245, label %281, label %246

246:                                              ; preds = %237
  %247 = icmp ult i64 %240, 32
  br i1 %247, label %267, label %248

248:                                              ; preds = %246
  %249 = and i64 %240, -32
  br label %250

250:                                              ; preds = %250, %248
  %251 = phi i64 [ 0, %248 ], [ %258, %250 ]
  %252 = getelementptr i8, ptr %235, i64 %251
  %253 = getelementptr i8, ptr %234, i64 %251
  %254 = getelementptr i8, ptr %253, i64 16
  %255 = load <16 x i8>, ptr %253, align 1, !tbaa !179
  %256 = load <16 x i8>, ptr %254, align 1, !tbaa !179
  %257 = getelementptr i8, ptr %252, i64 16
  store <16 x i8> %255, ptr %252, align 1, !tbaa !179
  store <16 x i8> %256, ptr %257, align 1, !tbaa !179
  %258 = add nuw i64 %251, 32
  %259 = icmp eq i64 %258, %249
  br i1 %259, label %260, label %250, !llvm.loop !464

260:                                              ; preds = %250
  %261 = icmp eq i64 %240, %249
  br i1 %261, label %337, label %262

262:                                              ; preds = %260
  %263 = getelementptr i8, ptr %234, i64 %249
  %264 = getelementptr i8, ptr %235, i64 %249
  %265 = and i64 %240, 24
  %266 = icmp eq i64 %265, 0
  br i1 %266, label %281, label %267

267:                                              ; preds = %246, %262
  %268 = phi i64 [ %249, %262 ], [ 0, %246 ]
  %269 = and i64 %240, -8
  %270 = getelementptr i8, ptr %235, i64 %269
  %271 = getelementptr i8, ptr %234, i64 %269
  br label %272

272:                                              ; preds = %272, %267
  %273 = phi i64 [ %268, %267 ], [ %277, %272 ]
  %274 = getelementptr i8, ptr %235, i64 %273
  %275 = getelementptr i8, ptr %234, i64 %273
  %276 = load <8 x i8>, ptr %275, align 1, !tbaa !179
  store <8 x i8> %276, ptr %274, align 1, !tbaa !179
  %277 = add nuw i64 %273, 8
  %278 = icmp eq i64 %277, %269
  br i1 %278, label %279, label %272, !llvm.loop !465

279:                                              ; preds = %272
  %280 = icmp eq i64 %240, %269
  br i1 %280, label %337, label %281

281:                                              ; preds = %279, %237, %262
  %282 = phi ptr [ %235, %237 ], [ %264, %262 ], [ %270, %279 ]
  %283 = phi ptr [ %234, %237 ], [ %263, %262 ], [ %271, %279 ]
  %284 = add i64 %64, %184
  %285 = ptrtoint ptr %283 to i64
  %286 = sub i64 %284, %285
  %287 = add i64 %64, -1
  %288 = add i64 %287, %184
  %289 = sub i64 %288, %285
  %290 = and i64 %286, 7
  %291 = icmp eq i64 %290, 0
  br i1 %291, label %301, label %292

292:                                              ; preds = %281, %292
  %293 = phi ptr [ %298, %292 ], [ %282, %281 ]
  %294 = phi ptr [ %296, %292 ], [ %283, %281 ]
  %295 = phi i64 [ %299, %292 ], [ 0, %281 ]
  %296 = getelementptr inbounds i8, ptr %294, i64 1
  %297 = load i8, ptr %294, align 1, !tbaa !179
  %298 = getelementptr inbounds i8, ptr %293, i64 1
  store i8 %297, ptr %293, align 1, !tbaa !179
  %299 = add i64 %295, 1
  %300 = icmp eq i64 %299, %290
  br i1 %300, label %301, label %292, !llvm.loop !466

301:                                              ; preds = %292, %281
  %302 = phi ptr [ %282, %281 ], [ %298, %292 ]
  %303 = phi ptr [ %283, %281 ], [ %296, %292 ]
  %304 = icmp ult i64 %289, 7
  br i1 %304, label %337, label %305

305:                                              ; preds = %301, %305
  %306 = phi ptr [ %331, %305 ], [ %302, %301 ]
  %307 = phi ptr [ %329, %305 ], [ %303, %301 ]
  %308 = getelementptr inbounds i8, ptr %307, i64 1
  %309 = load i8, ptr %307, align 1, !tbaa !179
  %310 = getelementptr inbounds i8, ptr %306, i64 1
  store i8 %309, ptr %306, align 1, !tbaa !179
  %311 = getelementptr inbounds i8, ptr %307, i64 2
  %312 = load i8, ptr %308, align 1, !tbaa !179
  %313 = getelementptr inbounds i8, ptr %306, i64 2
  store i8 %312, ptr %310, align 1, !tbaa !179
  %314 = getelementptr inbounds i8, ptr %307, i64 3
  %315 = load i8, ptr %311, align 1, !tbaa !179
  %316 = getelementptr inbounds i8, ptr %306, i64 3
  store i8 %315, ptr %313, align 1, !tbaa !179
  %317 = getelementptr inbounds i8, ptr %307, i64 4
  %318 = load i8, ptr %314, align 1, !tbaa !179
  %319 = getelementptr inbounds i8, ptr %306, i64 4
  store i8 %318, ptr %316, align 1, !tbaa !179
  %320 = getelementptr inbounds i8, ptr %307, i64 5
  %321 = load i8, ptr %317, align 1, !tbaa !179
  %322 = getelementptr inbounds i8, ptr %306, i64 5
  store i8 %321, ptr %319, align 1, !tbaa !179
  %323 = getelementptr inbounds i8, ptr %307, i64 6
  %324 = load i8, ptr %320, align 1, !tbaa !179
  %325 = getelementptr inbounds i8, ptr %306, i64 6
  store i8 %324, ptr %322, align 1, !tbaa !179
  %326 = getelementptr inbounds i8, ptr %307, i64 7
  %327 = load i8, ptr %323, align 1, !tbaa !179
  %328 = getelementptr inbounds i8, ptr %306, i64 7
  store i8 %327, ptr %325, align 1, !tbaa !179
  %329 = getelementptr inbounds i8, ptr %307, i64 8
  %330 = load i8, ptr %326, align 1, !tbaa !179
  %331 = getelementptr inbounds i8, ptr %306, i64 8
  store i8 %330, ptr %328, align 1, !tbaa !179
  %332 = icmp eq ptr %329, %241
  br i1 %332, label %337, label %305, !llvm.loop !467

333:                                              ; preds = %192, %189
  %334 = load ptr, ptr %47, align 8, !tbaa !184
  %335 = getelementptr inbounds i8, ptr %334, i64 %184
  store ptr %335, ptr %47, align 8, !tbaa !184
  %336 = load ptr, ptr %50, align 8, !tbaa !173
  br label %349

337:                                              ; preds = %202, %301, %305, %260, %279, %233
  %338 = load ptr, ptr %47, align 8, !tbaa !184
  %339 = getelementptr inbounds i8, ptr %338, i64 %184
  store ptr %339, ptr %47, align 8, !tbaa !184
  %340 = icmp ugt i32 %105, 65535
  %341 = load ptr, ptr %50, align 8, !tbaa !173
  br i1 %340, label %342, label %349, !prof !446

342:                                              ; preds = %337
  store i32 1, ptr %49, align 8, !tbaa !181
  %343 = load ptr, ptr %45, align 8, !tbaa !169
  %344 = ptrtoint ptr %341 to i64
  %345 = ptrtoint ptr %343 to i64
  %346 = sub i64 %344, %345
  %347 = lshr exact i64 %346, 3
  %348 = trunc i64 %347 to i32
  store i32 %348, ptr %51, align 4, !tbaa !182
  br label %349

349:                                              ; preds = %333, %342, %337
  %350 = phi ptr [ %336, %333 ], [ %341, %342 ], [ %341, %337 ]
  %351 = trunc i32 %105 to i16
  %352 = getelementptr inbounds i8, ptr %350, i64 4
  store i16 %351, ptr %352, align 4, !tbaa !174
  store i32 %151, ptr %350, align 4, !tbaa !177
  %353 = add nsw i64 %185, -3
  %354 = icmp ugt i64 %353, 65535
  br i1 %354, label %355, label %362, !prof !346

355:                                              ; preds = %349
  store i32 2, ptr %49, align 8, !tbaa !181
  %356 = load ptr, ptr %45, align 8, !tbaa !169
  %357 = ptrtoint ptr %350 to i64
  %358 = ptrtoint ptr %356 to i64
  %359 = sub i64 %357, %358
  %360 = lshr exact i64 %359, 3
  %361 = trunc i64 %360 to i32
  store i32 %361, ptr %51, align 4, !tbaa !182
  br label %362

362:                                              ; preds = %355, %349
  %363 = trunc i64 %353 to i16
  %364 = getelementptr inbounds i8, ptr %350, i64 6
  store i16 %363, ptr %364, align 2, !tbaa !178
  %365 = getelementptr inbounds i8, ptr %350, i64 8
  store ptr %365, ptr %50, align 8, !tbaa !173
  %366 = add i32 %106, %105
  %367 = zext i32 %366 to i64
  %368 = getelementptr inbounds i8, ptr %60, i64 %367
  %369 = zext i1 %77 to i32
  %370 = add i32 %57, %369
  %371 = icmp eq i32 %109, 0
  br i1 %371, label %372, label %54

372:                                              ; preds = %54, %362, %82, %29, %100
  %373 = phi ptr [ %60, %100 ], [ %4, %29 ], [ %60, %54 ], [ %368, %362 ], [ %60, %82 ]
  %374 = phi i32 [ %57, %100 ], [ %9, %29 ], [ %57, %54 ], [ %370, %362 ], [ %57, %82 ]
  %375 = phi i32 [ %101, %100 ], [ 0, %29 ], [ %61, %54 ], [ %104, %362 ], [ %61, %82 ]
  %376 = phi i32 [ %73, %100 ], [ 0, %29 ], [ %59, %54 ], [ 0, %362 ], [ %59, %82 ]
  store i32 %374, ptr %1, align 8, !tbaa !438
  store i32 %376, ptr %10, align 4, !tbaa !463
  %377 = getelementptr inbounds i8, ptr %0, i64 3232
  %378 = load ptr, ptr %377, align 8, !tbaa !336
  %379 = getelementptr inbounds i8, ptr %378, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %379, ptr noundef nonnull align 4 dereferenceable(12) %8, i64 12, i1 false)
  %380 = zext i32 %375 to i64
  %381 = sub nsw i64 0, %380
  %382 = getelementptr inbounds i8, ptr %14, i64 %381
  %383 = icmp eq ptr %373, %382
  %384 = ptrtoint ptr %382 to i64
  br i1 %383, label %396, label %385

385:                                              ; preds = %372
  %386 = ptrtoint ptr %373 to i64
  %387 = sub i64 %384, %386
  %388 = and i64 %387, 4294967295
  %389 = getelementptr inbounds i8, ptr %0, i64 1000
  %390 = load ptr, ptr %389, align 8, !tbaa !184
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %390, ptr readonly align 1 %373, i64 %388, i1 false)
  %391 = load ptr, ptr %389, align 8, !tbaa !184
  %392 = getelementptr inbounds i8, ptr %391, i64 %388
  store ptr %392, ptr %389, align 8, !tbaa !184
  %393 = getelementptr inbounds i8, ptr %1, i64 8
  %394 = load i64, ptr %393, align 8, !tbaa !440
  %395 = add i64 %394, %388
  store i64 %395, ptr %393, align 8, !tbaa !440
  br label %396

396:                                              ; preds = %372, %385
  %397 = ptrtoint ptr %4 to i64
  %398 = sub i64 %384, %397
  br label %399

399:                                              ; preds = %177, %154, %168, %396
  %400 = phi i64 [ %398, %396 ], [ -107, %168 ], [ -107, %154 ], [ -107, %177 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8) #30
  ret i64 %400
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #27

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #27

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #27

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #27

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #27

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #27

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #27

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #28

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>) #27

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.umin.v2i32(<2 x i32>, <2 x i32>) #27

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { inlinehint nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #22 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #25 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #26 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #27 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #28 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #29 = { nounwind memory(none) }
attributes #30 = { nounwind }
attributes #31 = { nounwind allocsize(0) }
attributes #32 = { nounwind allocsize(0,1) }
attributes #33 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 1845225}
!6 = !{i64 1845323}
!7 = !{i64 1845437}
!8 = !{!9, !10, i64 8}
!9 = !{!"ZSTD_CCtx_s", !10, i64 0, !10, i64 4, !10, i64 8, !13, i64 16, !13, i64 240, !13, i64 464, !10, i64 688, !16, i64 696, !20, i64 704, !16, i64 776, !21, i64 784, !21, i64 792, !21, i64 800, !22, i64 808, !18, i64 896, !19, i64 920, !16, i64 928, !23, i64 936, !10, i64 968, !10, i64 972, !24, i64 976, !25, i64 1056, !19, i64 3168, !16, i64 3176, !27, i64 3184, !28, i64 3224, !19, i64 3544, !16, i64 3552, !10, i64 3560, !19, i64 3568, !16, i64 3576, !16, i64 3584, !16, i64 3592, !16, i64 3600, !19, i64 3608, !16, i64 3616, !16, i64 3624, !16, i64 3632, !10, i64 3640, !10, i64 3644, !31, i64 3648, !16, i64 3672, !16, i64 3680, !32, i64 3688, !19, i64 3728, !33, i64 3736, !21, i64 3760, !34, i64 3768, !19, i64 5264, !16, i64 5272}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!"ZSTD_CCtx_params_s", !10, i64 0, !14, i64 4, !15, i64 32, !10, i64 44, !10, i64 48, !16, i64 56, !10, i64 64, !10, i64 68, !10, i64 72, !10, i64 76, !16, i64 80, !10, i64 88, !10, i64 92, !17, i64 96, !10, i64 120, !10, i64 124, !10, i64 128, !10, i64 132, !10, i64 136, !10, i64 140, !10, i64 144, !16, i64 152, !10, i64 160, !10, i64 164, !18, i64 168, !10, i64 192, !10, i64 196, !19, i64 200, !19, i64 208, !10, i64 216}
!14 = !{!"", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !10, i64 16, !10, i64 20, !10, i64 24}
!15 = !{!"", !10, i64 0, !10, i64 4, !10, i64 8}
!16 = !{!"long", !11, i64 0}
!17 = !{!"", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !10, i64 16, !10, i64 20}
!18 = !{!"", !19, i64 0, !19, i64 8, !19, i64 16}
!19 = !{!"any pointer", !11, i64 0}
!20 = !{!"", !19, i64 0, !19, i64 8, !19, i64 16, !19, i64 24, !19, i64 32, !19, i64 40, !19, i64 48, !11, i64 56, !10, i64 60, !10, i64 64, !10, i64 68}
!21 = !{!"long long", !11, i64 0}
!22 = !{!"XXH_NAMESPACEXXH64_state_s", !16, i64 0, !11, i64 8, !11, i64 40, !10, i64 72, !10, i64 76, !16, i64 80}
!23 = !{!"", !10, i64 0, !19, i64 8, !16, i64 16, !16, i64 24}
!24 = !{!"", !19, i64 0, !19, i64 8, !19, i64 16, !19, i64 24, !19, i64 32, !19, i64 40, !19, i64 48, !16, i64 56, !16, i64 64, !10, i64 72, !10, i64 76}
!25 = !{!"", !26, i64 0, !19, i64 40, !10, i64 48, !19, i64 56, !11, i64 64, !11, i64 576}
!26 = !{!"", !19, i64 0, !19, i64 8, !19, i64 16, !10, i64 24, !10, i64 28, !10, i64 32}
!27 = !{!"", !19, i64 0, !16, i64 8, !16, i64 16, !16, i64 24, !16, i64 32}
!28 = !{!"", !19, i64 0, !19, i64 8, !29, i64 16}
!29 = !{!"ZSTD_MatchState_t", !26, i64 0, !10, i64 40, !10, i64 44, !10, i64 48, !10, i64 52, !19, i64 56, !11, i64 64, !16, i64 96, !10, i64 104, !19, i64 112, !19, i64 120, !19, i64 128, !10, i64 136, !10, i64 140, !30, i64 144, !19, i64 248, !14, i64 256, !19, i64 288, !10, i64 296, !10, i64 300}
!30 = !{!"", !19, i64 0, !19, i64 8, !19, i64 16, !19, i64 24, !19, i64 32, !19, i64 40, !10, i64 48, !10, i64 52, !10, i64 56, !10, i64 60, !10, i64 64, !10, i64 68, !10, i64 72, !10, i64 76, !10, i64 80, !19, i64 88, !10, i64 96}
!31 = !{!"ZSTD_inBuffer_s", !19, i64 0, !16, i64 8, !16, i64 16}
!32 = !{!"", !19, i64 0, !19, i64 8, !16, i64 16, !10, i64 24, !19, i64 32}
!33 = !{!"ZSTD_prefixDict_s", !19, i64 0, !16, i64 8, !10, i64 16}
!34 = !{!"", !24, i64 0, !24, i64 80, !24, i64 160, !24, i64 240, !24, i64 320, !11, i64 400, !35, i64 1184}
!35 = !{!"", !36, i64 0, !37, i64 144}
!36 = !{!"", !10, i64 0, !11, i64 4, !16, i64 136}
!37 = !{!"", !10, i64 0, !10, i64 4, !10, i64 8, !11, i64 12, !16, i64 152, !16, i64 160}
!38 = !{!13, !10, i64 44}
!39 = !{!13, !10, i64 32}
!40 = !{!18, !19, i64 8}
!41 = !{!19, !19, i64 0}
!42 = !{!10, !10, i64 0}
!43 = !{!9, !16, i64 928}
!44 = !{!20, !11, i64 56}
!45 = !{!20, !19, i64 16}
!46 = !{!20, !19, i64 24}
!47 = !{!20, !19, i64 32}
!48 = !{!9, !19, i64 3224}
!49 = !{!9, !19, i64 3544}
!50 = !{!9, !16, i64 3552}
!51 = !{!20, !19, i64 0}
!52 = !{!20, !19, i64 8}
!53 = !{!14, !10, i64 0}
!54 = !{!14, !10, i64 4}
!55 = !{!14, !10, i64 8}
!56 = !{!14, !10, i64 12}
!57 = !{!14, !10, i64 16}
!58 = !{!14, !10, i64 24}
!59 = !{i64 0, i64 4, !42, i64 4, i64 4, !42, i64 8, i64 4, !42, i64 12, i64 4, !42, i64 16, i64 4, !42, i64 20, i64 4, !42, i64 24, i64 4, !42}
!60 = !{i64 0, i64 4, !42, i64 4, i64 4, !42, i64 8, i64 4, !42}
!61 = !{!13, !10, i64 160}
!62 = !{!13, !10, i64 140}
!63 = !{!13, !10, i64 96}
!64 = !{!13, !16, i64 152}
!65 = !{!13, !10, i64 216}
!66 = !{!9, !10, i64 3640}
!67 = !{!9, !10, i64 4}
!68 = !{!13, !10, i64 0}
!69 = !{!13, !10, i64 4}
!70 = !{!13, !10, i64 12}
!71 = !{!13, !10, i64 8}
!72 = !{!13, !10, i64 16}
!73 = !{!13, !10, i64 20}
!74 = !{!13, !10, i64 24}
!75 = !{!13, !10, i64 28}
!76 = !{!13, !10, i64 36}
!77 = !{!13, !10, i64 40}
!78 = !{!13, !10, i64 48}
!79 = !{!13, !10, i64 68}
!80 = !{!13, !10, i64 72}
!81 = !{!13, !10, i64 120}
!82 = !{!13, !10, i64 100}
!83 = !{!13, !10, i64 108}
!84 = !{!13, !10, i64 104}
!85 = !{!13, !10, i64 112}
!86 = !{!13, !16, i64 56}
!87 = !{!13, !10, i64 64}
!88 = !{!13, !10, i64 124}
!89 = !{!13, !10, i64 128}
!90 = !{!13, !10, i64 132}
!91 = !{!13, !10, i64 136}
!92 = !{!13, !10, i64 144}
!93 = !{!13, !10, i64 164}
!94 = !{!13, !10, i64 192}
!95 = !{!13, !10, i64 196}
!96 = !{!13, !10, i64 76}
!97 = !{!9, !19, i64 3728}
!98 = !{i64 0, i64 4, !42, i64 4, i64 4, !42, i64 8, i64 4, !42, i64 12, i64 4, !42, i64 16, i64 4, !42, i64 20, i64 4, !42, i64 24, i64 4, !42, i64 28, i64 4, !42, i64 32, i64 4, !42, i64 36, i64 4, !42, i64 40, i64 4, !42, i64 44, i64 4, !42, i64 48, i64 4, !42, i64 56, i64 8, !99, i64 64, i64 4, !42, i64 68, i64 4, !42, i64 72, i64 4, !42, i64 76, i64 4, !42, i64 80, i64 8, !99, i64 88, i64 4, !42, i64 92, i64 4, !42, i64 96, i64 4, !42, i64 100, i64 4, !42, i64 104, i64 4, !42, i64 108, i64 4, !42, i64 112, i64 4, !42, i64 116, i64 4, !42, i64 120, i64 4, !42, i64 124, i64 4, !42, i64 128, i64 4, !42, i64 132, i64 4, !42, i64 136, i64 4, !42, i64 140, i64 4, !42, i64 144, i64 4, !42, i64 152, i64 8, !99, i64 160, i64 4, !42, i64 164, i64 4, !42, i64 168, i64 8, !41, i64 176, i64 8, !41, i64 184, i64 8, !41, i64 192, i64 4, !42, i64 196, i64 4, !42, i64 200, i64 8, !41, i64 208, i64 8, !41, i64 216, i64 4, !42}
!99 = !{!16, !16, i64 0}
!100 = !{!9, !21, i64 784}
!101 = !{!9, !19, i64 3688}
!102 = !{!9, !19, i64 3696}
!103 = !{!9, !16, i64 3704}
!104 = !{!9, !10, i64 3712}
!105 = !{!9, !19, i64 3720}
!106 = !{!9, !19, i64 920}
!107 = !{!9, !19, i64 3736}
!108 = !{!9, !16, i64 3744}
!109 = !{!9, !10, i64 3752}
!110 = !{!111}
!111 = distinct !{!111, !112, !"ZSTD_getCParams_internal: argument 0"}
!112 = distinct !{!112, !"ZSTD_getCParams_internal"}
!113 = !{!14, !10, i64 20}
!114 = !{!13, !19, i64 208}
!115 = !{i64 0, i64 4, !42, i64 4, i64 4, !42, i64 8, i64 4, !42, i64 12, i64 4, !42, i64 16, i64 4, !42, i64 20, i64 4, !42}
!116 = !{!17, !10, i64 0}
!117 = !{!118}
!118 = distinct !{!118, !119, !"ZSTD_makeCCtxParamsFromCParams: argument 0"}
!119 = distinct !{!119, !"ZSTD_makeCCtxParamsFromCParams"}
!120 = !{!21, !21, i64 0}
!121 = !{!122}
!122 = distinct !{!122, !123, !"ZSTD_getCParams_internal: argument 0"}
!123 = distinct !{!123, !"ZSTD_getCParams_internal"}
!124 = distinct !{!124, !125}
!125 = !{!"llvm.loop.mustprogress"}
!126 = distinct !{!126, !125}
!127 = !{!128}
!128 = distinct !{!128, !129, !"ZSTD_makeCCtxParamsFromCParams: argument 0"}
!129 = distinct !{!129, !"ZSTD_makeCCtxParamsFromCParams"}
!130 = !{!131}
!131 = distinct !{!131, !132, !"ZSTD_getCParams_internal: argument 0"}
!132 = distinct !{!132, !"ZSTD_getCParams_internal"}
!133 = distinct !{!133, !125}
!134 = !{!9, !19, i64 3568}
!135 = !{!9, !16, i64 3592}
!136 = !{!9, !16, i64 3584}
!137 = !{!9, !21, i64 792}
!138 = !{!139, !21, i64 0}
!139 = !{!"", !21, i64 0, !21, i64 8, !21, i64 16, !21, i64 24, !10, i64 32, !10, i64 36}
!140 = !{!139, !21, i64 8}
!141 = !{!9, !21, i64 800}
!142 = !{!139, !21, i64 16}
!143 = !{!139, !21, i64 24}
!144 = !{!139, !10, i64 32}
!145 = !{!139, !10, i64 36}
!146 = !{!147, !10, i64 2056}
!147 = !{!"", !148, i64 0, !11, i64 5616}
!148 = !{!"", !149, i64 0, !150, i64 2064}
!149 = !{!"", !11, i64 0, !10, i64 2056}
!150 = !{!"", !11, i64 0, !11, i64 772, !11, i64 2224, !10, i64 3540, !10, i64 3544, !10, i64 3548}
!151 = !{!147, !10, i64 5604}
!152 = !{!147, !10, i64 5608}
!153 = !{!147, !10, i64 5612}
!154 = !{!9, !10, i64 0}
!155 = !{!9, !10, i64 3560}
!156 = !{!9, !10, i64 400}
!157 = !{!9, !10, i64 380}
!158 = !{!9, !16, i64 392}
!159 = !{!9, !10, i64 268}
!160 = !{!9, !10, i64 248}
!161 = !{!9, !10, i64 252}
!162 = !{!9, !10, i64 3288}
!163 = !{!9, !19, i64 3352}
!164 = !{!9, !19, i64 3368}
!165 = !{!9, !19, i64 3360}
!166 = !{i64 0, i64 8, !41, i64 8, i64 8, !41, i64 16, i64 8, !41, i64 24, i64 4, !42, i64 28, i64 4, !42, i64 32, i64 4, !42}
!167 = !{!9, !10, i64 688}
!168 = !{!9, !16, i64 696}
!169 = !{!24, !19, i64 0}
!170 = !{!24, !19, i64 32}
!171 = !{!24, !19, i64 48}
!172 = !{!24, !19, i64 40}
!173 = !{!24, !19, i64 8}
!174 = !{!175, !176, i64 4}
!175 = !{!"SeqDef_s", !10, i64 0, !176, i64 4, !176, i64 6}
!176 = !{!"short", !11, i64 0}
!177 = !{!175, !10, i64 0}
!178 = !{!175, !176, i64 6}
!179 = !{!11, !11, i64 0}
!180 = distinct !{!180, !125}
!181 = !{!24, !10, i64 72}
!182 = !{!24, !10, i64 76}
!183 = !{!24, !19, i64 16}
!184 = !{!24, !19, i64 24}
!185 = !{!186, !19, i64 0}
!186 = !{!"ZSTD_outBuffer_s", !19, i64 0, !16, i64 8, !16, i64 16}
!187 = !{!186, !16, i64 8}
!188 = !{!186, !16, i64 16}
!189 = !{!31, !19, i64 0}
!190 = !{!31, !16, i64 8}
!191 = !{!31, !16, i64 16}
!192 = !{!9, !10, i64 140}
!193 = !{!9, !10, i64 144}
!194 = !{!9, !16, i64 952}
!195 = !{!196, !10, i64 0}
!196 = !{!"", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12}
!197 = !{!196, !10, i64 8}
!198 = !{!196, !10, i64 4}
!199 = !{i64 0, i64 4, !42, i64 4, i64 4, !42, i64 8, i64 4, !42, i64 12, i64 4, !42}
!200 = distinct !{!200, !125}
!201 = !{!149, !10, i64 2056}
!202 = !{!36, !10, i64 0}
!203 = !{!35, !16, i64 136}
!204 = !{!150, !10, i64 3548}
!205 = !{!206}
!206 = distinct !{!206, !207, !"ZSTD_buildDummySequencesStatistics: argument 0"}
!207 = distinct !{!207, !"ZSTD_buildDummySequencesStatistics"}
!208 = !{!150, !10, i64 3540}
!209 = !{!150, !10, i64 3544}
!210 = !{!37, !10, i64 8}
!211 = !{!37, !16, i64 160}
!212 = !{!35, !16, i64 296}
!213 = !{!176, !176, i64 0}
!214 = !{!9, !19, i64 3184}
!215 = !{!9, !16, i64 3208}
!216 = !{!9, !16, i64 3216}
!217 = !{!29, !10, i64 136}
!218 = !{!26, !19, i64 0}
!219 = !{!26, !19, i64 16}
!220 = !{!26, !10, i64 28}
!221 = !{!26, !10, i64 24}
!222 = !{!26, !19, i64 8}
!223 = !{!29, !10, i64 44}
!224 = !{!9, !10, i64 336}
!225 = !{!9, !16, i64 776}
!226 = !{!9, !10, i64 244}
!227 = !{!9, !10, i64 276}
!228 = !{!9, !10, i64 384}
!229 = !{!9, !10, i64 968}
!230 = !{!9, !10, i64 936}
!231 = !{!9, !19, i64 984}
!232 = !{!9, !19, i64 976}
!233 = !{!234, !19, i64 0}
!234 = !{!"", !19, i64 0, !16, i64 8}
!235 = !{!234, !16, i64 8}
!236 = !{i64 0, i64 8, !41, i64 8, i64 8, !41, i64 16, i64 8, !41, i64 24, i64 8, !41, i64 32, i64 8, !41, i64 40, i64 8, !41, i64 48, i64 8, !41, i64 56, i64 8, !99, i64 64, i64 8, !99, i64 72, i64 4, !42, i64 76, i64 4, !42}
!237 = distinct !{!237, !125}
!238 = distinct !{!238, !125}
!239 = distinct !{!239, !125}
!240 = distinct !{!240, !125}
!241 = distinct !{!241, !125}
!242 = !{!243, !16, i64 8}
!243 = !{!"ZSTD_CDict_s", !19, i64 0, !16, i64 8, !10, i64 16, !19, i64 24, !20, i64 32, !29, i64 104, !147, i64 408, !18, i64 6040, !10, i64 6064, !10, i64 6068, !10, i64 6072}
!244 = !{!9, !21, i64 3760}
!245 = !{!243, !10, i64 6068}
!246 = !{!243, !10, i64 244}
!247 = !{!243, !10, i64 6072}
!248 = !{!243, !19, i64 104}
!249 = !{!243, !19, i64 112}
!250 = !{!243, !10, i64 128}
!251 = !{!9, !19, i64 3488}
!252 = !{!9, !10, i64 3264}
!253 = !{!9, !19, i64 3240}
!254 = !{!9, !10, i64 3280}
!255 = !{!243, !10, i64 6064}
!256 = !{!243, !19, i64 216}
!257 = distinct !{!257, !125, !258, !259}
!258 = !{!"llvm.loop.isvectorized", i32 1}
!259 = !{!"llvm.loop.unroll.runtime.disable"}
!260 = distinct !{!260, !125, !258}
!261 = distinct !{!261, !262}
!262 = !{!"llvm.loop.unroll.disable"}
!263 = !{!243, !19, i64 232}
!264 = distinct !{!264, !125, !258, !259}
!265 = distinct !{!265, !262}
!266 = distinct !{!266, !125, !258}
!267 = !{!9, !19, i64 3296}
!268 = !{!243, !19, i64 160}
!269 = !{!243, !16, i64 200}
!270 = !{!9, !16, i64 3336}
!271 = !{!243, !19, i64 0}
!272 = !{!243, !10, i64 16}
!273 = !{!274, !276}
!274 = distinct !{!274, !275, !"ZSTD_getCParams_internal: argument 0"}
!275 = distinct !{!275, !"ZSTD_getCParams_internal"}
!276 = distinct !{!276, !277, !"ZSTD_getParams_internal: argument 0"}
!277 = distinct !{!277, !"ZSTD_getParams_internal"}
!278 = !{!9, !16, i64 3576}
!279 = !{!9, !16, i64 3616}
!280 = !{!9, !10, i64 316}
!281 = !{!282, !10, i64 0}
!282 = !{!"", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !16, i64 16, !16, i64 24, !16, i64 32, !19, i64 40, !19, i64 48, !19, i64 56}
!283 = !{!282, !10, i64 4}
!284 = !{!282, !10, i64 8}
!285 = !{!282, !16, i64 16}
!286 = !{!282, !16, i64 24}
!287 = !{!282, !16, i64 32}
!288 = !{!282, !19, i64 40}
!289 = !{!282, !19, i64 48}
!290 = !{!291, !293}
!291 = distinct !{!291, !292, !"ZSTD_getCParams_internal: argument 0"}
!292 = distinct !{!292, !"ZSTD_getCParams_internal"}
!293 = distinct !{!293, !294, !"ZSTD_getParams_internal: argument 0"}
!294 = distinct !{!294, !"ZSTD_getParams_internal"}
!295 = !{!296}
!296 = distinct !{!296, !297, !"ZSTD_getCParams_internal: argument 0"}
!297 = distinct !{!297, !"ZSTD_getCParams_internal"}
!298 = !{i64 0, i64 8, !41, i64 8, i64 8, !41, i64 16, i64 8, !41}
!299 = !{!300, !302}
!300 = distinct !{!300, !301, !"ZSTD_getCParams_internal: argument 0"}
!301 = distinct !{!301, !"ZSTD_getCParams_internal"}
!302 = distinct !{!302, !303, !"ZSTD_dedicatedDictSearch_getCParams: argument 0"}
!303 = distinct !{!303, !"ZSTD_dedicatedDictSearch_getCParams"}
!304 = !{!20, !10, i64 64}
!305 = !{!243, !19, i64 24}
!306 = !{!307}
!307 = distinct !{!307, !308, !"ZSTD_getCParams_internal: argument 0"}
!308 = distinct !{!308, !"ZSTD_getCParams_internal"}
!309 = !{!310}
!310 = distinct !{!310, !311, !"ZSTD_getCParams_internal: argument 0"}
!311 = distinct !{!311, !"ZSTD_getCParams_internal"}
!312 = !{!9, !10, i64 364}
!313 = !{!9, !16, i64 3672}
!314 = !{!9, !16, i64 3600}
!315 = !{!9, !19, i64 3648}
!316 = !{!9, !16, i64 3656}
!317 = !{i64 0, i64 8, !41, i64 8, i64 8, !99, i64 16, i64 8, !99}
!318 = !{!9, !10, i64 16}
!319 = !{!9, !10, i64 368}
!320 = !{!9, !16, i64 3680}
!321 = distinct !{!321, !125}
!322 = !{!9, !16, i64 3624}
!323 = !{!9, !16, i64 3632}
!324 = !{!9, !10, i64 3644}
!325 = !{!9, !19, i64 3608}
!326 = !{!32, !19, i64 8}
!327 = !{!32, !19, i64 32}
!328 = !{!32, !16, i64 16}
!329 = !{!32, !10, i64 24}
!330 = !{!243, !10, i64 384}
!331 = !{!9, !10, i64 372}
!332 = distinct !{!332, !125}
!333 = !{!9, !10, i64 456}
!334 = !{ptr @ZSTD_transferSequences_noDelim, ptr @ZSTD_transferSequences_wBlockDelim}
!335 = distinct !{!335, !125}
!336 = !{!9, !19, i64 3232}
!337 = !{!28, !19, i64 0}
!338 = !{!28, !19, i64 8}
!339 = !{!22, !16, i64 0}
!340 = !{!22, !10, i64 72}
!341 = distinct !{!341, !125}
!342 = distinct !{!342, !125}
!343 = distinct !{!343, !262}
!344 = distinct !{!344, !125}
!345 = !{!9, !16, i64 1032}
!346 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!347 = distinct !{!347, !125}
!348 = !{!9, !10, i64 1048}
!349 = !{!9, !10, i64 1052}
!350 = !{!"branch_weights", !"expected", i32 1125985, i32 2146357663}
!351 = distinct !{!351, !125}
!352 = distinct !{!352, !125}
!353 = !{!354, !16, i64 8}
!354 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16}
!355 = !{!354, !16, i64 16}
!356 = !{!9, !10, i64 376}
!357 = !{!358}
!358 = distinct !{!358, !359, !"ZSTD_get1BlockSummary: argument 0"}
!359 = distinct !{!359, !"ZSTD_get1BlockSummary"}
!360 = !{!361}
!361 = distinct !{!361, !362, !"inBuffer_forEndFlush: argument 0"}
!362 = distinct !{!362, !"inBuffer_forEndFlush"}
!363 = !{!364}
!364 = distinct !{!364, !365, !"inBuffer_forEndFlush: argument 0"}
!365 = distinct !{!365, !"inBuffer_forEndFlush"}
!366 = !{!367}
!367 = distinct !{!367, !368, !"ZSTD_getCParams_internal: argument 0"}
!368 = distinct !{!368, !"ZSTD_getCParams_internal"}
!369 = !{!370}
!370 = distinct !{!370, !371, !"ZSTD_getParams_internal: argument 0"}
!371 = distinct !{!371, !"ZSTD_getParams_internal"}
!372 = !{!373, !370}
!373 = distinct !{!373, !374, !"ZSTD_getCParams_internal: argument 0"}
!374 = distinct !{!374, !"ZSTD_getCParams_internal"}
!375 = !{!376, !10, i64 28}
!376 = !{!"", !14, i64 0, !15, i64 28}
!377 = !{!9, !10, i64 972}
!378 = !{!20, !10, i64 60}
!379 = !{!20, !19, i64 40}
!380 = !{!20, !19, i64 48}
!381 = !{!20, !10, i64 68}
!382 = !{!9, !10, i64 3536}
!383 = !{!9, !10, i64 272}
!384 = !{!9, !19, i64 1096}
!385 = !{!9, !19, i64 3168}
!386 = !{!9, !16, i64 3176}
!387 = !{!9, !10, i64 1104}
!388 = !{!9, !16, i64 5272}
!389 = !{!9, !19, i64 5264}
!390 = !{!9, !19, i64 992}
!391 = !{!9, !16, i64 1040}
!392 = !{!9, !19, i64 1112}
!393 = !{!9, !19, i64 1008}
!394 = !{!9, !19, i64 1016}
!395 = !{!9, !19, i64 1024}
!396 = !{!29, !10, i64 140}
!397 = !{!29, !10, i64 48}
!398 = !{!29, !10, i64 300}
!399 = !{!29, !10, i64 40}
!400 = !{!29, !10, i64 196}
!401 = !{!29, !19, i64 248}
!402 = !{!29, !19, i64 112}
!403 = !{!29, !19, i64 128}
!404 = !{!29, !19, i64 120}
!405 = !{!29, !19, i64 56}
!406 = !{!29, !16, i64 96}
!407 = !{!29, !10, i64 104}
!408 = !{!29, !10, i64 52}
!409 = !{!29, !19, i64 144}
!410 = !{!29, !19, i64 152}
!411 = !{!29, !19, i64 160}
!412 = !{!29, !19, i64 168}
!413 = !{!29, !19, i64 176}
!414 = !{!29, !19, i64 184}
!415 = !{!416, !16, i64 24}
!416 = !{!"", !10, i64 0, !10, i64 4, !10, i64 8, !16, i64 16, !16, i64 24, !10, i64 32}
!417 = !{!416, !10, i64 32}
!418 = !{!416, !10, i64 0}
!419 = !{!416, !16, i64 16}
!420 = !{!416, !10, i64 4}
!421 = !{!416, !10, i64 8}
!422 = !{!26, !10, i64 32}
!423 = distinct !{!423, !125}
!424 = !{!9, !10, i64 260}
!425 = !{!29, !19, i64 232}
!426 = !{!9, !10, i64 312}
!427 = !{!29, !10, i64 240}
!428 = !{!29, !19, i64 8}
!429 = !{!9, !16, i64 3192}
!430 = !{!27, !19, i64 0}
!431 = !{!27, !16, i64 32}
!432 = !{!9, !19, i64 440}
!433 = !{!9, !10, i64 284}
!434 = distinct !{!434, !125}
!435 = distinct !{!435, !262}
!436 = !{!29, !19, i64 288}
!437 = !{!9, !10, i64 436}
!438 = !{!439, !10, i64 0}
!439 = !{!"", !10, i64 0, !10, i64 4, !16, i64 8}
!440 = !{!439, !16, i64 8}
!441 = distinct !{!441, !125}
!442 = distinct !{!442, !125, !258, !259}
!443 = distinct !{!443, !125, !258, !259}
!444 = distinct !{!444, !262}
!445 = distinct !{!445, !125, !258}
!446 = !{!"branch_weights", !"expected", i32 1717128, i32 2145766520}
!447 = distinct !{!447, !125}
!448 = distinct !{!448, !125}
!449 = !{i64 0, i64 12, !179}
!450 = distinct !{!450, !125}
!451 = !{!36, !16, i64 136}
!452 = !{!37, !10, i64 4}
!453 = distinct !{!453, !125}
!454 = !{!37, !10, i64 0}
!455 = !{!37, !16, i64 152}
!456 = !{!23, !16, i64 16}
!457 = !{!23, !19, i64 8}
!458 = !{!23, !16, i64 24}
!459 = !{!196, !10, i64 12}
!460 = distinct !{!460, !125}
!461 = !{!25, !19, i64 8}
!462 = !{!25, !10, i64 48}
!463 = !{!439, !10, i64 4}
!464 = distinct !{!464, !125, !258, !259}
!465 = distinct !{!465, !125, !258, !259}
!466 = distinct !{!466, !262}
!467 = distinct !{!467, !125, !258}
