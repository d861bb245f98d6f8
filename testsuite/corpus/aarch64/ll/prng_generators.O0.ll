; ModuleID = 'programs/prng_generators.c'
source_filename = "programs/prng_generators.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@sm_state = internal global i64 0, align 8
@.str = private unnamed_addr constant [10 x i8] c"splitmix:\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c" %016llx\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@xs = internal global [4 x i64] zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [34 x i8] c"xoshiro xor=%016llx next=%016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"pcg32:\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c" %08x\00", align 1
@p64_state = internal global i128 0, align 16
@.str.6 = private unnamed_addr constant [7 x i8] c"pcg64:\00", align 1
@.str.7 = private unnamed_addr constant [42 x i8] c"mt19937 10000th=%u (expected 4123659995)\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"dice:\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@pcg_state = internal global i64 -8846114313915602277, align 8
@pcg_inc = internal global i64 -2720673578348880933, align 8
@mt = internal global [624 x i32] zeroinitializer, align 4
@mti = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [6 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 1234567, ptr @sm_state, align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  store i32 0, ptr %2, align 4
  br label %14

14:                                               ; preds = %20, %0
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %15, 3
  br i1 %16, label %17, label %23

17:                                               ; preds = %14
  %18 = call i64 @splitmix64()
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %18)
  br label %20

20:                                               ; preds = %17
  %21 = load i32, ptr %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %2, align 4
  br label %14, !llvm.loop !6

23:                                               ; preds = %14
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %3, align 4
  br label %25

25:                                               ; preds = %33, %23
  %26 = load i32, ptr %3, align 4
  %27 = icmp slt i32 %26, 4
  br i1 %27, label %28, label %36

28:                                               ; preds = %25
  %29 = call i64 @splitmix64()
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [4 x i64], ptr @xs, i64 0, i64 %31
  store i64 %29, ptr %32, align 8
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %25, !llvm.loop !8

36:                                               ; preds = %25
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %37

37:                                               ; preds = %44, %36
  %38 = load i32, ptr %5, align 4
  %39 = icmp slt i32 %38, 1000
  br i1 %39, label %40, label %47

40:                                               ; preds = %37
  %41 = call i64 @xoshiro()
  %42 = load i64, ptr %4, align 8
  %43 = xor i64 %42, %41
  store i64 %43, ptr %4, align 8
  br label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %5, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %5, align 4
  br label %37, !llvm.loop !9

47:                                               ; preds = %37
  %48 = load i64, ptr %4, align 8
  %49 = call i64 @xoshiro()
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %48, i64 noundef %49)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %6, align 4
  br label %52

52:                                               ; preds = %58, %47
  %53 = load i32, ptr %6, align 4
  %54 = icmp slt i32 %53, 4
  br i1 %54, label %55, label %61

55:                                               ; preds = %52
  %56 = call i32 @pcg32()
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %56)
  br label %58

58:                                               ; preds = %55
  %59 = load i32, ptr %6, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %6, align 4
  br label %52, !llvm.loop !10

61:                                               ; preds = %52
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 42, ptr @p64_state, align 16
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  store i32 0, ptr %7, align 4
  br label %64

64:                                               ; preds = %70, %61
  %65 = load i32, ptr %7, align 4
  %66 = icmp slt i32 %65, 3
  br i1 %66, label %67, label %73

67:                                               ; preds = %64
  %68 = call i64 @pcg64()
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %68)
  br label %70

70:                                               ; preds = %67
  %71 = load i32, ptr %7, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %7, align 4
  br label %64, !llvm.loop !11

73:                                               ; preds = %64
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mt_seed(i32 noundef 5489)
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %75

75:                                               ; preds = %80, %73
  %76 = load i32, ptr %9, align 4
  %77 = icmp slt i32 %76, 10000
  br i1 %77, label %78, label %83

78:                                               ; preds = %75
  %79 = call i32 @mt_next()
  store i32 %79, ptr %8, align 4
  br label %80

80:                                               ; preds = %78
  %81 = load i32, ptr %9, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %9, align 4
  br label %75, !llvm.loop !12

83:                                               ; preds = %75
  %84 = load i32, ptr %8, align 4
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %84)
  call void @llvm.memset.p0.i64(ptr align 4 %10, i8 0, i64 24, i1 false)
  store i32 0, ptr %11, align 4
  br label %86

86:                                               ; preds = %95, %83
  %87 = load i32, ptr %11, align 4
  %88 = icmp slt i32 %87, 6000
  br i1 %88, label %89, label %98

89:                                               ; preds = %86
  %90 = call i32 @bounded(i32 noundef 6)
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds [6 x i32], ptr %10, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %92, align 4
  br label %95

95:                                               ; preds = %89
  %96 = load i32, ptr %11, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %11, align 4
  br label %86, !llvm.loop !13

98:                                               ; preds = %86
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  store i32 0, ptr %12, align 4
  br label %100

100:                                              ; preds = %109, %98
  %101 = load i32, ptr %12, align 4
  %102 = icmp slt i32 %101, 6
  br i1 %102, label %103, label %112

103:                                              ; preds = %100
  %104 = load i32, ptr %12, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [6 x i32], ptr %10, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %107)
  br label %109

109:                                              ; preds = %103
  %110 = load i32, ptr %12, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %12, align 4
  br label %100, !llvm.loop !14

112:                                              ; preds = %100
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %114 = load i32, ptr %8, align 4
  %115 = icmp eq i32 %114, -171307301
  %116 = zext i1 %115 to i64
  %117 = select i1 %115, i32 0, i32 1
  ret i32 %117
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @splitmix64() #0 {
  %1 = alloca i64, align 8
  %2 = load i64, ptr @sm_state, align 8
  %3 = add i64 %2, -7046029254386353131
  store i64 %3, ptr @sm_state, align 8
  store i64 %3, ptr %1, align 8
  %4 = load i64, ptr %1, align 8
  %5 = load i64, ptr %1, align 8
  %6 = lshr i64 %5, 30
  %7 = xor i64 %4, %6
  %8 = mul i64 %7, -4658895280553007687
  store i64 %8, ptr %1, align 8
  %9 = load i64, ptr %1, align 8
  %10 = load i64, ptr %1, align 8
  %11 = lshr i64 %10, 27
  %12 = xor i64 %9, %11
  %13 = mul i64 %12, -7723592293110705685
  store i64 %13, ptr %1, align 8
  %14 = load i64, ptr %1, align 8
  %15 = load i64, ptr %1, align 8
  %16 = lshr i64 %15, 31
  %17 = xor i64 %14, %16
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xoshiro() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 1), align 8
  %4 = mul i64 %3, 5
  %5 = call i64 @rotl(i64 noundef %4, i32 noundef 7)
  %6 = mul i64 %5, 9
  store i64 %6, ptr %1, align 8
  %7 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 1), align 8
  %8 = shl i64 %7, 17
  store i64 %8, ptr %2, align 8
  %9 = load i64, ptr @xs, align 8
  %10 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 2), align 8
  %11 = xor i64 %10, %9
  store i64 %11, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 2), align 8
  %12 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 1), align 8
  %13 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 3), align 8
  %14 = xor i64 %13, %12
  store i64 %14, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 3), align 8
  %15 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 2), align 8
  %16 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 1), align 8
  %17 = xor i64 %16, %15
  store i64 %17, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 1), align 8
  %18 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 3), align 8
  %19 = load i64, ptr @xs, align 8
  %20 = xor i64 %19, %18
  store i64 %20, ptr @xs, align 8
  %21 = load i64, ptr %2, align 8
  %22 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 2), align 8
  %23 = xor i64 %22, %21
  store i64 %23, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 2), align 8
  %24 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 3), align 8
  %25 = call i64 @rotl(i64 noundef %24, i32 noundef 45)
  store i64 %25, ptr getelementptr inbounds ([4 x i64], ptr @xs, i64 0, i64 3), align 8
  %26 = load i64, ptr %1, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pcg32() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = load i64, ptr @pcg_state, align 8
  store i64 %4, ptr %1, align 8
  %5 = load i64, ptr %1, align 8
  %6 = mul i64 %5, 6364136223846793005
  %7 = load i64, ptr @pcg_inc, align 8
  %8 = add i64 %6, %7
  store i64 %8, ptr @pcg_state, align 8
  %9 = load i64, ptr %1, align 8
  %10 = lshr i64 %9, 18
  %11 = load i64, ptr %1, align 8
  %12 = xor i64 %10, %11
  %13 = lshr i64 %12, 27
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %2, align 4
  %15 = load i64, ptr %1, align 8
  %16 = lshr i64 %15, 59
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %2, align 4
  %19 = load i32, ptr %3, align 4
  %20 = lshr i32 %18, %19
  %21 = load i32, ptr %2, align 4
  %22 = load i32, ptr %3, align 4
  %23 = sub i32 0, %22
  %24 = and i32 %23, 31
  %25 = shl i32 %21, %24
  %26 = or i32 %20, %25
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pcg64() #0 {
  %1 = alloca i128, align 16
  %2 = alloca i128, align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i128 47026247687942121848144207491837523525, ptr %1, align 16
  store i128 117397592171526113268558934119004209487, ptr %2, align 16
  %5 = load i128, ptr @p64_state, align 16
  %6 = mul i128 %5, 47026247687942121848144207491837523525
  %7 = add i128 %6, 117397592171526113268558934119004209487
  store i128 %7, ptr @p64_state, align 16
  %8 = load i128, ptr @p64_state, align 16
  %9 = lshr i128 %8, 64
  %10 = trunc i128 %9 to i64
  %11 = load i128, ptr @p64_state, align 16
  %12 = trunc i128 %11 to i64
  %13 = xor i64 %10, %12
  store i64 %13, ptr %3, align 8
  %14 = load i128, ptr @p64_state, align 16
  %15 = lshr i128 %14, 122
  %16 = trunc i128 %15 to i32
  store i32 %16, ptr %4, align 4
  %17 = load i64, ptr %3, align 8
  %18 = load i32, ptr %4, align 4
  %19 = zext i32 %18 to i64
  %20 = lshr i64 %17, %19
  %21 = load i64, ptr %3, align 8
  %22 = load i32, ptr %4, align 4
  %23 = sub i32 0, %22
  %24 = and i32 %23, 63
  %25 = zext i32 %24 to i64
  %26 = shl i64 %21, %25
  %27 = or i64 %20, %26
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mt_seed(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  store i32 %3, ptr @mt, align 4
  store i32 1, ptr @mti, align 4
  br label %4

4:                                                ; preds = %26, %1
  %5 = load i32, ptr @mti, align 4
  %6 = icmp slt i32 %5, 624
  br i1 %6, label %7, label %29

7:                                                ; preds = %4
  %8 = load i32, ptr @mti, align 4
  %9 = sub nsw i32 %8, 1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr @mti, align 4
  %14 = sub nsw i32 %13, 1
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = lshr i32 %17, 30
  %19 = xor i32 %12, %18
  %20 = mul i32 1812433253, %19
  %21 = load i32, ptr @mti, align 4
  %22 = add i32 %20, %21
  %23 = load i32, ptr @mti, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %24
  store i32 %22, ptr %25, align 4
  br label %26

26:                                               ; preds = %7
  %27 = load i32, ptr @mti, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr @mti, align 4
  br label %4, !llvm.loop !15

29:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mt_next() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = load i32, ptr @mti, align 4
  %5 = icmp sge i32 %4, 624
  br i1 %5, label %6, label %46

6:                                                ; preds = %0
  store i32 0, ptr %1, align 4
  br label %7

7:                                                ; preds = %42, %6
  %8 = load i32, ptr %1, align 4
  %9 = icmp slt i32 %8, 624
  br i1 %9, label %10, label %45

10:                                               ; preds = %7
  %11 = load i32, ptr %1, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = and i32 %14, -2147483648
  %16 = load i32, ptr %1, align 4
  %17 = add nsw i32 %16, 1
  %18 = srem i32 %17, 624
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = and i32 %21, 2147483647
  %23 = or i32 %15, %22
  store i32 %23, ptr %2, align 4
  %24 = load i32, ptr %1, align 4
  %25 = add nsw i32 %24, 397
  %26 = srem i32 %25, 624
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load i32, ptr %2, align 4
  %31 = lshr i32 %30, 1
  %32 = xor i32 %29, %31
  %33 = load i32, ptr %2, align 4
  %34 = and i32 %33, 1
  %35 = icmp ne i32 %34, 0
  %36 = zext i1 %35 to i64
  %37 = select i1 %35, i32 -1727483681, i32 0
  %38 = xor i32 %32, %37
  %39 = load i32, ptr %1, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %40
  store i32 %38, ptr %41, align 4
  br label %42

42:                                               ; preds = %10
  %43 = load i32, ptr %1, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %1, align 4
  br label %7, !llvm.loop !16

45:                                               ; preds = %7
  store i32 0, ptr @mti, align 4
  br label %46

46:                                               ; preds = %45, %0
  %47 = load i32, ptr @mti, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr @mti, align 4
  %49 = sext i32 %47 to i64
  %50 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %3, align 4
  %52 = load i32, ptr %3, align 4
  %53 = lshr i32 %52, 11
  %54 = load i32, ptr %3, align 4
  %55 = xor i32 %54, %53
  store i32 %55, ptr %3, align 4
  %56 = load i32, ptr %3, align 4
  %57 = shl i32 %56, 7
  %58 = and i32 %57, -1658038656
  %59 = load i32, ptr %3, align 4
  %60 = xor i32 %59, %58
  store i32 %60, ptr %3, align 4
  %61 = load i32, ptr %3, align 4
  %62 = shl i32 %61, 15
  %63 = and i32 %62, -272236544
  %64 = load i32, ptr %3, align 4
  %65 = xor i32 %64, %63
  store i32 %65, ptr %3, align 4
  %66 = load i32, ptr %3, align 4
  %67 = lshr i32 %66, 18
  %68 = load i32, ptr %3, align 4
  %69 = xor i32 %68, %67
  store i32 %69, ptr %3, align 4
  %70 = load i32, ptr %3, align 4
  ret i32 %70
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bounded(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = sub i32 0, %5
  %7 = load i32, ptr %2, align 4
  %8 = urem i32 %6, %7
  store i32 %8, ptr %3, align 4
  br label %9

9:                                                ; preds = %18, %1
  %10 = call i32 @pcg32()
  store i32 %10, ptr %4, align 4
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %3, align 4
  %13 = icmp uge i32 %11, %12
  br i1 %13, label %14, label %18

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr %2, align 4
  %17 = urem i32 %15, %16
  ret i32 %17

18:                                               ; preds = %9
  br label %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotl(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %5, %7
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 64, %10
  %12 = zext i32 %11 to i64
  %13 = lshr i64 %9, %12
  %14 = or i64 %8, %13
  ret i64 %14
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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
