; ModuleID = 'src/zstd/lib/compress/zstd_preSplit.c'
source_filename = "src/zstd/lib/compress/zstd_preSplit.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.FPStats = type { %struct.Fingerprint, %struct.Fingerprint }
%struct.Fingerprint = type { [1024 x i32], i64 }

@ZSTD_splitBlock_byChunks.records_fs = internal constant [4 x ptr] [ptr @ZSTD_recordFingerprint_43, ptr @ZSTD_recordFingerprint_11, ptr @ZSTD_recordFingerprint_5, ptr @ZSTD_recordFingerprint_1], align 8
@ZSTD_splitBlock_byChunks.hashParams = internal constant [4 x i32] [i32 8, i32 9, i32 10, i32 10], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_splitBlock(ptr noundef %0, i64 noundef %1, i32 noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  store ptr %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  br label %12

12:                                               ; preds = %5
  br label %13

13:                                               ; preds = %12
  %14 = load i32, ptr %9, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %13
  %17 = load ptr, ptr %7, align 8
  %18 = load i64, ptr %8, align 8
  %19 = load ptr, ptr %10, align 8
  %20 = load i64, ptr %11, align 8
  %21 = call i64 @ZSTD_splitBlock_fromBorders(ptr noundef %17, i64 noundef %18, ptr noundef %19, i64 noundef %20)
  store i64 %21, ptr %6, align 8
  br label %30

22:                                               ; preds = %13
  %23 = load ptr, ptr %7, align 8
  %24 = load i64, ptr %8, align 8
  %25 = load i32, ptr %9, align 4
  %26 = sub nsw i32 %25, 1
  %27 = load ptr, ptr %10, align 8
  %28 = load i64, ptr %11, align 8
  %29 = call i64 @ZSTD_splitBlock_byChunks(ptr noundef %23, i64 noundef %24, i32 noundef %26, ptr noundef %27, i64 noundef %28)
  store i64 %29, ptr %6, align 8
  br label %30

30:                                               ; preds = %22, %16
  %31 = load i64, ptr %6, align 8
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_splitBlock_fromBorders(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  %15 = load ptr, ptr %8, align 8
  store ptr %15, ptr %10, align 8
  %16 = load ptr, ptr %8, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 2048
  store ptr %17, ptr %11, align 8
  %18 = load i64, ptr %9, align 8
  %19 = load ptr, ptr %10, align 8
  call void @initStats(ptr noundef %19)
  %20 = load ptr, ptr %10, align 8
  %21 = getelementptr inbounds %struct.FPStats, ptr %20, i32 0, i32 0
  %22 = getelementptr inbounds %struct.Fingerprint, ptr %21, i32 0, i32 0
  %23 = getelementptr inbounds [1024 x i32], ptr %22, i64 0, i64 0
  %24 = load ptr, ptr %6, align 8
  call void @HIST_add(ptr noundef %23, ptr noundef %24, i64 noundef 512)
  %25 = load ptr, ptr %10, align 8
  %26 = getelementptr inbounds %struct.FPStats, ptr %25, i32 0, i32 1
  %27 = getelementptr inbounds %struct.Fingerprint, ptr %26, i32 0, i32 0
  %28 = getelementptr inbounds [1024 x i32], ptr %27, i64 0, i64 0
  %29 = load ptr, ptr %6, align 8
  %30 = load i64, ptr %7, align 8
  %31 = getelementptr inbounds i8, ptr %29, i64 %30
  %32 = getelementptr inbounds i8, ptr %31, i64 -512
  call void @HIST_add(ptr noundef %28, ptr noundef %32, i64 noundef 512)
  %33 = load ptr, ptr %10, align 8
  %34 = getelementptr inbounds %struct.FPStats, ptr %33, i32 0, i32 1
  %35 = getelementptr inbounds %struct.Fingerprint, ptr %34, i32 0, i32 1
  store i64 512, ptr %35, align 8
  %36 = load ptr, ptr %10, align 8
  %37 = getelementptr inbounds %struct.FPStats, ptr %36, i32 0, i32 0
  %38 = getelementptr inbounds %struct.Fingerprint, ptr %37, i32 0, i32 1
  store i64 512, ptr %38, align 8
  %39 = load ptr, ptr %10, align 8
  %40 = getelementptr inbounds %struct.FPStats, ptr %39, i32 0, i32 0
  %41 = load ptr, ptr %10, align 8
  %42 = getelementptr inbounds %struct.FPStats, ptr %41, i32 0, i32 1
  %43 = call i32 @compareFingerprints(ptr noundef %40, ptr noundef %42, i32 noundef 0, i32 noundef 8)
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %4
  %46 = load i64, ptr %7, align 8
  store i64 %46, ptr %5, align 8
  br label %79

47:                                               ; preds = %4
  %48 = load ptr, ptr %11, align 8
  %49 = getelementptr inbounds %struct.Fingerprint, ptr %48, i32 0, i32 0
  %50 = getelementptr inbounds [1024 x i32], ptr %49, i64 0, i64 0
  %51 = load ptr, ptr %6, align 8
  %52 = load i64, ptr %7, align 8
  %53 = udiv i64 %52, 2
  %54 = getelementptr inbounds i8, ptr %51, i64 %53
  %55 = getelementptr inbounds i8, ptr %54, i64 -256
  call void @HIST_add(ptr noundef %50, ptr noundef %55, i64 noundef 512)
  %56 = load ptr, ptr %11, align 8
  %57 = getelementptr inbounds %struct.Fingerprint, ptr %56, i32 0, i32 1
  store i64 512, ptr %57, align 8
  %58 = load ptr, ptr %10, align 8
  %59 = getelementptr inbounds %struct.FPStats, ptr %58, i32 0, i32 0
  %60 = load ptr, ptr %11, align 8
  %61 = call i64 @fpDistance(ptr noundef %59, ptr noundef %60, i32 noundef 8)
  store i64 %61, ptr %12, align 8
  %62 = load ptr, ptr %10, align 8
  %63 = getelementptr inbounds %struct.FPStats, ptr %62, i32 0, i32 1
  %64 = load ptr, ptr %11, align 8
  %65 = call i64 @fpDistance(ptr noundef %63, ptr noundef %64, i32 noundef 8)
  store i64 %65, ptr %13, align 8
  store i64 87381, ptr %14, align 8
  %66 = load i64, ptr %12, align 8
  %67 = load i64, ptr %13, align 8
  %68 = sub nsw i64 %66, %67
  %69 = call i64 @abs64(i64 noundef %68)
  %70 = icmp ult i64 %69, 87381
  br i1 %70, label %71, label %72

71:                                               ; preds = %47
  store i64 65536, ptr %5, align 8
  br label %79

72:                                               ; preds = %47
  %73 = load i64, ptr %12, align 8
  %74 = load i64, ptr %13, align 8
  %75 = icmp ugt i64 %73, %74
  %76 = zext i1 %75 to i64
  %77 = select i1 %75, i32 32768, i32 98304
  %78 = sext i32 %77 to i64
  store i64 %78, ptr %5, align 8
  br label %79

79:                                               ; preds = %72, %71, %45
  %80 = load i64, ptr %5, align 8
  ret i64 %80
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_splitBlock_byChunks(ptr noundef %0, i64 noundef %1, i32 noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  store ptr %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [4 x ptr], ptr @ZSTD_splitBlock_byChunks.records_fs, i64 0, i64 %18
  %20 = load ptr, ptr %19, align 8
  store ptr %20, ptr %12, align 8
  %21 = load ptr, ptr %10, align 8
  store ptr %21, ptr %13, align 8
  %22 = load ptr, ptr %7, align 8
  store ptr %22, ptr %14, align 8
  store i32 3, ptr %15, align 4
  store i64 0, ptr %16, align 8
  %23 = load i64, ptr %11, align 8
  %24 = load ptr, ptr %13, align 8
  call void @initStats(ptr noundef %24)
  %25 = load ptr, ptr %12, align 8
  %26 = load ptr, ptr %13, align 8
  %27 = getelementptr inbounds %struct.FPStats, ptr %26, i32 0, i32 0
  %28 = load ptr, ptr %14, align 8
  call void %25(ptr noundef %27, ptr noundef %28, i64 noundef 8192)
  store i64 8192, ptr %16, align 8
  br label %29

29:                                               ; preds = %66, %5
  %30 = load i64, ptr %16, align 8
  %31 = load i64, ptr %8, align 8
  %32 = sub i64 %31, 8192
  %33 = icmp ule i64 %30, %32
  br i1 %33, label %34, label %69

34:                                               ; preds = %29
  %35 = load ptr, ptr %12, align 8
  %36 = load ptr, ptr %13, align 8
  %37 = getelementptr inbounds %struct.FPStats, ptr %36, i32 0, i32 1
  %38 = load ptr, ptr %14, align 8
  %39 = load i64, ptr %16, align 8
  %40 = getelementptr inbounds i8, ptr %38, i64 %39
  call void %35(ptr noundef %37, ptr noundef %40, i64 noundef 8192)
  %41 = load ptr, ptr %13, align 8
  %42 = getelementptr inbounds %struct.FPStats, ptr %41, i32 0, i32 0
  %43 = load ptr, ptr %13, align 8
  %44 = getelementptr inbounds %struct.FPStats, ptr %43, i32 0, i32 1
  %45 = load i32, ptr %15, align 4
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [4 x i32], ptr @ZSTD_splitBlock_byChunks.hashParams, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = call i32 @compareFingerprints(ptr noundef %42, ptr noundef %44, i32 noundef %45, i32 noundef %49)
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %52, label %54

52:                                               ; preds = %34
  %53 = load i64, ptr %16, align 8
  store i64 %53, ptr %6, align 8
  br label %71

54:                                               ; preds = %34
  %55 = load ptr, ptr %13, align 8
  %56 = getelementptr inbounds %struct.FPStats, ptr %55, i32 0, i32 0
  %57 = load ptr, ptr %13, align 8
  %58 = getelementptr inbounds %struct.FPStats, ptr %57, i32 0, i32 1
  call void @mergeEvents(ptr noundef %56, ptr noundef %58)
  %59 = load i32, ptr %15, align 4
  %60 = icmp sgt i32 %59, 0
  br i1 %60, label %61, label %64

61:                                               ; preds = %54
  %62 = load i32, ptr %15, align 4
  %63 = add nsw i32 %62, -1
  store i32 %63, ptr %15, align 4
  br label %64

64:                                               ; preds = %61, %54
  br label %65

65:                                               ; preds = %64
  br label %66

66:                                               ; preds = %65
  %67 = load i64, ptr %16, align 8
  %68 = add i64 %67, 8192
  store i64 %68, ptr %16, align 8
  br label %29, !llvm.loop !6

69:                                               ; preds = %29
  %70 = load i64, ptr %8, align 8
  store i64 %70, ptr %6, align 8
  br label %71

71:                                               ; preds = %69, %52
  %72 = load i64, ptr %6, align 8
  ret i64 %72
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @initStats(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 8208, i1 false)
  ret void
}

declare void @HIST_add(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @compareFingerprints(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.Fingerprint, ptr %12, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds %struct.Fingerprint, ptr %15, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = mul i64 %14, %17
  store i64 %18, ptr %9, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load ptr, ptr %6, align 8
  %21 = load i32, ptr %8, align 4
  %22 = call i64 @fpDistance(ptr noundef %19, ptr noundef %20, i32 noundef %21)
  store i64 %22, ptr %10, align 8
  %23 = load i64, ptr %9, align 8
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 14, %24
  %26 = sext i32 %25 to i64
  %27 = mul i64 %23, %26
  %28 = udiv i64 %27, 16
  store i64 %28, ptr %11, align 8
  %29 = load i64, ptr %10, align 8
  %30 = load i64, ptr %11, align 8
  %31 = icmp uge i64 %29, %30
  %32 = zext i1 %31 to i32
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fpDistance(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %9

9:                                                ; preds = %40, %3
  %10 = load i64, ptr %8, align 8
  %11 = load i32, ptr %6, align 4
  %12 = zext i32 %11 to i64
  %13 = shl i64 1, %12
  %14 = icmp ult i64 %10, %13
  br i1 %14, label %15, label %43

15:                                               ; preds = %9
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.Fingerprint, ptr %16, i32 0, i32 0
  %18 = load i64, ptr %8, align 8
  %19 = getelementptr inbounds [1024 x i32], ptr %17, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = zext i32 %20 to i64
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.Fingerprint, ptr %22, i32 0, i32 1
  %24 = load i64, ptr %23, align 8
  %25 = mul nsw i64 %21, %24
  %26 = load ptr, ptr %5, align 8
  %27 = getelementptr inbounds %struct.Fingerprint, ptr %26, i32 0, i32 0
  %28 = load i64, ptr %8, align 8
  %29 = getelementptr inbounds [1024 x i32], ptr %27, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = zext i32 %30 to i64
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.Fingerprint, ptr %32, i32 0, i32 1
  %34 = load i64, ptr %33, align 8
  %35 = mul nsw i64 %31, %34
  %36 = sub nsw i64 %25, %35
  %37 = call i64 @abs64(i64 noundef %36)
  %38 = load i64, ptr %7, align 8
  %39 = add i64 %38, %37
  store i64 %39, ptr %7, align 8
  br label %40

40:                                               ; preds = %15
  %41 = load i64, ptr %8, align 8
  %42 = add i64 %41, 1
  store i64 %42, ptr %8, align 8
  br label %9, !llvm.loop !8

43:                                               ; preds = %9
  %44 = load i64, ptr %7, align 8
  ret i64 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @abs64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp slt i64 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8
  %7 = sub nsw i64 0, %6
  br label %10

8:                                                ; preds = %1
  %9 = load i64, ptr %2, align 8
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i64 [ %7, %5 ], [ %9, %8 ]
  ret i64 %11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_recordFingerprint_43(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  store ptr %0, ptr %20, align 8
  store ptr %1, ptr %21, align 8
  store i64 %2, ptr %22, align 8
  %23 = load ptr, ptr %20, align 8
  %24 = load ptr, ptr %21, align 8
  %25 = load i64, ptr %22, align 8
  store ptr %23, ptr %15, align 8
  store ptr %24, ptr %16, align 8
  store i64 %25, ptr %17, align 8
  store i64 43, ptr %18, align 8
  store i32 8, ptr %19, align 4
  %26 = load ptr, ptr %15, align 8
  %27 = load i32, ptr %19, align 4
  %28 = zext i32 %27 to i64
  %29 = shl i64 1, %28
  %30 = mul i64 4, %29
  call void @llvm.memset.p0.i64(ptr align 8 %26, i8 0, i64 %30, i1 false)
  %31 = load ptr, ptr %15, align 8
  %32 = getelementptr inbounds %struct.Fingerprint, ptr %31, i32 0, i32 1
  store i64 0, ptr %32, align 8
  %33 = load ptr, ptr %15, align 8
  %34 = load ptr, ptr %16, align 8
  %35 = load i64, ptr %17, align 8
  %36 = load i64, ptr %18, align 8
  %37 = load i32, ptr %19, align 4
  store ptr %33, ptr %7, align 8
  store ptr %34, ptr %8, align 8
  store i64 %35, ptr %9, align 8
  store i64 %36, ptr %10, align 8
  store i32 %37, ptr %11, align 4
  %38 = load ptr, ptr %8, align 8
  store ptr %38, ptr %12, align 8
  %39 = load i64, ptr %9, align 8
  %40 = sub i64 %39, 2
  %41 = add i64 %40, 1
  store i64 %41, ptr %13, align 8
  store i64 0, ptr %14, align 8
  br label %42

42:                                               ; preds = %66, %3
  %43 = load i64, ptr %14, align 8
  %44 = load i64, ptr %13, align 8
  %45 = icmp ult i64 %43, %44
  br i1 %45, label %46, label %75

46:                                               ; preds = %42
  %47 = load ptr, ptr %7, align 8
  %48 = load ptr, ptr %12, align 8
  %49 = load i64, ptr %14, align 8
  %50 = getelementptr inbounds i8, ptr %48, i64 %49
  %51 = load i32, ptr %11, align 4
  store ptr %50, ptr %5, align 8
  store i32 %51, ptr %6, align 4
  %52 = load i32, ptr %6, align 4
  %53 = icmp eq i32 %52, 8
  br i1 %53, label %54, label %58

54:                                               ; preds = %46
  %55 = load ptr, ptr %5, align 8
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  store i32 %57, ptr %4, align 4
  br label %66

58:                                               ; preds = %46
  %59 = load ptr, ptr %5, align 8
  %60 = call i16 @MEM_read16(ptr noundef %59)
  %61 = zext i16 %60 to i32
  %62 = mul i32 %61, -1640531527
  %63 = load i32, ptr %6, align 4
  %64 = sub i32 32, %63
  %65 = lshr i32 %62, %64
  store i32 %65, ptr %4, align 4
  br label %66

66:                                               ; preds = %54, %58
  %67 = load i32, ptr %4, align 4
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds [1024 x i32], ptr %47, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = add i32 %70, 1
  store i32 %71, ptr %69, align 4
  %72 = load i64, ptr %10, align 8
  %73 = load i64, ptr %14, align 8
  %74 = add i64 %73, %72
  store i64 %74, ptr %14, align 8
  br label %42, !llvm.loop !9

75:                                               ; preds = %42
  %76 = load i64, ptr %13, align 8
  %77 = load i64, ptr %10, align 8
  %78 = udiv i64 %76, %77
  %79 = load ptr, ptr %7, align 8
  %80 = getelementptr inbounds %struct.Fingerprint, ptr %79, i32 0, i32 1
  %81 = load i64, ptr %80, align 8
  %82 = add i64 %81, %78
  store i64 %82, ptr %80, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_recordFingerprint_11(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  store ptr %0, ptr %20, align 8
  store ptr %1, ptr %21, align 8
  store i64 %2, ptr %22, align 8
  %23 = load ptr, ptr %20, align 8
  %24 = load ptr, ptr %21, align 8
  %25 = load i64, ptr %22, align 8
  store ptr %23, ptr %15, align 8
  store ptr %24, ptr %16, align 8
  store i64 %25, ptr %17, align 8
  store i64 11, ptr %18, align 8
  store i32 9, ptr %19, align 4
  %26 = load ptr, ptr %15, align 8
  %27 = load i32, ptr %19, align 4
  %28 = zext i32 %27 to i64
  %29 = shl i64 1, %28
  %30 = mul i64 4, %29
  call void @llvm.memset.p0.i64(ptr align 8 %26, i8 0, i64 %30, i1 false)
  %31 = load ptr, ptr %15, align 8
  %32 = getelementptr inbounds %struct.Fingerprint, ptr %31, i32 0, i32 1
  store i64 0, ptr %32, align 8
  %33 = load ptr, ptr %15, align 8
  %34 = load ptr, ptr %16, align 8
  %35 = load i64, ptr %17, align 8
  %36 = load i64, ptr %18, align 8
  %37 = load i32, ptr %19, align 4
  store ptr %33, ptr %7, align 8
  store ptr %34, ptr %8, align 8
  store i64 %35, ptr %9, align 8
  store i64 %36, ptr %10, align 8
  store i32 %37, ptr %11, align 4
  %38 = load ptr, ptr %8, align 8
  store ptr %38, ptr %12, align 8
  %39 = load i64, ptr %9, align 8
  %40 = sub i64 %39, 2
  %41 = add i64 %40, 1
  store i64 %41, ptr %13, align 8
  store i64 0, ptr %14, align 8
  br label %42

42:                                               ; preds = %66, %3
  %43 = load i64, ptr %14, align 8
  %44 = load i64, ptr %13, align 8
  %45 = icmp ult i64 %43, %44
  br i1 %45, label %46, label %75

46:                                               ; preds = %42
  %47 = load ptr, ptr %7, align 8
  %48 = load ptr, ptr %12, align 8
  %49 = load i64, ptr %14, align 8
  %50 = getelementptr inbounds i8, ptr %48, i64 %49
  %51 = load i32, ptr %11, align 4
  store ptr %50, ptr %5, align 8
  store i32 %51, ptr %6, align 4
  %52 = load i32, ptr %6, align 4
  %53 = icmp eq i32 %52, 8
  br i1 %53, label %54, label %58

54:                                               ; preds = %46
  %55 = load ptr, ptr %5, align 8
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  store i32 %57, ptr %4, align 4
  br label %66

58:                                               ; preds = %46
  %59 = load ptr, ptr %5, align 8
  %60 = call i16 @MEM_read16(ptr noundef %59)
  %61 = zext i16 %60 to i32
  %62 = mul i32 %61, -1640531527
  %63 = load i32, ptr %6, align 4
  %64 = sub i32 32, %63
  %65 = lshr i32 %62, %64
  store i32 %65, ptr %4, align 4
  br label %66

66:                                               ; preds = %54, %58
  %67 = load i32, ptr %4, align 4
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds [1024 x i32], ptr %47, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = add i32 %70, 1
  store i32 %71, ptr %69, align 4
  %72 = load i64, ptr %10, align 8
  %73 = load i64, ptr %14, align 8
  %74 = add i64 %73, %72
  store i64 %74, ptr %14, align 8
  br label %42, !llvm.loop !9

75:                                               ; preds = %42
  %76 = load i64, ptr %13, align 8
  %77 = load i64, ptr %10, align 8
  %78 = udiv i64 %76, %77
  %79 = load ptr, ptr %7, align 8
  %80 = getelementptr inbounds %struct.Fingerprint, ptr %79, i32 0, i32 1
  %81 = load i64, ptr %80, align 8
  %82 = add i64 %81, %78
  store i64 %82, ptr %80, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_recordFingerprint_5(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  store ptr %0, ptr %20, align 8
  store ptr %1, ptr %21, align 8
  store i64 %2, ptr %22, align 8
  %23 = load ptr, ptr %20, align 8
  %24 = load ptr, ptr %21, align 8
  %25 = load i64, ptr %22, align 8
  store ptr %23, ptr %15, align 8
  store ptr %24, ptr %16, align 8
  store i64 %25, ptr %17, align 8
  store i64 5, ptr %18, align 8
  store i32 10, ptr %19, align 4
  %26 = load ptr, ptr %15, align 8
  %27 = load i32, ptr %19, align 4
  %28 = zext i32 %27 to i64
  %29 = shl i64 1, %28
  %30 = mul i64 4, %29
  call void @llvm.memset.p0.i64(ptr align 8 %26, i8 0, i64 %30, i1 false)
  %31 = load ptr, ptr %15, align 8
  %32 = getelementptr inbounds %struct.Fingerprint, ptr %31, i32 0, i32 1
  store i64 0, ptr %32, align 8
  %33 = load ptr, ptr %15, align 8
  %34 = load ptr, ptr %16, align 8
  %35 = load i64, ptr %17, align 8
  %36 = load i64, ptr %18, align 8
  %37 = load i32, ptr %19, align 4
  store ptr %33, ptr %7, align 8
  store ptr %34, ptr %8, align 8
  store i64 %35, ptr %9, align 8
  store i64 %36, ptr %10, align 8
  store i32 %37, ptr %11, align 4
  %38 = load ptr, ptr %8, align 8
  store ptr %38, ptr %12, align 8
  %39 = load i64, ptr %9, align 8
  %40 = sub i64 %39, 2
  %41 = add i64 %40, 1
  store i64 %41, ptr %13, align 8
  store i64 0, ptr %14, align 8
  br label %42

42:                                               ; preds = %66, %3
  %43 = load i64, ptr %14, align 8
  %44 = load i64, ptr %13, align 8
  %45 = icmp ult i64 %43, %44
  br i1 %45, label %46, label %75

46:                                               ; preds = %42
  %47 = load ptr, ptr %7, align 8
  %48 = load ptr, ptr %12, align 8
  %49 = load i64, ptr %14, align 8
  %50 = getelementptr inbounds i8, ptr %48, i64 %49
  %51 = load i32, ptr %11, align 4
  store ptr %50, ptr %5, align 8
  store i32 %51, ptr %6, align 4
  %52 = load i32, ptr %6, align 4
  %53 = icmp eq i32 %52, 8
  br i1 %53, label %54, label %58

54:                                               ; preds = %46
  %55 = load ptr, ptr %5, align 8
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  store i32 %57, ptr %4, align 4
  br label %66

58:                                               ; preds = %46
  %59 = load ptr, ptr %5, align 8
  %60 = call i16 @MEM_read16(ptr noundef %59)
  %61 = zext i16 %60 to i32
  %62 = mul i32 %61, -1640531527
  %63 = load i32, ptr %6, align 4
  %64 = sub i32 32, %63
  %65 = lshr i32 %62, %64
  store i32 %65, ptr %4, align 4
  br label %66

66:                                               ; preds = %54, %58
  %67 = load i32, ptr %4, align 4
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds [1024 x i32], ptr %47, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = add i32 %70, 1
  store i32 %71, ptr %69, align 4
  %72 = load i64, ptr %10, align 8
  %73 = load i64, ptr %14, align 8
  %74 = add i64 %73, %72
  store i64 %74, ptr %14, align 8
  br label %42, !llvm.loop !9

75:                                               ; preds = %42
  %76 = load i64, ptr %13, align 8
  %77 = load i64, ptr %10, align 8
  %78 = udiv i64 %76, %77
  %79 = load ptr, ptr %7, align 8
  %80 = getelementptr inbounds %struct.Fingerprint, ptr %79, i32 0, i32 1
  %81 = load i64, ptr %80, align 8
  %82 = add i64 %81, %78
  store i64 %82, ptr %80, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_recordFingerprint_1(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  store ptr %0, ptr %20, align 8
  store ptr %1, ptr %21, align 8
  store i64 %2, ptr %22, align 8
  %23 = load ptr, ptr %20, align 8
  %24 = load ptr, ptr %21, align 8
  %25 = load i64, ptr %22, align 8
  store ptr %23, ptr %15, align 8
  store ptr %24, ptr %16, align 8
  store i64 %25, ptr %17, align 8
  store i64 1, ptr %18, align 8
  store i32 10, ptr %19, align 4
  %26 = load ptr, ptr %15, align 8
  %27 = load i32, ptr %19, align 4
  %28 = zext i32 %27 to i64
  %29 = shl i64 1, %28
  %30 = mul i64 4, %29
  call void @llvm.memset.p0.i64(ptr align 8 %26, i8 0, i64 %30, i1 false)
  %31 = load ptr, ptr %15, align 8
  %32 = getelementptr inbounds %struct.Fingerprint, ptr %31, i32 0, i32 1
  store i64 0, ptr %32, align 8
  %33 = load ptr, ptr %15, align 8
  %34 = load ptr, ptr %16, align 8
  %35 = load i64, ptr %17, align 8
  %36 = load i64, ptr %18, align 8
  %37 = load i32, ptr %19, align 4
  store ptr %33, ptr %7, align 8
  store ptr %34, ptr %8, align 8
  store i64 %35, ptr %9, align 8
  store i64 %36, ptr %10, align 8
  store i32 %37, ptr %11, align 4
  %38 = load ptr, ptr %8, align 8
  store ptr %38, ptr %12, align 8
  %39 = load i64, ptr %9, align 8
  %40 = sub i64 %39, 2
  %41 = add i64 %40, 1
  store i64 %41, ptr %13, align 8
  store i64 0, ptr %14, align 8
  br label %42

42:                                               ; preds = %66, %3
  %43 = load i64, ptr %14, align 8
  %44 = load i64, ptr %13, align 8
  %45 = icmp ult i64 %43, %44
  br i1 %45, label %46, label %75

46:                                               ; preds = %42
  %47 = load ptr, ptr %7, align 8
  %48 = load ptr, ptr %12, align 8
  %49 = load i64, ptr %14, align 8
  %50 = getelementptr inbounds i8, ptr %48, i64 %49
  %51 = load i32, ptr %11, align 4
  store ptr %50, ptr %5, align 8
  store i32 %51, ptr %6, align 4
  %52 = load i32, ptr %6, align 4
  %53 = icmp eq i32 %52, 8
  br i1 %53, label %54, label %58

54:                                               ; preds = %46
  %55 = load ptr, ptr %5, align 8
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  store i32 %57, ptr %4, align 4
  br label %66

58:                                               ; preds = %46
  %59 = load ptr, ptr %5, align 8
  %60 = call i16 @MEM_read16(ptr noundef %59)
  %61 = zext i16 %60 to i32
  %62 = mul i32 %61, -1640531527
  %63 = load i32, ptr %6, align 4
  %64 = sub i32 32, %63
  %65 = lshr i32 %62, %64
  store i32 %65, ptr %4, align 4
  br label %66

66:                                               ; preds = %54, %58
  %67 = load i32, ptr %4, align 4
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds [1024 x i32], ptr %47, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = add i32 %70, 1
  store i32 %71, ptr %69, align 4
  %72 = load i64, ptr %10, align 8
  %73 = load i64, ptr %14, align 8
  %74 = add i64 %73, %72
  store i64 %74, ptr %14, align 8
  br label %42, !llvm.loop !9

75:                                               ; preds = %42
  %76 = load i64, ptr %13, align 8
  %77 = load i64, ptr %10, align 8
  %78 = udiv i64 %76, %77
  %79 = load ptr, ptr %7, align 8
  %80 = getelementptr inbounds %struct.Fingerprint, ptr %79, i32 0, i32 1
  %81 = load i64, ptr %80, align 8
  %82 = add i64 %81, %78
  store i64 %82, ptr %80, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mergeEvents(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %6

6:                                                ; preds = %21, %2
  %7 = load i64, ptr %5, align 8
  %8 = icmp ult i64 %7, 1024
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.Fingerprint, ptr %10, i32 0, i32 0
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds [1024 x i32], ptr %11, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.Fingerprint, ptr %15, i32 0, i32 0
  %17 = load i64, ptr %5, align 8
  %18 = getelementptr inbounds [1024 x i32], ptr %16, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = add i32 %19, %14
  store i32 %20, ptr %18, align 4
  br label %21

21:                                               ; preds = %9
  %22 = load i64, ptr %5, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %5, align 8
  br label %6, !llvm.loop !10

24:                                               ; preds = %6
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.Fingerprint, ptr %25, i32 0, i32 1
  %27 = load i64, ptr %26, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.Fingerprint, ptr %28, i32 0, i32 1
  %30 = load i64, ptr %29, align 8
  %31 = add i64 %30, %27
  store i64 %31, ptr %29, align 8
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
