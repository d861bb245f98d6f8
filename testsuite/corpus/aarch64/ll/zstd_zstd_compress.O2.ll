; ModuleID = 'src/zstd/lib/compress/zstd_compress.c'
source_filename = "src/zstd/lib/compress/zstd_compress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_customMem = type { ptr, ptr, ptr }
%struct.ZSTD_compressionParameters = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.ldmParams_t = type { i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_CCtx_params_s = type { i32, %struct.ZSTD_compressionParameters, %struct.ZSTD_frameParameters, i32, i32, i64, i32, i32, i32, i32, i64, i32, i32, %struct.ldmParams_t, i32, i32, i32, i32, i32, i32, i32, i64, i32, i32, %struct.ZSTD_customMem, i32, i32, ptr, ptr, i32 }
%struct.ZSTD_frameParameters = type { i32, i32, i32 }
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
%struct.ZSTD_parameters = type { %struct.ZSTD_compressionParameters, %struct.ZSTD_frameParameters }

@ZSTD_defaultCMem = internal unnamed_addr constant %struct.ZSTD_customMem zeroinitializer, align 8
@repStartValue = internal unnamed_addr constant [3 x i32] [i32 1, i32 4, i32 8], align 4
@ZSTD_selectBlockCompressor.blockCompressor = internal unnamed_addr constant [4 x [10 x ptr]] [[10 x ptr] [ptr @ZSTD_compressBlock_fast, ptr @ZSTD_compressBlock_fast, ptr @ZSTD_compressBlock_doubleFast, ptr @ZSTD_compressBlock_greedy, ptr @ZSTD_compressBlock_lazy, ptr @ZSTD_compressBlock_lazy2, ptr @ZSTD_compressBlock_btlazy2, ptr null, ptr null, ptr null], [10 x ptr] [ptr @ZSTD_compressBlock_fast_extDict, ptr @ZSTD_compressBlock_fast_extDict, ptr @ZSTD_compressBlock_doubleFast_extDict, ptr @ZSTD_compressBlock_greedy_extDict, ptr @ZSTD_compressBlock_lazy_extDict, ptr @ZSTD_compressBlock_lazy2_extDict, ptr @ZSTD_compressBlock_btlazy2_extDict, ptr null, ptr null, ptr null], [10 x ptr] [ptr @ZSTD_compressBlock_fast_dictMatchState, ptr @ZSTD_compressBlock_fast_dictMatchState, ptr @ZSTD_compressBlock_doubleFast_dictMatchState, ptr @ZSTD_compressBlock_greedy_dictMatchState, ptr @ZSTD_compressBlock_lazy_dictMatchState, ptr @ZSTD_compressBlock_lazy2_dictMatchState, ptr @ZSTD_compressBlock_btlazy2_dictMatchState, ptr null, ptr null, ptr null], [10 x ptr] [ptr null, ptr null, ptr null, ptr @ZSTD_compressBlock_greedy_dedicatedDictSearch, ptr @ZSTD_compressBlock_lazy_dedicatedDictSearch, ptr @ZSTD_compressBlock_lazy2_dedicatedDictSearch, ptr null, ptr null, ptr null, ptr null]], align 8
@ZSTD_selectBlockCompressor.rowBasedBlockCompressors = internal unnamed_addr constant [4 x [3 x ptr]] [[3 x ptr] [ptr @ZSTD_compressBlock_greedy_row, ptr @ZSTD_compressBlock_lazy_row, ptr @ZSTD_compressBlock_lazy2_row], [3 x ptr] [ptr @ZSTD_compressBlock_greedy_extDict_row, ptr @ZSTD_compressBlock_lazy_extDict_row, ptr @ZSTD_compressBlock_lazy2_extDict_row], [3 x ptr] [ptr @ZSTD_compressBlock_greedy_dictMatchState_row, ptr @ZSTD_compressBlock_lazy_dictMatchState_row, ptr @ZSTD_compressBlock_lazy2_dictMatchState_row], [3 x ptr] [ptr @ZSTD_compressBlock_greedy_dedicatedDictSearch_row, ptr @ZSTD_compressBlock_lazy_dedicatedDictSearch_row, ptr @ZSTD_compressBlock_lazy2_dedicatedDictSearch_row]], align 8
@ZSTD_estimateCCtxSize_internal.srcSizeTiers = internal unnamed_addr constant [4 x i64] [i64 16384, i64 131072, i64 262144, i64 -1], align 8
@.str = private unnamed_addr constant [2 x i8] c" \00", align 1
@ZSTD_LLcode.LL_Code = internal unnamed_addr constant [64 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\10\11\11\12\12\13\13\14\14\14\14\15\15\15\15\16\16\16\16\16\16\16\16\17\17\17\17\17\17\17\17\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18", align 1
@ZSTD_MLcode.ML_Code = internal unnamed_addr constant [128 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F  !!\22\22##$$$$%%%%&&&&&&&&''''''''(((((((((((((((())))))))))))))))********************************", align 1
@LL_defaultNorm = internal constant [36 x i16] [i16 4, i16 3, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 3, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1], align 2
@OF_defaultNorm = internal constant [29 x i16] [i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], align 2
@ML_defaultNorm = internal constant [53 x i16] [i16 1, i16 4, i16 3, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], align 2
@ZSTD_optimalBlockSize.splitLevels = internal unnamed_addr constant [10 x i32] [i32 0, i32 0, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 4], align 4
@LL_bits = internal unnamed_addr constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@ML_bits = internal unnamed_addr constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@attachDictSizeCutoffs = internal unnamed_addr constant [10 x i64] [i64 8192, i64 8192, i64 16384, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 8192, i64 8192], align 8
@ZSTD_defaultCParameters = internal unnamed_addr constant [4 x [23 x %struct.ZSTD_compressionParameters]] [[23 x %struct.ZSTD_compressionParameters] [%struct.ZSTD_compressionParameters { i32 19, i32 12, i32 13, i32 1, i32 6, i32 1, i32 1 }, %struct.ZSTD_compressionParameters { i32 19, i32 13, i32 14, i32 1, i32 7, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 20, i32 15, i32 16, i32 1, i32 6, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 21, i32 16, i32 17, i32 1, i32 5, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 21, i32 18, i32 18, i32 1, i32 5, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 21, i32 18, i32 19, i32 3, i32 5, i32 2, i32 3 }, %struct.ZSTD_compressionParameters { i32 21, i32 18, i32 19, i32 3, i32 5, i32 4, i32 4 }, %struct.ZSTD_compressionParameters { i32 21, i32 19, i32 20, i32 4, i32 5, i32 8, i32 4 }, %struct.ZSTD_compressionParameters { i32 21, i32 19, i32 20, i32 4, i32 5, i32 16, i32 5 }, %struct.ZSTD_compressionParameters { i32 22, i32 20, i32 21, i32 4, i32 5, i32 16, i32 5 }, %struct.ZSTD_compressionParameters { i32 22, i32 21, i32 22, i32 5, i32 5, i32 16, i32 5 }, %struct.ZSTD_compressionParameters { i32 22, i32 21, i32 22, i32 6, i32 5, i32 16, i32 5 }, %struct.ZSTD_compressionParameters { i32 22, i32 22, i32 23, i32 6, i32 5, i32 32, i32 5 }, %struct.ZSTD_compressionParameters { i32 22, i32 22, i32 22, i32 4, i32 5, i32 32, i32 6 }, %struct.ZSTD_compressionParameters { i32 22, i32 22, i32 23, i32 5, i32 5, i32 32, i32 6 }, %struct.ZSTD_compressionParameters { i32 22, i32 23, i32 23, i32 6, i32 5, i32 32, i32 6 }, %struct.ZSTD_compressionParameters { i32 22, i32 22, i32 22, i32 5, i32 5, i32 48, i32 7 }, %struct.ZSTD_compressionParameters { i32 23, i32 23, i32 22, i32 5, i32 4, i32 64, i32 7 }, %struct.ZSTD_compressionParameters { i32 23, i32 23, i32 22, i32 6, i32 3, i32 64, i32 8 }, %struct.ZSTD_compressionParameters { i32 23, i32 24, i32 22, i32 7, i32 3, i32 256, i32 9 }, %struct.ZSTD_compressionParameters { i32 25, i32 25, i32 23, i32 7, i32 3, i32 256, i32 9 }, %struct.ZSTD_compressionParameters { i32 26, i32 26, i32 24, i32 7, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 27, i32 27, i32 25, i32 9, i32 3, i32 999, i32 9 }], [23 x %struct.ZSTD_compressionParameters] [%struct.ZSTD_compressionParameters { i32 18, i32 12, i32 13, i32 1, i32 5, i32 1, i32 1 }, %struct.ZSTD_compressionParameters { i32 18, i32 13, i32 14, i32 1, i32 6, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 18, i32 14, i32 14, i32 1, i32 5, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 18, i32 16, i32 16, i32 1, i32 4, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 18, i32 16, i32 17, i32 3, i32 5, i32 2, i32 3 }, %struct.ZSTD_compressionParameters { i32 18, i32 17, i32 18, i32 5, i32 5, i32 2, i32 3 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 3, i32 5, i32 4, i32 4 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 4, i32 4, i32 4, i32 4 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 4, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 5, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 6, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 5, i32 4, i32 12, i32 6 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 7, i32 4, i32 12, i32 6 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 4, i32 4, i32 16, i32 7 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 4, i32 3, i32 32, i32 7 }, %struct.ZSTD_compressionParameters { i32 18, i32 18, i32 19, i32 6, i32 3, i32 128, i32 7 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 6, i32 3, i32 128, i32 8 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 8, i32 3, i32 256, i32 8 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 6, i32 3, i32 128, i32 9 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 8, i32 3, i32 256, i32 9 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 10, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 12, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 18, i32 19, i32 19, i32 13, i32 3, i32 999, i32 9 }], [23 x %struct.ZSTD_compressionParameters] [%struct.ZSTD_compressionParameters { i32 17, i32 12, i32 12, i32 1, i32 5, i32 1, i32 1 }, %struct.ZSTD_compressionParameters { i32 17, i32 12, i32 13, i32 1, i32 6, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 17, i32 13, i32 15, i32 1, i32 5, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 17, i32 15, i32 16, i32 2, i32 5, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 17, i32 17, i32 17, i32 2, i32 4, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 17, i32 16, i32 17, i32 3, i32 4, i32 2, i32 3 }, %struct.ZSTD_compressionParameters { i32 17, i32 16, i32 17, i32 3, i32 4, i32 4, i32 4 }, %struct.ZSTD_compressionParameters { i32 17, i32 16, i32 17, i32 3, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 17, i32 16, i32 17, i32 4, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 17, i32 16, i32 17, i32 5, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 17, i32 16, i32 17, i32 6, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 17, i32 17, i32 17, i32 5, i32 4, i32 8, i32 6 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 7, i32 4, i32 12, i32 6 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 3, i32 4, i32 12, i32 7 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 4, i32 3, i32 32, i32 7 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 6, i32 3, i32 256, i32 7 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 6, i32 3, i32 128, i32 8 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 8, i32 3, i32 256, i32 8 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 10, i32 3, i32 512, i32 8 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 5, i32 3, i32 256, i32 9 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 7, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 9, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 17, i32 18, i32 17, i32 11, i32 3, i32 999, i32 9 }], [23 x %struct.ZSTD_compressionParameters] [%struct.ZSTD_compressionParameters { i32 14, i32 12, i32 13, i32 1, i32 5, i32 1, i32 1 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 15, i32 1, i32 5, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 15, i32 1, i32 4, i32 0, i32 1 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 15, i32 2, i32 4, i32 0, i32 2 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 14, i32 4, i32 4, i32 2, i32 3 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 14, i32 3, i32 4, i32 4, i32 4 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 14, i32 4, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 14, i32 6, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 14, i32 14, i32 14, i32 8, i32 4, i32 8, i32 5 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 14, i32 5, i32 4, i32 8, i32 6 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 14, i32 9, i32 4, i32 8, i32 6 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 14, i32 3, i32 4, i32 12, i32 7 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 14, i32 4, i32 3, i32 24, i32 7 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 14, i32 5, i32 3, i32 32, i32 8 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 6, i32 3, i32 64, i32 8 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 7, i32 3, i32 256, i32 8 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 5, i32 3, i32 48, i32 9 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 6, i32 3, i32 128, i32 9 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 7, i32 3, i32 256, i32 9 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 8, i32 3, i32 256, i32 9 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 8, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 9, i32 3, i32 512, i32 9 }, %struct.ZSTD_compressionParameters { i32 14, i32 15, i32 15, i32 10, i32 3, i32 999, i32 9 }]], align 4

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
define dso_local noalias noundef ptr @ZSTD_createCCtx() local_unnamed_addr #2 {
  %1 = tail call dereferenceable_or_null(5280) ptr @calloc(i64 1, i64 5280)
  %2 = icmp eq ptr %1, null
  br i1 %2, label %7, label %3

3:                                                ; preds = %0
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %1)
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %4, i8 0, i64 224, i1 false)
  %5 = getelementptr inbounds i8, ptr %1, i64 60
  store i32 3, ptr %5, align 4, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 48
  store i32 1, ptr %6, align 8, !tbaa !17
  br label %7

7:                                                ; preds = %0, %3
  ret ptr %1
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createCCtx_advanced(ptr nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_customMem, align 8
  %3 = load ptr, ptr %0, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !19
  %7 = icmp eq ptr %6, null
  %8 = xor i1 %4, %7
  br i1 %8, label %24, label %9

9:                                                ; preds = %1
  br i1 %4, label %14, label %10

10:                                               ; preds = %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !18
  %13 = tail call ptr %3(ptr noundef %12, i64 noundef 5280) #27
  br label %16

14:                                               ; preds = %9
  %15 = tail call noalias dereferenceable_or_null(5280) ptr @malloc(i64 noundef 5280) #28
  br label %16

16:                                               ; preds = %10, %14
  %17 = phi ptr [ %13, %10 ], [ %15, %14 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %24, label %19

19:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %0, i64 24, i1 false), !tbaa.struct !20
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5280) %17, i8 0, i64 5280, i1 false)
  %20 = getelementptr inbounds i8, ptr %17, i64 896
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %20, ptr noundef nonnull readonly align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !20
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %17)
  %21 = getelementptr inbounds i8, ptr %17, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %21, i8 0, i64 224, i1 false)
  %22 = getelementptr inbounds i8, ptr %17, i64 60
  store i32 3, ptr %22, align 4, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %17, i64 48
  store i32 1, ptr %23, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2)
  br label %24

24:                                               ; preds = %19, %16, %1
  %25 = phi ptr [ null, %1 ], [ %17, %19 ], [ null, %16 ]
  ret ptr %25
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noundef ptr @ZSTD_initStaticCCtx(ptr noundef %0, i64 noundef %1) local_unnamed_addr #4 {
  %3 = icmp ugt i64 %1, 5280
  %4 = ptrtoint ptr %0 to i64
  %5 = and i64 %4, 7
  %6 = icmp eq i64 %5, 0
  %7 = and i1 %3, %6
  br i1 %7, label %8, label %61

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 5280
  %10 = icmp slt i64 %1, 5280
  %11 = icmp eq ptr %0, null
  %12 = or i1 %11, %10
  br i1 %12, label %61, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 %1
  %15 = ptrtoint ptr %14 to i64
  %16 = and i64 %15, 63
  %17 = sub nsw i64 0, %16
  %18 = getelementptr inbounds i8, ptr %14, i64 %17
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5280) %0, i8 0, i64 5280, i1 false)
  %19 = getelementptr inbounds i8, ptr %0, i64 704
  store ptr %0, ptr %19, align 8, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %0, i64 712
  store ptr %14, ptr %20, align 8, !tbaa !18
  %21 = getelementptr inbounds i8, ptr %0, i64 720
  store ptr %9, ptr %21, align 8, !tbaa !18
  %22 = getelementptr inbounds i8, ptr %0, i64 728
  store ptr %9, ptr %22, align 8, !tbaa !18
  %23 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %9, ptr %23, align 8, !tbaa !18
  %24 = getelementptr inbounds i8, ptr %0, i64 744
  store ptr %18, ptr %24, align 8, !tbaa !18
  %25 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %18, ptr %25, align 8, !tbaa !18
  %26 = getelementptr inbounds i8, ptr %0, i64 760
  %27 = getelementptr inbounds i8, ptr %0, i64 764
  store i32 0, ptr %27, align 4, !tbaa !21
  %28 = getelementptr inbounds i8, ptr %0, i64 772
  store i32 1, ptr %28, align 4, !tbaa !21
  %29 = getelementptr inbounds i8, ptr %0, i64 928
  store i64 %1, ptr %29, align 8, !tbaa !22
  %30 = ptrtoint ptr %18 to i64
  %31 = ptrtoint ptr %9 to i64
  %32 = sub i64 %30, %31
  %33 = icmp ult i64 %32, 20184
  br i1 %33, label %61, label %34

34:                                               ; preds = %13
  %35 = icmp ult i64 %1, 10912
  br i1 %35, label %36, label %37

36:                                               ; preds = %34
  store i8 1, ptr %26, align 8, !tbaa !42
  br label %39

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8, ptr %0, i64 10912
  store ptr %38, ptr %21, align 8, !tbaa !43
  store ptr %38, ptr %22, align 8, !tbaa !44
  store ptr %38, ptr %23, align 8, !tbaa !45
  br label %39

39:                                               ; preds = %37, %36
  %40 = phi ptr [ %9, %36 ], [ %38, %37 ]
  %41 = phi ptr [ null, %36 ], [ %9, %37 ]
  %42 = getelementptr inbounds i8, ptr %0, i64 3224
  store ptr %41, ptr %42, align 8, !tbaa !46
  %43 = getelementptr inbounds i8, ptr %40, i64 5632
  %44 = icmp ugt ptr %43, %14
  br i1 %44, label %45, label %46

45:                                               ; preds = %39
  store i8 1, ptr %26, align 8, !tbaa !42
  br label %47

46:                                               ; preds = %39
  store ptr %43, ptr %21, align 8, !tbaa !43
  store ptr %43, ptr %22, align 8, !tbaa !44
  store ptr %43, ptr %23, align 8, !tbaa !45
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
  store i8 1, ptr %26, align 8, !tbaa !42
  br label %56

55:                                               ; preds = %47
  store ptr %51, ptr %21, align 8, !tbaa !43
  store ptr %51, ptr %22, align 8, !tbaa !44
  store ptr %51, ptr %23, align 8, !tbaa !45
  br label %56

56:                                               ; preds = %54, %55
  %57 = phi ptr [ null, %54 ], [ %50, %55 ]
  %58 = getelementptr inbounds i8, ptr %0, i64 3544
  store ptr %57, ptr %58, align 8, !tbaa !47
  %59 = getelementptr inbounds i8, ptr %0, i64 3552
  store i64 8920, ptr %59, align 8, !tbaa !48
  %60 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %60, align 8, !tbaa !49
  br label %61

61:                                               ; preds = %8, %13, %2, %56
  %62 = phi ptr [ %0, %56 ], [ null, %2 ], [ null, %13 ], [ null, %8 ]
  ret ptr %62
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_freeCCtx(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %34, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 928
  %5 = load i64, ptr %4, align 8, !tbaa !22
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %34

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 704
  %9 = load ptr, ptr %8, align 8, !tbaa !50
  %10 = icmp ugt ptr %9, %0
  br i1 %10, label %15, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 712
  %13 = load ptr, ptr %12, align 8, !tbaa !51
  %14 = icmp ule ptr %13, %0
  br label %15

15:                                               ; preds = %7, %11
  %16 = phi i1 [ true, %7 ], [ %14, %11 ]
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %17 = getelementptr inbounds i8, ptr %0, i64 904
  %18 = load ptr, ptr %17, align 8, !tbaa !18
  %19 = getelementptr inbounds i8, ptr %0, i64 912
  %20 = load ptr, ptr %19, align 8, !tbaa !18
  %21 = load ptr, ptr %8, align 8, !tbaa !50
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %8, i8 0, i64 72, i1 false)
  %22 = icmp eq ptr %21, null
  br i1 %22, label %27, label %23

23:                                               ; preds = %15
  %24 = icmp eq ptr %18, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %23
  tail call void %18(ptr noundef %20, ptr noundef nonnull %21) #27
  br label %27

26:                                               ; preds = %23
  tail call void @free(ptr noundef nonnull %21) #27
  br label %27

27:                                               ; preds = %15, %25, %26
  br i1 %16, label %28, label %34

28:                                               ; preds = %27
  %29 = load ptr, ptr %17, align 8, !tbaa !18
  %30 = icmp eq ptr %29, null
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = load ptr, ptr %19, align 8, !tbaa !18
  tail call void %29(ptr noundef %32, ptr noundef nonnull %0) #27
  br label %34

33:                                               ; preds = %28
  tail call void @free(ptr noundef nonnull %0) #27
  br label %34

34:                                               ; preds = %33, %31, %27, %3, %1
  %35 = phi i64 [ 0, %1 ], [ -64, %3 ], [ 0, %27 ], [ 0, %31 ], [ 0, %33 ]
  ret i64 %35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @ZSTD_sizeof_CCtx(ptr noundef readonly %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %38, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 704
  %5 = load ptr, ptr %4, align 8, !tbaa !50
  %6 = icmp eq ptr %5, %0
  %7 = select i1 %6, i64 0, i64 5280
  %8 = getelementptr inbounds i8, ptr %0, i64 712
  %9 = load ptr, ptr %8, align 8, !tbaa !51
  %10 = ptrtoint ptr %9 to i64
  %11 = ptrtoint ptr %5 to i64
  %12 = getelementptr inbounds i8, ptr %0, i64 3688
  %13 = load ptr, ptr %12, align 8, !tbaa !18
  %14 = getelementptr inbounds i8, ptr %0, i64 3704
  %15 = load i64, ptr %14, align 8, !tbaa !52
  %16 = getelementptr inbounds i8, ptr %0, i64 3720
  %17 = load ptr, ptr %16, align 8, !tbaa !18
  %18 = icmp eq ptr %13, null
  %19 = select i1 %18, i64 0, i64 %15
  %20 = icmp eq ptr %17, null
  br i1 %20, label %32, label %21

21:                                               ; preds = %3
  %22 = getelementptr inbounds i8, ptr %17, i64 32
  %23 = load ptr, ptr %22, align 8, !tbaa !50
  %24 = icmp eq ptr %23, %17
  %25 = select i1 %24, i64 0, i64 6080
  %26 = getelementptr inbounds i8, ptr %17, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !51
  %28 = ptrtoint ptr %27 to i64
  %29 = ptrtoint ptr %23 to i64
  %30 = sub i64 %28, %29
  %31 = add i64 %30, %25
  br label %32

32:                                               ; preds = %3, %21
  %33 = phi i64 [ %31, %21 ], [ 0, %3 ]
  %34 = sub i64 %10, %11
  %35 = add i64 %34, %7
  %36 = add i64 %35, %19
  %37 = add i64 %36, %33
  br label %38

38:                                               ; preds = %1, %32
  %39 = phi i64 [ %37, %32 ], [ 0, %1 ]
  ret i64 %39
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @ZSTD_sizeof_CStream(ptr noundef readonly %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %38, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 704
  %5 = load ptr, ptr %4, align 8, !tbaa !50
  %6 = icmp eq ptr %5, %0
  %7 = select i1 %6, i64 0, i64 5280
  %8 = getelementptr inbounds i8, ptr %0, i64 712
  %9 = load ptr, ptr %8, align 8, !tbaa !51
  %10 = ptrtoint ptr %9 to i64
  %11 = ptrtoint ptr %5 to i64
  %12 = getelementptr inbounds i8, ptr %0, i64 3688
  %13 = load ptr, ptr %12, align 8, !tbaa !18
  %14 = getelementptr inbounds i8, ptr %0, i64 3704
  %15 = load i64, ptr %14, align 8, !tbaa !52
  %16 = getelementptr inbounds i8, ptr %0, i64 3720
  %17 = load ptr, ptr %16, align 8, !tbaa !18
  %18 = icmp eq ptr %13, null
  %19 = select i1 %18, i64 0, i64 %15
  %20 = icmp eq ptr %17, null
  br i1 %20, label %32, label %21

21:                                               ; preds = %3
  %22 = getelementptr inbounds i8, ptr %17, i64 32
  %23 = load ptr, ptr %22, align 8, !tbaa !50
  %24 = icmp eq ptr %23, %17
  %25 = select i1 %24, i64 0, i64 6080
  %26 = getelementptr inbounds i8, ptr %17, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !51
  %28 = ptrtoint ptr %27 to i64
  %29 = ptrtoint ptr %23 to i64
  %30 = sub i64 %28, %29
  %31 = add i64 %30, %25
  br label %32

32:                                               ; preds = %21, %3
  %33 = phi i64 [ %31, %21 ], [ 0, %3 ]
  %34 = sub i64 %10, %11
  %35 = add i64 %34, %7
  %36 = add i64 %35, %19
  %37 = add i64 %36, %33
  br label %38

38:                                               ; preds = %1, %32
  %39 = phi i64 [ %37, %32 ], [ 0, %1 ]
  ret i64 %39
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nonnull ptr @ZSTD_getSeqStore(ptr noundef readnone %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 976
  ret ptr %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @ZSTD_createCCtxParams() local_unnamed_addr #7 {
  %1 = tail call noalias dereferenceable_or_null(224) ptr @calloc(i64 noundef 1, i64 noundef 224) #29
  %2 = icmp eq ptr %1, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i64 44
  store i32 3, ptr %4, align 4, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store i32 1, ptr %5, align 8, !tbaa !17
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
  %5 = load ptr, ptr %4, align 8, !tbaa !18
  %6 = icmp eq ptr %5, null
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 184
  %9 = load ptr, ptr %8, align 8, !tbaa !18
  tail call void %5(ptr noundef %9, ptr noundef nonnull %0) #27
  br label %11

10:                                               ; preds = %3
  tail call void @free(ptr noundef nonnull %0) #27
  br label %11

11:                                               ; preds = %10, %7, %1
  ret i64 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i64 -1, 1) i64 @ZSTD_CCtxParams_reset(ptr noundef writeonly %0) local_unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %0, i8 0, i64 224, i1 false)
  %4 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 3, ptr %4, align 4, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 1, ptr %5, align 8, !tbaa !17
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i64 [ 0, %3 ], [ -1, %1 ]
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i64 -1, 1) i64 @ZSTD_CCtxParams_init(ptr noundef writeonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %0, i8 0, i64 224, i1 false)
  %5 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %1, ptr %5, align 4, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 1, ptr %6, align 8, !tbaa !17
  br label %7

7:                                                ; preds = %2, %4
  %8 = phi i64 [ 0, %4 ], [ -1, %2 ]
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -42, 1) i64 @ZSTD_CCtxParams_init_advanced(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i32, ptr %5, align 4, !tbaa !21
  %7 = getelementptr inbounds i8, ptr %1, i64 20
  %8 = load i32, ptr %7, align 4, !tbaa !21
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load <4 x i32>, ptr %1, align 4, !tbaa !21
  %11 = freeze <4 x i32> %10
  %12 = add <4 x i32> %11, <i32 -32, i32 -31, i32 -31, i32 -31>
  %13 = icmp ult <4 x i32> %12, <i32 -22, i32 -25, i32 -25, i32 -30>
  %14 = freeze i32 %6
  %15 = add i32 %14, -8
  %16 = icmp ult i32 %15, -5
  %17 = icmp ugt i32 %8, 131072
  %18 = bitcast <4 x i1> %13 to i4
  %19 = icmp ne i4 %18, 0
  %20 = or i1 %19, %16
  %21 = select i1 %20, i1 true, i1 %17
  br i1 %21, label %55, label %22

22:                                               ; preds = %4
  %23 = load i32, ptr %9, align 4, !tbaa !21
  %24 = add i32 %23, -1
  %25 = icmp ult i32 %24, 9
  br i1 %25, label %26, label %55

26:                                               ; preds = %22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %0, i8 0, i64 224, i1 false)
  %27 = getelementptr inbounds i8, ptr %0, i64 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %27, ptr noundef nonnull readonly align 4 dereferenceable(28) %1, i64 28, i1 false), !tbaa.struct !53
  %28 = getelementptr inbounds i8, ptr %0, i64 32
  %29 = getelementptr inbounds i8, ptr %1, i64 28
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %28, ptr noundef nonnull readonly align 4 dereferenceable(12) %29, i64 12, i1 false), !tbaa.struct !54
  %30 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 0, ptr %30, align 4, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %0, i64 160
  %32 = load i32, ptr %9, align 4, !tbaa !55
  %33 = add i32 %32, -6
  %34 = icmp ult i32 %33, -3
  br i1 %34, label %35, label %39

35:                                               ; preds = %26
  store i32 2, ptr %31, align 8, !tbaa !56
  %36 = getelementptr inbounds i8, ptr %0, i64 140
  %37 = icmp ugt i32 %32, 6
  br i1 %37, label %44, label %38

38:                                               ; preds = %35
  store i32 2, ptr %36, align 4, !tbaa !57
  br label %50

39:                                               ; preds = %26
  %40 = load i32, ptr %1, align 4, !tbaa !58
  %41 = icmp ugt i32 %40, 14
  %42 = select i1 %41, i32 1, i32 2
  store i32 %42, ptr %31, align 8, !tbaa !56
  %43 = getelementptr inbounds i8, ptr %0, i64 140
  store i32 2, ptr %43, align 4, !tbaa !57
  br label %50

44:                                               ; preds = %35
  %45 = load i32, ptr %1, align 4, !tbaa !58
  %46 = icmp ugt i32 %45, 16
  %47 = select i1 %46, i32 1, i32 2
  store i32 %47, ptr %36, align 4, !tbaa !57
  %48 = icmp ugt i32 %45, 26
  %49 = select i1 %48, i32 1, i32 2
  br label %50

50:                                               ; preds = %39, %38, %44
  %51 = phi i32 [ 2, %39 ], [ %49, %44 ], [ 2, %38 ]
  %52 = getelementptr inbounds i8, ptr %0, i64 96
  store i32 %51, ptr %52, align 8, !tbaa !59
  %53 = getelementptr inbounds i8, ptr %0, i64 152
  store i64 131072, ptr %53, align 8, !tbaa !60
  %54 = getelementptr inbounds i8, ptr %0, i64 216
  store i32 2, ptr %54, align 8, !tbaa !61
  br label %55

55:                                               ; preds = %4, %22, %2, %50
  %56 = phi i64 [ -42, %22 ], [ 0, %50 ], [ -1, %2 ], [ -42, %4 ]
  ret i64 %56
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i64 -42, 1) i64 @ZSTD_checkCParams(ptr nocapture noundef readonly %0) local_unnamed_addr #9 {
  %2 = load i32, ptr %0, align 4, !tbaa !58
  %3 = add i32 %2, -32
  %4 = icmp ult i32 %3, -22
  br i1 %4, label %35, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !62
  %8 = add i32 %7, -31
  %9 = icmp ult i32 %8, -25
  br i1 %9, label %35, label %10

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load i32, ptr %11, align 4, !tbaa !63
  %13 = add i32 %12, -31
  %14 = icmp ult i32 %13, -25
  br i1 %14, label %35, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds i8, ptr %0, i64 12
  %17 = load i32, ptr %16, align 4, !tbaa !64
  %18 = add i32 %17, -31
  %19 = icmp ult i32 %18, -30
  br i1 %19, label %35, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i32, ptr %21, align 4, !tbaa !65
  %23 = add i32 %22, -8
  %24 = icmp ult i32 %23, -5
  br i1 %24, label %35, label %25

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %0, i64 20
  %27 = load i32, ptr %26, align 4, !tbaa !66
  %28 = icmp ugt i32 %27, 131072
  br i1 %28, label %35, label %29

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load i32, ptr %30, align 4, !tbaa !55
  %32 = add i32 %31, -10
  %33 = icmp ult i32 %32, -9
  %34 = select i1 %33, i64 -42, i64 0
  br label %35

35:                                               ; preds = %29, %25, %20, %15, %10, %5, %1
  %36 = phi i64 [ -42, %1 ], [ -42, %5 ], [ -42, %10 ], [ -42, %15 ], [ -42, %20 ], [ -42, %25 ], [ %34, %29 ]
  ret i64 %36
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @ZSTD_cParam_getBounds(i32 noundef %0) local_unnamed_addr #0 {
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
  %43 = insertvalue [2 x i64] poison, i64 %42, 0
  %44 = insertvalue [2 x i64] %43, i64 %41, 1
  ret [2 x i64] %44
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
  %5 = load i32, ptr %4, align 8, !tbaa !67
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
  store i32 1, ptr %9, align 4, !tbaa !68
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
  %15 = load i64, ptr %14, align 8, !tbaa !22
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
define dso_local i64 @ZSTD_CCtxParams_setParameter(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 {
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
  store i32 %2, ptr %0, align 8, !tbaa !69
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
  store i32 %16, ptr %17, align 4, !tbaa !6
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
  store i32 %2, ptr %26, align 4, !tbaa !70
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
  store i32 %2, ptr %34, align 4, !tbaa !71
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
  store i32 %2, ptr %42, align 4, !tbaa !72
  %43 = zext nneg i32 %2 to i64
  br label %219

44:                                               ; preds = %3
  %45 = icmp ugt i32 %2, 30
  br i1 %45, label %219, label %46

46:                                               ; preds = %44
  %47 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %2, ptr %47, align 4, !tbaa !73
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
  store i32 %2, ptr %51, align 4, !tbaa !74
  %52 = zext nneg i32 %2 to i64
  br label %219

53:                                               ; preds = %3
  %54 = icmp ugt i32 %2, 131072
  br i1 %54, label %219, label %55

55:                                               ; preds = %53
  %56 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %2, ptr %56, align 4, !tbaa !75
  %57 = zext nneg i32 %2 to i64
  br label %219

58:                                               ; preds = %3
  %59 = icmp ugt i32 %2, 9
  br i1 %59, label %219, label %60

60:                                               ; preds = %58
  %61 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %2, ptr %61, align 4, !tbaa !76
  %62 = zext nneg i32 %2 to i64
  br label %219

63:                                               ; preds = %3
  %64 = icmp ne i32 %2, 0
  %65 = zext i1 %64 to i32
  %66 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %65, ptr %66, align 8, !tbaa !17
  %67 = zext i1 %64 to i64
  br label %219

68:                                               ; preds = %3
  %69 = icmp ne i32 %2, 0
  %70 = zext i1 %69 to i32
  %71 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %70, ptr %71, align 4, !tbaa !77
  %72 = zext i1 %69 to i64
  br label %219

73:                                               ; preds = %3
  %74 = icmp ne i32 %2, 0
  %75 = xor i1 %74, true
  %76 = zext i1 %75 to i32
  %77 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %76, ptr %77, align 8, !tbaa !78
  %78 = zext i1 %74 to i64
  br label %219

79:                                               ; preds = %3
  %80 = icmp ne i32 %2, 0
  %81 = zext i1 %80 to i32
  %82 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 %81, ptr %82, align 8, !tbaa !79
  %83 = zext i1 %80 to i64
  br label %219

84:                                               ; preds = %3
  %85 = icmp ugt i32 %2, 3
  br i1 %85, label %219, label %86

86:                                               ; preds = %84
  %87 = getelementptr inbounds i8, ptr %0, i64 68
  store i32 %2, ptr %87, align 4, !tbaa !80
  %88 = zext nneg i32 %2 to i64
  br label %219

89:                                               ; preds = %3
  %90 = icmp ugt i32 %2, 2
  br i1 %90, label %219, label %91

91:                                               ; preds = %89
  %92 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 %2, ptr %92, align 8, !tbaa !81
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
  store i32 %108, ptr %109, align 8, !tbaa !82
  %110 = zext i1 %107 to i64
  br label %219

111:                                              ; preds = %3
  %112 = icmp ugt i32 %2, 2
  br i1 %112, label %219, label %113

113:                                              ; preds = %111
  %114 = getelementptr inbounds i8, ptr %0, i64 96
  store i32 %2, ptr %114, align 8, !tbaa !59
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
  store i32 %2, ptr %122, align 4, !tbaa !83
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
  store i32 %2, ptr %130, align 4, !tbaa !84
  %131 = zext nneg i32 %2 to i64
  br label %219

132:                                              ; preds = %3
  %133 = icmp ult i32 %2, 9
  br i1 %133, label %134, label %219

134:                                              ; preds = %132
  %135 = getelementptr inbounds i8, ptr %0, i64 104
  store i32 %2, ptr %135, align 8, !tbaa !85
  %136 = zext nneg i32 %2 to i64
  br label %219

137:                                              ; preds = %3
  %138 = icmp ugt i32 %2, 25
  br i1 %138, label %219, label %139

139:                                              ; preds = %137
  %140 = getelementptr inbounds i8, ptr %0, i64 112
  store i32 %2, ptr %140, align 8, !tbaa !86
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
  store i64 %149, ptr %150, align 8, !tbaa !87
  br label %219

151:                                              ; preds = %3
  %152 = icmp slt i32 %2, 0
  br i1 %152, label %219, label %153

153:                                              ; preds = %151
  %154 = getelementptr inbounds i8, ptr %0, i64 64
  store i32 %2, ptr %154, align 8, !tbaa !88
  %155 = zext nneg i32 %2 to i64
  br label %219

156:                                              ; preds = %3
  %157 = icmp ugt i32 %2, 1
  br i1 %157, label %219, label %158

158:                                              ; preds = %156
  %159 = getelementptr inbounds i8, ptr %0, i64 124
  store i32 %2, ptr %159, align 4, !tbaa !89
  %160 = zext nneg i32 %2 to i64
  br label %219

161:                                              ; preds = %3
  %162 = icmp ugt i32 %2, 1
  br i1 %162, label %219, label %163

163:                                              ; preds = %161
  %164 = getelementptr inbounds i8, ptr %0, i64 128
  store i32 %2, ptr %164, align 8, !tbaa !90
  %165 = zext nneg i32 %2 to i64
  br label %219

166:                                              ; preds = %3
  %167 = icmp ugt i32 %2, 1
  br i1 %167, label %219, label %168

168:                                              ; preds = %166
  %169 = getelementptr inbounds i8, ptr %0, i64 132
  store i32 %2, ptr %169, align 4, !tbaa !91
  %170 = zext nneg i32 %2 to i64
  br label %219

171:                                              ; preds = %3
  %172 = icmp ugt i32 %2, 1
  br i1 %172, label %219, label %173

173:                                              ; preds = %171
  %174 = getelementptr inbounds i8, ptr %0, i64 136
  store i32 %2, ptr %174, align 8, !tbaa !92
  %175 = zext nneg i32 %2 to i64
  br label %219

176:                                              ; preds = %3
  %177 = icmp ugt i32 %2, 2
  br i1 %177, label %219, label %178

178:                                              ; preds = %176
  %179 = getelementptr inbounds i8, ptr %0, i64 140
  store i32 %2, ptr %179, align 4, !tbaa !57
  %180 = zext nneg i32 %2 to i64
  br label %219

181:                                              ; preds = %3
  %182 = icmp ugt i32 %2, 6
  br i1 %182, label %219, label %183

183:                                              ; preds = %181
  %184 = getelementptr inbounds i8, ptr %0, i64 144
  store i32 %2, ptr %184, align 8, !tbaa !93
  %185 = zext nneg i32 %2 to i64
  br label %219

186:                                              ; preds = %3
  %187 = icmp ugt i32 %2, 2
  br i1 %187, label %219, label %188

188:                                              ; preds = %186
  %189 = getelementptr inbounds i8, ptr %0, i64 160
  store i32 %2, ptr %189, align 8, !tbaa !56
  %190 = zext nneg i32 %2 to i64
  br label %219

191:                                              ; preds = %3
  %192 = icmp ugt i32 %2, 1
  br i1 %192, label %219, label %193

193:                                              ; preds = %191
  %194 = getelementptr inbounds i8, ptr %0, i64 164
  store i32 %2, ptr %194, align 4, !tbaa !94
  %195 = zext nneg i32 %2 to i64
  br label %219

196:                                              ; preds = %3
  %197 = icmp ugt i32 %2, 2
  br i1 %197, label %219, label %198

198:                                              ; preds = %196
  %199 = getelementptr inbounds i8, ptr %0, i64 192
  store i32 %2, ptr %199, align 8, !tbaa !95
  %200 = zext nneg i32 %2 to i64
  br label %219

201:                                              ; preds = %3
  %202 = icmp ugt i32 %2, 1
  br i1 %202, label %219, label %203

203:                                              ; preds = %201
  %204 = getelementptr inbounds i8, ptr %0, i64 196
  store i32 %2, ptr %204, align 4, !tbaa !96
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
  store i64 %212, ptr %213, align 8, !tbaa !60
  br label %219

214:                                              ; preds = %3
  %215 = icmp ugt i32 %2, 2
  br i1 %215, label %219, label %216

216:                                              ; preds = %214
  %217 = getelementptr inbounds i8, ptr %0, i64 216
  store i32 %2, ptr %217, align 8, !tbaa !61
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
  %5 = load i32, ptr %0, align 8, !tbaa !69
  br label %115

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 44
  %8 = load i32, ptr %7, align 4, !tbaa !6
  br label %115

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !70
  br label %115

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %0, i64 12
  %14 = load i32, ptr %13, align 4, !tbaa !71
  br label %115

15:                                               ; preds = %3
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !72
  br label %115

18:                                               ; preds = %3
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load i32, ptr %19, align 4, !tbaa !73
  br label %115

21:                                               ; preds = %3
  %22 = getelementptr inbounds i8, ptr %0, i64 20
  %23 = load i32, ptr %22, align 4, !tbaa !74
  br label %115

24:                                               ; preds = %3
  %25 = getelementptr inbounds i8, ptr %0, i64 24
  %26 = load i32, ptr %25, align 4, !tbaa !75
  br label %115

27:                                               ; preds = %3
  %28 = getelementptr inbounds i8, ptr %0, i64 28
  %29 = load i32, ptr %28, align 4, !tbaa !76
  br label %115

30:                                               ; preds = %3
  %31 = getelementptr inbounds i8, ptr %0, i64 32
  %32 = load i32, ptr %31, align 8, !tbaa !17
  br label %115

33:                                               ; preds = %3
  %34 = getelementptr inbounds i8, ptr %0, i64 36
  %35 = load i32, ptr %34, align 4, !tbaa !77
  br label %115

36:                                               ; preds = %3
  %37 = getelementptr inbounds i8, ptr %0, i64 40
  %38 = load i32, ptr %37, align 8, !tbaa !78
  %39 = icmp eq i32 %38, 0
  %40 = zext i1 %39 to i32
  br label %115

41:                                               ; preds = %3
  %42 = getelementptr inbounds i8, ptr %0, i64 48
  %43 = load i32, ptr %42, align 8, !tbaa !79
  br label %115

44:                                               ; preds = %3
  %45 = getelementptr inbounds i8, ptr %0, i64 68
  %46 = load i32, ptr %45, align 4, !tbaa !80
  br label %115

47:                                               ; preds = %3
  %48 = getelementptr inbounds i8, ptr %0, i64 72
  %49 = load i32, ptr %48, align 8, !tbaa !81
  br label %115

50:                                               ; preds = %3
  %51 = getelementptr inbounds i8, ptr %0, i64 76
  %52 = load i32, ptr %51, align 4, !tbaa !97
  br label %115

53:                                               ; preds = %3
  %54 = getelementptr inbounds i8, ptr %0, i64 120
  %55 = load i32, ptr %54, align 8, !tbaa !82
  br label %115

56:                                               ; preds = %3
  %57 = getelementptr inbounds i8, ptr %0, i64 96
  %58 = load i32, ptr %57, align 8, !tbaa !59
  br label %115

59:                                               ; preds = %3
  %60 = getelementptr inbounds i8, ptr %0, i64 100
  %61 = load i32, ptr %60, align 4, !tbaa !83
  br label %115

62:                                               ; preds = %3
  %63 = getelementptr inbounds i8, ptr %0, i64 108
  %64 = load i32, ptr %63, align 4, !tbaa !84
  br label %115

65:                                               ; preds = %3
  %66 = getelementptr inbounds i8, ptr %0, i64 104
  %67 = load i32, ptr %66, align 8, !tbaa !85
  br label %115

68:                                               ; preds = %3
  %69 = getelementptr inbounds i8, ptr %0, i64 112
  %70 = load i32, ptr %69, align 8, !tbaa !86
  br label %115

71:                                               ; preds = %3
  %72 = getelementptr inbounds i8, ptr %0, i64 56
  %73 = load i64, ptr %72, align 8, !tbaa !87
  %74 = trunc i64 %73 to i32
  br label %115

75:                                               ; preds = %3
  %76 = getelementptr inbounds i8, ptr %0, i64 64
  %77 = load i32, ptr %76, align 8, !tbaa !88
  br label %115

78:                                               ; preds = %3
  %79 = getelementptr inbounds i8, ptr %0, i64 124
  %80 = load i32, ptr %79, align 4, !tbaa !89
  br label %115

81:                                               ; preds = %3
  %82 = getelementptr inbounds i8, ptr %0, i64 128
  %83 = load i32, ptr %82, align 8, !tbaa !90
  br label %115

84:                                               ; preds = %3
  %85 = getelementptr inbounds i8, ptr %0, i64 132
  %86 = load i32, ptr %85, align 4, !tbaa !91
  br label %115

87:                                               ; preds = %3
  %88 = getelementptr inbounds i8, ptr %0, i64 136
  %89 = load i32, ptr %88, align 8, !tbaa !92
  br label %115

90:                                               ; preds = %3
  %91 = getelementptr inbounds i8, ptr %0, i64 140
  %92 = load i32, ptr %91, align 4, !tbaa !57
  br label %115

93:                                               ; preds = %3
  %94 = getelementptr inbounds i8, ptr %0, i64 144
  %95 = load i32, ptr %94, align 8, !tbaa !93
  br label %115

96:                                               ; preds = %3
  %97 = getelementptr inbounds i8, ptr %0, i64 160
  %98 = load i32, ptr %97, align 8, !tbaa !56
  br label %115

99:                                               ; preds = %3
  %100 = getelementptr inbounds i8, ptr %0, i64 164
  %101 = load i32, ptr %100, align 4, !tbaa !94
  br label %115

102:                                              ; preds = %3
  %103 = getelementptr inbounds i8, ptr %0, i64 192
  %104 = load i32, ptr %103, align 8, !tbaa !95
  br label %115

105:                                              ; preds = %3
  %106 = getelementptr inbounds i8, ptr %0, i64 196
  %107 = load i32, ptr %106, align 4, !tbaa !96
  br label %115

108:                                              ; preds = %3
  %109 = getelementptr inbounds i8, ptr %0, i64 152
  %110 = load i64, ptr %109, align 8, !tbaa !60
  %111 = trunc i64 %110 to i32
  br label %115

112:                                              ; preds = %3
  %113 = getelementptr inbounds i8, ptr %0, i64 216
  %114 = load i32, ptr %113, align 8, !tbaa !61
  br label %115

115:                                              ; preds = %112, %108, %105, %102, %99, %96, %93, %90, %87, %84, %81, %78, %75, %71, %68, %65, %62, %59, %56, %53, %50, %47, %44, %41, %36, %33, %30, %27, %24, %21, %18, %15, %12, %9, %6, %4
  %116 = phi i32 [ %5, %4 ], [ %8, %6 ], [ %11, %9 ], [ %14, %12 ], [ %17, %15 ], [ %20, %18 ], [ %23, %21 ], [ %26, %24 ], [ %29, %27 ], [ %32, %30 ], [ %35, %33 ], [ %40, %36 ], [ %43, %41 ], [ %46, %44 ], [ %49, %47 ], [ %52, %50 ], [ %55, %53 ], [ %58, %56 ], [ %61, %59 ], [ %64, %62 ], [ %67, %65 ], [ %70, %68 ], [ %74, %71 ], [ %77, %75 ], [ %80, %78 ], [ %83, %81 ], [ %86, %84 ], [ %89, %87 ], [ %92, %90 ], [ %95, %93 ], [ %98, %96 ], [ %101, %99 ], [ %104, %102 ], [ %107, %105 ], [ %111, %108 ], [ %114, %112 ]
  store i32 %116, ptr %2, align 4, !tbaa !21
  br label %117

117:                                              ; preds = %115, %3
  %118 = phi i64 [ -40, %3 ], [ 0, %115 ]
  ret i64 %118
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_CCtx_setParametersUsingCCtxParams(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 3640
  %4 = load i32, ptr %3, align 8, !tbaa !67
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %12

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 3728
  %8 = load ptr, ptr %7, align 8, !tbaa !98
  %9 = icmp eq ptr %8, null
  br i1 %9, label %10, label %12

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %11, ptr noundef nonnull align 8 dereferenceable(224) %1, i64 224, i1 false), !tbaa.struct !99
  br label %12

12:                                               ; preds = %6, %2, %10
  %13 = phi i64 [ 0, %10 ], [ -60, %2 ], [ -60, %6 ]
  ret i64 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local noundef i64 @ZSTD_CCtx_setCParams(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 4, !tbaa !21
  %5 = freeze i32 %4
  %6 = getelementptr inbounds i8, ptr %1, i64 20
  %7 = load i32, ptr %6, align 4, !tbaa !21
  %8 = freeze i32 %7
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load i32, ptr %9, align 4, !tbaa !21
  %11 = load <4 x i32>, ptr %1, align 4, !tbaa !21
  %12 = freeze <4 x i32> %11
  %13 = add <4 x i32> %12, <i32 -10, i32 -6, i32 -6, i32 -1>
  %14 = add i32 %5, -3
  %15 = icmp ult i32 %14, 5
  %16 = icmp ult i32 %8, 131073
  %17 = add i32 %10, -1
  %18 = icmp ult i32 %17, 9
  %19 = icmp ugt <4 x i32> %13, <i32 21, i32 24, i32 24, i32 29>
  %20 = bitcast <4 x i1> %19 to i4
  %21 = icmp eq i4 %20, 0
  %22 = and i1 %21, %15
  %23 = and i1 %22, %16
  %24 = select i1 %23, i1 %18, i1 false
  br i1 %24, label %25, label %41

25:                                               ; preds = %2
  %26 = getelementptr inbounds i8, ptr %0, i64 3640
  %27 = load i32, ptr %26, align 8, !tbaa !67
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %41

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %0, i64 20
  %31 = extractelement <4 x i32> %12, i64 0
  store i32 %31, ptr %30, align 4, !tbaa !70
  %32 = getelementptr inbounds i8, ptr %0, i64 24
  %33 = extractelement <4 x i32> %12, i64 1
  store i32 %33, ptr %32, align 4, !tbaa !72
  %34 = getelementptr inbounds i8, ptr %0, i64 28
  %35 = extractelement <4 x i32> %12, i64 2
  store i32 %35, ptr %34, align 4, !tbaa !71
  %36 = getelementptr inbounds i8, ptr %0, i64 32
  %37 = extractelement <4 x i32> %12, i64 3
  store i32 %37, ptr %36, align 4, !tbaa !73
  %38 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %5, ptr %38, align 4, !tbaa !74
  %39 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %8, ptr %39, align 4, !tbaa !75
  %40 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %10, ptr %40, align 4, !tbaa !76
  br label %41

41:                                               ; preds = %25, %2, %29
  %42 = phi i64 [ 0, %29 ], [ -42, %2 ], [ -60, %25 ]
  ret i64 %42
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local noundef i64 @ZSTD_CCtx_setFParams(ptr nocapture noundef %0, [2 x i64] %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 3640
  %4 = load i32, ptr %3, align 8, !tbaa !67
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %20

6:                                                ; preds = %2
  %7 = extractvalue [2 x i64] %1, 0
  %8 = and i64 %7, 4294967295
  %9 = icmp ne i64 %8, 0
  %10 = extractvalue [2 x i64] %1, 1
  %11 = zext i1 %9 to i32
  %12 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 %11, ptr %12, align 8, !tbaa !17
  %13 = icmp ugt i64 %7, 4294967295
  %14 = zext i1 %13 to i32
  %15 = getelementptr inbounds i8, ptr %0, i64 52
  store i32 %14, ptr %15, align 4, !tbaa !77
  %16 = and i64 %10, 4294967295
  %17 = icmp ne i64 %16, 0
  %18 = zext i1 %17 to i32
  %19 = getelementptr inbounds i8, ptr %0, i64 56
  store i32 %18, ptr %19, align 8, !tbaa !78
  br label %20

20:                                               ; preds = %2, %6
  %21 = phi i64 [ 0, %6 ], [ -60, %2 ]
  ret i64 %21
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local noundef i64 @ZSTD_CCtx_setParams(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 4, !tbaa !21
  %5 = getelementptr inbounds i8, ptr %1, i64 20
  %6 = load i32, ptr %5, align 4, !tbaa !21
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = load <4 x i32>, ptr %1, align 4, !tbaa !21
  %9 = freeze <4 x i32> %8
  %10 = add <4 x i32> %9, <i32 -32, i32 -31, i32 -31, i32 -31>
  %11 = icmp ult <4 x i32> %10, <i32 -22, i32 -25, i32 -25, i32 -30>
  %12 = freeze i32 %4
  %13 = add i32 %12, -8
  %14 = icmp ult i32 %13, -5
  %15 = icmp ugt i32 %6, 131072
  %16 = bitcast <4 x i1> %11 to i4
  %17 = icmp ne i4 %16, 0
  %18 = or i1 %17, %14
  %19 = select i1 %18, i1 true, i1 %15
  br i1 %19, label %74, label %20

20:                                               ; preds = %2
  %21 = load i32, ptr %7, align 4, !tbaa !21
  %22 = add i32 %21, -1
  %23 = icmp ult i32 %22, 9
  br i1 %23, label %24, label %74

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %0, i64 3640
  %26 = load i32, ptr %25, align 8, !tbaa !67
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %74

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %1, i64 36
  %30 = load i32, ptr %29, align 4
  %31 = getelementptr inbounds i8, ptr %1, i64 28
  %32 = load i64, ptr %31, align 4
  %33 = and i64 %32, 4294967295
  %34 = icmp ne i64 %33, 0
  %35 = zext i1 %34 to i32
  %36 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 %35, ptr %36, align 8, !tbaa !17
  %37 = icmp ugt i64 %32, 4294967295
  %38 = zext i1 %37 to i32
  %39 = getelementptr inbounds i8, ptr %0, i64 52
  store i32 %38, ptr %39, align 4, !tbaa !77
  %40 = icmp ne i32 %30, 0
  %41 = zext i1 %40 to i32
  %42 = getelementptr inbounds i8, ptr %0, i64 56
  store i32 %41, ptr %42, align 8, !tbaa !78
  %43 = load i32, ptr %3, align 4, !tbaa !21
  %44 = freeze i32 %43
  %45 = load i32, ptr %5, align 4, !tbaa !21
  %46 = freeze i32 %45
  %47 = load i32, ptr %7, align 4, !tbaa !21
  %48 = load <4 x i32>, ptr %1, align 4, !tbaa !21
  %49 = freeze <4 x i32> %48
  %50 = add <4 x i32> %49, <i32 -10, i32 -6, i32 -6, i32 -1>
  %51 = add i32 %44, -3
  %52 = icmp ult i32 %51, 5
  %53 = icmp ult i32 %46, 131073
  %54 = add i32 %47, -1
  %55 = icmp ult i32 %54, 9
  %56 = icmp ugt <4 x i32> %50, <i32 21, i32 24, i32 24, i32 29>
  %57 = bitcast <4 x i1> %56 to i4
  %58 = icmp eq i4 %57, 0
  %59 = and i1 %58, %52
  %60 = and i1 %59, %53
  %61 = select i1 %60, i1 %55, i1 false
  br i1 %61, label %62, label %74

62:                                               ; preds = %28
  %63 = getelementptr inbounds i8, ptr %0, i64 20
  %64 = extractelement <4 x i32> %49, i64 0
  store i32 %64, ptr %63, align 4, !tbaa !70
  %65 = getelementptr inbounds i8, ptr %0, i64 24
  %66 = extractelement <4 x i32> %49, i64 1
  store i32 %66, ptr %65, align 4, !tbaa !72
  %67 = getelementptr inbounds i8, ptr %0, i64 28
  %68 = extractelement <4 x i32> %49, i64 2
  store i32 %68, ptr %67, align 4, !tbaa !71
  %69 = getelementptr inbounds i8, ptr %0, i64 32
  %70 = extractelement <4 x i32> %49, i64 3
  store i32 %70, ptr %69, align 4, !tbaa !73
  %71 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %44, ptr %71, align 4, !tbaa !74
  %72 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %46, ptr %72, align 4, !tbaa !75
  %73 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %47, ptr %73, align 4, !tbaa !76
  br label %74

74:                                               ; preds = %62, %28, %24, %2, %20
  %75 = phi i64 [ -42, %20 ], [ -42, %2 ], [ -60, %24 ], [ 0, %62 ], [ -42, %28 ]
  ret i64 %75
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_CCtx_setPledgedSrcSize(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 3640
  %4 = load i32, ptr %3, align 8, !tbaa !67
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
  %7 = load i32, ptr %6, align 8, !tbaa !67
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
  %17 = load i64, ptr %16, align 8, !tbaa !22
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %19, label %39

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 896
  %21 = load ptr, ptr %20, align 8, !tbaa !18
  %22 = icmp eq ptr %21, null
  br i1 %22, label %27, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 912
  %25 = load ptr, ptr %24, align 8, !tbaa !18
  %26 = tail call ptr %21(ptr noundef %25, i64 noundef %2) #27
  br label %29

27:                                               ; preds = %19
  %28 = tail call noalias ptr @malloc(i64 noundef %2) #28
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
  %5 = load ptr, ptr %4, align 8, !tbaa !18
  %6 = getelementptr inbounds i8, ptr %0, i64 912
  %7 = load ptr, ptr %6, align 8, !tbaa !18
  %8 = icmp eq ptr %3, null
  br i1 %8, label %13, label %9

9:                                                ; preds = %1
  %10 = icmp eq ptr %5, null
  br i1 %10, label %12, label %11

11:                                               ; preds = %9
  tail call void %5(ptr noundef %7, ptr noundef nonnull %3) #27
  br label %13

12:                                               ; preds = %9
  tail call void @free(ptr noundef nonnull %3) #27
  br label %13

13:                                               ; preds = %1, %11, %12
  %14 = getelementptr inbounds i8, ptr %0, i64 3720
  %15 = load ptr, ptr %14, align 8, !tbaa !105
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %15, i64 6048
  %19 = load ptr, ptr %18, align 8, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %15, i64 6056
  %21 = load ptr, ptr %20, align 8, !tbaa !18
  %22 = getelementptr inbounds i8, ptr %15, i64 32
  %23 = load ptr, ptr %22, align 8, !tbaa !50
  %24 = icmp ugt ptr %23, %15
  br i1 %24, label %29, label %25

25:                                               ; preds = %17
  %26 = getelementptr inbounds i8, ptr %15, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !51
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
  tail call void %19(ptr noundef %21, ptr noundef nonnull %23) #27
  br label %35

35:                                               ; preds = %34, %29
  br i1 %30, label %37, label %41

36:                                               ; preds = %32
  tail call void @free(ptr noundef nonnull %23) #27
  br i1 %30, label %40, label %41

37:                                               ; preds = %35
  %38 = icmp eq ptr %19, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %37
  tail call void %19(ptr noundef %21, ptr noundef nonnull %15) #27
  br label %41

40:                                               ; preds = %37, %36
  tail call void @free(ptr noundef nonnull %15) #27
  br label %41

41:                                               ; preds = %13, %35, %36, %39, %40
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_CCtx_loadDictionary_byReference(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 3640
  %5 = load i32, ptr %4, align 8, !tbaa !67
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
  %5 = load i32, ptr %4, align 8, !tbaa !67
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
  %13 = load i64, ptr %12, align 8, !tbaa !22
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %33

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 896
  %17 = load ptr, ptr %16, align 8, !tbaa !18
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 912
  %21 = load ptr, ptr %20, align 8, !tbaa !18
  %22 = tail call ptr %17(ptr noundef %21, i64 noundef %2) #27
  br label %25

23:                                               ; preds = %15
  %24 = tail call noalias ptr @malloc(i64 noundef %2) #28
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
  %4 = load i32, ptr %3, align 8, !tbaa !67
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %7 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr %1, ptr %7, align 8, !tbaa !98
  br label %8

8:                                                ; preds = %2, %6
  %9 = phi i64 [ 0, %6 ], [ -60, %2 ]
  ret i64 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_CCtx_refThreadPool(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 3640
  %4 = load i32, ptr %3, align 8, !tbaa !67
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
  %5 = load i32, ptr %4, align 8, !tbaa !67
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
  %6 = load i32, ptr %5, align 8, !tbaa !67
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
  store i32 0, ptr %6, align 8, !tbaa !67
  %7 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %7, align 8, !tbaa !100
  br label %8

8:                                                ; preds = %2, %5
  %9 = and i32 %1, -2
  %10 = icmp eq i32 %9, 2
  br i1 %10, label %11, label %19

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %0, i64 3640
  %13 = load i32, ptr %12, align 8, !tbaa !67
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %16, i8 0, i64 224, i1 false)
  %17 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 3, ptr %17, align 4, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 1, ptr %18, align 8, !tbaa !17
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
define dso_local void @ZSTD_adjustCParams(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_compressionParameters) align 4 %0, ptr nocapture noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #8 {
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = load i32, ptr %7, align 4, !tbaa !21
  %9 = load <2 x i32>, ptr %1, align 4, !tbaa !21
  %10 = icmp slt <2 x i32> %9, <i32 10, i32 6>
  %11 = tail call <2 x i32> @llvm.umin.v2i32(<2 x i32> %9, <2 x i32> <i32 31, i32 30>)
  %12 = select <2 x i1> %10, <2 x i32> <i32 10, i32 6>, <2 x i32> %11
  %13 = icmp slt i32 %8, 1
  %14 = tail call i32 @llvm.umin.i32(i32 %8, i32 9)
  %15 = select i1 %13, i32 1, i32 %14
  store <2 x i32> %12, ptr %1, align 4, !tbaa !21
  %16 = load <4 x i32>, ptr %5, align 4, !tbaa !21
  %17 = icmp slt <4 x i32> %16, <i32 6, i32 1, i32 3, i32 0>
  %18 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %16, <4 x i32> <i32 30, i32 30, i32 7, i32 131072>)
  %19 = select <4 x i1> %17, <4 x i32> <i32 6, i32 1, i32 3, i32 0>, <4 x i32> %18
  store <4 x i32> %19, ptr %5, align 4, !tbaa !21
  store i32 %15, ptr %7, align 4, !tbaa !21
  %20 = icmp eq i64 %2, 0
  %21 = select i1 %20, i64 -1, i64 %2
  %22 = load i64, ptr %6, align 4
  %23 = add nsw i32 %15, -7
  %24 = icmp ult i32 %23, 3
  %25 = select i1 %24, i32 6, i32 %15
  %26 = icmp ult i64 %21, 1073741825
  %27 = icmp ult i64 %3, 1073741825
  %28 = and i1 %27, %26
  br i1 %28, label %29, label %39

29:                                               ; preds = %4
  %30 = add nuw nsw i64 %21, %3
  %31 = icmp ult i64 %30, 64
  %32 = trunc nuw i64 %30 to i32
  %33 = add i32 %32, -1
  %34 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %33, i1 false)
  %35 = sub nuw nsw i32 32, %34
  %36 = select i1 %31, i32 6, i32 %35
  %37 = extractelement <2 x i32> %12, i64 0
  %38 = tail call i32 @llvm.umin.i32(i32 %37, i32 %36)
  br label %43

39:                                               ; preds = %4
  %40 = icmp eq i64 %21, -1
  %41 = extractelement <2 x i32> %12, i64 0
  %42 = extractelement <4 x i32> %19, i64 0
  br i1 %40, label %75, label %43

43:                                               ; preds = %29, %39
  %44 = phi i32 [ %41, %39 ], [ %38, %29 ]
  %45 = icmp eq i64 %3, 0
  br i1 %45, label %59, label %46

46:                                               ; preds = %43
  %47 = zext nneg i32 %44 to i64
  %48 = shl nuw nsw i64 1, %47
  %49 = add i64 %48, %3
  %50 = add i64 %21, %3
  %51 = icmp ult i64 %48, %50
  br i1 %51, label %52, label %59

52:                                               ; preds = %46
  %53 = icmp ugt i64 %49, 2147483647
  br i1 %53, label %59, label %54

54:                                               ; preds = %52
  %55 = trunc nuw nsw i64 %49 to i32
  %56 = add nsw i32 %55, -1
  %57 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %56, i1 false)
  %58 = sub nuw nsw i32 32, %57
  br label %59

59:                                               ; preds = %54, %52, %46, %43
  %60 = phi i32 [ %44, %43 ], [ %58, %54 ], [ %44, %46 ], [ 31, %52 ]
  %61 = icmp ugt i32 %25, 5
  %62 = zext i1 %61 to i32
  %63 = sext i1 %61 to i32
  %64 = extractelement <2 x i32> %12, i64 1
  %65 = add nsw i32 %64, %63
  %66 = add nuw nsw i32 %60, 1
  %67 = extractelement <4 x i32> %19, i64 0
  %68 = tail call i32 @llvm.umin.i32(i32 %67, i32 %66)
  %69 = icmp ugt i32 %65, %60
  %70 = add nuw nsw i32 %60, %62
  %71 = select i1 %69, i32 %70, i32 %64
  %72 = tail call i32 @llvm.umax.i32(i32 %44, i32 10)
  %73 = insertelement <2 x i32> poison, i32 %72, i64 0
  %74 = insertelement <2 x i32> %73, i32 %71, i64 1
  br label %75

75:                                               ; preds = %59, %39
  %76 = phi i32 [ %42, %39 ], [ %68, %59 ]
  %77 = phi <2 x i32> [ %12, %39 ], [ %74, %59 ]
  %78 = add nsw i32 %25, -6
  %79 = icmp ult i32 %78, -3
  br i1 %79, label %88, label %80

80:                                               ; preds = %75
  %81 = extractelement <4 x i32> %19, i64 1
  %82 = icmp ult i32 %81, 6
  %83 = icmp ult i32 %81, 4
  %84 = or disjoint i32 %81, 24
  %85 = select i1 %82, i32 %84, i32 30
  %86 = select i1 %83, i32 28, i32 %85
  %87 = tail call i32 @llvm.umin.i32(i32 %76, i32 %86)
  br label %88

88:                                               ; preds = %80, %75
  %89 = phi i32 [ %76, %75 ], [ %87, %80 ]
  store <2 x i32> %77, ptr %0, align 4, !tbaa !21
  %90 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %89, ptr %90, align 4, !tbaa !21
  %91 = getelementptr inbounds i8, ptr %0, i64 12
  %92 = extractelement <4 x i32> %19, i64 1
  store i32 %92, ptr %91, align 4, !tbaa !21
  %93 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %22, ptr %93, align 4
  %94 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %25, ptr %94, align 4, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @ZSTD_adjustCParams_internal(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_compressionParameters) align 4 %0, ptr nocapture noundef %1, i64 noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #8 {
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = load i32, ptr %7, align 4, !tbaa !55
  %9 = add i32 %8, -7
  %10 = icmp ult i32 %9, 3
  br i1 %10, label %11, label %12

11:                                               ; preds = %6
  store i32 6, ptr %7, align 4, !tbaa !55
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
  %31 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %30, i1 false)
  %32 = sub nuw nsw i32 32, %31
  %33 = select i1 %28, i32 6, i32 %32
  %34 = load i32, ptr %1, align 4, !tbaa !58
  %35 = icmp ugt i32 %34, %33
  br i1 %35, label %36, label %40

36:                                               ; preds = %26
  store i32 %33, ptr %1, align 4, !tbaa !58
  br label %40

37:                                               ; preds = %20
  %38 = icmp eq i64 %22, -1
  %39 = load i32, ptr %1, align 4, !tbaa !58
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
  %54 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %53, i1 false)
  %55 = sub nuw nsw i32 32, %54
  br label %56

56:                                               ; preds = %40, %43, %49, %51
  %57 = phi i32 [ %41, %40 ], [ %55, %51 ], [ %41, %43 ], [ 31, %49 ]
  %58 = getelementptr inbounds i8, ptr %1, i64 4
  %59 = load i32, ptr %58, align 4, !tbaa !62
  %60 = icmp ugt i32 %13, 5
  %61 = sext i1 %60 to i32
  %62 = add i32 %59, %61
  %63 = getelementptr inbounds i8, ptr %1, i64 8
  %64 = load i32, ptr %63, align 4, !tbaa !63
  %65 = add i32 %57, 1
  %66 = icmp ugt i32 %64, %65
  br i1 %66, label %67, label %68

67:                                               ; preds = %56
  store i32 %65, ptr %63, align 4, !tbaa !63
  br label %68

68:                                               ; preds = %67, %56
  %69 = icmp ugt i32 %62, %57
  br i1 %69, label %70, label %73

70:                                               ; preds = %68
  %71 = add i32 %59, %57
  %72 = sub i32 %71, %62
  store i32 %72, ptr %58, align 4, !tbaa !62
  br label %73

73:                                               ; preds = %68, %70, %37
  %74 = phi i32 [ %41, %68 ], [ %41, %70 ], [ %39, %37 ]
  %75 = icmp ult i32 %74, 10
  br i1 %75, label %76, label %77

76:                                               ; preds = %73
  store i32 10, ptr %1, align 4, !tbaa !58
  br label %77

77:                                               ; preds = %76, %73
  %78 = icmp ne i32 %4, 2
  %79 = add i32 %13, -3
  %80 = icmp ult i32 %79, -2
  %81 = or i1 %78, %80
  br i1 %81, label %92, label %82

82:                                               ; preds = %77
  %83 = getelementptr inbounds i8, ptr %1, i64 8
  %84 = load i32, ptr %83, align 4, !tbaa !63
  %85 = icmp ugt i32 %84, 24
  br i1 %85, label %86, label %87

86:                                               ; preds = %82
  store i32 24, ptr %83, align 4, !tbaa !63
  br label %87

87:                                               ; preds = %86, %82
  %88 = getelementptr inbounds i8, ptr %1, i64 4
  %89 = load i32, ptr %88, align 4, !tbaa !62
  %90 = icmp ugt i32 %89, 24
  br i1 %90, label %91, label %109

91:                                               ; preds = %87
  store i32 24, ptr %88, align 4, !tbaa !62
  br label %109

92:                                               ; preds = %77
  %93 = add i32 %13, -6
  %94 = icmp ult i32 %93, -3
  %95 = icmp ugt i32 %5, 1
  %96 = or i1 %95, %94
  br i1 %96, label %109, label %97

97:                                               ; preds = %92
  %98 = getelementptr inbounds i8, ptr %1, i64 12
  %99 = load i32, ptr %98, align 4, !tbaa !64
  %100 = icmp ult i32 %99, 6
  %101 = icmp ult i32 %99, 4
  %102 = or disjoint i32 %99, 24
  %103 = select i1 %100, i32 %102, i32 30
  %104 = select i1 %101, i32 28, i32 %103
  %105 = getelementptr inbounds i8, ptr %1, i64 8
  %106 = load i32, ptr %105, align 4, !tbaa !63
  %107 = icmp ugt i32 %106, %104
  br i1 %107, label %108, label %109

108:                                              ; preds = %97
  store i32 %104, ptr %105, align 4, !tbaa !63
  br label %109

109:                                              ; preds = %91, %87, %97, %108, %92
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %0, ptr noundef nonnull align 4 dereferenceable(28) %1, i64 28, i1 false), !tbaa.struct !53
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_compressionParameters) align 4 %0, ptr nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3, i32 noundef %4) local_unnamed_addr #8 {
  %6 = alloca { i32, i32, i32, i32, i32 }, align 8
  %7 = alloca %struct.ZSTD_compressionParameters, align 4
  %8 = alloca %struct.ZSTD_compressionParameters, align 4
  %9 = alloca %struct.ZSTD_compressionParameters, align 16
  %10 = icmp eq i64 %2, -1
  br i1 %10, label %16, label %11

11:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %8) #27
  %12 = getelementptr inbounds i8, ptr %1, i64 44
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = icmp eq i32 %4, 1
  %15 = select i1 %14, i64 0, i64 %3
  br label %28

16:                                               ; preds = %5
  %17 = getelementptr inbounds i8, ptr %1, i64 64
  %18 = load i32, ptr %17, align 8, !tbaa !88
  %19 = icmp slt i32 %18, 1
  %20 = zext nneg i32 %18 to i64
  %21 = select i1 %19, i64 -1, i64 %20
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %8) #27
  %22 = getelementptr inbounds i8, ptr %1, i64 44
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = icmp eq i32 %4, 1
  %25 = select i1 %24, i64 0, i64 %3
  %26 = icmp eq i64 %25, 0
  %27 = and i1 %26, %19
  br i1 %27, label %38, label %28

28:                                               ; preds = %11, %16
  %29 = phi i1 [ false, %11 ], [ %19, %16 ]
  %30 = phi i64 [ %15, %11 ], [ %25, %16 ]
  %31 = phi i32 [ %13, %11 ], [ %23, %16 ]
  %32 = phi i64 [ %2, %11 ], [ %21, %16 ]
  %33 = icmp ne i64 %30, 0
  %34 = and i1 %29, %33
  %35 = select i1 %34, i64 500, i64 0
  %36 = add i64 %32, %30
  %37 = add i64 %36, %35
  br label %38

38:                                               ; preds = %28, %16
  %39 = phi i32 [ %31, %28 ], [ %23, %16 ]
  %40 = phi i64 [ %32, %28 ], [ -1, %16 ]
  %41 = phi i64 [ %37, %28 ], [ -1, %16 ]
  %42 = icmp ult i64 %41, 262145
  %43 = zext i1 %42 to i64
  %44 = icmp ult i64 %41, 131073
  %45 = zext i1 %44 to i64
  %46 = add nuw nsw i64 %43, %45
  %47 = icmp ult i64 %41, 16385
  %48 = zext i1 %47 to i64
  %49 = add nuw nsw i64 %46, %48
  %50 = icmp eq i32 %39, 0
  br i1 %50, label %56, label %51

51:                                               ; preds = %38
  %52 = icmp slt i32 %39, 0
  br i1 %52, label %61, label %53

53:                                               ; preds = %51
  %54 = tail call i32 @llvm.umin.i32(i32 %39, i32 22)
  %55 = zext nneg i32 %54 to i64
  br label %56

56:                                               ; preds = %53, %38
  %57 = phi i64 [ %55, %53 ], [ 3, %38 ]
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %6)
  %58 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %49, i64 %57
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %6, ptr noundef nonnull align 4 dereferenceable(20) %58, i64 20, i1 false), !tbaa.struct !53, !noalias !110
  %59 = getelementptr inbounds i8, ptr %58, i64 20
  %60 = load i32, ptr %59, align 4, !tbaa !21, !noalias !110
  br label %65

61:                                               ; preds = %51
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %6)
  %62 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %49, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %6, ptr noundef nonnull align 4 dereferenceable(20) %62, i64 20, i1 false), !tbaa.struct !53, !noalias !110
  %63 = tail call i32 @llvm.umax.i32(i32 %39, i32 -131072)
  %64 = sub nsw i32 0, %63
  br label %65

65:                                               ; preds = %56, %61
  %66 = phi i64 [ 0, %61 ], [ %57, %56 ]
  %67 = phi i32 [ %64, %61 ], [ %60, %56 ]
  %68 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %49, i64 %66, i32 6
  %69 = load i32, ptr %68, align 4, !tbaa !21, !noalias !110
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %7) #27, !noalias !110
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %7, ptr noundef nonnull align 8 dereferenceable(20) %6, i64 20, i1 false), !tbaa.struct !53, !noalias !110
  %70 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 %67, ptr %70, align 4, !tbaa !21, !noalias !110
  %71 = getelementptr inbounds i8, ptr %7, i64 24
  store i32 %69, ptr %71, align 4, !tbaa !21, !noalias !110
  call fastcc void @ZSTD_adjustCParams_internal(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %8, ptr noundef nonnull %7, i64 noundef %40, i64 noundef %3, i32 noundef %4, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %7) #27, !noalias !110
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %6)
  %72 = load i32, ptr %8, align 4, !tbaa !21
  %73 = getelementptr inbounds i8, ptr %8, i64 4
  %74 = load i32, ptr %73, align 4, !tbaa !21
  %75 = getelementptr inbounds i8, ptr %8, i64 8
  %76 = load <4 x i32>, ptr %75, align 4
  %77 = getelementptr inbounds i8, ptr %8, i64 16
  %78 = getelementptr inbounds i8, ptr %8, i64 24
  %79 = load i32, ptr %78, align 4, !tbaa !21
  %80 = getelementptr inbounds i8, ptr %1, i64 96
  %81 = getelementptr inbounds i8, ptr %1, i64 4
  %82 = getelementptr inbounds i8, ptr %1, i64 20
  %83 = getelementptr inbounds i8, ptr %1, i64 28
  %84 = getelementptr inbounds i8, ptr %1, i64 160
  %85 = getelementptr inbounds i8, ptr %9, i64 16
  %86 = load <2 x i32>, ptr %77, align 4, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %8) #27
  %87 = load i32, ptr %80, align 8, !tbaa !59
  %88 = icmp eq i32 %87, 1
  %89 = select i1 %88, i32 27, i32 %72
  %90 = load <2 x i32>, ptr %82, align 4, !tbaa !21
  %91 = icmp eq <2 x i32> %90, zeroinitializer
  %92 = select <2 x i1> %91, <2 x i32> %86, <2 x i32> %90
  %93 = load i32, ptr %83, align 4, !tbaa !55
  %94 = icmp eq i32 %93, 0
  %95 = select i1 %94, i32 %79, i32 %93
  %96 = load i32, ptr %84, align 8, !tbaa !56
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %9) #27
  %97 = load <4 x i32>, ptr %81, align 4, !tbaa !21
  %98 = icmp eq <4 x i32> %97, zeroinitializer
  %99 = insertelement <4 x i32> poison, i32 %89, i64 0
  %100 = insertelement <4 x i32> %99, i32 %74, i64 1
  %101 = shufflevector <4 x i32> %100, <4 x i32> %76, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %102 = select <4 x i1> %98, <4 x i32> %101, <4 x i32> %97
  store <4 x i32> %102, ptr %9, align 16, !tbaa !21
  store <2 x i32> %92, ptr %85, align 16, !tbaa !21
  %103 = getelementptr inbounds i8, ptr %9, i64 24
  store i32 %95, ptr %103, align 8, !tbaa !21
  call fastcc void @ZSTD_adjustCParams_internal(ptr dead_on_unwind writable sret(%struct.ZSTD_compressionParameters) align 4 %0, ptr noundef nonnull %9, i64 noundef %40, i64 noundef %3, i32 noundef %4, i32 noundef %96)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %9) #27
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_estimateCCtxSize_usingCCtxParams(ptr nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 4
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2) #27
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %2, ptr noundef %0, i64 noundef -1, i64 noundef 0, i32 noundef 0)
  %3 = getelementptr inbounds i8, ptr %0, i64 160
  %4 = load i32, ptr %3, align 8, !tbaa !56
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = load i32, ptr %7, align 4, !tbaa !55
  %9 = add i32 %8, -6
  %10 = icmp ult i32 %9, -3
  br i1 %10, label %15, label %11

11:                                               ; preds = %6
  %12 = load i32, ptr %2, align 4, !tbaa !58
  %13 = icmp ugt i32 %12, 14
  %14 = select i1 %13, i32 1, i32 2
  br label %15

15:                                               ; preds = %1, %6, %11
  %16 = phi i32 [ %14, %11 ], [ %4, %1 ], [ 2, %6 ]
  %17 = getelementptr inbounds i8, ptr %0, i64 76
  %18 = load i32, ptr %17, align 4, !tbaa !97
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %29, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %0, i64 96
  %22 = getelementptr inbounds i8, ptr %0, i64 208
  %23 = load ptr, ptr %22, align 8, !tbaa !113
  %24 = icmp ne ptr %23, null
  %25 = zext i1 %24 to i32
  %26 = getelementptr inbounds i8, ptr %0, i64 152
  %27 = load i64, ptr %26, align 8, !tbaa !60
  %28 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr noundef nonnull %2, ptr noundef nonnull %21, i32 noundef 1, i32 noundef %16, i64 noundef 0, i64 noundef 0, i64 noundef -1, i32 noundef %25, i64 noundef %27)
  br label %29

29:                                               ; preds = %15, %20
  %30 = phi i64 [ %28, %20 ], [ -1, %15 ]
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2) #27
  ret i64 %30
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i32 noundef %7, i64 noundef %8) unnamed_addr #2 {
  %10 = alloca %struct.ldmParams_t, align 4
  %11 = alloca %struct.ldmParams_t, align 4
  %12 = load i32, ptr %0, align 4, !tbaa !58
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load i32, ptr %13, align 4, !tbaa !65
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load i32, ptr %15, align 4, !tbaa !55
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
  %25 = load i32, ptr %24, align 4, !tbaa !62
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
  %48 = load i32, ptr %47, align 4, !tbaa !63
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
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %10, ptr noundef nonnull align 4 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !114
  %67 = call i64 @ZSTD_ldm_getTableSize(ptr noundef nonnull %10) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %11, ptr noundef nonnull align 4 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !114
  %68 = call i64 @ZSTD_ldm_getMaxNbSeq(ptr noundef nonnull %11, i64 noundef %38) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #27
  %69 = load i32, ptr %1, align 4, !tbaa !115
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
define dso_local i64 @ZSTD_estimateCCtxSize_usingCParams(ptr nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 4
  %3 = alloca %struct.ZSTD_compressionParameters, align 4
  %4 = alloca %struct.ZSTD_compressionParameters, align 4
  %5 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %6 = alloca %struct.ZSTD_compressionParameters, align 4
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %6) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %0, i64 28, i1 false), !tbaa.struct !53
  tail call void @llvm.experimental.noalias.scope.decl(metadata !116)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %5, i8 0, i64 224, i1 false), !alias.scope !116
  %7 = getelementptr inbounds i8, ptr %5, i64 44
  store i32 3, ptr %7, align 4, !tbaa !6, !alias.scope !116
  %8 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 1, ptr %8, align 8, !tbaa !17, !alias.scope !116
  %9 = getelementptr inbounds i8, ptr %5, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %9, ptr noundef nonnull align 4 dereferenceable(28) %0, i64 28, i1 false)
  %10 = getelementptr inbounds i8, ptr %5, i64 96
  %11 = getelementptr inbounds i8, ptr %6, i64 24
  %12 = load i32, ptr %11, align 4, !tbaa !55, !noalias !116
  %13 = icmp ugt i32 %12, 6
  %14 = load i32, ptr %6, align 4
  %15 = icmp ugt i32 %14, 26
  %16 = select i1 %13, i1 %15, i1 false
  br i1 %16, label %19, label %17

17:                                               ; preds = %1
  store i32 2, ptr %10, align 8, !tbaa !59, !alias.scope !116
  %18 = getelementptr inbounds i8, ptr %5, i64 140
  br label %24

19:                                               ; preds = %1
  store i32 1, ptr %10, align 8, !tbaa !59, !alias.scope !116
  call void @ZSTD_ldm_adjustParameters(ptr noundef nonnull %10, ptr noundef nonnull %6) #27
  %20 = getelementptr inbounds i8, ptr %5, i64 140
  %21 = load i32, ptr %20, align 4, !tbaa !57, !alias.scope !116
  %22 = getelementptr inbounds i8, ptr %5, i64 140
  %23 = icmp eq i32 %21, 0
  br i1 %23, label %24, label %32

24:                                               ; preds = %17, %19
  %25 = phi ptr [ %18, %17 ], [ %22, %19 ]
  %26 = load i32, ptr %11, align 4, !tbaa !55, !noalias !116
  %27 = icmp ugt i32 %26, 6
  br i1 %27, label %28, label %32

28:                                               ; preds = %24
  %29 = load i32, ptr %6, align 4, !tbaa !58, !noalias !116
  %30 = icmp ugt i32 %29, 16
  %31 = select i1 %30, i32 1, i32 2
  br label %32

32:                                               ; preds = %28, %24, %19
  %33 = phi ptr [ %22, %19 ], [ %25, %24 ], [ %25, %28 ]
  %34 = phi i32 [ %21, %19 ], [ 2, %24 ], [ %31, %28 ]
  store i32 %34, ptr %33, align 4, !tbaa !57, !alias.scope !116
  %35 = getelementptr inbounds i8, ptr %5, i64 160
  %36 = load i32, ptr %35, align 8, !tbaa !56, !alias.scope !116
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %46

38:                                               ; preds = %32
  %39 = load i32, ptr %11, align 4, !tbaa !55, !noalias !116
  %40 = add i32 %39, -6
  %41 = icmp ult i32 %40, -3
  br i1 %41, label %46, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %6, align 4, !tbaa !58, !noalias !116
  %44 = icmp ugt i32 %43, 14
  %45 = select i1 %44, i32 1, i32 2
  br label %46

46:                                               ; preds = %32, %38, %42
  %47 = phi i32 [ %45, %42 ], [ %36, %32 ], [ 2, %38 ]
  store i32 %47, ptr %35, align 8, !tbaa !56, !alias.scope !116
  %48 = getelementptr inbounds i8, ptr %5, i64 152
  %49 = load i64, ptr %48, align 8, !tbaa !60, !alias.scope !116
  %50 = icmp eq i64 %49, 0
  %51 = select i1 %50, i64 131072, i64 %49
  store i64 %51, ptr %48, align 8, !tbaa !60, !alias.scope !116
  %52 = getelementptr inbounds i8, ptr %5, i64 216
  %53 = load i32, ptr %52, align 8, !tbaa !61, !alias.scope !116
  %54 = load i32, ptr %7, align 4, !tbaa !6, !alias.scope !116
  %55 = icmp eq i32 %53, 0
  %56 = icmp slt i32 %54, 10
  %57 = select i1 %56, i32 2, i32 1
  %58 = select i1 %55, i32 %57, i32 %53
  store i32 %58, ptr %52, align 8, !tbaa !61, !alias.scope !116
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %6) #27
  %59 = getelementptr inbounds i8, ptr %0, i64 24
  %60 = load i32, ptr %59, align 4, !tbaa !55
  %61 = add i32 %60, -6
  %62 = icmp ult i32 %61, -3
  br i1 %62, label %86, label %63

63:                                               ; preds = %46
  store i32 2, ptr %35, align 8, !tbaa !56
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %4) #27
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %4, ptr noundef nonnull readonly %5, i64 noundef -1, i64 noundef 0, i32 noundef 0)
  %64 = getelementptr inbounds i8, ptr %5, i64 76
  %65 = load i32, ptr %64, align 4, !tbaa !97
  %66 = icmp sgt i32 %65, 0
  br i1 %66, label %67, label %68

67:                                               ; preds = %63
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %4) #27
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #27
  br label %82

68:                                               ; preds = %63
  %69 = getelementptr inbounds i8, ptr %5, i64 208
  %70 = load ptr, ptr %69, align 8, !tbaa !113
  %71 = icmp ne ptr %70, null
  %72 = zext i1 %71 to i32
  %73 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr noundef nonnull %4, ptr noundef nonnull readonly %10, i32 noundef 1, i32 noundef 2, i64 noundef 0, i64 noundef 0, i64 noundef -1, i32 noundef %72, i64 noundef %51)
  %74 = load i32, ptr %64, align 4, !tbaa !97
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %4) #27
  store i32 1, ptr %35, align 8, !tbaa !56
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #27
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %3, ptr noundef nonnull readonly %5, i64 noundef -1, i64 noundef 0, i32 noundef 0)
  %75 = icmp sgt i32 %74, 0
  br i1 %75, label %82, label %76

76:                                               ; preds = %68
  %77 = load ptr, ptr %69, align 8, !tbaa !113
  %78 = icmp ne ptr %77, null
  %79 = zext i1 %78 to i32
  %80 = load i64, ptr %48, align 8, !tbaa !60
  %81 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr noundef nonnull %3, ptr noundef nonnull readonly %10, i32 noundef 1, i32 noundef 1, i64 noundef 0, i64 noundef 0, i64 noundef -1, i32 noundef %79, i64 noundef %80)
  br label %82

82:                                               ; preds = %67, %68, %76
  %83 = phi i64 [ %73, %76 ], [ %73, %68 ], [ -1, %67 ]
  %84 = phi i64 [ %81, %76 ], [ -1, %68 ], [ -1, %67 ]
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #27
  %85 = call i64 @llvm.umax.i64(i64 %83, i64 %84)
  br label %98

86:                                               ; preds = %46
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2) #27
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %2, ptr noundef nonnull readonly %5, i64 noundef -1, i64 noundef 0, i32 noundef 0)
  %87 = getelementptr inbounds i8, ptr %5, i64 76
  %88 = load i32, ptr %87, align 4, !tbaa !97
  %89 = icmp sgt i32 %88, 0
  br i1 %89, label %96, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %5, i64 208
  %92 = load ptr, ptr %91, align 8, !tbaa !113
  %93 = icmp ne ptr %92, null
  %94 = zext i1 %93 to i32
  %95 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr noundef nonnull %2, ptr noundef nonnull readonly %10, i32 noundef 1, i32 noundef %47, i64 noundef 0, i64 noundef 0, i64 noundef -1, i32 noundef %94, i64 noundef %51)
  br label %96

96:                                               ; preds = %86, %90
  %97 = phi i64 [ %95, %90 ], [ -1, %86 ]
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2) #27
  br label %98

98:                                               ; preds = %96, %82
  %99 = phi i64 [ %85, %82 ], [ %97, %96 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %5) #27
  ret i64 %99
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_estimateCCtxSize(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 4
  %3 = alloca %struct.ZSTD_compressionParameters, align 4
  %4 = tail call i32 @llvm.smin.i32(i32 %0, i32 1)
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 12
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %2, i64 20
  %10 = getelementptr inbounds i8, ptr %2, i64 24
  %11 = getelementptr inbounds i8, ptr %3, i64 4
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 12
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  %15 = getelementptr inbounds i8, ptr %3, i64 20
  %16 = getelementptr inbounds i8, ptr %3, i64 24
  br label %17

17:                                               ; preds = %1, %103
  %18 = phi i32 [ %4, %1 ], [ %105, %103 ]
  %19 = phi i64 [ 0, %1 ], [ %104, %103 ]
  %20 = icmp eq i32 %18, 0
  %21 = icmp sgt i32 %18, -1
  %22 = tail call i32 @llvm.umin.i32(i32 %18, i32 22)
  %23 = tail call i32 @llvm.umax.i32(i32 %18, i32 -131072)
  %24 = sub nsw i32 0, %23
  %25 = select i1 %20, i32 3, i32 %22
  %26 = zext nneg i32 %25 to i64
  br label %27

27:                                               ; preds = %99, %17
  %28 = phi i64 [ 0, %17 ], [ %101, %99 ]
  %29 = phi i64 [ 0, %17 ], [ %100, %99 ]
  %30 = getelementptr inbounds [4 x i64], ptr @ZSTD_estimateCCtxSize_internal.srcSizeTiers, i64 0, i64 %28
  %31 = load i64, ptr %30, align 8, !tbaa !119
  %32 = icmp ne i64 %28, 3
  %33 = zext i1 %32 to i64
  %34 = icmp ult i64 %28, 2
  %35 = zext i1 %34 to i64
  %36 = add nuw nsw i64 %33, %35
  %37 = icmp eq i64 %28, 0
  %38 = zext i1 %37 to i64
  %39 = add nuw nsw i64 %36, %38
  br i1 %21, label %40, label %44

40:                                               ; preds = %27
  %41 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %39, i64 %26
  %42 = getelementptr inbounds i8, ptr %41, i64 20
  %43 = load i32, ptr %42, align 4, !tbaa !21, !noalias !120
  br label %46

44:                                               ; preds = %27
  %45 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %39, i64 0
  br label %46

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %41, %40 ], [ %45, %44 ]
  %48 = phi i64 [ %26, %40 ], [ 0, %44 ]
  %49 = phi i32 [ %43, %40 ], [ %24, %44 ]
  %50 = getelementptr inbounds i8, ptr %47, i64 16
  %51 = load i32, ptr %50, align 4, !tbaa !21, !noalias !120
  %52 = getelementptr inbounds i8, ptr %47, i64 12
  %53 = load i32, ptr %52, align 4, !tbaa !21, !noalias !120
  %54 = getelementptr inbounds i8, ptr %47, i64 8
  %55 = load i32, ptr %54, align 4, !tbaa !21, !noalias !120
  %56 = getelementptr inbounds i8, ptr %47, i64 4
  %57 = load i32, ptr %56, align 4, !tbaa !21, !noalias !120
  %58 = load i32, ptr %47, align 4, !tbaa !21, !noalias !120
  %59 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %39, i64 %48, i32 6
  %60 = load i32, ptr %59, align 4, !tbaa !21, !noalias !120
  %61 = add i32 %60, -7
  %62 = icmp ult i32 %61, 3
  %63 = select i1 %62, i32 6, i32 %60
  %64 = icmp eq i64 %28, 3
  br i1 %64, label %79, label %65

65:                                               ; preds = %46
  %66 = trunc nuw i64 %31 to i32
  %67 = add nsw i32 %66, -1
  %68 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %67, i1 false)
  %69 = sub nuw nsw i32 32, %68
  %70 = tail call i32 @llvm.umin.i32(i32 %58, i32 %69)
  %71 = icmp ugt i32 %63, 5
  %72 = sext i1 %71 to i32
  %73 = add i32 %57, %72
  %74 = add nuw nsw i32 %70, 1
  %75 = tail call i32 @llvm.umin.i32(i32 %55, i32 %74)
  %76 = icmp ugt i32 %73, %70
  %77 = sub nsw i32 %70, %72
  %78 = select i1 %76, i32 %77, i32 %57
  br label %79

79:                                               ; preds = %65, %46
  %80 = phi i32 [ %55, %46 ], [ %75, %65 ]
  %81 = phi i32 [ %57, %46 ], [ %78, %65 ]
  %82 = phi i32 [ %58, %46 ], [ %70, %65 ]
  %83 = tail call i32 @llvm.umax.i32(i32 %82, i32 10)
  %84 = add i32 %63, -6
  %85 = icmp ult i32 %84, -3
  br i1 %85, label %93, label %86

86:                                               ; preds = %79
  %87 = icmp ult i32 %53, 6
  %88 = icmp ult i32 %53, 4
  %89 = or disjoint i32 %53, 24
  %90 = select i1 %87, i32 %89, i32 30
  %91 = select i1 %88, i32 28, i32 %90
  %92 = tail call i32 @llvm.umin.i32(i32 %80, i32 %91)
  br label %93

93:                                               ; preds = %86, %79
  %94 = phi i32 [ %80, %79 ], [ %92, %86 ]
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2) #27
  store i32 %83, ptr %2, align 4, !tbaa !21
  store i32 %81, ptr %5, align 4, !tbaa !21
  store i32 %94, ptr %6, align 4, !tbaa !21
  store i32 %53, ptr %7, align 4, !tbaa !21
  store i32 %51, ptr %8, align 4, !tbaa !21
  store i32 %49, ptr %9, align 4, !tbaa !21
  store i32 %63, ptr %10, align 4, !tbaa !21
  %95 = call i64 @ZSTD_estimateCCtxSize_usingCParams(ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2) #27
  %96 = icmp ugt i64 %95, %29
  br i1 %96, label %97, label %99

97:                                               ; preds = %93
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #27
  store i32 %83, ptr %3, align 4, !tbaa !21
  store i32 %81, ptr %11, align 4, !tbaa !21
  store i32 %94, ptr %12, align 4, !tbaa !21
  store i32 %53, ptr %13, align 4, !tbaa !21
  store i32 %51, ptr %14, align 4, !tbaa !21
  store i32 %49, ptr %15, align 4, !tbaa !21
  store i32 %63, ptr %16, align 4, !tbaa !21
  %98 = call i64 @ZSTD_estimateCCtxSize_usingCParams(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #27
  br label %99

99:                                               ; preds = %97, %93
  %100 = phi i64 [ %98, %97 ], [ %29, %93 ]
  %101 = add nuw nsw i64 %28, 1
  %102 = icmp eq i64 %101, 4
  br i1 %102, label %103, label %27, !llvm.loop !123

103:                                              ; preds = %99
  %104 = tail call i64 @llvm.umax.i64(i64 %100, i64 %19)
  %105 = add i32 %18, 1
  %106 = icmp eq i32 %18, %0
  br i1 %106, label %107, label %17, !llvm.loop !125

107:                                              ; preds = %103
  ret i64 %104
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_estimateCStreamSize_usingCCtxParams(ptr nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 4
  %3 = getelementptr inbounds i8, ptr %0, i64 76
  %4 = load i32, ptr %3, align 4, !tbaa !97
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %58, label %6

6:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2) #27
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %2, ptr noundef nonnull %0, i64 noundef -1, i64 noundef 0, i32 noundef 0)
  %7 = getelementptr inbounds i8, ptr %0, i64 152
  %8 = load i64, ptr %7, align 8, !tbaa !60
  %9 = icmp eq i64 %8, 0
  %10 = select i1 %9, i64 131072, i64 %8
  %11 = load i32, ptr %2, align 4
  %12 = zext nneg i32 %11 to i64
  %13 = shl nuw i64 1, %12
  %14 = tail call i64 @llvm.umin.i64(i64 %10, i64 %13)
  %15 = getelementptr inbounds i8, ptr %0, i64 124
  %16 = load i32, ptr %15, align 4, !tbaa !89
  %17 = icmp eq i32 %16, 0
  %18 = add i64 %14, %13
  %19 = select i1 %17, i64 %18, i64 0
  %20 = getelementptr inbounds i8, ptr %0, i64 128
  %21 = load i32, ptr %20, align 8, !tbaa !90
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
  %38 = load i32, ptr %37, align 8, !tbaa !56
  %39 = getelementptr inbounds i8, ptr %0, i64 4
  %40 = icmp eq i32 %38, 0
  br i1 %40, label %41, label %50

41:                                               ; preds = %35
  %42 = getelementptr inbounds i8, ptr %0, i64 28
  %43 = load i32, ptr %42, align 4, !tbaa !55
  %44 = add i32 %43, -6
  %45 = icmp ult i32 %44, -3
  br i1 %45, label %50, label %46

46:                                               ; preds = %41
  %47 = load i32, ptr %39, align 4, !tbaa !58
  %48 = icmp ugt i32 %47, 14
  %49 = select i1 %48, i32 1, i32 2
  br label %50

50:                                               ; preds = %35, %41, %46
  %51 = phi i32 [ %49, %46 ], [ %38, %35 ], [ 2, %41 ]
  %52 = getelementptr inbounds i8, ptr %0, i64 96
  %53 = getelementptr inbounds i8, ptr %0, i64 208
  %54 = load ptr, ptr %53, align 8, !tbaa !113
  %55 = icmp ne ptr %54, null
  %56 = zext i1 %55 to i32
  %57 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr noundef nonnull %2, ptr noundef nonnull %52, i32 noundef 1, i32 noundef %51, i64 noundef %19, i64 noundef %36, i64 noundef -1, i32 noundef %56, i64 noundef %8)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2) #27
  br label %58

58:                                               ; preds = %1, %50
  %59 = phi i64 [ %57, %50 ], [ -1, %1 ]
  ret i64 %59
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_estimateCStreamSize_usingCParams(ptr nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %3 = alloca %struct.ZSTD_compressionParameters, align 4
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %3, ptr noundef nonnull align 4 dereferenceable(28) %0, i64 28, i1 false), !tbaa.struct !53
  tail call void @llvm.experimental.noalias.scope.decl(metadata !126)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %2, i8 0, i64 224, i1 false), !alias.scope !126
  %4 = getelementptr inbounds i8, ptr %2, i64 44
  store i32 3, ptr %4, align 4, !tbaa !6, !alias.scope !126
  %5 = getelementptr inbounds i8, ptr %2, i64 32
  store i32 1, ptr %5, align 8, !tbaa !17, !alias.scope !126
  %6 = getelementptr inbounds i8, ptr %2, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %0, i64 28, i1 false)
  %7 = getelementptr inbounds i8, ptr %2, i64 96
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = load i32, ptr %8, align 4, !tbaa !55, !noalias !126
  %10 = icmp ugt i32 %9, 6
  %11 = load i32, ptr %3, align 4
  %12 = icmp ugt i32 %11, 26
  %13 = select i1 %10, i1 %12, i1 false
  br i1 %13, label %16, label %14

14:                                               ; preds = %1
  store i32 2, ptr %7, align 8, !tbaa !59, !alias.scope !126
  %15 = getelementptr inbounds i8, ptr %2, i64 140
  br label %21

16:                                               ; preds = %1
  store i32 1, ptr %7, align 8, !tbaa !59, !alias.scope !126
  call void @ZSTD_ldm_adjustParameters(ptr noundef nonnull %7, ptr noundef nonnull %3) #27
  %17 = getelementptr inbounds i8, ptr %2, i64 140
  %18 = load i32, ptr %17, align 4, !tbaa !57, !alias.scope !126
  %19 = getelementptr inbounds i8, ptr %2, i64 140
  %20 = icmp eq i32 %18, 0
  br i1 %20, label %21, label %29

21:                                               ; preds = %14, %16
  %22 = phi ptr [ %15, %14 ], [ %19, %16 ]
  %23 = load i32, ptr %8, align 4, !tbaa !55, !noalias !126
  %24 = icmp ugt i32 %23, 6
  br i1 %24, label %25, label %29

25:                                               ; preds = %21
  %26 = load i32, ptr %3, align 4, !tbaa !58, !noalias !126
  %27 = icmp ugt i32 %26, 16
  %28 = select i1 %27, i32 1, i32 2
  br label %29

29:                                               ; preds = %25, %21, %16
  %30 = phi ptr [ %19, %16 ], [ %22, %21 ], [ %22, %25 ]
  %31 = phi i32 [ %18, %16 ], [ 2, %21 ], [ %28, %25 ]
  store i32 %31, ptr %30, align 4, !tbaa !57, !alias.scope !126
  %32 = getelementptr inbounds i8, ptr %2, i64 160
  %33 = load i32, ptr %32, align 8, !tbaa !56, !alias.scope !126
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %43

35:                                               ; preds = %29
  %36 = load i32, ptr %8, align 4, !tbaa !55, !noalias !126
  %37 = add i32 %36, -6
  %38 = icmp ult i32 %37, -3
  br i1 %38, label %43, label %39

39:                                               ; preds = %35
  %40 = load i32, ptr %3, align 4, !tbaa !58, !noalias !126
  %41 = icmp ugt i32 %40, 14
  %42 = select i1 %41, i32 1, i32 2
  br label %43

43:                                               ; preds = %29, %35, %39
  %44 = phi i32 [ %42, %39 ], [ %33, %29 ], [ 2, %35 ]
  store i32 %44, ptr %32, align 8, !tbaa !56, !alias.scope !126
  %45 = getelementptr inbounds i8, ptr %2, i64 152
  %46 = load i64, ptr %45, align 8, !tbaa !60, !alias.scope !126
  %47 = icmp eq i64 %46, 0
  %48 = select i1 %47, i64 131072, i64 %46
  store i64 %48, ptr %45, align 8, !tbaa !60, !alias.scope !126
  %49 = getelementptr inbounds i8, ptr %2, i64 216
  %50 = load i32, ptr %49, align 8, !tbaa !61, !alias.scope !126
  %51 = load i32, ptr %4, align 4, !tbaa !6, !alias.scope !126
  %52 = icmp eq i32 %50, 0
  %53 = icmp slt i32 %51, 10
  %54 = select i1 %53, i32 2, i32 1
  %55 = select i1 %52, i32 %54, i32 %50
  store i32 %55, ptr %49, align 8, !tbaa !61, !alias.scope !126
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #27
  %56 = getelementptr inbounds i8, ptr %0, i64 24
  %57 = load i32, ptr %56, align 4, !tbaa !55
  %58 = add i32 %57, -6
  %59 = icmp ult i32 %58, -3
  br i1 %59, label %64, label %60

60:                                               ; preds = %43
  store i32 2, ptr %32, align 8, !tbaa !56
  %61 = call i64 @ZSTD_estimateCStreamSize_usingCCtxParams(ptr noundef nonnull %2)
  store i32 1, ptr %32, align 8, !tbaa !56
  %62 = call i64 @ZSTD_estimateCStreamSize_usingCCtxParams(ptr noundef nonnull %2)
  %63 = call i64 @llvm.umax.i64(i64 %61, i64 %62)
  br label %66

64:                                               ; preds = %43
  %65 = call i64 @ZSTD_estimateCStreamSize_usingCCtxParams(ptr noundef nonnull %2)
  br label %66

66:                                               ; preds = %64, %60
  %67 = phi i64 [ %63, %60 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #27
  ret i64 %67
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_estimateCStreamSize(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 4
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 1)
  %4 = getelementptr inbounds i8, ptr %2, i64 4
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 12
  %7 = getelementptr inbounds i8, ptr %2, i64 20
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  br label %9

9:                                                ; preds = %1, %52
  %10 = phi i32 [ %3, %1 ], [ %60, %52 ]
  %11 = phi i64 [ 0, %1 ], [ %59, %52 ]
  %12 = icmp eq i32 %10, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %9
  %14 = icmp slt i32 %10, 0
  br i1 %14, label %30, label %15

15:                                               ; preds = %13
  %16 = tail call i32 @llvm.umin.i32(i32 %10, i32 22)
  %17 = zext nneg i32 %16 to i64
  br label %18

18:                                               ; preds = %15, %9
  %19 = phi i64 [ %17, %15 ], [ 3, %9 ]
  %20 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !21, !noalias !129
  %22 = getelementptr inbounds i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !21, !noalias !129
  %24 = getelementptr inbounds i8, ptr %20, i64 8
  %25 = load i32, ptr %24, align 4, !tbaa !21, !noalias !129
  %26 = getelementptr inbounds i8, ptr %20, i64 12
  %27 = load <2 x i32>, ptr %26, align 4, !tbaa !21, !noalias !129
  %28 = getelementptr inbounds i8, ptr %20, i64 20
  %29 = load i32, ptr %28, align 4, !tbaa !21, !noalias !129
  br label %33

30:                                               ; preds = %13
  %31 = tail call i32 @llvm.umax.i32(i32 %10, i32 -131072)
  %32 = sub nsw i32 0, %31
  br label %33

33:                                               ; preds = %30, %18
  %34 = phi i32 [ %21, %18 ], [ 19, %30 ]
  %35 = phi i32 [ %23, %18 ], [ 12, %30 ]
  %36 = phi i32 [ %25, %18 ], [ 13, %30 ]
  %37 = phi i64 [ %19, %18 ], [ 0, %30 ]
  %38 = phi i32 [ %29, %18 ], [ %32, %30 ]
  %39 = phi <2 x i32> [ %27, %18 ], [ <i32 1, i32 6>, %30 ]
  %40 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 0, i64 %37, i32 6
  %41 = load i32, ptr %40, align 4, !tbaa !21, !noalias !129
  %42 = add i32 %41, -6
  %43 = icmp ult i32 %42, -3
  br i1 %43, label %52, label %44

44:                                               ; preds = %33
  %45 = extractelement <2 x i32> %39, i64 0
  %46 = icmp ult i32 %45, 6
  %47 = icmp ult i32 %45, 4
  %48 = or disjoint i32 %45, 24
  %49 = select i1 %46, i32 %48, i32 30
  %50 = select i1 %47, i32 28, i32 %49
  %51 = tail call i32 @llvm.umin.i32(i32 %36, i32 %50)
  br label %52

52:                                               ; preds = %33, %44
  %53 = phi i32 [ %36, %33 ], [ %51, %44 ]
  %54 = add i32 %41, -7
  %55 = icmp ult i32 %54, 3
  %56 = tail call i32 @llvm.umax.i32(i32 %34, i32 10)
  %57 = select i1 %55, i32 6, i32 %41
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2) #27
  store i32 %56, ptr %2, align 4, !tbaa !21
  store i32 %35, ptr %4, align 4, !tbaa !21
  store i32 %53, ptr %5, align 4, !tbaa !21
  store <2 x i32> %39, ptr %6, align 4, !tbaa !21
  store i32 %38, ptr %7, align 4, !tbaa !21
  store i32 %57, ptr %8, align 4, !tbaa !21
  %58 = call i64 @ZSTD_estimateCStreamSize_usingCParams(ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2) #27
  %59 = tail call i64 @llvm.umax.i64(i64 %58, i64 %11)
  %60 = add i32 %10, 1
  %61 = icmp eq i32 %10, %0
  br i1 %61, label %62, label %9, !llvm.loop !132

62:                                               ; preds = %52
  ret i64 %59
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_getFrameProgression(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_frameProgression) align 8 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %1, i64 3568
  %4 = load ptr, ptr %3, align 8, !tbaa !133
  %5 = icmp eq ptr %4, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 3592
  %8 = load i64, ptr %7, align 8, !tbaa !134
  %9 = getelementptr inbounds i8, ptr %1, i64 3584
  %10 = load i64, ptr %9, align 8, !tbaa !135
  %11 = sub i64 %8, %10
  br label %12

12:                                               ; preds = %2, %6
  %13 = phi i64 [ %11, %6 ], [ 0, %2 ]
  %14 = getelementptr inbounds i8, ptr %1, i64 792
  %15 = load i64, ptr %14, align 8, !tbaa !136
  %16 = add i64 %15, %13
  store i64 %16, ptr %0, align 8, !tbaa !137
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %15, ptr %17, align 8, !tbaa !139
  %18 = getelementptr inbounds i8, ptr %1, i64 800
  %19 = load i64, ptr %18, align 8, !tbaa !140
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %19, ptr %20, align 8, !tbaa !141
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %19, ptr %21, align 8, !tbaa !142
  %22 = getelementptr inbounds i8, ptr %0, i64 32
  store <2 x i32> zeroinitializer, ptr %22, align 8, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @ZSTD_toFlushNow(ptr nocapture noundef readnone %0) local_unnamed_addr #0 {
  ret i64 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_reset_compressedBlockState(ptr nocapture noundef writeonly %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 5616
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !21
  %3 = getelementptr inbounds i8, ptr %0, i64 2056
  store i32 0, ptr %3, align 8, !tbaa !143
  %4 = getelementptr inbounds i8, ptr %0, i64 5604
  store i32 0, ptr %4, align 4, !tbaa !148
  %5 = getelementptr inbounds i8, ptr %0, i64 5608
  store <2 x i32> zeroinitializer, ptr %5, align 8, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_invalidateRepCodes(ptr nocapture noundef readonly %0) local_unnamed_addr #10 {
  %2 = getelementptr inbounds i8, ptr %0, i64 3224
  %3 = load ptr, ptr %2, align 8, !tbaa !46
  %4 = getelementptr inbounds i8, ptr %3, i64 5616
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, i8 0, i64 12, i1 false), !tbaa !21
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -60, 1) i64 @ZSTD_copyCCtx(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %5 = load i32, ptr %1, align 8, !tbaa !149
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %95

7:                                                ; preds = %3
  %8 = icmp eq i64 %2, 0
  %9 = select i1 %8, i64 -1, i64 %2
  %10 = icmp ne i64 %9, -1
  %11 = zext i1 %10 to i64
  %12 = getelementptr inbounds i8, ptr %1, i64 3560
  %13 = load i32, ptr %12, align 8, !tbaa !150
  %14 = getelementptr inbounds i8, ptr %0, i64 896
  %15 = getelementptr inbounds i8, ptr %1, i64 896
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %14, ptr noundef nonnull readonly align 8 dereferenceable(24) %15, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #27
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %4, ptr noundef nonnull align 8 dereferenceable(224) %16, i64 224, i1 false), !tbaa.struct !99
  %17 = getelementptr inbounds i8, ptr %4, i64 4
  %18 = getelementptr inbounds i8, ptr %1, i64 244
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %17, ptr noundef nonnull readonly align 4 dereferenceable(28) %18, i64 28, i1 false), !tbaa.struct !53
  %19 = getelementptr inbounds i8, ptr %1, i64 400
  %20 = load i32, ptr %19, align 8, !tbaa !151
  %21 = getelementptr inbounds i8, ptr %4, i64 160
  store i32 %20, ptr %21, align 8, !tbaa !56
  %22 = getelementptr inbounds i8, ptr %1, i64 380
  %23 = load i32, ptr %22, align 4, !tbaa !152
  %24 = getelementptr inbounds i8, ptr %4, i64 140
  store i32 %23, ptr %24, align 4, !tbaa !57
  %25 = getelementptr inbounds i8, ptr %4, i64 96
  %26 = getelementptr inbounds i8, ptr %1, i64 336
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef nonnull readonly align 8 dereferenceable(24) %26, i64 24, i1 false), !tbaa.struct !114
  %27 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 %11, ptr %27, align 8
  %28 = getelementptr inbounds i8, ptr %4, i64 40
  store i32 0, ptr %28, align 8, !tbaa !21
  %29 = getelementptr inbounds i8, ptr %1, i64 392
  %30 = load i64, ptr %29, align 8, !tbaa !153
  %31 = getelementptr inbounds i8, ptr %4, i64 152
  store i64 %30, ptr %31, align 8, !tbaa !60
  %32 = call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef %0, ptr noundef nonnull %4, i64 noundef %9, i64 noundef 0, i32 noundef 1, i32 noundef %13)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #27
  %33 = getelementptr inbounds i8, ptr %0, i64 720
  %34 = load ptr, ptr %33, align 8, !tbaa !43
  %35 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %34, ptr %35, align 8, !tbaa !45
  %36 = getelementptr inbounds i8, ptr %1, i64 268
  %37 = load i32, ptr %36, align 4, !tbaa !154
  %38 = icmp eq i32 %37, 1
  br i1 %38, label %50, label %39

39:                                               ; preds = %7
  %40 = load i32, ptr %19, align 8, !tbaa !151
  %41 = add i32 %37, -3
  %42 = icmp ult i32 %41, 3
  %43 = icmp eq i32 %40, 1
  %44 = and i1 %42, %43
  br i1 %44, label %50, label %45

45:                                               ; preds = %39
  %46 = getelementptr inbounds i8, ptr %1, i64 248
  %47 = load i32, ptr %46, align 4, !tbaa !155
  %48 = zext nneg i32 %47 to i64
  %49 = shl i64 4, %48
  br label %50

50:                                               ; preds = %45, %39, %7
  %51 = phi i64 [ %49, %45 ], [ 0, %39 ], [ 0, %7 ]
  %52 = getelementptr inbounds i8, ptr %1, i64 252
  %53 = load i32, ptr %52, align 4, !tbaa !156
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %1, i64 3224
  %56 = getelementptr inbounds i8, ptr %1, i64 3240
  %57 = getelementptr inbounds i8, ptr %1, i64 3288
  %58 = load i32, ptr %57, align 8, !tbaa !157
  %59 = icmp eq i32 %58, 0
  %60 = zext nneg i32 %58 to i64
  %61 = shl i64 4, %60
  %62 = getelementptr inbounds i8, ptr %0, i64 3224
  %63 = getelementptr inbounds i8, ptr %0, i64 3240
  %64 = getelementptr inbounds i8, ptr %0, i64 3352
  %65 = load ptr, ptr %64, align 8, !tbaa !158
  %66 = getelementptr inbounds i8, ptr %1, i64 3352
  %67 = load ptr, ptr %66, align 8, !tbaa !158
  %68 = shl i64 4, %54
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %65, ptr align 4 %67, i64 %68, i1 false)
  %69 = getelementptr inbounds i8, ptr %0, i64 3368
  %70 = load ptr, ptr %69, align 8, !tbaa !159
  %71 = getelementptr inbounds i8, ptr %1, i64 3368
  %72 = load ptr, ptr %71, align 8, !tbaa !159
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %70, ptr align 4 %72, i64 %51, i1 false)
  %73 = getelementptr inbounds i8, ptr %0, i64 3360
  %74 = load ptr, ptr %73, align 8, !tbaa !160
  %75 = getelementptr inbounds i8, ptr %1, i64 3360
  %76 = load ptr, ptr %75, align 8, !tbaa !160
  %77 = select i1 %59, i64 0, i64 %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %74, ptr align 4 %76, i64 %77, i1 false)
  %78 = load ptr, ptr %35, align 8, !tbaa !45
  %79 = getelementptr inbounds i8, ptr %0, i64 728
  %80 = load ptr, ptr %79, align 8, !tbaa !44
  %81 = icmp ult ptr %78, %80
  br i1 %81, label %82, label %83

82:                                               ; preds = %50
  store ptr %80, ptr %35, align 8, !tbaa !45
  br label %83

83:                                               ; preds = %82, %50
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %63, ptr noundef nonnull readonly align 8 dereferenceable(40) %56, i64 40, i1 false), !tbaa.struct !161
  %84 = getelementptr inbounds i8, ptr %1, i64 3280
  %85 = getelementptr inbounds i8, ptr %0, i64 3280
  %86 = load <2 x i32>, ptr %84, align 8, !tbaa !21
  store <2 x i32> %86, ptr %85, align 8, !tbaa !21
  %87 = getelementptr inbounds i8, ptr %1, i64 688
  %88 = load i32, ptr %87, align 8, !tbaa !162
  %89 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %88, ptr %89, align 8, !tbaa !162
  %90 = getelementptr inbounds i8, ptr %1, i64 696
  %91 = load i64, ptr %90, align 8, !tbaa !163
  %92 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %91, ptr %92, align 8, !tbaa !163
  %93 = load ptr, ptr %62, align 8, !tbaa !46
  %94 = load ptr, ptr %55, align 8, !tbaa !46
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5632) %93, ptr noundef nonnull align 8 dereferenceable(5632) %94, i64 5632, i1 false)
  br label %95

95:                                               ; preds = %3, %83
  %96 = phi i64 [ 0, %83 ], [ -60, %3 ]
  ret i64 %96
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef i32 @ZSTD_seqToCodes(ptr nocapture noundef readonly %0) local_unnamed_addr #11 {
  %2 = load ptr, ptr %0, align 8, !tbaa !164
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !165
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  %6 = load ptr, ptr %5, align 8, !tbaa !166
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load ptr, ptr %7, align 8, !tbaa !167
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !168
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
  %23 = load i16, ptr %22, align 4, !tbaa !169
  %24 = load i32, ptr %21, align 4, !tbaa !172
  %25 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %24, i1 false)
  %26 = getelementptr inbounds i8, ptr %21, i64 6
  %27 = load i16, ptr %26, align 2, !tbaa !173
  %28 = zext i16 %27 to i32
  %29 = icmp ugt i16 %23, 63
  br i1 %29, label %30, label %34

30:                                               ; preds = %19
  %31 = zext i16 %23 to i32
  %32 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %31, i1 true)
  %33 = sub nuw nsw i32 50, %32
  br label %39

34:                                               ; preds = %19
  %35 = zext nneg i16 %23 to i64
  %36 = getelementptr inbounds [64 x i8], ptr @ZSTD_LLcode.LL_Code, i64 0, i64 %35
  %37 = load i8, ptr %36, align 1, !tbaa !174
  %38 = zext i8 %37 to i32
  br label %39

39:                                               ; preds = %30, %34
  %40 = phi i32 [ %33, %30 ], [ %38, %34 ]
  %41 = trunc nuw i32 %40 to i8
  %42 = getelementptr inbounds i8, ptr %4, i64 %20
  store i8 %41, ptr %42, align 1, !tbaa !174
  %43 = trunc nuw nsw i32 %25 to i8
  %44 = sub nsw i8 31, %43
  %45 = getelementptr inbounds i8, ptr %6, i64 %20
  store i8 %44, ptr %45, align 1, !tbaa !174
  %46 = icmp ugt i16 %27, 127
  br i1 %46, label %47, label %50

47:                                               ; preds = %39
  %48 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %28, i1 true)
  %49 = sub nuw nsw i32 67, %48
  br label %55

50:                                               ; preds = %39
  %51 = zext nneg i16 %27 to i64
  %52 = getelementptr inbounds [128 x i8], ptr @ZSTD_MLcode.ML_Code, i64 0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !174
  %54 = zext i8 %53 to i32
  br label %55

55:                                               ; preds = %47, %50
  %56 = phi i32 [ %49, %47 ], [ %54, %50 ]
  %57 = trunc nuw i32 %56 to i8
  %58 = getelementptr inbounds i8, ptr %8, i64 %20
  store i8 %57, ptr %58, align 1, !tbaa !174
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %18
  br i1 %60, label %61, label %19, !llvm.loop !175

61:                                               ; preds = %55, %1
  %62 = getelementptr inbounds i8, ptr %0, i64 72
  %63 = load i32, ptr %62, align 8, !tbaa !176
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %71

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %0, i64 76
  %67 = load i32, ptr %66, align 4, !tbaa !177
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds i8, ptr %4, i64 %68
  store i8 35, ptr %69, align 1, !tbaa !174
  %70 = load i32, ptr %62, align 8, !tbaa !176
  br label %71

71:                                               ; preds = %65, %61
  %72 = phi i32 [ %70, %65 ], [ %63, %61 ]
  %73 = icmp eq i32 %72, 2
  br i1 %73, label %74, label %79

74:                                               ; preds = %71
  %75 = getelementptr inbounds i8, ptr %0, i64 76
  %76 = load i32, ptr %75, align 4, !tbaa !177
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds i8, ptr %8, i64 %77
  store i8 52, ptr %78, align 1, !tbaa !174
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
  %14 = load ptr, ptr %13, align 8, !tbaa !18
  ret ptr %14
}

declare i64 @ZSTD_compressBlock_fast(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_doubleFast(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_greedy(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy2(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_btlazy2(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_fast_extDict(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_doubleFast_extDict(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_greedy_extDict(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy_extDict(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy2_extDict(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_btlazy2_extDict(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_fast_dictMatchState(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_doubleFast_dictMatchState(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_greedy_dictMatchState(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy_dictMatchState(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy2_dictMatchState(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_btlazy2_dictMatchState(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_greedy_dedicatedDictSearch(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy_dedicatedDictSearch(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy2_dedicatedDictSearch(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_greedy_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy2_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_greedy_extDict_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy_extDict_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy2_extDict_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_greedy_dictMatchState_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy_dictMatchState_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy2_dictMatchState_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_greedy_dedicatedDictSearch_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy_dedicatedDictSearch_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

declare i64 @ZSTD_compressBlock_lazy2_dedicatedDictSearch_row(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #12

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_resetSeqStore(ptr nocapture noundef %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !178
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %3, ptr %4, align 8, !tbaa !179
  %5 = load ptr, ptr %0, align 8, !tbaa !164
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %5, ptr %6, align 8, !tbaa !168
  %7 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 0, ptr %7, align 8, !tbaa !176
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
  %23 = load i64, ptr %22, align 8, !tbaa !87
  %24 = and i64 %23, 4294967295
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %26, label %55

26:                                               ; preds = %20
  %27 = getelementptr inbounds i8, ptr %0, i64 92
  %28 = load i32, ptr %27, align 4, !tbaa !97
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %55

30:                                               ; preds = %26
  %31 = tail call noalias ptr @malloc(i64 noundef %21) #28
  %32 = icmp eq ptr %31, null
  br i1 %32, label %55, label %33

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %0, i64 936
  store i32 1, ptr %34, align 8, !tbaa !21
  %35 = getelementptr inbounds i8, ptr %0, i64 944
  store ptr %1, ptr %35, align 8, !tbaa !18
  %36 = getelementptr inbounds i8, ptr %0, i64 952
  store i64 0, ptr %36, align 8, !tbaa !52
  %37 = getelementptr inbounds i8, ptr %0, i64 960
  store i64 %2, ptr %37, align 8, !tbaa !52
  %38 = getelementptr inbounds i8, ptr %0, i64 140
  %39 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %39, align 8, !tbaa !67
  %40 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %40, align 8, !tbaa !100
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  store ptr %31, ptr %6, align 8, !tbaa !180
  %41 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %21, ptr %41, align 8, !tbaa !182
  %42 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %42, align 8, !tbaa !183
  store ptr %3, ptr %7, align 8, !tbaa !184
  %43 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %4, ptr %43, align 8, !tbaa !185
  %44 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %44, align 8, !tbaa !186
  %45 = load <2 x i32>, ptr %38, align 4, !tbaa !21
  store <2 x i32> <i32 1, i32 1>, ptr %38, align 4, !tbaa !21
  %46 = call i64 @ZSTD_compressStream2(ptr noundef nonnull %0, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef 2)
  %47 = load i64, ptr %42, align 8, !tbaa !183
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #27
  store <2 x i32> %45, ptr %38, align 4, !tbaa !21
  %48 = icmp ult i64 %46, -119
  %49 = icmp eq i64 %46, 0
  %50 = select i1 %49, i64 %47, i64 -70
  %51 = select i1 %48, i64 %50, i64 %46
  tail call void @free(ptr noundef nonnull %31) #27
  %52 = icmp ult i64 %51, -119
  br i1 %52, label %53, label %55

53:                                               ; preds = %33
  %54 = load i64, ptr %36, align 8, !tbaa !187
  br label %55

55:                                               ; preds = %30, %33, %26, %20, %53
  %56 = phi i64 [ %54, %53 ], [ %51, %33 ], [ -40, %26 ], [ -40, %20 ], [ -64, %30 ]
  ret i64 %56
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress2(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = alloca %struct.ZSTD_outBuffer_s, align 8
  %7 = alloca %struct.ZSTD_inBuffer_s, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 140
  %9 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %9, align 8, !tbaa !67
  %10 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %10, align 8, !tbaa !100
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  store ptr %1, ptr %6, align 8, !tbaa !180
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %2, ptr %11, align 8, !tbaa !182
  %12 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %12, align 8, !tbaa !183
  store ptr %3, ptr %7, align 8, !tbaa !184
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %4, ptr %13, align 8, !tbaa !185
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %14, align 8, !tbaa !186
  %15 = load <2 x i32>, ptr %8, align 4, !tbaa !21
  store <2 x i32> <i32 1, i32 1>, ptr %8, align 4, !tbaa !21
  %16 = call i64 @ZSTD_compressStream2(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef 2)
  %17 = load i64, ptr %12, align 8, !tbaa !183
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #27
  store <2 x i32> %15, ptr %8, align 4, !tbaa !21
  %18 = icmp ult i64 %16, -119
  %19 = icmp eq i64 %16, 0
  %20 = select i1 %19, i64 %17, i64 -70
  %21 = select i1 %18, i64 %20, i64 %16
  ret i64 %21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_mergeBlockDelimiters(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #13 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %31, label %4

4:                                                ; preds = %2
  %5 = add i64 %1, -1
  br label %6

6:                                                ; preds = %4, %27
  %7 = phi i64 [ 0, %4 ], [ %28, %27 ]
  %8 = phi i64 [ 0, %4 ], [ %29, %27 ]
  %9 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !188
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %24

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %9, i64 8
  %14 = load i32, ptr %13, align 4, !tbaa !190
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %24

16:                                               ; preds = %12
  %17 = icmp eq i64 %8, %5
  br i1 %17, label %27, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %9, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !191
  %21 = getelementptr i8, ptr %9, i64 20
  %22 = load i32, ptr %21, align 4, !tbaa !191
  %23 = add i32 %22, %20
  store i32 %23, ptr %21, align 4, !tbaa !191
  br label %27

24:                                               ; preds = %12, %6
  %25 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %0, i64 %7
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %25, ptr noundef nonnull align 4 dereferenceable(16) %9, i64 16, i1 false), !tbaa.struct !192
  %26 = add i64 %7, 1
  br label %27

27:                                               ; preds = %24, %18, %16
  %28 = phi i64 [ %7, %18 ], [ %7, %16 ], [ %26, %24 ]
  %29 = add nuw i64 %8, 1
  %30 = icmp eq i64 %29, %1
  br i1 %30, label %31, label %6, !llvm.loop !193

31:                                               ; preds = %27, %2
  %32 = phi i64 [ 0, %2 ], [ %28, %27 ]
  ret i64 %32
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_buildBlockEntropyStats(ptr nocapture noundef readonly %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr noundef %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #2 {
  %8 = alloca %struct.ZSTD_symbolEncodingTypeStats_t, align 8
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !179
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !178
  %14 = ptrtoint ptr %11 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = getelementptr inbounds i8, ptr %3, i64 28
  %18 = load i32, ptr %17, align 4, !tbaa !76
  %19 = icmp ugt i32 %18, 7
  %20 = select i1 %19, i32 2, i32 0
  %21 = getelementptr inbounds i8, ptr %3, i64 72
  %22 = load i32, ptr %21, align 8, !tbaa !81
  switch i32 %22, label %24 [
    i32 1, label %26
    i32 2, label %23
  ]

23:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #27
  store i32 255, ptr %9, align 4, !tbaa !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %2, ptr noundef nonnull align 8 dereferenceable(2064) %1, i64 2064, i1 false)
  br label %90

24:                                               ; preds = %7
  %25 = icmp eq i32 %18, 1
  br i1 %25, label %29, label %26

26:                                               ; preds = %7, %24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #27
  store i32 255, ptr %9, align 4, !tbaa !21
  %27 = getelementptr inbounds i8, ptr %1, i64 2056
  %28 = load i32, ptr %27, align 8, !tbaa !194
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %2, ptr noundef nonnull align 8 dereferenceable(2064) %1, i64 2064, i1 false)
  br label %35

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %3, i64 24
  %31 = load i32, ptr %30, align 4, !tbaa !75
  %32 = icmp eq i32 %31, 0
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #27
  store i32 255, ptr %9, align 4, !tbaa !21
  %33 = getelementptr inbounds i8, ptr %1, i64 2056
  %34 = load i32, ptr %33, align 8, !tbaa !194
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %2, ptr noundef nonnull align 8 dereferenceable(2064) %1, i64 2064, i1 false)
  br i1 %32, label %35, label %90

35:                                               ; preds = %26, %29
  %36 = phi i32 [ %28, %26 ], [ %34, %29 ]
  %37 = phi ptr [ %27, %26 ], [ %33, %29 ]
  %38 = getelementptr inbounds i8, ptr %5, i64 1024
  %39 = add nsw i64 %6, -1024
  %40 = load i32, ptr %37, align 8, !tbaa !194
  %41 = icmp eq i32 %40, 2
  %42 = select i1 %41, i64 6, i64 63
  %43 = icmp ult i64 %42, %16
  br i1 %43, label %44, label %90

44:                                               ; preds = %35
  %45 = call i64 @HIST_count_wksp(ptr noundef %5, ptr noundef nonnull %9, ptr noundef %13, i64 noundef %16, ptr noundef %5, i64 noundef %6) #27
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
  %56 = load i32, ptr %9, align 4, !tbaa !21
  %57 = call i32 @HUF_validateCTable(ptr noundef nonnull %1, ptr noundef %5, i32 noundef %56) #27
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i32
  br label %60

60:                                               ; preds = %55, %53
  %61 = phi i32 [ %36, %53 ], [ %59, %55 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2056) %2, i8 0, i64 2056, i1 false)
  %62 = load i32, ptr %9, align 4, !tbaa !21
  %63 = call i32 @HUF_optimalTableLog(i32 noundef 11, i64 noundef %16, i32 noundef %62, ptr noundef nonnull %38, i64 noundef %39, ptr noundef nonnull %2, ptr noundef %5, i32 noundef %20) #27
  %64 = load i32, ptr %9, align 4, !tbaa !21
  %65 = call i64 @HUF_buildCTable_wksp(ptr noundef nonnull %2, ptr noundef %5, i32 noundef %64, i32 noundef %63, ptr noundef nonnull %38, i64 noundef %39) #27
  %66 = icmp ult i64 %65, -119
  br i1 %66, label %67, label %93

67:                                               ; preds = %60
  %68 = trunc i64 %65 to i32
  %69 = load i32, ptr %9, align 4, !tbaa !21
  %70 = call i64 @HUF_estimateCompressedSize(ptr noundef nonnull %2, ptr noundef %5, i32 noundef %69) #27
  %71 = getelementptr inbounds i8, ptr %4, i64 4
  %72 = load i32, ptr %9, align 4, !tbaa !21
  %73 = call i64 @HUF_writeCTable_wksp(ptr noundef nonnull %71, i64 noundef 128, ptr noundef nonnull %2, i32 noundef %72, i32 noundef %68, ptr noundef nonnull %38, i64 noundef %39) #27
  %74 = icmp eq i32 %61, 0
  br i1 %74, label %86, label %75

75:                                               ; preds = %67
  %76 = load i32, ptr %9, align 4, !tbaa !21
  %77 = call i64 @HUF_estimateCompressedSize(ptr noundef nonnull %1, ptr noundef %5, i32 noundef %76) #27
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
  store i32 %91, ptr %4, align 8, !tbaa !195
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #27
  %92 = getelementptr inbounds i8, ptr %4, i64 136
  store i64 0, ptr %92, align 8, !tbaa !196
  br label %100

93:                                               ; preds = %60, %44
  %94 = phi i64 [ %45, %44 ], [ %65, %60 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #27
  %95 = getelementptr inbounds i8, ptr %4, i64 136
  store i64 %94, ptr %95, align 8, !tbaa !196
  br label %141

96:                                               ; preds = %86
  store i32 2, ptr %4, align 8, !tbaa !195
  %97 = getelementptr inbounds i8, ptr %2, i64 2056
  store i32 1, ptr %97, align 8, !tbaa !194
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #27
  %98 = getelementptr inbounds i8, ptr %4, i64 136
  store i64 %73, ptr %98, align 8, !tbaa !196
  %99 = icmp ult i64 %73, -119
  br i1 %99, label %100, label %141

100:                                              ; preds = %90, %96
  %101 = getelementptr inbounds i8, ptr %4, i64 144
  %102 = getelementptr inbounds i8, ptr %0, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !168
  %104 = load ptr, ptr %0, align 8, !tbaa !164
  %105 = icmp eq ptr %103, %104
  br i1 %105, label %106, label %109

106:                                              ; preds = %100
  %107 = getelementptr inbounds i8, ptr %2, i64 5604
  store i32 0, ptr %107, align 4, !tbaa !197, !noalias !198
  %108 = getelementptr inbounds i8, ptr %2, i64 5608
  store <2 x i32> zeroinitializer, ptr %108, align 4, !tbaa !21, !noalias !198
  br label %129

109:                                              ; preds = %100
  %110 = getelementptr inbounds i8, ptr %2, i64 2064
  %111 = getelementptr inbounds i8, ptr %1, i64 2064
  %112 = ptrtoint ptr %104 to i64
  %113 = ptrtoint ptr %103 to i64
  %114 = sub i64 %113, %112
  %115 = ashr exact i64 %114, 3
  %116 = add i64 %6, -212
  %117 = getelementptr inbounds i8, ptr %5, i64 212
  %118 = getelementptr inbounds i8, ptr %4, i64 156
  %119 = getelementptr inbounds i8, ptr %4, i64 289
  %120 = load i32, ptr %17, align 4, !tbaa !76
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #27
  call fastcc void @ZSTD_buildSequencesStatistics(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_symbolEncodingTypeStats_t) align 8 %8, ptr noundef nonnull readonly %0, i64 noundef %115, ptr noundef nonnull %111, ptr noundef nonnull %110, ptr noundef nonnull %118, ptr noundef nonnull %119, i32 noundef %120, ptr noundef %5, ptr noundef nonnull %117, i64 noundef %116)
  %121 = load <2 x i32>, ptr %8, align 8, !tbaa !21
  %122 = getelementptr inbounds i8, ptr %8, i64 8
  %123 = load i32, ptr %122, align 8, !tbaa !21
  %124 = getelementptr inbounds i8, ptr %8, i64 16
  %125 = load i64, ptr %124, align 8, !tbaa !52
  %126 = getelementptr inbounds i8, ptr %8, i64 24
  %127 = load i64, ptr %126, align 8, !tbaa !52
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #27
  %128 = icmp ult i64 %125, -119
  br i1 %128, label %129, label %136

129:                                              ; preds = %109, %106
  %130 = phi i32 [ 0, %106 ], [ %123, %109 ]
  %131 = phi i64 [ 0, %106 ], [ %125, %109 ]
  %132 = phi i64 [ 0, %106 ], [ %127, %109 ]
  %133 = phi <2 x i32> [ zeroinitializer, %106 ], [ %121, %109 ]
  store <2 x i32> %133, ptr %101, align 8, !tbaa !21
  %134 = getelementptr inbounds i8, ptr %4, i64 152
  store i32 %130, ptr %134, align 8, !tbaa !201
  %135 = getelementptr inbounds i8, ptr %4, i64 304
  store i64 %132, ptr %135, align 8, !tbaa !202
  br label %136

136:                                              ; preds = %109, %129
  %137 = phi i64 [ %125, %109 ], [ %131, %129 ]
  %138 = getelementptr inbounds i8, ptr %4, i64 296
  store i64 %137, ptr %138, align 8, !tbaa !203
  %139 = icmp ult i64 %137, -119
  %140 = select i1 %139, i64 0, i64 %137
  br label %141

141:                                              ; preds = %93, %136, %96
  %142 = phi i64 [ %73, %96 ], [ %140, %136 ], [ %94, %93 ]
  ret i64 %142
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
  store i32 %13, ptr %0, align 1, !tbaa !21
  %14 = getelementptr inbounds i8, ptr %0, i64 4
  %15 = trunc nuw i64 %3 to i32
  store i32 %15, ptr %14, align 1, !tbaa !21
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %16, ptr align 1 %2, i64 %3, i1 false)
  br label %17

17:                                               ; preds = %10, %8, %5, %12
  %18 = phi i64 [ %6, %12 ], [ -70, %5 ], [ -72, %8 ], [ -42, %10 ]
  ret i64 %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i64 -70, 4) i64 @ZSTD_writeLastEmptyBlock(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #4 {
  %3 = icmp ult i64 %1, 3
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  store i16 1, ptr %0, align 1, !tbaa !204
  %5 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 0, ptr %5, align 1, !tbaa !174
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i64 [ 3, %4 ], [ -70, %2 ]
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @ZSTD_referenceExternalSequences(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #4 {
  %4 = getelementptr inbounds i8, ptr %0, i64 3184
  store ptr %1, ptr %4, align 8, !tbaa !205
  %5 = getelementptr inbounds i8, ptr %0, i64 3208
  store i64 %2, ptr %5, align 8, !tbaa !206
  %6 = getelementptr inbounds i8, ptr %0, i64 3216
  store i64 %2, ptr %6, align 8, !tbaa !207
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
  %12 = load i32, ptr %0, align 8, !tbaa !149
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %594, label %14

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
  %24 = load i32, ptr %23, align 8, !tbaa !162
  %25 = tail call fastcc i64 @ZSTD_writeFrameHeader(ptr noundef %1, i64 noundef %2, ptr noundef nonnull %19, i64 noundef %22, i32 noundef %24)
  %26 = icmp ult i64 %25, -119
  br i1 %26, label %27, label %594

27:                                               ; preds = %18
  %28 = sub i64 %2, %25
  %29 = getelementptr inbounds i8, ptr %1, i64 %25
  store i32 2, ptr %0, align 8, !tbaa !149
  br label %30

30:                                               ; preds = %27, %14
  %31 = phi i64 [ %25, %27 ], [ 0, %14 ]
  %32 = phi i64 [ %28, %27 ], [ %2, %14 ]
  %33 = phi ptr [ %29, %27 ], [ %1, %14 ]
  %34 = icmp eq i64 %4, 0
  br i1 %34, label %594, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %0, i64 3376
  %37 = load i32, ptr %36, align 8, !tbaa !208
  %38 = load ptr, ptr %11, align 8, !tbaa !209
  %39 = icmp ne ptr %38, %3
  %40 = icmp ne i32 %37, 0
  %41 = or i1 %40, %39
  br i1 %41, label %49, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %0, i64 3256
  %44 = load ptr, ptr %43, align 8, !tbaa !210
  %45 = getelementptr inbounds i8, ptr %0, i64 3268
  %46 = load i32, ptr %45, align 4, !tbaa !211
  %47 = getelementptr inbounds i8, ptr %0, i64 3264
  %48 = load i32, ptr %47, align 8, !tbaa !212
  br label %65

49:                                               ; preds = %35
  %50 = getelementptr inbounds i8, ptr %0, i64 3248
  %51 = load ptr, ptr %50, align 8, !tbaa !213
  %52 = ptrtoint ptr %38 to i64
  %53 = ptrtoint ptr %51 to i64
  %54 = sub i64 %52, %53
  %55 = getelementptr inbounds i8, ptr %0, i64 3264
  %56 = load i32, ptr %55, align 8, !tbaa !212
  %57 = getelementptr inbounds i8, ptr %0, i64 3268
  store i32 %56, ptr %57, align 4, !tbaa !211
  %58 = trunc i64 %54 to i32
  store i32 %58, ptr %55, align 8, !tbaa !212
  %59 = getelementptr inbounds i8, ptr %0, i64 3256
  store ptr %51, ptr %59, align 8, !tbaa !210
  %60 = sub i64 0, %54
  %61 = getelementptr inbounds i8, ptr %3, i64 %60
  store ptr %61, ptr %50, align 8, !tbaa !213
  %62 = sub i32 %58, %56
  %63 = icmp ult i32 %62, 8
  br i1 %63, label %64, label %65

64:                                               ; preds = %49
  store i32 %58, ptr %57, align 4, !tbaa !211
  br label %65

65:                                               ; preds = %64, %49, %42
  %66 = phi i32 [ %48, %42 ], [ %58, %64 ], [ %58, %49 ]
  %67 = phi i32 [ %46, %42 ], [ %58, %64 ], [ %56, %49 ]
  %68 = phi ptr [ %44, %42 ], [ %51, %64 ], [ %51, %49 ]
  %69 = getelementptr inbounds i8, ptr %3, i64 %4
  store ptr %69, ptr %11, align 8, !tbaa !209
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
  store i32 %84, ptr %78, align 4, !tbaa !211
  br label %85

85:                                               ; preds = %65, %77
  br i1 %41, label %86, label %88

86:                                               ; preds = %85
  store i32 0, ptr %36, align 8, !tbaa !208
  %87 = getelementptr inbounds i8, ptr %0, i64 3284
  store i32 %66, ptr %87, align 4, !tbaa !214
  br label %88

88:                                               ; preds = %86, %85
  %89 = getelementptr inbounds i8, ptr %0, i64 240
  %90 = getelementptr inbounds i8, ptr %0, i64 336
  %91 = load i32, ptr %90, align 8, !tbaa !215
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %139

93:                                               ; preds = %88
  %94 = getelementptr inbounds i8, ptr %0, i64 1056
  %95 = load ptr, ptr %94, align 8, !tbaa !209
  %96 = icmp eq ptr %95, %3
  br i1 %96, label %97, label %104

97:                                               ; preds = %93
  %98 = getelementptr inbounds i8, ptr %0, i64 1072
  %99 = load ptr, ptr %98, align 8, !tbaa !210
  %100 = getelementptr inbounds i8, ptr %0, i64 1084
  %101 = load i32, ptr %100, align 4, !tbaa !211
  %102 = getelementptr inbounds i8, ptr %0, i64 1080
  %103 = load i32, ptr %102, align 8, !tbaa !212
  br label %120

104:                                              ; preds = %93
  %105 = getelementptr inbounds i8, ptr %0, i64 1064
  %106 = load ptr, ptr %105, align 8, !tbaa !213
  %107 = ptrtoint ptr %95 to i64
  %108 = ptrtoint ptr %106 to i64
  %109 = sub i64 %107, %108
  %110 = getelementptr inbounds i8, ptr %0, i64 1080
  %111 = load i32, ptr %110, align 8, !tbaa !212
  %112 = getelementptr inbounds i8, ptr %0, i64 1084
  store i32 %111, ptr %112, align 4, !tbaa !211
  %113 = trunc i64 %109 to i32
  store i32 %113, ptr %110, align 8, !tbaa !212
  %114 = getelementptr inbounds i8, ptr %0, i64 1072
  store ptr %106, ptr %114, align 8, !tbaa !210
  %115 = sub i64 0, %109
  %116 = getelementptr inbounds i8, ptr %3, i64 %115
  store ptr %116, ptr %105, align 8, !tbaa !213
  %117 = sub i32 %113, %111
  %118 = icmp ult i32 %117, 8
  br i1 %118, label %119, label %120

119:                                              ; preds = %104
  store i32 %113, ptr %112, align 4, !tbaa !211
  br label %120

120:                                              ; preds = %119, %104, %97
  %121 = phi i32 [ %103, %97 ], [ %113, %119 ], [ %113, %104 ]
  %122 = phi i32 [ %101, %97 ], [ %113, %119 ], [ %111, %104 ]
  %123 = phi ptr [ %99, %97 ], [ %106, %119 ], [ %106, %104 ]
  store ptr %69, ptr %94, align 8, !tbaa !209
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
  store i32 %138, ptr %132, align 4, !tbaa !211
  br label %139

139:                                              ; preds = %131, %120, %88
  br i1 %15, label %143, label %140

140:                                              ; preds = %139
  %141 = getelementptr inbounds i8, ptr %0, i64 704
  tail call fastcc void @ZSTD_overflowCorrectIfNeeded(ptr noundef nonnull %11, ptr noundef nonnull %141, ptr noundef nonnull %89, ptr noundef %3, ptr noundef nonnull %69)
  %142 = tail call fastcc i64 @ZSTD_compressBlock_internal(ptr noundef nonnull %0, ptr noundef %33, i64 noundef %32, ptr noundef %3, i64 noundef %4, i32 noundef 0)
  br label %576

143:                                              ; preds = %139
  %144 = getelementptr inbounds i8, ptr %0, i64 776
  %145 = load i64, ptr %144, align 8, !tbaa !216
  %146 = getelementptr inbounds i8, ptr %0, i64 244
  %147 = load i32, ptr %146, align 4, !tbaa !217
  %148 = shl nuw i32 1, %147
  %149 = getelementptr inbounds i8, ptr %0, i64 792
  %150 = load i64, ptr %149, align 8, !tbaa !136
  %151 = getelementptr inbounds i8, ptr %0, i64 800
  %152 = load i64, ptr %151, align 8, !tbaa !140
  %153 = sub nsw i64 %150, %152
  %154 = getelementptr inbounds i8, ptr %0, i64 276
  %155 = load i32, ptr %154, align 4, !tbaa !218
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

193:                                              ; preds = %559, %159
  %194 = phi i64 [ %32, %159 ], [ %565, %559 ]
  %195 = phi i64 [ %4, %159 ], [ %563, %559 ]
  %196 = phi ptr [ %3, %159 ], [ %225, %559 ]
  %197 = phi ptr [ %33, %159 ], [ %564, %559 ]
  %198 = phi i64 [ %153, %159 ], [ %562, %559 ]
  %199 = load i32, ptr %160, align 8, !tbaa !219
  %200 = load i32, ptr %161, align 4, !tbaa !154
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
  %211 = load i32, ptr %210, align 4, !tbaa !21
  br label %214

212:                                              ; preds = %207
  %213 = add nsw i32 %199, -2
  br label %214

214:                                              ; preds = %212, %208
  %215 = phi i32 [ %211, %208 ], [ %213, %212 ]
  %216 = load ptr, ptr %163, align 8, !tbaa !47
  %217 = load i64, ptr %164, align 8, !tbaa !48
  %218 = tail call i64 @ZSTD_splitBlock(ptr noundef %196, i64 noundef %145, i32 noundef %215, ptr noundef %216, i64 noundef %217) #27
  br label %219

219:                                              ; preds = %214, %207, %205, %203
  %220 = phi i64 [ %204, %203 ], [ %218, %214 ], [ 131072, %205 ], [ 131072, %207 ]
  %221 = icmp eq i64 %220, %195
  %222 = select i1 %221, i32 %165, i32 0
  %223 = icmp ult i64 %194, 6
  br i1 %223, label %594, label %224

224:                                              ; preds = %219
  %225 = getelementptr inbounds i8, ptr %196, i64 %220
  tail call fastcc void @ZSTD_overflowCorrectIfNeeded(ptr noundef nonnull %11, ptr noundef nonnull %166, ptr noundef nonnull %89, ptr noundef %196, ptr noundef %225)
  %226 = load ptr, ptr %169, align 8, !tbaa !213
  %227 = ptrtoint ptr %225 to i64
  %228 = ptrtoint ptr %226 to i64
  %229 = sub i64 %227, %228
  %230 = trunc i64 %229 to i32
  %231 = load i32, ptr %167, align 4, !tbaa !21
  %232 = add i32 %231, %148
  %233 = icmp ult i32 %232, %230
  br i1 %233, label %237, label %234

234:                                              ; preds = %224
  %235 = load i32, ptr %170, align 8, !tbaa !212
  %236 = icmp eq i32 %231, %235
  br i1 %236, label %238, label %237

237:                                              ; preds = %234, %224
  store i32 0, ptr %167, align 4, !tbaa !21
  store ptr null, ptr %168, align 8, !tbaa !18
  br label %238

238:                                              ; preds = %237, %234
  %239 = phi i32 [ %231, %234 ], [ 0, %237 ]
  %240 = ptrtoint ptr %196 to i64
  %241 = sub i64 %240, %228
  %242 = trunc i64 %241 to i32
  %243 = add i32 %239, %148
  %244 = icmp ult i32 %243, %242
  %245 = load i32, ptr %171, align 4, !tbaa !211
  br i1 %244, label %246, label %256

246:                                              ; preds = %238
  %247 = sub i32 %242, %148
  %248 = icmp ult i32 %245, %247
  br i1 %248, label %249, label %250

249:                                              ; preds = %246
  store i32 %247, ptr %171, align 4, !tbaa !211
  br label %250

250:                                              ; preds = %249, %246
  %251 = phi i32 [ %247, %249 ], [ %245, %246 ]
  %252 = load i32, ptr %170, align 8, !tbaa !212
  %253 = icmp ult i32 %252, %251
  br i1 %253, label %254, label %255

254:                                              ; preds = %250
  store i32 %251, ptr %170, align 8, !tbaa !212
  br label %255

255:                                              ; preds = %254, %250
  store i32 0, ptr %167, align 4, !tbaa !21
  store ptr null, ptr %168, align 8, !tbaa !18
  br label %256

256:                                              ; preds = %255, %238
  %257 = phi i32 [ %245, %238 ], [ %251, %255 ]
  %258 = load i32, ptr %172, align 4, !tbaa !214
  %259 = icmp ult i32 %258, %257
  br i1 %259, label %260, label %261

260:                                              ; preds = %256
  store i32 %257, ptr %172, align 4, !tbaa !214
  br label %261

261:                                              ; preds = %260, %256
  %262 = load i64, ptr %173, align 8, !tbaa !87
  %263 = icmp eq i64 %262, 0
  br i1 %263, label %340, label %264

264:                                              ; preds = %261
  %265 = tail call fastcc i64 @ZSTD_buildSeqStore(ptr noundef nonnull %0, ptr noundef %196, i64 noundef %220)
  %266 = icmp ult i64 %265, -119
  br i1 %266, label %267, label %594

267:                                              ; preds = %264
  %268 = icmp eq i64 %265, 0
  br i1 %268, label %269, label %320

269:                                              ; preds = %267
  %270 = load i32, ptr %174, align 8, !tbaa !220
  %271 = icmp eq i32 %270, 0
  br i1 %271, label %272, label %300

272:                                              ; preds = %269
  %273 = load ptr, ptr %176, align 8, !tbaa !168
  %274 = load ptr, ptr %175, align 8, !tbaa !164
  %275 = ptrtoint ptr %273 to i64
  %276 = ptrtoint ptr %274 to i64
  %277 = sub i64 %275, %276
  %278 = load ptr, ptr %177, align 8, !tbaa !179
  %279 = load ptr, ptr %178, align 8, !tbaa !178
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
  %290 = load i8, ptr %196, align 1, !tbaa !174
  %291 = trunc i64 %220 to i32
  %292 = shl i32 %291, 3
  %293 = or disjoint i32 %222, %292
  %294 = trunc i32 %293 to i16
  %295 = or disjoint i16 %294, 2
  store i16 %295, ptr %197, align 1, !tbaa !204
  %296 = lshr i32 %292, 16
  %297 = trunc i32 %296 to i8
  %298 = getelementptr inbounds i8, ptr %197, i64 2
  store i8 %297, ptr %298, align 1, !tbaa !174
  %299 = getelementptr inbounds i8, ptr %197, i64 3
  store i8 %290, ptr %299, align 1, !tbaa !174
  br label %333

300:                                              ; preds = %286, %272, %269
  %301 = tail call i64 @ZSTD_compressSuperBlock(ptr noundef nonnull %0, ptr noundef %197, i64 noundef %194, ptr noundef %196, i64 noundef %220, i32 noundef %222) #27
  %302 = icmp eq i64 %301, -70
  br i1 %302, label %320, label %303

303:                                              ; preds = %300
  %304 = icmp ult i64 %301, -119
  br i1 %304, label %305, label %594

305:                                              ; preds = %303
  %306 = load i32, ptr %161, align 4, !tbaa !154
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
  %318 = load <2 x ptr>, ptr %179, align 8, !tbaa !18
  %319 = shufflevector <2 x ptr> %318, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %319, ptr %179, align 8, !tbaa !18
  br label %333

320:                                              ; preds = %305, %300, %267
  %321 = add i64 %220, 3
  %322 = icmp ugt i64 %321, %194
  br i1 %322, label %594, label %323

323:                                              ; preds = %320
  %324 = trunc i64 %220 to i32
  %325 = shl i32 %324, 3
  %326 = or disjoint i32 %325, %222
  %327 = trunc i32 %326 to i16
  store i16 %327, ptr %197, align 1, !tbaa !204
  %328 = lshr i32 %325, 16
  %329 = trunc i32 %328 to i8
  %330 = getelementptr inbounds i8, ptr %197, i64 2
  store i8 %329, ptr %330, align 1, !tbaa !174
  %331 = getelementptr inbounds i8, ptr %197, i64 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %331, ptr readonly align 1 %196, i64 %220, i1 false)
  %332 = icmp ult i64 %321, -119
  br i1 %332, label %333, label %594

333:                                              ; preds = %323, %317, %289
  %334 = phi i64 [ %321, %323 ], [ %301, %317 ], [ 4, %289 ]
  %335 = load ptr, ptr %179, align 8, !tbaa !46
  %336 = getelementptr inbounds i8, ptr %335, i64 5604
  %337 = load i32, ptr %336, align 4, !tbaa !148
  %338 = icmp eq i32 %337, 2
  br i1 %338, label %339, label %559

339:                                              ; preds = %333
  store i32 1, ptr %336, align 4, !tbaa !148
  br label %559

340:                                              ; preds = %261
  %341 = load i32, ptr %180, align 4, !tbaa !57
  %342 = icmp eq i32 %341, 1
  br i1 %342, label %343, label %524

343:                                              ; preds = %340
  %344 = tail call fastcc i64 @ZSTD_buildSeqStore(ptr noundef nonnull %0, ptr noundef %196, i64 noundef %220)
  %345 = icmp ult i64 %344, -119
  br i1 %345, label %346, label %594

346:                                              ; preds = %343
  %347 = icmp eq i64 %344, 1
  br i1 %347, label %348, label %369

348:                                              ; preds = %346
  %349 = load ptr, ptr %179, align 8, !tbaa !46
  %350 = getelementptr inbounds i8, ptr %349, i64 5604
  %351 = load i32, ptr %350, align 4, !tbaa !148
  %352 = icmp eq i32 %351, 2
  br i1 %352, label %353, label %354

353:                                              ; preds = %348
  store i32 1, ptr %350, align 4, !tbaa !148
  br label %354

354:                                              ; preds = %353, %348
  %355 = load i32, ptr %192, align 8, !tbaa !221
  %356 = icmp eq i32 %355, 0
  br i1 %356, label %357, label %594

357:                                              ; preds = %354
  %358 = add i64 %220, 3
  %359 = icmp ugt i64 %358, %194
  br i1 %359, label %594, label %360

360:                                              ; preds = %357
  %361 = trunc i64 %220 to i32
  %362 = shl i32 %361, 3
  %363 = or disjoint i32 %362, %222
  %364 = trunc i32 %363 to i16
  store i16 %364, ptr %197, align 1, !tbaa !204
  %365 = lshr i32 %362, 16
  %366 = trunc i32 %365 to i8
  %367 = getelementptr inbounds i8, ptr %197, i64 2
  store i8 %366, ptr %367, align 1, !tbaa !174
  %368 = getelementptr inbounds i8, ptr %197, i64 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %368, ptr readonly align 1 %196, i64 %220, i1 false)
  br label %521

369:                                              ; preds = %346
  %370 = load ptr, ptr %176, align 8, !tbaa !222
  %371 = load ptr, ptr %175, align 8, !tbaa !223
  %372 = ptrtoint ptr %370 to i64
  %373 = ptrtoint ptr %371 to i64
  %374 = sub i64 %372, %373
  %375 = lshr exact i64 %374, 3
  %376 = trunc i64 %375 to i32
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #27
  store ptr %181, ptr %8, align 8, !tbaa !224
  store i64 0, ptr %184, align 8, !tbaa !226
  %377 = icmp ult i32 %376, 5
  br i1 %377, label %383, label %378

378:                                              ; preds = %369
  %379 = and i64 %375, 4294967295
  call fastcc void @ZSTD_deriveBlockSplitsHelper(ptr noundef nonnull %8, i64 noundef 0, i64 noundef %379, ptr noundef nonnull %0, ptr noundef nonnull %175)
  %380 = load ptr, ptr %8, align 8, !tbaa !224
  %381 = load i64, ptr %184, align 8, !tbaa !226
  %382 = getelementptr inbounds i32, ptr %380, i64 %381
  store i32 %376, ptr %382, align 4, !tbaa !21
  br label %383

383:                                              ; preds = %378, %369
  %384 = phi i64 [ %381, %378 ], [ 0, %369 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10) #27
  %385 = load ptr, ptr %179, align 8, !tbaa !46
  %386 = getelementptr inbounds i8, ptr %385, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %386, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %10, ptr noundef nonnull align 8 dereferenceable(12) %386, i64 12, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %182, i8 0, i64 80, i1 false)
  %387 = icmp eq i64 %384, 0
  br i1 %387, label %388, label %390

388:                                              ; preds = %383
  %389 = call fastcc i64 @ZSTD_compressSeqStore_singleBlock(ptr noundef nonnull %0, ptr noundef nonnull %175, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef %197, i64 noundef %194, ptr noundef %196, i64 noundef %220, i32 noundef %222, i32 noundef 0)
  br label %519

390:                                              ; preds = %383
  %391 = load i32, ptr %181, align 4, !tbaa !21
  %392 = zext i32 %391 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %183, ptr noundef nonnull readonly align 8 dereferenceable(80) %175, i64 80, i1 false), !tbaa.struct !227
  %393 = load i32, ptr %185, align 8, !tbaa !176
  %394 = icmp eq i32 %393, 0
  br i1 %394, label %399, label %395

395:                                              ; preds = %390
  %396 = load i32, ptr %186, align 4, !tbaa !177
  %397 = icmp ugt i32 %396, %391
  br i1 %397, label %398, label %399

398:                                              ; preds = %395
  store i32 0, ptr %187, align 8, !tbaa !176
  br label %399

399:                                              ; preds = %398, %395, %390
  %400 = load ptr, ptr %175, align 8, !tbaa !164
  store ptr %400, ptr %183, align 8, !tbaa !164
  %401 = getelementptr inbounds %struct.SeqDef_s, ptr %400, i64 %392
  store ptr %401, ptr %188, align 8, !tbaa !168
  %402 = load ptr, ptr %176, align 8, !tbaa !168
  %403 = ptrtoint ptr %402 to i64
  %404 = ptrtoint ptr %400 to i64
  %405 = sub i64 %403, %404
  %406 = ashr exact i64 %405, 3
  %407 = icmp eq i64 %406, %392
  br i1 %407, label %434, label %408

408:                                              ; preds = %399
  %409 = icmp eq i32 %391, 0
  br i1 %409, label %430, label %410

410:                                              ; preds = %408
  %411 = load i32, ptr %189, align 4, !tbaa !177
  %412 = zext i32 %411 to i64
  br label %413

413:                                              ; preds = %426, %410
  %414 = phi i64 [ 0, %410 ], [ %427, %426 ]
  %415 = phi i64 [ 0, %410 ], [ %428, %426 ]
  %416 = getelementptr inbounds %struct.SeqDef_s, ptr %400, i64 %415, i32 1
  %417 = load i16, ptr %416, align 4, !tbaa !204
  %418 = zext i16 %417 to i64
  %419 = add i64 %414, %418
  %420 = icmp eq i64 %415, %412
  br i1 %420, label %421, label %426

421:                                              ; preds = %413
  %422 = load i32, ptr %187, align 8, !tbaa !176
  %423 = icmp eq i32 %422, 1
  %424 = add i64 %419, 65536
  %425 = select i1 %423, i64 %424, i64 %419
  br label %426

426:                                              ; preds = %421, %413
  %427 = phi i64 [ %419, %413 ], [ %425, %421 ]
  %428 = add nuw nsw i64 %415, 1
  %429 = icmp eq i64 %428, %392
  br i1 %429, label %430, label %413, !llvm.loop !228

430:                                              ; preds = %426, %408
  %431 = phi i64 [ 0, %408 ], [ %427, %426 ]
  %432 = load ptr, ptr %190, align 8, !tbaa !178
  %433 = getelementptr inbounds i8, ptr %432, i64 %431
  store ptr %433, ptr %191, align 8, !tbaa !179
  br label %434

434:                                              ; preds = %430, %399
  br label %435

435:                                              ; preds = %434, %509
  %436 = phi i64 [ %512, %509 ], [ %194, %434 ]
  %437 = phi i64 [ %513, %509 ], [ 0, %434 ]
  %438 = phi ptr [ %510, %509 ], [ %196, %434 ]
  %439 = phi ptr [ %511, %509 ], [ %197, %434 ]
  %440 = phi i64 [ %514, %509 ], [ 0, %434 ]
  %441 = phi i64 [ %493, %509 ], [ 0, %434 ]
  %442 = icmp eq i64 %440, %384
  %443 = load ptr, ptr %188, align 8, !tbaa !168
  %444 = load ptr, ptr %183, align 8, !tbaa !164
  %445 = icmp eq ptr %443, %444
  br i1 %445, label %491, label %446

446:                                              ; preds = %435
  %447 = ptrtoint ptr %443 to i64
  %448 = ptrtoint ptr %444 to i64
  %449 = sub i64 %447, %448
  %450 = ashr exact i64 %449, 3
  %451 = load i32, ptr %189, align 4, !tbaa !177
  %452 = zext i32 %451 to i64
  %453 = tail call i64 @llvm.umax.i64(i64 %450, i64 1)
  br label %454

454:                                              ; preds = %467, %446
  %455 = phi i64 [ 0, %446 ], [ %468, %467 ]
  %456 = phi i64 [ 0, %446 ], [ %469, %467 ]
  %457 = getelementptr inbounds %struct.SeqDef_s, ptr %444, i64 %456, i32 1
  %458 = load i16, ptr %457, align 4, !tbaa !204
  %459 = zext i16 %458 to i64
  %460 = add i64 %455, %459
  %461 = icmp eq i64 %456, %452
  br i1 %461, label %462, label %467

462:                                              ; preds = %454
  %463 = load i32, ptr %187, align 8, !tbaa !176
  %464 = icmp eq i32 %463, 1
  %465 = add i64 %460, 65536
  %466 = select i1 %464, i64 %465, i64 %460
  br label %467

467:                                              ; preds = %462, %454
  %468 = phi i64 [ %460, %454 ], [ %466, %462 ]
  %469 = add nuw i64 %456, 1
  %470 = icmp eq i64 %469, %453
  br i1 %470, label %471, label %454, !llvm.loop !228

471:                                              ; preds = %467, %485
  %472 = phi i64 [ %486, %485 ], [ 0, %467 ]
  %473 = phi i64 [ %487, %485 ], [ 0, %467 ]
  %474 = getelementptr inbounds %struct.SeqDef_s, ptr %444, i64 %473, i32 2
  %475 = load i16, ptr %474, align 2, !tbaa !204
  %476 = zext i16 %475 to i64
  %477 = add i64 %472, 3
  %478 = add i64 %477, %476
  %479 = icmp eq i64 %473, %452
  br i1 %479, label %480, label %485

480:                                              ; preds = %471
  %481 = load i32, ptr %187, align 8, !tbaa !176
  %482 = icmp eq i32 %481, 2
  %483 = add i64 %478, 65536
  %484 = select i1 %482, i64 %483, i64 %478
  br label %485

485:                                              ; preds = %480, %471
  %486 = phi i64 [ %478, %471 ], [ %484, %480 ]
  %487 = add nuw i64 %473, 1
  %488 = icmp eq i64 %487, %453
  br i1 %488, label %489, label %471, !llvm.loop !229

489:                                              ; preds = %485
  %490 = add i64 %486, %468
  br label %491

491:                                              ; preds = %489, %435
  %492 = phi i64 [ 0, %435 ], [ %490, %489 ]
  %493 = add i64 %492, %441
  br i1 %442, label %494, label %497

494:                                              ; preds = %491
  %495 = add i64 %492, %220
  %496 = sub i64 %495, %493
  br label %504

497:                                              ; preds = %491
  %498 = getelementptr inbounds i32, ptr %181, i64 %440
  %499 = load i32, ptr %498, align 4, !tbaa !21
  %500 = zext i32 %499 to i64
  %501 = getelementptr i8, ptr %498, i64 4
  %502 = load i32, ptr %501, align 4, !tbaa !21
  %503 = zext i32 %502 to i64
  tail call fastcc void @ZSTD_deriveSeqStoreChunk(ptr noundef nonnull %182, ptr noundef nonnull %175, i64 noundef %500, i64 noundef %503)
  br label %504

504:                                              ; preds = %497, %494
  %505 = phi i32 [ %222, %494 ], [ 0, %497 ]
  %506 = phi i64 [ %496, %494 ], [ %492, %497 ]
  %507 = call fastcc i64 @ZSTD_compressSeqStore_singleBlock(ptr noundef %0, ptr noundef nonnull %183, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef %439, i64 noundef %436, ptr noundef %438, i64 noundef %506, i32 noundef %505, i32 noundef 1)
  %508 = icmp ult i64 %507, -119
  br i1 %508, label %509, label %519

509:                                              ; preds = %504
  %510 = getelementptr inbounds i8, ptr %438, i64 %506
  %511 = getelementptr inbounds i8, ptr %439, i64 %507
  %512 = sub i64 %436, %507
  %513 = add i64 %507, %437
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %183, ptr noundef nonnull align 8 dereferenceable(80) %182, i64 80, i1 false), !tbaa.struct !227
  %514 = add i64 %440, 1
  %515 = icmp ugt i64 %514, %384
  br i1 %515, label %516, label %435, !llvm.loop !230

516:                                              ; preds = %509
  %517 = load ptr, ptr %179, align 8, !tbaa !46
  %518 = getelementptr inbounds i8, ptr %517, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %518, ptr noundef nonnull align 4 dereferenceable(12) %9, i64 12, i1 false)
  br label %519

519:                                              ; preds = %504, %516, %388
  %520 = phi i64 [ %389, %388 ], [ %513, %516 ], [ %507, %504 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %9) #27
  br label %521

521:                                              ; preds = %519, %360
  %522 = phi i64 [ %520, %519 ], [ %358, %360 ]
  %523 = icmp ult i64 %522, -119
  br i1 %523, label %559, label %594

524:                                              ; preds = %340
  %525 = getelementptr inbounds i8, ptr %197, i64 3
  %526 = add i64 %194, -3
  %527 = tail call fastcc i64 @ZSTD_compressBlock_internal(ptr noundef nonnull %0, ptr noundef nonnull %525, i64 noundef %526, ptr noundef %196, i64 noundef %220, i32 noundef 1)
  %528 = icmp ult i64 %527, -119
  br i1 %528, label %529, label %594

529:                                              ; preds = %524
  switch i64 %527, label %547 [
    i64 0, label %530
    i64 1, label %542
  ]

530:                                              ; preds = %529
  %531 = add i64 %220, 3
  %532 = icmp ugt i64 %531, %194
  br i1 %532, label %594, label %533

533:                                              ; preds = %530
  %534 = trunc i64 %220 to i32
  %535 = shl i32 %534, 3
  %536 = or disjoint i32 %535, %222
  %537 = trunc i32 %536 to i16
  store i16 %537, ptr %197, align 1, !tbaa !204
  %538 = lshr i32 %535, 16
  %539 = trunc i32 %538 to i8
  %540 = getelementptr inbounds i8, ptr %197, i64 2
  store i8 %539, ptr %540, align 1, !tbaa !174
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %525, ptr readonly align 1 %196, i64 %220, i1 false)
  %541 = icmp ult i64 %531, -119
  br i1 %541, label %559, label %594

542:                                              ; preds = %529
  %543 = trunc i64 %220 to i32
  %544 = shl i32 %543, 3
  %545 = or disjoint i32 %222, %544
  %546 = or disjoint i32 %545, 2
  br label %552

547:                                              ; preds = %529
  %548 = trunc i64 %527 to i32
  %549 = shl i32 %548, 3
  %550 = or disjoint i32 %549, %222
  %551 = or disjoint i32 %550, 4
  br label %552

552:                                              ; preds = %547, %542
  %553 = phi i32 [ %546, %542 ], [ %551, %547 ]
  %554 = trunc i32 %553 to i16
  store i16 %554, ptr %197, align 1, !tbaa !204
  %555 = lshr i32 %553, 16
  %556 = trunc i32 %555 to i8
  %557 = getelementptr inbounds i8, ptr %197, i64 2
  store i8 %556, ptr %557, align 1, !tbaa !174
  %558 = add nuw i64 %527, 3
  br label %559

559:                                              ; preds = %552, %533, %521, %339, %333
  %560 = phi i64 [ %522, %521 ], [ %531, %533 ], [ %558, %552 ], [ %334, %333 ], [ %334, %339 ]
  %561 = add i64 %220, %198
  %562 = sub i64 %561, %560
  %563 = sub i64 %195, %220
  %564 = getelementptr inbounds i8, ptr %197, i64 %560
  %565 = sub i64 %194, %560
  store i32 0, ptr %174, align 8, !tbaa !220
  %566 = icmp eq i64 %563, 0
  br i1 %566, label %567, label %193, !llvm.loop !231

567:                                              ; preds = %559
  %568 = icmp ne i32 %6, 0
  %569 = icmp ugt ptr %564, %33
  %570 = select i1 %568, i1 %569, i1 false
  br i1 %570, label %571, label %572

571:                                              ; preds = %567
  store i32 3, ptr %0, align 8, !tbaa !149
  br label %572

572:                                              ; preds = %571, %567
  %573 = ptrtoint ptr %564 to i64
  %574 = ptrtoint ptr %33 to i64
  %575 = sub i64 %573, %574
  br label %576

576:                                              ; preds = %572, %140
  %577 = phi i64 [ %142, %140 ], [ %575, %572 ]
  %578 = icmp ult i64 %577, -119
  br i1 %578, label %579, label %594

579:                                              ; preds = %576
  %580 = getelementptr inbounds i8, ptr %0, i64 792
  %581 = load i64, ptr %580, align 8, !tbaa !136
  %582 = add i64 %581, %4
  store i64 %582, ptr %580, align 8, !tbaa !136
  %583 = add i64 %577, %31
  %584 = getelementptr inbounds i8, ptr %0, i64 800
  %585 = load i64, ptr %584, align 8, !tbaa !140
  %586 = add i64 %585, %583
  store i64 %586, ptr %584, align 8, !tbaa !140
  %587 = getelementptr inbounds i8, ptr %0, i64 784
  %588 = load i64, ptr %587, align 8, !tbaa !100
  %589 = icmp ne i64 %588, 0
  %590 = add i64 %582, 1
  %591 = icmp ugt i64 %590, %588
  %592 = select i1 %589, i1 %591, i1 false
  %593 = select i1 %592, i64 -72, i64 %583
  br label %594

594:                                              ; preds = %524, %533, %521, %219, %530, %303, %320, %264, %323, %357, %343, %354, %579, %576, %30, %7, %18
  %595 = phi i64 [ %25, %18 ], [ -60, %7 ], [ %31, %30 ], [ %577, %576 ], [ %593, %579 ], [ -106, %354 ], [ %344, %343 ], [ -70, %357 ], [ %321, %323 ], [ %265, %264 ], [ -70, %320 ], [ %301, %303 ], [ -70, %530 ], [ -70, %219 ], [ %522, %521 ], [ %531, %533 ], [ %527, %524 ]
  ret i64 %595
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressContinue(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = tail call fastcc i64 @ZSTD_compressContinue_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 1, i32 noundef 0)
  ret i64 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_getBlockSize(ptr nocapture noundef readonly %0) local_unnamed_addr #9 {
  %2 = getelementptr inbounds i8, ptr %0, i64 244
  %3 = load i32, ptr %2, align 4, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 392
  %5 = load i64, ptr %4, align 8, !tbaa !153
  %6 = zext nneg i32 %3 to i64
  %7 = shl nuw i64 1, %6
  %8 = tail call i64 @llvm.umin.i64(i64 %5, i64 %7)
  ret i64 %8
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_deprecated(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %0, i64 244
  %7 = load i32, ptr %6, align 4, !tbaa !21
  %8 = getelementptr inbounds i8, ptr %0, i64 392
  %9 = load i64, ptr %8, align 8, !tbaa !153
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
  %7 = load i32, ptr %6, align 4, !tbaa !21
  %8 = getelementptr inbounds i8, ptr %0, i64 392
  %9 = load i64, ptr %8, align 8, !tbaa !153
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
  %5 = alloca [32 x i16], align 2
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [53 x i16], align 2
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [36 x i16], align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #27
  store i32 31, ptr %6, align 4, !tbaa !21
  %16 = getelementptr inbounds i8, ptr %2, i64 %3
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = getelementptr inbounds i8, ptr %0, i64 2056
  store i32 1, ptr %18, align 8, !tbaa !143
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #27
  store i32 255, ptr %7, align 4, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #27
  store i32 1, ptr %8, align 4, !tbaa !21
  %19 = ptrtoint ptr %16 to i64
  %20 = add nsw i64 %3, -8
  %21 = call i64 @HUF_readCTable(ptr noundef %0, ptr noundef nonnull %7, ptr noundef nonnull %17, i64 noundef %20, ptr noundef nonnull %8) #27
  %22 = load i32, ptr %8, align 4, !tbaa !21
  %23 = icmp eq i32 %22, 0
  %24 = load i32, ptr %7, align 4
  %25 = icmp eq i32 %24, 255
  %26 = select i1 %23, i1 %25, i1 false
  br i1 %26, label %27, label %28

27:                                               ; preds = %4
  store i32 2, ptr %18, align 8, !tbaa !143
  br label %28

28:                                               ; preds = %4, %27
  %29 = icmp ult i64 %21, -119
  %30 = getelementptr inbounds i8, ptr %17, i64 %21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #27
  br i1 %29, label %31, label %158

31:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #27
  %32 = ptrtoint ptr %30 to i64
  %33 = sub i64 %19, %32
  %34 = call i64 @FSE_readNCount(ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %9, ptr noundef nonnull %30, i64 noundef %33) #27
  %35 = icmp ult i64 %34, -119
  br i1 %35, label %36, label %39

36:                                               ; preds = %31
  %37 = load i32, ptr %9, align 4, !tbaa !21
  %38 = icmp ugt i32 %37, 8
  br i1 %38, label %39, label %40

39:                                               ; preds = %31, %36
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #27
  br label %158

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 2064
  %42 = call i64 @FSE_buildCTable_wksp(ptr noundef nonnull %41, ptr noundef nonnull %5, i32 noundef 31, i32 noundef %37, ptr noundef %1, i64 noundef 8704) #27
  %43 = icmp ult i64 %42, -119
  %44 = getelementptr inbounds i8, ptr %30, i64 %34
  %45 = select i1 %43, ptr %44, ptr %30
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #27
  br i1 %43, label %46, label %158

46:                                               ; preds = %40
  call void @llvm.lifetime.start.p0(i64 106, ptr nonnull %10) #27
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #27
  store i32 52, ptr %11, align 4, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #27
  %47 = ptrtoint ptr %44 to i64
  %48 = sub i64 %19, %47
  %49 = call i64 @FSE_readNCount(ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %44, i64 noundef %48) #27
  %50 = icmp ult i64 %49, -119
  br i1 %50, label %51, label %71

51:                                               ; preds = %46
  %52 = load i32, ptr %12, align 4, !tbaa !21
  %53 = icmp ugt i32 %52, 9
  br i1 %53, label %71, label %54

54:                                               ; preds = %51
  %55 = getelementptr inbounds i8, ptr %0, i64 2836
  %56 = load i32, ptr %11, align 4, !tbaa !21
  %57 = call i64 @FSE_buildCTable_wksp(ptr noundef nonnull %55, ptr noundef nonnull %10, i32 noundef %56, i32 noundef %52, ptr noundef %1, i64 noundef 8704) #27
  %58 = icmp ult i64 %57, -119
  br i1 %58, label %59, label %71

59:                                               ; preds = %54
  %60 = load i32, ptr %11, align 4, !tbaa !21
  %61 = icmp ult i32 %60, 52
  br i1 %61, label %72, label %65

62:                                               ; preds = %65
  %63 = add nuw nsw i32 %66, 1
  %64 = icmp eq i32 %63, 53
  br i1 %64, label %72, label %65, !llvm.loop !232

65:                                               ; preds = %59, %62
  %66 = phi i32 [ %63, %62 ], [ 0, %59 ]
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds i16, ptr %10, i64 %67
  %69 = load i16, ptr %68, align 2, !tbaa !204
  %70 = icmp eq i16 %69, 0
  br i1 %70, label %72, label %62

71:                                               ; preds = %46, %51, %54
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(i64 106, ptr nonnull %10) #27
  br label %158

72:                                               ; preds = %62, %65, %59
  %73 = phi i32 [ 1, %59 ], [ 1, %65 ], [ 2, %62 ]
  %74 = getelementptr inbounds i8, ptr %0, i64 5608
  store i32 %73, ptr %74, align 8, !tbaa !233
  %75 = getelementptr inbounds i8, ptr %45, i64 %49
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(i64 106, ptr nonnull %10) #27
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #27
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #27
  store i32 35, ptr %14, align 4, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #27
  %76 = ptrtoint ptr %75 to i64
  %77 = sub i64 %19, %76
  %78 = call i64 @FSE_readNCount(ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %75, i64 noundef %77) #27
  %79 = icmp ult i64 %78, -119
  br i1 %79, label %80, label %109

80:                                               ; preds = %72
  %81 = load i32, ptr %15, align 4, !tbaa !21
  %82 = icmp ugt i32 %81, 9
  br i1 %82, label %109, label %83

83:                                               ; preds = %80
  %84 = getelementptr inbounds i8, ptr %0, i64 4288
  %85 = load i32, ptr %14, align 4, !tbaa !21
  %86 = call i64 @FSE_buildCTable_wksp(ptr noundef nonnull %84, ptr noundef nonnull %13, i32 noundef %85, i32 noundef %81, ptr noundef %1, i64 noundef 8704) #27
  %87 = icmp ult i64 %86, -119
  br i1 %87, label %88, label %109

88:                                               ; preds = %83
  %89 = load i32, ptr %14, align 4, !tbaa !21
  %90 = icmp ult i32 %89, 35
  %91 = load <32 x i16>, ptr %13, align 4
  %92 = freeze <32 x i16> %91
  %93 = icmp eq <32 x i16> %92, zeroinitializer
  %94 = getelementptr inbounds i8, ptr %13, i64 64
  %95 = load <4 x i16>, ptr %94, align 4
  %96 = freeze <4 x i16> %95
  %97 = icmp eq <4 x i16> %96, zeroinitializer
  %98 = bitcast <32 x i1> %93 to i32
  %99 = icmp ne i32 %98, 0
  %100 = bitcast <4 x i1> %97 to i4
  %101 = icmp ne i4 %100, 0
  %102 = or i1 %99, %101
  %103 = or i1 %90, %102
  %104 = select i1 %103, i32 1, i32 2
  %105 = getelementptr inbounds i8, ptr %0, i64 5612
  store i32 %104, ptr %105, align 4, !tbaa !234
  %106 = getelementptr inbounds i8, ptr %75, i64 %78
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #27
  %107 = getelementptr inbounds i8, ptr %106, i64 12
  %108 = icmp ugt ptr %107, %16
  br i1 %108, label %158, label %110

109:                                              ; preds = %72, %80, %83
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #27
  br label %158

110:                                              ; preds = %88
  %111 = load i32, ptr %106, align 1, !tbaa !21
  %112 = getelementptr inbounds i8, ptr %0, i64 5616
  store i32 %111, ptr %112, align 8, !tbaa !21
  %113 = getelementptr inbounds i8, ptr %106, i64 4
  %114 = load i32, ptr %113, align 1, !tbaa !21
  %115 = getelementptr inbounds i8, ptr %0, i64 5620
  store i32 %114, ptr %115, align 4, !tbaa !21
  %116 = getelementptr inbounds i8, ptr %106, i64 8
  %117 = load i32, ptr %116, align 1, !tbaa !21
  %118 = getelementptr inbounds i8, ptr %0, i64 5624
  store i32 %117, ptr %118, align 8, !tbaa !21
  %119 = ptrtoint ptr %107 to i64
  %120 = sub i64 %19, %119
  %121 = icmp ult i64 %120, 4294836224
  %122 = trunc nuw i64 %120 to i32
  %123 = add nuw i32 %122, 131072
  %124 = call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %123, i1 true)
  %125 = xor i32 %124, 31
  %126 = select i1 %121, i32 %125, i32 31
  %127 = load i32, ptr %6, align 4, !tbaa !21
  %128 = icmp ult i32 %127, %126
  br i1 %128, label %138, label %132

129:                                              ; preds = %132
  %130 = add nuw nsw i32 %133, 1
  %131 = icmp eq i32 %133, %126
  br i1 %131, label %138, label %132, !llvm.loop !232

132:                                              ; preds = %110, %129
  %133 = phi i32 [ %130, %129 ], [ 0, %110 ]
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr inbounds i16, ptr %5, i64 %134
  %136 = load i16, ptr %135, align 2, !tbaa !204
  %137 = icmp eq i16 %136, 0
  br i1 %137, label %138, label %129

138:                                              ; preds = %129, %132, %110
  %139 = phi i32 [ 1, %110 ], [ 1, %132 ], [ 2, %129 ]
  %140 = getelementptr inbounds i8, ptr %0, i64 5604
  store i32 %139, ptr %140, align 4, !tbaa !148
  %141 = icmp eq i32 %111, 0
  %142 = zext i32 %111 to i64
  %143 = icmp ult i64 %120, %142
  %144 = or i1 %141, %143
  br i1 %144, label %158, label %145

145:                                              ; preds = %138
  %146 = icmp eq i32 %114, 0
  %147 = zext i32 %114 to i64
  %148 = icmp ult i64 %120, %147
  %149 = or i1 %146, %148
  br i1 %149, label %158, label %150

150:                                              ; preds = %145
  %151 = icmp eq i32 %117, 0
  %152 = zext i32 %117 to i64
  %153 = icmp ult i64 %120, %152
  %154 = or i1 %151, %153
  br i1 %154, label %158, label %155

155:                                              ; preds = %150
  %156 = ptrtoint ptr %2 to i64
  %157 = sub i64 %119, %156
  br label %158

158:                                              ; preds = %138, %145, %150, %109, %71, %39, %88, %40, %28, %155
  %159 = phi i64 [ %157, %155 ], [ -30, %40 ], [ -30, %28 ], [ -30, %88 ], [ -30, %39 ], [ -30, %71 ], [ -30, %109 ], [ -30, %150 ], [ -30, %145 ], [ -30, %138 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  ret i64 %159
}

declare i64 @HUF_readCTable(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #12

declare i64 @FSE_readNCount(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #12

declare i64 @FSE_buildCTable_wksp(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_advanced_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr nocapture noundef readonly %6, i64 noundef %7) local_unnamed_addr #2 {
  %9 = getelementptr inbounds i8, ptr %6, i64 4
  %10 = getelementptr inbounds i8, ptr %6, i64 20
  %11 = load i32, ptr %10, align 4, !tbaa !21
  %12 = getelementptr inbounds i8, ptr %6, i64 24
  %13 = load i32, ptr %12, align 4, !tbaa !21
  %14 = load <4 x i32>, ptr %9, align 4, !tbaa !21
  %15 = freeze <4 x i32> %14
  %16 = add <4 x i32> %15, <i32 -32, i32 -31, i32 -31, i32 -31>
  %17 = icmp ult <4 x i32> %16, <i32 -22, i32 -25, i32 -25, i32 -30>
  %18 = freeze i32 %11
  %19 = add i32 %18, -8
  %20 = icmp ult i32 %19, -5
  %21 = icmp ugt i32 %13, 131072
  %22 = bitcast <4 x i1> %17 to i4
  %23 = icmp ne i4 %22, 0
  %24 = or i1 %23, %20
  %25 = select i1 %24, i1 true, i1 %21
  br i1 %25, label %33, label %26

26:                                               ; preds = %8
  %27 = getelementptr inbounds i8, ptr %6, i64 28
  %28 = load i32, ptr %27, align 4, !tbaa !21
  %29 = add i32 %28, -1
  %30 = icmp ult i32 %29, 9
  br i1 %30, label %31, label %33

31:                                               ; preds = %26
  %32 = tail call fastcc i64 @ZSTD_compressBegin_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef nonnull %6, i64 noundef %7, i32 noundef 0)
  br label %33

33:                                               ; preds = %8, %26, %31
  %34 = phi i64 [ -42, %26 ], [ %32, %31 ], [ -42, %8 ]
  ret i64 %34
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressBegin_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr nocapture noundef readonly %6, i64 noundef %7, i32 noundef %8) unnamed_addr #2 {
  %10 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %11 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %12 = icmp eq ptr %5, null
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = load i64, ptr %14, align 8, !tbaa !235
  br label %16

16:                                               ; preds = %9, %13
  %17 = phi i64 [ %15, %13 ], [ %2, %9 ]
  %18 = icmp eq ptr @ZSTD_trace_compress_begin, null
  br i1 %18, label %21, label %19

19:                                               ; preds = %16
  %20 = tail call i64 @ZSTD_trace_compress_begin(ptr noundef %0) #27
  br label %21

21:                                               ; preds = %16, %19
  %22 = phi i64 [ %20, %19 ], [ 0, %16 ]
  %23 = getelementptr inbounds i8, ptr %0, i64 3760
  store i64 %22, ptr %23, align 8, !tbaa !237
  br i1 %12, label %385, label %24

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %5, i64 8
  %26 = load i64, ptr %25, align 8, !tbaa !235
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %382, label %28

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
  %37 = load i32, ptr %36, align 4, !tbaa !238
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %382

39:                                               ; preds = %35, %30, %28
  %40 = getelementptr inbounds i8, ptr %6, i64 68
  %41 = load i32, ptr %40, align 4, !tbaa !80
  %42 = icmp eq i32 %41, 3
  br i1 %42, label %382, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %5, i64 244
  %45 = load i32, ptr %44, align 4, !tbaa !239
  %46 = icmp eq i32 %45, 0
  %47 = getelementptr inbounds i8, ptr %5, i64 384
  %48 = load i32, ptr %47, align 8, !tbaa !21
  br i1 %46, label %49, label %64

49:                                               ; preds = %43
  %50 = zext i32 %48 to i64
  %51 = getelementptr inbounds [10 x i64], ptr @attachDictSizeCutoffs, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8, !tbaa !52
  %53 = icmp uge i64 %52, %7
  %54 = icmp eq i64 %7, -1
  %55 = or i1 %54, %53
  br i1 %55, label %58, label %56

56:                                               ; preds = %49
  %57 = icmp eq i32 %41, 1
  br i1 %57, label %60, label %176

58:                                               ; preds = %49
  %59 = icmp eq i32 %41, 2
  br i1 %59, label %176, label %60

60:                                               ; preds = %58, %56
  %61 = getelementptr inbounds i8, ptr %6, i64 48
  %62 = load i32, ptr %61, align 8, !tbaa !79
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %176

64:                                               ; preds = %60, %43
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %10) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %10, ptr noundef nonnull readonly align 8 dereferenceable(224) %6, i64 224, i1 false), !tbaa.struct !99
  %65 = getelementptr inbounds i8, ptr %5, i64 104
  %66 = getelementptr inbounds i8, ptr %5, i64 360
  %67 = load i32, ptr %66, align 8, !tbaa !21
  %68 = getelementptr inbounds i8, ptr %5, i64 364
  %69 = load i32, ptr %68, align 4, !tbaa !21
  %70 = getelementptr inbounds i8, ptr %5, i64 368
  %71 = load i32, ptr %70, align 8, !tbaa !21
  %72 = getelementptr inbounds i8, ptr %5, i64 372
  %73 = load i32, ptr %72, align 4, !tbaa !21
  %74 = getelementptr inbounds i8, ptr %5, i64 376
  %75 = load i64, ptr %74, align 8
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
  %90 = getelementptr inbounds i8, ptr %10, i64 160
  %91 = load i32, ptr %90, align 8, !tbaa !56
  %92 = icmp ult i64 %7, 1073741825
  br i1 %92, label %93, label %101

93:                                               ; preds = %87
  %94 = icmp ult i64 %7, 64
  %95 = trunc nuw i64 %7 to i32
  %96 = add nsw i32 %95, -1
  %97 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %96, i1 false)
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
  br i1 %120, label %128, label %121

121:                                              ; preds = %114
  %122 = icmp ult i32 %73, 6
  %123 = icmp ult i32 %73, 4
  %124 = or disjoint i32 %73, 24
  %125 = select i1 %122, i32 %124, i32 30
  %126 = select i1 %123, i32 28, i32 %125
  %127 = tail call i32 @llvm.umin.i32(i32 %115, i32 %126)
  br label %128

128:                                              ; preds = %121, %114
  %129 = phi i32 [ %115, %114 ], [ %127, %121 ]
  %130 = getelementptr inbounds i8, ptr %10, i64 8
  store i32 %116, ptr %130, align 8, !tbaa !21
  %131 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 %129, ptr %131, align 4, !tbaa !21
  %132 = getelementptr inbounds i8, ptr %10, i64 16
  store i32 %73, ptr %132, align 8, !tbaa !21
  %133 = getelementptr inbounds i8, ptr %10, i64 20
  store i64 %75, ptr %133, align 4
  %134 = getelementptr inbounds i8, ptr %10, i64 28
  store i32 %89, ptr %134, align 4, !tbaa !21
  %135 = getelementptr inbounds i8, ptr %5, i64 6072
  %136 = load i32, ptr %135, align 8, !tbaa !240
  store i32 %136, ptr %90, align 8, !tbaa !56
  %137 = call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef nonnull %10, i64 noundef %7, i64 noundef 0, i32 noundef 0, i32 noundef %8)
  %138 = icmp ult i64 %137, -119
  br i1 %138, label %139, label %174

139:                                              ; preds = %128
  %140 = load ptr, ptr %65, align 8, !tbaa !241
  %141 = getelementptr inbounds i8, ptr %5, i64 112
  %142 = load ptr, ptr %141, align 8, !tbaa !242
  %143 = ptrtoint ptr %140 to i64
  %144 = ptrtoint ptr %142 to i64
  %145 = sub i64 %143, %144
  %146 = trunc i64 %145 to i32
  %147 = getelementptr inbounds i8, ptr %5, i64 128
  %148 = load i32, ptr %147, align 8, !tbaa !243
  %149 = icmp eq i32 %148, %146
  br i1 %149, label %165, label %150

150:                                              ; preds = %139
  %151 = getelementptr inbounds i8, ptr %0, i64 3488
  store ptr %65, ptr %151, align 8, !tbaa !244
  %152 = getelementptr inbounds i8, ptr %0, i64 3264
  %153 = load i32, ptr %152, align 8, !tbaa !245
  %154 = icmp ult i32 %153, %146
  br i1 %154, label %155, label %162

155:                                              ; preds = %150
  %156 = getelementptr inbounds i8, ptr %0, i64 3240
  %157 = getelementptr inbounds i8, ptr %0, i64 3248
  %158 = load ptr, ptr %157, align 8, !tbaa !213
  %159 = and i64 %145, 4294967295
  %160 = getelementptr inbounds i8, ptr %158, i64 %159
  store ptr %160, ptr %156, align 8, !tbaa !246
  %161 = getelementptr inbounds i8, ptr %0, i64 3268
  store i32 %146, ptr %161, align 4, !tbaa !211
  store i32 %146, ptr %152, align 8, !tbaa !212
  br label %162

162:                                              ; preds = %155, %150
  %163 = phi i32 [ %146, %155 ], [ %153, %150 ]
  %164 = getelementptr inbounds i8, ptr %0, i64 3280
  store i32 %163, ptr %164, align 8, !tbaa !247
  br label %165

165:                                              ; preds = %162, %139
  %166 = getelementptr inbounds i8, ptr %5, i64 6064
  %167 = load i32, ptr %166, align 8, !tbaa !248
  %168 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %167, ptr %168, align 8, !tbaa !162
  %169 = load i64, ptr %25, align 8, !tbaa !235
  %170 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %169, ptr %170, align 8, !tbaa !163
  %171 = getelementptr inbounds i8, ptr %0, i64 3224
  %172 = load ptr, ptr %171, align 8, !tbaa !46
  %173 = getelementptr inbounds i8, ptr %5, i64 408
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5632) %172, ptr noundef nonnull align 8 dereferenceable(5632) %173, i64 5632, i1 false)
  br label %174

174:                                              ; preds = %165, %128
  %175 = phi i64 [ %137, %128 ], [ 0, %165 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %10) #27
  br label %421

176:                                              ; preds = %60, %58, %56
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %11) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %11, ptr noundef nonnull readonly align 8 dereferenceable(224) %6, i64 224, i1 false), !tbaa.struct !99
  %177 = getelementptr inbounds i8, ptr %5, i64 104
  %178 = getelementptr inbounds i8, ptr %5, i64 360
  %179 = getelementptr inbounds i8, ptr %11, i64 4
  %180 = load i32, ptr %179, align 4, !tbaa !70
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %179, ptr noundef nonnull readonly align 4 dereferenceable(28) %178, i64 28, i1 false), !tbaa.struct !53
  store i32 %180, ptr %179, align 4, !tbaa !70
  %181 = getelementptr inbounds i8, ptr %5, i64 6072
  %182 = load i32, ptr %181, align 8, !tbaa !240
  %183 = getelementptr inbounds i8, ptr %11, i64 160
  store i32 %182, ptr %183, align 8, !tbaa !56
  %184 = call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef nonnull %11, i64 noundef %7, i64 noundef 0, i32 noundef 1, i32 noundef %8)
  %185 = icmp ult i64 %184, -119
  br i1 %185, label %186, label %380

186:                                              ; preds = %176
  %187 = getelementptr inbounds i8, ptr %0, i64 720
  %188 = load ptr, ptr %187, align 8, !tbaa !43
  %189 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %188, ptr %189, align 8, !tbaa !45
  %190 = load i32, ptr %47, align 4, !tbaa !55
  %191 = icmp eq i32 %190, 1
  br i1 %191, label %192, label %203

192:                                              ; preds = %186
  %193 = getelementptr inbounds i8, ptr %5, i64 368
  %194 = load i32, ptr %193, align 4, !tbaa !63
  %195 = zext nneg i32 %194 to i64
  %196 = shl nuw i64 1, %195
  %197 = getelementptr inbounds i8, ptr %0, i64 3224
  %198 = getelementptr inbounds i8, ptr %0, i64 3240
  %199 = getelementptr inbounds i8, ptr %0, i64 3352
  %200 = load ptr, ptr %199, align 8, !tbaa !158
  %201 = getelementptr inbounds i8, ptr %5, i64 216
  %202 = load ptr, ptr %201, align 8, !tbaa !249
  br label %236

203:                                              ; preds = %186
  %204 = load i32, ptr %181, align 8, !tbaa !240
  %205 = add i32 %190, -3
  %206 = icmp ult i32 %205, 3
  %207 = icmp eq i32 %204, 1
  %208 = and i1 %206, %207
  br i1 %208, label %209, label %220

209:                                              ; preds = %203
  %210 = getelementptr inbounds i8, ptr %5, i64 368
  %211 = load i32, ptr %210, align 4, !tbaa !63
  %212 = zext nneg i32 %211 to i64
  %213 = shl nuw i64 1, %212
  %214 = getelementptr inbounds i8, ptr %0, i64 3224
  %215 = getelementptr inbounds i8, ptr %0, i64 3240
  %216 = getelementptr inbounds i8, ptr %0, i64 3352
  %217 = load ptr, ptr %216, align 8, !tbaa !158
  %218 = getelementptr inbounds i8, ptr %5, i64 216
  %219 = load ptr, ptr %218, align 8, !tbaa !249
  br label %271

220:                                              ; preds = %203
  %221 = getelementptr inbounds i8, ptr %5, i64 364
  %222 = load i32, ptr %221, align 4, !tbaa !62
  %223 = zext nneg i32 %222 to i64
  %224 = shl nuw i64 1, %223
  %225 = getelementptr inbounds i8, ptr %5, i64 368
  %226 = load i32, ptr %225, align 4, !tbaa !63
  %227 = zext nneg i32 %226 to i64
  %228 = shl nuw i64 1, %227
  %229 = getelementptr inbounds i8, ptr %0, i64 3224
  %230 = getelementptr inbounds i8, ptr %0, i64 3240
  %231 = getelementptr inbounds i8, ptr %0, i64 3352
  %232 = load ptr, ptr %231, align 8, !tbaa !158
  %233 = getelementptr inbounds i8, ptr %5, i64 216
  %234 = load ptr, ptr %233, align 8, !tbaa !249
  %235 = icmp ult i32 %205, -2
  br i1 %235, label %271, label %236

236:                                              ; preds = %220, %192
  %237 = phi ptr [ %202, %192 ], [ %234, %220 ]
  %238 = phi ptr [ %200, %192 ], [ %232, %220 ]
  %239 = phi ptr [ %198, %192 ], [ %230, %220 ]
  %240 = phi ptr [ %197, %192 ], [ %229, %220 ]
  %241 = phi i64 [ %196, %192 ], [ %228, %220 ]
  %242 = phi i64 [ 0, %192 ], [ %224, %220 ]
  %243 = icmp ult i64 %241, 8
  %244 = ptrtoint ptr %237 to i64
  %245 = ptrtoint ptr %238 to i64
  %246 = sub i64 %245, %244
  %247 = icmp ult i64 %246, 32
  %248 = select i1 %243, i1 true, i1 %247
  br i1 %248, label %263, label %249

249:                                              ; preds = %236
  %250 = and i64 %241, -8
  br label %251

251:                                              ; preds = %251, %249
  %252 = phi i64 [ 0, %249 ], [ %261, %251 ]
  %253 = getelementptr inbounds i32, ptr %237, i64 %252
  %254 = getelementptr inbounds i8, ptr %253, i64 16
  %255 = load <4 x i32>, ptr %253, align 4, !tbaa !21
  %256 = load <4 x i32>, ptr %254, align 4, !tbaa !21
  %257 = lshr <4 x i32> %255, <i32 8, i32 8, i32 8, i32 8>
  %258 = lshr <4 x i32> %256, <i32 8, i32 8, i32 8, i32 8>
  %259 = getelementptr inbounds i32, ptr %238, i64 %252
  %260 = getelementptr inbounds i8, ptr %259, i64 16
  store <4 x i32> %257, ptr %259, align 4, !tbaa !21
  store <4 x i32> %258, ptr %260, align 4, !tbaa !21
  %261 = add nuw i64 %252, 8
  %262 = icmp eq i64 %261, %250
  br i1 %262, label %280, label %251, !llvm.loop !250

263:                                              ; preds = %236, %263
  %264 = phi i64 [ %269, %263 ], [ 0, %236 ]
  %265 = getelementptr inbounds i32, ptr %237, i64 %264
  %266 = load i32, ptr %265, align 4, !tbaa !21
  %267 = lshr i32 %266, 8
  %268 = getelementptr inbounds i32, ptr %238, i64 %264
  store i32 %267, ptr %268, align 4, !tbaa !21
  %269 = add nuw i64 %264, 1
  %270 = icmp eq i64 %269, %241
  br i1 %270, label %280, label %263, !llvm.loop !253

271:                                              ; preds = %220, %209
  %272 = phi ptr [ %219, %209 ], [ %234, %220 ]
  %273 = phi ptr [ %217, %209 ], [ %232, %220 ]
  %274 = phi ptr [ %215, %209 ], [ %230, %220 ]
  %275 = phi ptr [ %214, %209 ], [ %229, %220 ]
  %276 = phi i64 [ %213, %209 ], [ %228, %220 ]
  %277 = phi i64 [ %212, %209 ], [ %227, %220 ]
  %278 = phi i64 [ 0, %209 ], [ %224, %220 ]
  %279 = shl i64 4, %277
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %273, ptr readonly align 4 %272, i64 %279, i1 false)
  br label %280

280:                                              ; preds = %251, %263, %271
  %281 = phi ptr [ %274, %271 ], [ %239, %263 ], [ %239, %251 ]
  %282 = phi ptr [ %275, %271 ], [ %240, %263 ], [ %240, %251 ]
  %283 = phi i64 [ %276, %271 ], [ %241, %263 ], [ %241, %251 ]
  %284 = phi i64 [ %278, %271 ], [ %242, %263 ], [ %242, %251 ]
  %285 = getelementptr inbounds i8, ptr %0, i64 268
  %286 = load i32, ptr %285, align 4, !tbaa !154
  %287 = icmp eq i32 %286, 1
  br i1 %287, label %340, label %288

288:                                              ; preds = %280
  %289 = getelementptr inbounds i8, ptr %0, i64 400
  %290 = load i32, ptr %289, align 8, !tbaa !151
  %291 = add i32 %286, -3
  %292 = icmp ult i32 %291, 3
  %293 = icmp eq i32 %290, 1
  %294 = and i1 %292, %293
  br i1 %294, label %340, label %295

295:                                              ; preds = %288
  %296 = getelementptr inbounds i8, ptr %0, i64 3368
  %297 = load ptr, ptr %296, align 8, !tbaa !159
  %298 = ptrtoint ptr %297 to i64
  %299 = getelementptr inbounds i8, ptr %5, i64 232
  %300 = load ptr, ptr %299, align 8, !tbaa !254
  %301 = ptrtoint ptr %300 to i64
  %302 = load i32, ptr %47, align 4, !tbaa !55
  %303 = add i32 %302, -3
  %304 = icmp ult i32 %303, -2
  br i1 %304, label %338, label %305

305:                                              ; preds = %295
  %306 = icmp eq i64 %284, 0
  br i1 %306, label %340, label %307

307:                                              ; preds = %305
  %308 = icmp ult i64 %284, 8
  %309 = sub i64 %298, %301
  %310 = icmp ult i64 %309, 32
  %311 = select i1 %308, i1 true, i1 %310
  br i1 %311, label %328, label %312

312:                                              ; preds = %307
  %313 = and i64 %284, -8
  br label %314

314:                                              ; preds = %314, %312
  %315 = phi i64 [ 0, %312 ], [ %324, %314 ]
  %316 = getelementptr inbounds i32, ptr %300, i64 %315
  %317 = getelementptr inbounds i8, ptr %316, i64 16
  %318 = load <4 x i32>, ptr %316, align 4, !tbaa !21
  %319 = load <4 x i32>, ptr %317, align 4, !tbaa !21
  %320 = lshr <4 x i32> %318, <i32 8, i32 8, i32 8, i32 8>
  %321 = lshr <4 x i32> %319, <i32 8, i32 8, i32 8, i32 8>
  %322 = getelementptr inbounds i32, ptr %297, i64 %315
  %323 = getelementptr inbounds i8, ptr %322, i64 16
  store <4 x i32> %320, ptr %322, align 4, !tbaa !21
  store <4 x i32> %321, ptr %323, align 4, !tbaa !21
  %324 = add nuw i64 %315, 8
  %325 = icmp eq i64 %324, %313
  br i1 %325, label %326, label %314, !llvm.loop !255

326:                                              ; preds = %314
  %327 = icmp eq i64 %284, %313
  br i1 %327, label %340, label %328

328:                                              ; preds = %326, %307
  %329 = phi i64 [ 0, %307 ], [ %313, %326 ]
  br label %330

330:                                              ; preds = %328, %330
  %331 = phi i64 [ %336, %330 ], [ %329, %328 ]
  %332 = getelementptr inbounds i32, ptr %300, i64 %331
  %333 = load i32, ptr %332, align 4, !tbaa !21
  %334 = lshr i32 %333, 8
  %335 = getelementptr inbounds i32, ptr %297, i64 %331
  store i32 %334, ptr %335, align 4, !tbaa !21
  %336 = add nuw i64 %331, 1
  %337 = icmp eq i64 %336, %284
  br i1 %337, label %340, label %330, !llvm.loop !256

338:                                              ; preds = %295
  %339 = shl i64 %284, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %297, ptr readonly align 4 %300, i64 %339, i1 false)
  br label %340

340:                                              ; preds = %330, %326, %338, %305, %288, %280
  %341 = load i32, ptr %47, align 4, !tbaa !55
  %342 = load i32, ptr %181, align 8, !tbaa !240
  %343 = add i32 %341, -6
  %344 = icmp ult i32 %343, -3
  %345 = icmp ne i32 %342, 1
  %346 = or i1 %344, %345
  br i1 %346, label %355, label %347

347:                                              ; preds = %340
  %348 = getelementptr inbounds i8, ptr %0, i64 3296
  %349 = load ptr, ptr %348, align 8, !tbaa !257
  %350 = getelementptr inbounds i8, ptr %5, i64 160
  %351 = load ptr, ptr %350, align 8, !tbaa !258
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %349, ptr noundef nonnull align 1 dereferenceable(1) %351, i64 %283, i1 false)
  %352 = getelementptr inbounds i8, ptr %5, i64 200
  %353 = load i64, ptr %352, align 8, !tbaa !259
  %354 = getelementptr inbounds i8, ptr %0, i64 3336
  store i64 %353, ptr %354, align 8, !tbaa !260
  br label %355

355:                                              ; preds = %347, %340
  %356 = getelementptr inbounds i8, ptr %0, i64 3288
  %357 = load i32, ptr %356, align 8, !tbaa !157
  %358 = icmp eq i32 %357, 0
  %359 = zext nneg i32 %357 to i64
  %360 = shl i64 4, %359
  %361 = getelementptr inbounds i8, ptr %0, i64 3360
  %362 = load ptr, ptr %361, align 8, !tbaa !160
  %363 = select i1 %358, i64 0, i64 %360
  tail call void @llvm.memset.p0.i64(ptr align 4 %362, i8 0, i64 %363, i1 false)
  %364 = load ptr, ptr %189, align 8, !tbaa !45
  %365 = getelementptr inbounds i8, ptr %0, i64 728
  %366 = load ptr, ptr %365, align 8, !tbaa !44
  %367 = icmp ult ptr %364, %366
  br i1 %367, label %368, label %369

368:                                              ; preds = %355
  store ptr %366, ptr %189, align 8, !tbaa !45
  br label %369

369:                                              ; preds = %368, %355
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %281, ptr noundef nonnull readonly align 8 dereferenceable(40) %177, i64 40, i1 false), !tbaa.struct !161
  %370 = getelementptr inbounds i8, ptr %5, i64 144
  %371 = getelementptr inbounds i8, ptr %0, i64 3280
  %372 = load <2 x i32>, ptr %370, align 8, !tbaa !21
  store <2 x i32> %372, ptr %371, align 8, !tbaa !21
  %373 = getelementptr inbounds i8, ptr %5, i64 6064
  %374 = load i32, ptr %373, align 8, !tbaa !248
  %375 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %374, ptr %375, align 8, !tbaa !162
  %376 = load i64, ptr %25, align 8, !tbaa !235
  %377 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %376, ptr %377, align 8, !tbaa !163
  %378 = load ptr, ptr %282, align 8, !tbaa !46
  %379 = getelementptr inbounds i8, ptr %5, i64 408
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5632) %378, ptr noundef nonnull readonly align 8 dereferenceable(5632) %379, i64 5632, i1 false)
  br label %380

380:                                              ; preds = %369, %176
  %381 = phi i64 [ 0, %369 ], [ %184, %176 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %11) #27
  br label %421

382:                                              ; preds = %24, %35, %39
  %383 = tail call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef %6, i64 noundef %7, i64 noundef %17, i32 noundef 0, i32 noundef %8)
  %384 = icmp ult i64 %383, -119
  br i1 %384, label %388, label %421

385:                                              ; preds = %21
  %386 = tail call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef %6, i64 noundef %7, i64 noundef %17, i32 noundef 0, i32 noundef %8)
  %387 = icmp ult i64 %386, -119
  br i1 %387, label %404, label %421

388:                                              ; preds = %382
  br i1 %12, label %404, label %389

389:                                              ; preds = %388
  %390 = getelementptr inbounds i8, ptr %0, i64 3224
  %391 = load ptr, ptr %390, align 8, !tbaa !46
  %392 = getelementptr inbounds i8, ptr %0, i64 3240
  %393 = getelementptr inbounds i8, ptr %0, i64 1056
  %394 = getelementptr inbounds i8, ptr %0, i64 704
  %395 = getelementptr inbounds i8, ptr %0, i64 240
  %396 = load ptr, ptr %5, align 8, !tbaa !261
  %397 = getelementptr inbounds i8, ptr %5, i64 8
  %398 = load i64, ptr %397, align 8, !tbaa !235
  %399 = getelementptr inbounds i8, ptr %5, i64 16
  %400 = load i32, ptr %399, align 8, !tbaa !262
  %401 = getelementptr inbounds i8, ptr %0, i64 3544
  %402 = load ptr, ptr %401, align 8, !tbaa !47
  %403 = tail call fastcc i64 @ZSTD_compress_insertDictionary(ptr noundef %391, ptr noundef nonnull %392, ptr noundef nonnull %393, ptr noundef nonnull %394, ptr noundef nonnull %395, ptr noundef %396, i64 noundef %398, i32 noundef %400, i32 noundef %4, i32 noundef 0, ptr noundef %402)
  br label %414

404:                                              ; preds = %385, %388
  %405 = getelementptr inbounds i8, ptr %0, i64 3224
  %406 = load ptr, ptr %405, align 8, !tbaa !46
  %407 = getelementptr inbounds i8, ptr %0, i64 3240
  %408 = getelementptr inbounds i8, ptr %0, i64 1056
  %409 = getelementptr inbounds i8, ptr %0, i64 704
  %410 = getelementptr inbounds i8, ptr %0, i64 240
  %411 = getelementptr inbounds i8, ptr %0, i64 3544
  %412 = load ptr, ptr %411, align 8, !tbaa !47
  %413 = tail call fastcc i64 @ZSTD_compress_insertDictionary(ptr noundef %406, ptr noundef nonnull %407, ptr noundef nonnull %408, ptr noundef nonnull %409, ptr noundef nonnull %410, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef 0, ptr noundef %412)
  br label %414

414:                                              ; preds = %404, %389
  %415 = phi i64 [ %403, %389 ], [ %413, %404 ]
  %416 = icmp ult i64 %415, -119
  br i1 %416, label %417, label %421

417:                                              ; preds = %414
  %418 = trunc i64 %415 to i32
  %419 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %418, ptr %419, align 8, !tbaa !162
  %420 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %17, ptr %420, align 8, !tbaa !163
  br label %421

421:                                              ; preds = %385, %417, %414, %380, %174, %382
  %422 = phi i64 [ %383, %382 ], [ %175, %174 ], [ %381, %380 ], [ %415, %414 ], [ 0, %417 ], [ %386, %385 ]
  ret i64 %422
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture noundef readonly %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = alloca %struct.ZSTD_CCtx_params_s, align 8
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %6) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %6, i8 0, i64 224, i1 false)
  %7 = getelementptr inbounds i8, ptr %6, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %7, ptr noundef nonnull readonly align 4 dereferenceable(28) %3, i64 28, i1 false), !tbaa.struct !53
  %8 = getelementptr inbounds i8, ptr %6, i64 32
  %9 = getelementptr inbounds i8, ptr %3, i64 28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %8, ptr noundef nonnull readonly align 4 dereferenceable(12) %9, i64 12, i1 false), !tbaa.struct !54
  %10 = getelementptr inbounds i8, ptr %6, i64 160
  %11 = getelementptr inbounds i8, ptr %3, i64 24
  %12 = load i32, ptr %11, align 4, !tbaa !55
  %13 = add i32 %12, -6
  %14 = icmp ult i32 %13, -3
  br i1 %14, label %15, label %19

15:                                               ; preds = %5
  store i32 2, ptr %10, align 8, !tbaa !56
  %16 = getelementptr inbounds i8, ptr %6, i64 140
  %17 = icmp ugt i32 %12, 6
  br i1 %17, label %24, label %18

18:                                               ; preds = %15
  store i32 2, ptr %16, align 4, !tbaa !57
  br label %30

19:                                               ; preds = %5
  %20 = load i32, ptr %3, align 4, !tbaa !58
  %21 = icmp ugt i32 %20, 14
  %22 = select i1 %21, i32 1, i32 2
  store i32 %22, ptr %10, align 8, !tbaa !56
  %23 = getelementptr inbounds i8, ptr %6, i64 140
  store i32 2, ptr %23, align 4, !tbaa !57
  br label %30

24:                                               ; preds = %15
  %25 = load i32, ptr %3, align 4, !tbaa !58
  %26 = icmp ugt i32 %25, 16
  %27 = select i1 %26, i32 1, i32 2
  store i32 %27, ptr %16, align 4, !tbaa !57
  %28 = icmp ugt i32 %25, 26
  %29 = select i1 %28, i32 1, i32 2
  br label %30

30:                                               ; preds = %19, %18, %24
  %31 = phi i32 [ 2, %19 ], [ %29, %24 ], [ 2, %18 ]
  %32 = getelementptr inbounds i8, ptr %6, i64 96
  store i32 %31, ptr %32, align 8, !tbaa !59
  %33 = getelementptr inbounds i8, ptr %6, i64 152
  store i64 131072, ptr %33, align 8, !tbaa !60
  %34 = getelementptr inbounds i8, ptr %6, i64 216
  store i32 2, ptr %34, align 8, !tbaa !61
  %35 = getelementptr inbounds i8, ptr %6, i64 20
  %36 = load i32, ptr %35, align 4, !tbaa !21
  %37 = getelementptr inbounds i8, ptr %6, i64 24
  %38 = load i32, ptr %37, align 8, !tbaa !21
  %39 = load <4 x i32>, ptr %7, align 4, !tbaa !21
  %40 = freeze <4 x i32> %39
  %41 = add <4 x i32> %40, <i32 -32, i32 -31, i32 -31, i32 -31>
  %42 = icmp ult <4 x i32> %41, <i32 -22, i32 -25, i32 -25, i32 -30>
  %43 = freeze i32 %36
  %44 = add i32 %43, -8
  %45 = icmp ult i32 %44, -5
  %46 = icmp ugt i32 %38, 131072
  %47 = bitcast <4 x i1> %42 to i4
  %48 = icmp ne i4 %47, 0
  %49 = or i1 %48, %45
  %50 = select i1 %49, i1 true, i1 %46
  br i1 %50, label %103, label %51

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %6, i64 28
  %53 = load i32, ptr %52, align 4, !tbaa !21
  %54 = add i32 %53, -1
  %55 = icmp ult i32 %54, 9
  br i1 %55, label %56, label %103

56:                                               ; preds = %51
  %57 = icmp eq ptr @ZSTD_trace_compress_begin, null
  br i1 %57, label %60, label %58

58:                                               ; preds = %56
  %59 = tail call i64 @ZSTD_trace_compress_begin(ptr noundef %0) #27
  br label %60

60:                                               ; preds = %58, %56
  %61 = phi i64 [ %59, %58 ], [ 0, %56 ]
  %62 = getelementptr inbounds i8, ptr %0, i64 3760
  store i64 %61, ptr %62, align 8, !tbaa !237
  %63 = call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef nonnull readonly %6, i64 noundef %4, i64 noundef %2, i32 noundef 0, i32 noundef 0)
  %64 = icmp ult i64 %63, -119
  br i1 %64, label %65, label %103

65:                                               ; preds = %60
  %66 = getelementptr inbounds i8, ptr %0, i64 3224
  %67 = load ptr, ptr %66, align 8, !tbaa !46
  %68 = getelementptr inbounds i8, ptr %0, i64 3240
  %69 = getelementptr inbounds i8, ptr %0, i64 1056
  %70 = getelementptr inbounds i8, ptr %0, i64 704
  %71 = getelementptr inbounds i8, ptr %0, i64 240
  %72 = getelementptr inbounds i8, ptr %0, i64 3544
  %73 = load ptr, ptr %72, align 8, !tbaa !47
  %74 = icmp eq ptr %1, null
  %75 = icmp ult i64 %2, 8
  %76 = or i1 %74, %75
  br i1 %76, label %99, label %77

77:                                               ; preds = %65
  %78 = getelementptr inbounds i8, ptr %67, i64 5616
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %78, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !21
  %79 = getelementptr inbounds i8, ptr %67, i64 2056
  store i32 0, ptr %79, align 8, !tbaa !143
  %80 = getelementptr inbounds i8, ptr %67, i64 5604
  store i32 0, ptr %80, align 4, !tbaa !148
  %81 = getelementptr inbounds i8, ptr %67, i64 5608
  store <2 x i32> zeroinitializer, ptr %81, align 8, !tbaa !21
  %82 = load i32, ptr %1, align 1, !tbaa !21
  %83 = icmp eq i32 %82, -332356553
  br i1 %83, label %85, label %84

84:                                               ; preds = %77
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef nonnull %68, ptr noundef nonnull %69, ptr noundef nonnull %70, ptr noundef nonnull %71, ptr noundef nonnull %1, i64 noundef %2, i32 noundef 0, i32 noundef 0)
  br label %99

85:                                               ; preds = %77
  %86 = getelementptr inbounds i8, ptr %0, i64 280
  %87 = load i32, ptr %86, align 8, !tbaa !78
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %89, label %92

89:                                               ; preds = %85
  %90 = getelementptr inbounds i8, ptr %1, i64 4
  %91 = load i32, ptr %90, align 1, !tbaa !21
  br label %92

92:                                               ; preds = %89, %85
  %93 = phi i32 [ %91, %89 ], [ 0, %85 ]
  %94 = tail call i64 @ZSTD_loadCEntropy(ptr noundef nonnull %67, ptr noundef %73, ptr noundef nonnull %1, i64 noundef %2)
  %95 = icmp ult i64 %94, -119
  br i1 %95, label %96, label %103

96:                                               ; preds = %92
  %97 = getelementptr inbounds i8, ptr %1, i64 %94
  %98 = sub nsw i64 %2, %94
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef nonnull %68, ptr noundef null, ptr noundef nonnull %70, ptr noundef nonnull %71, ptr noundef nonnull %97, i64 noundef %98, i32 noundef 0, i32 noundef 0)
  br label %99

99:                                               ; preds = %84, %96, %65
  %100 = phi i32 [ 0, %65 ], [ %93, %96 ], [ 0, %84 ]
  %101 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %100, ptr %101, align 8, !tbaa !162
  %102 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %2, ptr %102, align 8, !tbaa !163
  br label %103

103:                                              ; preds = %99, %60, %92, %30, %51
  %104 = phi i64 [ -42, %51 ], [ -42, %30 ], [ 0, %99 ], [ %63, %60 ], [ %94, %92 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %6) #27
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
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %5) #27
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
  %27 = load i32, ptr %26, align 4, !tbaa !21, !noalias !263
  br label %32

28:                                               ; preds = %18
  %29 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %16, i64 0
  %30 = tail call i32 @llvm.umax.i32(i32 %3, i32 -131072)
  %31 = sub nsw i32 0, %30
  br label %32

32:                                               ; preds = %23, %28
  %33 = phi ptr [ %25, %23 ], [ %29, %28 ]
  %34 = phi i64 [ %24, %23 ], [ 0, %28 ]
  %35 = phi i32 [ %27, %23 ], [ %31, %28 ]
  %36 = getelementptr inbounds i8, ptr %33, i64 12
  %37 = load <2 x i32>, ptr %36, align 4, !tbaa !21, !noalias !263
  %38 = getelementptr inbounds i8, ptr %33, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !21, !noalias !263
  %40 = getelementptr inbounds i8, ptr %33, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !21, !noalias !263
  %42 = load i32, ptr %33, align 4, !tbaa !21, !noalias !263
  %43 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %16, i64 %34, i32 6
  %44 = load i32, ptr %43, align 4, !tbaa !21, !noalias !263
  %45 = add i32 %44, -7
  %46 = icmp ult i32 %45, 3
  %47 = select i1 %46, i32 6, i32 %44
  %48 = tail call i32 @llvm.umax.i32(i32 %42, i32 10)
  %49 = add i32 %44, -6
  %50 = icmp ult i32 %49, -3
  br i1 %50, label %59, label %51

51:                                               ; preds = %32
  %52 = extractelement <2 x i32> %37, i64 0
  %53 = icmp ult i32 %52, 6
  %54 = icmp ult i32 %52, 4
  %55 = or disjoint i32 %52, 24
  %56 = select i1 %53, i32 %55, i32 30
  %57 = select i1 %54, i32 28, i32 %56
  %58 = tail call i32 @llvm.umin.i32(i32 %39, i32 %57)
  br label %59

59:                                               ; preds = %51, %32
  %60 = phi i32 [ %39, %32 ], [ %58, %51 ]
  %61 = select i1 %17, i32 3, i32 %3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %5, i8 0, i64 224, i1 false)
  %62 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %48, ptr %62, align 4, !tbaa !21
  %63 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %41, ptr %63, align 8, !tbaa !21
  %64 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 %60, ptr %64, align 4, !tbaa !21
  %65 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x i32> %37, ptr %65, align 8, !tbaa !21
  %66 = getelementptr inbounds i8, ptr %5, i64 24
  store i32 %35, ptr %66, align 8, !tbaa !21
  %67 = getelementptr inbounds i8, ptr %5, i64 28
  store i32 %47, ptr %67, align 4, !tbaa !21
  %68 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 1, ptr %68, align 8, !tbaa !21
  %69 = getelementptr inbounds i8, ptr %5, i64 44
  store i32 %61, ptr %69, align 4, !tbaa !6
  %70 = getelementptr inbounds i8, ptr %5, i64 160
  %71 = add i32 %47, -6
  %72 = icmp ult i32 %71, -3
  br i1 %72, label %73, label %77

73:                                               ; preds = %59
  store i32 2, ptr %70, align 8, !tbaa !56
  %74 = getelementptr inbounds i8, ptr %5, i64 140
  %75 = icmp ugt i32 %47, 6
  br i1 %75, label %81, label %76

76:                                               ; preds = %73
  store i32 2, ptr %74, align 4, !tbaa !57
  br label %86

77:                                               ; preds = %59
  %78 = icmp ugt i32 %42, 14
  %79 = select i1 %78, i32 1, i32 2
  store i32 %79, ptr %70, align 8, !tbaa !56
  %80 = getelementptr inbounds i8, ptr %5, i64 140
  store i32 2, ptr %80, align 4, !tbaa !57
  br label %86

81:                                               ; preds = %73
  %82 = icmp ugt i32 %42, 16
  %83 = select i1 %82, i32 1, i32 2
  store i32 %83, ptr %74, align 4, !tbaa !57
  %84 = icmp ugt i32 %42, 26
  %85 = select i1 %84, i32 1, i32 2
  br label %86

86:                                               ; preds = %77, %76, %81
  %87 = phi i32 [ 2, %77 ], [ %85, %81 ], [ 2, %76 ]
  %88 = getelementptr inbounds i8, ptr %5, i64 96
  store i32 %87, ptr %88, align 8, !tbaa !59
  %89 = getelementptr inbounds i8, ptr %5, i64 152
  store i64 131072, ptr %89, align 8, !tbaa !60
  %90 = getelementptr inbounds i8, ptr %5, i64 216
  %91 = icmp slt i32 %61, 10
  %92 = select i1 %91, i32 2, i32 1
  store i32 %92, ptr %90, align 8, !tbaa !61
  %93 = icmp eq ptr @ZSTD_trace_compress_begin, null
  br i1 %93, label %96, label %94

94:                                               ; preds = %86
  %95 = tail call i64 @ZSTD_trace_compress_begin(ptr noundef %0) #27
  br label %96

96:                                               ; preds = %94, %86
  %97 = phi i64 [ %95, %94 ], [ 0, %86 ]
  %98 = getelementptr inbounds i8, ptr %0, i64 3760
  store i64 %97, ptr %98, align 8, !tbaa !237
  %99 = call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef nonnull readonly %5, i64 noundef -1, i64 noundef %2, i32 noundef 0, i32 noundef 0)
  %100 = icmp ult i64 %99, -119
  br i1 %100, label %101, label %139

101:                                              ; preds = %96
  %102 = getelementptr inbounds i8, ptr %0, i64 3224
  %103 = load ptr, ptr %102, align 8, !tbaa !46
  %104 = getelementptr inbounds i8, ptr %0, i64 3240
  %105 = getelementptr inbounds i8, ptr %0, i64 1056
  %106 = getelementptr inbounds i8, ptr %0, i64 704
  %107 = getelementptr inbounds i8, ptr %0, i64 240
  %108 = getelementptr inbounds i8, ptr %0, i64 3544
  %109 = load ptr, ptr %108, align 8, !tbaa !47
  %110 = icmp eq ptr %1, null
  %111 = icmp ult i64 %2, 8
  %112 = or i1 %110, %111
  br i1 %112, label %135, label %113

113:                                              ; preds = %101
  %114 = getelementptr inbounds i8, ptr %103, i64 5616
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %114, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !21
  %115 = getelementptr inbounds i8, ptr %103, i64 2056
  store i32 0, ptr %115, align 8, !tbaa !143
  %116 = getelementptr inbounds i8, ptr %103, i64 5604
  store i32 0, ptr %116, align 4, !tbaa !148
  %117 = getelementptr inbounds i8, ptr %103, i64 5608
  store <2 x i32> zeroinitializer, ptr %117, align 8, !tbaa !21
  %118 = load i32, ptr %1, align 1, !tbaa !21
  %119 = icmp eq i32 %118, -332356553
  br i1 %119, label %121, label %120

120:                                              ; preds = %113
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef nonnull %104, ptr noundef nonnull %105, ptr noundef nonnull %106, ptr noundef nonnull %107, ptr noundef nonnull %1, i64 noundef %2, i32 noundef 0, i32 noundef 0)
  br label %135

121:                                              ; preds = %113
  %122 = getelementptr inbounds i8, ptr %0, i64 280
  %123 = load i32, ptr %122, align 8, !tbaa !78
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %125, label %128

125:                                              ; preds = %121
  %126 = getelementptr inbounds i8, ptr %1, i64 4
  %127 = load i32, ptr %126, align 1, !tbaa !21
  br label %128

128:                                              ; preds = %125, %121
  %129 = phi i32 [ %127, %125 ], [ 0, %121 ]
  %130 = tail call i64 @ZSTD_loadCEntropy(ptr noundef nonnull %103, ptr noundef %109, ptr noundef nonnull %1, i64 noundef %2)
  %131 = icmp ult i64 %130, -119
  br i1 %131, label %132, label %139

132:                                              ; preds = %128
  %133 = getelementptr inbounds i8, ptr %1, i64 %130
  %134 = sub nsw i64 %2, %130
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef nonnull %104, ptr noundef null, ptr noundef nonnull %106, ptr noundef nonnull %107, ptr noundef nonnull %133, i64 noundef %134, i32 noundef 0, i32 noundef 0)
  br label %135

135:                                              ; preds = %120, %132, %101
  %136 = phi i32 [ 0, %101 ], [ %129, %132 ], [ 0, %120 ]
  %137 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %136, ptr %137, align 8, !tbaa !162
  %138 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %2, ptr %138, align 8, !tbaa !163
  br label %139

139:                                              ; preds = %128, %96, %135
  %140 = phi i64 [ 0, %135 ], [ %99, %96 ], [ %130, %128 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %5) #27
  ret i64 %140
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
  %5 = load i64, ptr %4, align 8, !tbaa !237
  %6 = icmp ne i64 %5, 0
  %7 = icmp ne ptr @ZSTD_trace_compress_end, null
  %8 = and i1 %7, %6
  br i1 %8, label %9, label %42

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %0, i64 3576
  %11 = load i64, ptr %10, align 8, !tbaa !268
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %22

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 3616
  %15 = load i64, ptr %14, align 8, !tbaa !269
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %0, i64 316
  %19 = load i32, ptr %18, align 4, !tbaa !270
  %20 = icmp sgt i32 %19, 0
  %21 = zext i1 %20 to i32
  br label %22

22:                                               ; preds = %17, %13, %9
  %23 = phi i32 [ 1, %13 ], [ 1, %9 ], [ %21, %17 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #27
  %24 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %24, i8 0, i64 56, i1 false)
  store i32 10507, ptr %3, align 8, !tbaa !271
  %25 = getelementptr inbounds i8, ptr %3, i64 4
  store i32 %23, ptr %25, align 4, !tbaa !273
  %26 = getelementptr inbounds i8, ptr %0, i64 688
  %27 = load i32, ptr %26, align 8, !tbaa !162
  %28 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 %27, ptr %28, align 8, !tbaa !274
  %29 = getelementptr inbounds i8, ptr %0, i64 696
  %30 = load i64, ptr %29, align 8, !tbaa !163
  %31 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 %30, ptr %31, align 8, !tbaa !275
  %32 = getelementptr inbounds i8, ptr %0, i64 792
  %33 = load i64, ptr %32, align 8, !tbaa !136
  %34 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 %33, ptr %34, align 8, !tbaa !276
  %35 = getelementptr inbounds i8, ptr %0, i64 800
  %36 = load i64, ptr %35, align 8, !tbaa !140
  %37 = add i64 %36, %1
  %38 = getelementptr inbounds i8, ptr %3, i64 32
  store i64 %37, ptr %38, align 8, !tbaa !277
  %39 = getelementptr inbounds i8, ptr %0, i64 240
  %40 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr %39, ptr %40, align 8, !tbaa !278
  %41 = getelementptr inbounds i8, ptr %3, i64 48
  store ptr %0, ptr %41, align 8, !tbaa !279
  call void @ZSTD_trace_compress_end(i64 noundef %5, ptr noundef nonnull %3) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #27
  br label %42

42:                                               ; preds = %22, %2
  store i64 0, ptr %4, align 8, !tbaa !237
  ret void
}

declare extern_weak void @ZSTD_trace_compress_end(i64 noundef, ptr noundef) #12

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressEnd_public(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = alloca %struct.ZSTD_Trace, align 8
  %7 = tail call fastcc i64 @ZSTD_compressContinue_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 1, i32 noundef 1)
  %8 = icmp ult i64 %7, -119
  br i1 %8, label %9, label %120

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %1, i64 %7
  %11 = sub i64 %2, %7
  %12 = load i32, ptr %0, align 8, !tbaa !149
  switch i32 %12, label %46 [
    i32 0, label %120
    i32 1, label %13
    i32 3, label %52
  ]

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 272
  %15 = getelementptr inbounds i8, ptr %0, i64 276
  %16 = load i32, ptr %15, align 4, !tbaa !77
  %17 = icmp sgt i32 %16, 0
  %18 = getelementptr inbounds i8, ptr %0, i64 244
  %19 = load i32, ptr %18, align 4, !tbaa !70
  %20 = load i32, ptr %14, align 8, !tbaa !17
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
  %31 = load i32, ptr %30, align 8, !tbaa !69
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %34

33:                                               ; preds = %29
  store i32 -47205080, ptr %10, align 1, !tbaa !21
  br label %34

34:                                               ; preds = %33, %29
  %35 = phi i64 [ 4, %33 ], [ 0, %29 ]
  %36 = or disjoint i64 %35, 1
  %37 = getelementptr inbounds i8, ptr %10, i64 %35
  store i8 %27, ptr %37, align 1, !tbaa !174
  %38 = select i1 %21, i8 %24, i8 0
  %39 = getelementptr inbounds i8, ptr %10, i64 %36
  store i8 %38, ptr %39, align 1
  %40 = or disjoint i64 %35, 2
  %41 = getelementptr inbounds i8, ptr %10, i64 %40
  store i32 2, ptr %0, align 8, !tbaa !149
  store i16 1, ptr %41, align 1, !tbaa !204
  %42 = getelementptr inbounds i8, ptr %41, i64 2
  store i8 0, ptr %42, align 1, !tbaa !174
  %43 = getelementptr inbounds i8, ptr %41, i64 3
  %44 = add i64 %11, -3
  %45 = sub nuw i64 %44, %40
  br label %52

46:                                               ; preds = %9
  %47 = icmp ugt i64 %11, 2
  br i1 %47, label %48, label %120

48:                                               ; preds = %46
  store i16 1, ptr %10, align 1, !tbaa !204
  %49 = getelementptr inbounds i8, ptr %10, i64 2
  store i8 0, ptr %49, align 1, !tbaa !174
  %50 = getelementptr inbounds i8, ptr %10, i64 3
  %51 = add i64 %11, -3
  br label %52

52:                                               ; preds = %48, %34, %9
  %53 = phi ptr [ %43, %34 ], [ %50, %48 ], [ %10, %9 ]
  %54 = phi i64 [ %45, %34 ], [ %51, %48 ], [ %11, %9 ]
  %55 = getelementptr inbounds i8, ptr %0, i64 276
  %56 = load i32, ptr %55, align 4, !tbaa !218
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %65, label %58

58:                                               ; preds = %52
  %59 = icmp ugt i64 %54, 3
  br i1 %59, label %60, label %120

60:                                               ; preds = %58
  %61 = getelementptr inbounds i8, ptr %0, i64 808
  %62 = tail call fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef nonnull %61) #30
  %63 = trunc i64 %62 to i32
  store i32 %63, ptr %53, align 1, !tbaa !21
  %64 = getelementptr inbounds i8, ptr %53, i64 4
  br label %65

65:                                               ; preds = %52, %60
  %66 = phi ptr [ %53, %52 ], [ %64, %60 ]
  store i32 0, ptr %0, align 8, !tbaa !149
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
  %77 = load i64, ptr %76, align 8, !tbaa !136
  %78 = add i64 %77, 1
  %79 = icmp eq i64 %73, %78
  br i1 %79, label %80, label %120

80:                                               ; preds = %75, %71
  %81 = getelementptr inbounds i8, ptr %0, i64 3760
  %82 = load i64, ptr %81, align 8, !tbaa !237
  %83 = icmp ne i64 %82, 0
  %84 = icmp ne ptr @ZSTD_trace_compress_end, null
  %85 = and i1 %84, %83
  br i1 %85, label %86, label %118

86:                                               ; preds = %80
  %87 = getelementptr inbounds i8, ptr %0, i64 3576
  %88 = load i64, ptr %87, align 8, !tbaa !268
  %89 = icmp eq i64 %88, 0
  br i1 %89, label %90, label %99

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %0, i64 3616
  %92 = load i64, ptr %91, align 8, !tbaa !269
  %93 = icmp eq i64 %92, 0
  br i1 %93, label %94, label %99

94:                                               ; preds = %90
  %95 = getelementptr inbounds i8, ptr %0, i64 316
  %96 = load i32, ptr %95, align 4, !tbaa !270
  %97 = icmp sgt i32 %96, 0
  %98 = zext i1 %97 to i32
  br label %99

99:                                               ; preds = %94, %90, %86
  %100 = phi i32 [ 1, %90 ], [ 1, %86 ], [ %98, %94 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #27
  %101 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %101, i8 0, i64 56, i1 false)
  store i32 10507, ptr %6, align 8, !tbaa !271
  %102 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 %100, ptr %102, align 4, !tbaa !273
  %103 = getelementptr inbounds i8, ptr %0, i64 688
  %104 = load i32, ptr %103, align 8, !tbaa !162
  store i32 %104, ptr %101, align 8, !tbaa !274
  %105 = getelementptr inbounds i8, ptr %0, i64 696
  %106 = load i64, ptr %105, align 8, !tbaa !163
  %107 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 %106, ptr %107, align 8, !tbaa !275
  %108 = getelementptr inbounds i8, ptr %0, i64 792
  %109 = load i64, ptr %108, align 8, !tbaa !136
  %110 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 %109, ptr %110, align 8, !tbaa !276
  %111 = getelementptr inbounds i8, ptr %0, i64 800
  %112 = load i64, ptr %111, align 8, !tbaa !140
  %113 = add i64 %112, %69
  %114 = getelementptr inbounds i8, ptr %6, i64 32
  store i64 %113, ptr %114, align 8, !tbaa !277
  %115 = getelementptr inbounds i8, ptr %0, i64 240
  %116 = getelementptr inbounds i8, ptr %6, i64 40
  store ptr %115, ptr %116, align 8, !tbaa !278
  %117 = getelementptr inbounds i8, ptr %6, i64 48
  store ptr %0, ptr %117, align 8, !tbaa !279
  call void @ZSTD_trace_compress_end(i64 noundef %82, ptr noundef nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #27
  br label %118

118:                                              ; preds = %80, %99
  store i64 0, ptr %81, align 8, !tbaa !237
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
define dso_local i64 @ZSTD_compress_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr nocapture noundef readonly %7) local_unnamed_addr #2 {
  %9 = getelementptr inbounds i8, ptr %7, i64 16
  %10 = load i32, ptr %9, align 4, !tbaa !21
  %11 = getelementptr inbounds i8, ptr %7, i64 20
  %12 = load i32, ptr %11, align 4, !tbaa !21
  %13 = getelementptr inbounds i8, ptr %7, i64 24
  %14 = load <4 x i32>, ptr %7, align 4, !tbaa !21
  %15 = freeze <4 x i32> %14
  %16 = add <4 x i32> %15, <i32 -32, i32 -31, i32 -31, i32 -31>
  %17 = icmp ult <4 x i32> %16, <i32 -22, i32 -25, i32 -25, i32 -30>
  %18 = freeze i32 %10
  %19 = add i32 %18, -8
  %20 = icmp ult i32 %19, -5
  %21 = icmp ugt i32 %12, 131072
  %22 = bitcast <4 x i1> %17 to i4
  %23 = icmp ne i4 %22, 0
  %24 = or i1 %23, %20
  %25 = select i1 %24, i1 true, i1 %21
  br i1 %25, label %61, label %26

26:                                               ; preds = %8
  %27 = load i32, ptr %13, align 4, !tbaa !21
  %28 = add i32 %27, -1
  %29 = icmp ult i32 %28, 9
  br i1 %29, label %30, label %61

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %0, i64 464
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %31, i8 0, i64 224, i1 false)
  %32 = getelementptr inbounds i8, ptr %0, i64 468
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %32, ptr noundef nonnull readonly align 4 dereferenceable(28) %7, i64 28, i1 false), !tbaa.struct !53
  %33 = getelementptr inbounds i8, ptr %0, i64 496
  %34 = getelementptr inbounds i8, ptr %7, i64 28
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %33, ptr noundef nonnull readonly align 4 dereferenceable(12) %34, i64 12, i1 false), !tbaa.struct !54
  %35 = getelementptr inbounds i8, ptr %0, i64 508
  store i32 0, ptr %35, align 4, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %0, i64 624
  %37 = load i32, ptr %13, align 4, !tbaa !55
  %38 = add i32 %37, -6
  %39 = icmp ult i32 %38, -3
  br i1 %39, label %40, label %44

40:                                               ; preds = %30
  store i32 2, ptr %36, align 8, !tbaa !56
  %41 = getelementptr inbounds i8, ptr %0, i64 604
  %42 = icmp ugt i32 %37, 6
  br i1 %42, label %49, label %43

43:                                               ; preds = %40
  store i32 2, ptr %41, align 4, !tbaa !57
  br label %55

44:                                               ; preds = %30
  %45 = load i32, ptr %7, align 4, !tbaa !58
  %46 = icmp ugt i32 %45, 14
  %47 = select i1 %46, i32 1, i32 2
  store i32 %47, ptr %36, align 8, !tbaa !56
  %48 = getelementptr inbounds i8, ptr %0, i64 604
  store i32 2, ptr %48, align 4, !tbaa !57
  br label %55

49:                                               ; preds = %40
  %50 = load i32, ptr %7, align 4, !tbaa !58
  %51 = icmp ugt i32 %50, 16
  %52 = select i1 %51, i32 1, i32 2
  store i32 %52, ptr %41, align 4, !tbaa !57
  %53 = icmp ugt i32 %50, 26
  %54 = select i1 %53, i32 1, i32 2
  br label %55

55:                                               ; preds = %44, %43, %49
  %56 = phi i32 [ 2, %44 ], [ %54, %49 ], [ 2, %43 ]
  %57 = getelementptr inbounds i8, ptr %0, i64 560
  store i32 %56, ptr %57, align 8, !tbaa !59
  %58 = getelementptr inbounds i8, ptr %0, i64 616
  store i64 131072, ptr %58, align 8, !tbaa !60
  %59 = getelementptr inbounds i8, ptr %0, i64 680
  store i32 2, ptr %59, align 8, !tbaa !61
  %60 = tail call i64 @ZSTD_compress_advanced_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef nonnull %31)
  br label %61

61:                                               ; preds = %8, %26, %55
  %62 = phi i64 [ -42, %26 ], [ %60, %55 ], [ -42, %8 ]
  ret i64 %62
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress_advanced_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr nocapture noundef readonly %7) local_unnamed_addr #2 {
  %9 = icmp eq ptr @ZSTD_trace_compress_begin, null
  br i1 %9, label %12, label %10

10:                                               ; preds = %8
  %11 = tail call i64 @ZSTD_trace_compress_begin(ptr noundef %0) #27
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %11, %10 ], [ 0, %8 ]
  %14 = getelementptr inbounds i8, ptr %0, i64 3760
  store i64 %13, ptr %14, align 8, !tbaa !237
  %15 = tail call fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef nonnull %0, ptr noundef readonly %7, i64 noundef %4, i64 noundef %6, i32 noundef 0, i32 noundef 0)
  %16 = icmp ult i64 %15, -119
  br i1 %16, label %17, label %56

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %0, i64 3224
  %19 = load ptr, ptr %18, align 8, !tbaa !46
  %20 = getelementptr inbounds i8, ptr %0, i64 3240
  %21 = getelementptr inbounds i8, ptr %0, i64 1056
  %22 = getelementptr inbounds i8, ptr %0, i64 704
  %23 = getelementptr inbounds i8, ptr %0, i64 240
  %24 = getelementptr inbounds i8, ptr %0, i64 3544
  %25 = load ptr, ptr %24, align 8, !tbaa !47
  %26 = icmp eq ptr %5, null
  %27 = icmp ult i64 %6, 8
  %28 = or i1 %26, %27
  br i1 %28, label %51, label %29

29:                                               ; preds = %17
  %30 = getelementptr inbounds i8, ptr %19, i64 5616
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %30, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !21
  %31 = getelementptr inbounds i8, ptr %19, i64 2056
  store i32 0, ptr %31, align 8, !tbaa !143
  %32 = getelementptr inbounds i8, ptr %19, i64 5604
  store i32 0, ptr %32, align 4, !tbaa !148
  %33 = getelementptr inbounds i8, ptr %19, i64 5608
  store <2 x i32> zeroinitializer, ptr %33, align 8, !tbaa !21
  %34 = load i32, ptr %5, align 1, !tbaa !21
  %35 = icmp eq i32 %34, -332356553
  br i1 %35, label %37, label %36

36:                                               ; preds = %29
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef nonnull %20, ptr noundef nonnull %21, ptr noundef nonnull %22, ptr noundef nonnull %23, ptr noundef nonnull %5, i64 noundef %6, i32 noundef 0, i32 noundef 0)
  br label %51

37:                                               ; preds = %29
  %38 = getelementptr inbounds i8, ptr %0, i64 280
  %39 = load i32, ptr %38, align 8, !tbaa !78
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %44

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %5, i64 4
  %43 = load i32, ptr %42, align 1, !tbaa !21
  br label %44

44:                                               ; preds = %41, %37
  %45 = phi i32 [ %43, %41 ], [ 0, %37 ]
  %46 = tail call i64 @ZSTD_loadCEntropy(ptr noundef nonnull %19, ptr noundef %25, ptr noundef nonnull %5, i64 noundef %6)
  %47 = icmp ult i64 %46, -119
  br i1 %47, label %48, label %56

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %5, i64 %46
  %50 = sub nsw i64 %6, %46
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef nonnull %20, ptr noundef null, ptr noundef nonnull %22, ptr noundef nonnull %23, ptr noundef nonnull %49, i64 noundef %50, i32 noundef 0, i32 noundef 0)
  br label %51

51:                                               ; preds = %36, %48, %17
  %52 = phi i32 [ 0, %17 ], [ %45, %48 ], [ 0, %36 ]
  %53 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 %52, ptr %53, align 8, !tbaa !162
  %54 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 %6, ptr %54, align 8, !tbaa !163
  %55 = tail call i64 @ZSTD_compressEnd_public(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4)
  br label %56

56:                                               ; preds = %44, %12, %51
  %57 = phi i64 [ %55, %51 ], [ %46, %44 ], [ %15, %12 ]
  ret i64 %57
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
  %40 = load i32, ptr %39, align 4, !tbaa !21, !noalias !280
  br label %45

41:                                               ; preds = %31
  %42 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %29, i64 0
  %43 = tail call i32 @llvm.umax.i32(i32 %7, i32 -131072)
  %44 = sub nsw i32 0, %43
  br label %45

45:                                               ; preds = %36, %41
  %46 = phi ptr [ %38, %36 ], [ %42, %41 ]
  %47 = phi i64 [ %37, %36 ], [ 0, %41 ]
  %48 = phi i32 [ %40, %36 ], [ %44, %41 ]
  %49 = getelementptr inbounds i8, ptr %46, i64 12
  %50 = load <2 x i32>, ptr %49, align 4, !tbaa !21, !noalias !280
  %51 = getelementptr inbounds i8, ptr %46, i64 8
  %52 = load i32, ptr %51, align 4, !tbaa !21, !noalias !280
  %53 = getelementptr inbounds i8, ptr %46, i64 4
  %54 = load i32, ptr %53, align 4, !tbaa !21, !noalias !280
  %55 = load i32, ptr %46, align 4, !tbaa !21, !noalias !280
  %56 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %47, i32 6
  %57 = load i32, ptr %56, align 4, !tbaa !21, !noalias !280
  %58 = add i32 %57, -7
  %59 = icmp ult i32 %58, 3
  %60 = select i1 %59, i32 6, i32 %57
  %61 = icmp ult i64 %4, 1073741825
  %62 = icmp ult i64 %10, 1073741825
  %63 = and i1 %61, %62
  br i1 %63, label %64, label %73

64:                                               ; preds = %45
  %65 = add nuw nsw i64 %10, %4
  %66 = icmp ult i64 %65, 64
  %67 = trunc nuw i64 %65 to i32
  %68 = add i32 %67, -1
  %69 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %68, i1 false)
  %70 = sub nuw nsw i32 32, %69
  %71 = select i1 %66, i32 6, i32 %70
  %72 = tail call i32 @llvm.umin.i32(i32 %55, i32 %71)
  br label %74

73:                                               ; preds = %45
  br i1 %11, label %100, label %74

74:                                               ; preds = %64, %73
  %75 = phi i32 [ %55, %73 ], [ %72, %64 ]
  br i1 %12, label %89, label %76

76:                                               ; preds = %74
  %77 = zext nneg i32 %75 to i64
  %78 = shl nuw i64 1, %77
  %79 = add i64 %78, %10
  %80 = add i64 %10, %4
  %81 = icmp ult i64 %78, %80
  br i1 %81, label %82, label %89

82:                                               ; preds = %76
  %83 = icmp ugt i64 %79, 2147483647
  br i1 %83, label %89, label %84

84:                                               ; preds = %82
  %85 = trunc nuw nsw i64 %79 to i32
  %86 = add nsw i32 %85, -1
  %87 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %86, i1 false)
  %88 = sub nuw nsw i32 32, %87
  br label %89

89:                                               ; preds = %84, %82, %76, %74
  %90 = phi i32 [ %75, %74 ], [ %88, %84 ], [ %75, %76 ], [ 31, %82 ]
  %91 = icmp ugt i32 %60, 5
  %92 = sext i1 %91 to i32
  %93 = add i32 %54, %92
  %94 = add i32 %90, 1
  %95 = tail call i32 @llvm.umin.i32(i32 %52, i32 %94)
  %96 = icmp ugt i32 %93, %90
  br i1 %96, label %97, label %100

97:                                               ; preds = %89
  %98 = zext i1 %91 to i32
  %99 = add nuw i32 %90, %98
  br label %100

100:                                              ; preds = %97, %89, %73
  %101 = phi i32 [ %95, %97 ], [ %95, %89 ], [ %52, %73 ]
  %102 = phi i32 [ %99, %97 ], [ %54, %89 ], [ %54, %73 ]
  %103 = phi i32 [ %75, %97 ], [ %75, %89 ], [ %55, %73 ]
  %104 = tail call i32 @llvm.umax.i32(i32 %103, i32 10)
  %105 = add i32 %60, -6
  %106 = icmp ult i32 %105, -3
  br i1 %106, label %115, label %107

107:                                              ; preds = %100
  %108 = extractelement <2 x i32> %50, i64 0
  %109 = icmp ult i32 %108, 6
  %110 = icmp ult i32 %108, 4
  %111 = or disjoint i32 %108, 24
  %112 = select i1 %109, i32 %111, i32 30
  %113 = select i1 %110, i32 28, i32 %112
  %114 = tail call i32 @llvm.umin.i32(i32 %101, i32 %113)
  br label %115

115:                                              ; preds = %107, %100
  %116 = phi i32 [ %101, %100 ], [ %114, %107 ]
  %117 = getelementptr inbounds i8, ptr %0, i64 464
  %118 = select i1 %30, i32 3, i32 %7
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %117, i8 0, i64 224, i1 false)
  %119 = getelementptr inbounds i8, ptr %0, i64 468
  store i32 %104, ptr %119, align 4, !tbaa !21
  %120 = getelementptr inbounds i8, ptr %0, i64 472
  store i32 %102, ptr %120, align 4, !tbaa !21
  %121 = getelementptr inbounds i8, ptr %0, i64 476
  store i32 %116, ptr %121, align 4, !tbaa !21
  %122 = getelementptr inbounds i8, ptr %0, i64 480
  store <2 x i32> %50, ptr %122, align 4, !tbaa !21
  %123 = getelementptr inbounds i8, ptr %0, i64 488
  store i32 %48, ptr %123, align 4, !tbaa !21
  %124 = getelementptr inbounds i8, ptr %0, i64 492
  store i32 %60, ptr %124, align 4, !tbaa !21
  %125 = getelementptr inbounds i8, ptr %0, i64 496
  store i32 1, ptr %125, align 8, !tbaa !21
  %126 = getelementptr inbounds i8, ptr %0, i64 508
  store i32 %118, ptr %126, align 4, !tbaa !6
  %127 = getelementptr inbounds i8, ptr %0, i64 624
  br i1 %106, label %128, label %132

128:                                              ; preds = %115
  store i32 2, ptr %127, align 8, !tbaa !56
  %129 = getelementptr inbounds i8, ptr %0, i64 604
  %130 = icmp ugt i32 %60, 6
  br i1 %130, label %136, label %131

131:                                              ; preds = %128
  store i32 2, ptr %129, align 4, !tbaa !57
  br label %141

132:                                              ; preds = %115
  %133 = icmp ugt i32 %103, 14
  %134 = select i1 %133, i32 1, i32 2
  store i32 %134, ptr %127, align 8, !tbaa !56
  %135 = getelementptr inbounds i8, ptr %0, i64 604
  store i32 2, ptr %135, align 4, !tbaa !57
  br label %141

136:                                              ; preds = %128
  %137 = icmp ugt i32 %103, 16
  %138 = select i1 %137, i32 1, i32 2
  store i32 %138, ptr %129, align 4, !tbaa !57
  %139 = icmp ugt i32 %103, 26
  %140 = select i1 %139, i32 1, i32 2
  br label %141

141:                                              ; preds = %132, %131, %136
  %142 = phi i32 [ 2, %132 ], [ %140, %136 ], [ 2, %131 ]
  %143 = getelementptr inbounds i8, ptr %0, i64 560
  store i32 %142, ptr %143, align 8, !tbaa !59
  %144 = getelementptr inbounds i8, ptr %0, i64 616
  store i64 131072, ptr %144, align 8, !tbaa !60
  %145 = getelementptr inbounds i8, ptr %0, i64 680
  %146 = icmp slt i32 %118, 10
  %147 = select i1 %146, i32 2, i32 1
  store i32 %147, ptr %145, align 8, !tbaa !61
  %148 = tail call i64 @ZSTD_compress_advanced_internal(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef nonnull %117)
  ret i64 %148
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressCCtx(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call i64 @ZSTD_compress_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef null, i64 noundef 0, i32 noundef %5)
  ret i64 %7
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = alloca %struct.ZSTD_CCtx_s, align 8
  call void @llvm.lifetime.start.p0(i64 5280, ptr nonnull %6) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5280) %6, i8 0, i64 5280, i1 false)
  call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %6)
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %7, i8 0, i64 224, i1 false)
  %8 = getelementptr inbounds i8, ptr %6, i64 60
  store i32 3, ptr %8, align 4, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %6, i64 48
  store i32 1, ptr %9, align 8, !tbaa !17
  %10 = call i64 @ZSTD_compress_usingDict(ptr noundef nonnull %6, ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef null, i64 noundef 0, i32 noundef %4)
  call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %6)
  %11 = getelementptr inbounds i8, ptr %6, i64 704
  %12 = getelementptr inbounds i8, ptr %6, i64 904
  %13 = load ptr, ptr %12, align 8, !tbaa !18
  %14 = getelementptr inbounds i8, ptr %6, i64 912
  %15 = load ptr, ptr %14, align 8, !tbaa !18
  %16 = load ptr, ptr %11, align 8, !tbaa !50
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %11, i8 0, i64 72, i1 false)
  %17 = icmp eq ptr %16, null
  br i1 %17, label %22, label %18

18:                                               ; preds = %5
  %19 = icmp eq ptr %13, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %18
  call void %13(ptr noundef %15, ptr noundef nonnull %16) #27
  br label %22

21:                                               ; preds = %18
  call void @free(ptr noundef nonnull %16) #27
  br label %22

22:                                               ; preds = %5, %20, %21
  call void @llvm.lifetime.end.p0(i64 5280, ptr nonnull %6) #27
  ret i64 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_estimateCDictSize_advanced(i64 noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #9 {
  %4 = getelementptr inbounds i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4, !tbaa !55
  %6 = add i32 %5, -6
  %7 = icmp ult i32 %6, -3
  br i1 %7, label %11, label %8

8:                                                ; preds = %3
  %9 = load i32, ptr %1, align 4, !tbaa !58
  %10 = icmp ult i32 %9, 15
  br label %11

11:                                               ; preds = %3, %8
  %12 = phi i1 [ %10, %8 ], [ true, %3 ]
  %13 = getelementptr inbounds i8, ptr %1, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !62
  %15 = zext nneg i32 %14 to i64
  %16 = shl i64 4, %15
  %17 = getelementptr inbounds i8, ptr %1, i64 8
  %18 = load i32, ptr %17, align 4, !tbaa !63
  %19 = zext nneg i32 %18 to i64
  %20 = shl nuw i64 1, %19
  %21 = or i1 %7, %12
  %22 = add nuw i64 %20, 63
  %23 = and i64 %22, -64
  %24 = select i1 %21, i64 0, i64 %23
  %25 = shl i64 4, %19
  %26 = icmp eq i32 %2, 1
  %27 = add i64 %0, 7
  %28 = and i64 %27, -8
  %29 = add i64 %28, 14912
  %30 = select i1 %26, i64 14912, i64 %29
  %31 = add i64 %30, %16
  %32 = add i64 %31, %25
  %33 = add i64 %32, %24
  ret i64 %33
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @ZSTD_estimateCDictSize(i64 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca { i32, i32, i32, i32, i32 }, align 8
  %4 = alloca %struct.ZSTD_compressionParameters, align 4
  %5 = alloca %struct.ZSTD_compressionParameters, align 4
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %5) #27
  %6 = icmp eq i64 %0, 0
  %7 = add i64 %0, 499
  %8 = select i1 %6, i64 -1, i64 %7
  %9 = icmp ult i64 %8, 262145
  %10 = zext i1 %9 to i64
  %11 = icmp ult i64 %8, 131073
  %12 = zext i1 %11 to i64
  %13 = add nuw nsw i64 %10, %12
  %14 = icmp ult i64 %8, 16385
  %15 = zext i1 %14 to i64
  %16 = add nuw nsw i64 %13, %15
  %17 = icmp eq i32 %1, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %2
  %19 = icmp slt i32 %1, 0
  br i1 %19, label %28, label %20

20:                                               ; preds = %18
  %21 = tail call i32 @llvm.umin.i32(i32 %1, i32 22)
  %22 = zext nneg i32 %21 to i64
  br label %23

23:                                               ; preds = %20, %2
  %24 = phi i64 [ %22, %20 ], [ 3, %2 ]
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %3)
  %25 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %16, i64 %24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %3, ptr noundef nonnull align 4 dereferenceable(20) %25, i64 20, i1 false), !tbaa.struct !53, !noalias !285
  %26 = getelementptr inbounds i8, ptr %25, i64 20
  %27 = load i32, ptr %26, align 4, !tbaa !21, !noalias !285
  br label %32

28:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %3)
  %29 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %16, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %3, ptr noundef nonnull align 4 dereferenceable(20) %29, i64 20, i1 false), !tbaa.struct !53, !noalias !285
  %30 = tail call i32 @llvm.umax.i32(i32 %1, i32 -131072)
  %31 = sub nsw i32 0, %30
  br label %32

32:                                               ; preds = %23, %28
  %33 = phi i64 [ 0, %28 ], [ %24, %23 ]
  %34 = phi i32 [ %31, %28 ], [ %27, %23 ]
  %35 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %16, i64 %33, i32 6
  %36 = load i32, ptr %35, align 4, !tbaa !21, !noalias !285
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %4) #27, !noalias !285
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %4, ptr noundef nonnull align 8 dereferenceable(20) %3, i64 20, i1 false), !tbaa.struct !53, !noalias !285
  %37 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 %34, ptr %37, align 4, !tbaa !21, !noalias !285
  %38 = getelementptr inbounds i8, ptr %4, i64 24
  store i32 %36, ptr %38, align 4, !tbaa !21, !noalias !285
  call fastcc void @ZSTD_adjustCParams_internal(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %5, ptr noundef nonnull %4, i64 noundef -1, i64 noundef %0, i32 noundef 2, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %4) #27, !noalias !285
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %3)
  %39 = load i32, ptr %5, align 4, !tbaa !21
  %40 = getelementptr inbounds i8, ptr %5, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !21
  %42 = getelementptr inbounds i8, ptr %5, i64 8
  %43 = load i32, ptr %42, align 4, !tbaa !21
  %44 = getelementptr inbounds i8, ptr %5, i64 24
  %45 = load i32, ptr %44, align 4, !tbaa !21
  %46 = add i32 %45, -6
  %47 = icmp ult i32 %46, -3
  %48 = icmp ult i32 %39, 15
  %49 = select i1 %47, i1 true, i1 %48
  %50 = zext nneg i32 %41 to i64
  %51 = shl i64 4, %50
  %52 = zext nneg i32 %43 to i64
  %53 = shl nuw i64 1, %52
  %54 = add nuw i64 %53, 63
  %55 = and i64 %54, -64
  %56 = select i1 %49, i64 0, i64 %55
  %57 = shl i64 4, %52
  %58 = add i64 %0, 7
  %59 = and i64 %58, -8
  %60 = add i64 %59, 14912
  %61 = add i64 %60, %51
  %62 = add i64 %61, %57
  %63 = add i64 %62, %56
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %5) #27
  ret i64 %63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_sizeof_CDict(ptr noundef readonly %0) local_unnamed_addr #9 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !50
  %6 = icmp eq ptr %5, %0
  %7 = select i1 %6, i64 0, i64 6080
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = load ptr, ptr %8, align 8, !tbaa !51
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
define dso_local ptr @ZSTD_createCDict_advanced(ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5) local_unnamed_addr #2 {
  %7 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %8 = alloca %struct.ZSTD_customMem, align 8
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %7) #27
  %9 = getelementptr inbounds i8, ptr %7, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %7, i8 0, i64 224, i1 false)
  store i32 1, ptr %9, align 8, !tbaa !17
  %10 = getelementptr inbounds i8, ptr %7, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %10, ptr noundef nonnull align 4 dereferenceable(28) %4, i64 28, i1 false), !tbaa.struct !53
  %11 = getelementptr inbounds i8, ptr %7, i64 168
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !20
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !20
  %12 = call ptr @ZSTD_createCDict_advanced2(ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef nonnull %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #27
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %7) #27
  ret ptr %12
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createCDict_advanced2(ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5) local_unnamed_addr #2 {
  %7 = alloca { i32, i32, i32, i32, i32 }, align 8
  %8 = alloca %struct.ZSTD_compressionParameters, align 4
  %9 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %10 = alloca %struct.ZSTD_compressionParameters, align 16
  %11 = alloca %struct.ZSTD_compressionParameters, align 16
  %12 = alloca %struct.ZSTD_compressionParameters, align 16
  %13 = alloca %struct.ZSTD_CCtx_params_s, align 8
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %9) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %9, ptr noundef nonnull align 8 dereferenceable(224) %4, i64 224, i1 false), !tbaa.struct !99
  %14 = load ptr, ptr %5, align 8, !tbaa !18
  %15 = icmp eq ptr %14, null
  %16 = getelementptr inbounds i8, ptr %5, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !18
  %18 = icmp eq ptr %17, null
  %19 = xor i1 %15, %18
  br i1 %19, label %216, label %20

20:                                               ; preds = %6
  %21 = getelementptr inbounds i8, ptr %9, i64 120
  %22 = load i32, ptr %21, align 8, !tbaa !82
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %84, label %24

24:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %10) #27
  %25 = getelementptr inbounds i8, ptr %9, i64 44
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = icmp ult i64 %1, 262145
  %28 = zext i1 %27 to i64
  %29 = icmp ult i64 %1, 131073
  %30 = zext i1 %29 to i64
  %31 = add nuw nsw i64 %28, %30
  %32 = icmp ult i64 %1, 16385
  %33 = zext i1 %32 to i64
  %34 = add nuw nsw i64 %31, %33
  %35 = icmp eq i32 %26, 0
  br i1 %35, label %41, label %36

36:                                               ; preds = %24
  %37 = icmp slt i32 %26, 0
  br i1 %37, label %46, label %38

38:                                               ; preds = %36
  %39 = tail call i32 @llvm.umin.i32(i32 %26, i32 22)
  %40 = zext nneg i32 %39 to i64
  br label %41

41:                                               ; preds = %38, %24
  %42 = phi i64 [ %40, %38 ], [ 3, %24 ]
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %7)
  %43 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %34, i64 %42
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %7, ptr noundef nonnull align 4 dereferenceable(20) %43, i64 20, i1 false), !tbaa.struct !53, !noalias !288
  %44 = getelementptr inbounds i8, ptr %43, i64 20
  %45 = load i32, ptr %44, align 4, !tbaa !21, !noalias !288
  br label %50

46:                                               ; preds = %36
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %7)
  %47 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %34, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %7, ptr noundef nonnull align 4 dereferenceable(20) %47, i64 20, i1 false), !tbaa.struct !53, !noalias !288
  %48 = tail call i32 @llvm.umax.i32(i32 %26, i32 -131072)
  %49 = sub nsw i32 0, %48
  br label %50

50:                                               ; preds = %46, %41
  %51 = phi i64 [ 0, %46 ], [ %42, %41 ]
  %52 = phi i32 [ %49, %46 ], [ %45, %41 ]
  %53 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %34, i64 %51, i32 6
  %54 = load i32, ptr %53, align 4, !tbaa !21, !noalias !288
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %8) #27, !noalias !288
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %8, ptr noundef nonnull align 8 dereferenceable(20) %7, i64 20, i1 false), !tbaa.struct !53, !noalias !288
  %55 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 %52, ptr %55, align 4, !tbaa !21, !noalias !288
  %56 = getelementptr inbounds i8, ptr %8, i64 24
  store i32 %54, ptr %56, align 4, !tbaa !21, !noalias !288
  call fastcc void @ZSTD_adjustCParams_internal(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %10, ptr noundef nonnull %8, i64 noundef 0, i64 noundef %1, i32 noundef 2, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %8) #27, !noalias !288
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %7)
  %57 = getelementptr inbounds i8, ptr %10, i64 24
  %58 = load i32, ptr %57, align 8, !tbaa !21
  %59 = add i32 %58, -3
  %60 = icmp ult i32 %59, 3
  %61 = getelementptr inbounds i8, ptr %10, i64 8
  %62 = load i32, ptr %61, align 8, !tbaa !21
  %63 = add i32 %62, 2
  %64 = select i1 %60, i32 %63, i32 %62
  %65 = load <4 x i32>, ptr %10, align 16
  %66 = getelementptr inbounds i8, ptr %10, i64 12
  %67 = load i32, ptr %66, align 4, !tbaa !21
  %68 = getelementptr inbounds i8, ptr %10, i64 16
  %69 = getelementptr inbounds i8, ptr %9, i64 4
  %70 = insertelement <4 x i32> %65, i32 %64, i64 2
  %71 = insertelement <4 x i32> %70, i32 %67, i64 3
  %72 = getelementptr inbounds i8, ptr %9, i64 20
  %73 = load <2 x i32>, ptr %68, align 16, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %10) #27
  %74 = load <4 x i32>, ptr %69, align 4, !tbaa !21
  %75 = icmp eq <4 x i32> %74, zeroinitializer
  %76 = select <4 x i1> %75, <4 x i32> %71, <4 x i32> %74
  %77 = load <2 x i32>, ptr %72, align 4, !tbaa !21
  %78 = icmp eq <2 x i32> %77, zeroinitializer
  %79 = select <2 x i1> %78, <2 x i32> %73, <2 x i32> %77
  %80 = getelementptr inbounds i8, ptr %9, i64 28
  %81 = load i32, ptr %80, align 4, !tbaa !55
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %82, i32 %58, i32 %81
  br label %90

84:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %11) #27
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %11, ptr noundef nonnull %9, i64 noundef -1, i64 noundef %1, i32 noundef 2)
  %85 = load <4 x i32>, ptr %11, align 16, !tbaa !21
  %86 = getelementptr inbounds i8, ptr %11, i64 16
  %87 = load <2 x i32>, ptr %86, align 16, !tbaa !21
  %88 = getelementptr inbounds i8, ptr %11, i64 24
  %89 = load i32, ptr %88, align 8, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %11) #27
  br label %90

90:                                               ; preds = %50, %84
  %91 = phi i32 [ %89, %84 ], [ %83, %50 ]
  %92 = phi <4 x i32> [ %85, %84 ], [ %76, %50 ]
  %93 = phi <2 x i32> [ %87, %84 ], [ %79, %50 ]
  %94 = add i32 %91, -6
  %95 = icmp ult i32 %94, -3
  %96 = extractelement <4 x i32> %92, i64 1
  %97 = extractelement <4 x i32> %92, i64 2
  %98 = icmp ule i32 %97, %96
  %99 = icmp ugt i32 %96, 24
  %100 = or i1 %98, %99
  %101 = select i1 %95, i1 true, i1 %100
  br i1 %101, label %102, label %108

102:                                              ; preds = %90
  store i32 0, ptr %21, align 8, !tbaa !82
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %12) #27
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %12, ptr noundef nonnull %9, i64 noundef -1, i64 noundef %1, i32 noundef 2)
  %103 = load <4 x i32>, ptr %12, align 16, !tbaa !21
  %104 = getelementptr inbounds i8, ptr %12, i64 16
  %105 = load <2 x i32>, ptr %104, align 16, !tbaa !21
  %106 = getelementptr inbounds i8, ptr %12, i64 24
  %107 = load i32, ptr %106, align 8, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %12) #27
  br label %108

108:                                              ; preds = %90, %102
  %109 = phi i32 [ 0, %102 ], [ %22, %90 ]
  %110 = phi i32 [ %107, %102 ], [ %91, %90 ]
  %111 = phi <4 x i32> [ %103, %102 ], [ %92, %90 ]
  %112 = phi <2 x i32> [ %105, %102 ], [ %93, %90 ]
  %113 = getelementptr inbounds i8, ptr %9, i64 4
  store <4 x i32> %111, ptr %113, align 4, !tbaa !21
  %114 = getelementptr inbounds i8, ptr %9, i64 20
  store <2 x i32> %112, ptr %114, align 4, !tbaa !21
  %115 = getelementptr inbounds i8, ptr %9, i64 28
  store i32 %110, ptr %115, align 4, !tbaa !21
  %116 = getelementptr inbounds i8, ptr %9, i64 160
  %117 = load i32, ptr %116, align 8, !tbaa !56
  %118 = icmp eq i32 %117, 0
  br i1 %118, label %119, label %126

119:                                              ; preds = %108
  %120 = add i32 %110, -6
  %121 = icmp ult i32 %120, -3
  br i1 %121, label %126, label %122

122:                                              ; preds = %119
  %123 = extractelement <4 x i32> %111, i64 0
  %124 = icmp ugt i32 %123, 14
  %125 = select i1 %124, i32 1, i32 2
  br label %126

126:                                              ; preds = %122, %119, %108
  %127 = phi i32 [ %125, %122 ], [ %117, %108 ], [ 2, %119 ]
  store i32 %127, ptr %116, align 8, !tbaa !56
  %128 = getelementptr inbounds i8, ptr %5, i64 16
  %129 = load ptr, ptr %128, align 8, !tbaa !18
  %130 = icmp eq i32 %109, 0
  br i1 %130, label %131, label %138

131:                                              ; preds = %126
  %132 = icmp eq i32 %110, 1
  br i1 %132, label %143, label %133

133:                                              ; preds = %131
  %134 = add i32 %110, -3
  %135 = icmp ult i32 %134, 3
  %136 = icmp eq i32 %127, 1
  %137 = and i1 %135, %136
  br i1 %137, label %143, label %138

138:                                              ; preds = %133, %126
  %139 = extractelement <4 x i32> %111, i64 1
  %140 = zext nneg i32 %139 to i64
  %141 = shl i64 4, %140
  %142 = add nuw i64 %141, 128
  br label %143

143:                                              ; preds = %138, %133, %131
  %144 = phi i64 [ %142, %138 ], [ 128, %133 ], [ 128, %131 ]
  %145 = extractelement <4 x i32> %111, i64 2
  %146 = zext nneg i32 %145 to i64
  %147 = shl nuw i64 1, %146
  %148 = add i32 %110, -6
  %149 = icmp ult i32 %148, -3
  %150 = icmp ne i32 %127, 1
  %151 = or i1 %149, %150
  %152 = add nuw i64 %147, 63
  %153 = and i64 %152, -64
  %154 = select i1 %151, i64 0, i64 %153
  %155 = shl i64 4, %146
  %156 = icmp eq i32 %2, 1
  %157 = add i64 %1, 7
  %158 = and i64 %157, -8
  %159 = add i64 %158, 14784
  %160 = select i1 %156, i64 14784, i64 %159
  %161 = add i64 %155, %160
  %162 = add i64 %161, %154
  %163 = add i64 %162, %144
  br i1 %15, label %166, label %164

164:                                              ; preds = %143
  %165 = tail call ptr %14(ptr noundef %129, i64 noundef %163) #27
  br label %168

166:                                              ; preds = %143
  %167 = tail call noalias ptr @malloc(i64 noundef %163) #28
  br label %168

168:                                              ; preds = %166, %164
  %169 = phi ptr [ %165, %164 ], [ %167, %166 ]
  %170 = icmp eq ptr %169, null
  br i1 %170, label %216, label %171

171:                                              ; preds = %168
  %172 = getelementptr inbounds i8, ptr %169, i64 %163
  %173 = ptrtoint ptr %172 to i64
  %174 = and i64 %173, 63
  %175 = sub nsw i64 0, %174
  %176 = getelementptr inbounds i8, ptr %172, i64 %175
  %177 = getelementptr inbounds i8, ptr %169, i64 6080
  %178 = icmp sgt i64 %163, 6079
  tail call void @llvm.assume(i1 %178)
  %179 = getelementptr inbounds i8, ptr %169, i64 32
  store ptr %169, ptr %179, align 8, !tbaa !18
  %180 = getelementptr inbounds i8, ptr %169, i64 40
  store ptr %172, ptr %180, align 8, !tbaa !18
  %181 = getelementptr inbounds i8, ptr %169, i64 48
  store ptr %177, ptr %181, align 8, !tbaa !18
  %182 = getelementptr inbounds i8, ptr %169, i64 56
  store ptr %177, ptr %182, align 8, !tbaa !18
  %183 = getelementptr inbounds i8, ptr %169, i64 64
  store ptr %177, ptr %183, align 8, !tbaa !18
  %184 = getelementptr inbounds i8, ptr %169, i64 72
  store ptr %176, ptr %184, align 8, !tbaa !18
  %185 = getelementptr inbounds i8, ptr %169, i64 80
  store ptr %176, ptr %185, align 8, !tbaa !18
  %186 = getelementptr inbounds i8, ptr %169, i64 88
  store i8 0, ptr %186, align 8, !tbaa !174
  %187 = getelementptr inbounds i8, ptr %169, i64 92
  store <2 x i32> zeroinitializer, ptr %187, align 4, !tbaa !21
  %188 = getelementptr inbounds i8, ptr %169, i64 100
  store i32 0, ptr %188, align 4, !tbaa !21
  %189 = getelementptr inbounds i8, ptr %169, i64 6040
  store ptr %14, ptr %189, align 8, !tbaa !18
  %190 = getelementptr inbounds i8, ptr %169, i64 6048
  store ptr %17, ptr %190, align 8, !tbaa !18
  %191 = getelementptr inbounds i8, ptr %169, i64 6056
  store ptr %129, ptr %191, align 8, !tbaa !18
  %192 = getelementptr inbounds i8, ptr %169, i64 6068
  store i32 0, ptr %192, align 4, !tbaa !238
  %193 = getelementptr inbounds i8, ptr %169, i64 6072
  store i32 %127, ptr %193, align 8, !tbaa !240
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %13) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %13, ptr noundef nonnull align 8 dereferenceable(224) %9, i64 224, i1 false), !tbaa.struct !99
  %194 = call fastcc i64 @ZSTD_initCDict_internal(ptr noundef nonnull %169, ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef nonnull %13)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %13) #27
  %195 = icmp ult i64 %194, -119
  br i1 %195, label %216, label %196

196:                                              ; preds = %171
  %197 = load ptr, ptr %190, align 8, !tbaa !18
  %198 = load ptr, ptr %191, align 8, !tbaa !18
  %199 = load ptr, ptr %179, align 8, !tbaa !50
  %200 = icmp ugt ptr %199, %169
  br i1 %200, label %204, label %201

201:                                              ; preds = %196
  %202 = load ptr, ptr %180, align 8, !tbaa !51
  %203 = icmp ule ptr %202, %169
  br label %204

204:                                              ; preds = %201, %196
  %205 = phi i1 [ true, %196 ], [ %203, %201 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %179, i8 0, i64 72, i1 false)
  %206 = icmp eq ptr %199, null
  br i1 %206, label %210, label %207

207:                                              ; preds = %204
  %208 = icmp eq ptr %197, null
  br i1 %208, label %211, label %209

209:                                              ; preds = %207
  call void %197(ptr noundef %198, ptr noundef nonnull %199) #27
  br label %210

210:                                              ; preds = %209, %204
  br i1 %205, label %212, label %216

211:                                              ; preds = %207
  call void @free(ptr noundef nonnull %199) #27
  br i1 %205, label %215, label %216

212:                                              ; preds = %210
  %213 = icmp eq ptr %197, null
  br i1 %213, label %215, label %214

214:                                              ; preds = %212
  call void %197(ptr noundef %198, ptr noundef nonnull %169) #27
  br label %216

215:                                              ; preds = %212, %211
  call void @free(ptr noundef nonnull %169) #27
  br label %216

216:                                              ; preds = %168, %215, %214, %211, %210, %171, %6
  %217 = phi ptr [ null, %6 ], [ %169, %171 ], [ null, %210 ], [ null, %211 ], [ null, %214 ], [ null, %215 ], [ null, %168 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %9) #27
  ret ptr %217
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_initCDict_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5) unnamed_addr #2 {
  %7 = getelementptr inbounds i8, ptr %0, i64 104
  %8 = getelementptr inbounds i8, ptr %0, i64 360
  %9 = getelementptr inbounds i8, ptr %5, i64 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %8, ptr noundef nonnull align 4 dereferenceable(28) %9, i64 28, i1 false), !tbaa.struct !53
  %10 = getelementptr inbounds i8, ptr %5, i64 120
  %11 = load i32, ptr %10, align 8, !tbaa !82
  %12 = getelementptr inbounds i8, ptr %0, i64 244
  store i32 %11, ptr %12, align 4, !tbaa !239
  %13 = icmp ne i32 %3, 1
  %14 = icmp ne ptr %1, null
  %15 = and i1 %14, %13
  %16 = icmp ne i64 %2, 0
  %17 = and i1 %16, %15
  br i1 %17, label %19, label %18

18:                                               ; preds = %6
  store ptr %1, ptr %0, align 8, !tbaa !261
  br label %39

19:                                               ; preds = %6
  %20 = add i64 %2, 7
  %21 = and i64 %20, -8
  %22 = getelementptr inbounds i8, ptr %0, i64 48
  %23 = load ptr, ptr %22, align 8, !tbaa !43
  %24 = getelementptr inbounds i8, ptr %23, i64 %21
  %25 = getelementptr inbounds i8, ptr %0, i64 96
  %26 = load i32, ptr %25, align 8, !tbaa !293
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %19
  %29 = getelementptr inbounds i8, ptr %0, i64 40
  %30 = load ptr, ptr %29, align 8, !tbaa !51
  %31 = icmp ugt ptr %24, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %19, %28
  %33 = getelementptr inbounds i8, ptr %0, i64 88
  store i8 1, ptr %33, align 8, !tbaa !42
  br label %81

34:                                               ; preds = %28
  store ptr %24, ptr %22, align 8, !tbaa !43
  %35 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %24, ptr %35, align 8, !tbaa !44
  %36 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %24, ptr %36, align 8, !tbaa !45
  %37 = icmp eq ptr %23, null
  br i1 %37, label %81, label %38

38:                                               ; preds = %34
  store ptr %23, ptr %0, align 8, !tbaa !261
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %23, ptr nonnull align 1 %1, i64 %2, i1 false)
  br label %39

39:                                               ; preds = %38, %18
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %2, ptr %40, align 8, !tbaa !235
  %41 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %4, ptr %41, align 8, !tbaa !262
  %42 = getelementptr inbounds i8, ptr %0, i64 32
  %43 = getelementptr inbounds i8, ptr %0, i64 48
  %44 = load ptr, ptr %43, align 8, !tbaa !43
  %45 = getelementptr inbounds i8, ptr %44, i64 8704
  %46 = getelementptr inbounds i8, ptr %0, i64 96
  %47 = load i32, ptr %46, align 8, !tbaa !293
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %53

49:                                               ; preds = %39
  %50 = getelementptr inbounds i8, ptr %0, i64 40
  %51 = load ptr, ptr %50, align 8, !tbaa !51
  %52 = icmp ugt ptr %45, %51
  br i1 %52, label %53, label %55

53:                                               ; preds = %49, %39
  %54 = getelementptr inbounds i8, ptr %0, i64 88
  store i8 1, ptr %54, align 8, !tbaa !42
  br label %58

55:                                               ; preds = %49
  store ptr %45, ptr %43, align 8, !tbaa !43
  %56 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %45, ptr %56, align 8, !tbaa !44
  %57 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %45, ptr %57, align 8, !tbaa !45
  br label %58

58:                                               ; preds = %53, %55
  %59 = phi ptr [ null, %53 ], [ %44, %55 ]
  %60 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %59, ptr %60, align 8, !tbaa !294
  %61 = getelementptr inbounds i8, ptr %0, i64 6024
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %61, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !21
  %62 = getelementptr inbounds i8, ptr %0, i64 2464
  store i32 0, ptr %62, align 8, !tbaa !143
  %63 = getelementptr inbounds i8, ptr %0, i64 6012
  store i32 0, ptr %63, align 4, !tbaa !148
  %64 = getelementptr inbounds i8, ptr %0, i64 6016
  store <2 x i32> zeroinitializer, ptr %64, align 8, !tbaa !21
  %65 = getelementptr inbounds i8, ptr %5, i64 160
  %66 = load i32, ptr %65, align 8, !tbaa !56
  %67 = tail call fastcc i64 @ZSTD_reset_matchState(ptr noundef nonnull %7, ptr noundef nonnull %42, ptr noundef nonnull %9, i32 noundef %66, i32 noundef 0, i32 noundef 1, i32 noundef 0)
  %68 = icmp ult i64 %67, -119
  br i1 %68, label %69, label %81

69:                                               ; preds = %58
  %70 = getelementptr inbounds i8, ptr %0, i64 408
  %71 = getelementptr inbounds i8, ptr %5, i64 44
  store i32 3, ptr %71, align 4, !tbaa !6
  %72 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 1, ptr %72, align 8, !tbaa !17
  %73 = load ptr, ptr %0, align 8, !tbaa !261
  %74 = load i64, ptr %40, align 8, !tbaa !235
  %75 = load ptr, ptr %60, align 8, !tbaa !294
  %76 = tail call fastcc i64 @ZSTD_compress_insertDictionary(ptr noundef nonnull %70, ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull %42, ptr noundef nonnull %5, ptr noundef %73, i64 noundef %74, i32 noundef %4, i32 noundef 1, i32 noundef 1, ptr noundef %75)
  %77 = icmp ult i64 %76, -119
  br i1 %77, label %78, label %81

78:                                               ; preds = %69
  %79 = trunc i64 %76 to i32
  %80 = getelementptr inbounds i8, ptr %0, i64 6064
  store i32 %79, ptr %80, align 8, !tbaa !248
  br label %81

81:                                               ; preds = %78, %69, %34, %32, %58
  %82 = phi i64 [ %67, %58 ], [ -64, %32 ], [ -64, %34 ], [ %76, %69 ], [ 0, %78 ]
  ret i64 %82
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_freeCDict(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %27, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 6048
  %5 = load ptr, ptr %4, align 8, !tbaa !18
  %6 = getelementptr inbounds i8, ptr %0, i64 6056
  %7 = load ptr, ptr %6, align 8, !tbaa !18
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !50
  %10 = icmp ugt ptr %9, %0
  br i1 %10, label %15, label %11

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %0, i64 40
  %13 = load ptr, ptr %12, align 8, !tbaa !51
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
  tail call void %5(ptr noundef %7, ptr noundef nonnull %9) #27
  br label %21

21:                                               ; preds = %15, %20
  br i1 %16, label %23, label %27

22:                                               ; preds = %18
  tail call void @free(ptr noundef nonnull %9) #27
  br i1 %16, label %26, label %27

23:                                               ; preds = %21
  %24 = icmp eq ptr %5, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %23
  tail call void %5(ptr noundef %7, ptr noundef nonnull %0) #27
  br label %27

26:                                               ; preds = %22, %23
  tail call void @free(ptr noundef nonnull %0) #27
  br label %27

27:                                               ; preds = %21, %22, %25, %26, %1
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createCDict(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %5 = alloca { i32, i32, i32, i32, i32 }, align 8
  %6 = alloca %struct.ZSTD_compressionParameters, align 4
  %7 = alloca %struct.ZSTD_compressionParameters, align 4
  %8 = icmp eq i64 %1, 0
  %9 = add i64 %1, 499
  %10 = select i1 %8, i64 -1, i64 %9
  %11 = icmp ult i64 %10, 262145
  %12 = zext i1 %11 to i64
  %13 = icmp ult i64 %10, 131073
  %14 = zext i1 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = icmp ult i64 %10, 16385
  %17 = zext i1 %16 to i64
  %18 = add nuw nsw i64 %15, %17
  %19 = icmp eq i32 %2, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %3
  %21 = icmp slt i32 %2, 0
  br i1 %21, label %30, label %22

22:                                               ; preds = %20
  %23 = tail call i32 @llvm.umin.i32(i32 %2, i32 22)
  %24 = zext nneg i32 %23 to i64
  br label %25

25:                                               ; preds = %22, %3
  %26 = phi i64 [ %24, %22 ], [ 3, %3 ]
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %5)
  %27 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %18, i64 %26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %5, ptr noundef nonnull align 4 dereferenceable(20) %27, i64 20, i1 false), !tbaa.struct !53, !noalias !295
  %28 = getelementptr inbounds i8, ptr %27, i64 20
  %29 = load i32, ptr %28, align 4, !tbaa !21, !noalias !295
  br label %34

30:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %5)
  %31 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %18, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %5, ptr noundef nonnull align 4 dereferenceable(20) %31, i64 20, i1 false), !tbaa.struct !53, !noalias !295
  %32 = tail call i32 @llvm.umax.i32(i32 %2, i32 -131072)
  %33 = sub nsw i32 0, %32
  br label %34

34:                                               ; preds = %25, %30
  %35 = phi i64 [ 0, %30 ], [ %26, %25 ]
  %36 = phi i32 [ %33, %30 ], [ %29, %25 ]
  %37 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %18, i64 %35, i32 6
  %38 = load i32, ptr %37, align 4, !tbaa !21, !noalias !295
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %6) #27, !noalias !295
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %6, ptr noundef nonnull align 8 dereferenceable(20) %5, i64 20, i1 false), !tbaa.struct !53, !noalias !295
  %39 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 %36, ptr %39, align 4, !tbaa !21, !noalias !295
  %40 = getelementptr inbounds i8, ptr %6, i64 24
  store i32 %38, ptr %40, align 4, !tbaa !21, !noalias !295
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %7)
  call fastcc void @ZSTD_adjustCParams_internal(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %7, ptr noundef nonnull %6, i64 noundef -1, i64 noundef %1, i32 noundef 2, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %6) #27, !noalias !295
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #27
  %41 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %4, i8 0, i64 224, i1 false)
  store i32 1, ptr %41, align 8, !tbaa !17
  %42 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %42, ptr noundef nonnull readonly align 4 dereferenceable(28) %7, i64 28, i1 false), !tbaa.struct !53
  %43 = getelementptr inbounds i8, ptr %4, i64 168
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %43, i8 0, i64 24, i1 false)
  %44 = call ptr @ZSTD_createCDict_advanced2(ptr noundef %0, i64 noundef %1, i32 noundef 0, i32 noundef 0, ptr noundef nonnull %4, ptr noundef nonnull @ZSTD_defaultCMem)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #27
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %7)
  %45 = icmp eq ptr %44, null
  br i1 %45, label %49, label %46

46:                                               ; preds = %34
  %47 = select i1 %19, i32 3, i32 %2
  %48 = getelementptr inbounds i8, ptr %44, i64 6068
  store i32 %47, ptr %48, align 4, !tbaa !238
  br label %49

49:                                               ; preds = %46, %34
  ret ptr %44
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createCDict_byReference(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %5 = alloca { i32, i32, i32, i32, i32 }, align 8
  %6 = alloca %struct.ZSTD_compressionParameters, align 4
  %7 = alloca %struct.ZSTD_compressionParameters, align 4
  %8 = icmp eq i64 %1, 0
  %9 = add i64 %1, 499
  %10 = select i1 %8, i64 -1, i64 %9
  %11 = icmp ult i64 %10, 262145
  %12 = zext i1 %11 to i64
  %13 = icmp ult i64 %10, 131073
  %14 = zext i1 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = icmp ult i64 %10, 16385
  %17 = zext i1 %16 to i64
  %18 = add nuw nsw i64 %15, %17
  %19 = icmp eq i32 %2, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %3
  %21 = icmp slt i32 %2, 0
  br i1 %21, label %30, label %22

22:                                               ; preds = %20
  %23 = tail call i32 @llvm.umin.i32(i32 %2, i32 22)
  %24 = zext nneg i32 %23 to i64
  br label %25

25:                                               ; preds = %22, %3
  %26 = phi i64 [ %24, %22 ], [ 3, %3 ]
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %5)
  %27 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %18, i64 %26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %5, ptr noundef nonnull align 4 dereferenceable(20) %27, i64 20, i1 false), !tbaa.struct !53, !noalias !298
  %28 = getelementptr inbounds i8, ptr %27, i64 20
  %29 = load i32, ptr %28, align 4, !tbaa !21, !noalias !298
  br label %34

30:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %5)
  %31 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %18, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %5, ptr noundef nonnull align 4 dereferenceable(20) %31, i64 20, i1 false), !tbaa.struct !53, !noalias !298
  %32 = tail call i32 @llvm.umax.i32(i32 %2, i32 -131072)
  %33 = sub nsw i32 0, %32
  br label %34

34:                                               ; preds = %25, %30
  %35 = phi i64 [ 0, %30 ], [ %26, %25 ]
  %36 = phi i32 [ %33, %30 ], [ %29, %25 ]
  %37 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %18, i64 %35, i32 6
  %38 = load i32, ptr %37, align 4, !tbaa !21, !noalias !298
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %6) #27, !noalias !298
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %6, ptr noundef nonnull align 8 dereferenceable(20) %5, i64 20, i1 false), !tbaa.struct !53, !noalias !298
  %39 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 %36, ptr %39, align 4, !tbaa !21, !noalias !298
  %40 = getelementptr inbounds i8, ptr %6, i64 24
  store i32 %38, ptr %40, align 4, !tbaa !21, !noalias !298
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %7)
  call fastcc void @ZSTD_adjustCParams_internal(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %7, ptr noundef nonnull %6, i64 noundef -1, i64 noundef %1, i32 noundef 2, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %6) #27, !noalias !298
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #27
  %41 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %4, i8 0, i64 224, i1 false)
  store i32 1, ptr %41, align 8, !tbaa !17
  %42 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %42, ptr noundef nonnull readonly align 4 dereferenceable(28) %7, i64 28, i1 false), !tbaa.struct !53
  %43 = getelementptr inbounds i8, ptr %4, i64 168
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %43, i8 0, i64 24, i1 false)
  %44 = call ptr @ZSTD_createCDict_advanced2(ptr noundef %0, i64 noundef %1, i32 noundef 1, i32 noundef 0, ptr noundef nonnull %4, ptr noundef nonnull @ZSTD_defaultCMem)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #27
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %7)
  %45 = icmp eq ptr %44, null
  br i1 %45, label %49, label %46

46:                                               ; preds = %34
  %47 = select i1 %19, i32 3, i32 %2
  %48 = getelementptr inbounds i8, ptr %44, i64 6068
  store i32 %47, ptr %48, align 4, !tbaa !238
  br label %49

49:                                               ; preds = %46, %34
  ret ptr %44
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_initStaticCDict(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, ptr nocapture noundef readonly %6) local_unnamed_addr #2 {
  %8 = alloca { i32, i32, i32, i32, i32, i32 }, align 8
  %9 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %10 = getelementptr inbounds i8, ptr %6, i64 24
  %11 = load i32, ptr %10, align 4, !tbaa !55
  %12 = add i32 %11, -6
  %13 = icmp ult i32 %12, -3
  br i1 %13, label %18, label %14

14:                                               ; preds = %7
  %15 = load i32, ptr %6, align 4, !tbaa !58
  %16 = icmp ugt i32 %15, 14
  %17 = select i1 %16, i32 1, i32 2
  br label %18

18:                                               ; preds = %7, %14
  %19 = phi i32 [ %17, %14 ], [ 2, %7 ]
  %20 = getelementptr inbounds i8, ptr %6, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !62
  %22 = zext nneg i32 %21 to i64
  %23 = shl i64 4, %22
  %24 = getelementptr inbounds i8, ptr %6, i64 8
  %25 = load i32, ptr %24, align 4, !tbaa !63
  %26 = zext nneg i32 %25 to i64
  %27 = shl nuw i64 1, %26
  %28 = icmp ne i32 %19, 1
  %29 = or i1 %13, %28
  %30 = add nuw i64 %27, 63
  %31 = and i64 %30, -64
  %32 = select i1 %29, i64 0, i64 %31
  %33 = shl i64 4, %26
  %34 = icmp eq i32 %4, 1
  %35 = add i64 %3, 7
  %36 = and i64 %35, -8
  %37 = add i64 %36, 14912
  %38 = select i1 %34, i64 14912, i64 %37
  %39 = add i64 %38, %23
  %40 = add i64 %39, %33
  %41 = add i64 %40, %32
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  %42 = ptrtoint ptr %0 to i64
  %43 = and i64 %42, 7
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %45, label %84

45:                                               ; preds = %18
  %46 = icmp slt i64 %1, 6080
  %47 = icmp eq ptr %0, null
  %48 = or i1 %47, %46
  br i1 %48, label %84, label %49

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %0, i64 %1
  %51 = getelementptr inbounds i8, ptr %0, i64 6080
  %52 = ptrtoint ptr %50 to i64
  %53 = and i64 %52, 63
  %54 = sub nsw i64 0, %53
  %55 = getelementptr inbounds i8, ptr %50, i64 %54
  %56 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %0, ptr %56, align 8, !tbaa !18
  %57 = getelementptr inbounds i8, ptr %0, i64 40
  store ptr %50, ptr %57, align 8, !tbaa !18
  %58 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %51, ptr %58, align 8, !tbaa !18
  %59 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %51, ptr %59, align 8, !tbaa !18
  %60 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %51, ptr %60, align 8, !tbaa !18
  %61 = getelementptr inbounds i8, ptr %0, i64 72
  store ptr %55, ptr %61, align 8, !tbaa !18
  %62 = getelementptr inbounds i8, ptr %0, i64 80
  store ptr %55, ptr %62, align 8, !tbaa !18
  %63 = getelementptr inbounds i8, ptr %0, i64 88
  store i8 0, ptr %63, align 8, !tbaa !174
  %64 = getelementptr inbounds i8, ptr %0, i64 92
  store <2 x i32> zeroinitializer, ptr %64, align 4, !tbaa !21
  %65 = getelementptr inbounds i8, ptr %0, i64 100
  store i32 1, ptr %65, align 4, !tbaa !21
  %66 = icmp ugt i64 %41, %1
  br i1 %66, label %84, label %67

67:                                               ; preds = %49
  %68 = getelementptr inbounds i8, ptr %9, i64 48
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %9) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %68, i8 0, i64 112, i1 false)
  %69 = getelementptr inbounds i8, ptr %9, i64 164
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(60) %69, i8 0, i64 60, i1 false)
  %70 = load i32, ptr %6, align 4, !tbaa !21
  %71 = zext i32 %70 to i64
  %72 = shl nuw i64 %71, 32
  %73 = getelementptr inbounds i8, ptr %6, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 4 dereferenceable(24) %73, i64 24, i1 false), !tbaa.struct !114
  %74 = getelementptr inbounds i8, ptr %0, i64 6072
  store i32 %19, ptr %74, align 8, !tbaa !240
  %75 = getelementptr inbounds i8, ptr %0, i64 6068
  store i32 0, ptr %75, align 4, !tbaa !238
  store i64 %72, ptr %9, align 8
  %76 = getelementptr inbounds i8, ptr %9, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %76, ptr noundef nonnull align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !301
  %77 = getelementptr inbounds i8, ptr %9, i64 32
  store i32 1, ptr %77, align 8, !tbaa !21
  %78 = getelementptr inbounds i8, ptr %9, i64 36
  store i64 0, ptr %78, align 4
  %79 = getelementptr inbounds i8, ptr %9, i64 44
  store i32 0, ptr %79, align 4, !tbaa !21
  %80 = getelementptr inbounds i8, ptr %9, i64 160
  store i32 %19, ptr %80, align 8, !tbaa !21
  %81 = call fastcc i64 @ZSTD_initCDict_internal(ptr noundef nonnull %0, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %9) #27
  %82 = icmp ult i64 %81, -119
  %83 = select i1 %82, ptr %0, ptr null
  br label %84

84:                                               ; preds = %45, %67, %49, %18
  %85 = phi ptr [ null, %18 ], [ null, %49 ], [ %83, %67 ], [ null, %45 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  ret ptr %85
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_getCParamsFromCDict(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_compressionParameters) align 4 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %1, i64 360
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %0, ptr noundef nonnull align 8 dereferenceable(28) %3, i64 28, i1 false), !tbaa.struct !53
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @ZSTD_getDictID_fromCDict(ptr noundef readonly %0) local_unnamed_addr #9 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 6064
  %5 = load i32, ptr %4, align 8, !tbaa !248
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 0, %1 ]
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_usingCDict_advanced(ptr noundef %0, ptr noundef %1, [2 x i64] %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = extractvalue [2 x i64] %2, 1
  %6 = and i64 %5, 4294967295
  %7 = insertvalue [2 x i64] %2, i64 %6, 1
  %8 = tail call fastcc i64 @ZSTD_compressBegin_usingCDict_internal(ptr noundef %0, ptr noundef %1, [2 x i64] %7, i64 noundef %3)
  ret i64 %8
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressBegin_usingCDict_internal(ptr noundef %0, ptr noundef %1, [2 x i64] %2, i64 noundef %3) unnamed_addr #2 {
  %5 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %6 = alloca { i32, i32, i32, i32, i32 }, align 8
  %7 = alloca %struct.ZSTD_compressionParameters, align 4
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %5) #27
  %8 = icmp eq ptr %1, null
  br i1 %8, label %85, label %9

9:                                                ; preds = %4
  %10 = extractvalue [2 x i64] %2, 1
  %11 = trunc i64 %10 to i32
  %12 = extractvalue [2 x i64] %2, 0
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %6)
  %13 = icmp ult i64 %3, 131072
  br i1 %13, label %25, label %14

14:                                               ; preds = %9
  %15 = getelementptr inbounds i8, ptr %1, i64 8
  %16 = load i64, ptr %15, align 8, !tbaa !235
  %17 = mul i64 %16, 6
  %18 = icmp ugt i64 %17, %3
  %19 = icmp eq i64 %3, -1
  %20 = or i1 %19, %18
  br i1 %20, label %25, label %21

21:                                               ; preds = %14
  %22 = getelementptr inbounds i8, ptr %1, i64 6068
  %23 = load i32, ptr %22, align 4, !tbaa !238
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %33

25:                                               ; preds = %21, %14, %9
  %26 = getelementptr inbounds i8, ptr %1, i64 360
  %27 = load i32, ptr %26, align 8, !tbaa !21
  %28 = getelementptr inbounds i8, ptr %1, i64 364
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %6, ptr noundef nonnull align 4 dereferenceable(20) %28, i64 20, i1 false)
  %29 = getelementptr inbounds i8, ptr %1, i64 384
  %30 = load i32, ptr %29, align 8, !tbaa !21
  %31 = getelementptr inbounds i8, ptr %1, i64 6068
  %32 = load i32, ptr %31, align 4, !tbaa !238
  br label %38

33:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %7) #27
  call void @ZSTD_getCParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %7, i32 noundef %23, i64 noundef %3, i64 noundef %16)
  %34 = load i32, ptr %7, align 4, !tbaa !21
  %35 = getelementptr inbounds i8, ptr %7, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %6, ptr noundef nonnull align 4 dereferenceable(20) %35, i64 20, i1 false), !tbaa.struct !114
  %36 = getelementptr inbounds i8, ptr %7, i64 24
  %37 = load i32, ptr %36, align 4, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %7) #27
  br label %38

38:                                               ; preds = %33, %25
  %39 = phi i32 [ %32, %25 ], [ %23, %33 ]
  %40 = phi i32 [ %30, %25 ], [ %37, %33 ]
  %41 = phi i32 [ %27, %25 ], [ %34, %33 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %5, i8 0, i64 224, i1 false)
  %42 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %41, ptr %42, align 4, !tbaa !21
  %43 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %43, ptr noundef nonnull align 8 dereferenceable(20) %6, i64 20, i1 false), !tbaa.struct !114
  %44 = getelementptr inbounds i8, ptr %5, i64 28
  store i32 %40, ptr %44, align 4, !tbaa !21
  %45 = getelementptr inbounds i8, ptr %5, i64 32
  store i64 %12, ptr %45, align 8
  %46 = getelementptr inbounds i8, ptr %5, i64 40
  store i32 %11, ptr %46, align 8, !tbaa !21
  %47 = getelementptr inbounds i8, ptr %5, i64 44
  store i32 %39, ptr %47, align 4, !tbaa !6
  %48 = getelementptr inbounds i8, ptr %5, i64 160
  %49 = add i32 %40, -6
  %50 = icmp ult i32 %49, -3
  br i1 %50, label %51, label %55

51:                                               ; preds = %38
  store i32 2, ptr %48, align 8, !tbaa !56
  %52 = getelementptr inbounds i8, ptr %5, i64 140
  %53 = icmp ugt i32 %40, 6
  br i1 %53, label %59, label %54

54:                                               ; preds = %51
  store i32 2, ptr %52, align 4, !tbaa !57
  br label %64

55:                                               ; preds = %38
  %56 = icmp ugt i32 %41, 14
  %57 = select i1 %56, i32 1, i32 2
  store i32 %57, ptr %48, align 8, !tbaa !56
  %58 = getelementptr inbounds i8, ptr %5, i64 140
  store i32 2, ptr %58, align 4, !tbaa !57
  br label %64

59:                                               ; preds = %51
  %60 = icmp ugt i32 %41, 16
  %61 = select i1 %60, i32 1, i32 2
  store i32 %61, ptr %52, align 4, !tbaa !57
  %62 = icmp ugt i32 %41, 26
  %63 = select i1 %62, i32 1, i32 2
  br label %64

64:                                               ; preds = %55, %54, %59
  %65 = phi i32 [ 2, %55 ], [ %63, %59 ], [ 2, %54 ]
  %66 = getelementptr inbounds i8, ptr %5, i64 96
  store i32 %65, ptr %66, align 8, !tbaa !59
  %67 = getelementptr inbounds i8, ptr %5, i64 152
  store i64 131072, ptr %67, align 8, !tbaa !60
  %68 = getelementptr inbounds i8, ptr %5, i64 216
  %69 = icmp slt i32 %39, 10
  %70 = select i1 %69, i32 2, i32 1
  store i32 %70, ptr %68, align 8, !tbaa !61
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %6)
  %71 = icmp eq i64 %3, -1
  br i1 %71, label %83, label %72

72:                                               ; preds = %64
  %73 = icmp ugt i64 %3, 1
  br i1 %73, label %74, label %80

74:                                               ; preds = %72
  %75 = tail call i64 @llvm.umin.i64(i64 %3, i64 524288)
  %76 = trunc nuw nsw i64 %75 to i32
  %77 = add nsw i32 %76, -1
  %78 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %77, i1 false)
  %79 = sub nuw nsw i32 32, %78
  br label %80

80:                                               ; preds = %72, %74
  %81 = phi i32 [ %79, %74 ], [ 1, %72 ]
  %82 = tail call i32 @llvm.umax.i32(i32 %41, i32 %81)
  store i32 %82, ptr %42, align 4, !tbaa !70
  br label %83

83:                                               ; preds = %80, %64
  %84 = call fastcc i64 @ZSTD_compressBegin_internal(ptr noundef %0, ptr noundef null, i64 noundef 0, i32 noundef 0, i32 noundef 0, ptr noundef nonnull %1, ptr noundef nonnull %5, i64 noundef %3, i32 noundef 0)
  br label %85

85:                                               ; preds = %4, %83
  %86 = phi i64 [ %84, %83 ], [ -32, %4 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %5) #27
  ret i64 %86
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_usingCDict_deprecated(ptr noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = tail call fastcc i64 @ZSTD_compressBegin_usingCDict_internal(ptr noundef %0, ptr noundef %1, [2 x i64] zeroinitializer, i64 noundef -1)
  ret i64 %3
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_usingCDict(ptr noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = tail call fastcc i64 @ZSTD_compressBegin_usingCDict_internal(ptr noundef %0, ptr noundef %1, [2 x i64] zeroinitializer, i64 noundef -1)
  ret i64 %3
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress_usingCDict_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, [2 x i64] %6) local_unnamed_addr #2 {
  %8 = extractvalue [2 x i64] %6, 1
  %9 = and i64 %8, 4294967295
  %10 = insertvalue [2 x i64] %6, i64 %9, 1
  %11 = tail call fastcc i64 @ZSTD_compressBegin_usingCDict_internal(ptr noundef %0, ptr noundef %5, [2 x i64] %10, i64 noundef %4)
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
  %7 = tail call fastcc i64 @ZSTD_compressBegin_usingCDict_internal(ptr noundef %0, ptr noundef %5, [2 x i64] [i64 1, i64 0], i64 noundef %4)
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
define dso_local noalias noundef ptr @ZSTD_createCStream() local_unnamed_addr #2 {
  %1 = tail call dereferenceable_or_null(5280) ptr @calloc(i64 1, i64 5280)
  %2 = icmp eq ptr %1, null
  br i1 %2, label %7, label %3

3:                                                ; preds = %0
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %1)
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %4, i8 0, i64 224, i1 false)
  %5 = getelementptr inbounds i8, ptr %1, i64 60
  store i32 3, ptr %5, align 4, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 48
  store i32 1, ptr %6, align 8, !tbaa !17
  br label %7

7:                                                ; preds = %0, %3
  ret ptr %1
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createCStream_advanced(ptr nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = load ptr, ptr %0, align 8, !tbaa !18
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !18
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !18
  %7 = icmp eq ptr %2, null
  %8 = icmp eq ptr %4, null
  %9 = xor i1 %7, %8
  br i1 %9, label %25, label %10

10:                                               ; preds = %1
  br i1 %7, label %13, label %11

11:                                               ; preds = %10
  %12 = tail call ptr %2(ptr noundef %6, i64 noundef 5280) #27
  br label %15

13:                                               ; preds = %10
  %14 = tail call noalias dereferenceable_or_null(5280) ptr @malloc(i64 noundef 5280) #28
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi ptr [ %12, %11 ], [ %14, %13 ]
  %17 = icmp eq ptr %16, null
  br i1 %17, label %25, label %18

18:                                               ; preds = %15
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5280) %16, i8 0, i64 5280, i1 false)
  %19 = getelementptr inbounds i8, ptr %16, i64 896
  store ptr %2, ptr %19, align 8, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %16, i64 904
  store ptr %4, ptr %20, align 8, !tbaa !18
  %21 = getelementptr inbounds i8, ptr %16, i64 912
  store ptr %6, ptr %21, align 8, !tbaa !18
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %16)
  %22 = getelementptr inbounds i8, ptr %16, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %22, i8 0, i64 224, i1 false)
  %23 = getelementptr inbounds i8, ptr %16, i64 60
  store i32 3, ptr %23, align 4, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %16, i64 48
  store i32 1, ptr %24, align 8, !tbaa !17
  br label %25

25:                                               ; preds = %1, %15, %18
  %26 = phi ptr [ null, %1 ], [ %16, %18 ], [ null, %15 ]
  ret ptr %26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noundef ptr @ZSTD_initStaticCStream(ptr noundef %0, i64 noundef %1) local_unnamed_addr #4 {
  %3 = icmp ugt i64 %1, 5280
  %4 = ptrtoint ptr %0 to i64
  %5 = and i64 %4, 7
  %6 = icmp eq i64 %5, 0
  %7 = and i1 %3, %6
  br i1 %7, label %8, label %60

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 5280
  %10 = icmp slt i64 %1, 5280
  %11 = icmp eq ptr %0, null
  %12 = or i1 %11, %10
  br i1 %12, label %60, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 %1
  %15 = ptrtoint ptr %14 to i64
  %16 = and i64 %15, 63
  %17 = sub nsw i64 0, %16
  %18 = getelementptr inbounds i8, ptr %14, i64 %17
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5280) %0, i8 0, i64 5280, i1 false)
  %19 = getelementptr inbounds i8, ptr %0, i64 704
  store ptr %0, ptr %19, align 8, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %0, i64 712
  store ptr %14, ptr %20, align 8, !tbaa !18
  %21 = getelementptr inbounds i8, ptr %0, i64 720
  store ptr %9, ptr %21, align 8, !tbaa !18
  %22 = getelementptr inbounds i8, ptr %0, i64 728
  store ptr %9, ptr %22, align 8, !tbaa !18
  %23 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %9, ptr %23, align 8, !tbaa !18
  %24 = getelementptr inbounds i8, ptr %0, i64 744
  store ptr %18, ptr %24, align 8, !tbaa !18
  %25 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %18, ptr %25, align 8, !tbaa !18
  %26 = getelementptr inbounds i8, ptr %0, i64 760
  %27 = getelementptr inbounds i8, ptr %0, i64 772
  store i32 1, ptr %27, align 4, !tbaa !21
  %28 = getelementptr inbounds i8, ptr %0, i64 928
  store i64 %1, ptr %28, align 8, !tbaa !22
  %29 = ptrtoint ptr %18 to i64
  %30 = ptrtoint ptr %9 to i64
  %31 = sub i64 %29, %30
  %32 = icmp ult i64 %31, 20184
  br i1 %32, label %60, label %33

33:                                               ; preds = %13
  %34 = icmp ult i64 %1, 10912
  br i1 %34, label %35, label %36

35:                                               ; preds = %33
  store i8 1, ptr %26, align 8, !tbaa !42
  br label %38

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, ptr %0, i64 10912
  store ptr %37, ptr %21, align 8, !tbaa !43
  store ptr %37, ptr %22, align 8, !tbaa !44
  store ptr %37, ptr %23, align 8, !tbaa !45
  br label %38

38:                                               ; preds = %36, %35
  %39 = phi ptr [ %9, %35 ], [ %37, %36 ]
  %40 = phi ptr [ null, %35 ], [ %9, %36 ]
  %41 = getelementptr inbounds i8, ptr %0, i64 3224
  store ptr %40, ptr %41, align 8, !tbaa !46
  %42 = getelementptr inbounds i8, ptr %39, i64 5632
  %43 = icmp ugt ptr %42, %14
  br i1 %43, label %44, label %45

44:                                               ; preds = %38
  store i8 1, ptr %26, align 8, !tbaa !42
  br label %46

45:                                               ; preds = %38
  store ptr %42, ptr %21, align 8, !tbaa !43
  store ptr %42, ptr %22, align 8, !tbaa !44
  store ptr %42, ptr %23, align 8, !tbaa !45
  br label %46

46:                                               ; preds = %45, %44
  %47 = phi i64 [ 8920, %44 ], [ 14552, %45 ]
  %48 = phi ptr [ null, %44 ], [ %39, %45 ]
  %49 = phi ptr [ %39, %44 ], [ %42, %45 ]
  %50 = getelementptr inbounds i8, ptr %39, i64 %47
  %51 = getelementptr inbounds i8, ptr %0, i64 3232
  store ptr %48, ptr %51, align 8
  %52 = icmp ugt ptr %50, %14
  br i1 %52, label %53, label %54

53:                                               ; preds = %46
  store i8 1, ptr %26, align 8, !tbaa !42
  br label %55

54:                                               ; preds = %46
  store ptr %50, ptr %21, align 8, !tbaa !43
  store ptr %50, ptr %22, align 8, !tbaa !44
  store ptr %50, ptr %23, align 8, !tbaa !45
  br label %55

55:                                               ; preds = %54, %53
  %56 = phi ptr [ null, %53 ], [ %49, %54 ]
  %57 = getelementptr inbounds i8, ptr %0, i64 3544
  store ptr %56, ptr %57, align 8, !tbaa !47
  %58 = getelementptr inbounds i8, ptr %0, i64 3552
  store i64 8920, ptr %58, align 8, !tbaa !48
  %59 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %59, align 8, !tbaa !49
  br label %60

60:                                               ; preds = %2, %8, %13, %55
  %61 = phi ptr [ %0, %55 ], [ null, %2 ], [ null, %13 ], [ null, %8 ]
  ret ptr %61
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_freeCStream(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %34, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 928
  %5 = load i64, ptr %4, align 8, !tbaa !22
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %34

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 704
  %9 = load ptr, ptr %8, align 8, !tbaa !50
  %10 = icmp ugt ptr %9, %0
  br i1 %10, label %15, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 712
  %13 = load ptr, ptr %12, align 8, !tbaa !51
  %14 = icmp ule ptr %13, %0
  br label %15

15:                                               ; preds = %11, %7
  %16 = phi i1 [ true, %7 ], [ %14, %11 ]
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %17 = getelementptr inbounds i8, ptr %0, i64 904
  %18 = load ptr, ptr %17, align 8, !tbaa !18
  %19 = getelementptr inbounds i8, ptr %0, i64 912
  %20 = load ptr, ptr %19, align 8, !tbaa !18
  %21 = load ptr, ptr %8, align 8, !tbaa !50
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %8, i8 0, i64 72, i1 false)
  %22 = icmp eq ptr %21, null
  br i1 %22, label %27, label %23

23:                                               ; preds = %15
  %24 = icmp eq ptr %18, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %23
  tail call void %18(ptr noundef %20, ptr noundef nonnull %21) #27
  br label %27

26:                                               ; preds = %23
  tail call void @free(ptr noundef nonnull %21) #27
  br label %27

27:                                               ; preds = %26, %25, %15
  br i1 %16, label %28, label %34

28:                                               ; preds = %27
  %29 = load ptr, ptr %17, align 8, !tbaa !18
  %30 = icmp eq ptr %29, null
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = load ptr, ptr %19, align 8, !tbaa !18
  tail call void %29(ptr noundef %32, ptr noundef nonnull %0) #27
  br label %34

33:                                               ; preds = %28
  tail call void @free(ptr noundef nonnull %0) #27
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
define dso_local noundef range(i64 -60, 1) i64 @ZSTD_resetCStream(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #4 {
  %3 = icmp eq i64 %1, 0
  %4 = add i64 %1, 1
  %5 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %5, align 8, !tbaa !67
  %6 = getelementptr inbounds i8, ptr %0, i64 784
  %7 = select i1 %3, i64 0, i64 %4
  store i64 %7, ptr %6, align 8, !tbaa !100
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_initCStream_internal(ptr nocapture noundef %0, ptr noundef readonly %1, i64 noundef %2, ptr noundef %3, ptr nocapture noundef readonly %4, i64 noundef %5) local_unnamed_addr #2 {
  %7 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %7, align 8, !tbaa !67
  %8 = getelementptr inbounds i8, ptr %0, i64 784
  %9 = add i64 %5, 1
  store i64 %9, ptr %8, align 8, !tbaa !100
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %10, ptr noundef nonnull align 8 dereferenceable(224) %4, i64 224, i1 false), !tbaa.struct !99
  %11 = icmp eq ptr %1, null
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  br i1 %11, label %36, label %12

12:                                               ; preds = %6
  %13 = icmp eq i64 %2, 0
  br i1 %13, label %38, label %14

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 928
  %16 = load i64, ptr %15, align 8, !tbaa !22
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %18, label %38

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %0, i64 896
  %20 = load ptr, ptr %19, align 8, !tbaa !18
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, ptr %0, i64 912
  %24 = load ptr, ptr %23, align 8, !tbaa !18
  %25 = tail call ptr %20(ptr noundef %24, i64 noundef %2) #27
  br label %28

26:                                               ; preds = %18
  %27 = tail call noalias ptr @malloc(i64 noundef %2) #28
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
  store ptr %3, ptr %37, align 8, !tbaa !98
  br label %38

38:                                               ; preds = %28, %14, %12, %31, %36
  %39 = phi i64 [ 0, %36 ], [ 0, %31 ], [ 0, %12 ], [ -64, %14 ], [ -64, %28 ]
  ret i64 %39
}

; Function Attrs: nounwind uwtable
define dso_local noundef range(i64 -60, 1) i64 @ZSTD_initCStream_usingCDict_advanced(ptr nocapture noundef %0, ptr noundef %1, [2 x i64] %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = extractvalue [2 x i64] %2, 0
  %6 = extractvalue [2 x i64] %2, 1
  %7 = trunc i64 %6 to i32
  %8 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %8, align 8, !tbaa !67
  %9 = getelementptr inbounds i8, ptr %0, i64 784
  %10 = add i64 %3, 1
  store i64 %10, ptr %9, align 8, !tbaa !100
  %11 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 %5, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %0, i64 56
  store i32 %7, ptr %12, align 8, !tbaa !21
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %13 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr %1, ptr %13, align 8, !tbaa !98
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local noundef range(i64 -60, 1) i64 @ZSTD_initCStream_usingCDict(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %3, align 8, !tbaa !67
  %4 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %4, align 8, !tbaa !100
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %5 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr %1, ptr %5, align 8, !tbaa !98
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -64, 1) i64 @ZSTD_initCStream_advanced(ptr nocapture noundef %0, ptr noundef readonly %1, i64 noundef %2, ptr nocapture noundef readonly %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = icmp eq i64 %4, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %5
  %8 = getelementptr inbounds i8, ptr %3, i64 28
  %9 = load i32, ptr %8, align 4, !tbaa !302
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %7, %5
  %12 = add i64 %4, 1
  br label %13

13:                                               ; preds = %7, %11
  %14 = phi i64 [ %12, %11 ], [ 0, %7 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %15, align 8, !tbaa !67
  %16 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 %14, ptr %16, align 8, !tbaa !100
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  %18 = load i32, ptr %17, align 4, !tbaa !21
  %19 = getelementptr inbounds i8, ptr %3, i64 20
  %20 = load i32, ptr %19, align 4, !tbaa !21
  %21 = load <4 x i32>, ptr %3, align 4, !tbaa !21
  %22 = freeze <4 x i32> %21
  %23 = add <4 x i32> %22, <i32 -32, i32 -31, i32 -31, i32 -31>
  %24 = icmp ult <4 x i32> %23, <i32 -22, i32 -25, i32 -25, i32 -30>
  %25 = freeze i32 %18
  %26 = add i32 %25, -8
  %27 = icmp ult i32 %26, -5
  %28 = icmp ugt i32 %20, 131072
  %29 = bitcast <4 x i1> %24 to i4
  %30 = icmp ne i4 %29, 0
  %31 = or i1 %30, %27
  %32 = select i1 %31, i1 true, i1 %28
  br i1 %32, label %68, label %33

33:                                               ; preds = %13
  %34 = getelementptr inbounds i8, ptr %3, i64 24
  %35 = load i32, ptr %34, align 4, !tbaa !21
  %36 = add i32 %35, -1
  %37 = icmp ult i32 %36, 9
  br i1 %37, label %38, label %68

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %0, i64 20
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %39, ptr noundef nonnull readonly align 4 dereferenceable(28) %3, i64 28, i1 false), !tbaa.struct !53
  %40 = getelementptr inbounds i8, ptr %0, i64 48
  %41 = getelementptr inbounds i8, ptr %3, i64 28
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %40, ptr noundef nonnull readonly align 4 dereferenceable(12) %41, i64 12, i1 false), !tbaa.struct !54
  %42 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 0, ptr %42, align 4, !tbaa !6
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %43 = icmp eq ptr %1, null
  %44 = icmp eq i64 %2, 0
  %45 = or i1 %43, %44
  br i1 %45, label %68, label %46

46:                                               ; preds = %38
  %47 = getelementptr inbounds i8, ptr %0, i64 928
  %48 = load i64, ptr %47, align 8, !tbaa !22
  %49 = icmp eq i64 %48, 0
  br i1 %49, label %50, label %68

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 896
  %52 = load ptr, ptr %51, align 8, !tbaa !18
  %53 = icmp eq ptr %52, null
  br i1 %53, label %58, label %54

54:                                               ; preds = %50
  %55 = getelementptr inbounds i8, ptr %0, i64 912
  %56 = load ptr, ptr %55, align 8, !tbaa !18
  %57 = tail call ptr %52(ptr noundef %56, i64 noundef %2) #27
  br label %60

58:                                               ; preds = %50
  %59 = tail call noalias ptr @malloc(i64 noundef %2) #28
  br label %60

60:                                               ; preds = %58, %54
  %61 = phi ptr [ %57, %54 ], [ %59, %58 ]
  %62 = icmp eq ptr %61, null
  br i1 %62, label %68, label %63

63:                                               ; preds = %60
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %61, ptr nonnull readonly align 1 %1, i64 %2, i1 false)
  %64 = getelementptr inbounds i8, ptr %0, i64 3688
  store ptr %61, ptr %64, align 8, !tbaa !101
  %65 = getelementptr inbounds i8, ptr %0, i64 3696
  store ptr %61, ptr %65, align 8, !tbaa !102
  %66 = getelementptr inbounds i8, ptr %0, i64 3704
  store i64 %2, ptr %66, align 8, !tbaa !103
  %67 = getelementptr inbounds i8, ptr %0, i64 3712
  store i32 0, ptr %67, align 8, !tbaa !104
  br label %68

68:                                               ; preds = %63, %60, %46, %38, %13, %33
  %69 = phi i64 [ -42, %33 ], [ -42, %13 ], [ 0, %63 ], [ 0, %38 ], [ -64, %46 ], [ -64, %60 ]
  ret i64 %69
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_initCStream_usingDict(ptr nocapture noundef %0, ptr noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = getelementptr inbounds i8, ptr %0, i64 3640
  store i32 0, ptr %5, align 8, !tbaa !67
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
  store i32 %14, ptr %15, align 4, !tbaa !6
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %16 = icmp eq ptr %1, null
  %17 = icmp eq i64 %2, 0
  %18 = or i1 %16, %17
  br i1 %18, label %41, label %19

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 928
  %21 = load i64, ptr %20, align 8, !tbaa !22
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %23, label %41

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 896
  %25 = load ptr, ptr %24, align 8, !tbaa !18
  %26 = icmp eq ptr %25, null
  br i1 %26, label %31, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %0, i64 912
  %29 = load ptr, ptr %28, align 8, !tbaa !18
  %30 = tail call ptr %25(ptr noundef %29, i64 noundef %2) #27
  br label %33

31:                                               ; preds = %23
  %32 = tail call noalias ptr @malloc(i64 noundef %2) #28
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
  store i32 0, ptr %6, align 8, !tbaa !67
  %7 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %7, align 8, !tbaa !100
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %8 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr null, ptr %8, align 8, !tbaa !98
  %9 = load i32, ptr %6, align 8, !tbaa !67
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 1, ptr %12, align 4, !tbaa !68
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
  store i32 %21, ptr %22, align 4, !tbaa !6
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
  store i32 0, ptr %3, align 8, !tbaa !67
  %4 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 0, ptr %4, align 8, !tbaa !100
  tail call fastcc void @ZSTD_clearAllDicts(ptr noundef nonnull %0)
  %5 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr null, ptr %5, align 8, !tbaa !98
  %6 = load i32, ptr %3, align 8, !tbaa !67
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 1, ptr %9, align 4, !tbaa !68
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
  store i32 %18, ptr %19, align 4, !tbaa !6
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressStream(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2) local_unnamed_addr #2 {
  %4 = tail call i64 @ZSTD_compressStream2(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef 0)
  %5 = icmp ult i64 %4, -119
  br i1 %5, label %6, label %26

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 364
  %8 = load i32, ptr %7, align 4, !tbaa !304
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %10, label %16

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 776
  %12 = load i64, ptr %11, align 8, !tbaa !216
  %13 = getelementptr inbounds i8, ptr %0, i64 3672
  %14 = load i64, ptr %13, align 8, !tbaa !305
  %15 = sub i64 %12, %14
  br label %26

16:                                               ; preds = %6
  %17 = getelementptr inbounds i8, ptr %0, i64 3600
  %18 = load i64, ptr %17, align 8, !tbaa !306
  %19 = getelementptr inbounds i8, ptr %0, i64 3592
  %20 = load i64, ptr %19, align 8, !tbaa !134
  %21 = sub i64 %18, %20
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %16
  %24 = getelementptr inbounds i8, ptr %0, i64 776
  %25 = load i64, ptr %24, align 8, !tbaa !216
  br label %26

26:                                               ; preds = %23, %16, %10, %3
  %27 = phi i64 [ %4, %3 ], [ %15, %10 ], [ %25, %23 ], [ %21, %16 ]
  ret i64 %27
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressStream2(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !183
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !182
  %9 = icmp ugt i64 %6, %8
  br i1 %9, label %388, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !186
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = load i64, ptr %13, align 8, !tbaa !185
  %15 = icmp ugt i64 %12, %14
  br i1 %15, label %388, label %16

16:                                               ; preds = %10
  %17 = icmp ugt i32 %3, 2
  br i1 %17, label %388, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %0, i64 3640
  %20 = load i32, ptr %19, align 8, !tbaa !67
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, ptr %0, i64 364
  %24 = load i32, ptr %23, align 4, !tbaa !304
  br label %72

25:                                               ; preds = %18
  %26 = sub i64 %14, %12
  %27 = getelementptr inbounds i8, ptr %0, i64 3672
  %28 = load i64, ptr %27, align 8, !tbaa !305
  %29 = add i64 %28, %26
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = getelementptr inbounds i8, ptr %0, i64 140
  %32 = load i32, ptr %31, align 4, !tbaa !307
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
  %41 = load ptr, ptr %2, align 8, !tbaa !184
  %42 = getelementptr inbounds i8, ptr %0, i64 3648
  %43 = load ptr, ptr %42, align 8, !tbaa !308
  %44 = icmp eq ptr %41, %43
  br i1 %44, label %45, label %388

45:                                               ; preds = %40
  %46 = getelementptr inbounds i8, ptr %0, i64 3656
  %47 = load i64, ptr %46, align 8, !tbaa !309
  %48 = icmp eq i64 %12, %47
  br i1 %48, label %49, label %388

49:                                               ; preds = %45, %38
  store i64 %14, ptr %11, align 8, !tbaa !186
  %50 = getelementptr inbounds i8, ptr %0, i64 3648
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %50, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !310
  store i64 %29, ptr %27, align 8, !tbaa !305
  %51 = load i32, ptr %30, align 8, !tbaa !311
  %52 = icmp eq i32 %51, 0
  %53 = select i1 %52, i64 6, i64 2
  br label %388

54:                                               ; preds = %25
  %55 = tail call fastcc i64 @ZSTD_CCtx_init_compressStream2(ptr noundef nonnull %0, i32 noundef %3, i64 noundef %29)
  %56 = icmp ult i64 %55, -119
  br i1 %56, label %57, label %388

57:                                               ; preds = %54
  %58 = getelementptr inbounds i8, ptr %0, i64 364
  %59 = load i32, ptr %58, align 4, !tbaa !304
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %63

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %0, i64 3648
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %62, ptr noundef nonnull readonly align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !310
  br label %63

63:                                               ; preds = %61, %57
  %64 = getelementptr inbounds i8, ptr %0, i64 368
  %65 = load i32, ptr %64, align 8, !tbaa !312
  %66 = icmp eq i32 %65, 1
  br i1 %66, label %67, label %72

67:                                               ; preds = %63
  %68 = load i64, ptr %7, align 8, !tbaa !182
  %69 = load i64, ptr %5, align 8, !tbaa !183
  %70 = sub i64 %68, %69
  %71 = getelementptr inbounds i8, ptr %0, i64 3680
  store i64 %70, ptr %71, align 8, !tbaa !313
  br label %72

72:                                               ; preds = %22, %63, %67
  %73 = phi i32 [ %24, %22 ], [ %59, %63 ], [ %59, %67 ]
  %74 = getelementptr inbounds i8, ptr %0, i64 364
  %75 = icmp eq i32 %73, 1
  br i1 %75, label %76, label %86

76:                                               ; preds = %72
  %77 = getelementptr inbounds i8, ptr %0, i64 3648
  %78 = load ptr, ptr %77, align 8, !tbaa !18
  %79 = load ptr, ptr %2, align 8, !tbaa !184
  %80 = icmp eq ptr %78, %79
  br i1 %80, label %81, label %388

81:                                               ; preds = %76
  %82 = getelementptr inbounds i8, ptr %0, i64 3664
  %83 = load i64, ptr %82, align 8, !tbaa !52
  %84 = load i64, ptr %11, align 8, !tbaa !186
  %85 = icmp eq i64 %83, %84
  br i1 %85, label %86, label %388

86:                                               ; preds = %81, %72
  %87 = getelementptr inbounds i8, ptr %0, i64 368
  %88 = load i32, ptr %87, align 8, !tbaa !312
  %89 = icmp eq i32 %88, 1
  br i1 %89, label %90, label %97

90:                                               ; preds = %86
  %91 = load i64, ptr %7, align 8, !tbaa !182
  %92 = load i64, ptr %5, align 8, !tbaa !183
  %93 = sub i64 %91, %92
  %94 = getelementptr inbounds i8, ptr %0, i64 3680
  %95 = load i64, ptr %94, align 8, !tbaa !313
  %96 = icmp eq i64 %95, %93
  br i1 %96, label %97, label %388

97:                                               ; preds = %90, %86
  %98 = load ptr, ptr %2, align 8, !tbaa !184
  %99 = icmp eq ptr %98, null
  br i1 %99, label %105, label %100

100:                                              ; preds = %97
  %101 = load i64, ptr %13, align 8, !tbaa !185
  %102 = getelementptr inbounds i8, ptr %98, i64 %101
  %103 = load i64, ptr %11, align 8, !tbaa !186
  %104 = getelementptr inbounds i8, ptr %98, i64 %103
  br label %105

105:                                              ; preds = %100, %97
  %106 = phi ptr [ %102, %100 ], [ null, %97 ]
  %107 = phi ptr [ %104, %100 ], [ null, %97 ]
  %108 = load ptr, ptr %1, align 8, !tbaa !180
  %109 = icmp eq ptr %108, null
  br i1 %109, label %116, label %110

110:                                              ; preds = %105
  %111 = load i64, ptr %7, align 8, !tbaa !182
  %112 = getelementptr inbounds i8, ptr %108, i64 %111
  %113 = load i64, ptr %5, align 8, !tbaa !183
  %114 = getelementptr inbounds i8, ptr %108, i64 %113
  %115 = ptrtoint ptr %112 to i64
  br label %116

116:                                              ; preds = %110, %105
  %117 = phi i64 [ %115, %110 ], [ 0, %105 ]
  %118 = phi ptr [ %114, %110 ], [ null, %105 ]
  br i1 %75, label %119, label %128

119:                                              ; preds = %116
  %120 = getelementptr inbounds i8, ptr %0, i64 3672
  %121 = load i64, ptr %120, align 8, !tbaa !305
  %122 = load i64, ptr %11, align 8, !tbaa !186
  %123 = sub i64 %122, %121
  store i64 %123, ptr %11, align 8, !tbaa !186
  %124 = icmp eq ptr %107, null
  %125 = sub i64 0, %121
  %126 = getelementptr inbounds i8, ptr %107, i64 %125
  %127 = select i1 %124, ptr null, ptr %126
  store i64 0, ptr %120, align 8, !tbaa !305
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
  %148 = load i32, ptr %19, align 8, !tbaa !67
  br label %149

149:                                              ; preds = %145, %149
  switch i32 %148, label %149 [
    i32 0, label %388
    i32 1, label %153
    i32 2, label %150
  ], !llvm.loop !314

150:                                              ; preds = %149
  %151 = load i64, ptr %142, align 8, !tbaa !315
  %152 = load i64, ptr %143, align 8, !tbaa !316
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
  %175 = load i32, ptr %87, align 8, !tbaa !312
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %185

177:                                              ; preds = %174, %171
  %178 = load i64, ptr %132, align 8, !tbaa !134
  %179 = icmp eq i64 %178, 0
  br i1 %179, label %180, label %185

180:                                              ; preds = %177
  %181 = tail call i64 @ZSTD_compressEnd_public(ptr noundef nonnull %0, ptr noundef %147, i64 noundef %156, ptr noundef %146, i64 noundef %158)
  %182 = icmp ult i64 %181, -119
  br i1 %182, label %183, label %388

183:                                              ; preds = %180
  %184 = getelementptr inbounds i8, ptr %147, i64 %181
  store <2 x i32> <i32 0, i32 1>, ptr %19, align 8, !tbaa !21
  store i64 0, ptr %144, align 8, !tbaa !100
  br label %344

185:                                              ; preds = %177, %174, %153
  %186 = load i32, ptr %74, align 4, !tbaa !304
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %188, label %212

188:                                              ; preds = %185
  %189 = load i64, ptr %135, align 8, !tbaa !306
  %190 = load i64, ptr %132, align 8, !tbaa !134
  %191 = sub i64 %189, %190
  %192 = ptrtoint ptr %146 to i64
  %193 = sub i64 %131, %192
  %194 = tail call i64 @llvm.umin.i64(i64 %191, i64 %193)
  %195 = icmp eq i64 %194, 0
  br i1 %195, label %200, label %196

196:                                              ; preds = %188
  %197 = load ptr, ptr %136, align 8, !tbaa !133
  %198 = getelementptr inbounds i8, ptr %197, i64 %190
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %198, ptr readonly align 1 %146, i64 %194, i1 false)
  %199 = load i64, ptr %132, align 8, !tbaa !134
  br label %200

200:                                              ; preds = %196, %188
  %201 = phi i64 [ %190, %188 ], [ %199, %196 ]
  %202 = add i64 %201, %194
  store i64 %202, ptr %132, align 8, !tbaa !134
  %203 = icmp eq ptr %146, null
  %204 = getelementptr inbounds i8, ptr %146, i64 %194
  %205 = select i1 %203, ptr null, ptr %204
  switch i32 %3, label %224 [
    i32 0, label %206
    i32 1, label %209
  ]

206:                                              ; preds = %200
  %207 = load i64, ptr %135, align 8, !tbaa !306
  %208 = icmp ult i64 %202, %207
  br i1 %208, label %344, label %224

209:                                              ; preds = %200
  %210 = load i64, ptr %137, align 8, !tbaa !135
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
  %216 = load i64, ptr %133, align 8, !tbaa !216
  %217 = icmp ult i64 %215, %216
  br i1 %217, label %218, label %224

218:                                              ; preds = %213
  store i64 %215, ptr %134, align 8, !tbaa !305
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
  %226 = load i32, ptr %74, align 4, !tbaa !304
  %227 = icmp eq i32 %226, 0
  %228 = ptrtoint ptr %147 to i64
  %229 = sub i64 %117, %228
  br i1 %227, label %230, label %234

230:                                              ; preds = %224
  %231 = load i64, ptr %132, align 8, !tbaa !134
  %232 = load i64, ptr %137, align 8, !tbaa !135
  %233 = sub i64 %231, %232
  br label %241

234:                                              ; preds = %224, %221
  %235 = phi i64 [ %223, %221 ], [ %229, %224 ]
  %236 = phi ptr [ %146, %221 ], [ %225, %224 ]
  %237 = ptrtoint ptr %236 to i64
  %238 = sub i64 %131, %237
  %239 = load i64, ptr %133, align 8, !tbaa !216
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
  %262 = load i32, ptr %87, align 8, !tbaa !312
  %263 = icmp eq i32 %262, 1
  br i1 %263, label %267, label %264

264:                                              ; preds = %261
  %265 = load ptr, ptr %138, align 8, !tbaa !317
  %266 = load i64, ptr %139, align 8, !tbaa !269
  br label %267

267:                                              ; preds = %264, %261, %258
  %268 = phi i64 [ %266, %264 ], [ %242, %261 ], [ %242, %258 ]
  %269 = phi ptr [ %265, %264 ], [ %147, %261 ], [ %147, %258 ]
  br i1 %243, label %270, label %293

270:                                              ; preds = %267
  %271 = icmp eq ptr %244, %106
  %272 = select i1 %130, i1 %271, i1 false
  %273 = zext i1 %272 to i32
  %274 = load ptr, ptr %136, align 8, !tbaa !133
  %275 = load i64, ptr %137, align 8, !tbaa !135
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
  store i32 %273, ptr %140, align 4, !tbaa !318
  %285 = load i64, ptr %132, align 8, !tbaa !134
  %286 = load i64, ptr %133, align 8, !tbaa !216
  %287 = add i64 %286, %285
  store i64 %287, ptr %135, align 8, !tbaa !306
  %288 = load i64, ptr %141, align 8, !tbaa !268
  %289 = icmp ugt i64 %287, %288
  br i1 %289, label %290, label %291

290:                                              ; preds = %284
  store i64 0, ptr %132, align 8, !tbaa !134
  store i64 %286, ptr %135, align 8, !tbaa !306
  br label %291

291:                                              ; preds = %290, %284
  %292 = phi i64 [ %285, %284 ], [ 0, %290 ]
  store i64 %292, ptr %137, align 8, !tbaa !135
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
  store i32 %297, ptr %140, align 4, !tbaa !318
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
  store i32 0, ptr %19, align 8, !tbaa !67
  store i64 0, ptr %144, align 8, !tbaa !100
  br label %344

317:                                              ; preds = %308
  store i64 %310, ptr %142, align 8, !tbaa !315
  store i64 0, ptr %143, align 8, !tbaa !316
  store i32 2, ptr %19, align 8, !tbaa !67
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
  %328 = load ptr, ptr %138, align 8, !tbaa !317
  %329 = getelementptr inbounds i8, ptr %328, i64 %319
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %147, ptr readonly align 1 %329, i64 %325, i1 false)
  %330 = load i64, ptr %143, align 8, !tbaa !316
  br label %331

331:                                              ; preds = %327, %318
  %332 = phi i64 [ %319, %318 ], [ %330, %327 ]
  %333 = getelementptr inbounds i8, ptr %147, i64 %325
  %334 = add i64 %332, %325
  store i64 %334, ptr %143, align 8, !tbaa !316
  %335 = icmp ugt i64 %322, %324
  br i1 %335, label %344, label %336

336:                                              ; preds = %331
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %142, i8 0, i64 16, i1 false)
  %337 = load i32, ptr %140, align 4, !tbaa !318
  %338 = icmp eq i32 %337, 0
  br i1 %338, label %340, label %339

339:                                              ; preds = %336
  store i32 0, ptr %19, align 8, !tbaa !67
  store i64 0, ptr %144, align 8, !tbaa !100
  br label %344

340:                                              ; preds = %336
  store i32 1, ptr %19, align 8, !tbaa !67
  br label %341

341:                                              ; preds = %340, %313
  %342 = phi ptr [ %311, %313 ], [ %321, %340 ]
  %343 = phi ptr [ %314, %313 ], [ %333, %340 ]
  br label %145, !llvm.loop !314

344:                                              ; preds = %331, %219, %209, %206, %339, %316, %218, %183
  %345 = phi ptr [ %314, %316 ], [ %184, %183 ], [ %333, %339 ], [ %147, %218 ], [ %147, %209 ], [ %147, %206 ], [ %333, %331 ], [ %147, %219 ]
  %346 = phi ptr [ %311, %316 ], [ %106, %183 ], [ %321, %339 ], [ %106, %218 ], [ %205, %209 ], [ %205, %206 ], [ %321, %331 ], [ %106, %219 ]
  %347 = ptrtoint ptr %346 to i64
  %348 = ptrtoint ptr %98 to i64
  %349 = sub i64 %347, %348
  store i64 %349, ptr %11, align 8, !tbaa !186
  %350 = ptrtoint ptr %345 to i64
  %351 = ptrtoint ptr %108 to i64
  %352 = sub i64 %350, %351
  store i64 %352, ptr %5, align 8, !tbaa !183
  %353 = load i32, ptr %140, align 4, !tbaa !318
  %354 = icmp eq i32 %353, 0
  %355 = load i32, ptr %74, align 4, !tbaa !304
  br i1 %354, label %356, label %372

356:                                              ; preds = %344
  %357 = icmp eq i32 %355, 1
  br i1 %357, label %358, label %362

358:                                              ; preds = %356
  %359 = load i64, ptr %133, align 8, !tbaa !216
  %360 = load i64, ptr %134, align 8, !tbaa !305
  %361 = sub i64 %359, %360
  br label %369

362:                                              ; preds = %356
  %363 = load i64, ptr %135, align 8, !tbaa !306
  %364 = load i64, ptr %132, align 8, !tbaa !134
  %365 = sub i64 %363, %364
  %366 = icmp eq i64 %365, 0
  br i1 %366, label %367, label %369

367:                                              ; preds = %362
  %368 = load i64, ptr %133, align 8, !tbaa !216
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %375, ptr noundef nonnull readonly align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !310
  br label %376

376:                                              ; preds = %374, %372
  %377 = load i32, ptr %87, align 8, !tbaa !312
  %378 = icmp eq i32 %377, 1
  br i1 %378, label %379, label %384

379:                                              ; preds = %376
  %380 = load i64, ptr %7, align 8, !tbaa !182
  %381 = load i64, ptr %5, align 8, !tbaa !183
  %382 = sub i64 %380, %381
  %383 = getelementptr inbounds i8, ptr %0, i64 3680
  store i64 %382, ptr %383, align 8, !tbaa !313
  br label %384

384:                                              ; preds = %376, %379
  %385 = load i64, ptr %142, align 8, !tbaa !315
  %386 = load i64, ptr %143, align 8, !tbaa !316
  %387 = sub i64 %385, %386
  br label %388

388:                                              ; preds = %149, %302, %281, %180, %81, %76, %90, %45, %40, %54, %49, %369, %16, %10, %4, %384
  %389 = phi i64 [ %370, %369 ], [ %387, %384 ], [ -70, %4 ], [ -72, %10 ], [ -42, %16 ], [ -50, %45 ], [ -50, %40 ], [ %55, %54 ], [ %53, %49 ], [ -50, %90 ], [ -50, %76 ], [ -50, %81 ], [ %181, %180 ], [ -62, %149 ], [ %303, %302 ], [ %282, %281 ]
  ret i64 %389
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_CCtx_init_compressStream2(ptr noundef %0, i32 noundef %1, i64 noundef %2) unnamed_addr #2 {
  %4 = alloca %struct.ZSTD_customMem, align 8
  %5 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %6 = alloca %struct.ZSTD_compressionParameters, align 4
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %5) #27
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %5, ptr noundef nonnull align 8 dereferenceable(224) %7, i64 224, i1 false), !tbaa.struct !99
  %8 = getelementptr inbounds i8, ptr %0, i64 3736
  %9 = load ptr, ptr %8, align 8, !tbaa !18
  %10 = getelementptr inbounds i8, ptr %0, i64 3744
  %11 = load i64, ptr %10, align 8, !tbaa !52
  %12 = getelementptr inbounds i8, ptr %0, i64 3752
  %13 = load i32, ptr %12, align 8, !tbaa !21
  %14 = getelementptr inbounds i8, ptr %0, i64 3696
  %15 = load ptr, ptr %14, align 8, !tbaa !319
  %16 = icmp eq ptr %15, null
  br i1 %16, label %31, label %17

17:                                               ; preds = %3
  %18 = getelementptr inbounds i8, ptr %0, i64 3720
  %19 = load ptr, ptr %18, align 8, !tbaa !320
  %20 = icmp eq ptr %19, null
  br i1 %20, label %21, label %31

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %0, i64 3704
  %23 = load i64, ptr %22, align 8, !tbaa !321
  %24 = getelementptr inbounds i8, ptr %0, i64 3712
  %25 = load i32, ptr %24, align 8, !tbaa !322
  %26 = getelementptr inbounds i8, ptr %0, i64 896
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %26, i64 24, i1 false), !tbaa.struct !20
  %27 = call ptr @ZSTD_createCDict_advanced2(ptr noundef nonnull %15, i64 noundef %23, i32 noundef 1, i32 noundef %25, ptr noundef nonnull %7, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  store ptr %27, ptr %18, align 8, !tbaa !320
  %28 = icmp eq ptr %27, null
  br i1 %28, label %166, label %29

29:                                               ; preds = %21
  %30 = getelementptr inbounds i8, ptr %0, i64 3728
  store ptr %27, ptr %30, align 8, !tbaa !98
  br label %31

31:                                               ; preds = %29, %3, %17
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, i8 0, i64 24, i1 false)
  %32 = getelementptr inbounds i8, ptr %0, i64 3728
  %33 = load ptr, ptr %32, align 8, !tbaa !98
  %34 = icmp eq ptr %33, null
  br i1 %34, label %43, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %0, i64 3720
  %37 = load ptr, ptr %36, align 8, !tbaa !105
  %38 = icmp eq ptr %37, null
  br i1 %38, label %39, label %43

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %33, i64 6068
  %41 = load i32, ptr %40, align 4, !tbaa !238
  %42 = getelementptr inbounds i8, ptr %5, i64 44
  store i32 %41, ptr %42, align 4, !tbaa !6
  br label %43

43:                                               ; preds = %31, %35, %39
  %44 = icmp eq i32 %1, 2
  br i1 %44, label %45, label %48

45:                                               ; preds = %43
  %46 = add i64 %2, 1
  %47 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 %46, ptr %47, align 8, !tbaa !100
  br label %48

48:                                               ; preds = %45, %43
  %49 = icmp eq ptr %9, null
  br i1 %49, label %50, label %61

50:                                               ; preds = %48
  br i1 %34, label %51, label %55

51:                                               ; preds = %50
  %52 = getelementptr inbounds i8, ptr %0, i64 784
  %53 = load i64, ptr %52, align 8, !tbaa !100
  %54 = add i64 %53, -1
  br label %91

55:                                               ; preds = %50
  %56 = getelementptr inbounds i8, ptr %33, i64 8
  %57 = load i64, ptr %56, align 8, !tbaa !235
  %58 = getelementptr inbounds i8, ptr %0, i64 784
  %59 = load i64, ptr %58, align 8, !tbaa !100
  %60 = add i64 %59, -1
  br label %65

61:                                               ; preds = %48
  %62 = getelementptr inbounds i8, ptr %0, i64 784
  %63 = load i64, ptr %62, align 8, !tbaa !100
  %64 = add i64 %63, -1
  br i1 %34, label %91, label %65

65:                                               ; preds = %55, %61
  %66 = phi i64 [ %60, %55 ], [ %64, %61 ]
  %67 = phi i64 [ %57, %55 ], [ %11, %61 ]
  %68 = getelementptr inbounds i8, ptr %33, i64 244
  %69 = load i32, ptr %68, align 4, !tbaa !239
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %91

71:                                               ; preds = %65
  %72 = getelementptr inbounds i8, ptr %33, i64 384
  %73 = load i32, ptr %72, align 8, !tbaa !323
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [10 x i64], ptr @attachDictSizeCutoffs, i64 0, i64 %74
  %76 = load i64, ptr %75, align 8, !tbaa !52
  %77 = icmp uge i64 %76, %66
  %78 = icmp eq i64 %66, -1
  %79 = or i1 %78, %77
  %80 = getelementptr inbounds i8, ptr %5, i64 68
  %81 = load i32, ptr %80, align 4, !tbaa !80
  br i1 %79, label %84, label %82

82:                                               ; preds = %71
  %83 = icmp eq i32 %81, 1
  br i1 %83, label %86, label %91

84:                                               ; preds = %71
  %85 = icmp eq i32 %81, 2
  br i1 %85, label %91, label %86

86:                                               ; preds = %84, %82
  %87 = getelementptr inbounds i8, ptr %5, i64 48
  %88 = load i32, ptr %87, align 8, !tbaa !79
  %89 = icmp eq i32 %88, 0
  %90 = zext i1 %89 to i32
  br label %91

91:                                               ; preds = %86, %61, %82, %84, %51, %65
  %92 = phi i64 [ %66, %65 ], [ %54, %51 ], [ %66, %84 ], [ %66, %82 ], [ %64, %61 ], [ %66, %86 ]
  %93 = phi i64 [ %67, %65 ], [ 0, %51 ], [ %67, %84 ], [ %67, %82 ], [ %11, %61 ], [ %67, %86 ]
  %94 = phi i32 [ 1, %65 ], [ 0, %51 ], [ 0, %84 ], [ 0, %82 ], [ 0, %61 ], [ %90, %86 ]
  %95 = getelementptr inbounds i8, ptr %5, i64 4
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %6) #27
  call void @ZSTD_getCParamsFromCCtxParams(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_compressionParameters) align 4 %6, ptr noundef nonnull %5, i64 noundef %92, i64 noundef %93, i32 noundef %94)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %95, ptr noundef nonnull align 4 dereferenceable(28) %6, i64 28, i1 false), !tbaa.struct !53
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %6) #27
  %96 = getelementptr inbounds i8, ptr %5, i64 140
  %97 = load i32, ptr %96, align 4, !tbaa !57
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %99, label %107

99:                                               ; preds = %91
  %100 = getelementptr inbounds i8, ptr %5, i64 28
  %101 = load i32, ptr %100, align 4, !tbaa !55
  %102 = icmp ugt i32 %101, 6
  br i1 %102, label %103, label %107

103:                                              ; preds = %99
  %104 = load i32, ptr %95, align 4, !tbaa !58
  %105 = icmp ugt i32 %104, 16
  %106 = select i1 %105, i32 1, i32 2
  br label %107

107:                                              ; preds = %91, %99, %103
  %108 = phi i32 [ %97, %91 ], [ 2, %99 ], [ %106, %103 ]
  store i32 %108, ptr %96, align 4, !tbaa !57
  %109 = getelementptr inbounds i8, ptr %5, i64 96
  %110 = load i32, ptr %109, align 8, !tbaa !59
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %112, label %120

112:                                              ; preds = %107
  %113 = getelementptr inbounds i8, ptr %5, i64 28
  %114 = load i32, ptr %113, align 4, !tbaa !55
  %115 = icmp ugt i32 %114, 6
  br i1 %115, label %116, label %120

116:                                              ; preds = %112
  %117 = load i32, ptr %95, align 4, !tbaa !58
  %118 = icmp ugt i32 %117, 26
  %119 = select i1 %118, i32 1, i32 2
  br label %120

120:                                              ; preds = %107, %112, %116
  %121 = phi i32 [ %110, %107 ], [ 2, %112 ], [ %119, %116 ]
  store i32 %121, ptr %109, align 8, !tbaa !59
  %122 = getelementptr inbounds i8, ptr %5, i64 160
  %123 = load i32, ptr %122, align 8, !tbaa !56
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %125, label %134

125:                                              ; preds = %120
  %126 = getelementptr inbounds i8, ptr %5, i64 28
  %127 = load i32, ptr %126, align 4, !tbaa !55
  %128 = add i32 %127, -6
  %129 = icmp ult i32 %128, -3
  br i1 %129, label %134, label %130

130:                                              ; preds = %125
  %131 = load i32, ptr %95, align 4, !tbaa !58
  %132 = icmp ugt i32 %131, 14
  %133 = select i1 %132, i32 1, i32 2
  br label %134

134:                                              ; preds = %120, %125, %130
  %135 = phi i32 [ %133, %130 ], [ %123, %120 ], [ 2, %125 ]
  store i32 %135, ptr %122, align 8, !tbaa !56
  %136 = getelementptr inbounds i8, ptr %5, i64 152
  %137 = load i64, ptr %136, align 8, !tbaa !60
  %138 = icmp eq i64 %137, 0
  %139 = select i1 %138, i64 131072, i64 %137
  store i64 %139, ptr %136, align 8, !tbaa !60
  %140 = getelementptr inbounds i8, ptr %5, i64 216
  %141 = load i32, ptr %140, align 8, !tbaa !61
  %142 = getelementptr inbounds i8, ptr %5, i64 44
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = icmp eq i32 %141, 0
  %145 = icmp slt i32 %143, 10
  %146 = select i1 %145, i32 2, i32 1
  %147 = select i1 %144, i32 %146, i32 %141
  store i32 %147, ptr %140, align 8, !tbaa !61
  %148 = call fastcc i64 @ZSTD_compressBegin_internal(ptr noundef nonnull %0, ptr noundef %9, i64 noundef %11, i32 noundef %13, i32 noundef 0, ptr noundef %33, ptr noundef nonnull %5, i64 noundef %92, i32 noundef 1)
  %149 = icmp ult i64 %148, -119
  br i1 %149, label %150, label %166

150:                                              ; preds = %134
  %151 = getelementptr inbounds i8, ptr %0, i64 3584
  %152 = getelementptr inbounds i8, ptr %0, i64 364
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %151, i8 0, i64 16, i1 false)
  %153 = load i32, ptr %152, align 4, !tbaa !304
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %155, label %161

155:                                              ; preds = %150
  %156 = getelementptr inbounds i8, ptr %0, i64 776
  %157 = load i64, ptr %156, align 8, !tbaa !216
  %158 = icmp eq i64 %157, %92
  %159 = zext i1 %158 to i64
  %160 = add i64 %157, %159
  br label %161

161:                                              ; preds = %150, %155
  %162 = phi i64 [ %160, %155 ], [ 0, %150 ]
  %163 = getelementptr inbounds i8, ptr %0, i64 3600
  store i64 %162, ptr %163, align 8
  %164 = getelementptr inbounds i8, ptr %0, i64 3624
  %165 = getelementptr inbounds i8, ptr %0, i64 3640
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %164, i8 0, i64 16, i1 false)
  store <2 x i32> <i32 1, i32 0>, ptr %165, align 8, !tbaa !21
  br label %166

166:                                              ; preds = %161, %134, %21
  %167 = phi i64 [ -64, %21 ], [ %148, %134 ], [ 0, %161 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %5) #27
  ret i64 %167
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressStream2_simpleArgs(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture noundef %3, ptr noundef %4, i64 noundef %5, ptr nocapture noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = alloca %struct.ZSTD_outBuffer_s, align 8
  %10 = alloca %struct.ZSTD_inBuffer_s, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #27
  store ptr %1, ptr %9, align 8, !tbaa !180
  %11 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 %2, ptr %11, align 8, !tbaa !182
  %12 = load i64, ptr %3, align 8, !tbaa !52
  %13 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 %12, ptr %13, align 8, !tbaa !183
  store ptr %4, ptr %10, align 8, !tbaa !184
  %14 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %5, ptr %14, align 8, !tbaa !185
  %15 = load i64, ptr %6, align 8, !tbaa !52
  %16 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 %15, ptr %16, align 8, !tbaa !186
  %17 = call i64 @ZSTD_compressStream2(ptr noundef %0, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %7)
  %18 = load i64, ptr %13, align 8, !tbaa !183
  store i64 %18, ptr %3, align 8, !tbaa !52
  %19 = load i64, ptr %16, align 8, !tbaa !186
  store i64 %19, ptr %6, align 8, !tbaa !52
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #27
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
  %14 = load i32, ptr %13, align 8, !tbaa !162
  %15 = tail call fastcc i64 @ZSTD_writeFrameHeader(ptr noundef %1, i64 noundef %2, ptr noundef nonnull %12, i64 noundef %6, i32 noundef %14)
  %16 = getelementptr inbounds i8, ptr %1, i64 %15
  %17 = sub i64 %2, %15
  %18 = getelementptr inbounds i8, ptr %0, i64 276
  %19 = load i32, ptr %18, align 4, !tbaa !218
  %20 = icmp ne i32 %19, 0
  %21 = icmp ne i64 %6, 0
  %22 = and i1 %21, %20
  br i1 %22, label %23, label %29

23:                                               ; preds = %11
  %24 = getelementptr inbounds i8, ptr %0, i64 808
  tail call fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef nonnull %24, ptr nocapture noundef %5, i64 noundef %6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 372
  %26 = load i32, ptr %25, align 4, !tbaa !324
  %27 = icmp eq i32 %26, 1
  %28 = select i1 %27, ptr @ZSTD_transferSequences_wBlockDelim, ptr @ZSTD_transferSequences_noDelim
  br label %40

29:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  %30 = getelementptr inbounds i8, ptr %0, i64 372
  %31 = load i32, ptr %30, align 4, !tbaa !324
  %32 = icmp eq i32 %31, 1
  %33 = select i1 %32, ptr @ZSTD_transferSequences_wBlockDelim, ptr @ZSTD_transferSequences_noDelim
  %34 = icmp eq i64 %6, 0
  br i1 %34, label %35, label %40

35:                                               ; preds = %29
  %36 = icmp ugt i64 %17, 3
  br i1 %36, label %37, label %231

37:                                               ; preds = %35
  store i32 1, ptr %16, align 1, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27
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
  %63 = load i32, ptr %42, align 4, !tbaa !324
  %64 = load i64, ptr %43, align 8, !tbaa !216
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
  br i1 %72, label %231, label %73, !llvm.loop !325

73:                                               ; preds = %66, %70
  %74 = phi i64 [ %71, %70 ], [ %68, %66 ]
  %75 = phi i64 [ %85, %70 ], [ 0, %66 ]
  %76 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %3, i64 %74
  %77 = load i32, ptr %76, align 4, !tbaa !188
  %78 = icmp eq i32 %77, 0
  %79 = getelementptr inbounds i8, ptr %76, i64 4
  %80 = load i32, ptr %79, align 4, !tbaa !191
  %81 = getelementptr inbounds i8, ptr %76, i64 8
  %82 = load i32, ptr %81, align 4, !tbaa !190
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
  %104 = load ptr, ptr %45, align 8, !tbaa !178
  store ptr %104, ptr %46, align 8, !tbaa !179
  %105 = load ptr, ptr %44, align 8, !tbaa !164
  store ptr %105, ptr %47, align 8, !tbaa !168
  store i32 0, ptr %48, align 8, !tbaa !176
  %106 = load i32, ptr %49, align 8, !tbaa !326
  %107 = call i64 %41(ptr noundef %0, ptr noundef nonnull %8, ptr noundef %3, i64 noundef %4, ptr noundef %61, i64 noundef %102, i32 noundef %106) #27, !callees !327
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
  store i16 %118, ptr %62, align 1, !tbaa !204
  %119 = getelementptr inbounds i8, ptr %62, i64 2
  store i8 0, ptr %119, align 1, !tbaa !174
  %120 = getelementptr inbounds i8, ptr %62, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %120, ptr readonly align 1 %61, i64 %107, i1 false)
  %121 = add i64 %112, %59
  br label %223, !llvm.loop !328

122:                                              ; preds = %109
  %123 = icmp ult i64 %58, 3
  br i1 %123, label %231, label %124

124:                                              ; preds = %122
  %125 = load ptr, ptr %50, align 8, !tbaa !46
  %126 = load ptr, ptr %51, align 8, !tbaa !329
  %127 = getelementptr inbounds i8, ptr %62, i64 3
  %128 = add i64 %58, -3
  %129 = load ptr, ptr %52, align 8, !tbaa !47
  %130 = load i64, ptr %53, align 8, !tbaa !48
  %131 = load i32, ptr %54, align 8, !tbaa !49
  %132 = load ptr, ptr %45, align 8, !tbaa !178
  %133 = load ptr, ptr %46, align 8, !tbaa !179
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
  %146 = load i32, ptr %55, align 4, !tbaa !76
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
  %158 = load i32, ptr %56, align 8, !tbaa !220
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %177

160:                                              ; preds = %156
  %161 = load ptr, ptr %47, align 8, !tbaa !168
  %162 = load ptr, ptr %44, align 8, !tbaa !164
  %163 = ptrtoint ptr %161 to i64
  %164 = ptrtoint ptr %162 to i64
  %165 = sub i64 %163, %164
  %166 = load ptr, ptr %46, align 8, !tbaa !179
  %167 = load ptr, ptr %45, align 8, !tbaa !178
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
  store i16 %185, ptr %62, align 1, !tbaa !204
  %186 = lshr i32 %183, 16
  %187 = trunc i32 %186 to i8
  %188 = getelementptr inbounds i8, ptr %62, i64 2
  store i8 %187, ptr %188, align 1, !tbaa !174
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %127, ptr readonly align 1 %61, i64 %107, i1 false)
  %189 = icmp ult i64 %107, -122
  br i1 %189, label %219, label %231

190:                                              ; preds = %177, %174
  %191 = icmp eq i64 %58, 3
  br i1 %191, label %231, label %192

192:                                              ; preds = %190
  %193 = load i8, ptr %61, align 1, !tbaa !174
  %194 = select i1 %101, i32 3, i32 2
  %195 = trunc i64 %107 to i32
  %196 = shl i32 %195, 3
  %197 = or disjoint i32 %196, %194
  %198 = trunc i32 %197 to i16
  store i16 %198, ptr %62, align 1, !tbaa !204
  %199 = lshr i32 %196, 16
  %200 = trunc i32 %199 to i8
  %201 = getelementptr inbounds i8, ptr %62, i64 2
  store i8 %200, ptr %201, align 1, !tbaa !174
  store i8 %193, ptr %127, align 1, !tbaa !174
  br label %219

202:                                              ; preds = %177
  %203 = load ptr, ptr %50, align 8, !tbaa !330
  %204 = load ptr, ptr %51, align 8, !tbaa !331
  store ptr %204, ptr %50, align 8, !tbaa !330
  store ptr %203, ptr %51, align 8, !tbaa !331
  %205 = getelementptr inbounds i8, ptr %204, i64 5604
  %206 = load i32, ptr %205, align 4, !tbaa !148
  %207 = icmp eq i32 %206, 2
  br i1 %207, label %208, label %209

208:                                              ; preds = %202
  store i32 1, ptr %205, align 4, !tbaa !148
  br label %209

209:                                              ; preds = %208, %202
  %210 = select i1 %101, i32 5, i32 4
  %211 = trunc i64 %157 to i32
  %212 = shl i32 %211, 3
  %213 = or disjoint i32 %212, %210
  %214 = trunc i32 %213 to i16
  store i16 %214, ptr %62, align 1, !tbaa !204
  %215 = lshr i32 %212, 16
  %216 = trunc i32 %215 to i8
  %217 = getelementptr inbounds i8, ptr %62, i64 2
  store i8 %216, ptr %217, align 1, !tbaa !174
  %218 = add nuw i64 %157, 3
  br label %219

219:                                              ; preds = %209, %192, %181
  %220 = phi i64 [ %179, %181 ], [ %218, %209 ], [ 4, %192 ]
  %221 = add i64 %220, %59
  br i1 %101, label %233, label %222

222:                                              ; preds = %219
  store i32 0, ptr %56, align 8, !tbaa !220
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
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27
  br label %251

233:                                              ; preds = %219, %223
  %234 = phi i64 [ %225, %223 ], [ %221, %219 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27
  %235 = icmp ult i64 %234, -119
  %236 = add i64 %234, %15
  %237 = sub i64 %17, %234
  br i1 %235, label %238, label %251

238:                                              ; preds = %37, %233
  %239 = phi i64 [ %39, %37 ], [ %237, %233 ]
  %240 = phi i64 [ %38, %37 ], [ %236, %233 ]
  %241 = load i32, ptr %18, align 4, !tbaa !218
  %242 = icmp eq i32 %241, 0
  br i1 %242, label %251, label %243

243:                                              ; preds = %238
  %244 = icmp ugt i64 %239, 3
  br i1 %244, label %245, label %251

245:                                              ; preds = %243
  %246 = getelementptr inbounds i8, ptr %0, i64 808
  %247 = call fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef nonnull %246) #30
  %248 = trunc i64 %247 to i32
  %249 = getelementptr inbounds i8, ptr %1, i64 %240
  store i32 %248, ptr %249, align 1, !tbaa !21
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
  %16 = load i32, ptr %15, align 8, !tbaa !78
  %17 = icmp eq i32 %16, 0
  %18 = select i1 %17, i32 %13, i32 0
  %19 = getelementptr inbounds i8, ptr %2, i64 36
  %20 = load i32, ptr %19, align 4, !tbaa !77
  %21 = icmp sgt i32 %20, 0
  %22 = getelementptr inbounds i8, ptr %2, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !70
  %24 = shl nuw i32 1, %23
  %25 = load i32, ptr %14, align 8, !tbaa !17
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
  %53 = load i32, ptr %2, align 8, !tbaa !69
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %56

55:                                               ; preds = %52
  store i32 -47205080, ptr %0, align 1, !tbaa !21
  br label %56

56:                                               ; preds = %55, %52
  %57 = phi i64 [ 4, %55 ], [ 0, %52 ]
  %58 = or disjoint i64 %57, 1
  %59 = getelementptr inbounds i8, ptr %0, i64 %57
  store i8 %50, ptr %59, align 1, !tbaa !174
  br i1 %29, label %63, label %60

60:                                               ; preds = %56
  %61 = or disjoint i64 %57, 2
  %62 = getelementptr inbounds i8, ptr %0, i64 %58
  store i8 %32, ptr %62, align 1, !tbaa !174
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
  store i8 %66, ptr %67, align 1, !tbaa !174
  %68 = add nuw nsw i64 %64, 1
  br label %76

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, ptr %0, i64 %64
  %71 = trunc i32 %4 to i16
  store i16 %71, ptr %70, align 1, !tbaa !204
  %72 = add nuw nsw i64 %64, 2
  br label %76

73:                                               ; preds = %63
  %74 = getelementptr inbounds i8, ptr %0, i64 %64
  store i32 %4, ptr %74, align 1, !tbaa !21
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
  store i8 %80, ptr %82, align 1, !tbaa !174
  br label %95

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %0, i64 %77
  %85 = trunc i64 %3 to i16
  %86 = add i16 %85, -256
  store i16 %86, ptr %84, align 1, !tbaa !204
  %87 = add nuw nsw i64 %77, 2
  br label %95

88:                                               ; preds = %76
  %89 = getelementptr inbounds i8, ptr %0, i64 %77
  %90 = trunc i64 %3 to i32
  store i32 %90, ptr %89, align 1, !tbaa !21
  %91 = add nuw nsw i64 %77, 4
  br label %95

92:                                               ; preds = %76
  %93 = getelementptr inbounds i8, ptr %0, i64 %77
  store i64 %3, ptr %93, align 1, !tbaa !52
  %94 = add nuw nsw i64 %77, 8
  br label %95

95:                                               ; preds = %83, %88, %92, %79, %78, %42
  %96 = phi i64 [ -70, %42 ], [ %81, %79 ], [ %77, %78 ], [ %91, %88 ], [ %87, %83 ], [ %94, %92 ]
  ret i64 %96
}

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc void @XXH_INLINE_XXH64_update(ptr nocapture noundef %0, ptr nocapture noundef %1, i64 noundef %2) unnamed_addr #14 {
  %4 = icmp ne ptr %1, null
  tail call void @llvm.assume(i1 %4)
  %5 = getelementptr inbounds i8, ptr %1, i64 %2
  %6 = load i64, ptr %0, align 8, !tbaa !332
  %7 = add i64 %6, %2
  store i64 %7, ptr %0, align 8, !tbaa !332
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load i32, ptr %8, align 8, !tbaa !333
  %10 = zext i32 %9 to i64
  %11 = add i64 %10, %2
  %12 = icmp ult i64 %11, 32
  br i1 %12, label %13, label %19

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  %15 = getelementptr inbounds i8, ptr %14, i64 %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %15, ptr nonnull readonly align 1 %1, i64 %2, i1 false)
  %16 = trunc i64 %2 to i32
  %17 = load i32, ptr %8, align 8, !tbaa !333
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
  %27 = load i64, ptr %26, align 8, !tbaa !52
  %28 = load i64, ptr %22, align 1, !tbaa !52
  %29 = mul i64 %28, -4417276706812531889
  %30 = add i64 %29, %27
  %31 = tail call i64 @llvm.fshl.i64(i64 %30, i64 %30, i64 31)
  %32 = mul i64 %31, -7046029288634856825
  store i64 %32, ptr %26, align 8, !tbaa !52
  %33 = getelementptr inbounds i8, ptr %0, i64 16
  %34 = load i64, ptr %33, align 8, !tbaa !52
  %35 = getelementptr inbounds i8, ptr %0, i64 48
  %36 = load i64, ptr %35, align 1, !tbaa !52
  %37 = mul i64 %36, -4417276706812531889
  %38 = add i64 %37, %34
  %39 = tail call i64 @llvm.fshl.i64(i64 %38, i64 %38, i64 31)
  %40 = mul i64 %39, -7046029288634856825
  store i64 %40, ptr %33, align 8, !tbaa !52
  %41 = getelementptr inbounds i8, ptr %0, i64 24
  %42 = load i64, ptr %41, align 8, !tbaa !52
  %43 = getelementptr inbounds i8, ptr %0, i64 56
  %44 = load i64, ptr %43, align 1, !tbaa !52
  %45 = mul i64 %44, -4417276706812531889
  %46 = add i64 %45, %42
  %47 = tail call i64 @llvm.fshl.i64(i64 %46, i64 %46, i64 31)
  %48 = mul i64 %47, -7046029288634856825
  store i64 %48, ptr %41, align 8, !tbaa !52
  %49 = getelementptr inbounds i8, ptr %0, i64 32
  %50 = load i64, ptr %49, align 8, !tbaa !52
  %51 = getelementptr inbounds i8, ptr %0, i64 64
  %52 = load i64, ptr %51, align 1, !tbaa !52
  %53 = mul i64 %52, -4417276706812531889
  %54 = add i64 %53, %50
  %55 = tail call i64 @llvm.fshl.i64(i64 %54, i64 %54, i64 31)
  %56 = mul i64 %55, -7046029288634856825
  store i64 %56, ptr %49, align 8, !tbaa !52
  %57 = load i32, ptr %8, align 8, !tbaa !333
  %58 = sub i32 32, %57
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %1, i64 %59
  store i32 0, ptr %8, align 8, !tbaa !333
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
  %71 = load i64, ptr %67, align 8, !tbaa !52
  %72 = load i64, ptr %68, align 8, !tbaa !52
  %73 = load i64, ptr %69, align 8, !tbaa !52
  %74 = load i64, ptr %70, align 8, !tbaa !52
  br label %75

75:                                               ; preds = %75, %65
  %76 = phi i64 [ %74, %65 ], [ %103, %75 ]
  %77 = phi i64 [ %73, %65 ], [ %97, %75 ]
  %78 = phi i64 [ %72, %65 ], [ %91, %75 ]
  %79 = phi i64 [ %71, %65 ], [ %85, %75 ]
  %80 = phi ptr [ %62, %65 ], [ %104, %75 ]
  %81 = load i64, ptr %80, align 1, !tbaa !52
  %82 = mul i64 %81, -4417276706812531889
  %83 = add i64 %82, %79
  %84 = tail call i64 @llvm.fshl.i64(i64 %83, i64 %83, i64 31)
  %85 = mul i64 %84, -7046029288634856825
  store i64 %85, ptr %67, align 8, !tbaa !52
  %86 = getelementptr inbounds i8, ptr %80, i64 8
  %87 = load i64, ptr %86, align 1, !tbaa !52
  %88 = mul i64 %87, -4417276706812531889
  %89 = add i64 %88, %78
  %90 = tail call i64 @llvm.fshl.i64(i64 %89, i64 %89, i64 31)
  %91 = mul i64 %90, -7046029288634856825
  store i64 %91, ptr %68, align 8, !tbaa !52
  %92 = getelementptr inbounds i8, ptr %80, i64 16
  %93 = load i64, ptr %92, align 1, !tbaa !52
  %94 = mul i64 %93, -4417276706812531889
  %95 = add i64 %94, %77
  %96 = tail call i64 @llvm.fshl.i64(i64 %95, i64 %95, i64 31)
  %97 = mul i64 %96, -7046029288634856825
  store i64 %97, ptr %69, align 8, !tbaa !52
  %98 = getelementptr inbounds i8, ptr %80, i64 24
  %99 = load i64, ptr %98, align 1, !tbaa !52
  %100 = mul i64 %99, -4417276706812531889
  %101 = add i64 %100, %76
  %102 = tail call i64 @llvm.fshl.i64(i64 %101, i64 %101, i64 31)
  %103 = mul i64 %102, -7046029288634856825
  store i64 %103, ptr %70, align 8, !tbaa !52
  %104 = getelementptr inbounds i8, ptr %80, i64 32
  %105 = icmp ugt ptr %104, %66
  br i1 %105, label %106, label %75, !llvm.loop !334

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
  store i32 %116, ptr %8, align 8, !tbaa !333
  br label %117

117:                                              ; preds = %115, %106
  ret void
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef readonly %0) unnamed_addr #15 {
  %2 = load i64, ptr %0, align 8, !tbaa !332
  %3 = icmp ugt i64 %2, 31
  br i1 %3, label %4, label %44

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !52
  %7 = tail call i64 @llvm.fshl.i64(i64 %6, i64 %6, i64 1)
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !52
  %10 = tail call i64 @llvm.fshl.i64(i64 %9, i64 %9, i64 7)
  %11 = add i64 %10, %7
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load i64, ptr %12, align 8, !tbaa !52
  %14 = tail call i64 @llvm.fshl.i64(i64 %13, i64 %13, i64 12)
  %15 = add i64 %11, %14
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load i64, ptr %16, align 8, !tbaa !52
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
  %46 = load i64, ptr %45, align 8, !tbaa !52
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
  %58 = load i64, ptr %56, align 8, !tbaa !52
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
  br i1 %68, label %54, label %69, !llvm.loop !335

69:                                               ; preds = %54, %48
  %70 = phi i64 [ %52, %48 ], [ %67, %54 ]
  %71 = phi ptr [ %51, %48 ], [ %62, %54 ]
  %72 = phi i64 [ %50, %48 ], [ %66, %54 ]
  %73 = icmp ugt i64 %70, 3
  br i1 %73, label %74, label %84

74:                                               ; preds = %69
  %75 = load i32, ptr %71, align 4, !tbaa !21
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
  %94 = load i8, ptr %91, align 1, !tbaa !174
  %95 = zext i8 %94 to i64
  %96 = mul i64 %95, 2870177450012600261
  %97 = xor i64 %96, %90
  %98 = tail call i64 @llvm.fshl.i64(i64 %97, i64 %97, i64 11)
  %99 = mul i64 %98, -7046029288634856825
  %100 = add nsw i64 %92, -1
  %101 = icmp eq i64 %100, 0
  br i1 %101, label %102, label %89, !llvm.loop !336

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

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -107, 1) i64 @ZSTD_convertBlockSequences(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #11 {
  %5 = alloca %struct.repcodes_s, align 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5) #27
  %6 = getelementptr inbounds i8, ptr %0, i64 976
  %7 = getelementptr inbounds i8, ptr %0, i64 1032
  %8 = load i64, ptr %7, align 8, !tbaa !337
  %9 = icmp ugt i64 %8, %2
  br i1 %9, label %10, label %200

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 3224
  %12 = load ptr, ptr %11, align 8, !tbaa !46
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
  %27 = load ptr, ptr %23, align 8, !tbaa !168
  br label %79

28:                                               ; preds = %10
  %29 = load ptr, ptr %6, align 8, !tbaa !223
  %30 = add i64 %2, -1
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %32, label %36

32:                                               ; preds = %28
  %33 = getelementptr inbounds %struct.SeqDef_s, ptr %29, i64 %2
  %34 = getelementptr inbounds i8, ptr %33, i64 -8
  %35 = getelementptr inbounds i8, ptr %0, i64 984
  store ptr %34, ptr %35, align 8, !tbaa !222
  br label %196

36:                                               ; preds = %28, %60
  %37 = phi i64 [ %62, %60 ], [ 0, %28 ]
  %38 = phi i64 [ %61, %60 ], [ 0, %28 ]
  %39 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %1, i64 %37
  %40 = load i32, ptr %39, align 4, !tbaa !188
  %41 = add i32 %40, 3
  %42 = getelementptr inbounds %struct.SeqDef_s, ptr %29, i64 %37
  store i32 %41, ptr %42, align 4, !tbaa !172
  %43 = getelementptr inbounds i8, ptr %39, i64 4
  %44 = load i32, ptr %43, align 4, !tbaa !191
  %45 = trunc i32 %44 to i16
  %46 = getelementptr inbounds i8, ptr %42, i64 4
  store i16 %45, ptr %46, align 4, !tbaa !169
  %47 = getelementptr inbounds i8, ptr %39, i64 8
  %48 = load i32, ptr %47, align 4, !tbaa !190
  %49 = trunc i32 %48 to i16
  %50 = add i16 %49, -3
  %51 = getelementptr inbounds i8, ptr %42, i64 6
  store i16 %50, ptr %51, align 2, !tbaa !173
  %52 = icmp ugt i32 %48, 65538
  br i1 %52, label %53, label %55, !prof !338

53:                                               ; preds = %36
  %54 = add nuw i64 %37, 1
  br label %55

55:                                               ; preds = %53, %36
  %56 = phi i64 [ %54, %53 ], [ %38, %36 ]
  %57 = icmp ugt i32 %44, 65535
  br i1 %57, label %58, label %60, !prof !338

58:                                               ; preds = %55
  %59 = add i64 %37, %2
  br label %60

60:                                               ; preds = %58, %55
  %61 = phi i64 [ %59, %58 ], [ %56, %55 ]
  %62 = add nuw i64 %37, 1
  %63 = icmp eq i64 %62, %30
  br i1 %63, label %64, label %36, !llvm.loop !339

64:                                               ; preds = %60
  %65 = getelementptr inbounds %struct.SeqDef_s, ptr %29, i64 %2
  %66 = getelementptr inbounds i8, ptr %65, i64 -8
  %67 = getelementptr inbounds i8, ptr %0, i64 984
  store ptr %66, ptr %67, align 8, !tbaa !222
  %68 = icmp eq i64 %61, 0
  br i1 %68, label %163, label %69

69:                                               ; preds = %64
  %70 = icmp ugt i64 %61, %30
  %71 = getelementptr inbounds i8, ptr %0, i64 1048
  %72 = getelementptr inbounds i8, ptr %0, i64 1052
  br i1 %70, label %76, label %73

73:                                               ; preds = %69
  store i32 2, ptr %71, align 8, !tbaa !340
  %74 = trunc i64 %61 to i32
  %75 = add i32 %74, -1
  store i32 %75, ptr %72, align 4, !tbaa !341
  br label %163

76:                                               ; preds = %69
  store i32 1, ptr %71, align 8, !tbaa !340
  %77 = sub i64 %61, %2
  %78 = trunc i64 %77 to i32
  store i32 %78, ptr %72, align 4, !tbaa !341
  br label %163

79:                                               ; preds = %18, %156
  %80 = phi ptr [ %27, %18 ], [ %135, %156 ]
  %81 = phi i32 [ %26, %18 ], [ %157, %156 ]
  %82 = phi i32 [ %25, %18 ], [ %158, %156 ]
  %83 = phi i64 [ 0, %18 ], [ %160, %156 ]
  %84 = phi i32 [ %19, %18 ], [ %159, %156 ]
  %85 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %1, i64 %83
  %86 = getelementptr inbounds i8, ptr %85, i64 4
  %87 = load i32, ptr %86, align 4, !tbaa !191
  %88 = getelementptr inbounds i8, ptr %85, i64 8
  %89 = load i32, ptr %88, align 4, !tbaa !190
  %90 = icmp eq i32 %87, 0
  %91 = load i32, ptr %85, align 4, !tbaa !188
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
  br i1 %110, label %111, label %118, !prof !342

111:                                              ; preds = %108
  store i32 1, ptr %22, align 8, !tbaa !176
  %112 = load ptr, ptr %6, align 8, !tbaa !164
  %113 = ptrtoint ptr %80 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = lshr exact i64 %115, 3
  %117 = trunc i64 %116 to i32
  store i32 %117, ptr %24, align 4, !tbaa !177
  br label %118

118:                                              ; preds = %104, %111, %108
  %119 = phi i32 [ %107, %104 ], [ %109, %111 ], [ %109, %108 ]
  %120 = zext i32 %89 to i64
  %121 = trunc i32 %87 to i16
  %122 = getelementptr inbounds i8, ptr %80, i64 4
  store i16 %121, ptr %122, align 4, !tbaa !169
  store i32 %119, ptr %80, align 4, !tbaa !172
  %123 = add nsw i64 %120, -3
  %124 = icmp ugt i64 %123, 65535
  br i1 %124, label %125, label %132, !prof !338

125:                                              ; preds = %118
  store i32 2, ptr %22, align 8, !tbaa !176
  %126 = load ptr, ptr %6, align 8, !tbaa !164
  %127 = ptrtoint ptr %80 to i64
  %128 = ptrtoint ptr %126 to i64
  %129 = sub i64 %127, %128
  %130 = lshr exact i64 %129, 3
  %131 = trunc i64 %130 to i32
  store i32 %131, ptr %24, align 4, !tbaa !177
  br label %132

132:                                              ; preds = %118, %125
  %133 = trunc i64 %123 to i16
  %134 = getelementptr inbounds i8, ptr %80, i64 6
  store i16 %133, ptr %134, align 2, !tbaa !173
  %135 = getelementptr inbounds i8, ptr %80, i64 8
  %136 = icmp ugt i32 %119, 3
  br i1 %136, label %137, label %139

137:                                              ; preds = %132
  store i32 %82, ptr %21, align 8, !tbaa !21
  store i32 %84, ptr %20, align 4, !tbaa !21
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
  %148 = load i32, ptr %147, align 4, !tbaa !21
  br label %149

149:                                              ; preds = %145, %143
  %150 = phi i32 [ %144, %143 ], [ %148, %145 ]
  %151 = icmp eq i32 %142, 1
  %152 = select i1 %151, i32 %81, i32 %82
  store i32 %152, ptr %21, align 8, !tbaa !21
  store i32 %84, ptr %20, align 4, !tbaa !21
  br label %153

153:                                              ; preds = %149, %137
  %154 = phi i32 [ %152, %149 ], [ %82, %137 ]
  %155 = phi i32 [ %150, %149 ], [ %138, %137 ]
  store i32 %155, ptr %5, align 8, !tbaa !21
  br label %156

156:                                              ; preds = %139, %153
  %157 = phi i32 [ %81, %139 ], [ %154, %153 ]
  %158 = phi i32 [ %82, %139 ], [ %84, %153 ]
  %159 = phi i32 [ %84, %139 ], [ %155, %153 ]
  %160 = add nuw i64 %83, 1
  %161 = icmp eq i64 %160, %16
  br i1 %161, label %162, label %79, !llvm.loop !343

162:                                              ; preds = %156
  store ptr %135, ptr %23, align 8, !tbaa !168
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
  %173 = load i32, ptr %172, align 4, !tbaa !188
  %174 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %173, ptr %174, align 8, !tbaa !21
  %175 = add i64 %2, 4294967293
  %176 = and i64 %175, 4294967295
  %177 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %1, i64 %176
  %178 = load i32, ptr %177, align 4, !tbaa !188
  %179 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %178, ptr %179, align 4, !tbaa !21
  %180 = and i64 %169, 4294967295
  %181 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %1, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !188
  store i32 %182, ptr %5, align 8, !tbaa !21
  br label %196

183:                                              ; preds = %166
  %184 = icmp eq i64 %2, 3
  br i1 %184, label %185, label %192

185:                                              ; preds = %183
  %186 = load i32, ptr %5, align 8, !tbaa !21
  %187 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %186, ptr %187, align 8, !tbaa !21
  %188 = load i32, ptr %1, align 4, !tbaa !188
  %189 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %188, ptr %189, align 4, !tbaa !21
  %190 = getelementptr inbounds i8, ptr %1, i64 16
  %191 = load i32, ptr %190, align 4, !tbaa !188
  store i32 %191, ptr %5, align 8, !tbaa !21
  br label %196

192:                                              ; preds = %183
  %193 = getelementptr inbounds i8, ptr %5, i64 4
  %194 = load <2 x i32>, ptr %5, align 8, !tbaa !21
  store <2 x i32> %194, ptr %193, align 4, !tbaa !21
  %195 = load i32, ptr %1, align 4, !tbaa !188
  store i32 %195, ptr %5, align 8, !tbaa !21
  br label %196

196:                                              ; preds = %15, %32, %168, %192, %185, %163
  %197 = getelementptr inbounds i8, ptr %0, i64 3232
  %198 = load ptr, ptr %197, align 8, !tbaa !329
  %199 = getelementptr inbounds i8, ptr %198, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %199, ptr noundef nonnull align 8 dereferenceable(12) %5, i64 12, i1 false)
  br label %200

200:                                              ; preds = %4, %196
  %201 = phi i64 [ 0, %196 ], [ -107, %4 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #27
  ret i64 %201
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_get1BlockSummary(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.BlockSummary) align 8 %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #13 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %22, label %5

5:                                                ; preds = %3, %19
  %6 = phi i64 [ %20, %19 ], [ 0, %3 ]
  %7 = phi i64 [ %17, %19 ], [ 0, %3 ]
  %8 = phi i64 [ %13, %19 ], [ 0, %3 ]
  %9 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %1, i64 %6
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  %11 = load i32, ptr %10, align 4, !tbaa !190
  %12 = zext i32 %11 to i64
  %13 = add i64 %8, %12
  %14 = getelementptr inbounds i8, ptr %9, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !191
  %16 = zext i32 %15 to i64
  %17 = add i64 %7, %16
  %18 = icmp eq i32 %11, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %5
  %20 = add nuw i64 %6, 1
  %21 = icmp eq i64 %20, %2
  br i1 %21, label %32, label %5, !llvm.loop !344

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
  store i64 %29, ptr %30, align 8, !tbaa !345
  %31 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %25, ptr %31, align 8, !tbaa !347
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
  %17 = load i32, ptr %16, align 4, !tbaa !324
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %37, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %0, i64 376
  %21 = load i32, ptr %20, align 8, !tbaa !348
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %37

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 276
  %25 = load i32, ptr %24, align 4, !tbaa !218
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %37

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %0, i64 688
  %29 = load i32, ptr %28, align 8, !tbaa !162
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
  %11 = load i32, ptr %10, align 8, !tbaa !326
  %12 = icmp eq i32 %11, 1
  %13 = zext i1 %12 to i32
  switch i64 %4, label %24 [
    i64 0, label %126
    i64 1, label %14
  ]

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %3, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !191
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %14
  %19 = icmp ugt i64 %2, 2
  br i1 %19, label %20, label %126

20:                                               ; preds = %18
  store i16 1, ptr %1, align 1, !tbaa !204
  %21 = getelementptr inbounds i8, ptr %1, i64 2
  store i8 0, ptr %21, align 1, !tbaa !174
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
  %56 = load i32, ptr %55, align 4, !tbaa !190, !noalias !349
  %57 = zext i32 %56 to i64
  %58 = add i64 %53, %57
  %59 = getelementptr inbounds i8, ptr %54, i64 4
  %60 = load i32, ptr %59, align 4, !tbaa !191, !noalias !349
  %61 = zext i32 %60 to i64
  %62 = add i64 %52, %61
  %63 = icmp eq i32 %56, 0
  %64 = add i64 %51, 1
  %65 = icmp eq i64 %64, %46
  br i1 %63, label %67, label %66

66:                                               ; preds = %50
  br i1 %65, label %126, label %50, !llvm.loop !344

67:                                               ; preds = %50
  %68 = icmp ult i64 %64, -119
  br i1 %68, label %69, label %126

69:                                               ; preds = %67
  %70 = icmp ugt i64 %62, %44
  br i1 %70, label %126, label %71

71:                                               ; preds = %69
  %72 = load ptr, ptr %29, align 8, !tbaa !178
  store ptr %72, ptr %30, align 8, !tbaa !179
  %73 = load ptr, ptr %28, align 8, !tbaa !164
  store ptr %73, ptr %31, align 8, !tbaa !168
  store i32 0, ptr %32, align 8, !tbaa !176
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
  %85 = load ptr, ptr %33, align 8, !tbaa !46
  %86 = load ptr, ptr %34, align 8, !tbaa !329
  %87 = load ptr, ptr %35, align 8, !tbaa !47
  %88 = load i64, ptr %36, align 8, !tbaa !48
  %89 = load i32, ptr %37, align 8, !tbaa !49
  %90 = tail call fastcc i64 @ZSTD_entropyCompressSeqStore_internal(ptr noundef nonnull %83, i64 noundef %84, ptr noundef %45, i64 noundef %62, ptr noundef nonnull %28, ptr noundef %85, ptr noundef %86, ptr noundef nonnull %9, ptr noundef %87, i64 noundef %88, i32 noundef %89)
  %91 = icmp ult i64 %90, -119
  br i1 %91, label %92, label %126

92:                                               ; preds = %82
  %93 = load i64, ptr %38, align 8, !tbaa !216
  %94 = sub i64 %44, %62
  %95 = getelementptr inbounds i8, ptr %45, i64 %62
  %96 = add i64 %90, -1
  %97 = icmp ult i64 %96, %93
  br i1 %97, label %98, label %126

98:                                               ; preds = %92
  %99 = load ptr, ptr %33, align 8, !tbaa !330
  %100 = load ptr, ptr %34, align 8, !tbaa !331
  store ptr %100, ptr %33, align 8, !tbaa !330
  store ptr %99, ptr %34, align 8, !tbaa !331
  %101 = getelementptr inbounds i8, ptr %100, i64 5604
  %102 = load i32, ptr %101, align 4, !tbaa !148
  %103 = icmp eq i32 %102, 2
  br i1 %103, label %104, label %105

104:                                              ; preds = %98
  store i32 1, ptr %101, align 4, !tbaa !148
  br label %105

105:                                              ; preds = %104, %98
  %106 = select i1 %65, i32 5, i32 4
  %107 = trunc i64 %90 to i32
  %108 = shl i32 %107, 3
  %109 = or disjoint i32 %108, %106
  %110 = trunc i32 %109 to i16
  store i16 %110, ptr %41, align 1, !tbaa !204
  %111 = lshr i32 %108, 16
  %112 = trunc i32 %111 to i8
  %113 = getelementptr inbounds i8, ptr %41, i64 2
  store i8 %112, ptr %113, align 1, !tbaa !174
  %114 = add nuw i64 %90, 3
  %115 = add i64 %114, %42
  %116 = getelementptr inbounds i8, ptr %41, i64 %114
  %117 = sub i64 %48, %114
  store i32 0, ptr %39, align 8, !tbaa !220
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
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !352)
  %4 = getelementptr inbounds i8, ptr %0, i64 364
  %5 = load i32, ptr %4, align 4, !tbaa !304, !noalias !352
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 3648
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !310
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = load i64, ptr %9, align 8, !tbaa !186
  br label %12

11:                                               ; preds = %2
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, i8 0, i64 24, i1 false), !alias.scope !352
  br label %12

12:                                               ; preds = %7, %11
  %13 = phi i64 [ %10, %7 ], [ 0, %11 ]
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !185
  %15 = call i64 @ZSTD_compressStream2(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %3, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  ret i64 %15
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_endStream(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.ZSTD_inBuffer_s, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !355)
  %4 = getelementptr inbounds i8, ptr %0, i64 364
  %5 = load i32, ptr %4, align 4, !tbaa !304, !noalias !355
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 3648
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !310
  br label %10

9:                                                ; preds = %2
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, i8 0, i64 24, i1 false), !alias.scope !355
  br label %10

10:                                               ; preds = %7, %9
  %11 = call i64 @ZSTD_compressStream2(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %3, i32 noundef 2)
  %12 = icmp ult i64 %11, -119
  br i1 %12, label %13, label %31

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8, ptr %0, i64 316
  %15 = load i32, ptr %14, align 4, !tbaa !270
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %31, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %0, i64 3644
  %19 = load i32, ptr %18, align 4, !tbaa !318
  %20 = icmp eq i32 %19, 0
  %21 = select i1 %20, i64 3, i64 0
  br i1 %20, label %22, label %27

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %0, i64 276
  %24 = load i32, ptr %23, align 4, !tbaa !218
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
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  ret i64 %32
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @ZSTD_defaultCLevel() local_unnamed_addr #0 {
  ret i32 3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @ZSTD_getCParams(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_compressionParameters) align 4 %0, i32 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #4 {
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
  %36 = load i32, ptr %35, align 4, !tbaa !21, !noalias !358
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
  %45 = getelementptr inbounds i8, ptr %43, i64 12
  %46 = load <2 x i32>, ptr %45, align 4, !tbaa !21, !noalias !358
  %47 = getelementptr inbounds i8, ptr %43, i64 8
  %48 = load i32, ptr %47, align 4, !tbaa !21, !noalias !358
  %49 = load i32, ptr %43, align 4, !tbaa !21, !noalias !358
  %50 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %25, i64 %42, i32 1
  %51 = load i32, ptr %50, align 4, !tbaa !21, !noalias !358
  %52 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %25, i64 %42, i32 6
  %53 = load i32, ptr %52, align 4, !tbaa !21, !noalias !358
  %54 = add i32 %53, -7
  %55 = icmp ult i32 %54, 3
  %56 = select i1 %55, i32 6, i32 %53
  %57 = icmp ult i64 %6, 1073741825
  %58 = icmp ult i64 %3, 1073741825
  %59 = and i1 %58, %57
  br i1 %59, label %60, label %69

60:                                               ; preds = %41
  %61 = add nuw nsw i64 %6, %3
  %62 = icmp ult i64 %61, 64
  %63 = trunc nuw i64 %61 to i32
  %64 = add i32 %63, -1
  %65 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %64, i1 false)
  %66 = sub nuw nsw i32 32, %65
  %67 = select i1 %62, i32 6, i32 %66
  %68 = tail call i32 @llvm.umin.i32(i32 %49, i32 %67)
  br label %70

69:                                               ; preds = %41
  br i1 %7, label %96, label %70

70:                                               ; preds = %60, %69
  %71 = phi i32 [ %49, %69 ], [ %68, %60 ]
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
  %83 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %82, i1 false)
  %84 = sub nuw nsw i32 32, %83
  br label %85

85:                                               ; preds = %80, %78, %72, %70
  %86 = phi i32 [ %71, %70 ], [ %84, %80 ], [ %71, %72 ], [ 31, %78 ]
  %87 = icmp ugt i32 %56, 5
  %88 = sext i1 %87 to i32
  %89 = add i32 %51, %88
  %90 = add i32 %86, 1
  %91 = tail call i32 @llvm.umin.i32(i32 %48, i32 %90)
  %92 = icmp ugt i32 %89, %86
  br i1 %92, label %93, label %96

93:                                               ; preds = %85
  %94 = zext i1 %87 to i32
  %95 = add nuw i32 %86, %94
  br label %96

96:                                               ; preds = %93, %85, %69
  %97 = phi i32 [ %91, %93 ], [ %91, %85 ], [ %48, %69 ]
  %98 = phi i32 [ %95, %93 ], [ %51, %85 ], [ %51, %69 ]
  %99 = phi i32 [ %71, %93 ], [ %71, %85 ], [ %49, %69 ]
  %100 = add i32 %56, -6
  %101 = icmp ult i32 %100, -3
  br i1 %101, label %110, label %102

102:                                              ; preds = %96
  %103 = extractelement <2 x i32> %46, i64 0
  %104 = icmp ult i32 %103, 6
  %105 = icmp ult i32 %103, 4
  %106 = or disjoint i32 %103, 24
  %107 = select i1 %104, i32 %106, i32 30
  %108 = select i1 %105, i32 28, i32 %107
  %109 = tail call i32 @llvm.umin.i32(i32 %97, i32 %108)
  br label %110

110:                                              ; preds = %102, %96
  %111 = phi i32 [ %97, %96 ], [ %109, %102 ]
  %112 = tail call i32 @llvm.umax.i32(i32 %99, i32 10)
  store i32 %112, ptr %0, align 4, !tbaa !21
  %113 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %98, ptr %113, align 4, !tbaa !21
  %114 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %111, ptr %114, align 4, !tbaa !21
  %115 = getelementptr inbounds i8, ptr %0, i64 12
  store <2 x i32> %46, ptr %115, align 4, !tbaa !21
  %116 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %44, ptr %116, align 4, !tbaa !21
  %117 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %56, ptr %117, align 4, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write, inaccessiblemem: readwrite) uwtable
define dso_local void @ZSTD_getParams(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_parameters) align 4 %0, i32 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #16 {
  %5 = icmp eq i64 %2, 0
  %6 = select i1 %5, i64 -1, i64 %2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !361)
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
  %36 = load i32, ptr %35, align 4, !tbaa !21, !noalias !364
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
  %45 = getelementptr inbounds i8, ptr %43, i64 12
  %46 = load <2 x i32>, ptr %45, align 4, !tbaa !21, !noalias !364
  %47 = getelementptr inbounds i8, ptr %43, i64 8
  %48 = load i32, ptr %47, align 4, !tbaa !21, !noalias !364
  %49 = load i32, ptr %43, align 4, !tbaa !21, !noalias !364
  %50 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %25, i64 %42, i32 1
  %51 = load i32, ptr %50, align 4, !tbaa !21, !noalias !364
  %52 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], ptr @ZSTD_defaultCParameters, i64 0, i64 %25, i64 %42, i32 6
  %53 = load i32, ptr %52, align 4, !tbaa !21, !noalias !364
  %54 = add i32 %53, -7
  %55 = icmp ult i32 %54, 3
  %56 = select i1 %55, i32 6, i32 %53
  %57 = icmp ult i64 %6, 1073741825
  %58 = icmp ult i64 %3, 1073741825
  %59 = and i1 %58, %57
  br i1 %59, label %60, label %69

60:                                               ; preds = %41
  %61 = add nuw nsw i64 %6, %3
  %62 = icmp ult i64 %61, 64
  %63 = trunc nuw i64 %61 to i32
  %64 = add i32 %63, -1
  %65 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %64, i1 false)
  %66 = sub nuw nsw i32 32, %65
  %67 = select i1 %62, i32 6, i32 %66
  %68 = tail call i32 @llvm.umin.i32(i32 %49, i32 %67)
  br label %70

69:                                               ; preds = %41
  br i1 %7, label %96, label %70

70:                                               ; preds = %60, %69
  %71 = phi i32 [ %49, %69 ], [ %68, %60 ]
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
  %83 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %82, i1 false)
  %84 = sub nuw nsw i32 32, %83
  br label %85

85:                                               ; preds = %80, %78, %72, %70
  %86 = phi i32 [ %71, %70 ], [ %84, %80 ], [ %71, %72 ], [ 31, %78 ]
  %87 = icmp ugt i32 %56, 5
  %88 = sext i1 %87 to i32
  %89 = add i32 %51, %88
  %90 = add i32 %86, 1
  %91 = tail call i32 @llvm.umin.i32(i32 %48, i32 %90)
  %92 = icmp ugt i32 %89, %86
  br i1 %92, label %93, label %96

93:                                               ; preds = %85
  %94 = zext i1 %87 to i32
  %95 = add nuw i32 %86, %94
  br label %96

96:                                               ; preds = %93, %85, %69
  %97 = phi i32 [ %91, %93 ], [ %91, %85 ], [ %48, %69 ]
  %98 = phi i32 [ %95, %93 ], [ %51, %85 ], [ %51, %69 ]
  %99 = phi i32 [ %71, %93 ], [ %71, %85 ], [ %49, %69 ]
  %100 = add i32 %56, -6
  %101 = icmp ult i32 %100, -3
  br i1 %101, label %110, label %102

102:                                              ; preds = %96
  %103 = extractelement <2 x i32> %46, i64 0
  %104 = icmp ult i32 %103, 6
  %105 = icmp ult i32 %103, 4
  %106 = or disjoint i32 %103, 24
  %107 = select i1 %104, i32 %106, i32 30
  %108 = select i1 %105, i32 28, i32 %107
  %109 = tail call i32 @llvm.umin.i32(i32 %97, i32 %108)
  br label %110

110:                                              ; preds = %102, %96
  %111 = phi i32 [ %97, %96 ], [ %109, %102 ]
  %112 = tail call i32 @llvm.umax.i32(i32 %99, i32 10)
  store i32 %112, ptr %0, align 4, !tbaa !21
  %113 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %98, ptr %113, align 4, !tbaa !21
  %114 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %111, ptr %114, align 4, !tbaa !21
  %115 = getelementptr inbounds i8, ptr %0, i64 12
  store <2 x i32> %46, ptr %115, align 4, !tbaa !21
  %116 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %44, ptr %116, align 4, !tbaa !21
  %117 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %56, ptr %117, align 4, !tbaa !21
  %118 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %118, align 4, !alias.scope !361
  %119 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 1, ptr %119, align 4, !tbaa !302, !alias.scope !361
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @ZSTD_registerSequenceProducer(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #4 {
  %4 = icmp eq ptr %2, null
  %5 = select i1 %4, ptr null, ptr %1
  %6 = getelementptr inbounds i8, ptr %0, i64 224
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 216
  store ptr %5, ptr %7, align 8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @ZSTD_CCtxParams_registerSequenceProducer(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #4 {
  %4 = icmp eq ptr %2, null
  %5 = select i1 %4, ptr null, ptr %1
  %6 = getelementptr inbounds i8, ptr %0, i64 208
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 200
  store ptr %5, ptr %7, align 8
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #17

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #18

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #19

declare i64 @ZSTD_ldm_getTableSize(ptr noundef) local_unnamed_addr #12

declare i64 @ZSTD_ldm_getMaxNbSeq(ptr noundef, i64 noundef) local_unnamed_addr #12

declare void @ZSTD_ldm_adjustParameters(ptr noundef, ptr noundef) local_unnamed_addr #12

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_resetCCtx_internal(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #2 {
  %7 = alloca %struct.ldmParams_t, align 4
  %8 = getelementptr inbounds i8, ptr %0, i64 704
  %9 = getelementptr inbounds i8, ptr %0, i64 968
  store i32 1, ptr %9, align 8, !tbaa !220
  %10 = getelementptr inbounds i8, ptr %0, i64 240
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %10, ptr noundef nonnull align 8 dereferenceable(224) %1, i64 224, i1 false), !tbaa.struct !99
  %11 = getelementptr inbounds i8, ptr %0, i64 336
  %12 = load i32, ptr %11, align 8, !tbaa !59
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %16

14:                                               ; preds = %6
  %15 = getelementptr inbounds i8, ptr %0, i64 244
  tail call void @ZSTD_ldm_adjustParameters(ptr noundef nonnull %11, ptr noundef nonnull %15) #27
  br label %16

16:                                               ; preds = %14, %6
  %17 = getelementptr inbounds i8, ptr %0, i64 244
  %18 = load i32, ptr %17, align 4, !tbaa !70
  %19 = zext nneg i32 %18 to i64
  %20 = shl nuw i64 1, %19
  %21 = icmp eq i64 %2, 0
  %22 = tail call i64 @llvm.umin.i64(i64 %20, i64 %2)
  %23 = select i1 %21, i64 1, i64 %22
  %24 = getelementptr inbounds i8, ptr %0, i64 392
  %25 = load i64, ptr %24, align 8, !tbaa !60
  %26 = tail call i64 @llvm.umin.i64(i64 %25, i64 %23)
  %27 = getelementptr inbounds i8, ptr %0, i64 260
  %28 = load i32, ptr %27, align 4, !tbaa !74
  %29 = getelementptr inbounds i8, ptr %0, i64 448
  %30 = load ptr, ptr %29, align 8, !tbaa !113
  %31 = icmp ne ptr %30, null
  %32 = icmp eq i32 %28, 3
  %33 = or i1 %32, %31
  %34 = select i1 %33, i64 3, i64 4
  %35 = udiv i64 %26, %34
  %36 = icmp eq i32 %5, 1
  br i1 %36, label %37, label %64

37:                                               ; preds = %16
  %38 = getelementptr inbounds i8, ptr %0, i64 368
  %39 = load i32, ptr %38, align 8, !tbaa !90
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %57

41:                                               ; preds = %37
  %42 = icmp ugt i64 %26, -71777214294589697
  br i1 %42, label %53, label %43

43:                                               ; preds = %41
  %44 = lshr i64 %26, 8
  %45 = add nuw i64 %44, %26
  %46 = icmp ult i64 %26, 131072
  %47 = sub nuw nsw i64 131072, %26
  %48 = lshr i64 %47, 11
  %49 = select i1 %46, i64 %48, i64 0
  %50 = add i64 %45, %49
  %51 = freeze i64 %50
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %43, %41
  br label %54

54:                                               ; preds = %43, %53
  %55 = phi i64 [ -72, %53 ], [ %51, %43 ]
  %56 = add i64 %55, 1
  br label %57

57:                                               ; preds = %37, %54
  %58 = phi i64 [ 0, %37 ], [ %56, %54 ]
  %59 = getelementptr inbounds i8, ptr %0, i64 364
  %60 = load i32, ptr %59, align 4, !tbaa !89
  %61 = icmp eq i32 %60, 0
  %62 = add i64 %26, %23
  %63 = select i1 %61, i64 %62, i64 0
  br label %64

64:                                               ; preds = %16, %57
  %65 = phi i64 [ %58, %57 ], [ 0, %16 ]
  %66 = phi i64 [ %63, %57 ], [ 0, %16 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false), !tbaa.struct !114
  %67 = call i64 @ZSTD_ldm_getMaxNbSeq(ptr noundef nonnull %7, i64 noundef %26) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  %68 = getelementptr inbounds i8, ptr %0, i64 3224
  %69 = getelementptr inbounds i8, ptr %0, i64 3240
  %70 = load ptr, ptr %69, align 8, !tbaa !18
  %71 = getelementptr inbounds i8, ptr %0, i64 3248
  %72 = load ptr, ptr %71, align 8, !tbaa !18
  %73 = ptrtoint ptr %70 to i64
  %74 = ptrtoint ptr %72 to i64
  %75 = sub i64 %73, %74
  %76 = icmp ugt i64 %75, 3653238784
  %77 = icmp ugt i64 %3, 624951295
  %78 = or i1 %77, %76
  br i1 %78, label %83, label %79

79:                                               ; preds = %64
  %80 = getelementptr inbounds i8, ptr %0, i64 972
  %81 = load i32, ptr %80, align 4, !tbaa !367
  %82 = icmp eq i32 %81, 0
  br label %83

83:                                               ; preds = %79, %64
  %84 = phi i1 [ true, %64 ], [ %82, %79 ]
  %85 = getelementptr inbounds i8, ptr %0, i64 928
  %86 = load i64, ptr %85, align 8, !tbaa !22
  %87 = icmp ne i64 %86, 0
  %88 = zext i1 %87 to i32
  %89 = getelementptr inbounds i8, ptr %0, i64 400
  %90 = load i32, ptr %89, align 8, !tbaa !56
  %91 = load ptr, ptr %29, align 8, !tbaa !113
  %92 = icmp ne ptr %91, null
  %93 = zext i1 %92 to i32
  %94 = load i64, ptr %24, align 8, !tbaa !60
  %95 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(ptr noundef nonnull %17, ptr noundef nonnull %11, i32 noundef %88, i32 noundef %90, i64 noundef %66, i64 noundef %65, i64 noundef %2, i32 noundef %93, i64 noundef %94)
  %96 = icmp ult i64 %95, -119
  br i1 %96, label %97, label %715

97:                                               ; preds = %83
  %98 = load i64, ptr %85, align 8, !tbaa !22
  %99 = icmp eq i64 %98, 0
  br i1 %99, label %100, label %104

100:                                              ; preds = %97
  %101 = getelementptr inbounds i8, ptr %0, i64 764
  %102 = load i32, ptr %101, align 4, !tbaa !368
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %101, align 4, !tbaa !368
  br label %104

104:                                              ; preds = %100, %97
  %105 = getelementptr inbounds i8, ptr %0, i64 712
  %106 = load ptr, ptr %105, align 8, !tbaa !51
  %107 = load ptr, ptr %8, align 8, !tbaa !50
  %108 = ptrtoint ptr %106 to i64
  %109 = ptrtoint ptr %107 to i64
  %110 = sub i64 %108, %109
  %111 = icmp ult i64 %110, %95
  %112 = mul i64 %95, 3
  %113 = getelementptr inbounds i8, ptr %0, i64 744
  %114 = load ptr, ptr %113, align 8, !tbaa !369
  %115 = getelementptr inbounds i8, ptr %0, i64 728
  %116 = load ptr, ptr %115, align 8, !tbaa !44
  %117 = ptrtoint ptr %114 to i64
  %118 = ptrtoint ptr %116 to i64
  %119 = sub i64 %117, %118
  %120 = icmp ult i64 %119, %112
  br i1 %120, label %125, label %121

121:                                              ; preds = %104
  %122 = getelementptr inbounds i8, ptr %0, i64 764
  %123 = load i32, ptr %122, align 4, !tbaa !368
  %124 = icmp sgt i32 %123, 128
  br label %125

125:                                              ; preds = %104, %121
  %126 = phi i1 [ false, %104 ], [ %124, %121 ]
  %127 = select i1 %111, i1 true, i1 %126
  br i1 %127, label %128, label %183

128:                                              ; preds = %125
  br i1 %99, label %129, label %715

129:                                              ; preds = %128
  %130 = getelementptr inbounds i8, ptr %0, i64 896
  %131 = getelementptr inbounds i8, ptr %0, i64 904
  %132 = load ptr, ptr %131, align 8, !tbaa !18
  %133 = getelementptr inbounds i8, ptr %0, i64 912
  %134 = load ptr, ptr %133, align 8, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %8, i8 0, i64 72, i1 false)
  %135 = icmp eq ptr %107, null
  br i1 %135, label %140, label %136

136:                                              ; preds = %129
  %137 = icmp eq ptr %132, null
  br i1 %137, label %139, label %138

138:                                              ; preds = %136
  call void %132(ptr noundef %134, ptr noundef nonnull %107) #27
  br label %140

139:                                              ; preds = %136
  call void @free(ptr noundef nonnull %107) #27
  br label %140

140:                                              ; preds = %129, %138, %139
  %141 = load ptr, ptr %130, align 8, !tbaa !18
  %142 = icmp eq ptr %141, null
  br i1 %142, label %146, label %143

143:                                              ; preds = %140
  %144 = load ptr, ptr %133, align 8, !tbaa !18
  %145 = call ptr %141(ptr noundef %144, i64 noundef %95) #27
  br label %148

146:                                              ; preds = %140
  %147 = call noalias ptr @malloc(i64 noundef %95) #28
  br label %148

148:                                              ; preds = %146, %143
  %149 = phi ptr [ %145, %143 ], [ %147, %146 ]
  %150 = icmp eq ptr %149, null
  br i1 %150, label %715, label %151

151:                                              ; preds = %148
  store ptr %149, ptr %8, align 8, !tbaa !50
  %152 = getelementptr inbounds i8, ptr %149, i64 %95
  store ptr %152, ptr %105, align 8, !tbaa !51
  %153 = getelementptr inbounds i8, ptr %0, i64 720
  store ptr %149, ptr %153, align 8, !tbaa !43
  %154 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %149, ptr %154, align 8, !tbaa !45
  %155 = ptrtoint ptr %152 to i64
  %156 = and i64 %155, 63
  %157 = sub nsw i64 0, %156
  %158 = getelementptr inbounds i8, ptr %152, i64 %157
  %159 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %158, ptr %159, align 8, !tbaa !370
  %160 = getelementptr inbounds i8, ptr %0, i64 768
  store <2 x i32> zeroinitializer, ptr %160, align 8, !tbaa !21
  store ptr %149, ptr %115, align 8, !tbaa !44
  store ptr %158, ptr %113, align 8, !tbaa !369
  %161 = getelementptr inbounds i8, ptr %0, i64 760
  store i8 0, ptr %161, align 8, !tbaa !42
  %162 = getelementptr inbounds i8, ptr %0, i64 764
  store i32 0, ptr %162, align 4, !tbaa !368
  %163 = getelementptr inbounds i8, ptr %149, i64 5632
  %164 = icmp slt i64 %95, 5632
  br i1 %164, label %165, label %166

165:                                              ; preds = %151
  store i8 1, ptr %161, align 8, !tbaa !42
  store ptr null, ptr %68, align 8, !tbaa !46
  br label %715

166:                                              ; preds = %151
  store ptr %163, ptr %153, align 8, !tbaa !43
  store ptr %163, ptr %115, align 8, !tbaa !44
  store ptr %163, ptr %154, align 8, !tbaa !45
  store ptr %149, ptr %68, align 8, !tbaa !46
  %167 = getelementptr inbounds i8, ptr %149, i64 11264
  %168 = icmp ult i64 %95, 11264
  br i1 %168, label %169, label %171

169:                                              ; preds = %166
  store i8 1, ptr %161, align 8, !tbaa !42
  %170 = getelementptr inbounds i8, ptr %0, i64 3232
  store ptr null, ptr %170, align 8, !tbaa !329
  br label %715

171:                                              ; preds = %166
  store ptr %167, ptr %153, align 8, !tbaa !43
  store ptr %167, ptr %115, align 8, !tbaa !44
  store ptr %167, ptr %154, align 8, !tbaa !45
  %172 = getelementptr inbounds i8, ptr %0, i64 3232
  store ptr %163, ptr %172, align 8, !tbaa !329
  %173 = icmp ult i64 %95, 20184
  br i1 %173, label %174, label %176

174:                                              ; preds = %171
  store i8 1, ptr %161, align 8, !tbaa !42
  %175 = getelementptr inbounds i8, ptr %0, i64 3544
  store ptr null, ptr %175, align 8, !tbaa !47
  br label %715

176:                                              ; preds = %171
  %177 = getelementptr inbounds i8, ptr %149, i64 20184
  store ptr %177, ptr %153, align 8, !tbaa !43
  store ptr %177, ptr %154, align 8, !tbaa !45
  %178 = getelementptr inbounds i8, ptr %0, i64 3544
  store ptr %167, ptr %178, align 8, !tbaa !47
  %179 = getelementptr inbounds i8, ptr %0, i64 3552
  store i64 8920, ptr %179, align 8, !tbaa !48
  store ptr %177, ptr %115, align 8, !tbaa !44
  %180 = getelementptr inbounds i8, ptr %152, i64 %157
  store ptr %180, ptr %113, align 8, !tbaa !369
  %181 = getelementptr inbounds i8, ptr %0, i64 760
  store i8 0, ptr %181, align 8, !tbaa !42
  %182 = getelementptr inbounds i8, ptr %0, i64 768
  br label %195

183:                                              ; preds = %125
  %184 = getelementptr inbounds i8, ptr %0, i64 720
  %185 = load ptr, ptr %184, align 8, !tbaa !43
  %186 = getelementptr inbounds i8, ptr %0, i64 768
  %187 = load i32, ptr %186, align 8, !tbaa !293
  %188 = and i64 %108, 63
  %189 = sub nsw i64 0, %188
  store ptr %185, ptr %115, align 8, !tbaa !44
  %190 = getelementptr inbounds i8, ptr %106, i64 %189
  store ptr %190, ptr %113, align 8, !tbaa !369
  %191 = getelementptr inbounds i8, ptr %0, i64 760
  store i8 0, ptr %191, align 8, !tbaa !42
  %192 = getelementptr inbounds i8, ptr %0, i64 768
  %193 = icmp ugt i32 %187, 1
  br i1 %193, label %194, label %195

194:                                              ; preds = %183
  store i32 1, ptr %192, align 8, !tbaa !293
  br label %195

195:                                              ; preds = %176, %183, %194
  %196 = phi ptr [ %182, %176 ], [ %192, %183 ], [ %192, %194 ]
  %197 = phi ptr [ %181, %176 ], [ %191, %183 ], [ %191, %194 ]
  %198 = phi i1 [ true, %176 ], [ %84, %183 ], [ %84, %194 ]
  %199 = zext i1 %198 to i32
  %200 = getelementptr inbounds i8, ptr %0, i64 720
  %201 = getelementptr inbounds i8, ptr %0, i64 3496
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %201, ptr noundef nonnull align 4 dereferenceable(28) %17, i64 28, i1 false), !tbaa.struct !53
  %202 = getelementptr inbounds i8, ptr %0, i64 432
  %203 = load i32, ptr %202, align 8, !tbaa !95
  %204 = icmp eq i32 %203, 1
  %205 = zext i1 %204 to i32
  %206 = getelementptr inbounds i8, ptr %0, i64 3536
  store i32 %205, ptr %206, align 8, !tbaa !371
  %207 = add i64 %2, 1
  %208 = getelementptr inbounds i8, ptr %0, i64 784
  store i64 %207, ptr %208, align 8, !tbaa !100
  %209 = getelementptr inbounds i8, ptr %0, i64 792
  %210 = icmp eq i64 %2, -1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %209, i8 0, i64 16, i1 false)
  br i1 %210, label %211, label %213

211:                                              ; preds = %195
  %212 = getelementptr inbounds i8, ptr %0, i64 272
  store i32 0, ptr %212, align 8, !tbaa !372
  br label %213

213:                                              ; preds = %195, %211
  %214 = getelementptr inbounds i8, ptr %0, i64 776
  store i64 %26, ptr %214, align 8, !tbaa !216
  %215 = getelementptr inbounds i8, ptr %0, i64 808
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %215, i8 0, i64 88, i1 false)
  %216 = getelementptr inbounds i8, ptr %0, i64 816
  store <2 x i64> <i64 6983438078262162902, i64 -4417276706812531889>, ptr %216, align 8, !tbaa !52
  %217 = getelementptr inbounds i8, ptr %0, i64 840
  store i64 7046029288634856825, ptr %217, align 8, !tbaa !52
  store i32 1, ptr %0, align 8, !tbaa !149
  %218 = getelementptr inbounds i8, ptr %0, i64 688
  store i32 0, ptr %218, align 8, !tbaa !162
  %219 = getelementptr inbounds i8, ptr %0, i64 696
  store i64 0, ptr %219, align 8, !tbaa !163
  %220 = load ptr, ptr %68, align 8, !tbaa !46
  %221 = getelementptr inbounds i8, ptr %220, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %221, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !21
  %222 = getelementptr inbounds i8, ptr %220, i64 2056
  store i32 0, ptr %222, align 8, !tbaa !143
  %223 = getelementptr inbounds i8, ptr %220, i64 5604
  store i32 0, ptr %223, align 4, !tbaa !148
  %224 = getelementptr inbounds i8, ptr %220, i64 5608
  store <2 x i32> zeroinitializer, ptr %224, align 8, !tbaa !21
  %225 = load i32, ptr %89, align 8, !tbaa !56
  %226 = call fastcc i64 @ZSTD_reset_matchState(ptr noundef nonnull %69, ptr noundef nonnull %8, ptr noundef nonnull %17, i32 noundef %225, i32 noundef %4, i32 noundef %199, i32 noundef 1)
  %227 = icmp ult i64 %226, -119
  br i1 %227, label %228, label %715

228:                                              ; preds = %213
  %229 = shl i64 %35, 3
  %230 = add i64 %229, 63
  %231 = and i64 %230, -64
  %232 = load i32, ptr %196, align 8, !tbaa !293
  %233 = icmp ult i32 %232, 2
  br i1 %233, label %234, label %254

234:                                              ; preds = %228
  %235 = icmp eq i32 %232, 0
  br i1 %235, label %236, label %253

236:                                              ; preds = %234
  %237 = load ptr, ptr %200, align 8, !tbaa !43
  %238 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %237, ptr %238, align 8, !tbaa !45
  %239 = load ptr, ptr %105, align 8, !tbaa !51
  %240 = ptrtoint ptr %239 to i64
  %241 = and i64 %240, 63
  %242 = sub nsw i64 0, %241
  %243 = getelementptr inbounds i8, ptr %239, i64 %242
  %244 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %243, ptr %244, align 8, !tbaa !370
  %245 = ptrtoint ptr %237 to i64
  %246 = sub i64 0, %245
  %247 = and i64 %246, 63
  %248 = getelementptr inbounds i8, ptr %237, i64 %247
  %249 = icmp ugt ptr %248, %239
  br i1 %249, label %270, label %250

250:                                              ; preds = %236
  store ptr %248, ptr %200, align 8, !tbaa !43
  store ptr %248, ptr %115, align 8, !tbaa !44
  %251 = icmp eq i64 %247, 0
  br i1 %251, label %253, label %252

252:                                              ; preds = %250
  store ptr %248, ptr %238, align 8, !tbaa !45
  br label %253

253:                                              ; preds = %252, %250, %234
  store i32 2, ptr %196, align 8, !tbaa !293
  br label %254

254:                                              ; preds = %253, %228
  %255 = phi i32 [ 2, %253 ], [ %232, %228 ]
  %256 = icmp eq i64 %231, 0
  br i1 %256, label %270, label %257

257:                                              ; preds = %254
  %258 = load ptr, ptr %113, align 8, !tbaa !369
  %259 = sub i64 0, %231
  %260 = getelementptr inbounds i8, ptr %258, i64 %259
  %261 = load ptr, ptr %115, align 8, !tbaa !44
  %262 = icmp ult ptr %260, %261
  br i1 %262, label %263, label %264

263:                                              ; preds = %257
  store i8 1, ptr %197, align 8, !tbaa !42
  br label %270

264:                                              ; preds = %257
  %265 = getelementptr inbounds i8, ptr %0, i64 736
  %266 = load ptr, ptr %265, align 8, !tbaa !45
  %267 = icmp ult ptr %260, %266
  br i1 %267, label %268, label %269

268:                                              ; preds = %264
  store ptr %260, ptr %265, align 8, !tbaa !45
  br label %269

269:                                              ; preds = %268, %264
  store ptr %260, ptr %113, align 8, !tbaa !369
  br label %270

270:                                              ; preds = %236, %254, %263, %269
  %271 = phi i32 [ %255, %254 ], [ %255, %263 ], [ %255, %269 ], [ 0, %236 ]
  %272 = phi ptr [ null, %254 ], [ null, %263 ], [ %260, %269 ], [ null, %236 ]
  %273 = getelementptr inbounds i8, ptr %0, i64 976
  store ptr %272, ptr %273, align 8, !tbaa !223
  %274 = load i32, ptr %11, align 8, !tbaa !59
  %275 = icmp eq i32 %274, 1
  br i1 %275, label %276, label %372

276:                                              ; preds = %270
  %277 = getelementptr inbounds i8, ptr %0, i64 340
  %278 = load i32, ptr %277, align 4, !tbaa !83
  %279 = zext nneg i32 %278 to i64
  %280 = shl i64 8, %279
  %281 = add nuw i64 %280, 63
  %282 = and i64 %281, -64
  %283 = icmp ult i32 %271, 2
  br i1 %283, label %284, label %302

284:                                              ; preds = %276
  %285 = load ptr, ptr %200, align 8, !tbaa !43
  %286 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %285, ptr %286, align 8, !tbaa !45
  %287 = load ptr, ptr %105, align 8, !tbaa !51
  %288 = ptrtoint ptr %287 to i64
  %289 = and i64 %288, 63
  %290 = sub nsw i64 0, %289
  %291 = getelementptr inbounds i8, ptr %287, i64 %290
  %292 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %291, ptr %292, align 8, !tbaa !370
  %293 = ptrtoint ptr %285 to i64
  %294 = sub i64 0, %293
  %295 = and i64 %294, 63
  %296 = getelementptr inbounds i8, ptr %285, i64 %295
  %297 = icmp ugt ptr %296, %287
  br i1 %297, label %317, label %298

298:                                              ; preds = %284
  store ptr %296, ptr %200, align 8, !tbaa !43
  store ptr %296, ptr %115, align 8, !tbaa !44
  %299 = icmp eq i64 %295, 0
  br i1 %299, label %301, label %300

300:                                              ; preds = %298
  store ptr %296, ptr %286, align 8, !tbaa !45
  br label %301

301:                                              ; preds = %300, %298
  store i32 2, ptr %196, align 8, !tbaa !293
  br label %302

302:                                              ; preds = %301, %276
  %303 = icmp eq i64 %282, 0
  br i1 %303, label %317, label %304

304:                                              ; preds = %302
  %305 = load ptr, ptr %113, align 8, !tbaa !369
  %306 = sub i64 0, %282
  %307 = getelementptr inbounds i8, ptr %305, i64 %306
  %308 = load ptr, ptr %115, align 8, !tbaa !44
  %309 = icmp ult ptr %307, %308
  br i1 %309, label %310, label %311

310:                                              ; preds = %304
  store i8 1, ptr %197, align 8, !tbaa !42
  br label %317

311:                                              ; preds = %304
  %312 = getelementptr inbounds i8, ptr %0, i64 736
  %313 = load ptr, ptr %312, align 8, !tbaa !45
  %314 = icmp ult ptr %307, %313
  br i1 %314, label %315, label %316

315:                                              ; preds = %311
  store ptr %307, ptr %312, align 8, !tbaa !45
  br label %316

316:                                              ; preds = %315, %311
  store ptr %307, ptr %113, align 8, !tbaa !369
  br label %317

317:                                              ; preds = %284, %302, %310, %316
  %318 = phi ptr [ null, %302 ], [ null, %310 ], [ %307, %316 ], [ null, %284 ]
  %319 = getelementptr inbounds i8, ptr %0, i64 1056
  %320 = getelementptr inbounds i8, ptr %0, i64 1096
  store ptr %318, ptr %320, align 8, !tbaa !373
  call void @llvm.memset.p0.i64(ptr align 4 %318, i8 0, i64 %280, i1 false)
  %321 = mul i64 %67, 12
  %322 = add i64 %321, 63
  %323 = and i64 %322, -64
  %324 = load i32, ptr %196, align 8, !tbaa !293
  %325 = icmp ult i32 %324, 2
  br i1 %325, label %326, label %346

326:                                              ; preds = %317
  %327 = icmp eq i32 %324, 0
  br i1 %327, label %328, label %345

328:                                              ; preds = %326
  %329 = load ptr, ptr %200, align 8, !tbaa !43
  %330 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %329, ptr %330, align 8, !tbaa !45
  %331 = load ptr, ptr %105, align 8, !tbaa !51
  %332 = ptrtoint ptr %331 to i64
  %333 = and i64 %332, 63
  %334 = sub nsw i64 0, %333
  %335 = getelementptr inbounds i8, ptr %331, i64 %334
  %336 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %335, ptr %336, align 8, !tbaa !370
  %337 = ptrtoint ptr %329 to i64
  %338 = sub i64 0, %337
  %339 = and i64 %338, 63
  %340 = getelementptr inbounds i8, ptr %329, i64 %339
  %341 = icmp ugt ptr %340, %331
  br i1 %341, label %362, label %342

342:                                              ; preds = %328
  store ptr %340, ptr %200, align 8, !tbaa !43
  store ptr %340, ptr %115, align 8, !tbaa !44
  %343 = icmp eq i64 %339, 0
  br i1 %343, label %345, label %344

344:                                              ; preds = %342
  store ptr %340, ptr %330, align 8, !tbaa !45
  br label %345

345:                                              ; preds = %344, %342, %326
  store i32 2, ptr %196, align 8, !tbaa !293
  br label %346

346:                                              ; preds = %345, %317
  %347 = phi i32 [ 2, %345 ], [ %324, %317 ]
  %348 = icmp eq i64 %323, 0
  br i1 %348, label %362, label %349

349:                                              ; preds = %346
  %350 = load ptr, ptr %113, align 8, !tbaa !369
  %351 = sub i64 0, %323
  %352 = getelementptr inbounds i8, ptr %350, i64 %351
  %353 = load ptr, ptr %115, align 8, !tbaa !44
  %354 = icmp ult ptr %352, %353
  br i1 %354, label %355, label %356

355:                                              ; preds = %349
  store i8 1, ptr %197, align 8, !tbaa !42
  br label %362

356:                                              ; preds = %349
  %357 = getelementptr inbounds i8, ptr %0, i64 736
  %358 = load ptr, ptr %357, align 8, !tbaa !45
  %359 = icmp ult ptr %352, %358
  br i1 %359, label %360, label %361

360:                                              ; preds = %356
  store ptr %352, ptr %357, align 8, !tbaa !45
  br label %361

361:                                              ; preds = %360, %356
  store ptr %352, ptr %113, align 8, !tbaa !369
  br label %362

362:                                              ; preds = %328, %346, %355, %361
  %363 = phi i32 [ %347, %346 ], [ %347, %355 ], [ %347, %361 ], [ 0, %328 ]
  %364 = phi ptr [ null, %346 ], [ null, %355 ], [ %352, %361 ], [ null, %328 ]
  %365 = getelementptr inbounds i8, ptr %0, i64 3168
  store ptr %364, ptr %365, align 8, !tbaa !374
  %366 = getelementptr inbounds i8, ptr %0, i64 3176
  store i64 %67, ptr %366, align 8, !tbaa !375
  %367 = getelementptr inbounds i8, ptr %0, i64 1088
  store i64 0, ptr %367, align 8
  %368 = getelementptr inbounds i8, ptr %0, i64 1064
  store ptr @.str, ptr %368, align 8, !tbaa !213
  %369 = getelementptr inbounds i8, ptr %0, i64 1072
  store ptr @.str, ptr %369, align 8, !tbaa !210
  %370 = getelementptr inbounds i8, ptr %0, i64 1080
  store <2 x i32> <i32 2, i32 2>, ptr %370, align 8, !tbaa !21
  store ptr getelementptr inbounds (i8, ptr @.str, i64 2), ptr %319, align 8, !tbaa !209
  %371 = getelementptr inbounds i8, ptr %0, i64 1104
  store i32 0, ptr %371, align 8, !tbaa !376
  br label %372

372:                                              ; preds = %362, %270
  %373 = phi i32 [ %363, %362 ], [ %271, %270 ]
  %374 = load ptr, ptr %29, align 8, !tbaa !113
  %375 = icmp eq ptr %374, null
  br i1 %375, label %424, label %376

376:                                              ; preds = %372
  %377 = udiv i64 %26, 3
  %378 = lshr i64 %26, 10
  %379 = add nuw nsw i64 %378, 2
  %380 = add nuw nsw i64 %379, %377
  %381 = getelementptr inbounds i8, ptr %0, i64 5272
  store i64 %380, ptr %381, align 8, !tbaa !377
  %382 = shl i64 %380, 4
  %383 = add i64 %382, 63
  %384 = and i64 %383, -64
  %385 = icmp ult i32 %373, 2
  br i1 %385, label %386, label %404

386:                                              ; preds = %376
  %387 = load ptr, ptr %200, align 8, !tbaa !43
  %388 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %387, ptr %388, align 8, !tbaa !45
  %389 = load ptr, ptr %105, align 8, !tbaa !51
  %390 = ptrtoint ptr %389 to i64
  %391 = and i64 %390, 63
  %392 = sub nsw i64 0, %391
  %393 = getelementptr inbounds i8, ptr %389, i64 %392
  %394 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %393, ptr %394, align 8, !tbaa !370
  %395 = ptrtoint ptr %387 to i64
  %396 = sub i64 0, %395
  %397 = and i64 %396, 63
  %398 = getelementptr inbounds i8, ptr %387, i64 %397
  %399 = icmp ugt ptr %398, %389
  br i1 %399, label %420, label %400

400:                                              ; preds = %386
  store ptr %398, ptr %200, align 8, !tbaa !43
  store ptr %398, ptr %115, align 8, !tbaa !44
  %401 = icmp eq i64 %397, 0
  br i1 %401, label %403, label %402

402:                                              ; preds = %400
  store ptr %398, ptr %388, align 8, !tbaa !45
  br label %403

403:                                              ; preds = %402, %400
  store i32 2, ptr %196, align 8, !tbaa !293
  br label %404

404:                                              ; preds = %403, %376
  %405 = phi i32 [ 2, %403 ], [ %373, %376 ]
  %406 = icmp eq i64 %384, 0
  br i1 %406, label %420, label %407

407:                                              ; preds = %404
  %408 = load ptr, ptr %113, align 8, !tbaa !369
  %409 = sub i64 0, %384
  %410 = getelementptr inbounds i8, ptr %408, i64 %409
  %411 = load ptr, ptr %115, align 8, !tbaa !44
  %412 = icmp ult ptr %410, %411
  br i1 %412, label %413, label %414

413:                                              ; preds = %407
  store i8 1, ptr %197, align 8, !tbaa !42
  br label %420

414:                                              ; preds = %407
  %415 = getelementptr inbounds i8, ptr %0, i64 736
  %416 = load ptr, ptr %415, align 8, !tbaa !45
  %417 = icmp ult ptr %410, %416
  br i1 %417, label %418, label %419

418:                                              ; preds = %414
  store ptr %410, ptr %415, align 8, !tbaa !45
  br label %419

419:                                              ; preds = %418, %414
  store ptr %410, ptr %113, align 8, !tbaa !369
  br label %420

420:                                              ; preds = %386, %404, %413, %419
  %421 = phi i32 [ %405, %404 ], [ %405, %413 ], [ %405, %419 ], [ 0, %386 ]
  %422 = phi ptr [ null, %404 ], [ null, %413 ], [ %410, %419 ], [ null, %386 ]
  %423 = getelementptr inbounds i8, ptr %0, i64 5264
  store ptr %422, ptr %423, align 8, !tbaa !378
  br label %424

424:                                              ; preds = %420, %372
  %425 = phi i32 [ %421, %420 ], [ %373, %372 ]
  %426 = icmp ult i32 %425, 3
  br i1 %426, label %427, label %447

427:                                              ; preds = %424
  %428 = icmp eq i32 %425, 0
  br i1 %428, label %429, label %446

429:                                              ; preds = %427
  %430 = load ptr, ptr %200, align 8, !tbaa !43
  %431 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %430, ptr %431, align 8, !tbaa !45
  %432 = load ptr, ptr %105, align 8, !tbaa !51
  %433 = ptrtoint ptr %432 to i64
  %434 = and i64 %433, 63
  %435 = sub nsw i64 0, %434
  %436 = getelementptr inbounds i8, ptr %432, i64 %435
  %437 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %436, ptr %437, align 8, !tbaa !370
  %438 = ptrtoint ptr %430 to i64
  %439 = sub i64 0, %438
  %440 = and i64 %439, 63
  %441 = getelementptr inbounds i8, ptr %430, i64 %440
  %442 = icmp ugt ptr %441, %432
  br i1 %442, label %469, label %443

443:                                              ; preds = %429
  store ptr %441, ptr %200, align 8, !tbaa !43
  store ptr %441, ptr %115, align 8, !tbaa !44
  %444 = icmp eq i64 %440, 0
  br i1 %444, label %446, label %445

445:                                              ; preds = %443
  store ptr %441, ptr %431, align 8, !tbaa !45
  br label %446

446:                                              ; preds = %445, %443, %427
  store i32 3, ptr %196, align 8, !tbaa !293
  br label %447

447:                                              ; preds = %446, %424
  %448 = phi i32 [ 3, %446 ], [ %425, %424 ]
  %449 = icmp eq i64 %26, -32
  br i1 %449, label %463, label %450

450:                                              ; preds = %447
  %451 = load ptr, ptr %113, align 8, !tbaa !369
  %452 = sub i64 -32, %26
  %453 = getelementptr inbounds i8, ptr %451, i64 %452
  %454 = load ptr, ptr %115, align 8, !tbaa !44
  %455 = icmp ult ptr %453, %454
  br i1 %455, label %456, label %457

456:                                              ; preds = %450
  store i8 1, ptr %197, align 8, !tbaa !42
  br label %463

457:                                              ; preds = %450
  %458 = getelementptr inbounds i8, ptr %0, i64 736
  %459 = load ptr, ptr %458, align 8, !tbaa !45
  %460 = icmp ult ptr %453, %459
  br i1 %460, label %461, label %462

461:                                              ; preds = %457
  store ptr %453, ptr %458, align 8, !tbaa !45
  br label %462

462:                                              ; preds = %461, %457
  store ptr %453, ptr %113, align 8, !tbaa !369
  br label %463

463:                                              ; preds = %447, %456, %462
  %464 = phi ptr [ %453, %462 ], [ null, %456 ], [ null, %447 ]
  %465 = getelementptr inbounds i8, ptr %0, i64 992
  store ptr %464, ptr %465, align 8, !tbaa !379
  %466 = getelementptr inbounds i8, ptr %0, i64 1040
  store i64 %26, ptr %466, align 8, !tbaa !380
  %467 = getelementptr inbounds i8, ptr %0, i64 3560
  store i32 %5, ptr %467, align 8, !tbaa !150
  %468 = getelementptr inbounds i8, ptr %0, i64 3576
  store i64 %66, ptr %468, align 8, !tbaa !268
  br label %491

469:                                              ; preds = %429
  %470 = getelementptr inbounds i8, ptr %0, i64 992
  store ptr null, ptr %470, align 8, !tbaa !379
  %471 = getelementptr inbounds i8, ptr %0, i64 1040
  store i64 %26, ptr %471, align 8, !tbaa !380
  %472 = getelementptr inbounds i8, ptr %0, i64 3560
  store i32 %5, ptr %472, align 8, !tbaa !150
  %473 = getelementptr inbounds i8, ptr %0, i64 3576
  store i64 %66, ptr %473, align 8, !tbaa !268
  %474 = load ptr, ptr %200, align 8, !tbaa !43
  %475 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %474, ptr %475, align 8, !tbaa !45
  %476 = load ptr, ptr %105, align 8, !tbaa !51
  %477 = ptrtoint ptr %476 to i64
  %478 = and i64 %477, 63
  %479 = sub nsw i64 0, %478
  %480 = getelementptr inbounds i8, ptr %476, i64 %479
  %481 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %480, ptr %481, align 8, !tbaa !370
  %482 = ptrtoint ptr %474 to i64
  %483 = sub i64 0, %482
  %484 = and i64 %483, 63
  %485 = getelementptr inbounds i8, ptr %474, i64 %484
  %486 = icmp ugt ptr %485, %476
  br i1 %486, label %511, label %487

487:                                              ; preds = %469
  store ptr %485, ptr %200, align 8, !tbaa !43
  store ptr %485, ptr %115, align 8, !tbaa !44
  %488 = icmp eq i64 %484, 0
  br i1 %488, label %490, label %489

489:                                              ; preds = %487
  store ptr %485, ptr %475, align 8, !tbaa !45
  br label %490

490:                                              ; preds = %489, %487
  store i32 3, ptr %196, align 8, !tbaa !293
  br label %491

491:                                              ; preds = %463, %490
  %492 = phi i32 [ 3, %490 ], [ %448, %463 ]
  %493 = icmp eq i64 %66, 0
  br i1 %493, label %507, label %494

494:                                              ; preds = %491
  %495 = load ptr, ptr %113, align 8, !tbaa !369
  %496 = sub i64 0, %66
  %497 = getelementptr inbounds i8, ptr %495, i64 %496
  %498 = load ptr, ptr %115, align 8, !tbaa !44
  %499 = icmp ult ptr %497, %498
  br i1 %499, label %500, label %501

500:                                              ; preds = %494
  store i8 1, ptr %197, align 8, !tbaa !42
  br label %507

501:                                              ; preds = %494
  %502 = getelementptr inbounds i8, ptr %0, i64 736
  %503 = load ptr, ptr %502, align 8, !tbaa !45
  %504 = icmp ult ptr %497, %503
  br i1 %504, label %505, label %506

505:                                              ; preds = %501
  store ptr %497, ptr %502, align 8, !tbaa !45
  br label %506

506:                                              ; preds = %505, %501
  store ptr %497, ptr %113, align 8, !tbaa !369
  br label %507

507:                                              ; preds = %491, %500, %506
  %508 = phi ptr [ %497, %506 ], [ null, %500 ], [ null, %491 ]
  %509 = getelementptr inbounds i8, ptr %0, i64 3568
  store ptr %508, ptr %509, align 8, !tbaa !133
  %510 = getelementptr inbounds i8, ptr %0, i64 3616
  store i64 %65, ptr %510, align 8, !tbaa !269
  br label %531

511:                                              ; preds = %469
  %512 = getelementptr inbounds i8, ptr %0, i64 3568
  store ptr null, ptr %512, align 8, !tbaa !133
  %513 = getelementptr inbounds i8, ptr %0, i64 3616
  store i64 %65, ptr %513, align 8, !tbaa !269
  %514 = load ptr, ptr %200, align 8, !tbaa !43
  %515 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %514, ptr %515, align 8, !tbaa !45
  %516 = load ptr, ptr %105, align 8, !tbaa !51
  %517 = ptrtoint ptr %516 to i64
  %518 = and i64 %517, 63
  %519 = sub nsw i64 0, %518
  %520 = getelementptr inbounds i8, ptr %516, i64 %519
  %521 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %520, ptr %521, align 8, !tbaa !370
  %522 = ptrtoint ptr %514 to i64
  %523 = sub i64 0, %522
  %524 = and i64 %523, 63
  %525 = getelementptr inbounds i8, ptr %514, i64 %524
  %526 = icmp ugt ptr %525, %516
  br i1 %526, label %547, label %527

527:                                              ; preds = %511
  store ptr %525, ptr %200, align 8, !tbaa !43
  store ptr %525, ptr %115, align 8, !tbaa !44
  %528 = icmp eq i64 %524, 0
  br i1 %528, label %530, label %529

529:                                              ; preds = %527
  store ptr %525, ptr %515, align 8, !tbaa !45
  br label %530

530:                                              ; preds = %529, %527
  store i32 3, ptr %196, align 8, !tbaa !293
  br label %531

531:                                              ; preds = %507, %530
  %532 = phi i32 [ 3, %530 ], [ %492, %507 ]
  %533 = icmp eq i64 %65, 0
  br i1 %533, label %547, label %534

534:                                              ; preds = %531
  %535 = load ptr, ptr %113, align 8, !tbaa !369
  %536 = sub i64 0, %65
  %537 = getelementptr inbounds i8, ptr %535, i64 %536
  %538 = load ptr, ptr %115, align 8, !tbaa !44
  %539 = icmp ult ptr %537, %538
  br i1 %539, label %540, label %541

540:                                              ; preds = %534
  store i8 1, ptr %197, align 8, !tbaa !42
  br label %547

541:                                              ; preds = %534
  %542 = getelementptr inbounds i8, ptr %0, i64 736
  %543 = load ptr, ptr %542, align 8, !tbaa !45
  %544 = icmp ult ptr %537, %543
  br i1 %544, label %545, label %546

545:                                              ; preds = %541
  store ptr %537, ptr %542, align 8, !tbaa !45
  br label %546

546:                                              ; preds = %545, %541
  store ptr %537, ptr %113, align 8, !tbaa !369
  br label %547

547:                                              ; preds = %511, %531, %540, %546
  %548 = phi i32 [ %532, %531 ], [ %532, %540 ], [ %532, %546 ], [ 0, %511 ]
  %549 = phi ptr [ null, %531 ], [ null, %540 ], [ %537, %546 ], [ null, %511 ]
  %550 = getelementptr inbounds i8, ptr %0, i64 3608
  store ptr %549, ptr %550, align 8, !tbaa !317
  %551 = load i32, ptr %11, align 8, !tbaa !59
  %552 = icmp eq i32 %551, 1
  br i1 %552, label %553, label %597

553:                                              ; preds = %547
  %554 = getelementptr inbounds i8, ptr %0, i64 340
  %555 = load i32, ptr %554, align 4, !tbaa !83
  %556 = getelementptr inbounds i8, ptr %0, i64 344
  %557 = load i32, ptr %556, align 8, !tbaa !85
  %558 = sub i32 %555, %557
  %559 = zext nneg i32 %558 to i64
  %560 = shl nuw i64 1, %559
  %561 = icmp ult i32 %548, 3
  br i1 %561, label %562, label %580

562:                                              ; preds = %553
  %563 = load ptr, ptr %200, align 8, !tbaa !43
  %564 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %563, ptr %564, align 8, !tbaa !45
  %565 = load ptr, ptr %105, align 8, !tbaa !51
  %566 = ptrtoint ptr %565 to i64
  %567 = and i64 %566, 63
  %568 = sub nsw i64 0, %567
  %569 = getelementptr inbounds i8, ptr %565, i64 %568
  %570 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %569, ptr %570, align 8, !tbaa !370
  %571 = ptrtoint ptr %563 to i64
  %572 = sub i64 0, %571
  %573 = and i64 %572, 63
  %574 = getelementptr inbounds i8, ptr %563, i64 %573
  %575 = icmp ugt ptr %574, %565
  br i1 %575, label %593, label %576

576:                                              ; preds = %562
  store ptr %574, ptr %200, align 8, !tbaa !43
  store ptr %574, ptr %115, align 8, !tbaa !44
  %577 = icmp eq i64 %573, 0
  br i1 %577, label %579, label %578

578:                                              ; preds = %576
  store ptr %574, ptr %564, align 8, !tbaa !45
  br label %579

579:                                              ; preds = %578, %576
  store i32 3, ptr %196, align 8, !tbaa !293
  br label %580

580:                                              ; preds = %579, %553
  %581 = load ptr, ptr %113, align 8, !tbaa !369
  %582 = sub i64 0, %560
  %583 = getelementptr inbounds i8, ptr %581, i64 %582
  %584 = load ptr, ptr %115, align 8, !tbaa !44
  %585 = icmp ult ptr %583, %584
  br i1 %585, label %586, label %587

586:                                              ; preds = %580
  store i8 1, ptr %197, align 8, !tbaa !42
  br label %593

587:                                              ; preds = %580
  %588 = getelementptr inbounds i8, ptr %0, i64 736
  %589 = load ptr, ptr %588, align 8, !tbaa !45
  %590 = icmp ult ptr %583, %589
  br i1 %590, label %591, label %592

591:                                              ; preds = %587
  store ptr %583, ptr %588, align 8, !tbaa !45
  br label %592

592:                                              ; preds = %591, %587
  store ptr %583, ptr %113, align 8, !tbaa !369
  br label %593

593:                                              ; preds = %562, %586, %592
  %594 = phi ptr [ null, %586 ], [ %583, %592 ], [ null, %562 ]
  %595 = getelementptr inbounds i8, ptr %0, i64 1112
  store ptr %594, ptr %595, align 8, !tbaa !381
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %594, i8 0, i64 %560, i1 false)
  %596 = load i32, ptr %196, align 8, !tbaa !293
  br label %597

597:                                              ; preds = %593, %547
  %598 = phi i32 [ %596, %593 ], [ %548, %547 ]
  %599 = getelementptr inbounds i8, ptr %0, i64 3184
  %600 = getelementptr inbounds i8, ptr %0, i64 1032
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %599, i8 0, i64 40, i1 false)
  store i64 %35, ptr %600, align 8, !tbaa !337
  %601 = icmp ult i32 %598, 3
  br i1 %601, label %602, label %622

602:                                              ; preds = %597
  %603 = icmp eq i32 %598, 0
  br i1 %603, label %604, label %621

604:                                              ; preds = %602
  %605 = load ptr, ptr %200, align 8, !tbaa !43
  %606 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %605, ptr %606, align 8, !tbaa !45
  %607 = load ptr, ptr %105, align 8, !tbaa !51
  %608 = ptrtoint ptr %607 to i64
  %609 = and i64 %608, 63
  %610 = sub nsw i64 0, %609
  %611 = getelementptr inbounds i8, ptr %607, i64 %610
  %612 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %611, ptr %612, align 8, !tbaa !370
  %613 = ptrtoint ptr %605 to i64
  %614 = sub i64 0, %613
  %615 = and i64 %614, 63
  %616 = getelementptr inbounds i8, ptr %605, i64 %615
  %617 = icmp ugt ptr %616, %607
  br i1 %617, label %640, label %618

618:                                              ; preds = %604
  store ptr %616, ptr %200, align 8, !tbaa !43
  store ptr %616, ptr %115, align 8, !tbaa !44
  %619 = icmp eq i64 %615, 0
  br i1 %619, label %621, label %620

620:                                              ; preds = %618
  store ptr %616, ptr %606, align 8, !tbaa !45
  br label %621

621:                                              ; preds = %620, %618, %602
  store i32 3, ptr %196, align 8, !tbaa !293
  br label %622

622:                                              ; preds = %621, %597
  %623 = icmp ugt i64 %34, %26
  br i1 %623, label %637, label %624

624:                                              ; preds = %622
  %625 = load ptr, ptr %113, align 8, !tbaa !369
  %626 = sub nsw i64 0, %35
  %627 = getelementptr inbounds i8, ptr %625, i64 %626
  %628 = load ptr, ptr %115, align 8, !tbaa !44
  %629 = icmp ult ptr %627, %628
  br i1 %629, label %630, label %631

630:                                              ; preds = %624
  store i8 1, ptr %197, align 8, !tbaa !42
  br label %637

631:                                              ; preds = %624
  %632 = getelementptr inbounds i8, ptr %0, i64 736
  %633 = load ptr, ptr %632, align 8, !tbaa !45
  %634 = icmp ult ptr %627, %633
  br i1 %634, label %635, label %636

635:                                              ; preds = %631
  store ptr %627, ptr %632, align 8, !tbaa !45
  br label %636

636:                                              ; preds = %635, %631
  store ptr %627, ptr %113, align 8, !tbaa !369
  br label %637

637:                                              ; preds = %622, %630, %636
  %638 = phi ptr [ %627, %636 ], [ null, %630 ], [ null, %622 ]
  %639 = getelementptr inbounds i8, ptr %0, i64 1008
  store ptr %638, ptr %639, align 8, !tbaa !382
  br label %659

640:                                              ; preds = %604
  %641 = getelementptr inbounds i8, ptr %0, i64 1008
  store ptr null, ptr %641, align 8, !tbaa !382
  %642 = load ptr, ptr %200, align 8, !tbaa !43
  %643 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %642, ptr %643, align 8, !tbaa !45
  %644 = load ptr, ptr %105, align 8, !tbaa !51
  %645 = ptrtoint ptr %644 to i64
  %646 = and i64 %645, 63
  %647 = sub nsw i64 0, %646
  %648 = getelementptr inbounds i8, ptr %644, i64 %647
  %649 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %648, ptr %649, align 8, !tbaa !370
  %650 = ptrtoint ptr %642 to i64
  %651 = sub i64 0, %650
  %652 = and i64 %651, 63
  %653 = getelementptr inbounds i8, ptr %642, i64 %652
  %654 = icmp ugt ptr %653, %644
  br i1 %654, label %677, label %655

655:                                              ; preds = %640
  store ptr %653, ptr %200, align 8, !tbaa !43
  store ptr %653, ptr %115, align 8, !tbaa !44
  %656 = icmp eq i64 %652, 0
  br i1 %656, label %658, label %657

657:                                              ; preds = %655
  store ptr %653, ptr %643, align 8, !tbaa !45
  br label %658

658:                                              ; preds = %657, %655
  store i32 3, ptr %196, align 8, !tbaa !293
  br label %659

659:                                              ; preds = %637, %658
  %660 = icmp ugt i64 %34, %26
  br i1 %660, label %674, label %661

661:                                              ; preds = %659
  %662 = load ptr, ptr %113, align 8, !tbaa !369
  %663 = sub nsw i64 0, %35
  %664 = getelementptr inbounds i8, ptr %662, i64 %663
  %665 = load ptr, ptr %115, align 8, !tbaa !44
  %666 = icmp ult ptr %664, %665
  br i1 %666, label %667, label %668

667:                                              ; preds = %661
  store i8 1, ptr %197, align 8, !tbaa !42
  br label %674

668:                                              ; preds = %661
  %669 = getelementptr inbounds i8, ptr %0, i64 736
  %670 = load ptr, ptr %669, align 8, !tbaa !45
  %671 = icmp ult ptr %664, %670
  br i1 %671, label %672, label %673

672:                                              ; preds = %668
  store ptr %664, ptr %669, align 8, !tbaa !45
  br label %673

673:                                              ; preds = %672, %668
  store ptr %664, ptr %113, align 8, !tbaa !369
  br label %674

674:                                              ; preds = %659, %667, %673
  %675 = phi ptr [ %664, %673 ], [ null, %667 ], [ null, %659 ]
  %676 = getelementptr inbounds i8, ptr %0, i64 1016
  store ptr %675, ptr %676, align 8, !tbaa !383
  br label %696

677:                                              ; preds = %640
  %678 = getelementptr inbounds i8, ptr %0, i64 1016
  store ptr null, ptr %678, align 8, !tbaa !383
  %679 = load ptr, ptr %200, align 8, !tbaa !43
  %680 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %679, ptr %680, align 8, !tbaa !45
  %681 = load ptr, ptr %105, align 8, !tbaa !51
  %682 = ptrtoint ptr %681 to i64
  %683 = and i64 %682, 63
  %684 = sub nsw i64 0, %683
  %685 = getelementptr inbounds i8, ptr %681, i64 %684
  %686 = getelementptr inbounds i8, ptr %0, i64 752
  store ptr %685, ptr %686, align 8, !tbaa !370
  %687 = ptrtoint ptr %679 to i64
  %688 = sub i64 0, %687
  %689 = and i64 %688, 63
  %690 = getelementptr inbounds i8, ptr %679, i64 %689
  %691 = icmp ugt ptr %690, %681
  br i1 %691, label %711, label %692

692:                                              ; preds = %677
  store ptr %690, ptr %200, align 8, !tbaa !43
  store ptr %690, ptr %115, align 8, !tbaa !44
  %693 = icmp eq i64 %689, 0
  br i1 %693, label %695, label %694

694:                                              ; preds = %692
  store ptr %690, ptr %680, align 8, !tbaa !45
  br label %695

695:                                              ; preds = %694, %692
  store i32 3, ptr %196, align 8, !tbaa !293
  br label %696

696:                                              ; preds = %674, %695
  %697 = icmp ugt i64 %34, %26
  br i1 %697, label %711, label %698

698:                                              ; preds = %696
  %699 = load ptr, ptr %113, align 8, !tbaa !369
  %700 = sub nsw i64 0, %35
  %701 = getelementptr inbounds i8, ptr %699, i64 %700
  %702 = load ptr, ptr %115, align 8, !tbaa !44
  %703 = icmp ult ptr %701, %702
  br i1 %703, label %704, label %705

704:                                              ; preds = %698
  store i8 1, ptr %197, align 8, !tbaa !42
  br label %711

705:                                              ; preds = %698
  %706 = getelementptr inbounds i8, ptr %0, i64 736
  %707 = load ptr, ptr %706, align 8, !tbaa !45
  %708 = icmp ult ptr %701, %707
  br i1 %708, label %709, label %710

709:                                              ; preds = %705
  store ptr %701, ptr %706, align 8, !tbaa !45
  br label %710

710:                                              ; preds = %709, %705
  store ptr %701, ptr %113, align 8, !tbaa !369
  br label %711

711:                                              ; preds = %677, %696, %704, %710
  %712 = phi ptr [ null, %696 ], [ null, %704 ], [ %701, %710 ], [ null, %677 ]
  %713 = getelementptr inbounds i8, ptr %0, i64 1024
  store ptr %712, ptr %713, align 8, !tbaa !384
  %714 = getelementptr inbounds i8, ptr %0, i64 972
  store i32 1, ptr %714, align 4, !tbaa !367
  br label %715

715:                                              ; preds = %148, %174, %169, %165, %128, %213, %83, %711
  %716 = phi i64 [ 0, %711 ], [ %226, %213 ], [ %95, %83 ], [ -64, %174 ], [ -64, %169 ], [ -64, %165 ], [ -64, %128 ], [ -64, %148 ]
  ret i64 %716
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i64 -64, 1) i64 @ZSTD_reset_matchState(ptr nocapture noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) unnamed_addr #10 {
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  %9 = load i32, ptr %8, align 4, !tbaa !55
  %10 = getelementptr inbounds i8, ptr %0, i64 140
  %11 = load i32, ptr %10, align 4, !tbaa !385
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
  %24 = load i32, ptr %23, align 4, !tbaa !62
  %25 = zext nneg i32 %24 to i64
  %26 = shl i64 4, %25
  br label %27

27:                                               ; preds = %15, %17, %22
  %28 = phi i64 [ %26, %22 ], [ 0, %17 ], [ 0, %15 ]
  %29 = getelementptr inbounds i8, ptr %2, i64 8
  %30 = load i32, ptr %29, align 4, !tbaa !63
  %31 = zext nneg i32 %30 to i64
  %32 = shl nuw i64 1, %31
  %33 = icmp eq i32 %6, 1
  br i1 %33, label %34, label %41

34:                                               ; preds = %27
  %35 = getelementptr inbounds i8, ptr %2, i64 16
  %36 = load i32, ptr %35, align 4, !tbaa !65
  %37 = icmp eq i32 %36, 3
  br i1 %37, label %38, label %41

38:                                               ; preds = %34
  %39 = load i32, ptr %2, align 4, !tbaa !58
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
  %48 = load ptr, ptr %0, align 8, !tbaa !209
  %49 = getelementptr inbounds i8, ptr %0, i64 8
  %50 = load ptr, ptr %49, align 8, !tbaa !213
  %51 = getelementptr inbounds i8, ptr %1, i64 16
  %52 = load ptr, ptr %51, align 8, !tbaa !43
  br label %60

53:                                               ; preds = %41
  %54 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %54, align 8
  %55 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr @.str, ptr %55, align 8, !tbaa !213
  %56 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str, ptr %56, align 8, !tbaa !210
  store ptr getelementptr inbounds (i8, ptr @.str, i64 2), ptr %0, align 8, !tbaa !209
  %57 = getelementptr inbounds i8, ptr %1, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !43
  %59 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %58, ptr %59, align 8, !tbaa !45
  br label %60

60:                                               ; preds = %47, %53
  %61 = phi ptr [ %52, %47 ], [ %58, %53 ]
  %62 = phi ptr [ %50, %47 ], [ @.str, %53 ]
  %63 = phi ptr [ %48, %47 ], [ getelementptr inbounds (i8, ptr @.str, i64 2), %53 ]
  %64 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 %42, ptr %64, align 8, !tbaa !386
  %65 = getelementptr inbounds i8, ptr %0, i64 300
  store i32 0, ptr %65, align 4, !tbaa !387
  %66 = ptrtoint ptr %63 to i64
  %67 = ptrtoint ptr %62 to i64
  %68 = sub i64 %66, %67
  %69 = trunc i64 %68 to i32
  %70 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %69, ptr %70, align 4, !tbaa !211
  %71 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %69, ptr %71, align 8, !tbaa !212
  %72 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %69, ptr %72, align 4, !tbaa !214
  %73 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 0, ptr %73, align 8, !tbaa !388
  %74 = getelementptr inbounds i8, ptr %0, i64 196
  store i32 0, ptr %74, align 4, !tbaa !389
  %75 = getelementptr inbounds i8, ptr %0, i64 248
  store ptr null, ptr %75, align 8, !tbaa !390
  %76 = getelementptr inbounds i8, ptr %1, i64 16
  %77 = getelementptr inbounds i8, ptr %1, i64 24
  store ptr %61, ptr %77, align 8, !tbaa !44
  %78 = shl i64 4, %31
  %79 = getelementptr inbounds i8, ptr %1, i64 64
  %80 = load i32, ptr %79, align 8, !tbaa !293
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %100

82:                                               ; preds = %60
  %83 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %61, ptr %83, align 8, !tbaa !45
  %84 = getelementptr inbounds i8, ptr %1, i64 8
  %85 = load ptr, ptr %84, align 8, !tbaa !51
  %86 = ptrtoint ptr %85 to i64
  %87 = and i64 %86, 63
  %88 = sub nsw i64 0, %87
  %89 = getelementptr inbounds i8, ptr %85, i64 %88
  %90 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %89, ptr %90, align 8, !tbaa !370
  %91 = ptrtoint ptr %61 to i64
  %92 = sub i64 0, %91
  %93 = and i64 %92, 63
  %94 = getelementptr inbounds i8, ptr %61, i64 %93
  %95 = icmp ugt ptr %94, %85
  br i1 %95, label %113, label %96

96:                                               ; preds = %82
  store ptr %94, ptr %76, align 8, !tbaa !43
  store ptr %94, ptr %77, align 8, !tbaa !44
  %97 = icmp eq i64 %93, 0
  br i1 %97, label %99, label %98

98:                                               ; preds = %96
  store ptr %94, ptr %83, align 8, !tbaa !45
  br label %99

99:                                               ; preds = %98, %96
  store i32 1, ptr %79, align 8, !tbaa !293
  br label %100

100:                                              ; preds = %60, %99
  %101 = phi ptr [ %94, %99 ], [ %61, %60 ]
  %102 = getelementptr inbounds i8, ptr %101, i64 %78
  %103 = getelementptr inbounds i8, ptr %1, i64 40
  %104 = load ptr, ptr %103, align 8, !tbaa !369
  %105 = icmp ugt ptr %102, %104
  br i1 %105, label %106, label %108

106:                                              ; preds = %100
  %107 = getelementptr inbounds i8, ptr %1, i64 56
  store i8 1, ptr %107, align 8, !tbaa !42
  br label %109

108:                                              ; preds = %100
  store ptr %102, ptr %77, align 8, !tbaa !44
  br label %109

109:                                              ; preds = %106, %108
  %110 = phi ptr [ %102, %108 ], [ %101, %106 ]
  %111 = phi ptr [ %101, %108 ], [ null, %106 ]
  %112 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %111, ptr %112, align 8, !tbaa !391
  br label %133

113:                                              ; preds = %82
  %114 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr null, ptr %114, align 8, !tbaa !391
  %115 = load ptr, ptr %76, align 8, !tbaa !43
  %116 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %115, ptr %116, align 8, !tbaa !45
  %117 = getelementptr inbounds i8, ptr %1, i64 8
  %118 = load ptr, ptr %117, align 8, !tbaa !51
  %119 = ptrtoint ptr %118 to i64
  %120 = and i64 %119, 63
  %121 = sub nsw i64 0, %120
  %122 = getelementptr inbounds i8, ptr %118, i64 %121
  %123 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %122, ptr %123, align 8, !tbaa !370
  %124 = ptrtoint ptr %115 to i64
  %125 = sub i64 0, %124
  %126 = and i64 %125, 63
  %127 = getelementptr inbounds i8, ptr %115, i64 %126
  %128 = icmp ugt ptr %127, %118
  br i1 %128, label %147, label %129

129:                                              ; preds = %113
  store ptr %127, ptr %76, align 8, !tbaa !43
  store ptr %127, ptr %77, align 8, !tbaa !44
  %130 = icmp eq i64 %126, 0
  br i1 %130, label %132, label %131

131:                                              ; preds = %129
  store ptr %127, ptr %116, align 8, !tbaa !45
  br label %132

132:                                              ; preds = %131, %129
  store i32 1, ptr %79, align 8, !tbaa !293
  br label %133

133:                                              ; preds = %132, %109
  %134 = phi ptr [ %110, %109 ], [ %127, %132 ]
  %135 = getelementptr inbounds i8, ptr %134, i64 %28
  %136 = getelementptr inbounds i8, ptr %1, i64 40
  %137 = load ptr, ptr %136, align 8, !tbaa !369
  %138 = icmp ugt ptr %135, %137
  br i1 %138, label %139, label %141

139:                                              ; preds = %133
  %140 = getelementptr inbounds i8, ptr %1, i64 56
  store i8 1, ptr %140, align 8, !tbaa !42
  br label %142

141:                                              ; preds = %133
  store ptr %135, ptr %77, align 8, !tbaa !44
  br label %142

142:                                              ; preds = %139, %141
  %143 = phi ptr [ %135, %141 ], [ %134, %139 ]
  %144 = phi ptr [ %134, %141 ], [ null, %139 ]
  %145 = getelementptr inbounds i8, ptr %0, i64 128
  store ptr %144, ptr %145, align 8, !tbaa !392
  %146 = select i1 %43, i64 0, i64 %45
  br label %168

147:                                              ; preds = %113
  %148 = getelementptr inbounds i8, ptr %0, i64 128
  store ptr null, ptr %148, align 8, !tbaa !392
  %149 = select i1 %43, i64 0, i64 %45
  %150 = load ptr, ptr %76, align 8, !tbaa !43
  %151 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %150, ptr %151, align 8, !tbaa !45
  %152 = getelementptr inbounds i8, ptr %1, i64 8
  %153 = load ptr, ptr %152, align 8, !tbaa !51
  %154 = ptrtoint ptr %153 to i64
  %155 = and i64 %154, 63
  %156 = sub nsw i64 0, %155
  %157 = getelementptr inbounds i8, ptr %153, i64 %156
  %158 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %157, ptr %158, align 8, !tbaa !370
  %159 = ptrtoint ptr %150 to i64
  %160 = sub i64 0, %159
  %161 = and i64 %160, 63
  %162 = getelementptr inbounds i8, ptr %150, i64 %161
  %163 = icmp ugt ptr %162, %153
  br i1 %163, label %178, label %164

164:                                              ; preds = %147
  store ptr %162, ptr %76, align 8, !tbaa !43
  store ptr %162, ptr %77, align 8, !tbaa !44
  %165 = icmp eq i64 %161, 0
  br i1 %165, label %167, label %166

166:                                              ; preds = %164
  store ptr %162, ptr %151, align 8, !tbaa !45
  br label %167

167:                                              ; preds = %166, %164
  store i32 1, ptr %79, align 8, !tbaa !293
  br label %168

168:                                              ; preds = %167, %142
  %169 = phi i64 [ %146, %142 ], [ %149, %167 ]
  %170 = phi ptr [ %143, %142 ], [ %162, %167 ]
  %171 = getelementptr inbounds i8, ptr %170, i64 %169
  %172 = getelementptr inbounds i8, ptr %1, i64 40
  %173 = load ptr, ptr %172, align 8, !tbaa !369
  %174 = icmp ugt ptr %171, %173
  br i1 %174, label %175, label %177

175:                                              ; preds = %168
  %176 = getelementptr inbounds i8, ptr %1, i64 56
  store i8 1, ptr %176, align 8, !tbaa !42
  br label %178

177:                                              ; preds = %168
  store ptr %171, ptr %77, align 8, !tbaa !44
  br label %178

178:                                              ; preds = %147, %175, %177
  %179 = phi ptr [ %170, %175 ], [ %171, %177 ], [ %61, %147 ]
  %180 = phi ptr [ null, %175 ], [ %170, %177 ], [ null, %147 ]
  %181 = getelementptr inbounds i8, ptr %0, i64 120
  store ptr %180, ptr %181, align 8, !tbaa !393
  %182 = getelementptr inbounds i8, ptr %1, i64 56
  %183 = load i8, ptr %182, align 8, !tbaa !42
  %184 = icmp eq i8 %183, 0
  br i1 %184, label %185, label %569

185:                                              ; preds = %178
  %186 = icmp eq i32 %4, 1
  br i1 %186, label %202, label %187

187:                                              ; preds = %185
  %188 = getelementptr inbounds i8, ptr %1, i64 32
  %189 = load ptr, ptr %188, align 8, !tbaa !45
  %190 = icmp ult ptr %189, %179
  br i1 %190, label %191, label %197

191:                                              ; preds = %187
  %192 = ptrtoint ptr %179 to i64
  %193 = ptrtoint ptr %189 to i64
  %194 = sub i64 %192, %193
  tail call void @llvm.memset.p0.i64(ptr align 1 %189, i8 0, i64 %194, i1 false)
  %195 = load ptr, ptr %188, align 8, !tbaa !45
  %196 = load ptr, ptr %77, align 8, !tbaa !44
  br label %197

197:                                              ; preds = %191, %187
  %198 = phi ptr [ %196, %191 ], [ %179, %187 ]
  %199 = phi ptr [ %195, %191 ], [ %189, %187 ]
  %200 = icmp ult ptr %199, %198
  br i1 %200, label %201, label %202

201:                                              ; preds = %197
  store ptr %198, ptr %188, align 8, !tbaa !45
  br label %202

202:                                              ; preds = %201, %197, %185
  %203 = phi ptr [ %198, %201 ], [ %198, %197 ], [ %179, %185 ]
  %204 = load i32, ptr %8, align 4, !tbaa !55
  %205 = add i32 %204, -6
  %206 = icmp ult i32 %205, -3
  %207 = icmp ne i32 %3, 1
  %208 = or i1 %207, %206
  br i1 %208, label %340, label %209

209:                                              ; preds = %202
  %210 = add nuw i64 %32, 63
  %211 = and i64 %210, -64
  %212 = load i32, ptr %79, align 8, !tbaa !293
  br i1 %33, label %213, label %288

213:                                              ; preds = %209
  %214 = icmp eq i32 %212, 0
  br i1 %214, label %215, label %234

215:                                              ; preds = %213
  %216 = load ptr, ptr %76, align 8, !tbaa !43
  %217 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %216, ptr %217, align 8, !tbaa !45
  %218 = getelementptr inbounds i8, ptr %1, i64 8
  %219 = load ptr, ptr %218, align 8, !tbaa !51
  %220 = ptrtoint ptr %219 to i64
  %221 = and i64 %220, 63
  %222 = sub nsw i64 0, %221
  %223 = getelementptr inbounds i8, ptr %219, i64 %222
  %224 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %223, ptr %224, align 8, !tbaa !370
  %225 = ptrtoint ptr %216 to i64
  %226 = sub i64 0, %225
  %227 = and i64 %226, 63
  %228 = getelementptr inbounds i8, ptr %216, i64 %227
  %229 = icmp ugt ptr %228, %219
  br i1 %229, label %258, label %230

230:                                              ; preds = %215
  store ptr %228, ptr %76, align 8, !tbaa !43
  store ptr %228, ptr %77, align 8, !tbaa !44
  %231 = icmp eq i64 %227, 0
  br i1 %231, label %233, label %232

232:                                              ; preds = %230
  store ptr %228, ptr %217, align 8, !tbaa !45
  br label %233

233:                                              ; preds = %232, %230
  store i32 1, ptr %79, align 8, !tbaa !293
  br label %234

234:                                              ; preds = %233, %213
  %235 = phi ptr [ %228, %233 ], [ %203, %213 ]
  %236 = icmp eq i64 %211, 0
  br i1 %236, label %258, label %237

237:                                              ; preds = %234
  %238 = getelementptr inbounds i8, ptr %1, i64 40
  %239 = load ptr, ptr %238, align 8, !tbaa !369
  %240 = sub i64 0, %211
  %241 = getelementptr inbounds i8, ptr %239, i64 %240
  %242 = icmp ult ptr %241, %235
  br i1 %242, label %243, label %244

243:                                              ; preds = %237
  store i8 1, ptr %182, align 8, !tbaa !42
  br label %258

244:                                              ; preds = %237
  %245 = getelementptr inbounds i8, ptr %1, i64 32
  %246 = load ptr, ptr %245, align 8, !tbaa !45
  %247 = icmp ult ptr %241, %246
  br i1 %247, label %248, label %249

248:                                              ; preds = %244
  store ptr %241, ptr %245, align 8, !tbaa !45
  br label %249

249:                                              ; preds = %248, %244
  store ptr %241, ptr %238, align 8, !tbaa !369
  %250 = getelementptr inbounds i8, ptr %1, i64 48
  %251 = load ptr, ptr %250, align 8, !tbaa !370
  %252 = icmp ult ptr %241, %251
  br i1 %252, label %253, label %258

253:                                              ; preds = %249
  %254 = ptrtoint ptr %251 to i64
  %255 = ptrtoint ptr %241 to i64
  %256 = sub i64 %254, %255
  %257 = tail call i64 @llvm.umin.i64(i64 %256, i64 %211)
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %241, i8 0, i64 %257, i1 false)
  store ptr %241, ptr %250, align 8, !tbaa !370
  br label %258

258:                                              ; preds = %215, %234, %243, %249, %253
  %259 = phi ptr [ %241, %253 ], [ %241, %249 ], [ null, %234 ], [ null, %243 ], [ null, %215 ]
  %260 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %259, ptr %260, align 8, !tbaa !394
  %261 = getelementptr inbounds i8, ptr %0, i64 96
  %262 = load i64, ptr %261, align 8, !tbaa !395
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
  %273 = load i32, ptr %272, align 8, !tbaa !396
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
  store i64 %287, ptr %261, align 8, !tbaa !395
  br label %332

288:                                              ; preds = %209
  %289 = icmp ult i32 %212, 2
  br i1 %289, label %290, label %312

290:                                              ; preds = %288
  %291 = icmp eq i32 %212, 0
  br i1 %291, label %292, label %310

292:                                              ; preds = %290
  %293 = load ptr, ptr %76, align 8, !tbaa !43
  %294 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %293, ptr %294, align 8, !tbaa !45
  %295 = getelementptr inbounds i8, ptr %1, i64 8
  %296 = load ptr, ptr %295, align 8, !tbaa !51
  %297 = ptrtoint ptr %296 to i64
  %298 = and i64 %297, 63
  %299 = sub nsw i64 0, %298
  %300 = getelementptr inbounds i8, ptr %296, i64 %299
  %301 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %300, ptr %301, align 8, !tbaa !370
  %302 = ptrtoint ptr %293 to i64
  %303 = sub i64 0, %302
  %304 = and i64 %303, 63
  %305 = getelementptr inbounds i8, ptr %293, i64 %304
  %306 = icmp ugt ptr %305, %296
  br i1 %306, label %328, label %307

307:                                              ; preds = %292
  store ptr %305, ptr %76, align 8, !tbaa !43
  store ptr %305, ptr %77, align 8, !tbaa !44
  %308 = icmp eq i64 %304, 0
  br i1 %308, label %310, label %309

309:                                              ; preds = %307
  store ptr %305, ptr %294, align 8, !tbaa !45
  br label %310

310:                                              ; preds = %309, %307, %290
  %311 = phi ptr [ %305, %309 ], [ %305, %307 ], [ %203, %290 ]
  store i32 2, ptr %79, align 8, !tbaa !293
  br label %312

312:                                              ; preds = %310, %288
  %313 = phi ptr [ %311, %310 ], [ %203, %288 ]
  %314 = icmp eq i64 %211, 0
  br i1 %314, label %328, label %315

315:                                              ; preds = %312
  %316 = getelementptr inbounds i8, ptr %1, i64 40
  %317 = load ptr, ptr %316, align 8, !tbaa !369
  %318 = sub i64 0, %211
  %319 = getelementptr inbounds i8, ptr %317, i64 %318
  %320 = icmp ult ptr %319, %313
  br i1 %320, label %321, label %322

321:                                              ; preds = %315
  store i8 1, ptr %182, align 8, !tbaa !42
  br label %328

322:                                              ; preds = %315
  %323 = getelementptr inbounds i8, ptr %1, i64 32
  %324 = load ptr, ptr %323, align 8, !tbaa !45
  %325 = icmp ult ptr %319, %324
  br i1 %325, label %326, label %327

326:                                              ; preds = %322
  store ptr %319, ptr %323, align 8, !tbaa !45
  br label %327

327:                                              ; preds = %326, %322
  store ptr %319, ptr %316, align 8, !tbaa !369
  br label %328

328:                                              ; preds = %292, %312, %321, %327
  %329 = phi ptr [ null, %312 ], [ null, %321 ], [ %319, %327 ], [ null, %292 ]
  %330 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %329, ptr %330, align 8, !tbaa !394
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %329, i8 0, i64 %32, i1 false)
  %331 = getelementptr inbounds i8, ptr %0, i64 96
  store i64 0, ptr %331, align 8, !tbaa !395
  br label %332

332:                                              ; preds = %328, %258
  %333 = getelementptr inbounds i8, ptr %2, i64 12
  %334 = load i32, ptr %333, align 4, !tbaa !64
  %335 = tail call i32 @llvm.umin.i32(i32 %334, i32 6)
  %336 = tail call i32 @llvm.umax.i32(i32 %335, i32 4)
  %337 = load i32, ptr %29, align 4, !tbaa !63
  %338 = sub i32 %337, %336
  %339 = getelementptr inbounds i8, ptr %0, i64 52
  store i32 %338, ptr %339, align 4, !tbaa !397
  br label %340

340:                                              ; preds = %332, %202
  br i1 %33, label %341, label %564

341:                                              ; preds = %340
  %342 = load i32, ptr %8, align 4, !tbaa !55
  %343 = icmp ugt i32 %342, 6
  br i1 %343, label %344, label %564

344:                                              ; preds = %341
  %345 = load i32, ptr %79, align 8, !tbaa !293
  %346 = icmp ult i32 %345, 2
  br i1 %346, label %347, label %368

347:                                              ; preds = %344
  %348 = icmp eq i32 %345, 0
  br i1 %348, label %349, label %367

349:                                              ; preds = %347
  %350 = load ptr, ptr %76, align 8, !tbaa !43
  %351 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %350, ptr %351, align 8, !tbaa !45
  %352 = getelementptr inbounds i8, ptr %1, i64 8
  %353 = load ptr, ptr %352, align 8, !tbaa !51
  %354 = ptrtoint ptr %353 to i64
  %355 = and i64 %354, 63
  %356 = sub nsw i64 0, %355
  %357 = getelementptr inbounds i8, ptr %353, i64 %356
  %358 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %357, ptr %358, align 8, !tbaa !370
  %359 = ptrtoint ptr %350 to i64
  %360 = sub i64 0, %359
  %361 = and i64 %360, 63
  %362 = getelementptr inbounds i8, ptr %350, i64 %361
  %363 = icmp ugt ptr %362, %353
  br i1 %363, label %384, label %364

364:                                              ; preds = %349
  store ptr %362, ptr %76, align 8, !tbaa !43
  store ptr %362, ptr %77, align 8, !tbaa !44
  %365 = icmp eq i64 %361, 0
  br i1 %365, label %367, label %366

366:                                              ; preds = %364
  store ptr %362, ptr %351, align 8, !tbaa !45
  br label %367

367:                                              ; preds = %366, %364, %347
  store i32 2, ptr %79, align 8, !tbaa !293
  br label %368

368:                                              ; preds = %367, %344
  %369 = getelementptr inbounds i8, ptr %1, i64 40
  %370 = load ptr, ptr %369, align 8, !tbaa !369
  %371 = getelementptr inbounds i8, ptr %370, i64 -1024
  %372 = load ptr, ptr %77, align 8, !tbaa !44
  %373 = icmp ult ptr %371, %372
  br i1 %373, label %374, label %375

374:                                              ; preds = %368
  store i8 1, ptr %182, align 8, !tbaa !42
  br label %381

375:                                              ; preds = %368
  %376 = getelementptr inbounds i8, ptr %1, i64 32
  %377 = load ptr, ptr %376, align 8, !tbaa !45
  %378 = icmp ult ptr %371, %377
  br i1 %378, label %379, label %380

379:                                              ; preds = %375
  store ptr %371, ptr %376, align 8, !tbaa !45
  br label %380

380:                                              ; preds = %379, %375
  store ptr %371, ptr %369, align 8, !tbaa !369
  br label %381

381:                                              ; preds = %374, %380
  %382 = phi ptr [ %371, %380 ], [ null, %374 ]
  %383 = getelementptr inbounds i8, ptr %0, i64 144
  store ptr %382, ptr %383, align 8, !tbaa !398
  br label %404

384:                                              ; preds = %349
  %385 = getelementptr inbounds i8, ptr %0, i64 144
  store ptr null, ptr %385, align 8, !tbaa !398
  %386 = load ptr, ptr %76, align 8, !tbaa !43
  %387 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %386, ptr %387, align 8, !tbaa !45
  %388 = getelementptr inbounds i8, ptr %1, i64 8
  %389 = load ptr, ptr %388, align 8, !tbaa !51
  %390 = ptrtoint ptr %389 to i64
  %391 = and i64 %390, 63
  %392 = sub nsw i64 0, %391
  %393 = getelementptr inbounds i8, ptr %389, i64 %392
  %394 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %393, ptr %394, align 8, !tbaa !370
  %395 = ptrtoint ptr %386 to i64
  %396 = sub i64 0, %395
  %397 = and i64 %396, 63
  %398 = getelementptr inbounds i8, ptr %386, i64 %397
  %399 = icmp ugt ptr %398, %389
  br i1 %399, label %420, label %400

400:                                              ; preds = %384
  store ptr %398, ptr %76, align 8, !tbaa !43
  store ptr %398, ptr %77, align 8, !tbaa !44
  %401 = icmp eq i64 %397, 0
  br i1 %401, label %403, label %402

402:                                              ; preds = %400
  store ptr %398, ptr %387, align 8, !tbaa !45
  br label %403

403:                                              ; preds = %402, %400
  store i32 2, ptr %79, align 8, !tbaa !293
  br label %404

404:                                              ; preds = %381, %403
  %405 = getelementptr inbounds i8, ptr %1, i64 40
  %406 = load ptr, ptr %405, align 8, !tbaa !369
  %407 = getelementptr inbounds i8, ptr %406, i64 -192
  %408 = load ptr, ptr %77, align 8, !tbaa !44
  %409 = icmp ult ptr %407, %408
  br i1 %409, label %410, label %411

410:                                              ; preds = %404
  store i8 1, ptr %182, align 8, !tbaa !42
  br label %417

411:                                              ; preds = %404
  %412 = getelementptr inbounds i8, ptr %1, i64 32
  %413 = load ptr, ptr %412, align 8, !tbaa !45
  %414 = icmp ult ptr %407, %413
  br i1 %414, label %415, label %416

415:                                              ; preds = %411
  store ptr %407, ptr %412, align 8, !tbaa !45
  br label %416

416:                                              ; preds = %415, %411
  store ptr %407, ptr %405, align 8, !tbaa !369
  br label %417

417:                                              ; preds = %410, %416
  %418 = phi ptr [ %407, %416 ], [ null, %410 ]
  %419 = getelementptr inbounds i8, ptr %0, i64 152
  store ptr %418, ptr %419, align 8, !tbaa !399
  br label %440

420:                                              ; preds = %384
  %421 = getelementptr inbounds i8, ptr %0, i64 152
  store ptr null, ptr %421, align 8, !tbaa !399
  %422 = load ptr, ptr %76, align 8, !tbaa !43
  %423 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %422, ptr %423, align 8, !tbaa !45
  %424 = getelementptr inbounds i8, ptr %1, i64 8
  %425 = load ptr, ptr %424, align 8, !tbaa !51
  %426 = ptrtoint ptr %425 to i64
  %427 = and i64 %426, 63
  %428 = sub nsw i64 0, %427
  %429 = getelementptr inbounds i8, ptr %425, i64 %428
  %430 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %429, ptr %430, align 8, !tbaa !370
  %431 = ptrtoint ptr %422 to i64
  %432 = sub i64 0, %431
  %433 = and i64 %432, 63
  %434 = getelementptr inbounds i8, ptr %422, i64 %433
  %435 = icmp ugt ptr %434, %425
  br i1 %435, label %456, label %436

436:                                              ; preds = %420
  store ptr %434, ptr %76, align 8, !tbaa !43
  store ptr %434, ptr %77, align 8, !tbaa !44
  %437 = icmp eq i64 %433, 0
  br i1 %437, label %439, label %438

438:                                              ; preds = %436
  store ptr %434, ptr %423, align 8, !tbaa !45
  br label %439

439:                                              ; preds = %438, %436
  store i32 2, ptr %79, align 8, !tbaa !293
  br label %440

440:                                              ; preds = %417, %439
  %441 = getelementptr inbounds i8, ptr %1, i64 40
  %442 = load ptr, ptr %441, align 8, !tbaa !369
  %443 = getelementptr inbounds i8, ptr %442, i64 -256
  %444 = load ptr, ptr %77, align 8, !tbaa !44
  %445 = icmp ult ptr %443, %444
  br i1 %445, label %446, label %447

446:                                              ; preds = %440
  store i8 1, ptr %182, align 8, !tbaa !42
  br label %453

447:                                              ; preds = %440
  %448 = getelementptr inbounds i8, ptr %1, i64 32
  %449 = load ptr, ptr %448, align 8, !tbaa !45
  %450 = icmp ult ptr %443, %449
  br i1 %450, label %451, label %452

451:                                              ; preds = %447
  store ptr %443, ptr %448, align 8, !tbaa !45
  br label %452

452:                                              ; preds = %451, %447
  store ptr %443, ptr %441, align 8, !tbaa !369
  br label %453

453:                                              ; preds = %446, %452
  %454 = phi ptr [ %443, %452 ], [ null, %446 ]
  %455 = getelementptr inbounds i8, ptr %0, i64 160
  store ptr %454, ptr %455, align 8, !tbaa !400
  br label %476

456:                                              ; preds = %420
  %457 = getelementptr inbounds i8, ptr %0, i64 160
  store ptr null, ptr %457, align 8, !tbaa !400
  %458 = load ptr, ptr %76, align 8, !tbaa !43
  %459 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %458, ptr %459, align 8, !tbaa !45
  %460 = getelementptr inbounds i8, ptr %1, i64 8
  %461 = load ptr, ptr %460, align 8, !tbaa !51
  %462 = ptrtoint ptr %461 to i64
  %463 = and i64 %462, 63
  %464 = sub nsw i64 0, %463
  %465 = getelementptr inbounds i8, ptr %461, i64 %464
  %466 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %465, ptr %466, align 8, !tbaa !370
  %467 = ptrtoint ptr %458 to i64
  %468 = sub i64 0, %467
  %469 = and i64 %468, 63
  %470 = getelementptr inbounds i8, ptr %458, i64 %469
  %471 = icmp ugt ptr %470, %461
  br i1 %471, label %492, label %472

472:                                              ; preds = %456
  store ptr %470, ptr %76, align 8, !tbaa !43
  store ptr %470, ptr %77, align 8, !tbaa !44
  %473 = icmp eq i64 %469, 0
  br i1 %473, label %475, label %474

474:                                              ; preds = %472
  store ptr %470, ptr %459, align 8, !tbaa !45
  br label %475

475:                                              ; preds = %474, %472
  store i32 2, ptr %79, align 8, !tbaa !293
  br label %476

476:                                              ; preds = %453, %475
  %477 = getelementptr inbounds i8, ptr %1, i64 40
  %478 = load ptr, ptr %477, align 8, !tbaa !369
  %479 = getelementptr inbounds i8, ptr %478, i64 -128
  %480 = load ptr, ptr %77, align 8, !tbaa !44
  %481 = icmp ult ptr %479, %480
  br i1 %481, label %482, label %483

482:                                              ; preds = %476
  store i8 1, ptr %182, align 8, !tbaa !42
  br label %489

483:                                              ; preds = %476
  %484 = getelementptr inbounds i8, ptr %1, i64 32
  %485 = load ptr, ptr %484, align 8, !tbaa !45
  %486 = icmp ult ptr %479, %485
  br i1 %486, label %487, label %488

487:                                              ; preds = %483
  store ptr %479, ptr %484, align 8, !tbaa !45
  br label %488

488:                                              ; preds = %487, %483
  store ptr %479, ptr %477, align 8, !tbaa !369
  br label %489

489:                                              ; preds = %482, %488
  %490 = phi ptr [ %479, %488 ], [ null, %482 ]
  %491 = getelementptr inbounds i8, ptr %0, i64 168
  store ptr %490, ptr %491, align 8, !tbaa !401
  br label %512

492:                                              ; preds = %456
  %493 = getelementptr inbounds i8, ptr %0, i64 168
  store ptr null, ptr %493, align 8, !tbaa !401
  %494 = load ptr, ptr %76, align 8, !tbaa !43
  %495 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %494, ptr %495, align 8, !tbaa !45
  %496 = getelementptr inbounds i8, ptr %1, i64 8
  %497 = load ptr, ptr %496, align 8, !tbaa !51
  %498 = ptrtoint ptr %497 to i64
  %499 = and i64 %498, 63
  %500 = sub nsw i64 0, %499
  %501 = getelementptr inbounds i8, ptr %497, i64 %500
  %502 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %501, ptr %502, align 8, !tbaa !370
  %503 = ptrtoint ptr %494 to i64
  %504 = sub i64 0, %503
  %505 = and i64 %504, 63
  %506 = getelementptr inbounds i8, ptr %494, i64 %505
  %507 = icmp ugt ptr %506, %497
  br i1 %507, label %528, label %508

508:                                              ; preds = %492
  store ptr %506, ptr %76, align 8, !tbaa !43
  store ptr %506, ptr %77, align 8, !tbaa !44
  %509 = icmp eq i64 %505, 0
  br i1 %509, label %511, label %510

510:                                              ; preds = %508
  store ptr %506, ptr %495, align 8, !tbaa !45
  br label %511

511:                                              ; preds = %510, %508
  store i32 2, ptr %79, align 8, !tbaa !293
  br label %512

512:                                              ; preds = %489, %511
  %513 = getelementptr inbounds i8, ptr %1, i64 40
  %514 = load ptr, ptr %513, align 8, !tbaa !369
  %515 = getelementptr inbounds i8, ptr %514, i64 -32832
  %516 = load ptr, ptr %77, align 8, !tbaa !44
  %517 = icmp ult ptr %515, %516
  br i1 %517, label %518, label %519

518:                                              ; preds = %512
  store i8 1, ptr %182, align 8, !tbaa !42
  br label %525

519:                                              ; preds = %512
  %520 = getelementptr inbounds i8, ptr %1, i64 32
  %521 = load ptr, ptr %520, align 8, !tbaa !45
  %522 = icmp ult ptr %515, %521
  br i1 %522, label %523, label %524

523:                                              ; preds = %519
  store ptr %515, ptr %520, align 8, !tbaa !45
  br label %524

524:                                              ; preds = %523, %519
  store ptr %515, ptr %513, align 8, !tbaa !369
  br label %525

525:                                              ; preds = %518, %524
  %526 = phi ptr [ %515, %524 ], [ null, %518 ]
  %527 = getelementptr inbounds i8, ptr %0, i64 176
  store ptr %526, ptr %527, align 8, !tbaa !402
  br label %548

528:                                              ; preds = %492
  %529 = getelementptr inbounds i8, ptr %0, i64 176
  store ptr null, ptr %529, align 8, !tbaa !402
  %530 = load ptr, ptr %76, align 8, !tbaa !43
  %531 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %530, ptr %531, align 8, !tbaa !45
  %532 = getelementptr inbounds i8, ptr %1, i64 8
  %533 = load ptr, ptr %532, align 8, !tbaa !51
  %534 = ptrtoint ptr %533 to i64
  %535 = and i64 %534, 63
  %536 = sub nsw i64 0, %535
  %537 = getelementptr inbounds i8, ptr %533, i64 %536
  %538 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %537, ptr %538, align 8, !tbaa !370
  %539 = ptrtoint ptr %530 to i64
  %540 = sub i64 0, %539
  %541 = and i64 %540, 63
  %542 = getelementptr inbounds i8, ptr %530, i64 %541
  %543 = icmp ugt ptr %542, %533
  br i1 %543, label %561, label %544

544:                                              ; preds = %528
  store ptr %542, ptr %76, align 8, !tbaa !43
  store ptr %542, ptr %77, align 8, !tbaa !44
  %545 = icmp eq i64 %541, 0
  br i1 %545, label %547, label %546

546:                                              ; preds = %544
  store ptr %542, ptr %531, align 8, !tbaa !45
  br label %547

547:                                              ; preds = %546, %544
  store i32 2, ptr %79, align 8, !tbaa !293
  br label %548

548:                                              ; preds = %525, %547
  %549 = getelementptr inbounds i8, ptr %1, i64 40
  %550 = load ptr, ptr %549, align 8, !tbaa !369
  %551 = getelementptr inbounds i8, ptr %550, i64 -114816
  %552 = load ptr, ptr %77, align 8, !tbaa !44
  %553 = icmp ult ptr %551, %552
  br i1 %553, label %554, label %555

554:                                              ; preds = %548
  store i8 1, ptr %182, align 8, !tbaa !42
  br label %561

555:                                              ; preds = %548
  %556 = getelementptr inbounds i8, ptr %1, i64 32
  %557 = load ptr, ptr %556, align 8, !tbaa !45
  %558 = icmp ult ptr %551, %557
  br i1 %558, label %559, label %560

559:                                              ; preds = %555
  store ptr %551, ptr %556, align 8, !tbaa !45
  br label %560

560:                                              ; preds = %559, %555
  store ptr %551, ptr %549, align 8, !tbaa !369
  br label %561

561:                                              ; preds = %528, %554, %560
  %562 = phi ptr [ null, %554 ], [ %551, %560 ], [ null, %528 ]
  %563 = getelementptr inbounds i8, ptr %0, i64 184
  store ptr %562, ptr %563, align 8, !tbaa !403
  br label %564

564:                                              ; preds = %561, %341, %340
  %565 = getelementptr inbounds i8, ptr %0, i64 256
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %565, ptr noundef nonnull align 4 dereferenceable(28) %2, i64 28, i1 false), !tbaa.struct !53
  %566 = load i8, ptr %182, align 8, !tbaa !42
  %567 = icmp eq i8 %566, 0
  %568 = select i1 %567, i64 0, i64 -64
  br label %569

569:                                              ; preds = %564, %178
  %570 = phi i64 [ -64, %178 ], [ %568, %564 ]
  ret i64 %570
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #20

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #21

declare i64 @HIST_count_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #12

declare i32 @HUF_validateCTable(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #12

declare i32 @HUF_optimalTableLog(i32 noundef, i64 noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #12

declare i64 @HUF_buildCTable_wksp(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #12

declare i64 @HUF_estimateCompressedSize(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #12

declare i64 @HUF_writeCTable_wksp(ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_buildSequencesStatistics(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ZSTD_symbolEncodingTypeStats_t) align 8 %0, ptr nocapture noundef readonly %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8, ptr noundef %9, i64 noundef %10) unnamed_addr #2 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = getelementptr inbounds i8, ptr %4, i64 2224
  %16 = getelementptr inbounds i8, ptr %4, i64 772
  %17 = getelementptr inbounds i8, ptr %1, i64 48
  %18 = load ptr, ptr %17, align 8, !tbaa !166
  %19 = getelementptr inbounds i8, ptr %1, i64 32
  %20 = load ptr, ptr %19, align 8, !tbaa !165
  %21 = getelementptr inbounds i8, ptr %1, i64 40
  %22 = load ptr, ptr %21, align 8, !tbaa !167
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !404
  %24 = load ptr, ptr %1, align 8, !tbaa !164
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !168
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
  %39 = load i16, ptr %38, align 4, !tbaa !169
  %40 = load i32, ptr %37, align 4, !tbaa !172
  %41 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %40, i1 false)
  %42 = getelementptr inbounds i8, ptr %37, i64 6
  %43 = load i16, ptr %42, align 2, !tbaa !173
  %44 = zext i16 %43 to i32
  %45 = icmp ugt i16 %39, 63
  br i1 %45, label %46, label %50

46:                                               ; preds = %35
  %47 = zext i16 %39 to i32
  %48 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %47, i1 true)
  %49 = sub nuw nsw i32 50, %48
  br label %55

50:                                               ; preds = %35
  %51 = zext nneg i16 %39 to i64
  %52 = getelementptr inbounds [64 x i8], ptr @ZSTD_LLcode.LL_Code, i64 0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !174
  %54 = zext i8 %53 to i32
  br label %55

55:                                               ; preds = %50, %46
  %56 = phi i32 [ %49, %46 ], [ %54, %50 ]
  %57 = trunc nuw i32 %56 to i8
  %58 = getelementptr inbounds i8, ptr %20, i64 %36
  store i8 %57, ptr %58, align 1, !tbaa !174
  %59 = trunc nuw nsw i32 %41 to i8
  %60 = sub nsw i8 31, %59
  %61 = getelementptr inbounds i8, ptr %18, i64 %36
  store i8 %60, ptr %61, align 1, !tbaa !174
  %62 = icmp ugt i16 %43, 127
  br i1 %62, label %63, label %66

63:                                               ; preds = %55
  %64 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %44, i1 true)
  %65 = sub nuw nsw i32 67, %64
  br label %71

66:                                               ; preds = %55
  %67 = zext nneg i16 %43 to i64
  %68 = getelementptr inbounds [128 x i8], ptr @ZSTD_MLcode.ML_Code, i64 0, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !174
  %70 = zext i8 %69 to i32
  br label %71

71:                                               ; preds = %66, %63
  %72 = phi i32 [ %65, %63 ], [ %70, %66 ]
  %73 = trunc nuw i32 %72 to i8
  %74 = getelementptr inbounds i8, ptr %22, i64 %36
  store i8 %73, ptr %74, align 1, !tbaa !174
  %75 = add nuw nsw i64 %36, 1
  %76 = icmp eq i64 %75, %34
  br i1 %76, label %77, label %35, !llvm.loop !175

77:                                               ; preds = %71, %11
  %78 = getelementptr inbounds i8, ptr %1, i64 72
  %79 = load i32, ptr %78, align 8, !tbaa !176
  %80 = icmp eq i32 %79, 1
  br i1 %80, label %81, label %87

81:                                               ; preds = %77
  %82 = getelementptr inbounds i8, ptr %1, i64 76
  %83 = load i32, ptr %82, align 4, !tbaa !177
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds i8, ptr %20, i64 %84
  store i8 35, ptr %85, align 1, !tbaa !174
  %86 = load i32, ptr %78, align 8, !tbaa !176
  br label %87

87:                                               ; preds = %81, %77
  %88 = phi i32 [ %86, %81 ], [ %79, %77 ]
  %89 = icmp eq i32 %88, 2
  br i1 %89, label %90, label %95

90:                                               ; preds = %87
  %91 = getelementptr inbounds i8, ptr %1, i64 76
  %92 = load i32, ptr %91, align 4, !tbaa !177
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds i8, ptr %22, i64 %93
  store i8 52, ptr %94, align 1, !tbaa !174
  br label %95

95:                                               ; preds = %87, %90
  %96 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 0, ptr %96, align 8, !tbaa !406
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #27
  store i32 35, ptr %12, align 4, !tbaa !21
  %97 = call i64 @HIST_countFast_wksp(ptr noundef %8, ptr noundef nonnull %12, ptr noundef %20, i64 noundef %2, ptr noundef %9, i64 noundef %10) #27
  %98 = getelementptr inbounds i8, ptr %3, i64 3548
  %99 = load i32, ptr %98, align 4, !tbaa !407
  %100 = getelementptr inbounds i8, ptr %4, i64 3548
  store i32 %99, ptr %100, align 4, !tbaa !407
  %101 = load i32, ptr %12, align 4, !tbaa !21
  %102 = getelementptr inbounds i8, ptr %3, i64 2224
  %103 = call i32 @ZSTD_selectEncodingType(ptr noundef nonnull %100, ptr noundef %8, i32 noundef %101, i64 noundef %97, i64 noundef %2, i32 noundef 9, ptr noundef nonnull %102, ptr noundef nonnull @LL_defaultNorm, i32 noundef 6, i32 noundef 1, i32 noundef %7) #27
  store i32 %103, ptr %0, align 8, !tbaa !408
  %104 = ptrtoint ptr %6 to i64
  %105 = ptrtoint ptr %5 to i64
  %106 = sub i64 %104, %105
  %107 = load i32, ptr %12, align 4, !tbaa !21
  %108 = call i64 @ZSTD_buildCTable(ptr noundef %5, i64 noundef %106, ptr noundef nonnull %15, i32 noundef 9, i32 noundef %103, ptr noundef %8, i32 noundef %107, ptr noundef %20, i64 noundef %2, ptr noundef nonnull @LL_defaultNorm, i32 noundef 6, i32 noundef 35, ptr noundef nonnull %102, i64 noundef 1316, ptr noundef %9, i64 noundef %10) #27
  %109 = icmp ult i64 %108, -119
  br i1 %109, label %110, label %113

110:                                              ; preds = %95
  %111 = icmp eq i32 %103, 2
  br i1 %111, label %112, label %115

112:                                              ; preds = %110
  store i64 %108, ptr %23, align 8, !tbaa !404
  br label %115

113:                                              ; preds = %95
  %114 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %108, ptr %114, align 8, !tbaa !409
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #27
  br label %161

115:                                              ; preds = %110, %112
  %116 = getelementptr inbounds i8, ptr %5, i64 %108
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #27
  store i32 31, ptr %13, align 4, !tbaa !21
  %117 = call i64 @HIST_countFast_wksp(ptr noundef %8, ptr noundef nonnull %13, ptr noundef %18, i64 noundef %2, ptr noundef %9, i64 noundef %10) #27
  %118 = load i32, ptr %13, align 4, !tbaa !21
  %119 = icmp ult i32 %118, 29
  %120 = zext i1 %119 to i32
  %121 = getelementptr inbounds i8, ptr %3, i64 3540
  %122 = load i32, ptr %121, align 4, !tbaa !197
  %123 = getelementptr inbounds i8, ptr %4, i64 3540
  store i32 %122, ptr %123, align 4, !tbaa !197
  %124 = call i32 @ZSTD_selectEncodingType(ptr noundef nonnull %123, ptr noundef %8, i32 noundef %118, i64 noundef %117, i64 noundef %2, i32 noundef 8, ptr noundef nonnull %3, ptr noundef nonnull @OF_defaultNorm, i32 noundef 5, i32 noundef %120, i32 noundef %7) #27
  %125 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %124, ptr %125, align 4, !tbaa !410
  %126 = ptrtoint ptr %116 to i64
  %127 = sub i64 %104, %126
  %128 = load i32, ptr %13, align 4, !tbaa !21
  %129 = call i64 @ZSTD_buildCTable(ptr noundef %116, i64 noundef %127, ptr noundef nonnull %4, i32 noundef 8, i32 noundef %124, ptr noundef %8, i32 noundef %128, ptr noundef %18, i64 noundef %2, ptr noundef nonnull @OF_defaultNorm, i32 noundef 5, i32 noundef 28, ptr noundef nonnull %3, i64 noundef 772, ptr noundef %9, i64 noundef %10) #27
  %130 = icmp ult i64 %129, -119
  br i1 %130, label %131, label %134

131:                                              ; preds = %115
  %132 = icmp eq i32 %124, 2
  br i1 %132, label %133, label %136

133:                                              ; preds = %131
  store i64 %129, ptr %23, align 8, !tbaa !404
  br label %136

134:                                              ; preds = %115
  %135 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %129, ptr %135, align 8, !tbaa !409
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #27
  br label %161

136:                                              ; preds = %131, %133
  %137 = getelementptr inbounds i8, ptr %116, i64 %129
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #27
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #27
  store i32 52, ptr %14, align 4, !tbaa !21
  %138 = call i64 @HIST_countFast_wksp(ptr noundef %8, ptr noundef nonnull %14, ptr noundef %22, i64 noundef %2, ptr noundef %9, i64 noundef %10) #27
  %139 = getelementptr inbounds i8, ptr %3, i64 3544
  %140 = load i32, ptr %139, align 4, !tbaa !411
  %141 = getelementptr inbounds i8, ptr %4, i64 3544
  store i32 %140, ptr %141, align 4, !tbaa !411
  %142 = load i32, ptr %14, align 4, !tbaa !21
  %143 = getelementptr inbounds i8, ptr %3, i64 772
  %144 = call i32 @ZSTD_selectEncodingType(ptr noundef nonnull %141, ptr noundef %8, i32 noundef %142, i64 noundef %138, i64 noundef %2, i32 noundef 9, ptr noundef nonnull %143, ptr noundef nonnull @ML_defaultNorm, i32 noundef 6, i32 noundef 1, i32 noundef %7) #27
  %145 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %144, ptr %145, align 8, !tbaa !412
  %146 = ptrtoint ptr %137 to i64
  %147 = sub i64 %104, %146
  %148 = load i32, ptr %14, align 4, !tbaa !21
  %149 = call i64 @ZSTD_buildCTable(ptr noundef %137, i64 noundef %147, ptr noundef nonnull %16, i32 noundef 9, i32 noundef %144, ptr noundef %8, i32 noundef %148, ptr noundef %22, i64 noundef %2, ptr noundef nonnull @ML_defaultNorm, i32 noundef 6, i32 noundef 52, ptr noundef nonnull %143, i64 noundef 1452, ptr noundef %9, i64 noundef %10) #27
  %150 = icmp ult i64 %149, -119
  br i1 %150, label %151, label %154

151:                                              ; preds = %136
  %152 = icmp eq i32 %144, 2
  br i1 %152, label %153, label %156

153:                                              ; preds = %151
  store i64 %149, ptr %23, align 8, !tbaa !404
  br label %156

154:                                              ; preds = %136
  %155 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %149, ptr %155, align 8, !tbaa !409
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #27
  br label %161

156:                                              ; preds = %151, %153
  %157 = getelementptr inbounds i8, ptr %137, i64 %149
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #27
  %158 = ptrtoint ptr %157 to i64
  %159 = sub i64 %158, %105
  %160 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %159, ptr %160, align 8, !tbaa !409
  br label %161

161:                                              ; preds = %154, %134, %113, %156
  ret void
}

declare i64 @HIST_countFast_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #12

declare i32 @ZSTD_selectEncodingType(ptr noundef, ptr noundef, i32 noundef, i64 noundef, i64 noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #12

declare i64 @ZSTD_buildCTable(ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @ZSTD_overflowCorrectIfNeeded(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, ptr noundef %3, ptr noundef %4) unnamed_addr #11 {
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !18
  %10 = ptrtoint ptr %4 to i64
  %11 = ptrtoint ptr %9 to i64
  %12 = sub i64 %10, %11
  %13 = trunc i64 %12 to i32
  %14 = icmp ult i32 %13, -624951295
  br i1 %14, label %148, label %15

15:                                               ; preds = %5
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = getelementptr inbounds i8, ptr %2, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !70
  %19 = shl nuw i32 1, %18
  %20 = getelementptr inbounds i8, ptr %2, i64 28
  %21 = load i32, ptr %20, align 4, !tbaa !76
  %22 = icmp ugt i32 %21, 5
  %23 = sext i1 %22 to i32
  %24 = load i32, ptr %6, align 4, !tbaa !72
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
  store ptr %40, ptr %8, align 8, !tbaa !213
  %41 = load ptr, ptr %16, align 8, !tbaa !210
  %42 = getelementptr inbounds i8, ptr %41, i64 %39
  store ptr %42, ptr %16, align 8, !tbaa !210
  %43 = add i32 %38, 2
  %44 = getelementptr inbounds i8, ptr %0, i64 24
  %45 = load <2 x i32>, ptr %44, align 8, !tbaa !21
  %46 = insertelement <2 x i32> poison, i32 %43, i64 0
  %47 = shufflevector <2 x i32> %46, <2 x i32> poison, <2 x i32> zeroinitializer
  %48 = icmp ult <2 x i32> %45, %47
  %49 = insertelement <2 x i32> poison, i32 %38, i64 0
  %50 = shufflevector <2 x i32> %49, <2 x i32> poison, <2 x i32> zeroinitializer
  %51 = sub <2 x i32> %45, %50
  %52 = select <2 x i1> %48, <2 x i32> <i32 2, i32 2>, <2 x i32> %51
  store <2 x i32> %52, ptr %44, align 8, !tbaa !21
  %53 = getelementptr inbounds i8, ptr %0, i64 32
  %54 = load i32, ptr %53, align 8, !tbaa !413
  %55 = add i32 %54, 1
  store i32 %55, ptr %53, align 8, !tbaa !413
  %56 = getelementptr inbounds i8, ptr %1, i64 16
  %57 = load ptr, ptr %56, align 8, !tbaa !43
  %58 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %57, ptr %58, align 8, !tbaa !45
  %59 = getelementptr inbounds i8, ptr %2, i64 12
  %60 = load i32, ptr %59, align 4, !tbaa !71
  %61 = shl nuw i32 1, %60
  %62 = getelementptr inbounds i8, ptr %0, i64 112
  %63 = load ptr, ptr %62, align 8, !tbaa !391
  tail call fastcc void @ZSTD_reduceTable(ptr noundef %63, i32 noundef %61, i32 noundef %38)
  %64 = load i32, ptr %20, align 4, !tbaa !76
  %65 = getelementptr inbounds i8, ptr %2, i64 160
  %66 = load i32, ptr %65, align 8, !tbaa !56
  %67 = getelementptr inbounds i8, ptr %0, i64 140
  %68 = load i32, ptr %67, align 4, !tbaa !385
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %77

70:                                               ; preds = %15
  %71 = icmp eq i32 %64, 1
  br i1 %71, label %129, label %72

72:                                               ; preds = %70
  %73 = add i32 %64, -3
  %74 = icmp ult i32 %73, 3
  %75 = icmp eq i32 %66, 1
  %76 = and i1 %74, %75
  br i1 %76, label %129, label %77

77:                                               ; preds = %72, %15
  %78 = load i32, ptr %6, align 4, !tbaa !72
  %79 = shl nuw i32 1, %78
  %80 = icmp eq i32 %64, 6
  %81 = getelementptr inbounds i8, ptr %0, i64 128
  %82 = load ptr, ptr %81, align 8, !tbaa !392
  br i1 %80, label %83, label %128

83:                                               ; preds = %77
  %84 = sdiv i32 %79, 16
  %85 = icmp sgt i32 %79, 15
  br i1 %85, label %86, label %129

86:                                               ; preds = %83
  %87 = insertelement <4 x i32> poison, i32 %43, i64 0
  %88 = shufflevector <4 x i32> %87, <4 x i32> poison, <4 x i32> zeroinitializer
  %89 = insertelement <4 x i32> poison, i32 %38, i64 0
  %90 = shufflevector <4 x i32> %89, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %91

91:                                               ; preds = %86, %91
  %92 = phi i64 [ %125, %91 ], [ 0, %86 ]
  %93 = phi i32 [ %126, %91 ], [ 0, %86 ]
  %94 = getelementptr inbounds i32, ptr %82, i64 %92
  %95 = load <4 x i32>, ptr %94, align 4, !tbaa !21
  %96 = icmp eq <4 x i32> %95, <i32 1, i32 1, i32 1, i32 1>
  %97 = icmp ult <4 x i32> %95, %88
  %98 = sub <4 x i32> %95, %90
  %99 = select <4 x i1> %97, <4 x i32> zeroinitializer, <4 x i32> %98
  %100 = select <4 x i1> %96, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> %99
  store <4 x i32> %100, ptr %94, align 4, !tbaa !21
  %101 = or disjoint i64 %92, 4
  %102 = getelementptr inbounds i32, ptr %82, i64 %101
  %103 = load <4 x i32>, ptr %102, align 4, !tbaa !21
  %104 = icmp eq <4 x i32> %103, <i32 1, i32 1, i32 1, i32 1>
  %105 = icmp ult <4 x i32> %103, %88
  %106 = sub <4 x i32> %103, %90
  %107 = select <4 x i1> %105, <4 x i32> zeroinitializer, <4 x i32> %106
  %108 = select <4 x i1> %104, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> %107
  store <4 x i32> %108, ptr %102, align 4, !tbaa !21
  %109 = or disjoint i64 %92, 8
  %110 = getelementptr inbounds i32, ptr %82, i64 %109
  %111 = load <4 x i32>, ptr %110, align 4, !tbaa !21
  %112 = icmp eq <4 x i32> %111, <i32 1, i32 1, i32 1, i32 1>
  %113 = icmp ult <4 x i32> %111, %88
  %114 = sub <4 x i32> %111, %90
  %115 = select <4 x i1> %113, <4 x i32> zeroinitializer, <4 x i32> %114
  %116 = select <4 x i1> %112, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> %115
  store <4 x i32> %116, ptr %110, align 4, !tbaa !21
  %117 = or disjoint i64 %92, 12
  %118 = getelementptr inbounds i32, ptr %82, i64 %117
  %119 = load <4 x i32>, ptr %118, align 4, !tbaa !21
  %120 = icmp eq <4 x i32> %119, <i32 1, i32 1, i32 1, i32 1>
  %121 = icmp ult <4 x i32> %119, %88
  %122 = sub <4 x i32> %119, %90
  %123 = select <4 x i1> %121, <4 x i32> zeroinitializer, <4 x i32> %122
  %124 = select <4 x i1> %120, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> %123
  store <4 x i32> %124, ptr %118, align 4, !tbaa !21
  %125 = add nuw nsw i64 %92, 16
  %126 = add nuw nsw i32 %93, 1
  %127 = icmp eq i32 %126, %84
  br i1 %127, label %129, label %91, !llvm.loop !414

128:                                              ; preds = %77
  tail call fastcc void @ZSTD_reduceTable(ptr noundef %82, i32 noundef %79, i32 noundef %38)
  br label %129

129:                                              ; preds = %91, %128, %83, %72, %70
  %130 = getelementptr inbounds i8, ptr %0, i64 48
  %131 = load i32, ptr %130, align 8, !tbaa !386
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %137, label %133

133:                                              ; preds = %129
  %134 = shl nuw i32 1, %131
  %135 = getelementptr inbounds i8, ptr %0, i64 120
  %136 = load ptr, ptr %135, align 8, !tbaa !393
  tail call fastcc void @ZSTD_reduceTable(ptr noundef %136, i32 noundef %134, i32 noundef %38)
  br label %137

137:                                              ; preds = %129, %133
  %138 = load ptr, ptr %58, align 8, !tbaa !45
  %139 = getelementptr inbounds i8, ptr %1, i64 24
  %140 = load ptr, ptr %139, align 8, !tbaa !44
  %141 = icmp ult ptr %138, %140
  br i1 %141, label %142, label %143

142:                                              ; preds = %137
  store ptr %140, ptr %58, align 8, !tbaa !45
  br label %143

143:                                              ; preds = %137, %142
  %144 = getelementptr inbounds i8, ptr %0, i64 44
  %145 = load i32, ptr %144, align 4, !tbaa !214
  %146 = tail call i32 @llvm.usub.sat.i32(i32 %145, i32 %38)
  store i32 %146, ptr %144, align 4, !tbaa !214
  store i32 0, ptr %7, align 8, !tbaa !388
  %147 = getelementptr inbounds i8, ptr %0, i64 248
  store ptr null, ptr %147, align 8, !tbaa !390
  br label %148

148:                                              ; preds = %143, %5
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
  %12 = load i32, ptr %11, align 8, !tbaa !221
  %13 = icmp eq i32 %12, 0
  br i1 %10, label %14, label %15

14:                                               ; preds = %9
  br i1 %13, label %83, label %91

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %0, i64 976
  %17 = getelementptr inbounds i8, ptr %0, i64 3224
  %18 = load ptr, ptr %17, align 8, !tbaa !46
  br i1 %13, label %26, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %18, i64 5616
  %21 = tail call fastcc i64 @ZSTD_copyBlockSequences(ptr noundef nonnull %11, ptr noundef nonnull %16, ptr noundef nonnull %20)
  %22 = icmp ult i64 %21, -119
  br i1 %22, label %23, label %91

23:                                               ; preds = %19
  %24 = load <2 x ptr>, ptr %17, align 8, !tbaa !18
  %25 = shufflevector <2 x ptr> %24, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %25, ptr %17, align 8, !tbaa !18
  br label %91

26:                                               ; preds = %15
  %27 = getelementptr inbounds i8, ptr %0, i64 3232
  %28 = load ptr, ptr %27, align 8, !tbaa !329
  %29 = getelementptr inbounds i8, ptr %0, i64 240
  %30 = getelementptr inbounds i8, ptr %0, i64 3544
  %31 = load ptr, ptr %30, align 8, !tbaa !47
  %32 = getelementptr inbounds i8, ptr %0, i64 3552
  %33 = load i64, ptr %32, align 8, !tbaa !48
  %34 = getelementptr inbounds i8, ptr %0, i64 8
  %35 = load i32, ptr %34, align 8, !tbaa !49
  %36 = getelementptr inbounds i8, ptr %0, i64 992
  %37 = load ptr, ptr %36, align 8, !tbaa !178
  %38 = getelementptr inbounds i8, ptr %0, i64 1000
  %39 = load ptr, ptr %38, align 8, !tbaa !179
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
  %53 = load i32, ptr %52, align 4, !tbaa !76
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
  %68 = load i32, ptr %67, align 8, !tbaa !220
  %69 = icmp eq i32 %68, 0
  %70 = icmp ult i64 %64, 25
  %71 = select i1 %69, i1 %70, i1 false
  br i1 %71, label %72, label %77

72:                                               ; preds = %66
  %73 = tail call fastcc i32 @ZSTD_isRLE(ptr noundef %3, i64 noundef %4)
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %77, label %75

75:                                               ; preds = %72
  %76 = load i8, ptr %3, align 1, !tbaa !174
  store i8 %76, ptr %1, align 1, !tbaa !174
  br label %83

77:                                               ; preds = %63, %66, %72
  %78 = add i64 %64, -2
  %79 = icmp ult i64 %78, -121
  br i1 %79, label %80, label %83

80:                                               ; preds = %77
  %81 = load <2 x ptr>, ptr %17, align 8, !tbaa !18
  %82 = shufflevector <2 x ptr> %81, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %82, ptr %17, align 8, !tbaa !18
  br label %83

83:                                               ; preds = %14, %75, %80, %77
  %84 = phi i64 [ %64, %80 ], [ %64, %77 ], [ 0, %14 ], [ 1, %75 ]
  %85 = getelementptr inbounds i8, ptr %0, i64 3224
  %86 = load ptr, ptr %85, align 8, !tbaa !46
  %87 = getelementptr inbounds i8, ptr %86, i64 5604
  %88 = load i32, ptr %87, align 4, !tbaa !148
  %89 = icmp eq i32 %88, 2
  br i1 %89, label %90, label %91

90:                                               ; preds = %83
  store i32 1, ptr %87, align 4, !tbaa !148
  br label %91

91:                                               ; preds = %14, %6, %83, %90, %19, %23
  %92 = phi i64 [ 0, %23 ], [ %21, %19 ], [ %84, %90 ], [ %84, %83 ], [ -106, %14 ], [ %7, %6 ]
  ret i64 %92
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @ZSTD_reduceTable(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #13 {
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
  %16 = load <4 x i32>, ptr %15, align 4, !tbaa !21
  %17 = icmp ult <4 x i32> %16, %9
  %18 = sub <4 x i32> %16, %11
  %19 = select <4 x i1> %17, <4 x i32> zeroinitializer, <4 x i32> %18
  store <4 x i32> %19, ptr %15, align 4, !tbaa !21
  %20 = or disjoint i64 %13, 4
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load <4 x i32>, ptr %21, align 4, !tbaa !21
  %23 = icmp ult <4 x i32> %22, %9
  %24 = sub <4 x i32> %22, %11
  %25 = select <4 x i1> %23, <4 x i32> zeroinitializer, <4 x i32> %24
  store <4 x i32> %25, ptr %21, align 4, !tbaa !21
  %26 = or disjoint i64 %13, 8
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  %28 = load <4 x i32>, ptr %27, align 4, !tbaa !21
  %29 = icmp ult <4 x i32> %28, %9
  %30 = sub <4 x i32> %28, %11
  %31 = select <4 x i1> %29, <4 x i32> zeroinitializer, <4 x i32> %30
  store <4 x i32> %31, ptr %27, align 4, !tbaa !21
  %32 = or disjoint i64 %13, 12
  %33 = getelementptr inbounds i32, ptr %0, i64 %32
  %34 = load <4 x i32>, ptr %33, align 4, !tbaa !21
  %35 = icmp ult <4 x i32> %34, %9
  %36 = sub <4 x i32> %34, %11
  %37 = select <4 x i1> %35, <4 x i32> zeroinitializer, <4 x i32> %36
  store <4 x i32> %37, ptr %33, align 4, !tbaa !21
  %38 = add nuw nsw i64 %13, 16
  %39 = add nuw nsw i32 %14, 1
  %40 = icmp eq i32 %39, %4
  br i1 %40, label %41, label %12, !llvm.loop !414

41:                                               ; preds = %12, %3
  ret void
}

declare i64 @ZSTD_splitBlock(ptr noundef, i64 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #12

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
  %11 = load i32, ptr %10, align 4, !tbaa !154
  %12 = icmp ugt i32 %11, 6
  %13 = getelementptr inbounds i8, ptr %0, i64 3184
  br i1 %12, label %14, label %15

14:                                               ; preds = %9
  tail call void @ZSTD_ldm_skipRawSeqStoreBytes(ptr noundef nonnull %13, i64 noundef %2) #27
  br label %250

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %0, i64 260
  %17 = load i32, ptr %16, align 4, !tbaa !415
  tail call void @ZSTD_ldm_skipSequences(ptr noundef nonnull %13, i64 noundef %2, i32 noundef %17) #27
  br label %250

18:                                               ; preds = %3
  %19 = getelementptr inbounds i8, ptr %0, i64 3224
  %20 = getelementptr inbounds i8, ptr %0, i64 976
  %21 = getelementptr inbounds i8, ptr %0, i64 992
  %22 = load ptr, ptr %21, align 8, !tbaa !178
  %23 = getelementptr inbounds i8, ptr %0, i64 1000
  store ptr %22, ptr %23, align 8, !tbaa !179
  %24 = load ptr, ptr %20, align 8, !tbaa !164
  %25 = getelementptr inbounds i8, ptr %0, i64 984
  store ptr %24, ptr %25, align 8, !tbaa !168
  %26 = getelementptr inbounds i8, ptr %0, i64 1048
  store i32 0, ptr %26, align 8, !tbaa !176
  %27 = load ptr, ptr %19, align 8, !tbaa !46
  %28 = getelementptr inbounds i8, ptr %0, i64 3472
  store ptr %27, ptr %28, align 8, !tbaa !416
  %29 = getelementptr inbounds i8, ptr %0, i64 312
  %30 = load i32, ptr %29, align 8, !tbaa !417
  %31 = getelementptr inbounds i8, ptr %0, i64 3480
  store i32 %30, ptr %31, align 8, !tbaa !418
  %32 = getelementptr inbounds i8, ptr %0, i64 3248
  %33 = load ptr, ptr %32, align 8, !tbaa !419
  %34 = ptrtoint ptr %1 to i64
  %35 = ptrtoint ptr %33 to i64
  %36 = sub i64 %34, %35
  %37 = trunc i64 %36 to i32
  %38 = getelementptr inbounds i8, ptr %0, i64 3284
  %39 = load i32, ptr %38, align 4, !tbaa !214
  %40 = add i32 %39, 384
  %41 = icmp ult i32 %40, %37
  br i1 %41, label %42, label %47

42:                                               ; preds = %18
  %43 = sub i32 %37, %39
  %44 = add i32 %43, -384
  %45 = tail call i32 @llvm.umin.i32(i32 %44, i32 192)
  %46 = sub i32 %37, %45
  store i32 %46, ptr %38, align 4, !tbaa !214
  br label %47

47:                                               ; preds = %42, %18
  %48 = getelementptr inbounds i8, ptr %0, i64 3264
  %49 = load i32, ptr %48, align 8, !tbaa !21
  %50 = getelementptr inbounds i8, ptr %0, i64 3268
  %51 = load i32, ptr %50, align 4, !tbaa !21
  %52 = icmp ult i32 %51, %49
  br i1 %52, label %62, label %53

53:                                               ; preds = %47
  %54 = getelementptr inbounds i8, ptr %0, i64 3488
  %55 = load ptr, ptr %54, align 8, !tbaa !390
  %56 = icmp eq ptr %55, null
  br i1 %56, label %62, label %57

57:                                               ; preds = %53
  %58 = getelementptr inbounds i8, ptr %55, i64 140
  %59 = load i32, ptr %58, align 4, !tbaa !385
  %60 = icmp eq i32 %59, 0
  %61 = select i1 %60, i64 2, i64 3
  br label %62

62:                                               ; preds = %47, %53, %57
  %63 = phi i64 [ 1, %47 ], [ %61, %57 ], [ 0, %53 ]
  %64 = getelementptr inbounds i8, ptr %27, i64 5616
  %65 = getelementptr inbounds i8, ptr %0, i64 3232
  %66 = load ptr, ptr %65, align 8, !tbaa !329
  %67 = getelementptr inbounds i8, ptr %66, i64 5616
  %68 = load i32, ptr %64, align 4, !tbaa !21
  store i32 %68, ptr %67, align 4, !tbaa !21
  %69 = getelementptr inbounds i8, ptr %27, i64 5620
  %70 = load i32, ptr %69, align 4, !tbaa !21
  %71 = getelementptr inbounds i8, ptr %66, i64 5620
  store i32 %70, ptr %71, align 4, !tbaa !21
  %72 = getelementptr inbounds i8, ptr %27, i64 5624
  %73 = load i32, ptr %72, align 4, !tbaa !21
  %74 = getelementptr inbounds i8, ptr %66, i64 5624
  store i32 %73, ptr %74, align 4, !tbaa !21
  %75 = getelementptr inbounds i8, ptr %0, i64 3184
  %76 = getelementptr inbounds i8, ptr %0, i64 3192
  %77 = load i64, ptr %76, align 8, !tbaa !420
  %78 = getelementptr inbounds i8, ptr %0, i64 3208
  %79 = load i64, ptr %78, align 8, !tbaa !206
  %80 = icmp ult i64 %77, %79
  br i1 %80, label %81, label %89

81:                                               ; preds = %62
  %82 = getelementptr inbounds i8, ptr %0, i64 448
  %83 = load ptr, ptr %82, align 8, !tbaa !113
  %84 = icmp eq ptr %83, null
  br i1 %84, label %85, label %250

85:                                               ; preds = %81
  %86 = getelementptr inbounds i8, ptr %0, i64 400
  %87 = load i32, ptr %86, align 8, !tbaa !151
  %88 = tail call i64 @ZSTD_ldm_blockCompress(ptr noundef nonnull %75, ptr noundef nonnull %6, ptr noundef nonnull %20, ptr noundef nonnull %67, i32 noundef %87, ptr noundef %1, i64 noundef %2) #27
  br label %242

89:                                               ; preds = %62
  %90 = getelementptr inbounds i8, ptr %0, i64 336
  %91 = load i32, ptr %90, align 8, !tbaa !215
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %115

93:                                               ; preds = %89
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #27
  %94 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %94, i8 0, i64 24, i1 false)
  %95 = getelementptr inbounds i8, ptr %0, i64 448
  %96 = load ptr, ptr %95, align 8, !tbaa !113
  %97 = icmp eq ptr %96, null
  br i1 %97, label %98, label %107

98:                                               ; preds = %93
  %99 = getelementptr inbounds i8, ptr %0, i64 3168
  %100 = load ptr, ptr %99, align 8, !tbaa !374
  store ptr %100, ptr %4, align 8, !tbaa !421
  %101 = getelementptr inbounds i8, ptr %0, i64 3176
  %102 = load i64, ptr %101, align 8, !tbaa !375
  %103 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 %102, ptr %103, align 8, !tbaa !422
  %104 = getelementptr inbounds i8, ptr %0, i64 1056
  %105 = call i64 @ZSTD_ldm_generateSequences(ptr noundef nonnull %104, ptr noundef nonnull %4, ptr noundef nonnull %90, ptr noundef %1, i64 noundef %2) #27
  %106 = icmp ult i64 %105, -119
  br i1 %106, label %109, label %107

107:                                              ; preds = %98, %93
  %108 = phi i64 [ -41, %93 ], [ %105, %98 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #27
  br label %250

109:                                              ; preds = %98
  %110 = load ptr, ptr %65, align 8, !tbaa !329
  %111 = getelementptr inbounds i8, ptr %110, i64 5616
  %112 = getelementptr inbounds i8, ptr %0, i64 400
  %113 = load i32, ptr %112, align 8, !tbaa !151
  %114 = call i64 @ZSTD_ldm_blockCompress(ptr noundef nonnull %4, ptr noundef nonnull %6, ptr noundef nonnull %20, ptr noundef nonnull %111, i32 noundef %113, ptr noundef %1, i64 noundef %2) #27
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #27
  br label %242

115:                                              ; preds = %89
  %116 = getelementptr inbounds i8, ptr %0, i64 448
  %117 = load ptr, ptr %116, align 8, !tbaa !113
  %118 = icmp eq ptr %117, null
  br i1 %118, label %225, label %119

119:                                              ; preds = %115
  %120 = load i32, ptr %7, align 4, !tbaa !217
  %121 = shl nuw i32 1, %120
  %122 = getelementptr inbounds i8, ptr %0, i64 440
  %123 = load ptr, ptr %122, align 8, !tbaa !423
  %124 = getelementptr inbounds i8, ptr %0, i64 5264
  %125 = load ptr, ptr %124, align 8, !tbaa !378
  %126 = getelementptr inbounds i8, ptr %0, i64 5272
  %127 = load i64, ptr %126, align 8, !tbaa !377
  %128 = getelementptr inbounds i8, ptr %0, i64 284
  %129 = load i32, ptr %128, align 4, !tbaa !424
  %130 = zext i32 %121 to i64
  %131 = tail call i64 %117(ptr noundef %123, ptr noundef %125, i64 noundef %127, ptr noundef %1, i64 noundef %2, ptr noundef null, i64 noundef 0, i32 noundef %129, i64 noundef %130) #27
  %132 = load i64, ptr %126, align 8, !tbaa !377
  %133 = add i64 %131, -1
  %134 = icmp ult i64 %133, %132
  br i1 %134, label %135, label %201

135:                                              ; preds = %119
  %136 = load ptr, ptr %124, align 8, !tbaa !378
  %137 = getelementptr %struct.ZSTD_Sequence, ptr %136, i64 %131
  %138 = getelementptr i8, ptr %137, i64 -16
  %139 = load i32, ptr %138, align 4, !tbaa !21
  %140 = getelementptr i8, ptr %137, i64 -8
  %141 = load i32, ptr %140, align 4, !tbaa !21
  %142 = icmp eq i32 %139, 0
  %143 = icmp eq i32 %141, 0
  %144 = select i1 %142, i1 %143, i1 false
  br i1 %144, label %149, label %145

145:                                              ; preds = %135
  %146 = icmp eq i64 %131, %132
  br i1 %146, label %201, label %147

147:                                              ; preds = %145
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %137, i8 0, i64 16, i1 false)
  %148 = add i64 %131, 1
  br label %149

149:                                              ; preds = %135, %147
  %150 = phi i64 [ %148, %147 ], [ %131, %135 ]
  %151 = icmp ult i64 %150, -119
  br i1 %151, label %152, label %201

152:                                              ; preds = %149
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %153 = load ptr, ptr %124, align 8, !tbaa !378
  switch i64 %150, label %154 [
    i64 0, label %192
    i64 1, label %174
  ]

154:                                              ; preds = %152
  %155 = and i64 %150, -2
  br label %156

156:                                              ; preds = %156, %154
  %157 = phi i64 [ 0, %154 ], [ %169, %156 ]
  %158 = phi <2 x i64> [ zeroinitializer, %154 ], [ %168, %156 ]
  %159 = phi <2 x i64> [ zeroinitializer, %154 ], [ %167, %156 ]
  %160 = or disjoint i64 %157, 1
  %161 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %153, i64 %157, i32 1
  %162 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %153, i64 %160, i32 1
  %163 = load <2 x i32>, ptr %161, align 4, !tbaa !21
  %164 = zext <2 x i32> %163 to <2 x i64>
  %165 = load <2 x i32>, ptr %162, align 4, !tbaa !21
  %166 = zext <2 x i32> %165 to <2 x i64>
  %167 = add <2 x i64> %159, %164
  %168 = add <2 x i64> %158, %166
  %169 = add nuw i64 %157, 2
  %170 = icmp eq i64 %169, %155
  br i1 %170, label %171, label %156, !llvm.loop !425

171:                                              ; preds = %156
  %172 = add <2 x i64> %168, %167
  %173 = icmp eq i64 %150, %155
  br i1 %173, label %186, label %174

174:                                              ; preds = %152, %171
  %175 = phi i64 [ 0, %152 ], [ %155, %171 ]
  %176 = phi <2 x i64> [ zeroinitializer, %152 ], [ %172, %171 ]
  br label %177

177:                                              ; preds = %174, %177
  %178 = phi i64 [ %184, %177 ], [ %175, %174 ]
  %179 = phi <2 x i64> [ %183, %177 ], [ %176, %174 ]
  %180 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %153, i64 %178, i32 1
  %181 = load <2 x i32>, ptr %180, align 4, !tbaa !21
  %182 = zext <2 x i32> %181 to <2 x i64>
  %183 = add <2 x i64> %179, %182
  %184 = add nuw i64 %178, 1
  %185 = icmp eq i64 %184, %150
  br i1 %185, label %186, label %177, !llvm.loop !426

186:                                              ; preds = %177, %171
  %187 = phi <2 x i64> [ %172, %171 ], [ %183, %177 ]
  %188 = shufflevector <2 x i64> %187, <2 x i64> poison, <2 x i32> <i32 1, i32 poison>
  %189 = add <2 x i64> %188, %187
  %190 = extractelement <2 x i64> %189, i64 0
  %191 = icmp ugt i64 %190, %2
  br i1 %191, label %199, label %192

192:                                              ; preds = %152, %186
  %193 = getelementptr inbounds i8, ptr %0, i64 456
  %194 = load i32, ptr %193, align 8, !tbaa !326
  %195 = call i64 @ZSTD_transferSequences_wBlockDelim(ptr noundef %0, ptr noundef nonnull %5, ptr noundef %153, i64 noundef %150, ptr noundef %1, i64 noundef %2, i32 noundef %194)
  %196 = icmp ult i64 %195, -119
  br i1 %196, label %197, label %199

197:                                              ; preds = %192
  %198 = getelementptr inbounds i8, ptr %0, i64 3528
  store ptr null, ptr %198, align 8, !tbaa !427
  br label %199

199:                                              ; preds = %186, %192, %197
  %200 = phi i64 [ 0, %197 ], [ %195, %192 ], [ -107, %186 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  br label %250

201:                                              ; preds = %145, %119, %149
  %202 = phi i64 [ %150, %149 ], [ -106, %119 ], [ -106, %145 ]
  %203 = getelementptr inbounds i8, ptr %0, i64 436
  %204 = load i32, ptr %203, align 4, !tbaa !428
  %205 = icmp eq i32 %204, 0
  br i1 %205, label %250, label %206

206:                                              ; preds = %201
  %207 = getelementptr inbounds i8, ptr %0, i64 268
  %208 = load i32, ptr %207, align 4, !tbaa !154
  %209 = getelementptr inbounds i8, ptr %0, i64 400
  %210 = load i32, ptr %209, align 8, !tbaa !151
  %211 = add i32 %208, -3
  %212 = icmp ugt i32 %211, 2
  %213 = icmp ne i32 %210, 1
  %214 = or i1 %212, %213
  %215 = zext nneg i32 %211 to i64
  %216 = getelementptr inbounds [4 x [3 x ptr]], ptr @ZSTD_selectBlockCompressor.rowBasedBlockCompressors, i64 0, i64 %63, i64 %215
  %217 = sext i32 %208 to i64
  %218 = getelementptr inbounds [4 x [10 x ptr]], ptr @ZSTD_selectBlockCompressor.blockCompressor, i64 0, i64 %63, i64 %217
  %219 = select i1 %214, ptr %218, ptr %216
  %220 = load ptr, ptr %219, align 8, !tbaa !18
  %221 = getelementptr inbounds i8, ptr %0, i64 3528
  store ptr null, ptr %221, align 8, !tbaa !427
  %222 = load ptr, ptr %65, align 8, !tbaa !329
  %223 = getelementptr inbounds i8, ptr %222, i64 5616
  %224 = tail call i64 %220(ptr noundef nonnull %6, ptr noundef nonnull %20, ptr noundef nonnull %223, ptr noundef %1, i64 noundef %2) #27
  br label %242

225:                                              ; preds = %115
  %226 = getelementptr inbounds i8, ptr %0, i64 268
  %227 = load i32, ptr %226, align 4, !tbaa !154
  %228 = getelementptr inbounds i8, ptr %0, i64 400
  %229 = load i32, ptr %228, align 8, !tbaa !151
  %230 = add i32 %227, -3
  %231 = icmp ugt i32 %230, 2
  %232 = icmp ne i32 %229, 1
  %233 = or i1 %231, %232
  %234 = zext nneg i32 %230 to i64
  %235 = getelementptr inbounds [4 x [3 x ptr]], ptr @ZSTD_selectBlockCompressor.rowBasedBlockCompressors, i64 0, i64 %63, i64 %234
  %236 = sext i32 %227 to i64
  %237 = getelementptr inbounds [4 x [10 x ptr]], ptr @ZSTD_selectBlockCompressor.blockCompressor, i64 0, i64 %63, i64 %236
  %238 = select i1 %233, ptr %237, ptr %235
  %239 = load ptr, ptr %238, align 8, !tbaa !18
  %240 = getelementptr inbounds i8, ptr %0, i64 3528
  store ptr null, ptr %240, align 8, !tbaa !427
  %241 = tail call i64 %239(ptr noundef nonnull %6, ptr noundef nonnull %20, ptr noundef nonnull %67, ptr noundef %1, i64 noundef %2) #27
  br label %242

242:                                              ; preds = %206, %109, %225, %85
  %243 = phi i64 [ %88, %85 ], [ %114, %109 ], [ %224, %206 ], [ %241, %225 ]
  %244 = getelementptr inbounds i8, ptr %1, i64 %2
  %245 = sub i64 0, %243
  %246 = getelementptr inbounds i8, ptr %244, i64 %245
  %247 = load ptr, ptr %23, align 8, !tbaa !179
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %247, ptr nonnull readonly align 1 %246, i64 %243, i1 false)
  %248 = load ptr, ptr %23, align 8, !tbaa !179
  %249 = getelementptr inbounds i8, ptr %248, i64 %243
  store ptr %249, ptr %23, align 8, !tbaa !179
  br label %250

250:                                              ; preds = %201, %199, %107, %81, %14, %15, %242
  %251 = phi i64 [ 0, %242 ], [ 1, %15 ], [ 1, %14 ], [ %108, %107 ], [ -41, %81 ], [ %202, %201 ], [ %200, %199 ]
  ret i64 %251
}

declare void @ZSTD_ldm_skipRawSeqStoreBytes(ptr noundef, i64 noundef) local_unnamed_addr #12

declare void @ZSTD_ldm_skipSequences(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #12

declare i64 @ZSTD_ldm_blockCompress(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #12

declare i64 @ZSTD_ldm_generateSequences(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal noundef i64 @ZSTD_transferSequences_wBlockDelim(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr noundef %4, i64 noundef %5, i32 noundef %6) unnamed_addr #11 {
  %8 = alloca %struct.repcodes_s, align 8
  %9 = load i32, ptr %1, align 8, !tbaa !429
  %10 = getelementptr inbounds i8, ptr %4, i64 %5
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8) #27
  %11 = getelementptr inbounds i8, ptr %0, i64 3728
  %12 = load ptr, ptr %11, align 8, !tbaa !98
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
  %24 = load i64, ptr %23, align 8, !tbaa !52
  %25 = and i64 %24, 4294967295
  br label %26

26:                                               ; preds = %22, %16
  %27 = phi i64 [ 0, %16 ], [ %25, %22 ]
  %28 = getelementptr inbounds i8, ptr %0, i64 3224
  %29 = load ptr, ptr %28, align 8, !tbaa !46
  %30 = getelementptr inbounds i8, ptr %29, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %30, i64 12, i1 false)
  %31 = zext i32 %9 to i64
  %32 = icmp ult i64 %31, %3
  br i1 %32, label %33, label %295

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

53:                                               ; preds = %33, %285
  %54 = phi i32 [ %52, %33 ], [ %113, %285 ]
  %55 = phi i32 [ %51, %33 ], [ %114, %285 ]
  %56 = phi i64 [ %31, %33 ], [ %293, %285 ]
  %57 = phi i32 [ %9, %33 ], [ %292, %285 ]
  %58 = phi ptr [ %4, %33 ], [ %291, %285 ]
  %59 = phi i32 [ %34, %33 ], [ %115, %285 ]
  %60 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %56
  %61 = getelementptr inbounds i8, ptr %60, i64 8
  %62 = load i32, ptr %61, align 4, !tbaa !190
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %67

64:                                               ; preds = %53
  %65 = load i32, ptr %60, align 4, !tbaa !188
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %295, label %67

67:                                               ; preds = %53, %64
  %68 = getelementptr inbounds i8, ptr %60, i64 4
  %69 = load i32, ptr %68, align 4, !tbaa !191
  br i1 %35, label %70, label %73

70:                                               ; preds = %67
  %71 = load i32, ptr %60, align 4, !tbaa !188
  %72 = add i32 %71, 3
  br label %112

73:                                               ; preds = %67
  %74 = icmp eq i32 %69, 0
  %75 = load i32, ptr %60, align 4, !tbaa !188
  %76 = add i32 %75, 3
  %77 = icmp ne i32 %59, %75
  %78 = select i1 %74, i1 true, i1 %77
  br i1 %78, label %79, label %93

79:                                               ; preds = %73
  %80 = icmp eq i32 %55, %75
  br i1 %80, label %81, label %83

81:                                               ; preds = %79
  %82 = select i1 %74, i32 1, i32 2
  br label %93

83:                                               ; preds = %79
  %84 = icmp eq i32 %54, %75
  br i1 %84, label %85, label %87

85:                                               ; preds = %83
  %86 = select i1 %74, i32 2, i32 3
  br label %93

87:                                               ; preds = %83
  %88 = add i32 %59, -1
  %89 = icmp eq i32 %88, %75
  %90 = select i1 %74, i1 %89, i1 false
  br i1 %90, label %93, label %91

91:                                               ; preds = %87
  %92 = icmp ugt i32 %76, 3
  br i1 %92, label %108, label %93

93:                                               ; preds = %87, %73, %85, %81, %91
  %94 = phi i32 [ %76, %91 ], [ %86, %85 ], [ %82, %81 ], [ 1, %73 ], [ 3, %87 ]
  %95 = xor i1 %74, true
  %96 = sext i1 %95 to i32
  %97 = add nsw i32 %94, %96
  switch i32 %97, label %100 [
    i32 0, label %112
    i32 3, label %98
  ]

98:                                               ; preds = %93
  %99 = add i32 %59, -1
  br label %104

100:                                              ; preds = %93
  %101 = zext i32 %97 to i64
  %102 = getelementptr inbounds i32, ptr %8, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !21
  br label %104

104:                                              ; preds = %100, %98
  %105 = phi i32 [ %99, %98 ], [ %103, %100 ]
  %106 = icmp eq i32 %97, 1
  %107 = select i1 %106, i32 %54, i32 %55
  br label %108

108:                                              ; preds = %91, %104
  %109 = phi i32 [ %107, %104 ], [ %55, %91 ]
  %110 = phi i32 [ %94, %104 ], [ %76, %91 ]
  %111 = phi i32 [ %105, %104 ], [ %75, %91 ]
  store i32 %109, ptr %37, align 8, !tbaa !21
  store i32 %59, ptr %36, align 4, !tbaa !21
  store i32 %111, ptr %8, align 8, !tbaa !21
  br label %112

112:                                              ; preds = %108, %93, %70
  %113 = phi i32 [ %54, %70 ], [ %54, %93 ], [ %109, %108 ]
  %114 = phi i32 [ %55, %70 ], [ %55, %93 ], [ %59, %108 ]
  %115 = phi i32 [ %59, %70 ], [ %59, %93 ], [ %111, %108 ]
  %116 = phi i32 [ %72, %70 ], [ %94, %93 ], [ %110, %108 ]
  %117 = load i32, ptr %38, align 8, !tbaa !348
  %118 = icmp eq i32 %117, 0
  br i1 %118, label %142, label %119

119:                                              ; preds = %112
  %120 = add i32 %69, %62
  %121 = zext i32 %120 to i64
  %122 = load i64, ptr %39, align 8, !tbaa !431
  %123 = add i64 %122, %121
  store i64 %123, ptr %39, align 8, !tbaa !431
  %124 = load i32, ptr %40, align 4, !tbaa !217
  %125 = shl nuw i32 1, %124
  %126 = zext i32 %125 to i64
  %127 = icmp ugt i64 %123, %126
  %128 = add i64 %123, %27
  %129 = select i1 %127, i64 %126, i64 %128
  %130 = zext i32 %116 to i64
  %131 = add i64 %129, 3
  %132 = icmp ult i64 %131, %130
  br i1 %132, label %365, label %133

133:                                              ; preds = %119
  %134 = load ptr, ptr %41, align 8, !tbaa !113
  %135 = icmp ne ptr %134, null
  %136 = load i32, ptr %42, align 4, !tbaa !415
  %137 = icmp eq i32 %136, 3
  %138 = or i1 %135, %137
  %139 = select i1 %138, i64 3, i64 4
  %140 = zext i32 %62 to i64
  %141 = icmp ugt i64 %139, %140
  br i1 %141, label %365, label %142

142:                                              ; preds = %112, %133
  %143 = load i32, ptr %1, align 8, !tbaa !429
  %144 = sub i32 %57, %143
  %145 = zext i32 %144 to i64
  %146 = load i64, ptr %43, align 8, !tbaa !337
  %147 = icmp ugt i64 %146, %145
  br i1 %147, label %148, label %365

148:                                              ; preds = %142
  %149 = zext i32 %69 to i64
  %150 = zext i32 %62 to i64
  %151 = getelementptr inbounds i8, ptr %58, i64 %149
  %152 = icmp ugt ptr %151, %45
  %153 = load ptr, ptr %46, align 8, !tbaa !179
  br i1 %152, label %177, label %154

154:                                              ; preds = %148
  %155 = load <16 x i8>, ptr %58, align 1
  store <16 x i8> %155, ptr %153, align 1
  %156 = icmp ugt i32 %69, 16
  br i1 %156, label %157, label %256

157:                                              ; preds = %154
  %158 = load ptr, ptr %46, align 8, !tbaa !179
  %159 = getelementptr inbounds i8, ptr %158, i64 16
  %160 = getelementptr inbounds i8, ptr %58, i64 16
  %161 = add nsw i64 %149, -16
  %162 = getelementptr i8, ptr %158, i64 %149
  %163 = load <16 x i8>, ptr %160, align 1
  store <16 x i8> %163, ptr %159, align 1
  %164 = icmp ult i64 %161, 17
  br i1 %164, label %256, label %165

165:                                              ; preds = %157
  %166 = getelementptr inbounds i8, ptr %158, i64 32
  br label %167

167:                                              ; preds = %167, %165
  %168 = phi ptr [ %166, %165 ], [ %175, %167 ]
  %169 = phi ptr [ %160, %165 ], [ %173, %167 ]
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load <16 x i8>, ptr %170, align 1
  store <16 x i8> %171, ptr %168, align 1
  %172 = getelementptr inbounds i8, ptr %168, i64 16
  %173 = getelementptr inbounds i8, ptr %169, i64 32
  %174 = load <16 x i8>, ptr %173, align 1
  store <16 x i8> %174, ptr %172, align 1
  %175 = getelementptr inbounds i8, ptr %168, i64 32
  %176 = icmp ult ptr %175, %162
  br i1 %176, label %167, label %260, !llvm.loop !432

177:                                              ; preds = %148
  %178 = ptrtoint ptr %151 to i64
  %179 = icmp ugt ptr %58, %45
  br i1 %179, label %198, label %180

180:                                              ; preds = %177
  %181 = ptrtoint ptr %58 to i64
  %182 = sub i64 %47, %181
  %183 = getelementptr inbounds i8, ptr %153, i64 %182
  %184 = load <16 x i8>, ptr %58, align 1
  store <16 x i8> %184, ptr %153, align 1
  %185 = icmp slt i64 %182, 17
  br i1 %185, label %198, label %186

186:                                              ; preds = %180
  %187 = getelementptr inbounds i8, ptr %153, i64 16
  br label %188

188:                                              ; preds = %188, %186
  %189 = phi ptr [ %187, %186 ], [ %196, %188 ]
  %190 = phi ptr [ %58, %186 ], [ %194, %188 ]
  %191 = getelementptr inbounds i8, ptr %190, i64 16
  %192 = load <16 x i8>, ptr %191, align 1
  store <16 x i8> %192, ptr %189, align 1
  %193 = getelementptr inbounds i8, ptr %189, i64 16
  %194 = getelementptr inbounds i8, ptr %190, i64 32
  %195 = load <16 x i8>, ptr %194, align 1
  store <16 x i8> %195, ptr %193, align 1
  %196 = getelementptr inbounds i8, ptr %189, i64 32
  %197 = icmp ult ptr %196, %183
  br i1 %197, label %188, label %198, !llvm.loop !432

198:                                              ; preds = %188, %180, %177
  %199 = phi ptr [ %45, %180 ], [ %58, %177 ], [ %45, %188 ]
  %200 = phi ptr [ %183, %180 ], [ %153, %177 ], [ %183, %188 ]
  %201 = icmp ult ptr %199, %151
  br i1 %201, label %202, label %260

202:                                              ; preds = %198
  %203 = ptrtoint ptr %200 to i64
  %204 = ptrtoint ptr %199 to i64
  %205 = sub i64 %178, %204
  %206 = getelementptr i8, ptr %199, i64 %205
  %207 = icmp ult i64 %205, 8
  %208 = sub i64 %203, %204
  %209 = icmp ult i64 %208, 32
  %210 = select i1 %207, i1 true, i1 %209
  br i1 %210, label %246, label %211

211:                                              ; preds = %202
  %212 = icmp ult i64 %205, 32
  br i1 %212, label %232, label %213

213:                                              ; preds = %211
  %214 = and i64 %205, -32
  br label %215

215:                                              ; preds = %215, %213
  %216 = phi i64 [ 0, %213 ], [ %223, %215 ]
  %217 = getelementptr i8, ptr %200, i64 %216
  %218 = getelementptr i8, ptr %199, i64 %216
  %219 = getelementptr i8, ptr %218, i64 16
  %220 = load <16 x i8>, ptr %218, align 1, !tbaa !174
  %221 = load <16 x i8>, ptr %219, align 1, !tbaa !174
  %222 = getelementptr i8, ptr %217, i64 16
  store <16 x i8> %220, ptr %217, align 1, !tbaa !174
  store <16 x i8> %221, ptr %222, align 1, !tbaa !174
  %223 = add nuw i64 %216, 32
  %224 = icmp eq i64 %223, %214
  br i1 %224, label %225, label %215, !llvm.loop !433

225:                                              ; preds = %215
  %226 = icmp eq i64 %205, %214
  br i1 %226, label %260, label %227

227:                                              ; preds = %225
  %228 = getelementptr i8, ptr %199, i64 %214
  %229 = getelementptr i8, ptr %200, i64 %214
  %230 = and i64 %205, 24
  %231 = icmp eq i64 %230, 0
  br i1 %231, label %246, label %232

232:                                              ; preds = %211, %227
  %233 = phi i64 [ %214, %227 ], [ 0, %211 ]
  %234 = and i64 %205, -8
  %235 = getelementptr i8, ptr %200, i64 %234
  %236 = getelementptr i8, ptr %199, i64 %234
  br label %237

237:                                              ; preds = %237, %232
  %238 = phi i64 [ %233, %232 ], [ %242, %237 ]
  %239 = getelementptr i8, ptr %200, i64 %238
  %240 = getelementptr i8, ptr %199, i64 %238
  %241 = load <8 x i8>, ptr %240, align 1, !tbaa !174
  store <8 x i8> %241, ptr %239, align 1, !tbaa !174
  %242 = add nuw i64 %238, 8
  %243 = icmp eq i64 %242, %234
  br i1 %243, label %244, label %237, !llvm.loop !434

244:                                              ; preds = %237
  %245 = icmp eq i64 %205, %234
  br i1 %245, label %260, label %246

246:                                              ; preds = %244, %202, %227
  %247 = phi ptr [ %200, %202 ], [ %229, %227 ], [ %235, %244 ]
  %248 = phi ptr [ %199, %202 ], [ %228, %227 ], [ %236, %244 ]
  br label %249

249:                                              ; preds = %246, %249
  %250 = phi ptr [ %254, %249 ], [ %247, %246 ]
  %251 = phi ptr [ %252, %249 ], [ %248, %246 ]
  %252 = getelementptr inbounds i8, ptr %251, i64 1
  %253 = load i8, ptr %251, align 1, !tbaa !174
  %254 = getelementptr inbounds i8, ptr %250, i64 1
  store i8 %253, ptr %250, align 1, !tbaa !174
  %255 = icmp eq ptr %252, %206
  br i1 %255, label %260, label %249, !llvm.loop !435

256:                                              ; preds = %157, %154
  %257 = load ptr, ptr %46, align 8, !tbaa !179
  %258 = getelementptr inbounds i8, ptr %257, i64 %149
  store ptr %258, ptr %46, align 8, !tbaa !179
  %259 = load ptr, ptr %49, align 8, !tbaa !168
  br label %272

260:                                              ; preds = %167, %249, %225, %244, %198
  %261 = load ptr, ptr %46, align 8, !tbaa !179
  %262 = getelementptr inbounds i8, ptr %261, i64 %149
  store ptr %262, ptr %46, align 8, !tbaa !179
  %263 = icmp ugt i32 %69, 65535
  %264 = load ptr, ptr %49, align 8, !tbaa !168
  br i1 %263, label %265, label %272, !prof !436

265:                                              ; preds = %260
  store i32 1, ptr %48, align 8, !tbaa !176
  %266 = load ptr, ptr %44, align 8, !tbaa !164
  %267 = ptrtoint ptr %264 to i64
  %268 = ptrtoint ptr %266 to i64
  %269 = sub i64 %267, %268
  %270 = lshr exact i64 %269, 3
  %271 = trunc i64 %270 to i32
  store i32 %271, ptr %50, align 4, !tbaa !177
  br label %272

272:                                              ; preds = %256, %265, %260
  %273 = phi ptr [ %259, %256 ], [ %264, %265 ], [ %264, %260 ]
  %274 = trunc i32 %69 to i16
  %275 = getelementptr inbounds i8, ptr %273, i64 4
  store i16 %274, ptr %275, align 4, !tbaa !169
  store i32 %116, ptr %273, align 4, !tbaa !172
  %276 = add nsw i64 %150, -3
  %277 = icmp ugt i64 %276, 65535
  br i1 %277, label %278, label %285, !prof !338

278:                                              ; preds = %272
  store i32 2, ptr %48, align 8, !tbaa !176
  %279 = load ptr, ptr %44, align 8, !tbaa !164
  %280 = ptrtoint ptr %273 to i64
  %281 = ptrtoint ptr %279 to i64
  %282 = sub i64 %280, %281
  %283 = lshr exact i64 %282, 3
  %284 = trunc i64 %283 to i32
  store i32 %284, ptr %50, align 4, !tbaa !177
  br label %285

285:                                              ; preds = %272, %278
  %286 = trunc i64 %276 to i16
  %287 = getelementptr inbounds i8, ptr %273, i64 6
  store i16 %286, ptr %287, align 2, !tbaa !173
  %288 = getelementptr inbounds i8, ptr %273, i64 8
  store ptr %288, ptr %49, align 8, !tbaa !168
  %289 = add i32 %69, %62
  %290 = zext i32 %289 to i64
  %291 = getelementptr inbounds i8, ptr %58, i64 %290
  %292 = add i32 %57, 1
  %293 = zext i32 %292 to i64
  %294 = icmp ult i64 %293, %3
  br i1 %294, label %53, label %295, !llvm.loop !437

295:                                              ; preds = %285, %64, %26
  %296 = phi ptr [ %4, %26 ], [ %58, %64 ], [ %291, %285 ]
  %297 = phi i32 [ %9, %26 ], [ %57, %64 ], [ %292, %285 ]
  %298 = phi i64 [ %31, %26 ], [ %56, %64 ], [ %293, %285 ]
  %299 = icmp eq i64 %298, %3
  br i1 %299, label %365, label %300

300:                                              ; preds = %295
  %301 = icmp ne i32 %6, 2
  %302 = icmp eq i32 %297, %9
  %303 = select i1 %301, i1 true, i1 %302
  br i1 %303, label %341, label %304

304:                                              ; preds = %300
  %305 = add i32 %297, -1
  %306 = add i32 %9, 2
  %307 = icmp ult i32 %305, %306
  br i1 %307, label %322, label %308

308:                                              ; preds = %304
  %309 = add i32 %297, -3
  %310 = zext i32 %309 to i64
  %311 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %310
  %312 = load i32, ptr %311, align 4, !tbaa !188
  %313 = getelementptr inbounds i8, ptr %8, i64 8
  store i32 %312, ptr %313, align 8, !tbaa !21
  %314 = add i32 %297, -2
  %315 = zext i32 %314 to i64
  %316 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %315
  %317 = load i32, ptr %316, align 4, !tbaa !188
  %318 = getelementptr inbounds i8, ptr %8, i64 4
  store i32 %317, ptr %318, align 4, !tbaa !21
  %319 = zext i32 %305 to i64
  %320 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %319
  %321 = load i32, ptr %320, align 4, !tbaa !188
  store i32 %321, ptr %8, align 8, !tbaa !21
  br label %341

322:                                              ; preds = %304
  %323 = icmp eq i32 %297, %306
  br i1 %323, label %324, label %335

324:                                              ; preds = %322
  %325 = load i32, ptr %8, align 8, !tbaa !21
  %326 = getelementptr inbounds i8, ptr %8, i64 8
  store i32 %325, ptr %326, align 8, !tbaa !21
  %327 = add i32 %297, -2
  %328 = zext i32 %327 to i64
  %329 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %328
  %330 = load i32, ptr %329, align 4, !tbaa !188
  %331 = getelementptr inbounds i8, ptr %8, i64 4
  store i32 %330, ptr %331, align 4, !tbaa !21
  %332 = zext i32 %305 to i64
  %333 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %332
  %334 = load i32, ptr %333, align 4, !tbaa !188
  store i32 %334, ptr %8, align 8, !tbaa !21
  br label %341

335:                                              ; preds = %322
  %336 = getelementptr inbounds i8, ptr %8, i64 4
  %337 = load <2 x i32>, ptr %8, align 8, !tbaa !21
  store <2 x i32> %337, ptr %336, align 4, !tbaa !21
  %338 = zext i32 %305 to i64
  %339 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %338
  %340 = load i32, ptr %339, align 4, !tbaa !188
  store i32 %340, ptr %8, align 8, !tbaa !21
  br label %341

341:                                              ; preds = %308, %335, %324, %300
  %342 = getelementptr inbounds i8, ptr %0, i64 3232
  %343 = load ptr, ptr %342, align 8, !tbaa !329
  %344 = getelementptr inbounds i8, ptr %343, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %344, ptr noundef nonnull align 8 dereferenceable(12) %8, i64 12, i1 false)
  %345 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %298, i32 1
  %346 = load i32, ptr %345, align 4, !tbaa !191
  %347 = icmp eq i32 %346, 0
  br i1 %347, label %360, label %348

348:                                              ; preds = %341
  %349 = zext i32 %346 to i64
  %350 = getelementptr inbounds i8, ptr %0, i64 1000
  %351 = load ptr, ptr %350, align 8, !tbaa !179
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %351, ptr readonly align 1 %296, i64 %349, i1 false)
  %352 = load ptr, ptr %350, align 8, !tbaa !179
  %353 = getelementptr inbounds i8, ptr %352, i64 %349
  store ptr %353, ptr %350, align 8, !tbaa !179
  %354 = load i32, ptr %345, align 4, !tbaa !191
  %355 = zext i32 %354 to i64
  %356 = getelementptr inbounds i8, ptr %296, i64 %355
  %357 = getelementptr inbounds i8, ptr %1, i64 8
  %358 = load i64, ptr %357, align 8, !tbaa !431
  %359 = add i64 %358, %355
  store i64 %359, ptr %357, align 8, !tbaa !431
  br label %360

360:                                              ; preds = %341, %348
  %361 = phi ptr [ %356, %348 ], [ %296, %341 ]
  %362 = icmp eq ptr %361, %10
  br i1 %362, label %363, label %365

363:                                              ; preds = %360
  %364 = add i32 %297, 1
  store i32 %364, ptr %1, align 8, !tbaa !429
  br label %365

365:                                              ; preds = %142, %119, %133, %360, %295, %363
  %366 = phi i64 [ %5, %363 ], [ -107, %295 ], [ -107, %360 ], [ -107, %133 ], [ -107, %119 ], [ -107, %142 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8) #27
  ret i64 %366
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @ZSTD_isRLE(ptr noundef %0, i64 noundef %1) unnamed_addr #22 {
  %3 = load i8, ptr %0, align 1, !tbaa !174
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
  %16 = load i64, ptr %0, align 1, !tbaa !52
  %17 = load i64, ptr %11, align 1, !tbaa !52
  %18 = icmp eq i64 %16, %17
  br i1 %18, label %23, label %19

19:                                               ; preds = %15
  %20 = xor i64 %17, %16
  %21 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %20, i1 false)
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
  %30 = load i64, ptr %27, align 1, !tbaa !52
  %31 = load i64, ptr %26, align 1, !tbaa !52
  %32 = icmp eq i64 %30, %31
  br i1 %32, label %23, label %33

33:                                               ; preds = %29
  %34 = xor i64 %31, %30
  %35 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %34, i1 false)
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
  %47 = load i32, ptr %42, align 1, !tbaa !21
  %48 = load i32, ptr %43, align 1, !tbaa !21
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
  %59 = load i16, ptr %54, align 1, !tbaa !204
  %60 = load i16, ptr %55, align 1, !tbaa !204
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
  %70 = load i8, ptr %66, align 1, !tbaa !174
  %71 = load i8, ptr %67, align 1, !tbaa !174
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
  %89 = load i64, ptr %88, align 1, !tbaa !52
  %90 = icmp eq i64 %89, %5
  br i1 %90, label %91, label %106

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %88, i64 8
  %93 = load i64, ptr %92, align 1, !tbaa !52
  %94 = icmp eq i64 %93, %5
  br i1 %94, label %95, label %106

95:                                               ; preds = %91
  %96 = getelementptr inbounds i8, ptr %88, i64 16
  %97 = load i64, ptr %96, align 1, !tbaa !52
  %98 = icmp eq i64 %97, %5
  br i1 %98, label %99, label %106

99:                                               ; preds = %95
  %100 = getelementptr inbounds i8, ptr %88, i64 24
  %101 = load i64, ptr %100, align 1, !tbaa !52
  %102 = icmp eq i64 %101, %5
  br i1 %102, label %103, label %106

103:                                              ; preds = %99
  %104 = add i64 %87, 32
  %105 = icmp eq i64 %104, %1
  br i1 %105, label %106, label %86, !llvm.loop !438

106:                                              ; preds = %103, %86, %91, %95, %99, %84, %80, %2
  %107 = phi i32 [ 1, %2 ], [ 0, %80 ], [ 1, %84 ], [ 1, %103 ], [ 0, %86 ], [ 0, %91 ], [ 0, %95 ], [ 0, %99 ]
  ret i32 %107
}

declare i64 @ZSTD_compressSuperBlock(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #21

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressSeqStore_singleBlock(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr noundef %4, i64 noundef %5, ptr noundef readonly %6, i64 noundef %7, i32 noundef %8, i32 noundef %9) unnamed_addr #2 {
  %11 = alloca %struct.repcodes_s, align 4
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %11, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !439
  %12 = icmp eq i32 %9, 0
  br i1 %12, label %123, label %13

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !168
  %16 = load ptr, ptr %1, align 8, !tbaa !164
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = lshr exact i64 %19, 3
  %21 = trunc i64 %20 to i32
  %22 = getelementptr inbounds i8, ptr %1, i64 72
  %23 = load i32, ptr %22, align 8, !tbaa !176
  %24 = icmp eq i32 %23, 1
  br i1 %24, label %25, label %28

25:                                               ; preds = %13
  %26 = getelementptr inbounds i8, ptr %1, i64 76
  %27 = load i32, ptr %26, align 4, !tbaa !177
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
  %42 = load i16, ptr %41, align 4, !tbaa !169
  %43 = icmp eq i16 %42, 0
  %44 = icmp ne i64 %39, %36
  %45 = select i1 %43, i1 %44, i1 false
  %46 = zext i1 %45 to i32
  %47 = load i32, ptr %40, align 4, !tbaa !172
  %48 = add i32 %47, -1
  %49 = icmp ult i32 %48, 3
  br i1 %49, label %50, label %70

50:                                               ; preds = %38
  %51 = add nuw nsw i32 %48, %46
  %52 = icmp eq i32 %51, 3
  br i1 %52, label %53, label %58

53:                                               ; preds = %50
  %54 = load i32, ptr %2, align 4, !tbaa !21
  %55 = add i32 %54, -1
  %56 = load i32, ptr %3, align 4, !tbaa !21
  %57 = add i32 %56, -1
  br label %64

58:                                               ; preds = %50
  %59 = zext nneg i32 %51 to i64
  %60 = getelementptr inbounds i32, ptr %2, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !21
  %62 = getelementptr inbounds i32, ptr %3, i64 %59
  %63 = load i32, ptr %62, align 4, !tbaa !21
  br label %64

64:                                               ; preds = %58, %53
  %65 = phi i32 [ %55, %53 ], [ %61, %58 ]
  %66 = phi i32 [ %57, %53 ], [ %63, %58 ]
  %67 = icmp eq i32 %65, %66
  br i1 %67, label %76, label %68

68:                                               ; preds = %64
  %69 = add i32 %66, 3
  store i32 %69, ptr %40, align 4, !tbaa !172
  br label %70

70:                                               ; preds = %68, %38
  %71 = phi i32 [ %69, %68 ], [ %47, %38 ]
  %72 = icmp ugt i32 %71, 3
  br i1 %72, label %73, label %76

73:                                               ; preds = %70
  %74 = load <2 x i32>, ptr %2, align 4, !tbaa !21
  store <2 x i32> %74, ptr %32, align 4, !tbaa !21
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
  %82 = load i32, ptr %2, align 4, !tbaa !21
  %83 = add i32 %82, -1
  br label %89

84:                                               ; preds = %76
  %85 = zext i32 %80 to i64
  %86 = getelementptr inbounds i32, ptr %2, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !21
  %88 = load i32, ptr %2, align 4, !tbaa !21
  br label %89

89:                                               ; preds = %84, %81
  %90 = phi i32 [ %82, %81 ], [ %88, %84 ]
  %91 = phi i32 [ %83, %81 ], [ %87, %84 ]
  %92 = icmp eq i32 %80, 1
  %93 = select i1 %92, ptr %33, ptr %32
  %94 = load i32, ptr %93, align 4, !tbaa !21
  store i32 %94, ptr %33, align 4, !tbaa !21
  store i32 %90, ptr %32, align 4, !tbaa !21
  br label %95

95:                                               ; preds = %89, %73
  %96 = phi i32 [ %91, %89 ], [ %75, %73 ]
  store i32 %96, ptr %2, align 4, !tbaa !21
  br label %97

97:                                               ; preds = %95, %76
  %98 = icmp ugt i32 %47, 3
  br i1 %98, label %99, label %102

99:                                               ; preds = %97
  %100 = load <2 x i32>, ptr %3, align 4, !tbaa !21
  store <2 x i32> %100, ptr %34, align 4, !tbaa !21
  %101 = add i32 %47, -3
  br label %118

102:                                              ; preds = %97
  %103 = add nsw i32 %48, %46
  switch i32 %103, label %107 [
    i32 0, label %120
    i32 3, label %104
  ]

104:                                              ; preds = %102
  %105 = load i32, ptr %3, align 4, !tbaa !21
  %106 = add i32 %105, -1
  br label %112

107:                                              ; preds = %102
  %108 = zext i32 %103 to i64
  %109 = getelementptr inbounds i32, ptr %3, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !21
  %111 = load i32, ptr %3, align 4, !tbaa !21
  br label %112

112:                                              ; preds = %107, %104
  %113 = phi i32 [ %105, %104 ], [ %111, %107 ]
  %114 = phi i32 [ %106, %104 ], [ %110, %107 ]
  %115 = icmp eq i32 %103, 1
  %116 = select i1 %115, ptr %35, ptr %34
  %117 = load i32, ptr %116, align 4, !tbaa !21
  store i32 %117, ptr %35, align 4, !tbaa !21
  store i32 %113, ptr %34, align 4, !tbaa !21
  br label %118

118:                                              ; preds = %112, %99
  %119 = phi i32 [ %114, %112 ], [ %101, %99 ]
  store i32 %119, ptr %3, align 4, !tbaa !21
  br label %120

120:                                              ; preds = %118, %102
  %121 = add nuw nsw i64 %39, 1
  %122 = icmp eq i64 %121, %37
  br i1 %122, label %123, label %38, !llvm.loop !440

123:                                              ; preds = %120, %28, %10
  %124 = icmp ult i64 %5, 3
  br i1 %124, label %233, label %125

125:                                              ; preds = %123
  %126 = getelementptr inbounds i8, ptr %0, i64 3224
  %127 = load ptr, ptr %126, align 8, !tbaa !46
  %128 = getelementptr inbounds i8, ptr %0, i64 3232
  %129 = load ptr, ptr %128, align 8, !tbaa !329
  %130 = getelementptr inbounds i8, ptr %0, i64 240
  %131 = getelementptr inbounds i8, ptr %4, i64 3
  %132 = add i64 %5, -3
  %133 = getelementptr inbounds i8, ptr %0, i64 3544
  %134 = load ptr, ptr %133, align 8, !tbaa !47
  %135 = getelementptr inbounds i8, ptr %0, i64 3552
  %136 = load i64, ptr %135, align 8, !tbaa !48
  %137 = getelementptr inbounds i8, ptr %0, i64 8
  %138 = load i32, ptr %137, align 8, !tbaa !49
  %139 = getelementptr inbounds i8, ptr %1, i64 16
  %140 = load ptr, ptr %139, align 8, !tbaa !178
  %141 = getelementptr inbounds i8, ptr %1, i64 24
  %142 = load ptr, ptr %141, align 8, !tbaa !179
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
  %156 = load i32, ptr %155, align 4, !tbaa !76
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
  %169 = load i32, ptr %168, align 8, !tbaa !220
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
  %180 = load i32, ptr %179, align 8, !tbaa !221
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %188, label %182

182:                                              ; preds = %177
  %183 = call fastcc i64 @ZSTD_copyBlockSequences(ptr noundef nonnull %179, ptr noundef nonnull %1, ptr noundef nonnull %11)
  %184 = icmp ult i64 %183, -119
  br i1 %184, label %185, label %233

185:                                              ; preds = %182
  %186 = load <2 x ptr>, ptr %126, align 8, !tbaa !18
  %187 = shufflevector <2 x ptr> %186, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %187, ptr %126, align 8, !tbaa !18
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
  store i16 %196, ptr %4, align 1, !tbaa !204
  %197 = lshr i32 %195, 16
  %198 = trunc i32 %197 to i8
  %199 = getelementptr inbounds i8, ptr %4, i64 2
  store i8 %198, ptr %199, align 1, !tbaa !174
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %131, ptr readonly align 1 %6, i64 %7, i1 false)
  %200 = icmp ult i64 %190, -119
  br i1 %200, label %201, label %233

201:                                              ; preds = %192
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) %11, i64 12, i1 false), !tbaa.struct !439
  br label %226

202:                                              ; preds = %188
  %203 = icmp eq i64 %5, 3
  br i1 %203, label %233, label %204

204:                                              ; preds = %202
  %205 = load i8, ptr %6, align 1, !tbaa !174
  %206 = add nuw nsw i32 %8, 2
  %207 = trunc i64 %7 to i32
  %208 = shl i32 %207, 3
  %209 = add i32 %206, %208
  %210 = trunc i32 %209 to i16
  store i16 %210, ptr %4, align 1, !tbaa !204
  %211 = lshr i32 %209, 16
  %212 = trunc i32 %211 to i8
  %213 = getelementptr inbounds i8, ptr %4, i64 2
  store i8 %212, ptr %213, align 1, !tbaa !174
  store i8 %205, ptr %131, align 1, !tbaa !174
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) %11, i64 12, i1 false), !tbaa.struct !439
  br label %226

214:                                              ; preds = %188
  %215 = load <2 x ptr>, ptr %126, align 8, !tbaa !18
  %216 = shufflevector <2 x ptr> %215, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %216, ptr %126, align 8, !tbaa !18
  %217 = add nuw nsw i32 %8, 4
  %218 = trunc i64 %178 to i32
  %219 = shl i32 %218, 3
  %220 = add i32 %217, %219
  %221 = trunc i32 %220 to i16
  store i16 %221, ptr %4, align 1, !tbaa !204
  %222 = lshr i32 %220, 16
  %223 = trunc i32 %222 to i8
  %224 = getelementptr inbounds i8, ptr %4, i64 2
  store i8 %223, ptr %224, align 1, !tbaa !174
  %225 = add nuw i64 %178, 3
  br label %226

226:                                              ; preds = %204, %214, %201
  %227 = phi i64 [ %190, %201 ], [ 4, %204 ], [ %225, %214 ]
  %228 = load ptr, ptr %126, align 8, !tbaa !46
  %229 = getelementptr inbounds i8, ptr %228, i64 5604
  %230 = load i32, ptr %229, align 4, !tbaa !148
  %231 = icmp eq i32 %230, 2
  br i1 %231, label %232, label %233

232:                                              ; preds = %226
  store i32 1, ptr %229, align 4, !tbaa !148
  br label %233

233:                                              ; preds = %202, %152, %189, %226, %232, %123, %182, %192, %185
  %234 = phi i64 [ 0, %185 ], [ %183, %182 ], [ %190, %192 ], [ -70, %123 ], [ %227, %232 ], [ %227, %226 ], [ -70, %189 ], [ %146, %152 ], [ -70, %202 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11) #27
  ret i64 %234
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @ZSTD_deriveSeqStoreChunk(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3) unnamed_addr #23 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !227
  %5 = icmp eq i64 %2, 0
  br i1 %5, label %43, label %6

6:                                                ; preds = %4
  %7 = load ptr, ptr %1, align 8, !tbaa !164
  %8 = getelementptr inbounds %struct.SeqDef_s, ptr %7, i64 %2
  %9 = load ptr, ptr %0, align 8, !tbaa !164
  %10 = icmp eq ptr %8, %9
  br i1 %10, label %38, label %11

11:                                               ; preds = %6
  %12 = ptrtoint ptr %8 to i64
  %13 = ptrtoint ptr %9 to i64
  %14 = sub i64 %12, %13
  %15 = ashr exact i64 %14, 3
  %16 = getelementptr inbounds i8, ptr %0, i64 76
  %17 = load i32, ptr %16, align 4, !tbaa !177
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i8, ptr %0, i64 72
  %20 = tail call i64 @llvm.umax.i64(i64 %15, i64 1)
  br label %21

21:                                               ; preds = %34, %11
  %22 = phi i64 [ 0, %11 ], [ %35, %34 ]
  %23 = phi i64 [ 0, %11 ], [ %36, %34 ]
  %24 = getelementptr inbounds %struct.SeqDef_s, ptr %9, i64 %23, i32 1
  %25 = load i16, ptr %24, align 4, !tbaa !204
  %26 = zext i16 %25 to i64
  %27 = add i64 %22, %26
  %28 = icmp eq i64 %23, %18
  br i1 %28, label %29, label %34

29:                                               ; preds = %21
  %30 = load i32, ptr %19, align 8, !tbaa !176
  %31 = icmp eq i32 %30, 1
  %32 = add i64 %27, 65536
  %33 = select i1 %31, i64 %32, i64 %27
  br label %34

34:                                               ; preds = %29, %21
  %35 = phi i64 [ %27, %21 ], [ %33, %29 ]
  %36 = add nuw i64 %23, 1
  %37 = icmp eq i64 %36, %20
  br i1 %37, label %38, label %21, !llvm.loop !228

38:                                               ; preds = %34, %6
  %39 = phi i64 [ 0, %6 ], [ %35, %34 ]
  %40 = getelementptr inbounds i8, ptr %0, i64 16
  %41 = load ptr, ptr %40, align 8, !tbaa !178
  %42 = getelementptr inbounds i8, ptr %41, i64 %39
  store ptr %42, ptr %40, align 8, !tbaa !178
  br label %43

43:                                               ; preds = %38, %4
  %44 = getelementptr inbounds i8, ptr %1, i64 72
  %45 = load i32, ptr %44, align 8, !tbaa !176
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %61, label %47

47:                                               ; preds = %43
  %48 = getelementptr inbounds i8, ptr %1, i64 76
  %49 = load i32, ptr %48, align 4, !tbaa !177
  %50 = zext i32 %49 to i64
  %51 = icmp ult i64 %50, %2
  %52 = icmp ugt i64 %50, %3
  %53 = or i1 %51, %52
  br i1 %53, label %54, label %56

54:                                               ; preds = %47
  %55 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 0, ptr %55, align 8, !tbaa !176
  br label %61

56:                                               ; preds = %47
  %57 = trunc nuw i64 %2 to i32
  %58 = getelementptr inbounds i8, ptr %0, i64 76
  %59 = load i32, ptr %58, align 4, !tbaa !177
  %60 = sub i32 %59, %57
  store i32 %60, ptr %58, align 4, !tbaa !177
  br label %61

61:                                               ; preds = %54, %56, %43
  %62 = load ptr, ptr %1, align 8, !tbaa !164
  %63 = getelementptr inbounds %struct.SeqDef_s, ptr %62, i64 %2
  store ptr %63, ptr %0, align 8, !tbaa !164
  %64 = load ptr, ptr %1, align 8, !tbaa !164
  %65 = getelementptr inbounds %struct.SeqDef_s, ptr %64, i64 %3
  %66 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %65, ptr %66, align 8, !tbaa !168
  %67 = getelementptr inbounds i8, ptr %1, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !168
  %69 = ptrtoint ptr %68 to i64
  %70 = ptrtoint ptr %64 to i64
  %71 = sub i64 %69, %70
  %72 = ashr exact i64 %71, 3
  %73 = icmp eq i64 %72, %3
  br i1 %73, label %109, label %74

74:                                               ; preds = %61
  %75 = icmp eq ptr %65, %63
  br i1 %75, label %103, label %76

76:                                               ; preds = %74
  %77 = ptrtoint ptr %65 to i64
  %78 = ptrtoint ptr %63 to i64
  %79 = sub i64 %77, %78
  %80 = ashr exact i64 %79, 3
  %81 = getelementptr inbounds i8, ptr %0, i64 76
  %82 = load i32, ptr %81, align 4, !tbaa !177
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds i8, ptr %0, i64 72
  %85 = tail call i64 @llvm.umax.i64(i64 %80, i64 1)
  br label %86

86:                                               ; preds = %99, %76
  %87 = phi i64 [ 0, %76 ], [ %100, %99 ]
  %88 = phi i64 [ 0, %76 ], [ %101, %99 ]
  %89 = getelementptr inbounds %struct.SeqDef_s, ptr %63, i64 %88, i32 1
  %90 = load i16, ptr %89, align 4, !tbaa !204
  %91 = zext i16 %90 to i64
  %92 = add i64 %87, %91
  %93 = icmp eq i64 %88, %83
  br i1 %93, label %94, label %99

94:                                               ; preds = %86
  %95 = load i32, ptr %84, align 8, !tbaa !176
  %96 = icmp eq i32 %95, 1
  %97 = add i64 %92, 65536
  %98 = select i1 %96, i64 %97, i64 %92
  br label %99

99:                                               ; preds = %94, %86
  %100 = phi i64 [ %92, %86 ], [ %98, %94 ]
  %101 = add nuw i64 %88, 1
  %102 = icmp eq i64 %101, %85
  br i1 %102, label %103, label %86, !llvm.loop !228

103:                                              ; preds = %99, %74
  %104 = phi i64 [ 0, %74 ], [ %100, %99 ]
  %105 = getelementptr inbounds i8, ptr %0, i64 16
  %106 = load ptr, ptr %105, align 8, !tbaa !178
  %107 = getelementptr inbounds i8, ptr %106, i64 %104
  %108 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %107, ptr %108, align 8, !tbaa !179
  br label %109

109:                                              ; preds = %61, %103
  %110 = getelementptr inbounds i8, ptr %0, i64 32
  %111 = load ptr, ptr %110, align 8, !tbaa !165
  %112 = getelementptr inbounds i8, ptr %111, i64 %2
  store ptr %112, ptr %110, align 8, !tbaa !165
  %113 = getelementptr inbounds i8, ptr %0, i64 40
  %114 = load ptr, ptr %113, align 8, !tbaa !167
  %115 = getelementptr inbounds i8, ptr %114, i64 %2
  store ptr %115, ptr %113, align 8, !tbaa !167
  %116 = getelementptr inbounds i8, ptr %0, i64 48
  %117 = load ptr, ptr %116, align 8, !tbaa !166
  %118 = getelementptr inbounds i8, ptr %117, i64 %2
  store ptr %118, ptr %116, align 8, !tbaa !166
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
  %13 = load i64, ptr %6, align 8, !tbaa !226
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
  %34 = load ptr, ptr %0, align 8, !tbaa !224
  %35 = load i64, ptr %6, align 8, !tbaa !226
  %36 = getelementptr inbounds i32, ptr %34, i64 %35
  store i32 %33, ptr %36, align 4, !tbaa !21
  %37 = add i64 %35, 1
  store i64 %37, ptr %6, align 8, !tbaa !226
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
  %9 = load ptr, ptr %8, align 8, !tbaa !46
  %10 = getelementptr inbounds i8, ptr %1, i64 3232
  %11 = load ptr, ptr %10, align 8, !tbaa !329
  %12 = getelementptr inbounds i8, ptr %1, i64 240
  %13 = getelementptr inbounds i8, ptr %1, i64 3544
  %14 = load ptr, ptr %13, align 8, !tbaa !47
  %15 = getelementptr inbounds i8, ptr %1, i64 3552
  %16 = load i64, ptr %15, align 8, !tbaa !48
  %17 = tail call i64 @ZSTD_buildBlockEntropyStats(ptr noundef %0, ptr noundef %9, ptr noundef %11, ptr noundef nonnull %12, ptr noundef nonnull %7, ptr noundef %14, i64 noundef %16)
  %18 = icmp ult i64 %17, -119
  br i1 %18, label %19, label %316

19:                                               ; preds = %2
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !178
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  %23 = load ptr, ptr %22, align 8, !tbaa !179
  %24 = ptrtoint ptr %23 to i64
  %25 = ptrtoint ptr %21 to i64
  %26 = sub i64 %24, %25
  %27 = getelementptr inbounds i8, ptr %0, i64 48
  %28 = load ptr, ptr %27, align 8, !tbaa !166
  %29 = ptrtoint ptr %28 to i64
  %30 = getelementptr inbounds i8, ptr %0, i64 32
  %31 = load ptr, ptr %30, align 8, !tbaa !165
  %32 = ptrtoint ptr %31 to i64
  %33 = getelementptr inbounds i8, ptr %0, i64 40
  %34 = load ptr, ptr %33, align 8, !tbaa !167
  %35 = ptrtoint ptr %34 to i64
  %36 = getelementptr inbounds i8, ptr %0, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !168
  %38 = load ptr, ptr %0, align 8, !tbaa !164
  %39 = ptrtoint ptr %37 to i64
  %40 = ptrtoint ptr %38 to i64
  %41 = sub i64 %39, %40
  %42 = ashr exact i64 %41, 3
  %43 = load ptr, ptr %10, align 8, !tbaa !329
  %44 = load ptr, ptr %13, align 8, !tbaa !47
  %45 = load i64, ptr %15, align 8, !tbaa !48
  %46 = load i32, ptr %7, align 8, !tbaa !195
  %47 = icmp eq i32 %46, 2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #27
  store i32 255, ptr %6, align 4, !tbaa !21
  %48 = icmp ugt i64 %26, 1023
  %49 = select i1 %48, i64 4, i64 3
  %50 = icmp ugt i64 %26, 16383
  %51 = zext i1 %50 to i64
  %52 = add nuw nsw i64 %49, %51
  %53 = icmp ult i64 %26, 256
  switch i32 %46, label %70 [
    i32 0, label %71
    i32 1, label %54
    i32 2, label %55
    i32 3, label %55
  ]

54:                                               ; preds = %19
  br label %71

55:                                               ; preds = %19, %19
  %56 = call i64 @HIST_count_wksp(ptr noundef %44, ptr noundef nonnull %6, ptr noundef %21, i64 noundef %26, ptr noundef %44, i64 noundef %45) #27
  %57 = icmp ult i64 %56, -119
  br i1 %57, label %58, label %71

58:                                               ; preds = %55
  %59 = load i32, ptr %6, align 4, !tbaa !21
  %60 = call i64 @HUF_estimateCompressedSize(ptr noundef %43, ptr noundef %44, i32 noundef %59) #27
  br i1 %47, label %61, label %65

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %1, i64 5088
  %63 = load i64, ptr %62, align 8, !tbaa !441
  %64 = add i64 %63, %60
  br label %65

65:                                               ; preds = %61, %58
  %66 = phi i64 [ %64, %61 ], [ %60, %58 ]
  %67 = add i64 %66, 6
  %68 = select i1 %53, i64 %66, i64 %67
  %69 = add i64 %52, %68
  br label %71

70:                                               ; preds = %19
  br label %71

71:                                               ; preds = %70, %65, %55, %54, %19
  %72 = phi i64 [ 1, %54 ], [ 0, %70 ], [ %26, %19 ], [ %69, %65 ], [ %26, %55 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #27
  %73 = getelementptr inbounds i8, ptr %43, i64 2064
  %74 = getelementptr inbounds i8, ptr %1, i64 5096
  %75 = getelementptr inbounds i8, ptr %1, i64 5100
  %76 = load i32, ptr %75, align 4, !tbaa !442
  %77 = getelementptr inbounds i8, ptr %28, i64 %42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #27
  store i32 31, ptr %5, align 4, !tbaa !21
  %78 = call i64 @HIST_countFast_wksp(ptr noundef %44, ptr noundef nonnull %5, ptr noundef %28, i64 noundef %42, ptr noundef %44, i64 noundef %45) #27
  switch i32 %76, label %82 [
    i32 0, label %79
    i32 1, label %91
  ]

79:                                               ; preds = %71
  %80 = load i32, ptr %5, align 4, !tbaa !21
  %81 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @OF_defaultNorm, i32 noundef 5, ptr noundef %44, i32 noundef %80) #27
  br label %88

82:                                               ; preds = %71
  %83 = and i32 %76, -2
  %84 = icmp eq i32 %83, 2
  br i1 %84, label %85, label %91

85:                                               ; preds = %82
  %86 = load i32, ptr %5, align 4, !tbaa !21
  %87 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %73, ptr noundef %44, i32 noundef %86) #27
  br label %88

88:                                               ; preds = %85, %79
  %89 = phi i64 [ %81, %79 ], [ %87, %85 ]
  %90 = icmp ult i64 %89, -119
  br i1 %90, label %91, label %142

91:                                               ; preds = %88, %82, %71
  %92 = phi i64 [ %89, %88 ], [ 0, %82 ], [ 0, %71 ]
  %93 = icmp sgt i64 %42, 0
  br i1 %93, label %94, label %152

94:                                               ; preds = %91
  %95 = add i64 %42, %29
  %96 = add i64 %29, 1
  %97 = call i64 @llvm.umax.i64(i64 %95, i64 %96)
  %98 = sub i64 %97, %29
  %99 = icmp ult i64 %98, 8
  br i1 %99, label %121, label %100

100:                                              ; preds = %94
  %101 = icmp ult i64 %98, 16
  br i1 %101, label %124, label %102

102:                                              ; preds = %100
  %103 = and i64 %98, -16
  %104 = insertelement <16 x i64> <i64 poison, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, i64 %92, i64 0
  br label %105

105:                                              ; preds = %105, %102
  %106 = phi i64 [ 0, %102 ], [ %112, %105 ]
  %107 = phi <16 x i64> [ %104, %102 ], [ %111, %105 ]
  %108 = getelementptr i8, ptr %28, i64 %106
  %109 = load <16 x i8>, ptr %108, align 1, !tbaa !174
  %110 = zext <16 x i8> %109 to <16 x i64>
  %111 = add <16 x i64> %107, %110
  %112 = add nuw i64 %106, 16
  %113 = icmp eq i64 %112, %103
  br i1 %113, label %114, label %105, !llvm.loop !443

114:                                              ; preds = %105
  %115 = call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %111)
  %116 = icmp eq i64 %98, %103
  br i1 %116, label %152, label %117

117:                                              ; preds = %114
  %118 = getelementptr i8, ptr %28, i64 %103
  %119 = and i64 %98, 8
  %120 = icmp eq i64 %119, 0
  br i1 %120, label %121, label %124

121:                                              ; preds = %139, %94, %117
  %122 = phi i64 [ %92, %94 ], [ %115, %117 ], [ %140, %139 ]
  %123 = phi ptr [ %28, %94 ], [ %118, %117 ], [ %128, %139 ]
  br label %144

124:                                              ; preds = %100, %117
  %125 = phi i64 [ %115, %117 ], [ %92, %100 ]
  %126 = phi i64 [ %103, %117 ], [ 0, %100 ]
  %127 = and i64 %98, -8
  %128 = getelementptr i8, ptr %28, i64 %127
  %129 = insertelement <8 x i64> <i64 poison, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, i64 %125, i64 0
  br label %130

130:                                              ; preds = %130, %124
  %131 = phi i64 [ %126, %124 ], [ %137, %130 ]
  %132 = phi <8 x i64> [ %129, %124 ], [ %136, %130 ]
  %133 = getelementptr i8, ptr %28, i64 %131
  %134 = load <8 x i8>, ptr %133, align 1, !tbaa !174
  %135 = zext <8 x i8> %134 to <8 x i64>
  %136 = add <8 x i64> %132, %135
  %137 = add nuw i64 %131, 8
  %138 = icmp eq i64 %137, %127
  br i1 %138, label %139, label %130, !llvm.loop !444

139:                                              ; preds = %130
  %140 = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %136)
  %141 = icmp eq i64 %98, %127
  br i1 %141, label %152, label %121

142:                                              ; preds = %88
  %143 = mul i64 %42, 10
  br label %155

144:                                              ; preds = %121, %144
  %145 = phi i64 [ %149, %144 ], [ %122, %121 ]
  %146 = phi ptr [ %150, %144 ], [ %123, %121 ]
  %147 = load i8, ptr %146, align 1, !tbaa !174
  %148 = zext i8 %147 to i64
  %149 = add i64 %145, %148
  %150 = getelementptr inbounds i8, ptr %146, i64 1
  %151 = icmp ult ptr %150, %77
  br i1 %151, label %144, label %152, !llvm.loop !445

152:                                              ; preds = %144, %114, %139, %91
  %153 = phi i64 [ %92, %91 ], [ %115, %114 ], [ %140, %139 ], [ %149, %144 ]
  %154 = lshr i64 %153, 3
  br label %155

155:                                              ; preds = %152, %142
  %156 = phi i64 [ %143, %142 ], [ %154, %152 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #27
  %157 = load i32, ptr %74, align 8, !tbaa !446
  %158 = getelementptr inbounds i8, ptr %43, i64 4288
  %159 = getelementptr inbounds i8, ptr %31, i64 %42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #27
  store i32 35, ptr %4, align 4, !tbaa !21
  %160 = call i64 @HIST_countFast_wksp(ptr noundef %44, ptr noundef nonnull %4, ptr noundef %31, i64 noundef %42, ptr noundef %44, i64 noundef %45) #27
  switch i32 %157, label %164 [
    i32 0, label %161
    i32 1, label %173
  ]

161:                                              ; preds = %155
  %162 = load i32, ptr %4, align 4, !tbaa !21
  %163 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @LL_defaultNorm, i32 noundef 6, ptr noundef %44, i32 noundef %162) #27
  br label %170

164:                                              ; preds = %155
  %165 = and i32 %157, -2
  %166 = icmp eq i32 %165, 2
  br i1 %166, label %167, label %173

167:                                              ; preds = %164
  %168 = load i32, ptr %4, align 4, !tbaa !21
  %169 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %158, ptr noundef %44, i32 noundef %168) #27
  br label %170

170:                                              ; preds = %167, %161
  %171 = phi i64 [ %163, %161 ], [ %169, %167 ]
  %172 = icmp ult i64 %171, -119
  br i1 %172, label %173, label %212

173:                                              ; preds = %170, %164, %155
  %174 = phi i64 [ %171, %170 ], [ 0, %164 ], [ 0, %155 ]
  %175 = icmp sgt i64 %42, 0
  br i1 %175, label %176, label %225

176:                                              ; preds = %173
  %177 = add i64 %42, %32
  %178 = add i64 %32, 1
  %179 = call i64 @llvm.umax.i64(i64 %177, i64 %178)
  %180 = sub i64 %179, %32
  %181 = icmp ult i64 %180, 2
  br i1 %181, label %182, label %185

182:                                              ; preds = %209, %176
  %183 = phi i64 [ %174, %176 ], [ %210, %209 ]
  %184 = phi ptr [ %31, %176 ], [ %187, %209 ]
  br label %214

185:                                              ; preds = %176
  %186 = and i64 %180, -2
  %187 = getelementptr i8, ptr %31, i64 %186
  br label %188

188:                                              ; preds = %188, %185
  %189 = phi i64 [ 0, %185 ], [ %207, %188 ]
  %190 = phi i64 [ %174, %185 ], [ %205, %188 ]
  %191 = phi i64 [ 0, %185 ], [ %206, %188 ]
  %192 = or disjoint i64 %189, 1
  %193 = getelementptr i8, ptr %31, i64 %189
  %194 = getelementptr i8, ptr %31, i64 %192
  %195 = load i8, ptr %193, align 1, !tbaa !174
  %196 = load i8, ptr %194, align 1, !tbaa !174
  %197 = zext i8 %195 to i64
  %198 = zext i8 %196 to i64
  %199 = getelementptr inbounds i8, ptr @LL_bits, i64 %197
  %200 = getelementptr inbounds i8, ptr @LL_bits, i64 %198
  %201 = load i8, ptr %199, align 1, !tbaa !174
  %202 = load i8, ptr %200, align 1, !tbaa !174
  %203 = zext i8 %201 to i64
  %204 = zext i8 %202 to i64
  %205 = add i64 %190, %203
  %206 = add i64 %191, %204
  %207 = add nuw i64 %189, 2
  %208 = icmp eq i64 %207, %186
  br i1 %208, label %209, label %188, !llvm.loop !447

209:                                              ; preds = %188
  %210 = add i64 %206, %205
  %211 = icmp eq i64 %180, %186
  br i1 %211, label %225, label %182

212:                                              ; preds = %170
  %213 = mul i64 %42, 10
  br label %228

214:                                              ; preds = %182, %214
  %215 = phi i64 [ %222, %214 ], [ %183, %182 ]
  %216 = phi ptr [ %223, %214 ], [ %184, %182 ]
  %217 = load i8, ptr %216, align 1, !tbaa !174
  %218 = zext i8 %217 to i64
  %219 = getelementptr inbounds i8, ptr @LL_bits, i64 %218
  %220 = load i8, ptr %219, align 1, !tbaa !174
  %221 = zext i8 %220 to i64
  %222 = add i64 %215, %221
  %223 = getelementptr inbounds i8, ptr %216, i64 1
  %224 = icmp ult ptr %223, %159
  br i1 %224, label %214, label %225, !llvm.loop !448

225:                                              ; preds = %214, %209, %173
  %226 = phi i64 [ %174, %173 ], [ %210, %209 ], [ %222, %214 ]
  %227 = lshr i64 %226, 3
  br label %228

228:                                              ; preds = %225, %212
  %229 = phi i64 [ %213, %212 ], [ %227, %225 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #27
  %230 = getelementptr inbounds i8, ptr %1, i64 5104
  %231 = load i32, ptr %230, align 8, !tbaa !201
  %232 = getelementptr inbounds i8, ptr %43, i64 2836
  %233 = getelementptr inbounds i8, ptr %34, i64 %42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #27
  store i32 52, ptr %3, align 4, !tbaa !21
  %234 = call i64 @HIST_countFast_wksp(ptr noundef %44, ptr noundef nonnull %3, ptr noundef %34, i64 noundef %42, ptr noundef %44, i64 noundef %45) #27
  switch i32 %231, label %238 [
    i32 0, label %235
    i32 1, label %247
  ]

235:                                              ; preds = %228
  %236 = load i32, ptr %3, align 4, !tbaa !21
  %237 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @ML_defaultNorm, i32 noundef 6, ptr noundef %44, i32 noundef %236) #27
  br label %244

238:                                              ; preds = %228
  %239 = and i32 %231, -2
  %240 = icmp eq i32 %239, 2
  br i1 %240, label %241, label %247

241:                                              ; preds = %238
  %242 = load i32, ptr %3, align 4, !tbaa !21
  %243 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %232, ptr noundef %44, i32 noundef %242) #27
  br label %244

244:                                              ; preds = %241, %235
  %245 = phi i64 [ %237, %235 ], [ %243, %241 ]
  %246 = icmp ult i64 %245, -119
  br i1 %246, label %247, label %286

247:                                              ; preds = %244, %238, %228
  %248 = phi i64 [ %245, %244 ], [ 0, %238 ], [ 0, %228 ]
  %249 = icmp sgt i64 %42, 0
  br i1 %249, label %250, label %299

250:                                              ; preds = %247
  %251 = add i64 %42, %35
  %252 = add i64 %35, 1
  %253 = call i64 @llvm.umax.i64(i64 %251, i64 %252)
  %254 = sub i64 %253, %35
  %255 = icmp ult i64 %254, 2
  br i1 %255, label %256, label %259

256:                                              ; preds = %283, %250
  %257 = phi i64 [ %248, %250 ], [ %284, %283 ]
  %258 = phi ptr [ %34, %250 ], [ %261, %283 ]
  br label %288

259:                                              ; preds = %250
  %260 = and i64 %254, -2
  %261 = getelementptr i8, ptr %34, i64 %260
  br label %262

262:                                              ; preds = %262, %259
  %263 = phi i64 [ 0, %259 ], [ %281, %262 ]
  %264 = phi i64 [ %248, %259 ], [ %279, %262 ]
  %265 = phi i64 [ 0, %259 ], [ %280, %262 ]
  %266 = or disjoint i64 %263, 1
  %267 = getelementptr i8, ptr %34, i64 %263
  %268 = getelementptr i8, ptr %34, i64 %266
  %269 = load i8, ptr %267, align 1, !tbaa !174
  %270 = load i8, ptr %268, align 1, !tbaa !174
  %271 = zext i8 %269 to i64
  %272 = zext i8 %270 to i64
  %273 = getelementptr inbounds i8, ptr @ML_bits, i64 %271
  %274 = getelementptr inbounds i8, ptr @ML_bits, i64 %272
  %275 = load i8, ptr %273, align 1, !tbaa !174
  %276 = load i8, ptr %274, align 1, !tbaa !174
  %277 = zext i8 %275 to i64
  %278 = zext i8 %276 to i64
  %279 = add i64 %264, %277
  %280 = add i64 %265, %278
  %281 = add nuw i64 %263, 2
  %282 = icmp eq i64 %281, %260
  br i1 %282, label %283, label %262, !llvm.loop !449

283:                                              ; preds = %262
  %284 = add i64 %280, %279
  %285 = icmp eq i64 %254, %260
  br i1 %285, label %299, label %256

286:                                              ; preds = %244
  %287 = mul i64 %42, 10
  br label %302

288:                                              ; preds = %256, %288
  %289 = phi i64 [ %296, %288 ], [ %257, %256 ]
  %290 = phi ptr [ %297, %288 ], [ %258, %256 ]
  %291 = load i8, ptr %290, align 1, !tbaa !174
  %292 = zext i8 %291 to i64
  %293 = getelementptr inbounds i8, ptr @ML_bits, i64 %292
  %294 = load i8, ptr %293, align 1, !tbaa !174
  %295 = zext i8 %294 to i64
  %296 = add i64 %289, %295
  %297 = getelementptr inbounds i8, ptr %290, i64 1
  %298 = icmp ult ptr %297, %233
  br i1 %298, label %288, label %299, !llvm.loop !450

299:                                              ; preds = %288, %283, %247
  %300 = phi i64 [ %248, %247 ], [ %284, %283 ], [ %296, %288 ]
  %301 = lshr i64 %300, 3
  br label %302

302:                                              ; preds = %286, %299
  %303 = phi i64 [ %287, %286 ], [ %301, %299 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #27
  %304 = getelementptr inbounds i8, ptr %1, i64 5248
  %305 = load i64, ptr %304, align 8, !tbaa !451
  %306 = icmp ugt i64 %42, 32511
  %307 = icmp ugt i64 %42, 127
  %308 = select i1 %307, i64 3, i64 2
  %309 = select i1 %306, i64 4, i64 3
  %310 = add nuw nsw i64 %309, %308
  %311 = add i64 %310, %72
  %312 = add i64 %311, %156
  %313 = add i64 %312, %229
  %314 = add i64 %313, %303
  %315 = add i64 %314, %305
  br label %316

316:                                              ; preds = %2, %302
  %317 = phi i64 [ %315, %302 ], [ %17, %2 ]
  ret i64 %317
}

declare i64 @ZSTD_crossEntropyCost(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #12

declare i64 @ZSTD_fseBitCost(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #12

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i64 -70, 1) i64 @ZSTD_copyBlockSequences(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #11 {
  %4 = alloca %struct.repcodes_s, align 4
  %5 = load ptr, ptr %1, align 8, !tbaa !164
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !168
  %8 = ptrtoint ptr %7 to i64
  %9 = ptrtoint ptr %5 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 3
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load ptr, ptr %12, align 8, !tbaa !179
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !178
  %16 = ptrtoint ptr %13 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load i64, ptr %18, align 8, !tbaa !452
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !453
  %22 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %21, i64 %19
  %23 = add nsw i64 %11, 1
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4) #27
  %24 = getelementptr inbounds i8, ptr %0, i64 24
  %25 = load i64, ptr %24, align 8, !tbaa !454
  %26 = sub i64 %25, %19
  %27 = icmp ugt i64 %23, %26
  br i1 %27, label %124, label %28

28:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false)
  %29 = icmp eq ptr %7, %5
  br i1 %29, label %115, label %30

30:                                               ; preds = %28
  %31 = load i32, ptr %4, align 4, !tbaa !21
  %32 = getelementptr inbounds i8, ptr %1, i64 76
  %33 = load i32, ptr %32, align 4, !tbaa !177
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
  %49 = load i16, ptr %48, align 4, !tbaa !169
  %50 = zext i16 %49 to i32
  %51 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %22, i64 %45
  %52 = getelementptr inbounds i8, ptr %51, i64 4
  store i32 %50, ptr %52, align 4, !tbaa !191
  %53 = getelementptr inbounds i8, ptr %47, i64 6
  %54 = load i16, ptr %53, align 2, !tbaa !173
  %55 = zext i16 %54 to i32
  %56 = add nuw nsw i32 %55, 3
  %57 = getelementptr inbounds i8, ptr %51, i64 8
  store i32 %56, ptr %57, align 4, !tbaa !190
  %58 = getelementptr inbounds i8, ptr %51, i64 12
  store i32 0, ptr %58, align 4, !tbaa !455
  %59 = icmp eq i64 %45, %34
  br i1 %59, label %60, label %66

60:                                               ; preds = %41
  %61 = load i32, ptr %35, align 8, !tbaa !176
  switch i32 %61, label %66 [
    i32 1, label %62
    i32 2, label %64
  ]

62:                                               ; preds = %60
  %63 = or disjoint i32 %50, 65536
  store i32 %63, ptr %52, align 4, !tbaa !191
  br label %66

64:                                               ; preds = %60
  %65 = add nuw nsw i32 %55, 65539
  store i32 %65, ptr %57, align 4, !tbaa !190
  br label %66

66:                                               ; preds = %60, %62, %64, %41
  %67 = phi i32 [ %50, %60 ], [ %63, %62 ], [ %50, %64 ], [ %50, %41 ]
  %68 = load i32, ptr %47, align 4, !tbaa !172
  %69 = add i32 %68, -1
  %70 = icmp ult i32 %69, 3
  br i1 %70, label %71, label %87

71:                                               ; preds = %66
  store i32 %68, ptr %58, align 4, !tbaa !455
  %72 = icmp eq i32 %67, 0
  br i1 %72, label %77, label %73

73:                                               ; preds = %71
  %74 = zext nneg i32 %69 to i64
  %75 = getelementptr inbounds [3 x i32], ptr %4, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !21
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
  %84 = load i32, ptr %83, align 4, !tbaa !21
  br label %85

85:                                               ; preds = %73, %81, %79
  %86 = phi i32 [ %84, %81 ], [ %80, %79 ], [ %76, %73 ]
  store i32 %86, ptr %51, align 4, !tbaa !188
  br label %90

87:                                               ; preds = %66
  %88 = add i32 %68, -3
  store i32 %88, ptr %51, align 4, !tbaa !188
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
  %99 = load i32, ptr %98, align 4, !tbaa !21
  br label %100

100:                                              ; preds = %96, %94
  %101 = phi i32 [ %95, %94 ], [ %99, %96 ]
  %102 = icmp eq i32 %93, 1
  %103 = select i1 %102, i32 %42, i32 %43
  br label %104

104:                                              ; preds = %87, %100
  %105 = phi i32 [ %103, %100 ], [ %43, %87 ]
  %106 = phi i32 [ %101, %100 ], [ %88, %87 ]
  store i32 %105, ptr %37, align 4, !tbaa !21
  store i32 %46, ptr %36, align 4, !tbaa !21
  store i32 %106, ptr %4, align 4, !tbaa !21
  br label %107

107:                                              ; preds = %90, %104
  %108 = phi i32 [ %42, %90 ], [ %105, %104 ]
  %109 = phi i32 [ %43, %90 ], [ %46, %104 ]
  %110 = phi i32 [ %46, %90 ], [ %106, %104 ]
  %111 = zext nneg i32 %67 to i64
  %112 = add i64 %44, %111
  %113 = add nuw i64 %45, 1
  %114 = icmp eq i64 %113, %40
  br i1 %114, label %115, label %41, !llvm.loop !456

115:                                              ; preds = %107, %28
  %116 = phi i64 [ 0, %28 ], [ %112, %107 ]
  %117 = add i64 %116, %17
  %118 = sub i64 %16, %117
  %119 = trunc i64 %118 to i32
  %120 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %22, i64 %11
  %121 = getelementptr inbounds i8, ptr %120, i64 4
  store i32 %119, ptr %121, align 4, !tbaa !191
  %122 = getelementptr inbounds i8, ptr %120, i64 8
  store i32 0, ptr %122, align 4, !tbaa !190
  store i32 0, ptr %120, align 4, !tbaa !188
  %123 = add i64 %23, %19
  store i64 %123, ptr %18, align 8, !tbaa !452
  br label %124

124:                                              ; preds = %3, %115
  %125 = phi i64 [ 0, %115 ], [ -70, %3 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4) #27
  ret i64 %125
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc i64 @ZSTD_entropyCompressSeqStore_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4, ptr noundef %5, ptr noundef %6, ptr nocapture noundef readonly %7, ptr noundef %8, i64 noundef %9, i32 noundef %10) unnamed_addr #24 {
  %12 = alloca %struct.ZSTD_symbolEncodingTypeStats_t, align 8
  %13 = getelementptr inbounds i8, ptr %7, i64 28
  %14 = load i32, ptr %13, align 4, !tbaa !76
  %15 = getelementptr inbounds i8, ptr %6, i64 2064
  %16 = getelementptr inbounds i8, ptr %6, i64 4288
  %17 = getelementptr inbounds i8, ptr %6, i64 2836
  %18 = load ptr, ptr %4, align 8, !tbaa !164
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !168
  %21 = ptrtoint ptr %20 to i64
  %22 = ptrtoint ptr %18 to i64
  %23 = sub i64 %21, %22
  %24 = ashr exact i64 %23, 3
  %25 = getelementptr inbounds i8, ptr %4, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !166
  %27 = getelementptr inbounds i8, ptr %4, i64 32
  %28 = load ptr, ptr %27, align 8, !tbaa !165
  %29 = getelementptr inbounds i8, ptr %4, i64 40
  %30 = load ptr, ptr %29, align 8, !tbaa !167
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
  %42 = load i32, ptr %41, align 8, !tbaa !81
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
  %48 = load i32, ptr %47, align 4, !tbaa !75
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  br label %51

51:                                               ; preds = %39, %43, %44, %46
  %52 = phi i32 [ 1, %43 ], [ 0, %39 ], [ 0, %44 ], [ %50, %46 ]
  %53 = tail call i64 @ZSTD_compressLiterals(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef nonnull %32, i64 noundef %33, ptr noundef %5, ptr noundef %6, i32 noundef %14, i32 noundef %52, i32 noundef %40, i32 noundef %10) #27
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
  store i8 %63, ptr %55, align 1, !tbaa !174
  br label %79

65:                                               ; preds = %60
  %66 = icmp ult i64 %24, 32512
  br i1 %66, label %67, label %74

67:                                               ; preds = %65
  %68 = lshr i64 %24, 8
  %69 = trunc nuw i64 %68 to i8
  %70 = or disjoint i8 %69, -128
  store i8 %70, ptr %55, align 1, !tbaa !174
  %71 = trunc i64 %24 to i8
  %72 = getelementptr inbounds i8, ptr %55, i64 1
  store i8 %71, ptr %72, align 1, !tbaa !174
  %73 = getelementptr inbounds i8, ptr %55, i64 2
  br label %79

74:                                               ; preds = %65
  store i8 -1, ptr %55, align 1, !tbaa !174
  %75 = getelementptr inbounds i8, ptr %55, i64 1
  %76 = trunc i64 %24 to i16
  %77 = add i16 %76, -32512
  store i16 %77, ptr %75, align 1, !tbaa !204
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
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #27
  %88 = getelementptr inbounds i8, ptr %5, i64 2064
  call fastcc void @ZSTD_buildSequencesStatistics(ptr dead_on_unwind nonnull writable sret(%struct.ZSTD_symbolEncodingTypeStats_t) align 8 %12, ptr noundef nonnull %4, i64 noundef %24, ptr noundef nonnull %88, ptr noundef nonnull %15, ptr noundef nonnull %87, ptr noundef nonnull %31, i32 noundef %14, ptr noundef %8, ptr noundef nonnull %32, i64 noundef %33)
  %89 = getelementptr inbounds i8, ptr %12, i64 16
  %90 = load i64, ptr %89, align 8, !tbaa !409
  %91 = icmp ult i64 %90, -119
  br i1 %91, label %93, label %92

92:                                               ; preds = %86
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #27
  br label %124

93:                                               ; preds = %86
  %94 = load i32, ptr %12, align 8, !tbaa !408
  %95 = shl i32 %94, 6
  %96 = getelementptr inbounds i8, ptr %12, i64 4
  %97 = load i32, ptr %96, align 4, !tbaa !410
  %98 = shl i32 %97, 4
  %99 = add i32 %98, %95
  %100 = getelementptr inbounds i8, ptr %12, i64 8
  %101 = load i32, ptr %100, align 8, !tbaa !412
  %102 = shl i32 %101, 2
  %103 = add i32 %99, %102
  %104 = trunc i32 %103 to i8
  store i8 %104, ptr %80, align 1, !tbaa !174
  %105 = getelementptr inbounds i8, ptr %12, i64 24
  %106 = load i64, ptr %105, align 8, !tbaa !404
  %107 = getelementptr inbounds i8, ptr %87, i64 %90
  %108 = getelementptr inbounds i8, ptr %12, i64 32
  %109 = load i32, ptr %108, align 8, !tbaa !406
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #27
  %110 = ptrtoint ptr %107 to i64
  %111 = sub i64 %57, %110
  %112 = tail call i64 @ZSTD_encodeSequences(ptr noundef nonnull %107, i64 noundef %111, ptr noundef nonnull %17, ptr noundef %30, ptr noundef nonnull %15, ptr noundef %26, ptr noundef nonnull %16, ptr noundef %28, ptr noundef %18, i64 noundef %24, i32 noundef %109, i32 noundef %10) #27
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

declare i64 @ZSTD_compressLiterals(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #12

declare i64 @ZSTD_encodeSequences(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #12

declare extern_weak i64 @ZSTD_trace_compress_begin(ptr noundef) #12

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compress_insertDictionary(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef %3, ptr noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10) unnamed_addr #2 {
  %12 = icmp eq ptr %5, null
  %13 = icmp ult i64 %6, 8
  %14 = or i1 %12, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %11
  %16 = icmp eq i32 %7, 2
  %17 = select i1 %16, i64 -32, i64 0
  br label %45

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %0, i64 5616
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 4 dereferenceable(12) @repStartValue, i64 12, i1 false), !tbaa !21
  %20 = getelementptr inbounds i8, ptr %0, i64 2056
  store i32 0, ptr %20, align 8, !tbaa !143
  %21 = getelementptr inbounds i8, ptr %0, i64 5604
  store i32 0, ptr %21, align 4, !tbaa !148
  %22 = getelementptr inbounds i8, ptr %0, i64 5608
  store <2 x i32> zeroinitializer, ptr %22, align 8, !tbaa !21
  %23 = icmp eq i32 %7, 1
  br i1 %23, label %24, label %25

24:                                               ; preds = %18
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef nonnull %5, i64 noundef %6, i32 noundef %8, i32 noundef %9)
  br label %45

25:                                               ; preds = %18
  %26 = load i32, ptr %5, align 1, !tbaa !21
  %27 = icmp eq i32 %26, -332356553
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  switch i32 %7, label %30 [
    i32 0, label %29
    i32 2, label %45
  ]

29:                                               ; preds = %28
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef nonnull %5, i64 noundef %6, i32 noundef %8, i32 noundef %9)
  br label %45

30:                                               ; preds = %28, %25
  %31 = getelementptr inbounds i8, ptr %4, i64 40
  %32 = load i32, ptr %31, align 8, !tbaa !78
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %38

34:                                               ; preds = %30
  %35 = getelementptr inbounds i8, ptr %5, i64 4
  %36 = load i32, ptr %35, align 1, !tbaa !21
  %37 = zext i32 %36 to i64
  br label %38

38:                                               ; preds = %34, %30
  %39 = phi i64 [ %37, %34 ], [ 0, %30 ]
  %40 = tail call i64 @ZSTD_loadCEntropy(ptr noundef nonnull %0, ptr noundef %10, ptr noundef nonnull %5, i64 noundef %6)
  %41 = icmp ult i64 %40, -119
  br i1 %41, label %42, label %45

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %5, i64 %40
  %44 = sub nsw i64 %6, %40
  tail call fastcc void @ZSTD_loadDictionaryContent(ptr noundef %1, ptr noundef null, ptr noundef %3, ptr noundef nonnull %4, ptr noundef nonnull %43, i64 noundef %44, i32 noundef %8, i32 noundef %9)
  br label %45

45:                                               ; preds = %42, %38, %28, %15, %29, %24
  %46 = phi i64 [ 0, %24 ], [ 0, %29 ], [ %17, %15 ], [ -32, %28 ], [ %40, %38 ], [ %39, %42 ]
  ret i64 %46
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ZSTD_loadDictionaryContent(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, ptr noundef %4, i64 noundef %5, i32 noundef %6, i32 noundef %7) unnamed_addr #2 {
  %9 = getelementptr inbounds i8, ptr %4, i64 %5
  %10 = getelementptr inbounds i8, ptr %3, i64 96
  %11 = load i32, ptr %10, align 8, !tbaa !59
  %12 = icmp eq i32 %11, 1
  %13 = icmp ne ptr %1, null
  %14 = and i1 %13, %12
  %15 = getelementptr inbounds i8, ptr %3, i64 28
  %16 = load i32, ptr %15, align 4, !tbaa !55
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
  %29 = load ptr, ptr %0, align 8, !tbaa !209
  %30 = icmp eq ptr %29, %26
  br i1 %30, label %31, label %38

31:                                               ; preds = %28
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !210
  %34 = getelementptr inbounds i8, ptr %0, i64 28
  %35 = load i32, ptr %34, align 4, !tbaa !211
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load i32, ptr %36, align 8, !tbaa !212
  br label %54

38:                                               ; preds = %28
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !213
  %41 = ptrtoint ptr %29 to i64
  %42 = ptrtoint ptr %40 to i64
  %43 = sub i64 %41, %42
  %44 = getelementptr inbounds i8, ptr %0, i64 24
  %45 = load i32, ptr %44, align 8, !tbaa !212
  %46 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %45, ptr %46, align 4, !tbaa !211
  %47 = trunc i64 %43 to i32
  store i32 %47, ptr %44, align 8, !tbaa !212
  %48 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %40, ptr %48, align 8, !tbaa !210
  %49 = sub i64 0, %43
  %50 = getelementptr inbounds i8, ptr %26, i64 %49
  store ptr %50, ptr %39, align 8, !tbaa !213
  %51 = sub i32 %47, %45
  %52 = icmp ult i32 %51, 8
  br i1 %52, label %53, label %54

53:                                               ; preds = %38
  store i32 %47, ptr %46, align 4, !tbaa !211
  br label %54

54:                                               ; preds = %53, %38, %31
  %55 = phi i32 [ %37, %31 ], [ %47, %53 ], [ %47, %38 ]
  %56 = phi i32 [ %35, %31 ], [ %47, %53 ], [ %45, %38 ]
  %57 = phi ptr [ %33, %31 ], [ %40, %53 ], [ %40, %38 ]
  %58 = getelementptr inbounds i8, ptr %26, i64 %25
  store ptr %58, ptr %0, align 8, !tbaa !209
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
  store i32 %73, ptr %67, align 4, !tbaa !211
  br label %74

74:                                               ; preds = %54, %66
  br i1 %14, label %76, label %135

75:                                               ; preds = %8
  br i1 %14, label %121, label %135

76:                                               ; preds = %74
  %77 = load ptr, ptr %1, align 8, !tbaa !209
  %78 = icmp eq ptr %77, %26
  br i1 %78, label %79, label %86

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, ptr %1, i64 16
  %81 = load ptr, ptr %80, align 8, !tbaa !210
  %82 = getelementptr inbounds i8, ptr %1, i64 28
  %83 = load i32, ptr %82, align 4, !tbaa !211
  %84 = getelementptr inbounds i8, ptr %1, i64 24
  %85 = load i32, ptr %84, align 8, !tbaa !212
  br label %102

86:                                               ; preds = %76
  %87 = getelementptr inbounds i8, ptr %1, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !213
  %89 = ptrtoint ptr %77 to i64
  %90 = ptrtoint ptr %88 to i64
  %91 = sub i64 %89, %90
  %92 = getelementptr inbounds i8, ptr %1, i64 24
  %93 = load i32, ptr %92, align 8, !tbaa !212
  %94 = getelementptr inbounds i8, ptr %1, i64 28
  store i32 %93, ptr %94, align 4, !tbaa !211
  %95 = trunc i64 %91 to i32
  store i32 %95, ptr %92, align 8, !tbaa !212
  %96 = getelementptr inbounds i8, ptr %1, i64 16
  store ptr %88, ptr %96, align 8, !tbaa !210
  %97 = sub i64 0, %91
  %98 = getelementptr inbounds i8, ptr %26, i64 %97
  store ptr %98, ptr %87, align 8, !tbaa !213
  %99 = sub i32 %95, %93
  %100 = icmp ult i32 %99, 8
  br i1 %100, label %101, label %102

101:                                              ; preds = %86
  store i32 %95, ptr %94, align 4, !tbaa !211
  br label %102

102:                                              ; preds = %101, %86, %79
  %103 = phi i32 [ %85, %79 ], [ %95, %101 ], [ %95, %86 ]
  %104 = phi i32 [ %83, %79 ], [ %95, %101 ], [ %93, %86 ]
  %105 = phi ptr [ %81, %79 ], [ %88, %101 ], [ %88, %86 ]
  store ptr %58, ptr %1, align 8, !tbaa !209
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
  store i32 %120, ptr %114, align 4, !tbaa !211
  br label %121

121:                                              ; preds = %75, %102, %113
  %122 = getelementptr inbounds i8, ptr %3, i64 48
  %123 = load i32, ptr %122, align 8, !tbaa !79
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %125, label %132

125:                                              ; preds = %121
  %126 = getelementptr inbounds i8, ptr %1, i64 8
  %127 = load ptr, ptr %126, align 8, !tbaa !457
  %128 = ptrtoint ptr %9 to i64
  %129 = ptrtoint ptr %127 to i64
  %130 = sub i64 %128, %129
  %131 = trunc i64 %130 to i32
  br label %132

132:                                              ; preds = %121, %125
  %133 = phi i32 [ %131, %125 ], [ 0, %121 ]
  %134 = getelementptr inbounds i8, ptr %1, i64 48
  store i32 %133, ptr %134, align 8, !tbaa !458
  tail call void @ZSTD_ldm_fillHashTable(ptr noundef nonnull %1, ptr noundef %26, ptr noundef %9, ptr noundef nonnull %10) #27
  br label %135

135:                                              ; preds = %75, %132, %74
  %136 = getelementptr inbounds i8, ptr %3, i64 12
  %137 = load i32, ptr %136, align 4, !tbaa !71
  %138 = add i32 %137, 3
  %139 = getelementptr inbounds i8, ptr %3, i64 8
  %140 = load i32, ptr %139, align 4, !tbaa !72
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
  %152 = load ptr, ptr %151, align 8, !tbaa !419
  %153 = ptrtoint ptr %149 to i64
  %154 = ptrtoint ptr %152 to i64
  %155 = sub i64 %153, %154
  %156 = trunc i64 %155 to i32
  %157 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %156, ptr %157, align 4, !tbaa !214
  %158 = getelementptr inbounds i8, ptr %3, i64 48
  %159 = load i32, ptr %158, align 8, !tbaa !79
  %160 = icmp eq i32 %159, 0
  %161 = ptrtoint ptr %9 to i64
  %162 = sub i64 %161, %154
  %163 = trunc i64 %162 to i32
  %164 = select i1 %160, i32 %163, i32 0
  %165 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %164, ptr %165, align 8, !tbaa !388
  %166 = getelementptr inbounds i8, ptr %3, i64 164
  %167 = load i32, ptr %166, align 4, !tbaa !94
  %168 = getelementptr inbounds i8, ptr %0, i64 136
  store i32 %167, ptr %168, align 8, !tbaa !208
  %169 = icmp ult i64 %150, 9
  br i1 %169, label %201, label %170

170:                                              ; preds = %135
  tail call fastcc void @ZSTD_overflowCorrectIfNeeded(ptr noundef nonnull %0, ptr noundef %2, ptr noundef nonnull %3, ptr noundef %149, ptr noundef %9)
  %171 = load i32, ptr %15, align 4, !tbaa !76
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
  tail call void @ZSTD_fillHashTable(ptr noundef nonnull %0, ptr noundef %9, i32 noundef %6, i32 noundef %7) #27
  br label %196

173:                                              ; preds = %170
  tail call void @ZSTD_fillDoubleHashTable(ptr noundef nonnull %0, ptr noundef %9, i32 noundef %6, i32 noundef %7) #27
  br label %196

174:                                              ; preds = %170, %170, %170
  %175 = getelementptr inbounds i8, ptr %0, i64 140
  %176 = load i32, ptr %175, align 4, !tbaa !385
  %177 = icmp eq i32 %176, 0
  br i1 %177, label %180, label %178

178:                                              ; preds = %174
  %179 = getelementptr inbounds i8, ptr %9, i64 -8
  tail call void @ZSTD_dedicatedDictSearch_lazy_loadDictionary(ptr noundef nonnull %0, ptr noundef nonnull %179) #27
  br label %196

180:                                              ; preds = %174
  %181 = getelementptr inbounds i8, ptr %3, i64 160
  %182 = load i32, ptr %181, align 8, !tbaa !56
  %183 = icmp eq i32 %182, 1
  br i1 %183, label %184, label %191

184:                                              ; preds = %180
  %185 = load i32, ptr %136, align 4, !tbaa !71
  %186 = zext nneg i32 %185 to i64
  %187 = shl nuw i64 1, %186
  %188 = getelementptr inbounds i8, ptr %0, i64 56
  %189 = load ptr, ptr %188, align 8, !tbaa !394
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %189, i8 0, i64 %187, i1 false)
  %190 = getelementptr inbounds i8, ptr %9, i64 -8
  tail call void @ZSTD_row_update(ptr noundef nonnull %0, ptr noundef nonnull %190) #27
  br label %196

191:                                              ; preds = %180
  %192 = getelementptr inbounds i8, ptr %9, i64 -8
  %193 = tail call i32 @ZSTD_insertAndFindFirstIndex(ptr noundef nonnull %0, ptr noundef nonnull %192) #27
  br label %196

194:                                              ; preds = %170, %170, %170, %170
  %195 = getelementptr inbounds i8, ptr %9, i64 -8
  tail call void @ZSTD_updateTree(ptr noundef nonnull %0, ptr noundef nonnull %195, ptr noundef %9) #27
  br label %196

196:                                              ; preds = %170, %178, %191, %184, %194, %173, %172
  %197 = load ptr, ptr %151, align 8, !tbaa !419
  %198 = ptrtoint ptr %197 to i64
  %199 = sub i64 %161, %198
  %200 = trunc i64 %199 to i32
  store i32 %200, ptr %157, align 4, !tbaa !214
  br label %201

201:                                              ; preds = %135, %196
  ret void
}

declare void @ZSTD_ldm_fillHashTable(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #12

declare void @ZSTD_fillHashTable(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #12

declare void @ZSTD_fillDoubleHashTable(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #12

declare void @ZSTD_dedicatedDictSearch_lazy_loadDictionary(ptr noundef, ptr noundef) local_unnamed_addr #12

declare void @ZSTD_row_update(ptr noundef, ptr noundef) local_unnamed_addr #12

declare i32 @ZSTD_insertAndFindFirstIndex(ptr noundef, ptr noundef) local_unnamed_addr #12

declare void @ZSTD_updateTree(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #21

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal i64 @ZSTD_transferSequences_noDelim(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr noundef %4, i64 noundef %5, i32 %6) unnamed_addr #11 {
  %8 = alloca %struct.repcodes_s, align 4
  %9 = load i32, ptr %1, align 8, !tbaa !429
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !459
  %12 = trunc i64 %5 to i32
  %13 = add i32 %11, %12
  %14 = getelementptr inbounds i8, ptr %4, i64 %5
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8) #27
  %15 = getelementptr inbounds i8, ptr %0, i64 3728
  %16 = load ptr, ptr %15, align 8, !tbaa !98
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
  %28 = load i64, ptr %27, align 8, !tbaa !52
  br label %29

29:                                               ; preds = %26, %20
  %30 = phi i64 [ 0, %20 ], [ %28, %26 ]
  %31 = getelementptr inbounds i8, ptr %0, i64 3224
  %32 = load ptr, ptr %31, align 8, !tbaa !46
  %33 = getelementptr inbounds i8, ptr %32, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %33, i64 12, i1 false)
  %34 = icmp eq i32 %13, 0
  br i1 %34, label %329, label %35

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

54:                                               ; preds = %35, %319
  %55 = phi i32 [ %53, %35 ], [ %147, %319 ]
  %56 = phi i32 [ %52, %35 ], [ %148, %319 ]
  %57 = phi i32 [ %9, %35 ], [ %327, %319 ]
  %58 = phi i32 [ %11, %35 ], [ %107, %319 ]
  %59 = phi i32 [ %13, %35 ], [ %108, %319 ]
  %60 = phi ptr [ %4, %35 ], [ %325, %319 ]
  %61 = phi i32 [ 0, %35 ], [ %103, %319 ]
  %62 = phi i32 [ 0, %35 ], [ %102, %319 ]
  %63 = phi i32 [ %36, %35 ], [ %149, %319 ]
  %64 = zext i32 %57 to i64
  %65 = icmp ult i64 %64, %3
  %66 = icmp eq i32 %62, 0
  %67 = and i1 %66, %65
  br i1 %67, label %68, label %329

68:                                               ; preds = %54
  %69 = getelementptr inbounds %struct.ZSTD_Sequence, ptr %2, i64 %64
  %70 = load i32, ptr %69, align 4, !tbaa !21
  %71 = getelementptr inbounds i8, ptr %69, i64 4
  %72 = load i32, ptr %71, align 4, !tbaa !21
  %73 = getelementptr inbounds i8, ptr %69, i64 8
  %74 = load i32, ptr %73, align 4, !tbaa !21
  %75 = add i32 %74, %72
  %76 = icmp uge i32 %59, %75
  br i1 %76, label %77, label %81

77:                                               ; preds = %68
  %78 = tail call i32 @llvm.usub.sat.i32(i32 %72, i32 %58)
  %79 = tail call i32 @llvm.usub.sat.i32(i32 %58, i32 %72)
  %80 = sub i32 %74, %79
  br label %101

81:                                               ; preds = %68
  %82 = icmp ugt i32 %59, %72
  br i1 %82, label %83, label %329

83:                                               ; preds = %81
  %84 = tail call i32 @llvm.usub.sat.i32(i32 %72, i32 %58)
  %85 = add i32 %58, %84
  %86 = sub i32 %59, %85
  %87 = zext i32 %74 to i64
  %88 = icmp ugt i64 %87, %5
  br i1 %88, label %89, label %99

89:                                               ; preds = %83
  %90 = load i32, ptr %37, align 4, !tbaa !415
  %91 = icmp ult i32 %86, %90
  br i1 %91, label %99, label %92

92:                                               ; preds = %89
  %93 = sub i32 %75, %59
  %94 = icmp ult i32 %93, %90
  %95 = sub i32 %90, %93
  %96 = select i1 %94, i32 %95, i32 %61
  %97 = tail call i32 @llvm.usub.sat.i32(i32 %90, i32 %93)
  %98 = sub i32 %86, %97
  br label %101

99:                                               ; preds = %83, %89
  %100 = sub i32 %59, %72
  br label %329

101:                                              ; preds = %92, %77
  %102 = phi i32 [ 0, %77 ], [ 1, %92 ]
  %103 = phi i32 [ %61, %77 ], [ %96, %92 ]
  %104 = phi i32 [ %78, %77 ], [ %84, %92 ]
  %105 = phi i32 [ %80, %77 ], [ %98, %92 ]
  %106 = phi i32 [ %75, %77 ], [ %97, %92 ]
  %107 = phi i32 [ 0, %77 ], [ %58, %92 ]
  %108 = sub i32 %59, %106
  %109 = icmp eq i32 %104, 0
  %110 = add i32 %70, 3
  %111 = icmp ne i32 %63, %70
  %112 = select i1 %109, i1 true, i1 %111
  br i1 %112, label %113, label %127

113:                                              ; preds = %101
  %114 = icmp eq i32 %56, %70
  br i1 %114, label %115, label %117

115:                                              ; preds = %113
  %116 = select i1 %109, i32 1, i32 2
  br label %127

117:                                              ; preds = %113
  %118 = icmp eq i32 %55, %70
  br i1 %118, label %119, label %121

119:                                              ; preds = %117
  %120 = select i1 %109, i32 2, i32 3
  br label %127

121:                                              ; preds = %117
  %122 = add i32 %63, -1
  %123 = icmp eq i32 %122, %70
  %124 = select i1 %109, i1 %123, i1 false
  br i1 %124, label %127, label %125

125:                                              ; preds = %121
  %126 = icmp ugt i32 %110, 3
  br i1 %126, label %142, label %127

127:                                              ; preds = %121, %101, %119, %115, %125
  %128 = phi i32 [ %110, %125 ], [ %120, %119 ], [ %116, %115 ], [ 1, %101 ], [ 3, %121 ]
  %129 = xor i1 %109, true
  %130 = sext i1 %129 to i32
  %131 = add nsw i32 %128, %130
  switch i32 %131, label %134 [
    i32 0, label %146
    i32 3, label %132
  ]

132:                                              ; preds = %127
  %133 = add i32 %63, -1
  br label %138

134:                                              ; preds = %127
  %135 = zext i32 %131 to i64
  %136 = getelementptr inbounds i32, ptr %8, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !21
  br label %138

138:                                              ; preds = %134, %132
  %139 = phi i32 [ %133, %132 ], [ %137, %134 ]
  %140 = icmp eq i32 %131, 1
  %141 = select i1 %140, i32 %55, i32 %56
  br label %142

142:                                              ; preds = %125, %138
  %143 = phi i32 [ %141, %138 ], [ %56, %125 ]
  %144 = phi i32 [ %128, %138 ], [ %110, %125 ]
  %145 = phi i32 [ %139, %138 ], [ %70, %125 ]
  store i32 %143, ptr %39, align 4, !tbaa !21
  store i32 %63, ptr %38, align 4, !tbaa !21
  store i32 %145, ptr %8, align 4, !tbaa !21
  br label %146

146:                                              ; preds = %127, %142
  %147 = phi i32 [ %55, %127 ], [ %143, %142 ]
  %148 = phi i32 [ %56, %127 ], [ %63, %142 ]
  %149 = phi i32 [ %63, %127 ], [ %145, %142 ]
  %150 = phi i32 [ %128, %127 ], [ %144, %142 ]
  %151 = load i32, ptr %40, align 8, !tbaa !348
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %176, label %153

153:                                              ; preds = %146
  %154 = add i32 %105, %104
  %155 = zext i32 %154 to i64
  %156 = load i64, ptr %41, align 8, !tbaa !431
  %157 = add i64 %156, %155
  store i64 %157, ptr %41, align 8, !tbaa !431
  %158 = load i32, ptr %42, align 4, !tbaa !217
  %159 = shl nuw i32 1, %158
  %160 = zext i32 %159 to i64
  %161 = icmp ugt i64 %157, %160
  %162 = add i64 %157, %30
  %163 = select i1 %161, i64 %160, i64 %162
  %164 = zext i32 %150 to i64
  %165 = add i64 %163, 3
  %166 = icmp ult i64 %165, %164
  br i1 %166, label %356, label %167

167:                                              ; preds = %153
  %168 = load ptr, ptr %43, align 8, !tbaa !113
  %169 = icmp ne ptr %168, null
  %170 = load i32, ptr %37, align 4, !tbaa !415
  %171 = icmp eq i32 %170, 3
  %172 = or i1 %169, %171
  %173 = select i1 %172, i64 3, i64 4
  %174 = zext i32 %105 to i64
  %175 = icmp ugt i64 %173, %174
  br i1 %175, label %356, label %176

176:                                              ; preds = %167, %146
  %177 = load i32, ptr %1, align 8, !tbaa !429
  %178 = sub i32 %57, %177
  %179 = zext i32 %178 to i64
  %180 = load i64, ptr %44, align 8, !tbaa !337
  %181 = icmp ugt i64 %180, %179
  br i1 %181, label %182, label %356

182:                                              ; preds = %176
  %183 = zext i32 %104 to i64
  %184 = zext i32 %105 to i64
  %185 = getelementptr inbounds i8, ptr %60, i64 %183
  %186 = icmp ugt ptr %185, %46
  %187 = load ptr, ptr %47, align 8, !tbaa !179
  br i1 %186, label %211, label %188

188:                                              ; preds = %182
  %189 = load <16 x i8>, ptr %60, align 1
  store <16 x i8> %189, ptr %187, align 1
  %190 = icmp ugt i32 %104, 16
  br i1 %190, label %191, label %290

191:                                              ; preds = %188
  %192 = load ptr, ptr %47, align 8, !tbaa !179
  %193 = getelementptr inbounds i8, ptr %192, i64 16
  %194 = getelementptr inbounds i8, ptr %60, i64 16
  %195 = add nsw i64 %183, -16
  %196 = getelementptr i8, ptr %192, i64 %183
  %197 = load <16 x i8>, ptr %194, align 1
  store <16 x i8> %197, ptr %193, align 1
  %198 = icmp ult i64 %195, 17
  br i1 %198, label %290, label %199

199:                                              ; preds = %191
  %200 = getelementptr inbounds i8, ptr %192, i64 32
  br label %201

201:                                              ; preds = %201, %199
  %202 = phi ptr [ %200, %199 ], [ %209, %201 ]
  %203 = phi ptr [ %194, %199 ], [ %207, %201 ]
  %204 = getelementptr inbounds i8, ptr %203, i64 16
  %205 = load <16 x i8>, ptr %204, align 1
  store <16 x i8> %205, ptr %202, align 1
  %206 = getelementptr inbounds i8, ptr %202, i64 16
  %207 = getelementptr inbounds i8, ptr %203, i64 32
  %208 = load <16 x i8>, ptr %207, align 1
  store <16 x i8> %208, ptr %206, align 1
  %209 = getelementptr inbounds i8, ptr %202, i64 32
  %210 = icmp ult ptr %209, %196
  br i1 %210, label %201, label %294, !llvm.loop !432

211:                                              ; preds = %182
  %212 = ptrtoint ptr %185 to i64
  %213 = icmp ugt ptr %60, %46
  br i1 %213, label %232, label %214

214:                                              ; preds = %211
  %215 = ptrtoint ptr %60 to i64
  %216 = sub i64 %48, %215
  %217 = getelementptr inbounds i8, ptr %187, i64 %216
  %218 = load <16 x i8>, ptr %60, align 1
  store <16 x i8> %218, ptr %187, align 1
  %219 = icmp slt i64 %216, 17
  br i1 %219, label %232, label %220

220:                                              ; preds = %214
  %221 = getelementptr inbounds i8, ptr %187, i64 16
  br label %222

222:                                              ; preds = %222, %220
  %223 = phi ptr [ %221, %220 ], [ %230, %222 ]
  %224 = phi ptr [ %60, %220 ], [ %228, %222 ]
  %225 = getelementptr inbounds i8, ptr %224, i64 16
  %226 = load <16 x i8>, ptr %225, align 1
  store <16 x i8> %226, ptr %223, align 1
  %227 = getelementptr inbounds i8, ptr %223, i64 16
  %228 = getelementptr inbounds i8, ptr %224, i64 32
  %229 = load <16 x i8>, ptr %228, align 1
  store <16 x i8> %229, ptr %227, align 1
  %230 = getelementptr inbounds i8, ptr %223, i64 32
  %231 = icmp ult ptr %230, %217
  br i1 %231, label %222, label %232, !llvm.loop !432

232:                                              ; preds = %222, %214, %211
  %233 = phi ptr [ %46, %214 ], [ %60, %211 ], [ %46, %222 ]
  %234 = phi ptr [ %217, %214 ], [ %187, %211 ], [ %217, %222 ]
  %235 = icmp ult ptr %233, %185
  br i1 %235, label %236, label %294

236:                                              ; preds = %232
  %237 = ptrtoint ptr %234 to i64
  %238 = ptrtoint ptr %233 to i64
  %239 = sub i64 %212, %238
  %240 = getelementptr i8, ptr %233, i64 %239
  %241 = icmp ult i64 %239, 8
  %242 = sub i64 %237, %238
  %243 = icmp ult i64 %242, 32
  %244 = select i1 %241, i1 true, i1 %243
  br i1 %244, label %280, label %245

245:                                              ; preds = %236
  %246 = icmp ult i64 %239, 32
  br i1 %246, label %266, label %247

247:                                              ; preds = %245
  %248 = and i64 %239, -32
  br label %249

249:                                              ; preds = %249, %247
  %250 = phi i64 [ 0, %247 ], [ %257, %249 ]
  %251 = getelementptr i8, ptr %234, i64 %250
  %252 = getelementptr i8, ptr %233, i64 %250
  %253 = getelementptr i8, ptr %252, i64 16
  %254 = load <16 x i8>, ptr %252, align 1, !tbaa !174
  %255 = load <16 x i8>, ptr %253, align 1, !tbaa !174
  %256 = getelementptr i8, ptr %251, i64 16
  store <16 x i8> %254, ptr %251, align 1, !tbaa !174
  store <16 x i8> %255, ptr %256, align 1, !tbaa !174
  %257 = add nuw i64 %250, 32
  %258 = icmp eq i64 %257, %248
  br i1 %258, label %259, label %249, !llvm.loop !460

259:                                              ; preds = %249
  %260 = icmp eq i64 %239, %248
  br i1 %260, label %294, label %261

261:                                              ; preds = %259
  %262 = getelementptr i8, ptr %233, i64 %248
  %263 = getelementptr i8, ptr %234, i64 %248
  %264 = and i64 %239, 24
  %265 = icmp eq i64 %264, 0
  br i1 %265, label %280, label %266

266:                                              ; preds = %245, %261
  %267 = phi i64 [ %248, %261 ], [ 0, %245 ]
  %268 = and i64 %239, -8
  %269 = getelementptr i8, ptr %234, i64 %268
  %270 = getelementptr i8, ptr %233, i64 %268
  br label %271

271:                                              ; preds = %271, %266
  %272 = phi i64 [ %267, %266 ], [ %276, %271 ]
  %273 = getelementptr i8, ptr %234, i64 %272
  %274 = getelementptr i8, ptr %233, i64 %272
  %275 = load <8 x i8>, ptr %274, align 1, !tbaa !174
  store <8 x i8> %275, ptr %273, align 1, !tbaa !174
  %276 = add nuw i64 %272, 8
  %277 = icmp eq i64 %276, %268
  br i1 %277, label %278, label %271, !llvm.loop !461

278:                                              ; preds = %271
  %279 = icmp eq i64 %239, %268
  br i1 %279, label %294, label %280

280:                                              ; preds = %278, %236, %261
  %281 = phi ptr [ %234, %236 ], [ %263, %261 ], [ %269, %278 ]
  %282 = phi ptr [ %233, %236 ], [ %262, %261 ], [ %270, %278 ]
  br label %283

283:                                              ; preds = %280, %283
  %284 = phi ptr [ %288, %283 ], [ %281, %280 ]
  %285 = phi ptr [ %286, %283 ], [ %282, %280 ]
  %286 = getelementptr inbounds i8, ptr %285, i64 1
  %287 = load i8, ptr %285, align 1, !tbaa !174
  %288 = getelementptr inbounds i8, ptr %284, i64 1
  store i8 %287, ptr %284, align 1, !tbaa !174
  %289 = icmp eq ptr %286, %240
  br i1 %289, label %294, label %283, !llvm.loop !462

290:                                              ; preds = %191, %188
  %291 = load ptr, ptr %47, align 8, !tbaa !179
  %292 = getelementptr inbounds i8, ptr %291, i64 %183
  store ptr %292, ptr %47, align 8, !tbaa !179
  %293 = load ptr, ptr %50, align 8, !tbaa !168
  br label %306

294:                                              ; preds = %201, %283, %259, %278, %232
  %295 = load ptr, ptr %47, align 8, !tbaa !179
  %296 = getelementptr inbounds i8, ptr %295, i64 %183
  store ptr %296, ptr %47, align 8, !tbaa !179
  %297 = icmp ugt i32 %104, 65535
  %298 = load ptr, ptr %50, align 8, !tbaa !168
  br i1 %297, label %299, label %306, !prof !436

299:                                              ; preds = %294
  store i32 1, ptr %49, align 8, !tbaa !176
  %300 = load ptr, ptr %45, align 8, !tbaa !164
  %301 = ptrtoint ptr %298 to i64
  %302 = ptrtoint ptr %300 to i64
  %303 = sub i64 %301, %302
  %304 = lshr exact i64 %303, 3
  %305 = trunc i64 %304 to i32
  store i32 %305, ptr %51, align 4, !tbaa !177
  br label %306

306:                                              ; preds = %290, %299, %294
  %307 = phi ptr [ %293, %290 ], [ %298, %299 ], [ %298, %294 ]
  %308 = trunc i32 %104 to i16
  %309 = getelementptr inbounds i8, ptr %307, i64 4
  store i16 %308, ptr %309, align 4, !tbaa !169
  store i32 %150, ptr %307, align 4, !tbaa !172
  %310 = add nsw i64 %184, -3
  %311 = icmp ugt i64 %310, 65535
  br i1 %311, label %312, label %319, !prof !338

312:                                              ; preds = %306
  store i32 2, ptr %49, align 8, !tbaa !176
  %313 = load ptr, ptr %45, align 8, !tbaa !164
  %314 = ptrtoint ptr %307 to i64
  %315 = ptrtoint ptr %313 to i64
  %316 = sub i64 %314, %315
  %317 = lshr exact i64 %316, 3
  %318 = trunc i64 %317 to i32
  store i32 %318, ptr %51, align 4, !tbaa !177
  br label %319

319:                                              ; preds = %312, %306
  %320 = trunc i64 %310 to i16
  %321 = getelementptr inbounds i8, ptr %307, i64 6
  store i16 %320, ptr %321, align 2, !tbaa !173
  %322 = getelementptr inbounds i8, ptr %307, i64 8
  store ptr %322, ptr %50, align 8, !tbaa !168
  %323 = add i32 %105, %104
  %324 = zext i32 %323 to i64
  %325 = getelementptr inbounds i8, ptr %60, i64 %324
  %326 = zext i1 %76 to i32
  %327 = add i32 %57, %326
  %328 = icmp eq i32 %108, 0
  br i1 %328, label %329, label %54

329:                                              ; preds = %54, %319, %81, %29, %99
  %330 = phi ptr [ %60, %99 ], [ %4, %29 ], [ %60, %54 ], [ %325, %319 ], [ %60, %81 ]
  %331 = phi i32 [ %57, %99 ], [ %9, %29 ], [ %57, %54 ], [ %327, %319 ], [ %57, %81 ]
  %332 = phi i32 [ %100, %99 ], [ 0, %29 ], [ %61, %54 ], [ %103, %319 ], [ %61, %81 ]
  %333 = phi i32 [ %72, %99 ], [ 0, %29 ], [ %59, %54 ], [ 0, %319 ], [ %59, %81 ]
  store i32 %331, ptr %1, align 8, !tbaa !429
  store i32 %333, ptr %10, align 4, !tbaa !459
  %334 = getelementptr inbounds i8, ptr %0, i64 3232
  %335 = load ptr, ptr %334, align 8, !tbaa !329
  %336 = getelementptr inbounds i8, ptr %335, i64 5616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %336, ptr noundef nonnull align 4 dereferenceable(12) %8, i64 12, i1 false)
  %337 = zext i32 %332 to i64
  %338 = sub nsw i64 0, %337
  %339 = getelementptr inbounds i8, ptr %14, i64 %338
  %340 = icmp eq ptr %330, %339
  %341 = ptrtoint ptr %339 to i64
  br i1 %340, label %353, label %342

342:                                              ; preds = %329
  %343 = ptrtoint ptr %330 to i64
  %344 = sub i64 %341, %343
  %345 = and i64 %344, 4294967295
  %346 = getelementptr inbounds i8, ptr %0, i64 1000
  %347 = load ptr, ptr %346, align 8, !tbaa !179
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %347, ptr readonly align 1 %330, i64 %345, i1 false)
  %348 = load ptr, ptr %346, align 8, !tbaa !179
  %349 = getelementptr inbounds i8, ptr %348, i64 %345
  store ptr %349, ptr %346, align 8, !tbaa !179
  %350 = getelementptr inbounds i8, ptr %1, i64 8
  %351 = load i64, ptr %350, align 8, !tbaa !431
  %352 = add i64 %351, %345
  store i64 %352, ptr %350, align 8, !tbaa !431
  br label %353

353:                                              ; preds = %329, %342
  %354 = ptrtoint ptr %4 to i64
  %355 = sub i64 %341, %354
  br label %356

356:                                              ; preds = %176, %153, %167, %353
  %357 = phi i64 [ %355, %353 ], [ -107, %167 ], [ -107, %153 ], [ -107, %176 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8) #27
  ret i64 %357
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #25

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #26

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.umin.v2i32(<2 x i32>, <2 x i32>) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v16i64(<16 x i64>) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #25

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { inlinehint nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #15 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #16 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #17 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #18 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #19 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #20 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #21 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #23 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #24 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #25 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #26 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #27 = { nounwind }
attributes #28 = { nounwind allocsize(0) }
attributes #29 = { nounwind allocsize(0,1) }
attributes #30 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 44}
!7 = !{!"ZSTD_CCtx_params_s", !8, i64 0, !11, i64 4, !12, i64 32, !8, i64 44, !8, i64 48, !13, i64 56, !8, i64 64, !8, i64 68, !8, i64 72, !8, i64 76, !13, i64 80, !8, i64 88, !8, i64 92, !14, i64 96, !8, i64 120, !8, i64 124, !8, i64 128, !8, i64 132, !8, i64 136, !8, i64 140, !8, i64 144, !13, i64 152, !8, i64 160, !8, i64 164, !15, i64 168, !8, i64 192, !8, i64 196, !16, i64 200, !16, i64 208, !8, i64 216}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20, !8, i64 24}
!12 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8}
!13 = !{!"long", !9, i64 0}
!14 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20}
!15 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16}
!16 = !{!"any pointer", !9, i64 0}
!17 = !{!7, !8, i64 32}
!18 = !{!16, !16, i64 0}
!19 = !{!15, !16, i64 8}
!20 = !{i64 0, i64 8, !18, i64 8, i64 8, !18, i64 16, i64 8, !18}
!21 = !{!8, !8, i64 0}
!22 = !{!23, !13, i64 928}
!23 = !{!"ZSTD_CCtx_s", !8, i64 0, !8, i64 4, !8, i64 8, !7, i64 16, !7, i64 240, !7, i64 464, !8, i64 688, !13, i64 696, !24, i64 704, !13, i64 776, !25, i64 784, !25, i64 792, !25, i64 800, !26, i64 808, !15, i64 896, !16, i64 920, !13, i64 928, !27, i64 936, !8, i64 968, !8, i64 972, !28, i64 976, !29, i64 1056, !16, i64 3168, !13, i64 3176, !31, i64 3184, !32, i64 3224, !16, i64 3544, !13, i64 3552, !8, i64 3560, !16, i64 3568, !13, i64 3576, !13, i64 3584, !13, i64 3592, !13, i64 3600, !16, i64 3608, !13, i64 3616, !13, i64 3624, !13, i64 3632, !8, i64 3640, !8, i64 3644, !35, i64 3648, !13, i64 3672, !13, i64 3680, !36, i64 3688, !16, i64 3728, !37, i64 3736, !25, i64 3760, !38, i64 3768, !16, i64 5264, !13, i64 5272}
!24 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16, !16, i64 24, !16, i64 32, !16, i64 40, !16, i64 48, !9, i64 56, !8, i64 60, !8, i64 64, !8, i64 68}
!25 = !{!"long long", !9, i64 0}
!26 = !{!"XXH_NAMESPACEXXH64_state_s", !13, i64 0, !9, i64 8, !9, i64 40, !8, i64 72, !8, i64 76, !13, i64 80}
!27 = !{!"", !8, i64 0, !16, i64 8, !13, i64 16, !13, i64 24}
!28 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16, !16, i64 24, !16, i64 32, !16, i64 40, !16, i64 48, !13, i64 56, !13, i64 64, !8, i64 72, !8, i64 76}
!29 = !{!"", !30, i64 0, !16, i64 40, !8, i64 48, !16, i64 56, !9, i64 64, !9, i64 576}
!30 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16, !8, i64 24, !8, i64 28, !8, i64 32}
!31 = !{!"", !16, i64 0, !13, i64 8, !13, i64 16, !13, i64 24, !13, i64 32}
!32 = !{!"", !16, i64 0, !16, i64 8, !33, i64 16}
!33 = !{!"ZSTD_MatchState_t", !30, i64 0, !8, i64 40, !8, i64 44, !8, i64 48, !8, i64 52, !16, i64 56, !9, i64 64, !13, i64 96, !8, i64 104, !16, i64 112, !16, i64 120, !16, i64 128, !8, i64 136, !8, i64 140, !34, i64 144, !16, i64 248, !11, i64 256, !16, i64 288, !8, i64 296, !8, i64 300}
!34 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16, !16, i64 24, !16, i64 32, !16, i64 40, !8, i64 48, !8, i64 52, !8, i64 56, !8, i64 60, !8, i64 64, !8, i64 68, !8, i64 72, !8, i64 76, !8, i64 80, !16, i64 88, !8, i64 96}
!35 = !{!"ZSTD_inBuffer_s", !16, i64 0, !13, i64 8, !13, i64 16}
!36 = !{!"", !16, i64 0, !16, i64 8, !13, i64 16, !8, i64 24, !16, i64 32}
!37 = !{!"ZSTD_prefixDict_s", !16, i64 0, !13, i64 8, !8, i64 16}
!38 = !{!"", !28, i64 0, !28, i64 80, !28, i64 160, !28, i64 240, !28, i64 320, !9, i64 400, !39, i64 1184}
!39 = !{!"", !40, i64 0, !41, i64 144}
!40 = !{!"", !8, i64 0, !9, i64 4, !13, i64 136}
!41 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !9, i64 12, !13, i64 152, !13, i64 160}
!42 = !{!24, !9, i64 56}
!43 = !{!24, !16, i64 16}
!44 = !{!24, !16, i64 24}
!45 = !{!24, !16, i64 32}
!46 = !{!23, !16, i64 3224}
!47 = !{!23, !16, i64 3544}
!48 = !{!23, !13, i64 3552}
!49 = !{!23, !8, i64 8}
!50 = !{!24, !16, i64 0}
!51 = !{!24, !16, i64 8}
!52 = !{!13, !13, i64 0}
!53 = !{i64 0, i64 4, !21, i64 4, i64 4, !21, i64 8, i64 4, !21, i64 12, i64 4, !21, i64 16, i64 4, !21, i64 20, i64 4, !21, i64 24, i64 4, !21}
!54 = !{i64 0, i64 4, !21, i64 4, i64 4, !21, i64 8, i64 4, !21}
!55 = !{!11, !8, i64 24}
!56 = !{!7, !8, i64 160}
!57 = !{!7, !8, i64 140}
!58 = !{!11, !8, i64 0}
!59 = !{!7, !8, i64 96}
!60 = !{!7, !13, i64 152}
!61 = !{!7, !8, i64 216}
!62 = !{!11, !8, i64 4}
!63 = !{!11, !8, i64 8}
!64 = !{!11, !8, i64 12}
!65 = !{!11, !8, i64 16}
!66 = !{!11, !8, i64 20}
!67 = !{!23, !8, i64 3640}
!68 = !{!23, !8, i64 4}
!69 = !{!7, !8, i64 0}
!70 = !{!7, !8, i64 4}
!71 = !{!7, !8, i64 12}
!72 = !{!7, !8, i64 8}
!73 = !{!7, !8, i64 16}
!74 = !{!7, !8, i64 20}
!75 = !{!7, !8, i64 24}
!76 = !{!7, !8, i64 28}
!77 = !{!7, !8, i64 36}
!78 = !{!7, !8, i64 40}
!79 = !{!7, !8, i64 48}
!80 = !{!7, !8, i64 68}
!81 = !{!7, !8, i64 72}
!82 = !{!7, !8, i64 120}
!83 = !{!7, !8, i64 100}
!84 = !{!7, !8, i64 108}
!85 = !{!7, !8, i64 104}
!86 = !{!7, !8, i64 112}
!87 = !{!7, !13, i64 56}
!88 = !{!7, !8, i64 64}
!89 = !{!7, !8, i64 124}
!90 = !{!7, !8, i64 128}
!91 = !{!7, !8, i64 132}
!92 = !{!7, !8, i64 136}
!93 = !{!7, !8, i64 144}
!94 = !{!7, !8, i64 164}
!95 = !{!7, !8, i64 192}
!96 = !{!7, !8, i64 196}
!97 = !{!7, !8, i64 76}
!98 = !{!23, !16, i64 3728}
!99 = !{i64 0, i64 4, !21, i64 4, i64 4, !21, i64 8, i64 4, !21, i64 12, i64 4, !21, i64 16, i64 4, !21, i64 20, i64 4, !21, i64 24, i64 4, !21, i64 28, i64 4, !21, i64 32, i64 4, !21, i64 36, i64 4, !21, i64 40, i64 4, !21, i64 44, i64 4, !21, i64 48, i64 4, !21, i64 56, i64 8, !52, i64 64, i64 4, !21, i64 68, i64 4, !21, i64 72, i64 4, !21, i64 76, i64 4, !21, i64 80, i64 8, !52, i64 88, i64 4, !21, i64 92, i64 4, !21, i64 96, i64 4, !21, i64 100, i64 4, !21, i64 104, i64 4, !21, i64 108, i64 4, !21, i64 112, i64 4, !21, i64 116, i64 4, !21, i64 120, i64 4, !21, i64 124, i64 4, !21, i64 128, i64 4, !21, i64 132, i64 4, !21, i64 136, i64 4, !21, i64 140, i64 4, !21, i64 144, i64 4, !21, i64 152, i64 8, !52, i64 160, i64 4, !21, i64 164, i64 4, !21, i64 168, i64 8, !18, i64 176, i64 8, !18, i64 184, i64 8, !18, i64 192, i64 4, !21, i64 196, i64 4, !21, i64 200, i64 8, !18, i64 208, i64 8, !18, i64 216, i64 4, !21}
!100 = !{!23, !25, i64 784}
!101 = !{!23, !16, i64 3688}
!102 = !{!23, !16, i64 3696}
!103 = !{!23, !13, i64 3704}
!104 = !{!23, !8, i64 3712}
!105 = !{!23, !16, i64 3720}
!106 = !{!23, !16, i64 920}
!107 = !{!23, !16, i64 3736}
!108 = !{!23, !13, i64 3744}
!109 = !{!23, !8, i64 3752}
!110 = !{!111}
!111 = distinct !{!111, !112, !"ZSTD_getCParams_internal: argument 0"}
!112 = distinct !{!112, !"ZSTD_getCParams_internal"}
!113 = !{!7, !16, i64 208}
!114 = !{i64 0, i64 4, !21, i64 4, i64 4, !21, i64 8, i64 4, !21, i64 12, i64 4, !21, i64 16, i64 4, !21, i64 20, i64 4, !21}
!115 = !{!14, !8, i64 0}
!116 = !{!117}
!117 = distinct !{!117, !118, !"ZSTD_makeCCtxParamsFromCParams: argument 0"}
!118 = distinct !{!118, !"ZSTD_makeCCtxParamsFromCParams"}
!119 = !{!25, !25, i64 0}
!120 = !{!121}
!121 = distinct !{!121, !122, !"ZSTD_getCParams_internal: argument 0"}
!122 = distinct !{!122, !"ZSTD_getCParams_internal"}
!123 = distinct !{!123, !124}
!124 = !{!"llvm.loop.mustprogress"}
!125 = distinct !{!125, !124}
!126 = !{!127}
!127 = distinct !{!127, !128, !"ZSTD_makeCCtxParamsFromCParams: argument 0"}
!128 = distinct !{!128, !"ZSTD_makeCCtxParamsFromCParams"}
!129 = !{!130}
!130 = distinct !{!130, !131, !"ZSTD_getCParams_internal: argument 0"}
!131 = distinct !{!131, !"ZSTD_getCParams_internal"}
!132 = distinct !{!132, !124}
!133 = !{!23, !16, i64 3568}
!134 = !{!23, !13, i64 3592}
!135 = !{!23, !13, i64 3584}
!136 = !{!23, !25, i64 792}
!137 = !{!138, !25, i64 0}
!138 = !{!"", !25, i64 0, !25, i64 8, !25, i64 16, !25, i64 24, !8, i64 32, !8, i64 36}
!139 = !{!138, !25, i64 8}
!140 = !{!23, !25, i64 800}
!141 = !{!138, !25, i64 16}
!142 = !{!138, !25, i64 24}
!143 = !{!144, !8, i64 2056}
!144 = !{!"", !145, i64 0, !9, i64 5616}
!145 = !{!"", !146, i64 0, !147, i64 2064}
!146 = !{!"", !9, i64 0, !8, i64 2056}
!147 = !{!"", !9, i64 0, !9, i64 772, !9, i64 2224, !8, i64 3540, !8, i64 3544, !8, i64 3548}
!148 = !{!144, !8, i64 5604}
!149 = !{!23, !8, i64 0}
!150 = !{!23, !8, i64 3560}
!151 = !{!23, !8, i64 400}
!152 = !{!23, !8, i64 380}
!153 = !{!23, !13, i64 392}
!154 = !{!23, !8, i64 268}
!155 = !{!23, !8, i64 248}
!156 = !{!23, !8, i64 252}
!157 = !{!23, !8, i64 3288}
!158 = !{!23, !16, i64 3352}
!159 = !{!23, !16, i64 3368}
!160 = !{!23, !16, i64 3360}
!161 = !{i64 0, i64 8, !18, i64 8, i64 8, !18, i64 16, i64 8, !18, i64 24, i64 4, !21, i64 28, i64 4, !21, i64 32, i64 4, !21}
!162 = !{!23, !8, i64 688}
!163 = !{!23, !13, i64 696}
!164 = !{!28, !16, i64 0}
!165 = !{!28, !16, i64 32}
!166 = !{!28, !16, i64 48}
!167 = !{!28, !16, i64 40}
!168 = !{!28, !16, i64 8}
!169 = !{!170, !171, i64 4}
!170 = !{!"SeqDef_s", !8, i64 0, !171, i64 4, !171, i64 6}
!171 = !{!"short", !9, i64 0}
!172 = !{!170, !8, i64 0}
!173 = !{!170, !171, i64 6}
!174 = !{!9, !9, i64 0}
!175 = distinct !{!175, !124}
!176 = !{!28, !8, i64 72}
!177 = !{!28, !8, i64 76}
!178 = !{!28, !16, i64 16}
!179 = !{!28, !16, i64 24}
!180 = !{!181, !16, i64 0}
!181 = !{!"ZSTD_outBuffer_s", !16, i64 0, !13, i64 8, !13, i64 16}
!182 = !{!181, !13, i64 8}
!183 = !{!181, !13, i64 16}
!184 = !{!35, !16, i64 0}
!185 = !{!35, !13, i64 8}
!186 = !{!35, !13, i64 16}
!187 = !{!23, !13, i64 952}
!188 = !{!189, !8, i64 0}
!189 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12}
!190 = !{!189, !8, i64 8}
!191 = !{!189, !8, i64 4}
!192 = !{i64 0, i64 4, !21, i64 4, i64 4, !21, i64 8, i64 4, !21, i64 12, i64 4, !21}
!193 = distinct !{!193, !124}
!194 = !{!146, !8, i64 2056}
!195 = !{!40, !8, i64 0}
!196 = !{!39, !13, i64 136}
!197 = !{!147, !8, i64 3540}
!198 = !{!199}
!199 = distinct !{!199, !200, !"ZSTD_buildDummySequencesStatistics: argument 0"}
!200 = distinct !{!200, !"ZSTD_buildDummySequencesStatistics"}
!201 = !{!41, !8, i64 8}
!202 = !{!41, !13, i64 160}
!203 = !{!39, !13, i64 296}
!204 = !{!171, !171, i64 0}
!205 = !{!23, !16, i64 3184}
!206 = !{!23, !13, i64 3208}
!207 = !{!23, !13, i64 3216}
!208 = !{!33, !8, i64 136}
!209 = !{!30, !16, i64 0}
!210 = !{!30, !16, i64 16}
!211 = !{!30, !8, i64 28}
!212 = !{!30, !8, i64 24}
!213 = !{!30, !16, i64 8}
!214 = !{!33, !8, i64 44}
!215 = !{!23, !8, i64 336}
!216 = !{!23, !13, i64 776}
!217 = !{!23, !8, i64 244}
!218 = !{!23, !8, i64 276}
!219 = !{!23, !8, i64 384}
!220 = !{!23, !8, i64 968}
!221 = !{!23, !8, i64 936}
!222 = !{!23, !16, i64 984}
!223 = !{!23, !16, i64 976}
!224 = !{!225, !16, i64 0}
!225 = !{!"", !16, i64 0, !13, i64 8}
!226 = !{!225, !13, i64 8}
!227 = !{i64 0, i64 8, !18, i64 8, i64 8, !18, i64 16, i64 8, !18, i64 24, i64 8, !18, i64 32, i64 8, !18, i64 40, i64 8, !18, i64 48, i64 8, !18, i64 56, i64 8, !52, i64 64, i64 8, !52, i64 72, i64 4, !21, i64 76, i64 4, !21}
!228 = distinct !{!228, !124}
!229 = distinct !{!229, !124}
!230 = distinct !{!230, !124}
!231 = distinct !{!231, !124}
!232 = distinct !{!232, !124}
!233 = !{!144, !8, i64 5608}
!234 = !{!144, !8, i64 5612}
!235 = !{!236, !13, i64 8}
!236 = !{!"ZSTD_CDict_s", !16, i64 0, !13, i64 8, !8, i64 16, !16, i64 24, !24, i64 32, !33, i64 104, !144, i64 408, !15, i64 6040, !8, i64 6064, !8, i64 6068, !8, i64 6072}
!237 = !{!23, !25, i64 3760}
!238 = !{!236, !8, i64 6068}
!239 = !{!236, !8, i64 244}
!240 = !{!236, !8, i64 6072}
!241 = !{!236, !16, i64 104}
!242 = !{!236, !16, i64 112}
!243 = !{!236, !8, i64 128}
!244 = !{!23, !16, i64 3488}
!245 = !{!23, !8, i64 3264}
!246 = !{!23, !16, i64 3240}
!247 = !{!23, !8, i64 3280}
!248 = !{!236, !8, i64 6064}
!249 = !{!236, !16, i64 216}
!250 = distinct !{!250, !124, !251, !252}
!251 = !{!"llvm.loop.isvectorized", i32 1}
!252 = !{!"llvm.loop.unroll.runtime.disable"}
!253 = distinct !{!253, !124, !251}
!254 = !{!236, !16, i64 232}
!255 = distinct !{!255, !124, !251, !252}
!256 = distinct !{!256, !124, !251}
!257 = !{!23, !16, i64 3296}
!258 = !{!236, !16, i64 160}
!259 = !{!236, !13, i64 200}
!260 = !{!23, !13, i64 3336}
!261 = !{!236, !16, i64 0}
!262 = !{!236, !8, i64 16}
!263 = !{!264, !266}
!264 = distinct !{!264, !265, !"ZSTD_getCParams_internal: argument 0"}
!265 = distinct !{!265, !"ZSTD_getCParams_internal"}
!266 = distinct !{!266, !267, !"ZSTD_getParams_internal: argument 0"}
!267 = distinct !{!267, !"ZSTD_getParams_internal"}
!268 = !{!23, !13, i64 3576}
!269 = !{!23, !13, i64 3616}
!270 = !{!23, !8, i64 316}
!271 = !{!272, !8, i64 0}
!272 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !13, i64 16, !13, i64 24, !13, i64 32, !16, i64 40, !16, i64 48, !16, i64 56}
!273 = !{!272, !8, i64 4}
!274 = !{!272, !8, i64 8}
!275 = !{!272, !13, i64 16}
!276 = !{!272, !13, i64 24}
!277 = !{!272, !13, i64 32}
!278 = !{!272, !16, i64 40}
!279 = !{!272, !16, i64 48}
!280 = !{!281, !283}
!281 = distinct !{!281, !282, !"ZSTD_getCParams_internal: argument 0"}
!282 = distinct !{!282, !"ZSTD_getCParams_internal"}
!283 = distinct !{!283, !284, !"ZSTD_getParams_internal: argument 0"}
!284 = distinct !{!284, !"ZSTD_getParams_internal"}
!285 = !{!286}
!286 = distinct !{!286, !287, !"ZSTD_getCParams_internal: argument 0"}
!287 = distinct !{!287, !"ZSTD_getCParams_internal"}
!288 = !{!289, !291}
!289 = distinct !{!289, !290, !"ZSTD_getCParams_internal: argument 0"}
!290 = distinct !{!290, !"ZSTD_getCParams_internal"}
!291 = distinct !{!291, !292, !"ZSTD_dedicatedDictSearch_getCParams: argument 0"}
!292 = distinct !{!292, !"ZSTD_dedicatedDictSearch_getCParams"}
!293 = !{!24, !8, i64 64}
!294 = !{!236, !16, i64 24}
!295 = !{!296}
!296 = distinct !{!296, !297, !"ZSTD_getCParams_internal: argument 0"}
!297 = distinct !{!297, !"ZSTD_getCParams_internal"}
!298 = !{!299}
!299 = distinct !{!299, !300, !"ZSTD_getCParams_internal: argument 0"}
!300 = distinct !{!300, !"ZSTD_getCParams_internal"}
!301 = !{i64 0, i64 4, !21, i64 4, i64 4, !21, i64 8, i64 4, !21, i64 12, i64 4, !21, i64 16, i64 4, !21, i64 20, i64 4, !21, i64 24, i64 4, !21, i64 28, i64 4, !21, i64 32, i64 4, !21, i64 36, i64 4, !21, i64 40, i64 4, !21, i64 48, i64 8, !52, i64 56, i64 4, !21, i64 60, i64 4, !21, i64 64, i64 4, !21, i64 68, i64 4, !21, i64 72, i64 8, !52, i64 80, i64 4, !21, i64 84, i64 4, !21, i64 88, i64 4, !21, i64 92, i64 4, !21, i64 96, i64 4, !21, i64 100, i64 4, !21, i64 104, i64 4, !21, i64 108, i64 4, !21, i64 112, i64 4, !21, i64 116, i64 4, !21, i64 120, i64 4, !21, i64 124, i64 4, !21, i64 128, i64 4, !21, i64 132, i64 4, !21, i64 136, i64 4, !21, i64 144, i64 8, !52, i64 152, i64 4, !21, i64 156, i64 4, !21, i64 160, i64 8, !18, i64 168, i64 8, !18, i64 176, i64 8, !18, i64 184, i64 4, !21, i64 188, i64 4, !21, i64 192, i64 8, !18, i64 200, i64 8, !18, i64 208, i64 4, !21}
!302 = !{!303, !8, i64 28}
!303 = !{!"", !11, i64 0, !12, i64 28}
!304 = !{!23, !8, i64 364}
!305 = !{!23, !13, i64 3672}
!306 = !{!23, !13, i64 3600}
!307 = !{!23, !8, i64 140}
!308 = !{!23, !16, i64 3648}
!309 = !{!23, !13, i64 3656}
!310 = !{i64 0, i64 8, !18, i64 8, i64 8, !52, i64 16, i64 8, !52}
!311 = !{!23, !8, i64 16}
!312 = !{!23, !8, i64 368}
!313 = !{!23, !13, i64 3680}
!314 = distinct !{!314, !124}
!315 = !{!23, !13, i64 3624}
!316 = !{!23, !13, i64 3632}
!317 = !{!23, !16, i64 3608}
!318 = !{!23, !8, i64 3644}
!319 = !{!36, !16, i64 8}
!320 = !{!36, !16, i64 32}
!321 = !{!36, !13, i64 16}
!322 = !{!36, !8, i64 24}
!323 = !{!236, !8, i64 384}
!324 = !{!23, !8, i64 372}
!325 = distinct !{!325, !124}
!326 = !{!23, !8, i64 456}
!327 = !{ptr @ZSTD_transferSequences_noDelim, ptr @ZSTD_transferSequences_wBlockDelim}
!328 = distinct !{!328, !124}
!329 = !{!23, !16, i64 3232}
!330 = !{!32, !16, i64 0}
!331 = !{!32, !16, i64 8}
!332 = !{!26, !13, i64 0}
!333 = !{!26, !8, i64 72}
!334 = distinct !{!334, !124}
!335 = distinct !{!335, !124}
!336 = distinct !{!336, !124}
!337 = !{!23, !13, i64 1032}
!338 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!339 = distinct !{!339, !124}
!340 = !{!23, !8, i64 1048}
!341 = !{!23, !8, i64 1052}
!342 = !{!"branch_weights", !"expected", i32 1125985, i32 2146357663}
!343 = distinct !{!343, !124}
!344 = distinct !{!344, !124}
!345 = !{!346, !13, i64 8}
!346 = !{!"", !13, i64 0, !13, i64 8, !13, i64 16}
!347 = !{!346, !13, i64 16}
!348 = !{!23, !8, i64 376}
!349 = !{!350}
!350 = distinct !{!350, !351, !"ZSTD_get1BlockSummary: argument 0"}
!351 = distinct !{!351, !"ZSTD_get1BlockSummary"}
!352 = !{!353}
!353 = distinct !{!353, !354, !"inBuffer_forEndFlush: argument 0"}
!354 = distinct !{!354, !"inBuffer_forEndFlush"}
!355 = !{!356}
!356 = distinct !{!356, !357, !"inBuffer_forEndFlush: argument 0"}
!357 = distinct !{!357, !"inBuffer_forEndFlush"}
!358 = !{!359}
!359 = distinct !{!359, !360, !"ZSTD_getCParams_internal: argument 0"}
!360 = distinct !{!360, !"ZSTD_getCParams_internal"}
!361 = !{!362}
!362 = distinct !{!362, !363, !"ZSTD_getParams_internal: argument 0"}
!363 = distinct !{!363, !"ZSTD_getParams_internal"}
!364 = !{!365, !362}
!365 = distinct !{!365, !366, !"ZSTD_getCParams_internal: argument 0"}
!366 = distinct !{!366, !"ZSTD_getCParams_internal"}
!367 = !{!23, !8, i64 972}
!368 = !{!24, !8, i64 60}
!369 = !{!24, !16, i64 40}
!370 = !{!24, !16, i64 48}
!371 = !{!23, !8, i64 3536}
!372 = !{!23, !8, i64 272}
!373 = !{!23, !16, i64 1096}
!374 = !{!23, !16, i64 3168}
!375 = !{!23, !13, i64 3176}
!376 = !{!23, !8, i64 1104}
!377 = !{!23, !13, i64 5272}
!378 = !{!23, !16, i64 5264}
!379 = !{!23, !16, i64 992}
!380 = !{!23, !13, i64 1040}
!381 = !{!23, !16, i64 1112}
!382 = !{!23, !16, i64 1008}
!383 = !{!23, !16, i64 1016}
!384 = !{!23, !16, i64 1024}
!385 = !{!33, !8, i64 140}
!386 = !{!33, !8, i64 48}
!387 = !{!33, !8, i64 300}
!388 = !{!33, !8, i64 40}
!389 = !{!33, !8, i64 196}
!390 = !{!33, !16, i64 248}
!391 = !{!33, !16, i64 112}
!392 = !{!33, !16, i64 128}
!393 = !{!33, !16, i64 120}
!394 = !{!33, !16, i64 56}
!395 = !{!33, !13, i64 96}
!396 = !{!33, !8, i64 104}
!397 = !{!33, !8, i64 52}
!398 = !{!33, !16, i64 144}
!399 = !{!33, !16, i64 152}
!400 = !{!33, !16, i64 160}
!401 = !{!33, !16, i64 168}
!402 = !{!33, !16, i64 176}
!403 = !{!33, !16, i64 184}
!404 = !{!405, !13, i64 24}
!405 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !13, i64 16, !13, i64 24, !8, i64 32}
!406 = !{!405, !8, i64 32}
!407 = !{!147, !8, i64 3548}
!408 = !{!405, !8, i64 0}
!409 = !{!405, !13, i64 16}
!410 = !{!405, !8, i64 4}
!411 = !{!147, !8, i64 3544}
!412 = !{!405, !8, i64 8}
!413 = !{!30, !8, i64 32}
!414 = distinct !{!414, !124}
!415 = !{!23, !8, i64 260}
!416 = !{!33, !16, i64 232}
!417 = !{!23, !8, i64 312}
!418 = !{!33, !8, i64 240}
!419 = !{!33, !16, i64 8}
!420 = !{!23, !13, i64 3192}
!421 = !{!31, !16, i64 0}
!422 = !{!31, !13, i64 32}
!423 = !{!23, !16, i64 440}
!424 = !{!23, !8, i64 284}
!425 = distinct !{!425, !124, !251, !252}
!426 = distinct !{!426, !124, !251}
!427 = !{!33, !16, i64 288}
!428 = !{!23, !8, i64 436}
!429 = !{!430, !8, i64 0}
!430 = !{!"", !8, i64 0, !8, i64 4, !13, i64 8}
!431 = !{!430, !13, i64 8}
!432 = distinct !{!432, !124}
!433 = distinct !{!433, !124, !251, !252}
!434 = distinct !{!434, !124, !251, !252}
!435 = distinct !{!435, !124, !251}
!436 = !{!"branch_weights", !"expected", i32 1717128, i32 2145766520}
!437 = distinct !{!437, !124}
!438 = distinct !{!438, !124}
!439 = !{i64 0, i64 12, !174}
!440 = distinct !{!440, !124}
!441 = !{!40, !13, i64 136}
!442 = !{!41, !8, i64 4}
!443 = distinct !{!443, !124, !251, !252}
!444 = distinct !{!444, !124, !251, !252}
!445 = distinct !{!445, !124, !252, !251}
!446 = !{!41, !8, i64 0}
!447 = distinct !{!447, !124, !251, !252}
!448 = distinct !{!448, !124, !251}
!449 = distinct !{!449, !124, !251, !252}
!450 = distinct !{!450, !124, !251}
!451 = !{!41, !13, i64 152}
!452 = !{!27, !13, i64 16}
!453 = !{!27, !16, i64 8}
!454 = !{!27, !13, i64 24}
!455 = !{!189, !8, i64 12}
!456 = distinct !{!456, !124}
!457 = !{!29, !16, i64 8}
!458 = !{!29, !8, i64 48}
!459 = !{!430, !8, i64 4}
!460 = distinct !{!460, !124, !251, !252}
!461 = distinct !{!461, !124, !251, !252}
!462 = distinct !{!462, !124, !251}
