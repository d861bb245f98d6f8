; ModuleID = 'src/zstd/lib/decompress/zstd_decompress.c'
source_filename = "src/zstd/lib/decompress/zstd_decompress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ZSTD_customMem = type { ptr, ptr, ptr }
%struct.ZSTD_DCtx_s = type { ptr, ptr, ptr, ptr, %struct.ZSTD_entropyDTables_t, [640 x i32], ptr, ptr, ptr, ptr, i64, %struct.ZSTD_FrameHeader, i64, i64, i32, i32, i32, i32, %struct.XXH_NAMESPACEXXH64_state_s, i64, i32, i32, i32, ptr, %struct.ZSTD_customMem, i64, i64, i64, i32, i32, ptr, ptr, i32, i32, i32, ptr, i32, i32, i32, i32, ptr, i64, i64, i64, ptr, i64, i64, i64, i64, i32, i32, i32, %struct.ZSTD_outBuffer_s, ptr, ptr, i32, [65568 x i8], [18 x i8], i64, i64 }
%struct.ZSTD_entropyDTables_t = type { [513 x %struct.ZSTD_seqSymbol], [257 x %struct.ZSTD_seqSymbol], [513 x %struct.ZSTD_seqSymbol], [4097 x i32], [3 x i32], [157 x i32] }
%struct.ZSTD_seqSymbol = type { i16, i8, i8, i32 }
%struct.ZSTD_FrameHeader = type { i64, i64, i32, i32, i32, i32, i32, i32, i32 }
%struct.XXH_NAMESPACEXXH64_state_s = type { i64, [4 x i64], [4 x i64], i32, i32, i64 }
%struct.ZSTD_outBuffer_s = type { ptr, i64, i64 }
%struct.ZSTD_DDictHashSet = type { ptr, i64, i64 }
%struct.ZSTD_frameSizeInfo = type { i64, i64, i64 }
%struct.blockProperties_t = type { i32, i32, i32 }
%struct.ZSTD_Trace = type { i32, i32, i32, i32, i64, i64, i64, ptr, ptr, ptr }
%struct.ZSTD_bounds = type { i64, i32, i32 }
%struct.ZSTD_inBuffer_s = type { ptr, i64, i64 }
%struct.ZSTD_cpuid_t = type { i32, i32, i32, i32 }

@ZSTD_defaultCMem = internal constant %struct.ZSTD_customMem zeroinitializer, align 8
@OF_base = internal constant [32 x i32] [i32 0, i32 1, i32 1, i32 5, i32 13, i32 29, i32 61, i32 125, i32 253, i32 509, i32 1021, i32 2045, i32 4093, i32 8189, i32 16381, i32 32765, i32 65533, i32 131069, i32 262141, i32 524285, i32 1048573, i32 2097149, i32 4194301, i32 8388605, i32 16777213, i32 33554429, i32 67108861, i32 134217725, i32 268435453, i32 536870909, i32 1073741821, i32 2147483645], align 16
@OF_bits = internal constant [32 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F", align 16
@ML_base = internal constant [53 x i32] [i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 37, i32 39, i32 41, i32 43, i32 47, i32 51, i32 59, i32 67, i32 83, i32 99, i32 131, i32 259, i32 515, i32 1027, i32 2051, i32 4099, i32 8195, i32 16387, i32 32771, i32 65539], align 16
@ML_bits = internal constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16
@LL_base = internal constant [36 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 18, i32 20, i32 22, i32 24, i32 28, i32 32, i32 40, i32 48, i32 64, i32 128, i32 256, i32 512, i32 1024, i32 2048, i32 4096, i32 8192, i32 16384, i32 32768, i32 65536], align 16
@LL_bits = internal constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16
@repStartValue = internal constant [3 x i32] [i32 1, i32 4, i32 8], align 4
@ZSTD_did_fieldSize = internal constant [4 x i64] [i64 0, i64 1, i64 2, i64 4], align 16
@ZSTD_fcs_fieldSize = internal constant [4 x i64] [i64 0, i64 2, i64 4, i64 8], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_sizeof_DCtx(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  store i64 0, ptr %2, align 8
  br label %21

7:                                                ; preds = %1
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %8, i32 0, i32 30
  %10 = load ptr, ptr %9, align 8
  %11 = call i64 @ZSTD_sizeof_DDict(ptr noundef %10)
  %12 = add i64 95976, %11
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %13, i32 0, i32 41
  %15 = load i64, ptr %14, align 8
  %16 = add i64 %12, %15
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %17, i32 0, i32 45
  %19 = load i64, ptr %18, align 8
  %20 = add i64 %16, %19
  store i64 %20, ptr %2, align 8
  br label %21

21:                                               ; preds = %7, %6
  %22 = load i64, ptr %2, align 8
  ret i64 %22
}

declare i64 @ZSTD_sizeof_DDict(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_estimateDCtxSize() #0 {
  ret i64 95976
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @ZSTD_initStaticDCtx(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = ptrtoint ptr %8 to i64
  %10 = and i64 %9, 7
  %11 = icmp ne i64 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  store ptr null, ptr %3, align 8
  br label %27

13:                                               ; preds = %2
  %14 = load i64, ptr %5, align 8
  %15 = icmp ult i64 %14, 95976
  br i1 %15, label %16, label %17

16:                                               ; preds = %13
  store ptr null, ptr %3, align 8
  br label %27

17:                                               ; preds = %13
  %18 = load ptr, ptr %6, align 8
  call void @ZSTD_initDCtx_internal(ptr noundef %18)
  %19 = load i64, ptr %5, align 8
  %20 = load ptr, ptr %6, align 8
  %21 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %20, i32 0, i32 27
  store i64 %19, ptr %21, align 8
  %22 = load ptr, ptr %6, align 8
  %23 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %22, i64 1
  %24 = load ptr, ptr %6, align 8
  %25 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %24, i32 0, i32 40
  store ptr %23, ptr %25, align 8
  %26 = load ptr, ptr %6, align 8
  store ptr %26, ptr %3, align 8
  br label %27

27:                                               ; preds = %17, %16, %12
  %28 = load ptr, ptr %3, align 8
  ret ptr %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_initDCtx_internal(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3, i32 0, i32 27
  store i64 0, ptr %4, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %5, i32 0, i32 31
  store ptr null, ptr %6, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %7, i32 0, i32 30
  store ptr null, ptr %8, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %9, i32 0, i32 9
  store ptr null, ptr %10, align 8
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %11, i32 0, i32 33
  store i32 0, ptr %12, align 4
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %13, i32 0, i32 34
  store i32 0, ptr %14, align 8
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %15, i32 0, i32 40
  store ptr null, ptr %16, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %17, i32 0, i32 41
  store i64 0, ptr %18, align 8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %19, i32 0, i32 45
  store i64 0, ptr %20, align 8
  %21 = load ptr, ptr %2, align 8
  %22 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %21, i32 0, i32 39
  store i32 0, ptr %22, align 4
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %23, i32 0, i32 50
  store i32 0, ptr %24, align 4
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %25, i32 0, i32 58
  store i64 0, ptr %26, align 8
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %27, i32 0, i32 28
  store i32 1, ptr %28, align 8
  %29 = call i32 @ZSTD_cpuSupportsBmi2()
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %30, i32 0, i32 29
  store i32 %29, ptr %31, align 4
  %32 = load ptr, ptr %2, align 8
  %33 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %32, i32 0, i32 35
  store ptr null, ptr %33, align 8
  %34 = load ptr, ptr %2, align 8
  call void @ZSTD_DCtx_resetParameters(ptr noundef %34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @ZSTD_createDCtx_advanced(ptr noundef byval(%struct.ZSTD_customMem) align 8 %0) #0 {
  %2 = call ptr @ZSTD_createDCtx_internal(ptr noundef byval(%struct.ZSTD_customMem) align 8 %0)
  ret ptr %2
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_createDCtx_internal(ptr noundef byval(%struct.ZSTD_customMem) align 8 %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds %struct.ZSTD_customMem, ptr %0, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  %7 = xor i1 %6, true
  %8 = zext i1 %7 to i32
  %9 = getelementptr inbounds %struct.ZSTD_customMem, ptr %0, i32 0, i32 1
  %10 = load ptr, ptr %9, align 8
  %11 = icmp ne ptr %10, null
  %12 = xor i1 %11, true
  %13 = zext i1 %12 to i32
  %14 = xor i32 %8, %13
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %1
  store ptr null, ptr %2, align 8
  br label %27

17:                                               ; preds = %1
  %18 = call ptr @ZSTD_customMalloc(i64 noundef 95976, ptr noundef byval(%struct.ZSTD_customMem) align 8 %0)
  store ptr %18, ptr %3, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = icmp ne ptr %19, null
  br i1 %20, label %22, label %21

21:                                               ; preds = %17
  store ptr null, ptr %2, align 8
  br label %27

22:                                               ; preds = %17
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %23, i32 0, i32 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %0, i64 24, i1 false)
  %25 = load ptr, ptr %3, align 8
  call void @ZSTD_initDCtx_internal(ptr noundef %25)
  %26 = load ptr, ptr %3, align 8
  store ptr %26, ptr %2, align 8
  br label %27

27:                                               ; preds = %22, %21, %16
  %28 = load ptr, ptr %2, align 8
  ret ptr %28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @ZSTD_createDCtx() #0 {
  br label %1

1:                                                ; preds = %0
  br label %2

2:                                                ; preds = %1
  %3 = call ptr @ZSTD_createDCtx_internal(ptr noundef byval(%struct.ZSTD_customMem) align 8 @ZSTD_defaultCMem)
  ret ptr %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_freeDCtx(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.ZSTD_customMem, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i64 0, ptr %2, align 8
  br label %45

8:                                                ; preds = %1
  br label %9

9:                                                ; preds = %8
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %10, i32 0, i32 27
  %12 = load i64, ptr %11, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %23

14:                                               ; preds = %9
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
  br label %22

22:                                               ; preds = %21
  store i64 -64, ptr %2, align 8
  br label %45

23:                                               ; preds = %9
  br label %24

24:                                               ; preds = %23
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %25, i32 0, i32 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %26, i64 24, i1 false)
  %27 = load ptr, ptr %3, align 8
  call void @ZSTD_clearDict(ptr noundef %27)
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %28, i32 0, i32 40
  %30 = load ptr, ptr %29, align 8
  call void @ZSTD_customFree(ptr noundef %30, ptr noundef byval(%struct.ZSTD_customMem) align 8 %4)
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %31, i32 0, i32 40
  store ptr null, ptr %32, align 8
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %33, i32 0, i32 35
  %35 = load ptr, ptr %34, align 8
  %36 = icmp ne ptr %35, null
  br i1 %36, label %37, label %43

37:                                               ; preds = %24
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %38, i32 0, i32 35
  %40 = load ptr, ptr %39, align 8
  call void @ZSTD_freeDDictHashSet(ptr noundef %40, ptr noundef byval(%struct.ZSTD_customMem) align 8 %4)
  %41 = load ptr, ptr %3, align 8
  %42 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %41, i32 0, i32 35
  store ptr null, ptr %42, align 8
  br label %43

43:                                               ; preds = %37, %24
  %44 = load ptr, ptr %3, align 8
  call void @ZSTD_customFree(ptr noundef %44, ptr noundef byval(%struct.ZSTD_customMem) align 8 %4)
  store i64 0, ptr %2, align 8
  br label %45

45:                                               ; preds = %43, %22, %7
  %46 = load i64, ptr %2, align 8
  ret i64 %46
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_clearDict(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3, i32 0, i32 30
  %5 = load ptr, ptr %4, align 8
  %6 = call i64 @ZSTD_freeDDict(ptr noundef %5)
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %7, i32 0, i32 30
  store ptr null, ptr %8, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %9, i32 0, i32 31
  store ptr null, ptr %10, align 8
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %11, i32 0, i32 34
  store i32 0, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_customFree(ptr noundef %0, ptr noundef byval(%struct.ZSTD_customMem) align 8 %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = icmp ne ptr %4, null
  br i1 %5, label %6, label %19

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 1
  %8 = load ptr, ptr %7, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %16

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 1
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 2
  %14 = load ptr, ptr %13, align 8
  %15 = load ptr, ptr %3, align 8
  call void %12(ptr noundef %14, ptr noundef %15)
  br label %18

16:                                               ; preds = %6
  %17 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %17) #10
  br label %18

18:                                               ; preds = %16, %10
  br label %19

19:                                               ; preds = %18, %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_freeDDictHashSet(ptr noundef %0, ptr noundef byval(%struct.ZSTD_customMem) align 8 %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  br label %4

4:                                                ; preds = %2
  br label %5

5:                                                ; preds = %4
  %6 = load ptr, ptr %3, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  %12 = icmp ne ptr %11, null
  br i1 %12, label %13, label %17

13:                                               ; preds = %8
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %14, i32 0, i32 0
  %16 = load ptr, ptr %15, align 8
  call void @ZSTD_customFree(ptr noundef %16, ptr noundef byval(%struct.ZSTD_customMem) align 8 %1)
  br label %17

17:                                               ; preds = %13, %8, %5
  %18 = load ptr, ptr %3, align 8
  %19 = icmp ne ptr %18, null
  br i1 %19, label %20, label %22

20:                                               ; preds = %17
  %21 = load ptr, ptr %3, align 8
  call void @ZSTD_customFree(ptr noundef %21, ptr noundef byval(%struct.ZSTD_customMem) align 8 %1)
  br label %22

22:                                               ; preds = %20, %17
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ZSTD_copyDCtx(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %6, i32 0, i32 40
  %8 = load ptr, ptr %3, align 8
  %9 = ptrtoint ptr %7 to i64
  %10 = ptrtoint ptr %8 to i64
  %11 = sub i64 %9, %10
  store i64 %11, ptr %5, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = load i64, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %13, i64 %14, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ZSTD_isFrame(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %7 = load i64, ptr %5, align 8
  %8 = icmp ult i64 %7, 4
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 0, ptr %3, align 4
  br label %22

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8
  %12 = call i32 @MEM_readLE32(ptr noundef %11)
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp eq i32 %13, -47205080
  br i1 %14, label %15, label %16

15:                                               ; preds = %10
  store i32 1, ptr %3, align 4
  br label %22

16:                                               ; preds = %10
  %17 = load i32, ptr %6, align 4
  %18 = and i32 %17, -16
  %19 = icmp eq i32 %18, 407710288
  br i1 %19, label %20, label %21

20:                                               ; preds = %16
  store i32 1, ptr %3, align 4
  br label %22

21:                                               ; preds = %16
  store i32 0, ptr %3, align 4
  br label %22

22:                                               ; preds = %21, %20, %15, %9
  %23 = load i32, ptr %3, align 4
  ret i32 %23
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
define dso_local i32 @ZSTD_isSkippableFrame(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %7 = load i64, ptr %5, align 8
  %8 = icmp ult i64 %7, 4
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 0, ptr %3, align 4
  br label %18

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8
  %12 = call i32 @MEM_readLE32(ptr noundef %11)
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %6, align 4
  %14 = and i32 %13, -16
  %15 = icmp eq i32 %14, 407710288
  br i1 %15, label %16, label %17

16:                                               ; preds = %10
  store i32 1, ptr %3, align 4
  br label %18

17:                                               ; preds = %10
  store i32 0, ptr %3, align 4
  br label %18

18:                                               ; preds = %17, %16, %9
  %19 = load i32, ptr %3, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_frameHeaderSize(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call i64 @ZSTD_frameHeaderSize_internal(ptr noundef %5, i64 noundef %6, i32 noundef 0)
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_frameHeaderSize_internal(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %13 = load i32, ptr %7, align 4
  %14 = call i64 @ZSTD_startingInputLength(i32 noundef %13)
  store i64 %14, ptr %8, align 8
  br label %15

15:                                               ; preds = %3
  %16 = load i64, ptr %6, align 8
  %17 = load i64, ptr %8, align 8
  %18 = icmp ult i64 %16, %17
  br i1 %18, label %19, label %28

19:                                               ; preds = %15
  br label %20

20:                                               ; preds = %19
  br label %21

21:                                               ; preds = %20
  br label %22

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  br label %24

24:                                               ; preds = %23
  br label %25

25:                                               ; preds = %24
  br label %26

26:                                               ; preds = %25
  br label %27

27:                                               ; preds = %26
  store i64 -72, ptr %4, align 8
  br label %73

28:                                               ; preds = %15
  br label %29

29:                                               ; preds = %28
  %30 = load ptr, ptr %5, align 8
  %31 = load i64, ptr %8, align 8
  %32 = sub i64 %31, 1
  %33 = getelementptr inbounds i8, ptr %30, i64 %32
  %34 = load i8, ptr %33, align 1
  store i8 %34, ptr %9, align 1
  %35 = load i8, ptr %9, align 1
  %36 = zext i8 %35 to i32
  %37 = and i32 %36, 3
  store i32 %37, ptr %10, align 4
  %38 = load i8, ptr %9, align 1
  %39 = zext i8 %38 to i32
  %40 = ashr i32 %39, 5
  %41 = and i32 %40, 1
  store i32 %41, ptr %11, align 4
  %42 = load i8, ptr %9, align 1
  %43 = zext i8 %42 to i32
  %44 = ashr i32 %43, 6
  store i32 %44, ptr %12, align 4
  %45 = load i64, ptr %8, align 8
  %46 = load i32, ptr %11, align 4
  %47 = icmp ne i32 %46, 0
  %48 = xor i1 %47, true
  %49 = zext i1 %48 to i32
  %50 = sext i32 %49 to i64
  %51 = add i64 %45, %50
  %52 = load i32, ptr %10, align 4
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds [4 x i64], ptr @ZSTD_did_fieldSize, i64 0, i64 %53
  %55 = load i64, ptr %54, align 8
  %56 = add i64 %51, %55
  %57 = load i32, ptr %12, align 4
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [4 x i64], ptr @ZSTD_fcs_fieldSize, i64 0, i64 %58
  %60 = load i64, ptr %59, align 8
  %61 = add i64 %56, %60
  %62 = load i32, ptr %11, align 4
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %64, label %68

64:                                               ; preds = %29
  %65 = load i32, ptr %12, align 4
  %66 = icmp ne i32 %65, 0
  %67 = xor i1 %66, true
  br label %68

68:                                               ; preds = %64, %29
  %69 = phi i1 [ false, %29 ], [ %67, %64 ]
  %70 = zext i1 %69 to i32
  %71 = sext i32 %70 to i64
  %72 = add i64 %61, %71
  store i64 %72, ptr %4, align 8
  br label %73

73:                                               ; preds = %68, %27
  %74 = load i64, ptr %4, align 8
  ret i64 %74
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_getFrameHeader_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca [4 x i8], align 1
  %14 = alloca i64, align 8
  %15 = alloca i8, align 1
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i8, align 1
  %25 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %26 = load ptr, ptr %7, align 8
  store ptr %26, ptr %10, align 8
  %27 = load i32, ptr %9, align 4
  %28 = call i64 @ZSTD_startingInputLength(i32 noundef %27)
  store i64 %28, ptr %11, align 8
  br label %29

29:                                               ; preds = %4
  br label %30

30:                                               ; preds = %29
  %31 = load i64, ptr %8, align 8
  %32 = icmp ugt i64 %31, 0
  br i1 %32, label %33, label %48

33:                                               ; preds = %30
  br label %34

34:                                               ; preds = %33
  %35 = load ptr, ptr %7, align 8
  %36 = icmp eq ptr %35, null
  br i1 %36, label %37, label %46

37:                                               ; preds = %34
  br label %38

38:                                               ; preds = %37
  br label %39

39:                                               ; preds = %38
  br label %40

40:                                               ; preds = %39
  br label %41

41:                                               ; preds = %40
  br label %42

42:                                               ; preds = %41
  br label %43

43:                                               ; preds = %42
  br label %44

44:                                               ; preds = %43
  br label %45

45:                                               ; preds = %44
  store i64 -1, ptr %5, align 8
  br label %320

46:                                               ; preds = %34
  br label %47

47:                                               ; preds = %46
  br label %48

48:                                               ; preds = %47, %30
  %49 = load i64, ptr %8, align 8
  %50 = load i64, ptr %11, align 8
  %51 = icmp ult i64 %49, %50
  br i1 %51, label %52, label %97

52:                                               ; preds = %48
  %53 = load i64, ptr %8, align 8
  %54 = icmp ugt i64 %53, 0
  br i1 %54, label %55, label %95

55:                                               ; preds = %52
  %56 = load i32, ptr %9, align 4
  %57 = icmp ne i32 %56, 1
  br i1 %57, label %58, label %95

58:                                               ; preds = %55
  %59 = load i64, ptr %8, align 8
  %60 = icmp ult i64 4, %59
  br i1 %60, label %61, label %62

61:                                               ; preds = %58
  br label %64

62:                                               ; preds = %58
  %63 = load i64, ptr %8, align 8
  br label %64

64:                                               ; preds = %62, %61
  %65 = phi i64 [ 4, %61 ], [ %63, %62 ]
  store i64 %65, ptr %12, align 8
  %66 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 0
  call void @MEM_writeLE32(ptr noundef %66, i32 noundef -47205080)
  %67 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 0
  %68 = load ptr, ptr %7, align 8
  %69 = load i64, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %67, ptr align 1 %68, i64 %69, i1 false)
  %70 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 0
  %71 = call i32 @MEM_readLE32(ptr noundef %70)
  %72 = icmp ne i32 %71, -47205080
  br i1 %72, label %73, label %94

73:                                               ; preds = %64
  %74 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 0
  call void @MEM_writeLE32(ptr noundef %74, i32 noundef 407710288)
  %75 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 0
  %76 = load ptr, ptr %7, align 8
  %77 = load i64, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %75, ptr align 1 %76, i64 %77, i1 false)
  %78 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 0
  %79 = call i32 @MEM_readLE32(ptr noundef %78)
  %80 = and i32 %79, -16
  %81 = icmp ne i32 %80, 407710288
  br i1 %81, label %82, label %93

82:                                               ; preds = %73
  br label %83

83:                                               ; preds = %82
  br label %84

84:                                               ; preds = %83
  br label %85

85:                                               ; preds = %84
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
  store i64 -10, ptr %5, align 8
  br label %320

92:                                               ; No predecessors!
  br label %93

93:                                               ; preds = %92, %73
  br label %94

94:                                               ; preds = %93, %64
  br label %95

95:                                               ; preds = %94, %55, %52
  %96 = load i64, ptr %11, align 8
  store i64 %96, ptr %5, align 8
  br label %320

97:                                               ; preds = %48
  %98 = load ptr, ptr %6, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %98, i8 0, i64 48, i1 false)
  %99 = load i32, ptr %9, align 4
  %100 = icmp ne i32 %99, 1
  br i1 %100, label %101, label %142

101:                                              ; preds = %97
  %102 = load ptr, ptr %7, align 8
  %103 = call i32 @MEM_readLE32(ptr noundef %102)
  %104 = icmp ne i32 %103, -47205080
  br i1 %104, label %105, label %142

105:                                              ; preds = %101
  %106 = load ptr, ptr %7, align 8
  %107 = call i32 @MEM_readLE32(ptr noundef %106)
  %108 = and i32 %107, -16
  %109 = icmp eq i32 %108, 407710288
  br i1 %109, label %110, label %131

110:                                              ; preds = %105
  %111 = load i64, ptr %8, align 8
  %112 = icmp ult i64 %111, 8
  br i1 %112, label %113, label %114

113:                                              ; preds = %110
  store i64 8, ptr %5, align 8
  br label %320

114:                                              ; preds = %110
  %115 = load ptr, ptr %6, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %115, i8 0, i64 48, i1 false)
  %116 = load ptr, ptr %6, align 8
  %117 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %116, i32 0, i32 3
  store i32 1, ptr %117, align 4
  %118 = load ptr, ptr %7, align 8
  %119 = call i32 @MEM_readLE32(ptr noundef %118)
  %120 = sub i32 %119, 407710288
  %121 = load ptr, ptr %6, align 8
  %122 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %121, i32 0, i32 5
  store i32 %120, ptr %122, align 4
  %123 = load ptr, ptr %6, align 8
  %124 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %123, i32 0, i32 4
  store i32 8, ptr %124, align 8
  %125 = load ptr, ptr %7, align 8
  %126 = getelementptr inbounds i8, ptr %125, i64 4
  %127 = call i32 @MEM_readLE32(ptr noundef %126)
  %128 = zext i32 %127 to i64
  %129 = load ptr, ptr %6, align 8
  %130 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %129, i32 0, i32 0
  store i64 %128, ptr %130, align 8
  store i64 0, ptr %5, align 8
  br label %320

131:                                              ; preds = %105
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
  br label %139

139:                                              ; preds = %138
  br label %140

140:                                              ; preds = %139
  store i64 -10, ptr %5, align 8
  br label %320

141:                                              ; No predecessors!
  br label %142

142:                                              ; preds = %141, %101, %97
  %143 = load ptr, ptr %7, align 8
  %144 = load i64, ptr %8, align 8
  %145 = load i32, ptr %9, align 4
  %146 = call i64 @ZSTD_frameHeaderSize_internal(ptr noundef %143, i64 noundef %144, i32 noundef %145)
  store i64 %146, ptr %14, align 8
  %147 = load i64, ptr %8, align 8
  %148 = load i64, ptr %14, align 8
  %149 = icmp ult i64 %147, %148
  br i1 %149, label %150, label %152

150:                                              ; preds = %142
  %151 = load i64, ptr %14, align 8
  store i64 %151, ptr %5, align 8
  br label %320

152:                                              ; preds = %142
  %153 = load i64, ptr %14, align 8
  %154 = trunc i64 %153 to i32
  %155 = load ptr, ptr %6, align 8
  %156 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %155, i32 0, i32 4
  store i32 %154, ptr %156, align 8
  %157 = load ptr, ptr %10, align 8
  %158 = load i64, ptr %11, align 8
  %159 = sub i64 %158, 1
  %160 = getelementptr inbounds i8, ptr %157, i64 %159
  %161 = load i8, ptr %160, align 1
  store i8 %161, ptr %15, align 1
  %162 = load i64, ptr %11, align 8
  store i64 %162, ptr %16, align 8
  %163 = load i8, ptr %15, align 1
  %164 = zext i8 %163 to i32
  %165 = and i32 %164, 3
  store i32 %165, ptr %17, align 4
  %166 = load i8, ptr %15, align 1
  %167 = zext i8 %166 to i32
  %168 = ashr i32 %167, 2
  %169 = and i32 %168, 1
  store i32 %169, ptr %18, align 4
  %170 = load i8, ptr %15, align 1
  %171 = zext i8 %170 to i32
  %172 = ashr i32 %171, 5
  %173 = and i32 %172, 1
  store i32 %173, ptr %19, align 4
  %174 = load i8, ptr %15, align 1
  %175 = zext i8 %174 to i32
  %176 = ashr i32 %175, 6
  store i32 %176, ptr %20, align 4
  store i64 0, ptr %21, align 8
  store i32 0, ptr %22, align 4
  store i64 -1, ptr %23, align 8
  br label %177

177:                                              ; preds = %152
  %178 = load i8, ptr %15, align 1
  %179 = zext i8 %178 to i32
  %180 = and i32 %179, 8
  %181 = icmp ne i32 %180, 0
  br i1 %181, label %182, label %191

182:                                              ; preds = %177
  br label %183

183:                                              ; preds = %182
  br label %184

184:                                              ; preds = %183
  br label %185

185:                                              ; preds = %184
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
  store i64 -14, ptr %5, align 8
  br label %320

191:                                              ; preds = %177
  br label %192

192:                                              ; preds = %191
  %193 = load i32, ptr %19, align 4
  %194 = icmp ne i32 %193, 0
  br i1 %194, label %231, label %195

195:                                              ; preds = %192
  %196 = load ptr, ptr %10, align 8
  %197 = load i64, ptr %16, align 8
  %198 = add i64 %197, 1
  store i64 %198, ptr %16, align 8
  %199 = getelementptr inbounds i8, ptr %196, i64 %197
  %200 = load i8, ptr %199, align 1
  store i8 %200, ptr %24, align 1
  %201 = load i8, ptr %24, align 1
  %202 = zext i8 %201 to i32
  %203 = ashr i32 %202, 3
  %204 = add nsw i32 %203, 10
  store i32 %204, ptr %25, align 4
  br label %205

205:                                              ; preds = %195
  %206 = load i32, ptr %25, align 4
  %207 = icmp ugt i32 %206, 31
  br i1 %207, label %208, label %217

208:                                              ; preds = %205
  br label %209

209:                                              ; preds = %208
  br label %210

210:                                              ; preds = %209
  br label %211

211:                                              ; preds = %210
  br label %212

212:                                              ; preds = %211
  br label %213

213:                                              ; preds = %212
  br label %214

214:                                              ; preds = %213
  br label %215

215:                                              ; preds = %214
  br label %216

216:                                              ; preds = %215
  store i64 -16, ptr %5, align 8
  br label %320

217:                                              ; preds = %205
  br label %218

218:                                              ; preds = %217
  %219 = load i32, ptr %25, align 4
  %220 = zext i32 %219 to i64
  %221 = shl i64 1, %220
  store i64 %221, ptr %21, align 8
  %222 = load i64, ptr %21, align 8
  %223 = lshr i64 %222, 3
  %224 = load i8, ptr %24, align 1
  %225 = zext i8 %224 to i32
  %226 = and i32 %225, 7
  %227 = sext i32 %226 to i64
  %228 = mul i64 %223, %227
  %229 = load i64, ptr %21, align 8
  %230 = add i64 %229, %228
  store i64 %230, ptr %21, align 8
  br label %231

231:                                              ; preds = %218, %192
  %232 = load i32, ptr %17, align 4
  switch i32 %232, label %233 [
    i32 0, label %234
    i32 1, label %235
    i32 2, label %243
    i32 3, label %251
  ]

233:                                              ; preds = %231
  br label %234

234:                                              ; preds = %231, %233
  br label %258

235:                                              ; preds = %231
  %236 = load ptr, ptr %10, align 8
  %237 = load i64, ptr %16, align 8
  %238 = getelementptr inbounds i8, ptr %236, i64 %237
  %239 = load i8, ptr %238, align 1
  %240 = zext i8 %239 to i32
  store i32 %240, ptr %22, align 4
  %241 = load i64, ptr %16, align 8
  %242 = add i64 %241, 1
  store i64 %242, ptr %16, align 8
  br label %258

243:                                              ; preds = %231
  %244 = load ptr, ptr %10, align 8
  %245 = load i64, ptr %16, align 8
  %246 = getelementptr inbounds i8, ptr %244, i64 %245
  %247 = call zeroext i16 @MEM_readLE16(ptr noundef %246)
  %248 = zext i16 %247 to i32
  store i32 %248, ptr %22, align 4
  %249 = load i64, ptr %16, align 8
  %250 = add i64 %249, 2
  store i64 %250, ptr %16, align 8
  br label %258

251:                                              ; preds = %231
  %252 = load ptr, ptr %10, align 8
  %253 = load i64, ptr %16, align 8
  %254 = getelementptr inbounds i8, ptr %252, i64 %253
  %255 = call i32 @MEM_readLE32(ptr noundef %254)
  store i32 %255, ptr %22, align 4
  %256 = load i64, ptr %16, align 8
  %257 = add i64 %256, 4
  store i64 %257, ptr %16, align 8
  br label %258

258:                                              ; preds = %251, %243, %235, %234
  %259 = load i32, ptr %20, align 4
  switch i32 %259, label %260 [
    i32 0, label %261
    i32 1, label %271
    i32 2, label %279
    i32 3, label %285
  ]

260:                                              ; preds = %258
  br label %261

261:                                              ; preds = %258, %260
  %262 = load i32, ptr %19, align 4
  %263 = icmp ne i32 %262, 0
  br i1 %263, label %264, label %270

264:                                              ; preds = %261
  %265 = load ptr, ptr %10, align 8
  %266 = load i64, ptr %16, align 8
  %267 = getelementptr inbounds i8, ptr %265, i64 %266
  %268 = load i8, ptr %267, align 1
  %269 = zext i8 %268 to i64
  store i64 %269, ptr %23, align 8
  br label %270

270:                                              ; preds = %264, %261
  br label %290

271:                                              ; preds = %258
  %272 = load ptr, ptr %10, align 8
  %273 = load i64, ptr %16, align 8
  %274 = getelementptr inbounds i8, ptr %272, i64 %273
  %275 = call zeroext i16 @MEM_readLE16(ptr noundef %274)
  %276 = zext i16 %275 to i32
  %277 = add nsw i32 %276, 256
  %278 = sext i32 %277 to i64
  store i64 %278, ptr %23, align 8
  br label %290

279:                                              ; preds = %258
  %280 = load ptr, ptr %10, align 8
  %281 = load i64, ptr %16, align 8
  %282 = getelementptr inbounds i8, ptr %280, i64 %281
  %283 = call i32 @MEM_readLE32(ptr noundef %282)
  %284 = zext i32 %283 to i64
  store i64 %284, ptr %23, align 8
  br label %290

285:                                              ; preds = %258
  %286 = load ptr, ptr %10, align 8
  %287 = load i64, ptr %16, align 8
  %288 = getelementptr inbounds i8, ptr %286, i64 %287
  %289 = call i64 @MEM_readLE64(ptr noundef %288)
  store i64 %289, ptr %23, align 8
  br label %290

290:                                              ; preds = %285, %279, %271, %270
  %291 = load i32, ptr %19, align 4
  %292 = icmp ne i32 %291, 0
  br i1 %292, label %293, label %295

293:                                              ; preds = %290
  %294 = load i64, ptr %23, align 8
  store i64 %294, ptr %21, align 8
  br label %295

295:                                              ; preds = %293, %290
  %296 = load ptr, ptr %6, align 8
  %297 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %296, i32 0, i32 3
  store i32 0, ptr %297, align 4
  %298 = load i64, ptr %23, align 8
  %299 = load ptr, ptr %6, align 8
  %300 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %299, i32 0, i32 0
  store i64 %298, ptr %300, align 8
  %301 = load i64, ptr %21, align 8
  %302 = load ptr, ptr %6, align 8
  %303 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %302, i32 0, i32 1
  store i64 %301, ptr %303, align 8
  %304 = load i64, ptr %21, align 8
  %305 = icmp ult i64 %304, 131072
  br i1 %305, label %306, label %308

306:                                              ; preds = %295
  %307 = load i64, ptr %21, align 8
  br label %309

308:                                              ; preds = %295
  br label %309

309:                                              ; preds = %308, %306
  %310 = phi i64 [ %307, %306 ], [ 131072, %308 ]
  %311 = trunc i64 %310 to i32
  %312 = load ptr, ptr %6, align 8
  %313 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %312, i32 0, i32 2
  store i32 %311, ptr %313, align 8
  %314 = load i32, ptr %22, align 4
  %315 = load ptr, ptr %6, align 8
  %316 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %315, i32 0, i32 5
  store i32 %314, ptr %316, align 4
  %317 = load i32, ptr %18, align 4
  %318 = load ptr, ptr %6, align 8
  %319 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %318, i32 0, i32 6
  store i32 %317, ptr %319, align 8
  store i64 0, ptr %5, align 8
  br label %320

320:                                              ; preds = %309, %216, %190, %150, %140, %114, %113, %95, %91, %45
  %321 = load i64, ptr %5, align 8
  ret i64 %321
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_startingInputLength(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = icmp eq i32 %4, 0
  %6 = zext i1 %5 to i64
  %7 = select i1 %5, i32 5, i32 1
  %8 = sext i32 %7 to i64
  store i64 %8, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  ret i64 %9
}

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @MEM_readLE16(ptr noundef %0) #0 {
  %2 = alloca i16, align 2
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = call i32 @MEM_isLittleEndian()
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load ptr, ptr %3, align 8
  %9 = call zeroext i16 @MEM_read16(ptr noundef %8)
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
define dso_local i64 @ZSTD_getFrameHeader(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef %7, ptr noundef %8, i64 noundef %9, i32 noundef 0)
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_getFrameContentSize(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.ZSTD_FrameHeader, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = call i64 @ZSTD_getFrameHeader(ptr noundef %6, ptr noundef %7, i64 noundef %8)
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  store i64 -2, ptr %3, align 8
  br label %20

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %6, i32 0, i32 3
  %14 = load i32, ptr %13, align 4
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %17

16:                                               ; preds = %12
  store i64 0, ptr %3, align 8
  br label %20

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %6, i32 0, i32 0
  %19 = load i64, ptr %18, align 8
  store i64 %19, ptr %3, align 8
  br label %20

20:                                               ; preds = %17, %16, %11
  %21 = load i64, ptr %3, align 8
  ret i64 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_readSkippableFrame(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store ptr %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  br label %15

15:                                               ; preds = %5
  %16 = load i64, ptr %11, align 8
  %17 = icmp ult i64 %16, 8
  br i1 %17, label %18, label %27

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %18
  br label %20

20:                                               ; preds = %19
  br label %21

21:                                               ; preds = %20
  br label %22

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  br label %24

24:                                               ; preds = %23
  br label %25

25:                                               ; preds = %24
  br label %26

26:                                               ; preds = %25
  store i64 -72, ptr %6, align 8
  br label %104

27:                                               ; preds = %15
  br label %28

28:                                               ; preds = %27
  %29 = load ptr, ptr %10, align 8
  %30 = call i32 @MEM_readLE32(ptr noundef %29)
  store i32 %30, ptr %12, align 4
  %31 = load ptr, ptr %10, align 8
  %32 = load i64, ptr %11, align 8
  %33 = call i64 @readSkippableFrameSize(ptr noundef %31, i64 noundef %32)
  store i64 %33, ptr %13, align 8
  %34 = load i64, ptr %13, align 8
  %35 = sub i64 %34, 8
  store i64 %35, ptr %14, align 8
  br label %36

36:                                               ; preds = %28
  %37 = load ptr, ptr %10, align 8
  %38 = load i64, ptr %11, align 8
  %39 = call i32 @ZSTD_isSkippableFrame(ptr noundef %37, i64 noundef %38)
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %50, label %41

41:                                               ; preds = %36
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
  store i64 -14, ptr %6, align 8
  br label %104

50:                                               ; preds = %36
  br label %51

51:                                               ; preds = %50
  br label %52

52:                                               ; preds = %51
  %53 = load i64, ptr %13, align 8
  %54 = icmp ult i64 %53, 8
  br i1 %54, label %59, label %55

55:                                               ; preds = %52
  %56 = load i64, ptr %13, align 8
  %57 = load i64, ptr %11, align 8
  %58 = icmp ugt i64 %56, %57
  br i1 %58, label %59, label %68

59:                                               ; preds = %55, %52
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
  br label %65

65:                                               ; preds = %64
  br label %66

66:                                               ; preds = %65
  br label %67

67:                                               ; preds = %66
  store i64 -72, ptr %6, align 8
  br label %104

68:                                               ; preds = %55
  br label %69

69:                                               ; preds = %68
  br label %70

70:                                               ; preds = %69
  %71 = load i64, ptr %14, align 8
  %72 = load i64, ptr %8, align 8
  %73 = icmp ugt i64 %71, %72
  br i1 %73, label %74, label %83

74:                                               ; preds = %70
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
  store i64 -70, ptr %6, align 8
  br label %104

83:                                               ; preds = %70
  br label %84

84:                                               ; preds = %83
  %85 = load i64, ptr %14, align 8
  %86 = icmp ugt i64 %85, 0
  br i1 %86, label %87, label %95

87:                                               ; preds = %84
  %88 = load ptr, ptr %7, align 8
  %89 = icmp ne ptr %88, null
  br i1 %89, label %90, label %95

90:                                               ; preds = %87
  %91 = load ptr, ptr %7, align 8
  %92 = load ptr, ptr %10, align 8
  %93 = getelementptr inbounds i8, ptr %92, i64 8
  %94 = load i64, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %91, ptr align 1 %93, i64 %94, i1 false)
  br label %95

95:                                               ; preds = %90, %87, %84
  %96 = load ptr, ptr %9, align 8
  %97 = icmp ne ptr %96, null
  br i1 %97, label %98, label %102

98:                                               ; preds = %95
  %99 = load i32, ptr %12, align 4
  %100 = sub i32 %99, 407710288
  %101 = load ptr, ptr %9, align 8
  store i32 %100, ptr %101, align 4
  br label %102

102:                                              ; preds = %98, %95
  %103 = load i64, ptr %14, align 8
  store i64 %103, ptr %6, align 8
  br label %104

104:                                              ; preds = %102, %82, %67, %49, %26
  %105 = load i64, ptr %6, align 8
  ret i64 %105
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @readSkippableFrameSize(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 8, ptr %6, align 8
  br label %9

9:                                                ; preds = %2
  %10 = load i64, ptr %5, align 8
  %11 = icmp ult i64 %10, 8
  br i1 %11, label %12, label %21

12:                                               ; preds = %9
  br label %13

13:                                               ; preds = %12
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
  store i64 -72, ptr %3, align 8
  br label %61

21:                                               ; preds = %9
  br label %22

22:                                               ; preds = %21
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 4
  %25 = call i32 @MEM_readLE32(ptr noundef %24)
  store i32 %25, ptr %7, align 4
  br label %26

26:                                               ; preds = %22
  %27 = load i32, ptr %7, align 4
  %28 = add i32 %27, 8
  %29 = load i32, ptr %7, align 4
  %30 = icmp ult i32 %28, %29
  br i1 %30, label %31, label %40

31:                                               ; preds = %26
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
  br label %39

39:                                               ; preds = %38
  store i64 -14, ptr %3, align 8
  br label %61

40:                                               ; preds = %26
  br label %41

41:                                               ; preds = %40
  %42 = load i32, ptr %7, align 4
  %43 = zext i32 %42 to i64
  %44 = add i64 8, %43
  store i64 %44, ptr %8, align 8
  br label %45

45:                                               ; preds = %41
  %46 = load i64, ptr %8, align 8
  %47 = load i64, ptr %5, align 8
  %48 = icmp ugt i64 %46, %47
  br i1 %48, label %49, label %58

49:                                               ; preds = %45
  br label %50

50:                                               ; preds = %49
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
  store i64 -72, ptr %3, align 8
  br label %61

58:                                               ; preds = %45
  br label %59

59:                                               ; preds = %58
  %60 = load i64, ptr %8, align 8
  store i64 %60, ptr %3, align 8
  br label %61

61:                                               ; preds = %59, %57, %39, %20
  %62 = load i64, ptr %3, align 8
  ret i64 %62
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_findDecompressedSize(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %11

11:                                               ; preds = %62, %29, %2
  %12 = load i64, ptr %5, align 8
  %13 = call i64 @ZSTD_startingInputLength(i32 noundef 0)
  %14 = icmp uge i64 %12, %13
  br i1 %14, label %15, label %69

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = call i32 @MEM_readLE32(ptr noundef %16)
  store i32 %17, ptr %7, align 4
  %18 = load i32, ptr %7, align 4
  %19 = and i32 %18, -16
  %20 = icmp eq i32 %19, 407710288
  br i1 %20, label %21, label %36

21:                                               ; preds = %15
  %22 = load ptr, ptr %4, align 8
  %23 = load i64, ptr %5, align 8
  %24 = call i64 @readSkippableFrameSize(ptr noundef %22, i64 noundef %23)
  store i64 %24, ptr %8, align 8
  %25 = load i64, ptr %8, align 8
  %26 = call i32 @ERR_isError(i64 noundef %25)
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %21
  store i64 -2, ptr %3, align 8
  br label %75

29:                                               ; preds = %21
  %30 = load ptr, ptr %4, align 8
  %31 = load i64, ptr %8, align 8
  %32 = getelementptr inbounds i8, ptr %30, i64 %31
  store ptr %32, ptr %4, align 8
  %33 = load i64, ptr %8, align 8
  %34 = load i64, ptr %5, align 8
  %35 = sub i64 %34, %33
  store i64 %35, ptr %5, align 8
  br label %11, !llvm.loop !6

36:                                               ; preds = %15
  %37 = load ptr, ptr %4, align 8
  %38 = load i64, ptr %5, align 8
  %39 = call i64 @ZSTD_getFrameContentSize(ptr noundef %37, i64 noundef %38)
  store i64 %39, ptr %9, align 8
  %40 = load i64, ptr %9, align 8
  %41 = icmp uge i64 %40, -2
  br i1 %41, label %42, label %44

42:                                               ; preds = %36
  %43 = load i64, ptr %9, align 8
  store i64 %43, ptr %3, align 8
  br label %75

44:                                               ; preds = %36
  %45 = load i64, ptr %6, align 8
  %46 = load i64, ptr %9, align 8
  %47 = add i64 %45, %46
  %48 = load i64, ptr %6, align 8
  %49 = icmp ult i64 %47, %48
  br i1 %49, label %50, label %51

50:                                               ; preds = %44
  store i64 -2, ptr %3, align 8
  br label %75

51:                                               ; preds = %44
  %52 = load i64, ptr %9, align 8
  %53 = load i64, ptr %6, align 8
  %54 = add i64 %53, %52
  store i64 %54, ptr %6, align 8
  %55 = load ptr, ptr %4, align 8
  %56 = load i64, ptr %5, align 8
  %57 = call i64 @ZSTD_findFrameCompressedSize(ptr noundef %55, i64 noundef %56)
  store i64 %57, ptr %10, align 8
  %58 = load i64, ptr %10, align 8
  %59 = call i32 @ERR_isError(i64 noundef %58)
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %61, label %62

61:                                               ; preds = %51
  store i64 -2, ptr %3, align 8
  br label %75

62:                                               ; preds = %51
  %63 = load ptr, ptr %4, align 8
  %64 = load i64, ptr %10, align 8
  %65 = getelementptr inbounds i8, ptr %63, i64 %64
  store ptr %65, ptr %4, align 8
  %66 = load i64, ptr %10, align 8
  %67 = load i64, ptr %5, align 8
  %68 = sub i64 %67, %66
  store i64 %68, ptr %5, align 8
  br label %11, !llvm.loop !6

69:                                               ; preds = %11
  %70 = load i64, ptr %5, align 8
  %71 = icmp ne i64 %70, 0
  br i1 %71, label %72, label %73

72:                                               ; preds = %69
  store i64 -2, ptr %3, align 8
  br label %75

73:                                               ; preds = %69
  %74 = load i64, ptr %6, align 8
  store i64 %74, ptr %3, align 8
  br label %75

75:                                               ; preds = %73, %72, %61, %50, %42, %28
  %76 = load i64, ptr %3, align 8
  ret i64 %76
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
define dso_local i64 @ZSTD_findFrameCompressedSize(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call i64 @ZSTD_findFrameCompressedSize_advanced(ptr noundef %5, i64 noundef %6, i32 noundef 0)
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_getDecompressedSize(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call i64 @ZSTD_getFrameContentSize(ptr noundef %6, i64 noundef %7)
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  %10 = icmp uge i64 %9, -2
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  br label %14

12:                                               ; preds = %2
  %13 = load i64, ptr %5, align 8
  br label %14

14:                                               ; preds = %12, %11
  %15 = phi i64 [ 0, %11 ], [ %13, %12 ]
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_findFrameCompressedSize_advanced(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.ZSTD_frameSizeInfo, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i64, ptr %5, align 8
  %10 = load i32, ptr %6, align 4
  call void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind writable sret(%struct.ZSTD_frameSizeInfo) align 8 %7, ptr noundef %8, i64 noundef %9, i32 noundef %10)
  %11 = getelementptr inbounds %struct.ZSTD_frameSizeInfo, ptr %7, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompressBound(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca %struct.ZSTD_frameSizeInfo, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i64, ptr %5, align 8
  %12 = icmp ugt i64 %11, 0
  br i1 %12, label %13, label %37

13:                                               ; preds = %10
  %14 = load ptr, ptr %4, align 8
  %15 = load i64, ptr %5, align 8
  call void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind writable sret(%struct.ZSTD_frameSizeInfo) align 8 %7, ptr noundef %14, i64 noundef %15, i32 noundef 0)
  %16 = getelementptr inbounds %struct.ZSTD_frameSizeInfo, ptr %7, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  store i64 %17, ptr %8, align 8
  %18 = getelementptr inbounds %struct.ZSTD_frameSizeInfo, ptr %7, i32 0, i32 2
  %19 = load i64, ptr %18, align 8
  store i64 %19, ptr %9, align 8
  %20 = load i64, ptr %8, align 8
  %21 = call i32 @ERR_isError(i64 noundef %20)
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %13
  %24 = load i64, ptr %9, align 8
  %25 = icmp eq i64 %24, -2
  br i1 %25, label %26, label %27

26:                                               ; preds = %23, %13
  store i64 -2, ptr %3, align 8
  br label %39

27:                                               ; preds = %23
  %28 = load ptr, ptr %4, align 8
  %29 = load i64, ptr %8, align 8
  %30 = getelementptr inbounds i8, ptr %28, i64 %29
  store ptr %30, ptr %4, align 8
  %31 = load i64, ptr %8, align 8
  %32 = load i64, ptr %5, align 8
  %33 = sub i64 %32, %31
  store i64 %33, ptr %5, align 8
  %34 = load i64, ptr %9, align 8
  %35 = load i64, ptr %6, align 8
  %36 = add i64 %35, %34
  store i64 %36, ptr %6, align 8
  br label %10, !llvm.loop !8

37:                                               ; preds = %10
  %38 = load i64, ptr %6, align 8
  store i64 %38, ptr %3, align 8
  br label %39

39:                                               ; preds = %37, %26
  %40 = load i64, ptr %3, align 8
  ret i64 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind noalias writable sret(%struct.ZSTD_frameSizeInfo) align 8 %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.ZSTD_frameSizeInfo, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca %struct.ZSTD_FrameHeader, align 8
  %14 = alloca i64, align 8
  %15 = alloca %struct.blockProperties_t, align 4
  %16 = alloca i64, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i32 %3, ptr %7, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 24, i1 false)
  %17 = load i32, ptr %7, align 4
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %32

19:                                               ; preds = %4
  %20 = load i64, ptr %6, align 8
  %21 = icmp uge i64 %20, 8
  br i1 %21, label %22, label %32

22:                                               ; preds = %19
  %23 = load ptr, ptr %5, align 8
  %24 = call i32 @MEM_readLE32(ptr noundef %23)
  %25 = and i32 %24, -16
  %26 = icmp eq i32 %25, 407710288
  br i1 %26, label %27, label %32

27:                                               ; preds = %22
  %28 = load ptr, ptr %5, align 8
  %29 = load i64, ptr %6, align 8
  %30 = call i64 @readSkippableFrameSize(ptr noundef %28, i64 noundef %29)
  %31 = getelementptr inbounds %struct.ZSTD_frameSizeInfo, ptr %8, i32 0, i32 1
  store i64 %30, ptr %31, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %8, i64 24, i1 false)
  br label %126

32:                                               ; preds = %22, %19, %4
  %33 = load ptr, ptr %5, align 8
  store ptr %33, ptr %9, align 8
  %34 = load ptr, ptr %9, align 8
  store ptr %34, ptr %10, align 8
  %35 = load i64, ptr %6, align 8
  store i64 %35, ptr %11, align 8
  store i64 0, ptr %12, align 8
  %36 = load ptr, ptr %5, align 8
  %37 = load i64, ptr %6, align 8
  %38 = load i32, ptr %7, align 4
  %39 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef %13, ptr noundef %36, i64 noundef %37, i32 noundef %38)
  store i64 %39, ptr %14, align 8
  %40 = load i64, ptr %14, align 8
  %41 = call i32 @ERR_isError(i64 noundef %40)
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %45

43:                                               ; preds = %32
  %44 = load i64, ptr %14, align 8
  call void @ZSTD_errorFrameSizeInfo(ptr dead_on_unwind writable sret(%struct.ZSTD_frameSizeInfo) align 8 %0, i64 noundef %44)
  br label %126

45:                                               ; preds = %32
  %46 = load i64, ptr %14, align 8
  %47 = icmp ugt i64 %46, 0
  br i1 %47, label %48, label %49

48:                                               ; preds = %45
  call void @ZSTD_errorFrameSizeInfo(ptr dead_on_unwind writable sret(%struct.ZSTD_frameSizeInfo) align 8 %0, i64 noundef -72)
  br label %126

49:                                               ; preds = %45
  %50 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %13, i32 0, i32 4
  %51 = load i32, ptr %50, align 8
  %52 = load ptr, ptr %9, align 8
  %53 = zext i32 %51 to i64
  %54 = getelementptr inbounds i8, ptr %52, i64 %53
  store ptr %54, ptr %9, align 8
  %55 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %13, i32 0, i32 4
  %56 = load i32, ptr %55, align 8
  %57 = zext i32 %56 to i64
  %58 = load i64, ptr %11, align 8
  %59 = sub i64 %58, %57
  store i64 %59, ptr %11, align 8
  br label %60

60:                                               ; preds = %49, %90
  %61 = load ptr, ptr %9, align 8
  %62 = load i64, ptr %11, align 8
  %63 = call i64 @ZSTD_getcBlockSize(ptr noundef %61, i64 noundef %62, ptr noundef %15)
  store i64 %63, ptr %16, align 8
  %64 = load i64, ptr %16, align 8
  %65 = call i32 @ERR_isError(i64 noundef %64)
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %69

67:                                               ; preds = %60
  %68 = load i64, ptr %16, align 8
  call void @ZSTD_errorFrameSizeInfo(ptr dead_on_unwind writable sret(%struct.ZSTD_frameSizeInfo) align 8 %0, i64 noundef %68)
  br label %126

69:                                               ; preds = %60
  %70 = load i64, ptr %16, align 8
  %71 = add i64 3, %70
  %72 = load i64, ptr %11, align 8
  %73 = icmp ugt i64 %71, %72
  br i1 %73, label %74, label %75

74:                                               ; preds = %69
  call void @ZSTD_errorFrameSizeInfo(ptr dead_on_unwind writable sret(%struct.ZSTD_frameSizeInfo) align 8 %0, i64 noundef -72)
  br label %126

75:                                               ; preds = %69
  %76 = load i64, ptr %16, align 8
  %77 = add i64 3, %76
  %78 = load ptr, ptr %9, align 8
  %79 = getelementptr inbounds i8, ptr %78, i64 %77
  store ptr %79, ptr %9, align 8
  %80 = load i64, ptr %16, align 8
  %81 = add i64 3, %80
  %82 = load i64, ptr %11, align 8
  %83 = sub i64 %82, %81
  store i64 %83, ptr %11, align 8
  %84 = load i64, ptr %12, align 8
  %85 = add i64 %84, 1
  store i64 %85, ptr %12, align 8
  %86 = getelementptr inbounds %struct.blockProperties_t, ptr %15, i32 0, i32 1
  %87 = load i32, ptr %86, align 4
  %88 = icmp ne i32 %87, 0
  br i1 %88, label %89, label %90

89:                                               ; preds = %75
  br label %91

90:                                               ; preds = %75
  br label %60

91:                                               ; preds = %89
  %92 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %13, i32 0, i32 6
  %93 = load i32, ptr %92, align 8
  %94 = icmp ne i32 %93, 0
  br i1 %94, label %95, label %102

95:                                               ; preds = %91
  %96 = load i64, ptr %11, align 8
  %97 = icmp ult i64 %96, 4
  br i1 %97, label %98, label %99

98:                                               ; preds = %95
  call void @ZSTD_errorFrameSizeInfo(ptr dead_on_unwind writable sret(%struct.ZSTD_frameSizeInfo) align 8 %0, i64 noundef -72)
  br label %126

99:                                               ; preds = %95
  %100 = load ptr, ptr %9, align 8
  %101 = getelementptr inbounds i8, ptr %100, i64 4
  store ptr %101, ptr %9, align 8
  br label %102

102:                                              ; preds = %99, %91
  %103 = load i64, ptr %12, align 8
  %104 = getelementptr inbounds %struct.ZSTD_frameSizeInfo, ptr %8, i32 0, i32 0
  store i64 %103, ptr %104, align 8
  %105 = load ptr, ptr %9, align 8
  %106 = load ptr, ptr %10, align 8
  %107 = ptrtoint ptr %105 to i64
  %108 = ptrtoint ptr %106 to i64
  %109 = sub i64 %107, %108
  %110 = getelementptr inbounds %struct.ZSTD_frameSizeInfo, ptr %8, i32 0, i32 1
  store i64 %109, ptr %110, align 8
  %111 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %13, i32 0, i32 0
  %112 = load i64, ptr %111, align 8
  %113 = icmp ne i64 %112, -1
  br i1 %113, label %114, label %117

114:                                              ; preds = %102
  %115 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %13, i32 0, i32 0
  %116 = load i64, ptr %115, align 8
  br label %123

117:                                              ; preds = %102
  %118 = load i64, ptr %12, align 8
  %119 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %13, i32 0, i32 2
  %120 = load i32, ptr %119, align 8
  %121 = zext i32 %120 to i64
  %122 = mul i64 %118, %121
  br label %123

123:                                              ; preds = %117, %114
  %124 = phi i64 [ %116, %114 ], [ %122, %117 ]
  %125 = getelementptr inbounds %struct.ZSTD_frameSizeInfo, ptr %8, i32 0, i32 2
  store i64 %124, ptr %125, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %8, i64 24, i1 false)
  br label %126

126:                                              ; preds = %123, %98, %74, %67, %48, %43, %27
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompressionMargin(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.ZSTD_frameSizeInfo, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca %struct.ZSTD_FrameHeader, align 8
  %12 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %87, %2
  %14 = load i64, ptr %5, align 8
  %15 = icmp ugt i64 %14, 0
  br i1 %15, label %16, label %94

16:                                               ; preds = %13
  %17 = load ptr, ptr %4, align 8
  %18 = load i64, ptr %5, align 8
  call void @ZSTD_findFrameSizeInfo(ptr dead_on_unwind writable sret(%struct.ZSTD_frameSizeInfo) align 8 %8, ptr noundef %17, i64 noundef %18, i32 noundef 0)
  %19 = getelementptr inbounds %struct.ZSTD_frameSizeInfo, ptr %8, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  store i64 %20, ptr %9, align 8
  %21 = getelementptr inbounds %struct.ZSTD_frameSizeInfo, ptr %8, i32 0, i32 2
  %22 = load i64, ptr %21, align 8
  store i64 %22, ptr %10, align 8
  br label %23

23:                                               ; preds = %16
  %24 = load ptr, ptr %4, align 8
  %25 = load i64, ptr %5, align 8
  %26 = call i64 @ZSTD_getFrameHeader(ptr noundef %11, ptr noundef %24, i64 noundef %25)
  store i64 %26, ptr %12, align 8
  %27 = load i64, ptr %12, align 8
  %28 = call i32 @ERR_isError(i64 noundef %27)
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %40

30:                                               ; preds = %23
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
  %39 = load i64, ptr %12, align 8
  store i64 %39, ptr %3, align 8
  br label %100

40:                                               ; preds = %23
  br label %41

41:                                               ; preds = %40
  %42 = load i64, ptr %9, align 8
  %43 = call i32 @ERR_isError(i64 noundef %42)
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = load i64, ptr %10, align 8
  %47 = icmp eq i64 %46, -2
  br i1 %47, label %48, label %49

48:                                               ; preds = %45, %41
  store i64 -20, ptr %3, align 8
  br label %100

49:                                               ; preds = %45
  %50 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %11, i32 0, i32 3
  %51 = load i32, ptr %50, align 4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %83

53:                                               ; preds = %49
  %54 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %11, i32 0, i32 4
  %55 = load i32, ptr %54, align 8
  %56 = zext i32 %55 to i64
  %57 = load i64, ptr %6, align 8
  %58 = add i64 %57, %56
  store i64 %58, ptr %6, align 8
  %59 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %11, i32 0, i32 6
  %60 = load i32, ptr %59, align 8
  %61 = icmp ne i32 %60, 0
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, i32 4, i32 0
  %64 = sext i32 %63 to i64
  %65 = load i64, ptr %6, align 8
  %66 = add i64 %65, %64
  store i64 %66, ptr %6, align 8
  %67 = getelementptr inbounds %struct.ZSTD_frameSizeInfo, ptr %8, i32 0, i32 0
  %68 = load i64, ptr %67, align 8
  %69 = mul i64 3, %68
  %70 = load i64, ptr %6, align 8
  %71 = add i64 %70, %69
  store i64 %71, ptr %6, align 8
  %72 = load i32, ptr %7, align 4
  %73 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %11, i32 0, i32 2
  %74 = load i32, ptr %73, align 8
  %75 = icmp ugt i32 %72, %74
  br i1 %75, label %76, label %78

76:                                               ; preds = %53
  %77 = load i32, ptr %7, align 4
  br label %81

78:                                               ; preds = %53
  %79 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %11, i32 0, i32 2
  %80 = load i32, ptr %79, align 8
  br label %81

81:                                               ; preds = %78, %76
  %82 = phi i32 [ %77, %76 ], [ %80, %78 ]
  store i32 %82, ptr %7, align 4
  br label %87

83:                                               ; preds = %49
  %84 = load i64, ptr %9, align 8
  %85 = load i64, ptr %6, align 8
  %86 = add i64 %85, %84
  store i64 %86, ptr %6, align 8
  br label %87

87:                                               ; preds = %83, %81
  %88 = load ptr, ptr %4, align 8
  %89 = load i64, ptr %9, align 8
  %90 = getelementptr inbounds i8, ptr %88, i64 %89
  store ptr %90, ptr %4, align 8
  %91 = load i64, ptr %9, align 8
  %92 = load i64, ptr %5, align 8
  %93 = sub i64 %92, %91
  store i64 %93, ptr %5, align 8
  br label %13, !llvm.loop !9

94:                                               ; preds = %13
  %95 = load i32, ptr %7, align 4
  %96 = zext i32 %95 to i64
  %97 = load i64, ptr %6, align 8
  %98 = add i64 %97, %96
  store i64 %98, ptr %6, align 8
  %99 = load i64, ptr %6, align 8
  store i64 %99, ptr %3, align 8
  br label %100

100:                                              ; preds = %94, %48, %38
  %101 = load i64, ptr %3, align 8
  ret i64 %101
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_insertBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  br label %7

7:                                                ; preds = %3
  br label %8

8:                                                ; preds = %7
  %9 = load ptr, ptr %4, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = load i64, ptr %6, align 8
  call void @ZSTD_checkContinuity(ptr noundef %9, ptr noundef %10, i64 noundef %11)
  %12 = load ptr, ptr %5, align 8
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds i8, ptr %12, i64 %13
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %15, i32 0, i32 6
  store ptr %14, ptr %16, align 8
  %17 = load i64, ptr %6, align 8
  ret i64 %17
}

declare void @ZSTD_checkContinuity(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompress_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store i64 %6, ptr %14, align 8
  %15 = load ptr, ptr %8, align 8
  %16 = load ptr, ptr %9, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load ptr, ptr %11, align 8
  %19 = load i64, ptr %12, align 8
  %20 = load ptr, ptr %13, align 8
  %21 = load i64, ptr %14, align 8
  %22 = call i64 @ZSTD_decompressMultiFrame(ptr noundef %15, ptr noundef %16, i64 noundef %17, ptr noundef %18, i64 noundef %19, ptr noundef %20, i64 noundef %21, ptr noundef null)
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decompressMultiFrame(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store i64 %6, ptr %16, align 8
  store ptr %7, ptr %17, align 8
  %26 = load ptr, ptr %11, align 8
  store ptr %26, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %27

27:                                               ; preds = %8
  br label %28

28:                                               ; preds = %27
  %29 = load ptr, ptr %17, align 8
  %30 = icmp ne ptr %29, null
  br i1 %30, label %31, label %36

31:                                               ; preds = %28
  %32 = load ptr, ptr %17, align 8
  %33 = call ptr @ZSTD_DDict_dictContent(ptr noundef %32)
  store ptr %33, ptr %15, align 8
  %34 = load ptr, ptr %17, align 8
  %35 = call i64 @ZSTD_DDict_dictSize(ptr noundef %34)
  store i64 %35, ptr %16, align 8
  br label %36

36:                                               ; preds = %31, %28
  br label %37

37:                                               ; preds = %170, %80, %36
  %38 = load i64, ptr %14, align 8
  %39 = load ptr, ptr %10, align 8
  %40 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %39, i32 0, i32 20
  %41 = load i32, ptr %40, align 8
  %42 = call i64 @ZSTD_startingInputLength(i32 noundef %41)
  %43 = icmp uge i64 %38, %42
  br i1 %43, label %44, label %174

44:                                               ; preds = %37
  %45 = load ptr, ptr %10, align 8
  %46 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %45, i32 0, i32 20
  %47 = load i32, ptr %46, align 8
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %88

49:                                               ; preds = %44
  %50 = load i64, ptr %14, align 8
  %51 = icmp uge i64 %50, 4
  br i1 %51, label %52, label %88

52:                                               ; preds = %49
  %53 = load ptr, ptr %13, align 8
  %54 = call i32 @MEM_readLE32(ptr noundef %53)
  store i32 %54, ptr %20, align 4
  br label %55

55:                                               ; preds = %52
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %20, align 4
  %58 = and i32 %57, -16
  %59 = icmp eq i32 %58, 407710288
  br i1 %59, label %60, label %87

60:                                               ; preds = %56
  %61 = load ptr, ptr %13, align 8
  %62 = load i64, ptr %14, align 8
  %63 = call i64 @readSkippableFrameSize(ptr noundef %61, i64 noundef %62)
  store i64 %63, ptr %21, align 8
  br label %64

64:                                               ; preds = %60
  %65 = load i64, ptr %21, align 8
  store i64 %65, ptr %22, align 8
  %66 = load i64, ptr %22, align 8
  %67 = call i32 @ERR_isError(i64 noundef %66)
  %68 = icmp ne i32 %67, 0
  br i1 %68, label %69, label %79

69:                                               ; preds = %64
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
  br label %76

76:                                               ; preds = %75
  br label %77

77:                                               ; preds = %76
  %78 = load i64, ptr %22, align 8
  store i64 %78, ptr %9, align 8
  br label %194

79:                                               ; preds = %64
  br label %80

80:                                               ; preds = %79
  %81 = load ptr, ptr %13, align 8
  %82 = load i64, ptr %21, align 8
  %83 = getelementptr inbounds i8, ptr %81, i64 %82
  store ptr %83, ptr %13, align 8
  %84 = load i64, ptr %21, align 8
  %85 = load i64, ptr %14, align 8
  %86 = sub i64 %85, %84
  store i64 %86, ptr %14, align 8
  br label %37, !llvm.loop !10

87:                                               ; preds = %56
  br label %88

88:                                               ; preds = %87, %49, %44
  %89 = load ptr, ptr %17, align 8
  %90 = icmp ne ptr %89, null
  br i1 %90, label %91, label %111

91:                                               ; preds = %88
  br label %92

92:                                               ; preds = %91
  %93 = load ptr, ptr %10, align 8
  %94 = load ptr, ptr %17, align 8
  %95 = call i64 @ZSTD_decompressBegin_usingDDict(ptr noundef %93, ptr noundef %94)
  store i64 %95, ptr %23, align 8
  %96 = load i64, ptr %23, align 8
  %97 = call i32 @ERR_isError(i64 noundef %96)
  %98 = icmp ne i32 %97, 0
  br i1 %98, label %99, label %109

99:                                               ; preds = %92
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
  br label %106

106:                                              ; preds = %105
  br label %107

107:                                              ; preds = %106
  %108 = load i64, ptr %23, align 8
  store i64 %108, ptr %9, align 8
  br label %194

109:                                              ; preds = %92
  br label %110

110:                                              ; preds = %109
  br label %132

111:                                              ; preds = %88
  br label %112

112:                                              ; preds = %111
  %113 = load ptr, ptr %10, align 8
  %114 = load ptr, ptr %15, align 8
  %115 = load i64, ptr %16, align 8
  %116 = call i64 @ZSTD_decompressBegin_usingDict(ptr noundef %113, ptr noundef %114, i64 noundef %115)
  store i64 %116, ptr %24, align 8
  %117 = load i64, ptr %24, align 8
  %118 = call i32 @ERR_isError(i64 noundef %117)
  %119 = icmp ne i32 %118, 0
  br i1 %119, label %120, label %130

120:                                              ; preds = %112
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
  br label %128

128:                                              ; preds = %127
  %129 = load i64, ptr %24, align 8
  store i64 %129, ptr %9, align 8
  br label %194

130:                                              ; preds = %112
  br label %131

131:                                              ; preds = %130
  br label %132

132:                                              ; preds = %131, %110
  %133 = load ptr, ptr %10, align 8
  %134 = load ptr, ptr %11, align 8
  %135 = load i64, ptr %12, align 8
  call void @ZSTD_checkContinuity(ptr noundef %133, ptr noundef %134, i64 noundef %135)
  %136 = load ptr, ptr %10, align 8
  %137 = load ptr, ptr %11, align 8
  %138 = load i64, ptr %12, align 8
  %139 = call i64 @ZSTD_decompressFrame(ptr noundef %136, ptr noundef %137, i64 noundef %138, ptr noundef %13, ptr noundef %14)
  store i64 %139, ptr %25, align 8
  br label %140

140:                                              ; preds = %132
  %141 = load i64, ptr %25, align 8
  %142 = call i32 @ZSTD_getErrorCode(i64 noundef %141)
  %143 = icmp eq i32 %142, 10
  br i1 %143, label %144, label %156

144:                                              ; preds = %140
  %145 = load i32, ptr %19, align 4
  %146 = icmp eq i32 %145, 1
  br i1 %146, label %147, label %156

147:                                              ; preds = %144
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
  store i64 -72, ptr %9, align 8
  br label %194

156:                                              ; preds = %144, %140
  br label %157

157:                                              ; preds = %156
  %158 = load i64, ptr %25, align 8
  %159 = call i32 @ERR_isError(i64 noundef %158)
  %160 = icmp ne i32 %159, 0
  br i1 %160, label %161, label %163

161:                                              ; preds = %157
  %162 = load i64, ptr %25, align 8
  store i64 %162, ptr %9, align 8
  br label %194

163:                                              ; preds = %157
  %164 = load i64, ptr %25, align 8
  %165 = icmp ne i64 %164, 0
  br i1 %165, label %166, label %170

166:                                              ; preds = %163
  %167 = load ptr, ptr %11, align 8
  %168 = load i64, ptr %25, align 8
  %169 = getelementptr inbounds i8, ptr %167, i64 %168
  store ptr %169, ptr %11, align 8
  br label %170

170:                                              ; preds = %166, %163
  %171 = load i64, ptr %25, align 8
  %172 = load i64, ptr %12, align 8
  %173 = sub i64 %172, %171
  store i64 %173, ptr %12, align 8
  store i32 1, ptr %19, align 4
  br label %37, !llvm.loop !10

174:                                              ; preds = %37
  br label %175

175:                                              ; preds = %174
  %176 = load i64, ptr %14, align 8
  %177 = icmp ne i64 %176, 0
  br i1 %177, label %178, label %187

178:                                              ; preds = %175
  br label %179

179:                                              ; preds = %178
  br label %180

180:                                              ; preds = %179
  br label %181

181:                                              ; preds = %180
  br label %182

182:                                              ; preds = %181
  br label %183

183:                                              ; preds = %182
  br label %184

184:                                              ; preds = %183
  br label %185

185:                                              ; preds = %184
  br label %186

186:                                              ; preds = %185
  store i64 -72, ptr %9, align 8
  br label %194

187:                                              ; preds = %175
  br label %188

188:                                              ; preds = %187
  %189 = load ptr, ptr %11, align 8
  %190 = load ptr, ptr %18, align 8
  %191 = ptrtoint ptr %189 to i64
  %192 = ptrtoint ptr %190 to i64
  %193 = sub i64 %191, %192
  store i64 %193, ptr %9, align 8
  br label %194

194:                                              ; preds = %188, %186, %161, %155, %128, %107, %77
  %195 = load i64, ptr %9, align 8
  ret i64 %195
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompressDCtx(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #0 {
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
  %16 = load ptr, ptr %6, align 8
  %17 = call ptr @ZSTD_getDDict(ptr noundef %16)
  %18 = call i64 @ZSTD_decompress_usingDDict(ptr noundef %11, ptr noundef %12, i64 noundef %13, ptr noundef %14, i64 noundef %15, ptr noundef %17)
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompress_usingDDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = load i64, ptr %9, align 8
  %16 = load ptr, ptr %10, align 8
  %17 = load i64, ptr %11, align 8
  %18 = load ptr, ptr %12, align 8
  %19 = call i64 @ZSTD_decompressMultiFrame(ptr noundef %13, ptr noundef %14, i64 noundef %15, ptr noundef %16, i64 noundef %17, ptr noundef null, i64 noundef 0, ptr noundef %18)
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_getDDict(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %4, i32 0, i32 34
  %6 = load i32, ptr %5, align 8
  switch i32 %6, label %7 [
    i32 0, label %8
    i32 -1, label %10
    i32 1, label %14
  ]

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7
  %9 = load ptr, ptr %3, align 8
  call void @ZSTD_clearDict(ptr noundef %9)
  store ptr null, ptr %2, align 8
  br label %20

10:                                               ; preds = %1
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %11, i32 0, i32 31
  %13 = load ptr, ptr %12, align 8
  store ptr %13, ptr %2, align 8
  br label %20

14:                                               ; preds = %1
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %15, i32 0, i32 34
  store i32 0, ptr %16, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %17, i32 0, i32 31
  %19 = load ptr, ptr %18, align 8
  store ptr %19, ptr %2, align 8
  br label %20

20:                                               ; preds = %14, %10, %8
  %21 = load ptr, ptr %2, align 8
  ret ptr %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompress(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  %12 = call ptr @ZSTD_createDCtx_internal(ptr noundef byval(%struct.ZSTD_customMem) align 8 @ZSTD_defaultCMem)
  store ptr %12, ptr %11, align 8
  br label %13

13:                                               ; preds = %4
  %14 = load ptr, ptr %11, align 8
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %25

16:                                               ; preds = %13
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
  br label %22

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  br label %24

24:                                               ; preds = %23
  store i64 -64, ptr %5, align 8
  br label %36

25:                                               ; preds = %13
  br label %26

26:                                               ; preds = %25
  %27 = load ptr, ptr %11, align 8
  %28 = load ptr, ptr %6, align 8
  %29 = load i64, ptr %7, align 8
  %30 = load ptr, ptr %8, align 8
  %31 = load i64, ptr %9, align 8
  %32 = call i64 @ZSTD_decompressDCtx(ptr noundef %27, ptr noundef %28, i64 noundef %29, ptr noundef %30, i64 noundef %31)
  store i64 %32, ptr %10, align 8
  %33 = load ptr, ptr %11, align 8
  %34 = call i64 @ZSTD_freeDCtx(ptr noundef %33)
  %35 = load i64, ptr %10, align 8
  store i64 %35, ptr %5, align 8
  br label %36

36:                                               ; preds = %26, %24
  %37 = load i64, ptr %5, align 8
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_nextSrcSizeToDecompress(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3, i32 0, i32 10
  %5 = load i64, ptr %4, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ZSTD_nextInputType(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %4, i32 0, i32 15
  %6 = load i32, ptr %5, align 4
  switch i32 %6, label %7 [
    i32 0, label %8
    i32 1, label %9
    i32 2, label %10
    i32 3, label %11
    i32 4, label %12
    i32 5, label %13
    i32 6, label %14
    i32 7, label %15
  ]

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7
  br label %9

9:                                                ; preds = %1, %8
  store i32 0, ptr %2, align 4
  br label %16

10:                                               ; preds = %1
  store i32 1, ptr %2, align 4
  br label %16

11:                                               ; preds = %1
  store i32 2, ptr %2, align 4
  br label %16

12:                                               ; preds = %1
  store i32 3, ptr %2, align 4
  br label %16

13:                                               ; preds = %1
  store i32 4, ptr %2, align 4
  br label %16

14:                                               ; preds = %1
  br label %15

15:                                               ; preds = %1, %14
  store i32 5, ptr %2, align 4
  br label %16

16:                                               ; preds = %15, %13, %12, %11, %10, %9
  %17 = load i32, ptr %2, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompressContinue(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca %struct.blockProperties_t, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  br label %20

20:                                               ; preds = %5
  br label %21

21:                                               ; preds = %20
  br label %22

22:                                               ; preds = %21
  %23 = load i64, ptr %11, align 8
  %24 = load ptr, ptr %7, align 8
  %25 = load i64, ptr %11, align 8
  %26 = call i64 @ZSTD_nextSrcSizeToDecompressWithInputSize(ptr noundef %24, i64 noundef %25)
  %27 = icmp ne i64 %23, %26
  br i1 %27, label %28, label %37

28:                                               ; preds = %22
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
  br label %35

35:                                               ; preds = %34
  br label %36

36:                                               ; preds = %35
  store i64 -72, ptr %6, align 8
  br label %497

37:                                               ; preds = %22
  br label %38

38:                                               ; preds = %37
  %39 = load ptr, ptr %7, align 8
  %40 = load ptr, ptr %8, align 8
  %41 = load i64, ptr %9, align 8
  call void @ZSTD_checkContinuity(ptr noundef %39, ptr noundef %40, i64 noundef %41)
  %42 = load i64, ptr %11, align 8
  %43 = load ptr, ptr %7, align 8
  %44 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %43, i32 0, i32 12
  %45 = load i64, ptr %44, align 8
  %46 = add i64 %45, %42
  store i64 %46, ptr %44, align 8
  %47 = load ptr, ptr %7, align 8
  %48 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %47, i32 0, i32 15
  %49 = load i32, ptr %48, align 4
  switch i32 %49, label %486 [
    i32 0, label %50
    i32 1, label %106
    i32 2, label %146
    i32 4, label %223
    i32 3, label %223
    i32 5, label %421
    i32 6, label %462
    i32 7, label %481
  ]

50:                                               ; preds = %38
  %51 = load ptr, ptr %7, align 8
  %52 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %51, i32 0, i32 20
  %53 = load i32, ptr %52, align 8
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %73

55:                                               ; preds = %50
  %56 = load ptr, ptr %10, align 8
  %57 = call i32 @MEM_readLE32(ptr noundef %56)
  %58 = and i32 %57, -16
  %59 = icmp eq i32 %58, 407710288
  br i1 %59, label %60, label %72

60:                                               ; preds = %55
  %61 = load ptr, ptr %7, align 8
  %62 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %61, i32 0, i32 57
  %63 = getelementptr inbounds [18 x i8], ptr %62, i64 0, i64 0
  %64 = load ptr, ptr %10, align 8
  %65 = load i64, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %63, ptr align 1 %64, i64 %65, i1 false)
  %66 = load i64, ptr %11, align 8
  %67 = sub i64 8, %66
  %68 = load ptr, ptr %7, align 8
  %69 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %68, i32 0, i32 10
  store i64 %67, ptr %69, align 8
  %70 = load ptr, ptr %7, align 8
  %71 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %70, i32 0, i32 15
  store i32 6, ptr %71, align 4
  store i64 0, ptr %6, align 8
  br label %497

72:                                               ; preds = %55
  br label %73

73:                                               ; preds = %72, %50
  %74 = load ptr, ptr %10, align 8
  %75 = load i64, ptr %11, align 8
  %76 = load ptr, ptr %7, align 8
  %77 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %76, i32 0, i32 20
  %78 = load i32, ptr %77, align 8
  %79 = call i64 @ZSTD_frameHeaderSize_internal(ptr noundef %74, i64 noundef %75, i32 noundef %78)
  %80 = load ptr, ptr %7, align 8
  %81 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %80, i32 0, i32 19
  store i64 %79, ptr %81, align 8
  %82 = load ptr, ptr %7, align 8
  %83 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %82, i32 0, i32 19
  %84 = load i64, ptr %83, align 8
  %85 = call i32 @ERR_isError(i64 noundef %84)
  %86 = icmp ne i32 %85, 0
  br i1 %86, label %87, label %91

87:                                               ; preds = %73
  %88 = load ptr, ptr %7, align 8
  %89 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %88, i32 0, i32 19
  %90 = load i64, ptr %89, align 8
  store i64 %90, ptr %6, align 8
  br label %497

91:                                               ; preds = %73
  %92 = load ptr, ptr %7, align 8
  %93 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %92, i32 0, i32 57
  %94 = getelementptr inbounds [18 x i8], ptr %93, i64 0, i64 0
  %95 = load ptr, ptr %10, align 8
  %96 = load i64, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %94, ptr align 1 %95, i64 %96, i1 false)
  %97 = load ptr, ptr %7, align 8
  %98 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %97, i32 0, i32 19
  %99 = load i64, ptr %98, align 8
  %100 = load i64, ptr %11, align 8
  %101 = sub i64 %99, %100
  %102 = load ptr, ptr %7, align 8
  %103 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %102, i32 0, i32 10
  store i64 %101, ptr %103, align 8
  %104 = load ptr, ptr %7, align 8
  %105 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %104, i32 0, i32 15
  store i32 1, ptr %105, align 4
  store i64 0, ptr %6, align 8
  br label %497

106:                                              ; preds = %38
  %107 = load ptr, ptr %7, align 8
  %108 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %107, i32 0, i32 57
  %109 = getelementptr inbounds [18 x i8], ptr %108, i64 0, i64 0
  %110 = load ptr, ptr %7, align 8
  %111 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %110, i32 0, i32 19
  %112 = load i64, ptr %111, align 8
  %113 = load i64, ptr %11, align 8
  %114 = sub i64 %112, %113
  %115 = getelementptr inbounds i8, ptr %109, i64 %114
  %116 = load ptr, ptr %10, align 8
  %117 = load i64, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %115, ptr align 1 %116, i64 %117, i1 false)
  br label %118

118:                                              ; preds = %106
  %119 = load ptr, ptr %7, align 8
  %120 = load ptr, ptr %7, align 8
  %121 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %120, i32 0, i32 57
  %122 = getelementptr inbounds [18 x i8], ptr %121, i64 0, i64 0
  %123 = load ptr, ptr %7, align 8
  %124 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %123, i32 0, i32 19
  %125 = load i64, ptr %124, align 8
  %126 = call i64 @ZSTD_decodeFrameHeader(ptr noundef %119, ptr noundef %122, i64 noundef %125)
  store i64 %126, ptr %12, align 8
  %127 = load i64, ptr %12, align 8
  %128 = call i32 @ERR_isError(i64 noundef %127)
  %129 = icmp ne i32 %128, 0
  br i1 %129, label %130, label %140

130:                                              ; preds = %118
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
  %139 = load i64, ptr %12, align 8
  store i64 %139, ptr %6, align 8
  br label %497

140:                                              ; preds = %118
  br label %141

141:                                              ; preds = %140
  %142 = load ptr, ptr %7, align 8
  %143 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %142, i32 0, i32 10
  store i64 3, ptr %143, align 8
  %144 = load ptr, ptr %7, align 8
  %145 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %144, i32 0, i32 15
  store i32 2, ptr %145, align 4
  store i64 0, ptr %6, align 8
  br label %497

146:                                              ; preds = %38
  %147 = load ptr, ptr %10, align 8
  %148 = call i64 @ZSTD_getcBlockSize(ptr noundef %147, i64 noundef 3, ptr noundef %13)
  store i64 %148, ptr %14, align 8
  %149 = load i64, ptr %14, align 8
  %150 = call i32 @ERR_isError(i64 noundef %149)
  %151 = icmp ne i32 %150, 0
  br i1 %151, label %152, label %154

152:                                              ; preds = %146
  %153 = load i64, ptr %14, align 8
  store i64 %153, ptr %6, align 8
  br label %497

154:                                              ; preds = %146
  br label %155

155:                                              ; preds = %154
  %156 = load i64, ptr %14, align 8
  %157 = load ptr, ptr %7, align 8
  %158 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %157, i32 0, i32 11
  %159 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %158, i32 0, i32 2
  %160 = load i32, ptr %159, align 8
  %161 = zext i32 %160 to i64
  %162 = icmp ugt i64 %156, %161
  br i1 %162, label %163, label %172

163:                                              ; preds = %155
  br label %164

164:                                              ; preds = %163
  br label %165

165:                                              ; preds = %164
  br label %166

166:                                              ; preds = %165
  br label %167

167:                                              ; preds = %166
  br label %168

168:                                              ; preds = %167
  br label %169

169:                                              ; preds = %168
  br label %170

170:                                              ; preds = %169
  br label %171

171:                                              ; preds = %170
  store i64 -20, ptr %6, align 8
  br label %497

172:                                              ; preds = %155
  br label %173

173:                                              ; preds = %172
  %174 = load i64, ptr %14, align 8
  %175 = load ptr, ptr %7, align 8
  %176 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %175, i32 0, i32 10
  store i64 %174, ptr %176, align 8
  %177 = getelementptr inbounds %struct.blockProperties_t, ptr %13, i32 0, i32 0
  %178 = load i32, ptr %177, align 4
  %179 = load ptr, ptr %7, align 8
  %180 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %179, i32 0, i32 14
  store i32 %178, ptr %180, align 8
  %181 = getelementptr inbounds %struct.blockProperties_t, ptr %13, i32 0, i32 2
  %182 = load i32, ptr %181, align 4
  %183 = zext i32 %182 to i64
  %184 = load ptr, ptr %7, align 8
  %185 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %184, i32 0, i32 26
  store i64 %183, ptr %185, align 8
  %186 = load i64, ptr %14, align 8
  %187 = icmp ne i64 %186, 0
  br i1 %187, label %188, label %196

188:                                              ; preds = %173
  %189 = getelementptr inbounds %struct.blockProperties_t, ptr %13, i32 0, i32 1
  %190 = load i32, ptr %189, align 4
  %191 = icmp ne i32 %190, 0
  %192 = zext i1 %191 to i64
  %193 = select i1 %191, i32 4, i32 3
  %194 = load ptr, ptr %7, align 8
  %195 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %194, i32 0, i32 15
  store i32 %193, ptr %195, align 4
  store i64 0, ptr %6, align 8
  br label %497

196:                                              ; preds = %173
  %197 = getelementptr inbounds %struct.blockProperties_t, ptr %13, i32 0, i32 1
  %198 = load i32, ptr %197, align 4
  %199 = icmp ne i32 %198, 0
  br i1 %199, label %200, label %217

200:                                              ; preds = %196
  %201 = load ptr, ptr %7, align 8
  %202 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %201, i32 0, i32 11
  %203 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %202, i32 0, i32 6
  %204 = load i32, ptr %203, align 8
  %205 = icmp ne i32 %204, 0
  br i1 %205, label %206, label %211

206:                                              ; preds = %200
  %207 = load ptr, ptr %7, align 8
  %208 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %207, i32 0, i32 10
  store i64 4, ptr %208, align 8
  %209 = load ptr, ptr %7, align 8
  %210 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %209, i32 0, i32 15
  store i32 5, ptr %210, align 4
  br label %216

211:                                              ; preds = %200
  %212 = load ptr, ptr %7, align 8
  %213 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %212, i32 0, i32 10
  store i64 0, ptr %213, align 8
  %214 = load ptr, ptr %7, align 8
  %215 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %214, i32 0, i32 15
  store i32 0, ptr %215, align 4
  br label %216

216:                                              ; preds = %211, %206
  br label %222

217:                                              ; preds = %196
  %218 = load ptr, ptr %7, align 8
  %219 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %218, i32 0, i32 10
  store i64 3, ptr %219, align 8
  %220 = load ptr, ptr %7, align 8
  %221 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %220, i32 0, i32 15
  store i32 2, ptr %221, align 4
  br label %222

222:                                              ; preds = %217, %216
  store i64 0, ptr %6, align 8
  br label %497

223:                                              ; preds = %38, %38
  br label %224

224:                                              ; preds = %223
  br label %225

225:                                              ; preds = %224
  %226 = load ptr, ptr %7, align 8
  %227 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %226, i32 0, i32 14
  %228 = load i32, ptr %227, align 8
  switch i32 %228, label %280 [
    i32 2, label %229
    i32 0, label %240
    i32 1, label %268
    i32 3, label %279
  ]

229:                                              ; preds = %225
  br label %230

230:                                              ; preds = %229
  br label %231

231:                                              ; preds = %230
  %232 = load ptr, ptr %7, align 8
  %233 = load ptr, ptr %8, align 8
  %234 = load i64, ptr %9, align 8
  %235 = load ptr, ptr %10, align 8
  %236 = load i64, ptr %11, align 8
  %237 = call i64 @ZSTD_decompressBlock_internal(ptr noundef %232, ptr noundef %233, i64 noundef %234, ptr noundef %235, i64 noundef %236, i32 noundef 1)
  store i64 %237, ptr %15, align 8
  %238 = load ptr, ptr %7, align 8
  %239 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %238, i32 0, i32 10
  store i64 0, ptr %239, align 8
  br label %291

240:                                              ; preds = %225
  %241 = load ptr, ptr %8, align 8
  %242 = load i64, ptr %9, align 8
  %243 = load ptr, ptr %10, align 8
  %244 = load i64, ptr %11, align 8
  %245 = call i64 @ZSTD_copyRawBlock(ptr noundef %241, i64 noundef %242, ptr noundef %243, i64 noundef %244)
  store i64 %245, ptr %15, align 8
  br label %246

246:                                              ; preds = %240
  %247 = load i64, ptr %15, align 8
  store i64 %247, ptr %16, align 8
  %248 = load i64, ptr %16, align 8
  %249 = call i32 @ERR_isError(i64 noundef %248)
  %250 = icmp ne i32 %249, 0
  br i1 %250, label %251, label %261

251:                                              ; preds = %246
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
  br label %257

257:                                              ; preds = %256
  br label %258

258:                                              ; preds = %257
  br label %259

259:                                              ; preds = %258
  %260 = load i64, ptr %16, align 8
  store i64 %260, ptr %6, align 8
  br label %497

261:                                              ; preds = %246
  br label %262

262:                                              ; preds = %261
  %263 = load i64, ptr %15, align 8
  %264 = load ptr, ptr %7, align 8
  %265 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %264, i32 0, i32 10
  %266 = load i64, ptr %265, align 8
  %267 = sub i64 %266, %263
  store i64 %267, ptr %265, align 8
  br label %291

268:                                              ; preds = %225
  %269 = load ptr, ptr %8, align 8
  %270 = load i64, ptr %9, align 8
  %271 = load ptr, ptr %10, align 8
  %272 = load i8, ptr %271, align 1
  %273 = load ptr, ptr %7, align 8
  %274 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %273, i32 0, i32 26
  %275 = load i64, ptr %274, align 8
  %276 = call i64 @ZSTD_setRleBlock(ptr noundef %269, i64 noundef %270, i8 noundef zeroext %272, i64 noundef %275)
  store i64 %276, ptr %15, align 8
  %277 = load ptr, ptr %7, align 8
  %278 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %277, i32 0, i32 10
  store i64 0, ptr %278, align 8
  br label %291

279:                                              ; preds = %225
  br label %280

280:                                              ; preds = %225, %279
  br label %281

281:                                              ; preds = %280
  br label %282

282:                                              ; preds = %281
  br label %283

283:                                              ; preds = %282
  br label %284

284:                                              ; preds = %283
  br label %285

285:                                              ; preds = %284
  br label %286

286:                                              ; preds = %285
  br label %287

287:                                              ; preds = %286
  br label %288

288:                                              ; preds = %287
  br label %289

289:                                              ; preds = %288
  store i64 -20, ptr %6, align 8
  br label %497

290:                                              ; No predecessors!
  br label %291

291:                                              ; preds = %290, %268, %262, %231
  br label %292

292:                                              ; preds = %291
  %293 = load i64, ptr %15, align 8
  store i64 %293, ptr %17, align 8
  %294 = load i64, ptr %17, align 8
  %295 = call i32 @ERR_isError(i64 noundef %294)
  %296 = icmp ne i32 %295, 0
  br i1 %296, label %297, label %307

297:                                              ; preds = %292
  br label %298

298:                                              ; preds = %297
  br label %299

299:                                              ; preds = %298
  br label %300

300:                                              ; preds = %299
  br label %301

301:                                              ; preds = %300
  br label %302

302:                                              ; preds = %301
  br label %303

303:                                              ; preds = %302
  br label %304

304:                                              ; preds = %303
  br label %305

305:                                              ; preds = %304
  %306 = load i64, ptr %17, align 8
  store i64 %306, ptr %6, align 8
  br label %497

307:                                              ; preds = %292
  br label %308

308:                                              ; preds = %307
  br label %309

309:                                              ; preds = %308
  %310 = load i64, ptr %15, align 8
  %311 = load ptr, ptr %7, align 8
  %312 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %311, i32 0, i32 11
  %313 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %312, i32 0, i32 2
  %314 = load i32, ptr %313, align 8
  %315 = zext i32 %314 to i64
  %316 = icmp ugt i64 %310, %315
  br i1 %316, label %317, label %326

317:                                              ; preds = %309
  br label %318

318:                                              ; preds = %317
  br label %319

319:                                              ; preds = %318
  br label %320

320:                                              ; preds = %319
  br label %321

321:                                              ; preds = %320
  br label %322

322:                                              ; preds = %321
  br label %323

323:                                              ; preds = %322
  br label %324

324:                                              ; preds = %323
  br label %325

325:                                              ; preds = %324
  store i64 -20, ptr %6, align 8
  br label %497

326:                                              ; preds = %309
  br label %327

327:                                              ; preds = %326
  br label %328

328:                                              ; preds = %327
  br label %329

329:                                              ; preds = %328
  %330 = load i64, ptr %15, align 8
  %331 = load ptr, ptr %7, align 8
  %332 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %331, i32 0, i32 13
  %333 = load i64, ptr %332, align 8
  %334 = add i64 %333, %330
  store i64 %334, ptr %332, align 8
  %335 = load ptr, ptr %7, align 8
  %336 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %335, i32 0, i32 22
  %337 = load i32, ptr %336, align 8
  %338 = icmp ne i32 %337, 0
  br i1 %338, label %339, label %345

339:                                              ; preds = %329
  %340 = load ptr, ptr %7, align 8
  %341 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %340, i32 0, i32 18
  %342 = load ptr, ptr %8, align 8
  %343 = load i64, ptr %15, align 8
  %344 = call i32 @XXH_INLINE_XXH64_update(ptr nocapture noundef %341, ptr nocapture noundef %342, i64 noundef %343)
  br label %345

345:                                              ; preds = %339, %329
  %346 = load ptr, ptr %8, align 8
  %347 = load i64, ptr %15, align 8
  %348 = getelementptr inbounds i8, ptr %346, i64 %347
  %349 = load ptr, ptr %7, align 8
  %350 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %349, i32 0, i32 6
  store ptr %348, ptr %350, align 8
  %351 = load ptr, ptr %7, align 8
  %352 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %351, i32 0, i32 10
  %353 = load i64, ptr %352, align 8
  %354 = icmp ugt i64 %353, 0
  br i1 %354, label %355, label %357

355:                                              ; preds = %345
  %356 = load i64, ptr %15, align 8
  store i64 %356, ptr %6, align 8
  br label %497

357:                                              ; preds = %345
  %358 = load ptr, ptr %7, align 8
  %359 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %358, i32 0, i32 15
  %360 = load i32, ptr %359, align 4
  %361 = icmp eq i32 %360, 4
  br i1 %361, label %362, label %414

362:                                              ; preds = %357
  br label %363

363:                                              ; preds = %362
  br label %364

364:                                              ; preds = %363
  br label %365

365:                                              ; preds = %364
  %366 = load ptr, ptr %7, align 8
  %367 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %366, i32 0, i32 11
  %368 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %367, i32 0, i32 0
  %369 = load i64, ptr %368, align 8
  %370 = icmp ne i64 %369, -1
  br i1 %370, label %371, label %389

371:                                              ; preds = %365
  %372 = load ptr, ptr %7, align 8
  %373 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %372, i32 0, i32 13
  %374 = load i64, ptr %373, align 8
  %375 = load ptr, ptr %7, align 8
  %376 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %375, i32 0, i32 11
  %377 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %376, i32 0, i32 0
  %378 = load i64, ptr %377, align 8
  %379 = icmp ne i64 %374, %378
  br i1 %379, label %380, label %389

380:                                              ; preds = %371
  br label %381

381:                                              ; preds = %380
  br label %382

382:                                              ; preds = %381
  br label %383

383:                                              ; preds = %382
  br label %384

384:                                              ; preds = %383
  br label %385

385:                                              ; preds = %384
  br label %386

386:                                              ; preds = %385
  br label %387

387:                                              ; preds = %386
  br label %388

388:                                              ; preds = %387
  store i64 -20, ptr %6, align 8
  br label %497

389:                                              ; preds = %371, %365
  br label %390

390:                                              ; preds = %389
  %391 = load ptr, ptr %7, align 8
  %392 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %391, i32 0, i32 11
  %393 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %392, i32 0, i32 6
  %394 = load i32, ptr %393, align 8
  %395 = icmp ne i32 %394, 0
  br i1 %395, label %396, label %401

396:                                              ; preds = %390
  %397 = load ptr, ptr %7, align 8
  %398 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %397, i32 0, i32 10
  store i64 4, ptr %398, align 8
  %399 = load ptr, ptr %7, align 8
  %400 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %399, i32 0, i32 15
  store i32 5, ptr %400, align 4
  br label %413

401:                                              ; preds = %390
  %402 = load ptr, ptr %7, align 8
  %403 = load ptr, ptr %7, align 8
  %404 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %403, i32 0, i32 13
  %405 = load i64, ptr %404, align 8
  %406 = load ptr, ptr %7, align 8
  %407 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %406, i32 0, i32 12
  %408 = load i64, ptr %407, align 8
  call void @ZSTD_DCtx_trace_end(ptr noundef %402, i64 noundef %405, i64 noundef %408, i32 noundef 1)
  %409 = load ptr, ptr %7, align 8
  %410 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %409, i32 0, i32 10
  store i64 0, ptr %410, align 8
  %411 = load ptr, ptr %7, align 8
  %412 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %411, i32 0, i32 15
  store i32 0, ptr %412, align 4
  br label %413

413:                                              ; preds = %401, %396
  br label %419

414:                                              ; preds = %357
  %415 = load ptr, ptr %7, align 8
  %416 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %415, i32 0, i32 15
  store i32 2, ptr %416, align 4
  %417 = load ptr, ptr %7, align 8
  %418 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %417, i32 0, i32 10
  store i64 3, ptr %418, align 8
  br label %419

419:                                              ; preds = %414, %413
  %420 = load i64, ptr %15, align 8
  store i64 %420, ptr %6, align 8
  br label %497

421:                                              ; preds = %38
  %422 = load ptr, ptr %7, align 8
  %423 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %422, i32 0, i32 22
  %424 = load i32, ptr %423, align 8
  %425 = icmp ne i32 %424, 0
  br i1 %425, label %426, label %450

426:                                              ; preds = %421
  %427 = load ptr, ptr %7, align 8
  %428 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %427, i32 0, i32 18
  %429 = call i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef %428) #11
  %430 = trunc i64 %429 to i32
  store i32 %430, ptr %18, align 4
  %431 = load ptr, ptr %10, align 8
  %432 = call i32 @MEM_readLE32(ptr noundef %431)
  store i32 %432, ptr %19, align 4
  br label %433

433:                                              ; preds = %426
  br label %434

434:                                              ; preds = %433
  br label %435

435:                                              ; preds = %434
  %436 = load i32, ptr %19, align 4
  %437 = load i32, ptr %18, align 4
  %438 = icmp ne i32 %436, %437
  br i1 %438, label %439, label %448

439:                                              ; preds = %435
  br label %440

440:                                              ; preds = %439
  br label %441

441:                                              ; preds = %440
  br label %442

442:                                              ; preds = %441
  br label %443

443:                                              ; preds = %442
  br label %444

444:                                              ; preds = %443
  br label %445

445:                                              ; preds = %444
  br label %446

446:                                              ; preds = %445
  br label %447

447:                                              ; preds = %446
  store i64 -22, ptr %6, align 8
  br label %497

448:                                              ; preds = %435
  br label %449

449:                                              ; preds = %448
  br label %450

450:                                              ; preds = %449, %421
  %451 = load ptr, ptr %7, align 8
  %452 = load ptr, ptr %7, align 8
  %453 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %452, i32 0, i32 13
  %454 = load i64, ptr %453, align 8
  %455 = load ptr, ptr %7, align 8
  %456 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %455, i32 0, i32 12
  %457 = load i64, ptr %456, align 8
  call void @ZSTD_DCtx_trace_end(ptr noundef %451, i64 noundef %454, i64 noundef %457, i32 noundef 1)
  %458 = load ptr, ptr %7, align 8
  %459 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %458, i32 0, i32 10
  store i64 0, ptr %459, align 8
  %460 = load ptr, ptr %7, align 8
  %461 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %460, i32 0, i32 15
  store i32 0, ptr %461, align 4
  store i64 0, ptr %6, align 8
  br label %497

462:                                              ; preds = %38
  %463 = load ptr, ptr %7, align 8
  %464 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %463, i32 0, i32 57
  %465 = getelementptr inbounds [18 x i8], ptr %464, i64 0, i64 0
  %466 = load i64, ptr %11, align 8
  %467 = sub i64 8, %466
  %468 = getelementptr inbounds i8, ptr %465, i64 %467
  %469 = load ptr, ptr %10, align 8
  %470 = load i64, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %468, ptr align 1 %469, i64 %470, i1 false)
  %471 = load ptr, ptr %7, align 8
  %472 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %471, i32 0, i32 57
  %473 = getelementptr inbounds [18 x i8], ptr %472, i64 0, i64 0
  %474 = getelementptr inbounds i8, ptr %473, i64 4
  %475 = call i32 @MEM_readLE32(ptr noundef %474)
  %476 = zext i32 %475 to i64
  %477 = load ptr, ptr %7, align 8
  %478 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %477, i32 0, i32 10
  store i64 %476, ptr %478, align 8
  %479 = load ptr, ptr %7, align 8
  %480 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %479, i32 0, i32 15
  store i32 7, ptr %480, align 4
  store i64 0, ptr %6, align 8
  br label %497

481:                                              ; preds = %38
  %482 = load ptr, ptr %7, align 8
  %483 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %482, i32 0, i32 10
  store i64 0, ptr %483, align 8
  %484 = load ptr, ptr %7, align 8
  %485 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %484, i32 0, i32 15
  store i32 0, ptr %485, align 4
  store i64 0, ptr %6, align 8
  br label %497

486:                                              ; preds = %38
  br label %487

487:                                              ; preds = %486
  br label %488

488:                                              ; preds = %487
  br label %489

489:                                              ; preds = %488
  br label %490

490:                                              ; preds = %489
  br label %491

491:                                              ; preds = %490
  br label %492

492:                                              ; preds = %491
  br label %493

493:                                              ; preds = %492
  br label %494

494:                                              ; preds = %493
  br label %495

495:                                              ; preds = %494
  store i64 -1, ptr %6, align 8
  br label %497

496:                                              ; No predecessors!
  br label %497

497:                                              ; preds = %36, %60, %87, %91, %138, %141, %152, %171, %188, %222, %259, %289, %305, %325, %355, %388, %419, %447, %450, %462, %481, %495, %496
  %498 = load i64, ptr %6, align 8
  ret i64 %498
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_nextSrcSizeToDecompressWithInputSize(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %6, i32 0, i32 15
  %8 = load i32, ptr %7, align 4
  %9 = icmp eq i32 %8, 3
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %11, i32 0, i32 15
  %13 = load i32, ptr %12, align 4
  %14 = icmp eq i32 %13, 4
  br i1 %14, label %19, label %15

15:                                               ; preds = %10
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %16, i32 0, i32 10
  %18 = load i64, ptr %17, align 8
  store i64 %18, ptr %3, align 8
  br label %60

19:                                               ; preds = %10, %2
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %20, i32 0, i32 14
  %22 = load i32, ptr %21, align 8
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %25, i32 0, i32 10
  %27 = load i64, ptr %26, align 8
  store i64 %27, ptr %3, align 8
  br label %60

28:                                               ; preds = %19
  %29 = load i64, ptr %5, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %30, i32 0, i32 10
  %32 = load i64, ptr %31, align 8
  %33 = icmp ult i64 %29, %32
  br i1 %33, label %34, label %36

34:                                               ; preds = %28
  %35 = load i64, ptr %5, align 8
  br label %40

36:                                               ; preds = %28
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %37, i32 0, i32 10
  %39 = load i64, ptr %38, align 8
  br label %40

40:                                               ; preds = %36, %34
  %41 = phi i64 [ %35, %34 ], [ %39, %36 ]
  %42 = icmp ugt i64 1, %41
  br i1 %42, label %43, label %44

43:                                               ; preds = %40
  br label %58

44:                                               ; preds = %40
  %45 = load i64, ptr %5, align 8
  %46 = load ptr, ptr %4, align 8
  %47 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %46, i32 0, i32 10
  %48 = load i64, ptr %47, align 8
  %49 = icmp ult i64 %45, %48
  br i1 %49, label %50, label %52

50:                                               ; preds = %44
  %51 = load i64, ptr %5, align 8
  br label %56

52:                                               ; preds = %44
  %53 = load ptr, ptr %4, align 8
  %54 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %53, i32 0, i32 10
  %55 = load i64, ptr %54, align 8
  br label %56

56:                                               ; preds = %52, %50
  %57 = phi i64 [ %51, %50 ], [ %55, %52 ]
  br label %58

58:                                               ; preds = %56, %43
  %59 = phi i64 [ 1, %43 ], [ %57, %56 ]
  store i64 %59, ptr %3, align 8
  br label %60

60:                                               ; preds = %58, %24, %15
  %61 = load i64, ptr %3, align 8
  ret i64 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decodeFrameHeader(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %9, i32 0, i32 11
  %11 = load ptr, ptr %6, align 8
  %12 = load i64, ptr %7, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %13, i32 0, i32 20
  %15 = load i32, ptr %14, align 8
  %16 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef %10, ptr noundef %11, i64 noundef %12, i32 noundef %15)
  store i64 %16, ptr %8, align 8
  %17 = load i64, ptr %8, align 8
  %18 = call i32 @ERR_isError(i64 noundef %17)
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %3
  %21 = load i64, ptr %8, align 8
  store i64 %21, ptr %4, align 8
  br label %106

22:                                               ; preds = %3
  br label %23

23:                                               ; preds = %22
  %24 = load i64, ptr %8, align 8
  %25 = icmp ugt i64 %24, 0
  br i1 %25, label %26, label %35

26:                                               ; preds = %23
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
  store i64 -72, ptr %4, align 8
  br label %106

35:                                               ; preds = %23
  br label %36

36:                                               ; preds = %35
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %37, i32 0, i32 36
  %39 = load i32, ptr %38, align 8
  %40 = icmp eq i32 %39, 1
  br i1 %40, label %41, label %48

41:                                               ; preds = %36
  %42 = load ptr, ptr %5, align 8
  %43 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %42, i32 0, i32 35
  %44 = load ptr, ptr %43, align 8
  %45 = icmp ne ptr %44, null
  br i1 %45, label %46, label %48

46:                                               ; preds = %41
  %47 = load ptr, ptr %5, align 8
  call void @ZSTD_DCtx_selectFrameDDict(ptr noundef %47)
  br label %48

48:                                               ; preds = %46, %41, %36
  br label %49

49:                                               ; preds = %48
  %50 = load ptr, ptr %5, align 8
  %51 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %50, i32 0, i32 11
  %52 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %51, i32 0, i32 5
  %53 = load i32, ptr %52, align 4
  %54 = icmp ne i32 %53, 0
  br i1 %54, label %55, label %73

55:                                               ; preds = %49
  %56 = load ptr, ptr %5, align 8
  %57 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %56, i32 0, i32 32
  %58 = load i32, ptr %57, align 8
  %59 = load ptr, ptr %5, align 8
  %60 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %59, i32 0, i32 11
  %61 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %60, i32 0, i32 5
  %62 = load i32, ptr %61, align 4
  %63 = icmp ne i32 %58, %62
  br i1 %63, label %64, label %73

64:                                               ; preds = %55
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
  store i64 -32, ptr %4, align 8
  br label %106

73:                                               ; preds = %55, %49
  br label %74

74:                                               ; preds = %73
  %75 = load ptr, ptr %5, align 8
  %76 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %75, i32 0, i32 11
  %77 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %76, i32 0, i32 6
  %78 = load i32, ptr %77, align 8
  %79 = icmp ne i32 %78, 0
  br i1 %79, label %80, label %86

80:                                               ; preds = %74
  %81 = load ptr, ptr %5, align 8
  %82 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %81, i32 0, i32 21
  %83 = load i32, ptr %82, align 4
  %84 = icmp ne i32 %83, 0
  %85 = xor i1 %84, true
  br label %86

86:                                               ; preds = %80, %74
  %87 = phi i1 [ false, %74 ], [ %85, %80 ]
  %88 = zext i1 %87 to i64
  %89 = select i1 %87, i32 1, i32 0
  %90 = load ptr, ptr %5, align 8
  %91 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %90, i32 0, i32 22
  store i32 %89, ptr %91, align 8
  %92 = load ptr, ptr %5, align 8
  %93 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %92, i32 0, i32 22
  %94 = load i32, ptr %93, align 8
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %96, label %100

96:                                               ; preds = %86
  %97 = load ptr, ptr %5, align 8
  %98 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %97, i32 0, i32 18
  %99 = call i32 @XXH_INLINE_XXH64_reset(ptr nocapture noundef %98, i64 noundef 0)
  br label %100

100:                                              ; preds = %96, %86
  %101 = load i64, ptr %7, align 8
  %102 = load ptr, ptr %5, align 8
  %103 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %102, i32 0, i32 12
  %104 = load i64, ptr %103, align 8
  %105 = add i64 %104, %101
  store i64 %105, ptr %103, align 8
  store i64 0, ptr %4, align 8
  br label %106

106:                                              ; preds = %100, %72, %34, %20
  %107 = load i64, ptr %4, align 8
  ret i64 %107
}

declare i64 @ZSTD_getcBlockSize(ptr noundef, i64 noundef, ptr noundef) #1

declare i64 @ZSTD_decompressBlock_internal(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_copyRawBlock(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  br label %10

10:                                               ; preds = %4
  br label %11

11:                                               ; preds = %10
  br label %12

12:                                               ; preds = %11
  %13 = load i64, ptr %9, align 8
  %14 = load i64, ptr %7, align 8
  %15 = icmp ugt i64 %13, %14
  br i1 %15, label %16, label %25

16:                                               ; preds = %12
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
  br label %22

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  br label %24

24:                                               ; preds = %23
  store i64 -70, ptr %5, align 8
  br label %49

25:                                               ; preds = %12
  br label %26

26:                                               ; preds = %25
  %27 = load ptr, ptr %6, align 8
  %28 = icmp eq ptr %27, null
  br i1 %28, label %29, label %44

29:                                               ; preds = %26
  %30 = load i64, ptr %9, align 8
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %32, label %33

32:                                               ; preds = %29
  store i64 0, ptr %5, align 8
  br label %49

33:                                               ; preds = %29
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
  br label %41

41:                                               ; preds = %40
  br label %42

42:                                               ; preds = %41
  store i64 -74, ptr %5, align 8
  br label %49

43:                                               ; No predecessors!
  br label %44

44:                                               ; preds = %43, %26
  %45 = load ptr, ptr %6, align 8
  %46 = load ptr, ptr %8, align 8
  %47 = load i64, ptr %9, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %45, ptr align 1 %46, i64 %47, i1 false)
  %48 = load i64, ptr %9, align 8
  store i64 %48, ptr %5, align 8
  br label %49

49:                                               ; preds = %44, %42, %32, %24
  %50 = load i64, ptr %5, align 8
  ret i64 %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_setRleBlock(ptr noundef %0, i64 noundef %1, i8 noundef zeroext %2, i64 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8, align 1
  %9 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store i8 %2, ptr %8, align 1
  store i64 %3, ptr %9, align 8
  br label %10

10:                                               ; preds = %4
  %11 = load i64, ptr %9, align 8
  %12 = load i64, ptr %7, align 8
  %13 = icmp ugt i64 %11, %12
  br i1 %13, label %14, label %23

14:                                               ; preds = %10
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
  br label %22

22:                                               ; preds = %21
  store i64 -70, ptr %5, align 8
  br label %49

23:                                               ; preds = %10
  br label %24

24:                                               ; preds = %23
  %25 = load ptr, ptr %6, align 8
  %26 = icmp eq ptr %25, null
  br i1 %26, label %27, label %42

27:                                               ; preds = %24
  %28 = load i64, ptr %9, align 8
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %27
  store i64 0, ptr %5, align 8
  br label %49

31:                                               ; preds = %27
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
  br label %39

39:                                               ; preds = %38
  br label %40

40:                                               ; preds = %39
  store i64 -74, ptr %5, align 8
  br label %49

41:                                               ; No predecessors!
  br label %42

42:                                               ; preds = %41, %24
  %43 = load ptr, ptr %6, align 8
  %44 = load i8, ptr %8, align 1
  %45 = zext i8 %44 to i32
  %46 = trunc i32 %45 to i8
  %47 = load i64, ptr %9, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %43, i8 %46, i64 %47, i1 false)
  %48 = load i64, ptr %9, align 8
  store i64 %48, ptr %5, align 8
  br label %49

49:                                               ; preds = %42, %40, %30, %22
  %50 = load i64, ptr %5, align 8
  ret i64 %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @XXH_INLINE_XXH64_update(ptr nocapture noundef %0, ptr nocapture noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %16

13:                                               ; preds = %3
  %14 = load i64, ptr %7, align 8
  %15 = icmp eq i64 %14, 0
  call void @llvm.assume(i1 %15)
  store i32 0, ptr %4, align 4
  br label %219

16:                                               ; preds = %3
  %17 = load ptr, ptr %6, align 8
  store ptr %17, ptr %8, align 8
  %18 = load ptr, ptr %8, align 8
  %19 = load i64, ptr %7, align 8
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  store ptr %20, ptr %9, align 8
  %21 = load i64, ptr %7, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %22, i32 0, i32 0
  %24 = load i64, ptr %23, align 8
  %25 = add i64 %24, %21
  store i64 %25, ptr %23, align 8
  %26 = load ptr, ptr %5, align 8
  %27 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %26, i32 0, i32 3
  %28 = load i32, ptr %27, align 8
  %29 = zext i32 %28 to i64
  %30 = load i64, ptr %7, align 8
  %31 = add i64 %29, %30
  %32 = icmp ult i64 %31, 32
  br i1 %32, label %33, label %51

33:                                               ; preds = %16
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %34, i32 0, i32 2
  %36 = getelementptr inbounds [4 x i64], ptr %35, i64 0, i64 0
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %37, i32 0, i32 3
  %39 = load i32, ptr %38, align 8
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %36, i64 %40
  %42 = load ptr, ptr %6, align 8
  %43 = load i64, ptr %7, align 8
  %44 = call ptr @XXH_memcpy(ptr noundef %41, ptr noundef %42, i64 noundef %43)
  %45 = load i64, ptr %7, align 8
  %46 = trunc i64 %45 to i32
  %47 = load ptr, ptr %5, align 8
  %48 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %47, i32 0, i32 3
  %49 = load i32, ptr %48, align 8
  %50 = add i32 %49, %46
  store i32 %50, ptr %48, align 8
  store i32 0, ptr %4, align 4
  br label %219

51:                                               ; preds = %16
  %52 = load ptr, ptr %5, align 8
  %53 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %52, i32 0, i32 3
  %54 = load i32, ptr %53, align 8
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %133

56:                                               ; preds = %51
  %57 = load ptr, ptr %5, align 8
  %58 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %57, i32 0, i32 2
  %59 = getelementptr inbounds [4 x i64], ptr %58, i64 0, i64 0
  %60 = load ptr, ptr %5, align 8
  %61 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %60, i32 0, i32 3
  %62 = load i32, ptr %61, align 8
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i8, ptr %59, i64 %63
  %65 = load ptr, ptr %6, align 8
  %66 = load ptr, ptr %5, align 8
  %67 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %66, i32 0, i32 3
  %68 = load i32, ptr %67, align 8
  %69 = sub i32 32, %68
  %70 = zext i32 %69 to i64
  %71 = call ptr @XXH_memcpy(ptr noundef %64, ptr noundef %65, i64 noundef %70)
  %72 = load ptr, ptr %5, align 8
  %73 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %72, i32 0, i32 1
  %74 = getelementptr inbounds [4 x i64], ptr %73, i64 0, i64 0
  %75 = load i64, ptr %74, align 8
  %76 = load ptr, ptr %5, align 8
  %77 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %76, i32 0, i32 2
  %78 = getelementptr inbounds [4 x i64], ptr %77, i64 0, i64 0
  %79 = getelementptr inbounds i64, ptr %78, i64 0
  %80 = call i64 @XXH_readLE64(ptr noundef %79)
  %81 = call i64 @XXH64_round(i64 noundef %75, i64 noundef %80)
  %82 = load ptr, ptr %5, align 8
  %83 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %82, i32 0, i32 1
  %84 = getelementptr inbounds [4 x i64], ptr %83, i64 0, i64 0
  store i64 %81, ptr %84, align 8
  %85 = load ptr, ptr %5, align 8
  %86 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %85, i32 0, i32 1
  %87 = getelementptr inbounds [4 x i64], ptr %86, i64 0, i64 1
  %88 = load i64, ptr %87, align 8
  %89 = load ptr, ptr %5, align 8
  %90 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %89, i32 0, i32 2
  %91 = getelementptr inbounds [4 x i64], ptr %90, i64 0, i64 0
  %92 = getelementptr inbounds i64, ptr %91, i64 1
  %93 = call i64 @XXH_readLE64(ptr noundef %92)
  %94 = call i64 @XXH64_round(i64 noundef %88, i64 noundef %93)
  %95 = load ptr, ptr %5, align 8
  %96 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %95, i32 0, i32 1
  %97 = getelementptr inbounds [4 x i64], ptr %96, i64 0, i64 1
  store i64 %94, ptr %97, align 8
  %98 = load ptr, ptr %5, align 8
  %99 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %98, i32 0, i32 1
  %100 = getelementptr inbounds [4 x i64], ptr %99, i64 0, i64 2
  %101 = load i64, ptr %100, align 8
  %102 = load ptr, ptr %5, align 8
  %103 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %102, i32 0, i32 2
  %104 = getelementptr inbounds [4 x i64], ptr %103, i64 0, i64 0
  %105 = getelementptr inbounds i64, ptr %104, i64 2
  %106 = call i64 @XXH_readLE64(ptr noundef %105)
  %107 = call i64 @XXH64_round(i64 noundef %101, i64 noundef %106)
  %108 = load ptr, ptr %5, align 8
  %109 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %108, i32 0, i32 1
  %110 = getelementptr inbounds [4 x i64], ptr %109, i64 0, i64 2
  store i64 %107, ptr %110, align 8
  %111 = load ptr, ptr %5, align 8
  %112 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %111, i32 0, i32 1
  %113 = getelementptr inbounds [4 x i64], ptr %112, i64 0, i64 3
  %114 = load i64, ptr %113, align 8
  %115 = load ptr, ptr %5, align 8
  %116 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %115, i32 0, i32 2
  %117 = getelementptr inbounds [4 x i64], ptr %116, i64 0, i64 0
  %118 = getelementptr inbounds i64, ptr %117, i64 3
  %119 = call i64 @XXH_readLE64(ptr noundef %118)
  %120 = call i64 @XXH64_round(i64 noundef %114, i64 noundef %119)
  %121 = load ptr, ptr %5, align 8
  %122 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %121, i32 0, i32 1
  %123 = getelementptr inbounds [4 x i64], ptr %122, i64 0, i64 3
  store i64 %120, ptr %123, align 8
  %124 = load ptr, ptr %5, align 8
  %125 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %124, i32 0, i32 3
  %126 = load i32, ptr %125, align 8
  %127 = sub i32 32, %126
  %128 = load ptr, ptr %8, align 8
  %129 = zext i32 %127 to i64
  %130 = getelementptr inbounds i8, ptr %128, i64 %129
  store ptr %130, ptr %8, align 8
  %131 = load ptr, ptr %5, align 8
  %132 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %131, i32 0, i32 3
  store i32 0, ptr %132, align 8
  br label %133

133:                                              ; preds = %56, %51
  %134 = load ptr, ptr %8, align 8
  %135 = getelementptr inbounds i8, ptr %134, i64 32
  %136 = load ptr, ptr %9, align 8
  %137 = icmp ule ptr %135, %136
  br i1 %137, label %138, label %195

138:                                              ; preds = %133
  %139 = load ptr, ptr %9, align 8
  %140 = getelementptr inbounds i8, ptr %139, i64 -32
  store ptr %140, ptr %10, align 8
  br label %141

141:                                              ; preds = %190, %138
  %142 = load ptr, ptr %5, align 8
  %143 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %142, i32 0, i32 1
  %144 = getelementptr inbounds [4 x i64], ptr %143, i64 0, i64 0
  %145 = load i64, ptr %144, align 8
  %146 = load ptr, ptr %8, align 8
  %147 = call i64 @XXH_readLE64(ptr noundef %146)
  %148 = call i64 @XXH64_round(i64 noundef %145, i64 noundef %147)
  %149 = load ptr, ptr %5, align 8
  %150 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %149, i32 0, i32 1
  %151 = getelementptr inbounds [4 x i64], ptr %150, i64 0, i64 0
  store i64 %148, ptr %151, align 8
  %152 = load ptr, ptr %8, align 8
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  store ptr %153, ptr %8, align 8
  %154 = load ptr, ptr %5, align 8
  %155 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %154, i32 0, i32 1
  %156 = getelementptr inbounds [4 x i64], ptr %155, i64 0, i64 1
  %157 = load i64, ptr %156, align 8
  %158 = load ptr, ptr %8, align 8
  %159 = call i64 @XXH_readLE64(ptr noundef %158)
  %160 = call i64 @XXH64_round(i64 noundef %157, i64 noundef %159)
  %161 = load ptr, ptr %5, align 8
  %162 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %161, i32 0, i32 1
  %163 = getelementptr inbounds [4 x i64], ptr %162, i64 0, i64 1
  store i64 %160, ptr %163, align 8
  %164 = load ptr, ptr %8, align 8
  %165 = getelementptr inbounds i8, ptr %164, i64 8
  store ptr %165, ptr %8, align 8
  %166 = load ptr, ptr %5, align 8
  %167 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %166, i32 0, i32 1
  %168 = getelementptr inbounds [4 x i64], ptr %167, i64 0, i64 2
  %169 = load i64, ptr %168, align 8
  %170 = load ptr, ptr %8, align 8
  %171 = call i64 @XXH_readLE64(ptr noundef %170)
  %172 = call i64 @XXH64_round(i64 noundef %169, i64 noundef %171)
  %173 = load ptr, ptr %5, align 8
  %174 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %173, i32 0, i32 1
  %175 = getelementptr inbounds [4 x i64], ptr %174, i64 0, i64 2
  store i64 %172, ptr %175, align 8
  %176 = load ptr, ptr %8, align 8
  %177 = getelementptr inbounds i8, ptr %176, i64 8
  store ptr %177, ptr %8, align 8
  %178 = load ptr, ptr %5, align 8
  %179 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %178, i32 0, i32 1
  %180 = getelementptr inbounds [4 x i64], ptr %179, i64 0, i64 3
  %181 = load i64, ptr %180, align 8
  %182 = load ptr, ptr %8, align 8
  %183 = call i64 @XXH_readLE64(ptr noundef %182)
  %184 = call i64 @XXH64_round(i64 noundef %181, i64 noundef %183)
  %185 = load ptr, ptr %5, align 8
  %186 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %185, i32 0, i32 1
  %187 = getelementptr inbounds [4 x i64], ptr %186, i64 0, i64 3
  store i64 %184, ptr %187, align 8
  %188 = load ptr, ptr %8, align 8
  %189 = getelementptr inbounds i8, ptr %188, i64 8
  store ptr %189, ptr %8, align 8
  br label %190

190:                                              ; preds = %141
  %191 = load ptr, ptr %8, align 8
  %192 = load ptr, ptr %10, align 8
  %193 = icmp ule ptr %191, %192
  br i1 %193, label %141, label %194, !llvm.loop !11

194:                                              ; preds = %190
  br label %195

195:                                              ; preds = %194, %133
  %196 = load ptr, ptr %8, align 8
  %197 = load ptr, ptr %9, align 8
  %198 = icmp ult ptr %196, %197
  br i1 %198, label %199, label %218

199:                                              ; preds = %195
  %200 = load ptr, ptr %5, align 8
  %201 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %200, i32 0, i32 2
  %202 = getelementptr inbounds [4 x i64], ptr %201, i64 0, i64 0
  %203 = load ptr, ptr %8, align 8
  %204 = load ptr, ptr %9, align 8
  %205 = load ptr, ptr %8, align 8
  %206 = ptrtoint ptr %204 to i64
  %207 = ptrtoint ptr %205 to i64
  %208 = sub i64 %206, %207
  %209 = call ptr @XXH_memcpy(ptr noundef %202, ptr noundef %203, i64 noundef %208)
  %210 = load ptr, ptr %9, align 8
  %211 = load ptr, ptr %8, align 8
  %212 = ptrtoint ptr %210 to i64
  %213 = ptrtoint ptr %211 to i64
  %214 = sub i64 %212, %213
  %215 = trunc i64 %214 to i32
  %216 = load ptr, ptr %5, align 8
  %217 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %216, i32 0, i32 3
  store i32 %215, ptr %217, align 8
  br label %218

218:                                              ; preds = %199, %195
  store i32 0, ptr %4, align 4
  br label %219

219:                                              ; preds = %218, %33, %13
  %220 = load i32, ptr %4, align 4
  ret i32 %220
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_DCtx_trace_end(ptr noundef %0, i64 noundef %1, i64 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.ZSTD_Trace, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %10, i32 0, i32 59
  %12 = load i64, ptr %11, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %49

14:                                               ; preds = %4
  %15 = icmp ne ptr @ZSTD_trace_decompress_end, null
  br i1 %15, label %16, label %49

16:                                               ; preds = %14
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 64, i1 false)
  %17 = getelementptr inbounds %struct.ZSTD_Trace, ptr %9, i32 0, i32 0
  store i32 10507, ptr %17, align 8
  %18 = load i32, ptr %8, align 4
  %19 = getelementptr inbounds %struct.ZSTD_Trace, ptr %9, i32 0, i32 1
  store i32 %18, ptr %19, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %20, i32 0, i32 31
  %22 = load ptr, ptr %21, align 8
  %23 = icmp ne ptr %22, null
  br i1 %23, label %24, label %39

24:                                               ; preds = %16
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %25, i32 0, i32 31
  %27 = load ptr, ptr %26, align 8
  %28 = call i32 @ZSTD_getDictID_fromDDict(ptr noundef %27)
  %29 = getelementptr inbounds %struct.ZSTD_Trace, ptr %9, i32 0, i32 2
  store i32 %28, ptr %29, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %30, i32 0, i32 31
  %32 = load ptr, ptr %31, align 8
  %33 = call i64 @ZSTD_DDict_dictSize(ptr noundef %32)
  %34 = getelementptr inbounds %struct.ZSTD_Trace, ptr %9, i32 0, i32 4
  store i64 %33, ptr %34, align 8
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %35, i32 0, i32 33
  %37 = load i32, ptr %36, align 4
  %38 = getelementptr inbounds %struct.ZSTD_Trace, ptr %9, i32 0, i32 3
  store i32 %37, ptr %38, align 4
  br label %39

39:                                               ; preds = %24, %16
  %40 = load i64, ptr %6, align 8
  %41 = getelementptr inbounds %struct.ZSTD_Trace, ptr %9, i32 0, i32 5
  store i64 %40, ptr %41, align 8
  %42 = load i64, ptr %7, align 8
  %43 = getelementptr inbounds %struct.ZSTD_Trace, ptr %9, i32 0, i32 6
  store i64 %42, ptr %43, align 8
  %44 = load ptr, ptr %5, align 8
  %45 = getelementptr inbounds %struct.ZSTD_Trace, ptr %9, i32 0, i32 9
  store ptr %44, ptr %45, align 8
  %46 = load ptr, ptr %5, align 8
  %47 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %46, i32 0, i32 59
  %48 = load i64, ptr %47, align 8
  call void @ZSTD_trace_decompress_end(i64 noundef %48, ptr noundef %9)
  br label %49

49:                                               ; preds = %39, %14, %4
  ret void
}

; Function Attrs: noinline nounwind optnone willreturn memory(read) uwtable
define internal i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef %0) #4 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %4, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = icmp uge i64 %6, 32
  br i1 %7, label %8, label %56

8:                                                ; preds = %1
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %9, i32 0, i32 1
  %11 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 0
  %12 = load i64, ptr %11, align 8
  %13 = call i64 @llvm.fshl.i64(i64 %12, i64 %12, i64 1)
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %14, i32 0, i32 1
  %16 = getelementptr inbounds [4 x i64], ptr %15, i64 0, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = call i64 @llvm.fshl.i64(i64 %17, i64 %17, i64 7)
  %19 = add i64 %13, %18
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %20, i32 0, i32 1
  %22 = getelementptr inbounds [4 x i64], ptr %21, i64 0, i64 2
  %23 = load i64, ptr %22, align 8
  %24 = call i64 @llvm.fshl.i64(i64 %23, i64 %23, i64 12)
  %25 = add i64 %19, %24
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %26, i32 0, i32 1
  %28 = getelementptr inbounds [4 x i64], ptr %27, i64 0, i64 3
  %29 = load i64, ptr %28, align 8
  %30 = call i64 @llvm.fshl.i64(i64 %29, i64 %29, i64 18)
  %31 = add i64 %25, %30
  store i64 %31, ptr %3, align 8
  %32 = load i64, ptr %3, align 8
  %33 = load ptr, ptr %2, align 8
  %34 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %33, i32 0, i32 1
  %35 = getelementptr inbounds [4 x i64], ptr %34, i64 0, i64 0
  %36 = load i64, ptr %35, align 8
  %37 = call i64 @XXH64_mergeRound(i64 noundef %32, i64 noundef %36)
  store i64 %37, ptr %3, align 8
  %38 = load i64, ptr %3, align 8
  %39 = load ptr, ptr %2, align 8
  %40 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %39, i32 0, i32 1
  %41 = getelementptr inbounds [4 x i64], ptr %40, i64 0, i64 1
  %42 = load i64, ptr %41, align 8
  %43 = call i64 @XXH64_mergeRound(i64 noundef %38, i64 noundef %42)
  store i64 %43, ptr %3, align 8
  %44 = load i64, ptr %3, align 8
  %45 = load ptr, ptr %2, align 8
  %46 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %45, i32 0, i32 1
  %47 = getelementptr inbounds [4 x i64], ptr %46, i64 0, i64 2
  %48 = load i64, ptr %47, align 8
  %49 = call i64 @XXH64_mergeRound(i64 noundef %44, i64 noundef %48)
  store i64 %49, ptr %3, align 8
  %50 = load i64, ptr %3, align 8
  %51 = load ptr, ptr %2, align 8
  %52 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %51, i32 0, i32 1
  %53 = getelementptr inbounds [4 x i64], ptr %52, i64 0, i64 3
  %54 = load i64, ptr %53, align 8
  %55 = call i64 @XXH64_mergeRound(i64 noundef %50, i64 noundef %54)
  store i64 %55, ptr %3, align 8
  br label %62

56:                                               ; preds = %1
  %57 = load ptr, ptr %2, align 8
  %58 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %57, i32 0, i32 1
  %59 = getelementptr inbounds [4 x i64], ptr %58, i64 0, i64 2
  %60 = load i64, ptr %59, align 8
  %61 = add i64 %60, 2870177450012600261
  store i64 %61, ptr %3, align 8
  br label %62

62:                                               ; preds = %56, %8
  %63 = load ptr, ptr %2, align 8
  %64 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %63, i32 0, i32 0
  %65 = load i64, ptr %64, align 8
  %66 = load i64, ptr %3, align 8
  %67 = add i64 %66, %65
  store i64 %67, ptr %3, align 8
  %68 = load i64, ptr %3, align 8
  %69 = load ptr, ptr %2, align 8
  %70 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %69, i32 0, i32 2
  %71 = getelementptr inbounds [4 x i64], ptr %70, i64 0, i64 0
  %72 = load ptr, ptr %2, align 8
  %73 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %72, i32 0, i32 0
  %74 = load i64, ptr %73, align 8
  %75 = call i64 @XXH64_finalize(i64 noundef %68, ptr noundef %71, i64 noundef %74, i32 noundef 0) #11
  ret i64 %75
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_loadDEntropy(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca [32 x i16], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca [53 x i16], align 16
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca [36 x i16], align 16
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %28 = load ptr, ptr %6, align 8
  store ptr %28, ptr %8, align 8
  %29 = load ptr, ptr %8, align 8
  %30 = load i64, ptr %7, align 8
  %31 = getelementptr inbounds i8, ptr %29, i64 %30
  store ptr %31, ptr %9, align 8
  br label %32

32:                                               ; preds = %3
  %33 = load i64, ptr %7, align 8
  %34 = icmp ule i64 %33, 8
  br i1 %34, label %35, label %44

35:                                               ; preds = %32
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
  br label %41

41:                                               ; preds = %40
  br label %42

42:                                               ; preds = %41
  br label %43

43:                                               ; preds = %42
  store i64 -30, ptr %4, align 8
  br label %332

44:                                               ; preds = %32
  br label %45

45:                                               ; preds = %44
  %46 = load ptr, ptr %8, align 8
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  store ptr %47, ptr %8, align 8
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %48, i32 0, i32 0
  store ptr %49, ptr %10, align 8
  store i64 10264, ptr %11, align 8
  %50 = load ptr, ptr %5, align 8
  %51 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %50, i32 0, i32 3
  %52 = getelementptr inbounds [4097 x i32], ptr %51, i64 0, i64 0
  %53 = load ptr, ptr %8, align 8
  %54 = load ptr, ptr %9, align 8
  %55 = load ptr, ptr %8, align 8
  %56 = ptrtoint ptr %54 to i64
  %57 = ptrtoint ptr %55 to i64
  %58 = sub i64 %56, %57
  %59 = load ptr, ptr %10, align 8
  %60 = call i64 @HUF_readDTableX2_wksp(ptr noundef %52, ptr noundef %53, i64 noundef %58, ptr noundef %59, i64 noundef 10264, i32 noundef 0)
  store i64 %60, ptr %12, align 8
  br label %61

61:                                               ; preds = %45
  %62 = load i64, ptr %12, align 8
  %63 = call i32 @ERR_isError(i64 noundef %62)
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %65, label %74

65:                                               ; preds = %61
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
  br label %73

73:                                               ; preds = %72
  store i64 -30, ptr %4, align 8
  br label %332

74:                                               ; preds = %61
  br label %75

75:                                               ; preds = %74
  %76 = load i64, ptr %12, align 8
  %77 = load ptr, ptr %8, align 8
  %78 = getelementptr inbounds i8, ptr %77, i64 %76
  store ptr %78, ptr %8, align 8
  store i32 31, ptr %14, align 4
  %79 = getelementptr inbounds [32 x i16], ptr %13, i64 0, i64 0
  %80 = load ptr, ptr %8, align 8
  %81 = load ptr, ptr %9, align 8
  %82 = load ptr, ptr %8, align 8
  %83 = ptrtoint ptr %81 to i64
  %84 = ptrtoint ptr %82 to i64
  %85 = sub i64 %83, %84
  %86 = call i64 @FSE_readNCount(ptr noundef %79, ptr noundef %14, ptr noundef %15, ptr noundef %80, i64 noundef %85)
  store i64 %86, ptr %16, align 8
  br label %87

87:                                               ; preds = %75
  %88 = load i64, ptr %16, align 8
  %89 = call i32 @ERR_isError(i64 noundef %88)
  %90 = icmp ne i32 %89, 0
  br i1 %90, label %91, label %100

91:                                               ; preds = %87
  br label %92

92:                                               ; preds = %91
  br label %93

93:                                               ; preds = %92
  br label %94

94:                                               ; preds = %93
  br label %95

95:                                               ; preds = %94
  br label %96

96:                                               ; preds = %95
  br label %97

97:                                               ; preds = %96
  br label %98

98:                                               ; preds = %97
  br label %99

99:                                               ; preds = %98
  store i64 -30, ptr %4, align 8
  br label %332

100:                                              ; preds = %87
  br label %101

101:                                              ; preds = %100
  br label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %14, align 4
  %104 = icmp ugt i32 %103, 31
  br i1 %104, label %105, label %114

105:                                              ; preds = %102
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
  br label %112

112:                                              ; preds = %111
  br label %113

113:                                              ; preds = %112
  store i64 -30, ptr %4, align 8
  br label %332

114:                                              ; preds = %102
  br label %115

115:                                              ; preds = %114
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %15, align 4
  %118 = icmp ugt i32 %117, 8
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
  store i64 -30, ptr %4, align 8
  br label %332

128:                                              ; preds = %116
  br label %129

129:                                              ; preds = %128
  %130 = load ptr, ptr %5, align 8
  %131 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %130, i32 0, i32 1
  %132 = getelementptr inbounds [257 x %struct.ZSTD_seqSymbol], ptr %131, i64 0, i64 0
  %133 = getelementptr inbounds [32 x i16], ptr %13, i64 0, i64 0
  %134 = load i32, ptr %14, align 4
  %135 = load i32, ptr %15, align 4
  %136 = load ptr, ptr %5, align 8
  %137 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %136, i32 0, i32 5
  %138 = getelementptr inbounds [157 x i32], ptr %137, i64 0, i64 0
  call void @ZSTD_buildFSETable(ptr noundef %132, ptr noundef %133, i32 noundef %134, ptr noundef @OF_base, ptr noundef @OF_bits, i32 noundef %135, ptr noundef %138, i64 noundef 628, i32 noundef 0)
  %139 = load i64, ptr %16, align 8
  %140 = load ptr, ptr %8, align 8
  %141 = getelementptr inbounds i8, ptr %140, i64 %139
  store ptr %141, ptr %8, align 8
  store i32 52, ptr %18, align 4
  %142 = getelementptr inbounds [53 x i16], ptr %17, i64 0, i64 0
  %143 = load ptr, ptr %8, align 8
  %144 = load ptr, ptr %9, align 8
  %145 = load ptr, ptr %8, align 8
  %146 = ptrtoint ptr %144 to i64
  %147 = ptrtoint ptr %145 to i64
  %148 = sub i64 %146, %147
  %149 = call i64 @FSE_readNCount(ptr noundef %142, ptr noundef %18, ptr noundef %19, ptr noundef %143, i64 noundef %148)
  store i64 %149, ptr %20, align 8
  br label %150

150:                                              ; preds = %129
  %151 = load i64, ptr %20, align 8
  %152 = call i32 @ERR_isError(i64 noundef %151)
  %153 = icmp ne i32 %152, 0
  br i1 %153, label %154, label %163

154:                                              ; preds = %150
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
  br label %162

162:                                              ; preds = %161
  store i64 -30, ptr %4, align 8
  br label %332

163:                                              ; preds = %150
  br label %164

164:                                              ; preds = %163
  br label %165

165:                                              ; preds = %164
  %166 = load i32, ptr %18, align 4
  %167 = icmp ugt i32 %166, 52
  br i1 %167, label %168, label %177

168:                                              ; preds = %165
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
  store i64 -30, ptr %4, align 8
  br label %332

177:                                              ; preds = %165
  br label %178

178:                                              ; preds = %177
  br label %179

179:                                              ; preds = %178
  %180 = load i32, ptr %19, align 4
  %181 = icmp ugt i32 %180, 9
  br i1 %181, label %182, label %191

182:                                              ; preds = %179
  br label %183

183:                                              ; preds = %182
  br label %184

184:                                              ; preds = %183
  br label %185

185:                                              ; preds = %184
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
  store i64 -30, ptr %4, align 8
  br label %332

191:                                              ; preds = %179
  br label %192

192:                                              ; preds = %191
  %193 = load ptr, ptr %5, align 8
  %194 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %193, i32 0, i32 2
  %195 = getelementptr inbounds [513 x %struct.ZSTD_seqSymbol], ptr %194, i64 0, i64 0
  %196 = getelementptr inbounds [53 x i16], ptr %17, i64 0, i64 0
  %197 = load i32, ptr %18, align 4
  %198 = load i32, ptr %19, align 4
  %199 = load ptr, ptr %5, align 8
  %200 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %199, i32 0, i32 5
  %201 = getelementptr inbounds [157 x i32], ptr %200, i64 0, i64 0
  call void @ZSTD_buildFSETable(ptr noundef %195, ptr noundef %196, i32 noundef %197, ptr noundef @ML_base, ptr noundef @ML_bits, i32 noundef %198, ptr noundef %201, i64 noundef 628, i32 noundef 0)
  %202 = load i64, ptr %20, align 8
  %203 = load ptr, ptr %8, align 8
  %204 = getelementptr inbounds i8, ptr %203, i64 %202
  store ptr %204, ptr %8, align 8
  store i32 35, ptr %22, align 4
  %205 = getelementptr inbounds [36 x i16], ptr %21, i64 0, i64 0
  %206 = load ptr, ptr %8, align 8
  %207 = load ptr, ptr %9, align 8
  %208 = load ptr, ptr %8, align 8
  %209 = ptrtoint ptr %207 to i64
  %210 = ptrtoint ptr %208 to i64
  %211 = sub i64 %209, %210
  %212 = call i64 @FSE_readNCount(ptr noundef %205, ptr noundef %22, ptr noundef %23, ptr noundef %206, i64 noundef %211)
  store i64 %212, ptr %24, align 8
  br label %213

213:                                              ; preds = %192
  %214 = load i64, ptr %24, align 8
  %215 = call i32 @ERR_isError(i64 noundef %214)
  %216 = icmp ne i32 %215, 0
  br i1 %216, label %217, label %226

217:                                              ; preds = %213
  br label %218

218:                                              ; preds = %217
  br label %219

219:                                              ; preds = %218
  br label %220

220:                                              ; preds = %219
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
  store i64 -30, ptr %4, align 8
  br label %332

226:                                              ; preds = %213
  br label %227

227:                                              ; preds = %226
  br label %228

228:                                              ; preds = %227
  %229 = load i32, ptr %22, align 4
  %230 = icmp ugt i32 %229, 35
  br i1 %230, label %231, label %240

231:                                              ; preds = %228
  br label %232

232:                                              ; preds = %231
  br label %233

233:                                              ; preds = %232
  br label %234

234:                                              ; preds = %233
  br label %235

235:                                              ; preds = %234
  br label %236

236:                                              ; preds = %235
  br label %237

237:                                              ; preds = %236
  br label %238

238:                                              ; preds = %237
  br label %239

239:                                              ; preds = %238
  store i64 -30, ptr %4, align 8
  br label %332

240:                                              ; preds = %228
  br label %241

241:                                              ; preds = %240
  br label %242

242:                                              ; preds = %241
  %243 = load i32, ptr %23, align 4
  %244 = icmp ugt i32 %243, 9
  br i1 %244, label %245, label %254

245:                                              ; preds = %242
  br label %246

246:                                              ; preds = %245
  br label %247

247:                                              ; preds = %246
  br label %248

248:                                              ; preds = %247
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
  store i64 -30, ptr %4, align 8
  br label %332

254:                                              ; preds = %242
  br label %255

255:                                              ; preds = %254
  %256 = load ptr, ptr %5, align 8
  %257 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %256, i32 0, i32 0
  %258 = getelementptr inbounds [513 x %struct.ZSTD_seqSymbol], ptr %257, i64 0, i64 0
  %259 = getelementptr inbounds [36 x i16], ptr %21, i64 0, i64 0
  %260 = load i32, ptr %22, align 4
  %261 = load i32, ptr %23, align 4
  %262 = load ptr, ptr %5, align 8
  %263 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %262, i32 0, i32 5
  %264 = getelementptr inbounds [157 x i32], ptr %263, i64 0, i64 0
  call void @ZSTD_buildFSETable(ptr noundef %258, ptr noundef %259, i32 noundef %260, ptr noundef @LL_base, ptr noundef @LL_bits, i32 noundef %261, ptr noundef %264, i64 noundef 628, i32 noundef 0)
  %265 = load i64, ptr %24, align 8
  %266 = load ptr, ptr %8, align 8
  %267 = getelementptr inbounds i8, ptr %266, i64 %265
  store ptr %267, ptr %8, align 8
  br label %268

268:                                              ; preds = %255
  %269 = load ptr, ptr %8, align 8
  %270 = getelementptr inbounds i8, ptr %269, i64 12
  %271 = load ptr, ptr %9, align 8
  %272 = icmp ugt ptr %270, %271
  br i1 %272, label %273, label %282

273:                                              ; preds = %268
  br label %274

274:                                              ; preds = %273
  br label %275

275:                                              ; preds = %274
  br label %276

276:                                              ; preds = %275
  br label %277

277:                                              ; preds = %276
  br label %278

278:                                              ; preds = %277
  br label %279

279:                                              ; preds = %278
  br label %280

280:                                              ; preds = %279
  br label %281

281:                                              ; preds = %280
  store i64 -30, ptr %4, align 8
  br label %332

282:                                              ; preds = %268
  br label %283

283:                                              ; preds = %282
  %284 = load ptr, ptr %9, align 8
  %285 = load ptr, ptr %8, align 8
  %286 = getelementptr inbounds i8, ptr %285, i64 12
  %287 = ptrtoint ptr %284 to i64
  %288 = ptrtoint ptr %286 to i64
  %289 = sub i64 %287, %288
  store i64 %289, ptr %26, align 8
  store i32 0, ptr %25, align 4
  br label %290

290:                                              ; preds = %323, %283
  %291 = load i32, ptr %25, align 4
  %292 = icmp slt i32 %291, 3
  br i1 %292, label %293, label %326

293:                                              ; preds = %290
  %294 = load ptr, ptr %8, align 8
  %295 = call i32 @MEM_readLE32(ptr noundef %294)
  store i32 %295, ptr %27, align 4
  %296 = load ptr, ptr %8, align 8
  %297 = getelementptr inbounds i8, ptr %296, i64 4
  store ptr %297, ptr %8, align 8
  br label %298

298:                                              ; preds = %293
  %299 = load i32, ptr %27, align 4
  %300 = icmp eq i32 %299, 0
  br i1 %300, label %306, label %301

301:                                              ; preds = %298
  %302 = load i32, ptr %27, align 4
  %303 = zext i32 %302 to i64
  %304 = load i64, ptr %26, align 8
  %305 = icmp ugt i64 %303, %304
  br i1 %305, label %306, label %315

306:                                              ; preds = %301, %298
  br label %307

307:                                              ; preds = %306
  br label %308

308:                                              ; preds = %307
  br label %309

309:                                              ; preds = %308
  br label %310

310:                                              ; preds = %309
  br label %311

311:                                              ; preds = %310
  br label %312

312:                                              ; preds = %311
  br label %313

313:                                              ; preds = %312
  br label %314

314:                                              ; preds = %313
  store i64 -30, ptr %4, align 8
  br label %332

315:                                              ; preds = %301
  br label %316

316:                                              ; preds = %315
  %317 = load i32, ptr %27, align 4
  %318 = load ptr, ptr %5, align 8
  %319 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %318, i32 0, i32 4
  %320 = load i32, ptr %25, align 4
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds [3 x i32], ptr %319, i64 0, i64 %321
  store i32 %317, ptr %322, align 4
  br label %323

323:                                              ; preds = %316
  %324 = load i32, ptr %25, align 4
  %325 = add nsw i32 %324, 1
  store i32 %325, ptr %25, align 4
  br label %290, !llvm.loop !12

326:                                              ; preds = %290
  %327 = load ptr, ptr %8, align 8
  %328 = load ptr, ptr %6, align 8
  %329 = ptrtoint ptr %327 to i64
  %330 = ptrtoint ptr %328 to i64
  %331 = sub i64 %329, %330
  store i64 %331, ptr %4, align 8
  br label %332

332:                                              ; preds = %326, %314, %281, %253, %239, %225, %190, %176, %162, %127, %113, %99, %73, %43
  %333 = load i64, ptr %4, align 8
  ret i64 %333
}

declare i64 @HUF_readDTableX2_wksp(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) #1

declare i64 @FSE_readNCount(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #1

declare void @ZSTD_buildFSETable(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompressBegin(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = icmp ne ptr @ZSTD_trace_decompress_begin, null
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = call i64 @ZSTD_trace_decompress_begin(ptr noundef %5)
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %7, %4
  %9 = phi i64 [ %6, %4 ], [ 0, %7 ]
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %10, i32 0, i32 59
  store i64 %9, ptr %11, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %12, i32 0, i32 20
  %14 = load i32, ptr %13, align 8
  %15 = call i64 @ZSTD_startingInputLength(i32 noundef %14)
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %16, i32 0, i32 10
  store i64 %15, ptr %17, align 8
  %18 = load ptr, ptr %2, align 8
  %19 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %18, i32 0, i32 15
  store i32 0, ptr %19, align 4
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %20, i32 0, i32 12
  store i64 0, ptr %21, align 8
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %22, i32 0, i32 13
  store i64 0, ptr %23, align 8
  %24 = load ptr, ptr %2, align 8
  %25 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %24, i32 0, i32 6
  store ptr null, ptr %25, align 8
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %26, i32 0, i32 7
  store ptr null, ptr %27, align 8
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %28, i32 0, i32 8
  store ptr null, ptr %29, align 8
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %30, i32 0, i32 9
  store ptr null, ptr %31, align 8
  %32 = load ptr, ptr %2, align 8
  %33 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %32, i32 0, i32 4
  %34 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %33, i32 0, i32 3
  %35 = getelementptr inbounds [4097 x i32], ptr %34, i64 0, i64 0
  store i32 201326604, ptr %35, align 8
  %36 = load ptr, ptr %2, align 8
  %37 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %36, i32 0, i32 17
  store i32 0, ptr %37, align 4
  %38 = load ptr, ptr %2, align 8
  %39 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %38, i32 0, i32 16
  store i32 0, ptr %39, align 8
  %40 = load ptr, ptr %2, align 8
  %41 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %40, i32 0, i32 32
  store i32 0, ptr %41, align 8
  %42 = load ptr, ptr %2, align 8
  %43 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %42, i32 0, i32 14
  store i32 3, ptr %43, align 8
  %44 = load ptr, ptr %2, align 8
  %45 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %44, i32 0, i32 28
  store i32 1, ptr %45, align 8
  %46 = load ptr, ptr %2, align 8
  %47 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %46, i32 0, i32 4
  %48 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %47, i32 0, i32 4
  %49 = getelementptr inbounds [3 x i32], ptr %48, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %49, ptr align 4 @repStartValue, i64 12, i1 false)
  %50 = load ptr, ptr %2, align 8
  %51 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %50, i32 0, i32 4
  %52 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %51, i32 0, i32 0
  %53 = getelementptr inbounds [513 x %struct.ZSTD_seqSymbol], ptr %52, i64 0, i64 0
  %54 = load ptr, ptr %2, align 8
  %55 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %54, i32 0, i32 0
  store ptr %53, ptr %55, align 8
  %56 = load ptr, ptr %2, align 8
  %57 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %56, i32 0, i32 4
  %58 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %57, i32 0, i32 2
  %59 = getelementptr inbounds [513 x %struct.ZSTD_seqSymbol], ptr %58, i64 0, i64 0
  %60 = load ptr, ptr %2, align 8
  %61 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %60, i32 0, i32 1
  store ptr %59, ptr %61, align 8
  %62 = load ptr, ptr %2, align 8
  %63 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %62, i32 0, i32 4
  %64 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %63, i32 0, i32 1
  %65 = getelementptr inbounds [257 x %struct.ZSTD_seqSymbol], ptr %64, i64 0, i64 0
  %66 = load ptr, ptr %2, align 8
  %67 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %66, i32 0, i32 2
  store ptr %65, ptr %67, align 8
  %68 = load ptr, ptr %2, align 8
  %69 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %68, i32 0, i32 4
  %70 = getelementptr inbounds %struct.ZSTD_entropyDTables_t, ptr %69, i32 0, i32 3
  %71 = getelementptr inbounds [4097 x i32], ptr %70, i64 0, i64 0
  %72 = load ptr, ptr %2, align 8
  %73 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %72, i32 0, i32 3
  store ptr %71, ptr %73, align 8
  ret i64 0
}

declare extern_weak i64 @ZSTD_trace_decompress_begin(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompressBegin_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  br label %9

9:                                                ; preds = %3
  %10 = load ptr, ptr %5, align 8
  %11 = call i64 @ZSTD_decompressBegin(ptr noundef %10)
  store i64 %11, ptr %8, align 8
  %12 = load i64, ptr %8, align 8
  %13 = call i32 @ERR_isError(i64 noundef %12)
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %25

15:                                               ; preds = %9
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
  br label %22

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  %24 = load i64, ptr %8, align 8
  store i64 %24, ptr %4, align 8
  br label %52

25:                                               ; preds = %9
  br label %26

26:                                               ; preds = %25
  %27 = load ptr, ptr %6, align 8
  %28 = icmp ne ptr %27, null
  br i1 %28, label %29, label %51

29:                                               ; preds = %26
  %30 = load i64, ptr %7, align 8
  %31 = icmp ne i64 %30, 0
  br i1 %31, label %32, label %51

32:                                               ; preds = %29
  br label %33

33:                                               ; preds = %32
  %34 = load ptr, ptr %5, align 8
  %35 = load ptr, ptr %6, align 8
  %36 = load i64, ptr %7, align 8
  %37 = call i64 @ZSTD_decompress_insertDictionary(ptr noundef %34, ptr noundef %35, i64 noundef %36)
  %38 = call i32 @ERR_isError(i64 noundef %37)
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %49

40:                                               ; preds = %33
  br label %41

41:                                               ; preds = %40
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
  store i64 -30, ptr %4, align 8
  br label %52

49:                                               ; preds = %33
  br label %50

50:                                               ; preds = %49
  br label %51

51:                                               ; preds = %50, %29, %26
  store i64 0, ptr %4, align 8
  br label %52

52:                                               ; preds = %51, %48, %23
  %53 = load i64, ptr %4, align 8
  ret i64 %53
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decompress_insertDictionary(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %10 = load i64, ptr %7, align 8
  %11 = icmp ult i64 %10, 8
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = load ptr, ptr %5, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = load i64, ptr %7, align 8
  %16 = call i64 @ZSTD_refDictContent(ptr noundef %13, ptr noundef %14, i64 noundef %15)
  store i64 %16, ptr %4, align 8
  br label %67

17:                                               ; preds = %3
  %18 = load ptr, ptr %6, align 8
  %19 = call i32 @MEM_readLE32(ptr noundef %18)
  store i32 %19, ptr %8, align 4
  %20 = load i32, ptr %8, align 4
  %21 = icmp ne i32 %20, -332356553
  br i1 %21, label %22, label %27

22:                                               ; preds = %17
  %23 = load ptr, ptr %5, align 8
  %24 = load ptr, ptr %6, align 8
  %25 = load i64, ptr %7, align 8
  %26 = call i64 @ZSTD_refDictContent(ptr noundef %23, ptr noundef %24, i64 noundef %25)
  store i64 %26, ptr %4, align 8
  br label %67

27:                                               ; preds = %17
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 4
  %30 = call i32 @MEM_readLE32(ptr noundef %29)
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %31, i32 0, i32 32
  store i32 %30, ptr %32, align 8
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %33, i32 0, i32 4
  %35 = load ptr, ptr %6, align 8
  %36 = load i64, ptr %7, align 8
  %37 = call i64 @ZSTD_loadDEntropy(ptr noundef %34, ptr noundef %35, i64 noundef %36)
  store i64 %37, ptr %9, align 8
  br label %38

38:                                               ; preds = %27
  %39 = load i64, ptr %9, align 8
  %40 = call i32 @ERR_isError(i64 noundef %39)
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %51

42:                                               ; preds = %38
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
  store i64 -30, ptr %4, align 8
  br label %67

51:                                               ; preds = %38
  br label %52

52:                                               ; preds = %51
  %53 = load ptr, ptr %6, align 8
  %54 = load i64, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %53, i64 %54
  store ptr %55, ptr %6, align 8
  %56 = load i64, ptr %9, align 8
  %57 = load i64, ptr %7, align 8
  %58 = sub i64 %57, %56
  store i64 %58, ptr %7, align 8
  %59 = load ptr, ptr %5, align 8
  %60 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %59, i32 0, i32 17
  store i32 1, ptr %60, align 4
  %61 = load ptr, ptr %5, align 8
  %62 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %61, i32 0, i32 16
  store i32 1, ptr %62, align 8
  %63 = load ptr, ptr %5, align 8
  %64 = load ptr, ptr %6, align 8
  %65 = load i64, ptr %7, align 8
  %66 = call i64 @ZSTD_refDictContent(ptr noundef %63, ptr noundef %64, i64 noundef %65)
  store i64 %66, ptr %4, align 8
  br label %67

67:                                               ; preds = %52, %50, %22, %12
  %68 = load i64, ptr %4, align 8
  ret i64 %68
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompressBegin_usingDDict(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  br label %10

10:                                               ; preds = %2
  br label %11

11:                                               ; preds = %10
  %12 = load ptr, ptr %5, align 8
  %13 = icmp ne ptr %12, null
  br i1 %13, label %14, label %32

14:                                               ; preds = %11
  %15 = load ptr, ptr %5, align 8
  %16 = call ptr @ZSTD_DDict_dictContent(ptr noundef %15)
  store ptr %16, ptr %6, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = call i64 @ZSTD_DDict_dictSize(ptr noundef %17)
  store i64 %18, ptr %7, align 8
  %19 = load ptr, ptr %6, align 8
  %20 = load i64, ptr %7, align 8
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  store ptr %21, ptr %8, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %22, i32 0, i32 9
  %24 = load ptr, ptr %23, align 8
  %25 = load ptr, ptr %8, align 8
  %26 = icmp ne ptr %24, %25
  %27 = zext i1 %26 to i32
  %28 = load ptr, ptr %4, align 8
  %29 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %28, i32 0, i32 33
  store i32 %27, ptr %29, align 4
  br label %30

30:                                               ; preds = %14
  br label %31

31:                                               ; preds = %30
  br label %32

32:                                               ; preds = %31, %11
  br label %33

33:                                               ; preds = %32
  %34 = load ptr, ptr %4, align 8
  %35 = call i64 @ZSTD_decompressBegin(ptr noundef %34)
  store i64 %35, ptr %9, align 8
  %36 = load i64, ptr %9, align 8
  %37 = call i32 @ERR_isError(i64 noundef %36)
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %49

39:                                               ; preds = %33
  br label %40

40:                                               ; preds = %39
  br label %41

41:                                               ; preds = %40
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
  %48 = load i64, ptr %9, align 8
  store i64 %48, ptr %3, align 8
  br label %57

49:                                               ; preds = %33
  br label %50

50:                                               ; preds = %49
  %51 = load ptr, ptr %5, align 8
  %52 = icmp ne ptr %51, null
  br i1 %52, label %53, label %56

53:                                               ; preds = %50
  %54 = load ptr, ptr %4, align 8
  %55 = load ptr, ptr %5, align 8
  call void @ZSTD_copyDDictParameters(ptr noundef %54, ptr noundef %55)
  br label %56

56:                                               ; preds = %53, %50
  store i64 0, ptr %3, align 8
  br label %57

57:                                               ; preds = %56, %47
  %58 = load i64, ptr %3, align 8
  ret i64 %58
}

declare ptr @ZSTD_DDict_dictContent(ptr noundef) #1

declare i64 @ZSTD_DDict_dictSize(ptr noundef) #1

declare void @ZSTD_copyDDictParameters(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ZSTD_getDictID_fromDict(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %5, align 8
  %7 = icmp ult i64 %6, 8
  br i1 %7, label %8, label %9

8:                                                ; preds = %2
  store i32 0, ptr %3, align 4
  br label %18

9:                                                ; preds = %2
  %10 = load ptr, ptr %4, align 8
  %11 = call i32 @MEM_readLE32(ptr noundef %10)
  %12 = icmp ne i32 %11, -332356553
  br i1 %12, label %13, label %14

13:                                               ; preds = %9
  store i32 0, ptr %3, align 4
  br label %18

14:                                               ; preds = %9
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 4
  %17 = call i32 @MEM_readLE32(ptr noundef %16)
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %14, %13, %8
  %19 = load i32, ptr %3, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ZSTD_getDictID_fromFrame(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.ZSTD_FrameHeader, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 48, i1 false)
  %8 = load ptr, ptr %4, align 8
  %9 = load i64, ptr %5, align 8
  %10 = call i64 @ZSTD_getFrameHeader(ptr noundef %6, ptr noundef %8, i64 noundef %9)
  store i64 %10, ptr %7, align 8
  %11 = load i64, ptr %7, align 8
  %12 = call i32 @ERR_isError(i64 noundef %11)
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %18

15:                                               ; preds = %2
  %16 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %6, i32 0, i32 5
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %15, %14
  %19 = load i32, ptr %3, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @ZSTD_createDStream() #0 {
  br label %1

1:                                                ; preds = %0
  br label %2

2:                                                ; preds = %1
  %3 = call ptr @ZSTD_createDCtx_internal(ptr noundef byval(%struct.ZSTD_customMem) align 8 @ZSTD_defaultCMem)
  ret ptr %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @ZSTD_initStaticDStream(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call ptr @ZSTD_initStaticDCtx(ptr noundef %5, i64 noundef %6)
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @ZSTD_createDStream_advanced(ptr noundef byval(%struct.ZSTD_customMem) align 8 %0) #0 {
  %2 = call ptr @ZSTD_createDCtx_internal(ptr noundef byval(%struct.ZSTD_customMem) align 8 %0)
  ret ptr %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_freeDStream(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i64 @ZSTD_freeDCtx(ptr noundef %3)
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DStreamInSize() #0 {
  ret i64 131075
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DStreamOutSize() #0 {
  ret i64 131072
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DCtx_loadDictionary_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  br label %12

12:                                               ; preds = %5
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %13, i32 0, i32 39
  %15 = load i32, ptr %14, align 4
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %26

17:                                               ; preds = %12
  br label %18

18:                                               ; preds = %17
  br label %19

19:                                               ; preds = %18
  br label %20

20:                                               ; preds = %19
  br label %21

21:                                               ; preds = %20
  br label %22

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  br label %24

24:                                               ; preds = %23
  br label %25

25:                                               ; preds = %24
  store i64 -60, ptr %6, align 8
  br label %68

26:                                               ; preds = %12
  br label %27

27:                                               ; preds = %26
  %28 = load ptr, ptr %7, align 8
  call void @ZSTD_clearDict(ptr noundef %28)
  %29 = load ptr, ptr %8, align 8
  %30 = icmp ne ptr %29, null
  br i1 %30, label %31, label %67

31:                                               ; preds = %27
  %32 = load i64, ptr %9, align 8
  %33 = icmp ne i64 %32, 0
  br i1 %33, label %34, label %67

34:                                               ; preds = %31
  %35 = load ptr, ptr %8, align 8
  %36 = load i64, ptr %9, align 8
  %37 = load i32, ptr %10, align 4
  %38 = load i32, ptr %11, align 4
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %39, i32 0, i32 24
  %41 = call ptr @ZSTD_createDDict_advanced(ptr noundef %35, i64 noundef %36, i32 noundef %37, i32 noundef %38, ptr noundef byval(%struct.ZSTD_customMem) align 8 %40)
  %42 = load ptr, ptr %7, align 8
  %43 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %42, i32 0, i32 30
  store ptr %41, ptr %43, align 8
  br label %44

44:                                               ; preds = %34
  %45 = load ptr, ptr %7, align 8
  %46 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %45, i32 0, i32 30
  %47 = load ptr, ptr %46, align 8
  %48 = icmp eq ptr %47, null
  br i1 %48, label %49, label %58

49:                                               ; preds = %44
  br label %50

50:                                               ; preds = %49
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
  store i64 -64, ptr %6, align 8
  br label %68

58:                                               ; preds = %44
  br label %59

59:                                               ; preds = %58
  %60 = load ptr, ptr %7, align 8
  %61 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %60, i32 0, i32 30
  %62 = load ptr, ptr %61, align 8
  %63 = load ptr, ptr %7, align 8
  %64 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %63, i32 0, i32 31
  store ptr %62, ptr %64, align 8
  %65 = load ptr, ptr %7, align 8
  %66 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %65, i32 0, i32 34
  store i32 -1, ptr %66, align 8
  br label %67

67:                                               ; preds = %59, %31, %27
  store i64 0, ptr %6, align 8
  br label %68

68:                                               ; preds = %67, %57, %25
  %69 = load i64, ptr %6, align 8
  ret i64 %69
}

declare ptr @ZSTD_createDDict_advanced(ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef byval(%struct.ZSTD_customMem) align 8) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DCtx_loadDictionary_byReference(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = call i64 @ZSTD_DCtx_loadDictionary_advanced(ptr noundef %7, ptr noundef %8, i64 noundef %9, i32 noundef 1, i32 noundef 0)
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DCtx_loadDictionary(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = call i64 @ZSTD_DCtx_loadDictionary_advanced(ptr noundef %7, ptr noundef %8, i64 noundef %9, i32 noundef 0, i32 noundef 0)
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DCtx_refPrefix_advanced(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  br label %11

11:                                               ; preds = %4
  %12 = load ptr, ptr %6, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = load i64, ptr %8, align 8
  %15 = load i32, ptr %9, align 4
  %16 = call i64 @ZSTD_DCtx_loadDictionary_advanced(ptr noundef %12, ptr noundef %13, i64 noundef %14, i32 noundef 1, i32 noundef %15)
  store i64 %16, ptr %10, align 8
  %17 = load i64, ptr %10, align 8
  %18 = call i32 @ERR_isError(i64 noundef %17)
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %30

20:                                               ; preds = %11
  br label %21

21:                                               ; preds = %20
  br label %22

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  br label %24

24:                                               ; preds = %23
  br label %25

25:                                               ; preds = %24
  br label %26

26:                                               ; preds = %25
  br label %27

27:                                               ; preds = %26
  br label %28

28:                                               ; preds = %27
  %29 = load i64, ptr %10, align 8
  store i64 %29, ptr %5, align 8
  br label %34

30:                                               ; preds = %11
  br label %31

31:                                               ; preds = %30
  %32 = load ptr, ptr %6, align 8
  %33 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %32, i32 0, i32 34
  store i32 1, ptr %33, align 8
  store i64 0, ptr %5, align 8
  br label %34

34:                                               ; preds = %31, %28
  %35 = load i64, ptr %5, align 8
  ret i64 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DCtx_refPrefix(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = call i64 @ZSTD_DCtx_refPrefix_advanced(ptr noundef %7, ptr noundef %8, i64 noundef %9, i32 noundef 1)
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_initDStream_usingDict(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  br label %10

10:                                               ; preds = %3
  br label %11

11:                                               ; preds = %10
  br label %12

12:                                               ; preds = %11
  %13 = load ptr, ptr %5, align 8
  %14 = call i64 @ZSTD_DCtx_reset(ptr noundef %13, i32 noundef 1)
  store i64 %14, ptr %8, align 8
  %15 = load i64, ptr %8, align 8
  %16 = call i32 @ERR_isError(i64 noundef %15)
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %12
  br label %19

19:                                               ; preds = %18
  br label %20

20:                                               ; preds = %19
  br label %21

21:                                               ; preds = %20
  br label %22

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  br label %24

24:                                               ; preds = %23
  br label %25

25:                                               ; preds = %24
  br label %26

26:                                               ; preds = %25
  %27 = load i64, ptr %8, align 8
  store i64 %27, ptr %4, align 8
  br label %54

28:                                               ; preds = %12
  br label %29

29:                                               ; preds = %28
  br label %30

30:                                               ; preds = %29
  %31 = load ptr, ptr %5, align 8
  %32 = load ptr, ptr %6, align 8
  %33 = load i64, ptr %7, align 8
  %34 = call i64 @ZSTD_DCtx_loadDictionary(ptr noundef %31, ptr noundef %32, i64 noundef %33)
  store i64 %34, ptr %9, align 8
  %35 = load i64, ptr %9, align 8
  %36 = call i32 @ERR_isError(i64 noundef %35)
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %48

38:                                               ; preds = %30
  br label %39

39:                                               ; preds = %38
  br label %40

40:                                               ; preds = %39
  br label %41

41:                                               ; preds = %40
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
  %47 = load i64, ptr %9, align 8
  store i64 %47, ptr %4, align 8
  br label %54

48:                                               ; preds = %30
  br label %49

49:                                               ; preds = %48
  %50 = load ptr, ptr %5, align 8
  %51 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %50, i32 0, i32 20
  %52 = load i32, ptr %51, align 8
  %53 = call i64 @ZSTD_startingInputLength(i32 noundef %52)
  store i64 %53, ptr %4, align 8
  br label %54

54:                                               ; preds = %49, %46, %26
  %55 = load i64, ptr %4, align 8
  ret i64 %55
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DCtx_reset(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  %10 = icmp eq i32 %9, 3
  br i1 %10, label %11, label %18

11:                                               ; preds = %8, %2
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %12, i32 0, i32 39
  store i32 0, ptr %13, align 4
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %14, i32 0, i32 50
  store i32 0, ptr %15, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %16, i32 0, i32 28
  store i32 1, ptr %17, align 8
  br label %18

18:                                               ; preds = %11, %8
  %19 = load i32, ptr %5, align 4
  %20 = icmp eq i32 %19, 2
  br i1 %20, label %24, label %21

21:                                               ; preds = %18
  %22 = load i32, ptr %5, align 4
  %23 = icmp eq i32 %22, 3
  br i1 %23, label %24, label %43

24:                                               ; preds = %21, %18
  br label %25

25:                                               ; preds = %24
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %26, i32 0, i32 39
  %28 = load i32, ptr %27, align 4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %39

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
  store i64 -60, ptr %3, align 8
  br label %44

39:                                               ; preds = %25
  br label %40

40:                                               ; preds = %39
  %41 = load ptr, ptr %4, align 8
  call void @ZSTD_clearDict(ptr noundef %41)
  %42 = load ptr, ptr %4, align 8
  call void @ZSTD_DCtx_resetParameters(ptr noundef %42)
  br label %43

43:                                               ; preds = %40, %21
  store i64 0, ptr %3, align 8
  br label %44

44:                                               ; preds = %43, %38
  %45 = load i64, ptr %3, align 8
  ret i64 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_initDStream(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  br label %6

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %6
  br label %8

8:                                                ; preds = %7
  %9 = load ptr, ptr %3, align 8
  %10 = call i64 @ZSTD_DCtx_reset(ptr noundef %9, i32 noundef 1)
  store i64 %10, ptr %4, align 8
  %11 = load i64, ptr %4, align 8
  %12 = call i32 @ERR_isError(i64 noundef %11)
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %24

14:                                               ; preds = %8
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
  br label %22

22:                                               ; preds = %21
  %23 = load i64, ptr %4, align 8
  store i64 %23, ptr %2, align 8
  br label %48

24:                                               ; preds = %8
  br label %25

25:                                               ; preds = %24
  br label %26

26:                                               ; preds = %25
  %27 = load ptr, ptr %3, align 8
  %28 = call i64 @ZSTD_DCtx_refDDict(ptr noundef %27, ptr noundef null)
  store i64 %28, ptr %5, align 8
  %29 = load i64, ptr %5, align 8
  %30 = call i32 @ERR_isError(i64 noundef %29)
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %42

32:                                               ; preds = %26
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
  %41 = load i64, ptr %5, align 8
  store i64 %41, ptr %2, align 8
  br label %48

42:                                               ; preds = %26
  br label %43

43:                                               ; preds = %42
  %44 = load ptr, ptr %3, align 8
  %45 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %44, i32 0, i32 20
  %46 = load i32, ptr %45, align 8
  %47 = call i64 @ZSTD_startingInputLength(i32 noundef %46)
  store i64 %47, ptr %2, align 8
  br label %48

48:                                               ; preds = %43, %40, %22
  %49 = load i64, ptr %2, align 8
  ret i64 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DCtx_refDDict(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  br label %7

7:                                                ; preds = %2
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %8, i32 0, i32 39
  %10 = load i32, ptr %9, align 4
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %21

12:                                               ; preds = %7
  br label %13

13:                                               ; preds = %12
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
  store i64 -60, ptr %3, align 8
  br label %89

21:                                               ; preds = %7
  br label %22

22:                                               ; preds = %21
  %23 = load ptr, ptr %4, align 8
  call void @ZSTD_clearDict(ptr noundef %23)
  %24 = load ptr, ptr %5, align 8
  %25 = icmp ne ptr %24, null
  br i1 %25, label %26, label %88

26:                                               ; preds = %22
  %27 = load ptr, ptr %5, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %28, i32 0, i32 31
  store ptr %27, ptr %29, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %30, i32 0, i32 34
  store i32 -1, ptr %31, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %32, i32 0, i32 36
  %34 = load i32, ptr %33, align 8
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %87

36:                                               ; preds = %26
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %37, i32 0, i32 35
  %39 = load ptr, ptr %38, align 8
  %40 = icmp eq ptr %39, null
  br i1 %40, label %41, label %63

41:                                               ; preds = %36
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %42, i32 0, i32 24
  %44 = call ptr @ZSTD_createDDictHashSet(ptr noundef byval(%struct.ZSTD_customMem) align 8 %43)
  %45 = load ptr, ptr %4, align 8
  %46 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %45, i32 0, i32 35
  store ptr %44, ptr %46, align 8
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %47, i32 0, i32 35
  %49 = load ptr, ptr %48, align 8
  %50 = icmp ne ptr %49, null
  br i1 %50, label %62, label %51

51:                                               ; preds = %41
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
  br label %60

60:                                               ; preds = %59
  store i64 -64, ptr %3, align 8
  br label %89

61:                                               ; No predecessors!
  br label %62

62:                                               ; preds = %61, %41
  br label %63

63:                                               ; preds = %62, %36
  br label %64

64:                                               ; preds = %63
  %65 = load ptr, ptr %4, align 8
  %66 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %65, i32 0, i32 35
  %67 = load ptr, ptr %66, align 8
  %68 = load ptr, ptr %5, align 8
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %69, i32 0, i32 24
  %71 = call i64 @ZSTD_DDictHashSet_addDDict(ptr noundef %67, ptr noundef %68, ptr noundef byval(%struct.ZSTD_customMem) align 8 %70)
  store i64 %71, ptr %6, align 8
  %72 = load i64, ptr %6, align 8
  %73 = call i32 @ERR_isError(i64 noundef %72)
  %74 = icmp ne i32 %73, 0
  br i1 %74, label %75, label %85

75:                                               ; preds = %64
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
  br label %83

83:                                               ; preds = %82
  %84 = load i64, ptr %6, align 8
  store i64 %84, ptr %3, align 8
  br label %89

85:                                               ; preds = %64
  br label %86

86:                                               ; preds = %85
  br label %87

87:                                               ; preds = %86, %26
  br label %88

88:                                               ; preds = %87, %22
  store i64 0, ptr %3, align 8
  br label %89

89:                                               ; preds = %88, %83, %60, %20
  %90 = load i64, ptr %3, align 8
  ret i64 %90
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_initDStream_usingDDict(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  br label %8

8:                                                ; preds = %2
  br label %9

9:                                                ; preds = %8
  br label %10

10:                                               ; preds = %9
  %11 = load ptr, ptr %4, align 8
  %12 = call i64 @ZSTD_DCtx_reset(ptr noundef %11, i32 noundef 1)
  store i64 %12, ptr %6, align 8
  %13 = load i64, ptr %6, align 8
  %14 = call i32 @ERR_isError(i64 noundef %13)
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %26

16:                                               ; preds = %10
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
  br label %22

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  br label %24

24:                                               ; preds = %23
  %25 = load i64, ptr %6, align 8
  store i64 %25, ptr %3, align 8
  br label %51

26:                                               ; preds = %10
  br label %27

27:                                               ; preds = %26
  br label %28

28:                                               ; preds = %27
  %29 = load ptr, ptr %4, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = call i64 @ZSTD_DCtx_refDDict(ptr noundef %29, ptr noundef %30)
  store i64 %31, ptr %7, align 8
  %32 = load i64, ptr %7, align 8
  %33 = call i32 @ERR_isError(i64 noundef %32)
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %45

35:                                               ; preds = %28
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
  br label %41

41:                                               ; preds = %40
  br label %42

42:                                               ; preds = %41
  br label %43

43:                                               ; preds = %42
  %44 = load i64, ptr %7, align 8
  store i64 %44, ptr %3, align 8
  br label %51

45:                                               ; preds = %28
  br label %46

46:                                               ; preds = %45
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %47, i32 0, i32 20
  %49 = load i32, ptr %48, align 8
  %50 = call i64 @ZSTD_startingInputLength(i32 noundef %49)
  store i64 %50, ptr %3, align 8
  br label %51

51:                                               ; preds = %46, %43, %24
  %52 = load i64, ptr %3, align 8
  ret i64 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_resetDStream(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  br label %5

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %5
  br label %7

7:                                                ; preds = %6
  %8 = load ptr, ptr %3, align 8
  %9 = call i64 @ZSTD_DCtx_reset(ptr noundef %8, i32 noundef 1)
  store i64 %9, ptr %4, align 8
  %10 = load i64, ptr %4, align 8
  %11 = call i32 @ERR_isError(i64 noundef %10)
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %23

13:                                               ; preds = %7
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
  %22 = load i64, ptr %4, align 8
  store i64 %22, ptr %2, align 8
  br label %29

23:                                               ; preds = %7
  br label %24

24:                                               ; preds = %23
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %25, i32 0, i32 20
  %27 = load i32, ptr %26, align 8
  %28 = call i64 @ZSTD_startingInputLength(i32 noundef %27)
  store i64 %28, ptr %2, align 8
  br label %29

29:                                               ; preds = %24, %21
  %30 = load i64, ptr %2, align 8
  ret i64 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_createDDictHashSet(ptr noundef byval(%struct.ZSTD_customMem) align 8 %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = call ptr @ZSTD_customMalloc(i64 noundef 24, ptr noundef byval(%struct.ZSTD_customMem) align 8 %0)
  store ptr %4, ptr %3, align 8
  br label %5

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %5
  %7 = load ptr, ptr %3, align 8
  %8 = icmp ne ptr %7, null
  br i1 %8, label %10, label %9

9:                                                ; preds = %6
  store ptr null, ptr %2, align 8
  br label %26

10:                                               ; preds = %6
  %11 = call ptr @ZSTD_customCalloc(i64 noundef 512, ptr noundef byval(%struct.ZSTD_customMem) align 8 %0)
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %12, i32 0, i32 0
  store ptr %11, ptr %13, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %14, i32 0, i32 0
  %16 = load ptr, ptr %15, align 8
  %17 = icmp ne ptr %16, null
  br i1 %17, label %20, label %18

18:                                               ; preds = %10
  %19 = load ptr, ptr %3, align 8
  call void @ZSTD_customFree(ptr noundef %19, ptr noundef byval(%struct.ZSTD_customMem) align 8 %0)
  store ptr null, ptr %2, align 8
  br label %26

20:                                               ; preds = %10
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %21, i32 0, i32 1
  store i64 64, ptr %22, align 8
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %23, i32 0, i32 2
  store i64 0, ptr %24, align 8
  %25 = load ptr, ptr %3, align 8
  store ptr %25, ptr %2, align 8
  br label %26

26:                                               ; preds = %20, %18, %9
  %27 = load ptr, ptr %2, align 8
  ret ptr %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_DDictHashSet_addDDict(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.ZSTD_customMem) align 8 %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  br label %9

9:                                                ; preds = %3
  br label %10

10:                                               ; preds = %9
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %11, i32 0, i32 2
  %13 = load i64, ptr %12, align 8
  %14 = mul i64 %13, 4
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %15, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = udiv i64 %14, %17
  %19 = mul i64 %18, 3
  %20 = icmp ne i64 %19, 0
  br i1 %20, label %21, label %40

21:                                               ; preds = %10
  br label %22

22:                                               ; preds = %21
  %23 = load ptr, ptr %5, align 8
  %24 = call i64 @ZSTD_DDictHashSet_expand(ptr noundef %23, ptr noundef byval(%struct.ZSTD_customMem) align 8 %2)
  store i64 %24, ptr %7, align 8
  %25 = load i64, ptr %7, align 8
  %26 = call i32 @ERR_isError(i64 noundef %25)
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %38

28:                                               ; preds = %22
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
  br label %35

35:                                               ; preds = %34
  br label %36

36:                                               ; preds = %35
  %37 = load i64, ptr %7, align 8
  store i64 %37, ptr %4, align 8
  br label %60

38:                                               ; preds = %22
  br label %39

39:                                               ; preds = %38
  br label %40

40:                                               ; preds = %39, %10
  br label %41

41:                                               ; preds = %40
  %42 = load ptr, ptr %5, align 8
  %43 = load ptr, ptr %6, align 8
  %44 = call i64 @ZSTD_DDictHashSet_emplaceDDict(ptr noundef %42, ptr noundef %43)
  store i64 %44, ptr %8, align 8
  %45 = load i64, ptr %8, align 8
  %46 = call i32 @ERR_isError(i64 noundef %45)
  %47 = icmp ne i32 %46, 0
  br i1 %47, label %48, label %58

48:                                               ; preds = %41
  br label %49

49:                                               ; preds = %48
  br label %50

50:                                               ; preds = %49
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
  %57 = load i64, ptr %8, align 8
  store i64 %57, ptr %4, align 8
  br label %60

58:                                               ; preds = %41
  br label %59

59:                                               ; preds = %58
  store i64 0, ptr %4, align 8
  br label %60

60:                                               ; preds = %59, %56, %36
  %61 = load i64, ptr %4, align 8
  ret i64 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DCtx_setMaxWindowSize(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.ZSTD_bounds, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %9 = call { i64, i64 } @ZSTD_dParam_getBounds(i32 noundef 100)
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %11 = extractvalue { i64, i64 } %9, 0
  store i64 %11, ptr %10, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %13 = extractvalue { i64, i64 } %9, 1
  store i64 %13, ptr %12, align 8
  %14 = getelementptr inbounds %struct.ZSTD_bounds, ptr %6, i32 0, i32 1
  %15 = load i32, ptr %14, align 8
  %16 = zext i32 %15 to i64
  %17 = shl i64 1, %16
  store i64 %17, ptr %7, align 8
  %18 = getelementptr inbounds %struct.ZSTD_bounds, ptr %6, i32 0, i32 2
  %19 = load i32, ptr %18, align 4
  %20 = zext i32 %19 to i64
  %21 = shl i64 1, %20
  store i64 %21, ptr %8, align 8
  br label %22

22:                                               ; preds = %2
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %23, i32 0, i32 39
  %25 = load i32, ptr %24, align 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %36

27:                                               ; preds = %22
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
  br label %35

35:                                               ; preds = %34
  store i64 -60, ptr %3, align 8
  br label %71

36:                                               ; preds = %22
  br label %37

37:                                               ; preds = %36
  br label %38

38:                                               ; preds = %37
  %39 = load i64, ptr %5, align 8
  %40 = load i64, ptr %7, align 8
  %41 = icmp ult i64 %39, %40
  br i1 %41, label %42, label %51

42:                                               ; preds = %38
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
  store i64 -42, ptr %3, align 8
  br label %71

51:                                               ; preds = %38
  br label %52

52:                                               ; preds = %51
  br label %53

53:                                               ; preds = %52
  %54 = load i64, ptr %5, align 8
  %55 = load i64, ptr %8, align 8
  %56 = icmp ugt i64 %54, %55
  br i1 %56, label %57, label %66

57:                                               ; preds = %53
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
  br label %65

65:                                               ; preds = %64
  store i64 -42, ptr %3, align 8
  br label %71

66:                                               ; preds = %53
  br label %67

67:                                               ; preds = %66
  %68 = load i64, ptr %5, align 8
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %69, i32 0, i32 43
  store i64 %68, ptr %70, align 8
  store i64 0, ptr %3, align 8
  br label %71

71:                                               ; preds = %67, %65, %50, %35
  %72 = load i64, ptr %3, align 8
  ret i64 %72
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @ZSTD_dParam_getBounds(i32 noundef %0) #0 {
  %2 = alloca %struct.ZSTD_bounds, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %26 [
    i32 100, label %5
    i32 1000, label %8
    i32 1001, label %11
    i32 1002, label %14
    i32 1003, label %17
    i32 1004, label %20
    i32 1005, label %23
  ]

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 1
  store i32 10, ptr %6, align 8
  %7 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 2
  store i32 31, ptr %7, align 4
  br label %29

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 1
  store i32 0, ptr %9, align 8
  %10 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 2
  store i32 1, ptr %10, align 4
  br label %29

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 1
  store i32 0, ptr %12, align 8
  %13 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 2
  store i32 1, ptr %13, align 4
  br label %29

14:                                               ; preds = %1
  %15 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 1
  store i32 0, ptr %15, align 8
  %16 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 2
  store i32 1, ptr %16, align 4
  br label %29

17:                                               ; preds = %1
  %18 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 1
  store i32 0, ptr %18, align 8
  %19 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 2
  store i32 1, ptr %19, align 4
  br label %29

20:                                               ; preds = %1
  %21 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 1
  store i32 0, ptr %21, align 8
  %22 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 2
  store i32 1, ptr %22, align 4
  br label %29

23:                                               ; preds = %1
  %24 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 1
  store i32 1024, ptr %24, align 8
  %25 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 2
  store i32 131072, ptr %25, align 4
  br label %29

26:                                               ; preds = %1
  br label %27

27:                                               ; preds = %26
  %28 = getelementptr inbounds %struct.ZSTD_bounds, ptr %2, i32 0, i32 0
  store i64 -40, ptr %28, align 8
  br label %29

29:                                               ; preds = %27, %23, %20, %17, %14, %11, %8, %5
  %30 = load { i64, i64 }, ptr %2, align 8
  ret { i64, i64 } %30
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DCtx_setFormat(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = call i64 @ZSTD_DCtx_setParameter(ptr noundef %5, i32 noundef 1000, i32 noundef %6)
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DCtx_setParameter(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  br label %8

8:                                                ; preds = %3
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %9, i32 0, i32 39
  %11 = load i32, ptr %10, align 4
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %22

13:                                               ; preds = %8
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
  store i64 -60, ptr %4, align 8
  br label %197

22:                                               ; preds = %8
  br label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %6, align 4
  switch i32 %24, label %186 [
    i32 100, label %25
    i32 1000, label %50
    i32 1001, label %69
    i32 1002, label %88
    i32 1003, label %107
    i32 1004, label %142
    i32 1005, label %163
  ]

25:                                               ; preds = %23
  %26 = load i32, ptr %7, align 4
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %25
  store i32 27, ptr %7, align 4
  br label %29

29:                                               ; preds = %28, %25
  br label %30

30:                                               ; preds = %29
  %31 = load i32, ptr %7, align 4
  %32 = call i32 @ZSTD_dParam_withinBounds(i32 noundef 100, i32 noundef %31)
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %43, label %34

34:                                               ; preds = %30
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
  br label %41

41:                                               ; preds = %40
  br label %42

42:                                               ; preds = %41
  store i64 -42, ptr %4, align 8
  br label %197

43:                                               ; preds = %30
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr %7, align 4
  %46 = zext i32 %45 to i64
  %47 = shl i64 1, %46
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %48, i32 0, i32 43
  store i64 %47, ptr %49, align 8
  store i64 0, ptr %4, align 8
  br label %197

50:                                               ; preds = %23
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %7, align 4
  %53 = call i32 @ZSTD_dParam_withinBounds(i32 noundef 1000, i32 noundef %52)
  %54 = icmp ne i32 %53, 0
  br i1 %54, label %64, label %55

55:                                               ; preds = %51
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
  br label %62

62:                                               ; preds = %61
  br label %63

63:                                               ; preds = %62
  store i64 -42, ptr %4, align 8
  br label %197

64:                                               ; preds = %51
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr %7, align 4
  %67 = load ptr, ptr %5, align 8
  %68 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %67, i32 0, i32 20
  store i32 %66, ptr %68, align 8
  store i64 0, ptr %4, align 8
  br label %197

69:                                               ; preds = %23
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %7, align 4
  %72 = call i32 @ZSTD_dParam_withinBounds(i32 noundef 1001, i32 noundef %71)
  %73 = icmp ne i32 %72, 0
  br i1 %73, label %83, label %74

74:                                               ; preds = %70
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
  store i64 -42, ptr %4, align 8
  br label %197

83:                                               ; preds = %70
  br label %84

84:                                               ; preds = %83
  %85 = load i32, ptr %7, align 4
  %86 = load ptr, ptr %5, align 8
  %87 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %86, i32 0, i32 51
  store i32 %85, ptr %87, align 8
  store i64 0, ptr %4, align 8
  br label %197

88:                                               ; preds = %23
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %7, align 4
  %91 = call i32 @ZSTD_dParam_withinBounds(i32 noundef 1002, i32 noundef %90)
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %102, label %93

93:                                               ; preds = %89
  br label %94

94:                                               ; preds = %93
  br label %95

95:                                               ; preds = %94
  br label %96

96:                                               ; preds = %95
  br label %97

97:                                               ; preds = %96
  br label %98

98:                                               ; preds = %97
  br label %99

99:                                               ; preds = %98
  br label %100

100:                                              ; preds = %99
  br label %101

101:                                              ; preds = %100
  store i64 -42, ptr %4, align 8
  br label %197

102:                                              ; preds = %89
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %7, align 4
  %105 = load ptr, ptr %5, align 8
  %106 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %105, i32 0, i32 21
  store i32 %104, ptr %106, align 4
  store i64 0, ptr %4, align 8
  br label %197

107:                                              ; preds = %23
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %7, align 4
  %110 = call i32 @ZSTD_dParam_withinBounds(i32 noundef 1003, i32 noundef %109)
  %111 = icmp ne i32 %110, 0
  br i1 %111, label %121, label %112

112:                                              ; preds = %108
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
  store i64 -42, ptr %4, align 8
  br label %197

121:                                              ; preds = %108
  br label %122

122:                                              ; preds = %121
  %123 = load ptr, ptr %5, align 8
  %124 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %123, i32 0, i32 27
  %125 = load i64, ptr %124, align 8
  %126 = icmp ne i64 %125, 0
  br i1 %126, label %127, label %138

127:                                              ; preds = %122
  br label %128

128:                                              ; preds = %127
  br label %129

129:                                              ; preds = %128
  br label %130

130:                                              ; preds = %129
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
  store i64 -40, ptr %4, align 8
  br label %197

137:                                              ; No predecessors!
  br label %138

138:                                              ; preds = %137, %122
  %139 = load i32, ptr %7, align 4
  %140 = load ptr, ptr %5, align 8
  %141 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %140, i32 0, i32 36
  store i32 %139, ptr %141, align 8
  store i64 0, ptr %4, align 8
  br label %197

142:                                              ; preds = %23
  br label %143

143:                                              ; preds = %142
  %144 = load i32, ptr %7, align 4
  %145 = call i32 @ZSTD_dParam_withinBounds(i32 noundef 1004, i32 noundef %144)
  %146 = icmp ne i32 %145, 0
  br i1 %146, label %156, label %147

147:                                              ; preds = %143
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
  store i64 -42, ptr %4, align 8
  br label %197

156:                                              ; preds = %143
  br label %157

157:                                              ; preds = %156
  %158 = load i32, ptr %7, align 4
  %159 = icmp ne i32 %158, 0
  %160 = zext i1 %159 to i32
  %161 = load ptr, ptr %5, align 8
  %162 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %161, i32 0, i32 37
  store i32 %160, ptr %162, align 4
  store i64 0, ptr %4, align 8
  br label %197

163:                                              ; preds = %23
  %164 = load i32, ptr %7, align 4
  %165 = icmp ne i32 %164, 0
  br i1 %165, label %166, label %182

166:                                              ; preds = %163
  br label %167

167:                                              ; preds = %166
  %168 = load i32, ptr %7, align 4
  %169 = call i32 @ZSTD_dParam_withinBounds(i32 noundef 1005, i32 noundef %168)
  %170 = icmp ne i32 %169, 0
  br i1 %170, label %180, label %171

171:                                              ; preds = %167
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
  br label %179

179:                                              ; preds = %178
  store i64 -42, ptr %4, align 8
  br label %197

180:                                              ; preds = %167
  br label %181

181:                                              ; preds = %180
  br label %182

182:                                              ; preds = %181, %163
  %183 = load i32, ptr %7, align 4
  %184 = load ptr, ptr %5, align 8
  %185 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %184, i32 0, i32 38
  store i32 %183, ptr %185, align 8
  store i64 0, ptr %4, align 8
  br label %197

186:                                              ; preds = %23
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
  br label %194

194:                                              ; preds = %193
  br label %195

195:                                              ; preds = %194
  br label %196

196:                                              ; preds = %195
  store i64 -40, ptr %4, align 8
  br label %197

197:                                              ; preds = %21, %42, %44, %63, %65, %82, %84, %101, %103, %120, %136, %138, %155, %157, %179, %182, %196
  %198 = load i64, ptr %4, align 8
  ret i64 %198
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_DCtx_getParameter(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  %8 = load i32, ptr %6, align 4
  switch i32 %8, label %46 [
    i32 100, label %9
    i32 1000, label %16
    i32 1001, label %21
    i32 1002, label %26
    i32 1003, label %31
    i32 1004, label %36
    i32 1005, label %41
  ]

9:                                                ; preds = %3
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %10, i32 0, i32 43
  %12 = load i64, ptr %11, align 8
  %13 = trunc i64 %12 to i32
  %14 = call i32 @ZSTD_highbit32(i32 noundef %13)
  %15 = load ptr, ptr %7, align 8
  store i32 %14, ptr %15, align 4
  store i64 0, ptr %4, align 8
  br label %57

16:                                               ; preds = %3
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %17, i32 0, i32 20
  %19 = load i32, ptr %18, align 8
  %20 = load ptr, ptr %7, align 8
  store i32 %19, ptr %20, align 4
  store i64 0, ptr %4, align 8
  br label %57

21:                                               ; preds = %3
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %22, i32 0, i32 51
  %24 = load i32, ptr %23, align 8
  %25 = load ptr, ptr %7, align 8
  store i32 %24, ptr %25, align 4
  store i64 0, ptr %4, align 8
  br label %57

26:                                               ; preds = %3
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %27, i32 0, i32 21
  %29 = load i32, ptr %28, align 4
  %30 = load ptr, ptr %7, align 8
  store i32 %29, ptr %30, align 4
  store i64 0, ptr %4, align 8
  br label %57

31:                                               ; preds = %3
  %32 = load ptr, ptr %5, align 8
  %33 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %32, i32 0, i32 36
  %34 = load i32, ptr %33, align 8
  %35 = load ptr, ptr %7, align 8
  store i32 %34, ptr %35, align 4
  store i64 0, ptr %4, align 8
  br label %57

36:                                               ; preds = %3
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %37, i32 0, i32 37
  %39 = load i32, ptr %38, align 4
  %40 = load ptr, ptr %7, align 8
  store i32 %39, ptr %40, align 4
  store i64 0, ptr %4, align 8
  br label %57

41:                                               ; preds = %3
  %42 = load ptr, ptr %5, align 8
  %43 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %42, i32 0, i32 38
  %44 = load i32, ptr %43, align 8
  %45 = load ptr, ptr %7, align 8
  store i32 %44, ptr %45, align 4
  store i64 0, ptr %4, align 8
  br label %57

46:                                               ; preds = %3
  br label %47

47:                                               ; preds = %46
  br label %48

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  br label %50

50:                                               ; preds = %49
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
  store i64 -40, ptr %4, align 8
  br label %57

57:                                               ; preds = %9, %16, %21, %26, %31, %36, %41, %56
  %58 = load i64, ptr %4, align 8
  ret i64 %58
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
define internal i32 @ZSTD_dParam_withinBounds(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.ZSTD_bounds, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call { i64, i64 } @ZSTD_dParam_getBounds(i32 noundef %7)
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %10 = extractvalue { i64, i64 } %8, 0
  store i64 %10, ptr %9, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %12 = extractvalue { i64, i64 } %8, 1
  store i64 %12, ptr %11, align 8
  %13 = getelementptr inbounds %struct.ZSTD_bounds, ptr %6, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  %15 = call i32 @ERR_isError(i64 noundef %14)
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %31

18:                                               ; preds = %2
  %19 = load i32, ptr %5, align 4
  %20 = getelementptr inbounds %struct.ZSTD_bounds, ptr %6, i32 0, i32 1
  %21 = load i32, ptr %20, align 8
  %22 = icmp slt i32 %19, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %18
  store i32 0, ptr %3, align 4
  br label %31

24:                                               ; preds = %18
  %25 = load i32, ptr %5, align 4
  %26 = getelementptr inbounds %struct.ZSTD_bounds, ptr %6, i32 0, i32 2
  %27 = load i32, ptr %26, align 4
  %28 = icmp sgt i32 %25, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %24
  store i32 0, ptr %3, align 4
  br label %31

30:                                               ; preds = %24
  store i32 1, ptr %3, align 4
  br label %31

31:                                               ; preds = %30, %29, %23, %17
  %32 = load i32, ptr %3, align 4
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_DCtx_resetParameters(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3, i32 0, i32 20
  store i32 0, ptr %4, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %5, i32 0, i32 43
  store i64 134217729, ptr %6, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %7, i32 0, i32 51
  store i32 0, ptr %8, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %9, i32 0, i32 21
  store i32 0, ptr %10, align 4
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %11, i32 0, i32 36
  store i32 0, ptr %12, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %13, i32 0, i32 37
  store i32 0, ptr %14, align 4
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %15, i32 0, i32 38
  store i32 0, ptr %16, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_sizeof_DStream(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i64 @ZSTD_sizeof_DCtx(ptr noundef %3)
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decodingBufferSize_min(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call i64 @ZSTD_decodingBufferSize_internal(i64 noundef %5, i64 noundef %6, i64 noundef 131072)
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decodingBufferSize_internal(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store i64 %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %12 = load i64, ptr %5, align 8
  %13 = icmp ult i64 %12, 131072
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load i64, ptr %5, align 8
  br label %17

16:                                               ; preds = %3
  br label %17

17:                                               ; preds = %16, %14
  %18 = phi i64 [ %15, %14 ], [ 131072, %16 ]
  %19 = load i64, ptr %7, align 8
  %20 = icmp ult i64 %18, %19
  br i1 %20, label %21, label %29

21:                                               ; preds = %17
  %22 = load i64, ptr %5, align 8
  %23 = icmp ult i64 %22, 131072
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = load i64, ptr %5, align 8
  br label %27

26:                                               ; preds = %21
  br label %27

27:                                               ; preds = %26, %24
  %28 = phi i64 [ %25, %24 ], [ 131072, %26 ]
  br label %31

29:                                               ; preds = %17
  %30 = load i64, ptr %7, align 8
  br label %31

31:                                               ; preds = %29, %27
  %32 = phi i64 [ %28, %27 ], [ %30, %29 ]
  store i64 %32, ptr %8, align 8
  %33 = load i64, ptr %5, align 8
  %34 = load i64, ptr %8, align 8
  %35 = mul i64 %34, 2
  %36 = add i64 %33, %35
  %37 = add i64 %36, 64
  store i64 %37, ptr %9, align 8
  %38 = load i64, ptr %6, align 8
  %39 = load i64, ptr %9, align 8
  %40 = icmp ult i64 %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %31
  %42 = load i64, ptr %6, align 8
  br label %45

43:                                               ; preds = %31
  %44 = load i64, ptr %9, align 8
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i64 [ %42, %41 ], [ %44, %43 ]
  store i64 %46, ptr %10, align 8
  %47 = load i64, ptr %10, align 8
  store i64 %47, ptr %11, align 8
  br label %48

48:                                               ; preds = %45
  %49 = load i64, ptr %11, align 8
  %50 = load i64, ptr %10, align 8
  %51 = icmp ne i64 %49, %50
  br i1 %51, label %52, label %61

52:                                               ; preds = %48
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
  store i64 -16, ptr %4, align 8
  br label %64

61:                                               ; preds = %48
  br label %62

62:                                               ; preds = %61
  %63 = load i64, ptr %11, align 8
  store i64 %63, ptr %4, align 8
  br label %64

64:                                               ; preds = %62, %60
  %65 = load i64, ptr %4, align 8
  ret i64 %65
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_estimateDStreamSize(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %6 = load i64, ptr %2, align 8
  %7 = icmp ult i64 %6, 131072
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load i64, ptr %2, align 8
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %8
  %12 = phi i64 [ %9, %8 ], [ 131072, %10 ]
  store i64 %12, ptr %3, align 8
  %13 = load i64, ptr %3, align 8
  store i64 %13, ptr %4, align 8
  %14 = load i64, ptr %2, align 8
  %15 = call i64 @ZSTD_decodingBufferSize_min(i64 noundef %14, i64 noundef -1)
  store i64 %15, ptr %5, align 8
  %16 = call i64 @ZSTD_estimateDCtxSize()
  %17 = load i64, ptr %4, align 8
  %18 = add i64 %16, %17
  %19 = load i64, ptr %5, align 8
  %20 = add i64 %18, %19
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_estimateDStreamSize_fromFrame(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.ZSTD_FrameHeader, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 -2147483648, ptr %6, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = call i64 @ZSTD_getFrameHeader(ptr noundef %7, ptr noundef %9, i64 noundef %10)
  store i64 %11, ptr %8, align 8
  %12 = load i64, ptr %8, align 8
  %13 = call i32 @ERR_isError(i64 noundef %12)
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %2
  %16 = load i64, ptr %8, align 8
  store i64 %16, ptr %3, align 8
  br label %50

17:                                               ; preds = %2
  br label %18

18:                                               ; preds = %17
  %19 = load i64, ptr %8, align 8
  %20 = icmp ugt i64 %19, 0
  br i1 %20, label %21, label %30

21:                                               ; preds = %18
  br label %22

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  br label %24

24:                                               ; preds = %23
  br label %25

25:                                               ; preds = %24
  br label %26

26:                                               ; preds = %25
  br label %27

27:                                               ; preds = %26
  br label %28

28:                                               ; preds = %27
  br label %29

29:                                               ; preds = %28
  store i64 -72, ptr %3, align 8
  br label %50

30:                                               ; preds = %18
  br label %31

31:                                               ; preds = %30
  br label %32

32:                                               ; preds = %31
  %33 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %7, i32 0, i32 1
  %34 = load i64, ptr %33, align 8
  %35 = icmp ugt i64 %34, 2147483648
  br i1 %35, label %36, label %45

36:                                               ; preds = %32
  br label %37

37:                                               ; preds = %36
  br label %38

38:                                               ; preds = %37
  br label %39

39:                                               ; preds = %38
  br label %40

40:                                               ; preds = %39
  br label %41

41:                                               ; preds = %40
  br label %42

42:                                               ; preds = %41
  br label %43

43:                                               ; preds = %42
  br label %44

44:                                               ; preds = %43
  store i64 -16, ptr %3, align 8
  br label %50

45:                                               ; preds = %32
  br label %46

46:                                               ; preds = %45
  %47 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %7, i32 0, i32 1
  %48 = load i64, ptr %47, align 8
  %49 = call i64 @ZSTD_estimateDStreamSize(i64 noundef %48)
  store i64 %49, ptr %3, align 8
  br label %50

50:                                               ; preds = %46, %44, %29, %15
  %51 = load i64, ptr %3, align 8
  ret i64 %51
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompressStream(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i64, align 8
  %35 = alloca i32, align 4
  %36 = alloca i64, align 8
  %37 = alloca i64, align 8
  %38 = alloca i64, align 8
  %39 = alloca i64, align 8
  %40 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %41 = load ptr, ptr %7, align 8
  %42 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %41, i32 0, i32 0
  %43 = load ptr, ptr %42, align 8
  store ptr %43, ptr %8, align 8
  %44 = load ptr, ptr %7, align 8
  %45 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %44, i32 0, i32 2
  %46 = load i64, ptr %45, align 8
  %47 = icmp ne i64 %46, 0
  br i1 %47, label %48, label %54

48:                                               ; preds = %3
  %49 = load ptr, ptr %8, align 8
  %50 = load ptr, ptr %7, align 8
  %51 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %50, i32 0, i32 2
  %52 = load i64, ptr %51, align 8
  %53 = getelementptr inbounds i8, ptr %49, i64 %52
  br label %56

54:                                               ; preds = %3
  %55 = load ptr, ptr %8, align 8
  br label %56

56:                                               ; preds = %54, %48
  %57 = phi ptr [ %53, %48 ], [ %55, %54 ]
  store ptr %57, ptr %9, align 8
  %58 = load ptr, ptr %7, align 8
  %59 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %58, i32 0, i32 1
  %60 = load i64, ptr %59, align 8
  %61 = icmp ne i64 %60, 0
  br i1 %61, label %62, label %68

62:                                               ; preds = %56
  %63 = load ptr, ptr %8, align 8
  %64 = load ptr, ptr %7, align 8
  %65 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %64, i32 0, i32 1
  %66 = load i64, ptr %65, align 8
  %67 = getelementptr inbounds i8, ptr %63, i64 %66
  br label %70

68:                                               ; preds = %56
  %69 = load ptr, ptr %8, align 8
  br label %70

70:                                               ; preds = %68, %62
  %71 = phi ptr [ %67, %62 ], [ %69, %68 ]
  store ptr %71, ptr %10, align 8
  %72 = load ptr, ptr %9, align 8
  store ptr %72, ptr %11, align 8
  %73 = load ptr, ptr %6, align 8
  %74 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %73, i32 0, i32 0
  %75 = load ptr, ptr %74, align 8
  store ptr %75, ptr %12, align 8
  %76 = load ptr, ptr %6, align 8
  %77 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %76, i32 0, i32 2
  %78 = load i64, ptr %77, align 8
  %79 = icmp ne i64 %78, 0
  br i1 %79, label %80, label %86

80:                                               ; preds = %70
  %81 = load ptr, ptr %12, align 8
  %82 = load ptr, ptr %6, align 8
  %83 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %82, i32 0, i32 2
  %84 = load i64, ptr %83, align 8
  %85 = getelementptr inbounds i8, ptr %81, i64 %84
  br label %88

86:                                               ; preds = %70
  %87 = load ptr, ptr %12, align 8
  br label %88

88:                                               ; preds = %86, %80
  %89 = phi ptr [ %85, %80 ], [ %87, %86 ]
  store ptr %89, ptr %13, align 8
  %90 = load ptr, ptr %6, align 8
  %91 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %90, i32 0, i32 1
  %92 = load i64, ptr %91, align 8
  %93 = icmp ne i64 %92, 0
  br i1 %93, label %94, label %100

94:                                               ; preds = %88
  %95 = load ptr, ptr %12, align 8
  %96 = load ptr, ptr %6, align 8
  %97 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %96, i32 0, i32 1
  %98 = load i64, ptr %97, align 8
  %99 = getelementptr inbounds i8, ptr %95, i64 %98
  br label %102

100:                                              ; preds = %88
  %101 = load ptr, ptr %12, align 8
  br label %102

102:                                              ; preds = %100, %94
  %103 = phi ptr [ %99, %94 ], [ %101, %100 ]
  store ptr %103, ptr %14, align 8
  %104 = load ptr, ptr %13, align 8
  store ptr %104, ptr %15, align 8
  store i32 1, ptr %16, align 4
  br label %105

105:                                              ; preds = %102
  br label %106

106:                                              ; preds = %105
  br label %107

107:                                              ; preds = %106
  %108 = load ptr, ptr %7, align 8
  %109 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %108, i32 0, i32 2
  %110 = load i64, ptr %109, align 8
  %111 = load ptr, ptr %7, align 8
  %112 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %111, i32 0, i32 1
  %113 = load i64, ptr %112, align 8
  %114 = icmp ugt i64 %110, %113
  br i1 %114, label %115, label %124

115:                                              ; preds = %107
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
  br label %121

121:                                              ; preds = %120
  br label %122

122:                                              ; preds = %121
  br label %123

123:                                              ; preds = %122
  store i64 -72, ptr %4, align 8
  br label %1129

124:                                              ; preds = %107
  br label %125

125:                                              ; preds = %124
  br label %126

126:                                              ; preds = %125
  %127 = load ptr, ptr %6, align 8
  %128 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %127, i32 0, i32 2
  %129 = load i64, ptr %128, align 8
  %130 = load ptr, ptr %6, align 8
  %131 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %130, i32 0, i32 1
  %132 = load i64, ptr %131, align 8
  %133 = icmp ugt i64 %129, %132
  br i1 %133, label %134, label %143

134:                                              ; preds = %126
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
  store i64 -70, ptr %4, align 8
  br label %1129

143:                                              ; preds = %126
  br label %144

144:                                              ; preds = %143
  br label %145

145:                                              ; preds = %144
  br label %146

146:                                              ; preds = %145
  br label %147

147:                                              ; preds = %146
  %148 = load ptr, ptr %5, align 8
  %149 = load ptr, ptr %6, align 8
  %150 = call i64 @ZSTD_checkOutBuffer(ptr noundef %148, ptr noundef %149)
  store i64 %150, ptr %17, align 8
  %151 = load i64, ptr %17, align 8
  %152 = call i32 @ERR_isError(i64 noundef %151)
  %153 = icmp ne i32 %152, 0
  br i1 %153, label %154, label %164

154:                                              ; preds = %147
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
  br label %162

162:                                              ; preds = %161
  %163 = load i64, ptr %17, align 8
  store i64 %163, ptr %4, align 8
  br label %1129

164:                                              ; preds = %147
  br label %165

165:                                              ; preds = %164
  br label %166

166:                                              ; preds = %992, %165
  %167 = load i32, ptr %16, align 4
  %168 = icmp ne i32 %167, 0
  br i1 %168, label %169, label %993

169:                                              ; preds = %166
  %170 = load ptr, ptr %5, align 8
  %171 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %170, i32 0, i32 39
  %172 = load i32, ptr %171, align 4
  switch i32 %172, label %981 [
    i32 0, label %173
    i32 1, label %191
    i32 2, label %738
    i32 3, label %796
    i32 4, label %906
  ]

173:                                              ; preds = %169
  br label %174

174:                                              ; preds = %173
  br label %175

175:                                              ; preds = %174
  %176 = load ptr, ptr %5, align 8
  %177 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %176, i32 0, i32 39
  store i32 1, ptr %177, align 4
  %178 = load ptr, ptr %5, align 8
  %179 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %178, i32 0, i32 47
  store i64 0, ptr %179, align 8
  %180 = load ptr, ptr %5, align 8
  %181 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %180, i32 0, i32 46
  store i64 0, ptr %181, align 8
  %182 = load ptr, ptr %5, align 8
  %183 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %182, i32 0, i32 42
  store i64 0, ptr %183, align 8
  %184 = load ptr, ptr %5, align 8
  %185 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %184, i32 0, i32 48
  store i64 0, ptr %185, align 8
  %186 = load ptr, ptr %5, align 8
  %187 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %186, i32 0, i32 49
  store i32 0, ptr %187, align 8
  %188 = load ptr, ptr %5, align 8
  %189 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %188, i32 0, i32 52
  %190 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %189, ptr align 8 %190, i64 24, i1 false)
  br label %191

191:                                              ; preds = %169, %175
  br label %192

192:                                              ; preds = %191
  br label %193

193:                                              ; preds = %192
  %194 = load ptr, ptr %5, align 8
  %195 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %194, i32 0, i32 11
  %196 = load ptr, ptr %5, align 8
  %197 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %196, i32 0, i32 57
  %198 = getelementptr inbounds [18 x i8], ptr %197, i64 0, i64 0
  %199 = load ptr, ptr %5, align 8
  %200 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %199, i32 0, i32 48
  %201 = load i64, ptr %200, align 8
  %202 = load ptr, ptr %5, align 8
  %203 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %202, i32 0, i32 20
  %204 = load i32, ptr %203, align 8
  %205 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef %195, ptr noundef %198, i64 noundef %201, i32 noundef %204)
  store i64 %205, ptr %18, align 8
  %206 = load ptr, ptr %5, align 8
  %207 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %206, i32 0, i32 36
  %208 = load i32, ptr %207, align 8
  %209 = icmp ne i32 %208, 0
  br i1 %209, label %210, label %217

210:                                              ; preds = %193
  %211 = load ptr, ptr %5, align 8
  %212 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %211, i32 0, i32 35
  %213 = load ptr, ptr %212, align 8
  %214 = icmp ne ptr %213, null
  br i1 %214, label %215, label %217

215:                                              ; preds = %210
  %216 = load ptr, ptr %5, align 8
  call void @ZSTD_DCtx_selectFrameDDict(ptr noundef %216)
  br label %217

217:                                              ; preds = %215, %210, %193
  %218 = load i64, ptr %18, align 8
  %219 = call i32 @ERR_isError(i64 noundef %218)
  %220 = icmp ne i32 %219, 0
  br i1 %220, label %221, label %223

221:                                              ; preds = %217
  %222 = load i64, ptr %18, align 8
  store i64 %222, ptr %4, align 8
  br label %1129

223:                                              ; preds = %217
  %224 = load i64, ptr %18, align 8
  %225 = icmp ne i64 %224, 0
  br i1 %225, label %226, label %334

226:                                              ; preds = %223
  %227 = load i64, ptr %18, align 8
  %228 = load ptr, ptr %5, align 8
  %229 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %228, i32 0, i32 48
  %230 = load i64, ptr %229, align 8
  %231 = sub i64 %227, %230
  store i64 %231, ptr %19, align 8
  %232 = load ptr, ptr %10, align 8
  %233 = load ptr, ptr %11, align 8
  %234 = ptrtoint ptr %232 to i64
  %235 = ptrtoint ptr %233 to i64
  %236 = sub i64 %234, %235
  store i64 %236, ptr %20, align 8
  %237 = load i64, ptr %19, align 8
  %238 = load i64, ptr %20, align 8
  %239 = icmp ugt i64 %237, %238
  br i1 %239, label %240, label %318

240:                                              ; preds = %226
  %241 = load i64, ptr %20, align 8
  %242 = icmp ugt i64 %241, 0
  br i1 %242, label %243, label %258

243:                                              ; preds = %240
  %244 = load ptr, ptr %5, align 8
  %245 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %244, i32 0, i32 57
  %246 = getelementptr inbounds [18 x i8], ptr %245, i64 0, i64 0
  %247 = load ptr, ptr %5, align 8
  %248 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %247, i32 0, i32 48
  %249 = load i64, ptr %248, align 8
  %250 = getelementptr inbounds i8, ptr %246, i64 %249
  %251 = load ptr, ptr %11, align 8
  %252 = load i64, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %250, ptr align 1 %251, i64 %252, i1 false)
  %253 = load i64, ptr %20, align 8
  %254 = load ptr, ptr %5, align 8
  %255 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %254, i32 0, i32 48
  %256 = load i64, ptr %255, align 8
  %257 = add i64 %256, %253
  store i64 %257, ptr %255, align 8
  br label %258

258:                                              ; preds = %243, %240
  %259 = load ptr, ptr %7, align 8
  %260 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %259, i32 0, i32 1
  %261 = load i64, ptr %260, align 8
  %262 = load ptr, ptr %7, align 8
  %263 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %262, i32 0, i32 2
  store i64 %261, ptr %263, align 8
  br label %264

264:                                              ; preds = %258
  %265 = load ptr, ptr %5, align 8
  %266 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %265, i32 0, i32 11
  %267 = load ptr, ptr %5, align 8
  %268 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %267, i32 0, i32 57
  %269 = getelementptr inbounds [18 x i8], ptr %268, i64 0, i64 0
  %270 = load ptr, ptr %5, align 8
  %271 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %270, i32 0, i32 48
  %272 = load i64, ptr %271, align 8
  %273 = load ptr, ptr %5, align 8
  %274 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %273, i32 0, i32 20
  %275 = load i32, ptr %274, align 8
  %276 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef %266, ptr noundef %269, i64 noundef %272, i32 noundef %275)
  store i64 %276, ptr %21, align 8
  %277 = load i64, ptr %21, align 8
  %278 = call i32 @ERR_isError(i64 noundef %277)
  %279 = icmp ne i32 %278, 0
  br i1 %279, label %280, label %290

280:                                              ; preds = %264
  br label %281

281:                                              ; preds = %280
  br label %282

282:                                              ; preds = %281
  br label %283

283:                                              ; preds = %282
  br label %284

284:                                              ; preds = %283
  br label %285

285:                                              ; preds = %284
  br label %286

286:                                              ; preds = %285
  br label %287

287:                                              ; preds = %286
  br label %288

288:                                              ; preds = %287
  %289 = load i64, ptr %21, align 8
  store i64 %289, ptr %4, align 8
  br label %1129

290:                                              ; preds = %264
  br label %291

291:                                              ; preds = %290
  %292 = load ptr, ptr %5, align 8
  %293 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %292, i32 0, i32 20
  %294 = load i32, ptr %293, align 8
  %295 = icmp eq i32 %294, 0
  %296 = zext i1 %295 to i64
  %297 = select i1 %295, i32 6, i32 2
  %298 = sext i32 %297 to i64
  %299 = load i64, ptr %18, align 8
  %300 = icmp ugt i64 %298, %299
  br i1 %300, label %301, label %309

301:                                              ; preds = %291
  %302 = load ptr, ptr %5, align 8
  %303 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %302, i32 0, i32 20
  %304 = load i32, ptr %303, align 8
  %305 = icmp eq i32 %304, 0
  %306 = zext i1 %305 to i64
  %307 = select i1 %305, i32 6, i32 2
  %308 = sext i32 %307 to i64
  br label %311

309:                                              ; preds = %291
  %310 = load i64, ptr %18, align 8
  br label %311

311:                                              ; preds = %309, %301
  %312 = phi i64 [ %308, %301 ], [ %310, %309 ]
  %313 = load ptr, ptr %5, align 8
  %314 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %313, i32 0, i32 48
  %315 = load i64, ptr %314, align 8
  %316 = sub i64 %312, %315
  %317 = add i64 %316, 3
  store i64 %317, ptr %4, align 8
  br label %1129

318:                                              ; preds = %226
  %319 = load ptr, ptr %5, align 8
  %320 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %319, i32 0, i32 57
  %321 = getelementptr inbounds [18 x i8], ptr %320, i64 0, i64 0
  %322 = load ptr, ptr %5, align 8
  %323 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %322, i32 0, i32 48
  %324 = load i64, ptr %323, align 8
  %325 = getelementptr inbounds i8, ptr %321, i64 %324
  %326 = load ptr, ptr %11, align 8
  %327 = load i64, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %325, ptr align 1 %326, i64 %327, i1 false)
  %328 = load i64, ptr %18, align 8
  %329 = load ptr, ptr %5, align 8
  %330 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %329, i32 0, i32 48
  store i64 %328, ptr %330, align 8
  %331 = load i64, ptr %19, align 8
  %332 = load ptr, ptr %11, align 8
  %333 = getelementptr inbounds i8, ptr %332, i64 %331
  store ptr %333, ptr %11, align 8
  br label %992

334:                                              ; preds = %223
  %335 = load ptr, ptr %5, align 8
  %336 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %335, i32 0, i32 11
  %337 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %336, i32 0, i32 0
  %338 = load i64, ptr %337, align 8
  %339 = icmp ne i64 %338, -1
  br i1 %339, label %340, label %414

340:                                              ; preds = %334
  %341 = load ptr, ptr %5, align 8
  %342 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %341, i32 0, i32 11
  %343 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %342, i32 0, i32 3
  %344 = load i32, ptr %343, align 4
  %345 = icmp ne i32 %344, 1
  br i1 %345, label %346, label %414

346:                                              ; preds = %340
  %347 = load ptr, ptr %14, align 8
  %348 = load ptr, ptr %15, align 8
  %349 = ptrtoint ptr %347 to i64
  %350 = ptrtoint ptr %348 to i64
  %351 = sub i64 %349, %350
  %352 = load ptr, ptr %5, align 8
  %353 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %352, i32 0, i32 11
  %354 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %353, i32 0, i32 0
  %355 = load i64, ptr %354, align 8
  %356 = icmp uge i64 %351, %355
  br i1 %356, label %357, label %414

357:                                              ; preds = %346
  %358 = load ptr, ptr %9, align 8
  %359 = load ptr, ptr %10, align 8
  %360 = load ptr, ptr %9, align 8
  %361 = ptrtoint ptr %359 to i64
  %362 = ptrtoint ptr %360 to i64
  %363 = sub i64 %361, %362
  %364 = load ptr, ptr %5, align 8
  %365 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %364, i32 0, i32 20
  %366 = load i32, ptr %365, align 8
  %367 = call i64 @ZSTD_findFrameCompressedSize_advanced(ptr noundef %358, i64 noundef %363, i32 noundef %366)
  store i64 %367, ptr %22, align 8
  %368 = load i64, ptr %22, align 8
  %369 = load ptr, ptr %10, align 8
  %370 = load ptr, ptr %9, align 8
  %371 = ptrtoint ptr %369 to i64
  %372 = ptrtoint ptr %370 to i64
  %373 = sub i64 %371, %372
  %374 = icmp ule i64 %368, %373
  br i1 %374, label %375, label %413

375:                                              ; preds = %357
  %376 = load ptr, ptr %5, align 8
  %377 = load ptr, ptr %15, align 8
  %378 = load ptr, ptr %14, align 8
  %379 = load ptr, ptr %15, align 8
  %380 = ptrtoint ptr %378 to i64
  %381 = ptrtoint ptr %379 to i64
  %382 = sub i64 %380, %381
  %383 = load ptr, ptr %9, align 8
  %384 = load i64, ptr %22, align 8
  %385 = load ptr, ptr %5, align 8
  %386 = call ptr @ZSTD_getDDict(ptr noundef %385)
  %387 = call i64 @ZSTD_decompress_usingDDict(ptr noundef %376, ptr noundef %377, i64 noundef %382, ptr noundef %383, i64 noundef %384, ptr noundef %386)
  store i64 %387, ptr %23, align 8
  %388 = load i64, ptr %23, align 8
  %389 = call i32 @ERR_isError(i64 noundef %388)
  %390 = icmp ne i32 %389, 0
  br i1 %390, label %391, label %393

391:                                              ; preds = %375
  %392 = load i64, ptr %23, align 8
  store i64 %392, ptr %4, align 8
  br label %1129

393:                                              ; preds = %375
  br label %394

394:                                              ; preds = %393
  br label %395

395:                                              ; preds = %394
  %396 = load ptr, ptr %9, align 8
  %397 = load i64, ptr %22, align 8
  %398 = getelementptr inbounds i8, ptr %396, i64 %397
  store ptr %398, ptr %11, align 8
  %399 = load ptr, ptr %15, align 8
  %400 = icmp ne ptr %399, null
  br i1 %400, label %401, label %405

401:                                              ; preds = %395
  %402 = load ptr, ptr %15, align 8
  %403 = load i64, ptr %23, align 8
  %404 = getelementptr inbounds i8, ptr %402, i64 %403
  br label %407

405:                                              ; preds = %395
  %406 = load ptr, ptr %15, align 8
  br label %407

407:                                              ; preds = %405, %401
  %408 = phi ptr [ %404, %401 ], [ %406, %405 ]
  store ptr %408, ptr %15, align 8
  %409 = load ptr, ptr %5, align 8
  %410 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %409, i32 0, i32 10
  store i64 0, ptr %410, align 8
  %411 = load ptr, ptr %5, align 8
  %412 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %411, i32 0, i32 39
  store i32 0, ptr %412, align 4
  store i32 0, ptr %16, align 4
  br label %992

413:                                              ; preds = %357
  br label %414

414:                                              ; preds = %413, %346, %340, %334
  %415 = load ptr, ptr %5, align 8
  %416 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %415, i32 0, i32 51
  %417 = load i32, ptr %416, align 8
  %418 = icmp eq i32 %417, 1
  br i1 %418, label %419, label %453

419:                                              ; preds = %414
  %420 = load ptr, ptr %5, align 8
  %421 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %420, i32 0, i32 11
  %422 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %421, i32 0, i32 3
  %423 = load i32, ptr %422, align 4
  %424 = icmp ne i32 %423, 1
  br i1 %424, label %425, label %453

425:                                              ; preds = %419
  %426 = load ptr, ptr %5, align 8
  %427 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %426, i32 0, i32 11
  %428 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %427, i32 0, i32 0
  %429 = load i64, ptr %428, align 8
  %430 = icmp ne i64 %429, -1
  br i1 %430, label %431, label %453

431:                                              ; preds = %425
  %432 = load ptr, ptr %14, align 8
  %433 = load ptr, ptr %15, align 8
  %434 = ptrtoint ptr %432 to i64
  %435 = ptrtoint ptr %433 to i64
  %436 = sub i64 %434, %435
  %437 = load ptr, ptr %5, align 8
  %438 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %437, i32 0, i32 11
  %439 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %438, i32 0, i32 0
  %440 = load i64, ptr %439, align 8
  %441 = icmp ult i64 %436, %440
  br i1 %441, label %442, label %453

442:                                              ; preds = %431
  br label %443

443:                                              ; preds = %442
  br label %444

444:                                              ; preds = %443
  br label %445

445:                                              ; preds = %444
  br label %446

446:                                              ; preds = %445
  br label %447

447:                                              ; preds = %446
  br label %448

448:                                              ; preds = %447
  br label %449

449:                                              ; preds = %448
  br label %450

450:                                              ; preds = %449
  br label %451

451:                                              ; preds = %450
  store i64 -70, ptr %4, align 8
  br label %1129

452:                                              ; No predecessors!
  br label %453

453:                                              ; preds = %452, %431, %425, %419, %414
  br label %454

454:                                              ; preds = %453
  br label %455

455:                                              ; preds = %454
  br label %456

456:                                              ; preds = %455
  %457 = load ptr, ptr %5, align 8
  %458 = load ptr, ptr %5, align 8
  %459 = call ptr @ZSTD_getDDict(ptr noundef %458)
  %460 = call i64 @ZSTD_decompressBegin_usingDDict(ptr noundef %457, ptr noundef %459)
  store i64 %460, ptr %24, align 8
  %461 = load i64, ptr %24, align 8
  %462 = call i32 @ERR_isError(i64 noundef %461)
  %463 = icmp ne i32 %462, 0
  br i1 %463, label %464, label %474

464:                                              ; preds = %456
  br label %465

465:                                              ; preds = %464
  br label %466

466:                                              ; preds = %465
  br label %467

467:                                              ; preds = %466
  br label %468

468:                                              ; preds = %467
  br label %469

469:                                              ; preds = %468
  br label %470

470:                                              ; preds = %469
  br label %471

471:                                              ; preds = %470
  br label %472

472:                                              ; preds = %471
  %473 = load i64, ptr %24, align 8
  store i64 %473, ptr %4, align 8
  br label %1129

474:                                              ; preds = %456
  br label %475

475:                                              ; preds = %474
  %476 = load ptr, ptr %5, align 8
  %477 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %476, i32 0, i32 20
  %478 = load i32, ptr %477, align 8
  %479 = icmp eq i32 %478, 0
  br i1 %479, label %480, label %498

480:                                              ; preds = %475
  %481 = load ptr, ptr %5, align 8
  %482 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %481, i32 0, i32 57
  %483 = getelementptr inbounds [18 x i8], ptr %482, i64 0, i64 0
  %484 = call i32 @MEM_readLE32(ptr noundef %483)
  %485 = and i32 %484, -16
  %486 = icmp eq i32 %485, 407710288
  br i1 %486, label %487, label %498

487:                                              ; preds = %480
  %488 = load ptr, ptr %5, align 8
  %489 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %488, i32 0, i32 57
  %490 = getelementptr inbounds [18 x i8], ptr %489, i64 0, i64 0
  %491 = getelementptr inbounds i8, ptr %490, i64 4
  %492 = call i32 @MEM_readLE32(ptr noundef %491)
  %493 = zext i32 %492 to i64
  %494 = load ptr, ptr %5, align 8
  %495 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %494, i32 0, i32 10
  store i64 %493, ptr %495, align 8
  %496 = load ptr, ptr %5, align 8
  %497 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %496, i32 0, i32 15
  store i32 7, ptr %497, align 4
  br label %527

498:                                              ; preds = %480, %475
  br label %499

499:                                              ; preds = %498
  %500 = load ptr, ptr %5, align 8
  %501 = load ptr, ptr %5, align 8
  %502 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %501, i32 0, i32 57
  %503 = getelementptr inbounds [18 x i8], ptr %502, i64 0, i64 0
  %504 = load ptr, ptr %5, align 8
  %505 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %504, i32 0, i32 48
  %506 = load i64, ptr %505, align 8
  %507 = call i64 @ZSTD_decodeFrameHeader(ptr noundef %500, ptr noundef %503, i64 noundef %506)
  store i64 %507, ptr %25, align 8
  %508 = load i64, ptr %25, align 8
  %509 = call i32 @ERR_isError(i64 noundef %508)
  %510 = icmp ne i32 %509, 0
  br i1 %510, label %511, label %521

511:                                              ; preds = %499
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
  br label %517

517:                                              ; preds = %516
  br label %518

518:                                              ; preds = %517
  br label %519

519:                                              ; preds = %518
  %520 = load i64, ptr %25, align 8
  store i64 %520, ptr %4, align 8
  br label %1129

521:                                              ; preds = %499
  br label %522

522:                                              ; preds = %521
  %523 = load ptr, ptr %5, align 8
  %524 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %523, i32 0, i32 10
  store i64 3, ptr %524, align 8
  %525 = load ptr, ptr %5, align 8
  %526 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %525, i32 0, i32 15
  store i32 2, ptr %526, align 4
  br label %527

527:                                              ; preds = %522, %487
  br label %528

528:                                              ; preds = %527
  br label %529

529:                                              ; preds = %528
  %530 = load ptr, ptr %5, align 8
  %531 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %530, i32 0, i32 11
  %532 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %531, i32 0, i32 1
  %533 = load i64, ptr %532, align 8
  %534 = icmp ugt i64 %533, 1024
  br i1 %534, label %535, label %540

535:                                              ; preds = %529
  %536 = load ptr, ptr %5, align 8
  %537 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %536, i32 0, i32 11
  %538 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %537, i32 0, i32 1
  %539 = load i64, ptr %538, align 8
  br label %541

540:                                              ; preds = %529
  br label %541

541:                                              ; preds = %540, %535
  %542 = phi i64 [ %539, %535 ], [ 1024, %540 ]
  %543 = load ptr, ptr %5, align 8
  %544 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %543, i32 0, i32 11
  %545 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %544, i32 0, i32 1
  store i64 %542, ptr %545, align 8
  br label %546

546:                                              ; preds = %541
  %547 = load ptr, ptr %5, align 8
  %548 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %547, i32 0, i32 11
  %549 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %548, i32 0, i32 1
  %550 = load i64, ptr %549, align 8
  %551 = load ptr, ptr %5, align 8
  %552 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %551, i32 0, i32 43
  %553 = load i64, ptr %552, align 8
  %554 = icmp ugt i64 %550, %553
  br i1 %554, label %555, label %564

555:                                              ; preds = %546
  br label %556

556:                                              ; preds = %555
  br label %557

557:                                              ; preds = %556
  br label %558

558:                                              ; preds = %557
  br label %559

559:                                              ; preds = %558
  br label %560

560:                                              ; preds = %559
  br label %561

561:                                              ; preds = %560
  br label %562

562:                                              ; preds = %561
  br label %563

563:                                              ; preds = %562
  store i64 -16, ptr %4, align 8
  br label %1129

564:                                              ; preds = %546
  br label %565

565:                                              ; preds = %564
  %566 = load ptr, ptr %5, align 8
  %567 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %566, i32 0, i32 38
  %568 = load i32, ptr %567, align 8
  %569 = icmp ne i32 %568, 0
  br i1 %569, label %570, label %593

570:                                              ; preds = %565
  %571 = load ptr, ptr %5, align 8
  %572 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %571, i32 0, i32 11
  %573 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %572, i32 0, i32 2
  %574 = load i32, ptr %573, align 8
  %575 = load ptr, ptr %5, align 8
  %576 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %575, i32 0, i32 38
  %577 = load i32, ptr %576, align 8
  %578 = icmp ult i32 %574, %577
  br i1 %578, label %579, label %584

579:                                              ; preds = %570
  %580 = load ptr, ptr %5, align 8
  %581 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %580, i32 0, i32 11
  %582 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %581, i32 0, i32 2
  %583 = load i32, ptr %582, align 8
  br label %588

584:                                              ; preds = %570
  %585 = load ptr, ptr %5, align 8
  %586 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %585, i32 0, i32 38
  %587 = load i32, ptr %586, align 8
  br label %588

588:                                              ; preds = %584, %579
  %589 = phi i32 [ %583, %579 ], [ %587, %584 ]
  %590 = load ptr, ptr %5, align 8
  %591 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %590, i32 0, i32 11
  %592 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %591, i32 0, i32 2
  store i32 %589, ptr %592, align 8
  br label %593

593:                                              ; preds = %588, %565
  %594 = load ptr, ptr %5, align 8
  %595 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %594, i32 0, i32 11
  %596 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %595, i32 0, i32 2
  %597 = load i32, ptr %596, align 8
  %598 = icmp ugt i32 %597, 4
  br i1 %598, label %599, label %604

599:                                              ; preds = %593
  %600 = load ptr, ptr %5, align 8
  %601 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %600, i32 0, i32 11
  %602 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %601, i32 0, i32 2
  %603 = load i32, ptr %602, align 8
  br label %605

604:                                              ; preds = %593
  br label %605

605:                                              ; preds = %604, %599
  %606 = phi i32 [ %603, %599 ], [ 4, %604 ]
  %607 = zext i32 %606 to i64
  store i64 %607, ptr %26, align 8
  %608 = load ptr, ptr %5, align 8
  %609 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %608, i32 0, i32 51
  %610 = load i32, ptr %609, align 8
  %611 = icmp eq i32 %610, 0
  br i1 %611, label %612, label %627

612:                                              ; preds = %605
  %613 = load ptr, ptr %5, align 8
  %614 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %613, i32 0, i32 11
  %615 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %614, i32 0, i32 1
  %616 = load i64, ptr %615, align 8
  %617 = load ptr, ptr %5, align 8
  %618 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %617, i32 0, i32 11
  %619 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %618, i32 0, i32 0
  %620 = load i64, ptr %619, align 8
  %621 = load ptr, ptr %5, align 8
  %622 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %621, i32 0, i32 11
  %623 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %622, i32 0, i32 2
  %624 = load i32, ptr %623, align 8
  %625 = zext i32 %624 to i64
  %626 = call i64 @ZSTD_decodingBufferSize_internal(i64 noundef %616, i64 noundef %620, i64 noundef %625)
  br label %628

627:                                              ; preds = %605
  br label %628

628:                                              ; preds = %627, %612
  %629 = phi i64 [ %626, %612 ], [ 0, %627 ]
  store i64 %629, ptr %27, align 8
  %630 = load ptr, ptr %5, align 8
  %631 = load i64, ptr %26, align 8
  %632 = load i64, ptr %27, align 8
  call void @ZSTD_DCtx_updateOversizedDuration(ptr noundef %630, i64 noundef %631, i64 noundef %632)
  %633 = load ptr, ptr %5, align 8
  %634 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %633, i32 0, i32 41
  %635 = load i64, ptr %634, align 8
  %636 = load i64, ptr %26, align 8
  %637 = icmp ult i64 %635, %636
  br i1 %637, label %644, label %638

638:                                              ; preds = %628
  %639 = load ptr, ptr %5, align 8
  %640 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %639, i32 0, i32 45
  %641 = load i64, ptr %640, align 8
  %642 = load i64, ptr %27, align 8
  %643 = icmp ult i64 %641, %642
  br label %644

644:                                              ; preds = %638, %628
  %645 = phi i1 [ true, %628 ], [ %643, %638 ]
  %646 = zext i1 %645 to i32
  store i32 %646, ptr %28, align 4
  %647 = load ptr, ptr %5, align 8
  %648 = call i32 @ZSTD_DCtx_isOversizedTooLong(ptr noundef %647)
  store i32 %648, ptr %29, align 4
  %649 = load i32, ptr %28, align 4
  %650 = icmp ne i32 %649, 0
  br i1 %650, label %654, label %651

651:                                              ; preds = %644
  %652 = load i32, ptr %29, align 4
  %653 = icmp ne i32 %652, 0
  br i1 %653, label %654, label %735

654:                                              ; preds = %651, %644
  %655 = load i64, ptr %26, align 8
  %656 = load i64, ptr %27, align 8
  %657 = add i64 %655, %656
  store i64 %657, ptr %30, align 8
  br label %658

658:                                              ; preds = %654
  br label %659

659:                                              ; preds = %658
  br label %660

660:                                              ; preds = %659
  br label %661

661:                                              ; preds = %660
  %662 = load ptr, ptr %5, align 8
  %663 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %662, i32 0, i32 27
  %664 = load i64, ptr %663, align 8
  %665 = icmp ne i64 %664, 0
  br i1 %665, label %666, label %687

666:                                              ; preds = %661
  br label %667

667:                                              ; preds = %666
  br label %668

668:                                              ; preds = %667
  br label %669

669:                                              ; preds = %668
  %670 = load i64, ptr %30, align 8
  %671 = load ptr, ptr %5, align 8
  %672 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %671, i32 0, i32 27
  %673 = load i64, ptr %672, align 8
  %674 = sub i64 %673, 95976
  %675 = icmp ugt i64 %670, %674
  br i1 %675, label %676, label %685

676:                                              ; preds = %669
  br label %677

677:                                              ; preds = %676
  br label %678

678:                                              ; preds = %677
  br label %679

679:                                              ; preds = %678
  br label %680

680:                                              ; preds = %679
  br label %681

681:                                              ; preds = %680
  br label %682

682:                                              ; preds = %681
  br label %683

683:                                              ; preds = %682
  br label %684

684:                                              ; preds = %683
  store i64 -64, ptr %4, align 8
  br label %1129

685:                                              ; preds = %669
  br label %686

686:                                              ; preds = %685
  br label %719

687:                                              ; preds = %661
  %688 = load ptr, ptr %5, align 8
  %689 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %688, i32 0, i32 40
  %690 = load ptr, ptr %689, align 8
  %691 = load ptr, ptr %5, align 8
  %692 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %691, i32 0, i32 24
  call void @ZSTD_customFree(ptr noundef %690, ptr noundef byval(%struct.ZSTD_customMem) align 8 %692)
  %693 = load ptr, ptr %5, align 8
  %694 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %693, i32 0, i32 41
  store i64 0, ptr %694, align 8
  %695 = load ptr, ptr %5, align 8
  %696 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %695, i32 0, i32 45
  store i64 0, ptr %696, align 8
  %697 = load i64, ptr %30, align 8
  %698 = load ptr, ptr %5, align 8
  %699 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %698, i32 0, i32 24
  %700 = call ptr @ZSTD_customMalloc(i64 noundef %697, ptr noundef byval(%struct.ZSTD_customMem) align 8 %699)
  %701 = load ptr, ptr %5, align 8
  %702 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %701, i32 0, i32 40
  store ptr %700, ptr %702, align 8
  br label %703

703:                                              ; preds = %687
  %704 = load ptr, ptr %5, align 8
  %705 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %704, i32 0, i32 40
  %706 = load ptr, ptr %705, align 8
  %707 = icmp eq ptr %706, null
  br i1 %707, label %708, label %717

708:                                              ; preds = %703
  br label %709

709:                                              ; preds = %708
  br label %710

710:                                              ; preds = %709
  br label %711

711:                                              ; preds = %710
  br label %712

712:                                              ; preds = %711
  br label %713

713:                                              ; preds = %712
  br label %714

714:                                              ; preds = %713
  br label %715

715:                                              ; preds = %714
  br label %716

716:                                              ; preds = %715
  store i64 -64, ptr %4, align 8
  br label %1129

717:                                              ; preds = %703
  br label %718

718:                                              ; preds = %717
  br label %719

719:                                              ; preds = %718, %686
  %720 = load i64, ptr %26, align 8
  %721 = load ptr, ptr %5, align 8
  %722 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %721, i32 0, i32 41
  store i64 %720, ptr %722, align 8
  %723 = load ptr, ptr %5, align 8
  %724 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %723, i32 0, i32 40
  %725 = load ptr, ptr %724, align 8
  %726 = load ptr, ptr %5, align 8
  %727 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %726, i32 0, i32 41
  %728 = load i64, ptr %727, align 8
  %729 = getelementptr inbounds i8, ptr %725, i64 %728
  %730 = load ptr, ptr %5, align 8
  %731 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %730, i32 0, i32 44
  store ptr %729, ptr %731, align 8
  %732 = load i64, ptr %27, align 8
  %733 = load ptr, ptr %5, align 8
  %734 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %733, i32 0, i32 45
  store i64 %732, ptr %734, align 8
  br label %735

735:                                              ; preds = %719, %651
  %736 = load ptr, ptr %5, align 8
  %737 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %736, i32 0, i32 39
  store i32 2, ptr %737, align 4
  br label %738

738:                                              ; preds = %169, %735
  br label %739

739:                                              ; preds = %738
  br label %740

740:                                              ; preds = %739
  %741 = load ptr, ptr %5, align 8
  %742 = load ptr, ptr %10, align 8
  %743 = load ptr, ptr %11, align 8
  %744 = ptrtoint ptr %742 to i64
  %745 = ptrtoint ptr %743 to i64
  %746 = sub i64 %744, %745
  %747 = call i64 @ZSTD_nextSrcSizeToDecompressWithInputSize(ptr noundef %741, i64 noundef %746)
  store i64 %747, ptr %31, align 8
  br label %748

748:                                              ; preds = %740
  br label %749

749:                                              ; preds = %748
  %750 = load i64, ptr %31, align 8
  %751 = icmp eq i64 %750, 0
  br i1 %751, label %752, label %755

752:                                              ; preds = %749
  %753 = load ptr, ptr %5, align 8
  %754 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %753, i32 0, i32 39
  store i32 0, ptr %754, align 4
  store i32 0, ptr %16, align 4
  br label %992

755:                                              ; preds = %749
  %756 = load ptr, ptr %10, align 8
  %757 = load ptr, ptr %11, align 8
  %758 = ptrtoint ptr %756 to i64
  %759 = ptrtoint ptr %757 to i64
  %760 = sub i64 %758, %759
  %761 = load i64, ptr %31, align 8
  %762 = icmp uge i64 %760, %761
  br i1 %762, label %763, label %788

763:                                              ; preds = %755
  br label %764

764:                                              ; preds = %763
  %765 = load ptr, ptr %5, align 8
  %766 = load ptr, ptr %14, align 8
  %767 = load ptr, ptr %11, align 8
  %768 = load i64, ptr %31, align 8
  %769 = call i64 @ZSTD_decompressContinueStream(ptr noundef %765, ptr noundef %15, ptr noundef %766, ptr noundef %767, i64 noundef %768)
  store i64 %769, ptr %32, align 8
  %770 = load i64, ptr %32, align 8
  %771 = call i32 @ERR_isError(i64 noundef %770)
  %772 = icmp ne i32 %771, 0
  br i1 %772, label %773, label %783

773:                                              ; preds = %764
  br label %774

774:                                              ; preds = %773
  br label %775

775:                                              ; preds = %774
  br label %776

776:                                              ; preds = %775
  br label %777

777:                                              ; preds = %776
  br label %778

778:                                              ; preds = %777
  br label %779

779:                                              ; preds = %778
  br label %780

780:                                              ; preds = %779
  br label %781

781:                                              ; preds = %780
  %782 = load i64, ptr %32, align 8
  store i64 %782, ptr %4, align 8
  br label %1129

783:                                              ; preds = %764
  br label %784

784:                                              ; preds = %783
  %785 = load i64, ptr %31, align 8
  %786 = load ptr, ptr %11, align 8
  %787 = getelementptr inbounds i8, ptr %786, i64 %785
  store ptr %787, ptr %11, align 8
  br label %992

788:                                              ; preds = %755
  %789 = load ptr, ptr %11, align 8
  %790 = load ptr, ptr %10, align 8
  %791 = icmp eq ptr %789, %790
  br i1 %791, label %792, label %793

792:                                              ; preds = %788
  store i32 0, ptr %16, align 4
  br label %992

793:                                              ; preds = %788
  %794 = load ptr, ptr %5, align 8
  %795 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %794, i32 0, i32 39
  store i32 3, ptr %795, align 4
  br label %796

796:                                              ; preds = %169, %793
  %797 = load ptr, ptr %5, align 8
  %798 = call i64 @ZSTD_nextSrcSizeToDecompress(ptr noundef %797)
  store i64 %798, ptr %33, align 8
  %799 = load i64, ptr %33, align 8
  %800 = load ptr, ptr %5, align 8
  %801 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %800, i32 0, i32 42
  %802 = load i64, ptr %801, align 8
  %803 = sub i64 %799, %802
  store i64 %803, ptr %34, align 8
  %804 = load ptr, ptr %5, align 8
  %805 = call i32 @ZSTD_isSkipFrame(ptr noundef %804)
  store i32 %805, ptr %35, align 4
  %806 = load i32, ptr %35, align 4
  %807 = icmp ne i32 %806, 0
  br i1 %807, label %808, label %826

808:                                              ; preds = %796
  %809 = load i64, ptr %34, align 8
  %810 = load ptr, ptr %10, align 8
  %811 = load ptr, ptr %11, align 8
  %812 = ptrtoint ptr %810 to i64
  %813 = ptrtoint ptr %811 to i64
  %814 = sub i64 %812, %813
  %815 = icmp ult i64 %809, %814
  br i1 %815, label %816, label %818

816:                                              ; preds = %808
  %817 = load i64, ptr %34, align 8
  br label %824

818:                                              ; preds = %808
  %819 = load ptr, ptr %10, align 8
  %820 = load ptr, ptr %11, align 8
  %821 = ptrtoint ptr %819 to i64
  %822 = ptrtoint ptr %820 to i64
  %823 = sub i64 %821, %822
  br label %824

824:                                              ; preds = %818, %816
  %825 = phi i64 [ %817, %816 ], [ %823, %818 ]
  store i64 %825, ptr %36, align 8
  br label %863

826:                                              ; preds = %796
  br label %827

827:                                              ; preds = %826
  %828 = load i64, ptr %34, align 8
  %829 = load ptr, ptr %5, align 8
  %830 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %829, i32 0, i32 41
  %831 = load i64, ptr %830, align 8
  %832 = load ptr, ptr %5, align 8
  %833 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %832, i32 0, i32 42
  %834 = load i64, ptr %833, align 8
  %835 = sub i64 %831, %834
  %836 = icmp ugt i64 %828, %835
  br i1 %836, label %837, label %846

837:                                              ; preds = %827
  br label %838

838:                                              ; preds = %837
  br label %839

839:                                              ; preds = %838
  br label %840

840:                                              ; preds = %839
  br label %841

841:                                              ; preds = %840
  br label %842

842:                                              ; preds = %841
  br label %843

843:                                              ; preds = %842
  br label %844

844:                                              ; preds = %843
  br label %845

845:                                              ; preds = %844
  store i64 -20, ptr %4, align 8
  br label %1129

846:                                              ; preds = %827
  br label %847

847:                                              ; preds = %846
  %848 = load ptr, ptr %5, align 8
  %849 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %848, i32 0, i32 40
  %850 = load ptr, ptr %849, align 8
  %851 = load ptr, ptr %5, align 8
  %852 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %851, i32 0, i32 42
  %853 = load i64, ptr %852, align 8
  %854 = getelementptr inbounds i8, ptr %850, i64 %853
  %855 = load i64, ptr %34, align 8
  %856 = load ptr, ptr %11, align 8
  %857 = load ptr, ptr %10, align 8
  %858 = load ptr, ptr %11, align 8
  %859 = ptrtoint ptr %857 to i64
  %860 = ptrtoint ptr %858 to i64
  %861 = sub i64 %859, %860
  %862 = call i64 @ZSTD_limitCopy(ptr noundef %854, i64 noundef %855, ptr noundef %856, i64 noundef %861)
  store i64 %862, ptr %36, align 8
  br label %863

863:                                              ; preds = %847, %824
  %864 = load i64, ptr %36, align 8
  %865 = icmp ne i64 %864, 0
  br i1 %865, label %866, label %875

866:                                              ; preds = %863
  %867 = load i64, ptr %36, align 8
  %868 = load ptr, ptr %11, align 8
  %869 = getelementptr inbounds i8, ptr %868, i64 %867
  store ptr %869, ptr %11, align 8
  %870 = load i64, ptr %36, align 8
  %871 = load ptr, ptr %5, align 8
  %872 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %871, i32 0, i32 42
  %873 = load i64, ptr %872, align 8
  %874 = add i64 %873, %870
  store i64 %874, ptr %872, align 8
  br label %875

875:                                              ; preds = %866, %863
  %876 = load i64, ptr %36, align 8
  %877 = load i64, ptr %34, align 8
  %878 = icmp ult i64 %876, %877
  br i1 %878, label %879, label %880

879:                                              ; preds = %875
  store i32 0, ptr %16, align 4
  br label %992

880:                                              ; preds = %875
  %881 = load ptr, ptr %5, align 8
  %882 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %881, i32 0, i32 42
  store i64 0, ptr %882, align 8
  br label %883

883:                                              ; preds = %880
  %884 = load ptr, ptr %5, align 8
  %885 = load ptr, ptr %14, align 8
  %886 = load ptr, ptr %5, align 8
  %887 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %886, i32 0, i32 40
  %888 = load ptr, ptr %887, align 8
  %889 = load i64, ptr %33, align 8
  %890 = call i64 @ZSTD_decompressContinueStream(ptr noundef %884, ptr noundef %15, ptr noundef %885, ptr noundef %888, i64 noundef %889)
  store i64 %890, ptr %37, align 8
  %891 = load i64, ptr %37, align 8
  %892 = call i32 @ERR_isError(i64 noundef %891)
  %893 = icmp ne i32 %892, 0
  br i1 %893, label %894, label %904

894:                                              ; preds = %883
  br label %895

895:                                              ; preds = %894
  br label %896

896:                                              ; preds = %895
  br label %897

897:                                              ; preds = %896
  br label %898

898:                                              ; preds = %897
  br label %899

899:                                              ; preds = %898
  br label %900

900:                                              ; preds = %899
  br label %901

901:                                              ; preds = %900
  br label %902

902:                                              ; preds = %901
  %903 = load i64, ptr %37, align 8
  store i64 %903, ptr %4, align 8
  br label %1129

904:                                              ; preds = %883
  br label %905

905:                                              ; preds = %904
  br label %992

906:                                              ; preds = %169
  %907 = load ptr, ptr %5, align 8
  %908 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %907, i32 0, i32 47
  %909 = load i64, ptr %908, align 8
  %910 = load ptr, ptr %5, align 8
  %911 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %910, i32 0, i32 46
  %912 = load i64, ptr %911, align 8
  %913 = sub i64 %909, %912
  store i64 %913, ptr %38, align 8
  %914 = load ptr, ptr %15, align 8
  %915 = load ptr, ptr %14, align 8
  %916 = load ptr, ptr %15, align 8
  %917 = ptrtoint ptr %915 to i64
  %918 = ptrtoint ptr %916 to i64
  %919 = sub i64 %917, %918
  %920 = load ptr, ptr %5, align 8
  %921 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %920, i32 0, i32 44
  %922 = load ptr, ptr %921, align 8
  %923 = load ptr, ptr %5, align 8
  %924 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %923, i32 0, i32 46
  %925 = load i64, ptr %924, align 8
  %926 = getelementptr inbounds i8, ptr %922, i64 %925
  %927 = load i64, ptr %38, align 8
  %928 = call i64 @ZSTD_limitCopy(ptr noundef %914, i64 noundef %919, ptr noundef %926, i64 noundef %927)
  store i64 %928, ptr %39, align 8
  %929 = load ptr, ptr %15, align 8
  %930 = icmp ne ptr %929, null
  br i1 %930, label %931, label %935

931:                                              ; preds = %906
  %932 = load ptr, ptr %15, align 8
  %933 = load i64, ptr %39, align 8
  %934 = getelementptr inbounds i8, ptr %932, i64 %933
  br label %937

935:                                              ; preds = %906
  %936 = load ptr, ptr %15, align 8
  br label %937

937:                                              ; preds = %935, %931
  %938 = phi ptr [ %934, %931 ], [ %936, %935 ]
  store ptr %938, ptr %15, align 8
  %939 = load i64, ptr %39, align 8
  %940 = load ptr, ptr %5, align 8
  %941 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %940, i32 0, i32 46
  %942 = load i64, ptr %941, align 8
  %943 = add i64 %942, %939
  store i64 %943, ptr %941, align 8
  %944 = load i64, ptr %39, align 8
  %945 = load i64, ptr %38, align 8
  %946 = icmp eq i64 %944, %945
  br i1 %946, label %947, label %980

947:                                              ; preds = %937
  %948 = load ptr, ptr %5, align 8
  %949 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %948, i32 0, i32 39
  store i32 2, ptr %949, align 4
  %950 = load ptr, ptr %5, align 8
  %951 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %950, i32 0, i32 45
  %952 = load i64, ptr %951, align 8
  %953 = load ptr, ptr %5, align 8
  %954 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %953, i32 0, i32 11
  %955 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %954, i32 0, i32 0
  %956 = load i64, ptr %955, align 8
  %957 = icmp ult i64 %952, %956
  br i1 %957, label %958, label %979

958:                                              ; preds = %947
  %959 = load ptr, ptr %5, align 8
  %960 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %959, i32 0, i32 46
  %961 = load i64, ptr %960, align 8
  %962 = load ptr, ptr %5, align 8
  %963 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %962, i32 0, i32 11
  %964 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %963, i32 0, i32 2
  %965 = load i32, ptr %964, align 8
  %966 = zext i32 %965 to i64
  %967 = add i64 %961, %966
  %968 = load ptr, ptr %5, align 8
  %969 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %968, i32 0, i32 45
  %970 = load i64, ptr %969, align 8
  %971 = icmp ugt i64 %967, %970
  br i1 %971, label %972, label %979

972:                                              ; preds = %958
  br label %973

973:                                              ; preds = %972
  br label %974

974:                                              ; preds = %973
  %975 = load ptr, ptr %5, align 8
  %976 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %975, i32 0, i32 47
  store i64 0, ptr %976, align 8
  %977 = load ptr, ptr %5, align 8
  %978 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %977, i32 0, i32 46
  store i64 0, ptr %978, align 8
  br label %979

979:                                              ; preds = %974, %958, %947
  br label %992

980:                                              ; preds = %937
  store i32 0, ptr %16, align 4
  br label %992

981:                                              ; preds = %169
  br label %982

982:                                              ; preds = %981
  br label %983

983:                                              ; preds = %982
  br label %984

984:                                              ; preds = %983
  br label %985

985:                                              ; preds = %984
  br label %986

986:                                              ; preds = %985
  br label %987

987:                                              ; preds = %986
  br label %988

988:                                              ; preds = %987
  br label %989

989:                                              ; preds = %988
  br label %990

990:                                              ; preds = %989
  store i64 -1, ptr %4, align 8
  br label %1129

991:                                              ; No predecessors!
  br label %992

992:                                              ; preds = %991, %980, %979, %905, %879, %792, %784, %752, %407, %318
  br label %166, !llvm.loop !13

993:                                              ; preds = %166
  %994 = load ptr, ptr %11, align 8
  %995 = load ptr, ptr %7, align 8
  %996 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %995, i32 0, i32 0
  %997 = load ptr, ptr %996, align 8
  %998 = ptrtoint ptr %994 to i64
  %999 = ptrtoint ptr %997 to i64
  %1000 = sub i64 %998, %999
  %1001 = load ptr, ptr %7, align 8
  %1002 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %1001, i32 0, i32 2
  store i64 %1000, ptr %1002, align 8
  %1003 = load ptr, ptr %15, align 8
  %1004 = load ptr, ptr %6, align 8
  %1005 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %1004, i32 0, i32 0
  %1006 = load ptr, ptr %1005, align 8
  %1007 = ptrtoint ptr %1003 to i64
  %1008 = ptrtoint ptr %1006 to i64
  %1009 = sub i64 %1007, %1008
  %1010 = load ptr, ptr %6, align 8
  %1011 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %1010, i32 0, i32 2
  store i64 %1009, ptr %1011, align 8
  %1012 = load ptr, ptr %5, align 8
  %1013 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1012, i32 0, i32 52
  %1014 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1013, ptr align 8 %1014, i64 24, i1 false)
  %1015 = load ptr, ptr %11, align 8
  %1016 = load ptr, ptr %9, align 8
  %1017 = icmp eq ptr %1015, %1016
  br i1 %1017, label %1018, label %1063

1018:                                             ; preds = %993
  %1019 = load ptr, ptr %15, align 8
  %1020 = load ptr, ptr %13, align 8
  %1021 = icmp eq ptr %1019, %1020
  br i1 %1021, label %1022, label %1063

1022:                                             ; preds = %1018
  %1023 = load ptr, ptr %5, align 8
  %1024 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1023, i32 0, i32 50
  %1025 = load i32, ptr %1024, align 4
  %1026 = add nsw i32 %1025, 1
  store i32 %1026, ptr %1024, align 4
  %1027 = load ptr, ptr %5, align 8
  %1028 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1027, i32 0, i32 50
  %1029 = load i32, ptr %1028, align 4
  %1030 = icmp sge i32 %1029, 16
  br i1 %1030, label %1031, label %1062

1031:                                             ; preds = %1022
  br label %1032

1032:                                             ; preds = %1031
  %1033 = load ptr, ptr %15, align 8
  %1034 = load ptr, ptr %14, align 8
  %1035 = icmp eq ptr %1033, %1034
  br i1 %1035, label %1036, label %1045

1036:                                             ; preds = %1032
  br label %1037

1037:                                             ; preds = %1036
  br label %1038

1038:                                             ; preds = %1037
  br label %1039

1039:                                             ; preds = %1038
  br label %1040

1040:                                             ; preds = %1039
  br label %1041

1041:                                             ; preds = %1040
  br label %1042

1042:                                             ; preds = %1041
  br label %1043

1043:                                             ; preds = %1042
  br label %1044

1044:                                             ; preds = %1043
  store i64 -80, ptr %4, align 8
  br label %1129

1045:                                             ; preds = %1032
  br label %1046

1046:                                             ; preds = %1045
  br label %1047

1047:                                             ; preds = %1046
  %1048 = load ptr, ptr %11, align 8
  %1049 = load ptr, ptr %10, align 8
  %1050 = icmp eq ptr %1048, %1049
  br i1 %1050, label %1051, label %1060

1051:                                             ; preds = %1047
  br label %1052

1052:                                             ; preds = %1051
  br label %1053

1053:                                             ; preds = %1052
  br label %1054

1054:                                             ; preds = %1053
  br label %1055

1055:                                             ; preds = %1054
  br label %1056

1056:                                             ; preds = %1055
  br label %1057

1057:                                             ; preds = %1056
  br label %1058

1058:                                             ; preds = %1057
  br label %1059

1059:                                             ; preds = %1058
  store i64 -82, ptr %4, align 8
  br label %1129

1060:                                             ; preds = %1047
  br label %1061

1061:                                             ; preds = %1060
  br label %1062

1062:                                             ; preds = %1061, %1022
  br label %1066

1063:                                             ; preds = %1018, %993
  %1064 = load ptr, ptr %5, align 8
  %1065 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1064, i32 0, i32 50
  store i32 0, ptr %1065, align 4
  br label %1066

1066:                                             ; preds = %1063, %1062
  %1067 = load ptr, ptr %5, align 8
  %1068 = call i64 @ZSTD_nextSrcSizeToDecompress(ptr noundef %1067)
  store i64 %1068, ptr %40, align 8
  %1069 = load i64, ptr %40, align 8
  %1070 = icmp ne i64 %1069, 0
  br i1 %1070, label %1114, label %1071

1071:                                             ; preds = %1066
  %1072 = load ptr, ptr %5, align 8
  %1073 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1072, i32 0, i32 47
  %1074 = load i64, ptr %1073, align 8
  %1075 = load ptr, ptr %5, align 8
  %1076 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1075, i32 0, i32 46
  %1077 = load i64, ptr %1076, align 8
  %1078 = icmp eq i64 %1074, %1077
  br i1 %1078, label %1079, label %1101

1079:                                             ; preds = %1071
  %1080 = load ptr, ptr %5, align 8
  %1081 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1080, i32 0, i32 49
  %1082 = load i32, ptr %1081, align 8
  %1083 = icmp ne i32 %1082, 0
  br i1 %1083, label %1084, label %1100

1084:                                             ; preds = %1079
  %1085 = load ptr, ptr %7, align 8
  %1086 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %1085, i32 0, i32 2
  %1087 = load i64, ptr %1086, align 8
  %1088 = load ptr, ptr %7, align 8
  %1089 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %1088, i32 0, i32 1
  %1090 = load i64, ptr %1089, align 8
  %1091 = icmp uge i64 %1087, %1090
  br i1 %1091, label %1092, label %1095

1092:                                             ; preds = %1084
  %1093 = load ptr, ptr %5, align 8
  %1094 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1093, i32 0, i32 39
  store i32 2, ptr %1094, align 4
  store i64 1, ptr %4, align 8
  br label %1129

1095:                                             ; preds = %1084
  %1096 = load ptr, ptr %7, align 8
  %1097 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %1096, i32 0, i32 2
  %1098 = load i64, ptr %1097, align 8
  %1099 = add i64 %1098, 1
  store i64 %1099, ptr %1097, align 8
  br label %1100

1100:                                             ; preds = %1095, %1079
  store i64 0, ptr %4, align 8
  br label %1129

1101:                                             ; preds = %1071
  %1102 = load ptr, ptr %5, align 8
  %1103 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1102, i32 0, i32 49
  %1104 = load i32, ptr %1103, align 8
  %1105 = icmp ne i32 %1104, 0
  br i1 %1105, label %1113, label %1106

1106:                                             ; preds = %1101
  %1107 = load ptr, ptr %7, align 8
  %1108 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %1107, i32 0, i32 2
  %1109 = load i64, ptr %1108, align 8
  %1110 = add i64 %1109, -1
  store i64 %1110, ptr %1108, align 8
  %1111 = load ptr, ptr %5, align 8
  %1112 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1111, i32 0, i32 49
  store i32 1, ptr %1112, align 8
  br label %1113

1113:                                             ; preds = %1106, %1101
  store i64 1, ptr %4, align 8
  br label %1129

1114:                                             ; preds = %1066
  %1115 = load ptr, ptr %5, align 8
  %1116 = call i32 @ZSTD_nextInputType(ptr noundef %1115)
  %1117 = icmp eq i32 %1116, 2
  %1118 = zext i1 %1117 to i32
  %1119 = sext i32 %1118 to i64
  %1120 = mul i64 3, %1119
  %1121 = load i64, ptr %40, align 8
  %1122 = add i64 %1121, %1120
  store i64 %1122, ptr %40, align 8
  %1123 = load ptr, ptr %5, align 8
  %1124 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1123, i32 0, i32 42
  %1125 = load i64, ptr %1124, align 8
  %1126 = load i64, ptr %40, align 8
  %1127 = sub i64 %1126, %1125
  store i64 %1127, ptr %40, align 8
  %1128 = load i64, ptr %40, align 8
  store i64 %1128, ptr %4, align 8
  br label %1129

1129:                                             ; preds = %1114, %1113, %1100, %1092, %1059, %1044, %990, %902, %845, %781, %716, %684, %563, %519, %472, %451, %391, %311, %288, %221, %162, %142, %123
  %1130 = load i64, ptr %4, align 8
  ret i64 %1130
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_checkOutBuffer(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.ZSTD_outBuffer_s, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %7, i32 0, i32 52
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %8, i64 24, i1 false)
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %9, i32 0, i32 51
  %11 = load i32, ptr %10, align 8
  %12 = icmp ne i32 %11, 1
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  store i64 0, ptr %3, align 8
  br label %52

14:                                               ; preds = %2
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %15, i32 0, i32 39
  %17 = load i32, ptr %16, align 4
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %14
  store i64 0, ptr %3, align 8
  br label %52

20:                                               ; preds = %14
  %21 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %6, i32 0, i32 0
  %22 = load ptr, ptr %21, align 8
  %23 = load ptr, ptr %5, align 8
  %24 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %23, i32 0, i32 0
  %25 = load ptr, ptr %24, align 8
  %26 = icmp eq ptr %22, %25
  br i1 %26, label %27, label %42

27:                                               ; preds = %20
  %28 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %6, i32 0, i32 2
  %29 = load i64, ptr %28, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %30, i32 0, i32 2
  %32 = load i64, ptr %31, align 8
  %33 = icmp eq i64 %29, %32
  br i1 %33, label %34, label %42

34:                                               ; preds = %27
  %35 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %6, i32 0, i32 1
  %36 = load i64, ptr %35, align 8
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %37, i32 0, i32 1
  %39 = load i64, ptr %38, align 8
  %40 = icmp eq i64 %36, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %34
  store i64 0, ptr %3, align 8
  br label %52

42:                                               ; preds = %34, %27, %20
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
  br label %51

51:                                               ; preds = %50
  store i64 -104, ptr %3, align 8
  br label %52

52:                                               ; preds = %13, %19, %41, %51
  %53 = load i64, ptr %3, align 8
  ret i64 %53
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_DCtx_selectFrameDDict(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  br label %4

4:                                                ; preds = %1
  br label %5

5:                                                ; preds = %4
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %6, i32 0, i32 31
  %8 = load ptr, ptr %7, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %37

10:                                               ; preds = %5
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %11, i32 0, i32 35
  %13 = load ptr, ptr %12, align 8
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %14, i32 0, i32 11
  %16 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %15, i32 0, i32 5
  %17 = load i32, ptr %16, align 4
  %18 = call ptr @ZSTD_DDictHashSet_getDDict(ptr noundef %13, i32 noundef %17)
  store ptr %18, ptr %3, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = icmp ne ptr %19, null
  br i1 %20, label %21, label %36

21:                                               ; preds = %10
  br label %22

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  %24 = load ptr, ptr %2, align 8
  call void @ZSTD_clearDict(ptr noundef %24)
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %25, i32 0, i32 11
  %27 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %26, i32 0, i32 5
  %28 = load i32, ptr %27, align 4
  %29 = load ptr, ptr %2, align 8
  %30 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %29, i32 0, i32 32
  store i32 %28, ptr %30, align 8
  %31 = load ptr, ptr %3, align 8
  %32 = load ptr, ptr %2, align 8
  %33 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %32, i32 0, i32 31
  store ptr %31, ptr %33, align 8
  %34 = load ptr, ptr %2, align 8
  %35 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %34, i32 0, i32 34
  store i32 -1, ptr %35, align 8
  br label %36

36:                                               ; preds = %23, %10
  br label %37

37:                                               ; preds = %36, %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_DCtx_updateOversizedDuration(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = call i32 @ZSTD_DCtx_isOverflow(ptr noundef %7, i64 noundef %8, i64 noundef %9)
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %13, i32 0, i32 58
  %15 = load i64, ptr %14, align 8
  %16 = add i64 %15, 1
  store i64 %16, ptr %14, align 8
  br label %20

17:                                               ; preds = %3
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %18, i32 0, i32 58
  store i64 0, ptr %19, align 8
  br label %20

20:                                               ; preds = %17, %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_DCtx_isOversizedTooLong(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3, i32 0, i32 58
  %5 = load i64, ptr %4, align 8
  %6 = icmp uge i64 %5, 128
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_customMalloc(i64 noundef %0, ptr noundef byval(%struct.ZSTD_customMem) align 8 %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %5 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %15

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 2
  %12 = load ptr, ptr %11, align 8
  %13 = load i64, ptr %4, align 8
  %14 = call ptr %10(ptr noundef %12, i64 noundef %13)
  store ptr %14, ptr %3, align 8
  br label %18

15:                                               ; preds = %2
  %16 = load i64, ptr %4, align 8
  %17 = call noalias ptr @malloc(i64 noundef %16) #12
  store ptr %17, ptr %3, align 8
  br label %18

18:                                               ; preds = %15, %8
  %19 = load ptr, ptr %3, align 8
  ret ptr %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decompressContinueStream(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  %19 = load ptr, ptr %7, align 8
  %20 = call i32 @ZSTD_isSkipFrame(ptr noundef %19)
  store i32 %20, ptr %12, align 4
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %21, i32 0, i32 51
  %23 = load i32, ptr %22, align 8
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %87

25:                                               ; preds = %5
  %26 = load i32, ptr %12, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %25
  br label %37

29:                                               ; preds = %25
  %30 = load ptr, ptr %7, align 8
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %30, i32 0, i32 45
  %32 = load i64, ptr %31, align 8
  %33 = load ptr, ptr %7, align 8
  %34 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %33, i32 0, i32 46
  %35 = load i64, ptr %34, align 8
  %36 = sub i64 %32, %35
  br label %37

37:                                               ; preds = %29, %28
  %38 = phi i64 [ 0, %28 ], [ %36, %29 ]
  store i64 %38, ptr %13, align 8
  %39 = load ptr, ptr %7, align 8
  %40 = load ptr, ptr %7, align 8
  %41 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %40, i32 0, i32 44
  %42 = load ptr, ptr %41, align 8
  %43 = load ptr, ptr %7, align 8
  %44 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %43, i32 0, i32 46
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr inbounds i8, ptr %42, i64 %45
  %47 = load i64, ptr %13, align 8
  %48 = load ptr, ptr %10, align 8
  %49 = load i64, ptr %11, align 8
  %50 = call i64 @ZSTD_decompressContinue(ptr noundef %39, ptr noundef %46, i64 noundef %47, ptr noundef %48, i64 noundef %49)
  store i64 %50, ptr %14, align 8
  br label %51

51:                                               ; preds = %37
  %52 = load i64, ptr %14, align 8
  store i64 %52, ptr %15, align 8
  %53 = load i64, ptr %15, align 8
  %54 = call i32 @ERR_isError(i64 noundef %53)
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %66

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
  %65 = load i64, ptr %15, align 8
  store i64 %65, ptr %6, align 8
  br label %131

66:                                               ; preds = %51
  br label %67

67:                                               ; preds = %66
  %68 = load i64, ptr %14, align 8
  %69 = icmp ne i64 %68, 0
  br i1 %69, label %76, label %70

70:                                               ; preds = %67
  %71 = load i32, ptr %12, align 4
  %72 = icmp ne i32 %71, 0
  br i1 %72, label %76, label %73

73:                                               ; preds = %70
  %74 = load ptr, ptr %7, align 8
  %75 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %74, i32 0, i32 39
  store i32 2, ptr %75, align 4
  br label %86

76:                                               ; preds = %70, %67
  %77 = load ptr, ptr %7, align 8
  %78 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %77, i32 0, i32 46
  %79 = load i64, ptr %78, align 8
  %80 = load i64, ptr %14, align 8
  %81 = add i64 %79, %80
  %82 = load ptr, ptr %7, align 8
  %83 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %82, i32 0, i32 47
  store i64 %81, ptr %83, align 8
  %84 = load ptr, ptr %7, align 8
  %85 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %84, i32 0, i32 39
  store i32 4, ptr %85, align 4
  br label %86

86:                                               ; preds = %76, %73
  br label %130

87:                                               ; preds = %5
  %88 = load i32, ptr %12, align 4
  %89 = icmp ne i32 %88, 0
  br i1 %89, label %90, label %91

90:                                               ; preds = %87
  br label %98

91:                                               ; preds = %87
  %92 = load ptr, ptr %9, align 8
  %93 = load ptr, ptr %8, align 8
  %94 = load ptr, ptr %93, align 8
  %95 = ptrtoint ptr %92 to i64
  %96 = ptrtoint ptr %94 to i64
  %97 = sub i64 %95, %96
  br label %98

98:                                               ; preds = %91, %90
  %99 = phi i64 [ 0, %90 ], [ %97, %91 ]
  store i64 %99, ptr %16, align 8
  %100 = load ptr, ptr %7, align 8
  %101 = load ptr, ptr %8, align 8
  %102 = load ptr, ptr %101, align 8
  %103 = load i64, ptr %16, align 8
  %104 = load ptr, ptr %10, align 8
  %105 = load i64, ptr %11, align 8
  %106 = call i64 @ZSTD_decompressContinue(ptr noundef %100, ptr noundef %102, i64 noundef %103, ptr noundef %104, i64 noundef %105)
  store i64 %106, ptr %17, align 8
  br label %107

107:                                              ; preds = %98
  %108 = load i64, ptr %17, align 8
  store i64 %108, ptr %18, align 8
  %109 = load i64, ptr %18, align 8
  %110 = call i32 @ERR_isError(i64 noundef %109)
  %111 = icmp ne i32 %110, 0
  br i1 %111, label %112, label %122

112:                                              ; preds = %107
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
  %121 = load i64, ptr %18, align 8
  store i64 %121, ptr %6, align 8
  br label %131

122:                                              ; preds = %107
  br label %123

123:                                              ; preds = %122
  %124 = load i64, ptr %17, align 8
  %125 = load ptr, ptr %8, align 8
  %126 = load ptr, ptr %125, align 8
  %127 = getelementptr inbounds i8, ptr %126, i64 %124
  store ptr %127, ptr %125, align 8
  %128 = load ptr, ptr %7, align 8
  %129 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %128, i32 0, i32 39
  store i32 2, ptr %129, align 4
  br label %130

130:                                              ; preds = %123, %86
  store i64 0, ptr %6, align 8
  br label %131

131:                                              ; preds = %130, %120, %64
  %132 = load i64, ptr %6, align 8
  ret i64 %132
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_isSkipFrame(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3, i32 0, i32 15
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 7
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_limitCopy(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %10 = load i64, ptr %6, align 8
  %11 = load i64, ptr %8, align 8
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %13, label %15

13:                                               ; preds = %4
  %14 = load i64, ptr %6, align 8
  br label %17

15:                                               ; preds = %4
  %16 = load i64, ptr %8, align 8
  br label %17

17:                                               ; preds = %15, %13
  %18 = phi i64 [ %14, %13 ], [ %16, %15 ]
  store i64 %18, ptr %9, align 8
  %19 = load i64, ptr %9, align 8
  %20 = icmp ugt i64 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = load ptr, ptr %5, align 8
  %23 = load ptr, ptr %7, align 8
  %24 = load i64, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %22, ptr align 1 %23, i64 %24, i1 false)
  br label %25

25:                                               ; preds = %21, %17
  %26 = load i64, ptr %9, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_decompressStream_simpleArgs(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, i64 noundef %5, ptr noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca %struct.ZSTD_outBuffer_s, align 8
  %16 = alloca %struct.ZSTD_inBuffer_s, align 8
  %17 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store i64 %5, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  %18 = load ptr, ptr %9, align 8
  %19 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %15, i32 0, i32 0
  store ptr %18, ptr %19, align 8
  %20 = load i64, ptr %10, align 8
  %21 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %15, i32 0, i32 1
  store i64 %20, ptr %21, align 8
  %22 = load ptr, ptr %11, align 8
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %15, i32 0, i32 2
  store i64 %23, ptr %24, align 8
  %25 = load ptr, ptr %12, align 8
  %26 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %16, i32 0, i32 0
  store ptr %25, ptr %26, align 8
  %27 = load i64, ptr %13, align 8
  %28 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %16, i32 0, i32 1
  store i64 %27, ptr %28, align 8
  %29 = load ptr, ptr %14, align 8
  %30 = load i64, ptr %29, align 8
  %31 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %16, i32 0, i32 2
  store i64 %30, ptr %31, align 8
  %32 = load ptr, ptr %8, align 8
  %33 = call i64 @ZSTD_decompressStream(ptr noundef %32, ptr noundef %15, ptr noundef %16)
  store i64 %33, ptr %17, align 8
  %34 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %15, i32 0, i32 2
  %35 = load i64, ptr %34, align 8
  %36 = load ptr, ptr %11, align 8
  store i64 %35, ptr %36, align 8
  %37 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %16, i32 0, i32 2
  %38 = load i64, ptr %37, align 8
  %39 = load ptr, ptr %14, align 8
  store i64 %38, ptr %39, align 8
  %40 = load i64, ptr %17, align 8
  ret i64 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_cpuSupportsBmi2() #0 {
  %1 = alloca %struct.ZSTD_cpuid_t, align 4
  %2 = call { i64, i64 } @ZSTD_cpuid()
  %3 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 0
  %4 = extractvalue { i64, i64 } %2, 0
  store i64 %4, ptr %3, align 4
  %5 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 1
  %6 = extractvalue { i64, i64 } %2, 1
  store i64 %6, ptr %5, align 4
  %7 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 0
  %8 = load i64, ptr %7, align 4
  %9 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 1
  %10 = load i64, ptr %9, align 4
  %11 = call i32 @ZSTD_cpuid_bmi1(i64 %8, i64 %10)
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %0
  %14 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 0
  %15 = load i64, ptr %14, align 4
  %16 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 1
  %17 = load i64, ptr %16, align 4
  %18 = call i32 @ZSTD_cpuid_bmi2(i64 %15, i64 %17)
  %19 = icmp ne i32 %18, 0
  br label %20

20:                                               ; preds = %13, %0
  %21 = phi i1 [ false, %0 ], [ %19, %13 ]
  %22 = zext i1 %21 to i32
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @ZSTD_cpuid() #0 {
  %1 = alloca %struct.ZSTD_cpuid_t, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %9 = call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #13, !srcloc !14
  store i32 %9, ptr %6, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp uge i32 %10, 1
  br i1 %11, label %12, label %17

12:                                               ; preds = %0
  %13 = call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #13, !srcloc !15
  %14 = extractvalue { i32, i32, i32 } %13, 0
  %15 = extractvalue { i32, i32, i32 } %13, 1
  %16 = extractvalue { i32, i32, i32 } %13, 2
  store i32 %14, ptr %7, align 4
  store i32 %15, ptr %2, align 4
  store i32 %16, ptr %3, align 4
  br label %17

17:                                               ; preds = %12, %0
  %18 = load i32, ptr %6, align 4
  %19 = icmp uge i32 %18, 7
  br i1 %19, label %20, label %25

20:                                               ; preds = %17
  %21 = call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #13, !srcloc !16
  %22 = extractvalue { i32, i32, i32 } %21, 0
  %23 = extractvalue { i32, i32, i32 } %21, 1
  %24 = extractvalue { i32, i32, i32 } %21, 2
  store i32 %22, ptr %8, align 4
  store i32 %23, ptr %4, align 4
  store i32 %24, ptr %5, align 4
  br label %25

25:                                               ; preds = %20, %17
  %26 = load i32, ptr %2, align 4
  %27 = getelementptr inbounds %struct.ZSTD_cpuid_t, ptr %1, i32 0, i32 0
  store i32 %26, ptr %27, align 4
  %28 = load i32, ptr %3, align 4
  %29 = getelementptr inbounds %struct.ZSTD_cpuid_t, ptr %1, i32 0, i32 1
  store i32 %28, ptr %29, align 4
  %30 = load i32, ptr %4, align 4
  %31 = getelementptr inbounds %struct.ZSTD_cpuid_t, ptr %1, i32 0, i32 2
  store i32 %30, ptr %31, align 4
  %32 = load i32, ptr %5, align 4
  %33 = getelementptr inbounds %struct.ZSTD_cpuid_t, ptr %1, i32 0, i32 3
  store i32 %32, ptr %33, align 4
  %34 = load { i64, i64 }, ptr %1, align 4
  ret { i64, i64 } %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_cpuid_bmi1(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.ZSTD_cpuid_t, align 4
  %4 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 4
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.ZSTD_cpuid_t, ptr %3, i32 0, i32 2
  %7 = load i32, ptr %6, align 4
  %8 = and i32 %7, 8
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i32
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_cpuid_bmi2(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.ZSTD_cpuid_t, align 4
  %4 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 4
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.ZSTD_cpuid_t, ptr %3, i32 0, i32 2
  %7 = load i32, ptr %6, align 4
  %8 = and i32 %7, 256
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i32
  ret i32 %10
}

declare i64 @ZSTD_freeDDict(ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

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
declare i32 @llvm.bswap.i32(i32) #6

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
define internal zeroext i16 @MEM_read16(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i16, ptr %3, align 1
  ret i16 %4
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
declare i64 @llvm.bswap.i64(i64) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_errorFrameSizeInfo(ptr dead_on_unwind noalias writable sret(%struct.ZSTD_frameSizeInfo) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  store i64 %1, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds %struct.ZSTD_frameSizeInfo, ptr %0, i32 0, i32 1
  store i64 %4, ptr %5, align 8
  %6 = getelementptr inbounds %struct.ZSTD_frameSizeInfo, ptr %0, i32 0, i32 2
  store i64 -2, ptr %6, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_decompressFrame(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i64, align 8
  %22 = alloca %struct.blockProperties_t, align 4
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  %27 = load ptr, ptr %10, align 8
  %28 = load ptr, ptr %27, align 8
  store ptr %28, ptr %12, align 8
  %29 = load ptr, ptr %12, align 8
  store ptr %29, ptr %13, align 8
  %30 = load ptr, ptr %8, align 8
  store ptr %30, ptr %14, align 8
  %31 = load i64, ptr %9, align 8
  %32 = icmp ne i64 %31, 0
  br i1 %32, label %33, label %37

33:                                               ; preds = %5
  %34 = load ptr, ptr %14, align 8
  %35 = load i64, ptr %9, align 8
  %36 = getelementptr inbounds i8, ptr %34, i64 %35
  br label %39

37:                                               ; preds = %5
  %38 = load ptr, ptr %14, align 8
  br label %39

39:                                               ; preds = %37, %33
  %40 = phi ptr [ %36, %33 ], [ %38, %37 ]
  store ptr %40, ptr %15, align 8
  %41 = load ptr, ptr %14, align 8
  store ptr %41, ptr %16, align 8
  %42 = load ptr, ptr %11, align 8
  %43 = load i64, ptr %42, align 8
  store i64 %43, ptr %17, align 8
  br label %44

44:                                               ; preds = %39
  br label %45

45:                                               ; preds = %44
  br label %46

46:                                               ; preds = %45
  %47 = load i64, ptr %17, align 8
  %48 = load ptr, ptr %7, align 8
  %49 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %48, i32 0, i32 20
  %50 = load i32, ptr %49, align 8
  %51 = icmp eq i32 %50, 0
  %52 = zext i1 %51 to i64
  %53 = select i1 %51, i32 6, i32 2
  %54 = sext i32 %53 to i64
  %55 = add i64 %54, 3
  %56 = icmp ult i64 %47, %55
  br i1 %56, label %57, label %66

57:                                               ; preds = %46
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
  br label %65

65:                                               ; preds = %64
  store i64 -72, ptr %6, align 8
  br label %403

66:                                               ; preds = %46
  br label %67

67:                                               ; preds = %66
  %68 = load ptr, ptr %13, align 8
  %69 = load ptr, ptr %7, align 8
  %70 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %69, i32 0, i32 20
  %71 = load i32, ptr %70, align 8
  %72 = icmp eq i32 %71, 0
  %73 = zext i1 %72 to i64
  %74 = select i1 %72, i32 5, i32 1
  %75 = sext i32 %74 to i64
  %76 = load ptr, ptr %7, align 8
  %77 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %76, i32 0, i32 20
  %78 = load i32, ptr %77, align 8
  %79 = call i64 @ZSTD_frameHeaderSize_internal(ptr noundef %68, i64 noundef %75, i32 noundef %78)
  store i64 %79, ptr %18, align 8
  %80 = load i64, ptr %18, align 8
  %81 = call i32 @ERR_isError(i64 noundef %80)
  %82 = icmp ne i32 %81, 0
  br i1 %82, label %83, label %85

83:                                               ; preds = %67
  %84 = load i64, ptr %18, align 8
  store i64 %84, ptr %6, align 8
  br label %403

85:                                               ; preds = %67
  br label %86

86:                                               ; preds = %85
  %87 = load i64, ptr %17, align 8
  %88 = load i64, ptr %18, align 8
  %89 = add i64 %88, 3
  %90 = icmp ult i64 %87, %89
  br i1 %90, label %91, label %100

91:                                               ; preds = %86
  br label %92

92:                                               ; preds = %91
  br label %93

93:                                               ; preds = %92
  br label %94

94:                                               ; preds = %93
  br label %95

95:                                               ; preds = %94
  br label %96

96:                                               ; preds = %95
  br label %97

97:                                               ; preds = %96
  br label %98

98:                                               ; preds = %97
  br label %99

99:                                               ; preds = %98
  store i64 -72, ptr %6, align 8
  br label %403

100:                                              ; preds = %86
  br label %101

101:                                              ; preds = %100
  br label %102

102:                                              ; preds = %101
  %103 = load ptr, ptr %7, align 8
  %104 = load ptr, ptr %13, align 8
  %105 = load i64, ptr %18, align 8
  %106 = call i64 @ZSTD_decodeFrameHeader(ptr noundef %103, ptr noundef %104, i64 noundef %105)
  store i64 %106, ptr %19, align 8
  %107 = load i64, ptr %19, align 8
  %108 = call i32 @ERR_isError(i64 noundef %107)
  %109 = icmp ne i32 %108, 0
  br i1 %109, label %110, label %120

110:                                              ; preds = %102
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
  br label %117

117:                                              ; preds = %116
  br label %118

118:                                              ; preds = %117
  %119 = load i64, ptr %19, align 8
  store i64 %119, ptr %6, align 8
  br label %403

120:                                              ; preds = %102
  br label %121

121:                                              ; preds = %120
  %122 = load i64, ptr %18, align 8
  %123 = load ptr, ptr %13, align 8
  %124 = getelementptr inbounds i8, ptr %123, i64 %122
  store ptr %124, ptr %13, align 8
  %125 = load i64, ptr %18, align 8
  %126 = load i64, ptr %17, align 8
  %127 = sub i64 %126, %125
  store i64 %127, ptr %17, align 8
  %128 = load ptr, ptr %7, align 8
  %129 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %128, i32 0, i32 38
  %130 = load i32, ptr %129, align 8
  %131 = icmp ne i32 %130, 0
  br i1 %131, label %132, label %155

132:                                              ; preds = %121
  %133 = load ptr, ptr %7, align 8
  %134 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %133, i32 0, i32 11
  %135 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %134, i32 0, i32 2
  %136 = load i32, ptr %135, align 8
  %137 = load ptr, ptr %7, align 8
  %138 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %137, i32 0, i32 38
  %139 = load i32, ptr %138, align 8
  %140 = icmp ult i32 %136, %139
  br i1 %140, label %141, label %146

141:                                              ; preds = %132
  %142 = load ptr, ptr %7, align 8
  %143 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %142, i32 0, i32 11
  %144 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %143, i32 0, i32 2
  %145 = load i32, ptr %144, align 8
  br label %150

146:                                              ; preds = %132
  %147 = load ptr, ptr %7, align 8
  %148 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %147, i32 0, i32 38
  %149 = load i32, ptr %148, align 8
  br label %150

150:                                              ; preds = %146, %141
  %151 = phi i32 [ %145, %141 ], [ %149, %146 ]
  %152 = load ptr, ptr %7, align 8
  %153 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %152, i32 0, i32 11
  %154 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %153, i32 0, i32 2
  store i32 %151, ptr %154, align 8
  br label %155

155:                                              ; preds = %150, %121
  br label %156

156:                                              ; preds = %155, %298
  %157 = load ptr, ptr %15, align 8
  store ptr %157, ptr %20, align 8
  %158 = load ptr, ptr %13, align 8
  %159 = load i64, ptr %17, align 8
  %160 = call i64 @ZSTD_getcBlockSize(ptr noundef %158, i64 noundef %159, ptr noundef %22)
  store i64 %160, ptr %23, align 8
  %161 = load i64, ptr %23, align 8
  %162 = call i32 @ERR_isError(i64 noundef %161)
  %163 = icmp ne i32 %162, 0
  br i1 %163, label %164, label %166

164:                                              ; preds = %156
  %165 = load i64, ptr %23, align 8
  store i64 %165, ptr %6, align 8
  br label %403

166:                                              ; preds = %156
  %167 = load ptr, ptr %13, align 8
  %168 = getelementptr inbounds i8, ptr %167, i64 3
  store ptr %168, ptr %13, align 8
  %169 = load i64, ptr %17, align 8
  %170 = sub i64 %169, 3
  store i64 %170, ptr %17, align 8
  br label %171

171:                                              ; preds = %166
  %172 = load i64, ptr %23, align 8
  %173 = load i64, ptr %17, align 8
  %174 = icmp ugt i64 %172, %173
  br i1 %174, label %175, label %184

175:                                              ; preds = %171
  br label %176

176:                                              ; preds = %175
  br label %177

177:                                              ; preds = %176
  br label %178

178:                                              ; preds = %177
  br label %179

179:                                              ; preds = %178
  br label %180

180:                                              ; preds = %179
  br label %181

181:                                              ; preds = %180
  br label %182

182:                                              ; preds = %181
  br label %183

183:                                              ; preds = %182
  store i64 -72, ptr %6, align 8
  br label %403

184:                                              ; preds = %171
  br label %185

185:                                              ; preds = %184
  %186 = load ptr, ptr %13, align 8
  %187 = load ptr, ptr %16, align 8
  %188 = icmp uge ptr %186, %187
  br i1 %188, label %189, label %201

189:                                              ; preds = %185
  %190 = load ptr, ptr %13, align 8
  %191 = load ptr, ptr %20, align 8
  %192 = icmp ult ptr %190, %191
  br i1 %192, label %193, label %201

193:                                              ; preds = %189
  %194 = load ptr, ptr %16, align 8
  %195 = load ptr, ptr %13, align 8
  %196 = load ptr, ptr %16, align 8
  %197 = ptrtoint ptr %195 to i64
  %198 = ptrtoint ptr %196 to i64
  %199 = sub i64 %197, %198
  %200 = getelementptr inbounds i8, ptr %194, i64 %199
  store ptr %200, ptr %20, align 8
  br label %201

201:                                              ; preds = %193, %189, %185
  %202 = getelementptr inbounds %struct.blockProperties_t, ptr %22, i32 0, i32 0
  %203 = load i32, ptr %202, align 4
  switch i32 %203, label %239 [
    i32 2, label %204
    i32 0, label %215
    i32 1, label %225
    i32 3, label %238
  ]

204:                                              ; preds = %201
  %205 = load ptr, ptr %7, align 8
  %206 = load ptr, ptr %16, align 8
  %207 = load ptr, ptr %20, align 8
  %208 = load ptr, ptr %16, align 8
  %209 = ptrtoint ptr %207 to i64
  %210 = ptrtoint ptr %208 to i64
  %211 = sub i64 %209, %210
  %212 = load ptr, ptr %13, align 8
  %213 = load i64, ptr %23, align 8
  %214 = call i64 @ZSTD_decompressBlock_internal(ptr noundef %205, ptr noundef %206, i64 noundef %211, ptr noundef %212, i64 noundef %213, i32 noundef 0)
  store i64 %214, ptr %21, align 8
  br label %250

215:                                              ; preds = %201
  %216 = load ptr, ptr %16, align 8
  %217 = load ptr, ptr %15, align 8
  %218 = load ptr, ptr %16, align 8
  %219 = ptrtoint ptr %217 to i64
  %220 = ptrtoint ptr %218 to i64
  %221 = sub i64 %219, %220
  %222 = load ptr, ptr %13, align 8
  %223 = load i64, ptr %23, align 8
  %224 = call i64 @ZSTD_copyRawBlock(ptr noundef %216, i64 noundef %221, ptr noundef %222, i64 noundef %223)
  store i64 %224, ptr %21, align 8
  br label %250

225:                                              ; preds = %201
  %226 = load ptr, ptr %16, align 8
  %227 = load ptr, ptr %20, align 8
  %228 = load ptr, ptr %16, align 8
  %229 = ptrtoint ptr %227 to i64
  %230 = ptrtoint ptr %228 to i64
  %231 = sub i64 %229, %230
  %232 = load ptr, ptr %13, align 8
  %233 = load i8, ptr %232, align 1
  %234 = getelementptr inbounds %struct.blockProperties_t, ptr %22, i32 0, i32 2
  %235 = load i32, ptr %234, align 4
  %236 = zext i32 %235 to i64
  %237 = call i64 @ZSTD_setRleBlock(ptr noundef %226, i64 noundef %231, i8 noundef zeroext %233, i64 noundef %236)
  store i64 %237, ptr %21, align 8
  br label %250

238:                                              ; preds = %201
  br label %239

239:                                              ; preds = %201, %238
  br label %240

240:                                              ; preds = %239
  br label %241

241:                                              ; preds = %240
  br label %242

242:                                              ; preds = %241
  br label %243

243:                                              ; preds = %242
  br label %244

244:                                              ; preds = %243
  br label %245

245:                                              ; preds = %244
  br label %246

246:                                              ; preds = %245
  br label %247

247:                                              ; preds = %246
  br label %248

248:                                              ; preds = %247
  store i64 -20, ptr %6, align 8
  br label %403

249:                                              ; No predecessors!
  br label %250

250:                                              ; preds = %249, %225, %215, %204
  br label %251

251:                                              ; preds = %250
  %252 = load i64, ptr %21, align 8
  store i64 %252, ptr %24, align 8
  %253 = load i64, ptr %24, align 8
  %254 = call i32 @ERR_isError(i64 noundef %253)
  %255 = icmp ne i32 %254, 0
  br i1 %255, label %256, label %266

256:                                              ; preds = %251
  br label %257

257:                                              ; preds = %256
  br label %258

258:                                              ; preds = %257
  br label %259

259:                                              ; preds = %258
  br label %260

260:                                              ; preds = %259
  br label %261

261:                                              ; preds = %260
  br label %262

262:                                              ; preds = %261
  br label %263

263:                                              ; preds = %262
  br label %264

264:                                              ; preds = %263
  %265 = load i64, ptr %24, align 8
  store i64 %265, ptr %6, align 8
  br label %403

266:                                              ; preds = %251
  br label %267

267:                                              ; preds = %266
  br label %268

268:                                              ; preds = %267
  br label %269

269:                                              ; preds = %268
  %270 = load ptr, ptr %7, align 8
  %271 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %270, i32 0, i32 22
  %272 = load i32, ptr %271, align 8
  %273 = icmp ne i32 %272, 0
  br i1 %273, label %274, label %280

274:                                              ; preds = %269
  %275 = load ptr, ptr %7, align 8
  %276 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %275, i32 0, i32 18
  %277 = load ptr, ptr %16, align 8
  %278 = load i64, ptr %21, align 8
  %279 = call i32 @XXH_INLINE_XXH64_update(ptr nocapture noundef %276, ptr nocapture noundef %277, i64 noundef %278)
  br label %280

280:                                              ; preds = %274, %269
  %281 = load i64, ptr %21, align 8
  %282 = icmp ne i64 %281, 0
  br i1 %282, label %283, label %287

283:                                              ; preds = %280
  %284 = load i64, ptr %21, align 8
  %285 = load ptr, ptr %16, align 8
  %286 = getelementptr inbounds i8, ptr %285, i64 %284
  store ptr %286, ptr %16, align 8
  br label %287

287:                                              ; preds = %283, %280
  %288 = load i64, ptr %23, align 8
  %289 = load ptr, ptr %13, align 8
  %290 = getelementptr inbounds i8, ptr %289, i64 %288
  store ptr %290, ptr %13, align 8
  %291 = load i64, ptr %23, align 8
  %292 = load i64, ptr %17, align 8
  %293 = sub i64 %292, %291
  store i64 %293, ptr %17, align 8
  %294 = getelementptr inbounds %struct.blockProperties_t, ptr %22, i32 0, i32 1
  %295 = load i32, ptr %294, align 4
  %296 = icmp ne i32 %295, 0
  br i1 %296, label %297, label %298

297:                                              ; preds = %287
  br label %299

298:                                              ; preds = %287
  br label %156

299:                                              ; preds = %297
  %300 = load ptr, ptr %7, align 8
  %301 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %300, i32 0, i32 11
  %302 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %301, i32 0, i32 0
  %303 = load i64, ptr %302, align 8
  %304 = icmp ne i64 %303, -1
  br i1 %304, label %305, label %328

305:                                              ; preds = %299
  br label %306

306:                                              ; preds = %305
  %307 = load ptr, ptr %16, align 8
  %308 = load ptr, ptr %14, align 8
  %309 = ptrtoint ptr %307 to i64
  %310 = ptrtoint ptr %308 to i64
  %311 = sub i64 %309, %310
  %312 = load ptr, ptr %7, align 8
  %313 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %312, i32 0, i32 11
  %314 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %313, i32 0, i32 0
  %315 = load i64, ptr %314, align 8
  %316 = icmp ne i64 %311, %315
  br i1 %316, label %317, label %326

317:                                              ; preds = %306
  br label %318

318:                                              ; preds = %317
  br label %319

319:                                              ; preds = %318
  br label %320

320:                                              ; preds = %319
  br label %321

321:                                              ; preds = %320
  br label %322

322:                                              ; preds = %321
  br label %323

323:                                              ; preds = %322
  br label %324

324:                                              ; preds = %323
  br label %325

325:                                              ; preds = %324
  store i64 -20, ptr %6, align 8
  br label %403

326:                                              ; preds = %306
  br label %327

327:                                              ; preds = %326
  br label %328

328:                                              ; preds = %327, %299
  %329 = load ptr, ptr %7, align 8
  %330 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %329, i32 0, i32 11
  %331 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %330, i32 0, i32 6
  %332 = load i32, ptr %331, align 8
  %333 = icmp ne i32 %332, 0
  br i1 %333, label %334, label %380

334:                                              ; preds = %328
  br label %335

335:                                              ; preds = %334
  %336 = load i64, ptr %17, align 8
  %337 = icmp ult i64 %336, 4
  br i1 %337, label %338, label %347

338:                                              ; preds = %335
  br label %339

339:                                              ; preds = %338
  br label %340

340:                                              ; preds = %339
  br label %341

341:                                              ; preds = %340
  br label %342

342:                                              ; preds = %341
  br label %343

343:                                              ; preds = %342
  br label %344

344:                                              ; preds = %343
  br label %345

345:                                              ; preds = %344
  br label %346

346:                                              ; preds = %345
  store i64 -22, ptr %6, align 8
  br label %403

347:                                              ; preds = %335
  br label %348

348:                                              ; preds = %347
  %349 = load ptr, ptr %7, align 8
  %350 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %349, i32 0, i32 21
  %351 = load i32, ptr %350, align 4
  %352 = icmp ne i32 %351, 0
  br i1 %352, label %375, label %353

353:                                              ; preds = %348
  %354 = load ptr, ptr %7, align 8
  %355 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %354, i32 0, i32 18
  %356 = call i64 @XXH_INLINE_XXH64_digest(ptr nocapture noundef %355) #11
  %357 = trunc i64 %356 to i32
  store i32 %357, ptr %25, align 4
  %358 = load ptr, ptr %13, align 8
  %359 = call i32 @MEM_readLE32(ptr noundef %358)
  store i32 %359, ptr %26, align 4
  br label %360

360:                                              ; preds = %353
  %361 = load i32, ptr %26, align 4
  %362 = load i32, ptr %25, align 4
  %363 = icmp ne i32 %361, %362
  br i1 %363, label %364, label %373

364:                                              ; preds = %360
  br label %365

365:                                              ; preds = %364
  br label %366

366:                                              ; preds = %365
  br label %367

367:                                              ; preds = %366
  br label %368

368:                                              ; preds = %367
  br label %369

369:                                              ; preds = %368
  br label %370

370:                                              ; preds = %369
  br label %371

371:                                              ; preds = %370
  br label %372

372:                                              ; preds = %371
  store i64 -22, ptr %6, align 8
  br label %403

373:                                              ; preds = %360
  br label %374

374:                                              ; preds = %373
  br label %375

375:                                              ; preds = %374, %348
  %376 = load ptr, ptr %13, align 8
  %377 = getelementptr inbounds i8, ptr %376, i64 4
  store ptr %377, ptr %13, align 8
  %378 = load i64, ptr %17, align 8
  %379 = sub i64 %378, 4
  store i64 %379, ptr %17, align 8
  br label %380

380:                                              ; preds = %375, %328
  %381 = load ptr, ptr %7, align 8
  %382 = load ptr, ptr %16, align 8
  %383 = load ptr, ptr %14, align 8
  %384 = ptrtoint ptr %382 to i64
  %385 = ptrtoint ptr %383 to i64
  %386 = sub i64 %384, %385
  %387 = load ptr, ptr %13, align 8
  %388 = load ptr, ptr %12, align 8
  %389 = ptrtoint ptr %387 to i64
  %390 = ptrtoint ptr %388 to i64
  %391 = sub i64 %389, %390
  call void @ZSTD_DCtx_trace_end(ptr noundef %381, i64 noundef %386, i64 noundef %391, i32 noundef 0)
  br label %392

392:                                              ; preds = %380
  br label %393

393:                                              ; preds = %392
  %394 = load ptr, ptr %13, align 8
  %395 = load ptr, ptr %10, align 8
  store ptr %394, ptr %395, align 8
  %396 = load i64, ptr %17, align 8
  %397 = load ptr, ptr %11, align 8
  store i64 %396, ptr %397, align 8
  %398 = load ptr, ptr %16, align 8
  %399 = load ptr, ptr %14, align 8
  %400 = ptrtoint ptr %398 to i64
  %401 = ptrtoint ptr %399 to i64
  %402 = sub i64 %400, %401
  store i64 %402, ptr %6, align 8
  br label %403

403:                                              ; preds = %393, %372, %346, %325, %264, %248, %183, %164, %118, %99, %83, %65
  %404 = load i64, ptr %6, align 8
  ret i64 %404
}

declare i32 @ZSTD_getErrorCode(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @XXH_INLINE_XXH64_reset(ptr nocapture noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp ne ptr %5, null
  call void @llvm.assume(i1 %6)
  %7 = load ptr, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 88, i1 false)
  %8 = load i64, ptr %4, align 8
  %9 = add i64 %8, -7046029288634856825
  %10 = add i64 %9, -4417276706812531889
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %11, i32 0, i32 1
  %13 = getelementptr inbounds [4 x i64], ptr %12, i64 0, i64 0
  store i64 %10, ptr %13, align 8
  %14 = load i64, ptr %4, align 8
  %15 = add i64 %14, -4417276706812531889
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %16, i32 0, i32 1
  %18 = getelementptr inbounds [4 x i64], ptr %17, i64 0, i64 1
  store i64 %15, ptr %18, align 8
  %19 = load i64, ptr %4, align 8
  %20 = add i64 %19, 0
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %21, i32 0, i32 1
  %23 = getelementptr inbounds [4 x i64], ptr %22, i64 0, i64 2
  store i64 %20, ptr %23, align 8
  %24 = load i64, ptr %4, align 8
  %25 = sub i64 %24, -7046029288634856825
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, ptr %26, i32 0, i32 1
  %28 = getelementptr inbounds [4 x i64], ptr %27, i64 0, i64 3
  store i64 %25, ptr %28, align 8
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @XXH_memcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %8, i64 %9, i1 false)
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @XXH64_round(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = mul i64 %5, -4417276706812531889
  %7 = load i64, ptr %3, align 8
  %8 = add i64 %7, %6
  store i64 %8, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  %10 = call i64 @llvm.fshl.i64(i64 %9, i64 %9, i64 31)
  store i64 %10, ptr %3, align 8
  %11 = load i64, ptr %3, align 8
  %12 = mul i64 %11, -7046029288634856825
  store i64 %12, ptr %3, align 8
  %13 = load i64, ptr %3, align 8
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @XXH_readLE64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i64 @XXH_read64(ptr noundef %3)
  ret i64 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @XXH_read64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 1
  ret i64 %4
}

declare extern_weak void @ZSTD_trace_decompress_end(i64 noundef, ptr noundef) #1

declare i32 @ZSTD_getDictID_fromDDict(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @XXH64_mergeRound(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = call i64 @XXH64_round(i64 noundef 0, i64 noundef %5)
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %3, align 8
  %9 = xor i64 %8, %7
  store i64 %9, ptr %3, align 8
  %10 = load i64, ptr %3, align 8
  %11 = mul i64 %10, -7046029288634856825
  %12 = add i64 %11, -8796714831421723037
  store i64 %12, ptr %3, align 8
  %13 = load i64, ptr %3, align 8
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone willreturn memory(read) uwtable
define internal i64 @XXH64_finalize(i64 noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) #4 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store i64 %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %15

12:                                               ; preds = %4
  %13 = load i64, ptr %7, align 8
  %14 = icmp eq i64 %13, 0
  call void @llvm.assume(i1 %14)
  br label %15

15:                                               ; preds = %12, %4
  %16 = load i64, ptr %7, align 8
  %17 = and i64 %16, 31
  store i64 %17, ptr %7, align 8
  br label %18

18:                                               ; preds = %21, %15
  %19 = load i64, ptr %7, align 8
  %20 = icmp uge i64 %19, 8
  br i1 %20, label %21, label %37

21:                                               ; preds = %18
  %22 = load ptr, ptr %6, align 8
  %23 = load i32, ptr %8, align 4
  %24 = call i64 @XXH_readLE64_align(ptr noundef %22, i32 noundef %23)
  %25 = call i64 @XXH64_round(i64 noundef 0, i64 noundef %24)
  store i64 %25, ptr %9, align 8
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr %27, ptr %6, align 8
  %28 = load i64, ptr %9, align 8
  %29 = load i64, ptr %5, align 8
  %30 = xor i64 %29, %28
  store i64 %30, ptr %5, align 8
  %31 = load i64, ptr %5, align 8
  %32 = call i64 @llvm.fshl.i64(i64 %31, i64 %31, i64 27)
  %33 = mul i64 %32, -7046029288634856825
  %34 = add i64 %33, -8796714831421723037
  store i64 %34, ptr %5, align 8
  %35 = load i64, ptr %7, align 8
  %36 = sub i64 %35, 8
  store i64 %36, ptr %7, align 8
  br label %18, !llvm.loop !17

37:                                               ; preds = %18
  %38 = load i64, ptr %7, align 8
  %39 = icmp uge i64 %38, 4
  br i1 %39, label %40, label %56

40:                                               ; preds = %37
  %41 = load ptr, ptr %6, align 8
  %42 = load i32, ptr %8, align 4
  %43 = call i32 @XXH_readLE32_align(ptr noundef %41, i32 noundef %42)
  %44 = zext i32 %43 to i64
  %45 = mul i64 %44, -7046029288634856825
  %46 = load i64, ptr %5, align 8
  %47 = xor i64 %46, %45
  store i64 %47, ptr %5, align 8
  %48 = load ptr, ptr %6, align 8
  %49 = getelementptr inbounds i8, ptr %48, i64 4
  store ptr %49, ptr %6, align 8
  %50 = load i64, ptr %5, align 8
  %51 = call i64 @llvm.fshl.i64(i64 %50, i64 %50, i64 23)
  %52 = mul i64 %51, -4417276706812531889
  %53 = add i64 %52, 1609587929392839161
  store i64 %53, ptr %5, align 8
  %54 = load i64, ptr %7, align 8
  %55 = sub i64 %54, 4
  store i64 %55, ptr %7, align 8
  br label %56

56:                                               ; preds = %40, %37
  br label %57

57:                                               ; preds = %60, %56
  %58 = load i64, ptr %7, align 8
  %59 = icmp ugt i64 %58, 0
  br i1 %59, label %60, label %73

60:                                               ; preds = %57
  %61 = load ptr, ptr %6, align 8
  %62 = getelementptr inbounds i8, ptr %61, i32 1
  store ptr %62, ptr %6, align 8
  %63 = load i8, ptr %61, align 1
  %64 = zext i8 %63 to i64
  %65 = mul i64 %64, 2870177450012600261
  %66 = load i64, ptr %5, align 8
  %67 = xor i64 %66, %65
  store i64 %67, ptr %5, align 8
  %68 = load i64, ptr %5, align 8
  %69 = call i64 @llvm.fshl.i64(i64 %68, i64 %68, i64 11)
  %70 = mul i64 %69, -7046029288634856825
  store i64 %70, ptr %5, align 8
  %71 = load i64, ptr %7, align 8
  %72 = add i64 %71, -1
  store i64 %72, ptr %7, align 8
  br label %57, !llvm.loop !18

73:                                               ; preds = %57
  %74 = load i64, ptr %5, align 8
  %75 = call i64 @XXH64_avalanche(i64 noundef %74)
  ret i64 %75
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @XXH_readLE64_align(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load ptr, ptr %4, align 8
  %10 = call i64 @XXH_readLE64(ptr noundef %9)
  store i64 %10, ptr %3, align 8
  br label %14

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8
  %13 = load i64, ptr %12, align 8
  store i64 %13, ptr %3, align 8
  br label %14

14:                                               ; preds = %11, %8
  %15 = load i64, ptr %3, align 8
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @XXH_readLE32_align(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load ptr, ptr %4, align 8
  %10 = call i32 @XXH_readLE32(ptr noundef %9)
  store i32 %10, ptr %3, align 4
  br label %14

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8
  %13 = load i32, ptr %12, align 4
  store i32 %13, ptr %3, align 4
  br label %14

14:                                               ; preds = %11, %8
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @XXH64_avalanche(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 33
  %5 = load i64, ptr %2, align 8
  %6 = xor i64 %5, %4
  store i64 %6, ptr %2, align 8
  %7 = load i64, ptr %2, align 8
  %8 = mul i64 %7, -4417276706812531889
  store i64 %8, ptr %2, align 8
  %9 = load i64, ptr %2, align 8
  %10 = lshr i64 %9, 29
  %11 = load i64, ptr %2, align 8
  %12 = xor i64 %11, %10
  store i64 %12, ptr %2, align 8
  %13 = load i64, ptr %2, align 8
  %14 = mul i64 %13, 1609587929392839161
  store i64 %14, ptr %2, align 8
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 32
  %17 = load i64, ptr %2, align 8
  %18 = xor i64 %17, %16
  store i64 %18, ptr %2, align 8
  %19 = load i64, ptr %2, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @XXH_readLE32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @XXH_read32(ptr noundef %3)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @XXH_read32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_refDictContent(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %7, i32 0, i32 6
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %10, i32 0, i32 9
  store ptr %9, ptr %11, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %13, i32 0, i32 6
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %16, i32 0, i32 7
  %18 = load ptr, ptr %17, align 8
  %19 = ptrtoint ptr %15 to i64
  %20 = ptrtoint ptr %18 to i64
  %21 = sub i64 %19, %20
  %22 = sub i64 0, %21
  %23 = getelementptr inbounds i8, ptr %12, i64 %22
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %24, i32 0, i32 8
  store ptr %23, ptr %25, align 8
  %26 = load ptr, ptr %5, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %27, i32 0, i32 7
  store ptr %26, ptr %28, align 8
  %29 = load ptr, ptr %5, align 8
  %30 = load i64, ptr %6, align 8
  %31 = getelementptr inbounds i8, ptr %29, i64 %30
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %32, i32 0, i32 6
  store ptr %31, ptr %33, align 8
  ret i64 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_customCalloc(i64 noundef %0, ptr noundef byval(%struct.ZSTD_customMem) align 8 %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  %6 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %19

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 2
  %13 = load ptr, ptr %12, align 8
  %14 = load i64, ptr %4, align 8
  %15 = call ptr %11(ptr noundef %13, i64 noundef %14)
  store ptr %15, ptr %5, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = load i64, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %16, i8 0, i64 %17, i1 false)
  %18 = load ptr, ptr %5, align 8
  store ptr %18, ptr %3, align 8
  br label %22

19:                                               ; preds = %2
  %20 = load i64, ptr %4, align 8
  %21 = call noalias ptr @calloc(i64 noundef 1, i64 noundef %20) #14
  store ptr %21, ptr %3, align 8
  br label %22

22:                                               ; preds = %19, %9
  %23 = load ptr, ptr %3, align 8
  ret ptr %23
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #8

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_DDictHashSet_expand(ptr noundef %0, ptr noundef byval(%struct.ZSTD_customMem) align 8 %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %11, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = mul i64 %13, 2
  store i64 %14, ptr %5, align 8
  %15 = load i64, ptr %5, align 8
  %16 = mul i64 8, %15
  %17 = call ptr @ZSTD_customCalloc(i64 noundef %16, ptr noundef byval(%struct.ZSTD_customMem) align 8 %1)
  store ptr %17, ptr %6, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %18, i32 0, i32 0
  %20 = load ptr, ptr %19, align 8
  store ptr %20, ptr %7, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %21, i32 0, i32 1
  %23 = load i64, ptr %22, align 8
  store i64 %23, ptr %8, align 8
  br label %24

24:                                               ; preds = %2
  br label %25

25:                                               ; preds = %24
  br label %26

26:                                               ; preds = %25
  %27 = load ptr, ptr %6, align 8
  %28 = icmp ne ptr %27, null
  br i1 %28, label %38, label %29

29:                                               ; preds = %26
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
  br label %35

35:                                               ; preds = %34
  br label %36

36:                                               ; preds = %35
  br label %37

37:                                               ; preds = %36
  store i64 -64, ptr %3, align 8
  br label %89

38:                                               ; preds = %26
  br label %39

39:                                               ; preds = %38
  %40 = load ptr, ptr %6, align 8
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %41, i32 0, i32 0
  store ptr %40, ptr %42, align 8
  %43 = load i64, ptr %5, align 8
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %44, i32 0, i32 1
  store i64 %43, ptr %45, align 8
  %46 = load ptr, ptr %4, align 8
  %47 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %46, i32 0, i32 2
  store i64 0, ptr %47, align 8
  store i64 0, ptr %9, align 8
  br label %48

48:                                               ; preds = %82, %39
  %49 = load i64, ptr %9, align 8
  %50 = load i64, ptr %8, align 8
  %51 = icmp ult i64 %49, %50
  br i1 %51, label %52, label %85

52:                                               ; preds = %48
  %53 = load ptr, ptr %7, align 8
  %54 = load i64, ptr %9, align 8
  %55 = getelementptr inbounds ptr, ptr %53, i64 %54
  %56 = load ptr, ptr %55, align 8
  %57 = icmp ne ptr %56, null
  br i1 %57, label %58, label %81

58:                                               ; preds = %52
  br label %59

59:                                               ; preds = %58
  %60 = load ptr, ptr %4, align 8
  %61 = load ptr, ptr %7, align 8
  %62 = load i64, ptr %9, align 8
  %63 = getelementptr inbounds ptr, ptr %61, i64 %62
  %64 = load ptr, ptr %63, align 8
  %65 = call i64 @ZSTD_DDictHashSet_emplaceDDict(ptr noundef %60, ptr noundef %64)
  store i64 %65, ptr %10, align 8
  %66 = load i64, ptr %10, align 8
  %67 = call i32 @ERR_isError(i64 noundef %66)
  %68 = icmp ne i32 %67, 0
  br i1 %68, label %69, label %79

69:                                               ; preds = %59
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
  br label %76

76:                                               ; preds = %75
  br label %77

77:                                               ; preds = %76
  %78 = load i64, ptr %10, align 8
  store i64 %78, ptr %3, align 8
  br label %89

79:                                               ; preds = %59
  br label %80

80:                                               ; preds = %79
  br label %81

81:                                               ; preds = %80, %52
  br label %82

82:                                               ; preds = %81
  %83 = load i64, ptr %9, align 8
  %84 = add i64 %83, 1
  store i64 %84, ptr %9, align 8
  br label %48, !llvm.loop !19

85:                                               ; preds = %48
  %86 = load ptr, ptr %7, align 8
  call void @ZSTD_customFree(ptr noundef %86, ptr noundef byval(%struct.ZSTD_customMem) align 8 %1)
  br label %87

87:                                               ; preds = %85
  br label %88

88:                                               ; preds = %87
  store i64 0, ptr %3, align 8
  br label %89

89:                                               ; preds = %88, %77, %37
  %90 = load i64, ptr %3, align 8
  ret i64 %90
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_DDictHashSet_emplaceDDict(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = call i32 @ZSTD_getDictID_fromDDict(ptr noundef %9)
  store i32 %10, ptr %6, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = load i32, ptr %6, align 4
  %13 = call i64 @ZSTD_DDictHashSet_getIndex(ptr noundef %11, i32 noundef %12)
  store i64 %13, ptr %7, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %14, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = sub i64 %16, 1
  store i64 %17, ptr %8, align 8
  br label %18

18:                                               ; preds = %2
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %19, i32 0, i32 2
  %21 = load i64, ptr %20, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %22, i32 0, i32 1
  %24 = load i64, ptr %23, align 8
  %25 = icmp eq i64 %21, %24
  br i1 %25, label %26, label %35

26:                                               ; preds = %18
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
  store i64 -1, ptr %3, align 8
  br label %85

35:                                               ; preds = %18
  br label %36

36:                                               ; preds = %35
  br label %37

37:                                               ; preds = %36
  br label %38

38:                                               ; preds = %37
  br label %39

39:                                               ; preds = %66, %38
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %40, i32 0, i32 0
  %42 = load ptr, ptr %41, align 8
  %43 = load i64, ptr %7, align 8
  %44 = getelementptr inbounds ptr, ptr %42, i64 %43
  %45 = load ptr, ptr %44, align 8
  %46 = icmp ne ptr %45, null
  br i1 %46, label %47, label %72

47:                                               ; preds = %39
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %48, i32 0, i32 0
  %50 = load ptr, ptr %49, align 8
  %51 = load i64, ptr %7, align 8
  %52 = getelementptr inbounds ptr, ptr %50, i64 %51
  %53 = load ptr, ptr %52, align 8
  %54 = call i32 @ZSTD_getDictID_fromDDict(ptr noundef %53)
  %55 = load i32, ptr %6, align 4
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %66

57:                                               ; preds = %47
  br label %58

58:                                               ; preds = %57
  br label %59

59:                                               ; preds = %58
  %60 = load ptr, ptr %5, align 8
  %61 = load ptr, ptr %4, align 8
  %62 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %61, i32 0, i32 0
  %63 = load ptr, ptr %62, align 8
  %64 = load i64, ptr %7, align 8
  %65 = getelementptr inbounds ptr, ptr %63, i64 %64
  store ptr %60, ptr %65, align 8
  store i64 0, ptr %3, align 8
  br label %85

66:                                               ; preds = %47
  %67 = load i64, ptr %8, align 8
  %68 = load i64, ptr %7, align 8
  %69 = and i64 %68, %67
  store i64 %69, ptr %7, align 8
  %70 = load i64, ptr %7, align 8
  %71 = add i64 %70, 1
  store i64 %71, ptr %7, align 8
  br label %39, !llvm.loop !20

72:                                               ; preds = %39
  br label %73

73:                                               ; preds = %72
  br label %74

74:                                               ; preds = %73
  %75 = load ptr, ptr %5, align 8
  %76 = load ptr, ptr %4, align 8
  %77 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %76, i32 0, i32 0
  %78 = load ptr, ptr %77, align 8
  %79 = load i64, ptr %7, align 8
  %80 = getelementptr inbounds ptr, ptr %78, i64 %79
  store ptr %75, ptr %80, align 8
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %81, i32 0, i32 2
  %83 = load i64, ptr %82, align 8
  %84 = add i64 %83, 1
  store i64 %84, ptr %82, align 8
  store i64 0, ptr %3, align 8
  br label %85

85:                                               ; preds = %74, %59, %34
  %86 = load i64, ptr %3, align 8
  ret i64 %86
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_DDictHashSet_getIndex(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i64 @XXH_INLINE_XXH64(ptr nocapture noundef %4, i64 noundef 4, i64 noundef 0) #11
  store i64 %6, ptr %5, align 8
  %7 = load i64, ptr %5, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %8, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = sub i64 %10, 1
  %12 = and i64 %7, %11
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone willreturn memory(read) uwtable
define internal i64 @XXH_INLINE_XXH64(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2) #4 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = call i64 @XXH64_endian_align(ptr noundef %7, i64 noundef %8, i64 noundef %9, i32 noundef 1) #11
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone willreturn memory(read) uwtable
define internal i64 @XXH64_endian_align(ptr noundef %0, i64 noundef %1, i64 noundef %2, i32 noundef %3) #4 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = load ptr, ptr %5, align 8
  %17 = icmp eq ptr %16, null
  br i1 %17, label %18, label %21

18:                                               ; preds = %4
  %19 = load i64, ptr %6, align 8
  %20 = icmp eq i64 %19, 0
  call void @llvm.assume(i1 %20)
  br label %21

21:                                               ; preds = %18, %4
  %22 = load i64, ptr %6, align 8
  %23 = icmp uge i64 %22, 32
  br i1 %23, label %24, label %96

24:                                               ; preds = %21
  %25 = load ptr, ptr %5, align 8
  %26 = load i64, ptr %6, align 8
  %27 = getelementptr inbounds i8, ptr %25, i64 %26
  store ptr %27, ptr %10, align 8
  %28 = load ptr, ptr %10, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 -31
  store ptr %29, ptr %11, align 8
  %30 = load i64, ptr %7, align 8
  %31 = add i64 %30, -7046029288634856825
  %32 = add i64 %31, -4417276706812531889
  store i64 %32, ptr %12, align 8
  %33 = load i64, ptr %7, align 8
  %34 = add i64 %33, -4417276706812531889
  store i64 %34, ptr %13, align 8
  %35 = load i64, ptr %7, align 8
  %36 = add i64 %35, 0
  store i64 %36, ptr %14, align 8
  %37 = load i64, ptr %7, align 8
  %38 = sub i64 %37, -7046029288634856825
  store i64 %38, ptr %15, align 8
  br label %39

39:                                               ; preds = %68, %24
  %40 = load i64, ptr %12, align 8
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %8, align 4
  %43 = call i64 @XXH_readLE64_align(ptr noundef %41, i32 noundef %42)
  %44 = call i64 @XXH64_round(i64 noundef %40, i64 noundef %43)
  store i64 %44, ptr %12, align 8
  %45 = load ptr, ptr %5, align 8
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr %46, ptr %5, align 8
  %47 = load i64, ptr %13, align 8
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %8, align 4
  %50 = call i64 @XXH_readLE64_align(ptr noundef %48, i32 noundef %49)
  %51 = call i64 @XXH64_round(i64 noundef %47, i64 noundef %50)
  store i64 %51, ptr %13, align 8
  %52 = load ptr, ptr %5, align 8
  %53 = getelementptr inbounds i8, ptr %52, i64 8
  store ptr %53, ptr %5, align 8
  %54 = load i64, ptr %14, align 8
  %55 = load ptr, ptr %5, align 8
  %56 = load i32, ptr %8, align 4
  %57 = call i64 @XXH_readLE64_align(ptr noundef %55, i32 noundef %56)
  %58 = call i64 @XXH64_round(i64 noundef %54, i64 noundef %57)
  store i64 %58, ptr %14, align 8
  %59 = load ptr, ptr %5, align 8
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  store ptr %60, ptr %5, align 8
  %61 = load i64, ptr %15, align 8
  %62 = load ptr, ptr %5, align 8
  %63 = load i32, ptr %8, align 4
  %64 = call i64 @XXH_readLE64_align(ptr noundef %62, i32 noundef %63)
  %65 = call i64 @XXH64_round(i64 noundef %61, i64 noundef %64)
  store i64 %65, ptr %15, align 8
  %66 = load ptr, ptr %5, align 8
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  store ptr %67, ptr %5, align 8
  br label %68

68:                                               ; preds = %39
  %69 = load ptr, ptr %5, align 8
  %70 = load ptr, ptr %11, align 8
  %71 = icmp ult ptr %69, %70
  br i1 %71, label %39, label %72, !llvm.loop !21

72:                                               ; preds = %68
  %73 = load i64, ptr %12, align 8
  %74 = call i64 @llvm.fshl.i64(i64 %73, i64 %73, i64 1)
  %75 = load i64, ptr %13, align 8
  %76 = call i64 @llvm.fshl.i64(i64 %75, i64 %75, i64 7)
  %77 = add i64 %74, %76
  %78 = load i64, ptr %14, align 8
  %79 = call i64 @llvm.fshl.i64(i64 %78, i64 %78, i64 12)
  %80 = add i64 %77, %79
  %81 = load i64, ptr %15, align 8
  %82 = call i64 @llvm.fshl.i64(i64 %81, i64 %81, i64 18)
  %83 = add i64 %80, %82
  store i64 %83, ptr %9, align 8
  %84 = load i64, ptr %9, align 8
  %85 = load i64, ptr %12, align 8
  %86 = call i64 @XXH64_mergeRound(i64 noundef %84, i64 noundef %85)
  store i64 %86, ptr %9, align 8
  %87 = load i64, ptr %9, align 8
  %88 = load i64, ptr %13, align 8
  %89 = call i64 @XXH64_mergeRound(i64 noundef %87, i64 noundef %88)
  store i64 %89, ptr %9, align 8
  %90 = load i64, ptr %9, align 8
  %91 = load i64, ptr %14, align 8
  %92 = call i64 @XXH64_mergeRound(i64 noundef %90, i64 noundef %91)
  store i64 %92, ptr %9, align 8
  %93 = load i64, ptr %9, align 8
  %94 = load i64, ptr %15, align 8
  %95 = call i64 @XXH64_mergeRound(i64 noundef %93, i64 noundef %94)
  store i64 %95, ptr %9, align 8
  br label %99

96:                                               ; preds = %21
  %97 = load i64, ptr %7, align 8
  %98 = add i64 %97, 2870177450012600261
  store i64 %98, ptr %9, align 8
  br label %99

99:                                               ; preds = %96, %72
  %100 = load i64, ptr %6, align 8
  %101 = load i64, ptr %9, align 8
  %102 = add i64 %101, %100
  store i64 %102, ptr %9, align 8
  %103 = load i64, ptr %9, align 8
  %104 = load ptr, ptr %5, align 8
  %105 = load i64, ptr %6, align 8
  %106 = load i32, ptr %8, align 4
  %107 = call i64 @XXH64_finalize(i64 noundef %103, ptr noundef %104, i64 noundef %105, i32 noundef %106) #11
  ret i64 %107
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countLeadingZeros32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.ctlz.i32(i32 %3, i1 true)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_DDictHashSet_getDDict(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = load i32, ptr %4, align 4
  %10 = call i64 @ZSTD_DDictHashSet_getIndex(ptr noundef %8, i32 noundef %9)
  store i64 %10, ptr %5, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %11, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = sub i64 %13, 1
  store i64 %14, ptr %6, align 8
  br label %15

15:                                               ; preds = %2
  br label %16

16:                                               ; preds = %15
  br label %17

17:                                               ; preds = %40, %16
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %18, i32 0, i32 0
  %20 = load ptr, ptr %19, align 8
  %21 = load i64, ptr %5, align 8
  %22 = getelementptr inbounds ptr, ptr %20, i64 %21
  %23 = load ptr, ptr %22, align 8
  %24 = call i32 @ZSTD_getDictID_fromDDict(ptr noundef %23)
  %25 = zext i32 %24 to i64
  store i64 %25, ptr %7, align 8
  %26 = load i64, ptr %7, align 8
  %27 = load i32, ptr %4, align 4
  %28 = zext i32 %27 to i64
  %29 = icmp eq i64 %26, %28
  br i1 %29, label %33, label %30

30:                                               ; preds = %17
  %31 = load i64, ptr %7, align 8
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %33, label %34

33:                                               ; preds = %30, %17
  br label %41

34:                                               ; preds = %30
  %35 = load i64, ptr %6, align 8
  %36 = load i64, ptr %5, align 8
  %37 = and i64 %36, %35
  store i64 %37, ptr %5, align 8
  %38 = load i64, ptr %5, align 8
  %39 = add i64 %38, 1
  store i64 %39, ptr %5, align 8
  br label %40

40:                                               ; preds = %34
  br label %17

41:                                               ; preds = %33
  br label %42

42:                                               ; preds = %41
  br label %43

43:                                               ; preds = %42
  %44 = load ptr, ptr %3, align 8
  %45 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %44, i32 0, i32 0
  %46 = load ptr, ptr %45, align 8
  %47 = load i64, ptr %5, align 8
  %48 = getelementptr inbounds ptr, ptr %46, i64 %47
  %49 = load ptr, ptr %48, align 8
  ret ptr %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_DCtx_isOverflow(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %7, i32 0, i32 41
  %9 = load i64, ptr %8, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %10, i32 0, i32 45
  %12 = load i64, ptr %11, align 8
  %13 = add i64 %9, %12
  %14 = load i64, ptr %5, align 8
  %15 = load i64, ptr %6, align 8
  %16 = add i64 %14, %15
  %17 = mul i64 %16, 3
  %18 = icmp uge i64 %13, %17
  %19 = zext i1 %18 to i32
  ret i32 %19
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #9

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { noinline nounwind optnone willreturn memory(read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind memory(none) }
attributes #14 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = !{i64 1340146}
!15 = !{i64 1340244}
!16 = !{i64 1340358}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
