; ModuleID = 'programs/integer_math_funcs.c'
source_filename = "programs/integer_math_funcs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [48 x i8] c"isqrt bad=%d isqrt(max)=%llu isqrt(10^18)=%llu\0A\00", align 1
@__const.main.t = private unnamed_addr constant [8 x i64] [i64 1, i64 2, i64 3, i64 1023, i64 1024, i64 999999, i64 1000000, i64 -1], align 8
@.str.1 = private unnamed_addr constant [18 x i8] c"log2=%d log10=%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"%lld^%d=%lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%lld^%d overflow\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"powmod %llu %llu %llu\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"modinv %lld %lld %lld\0A\00", align 1
@__const.main.r = private unnamed_addr constant [3 x i64] [i64 2, i64 3, i64 2], align 8
@__const.main.m = private unnamed_addr constant [3 x i64] [i64 3, i64 5, i64 7], align 8
@.str.7 = private unnamed_addr constant [10 x i8] c"crt=%lld\0A\00", align 1
@__const.main.r2 = private unnamed_addr constant [4 x i64] [i64 1, i64 2, i64 3, i64 4], align 8
@__const.main.m2 = private unnamed_addr constant [4 x i64] [i64 5, i64 7, i64 9, i64 11], align 8
@.str.8 = private unnamed_addr constant [11 x i8] c"crt2=%lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"egcd g=%lld x=%lld y=%lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca [8 x i64], align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca [3 x i64], align 8
  %14 = alloca [3 x i64], align 8
  %15 = alloca [4 x i64], align 8
  %16 = alloca [4 x i64], align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i64 1, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %20

20:                                               ; preds = %64, %0
  %21 = load i32, ptr %4, align 4
  %22 = icmp slt i32 %21, 2000
  br i1 %22, label %23, label %67

23:                                               ; preds = %20
  %24 = load i64, ptr %3, align 8
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  store i64 %26, ptr %3, align 8
  %27 = load i64, ptr %3, align 8
  %28 = load i32, ptr %4, align 4
  %29 = srem i32 %28, 64
  %30 = zext i32 %29 to i64
  %31 = lshr i64 %27, %30
  store i64 %31, ptr %5, align 8
  %32 = load i64, ptr %5, align 8
  %33 = call i64 @isqrt_newton(i64 noundef %32)
  store i64 %33, ptr %6, align 8
  %34 = load i64, ptr %5, align 8
  %35 = call i32 @isqrt_bits(i64 noundef %34)
  store i32 %35, ptr %7, align 4
  %36 = load i64, ptr %6, align 8
  %37 = load i32, ptr %7, align 4
  %38 = zext i32 %37 to i64
  %39 = icmp ne i64 %36, %38
  br i1 %39, label %60, label %40

40:                                               ; preds = %23
  %41 = load i64, ptr %6, align 8
  %42 = zext i64 %41 to i128
  %43 = load i64, ptr %6, align 8
  %44 = zext i64 %43 to i128
  %45 = mul i128 %42, %44
  %46 = load i64, ptr %5, align 8
  %47 = zext i64 %46 to i128
  %48 = icmp ugt i128 %45, %47
  br i1 %48, label %60, label %49

49:                                               ; preds = %40
  %50 = load i64, ptr %6, align 8
  %51 = add i64 %50, 1
  %52 = zext i64 %51 to i128
  %53 = load i64, ptr %6, align 8
  %54 = add i64 %53, 1
  %55 = zext i64 %54 to i128
  %56 = mul i128 %52, %55
  %57 = load i64, ptr %5, align 8
  %58 = zext i64 %57 to i128
  %59 = icmp ule i128 %56, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %49, %40, %23
  %61 = load i32, ptr %2, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %2, align 4
  br label %63

63:                                               ; preds = %60, %49
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %4, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %4, align 4
  br label %20, !llvm.loop !6

67:                                               ; preds = %20
  %68 = load i32, ptr %2, align 4
  %69 = call i64 @isqrt_newton(i64 noundef -1)
  %70 = call i32 @isqrt_bits(i64 noundef 1000000000000000000)
  %71 = zext i32 %70 to i64
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %68, i64 noundef %69, i64 noundef %71)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.t, i64 64, i1 false)
  store i32 0, ptr %9, align 4
  br label %73

73:                                               ; preds = %88, %67
  %74 = load i32, ptr %9, align 4
  %75 = icmp slt i32 %74, 8
  br i1 %75, label %76, label %91

76:                                               ; preds = %73
  %77 = load i32, ptr %9, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [8 x i64], ptr %8, i64 0, i64 %78
  %80 = load i64, ptr %79, align 8
  %81 = call i32 @ilog2_(i64 noundef %80)
  %82 = load i32, ptr %9, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [8 x i64], ptr %8, i64 0, i64 %83
  %85 = load i64, ptr %84, align 8
  %86 = call i32 @ilog10_(i64 noundef %85)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %81, i32 noundef %86)
  br label %88

88:                                               ; preds = %76
  %89 = load i32, ptr %9, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %9, align 4
  br label %73, !llvm.loop !8

91:                                               ; preds = %73
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 2, ptr %10, align 8
  br label %93

93:                                               ; preds = %119, %91
  %94 = load i64, ptr %10, align 8
  %95 = icmp sle i64 %94, 10
  br i1 %95, label %96, label %122

96:                                               ; preds = %93
  store i32 10, ptr %11, align 4
  br label %97

97:                                               ; preds = %115, %96
  %98 = load i32, ptr %11, align 4
  %99 = icmp sle i32 %98, 70
  br i1 %99, label %100, label %118

100:                                              ; preds = %97
  %101 = load i64, ptr %10, align 8
  %102 = load i32, ptr %11, align 4
  %103 = call i32 @ipow_checked(i64 noundef %101, i32 noundef %102, ptr noundef %12)
  %104 = icmp ne i32 %103, 0
  br i1 %104, label %105, label %110

105:                                              ; preds = %100
  %106 = load i64, ptr %10, align 8
  %107 = load i32, ptr %11, align 4
  %108 = load i64, ptr %12, align 8
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %106, i32 noundef %107, i64 noundef %108)
  br label %114

110:                                              ; preds = %100
  %111 = load i64, ptr %10, align 8
  %112 = load i32, ptr %11, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %111, i32 noundef %112)
  br label %114

114:                                              ; preds = %110, %105
  br label %115

115:                                              ; preds = %114
  %116 = load i32, ptr %11, align 4
  %117 = add nsw i32 %116, 20
  store i32 %117, ptr %11, align 4
  br label %97, !llvm.loop !9

118:                                              ; preds = %97
  br label %119

119:                                              ; preds = %118
  %120 = load i64, ptr %10, align 8
  %121 = add nsw i64 %120, 4
  store i64 %121, ptr %10, align 8
  br label %93, !llvm.loop !10

122:                                              ; preds = %93
  %123 = call i64 @powmod(i64 noundef 2, i64 noundef 1000000, i64 noundef 1000000007)
  %124 = call i64 @powmod(i64 noundef 3, i64 noundef -1, i64 noundef -59)
  %125 = call i64 @powmod(i64 noundef 7, i64 noundef 0, i64 noundef 13)
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %123, i64 noundef %124, i64 noundef %125)
  %127 = call i64 @modinv(i64 noundef 3, i64 noundef 11)
  %128 = call i64 @modinv(i64 noundef 10, i64 noundef 17)
  %129 = call i64 @modinv(i64 noundef 6, i64 noundef 9)
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %127, i64 noundef %128, i64 noundef %129)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.r, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.m, i64 24, i1 false)
  %131 = getelementptr inbounds [3 x i64], ptr %13, i64 0, i64 0
  %132 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  %133 = call i64 @crt(ptr noundef %131, ptr noundef %132, i32 noundef 3)
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %133)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.main.r2, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.main.m2, i64 32, i1 false)
  %135 = getelementptr inbounds [4 x i64], ptr %15, i64 0, i64 0
  %136 = getelementptr inbounds [4 x i64], ptr %16, i64 0, i64 0
  %137 = call i64 @crt(ptr noundef %135, ptr noundef %136, i32 noundef 4)
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %137)
  %139 = call i64 @egcd(i64 noundef 240, i64 noundef 46, ptr noundef %17, ptr noundef %18)
  store i64 %139, ptr %19, align 8
  %140 = load i64, ptr %19, align 8
  %141 = load i64, ptr %17, align 8
  %142 = load i64, ptr %18, align 8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %140, i64 noundef %141, i64 noundef %142)
  %144 = load i32, ptr %2, align 4
  ret i32 %144
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @isqrt_newton(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = icmp ult i64 %6, 2
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load i64, ptr %3, align 8
  store i64 %9, ptr %2, align 8
  br label %29

10:                                               ; preds = %1
  %11 = load i64, ptr %3, align 8
  store i64 %11, ptr %4, align 8
  %12 = load i64, ptr %4, align 8
  %13 = udiv i64 %12, 2
  %14 = add i64 %13, 1
  store i64 %14, ptr %5, align 8
  br label %15

15:                                               ; preds = %19, %10
  %16 = load i64, ptr %5, align 8
  %17 = load i64, ptr %4, align 8
  %18 = icmp ult i64 %16, %17
  br i1 %18, label %19, label %27

19:                                               ; preds = %15
  %20 = load i64, ptr %5, align 8
  store i64 %20, ptr %4, align 8
  %21 = load i64, ptr %4, align 8
  %22 = load i64, ptr %3, align 8
  %23 = load i64, ptr %4, align 8
  %24 = udiv i64 %22, %23
  %25 = add i64 %21, %24
  %26 = udiv i64 %25, 2
  store i64 %26, ptr %5, align 8
  br label %15, !llvm.loop !11

27:                                               ; preds = %15
  %28 = load i64, ptr %4, align 8
  store i64 %28, ptr %2, align 8
  br label %29

29:                                               ; preds = %27, %8
  %30 = load i64, ptr %2, align 8
  ret i64 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @isqrt_bits(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i64 4611686018427387904, ptr %4, align 8
  br label %5

5:                                                ; preds = %9, %1
  %6 = load i64, ptr %4, align 8
  %7 = load i64, ptr %2, align 8
  %8 = icmp ugt i64 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = load i64, ptr %4, align 8
  %11 = lshr i64 %10, 2
  store i64 %11, ptr %4, align 8
  br label %5, !llvm.loop !12

12:                                               ; preds = %5
  br label %13

13:                                               ; preds = %35, %12
  %14 = load i64, ptr %4, align 8
  %15 = icmp ne i64 %14, 0
  br i1 %15, label %16, label %38

16:                                               ; preds = %13
  %17 = load i64, ptr %2, align 8
  %18 = load i64, ptr %3, align 8
  %19 = load i64, ptr %4, align 8
  %20 = add i64 %18, %19
  %21 = icmp uge i64 %17, %20
  br i1 %21, label %22, label %32

22:                                               ; preds = %16
  %23 = load i64, ptr %3, align 8
  %24 = load i64, ptr %4, align 8
  %25 = add i64 %23, %24
  %26 = load i64, ptr %2, align 8
  %27 = sub i64 %26, %25
  store i64 %27, ptr %2, align 8
  %28 = load i64, ptr %3, align 8
  %29 = lshr i64 %28, 1
  %30 = load i64, ptr %4, align 8
  %31 = add i64 %29, %30
  store i64 %31, ptr %3, align 8
  br label %35

32:                                               ; preds = %16
  %33 = load i64, ptr %3, align 8
  %34 = lshr i64 %33, 1
  store i64 %34, ptr %3, align 8
  br label %35

35:                                               ; preds = %32, %22
  %36 = load i64, ptr %4, align 8
  %37 = lshr i64 %36, 2
  store i64 %37, ptr %4, align 8
  br label %13, !llvm.loop !13

38:                                               ; preds = %13
  %39 = load i64, ptr %3, align 8
  %40 = trunc i64 %39 to i32
  ret i32 %40
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ilog2_(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.ctlz.i64(i64 %3, i1 false)
  %5 = trunc i64 %4 to i32
  %6 = sub nsw i32 63, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ilog10_(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8
  %6 = icmp uge i64 %5, 10
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = udiv i64 %8, 10
  store i64 %9, ptr %2, align 8
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %3, align 4
  br label %4, !llvm.loop !14

12:                                               ; preds = %4
  %13 = load i32, ptr %3, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ipow_checked(i64 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  store i64 %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store i64 1, ptr %8, align 8
  br label %9

9:                                                ; preds = %20, %3
  %10 = load i32, ptr %6, align 4
  %11 = add nsw i32 %10, -1
  store i32 %11, ptr %6, align 4
  %12 = icmp ne i32 %10, 0
  br i1 %12, label %13, label %21

13:                                               ; preds = %9
  %14 = load i64, ptr %8, align 8
  %15 = load i64, ptr %5, align 8
  %16 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %14, i64 %15)
  %17 = extractvalue { i64, i1 } %16, 1
  %18 = extractvalue { i64, i1 } %16, 0
  store i64 %18, ptr %8, align 8
  br i1 %17, label %19, label %20

19:                                               ; preds = %13
  store i32 0, ptr %4, align 4
  br label %24

20:                                               ; preds = %13
  br label %9, !llvm.loop !15

21:                                               ; preds = %9
  %22 = load i64, ptr %8, align 8
  %23 = load ptr, ptr %7, align 8
  store i64 %22, ptr %23, align 8
  store i32 1, ptr %4, align 4
  br label %24

24:                                               ; preds = %21, %19
  %25 = load i32, ptr %4, align 4
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i128 1, ptr %7, align 16
  %9 = load i64, ptr %4, align 8
  %10 = load i64, ptr %6, align 8
  %11 = urem i64 %9, %10
  %12 = zext i64 %11 to i128
  store i128 %12, ptr %8, align 16
  br label %13

13:                                               ; preds = %27, %3
  %14 = load i64, ptr %5, align 8
  %15 = icmp ne i64 %14, 0
  br i1 %15, label %16, label %36

16:                                               ; preds = %13
  %17 = load i64, ptr %5, align 8
  %18 = and i64 %17, 1
  %19 = icmp ne i64 %18, 0
  br i1 %19, label %20, label %27

20:                                               ; preds = %16
  %21 = load i128, ptr %7, align 16
  %22 = load i128, ptr %8, align 16
  %23 = mul i128 %21, %22
  %24 = load i64, ptr %6, align 8
  %25 = zext i64 %24 to i128
  %26 = urem i128 %23, %25
  store i128 %26, ptr %7, align 16
  br label %27

27:                                               ; preds = %20, %16
  %28 = load i128, ptr %8, align 16
  %29 = load i128, ptr %8, align 16
  %30 = mul i128 %28, %29
  %31 = load i64, ptr %6, align 8
  %32 = zext i64 %31 to i128
  %33 = urem i128 %30, %32
  store i128 %33, ptr %8, align 16
  %34 = load i64, ptr %5, align 8
  %35 = lshr i64 %34, 1
  store i64 %35, ptr %5, align 8
  br label %13, !llvm.loop !16

36:                                               ; preds = %13
  %37 = load i128, ptr %7, align 16
  %38 = trunc i128 %37 to i64
  ret i64 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @modinv(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %8 = load i64, ptr %4, align 8
  %9 = load i64, ptr %5, align 8
  %10 = call i64 @egcd(i64 noundef %8, i64 noundef %9, ptr noundef %6, ptr noundef %7)
  %11 = icmp ne i64 %10, 1
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  store i64 -1, ptr %3, align 8
  br label %21

13:                                               ; preds = %2
  %14 = load i64, ptr %6, align 8
  %15 = load i64, ptr %5, align 8
  %16 = srem i64 %14, %15
  %17 = load i64, ptr %5, align 8
  %18 = add nsw i64 %16, %17
  %19 = load i64, ptr %5, align 8
  %20 = srem i64 %18, %19
  store i64 %20, ptr %3, align 8
  br label %21

21:                                               ; preds = %13, %12
  %22 = load i64, ptr %3, align 8
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @crt(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i64 1, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %24, %3
  %13 = load i32, ptr %8, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %27

16:                                               ; preds = %12
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i64, ptr %17, i64 %19
  %21 = load i64, ptr %20, align 8
  %22 = load i64, ptr %7, align 8
  %23 = mul nsw i64 %22, %21
  store i64 %23, ptr %7, align 8
  br label %24

24:                                               ; preds = %16
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %12, !llvm.loop !17

27:                                               ; preds = %12
  store i64 0, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %28

28:                                               ; preds = %73, %27
  %29 = load i32, ptr %10, align 4
  %30 = load i32, ptr %6, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %76

32:                                               ; preds = %28
  %33 = load i64, ptr %7, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %10, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr %34, i64 %36
  %38 = load i64, ptr %37, align 8
  %39 = sdiv i64 %33, %38
  store i64 %39, ptr %11, align 8
  %40 = load i64, ptr %9, align 8
  %41 = load ptr, ptr %4, align 8
  %42 = load i32, ptr %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i64, ptr %41, i64 %43
  %45 = load i64, ptr %44, align 8
  %46 = load ptr, ptr %5, align 8
  %47 = load i32, ptr %10, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i64, ptr %46, i64 %48
  %50 = load i64, ptr %49, align 8
  %51 = srem i64 %45, %50
  %52 = load i64, ptr %11, align 8
  %53 = mul nsw i64 %51, %52
  %54 = load i64, ptr %7, align 8
  %55 = srem i64 %53, %54
  %56 = load i64, ptr %11, align 8
  %57 = load ptr, ptr %5, align 8
  %58 = load i32, ptr %10, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i64, ptr %57, i64 %59
  %61 = load i64, ptr %60, align 8
  %62 = srem i64 %56, %61
  %63 = load ptr, ptr %5, align 8
  %64 = load i32, ptr %10, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i64, ptr %63, i64 %65
  %67 = load i64, ptr %66, align 8
  %68 = call i64 @modinv(i64 noundef %62, i64 noundef %67)
  %69 = mul nsw i64 %55, %68
  %70 = add nsw i64 %40, %69
  %71 = load i64, ptr %7, align 8
  %72 = srem i64 %70, %71
  store i64 %72, ptr %9, align 8
  br label %73

73:                                               ; preds = %32
  %74 = load i32, ptr %10, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %10, align 4
  br label %28, !llvm.loop !18

76:                                               ; preds = %28
  %77 = load i64, ptr %9, align 8
  ret i64 %77
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @egcd(i64 noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i64 %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %13 = load i64, ptr %7, align 8
  %14 = icmp ne i64 %13, 0
  br i1 %14, label %19, label %15

15:                                               ; preds = %4
  %16 = load ptr, ptr %8, align 8
  store i64 1, ptr %16, align 8
  %17 = load ptr, ptr %9, align 8
  store i64 0, ptr %17, align 8
  %18 = load i64, ptr %6, align 8
  store i64 %18, ptr %5, align 8
  br label %36

19:                                               ; preds = %4
  %20 = load i64, ptr %7, align 8
  %21 = load i64, ptr %6, align 8
  %22 = load i64, ptr %7, align 8
  %23 = srem i64 %21, %22
  %24 = call i64 @egcd(i64 noundef %20, i64 noundef %23, ptr noundef %10, ptr noundef %11)
  store i64 %24, ptr %12, align 8
  %25 = load i64, ptr %11, align 8
  %26 = load ptr, ptr %8, align 8
  store i64 %25, ptr %26, align 8
  %27 = load i64, ptr %10, align 8
  %28 = load i64, ptr %6, align 8
  %29 = load i64, ptr %7, align 8
  %30 = sdiv i64 %28, %29
  %31 = load i64, ptr %11, align 8
  %32 = mul nsw i64 %30, %31
  %33 = sub nsw i64 %27, %32
  %34 = load ptr, ptr %9, align 8
  store i64 %33, ptr %34, align 8
  %35 = load i64, ptr %12, align 8
  store i64 %35, ptr %5, align 8
  br label %36

36:                                               ; preds = %19, %15
  %37 = load i64, ptr %5, align 8
  ret i64 %37
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #3

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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
