; ModuleID = 'programs/neon_intrinsics.c'
source_filename = "programs/neon_intrinsics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a8 = internal global [16 x i8] zeroinitializer, align 16
@b8 = internal global [16 x i8] zeroinitializer, align 16
@u8a = internal global [16 x i8] zeroinitializer, align 16
@u8b = internal global [16 x i8] zeroinitializer, align 16
@a16 = internal global [8 x i16] zeroinitializer, align 16
@b16 = internal global [8 x i16] zeroinitializer, align 16
@a32 = internal global [4 x i32] zeroinitializer, align 16
@b32 = internal global [4 x i32] zeroinitializer, align 16
@u32a = internal global [4 x i32] zeroinitializer, align 16
@f32a = internal global [4 x float] zeroinitializer, align 16
@f32b = internal global [4 x float] zeroinitializer, align 16
@a64 = internal global [2 x i64] zeroinitializer, align 16
@b64 = internal global [2 x i64] zeroinitializer, align 16
@f64a = internal global [2 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [9 x i8] c"sqadd16b\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"sqsub16b\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"sqadd8b\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"uqadd\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"uqsub\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"sqadd8h\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"sqdmulh\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"sqrdmulh\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"sqsub4s\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"sqabs\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"sqneg\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"abs\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"sqxtn\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"sqxtun\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"uqxtn\00", align 1
@.str.15 = private unnamed_addr constant [25 x i8] c"scalar: %d %d %lld %lld\0A\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.20 = private unnamed_addr constant [22 x i8] c"addv: %u %d %u %d %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [16 x i8] c"addv2: %d %lld\0A\00", align 1
@.str.22 = private unnamed_addr constant [25 x i8] c"maxv: %u %d %u %d %d %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [15 x i8] c"maxv32: %u %d\0A\00", align 1
@.str.24 = private unnamed_addr constant [22 x i8] c"addlv: %u %d %u %lld\0A\00", align 1
@.str.25 = private unnamed_addr constant [38 x i8] c"fmaxv: %.3f %.3f %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"addp\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"smaxp\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"sminp\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"faddp\00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"fmaxp\00", align 1
@.str.31 = private unnamed_addr constant [5 x i8] c"fmax\00", align 1
@.str.32 = private unnamed_addr constant [7 x i8] c"fminnm\00", align 1
@.str.33 = private unnamed_addr constant [6 x i8] c" %.3f\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"tbl\00", align 1
@.str.35 = private unnamed_addr constant [5 x i8] c"tbl8\00", align 1
@.str.36 = private unnamed_addr constant [5 x i8] c"uabd\00", align 1
@.str.37 = private unnamed_addr constant [5 x i8] c"sabd\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"uhadd\00", align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"urhadd\00", align 1
@.str.40 = private unnamed_addr constant [6 x i8] c"shadd\00", align 1
@__const.misc.s = private unnamed_addr constant [4 x i32] [i32 3, i32 -2, i32 1, i32 -31], align 16
@.str.41 = private unnamed_addr constant [5 x i8] c"sshl\00", align 1
@__const.misc.t = private unnamed_addr constant [4 x i32] [i32 -3, i32 -2, i32 -1, i32 -5], align 16
@.str.42 = private unnamed_addr constant [6 x i8] c"srshl\00", align 1
@__const.misc.q = private unnamed_addr constant [16 x i32] [i32 1, i32 2, i32 3, i32 0, i32 -1, i32 -2, i32 4, i32 1, i32 1, i32 2, i32 3, i32 0, i32 -1, i32 -2, i32 4, i32 1], align 16
@.str.43 = private unnamed_addr constant [6 x i8] c"sqshl\00", align 1
@.str.44 = private unnamed_addr constant [18 x i8] c"shl64: %lld %llu\0A\00", align 1
@__const.misc.c = private unnamed_addr constant [4 x i32] [i32 2, i32 -2, i32 4, i32 0], align 16
@.str.45 = private unnamed_addr constant [7 x i8] c"fcvtns\00", align 1
@__const.misc.c2 = private unnamed_addr constant [4 x i32] [i32 3, i32 -3, i32 4, i32 0], align 16
@.str.46 = private unnamed_addr constant [7 x i8] c"fcvtas\00", align 1
@__const.misc.c3 = private unnamed_addr constant [4 x i32] [i32 2, i32 -3, i32 3, i32 -1], align 16
@.str.47 = private unnamed_addr constant [7 x i8] c"fcvtms\00", align 1
@__const.misc.c4 = private unnamed_addr constant [4 x i32] [i32 3, i32 -2, i32 4, i32 0], align 16
@.str.48 = private unnamed_addr constant [7 x i8] c"fcvtps\00", align 1
@.str.49 = private unnamed_addr constant [7 x i8] c"fcvtzu\00", align 1
@.str.50 = private unnamed_addr constant [16 x i8] c"scvt: %d %d %u\0A\00", align 1
@__const.misc.r = private unnamed_addr constant [4 x float] [float 2.000000e+00, float -2.000000e+00, float 4.000000e+00, float -0.000000e+00], align 16
@.str.51 = private unnamed_addr constant [7 x i8] c"frintn\00", align 1
@.str.52 = private unnamed_addr constant [6 x i8] c"fmulx\00", align 1
@.str.53 = private unnamed_addr constant [7 x i8] c"frecps\00", align 1
@.str.54 = private unnamed_addr constant [8 x i8] c"frsqrts\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @init()
  call void @saturating()
  call void @reductions()
  call void @misc()
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %4

4:                                                ; preds = %36, %0
  %5 = load i32, ptr %1, align 4
  %6 = icmp slt i32 %5, 16
  br i1 %6, label %7, label %39

7:                                                ; preds = %4
  %8 = load i32, ptr %1, align 4
  %9 = mul nsw i32 %8, 37
  %10 = sub nsw i32 %9, 100
  %11 = trunc i32 %10 to i8
  %12 = load i32, ptr %1, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %13
  store i8 %11, ptr %14, align 1
  %15 = load i32, ptr %1, align 4
  %16 = mul nsw i32 %15, 53
  %17 = sub nsw i32 %16, 90
  %18 = trunc i32 %17 to i8
  %19 = load i32, ptr %1, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [16 x i8], ptr @b8, i64 0, i64 %20
  store i8 %18, ptr %21, align 1
  %22 = load i32, ptr %1, align 4
  %23 = mul nsw i32 %22, 29
  %24 = add nsw i32 %23, 7
  %25 = trunc i32 %24 to i8
  %26 = load i32, ptr %1, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %27
  store i8 %25, ptr %28, align 1
  %29 = load i32, ptr %1, align 4
  %30 = mul nsw i32 %29, 71
  %31 = add nsw i32 %30, 3
  %32 = trunc i32 %31 to i8
  %33 = load i32, ptr %1, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %34
  store i8 %32, ptr %35, align 1
  br label %36

36:                                               ; preds = %7
  %37 = load i32, ptr %1, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %1, align 4
  br label %4, !llvm.loop !6

39:                                               ; preds = %4
  store i32 0, ptr %2, align 4
  br label %40

40:                                               ; preds = %58, %39
  %41 = load i32, ptr %2, align 4
  %42 = icmp slt i32 %41, 8
  br i1 %42, label %43, label %61

43:                                               ; preds = %40
  %44 = load i32, ptr %2, align 4
  %45 = mul nsw i32 %44, 9000
  %46 = sub nsw i32 %45, 30000
  %47 = trunc i32 %46 to i16
  %48 = load i32, ptr %2, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [8 x i16], ptr @a16, i64 0, i64 %49
  store i16 %47, ptr %50, align 2
  %51 = load i32, ptr %2, align 4
  %52 = mul nsw i32 %51, 7001
  %53 = sub nsw i32 %52, 20000
  %54 = trunc i32 %53 to i16
  %55 = load i32, ptr %2, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [8 x i16], ptr @b16, i64 0, i64 %56
  store i16 %54, ptr %57, align 2
  br label %58

58:                                               ; preds = %43
  %59 = load i32, ptr %2, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %2, align 4
  br label %40, !llvm.loop !8

61:                                               ; preds = %40
  store i32 0, ptr %3, align 4
  br label %62

62:                                               ; preds = %96, %61
  %63 = load i32, ptr %3, align 4
  %64 = icmp slt i32 %63, 4
  br i1 %64, label %65, label %99

65:                                               ; preds = %62
  %66 = load i32, ptr %3, align 4
  %67 = mul nsw i32 %66, 1000000007
  %68 = sub nsw i32 %67, 2000000000
  %69 = load i32, ptr %3, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %70
  store i32 %68, ptr %71, align 4
  %72 = load i32, ptr %3, align 4
  %73 = mul nsw i32 %72, 900000001
  %74 = sub nsw i32 %73, 1000000000
  %75 = load i32, ptr %3, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [4 x i32], ptr @b32, i64 0, i64 %76
  store i32 %74, ptr %77, align 4
  %78 = load i32, ptr %3, align 4
  %79 = mul i32 %78, 1234567
  %80 = sub i32 -294967296, %79
  %81 = load i32, ptr %3, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4 x i32], ptr @u32a, i64 0, i64 %82
  store i32 %80, ptr %83, align 4
  %84 = load i32, ptr %3, align 4
  %85 = sitofp i32 %84 to float
  %86 = call float @llvm.fmuladd.f32(float %85, float 1.750000e+00, float -2.500000e+00)
  %87 = load i32, ptr %3, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %88
  store float %86, ptr %89, align 4
  %90 = load i32, ptr %3, align 4
  %91 = sitofp i32 %90 to float
  %92 = fsub float 3.250000e+00, %91
  %93 = load i32, ptr %3, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %94
  store float %92, ptr %95, align 4
  br label %96

96:                                               ; preds = %65
  %97 = load i32, ptr %3, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %3, align 4
  br label %62, !llvm.loop !9

99:                                               ; preds = %62
  store i64 9223372036854775802, ptr @a64, align 16
  store i64 -9223372036854775801, ptr getelementptr inbounds ([2 x i64], ptr @a64, i64 0, i64 1), align 8
  store i64 10, ptr @b64, align 16
  store i64 -10, ptr getelementptr inbounds ([2 x i64], ptr @b64, i64 0, i64 1), align 8
  store double -7.500000e+00, ptr @f64a, align 16
  store double 2.500000e+00, ptr getelementptr inbounds ([2 x double], ptr @f64a, i64 0, i64 1), align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saturating() #0 {
  %1 = alloca [16 x i8], align 16
  %2 = alloca [16 x i8], align 16
  %3 = alloca [8 x i16], align 16
  %4 = alloca [4 x i32], align 16
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
  store i32 0, ptr %5, align 4
  br label %20

20:                                               ; preds = %39, %0
  %21 = load i32, ptr %5, align 4
  %22 = icmp slt i32 %21, 16
  br i1 %22, label %23, label %42

23:                                               ; preds = %20
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [16 x i8], ptr @b8, i64 0, i64 %30
  %32 = load i8, ptr %31, align 1
  %33 = sext i8 %32 to i32
  %34 = add nsw i32 %28, %33
  %35 = call signext i8 @sat8(i32 noundef %34)
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %37
  store i8 %35, ptr %38, align 1
  br label %39

39:                                               ; preds = %23
  %40 = load i32, ptr %5, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %5, align 4
  br label %20, !llvm.loop !10

42:                                               ; preds = %20
  %43 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str, ptr noundef %43, i32 noundef 16)
  store i32 0, ptr %6, align 4
  br label %44

44:                                               ; preds = %63, %42
  %45 = load i32, ptr %6, align 4
  %46 = icmp slt i32 %45, 16
  br i1 %46, label %47, label %66

47:                                               ; preds = %44
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %49
  %51 = load i8, ptr %50, align 1
  %52 = sext i8 %51 to i32
  %53 = load i32, ptr %6, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [16 x i8], ptr @b8, i64 0, i64 %54
  %56 = load i8, ptr %55, align 1
  %57 = sext i8 %56 to i32
  %58 = sub nsw i32 %52, %57
  %59 = call signext i8 @sat8(i32 noundef %58)
  %60 = load i32, ptr %6, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %61
  store i8 %59, ptr %62, align 1
  br label %63

63:                                               ; preds = %47
  %64 = load i32, ptr %6, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %6, align 4
  br label %44, !llvm.loop !11

66:                                               ; preds = %44
  %67 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.1, ptr noundef %67, i32 noundef 16)
  store i32 0, ptr %7, align 4
  br label %68

68:                                               ; preds = %88, %66
  %69 = load i32, ptr %7, align 4
  %70 = icmp slt i32 %69, 8
  br i1 %70, label %71, label %91

71:                                               ; preds = %68
  %72 = load i32, ptr %7, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %73
  %75 = load i8, ptr %74, align 1
  %76 = sext i8 %75 to i32
  %77 = load i32, ptr %7, align 4
  %78 = add nsw i32 %77, 8
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [16 x i8], ptr @b8, i64 0, i64 %79
  %81 = load i8, ptr %80, align 1
  %82 = sext i8 %81 to i32
  %83 = add nsw i32 %76, %82
  %84 = call signext i8 @sat8(i32 noundef %83)
  %85 = load i32, ptr %7, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %86
  store i8 %84, ptr %87, align 1
  br label %88

88:                                               ; preds = %71
  %89 = load i32, ptr %7, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %7, align 4
  br label %68, !llvm.loop !12

91:                                               ; preds = %68
  %92 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.2, ptr noundef %92, i32 noundef 8)
  store i32 0, ptr %8, align 4
  br label %93

93:                                               ; preds = %112, %91
  %94 = load i32, ptr %8, align 4
  %95 = icmp slt i32 %94, 16
  br i1 %95, label %96, label %115

96:                                               ; preds = %93
  %97 = load i32, ptr %8, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %98
  %100 = load i8, ptr %99, align 1
  %101 = zext i8 %100 to i32
  %102 = load i32, ptr %8, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %103
  %105 = load i8, ptr %104, align 1
  %106 = zext i8 %105 to i32
  %107 = add nsw i32 %101, %106
  %108 = call zeroext i8 @usat8(i32 noundef %107)
  %109 = load i32, ptr %8, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %110
  store i8 %108, ptr %111, align 1
  br label %112

112:                                              ; preds = %96
  %113 = load i32, ptr %8, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %8, align 4
  br label %93, !llvm.loop !13

115:                                              ; preds = %93
  %116 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  call void @pu8(ptr noundef @.str.3, ptr noundef %116, i32 noundef 16)
  store i32 0, ptr %9, align 4
  br label %117

117:                                              ; preds = %136, %115
  %118 = load i32, ptr %9, align 4
  %119 = icmp slt i32 %118, 16
  br i1 %119, label %120, label %139

120:                                              ; preds = %117
  %121 = load i32, ptr %9, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %122
  %124 = load i8, ptr %123, align 1
  %125 = zext i8 %124 to i32
  %126 = load i32, ptr %9, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %127
  %129 = load i8, ptr %128, align 1
  %130 = zext i8 %129 to i32
  %131 = sub nsw i32 %125, %130
  %132 = call zeroext i8 @usat8(i32 noundef %131)
  %133 = load i32, ptr %9, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %134
  store i8 %132, ptr %135, align 1
  br label %136

136:                                              ; preds = %120
  %137 = load i32, ptr %9, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %9, align 4
  br label %117, !llvm.loop !14

139:                                              ; preds = %117
  %140 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  call void @pu8(ptr noundef @.str.4, ptr noundef %140, i32 noundef 16)
  store i32 0, ptr %10, align 4
  br label %141

141:                                              ; preds = %160, %139
  %142 = load i32, ptr %10, align 4
  %143 = icmp slt i32 %142, 8
  br i1 %143, label %144, label %163

144:                                              ; preds = %141
  %145 = load i32, ptr %10, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [8 x i16], ptr @a16, i64 0, i64 %146
  %148 = load i16, ptr %147, align 2
  %149 = sext i16 %148 to i32
  %150 = load i32, ptr %10, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [8 x i16], ptr @b16, i64 0, i64 %151
  %153 = load i16, ptr %152, align 2
  %154 = sext i16 %153 to i32
  %155 = add nsw i32 %149, %154
  %156 = call signext i16 @sat16(i32 noundef %155)
  %157 = load i32, ptr %10, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [8 x i16], ptr %3, i64 0, i64 %158
  store i16 %156, ptr %159, align 2
  br label %160

160:                                              ; preds = %144
  %161 = load i32, ptr %10, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %10, align 4
  br label %141, !llvm.loop !15

163:                                              ; preds = %141
  %164 = getelementptr inbounds [8 x i16], ptr %3, i64 0, i64 0
  call void @p16(ptr noundef @.str.5, ptr noundef %164, i32 noundef 8)
  store i32 0, ptr %11, align 4
  br label %165

165:                                              ; preds = %187, %163
  %166 = load i32, ptr %11, align 4
  %167 = icmp slt i32 %166, 8
  br i1 %167, label %168, label %190

168:                                              ; preds = %165
  %169 = load i32, ptr %11, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [8 x i16], ptr @a16, i64 0, i64 %170
  %172 = load i16, ptr %171, align 2
  %173 = sext i16 %172 to i64
  %174 = mul nsw i64 2, %173
  %175 = load i32, ptr %11, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [8 x i16], ptr @b16, i64 0, i64 %176
  %178 = load i16, ptr %177, align 2
  %179 = sext i16 %178 to i64
  %180 = mul nsw i64 %174, %179
  %181 = ashr i64 %180, 16
  %182 = call i32 @sat32(i64 noundef %181)
  %183 = trunc i32 %182 to i16
  %184 = load i32, ptr %11, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [8 x i16], ptr %3, i64 0, i64 %185
  store i16 %183, ptr %186, align 2
  br label %187

187:                                              ; preds = %168
  %188 = load i32, ptr %11, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %11, align 4
  br label %165, !llvm.loop !16

190:                                              ; preds = %165
  %191 = getelementptr inbounds [8 x i16], ptr %3, i64 0, i64 0
  call void @p16(ptr noundef @.str.6, ptr noundef %191, i32 noundef 8)
  store i32 0, ptr %12, align 4
  br label %192

192:                                              ; preds = %215, %190
  %193 = load i32, ptr %12, align 4
  %194 = icmp slt i32 %193, 8
  br i1 %194, label %195, label %218

195:                                              ; preds = %192
  %196 = load i32, ptr %12, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [8 x i16], ptr @a16, i64 0, i64 %197
  %199 = load i16, ptr %198, align 2
  %200 = sext i16 %199 to i64
  %201 = mul nsw i64 2, %200
  %202 = load i32, ptr %12, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [8 x i16], ptr @b16, i64 0, i64 %203
  %205 = load i16, ptr %204, align 2
  %206 = sext i16 %205 to i64
  %207 = mul nsw i64 %201, %206
  %208 = add nsw i64 %207, 32768
  %209 = ashr i64 %208, 16
  %210 = call i32 @sat32(i64 noundef %209)
  %211 = trunc i32 %210 to i16
  %212 = load i32, ptr %12, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [8 x i16], ptr %3, i64 0, i64 %213
  store i16 %211, ptr %214, align 2
  br label %215

215:                                              ; preds = %195
  %216 = load i32, ptr %12, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %12, align 4
  br label %192, !llvm.loop !17

218:                                              ; preds = %192
  %219 = getelementptr inbounds [8 x i16], ptr %3, i64 0, i64 0
  call void @p16(ptr noundef @.str.7, ptr noundef %219, i32 noundef 8)
  store i32 0, ptr %13, align 4
  br label %220

220:                                              ; preds = %239, %218
  %221 = load i32, ptr %13, align 4
  %222 = icmp slt i32 %221, 4
  br i1 %222, label %223, label %242

223:                                              ; preds = %220
  %224 = load i32, ptr %13, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %225
  %227 = load i32, ptr %226, align 4
  %228 = sext i32 %227 to i64
  %229 = load i32, ptr %13, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [4 x i32], ptr @b32, i64 0, i64 %230
  %232 = load i32, ptr %231, align 4
  %233 = sext i32 %232 to i64
  %234 = sub nsw i64 %228, %233
  %235 = call i32 @sat32(i64 noundef %234)
  %236 = load i32, ptr %13, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %237
  store i32 %235, ptr %238, align 4
  br label %239

239:                                              ; preds = %223
  %240 = load i32, ptr %13, align 4
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr %13, align 4
  br label %220, !llvm.loop !18

242:                                              ; preds = %220
  %243 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 0
  call void @p32(ptr noundef @.str.8, ptr noundef %243, i32 noundef 4)
  store i32 0, ptr %14, align 4
  br label %244

244:                                              ; preds = %273, %242
  %245 = load i32, ptr %14, align 4
  %246 = icmp slt i32 %245, 16
  br i1 %246, label %247, label %276

247:                                              ; preds = %244
  %248 = load i32, ptr %14, align 4
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %249
  %251 = load i8, ptr %250, align 1
  %252 = sext i8 %251 to i32
  %253 = icmp slt i32 %252, 0
  br i1 %253, label %254, label %261

254:                                              ; preds = %247
  %255 = load i32, ptr %14, align 4
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %256
  %258 = load i8, ptr %257, align 1
  %259 = sext i8 %258 to i32
  %260 = sub nsw i32 0, %259
  br label %267

261:                                              ; preds = %247
  %262 = load i32, ptr %14, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %263
  %265 = load i8, ptr %264, align 1
  %266 = sext i8 %265 to i32
  br label %267

267:                                              ; preds = %261, %254
  %268 = phi i32 [ %260, %254 ], [ %266, %261 ]
  %269 = call signext i8 @sat8(i32 noundef %268)
  %270 = load i32, ptr %14, align 4
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %271
  store i8 %269, ptr %272, align 1
  br label %273

273:                                              ; preds = %267
  %274 = load i32, ptr %14, align 4
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %14, align 4
  br label %244, !llvm.loop !19

276:                                              ; preds = %244
  %277 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.9, ptr noundef %277, i32 noundef 16)
  store i32 0, ptr %15, align 4
  br label %278

278:                                              ; preds = %292, %276
  %279 = load i32, ptr %15, align 4
  %280 = icmp slt i32 %279, 16
  br i1 %280, label %281, label %295

281:                                              ; preds = %278
  %282 = load i32, ptr %15, align 4
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %283
  %285 = load i8, ptr %284, align 1
  %286 = sext i8 %285 to i32
  %287 = sub nsw i32 0, %286
  %288 = call signext i8 @sat8(i32 noundef %287)
  %289 = load i32, ptr %15, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %290
  store i8 %288, ptr %291, align 1
  br label %292

292:                                              ; preds = %281
  %293 = load i32, ptr %15, align 4
  %294 = add nsw i32 %293, 1
  store i32 %294, ptr %15, align 4
  br label %278, !llvm.loop !20

295:                                              ; preds = %278
  %296 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.10, ptr noundef %296, i32 noundef 16)
  store i32 0, ptr %16, align 4
  br label %297

297:                                              ; preds = %322, %295
  %298 = load i32, ptr %16, align 4
  %299 = icmp slt i32 %298, 4
  br i1 %299, label %300, label %325

300:                                              ; preds = %297
  %301 = load i32, ptr %16, align 4
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %302
  %304 = load i32, ptr %303, align 4
  %305 = icmp slt i32 %304, 0
  br i1 %305, label %306, label %312

306:                                              ; preds = %300
  %307 = load i32, ptr %16, align 4
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %308
  %310 = load i32, ptr %309, align 4
  %311 = sub i32 0, %310
  br label %317

312:                                              ; preds = %300
  %313 = load i32, ptr %16, align 4
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %314
  %316 = load i32, ptr %315, align 4
  br label %317

317:                                              ; preds = %312, %306
  %318 = phi i32 [ %311, %306 ], [ %316, %312 ]
  %319 = load i32, ptr %16, align 4
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %320
  store i32 %318, ptr %321, align 4
  br label %322

322:                                              ; preds = %317
  %323 = load i32, ptr %16, align 4
  %324 = add nsw i32 %323, 1
  store i32 %324, ptr %16, align 4
  br label %297, !llvm.loop !21

325:                                              ; preds = %297
  %326 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 0
  call void @p32(ptr noundef @.str.11, ptr noundef %326, i32 noundef 4)
  store i32 0, ptr %17, align 4
  br label %327

327:                                              ; preds = %340, %325
  %328 = load i32, ptr %17, align 4
  %329 = icmp slt i32 %328, 8
  br i1 %329, label %330, label %343

330:                                              ; preds = %327
  %331 = load i32, ptr %17, align 4
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds [8 x i16], ptr @a16, i64 0, i64 %332
  %334 = load i16, ptr %333, align 2
  %335 = sext i16 %334 to i32
  %336 = call signext i8 @sat8(i32 noundef %335)
  %337 = load i32, ptr %17, align 4
  %338 = sext i32 %337 to i64
  %339 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %338
  store i8 %336, ptr %339, align 1
  br label %340

340:                                              ; preds = %330
  %341 = load i32, ptr %17, align 4
  %342 = add nsw i32 %341, 1
  store i32 %342, ptr %17, align 4
  br label %327, !llvm.loop !22

343:                                              ; preds = %327
  %344 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.12, ptr noundef %344, i32 noundef 8)
  store i32 0, ptr %18, align 4
  br label %345

345:                                              ; preds = %358, %343
  %346 = load i32, ptr %18, align 4
  %347 = icmp slt i32 %346, 8
  br i1 %347, label %348, label %361

348:                                              ; preds = %345
  %349 = load i32, ptr %18, align 4
  %350 = sext i32 %349 to i64
  %351 = getelementptr inbounds [8 x i16], ptr @b16, i64 0, i64 %350
  %352 = load i16, ptr %351, align 2
  %353 = sext i16 %352 to i32
  %354 = call zeroext i8 @usat8(i32 noundef %353)
  %355 = load i32, ptr %18, align 4
  %356 = sext i32 %355 to i64
  %357 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %356
  store i8 %354, ptr %357, align 1
  br label %358

358:                                              ; preds = %348
  %359 = load i32, ptr %18, align 4
  %360 = add nsw i32 %359, 1
  store i32 %360, ptr %18, align 4
  br label %345, !llvm.loop !23

361:                                              ; preds = %345
  %362 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  call void @pu8(ptr noundef @.str.13, ptr noundef %362, i32 noundef 8)
  store i32 0, ptr %19, align 4
  br label %363

363:                                              ; preds = %384, %361
  %364 = load i32, ptr %19, align 4
  %365 = icmp slt i32 %364, 4
  br i1 %365, label %366, label %387

366:                                              ; preds = %363
  %367 = load i32, ptr %19, align 4
  %368 = sext i32 %367 to i64
  %369 = getelementptr inbounds [4 x i32], ptr @u32a, i64 0, i64 %368
  %370 = load i32, ptr %369, align 4
  %371 = icmp ugt i32 %370, 65535
  br i1 %371, label %372, label %373

372:                                              ; preds = %366
  br label %378

373:                                              ; preds = %366
  %374 = load i32, ptr %19, align 4
  %375 = sext i32 %374 to i64
  %376 = getelementptr inbounds [4 x i32], ptr @u32a, i64 0, i64 %375
  %377 = load i32, ptr %376, align 4
  br label %378

378:                                              ; preds = %373, %372
  %379 = phi i32 [ 65535, %372 ], [ %377, %373 ]
  %380 = trunc i32 %379 to i16
  %381 = load i32, ptr %19, align 4
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds [8 x i16], ptr %3, i64 0, i64 %382
  store i16 %380, ptr %383, align 2
  br label %384

384:                                              ; preds = %378
  %385 = load i32, ptr %19, align 4
  %386 = add nsw i32 %385, 1
  store i32 %386, ptr %19, align 4
  br label %363, !llvm.loop !24

387:                                              ; preds = %363
  %388 = getelementptr inbounds [8 x i16], ptr %3, i64 0, i64 0
  call void @p16(ptr noundef @.str.14, ptr noundef %388, i32 noundef 4)
  %389 = load i32, ptr @a32, align 16
  %390 = sext i32 %389 to i64
  %391 = load i32, ptr @b32, align 16
  %392 = sext i32 %391 to i64
  %393 = add nsw i64 %390, %392
  %394 = call i32 @sat32(i64 noundef %393)
  %395 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @a32, i64 0, i64 3), align 4
  %396 = sext i32 %395 to i64
  %397 = load i32, ptr @b32, align 16
  %398 = sext i32 %397 to i64
  %399 = sub nsw i64 %396, %398
  %400 = call i32 @sat32(i64 noundef %399)
  %401 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %394, i32 noundef %400, i64 noundef 9223372036854775807, i64 noundef -9223372036854775808)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reductions() #0 {
  %1 = alloca [16 x i8], align 16
  %2 = alloca [16 x i8], align 16
  %3 = alloca [4 x i32], align 16
  %4 = alloca [4 x float], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i16, align 2
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca float, align 4
  %33 = alloca float, align 4
  %34 = alloca float, align 4
  %35 = alloca float, align 4
  %36 = alloca i32, align 4
  %37 = alloca double, align 8
  %38 = alloca float, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %46

46:                                               ; preds = %64, %0
  %47 = load i32, ptr %10, align 4
  %48 = icmp slt i32 %47, 16
  br i1 %48, label %49, label %67

49:                                               ; preds = %46
  %50 = load i32, ptr %10, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %51
  %53 = load i8, ptr %52, align 1
  %54 = zext i8 %53 to i32
  %55 = load i32, ptr %5, align 4
  %56 = add i32 %55, %54
  store i32 %56, ptr %5, align 4
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %58
  %60 = load i8, ptr %59, align 1
  %61 = sext i8 %60 to i32
  %62 = load i32, ptr %7, align 4
  %63 = add nsw i32 %62, %61
  store i32 %63, ptr %7, align 4
  br label %64

64:                                               ; preds = %49
  %65 = load i32, ptr %10, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %10, align 4
  br label %46, !llvm.loop !25

67:                                               ; preds = %46
  store i32 0, ptr %11, align 4
  br label %68

68:                                               ; preds = %86, %67
  %69 = load i32, ptr %11, align 4
  %70 = icmp slt i32 %69, 8
  br i1 %70, label %71, label %89

71:                                               ; preds = %68
  %72 = load i32, ptr %11, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %73
  %75 = load i8, ptr %74, align 1
  %76 = zext i8 %75 to i32
  %77 = load i32, ptr %6, align 4
  %78 = add i32 %77, %76
  store i32 %78, ptr %6, align 4
  %79 = load i32, ptr %11, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [8 x i16], ptr @a16, i64 0, i64 %80
  %82 = load i16, ptr %81, align 2
  %83 = sext i16 %82 to i32
  %84 = load i32, ptr %8, align 4
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr %8, align 4
  br label %86

86:                                               ; preds = %71
  %87 = load i32, ptr %11, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %11, align 4
  br label %68, !llvm.loop !26

89:                                               ; preds = %68
  store i32 0, ptr %12, align 4
  br label %90

90:                                               ; preds = %100, %89
  %91 = load i32, ptr %12, align 4
  %92 = icmp slt i32 %91, 4
  br i1 %92, label %93, label %103

93:                                               ; preds = %90
  %94 = load i32, ptr %12, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [4 x i32], ptr @b32, i64 0, i64 %95
  %97 = load i32, ptr %96, align 4
  %98 = load i32, ptr %9, align 4
  %99 = add nsw i32 %98, %97
  store i32 %99, ptr %9, align 4
  br label %100

100:                                              ; preds = %93
  %101 = load i32, ptr %12, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %12, align 4
  br label %90, !llvm.loop !27

103:                                              ; preds = %90
  %104 = load i32, ptr %5, align 4
  %105 = and i32 %104, 255
  %106 = load i32, ptr %7, align 4
  %107 = trunc i32 %106 to i8
  %108 = sext i8 %107 to i32
  %109 = load i32, ptr %6, align 4
  %110 = and i32 %109, 255
  %111 = load i32, ptr %8, align 4
  %112 = trunc i32 %111 to i16
  %113 = sext i16 %112 to i32
  %114 = load i32, ptr %9, align 4
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %105, i32 noundef %108, i32 noundef %110, i32 noundef %113, i32 noundef %114)
  %116 = load i32, ptr @a32, align 16
  %117 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @a32, i64 0, i64 1), align 4
  %118 = add i32 %116, %117
  %119 = load i64, ptr @b64, align 16
  %120 = load i64, ptr getelementptr inbounds ([2 x i64], ptr @b64, i64 0, i64 1), align 8
  %121 = add nsw i64 %119, %120
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %118, i64 noundef %121)
  store i8 0, ptr %13, align 1
  store i8 -1, ptr %14, align 1
  store i8 -128, ptr %15, align 1
  store i8 127, ptr %16, align 1
  store i16 -32768, ptr %17, align 2
  store i32 2147483647, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %123

123:                                              ; preds = %183, %103
  %124 = load i32, ptr %19, align 4
  %125 = icmp slt i32 %124, 16
  br i1 %125, label %126, label %186

126:                                              ; preds = %123
  %127 = load i32, ptr %19, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %128
  %130 = load i8, ptr %129, align 1
  %131 = zext i8 %130 to i32
  %132 = load i8, ptr %13, align 1
  %133 = zext i8 %132 to i32
  %134 = icmp sgt i32 %131, %133
  br i1 %134, label %135, label %140

135:                                              ; preds = %126
  %136 = load i32, ptr %19, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %137
  %139 = load i8, ptr %138, align 1
  store i8 %139, ptr %13, align 1
  br label %140

140:                                              ; preds = %135, %126
  %141 = load i32, ptr %19, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %142
  %144 = load i8, ptr %143, align 1
  %145 = zext i8 %144 to i32
  %146 = load i8, ptr %14, align 1
  %147 = zext i8 %146 to i32
  %148 = icmp slt i32 %145, %147
  br i1 %148, label %149, label %154

149:                                              ; preds = %140
  %150 = load i32, ptr %19, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %151
  %153 = load i8, ptr %152, align 1
  store i8 %153, ptr %14, align 1
  br label %154

154:                                              ; preds = %149, %140
  %155 = load i32, ptr %19, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %156
  %158 = load i8, ptr %157, align 1
  %159 = sext i8 %158 to i32
  %160 = load i8, ptr %15, align 1
  %161 = sext i8 %160 to i32
  %162 = icmp sgt i32 %159, %161
  br i1 %162, label %163, label %168

163:                                              ; preds = %154
  %164 = load i32, ptr %19, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %165
  %167 = load i8, ptr %166, align 1
  store i8 %167, ptr %15, align 1
  br label %168

168:                                              ; preds = %163, %154
  %169 = load i32, ptr %19, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [16 x i8], ptr @b8, i64 0, i64 %170
  %172 = load i8, ptr %171, align 1
  %173 = sext i8 %172 to i32
  %174 = load i8, ptr %16, align 1
  %175 = sext i8 %174 to i32
  %176 = icmp slt i32 %173, %175
  br i1 %176, label %177, label %182

177:                                              ; preds = %168
  %178 = load i32, ptr %19, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [16 x i8], ptr @b8, i64 0, i64 %179
  %181 = load i8, ptr %180, align 1
  store i8 %181, ptr %16, align 1
  br label %182

182:                                              ; preds = %177, %168
  br label %183

183:                                              ; preds = %182
  %184 = load i32, ptr %19, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %19, align 4
  br label %123, !llvm.loop !28

186:                                              ; preds = %123
  store i32 0, ptr %20, align 4
  br label %187

187:                                              ; preds = %205, %186
  %188 = load i32, ptr %20, align 4
  %189 = icmp slt i32 %188, 8
  br i1 %189, label %190, label %208

190:                                              ; preds = %187
  %191 = load i32, ptr %20, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [8 x i16], ptr @a16, i64 0, i64 %192
  %194 = load i16, ptr %193, align 2
  %195 = sext i16 %194 to i32
  %196 = load i16, ptr %17, align 2
  %197 = sext i16 %196 to i32
  %198 = icmp sgt i32 %195, %197
  br i1 %198, label %199, label %204

199:                                              ; preds = %190
  %200 = load i32, ptr %20, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [8 x i16], ptr @a16, i64 0, i64 %201
  %203 = load i16, ptr %202, align 2
  store i16 %203, ptr %17, align 2
  br label %204

204:                                              ; preds = %199, %190
  br label %205

205:                                              ; preds = %204
  %206 = load i32, ptr %20, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %20, align 4
  br label %187, !llvm.loop !29

208:                                              ; preds = %187
  store i32 2, ptr %21, align 4
  br label %209

209:                                              ; preds = %225, %208
  %210 = load i32, ptr %21, align 4
  %211 = icmp slt i32 %210, 4
  br i1 %211, label %212, label %228

212:                                              ; preds = %209
  %213 = load i32, ptr %21, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [4 x i32], ptr @b32, i64 0, i64 %214
  %216 = load i32, ptr %215, align 4
  %217 = load i32, ptr %18, align 4
  %218 = icmp slt i32 %216, %217
  br i1 %218, label %219, label %224

219:                                              ; preds = %212
  %220 = load i32, ptr %21, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds [4 x i32], ptr @b32, i64 0, i64 %221
  %223 = load i32, ptr %222, align 4
  store i32 %223, ptr %18, align 4
  br label %224

224:                                              ; preds = %219, %212
  br label %225

225:                                              ; preds = %224
  %226 = load i32, ptr %21, align 4
  %227 = add nsw i32 %226, 1
  store i32 %227, ptr %21, align 4
  br label %209, !llvm.loop !30

228:                                              ; preds = %209
  %229 = load i8, ptr %13, align 1
  %230 = zext i8 %229 to i32
  %231 = load i8, ptr %15, align 1
  %232 = sext i8 %231 to i32
  %233 = load i8, ptr %14, align 1
  %234 = zext i8 %233 to i32
  %235 = load i8, ptr %16, align 1
  %236 = sext i8 %235 to i32
  %237 = load i16, ptr %17, align 2
  %238 = sext i16 %237 to i32
  %239 = load i32, ptr %18, align 4
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %230, i32 noundef %232, i32 noundef %234, i32 noundef %236, i32 noundef %238, i32 noundef %239)
  store i32 0, ptr %22, align 4
  store i32 2147483647, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %241

241:                                              ; preds = %269, %228
  %242 = load i32, ptr %24, align 4
  %243 = icmp slt i32 %242, 4
  br i1 %243, label %244, label %272

244:                                              ; preds = %241
  %245 = load i32, ptr %24, align 4
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [4 x i32], ptr @u32a, i64 0, i64 %246
  %248 = load i32, ptr %247, align 4
  %249 = load i32, ptr %22, align 4
  %250 = icmp ugt i32 %248, %249
  br i1 %250, label %251, label %256

251:                                              ; preds = %244
  %252 = load i32, ptr %24, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [4 x i32], ptr @u32a, i64 0, i64 %253
  %255 = load i32, ptr %254, align 4
  store i32 %255, ptr %22, align 4
  br label %256

256:                                              ; preds = %251, %244
  %257 = load i32, ptr %24, align 4
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %258
  %260 = load i32, ptr %259, align 4
  %261 = load i32, ptr %23, align 4
  %262 = icmp slt i32 %260, %261
  br i1 %262, label %263, label %268

263:                                              ; preds = %256
  %264 = load i32, ptr %24, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %265
  %267 = load i32, ptr %266, align 4
  store i32 %267, ptr %23, align 4
  br label %268

268:                                              ; preds = %263, %256
  br label %269

269:                                              ; preds = %268
  %270 = load i32, ptr %24, align 4
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr %24, align 4
  br label %241, !llvm.loop !31

272:                                              ; preds = %241
  %273 = load i32, ptr %22, align 4
  %274 = load i32, ptr %23, align 4
  %275 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %273, i32 noundef %274)
  store i32 0, ptr %25, align 4
  store i32 0, ptr %26, align 4
  store i32 0, ptr %27, align 4
  store i64 0, ptr %28, align 8
  store i32 0, ptr %29, align 4
  br label %276

276:                                              ; preds = %294, %272
  %277 = load i32, ptr %29, align 4
  %278 = icmp slt i32 %277, 16
  br i1 %278, label %279, label %297

279:                                              ; preds = %276
  %280 = load i32, ptr %29, align 4
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %281
  %283 = load i8, ptr %282, align 1
  %284 = zext i8 %283 to i32
  %285 = load i32, ptr %25, align 4
  %286 = add i32 %285, %284
  store i32 %286, ptr %25, align 4
  %287 = load i32, ptr %29, align 4
  %288 = sext i32 %287 to i64
  %289 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %288
  %290 = load i8, ptr %289, align 1
  %291 = sext i8 %290 to i32
  %292 = load i32, ptr %27, align 4
  %293 = add nsw i32 %292, %291
  store i32 %293, ptr %27, align 4
  br label %294

294:                                              ; preds = %279
  %295 = load i32, ptr %29, align 4
  %296 = add nsw i32 %295, 1
  store i32 %296, ptr %29, align 4
  br label %276, !llvm.loop !32

297:                                              ; preds = %276
  store i32 0, ptr %30, align 4
  br label %298

298:                                              ; preds = %309, %297
  %299 = load i32, ptr %30, align 4
  %300 = icmp slt i32 %299, 8
  br i1 %300, label %301, label %312

301:                                              ; preds = %298
  %302 = load i32, ptr %30, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds [8 x i16], ptr @a16, i64 0, i64 %303
  %305 = load i16, ptr %304, align 2
  %306 = zext i16 %305 to i32
  %307 = load i32, ptr %26, align 4
  %308 = add i32 %307, %306
  store i32 %308, ptr %26, align 4
  br label %309

309:                                              ; preds = %301
  %310 = load i32, ptr %30, align 4
  %311 = add nsw i32 %310, 1
  store i32 %311, ptr %30, align 4
  br label %298, !llvm.loop !33

312:                                              ; preds = %298
  store i32 0, ptr %31, align 4
  br label %313

313:                                              ; preds = %324, %312
  %314 = load i32, ptr %31, align 4
  %315 = icmp slt i32 %314, 4
  br i1 %315, label %316, label %327

316:                                              ; preds = %313
  %317 = load i32, ptr %31, align 4
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %318
  %320 = load i32, ptr %319, align 4
  %321 = sext i32 %320 to i64
  %322 = load i64, ptr %28, align 8
  %323 = add nsw i64 %322, %321
  store i64 %323, ptr %28, align 8
  br label %324

324:                                              ; preds = %316
  %325 = load i32, ptr %31, align 4
  %326 = add nsw i32 %325, 1
  store i32 %326, ptr %31, align 4
  br label %313, !llvm.loop !34

327:                                              ; preds = %313
  %328 = load i32, ptr %25, align 4
  %329 = load i32, ptr %27, align 4
  %330 = load i32, ptr %26, align 4
  %331 = load i64, ptr %28, align 8
  %332 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %328, i32 noundef %329, i32 noundef %330, i64 noundef %331)
  %333 = load float, ptr @f32a, align 16
  store float %333, ptr %32, align 4
  %334 = load float, ptr @f32a, align 16
  store float %334, ptr %33, align 4
  %335 = load float, ptr @f32b, align 16
  store float %335, ptr %34, align 4
  %336 = load float, ptr @f32b, align 16
  store float %336, ptr %35, align 4
  store i32 1, ptr %36, align 4
  br label %337

337:                                              ; preds = %377, %327
  %338 = load i32, ptr %36, align 4
  %339 = icmp slt i32 %338, 4
  br i1 %339, label %340, label %380

340:                                              ; preds = %337
  %341 = load i32, ptr %36, align 4
  %342 = sext i32 %341 to i64
  %343 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %342
  %344 = load float, ptr %343, align 4
  %345 = load float, ptr %32, align 4
  %346 = fcmp ogt float %344, %345
  br i1 %346, label %347, label %352

347:                                              ; preds = %340
  %348 = load i32, ptr %36, align 4
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %349
  %351 = load float, ptr %350, align 4
  store float %351, ptr %32, align 4
  br label %352

352:                                              ; preds = %347, %340
  %353 = load i32, ptr %36, align 4
  %354 = sext i32 %353 to i64
  %355 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %354
  %356 = load float, ptr %355, align 4
  %357 = load float, ptr %33, align 4
  %358 = fcmp olt float %356, %357
  br i1 %358, label %359, label %364

359:                                              ; preds = %352
  %360 = load i32, ptr %36, align 4
  %361 = sext i32 %360 to i64
  %362 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %361
  %363 = load float, ptr %362, align 4
  store float %363, ptr %33, align 4
  br label %364

364:                                              ; preds = %359, %352
  %365 = load i32, ptr %36, align 4
  %366 = sext i32 %365 to i64
  %367 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %366
  %368 = load float, ptr %367, align 4
  %369 = load float, ptr %34, align 4
  %370 = fcmp ogt float %368, %369
  br i1 %370, label %371, label %376

371:                                              ; preds = %364
  %372 = load i32, ptr %36, align 4
  %373 = sext i32 %372 to i64
  %374 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %373
  %375 = load float, ptr %374, align 4
  store float %375, ptr %34, align 4
  br label %376

376:                                              ; preds = %371, %364
  br label %377

377:                                              ; preds = %376
  %378 = load i32, ptr %36, align 4
  %379 = add nsw i32 %378, 1
  store i32 %379, ptr %36, align 4
  br label %337, !llvm.loop !35

380:                                              ; preds = %337
  %381 = load float, ptr getelementptr inbounds ([4 x float], ptr @f32b, i64 0, i64 1), align 4
  %382 = load float, ptr %35, align 4
  %383 = fcmp olt float %381, %382
  br i1 %383, label %384, label %386

384:                                              ; preds = %380
  %385 = load float, ptr getelementptr inbounds ([4 x float], ptr @f32b, i64 0, i64 1), align 4
  store float %385, ptr %35, align 4
  br label %386

386:                                              ; preds = %384, %380
  %387 = load double, ptr @f64a, align 16
  %388 = load double, ptr getelementptr inbounds ([2 x double], ptr @f64a, i64 0, i64 1), align 8
  %389 = fcmp ogt double %387, %388
  br i1 %389, label %390, label %392

390:                                              ; preds = %386
  %391 = load double, ptr @f64a, align 16
  br label %394

392:                                              ; preds = %386
  %393 = load double, ptr getelementptr inbounds ([2 x double], ptr @f64a, i64 0, i64 1), align 8
  br label %394

394:                                              ; preds = %392, %390
  %395 = phi double [ %391, %390 ], [ %393, %392 ]
  store double %395, ptr %37, align 8
  %396 = load float, ptr @f32b, align 16
  %397 = load float, ptr getelementptr inbounds ([4 x float], ptr @f32b, i64 0, i64 1), align 4
  %398 = fadd float %396, %397
  %399 = load float, ptr getelementptr inbounds ([4 x float], ptr @f32b, i64 0, i64 2), align 8
  %400 = load float, ptr getelementptr inbounds ([4 x float], ptr @f32b, i64 0, i64 3), align 4
  %401 = fadd float %399, %400
  %402 = fadd float %398, %401
  store float %402, ptr %38, align 4
  %403 = load float, ptr %32, align 4
  %404 = fpext float %403 to double
  %405 = load float, ptr %33, align 4
  %406 = fpext float %405 to double
  %407 = load float, ptr %34, align 4
  %408 = fpext float %407 to double
  %409 = load float, ptr %35, align 4
  %410 = fpext float %409 to double
  %411 = load double, ptr %37, align 8
  %412 = load float, ptr %38, align 4
  %413 = fpext float %412 to double
  %414 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, double noundef %404, double noundef %406, double noundef %408, double noundef %410, double noundef %411, double noundef %413)
  store i32 0, ptr %39, align 4
  br label %415

415:                                              ; preds = %456, %394
  %416 = load i32, ptr %39, align 4
  %417 = icmp slt i32 %416, 8
  br i1 %417, label %418, label %459

418:                                              ; preds = %415
  %419 = load i32, ptr %39, align 4
  %420 = mul nsw i32 2, %419
  %421 = sext i32 %420 to i64
  %422 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %421
  %423 = load i8, ptr %422, align 1
  %424 = zext i8 %423 to i32
  %425 = load i32, ptr %39, align 4
  %426 = mul nsw i32 2, %425
  %427 = add nsw i32 %426, 1
  %428 = sext i32 %427 to i64
  %429 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %428
  %430 = load i8, ptr %429, align 1
  %431 = zext i8 %430 to i32
  %432 = add nsw i32 %424, %431
  %433 = trunc i32 %432 to i8
  %434 = load i32, ptr %39, align 4
  %435 = sext i32 %434 to i64
  %436 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %435
  store i8 %433, ptr %436, align 1
  %437 = load i32, ptr %39, align 4
  %438 = mul nsw i32 2, %437
  %439 = sext i32 %438 to i64
  %440 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %439
  %441 = load i8, ptr %440, align 1
  %442 = zext i8 %441 to i32
  %443 = load i32, ptr %39, align 4
  %444 = mul nsw i32 2, %443
  %445 = add nsw i32 %444, 1
  %446 = sext i32 %445 to i64
  %447 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %446
  %448 = load i8, ptr %447, align 1
  %449 = zext i8 %448 to i32
  %450 = add nsw i32 %442, %449
  %451 = trunc i32 %450 to i8
  %452 = load i32, ptr %39, align 4
  %453 = add nsw i32 %452, 8
  %454 = sext i32 %453 to i64
  %455 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %454
  store i8 %451, ptr %455, align 1
  br label %456

456:                                              ; preds = %418
  %457 = load i32, ptr %39, align 4
  %458 = add nsw i32 %457, 1
  store i32 %458, ptr %39, align 4
  br label %415, !llvm.loop !36

459:                                              ; preds = %415
  %460 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  call void @pu8(ptr noundef @.str.26, ptr noundef %460, i32 noundef 16)
  store i32 0, ptr %40, align 4
  br label %461

461:                                              ; preds = %536, %459
  %462 = load i32, ptr %40, align 4
  %463 = icmp slt i32 %462, 4
  br i1 %463, label %464, label %539

464:                                              ; preds = %461
  %465 = load i32, ptr %40, align 4
  %466 = mul nsw i32 2, %465
  %467 = sext i32 %466 to i64
  %468 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %467
  %469 = load i8, ptr %468, align 1
  %470 = sext i8 %469 to i32
  %471 = load i32, ptr %40, align 4
  %472 = mul nsw i32 2, %471
  %473 = add nsw i32 %472, 1
  %474 = sext i32 %473 to i64
  %475 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %474
  %476 = load i8, ptr %475, align 1
  %477 = sext i8 %476 to i32
  %478 = icmp sgt i32 %470, %477
  br i1 %478, label %479, label %486

479:                                              ; preds = %464
  %480 = load i32, ptr %40, align 4
  %481 = mul nsw i32 2, %480
  %482 = sext i32 %481 to i64
  %483 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %482
  %484 = load i8, ptr %483, align 1
  %485 = sext i8 %484 to i32
  br label %494

486:                                              ; preds = %464
  %487 = load i32, ptr %40, align 4
  %488 = mul nsw i32 2, %487
  %489 = add nsw i32 %488, 1
  %490 = sext i32 %489 to i64
  %491 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %490
  %492 = load i8, ptr %491, align 1
  %493 = sext i8 %492 to i32
  br label %494

494:                                              ; preds = %486, %479
  %495 = phi i32 [ %485, %479 ], [ %493, %486 ]
  %496 = trunc i32 %495 to i8
  %497 = load i32, ptr %40, align 4
  %498 = sext i32 %497 to i64
  %499 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %498
  store i8 %496, ptr %499, align 1
  %500 = load i32, ptr %40, align 4
  %501 = mul nsw i32 2, %500
  %502 = sext i32 %501 to i64
  %503 = getelementptr inbounds [16 x i8], ptr @b8, i64 0, i64 %502
  %504 = load i8, ptr %503, align 1
  %505 = sext i8 %504 to i32
  %506 = load i32, ptr %40, align 4
  %507 = mul nsw i32 2, %506
  %508 = add nsw i32 %507, 1
  %509 = sext i32 %508 to i64
  %510 = getelementptr inbounds [16 x i8], ptr @b8, i64 0, i64 %509
  %511 = load i8, ptr %510, align 1
  %512 = sext i8 %511 to i32
  %513 = icmp sgt i32 %505, %512
  br i1 %513, label %514, label %521

514:                                              ; preds = %494
  %515 = load i32, ptr %40, align 4
  %516 = mul nsw i32 2, %515
  %517 = sext i32 %516 to i64
  %518 = getelementptr inbounds [16 x i8], ptr @b8, i64 0, i64 %517
  %519 = load i8, ptr %518, align 1
  %520 = sext i8 %519 to i32
  br label %529

521:                                              ; preds = %494
  %522 = load i32, ptr %40, align 4
  %523 = mul nsw i32 2, %522
  %524 = add nsw i32 %523, 1
  %525 = sext i32 %524 to i64
  %526 = getelementptr inbounds [16 x i8], ptr @b8, i64 0, i64 %525
  %527 = load i8, ptr %526, align 1
  %528 = sext i8 %527 to i32
  br label %529

529:                                              ; preds = %521, %514
  %530 = phi i32 [ %520, %514 ], [ %528, %521 ]
  %531 = trunc i32 %530 to i8
  %532 = load i32, ptr %40, align 4
  %533 = add nsw i32 %532, 4
  %534 = sext i32 %533 to i64
  %535 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %534
  store i8 %531, ptr %535, align 1
  br label %536

536:                                              ; preds = %529
  %537 = load i32, ptr %40, align 4
  %538 = add nsw i32 %537, 1
  store i32 %538, ptr %40, align 4
  br label %461, !llvm.loop !37

539:                                              ; preds = %461
  %540 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.27, ptr noundef %540, i32 noundef 8)
  store i32 0, ptr %41, align 4
  br label %541

541:                                              ; preds = %606, %539
  %542 = load i32, ptr %41, align 4
  %543 = icmp slt i32 %542, 2
  br i1 %543, label %544, label %609

544:                                              ; preds = %541
  %545 = load i32, ptr %41, align 4
  %546 = mul nsw i32 2, %545
  %547 = sext i32 %546 to i64
  %548 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %547
  %549 = load i32, ptr %548, align 4
  %550 = load i32, ptr %41, align 4
  %551 = mul nsw i32 2, %550
  %552 = add nsw i32 %551, 1
  %553 = sext i32 %552 to i64
  %554 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %553
  %555 = load i32, ptr %554, align 4
  %556 = icmp slt i32 %549, %555
  br i1 %556, label %557, label %563

557:                                              ; preds = %544
  %558 = load i32, ptr %41, align 4
  %559 = mul nsw i32 2, %558
  %560 = sext i32 %559 to i64
  %561 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %560
  %562 = load i32, ptr %561, align 4
  br label %570

563:                                              ; preds = %544
  %564 = load i32, ptr %41, align 4
  %565 = mul nsw i32 2, %564
  %566 = add nsw i32 %565, 1
  %567 = sext i32 %566 to i64
  %568 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %567
  %569 = load i32, ptr %568, align 4
  br label %570

570:                                              ; preds = %563, %557
  %571 = phi i32 [ %562, %557 ], [ %569, %563 ]
  %572 = load i32, ptr %41, align 4
  %573 = sext i32 %572 to i64
  %574 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %573
  store i32 %571, ptr %574, align 4
  %575 = load i32, ptr %41, align 4
  %576 = mul nsw i32 2, %575
  %577 = sext i32 %576 to i64
  %578 = getelementptr inbounds [4 x i32], ptr @b32, i64 0, i64 %577
  %579 = load i32, ptr %578, align 4
  %580 = load i32, ptr %41, align 4
  %581 = mul nsw i32 2, %580
  %582 = add nsw i32 %581, 1
  %583 = sext i32 %582 to i64
  %584 = getelementptr inbounds [4 x i32], ptr @b32, i64 0, i64 %583
  %585 = load i32, ptr %584, align 4
  %586 = icmp slt i32 %579, %585
  br i1 %586, label %587, label %593

587:                                              ; preds = %570
  %588 = load i32, ptr %41, align 4
  %589 = mul nsw i32 2, %588
  %590 = sext i32 %589 to i64
  %591 = getelementptr inbounds [4 x i32], ptr @b32, i64 0, i64 %590
  %592 = load i32, ptr %591, align 4
  br label %600

593:                                              ; preds = %570
  %594 = load i32, ptr %41, align 4
  %595 = mul nsw i32 2, %594
  %596 = add nsw i32 %595, 1
  %597 = sext i32 %596 to i64
  %598 = getelementptr inbounds [4 x i32], ptr @b32, i64 0, i64 %597
  %599 = load i32, ptr %598, align 4
  br label %600

600:                                              ; preds = %593, %587
  %601 = phi i32 [ %592, %587 ], [ %599, %593 ]
  %602 = load i32, ptr %41, align 4
  %603 = add nsw i32 %602, 2
  %604 = sext i32 %603 to i64
  %605 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %604
  store i32 %601, ptr %605, align 4
  br label %606

606:                                              ; preds = %600
  %607 = load i32, ptr %41, align 4
  %608 = add nsw i32 %607, 1
  store i32 %608, ptr %41, align 4
  br label %541, !llvm.loop !38

609:                                              ; preds = %541
  %610 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 0
  call void @p32(ptr noundef @.str.28, ptr noundef %610, i32 noundef 4)
  store i32 0, ptr %42, align 4
  br label %611

611:                                              ; preds = %646, %609
  %612 = load i32, ptr %42, align 4
  %613 = icmp slt i32 %612, 2
  br i1 %613, label %614, label %649

614:                                              ; preds = %611
  %615 = load i32, ptr %42, align 4
  %616 = mul nsw i32 2, %615
  %617 = sext i32 %616 to i64
  %618 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %617
  %619 = load float, ptr %618, align 4
  %620 = load i32, ptr %42, align 4
  %621 = mul nsw i32 2, %620
  %622 = add nsw i32 %621, 1
  %623 = sext i32 %622 to i64
  %624 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %623
  %625 = load float, ptr %624, align 4
  %626 = fadd float %619, %625
  %627 = load i32, ptr %42, align 4
  %628 = sext i32 %627 to i64
  %629 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 %628
  store float %626, ptr %629, align 4
  %630 = load i32, ptr %42, align 4
  %631 = mul nsw i32 2, %630
  %632 = sext i32 %631 to i64
  %633 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %632
  %634 = load float, ptr %633, align 4
  %635 = load i32, ptr %42, align 4
  %636 = mul nsw i32 2, %635
  %637 = add nsw i32 %636, 1
  %638 = sext i32 %637 to i64
  %639 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %638
  %640 = load float, ptr %639, align 4
  %641 = fadd float %634, %640
  %642 = load i32, ptr %42, align 4
  %643 = add nsw i32 %642, 2
  %644 = sext i32 %643 to i64
  %645 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 %644
  store float %641, ptr %645, align 4
  br label %646

646:                                              ; preds = %614
  %647 = load i32, ptr %42, align 4
  %648 = add nsw i32 %647, 1
  store i32 %648, ptr %42, align 4
  br label %611, !llvm.loop !39

649:                                              ; preds = %611
  %650 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 0
  call void @pf(ptr noundef @.str.29, ptr noundef %650, i32 noundef 4)
  store i32 0, ptr %43, align 4
  br label %651

651:                                              ; preds = %716, %649
  %652 = load i32, ptr %43, align 4
  %653 = icmp slt i32 %652, 2
  br i1 %653, label %654, label %719

654:                                              ; preds = %651
  %655 = load i32, ptr %43, align 4
  %656 = mul nsw i32 2, %655
  %657 = sext i32 %656 to i64
  %658 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %657
  %659 = load float, ptr %658, align 4
  %660 = load i32, ptr %43, align 4
  %661 = mul nsw i32 2, %660
  %662 = add nsw i32 %661, 1
  %663 = sext i32 %662 to i64
  %664 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %663
  %665 = load float, ptr %664, align 4
  %666 = fcmp ogt float %659, %665
  br i1 %666, label %667, label %673

667:                                              ; preds = %654
  %668 = load i32, ptr %43, align 4
  %669 = mul nsw i32 2, %668
  %670 = sext i32 %669 to i64
  %671 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %670
  %672 = load float, ptr %671, align 4
  br label %680

673:                                              ; preds = %654
  %674 = load i32, ptr %43, align 4
  %675 = mul nsw i32 2, %674
  %676 = add nsw i32 %675, 1
  %677 = sext i32 %676 to i64
  %678 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %677
  %679 = load float, ptr %678, align 4
  br label %680

680:                                              ; preds = %673, %667
  %681 = phi float [ %672, %667 ], [ %679, %673 ]
  %682 = load i32, ptr %43, align 4
  %683 = sext i32 %682 to i64
  %684 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 %683
  store float %681, ptr %684, align 4
  %685 = load i32, ptr %43, align 4
  %686 = mul nsw i32 2, %685
  %687 = sext i32 %686 to i64
  %688 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %687
  %689 = load float, ptr %688, align 4
  %690 = load i32, ptr %43, align 4
  %691 = mul nsw i32 2, %690
  %692 = add nsw i32 %691, 1
  %693 = sext i32 %692 to i64
  %694 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %693
  %695 = load float, ptr %694, align 4
  %696 = fcmp ogt float %689, %695
  br i1 %696, label %697, label %703

697:                                              ; preds = %680
  %698 = load i32, ptr %43, align 4
  %699 = mul nsw i32 2, %698
  %700 = sext i32 %699 to i64
  %701 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %700
  %702 = load float, ptr %701, align 4
  br label %710

703:                                              ; preds = %680
  %704 = load i32, ptr %43, align 4
  %705 = mul nsw i32 2, %704
  %706 = add nsw i32 %705, 1
  %707 = sext i32 %706 to i64
  %708 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %707
  %709 = load float, ptr %708, align 4
  br label %710

710:                                              ; preds = %703, %697
  %711 = phi float [ %702, %697 ], [ %709, %703 ]
  %712 = load i32, ptr %43, align 4
  %713 = add nsw i32 %712, 2
  %714 = sext i32 %713 to i64
  %715 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 %714
  store float %711, ptr %715, align 4
  br label %716

716:                                              ; preds = %710
  %717 = load i32, ptr %43, align 4
  %718 = add nsw i32 %717, 1
  store i32 %718, ptr %43, align 4
  br label %651, !llvm.loop !40

719:                                              ; preds = %651
  %720 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 0
  call void @pf(ptr noundef @.str.30, ptr noundef %720, i32 noundef 4)
  store i32 0, ptr %44, align 4
  br label %721

721:                                              ; preds = %749, %719
  %722 = load i32, ptr %44, align 4
  %723 = icmp slt i32 %722, 4
  br i1 %723, label %724, label %752

724:                                              ; preds = %721
  %725 = load i32, ptr %44, align 4
  %726 = sext i32 %725 to i64
  %727 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %726
  %728 = load float, ptr %727, align 4
  %729 = load i32, ptr %44, align 4
  %730 = sext i32 %729 to i64
  %731 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %730
  %732 = load float, ptr %731, align 4
  %733 = fcmp ogt float %728, %732
  br i1 %733, label %734, label %739

734:                                              ; preds = %724
  %735 = load i32, ptr %44, align 4
  %736 = sext i32 %735 to i64
  %737 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %736
  %738 = load float, ptr %737, align 4
  br label %744

739:                                              ; preds = %724
  %740 = load i32, ptr %44, align 4
  %741 = sext i32 %740 to i64
  %742 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %741
  %743 = load float, ptr %742, align 4
  br label %744

744:                                              ; preds = %739, %734
  %745 = phi float [ %738, %734 ], [ %743, %739 ]
  %746 = load i32, ptr %44, align 4
  %747 = sext i32 %746 to i64
  %748 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 %747
  store float %745, ptr %748, align 4
  br label %749

749:                                              ; preds = %744
  %750 = load i32, ptr %44, align 4
  %751 = add nsw i32 %750, 1
  store i32 %751, ptr %44, align 4
  br label %721, !llvm.loop !41

752:                                              ; preds = %721
  %753 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 0
  call void @pf(ptr noundef @.str.31, ptr noundef %753, i32 noundef 4)
  store i32 0, ptr %45, align 4
  br label %754

754:                                              ; preds = %782, %752
  %755 = load i32, ptr %45, align 4
  %756 = icmp slt i32 %755, 4
  br i1 %756, label %757, label %785

757:                                              ; preds = %754
  %758 = load i32, ptr %45, align 4
  %759 = sext i32 %758 to i64
  %760 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %759
  %761 = load float, ptr %760, align 4
  %762 = load i32, ptr %45, align 4
  %763 = sext i32 %762 to i64
  %764 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %763
  %765 = load float, ptr %764, align 4
  %766 = fcmp olt float %761, %765
  br i1 %766, label %767, label %772

767:                                              ; preds = %757
  %768 = load i32, ptr %45, align 4
  %769 = sext i32 %768 to i64
  %770 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %769
  %771 = load float, ptr %770, align 4
  br label %777

772:                                              ; preds = %757
  %773 = load i32, ptr %45, align 4
  %774 = sext i32 %773 to i64
  %775 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %774
  %776 = load float, ptr %775, align 4
  br label %777

777:                                              ; preds = %772, %767
  %778 = phi float [ %771, %767 ], [ %776, %772 ]
  %779 = load i32, ptr %45, align 4
  %780 = sext i32 %779 to i64
  %781 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 %780
  store float %778, ptr %781, align 4
  br label %782

782:                                              ; preds = %777
  %783 = load i32, ptr %45, align 4
  %784 = add nsw i32 %783, 1
  store i32 %784, ptr %45, align 4
  br label %754, !llvm.loop !42

785:                                              ; preds = %754
  %786 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 0
  call void @pf(ptr noundef @.str.32, ptr noundef %786, i32 noundef 4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @misc() #0 {
  %1 = alloca [16 x i8], align 16
  %2 = alloca [16 x i8], align 16
  %3 = alloca [8 x i16], align 16
  %4 = alloca [4 x i32], align 16
  %5 = alloca [16 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [4 x i32], align 16
  %15 = alloca i32, align 4
  %16 = alloca [4 x i32], align 16
  %17 = alloca i32, align 4
  %18 = alloca [16 x i32], align 16
  %19 = alloca i32, align 4
  %20 = alloca [4 x i32], align 16
  %21 = alloca [4 x i32], align 16
  %22 = alloca [4 x i32], align 16
  %23 = alloca [4 x i32], align 16
  %24 = alloca i32, align 4
  %25 = alloca [4 x float], align 16
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store i32 0, ptr %6, align 4
  br label %29

29:                                               ; preds = %41, %0
  %30 = load i32, ptr %6, align 4
  %31 = icmp slt i32 %30, 16
  br i1 %31, label %32, label %44

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4
  %34 = mul nsw i32 %33, 7
  %35 = add nsw i32 %34, 3
  %36 = srem i32 %35, 20
  %37 = trunc i32 %36 to i8
  %38 = load i32, ptr %6, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 %39
  store i8 %37, ptr %40, align 1
  br label %41

41:                                               ; preds = %32
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %6, align 4
  br label %29, !llvm.loop !43

44:                                               ; preds = %29
  store i32 0, ptr %7, align 4
  br label %45

45:                                               ; preds = %71, %44
  %46 = load i32, ptr %7, align 4
  %47 = icmp slt i32 %46, 16
  br i1 %47, label %48, label %74

48:                                               ; preds = %45
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 %50
  %52 = load i8, ptr %51, align 1
  %53 = zext i8 %52 to i32
  %54 = icmp slt i32 %53, 16
  br i1 %54, label %55, label %64

55:                                               ; preds = %48
  %56 = load i32, ptr %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 %57
  %59 = load i8, ptr %58, align 1
  %60 = zext i8 %59 to i64
  %61 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %60
  %62 = load i8, ptr %61, align 1
  %63 = zext i8 %62 to i32
  br label %65

64:                                               ; preds = %48
  br label %65

65:                                               ; preds = %64, %55
  %66 = phi i32 [ %63, %55 ], [ 0, %64 ]
  %67 = trunc i32 %66 to i8
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %69
  store i8 %67, ptr %70, align 1
  br label %71

71:                                               ; preds = %65
  %72 = load i32, ptr %7, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %7, align 4
  br label %45, !llvm.loop !44

74:                                               ; preds = %45
  %75 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @pu8(ptr noundef @.str.34, ptr noundef %75, i32 noundef 16)
  store i32 0, ptr %8, align 4
  br label %76

76:                                               ; preds = %104, %74
  %77 = load i32, ptr %8, align 4
  %78 = icmp slt i32 %77, 8
  br i1 %78, label %79, label %107

79:                                               ; preds = %76
  %80 = load i32, ptr %8, align 4
  %81 = add nsw i32 %80, 8
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 %82
  %84 = load i8, ptr %83, align 1
  %85 = zext i8 %84 to i32
  %86 = icmp slt i32 %85, 16
  br i1 %86, label %87, label %97

87:                                               ; preds = %79
  %88 = load i32, ptr %8, align 4
  %89 = add nsw i32 %88, 8
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 %90
  %92 = load i8, ptr %91, align 1
  %93 = zext i8 %92 to i64
  %94 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %93
  %95 = load i8, ptr %94, align 1
  %96 = zext i8 %95 to i32
  br label %98

97:                                               ; preds = %79
  br label %98

98:                                               ; preds = %97, %87
  %99 = phi i32 [ %96, %87 ], [ 0, %97 ]
  %100 = trunc i32 %99 to i8
  %101 = load i32, ptr %8, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %102
  store i8 %100, ptr %103, align 1
  br label %104

104:                                              ; preds = %98
  %105 = load i32, ptr %8, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %8, align 4
  br label %76, !llvm.loop !45

107:                                              ; preds = %76
  %108 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @pu8(ptr noundef @.str.35, ptr noundef %108, i32 noundef 8)
  store i32 0, ptr %9, align 4
  br label %109

109:                                              ; preds = %154, %107
  %110 = load i32, ptr %9, align 4
  %111 = icmp slt i32 %110, 16
  br i1 %111, label %112, label %157

112:                                              ; preds = %109
  %113 = load i32, ptr %9, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %114
  %116 = load i8, ptr %115, align 1
  %117 = zext i8 %116 to i32
  %118 = load i32, ptr %9, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %119
  %121 = load i8, ptr %120, align 1
  %122 = zext i8 %121 to i32
  %123 = icmp sgt i32 %117, %122
  br i1 %123, label %124, label %136

124:                                              ; preds = %112
  %125 = load i32, ptr %9, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %126
  %128 = load i8, ptr %127, align 1
  %129 = zext i8 %128 to i32
  %130 = load i32, ptr %9, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %131
  %133 = load i8, ptr %132, align 1
  %134 = zext i8 %133 to i32
  %135 = sub nsw i32 %129, %134
  br label %148

136:                                              ; preds = %112
  %137 = load i32, ptr %9, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %138
  %140 = load i8, ptr %139, align 1
  %141 = zext i8 %140 to i32
  %142 = load i32, ptr %9, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %143
  %145 = load i8, ptr %144, align 1
  %146 = zext i8 %145 to i32
  %147 = sub nsw i32 %141, %146
  br label %148

148:                                              ; preds = %136, %124
  %149 = phi i32 [ %135, %124 ], [ %147, %136 ]
  %150 = trunc i32 %149 to i8
  %151 = load i32, ptr %9, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %152
  store i8 %150, ptr %153, align 1
  br label %154

154:                                              ; preds = %148
  %155 = load i32, ptr %9, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %9, align 4
  br label %109, !llvm.loop !46

157:                                              ; preds = %109
  %158 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @pu8(ptr noundef @.str.36, ptr noundef %158, i32 noundef 16)
  store i32 0, ptr %10, align 4
  br label %159

159:                                              ; preds = %204, %157
  %160 = load i32, ptr %10, align 4
  %161 = icmp slt i32 %160, 8
  br i1 %161, label %162, label %207

162:                                              ; preds = %159
  %163 = load i32, ptr %10, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [8 x i16], ptr @a16, i64 0, i64 %164
  %166 = load i16, ptr %165, align 2
  %167 = sext i16 %166 to i32
  %168 = load i32, ptr %10, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [8 x i16], ptr @b16, i64 0, i64 %169
  %171 = load i16, ptr %170, align 2
  %172 = sext i16 %171 to i32
  %173 = icmp sgt i32 %167, %172
  br i1 %173, label %174, label %186

174:                                              ; preds = %162
  %175 = load i32, ptr %10, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [8 x i16], ptr @a16, i64 0, i64 %176
  %178 = load i16, ptr %177, align 2
  %179 = sext i16 %178 to i32
  %180 = load i32, ptr %10, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [8 x i16], ptr @b16, i64 0, i64 %181
  %183 = load i16, ptr %182, align 2
  %184 = sext i16 %183 to i32
  %185 = sub nsw i32 %179, %184
  br label %198

186:                                              ; preds = %162
  %187 = load i32, ptr %10, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [8 x i16], ptr @b16, i64 0, i64 %188
  %190 = load i16, ptr %189, align 2
  %191 = sext i16 %190 to i32
  %192 = load i32, ptr %10, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [8 x i16], ptr @a16, i64 0, i64 %193
  %195 = load i16, ptr %194, align 2
  %196 = sext i16 %195 to i32
  %197 = sub nsw i32 %191, %196
  br label %198

198:                                              ; preds = %186, %174
  %199 = phi i32 [ %185, %174 ], [ %197, %186 ]
  %200 = trunc i32 %199 to i16
  %201 = load i32, ptr %10, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [8 x i16], ptr %3, i64 0, i64 %202
  store i16 %200, ptr %203, align 2
  br label %204

204:                                              ; preds = %198
  %205 = load i32, ptr %10, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %10, align 4
  br label %159, !llvm.loop !47

207:                                              ; preds = %159
  %208 = getelementptr inbounds [8 x i16], ptr %3, i64 0, i64 0
  call void @p16(ptr noundef @.str.37, ptr noundef %208, i32 noundef 8)
  store i32 0, ptr %11, align 4
  br label %209

209:                                              ; preds = %229, %207
  %210 = load i32, ptr %11, align 4
  %211 = icmp slt i32 %210, 16
  br i1 %211, label %212, label %232

212:                                              ; preds = %209
  %213 = load i32, ptr %11, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %214
  %216 = load i8, ptr %215, align 1
  %217 = zext i8 %216 to i32
  %218 = load i32, ptr %11, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %219
  %221 = load i8, ptr %220, align 1
  %222 = zext i8 %221 to i32
  %223 = add nsw i32 %217, %222
  %224 = ashr i32 %223, 1
  %225 = trunc i32 %224 to i8
  %226 = load i32, ptr %11, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %227
  store i8 %225, ptr %228, align 1
  br label %229

229:                                              ; preds = %212
  %230 = load i32, ptr %11, align 4
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr %11, align 4
  br label %209, !llvm.loop !48

232:                                              ; preds = %209
  %233 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @pu8(ptr noundef @.str.38, ptr noundef %233, i32 noundef 16)
  store i32 0, ptr %12, align 4
  br label %234

234:                                              ; preds = %255, %232
  %235 = load i32, ptr %12, align 4
  %236 = icmp slt i32 %235, 16
  br i1 %236, label %237, label %258

237:                                              ; preds = %234
  %238 = load i32, ptr %12, align 4
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds [16 x i8], ptr @u8a, i64 0, i64 %239
  %241 = load i8, ptr %240, align 1
  %242 = zext i8 %241 to i32
  %243 = load i32, ptr %12, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [16 x i8], ptr @u8b, i64 0, i64 %244
  %246 = load i8, ptr %245, align 1
  %247 = zext i8 %246 to i32
  %248 = add nsw i32 %242, %247
  %249 = add nsw i32 %248, 1
  %250 = ashr i32 %249, 1
  %251 = trunc i32 %250 to i8
  %252 = load i32, ptr %12, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %253
  store i8 %251, ptr %254, align 1
  br label %255

255:                                              ; preds = %237
  %256 = load i32, ptr %12, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %12, align 4
  br label %234, !llvm.loop !49

258:                                              ; preds = %234
  %259 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @pu8(ptr noundef @.str.39, ptr noundef %259, i32 noundef 16)
  store i32 0, ptr %13, align 4
  br label %260

260:                                              ; preds = %280, %258
  %261 = load i32, ptr %13, align 4
  %262 = icmp slt i32 %261, 16
  br i1 %262, label %263, label %283

263:                                              ; preds = %260
  %264 = load i32, ptr %13, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %265
  %267 = load i8, ptr %266, align 1
  %268 = sext i8 %267 to i32
  %269 = load i32, ptr %13, align 4
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds [16 x i8], ptr @b8, i64 0, i64 %270
  %272 = load i8, ptr %271, align 1
  %273 = sext i8 %272 to i32
  %274 = add nsw i32 %268, %273
  %275 = ashr i32 %274, 1
  %276 = trunc i32 %275 to i8
  %277 = load i32, ptr %13, align 4
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %278
  store i8 %276, ptr %279, align 1
  br label %280

280:                                              ; preds = %263
  %281 = load i32, ptr %13, align 4
  %282 = add nsw i32 %281, 1
  store i32 %282, ptr %13, align 4
  br label %260, !llvm.loop !50

283:                                              ; preds = %260
  %284 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  call void @p8(ptr noundef @.str.40, ptr noundef %284, i32 noundef 16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.misc.s, i64 16, i1 false)
  store i32 0, ptr %15, align 4
  br label %285

285:                                              ; preds = %320, %283
  %286 = load i32, ptr %15, align 4
  %287 = icmp slt i32 %286, 4
  br i1 %287, label %288, label %323

288:                                              ; preds = %285
  %289 = load i32, ptr %15, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds [4 x i32], ptr %14, i64 0, i64 %290
  %292 = load i32, ptr %291, align 4
  %293 = icmp sge i32 %292, 0
  br i1 %293, label %294, label %304

294:                                              ; preds = %288
  %295 = load i32, ptr %15, align 4
  %296 = sext i32 %295 to i64
  %297 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %296
  %298 = load i32, ptr %297, align 4
  %299 = load i32, ptr %15, align 4
  %300 = sext i32 %299 to i64
  %301 = getelementptr inbounds [4 x i32], ptr %14, i64 0, i64 %300
  %302 = load i32, ptr %301, align 4
  %303 = shl i32 %298, %302
  br label %315

304:                                              ; preds = %288
  %305 = load i32, ptr %15, align 4
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %306
  %308 = load i32, ptr %307, align 4
  %309 = load i32, ptr %15, align 4
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds [4 x i32], ptr %14, i64 0, i64 %310
  %312 = load i32, ptr %311, align 4
  %313 = sub nsw i32 0, %312
  %314 = ashr i32 %308, %313
  br label %315

315:                                              ; preds = %304, %294
  %316 = phi i32 [ %303, %294 ], [ %314, %304 ]
  %317 = load i32, ptr %15, align 4
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %318
  store i32 %316, ptr %319, align 4
  br label %320

320:                                              ; preds = %315
  %321 = load i32, ptr %15, align 4
  %322 = add nsw i32 %321, 1
  store i32 %322, ptr %15, align 4
  br label %285, !llvm.loop !51

323:                                              ; preds = %285
  %324 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 0
  call void @p32(ptr noundef @.str.41, ptr noundef %324, i32 noundef 4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.misc.t, i64 16, i1 false)
  store i32 0, ptr %17, align 4
  br label %325

325:                                              ; preds = %354, %323
  %326 = load i32, ptr %17, align 4
  %327 = icmp slt i32 %326, 4
  br i1 %327, label %328, label %357

328:                                              ; preds = %325
  %329 = load i32, ptr %17, align 4
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds [4 x i32], ptr @a32, i64 0, i64 %330
  %332 = load i32, ptr %331, align 4
  %333 = sext i32 %332 to i64
  %334 = load i32, ptr %17, align 4
  %335 = sext i32 %334 to i64
  %336 = getelementptr inbounds [4 x i32], ptr %16, i64 0, i64 %335
  %337 = load i32, ptr %336, align 4
  %338 = sub nsw i32 0, %337
  %339 = sub nsw i32 %338, 1
  %340 = zext i32 %339 to i64
  %341 = shl i64 1, %340
  %342 = add nsw i64 %333, %341
  %343 = load i32, ptr %17, align 4
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds [4 x i32], ptr %16, i64 0, i64 %344
  %346 = load i32, ptr %345, align 4
  %347 = sub nsw i32 0, %346
  %348 = zext i32 %347 to i64
  %349 = ashr i64 %342, %348
  %350 = trunc i64 %349 to i32
  %351 = load i32, ptr %17, align 4
  %352 = sext i32 %351 to i64
  %353 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %352
  store i32 %350, ptr %353, align 4
  br label %354

354:                                              ; preds = %328
  %355 = load i32, ptr %17, align 4
  %356 = add nsw i32 %355, 1
  store i32 %356, ptr %17, align 4
  br label %325, !llvm.loop !52

357:                                              ; preds = %325
  %358 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 0
  call void @p32(ptr noundef @.str.42, ptr noundef %358, i32 noundef 4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 @__const.misc.q, i64 64, i1 false)
  store i32 0, ptr %19, align 4
  br label %359

359:                                              ; preds = %402, %357
  %360 = load i32, ptr %19, align 4
  %361 = icmp slt i32 %360, 16
  br i1 %361, label %362, label %405

362:                                              ; preds = %359
  %363 = load i32, ptr %19, align 4
  %364 = sext i32 %363 to i64
  %365 = getelementptr inbounds [16 x i32], ptr %18, i64 0, i64 %364
  %366 = load i32, ptr %365, align 4
  %367 = icmp sge i32 %366, 0
  br i1 %367, label %368, label %382

368:                                              ; preds = %362
  %369 = load i32, ptr %19, align 4
  %370 = sext i32 %369 to i64
  %371 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %370
  %372 = load i8, ptr %371, align 1
  %373 = sext i8 %372 to i32
  %374 = load i32, ptr %19, align 4
  %375 = sext i32 %374 to i64
  %376 = getelementptr inbounds [16 x i32], ptr %18, i64 0, i64 %375
  %377 = load i32, ptr %376, align 4
  %378 = shl i32 1, %377
  %379 = mul nsw i32 %373, %378
  %380 = call signext i8 @sat8(i32 noundef %379)
  %381 = sext i8 %380 to i32
  br label %396

382:                                              ; preds = %362
  %383 = load i32, ptr %19, align 4
  %384 = sext i32 %383 to i64
  %385 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %384
  %386 = load i8, ptr %385, align 1
  %387 = sext i8 %386 to i32
  %388 = load i32, ptr %19, align 4
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds [16 x i32], ptr %18, i64 0, i64 %389
  %391 = load i32, ptr %390, align 4
  %392 = sub nsw i32 0, %391
  %393 = ashr i32 %387, %392
  %394 = trunc i32 %393 to i8
  %395 = sext i8 %394 to i32
  br label %396

396:                                              ; preds = %382, %368
  %397 = phi i32 [ %381, %368 ], [ %395, %382 ]
  %398 = trunc i32 %397 to i8
  %399 = load i32, ptr %19, align 4
  %400 = sext i32 %399 to i64
  %401 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %400
  store i8 %398, ptr %401, align 1
  br label %402

402:                                              ; preds = %396
  %403 = load i32, ptr %19, align 4
  %404 = add nsw i32 %403, 1
  store i32 %404, ptr %19, align 4
  br label %359, !llvm.loop !53

405:                                              ; preds = %359
  %406 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  call void @p8(ptr noundef @.str.43, ptr noundef %406, i32 noundef 16)
  %407 = load i64, ptr getelementptr inbounds ([2 x i64], ptr @b64, i64 0, i64 1), align 8
  %408 = mul nsw i64 %407, 8
  %409 = call i32 (ptr, ...) @printf(ptr noundef @.str.44, i64 noundef %408, i64 noundef 3086)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %20, ptr align 16 @__const.misc.c, i64 16, i1 false)
  %410 = getelementptr inbounds [4 x i32], ptr %20, i64 0, i64 0
  call void @p32(ptr noundef @.str.45, ptr noundef %410, i32 noundef 4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 @__const.misc.c2, i64 16, i1 false)
  %411 = getelementptr inbounds [4 x i32], ptr %21, i64 0, i64 0
  call void @p32(ptr noundef @.str.46, ptr noundef %411, i32 noundef 4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 16 @__const.misc.c3, i64 16, i1 false)
  %412 = getelementptr inbounds [4 x i32], ptr %22, i64 0, i64 0
  call void @p32(ptr noundef @.str.47, ptr noundef %412, i32 noundef 4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %23, ptr align 16 @__const.misc.c4, i64 16, i1 false)
  %413 = getelementptr inbounds [4 x i32], ptr %23, i64 0, i64 0
  call void @p32(ptr noundef @.str.48, ptr noundef %413, i32 noundef 4)
  store i32 0, ptr %24, align 4
  br label %414

414:                                              ; preds = %435, %405
  %415 = load i32, ptr %24, align 4
  %416 = icmp slt i32 %415, 4
  br i1 %416, label %417, label %438

417:                                              ; preds = %414
  %418 = load i32, ptr %24, align 4
  %419 = sext i32 %418 to i64
  %420 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %419
  %421 = load float, ptr %420, align 4
  %422 = fcmp olt float %421, 0.000000e+00
  br i1 %422, label %423, label %424

423:                                              ; preds = %417
  br label %430

424:                                              ; preds = %417
  %425 = load i32, ptr %24, align 4
  %426 = sext i32 %425 to i64
  %427 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = fptoui float %428 to i32
  br label %430

430:                                              ; preds = %424, %423
  %431 = phi i32 [ 0, %423 ], [ %429, %424 ]
  %432 = load i32, ptr %24, align 4
  %433 = sext i32 %432 to i64
  %434 = getelementptr inbounds [4 x i32], ptr %20, i64 0, i64 %433
  store i32 %431, ptr %434, align 4
  br label %435

435:                                              ; preds = %430
  %436 = load i32, ptr %24, align 4
  %437 = add nsw i32 %436, 1
  store i32 %437, ptr %24, align 4
  br label %414, !llvm.loop !54

438:                                              ; preds = %414
  %439 = getelementptr inbounds [4 x i32], ptr %20, i64 0, i64 0
  call void @p32(ptr noundef @.str.49, ptr noundef %439, i32 noundef 4)
  %440 = call i32 (ptr, ...) @printf(ptr noundef @.str.50, i32 noundef 2, i32 noundef -3, i32 noundef 7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %25, ptr align 16 @__const.misc.r, i64 16, i1 false)
  %441 = getelementptr inbounds [4 x float], ptr %25, i64 0, i64 0
  call void @pf(ptr noundef @.str.51, ptr noundef %441, i32 noundef 4)
  store i32 0, ptr %26, align 4
  br label %442

442:                                              ; preds = %458, %438
  %443 = load i32, ptr %26, align 4
  %444 = icmp slt i32 %443, 4
  br i1 %444, label %445, label %461

445:                                              ; preds = %442
  %446 = load i32, ptr %26, align 4
  %447 = sext i32 %446 to i64
  %448 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %447
  %449 = load float, ptr %448, align 4
  %450 = load i32, ptr %26, align 4
  %451 = sext i32 %450 to i64
  %452 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %451
  %453 = load float, ptr %452, align 4
  %454 = fmul float %449, %453
  %455 = load i32, ptr %26, align 4
  %456 = sext i32 %455 to i64
  %457 = getelementptr inbounds [4 x float], ptr %25, i64 0, i64 %456
  store float %454, ptr %457, align 4
  br label %458

458:                                              ; preds = %445
  %459 = load i32, ptr %26, align 4
  %460 = add nsw i32 %459, 1
  store i32 %460, ptr %26, align 4
  br label %442, !llvm.loop !55

461:                                              ; preds = %442
  %462 = getelementptr inbounds [4 x float], ptr %25, i64 0, i64 0
  call void @pf(ptr noundef @.str.52, ptr noundef %462, i32 noundef 4)
  store i32 0, ptr %27, align 4
  br label %463

463:                                              ; preds = %480, %461
  %464 = load i32, ptr %27, align 4
  %465 = icmp slt i32 %464, 4
  br i1 %465, label %466, label %483

466:                                              ; preds = %463
  %467 = load i32, ptr %27, align 4
  %468 = sext i32 %467 to i64
  %469 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = load i32, ptr %27, align 4
  %472 = sext i32 %471 to i64
  %473 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fneg float %470
  %476 = call float @llvm.fmuladd.f32(float %475, float %474, float 2.000000e+00)
  %477 = load i32, ptr %27, align 4
  %478 = sext i32 %477 to i64
  %479 = getelementptr inbounds [4 x float], ptr %25, i64 0, i64 %478
  store float %476, ptr %479, align 4
  br label %480

480:                                              ; preds = %466
  %481 = load i32, ptr %27, align 4
  %482 = add nsw i32 %481, 1
  store i32 %482, ptr %27, align 4
  br label %463, !llvm.loop !56

483:                                              ; preds = %463
  %484 = getelementptr inbounds [4 x float], ptr %25, i64 0, i64 0
  call void @pf(ptr noundef @.str.53, ptr noundef %484, i32 noundef 4)
  store i32 0, ptr %28, align 4
  br label %485

485:                                              ; preds = %503, %483
  %486 = load i32, ptr %28, align 4
  %487 = icmp slt i32 %486, 4
  br i1 %487, label %488, label %506

488:                                              ; preds = %485
  %489 = load i32, ptr %28, align 4
  %490 = sext i32 %489 to i64
  %491 = getelementptr inbounds [4 x float], ptr @f32a, i64 0, i64 %490
  %492 = load float, ptr %491, align 4
  %493 = load i32, ptr %28, align 4
  %494 = sext i32 %493 to i64
  %495 = getelementptr inbounds [4 x float], ptr @f32b, i64 0, i64 %494
  %496 = load float, ptr %495, align 4
  %497 = fneg float %492
  %498 = call float @llvm.fmuladd.f32(float %497, float %496, float 3.000000e+00)
  %499 = fdiv float %498, 2.000000e+00
  %500 = load i32, ptr %28, align 4
  %501 = sext i32 %500 to i64
  %502 = getelementptr inbounds [4 x float], ptr %25, i64 0, i64 %501
  store float %499, ptr %502, align 4
  br label %503

503:                                              ; preds = %488
  %504 = load i32, ptr %28, align 4
  %505 = add nsw i32 %504, 1
  store i32 %505, ptr %28, align 4
  br label %485, !llvm.loop !57

506:                                              ; preds = %485
  %507 = getelementptr inbounds [4 x float], ptr %25, i64 0, i64 0
  call void @pf(ptr noundef @.str.54, ptr noundef %507, i32 noundef 4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @sat8(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 127
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %16

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, -128
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  br label %14

10:                                               ; preds = %6
  %11 = load i32, ptr %2, align 4
  %12 = trunc i32 %11 to i8
  %13 = sext i8 %12 to i32
  br label %14

14:                                               ; preds = %10, %9
  %15 = phi i32 [ -128, %9 ], [ %13, %10 ]
  br label %16

16:                                               ; preds = %14, %5
  %17 = phi i32 [ 127, %5 ], [ %15, %14 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p8(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %8)
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %15, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = sext i8 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %20)
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %10, !llvm.loop !58

25:                                               ; preds = %10
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @usat8(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 255
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %16

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  br label %14

10:                                               ; preds = %6
  %11 = load i32, ptr %2, align 4
  %12 = trunc i32 %11 to i8
  %13 = zext i8 %12 to i32
  br label %14

14:                                               ; preds = %10, %9
  %15 = phi i32 [ 0, %9 ], [ %13, %10 ]
  br label %16

16:                                               ; preds = %14, %5
  %17 = phi i32 [ 255, %5 ], [ %15, %14 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pu8(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %8)
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %15, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %20)
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %10, !llvm.loop !59

25:                                               ; preds = %10
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @sat16(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 32767
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %16

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, -32768
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  br label %14

10:                                               ; preds = %6
  %11 = load i32, ptr %2, align 4
  %12 = trunc i32 %11 to i16
  %13 = sext i16 %12 to i32
  br label %14

14:                                               ; preds = %10, %9
  %15 = phi i32 [ -32768, %9 ], [ %13, %10 ]
  br label %16

16:                                               ; preds = %14, %5
  %17 = phi i32 [ 32767, %5 ], [ %15, %14 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p16(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %8)
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i16, ptr %15, i64 %17
  %19 = load i16, ptr %18, align 2
  %20 = sext i16 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %20)
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %10, !llvm.loop !60

25:                                               ; preds = %10
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sat32(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp sgt i64 %3, 2147483647
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %15

6:                                                ; preds = %1
  %7 = load i64, ptr %2, align 8
  %8 = icmp slt i64 %7, -2147483648
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  br label %13

10:                                               ; preds = %6
  %11 = load i64, ptr %2, align 8
  %12 = trunc i64 %11 to i32
  br label %13

13:                                               ; preds = %10, %9
  %14 = phi i32 [ -2147483648, %9 ], [ %12, %10 ]
  br label %15

15:                                               ; preds = %13, %5
  %16 = phi i32 [ 2147483647, %5 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p32(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %8)
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %21, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %19)
  br label %21

21:                                               ; preds = %14
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %7, align 4
  br label %10, !llvm.loop !61

24:                                               ; preds = %10
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pf(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %8)
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %15, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = fpext float %19 to double
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, double noundef %20)
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %10, !llvm.loop !62

25:                                               ; preds = %10
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!48 = distinct !{!48, !7}
!49 = distinct !{!49, !7}
!50 = distinct !{!50, !7}
!51 = distinct !{!51, !7}
!52 = distinct !{!52, !7}
!53 = distinct !{!53, !7}
!54 = distinct !{!54, !7}
!55 = distinct !{!55, !7}
!56 = distinct !{!56, !7}
!57 = distinct !{!57, !7}
!58 = distinct !{!58, !7}
!59 = distinct !{!59, !7}
!60 = distinct !{!60, !7}
!61 = distinct !{!61, !7}
!62 = distinct !{!62, !7}
