; ModuleID = 'src/bzip2/compress.c'
source_filename = "src/bzip2/compress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.EState = type { ptr, i32, i32, i32, ptr, ptr, ptr, i32, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, [256 x i8], [256 x i8], i32, i32, i32, i32, i32, i32, i32, i32, [258 x i32], [18002 x i8], [18002 x i8], [6 x [258 x i8]], [6 x [258 x i32]], [6 x [258 x i32]], [258 x [4 x i32]] }

@stderr = external global ptr, align 8
@.str = private unnamed_addr constant [62 x i8] c"    block %d: crc = 0x%08x, combined CRC = 0x%08x, size = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"    final combined CRC = 0x%08x\0A   \00", align 1
@.str.2 = private unnamed_addr constant [64 x i8] c"      %d in block, %d after MTF & 1-2 coding, %d+2 syms in use\0A\00", align 1
@.str.3 = private unnamed_addr constant [59 x i8] c"      initial group %d, [%d .. %d], has %d syms (%4.1f%%)\0A\00", align 1
@.str.4 = private unnamed_addr constant [41 x i8] c"      pass %d: size is %d, grp uses are \00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"      bytes: mapping %d, \00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"selectors %d, \00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"code lengths %d, \00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"codes %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @BZ2_bsInitWrite(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.EState, ptr %3, i32 0, i32 25
  store i32 0, ptr %4, align 4
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.EState, ptr %5, i32 0, i32 24
  store i32 0, ptr %6, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @BZ2_compressBlock(ptr noundef %0, i8 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i8 %1, ptr %4, align 1
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.EState, ptr %5, i32 0, i32 17
  %7 = load i32, ptr %6, align 4
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %63

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.EState, ptr %10, i32 0, i32 26
  %12 = load i32, ptr %11, align 8
  %13 = xor i32 %12, -1
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.EState, ptr %14, i32 0, i32 26
  store i32 %13, ptr %15, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.EState, ptr %16, i32 0, i32 27
  %18 = load i32, ptr %17, align 4
  %19 = shl i32 %18, 1
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.EState, ptr %20, i32 0, i32 27
  %22 = load i32, ptr %21, align 4
  %23 = lshr i32 %22, 31
  %24 = or i32 %19, %23
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.EState, ptr %25, i32 0, i32 27
  store i32 %24, ptr %26, align 4
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.EState, ptr %27, i32 0, i32 26
  %29 = load i32, ptr %28, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.EState, ptr %30, i32 0, i32 27
  %32 = load i32, ptr %31, align 4
  %33 = xor i32 %32, %29
  store i32 %33, ptr %31, align 4
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds %struct.EState, ptr %34, i32 0, i32 29
  %36 = load i32, ptr %35, align 4
  %37 = icmp sgt i32 %36, 1
  br i1 %37, label %38, label %41

38:                                               ; preds = %9
  %39 = load ptr, ptr %3, align 8
  %40 = getelementptr inbounds %struct.EState, ptr %39, i32 0, i32 19
  store i32 0, ptr %40, align 4
  br label %41

41:                                               ; preds = %38, %9
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds %struct.EState, ptr %42, i32 0, i32 28
  %44 = load i32, ptr %43, align 8
  %45 = icmp sge i32 %44, 2
  br i1 %45, label %46, label %61

46:                                               ; preds = %41
  %47 = load ptr, ptr @stderr, align 8
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds %struct.EState, ptr %48, i32 0, i32 29
  %50 = load i32, ptr %49, align 4
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr inbounds %struct.EState, ptr %51, i32 0, i32 26
  %53 = load i32, ptr %52, align 8
  %54 = load ptr, ptr %3, align 8
  %55 = getelementptr inbounds %struct.EState, ptr %54, i32 0, i32 27
  %56 = load i32, ptr %55, align 4
  %57 = load ptr, ptr %3, align 8
  %58 = getelementptr inbounds %struct.EState, ptr %57, i32 0, i32 17
  %59 = load i32, ptr %58, align 4
  %60 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %47, ptr noundef @.str, i32 noundef %50, i32 noundef %53, i32 noundef %56, i32 noundef %59) #3
  br label %61

61:                                               ; preds = %46, %41
  %62 = load ptr, ptr %3, align 8
  call void @BZ2_blockSort(ptr noundef %62)
  br label %63

63:                                               ; preds = %61, %2
  %64 = load ptr, ptr %3, align 8
  %65 = getelementptr inbounds %struct.EState, ptr %64, i32 0, i32 5
  %66 = load ptr, ptr %65, align 8
  %67 = load ptr, ptr %3, align 8
  %68 = getelementptr inbounds %struct.EState, ptr %67, i32 0, i32 17
  %69 = load i32, ptr %68, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i8, ptr %66, i64 %70
  %72 = load ptr, ptr %3, align 8
  %73 = getelementptr inbounds %struct.EState, ptr %72, i32 0, i32 11
  store ptr %71, ptr %73, align 8
  %74 = load ptr, ptr %3, align 8
  %75 = getelementptr inbounds %struct.EState, ptr %74, i32 0, i32 29
  %76 = load i32, ptr %75, align 4
  %77 = icmp eq i32 %76, 1
  br i1 %77, label %78, label %89

78:                                               ; preds = %63
  %79 = load ptr, ptr %3, align 8
  call void @BZ2_bsInitWrite(ptr noundef %79)
  %80 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %80, i8 noundef 66)
  %81 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %81, i8 noundef 90)
  %82 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %82, i8 noundef 104)
  %83 = load ptr, ptr %3, align 8
  %84 = load ptr, ptr %3, align 8
  %85 = getelementptr inbounds %struct.EState, ptr %84, i32 0, i32 30
  %86 = load i32, ptr %85, align 8
  %87 = add nsw i32 48, %86
  %88 = trunc i32 %87 to i8
  call void @bsPutUChar(ptr noundef %83, i8 noundef %88)
  br label %89

89:                                               ; preds = %78, %63
  %90 = load ptr, ptr %3, align 8
  %91 = getelementptr inbounds %struct.EState, ptr %90, i32 0, i32 17
  %92 = load i32, ptr %91, align 4
  %93 = icmp sgt i32 %92, 0
  br i1 %93, label %94, label %112

94:                                               ; preds = %89
  %95 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %95, i8 noundef 49)
  %96 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %96, i8 noundef 65)
  %97 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %97, i8 noundef 89)
  %98 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %98, i8 noundef 38)
  %99 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %99, i8 noundef 83)
  %100 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %100, i8 noundef 89)
  %101 = load ptr, ptr %3, align 8
  %102 = load ptr, ptr %3, align 8
  %103 = getelementptr inbounds %struct.EState, ptr %102, i32 0, i32 26
  %104 = load i32, ptr %103, align 8
  call void @bsPutUInt32(ptr noundef %101, i32 noundef %104)
  %105 = load ptr, ptr %3, align 8
  call void @bsW(ptr noundef %105, i32 noundef 1, i32 noundef 0)
  %106 = load ptr, ptr %3, align 8
  %107 = load ptr, ptr %3, align 8
  %108 = getelementptr inbounds %struct.EState, ptr %107, i32 0, i32 7
  %109 = load i32, ptr %108, align 8
  call void @bsW(ptr noundef %106, i32 noundef 24, i32 noundef %109)
  %110 = load ptr, ptr %3, align 8
  call void @generateMTFValues(ptr noundef %110)
  %111 = load ptr, ptr %3, align 8
  call void @sendMTFValues(ptr noundef %111)
  br label %112

112:                                              ; preds = %94, %89
  %113 = load i8, ptr %4, align 1
  %114 = icmp ne i8 %113, 0
  br i1 %114, label %115, label %138

115:                                              ; preds = %112
  %116 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %116, i8 noundef 23)
  %117 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %117, i8 noundef 114)
  %118 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %118, i8 noundef 69)
  %119 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %119, i8 noundef 56)
  %120 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %120, i8 noundef 80)
  %121 = load ptr, ptr %3, align 8
  call void @bsPutUChar(ptr noundef %121, i8 noundef -112)
  %122 = load ptr, ptr %3, align 8
  %123 = load ptr, ptr %3, align 8
  %124 = getelementptr inbounds %struct.EState, ptr %123, i32 0, i32 27
  %125 = load i32, ptr %124, align 4
  call void @bsPutUInt32(ptr noundef %122, i32 noundef %125)
  %126 = load ptr, ptr %3, align 8
  %127 = getelementptr inbounds %struct.EState, ptr %126, i32 0, i32 28
  %128 = load i32, ptr %127, align 8
  %129 = icmp sge i32 %128, 2
  br i1 %129, label %130, label %136

130:                                              ; preds = %115
  %131 = load ptr, ptr @stderr, align 8
  %132 = load ptr, ptr %3, align 8
  %133 = getelementptr inbounds %struct.EState, ptr %132, i32 0, i32 27
  %134 = load i32, ptr %133, align 4
  %135 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %131, ptr noundef @.str.1, i32 noundef %134) #3
  br label %136

136:                                              ; preds = %130, %115
  %137 = load ptr, ptr %3, align 8
  call void @bsFinishWrite(ptr noundef %137)
  br label %138

138:                                              ; preds = %136, %112
  ret void
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #1

declare void @BZ2_blockSort(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bsPutUChar(ptr noundef %0, i8 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i8 %1, ptr %4, align 1
  %5 = load ptr, ptr %3, align 8
  %6 = load i8, ptr %4, align 1
  %7 = zext i8 %6 to i32
  call void @bsW(ptr noundef %5, i32 noundef 8, i32 noundef %7)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bsPutUInt32(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = lshr i32 %6, 24
  %8 = zext i32 %7 to i64
  %9 = and i64 %8, 255
  %10 = trunc i64 %9 to i32
  call void @bsW(ptr noundef %5, i32 noundef 8, i32 noundef %10)
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %4, align 4
  %13 = lshr i32 %12, 16
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 255
  %16 = trunc i64 %15 to i32
  call void @bsW(ptr noundef %11, i32 noundef 8, i32 noundef %16)
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %4, align 4
  %19 = lshr i32 %18, 8
  %20 = zext i32 %19 to i64
  %21 = and i64 %20, 255
  %22 = trunc i64 %21 to i32
  call void @bsW(ptr noundef %17, i32 noundef 8, i32 noundef %22)
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %4, align 4
  %25 = zext i32 %24 to i64
  %26 = and i64 %25, 255
  %27 = trunc i64 %26 to i32
  call void @bsW(ptr noundef %23, i32 noundef 8, i32 noundef %27)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bsW(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  br label %7

7:                                                ; preds = %12, %3
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.EState, ptr %8, i32 0, i32 25
  %10 = load i32, ptr %9, align 4
  %11 = icmp sge i32 %10, 8
  br i1 %11, label %12, label %38

12:                                               ; preds = %7
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.EState, ptr %13, i32 0, i32 24
  %15 = load i32, ptr %14, align 8
  %16 = lshr i32 %15, 24
  %17 = trunc i32 %16 to i8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.EState, ptr %18, i32 0, i32 11
  %20 = load ptr, ptr %19, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.EState, ptr %21, i32 0, i32 19
  %23 = load i32, ptr %22, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i8, ptr %20, i64 %24
  store i8 %17, ptr %25, align 1
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.EState, ptr %26, i32 0, i32 19
  %28 = load i32, ptr %27, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %27, align 4
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.EState, ptr %30, i32 0, i32 24
  %32 = load i32, ptr %31, align 8
  %33 = shl i32 %32, 8
  store i32 %33, ptr %31, align 8
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds %struct.EState, ptr %34, i32 0, i32 25
  %36 = load i32, ptr %35, align 4
  %37 = sub nsw i32 %36, 8
  store i32 %37, ptr %35, align 4
  br label %7, !llvm.loop !6

38:                                               ; preds = %7
  %39 = load i32, ptr %6, align 4
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds %struct.EState, ptr %40, i32 0, i32 25
  %42 = load i32, ptr %41, align 4
  %43 = sub nsw i32 32, %42
  %44 = load i32, ptr %5, align 4
  %45 = sub nsw i32 %43, %44
  %46 = shl i32 %39, %45
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds %struct.EState, ptr %47, i32 0, i32 24
  %49 = load i32, ptr %48, align 8
  %50 = or i32 %49, %46
  store i32 %50, ptr %48, align 8
  %51 = load i32, ptr %5, align 4
  %52 = load ptr, ptr %4, align 8
  %53 = getelementptr inbounds %struct.EState, ptr %52, i32 0, i32 25
  %54 = load i32, ptr %53, align 4
  %55 = add nsw i32 %54, %51
  store i32 %55, ptr %53, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @generateMTFValues(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [256 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca ptr, align 8
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.EState, ptr %17, i32 0, i32 8
  %19 = load ptr, ptr %18, align 8
  store ptr %19, ptr %9, align 8
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds %struct.EState, ptr %20, i32 0, i32 9
  %22 = load ptr, ptr %21, align 8
  store ptr %22, ptr %10, align 8
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.EState, ptr %23, i32 0, i32 10
  %25 = load ptr, ptr %24, align 8
  store ptr %25, ptr %11, align 8
  %26 = load ptr, ptr %2, align 8
  call void @makeMaps_e(ptr noundef %26)
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds %struct.EState, ptr %27, i32 0, i32 21
  %29 = load i32, ptr %28, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4
  store i32 0, ptr %4, align 4
  br label %31

31:                                               ; preds = %41, %1
  %32 = load i32, ptr %4, align 4
  %33 = load i32, ptr %8, align 4
  %34 = icmp sle i32 %32, %33
  br i1 %34, label %35, label %44

35:                                               ; preds = %31
  %36 = load ptr, ptr %2, align 8
  %37 = getelementptr inbounds %struct.EState, ptr %36, i32 0, i32 32
  %38 = load i32, ptr %4, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [258 x i32], ptr %37, i64 0, i64 %39
  store i32 0, ptr %40, align 4
  br label %41

41:                                               ; preds = %35
  %42 = load i32, ptr %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %4, align 4
  br label %31, !llvm.loop !8

44:                                               ; preds = %31
  store i32 0, ptr %7, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %4, align 4
  br label %45

45:                                               ; preds = %57, %44
  %46 = load i32, ptr %4, align 4
  %47 = load ptr, ptr %2, align 8
  %48 = getelementptr inbounds %struct.EState, ptr %47, i32 0, i32 21
  %49 = load i32, ptr %48, align 4
  %50 = icmp slt i32 %46, %49
  br i1 %50, label %51, label %60

51:                                               ; preds = %45
  %52 = load i32, ptr %4, align 4
  %53 = trunc i32 %52 to i8
  %54 = load i32, ptr %4, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 %55
  store i8 %53, ptr %56, align 1
  br label %57

57:                                               ; preds = %51
  %58 = load i32, ptr %4, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %4, align 4
  br label %45, !llvm.loop !9

60:                                               ; preds = %45
  store i32 0, ptr %4, align 4
  br label %61

61:                                               ; preds = %194, %60
  %62 = load i32, ptr %4, align 4
  %63 = load ptr, ptr %2, align 8
  %64 = getelementptr inbounds %struct.EState, ptr %63, i32 0, i32 17
  %65 = load i32, ptr %64, align 4
  %66 = icmp slt i32 %62, %65
  br i1 %66, label %67, label %197

67:                                               ; preds = %61
  %68 = load ptr, ptr %9, align 8
  %69 = load i32, ptr %4, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %68, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = sub i32 %72, 1
  store i32 %73, ptr %5, align 4
  %74 = load i32, ptr %5, align 4
  %75 = icmp slt i32 %74, 0
  br i1 %75, label %76, label %82

76:                                               ; preds = %67
  %77 = load ptr, ptr %2, align 8
  %78 = getelementptr inbounds %struct.EState, ptr %77, i32 0, i32 17
  %79 = load i32, ptr %78, align 4
  %80 = load i32, ptr %5, align 4
  %81 = add nsw i32 %80, %79
  store i32 %81, ptr %5, align 4
  br label %82

82:                                               ; preds = %76, %67
  %83 = load ptr, ptr %2, align 8
  %84 = getelementptr inbounds %struct.EState, ptr %83, i32 0, i32 23
  %85 = load ptr, ptr %10, align 8
  %86 = load i32, ptr %5, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i8, ptr %85, i64 %87
  %89 = load i8, ptr %88, align 1
  %90 = zext i8 %89 to i64
  %91 = getelementptr inbounds [256 x i8], ptr %84, i64 0, i64 %90
  %92 = load i8, ptr %91, align 1
  store i8 %92, ptr %12, align 1
  %93 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %94 = load i8, ptr %93, align 1
  %95 = zext i8 %94 to i32
  %96 = load i8, ptr %12, align 1
  %97 = zext i8 %96 to i32
  %98 = icmp eq i32 %95, %97
  br i1 %98, label %99, label %102

99:                                               ; preds = %82
  %100 = load i32, ptr %6, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %6, align 4
  br label %193

102:                                              ; preds = %82
  %103 = load i32, ptr %6, align 4
  %104 = icmp sgt i32 %103, 0
  br i1 %104, label %105, label %145

105:                                              ; preds = %102
  %106 = load i32, ptr %6, align 4
  %107 = add nsw i32 %106, -1
  store i32 %107, ptr %6, align 4
  br label %108

108:                                              ; preds = %105, %140
  %109 = load i32, ptr %6, align 4
  %110 = and i32 %109, 1
  %111 = icmp ne i32 %110, 0
  br i1 %111, label %112, label %124

112:                                              ; preds = %108
  %113 = load ptr, ptr %11, align 8
  %114 = load i32, ptr %7, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i16, ptr %113, i64 %115
  store i16 1, ptr %116, align 2
  %117 = load i32, ptr %7, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %7, align 4
  %119 = load ptr, ptr %2, align 8
  %120 = getelementptr inbounds %struct.EState, ptr %119, i32 0, i32 32
  %121 = getelementptr inbounds [258 x i32], ptr %120, i64 0, i64 1
  %122 = load i32, ptr %121, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %121, align 4
  br label %136

124:                                              ; preds = %108
  %125 = load ptr, ptr %11, align 8
  %126 = load i32, ptr %7, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i16, ptr %125, i64 %127
  store i16 0, ptr %128, align 2
  %129 = load i32, ptr %7, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %7, align 4
  %131 = load ptr, ptr %2, align 8
  %132 = getelementptr inbounds %struct.EState, ptr %131, i32 0, i32 32
  %133 = getelementptr inbounds [258 x i32], ptr %132, i64 0, i64 0
  %134 = load i32, ptr %133, align 8
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %133, align 8
  br label %136

136:                                              ; preds = %124, %112
  %137 = load i32, ptr %6, align 4
  %138 = icmp slt i32 %137, 2
  br i1 %138, label %139, label %140

139:                                              ; preds = %136
  br label %144

140:                                              ; preds = %136
  %141 = load i32, ptr %6, align 4
  %142 = sub nsw i32 %141, 2
  %143 = sdiv i32 %142, 2
  store i32 %143, ptr %6, align 4
  br label %108

144:                                              ; preds = %139
  store i32 0, ptr %6, align 4
  br label %145

145:                                              ; preds = %144, %102
  %146 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 1
  %147 = load i8, ptr %146, align 1
  store i8 %147, ptr %13, align 1
  %148 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %149 = load i8, ptr %148, align 1
  %150 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 1
  store i8 %149, ptr %150, align 1
  %151 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 1
  store ptr %151, ptr %14, align 8
  %152 = load i8, ptr %12, align 1
  store i8 %152, ptr %15, align 1
  br label %153

153:                                              ; preds = %159, %145
  %154 = load i8, ptr %15, align 1
  %155 = zext i8 %154 to i32
  %156 = load i8, ptr %13, align 1
  %157 = zext i8 %156 to i32
  %158 = icmp ne i32 %155, %157
  br i1 %158, label %159, label %167

159:                                              ; preds = %153
  %160 = load ptr, ptr %14, align 8
  %161 = getelementptr inbounds i8, ptr %160, i32 1
  store ptr %161, ptr %14, align 8
  %162 = load i8, ptr %13, align 1
  store i8 %162, ptr %16, align 1
  %163 = load ptr, ptr %14, align 8
  %164 = load i8, ptr %163, align 1
  store i8 %164, ptr %13, align 1
  %165 = load i8, ptr %16, align 1
  %166 = load ptr, ptr %14, align 8
  store i8 %165, ptr %166, align 1
  br label %153, !llvm.loop !10

167:                                              ; preds = %153
  %168 = load i8, ptr %13, align 1
  %169 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  store i8 %168, ptr %169, align 1
  %170 = load ptr, ptr %14, align 8
  %171 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %172 = ptrtoint ptr %170 to i64
  %173 = ptrtoint ptr %171 to i64
  %174 = sub i64 %172, %173
  %175 = trunc i64 %174 to i32
  store i32 %175, ptr %5, align 4
  %176 = load i32, ptr %5, align 4
  %177 = add nsw i32 %176, 1
  %178 = trunc i32 %177 to i16
  %179 = load ptr, ptr %11, align 8
  %180 = load i32, ptr %7, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i16, ptr %179, i64 %181
  store i16 %178, ptr %182, align 2
  %183 = load i32, ptr %7, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %7, align 4
  %185 = load ptr, ptr %2, align 8
  %186 = getelementptr inbounds %struct.EState, ptr %185, i32 0, i32 32
  %187 = load i32, ptr %5, align 4
  %188 = add nsw i32 %187, 1
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [258 x i32], ptr %186, i64 0, i64 %189
  %191 = load i32, ptr %190, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %190, align 4
  br label %193

193:                                              ; preds = %167, %99
  br label %194

194:                                              ; preds = %193
  %195 = load i32, ptr %4, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %4, align 4
  br label %61, !llvm.loop !11

197:                                              ; preds = %61
  %198 = load i32, ptr %6, align 4
  %199 = icmp sgt i32 %198, 0
  br i1 %199, label %200, label %240

200:                                              ; preds = %197
  %201 = load i32, ptr %6, align 4
  %202 = add nsw i32 %201, -1
  store i32 %202, ptr %6, align 4
  br label %203

203:                                              ; preds = %200, %235
  %204 = load i32, ptr %6, align 4
  %205 = and i32 %204, 1
  %206 = icmp ne i32 %205, 0
  br i1 %206, label %207, label %219

207:                                              ; preds = %203
  %208 = load ptr, ptr %11, align 8
  %209 = load i32, ptr %7, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds i16, ptr %208, i64 %210
  store i16 1, ptr %211, align 2
  %212 = load i32, ptr %7, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %7, align 4
  %214 = load ptr, ptr %2, align 8
  %215 = getelementptr inbounds %struct.EState, ptr %214, i32 0, i32 32
  %216 = getelementptr inbounds [258 x i32], ptr %215, i64 0, i64 1
  %217 = load i32, ptr %216, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %216, align 4
  br label %231

219:                                              ; preds = %203
  %220 = load ptr, ptr %11, align 8
  %221 = load i32, ptr %7, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds i16, ptr %220, i64 %222
  store i16 0, ptr %223, align 2
  %224 = load i32, ptr %7, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %7, align 4
  %226 = load ptr, ptr %2, align 8
  %227 = getelementptr inbounds %struct.EState, ptr %226, i32 0, i32 32
  %228 = getelementptr inbounds [258 x i32], ptr %227, i64 0, i64 0
  %229 = load i32, ptr %228, align 8
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %228, align 8
  br label %231

231:                                              ; preds = %219, %207
  %232 = load i32, ptr %6, align 4
  %233 = icmp slt i32 %232, 2
  br i1 %233, label %234, label %235

234:                                              ; preds = %231
  br label %239

235:                                              ; preds = %231
  %236 = load i32, ptr %6, align 4
  %237 = sub nsw i32 %236, 2
  %238 = sdiv i32 %237, 2
  store i32 %238, ptr %6, align 4
  br label %203

239:                                              ; preds = %234
  store i32 0, ptr %6, align 4
  br label %240

240:                                              ; preds = %239, %197
  %241 = load i32, ptr %8, align 4
  %242 = trunc i32 %241 to i16
  %243 = load ptr, ptr %11, align 8
  %244 = load i32, ptr %7, align 4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds i16, ptr %243, i64 %245
  store i16 %242, ptr %246, align 2
  %247 = load i32, ptr %7, align 4
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr %7, align 4
  %249 = load ptr, ptr %2, align 8
  %250 = getelementptr inbounds %struct.EState, ptr %249, i32 0, i32 32
  %251 = load i32, ptr %8, align 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [258 x i32], ptr %250, i64 0, i64 %252
  %254 = load i32, ptr %253, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %253, align 4
  %256 = load i32, ptr %7, align 4
  %257 = load ptr, ptr %2, align 8
  %258 = getelementptr inbounds %struct.EState, ptr %257, i32 0, i32 31
  store i32 %256, ptr %258, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sendMTFValues(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca [6 x i16], align 2
  %21 = alloca [6 x i32], align 4
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i16, align 2
  %31 = alloca i16, align 2
  %32 = alloca [6 x i8], align 1
  %33 = alloca i8, align 1
  %34 = alloca i8, align 1
  %35 = alloca i8, align 1
  %36 = alloca [16 x i8], align 1
  %37 = alloca i32, align 4
  %38 = alloca i16, align 2
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %41 = load ptr, ptr %2, align 8
  %42 = getelementptr inbounds %struct.EState, ptr %41, i32 0, i32 10
  %43 = load ptr, ptr %42, align 8
  store ptr %43, ptr %22, align 8
  %44 = load ptr, ptr %2, align 8
  %45 = getelementptr inbounds %struct.EState, ptr %44, i32 0, i32 28
  %46 = load i32, ptr %45, align 8
  %47 = icmp sge i32 %46, 3
  br i1 %47, label %48, label %60

48:                                               ; preds = %1
  %49 = load ptr, ptr @stderr, align 8
  %50 = load ptr, ptr %2, align 8
  %51 = getelementptr inbounds %struct.EState, ptr %50, i32 0, i32 17
  %52 = load i32, ptr %51, align 4
  %53 = load ptr, ptr %2, align 8
  %54 = getelementptr inbounds %struct.EState, ptr %53, i32 0, i32 31
  %55 = load i32, ptr %54, align 4
  %56 = load ptr, ptr %2, align 8
  %57 = getelementptr inbounds %struct.EState, ptr %56, i32 0, i32 21
  %58 = load i32, ptr %57, align 4
  %59 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %49, ptr noundef @.str.2, i32 noundef %52, i32 noundef %55, i32 noundef %58) #3
  br label %60

60:                                               ; preds = %48, %1
  %61 = load ptr, ptr %2, align 8
  %62 = getelementptr inbounds %struct.EState, ptr %61, i32 0, i32 21
  %63 = load i32, ptr %62, align 4
  %64 = add nsw i32 %63, 2
  store i32 %64, ptr %14, align 4
  store i32 0, ptr %4, align 4
  br label %65

65:                                               ; preds = %86, %60
  %66 = load i32, ptr %4, align 4
  %67 = icmp slt i32 %66, 6
  br i1 %67, label %68, label %89

68:                                               ; preds = %65
  store i32 0, ptr %3, align 4
  br label %69

69:                                               ; preds = %82, %68
  %70 = load i32, ptr %3, align 4
  %71 = load i32, ptr %14, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %85

73:                                               ; preds = %69
  %74 = load ptr, ptr %2, align 8
  %75 = getelementptr inbounds %struct.EState, ptr %74, i32 0, i32 35
  %76 = load i32, ptr %4, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [6 x [258 x i8]], ptr %75, i64 0, i64 %77
  %79 = load i32, ptr %3, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [258 x i8], ptr %78, i64 0, i64 %80
  store i8 15, ptr %81, align 1
  br label %82

82:                                               ; preds = %73
  %83 = load i32, ptr %3, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %3, align 4
  br label %69, !llvm.loop !12

85:                                               ; preds = %69
  br label %86

86:                                               ; preds = %85
  %87 = load i32, ptr %4, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %4, align 4
  br label %65, !llvm.loop !13

89:                                               ; preds = %65
  %90 = load ptr, ptr %2, align 8
  %91 = getelementptr inbounds %struct.EState, ptr %90, i32 0, i32 31
  %92 = load i32, ptr %91, align 4
  %93 = icmp sgt i32 %92, 0
  br i1 %93, label %95, label %94

94:                                               ; preds = %89
  call void @BZ2_bz__AssertH__fail(i32 noundef 3001)
  br label %95

95:                                               ; preds = %94, %89
  %96 = load ptr, ptr %2, align 8
  %97 = getelementptr inbounds %struct.EState, ptr %96, i32 0, i32 31
  %98 = load i32, ptr %97, align 4
  %99 = icmp slt i32 %98, 200
  br i1 %99, label %100, label %101

100:                                              ; preds = %95
  store i32 2, ptr %18, align 4
  br label %123

101:                                              ; preds = %95
  %102 = load ptr, ptr %2, align 8
  %103 = getelementptr inbounds %struct.EState, ptr %102, i32 0, i32 31
  %104 = load i32, ptr %103, align 4
  %105 = icmp slt i32 %104, 600
  br i1 %105, label %106, label %107

106:                                              ; preds = %101
  store i32 3, ptr %18, align 4
  br label %122

107:                                              ; preds = %101
  %108 = load ptr, ptr %2, align 8
  %109 = getelementptr inbounds %struct.EState, ptr %108, i32 0, i32 31
  %110 = load i32, ptr %109, align 4
  %111 = icmp slt i32 %110, 1200
  br i1 %111, label %112, label %113

112:                                              ; preds = %107
  store i32 4, ptr %18, align 4
  br label %121

113:                                              ; preds = %107
  %114 = load ptr, ptr %2, align 8
  %115 = getelementptr inbounds %struct.EState, ptr %114, i32 0, i32 31
  %116 = load i32, ptr %115, align 4
  %117 = icmp slt i32 %116, 2400
  br i1 %117, label %118, label %119

118:                                              ; preds = %113
  store i32 5, ptr %18, align 4
  br label %120

119:                                              ; preds = %113
  store i32 6, ptr %18, align 4
  br label %120

120:                                              ; preds = %119, %118
  br label %121

121:                                              ; preds = %120, %112
  br label %122

122:                                              ; preds = %121, %106
  br label %123

123:                                              ; preds = %122, %100
  %124 = load i32, ptr %18, align 4
  store i32 %124, ptr %23, align 4
  %125 = load ptr, ptr %2, align 8
  %126 = getelementptr inbounds %struct.EState, ptr %125, i32 0, i32 31
  %127 = load i32, ptr %126, align 4
  store i32 %127, ptr %24, align 4
  store i32 0, ptr %7, align 4
  br label %128

128:                                              ; preds = %246, %123
  %129 = load i32, ptr %23, align 4
  %130 = icmp sgt i32 %129, 0
  br i1 %130, label %131, label %254

131:                                              ; preds = %128
  %132 = load i32, ptr %24, align 4
  %133 = load i32, ptr %23, align 4
  %134 = sdiv i32 %132, %133
  store i32 %134, ptr %25, align 4
  %135 = load i32, ptr %7, align 4
  %136 = sub nsw i32 %135, 1
  store i32 %136, ptr %8, align 4
  store i32 0, ptr %26, align 4
  br label %137

137:                                              ; preds = %148, %131
  %138 = load i32, ptr %26, align 4
  %139 = load i32, ptr %25, align 4
  %140 = icmp slt i32 %138, %139
  br i1 %140, label %141, label %146

141:                                              ; preds = %137
  %142 = load i32, ptr %8, align 4
  %143 = load i32, ptr %14, align 4
  %144 = sub nsw i32 %143, 1
  %145 = icmp slt i32 %142, %144
  br label %146

146:                                              ; preds = %141, %137
  %147 = phi i1 [ false, %137 ], [ %145, %141 ]
  br i1 %147, label %148, label %159

148:                                              ; preds = %146
  %149 = load i32, ptr %8, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %8, align 4
  %151 = load ptr, ptr %2, align 8
  %152 = getelementptr inbounds %struct.EState, ptr %151, i32 0, i32 32
  %153 = load i32, ptr %8, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [258 x i32], ptr %152, i64 0, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = load i32, ptr %26, align 4
  %158 = add nsw i32 %157, %156
  store i32 %158, ptr %26, align 4
  br label %137, !llvm.loop !14

159:                                              ; preds = %146
  %160 = load i32, ptr %8, align 4
  %161 = load i32, ptr %7, align 4
  %162 = icmp sgt i32 %160, %161
  br i1 %162, label %163, label %187

163:                                              ; preds = %159
  %164 = load i32, ptr %23, align 4
  %165 = load i32, ptr %18, align 4
  %166 = icmp ne i32 %164, %165
  br i1 %166, label %167, label %187

167:                                              ; preds = %163
  %168 = load i32, ptr %23, align 4
  %169 = icmp ne i32 %168, 1
  br i1 %169, label %170, label %187

170:                                              ; preds = %167
  %171 = load i32, ptr %18, align 4
  %172 = load i32, ptr %23, align 4
  %173 = sub nsw i32 %171, %172
  %174 = srem i32 %173, 2
  %175 = icmp eq i32 %174, 1
  br i1 %175, label %176, label %187

176:                                              ; preds = %170
  %177 = load ptr, ptr %2, align 8
  %178 = getelementptr inbounds %struct.EState, ptr %177, i32 0, i32 32
  %179 = load i32, ptr %8, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [258 x i32], ptr %178, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4
  %183 = load i32, ptr %26, align 4
  %184 = sub nsw i32 %183, %182
  store i32 %184, ptr %26, align 4
  %185 = load i32, ptr %8, align 4
  %186 = add nsw i32 %185, -1
  store i32 %186, ptr %8, align 4
  br label %187

187:                                              ; preds = %176, %170, %167, %163, %159
  %188 = load ptr, ptr %2, align 8
  %189 = getelementptr inbounds %struct.EState, ptr %188, i32 0, i32 28
  %190 = load i32, ptr %189, align 8
  %191 = icmp sge i32 %190, 3
  br i1 %191, label %192, label %209

192:                                              ; preds = %187
  %193 = load ptr, ptr @stderr, align 8
  %194 = load i32, ptr %23, align 4
  %195 = load i32, ptr %7, align 4
  %196 = load i32, ptr %8, align 4
  %197 = load i32, ptr %26, align 4
  %198 = load i32, ptr %26, align 4
  %199 = sitofp i32 %198 to float
  %200 = fpext float %199 to double
  %201 = fmul double 1.000000e+02, %200
  %202 = load ptr, ptr %2, align 8
  %203 = getelementptr inbounds %struct.EState, ptr %202, i32 0, i32 31
  %204 = load i32, ptr %203, align 4
  %205 = sitofp i32 %204 to float
  %206 = fpext float %205 to double
  %207 = fdiv double %201, %206
  %208 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %193, ptr noundef @.str.3, i32 noundef %194, i32 noundef %195, i32 noundef %196, i32 noundef %197, double noundef %207) #3
  br label %209

209:                                              ; preds = %192, %187
  store i32 0, ptr %3, align 4
  br label %210

210:                                              ; preds = %243, %209
  %211 = load i32, ptr %3, align 4
  %212 = load i32, ptr %14, align 4
  %213 = icmp slt i32 %211, %212
  br i1 %213, label %214, label %246

214:                                              ; preds = %210
  %215 = load i32, ptr %3, align 4
  %216 = load i32, ptr %7, align 4
  %217 = icmp sge i32 %215, %216
  br i1 %217, label %218, label %232

218:                                              ; preds = %214
  %219 = load i32, ptr %3, align 4
  %220 = load i32, ptr %8, align 4
  %221 = icmp sle i32 %219, %220
  br i1 %221, label %222, label %232

222:                                              ; preds = %218
  %223 = load ptr, ptr %2, align 8
  %224 = getelementptr inbounds %struct.EState, ptr %223, i32 0, i32 35
  %225 = load i32, ptr %23, align 4
  %226 = sub nsw i32 %225, 1
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [6 x [258 x i8]], ptr %224, i64 0, i64 %227
  %229 = load i32, ptr %3, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [258 x i8], ptr %228, i64 0, i64 %230
  store i8 0, ptr %231, align 1
  br label %242

232:                                              ; preds = %218, %214
  %233 = load ptr, ptr %2, align 8
  %234 = getelementptr inbounds %struct.EState, ptr %233, i32 0, i32 35
  %235 = load i32, ptr %23, align 4
  %236 = sub nsw i32 %235, 1
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [6 x [258 x i8]], ptr %234, i64 0, i64 %237
  %239 = load i32, ptr %3, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds [258 x i8], ptr %238, i64 0, i64 %240
  store i8 15, ptr %241, align 1
  br label %242

242:                                              ; preds = %232, %222
  br label %243

243:                                              ; preds = %242
  %244 = load i32, ptr %3, align 4
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr %3, align 4
  br label %210, !llvm.loop !15

246:                                              ; preds = %210
  %247 = load i32, ptr %23, align 4
  %248 = add nsw i32 %247, -1
  store i32 %248, ptr %23, align 4
  %249 = load i32, ptr %8, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %7, align 4
  %251 = load i32, ptr %26, align 4
  %252 = load i32, ptr %24, align 4
  %253 = sub nsw i32 %252, %251
  store i32 %253, ptr %24, align 4
  br label %128, !llvm.loop !16

254:                                              ; preds = %128
  store i32 0, ptr %12, align 4
  br label %255

255:                                              ; preds = %3022, %254
  %256 = load i32, ptr %12, align 4
  %257 = icmp slt i32 %256, 4
  br i1 %257, label %258, label %3025

258:                                              ; preds = %255
  store i32 0, ptr %4, align 4
  br label %259

259:                                              ; preds = %267, %258
  %260 = load i32, ptr %4, align 4
  %261 = load i32, ptr %18, align 4
  %262 = icmp slt i32 %260, %261
  br i1 %262, label %263, label %270

263:                                              ; preds = %259
  %264 = load i32, ptr %4, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [6 x i32], ptr %21, i64 0, i64 %265
  store i32 0, ptr %266, align 4
  br label %267

267:                                              ; preds = %263
  %268 = load i32, ptr %4, align 4
  %269 = add nsw i32 %268, 1
  store i32 %269, ptr %4, align 4
  br label %259, !llvm.loop !17

270:                                              ; preds = %259
  store i32 0, ptr %4, align 4
  br label %271

271:                                              ; preds = %293, %270
  %272 = load i32, ptr %4, align 4
  %273 = load i32, ptr %18, align 4
  %274 = icmp slt i32 %272, %273
  br i1 %274, label %275, label %296

275:                                              ; preds = %271
  store i32 0, ptr %3, align 4
  br label %276

276:                                              ; preds = %289, %275
  %277 = load i32, ptr %3, align 4
  %278 = load i32, ptr %14, align 4
  %279 = icmp slt i32 %277, %278
  br i1 %279, label %280, label %292

280:                                              ; preds = %276
  %281 = load ptr, ptr %2, align 8
  %282 = getelementptr inbounds %struct.EState, ptr %281, i32 0, i32 37
  %283 = load i32, ptr %4, align 4
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds [6 x [258 x i32]], ptr %282, i64 0, i64 %284
  %286 = load i32, ptr %3, align 4
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds [258 x i32], ptr %285, i64 0, i64 %287
  store i32 0, ptr %288, align 4
  br label %289

289:                                              ; preds = %280
  %290 = load i32, ptr %3, align 4
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr %3, align 4
  br label %276, !llvm.loop !18

292:                                              ; preds = %276
  br label %293

293:                                              ; preds = %292
  %294 = load i32, ptr %4, align 4
  %295 = add nsw i32 %294, 1
  store i32 %295, ptr %4, align 4
  br label %271, !llvm.loop !19

296:                                              ; preds = %271
  %297 = load i32, ptr %18, align 4
  %298 = icmp eq i32 %297, 6
  br i1 %298, label %299, label %381

299:                                              ; preds = %296
  store i32 0, ptr %3, align 4
  br label %300

300:                                              ; preds = %377, %299
  %301 = load i32, ptr %3, align 4
  %302 = load i32, ptr %14, align 4
  %303 = icmp slt i32 %301, %302
  br i1 %303, label %304, label %380

304:                                              ; preds = %300
  %305 = load ptr, ptr %2, align 8
  %306 = getelementptr inbounds %struct.EState, ptr %305, i32 0, i32 35
  %307 = getelementptr inbounds [6 x [258 x i8]], ptr %306, i64 0, i64 1
  %308 = load i32, ptr %3, align 4
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds [258 x i8], ptr %307, i64 0, i64 %309
  %311 = load i8, ptr %310, align 1
  %312 = zext i8 %311 to i32
  %313 = shl i32 %312, 16
  %314 = load ptr, ptr %2, align 8
  %315 = getelementptr inbounds %struct.EState, ptr %314, i32 0, i32 35
  %316 = getelementptr inbounds [6 x [258 x i8]], ptr %315, i64 0, i64 0
  %317 = load i32, ptr %3, align 4
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [258 x i8], ptr %316, i64 0, i64 %318
  %320 = load i8, ptr %319, align 1
  %321 = zext i8 %320 to i32
  %322 = or i32 %313, %321
  %323 = load ptr, ptr %2, align 8
  %324 = getelementptr inbounds %struct.EState, ptr %323, i32 0, i32 38
  %325 = load i32, ptr %3, align 4
  %326 = sext i32 %325 to i64
  %327 = getelementptr inbounds [258 x [4 x i32]], ptr %324, i64 0, i64 %326
  %328 = getelementptr inbounds [4 x i32], ptr %327, i64 0, i64 0
  store i32 %322, ptr %328, align 8
  %329 = load ptr, ptr %2, align 8
  %330 = getelementptr inbounds %struct.EState, ptr %329, i32 0, i32 35
  %331 = getelementptr inbounds [6 x [258 x i8]], ptr %330, i64 0, i64 3
  %332 = load i32, ptr %3, align 4
  %333 = sext i32 %332 to i64
  %334 = getelementptr inbounds [258 x i8], ptr %331, i64 0, i64 %333
  %335 = load i8, ptr %334, align 1
  %336 = zext i8 %335 to i32
  %337 = shl i32 %336, 16
  %338 = load ptr, ptr %2, align 8
  %339 = getelementptr inbounds %struct.EState, ptr %338, i32 0, i32 35
  %340 = getelementptr inbounds [6 x [258 x i8]], ptr %339, i64 0, i64 2
  %341 = load i32, ptr %3, align 4
  %342 = sext i32 %341 to i64
  %343 = getelementptr inbounds [258 x i8], ptr %340, i64 0, i64 %342
  %344 = load i8, ptr %343, align 1
  %345 = zext i8 %344 to i32
  %346 = or i32 %337, %345
  %347 = load ptr, ptr %2, align 8
  %348 = getelementptr inbounds %struct.EState, ptr %347, i32 0, i32 38
  %349 = load i32, ptr %3, align 4
  %350 = sext i32 %349 to i64
  %351 = getelementptr inbounds [258 x [4 x i32]], ptr %348, i64 0, i64 %350
  %352 = getelementptr inbounds [4 x i32], ptr %351, i64 0, i64 1
  store i32 %346, ptr %352, align 4
  %353 = load ptr, ptr %2, align 8
  %354 = getelementptr inbounds %struct.EState, ptr %353, i32 0, i32 35
  %355 = getelementptr inbounds [6 x [258 x i8]], ptr %354, i64 0, i64 5
  %356 = load i32, ptr %3, align 4
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds [258 x i8], ptr %355, i64 0, i64 %357
  %359 = load i8, ptr %358, align 1
  %360 = zext i8 %359 to i32
  %361 = shl i32 %360, 16
  %362 = load ptr, ptr %2, align 8
  %363 = getelementptr inbounds %struct.EState, ptr %362, i32 0, i32 35
  %364 = getelementptr inbounds [6 x [258 x i8]], ptr %363, i64 0, i64 4
  %365 = load i32, ptr %3, align 4
  %366 = sext i32 %365 to i64
  %367 = getelementptr inbounds [258 x i8], ptr %364, i64 0, i64 %366
  %368 = load i8, ptr %367, align 1
  %369 = zext i8 %368 to i32
  %370 = or i32 %361, %369
  %371 = load ptr, ptr %2, align 8
  %372 = getelementptr inbounds %struct.EState, ptr %371, i32 0, i32 38
  %373 = load i32, ptr %3, align 4
  %374 = sext i32 %373 to i64
  %375 = getelementptr inbounds [258 x [4 x i32]], ptr %372, i64 0, i64 %374
  %376 = getelementptr inbounds [4 x i32], ptr %375, i64 0, i64 2
  store i32 %370, ptr %376, align 8
  br label %377

377:                                              ; preds = %304
  %378 = load i32, ptr %3, align 4
  %379 = add nsw i32 %378, 1
  store i32 %379, ptr %3, align 4
  br label %300, !llvm.loop !20

380:                                              ; preds = %300
  br label %381

381:                                              ; preds = %380, %296
  store i32 0, ptr %13, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %7, align 4
  br label %382

382:                                              ; preds = %381, %2967
  %383 = load i32, ptr %7, align 4
  %384 = load ptr, ptr %2, align 8
  %385 = getelementptr inbounds %struct.EState, ptr %384, i32 0, i32 31
  %386 = load i32, ptr %385, align 4
  %387 = icmp sge i32 %383, %386
  br i1 %387, label %388, label %389

388:                                              ; preds = %382
  br label %2970

389:                                              ; preds = %382
  %390 = load i32, ptr %7, align 4
  %391 = add nsw i32 %390, 50
  %392 = sub nsw i32 %391, 1
  store i32 %392, ptr %8, align 4
  %393 = load i32, ptr %8, align 4
  %394 = load ptr, ptr %2, align 8
  %395 = getelementptr inbounds %struct.EState, ptr %394, i32 0, i32 31
  %396 = load i32, ptr %395, align 4
  %397 = icmp sge i32 %393, %396
  br i1 %397, label %398, label %403

398:                                              ; preds = %389
  %399 = load ptr, ptr %2, align 8
  %400 = getelementptr inbounds %struct.EState, ptr %399, i32 0, i32 31
  %401 = load i32, ptr %400, align 4
  %402 = sub nsw i32 %401, 1
  store i32 %402, ptr %8, align 4
  br label %403

403:                                              ; preds = %398, %389
  store i32 0, ptr %4, align 4
  br label %404

404:                                              ; preds = %412, %403
  %405 = load i32, ptr %4, align 4
  %406 = load i32, ptr %18, align 4
  %407 = icmp slt i32 %405, %406
  br i1 %407, label %408, label %415

408:                                              ; preds = %404
  %409 = load i32, ptr %4, align 4
  %410 = sext i32 %409 to i64
  %411 = getelementptr inbounds [6 x i16], ptr %20, i64 0, i64 %410
  store i16 0, ptr %411, align 2
  br label %412

412:                                              ; preds = %408
  %413 = load i32, ptr %4, align 4
  %414 = add nsw i32 %413, 1
  store i32 %414, ptr %4, align 4
  br label %404, !llvm.loop !21

415:                                              ; preds = %404
  %416 = load i32, ptr %18, align 4
  %417 = icmp eq i32 %416, 6
  br i1 %417, label %418, label %2099

418:                                              ; preds = %415
  %419 = load i32, ptr %8, align 4
  %420 = load i32, ptr %7, align 4
  %421 = sub nsw i32 %419, %420
  %422 = add nsw i32 %421, 1
  %423 = icmp eq i32 50, %422
  br i1 %423, label %424, label %2099

424:                                              ; preds = %418
  store i32 0, ptr %29, align 4
  store i32 0, ptr %28, align 4
  store i32 0, ptr %27, align 4
  %425 = load ptr, ptr %22, align 8
  %426 = load i32, ptr %7, align 4
  %427 = add nsw i32 %426, 0
  %428 = sext i32 %427 to i64
  %429 = getelementptr inbounds i16, ptr %425, i64 %428
  %430 = load i16, ptr %429, align 2
  store i16 %430, ptr %30, align 2
  %431 = load ptr, ptr %2, align 8
  %432 = getelementptr inbounds %struct.EState, ptr %431, i32 0, i32 38
  %433 = load i16, ptr %30, align 2
  %434 = zext i16 %433 to i64
  %435 = getelementptr inbounds [258 x [4 x i32]], ptr %432, i64 0, i64 %434
  %436 = getelementptr inbounds [4 x i32], ptr %435, i64 0, i64 0
  %437 = load i32, ptr %436, align 8
  %438 = load i32, ptr %27, align 4
  %439 = add i32 %438, %437
  store i32 %439, ptr %27, align 4
  %440 = load ptr, ptr %2, align 8
  %441 = getelementptr inbounds %struct.EState, ptr %440, i32 0, i32 38
  %442 = load i16, ptr %30, align 2
  %443 = zext i16 %442 to i64
  %444 = getelementptr inbounds [258 x [4 x i32]], ptr %441, i64 0, i64 %443
  %445 = getelementptr inbounds [4 x i32], ptr %444, i64 0, i64 1
  %446 = load i32, ptr %445, align 4
  %447 = load i32, ptr %28, align 4
  %448 = add i32 %447, %446
  store i32 %448, ptr %28, align 4
  %449 = load ptr, ptr %2, align 8
  %450 = getelementptr inbounds %struct.EState, ptr %449, i32 0, i32 38
  %451 = load i16, ptr %30, align 2
  %452 = zext i16 %451 to i64
  %453 = getelementptr inbounds [258 x [4 x i32]], ptr %450, i64 0, i64 %452
  %454 = getelementptr inbounds [4 x i32], ptr %453, i64 0, i64 2
  %455 = load i32, ptr %454, align 8
  %456 = load i32, ptr %29, align 4
  %457 = add i32 %456, %455
  store i32 %457, ptr %29, align 4
  %458 = load ptr, ptr %22, align 8
  %459 = load i32, ptr %7, align 4
  %460 = add nsw i32 %459, 1
  %461 = sext i32 %460 to i64
  %462 = getelementptr inbounds i16, ptr %458, i64 %461
  %463 = load i16, ptr %462, align 2
  store i16 %463, ptr %30, align 2
  %464 = load ptr, ptr %2, align 8
  %465 = getelementptr inbounds %struct.EState, ptr %464, i32 0, i32 38
  %466 = load i16, ptr %30, align 2
  %467 = zext i16 %466 to i64
  %468 = getelementptr inbounds [258 x [4 x i32]], ptr %465, i64 0, i64 %467
  %469 = getelementptr inbounds [4 x i32], ptr %468, i64 0, i64 0
  %470 = load i32, ptr %469, align 8
  %471 = load i32, ptr %27, align 4
  %472 = add i32 %471, %470
  store i32 %472, ptr %27, align 4
  %473 = load ptr, ptr %2, align 8
  %474 = getelementptr inbounds %struct.EState, ptr %473, i32 0, i32 38
  %475 = load i16, ptr %30, align 2
  %476 = zext i16 %475 to i64
  %477 = getelementptr inbounds [258 x [4 x i32]], ptr %474, i64 0, i64 %476
  %478 = getelementptr inbounds [4 x i32], ptr %477, i64 0, i64 1
  %479 = load i32, ptr %478, align 4
  %480 = load i32, ptr %28, align 4
  %481 = add i32 %480, %479
  store i32 %481, ptr %28, align 4
  %482 = load ptr, ptr %2, align 8
  %483 = getelementptr inbounds %struct.EState, ptr %482, i32 0, i32 38
  %484 = load i16, ptr %30, align 2
  %485 = zext i16 %484 to i64
  %486 = getelementptr inbounds [258 x [4 x i32]], ptr %483, i64 0, i64 %485
  %487 = getelementptr inbounds [4 x i32], ptr %486, i64 0, i64 2
  %488 = load i32, ptr %487, align 8
  %489 = load i32, ptr %29, align 4
  %490 = add i32 %489, %488
  store i32 %490, ptr %29, align 4
  %491 = load ptr, ptr %22, align 8
  %492 = load i32, ptr %7, align 4
  %493 = add nsw i32 %492, 2
  %494 = sext i32 %493 to i64
  %495 = getelementptr inbounds i16, ptr %491, i64 %494
  %496 = load i16, ptr %495, align 2
  store i16 %496, ptr %30, align 2
  %497 = load ptr, ptr %2, align 8
  %498 = getelementptr inbounds %struct.EState, ptr %497, i32 0, i32 38
  %499 = load i16, ptr %30, align 2
  %500 = zext i16 %499 to i64
  %501 = getelementptr inbounds [258 x [4 x i32]], ptr %498, i64 0, i64 %500
  %502 = getelementptr inbounds [4 x i32], ptr %501, i64 0, i64 0
  %503 = load i32, ptr %502, align 8
  %504 = load i32, ptr %27, align 4
  %505 = add i32 %504, %503
  store i32 %505, ptr %27, align 4
  %506 = load ptr, ptr %2, align 8
  %507 = getelementptr inbounds %struct.EState, ptr %506, i32 0, i32 38
  %508 = load i16, ptr %30, align 2
  %509 = zext i16 %508 to i64
  %510 = getelementptr inbounds [258 x [4 x i32]], ptr %507, i64 0, i64 %509
  %511 = getelementptr inbounds [4 x i32], ptr %510, i64 0, i64 1
  %512 = load i32, ptr %511, align 4
  %513 = load i32, ptr %28, align 4
  %514 = add i32 %513, %512
  store i32 %514, ptr %28, align 4
  %515 = load ptr, ptr %2, align 8
  %516 = getelementptr inbounds %struct.EState, ptr %515, i32 0, i32 38
  %517 = load i16, ptr %30, align 2
  %518 = zext i16 %517 to i64
  %519 = getelementptr inbounds [258 x [4 x i32]], ptr %516, i64 0, i64 %518
  %520 = getelementptr inbounds [4 x i32], ptr %519, i64 0, i64 2
  %521 = load i32, ptr %520, align 8
  %522 = load i32, ptr %29, align 4
  %523 = add i32 %522, %521
  store i32 %523, ptr %29, align 4
  %524 = load ptr, ptr %22, align 8
  %525 = load i32, ptr %7, align 4
  %526 = add nsw i32 %525, 3
  %527 = sext i32 %526 to i64
  %528 = getelementptr inbounds i16, ptr %524, i64 %527
  %529 = load i16, ptr %528, align 2
  store i16 %529, ptr %30, align 2
  %530 = load ptr, ptr %2, align 8
  %531 = getelementptr inbounds %struct.EState, ptr %530, i32 0, i32 38
  %532 = load i16, ptr %30, align 2
  %533 = zext i16 %532 to i64
  %534 = getelementptr inbounds [258 x [4 x i32]], ptr %531, i64 0, i64 %533
  %535 = getelementptr inbounds [4 x i32], ptr %534, i64 0, i64 0
  %536 = load i32, ptr %535, align 8
  %537 = load i32, ptr %27, align 4
  %538 = add i32 %537, %536
  store i32 %538, ptr %27, align 4
  %539 = load ptr, ptr %2, align 8
  %540 = getelementptr inbounds %struct.EState, ptr %539, i32 0, i32 38
  %541 = load i16, ptr %30, align 2
  %542 = zext i16 %541 to i64
  %543 = getelementptr inbounds [258 x [4 x i32]], ptr %540, i64 0, i64 %542
  %544 = getelementptr inbounds [4 x i32], ptr %543, i64 0, i64 1
  %545 = load i32, ptr %544, align 4
  %546 = load i32, ptr %28, align 4
  %547 = add i32 %546, %545
  store i32 %547, ptr %28, align 4
  %548 = load ptr, ptr %2, align 8
  %549 = getelementptr inbounds %struct.EState, ptr %548, i32 0, i32 38
  %550 = load i16, ptr %30, align 2
  %551 = zext i16 %550 to i64
  %552 = getelementptr inbounds [258 x [4 x i32]], ptr %549, i64 0, i64 %551
  %553 = getelementptr inbounds [4 x i32], ptr %552, i64 0, i64 2
  %554 = load i32, ptr %553, align 8
  %555 = load i32, ptr %29, align 4
  %556 = add i32 %555, %554
  store i32 %556, ptr %29, align 4
  %557 = load ptr, ptr %22, align 8
  %558 = load i32, ptr %7, align 4
  %559 = add nsw i32 %558, 4
  %560 = sext i32 %559 to i64
  %561 = getelementptr inbounds i16, ptr %557, i64 %560
  %562 = load i16, ptr %561, align 2
  store i16 %562, ptr %30, align 2
  %563 = load ptr, ptr %2, align 8
  %564 = getelementptr inbounds %struct.EState, ptr %563, i32 0, i32 38
  %565 = load i16, ptr %30, align 2
  %566 = zext i16 %565 to i64
  %567 = getelementptr inbounds [258 x [4 x i32]], ptr %564, i64 0, i64 %566
  %568 = getelementptr inbounds [4 x i32], ptr %567, i64 0, i64 0
  %569 = load i32, ptr %568, align 8
  %570 = load i32, ptr %27, align 4
  %571 = add i32 %570, %569
  store i32 %571, ptr %27, align 4
  %572 = load ptr, ptr %2, align 8
  %573 = getelementptr inbounds %struct.EState, ptr %572, i32 0, i32 38
  %574 = load i16, ptr %30, align 2
  %575 = zext i16 %574 to i64
  %576 = getelementptr inbounds [258 x [4 x i32]], ptr %573, i64 0, i64 %575
  %577 = getelementptr inbounds [4 x i32], ptr %576, i64 0, i64 1
  %578 = load i32, ptr %577, align 4
  %579 = load i32, ptr %28, align 4
  %580 = add i32 %579, %578
  store i32 %580, ptr %28, align 4
  %581 = load ptr, ptr %2, align 8
  %582 = getelementptr inbounds %struct.EState, ptr %581, i32 0, i32 38
  %583 = load i16, ptr %30, align 2
  %584 = zext i16 %583 to i64
  %585 = getelementptr inbounds [258 x [4 x i32]], ptr %582, i64 0, i64 %584
  %586 = getelementptr inbounds [4 x i32], ptr %585, i64 0, i64 2
  %587 = load i32, ptr %586, align 8
  %588 = load i32, ptr %29, align 4
  %589 = add i32 %588, %587
  store i32 %589, ptr %29, align 4
  %590 = load ptr, ptr %22, align 8
  %591 = load i32, ptr %7, align 4
  %592 = add nsw i32 %591, 5
  %593 = sext i32 %592 to i64
  %594 = getelementptr inbounds i16, ptr %590, i64 %593
  %595 = load i16, ptr %594, align 2
  store i16 %595, ptr %30, align 2
  %596 = load ptr, ptr %2, align 8
  %597 = getelementptr inbounds %struct.EState, ptr %596, i32 0, i32 38
  %598 = load i16, ptr %30, align 2
  %599 = zext i16 %598 to i64
  %600 = getelementptr inbounds [258 x [4 x i32]], ptr %597, i64 0, i64 %599
  %601 = getelementptr inbounds [4 x i32], ptr %600, i64 0, i64 0
  %602 = load i32, ptr %601, align 8
  %603 = load i32, ptr %27, align 4
  %604 = add i32 %603, %602
  store i32 %604, ptr %27, align 4
  %605 = load ptr, ptr %2, align 8
  %606 = getelementptr inbounds %struct.EState, ptr %605, i32 0, i32 38
  %607 = load i16, ptr %30, align 2
  %608 = zext i16 %607 to i64
  %609 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %608
  %610 = getelementptr inbounds [4 x i32], ptr %609, i64 0, i64 1
  %611 = load i32, ptr %610, align 4
  %612 = load i32, ptr %28, align 4
  %613 = add i32 %612, %611
  store i32 %613, ptr %28, align 4
  %614 = load ptr, ptr %2, align 8
  %615 = getelementptr inbounds %struct.EState, ptr %614, i32 0, i32 38
  %616 = load i16, ptr %30, align 2
  %617 = zext i16 %616 to i64
  %618 = getelementptr inbounds [258 x [4 x i32]], ptr %615, i64 0, i64 %617
  %619 = getelementptr inbounds [4 x i32], ptr %618, i64 0, i64 2
  %620 = load i32, ptr %619, align 8
  %621 = load i32, ptr %29, align 4
  %622 = add i32 %621, %620
  store i32 %622, ptr %29, align 4
  %623 = load ptr, ptr %22, align 8
  %624 = load i32, ptr %7, align 4
  %625 = add nsw i32 %624, 6
  %626 = sext i32 %625 to i64
  %627 = getelementptr inbounds i16, ptr %623, i64 %626
  %628 = load i16, ptr %627, align 2
  store i16 %628, ptr %30, align 2
  %629 = load ptr, ptr %2, align 8
  %630 = getelementptr inbounds %struct.EState, ptr %629, i32 0, i32 38
  %631 = load i16, ptr %30, align 2
  %632 = zext i16 %631 to i64
  %633 = getelementptr inbounds [258 x [4 x i32]], ptr %630, i64 0, i64 %632
  %634 = getelementptr inbounds [4 x i32], ptr %633, i64 0, i64 0
  %635 = load i32, ptr %634, align 8
  %636 = load i32, ptr %27, align 4
  %637 = add i32 %636, %635
  store i32 %637, ptr %27, align 4
  %638 = load ptr, ptr %2, align 8
  %639 = getelementptr inbounds %struct.EState, ptr %638, i32 0, i32 38
  %640 = load i16, ptr %30, align 2
  %641 = zext i16 %640 to i64
  %642 = getelementptr inbounds [258 x [4 x i32]], ptr %639, i64 0, i64 %641
  %643 = getelementptr inbounds [4 x i32], ptr %642, i64 0, i64 1
  %644 = load i32, ptr %643, align 4
  %645 = load i32, ptr %28, align 4
  %646 = add i32 %645, %644
  store i32 %646, ptr %28, align 4
  %647 = load ptr, ptr %2, align 8
  %648 = getelementptr inbounds %struct.EState, ptr %647, i32 0, i32 38
  %649 = load i16, ptr %30, align 2
  %650 = zext i16 %649 to i64
  %651 = getelementptr inbounds [258 x [4 x i32]], ptr %648, i64 0, i64 %650
  %652 = getelementptr inbounds [4 x i32], ptr %651, i64 0, i64 2
  %653 = load i32, ptr %652, align 8
  %654 = load i32, ptr %29, align 4
  %655 = add i32 %654, %653
  store i32 %655, ptr %29, align 4
  %656 = load ptr, ptr %22, align 8
  %657 = load i32, ptr %7, align 4
  %658 = add nsw i32 %657, 7
  %659 = sext i32 %658 to i64
  %660 = getelementptr inbounds i16, ptr %656, i64 %659
  %661 = load i16, ptr %660, align 2
  store i16 %661, ptr %30, align 2
  %662 = load ptr, ptr %2, align 8
  %663 = getelementptr inbounds %struct.EState, ptr %662, i32 0, i32 38
  %664 = load i16, ptr %30, align 2
  %665 = zext i16 %664 to i64
  %666 = getelementptr inbounds [258 x [4 x i32]], ptr %663, i64 0, i64 %665
  %667 = getelementptr inbounds [4 x i32], ptr %666, i64 0, i64 0
  %668 = load i32, ptr %667, align 8
  %669 = load i32, ptr %27, align 4
  %670 = add i32 %669, %668
  store i32 %670, ptr %27, align 4
  %671 = load ptr, ptr %2, align 8
  %672 = getelementptr inbounds %struct.EState, ptr %671, i32 0, i32 38
  %673 = load i16, ptr %30, align 2
  %674 = zext i16 %673 to i64
  %675 = getelementptr inbounds [258 x [4 x i32]], ptr %672, i64 0, i64 %674
  %676 = getelementptr inbounds [4 x i32], ptr %675, i64 0, i64 1
  %677 = load i32, ptr %676, align 4
  %678 = load i32, ptr %28, align 4
  %679 = add i32 %678, %677
  store i32 %679, ptr %28, align 4
  %680 = load ptr, ptr %2, align 8
  %681 = getelementptr inbounds %struct.EState, ptr %680, i32 0, i32 38
  %682 = load i16, ptr %30, align 2
  %683 = zext i16 %682 to i64
  %684 = getelementptr inbounds [258 x [4 x i32]], ptr %681, i64 0, i64 %683
  %685 = getelementptr inbounds [4 x i32], ptr %684, i64 0, i64 2
  %686 = load i32, ptr %685, align 8
  %687 = load i32, ptr %29, align 4
  %688 = add i32 %687, %686
  store i32 %688, ptr %29, align 4
  %689 = load ptr, ptr %22, align 8
  %690 = load i32, ptr %7, align 4
  %691 = add nsw i32 %690, 8
  %692 = sext i32 %691 to i64
  %693 = getelementptr inbounds i16, ptr %689, i64 %692
  %694 = load i16, ptr %693, align 2
  store i16 %694, ptr %30, align 2
  %695 = load ptr, ptr %2, align 8
  %696 = getelementptr inbounds %struct.EState, ptr %695, i32 0, i32 38
  %697 = load i16, ptr %30, align 2
  %698 = zext i16 %697 to i64
  %699 = getelementptr inbounds [258 x [4 x i32]], ptr %696, i64 0, i64 %698
  %700 = getelementptr inbounds [4 x i32], ptr %699, i64 0, i64 0
  %701 = load i32, ptr %700, align 8
  %702 = load i32, ptr %27, align 4
  %703 = add i32 %702, %701
  store i32 %703, ptr %27, align 4
  %704 = load ptr, ptr %2, align 8
  %705 = getelementptr inbounds %struct.EState, ptr %704, i32 0, i32 38
  %706 = load i16, ptr %30, align 2
  %707 = zext i16 %706 to i64
  %708 = getelementptr inbounds [258 x [4 x i32]], ptr %705, i64 0, i64 %707
  %709 = getelementptr inbounds [4 x i32], ptr %708, i64 0, i64 1
  %710 = load i32, ptr %709, align 4
  %711 = load i32, ptr %28, align 4
  %712 = add i32 %711, %710
  store i32 %712, ptr %28, align 4
  %713 = load ptr, ptr %2, align 8
  %714 = getelementptr inbounds %struct.EState, ptr %713, i32 0, i32 38
  %715 = load i16, ptr %30, align 2
  %716 = zext i16 %715 to i64
  %717 = getelementptr inbounds [258 x [4 x i32]], ptr %714, i64 0, i64 %716
  %718 = getelementptr inbounds [4 x i32], ptr %717, i64 0, i64 2
  %719 = load i32, ptr %718, align 8
  %720 = load i32, ptr %29, align 4
  %721 = add i32 %720, %719
  store i32 %721, ptr %29, align 4
  %722 = load ptr, ptr %22, align 8
  %723 = load i32, ptr %7, align 4
  %724 = add nsw i32 %723, 9
  %725 = sext i32 %724 to i64
  %726 = getelementptr inbounds i16, ptr %722, i64 %725
  %727 = load i16, ptr %726, align 2
  store i16 %727, ptr %30, align 2
  %728 = load ptr, ptr %2, align 8
  %729 = getelementptr inbounds %struct.EState, ptr %728, i32 0, i32 38
  %730 = load i16, ptr %30, align 2
  %731 = zext i16 %730 to i64
  %732 = getelementptr inbounds [258 x [4 x i32]], ptr %729, i64 0, i64 %731
  %733 = getelementptr inbounds [4 x i32], ptr %732, i64 0, i64 0
  %734 = load i32, ptr %733, align 8
  %735 = load i32, ptr %27, align 4
  %736 = add i32 %735, %734
  store i32 %736, ptr %27, align 4
  %737 = load ptr, ptr %2, align 8
  %738 = getelementptr inbounds %struct.EState, ptr %737, i32 0, i32 38
  %739 = load i16, ptr %30, align 2
  %740 = zext i16 %739 to i64
  %741 = getelementptr inbounds [258 x [4 x i32]], ptr %738, i64 0, i64 %740
  %742 = getelementptr inbounds [4 x i32], ptr %741, i64 0, i64 1
  %743 = load i32, ptr %742, align 4
  %744 = load i32, ptr %28, align 4
  %745 = add i32 %744, %743
  store i32 %745, ptr %28, align 4
  %746 = load ptr, ptr %2, align 8
  %747 = getelementptr inbounds %struct.EState, ptr %746, i32 0, i32 38
  %748 = load i16, ptr %30, align 2
  %749 = zext i16 %748 to i64
  %750 = getelementptr inbounds [258 x [4 x i32]], ptr %747, i64 0, i64 %749
  %751 = getelementptr inbounds [4 x i32], ptr %750, i64 0, i64 2
  %752 = load i32, ptr %751, align 8
  %753 = load i32, ptr %29, align 4
  %754 = add i32 %753, %752
  store i32 %754, ptr %29, align 4
  %755 = load ptr, ptr %22, align 8
  %756 = load i32, ptr %7, align 4
  %757 = add nsw i32 %756, 10
  %758 = sext i32 %757 to i64
  %759 = getelementptr inbounds i16, ptr %755, i64 %758
  %760 = load i16, ptr %759, align 2
  store i16 %760, ptr %30, align 2
  %761 = load ptr, ptr %2, align 8
  %762 = getelementptr inbounds %struct.EState, ptr %761, i32 0, i32 38
  %763 = load i16, ptr %30, align 2
  %764 = zext i16 %763 to i64
  %765 = getelementptr inbounds [258 x [4 x i32]], ptr %762, i64 0, i64 %764
  %766 = getelementptr inbounds [4 x i32], ptr %765, i64 0, i64 0
  %767 = load i32, ptr %766, align 8
  %768 = load i32, ptr %27, align 4
  %769 = add i32 %768, %767
  store i32 %769, ptr %27, align 4
  %770 = load ptr, ptr %2, align 8
  %771 = getelementptr inbounds %struct.EState, ptr %770, i32 0, i32 38
  %772 = load i16, ptr %30, align 2
  %773 = zext i16 %772 to i64
  %774 = getelementptr inbounds [258 x [4 x i32]], ptr %771, i64 0, i64 %773
  %775 = getelementptr inbounds [4 x i32], ptr %774, i64 0, i64 1
  %776 = load i32, ptr %775, align 4
  %777 = load i32, ptr %28, align 4
  %778 = add i32 %777, %776
  store i32 %778, ptr %28, align 4
  %779 = load ptr, ptr %2, align 8
  %780 = getelementptr inbounds %struct.EState, ptr %779, i32 0, i32 38
  %781 = load i16, ptr %30, align 2
  %782 = zext i16 %781 to i64
  %783 = getelementptr inbounds [258 x [4 x i32]], ptr %780, i64 0, i64 %782
  %784 = getelementptr inbounds [4 x i32], ptr %783, i64 0, i64 2
  %785 = load i32, ptr %784, align 8
  %786 = load i32, ptr %29, align 4
  %787 = add i32 %786, %785
  store i32 %787, ptr %29, align 4
  %788 = load ptr, ptr %22, align 8
  %789 = load i32, ptr %7, align 4
  %790 = add nsw i32 %789, 11
  %791 = sext i32 %790 to i64
  %792 = getelementptr inbounds i16, ptr %788, i64 %791
  %793 = load i16, ptr %792, align 2
  store i16 %793, ptr %30, align 2
  %794 = load ptr, ptr %2, align 8
  %795 = getelementptr inbounds %struct.EState, ptr %794, i32 0, i32 38
  %796 = load i16, ptr %30, align 2
  %797 = zext i16 %796 to i64
  %798 = getelementptr inbounds [258 x [4 x i32]], ptr %795, i64 0, i64 %797
  %799 = getelementptr inbounds [4 x i32], ptr %798, i64 0, i64 0
  %800 = load i32, ptr %799, align 8
  %801 = load i32, ptr %27, align 4
  %802 = add i32 %801, %800
  store i32 %802, ptr %27, align 4
  %803 = load ptr, ptr %2, align 8
  %804 = getelementptr inbounds %struct.EState, ptr %803, i32 0, i32 38
  %805 = load i16, ptr %30, align 2
  %806 = zext i16 %805 to i64
  %807 = getelementptr inbounds [258 x [4 x i32]], ptr %804, i64 0, i64 %806
  %808 = getelementptr inbounds [4 x i32], ptr %807, i64 0, i64 1
  %809 = load i32, ptr %808, align 4
  %810 = load i32, ptr %28, align 4
  %811 = add i32 %810, %809
  store i32 %811, ptr %28, align 4
  %812 = load ptr, ptr %2, align 8
  %813 = getelementptr inbounds %struct.EState, ptr %812, i32 0, i32 38
  %814 = load i16, ptr %30, align 2
  %815 = zext i16 %814 to i64
  %816 = getelementptr inbounds [258 x [4 x i32]], ptr %813, i64 0, i64 %815
  %817 = getelementptr inbounds [4 x i32], ptr %816, i64 0, i64 2
  %818 = load i32, ptr %817, align 8
  %819 = load i32, ptr %29, align 4
  %820 = add i32 %819, %818
  store i32 %820, ptr %29, align 4
  %821 = load ptr, ptr %22, align 8
  %822 = load i32, ptr %7, align 4
  %823 = add nsw i32 %822, 12
  %824 = sext i32 %823 to i64
  %825 = getelementptr inbounds i16, ptr %821, i64 %824
  %826 = load i16, ptr %825, align 2
  store i16 %826, ptr %30, align 2
  %827 = load ptr, ptr %2, align 8
  %828 = getelementptr inbounds %struct.EState, ptr %827, i32 0, i32 38
  %829 = load i16, ptr %30, align 2
  %830 = zext i16 %829 to i64
  %831 = getelementptr inbounds [258 x [4 x i32]], ptr %828, i64 0, i64 %830
  %832 = getelementptr inbounds [4 x i32], ptr %831, i64 0, i64 0
  %833 = load i32, ptr %832, align 8
  %834 = load i32, ptr %27, align 4
  %835 = add i32 %834, %833
  store i32 %835, ptr %27, align 4
  %836 = load ptr, ptr %2, align 8
  %837 = getelementptr inbounds %struct.EState, ptr %836, i32 0, i32 38
  %838 = load i16, ptr %30, align 2
  %839 = zext i16 %838 to i64
  %840 = getelementptr inbounds [258 x [4 x i32]], ptr %837, i64 0, i64 %839
  %841 = getelementptr inbounds [4 x i32], ptr %840, i64 0, i64 1
  %842 = load i32, ptr %841, align 4
  %843 = load i32, ptr %28, align 4
  %844 = add i32 %843, %842
  store i32 %844, ptr %28, align 4
  %845 = load ptr, ptr %2, align 8
  %846 = getelementptr inbounds %struct.EState, ptr %845, i32 0, i32 38
  %847 = load i16, ptr %30, align 2
  %848 = zext i16 %847 to i64
  %849 = getelementptr inbounds [258 x [4 x i32]], ptr %846, i64 0, i64 %848
  %850 = getelementptr inbounds [4 x i32], ptr %849, i64 0, i64 2
  %851 = load i32, ptr %850, align 8
  %852 = load i32, ptr %29, align 4
  %853 = add i32 %852, %851
  store i32 %853, ptr %29, align 4
  %854 = load ptr, ptr %22, align 8
  %855 = load i32, ptr %7, align 4
  %856 = add nsw i32 %855, 13
  %857 = sext i32 %856 to i64
  %858 = getelementptr inbounds i16, ptr %854, i64 %857
  %859 = load i16, ptr %858, align 2
  store i16 %859, ptr %30, align 2
  %860 = load ptr, ptr %2, align 8
  %861 = getelementptr inbounds %struct.EState, ptr %860, i32 0, i32 38
  %862 = load i16, ptr %30, align 2
  %863 = zext i16 %862 to i64
  %864 = getelementptr inbounds [258 x [4 x i32]], ptr %861, i64 0, i64 %863
  %865 = getelementptr inbounds [4 x i32], ptr %864, i64 0, i64 0
  %866 = load i32, ptr %865, align 8
  %867 = load i32, ptr %27, align 4
  %868 = add i32 %867, %866
  store i32 %868, ptr %27, align 4
  %869 = load ptr, ptr %2, align 8
  %870 = getelementptr inbounds %struct.EState, ptr %869, i32 0, i32 38
  %871 = load i16, ptr %30, align 2
  %872 = zext i16 %871 to i64
  %873 = getelementptr inbounds [258 x [4 x i32]], ptr %870, i64 0, i64 %872
  %874 = getelementptr inbounds [4 x i32], ptr %873, i64 0, i64 1
  %875 = load i32, ptr %874, align 4
  %876 = load i32, ptr %28, align 4
  %877 = add i32 %876, %875
  store i32 %877, ptr %28, align 4
  %878 = load ptr, ptr %2, align 8
  %879 = getelementptr inbounds %struct.EState, ptr %878, i32 0, i32 38
  %880 = load i16, ptr %30, align 2
  %881 = zext i16 %880 to i64
  %882 = getelementptr inbounds [258 x [4 x i32]], ptr %879, i64 0, i64 %881
  %883 = getelementptr inbounds [4 x i32], ptr %882, i64 0, i64 2
  %884 = load i32, ptr %883, align 8
  %885 = load i32, ptr %29, align 4
  %886 = add i32 %885, %884
  store i32 %886, ptr %29, align 4
  %887 = load ptr, ptr %22, align 8
  %888 = load i32, ptr %7, align 4
  %889 = add nsw i32 %888, 14
  %890 = sext i32 %889 to i64
  %891 = getelementptr inbounds i16, ptr %887, i64 %890
  %892 = load i16, ptr %891, align 2
  store i16 %892, ptr %30, align 2
  %893 = load ptr, ptr %2, align 8
  %894 = getelementptr inbounds %struct.EState, ptr %893, i32 0, i32 38
  %895 = load i16, ptr %30, align 2
  %896 = zext i16 %895 to i64
  %897 = getelementptr inbounds [258 x [4 x i32]], ptr %894, i64 0, i64 %896
  %898 = getelementptr inbounds [4 x i32], ptr %897, i64 0, i64 0
  %899 = load i32, ptr %898, align 8
  %900 = load i32, ptr %27, align 4
  %901 = add i32 %900, %899
  store i32 %901, ptr %27, align 4
  %902 = load ptr, ptr %2, align 8
  %903 = getelementptr inbounds %struct.EState, ptr %902, i32 0, i32 38
  %904 = load i16, ptr %30, align 2
  %905 = zext i16 %904 to i64
  %906 = getelementptr inbounds [258 x [4 x i32]], ptr %903, i64 0, i64 %905
  %907 = getelementptr inbounds [4 x i32], ptr %906, i64 0, i64 1
  %908 = load i32, ptr %907, align 4
  %909 = load i32, ptr %28, align 4
  %910 = add i32 %909, %908
  store i32 %910, ptr %28, align 4
  %911 = load ptr, ptr %2, align 8
  %912 = getelementptr inbounds %struct.EState, ptr %911, i32 0, i32 38
  %913 = load i16, ptr %30, align 2
  %914 = zext i16 %913 to i64
  %915 = getelementptr inbounds [258 x [4 x i32]], ptr %912, i64 0, i64 %914
  %916 = getelementptr inbounds [4 x i32], ptr %915, i64 0, i64 2
  %917 = load i32, ptr %916, align 8
  %918 = load i32, ptr %29, align 4
  %919 = add i32 %918, %917
  store i32 %919, ptr %29, align 4
  %920 = load ptr, ptr %22, align 8
  %921 = load i32, ptr %7, align 4
  %922 = add nsw i32 %921, 15
  %923 = sext i32 %922 to i64
  %924 = getelementptr inbounds i16, ptr %920, i64 %923
  %925 = load i16, ptr %924, align 2
  store i16 %925, ptr %30, align 2
  %926 = load ptr, ptr %2, align 8
  %927 = getelementptr inbounds %struct.EState, ptr %926, i32 0, i32 38
  %928 = load i16, ptr %30, align 2
  %929 = zext i16 %928 to i64
  %930 = getelementptr inbounds [258 x [4 x i32]], ptr %927, i64 0, i64 %929
  %931 = getelementptr inbounds [4 x i32], ptr %930, i64 0, i64 0
  %932 = load i32, ptr %931, align 8
  %933 = load i32, ptr %27, align 4
  %934 = add i32 %933, %932
  store i32 %934, ptr %27, align 4
  %935 = load ptr, ptr %2, align 8
  %936 = getelementptr inbounds %struct.EState, ptr %935, i32 0, i32 38
  %937 = load i16, ptr %30, align 2
  %938 = zext i16 %937 to i64
  %939 = getelementptr inbounds [258 x [4 x i32]], ptr %936, i64 0, i64 %938
  %940 = getelementptr inbounds [4 x i32], ptr %939, i64 0, i64 1
  %941 = load i32, ptr %940, align 4
  %942 = load i32, ptr %28, align 4
  %943 = add i32 %942, %941
  store i32 %943, ptr %28, align 4
  %944 = load ptr, ptr %2, align 8
  %945 = getelementptr inbounds %struct.EState, ptr %944, i32 0, i32 38
  %946 = load i16, ptr %30, align 2
  %947 = zext i16 %946 to i64
  %948 = getelementptr inbounds [258 x [4 x i32]], ptr %945, i64 0, i64 %947
  %949 = getelementptr inbounds [4 x i32], ptr %948, i64 0, i64 2
  %950 = load i32, ptr %949, align 8
  %951 = load i32, ptr %29, align 4
  %952 = add i32 %951, %950
  store i32 %952, ptr %29, align 4
  %953 = load ptr, ptr %22, align 8
  %954 = load i32, ptr %7, align 4
  %955 = add nsw i32 %954, 16
  %956 = sext i32 %955 to i64
  %957 = getelementptr inbounds i16, ptr %953, i64 %956
  %958 = load i16, ptr %957, align 2
  store i16 %958, ptr %30, align 2
  %959 = load ptr, ptr %2, align 8
  %960 = getelementptr inbounds %struct.EState, ptr %959, i32 0, i32 38
  %961 = load i16, ptr %30, align 2
  %962 = zext i16 %961 to i64
  %963 = getelementptr inbounds [258 x [4 x i32]], ptr %960, i64 0, i64 %962
  %964 = getelementptr inbounds [4 x i32], ptr %963, i64 0, i64 0
  %965 = load i32, ptr %964, align 8
  %966 = load i32, ptr %27, align 4
  %967 = add i32 %966, %965
  store i32 %967, ptr %27, align 4
  %968 = load ptr, ptr %2, align 8
  %969 = getelementptr inbounds %struct.EState, ptr %968, i32 0, i32 38
  %970 = load i16, ptr %30, align 2
  %971 = zext i16 %970 to i64
  %972 = getelementptr inbounds [258 x [4 x i32]], ptr %969, i64 0, i64 %971
  %973 = getelementptr inbounds [4 x i32], ptr %972, i64 0, i64 1
  %974 = load i32, ptr %973, align 4
  %975 = load i32, ptr %28, align 4
  %976 = add i32 %975, %974
  store i32 %976, ptr %28, align 4
  %977 = load ptr, ptr %2, align 8
  %978 = getelementptr inbounds %struct.EState, ptr %977, i32 0, i32 38
  %979 = load i16, ptr %30, align 2
  %980 = zext i16 %979 to i64
  %981 = getelementptr inbounds [258 x [4 x i32]], ptr %978, i64 0, i64 %980
  %982 = getelementptr inbounds [4 x i32], ptr %981, i64 0, i64 2
  %983 = load i32, ptr %982, align 8
  %984 = load i32, ptr %29, align 4
  %985 = add i32 %984, %983
  store i32 %985, ptr %29, align 4
  %986 = load ptr, ptr %22, align 8
  %987 = load i32, ptr %7, align 4
  %988 = add nsw i32 %987, 17
  %989 = sext i32 %988 to i64
  %990 = getelementptr inbounds i16, ptr %986, i64 %989
  %991 = load i16, ptr %990, align 2
  store i16 %991, ptr %30, align 2
  %992 = load ptr, ptr %2, align 8
  %993 = getelementptr inbounds %struct.EState, ptr %992, i32 0, i32 38
  %994 = load i16, ptr %30, align 2
  %995 = zext i16 %994 to i64
  %996 = getelementptr inbounds [258 x [4 x i32]], ptr %993, i64 0, i64 %995
  %997 = getelementptr inbounds [4 x i32], ptr %996, i64 0, i64 0
  %998 = load i32, ptr %997, align 8
  %999 = load i32, ptr %27, align 4
  %1000 = add i32 %999, %998
  store i32 %1000, ptr %27, align 4
  %1001 = load ptr, ptr %2, align 8
  %1002 = getelementptr inbounds %struct.EState, ptr %1001, i32 0, i32 38
  %1003 = load i16, ptr %30, align 2
  %1004 = zext i16 %1003 to i64
  %1005 = getelementptr inbounds [258 x [4 x i32]], ptr %1002, i64 0, i64 %1004
  %1006 = getelementptr inbounds [4 x i32], ptr %1005, i64 0, i64 1
  %1007 = load i32, ptr %1006, align 4
  %1008 = load i32, ptr %28, align 4
  %1009 = add i32 %1008, %1007
  store i32 %1009, ptr %28, align 4
  %1010 = load ptr, ptr %2, align 8
  %1011 = getelementptr inbounds %struct.EState, ptr %1010, i32 0, i32 38
  %1012 = load i16, ptr %30, align 2
  %1013 = zext i16 %1012 to i64
  %1014 = getelementptr inbounds [258 x [4 x i32]], ptr %1011, i64 0, i64 %1013
  %1015 = getelementptr inbounds [4 x i32], ptr %1014, i64 0, i64 2
  %1016 = load i32, ptr %1015, align 8
  %1017 = load i32, ptr %29, align 4
  %1018 = add i32 %1017, %1016
  store i32 %1018, ptr %29, align 4
  %1019 = load ptr, ptr %22, align 8
  %1020 = load i32, ptr %7, align 4
  %1021 = add nsw i32 %1020, 18
  %1022 = sext i32 %1021 to i64
  %1023 = getelementptr inbounds i16, ptr %1019, i64 %1022
  %1024 = load i16, ptr %1023, align 2
  store i16 %1024, ptr %30, align 2
  %1025 = load ptr, ptr %2, align 8
  %1026 = getelementptr inbounds %struct.EState, ptr %1025, i32 0, i32 38
  %1027 = load i16, ptr %30, align 2
  %1028 = zext i16 %1027 to i64
  %1029 = getelementptr inbounds [258 x [4 x i32]], ptr %1026, i64 0, i64 %1028
  %1030 = getelementptr inbounds [4 x i32], ptr %1029, i64 0, i64 0
  %1031 = load i32, ptr %1030, align 8
  %1032 = load i32, ptr %27, align 4
  %1033 = add i32 %1032, %1031
  store i32 %1033, ptr %27, align 4
  %1034 = load ptr, ptr %2, align 8
  %1035 = getelementptr inbounds %struct.EState, ptr %1034, i32 0, i32 38
  %1036 = load i16, ptr %30, align 2
  %1037 = zext i16 %1036 to i64
  %1038 = getelementptr inbounds [258 x [4 x i32]], ptr %1035, i64 0, i64 %1037
  %1039 = getelementptr inbounds [4 x i32], ptr %1038, i64 0, i64 1
  %1040 = load i32, ptr %1039, align 4
  %1041 = load i32, ptr %28, align 4
  %1042 = add i32 %1041, %1040
  store i32 %1042, ptr %28, align 4
  %1043 = load ptr, ptr %2, align 8
  %1044 = getelementptr inbounds %struct.EState, ptr %1043, i32 0, i32 38
  %1045 = load i16, ptr %30, align 2
  %1046 = zext i16 %1045 to i64
  %1047 = getelementptr inbounds [258 x [4 x i32]], ptr %1044, i64 0, i64 %1046
  %1048 = getelementptr inbounds [4 x i32], ptr %1047, i64 0, i64 2
  %1049 = load i32, ptr %1048, align 8
  %1050 = load i32, ptr %29, align 4
  %1051 = add i32 %1050, %1049
  store i32 %1051, ptr %29, align 4
  %1052 = load ptr, ptr %22, align 8
  %1053 = load i32, ptr %7, align 4
  %1054 = add nsw i32 %1053, 19
  %1055 = sext i32 %1054 to i64
  %1056 = getelementptr inbounds i16, ptr %1052, i64 %1055
  %1057 = load i16, ptr %1056, align 2
  store i16 %1057, ptr %30, align 2
  %1058 = load ptr, ptr %2, align 8
  %1059 = getelementptr inbounds %struct.EState, ptr %1058, i32 0, i32 38
  %1060 = load i16, ptr %30, align 2
  %1061 = zext i16 %1060 to i64
  %1062 = getelementptr inbounds [258 x [4 x i32]], ptr %1059, i64 0, i64 %1061
  %1063 = getelementptr inbounds [4 x i32], ptr %1062, i64 0, i64 0
  %1064 = load i32, ptr %1063, align 8
  %1065 = load i32, ptr %27, align 4
  %1066 = add i32 %1065, %1064
  store i32 %1066, ptr %27, align 4
  %1067 = load ptr, ptr %2, align 8
  %1068 = getelementptr inbounds %struct.EState, ptr %1067, i32 0, i32 38
  %1069 = load i16, ptr %30, align 2
  %1070 = zext i16 %1069 to i64
  %1071 = getelementptr inbounds [258 x [4 x i32]], ptr %1068, i64 0, i64 %1070
  %1072 = getelementptr inbounds [4 x i32], ptr %1071, i64 0, i64 1
  %1073 = load i32, ptr %1072, align 4
  %1074 = load i32, ptr %28, align 4
  %1075 = add i32 %1074, %1073
  store i32 %1075, ptr %28, align 4
  %1076 = load ptr, ptr %2, align 8
  %1077 = getelementptr inbounds %struct.EState, ptr %1076, i32 0, i32 38
  %1078 = load i16, ptr %30, align 2
  %1079 = zext i16 %1078 to i64
  %1080 = getelementptr inbounds [258 x [4 x i32]], ptr %1077, i64 0, i64 %1079
  %1081 = getelementptr inbounds [4 x i32], ptr %1080, i64 0, i64 2
  %1082 = load i32, ptr %1081, align 8
  %1083 = load i32, ptr %29, align 4
  %1084 = add i32 %1083, %1082
  store i32 %1084, ptr %29, align 4
  %1085 = load ptr, ptr %22, align 8
  %1086 = load i32, ptr %7, align 4
  %1087 = add nsw i32 %1086, 20
  %1088 = sext i32 %1087 to i64
  %1089 = getelementptr inbounds i16, ptr %1085, i64 %1088
  %1090 = load i16, ptr %1089, align 2
  store i16 %1090, ptr %30, align 2
  %1091 = load ptr, ptr %2, align 8
  %1092 = getelementptr inbounds %struct.EState, ptr %1091, i32 0, i32 38
  %1093 = load i16, ptr %30, align 2
  %1094 = zext i16 %1093 to i64
  %1095 = getelementptr inbounds [258 x [4 x i32]], ptr %1092, i64 0, i64 %1094
  %1096 = getelementptr inbounds [4 x i32], ptr %1095, i64 0, i64 0
  %1097 = load i32, ptr %1096, align 8
  %1098 = load i32, ptr %27, align 4
  %1099 = add i32 %1098, %1097
  store i32 %1099, ptr %27, align 4
  %1100 = load ptr, ptr %2, align 8
  %1101 = getelementptr inbounds %struct.EState, ptr %1100, i32 0, i32 38
  %1102 = load i16, ptr %30, align 2
  %1103 = zext i16 %1102 to i64
  %1104 = getelementptr inbounds [258 x [4 x i32]], ptr %1101, i64 0, i64 %1103
  %1105 = getelementptr inbounds [4 x i32], ptr %1104, i64 0, i64 1
  %1106 = load i32, ptr %1105, align 4
  %1107 = load i32, ptr %28, align 4
  %1108 = add i32 %1107, %1106
  store i32 %1108, ptr %28, align 4
  %1109 = load ptr, ptr %2, align 8
  %1110 = getelementptr inbounds %struct.EState, ptr %1109, i32 0, i32 38
  %1111 = load i16, ptr %30, align 2
  %1112 = zext i16 %1111 to i64
  %1113 = getelementptr inbounds [258 x [4 x i32]], ptr %1110, i64 0, i64 %1112
  %1114 = getelementptr inbounds [4 x i32], ptr %1113, i64 0, i64 2
  %1115 = load i32, ptr %1114, align 8
  %1116 = load i32, ptr %29, align 4
  %1117 = add i32 %1116, %1115
  store i32 %1117, ptr %29, align 4
  %1118 = load ptr, ptr %22, align 8
  %1119 = load i32, ptr %7, align 4
  %1120 = add nsw i32 %1119, 21
  %1121 = sext i32 %1120 to i64
  %1122 = getelementptr inbounds i16, ptr %1118, i64 %1121
  %1123 = load i16, ptr %1122, align 2
  store i16 %1123, ptr %30, align 2
  %1124 = load ptr, ptr %2, align 8
  %1125 = getelementptr inbounds %struct.EState, ptr %1124, i32 0, i32 38
  %1126 = load i16, ptr %30, align 2
  %1127 = zext i16 %1126 to i64
  %1128 = getelementptr inbounds [258 x [4 x i32]], ptr %1125, i64 0, i64 %1127
  %1129 = getelementptr inbounds [4 x i32], ptr %1128, i64 0, i64 0
  %1130 = load i32, ptr %1129, align 8
  %1131 = load i32, ptr %27, align 4
  %1132 = add i32 %1131, %1130
  store i32 %1132, ptr %27, align 4
  %1133 = load ptr, ptr %2, align 8
  %1134 = getelementptr inbounds %struct.EState, ptr %1133, i32 0, i32 38
  %1135 = load i16, ptr %30, align 2
  %1136 = zext i16 %1135 to i64
  %1137 = getelementptr inbounds [258 x [4 x i32]], ptr %1134, i64 0, i64 %1136
  %1138 = getelementptr inbounds [4 x i32], ptr %1137, i64 0, i64 1
  %1139 = load i32, ptr %1138, align 4
  %1140 = load i32, ptr %28, align 4
  %1141 = add i32 %1140, %1139
  store i32 %1141, ptr %28, align 4
  %1142 = load ptr, ptr %2, align 8
  %1143 = getelementptr inbounds %struct.EState, ptr %1142, i32 0, i32 38
  %1144 = load i16, ptr %30, align 2
  %1145 = zext i16 %1144 to i64
  %1146 = getelementptr inbounds [258 x [4 x i32]], ptr %1143, i64 0, i64 %1145
  %1147 = getelementptr inbounds [4 x i32], ptr %1146, i64 0, i64 2
  %1148 = load i32, ptr %1147, align 8
  %1149 = load i32, ptr %29, align 4
  %1150 = add i32 %1149, %1148
  store i32 %1150, ptr %29, align 4
  %1151 = load ptr, ptr %22, align 8
  %1152 = load i32, ptr %7, align 4
  %1153 = add nsw i32 %1152, 22
  %1154 = sext i32 %1153 to i64
  %1155 = getelementptr inbounds i16, ptr %1151, i64 %1154
  %1156 = load i16, ptr %1155, align 2
  store i16 %1156, ptr %30, align 2
  %1157 = load ptr, ptr %2, align 8
  %1158 = getelementptr inbounds %struct.EState, ptr %1157, i32 0, i32 38
  %1159 = load i16, ptr %30, align 2
  %1160 = zext i16 %1159 to i64
  %1161 = getelementptr inbounds [258 x [4 x i32]], ptr %1158, i64 0, i64 %1160
  %1162 = getelementptr inbounds [4 x i32], ptr %1161, i64 0, i64 0
  %1163 = load i32, ptr %1162, align 8
  %1164 = load i32, ptr %27, align 4
  %1165 = add i32 %1164, %1163
  store i32 %1165, ptr %27, align 4
  %1166 = load ptr, ptr %2, align 8
  %1167 = getelementptr inbounds %struct.EState, ptr %1166, i32 0, i32 38
  %1168 = load i16, ptr %30, align 2
  %1169 = zext i16 %1168 to i64
  %1170 = getelementptr inbounds [258 x [4 x i32]], ptr %1167, i64 0, i64 %1169
  %1171 = getelementptr inbounds [4 x i32], ptr %1170, i64 0, i64 1
  %1172 = load i32, ptr %1171, align 4
  %1173 = load i32, ptr %28, align 4
  %1174 = add i32 %1173, %1172
  store i32 %1174, ptr %28, align 4
  %1175 = load ptr, ptr %2, align 8
  %1176 = getelementptr inbounds %struct.EState, ptr %1175, i32 0, i32 38
  %1177 = load i16, ptr %30, align 2
  %1178 = zext i16 %1177 to i64
  %1179 = getelementptr inbounds [258 x [4 x i32]], ptr %1176, i64 0, i64 %1178
  %1180 = getelementptr inbounds [4 x i32], ptr %1179, i64 0, i64 2
  %1181 = load i32, ptr %1180, align 8
  %1182 = load i32, ptr %29, align 4
  %1183 = add i32 %1182, %1181
  store i32 %1183, ptr %29, align 4
  %1184 = load ptr, ptr %22, align 8
  %1185 = load i32, ptr %7, align 4
  %1186 = add nsw i32 %1185, 23
  %1187 = sext i32 %1186 to i64
  %1188 = getelementptr inbounds i16, ptr %1184, i64 %1187
  %1189 = load i16, ptr %1188, align 2
  store i16 %1189, ptr %30, align 2
  %1190 = load ptr, ptr %2, align 8
  %1191 = getelementptr inbounds %struct.EState, ptr %1190, i32 0, i32 38
  %1192 = load i16, ptr %30, align 2
  %1193 = zext i16 %1192 to i64
  %1194 = getelementptr inbounds [258 x [4 x i32]], ptr %1191, i64 0, i64 %1193
  %1195 = getelementptr inbounds [4 x i32], ptr %1194, i64 0, i64 0
  %1196 = load i32, ptr %1195, align 8
  %1197 = load i32, ptr %27, align 4
  %1198 = add i32 %1197, %1196
  store i32 %1198, ptr %27, align 4
  %1199 = load ptr, ptr %2, align 8
  %1200 = getelementptr inbounds %struct.EState, ptr %1199, i32 0, i32 38
  %1201 = load i16, ptr %30, align 2
  %1202 = zext i16 %1201 to i64
  %1203 = getelementptr inbounds [258 x [4 x i32]], ptr %1200, i64 0, i64 %1202
  %1204 = getelementptr inbounds [4 x i32], ptr %1203, i64 0, i64 1
  %1205 = load i32, ptr %1204, align 4
  %1206 = load i32, ptr %28, align 4
  %1207 = add i32 %1206, %1205
  store i32 %1207, ptr %28, align 4
  %1208 = load ptr, ptr %2, align 8
  %1209 = getelementptr inbounds %struct.EState, ptr %1208, i32 0, i32 38
  %1210 = load i16, ptr %30, align 2
  %1211 = zext i16 %1210 to i64
  %1212 = getelementptr inbounds [258 x [4 x i32]], ptr %1209, i64 0, i64 %1211
  %1213 = getelementptr inbounds [4 x i32], ptr %1212, i64 0, i64 2
  %1214 = load i32, ptr %1213, align 8
  %1215 = load i32, ptr %29, align 4
  %1216 = add i32 %1215, %1214
  store i32 %1216, ptr %29, align 4
  %1217 = load ptr, ptr %22, align 8
  %1218 = load i32, ptr %7, align 4
  %1219 = add nsw i32 %1218, 24
  %1220 = sext i32 %1219 to i64
  %1221 = getelementptr inbounds i16, ptr %1217, i64 %1220
  %1222 = load i16, ptr %1221, align 2
  store i16 %1222, ptr %30, align 2
  %1223 = load ptr, ptr %2, align 8
  %1224 = getelementptr inbounds %struct.EState, ptr %1223, i32 0, i32 38
  %1225 = load i16, ptr %30, align 2
  %1226 = zext i16 %1225 to i64
  %1227 = getelementptr inbounds [258 x [4 x i32]], ptr %1224, i64 0, i64 %1226
  %1228 = getelementptr inbounds [4 x i32], ptr %1227, i64 0, i64 0
  %1229 = load i32, ptr %1228, align 8
  %1230 = load i32, ptr %27, align 4
  %1231 = add i32 %1230, %1229
  store i32 %1231, ptr %27, align 4
  %1232 = load ptr, ptr %2, align 8
  %1233 = getelementptr inbounds %struct.EState, ptr %1232, i32 0, i32 38
  %1234 = load i16, ptr %30, align 2
  %1235 = zext i16 %1234 to i64
  %1236 = getelementptr inbounds [258 x [4 x i32]], ptr %1233, i64 0, i64 %1235
  %1237 = getelementptr inbounds [4 x i32], ptr %1236, i64 0, i64 1
  %1238 = load i32, ptr %1237, align 4
  %1239 = load i32, ptr %28, align 4
  %1240 = add i32 %1239, %1238
  store i32 %1240, ptr %28, align 4
  %1241 = load ptr, ptr %2, align 8
  %1242 = getelementptr inbounds %struct.EState, ptr %1241, i32 0, i32 38
  %1243 = load i16, ptr %30, align 2
  %1244 = zext i16 %1243 to i64
  %1245 = getelementptr inbounds [258 x [4 x i32]], ptr %1242, i64 0, i64 %1244
  %1246 = getelementptr inbounds [4 x i32], ptr %1245, i64 0, i64 2
  %1247 = load i32, ptr %1246, align 8
  %1248 = load i32, ptr %29, align 4
  %1249 = add i32 %1248, %1247
  store i32 %1249, ptr %29, align 4
  %1250 = load ptr, ptr %22, align 8
  %1251 = load i32, ptr %7, align 4
  %1252 = add nsw i32 %1251, 25
  %1253 = sext i32 %1252 to i64
  %1254 = getelementptr inbounds i16, ptr %1250, i64 %1253
  %1255 = load i16, ptr %1254, align 2
  store i16 %1255, ptr %30, align 2
  %1256 = load ptr, ptr %2, align 8
  %1257 = getelementptr inbounds %struct.EState, ptr %1256, i32 0, i32 38
  %1258 = load i16, ptr %30, align 2
  %1259 = zext i16 %1258 to i64
  %1260 = getelementptr inbounds [258 x [4 x i32]], ptr %1257, i64 0, i64 %1259
  %1261 = getelementptr inbounds [4 x i32], ptr %1260, i64 0, i64 0
  %1262 = load i32, ptr %1261, align 8
  %1263 = load i32, ptr %27, align 4
  %1264 = add i32 %1263, %1262
  store i32 %1264, ptr %27, align 4
  %1265 = load ptr, ptr %2, align 8
  %1266 = getelementptr inbounds %struct.EState, ptr %1265, i32 0, i32 38
  %1267 = load i16, ptr %30, align 2
  %1268 = zext i16 %1267 to i64
  %1269 = getelementptr inbounds [258 x [4 x i32]], ptr %1266, i64 0, i64 %1268
  %1270 = getelementptr inbounds [4 x i32], ptr %1269, i64 0, i64 1
  %1271 = load i32, ptr %1270, align 4
  %1272 = load i32, ptr %28, align 4
  %1273 = add i32 %1272, %1271
  store i32 %1273, ptr %28, align 4
  %1274 = load ptr, ptr %2, align 8
  %1275 = getelementptr inbounds %struct.EState, ptr %1274, i32 0, i32 38
  %1276 = load i16, ptr %30, align 2
  %1277 = zext i16 %1276 to i64
  %1278 = getelementptr inbounds [258 x [4 x i32]], ptr %1275, i64 0, i64 %1277
  %1279 = getelementptr inbounds [4 x i32], ptr %1278, i64 0, i64 2
  %1280 = load i32, ptr %1279, align 8
  %1281 = load i32, ptr %29, align 4
  %1282 = add i32 %1281, %1280
  store i32 %1282, ptr %29, align 4
  %1283 = load ptr, ptr %22, align 8
  %1284 = load i32, ptr %7, align 4
  %1285 = add nsw i32 %1284, 26
  %1286 = sext i32 %1285 to i64
  %1287 = getelementptr inbounds i16, ptr %1283, i64 %1286
  %1288 = load i16, ptr %1287, align 2
  store i16 %1288, ptr %30, align 2
  %1289 = load ptr, ptr %2, align 8
  %1290 = getelementptr inbounds %struct.EState, ptr %1289, i32 0, i32 38
  %1291 = load i16, ptr %30, align 2
  %1292 = zext i16 %1291 to i64
  %1293 = getelementptr inbounds [258 x [4 x i32]], ptr %1290, i64 0, i64 %1292
  %1294 = getelementptr inbounds [4 x i32], ptr %1293, i64 0, i64 0
  %1295 = load i32, ptr %1294, align 8
  %1296 = load i32, ptr %27, align 4
  %1297 = add i32 %1296, %1295
  store i32 %1297, ptr %27, align 4
  %1298 = load ptr, ptr %2, align 8
  %1299 = getelementptr inbounds %struct.EState, ptr %1298, i32 0, i32 38
  %1300 = load i16, ptr %30, align 2
  %1301 = zext i16 %1300 to i64
  %1302 = getelementptr inbounds [258 x [4 x i32]], ptr %1299, i64 0, i64 %1301
  %1303 = getelementptr inbounds [4 x i32], ptr %1302, i64 0, i64 1
  %1304 = load i32, ptr %1303, align 4
  %1305 = load i32, ptr %28, align 4
  %1306 = add i32 %1305, %1304
  store i32 %1306, ptr %28, align 4
  %1307 = load ptr, ptr %2, align 8
  %1308 = getelementptr inbounds %struct.EState, ptr %1307, i32 0, i32 38
  %1309 = load i16, ptr %30, align 2
  %1310 = zext i16 %1309 to i64
  %1311 = getelementptr inbounds [258 x [4 x i32]], ptr %1308, i64 0, i64 %1310
  %1312 = getelementptr inbounds [4 x i32], ptr %1311, i64 0, i64 2
  %1313 = load i32, ptr %1312, align 8
  %1314 = load i32, ptr %29, align 4
  %1315 = add i32 %1314, %1313
  store i32 %1315, ptr %29, align 4
  %1316 = load ptr, ptr %22, align 8
  %1317 = load i32, ptr %7, align 4
  %1318 = add nsw i32 %1317, 27
  %1319 = sext i32 %1318 to i64
  %1320 = getelementptr inbounds i16, ptr %1316, i64 %1319
  %1321 = load i16, ptr %1320, align 2
  store i16 %1321, ptr %30, align 2
  %1322 = load ptr, ptr %2, align 8
  %1323 = getelementptr inbounds %struct.EState, ptr %1322, i32 0, i32 38
  %1324 = load i16, ptr %30, align 2
  %1325 = zext i16 %1324 to i64
  %1326 = getelementptr inbounds [258 x [4 x i32]], ptr %1323, i64 0, i64 %1325
  %1327 = getelementptr inbounds [4 x i32], ptr %1326, i64 0, i64 0
  %1328 = load i32, ptr %1327, align 8
  %1329 = load i32, ptr %27, align 4
  %1330 = add i32 %1329, %1328
  store i32 %1330, ptr %27, align 4
  %1331 = load ptr, ptr %2, align 8
  %1332 = getelementptr inbounds %struct.EState, ptr %1331, i32 0, i32 38
  %1333 = load i16, ptr %30, align 2
  %1334 = zext i16 %1333 to i64
  %1335 = getelementptr inbounds [258 x [4 x i32]], ptr %1332, i64 0, i64 %1334
  %1336 = getelementptr inbounds [4 x i32], ptr %1335, i64 0, i64 1
  %1337 = load i32, ptr %1336, align 4
  %1338 = load i32, ptr %28, align 4
  %1339 = add i32 %1338, %1337
  store i32 %1339, ptr %28, align 4
  %1340 = load ptr, ptr %2, align 8
  %1341 = getelementptr inbounds %struct.EState, ptr %1340, i32 0, i32 38
  %1342 = load i16, ptr %30, align 2
  %1343 = zext i16 %1342 to i64
  %1344 = getelementptr inbounds [258 x [4 x i32]], ptr %1341, i64 0, i64 %1343
  %1345 = getelementptr inbounds [4 x i32], ptr %1344, i64 0, i64 2
  %1346 = load i32, ptr %1345, align 8
  %1347 = load i32, ptr %29, align 4
  %1348 = add i32 %1347, %1346
  store i32 %1348, ptr %29, align 4
  %1349 = load ptr, ptr %22, align 8
  %1350 = load i32, ptr %7, align 4
  %1351 = add nsw i32 %1350, 28
  %1352 = sext i32 %1351 to i64
  %1353 = getelementptr inbounds i16, ptr %1349, i64 %1352
  %1354 = load i16, ptr %1353, align 2
  store i16 %1354, ptr %30, align 2
  %1355 = load ptr, ptr %2, align 8
  %1356 = getelementptr inbounds %struct.EState, ptr %1355, i32 0, i32 38
  %1357 = load i16, ptr %30, align 2
  %1358 = zext i16 %1357 to i64
  %1359 = getelementptr inbounds [258 x [4 x i32]], ptr %1356, i64 0, i64 %1358
  %1360 = getelementptr inbounds [4 x i32], ptr %1359, i64 0, i64 0
  %1361 = load i32, ptr %1360, align 8
  %1362 = load i32, ptr %27, align 4
  %1363 = add i32 %1362, %1361
  store i32 %1363, ptr %27, align 4
  %1364 = load ptr, ptr %2, align 8
  %1365 = getelementptr inbounds %struct.EState, ptr %1364, i32 0, i32 38
  %1366 = load i16, ptr %30, align 2
  %1367 = zext i16 %1366 to i64
  %1368 = getelementptr inbounds [258 x [4 x i32]], ptr %1365, i64 0, i64 %1367
  %1369 = getelementptr inbounds [4 x i32], ptr %1368, i64 0, i64 1
  %1370 = load i32, ptr %1369, align 4
  %1371 = load i32, ptr %28, align 4
  %1372 = add i32 %1371, %1370
  store i32 %1372, ptr %28, align 4
  %1373 = load ptr, ptr %2, align 8
  %1374 = getelementptr inbounds %struct.EState, ptr %1373, i32 0, i32 38
  %1375 = load i16, ptr %30, align 2
  %1376 = zext i16 %1375 to i64
  %1377 = getelementptr inbounds [258 x [4 x i32]], ptr %1374, i64 0, i64 %1376
  %1378 = getelementptr inbounds [4 x i32], ptr %1377, i64 0, i64 2
  %1379 = load i32, ptr %1378, align 8
  %1380 = load i32, ptr %29, align 4
  %1381 = add i32 %1380, %1379
  store i32 %1381, ptr %29, align 4
  %1382 = load ptr, ptr %22, align 8
  %1383 = load i32, ptr %7, align 4
  %1384 = add nsw i32 %1383, 29
  %1385 = sext i32 %1384 to i64
  %1386 = getelementptr inbounds i16, ptr %1382, i64 %1385
  %1387 = load i16, ptr %1386, align 2
  store i16 %1387, ptr %30, align 2
  %1388 = load ptr, ptr %2, align 8
  %1389 = getelementptr inbounds %struct.EState, ptr %1388, i32 0, i32 38
  %1390 = load i16, ptr %30, align 2
  %1391 = zext i16 %1390 to i64
  %1392 = getelementptr inbounds [258 x [4 x i32]], ptr %1389, i64 0, i64 %1391
  %1393 = getelementptr inbounds [4 x i32], ptr %1392, i64 0, i64 0
  %1394 = load i32, ptr %1393, align 8
  %1395 = load i32, ptr %27, align 4
  %1396 = add i32 %1395, %1394
  store i32 %1396, ptr %27, align 4
  %1397 = load ptr, ptr %2, align 8
  %1398 = getelementptr inbounds %struct.EState, ptr %1397, i32 0, i32 38
  %1399 = load i16, ptr %30, align 2
  %1400 = zext i16 %1399 to i64
  %1401 = getelementptr inbounds [258 x [4 x i32]], ptr %1398, i64 0, i64 %1400
  %1402 = getelementptr inbounds [4 x i32], ptr %1401, i64 0, i64 1
  %1403 = load i32, ptr %1402, align 4
  %1404 = load i32, ptr %28, align 4
  %1405 = add i32 %1404, %1403
  store i32 %1405, ptr %28, align 4
  %1406 = load ptr, ptr %2, align 8
  %1407 = getelementptr inbounds %struct.EState, ptr %1406, i32 0, i32 38
  %1408 = load i16, ptr %30, align 2
  %1409 = zext i16 %1408 to i64
  %1410 = getelementptr inbounds [258 x [4 x i32]], ptr %1407, i64 0, i64 %1409
  %1411 = getelementptr inbounds [4 x i32], ptr %1410, i64 0, i64 2
  %1412 = load i32, ptr %1411, align 8
  %1413 = load i32, ptr %29, align 4
  %1414 = add i32 %1413, %1412
  store i32 %1414, ptr %29, align 4
  %1415 = load ptr, ptr %22, align 8
  %1416 = load i32, ptr %7, align 4
  %1417 = add nsw i32 %1416, 30
  %1418 = sext i32 %1417 to i64
  %1419 = getelementptr inbounds i16, ptr %1415, i64 %1418
  %1420 = load i16, ptr %1419, align 2
  store i16 %1420, ptr %30, align 2
  %1421 = load ptr, ptr %2, align 8
  %1422 = getelementptr inbounds %struct.EState, ptr %1421, i32 0, i32 38
  %1423 = load i16, ptr %30, align 2
  %1424 = zext i16 %1423 to i64
  %1425 = getelementptr inbounds [258 x [4 x i32]], ptr %1422, i64 0, i64 %1424
  %1426 = getelementptr inbounds [4 x i32], ptr %1425, i64 0, i64 0
  %1427 = load i32, ptr %1426, align 8
  %1428 = load i32, ptr %27, align 4
  %1429 = add i32 %1428, %1427
  store i32 %1429, ptr %27, align 4
  %1430 = load ptr, ptr %2, align 8
  %1431 = getelementptr inbounds %struct.EState, ptr %1430, i32 0, i32 38
  %1432 = load i16, ptr %30, align 2
  %1433 = zext i16 %1432 to i64
  %1434 = getelementptr inbounds [258 x [4 x i32]], ptr %1431, i64 0, i64 %1433
  %1435 = getelementptr inbounds [4 x i32], ptr %1434, i64 0, i64 1
  %1436 = load i32, ptr %1435, align 4
  %1437 = load i32, ptr %28, align 4
  %1438 = add i32 %1437, %1436
  store i32 %1438, ptr %28, align 4
  %1439 = load ptr, ptr %2, align 8
  %1440 = getelementptr inbounds %struct.EState, ptr %1439, i32 0, i32 38
  %1441 = load i16, ptr %30, align 2
  %1442 = zext i16 %1441 to i64
  %1443 = getelementptr inbounds [258 x [4 x i32]], ptr %1440, i64 0, i64 %1442
  %1444 = getelementptr inbounds [4 x i32], ptr %1443, i64 0, i64 2
  %1445 = load i32, ptr %1444, align 8
  %1446 = load i32, ptr %29, align 4
  %1447 = add i32 %1446, %1445
  store i32 %1447, ptr %29, align 4
  %1448 = load ptr, ptr %22, align 8
  %1449 = load i32, ptr %7, align 4
  %1450 = add nsw i32 %1449, 31
  %1451 = sext i32 %1450 to i64
  %1452 = getelementptr inbounds i16, ptr %1448, i64 %1451
  %1453 = load i16, ptr %1452, align 2
  store i16 %1453, ptr %30, align 2
  %1454 = load ptr, ptr %2, align 8
  %1455 = getelementptr inbounds %struct.EState, ptr %1454, i32 0, i32 38
  %1456 = load i16, ptr %30, align 2
  %1457 = zext i16 %1456 to i64
  %1458 = getelementptr inbounds [258 x [4 x i32]], ptr %1455, i64 0, i64 %1457
  %1459 = getelementptr inbounds [4 x i32], ptr %1458, i64 0, i64 0
  %1460 = load i32, ptr %1459, align 8
  %1461 = load i32, ptr %27, align 4
  %1462 = add i32 %1461, %1460
  store i32 %1462, ptr %27, align 4
  %1463 = load ptr, ptr %2, align 8
  %1464 = getelementptr inbounds %struct.EState, ptr %1463, i32 0, i32 38
  %1465 = load i16, ptr %30, align 2
  %1466 = zext i16 %1465 to i64
  %1467 = getelementptr inbounds [258 x [4 x i32]], ptr %1464, i64 0, i64 %1466
  %1468 = getelementptr inbounds [4 x i32], ptr %1467, i64 0, i64 1
  %1469 = load i32, ptr %1468, align 4
  %1470 = load i32, ptr %28, align 4
  %1471 = add i32 %1470, %1469
  store i32 %1471, ptr %28, align 4
  %1472 = load ptr, ptr %2, align 8
  %1473 = getelementptr inbounds %struct.EState, ptr %1472, i32 0, i32 38
  %1474 = load i16, ptr %30, align 2
  %1475 = zext i16 %1474 to i64
  %1476 = getelementptr inbounds [258 x [4 x i32]], ptr %1473, i64 0, i64 %1475
  %1477 = getelementptr inbounds [4 x i32], ptr %1476, i64 0, i64 2
  %1478 = load i32, ptr %1477, align 8
  %1479 = load i32, ptr %29, align 4
  %1480 = add i32 %1479, %1478
  store i32 %1480, ptr %29, align 4
  %1481 = load ptr, ptr %22, align 8
  %1482 = load i32, ptr %7, align 4
  %1483 = add nsw i32 %1482, 32
  %1484 = sext i32 %1483 to i64
  %1485 = getelementptr inbounds i16, ptr %1481, i64 %1484
  %1486 = load i16, ptr %1485, align 2
  store i16 %1486, ptr %30, align 2
  %1487 = load ptr, ptr %2, align 8
  %1488 = getelementptr inbounds %struct.EState, ptr %1487, i32 0, i32 38
  %1489 = load i16, ptr %30, align 2
  %1490 = zext i16 %1489 to i64
  %1491 = getelementptr inbounds [258 x [4 x i32]], ptr %1488, i64 0, i64 %1490
  %1492 = getelementptr inbounds [4 x i32], ptr %1491, i64 0, i64 0
  %1493 = load i32, ptr %1492, align 8
  %1494 = load i32, ptr %27, align 4
  %1495 = add i32 %1494, %1493
  store i32 %1495, ptr %27, align 4
  %1496 = load ptr, ptr %2, align 8
  %1497 = getelementptr inbounds %struct.EState, ptr %1496, i32 0, i32 38
  %1498 = load i16, ptr %30, align 2
  %1499 = zext i16 %1498 to i64
  %1500 = getelementptr inbounds [258 x [4 x i32]], ptr %1497, i64 0, i64 %1499
  %1501 = getelementptr inbounds [4 x i32], ptr %1500, i64 0, i64 1
  %1502 = load i32, ptr %1501, align 4
  %1503 = load i32, ptr %28, align 4
  %1504 = add i32 %1503, %1502
  store i32 %1504, ptr %28, align 4
  %1505 = load ptr, ptr %2, align 8
  %1506 = getelementptr inbounds %struct.EState, ptr %1505, i32 0, i32 38
  %1507 = load i16, ptr %30, align 2
  %1508 = zext i16 %1507 to i64
  %1509 = getelementptr inbounds [258 x [4 x i32]], ptr %1506, i64 0, i64 %1508
  %1510 = getelementptr inbounds [4 x i32], ptr %1509, i64 0, i64 2
  %1511 = load i32, ptr %1510, align 8
  %1512 = load i32, ptr %29, align 4
  %1513 = add i32 %1512, %1511
  store i32 %1513, ptr %29, align 4
  %1514 = load ptr, ptr %22, align 8
  %1515 = load i32, ptr %7, align 4
  %1516 = add nsw i32 %1515, 33
  %1517 = sext i32 %1516 to i64
  %1518 = getelementptr inbounds i16, ptr %1514, i64 %1517
  %1519 = load i16, ptr %1518, align 2
  store i16 %1519, ptr %30, align 2
  %1520 = load ptr, ptr %2, align 8
  %1521 = getelementptr inbounds %struct.EState, ptr %1520, i32 0, i32 38
  %1522 = load i16, ptr %30, align 2
  %1523 = zext i16 %1522 to i64
  %1524 = getelementptr inbounds [258 x [4 x i32]], ptr %1521, i64 0, i64 %1523
  %1525 = getelementptr inbounds [4 x i32], ptr %1524, i64 0, i64 0
  %1526 = load i32, ptr %1525, align 8
  %1527 = load i32, ptr %27, align 4
  %1528 = add i32 %1527, %1526
  store i32 %1528, ptr %27, align 4
  %1529 = load ptr, ptr %2, align 8
  %1530 = getelementptr inbounds %struct.EState, ptr %1529, i32 0, i32 38
  %1531 = load i16, ptr %30, align 2
  %1532 = zext i16 %1531 to i64
  %1533 = getelementptr inbounds [258 x [4 x i32]], ptr %1530, i64 0, i64 %1532
  %1534 = getelementptr inbounds [4 x i32], ptr %1533, i64 0, i64 1
  %1535 = load i32, ptr %1534, align 4
  %1536 = load i32, ptr %28, align 4
  %1537 = add i32 %1536, %1535
  store i32 %1537, ptr %28, align 4
  %1538 = load ptr, ptr %2, align 8
  %1539 = getelementptr inbounds %struct.EState, ptr %1538, i32 0, i32 38
  %1540 = load i16, ptr %30, align 2
  %1541 = zext i16 %1540 to i64
  %1542 = getelementptr inbounds [258 x [4 x i32]], ptr %1539, i64 0, i64 %1541
  %1543 = getelementptr inbounds [4 x i32], ptr %1542, i64 0, i64 2
  %1544 = load i32, ptr %1543, align 8
  %1545 = load i32, ptr %29, align 4
  %1546 = add i32 %1545, %1544
  store i32 %1546, ptr %29, align 4
  %1547 = load ptr, ptr %22, align 8
  %1548 = load i32, ptr %7, align 4
  %1549 = add nsw i32 %1548, 34
  %1550 = sext i32 %1549 to i64
  %1551 = getelementptr inbounds i16, ptr %1547, i64 %1550
  %1552 = load i16, ptr %1551, align 2
  store i16 %1552, ptr %30, align 2
  %1553 = load ptr, ptr %2, align 8
  %1554 = getelementptr inbounds %struct.EState, ptr %1553, i32 0, i32 38
  %1555 = load i16, ptr %30, align 2
  %1556 = zext i16 %1555 to i64
  %1557 = getelementptr inbounds [258 x [4 x i32]], ptr %1554, i64 0, i64 %1556
  %1558 = getelementptr inbounds [4 x i32], ptr %1557, i64 0, i64 0
  %1559 = load i32, ptr %1558, align 8
  %1560 = load i32, ptr %27, align 4
  %1561 = add i32 %1560, %1559
  store i32 %1561, ptr %27, align 4
  %1562 = load ptr, ptr %2, align 8
  %1563 = getelementptr inbounds %struct.EState, ptr %1562, i32 0, i32 38
  %1564 = load i16, ptr %30, align 2
  %1565 = zext i16 %1564 to i64
  %1566 = getelementptr inbounds [258 x [4 x i32]], ptr %1563, i64 0, i64 %1565
  %1567 = getelementptr inbounds [4 x i32], ptr %1566, i64 0, i64 1
  %1568 = load i32, ptr %1567, align 4
  %1569 = load i32, ptr %28, align 4
  %1570 = add i32 %1569, %1568
  store i32 %1570, ptr %28, align 4
  %1571 = load ptr, ptr %2, align 8
  %1572 = getelementptr inbounds %struct.EState, ptr %1571, i32 0, i32 38
  %1573 = load i16, ptr %30, align 2
  %1574 = zext i16 %1573 to i64
  %1575 = getelementptr inbounds [258 x [4 x i32]], ptr %1572, i64 0, i64 %1574
  %1576 = getelementptr inbounds [4 x i32], ptr %1575, i64 0, i64 2
  %1577 = load i32, ptr %1576, align 8
  %1578 = load i32, ptr %29, align 4
  %1579 = add i32 %1578, %1577
  store i32 %1579, ptr %29, align 4
  %1580 = load ptr, ptr %22, align 8
  %1581 = load i32, ptr %7, align 4
  %1582 = add nsw i32 %1581, 35
  %1583 = sext i32 %1582 to i64
  %1584 = getelementptr inbounds i16, ptr %1580, i64 %1583
  %1585 = load i16, ptr %1584, align 2
  store i16 %1585, ptr %30, align 2
  %1586 = load ptr, ptr %2, align 8
  %1587 = getelementptr inbounds %struct.EState, ptr %1586, i32 0, i32 38
  %1588 = load i16, ptr %30, align 2
  %1589 = zext i16 %1588 to i64
  %1590 = getelementptr inbounds [258 x [4 x i32]], ptr %1587, i64 0, i64 %1589
  %1591 = getelementptr inbounds [4 x i32], ptr %1590, i64 0, i64 0
  %1592 = load i32, ptr %1591, align 8
  %1593 = load i32, ptr %27, align 4
  %1594 = add i32 %1593, %1592
  store i32 %1594, ptr %27, align 4
  %1595 = load ptr, ptr %2, align 8
  %1596 = getelementptr inbounds %struct.EState, ptr %1595, i32 0, i32 38
  %1597 = load i16, ptr %30, align 2
  %1598 = zext i16 %1597 to i64
  %1599 = getelementptr inbounds [258 x [4 x i32]], ptr %1596, i64 0, i64 %1598
  %1600 = getelementptr inbounds [4 x i32], ptr %1599, i64 0, i64 1
  %1601 = load i32, ptr %1600, align 4
  %1602 = load i32, ptr %28, align 4
  %1603 = add i32 %1602, %1601
  store i32 %1603, ptr %28, align 4
  %1604 = load ptr, ptr %2, align 8
  %1605 = getelementptr inbounds %struct.EState, ptr %1604, i32 0, i32 38
  %1606 = load i16, ptr %30, align 2
  %1607 = zext i16 %1606 to i64
  %1608 = getelementptr inbounds [258 x [4 x i32]], ptr %1605, i64 0, i64 %1607
  %1609 = getelementptr inbounds [4 x i32], ptr %1608, i64 0, i64 2
  %1610 = load i32, ptr %1609, align 8
  %1611 = load i32, ptr %29, align 4
  %1612 = add i32 %1611, %1610
  store i32 %1612, ptr %29, align 4
  %1613 = load ptr, ptr %22, align 8
  %1614 = load i32, ptr %7, align 4
  %1615 = add nsw i32 %1614, 36
  %1616 = sext i32 %1615 to i64
  %1617 = getelementptr inbounds i16, ptr %1613, i64 %1616
  %1618 = load i16, ptr %1617, align 2
  store i16 %1618, ptr %30, align 2
  %1619 = load ptr, ptr %2, align 8
  %1620 = getelementptr inbounds %struct.EState, ptr %1619, i32 0, i32 38
  %1621 = load i16, ptr %30, align 2
  %1622 = zext i16 %1621 to i64
  %1623 = getelementptr inbounds [258 x [4 x i32]], ptr %1620, i64 0, i64 %1622
  %1624 = getelementptr inbounds [4 x i32], ptr %1623, i64 0, i64 0
  %1625 = load i32, ptr %1624, align 8
  %1626 = load i32, ptr %27, align 4
  %1627 = add i32 %1626, %1625
  store i32 %1627, ptr %27, align 4
  %1628 = load ptr, ptr %2, align 8
  %1629 = getelementptr inbounds %struct.EState, ptr %1628, i32 0, i32 38
  %1630 = load i16, ptr %30, align 2
  %1631 = zext i16 %1630 to i64
  %1632 = getelementptr inbounds [258 x [4 x i32]], ptr %1629, i64 0, i64 %1631
  %1633 = getelementptr inbounds [4 x i32], ptr %1632, i64 0, i64 1
  %1634 = load i32, ptr %1633, align 4
  %1635 = load i32, ptr %28, align 4
  %1636 = add i32 %1635, %1634
  store i32 %1636, ptr %28, align 4
  %1637 = load ptr, ptr %2, align 8
  %1638 = getelementptr inbounds %struct.EState, ptr %1637, i32 0, i32 38
  %1639 = load i16, ptr %30, align 2
  %1640 = zext i16 %1639 to i64
  %1641 = getelementptr inbounds [258 x [4 x i32]], ptr %1638, i64 0, i64 %1640
  %1642 = getelementptr inbounds [4 x i32], ptr %1641, i64 0, i64 2
  %1643 = load i32, ptr %1642, align 8
  %1644 = load i32, ptr %29, align 4
  %1645 = add i32 %1644, %1643
  store i32 %1645, ptr %29, align 4
  %1646 = load ptr, ptr %22, align 8
  %1647 = load i32, ptr %7, align 4
  %1648 = add nsw i32 %1647, 37
  %1649 = sext i32 %1648 to i64
  %1650 = getelementptr inbounds i16, ptr %1646, i64 %1649
  %1651 = load i16, ptr %1650, align 2
  store i16 %1651, ptr %30, align 2
  %1652 = load ptr, ptr %2, align 8
  %1653 = getelementptr inbounds %struct.EState, ptr %1652, i32 0, i32 38
  %1654 = load i16, ptr %30, align 2
  %1655 = zext i16 %1654 to i64
  %1656 = getelementptr inbounds [258 x [4 x i32]], ptr %1653, i64 0, i64 %1655
  %1657 = getelementptr inbounds [4 x i32], ptr %1656, i64 0, i64 0
  %1658 = load i32, ptr %1657, align 8
  %1659 = load i32, ptr %27, align 4
  %1660 = add i32 %1659, %1658
  store i32 %1660, ptr %27, align 4
  %1661 = load ptr, ptr %2, align 8
  %1662 = getelementptr inbounds %struct.EState, ptr %1661, i32 0, i32 38
  %1663 = load i16, ptr %30, align 2
  %1664 = zext i16 %1663 to i64
  %1665 = getelementptr inbounds [258 x [4 x i32]], ptr %1662, i64 0, i64 %1664
  %1666 = getelementptr inbounds [4 x i32], ptr %1665, i64 0, i64 1
  %1667 = load i32, ptr %1666, align 4
  %1668 = load i32, ptr %28, align 4
  %1669 = add i32 %1668, %1667
  store i32 %1669, ptr %28, align 4
  %1670 = load ptr, ptr %2, align 8
  %1671 = getelementptr inbounds %struct.EState, ptr %1670, i32 0, i32 38
  %1672 = load i16, ptr %30, align 2
  %1673 = zext i16 %1672 to i64
  %1674 = getelementptr inbounds [258 x [4 x i32]], ptr %1671, i64 0, i64 %1673
  %1675 = getelementptr inbounds [4 x i32], ptr %1674, i64 0, i64 2
  %1676 = load i32, ptr %1675, align 8
  %1677 = load i32, ptr %29, align 4
  %1678 = add i32 %1677, %1676
  store i32 %1678, ptr %29, align 4
  %1679 = load ptr, ptr %22, align 8
  %1680 = load i32, ptr %7, align 4
  %1681 = add nsw i32 %1680, 38
  %1682 = sext i32 %1681 to i64
  %1683 = getelementptr inbounds i16, ptr %1679, i64 %1682
  %1684 = load i16, ptr %1683, align 2
  store i16 %1684, ptr %30, align 2
  %1685 = load ptr, ptr %2, align 8
  %1686 = getelementptr inbounds %struct.EState, ptr %1685, i32 0, i32 38
  %1687 = load i16, ptr %30, align 2
  %1688 = zext i16 %1687 to i64
  %1689 = getelementptr inbounds [258 x [4 x i32]], ptr %1686, i64 0, i64 %1688
  %1690 = getelementptr inbounds [4 x i32], ptr %1689, i64 0, i64 0
  %1691 = load i32, ptr %1690, align 8
  %1692 = load i32, ptr %27, align 4
  %1693 = add i32 %1692, %1691
  store i32 %1693, ptr %27, align 4
  %1694 = load ptr, ptr %2, align 8
  %1695 = getelementptr inbounds %struct.EState, ptr %1694, i32 0, i32 38
  %1696 = load i16, ptr %30, align 2
  %1697 = zext i16 %1696 to i64
  %1698 = getelementptr inbounds [258 x [4 x i32]], ptr %1695, i64 0, i64 %1697
  %1699 = getelementptr inbounds [4 x i32], ptr %1698, i64 0, i64 1
  %1700 = load i32, ptr %1699, align 4
  %1701 = load i32, ptr %28, align 4
  %1702 = add i32 %1701, %1700
  store i32 %1702, ptr %28, align 4
  %1703 = load ptr, ptr %2, align 8
  %1704 = getelementptr inbounds %struct.EState, ptr %1703, i32 0, i32 38
  %1705 = load i16, ptr %30, align 2
  %1706 = zext i16 %1705 to i64
  %1707 = getelementptr inbounds [258 x [4 x i32]], ptr %1704, i64 0, i64 %1706
  %1708 = getelementptr inbounds [4 x i32], ptr %1707, i64 0, i64 2
  %1709 = load i32, ptr %1708, align 8
  %1710 = load i32, ptr %29, align 4
  %1711 = add i32 %1710, %1709
  store i32 %1711, ptr %29, align 4
  %1712 = load ptr, ptr %22, align 8
  %1713 = load i32, ptr %7, align 4
  %1714 = add nsw i32 %1713, 39
  %1715 = sext i32 %1714 to i64
  %1716 = getelementptr inbounds i16, ptr %1712, i64 %1715
  %1717 = load i16, ptr %1716, align 2
  store i16 %1717, ptr %30, align 2
  %1718 = load ptr, ptr %2, align 8
  %1719 = getelementptr inbounds %struct.EState, ptr %1718, i32 0, i32 38
  %1720 = load i16, ptr %30, align 2
  %1721 = zext i16 %1720 to i64
  %1722 = getelementptr inbounds [258 x [4 x i32]], ptr %1719, i64 0, i64 %1721
  %1723 = getelementptr inbounds [4 x i32], ptr %1722, i64 0, i64 0
  %1724 = load i32, ptr %1723, align 8
  %1725 = load i32, ptr %27, align 4
  %1726 = add i32 %1725, %1724
  store i32 %1726, ptr %27, align 4
  %1727 = load ptr, ptr %2, align 8
  %1728 = getelementptr inbounds %struct.EState, ptr %1727, i32 0, i32 38
  %1729 = load i16, ptr %30, align 2
  %1730 = zext i16 %1729 to i64
  %1731 = getelementptr inbounds [258 x [4 x i32]], ptr %1728, i64 0, i64 %1730
  %1732 = getelementptr inbounds [4 x i32], ptr %1731, i64 0, i64 1
  %1733 = load i32, ptr %1732, align 4
  %1734 = load i32, ptr %28, align 4
  %1735 = add i32 %1734, %1733
  store i32 %1735, ptr %28, align 4
  %1736 = load ptr, ptr %2, align 8
  %1737 = getelementptr inbounds %struct.EState, ptr %1736, i32 0, i32 38
  %1738 = load i16, ptr %30, align 2
  %1739 = zext i16 %1738 to i64
  %1740 = getelementptr inbounds [258 x [4 x i32]], ptr %1737, i64 0, i64 %1739
  %1741 = getelementptr inbounds [4 x i32], ptr %1740, i64 0, i64 2
  %1742 = load i32, ptr %1741, align 8
  %1743 = load i32, ptr %29, align 4
  %1744 = add i32 %1743, %1742
  store i32 %1744, ptr %29, align 4
  %1745 = load ptr, ptr %22, align 8
  %1746 = load i32, ptr %7, align 4
  %1747 = add nsw i32 %1746, 40
  %1748 = sext i32 %1747 to i64
  %1749 = getelementptr inbounds i16, ptr %1745, i64 %1748
  %1750 = load i16, ptr %1749, align 2
  store i16 %1750, ptr %30, align 2
  %1751 = load ptr, ptr %2, align 8
  %1752 = getelementptr inbounds %struct.EState, ptr %1751, i32 0, i32 38
  %1753 = load i16, ptr %30, align 2
  %1754 = zext i16 %1753 to i64
  %1755 = getelementptr inbounds [258 x [4 x i32]], ptr %1752, i64 0, i64 %1754
  %1756 = getelementptr inbounds [4 x i32], ptr %1755, i64 0, i64 0
  %1757 = load i32, ptr %1756, align 8
  %1758 = load i32, ptr %27, align 4
  %1759 = add i32 %1758, %1757
  store i32 %1759, ptr %27, align 4
  %1760 = load ptr, ptr %2, align 8
  %1761 = getelementptr inbounds %struct.EState, ptr %1760, i32 0, i32 38
  %1762 = load i16, ptr %30, align 2
  %1763 = zext i16 %1762 to i64
  %1764 = getelementptr inbounds [258 x [4 x i32]], ptr %1761, i64 0, i64 %1763
  %1765 = getelementptr inbounds [4 x i32], ptr %1764, i64 0, i64 1
  %1766 = load i32, ptr %1765, align 4
  %1767 = load i32, ptr %28, align 4
  %1768 = add i32 %1767, %1766
  store i32 %1768, ptr %28, align 4
  %1769 = load ptr, ptr %2, align 8
  %1770 = getelementptr inbounds %struct.EState, ptr %1769, i32 0, i32 38
  %1771 = load i16, ptr %30, align 2
  %1772 = zext i16 %1771 to i64
  %1773 = getelementptr inbounds [258 x [4 x i32]], ptr %1770, i64 0, i64 %1772
  %1774 = getelementptr inbounds [4 x i32], ptr %1773, i64 0, i64 2
  %1775 = load i32, ptr %1774, align 8
  %1776 = load i32, ptr %29, align 4
  %1777 = add i32 %1776, %1775
  store i32 %1777, ptr %29, align 4
  %1778 = load ptr, ptr %22, align 8
  %1779 = load i32, ptr %7, align 4
  %1780 = add nsw i32 %1779, 41
  %1781 = sext i32 %1780 to i64
  %1782 = getelementptr inbounds i16, ptr %1778, i64 %1781
  %1783 = load i16, ptr %1782, align 2
  store i16 %1783, ptr %30, align 2
  %1784 = load ptr, ptr %2, align 8
  %1785 = getelementptr inbounds %struct.EState, ptr %1784, i32 0, i32 38
  %1786 = load i16, ptr %30, align 2
  %1787 = zext i16 %1786 to i64
  %1788 = getelementptr inbounds [258 x [4 x i32]], ptr %1785, i64 0, i64 %1787
  %1789 = getelementptr inbounds [4 x i32], ptr %1788, i64 0, i64 0
  %1790 = load i32, ptr %1789, align 8
  %1791 = load i32, ptr %27, align 4
  %1792 = add i32 %1791, %1790
  store i32 %1792, ptr %27, align 4
  %1793 = load ptr, ptr %2, align 8
  %1794 = getelementptr inbounds %struct.EState, ptr %1793, i32 0, i32 38
  %1795 = load i16, ptr %30, align 2
  %1796 = zext i16 %1795 to i64
  %1797 = getelementptr inbounds [258 x [4 x i32]], ptr %1794, i64 0, i64 %1796
  %1798 = getelementptr inbounds [4 x i32], ptr %1797, i64 0, i64 1
  %1799 = load i32, ptr %1798, align 4
  %1800 = load i32, ptr %28, align 4
  %1801 = add i32 %1800, %1799
  store i32 %1801, ptr %28, align 4
  %1802 = load ptr, ptr %2, align 8
  %1803 = getelementptr inbounds %struct.EState, ptr %1802, i32 0, i32 38
  %1804 = load i16, ptr %30, align 2
  %1805 = zext i16 %1804 to i64
  %1806 = getelementptr inbounds [258 x [4 x i32]], ptr %1803, i64 0, i64 %1805
  %1807 = getelementptr inbounds [4 x i32], ptr %1806, i64 0, i64 2
  %1808 = load i32, ptr %1807, align 8
  %1809 = load i32, ptr %29, align 4
  %1810 = add i32 %1809, %1808
  store i32 %1810, ptr %29, align 4
  %1811 = load ptr, ptr %22, align 8
  %1812 = load i32, ptr %7, align 4
  %1813 = add nsw i32 %1812, 42
  %1814 = sext i32 %1813 to i64
  %1815 = getelementptr inbounds i16, ptr %1811, i64 %1814
  %1816 = load i16, ptr %1815, align 2
  store i16 %1816, ptr %30, align 2
  %1817 = load ptr, ptr %2, align 8
  %1818 = getelementptr inbounds %struct.EState, ptr %1817, i32 0, i32 38
  %1819 = load i16, ptr %30, align 2
  %1820 = zext i16 %1819 to i64
  %1821 = getelementptr inbounds [258 x [4 x i32]], ptr %1818, i64 0, i64 %1820
  %1822 = getelementptr inbounds [4 x i32], ptr %1821, i64 0, i64 0
  %1823 = load i32, ptr %1822, align 8
  %1824 = load i32, ptr %27, align 4
  %1825 = add i32 %1824, %1823
  store i32 %1825, ptr %27, align 4
  %1826 = load ptr, ptr %2, align 8
  %1827 = getelementptr inbounds %struct.EState, ptr %1826, i32 0, i32 38
  %1828 = load i16, ptr %30, align 2
  %1829 = zext i16 %1828 to i64
  %1830 = getelementptr inbounds [258 x [4 x i32]], ptr %1827, i64 0, i64 %1829
  %1831 = getelementptr inbounds [4 x i32], ptr %1830, i64 0, i64 1
  %1832 = load i32, ptr %1831, align 4
  %1833 = load i32, ptr %28, align 4
  %1834 = add i32 %1833, %1832
  store i32 %1834, ptr %28, align 4
  %1835 = load ptr, ptr %2, align 8
  %1836 = getelementptr inbounds %struct.EState, ptr %1835, i32 0, i32 38
  %1837 = load i16, ptr %30, align 2
  %1838 = zext i16 %1837 to i64
  %1839 = getelementptr inbounds [258 x [4 x i32]], ptr %1836, i64 0, i64 %1838
  %1840 = getelementptr inbounds [4 x i32], ptr %1839, i64 0, i64 2
  %1841 = load i32, ptr %1840, align 8
  %1842 = load i32, ptr %29, align 4
  %1843 = add i32 %1842, %1841
  store i32 %1843, ptr %29, align 4
  %1844 = load ptr, ptr %22, align 8
  %1845 = load i32, ptr %7, align 4
  %1846 = add nsw i32 %1845, 43
  %1847 = sext i32 %1846 to i64
  %1848 = getelementptr inbounds i16, ptr %1844, i64 %1847
  %1849 = load i16, ptr %1848, align 2
  store i16 %1849, ptr %30, align 2
  %1850 = load ptr, ptr %2, align 8
  %1851 = getelementptr inbounds %struct.EState, ptr %1850, i32 0, i32 38
  %1852 = load i16, ptr %30, align 2
  %1853 = zext i16 %1852 to i64
  %1854 = getelementptr inbounds [258 x [4 x i32]], ptr %1851, i64 0, i64 %1853
  %1855 = getelementptr inbounds [4 x i32], ptr %1854, i64 0, i64 0
  %1856 = load i32, ptr %1855, align 8
  %1857 = load i32, ptr %27, align 4
  %1858 = add i32 %1857, %1856
  store i32 %1858, ptr %27, align 4
  %1859 = load ptr, ptr %2, align 8
  %1860 = getelementptr inbounds %struct.EState, ptr %1859, i32 0, i32 38
  %1861 = load i16, ptr %30, align 2
  %1862 = zext i16 %1861 to i64
  %1863 = getelementptr inbounds [258 x [4 x i32]], ptr %1860, i64 0, i64 %1862
  %1864 = getelementptr inbounds [4 x i32], ptr %1863, i64 0, i64 1
  %1865 = load i32, ptr %1864, align 4
  %1866 = load i32, ptr %28, align 4
  %1867 = add i32 %1866, %1865
  store i32 %1867, ptr %28, align 4
  %1868 = load ptr, ptr %2, align 8
  %1869 = getelementptr inbounds %struct.EState, ptr %1868, i32 0, i32 38
  %1870 = load i16, ptr %30, align 2
  %1871 = zext i16 %1870 to i64
  %1872 = getelementptr inbounds [258 x [4 x i32]], ptr %1869, i64 0, i64 %1871
  %1873 = getelementptr inbounds [4 x i32], ptr %1872, i64 0, i64 2
  %1874 = load i32, ptr %1873, align 8
  %1875 = load i32, ptr %29, align 4
  %1876 = add i32 %1875, %1874
  store i32 %1876, ptr %29, align 4
  %1877 = load ptr, ptr %22, align 8
  %1878 = load i32, ptr %7, align 4
  %1879 = add nsw i32 %1878, 44
  %1880 = sext i32 %1879 to i64
  %1881 = getelementptr inbounds i16, ptr %1877, i64 %1880
  %1882 = load i16, ptr %1881, align 2
  store i16 %1882, ptr %30, align 2
  %1883 = load ptr, ptr %2, align 8
  %1884 = getelementptr inbounds %struct.EState, ptr %1883, i32 0, i32 38
  %1885 = load i16, ptr %30, align 2
  %1886 = zext i16 %1885 to i64
  %1887 = getelementptr inbounds [258 x [4 x i32]], ptr %1884, i64 0, i64 %1886
  %1888 = getelementptr inbounds [4 x i32], ptr %1887, i64 0, i64 0
  %1889 = load i32, ptr %1888, align 8
  %1890 = load i32, ptr %27, align 4
  %1891 = add i32 %1890, %1889
  store i32 %1891, ptr %27, align 4
  %1892 = load ptr, ptr %2, align 8
  %1893 = getelementptr inbounds %struct.EState, ptr %1892, i32 0, i32 38
  %1894 = load i16, ptr %30, align 2
  %1895 = zext i16 %1894 to i64
  %1896 = getelementptr inbounds [258 x [4 x i32]], ptr %1893, i64 0, i64 %1895
  %1897 = getelementptr inbounds [4 x i32], ptr %1896, i64 0, i64 1
  %1898 = load i32, ptr %1897, align 4
  %1899 = load i32, ptr %28, align 4
  %1900 = add i32 %1899, %1898
  store i32 %1900, ptr %28, align 4
  %1901 = load ptr, ptr %2, align 8
  %1902 = getelementptr inbounds %struct.EState, ptr %1901, i32 0, i32 38
  %1903 = load i16, ptr %30, align 2
  %1904 = zext i16 %1903 to i64
  %1905 = getelementptr inbounds [258 x [4 x i32]], ptr %1902, i64 0, i64 %1904
  %1906 = getelementptr inbounds [4 x i32], ptr %1905, i64 0, i64 2
  %1907 = load i32, ptr %1906, align 8
  %1908 = load i32, ptr %29, align 4
  %1909 = add i32 %1908, %1907
  store i32 %1909, ptr %29, align 4
  %1910 = load ptr, ptr %22, align 8
  %1911 = load i32, ptr %7, align 4
  %1912 = add nsw i32 %1911, 45
  %1913 = sext i32 %1912 to i64
  %1914 = getelementptr inbounds i16, ptr %1910, i64 %1913
  %1915 = load i16, ptr %1914, align 2
  store i16 %1915, ptr %30, align 2
  %1916 = load ptr, ptr %2, align 8
  %1917 = getelementptr inbounds %struct.EState, ptr %1916, i32 0, i32 38
  %1918 = load i16, ptr %30, align 2
  %1919 = zext i16 %1918 to i64
  %1920 = getelementptr inbounds [258 x [4 x i32]], ptr %1917, i64 0, i64 %1919
  %1921 = getelementptr inbounds [4 x i32], ptr %1920, i64 0, i64 0
  %1922 = load i32, ptr %1921, align 8
  %1923 = load i32, ptr %27, align 4
  %1924 = add i32 %1923, %1922
  store i32 %1924, ptr %27, align 4
  %1925 = load ptr, ptr %2, align 8
  %1926 = getelementptr inbounds %struct.EState, ptr %1925, i32 0, i32 38
  %1927 = load i16, ptr %30, align 2
  %1928 = zext i16 %1927 to i64
  %1929 = getelementptr inbounds [258 x [4 x i32]], ptr %1926, i64 0, i64 %1928
  %1930 = getelementptr inbounds [4 x i32], ptr %1929, i64 0, i64 1
  %1931 = load i32, ptr %1930, align 4
  %1932 = load i32, ptr %28, align 4
  %1933 = add i32 %1932, %1931
  store i32 %1933, ptr %28, align 4
  %1934 = load ptr, ptr %2, align 8
  %1935 = getelementptr inbounds %struct.EState, ptr %1934, i32 0, i32 38
  %1936 = load i16, ptr %30, align 2
  %1937 = zext i16 %1936 to i64
  %1938 = getelementptr inbounds [258 x [4 x i32]], ptr %1935, i64 0, i64 %1937
  %1939 = getelementptr inbounds [4 x i32], ptr %1938, i64 0, i64 2
  %1940 = load i32, ptr %1939, align 8
  %1941 = load i32, ptr %29, align 4
  %1942 = add i32 %1941, %1940
  store i32 %1942, ptr %29, align 4
  %1943 = load ptr, ptr %22, align 8
  %1944 = load i32, ptr %7, align 4
  %1945 = add nsw i32 %1944, 46
  %1946 = sext i32 %1945 to i64
  %1947 = getelementptr inbounds i16, ptr %1943, i64 %1946
  %1948 = load i16, ptr %1947, align 2
  store i16 %1948, ptr %30, align 2
  %1949 = load ptr, ptr %2, align 8
  %1950 = getelementptr inbounds %struct.EState, ptr %1949, i32 0, i32 38
  %1951 = load i16, ptr %30, align 2
  %1952 = zext i16 %1951 to i64
  %1953 = getelementptr inbounds [258 x [4 x i32]], ptr %1950, i64 0, i64 %1952
  %1954 = getelementptr inbounds [4 x i32], ptr %1953, i64 0, i64 0
  %1955 = load i32, ptr %1954, align 8
  %1956 = load i32, ptr %27, align 4
  %1957 = add i32 %1956, %1955
  store i32 %1957, ptr %27, align 4
  %1958 = load ptr, ptr %2, align 8
  %1959 = getelementptr inbounds %struct.EState, ptr %1958, i32 0, i32 38
  %1960 = load i16, ptr %30, align 2
  %1961 = zext i16 %1960 to i64
  %1962 = getelementptr inbounds [258 x [4 x i32]], ptr %1959, i64 0, i64 %1961
  %1963 = getelementptr inbounds [4 x i32], ptr %1962, i64 0, i64 1
  %1964 = load i32, ptr %1963, align 4
  %1965 = load i32, ptr %28, align 4
  %1966 = add i32 %1965, %1964
  store i32 %1966, ptr %28, align 4
  %1967 = load ptr, ptr %2, align 8
  %1968 = getelementptr inbounds %struct.EState, ptr %1967, i32 0, i32 38
  %1969 = load i16, ptr %30, align 2
  %1970 = zext i16 %1969 to i64
  %1971 = getelementptr inbounds [258 x [4 x i32]], ptr %1968, i64 0, i64 %1970
  %1972 = getelementptr inbounds [4 x i32], ptr %1971, i64 0, i64 2
  %1973 = load i32, ptr %1972, align 8
  %1974 = load i32, ptr %29, align 4
  %1975 = add i32 %1974, %1973
  store i32 %1975, ptr %29, align 4
  %1976 = load ptr, ptr %22, align 8
  %1977 = load i32, ptr %7, align 4
  %1978 = add nsw i32 %1977, 47
  %1979 = sext i32 %1978 to i64
  %1980 = getelementptr inbounds i16, ptr %1976, i64 %1979
  %1981 = load i16, ptr %1980, align 2
  store i16 %1981, ptr %30, align 2
  %1982 = load ptr, ptr %2, align 8
  %1983 = getelementptr inbounds %struct.EState, ptr %1982, i32 0, i32 38
  %1984 = load i16, ptr %30, align 2
  %1985 = zext i16 %1984 to i64
  %1986 = getelementptr inbounds [258 x [4 x i32]], ptr %1983, i64 0, i64 %1985
  %1987 = getelementptr inbounds [4 x i32], ptr %1986, i64 0, i64 0
  %1988 = load i32, ptr %1987, align 8
  %1989 = load i32, ptr %27, align 4
  %1990 = add i32 %1989, %1988
  store i32 %1990, ptr %27, align 4
  %1991 = load ptr, ptr %2, align 8
  %1992 = getelementptr inbounds %struct.EState, ptr %1991, i32 0, i32 38
  %1993 = load i16, ptr %30, align 2
  %1994 = zext i16 %1993 to i64
  %1995 = getelementptr inbounds [258 x [4 x i32]], ptr %1992, i64 0, i64 %1994
  %1996 = getelementptr inbounds [4 x i32], ptr %1995, i64 0, i64 1
  %1997 = load i32, ptr %1996, align 4
  %1998 = load i32, ptr %28, align 4
  %1999 = add i32 %1998, %1997
  store i32 %1999, ptr %28, align 4
  %2000 = load ptr, ptr %2, align 8
  %2001 = getelementptr inbounds %struct.EState, ptr %2000, i32 0, i32 38
  %2002 = load i16, ptr %30, align 2
  %2003 = zext i16 %2002 to i64
  %2004 = getelementptr inbounds [258 x [4 x i32]], ptr %2001, i64 0, i64 %2003
  %2005 = getelementptr inbounds [4 x i32], ptr %2004, i64 0, i64 2
  %2006 = load i32, ptr %2005, align 8
  %2007 = load i32, ptr %29, align 4
  %2008 = add i32 %2007, %2006
  store i32 %2008, ptr %29, align 4
  %2009 = load ptr, ptr %22, align 8
  %2010 = load i32, ptr %7, align 4
  %2011 = add nsw i32 %2010, 48
  %2012 = sext i32 %2011 to i64
  %2013 = getelementptr inbounds i16, ptr %2009, i64 %2012
  %2014 = load i16, ptr %2013, align 2
  store i16 %2014, ptr %30, align 2
  %2015 = load ptr, ptr %2, align 8
  %2016 = getelementptr inbounds %struct.EState, ptr %2015, i32 0, i32 38
  %2017 = load i16, ptr %30, align 2
  %2018 = zext i16 %2017 to i64
  %2019 = getelementptr inbounds [258 x [4 x i32]], ptr %2016, i64 0, i64 %2018
  %2020 = getelementptr inbounds [4 x i32], ptr %2019, i64 0, i64 0
  %2021 = load i32, ptr %2020, align 8
  %2022 = load i32, ptr %27, align 4
  %2023 = add i32 %2022, %2021
  store i32 %2023, ptr %27, align 4
  %2024 = load ptr, ptr %2, align 8
  %2025 = getelementptr inbounds %struct.EState, ptr %2024, i32 0, i32 38
  %2026 = load i16, ptr %30, align 2
  %2027 = zext i16 %2026 to i64
  %2028 = getelementptr inbounds [258 x [4 x i32]], ptr %2025, i64 0, i64 %2027
  %2029 = getelementptr inbounds [4 x i32], ptr %2028, i64 0, i64 1
  %2030 = load i32, ptr %2029, align 4
  %2031 = load i32, ptr %28, align 4
  %2032 = add i32 %2031, %2030
  store i32 %2032, ptr %28, align 4
  %2033 = load ptr, ptr %2, align 8
  %2034 = getelementptr inbounds %struct.EState, ptr %2033, i32 0, i32 38
  %2035 = load i16, ptr %30, align 2
  %2036 = zext i16 %2035 to i64
  %2037 = getelementptr inbounds [258 x [4 x i32]], ptr %2034, i64 0, i64 %2036
  %2038 = getelementptr inbounds [4 x i32], ptr %2037, i64 0, i64 2
  %2039 = load i32, ptr %2038, align 8
  %2040 = load i32, ptr %29, align 4
  %2041 = add i32 %2040, %2039
  store i32 %2041, ptr %29, align 4
  %2042 = load ptr, ptr %22, align 8
  %2043 = load i32, ptr %7, align 4
  %2044 = add nsw i32 %2043, 49
  %2045 = sext i32 %2044 to i64
  %2046 = getelementptr inbounds i16, ptr %2042, i64 %2045
  %2047 = load i16, ptr %2046, align 2
  store i16 %2047, ptr %30, align 2
  %2048 = load ptr, ptr %2, align 8
  %2049 = getelementptr inbounds %struct.EState, ptr %2048, i32 0, i32 38
  %2050 = load i16, ptr %30, align 2
  %2051 = zext i16 %2050 to i64
  %2052 = getelementptr inbounds [258 x [4 x i32]], ptr %2049, i64 0, i64 %2051
  %2053 = getelementptr inbounds [4 x i32], ptr %2052, i64 0, i64 0
  %2054 = load i32, ptr %2053, align 8
  %2055 = load i32, ptr %27, align 4
  %2056 = add i32 %2055, %2054
  store i32 %2056, ptr %27, align 4
  %2057 = load ptr, ptr %2, align 8
  %2058 = getelementptr inbounds %struct.EState, ptr %2057, i32 0, i32 38
  %2059 = load i16, ptr %30, align 2
  %2060 = zext i16 %2059 to i64
  %2061 = getelementptr inbounds [258 x [4 x i32]], ptr %2058, i64 0, i64 %2060
  %2062 = getelementptr inbounds [4 x i32], ptr %2061, i64 0, i64 1
  %2063 = load i32, ptr %2062, align 4
  %2064 = load i32, ptr %28, align 4
  %2065 = add i32 %2064, %2063
  store i32 %2065, ptr %28, align 4
  %2066 = load ptr, ptr %2, align 8
  %2067 = getelementptr inbounds %struct.EState, ptr %2066, i32 0, i32 38
  %2068 = load i16, ptr %30, align 2
  %2069 = zext i16 %2068 to i64
  %2070 = getelementptr inbounds [258 x [4 x i32]], ptr %2067, i64 0, i64 %2069
  %2071 = getelementptr inbounds [4 x i32], ptr %2070, i64 0, i64 2
  %2072 = load i32, ptr %2071, align 8
  %2073 = load i32, ptr %29, align 4
  %2074 = add i32 %2073, %2072
  store i32 %2074, ptr %29, align 4
  %2075 = load i32, ptr %27, align 4
  %2076 = and i32 %2075, 65535
  %2077 = trunc i32 %2076 to i16
  %2078 = getelementptr inbounds [6 x i16], ptr %20, i64 0, i64 0
  store i16 %2077, ptr %2078, align 2
  %2079 = load i32, ptr %27, align 4
  %2080 = lshr i32 %2079, 16
  %2081 = trunc i32 %2080 to i16
  %2082 = getelementptr inbounds [6 x i16], ptr %20, i64 0, i64 1
  store i16 %2081, ptr %2082, align 2
  %2083 = load i32, ptr %28, align 4
  %2084 = and i32 %2083, 65535
  %2085 = trunc i32 %2084 to i16
  %2086 = getelementptr inbounds [6 x i16], ptr %20, i64 0, i64 2
  store i16 %2085, ptr %2086, align 2
  %2087 = load i32, ptr %28, align 4
  %2088 = lshr i32 %2087, 16
  %2089 = trunc i32 %2088 to i16
  %2090 = getelementptr inbounds [6 x i16], ptr %20, i64 0, i64 3
  store i16 %2089, ptr %2090, align 2
  %2091 = load i32, ptr %29, align 4
  %2092 = and i32 %2091, 65535
  %2093 = trunc i32 %2092 to i16
  %2094 = getelementptr inbounds [6 x i16], ptr %20, i64 0, i64 4
  store i16 %2093, ptr %2094, align 2
  %2095 = load i32, ptr %29, align 4
  %2096 = lshr i32 %2095, 16
  %2097 = trunc i32 %2096 to i16
  %2098 = getelementptr inbounds [6 x i16], ptr %20, i64 0, i64 5
  store i16 %2097, ptr %2098, align 2
  br label %2141

2099:                                             ; preds = %418, %415
  %2100 = load i32, ptr %7, align 4
  store i32 %2100, ptr %5, align 4
  br label %2101

2101:                                             ; preds = %2137, %2099
  %2102 = load i32, ptr %5, align 4
  %2103 = load i32, ptr %8, align 4
  %2104 = icmp sle i32 %2102, %2103
  br i1 %2104, label %2105, label %2140

2105:                                             ; preds = %2101
  %2106 = load ptr, ptr %22, align 8
  %2107 = load i32, ptr %5, align 4
  %2108 = sext i32 %2107 to i64
  %2109 = getelementptr inbounds i16, ptr %2106, i64 %2108
  %2110 = load i16, ptr %2109, align 2
  store i16 %2110, ptr %31, align 2
  store i32 0, ptr %4, align 4
  br label %2111

2111:                                             ; preds = %2133, %2105
  %2112 = load i32, ptr %4, align 4
  %2113 = load i32, ptr %18, align 4
  %2114 = icmp slt i32 %2112, %2113
  br i1 %2114, label %2115, label %2136

2115:                                             ; preds = %2111
  %2116 = load ptr, ptr %2, align 8
  %2117 = getelementptr inbounds %struct.EState, ptr %2116, i32 0, i32 35
  %2118 = load i32, ptr %4, align 4
  %2119 = sext i32 %2118 to i64
  %2120 = getelementptr inbounds [6 x [258 x i8]], ptr %2117, i64 0, i64 %2119
  %2121 = load i16, ptr %31, align 2
  %2122 = zext i16 %2121 to i64
  %2123 = getelementptr inbounds [258 x i8], ptr %2120, i64 0, i64 %2122
  %2124 = load i8, ptr %2123, align 1
  %2125 = zext i8 %2124 to i32
  %2126 = load i32, ptr %4, align 4
  %2127 = sext i32 %2126 to i64
  %2128 = getelementptr inbounds [6 x i16], ptr %20, i64 0, i64 %2127
  %2129 = load i16, ptr %2128, align 2
  %2130 = zext i16 %2129 to i32
  %2131 = add nsw i32 %2130, %2125
  %2132 = trunc i32 %2131 to i16
  store i16 %2132, ptr %2128, align 2
  br label %2133

2133:                                             ; preds = %2115
  %2134 = load i32, ptr %4, align 4
  %2135 = add nsw i32 %2134, 1
  store i32 %2135, ptr %4, align 4
  br label %2111, !llvm.loop !22

2136:                                             ; preds = %2111
  br label %2137

2137:                                             ; preds = %2136
  %2138 = load i32, ptr %5, align 4
  %2139 = add nsw i32 %2138, 1
  store i32 %2139, ptr %5, align 4
  br label %2101, !llvm.loop !23

2140:                                             ; preds = %2101
  br label %2141

2141:                                             ; preds = %2140, %424
  store i32 999999999, ptr %11, align 4
  store i32 -1, ptr %10, align 4
  store i32 0, ptr %4, align 4
  br label %2142

2142:                                             ; preds = %2162, %2141
  %2143 = load i32, ptr %4, align 4
  %2144 = load i32, ptr %18, align 4
  %2145 = icmp slt i32 %2143, %2144
  br i1 %2145, label %2146, label %2165

2146:                                             ; preds = %2142
  %2147 = load i32, ptr %4, align 4
  %2148 = sext i32 %2147 to i64
  %2149 = getelementptr inbounds [6 x i16], ptr %20, i64 0, i64 %2148
  %2150 = load i16, ptr %2149, align 2
  %2151 = zext i16 %2150 to i32
  %2152 = load i32, ptr %11, align 4
  %2153 = icmp slt i32 %2151, %2152
  br i1 %2153, label %2154, label %2161

2154:                                             ; preds = %2146
  %2155 = load i32, ptr %4, align 4
  %2156 = sext i32 %2155 to i64
  %2157 = getelementptr inbounds [6 x i16], ptr %20, i64 0, i64 %2156
  %2158 = load i16, ptr %2157, align 2
  %2159 = zext i16 %2158 to i32
  store i32 %2159, ptr %11, align 4
  %2160 = load i32, ptr %4, align 4
  store i32 %2160, ptr %10, align 4
  br label %2161

2161:                                             ; preds = %2154, %2146
  br label %2162

2162:                                             ; preds = %2161
  %2163 = load i32, ptr %4, align 4
  %2164 = add nsw i32 %2163, 1
  store i32 %2164, ptr %4, align 4
  br label %2142, !llvm.loop !24

2165:                                             ; preds = %2142
  %2166 = load i32, ptr %11, align 4
  %2167 = load i32, ptr %9, align 4
  %2168 = add nsw i32 %2167, %2166
  store i32 %2168, ptr %9, align 4
  %2169 = load i32, ptr %10, align 4
  %2170 = sext i32 %2169 to i64
  %2171 = getelementptr inbounds [6 x i32], ptr %21, i64 0, i64 %2170
  %2172 = load i32, ptr %2171, align 4
  %2173 = add nsw i32 %2172, 1
  store i32 %2173, ptr %2171, align 4
  %2174 = load i32, ptr %10, align 4
  %2175 = trunc i32 %2174 to i8
  %2176 = load ptr, ptr %2, align 8
  %2177 = getelementptr inbounds %struct.EState, ptr %2176, i32 0, i32 33
  %2178 = load i32, ptr %13, align 4
  %2179 = sext i32 %2178 to i64
  %2180 = getelementptr inbounds [18002 x i8], ptr %2177, i64 0, i64 %2179
  store i8 %2175, ptr %2180, align 1
  %2181 = load i32, ptr %13, align 4
  %2182 = add nsw i32 %2181, 1
  store i32 %2182, ptr %13, align 4
  %2183 = load i32, ptr %18, align 4
  %2184 = icmp eq i32 %2183, 6
  br i1 %2184, label %2185, label %2942

2185:                                             ; preds = %2165
  %2186 = load i32, ptr %8, align 4
  %2187 = load i32, ptr %7, align 4
  %2188 = sub nsw i32 %2186, %2187
  %2189 = add nsw i32 %2188, 1
  %2190 = icmp eq i32 50, %2189
  br i1 %2190, label %2191, label %2942

2191:                                             ; preds = %2185
  %2192 = load ptr, ptr %2, align 8
  %2193 = getelementptr inbounds %struct.EState, ptr %2192, i32 0, i32 37
  %2194 = load i32, ptr %10, align 4
  %2195 = sext i32 %2194 to i64
  %2196 = getelementptr inbounds [6 x [258 x i32]], ptr %2193, i64 0, i64 %2195
  %2197 = load ptr, ptr %22, align 8
  %2198 = load i32, ptr %7, align 4
  %2199 = add nsw i32 %2198, 0
  %2200 = sext i32 %2199 to i64
  %2201 = getelementptr inbounds i16, ptr %2197, i64 %2200
  %2202 = load i16, ptr %2201, align 2
  %2203 = zext i16 %2202 to i64
  %2204 = getelementptr inbounds [258 x i32], ptr %2196, i64 0, i64 %2203
  %2205 = load i32, ptr %2204, align 4
  %2206 = add nsw i32 %2205, 1
  store i32 %2206, ptr %2204, align 4
  %2207 = load ptr, ptr %2, align 8
  %2208 = getelementptr inbounds %struct.EState, ptr %2207, i32 0, i32 37
  %2209 = load i32, ptr %10, align 4
  %2210 = sext i32 %2209 to i64
  %2211 = getelementptr inbounds [6 x [258 x i32]], ptr %2208, i64 0, i64 %2210
  %2212 = load ptr, ptr %22, align 8
  %2213 = load i32, ptr %7, align 4
  %2214 = add nsw i32 %2213, 1
  %2215 = sext i32 %2214 to i64
  %2216 = getelementptr inbounds i16, ptr %2212, i64 %2215
  %2217 = load i16, ptr %2216, align 2
  %2218 = zext i16 %2217 to i64
  %2219 = getelementptr inbounds [258 x i32], ptr %2211, i64 0, i64 %2218
  %2220 = load i32, ptr %2219, align 4
  %2221 = add nsw i32 %2220, 1
  store i32 %2221, ptr %2219, align 4
  %2222 = load ptr, ptr %2, align 8
  %2223 = getelementptr inbounds %struct.EState, ptr %2222, i32 0, i32 37
  %2224 = load i32, ptr %10, align 4
  %2225 = sext i32 %2224 to i64
  %2226 = getelementptr inbounds [6 x [258 x i32]], ptr %2223, i64 0, i64 %2225
  %2227 = load ptr, ptr %22, align 8
  %2228 = load i32, ptr %7, align 4
  %2229 = add nsw i32 %2228, 2
  %2230 = sext i32 %2229 to i64
  %2231 = getelementptr inbounds i16, ptr %2227, i64 %2230
  %2232 = load i16, ptr %2231, align 2
  %2233 = zext i16 %2232 to i64
  %2234 = getelementptr inbounds [258 x i32], ptr %2226, i64 0, i64 %2233
  %2235 = load i32, ptr %2234, align 4
  %2236 = add nsw i32 %2235, 1
  store i32 %2236, ptr %2234, align 4
  %2237 = load ptr, ptr %2, align 8
  %2238 = getelementptr inbounds %struct.EState, ptr %2237, i32 0, i32 37
  %2239 = load i32, ptr %10, align 4
  %2240 = sext i32 %2239 to i64
  %2241 = getelementptr inbounds [6 x [258 x i32]], ptr %2238, i64 0, i64 %2240
  %2242 = load ptr, ptr %22, align 8
  %2243 = load i32, ptr %7, align 4
  %2244 = add nsw i32 %2243, 3
  %2245 = sext i32 %2244 to i64
  %2246 = getelementptr inbounds i16, ptr %2242, i64 %2245
  %2247 = load i16, ptr %2246, align 2
  %2248 = zext i16 %2247 to i64
  %2249 = getelementptr inbounds [258 x i32], ptr %2241, i64 0, i64 %2248
  %2250 = load i32, ptr %2249, align 4
  %2251 = add nsw i32 %2250, 1
  store i32 %2251, ptr %2249, align 4
  %2252 = load ptr, ptr %2, align 8
  %2253 = getelementptr inbounds %struct.EState, ptr %2252, i32 0, i32 37
  %2254 = load i32, ptr %10, align 4
  %2255 = sext i32 %2254 to i64
  %2256 = getelementptr inbounds [6 x [258 x i32]], ptr %2253, i64 0, i64 %2255
  %2257 = load ptr, ptr %22, align 8
  %2258 = load i32, ptr %7, align 4
  %2259 = add nsw i32 %2258, 4
  %2260 = sext i32 %2259 to i64
  %2261 = getelementptr inbounds i16, ptr %2257, i64 %2260
  %2262 = load i16, ptr %2261, align 2
  %2263 = zext i16 %2262 to i64
  %2264 = getelementptr inbounds [258 x i32], ptr %2256, i64 0, i64 %2263
  %2265 = load i32, ptr %2264, align 4
  %2266 = add nsw i32 %2265, 1
  store i32 %2266, ptr %2264, align 4
  %2267 = load ptr, ptr %2, align 8
  %2268 = getelementptr inbounds %struct.EState, ptr %2267, i32 0, i32 37
  %2269 = load i32, ptr %10, align 4
  %2270 = sext i32 %2269 to i64
  %2271 = getelementptr inbounds [6 x [258 x i32]], ptr %2268, i64 0, i64 %2270
  %2272 = load ptr, ptr %22, align 8
  %2273 = load i32, ptr %7, align 4
  %2274 = add nsw i32 %2273, 5
  %2275 = sext i32 %2274 to i64
  %2276 = getelementptr inbounds i16, ptr %2272, i64 %2275
  %2277 = load i16, ptr %2276, align 2
  %2278 = zext i16 %2277 to i64
  %2279 = getelementptr inbounds [258 x i32], ptr %2271, i64 0, i64 %2278
  %2280 = load i32, ptr %2279, align 4
  %2281 = add nsw i32 %2280, 1
  store i32 %2281, ptr %2279, align 4
  %2282 = load ptr, ptr %2, align 8
  %2283 = getelementptr inbounds %struct.EState, ptr %2282, i32 0, i32 37
  %2284 = load i32, ptr %10, align 4
  %2285 = sext i32 %2284 to i64
  %2286 = getelementptr inbounds [6 x [258 x i32]], ptr %2283, i64 0, i64 %2285
  %2287 = load ptr, ptr %22, align 8
  %2288 = load i32, ptr %7, align 4
  %2289 = add nsw i32 %2288, 6
  %2290 = sext i32 %2289 to i64
  %2291 = getelementptr inbounds i16, ptr %2287, i64 %2290
  %2292 = load i16, ptr %2291, align 2
  %2293 = zext i16 %2292 to i64
  %2294 = getelementptr inbounds [258 x i32], ptr %2286, i64 0, i64 %2293
  %2295 = load i32, ptr %2294, align 4
  %2296 = add nsw i32 %2295, 1
  store i32 %2296, ptr %2294, align 4
  %2297 = load ptr, ptr %2, align 8
  %2298 = getelementptr inbounds %struct.EState, ptr %2297, i32 0, i32 37
  %2299 = load i32, ptr %10, align 4
  %2300 = sext i32 %2299 to i64
  %2301 = getelementptr inbounds [6 x [258 x i32]], ptr %2298, i64 0, i64 %2300
  %2302 = load ptr, ptr %22, align 8
  %2303 = load i32, ptr %7, align 4
  %2304 = add nsw i32 %2303, 7
  %2305 = sext i32 %2304 to i64
  %2306 = getelementptr inbounds i16, ptr %2302, i64 %2305
  %2307 = load i16, ptr %2306, align 2
  %2308 = zext i16 %2307 to i64
  %2309 = getelementptr inbounds [258 x i32], ptr %2301, i64 0, i64 %2308
  %2310 = load i32, ptr %2309, align 4
  %2311 = add nsw i32 %2310, 1
  store i32 %2311, ptr %2309, align 4
  %2312 = load ptr, ptr %2, align 8
  %2313 = getelementptr inbounds %struct.EState, ptr %2312, i32 0, i32 37
  %2314 = load i32, ptr %10, align 4
  %2315 = sext i32 %2314 to i64
  %2316 = getelementptr inbounds [6 x [258 x i32]], ptr %2313, i64 0, i64 %2315
  %2317 = load ptr, ptr %22, align 8
  %2318 = load i32, ptr %7, align 4
  %2319 = add nsw i32 %2318, 8
  %2320 = sext i32 %2319 to i64
  %2321 = getelementptr inbounds i16, ptr %2317, i64 %2320
  %2322 = load i16, ptr %2321, align 2
  %2323 = zext i16 %2322 to i64
  %2324 = getelementptr inbounds [258 x i32], ptr %2316, i64 0, i64 %2323
  %2325 = load i32, ptr %2324, align 4
  %2326 = add nsw i32 %2325, 1
  store i32 %2326, ptr %2324, align 4
  %2327 = load ptr, ptr %2, align 8
  %2328 = getelementptr inbounds %struct.EState, ptr %2327, i32 0, i32 37
  %2329 = load i32, ptr %10, align 4
  %2330 = sext i32 %2329 to i64
  %2331 = getelementptr inbounds [6 x [258 x i32]], ptr %2328, i64 0, i64 %2330
  %2332 = load ptr, ptr %22, align 8
  %2333 = load i32, ptr %7, align 4
  %2334 = add nsw i32 %2333, 9
  %2335 = sext i32 %2334 to i64
  %2336 = getelementptr inbounds i16, ptr %2332, i64 %2335
  %2337 = load i16, ptr %2336, align 2
  %2338 = zext i16 %2337 to i64
  %2339 = getelementptr inbounds [258 x i32], ptr %2331, i64 0, i64 %2338
  %2340 = load i32, ptr %2339, align 4
  %2341 = add nsw i32 %2340, 1
  store i32 %2341, ptr %2339, align 4
  %2342 = load ptr, ptr %2, align 8
  %2343 = getelementptr inbounds %struct.EState, ptr %2342, i32 0, i32 37
  %2344 = load i32, ptr %10, align 4
  %2345 = sext i32 %2344 to i64
  %2346 = getelementptr inbounds [6 x [258 x i32]], ptr %2343, i64 0, i64 %2345
  %2347 = load ptr, ptr %22, align 8
  %2348 = load i32, ptr %7, align 4
  %2349 = add nsw i32 %2348, 10
  %2350 = sext i32 %2349 to i64
  %2351 = getelementptr inbounds i16, ptr %2347, i64 %2350
  %2352 = load i16, ptr %2351, align 2
  %2353 = zext i16 %2352 to i64
  %2354 = getelementptr inbounds [258 x i32], ptr %2346, i64 0, i64 %2353
  %2355 = load i32, ptr %2354, align 4
  %2356 = add nsw i32 %2355, 1
  store i32 %2356, ptr %2354, align 4
  %2357 = load ptr, ptr %2, align 8
  %2358 = getelementptr inbounds %struct.EState, ptr %2357, i32 0, i32 37
  %2359 = load i32, ptr %10, align 4
  %2360 = sext i32 %2359 to i64
  %2361 = getelementptr inbounds [6 x [258 x i32]], ptr %2358, i64 0, i64 %2360
  %2362 = load ptr, ptr %22, align 8
  %2363 = load i32, ptr %7, align 4
  %2364 = add nsw i32 %2363, 11
  %2365 = sext i32 %2364 to i64
  %2366 = getelementptr inbounds i16, ptr %2362, i64 %2365
  %2367 = load i16, ptr %2366, align 2
  %2368 = zext i16 %2367 to i64
  %2369 = getelementptr inbounds [258 x i32], ptr %2361, i64 0, i64 %2368
  %2370 = load i32, ptr %2369, align 4
  %2371 = add nsw i32 %2370, 1
  store i32 %2371, ptr %2369, align 4
  %2372 = load ptr, ptr %2, align 8
  %2373 = getelementptr inbounds %struct.EState, ptr %2372, i32 0, i32 37
  %2374 = load i32, ptr %10, align 4
  %2375 = sext i32 %2374 to i64
  %2376 = getelementptr inbounds [6 x [258 x i32]], ptr %2373, i64 0, i64 %2375
  %2377 = load ptr, ptr %22, align 8
  %2378 = load i32, ptr %7, align 4
  %2379 = add nsw i32 %2378, 12
  %2380 = sext i32 %2379 to i64
  %2381 = getelementptr inbounds i16, ptr %2377, i64 %2380
  %2382 = load i16, ptr %2381, align 2
  %2383 = zext i16 %2382 to i64
  %2384 = getelementptr inbounds [258 x i32], ptr %2376, i64 0, i64 %2383
  %2385 = load i32, ptr %2384, align 4
  %2386 = add nsw i32 %2385, 1
  store i32 %2386, ptr %2384, align 4
  %2387 = load ptr, ptr %2, align 8
  %2388 = getelementptr inbounds %struct.EState, ptr %2387, i32 0, i32 37
  %2389 = load i32, ptr %10, align 4
  %2390 = sext i32 %2389 to i64
  %2391 = getelementptr inbounds [6 x [258 x i32]], ptr %2388, i64 0, i64 %2390
  %2392 = load ptr, ptr %22, align 8
  %2393 = load i32, ptr %7, align 4
  %2394 = add nsw i32 %2393, 13
  %2395 = sext i32 %2394 to i64
  %2396 = getelementptr inbounds i16, ptr %2392, i64 %2395
  %2397 = load i16, ptr %2396, align 2
  %2398 = zext i16 %2397 to i64
  %2399 = getelementptr inbounds [258 x i32], ptr %2391, i64 0, i64 %2398
  %2400 = load i32, ptr %2399, align 4
  %2401 = add nsw i32 %2400, 1
  store i32 %2401, ptr %2399, align 4
  %2402 = load ptr, ptr %2, align 8
  %2403 = getelementptr inbounds %struct.EState, ptr %2402, i32 0, i32 37
  %2404 = load i32, ptr %10, align 4
  %2405 = sext i32 %2404 to i64
  %2406 = getelementptr inbounds [6 x [258 x i32]], ptr %2403, i64 0, i64 %2405
  %2407 = load ptr, ptr %22, align 8
  %2408 = load i32, ptr %7, align 4
  %2409 = add nsw i32 %2408, 14
  %2410 = sext i32 %2409 to i64
  %2411 = getelementptr inbounds i16, ptr %2407, i64 %2410
  %2412 = load i16, ptr %2411, align 2
  %2413 = zext i16 %2412 to i64
  %2414 = getelementptr inbounds [258 x i32], ptr %2406, i64 0, i64 %2413
  %2415 = load i32, ptr %2414, align 4
  %2416 = add nsw i32 %2415, 1
  store i32 %2416, ptr %2414, align 4
  %2417 = load ptr, ptr %2, align 8
  %2418 = getelementptr inbounds %struct.EState, ptr %2417, i32 0, i32 37
  %2419 = load i32, ptr %10, align 4
  %2420 = sext i32 %2419 to i64
  %2421 = getelementptr inbounds [6 x [258 x i32]], ptr %2418, i64 0, i64 %2420
  %2422 = load ptr, ptr %22, align 8
  %2423 = load i32, ptr %7, align 4
  %2424 = add nsw i32 %2423, 15
  %2425 = sext i32 %2424 to i64
  %2426 = getelementptr inbounds i16, ptr %2422, i64 %2425
  %2427 = load i16, ptr %2426, align 2
  %2428 = zext i16 %2427 to i64
  %2429 = getelementptr inbounds [258 x i32], ptr %2421, i64 0, i64 %2428
  %2430 = load i32, ptr %2429, align 4
  %2431 = add nsw i32 %2430, 1
  store i32 %2431, ptr %2429, align 4
  %2432 = load ptr, ptr %2, align 8
  %2433 = getelementptr inbounds %struct.EState, ptr %2432, i32 0, i32 37
  %2434 = load i32, ptr %10, align 4
  %2435 = sext i32 %2434 to i64
  %2436 = getelementptr inbounds [6 x [258 x i32]], ptr %2433, i64 0, i64 %2435
  %2437 = load ptr, ptr %22, align 8
  %2438 = load i32, ptr %7, align 4
  %2439 = add nsw i32 %2438, 16
  %2440 = sext i32 %2439 to i64
  %2441 = getelementptr inbounds i16, ptr %2437, i64 %2440
  %2442 = load i16, ptr %2441, align 2
  %2443 = zext i16 %2442 to i64
  %2444 = getelementptr inbounds [258 x i32], ptr %2436, i64 0, i64 %2443
  %2445 = load i32, ptr %2444, align 4
  %2446 = add nsw i32 %2445, 1
  store i32 %2446, ptr %2444, align 4
  %2447 = load ptr, ptr %2, align 8
  %2448 = getelementptr inbounds %struct.EState, ptr %2447, i32 0, i32 37
  %2449 = load i32, ptr %10, align 4
  %2450 = sext i32 %2449 to i64
  %2451 = getelementptr inbounds [6 x [258 x i32]], ptr %2448, i64 0, i64 %2450
  %2452 = load ptr, ptr %22, align 8
  %2453 = load i32, ptr %7, align 4
  %2454 = add nsw i32 %2453, 17
  %2455 = sext i32 %2454 to i64
  %2456 = getelementptr inbounds i16, ptr %2452, i64 %2455
  %2457 = load i16, ptr %2456, align 2
  %2458 = zext i16 %2457 to i64
  %2459 = getelementptr inbounds [258 x i32], ptr %2451, i64 0, i64 %2458
  %2460 = load i32, ptr %2459, align 4
  %2461 = add nsw i32 %2460, 1
  store i32 %2461, ptr %2459, align 4
  %2462 = load ptr, ptr %2, align 8
  %2463 = getelementptr inbounds %struct.EState, ptr %2462, i32 0, i32 37
  %2464 = load i32, ptr %10, align 4
  %2465 = sext i32 %2464 to i64
  %2466 = getelementptr inbounds [6 x [258 x i32]], ptr %2463, i64 0, i64 %2465
  %2467 = load ptr, ptr %22, align 8
  %2468 = load i32, ptr %7, align 4
  %2469 = add nsw i32 %2468, 18
  %2470 = sext i32 %2469 to i64
  %2471 = getelementptr inbounds i16, ptr %2467, i64 %2470
  %2472 = load i16, ptr %2471, align 2
  %2473 = zext i16 %2472 to i64
  %2474 = getelementptr inbounds [258 x i32], ptr %2466, i64 0, i64 %2473
  %2475 = load i32, ptr %2474, align 4
  %2476 = add nsw i32 %2475, 1
  store i32 %2476, ptr %2474, align 4
  %2477 = load ptr, ptr %2, align 8
  %2478 = getelementptr inbounds %struct.EState, ptr %2477, i32 0, i32 37
  %2479 = load i32, ptr %10, align 4
  %2480 = sext i32 %2479 to i64
  %2481 = getelementptr inbounds [6 x [258 x i32]], ptr %2478, i64 0, i64 %2480
  %2482 = load ptr, ptr %22, align 8
  %2483 = load i32, ptr %7, align 4
  %2484 = add nsw i32 %2483, 19
  %2485 = sext i32 %2484 to i64
  %2486 = getelementptr inbounds i16, ptr %2482, i64 %2485
  %2487 = load i16, ptr %2486, align 2
  %2488 = zext i16 %2487 to i64
  %2489 = getelementptr inbounds [258 x i32], ptr %2481, i64 0, i64 %2488
  %2490 = load i32, ptr %2489, align 4
  %2491 = add nsw i32 %2490, 1
  store i32 %2491, ptr %2489, align 4
  %2492 = load ptr, ptr %2, align 8
  %2493 = getelementptr inbounds %struct.EState, ptr %2492, i32 0, i32 37
  %2494 = load i32, ptr %10, align 4
  %2495 = sext i32 %2494 to i64
  %2496 = getelementptr inbounds [6 x [258 x i32]], ptr %2493, i64 0, i64 %2495
  %2497 = load ptr, ptr %22, align 8
  %2498 = load i32, ptr %7, align 4
  %2499 = add nsw i32 %2498, 20
  %2500 = sext i32 %2499 to i64
  %2501 = getelementptr inbounds i16, ptr %2497, i64 %2500
  %2502 = load i16, ptr %2501, align 2
  %2503 = zext i16 %2502 to i64
  %2504 = getelementptr inbounds [258 x i32], ptr %2496, i64 0, i64 %2503
  %2505 = load i32, ptr %2504, align 4
  %2506 = add nsw i32 %2505, 1
  store i32 %2506, ptr %2504, align 4
  %2507 = load ptr, ptr %2, align 8
  %2508 = getelementptr inbounds %struct.EState, ptr %2507, i32 0, i32 37
  %2509 = load i32, ptr %10, align 4
  %2510 = sext i32 %2509 to i64
  %2511 = getelementptr inbounds [6 x [258 x i32]], ptr %2508, i64 0, i64 %2510
  %2512 = load ptr, ptr %22, align 8
  %2513 = load i32, ptr %7, align 4
  %2514 = add nsw i32 %2513, 21
  %2515 = sext i32 %2514 to i64
  %2516 = getelementptr inbounds i16, ptr %2512, i64 %2515
  %2517 = load i16, ptr %2516, align 2
  %2518 = zext i16 %2517 to i64
  %2519 = getelementptr inbounds [258 x i32], ptr %2511, i64 0, i64 %2518
  %2520 = load i32, ptr %2519, align 4
  %2521 = add nsw i32 %2520, 1
  store i32 %2521, ptr %2519, align 4
  %2522 = load ptr, ptr %2, align 8
  %2523 = getelementptr inbounds %struct.EState, ptr %2522, i32 0, i32 37
  %2524 = load i32, ptr %10, align 4
  %2525 = sext i32 %2524 to i64
  %2526 = getelementptr inbounds [6 x [258 x i32]], ptr %2523, i64 0, i64 %2525
  %2527 = load ptr, ptr %22, align 8
  %2528 = load i32, ptr %7, align 4
  %2529 = add nsw i32 %2528, 22
  %2530 = sext i32 %2529 to i64
  %2531 = getelementptr inbounds i16, ptr %2527, i64 %2530
  %2532 = load i16, ptr %2531, align 2
  %2533 = zext i16 %2532 to i64
  %2534 = getelementptr inbounds [258 x i32], ptr %2526, i64 0, i64 %2533
  %2535 = load i32, ptr %2534, align 4
  %2536 = add nsw i32 %2535, 1
  store i32 %2536, ptr %2534, align 4
  %2537 = load ptr, ptr %2, align 8
  %2538 = getelementptr inbounds %struct.EState, ptr %2537, i32 0, i32 37
  %2539 = load i32, ptr %10, align 4
  %2540 = sext i32 %2539 to i64
  %2541 = getelementptr inbounds [6 x [258 x i32]], ptr %2538, i64 0, i64 %2540
  %2542 = load ptr, ptr %22, align 8
  %2543 = load i32, ptr %7, align 4
  %2544 = add nsw i32 %2543, 23
  %2545 = sext i32 %2544 to i64
  %2546 = getelementptr inbounds i16, ptr %2542, i64 %2545
  %2547 = load i16, ptr %2546, align 2
  %2548 = zext i16 %2547 to i64
  %2549 = getelementptr inbounds [258 x i32], ptr %2541, i64 0, i64 %2548
  %2550 = load i32, ptr %2549, align 4
  %2551 = add nsw i32 %2550, 1
  store i32 %2551, ptr %2549, align 4
  %2552 = load ptr, ptr %2, align 8
  %2553 = getelementptr inbounds %struct.EState, ptr %2552, i32 0, i32 37
  %2554 = load i32, ptr %10, align 4
  %2555 = sext i32 %2554 to i64
  %2556 = getelementptr inbounds [6 x [258 x i32]], ptr %2553, i64 0, i64 %2555
  %2557 = load ptr, ptr %22, align 8
  %2558 = load i32, ptr %7, align 4
  %2559 = add nsw i32 %2558, 24
  %2560 = sext i32 %2559 to i64
  %2561 = getelementptr inbounds i16, ptr %2557, i64 %2560
  %2562 = load i16, ptr %2561, align 2
  %2563 = zext i16 %2562 to i64
  %2564 = getelementptr inbounds [258 x i32], ptr %2556, i64 0, i64 %2563
  %2565 = load i32, ptr %2564, align 4
  %2566 = add nsw i32 %2565, 1
  store i32 %2566, ptr %2564, align 4
  %2567 = load ptr, ptr %2, align 8
  %2568 = getelementptr inbounds %struct.EState, ptr %2567, i32 0, i32 37
  %2569 = load i32, ptr %10, align 4
  %2570 = sext i32 %2569 to i64
  %2571 = getelementptr inbounds [6 x [258 x i32]], ptr %2568, i64 0, i64 %2570
  %2572 = load ptr, ptr %22, align 8
  %2573 = load i32, ptr %7, align 4
  %2574 = add nsw i32 %2573, 25
  %2575 = sext i32 %2574 to i64
  %2576 = getelementptr inbounds i16, ptr %2572, i64 %2575
  %2577 = load i16, ptr %2576, align 2
  %2578 = zext i16 %2577 to i64
  %2579 = getelementptr inbounds [258 x i32], ptr %2571, i64 0, i64 %2578
  %2580 = load i32, ptr %2579, align 4
  %2581 = add nsw i32 %2580, 1
  store i32 %2581, ptr %2579, align 4
  %2582 = load ptr, ptr %2, align 8
  %2583 = getelementptr inbounds %struct.EState, ptr %2582, i32 0, i32 37
  %2584 = load i32, ptr %10, align 4
  %2585 = sext i32 %2584 to i64
  %2586 = getelementptr inbounds [6 x [258 x i32]], ptr %2583, i64 0, i64 %2585
  %2587 = load ptr, ptr %22, align 8
  %2588 = load i32, ptr %7, align 4
  %2589 = add nsw i32 %2588, 26
  %2590 = sext i32 %2589 to i64
  %2591 = getelementptr inbounds i16, ptr %2587, i64 %2590
  %2592 = load i16, ptr %2591, align 2
  %2593 = zext i16 %2592 to i64
  %2594 = getelementptr inbounds [258 x i32], ptr %2586, i64 0, i64 %2593
  %2595 = load i32, ptr %2594, align 4
  %2596 = add nsw i32 %2595, 1
  store i32 %2596, ptr %2594, align 4
  %2597 = load ptr, ptr %2, align 8
  %2598 = getelementptr inbounds %struct.EState, ptr %2597, i32 0, i32 37
  %2599 = load i32, ptr %10, align 4
  %2600 = sext i32 %2599 to i64
  %2601 = getelementptr inbounds [6 x [258 x i32]], ptr %2598, i64 0, i64 %2600
  %2602 = load ptr, ptr %22, align 8
  %2603 = load i32, ptr %7, align 4
  %2604 = add nsw i32 %2603, 27
  %2605 = sext i32 %2604 to i64
  %2606 = getelementptr inbounds i16, ptr %2602, i64 %2605
  %2607 = load i16, ptr %2606, align 2
  %2608 = zext i16 %2607 to i64
  %2609 = getelementptr inbounds [258 x i32], ptr %2601, i64 0, i64 %2608
  %2610 = load i32, ptr %2609, align 4
  %2611 = add nsw i32 %2610, 1
  store i32 %2611, ptr %2609, align 4
  %2612 = load ptr, ptr %2, align 8
  %2613 = getelementptr inbounds %struct.EState, ptr %2612, i32 0, i32 37
  %2614 = load i32, ptr %10, align 4
  %2615 = sext i32 %2614 to i64
  %2616 = getelementptr inbounds [6 x [258 x i32]], ptr %2613, i64 0, i64 %2615
  %2617 = load ptr, ptr %22, align 8
  %2618 = load i32, ptr %7, align 4
  %2619 = add nsw i32 %2618, 28
  %2620 = sext i32 %2619 to i64
  %2621 = getelementptr inbounds i16, ptr %2617, i64 %2620
  %2622 = load i16, ptr %2621, align 2
  %2623 = zext i16 %2622 to i64
  %2624 = getelementptr inbounds [258 x i32], ptr %2616, i64 0, i64 %2623
  %2625 = load i32, ptr %2624, align 4
  %2626 = add nsw i32 %2625, 1
  store i32 %2626, ptr %2624, align 4
  %2627 = load ptr, ptr %2, align 8
  %2628 = getelementptr inbounds %struct.EState, ptr %2627, i32 0, i32 37
  %2629 = load i32, ptr %10, align 4
  %2630 = sext i32 %2629 to i64
  %2631 = getelementptr inbounds [6 x [258 x i32]], ptr %2628, i64 0, i64 %2630
  %2632 = load ptr, ptr %22, align 8
  %2633 = load i32, ptr %7, align 4
  %2634 = add nsw i32 %2633, 29
  %2635 = sext i32 %2634 to i64
  %2636 = getelementptr inbounds i16, ptr %2632, i64 %2635
  %2637 = load i16, ptr %2636, align 2
  %2638 = zext i16 %2637 to i64
  %2639 = getelementptr inbounds [258 x i32], ptr %2631, i64 0, i64 %2638
  %2640 = load i32, ptr %2639, align 4
  %2641 = add nsw i32 %2640, 1
  store i32 %2641, ptr %2639, align 4
  %2642 = load ptr, ptr %2, align 8
  %2643 = getelementptr inbounds %struct.EState, ptr %2642, i32 0, i32 37
  %2644 = load i32, ptr %10, align 4
  %2645 = sext i32 %2644 to i64
  %2646 = getelementptr inbounds [6 x [258 x i32]], ptr %2643, i64 0, i64 %2645
  %2647 = load ptr, ptr %22, align 8
  %2648 = load i32, ptr %7, align 4
  %2649 = add nsw i32 %2648, 30
  %2650 = sext i32 %2649 to i64
  %2651 = getelementptr inbounds i16, ptr %2647, i64 %2650
  %2652 = load i16, ptr %2651, align 2
  %2653 = zext i16 %2652 to i64
  %2654 = getelementptr inbounds [258 x i32], ptr %2646, i64 0, i64 %2653
  %2655 = load i32, ptr %2654, align 4
  %2656 = add nsw i32 %2655, 1
  store i32 %2656, ptr %2654, align 4
  %2657 = load ptr, ptr %2, align 8
  %2658 = getelementptr inbounds %struct.EState, ptr %2657, i32 0, i32 37
  %2659 = load i32, ptr %10, align 4
  %2660 = sext i32 %2659 to i64
  %2661 = getelementptr inbounds [6 x [258 x i32]], ptr %2658, i64 0, i64 %2660
  %2662 = load ptr, ptr %22, align 8
  %2663 = load i32, ptr %7, align 4
  %2664 = add nsw i32 %2663, 31
  %2665 = sext i32 %2664 to i64
  %2666 = getelementptr inbounds i16, ptr %2662, i64 %2665
  %2667 = load i16, ptr %2666, align 2
  %2668 = zext i16 %2667 to i64
  %2669 = getelementptr inbounds [258 x i32], ptr %2661, i64 0, i64 %2668
  %2670 = load i32, ptr %2669, align 4
  %2671 = add nsw i32 %2670, 1
  store i32 %2671, ptr %2669, align 4
  %2672 = load ptr, ptr %2, align 8
  %2673 = getelementptr inbounds %struct.EState, ptr %2672, i32 0, i32 37
  %2674 = load i32, ptr %10, align 4
  %2675 = sext i32 %2674 to i64
  %2676 = getelementptr inbounds [6 x [258 x i32]], ptr %2673, i64 0, i64 %2675
  %2677 = load ptr, ptr %22, align 8
  %2678 = load i32, ptr %7, align 4
  %2679 = add nsw i32 %2678, 32
  %2680 = sext i32 %2679 to i64
  %2681 = getelementptr inbounds i16, ptr %2677, i64 %2680
  %2682 = load i16, ptr %2681, align 2
  %2683 = zext i16 %2682 to i64
  %2684 = getelementptr inbounds [258 x i32], ptr %2676, i64 0, i64 %2683
  %2685 = load i32, ptr %2684, align 4
  %2686 = add nsw i32 %2685, 1
  store i32 %2686, ptr %2684, align 4
  %2687 = load ptr, ptr %2, align 8
  %2688 = getelementptr inbounds %struct.EState, ptr %2687, i32 0, i32 37
  %2689 = load i32, ptr %10, align 4
  %2690 = sext i32 %2689 to i64
  %2691 = getelementptr inbounds [6 x [258 x i32]], ptr %2688, i64 0, i64 %2690
  %2692 = load ptr, ptr %22, align 8
  %2693 = load i32, ptr %7, align 4
  %2694 = add nsw i32 %2693, 33
  %2695 = sext i32 %2694 to i64
  %2696 = getelementptr inbounds i16, ptr %2692, i64 %2695
  %2697 = load i16, ptr %2696, align 2
  %2698 = zext i16 %2697 to i64
  %2699 = getelementptr inbounds [258 x i32], ptr %2691, i64 0, i64 %2698
  %2700 = load i32, ptr %2699, align 4
  %2701 = add nsw i32 %2700, 1
  store i32 %2701, ptr %2699, align 4
  %2702 = load ptr, ptr %2, align 8
  %2703 = getelementptr inbounds %struct.EState, ptr %2702, i32 0, i32 37
  %2704 = load i32, ptr %10, align 4
  %2705 = sext i32 %2704 to i64
  %2706 = getelementptr inbounds [6 x [258 x i32]], ptr %2703, i64 0, i64 %2705
  %2707 = load ptr, ptr %22, align 8
  %2708 = load i32, ptr %7, align 4
  %2709 = add nsw i32 %2708, 34
  %2710 = sext i32 %2709 to i64
  %2711 = getelementptr inbounds i16, ptr %2707, i64 %2710
  %2712 = load i16, ptr %2711, align 2
  %2713 = zext i16 %2712 to i64
  %2714 = getelementptr inbounds [258 x i32], ptr %2706, i64 0, i64 %2713
  %2715 = load i32, ptr %2714, align 4
  %2716 = add nsw i32 %2715, 1
  store i32 %2716, ptr %2714, align 4
  %2717 = load ptr, ptr %2, align 8
  %2718 = getelementptr inbounds %struct.EState, ptr %2717, i32 0, i32 37
  %2719 = load i32, ptr %10, align 4
  %2720 = sext i32 %2719 to i64
  %2721 = getelementptr inbounds [6 x [258 x i32]], ptr %2718, i64 0, i64 %2720
  %2722 = load ptr, ptr %22, align 8
  %2723 = load i32, ptr %7, align 4
  %2724 = add nsw i32 %2723, 35
  %2725 = sext i32 %2724 to i64
  %2726 = getelementptr inbounds i16, ptr %2722, i64 %2725
  %2727 = load i16, ptr %2726, align 2
  %2728 = zext i16 %2727 to i64
  %2729 = getelementptr inbounds [258 x i32], ptr %2721, i64 0, i64 %2728
  %2730 = load i32, ptr %2729, align 4
  %2731 = add nsw i32 %2730, 1
  store i32 %2731, ptr %2729, align 4
  %2732 = load ptr, ptr %2, align 8
  %2733 = getelementptr inbounds %struct.EState, ptr %2732, i32 0, i32 37
  %2734 = load i32, ptr %10, align 4
  %2735 = sext i32 %2734 to i64
  %2736 = getelementptr inbounds [6 x [258 x i32]], ptr %2733, i64 0, i64 %2735
  %2737 = load ptr, ptr %22, align 8
  %2738 = load i32, ptr %7, align 4
  %2739 = add nsw i32 %2738, 36
  %2740 = sext i32 %2739 to i64
  %2741 = getelementptr inbounds i16, ptr %2737, i64 %2740
  %2742 = load i16, ptr %2741, align 2
  %2743 = zext i16 %2742 to i64
  %2744 = getelementptr inbounds [258 x i32], ptr %2736, i64 0, i64 %2743
  %2745 = load i32, ptr %2744, align 4
  %2746 = add nsw i32 %2745, 1
  store i32 %2746, ptr %2744, align 4
  %2747 = load ptr, ptr %2, align 8
  %2748 = getelementptr inbounds %struct.EState, ptr %2747, i32 0, i32 37
  %2749 = load i32, ptr %10, align 4
  %2750 = sext i32 %2749 to i64
  %2751 = getelementptr inbounds [6 x [258 x i32]], ptr %2748, i64 0, i64 %2750
  %2752 = load ptr, ptr %22, align 8
  %2753 = load i32, ptr %7, align 4
  %2754 = add nsw i32 %2753, 37
  %2755 = sext i32 %2754 to i64
  %2756 = getelementptr inbounds i16, ptr %2752, i64 %2755
  %2757 = load i16, ptr %2756, align 2
  %2758 = zext i16 %2757 to i64
  %2759 = getelementptr inbounds [258 x i32], ptr %2751, i64 0, i64 %2758
  %2760 = load i32, ptr %2759, align 4
  %2761 = add nsw i32 %2760, 1
  store i32 %2761, ptr %2759, align 4
  %2762 = load ptr, ptr %2, align 8
  %2763 = getelementptr inbounds %struct.EState, ptr %2762, i32 0, i32 37
  %2764 = load i32, ptr %10, align 4
  %2765 = sext i32 %2764 to i64
  %2766 = getelementptr inbounds [6 x [258 x i32]], ptr %2763, i64 0, i64 %2765
  %2767 = load ptr, ptr %22, align 8
  %2768 = load i32, ptr %7, align 4
  %2769 = add nsw i32 %2768, 38
  %2770 = sext i32 %2769 to i64
  %2771 = getelementptr inbounds i16, ptr %2767, i64 %2770
  %2772 = load i16, ptr %2771, align 2
  %2773 = zext i16 %2772 to i64
  %2774 = getelementptr inbounds [258 x i32], ptr %2766, i64 0, i64 %2773
  %2775 = load i32, ptr %2774, align 4
  %2776 = add nsw i32 %2775, 1
  store i32 %2776, ptr %2774, align 4
  %2777 = load ptr, ptr %2, align 8
  %2778 = getelementptr inbounds %struct.EState, ptr %2777, i32 0, i32 37
  %2779 = load i32, ptr %10, align 4
  %2780 = sext i32 %2779 to i64
  %2781 = getelementptr inbounds [6 x [258 x i32]], ptr %2778, i64 0, i64 %2780
  %2782 = load ptr, ptr %22, align 8
  %2783 = load i32, ptr %7, align 4
  %2784 = add nsw i32 %2783, 39
  %2785 = sext i32 %2784 to i64
  %2786 = getelementptr inbounds i16, ptr %2782, i64 %2785
  %2787 = load i16, ptr %2786, align 2
  %2788 = zext i16 %2787 to i64
  %2789 = getelementptr inbounds [258 x i32], ptr %2781, i64 0, i64 %2788
  %2790 = load i32, ptr %2789, align 4
  %2791 = add nsw i32 %2790, 1
  store i32 %2791, ptr %2789, align 4
  %2792 = load ptr, ptr %2, align 8
  %2793 = getelementptr inbounds %struct.EState, ptr %2792, i32 0, i32 37
  %2794 = load i32, ptr %10, align 4
  %2795 = sext i32 %2794 to i64
  %2796 = getelementptr inbounds [6 x [258 x i32]], ptr %2793, i64 0, i64 %2795
  %2797 = load ptr, ptr %22, align 8
  %2798 = load i32, ptr %7, align 4
  %2799 = add nsw i32 %2798, 40
  %2800 = sext i32 %2799 to i64
  %2801 = getelementptr inbounds i16, ptr %2797, i64 %2800
  %2802 = load i16, ptr %2801, align 2
  %2803 = zext i16 %2802 to i64
  %2804 = getelementptr inbounds [258 x i32], ptr %2796, i64 0, i64 %2803
  %2805 = load i32, ptr %2804, align 4
  %2806 = add nsw i32 %2805, 1
  store i32 %2806, ptr %2804, align 4
  %2807 = load ptr, ptr %2, align 8
  %2808 = getelementptr inbounds %struct.EState, ptr %2807, i32 0, i32 37
  %2809 = load i32, ptr %10, align 4
  %2810 = sext i32 %2809 to i64
  %2811 = getelementptr inbounds [6 x [258 x i32]], ptr %2808, i64 0, i64 %2810
  %2812 = load ptr, ptr %22, align 8
  %2813 = load i32, ptr %7, align 4
  %2814 = add nsw i32 %2813, 41
  %2815 = sext i32 %2814 to i64
  %2816 = getelementptr inbounds i16, ptr %2812, i64 %2815
  %2817 = load i16, ptr %2816, align 2
  %2818 = zext i16 %2817 to i64
  %2819 = getelementptr inbounds [258 x i32], ptr %2811, i64 0, i64 %2818
  %2820 = load i32, ptr %2819, align 4
  %2821 = add nsw i32 %2820, 1
  store i32 %2821, ptr %2819, align 4
  %2822 = load ptr, ptr %2, align 8
  %2823 = getelementptr inbounds %struct.EState, ptr %2822, i32 0, i32 37
  %2824 = load i32, ptr %10, align 4
  %2825 = sext i32 %2824 to i64
  %2826 = getelementptr inbounds [6 x [258 x i32]], ptr %2823, i64 0, i64 %2825
  %2827 = load ptr, ptr %22, align 8
  %2828 = load i32, ptr %7, align 4
  %2829 = add nsw i32 %2828, 42
  %2830 = sext i32 %2829 to i64
  %2831 = getelementptr inbounds i16, ptr %2827, i64 %2830
  %2832 = load i16, ptr %2831, align 2
  %2833 = zext i16 %2832 to i64
  %2834 = getelementptr inbounds [258 x i32], ptr %2826, i64 0, i64 %2833
  %2835 = load i32, ptr %2834, align 4
  %2836 = add nsw i32 %2835, 1
  store i32 %2836, ptr %2834, align 4
  %2837 = load ptr, ptr %2, align 8
  %2838 = getelementptr inbounds %struct.EState, ptr %2837, i32 0, i32 37
  %2839 = load i32, ptr %10, align 4
  %2840 = sext i32 %2839 to i64
  %2841 = getelementptr inbounds [6 x [258 x i32]], ptr %2838, i64 0, i64 %2840
  %2842 = load ptr, ptr %22, align 8
  %2843 = load i32, ptr %7, align 4
  %2844 = add nsw i32 %2843, 43
  %2845 = sext i32 %2844 to i64
  %2846 = getelementptr inbounds i16, ptr %2842, i64 %2845
  %2847 = load i16, ptr %2846, align 2
  %2848 = zext i16 %2847 to i64
  %2849 = getelementptr inbounds [258 x i32], ptr %2841, i64 0, i64 %2848
  %2850 = load i32, ptr %2849, align 4
  %2851 = add nsw i32 %2850, 1
  store i32 %2851, ptr %2849, align 4
  %2852 = load ptr, ptr %2, align 8
  %2853 = getelementptr inbounds %struct.EState, ptr %2852, i32 0, i32 37
  %2854 = load i32, ptr %10, align 4
  %2855 = sext i32 %2854 to i64
  %2856 = getelementptr inbounds [6 x [258 x i32]], ptr %2853, i64 0, i64 %2855
  %2857 = load ptr, ptr %22, align 8
  %2858 = load i32, ptr %7, align 4
  %2859 = add nsw i32 %2858, 44
  %2860 = sext i32 %2859 to i64
  %2861 = getelementptr inbounds i16, ptr %2857, i64 %2860
  %2862 = load i16, ptr %2861, align 2
  %2863 = zext i16 %2862 to i64
  %2864 = getelementptr inbounds [258 x i32], ptr %2856, i64 0, i64 %2863
  %2865 = load i32, ptr %2864, align 4
  %2866 = add nsw i32 %2865, 1
  store i32 %2866, ptr %2864, align 4
  %2867 = load ptr, ptr %2, align 8
  %2868 = getelementptr inbounds %struct.EState, ptr %2867, i32 0, i32 37
  %2869 = load i32, ptr %10, align 4
  %2870 = sext i32 %2869 to i64
  %2871 = getelementptr inbounds [6 x [258 x i32]], ptr %2868, i64 0, i64 %2870
  %2872 = load ptr, ptr %22, align 8
  %2873 = load i32, ptr %7, align 4
  %2874 = add nsw i32 %2873, 45
  %2875 = sext i32 %2874 to i64
  %2876 = getelementptr inbounds i16, ptr %2872, i64 %2875
  %2877 = load i16, ptr %2876, align 2
  %2878 = zext i16 %2877 to i64
  %2879 = getelementptr inbounds [258 x i32], ptr %2871, i64 0, i64 %2878
  %2880 = load i32, ptr %2879, align 4
  %2881 = add nsw i32 %2880, 1
  store i32 %2881, ptr %2879, align 4
  %2882 = load ptr, ptr %2, align 8
  %2883 = getelementptr inbounds %struct.EState, ptr %2882, i32 0, i32 37
  %2884 = load i32, ptr %10, align 4
  %2885 = sext i32 %2884 to i64
  %2886 = getelementptr inbounds [6 x [258 x i32]], ptr %2883, i64 0, i64 %2885
  %2887 = load ptr, ptr %22, align 8
  %2888 = load i32, ptr %7, align 4
  %2889 = add nsw i32 %2888, 46
  %2890 = sext i32 %2889 to i64
  %2891 = getelementptr inbounds i16, ptr %2887, i64 %2890
  %2892 = load i16, ptr %2891, align 2
  %2893 = zext i16 %2892 to i64
  %2894 = getelementptr inbounds [258 x i32], ptr %2886, i64 0, i64 %2893
  %2895 = load i32, ptr %2894, align 4
  %2896 = add nsw i32 %2895, 1
  store i32 %2896, ptr %2894, align 4
  %2897 = load ptr, ptr %2, align 8
  %2898 = getelementptr inbounds %struct.EState, ptr %2897, i32 0, i32 37
  %2899 = load i32, ptr %10, align 4
  %2900 = sext i32 %2899 to i64
  %2901 = getelementptr inbounds [6 x [258 x i32]], ptr %2898, i64 0, i64 %2900
  %2902 = load ptr, ptr %22, align 8
  %2903 = load i32, ptr %7, align 4
  %2904 = add nsw i32 %2903, 47
  %2905 = sext i32 %2904 to i64
  %2906 = getelementptr inbounds i16, ptr %2902, i64 %2905
  %2907 = load i16, ptr %2906, align 2
  %2908 = zext i16 %2907 to i64
  %2909 = getelementptr inbounds [258 x i32], ptr %2901, i64 0, i64 %2908
  %2910 = load i32, ptr %2909, align 4
  %2911 = add nsw i32 %2910, 1
  store i32 %2911, ptr %2909, align 4
  %2912 = load ptr, ptr %2, align 8
  %2913 = getelementptr inbounds %struct.EState, ptr %2912, i32 0, i32 37
  %2914 = load i32, ptr %10, align 4
  %2915 = sext i32 %2914 to i64
  %2916 = getelementptr inbounds [6 x [258 x i32]], ptr %2913, i64 0, i64 %2915
  %2917 = load ptr, ptr %22, align 8
  %2918 = load i32, ptr %7, align 4
  %2919 = add nsw i32 %2918, 48
  %2920 = sext i32 %2919 to i64
  %2921 = getelementptr inbounds i16, ptr %2917, i64 %2920
  %2922 = load i16, ptr %2921, align 2
  %2923 = zext i16 %2922 to i64
  %2924 = getelementptr inbounds [258 x i32], ptr %2916, i64 0, i64 %2923
  %2925 = load i32, ptr %2924, align 4
  %2926 = add nsw i32 %2925, 1
  store i32 %2926, ptr %2924, align 4
  %2927 = load ptr, ptr %2, align 8
  %2928 = getelementptr inbounds %struct.EState, ptr %2927, i32 0, i32 37
  %2929 = load i32, ptr %10, align 4
  %2930 = sext i32 %2929 to i64
  %2931 = getelementptr inbounds [6 x [258 x i32]], ptr %2928, i64 0, i64 %2930
  %2932 = load ptr, ptr %22, align 8
  %2933 = load i32, ptr %7, align 4
  %2934 = add nsw i32 %2933, 49
  %2935 = sext i32 %2934 to i64
  %2936 = getelementptr inbounds i16, ptr %2932, i64 %2935
  %2937 = load i16, ptr %2936, align 2
  %2938 = zext i16 %2937 to i64
  %2939 = getelementptr inbounds [258 x i32], ptr %2931, i64 0, i64 %2938
  %2940 = load i32, ptr %2939, align 4
  %2941 = add nsw i32 %2940, 1
  store i32 %2941, ptr %2939, align 4
  br label %2967

2942:                                             ; preds = %2185, %2165
  %2943 = load i32, ptr %7, align 4
  store i32 %2943, ptr %5, align 4
  br label %2944

2944:                                             ; preds = %2963, %2942
  %2945 = load i32, ptr %5, align 4
  %2946 = load i32, ptr %8, align 4
  %2947 = icmp sle i32 %2945, %2946
  br i1 %2947, label %2948, label %2966

2948:                                             ; preds = %2944
  %2949 = load ptr, ptr %2, align 8
  %2950 = getelementptr inbounds %struct.EState, ptr %2949, i32 0, i32 37
  %2951 = load i32, ptr %10, align 4
  %2952 = sext i32 %2951 to i64
  %2953 = getelementptr inbounds [6 x [258 x i32]], ptr %2950, i64 0, i64 %2952
  %2954 = load ptr, ptr %22, align 8
  %2955 = load i32, ptr %5, align 4
  %2956 = sext i32 %2955 to i64
  %2957 = getelementptr inbounds i16, ptr %2954, i64 %2956
  %2958 = load i16, ptr %2957, align 2
  %2959 = zext i16 %2958 to i64
  %2960 = getelementptr inbounds [258 x i32], ptr %2953, i64 0, i64 %2959
  %2961 = load i32, ptr %2960, align 4
  %2962 = add nsw i32 %2961, 1
  store i32 %2962, ptr %2960, align 4
  br label %2963

2963:                                             ; preds = %2948
  %2964 = load i32, ptr %5, align 4
  %2965 = add nsw i32 %2964, 1
  store i32 %2965, ptr %5, align 4
  br label %2944, !llvm.loop !25

2966:                                             ; preds = %2944
  br label %2967

2967:                                             ; preds = %2966, %2191
  %2968 = load i32, ptr %8, align 4
  %2969 = add nsw i32 %2968, 1
  store i32 %2969, ptr %7, align 4
  br label %382

2970:                                             ; preds = %388
  %2971 = load ptr, ptr %2, align 8
  %2972 = getelementptr inbounds %struct.EState, ptr %2971, i32 0, i32 28
  %2973 = load i32, ptr %2972, align 8
  %2974 = icmp sge i32 %2973, 3
  br i1 %2974, label %2975, label %2999

2975:                                             ; preds = %2970
  %2976 = load ptr, ptr @stderr, align 8
  %2977 = load i32, ptr %12, align 4
  %2978 = add nsw i32 %2977, 1
  %2979 = load i32, ptr %9, align 4
  %2980 = sdiv i32 %2979, 8
  %2981 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2976, ptr noundef @.str.4, i32 noundef %2978, i32 noundef %2980) #3
  store i32 0, ptr %4, align 4
  br label %2982

2982:                                             ; preds = %2993, %2975
  %2983 = load i32, ptr %4, align 4
  %2984 = load i32, ptr %18, align 4
  %2985 = icmp slt i32 %2983, %2984
  br i1 %2985, label %2986, label %2996

2986:                                             ; preds = %2982
  %2987 = load ptr, ptr @stderr, align 8
  %2988 = load i32, ptr %4, align 4
  %2989 = sext i32 %2988 to i64
  %2990 = getelementptr inbounds [6 x i32], ptr %21, i64 0, i64 %2989
  %2991 = load i32, ptr %2990, align 4
  %2992 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2987, ptr noundef @.str.5, i32 noundef %2991) #3
  br label %2993

2993:                                             ; preds = %2986
  %2994 = load i32, ptr %4, align 4
  %2995 = add nsw i32 %2994, 1
  store i32 %2995, ptr %4, align 4
  br label %2982, !llvm.loop !26

2996:                                             ; preds = %2982
  %2997 = load ptr, ptr @stderr, align 8
  %2998 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2997, ptr noundef @.str.6) #3
  br label %2999

2999:                                             ; preds = %2996, %2970
  store i32 0, ptr %4, align 4
  br label %3000

3000:                                             ; preds = %3018, %2999
  %3001 = load i32, ptr %4, align 4
  %3002 = load i32, ptr %18, align 4
  %3003 = icmp slt i32 %3001, %3002
  br i1 %3003, label %3004, label %3021

3004:                                             ; preds = %3000
  %3005 = load ptr, ptr %2, align 8
  %3006 = getelementptr inbounds %struct.EState, ptr %3005, i32 0, i32 35
  %3007 = load i32, ptr %4, align 4
  %3008 = sext i32 %3007 to i64
  %3009 = getelementptr inbounds [6 x [258 x i8]], ptr %3006, i64 0, i64 %3008
  %3010 = getelementptr inbounds [258 x i8], ptr %3009, i64 0, i64 0
  %3011 = load ptr, ptr %2, align 8
  %3012 = getelementptr inbounds %struct.EState, ptr %3011, i32 0, i32 37
  %3013 = load i32, ptr %4, align 4
  %3014 = sext i32 %3013 to i64
  %3015 = getelementptr inbounds [6 x [258 x i32]], ptr %3012, i64 0, i64 %3014
  %3016 = getelementptr inbounds [258 x i32], ptr %3015, i64 0, i64 0
  %3017 = load i32, ptr %14, align 4
  call void @BZ2_hbMakeCodeLengths(ptr noundef %3010, ptr noundef %3016, i32 noundef %3017, i32 noundef 17)
  br label %3018

3018:                                             ; preds = %3004
  %3019 = load i32, ptr %4, align 4
  %3020 = add nsw i32 %3019, 1
  store i32 %3020, ptr %4, align 4
  br label %3000, !llvm.loop !27

3021:                                             ; preds = %3000
  br label %3022

3022:                                             ; preds = %3021
  %3023 = load i32, ptr %12, align 4
  %3024 = add nsw i32 %3023, 1
  store i32 %3024, ptr %12, align 4
  br label %255, !llvm.loop !28

3025:                                             ; preds = %255
  %3026 = load i32, ptr %18, align 4
  %3027 = icmp slt i32 %3026, 8
  br i1 %3027, label %3029, label %3028

3028:                                             ; preds = %3025
  call void @BZ2_bz__AssertH__fail(i32 noundef 3002)
  br label %3029

3029:                                             ; preds = %3028, %3025
  %3030 = load i32, ptr %13, align 4
  %3031 = icmp slt i32 %3030, 32768
  br i1 %3031, label %3032, label %3035

3032:                                             ; preds = %3029
  %3033 = load i32, ptr %13, align 4
  %3034 = icmp sle i32 %3033, 18002
  br i1 %3034, label %3036, label %3035

3035:                                             ; preds = %3032, %3029
  call void @BZ2_bz__AssertH__fail(i32 noundef 3003)
  br label %3036

3036:                                             ; preds = %3035, %3032
  store i32 0, ptr %5, align 4
  br label %3037

3037:                                             ; preds = %3047, %3036
  %3038 = load i32, ptr %5, align 4
  %3039 = load i32, ptr %18, align 4
  %3040 = icmp slt i32 %3038, %3039
  br i1 %3040, label %3041, label %3050

3041:                                             ; preds = %3037
  %3042 = load i32, ptr %5, align 4
  %3043 = trunc i32 %3042 to i8
  %3044 = load i32, ptr %5, align 4
  %3045 = sext i32 %3044 to i64
  %3046 = getelementptr inbounds [6 x i8], ptr %32, i64 0, i64 %3045
  store i8 %3043, ptr %3046, align 1
  br label %3047

3047:                                             ; preds = %3041
  %3048 = load i32, ptr %5, align 4
  %3049 = add nsw i32 %3048, 1
  store i32 %3049, ptr %5, align 4
  br label %3037, !llvm.loop !29

3050:                                             ; preds = %3037
  store i32 0, ptr %5, align 4
  br label %3051

3051:                                             ; preds = %3094, %3050
  %3052 = load i32, ptr %5, align 4
  %3053 = load i32, ptr %13, align 4
  %3054 = icmp slt i32 %3052, %3053
  br i1 %3054, label %3055, label %3097

3055:                                             ; preds = %3051
  %3056 = load ptr, ptr %2, align 8
  %3057 = getelementptr inbounds %struct.EState, ptr %3056, i32 0, i32 33
  %3058 = load i32, ptr %5, align 4
  %3059 = sext i32 %3058 to i64
  %3060 = getelementptr inbounds [18002 x i8], ptr %3057, i64 0, i64 %3059
  %3061 = load i8, ptr %3060, align 1
  store i8 %3061, ptr %33, align 1
  store i32 0, ptr %6, align 4
  %3062 = load i32, ptr %6, align 4
  %3063 = sext i32 %3062 to i64
  %3064 = getelementptr inbounds [6 x i8], ptr %32, i64 0, i64 %3063
  %3065 = load i8, ptr %3064, align 1
  store i8 %3065, ptr %35, align 1
  br label %3066

3066:                                             ; preds = %3072, %3055
  %3067 = load i8, ptr %33, align 1
  %3068 = zext i8 %3067 to i32
  %3069 = load i8, ptr %35, align 1
  %3070 = zext i8 %3069 to i32
  %3071 = icmp ne i32 %3068, %3070
  br i1 %3071, label %3072, label %3084

3072:                                             ; preds = %3066
  %3073 = load i32, ptr %6, align 4
  %3074 = add nsw i32 %3073, 1
  store i32 %3074, ptr %6, align 4
  %3075 = load i8, ptr %35, align 1
  store i8 %3075, ptr %34, align 1
  %3076 = load i32, ptr %6, align 4
  %3077 = sext i32 %3076 to i64
  %3078 = getelementptr inbounds [6 x i8], ptr %32, i64 0, i64 %3077
  %3079 = load i8, ptr %3078, align 1
  store i8 %3079, ptr %35, align 1
  %3080 = load i8, ptr %34, align 1
  %3081 = load i32, ptr %6, align 4
  %3082 = sext i32 %3081 to i64
  %3083 = getelementptr inbounds [6 x i8], ptr %32, i64 0, i64 %3082
  store i8 %3080, ptr %3083, align 1
  br label %3066, !llvm.loop !30

3084:                                             ; preds = %3066
  %3085 = load i8, ptr %35, align 1
  %3086 = getelementptr inbounds [6 x i8], ptr %32, i64 0, i64 0
  store i8 %3085, ptr %3086, align 1
  %3087 = load i32, ptr %6, align 4
  %3088 = trunc i32 %3087 to i8
  %3089 = load ptr, ptr %2, align 8
  %3090 = getelementptr inbounds %struct.EState, ptr %3089, i32 0, i32 34
  %3091 = load i32, ptr %5, align 4
  %3092 = sext i32 %3091 to i64
  %3093 = getelementptr inbounds [18002 x i8], ptr %3090, i64 0, i64 %3092
  store i8 %3088, ptr %3093, align 1
  br label %3094

3094:                                             ; preds = %3084
  %3095 = load i32, ptr %5, align 4
  %3096 = add nsw i32 %3095, 1
  store i32 %3096, ptr %5, align 4
  br label %3051, !llvm.loop !31

3097:                                             ; preds = %3051
  store i32 0, ptr %4, align 4
  br label %3098

3098:                                             ; preds = %3183, %3097
  %3099 = load i32, ptr %4, align 4
  %3100 = load i32, ptr %18, align 4
  %3101 = icmp slt i32 %3099, %3100
  br i1 %3101, label %3102, label %3186

3102:                                             ; preds = %3098
  store i32 32, ptr %15, align 4
  store i32 0, ptr %16, align 4
  store i32 0, ptr %5, align 4
  br label %3103

3103:                                             ; preds = %3156, %3102
  %3104 = load i32, ptr %5, align 4
  %3105 = load i32, ptr %14, align 4
  %3106 = icmp slt i32 %3104, %3105
  br i1 %3106, label %3107, label %3159

3107:                                             ; preds = %3103
  %3108 = load ptr, ptr %2, align 8
  %3109 = getelementptr inbounds %struct.EState, ptr %3108, i32 0, i32 35
  %3110 = load i32, ptr %4, align 4
  %3111 = sext i32 %3110 to i64
  %3112 = getelementptr inbounds [6 x [258 x i8]], ptr %3109, i64 0, i64 %3111
  %3113 = load i32, ptr %5, align 4
  %3114 = sext i32 %3113 to i64
  %3115 = getelementptr inbounds [258 x i8], ptr %3112, i64 0, i64 %3114
  %3116 = load i8, ptr %3115, align 1
  %3117 = zext i8 %3116 to i32
  %3118 = load i32, ptr %16, align 4
  %3119 = icmp sgt i32 %3117, %3118
  br i1 %3119, label %3120, label %3131

3120:                                             ; preds = %3107
  %3121 = load ptr, ptr %2, align 8
  %3122 = getelementptr inbounds %struct.EState, ptr %3121, i32 0, i32 35
  %3123 = load i32, ptr %4, align 4
  %3124 = sext i32 %3123 to i64
  %3125 = getelementptr inbounds [6 x [258 x i8]], ptr %3122, i64 0, i64 %3124
  %3126 = load i32, ptr %5, align 4
  %3127 = sext i32 %3126 to i64
  %3128 = getelementptr inbounds [258 x i8], ptr %3125, i64 0, i64 %3127
  %3129 = load i8, ptr %3128, align 1
  %3130 = zext i8 %3129 to i32
  store i32 %3130, ptr %16, align 4
  br label %3131

3131:                                             ; preds = %3120, %3107
  %3132 = load ptr, ptr %2, align 8
  %3133 = getelementptr inbounds %struct.EState, ptr %3132, i32 0, i32 35
  %3134 = load i32, ptr %4, align 4
  %3135 = sext i32 %3134 to i64
  %3136 = getelementptr inbounds [6 x [258 x i8]], ptr %3133, i64 0, i64 %3135
  %3137 = load i32, ptr %5, align 4
  %3138 = sext i32 %3137 to i64
  %3139 = getelementptr inbounds [258 x i8], ptr %3136, i64 0, i64 %3138
  %3140 = load i8, ptr %3139, align 1
  %3141 = zext i8 %3140 to i32
  %3142 = load i32, ptr %15, align 4
  %3143 = icmp slt i32 %3141, %3142
  br i1 %3143, label %3144, label %3155

3144:                                             ; preds = %3131
  %3145 = load ptr, ptr %2, align 8
  %3146 = getelementptr inbounds %struct.EState, ptr %3145, i32 0, i32 35
  %3147 = load i32, ptr %4, align 4
  %3148 = sext i32 %3147 to i64
  %3149 = getelementptr inbounds [6 x [258 x i8]], ptr %3146, i64 0, i64 %3148
  %3150 = load i32, ptr %5, align 4
  %3151 = sext i32 %3150 to i64
  %3152 = getelementptr inbounds [258 x i8], ptr %3149, i64 0, i64 %3151
  %3153 = load i8, ptr %3152, align 1
  %3154 = zext i8 %3153 to i32
  store i32 %3154, ptr %15, align 4
  br label %3155

3155:                                             ; preds = %3144, %3131
  br label %3156

3156:                                             ; preds = %3155
  %3157 = load i32, ptr %5, align 4
  %3158 = add nsw i32 %3157, 1
  store i32 %3158, ptr %5, align 4
  br label %3103, !llvm.loop !32

3159:                                             ; preds = %3103
  %3160 = load i32, ptr %16, align 4
  %3161 = icmp sgt i32 %3160, 17
  br i1 %3161, label %3162, label %3163

3162:                                             ; preds = %3159
  call void @BZ2_bz__AssertH__fail(i32 noundef 3004)
  br label %3163

3163:                                             ; preds = %3162, %3159
  %3164 = load i32, ptr %15, align 4
  %3165 = icmp slt i32 %3164, 1
  br i1 %3165, label %3166, label %3167

3166:                                             ; preds = %3163
  call void @BZ2_bz__AssertH__fail(i32 noundef 3005)
  br label %3167

3167:                                             ; preds = %3166, %3163
  %3168 = load ptr, ptr %2, align 8
  %3169 = getelementptr inbounds %struct.EState, ptr %3168, i32 0, i32 36
  %3170 = load i32, ptr %4, align 4
  %3171 = sext i32 %3170 to i64
  %3172 = getelementptr inbounds [6 x [258 x i32]], ptr %3169, i64 0, i64 %3171
  %3173 = getelementptr inbounds [258 x i32], ptr %3172, i64 0, i64 0
  %3174 = load ptr, ptr %2, align 8
  %3175 = getelementptr inbounds %struct.EState, ptr %3174, i32 0, i32 35
  %3176 = load i32, ptr %4, align 4
  %3177 = sext i32 %3176 to i64
  %3178 = getelementptr inbounds [6 x [258 x i8]], ptr %3175, i64 0, i64 %3177
  %3179 = getelementptr inbounds [258 x i8], ptr %3178, i64 0, i64 0
  %3180 = load i32, ptr %15, align 4
  %3181 = load i32, ptr %16, align 4
  %3182 = load i32, ptr %14, align 4
  call void @BZ2_hbAssignCodes(ptr noundef %3173, ptr noundef %3179, i32 noundef %3180, i32 noundef %3181, i32 noundef %3182)
  br label %3183

3183:                                             ; preds = %3167
  %3184 = load i32, ptr %4, align 4
  %3185 = add nsw i32 %3184, 1
  store i32 %3185, ptr %4, align 4
  br label %3098, !llvm.loop !33

3186:                                             ; preds = %3098
  store i32 0, ptr %5, align 4
  br label %3187

3187:                                             ; preds = %3217, %3186
  %3188 = load i32, ptr %5, align 4
  %3189 = icmp slt i32 %3188, 16
  br i1 %3189, label %3190, label %3220

3190:                                             ; preds = %3187
  %3191 = load i32, ptr %5, align 4
  %3192 = sext i32 %3191 to i64
  %3193 = getelementptr inbounds [16 x i8], ptr %36, i64 0, i64 %3192
  store i8 0, ptr %3193, align 1
  store i32 0, ptr %6, align 4
  br label %3194

3194:                                             ; preds = %3213, %3190
  %3195 = load i32, ptr %6, align 4
  %3196 = icmp slt i32 %3195, 16
  br i1 %3196, label %3197, label %3216

3197:                                             ; preds = %3194
  %3198 = load ptr, ptr %2, align 8
  %3199 = getelementptr inbounds %struct.EState, ptr %3198, i32 0, i32 22
  %3200 = load i32, ptr %5, align 4
  %3201 = mul nsw i32 %3200, 16
  %3202 = load i32, ptr %6, align 4
  %3203 = add nsw i32 %3201, %3202
  %3204 = sext i32 %3203 to i64
  %3205 = getelementptr inbounds [256 x i8], ptr %3199, i64 0, i64 %3204
  %3206 = load i8, ptr %3205, align 1
  %3207 = icmp ne i8 %3206, 0
  br i1 %3207, label %3208, label %3212

3208:                                             ; preds = %3197
  %3209 = load i32, ptr %5, align 4
  %3210 = sext i32 %3209 to i64
  %3211 = getelementptr inbounds [16 x i8], ptr %36, i64 0, i64 %3210
  store i8 1, ptr %3211, align 1
  br label %3212

3212:                                             ; preds = %3208, %3197
  br label %3213

3213:                                             ; preds = %3212
  %3214 = load i32, ptr %6, align 4
  %3215 = add nsw i32 %3214, 1
  store i32 %3215, ptr %6, align 4
  br label %3194, !llvm.loop !34

3216:                                             ; preds = %3194
  br label %3217

3217:                                             ; preds = %3216
  %3218 = load i32, ptr %5, align 4
  %3219 = add nsw i32 %3218, 1
  store i32 %3219, ptr %5, align 4
  br label %3187, !llvm.loop !35

3220:                                             ; preds = %3187
  %3221 = load ptr, ptr %2, align 8
  %3222 = getelementptr inbounds %struct.EState, ptr %3221, i32 0, i32 19
  %3223 = load i32, ptr %3222, align 4
  store i32 %3223, ptr %19, align 4
  store i32 0, ptr %5, align 4
  br label %3224

3224:                                             ; preds = %3238, %3220
  %3225 = load i32, ptr %5, align 4
  %3226 = icmp slt i32 %3225, 16
  br i1 %3226, label %3227, label %3241

3227:                                             ; preds = %3224
  %3228 = load i32, ptr %5, align 4
  %3229 = sext i32 %3228 to i64
  %3230 = getelementptr inbounds [16 x i8], ptr %36, i64 0, i64 %3229
  %3231 = load i8, ptr %3230, align 1
  %3232 = icmp ne i8 %3231, 0
  br i1 %3232, label %3233, label %3235

3233:                                             ; preds = %3227
  %3234 = load ptr, ptr %2, align 8
  call void @bsW(ptr noundef %3234, i32 noundef 1, i32 noundef 1)
  br label %3237

3235:                                             ; preds = %3227
  %3236 = load ptr, ptr %2, align 8
  call void @bsW(ptr noundef %3236, i32 noundef 1, i32 noundef 0)
  br label %3237

3237:                                             ; preds = %3235, %3233
  br label %3238

3238:                                             ; preds = %3237
  %3239 = load i32, ptr %5, align 4
  %3240 = add nsw i32 %3239, 1
  store i32 %3240, ptr %5, align 4
  br label %3224, !llvm.loop !36

3241:                                             ; preds = %3224
  store i32 0, ptr %5, align 4
  br label %3242

3242:                                             ; preds = %3276, %3241
  %3243 = load i32, ptr %5, align 4
  %3244 = icmp slt i32 %3243, 16
  br i1 %3244, label %3245, label %3279

3245:                                             ; preds = %3242
  %3246 = load i32, ptr %5, align 4
  %3247 = sext i32 %3246 to i64
  %3248 = getelementptr inbounds [16 x i8], ptr %36, i64 0, i64 %3247
  %3249 = load i8, ptr %3248, align 1
  %3250 = icmp ne i8 %3249, 0
  br i1 %3250, label %3251, label %3275

3251:                                             ; preds = %3245
  store i32 0, ptr %6, align 4
  br label %3252

3252:                                             ; preds = %3271, %3251
  %3253 = load i32, ptr %6, align 4
  %3254 = icmp slt i32 %3253, 16
  br i1 %3254, label %3255, label %3274

3255:                                             ; preds = %3252
  %3256 = load ptr, ptr %2, align 8
  %3257 = getelementptr inbounds %struct.EState, ptr %3256, i32 0, i32 22
  %3258 = load i32, ptr %5, align 4
  %3259 = mul nsw i32 %3258, 16
  %3260 = load i32, ptr %6, align 4
  %3261 = add nsw i32 %3259, %3260
  %3262 = sext i32 %3261 to i64
  %3263 = getelementptr inbounds [256 x i8], ptr %3257, i64 0, i64 %3262
  %3264 = load i8, ptr %3263, align 1
  %3265 = icmp ne i8 %3264, 0
  br i1 %3265, label %3266, label %3268

3266:                                             ; preds = %3255
  %3267 = load ptr, ptr %2, align 8
  call void @bsW(ptr noundef %3267, i32 noundef 1, i32 noundef 1)
  br label %3270

3268:                                             ; preds = %3255
  %3269 = load ptr, ptr %2, align 8
  call void @bsW(ptr noundef %3269, i32 noundef 1, i32 noundef 0)
  br label %3270

3270:                                             ; preds = %3268, %3266
  br label %3271

3271:                                             ; preds = %3270
  %3272 = load i32, ptr %6, align 4
  %3273 = add nsw i32 %3272, 1
  store i32 %3273, ptr %6, align 4
  br label %3252, !llvm.loop !37

3274:                                             ; preds = %3252
  br label %3275

3275:                                             ; preds = %3274, %3245
  br label %3276

3276:                                             ; preds = %3275
  %3277 = load i32, ptr %5, align 4
  %3278 = add nsw i32 %3277, 1
  store i32 %3278, ptr %5, align 4
  br label %3242, !llvm.loop !38

3279:                                             ; preds = %3242
  %3280 = load ptr, ptr %2, align 8
  %3281 = getelementptr inbounds %struct.EState, ptr %3280, i32 0, i32 28
  %3282 = load i32, ptr %3281, align 8
  %3283 = icmp sge i32 %3282, 3
  br i1 %3283, label %3284, label %3292

3284:                                             ; preds = %3279
  %3285 = load ptr, ptr @stderr, align 8
  %3286 = load ptr, ptr %2, align 8
  %3287 = getelementptr inbounds %struct.EState, ptr %3286, i32 0, i32 19
  %3288 = load i32, ptr %3287, align 4
  %3289 = load i32, ptr %19, align 4
  %3290 = sub nsw i32 %3288, %3289
  %3291 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %3285, ptr noundef @.str.7, i32 noundef %3290) #3
  br label %3292

3292:                                             ; preds = %3284, %3279
  %3293 = load ptr, ptr %2, align 8
  %3294 = getelementptr inbounds %struct.EState, ptr %3293, i32 0, i32 19
  %3295 = load i32, ptr %3294, align 4
  store i32 %3295, ptr %19, align 4
  %3296 = load ptr, ptr %2, align 8
  %3297 = load i32, ptr %18, align 4
  call void @bsW(ptr noundef %3296, i32 noundef 3, i32 noundef %3297)
  %3298 = load ptr, ptr %2, align 8
  %3299 = load i32, ptr %13, align 4
  call void @bsW(ptr noundef %3298, i32 noundef 15, i32 noundef %3299)
  store i32 0, ptr %5, align 4
  br label %3300

3300:                                             ; preds = %3322, %3292
  %3301 = load i32, ptr %5, align 4
  %3302 = load i32, ptr %13, align 4
  %3303 = icmp slt i32 %3301, %3302
  br i1 %3303, label %3304, label %3325

3304:                                             ; preds = %3300
  store i32 0, ptr %6, align 4
  br label %3305

3305:                                             ; preds = %3317, %3304
  %3306 = load i32, ptr %6, align 4
  %3307 = load ptr, ptr %2, align 8
  %3308 = getelementptr inbounds %struct.EState, ptr %3307, i32 0, i32 34
  %3309 = load i32, ptr %5, align 4
  %3310 = sext i32 %3309 to i64
  %3311 = getelementptr inbounds [18002 x i8], ptr %3308, i64 0, i64 %3310
  %3312 = load i8, ptr %3311, align 1
  %3313 = zext i8 %3312 to i32
  %3314 = icmp slt i32 %3306, %3313
  br i1 %3314, label %3315, label %3320

3315:                                             ; preds = %3305
  %3316 = load ptr, ptr %2, align 8
  call void @bsW(ptr noundef %3316, i32 noundef 1, i32 noundef 1)
  br label %3317

3317:                                             ; preds = %3315
  %3318 = load i32, ptr %6, align 4
  %3319 = add nsw i32 %3318, 1
  store i32 %3319, ptr %6, align 4
  br label %3305, !llvm.loop !39

3320:                                             ; preds = %3305
  %3321 = load ptr, ptr %2, align 8
  call void @bsW(ptr noundef %3321, i32 noundef 1, i32 noundef 0)
  br label %3322

3322:                                             ; preds = %3320
  %3323 = load i32, ptr %5, align 4
  %3324 = add nsw i32 %3323, 1
  store i32 %3324, ptr %5, align 4
  br label %3300, !llvm.loop !40

3325:                                             ; preds = %3300
  %3326 = load ptr, ptr %2, align 8
  %3327 = getelementptr inbounds %struct.EState, ptr %3326, i32 0, i32 28
  %3328 = load i32, ptr %3327, align 8
  %3329 = icmp sge i32 %3328, 3
  br i1 %3329, label %3330, label %3338

3330:                                             ; preds = %3325
  %3331 = load ptr, ptr @stderr, align 8
  %3332 = load ptr, ptr %2, align 8
  %3333 = getelementptr inbounds %struct.EState, ptr %3332, i32 0, i32 19
  %3334 = load i32, ptr %3333, align 4
  %3335 = load i32, ptr %19, align 4
  %3336 = sub nsw i32 %3334, %3335
  %3337 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %3331, ptr noundef @.str.8, i32 noundef %3336) #3
  br label %3338

3338:                                             ; preds = %3330, %3325
  %3339 = load ptr, ptr %2, align 8
  %3340 = getelementptr inbounds %struct.EState, ptr %3339, i32 0, i32 19
  %3341 = load i32, ptr %3340, align 4
  store i32 %3341, ptr %19, align 4
  store i32 0, ptr %4, align 4
  br label %3342

3342:                                             ; preds = %3403, %3338
  %3343 = load i32, ptr %4, align 4
  %3344 = load i32, ptr %18, align 4
  %3345 = icmp slt i32 %3343, %3344
  br i1 %3345, label %3346, label %3406

3346:                                             ; preds = %3342
  %3347 = load ptr, ptr %2, align 8
  %3348 = getelementptr inbounds %struct.EState, ptr %3347, i32 0, i32 35
  %3349 = load i32, ptr %4, align 4
  %3350 = sext i32 %3349 to i64
  %3351 = getelementptr inbounds [6 x [258 x i8]], ptr %3348, i64 0, i64 %3350
  %3352 = getelementptr inbounds [258 x i8], ptr %3351, i64 0, i64 0
  %3353 = load i8, ptr %3352, align 2
  %3354 = zext i8 %3353 to i32
  store i32 %3354, ptr %37, align 4
  %3355 = load ptr, ptr %2, align 8
  %3356 = load i32, ptr %37, align 4
  call void @bsW(ptr noundef %3355, i32 noundef 5, i32 noundef %3356)
  store i32 0, ptr %5, align 4
  br label %3357

3357:                                             ; preds = %3399, %3346
  %3358 = load i32, ptr %5, align 4
  %3359 = load i32, ptr %14, align 4
  %3360 = icmp slt i32 %3358, %3359
  br i1 %3360, label %3361, label %3402

3361:                                             ; preds = %3357
  br label %3362

3362:                                             ; preds = %3375, %3361
  %3363 = load i32, ptr %37, align 4
  %3364 = load ptr, ptr %2, align 8
  %3365 = getelementptr inbounds %struct.EState, ptr %3364, i32 0, i32 35
  %3366 = load i32, ptr %4, align 4
  %3367 = sext i32 %3366 to i64
  %3368 = getelementptr inbounds [6 x [258 x i8]], ptr %3365, i64 0, i64 %3367
  %3369 = load i32, ptr %5, align 4
  %3370 = sext i32 %3369 to i64
  %3371 = getelementptr inbounds [258 x i8], ptr %3368, i64 0, i64 %3370
  %3372 = load i8, ptr %3371, align 1
  %3373 = zext i8 %3372 to i32
  %3374 = icmp slt i32 %3363, %3373
  br i1 %3374, label %3375, label %3379

3375:                                             ; preds = %3362
  %3376 = load ptr, ptr %2, align 8
  call void @bsW(ptr noundef %3376, i32 noundef 2, i32 noundef 2)
  %3377 = load i32, ptr %37, align 4
  %3378 = add nsw i32 %3377, 1
  store i32 %3378, ptr %37, align 4
  br label %3362, !llvm.loop !41

3379:                                             ; preds = %3362
  br label %3380

3380:                                             ; preds = %3393, %3379
  %3381 = load i32, ptr %37, align 4
  %3382 = load ptr, ptr %2, align 8
  %3383 = getelementptr inbounds %struct.EState, ptr %3382, i32 0, i32 35
  %3384 = load i32, ptr %4, align 4
  %3385 = sext i32 %3384 to i64
  %3386 = getelementptr inbounds [6 x [258 x i8]], ptr %3383, i64 0, i64 %3385
  %3387 = load i32, ptr %5, align 4
  %3388 = sext i32 %3387 to i64
  %3389 = getelementptr inbounds [258 x i8], ptr %3386, i64 0, i64 %3388
  %3390 = load i8, ptr %3389, align 1
  %3391 = zext i8 %3390 to i32
  %3392 = icmp sgt i32 %3381, %3391
  br i1 %3392, label %3393, label %3397

3393:                                             ; preds = %3380
  %3394 = load ptr, ptr %2, align 8
  call void @bsW(ptr noundef %3394, i32 noundef 2, i32 noundef 3)
  %3395 = load i32, ptr %37, align 4
  %3396 = add nsw i32 %3395, -1
  store i32 %3396, ptr %37, align 4
  br label %3380, !llvm.loop !42

3397:                                             ; preds = %3380
  %3398 = load ptr, ptr %2, align 8
  call void @bsW(ptr noundef %3398, i32 noundef 1, i32 noundef 0)
  br label %3399

3399:                                             ; preds = %3397
  %3400 = load i32, ptr %5, align 4
  %3401 = add nsw i32 %3400, 1
  store i32 %3401, ptr %5, align 4
  br label %3357, !llvm.loop !43

3402:                                             ; preds = %3357
  br label %3403

3403:                                             ; preds = %3402
  %3404 = load i32, ptr %4, align 4
  %3405 = add nsw i32 %3404, 1
  store i32 %3405, ptr %4, align 4
  br label %3342, !llvm.loop !44

3406:                                             ; preds = %3342
  %3407 = load ptr, ptr %2, align 8
  %3408 = getelementptr inbounds %struct.EState, ptr %3407, i32 0, i32 28
  %3409 = load i32, ptr %3408, align 8
  %3410 = icmp sge i32 %3409, 3
  br i1 %3410, label %3411, label %3419

3411:                                             ; preds = %3406
  %3412 = load ptr, ptr @stderr, align 8
  %3413 = load ptr, ptr %2, align 8
  %3414 = getelementptr inbounds %struct.EState, ptr %3413, i32 0, i32 19
  %3415 = load i32, ptr %3414, align 4
  %3416 = load i32, ptr %19, align 4
  %3417 = sub nsw i32 %3415, %3416
  %3418 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %3412, ptr noundef @.str.9, i32 noundef %3417) #3
  br label %3419

3419:                                             ; preds = %3411, %3406
  %3420 = load ptr, ptr %2, align 8
  %3421 = getelementptr inbounds %struct.EState, ptr %3420, i32 0, i32 19
  %3422 = load i32, ptr %3421, align 4
  store i32 %3422, ptr %19, align 4
  store i32 0, ptr %17, align 4
  store i32 0, ptr %7, align 4
  br label %3423

3423:                                             ; preds = %3419, %4436
  %3424 = load i32, ptr %7, align 4
  %3425 = load ptr, ptr %2, align 8
  %3426 = getelementptr inbounds %struct.EState, ptr %3425, i32 0, i32 31
  %3427 = load i32, ptr %3426, align 4
  %3428 = icmp sge i32 %3424, %3427
  br i1 %3428, label %3429, label %3430

3429:                                             ; preds = %3423
  br label %4441

3430:                                             ; preds = %3423
  %3431 = load i32, ptr %7, align 4
  %3432 = add nsw i32 %3431, 50
  %3433 = sub nsw i32 %3432, 1
  store i32 %3433, ptr %8, align 4
  %3434 = load i32, ptr %8, align 4
  %3435 = load ptr, ptr %2, align 8
  %3436 = getelementptr inbounds %struct.EState, ptr %3435, i32 0, i32 31
  %3437 = load i32, ptr %3436, align 4
  %3438 = icmp sge i32 %3434, %3437
  br i1 %3438, label %3439, label %3444

3439:                                             ; preds = %3430
  %3440 = load ptr, ptr %2, align 8
  %3441 = getelementptr inbounds %struct.EState, ptr %3440, i32 0, i32 31
  %3442 = load i32, ptr %3441, align 4
  %3443 = sub nsw i32 %3442, 1
  store i32 %3443, ptr %8, align 4
  br label %3444

3444:                                             ; preds = %3439, %3430
  %3445 = load ptr, ptr %2, align 8
  %3446 = getelementptr inbounds %struct.EState, ptr %3445, i32 0, i32 33
  %3447 = load i32, ptr %17, align 4
  %3448 = sext i32 %3447 to i64
  %3449 = getelementptr inbounds [18002 x i8], ptr %3446, i64 0, i64 %3448
  %3450 = load i8, ptr %3449, align 1
  %3451 = zext i8 %3450 to i32
  %3452 = load i32, ptr %18, align 4
  %3453 = icmp slt i32 %3451, %3452
  br i1 %3453, label %3455, label %3454

3454:                                             ; preds = %3444
  call void @BZ2_bz__AssertH__fail(i32 noundef 3006)
  br label %3455

3455:                                             ; preds = %3454, %3444
  %3456 = load i32, ptr %18, align 4
  %3457 = icmp eq i32 %3456, 6
  br i1 %3457, label %3458, label %4387

3458:                                             ; preds = %3455
  %3459 = load i32, ptr %8, align 4
  %3460 = load i32, ptr %7, align 4
  %3461 = sub nsw i32 %3459, %3460
  %3462 = add nsw i32 %3461, 1
  %3463 = icmp eq i32 50, %3462
  br i1 %3463, label %3464, label %4387

3464:                                             ; preds = %3458
  %3465 = load ptr, ptr %2, align 8
  %3466 = getelementptr inbounds %struct.EState, ptr %3465, i32 0, i32 35
  %3467 = load ptr, ptr %2, align 8
  %3468 = getelementptr inbounds %struct.EState, ptr %3467, i32 0, i32 33
  %3469 = load i32, ptr %17, align 4
  %3470 = sext i32 %3469 to i64
  %3471 = getelementptr inbounds [18002 x i8], ptr %3468, i64 0, i64 %3470
  %3472 = load i8, ptr %3471, align 1
  %3473 = zext i8 %3472 to i64
  %3474 = getelementptr inbounds [6 x [258 x i8]], ptr %3466, i64 0, i64 %3473
  %3475 = getelementptr inbounds [258 x i8], ptr %3474, i64 0, i64 0
  store ptr %3475, ptr %39, align 8
  %3476 = load ptr, ptr %2, align 8
  %3477 = getelementptr inbounds %struct.EState, ptr %3476, i32 0, i32 36
  %3478 = load ptr, ptr %2, align 8
  %3479 = getelementptr inbounds %struct.EState, ptr %3478, i32 0, i32 33
  %3480 = load i32, ptr %17, align 4
  %3481 = sext i32 %3480 to i64
  %3482 = getelementptr inbounds [18002 x i8], ptr %3479, i64 0, i64 %3481
  %3483 = load i8, ptr %3482, align 1
  %3484 = zext i8 %3483 to i64
  %3485 = getelementptr inbounds [6 x [258 x i32]], ptr %3477, i64 0, i64 %3484
  %3486 = getelementptr inbounds [258 x i32], ptr %3485, i64 0, i64 0
  store ptr %3486, ptr %40, align 8
  %3487 = load ptr, ptr %22, align 8
  %3488 = load i32, ptr %7, align 4
  %3489 = add nsw i32 %3488, 0
  %3490 = sext i32 %3489 to i64
  %3491 = getelementptr inbounds i16, ptr %3487, i64 %3490
  %3492 = load i16, ptr %3491, align 2
  store i16 %3492, ptr %38, align 2
  %3493 = load ptr, ptr %2, align 8
  %3494 = load ptr, ptr %39, align 8
  %3495 = load i16, ptr %38, align 2
  %3496 = zext i16 %3495 to i64
  %3497 = getelementptr inbounds i8, ptr %3494, i64 %3496
  %3498 = load i8, ptr %3497, align 1
  %3499 = zext i8 %3498 to i32
  %3500 = load ptr, ptr %40, align 8
  %3501 = load i16, ptr %38, align 2
  %3502 = zext i16 %3501 to i64
  %3503 = getelementptr inbounds i32, ptr %3500, i64 %3502
  %3504 = load i32, ptr %3503, align 4
  call void @bsW(ptr noundef %3493, i32 noundef %3499, i32 noundef %3504)
  %3505 = load ptr, ptr %22, align 8
  %3506 = load i32, ptr %7, align 4
  %3507 = add nsw i32 %3506, 1
  %3508 = sext i32 %3507 to i64
  %3509 = getelementptr inbounds i16, ptr %3505, i64 %3508
  %3510 = load i16, ptr %3509, align 2
  store i16 %3510, ptr %38, align 2
  %3511 = load ptr, ptr %2, align 8
  %3512 = load ptr, ptr %39, align 8
  %3513 = load i16, ptr %38, align 2
  %3514 = zext i16 %3513 to i64
  %3515 = getelementptr inbounds i8, ptr %3512, i64 %3514
  %3516 = load i8, ptr %3515, align 1
  %3517 = zext i8 %3516 to i32
  %3518 = load ptr, ptr %40, align 8
  %3519 = load i16, ptr %38, align 2
  %3520 = zext i16 %3519 to i64
  %3521 = getelementptr inbounds i32, ptr %3518, i64 %3520
  %3522 = load i32, ptr %3521, align 4
  call void @bsW(ptr noundef %3511, i32 noundef %3517, i32 noundef %3522)
  %3523 = load ptr, ptr %22, align 8
  %3524 = load i32, ptr %7, align 4
  %3525 = add nsw i32 %3524, 2
  %3526 = sext i32 %3525 to i64
  %3527 = getelementptr inbounds i16, ptr %3523, i64 %3526
  %3528 = load i16, ptr %3527, align 2
  store i16 %3528, ptr %38, align 2
  %3529 = load ptr, ptr %2, align 8
  %3530 = load ptr, ptr %39, align 8
  %3531 = load i16, ptr %38, align 2
  %3532 = zext i16 %3531 to i64
  %3533 = getelementptr inbounds i8, ptr %3530, i64 %3532
  %3534 = load i8, ptr %3533, align 1
  %3535 = zext i8 %3534 to i32
  %3536 = load ptr, ptr %40, align 8
  %3537 = load i16, ptr %38, align 2
  %3538 = zext i16 %3537 to i64
  %3539 = getelementptr inbounds i32, ptr %3536, i64 %3538
  %3540 = load i32, ptr %3539, align 4
  call void @bsW(ptr noundef %3529, i32 noundef %3535, i32 noundef %3540)
  %3541 = load ptr, ptr %22, align 8
  %3542 = load i32, ptr %7, align 4
  %3543 = add nsw i32 %3542, 3
  %3544 = sext i32 %3543 to i64
  %3545 = getelementptr inbounds i16, ptr %3541, i64 %3544
  %3546 = load i16, ptr %3545, align 2
  store i16 %3546, ptr %38, align 2
  %3547 = load ptr, ptr %2, align 8
  %3548 = load ptr, ptr %39, align 8
  %3549 = load i16, ptr %38, align 2
  %3550 = zext i16 %3549 to i64
  %3551 = getelementptr inbounds i8, ptr %3548, i64 %3550
  %3552 = load i8, ptr %3551, align 1
  %3553 = zext i8 %3552 to i32
  %3554 = load ptr, ptr %40, align 8
  %3555 = load i16, ptr %38, align 2
  %3556 = zext i16 %3555 to i64
  %3557 = getelementptr inbounds i32, ptr %3554, i64 %3556
  %3558 = load i32, ptr %3557, align 4
  call void @bsW(ptr noundef %3547, i32 noundef %3553, i32 noundef %3558)
  %3559 = load ptr, ptr %22, align 8
  %3560 = load i32, ptr %7, align 4
  %3561 = add nsw i32 %3560, 4
  %3562 = sext i32 %3561 to i64
  %3563 = getelementptr inbounds i16, ptr %3559, i64 %3562
  %3564 = load i16, ptr %3563, align 2
  store i16 %3564, ptr %38, align 2
  %3565 = load ptr, ptr %2, align 8
  %3566 = load ptr, ptr %39, align 8
  %3567 = load i16, ptr %38, align 2
  %3568 = zext i16 %3567 to i64
  %3569 = getelementptr inbounds i8, ptr %3566, i64 %3568
  %3570 = load i8, ptr %3569, align 1
  %3571 = zext i8 %3570 to i32
  %3572 = load ptr, ptr %40, align 8
  %3573 = load i16, ptr %38, align 2
  %3574 = zext i16 %3573 to i64
  %3575 = getelementptr inbounds i32, ptr %3572, i64 %3574
  %3576 = load i32, ptr %3575, align 4
  call void @bsW(ptr noundef %3565, i32 noundef %3571, i32 noundef %3576)
  %3577 = load ptr, ptr %22, align 8
  %3578 = load i32, ptr %7, align 4
  %3579 = add nsw i32 %3578, 5
  %3580 = sext i32 %3579 to i64
  %3581 = getelementptr inbounds i16, ptr %3577, i64 %3580
  %3582 = load i16, ptr %3581, align 2
  store i16 %3582, ptr %38, align 2
  %3583 = load ptr, ptr %2, align 8
  %3584 = load ptr, ptr %39, align 8
  %3585 = load i16, ptr %38, align 2
  %3586 = zext i16 %3585 to i64
  %3587 = getelementptr inbounds i8, ptr %3584, i64 %3586
  %3588 = load i8, ptr %3587, align 1
  %3589 = zext i8 %3588 to i32
  %3590 = load ptr, ptr %40, align 8
  %3591 = load i16, ptr %38, align 2
  %3592 = zext i16 %3591 to i64
  %3593 = getelementptr inbounds i32, ptr %3590, i64 %3592
  %3594 = load i32, ptr %3593, align 4
  call void @bsW(ptr noundef %3583, i32 noundef %3589, i32 noundef %3594)
  %3595 = load ptr, ptr %22, align 8
  %3596 = load i32, ptr %7, align 4
  %3597 = add nsw i32 %3596, 6
  %3598 = sext i32 %3597 to i64
  %3599 = getelementptr inbounds i16, ptr %3595, i64 %3598
  %3600 = load i16, ptr %3599, align 2
  store i16 %3600, ptr %38, align 2
  %3601 = load ptr, ptr %2, align 8
  %3602 = load ptr, ptr %39, align 8
  %3603 = load i16, ptr %38, align 2
  %3604 = zext i16 %3603 to i64
  %3605 = getelementptr inbounds i8, ptr %3602, i64 %3604
  %3606 = load i8, ptr %3605, align 1
  %3607 = zext i8 %3606 to i32
  %3608 = load ptr, ptr %40, align 8
  %3609 = load i16, ptr %38, align 2
  %3610 = zext i16 %3609 to i64
  %3611 = getelementptr inbounds i32, ptr %3608, i64 %3610
  %3612 = load i32, ptr %3611, align 4
  call void @bsW(ptr noundef %3601, i32 noundef %3607, i32 noundef %3612)
  %3613 = load ptr, ptr %22, align 8
  %3614 = load i32, ptr %7, align 4
  %3615 = add nsw i32 %3614, 7
  %3616 = sext i32 %3615 to i64
  %3617 = getelementptr inbounds i16, ptr %3613, i64 %3616
  %3618 = load i16, ptr %3617, align 2
  store i16 %3618, ptr %38, align 2
  %3619 = load ptr, ptr %2, align 8
  %3620 = load ptr, ptr %39, align 8
  %3621 = load i16, ptr %38, align 2
  %3622 = zext i16 %3621 to i64
  %3623 = getelementptr inbounds i8, ptr %3620, i64 %3622
  %3624 = load i8, ptr %3623, align 1
  %3625 = zext i8 %3624 to i32
  %3626 = load ptr, ptr %40, align 8
  %3627 = load i16, ptr %38, align 2
  %3628 = zext i16 %3627 to i64
  %3629 = getelementptr inbounds i32, ptr %3626, i64 %3628
  %3630 = load i32, ptr %3629, align 4
  call void @bsW(ptr noundef %3619, i32 noundef %3625, i32 noundef %3630)
  %3631 = load ptr, ptr %22, align 8
  %3632 = load i32, ptr %7, align 4
  %3633 = add nsw i32 %3632, 8
  %3634 = sext i32 %3633 to i64
  %3635 = getelementptr inbounds i16, ptr %3631, i64 %3634
  %3636 = load i16, ptr %3635, align 2
  store i16 %3636, ptr %38, align 2
  %3637 = load ptr, ptr %2, align 8
  %3638 = load ptr, ptr %39, align 8
  %3639 = load i16, ptr %38, align 2
  %3640 = zext i16 %3639 to i64
  %3641 = getelementptr inbounds i8, ptr %3638, i64 %3640
  %3642 = load i8, ptr %3641, align 1
  %3643 = zext i8 %3642 to i32
  %3644 = load ptr, ptr %40, align 8
  %3645 = load i16, ptr %38, align 2
  %3646 = zext i16 %3645 to i64
  %3647 = getelementptr inbounds i32, ptr %3644, i64 %3646
  %3648 = load i32, ptr %3647, align 4
  call void @bsW(ptr noundef %3637, i32 noundef %3643, i32 noundef %3648)
  %3649 = load ptr, ptr %22, align 8
  %3650 = load i32, ptr %7, align 4
  %3651 = add nsw i32 %3650, 9
  %3652 = sext i32 %3651 to i64
  %3653 = getelementptr inbounds i16, ptr %3649, i64 %3652
  %3654 = load i16, ptr %3653, align 2
  store i16 %3654, ptr %38, align 2
  %3655 = load ptr, ptr %2, align 8
  %3656 = load ptr, ptr %39, align 8
  %3657 = load i16, ptr %38, align 2
  %3658 = zext i16 %3657 to i64
  %3659 = getelementptr inbounds i8, ptr %3656, i64 %3658
  %3660 = load i8, ptr %3659, align 1
  %3661 = zext i8 %3660 to i32
  %3662 = load ptr, ptr %40, align 8
  %3663 = load i16, ptr %38, align 2
  %3664 = zext i16 %3663 to i64
  %3665 = getelementptr inbounds i32, ptr %3662, i64 %3664
  %3666 = load i32, ptr %3665, align 4
  call void @bsW(ptr noundef %3655, i32 noundef %3661, i32 noundef %3666)
  %3667 = load ptr, ptr %22, align 8
  %3668 = load i32, ptr %7, align 4
  %3669 = add nsw i32 %3668, 10
  %3670 = sext i32 %3669 to i64
  %3671 = getelementptr inbounds i16, ptr %3667, i64 %3670
  %3672 = load i16, ptr %3671, align 2
  store i16 %3672, ptr %38, align 2
  %3673 = load ptr, ptr %2, align 8
  %3674 = load ptr, ptr %39, align 8
  %3675 = load i16, ptr %38, align 2
  %3676 = zext i16 %3675 to i64
  %3677 = getelementptr inbounds i8, ptr %3674, i64 %3676
  %3678 = load i8, ptr %3677, align 1
  %3679 = zext i8 %3678 to i32
  %3680 = load ptr, ptr %40, align 8
  %3681 = load i16, ptr %38, align 2
  %3682 = zext i16 %3681 to i64
  %3683 = getelementptr inbounds i32, ptr %3680, i64 %3682
  %3684 = load i32, ptr %3683, align 4
  call void @bsW(ptr noundef %3673, i32 noundef %3679, i32 noundef %3684)
  %3685 = load ptr, ptr %22, align 8
  %3686 = load i32, ptr %7, align 4
  %3687 = add nsw i32 %3686, 11
  %3688 = sext i32 %3687 to i64
  %3689 = getelementptr inbounds i16, ptr %3685, i64 %3688
  %3690 = load i16, ptr %3689, align 2
  store i16 %3690, ptr %38, align 2
  %3691 = load ptr, ptr %2, align 8
  %3692 = load ptr, ptr %39, align 8
  %3693 = load i16, ptr %38, align 2
  %3694 = zext i16 %3693 to i64
  %3695 = getelementptr inbounds i8, ptr %3692, i64 %3694
  %3696 = load i8, ptr %3695, align 1
  %3697 = zext i8 %3696 to i32
  %3698 = load ptr, ptr %40, align 8
  %3699 = load i16, ptr %38, align 2
  %3700 = zext i16 %3699 to i64
  %3701 = getelementptr inbounds i32, ptr %3698, i64 %3700
  %3702 = load i32, ptr %3701, align 4
  call void @bsW(ptr noundef %3691, i32 noundef %3697, i32 noundef %3702)
  %3703 = load ptr, ptr %22, align 8
  %3704 = load i32, ptr %7, align 4
  %3705 = add nsw i32 %3704, 12
  %3706 = sext i32 %3705 to i64
  %3707 = getelementptr inbounds i16, ptr %3703, i64 %3706
  %3708 = load i16, ptr %3707, align 2
  store i16 %3708, ptr %38, align 2
  %3709 = load ptr, ptr %2, align 8
  %3710 = load ptr, ptr %39, align 8
  %3711 = load i16, ptr %38, align 2
  %3712 = zext i16 %3711 to i64
  %3713 = getelementptr inbounds i8, ptr %3710, i64 %3712
  %3714 = load i8, ptr %3713, align 1
  %3715 = zext i8 %3714 to i32
  %3716 = load ptr, ptr %40, align 8
  %3717 = load i16, ptr %38, align 2
  %3718 = zext i16 %3717 to i64
  %3719 = getelementptr inbounds i32, ptr %3716, i64 %3718
  %3720 = load i32, ptr %3719, align 4
  call void @bsW(ptr noundef %3709, i32 noundef %3715, i32 noundef %3720)
  %3721 = load ptr, ptr %22, align 8
  %3722 = load i32, ptr %7, align 4
  %3723 = add nsw i32 %3722, 13
  %3724 = sext i32 %3723 to i64
  %3725 = getelementptr inbounds i16, ptr %3721, i64 %3724
  %3726 = load i16, ptr %3725, align 2
  store i16 %3726, ptr %38, align 2
  %3727 = load ptr, ptr %2, align 8
  %3728 = load ptr, ptr %39, align 8
  %3729 = load i16, ptr %38, align 2
  %3730 = zext i16 %3729 to i64
  %3731 = getelementptr inbounds i8, ptr %3728, i64 %3730
  %3732 = load i8, ptr %3731, align 1
  %3733 = zext i8 %3732 to i32
  %3734 = load ptr, ptr %40, align 8
  %3735 = load i16, ptr %38, align 2
  %3736 = zext i16 %3735 to i64
  %3737 = getelementptr inbounds i32, ptr %3734, i64 %3736
  %3738 = load i32, ptr %3737, align 4
  call void @bsW(ptr noundef %3727, i32 noundef %3733, i32 noundef %3738)
  %3739 = load ptr, ptr %22, align 8
  %3740 = load i32, ptr %7, align 4
  %3741 = add nsw i32 %3740, 14
  %3742 = sext i32 %3741 to i64
  %3743 = getelementptr inbounds i16, ptr %3739, i64 %3742
  %3744 = load i16, ptr %3743, align 2
  store i16 %3744, ptr %38, align 2
  %3745 = load ptr, ptr %2, align 8
  %3746 = load ptr, ptr %39, align 8
  %3747 = load i16, ptr %38, align 2
  %3748 = zext i16 %3747 to i64
  %3749 = getelementptr inbounds i8, ptr %3746, i64 %3748
  %3750 = load i8, ptr %3749, align 1
  %3751 = zext i8 %3750 to i32
  %3752 = load ptr, ptr %40, align 8
  %3753 = load i16, ptr %38, align 2
  %3754 = zext i16 %3753 to i64
  %3755 = getelementptr inbounds i32, ptr %3752, i64 %3754
  %3756 = load i32, ptr %3755, align 4
  call void @bsW(ptr noundef %3745, i32 noundef %3751, i32 noundef %3756)
  %3757 = load ptr, ptr %22, align 8
  %3758 = load i32, ptr %7, align 4
  %3759 = add nsw i32 %3758, 15
  %3760 = sext i32 %3759 to i64
  %3761 = getelementptr inbounds i16, ptr %3757, i64 %3760
  %3762 = load i16, ptr %3761, align 2
  store i16 %3762, ptr %38, align 2
  %3763 = load ptr, ptr %2, align 8
  %3764 = load ptr, ptr %39, align 8
  %3765 = load i16, ptr %38, align 2
  %3766 = zext i16 %3765 to i64
  %3767 = getelementptr inbounds i8, ptr %3764, i64 %3766
  %3768 = load i8, ptr %3767, align 1
  %3769 = zext i8 %3768 to i32
  %3770 = load ptr, ptr %40, align 8
  %3771 = load i16, ptr %38, align 2
  %3772 = zext i16 %3771 to i64
  %3773 = getelementptr inbounds i32, ptr %3770, i64 %3772
  %3774 = load i32, ptr %3773, align 4
  call void @bsW(ptr noundef %3763, i32 noundef %3769, i32 noundef %3774)
  %3775 = load ptr, ptr %22, align 8
  %3776 = load i32, ptr %7, align 4
  %3777 = add nsw i32 %3776, 16
  %3778 = sext i32 %3777 to i64
  %3779 = getelementptr inbounds i16, ptr %3775, i64 %3778
  %3780 = load i16, ptr %3779, align 2
  store i16 %3780, ptr %38, align 2
  %3781 = load ptr, ptr %2, align 8
  %3782 = load ptr, ptr %39, align 8
  %3783 = load i16, ptr %38, align 2
  %3784 = zext i16 %3783 to i64
  %3785 = getelementptr inbounds i8, ptr %3782, i64 %3784
  %3786 = load i8, ptr %3785, align 1
  %3787 = zext i8 %3786 to i32
  %3788 = load ptr, ptr %40, align 8
  %3789 = load i16, ptr %38, align 2
  %3790 = zext i16 %3789 to i64
  %3791 = getelementptr inbounds i32, ptr %3788, i64 %3790
  %3792 = load i32, ptr %3791, align 4
  call void @bsW(ptr noundef %3781, i32 noundef %3787, i32 noundef %3792)
  %3793 = load ptr, ptr %22, align 8
  %3794 = load i32, ptr %7, align 4
  %3795 = add nsw i32 %3794, 17
  %3796 = sext i32 %3795 to i64
  %3797 = getelementptr inbounds i16, ptr %3793, i64 %3796
  %3798 = load i16, ptr %3797, align 2
  store i16 %3798, ptr %38, align 2
  %3799 = load ptr, ptr %2, align 8
  %3800 = load ptr, ptr %39, align 8
  %3801 = load i16, ptr %38, align 2
  %3802 = zext i16 %3801 to i64
  %3803 = getelementptr inbounds i8, ptr %3800, i64 %3802
  %3804 = load i8, ptr %3803, align 1
  %3805 = zext i8 %3804 to i32
  %3806 = load ptr, ptr %40, align 8
  %3807 = load i16, ptr %38, align 2
  %3808 = zext i16 %3807 to i64
  %3809 = getelementptr inbounds i32, ptr %3806, i64 %3808
  %3810 = load i32, ptr %3809, align 4
  call void @bsW(ptr noundef %3799, i32 noundef %3805, i32 noundef %3810)
  %3811 = load ptr, ptr %22, align 8
  %3812 = load i32, ptr %7, align 4
  %3813 = add nsw i32 %3812, 18
  %3814 = sext i32 %3813 to i64
  %3815 = getelementptr inbounds i16, ptr %3811, i64 %3814
  %3816 = load i16, ptr %3815, align 2
  store i16 %3816, ptr %38, align 2
  %3817 = load ptr, ptr %2, align 8
  %3818 = load ptr, ptr %39, align 8
  %3819 = load i16, ptr %38, align 2
  %3820 = zext i16 %3819 to i64
  %3821 = getelementptr inbounds i8, ptr %3818, i64 %3820
  %3822 = load i8, ptr %3821, align 1
  %3823 = zext i8 %3822 to i32
  %3824 = load ptr, ptr %40, align 8
  %3825 = load i16, ptr %38, align 2
  %3826 = zext i16 %3825 to i64
  %3827 = getelementptr inbounds i32, ptr %3824, i64 %3826
  %3828 = load i32, ptr %3827, align 4
  call void @bsW(ptr noundef %3817, i32 noundef %3823, i32 noundef %3828)
  %3829 = load ptr, ptr %22, align 8
  %3830 = load i32, ptr %7, align 4
  %3831 = add nsw i32 %3830, 19
  %3832 = sext i32 %3831 to i64
  %3833 = getelementptr inbounds i16, ptr %3829, i64 %3832
  %3834 = load i16, ptr %3833, align 2
  store i16 %3834, ptr %38, align 2
  %3835 = load ptr, ptr %2, align 8
  %3836 = load ptr, ptr %39, align 8
  %3837 = load i16, ptr %38, align 2
  %3838 = zext i16 %3837 to i64
  %3839 = getelementptr inbounds i8, ptr %3836, i64 %3838
  %3840 = load i8, ptr %3839, align 1
  %3841 = zext i8 %3840 to i32
  %3842 = load ptr, ptr %40, align 8
  %3843 = load i16, ptr %38, align 2
  %3844 = zext i16 %3843 to i64
  %3845 = getelementptr inbounds i32, ptr %3842, i64 %3844
  %3846 = load i32, ptr %3845, align 4
  call void @bsW(ptr noundef %3835, i32 noundef %3841, i32 noundef %3846)
  %3847 = load ptr, ptr %22, align 8
  %3848 = load i32, ptr %7, align 4
  %3849 = add nsw i32 %3848, 20
  %3850 = sext i32 %3849 to i64
  %3851 = getelementptr inbounds i16, ptr %3847, i64 %3850
  %3852 = load i16, ptr %3851, align 2
  store i16 %3852, ptr %38, align 2
  %3853 = load ptr, ptr %2, align 8
  %3854 = load ptr, ptr %39, align 8
  %3855 = load i16, ptr %38, align 2
  %3856 = zext i16 %3855 to i64
  %3857 = getelementptr inbounds i8, ptr %3854, i64 %3856
  %3858 = load i8, ptr %3857, align 1
  %3859 = zext i8 %3858 to i32
  %3860 = load ptr, ptr %40, align 8
  %3861 = load i16, ptr %38, align 2
  %3862 = zext i16 %3861 to i64
  %3863 = getelementptr inbounds i32, ptr %3860, i64 %3862
  %3864 = load i32, ptr %3863, align 4
  call void @bsW(ptr noundef %3853, i32 noundef %3859, i32 noundef %3864)
  %3865 = load ptr, ptr %22, align 8
  %3866 = load i32, ptr %7, align 4
  %3867 = add nsw i32 %3866, 21
  %3868 = sext i32 %3867 to i64
  %3869 = getelementptr inbounds i16, ptr %3865, i64 %3868
  %3870 = load i16, ptr %3869, align 2
  store i16 %3870, ptr %38, align 2
  %3871 = load ptr, ptr %2, align 8
  %3872 = load ptr, ptr %39, align 8
  %3873 = load i16, ptr %38, align 2
  %3874 = zext i16 %3873 to i64
  %3875 = getelementptr inbounds i8, ptr %3872, i64 %3874
  %3876 = load i8, ptr %3875, align 1
  %3877 = zext i8 %3876 to i32
  %3878 = load ptr, ptr %40, align 8
  %3879 = load i16, ptr %38, align 2
  %3880 = zext i16 %3879 to i64
  %3881 = getelementptr inbounds i32, ptr %3878, i64 %3880
  %3882 = load i32, ptr %3881, align 4
  call void @bsW(ptr noundef %3871, i32 noundef %3877, i32 noundef %3882)
  %3883 = load ptr, ptr %22, align 8
  %3884 = load i32, ptr %7, align 4
  %3885 = add nsw i32 %3884, 22
  %3886 = sext i32 %3885 to i64
  %3887 = getelementptr inbounds i16, ptr %3883, i64 %3886
  %3888 = load i16, ptr %3887, align 2
  store i16 %3888, ptr %38, align 2
  %3889 = load ptr, ptr %2, align 8
  %3890 = load ptr, ptr %39, align 8
  %3891 = load i16, ptr %38, align 2
  %3892 = zext i16 %3891 to i64
  %3893 = getelementptr inbounds i8, ptr %3890, i64 %3892
  %3894 = load i8, ptr %3893, align 1
  %3895 = zext i8 %3894 to i32
  %3896 = load ptr, ptr %40, align 8
  %3897 = load i16, ptr %38, align 2
  %3898 = zext i16 %3897 to i64
  %3899 = getelementptr inbounds i32, ptr %3896, i64 %3898
  %3900 = load i32, ptr %3899, align 4
  call void @bsW(ptr noundef %3889, i32 noundef %3895, i32 noundef %3900)
  %3901 = load ptr, ptr %22, align 8
  %3902 = load i32, ptr %7, align 4
  %3903 = add nsw i32 %3902, 23
  %3904 = sext i32 %3903 to i64
  %3905 = getelementptr inbounds i16, ptr %3901, i64 %3904
  %3906 = load i16, ptr %3905, align 2
  store i16 %3906, ptr %38, align 2
  %3907 = load ptr, ptr %2, align 8
  %3908 = load ptr, ptr %39, align 8
  %3909 = load i16, ptr %38, align 2
  %3910 = zext i16 %3909 to i64
  %3911 = getelementptr inbounds i8, ptr %3908, i64 %3910
  %3912 = load i8, ptr %3911, align 1
  %3913 = zext i8 %3912 to i32
  %3914 = load ptr, ptr %40, align 8
  %3915 = load i16, ptr %38, align 2
  %3916 = zext i16 %3915 to i64
  %3917 = getelementptr inbounds i32, ptr %3914, i64 %3916
  %3918 = load i32, ptr %3917, align 4
  call void @bsW(ptr noundef %3907, i32 noundef %3913, i32 noundef %3918)
  %3919 = load ptr, ptr %22, align 8
  %3920 = load i32, ptr %7, align 4
  %3921 = add nsw i32 %3920, 24
  %3922 = sext i32 %3921 to i64
  %3923 = getelementptr inbounds i16, ptr %3919, i64 %3922
  %3924 = load i16, ptr %3923, align 2
  store i16 %3924, ptr %38, align 2
  %3925 = load ptr, ptr %2, align 8
  %3926 = load ptr, ptr %39, align 8
  %3927 = load i16, ptr %38, align 2
  %3928 = zext i16 %3927 to i64
  %3929 = getelementptr inbounds i8, ptr %3926, i64 %3928
  %3930 = load i8, ptr %3929, align 1
  %3931 = zext i8 %3930 to i32
  %3932 = load ptr, ptr %40, align 8
  %3933 = load i16, ptr %38, align 2
  %3934 = zext i16 %3933 to i64
  %3935 = getelementptr inbounds i32, ptr %3932, i64 %3934
  %3936 = load i32, ptr %3935, align 4
  call void @bsW(ptr noundef %3925, i32 noundef %3931, i32 noundef %3936)
  %3937 = load ptr, ptr %22, align 8
  %3938 = load i32, ptr %7, align 4
  %3939 = add nsw i32 %3938, 25
  %3940 = sext i32 %3939 to i64
  %3941 = getelementptr inbounds i16, ptr %3937, i64 %3940
  %3942 = load i16, ptr %3941, align 2
  store i16 %3942, ptr %38, align 2
  %3943 = load ptr, ptr %2, align 8
  %3944 = load ptr, ptr %39, align 8
  %3945 = load i16, ptr %38, align 2
  %3946 = zext i16 %3945 to i64
  %3947 = getelementptr inbounds i8, ptr %3944, i64 %3946
  %3948 = load i8, ptr %3947, align 1
  %3949 = zext i8 %3948 to i32
  %3950 = load ptr, ptr %40, align 8
  %3951 = load i16, ptr %38, align 2
  %3952 = zext i16 %3951 to i64
  %3953 = getelementptr inbounds i32, ptr %3950, i64 %3952
  %3954 = load i32, ptr %3953, align 4
  call void @bsW(ptr noundef %3943, i32 noundef %3949, i32 noundef %3954)
  %3955 = load ptr, ptr %22, align 8
  %3956 = load i32, ptr %7, align 4
  %3957 = add nsw i32 %3956, 26
  %3958 = sext i32 %3957 to i64
  %3959 = getelementptr inbounds i16, ptr %3955, i64 %3958
  %3960 = load i16, ptr %3959, align 2
  store i16 %3960, ptr %38, align 2
  %3961 = load ptr, ptr %2, align 8
  %3962 = load ptr, ptr %39, align 8
  %3963 = load i16, ptr %38, align 2
  %3964 = zext i16 %3963 to i64
  %3965 = getelementptr inbounds i8, ptr %3962, i64 %3964
  %3966 = load i8, ptr %3965, align 1
  %3967 = zext i8 %3966 to i32
  %3968 = load ptr, ptr %40, align 8
  %3969 = load i16, ptr %38, align 2
  %3970 = zext i16 %3969 to i64
  %3971 = getelementptr inbounds i32, ptr %3968, i64 %3970
  %3972 = load i32, ptr %3971, align 4
  call void @bsW(ptr noundef %3961, i32 noundef %3967, i32 noundef %3972)
  %3973 = load ptr, ptr %22, align 8
  %3974 = load i32, ptr %7, align 4
  %3975 = add nsw i32 %3974, 27
  %3976 = sext i32 %3975 to i64
  %3977 = getelementptr inbounds i16, ptr %3973, i64 %3976
  %3978 = load i16, ptr %3977, align 2
  store i16 %3978, ptr %38, align 2
  %3979 = load ptr, ptr %2, align 8
  %3980 = load ptr, ptr %39, align 8
  %3981 = load i16, ptr %38, align 2
  %3982 = zext i16 %3981 to i64
  %3983 = getelementptr inbounds i8, ptr %3980, i64 %3982
  %3984 = load i8, ptr %3983, align 1
  %3985 = zext i8 %3984 to i32
  %3986 = load ptr, ptr %40, align 8
  %3987 = load i16, ptr %38, align 2
  %3988 = zext i16 %3987 to i64
  %3989 = getelementptr inbounds i32, ptr %3986, i64 %3988
  %3990 = load i32, ptr %3989, align 4
  call void @bsW(ptr noundef %3979, i32 noundef %3985, i32 noundef %3990)
  %3991 = load ptr, ptr %22, align 8
  %3992 = load i32, ptr %7, align 4
  %3993 = add nsw i32 %3992, 28
  %3994 = sext i32 %3993 to i64
  %3995 = getelementptr inbounds i16, ptr %3991, i64 %3994
  %3996 = load i16, ptr %3995, align 2
  store i16 %3996, ptr %38, align 2
  %3997 = load ptr, ptr %2, align 8
  %3998 = load ptr, ptr %39, align 8
  %3999 = load i16, ptr %38, align 2
  %4000 = zext i16 %3999 to i64
  %4001 = getelementptr inbounds i8, ptr %3998, i64 %4000
  %4002 = load i8, ptr %4001, align 1
  %4003 = zext i8 %4002 to i32
  %4004 = load ptr, ptr %40, align 8
  %4005 = load i16, ptr %38, align 2
  %4006 = zext i16 %4005 to i64
  %4007 = getelementptr inbounds i32, ptr %4004, i64 %4006
  %4008 = load i32, ptr %4007, align 4
  call void @bsW(ptr noundef %3997, i32 noundef %4003, i32 noundef %4008)
  %4009 = load ptr, ptr %22, align 8
  %4010 = load i32, ptr %7, align 4
  %4011 = add nsw i32 %4010, 29
  %4012 = sext i32 %4011 to i64
  %4013 = getelementptr inbounds i16, ptr %4009, i64 %4012
  %4014 = load i16, ptr %4013, align 2
  store i16 %4014, ptr %38, align 2
  %4015 = load ptr, ptr %2, align 8
  %4016 = load ptr, ptr %39, align 8
  %4017 = load i16, ptr %38, align 2
  %4018 = zext i16 %4017 to i64
  %4019 = getelementptr inbounds i8, ptr %4016, i64 %4018
  %4020 = load i8, ptr %4019, align 1
  %4021 = zext i8 %4020 to i32
  %4022 = load ptr, ptr %40, align 8
  %4023 = load i16, ptr %38, align 2
  %4024 = zext i16 %4023 to i64
  %4025 = getelementptr inbounds i32, ptr %4022, i64 %4024
  %4026 = load i32, ptr %4025, align 4
  call void @bsW(ptr noundef %4015, i32 noundef %4021, i32 noundef %4026)
  %4027 = load ptr, ptr %22, align 8
  %4028 = load i32, ptr %7, align 4
  %4029 = add nsw i32 %4028, 30
  %4030 = sext i32 %4029 to i64
  %4031 = getelementptr inbounds i16, ptr %4027, i64 %4030
  %4032 = load i16, ptr %4031, align 2
  store i16 %4032, ptr %38, align 2
  %4033 = load ptr, ptr %2, align 8
  %4034 = load ptr, ptr %39, align 8
  %4035 = load i16, ptr %38, align 2
  %4036 = zext i16 %4035 to i64
  %4037 = getelementptr inbounds i8, ptr %4034, i64 %4036
  %4038 = load i8, ptr %4037, align 1
  %4039 = zext i8 %4038 to i32
  %4040 = load ptr, ptr %40, align 8
  %4041 = load i16, ptr %38, align 2
  %4042 = zext i16 %4041 to i64
  %4043 = getelementptr inbounds i32, ptr %4040, i64 %4042
  %4044 = load i32, ptr %4043, align 4
  call void @bsW(ptr noundef %4033, i32 noundef %4039, i32 noundef %4044)
  %4045 = load ptr, ptr %22, align 8
  %4046 = load i32, ptr %7, align 4
  %4047 = add nsw i32 %4046, 31
  %4048 = sext i32 %4047 to i64
  %4049 = getelementptr inbounds i16, ptr %4045, i64 %4048
  %4050 = load i16, ptr %4049, align 2
  store i16 %4050, ptr %38, align 2
  %4051 = load ptr, ptr %2, align 8
  %4052 = load ptr, ptr %39, align 8
  %4053 = load i16, ptr %38, align 2
  %4054 = zext i16 %4053 to i64
  %4055 = getelementptr inbounds i8, ptr %4052, i64 %4054
  %4056 = load i8, ptr %4055, align 1
  %4057 = zext i8 %4056 to i32
  %4058 = load ptr, ptr %40, align 8
  %4059 = load i16, ptr %38, align 2
  %4060 = zext i16 %4059 to i64
  %4061 = getelementptr inbounds i32, ptr %4058, i64 %4060
  %4062 = load i32, ptr %4061, align 4
  call void @bsW(ptr noundef %4051, i32 noundef %4057, i32 noundef %4062)
  %4063 = load ptr, ptr %22, align 8
  %4064 = load i32, ptr %7, align 4
  %4065 = add nsw i32 %4064, 32
  %4066 = sext i32 %4065 to i64
  %4067 = getelementptr inbounds i16, ptr %4063, i64 %4066
  %4068 = load i16, ptr %4067, align 2
  store i16 %4068, ptr %38, align 2
  %4069 = load ptr, ptr %2, align 8
  %4070 = load ptr, ptr %39, align 8
  %4071 = load i16, ptr %38, align 2
  %4072 = zext i16 %4071 to i64
  %4073 = getelementptr inbounds i8, ptr %4070, i64 %4072
  %4074 = load i8, ptr %4073, align 1
  %4075 = zext i8 %4074 to i32
  %4076 = load ptr, ptr %40, align 8
  %4077 = load i16, ptr %38, align 2
  %4078 = zext i16 %4077 to i64
  %4079 = getelementptr inbounds i32, ptr %4076, i64 %4078
  %4080 = load i32, ptr %4079, align 4
  call void @bsW(ptr noundef %4069, i32 noundef %4075, i32 noundef %4080)
  %4081 = load ptr, ptr %22, align 8
  %4082 = load i32, ptr %7, align 4
  %4083 = add nsw i32 %4082, 33
  %4084 = sext i32 %4083 to i64
  %4085 = getelementptr inbounds i16, ptr %4081, i64 %4084
  %4086 = load i16, ptr %4085, align 2
  store i16 %4086, ptr %38, align 2
  %4087 = load ptr, ptr %2, align 8
  %4088 = load ptr, ptr %39, align 8
  %4089 = load i16, ptr %38, align 2
  %4090 = zext i16 %4089 to i64
  %4091 = getelementptr inbounds i8, ptr %4088, i64 %4090
  %4092 = load i8, ptr %4091, align 1
  %4093 = zext i8 %4092 to i32
  %4094 = load ptr, ptr %40, align 8
  %4095 = load i16, ptr %38, align 2
  %4096 = zext i16 %4095 to i64
  %4097 = getelementptr inbounds i32, ptr %4094, i64 %4096
  %4098 = load i32, ptr %4097, align 4
  call void @bsW(ptr noundef %4087, i32 noundef %4093, i32 noundef %4098)
  %4099 = load ptr, ptr %22, align 8
  %4100 = load i32, ptr %7, align 4
  %4101 = add nsw i32 %4100, 34
  %4102 = sext i32 %4101 to i64
  %4103 = getelementptr inbounds i16, ptr %4099, i64 %4102
  %4104 = load i16, ptr %4103, align 2
  store i16 %4104, ptr %38, align 2
  %4105 = load ptr, ptr %2, align 8
  %4106 = load ptr, ptr %39, align 8
  %4107 = load i16, ptr %38, align 2
  %4108 = zext i16 %4107 to i64
  %4109 = getelementptr inbounds i8, ptr %4106, i64 %4108
  %4110 = load i8, ptr %4109, align 1
  %4111 = zext i8 %4110 to i32
  %4112 = load ptr, ptr %40, align 8
  %4113 = load i16, ptr %38, align 2
  %4114 = zext i16 %4113 to i64
  %4115 = getelementptr inbounds i32, ptr %4112, i64 %4114
  %4116 = load i32, ptr %4115, align 4
  call void @bsW(ptr noundef %4105, i32 noundef %4111, i32 noundef %4116)
  %4117 = load ptr, ptr %22, align 8
  %4118 = load i32, ptr %7, align 4
  %4119 = add nsw i32 %4118, 35
  %4120 = sext i32 %4119 to i64
  %4121 = getelementptr inbounds i16, ptr %4117, i64 %4120
  %4122 = load i16, ptr %4121, align 2
  store i16 %4122, ptr %38, align 2
  %4123 = load ptr, ptr %2, align 8
  %4124 = load ptr, ptr %39, align 8
  %4125 = load i16, ptr %38, align 2
  %4126 = zext i16 %4125 to i64
  %4127 = getelementptr inbounds i8, ptr %4124, i64 %4126
  %4128 = load i8, ptr %4127, align 1
  %4129 = zext i8 %4128 to i32
  %4130 = load ptr, ptr %40, align 8
  %4131 = load i16, ptr %38, align 2
  %4132 = zext i16 %4131 to i64
  %4133 = getelementptr inbounds i32, ptr %4130, i64 %4132
  %4134 = load i32, ptr %4133, align 4
  call void @bsW(ptr noundef %4123, i32 noundef %4129, i32 noundef %4134)
  %4135 = load ptr, ptr %22, align 8
  %4136 = load i32, ptr %7, align 4
  %4137 = add nsw i32 %4136, 36
  %4138 = sext i32 %4137 to i64
  %4139 = getelementptr inbounds i16, ptr %4135, i64 %4138
  %4140 = load i16, ptr %4139, align 2
  store i16 %4140, ptr %38, align 2
  %4141 = load ptr, ptr %2, align 8
  %4142 = load ptr, ptr %39, align 8
  %4143 = load i16, ptr %38, align 2
  %4144 = zext i16 %4143 to i64
  %4145 = getelementptr inbounds i8, ptr %4142, i64 %4144
  %4146 = load i8, ptr %4145, align 1
  %4147 = zext i8 %4146 to i32
  %4148 = load ptr, ptr %40, align 8
  %4149 = load i16, ptr %38, align 2
  %4150 = zext i16 %4149 to i64
  %4151 = getelementptr inbounds i32, ptr %4148, i64 %4150
  %4152 = load i32, ptr %4151, align 4
  call void @bsW(ptr noundef %4141, i32 noundef %4147, i32 noundef %4152)
  %4153 = load ptr, ptr %22, align 8
  %4154 = load i32, ptr %7, align 4
  %4155 = add nsw i32 %4154, 37
  %4156 = sext i32 %4155 to i64
  %4157 = getelementptr inbounds i16, ptr %4153, i64 %4156
  %4158 = load i16, ptr %4157, align 2
  store i16 %4158, ptr %38, align 2
  %4159 = load ptr, ptr %2, align 8
  %4160 = load ptr, ptr %39, align 8
  %4161 = load i16, ptr %38, align 2
  %4162 = zext i16 %4161 to i64
  %4163 = getelementptr inbounds i8, ptr %4160, i64 %4162
  %4164 = load i8, ptr %4163, align 1
  %4165 = zext i8 %4164 to i32
  %4166 = load ptr, ptr %40, align 8
  %4167 = load i16, ptr %38, align 2
  %4168 = zext i16 %4167 to i64
  %4169 = getelementptr inbounds i32, ptr %4166, i64 %4168
  %4170 = load i32, ptr %4169, align 4
  call void @bsW(ptr noundef %4159, i32 noundef %4165, i32 noundef %4170)
  %4171 = load ptr, ptr %22, align 8
  %4172 = load i32, ptr %7, align 4
  %4173 = add nsw i32 %4172, 38
  %4174 = sext i32 %4173 to i64
  %4175 = getelementptr inbounds i16, ptr %4171, i64 %4174
  %4176 = load i16, ptr %4175, align 2
  store i16 %4176, ptr %38, align 2
  %4177 = load ptr, ptr %2, align 8
  %4178 = load ptr, ptr %39, align 8
  %4179 = load i16, ptr %38, align 2
  %4180 = zext i16 %4179 to i64
  %4181 = getelementptr inbounds i8, ptr %4178, i64 %4180
  %4182 = load i8, ptr %4181, align 1
  %4183 = zext i8 %4182 to i32
  %4184 = load ptr, ptr %40, align 8
  %4185 = load i16, ptr %38, align 2
  %4186 = zext i16 %4185 to i64
  %4187 = getelementptr inbounds i32, ptr %4184, i64 %4186
  %4188 = load i32, ptr %4187, align 4
  call void @bsW(ptr noundef %4177, i32 noundef %4183, i32 noundef %4188)
  %4189 = load ptr, ptr %22, align 8
  %4190 = load i32, ptr %7, align 4
  %4191 = add nsw i32 %4190, 39
  %4192 = sext i32 %4191 to i64
  %4193 = getelementptr inbounds i16, ptr %4189, i64 %4192
  %4194 = load i16, ptr %4193, align 2
  store i16 %4194, ptr %38, align 2
  %4195 = load ptr, ptr %2, align 8
  %4196 = load ptr, ptr %39, align 8
  %4197 = load i16, ptr %38, align 2
  %4198 = zext i16 %4197 to i64
  %4199 = getelementptr inbounds i8, ptr %4196, i64 %4198
  %4200 = load i8, ptr %4199, align 1
  %4201 = zext i8 %4200 to i32
  %4202 = load ptr, ptr %40, align 8
  %4203 = load i16, ptr %38, align 2
  %4204 = zext i16 %4203 to i64
  %4205 = getelementptr inbounds i32, ptr %4202, i64 %4204
  %4206 = load i32, ptr %4205, align 4
  call void @bsW(ptr noundef %4195, i32 noundef %4201, i32 noundef %4206)
  %4207 = load ptr, ptr %22, align 8
  %4208 = load i32, ptr %7, align 4
  %4209 = add nsw i32 %4208, 40
  %4210 = sext i32 %4209 to i64
  %4211 = getelementptr inbounds i16, ptr %4207, i64 %4210
  %4212 = load i16, ptr %4211, align 2
  store i16 %4212, ptr %38, align 2
  %4213 = load ptr, ptr %2, align 8
  %4214 = load ptr, ptr %39, align 8
  %4215 = load i16, ptr %38, align 2
  %4216 = zext i16 %4215 to i64
  %4217 = getelementptr inbounds i8, ptr %4214, i64 %4216
  %4218 = load i8, ptr %4217, align 1
  %4219 = zext i8 %4218 to i32
  %4220 = load ptr, ptr %40, align 8
  %4221 = load i16, ptr %38, align 2
  %4222 = zext i16 %4221 to i64
  %4223 = getelementptr inbounds i32, ptr %4220, i64 %4222
  %4224 = load i32, ptr %4223, align 4
  call void @bsW(ptr noundef %4213, i32 noundef %4219, i32 noundef %4224)
  %4225 = load ptr, ptr %22, align 8
  %4226 = load i32, ptr %7, align 4
  %4227 = add nsw i32 %4226, 41
  %4228 = sext i32 %4227 to i64
  %4229 = getelementptr inbounds i16, ptr %4225, i64 %4228
  %4230 = load i16, ptr %4229, align 2
  store i16 %4230, ptr %38, align 2
  %4231 = load ptr, ptr %2, align 8
  %4232 = load ptr, ptr %39, align 8
  %4233 = load i16, ptr %38, align 2
  %4234 = zext i16 %4233 to i64
  %4235 = getelementptr inbounds i8, ptr %4232, i64 %4234
  %4236 = load i8, ptr %4235, align 1
  %4237 = zext i8 %4236 to i32
  %4238 = load ptr, ptr %40, align 8
  %4239 = load i16, ptr %38, align 2
  %4240 = zext i16 %4239 to i64
  %4241 = getelementptr inbounds i32, ptr %4238, i64 %4240
  %4242 = load i32, ptr %4241, align 4
  call void @bsW(ptr noundef %4231, i32 noundef %4237, i32 noundef %4242)
  %4243 = load ptr, ptr %22, align 8
  %4244 = load i32, ptr %7, align 4
  %4245 = add nsw i32 %4244, 42
  %4246 = sext i32 %4245 to i64
  %4247 = getelementptr inbounds i16, ptr %4243, i64 %4246
  %4248 = load i16, ptr %4247, align 2
  store i16 %4248, ptr %38, align 2
  %4249 = load ptr, ptr %2, align 8
  %4250 = load ptr, ptr %39, align 8
  %4251 = load i16, ptr %38, align 2
  %4252 = zext i16 %4251 to i64
  %4253 = getelementptr inbounds i8, ptr %4250, i64 %4252
  %4254 = load i8, ptr %4253, align 1
  %4255 = zext i8 %4254 to i32
  %4256 = load ptr, ptr %40, align 8
  %4257 = load i16, ptr %38, align 2
  %4258 = zext i16 %4257 to i64
  %4259 = getelementptr inbounds i32, ptr %4256, i64 %4258
  %4260 = load i32, ptr %4259, align 4
  call void @bsW(ptr noundef %4249, i32 noundef %4255, i32 noundef %4260)
  %4261 = load ptr, ptr %22, align 8
  %4262 = load i32, ptr %7, align 4
  %4263 = add nsw i32 %4262, 43
  %4264 = sext i32 %4263 to i64
  %4265 = getelementptr inbounds i16, ptr %4261, i64 %4264
  %4266 = load i16, ptr %4265, align 2
  store i16 %4266, ptr %38, align 2
  %4267 = load ptr, ptr %2, align 8
  %4268 = load ptr, ptr %39, align 8
  %4269 = load i16, ptr %38, align 2
  %4270 = zext i16 %4269 to i64
  %4271 = getelementptr inbounds i8, ptr %4268, i64 %4270
  %4272 = load i8, ptr %4271, align 1
  %4273 = zext i8 %4272 to i32
  %4274 = load ptr, ptr %40, align 8
  %4275 = load i16, ptr %38, align 2
  %4276 = zext i16 %4275 to i64
  %4277 = getelementptr inbounds i32, ptr %4274, i64 %4276
  %4278 = load i32, ptr %4277, align 4
  call void @bsW(ptr noundef %4267, i32 noundef %4273, i32 noundef %4278)
  %4279 = load ptr, ptr %22, align 8
  %4280 = load i32, ptr %7, align 4
  %4281 = add nsw i32 %4280, 44
  %4282 = sext i32 %4281 to i64
  %4283 = getelementptr inbounds i16, ptr %4279, i64 %4282
  %4284 = load i16, ptr %4283, align 2
  store i16 %4284, ptr %38, align 2
  %4285 = load ptr, ptr %2, align 8
  %4286 = load ptr, ptr %39, align 8
  %4287 = load i16, ptr %38, align 2
  %4288 = zext i16 %4287 to i64
  %4289 = getelementptr inbounds i8, ptr %4286, i64 %4288
  %4290 = load i8, ptr %4289, align 1
  %4291 = zext i8 %4290 to i32
  %4292 = load ptr, ptr %40, align 8
  %4293 = load i16, ptr %38, align 2
  %4294 = zext i16 %4293 to i64
  %4295 = getelementptr inbounds i32, ptr %4292, i64 %4294
  %4296 = load i32, ptr %4295, align 4
  call void @bsW(ptr noundef %4285, i32 noundef %4291, i32 noundef %4296)
  %4297 = load ptr, ptr %22, align 8
  %4298 = load i32, ptr %7, align 4
  %4299 = add nsw i32 %4298, 45
  %4300 = sext i32 %4299 to i64
  %4301 = getelementptr inbounds i16, ptr %4297, i64 %4300
  %4302 = load i16, ptr %4301, align 2
  store i16 %4302, ptr %38, align 2
  %4303 = load ptr, ptr %2, align 8
  %4304 = load ptr, ptr %39, align 8
  %4305 = load i16, ptr %38, align 2
  %4306 = zext i16 %4305 to i64
  %4307 = getelementptr inbounds i8, ptr %4304, i64 %4306
  %4308 = load i8, ptr %4307, align 1
  %4309 = zext i8 %4308 to i32
  %4310 = load ptr, ptr %40, align 8
  %4311 = load i16, ptr %38, align 2
  %4312 = zext i16 %4311 to i64
  %4313 = getelementptr inbounds i32, ptr %4310, i64 %4312
  %4314 = load i32, ptr %4313, align 4
  call void @bsW(ptr noundef %4303, i32 noundef %4309, i32 noundef %4314)
  %4315 = load ptr, ptr %22, align 8
  %4316 = load i32, ptr %7, align 4
  %4317 = add nsw i32 %4316, 46
  %4318 = sext i32 %4317 to i64
  %4319 = getelementptr inbounds i16, ptr %4315, i64 %4318
  %4320 = load i16, ptr %4319, align 2
  store i16 %4320, ptr %38, align 2
  %4321 = load ptr, ptr %2, align 8
  %4322 = load ptr, ptr %39, align 8
  %4323 = load i16, ptr %38, align 2
  %4324 = zext i16 %4323 to i64
  %4325 = getelementptr inbounds i8, ptr %4322, i64 %4324
  %4326 = load i8, ptr %4325, align 1
  %4327 = zext i8 %4326 to i32
  %4328 = load ptr, ptr %40, align 8
  %4329 = load i16, ptr %38, align 2
  %4330 = zext i16 %4329 to i64
  %4331 = getelementptr inbounds i32, ptr %4328, i64 %4330
  %4332 = load i32, ptr %4331, align 4
  call void @bsW(ptr noundef %4321, i32 noundef %4327, i32 noundef %4332)
  %4333 = load ptr, ptr %22, align 8
  %4334 = load i32, ptr %7, align 4
  %4335 = add nsw i32 %4334, 47
  %4336 = sext i32 %4335 to i64
  %4337 = getelementptr inbounds i16, ptr %4333, i64 %4336
  %4338 = load i16, ptr %4337, align 2
  store i16 %4338, ptr %38, align 2
  %4339 = load ptr, ptr %2, align 8
  %4340 = load ptr, ptr %39, align 8
  %4341 = load i16, ptr %38, align 2
  %4342 = zext i16 %4341 to i64
  %4343 = getelementptr inbounds i8, ptr %4340, i64 %4342
  %4344 = load i8, ptr %4343, align 1
  %4345 = zext i8 %4344 to i32
  %4346 = load ptr, ptr %40, align 8
  %4347 = load i16, ptr %38, align 2
  %4348 = zext i16 %4347 to i64
  %4349 = getelementptr inbounds i32, ptr %4346, i64 %4348
  %4350 = load i32, ptr %4349, align 4
  call void @bsW(ptr noundef %4339, i32 noundef %4345, i32 noundef %4350)
  %4351 = load ptr, ptr %22, align 8
  %4352 = load i32, ptr %7, align 4
  %4353 = add nsw i32 %4352, 48
  %4354 = sext i32 %4353 to i64
  %4355 = getelementptr inbounds i16, ptr %4351, i64 %4354
  %4356 = load i16, ptr %4355, align 2
  store i16 %4356, ptr %38, align 2
  %4357 = load ptr, ptr %2, align 8
  %4358 = load ptr, ptr %39, align 8
  %4359 = load i16, ptr %38, align 2
  %4360 = zext i16 %4359 to i64
  %4361 = getelementptr inbounds i8, ptr %4358, i64 %4360
  %4362 = load i8, ptr %4361, align 1
  %4363 = zext i8 %4362 to i32
  %4364 = load ptr, ptr %40, align 8
  %4365 = load i16, ptr %38, align 2
  %4366 = zext i16 %4365 to i64
  %4367 = getelementptr inbounds i32, ptr %4364, i64 %4366
  %4368 = load i32, ptr %4367, align 4
  call void @bsW(ptr noundef %4357, i32 noundef %4363, i32 noundef %4368)
  %4369 = load ptr, ptr %22, align 8
  %4370 = load i32, ptr %7, align 4
  %4371 = add nsw i32 %4370, 49
  %4372 = sext i32 %4371 to i64
  %4373 = getelementptr inbounds i16, ptr %4369, i64 %4372
  %4374 = load i16, ptr %4373, align 2
  store i16 %4374, ptr %38, align 2
  %4375 = load ptr, ptr %2, align 8
  %4376 = load ptr, ptr %39, align 8
  %4377 = load i16, ptr %38, align 2
  %4378 = zext i16 %4377 to i64
  %4379 = getelementptr inbounds i8, ptr %4376, i64 %4378
  %4380 = load i8, ptr %4379, align 1
  %4381 = zext i8 %4380 to i32
  %4382 = load ptr, ptr %40, align 8
  %4383 = load i16, ptr %38, align 2
  %4384 = zext i16 %4383 to i64
  %4385 = getelementptr inbounds i32, ptr %4382, i64 %4384
  %4386 = load i32, ptr %4385, align 4
  call void @bsW(ptr noundef %4375, i32 noundef %4381, i32 noundef %4386)
  br label %4436

4387:                                             ; preds = %3458, %3455
  %4388 = load i32, ptr %7, align 4
  store i32 %4388, ptr %5, align 4
  br label %4389

4389:                                             ; preds = %4432, %4387
  %4390 = load i32, ptr %5, align 4
  %4391 = load i32, ptr %8, align 4
  %4392 = icmp sle i32 %4390, %4391
  br i1 %4392, label %4393, label %4435

4393:                                             ; preds = %4389
  %4394 = load ptr, ptr %2, align 8
  %4395 = load ptr, ptr %2, align 8
  %4396 = getelementptr inbounds %struct.EState, ptr %4395, i32 0, i32 35
  %4397 = load ptr, ptr %2, align 8
  %4398 = getelementptr inbounds %struct.EState, ptr %4397, i32 0, i32 33
  %4399 = load i32, ptr %17, align 4
  %4400 = sext i32 %4399 to i64
  %4401 = getelementptr inbounds [18002 x i8], ptr %4398, i64 0, i64 %4400
  %4402 = load i8, ptr %4401, align 1
  %4403 = zext i8 %4402 to i64
  %4404 = getelementptr inbounds [6 x [258 x i8]], ptr %4396, i64 0, i64 %4403
  %4405 = load ptr, ptr %22, align 8
  %4406 = load i32, ptr %5, align 4
  %4407 = sext i32 %4406 to i64
  %4408 = getelementptr inbounds i16, ptr %4405, i64 %4407
  %4409 = load i16, ptr %4408, align 2
  %4410 = zext i16 %4409 to i64
  %4411 = getelementptr inbounds [258 x i8], ptr %4404, i64 0, i64 %4410
  %4412 = load i8, ptr %4411, align 1
  %4413 = zext i8 %4412 to i32
  %4414 = load ptr, ptr %2, align 8
  %4415 = getelementptr inbounds %struct.EState, ptr %4414, i32 0, i32 36
  %4416 = load ptr, ptr %2, align 8
  %4417 = getelementptr inbounds %struct.EState, ptr %4416, i32 0, i32 33
  %4418 = load i32, ptr %17, align 4
  %4419 = sext i32 %4418 to i64
  %4420 = getelementptr inbounds [18002 x i8], ptr %4417, i64 0, i64 %4419
  %4421 = load i8, ptr %4420, align 1
  %4422 = zext i8 %4421 to i64
  %4423 = getelementptr inbounds [6 x [258 x i32]], ptr %4415, i64 0, i64 %4422
  %4424 = load ptr, ptr %22, align 8
  %4425 = load i32, ptr %5, align 4
  %4426 = sext i32 %4425 to i64
  %4427 = getelementptr inbounds i16, ptr %4424, i64 %4426
  %4428 = load i16, ptr %4427, align 2
  %4429 = zext i16 %4428 to i64
  %4430 = getelementptr inbounds [258 x i32], ptr %4423, i64 0, i64 %4429
  %4431 = load i32, ptr %4430, align 4
  call void @bsW(ptr noundef %4394, i32 noundef %4413, i32 noundef %4431)
  br label %4432

4432:                                             ; preds = %4393
  %4433 = load i32, ptr %5, align 4
  %4434 = add nsw i32 %4433, 1
  store i32 %4434, ptr %5, align 4
  br label %4389, !llvm.loop !45

4435:                                             ; preds = %4389
  br label %4436

4436:                                             ; preds = %4435, %3464
  %4437 = load i32, ptr %8, align 4
  %4438 = add nsw i32 %4437, 1
  store i32 %4438, ptr %7, align 4
  %4439 = load i32, ptr %17, align 4
  %4440 = add nsw i32 %4439, 1
  store i32 %4440, ptr %17, align 4
  br label %3423

4441:                                             ; preds = %3429
  %4442 = load i32, ptr %17, align 4
  %4443 = load i32, ptr %13, align 4
  %4444 = icmp eq i32 %4442, %4443
  br i1 %4444, label %4446, label %4445

4445:                                             ; preds = %4441
  call void @BZ2_bz__AssertH__fail(i32 noundef 3007)
  br label %4446

4446:                                             ; preds = %4445, %4441
  %4447 = load ptr, ptr %2, align 8
  %4448 = getelementptr inbounds %struct.EState, ptr %4447, i32 0, i32 28
  %4449 = load i32, ptr %4448, align 8
  %4450 = icmp sge i32 %4449, 3
  br i1 %4450, label %4451, label %4459

4451:                                             ; preds = %4446
  %4452 = load ptr, ptr @stderr, align 8
  %4453 = load ptr, ptr %2, align 8
  %4454 = getelementptr inbounds %struct.EState, ptr %4453, i32 0, i32 19
  %4455 = load i32, ptr %4454, align 4
  %4456 = load i32, ptr %19, align 4
  %4457 = sub nsw i32 %4455, %4456
  %4458 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4452, ptr noundef @.str.10, i32 noundef %4457) #3
  br label %4459

4459:                                             ; preds = %4451, %4446
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bsFinishWrite(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  br label %3

3:                                                ; preds = %8, %1
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.EState, ptr %4, i32 0, i32 25
  %6 = load i32, ptr %5, align 4
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %34

8:                                                ; preds = %3
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.EState, ptr %9, i32 0, i32 24
  %11 = load i32, ptr %10, align 8
  %12 = lshr i32 %11, 24
  %13 = trunc i32 %12 to i8
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds %struct.EState, ptr %14, i32 0, i32 11
  %16 = load ptr, ptr %15, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.EState, ptr %17, i32 0, i32 19
  %19 = load i32, ptr %18, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr %16, i64 %20
  store i8 %13, ptr %21, align 1
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.EState, ptr %22, i32 0, i32 19
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %23, align 4
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds %struct.EState, ptr %26, i32 0, i32 24
  %28 = load i32, ptr %27, align 8
  %29 = shl i32 %28, 8
  store i32 %29, ptr %27, align 8
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds %struct.EState, ptr %30, i32 0, i32 25
  %32 = load i32, ptr %31, align 4
  %33 = sub nsw i32 %32, 8
  store i32 %33, ptr %31, align 4
  br label %3, !llvm.loop !46

34:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @makeMaps_e(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.EState, ptr %4, i32 0, i32 21
  store i32 0, ptr %5, align 4
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %32, %1
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 256
  br i1 %8, label %9, label %35

9:                                                ; preds = %6
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.EState, ptr %10, i32 0, i32 22
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %31

17:                                               ; preds = %9
  %18 = load ptr, ptr %2, align 8
  %19 = getelementptr inbounds %struct.EState, ptr %18, i32 0, i32 21
  %20 = load i32, ptr %19, align 4
  %21 = trunc i32 %20 to i8
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.EState, ptr %22, i32 0, i32 23
  %24 = load i32, ptr %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [256 x i8], ptr %23, i64 0, i64 %25
  store i8 %21, ptr %26, align 1
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds %struct.EState, ptr %27, i32 0, i32 21
  %29 = load i32, ptr %28, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %28, align 4
  br label %31

31:                                               ; preds = %17, %9
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr %3, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %3, align 4
  br label %6, !llvm.loop !47

35:                                               ; preds = %6
  ret void
}

declare void @BZ2_bz__AssertH__fail(i32 noundef) #2

declare void @BZ2_hbMakeCodeLengths(ptr noundef, ptr noundef, i32 noundef, i32 noundef) #2

declare void @BZ2_hbAssignCodes(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

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
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
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
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7}
!41 = distinct !{!41, !7}
!42 = distinct !{!42, !7}
!43 = distinct !{!43, !7}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !7}
!46 = distinct !{!46, !7}
!47 = distinct !{!47, !7}
