; ModuleID = 'src/zstd/lib/compress/zstd_compress_superblock.c'
source_filename = "src/zstd/lib/compress/zstd_compress_superblock.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_entropyCTablesMetadata_t = type { %struct.ZSTD_hufCTablesMetadata_t, %struct.ZSTD_fseCTablesMetadata_t }
%struct.ZSTD_hufCTablesMetadata_t = type { i32, [128 x i8], i64 }
%struct.ZSTD_fseCTablesMetadata_t = type { i32, i32, i32, [133 x i8], i64, i64 }
%struct.ZSTD_CCtx_s = type { i32, i32, i32, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s, i32, i64, %struct.ZSTD_cwksp, i64, i64, i64, i64, %struct.XXH_NAMESPACEXXH64_state_s, %struct.ZSTD_customMem, ptr, i64, %struct.SeqCollector, i32, i32, %struct.SeqStore_t, %struct.ldmState_t, ptr, i64, %struct.RawSeqStore_t, %struct.ZSTD_blockState_t, ptr, i64, i32, ptr, i64, i64, i64, i64, ptr, i64, i64, i64, i32, i32, %struct.ZSTD_inBuffer_s, i64, i64, %struct.ZSTD_localDict, ptr, %struct.ZSTD_prefixDict_s, i64, %struct.ZSTD_blockSplitCtx, ptr, i64 }
%struct.ZSTD_CCtx_params_s = type { i32, %struct.ZSTD_compressionParameters, %struct.ZSTD_frameParameters, i32, i32, i64, i32, i32, i32, i32, i64, i32, i32, %struct.ldmParams_t, i32, i32, i32, i32, i32, i32, i32, i64, i32, i32, %struct.ZSTD_customMem, i32, i32, ptr, ptr, i32 }
%struct.ZSTD_compressionParameters = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_frameParameters = type { i32, i32, i32 }
%struct.ldmParams_t = type { i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_cwksp = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, i8, i32, i32, i32 }
%struct.XXH_NAMESPACEXXH64_state_s = type { i64, [4 x i64], [4 x i64], i32, i32, i64 }
%struct.ZSTD_customMem = type { ptr, ptr, ptr }
%struct.SeqCollector = type { i32, ptr, i64, i64 }
%struct.SeqStore_t = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32 }
%struct.ldmState_t = type { %struct.ZSTD_window_t, ptr, i32, ptr, [64 x i64], [64 x %struct.ldmMatchCandidate_t] }
%struct.ZSTD_window_t = type { ptr, ptr, ptr, i32, i32, i32 }
%struct.ldmMatchCandidate_t = type { ptr, i32, i32, ptr }
%struct.RawSeqStore_t = type { ptr, i64, i64, i64, i64 }
%struct.ZSTD_blockState_t = type { ptr, ptr, %struct.ZSTD_MatchState_t }
%struct.ZSTD_MatchState_t = type { %struct.ZSTD_window_t, i32, i32, i32, i32, ptr, [8 x i32], i64, i32, ptr, ptr, ptr, i32, i32, %struct.optState_t, ptr, %struct.ZSTD_compressionParameters, ptr, i32, i32 }
%struct.optState_t = type { ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, i32 }
%struct.ZSTD_inBuffer_s = type { ptr, i64, i64 }
%struct.ZSTD_localDict = type { ptr, ptr, i64, i32, ptr }
%struct.ZSTD_prefixDict_s = type { ptr, i64, i32 }
%struct.ZSTD_blockSplitCtx = type { %struct.SeqStore_t, %struct.SeqStore_t, %struct.SeqStore_t, %struct.SeqStore_t, %struct.SeqStore_t, [196 x i32], %struct.ZSTD_entropyCTablesMetadata_t }
%struct.ZSTD_compressedBlockState_t = type { %struct.ZSTD_entropyCTables_t, [3 x i32] }
%struct.ZSTD_entropyCTables_t = type { %struct.ZSTD_hufCTables_t, %struct.ZSTD_fseCTables_t }
%struct.ZSTD_hufCTables_t = type { [257 x i64], i32 }
%struct.ZSTD_fseCTables_t = type { [193 x i32], [363 x i32], [329 x i32], i32, i32, i32 }
%struct.EstimatedBlockSize = type { i64, i64 }
%struct.repcodes_s = type { [3 x i32] }
%struct.ZSTD_SequenceLength = type { i32, i32 }
%struct.SeqDef_s = type { i32, i16, i16 }

@OF_defaultNorm = internal constant [29 x i16] [i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], align 2
@LL_bits = internal constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@LL_defaultNorm = internal constant [36 x i16] [i16 4, i16 3, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 3, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1], align 2
@ML_bits = internal constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@ML_defaultNorm = internal constant [53 x i16] [i16 1, i16 4, i16 3, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], align 2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_compressSuperBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.ZSTD_entropyCTablesMetadata_t, align 8
  %15 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  br label %16

16:                                               ; preds = %6
  %17 = load ptr, ptr %8, align 8
  %18 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %17, i32 0, i32 20
  %19 = load ptr, ptr %8, align 8
  %20 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %19, i32 0, i32 25
  %21 = getelementptr inbounds %struct.ZSTD_blockState_t, ptr %20, i32 0, i32 0
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, ptr %22, i32 0, i32 0
  %24 = load ptr, ptr %8, align 8
  %25 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %24, i32 0, i32 25
  %26 = getelementptr inbounds %struct.ZSTD_blockState_t, ptr %25, i32 0, i32 1
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, ptr %27, i32 0, i32 0
  %29 = load ptr, ptr %8, align 8
  %30 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %29, i32 0, i32 4
  %31 = load ptr, ptr %8, align 8
  %32 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %31, i32 0, i32 26
  %33 = load ptr, ptr %32, align 8
  %34 = load ptr, ptr %8, align 8
  %35 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %34, i32 0, i32 27
  %36 = load i64, ptr %35, align 8
  %37 = call i64 @ZSTD_buildBlockEntropyStats(ptr noundef %18, ptr noundef %23, ptr noundef %28, ptr noundef %30, ptr noundef %14, ptr noundef %33, i64 noundef %36)
  store i64 %37, ptr %15, align 8
  %38 = load i64, ptr %15, align 8
  %39 = call i32 @ERR_isError(i64 noundef %38)
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %51

41:                                               ; preds = %16
  br label %42

42:                                               ; preds = %41
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
  %50 = load i64, ptr %15, align 8
  store i64 %50, ptr %7, align 8
  br label %80

51:                                               ; preds = %16
  br label %52

52:                                               ; preds = %51
  %53 = load ptr, ptr %8, align 8
  %54 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %53, i32 0, i32 20
  %55 = load ptr, ptr %8, align 8
  %56 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %55, i32 0, i32 25
  %57 = getelementptr inbounds %struct.ZSTD_blockState_t, ptr %56, i32 0, i32 0
  %58 = load ptr, ptr %57, align 8
  %59 = load ptr, ptr %8, align 8
  %60 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %59, i32 0, i32 25
  %61 = getelementptr inbounds %struct.ZSTD_blockState_t, ptr %60, i32 0, i32 1
  %62 = load ptr, ptr %61, align 8
  %63 = load ptr, ptr %8, align 8
  %64 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %63, i32 0, i32 4
  %65 = load ptr, ptr %9, align 8
  %66 = load i64, ptr %10, align 8
  %67 = load ptr, ptr %11, align 8
  %68 = load i64, ptr %12, align 8
  %69 = load ptr, ptr %8, align 8
  %70 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %69, i32 0, i32 2
  %71 = load i32, ptr %70, align 8
  %72 = load i32, ptr %13, align 4
  %73 = load ptr, ptr %8, align 8
  %74 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %73, i32 0, i32 26
  %75 = load ptr, ptr %74, align 8
  %76 = load ptr, ptr %8, align 8
  %77 = getelementptr inbounds %struct.ZSTD_CCtx_s, ptr %76, i32 0, i32 27
  %78 = load i64, ptr %77, align 8
  %79 = call i64 @ZSTD_compressSubBlock_multi(ptr noundef %54, ptr noundef %58, ptr noundef %62, ptr noundef %14, ptr noundef %64, ptr noundef %65, i64 noundef %66, ptr noundef %67, i64 noundef %68, i32 noundef %71, i32 noundef %72, ptr noundef %75, i64 noundef %78)
  store i64 %79, ptr %7, align 8
  br label %80

80:                                               ; preds = %52, %49
  %81 = load i64, ptr %7, align 8
  ret i64 %81
}

declare i64 @ZSTD_buildBlockEntropyStats(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #1

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
define internal i64 @ZSTD_compressSubBlock_multi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7, i64 noundef %8, i32 noundef %9, i32 noundef %10, ptr noundef %11, i64 noundef %12) #0 {
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i64, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca i64, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i64, align 8
  %45 = alloca i64, align 8
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca %struct.EstimatedBlockSize, align 8
  %49 = alloca i64, align 8
  %50 = alloca i64, align 8
  %51 = alloca i64, align 8
  %52 = alloca i64, align 8
  %53 = alloca i64, align 8
  %54 = alloca i64, align 8
  %55 = alloca i64, align 8
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i64, align 8
  %59 = alloca i64, align 8
  %60 = alloca i64, align 8
  %61 = alloca i64, align 8
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca i64, align 8
  %66 = alloca i64, align 8
  %67 = alloca i64, align 8
  %68 = alloca i64, align 8
  %69 = alloca i64, align 8
  %70 = alloca i64, align 8
  %71 = alloca i64, align 8
  %72 = alloca ptr, align 8
  %73 = alloca %struct.repcodes_s, align 4
  %74 = alloca %struct.ZSTD_SequenceLength, align 4
  store ptr %0, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  store ptr %2, ptr %17, align 8
  store ptr %3, ptr %18, align 8
  store ptr %4, ptr %19, align 8
  store ptr %5, ptr %20, align 8
  store i64 %6, ptr %21, align 8
  store ptr %7, ptr %22, align 8
  store i64 %8, ptr %23, align 8
  store i32 %9, ptr %24, align 4
  store i32 %10, ptr %25, align 4
  store ptr %11, ptr %26, align 8
  store i64 %12, ptr %27, align 8
  %75 = load ptr, ptr %15, align 8
  %76 = getelementptr inbounds %struct.SeqStore_t, ptr %75, i32 0, i32 0
  %77 = load ptr, ptr %76, align 8
  store ptr %77, ptr %28, align 8
  %78 = load ptr, ptr %15, align 8
  %79 = getelementptr inbounds %struct.SeqStore_t, ptr %78, i32 0, i32 1
  %80 = load ptr, ptr %79, align 8
  store ptr %80, ptr %29, align 8
  %81 = load ptr, ptr %28, align 8
  store ptr %81, ptr %30, align 8
  %82 = load ptr, ptr %29, align 8
  %83 = load ptr, ptr %28, align 8
  %84 = ptrtoint ptr %82 to i64
  %85 = ptrtoint ptr %83 to i64
  %86 = sub i64 %84, %85
  %87 = sdiv exact i64 %86, 8
  store i64 %87, ptr %31, align 8
  %88 = load ptr, ptr %15, align 8
  %89 = getelementptr inbounds %struct.SeqStore_t, ptr %88, i32 0, i32 2
  %90 = load ptr, ptr %89, align 8
  store ptr %90, ptr %32, align 8
  %91 = load ptr, ptr %15, align 8
  %92 = getelementptr inbounds %struct.SeqStore_t, ptr %91, i32 0, i32 3
  %93 = load ptr, ptr %92, align 8
  store ptr %93, ptr %33, align 8
  %94 = load ptr, ptr %32, align 8
  store ptr %94, ptr %34, align 8
  %95 = load ptr, ptr %33, align 8
  %96 = load ptr, ptr %32, align 8
  %97 = ptrtoint ptr %95 to i64
  %98 = ptrtoint ptr %96 to i64
  %99 = sub i64 %97, %98
  store i64 %99, ptr %35, align 8
  %100 = load ptr, ptr %22, align 8
  store ptr %100, ptr %36, align 8
  %101 = load ptr, ptr %36, align 8
  %102 = load i64, ptr %23, align 8
  %103 = getelementptr inbounds i8, ptr %101, i64 %102
  store ptr %103, ptr %37, align 8
  %104 = load ptr, ptr %20, align 8
  store ptr %104, ptr %38, align 8
  %105 = load ptr, ptr %38, align 8
  %106 = load i64, ptr %21, align 8
  %107 = getelementptr inbounds i8, ptr %105, i64 %106
  store ptr %107, ptr %39, align 8
  %108 = load ptr, ptr %38, align 8
  store ptr %108, ptr %40, align 8
  %109 = load ptr, ptr %15, align 8
  %110 = getelementptr inbounds %struct.SeqStore_t, ptr %109, i32 0, i32 4
  %111 = load ptr, ptr %110, align 8
  store ptr %111, ptr %41, align 8
  %112 = load ptr, ptr %15, align 8
  %113 = getelementptr inbounds %struct.SeqStore_t, ptr %112, i32 0, i32 5
  %114 = load ptr, ptr %113, align 8
  store ptr %114, ptr %42, align 8
  %115 = load ptr, ptr %15, align 8
  %116 = getelementptr inbounds %struct.SeqStore_t, ptr %115, i32 0, i32 6
  %117 = load ptr, ptr %116, align 8
  store ptr %117, ptr %43, align 8
  store i64 1340, ptr %44, align 8
  %118 = load ptr, ptr %19, align 8
  %119 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, ptr %118, i32 0, i32 5
  %120 = load i64, ptr %119, align 8
  %121 = icmp ugt i64 1340, %120
  br i1 %121, label %122, label %123

122:                                              ; preds = %13
  br label %127

123:                                              ; preds = %13
  %124 = load ptr, ptr %19, align 8
  %125 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, ptr %124, i32 0, i32 5
  %126 = load i64, ptr %125, align 8
  br label %127

127:                                              ; preds = %123, %122
  %128 = phi i64 [ 1340, %122 ], [ %126, %123 ]
  store i64 %128, ptr %45, align 8
  %129 = load ptr, ptr %18, align 8
  %130 = getelementptr inbounds %struct.ZSTD_entropyCTablesMetadata_t, ptr %129, i32 0, i32 0
  %131 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %130, i32 0, i32 0
  %132 = load i32, ptr %131, align 8
  %133 = icmp eq i32 %132, 2
  %134 = zext i1 %133 to i32
  store i32 %134, ptr %46, align 4
  store i32 1, ptr %47, align 4
  br label %135

135:                                              ; preds = %127
  br label %136

136:                                              ; preds = %135
  %137 = load i64, ptr %31, align 8
  %138 = icmp ugt i64 %137, 0
  br i1 %138, label %139, label %324

139:                                              ; preds = %136
  %140 = load ptr, ptr %34, align 8
  %141 = load i64, ptr %35, align 8
  %142 = load ptr, ptr %43, align 8
  %143 = load ptr, ptr %41, align 8
  %144 = load ptr, ptr %42, align 8
  %145 = load i64, ptr %31, align 8
  %146 = load ptr, ptr %17, align 8
  %147 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, ptr %146, i32 0, i32 0
  %148 = load ptr, ptr %18, align 8
  %149 = load ptr, ptr %26, align 8
  %150 = load i64, ptr %27, align 8
  %151 = load i32, ptr %46, align 4
  %152 = load i32, ptr %47, align 4
  %153 = call [2 x i64] @ZSTD_estimateSubBlockSize(ptr noundef %140, i64 noundef %141, ptr noundef %142, ptr noundef %143, ptr noundef %144, i64 noundef %145, ptr noundef %147, ptr noundef %148, ptr noundef %149, i64 noundef %150, i32 noundef %151, i32 noundef %152)
  store [2 x i64] %153, ptr %48, align 8
  %154 = load i64, ptr %35, align 8
  %155 = icmp ne i64 %154, 0
  br i1 %155, label %156, label %162

156:                                              ; preds = %139
  %157 = getelementptr inbounds %struct.EstimatedBlockSize, ptr %48, i32 0, i32 0
  %158 = load i64, ptr %157, align 8
  %159 = mul i64 %158, 256
  %160 = load i64, ptr %35, align 8
  %161 = udiv i64 %159, %160
  br label %163

162:                                              ; preds = %139
  br label %163

163:                                              ; preds = %162, %156
  %164 = phi i64 [ %161, %156 ], [ 256, %162 ]
  store i64 %164, ptr %49, align 8
  %165 = getelementptr inbounds %struct.EstimatedBlockSize, ptr %48, i32 0, i32 1
  %166 = load i64, ptr %165, align 8
  %167 = getelementptr inbounds %struct.EstimatedBlockSize, ptr %48, i32 0, i32 0
  %168 = load i64, ptr %167, align 8
  %169 = sub i64 %166, %168
  %170 = mul i64 %169, 256
  %171 = load i64, ptr %31, align 8
  %172 = udiv i64 %170, %171
  store i64 %172, ptr %50, align 8
  %173 = getelementptr inbounds %struct.EstimatedBlockSize, ptr %48, i32 0, i32 1
  %174 = load i64, ptr %173, align 8
  %175 = load i64, ptr %45, align 8
  %176 = udiv i64 %175, 2
  %177 = add i64 %174, %176
  %178 = load i64, ptr %45, align 8
  %179 = udiv i64 %177, %178
  %180 = icmp ugt i64 %179, 1
  br i1 %180, label %181, label %189

181:                                              ; preds = %163
  %182 = getelementptr inbounds %struct.EstimatedBlockSize, ptr %48, i32 0, i32 1
  %183 = load i64, ptr %182, align 8
  %184 = load i64, ptr %45, align 8
  %185 = udiv i64 %184, 2
  %186 = add i64 %183, %185
  %187 = load i64, ptr %45, align 8
  %188 = udiv i64 %186, %187
  br label %190

189:                                              ; preds = %163
  br label %190

190:                                              ; preds = %189, %181
  %191 = phi i64 [ %188, %181 ], [ 1, %189 ]
  store i64 %191, ptr %51, align 8
  store i64 0, ptr %54, align 8
  %192 = getelementptr inbounds %struct.EstimatedBlockSize, ptr %48, i32 0, i32 1
  %193 = load i64, ptr %192, align 8
  %194 = mul i64 %193, 256
  %195 = load i64, ptr %51, align 8
  %196 = udiv i64 %194, %195
  store i64 %196, ptr %53, align 8
  br label %197

197:                                              ; preds = %190
  br label %198

198:                                              ; preds = %197
  %199 = getelementptr inbounds %struct.EstimatedBlockSize, ptr %48, i32 0, i32 1
  %200 = load i64, ptr %199, align 8
  %201 = load i64, ptr %23, align 8
  %202 = icmp ugt i64 %200, %201
  br i1 %202, label %203, label %204

203:                                              ; preds = %198
  store i64 0, ptr %14, align 8
  br label %526

204:                                              ; preds = %198
  store i64 0, ptr %52, align 8
  br label %205

205:                                              ; preds = %320, %204
  %206 = load i64, ptr %52, align 8
  %207 = load i64, ptr %51, align 8
  %208 = sub i64 %207, 1
  %209 = icmp ult i64 %206, %208
  br i1 %209, label %210, label %323

210:                                              ; preds = %205
  %211 = load ptr, ptr %30, align 8
  %212 = load ptr, ptr %29, align 8
  %213 = load ptr, ptr %30, align 8
  %214 = ptrtoint ptr %212 to i64
  %215 = ptrtoint ptr %213 to i64
  %216 = sub i64 %214, %215
  %217 = sdiv exact i64 %216, 8
  %218 = load i64, ptr %53, align 8
  %219 = load i64, ptr %54, align 8
  %220 = add i64 %218, %219
  %221 = load i64, ptr %49, align 8
  %222 = load i64, ptr %50, align 8
  %223 = load i64, ptr %52, align 8
  %224 = icmp eq i64 %223, 0
  %225 = zext i1 %224 to i32
  %226 = call i64 @sizeBlockSequences(ptr noundef %211, i64 noundef %217, i64 noundef %220, i64 noundef %221, i64 noundef %222, i32 noundef %225)
  store i64 %226, ptr %55, align 8
  %227 = load ptr, ptr %30, align 8
  %228 = load i64, ptr %55, align 8
  %229 = getelementptr inbounds %struct.SeqDef_s, ptr %227, i64 %228
  %230 = load ptr, ptr %29, align 8
  %231 = icmp eq ptr %229, %230
  br i1 %231, label %232, label %233

232:                                              ; preds = %210
  br label %323

233:                                              ; preds = %210
  store i32 0, ptr %56, align 4
  store i32 0, ptr %57, align 4
  %234 = load ptr, ptr %15, align 8
  %235 = load ptr, ptr %30, align 8
  %236 = load i64, ptr %55, align 8
  %237 = call i64 @countLiterals(ptr noundef %234, ptr noundef %235, i64 noundef %236)
  store i64 %237, ptr %58, align 8
  %238 = load ptr, ptr %15, align 8
  %239 = load ptr, ptr %30, align 8
  %240 = load i64, ptr %55, align 8
  %241 = load i64, ptr %58, align 8
  %242 = call i64 @ZSTD_seqDecompressedSize(ptr noundef %238, ptr noundef %239, i64 noundef %240, i64 noundef %241, i32 noundef 0)
  store i64 %242, ptr %59, align 8
  %243 = load ptr, ptr %17, align 8
  %244 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, ptr %243, i32 0, i32 0
  %245 = load ptr, ptr %18, align 8
  %246 = load ptr, ptr %30, align 8
  %247 = load i64, ptr %55, align 8
  %248 = load ptr, ptr %34, align 8
  %249 = load i64, ptr %58, align 8
  %250 = load ptr, ptr %41, align 8
  %251 = load ptr, ptr %42, align 8
  %252 = load ptr, ptr %43, align 8
  %253 = load ptr, ptr %19, align 8
  %254 = load ptr, ptr %40, align 8
  %255 = load ptr, ptr %39, align 8
  %256 = load ptr, ptr %40, align 8
  %257 = ptrtoint ptr %255 to i64
  %258 = ptrtoint ptr %256 to i64
  %259 = sub i64 %257, %258
  %260 = load i32, ptr %24, align 4
  %261 = load i32, ptr %46, align 4
  %262 = load i32, ptr %47, align 4
  %263 = call i64 @ZSTD_compressSubBlock(ptr noundef %244, ptr noundef %245, ptr noundef %246, i64 noundef %247, ptr noundef %248, i64 noundef %249, ptr noundef %250, ptr noundef %251, ptr noundef %252, ptr noundef %253, ptr noundef %254, i64 noundef %259, i32 noundef %260, i32 noundef %261, i32 noundef %262, ptr noundef %56, ptr noundef %57, i32 noundef 0)
  store i64 %263, ptr %60, align 8
  br label %264

264:                                              ; preds = %233
  %265 = load i64, ptr %60, align 8
  store i64 %265, ptr %61, align 8
  %266 = load i64, ptr %61, align 8
  %267 = call i32 @ERR_isError(i64 noundef %266)
  %268 = icmp ne i32 %267, 0
  br i1 %268, label %269, label %279

269:                                              ; preds = %264
  br label %270

270:                                              ; preds = %269
  br label %271

271:                                              ; preds = %270
  br label %272

272:                                              ; preds = %271
  br label %273

273:                                              ; preds = %272
  br label %274

274:                                              ; preds = %273
  br label %275

275:                                              ; preds = %274
  br label %276

276:                                              ; preds = %275
  br label %277

277:                                              ; preds = %276
  %278 = load i64, ptr %61, align 8
  store i64 %278, ptr %14, align 8
  br label %526

279:                                              ; preds = %264
  br label %280

280:                                              ; preds = %279
  %281 = load i64, ptr %60, align 8
  %282 = icmp ugt i64 %281, 0
  br i1 %282, label %283, label %319

283:                                              ; preds = %280
  %284 = load i64, ptr %60, align 8
  %285 = load i64, ptr %59, align 8
  %286 = icmp ult i64 %284, %285
  br i1 %286, label %287, label %319

287:                                              ; preds = %283
  br label %288

288:                                              ; preds = %287
  br label %289

289:                                              ; preds = %288
  %290 = load i64, ptr %59, align 8
  %291 = load ptr, ptr %36, align 8
  %292 = getelementptr inbounds i8, ptr %291, i64 %290
  store ptr %292, ptr %36, align 8
  %293 = load i64, ptr %58, align 8
  %294 = load ptr, ptr %34, align 8
  %295 = getelementptr inbounds i8, ptr %294, i64 %293
  store ptr %295, ptr %34, align 8
  %296 = load i64, ptr %60, align 8
  %297 = load ptr, ptr %40, align 8
  %298 = getelementptr inbounds i8, ptr %297, i64 %296
  store ptr %298, ptr %40, align 8
  %299 = load i64, ptr %55, align 8
  %300 = load ptr, ptr %41, align 8
  %301 = getelementptr inbounds i8, ptr %300, i64 %299
  store ptr %301, ptr %41, align 8
  %302 = load i64, ptr %55, align 8
  %303 = load ptr, ptr %42, align 8
  %304 = getelementptr inbounds i8, ptr %303, i64 %302
  store ptr %304, ptr %42, align 8
  %305 = load i64, ptr %55, align 8
  %306 = load ptr, ptr %43, align 8
  %307 = getelementptr inbounds i8, ptr %306, i64 %305
  store ptr %307, ptr %43, align 8
  %308 = load i32, ptr %56, align 4
  %309 = icmp ne i32 %308, 0
  br i1 %309, label %310, label %311

310:                                              ; preds = %289
  store i32 0, ptr %46, align 4
  br label %311

311:                                              ; preds = %310, %289
  %312 = load i32, ptr %57, align 4
  %313 = icmp ne i32 %312, 0
  br i1 %313, label %314, label %315

314:                                              ; preds = %311
  store i32 0, ptr %47, align 4
  br label %315

315:                                              ; preds = %314, %311
  %316 = load i64, ptr %55, align 8
  %317 = load ptr, ptr %30, align 8
  %318 = getelementptr inbounds %struct.SeqDef_s, ptr %317, i64 %316
  store ptr %318, ptr %30, align 8
  store i64 0, ptr %54, align 8
  br label %319

319:                                              ; preds = %315, %283, %280
  br label %320

320:                                              ; preds = %319
  %321 = load i64, ptr %52, align 8
  %322 = add i64 %321, 1
  store i64 %322, ptr %52, align 8
  br label %205, !llvm.loop !6

323:                                              ; preds = %232, %205
  br label %324

324:                                              ; preds = %323, %136
  br label %325

325:                                              ; preds = %324
  br label %326

326:                                              ; preds = %325
  store i32 0, ptr %62, align 4
  store i32 0, ptr %63, align 4
  %327 = load ptr, ptr %33, align 8
  %328 = load ptr, ptr %34, align 8
  %329 = ptrtoint ptr %327 to i64
  %330 = ptrtoint ptr %328 to i64
  %331 = sub i64 %329, %330
  store i64 %331, ptr %64, align 8
  %332 = load ptr, ptr %29, align 8
  %333 = load ptr, ptr %30, align 8
  %334 = ptrtoint ptr %332 to i64
  %335 = ptrtoint ptr %333 to i64
  %336 = sub i64 %334, %335
  %337 = sdiv exact i64 %336, 8
  store i64 %337, ptr %65, align 8
  %338 = load ptr, ptr %15, align 8
  %339 = load ptr, ptr %30, align 8
  %340 = load i64, ptr %65, align 8
  %341 = load i64, ptr %64, align 8
  %342 = call i64 @ZSTD_seqDecompressedSize(ptr noundef %338, ptr noundef %339, i64 noundef %340, i64 noundef %341, i32 noundef 1)
  store i64 %342, ptr %66, align 8
  %343 = load ptr, ptr %17, align 8
  %344 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, ptr %343, i32 0, i32 0
  %345 = load ptr, ptr %18, align 8
  %346 = load ptr, ptr %30, align 8
  %347 = load i64, ptr %65, align 8
  %348 = load ptr, ptr %34, align 8
  %349 = load i64, ptr %64, align 8
  %350 = load ptr, ptr %41, align 8
  %351 = load ptr, ptr %42, align 8
  %352 = load ptr, ptr %43, align 8
  %353 = load ptr, ptr %19, align 8
  %354 = load ptr, ptr %40, align 8
  %355 = load ptr, ptr %39, align 8
  %356 = load ptr, ptr %40, align 8
  %357 = ptrtoint ptr %355 to i64
  %358 = ptrtoint ptr %356 to i64
  %359 = sub i64 %357, %358
  %360 = load i32, ptr %24, align 4
  %361 = load i32, ptr %46, align 4
  %362 = load i32, ptr %47, align 4
  %363 = load i32, ptr %25, align 4
  %364 = call i64 @ZSTD_compressSubBlock(ptr noundef %344, ptr noundef %345, ptr noundef %346, i64 noundef %347, ptr noundef %348, i64 noundef %349, ptr noundef %350, ptr noundef %351, ptr noundef %352, ptr noundef %353, ptr noundef %354, i64 noundef %359, i32 noundef %360, i32 noundef %361, i32 noundef %362, ptr noundef %62, ptr noundef %63, i32 noundef %363)
  store i64 %364, ptr %67, align 8
  br label %365

365:                                              ; preds = %326
  %366 = load i64, ptr %67, align 8
  store i64 %366, ptr %68, align 8
  %367 = load i64, ptr %68, align 8
  %368 = call i32 @ERR_isError(i64 noundef %367)
  %369 = icmp ne i32 %368, 0
  br i1 %369, label %370, label %380

370:                                              ; preds = %365
  br label %371

371:                                              ; preds = %370
  br label %372

372:                                              ; preds = %371
  br label %373

373:                                              ; preds = %372
  br label %374

374:                                              ; preds = %373
  br label %375

375:                                              ; preds = %374
  br label %376

376:                                              ; preds = %375
  br label %377

377:                                              ; preds = %376
  br label %378

378:                                              ; preds = %377
  %379 = load i64, ptr %68, align 8
  store i64 %379, ptr %14, align 8
  br label %526

380:                                              ; preds = %365
  br label %381

381:                                              ; preds = %380
  %382 = load i64, ptr %67, align 8
  %383 = icmp ugt i64 %382, 0
  br i1 %383, label %384, label %420

384:                                              ; preds = %381
  %385 = load i64, ptr %67, align 8
  %386 = load i64, ptr %66, align 8
  %387 = icmp ult i64 %385, %386
  br i1 %387, label %388, label %420

388:                                              ; preds = %384
  br label %389

389:                                              ; preds = %388
  br label %390

390:                                              ; preds = %389
  %391 = load i64, ptr %66, align 8
  %392 = load ptr, ptr %36, align 8
  %393 = getelementptr inbounds i8, ptr %392, i64 %391
  store ptr %393, ptr %36, align 8
  %394 = load i64, ptr %64, align 8
  %395 = load ptr, ptr %34, align 8
  %396 = getelementptr inbounds i8, ptr %395, i64 %394
  store ptr %396, ptr %34, align 8
  %397 = load i64, ptr %67, align 8
  %398 = load ptr, ptr %40, align 8
  %399 = getelementptr inbounds i8, ptr %398, i64 %397
  store ptr %399, ptr %40, align 8
  %400 = load i64, ptr %65, align 8
  %401 = load ptr, ptr %41, align 8
  %402 = getelementptr inbounds i8, ptr %401, i64 %400
  store ptr %402, ptr %41, align 8
  %403 = load i64, ptr %65, align 8
  %404 = load ptr, ptr %42, align 8
  %405 = getelementptr inbounds i8, ptr %404, i64 %403
  store ptr %405, ptr %42, align 8
  %406 = load i64, ptr %65, align 8
  %407 = load ptr, ptr %43, align 8
  %408 = getelementptr inbounds i8, ptr %407, i64 %406
  store ptr %408, ptr %43, align 8
  %409 = load i32, ptr %62, align 4
  %410 = icmp ne i32 %409, 0
  br i1 %410, label %411, label %412

411:                                              ; preds = %390
  store i32 0, ptr %46, align 4
  br label %412

412:                                              ; preds = %411, %390
  %413 = load i32, ptr %63, align 4
  %414 = icmp ne i32 %413, 0
  br i1 %414, label %415, label %416

415:                                              ; preds = %412
  store i32 0, ptr %47, align 4
  br label %416

416:                                              ; preds = %415, %412
  %417 = load i64, ptr %65, align 8
  %418 = load ptr, ptr %30, align 8
  %419 = getelementptr inbounds %struct.SeqDef_s, ptr %418, i64 %417
  store ptr %419, ptr %30, align 8
  br label %420

420:                                              ; preds = %416, %384, %381
  %421 = load i32, ptr %46, align 4
  %422 = icmp ne i32 %421, 0
  br i1 %422, label %423, label %432

423:                                              ; preds = %420
  br label %424

424:                                              ; preds = %423
  br label %425

425:                                              ; preds = %424
  %426 = load ptr, ptr %17, align 8
  %427 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, ptr %426, i32 0, i32 0
  %428 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, ptr %427, i32 0, i32 0
  %429 = load ptr, ptr %16, align 8
  %430 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, ptr %429, i32 0, i32 0
  %431 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, ptr %430, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %428, ptr align 8 %431, i64 2064, i1 false)
  br label %432

432:                                              ; preds = %425, %420
  %433 = load i32, ptr %47, align 4
  %434 = icmp ne i32 %433, 0
  br i1 %434, label %435, label %443

435:                                              ; preds = %432
  %436 = load ptr, ptr %18, align 8
  %437 = getelementptr inbounds %struct.ZSTD_entropyCTablesMetadata_t, ptr %436, i32 0, i32 1
  %438 = call i32 @ZSTD_needSequenceEntropyTables(ptr noundef %437)
  %439 = icmp ne i32 %438, 0
  br i1 %439, label %440, label %443

440:                                              ; preds = %435
  br label %441

441:                                              ; preds = %440
  br label %442

442:                                              ; preds = %441
  store i64 0, ptr %14, align 8
  br label %526

443:                                              ; preds = %435, %432
  %444 = load ptr, ptr %36, align 8
  %445 = load ptr, ptr %37, align 8
  %446 = icmp ult ptr %444, %445
  br i1 %446, label %447, label %518

447:                                              ; preds = %443
  %448 = load ptr, ptr %37, align 8
  %449 = load ptr, ptr %36, align 8
  %450 = ptrtoint ptr %448 to i64
  %451 = ptrtoint ptr %449 to i64
  %452 = sub i64 %450, %451
  store i64 %452, ptr %69, align 8
  %453 = load ptr, ptr %40, align 8
  %454 = load ptr, ptr %39, align 8
  %455 = load ptr, ptr %40, align 8
  %456 = ptrtoint ptr %454 to i64
  %457 = ptrtoint ptr %455 to i64
  %458 = sub i64 %456, %457
  %459 = load ptr, ptr %36, align 8
  %460 = load i64, ptr %69, align 8
  %461 = load i32, ptr %25, align 4
  %462 = call i64 @ZSTD_noCompressBlock(ptr noundef %453, i64 noundef %458, ptr noundef %459, i64 noundef %460, i32 noundef %461)
  store i64 %462, ptr %70, align 8
  br label %463

463:                                              ; preds = %447
  br label %464

464:                                              ; preds = %463
  br label %465

465:                                              ; preds = %464
  %466 = load i64, ptr %70, align 8
  store i64 %466, ptr %71, align 8
  %467 = load i64, ptr %71, align 8
  %468 = call i32 @ERR_isError(i64 noundef %467)
  %469 = icmp ne i32 %468, 0
  br i1 %469, label %470, label %480

470:                                              ; preds = %465
  br label %471

471:                                              ; preds = %470
  br label %472

472:                                              ; preds = %471
  br label %473

473:                                              ; preds = %472
  br label %474

474:                                              ; preds = %473
  br label %475

475:                                              ; preds = %474
  br label %476

476:                                              ; preds = %475
  br label %477

477:                                              ; preds = %476
  br label %478

478:                                              ; preds = %477
  %479 = load i64, ptr %71, align 8
  store i64 %479, ptr %14, align 8
  br label %526

480:                                              ; preds = %465
  br label %481

481:                                              ; preds = %480
  %482 = load i64, ptr %70, align 8
  %483 = load ptr, ptr %40, align 8
  %484 = getelementptr inbounds i8, ptr %483, i64 %482
  store ptr %484, ptr %40, align 8
  %485 = load ptr, ptr %30, align 8
  %486 = load ptr, ptr %29, align 8
  %487 = icmp ult ptr %485, %486
  br i1 %487, label %488, label %517

488:                                              ; preds = %481
  %489 = load ptr, ptr %16, align 8
  %490 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, ptr %489, i32 0, i32 1
  %491 = getelementptr inbounds [3 x i32], ptr %490, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %73, ptr align 8 %491, i64 12, i1 false)
  %492 = load ptr, ptr %28, align 8
  store ptr %492, ptr %72, align 8
  br label %493

493:                                              ; preds = %510, %488
  %494 = load ptr, ptr %72, align 8
  %495 = load ptr, ptr %30, align 8
  %496 = icmp ult ptr %494, %495
  br i1 %496, label %497, label %513

497:                                              ; preds = %493
  %498 = getelementptr inbounds %struct.repcodes_s, ptr %73, i32 0, i32 0
  %499 = getelementptr inbounds [3 x i32], ptr %498, i64 0, i64 0
  %500 = load ptr, ptr %72, align 8
  %501 = getelementptr inbounds %struct.SeqDef_s, ptr %500, i32 0, i32 0
  %502 = load i32, ptr %501, align 4
  %503 = load ptr, ptr %15, align 8
  %504 = load ptr, ptr %72, align 8
  %505 = call i64 @ZSTD_getSequenceLength(ptr noundef %503, ptr noundef %504)
  store i64 %505, ptr %74, align 4
  %506 = getelementptr inbounds %struct.ZSTD_SequenceLength, ptr %74, i32 0, i32 0
  %507 = load i32, ptr %506, align 4
  %508 = icmp eq i32 %507, 0
  %509 = zext i1 %508 to i32
  call void @ZSTD_updateRep(ptr noundef %499, i32 noundef %502, i32 noundef %509)
  br label %510

510:                                              ; preds = %497
  %511 = load ptr, ptr %72, align 8
  %512 = getelementptr inbounds %struct.SeqDef_s, ptr %511, i32 1
  store ptr %512, ptr %72, align 8
  br label %493, !llvm.loop !8

513:                                              ; preds = %493
  %514 = load ptr, ptr %17, align 8
  %515 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, ptr %514, i32 0, i32 1
  %516 = getelementptr inbounds [3 x i32], ptr %515, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %516, ptr align 4 %73, i64 12, i1 false)
  br label %517

517:                                              ; preds = %513, %481
  br label %518

518:                                              ; preds = %517, %443
  br label %519

519:                                              ; preds = %518
  br label %520

520:                                              ; preds = %519
  %521 = load ptr, ptr %40, align 8
  %522 = load ptr, ptr %38, align 8
  %523 = ptrtoint ptr %521 to i64
  %524 = ptrtoint ptr %522 to i64
  %525 = sub i64 %523, %524
  store i64 %525, ptr %14, align 8
  br label %526

526:                                              ; preds = %520, %478, %442, %378, %277, %203
  %527 = load i64, ptr %14, align 8
  ret i64 %527
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @ZSTD_estimateSubBlockSize(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i64 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, i64 noundef %9, i32 noundef %10, i32 noundef %11) #0 {
  %13 = alloca %struct.EstimatedBlockSize, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  store ptr %0, ptr %14, align 8
  store i64 %1, ptr %15, align 8
  store ptr %2, ptr %16, align 8
  store ptr %3, ptr %17, align 8
  store ptr %4, ptr %18, align 8
  store i64 %5, ptr %19, align 8
  store ptr %6, ptr %20, align 8
  store ptr %7, ptr %21, align 8
  store ptr %8, ptr %22, align 8
  store i64 %9, ptr %23, align 8
  store i32 %10, ptr %24, align 4
  store i32 %11, ptr %25, align 4
  %26 = load ptr, ptr %14, align 8
  %27 = load i64, ptr %15, align 8
  %28 = load ptr, ptr %20, align 8
  %29 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, ptr %28, i32 0, i32 0
  %30 = load ptr, ptr %21, align 8
  %31 = getelementptr inbounds %struct.ZSTD_entropyCTablesMetadata_t, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %22, align 8
  %33 = load i64, ptr %23, align 8
  %34 = load i32, ptr %24, align 4
  %35 = call i64 @ZSTD_estimateSubBlockSize_literal(ptr noundef %26, i64 noundef %27, ptr noundef %29, ptr noundef %31, ptr noundef %32, i64 noundef %33, i32 noundef %34)
  %36 = getelementptr inbounds %struct.EstimatedBlockSize, ptr %13, i32 0, i32 0
  store i64 %35, ptr %36, align 8
  %37 = load ptr, ptr %16, align 8
  %38 = load ptr, ptr %17, align 8
  %39 = load ptr, ptr %18, align 8
  %40 = load i64, ptr %19, align 8
  %41 = load ptr, ptr %20, align 8
  %42 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, ptr %41, i32 0, i32 1
  %43 = load ptr, ptr %21, align 8
  %44 = getelementptr inbounds %struct.ZSTD_entropyCTablesMetadata_t, ptr %43, i32 0, i32 1
  %45 = load ptr, ptr %22, align 8
  %46 = load i64, ptr %23, align 8
  %47 = load i32, ptr %25, align 4
  %48 = call i64 @ZSTD_estimateSubBlockSize_sequences(ptr noundef %37, ptr noundef %38, ptr noundef %39, i64 noundef %40, ptr noundef %42, ptr noundef %44, ptr noundef %45, i64 noundef %46, i32 noundef %47)
  %49 = getelementptr inbounds %struct.EstimatedBlockSize, ptr %13, i32 0, i32 1
  store i64 %48, ptr %49, align 8
  %50 = getelementptr inbounds %struct.EstimatedBlockSize, ptr %13, i32 0, i32 0
  %51 = load i64, ptr %50, align 8
  %52 = add i64 %51, 3
  %53 = getelementptr inbounds %struct.EstimatedBlockSize, ptr %13, i32 0, i32 1
  %54 = load i64, ptr %53, align 8
  %55 = add i64 %54, %52
  store i64 %55, ptr %53, align 8
  %56 = load [2 x i64], ptr %13, align 8
  ret [2 x i64] %56
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sizeBlockSequences(ptr noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i32 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store i64 0, ptr %15, align 8
  store i64 0, ptr %16, align 8
  %19 = load i32, ptr %13, align 4
  %20 = sext i32 %19 to i64
  %21 = mul i64 %20, 120
  %22 = mul i64 %21, 256
  store i64 %22, ptr %17, align 8
  %23 = load i64, ptr %17, align 8
  %24 = load i64, ptr %15, align 8
  %25 = add i64 %24, %23
  store i64 %25, ptr %15, align 8
  %26 = load ptr, ptr %8, align 8
  %27 = getelementptr inbounds %struct.SeqDef_s, ptr %26, i64 0
  %28 = getelementptr inbounds %struct.SeqDef_s, ptr %27, i32 0, i32 1
  %29 = load i16, ptr %28, align 4
  %30 = zext i16 %29 to i64
  %31 = load i64, ptr %11, align 8
  %32 = mul i64 %30, %31
  %33 = load i64, ptr %12, align 8
  %34 = add i64 %32, %33
  %35 = load i64, ptr %15, align 8
  %36 = add i64 %35, %34
  store i64 %36, ptr %15, align 8
  %37 = load i64, ptr %15, align 8
  %38 = load i64, ptr %10, align 8
  %39 = icmp ugt i64 %37, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %6
  store i64 1, ptr %7, align 8
  br label %105

41:                                               ; preds = %6
  %42 = load ptr, ptr %8, align 8
  %43 = getelementptr inbounds %struct.SeqDef_s, ptr %42, i64 0
  %44 = getelementptr inbounds %struct.SeqDef_s, ptr %43, i32 0, i32 1
  %45 = load i16, ptr %44, align 4
  %46 = zext i16 %45 to i32
  %47 = load ptr, ptr %8, align 8
  %48 = getelementptr inbounds %struct.SeqDef_s, ptr %47, i64 0
  %49 = getelementptr inbounds %struct.SeqDef_s, ptr %48, i32 0, i32 2
  %50 = load i16, ptr %49, align 2
  %51 = zext i16 %50 to i32
  %52 = add nsw i32 %51, 3
  %53 = add nsw i32 %46, %52
  %54 = sext i32 %53 to i64
  store i64 %54, ptr %16, align 8
  store i64 1, ptr %14, align 8
  br label %55

55:                                               ; preds = %100, %41
  %56 = load i64, ptr %14, align 8
  %57 = load i64, ptr %9, align 8
  %58 = icmp ult i64 %56, %57
  br i1 %58, label %59, label %103

59:                                               ; preds = %55
  %60 = load ptr, ptr %8, align 8
  %61 = load i64, ptr %14, align 8
  %62 = getelementptr inbounds %struct.SeqDef_s, ptr %60, i64 %61
  %63 = getelementptr inbounds %struct.SeqDef_s, ptr %62, i32 0, i32 1
  %64 = load i16, ptr %63, align 4
  %65 = zext i16 %64 to i64
  %66 = load i64, ptr %11, align 8
  %67 = mul i64 %65, %66
  %68 = load i64, ptr %12, align 8
  %69 = add i64 %67, %68
  store i64 %69, ptr %18, align 8
  %70 = load i64, ptr %18, align 8
  %71 = load i64, ptr %15, align 8
  %72 = add i64 %71, %70
  store i64 %72, ptr %15, align 8
  %73 = load ptr, ptr %8, align 8
  %74 = load i64, ptr %14, align 8
  %75 = getelementptr inbounds %struct.SeqDef_s, ptr %73, i64 %74
  %76 = getelementptr inbounds %struct.SeqDef_s, ptr %75, i32 0, i32 1
  %77 = load i16, ptr %76, align 4
  %78 = zext i16 %77 to i32
  %79 = load ptr, ptr %8, align 8
  %80 = load i64, ptr %14, align 8
  %81 = getelementptr inbounds %struct.SeqDef_s, ptr %79, i64 %80
  %82 = getelementptr inbounds %struct.SeqDef_s, ptr %81, i32 0, i32 2
  %83 = load i16, ptr %82, align 2
  %84 = zext i16 %83 to i32
  %85 = add nsw i32 %84, 3
  %86 = add nsw i32 %78, %85
  %87 = sext i32 %86 to i64
  %88 = load i64, ptr %16, align 8
  %89 = add i64 %88, %87
  store i64 %89, ptr %16, align 8
  %90 = load i64, ptr %15, align 8
  %91 = load i64, ptr %10, align 8
  %92 = icmp ugt i64 %90, %91
  br i1 %92, label %93, label %99

93:                                               ; preds = %59
  %94 = load i64, ptr %15, align 8
  %95 = load i64, ptr %16, align 8
  %96 = mul i64 %95, 256
  %97 = icmp ult i64 %94, %96
  br i1 %97, label %98, label %99

98:                                               ; preds = %93
  br label %103

99:                                               ; preds = %93, %59
  br label %100

100:                                              ; preds = %99
  %101 = load i64, ptr %14, align 8
  %102 = add i64 %101, 1
  store i64 %102, ptr %14, align 8
  br label %55, !llvm.loop !9

103:                                              ; preds = %98, %55
  %104 = load i64, ptr %14, align 8
  store i64 %104, ptr %7, align 8
  br label %105

105:                                              ; preds = %103, %40
  %106 = load i64, ptr %7, align 8
  ret i64 %106
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @countLiterals(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca %struct.ZSTD_SequenceLength, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i64 0, ptr %8, align 8
  store i64 0, ptr %7, align 8
  br label %10

10:                                               ; preds = %25, %3
  %11 = load i64, ptr %7, align 8
  %12 = load i64, ptr %6, align 8
  %13 = icmp ult i64 %11, %12
  br i1 %13, label %14, label %28

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = load i64, ptr %7, align 8
  %18 = getelementptr inbounds %struct.SeqDef_s, ptr %16, i64 %17
  %19 = call i64 @ZSTD_getSequenceLength(ptr noundef %15, ptr noundef %18)
  store i64 %19, ptr %9, align 4
  %20 = getelementptr inbounds %struct.ZSTD_SequenceLength, ptr %9, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = zext i32 %21 to i64
  %23 = load i64, ptr %8, align 8
  %24 = add i64 %23, %22
  store i64 %24, ptr %8, align 8
  br label %25

25:                                               ; preds = %14
  %26 = load i64, ptr %7, align 8
  %27 = add i64 %26, 1
  store i64 %27, ptr %7, align 8
  br label %10, !llvm.loop !10

28:                                               ; preds = %10
  br label %29

29:                                               ; preds = %28
  br label %30

30:                                               ; preds = %29
  %31 = load i64, ptr %8, align 8
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_seqDecompressedSize(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca %struct.ZSTD_SequenceLength, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  store i64 0, ptr %11, align 8
  store i64 0, ptr %12, align 8
  store i64 0, ptr %13, align 8
  br label %15

15:                                               ; preds = %35, %5
  %16 = load i64, ptr %13, align 8
  %17 = load i64, ptr %8, align 8
  %18 = icmp ult i64 %16, %17
  br i1 %18, label %19, label %38

19:                                               ; preds = %15
  %20 = load ptr, ptr %6, align 8
  %21 = load ptr, ptr %7, align 8
  %22 = load i64, ptr %13, align 8
  %23 = getelementptr inbounds %struct.SeqDef_s, ptr %21, i64 %22
  %24 = call i64 @ZSTD_getSequenceLength(ptr noundef %20, ptr noundef %23)
  store i64 %24, ptr %14, align 4
  %25 = getelementptr inbounds %struct.ZSTD_SequenceLength, ptr %14, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = zext i32 %26 to i64
  %28 = load i64, ptr %12, align 8
  %29 = add i64 %28, %27
  store i64 %29, ptr %12, align 8
  %30 = getelementptr inbounds %struct.ZSTD_SequenceLength, ptr %14, i32 0, i32 1
  %31 = load i32, ptr %30, align 4
  %32 = zext i32 %31 to i64
  %33 = load i64, ptr %11, align 8
  %34 = add i64 %33, %32
  store i64 %34, ptr %11, align 8
  br label %35

35:                                               ; preds = %19
  %36 = load i64, ptr %13, align 8
  %37 = add i64 %36, 1
  store i64 %37, ptr %13, align 8
  br label %15, !llvm.loop !11

38:                                               ; preds = %15
  br label %39

39:                                               ; preds = %38
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %10, align 4
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %44, label %43

43:                                               ; preds = %40
  br label %45

44:                                               ; preds = %40
  br label %45

45:                                               ; preds = %44, %43
  %46 = load i64, ptr %12, align 8
  %47 = load i64, ptr %11, align 8
  %48 = load i64, ptr %9, align 8
  %49 = add i64 %47, %48
  ret i64 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressSubBlock(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, ptr noundef %10, i64 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, ptr noundef %15, ptr noundef %16, i32 noundef %17) #0 {
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca i64, align 8
  %42 = alloca i64, align 8
  %43 = alloca i64, align 8
  %44 = alloca i64, align 8
  %45 = alloca i64, align 8
  %46 = alloca i32, align 4
  store ptr %0, ptr %20, align 8
  store ptr %1, ptr %21, align 8
  store ptr %2, ptr %22, align 8
  store i64 %3, ptr %23, align 8
  store ptr %4, ptr %24, align 8
  store i64 %5, ptr %25, align 8
  store ptr %6, ptr %26, align 8
  store ptr %7, ptr %27, align 8
  store ptr %8, ptr %28, align 8
  store ptr %9, ptr %29, align 8
  store ptr %10, ptr %30, align 8
  store i64 %11, ptr %31, align 8
  store i32 %12, ptr %32, align 4
  store i32 %13, ptr %33, align 4
  store i32 %14, ptr %34, align 4
  store ptr %15, ptr %35, align 8
  store ptr %16, ptr %36, align 8
  store i32 %17, ptr %37, align 4
  %47 = load ptr, ptr %30, align 8
  store ptr %47, ptr %38, align 8
  %48 = load ptr, ptr %38, align 8
  %49 = load i64, ptr %31, align 8
  %50 = getelementptr inbounds i8, ptr %48, i64 %49
  store ptr %50, ptr %39, align 8
  %51 = load ptr, ptr %38, align 8
  %52 = getelementptr inbounds i8, ptr %51, i64 3
  store ptr %52, ptr %40, align 8
  br label %53

53:                                               ; preds = %18
  br label %54

54:                                               ; preds = %53
  %55 = load ptr, ptr %20, align 8
  %56 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, ptr %55, i32 0, i32 0
  %57 = getelementptr inbounds %struct.ZSTD_hufCTables_t, ptr %56, i32 0, i32 0
  %58 = getelementptr inbounds [257 x i64], ptr %57, i64 0, i64 0
  %59 = load ptr, ptr %21, align 8
  %60 = getelementptr inbounds %struct.ZSTD_entropyCTablesMetadata_t, ptr %59, i32 0, i32 0
  %61 = load ptr, ptr %24, align 8
  %62 = load i64, ptr %25, align 8
  %63 = load ptr, ptr %40, align 8
  %64 = load ptr, ptr %39, align 8
  %65 = load ptr, ptr %40, align 8
  %66 = ptrtoint ptr %64 to i64
  %67 = ptrtoint ptr %65 to i64
  %68 = sub i64 %66, %67
  %69 = load i32, ptr %32, align 4
  %70 = load i32, ptr %33, align 4
  %71 = load ptr, ptr %35, align 8
  %72 = call i64 @ZSTD_compressSubBlock_literal(ptr noundef %58, ptr noundef %60, ptr noundef %61, i64 noundef %62, ptr noundef %63, i64 noundef %68, i32 noundef %69, i32 noundef %70, ptr noundef %71)
  store i64 %72, ptr %41, align 8
  br label %73

73:                                               ; preds = %54
  %74 = load i64, ptr %41, align 8
  store i64 %74, ptr %42, align 8
  %75 = load i64, ptr %42, align 8
  %76 = call i32 @ERR_isError(i64 noundef %75)
  %77 = icmp ne i32 %76, 0
  br i1 %77, label %78, label %88

78:                                               ; preds = %73
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
  %87 = load i64, ptr %42, align 8
  store i64 %87, ptr %19, align 8
  br label %160

88:                                               ; preds = %73
  br label %89

89:                                               ; preds = %88
  %90 = load i64, ptr %41, align 8
  %91 = icmp eq i64 %90, 0
  br i1 %91, label %92, label %93

92:                                               ; preds = %89
  store i64 0, ptr %19, align 8
  br label %160

93:                                               ; preds = %89
  %94 = load i64, ptr %41, align 8
  %95 = load ptr, ptr %40, align 8
  %96 = getelementptr inbounds i8, ptr %95, i64 %94
  store ptr %96, ptr %40, align 8
  %97 = load ptr, ptr %20, align 8
  %98 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, ptr %97, i32 0, i32 1
  %99 = load ptr, ptr %21, align 8
  %100 = getelementptr inbounds %struct.ZSTD_entropyCTablesMetadata_t, ptr %99, i32 0, i32 1
  %101 = load ptr, ptr %22, align 8
  %102 = load i64, ptr %23, align 8
  %103 = load ptr, ptr %26, align 8
  %104 = load ptr, ptr %27, align 8
  %105 = load ptr, ptr %28, align 8
  %106 = load ptr, ptr %29, align 8
  %107 = load ptr, ptr %40, align 8
  %108 = load ptr, ptr %39, align 8
  %109 = load ptr, ptr %40, align 8
  %110 = ptrtoint ptr %108 to i64
  %111 = ptrtoint ptr %109 to i64
  %112 = sub i64 %110, %111
  %113 = load i32, ptr %32, align 4
  %114 = load i32, ptr %34, align 4
  %115 = load ptr, ptr %36, align 8
  %116 = call i64 @ZSTD_compressSubBlock_sequences(ptr noundef %98, ptr noundef %100, ptr noundef %101, i64 noundef %102, ptr noundef %103, ptr noundef %104, ptr noundef %105, ptr noundef %106, ptr noundef %107, i64 noundef %112, i32 noundef %113, i32 noundef %114, ptr noundef %115)
  store i64 %116, ptr %43, align 8
  br label %117

117:                                              ; preds = %93
  %118 = load i64, ptr %43, align 8
  store i64 %118, ptr %44, align 8
  %119 = load i64, ptr %44, align 8
  %120 = call i32 @ERR_isError(i64 noundef %119)
  %121 = icmp ne i32 %120, 0
  br i1 %121, label %122, label %132

122:                                              ; preds = %117
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
  br label %128

128:                                              ; preds = %127
  br label %129

129:                                              ; preds = %128
  br label %130

130:                                              ; preds = %129
  %131 = load i64, ptr %44, align 8
  store i64 %131, ptr %19, align 8
  br label %160

132:                                              ; preds = %117
  br label %133

133:                                              ; preds = %132
  %134 = load i64, ptr %43, align 8
  %135 = icmp eq i64 %134, 0
  br i1 %135, label %136, label %137

136:                                              ; preds = %133
  store i64 0, ptr %19, align 8
  br label %160

137:                                              ; preds = %133
  %138 = load i64, ptr %43, align 8
  %139 = load ptr, ptr %40, align 8
  %140 = getelementptr inbounds i8, ptr %139, i64 %138
  store ptr %140, ptr %40, align 8
  %141 = load ptr, ptr %40, align 8
  %142 = load ptr, ptr %38, align 8
  %143 = ptrtoint ptr %141 to i64
  %144 = ptrtoint ptr %142 to i64
  %145 = sub i64 %143, %144
  %146 = sub i64 %145, 3
  store i64 %146, ptr %45, align 8
  %147 = load i32, ptr %37, align 4
  %148 = add i32 %147, 4
  %149 = load i64, ptr %45, align 8
  %150 = shl i64 %149, 3
  %151 = trunc i64 %150 to i32
  %152 = add i32 %148, %151
  store i32 %152, ptr %46, align 4
  %153 = load ptr, ptr %38, align 8
  %154 = load i32, ptr %46, align 4
  call void @MEM_writeLE24(ptr noundef %153, i32 noundef %154)
  %155 = load ptr, ptr %40, align 8
  %156 = load ptr, ptr %38, align 8
  %157 = ptrtoint ptr %155 to i64
  %158 = ptrtoint ptr %156 to i64
  %159 = sub i64 %157, %158
  store i64 %159, ptr %19, align 8
  br label %160

160:                                              ; preds = %137, %136, %130, %92, %86
  %161 = load i64, ptr %19, align 8
  ret i64 %161
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_needSequenceEntropyTables(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %4, i32 0, i32 0
  %6 = load i32, ptr %5, align 8
  %7 = icmp eq i32 %6, 2
  br i1 %7, label %13, label %8

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 8
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %14

13:                                               ; preds = %8, %1
  store i32 1, ptr %2, align 4
  br label %37

14:                                               ; preds = %8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %15, i32 0, i32 2
  %17 = load i32, ptr %16, align 8
  %18 = icmp eq i32 %17, 2
  br i1 %18, label %24, label %19

19:                                               ; preds = %14
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %20, i32 0, i32 2
  %22 = load i32, ptr %21, align 8
  %23 = icmp eq i32 %22, 1
  br i1 %23, label %24, label %25

24:                                               ; preds = %19, %14
  store i32 1, ptr %2, align 4
  br label %37

25:                                               ; preds = %19
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %26, i32 0, i32 1
  %28 = load i32, ptr %27, align 4
  %29 = icmp eq i32 %28, 2
  br i1 %29, label %35, label %30

30:                                               ; preds = %25
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %31, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36

35:                                               ; preds = %30, %25
  store i32 1, ptr %2, align 4
  br label %37

36:                                               ; preds = %30
  store i32 0, ptr %2, align 4
  br label %37

37:                                               ; preds = %36, %35, %24, %13
  %38 = load i32, ptr %2, align 4
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_noCompressBlock(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i64 %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  %13 = load i32, ptr %11, align 4
  %14 = add i32 %13, 0
  %15 = load i64, ptr %10, align 8
  %16 = shl i64 %15, 3
  %17 = trunc i64 %16 to i32
  %18 = add i32 %14, %17
  store i32 %18, ptr %12, align 4
  br label %19

19:                                               ; preds = %5
  br label %20

20:                                               ; preds = %19
  br label %21

21:                                               ; preds = %20
  %22 = load i64, ptr %10, align 8
  %23 = add i64 %22, 3
  %24 = load i64, ptr %8, align 8
  %25 = icmp ugt i64 %23, %24
  br i1 %25, label %26, label %35

26:                                               ; preds = %21
  br label %27

27:                                               ; preds = %26
  br label %28

28:                                               ; preds = %27
  br label %29

29:                                               ; preds = %28
  br label %30

30:                                               ; preds = %29
  br label %31

31:                                               ; preds = %30
  br label %32

32:                                               ; preds = %31
  br label %33

33:                                               ; preds = %32
  br label %34

34:                                               ; preds = %33
  store i64 -70, ptr %6, align 8
  br label %45

35:                                               ; preds = %21
  br label %36

36:                                               ; preds = %35
  %37 = load ptr, ptr %7, align 8
  %38 = load i32, ptr %12, align 4
  call void @MEM_writeLE24(ptr noundef %37, i32 noundef %38)
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds i8, ptr %39, i64 3
  %41 = load ptr, ptr %9, align 8
  %42 = load i64, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %40, ptr align 1 %41, i64 %42, i1 false)
  %43 = load i64, ptr %10, align 8
  %44 = add i64 3, %43
  store i64 %44, ptr %6, align 8
  br label %45

45:                                               ; preds = %36, %34
  %46 = load i64, ptr %6, align 8
  ret i64 %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_updateRep(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp ugt i32 %9, 3
  br i1 %10, label %11, label %26

11:                                               ; preds = %3
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds i32, ptr %12, i64 1
  %14 = load i32, ptr %13, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds i32, ptr %15, i64 2
  store i32 %14, ptr %16, align 4
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds i32, ptr %17, i64 0
  %19 = load i32, ptr %18, align 4
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds i32, ptr %20, i64 1
  store i32 %19, ptr %21, align 4
  %22 = load i32, ptr %5, align 4
  %23 = sub i32 %22, 3
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds i32, ptr %24, i64 0
  store i32 %23, ptr %25, align 4
  br label %73

26:                                               ; preds = %3
  %27 = load i32, ptr %5, align 4
  %28 = sub i32 %27, 1
  %29 = load i32, ptr %6, align 4
  %30 = add i32 %28, %29
  store i32 %30, ptr %7, align 4
  %31 = load i32, ptr %7, align 4
  %32 = icmp ugt i32 %31, 0
  br i1 %32, label %33, label %71

33:                                               ; preds = %26
  %34 = load i32, ptr %7, align 4
  %35 = icmp eq i32 %34, 3
  br i1 %35, label %36, label %41

36:                                               ; preds = %33
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds i32, ptr %37, i64 0
  %39 = load i32, ptr %38, align 4
  %40 = sub i32 %39, 1
  br label %47

41:                                               ; preds = %33
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %7, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %42, i64 %44
  %46 = load i32, ptr %45, align 4
  br label %47

47:                                               ; preds = %41, %36
  %48 = phi i32 [ %40, %36 ], [ %46, %41 ]
  store i32 %48, ptr %8, align 4
  %49 = load i32, ptr %7, align 4
  %50 = icmp uge i32 %49, 2
  br i1 %50, label %51, label %55

51:                                               ; preds = %47
  %52 = load ptr, ptr %4, align 8
  %53 = getelementptr inbounds i32, ptr %52, i64 1
  %54 = load i32, ptr %53, align 4
  br label %59

55:                                               ; preds = %47
  %56 = load ptr, ptr %4, align 8
  %57 = getelementptr inbounds i32, ptr %56, i64 2
  %58 = load i32, ptr %57, align 4
  br label %59

59:                                               ; preds = %55, %51
  %60 = phi i32 [ %54, %51 ], [ %58, %55 ]
  %61 = load ptr, ptr %4, align 8
  %62 = getelementptr inbounds i32, ptr %61, i64 2
  store i32 %60, ptr %62, align 4
  %63 = load ptr, ptr %4, align 8
  %64 = getelementptr inbounds i32, ptr %63, i64 0
  %65 = load i32, ptr %64, align 4
  %66 = load ptr, ptr %4, align 8
  %67 = getelementptr inbounds i32, ptr %66, i64 1
  store i32 %65, ptr %67, align 4
  %68 = load i32, ptr %8, align 4
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds i32, ptr %69, i64 0
  store i32 %68, ptr %70, align 4
  br label %72

71:                                               ; preds = %26
  br label %72

72:                                               ; preds = %71, %59
  br label %73

73:                                               ; preds = %72, %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_getSequenceLength(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca %struct.ZSTD_SequenceLength, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %struct.SeqDef_s, ptr %6, i32 0, i32 1
  %8 = load i16, ptr %7, align 4
  %9 = zext i16 %8 to i32
  %10 = getelementptr inbounds %struct.ZSTD_SequenceLength, ptr %3, i32 0, i32 0
  store i32 %9, ptr %10, align 4
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.SeqDef_s, ptr %11, i32 0, i32 2
  %13 = load i16, ptr %12, align 2
  %14 = zext i16 %13 to i32
  %15 = add nsw i32 %14, 3
  %16 = getelementptr inbounds %struct.ZSTD_SequenceLength, ptr %3, i32 0, i32 1
  store i32 %15, ptr %16, align 4
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.SeqStore_t, ptr %17, i32 0, i32 10
  %19 = load i32, ptr %18, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.SeqStore_t, ptr %21, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = ptrtoint ptr %20 to i64
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %24, %25
  %27 = sdiv exact i64 %26, 8
  %28 = trunc i64 %27 to i32
  %29 = icmp eq i32 %19, %28
  br i1 %29, label %30, label %49

30:                                               ; preds = %2
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.SeqStore_t, ptr %31, i32 0, i32 9
  %33 = load i32, ptr %32, align 8
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %39

35:                                               ; preds = %30
  %36 = getelementptr inbounds %struct.ZSTD_SequenceLength, ptr %3, i32 0, i32 0
  %37 = load i32, ptr %36, align 4
  %38 = add i32 %37, 65536
  store i32 %38, ptr %36, align 4
  br label %39

39:                                               ; preds = %35, %30
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds %struct.SeqStore_t, ptr %40, i32 0, i32 9
  %42 = load i32, ptr %41, align 8
  %43 = icmp eq i32 %42, 2
  br i1 %43, label %44, label %48

44:                                               ; preds = %39
  %45 = getelementptr inbounds %struct.ZSTD_SequenceLength, ptr %3, i32 0, i32 1
  %46 = load i32, ptr %45, align 4
  %47 = add i32 %46, 65536
  store i32 %47, ptr %45, align 4
  br label %48

48:                                               ; preds = %44, %39
  br label %49

49:                                               ; preds = %48, %2
  %50 = load i64, ptr %3, align 4
  ret i64 %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_estimateSubBlockSize_literal(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i64 noundef %5, i32 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  store ptr %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store ptr %4, ptr %13, align 8
  store i64 %5, ptr %14, align 8
  store i32 %6, ptr %15, align 4
  %21 = load ptr, ptr %13, align 8
  store ptr %21, ptr %16, align 8
  store i32 255, ptr %17, align 4
  store i64 3, ptr %18, align 8
  %22 = load ptr, ptr %12, align 8
  %23 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 8
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %7
  %27 = load i64, ptr %10, align 8
  store i64 %27, ptr %8, align 8
  br label %78

28:                                               ; preds = %7
  %29 = load ptr, ptr %12, align 8
  %30 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %30, align 8
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34

33:                                               ; preds = %28
  store i64 1, ptr %8, align 8
  br label %78

34:                                               ; preds = %28
  %35 = load ptr, ptr %12, align 8
  %36 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %36, align 8
  %38 = icmp eq i32 %37, 2
  br i1 %38, label %44, label %39

39:                                               ; preds = %34
  %40 = load ptr, ptr %12, align 8
  %41 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 8
  %43 = icmp eq i32 %42, 3
  br i1 %43, label %44, label %75

44:                                               ; preds = %39, %34
  %45 = load ptr, ptr %16, align 8
  %46 = load ptr, ptr %9, align 8
  %47 = load i64, ptr %10, align 8
  %48 = load ptr, ptr %13, align 8
  %49 = load i64, ptr %14, align 8
  %50 = call i64 @HIST_count_wksp(ptr noundef %45, ptr noundef %17, ptr noundef %46, i64 noundef %47, ptr noundef %48, i64 noundef %49)
  store i64 %50, ptr %19, align 8
  %51 = load i64, ptr %19, align 8
  %52 = call i32 @ERR_isError(i64 noundef %51)
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %56

54:                                               ; preds = %44
  %55 = load i64, ptr %10, align 8
  store i64 %55, ptr %8, align 8
  br label %78

56:                                               ; preds = %44
  %57 = load ptr, ptr %11, align 8
  %58 = getelementptr inbounds %struct.ZSTD_hufCTables_t, ptr %57, i32 0, i32 0
  %59 = getelementptr inbounds [257 x i64], ptr %58, i64 0, i64 0
  %60 = load ptr, ptr %16, align 8
  %61 = load i32, ptr %17, align 4
  %62 = call i64 @HUF_estimateCompressedSize(ptr noundef %59, ptr noundef %60, i32 noundef %61)
  store i64 %62, ptr %20, align 8
  %63 = load i32, ptr %15, align 4
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %65, label %71

65:                                               ; preds = %56
  %66 = load ptr, ptr %12, align 8
  %67 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %66, i32 0, i32 2
  %68 = load i64, ptr %67, align 8
  %69 = load i64, ptr %20, align 8
  %70 = add i64 %69, %68
  store i64 %70, ptr %20, align 8
  br label %71

71:                                               ; preds = %65, %56
  %72 = load i64, ptr %20, align 8
  %73 = load i64, ptr %18, align 8
  %74 = add i64 %72, %73
  store i64 %74, ptr %8, align 8
  br label %78

75:                                               ; preds = %39
  br label %76

76:                                               ; preds = %75
  br label %77

77:                                               ; preds = %76
  store i64 0, ptr %8, align 8
  br label %78

78:                                               ; preds = %77, %71, %54, %33, %26
  %79 = load i64, ptr %8, align 8
  ret i64 %79
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_estimateSubBlockSize_sequences(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, i64 noundef %7, i32 noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  store ptr %0, ptr %11, align 8
  store ptr %1, ptr %12, align 8
  store ptr %2, ptr %13, align 8
  store i64 %3, ptr %14, align 8
  store ptr %4, ptr %15, align 8
  store ptr %5, ptr %16, align 8
  store ptr %6, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  store i32 %8, ptr %19, align 4
  store i64 3, ptr %20, align 8
  store i64 0, ptr %21, align 8
  %22 = load i64, ptr %14, align 8
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %24, label %25

24:                                               ; preds = %9
  store i64 3, ptr %10, align 8
  br label %76

25:                                               ; preds = %9
  %26 = load ptr, ptr %16, align 8
  %27 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %26, i32 0, i32 1
  %28 = load i32, ptr %27, align 4
  %29 = load ptr, ptr %11, align 8
  %30 = load i64, ptr %14, align 8
  %31 = load ptr, ptr %15, align 8
  %32 = getelementptr inbounds %struct.ZSTD_fseCTables_t, ptr %31, i32 0, i32 0
  %33 = getelementptr inbounds [193 x i32], ptr %32, i64 0, i64 0
  %34 = load ptr, ptr %17, align 8
  %35 = load i64, ptr %18, align 8
  %36 = call i64 @ZSTD_estimateSubBlockSize_symbolType(i32 noundef %28, ptr noundef %29, i32 noundef 31, i64 noundef %30, ptr noundef %33, ptr noundef null, ptr noundef @OF_defaultNorm, i32 noundef 5, i32 noundef 28, ptr noundef %34, i64 noundef %35)
  %37 = load i64, ptr %21, align 8
  %38 = add i64 %37, %36
  store i64 %38, ptr %21, align 8
  %39 = load ptr, ptr %16, align 8
  %40 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %40, align 8
  %42 = load ptr, ptr %12, align 8
  %43 = load i64, ptr %14, align 8
  %44 = load ptr, ptr %15, align 8
  %45 = getelementptr inbounds %struct.ZSTD_fseCTables_t, ptr %44, i32 0, i32 2
  %46 = getelementptr inbounds [329 x i32], ptr %45, i64 0, i64 0
  %47 = load ptr, ptr %17, align 8
  %48 = load i64, ptr %18, align 8
  %49 = call i64 @ZSTD_estimateSubBlockSize_symbolType(i32 noundef %41, ptr noundef %42, i32 noundef 35, i64 noundef %43, ptr noundef %46, ptr noundef @LL_bits, ptr noundef @LL_defaultNorm, i32 noundef 6, i32 noundef 35, ptr noundef %47, i64 noundef %48)
  %50 = load i64, ptr %21, align 8
  %51 = add i64 %50, %49
  store i64 %51, ptr %21, align 8
  %52 = load ptr, ptr %16, align 8
  %53 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %52, i32 0, i32 2
  %54 = load i32, ptr %53, align 8
  %55 = load ptr, ptr %13, align 8
  %56 = load i64, ptr %14, align 8
  %57 = load ptr, ptr %15, align 8
  %58 = getelementptr inbounds %struct.ZSTD_fseCTables_t, ptr %57, i32 0, i32 1
  %59 = getelementptr inbounds [363 x i32], ptr %58, i64 0, i64 0
  %60 = load ptr, ptr %17, align 8
  %61 = load i64, ptr %18, align 8
  %62 = call i64 @ZSTD_estimateSubBlockSize_symbolType(i32 noundef %54, ptr noundef %55, i32 noundef 52, i64 noundef %56, ptr noundef %59, ptr noundef @ML_bits, ptr noundef @ML_defaultNorm, i32 noundef 6, i32 noundef 52, ptr noundef %60, i64 noundef %61)
  %63 = load i64, ptr %21, align 8
  %64 = add i64 %63, %62
  store i64 %64, ptr %21, align 8
  %65 = load i32, ptr %19, align 4
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %73

67:                                               ; preds = %25
  %68 = load ptr, ptr %16, align 8
  %69 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %68, i32 0, i32 4
  %70 = load i64, ptr %69, align 8
  %71 = load i64, ptr %21, align 8
  %72 = add i64 %71, %70
  store i64 %72, ptr %21, align 8
  br label %73

73:                                               ; preds = %67, %25
  %74 = load i64, ptr %21, align 8
  %75 = add i64 %74, 3
  store i64 %75, ptr %10, align 8
  br label %76

76:                                               ; preds = %73, %24
  %77 = load i64, ptr %10, align 8
  ret i64 %77
}

declare i64 @HIST_count_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) #1

declare i64 @HUF_estimateCompressedSize(ptr noundef, ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_estimateSubBlockSize_symbolType(i32 noundef %0, ptr noundef %1, i32 noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, i64 noundef %10) #0 {
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  store i32 %0, ptr %13, align 4
  store ptr %1, ptr %14, align 8
  store i32 %2, ptr %15, align 4
  store i64 %3, ptr %16, align 8
  store ptr %4, ptr %17, align 8
  store ptr %5, ptr %18, align 8
  store ptr %6, ptr %19, align 8
  store i32 %7, ptr %20, align 4
  store i32 %8, ptr %21, align 4
  store ptr %9, ptr %22, align 8
  store i64 %10, ptr %23, align 8
  %30 = load ptr, ptr %22, align 8
  store ptr %30, ptr %24, align 8
  %31 = load ptr, ptr %14, align 8
  store ptr %31, ptr %25, align 8
  %32 = load ptr, ptr %25, align 8
  store ptr %32, ptr %26, align 8
  %33 = load ptr, ptr %26, align 8
  %34 = load i64, ptr %16, align 8
  %35 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %35, ptr %27, align 8
  store i64 0, ptr %28, align 8
  %36 = load i32, ptr %15, align 4
  store i32 %36, ptr %29, align 4
  %37 = load ptr, ptr %24, align 8
  %38 = load ptr, ptr %14, align 8
  %39 = load i64, ptr %16, align 8
  %40 = load ptr, ptr %22, align 8
  %41 = load i64, ptr %23, align 8
  %42 = call i64 @HIST_countFast_wksp(ptr noundef %37, ptr noundef %29, ptr noundef %38, i64 noundef %39, ptr noundef %40, i64 noundef %41)
  %43 = load i32, ptr %13, align 4
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %58

45:                                               ; preds = %11
  %46 = load i32, ptr %29, align 4
  %47 = load i32, ptr %21, align 4
  %48 = icmp ule i32 %46, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %45
  %50 = load ptr, ptr %19, align 8
  %51 = load i32, ptr %20, align 4
  %52 = load ptr, ptr %24, align 8
  %53 = load i32, ptr %29, align 4
  %54 = call i64 @ZSTD_crossEntropyCost(ptr noundef %50, i32 noundef %51, ptr noundef %52, i32 noundef %53)
  br label %56

55:                                               ; preds = %45
  br label %56

56:                                               ; preds = %55, %49
  %57 = phi i64 [ %54, %49 ], [ -1, %55 ]
  store i64 %57, ptr %28, align 8
  br label %75

58:                                               ; preds = %11
  %59 = load i32, ptr %13, align 4
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62

61:                                               ; preds = %58
  store i64 0, ptr %28, align 8
  br label %74

62:                                               ; preds = %58
  %63 = load i32, ptr %13, align 4
  %64 = icmp eq i32 %63, 2
  br i1 %64, label %68, label %65

65:                                               ; preds = %62
  %66 = load i32, ptr %13, align 4
  %67 = icmp eq i32 %66, 3
  br i1 %67, label %68, label %73

68:                                               ; preds = %65, %62
  %69 = load ptr, ptr %17, align 8
  %70 = load ptr, ptr %24, align 8
  %71 = load i32, ptr %29, align 4
  %72 = call i64 @ZSTD_fseBitCost(ptr noundef %69, ptr noundef %70, i32 noundef %71)
  store i64 %72, ptr %28, align 8
  br label %73

73:                                               ; preds = %68, %65
  br label %74

74:                                               ; preds = %73, %61
  br label %75

75:                                               ; preds = %74, %56
  %76 = load i64, ptr %28, align 8
  %77 = call i32 @ERR_isError(i64 noundef %76)
  %78 = icmp ne i32 %77, 0
  br i1 %78, label %79, label %82

79:                                               ; preds = %75
  %80 = load i64, ptr %16, align 8
  %81 = mul i64 %80, 10
  store i64 %81, ptr %12, align 8
  br label %112

82:                                               ; preds = %75
  br label %83

83:                                               ; preds = %106, %82
  %84 = load ptr, ptr %25, align 8
  %85 = load ptr, ptr %27, align 8
  %86 = icmp ult ptr %84, %85
  br i1 %86, label %87, label %109

87:                                               ; preds = %83
  %88 = load ptr, ptr %18, align 8
  %89 = icmp ne ptr %88, null
  br i1 %89, label %90, label %100

90:                                               ; preds = %87
  %91 = load ptr, ptr %18, align 8
  %92 = load ptr, ptr %25, align 8
  %93 = load i8, ptr %92, align 1
  %94 = zext i8 %93 to i64
  %95 = getelementptr inbounds i8, ptr %91, i64 %94
  %96 = load i8, ptr %95, align 1
  %97 = zext i8 %96 to i64
  %98 = load i64, ptr %28, align 8
  %99 = add i64 %98, %97
  store i64 %99, ptr %28, align 8
  br label %106

100:                                              ; preds = %87
  %101 = load ptr, ptr %25, align 8
  %102 = load i8, ptr %101, align 1
  %103 = zext i8 %102 to i64
  %104 = load i64, ptr %28, align 8
  %105 = add i64 %104, %103
  store i64 %105, ptr %28, align 8
  br label %106

106:                                              ; preds = %100, %90
  %107 = load ptr, ptr %25, align 8
  %108 = getelementptr inbounds i8, ptr %107, i32 1
  store ptr %108, ptr %25, align 8
  br label %83, !llvm.loop !12

109:                                              ; preds = %83
  %110 = load i64, ptr %28, align 8
  %111 = udiv i64 %110, 8
  store i64 %111, ptr %12, align 8
  br label %112

112:                                              ; preds = %109, %79
  %113 = load i64, ptr %12, align 8
  ret i64 %113
}

declare i64 @HIST_countFast_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) #1

declare i64 @ZSTD_crossEntropyCost(ptr noundef, i32 noundef, ptr noundef, i32 noundef) #1

declare i64 @ZSTD_fseBitCost(ptr noundef, ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressSubBlock_literal(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i64, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  store ptr %0, ptr %11, align 8
  store ptr %1, ptr %12, align 8
  store ptr %2, ptr %13, align 8
  store i64 %3, ptr %14, align 8
  store ptr %4, ptr %15, align 8
  store i64 %5, ptr %16, align 8
  store i32 %6, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  store ptr %8, ptr %19, align 8
  %33 = load i32, ptr %18, align 4
  %34 = icmp ne i32 %33, 0
  %35 = zext i1 %34 to i64
  %36 = select i1 %34, i32 200, i32 0
  %37 = sext i32 %36 to i64
  store i64 %37, ptr %20, align 8
  %38 = load i64, ptr %14, align 8
  %39 = load i64, ptr %20, align 8
  %40 = sub i64 1024, %39
  %41 = icmp uge i64 %38, %40
  %42 = zext i1 %41 to i32
  %43 = add nsw i32 3, %42
  %44 = load i64, ptr %14, align 8
  %45 = load i64, ptr %20, align 8
  %46 = sub i64 16384, %45
  %47 = icmp uge i64 %44, %46
  %48 = zext i1 %47 to i32
  %49 = add nsw i32 %43, %48
  %50 = sext i32 %49 to i64
  store i64 %50, ptr %21, align 8
  %51 = load ptr, ptr %15, align 8
  store ptr %51, ptr %22, align 8
  %52 = load ptr, ptr %22, align 8
  %53 = load i64, ptr %16, align 8
  %54 = getelementptr inbounds i8, ptr %52, i64 %53
  store ptr %54, ptr %23, align 8
  %55 = load ptr, ptr %22, align 8
  %56 = load i64, ptr %21, align 8
  %57 = getelementptr inbounds i8, ptr %55, i64 %56
  store ptr %57, ptr %24, align 8
  %58 = load i64, ptr %21, align 8
  %59 = icmp eq i64 %58, 3
  %60 = zext i1 %59 to i32
  store i32 %60, ptr %25, align 4
  %61 = load i32, ptr %18, align 4
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %63, label %67

63:                                               ; preds = %9
  %64 = load ptr, ptr %12, align 8
  %65 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %64, i32 0, i32 0
  %66 = load i32, ptr %65, align 8
  br label %68

67:                                               ; preds = %9
  br label %68

68:                                               ; preds = %67, %63
  %69 = phi i32 [ %66, %63 ], [ 3, %67 ]
  store i32 %69, ptr %26, align 4
  store i64 0, ptr %27, align 8
  br label %70

70:                                               ; preds = %68
  br label %71

71:                                               ; preds = %70
  %72 = load ptr, ptr %19, align 8
  store i32 0, ptr %72, align 4
  %73 = load i64, ptr %14, align 8
  %74 = icmp eq i64 %73, 0
  br i1 %74, label %80, label %75

75:                                               ; preds = %71
  %76 = load ptr, ptr %12, align 8
  %77 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %76, i32 0, i32 0
  %78 = load i32, ptr %77, align 8
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %88

80:                                               ; preds = %75, %71
  br label %81

81:                                               ; preds = %80
  br label %82

82:                                               ; preds = %81
  %83 = load ptr, ptr %15, align 8
  %84 = load i64, ptr %16, align 8
  %85 = load ptr, ptr %13, align 8
  %86 = load i64, ptr %14, align 8
  %87 = call i64 @ZSTD_noCompressLiterals(ptr noundef %83, i64 noundef %84, ptr noundef %85, i64 noundef %86)
  store i64 %87, ptr %10, align 8
  br label %276

88:                                               ; preds = %75
  %89 = load ptr, ptr %12, align 8
  %90 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %89, i32 0, i32 0
  %91 = load i32, ptr %90, align 8
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %101

93:                                               ; preds = %88
  br label %94

94:                                               ; preds = %93
  br label %95

95:                                               ; preds = %94
  %96 = load ptr, ptr %15, align 8
  %97 = load i64, ptr %16, align 8
  %98 = load ptr, ptr %13, align 8
  %99 = load i64, ptr %14, align 8
  %100 = call i64 @ZSTD_compressRleLiteralsBlock(ptr noundef %96, i64 noundef %97, ptr noundef %98, i64 noundef %99)
  store i64 %100, ptr %10, align 8
  br label %276

101:                                              ; preds = %88
  br label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %18, align 4
  %104 = icmp ne i32 %103, 0
  br i1 %104, label %105, label %130

105:                                              ; preds = %102
  %106 = load ptr, ptr %12, align 8
  %107 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %106, i32 0, i32 0
  %108 = load i32, ptr %107, align 8
  %109 = icmp eq i32 %108, 2
  br i1 %109, label %110, label %130

110:                                              ; preds = %105
  %111 = load ptr, ptr %24, align 8
  %112 = load ptr, ptr %12, align 8
  %113 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %112, i32 0, i32 1
  %114 = getelementptr inbounds [128 x i8], ptr %113, i64 0, i64 0
  %115 = load ptr, ptr %12, align 8
  %116 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %115, i32 0, i32 2
  %117 = load i64, ptr %116, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %111, ptr align 4 %114, i64 %117, i1 false)
  %118 = load ptr, ptr %12, align 8
  %119 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %118, i32 0, i32 2
  %120 = load i64, ptr %119, align 8
  %121 = load ptr, ptr %24, align 8
  %122 = getelementptr inbounds i8, ptr %121, i64 %120
  store ptr %122, ptr %24, align 8
  %123 = load ptr, ptr %12, align 8
  %124 = getelementptr inbounds %struct.ZSTD_hufCTablesMetadata_t, ptr %123, i32 0, i32 2
  %125 = load i64, ptr %124, align 8
  %126 = load i64, ptr %27, align 8
  %127 = add i64 %126, %125
  store i64 %127, ptr %27, align 8
  br label %128

128:                                              ; preds = %110
  br label %129

129:                                              ; preds = %128
  br label %130

130:                                              ; preds = %129, %105, %102
  %131 = load i32, ptr %17, align 4
  %132 = icmp ne i32 %131, 0
  %133 = zext i1 %132 to i64
  %134 = select i1 %132, i32 1, i32 0
  store i32 %134, ptr %28, align 4
  %135 = load i32, ptr %25, align 4
  %136 = icmp ne i32 %135, 0
  br i1 %136, label %137, label %149

137:                                              ; preds = %130
  %138 = load ptr, ptr %24, align 8
  %139 = load ptr, ptr %23, align 8
  %140 = load ptr, ptr %24, align 8
  %141 = ptrtoint ptr %139 to i64
  %142 = ptrtoint ptr %140 to i64
  %143 = sub i64 %141, %142
  %144 = load ptr, ptr %13, align 8
  %145 = load i64, ptr %14, align 8
  %146 = load ptr, ptr %11, align 8
  %147 = load i32, ptr %28, align 4
  %148 = call i64 @HUF_compress1X_usingCTable(ptr noundef %138, i64 noundef %143, ptr noundef %144, i64 noundef %145, ptr noundef %146, i32 noundef %147)
  br label %161

149:                                              ; preds = %130
  %150 = load ptr, ptr %24, align 8
  %151 = load ptr, ptr %23, align 8
  %152 = load ptr, ptr %24, align 8
  %153 = ptrtoint ptr %151 to i64
  %154 = ptrtoint ptr %152 to i64
  %155 = sub i64 %153, %154
  %156 = load ptr, ptr %13, align 8
  %157 = load i64, ptr %14, align 8
  %158 = load ptr, ptr %11, align 8
  %159 = load i32, ptr %28, align 4
  %160 = call i64 @HUF_compress4X_usingCTable(ptr noundef %150, i64 noundef %155, ptr noundef %156, i64 noundef %157, ptr noundef %158, i32 noundef %159)
  br label %161

161:                                              ; preds = %149, %137
  %162 = phi i64 [ %148, %137 ], [ %160, %149 ]
  store i64 %162, ptr %29, align 8
  %163 = load i64, ptr %29, align 8
  %164 = load ptr, ptr %24, align 8
  %165 = getelementptr inbounds i8, ptr %164, i64 %163
  store ptr %165, ptr %24, align 8
  %166 = load i64, ptr %29, align 8
  %167 = load i64, ptr %27, align 8
  %168 = add i64 %167, %166
  store i64 %168, ptr %27, align 8
  %169 = load i64, ptr %29, align 8
  %170 = icmp eq i64 %169, 0
  br i1 %170, label %175, label %171

171:                                              ; preds = %161
  %172 = load i64, ptr %29, align 8
  %173 = call i32 @ERR_isError(i64 noundef %172)
  %174 = icmp ne i32 %173, 0
  br i1 %174, label %175, label %178

175:                                              ; preds = %171, %161
  br label %176

176:                                              ; preds = %175
  br label %177

177:                                              ; preds = %176
  store i64 0, ptr %10, align 8
  br label %276

178:                                              ; preds = %171
  %179 = load i32, ptr %18, align 4
  %180 = icmp ne i32 %179, 0
  br i1 %180, label %193, label %181

181:                                              ; preds = %178
  %182 = load i64, ptr %27, align 8
  %183 = load i64, ptr %14, align 8
  %184 = icmp uge i64 %182, %183
  br i1 %184, label %185, label %193

185:                                              ; preds = %181
  br label %186

186:                                              ; preds = %185
  br label %187

187:                                              ; preds = %186
  %188 = load ptr, ptr %15, align 8
  %189 = load i64, ptr %16, align 8
  %190 = load ptr, ptr %13, align 8
  %191 = load i64, ptr %14, align 8
  %192 = call i64 @ZSTD_noCompressLiterals(ptr noundef %188, i64 noundef %189, ptr noundef %190, i64 noundef %191)
  store i64 %192, ptr %10, align 8
  br label %276

193:                                              ; preds = %181, %178
  %194 = load i64, ptr %21, align 8
  %195 = load i64, ptr %27, align 8
  %196 = icmp uge i64 %195, 1024
  %197 = zext i1 %196 to i32
  %198 = add nsw i32 3, %197
  %199 = load i64, ptr %27, align 8
  %200 = icmp uge i64 %199, 16384
  %201 = zext i1 %200 to i32
  %202 = add nsw i32 %198, %201
  %203 = sext i32 %202 to i64
  %204 = icmp ult i64 %194, %203
  br i1 %204, label %205, label %213

205:                                              ; preds = %193
  br label %206

206:                                              ; preds = %205
  br label %207

207:                                              ; preds = %206
  %208 = load ptr, ptr %15, align 8
  %209 = load i64, ptr %16, align 8
  %210 = load ptr, ptr %13, align 8
  %211 = load i64, ptr %14, align 8
  %212 = call i64 @ZSTD_noCompressLiterals(ptr noundef %208, i64 noundef %209, ptr noundef %210, i64 noundef %211)
  store i64 %212, ptr %10, align 8
  br label %276

213:                                              ; preds = %193
  br label %214

214:                                              ; preds = %213
  br label %215

215:                                              ; preds = %214
  %216 = load i64, ptr %21, align 8
  switch i64 %216, label %266 [
    i64 3, label %217
    i64 4, label %235
    i64 5, label %248
  ]

217:                                              ; preds = %215
  %218 = load i32, ptr %26, align 4
  %219 = load i32, ptr %25, align 4
  %220 = icmp ne i32 %219, 0
  %221 = xor i1 %220, true
  %222 = zext i1 %221 to i32
  %223 = shl i32 %222, 2
  %224 = add i32 %218, %223
  %225 = load i64, ptr %14, align 8
  %226 = trunc i64 %225 to i32
  %227 = shl i32 %226, 4
  %228 = add i32 %224, %227
  %229 = load i64, ptr %27, align 8
  %230 = trunc i64 %229 to i32
  %231 = shl i32 %230, 14
  %232 = add i32 %228, %231
  store i32 %232, ptr %30, align 4
  %233 = load ptr, ptr %22, align 8
  %234 = load i32, ptr %30, align 4
  call void @MEM_writeLE24(ptr noundef %233, i32 noundef %234)
  br label %267

235:                                              ; preds = %215
  %236 = load i32, ptr %26, align 4
  %237 = add i32 %236, 8
  %238 = load i64, ptr %14, align 8
  %239 = trunc i64 %238 to i32
  %240 = shl i32 %239, 4
  %241 = add i32 %237, %240
  %242 = load i64, ptr %27, align 8
  %243 = trunc i64 %242 to i32
  %244 = shl i32 %243, 18
  %245 = add i32 %241, %244
  store i32 %245, ptr %31, align 4
  %246 = load ptr, ptr %22, align 8
  %247 = load i32, ptr %31, align 4
  call void @MEM_writeLE32(ptr noundef %246, i32 noundef %247)
  br label %267

248:                                              ; preds = %215
  %249 = load i32, ptr %26, align 4
  %250 = add i32 %249, 12
  %251 = load i64, ptr %14, align 8
  %252 = trunc i64 %251 to i32
  %253 = shl i32 %252, 4
  %254 = add i32 %250, %253
  %255 = load i64, ptr %27, align 8
  %256 = trunc i64 %255 to i32
  %257 = shl i32 %256, 22
  %258 = add i32 %254, %257
  store i32 %258, ptr %32, align 4
  %259 = load ptr, ptr %22, align 8
  %260 = load i32, ptr %32, align 4
  call void @MEM_writeLE32(ptr noundef %259, i32 noundef %260)
  %261 = load i64, ptr %27, align 8
  %262 = lshr i64 %261, 10
  %263 = trunc i64 %262 to i8
  %264 = load ptr, ptr %22, align 8
  %265 = getelementptr inbounds i8, ptr %264, i64 4
  store i8 %263, ptr %265, align 1
  br label %267

266:                                              ; preds = %215
  br label %267

267:                                              ; preds = %266, %248, %235, %217
  %268 = load ptr, ptr %19, align 8
  store i32 1, ptr %268, align 4
  br label %269

269:                                              ; preds = %267
  br label %270

270:                                              ; preds = %269
  %271 = load ptr, ptr %24, align 8
  %272 = load ptr, ptr %22, align 8
  %273 = ptrtoint ptr %271 to i64
  %274 = ptrtoint ptr %272 to i64
  %275 = sub i64 %273, %274
  store i64 %275, ptr %10, align 8
  br label %276

276:                                              ; preds = %270, %207, %187, %177, %95, %82
  %277 = load i64, ptr %10, align 8
  ret i64 %277
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_compressSubBlock_sequences(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, i64 noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12) #0 {
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca i64, align 8
  store ptr %0, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  store ptr %2, ptr %17, align 8
  store i64 %3, ptr %18, align 8
  store ptr %4, ptr %19, align 8
  store ptr %5, ptr %20, align 8
  store ptr %6, ptr %21, align 8
  store ptr %7, ptr %22, align 8
  store ptr %8, ptr %23, align 8
  store i64 %9, ptr %24, align 8
  store i32 %10, ptr %25, align 4
  store i32 %11, ptr %26, align 4
  store ptr %12, ptr %27, align 8
  %39 = load ptr, ptr %22, align 8
  %40 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, ptr %39, i32 0, i32 1
  %41 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 4
  %43 = call i32 @MEM_32bits()
  %44 = icmp ne i32 %43, 0
  %45 = zext i1 %44 to i64
  %46 = select i1 %44, i32 25, i32 57
  %47 = icmp ugt i32 %42, %46
  %48 = zext i1 %47 to i32
  store i32 %48, ptr %28, align 4
  %49 = load ptr, ptr %23, align 8
  store ptr %49, ptr %29, align 8
  %50 = load ptr, ptr %29, align 8
  %51 = load i64, ptr %24, align 8
  %52 = getelementptr inbounds i8, ptr %50, i64 %51
  store ptr %52, ptr %30, align 8
  %53 = load ptr, ptr %29, align 8
  store ptr %53, ptr %31, align 8
  br label %54

54:                                               ; preds = %13
  br label %55

55:                                               ; preds = %54
  %56 = load ptr, ptr %27, align 8
  store i32 0, ptr %56, align 4
  br label %57

57:                                               ; preds = %55
  %58 = load ptr, ptr %30, align 8
  %59 = load ptr, ptr %31, align 8
  %60 = ptrtoint ptr %58 to i64
  %61 = ptrtoint ptr %59 to i64
  %62 = sub i64 %60, %61
  %63 = icmp slt i64 %62, 4
  br i1 %63, label %64, label %73

64:                                               ; preds = %57
  br label %65

65:                                               ; preds = %64
  br label %66

66:                                               ; preds = %65
  br label %67

67:                                               ; preds = %66
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
  store i64 -70, ptr %14, align 8
  br label %241

73:                                               ; preds = %57
  br label %74

74:                                               ; preds = %73
  %75 = load i64, ptr %18, align 8
  %76 = icmp ult i64 %75, 128
  br i1 %76, label %77, label %82

77:                                               ; preds = %74
  %78 = load i64, ptr %18, align 8
  %79 = trunc i64 %78 to i8
  %80 = load ptr, ptr %31, align 8
  %81 = getelementptr inbounds i8, ptr %80, i32 1
  store ptr %81, ptr %31, align 8
  store i8 %79, ptr %80, align 1
  br label %109

82:                                               ; preds = %74
  %83 = load i64, ptr %18, align 8
  %84 = icmp ult i64 %83, 32512
  br i1 %84, label %85, label %98

85:                                               ; preds = %82
  %86 = load i64, ptr %18, align 8
  %87 = lshr i64 %86, 8
  %88 = add i64 %87, 128
  %89 = trunc i64 %88 to i8
  %90 = load ptr, ptr %31, align 8
  %91 = getelementptr inbounds i8, ptr %90, i64 0
  store i8 %89, ptr %91, align 1
  %92 = load i64, ptr %18, align 8
  %93 = trunc i64 %92 to i8
  %94 = load ptr, ptr %31, align 8
  %95 = getelementptr inbounds i8, ptr %94, i64 1
  store i8 %93, ptr %95, align 1
  %96 = load ptr, ptr %31, align 8
  %97 = getelementptr inbounds i8, ptr %96, i64 2
  store ptr %97, ptr %31, align 8
  br label %108

98:                                               ; preds = %82
  %99 = load ptr, ptr %31, align 8
  %100 = getelementptr inbounds i8, ptr %99, i64 0
  store i8 -1, ptr %100, align 1
  %101 = load ptr, ptr %31, align 8
  %102 = getelementptr inbounds i8, ptr %101, i64 1
  %103 = load i64, ptr %18, align 8
  %104 = sub i64 %103, 32512
  %105 = trunc i64 %104 to i16
  call void @MEM_writeLE16(ptr noundef %102, i16 noundef %105)
  %106 = load ptr, ptr %31, align 8
  %107 = getelementptr inbounds i8, ptr %106, i64 3
  store ptr %107, ptr %31, align 8
  br label %108

108:                                              ; preds = %98, %85
  br label %109

109:                                              ; preds = %108, %77
  %110 = load i64, ptr %18, align 8
  %111 = icmp eq i64 %110, 0
  br i1 %111, label %112, label %118

112:                                              ; preds = %109
  %113 = load ptr, ptr %31, align 8
  %114 = load ptr, ptr %29, align 8
  %115 = ptrtoint ptr %113 to i64
  %116 = ptrtoint ptr %114 to i64
  %117 = sub i64 %115, %116
  store i64 %117, ptr %14, align 8
  br label %241

118:                                              ; preds = %109
  %119 = load ptr, ptr %31, align 8
  %120 = getelementptr inbounds i8, ptr %119, i32 1
  store ptr %120, ptr %31, align 8
  store ptr %119, ptr %32, align 8
  br label %121

121:                                              ; preds = %118
  br label %122

122:                                              ; preds = %121
  %123 = load i32, ptr %26, align 4
  %124 = icmp ne i32 %123, 0
  br i1 %124, label %125, label %159

125:                                              ; preds = %122
  %126 = load ptr, ptr %16, align 8
  %127 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %126, i32 0, i32 0
  %128 = load i32, ptr %127, align 8
  store i32 %128, ptr %33, align 4
  %129 = load ptr, ptr %16, align 8
  %130 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %129, i32 0, i32 1
  %131 = load i32, ptr %130, align 4
  store i32 %131, ptr %34, align 4
  %132 = load ptr, ptr %16, align 8
  %133 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %132, i32 0, i32 2
  %134 = load i32, ptr %133, align 8
  store i32 %134, ptr %35, align 4
  br label %135

135:                                              ; preds = %125
  br label %136

136:                                              ; preds = %135
  %137 = load i32, ptr %33, align 4
  %138 = shl i32 %137, 6
  %139 = load i32, ptr %34, align 4
  %140 = shl i32 %139, 4
  %141 = add i32 %138, %140
  %142 = load i32, ptr %35, align 4
  %143 = shl i32 %142, 2
  %144 = add i32 %141, %143
  %145 = trunc i32 %144 to i8
  %146 = load ptr, ptr %32, align 8
  store i8 %145, ptr %146, align 1
  %147 = load ptr, ptr %31, align 8
  %148 = load ptr, ptr %16, align 8
  %149 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %148, i32 0, i32 3
  %150 = getelementptr inbounds [133 x i8], ptr %149, i64 0, i64 0
  %151 = load ptr, ptr %16, align 8
  %152 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %151, i32 0, i32 4
  %153 = load i64, ptr %152, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %147, ptr align 4 %150, i64 %153, i1 false)
  %154 = load ptr, ptr %16, align 8
  %155 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %154, i32 0, i32 4
  %156 = load i64, ptr %155, align 8
  %157 = load ptr, ptr %31, align 8
  %158 = getelementptr inbounds i8, ptr %157, i64 %156
  store ptr %158, ptr %31, align 8
  br label %161

159:                                              ; preds = %122
  store i32 3, ptr %36, align 4
  %160 = load ptr, ptr %32, align 8
  store i8 -4, ptr %160, align 1
  br label %161

161:                                              ; preds = %159, %136
  %162 = load ptr, ptr %31, align 8
  %163 = load ptr, ptr %30, align 8
  %164 = load ptr, ptr %31, align 8
  %165 = ptrtoint ptr %163 to i64
  %166 = ptrtoint ptr %164 to i64
  %167 = sub i64 %165, %166
  %168 = load ptr, ptr %15, align 8
  %169 = getelementptr inbounds %struct.ZSTD_fseCTables_t, ptr %168, i32 0, i32 1
  %170 = getelementptr inbounds [363 x i32], ptr %169, i64 0, i64 0
  %171 = load ptr, ptr %20, align 8
  %172 = load ptr, ptr %15, align 8
  %173 = getelementptr inbounds %struct.ZSTD_fseCTables_t, ptr %172, i32 0, i32 0
  %174 = getelementptr inbounds [193 x i32], ptr %173, i64 0, i64 0
  %175 = load ptr, ptr %21, align 8
  %176 = load ptr, ptr %15, align 8
  %177 = getelementptr inbounds %struct.ZSTD_fseCTables_t, ptr %176, i32 0, i32 2
  %178 = getelementptr inbounds [329 x i32], ptr %177, i64 0, i64 0
  %179 = load ptr, ptr %19, align 8
  %180 = load ptr, ptr %17, align 8
  %181 = load i64, ptr %18, align 8
  %182 = load i32, ptr %28, align 4
  %183 = load i32, ptr %25, align 4
  %184 = call i64 @ZSTD_encodeSequences(ptr noundef %162, i64 noundef %167, ptr noundef %170, ptr noundef %171, ptr noundef %174, ptr noundef %175, ptr noundef %178, ptr noundef %179, ptr noundef %180, i64 noundef %181, i32 noundef %182, i32 noundef %183)
  store i64 %184, ptr %37, align 8
  br label %185

185:                                              ; preds = %161
  %186 = load i64, ptr %37, align 8
  store i64 %186, ptr %38, align 8
  %187 = load i64, ptr %38, align 8
  %188 = call i32 @ERR_isError(i64 noundef %187)
  %189 = icmp ne i32 %188, 0
  br i1 %189, label %190, label %200

190:                                              ; preds = %185
  br label %191

191:                                              ; preds = %190
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
  %199 = load i64, ptr %38, align 8
  store i64 %199, ptr %14, align 8
  br label %241

200:                                              ; preds = %185
  br label %201

201:                                              ; preds = %200
  %202 = load i64, ptr %37, align 8
  %203 = load ptr, ptr %31, align 8
  %204 = getelementptr inbounds i8, ptr %203, i64 %202
  store ptr %204, ptr %31, align 8
  %205 = load i32, ptr %26, align 4
  %206 = icmp ne i32 %205, 0
  br i1 %206, label %207, label %222

207:                                              ; preds = %201
  %208 = load ptr, ptr %16, align 8
  %209 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %208, i32 0, i32 5
  %210 = load i64, ptr %209, align 8
  %211 = icmp ne i64 %210, 0
  br i1 %211, label %212, label %222

212:                                              ; preds = %207
  %213 = load ptr, ptr %16, align 8
  %214 = getelementptr inbounds %struct.ZSTD_fseCTablesMetadata_t, ptr %213, i32 0, i32 5
  %215 = load i64, ptr %214, align 8
  %216 = load i64, ptr %37, align 8
  %217 = add i64 %215, %216
  %218 = icmp ult i64 %217, 4
  br i1 %218, label %219, label %222

219:                                              ; preds = %212
  br label %220

220:                                              ; preds = %219
  br label %221

221:                                              ; preds = %220
  store i64 0, ptr %14, align 8
  br label %241

222:                                              ; preds = %212, %207, %201
  br label %223

223:                                              ; preds = %222
  br label %224

224:                                              ; preds = %223
  %225 = load ptr, ptr %31, align 8
  %226 = load ptr, ptr %32, align 8
  %227 = ptrtoint ptr %225 to i64
  %228 = ptrtoint ptr %226 to i64
  %229 = sub i64 %227, %228
  %230 = icmp slt i64 %229, 4
  br i1 %230, label %231, label %234

231:                                              ; preds = %224
  br label %232

232:                                              ; preds = %231
  br label %233

233:                                              ; preds = %232
  store i64 0, ptr %14, align 8
  br label %241

234:                                              ; preds = %224
  %235 = load ptr, ptr %27, align 8
  store i32 1, ptr %235, align 4
  %236 = load ptr, ptr %31, align 8
  %237 = load ptr, ptr %29, align 8
  %238 = ptrtoint ptr %236 to i64
  %239 = ptrtoint ptr %237 to i64
  %240 = sub i64 %238, %239
  store i64 %240, ptr %14, align 8
  br label %241

241:                                              ; preds = %234, %233, %221, %198, %112, %72
  %242 = load i64, ptr %14, align 8
  ret i64 %242
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_writeLE24(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = trunc i32 %6 to i16
  call void @MEM_writeLE16(ptr noundef %5, i16 noundef %7)
  %8 = load i32, ptr %4, align 4
  %9 = lshr i32 %8, 16
  %10 = trunc i32 %9 to i8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 2
  store i8 %10, ptr %12, align 1
  ret void
}

declare i64 @ZSTD_noCompressLiterals(ptr noundef, i64 noundef, ptr noundef, i64 noundef) #1

declare i64 @ZSTD_compressRleLiteralsBlock(ptr noundef, i64 noundef, ptr noundef, i64 noundef) #1

declare i64 @HUF_compress1X_usingCTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef) #1

declare i64 @HUF_compress4X_usingCTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_writeLE32(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = call i32 @MEM_isLittleEndian()
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i32, ptr %4, align 4
  call void @MEM_write32(ptr noundef %8, i32 noundef %9)
  br label %14

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %4, align 4
  %13 = call i32 @MEM_swap32(i32 noundef %12)
  call void @MEM_write32(ptr noundef %11, i32 noundef %13)
  br label %14

14:                                               ; preds = %10, %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_isLittleEndian() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_write32(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  store i32 %5, ptr %6, align 1
  ret void
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
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_32bits() #0 {
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_writeLE16(ptr noundef %0, i16 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i16, align 2
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i16 %1, ptr %4, align 2
  %6 = call i32 @MEM_isLittleEndian()
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load ptr, ptr %3, align 8
  %10 = load i16, ptr %4, align 2
  call void @MEM_write16(ptr noundef %9, i16 noundef %10)
  br label %23

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8
  store ptr %12, ptr %5, align 8
  %13 = load i16, ptr %4, align 2
  %14 = trunc i16 %13 to i8
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 0
  store i8 %14, ptr %16, align 1
  %17 = load i16, ptr %4, align 2
  %18 = zext i16 %17 to i32
  %19 = ashr i32 %18, 8
  %20 = trunc i32 %19 to i8
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds i8, ptr %21, i64 1
  store i8 %20, ptr %22, align 1
  br label %23

23:                                               ; preds = %11, %8
  ret void
}

declare i64 @ZSTD_encodeSequences(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_write16(ptr noundef %0, i16 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = load ptr, ptr %3, align 8
  store i16 %5, ptr %6, align 1
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
