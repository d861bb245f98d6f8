; ModuleID = 'src/zstd/lib/decompress/zstd_decompress.c'
source_filename = "src/zstd/lib/decompress/zstd_decompress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_customMem = type { ptr, ptr, ptr }
%struct.ZSTD_DCtx_s = type { ptr, ptr, ptr, ptr, %struct.ZSTD_entropyDTables_t, [640 x i32], ptr, ptr, ptr, ptr, i64, %struct.ZSTD_FrameHeader, i64, i64, i32, i32, i32, i32, %struct.XXH_NAMESPACEXXH64_state_s, i64, i32, i32, i32, ptr, %struct.ZSTD_customMem, i64, i64, i64, i32, ptr, ptr, i32, i32, i32, ptr, i32, i32, i32, i32, ptr, i64, i64, i64, ptr, i64, i64, i64, i64, i32, i32, i32, %struct.ZSTD_outBuffer_s, ptr, ptr, i32, [65568 x i8], [18 x i8], i64, i64 }
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

@ZSTD_defaultCMem = internal constant %struct.ZSTD_customMem zeroinitializer, align 8
@OF_base = internal constant [32 x i32] [i32 0, i32 1, i32 1, i32 5, i32 13, i32 29, i32 61, i32 125, i32 253, i32 509, i32 1021, i32 2045, i32 4093, i32 8189, i32 16381, i32 32765, i32 65533, i32 131069, i32 262141, i32 524285, i32 1048573, i32 2097149, i32 4194301, i32 8388605, i32 16777213, i32 33554429, i32 67108861, i32 134217725, i32 268435453, i32 536870909, i32 1073741821, i32 2147483645], align 4
@OF_bits = internal constant [32 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F", align 1
@ML_base = internal constant [53 x i32] [i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 37, i32 39, i32 41, i32 43, i32 47, i32 51, i32 59, i32 67, i32 83, i32 99, i32 131, i32 259, i32 515, i32 1027, i32 2051, i32 4099, i32 8195, i32 16387, i32 32771, i32 65539], align 4
@ML_bits = internal constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@LL_base = internal constant [36 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 18, i32 20, i32 22, i32 24, i32 28, i32 32, i32 40, i32 48, i32 64, i32 128, i32 256, i32 512, i32 1024, i32 2048, i32 4096, i32 8192, i32 16384, i32 32768, i32 65536], align 4
@LL_bits = internal constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@repStartValue = internal constant [3 x i32] [i32 1, i32 4, i32 8], align 4
@ZSTD_did_fieldSize = internal constant [4 x i64] [i64 0, i64 1, i64 2, i64 4], align 8
@ZSTD_fcs_fieldSize = internal constant [4 x i64] [i64 0, i64 2, i64 4, i64 8], align 8

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
  %9 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %8, i32 0, i32 29
  %10 = load ptr, ptr %9, align 8
  %11 = call i64 @ZSTD_sizeof_DDict(ptr noundef %10)
  %12 = add i64 95976, %11
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %13, i32 0, i32 40
  %15 = load i64, ptr %14, align 8
  %16 = add i64 %12, %15
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %17, i32 0, i32 44
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
  %25 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %24, i32 0, i32 39
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
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %5, i32 0, i32 30
  store ptr null, ptr %6, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %7, i32 0, i32 29
  store ptr null, ptr %8, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %9, i32 0, i32 9
  store ptr null, ptr %10, align 8
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %11, i32 0, i32 32
  store i32 0, ptr %12, align 4
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %13, i32 0, i32 33
  store i32 0, ptr %14, align 8
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %15, i32 0, i32 39
  store ptr null, ptr %16, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %17, i32 0, i32 40
  store i64 0, ptr %18, align 8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %19, i32 0, i32 44
  store i64 0, ptr %20, align 8
  %21 = load ptr, ptr %2, align 8
  %22 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %21, i32 0, i32 38
  store i32 0, ptr %22, align 4
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %23, i32 0, i32 49
  store i32 0, ptr %24, align 4
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %25, i32 0, i32 57
  store i64 0, ptr %26, align 8
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %27, i32 0, i32 28
  store i32 1, ptr %28, align 8
  %29 = load ptr, ptr %2, align 8
  %30 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %29, i32 0, i32 34
  store ptr null, ptr %30, align 8
  %31 = load ptr, ptr %2, align 8
  call void @ZSTD_DCtx_resetParameters(ptr noundef %31)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @ZSTD_createDCtx_advanced(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.ZSTD_customMem, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %0, i64 24, i1 false)
  %4 = call ptr @ZSTD_createDCtx_internal(ptr noundef %3)
  ret ptr %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_createDCtx_internal(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.ZSTD_customMem, align 8
  store ptr %0, ptr %3, align 8
  %6 = getelementptr inbounds %struct.ZSTD_customMem, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = icmp ne ptr %7, null
  %9 = xor i1 %8, true
  %10 = zext i1 %9 to i32
  %11 = getelementptr inbounds %struct.ZSTD_customMem, ptr %0, i32 0, i32 1
  %12 = load ptr, ptr %11, align 8
  %13 = icmp ne ptr %12, null
  %14 = xor i1 %13, true
  %15 = zext i1 %14 to i32
  %16 = xor i32 %10, %15
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %1
  store ptr null, ptr %2, align 8
  br label %29

19:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %0, i64 24, i1 false)
  %20 = call ptr @ZSTD_customMalloc(i64 noundef 95976, ptr noundef %5)
  store ptr %20, ptr %4, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = icmp ne ptr %21, null
  br i1 %22, label %24, label %23

23:                                               ; preds = %19
  store ptr null, ptr %2, align 8
  br label %29

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %25, i32 0, i32 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %0, i64 24, i1 false)
  %27 = load ptr, ptr %4, align 8
  call void @ZSTD_initDCtx_internal(ptr noundef %27)
  %28 = load ptr, ptr %4, align 8
  store ptr %28, ptr %2, align 8
  br label %29

29:                                               ; preds = %24, %23, %18
  %30 = load ptr, ptr %2, align 8
  ret ptr %30
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @ZSTD_createDCtx() #0 {
  %1 = alloca %struct.ZSTD_customMem, align 8
  br label %2

2:                                                ; preds = %0
  br label %3

3:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 @ZSTD_defaultCMem, i64 24, i1 false)
  %4 = call ptr @ZSTD_createDCtx_internal(ptr noundef %1)
  ret ptr %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_freeDCtx(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.ZSTD_customMem, align 8
  %5 = alloca %struct.ZSTD_customMem, align 8
  %6 = alloca %struct.ZSTD_customMem, align 8
  %7 = alloca %struct.ZSTD_customMem, align 8
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = icmp eq ptr %8, null
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  store i64 0, ptr %2, align 8
  br label %48

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %11
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %13, i32 0, i32 27
  %15 = load i64, ptr %14, align 8
  %16 = icmp ne i64 %15, 0
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
  store i64 -64, ptr %2, align 8
  br label %48

26:                                               ; preds = %12
  br label %27

27:                                               ; preds = %26
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %28, i32 0, i32 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %29, i64 24, i1 false)
  %30 = load ptr, ptr %3, align 8
  call void @ZSTD_clearDict(ptr noundef %30)
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %31, i32 0, i32 39
  %33 = load ptr, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 24, i1 false)
  call void @ZSTD_customFree(ptr noundef %33, ptr noundef %5)
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %34, i32 0, i32 39
  store ptr null, ptr %35, align 8
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %36, i32 0, i32 34
  %38 = load ptr, ptr %37, align 8
  %39 = icmp ne ptr %38, null
  br i1 %39, label %40, label %46

40:                                               ; preds = %27
  %41 = load ptr, ptr %3, align 8
  %42 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %41, i32 0, i32 34
  %43 = load ptr, ptr %42, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %4, i64 24, i1 false)
  call void @ZSTD_freeDDictHashSet(ptr noundef %43, ptr noundef %6)
  %44 = load ptr, ptr %3, align 8
  %45 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %44, i32 0, i32 34
  store ptr null, ptr %45, align 8
  br label %46

46:                                               ; preds = %40, %27
  %47 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %4, i64 24, i1 false)
  call void @ZSTD_customFree(ptr noundef %47, ptr noundef %7)
  store i64 0, ptr %2, align 8
  br label %48

48:                                               ; preds = %46, %25, %10
  %49 = load i64, ptr %2, align 8
  ret i64 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_clearDict(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3, i32 0, i32 29
  %5 = load ptr, ptr %4, align 8
  %6 = call i64 @ZSTD_freeDDict(ptr noundef %5)
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %7, i32 0, i32 29
  store ptr null, ptr %8, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %9, i32 0, i32 30
  store ptr null, ptr %10, align 8
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %11, i32 0, i32 33
  store i32 0, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_customFree(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %20

7:                                                ; preds = %2
  %8 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %17

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 2
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %3, align 8
  call void %13(ptr noundef %15, ptr noundef %16)
  br label %19

17:                                               ; preds = %7
  %18 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %18) #10
  br label %19

19:                                               ; preds = %17, %11
  br label %20

20:                                               ; preds = %19, %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_freeDDictHashSet(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.ZSTD_customMem, align 8
  %6 = alloca %struct.ZSTD_customMem, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %7

7:                                                ; preds = %2
  br label %8

8:                                                ; preds = %7
  %9 = load ptr, ptr %3, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %20

11:                                               ; preds = %8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %12, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  %15 = icmp ne ptr %14, null
  br i1 %15, label %16, label %20

16:                                               ; preds = %11
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %17, i32 0, i32 0
  %19 = load ptr, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %1, i64 24, i1 false)
  call void @ZSTD_customFree(ptr noundef %19, ptr noundef %5)
  br label %20

20:                                               ; preds = %16, %11, %8
  %21 = load ptr, ptr %3, align 8
  %22 = icmp ne ptr %21, null
  br i1 %22, label %23, label %25

23:                                               ; preds = %20
  %24 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %1, i64 24, i1 false)
  call void @ZSTD_customFree(ptr noundef %24, ptr noundef %6)
  br label %25

25:                                               ; preds = %23, %20
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
  %7 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %6, i32 0, i32 39
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
  %247 = call i16 @MEM_readLE16(ptr noundef %246)
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
  %275 = call i16 @MEM_readLE16(ptr noundef %274)
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
  %5 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %4, i32 0, i32 33
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
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %11, i32 0, i32 30
  %13 = load ptr, ptr %12, align 8
  store ptr %13, ptr %2, align 8
  br label %20

14:                                               ; preds = %1
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %15, i32 0, i32 33
  store i32 0, ptr %16, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %17, i32 0, i32 30
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
  %12 = alloca %struct.ZSTD_customMem, align 8
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @ZSTD_defaultCMem, i64 24, i1 false)
  %13 = call ptr @ZSTD_createDCtx_internal(ptr noundef %12)
  store ptr %13, ptr %11, align 8
  br label %14

14:                                               ; preds = %4
  %15 = load ptr, ptr %11, align 8
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %26

17:                                               ; preds = %14
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
  store i64 -64, ptr %5, align 8
  br label %37

26:                                               ; preds = %14
  br label %27

27:                                               ; preds = %26
  %28 = load ptr, ptr %11, align 8
  %29 = load ptr, ptr %6, align 8
  %30 = load i64, ptr %7, align 8
  %31 = load ptr, ptr %8, align 8
  %32 = load i64, ptr %9, align 8
  %33 = call i64 @ZSTD_decompressDCtx(ptr noundef %28, ptr noundef %29, i64 noundef %30, ptr noundef %31, i64 noundef %32)
  store i64 %33, ptr %10, align 8
  %34 = load ptr, ptr %11, align 8
  %35 = call i64 @ZSTD_freeDCtx(ptr noundef %34)
  %36 = load i64, ptr %10, align 8
  store i64 %36, ptr %5, align 8
  br label %37

37:                                               ; preds = %27, %25
  %38 = load i64, ptr %5, align 8
  ret i64 %38
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
  %62 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %61, i32 0, i32 56
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
  %93 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %92, i32 0, i32 56
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
  %108 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %107, i32 0, i32 56
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
  %121 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %120, i32 0, i32 56
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
  %276 = call i64 @ZSTD_setRleBlock(ptr noundef %269, i64 noundef %270, i8 noundef %272, i64 noundef %275)
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
  %464 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %463, i32 0, i32 56
  %465 = getelementptr inbounds [18 x i8], ptr %464, i64 0, i64 0
  %466 = load i64, ptr %11, align 8
  %467 = sub i64 8, %466
  %468 = getelementptr inbounds i8, ptr %465, i64 %467
  %469 = load ptr, ptr %10, align 8
  %470 = load i64, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %468, ptr align 1 %469, i64 %470, i1 false)
  %471 = load ptr, ptr %7, align 8
  %472 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %471, i32 0, i32 56
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
  %38 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %37, i32 0, i32 35
  %39 = load i32, ptr %38, align 8
  %40 = icmp eq i32 %39, 1
  br i1 %40, label %41, label %48

41:                                               ; preds = %36
  %42 = load ptr, ptr %5, align 8
  %43 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %42, i32 0, i32 34
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
  %57 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %56, i32 0, i32 31
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
define internal i64 @ZSTD_setRleBlock(ptr noundef %0, i64 noundef %1, i8 noundef %2, i64 noundef %3) #0 {
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
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %10, i32 0, i32 58
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
  %21 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %20, i32 0, i32 30
  %22 = load ptr, ptr %21, align 8
  %23 = icmp ne ptr %22, null
  br i1 %23, label %24, label %39

24:                                               ; preds = %16
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %25, i32 0, i32 30
  %27 = load ptr, ptr %26, align 8
  %28 = call i32 @ZSTD_getDictID_fromDDict(ptr noundef %27)
  %29 = getelementptr inbounds %struct.ZSTD_Trace, ptr %9, i32 0, i32 2
  store i32 %28, ptr %29, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %30, i32 0, i32 30
  %32 = load ptr, ptr %31, align 8
  %33 = call i64 @ZSTD_DDict_dictSize(ptr noundef %32)
  %34 = getelementptr inbounds %struct.ZSTD_Trace, ptr %9, i32 0, i32 4
  store i64 %33, ptr %34, align 8
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %35, i32 0, i32 32
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
  %47 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %46, i32 0, i32 58
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
  %13 = alloca [32 x i16], align 2
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca [53 x i16], align 2
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca [36 x i16], align 2
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
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %10, i32 0, i32 58
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
  %41 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %40, i32 0, i32 31
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
  %32 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %31, i32 0, i32 31
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
  %29 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %28, i32 0, i32 32
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
  %1 = alloca %struct.ZSTD_customMem, align 8
  br label %2

2:                                                ; preds = %0
  br label %3

3:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 @ZSTD_defaultCMem, i64 24, i1 false)
  %4 = call ptr @ZSTD_createDCtx_internal(ptr noundef %1)
  ret ptr %4
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
define dso_local ptr @ZSTD_createDStream_advanced(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.ZSTD_customMem, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %0, i64 24, i1 false)
  %4 = call ptr @ZSTD_createDCtx_internal(ptr noundef %3)
  ret ptr %4
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
  %12 = alloca %struct.ZSTD_customMem, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  br label %13

13:                                               ; preds = %5
  %14 = load ptr, ptr %7, align 8
  %15 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %14, i32 0, i32 38
  %16 = load i32, ptr %15, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %13
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
  store i64 -60, ptr %6, align 8
  br label %69

27:                                               ; preds = %13
  br label %28

28:                                               ; preds = %27
  %29 = load ptr, ptr %7, align 8
  call void @ZSTD_clearDict(ptr noundef %29)
  %30 = load ptr, ptr %8, align 8
  %31 = icmp ne ptr %30, null
  br i1 %31, label %32, label %68

32:                                               ; preds = %28
  %33 = load i64, ptr %9, align 8
  %34 = icmp ne i64 %33, 0
  br i1 %34, label %35, label %68

35:                                               ; preds = %32
  %36 = load ptr, ptr %8, align 8
  %37 = load i64, ptr %9, align 8
  %38 = load i32, ptr %10, align 4
  %39 = load i32, ptr %11, align 4
  %40 = load ptr, ptr %7, align 8
  %41 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %40, i32 0, i32 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %41, i64 24, i1 false)
  %42 = call ptr @ZSTD_createDDict_advanced(ptr noundef %36, i64 noundef %37, i32 noundef %38, i32 noundef %39, ptr noundef %12)
  %43 = load ptr, ptr %7, align 8
  %44 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %43, i32 0, i32 29
  store ptr %42, ptr %44, align 8
  br label %45

45:                                               ; preds = %35
  %46 = load ptr, ptr %7, align 8
  %47 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %46, i32 0, i32 29
  %48 = load ptr, ptr %47, align 8
  %49 = icmp eq ptr %48, null
  br i1 %49, label %50, label %59

50:                                               ; preds = %45
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
  store i64 -64, ptr %6, align 8
  br label %69

59:                                               ; preds = %45
  br label %60

60:                                               ; preds = %59
  %61 = load ptr, ptr %7, align 8
  %62 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %61, i32 0, i32 29
  %63 = load ptr, ptr %62, align 8
  %64 = load ptr, ptr %7, align 8
  %65 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %64, i32 0, i32 30
  store ptr %63, ptr %65, align 8
  %66 = load ptr, ptr %7, align 8
  %67 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %66, i32 0, i32 33
  store i32 -1, ptr %67, align 8
  br label %68

68:                                               ; preds = %60, %32, %28
  store i64 0, ptr %6, align 8
  br label %69

69:                                               ; preds = %68, %58, %26
  %70 = load i64, ptr %6, align 8
  ret i64 %70
}

declare ptr @ZSTD_createDDict_advanced(ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef) #1

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
  %33 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %32, i32 0, i32 33
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
  %13 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %12, i32 0, i32 38
  store i32 0, ptr %13, align 4
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %14, i32 0, i32 49
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
  %27 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %26, i32 0, i32 38
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
  %6 = alloca %struct.ZSTD_customMem, align 8
  %7 = alloca i64, align 8
  %8 = alloca %struct.ZSTD_customMem, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  br label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %10, i32 0, i32 38
  %12 = load i32, ptr %11, align 4
  %13 = icmp ne i32 %12, 0
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
  store i64 -60, ptr %3, align 8
  br label %91

23:                                               ; preds = %9
  br label %24

24:                                               ; preds = %23
  %25 = load ptr, ptr %4, align 8
  call void @ZSTD_clearDict(ptr noundef %25)
  %26 = load ptr, ptr %5, align 8
  %27 = icmp ne ptr %26, null
  br i1 %27, label %28, label %90

28:                                               ; preds = %24
  %29 = load ptr, ptr %5, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %30, i32 0, i32 30
  store ptr %29, ptr %31, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %32, i32 0, i32 33
  store i32 -1, ptr %33, align 8
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %34, i32 0, i32 35
  %36 = load i32, ptr %35, align 8
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %89

38:                                               ; preds = %28
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %39, i32 0, i32 34
  %41 = load ptr, ptr %40, align 8
  %42 = icmp eq ptr %41, null
  br i1 %42, label %43, label %65

43:                                               ; preds = %38
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %44, i32 0, i32 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %45, i64 24, i1 false)
  %46 = call ptr @ZSTD_createDDictHashSet(ptr noundef %6)
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %47, i32 0, i32 34
  store ptr %46, ptr %48, align 8
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %49, i32 0, i32 34
  %51 = load ptr, ptr %50, align 8
  %52 = icmp ne ptr %51, null
  br i1 %52, label %64, label %53

53:                                               ; preds = %43
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
  br label %62

62:                                               ; preds = %61
  store i64 -64, ptr %3, align 8
  br label %91

63:                                               ; No predecessors!
  br label %64

64:                                               ; preds = %63, %43
  br label %65

65:                                               ; preds = %64, %38
  br label %66

66:                                               ; preds = %65
  %67 = load ptr, ptr %4, align 8
  %68 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %67, i32 0, i32 34
  %69 = load ptr, ptr %68, align 8
  %70 = load ptr, ptr %5, align 8
  %71 = load ptr, ptr %4, align 8
  %72 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %71, i32 0, i32 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %72, i64 24, i1 false)
  %73 = call i64 @ZSTD_DDictHashSet_addDDict(ptr noundef %69, ptr noundef %70, ptr noundef %8)
  store i64 %73, ptr %7, align 8
  %74 = load i64, ptr %7, align 8
  %75 = call i32 @ERR_isError(i64 noundef %74)
  %76 = icmp ne i32 %75, 0
  br i1 %76, label %77, label %87

77:                                               ; preds = %66
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
  br label %84

84:                                               ; preds = %83
  br label %85

85:                                               ; preds = %84
  %86 = load i64, ptr %7, align 8
  store i64 %86, ptr %3, align 8
  br label %91

87:                                               ; preds = %66
  br label %88

88:                                               ; preds = %87
  br label %89

89:                                               ; preds = %88, %28
  br label %90

90:                                               ; preds = %89, %24
  store i64 0, ptr %3, align 8
  br label %91

91:                                               ; preds = %90, %85, %62, %22
  %92 = load i64, ptr %3, align 8
  ret i64 %92
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
define internal ptr @ZSTD_createDDictHashSet(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.ZSTD_customMem, align 8
  %6 = alloca %struct.ZSTD_customMem, align 8
  %7 = alloca %struct.ZSTD_customMem, align 8
  store ptr %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %0, i64 24, i1 false)
  %8 = call ptr @ZSTD_customMalloc(i64 noundef 24, ptr noundef %5)
  store ptr %8, ptr %4, align 8
  br label %9

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9
  %11 = load ptr, ptr %4, align 8
  %12 = icmp ne ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  store ptr null, ptr %2, align 8
  br label %30

14:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %0, i64 24, i1 false)
  %15 = call ptr @ZSTD_customCalloc(i64 noundef 512, ptr noundef %6)
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %16, i32 0, i32 0
  store ptr %15, ptr %17, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %18, i32 0, i32 0
  %20 = load ptr, ptr %19, align 8
  %21 = icmp ne ptr %20, null
  br i1 %21, label %24, label %22

22:                                               ; preds = %14
  %23 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %0, i64 24, i1 false)
  call void @ZSTD_customFree(ptr noundef %23, ptr noundef %7)
  store ptr null, ptr %2, align 8
  br label %30

24:                                               ; preds = %14
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %25, i32 0, i32 1
  store i64 64, ptr %26, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %27, i32 0, i32 2
  store i64 0, ptr %28, align 8
  %29 = load ptr, ptr %4, align 8
  store ptr %29, ptr %2, align 8
  br label %30

30:                                               ; preds = %24, %22, %13
  %31 = load ptr, ptr %2, align 8
  ret ptr %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_DDictHashSet_addDDict(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca %struct.ZSTD_customMem, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  br label %11

11:                                               ; preds = %3
  br label %12

12:                                               ; preds = %11
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %13, i32 0, i32 2
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %15, 4
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %17, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  %20 = udiv i64 %16, %19
  %21 = mul i64 %20, 3
  %22 = icmp ne i64 %21, 0
  br i1 %22, label %23, label %42

23:                                               ; preds = %12
  br label %24

24:                                               ; preds = %23
  %25 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %2, i64 24, i1 false)
  %26 = call i64 @ZSTD_DDictHashSet_expand(ptr noundef %25, ptr noundef %9)
  store i64 %26, ptr %8, align 8
  %27 = load i64, ptr %8, align 8
  %28 = call i32 @ERR_isError(i64 noundef %27)
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %40

30:                                               ; preds = %24
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
  %39 = load i64, ptr %8, align 8
  store i64 %39, ptr %4, align 8
  br label %62

40:                                               ; preds = %24
  br label %41

41:                                               ; preds = %40
  br label %42

42:                                               ; preds = %41, %12
  br label %43

43:                                               ; preds = %42
  %44 = load ptr, ptr %5, align 8
  %45 = load ptr, ptr %6, align 8
  %46 = call i64 @ZSTD_DDictHashSet_emplaceDDict(ptr noundef %44, ptr noundef %45)
  store i64 %46, ptr %10, align 8
  %47 = load i64, ptr %10, align 8
  %48 = call i32 @ERR_isError(i64 noundef %47)
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %60

50:                                               ; preds = %43
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
  %59 = load i64, ptr %10, align 8
  store i64 %59, ptr %4, align 8
  br label %62

60:                                               ; preds = %43
  br label %61

61:                                               ; preds = %60
  store i64 0, ptr %4, align 8
  br label %62

62:                                               ; preds = %61, %58, %38
  %63 = load i64, ptr %4, align 8
  ret i64 %63
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
  %9 = call [2 x i64] @ZSTD_dParam_getBounds(i32 noundef 100)
  store [2 x i64] %9, ptr %6, align 8
  %10 = getelementptr inbounds %struct.ZSTD_bounds, ptr %6, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = zext i32 %11 to i64
  %13 = shl i64 1, %12
  store i64 %13, ptr %7, align 8
  %14 = getelementptr inbounds %struct.ZSTD_bounds, ptr %6, i32 0, i32 2
  %15 = load i32, ptr %14, align 4
  %16 = zext i32 %15 to i64
  %17 = shl i64 1, %16
  store i64 %17, ptr %8, align 8
  br label %18

18:                                               ; preds = %2
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %19, i32 0, i32 38
  %21 = load i32, ptr %20, align 4
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %32

23:                                               ; preds = %18
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
  br label %30

30:                                               ; preds = %29
  br label %31

31:                                               ; preds = %30
  store i64 -60, ptr %3, align 8
  br label %67

32:                                               ; preds = %18
  br label %33

33:                                               ; preds = %32
  br label %34

34:                                               ; preds = %33
  %35 = load i64, ptr %5, align 8
  %36 = load i64, ptr %7, align 8
  %37 = icmp ult i64 %35, %36
  br i1 %37, label %38, label %47

38:                                               ; preds = %34
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
  store i64 -42, ptr %3, align 8
  br label %67

47:                                               ; preds = %34
  br label %48

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  %50 = load i64, ptr %5, align 8
  %51 = load i64, ptr %8, align 8
  %52 = icmp ugt i64 %50, %51
  br i1 %52, label %53, label %62

53:                                               ; preds = %49
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
  store i64 -42, ptr %3, align 8
  br label %67

62:                                               ; preds = %49
  br label %63

63:                                               ; preds = %62
  %64 = load i64, ptr %5, align 8
  %65 = load ptr, ptr %4, align 8
  %66 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %65, i32 0, i32 42
  store i64 %64, ptr %66, align 8
  store i64 0, ptr %3, align 8
  br label %67

67:                                               ; preds = %63, %61, %46, %31
  %68 = load i64, ptr %3, align 8
  ret i64 %68
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local [2 x i64] @ZSTD_dParam_getBounds(i32 noundef %0) #0 {
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
  %30 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %30
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
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %9, i32 0, i32 38
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
  %49 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %48, i32 0, i32 42
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
  %87 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %86, i32 0, i32 50
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
  %141 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %140, i32 0, i32 35
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
  %162 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %161, i32 0, i32 36
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
  %185 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %184, i32 0, i32 37
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
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %10, i32 0, i32 42
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
  %23 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %22, i32 0, i32 50
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
  %33 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %32, i32 0, i32 35
  %34 = load i32, ptr %33, align 8
  %35 = load ptr, ptr %7, align 8
  store i32 %34, ptr %35, align 4
  store i64 0, ptr %4, align 8
  br label %57

36:                                               ; preds = %3
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %37, i32 0, i32 36
  %39 = load i32, ptr %38, align 4
  %40 = load ptr, ptr %7, align 8
  store i32 %39, ptr %40, align 4
  store i64 0, ptr %4, align 8
  br label %57

41:                                               ; preds = %3
  %42 = load ptr, ptr %5, align 8
  %43 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %42, i32 0, i32 37
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
  %8 = call [2 x i64] @ZSTD_dParam_getBounds(i32 noundef %7)
  store [2 x i64] %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.ZSTD_bounds, ptr %6, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = call i32 @ERR_isError(i64 noundef %10)
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %27

14:                                               ; preds = %2
  %15 = load i32, ptr %5, align 4
  %16 = getelementptr inbounds %struct.ZSTD_bounds, ptr %6, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  %18 = icmp slt i32 %15, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %14
  store i32 0, ptr %3, align 4
  br label %27

20:                                               ; preds = %14
  %21 = load i32, ptr %5, align 4
  %22 = getelementptr inbounds %struct.ZSTD_bounds, ptr %6, i32 0, i32 2
  %23 = load i32, ptr %22, align 4
  %24 = icmp sgt i32 %21, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %20
  store i32 0, ptr %3, align 4
  br label %27

26:                                               ; preds = %20
  store i32 1, ptr %3, align 4
  br label %27

27:                                               ; preds = %26, %25, %19, %13
  %28 = load i32, ptr %3, align 4
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_DCtx_resetParameters(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3, i32 0, i32 20
  store i32 0, ptr %4, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %5, i32 0, i32 42
  store i64 134217729, ptr %6, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %7, i32 0, i32 50
  store i32 0, ptr %8, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %9, i32 0, i32 21
  store i32 0, ptr %10, align 4
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %11, i32 0, i32 35
  store i32 0, ptr %12, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %13, i32 0, i32 36
  store i32 0, ptr %14, align 4
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %15, i32 0, i32 37
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
  %31 = alloca %struct.ZSTD_customMem, align 8
  %32 = alloca %struct.ZSTD_customMem, align 8
  %33 = alloca i64, align 8
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca i64, align 8
  %40 = alloca i64, align 8
  %41 = alloca i64, align 8
  %42 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %43 = load ptr, ptr %7, align 8
  %44 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %43, i32 0, i32 0
  %45 = load ptr, ptr %44, align 8
  store ptr %45, ptr %8, align 8
  %46 = load ptr, ptr %7, align 8
  %47 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %46, i32 0, i32 2
  %48 = load i64, ptr %47, align 8
  %49 = icmp ne i64 %48, 0
  br i1 %49, label %50, label %56

50:                                               ; preds = %3
  %51 = load ptr, ptr %8, align 8
  %52 = load ptr, ptr %7, align 8
  %53 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %52, i32 0, i32 2
  %54 = load i64, ptr %53, align 8
  %55 = getelementptr inbounds i8, ptr %51, i64 %54
  br label %58

56:                                               ; preds = %3
  %57 = load ptr, ptr %8, align 8
  br label %58

58:                                               ; preds = %56, %50
  %59 = phi ptr [ %55, %50 ], [ %57, %56 ]
  store ptr %59, ptr %9, align 8
  %60 = load ptr, ptr %7, align 8
  %61 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %60, i32 0, i32 1
  %62 = load i64, ptr %61, align 8
  %63 = icmp ne i64 %62, 0
  br i1 %63, label %64, label %70

64:                                               ; preds = %58
  %65 = load ptr, ptr %8, align 8
  %66 = load ptr, ptr %7, align 8
  %67 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %66, i32 0, i32 1
  %68 = load i64, ptr %67, align 8
  %69 = getelementptr inbounds i8, ptr %65, i64 %68
  br label %72

70:                                               ; preds = %58
  %71 = load ptr, ptr %8, align 8
  br label %72

72:                                               ; preds = %70, %64
  %73 = phi ptr [ %69, %64 ], [ %71, %70 ]
  store ptr %73, ptr %10, align 8
  %74 = load ptr, ptr %9, align 8
  store ptr %74, ptr %11, align 8
  %75 = load ptr, ptr %6, align 8
  %76 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %75, i32 0, i32 0
  %77 = load ptr, ptr %76, align 8
  store ptr %77, ptr %12, align 8
  %78 = load ptr, ptr %6, align 8
  %79 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %78, i32 0, i32 2
  %80 = load i64, ptr %79, align 8
  %81 = icmp ne i64 %80, 0
  br i1 %81, label %82, label %88

82:                                               ; preds = %72
  %83 = load ptr, ptr %12, align 8
  %84 = load ptr, ptr %6, align 8
  %85 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %84, i32 0, i32 2
  %86 = load i64, ptr %85, align 8
  %87 = getelementptr inbounds i8, ptr %83, i64 %86
  br label %90

88:                                               ; preds = %72
  %89 = load ptr, ptr %12, align 8
  br label %90

90:                                               ; preds = %88, %82
  %91 = phi ptr [ %87, %82 ], [ %89, %88 ]
  store ptr %91, ptr %13, align 8
  %92 = load ptr, ptr %6, align 8
  %93 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %92, i32 0, i32 1
  %94 = load i64, ptr %93, align 8
  %95 = icmp ne i64 %94, 0
  br i1 %95, label %96, label %102

96:                                               ; preds = %90
  %97 = load ptr, ptr %12, align 8
  %98 = load ptr, ptr %6, align 8
  %99 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %98, i32 0, i32 1
  %100 = load i64, ptr %99, align 8
  %101 = getelementptr inbounds i8, ptr %97, i64 %100
  br label %104

102:                                              ; preds = %90
  %103 = load ptr, ptr %12, align 8
  br label %104

104:                                              ; preds = %102, %96
  %105 = phi ptr [ %101, %96 ], [ %103, %102 ]
  store ptr %105, ptr %14, align 8
  %106 = load ptr, ptr %13, align 8
  store ptr %106, ptr %15, align 8
  store i32 1, ptr %16, align 4
  br label %107

107:                                              ; preds = %104
  br label %108

108:                                              ; preds = %107
  br label %109

109:                                              ; preds = %108
  %110 = load ptr, ptr %7, align 8
  %111 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %110, i32 0, i32 2
  %112 = load i64, ptr %111, align 8
  %113 = load ptr, ptr %7, align 8
  %114 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %113, i32 0, i32 1
  %115 = load i64, ptr %114, align 8
  %116 = icmp ugt i64 %112, %115
  br i1 %116, label %117, label %126

117:                                              ; preds = %109
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
  br label %124

124:                                              ; preds = %123
  br label %125

125:                                              ; preds = %124
  store i64 -72, ptr %4, align 8
  br label %1131

126:                                              ; preds = %109
  br label %127

127:                                              ; preds = %126
  br label %128

128:                                              ; preds = %127
  %129 = load ptr, ptr %6, align 8
  %130 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %129, i32 0, i32 2
  %131 = load i64, ptr %130, align 8
  %132 = load ptr, ptr %6, align 8
  %133 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %132, i32 0, i32 1
  %134 = load i64, ptr %133, align 8
  %135 = icmp ugt i64 %131, %134
  br i1 %135, label %136, label %145

136:                                              ; preds = %128
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
  br label %143

143:                                              ; preds = %142
  br label %144

144:                                              ; preds = %143
  store i64 -70, ptr %4, align 8
  br label %1131

145:                                              ; preds = %128
  br label %146

146:                                              ; preds = %145
  br label %147

147:                                              ; preds = %146
  br label %148

148:                                              ; preds = %147
  br label %149

149:                                              ; preds = %148
  %150 = load ptr, ptr %5, align 8
  %151 = load ptr, ptr %6, align 8
  %152 = call i64 @ZSTD_checkOutBuffer(ptr noundef %150, ptr noundef %151)
  store i64 %152, ptr %17, align 8
  %153 = load i64, ptr %17, align 8
  %154 = call i32 @ERR_isError(i64 noundef %153)
  %155 = icmp ne i32 %154, 0
  br i1 %155, label %156, label %166

156:                                              ; preds = %149
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
  br label %163

163:                                              ; preds = %162
  br label %164

164:                                              ; preds = %163
  %165 = load i64, ptr %17, align 8
  store i64 %165, ptr %4, align 8
  br label %1131

166:                                              ; preds = %149
  br label %167

167:                                              ; preds = %166
  br label %168

168:                                              ; preds = %994, %167
  %169 = load i32, ptr %16, align 4
  %170 = icmp ne i32 %169, 0
  br i1 %170, label %171, label %995

171:                                              ; preds = %168
  %172 = load ptr, ptr %5, align 8
  %173 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %172, i32 0, i32 38
  %174 = load i32, ptr %173, align 4
  switch i32 %174, label %983 [
    i32 0, label %175
    i32 1, label %193
    i32 2, label %740
    i32 3, label %798
    i32 4, label %908
  ]

175:                                              ; preds = %171
  br label %176

176:                                              ; preds = %175
  br label %177

177:                                              ; preds = %176
  %178 = load ptr, ptr %5, align 8
  %179 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %178, i32 0, i32 38
  store i32 1, ptr %179, align 4
  %180 = load ptr, ptr %5, align 8
  %181 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %180, i32 0, i32 46
  store i64 0, ptr %181, align 8
  %182 = load ptr, ptr %5, align 8
  %183 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %182, i32 0, i32 45
  store i64 0, ptr %183, align 8
  %184 = load ptr, ptr %5, align 8
  %185 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %184, i32 0, i32 41
  store i64 0, ptr %185, align 8
  %186 = load ptr, ptr %5, align 8
  %187 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %186, i32 0, i32 47
  store i64 0, ptr %187, align 8
  %188 = load ptr, ptr %5, align 8
  %189 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %188, i32 0, i32 48
  store i32 0, ptr %189, align 8
  %190 = load ptr, ptr %5, align 8
  %191 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %190, i32 0, i32 51
  %192 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %191, ptr align 8 %192, i64 24, i1 false)
  br label %193

193:                                              ; preds = %171, %177
  br label %194

194:                                              ; preds = %193
  br label %195

195:                                              ; preds = %194
  %196 = load ptr, ptr %5, align 8
  %197 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %196, i32 0, i32 11
  %198 = load ptr, ptr %5, align 8
  %199 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %198, i32 0, i32 56
  %200 = getelementptr inbounds [18 x i8], ptr %199, i64 0, i64 0
  %201 = load ptr, ptr %5, align 8
  %202 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %201, i32 0, i32 47
  %203 = load i64, ptr %202, align 8
  %204 = load ptr, ptr %5, align 8
  %205 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %204, i32 0, i32 20
  %206 = load i32, ptr %205, align 8
  %207 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef %197, ptr noundef %200, i64 noundef %203, i32 noundef %206)
  store i64 %207, ptr %18, align 8
  %208 = load ptr, ptr %5, align 8
  %209 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %208, i32 0, i32 35
  %210 = load i32, ptr %209, align 8
  %211 = icmp ne i32 %210, 0
  br i1 %211, label %212, label %219

212:                                              ; preds = %195
  %213 = load ptr, ptr %5, align 8
  %214 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %213, i32 0, i32 34
  %215 = load ptr, ptr %214, align 8
  %216 = icmp ne ptr %215, null
  br i1 %216, label %217, label %219

217:                                              ; preds = %212
  %218 = load ptr, ptr %5, align 8
  call void @ZSTD_DCtx_selectFrameDDict(ptr noundef %218)
  br label %219

219:                                              ; preds = %217, %212, %195
  %220 = load i64, ptr %18, align 8
  %221 = call i32 @ERR_isError(i64 noundef %220)
  %222 = icmp ne i32 %221, 0
  br i1 %222, label %223, label %225

223:                                              ; preds = %219
  %224 = load i64, ptr %18, align 8
  store i64 %224, ptr %4, align 8
  br label %1131

225:                                              ; preds = %219
  %226 = load i64, ptr %18, align 8
  %227 = icmp ne i64 %226, 0
  br i1 %227, label %228, label %336

228:                                              ; preds = %225
  %229 = load i64, ptr %18, align 8
  %230 = load ptr, ptr %5, align 8
  %231 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %230, i32 0, i32 47
  %232 = load i64, ptr %231, align 8
  %233 = sub i64 %229, %232
  store i64 %233, ptr %19, align 8
  %234 = load ptr, ptr %10, align 8
  %235 = load ptr, ptr %11, align 8
  %236 = ptrtoint ptr %234 to i64
  %237 = ptrtoint ptr %235 to i64
  %238 = sub i64 %236, %237
  store i64 %238, ptr %20, align 8
  %239 = load i64, ptr %19, align 8
  %240 = load i64, ptr %20, align 8
  %241 = icmp ugt i64 %239, %240
  br i1 %241, label %242, label %320

242:                                              ; preds = %228
  %243 = load i64, ptr %20, align 8
  %244 = icmp ugt i64 %243, 0
  br i1 %244, label %245, label %260

245:                                              ; preds = %242
  %246 = load ptr, ptr %5, align 8
  %247 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %246, i32 0, i32 56
  %248 = getelementptr inbounds [18 x i8], ptr %247, i64 0, i64 0
  %249 = load ptr, ptr %5, align 8
  %250 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %249, i32 0, i32 47
  %251 = load i64, ptr %250, align 8
  %252 = getelementptr inbounds i8, ptr %248, i64 %251
  %253 = load ptr, ptr %11, align 8
  %254 = load i64, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %252, ptr align 1 %253, i64 %254, i1 false)
  %255 = load i64, ptr %20, align 8
  %256 = load ptr, ptr %5, align 8
  %257 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %256, i32 0, i32 47
  %258 = load i64, ptr %257, align 8
  %259 = add i64 %258, %255
  store i64 %259, ptr %257, align 8
  br label %260

260:                                              ; preds = %245, %242
  %261 = load ptr, ptr %7, align 8
  %262 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %261, i32 0, i32 1
  %263 = load i64, ptr %262, align 8
  %264 = load ptr, ptr %7, align 8
  %265 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %264, i32 0, i32 2
  store i64 %263, ptr %265, align 8
  br label %266

266:                                              ; preds = %260
  %267 = load ptr, ptr %5, align 8
  %268 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %267, i32 0, i32 11
  %269 = load ptr, ptr %5, align 8
  %270 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %269, i32 0, i32 56
  %271 = getelementptr inbounds [18 x i8], ptr %270, i64 0, i64 0
  %272 = load ptr, ptr %5, align 8
  %273 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %272, i32 0, i32 47
  %274 = load i64, ptr %273, align 8
  %275 = load ptr, ptr %5, align 8
  %276 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %275, i32 0, i32 20
  %277 = load i32, ptr %276, align 8
  %278 = call i64 @ZSTD_getFrameHeader_advanced(ptr noundef %268, ptr noundef %271, i64 noundef %274, i32 noundef %277)
  store i64 %278, ptr %21, align 8
  %279 = load i64, ptr %21, align 8
  %280 = call i32 @ERR_isError(i64 noundef %279)
  %281 = icmp ne i32 %280, 0
  br i1 %281, label %282, label %292

282:                                              ; preds = %266
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
  br label %290

290:                                              ; preds = %289
  %291 = load i64, ptr %21, align 8
  store i64 %291, ptr %4, align 8
  br label %1131

292:                                              ; preds = %266
  br label %293

293:                                              ; preds = %292
  %294 = load ptr, ptr %5, align 8
  %295 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %294, i32 0, i32 20
  %296 = load i32, ptr %295, align 8
  %297 = icmp eq i32 %296, 0
  %298 = zext i1 %297 to i64
  %299 = select i1 %297, i32 6, i32 2
  %300 = sext i32 %299 to i64
  %301 = load i64, ptr %18, align 8
  %302 = icmp ugt i64 %300, %301
  br i1 %302, label %303, label %311

303:                                              ; preds = %293
  %304 = load ptr, ptr %5, align 8
  %305 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %304, i32 0, i32 20
  %306 = load i32, ptr %305, align 8
  %307 = icmp eq i32 %306, 0
  %308 = zext i1 %307 to i64
  %309 = select i1 %307, i32 6, i32 2
  %310 = sext i32 %309 to i64
  br label %313

311:                                              ; preds = %293
  %312 = load i64, ptr %18, align 8
  br label %313

313:                                              ; preds = %311, %303
  %314 = phi i64 [ %310, %303 ], [ %312, %311 ]
  %315 = load ptr, ptr %5, align 8
  %316 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %315, i32 0, i32 47
  %317 = load i64, ptr %316, align 8
  %318 = sub i64 %314, %317
  %319 = add i64 %318, 3
  store i64 %319, ptr %4, align 8
  br label %1131

320:                                              ; preds = %228
  %321 = load ptr, ptr %5, align 8
  %322 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %321, i32 0, i32 56
  %323 = getelementptr inbounds [18 x i8], ptr %322, i64 0, i64 0
  %324 = load ptr, ptr %5, align 8
  %325 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %324, i32 0, i32 47
  %326 = load i64, ptr %325, align 8
  %327 = getelementptr inbounds i8, ptr %323, i64 %326
  %328 = load ptr, ptr %11, align 8
  %329 = load i64, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %327, ptr align 1 %328, i64 %329, i1 false)
  %330 = load i64, ptr %18, align 8
  %331 = load ptr, ptr %5, align 8
  %332 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %331, i32 0, i32 47
  store i64 %330, ptr %332, align 8
  %333 = load i64, ptr %19, align 8
  %334 = load ptr, ptr %11, align 8
  %335 = getelementptr inbounds i8, ptr %334, i64 %333
  store ptr %335, ptr %11, align 8
  br label %994

336:                                              ; preds = %225
  %337 = load ptr, ptr %5, align 8
  %338 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %337, i32 0, i32 11
  %339 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %338, i32 0, i32 0
  %340 = load i64, ptr %339, align 8
  %341 = icmp ne i64 %340, -1
  br i1 %341, label %342, label %416

342:                                              ; preds = %336
  %343 = load ptr, ptr %5, align 8
  %344 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %343, i32 0, i32 11
  %345 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %344, i32 0, i32 3
  %346 = load i32, ptr %345, align 4
  %347 = icmp ne i32 %346, 1
  br i1 %347, label %348, label %416

348:                                              ; preds = %342
  %349 = load ptr, ptr %14, align 8
  %350 = load ptr, ptr %15, align 8
  %351 = ptrtoint ptr %349 to i64
  %352 = ptrtoint ptr %350 to i64
  %353 = sub i64 %351, %352
  %354 = load ptr, ptr %5, align 8
  %355 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %354, i32 0, i32 11
  %356 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %355, i32 0, i32 0
  %357 = load i64, ptr %356, align 8
  %358 = icmp uge i64 %353, %357
  br i1 %358, label %359, label %416

359:                                              ; preds = %348
  %360 = load ptr, ptr %9, align 8
  %361 = load ptr, ptr %10, align 8
  %362 = load ptr, ptr %9, align 8
  %363 = ptrtoint ptr %361 to i64
  %364 = ptrtoint ptr %362 to i64
  %365 = sub i64 %363, %364
  %366 = load ptr, ptr %5, align 8
  %367 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %366, i32 0, i32 20
  %368 = load i32, ptr %367, align 8
  %369 = call i64 @ZSTD_findFrameCompressedSize_advanced(ptr noundef %360, i64 noundef %365, i32 noundef %368)
  store i64 %369, ptr %22, align 8
  %370 = load i64, ptr %22, align 8
  %371 = load ptr, ptr %10, align 8
  %372 = load ptr, ptr %9, align 8
  %373 = ptrtoint ptr %371 to i64
  %374 = ptrtoint ptr %372 to i64
  %375 = sub i64 %373, %374
  %376 = icmp ule i64 %370, %375
  br i1 %376, label %377, label %415

377:                                              ; preds = %359
  %378 = load ptr, ptr %5, align 8
  %379 = load ptr, ptr %15, align 8
  %380 = load ptr, ptr %14, align 8
  %381 = load ptr, ptr %15, align 8
  %382 = ptrtoint ptr %380 to i64
  %383 = ptrtoint ptr %381 to i64
  %384 = sub i64 %382, %383
  %385 = load ptr, ptr %9, align 8
  %386 = load i64, ptr %22, align 8
  %387 = load ptr, ptr %5, align 8
  %388 = call ptr @ZSTD_getDDict(ptr noundef %387)
  %389 = call i64 @ZSTD_decompress_usingDDict(ptr noundef %378, ptr noundef %379, i64 noundef %384, ptr noundef %385, i64 noundef %386, ptr noundef %388)
  store i64 %389, ptr %23, align 8
  %390 = load i64, ptr %23, align 8
  %391 = call i32 @ERR_isError(i64 noundef %390)
  %392 = icmp ne i32 %391, 0
  br i1 %392, label %393, label %395

393:                                              ; preds = %377
  %394 = load i64, ptr %23, align 8
  store i64 %394, ptr %4, align 8
  br label %1131

395:                                              ; preds = %377
  br label %396

396:                                              ; preds = %395
  br label %397

397:                                              ; preds = %396
  %398 = load ptr, ptr %9, align 8
  %399 = load i64, ptr %22, align 8
  %400 = getelementptr inbounds i8, ptr %398, i64 %399
  store ptr %400, ptr %11, align 8
  %401 = load ptr, ptr %15, align 8
  %402 = icmp ne ptr %401, null
  br i1 %402, label %403, label %407

403:                                              ; preds = %397
  %404 = load ptr, ptr %15, align 8
  %405 = load i64, ptr %23, align 8
  %406 = getelementptr inbounds i8, ptr %404, i64 %405
  br label %409

407:                                              ; preds = %397
  %408 = load ptr, ptr %15, align 8
  br label %409

409:                                              ; preds = %407, %403
  %410 = phi ptr [ %406, %403 ], [ %408, %407 ]
  store ptr %410, ptr %15, align 8
  %411 = load ptr, ptr %5, align 8
  %412 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %411, i32 0, i32 10
  store i64 0, ptr %412, align 8
  %413 = load ptr, ptr %5, align 8
  %414 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %413, i32 0, i32 38
  store i32 0, ptr %414, align 4
  store i32 0, ptr %16, align 4
  br label %994

415:                                              ; preds = %359
  br label %416

416:                                              ; preds = %415, %348, %342, %336
  %417 = load ptr, ptr %5, align 8
  %418 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %417, i32 0, i32 50
  %419 = load i32, ptr %418, align 8
  %420 = icmp eq i32 %419, 1
  br i1 %420, label %421, label %455

421:                                              ; preds = %416
  %422 = load ptr, ptr %5, align 8
  %423 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %422, i32 0, i32 11
  %424 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %423, i32 0, i32 3
  %425 = load i32, ptr %424, align 4
  %426 = icmp ne i32 %425, 1
  br i1 %426, label %427, label %455

427:                                              ; preds = %421
  %428 = load ptr, ptr %5, align 8
  %429 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %428, i32 0, i32 11
  %430 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %429, i32 0, i32 0
  %431 = load i64, ptr %430, align 8
  %432 = icmp ne i64 %431, -1
  br i1 %432, label %433, label %455

433:                                              ; preds = %427
  %434 = load ptr, ptr %14, align 8
  %435 = load ptr, ptr %15, align 8
  %436 = ptrtoint ptr %434 to i64
  %437 = ptrtoint ptr %435 to i64
  %438 = sub i64 %436, %437
  %439 = load ptr, ptr %5, align 8
  %440 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %439, i32 0, i32 11
  %441 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %440, i32 0, i32 0
  %442 = load i64, ptr %441, align 8
  %443 = icmp ult i64 %438, %442
  br i1 %443, label %444, label %455

444:                                              ; preds = %433
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
  br label %452

452:                                              ; preds = %451
  br label %453

453:                                              ; preds = %452
  store i64 -70, ptr %4, align 8
  br label %1131

454:                                              ; No predecessors!
  br label %455

455:                                              ; preds = %454, %433, %427, %421, %416
  br label %456

456:                                              ; preds = %455
  br label %457

457:                                              ; preds = %456
  br label %458

458:                                              ; preds = %457
  %459 = load ptr, ptr %5, align 8
  %460 = load ptr, ptr %5, align 8
  %461 = call ptr @ZSTD_getDDict(ptr noundef %460)
  %462 = call i64 @ZSTD_decompressBegin_usingDDict(ptr noundef %459, ptr noundef %461)
  store i64 %462, ptr %24, align 8
  %463 = load i64, ptr %24, align 8
  %464 = call i32 @ERR_isError(i64 noundef %463)
  %465 = icmp ne i32 %464, 0
  br i1 %465, label %466, label %476

466:                                              ; preds = %458
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
  br label %473

473:                                              ; preds = %472
  br label %474

474:                                              ; preds = %473
  %475 = load i64, ptr %24, align 8
  store i64 %475, ptr %4, align 8
  br label %1131

476:                                              ; preds = %458
  br label %477

477:                                              ; preds = %476
  %478 = load ptr, ptr %5, align 8
  %479 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %478, i32 0, i32 20
  %480 = load i32, ptr %479, align 8
  %481 = icmp eq i32 %480, 0
  br i1 %481, label %482, label %500

482:                                              ; preds = %477
  %483 = load ptr, ptr %5, align 8
  %484 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %483, i32 0, i32 56
  %485 = getelementptr inbounds [18 x i8], ptr %484, i64 0, i64 0
  %486 = call i32 @MEM_readLE32(ptr noundef %485)
  %487 = and i32 %486, -16
  %488 = icmp eq i32 %487, 407710288
  br i1 %488, label %489, label %500

489:                                              ; preds = %482
  %490 = load ptr, ptr %5, align 8
  %491 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %490, i32 0, i32 56
  %492 = getelementptr inbounds [18 x i8], ptr %491, i64 0, i64 0
  %493 = getelementptr inbounds i8, ptr %492, i64 4
  %494 = call i32 @MEM_readLE32(ptr noundef %493)
  %495 = zext i32 %494 to i64
  %496 = load ptr, ptr %5, align 8
  %497 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %496, i32 0, i32 10
  store i64 %495, ptr %497, align 8
  %498 = load ptr, ptr %5, align 8
  %499 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %498, i32 0, i32 15
  store i32 7, ptr %499, align 4
  br label %529

500:                                              ; preds = %482, %477
  br label %501

501:                                              ; preds = %500
  %502 = load ptr, ptr %5, align 8
  %503 = load ptr, ptr %5, align 8
  %504 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %503, i32 0, i32 56
  %505 = getelementptr inbounds [18 x i8], ptr %504, i64 0, i64 0
  %506 = load ptr, ptr %5, align 8
  %507 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %506, i32 0, i32 47
  %508 = load i64, ptr %507, align 8
  %509 = call i64 @ZSTD_decodeFrameHeader(ptr noundef %502, ptr noundef %505, i64 noundef %508)
  store i64 %509, ptr %25, align 8
  %510 = load i64, ptr %25, align 8
  %511 = call i32 @ERR_isError(i64 noundef %510)
  %512 = icmp ne i32 %511, 0
  br i1 %512, label %513, label %523

513:                                              ; preds = %501
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
  br label %520

520:                                              ; preds = %519
  br label %521

521:                                              ; preds = %520
  %522 = load i64, ptr %25, align 8
  store i64 %522, ptr %4, align 8
  br label %1131

523:                                              ; preds = %501
  br label %524

524:                                              ; preds = %523
  %525 = load ptr, ptr %5, align 8
  %526 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %525, i32 0, i32 10
  store i64 3, ptr %526, align 8
  %527 = load ptr, ptr %5, align 8
  %528 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %527, i32 0, i32 15
  store i32 2, ptr %528, align 4
  br label %529

529:                                              ; preds = %524, %489
  br label %530

530:                                              ; preds = %529
  br label %531

531:                                              ; preds = %530
  %532 = load ptr, ptr %5, align 8
  %533 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %532, i32 0, i32 11
  %534 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %533, i32 0, i32 1
  %535 = load i64, ptr %534, align 8
  %536 = icmp ugt i64 %535, 1024
  br i1 %536, label %537, label %542

537:                                              ; preds = %531
  %538 = load ptr, ptr %5, align 8
  %539 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %538, i32 0, i32 11
  %540 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %539, i32 0, i32 1
  %541 = load i64, ptr %540, align 8
  br label %543

542:                                              ; preds = %531
  br label %543

543:                                              ; preds = %542, %537
  %544 = phi i64 [ %541, %537 ], [ 1024, %542 ]
  %545 = load ptr, ptr %5, align 8
  %546 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %545, i32 0, i32 11
  %547 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %546, i32 0, i32 1
  store i64 %544, ptr %547, align 8
  br label %548

548:                                              ; preds = %543
  %549 = load ptr, ptr %5, align 8
  %550 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %549, i32 0, i32 11
  %551 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %550, i32 0, i32 1
  %552 = load i64, ptr %551, align 8
  %553 = load ptr, ptr %5, align 8
  %554 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %553, i32 0, i32 42
  %555 = load i64, ptr %554, align 8
  %556 = icmp ugt i64 %552, %555
  br i1 %556, label %557, label %566

557:                                              ; preds = %548
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
  br label %564

564:                                              ; preds = %563
  br label %565

565:                                              ; preds = %564
  store i64 -16, ptr %4, align 8
  br label %1131

566:                                              ; preds = %548
  br label %567

567:                                              ; preds = %566
  %568 = load ptr, ptr %5, align 8
  %569 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %568, i32 0, i32 37
  %570 = load i32, ptr %569, align 8
  %571 = icmp ne i32 %570, 0
  br i1 %571, label %572, label %595

572:                                              ; preds = %567
  %573 = load ptr, ptr %5, align 8
  %574 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %573, i32 0, i32 11
  %575 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %574, i32 0, i32 2
  %576 = load i32, ptr %575, align 8
  %577 = load ptr, ptr %5, align 8
  %578 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %577, i32 0, i32 37
  %579 = load i32, ptr %578, align 8
  %580 = icmp ult i32 %576, %579
  br i1 %580, label %581, label %586

581:                                              ; preds = %572
  %582 = load ptr, ptr %5, align 8
  %583 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %582, i32 0, i32 11
  %584 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %583, i32 0, i32 2
  %585 = load i32, ptr %584, align 8
  br label %590

586:                                              ; preds = %572
  %587 = load ptr, ptr %5, align 8
  %588 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %587, i32 0, i32 37
  %589 = load i32, ptr %588, align 8
  br label %590

590:                                              ; preds = %586, %581
  %591 = phi i32 [ %585, %581 ], [ %589, %586 ]
  %592 = load ptr, ptr %5, align 8
  %593 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %592, i32 0, i32 11
  %594 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %593, i32 0, i32 2
  store i32 %591, ptr %594, align 8
  br label %595

595:                                              ; preds = %590, %567
  %596 = load ptr, ptr %5, align 8
  %597 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %596, i32 0, i32 11
  %598 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %597, i32 0, i32 2
  %599 = load i32, ptr %598, align 8
  %600 = icmp ugt i32 %599, 4
  br i1 %600, label %601, label %606

601:                                              ; preds = %595
  %602 = load ptr, ptr %5, align 8
  %603 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %602, i32 0, i32 11
  %604 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %603, i32 0, i32 2
  %605 = load i32, ptr %604, align 8
  br label %607

606:                                              ; preds = %595
  br label %607

607:                                              ; preds = %606, %601
  %608 = phi i32 [ %605, %601 ], [ 4, %606 ]
  %609 = zext i32 %608 to i64
  store i64 %609, ptr %26, align 8
  %610 = load ptr, ptr %5, align 8
  %611 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %610, i32 0, i32 50
  %612 = load i32, ptr %611, align 8
  %613 = icmp eq i32 %612, 0
  br i1 %613, label %614, label %629

614:                                              ; preds = %607
  %615 = load ptr, ptr %5, align 8
  %616 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %615, i32 0, i32 11
  %617 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %616, i32 0, i32 1
  %618 = load i64, ptr %617, align 8
  %619 = load ptr, ptr %5, align 8
  %620 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %619, i32 0, i32 11
  %621 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %620, i32 0, i32 0
  %622 = load i64, ptr %621, align 8
  %623 = load ptr, ptr %5, align 8
  %624 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %623, i32 0, i32 11
  %625 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %624, i32 0, i32 2
  %626 = load i32, ptr %625, align 8
  %627 = zext i32 %626 to i64
  %628 = call i64 @ZSTD_decodingBufferSize_internal(i64 noundef %618, i64 noundef %622, i64 noundef %627)
  br label %630

629:                                              ; preds = %607
  br label %630

630:                                              ; preds = %629, %614
  %631 = phi i64 [ %628, %614 ], [ 0, %629 ]
  store i64 %631, ptr %27, align 8
  %632 = load ptr, ptr %5, align 8
  %633 = load i64, ptr %26, align 8
  %634 = load i64, ptr %27, align 8
  call void @ZSTD_DCtx_updateOversizedDuration(ptr noundef %632, i64 noundef %633, i64 noundef %634)
  %635 = load ptr, ptr %5, align 8
  %636 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %635, i32 0, i32 40
  %637 = load i64, ptr %636, align 8
  %638 = load i64, ptr %26, align 8
  %639 = icmp ult i64 %637, %638
  br i1 %639, label %646, label %640

640:                                              ; preds = %630
  %641 = load ptr, ptr %5, align 8
  %642 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %641, i32 0, i32 44
  %643 = load i64, ptr %642, align 8
  %644 = load i64, ptr %27, align 8
  %645 = icmp ult i64 %643, %644
  br label %646

646:                                              ; preds = %640, %630
  %647 = phi i1 [ true, %630 ], [ %645, %640 ]
  %648 = zext i1 %647 to i32
  store i32 %648, ptr %28, align 4
  %649 = load ptr, ptr %5, align 8
  %650 = call i32 @ZSTD_DCtx_isOversizedTooLong(ptr noundef %649)
  store i32 %650, ptr %29, align 4
  %651 = load i32, ptr %28, align 4
  %652 = icmp ne i32 %651, 0
  br i1 %652, label %656, label %653

653:                                              ; preds = %646
  %654 = load i32, ptr %29, align 4
  %655 = icmp ne i32 %654, 0
  br i1 %655, label %656, label %737

656:                                              ; preds = %653, %646
  %657 = load i64, ptr %26, align 8
  %658 = load i64, ptr %27, align 8
  %659 = add i64 %657, %658
  store i64 %659, ptr %30, align 8
  br label %660

660:                                              ; preds = %656
  br label %661

661:                                              ; preds = %660
  br label %662

662:                                              ; preds = %661
  br label %663

663:                                              ; preds = %662
  %664 = load ptr, ptr %5, align 8
  %665 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %664, i32 0, i32 27
  %666 = load i64, ptr %665, align 8
  %667 = icmp ne i64 %666, 0
  br i1 %667, label %668, label %689

668:                                              ; preds = %663
  br label %669

669:                                              ; preds = %668
  br label %670

670:                                              ; preds = %669
  br label %671

671:                                              ; preds = %670
  %672 = load i64, ptr %30, align 8
  %673 = load ptr, ptr %5, align 8
  %674 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %673, i32 0, i32 27
  %675 = load i64, ptr %674, align 8
  %676 = sub i64 %675, 95976
  %677 = icmp ugt i64 %672, %676
  br i1 %677, label %678, label %687

678:                                              ; preds = %671
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
  br label %685

685:                                              ; preds = %684
  br label %686

686:                                              ; preds = %685
  store i64 -64, ptr %4, align 8
  br label %1131

687:                                              ; preds = %671
  br label %688

688:                                              ; preds = %687
  br label %721

689:                                              ; preds = %663
  %690 = load ptr, ptr %5, align 8
  %691 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %690, i32 0, i32 39
  %692 = load ptr, ptr %691, align 8
  %693 = load ptr, ptr %5, align 8
  %694 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %693, i32 0, i32 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 %694, i64 24, i1 false)
  call void @ZSTD_customFree(ptr noundef %692, ptr noundef %31)
  %695 = load ptr, ptr %5, align 8
  %696 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %695, i32 0, i32 40
  store i64 0, ptr %696, align 8
  %697 = load ptr, ptr %5, align 8
  %698 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %697, i32 0, i32 44
  store i64 0, ptr %698, align 8
  %699 = load i64, ptr %30, align 8
  %700 = load ptr, ptr %5, align 8
  %701 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %700, i32 0, i32 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %701, i64 24, i1 false)
  %702 = call ptr @ZSTD_customMalloc(i64 noundef %699, ptr noundef %32)
  %703 = load ptr, ptr %5, align 8
  %704 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %703, i32 0, i32 39
  store ptr %702, ptr %704, align 8
  br label %705

705:                                              ; preds = %689
  %706 = load ptr, ptr %5, align 8
  %707 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %706, i32 0, i32 39
  %708 = load ptr, ptr %707, align 8
  %709 = icmp eq ptr %708, null
  br i1 %709, label %710, label %719

710:                                              ; preds = %705
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
  br label %717

717:                                              ; preds = %716
  br label %718

718:                                              ; preds = %717
  store i64 -64, ptr %4, align 8
  br label %1131

719:                                              ; preds = %705
  br label %720

720:                                              ; preds = %719
  br label %721

721:                                              ; preds = %720, %688
  %722 = load i64, ptr %26, align 8
  %723 = load ptr, ptr %5, align 8
  %724 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %723, i32 0, i32 40
  store i64 %722, ptr %724, align 8
  %725 = load ptr, ptr %5, align 8
  %726 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %725, i32 0, i32 39
  %727 = load ptr, ptr %726, align 8
  %728 = load ptr, ptr %5, align 8
  %729 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %728, i32 0, i32 40
  %730 = load i64, ptr %729, align 8
  %731 = getelementptr inbounds i8, ptr %727, i64 %730
  %732 = load ptr, ptr %5, align 8
  %733 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %732, i32 0, i32 43
  store ptr %731, ptr %733, align 8
  %734 = load i64, ptr %27, align 8
  %735 = load ptr, ptr %5, align 8
  %736 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %735, i32 0, i32 44
  store i64 %734, ptr %736, align 8
  br label %737

737:                                              ; preds = %721, %653
  %738 = load ptr, ptr %5, align 8
  %739 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %738, i32 0, i32 38
  store i32 2, ptr %739, align 4
  br label %740

740:                                              ; preds = %171, %737
  br label %741

741:                                              ; preds = %740
  br label %742

742:                                              ; preds = %741
  %743 = load ptr, ptr %5, align 8
  %744 = load ptr, ptr %10, align 8
  %745 = load ptr, ptr %11, align 8
  %746 = ptrtoint ptr %744 to i64
  %747 = ptrtoint ptr %745 to i64
  %748 = sub i64 %746, %747
  %749 = call i64 @ZSTD_nextSrcSizeToDecompressWithInputSize(ptr noundef %743, i64 noundef %748)
  store i64 %749, ptr %33, align 8
  br label %750

750:                                              ; preds = %742
  br label %751

751:                                              ; preds = %750
  %752 = load i64, ptr %33, align 8
  %753 = icmp eq i64 %752, 0
  br i1 %753, label %754, label %757

754:                                              ; preds = %751
  %755 = load ptr, ptr %5, align 8
  %756 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %755, i32 0, i32 38
  store i32 0, ptr %756, align 4
  store i32 0, ptr %16, align 4
  br label %994

757:                                              ; preds = %751
  %758 = load ptr, ptr %10, align 8
  %759 = load ptr, ptr %11, align 8
  %760 = ptrtoint ptr %758 to i64
  %761 = ptrtoint ptr %759 to i64
  %762 = sub i64 %760, %761
  %763 = load i64, ptr %33, align 8
  %764 = icmp uge i64 %762, %763
  br i1 %764, label %765, label %790

765:                                              ; preds = %757
  br label %766

766:                                              ; preds = %765
  %767 = load ptr, ptr %5, align 8
  %768 = load ptr, ptr %14, align 8
  %769 = load ptr, ptr %11, align 8
  %770 = load i64, ptr %33, align 8
  %771 = call i64 @ZSTD_decompressContinueStream(ptr noundef %767, ptr noundef %15, ptr noundef %768, ptr noundef %769, i64 noundef %770)
  store i64 %771, ptr %34, align 8
  %772 = load i64, ptr %34, align 8
  %773 = call i32 @ERR_isError(i64 noundef %772)
  %774 = icmp ne i32 %773, 0
  br i1 %774, label %775, label %785

775:                                              ; preds = %766
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
  br label %782

782:                                              ; preds = %781
  br label %783

783:                                              ; preds = %782
  %784 = load i64, ptr %34, align 8
  store i64 %784, ptr %4, align 8
  br label %1131

785:                                              ; preds = %766
  br label %786

786:                                              ; preds = %785
  %787 = load i64, ptr %33, align 8
  %788 = load ptr, ptr %11, align 8
  %789 = getelementptr inbounds i8, ptr %788, i64 %787
  store ptr %789, ptr %11, align 8
  br label %994

790:                                              ; preds = %757
  %791 = load ptr, ptr %11, align 8
  %792 = load ptr, ptr %10, align 8
  %793 = icmp eq ptr %791, %792
  br i1 %793, label %794, label %795

794:                                              ; preds = %790
  store i32 0, ptr %16, align 4
  br label %994

795:                                              ; preds = %790
  %796 = load ptr, ptr %5, align 8
  %797 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %796, i32 0, i32 38
  store i32 3, ptr %797, align 4
  br label %798

798:                                              ; preds = %171, %795
  %799 = load ptr, ptr %5, align 8
  %800 = call i64 @ZSTD_nextSrcSizeToDecompress(ptr noundef %799)
  store i64 %800, ptr %35, align 8
  %801 = load i64, ptr %35, align 8
  %802 = load ptr, ptr %5, align 8
  %803 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %802, i32 0, i32 41
  %804 = load i64, ptr %803, align 8
  %805 = sub i64 %801, %804
  store i64 %805, ptr %36, align 8
  %806 = load ptr, ptr %5, align 8
  %807 = call i32 @ZSTD_isSkipFrame(ptr noundef %806)
  store i32 %807, ptr %37, align 4
  %808 = load i32, ptr %37, align 4
  %809 = icmp ne i32 %808, 0
  br i1 %809, label %810, label %828

810:                                              ; preds = %798
  %811 = load i64, ptr %36, align 8
  %812 = load ptr, ptr %10, align 8
  %813 = load ptr, ptr %11, align 8
  %814 = ptrtoint ptr %812 to i64
  %815 = ptrtoint ptr %813 to i64
  %816 = sub i64 %814, %815
  %817 = icmp ult i64 %811, %816
  br i1 %817, label %818, label %820

818:                                              ; preds = %810
  %819 = load i64, ptr %36, align 8
  br label %826

820:                                              ; preds = %810
  %821 = load ptr, ptr %10, align 8
  %822 = load ptr, ptr %11, align 8
  %823 = ptrtoint ptr %821 to i64
  %824 = ptrtoint ptr %822 to i64
  %825 = sub i64 %823, %824
  br label %826

826:                                              ; preds = %820, %818
  %827 = phi i64 [ %819, %818 ], [ %825, %820 ]
  store i64 %827, ptr %38, align 8
  br label %865

828:                                              ; preds = %798
  br label %829

829:                                              ; preds = %828
  %830 = load i64, ptr %36, align 8
  %831 = load ptr, ptr %5, align 8
  %832 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %831, i32 0, i32 40
  %833 = load i64, ptr %832, align 8
  %834 = load ptr, ptr %5, align 8
  %835 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %834, i32 0, i32 41
  %836 = load i64, ptr %835, align 8
  %837 = sub i64 %833, %836
  %838 = icmp ugt i64 %830, %837
  br i1 %838, label %839, label %848

839:                                              ; preds = %829
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
  br label %846

846:                                              ; preds = %845
  br label %847

847:                                              ; preds = %846
  store i64 -20, ptr %4, align 8
  br label %1131

848:                                              ; preds = %829
  br label %849

849:                                              ; preds = %848
  %850 = load ptr, ptr %5, align 8
  %851 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %850, i32 0, i32 39
  %852 = load ptr, ptr %851, align 8
  %853 = load ptr, ptr %5, align 8
  %854 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %853, i32 0, i32 41
  %855 = load i64, ptr %854, align 8
  %856 = getelementptr inbounds i8, ptr %852, i64 %855
  %857 = load i64, ptr %36, align 8
  %858 = load ptr, ptr %11, align 8
  %859 = load ptr, ptr %10, align 8
  %860 = load ptr, ptr %11, align 8
  %861 = ptrtoint ptr %859 to i64
  %862 = ptrtoint ptr %860 to i64
  %863 = sub i64 %861, %862
  %864 = call i64 @ZSTD_limitCopy(ptr noundef %856, i64 noundef %857, ptr noundef %858, i64 noundef %863)
  store i64 %864, ptr %38, align 8
  br label %865

865:                                              ; preds = %849, %826
  %866 = load i64, ptr %38, align 8
  %867 = icmp ne i64 %866, 0
  br i1 %867, label %868, label %877

868:                                              ; preds = %865
  %869 = load i64, ptr %38, align 8
  %870 = load ptr, ptr %11, align 8
  %871 = getelementptr inbounds i8, ptr %870, i64 %869
  store ptr %871, ptr %11, align 8
  %872 = load i64, ptr %38, align 8
  %873 = load ptr, ptr %5, align 8
  %874 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %873, i32 0, i32 41
  %875 = load i64, ptr %874, align 8
  %876 = add i64 %875, %872
  store i64 %876, ptr %874, align 8
  br label %877

877:                                              ; preds = %868, %865
  %878 = load i64, ptr %38, align 8
  %879 = load i64, ptr %36, align 8
  %880 = icmp ult i64 %878, %879
  br i1 %880, label %881, label %882

881:                                              ; preds = %877
  store i32 0, ptr %16, align 4
  br label %994

882:                                              ; preds = %877
  %883 = load ptr, ptr %5, align 8
  %884 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %883, i32 0, i32 41
  store i64 0, ptr %884, align 8
  br label %885

885:                                              ; preds = %882
  %886 = load ptr, ptr %5, align 8
  %887 = load ptr, ptr %14, align 8
  %888 = load ptr, ptr %5, align 8
  %889 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %888, i32 0, i32 39
  %890 = load ptr, ptr %889, align 8
  %891 = load i64, ptr %35, align 8
  %892 = call i64 @ZSTD_decompressContinueStream(ptr noundef %886, ptr noundef %15, ptr noundef %887, ptr noundef %890, i64 noundef %891)
  store i64 %892, ptr %39, align 8
  %893 = load i64, ptr %39, align 8
  %894 = call i32 @ERR_isError(i64 noundef %893)
  %895 = icmp ne i32 %894, 0
  br i1 %895, label %896, label %906

896:                                              ; preds = %885
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
  br label %903

903:                                              ; preds = %902
  br label %904

904:                                              ; preds = %903
  %905 = load i64, ptr %39, align 8
  store i64 %905, ptr %4, align 8
  br label %1131

906:                                              ; preds = %885
  br label %907

907:                                              ; preds = %906
  br label %994

908:                                              ; preds = %171
  %909 = load ptr, ptr %5, align 8
  %910 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %909, i32 0, i32 46
  %911 = load i64, ptr %910, align 8
  %912 = load ptr, ptr %5, align 8
  %913 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %912, i32 0, i32 45
  %914 = load i64, ptr %913, align 8
  %915 = sub i64 %911, %914
  store i64 %915, ptr %40, align 8
  %916 = load ptr, ptr %15, align 8
  %917 = load ptr, ptr %14, align 8
  %918 = load ptr, ptr %15, align 8
  %919 = ptrtoint ptr %917 to i64
  %920 = ptrtoint ptr %918 to i64
  %921 = sub i64 %919, %920
  %922 = load ptr, ptr %5, align 8
  %923 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %922, i32 0, i32 43
  %924 = load ptr, ptr %923, align 8
  %925 = load ptr, ptr %5, align 8
  %926 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %925, i32 0, i32 45
  %927 = load i64, ptr %926, align 8
  %928 = getelementptr inbounds i8, ptr %924, i64 %927
  %929 = load i64, ptr %40, align 8
  %930 = call i64 @ZSTD_limitCopy(ptr noundef %916, i64 noundef %921, ptr noundef %928, i64 noundef %929)
  store i64 %930, ptr %41, align 8
  %931 = load ptr, ptr %15, align 8
  %932 = icmp ne ptr %931, null
  br i1 %932, label %933, label %937

933:                                              ; preds = %908
  %934 = load ptr, ptr %15, align 8
  %935 = load i64, ptr %41, align 8
  %936 = getelementptr inbounds i8, ptr %934, i64 %935
  br label %939

937:                                              ; preds = %908
  %938 = load ptr, ptr %15, align 8
  br label %939

939:                                              ; preds = %937, %933
  %940 = phi ptr [ %936, %933 ], [ %938, %937 ]
  store ptr %940, ptr %15, align 8
  %941 = load i64, ptr %41, align 8
  %942 = load ptr, ptr %5, align 8
  %943 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %942, i32 0, i32 45
  %944 = load i64, ptr %943, align 8
  %945 = add i64 %944, %941
  store i64 %945, ptr %943, align 8
  %946 = load i64, ptr %41, align 8
  %947 = load i64, ptr %40, align 8
  %948 = icmp eq i64 %946, %947
  br i1 %948, label %949, label %982

949:                                              ; preds = %939
  %950 = load ptr, ptr %5, align 8
  %951 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %950, i32 0, i32 38
  store i32 2, ptr %951, align 4
  %952 = load ptr, ptr %5, align 8
  %953 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %952, i32 0, i32 44
  %954 = load i64, ptr %953, align 8
  %955 = load ptr, ptr %5, align 8
  %956 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %955, i32 0, i32 11
  %957 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %956, i32 0, i32 0
  %958 = load i64, ptr %957, align 8
  %959 = icmp ult i64 %954, %958
  br i1 %959, label %960, label %981

960:                                              ; preds = %949
  %961 = load ptr, ptr %5, align 8
  %962 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %961, i32 0, i32 45
  %963 = load i64, ptr %962, align 8
  %964 = load ptr, ptr %5, align 8
  %965 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %964, i32 0, i32 11
  %966 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %965, i32 0, i32 2
  %967 = load i32, ptr %966, align 8
  %968 = zext i32 %967 to i64
  %969 = add i64 %963, %968
  %970 = load ptr, ptr %5, align 8
  %971 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %970, i32 0, i32 44
  %972 = load i64, ptr %971, align 8
  %973 = icmp ugt i64 %969, %972
  br i1 %973, label %974, label %981

974:                                              ; preds = %960
  br label %975

975:                                              ; preds = %974
  br label %976

976:                                              ; preds = %975
  %977 = load ptr, ptr %5, align 8
  %978 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %977, i32 0, i32 46
  store i64 0, ptr %978, align 8
  %979 = load ptr, ptr %5, align 8
  %980 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %979, i32 0, i32 45
  store i64 0, ptr %980, align 8
  br label %981

981:                                              ; preds = %976, %960, %949
  br label %994

982:                                              ; preds = %939
  store i32 0, ptr %16, align 4
  br label %994

983:                                              ; preds = %171
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
  br label %991

991:                                              ; preds = %990
  br label %992

992:                                              ; preds = %991
  store i64 -1, ptr %4, align 8
  br label %1131

993:                                              ; No predecessors!
  br label %994

994:                                              ; preds = %993, %982, %981, %907, %881, %794, %786, %754, %409, %320
  br label %168, !llvm.loop !13

995:                                              ; preds = %168
  %996 = load ptr, ptr %11, align 8
  %997 = load ptr, ptr %7, align 8
  %998 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %997, i32 0, i32 0
  %999 = load ptr, ptr %998, align 8
  %1000 = ptrtoint ptr %996 to i64
  %1001 = ptrtoint ptr %999 to i64
  %1002 = sub i64 %1000, %1001
  %1003 = load ptr, ptr %7, align 8
  %1004 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %1003, i32 0, i32 2
  store i64 %1002, ptr %1004, align 8
  %1005 = load ptr, ptr %15, align 8
  %1006 = load ptr, ptr %6, align 8
  %1007 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %1006, i32 0, i32 0
  %1008 = load ptr, ptr %1007, align 8
  %1009 = ptrtoint ptr %1005 to i64
  %1010 = ptrtoint ptr %1008 to i64
  %1011 = sub i64 %1009, %1010
  %1012 = load ptr, ptr %6, align 8
  %1013 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %1012, i32 0, i32 2
  store i64 %1011, ptr %1013, align 8
  %1014 = load ptr, ptr %5, align 8
  %1015 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1014, i32 0, i32 51
  %1016 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1015, ptr align 8 %1016, i64 24, i1 false)
  %1017 = load ptr, ptr %11, align 8
  %1018 = load ptr, ptr %9, align 8
  %1019 = icmp eq ptr %1017, %1018
  br i1 %1019, label %1020, label %1065

1020:                                             ; preds = %995
  %1021 = load ptr, ptr %15, align 8
  %1022 = load ptr, ptr %13, align 8
  %1023 = icmp eq ptr %1021, %1022
  br i1 %1023, label %1024, label %1065

1024:                                             ; preds = %1020
  %1025 = load ptr, ptr %5, align 8
  %1026 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1025, i32 0, i32 49
  %1027 = load i32, ptr %1026, align 4
  %1028 = add nsw i32 %1027, 1
  store i32 %1028, ptr %1026, align 4
  %1029 = load ptr, ptr %5, align 8
  %1030 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1029, i32 0, i32 49
  %1031 = load i32, ptr %1030, align 4
  %1032 = icmp sge i32 %1031, 16
  br i1 %1032, label %1033, label %1064

1033:                                             ; preds = %1024
  br label %1034

1034:                                             ; preds = %1033
  %1035 = load ptr, ptr %15, align 8
  %1036 = load ptr, ptr %14, align 8
  %1037 = icmp eq ptr %1035, %1036
  br i1 %1037, label %1038, label %1047

1038:                                             ; preds = %1034
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
  br label %1045

1045:                                             ; preds = %1044
  br label %1046

1046:                                             ; preds = %1045
  store i64 -80, ptr %4, align 8
  br label %1131

1047:                                             ; preds = %1034
  br label %1048

1048:                                             ; preds = %1047
  br label %1049

1049:                                             ; preds = %1048
  %1050 = load ptr, ptr %11, align 8
  %1051 = load ptr, ptr %10, align 8
  %1052 = icmp eq ptr %1050, %1051
  br i1 %1052, label %1053, label %1062

1053:                                             ; preds = %1049
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
  br label %1060

1060:                                             ; preds = %1059
  br label %1061

1061:                                             ; preds = %1060
  store i64 -82, ptr %4, align 8
  br label %1131

1062:                                             ; preds = %1049
  br label %1063

1063:                                             ; preds = %1062
  br label %1064

1064:                                             ; preds = %1063, %1024
  br label %1068

1065:                                             ; preds = %1020, %995
  %1066 = load ptr, ptr %5, align 8
  %1067 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1066, i32 0, i32 49
  store i32 0, ptr %1067, align 4
  br label %1068

1068:                                             ; preds = %1065, %1064
  %1069 = load ptr, ptr %5, align 8
  %1070 = call i64 @ZSTD_nextSrcSizeToDecompress(ptr noundef %1069)
  store i64 %1070, ptr %42, align 8
  %1071 = load i64, ptr %42, align 8
  %1072 = icmp ne i64 %1071, 0
  br i1 %1072, label %1116, label %1073

1073:                                             ; preds = %1068
  %1074 = load ptr, ptr %5, align 8
  %1075 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1074, i32 0, i32 46
  %1076 = load i64, ptr %1075, align 8
  %1077 = load ptr, ptr %5, align 8
  %1078 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1077, i32 0, i32 45
  %1079 = load i64, ptr %1078, align 8
  %1080 = icmp eq i64 %1076, %1079
  br i1 %1080, label %1081, label %1103

1081:                                             ; preds = %1073
  %1082 = load ptr, ptr %5, align 8
  %1083 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1082, i32 0, i32 48
  %1084 = load i32, ptr %1083, align 8
  %1085 = icmp ne i32 %1084, 0
  br i1 %1085, label %1086, label %1102

1086:                                             ; preds = %1081
  %1087 = load ptr, ptr %7, align 8
  %1088 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %1087, i32 0, i32 2
  %1089 = load i64, ptr %1088, align 8
  %1090 = load ptr, ptr %7, align 8
  %1091 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %1090, i32 0, i32 1
  %1092 = load i64, ptr %1091, align 8
  %1093 = icmp uge i64 %1089, %1092
  br i1 %1093, label %1094, label %1097

1094:                                             ; preds = %1086
  %1095 = load ptr, ptr %5, align 8
  %1096 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1095, i32 0, i32 38
  store i32 2, ptr %1096, align 4
  store i64 1, ptr %4, align 8
  br label %1131

1097:                                             ; preds = %1086
  %1098 = load ptr, ptr %7, align 8
  %1099 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %1098, i32 0, i32 2
  %1100 = load i64, ptr %1099, align 8
  %1101 = add i64 %1100, 1
  store i64 %1101, ptr %1099, align 8
  br label %1102

1102:                                             ; preds = %1097, %1081
  store i64 0, ptr %4, align 8
  br label %1131

1103:                                             ; preds = %1073
  %1104 = load ptr, ptr %5, align 8
  %1105 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1104, i32 0, i32 48
  %1106 = load i32, ptr %1105, align 8
  %1107 = icmp ne i32 %1106, 0
  br i1 %1107, label %1115, label %1108

1108:                                             ; preds = %1103
  %1109 = load ptr, ptr %7, align 8
  %1110 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %1109, i32 0, i32 2
  %1111 = load i64, ptr %1110, align 8
  %1112 = add i64 %1111, -1
  store i64 %1112, ptr %1110, align 8
  %1113 = load ptr, ptr %5, align 8
  %1114 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1113, i32 0, i32 48
  store i32 1, ptr %1114, align 8
  br label %1115

1115:                                             ; preds = %1108, %1103
  store i64 1, ptr %4, align 8
  br label %1131

1116:                                             ; preds = %1068
  %1117 = load ptr, ptr %5, align 8
  %1118 = call i32 @ZSTD_nextInputType(ptr noundef %1117)
  %1119 = icmp eq i32 %1118, 2
  %1120 = zext i1 %1119 to i32
  %1121 = sext i32 %1120 to i64
  %1122 = mul i64 3, %1121
  %1123 = load i64, ptr %42, align 8
  %1124 = add i64 %1123, %1122
  store i64 %1124, ptr %42, align 8
  %1125 = load ptr, ptr %5, align 8
  %1126 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %1125, i32 0, i32 41
  %1127 = load i64, ptr %1126, align 8
  %1128 = load i64, ptr %42, align 8
  %1129 = sub i64 %1128, %1127
  store i64 %1129, ptr %42, align 8
  %1130 = load i64, ptr %42, align 8
  store i64 %1130, ptr %4, align 8
  br label %1131

1131:                                             ; preds = %1116, %1115, %1102, %1094, %1061, %1046, %992, %904, %847, %783, %718, %686, %565, %521, %474, %453, %393, %313, %290, %223, %164, %144, %125
  %1132 = load i64, ptr %4, align 8
  ret i64 %1132
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
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %7, i32 0, i32 51
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %8, i64 24, i1 false)
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %9, i32 0, i32 50
  %11 = load i32, ptr %10, align 8
  %12 = icmp ne i32 %11, 1
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  store i64 0, ptr %3, align 8
  br label %52

14:                                               ; preds = %2
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %15, i32 0, i32 38
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
  %7 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %6, i32 0, i32 30
  %8 = load ptr, ptr %7, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %37

10:                                               ; preds = %5
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %11, i32 0, i32 34
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
  %30 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %29, i32 0, i32 31
  store i32 %28, ptr %30, align 8
  %31 = load ptr, ptr %3, align 8
  %32 = load ptr, ptr %2, align 8
  %33 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %32, i32 0, i32 30
  store ptr %31, ptr %33, align 8
  %34 = load ptr, ptr %2, align 8
  %35 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %34, i32 0, i32 33
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
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %13, i32 0, i32 57
  %15 = load i64, ptr %14, align 8
  %16 = add i64 %15, 1
  store i64 %16, ptr %14, align 8
  br label %20

17:                                               ; preds = %3
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %18, i32 0, i32 57
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
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %3, i32 0, i32 57
  %5 = load i64, ptr %4, align 8
  %6 = icmp uge i64 %5, 128
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_customMalloc(i64 noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %16

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 2
  %13 = load ptr, ptr %12, align 8
  %14 = load i64, ptr %4, align 8
  %15 = call ptr %11(ptr noundef %13, i64 noundef %14)
  store ptr %15, ptr %3, align 8
  br label %19

16:                                               ; preds = %2
  %17 = load i64, ptr %4, align 8
  %18 = call noalias ptr @malloc(i64 noundef %17) #12
  store ptr %18, ptr %3, align 8
  br label %19

19:                                               ; preds = %16, %9
  %20 = load ptr, ptr %3, align 8
  ret ptr %20
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
  %22 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %21, i32 0, i32 50
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
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %30, i32 0, i32 44
  %32 = load i64, ptr %31, align 8
  %33 = load ptr, ptr %7, align 8
  %34 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %33, i32 0, i32 45
  %35 = load i64, ptr %34, align 8
  %36 = sub i64 %32, %35
  br label %37

37:                                               ; preds = %29, %28
  %38 = phi i64 [ 0, %28 ], [ %36, %29 ]
  store i64 %38, ptr %13, align 8
  %39 = load ptr, ptr %7, align 8
  %40 = load ptr, ptr %7, align 8
  %41 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %40, i32 0, i32 43
  %42 = load ptr, ptr %41, align 8
  %43 = load ptr, ptr %7, align 8
  %44 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %43, i32 0, i32 45
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
  %75 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %74, i32 0, i32 38
  store i32 2, ptr %75, align 4
  br label %86

76:                                               ; preds = %70, %67
  %77 = load ptr, ptr %7, align 8
  %78 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %77, i32 0, i32 45
  %79 = load i64, ptr %78, align 8
  %80 = load i64, ptr %14, align 8
  %81 = add i64 %79, %80
  %82 = load ptr, ptr %7, align 8
  %83 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %82, i32 0, i32 46
  store i64 %81, ptr %83, align 8
  %84 = load ptr, ptr %7, align 8
  %85 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %84, i32 0, i32 38
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
  %129 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %128, i32 0, i32 38
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
define internal i16 @MEM_read16(ptr noundef %0) #0 {
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
  %129 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %128, i32 0, i32 37
  %130 = load i32, ptr %129, align 8
  %131 = icmp ne i32 %130, 0
  br i1 %131, label %132, label %155

132:                                              ; preds = %121
  %133 = load ptr, ptr %7, align 8
  %134 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %133, i32 0, i32 11
  %135 = getelementptr inbounds %struct.ZSTD_FrameHeader, ptr %134, i32 0, i32 2
  %136 = load i32, ptr %135, align 8
  %137 = load ptr, ptr %7, align 8
  %138 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %137, i32 0, i32 37
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
  %148 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %147, i32 0, i32 37
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
  %237 = call i64 @ZSTD_setRleBlock(ptr noundef %226, i64 noundef %231, i8 noundef %233, i64 noundef %236)
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
  br label %18, !llvm.loop !14

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
  br label %57, !llvm.loop !15

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
define internal ptr @ZSTD_customCalloc(i64 noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %20

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 0
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %struct.ZSTD_customMem, ptr %1, i32 0, i32 2
  %14 = load ptr, ptr %13, align 8
  %15 = load i64, ptr %4, align 8
  %16 = call ptr %12(ptr noundef %14, i64 noundef %15)
  store ptr %16, ptr %6, align 8
  %17 = load ptr, ptr %6, align 8
  %18 = load i64, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %17, i8 0, i64 %18, i1 false)
  %19 = load ptr, ptr %6, align 8
  store ptr %19, ptr %3, align 8
  br label %23

20:                                               ; preds = %2
  %21 = load i64, ptr %4, align 8
  %22 = call noalias ptr @calloc(i64 noundef 1, i64 noundef %21) #13
  store ptr %22, ptr %3, align 8
  br label %23

23:                                               ; preds = %20, %10
  %24 = load ptr, ptr %3, align 8
  ret ptr %24
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #8

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_DDictHashSet_expand(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.ZSTD_customMem, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca %struct.ZSTD_customMem, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %14, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = mul i64 %16, 2
  store i64 %17, ptr %6, align 8
  %18 = load i64, ptr %6, align 8
  %19 = mul i64 8, %18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %1, i64 24, i1 false)
  %20 = call ptr @ZSTD_customCalloc(i64 noundef %19, ptr noundef %8)
  store ptr %20, ptr %7, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %21, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  store ptr %23, ptr %9, align 8
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %24, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  store i64 %26, ptr %10, align 8
  br label %27

27:                                               ; preds = %2
  br label %28

28:                                               ; preds = %27
  br label %29

29:                                               ; preds = %28
  %30 = load ptr, ptr %7, align 8
  %31 = icmp ne ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %29
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
  store i64 -64, ptr %3, align 8
  br label %92

41:                                               ; preds = %29
  br label %42

42:                                               ; preds = %41
  %43 = load ptr, ptr %7, align 8
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %44, i32 0, i32 0
  store ptr %43, ptr %45, align 8
  %46 = load i64, ptr %6, align 8
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %47, i32 0, i32 1
  store i64 %46, ptr %48, align 8
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr inbounds %struct.ZSTD_DDictHashSet, ptr %49, i32 0, i32 2
  store i64 0, ptr %50, align 8
  store i64 0, ptr %11, align 8
  br label %51

51:                                               ; preds = %85, %42
  %52 = load i64, ptr %11, align 8
  %53 = load i64, ptr %10, align 8
  %54 = icmp ult i64 %52, %53
  br i1 %54, label %55, label %88

55:                                               ; preds = %51
  %56 = load ptr, ptr %9, align 8
  %57 = load i64, ptr %11, align 8
  %58 = getelementptr inbounds ptr, ptr %56, i64 %57
  %59 = load ptr, ptr %58, align 8
  %60 = icmp ne ptr %59, null
  br i1 %60, label %61, label %84

61:                                               ; preds = %55
  br label %62

62:                                               ; preds = %61
  %63 = load ptr, ptr %4, align 8
  %64 = load ptr, ptr %9, align 8
  %65 = load i64, ptr %11, align 8
  %66 = getelementptr inbounds ptr, ptr %64, i64 %65
  %67 = load ptr, ptr %66, align 8
  %68 = call i64 @ZSTD_DDictHashSet_emplaceDDict(ptr noundef %63, ptr noundef %67)
  store i64 %68, ptr %12, align 8
  %69 = load i64, ptr %12, align 8
  %70 = call i32 @ERR_isError(i64 noundef %69)
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %72, label %82

72:                                               ; preds = %62
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
  br label %79

79:                                               ; preds = %78
  br label %80

80:                                               ; preds = %79
  %81 = load i64, ptr %12, align 8
  store i64 %81, ptr %3, align 8
  br label %92

82:                                               ; preds = %62
  br label %83

83:                                               ; preds = %82
  br label %84

84:                                               ; preds = %83, %55
  br label %85

85:                                               ; preds = %84
  %86 = load i64, ptr %11, align 8
  %87 = add i64 %86, 1
  store i64 %87, ptr %11, align 8
  br label %51, !llvm.loop !16

88:                                               ; preds = %51
  %89 = load ptr, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %1, i64 24, i1 false)
  call void @ZSTD_customFree(ptr noundef %89, ptr noundef %13)
  br label %90

90:                                               ; preds = %88
  br label %91

91:                                               ; preds = %90
  store i64 0, ptr %3, align 8
  br label %92

92:                                               ; preds = %91, %80, %40
  %93 = load i64, ptr %3, align 8
  ret i64 %93
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
  br label %39, !llvm.loop !17

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
  br i1 %71, label %39, label %72, !llvm.loop !18

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
  %4 = call i32 @llvm.ctlz.i32(i32 %3, i1 false)
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
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %7, i32 0, i32 40
  %9 = load i64, ptr %8, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, ptr %10, i32 0, i32 44
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { noinline nounwind optnone willreturn memory(read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind allocsize(0,1) }

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
