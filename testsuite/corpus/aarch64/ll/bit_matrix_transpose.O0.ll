; ModuleID = 'programs/bit_matrix_transpose.c'
source_filename = "programs/bit_matrix_transpose.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [43 x i8] c"t8x8(antidiag)=%016llx t8x8(0xff)=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [82 x i8] c"transpose matches naive=%d twice=%d product hash=%016llx rank(A)=%d rank(AAt)=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca [64 x i64], align 8
  %4 = alloca [64 x i64], align 8
  %5 = alloca [64 x i64], align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [64 x i64], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca [64 x i64], align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 72624976668147840, ptr %2, align 8
  %18 = load i64, ptr %2, align 8
  %19 = call i64 @t8x8(i64 noundef %18)
  %20 = call i64 @t8x8(i64 noundef 255)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %19, i64 noundef %20)
  store i64 -7046029254386353131, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %22

22:                                               ; preds = %42, %0
  %23 = load i32, ptr %7, align 4
  %24 = icmp slt i32 %23, 64
  br i1 %24, label %25, label %45

25:                                               ; preds = %22
  %26 = load i64, ptr %6, align 8
  %27 = shl i64 %26, 13
  %28 = load i64, ptr %6, align 8
  %29 = xor i64 %28, %27
  store i64 %29, ptr %6, align 8
  %30 = load i64, ptr %6, align 8
  %31 = lshr i64 %30, 7
  %32 = load i64, ptr %6, align 8
  %33 = xor i64 %32, %31
  store i64 %33, ptr %6, align 8
  %34 = load i64, ptr %6, align 8
  %35 = shl i64 %34, 17
  %36 = load i64, ptr %6, align 8
  %37 = xor i64 %36, %35
  store i64 %37, ptr %6, align 8
  %38 = load i64, ptr %6, align 8
  %39 = load i32, ptr %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %40
  store i64 %38, ptr %41, align 8
  br label %42

42:                                               ; preds = %25
  %43 = load i32, ptr %7, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %7, align 4
  br label %22, !llvm.loop !6

45:                                               ; preds = %22
  %46 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 0
  %47 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %46, ptr align 8 %47, i64 512, i1 false)
  %48 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 0
  call void @t64(ptr noundef %48)
  %49 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 0
  %50 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 0
  call void @t64_naive(ptr noundef %49, ptr noundef %50)
  %51 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 0
  %52 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 0
  %53 = call i32 @memcmp(ptr noundef %51, ptr noundef %52, i64 noundef 512) #6
  %54 = icmp eq i32 %53, 0
  %55 = zext i1 %54 to i32
  store i32 %55, ptr %8, align 4
  %56 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 0
  call void @t64(ptr noundef %56)
  %57 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 0
  %58 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 0
  %59 = call i32 @memcmp(ptr noundef %57, ptr noundef %58, i64 noundef 512) #6
  %60 = icmp eq i32 %59, 0
  %61 = zext i1 %60 to i32
  store i32 %61, ptr %9, align 4
  store i32 0, ptr %11, align 4
  br label %62

62:                                               ; preds = %98, %45
  %63 = load i32, ptr %11, align 4
  %64 = icmp slt i32 %63, 64
  br i1 %64, label %65, label %101

65:                                               ; preds = %62
  %66 = load i32, ptr %11, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [64 x i64], ptr %10, i64 0, i64 %67
  store i64 0, ptr %68, align 8
  store i32 0, ptr %12, align 4
  br label %69

69:                                               ; preds = %94, %65
  %70 = load i32, ptr %12, align 4
  %71 = icmp slt i32 %70, 64
  br i1 %71, label %72, label %97

72:                                               ; preds = %69
  %73 = load i32, ptr %11, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %74
  %76 = load i64, ptr %75, align 8
  %77 = load i32, ptr %12, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %78
  %80 = load i64, ptr %79, align 8
  %81 = and i64 %76, %80
  %82 = call i64 @llvm.ctpop.i64(i64 %81)
  %83 = trunc i64 %82 to i32
  %84 = and i32 %83, 1
  %85 = sext i32 %84 to i64
  %86 = load i32, ptr %12, align 4
  %87 = zext i32 %86 to i64
  %88 = shl i64 %85, %87
  %89 = load i32, ptr %11, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [64 x i64], ptr %10, i64 0, i64 %90
  %92 = load i64, ptr %91, align 8
  %93 = or i64 %92, %88
  store i64 %93, ptr %91, align 8
  br label %94

94:                                               ; preds = %72
  %95 = load i32, ptr %12, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %12, align 4
  br label %69, !llvm.loop !8

97:                                               ; preds = %69
  br label %98

98:                                               ; preds = %97
  %99 = load i32, ptr %11, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %11, align 4
  br label %62, !llvm.loop !9

101:                                              ; preds = %62
  store i64 0, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %102

102:                                              ; preds = %113, %101
  %103 = load i32, ptr %14, align 4
  %104 = icmp slt i32 %103, 64
  br i1 %104, label %105, label %116

105:                                              ; preds = %102
  %106 = load i64, ptr %13, align 8
  %107 = mul i64 %106, 31
  %108 = load i32, ptr %14, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [64 x i64], ptr %10, i64 0, i64 %109
  %111 = load i64, ptr %110, align 8
  %112 = add i64 %107, %111
  store i64 %112, ptr %13, align 8
  br label %113

113:                                              ; preds = %105
  %114 = load i32, ptr %14, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %14, align 4
  br label %102, !llvm.loop !10

116:                                              ; preds = %102
  %117 = getelementptr inbounds [64 x i64], ptr %15, i64 0, i64 0
  %118 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %117, ptr align 8 %118, i64 512, i1 false)
  %119 = getelementptr inbounds [64 x i64], ptr %15, i64 0, i64 0
  %120 = call i32 @rank_gf2(ptr noundef %119, i32 noundef 64)
  store i32 %120, ptr %16, align 4
  %121 = getelementptr inbounds [64 x i64], ptr %15, i64 0, i64 0
  %122 = getelementptr inbounds [64 x i64], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %121, ptr align 8 %122, i64 512, i1 false)
  %123 = getelementptr inbounds [64 x i64], ptr %15, i64 0, i64 0
  %124 = call i32 @rank_gf2(ptr noundef %123, i32 noundef 64)
  store i32 %124, ptr %17, align 4
  %125 = load i32, ptr %8, align 4
  %126 = load i32, ptr %9, align 4
  %127 = load i64, ptr %13, align 8
  %128 = load i32, ptr %16, align 4
  %129 = load i32, ptr %17, align 4
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %125, i32 noundef %126, i64 noundef %127, i32 noundef %128, i32 noundef %129)
  %131 = load i32, ptr %8, align 4
  %132 = icmp ne i32 %131, 0
  br i1 %132, label %133, label %138

133:                                              ; preds = %116
  %134 = load i32, ptr %9, align 4
  %135 = icmp ne i32 %134, 0
  br i1 %135, label %136, label %138

136:                                              ; preds = %133
  %137 = load i32, ptr %16, align 4
  br label %139

138:                                              ; preds = %133, %116
  br label %139

139:                                              ; preds = %138, %136
  %140 = phi i32 [ %137, %136 ], [ 100, %138 ]
  ret i32 %140
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @t8x8(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  %6 = lshr i64 %5, 7
  %7 = xor i64 %4, %6
  %8 = and i64 %7, 47851476196393130
  store i64 %8, ptr %3, align 8
  %9 = load i64, ptr %2, align 8
  %10 = load i64, ptr %3, align 8
  %11 = xor i64 %9, %10
  %12 = load i64, ptr %3, align 8
  %13 = shl i64 %12, 7
  %14 = xor i64 %11, %13
  store i64 %14, ptr %2, align 8
  %15 = load i64, ptr %2, align 8
  %16 = load i64, ptr %2, align 8
  %17 = lshr i64 %16, 14
  %18 = xor i64 %15, %17
  %19 = and i64 %18, 225176545447116
  store i64 %19, ptr %3, align 8
  %20 = load i64, ptr %2, align 8
  %21 = load i64, ptr %3, align 8
  %22 = xor i64 %20, %21
  %23 = load i64, ptr %3, align 8
  %24 = shl i64 %23, 14
  %25 = xor i64 %22, %24
  store i64 %25, ptr %2, align 8
  %26 = load i64, ptr %2, align 8
  %27 = load i64, ptr %2, align 8
  %28 = lshr i64 %27, 28
  %29 = xor i64 %26, %28
  %30 = and i64 %29, 4042322160
  store i64 %30, ptr %3, align 8
  %31 = load i64, ptr %2, align 8
  %32 = load i64, ptr %3, align 8
  %33 = xor i64 %31, %32
  %34 = load i64, ptr %3, align 8
  %35 = shl i64 %34, 28
  %36 = xor i64 %33, %35
  store i64 %36, ptr %2, align 8
  %37 = load i64, ptr %2, align 8
  ret i64 %37
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @t64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 4294967295, ptr %3, align 8
  store i32 32, ptr %4, align 4
  br label %7

7:                                                ; preds = %61, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %70

10:                                               ; preds = %7
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %52, %10
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 64
  br i1 %13, label %14, label %60

14:                                               ; preds = %11
  %15 = load ptr, ptr %2, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i64, ptr %15, i64 %17
  %19 = load i64, ptr %18, align 8
  %20 = load ptr, ptr %2, align 8
  %21 = load i32, ptr %5, align 4
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %21, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i64, ptr %20, i64 %24
  %26 = load i64, ptr %25, align 8
  %27 = load i32, ptr %4, align 4
  %28 = zext i32 %27 to i64
  %29 = lshr i64 %26, %28
  %30 = xor i64 %19, %29
  %31 = load i64, ptr %3, align 8
  %32 = and i64 %30, %31
  store i64 %32, ptr %6, align 8
  %33 = load i64, ptr %6, align 8
  %34 = load ptr, ptr %2, align 8
  %35 = load i32, ptr %5, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr %34, i64 %36
  %38 = load i64, ptr %37, align 8
  %39 = xor i64 %38, %33
  store i64 %39, ptr %37, align 8
  %40 = load i64, ptr %6, align 8
  %41 = load i32, ptr %4, align 4
  %42 = zext i32 %41 to i64
  %43 = shl i64 %40, %42
  %44 = load ptr, ptr %2, align 8
  %45 = load i32, ptr %5, align 4
  %46 = load i32, ptr %4, align 4
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i64, ptr %44, i64 %48
  %50 = load i64, ptr %49, align 8
  %51 = xor i64 %50, %43
  store i64 %51, ptr %49, align 8
  br label %52

52:                                               ; preds = %14
  %53 = load i32, ptr %5, align 4
  %54 = load i32, ptr %4, align 4
  %55 = add nsw i32 %53, %54
  %56 = add nsw i32 %55, 1
  %57 = load i32, ptr %4, align 4
  %58 = xor i32 %57, -1
  %59 = and i32 %56, %58
  store i32 %59, ptr %5, align 4
  br label %11, !llvm.loop !11

60:                                               ; preds = %11
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %4, align 4
  %63 = ashr i32 %62, 1
  store i32 %63, ptr %4, align 4
  %64 = load i64, ptr %3, align 8
  %65 = load i32, ptr %4, align 4
  %66 = zext i32 %65 to i64
  %67 = shl i64 %64, %66
  %68 = load i64, ptr %3, align 8
  %69 = xor i64 %68, %67
  store i64 %69, ptr %3, align 8
  br label %7, !llvm.loop !12

70:                                               ; preds = %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @t64_naive(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 512, i1 false)
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %41, %2
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 64
  br i1 %10, label %11, label %44

11:                                               ; preds = %8
  store i32 0, ptr %6, align 4
  br label %12

12:                                               ; preds = %37, %11
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %13, 64
  br i1 %14, label %15, label %40

15:                                               ; preds = %12
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i64, ptr %16, i64 %18
  %20 = load i64, ptr %19, align 8
  %21 = load i32, ptr %6, align 4
  %22 = zext i32 %21 to i64
  %23 = lshr i64 %20, %22
  %24 = and i64 %23, 1
  %25 = icmp ne i64 %24, 0
  br i1 %25, label %26, label %36

26:                                               ; preds = %15
  %27 = load i32, ptr %5, align 4
  %28 = zext i32 %27 to i64
  %29 = shl i64 1, %28
  %30 = load ptr, ptr %4, align 8
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i64, ptr %30, i64 %32
  %34 = load i64, ptr %33, align 8
  %35 = or i64 %34, %29
  store i64 %35, ptr %33, align 8
  br label %36

36:                                               ; preds = %26, %15
  br label %37

37:                                               ; preds = %36
  %38 = load i32, ptr %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %6, align 4
  br label %12, !llvm.loop !13

40:                                               ; preds = %12
  br label %41

41:                                               ; preds = %40
  %42 = load i32, ptr %5, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %5, align 4
  br label %8, !llvm.loop !14

44:                                               ; preds = %8
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rank_gf2(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %105, %2
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %12, 64
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %15, %16
  br label %18

18:                                               ; preds = %14, %11
  %19 = phi i1 [ false, %11 ], [ %17, %14 ]
  br i1 %19, label %20, label %108

20:                                               ; preds = %18
  store i32 -1, ptr %7, align 4
  %21 = load i32, ptr %5, align 4
  store i32 %21, ptr %8, align 4
  br label %22

22:                                               ; preds = %40, %20
  %23 = load i32, ptr %8, align 4
  %24 = load i32, ptr %4, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %43

26:                                               ; preds = %22
  %27 = load ptr, ptr %3, align 8
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i64, ptr %27, i64 %29
  %31 = load i64, ptr %30, align 8
  %32 = load i32, ptr %6, align 4
  %33 = zext i32 %32 to i64
  %34 = lshr i64 %31, %33
  %35 = and i64 %34, 1
  %36 = icmp ne i64 %35, 0
  br i1 %36, label %37, label %39

37:                                               ; preds = %26
  %38 = load i32, ptr %8, align 4
  store i32 %38, ptr %7, align 4
  br label %43

39:                                               ; preds = %26
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %8, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %8, align 4
  br label %22, !llvm.loop !15

43:                                               ; preds = %37, %22
  %44 = load i32, ptr %7, align 4
  %45 = icmp slt i32 %44, 0
  br i1 %45, label %46, label %47

46:                                               ; preds = %43
  br label %105

47:                                               ; preds = %43
  %48 = load ptr, ptr %3, align 8
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i64, ptr %48, i64 %50
  %52 = load i64, ptr %51, align 8
  store i64 %52, ptr %9, align 8
  %53 = load ptr, ptr %3, align 8
  %54 = load i32, ptr %5, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i64, ptr %53, i64 %55
  %57 = load i64, ptr %56, align 8
  %58 = load ptr, ptr %3, align 8
  %59 = load i32, ptr %7, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i64, ptr %58, i64 %60
  store i64 %57, ptr %61, align 8
  %62 = load i64, ptr %9, align 8
  %63 = load ptr, ptr %3, align 8
  %64 = load i32, ptr %5, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i64, ptr %63, i64 %65
  store i64 %62, ptr %66, align 8
  store i32 0, ptr %10, align 4
  br label %67

67:                                               ; preds = %99, %47
  %68 = load i32, ptr %10, align 4
  %69 = load i32, ptr %4, align 4
  %70 = icmp slt i32 %68, %69
  br i1 %70, label %71, label %102

71:                                               ; preds = %67
  %72 = load i32, ptr %10, align 4
  %73 = load i32, ptr %5, align 4
  %74 = icmp ne i32 %72, %73
  br i1 %74, label %75, label %98

75:                                               ; preds = %71
  %76 = load ptr, ptr %3, align 8
  %77 = load i32, ptr %10, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i64, ptr %76, i64 %78
  %80 = load i64, ptr %79, align 8
  %81 = load i32, ptr %6, align 4
  %82 = zext i32 %81 to i64
  %83 = lshr i64 %80, %82
  %84 = and i64 %83, 1
  %85 = icmp ne i64 %84, 0
  br i1 %85, label %86, label %98

86:                                               ; preds = %75
  %87 = load ptr, ptr %3, align 8
  %88 = load i32, ptr %5, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i64, ptr %87, i64 %89
  %91 = load i64, ptr %90, align 8
  %92 = load ptr, ptr %3, align 8
  %93 = load i32, ptr %10, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i64, ptr %92, i64 %94
  %96 = load i64, ptr %95, align 8
  %97 = xor i64 %96, %91
  store i64 %97, ptr %95, align 8
  br label %98

98:                                               ; preds = %86, %75, %71
  br label %99

99:                                               ; preds = %98
  %100 = load i32, ptr %10, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %10, align 4
  br label %67, !llvm.loop !16

102:                                              ; preds = %67
  %103 = load i32, ptr %5, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %5, align 4
  br label %105

105:                                              ; preds = %102, %46
  %106 = load i32, ptr %6, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %6, align 4
  br label %11, !llvm.loop !17

108:                                              ; preds = %18
  %109 = load i32, ptr %5, align 4
  ret i32 %109
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind willreturn memory(read) }

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
