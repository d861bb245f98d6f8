; ModuleID = 'src/zstd/lib/compress/zstd_compress_sequences.c'
source_filename = "src/zstd/lib/compress/zstd_compress_sequences.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.FSE_CState_t = type { i64, ptr, ptr, i32 }
%struct.FSE_symbolCompressionTransform = type { i32, i32 }
%struct.ZSTD_BuildCTableWksp = type { [53 x i16], [285 x i32] }
%struct.BIT_CStream_t = type { i64, i32, ptr, ptr, ptr }
%struct.SeqDef_s = type { i32, i16, i16 }

@kInverseProbabilityLog256 = internal constant [256 x i32] [i32 0, i32 2048, i32 1792, i32 1642, i32 1536, i32 1453, i32 1386, i32 1329, i32 1280, i32 1236, i32 1197, i32 1162, i32 1130, i32 1100, i32 1073, i32 1047, i32 1024, i32 1001, i32 980, i32 960, i32 941, i32 923, i32 906, i32 889, i32 874, i32 859, i32 844, i32 830, i32 817, i32 804, i32 791, i32 779, i32 768, i32 756, i32 745, i32 734, i32 724, i32 714, i32 704, i32 694, i32 685, i32 676, i32 667, i32 658, i32 650, i32 642, i32 633, i32 626, i32 618, i32 610, i32 603, i32 595, i32 588, i32 581, i32 574, i32 567, i32 561, i32 554, i32 548, i32 542, i32 535, i32 529, i32 523, i32 517, i32 512, i32 506, i32 500, i32 495, i32 489, i32 484, i32 478, i32 473, i32 468, i32 463, i32 458, i32 453, i32 448, i32 443, i32 438, i32 434, i32 429, i32 424, i32 420, i32 415, i32 411, i32 407, i32 402, i32 398, i32 394, i32 390, i32 386, i32 382, i32 377, i32 373, i32 370, i32 366, i32 362, i32 358, i32 354, i32 350, i32 347, i32 343, i32 339, i32 336, i32 332, i32 329, i32 325, i32 322, i32 318, i32 315, i32 311, i32 308, i32 305, i32 302, i32 298, i32 295, i32 292, i32 289, i32 286, i32 282, i32 279, i32 276, i32 273, i32 270, i32 267, i32 264, i32 261, i32 258, i32 256, i32 253, i32 250, i32 247, i32 244, i32 241, i32 239, i32 236, i32 233, i32 230, i32 228, i32 225, i32 222, i32 220, i32 217, i32 215, i32 212, i32 209, i32 207, i32 204, i32 202, i32 199, i32 197, i32 194, i32 192, i32 190, i32 187, i32 185, i32 182, i32 180, i32 178, i32 175, i32 173, i32 171, i32 168, i32 166, i32 164, i32 162, i32 159, i32 157, i32 155, i32 153, i32 151, i32 149, i32 146, i32 144, i32 142, i32 140, i32 138, i32 136, i32 134, i32 132, i32 130, i32 128, i32 126, i32 123, i32 121, i32 119, i32 117, i32 115, i32 114, i32 112, i32 110, i32 108, i32 106, i32 104, i32 102, i32 100, i32 98, i32 96, i32 94, i32 93, i32 91, i32 89, i32 87, i32 85, i32 83, i32 82, i32 80, i32 78, i32 76, i32 74, i32 73, i32 71, i32 69, i32 67, i32 66, i32 64, i32 62, i32 61, i32 59, i32 57, i32 55, i32 54, i32 52, i32 50, i32 49, i32 47, i32 46, i32 44, i32 42, i32 41, i32 39, i32 37, i32 36, i32 34, i32 33, i32 31, i32 30, i32 28, i32 26, i32 25, i32 23, i32 22, i32 20, i32 19, i32 17, i32 16, i32 14, i32 13, i32 11, i32 10, i32 8, i32 7, i32 5, i32 4, i32 2, i32 1], align 4
@LL_bits = internal constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@ML_bits = internal constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@BIT_mask = internal constant [32 x i32] [i32 0, i32 1, i32 3, i32 7, i32 15, i32 31, i32 63, i32 127, i32 255, i32 511, i32 1023, i32 2047, i32 4095, i32 8191, i32 16383, i32 32767, i32 65535, i32 131071, i32 262143, i32 524287, i32 1048575, i32 2097151, i32 4194303, i32 8388607, i32 16777215, i32 33554431, i32 67108863, i32 134217727, i32 268435455, i32 536870911, i32 1073741823, i32 2147483647], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_fseBitCost(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.FSE_CState_t, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 8, ptr %8, align 4
  store i64 0, ptr %9, align 8
  %15 = load ptr, ptr %5, align 8
  call void @FSE_initCState(ptr noundef %11, ptr noundef %15)
  %16 = load ptr, ptr %5, align 8
  %17 = call i32 @ZSTD_getFSEMaxSymbolValue(ptr noundef %16)
  %18 = load i32, ptr %7, align 4
  %19 = icmp ult i32 %17, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %3
  br label %21

21:                                               ; preds = %20
  br label %22

22:                                               ; preds = %21
  store i64 -1, ptr %4, align 8
  br label %71

23:                                               ; preds = %3
  store i32 0, ptr %10, align 4
  br label %24

24:                                               ; preds = %65, %23
  %25 = load i32, ptr %10, align 4
  %26 = load i32, ptr %7, align 4
  %27 = icmp ule i32 %25, %26
  br i1 %27, label %28, label %68

28:                                               ; preds = %24
  %29 = getelementptr inbounds %struct.FSE_CState_t, ptr %11, i32 0, i32 3
  %30 = load i32, ptr %29, align 8
  store i32 %30, ptr %12, align 4
  %31 = load i32, ptr %12, align 4
  %32 = add i32 %31, 1
  %33 = shl i32 %32, 8
  store i32 %33, ptr %13, align 4
  %34 = getelementptr inbounds %struct.FSE_CState_t, ptr %11, i32 0, i32 2
  %35 = load ptr, ptr %34, align 8
  %36 = load i32, ptr %12, align 4
  %37 = load i32, ptr %10, align 4
  %38 = call i32 @FSE_bitCost(ptr noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef 8)
  store i32 %38, ptr %14, align 4
  %39 = load ptr, ptr %6, align 8
  %40 = load i32, ptr %10, align 4
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %39, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %46

45:                                               ; preds = %28
  br label %65

46:                                               ; preds = %28
  %47 = load i32, ptr %14, align 4
  %48 = load i32, ptr %13, align 4
  %49 = icmp uge i32 %47, %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %46
  br label %51

51:                                               ; preds = %50
  br label %52

52:                                               ; preds = %51
  store i64 -1, ptr %4, align 8
  br label %71

53:                                               ; preds = %46
  %54 = load ptr, ptr %6, align 8
  %55 = load i32, ptr %10, align 4
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %54, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = zext i32 %58 to i64
  %60 = load i32, ptr %14, align 4
  %61 = zext i32 %60 to i64
  %62 = mul i64 %59, %61
  %63 = load i64, ptr %9, align 8
  %64 = add i64 %63, %62
  store i64 %64, ptr %9, align 8
  br label %65

65:                                               ; preds = %53, %45
  %66 = load i32, ptr %10, align 4
  %67 = add i32 %66, 1
  store i32 %67, ptr %10, align 4
  br label %24, !llvm.loop !6

68:                                               ; preds = %24
  %69 = load i64, ptr %9, align 8
  %70 = lshr i64 %69, 8
  store i64 %70, ptr %4, align 8
  br label %71

71:                                               ; preds = %68, %52, %22
  %72 = load i64, ptr %4, align 8
  ret i64 %72
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @FSE_initCState(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %5, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %6, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = call i16 @MEM_read16(ptr noundef %10)
  %12 = zext i16 %11 to i32
  store i32 %12, ptr %7, align 4
  %13 = load i32, ptr %7, align 4
  %14 = zext i32 %13 to i64
  %15 = shl i64 1, %14
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.FSE_CState_t, ptr %16, i32 0, i32 0
  store i64 %15, ptr %17, align 8
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds i16, ptr %18, i64 2
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.FSE_CState_t, ptr %20, i32 0, i32 1
  store ptr %19, ptr %21, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds i32, ptr %22, i64 1
  %24 = load i32, ptr %7, align 4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %2
  %27 = load i32, ptr %7, align 4
  %28 = sub i32 %27, 1
  %29 = shl i32 1, %28
  br label %31

30:                                               ; preds = %2
  br label %31

31:                                               ; preds = %30, %26
  %32 = phi i32 [ %29, %26 ], [ 1, %30 ]
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %23, i64 %33
  %35 = load ptr, ptr %3, align 8
  %36 = getelementptr inbounds %struct.FSE_CState_t, ptr %35, i32 0, i32 2
  store ptr %34, ptr %36, align 8
  %37 = load i32, ptr %7, align 4
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.FSE_CState_t, ptr %38, i32 0, i32 3
  store i32 %37, ptr %39, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_getFSEMaxSymbolValue(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds i16, ptr %8, i64 1
  %10 = call i16 @MEM_read16(ptr noundef %9)
  %11 = zext i16 %10 to i32
  store i32 %11, ptr %5, align 4
  %12 = load i32, ptr %5, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @FSE_bitCost(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %16 = load ptr, ptr %5, align 8
  store ptr %16, ptr %9, align 8
  %17 = load ptr, ptr %9, align 8
  %18 = load i32, ptr %7, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %17, i64 %19
  %21 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = lshr i32 %22, 16
  store i32 %23, ptr %10, align 4
  %24 = load i32, ptr %10, align 4
  %25 = add i32 %24, 1
  %26 = shl i32 %25, 16
  store i32 %26, ptr %11, align 4
  %27 = load i32, ptr %6, align 4
  %28 = shl i32 1, %27
  store i32 %28, ptr %12, align 4
  %29 = load i32, ptr %11, align 4
  %30 = load ptr, ptr %9, align 8
  %31 = load i32, ptr %7, align 4
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %30, i64 %32
  %34 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %12, align 4
  %37 = add i32 %35, %36
  %38 = sub i32 %29, %37
  store i32 %38, ptr %13, align 4
  %39 = load i32, ptr %13, align 4
  %40 = load i32, ptr %8, align 4
  %41 = shl i32 %39, %40
  %42 = load i32, ptr %6, align 4
  %43 = lshr i32 %41, %42
  store i32 %43, ptr %14, align 4
  %44 = load i32, ptr %8, align 4
  %45 = shl i32 1, %44
  store i32 %45, ptr %15, align 4
  %46 = load i32, ptr %10, align 4
  %47 = add i32 %46, 1
  %48 = load i32, ptr %15, align 4
  %49 = mul i32 %47, %48
  %50 = load i32, ptr %14, align 4
  %51 = sub i32 %49, %50
  ret i32 %51
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_crossEntropyCost(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %14 = load i32, ptr %6, align 4
  %15 = sub i32 8, %14
  store i32 %15, ptr %9, align 4
  store i64 0, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %16

16:                                               ; preds = %54, %4
  %17 = load i32, ptr %11, align 4
  %18 = load i32, ptr %8, align 4
  %19 = icmp ule i32 %17, %18
  br i1 %19, label %20, label %57

20:                                               ; preds = %16
  %21 = load ptr, ptr %5, align 8
  %22 = load i32, ptr %11, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i16, ptr %21, i64 %23
  %25 = load i16, ptr %24, align 2
  %26 = sext i16 %25 to i32
  %27 = icmp ne i32 %26, -1
  br i1 %27, label %28, label %35

28:                                               ; preds = %20
  %29 = load ptr, ptr %5, align 8
  %30 = load i32, ptr %11, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i16, ptr %29, i64 %31
  %33 = load i16, ptr %32, align 2
  %34 = sext i16 %33 to i32
  br label %36

35:                                               ; preds = %20
  br label %36

36:                                               ; preds = %35, %28
  %37 = phi i32 [ %34, %28 ], [ 1, %35 ]
  store i32 %37, ptr %12, align 4
  %38 = load i32, ptr %12, align 4
  %39 = load i32, ptr %9, align 4
  %40 = shl i32 %38, %39
  store i32 %40, ptr %13, align 4
  %41 = load ptr, ptr %7, align 8
  %42 = load i32, ptr %11, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %41, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = load i32, ptr %13, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = mul i32 %45, %49
  %51 = zext i32 %50 to i64
  %52 = load i64, ptr %10, align 8
  %53 = add i64 %52, %51
  store i64 %53, ptr %10, align 8
  br label %54

54:                                               ; preds = %36
  %55 = load i32, ptr %11, align 4
  %56 = add i32 %55, 1
  store i32 %56, ptr %11, align 4
  br label %16, !llvm.loop !8

57:                                               ; preds = %16
  %58 = load i64, ptr %10, align 8
  %59 = lshr i64 %58, 8
  ret i64 %59
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ZSTD_selectEncodingType(ptr noundef %0, ptr noundef %1, i32 noundef %2, i64 noundef %3, i64 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) #0 {
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  store ptr %0, ptr %13, align 8
  store ptr %1, ptr %14, align 8
  store i32 %2, ptr %15, align 4
  store i64 %3, ptr %16, align 8
  store i64 %4, ptr %17, align 8
  store i32 %5, ptr %18, align 4
  store ptr %6, ptr %19, align 8
  store ptr %7, ptr %20, align 8
  store i32 %8, ptr %21, align 4
  store i32 %9, ptr %22, align 4
  store i32 %10, ptr %23, align 4
  %32 = load i64, ptr %16, align 8
  %33 = load i64, ptr %17, align 8
  %34 = icmp eq i64 %32, %33
  br i1 %34, label %35, label %48

35:                                               ; preds = %11
  %36 = load ptr, ptr %13, align 8
  store i32 0, ptr %36, align 4
  %37 = load i32, ptr %22, align 4
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %45

39:                                               ; preds = %35
  %40 = load i64, ptr %17, align 8
  %41 = icmp ule i64 %40, 2
  br i1 %41, label %42, label %45

42:                                               ; preds = %39
  br label %43

43:                                               ; preds = %42
  br label %44

44:                                               ; preds = %43
  store i32 0, ptr %12, align 4
  br label %155

45:                                               ; preds = %39, %35
  br label %46

46:                                               ; preds = %45
  br label %47

47:                                               ; preds = %46
  store i32 1, ptr %12, align 4
  br label %155

48:                                               ; preds = %11
  %49 = load i32, ptr %23, align 4
  %50 = icmp ult i32 %49, 4
  br i1 %50, label %51, label %91

51:                                               ; preds = %48
  %52 = load i32, ptr %22, align 4
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %90

54:                                               ; preds = %51
  store i64 1000, ptr %24, align 8
  %55 = load i32, ptr %23, align 4
  %56 = sub i32 10, %55
  %57 = zext i32 %56 to i64
  store i64 %57, ptr %25, align 8
  store i64 3, ptr %26, align 8
  %58 = load i32, ptr %21, align 4
  %59 = zext i32 %58 to i64
  %60 = shl i64 1, %59
  %61 = load i64, ptr %25, align 8
  %62 = mul i64 %60, %61
  %63 = lshr i64 %62, 3
  store i64 %63, ptr %27, align 8
  %64 = load ptr, ptr %13, align 8
  %65 = load i32, ptr %64, align 4
  %66 = icmp eq i32 %65, 2
  br i1 %66, label %67, label %73

67:                                               ; preds = %54
  %68 = load i64, ptr %17, align 8
  %69 = icmp ult i64 %68, 1000
  br i1 %69, label %70, label %73

70:                                               ; preds = %67
  br label %71

71:                                               ; preds = %70
  br label %72

72:                                               ; preds = %71
  store i32 3, ptr %12, align 4
  br label %155

73:                                               ; preds = %67, %54
  %74 = load i64, ptr %17, align 8
  %75 = load i64, ptr %27, align 8
  %76 = icmp ult i64 %74, %75
  br i1 %76, label %85, label %77

77:                                               ; preds = %73
  %78 = load i64, ptr %16, align 8
  %79 = load i64, ptr %17, align 8
  %80 = load i32, ptr %21, align 4
  %81 = sub i32 %80, 1
  %82 = zext i32 %81 to i64
  %83 = lshr i64 %79, %82
  %84 = icmp ult i64 %78, %83
  br i1 %84, label %85, label %89

85:                                               ; preds = %77, %73
  br label %86

86:                                               ; preds = %85
  br label %87

87:                                               ; preds = %86
  %88 = load ptr, ptr %13, align 8
  store i32 0, ptr %88, align 4
  store i32 0, ptr %12, align 4
  br label %155

89:                                               ; preds = %77
  br label %90

90:                                               ; preds = %89, %51
  br label %151

91:                                               ; preds = %48
  %92 = load i32, ptr %22, align 4
  %93 = icmp ne i32 %92, 0
  br i1 %93, label %94, label %100

94:                                               ; preds = %91
  %95 = load ptr, ptr %20, align 8
  %96 = load i32, ptr %21, align 4
  %97 = load ptr, ptr %14, align 8
  %98 = load i32, ptr %15, align 4
  %99 = call i64 @ZSTD_crossEntropyCost(ptr noundef %95, i32 noundef %96, ptr noundef %97, i32 noundef %98)
  br label %101

100:                                              ; preds = %91
  br label %101

101:                                              ; preds = %100, %94
  %102 = phi i64 [ %99, %94 ], [ -1, %100 ]
  store i64 %102, ptr %28, align 8
  %103 = load ptr, ptr %13, align 8
  %104 = load i32, ptr %103, align 4
  %105 = icmp ne i32 %104, 0
  br i1 %105, label %106, label %111

106:                                              ; preds = %101
  %107 = load ptr, ptr %19, align 8
  %108 = load ptr, ptr %14, align 8
  %109 = load i32, ptr %15, align 4
  %110 = call i64 @ZSTD_fseBitCost(ptr noundef %107, ptr noundef %108, i32 noundef %109)
  br label %112

111:                                              ; preds = %101
  br label %112

112:                                              ; preds = %111, %106
  %113 = phi i64 [ %110, %106 ], [ -1, %111 ]
  store i64 %113, ptr %29, align 8
  %114 = load ptr, ptr %14, align 8
  %115 = load i32, ptr %15, align 4
  %116 = load i64, ptr %17, align 8
  %117 = load i32, ptr %18, align 4
  %118 = call i64 @ZSTD_NCountCost(ptr noundef %114, i32 noundef %115, i64 noundef %116, i32 noundef %117)
  store i64 %118, ptr %30, align 8
  %119 = load i64, ptr %30, align 8
  %120 = shl i64 %119, 3
  %121 = load ptr, ptr %14, align 8
  %122 = load i32, ptr %15, align 4
  %123 = load i64, ptr %17, align 8
  %124 = call i64 @ZSTD_entropyCost(ptr noundef %121, i32 noundef %122, i64 noundef %123)
  %125 = add i64 %120, %124
  store i64 %125, ptr %31, align 8
  %126 = load i32, ptr %22, align 4
  %127 = icmp ne i32 %126, 0
  br i1 %127, label %128, label %129

128:                                              ; preds = %112
  br label %129

129:                                              ; preds = %128, %112
  br label %130

130:                                              ; preds = %129
  br label %131

131:                                              ; preds = %130
  %132 = load i64, ptr %28, align 8
  %133 = load i64, ptr %29, align 8
  %134 = icmp ule i64 %132, %133
  br i1 %134, label %135, label %143

135:                                              ; preds = %131
  %136 = load i64, ptr %28, align 8
  %137 = load i64, ptr %31, align 8
  %138 = icmp ule i64 %136, %137
  br i1 %138, label %139, label %143

139:                                              ; preds = %135
  br label %140

140:                                              ; preds = %139
  br label %141

141:                                              ; preds = %140
  %142 = load ptr, ptr %13, align 8
  store i32 0, ptr %142, align 4
  store i32 0, ptr %12, align 4
  br label %155

143:                                              ; preds = %135, %131
  %144 = load i64, ptr %29, align 8
  %145 = load i64, ptr %31, align 8
  %146 = icmp ule i64 %144, %145
  br i1 %146, label %147, label %150

147:                                              ; preds = %143
  br label %148

148:                                              ; preds = %147
  br label %149

149:                                              ; preds = %148
  store i32 3, ptr %12, align 4
  br label %155

150:                                              ; preds = %143
  br label %151

151:                                              ; preds = %150, %90
  br label %152

152:                                              ; preds = %151
  br label %153

153:                                              ; preds = %152
  %154 = load ptr, ptr %13, align 8
  store i32 1, ptr %154, align 4
  store i32 2, ptr %12, align 4
  br label %155

155:                                              ; preds = %153, %149, %141, %87, %72, %47, %44
  %156 = load i32, ptr %12, align 4
  ret i32 %156
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_NCountCost(ptr noundef %0, i32 noundef %1, i64 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca [512 x i8], align 1
  %11 = alloca [53 x i16], align 2
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store i64 %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %14 = load i32, ptr %9, align 4
  %15 = load i64, ptr %8, align 8
  %16 = load i32, ptr %7, align 4
  %17 = call i32 @FSE_optimalTableLog(i32 noundef %14, i64 noundef %15, i32 noundef %16)
  store i32 %17, ptr %12, align 4
  br label %18

18:                                               ; preds = %4
  %19 = getelementptr inbounds [53 x i16], ptr %11, i64 0, i64 0
  %20 = load i32, ptr %12, align 4
  %21 = load ptr, ptr %6, align 8
  %22 = load i64, ptr %8, align 8
  %23 = load i32, ptr %7, align 4
  %24 = load i64, ptr %8, align 8
  %25 = call i32 @ZSTD_useLowProbCount(i64 noundef %24)
  %26 = call i64 @FSE_normalizeCount(ptr noundef %19, i32 noundef %20, ptr noundef %21, i64 noundef %22, i32 noundef %23, i32 noundef %25)
  store i64 %26, ptr %13, align 8
  %27 = load i64, ptr %13, align 8
  %28 = call i32 @ERR_isError(i64 noundef %27)
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %40

30:                                               ; preds = %18
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
  store i64 %39, ptr %5, align 8
  br label %47

40:                                               ; preds = %18
  br label %41

41:                                               ; preds = %40
  %42 = getelementptr inbounds [512 x i8], ptr %10, i64 0, i64 0
  %43 = getelementptr inbounds [53 x i16], ptr %11, i64 0, i64 0
  %44 = load i32, ptr %7, align 4
  %45 = load i32, ptr %12, align 4
  %46 = call i64 @FSE_writeNCount(ptr noundef %42, i64 noundef 512, ptr noundef %43, i32 noundef %44, i32 noundef %45)
  store i64 %46, ptr %5, align 8
  br label %47

47:                                               ; preds = %41, %38
  %48 = load i64, ptr %5, align 8
  ret i64 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_entropyCost(ptr noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %48, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp ule i32 %11, %12
  br i1 %13, label %14, label %51

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %8, align 4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = mul i32 256, %19
  %21 = zext i32 %20 to i64
  %22 = load i64, ptr %6, align 8
  %23 = udiv i64 %21, %22
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr %9, align 4
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %8, align 4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %35

31:                                               ; preds = %14
  %32 = load i32, ptr %9, align 4
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %31
  store i32 1, ptr %9, align 4
  br label %35

35:                                               ; preds = %34, %31, %14
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %8, align 4
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %36, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = load i32, ptr %9, align 4
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = mul i32 %40, %44
  %46 = load i32, ptr %7, align 4
  %47 = add i32 %46, %45
  store i32 %47, ptr %7, align 4
  br label %48

48:                                               ; preds = %35
  %49 = load i32, ptr %8, align 4
  %50 = add i32 %49, 1
  store i32 %50, ptr %8, align 4
  br label %10, !llvm.loop !9

51:                                               ; preds = %10
  %52 = load i32, ptr %7, align 4
  %53 = lshr i32 %52, 8
  %54 = zext i32 %53 to i64
  ret i64 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_buildCTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i64 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, i64 noundef %13, ptr noundef %14, i64 noundef %15) #0 {
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca i64, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca i64, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i64, align 8
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i64, align 8
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
  %42 = alloca i64, align 8
  %43 = alloca i64, align 8
  %44 = alloca i64, align 8
  store ptr %0, ptr %18, align 8
  store i64 %1, ptr %19, align 8
  store ptr %2, ptr %20, align 8
  store i32 %3, ptr %21, align 4
  store i32 %4, ptr %22, align 4
  store ptr %5, ptr %23, align 8
  store i32 %6, ptr %24, align 4
  store ptr %7, ptr %25, align 8
  store i64 %8, ptr %26, align 8
  store ptr %9, ptr %27, align 8
  store i32 %10, ptr %28, align 4
  store i32 %11, ptr %29, align 4
  store ptr %12, ptr %30, align 8
  store i64 %13, ptr %31, align 8
  store ptr %14, ptr %32, align 8
  store i64 %15, ptr %33, align 8
  %45 = load ptr, ptr %18, align 8
  store ptr %45, ptr %34, align 8
  %46 = load ptr, ptr %34, align 8
  %47 = load i64, ptr %19, align 8
  %48 = getelementptr inbounds i8, ptr %46, i64 %47
  store ptr %48, ptr %35, align 8
  br label %49

49:                                               ; preds = %16
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %22, align 4
  switch i32 %51, label %233 [
    i32 1, label %52
    i32 3, label %91
    i32 0, label %95
    i32 2, label %119
  ]

52:                                               ; preds = %50
  br label %53

53:                                               ; preds = %52
  %54 = load ptr, ptr %20, align 8
  %55 = load i32, ptr %24, align 4
  %56 = trunc i32 %55 to i8
  %57 = call i64 @FSE_buildCTable_rle(ptr noundef %54, i8 noundef %56)
  store i64 %57, ptr %36, align 8
  %58 = load i64, ptr %36, align 8
  %59 = call i32 @ERR_isError(i64 noundef %58)
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %61, label %71

61:                                               ; preds = %53
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
  br label %68

68:                                               ; preds = %67
  br label %69

69:                                               ; preds = %68
  %70 = load i64, ptr %36, align 8
  store i64 %70, ptr %17, align 8
  br label %244

71:                                               ; preds = %53
  br label %72

72:                                               ; preds = %71
  br label %73

73:                                               ; preds = %72
  %74 = load i64, ptr %19, align 8
  %75 = icmp eq i64 %74, 0
  br i1 %75, label %76, label %85

76:                                               ; preds = %73
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
  br label %84

84:                                               ; preds = %83
  store i64 -70, ptr %17, align 8
  br label %244

85:                                               ; preds = %73
  br label %86

86:                                               ; preds = %85
  %87 = load ptr, ptr %25, align 8
  %88 = getelementptr inbounds i8, ptr %87, i64 0
  %89 = load i8, ptr %88, align 1
  %90 = load ptr, ptr %34, align 8
  store i8 %89, ptr %90, align 1
  store i64 1, ptr %17, align 8
  br label %244

91:                                               ; preds = %50
  %92 = load ptr, ptr %20, align 8
  %93 = load ptr, ptr %30, align 8
  %94 = load i64, ptr %31, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %92, ptr align 4 %93, i64 %94, i1 false)
  store i64 0, ptr %17, align 8
  br label %244

95:                                               ; preds = %50
  br label %96

96:                                               ; preds = %95
  %97 = load ptr, ptr %20, align 8
  %98 = load ptr, ptr %27, align 8
  %99 = load i32, ptr %29, align 4
  %100 = load i32, ptr %28, align 4
  %101 = load ptr, ptr %32, align 8
  %102 = load i64, ptr %33, align 8
  %103 = call i64 @FSE_buildCTable_wksp(ptr noundef %97, ptr noundef %98, i32 noundef %99, i32 noundef %100, ptr noundef %101, i64 noundef %102)
  store i64 %103, ptr %37, align 8
  %104 = load i64, ptr %37, align 8
  %105 = call i32 @ERR_isError(i64 noundef %104)
  %106 = icmp ne i32 %105, 0
  br i1 %106, label %107, label %117

107:                                              ; preds = %96
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
  br label %114

114:                                              ; preds = %113
  br label %115

115:                                              ; preds = %114
  %116 = load i64, ptr %37, align 8
  store i64 %116, ptr %17, align 8
  br label %244

117:                                              ; preds = %96
  br label %118

118:                                              ; preds = %117
  store i64 0, ptr %17, align 8
  br label %244

119:                                              ; preds = %50
  %120 = load ptr, ptr %32, align 8
  store ptr %120, ptr %38, align 8
  %121 = load i64, ptr %26, align 8
  store i64 %121, ptr %39, align 8
  %122 = load i32, ptr %21, align 4
  %123 = load i64, ptr %26, align 8
  %124 = load i32, ptr %24, align 4
  %125 = call i32 @FSE_optimalTableLog(i32 noundef %122, i64 noundef %123, i32 noundef %124)
  store i32 %125, ptr %40, align 4
  %126 = load ptr, ptr %23, align 8
  %127 = load ptr, ptr %25, align 8
  %128 = load i64, ptr %26, align 8
  %129 = sub i64 %128, 1
  %130 = getelementptr inbounds i8, ptr %127, i64 %129
  %131 = load i8, ptr %130, align 1
  %132 = zext i8 %131 to i64
  %133 = getelementptr inbounds i32, ptr %126, i64 %132
  %134 = load i32, ptr %133, align 4
  %135 = icmp ugt i32 %134, 1
  br i1 %135, label %136, label %149

136:                                              ; preds = %119
  %137 = load ptr, ptr %23, align 8
  %138 = load ptr, ptr %25, align 8
  %139 = load i64, ptr %26, align 8
  %140 = sub i64 %139, 1
  %141 = getelementptr inbounds i8, ptr %138, i64 %140
  %142 = load i8, ptr %141, align 1
  %143 = zext i8 %142 to i64
  %144 = getelementptr inbounds i32, ptr %137, i64 %143
  %145 = load i32, ptr %144, align 4
  %146 = add i32 %145, -1
  store i32 %146, ptr %144, align 4
  %147 = load i64, ptr %39, align 8
  %148 = add i64 %147, -1
  store i64 %148, ptr %39, align 8
  br label %149

149:                                              ; preds = %136, %119
  %150 = load i64, ptr %33, align 8
  br label %151

151:                                              ; preds = %149
  %152 = load ptr, ptr %38, align 8
  %153 = getelementptr inbounds %struct.ZSTD_BuildCTableWksp, ptr %152, i32 0, i32 0
  %154 = getelementptr inbounds [53 x i16], ptr %153, i64 0, i64 0
  %155 = load i32, ptr %40, align 4
  %156 = load ptr, ptr %23, align 8
  %157 = load i64, ptr %39, align 8
  %158 = load i32, ptr %24, align 4
  %159 = load i64, ptr %39, align 8
  %160 = call i32 @ZSTD_useLowProbCount(i64 noundef %159)
  %161 = call i64 @FSE_normalizeCount(ptr noundef %154, i32 noundef %155, ptr noundef %156, i64 noundef %157, i32 noundef %158, i32 noundef %160)
  store i64 %161, ptr %41, align 8
  %162 = load i64, ptr %41, align 8
  %163 = call i32 @ERR_isError(i64 noundef %162)
  %164 = icmp ne i32 %163, 0
  br i1 %164, label %165, label %175

165:                                              ; preds = %151
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
  br label %172

172:                                              ; preds = %171
  br label %173

173:                                              ; preds = %172
  %174 = load i64, ptr %41, align 8
  store i64 %174, ptr %17, align 8
  br label %244

175:                                              ; preds = %151
  br label %176

176:                                              ; preds = %175
  %177 = load ptr, ptr %34, align 8
  %178 = load ptr, ptr %35, align 8
  %179 = load ptr, ptr %34, align 8
  %180 = ptrtoint ptr %178 to i64
  %181 = ptrtoint ptr %179 to i64
  %182 = sub i64 %180, %181
  %183 = load ptr, ptr %38, align 8
  %184 = getelementptr inbounds %struct.ZSTD_BuildCTableWksp, ptr %183, i32 0, i32 0
  %185 = getelementptr inbounds [53 x i16], ptr %184, i64 0, i64 0
  %186 = load i32, ptr %24, align 4
  %187 = load i32, ptr %40, align 4
  %188 = call i64 @FSE_writeNCount(ptr noundef %177, i64 noundef %182, ptr noundef %185, i32 noundef %186, i32 noundef %187)
  store i64 %188, ptr %42, align 8
  br label %189

189:                                              ; preds = %176
  %190 = load i64, ptr %42, align 8
  store i64 %190, ptr %43, align 8
  %191 = load i64, ptr %43, align 8
  %192 = call i32 @ERR_isError(i64 noundef %191)
  %193 = icmp ne i32 %192, 0
  br i1 %193, label %194, label %204

194:                                              ; preds = %189
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
  br label %201

201:                                              ; preds = %200
  br label %202

202:                                              ; preds = %201
  %203 = load i64, ptr %43, align 8
  store i64 %203, ptr %17, align 8
  br label %244

204:                                              ; preds = %189
  br label %205

205:                                              ; preds = %204
  br label %206

206:                                              ; preds = %205
  %207 = load ptr, ptr %20, align 8
  %208 = load ptr, ptr %38, align 8
  %209 = getelementptr inbounds %struct.ZSTD_BuildCTableWksp, ptr %208, i32 0, i32 0
  %210 = getelementptr inbounds [53 x i16], ptr %209, i64 0, i64 0
  %211 = load i32, ptr %24, align 4
  %212 = load i32, ptr %40, align 4
  %213 = load ptr, ptr %38, align 8
  %214 = getelementptr inbounds %struct.ZSTD_BuildCTableWksp, ptr %213, i32 0, i32 1
  %215 = getelementptr inbounds [285 x i32], ptr %214, i64 0, i64 0
  %216 = call i64 @FSE_buildCTable_wksp(ptr noundef %207, ptr noundef %210, i32 noundef %211, i32 noundef %212, ptr noundef %215, i64 noundef 1140)
  store i64 %216, ptr %44, align 8
  %217 = load i64, ptr %44, align 8
  %218 = call i32 @ERR_isError(i64 noundef %217)
  %219 = icmp ne i32 %218, 0
  br i1 %219, label %220, label %230

220:                                              ; preds = %206
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
  %229 = load i64, ptr %44, align 8
  store i64 %229, ptr %17, align 8
  br label %244

230:                                              ; preds = %206
  br label %231

231:                                              ; preds = %230
  %232 = load i64, ptr %42, align 8
  store i64 %232, ptr %17, align 8
  br label %244

233:                                              ; preds = %50
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
  br label %240

240:                                              ; preds = %239
  br label %241

241:                                              ; preds = %240
  br label %242

242:                                              ; preds = %241
  store i64 -1, ptr %17, align 8
  br label %244

243:                                              ; No predecessors!
  br label %244

244:                                              ; preds = %69, %84, %86, %91, %115, %118, %173, %202, %228, %231, %242, %243
  %245 = load i64, ptr %17, align 8
  ret i64 %245
}

declare i64 @FSE_buildCTable_rle(ptr noundef, i8 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ERR_isError(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ugt i64 %3, -120
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i64 @FSE_buildCTable_wksp(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) #1

declare i32 @FSE_optimalTableLog(i32 noundef, i64 noundef, i32 noundef) #1

declare i64 @FSE_normalizeCount(ptr noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_useLowProbCount(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp uge i64 %3, 2048
  %5 = zext i1 %4 to i32
  ret i32 %5
}

declare i64 @FSE_writeNCount(ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_encodeSequences(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, i64 noundef %9, i32 noundef %10, i32 noundef %11) #0 {
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store ptr %0, ptr %13, align 8
  store i64 %1, ptr %14, align 8
  store ptr %2, ptr %15, align 8
  store ptr %3, ptr %16, align 8
  store ptr %4, ptr %17, align 8
  store ptr %5, ptr %18, align 8
  store ptr %6, ptr %19, align 8
  store ptr %7, ptr %20, align 8
  store ptr %8, ptr %21, align 8
  store i64 %9, ptr %22, align 8
  store i32 %10, ptr %23, align 4
  store i32 %11, ptr %24, align 4
  br label %25

25:                                               ; preds = %12
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %24, align 4
  %28 = load ptr, ptr %13, align 8
  %29 = load i64, ptr %14, align 8
  %30 = load ptr, ptr %15, align 8
  %31 = load ptr, ptr %16, align 8
  %32 = load ptr, ptr %17, align 8
  %33 = load ptr, ptr %18, align 8
  %34 = load ptr, ptr %19, align 8
  %35 = load ptr, ptr %20, align 8
  %36 = load ptr, ptr %21, align 8
  %37 = load i64, ptr %22, align 8
  %38 = load i32, ptr %23, align 4
  %39 = call i64 @ZSTD_encodeSequences_default(ptr noundef %28, i64 noundef %29, ptr noundef %30, ptr noundef %31, ptr noundef %32, ptr noundef %33, ptr noundef %34, ptr noundef %35, ptr noundef %36, i64 noundef %37, i32 noundef %38)
  ret i64 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_encodeSequences_default(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, i64 noundef %9, i32 noundef %10) #0 {
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca %struct.BIT_CStream_t, align 8
  %25 = alloca %struct.FSE_CState_t, align 8
  %26 = alloca %struct.FSE_CState_t, align 8
  %27 = alloca %struct.FSE_CState_t, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca i8, align 1
  %32 = alloca i8, align 1
  %33 = alloca i8, align 1
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca ptr, align 8
  %40 = alloca i64, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i64, align 8
  %49 = alloca i32, align 4
  store ptr %0, ptr %39, align 8
  store i64 %1, ptr %40, align 8
  store ptr %2, ptr %41, align 8
  store ptr %3, ptr %42, align 8
  store ptr %4, ptr %43, align 8
  store ptr %5, ptr %44, align 8
  store ptr %6, ptr %45, align 8
  store ptr %7, ptr %46, align 8
  store ptr %8, ptr %47, align 8
  store i64 %9, ptr %48, align 8
  store i32 %10, ptr %49, align 4
  %50 = load ptr, ptr %39, align 8
  %51 = load i64, ptr %40, align 8
  %52 = load ptr, ptr %41, align 8
  %53 = load ptr, ptr %42, align 8
  %54 = load ptr, ptr %43, align 8
  %55 = load ptr, ptr %44, align 8
  %56 = load ptr, ptr %45, align 8
  %57 = load ptr, ptr %46, align 8
  %58 = load ptr, ptr %47, align 8
  %59 = load i64, ptr %48, align 8
  %60 = load i32, ptr %49, align 4
  store ptr %50, ptr %13, align 8
  store i64 %51, ptr %14, align 8
  store ptr %52, ptr %15, align 8
  store ptr %53, ptr %16, align 8
  store ptr %54, ptr %17, align 8
  store ptr %55, ptr %18, align 8
  store ptr %56, ptr %19, align 8
  store ptr %57, ptr %20, align 8
  store ptr %58, ptr %21, align 8
  store i64 %59, ptr %22, align 8
  store i32 %60, ptr %23, align 4
  %61 = load ptr, ptr %13, align 8
  %62 = load i64, ptr %14, align 8
  %63 = call i64 @BIT_initCStream(ptr noundef %24, ptr noundef %61, i64 noundef %62)
  %64 = call i32 @ERR_isError(i64 noundef %63)
  %65 = icmp ne i32 %64, 0
  br i1 %65, label %66, label %67

66:                                               ; preds = %11
  store i64 -70, ptr %12, align 8
  br label %338

67:                                               ; preds = %11
  %68 = load ptr, ptr %15, align 8
  %69 = load ptr, ptr %16, align 8
  %70 = load i64, ptr %22, align 8
  %71 = sub i64 %70, 1
  %72 = getelementptr inbounds i8, ptr %69, i64 %71
  %73 = load i8, ptr %72, align 1
  %74 = zext i8 %73 to i32
  call void @FSE_initCState2(ptr noundef %25, ptr noundef %68, i32 noundef %74)
  %75 = load ptr, ptr %17, align 8
  %76 = load ptr, ptr %18, align 8
  %77 = load i64, ptr %22, align 8
  %78 = sub i64 %77, 1
  %79 = getelementptr inbounds i8, ptr %76, i64 %78
  %80 = load i8, ptr %79, align 1
  %81 = zext i8 %80 to i32
  call void @FSE_initCState2(ptr noundef %26, ptr noundef %75, i32 noundef %81)
  %82 = load ptr, ptr %19, align 8
  %83 = load ptr, ptr %20, align 8
  %84 = load i64, ptr %22, align 8
  %85 = sub i64 %84, 1
  %86 = getelementptr inbounds i8, ptr %83, i64 %85
  %87 = load i8, ptr %86, align 1
  %88 = zext i8 %87 to i32
  call void @FSE_initCState2(ptr noundef %27, ptr noundef %82, i32 noundef %88)
  %89 = load ptr, ptr %21, align 8
  %90 = load i64, ptr %22, align 8
  %91 = sub i64 %90, 1
  %92 = getelementptr inbounds %struct.SeqDef_s, ptr %89, i64 %91
  %93 = getelementptr inbounds %struct.SeqDef_s, ptr %92, i32 0, i32 1
  %94 = load i16, ptr %93, align 4
  %95 = zext i16 %94 to i64
  %96 = load ptr, ptr %20, align 8
  %97 = load i64, ptr %22, align 8
  %98 = sub i64 %97, 1
  %99 = getelementptr inbounds i8, ptr %96, i64 %98
  %100 = load i8, ptr %99, align 1
  %101 = zext i8 %100 to i64
  %102 = getelementptr inbounds [36 x i8], ptr @LL_bits, i64 0, i64 %101
  %103 = load i8, ptr %102, align 1
  %104 = zext i8 %103 to i32
  call void @BIT_addBits(ptr noundef %24, i64 noundef %95, i32 noundef %104)
  %105 = call i32 @MEM_32bits()
  %106 = icmp ne i32 %105, 0
  br i1 %106, label %107, label %108

107:                                              ; preds = %67
  call void @BIT_flushBits(ptr noundef %24)
  br label %108

108:                                              ; preds = %107, %67
  %109 = load ptr, ptr %21, align 8
  %110 = load i64, ptr %22, align 8
  %111 = sub i64 %110, 1
  %112 = getelementptr inbounds %struct.SeqDef_s, ptr %109, i64 %111
  %113 = getelementptr inbounds %struct.SeqDef_s, ptr %112, i32 0, i32 2
  %114 = load i16, ptr %113, align 2
  %115 = zext i16 %114 to i64
  %116 = load ptr, ptr %16, align 8
  %117 = load i64, ptr %22, align 8
  %118 = sub i64 %117, 1
  %119 = getelementptr inbounds i8, ptr %116, i64 %118
  %120 = load i8, ptr %119, align 1
  %121 = zext i8 %120 to i64
  %122 = getelementptr inbounds [53 x i8], ptr @ML_bits, i64 0, i64 %121
  %123 = load i8, ptr %122, align 1
  %124 = zext i8 %123 to i32
  call void @BIT_addBits(ptr noundef %24, i64 noundef %115, i32 noundef %124)
  %125 = call i32 @MEM_32bits()
  %126 = icmp ne i32 %125, 0
  br i1 %126, label %127, label %128

127:                                              ; preds = %108
  call void @BIT_flushBits(ptr noundef %24)
  br label %128

128:                                              ; preds = %127, %108
  %129 = load i32, ptr %23, align 4
  %130 = icmp ne i32 %129, 0
  br i1 %130, label %131, label %179

131:                                              ; preds = %128
  %132 = load ptr, ptr %18, align 8
  %133 = load i64, ptr %22, align 8
  %134 = sub i64 %133, 1
  %135 = getelementptr inbounds i8, ptr %132, i64 %134
  %136 = load i8, ptr %135, align 1
  %137 = zext i8 %136 to i32
  store i32 %137, ptr %28, align 4
  %138 = load i32, ptr %28, align 4
  %139 = load i32, ptr %28, align 4
  %140 = call i32 @MEM_32bits()
  %141 = icmp ne i32 %140, 0
  %142 = zext i1 %141 to i64
  %143 = select i1 %141, i32 25, i32 57
  %144 = sub i32 %143, 1
  %145 = icmp ult i32 %139, %144
  br i1 %145, label %146, label %148

146:                                              ; preds = %131
  %147 = load i32, ptr %28, align 4
  br label %154

148:                                              ; preds = %131
  %149 = call i32 @MEM_32bits()
  %150 = icmp ne i32 %149, 0
  %151 = zext i1 %150 to i64
  %152 = select i1 %150, i32 25, i32 57
  %153 = sub i32 %152, 1
  br label %154

154:                                              ; preds = %148, %146
  %155 = phi i32 [ %147, %146 ], [ %153, %148 ]
  %156 = sub i32 %138, %155
  store i32 %156, ptr %29, align 4
  %157 = load i32, ptr %29, align 4
  %158 = icmp ne i32 %157, 0
  br i1 %158, label %159, label %167

159:                                              ; preds = %154
  %160 = load ptr, ptr %21, align 8
  %161 = load i64, ptr %22, align 8
  %162 = sub i64 %161, 1
  %163 = getelementptr inbounds %struct.SeqDef_s, ptr %160, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = zext i32 %164 to i64
  %166 = load i32, ptr %29, align 4
  call void @BIT_addBits(ptr noundef %24, i64 noundef %165, i32 noundef %166)
  call void @BIT_flushBits(ptr noundef %24)
  br label %167

167:                                              ; preds = %159, %154
  %168 = load ptr, ptr %21, align 8
  %169 = load i64, ptr %22, align 8
  %170 = sub i64 %169, 1
  %171 = getelementptr inbounds %struct.SeqDef_s, ptr %168, i64 %170
  %172 = load i32, ptr %171, align 4
  %173 = load i32, ptr %29, align 4
  %174 = lshr i32 %172, %173
  %175 = zext i32 %174 to i64
  %176 = load i32, ptr %28, align 4
  %177 = load i32, ptr %29, align 4
  %178 = sub i32 %176, %177
  call void @BIT_addBits(ptr noundef %24, i64 noundef %175, i32 noundef %178)
  br label %192

179:                                              ; preds = %128
  %180 = load ptr, ptr %21, align 8
  %181 = load i64, ptr %22, align 8
  %182 = sub i64 %181, 1
  %183 = getelementptr inbounds %struct.SeqDef_s, ptr %180, i64 %182
  %184 = load i32, ptr %183, align 4
  %185 = zext i32 %184 to i64
  %186 = load ptr, ptr %18, align 8
  %187 = load i64, ptr %22, align 8
  %188 = sub i64 %187, 1
  %189 = getelementptr inbounds i8, ptr %186, i64 %188
  %190 = load i8, ptr %189, align 1
  %191 = zext i8 %190 to i32
  call void @BIT_addBits(ptr noundef %24, i64 noundef %185, i32 noundef %191)
  br label %192

192:                                              ; preds = %179, %167
  call void @BIT_flushBits(ptr noundef %24)
  %193 = load i64, ptr %22, align 8
  %194 = sub i64 %193, 2
  store i64 %194, ptr %30, align 8
  br label %195

195:                                              ; preds = %328, %192
  %196 = load i64, ptr %30, align 8
  %197 = load i64, ptr %22, align 8
  %198 = icmp ult i64 %196, %197
  br i1 %198, label %199, label %331

199:                                              ; preds = %195
  %200 = load ptr, ptr %20, align 8
  %201 = load i64, ptr %30, align 8
  %202 = getelementptr inbounds i8, ptr %200, i64 %201
  %203 = load i8, ptr %202, align 1
  store i8 %203, ptr %31, align 1
  %204 = load ptr, ptr %18, align 8
  %205 = load i64, ptr %30, align 8
  %206 = getelementptr inbounds i8, ptr %204, i64 %205
  %207 = load i8, ptr %206, align 1
  store i8 %207, ptr %32, align 1
  %208 = load ptr, ptr %16, align 8
  %209 = load i64, ptr %30, align 8
  %210 = getelementptr inbounds i8, ptr %208, i64 %209
  %211 = load i8, ptr %210, align 1
  store i8 %211, ptr %33, align 1
  %212 = load i8, ptr %31, align 1
  %213 = zext i8 %212 to i64
  %214 = getelementptr inbounds [36 x i8], ptr @LL_bits, i64 0, i64 %213
  %215 = load i8, ptr %214, align 1
  %216 = zext i8 %215 to i32
  store i32 %216, ptr %34, align 4
  %217 = load i8, ptr %32, align 1
  %218 = zext i8 %217 to i32
  store i32 %218, ptr %35, align 4
  %219 = load i8, ptr %33, align 1
  %220 = zext i8 %219 to i64
  %221 = getelementptr inbounds [53 x i8], ptr @ML_bits, i64 0, i64 %220
  %222 = load i8, ptr %221, align 1
  %223 = zext i8 %222 to i32
  store i32 %223, ptr %36, align 4
  %224 = load i8, ptr %32, align 1
  %225 = zext i8 %224 to i32
  call void @FSE_encodeSymbol(ptr noundef %24, ptr noundef %26, i32 noundef %225)
  %226 = load i8, ptr %33, align 1
  %227 = zext i8 %226 to i32
  call void @FSE_encodeSymbol(ptr noundef %24, ptr noundef %25, i32 noundef %227)
  %228 = call i32 @MEM_32bits()
  %229 = icmp ne i32 %228, 0
  br i1 %229, label %230, label %231

230:                                              ; preds = %199
  call void @BIT_flushBits(ptr noundef %24)
  br label %231

231:                                              ; preds = %230, %199
  %232 = load i8, ptr %31, align 1
  %233 = zext i8 %232 to i32
  call void @FSE_encodeSymbol(ptr noundef %24, ptr noundef %27, i32 noundef %233)
  %234 = call i32 @MEM_32bits()
  %235 = icmp ne i32 %234, 0
  br i1 %235, label %243, label %236

236:                                              ; preds = %231
  %237 = load i32, ptr %35, align 4
  %238 = load i32, ptr %36, align 4
  %239 = add i32 %237, %238
  %240 = load i32, ptr %34, align 4
  %241 = add i32 %239, %240
  %242 = icmp uge i32 %241, 31
  br i1 %242, label %243, label %244

243:                                              ; preds = %236, %231
  call void @BIT_flushBits(ptr noundef %24)
  br label %244

244:                                              ; preds = %243, %236
  %245 = load ptr, ptr %21, align 8
  %246 = load i64, ptr %30, align 8
  %247 = getelementptr inbounds %struct.SeqDef_s, ptr %245, i64 %246
  %248 = getelementptr inbounds %struct.SeqDef_s, ptr %247, i32 0, i32 1
  %249 = load i16, ptr %248, align 4
  %250 = zext i16 %249 to i64
  %251 = load i32, ptr %34, align 4
  call void @BIT_addBits(ptr noundef %24, i64 noundef %250, i32 noundef %251)
  %252 = call i32 @MEM_32bits()
  %253 = icmp ne i32 %252, 0
  br i1 %253, label %254, label %260

254:                                              ; preds = %244
  %255 = load i32, ptr %34, align 4
  %256 = load i32, ptr %36, align 4
  %257 = add i32 %255, %256
  %258 = icmp ugt i32 %257, 24
  br i1 %258, label %259, label %260

259:                                              ; preds = %254
  call void @BIT_flushBits(ptr noundef %24)
  br label %260

260:                                              ; preds = %259, %254, %244
  %261 = load ptr, ptr %21, align 8
  %262 = load i64, ptr %30, align 8
  %263 = getelementptr inbounds %struct.SeqDef_s, ptr %261, i64 %262
  %264 = getelementptr inbounds %struct.SeqDef_s, ptr %263, i32 0, i32 2
  %265 = load i16, ptr %264, align 2
  %266 = zext i16 %265 to i64
  %267 = load i32, ptr %36, align 4
  call void @BIT_addBits(ptr noundef %24, i64 noundef %266, i32 noundef %267)
  %268 = call i32 @MEM_32bits()
  %269 = icmp ne i32 %268, 0
  br i1 %269, label %277, label %270

270:                                              ; preds = %260
  %271 = load i32, ptr %35, align 4
  %272 = load i32, ptr %36, align 4
  %273 = add i32 %271, %272
  %274 = load i32, ptr %34, align 4
  %275 = add i32 %273, %274
  %276 = icmp ugt i32 %275, 56
  br i1 %276, label %277, label %278

277:                                              ; preds = %270, %260
  call void @BIT_flushBits(ptr noundef %24)
  br label %278

278:                                              ; preds = %277, %270
  %279 = load i32, ptr %23, align 4
  %280 = icmp ne i32 %279, 0
  br i1 %280, label %281, label %321

281:                                              ; preds = %278
  %282 = load i32, ptr %35, align 4
  %283 = load i32, ptr %35, align 4
  %284 = call i32 @MEM_32bits()
  %285 = icmp ne i32 %284, 0
  %286 = zext i1 %285 to i64
  %287 = select i1 %285, i32 25, i32 57
  %288 = sub i32 %287, 1
  %289 = icmp ult i32 %283, %288
  br i1 %289, label %290, label %292

290:                                              ; preds = %281
  %291 = load i32, ptr %35, align 4
  br label %298

292:                                              ; preds = %281
  %293 = call i32 @MEM_32bits()
  %294 = icmp ne i32 %293, 0
  %295 = zext i1 %294 to i64
  %296 = select i1 %294, i32 25, i32 57
  %297 = sub i32 %296, 1
  br label %298

298:                                              ; preds = %292, %290
  %299 = phi i32 [ %291, %290 ], [ %297, %292 ]
  %300 = sub i32 %282, %299
  store i32 %300, ptr %37, align 4
  %301 = load i32, ptr %37, align 4
  %302 = icmp ne i32 %301, 0
  br i1 %302, label %303, label %310

303:                                              ; preds = %298
  %304 = load ptr, ptr %21, align 8
  %305 = load i64, ptr %30, align 8
  %306 = getelementptr inbounds %struct.SeqDef_s, ptr %304, i64 %305
  %307 = load i32, ptr %306, align 4
  %308 = zext i32 %307 to i64
  %309 = load i32, ptr %37, align 4
  call void @BIT_addBits(ptr noundef %24, i64 noundef %308, i32 noundef %309)
  call void @BIT_flushBits(ptr noundef %24)
  br label %310

310:                                              ; preds = %303, %298
  %311 = load ptr, ptr %21, align 8
  %312 = load i64, ptr %30, align 8
  %313 = getelementptr inbounds %struct.SeqDef_s, ptr %311, i64 %312
  %314 = load i32, ptr %313, align 4
  %315 = load i32, ptr %37, align 4
  %316 = lshr i32 %314, %315
  %317 = zext i32 %316 to i64
  %318 = load i32, ptr %35, align 4
  %319 = load i32, ptr %37, align 4
  %320 = sub i32 %318, %319
  call void @BIT_addBits(ptr noundef %24, i64 noundef %317, i32 noundef %320)
  br label %328

321:                                              ; preds = %278
  %322 = load ptr, ptr %21, align 8
  %323 = load i64, ptr %30, align 8
  %324 = getelementptr inbounds %struct.SeqDef_s, ptr %322, i64 %323
  %325 = load i32, ptr %324, align 4
  %326 = zext i32 %325 to i64
  %327 = load i32, ptr %35, align 4
  call void @BIT_addBits(ptr noundef %24, i64 noundef %326, i32 noundef %327)
  br label %328

328:                                              ; preds = %321, %310
  call void @BIT_flushBits(ptr noundef %24)
  %329 = load i64, ptr %30, align 8
  %330 = add i64 %329, -1
  store i64 %330, ptr %30, align 8
  br label %195, !llvm.loop !10

331:                                              ; preds = %195
  call void @FSE_flushCState(ptr noundef %24, ptr noundef %25)
  call void @FSE_flushCState(ptr noundef %24, ptr noundef %26)
  call void @FSE_flushCState(ptr noundef %24, ptr noundef %27)
  %332 = call i64 @BIT_closeCStream(ptr noundef %24)
  store i64 %332, ptr %38, align 8
  %333 = load i64, ptr %38, align 8
  %334 = icmp eq i64 %333, 0
  br i1 %334, label %335, label %336

335:                                              ; preds = %331
  store i64 -70, ptr %12, align 8
  br label %338

336:                                              ; preds = %331
  %337 = load i64, ptr %38, align 8
  store i64 %337, ptr %12, align 8
  br label %338

338:                                              ; preds = %66, %335, %336
  %339 = load i64, ptr %12, align 8
  ret i64 %339
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
define internal i64 @BIT_initCStream(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.BIT_CStream_t, ptr %8, i32 0, i32 0
  store i64 0, ptr %9, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.BIT_CStream_t, ptr %10, i32 0, i32 1
  store i32 0, ptr %11, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.BIT_CStream_t, ptr %13, i32 0, i32 2
  store ptr %12, ptr %14, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.BIT_CStream_t, ptr %15, i32 0, i32 2
  %17 = load ptr, ptr %16, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.BIT_CStream_t, ptr %18, i32 0, i32 3
  store ptr %17, ptr %19, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.BIT_CStream_t, ptr %20, i32 0, i32 2
  %22 = load ptr, ptr %21, align 8
  %23 = load i64, ptr %7, align 8
  %24 = getelementptr inbounds i8, ptr %22, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 -8
  %26 = load ptr, ptr %5, align 8
  %27 = getelementptr inbounds %struct.BIT_CStream_t, ptr %26, i32 0, i32 4
  store ptr %25, ptr %27, align 8
  %28 = load i64, ptr %7, align 8
  %29 = icmp ule i64 %28, 8
  br i1 %29, label %30, label %31

30:                                               ; preds = %3
  store i64 -70, ptr %4, align 8
  br label %32

31:                                               ; preds = %3
  store i64 0, ptr %4, align 8
  br label %32

32:                                               ; preds = %31, %30
  %33 = load i64, ptr %4, align 8
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @FSE_initCState2(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.FSE_symbolCompressionTransform, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = load ptr, ptr %5, align 8
  call void @FSE_initCState(ptr noundef %10, ptr noundef %11)
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.FSE_CState_t, ptr %12, i32 0, i32 2
  %14 = load ptr, ptr %13, align 8
  %15 = load i32, ptr %6, align 4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %14, i64 %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %17, i64 8, i1 false)
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.FSE_CState_t, ptr %18, i32 0, i32 1
  %20 = load ptr, ptr %19, align 8
  store ptr %20, ptr %8, align 8
  %21 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %7, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = add i32 %22, 32768
  %24 = lshr i32 %23, 16
  store i32 %24, ptr %9, align 4
  %25 = load i32, ptr %9, align 4
  %26 = shl i32 %25, 16
  %27 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %7, i32 0, i32 1
  %28 = load i32, ptr %27, align 4
  %29 = sub i32 %26, %28
  %30 = zext i32 %29 to i64
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.FSE_CState_t, ptr %31, i32 0, i32 0
  store i64 %30, ptr %32, align 8
  %33 = load ptr, ptr %8, align 8
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds %struct.FSE_CState_t, ptr %34, i32 0, i32 0
  %36 = load i64, ptr %35, align 8
  %37 = load i32, ptr %9, align 4
  %38 = zext i32 %37 to i64
  %39 = ashr i64 %36, %38
  %40 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %7, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 %39, %42
  %44 = getelementptr inbounds i16, ptr %33, i64 %43
  %45 = load i16, ptr %44, align 2
  %46 = zext i16 %45 to i64
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds %struct.FSE_CState_t, ptr %47, i32 0, i32 0
  store i64 %46, ptr %48, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @BIT_addBits(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  %9 = load i64, ptr %7, align 8
  %10 = load i32, ptr %8, align 4
  store i64 %9, ptr %4, align 8
  store i32 %10, ptr %5, align 4
  %11 = load i64, ptr %4, align 8
  %12 = load i32, ptr %5, align 4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = zext i32 %15 to i64
  %17 = and i64 %11, %16
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.BIT_CStream_t, ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 8
  %21 = zext i32 %20 to i64
  %22 = shl i64 %17, %21
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds %struct.BIT_CStream_t, ptr %23, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = or i64 %25, %22
  store i64 %26, ptr %24, align 8
  %27 = load i32, ptr %8, align 4
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.BIT_CStream_t, ptr %28, i32 0, i32 1
  %30 = load i32, ptr %29, align 8
  %31 = add i32 %30, %27
  store i32 %31, ptr %29, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_32bits() #0 {
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @BIT_flushBits(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.BIT_CStream_t, ptr %4, i32 0, i32 1
  %6 = load i32, ptr %5, align 8
  %7 = lshr i32 %6, 3
  %8 = zext i32 %7 to i64
  store i64 %8, ptr %3, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.BIT_CStream_t, ptr %9, i32 0, i32 3
  %11 = load ptr, ptr %10, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.BIT_CStream_t, ptr %12, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  call void @MEM_writeLEST(ptr noundef %11, i64 noundef %14)
  %15 = load i64, ptr %3, align 8
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds %struct.BIT_CStream_t, ptr %16, i32 0, i32 3
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 %15
  store ptr %19, ptr %17, align 8
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds %struct.BIT_CStream_t, ptr %20, i32 0, i32 3
  %22 = load ptr, ptr %21, align 8
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.BIT_CStream_t, ptr %23, i32 0, i32 4
  %25 = load ptr, ptr %24, align 8
  %26 = icmp ugt ptr %22, %25
  br i1 %26, label %27, label %33

27:                                               ; preds = %1
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds %struct.BIT_CStream_t, ptr %28, i32 0, i32 4
  %30 = load ptr, ptr %29, align 8
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds %struct.BIT_CStream_t, ptr %31, i32 0, i32 3
  store ptr %30, ptr %32, align 8
  br label %33

33:                                               ; preds = %27, %1
  %34 = load ptr, ptr %2, align 8
  %35 = getelementptr inbounds %struct.BIT_CStream_t, ptr %34, i32 0, i32 1
  %36 = load i32, ptr %35, align 8
  %37 = and i32 %36, 7
  store i32 %37, ptr %35, align 8
  %38 = load i64, ptr %3, align 8
  %39 = mul i64 %38, 8
  %40 = load ptr, ptr %2, align 8
  %41 = getelementptr inbounds %struct.BIT_CStream_t, ptr %40, i32 0, i32 0
  %42 = load i64, ptr %41, align 8
  %43 = lshr i64 %42, %39
  store i64 %43, ptr %41, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @FSE_encodeSymbol(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.FSE_symbolCompressionTransform, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.FSE_CState_t, ptr %10, i32 0, i32 2
  %12 = load ptr, ptr %11, align 8
  %13 = load i32, ptr %6, align 4
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %12, i64 %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %15, i64 8, i1 false)
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.FSE_CState_t, ptr %16, i32 0, i32 1
  %18 = load ptr, ptr %17, align 8
  store ptr %18, ptr %8, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.FSE_CState_t, ptr %19, i32 0, i32 0
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %7, i32 0, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = zext i32 %23 to i64
  %25 = add nsw i64 %21, %24
  %26 = ashr i64 %25, 16
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr %9, align 4
  %28 = load ptr, ptr %4, align 8
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds %struct.FSE_CState_t, ptr %29, i32 0, i32 0
  %31 = load i64, ptr %30, align 8
  %32 = load i32, ptr %9, align 4
  call void @BIT_addBits(ptr noundef %28, i64 noundef %31, i32 noundef %32)
  %33 = load ptr, ptr %8, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.FSE_CState_t, ptr %34, i32 0, i32 0
  %36 = load i64, ptr %35, align 8
  %37 = load i32, ptr %9, align 4
  %38 = zext i32 %37 to i64
  %39 = ashr i64 %36, %38
  %40 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %7, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 %39, %42
  %44 = getelementptr inbounds i16, ptr %33, i64 %43
  %45 = load i16, ptr %44, align 2
  %46 = zext i16 %45 to i64
  %47 = load ptr, ptr %5, align 8
  %48 = getelementptr inbounds %struct.FSE_CState_t, ptr %47, i32 0, i32 0
  store i64 %46, ptr %48, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @FSE_flushCState(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.FSE_CState_t, ptr %6, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.FSE_CState_t, ptr %9, i32 0, i32 3
  %11 = load i32, ptr %10, align 8
  call void @BIT_addBits(ptr noundef %5, i64 noundef %8, i32 noundef %11)
  %12 = load ptr, ptr %3, align 8
  call void @BIT_flushBits(ptr noundef %12)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @BIT_closeCStream(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @BIT_addBitsFast(ptr noundef %4, i64 noundef 1, i32 noundef 1)
  %5 = load ptr, ptr %3, align 8
  call void @BIT_flushBits(ptr noundef %5)
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.BIT_CStream_t, ptr %6, i32 0, i32 3
  %8 = load ptr, ptr %7, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.BIT_CStream_t, ptr %9, i32 0, i32 4
  %11 = load ptr, ptr %10, align 8
  %12 = icmp uge ptr %8, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %1
  store i64 0, ptr %2, align 8
  br label %31

14:                                               ; preds = %1
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.BIT_CStream_t, ptr %15, i32 0, i32 3
  %17 = load ptr, ptr %16, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.BIT_CStream_t, ptr %18, i32 0, i32 2
  %20 = load ptr, ptr %19, align 8
  %21 = ptrtoint ptr %17 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.BIT_CStream_t, ptr %24, i32 0, i32 1
  %26 = load i32, ptr %25, align 8
  %27 = icmp ugt i32 %26, 0
  %28 = zext i1 %27 to i32
  %29 = sext i32 %28 to i64
  %30 = add i64 %23, %29
  store i64 %30, ptr %2, align 8
  br label %31

31:                                               ; preds = %14, %13
  %32 = load i64, ptr %2, align 8
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_writeLEST(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = call i32 @MEM_32bits()
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i32
  call void @MEM_writeLE32(ptr noundef %8, i32 noundef %10)
  br label %14

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8
  %13 = load i64, ptr %4, align 8
  call void @MEM_writeLE64(ptr noundef %12, i64 noundef %13)
  br label %14

14:                                               ; preds = %11, %7
  ret void
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_writeLE64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = call i32 @MEM_isLittleEndian()
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i64, ptr %4, align 8
  call void @MEM_write64(ptr noundef %8, i64 noundef %9)
  br label %14

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 8
  %12 = load i64, ptr %4, align 8
  %13 = call i64 @MEM_swap64(i64 noundef %12)
  call void @MEM_write64(ptr noundef %11, i64 noundef %13)
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
define internal i64 @MEM_swap64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.bswap.i64(i64 %3)
  ret i64 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @BIT_addBitsFast(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i64, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.BIT_CStream_t, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 8
  %11 = zext i32 %10 to i64
  %12 = shl i64 %7, %11
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.BIT_CStream_t, ptr %13, i32 0, i32 0
  %15 = load i64, ptr %14, align 8
  %16 = or i64 %15, %12
  store i64 %16, ptr %14, align 8
  %17 = load i32, ptr %6, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.BIT_CStream_t, ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 8
  %21 = add i32 %20, %17
  store i32 %21, ptr %19, align 8
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
