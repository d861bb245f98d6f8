; ModuleID = 'programs/neon_intrinsics.c'
source_filename = "programs/neon_intrinsics.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@a8 = internal global [16 x i8] zeroinitializer, align 1
@b8 = internal global [16 x i8] zeroinitializer, align 1
@u8a = internal global [16 x i8] zeroinitializer, align 1
@u8b = internal global [16 x i8] zeroinitializer, align 1
@a16 = internal global [8 x i16] zeroinitializer, align 2
@b16 = internal global [8 x i16] zeroinitializer, align 2
@a32 = internal global [4 x i32] zeroinitializer, align 4
@b32 = internal global [4 x i32] zeroinitializer, align 4
@u32a = internal global [4 x i32] zeroinitializer, align 4
@f32a = internal global [4 x float] zeroinitializer, align 4
@f32b = internal global [4 x float] zeroinitializer, align 4
@a64 = internal global [2 x i64] zeroinitializer, align 8
@b64 = internal global [2 x i64] zeroinitializer, align 8
@f64a = internal global [2 x double] zeroinitializer, align 8
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
@misc.sh1 = internal constant [4 x i32] [i32 3, i32 -2, i32 1, i32 -31], align 4
@misc.sh2 = internal constant [4 x i32] [i32 -3, i32 -2, i32 -1, i32 -5], align 4
@misc.sh3 = internal constant [16 x i8] c"\01\02\03\00\FF\FE\04\01\01\02\03\00\FF\FE\04\01", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"tbl\00", align 1
@.str.35 = private unnamed_addr constant [5 x i8] c"tbl8\00", align 1
@.str.36 = private unnamed_addr constant [5 x i8] c"uabd\00", align 1
@.str.37 = private unnamed_addr constant [5 x i8] c"sabd\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"uhadd\00", align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"urhadd\00", align 1
@.str.40 = private unnamed_addr constant [6 x i8] c"shadd\00", align 1
@.str.41 = private unnamed_addr constant [5 x i8] c"sshl\00", align 1
@.str.42 = private unnamed_addr constant [6 x i8] c"srshl\00", align 1
@.str.43 = private unnamed_addr constant [6 x i8] c"sqshl\00", align 1
@.str.44 = private unnamed_addr constant [18 x i8] c"shl64: %lld %llu\0A\00", align 1
@__const.misc.fv = private unnamed_addr constant [4 x float] [float 2.500000e+00, float -2.500000e+00, float 3.500000e+00, float 0xBFD99999A0000000], align 4
@.str.45 = private unnamed_addr constant [7 x i8] c"fcvtns\00", align 1
@.str.46 = private unnamed_addr constant [7 x i8] c"fcvtas\00", align 1
@.str.47 = private unnamed_addr constant [7 x i8] c"fcvtms\00", align 1
@.str.48 = private unnamed_addr constant [7 x i8] c"fcvtps\00", align 1
@.str.49 = private unnamed_addr constant [7 x i8] c"fcvtzu\00", align 1
@.str.50 = private unnamed_addr constant [16 x i8] c"scvt: %d %d %u\0A\00", align 1
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
  store i64 9223372036854775802, ptr @a64, align 8
  store i64 -9223372036854775801, ptr getelementptr inbounds ([2 x i64], ptr @a64, i64 0, i64 1), align 8
  store i64 10, ptr @b64, align 8
  store i64 -10, ptr getelementptr inbounds ([2 x i64], ptr @b64, i64 0, i64 1), align 8
  store double -7.500000e+00, ptr @f64a, align 8
  store double 2.500000e+00, ptr getelementptr inbounds ([2 x double], ptr @f64a, i64 0, i64 1), align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saturating() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x i16>, align 8
  %15 = alloca <8 x i16>, align 16
  %16 = alloca <8 x i8>, align 8
  %17 = alloca <8 x i16>, align 16
  %18 = alloca <8 x i8>, align 8
  %19 = alloca <4 x i32>, align 16
  %20 = alloca <4 x i32>, align 16
  %21 = alloca <16 x i8>, align 16
  %22 = alloca <16 x i8>, align 16
  %23 = alloca <16 x i8>, align 16
  %24 = alloca <16 x i8>, align 16
  %25 = alloca <4 x i32>, align 16
  %26 = alloca <4 x i32>, align 16
  %27 = alloca <4 x i32>, align 16
  %28 = alloca <8 x i16>, align 16
  %29 = alloca <8 x i16>, align 16
  %30 = alloca <8 x i16>, align 16
  %31 = alloca <8 x i16>, align 16
  %32 = alloca <8 x i16>, align 16
  %33 = alloca <8 x i16>, align 16
  %34 = alloca <8 x i16>, align 16
  %35 = alloca <8 x i16>, align 16
  %36 = alloca <8 x i16>, align 16
  %37 = alloca <16 x i8>, align 16
  %38 = alloca <16 x i8>, align 16
  %39 = alloca <16 x i8>, align 16
  %40 = alloca <16 x i8>, align 16
  %41 = alloca <16 x i8>, align 16
  %42 = alloca <16 x i8>, align 16
  %43 = alloca <8 x i8>, align 8
  %44 = alloca <8 x i8>, align 8
  %45 = alloca <8 x i8>, align 8
  %46 = alloca <16 x i8>, align 16
  %47 = alloca <16 x i8>, align 16
  %48 = alloca <16 x i8>, align 16
  %49 = alloca <16 x i8>, align 16
  %50 = alloca <16 x i8>, align 16
  %51 = alloca <16 x i8>, align 16
  %52 = alloca [16 x i8], align 1
  %53 = alloca [16 x i8], align 1
  %54 = alloca [8 x i16], align 2
  %55 = alloca [4 x i32], align 4
  %56 = alloca <16 x i8>, align 16
  %57 = alloca <16 x i8>, align 16
  %58 = alloca <16 x i8>, align 16
  %59 = alloca <16 x i8>, align 16
  %60 = alloca <16 x i8>, align 16
  %61 = alloca <16 x i8>, align 16
  %62 = alloca <16 x i8>, align 16
  %63 = alloca <16 x i8>, align 16
  %64 = alloca <16 x i8>, align 16
  %65 = alloca <16 x i8>, align 16
  %66 = alloca <8 x i8>, align 8
  %67 = alloca <8 x i8>, align 8
  %68 = alloca <8 x i8>, align 8
  %69 = alloca <8 x i8>, align 8
  %70 = alloca <8 x i8>, align 8
  %71 = alloca <16 x i8>, align 16
  %72 = alloca <16 x i8>, align 16
  %73 = alloca <16 x i8>, align 16
  %74 = alloca <16 x i8>, align 16
  %75 = alloca <16 x i8>, align 16
  %76 = alloca <16 x i8>, align 16
  %77 = alloca <16 x i8>, align 16
  %78 = alloca <16 x i8>, align 16
  %79 = alloca <16 x i8>, align 16
  %80 = alloca <16 x i8>, align 16
  %81 = alloca <8 x i16>, align 16
  %82 = alloca <8 x i16>, align 16
  %83 = alloca <8 x i16>, align 16
  %84 = alloca <8 x i16>, align 16
  %85 = alloca <8 x i16>, align 16
  %86 = alloca <8 x i16>, align 16
  %87 = alloca <8 x i16>, align 16
  %88 = alloca <8 x i16>, align 16
  %89 = alloca <8 x i16>, align 16
  %90 = alloca <8 x i16>, align 16
  %91 = alloca <8 x i16>, align 16
  %92 = alloca <8 x i16>, align 16
  %93 = alloca <8 x i16>, align 16
  %94 = alloca <8 x i16>, align 16
  %95 = alloca <8 x i16>, align 16
  %96 = alloca <4 x i32>, align 16
  %97 = alloca <4 x i32>, align 16
  %98 = alloca <4 x i32>, align 16
  %99 = alloca <4 x i32>, align 16
  %100 = alloca <4 x i32>, align 16
  %101 = alloca <16 x i8>, align 16
  %102 = alloca <16 x i8>, align 16
  %103 = alloca <16 x i8>, align 16
  %104 = alloca <16 x i8>, align 16
  %105 = alloca <16 x i8>, align 16
  %106 = alloca <16 x i8>, align 16
  %107 = alloca <4 x i32>, align 16
  %108 = alloca <4 x i32>, align 16
  %109 = alloca <4 x i32>, align 16
  %110 = alloca <8 x i8>, align 8
  %111 = alloca <8 x i16>, align 16
  %112 = alloca <8 x i16>, align 16
  %113 = alloca <8 x i8>, align 8
  %114 = alloca <8 x i16>, align 16
  %115 = alloca <8 x i16>, align 16
  %116 = alloca <4 x i16>, align 8
  %117 = alloca <4 x i32>, align 16
  %118 = alloca <4 x i32>, align 16
  %119 = load <16 x i8>, ptr @a8, align 1
  store <16 x i8> %119, ptr %57, align 16
  %120 = load <16 x i8>, ptr %57, align 16
  store <16 x i8> %120, ptr %58, align 16
  %121 = load <16 x i8>, ptr %58, align 16
  %122 = load <16 x i8>, ptr @b8, align 1
  store <16 x i8> %122, ptr %59, align 16
  %123 = load <16 x i8>, ptr %59, align 16
  store <16 x i8> %123, ptr %60, align 16
  %124 = load <16 x i8>, ptr %60, align 16
  store <16 x i8> %121, ptr %49, align 16
  store <16 x i8> %124, ptr %50, align 16
  %125 = load <16 x i8>, ptr %49, align 16
  %126 = load <16 x i8>, ptr %50, align 16
  %127 = call <16 x i8> @llvm.aarch64.neon.sqadd.v16i8(<16 x i8> %125, <16 x i8> %126)
  store <16 x i8> %127, ptr %51, align 16
  %128 = load <16 x i8>, ptr %51, align 16
  store <16 x i8> %128, ptr %56, align 16
  %129 = getelementptr inbounds [16 x i8], ptr %52, i64 0, i64 0
  %130 = load <16 x i8>, ptr %56, align 16
  store <16 x i8> %130, ptr %129, align 1
  %131 = getelementptr inbounds [16 x i8], ptr %52, i64 0, i64 0
  call void @p8(ptr noundef @.str, ptr noundef %131, i32 noundef 16)
  %132 = load <16 x i8>, ptr @a8, align 1
  store <16 x i8> %132, ptr %62, align 16
  %133 = load <16 x i8>, ptr %62, align 16
  store <16 x i8> %133, ptr %63, align 16
  %134 = load <16 x i8>, ptr %63, align 16
  %135 = load <16 x i8>, ptr @b8, align 1
  store <16 x i8> %135, ptr %64, align 16
  %136 = load <16 x i8>, ptr %64, align 16
  store <16 x i8> %136, ptr %65, align 16
  %137 = load <16 x i8>, ptr %65, align 16
  store <16 x i8> %134, ptr %46, align 16
  store <16 x i8> %137, ptr %47, align 16
  %138 = load <16 x i8>, ptr %46, align 16
  %139 = load <16 x i8>, ptr %47, align 16
  %140 = call <16 x i8> @llvm.aarch64.neon.sqsub.v16i8(<16 x i8> %138, <16 x i8> %139)
  store <16 x i8> %140, ptr %48, align 16
  %141 = load <16 x i8>, ptr %48, align 16
  store <16 x i8> %141, ptr %61, align 16
  %142 = getelementptr inbounds [16 x i8], ptr %52, i64 0, i64 0
  %143 = load <16 x i8>, ptr %61, align 16
  store <16 x i8> %143, ptr %142, align 1
  %144 = getelementptr inbounds [16 x i8], ptr %52, i64 0, i64 0
  call void @p8(ptr noundef @.str.1, ptr noundef %144, i32 noundef 16)
  %145 = load <8 x i8>, ptr @a8, align 1
  store <8 x i8> %145, ptr %67, align 8
  %146 = load <8 x i8>, ptr %67, align 8
  store <8 x i8> %146, ptr %68, align 8
  %147 = load <8 x i8>, ptr %68, align 8
  %148 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @b8, i64 8), align 1
  store <8 x i8> %148, ptr %69, align 8
  %149 = load <8 x i8>, ptr %69, align 8
  store <8 x i8> %149, ptr %70, align 8
  %150 = load <8 x i8>, ptr %70, align 8
  store <8 x i8> %147, ptr %43, align 8
  store <8 x i8> %150, ptr %44, align 8
  %151 = load <8 x i8>, ptr %43, align 8
  %152 = load <8 x i8>, ptr %44, align 8
  %153 = call <8 x i8> @llvm.aarch64.neon.sqadd.v8i8(<8 x i8> %151, <8 x i8> %152)
  store <8 x i8> %153, ptr %45, align 8
  %154 = load <8 x i8>, ptr %45, align 8
  store <8 x i8> %154, ptr %66, align 8
  %155 = getelementptr inbounds [16 x i8], ptr %52, i64 0, i64 0
  %156 = load <8 x i8>, ptr %66, align 8
  store <8 x i8> %156, ptr %155, align 1
  %157 = getelementptr inbounds [16 x i8], ptr %52, i64 0, i64 0
  call void @p8(ptr noundef @.str.2, ptr noundef %157, i32 noundef 8)
  %158 = load <16 x i8>, ptr @u8a, align 1
  store <16 x i8> %158, ptr %72, align 16
  %159 = load <16 x i8>, ptr %72, align 16
  store <16 x i8> %159, ptr %73, align 16
  %160 = load <16 x i8>, ptr %73, align 16
  %161 = load <16 x i8>, ptr @u8b, align 1
  store <16 x i8> %161, ptr %74, align 16
  %162 = load <16 x i8>, ptr %74, align 16
  store <16 x i8> %162, ptr %75, align 16
  %163 = load <16 x i8>, ptr %75, align 16
  store <16 x i8> %160, ptr %40, align 16
  store <16 x i8> %163, ptr %41, align 16
  %164 = load <16 x i8>, ptr %40, align 16
  %165 = load <16 x i8>, ptr %41, align 16
  %166 = call <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8> %164, <16 x i8> %165)
  store <16 x i8> %166, ptr %42, align 16
  %167 = load <16 x i8>, ptr %42, align 16
  store <16 x i8> %167, ptr %71, align 16
  %168 = getelementptr inbounds [16 x i8], ptr %53, i64 0, i64 0
  %169 = load <16 x i8>, ptr %71, align 16
  store <16 x i8> %169, ptr %168, align 1
  %170 = getelementptr inbounds [16 x i8], ptr %53, i64 0, i64 0
  call void @pu8(ptr noundef @.str.3, ptr noundef %170, i32 noundef 16)
  %171 = load <16 x i8>, ptr @u8a, align 1
  store <16 x i8> %171, ptr %77, align 16
  %172 = load <16 x i8>, ptr %77, align 16
  store <16 x i8> %172, ptr %78, align 16
  %173 = load <16 x i8>, ptr %78, align 16
  %174 = load <16 x i8>, ptr @u8b, align 1
  store <16 x i8> %174, ptr %79, align 16
  %175 = load <16 x i8>, ptr %79, align 16
  store <16 x i8> %175, ptr %80, align 16
  %176 = load <16 x i8>, ptr %80, align 16
  store <16 x i8> %173, ptr %37, align 16
  store <16 x i8> %176, ptr %38, align 16
  %177 = load <16 x i8>, ptr %37, align 16
  %178 = load <16 x i8>, ptr %38, align 16
  %179 = call <16 x i8> @llvm.aarch64.neon.uqsub.v16i8(<16 x i8> %177, <16 x i8> %178)
  store <16 x i8> %179, ptr %39, align 16
  %180 = load <16 x i8>, ptr %39, align 16
  store <16 x i8> %180, ptr %76, align 16
  %181 = getelementptr inbounds [16 x i8], ptr %53, i64 0, i64 0
  %182 = load <16 x i8>, ptr %76, align 16
  store <16 x i8> %182, ptr %181, align 1
  %183 = getelementptr inbounds [16 x i8], ptr %53, i64 0, i64 0
  call void @pu8(ptr noundef @.str.4, ptr noundef %183, i32 noundef 16)
  %184 = load <8 x i16>, ptr @a16, align 2
  store <8 x i16> %184, ptr %82, align 16
  %185 = load <8 x i16>, ptr %82, align 16
  store <8 x i16> %185, ptr %83, align 16
  %186 = load <8 x i16>, ptr %83, align 16
  %187 = load <8 x i16>, ptr @b16, align 2
  store <8 x i16> %187, ptr %84, align 16
  %188 = load <8 x i16>, ptr %84, align 16
  store <8 x i16> %188, ptr %85, align 16
  %189 = load <8 x i16>, ptr %85, align 16
  store <8 x i16> %186, ptr %34, align 16
  store <8 x i16> %189, ptr %35, align 16
  %190 = load <8 x i16>, ptr %34, align 16
  %191 = bitcast <8 x i16> %190 to <16 x i8>
  %192 = load <8 x i16>, ptr %35, align 16
  %193 = bitcast <8 x i16> %192 to <16 x i8>
  %194 = call <8 x i16> @llvm.aarch64.neon.sqadd.v8i16(<8 x i16> %190, <8 x i16> %192)
  %195 = bitcast <8 x i16> %194 to <16 x i8>
  store <8 x i16> %194, ptr %36, align 16
  %196 = load <8 x i16>, ptr %36, align 16
  store <8 x i16> %196, ptr %81, align 16
  %197 = getelementptr inbounds [8 x i16], ptr %54, i64 0, i64 0
  %198 = load <8 x i16>, ptr %81, align 16
  %199 = bitcast <8 x i16> %198 to <16 x i8>
  %200 = bitcast <16 x i8> %199 to <8 x i16>
  store <8 x i16> %200, ptr %197, align 2
  %201 = getelementptr inbounds [8 x i16], ptr %54, i64 0, i64 0
  call void @p16(ptr noundef @.str.5, ptr noundef %201, i32 noundef 8)
  %202 = load <8 x i16>, ptr @a16, align 2
  store <8 x i16> %202, ptr %87, align 16
  %203 = load <8 x i16>, ptr %87, align 16
  store <8 x i16> %203, ptr %88, align 16
  %204 = load <8 x i16>, ptr %88, align 16
  %205 = load <8 x i16>, ptr @b16, align 2
  store <8 x i16> %205, ptr %89, align 16
  %206 = load <8 x i16>, ptr %89, align 16
  store <8 x i16> %206, ptr %90, align 16
  %207 = load <8 x i16>, ptr %90, align 16
  store <8 x i16> %204, ptr %31, align 16
  store <8 x i16> %207, ptr %32, align 16
  %208 = load <8 x i16>, ptr %31, align 16
  %209 = bitcast <8 x i16> %208 to <16 x i8>
  %210 = load <8 x i16>, ptr %32, align 16
  %211 = bitcast <8 x i16> %210 to <16 x i8>
  %212 = call <8 x i16> @llvm.aarch64.neon.sqdmulh.v8i16(<8 x i16> %208, <8 x i16> %210)
  %213 = bitcast <8 x i16> %212 to <16 x i8>
  store <8 x i16> %212, ptr %33, align 16
  %214 = load <8 x i16>, ptr %33, align 16
  store <8 x i16> %214, ptr %86, align 16
  %215 = getelementptr inbounds [8 x i16], ptr %54, i64 0, i64 0
  %216 = load <8 x i16>, ptr %86, align 16
  %217 = bitcast <8 x i16> %216 to <16 x i8>
  %218 = bitcast <16 x i8> %217 to <8 x i16>
  store <8 x i16> %218, ptr %215, align 2
  %219 = getelementptr inbounds [8 x i16], ptr %54, i64 0, i64 0
  call void @p16(ptr noundef @.str.6, ptr noundef %219, i32 noundef 8)
  %220 = load <8 x i16>, ptr @a16, align 2
  store <8 x i16> %220, ptr %92, align 16
  %221 = load <8 x i16>, ptr %92, align 16
  store <8 x i16> %221, ptr %93, align 16
  %222 = load <8 x i16>, ptr %93, align 16
  %223 = load <8 x i16>, ptr @b16, align 2
  store <8 x i16> %223, ptr %94, align 16
  %224 = load <8 x i16>, ptr %94, align 16
  store <8 x i16> %224, ptr %95, align 16
  %225 = load <8 x i16>, ptr %95, align 16
  store <8 x i16> %222, ptr %28, align 16
  store <8 x i16> %225, ptr %29, align 16
  %226 = load <8 x i16>, ptr %28, align 16
  %227 = bitcast <8 x i16> %226 to <16 x i8>
  %228 = load <8 x i16>, ptr %29, align 16
  %229 = bitcast <8 x i16> %228 to <16 x i8>
  %230 = call <8 x i16> @llvm.aarch64.neon.sqrdmulh.v8i16(<8 x i16> %226, <8 x i16> %228)
  %231 = bitcast <8 x i16> %230 to <16 x i8>
  store <8 x i16> %230, ptr %30, align 16
  %232 = load <8 x i16>, ptr %30, align 16
  store <8 x i16> %232, ptr %91, align 16
  %233 = getelementptr inbounds [8 x i16], ptr %54, i64 0, i64 0
  %234 = load <8 x i16>, ptr %91, align 16
  %235 = bitcast <8 x i16> %234 to <16 x i8>
  %236 = bitcast <16 x i8> %235 to <8 x i16>
  store <8 x i16> %236, ptr %233, align 2
  %237 = getelementptr inbounds [8 x i16], ptr %54, i64 0, i64 0
  call void @p16(ptr noundef @.str.7, ptr noundef %237, i32 noundef 8)
  %238 = load <4 x i32>, ptr @a32, align 4
  store <4 x i32> %238, ptr %97, align 16
  %239 = load <4 x i32>, ptr %97, align 16
  store <4 x i32> %239, ptr %98, align 16
  %240 = load <4 x i32>, ptr %98, align 16
  %241 = load <4 x i32>, ptr @b32, align 4
  store <4 x i32> %241, ptr %99, align 16
  %242 = load <4 x i32>, ptr %99, align 16
  store <4 x i32> %242, ptr %100, align 16
  %243 = load <4 x i32>, ptr %100, align 16
  store <4 x i32> %240, ptr %25, align 16
  store <4 x i32> %243, ptr %26, align 16
  %244 = load <4 x i32>, ptr %25, align 16
  %245 = bitcast <4 x i32> %244 to <16 x i8>
  %246 = load <4 x i32>, ptr %26, align 16
  %247 = bitcast <4 x i32> %246 to <16 x i8>
  %248 = call <4 x i32> @llvm.aarch64.neon.sqsub.v4i32(<4 x i32> %244, <4 x i32> %246)
  %249 = bitcast <4 x i32> %248 to <16 x i8>
  store <4 x i32> %248, ptr %27, align 16
  %250 = load <4 x i32>, ptr %27, align 16
  store <4 x i32> %250, ptr %96, align 16
  %251 = getelementptr inbounds [4 x i32], ptr %55, i64 0, i64 0
  %252 = load <4 x i32>, ptr %96, align 16
  %253 = bitcast <4 x i32> %252 to <16 x i8>
  %254 = bitcast <16 x i8> %253 to <4 x i32>
  store <4 x i32> %254, ptr %251, align 4
  %255 = getelementptr inbounds [4 x i32], ptr %55, i64 0, i64 0
  call void @p32(ptr noundef @.str.8, ptr noundef %255, i32 noundef 4)
  %256 = load <16 x i8>, ptr @a8, align 1
  store <16 x i8> %256, ptr %102, align 16
  %257 = load <16 x i8>, ptr %102, align 16
  store <16 x i8> %257, ptr %103, align 16
  %258 = load <16 x i8>, ptr %103, align 16
  store <16 x i8> %258, ptr %23, align 16
  %259 = load <16 x i8>, ptr %23, align 16
  %260 = call <16 x i8> @llvm.aarch64.neon.sqabs.v16i8(<16 x i8> %259)
  store <16 x i8> %260, ptr %24, align 16
  %261 = load <16 x i8>, ptr %24, align 16
  store <16 x i8> %261, ptr %101, align 16
  %262 = getelementptr inbounds [16 x i8], ptr %52, i64 0, i64 0
  %263 = load <16 x i8>, ptr %101, align 16
  store <16 x i8> %263, ptr %262, align 1
  %264 = getelementptr inbounds [16 x i8], ptr %52, i64 0, i64 0
  call void @p8(ptr noundef @.str.9, ptr noundef %264, i32 noundef 16)
  %265 = load <16 x i8>, ptr @a8, align 1
  store <16 x i8> %265, ptr %105, align 16
  %266 = load <16 x i8>, ptr %105, align 16
  store <16 x i8> %266, ptr %106, align 16
  %267 = load <16 x i8>, ptr %106, align 16
  store <16 x i8> %267, ptr %21, align 16
  %268 = load <16 x i8>, ptr %21, align 16
  %269 = call <16 x i8> @llvm.aarch64.neon.sqneg.v16i8(<16 x i8> %268)
  store <16 x i8> %269, ptr %22, align 16
  %270 = load <16 x i8>, ptr %22, align 16
  store <16 x i8> %270, ptr %104, align 16
  %271 = getelementptr inbounds [16 x i8], ptr %52, i64 0, i64 0
  %272 = load <16 x i8>, ptr %104, align 16
  store <16 x i8> %272, ptr %271, align 1
  %273 = getelementptr inbounds [16 x i8], ptr %52, i64 0, i64 0
  call void @p8(ptr noundef @.str.10, ptr noundef %273, i32 noundef 16)
  %274 = load <4 x i32>, ptr @a32, align 4
  store <4 x i32> %274, ptr %108, align 16
  %275 = load <4 x i32>, ptr %108, align 16
  store <4 x i32> %275, ptr %109, align 16
  %276 = load <4 x i32>, ptr %109, align 16
  store <4 x i32> %276, ptr %19, align 16
  %277 = load <4 x i32>, ptr %19, align 16
  %278 = bitcast <4 x i32> %277 to <16 x i8>
  %279 = call <4 x i32> @llvm.aarch64.neon.abs.v4i32(<4 x i32> %277)
  store <4 x i32> %279, ptr %20, align 16
  %280 = load <4 x i32>, ptr %20, align 16
  store <4 x i32> %280, ptr %107, align 16
  %281 = getelementptr inbounds [4 x i32], ptr %55, i64 0, i64 0
  %282 = load <4 x i32>, ptr %107, align 16
  %283 = bitcast <4 x i32> %282 to <16 x i8>
  %284 = bitcast <16 x i8> %283 to <4 x i32>
  store <4 x i32> %284, ptr %281, align 4
  %285 = getelementptr inbounds [4 x i32], ptr %55, i64 0, i64 0
  call void @p32(ptr noundef @.str.11, ptr noundef %285, i32 noundef 4)
  %286 = load <8 x i16>, ptr @a16, align 2
  store <8 x i16> %286, ptr %111, align 16
  %287 = load <8 x i16>, ptr %111, align 16
  store <8 x i16> %287, ptr %112, align 16
  %288 = load <8 x i16>, ptr %112, align 16
  store <8 x i16> %288, ptr %17, align 16
  %289 = load <8 x i16>, ptr %17, align 16
  %290 = bitcast <8 x i16> %289 to <16 x i8>
  %291 = call <8 x i8> @llvm.aarch64.neon.sqxtn.v8i8(<8 x i16> %289)
  store <8 x i8> %291, ptr %18, align 8
  %292 = load <8 x i8>, ptr %18, align 8
  store <8 x i8> %292, ptr %110, align 8
  %293 = getelementptr inbounds [16 x i8], ptr %52, i64 0, i64 0
  %294 = load <8 x i8>, ptr %110, align 8
  store <8 x i8> %294, ptr %293, align 1
  %295 = getelementptr inbounds [16 x i8], ptr %52, i64 0, i64 0
  call void @p8(ptr noundef @.str.12, ptr noundef %295, i32 noundef 8)
  %296 = load <8 x i16>, ptr @b16, align 2
  store <8 x i16> %296, ptr %114, align 16
  %297 = load <8 x i16>, ptr %114, align 16
  store <8 x i16> %297, ptr %115, align 16
  %298 = load <8 x i16>, ptr %115, align 16
  store <8 x i16> %298, ptr %15, align 16
  %299 = load <8 x i16>, ptr %15, align 16
  %300 = bitcast <8 x i16> %299 to <16 x i8>
  %301 = call <8 x i8> @llvm.aarch64.neon.sqxtun.v8i8(<8 x i16> %299)
  store <8 x i8> %301, ptr %16, align 8
  %302 = load <8 x i8>, ptr %16, align 8
  store <8 x i8> %302, ptr %113, align 8
  %303 = getelementptr inbounds [16 x i8], ptr %53, i64 0, i64 0
  %304 = load <8 x i8>, ptr %113, align 8
  store <8 x i8> %304, ptr %303, align 1
  %305 = getelementptr inbounds [16 x i8], ptr %53, i64 0, i64 0
  call void @pu8(ptr noundef @.str.13, ptr noundef %305, i32 noundef 8)
  %306 = load <4 x i32>, ptr @u32a, align 4
  store <4 x i32> %306, ptr %117, align 16
  %307 = load <4 x i32>, ptr %117, align 16
  store <4 x i32> %307, ptr %118, align 16
  %308 = load <4 x i32>, ptr %118, align 16
  store <4 x i32> %308, ptr %13, align 16
  %309 = load <4 x i32>, ptr %13, align 16
  %310 = bitcast <4 x i32> %309 to <16 x i8>
  %311 = call <4 x i16> @llvm.aarch64.neon.uqxtn.v4i16(<4 x i32> %309)
  %312 = bitcast <4 x i16> %311 to <8 x i8>
  store <4 x i16> %311, ptr %14, align 8
  %313 = load <4 x i16>, ptr %14, align 8
  store <4 x i16> %313, ptr %116, align 8
  %314 = getelementptr inbounds [8 x i16], ptr %54, i64 0, i64 0
  %315 = load <4 x i16>, ptr %116, align 8
  %316 = bitcast <4 x i16> %315 to <8 x i8>
  %317 = bitcast <8 x i8> %316 to <4 x i16>
  store <4 x i16> %317, ptr %314, align 2
  %318 = getelementptr inbounds [8 x i16], ptr %54, i64 0, i64 0
  call void @p16(ptr noundef @.str.14, ptr noundef %318, i32 noundef 4)
  %319 = load i32, ptr @a32, align 4
  %320 = load i32, ptr @b32, align 4
  store i32 %319, ptr %10, align 4
  store i32 %320, ptr %11, align 4
  %321 = load i32, ptr %10, align 4
  %322 = load i32, ptr %11, align 4
  %323 = call i32 @llvm.aarch64.neon.sqadd.i32(i32 %321, i32 %322)
  store i32 %323, ptr %12, align 4
  %324 = load i32, ptr %12, align 4
  %325 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @a32, i64 0, i64 3), align 4
  %326 = load i32, ptr @b32, align 4
  store i32 %325, ptr %7, align 4
  store i32 %326, ptr %8, align 4
  %327 = load i32, ptr %7, align 4
  %328 = load i32, ptr %8, align 4
  %329 = call i32 @llvm.aarch64.neon.sqsub.i32(i32 %327, i32 %328)
  store i32 %329, ptr %9, align 4
  %330 = load i32, ptr %9, align 4
  %331 = load i64, ptr @a64, align 8
  %332 = load i64, ptr @b64, align 8
  store i64 %331, ptr %4, align 8
  store i64 %332, ptr %5, align 8
  %333 = load i64, ptr %4, align 8
  %334 = load i64, ptr %5, align 8
  %335 = call i64 @llvm.aarch64.neon.sqadd.i64(i64 %333, i64 %334)
  store i64 %335, ptr %6, align 8
  %336 = load i64, ptr %6, align 8
  %337 = load i64, ptr getelementptr inbounds ([2 x i64], ptr @a64, i64 0, i64 1), align 8
  %338 = load i64, ptr @b64, align 8
  store i64 %337, ptr %1, align 8
  store i64 %338, ptr %2, align 8
  %339 = load i64, ptr %1, align 8
  %340 = load i64, ptr %2, align 8
  %341 = call i64 @llvm.aarch64.neon.sqsub.i64(i64 %339, i64 %340)
  store i64 %341, ptr %3, align 8
  %342 = load i64, ptr %3, align 8
  %343 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %324, i32 noundef %330, i64 noundef %336, i64 noundef %342)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reductions() #0 {
  %1 = alloca <4 x float>, align 16
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x float>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x float>, align 16
  %11 = alloca <4 x float>, align 16
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x i32>, align 16
  %15 = alloca <4 x i32>, align 16
  %16 = alloca <8 x i8>, align 8
  %17 = alloca <8 x i8>, align 8
  %18 = alloca <8 x i8>, align 8
  %19 = alloca <16 x i8>, align 16
  %20 = alloca <16 x i8>, align 16
  %21 = alloca <16 x i8>, align 16
  %22 = alloca <4 x float>, align 16
  %23 = alloca float, align 4
  %24 = alloca <2 x double>, align 16
  %25 = alloca double, align 8
  %26 = alloca <2 x float>, align 8
  %27 = alloca float, align 4
  %28 = alloca <4 x float>, align 16
  %29 = alloca float, align 4
  %30 = alloca <4 x float>, align 16
  %31 = alloca float, align 4
  %32 = alloca <4 x float>, align 16
  %33 = alloca float, align 4
  %34 = alloca <4 x i32>, align 16
  %35 = alloca i64, align 8
  %36 = alloca <8 x i16>, align 16
  %37 = alloca i32, align 4
  %38 = alloca <16 x i8>, align 16
  %39 = alloca i16, align 2
  %40 = alloca <16 x i8>, align 16
  %41 = alloca i16, align 2
  %42 = alloca <4 x i32>, align 16
  %43 = alloca i32, align 4
  %44 = alloca <4 x i32>, align 16
  %45 = alloca i32, align 4
  %46 = alloca <2 x i32>, align 8
  %47 = alloca i32, align 4
  %48 = alloca <8 x i16>, align 16
  %49 = alloca i16, align 2
  %50 = alloca <16 x i8>, align 16
  %51 = alloca i8, align 1
  %52 = alloca <16 x i8>, align 16
  %53 = alloca i8, align 1
  %54 = alloca <16 x i8>, align 16
  %55 = alloca i8, align 1
  %56 = alloca <16 x i8>, align 16
  %57 = alloca i8, align 1
  %58 = alloca <2 x i64>, align 16
  %59 = alloca i64, align 8
  %60 = alloca <2 x i32>, align 8
  %61 = alloca i32, align 4
  %62 = alloca <4 x i32>, align 16
  %63 = alloca i32, align 4
  %64 = alloca <8 x i16>, align 16
  %65 = alloca i16, align 2
  %66 = alloca <8 x i8>, align 8
  %67 = alloca i8, align 1
  %68 = alloca <16 x i8>, align 16
  %69 = alloca i8, align 1
  %70 = alloca <16 x i8>, align 16
  %71 = alloca i8, align 1
  %72 = alloca [16 x i8], align 1
  %73 = alloca [16 x i8], align 1
  %74 = alloca [4 x i32], align 4
  %75 = alloca [4 x float], align 4
  %76 = alloca <16 x i8>, align 16
  %77 = alloca <16 x i8>, align 16
  %78 = alloca <16 x i8>, align 16
  %79 = alloca <16 x i8>, align 16
  %80 = alloca <8 x i8>, align 8
  %81 = alloca <8 x i8>, align 8
  %82 = alloca <8 x i16>, align 16
  %83 = alloca <8 x i16>, align 16
  %84 = alloca <4 x i32>, align 16
  %85 = alloca <4 x i32>, align 16
  %86 = alloca <2 x i32>, align 8
  %87 = alloca <2 x i32>, align 8
  %88 = alloca <2 x i64>, align 16
  %89 = alloca <2 x i64>, align 16
  %90 = alloca <16 x i8>, align 16
  %91 = alloca <16 x i8>, align 16
  %92 = alloca <16 x i8>, align 16
  %93 = alloca <16 x i8>, align 16
  %94 = alloca <16 x i8>, align 16
  %95 = alloca <16 x i8>, align 16
  %96 = alloca <16 x i8>, align 16
  %97 = alloca <16 x i8>, align 16
  %98 = alloca <8 x i16>, align 16
  %99 = alloca <8 x i16>, align 16
  %100 = alloca <2 x i32>, align 8
  %101 = alloca <2 x i32>, align 8
  %102 = alloca <4 x i32>, align 16
  %103 = alloca <4 x i32>, align 16
  %104 = alloca <4 x i32>, align 16
  %105 = alloca <4 x i32>, align 16
  %106 = alloca <16 x i8>, align 16
  %107 = alloca <16 x i8>, align 16
  %108 = alloca <16 x i8>, align 16
  %109 = alloca <16 x i8>, align 16
  %110 = alloca <8 x i16>, align 16
  %111 = alloca <8 x i16>, align 16
  %112 = alloca <4 x i32>, align 16
  %113 = alloca <4 x i32>, align 16
  %114 = alloca <4 x float>, align 16
  %115 = alloca <4 x float>, align 16
  %116 = alloca <4 x float>, align 16
  %117 = alloca <4 x float>, align 16
  %118 = alloca <4 x float>, align 16
  %119 = alloca <4 x float>, align 16
  %120 = alloca <2 x float>, align 8
  %121 = alloca <2 x float>, align 8
  %122 = alloca <2 x double>, align 16
  %123 = alloca <2 x double>, align 16
  %124 = alloca <4 x float>, align 16
  %125 = alloca <4 x float>, align 16
  %126 = alloca <16 x i8>, align 16
  %127 = alloca <16 x i8>, align 16
  %128 = alloca <16 x i8>, align 16
  %129 = alloca <16 x i8>, align 16
  %130 = alloca <16 x i8>, align 16
  %131 = alloca <8 x i8>, align 8
  %132 = alloca <8 x i8>, align 8
  %133 = alloca <8 x i8>, align 8
  %134 = alloca <8 x i8>, align 8
  %135 = alloca <8 x i8>, align 8
  %136 = alloca <4 x i32>, align 16
  %137 = alloca <4 x i32>, align 16
  %138 = alloca <4 x i32>, align 16
  %139 = alloca <4 x i32>, align 16
  %140 = alloca <4 x i32>, align 16
  %141 = alloca <4 x float>, align 16
  %142 = alloca <4 x float>, align 16
  %143 = alloca <4 x float>, align 16
  %144 = alloca <4 x float>, align 16
  %145 = alloca <4 x float>, align 16
  %146 = alloca <4 x float>, align 16
  %147 = alloca <4 x float>, align 16
  %148 = alloca <4 x float>, align 16
  %149 = alloca <4 x float>, align 16
  %150 = alloca <4 x float>, align 16
  %151 = alloca <4 x float>, align 16
  %152 = alloca <4 x float>, align 16
  %153 = alloca <4 x float>, align 16
  %154 = alloca <4 x float>, align 16
  %155 = alloca <4 x float>, align 16
  %156 = alloca <4 x float>, align 16
  %157 = alloca <4 x float>, align 16
  %158 = alloca <4 x float>, align 16
  %159 = alloca <4 x float>, align 16
  %160 = alloca <4 x float>, align 16
  %161 = load <16 x i8>, ptr @u8a, align 1
  store <16 x i8> %161, ptr %76, align 16
  %162 = load <16 x i8>, ptr %76, align 16
  store <16 x i8> %162, ptr %77, align 16
  %163 = load <16 x i8>, ptr %77, align 16
  store <16 x i8> %163, ptr %70, align 16
  %164 = load <16 x i8>, ptr %70, align 16
  %165 = call i32 @llvm.aarch64.neon.uaddv.i32.v16i8(<16 x i8> %164)
  %166 = trunc i32 %165 to i8
  store i8 %166, ptr %71, align 1
  %167 = load i8, ptr %71, align 1
  %168 = zext i8 %167 to i32
  %169 = load <16 x i8>, ptr @a8, align 1
  store <16 x i8> %169, ptr %78, align 16
  %170 = load <16 x i8>, ptr %78, align 16
  store <16 x i8> %170, ptr %79, align 16
  %171 = load <16 x i8>, ptr %79, align 16
  store <16 x i8> %171, ptr %68, align 16
  %172 = load <16 x i8>, ptr %68, align 16
  %173 = call i32 @llvm.aarch64.neon.saddv.i32.v16i8(<16 x i8> %172)
  %174 = trunc i32 %173 to i8
  store i8 %174, ptr %69, align 1
  %175 = load i8, ptr %69, align 1
  %176 = sext i8 %175 to i32
  %177 = load <8 x i8>, ptr @u8b, align 1
  store <8 x i8> %177, ptr %80, align 8
  %178 = load <8 x i8>, ptr %80, align 8
  store <8 x i8> %178, ptr %81, align 8
  %179 = load <8 x i8>, ptr %81, align 8
  store <8 x i8> %179, ptr %66, align 8
  %180 = load <8 x i8>, ptr %66, align 8
  %181 = call i32 @llvm.aarch64.neon.uaddv.i32.v8i8(<8 x i8> %180)
  %182 = trunc i32 %181 to i8
  store i8 %182, ptr %67, align 1
  %183 = load i8, ptr %67, align 1
  %184 = zext i8 %183 to i32
  %185 = load <8 x i16>, ptr @a16, align 2
  store <8 x i16> %185, ptr %82, align 16
  %186 = load <8 x i16>, ptr %82, align 16
  store <8 x i16> %186, ptr %83, align 16
  %187 = load <8 x i16>, ptr %83, align 16
  store <8 x i16> %187, ptr %64, align 16
  %188 = load <8 x i16>, ptr %64, align 16
  %189 = call i32 @llvm.aarch64.neon.saddv.i32.v8i16(<8 x i16> %188)
  %190 = trunc i32 %189 to i16
  store i16 %190, ptr %65, align 2
  %191 = load i16, ptr %65, align 2
  %192 = sext i16 %191 to i32
  %193 = load <4 x i32>, ptr @b32, align 4
  store <4 x i32> %193, ptr %84, align 16
  %194 = load <4 x i32>, ptr %84, align 16
  store <4 x i32> %194, ptr %85, align 16
  %195 = load <4 x i32>, ptr %85, align 16
  store <4 x i32> %195, ptr %62, align 16
  %196 = load <4 x i32>, ptr %62, align 16
  %197 = call i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32> %196)
  store i32 %197, ptr %63, align 4
  %198 = load i32, ptr %63, align 4
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %168, i32 noundef %176, i32 noundef %184, i32 noundef %192, i32 noundef %198)
  %200 = load <2 x i32>, ptr @a32, align 4
  store <2 x i32> %200, ptr %86, align 8
  %201 = load <2 x i32>, ptr %86, align 8
  store <2 x i32> %201, ptr %87, align 8
  %202 = load <2 x i32>, ptr %87, align 8
  store <2 x i32> %202, ptr %60, align 8
  %203 = load <2 x i32>, ptr %60, align 8
  %204 = call i32 @llvm.aarch64.neon.saddv.i32.v2i32(<2 x i32> %203)
  store i32 %204, ptr %61, align 4
  %205 = load i32, ptr %61, align 4
  %206 = load <2 x i64>, ptr @b64, align 8
  store <2 x i64> %206, ptr %88, align 16
  %207 = load <2 x i64>, ptr %88, align 16
  store <2 x i64> %207, ptr %89, align 16
  %208 = load <2 x i64>, ptr %89, align 16
  store <2 x i64> %208, ptr %58, align 16
  %209 = load <2 x i64>, ptr %58, align 16
  %210 = call i64 @llvm.aarch64.neon.saddv.i64.v2i64(<2 x i64> %209)
  store i64 %210, ptr %59, align 8
  %211 = load i64, ptr %59, align 8
  %212 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %205, i64 noundef %211)
  %213 = load <16 x i8>, ptr @u8a, align 1
  store <16 x i8> %213, ptr %90, align 16
  %214 = load <16 x i8>, ptr %90, align 16
  store <16 x i8> %214, ptr %91, align 16
  %215 = load <16 x i8>, ptr %91, align 16
  store <16 x i8> %215, ptr %56, align 16
  %216 = load <16 x i8>, ptr %56, align 16
  %217 = call i32 @llvm.aarch64.neon.umaxv.i32.v16i8(<16 x i8> %216)
  %218 = trunc i32 %217 to i8
  store i8 %218, ptr %57, align 1
  %219 = load i8, ptr %57, align 1
  %220 = zext i8 %219 to i32
  %221 = load <16 x i8>, ptr @a8, align 1
  store <16 x i8> %221, ptr %92, align 16
  %222 = load <16 x i8>, ptr %92, align 16
  store <16 x i8> %222, ptr %93, align 16
  %223 = load <16 x i8>, ptr %93, align 16
  store <16 x i8> %223, ptr %54, align 16
  %224 = load <16 x i8>, ptr %54, align 16
  %225 = call i32 @llvm.aarch64.neon.smaxv.i32.v16i8(<16 x i8> %224)
  %226 = trunc i32 %225 to i8
  store i8 %226, ptr %55, align 1
  %227 = load i8, ptr %55, align 1
  %228 = sext i8 %227 to i32
  %229 = load <16 x i8>, ptr @u8b, align 1
  store <16 x i8> %229, ptr %94, align 16
  %230 = load <16 x i8>, ptr %94, align 16
  store <16 x i8> %230, ptr %95, align 16
  %231 = load <16 x i8>, ptr %95, align 16
  store <16 x i8> %231, ptr %52, align 16
  %232 = load <16 x i8>, ptr %52, align 16
  %233 = call i32 @llvm.aarch64.neon.uminv.i32.v16i8(<16 x i8> %232)
  %234 = trunc i32 %233 to i8
  store i8 %234, ptr %53, align 1
  %235 = load i8, ptr %53, align 1
  %236 = zext i8 %235 to i32
  %237 = load <16 x i8>, ptr @b8, align 1
  store <16 x i8> %237, ptr %96, align 16
  %238 = load <16 x i8>, ptr %96, align 16
  store <16 x i8> %238, ptr %97, align 16
  %239 = load <16 x i8>, ptr %97, align 16
  store <16 x i8> %239, ptr %50, align 16
  %240 = load <16 x i8>, ptr %50, align 16
  %241 = call i32 @llvm.aarch64.neon.sminv.i32.v16i8(<16 x i8> %240)
  %242 = trunc i32 %241 to i8
  store i8 %242, ptr %51, align 1
  %243 = load i8, ptr %51, align 1
  %244 = sext i8 %243 to i32
  %245 = load <8 x i16>, ptr @a16, align 2
  store <8 x i16> %245, ptr %98, align 16
  %246 = load <8 x i16>, ptr %98, align 16
  store <8 x i16> %246, ptr %99, align 16
  %247 = load <8 x i16>, ptr %99, align 16
  store <8 x i16> %247, ptr %48, align 16
  %248 = load <8 x i16>, ptr %48, align 16
  %249 = call i32 @llvm.aarch64.neon.smaxv.i32.v8i16(<8 x i16> %248)
  %250 = trunc i32 %249 to i16
  store i16 %250, ptr %49, align 2
  %251 = load i16, ptr %49, align 2
  %252 = sext i16 %251 to i32
  %253 = load <2 x i32>, ptr getelementptr inbounds (i32, ptr @b32, i64 2), align 4
  store <2 x i32> %253, ptr %100, align 8
  %254 = load <2 x i32>, ptr %100, align 8
  store <2 x i32> %254, ptr %101, align 8
  %255 = load <2 x i32>, ptr %101, align 8
  store <2 x i32> %255, ptr %46, align 8
  %256 = load <2 x i32>, ptr %46, align 8
  %257 = call i32 @llvm.aarch64.neon.sminv.i32.v2i32(<2 x i32> %256)
  store i32 %257, ptr %47, align 4
  %258 = load i32, ptr %47, align 4
  %259 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %220, i32 noundef %228, i32 noundef %236, i32 noundef %244, i32 noundef %252, i32 noundef %258)
  %260 = load <4 x i32>, ptr @u32a, align 4
  store <4 x i32> %260, ptr %102, align 16
  %261 = load <4 x i32>, ptr %102, align 16
  store <4 x i32> %261, ptr %103, align 16
  %262 = load <4 x i32>, ptr %103, align 16
  store <4 x i32> %262, ptr %44, align 16
  %263 = load <4 x i32>, ptr %44, align 16
  %264 = call i32 @llvm.aarch64.neon.umaxv.i32.v4i32(<4 x i32> %263)
  store i32 %264, ptr %45, align 4
  %265 = load i32, ptr %45, align 4
  %266 = load <4 x i32>, ptr @a32, align 4
  store <4 x i32> %266, ptr %104, align 16
  %267 = load <4 x i32>, ptr %104, align 16
  store <4 x i32> %267, ptr %105, align 16
  %268 = load <4 x i32>, ptr %105, align 16
  store <4 x i32> %268, ptr %42, align 16
  %269 = load <4 x i32>, ptr %42, align 16
  %270 = call i32 @llvm.aarch64.neon.sminv.i32.v4i32(<4 x i32> %269)
  store i32 %270, ptr %43, align 4
  %271 = load i32, ptr %43, align 4
  %272 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %265, i32 noundef %271)
  %273 = load <16 x i8>, ptr @u8a, align 1
  store <16 x i8> %273, ptr %106, align 16
  %274 = load <16 x i8>, ptr %106, align 16
  store <16 x i8> %274, ptr %107, align 16
  %275 = load <16 x i8>, ptr %107, align 16
  store <16 x i8> %275, ptr %40, align 16
  %276 = load <16 x i8>, ptr %40, align 16
  %277 = call i32 @llvm.aarch64.neon.uaddlv.i32.v16i8(<16 x i8> %276)
  %278 = trunc i32 %277 to i16
  store i16 %278, ptr %41, align 2
  %279 = load i16, ptr %41, align 2
  %280 = zext i16 %279 to i32
  %281 = load <16 x i8>, ptr @a8, align 1
  store <16 x i8> %281, ptr %108, align 16
  %282 = load <16 x i8>, ptr %108, align 16
  store <16 x i8> %282, ptr %109, align 16
  %283 = load <16 x i8>, ptr %109, align 16
  store <16 x i8> %283, ptr %38, align 16
  %284 = load <16 x i8>, ptr %38, align 16
  %285 = call i32 @llvm.aarch64.neon.saddlv.i32.v16i8(<16 x i8> %284)
  %286 = trunc i32 %285 to i16
  store i16 %286, ptr %39, align 2
  %287 = load i16, ptr %39, align 2
  %288 = sext i16 %287 to i32
  %289 = load <8 x i16>, ptr @a16, align 2
  store <8 x i16> %289, ptr %110, align 16
  %290 = load <8 x i16>, ptr %110, align 16
  store <8 x i16> %290, ptr %111, align 16
  %291 = load <8 x i16>, ptr %111, align 16
  store <8 x i16> %291, ptr %36, align 16
  %292 = load <8 x i16>, ptr %36, align 16
  %293 = call i32 @llvm.aarch64.neon.uaddlv.i32.v8i16(<8 x i16> %292)
  store i32 %293, ptr %37, align 4
  %294 = load i32, ptr %37, align 4
  %295 = load <4 x i32>, ptr @a32, align 4
  store <4 x i32> %295, ptr %112, align 16
  %296 = load <4 x i32>, ptr %112, align 16
  store <4 x i32> %296, ptr %113, align 16
  %297 = load <4 x i32>, ptr %113, align 16
  store <4 x i32> %297, ptr %34, align 16
  %298 = load <4 x i32>, ptr %34, align 16
  %299 = call i64 @llvm.aarch64.neon.saddlv.i64.v4i32(<4 x i32> %298)
  store i64 %299, ptr %35, align 8
  %300 = load i64, ptr %35, align 8
  %301 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %280, i32 noundef %288, i32 noundef %294, i64 noundef %300)
  %302 = load <4 x float>, ptr @f32a, align 4
  store <4 x float> %302, ptr %114, align 16
  %303 = load <4 x float>, ptr %114, align 16
  store <4 x float> %303, ptr %115, align 16
  %304 = load <4 x float>, ptr %115, align 16
  store <4 x float> %304, ptr %32, align 16
  %305 = load <4 x float>, ptr %32, align 16
  %306 = call float @llvm.aarch64.neon.fmaxv.f32.v4f32(<4 x float> %305)
  store float %306, ptr %33, align 4
  %307 = load float, ptr %33, align 4
  %308 = fpext float %307 to double
  %309 = load <4 x float>, ptr @f32a, align 4
  store <4 x float> %309, ptr %116, align 16
  %310 = load <4 x float>, ptr %116, align 16
  store <4 x float> %310, ptr %117, align 16
  %311 = load <4 x float>, ptr %117, align 16
  store <4 x float> %311, ptr %30, align 16
  %312 = load <4 x float>, ptr %30, align 16
  %313 = call float @llvm.aarch64.neon.fminv.f32.v4f32(<4 x float> %312)
  store float %313, ptr %31, align 4
  %314 = load float, ptr %31, align 4
  %315 = fpext float %314 to double
  %316 = load <4 x float>, ptr @f32b, align 4
  store <4 x float> %316, ptr %118, align 16
  %317 = load <4 x float>, ptr %118, align 16
  store <4 x float> %317, ptr %119, align 16
  %318 = load <4 x float>, ptr %119, align 16
  store <4 x float> %318, ptr %28, align 16
  %319 = load <4 x float>, ptr %28, align 16
  %320 = call float @llvm.aarch64.neon.fmaxnmv.f32.v4f32(<4 x float> %319)
  store float %320, ptr %29, align 4
  %321 = load float, ptr %29, align 4
  %322 = fpext float %321 to double
  %323 = load <2 x float>, ptr @f32b, align 4
  store <2 x float> %323, ptr %120, align 8
  %324 = load <2 x float>, ptr %120, align 8
  store <2 x float> %324, ptr %121, align 8
  %325 = load <2 x float>, ptr %121, align 8
  store <2 x float> %325, ptr %26, align 8
  %326 = load <2 x float>, ptr %26, align 8
  %327 = call float @llvm.aarch64.neon.fminnmv.f32.v2f32(<2 x float> %326)
  store float %327, ptr %27, align 4
  %328 = load float, ptr %27, align 4
  %329 = fpext float %328 to double
  %330 = load <2 x double>, ptr @f64a, align 8
  store <2 x double> %330, ptr %122, align 16
  %331 = load <2 x double>, ptr %122, align 16
  store <2 x double> %331, ptr %123, align 16
  %332 = load <2 x double>, ptr %123, align 16
  store <2 x double> %332, ptr %24, align 16
  %333 = load <2 x double>, ptr %24, align 16
  %334 = call double @llvm.aarch64.neon.fmaxv.f64.v2f64(<2 x double> %333)
  store double %334, ptr %25, align 8
  %335 = load double, ptr %25, align 8
  %336 = load <4 x float>, ptr @f32b, align 4
  store <4 x float> %336, ptr %124, align 16
  %337 = load <4 x float>, ptr %124, align 16
  store <4 x float> %337, ptr %125, align 16
  %338 = load <4 x float>, ptr %125, align 16
  store <4 x float> %338, ptr %22, align 16
  %339 = load <4 x float>, ptr %22, align 16
  %340 = call float @llvm.aarch64.neon.faddv.f32.v4f32(<4 x float> %339)
  store float %340, ptr %23, align 4
  %341 = load float, ptr %23, align 4
  %342 = fpext float %341 to double
  %343 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, double noundef %308, double noundef %315, double noundef %322, double noundef %329, double noundef %335, double noundef %342)
  %344 = load <16 x i8>, ptr @u8a, align 1
  store <16 x i8> %344, ptr %127, align 16
  %345 = load <16 x i8>, ptr %127, align 16
  store <16 x i8> %345, ptr %128, align 16
  %346 = load <16 x i8>, ptr %128, align 16
  %347 = load <16 x i8>, ptr @u8b, align 1
  store <16 x i8> %347, ptr %129, align 16
  %348 = load <16 x i8>, ptr %129, align 16
  store <16 x i8> %348, ptr %130, align 16
  %349 = load <16 x i8>, ptr %130, align 16
  store <16 x i8> %346, ptr %19, align 16
  store <16 x i8> %349, ptr %20, align 16
  %350 = load <16 x i8>, ptr %19, align 16
  %351 = load <16 x i8>, ptr %20, align 16
  %352 = call <16 x i8> @llvm.aarch64.neon.addp.v16i8(<16 x i8> %350, <16 x i8> %351)
  store <16 x i8> %352, ptr %21, align 16
  %353 = load <16 x i8>, ptr %21, align 16
  store <16 x i8> %353, ptr %126, align 16
  %354 = getelementptr inbounds [16 x i8], ptr %73, i64 0, i64 0
  %355 = load <16 x i8>, ptr %126, align 16
  store <16 x i8> %355, ptr %354, align 1
  %356 = getelementptr inbounds [16 x i8], ptr %73, i64 0, i64 0
  call void @pu8(ptr noundef @.str.26, ptr noundef %356, i32 noundef 16)
  %357 = load <8 x i8>, ptr @a8, align 1
  store <8 x i8> %357, ptr %132, align 8
  %358 = load <8 x i8>, ptr %132, align 8
  store <8 x i8> %358, ptr %133, align 8
  %359 = load <8 x i8>, ptr %133, align 8
  %360 = load <8 x i8>, ptr @b8, align 1
  store <8 x i8> %360, ptr %134, align 8
  %361 = load <8 x i8>, ptr %134, align 8
  store <8 x i8> %361, ptr %135, align 8
  %362 = load <8 x i8>, ptr %135, align 8
  store <8 x i8> %359, ptr %16, align 8
  store <8 x i8> %362, ptr %17, align 8
  %363 = load <8 x i8>, ptr %16, align 8
  %364 = load <8 x i8>, ptr %17, align 8
  %365 = call <8 x i8> @llvm.aarch64.neon.smaxp.v8i8(<8 x i8> %363, <8 x i8> %364)
  store <8 x i8> %365, ptr %18, align 8
  %366 = load <8 x i8>, ptr %18, align 8
  store <8 x i8> %366, ptr %131, align 8
  %367 = getelementptr inbounds [16 x i8], ptr %72, i64 0, i64 0
  %368 = load <8 x i8>, ptr %131, align 8
  store <8 x i8> %368, ptr %367, align 1
  %369 = getelementptr inbounds [16 x i8], ptr %72, i64 0, i64 0
  call void @p8(ptr noundef @.str.27, ptr noundef %369, i32 noundef 8)
  %370 = load <4 x i32>, ptr @a32, align 4
  store <4 x i32> %370, ptr %137, align 16
  %371 = load <4 x i32>, ptr %137, align 16
  store <4 x i32> %371, ptr %138, align 16
  %372 = load <4 x i32>, ptr %138, align 16
  %373 = load <4 x i32>, ptr @b32, align 4
  store <4 x i32> %373, ptr %139, align 16
  %374 = load <4 x i32>, ptr %139, align 16
  store <4 x i32> %374, ptr %140, align 16
  %375 = load <4 x i32>, ptr %140, align 16
  store <4 x i32> %372, ptr %13, align 16
  store <4 x i32> %375, ptr %14, align 16
  %376 = load <4 x i32>, ptr %13, align 16
  %377 = bitcast <4 x i32> %376 to <16 x i8>
  %378 = load <4 x i32>, ptr %14, align 16
  %379 = bitcast <4 x i32> %378 to <16 x i8>
  %380 = call <4 x i32> @llvm.aarch64.neon.sminp.v4i32(<4 x i32> %376, <4 x i32> %378)
  store <4 x i32> %380, ptr %15, align 16
  %381 = load <4 x i32>, ptr %15, align 16
  store <4 x i32> %381, ptr %136, align 16
  %382 = getelementptr inbounds [4 x i32], ptr %74, i64 0, i64 0
  %383 = load <4 x i32>, ptr %136, align 16
  %384 = bitcast <4 x i32> %383 to <16 x i8>
  %385 = bitcast <16 x i8> %384 to <4 x i32>
  store <4 x i32> %385, ptr %382, align 4
  %386 = getelementptr inbounds [4 x i32], ptr %74, i64 0, i64 0
  call void @p32(ptr noundef @.str.28, ptr noundef %386, i32 noundef 4)
  %387 = load <4 x float>, ptr @f32a, align 4
  store <4 x float> %387, ptr %142, align 16
  %388 = load <4 x float>, ptr %142, align 16
  store <4 x float> %388, ptr %143, align 16
  %389 = load <4 x float>, ptr %143, align 16
  %390 = load <4 x float>, ptr @f32b, align 4
  store <4 x float> %390, ptr %144, align 16
  %391 = load <4 x float>, ptr %144, align 16
  store <4 x float> %391, ptr %145, align 16
  %392 = load <4 x float>, ptr %145, align 16
  store <4 x float> %389, ptr %10, align 16
  store <4 x float> %392, ptr %11, align 16
  %393 = load <4 x float>, ptr %10, align 16
  %394 = bitcast <4 x float> %393 to <16 x i8>
  %395 = load <4 x float>, ptr %11, align 16
  %396 = bitcast <4 x float> %395 to <16 x i8>
  %397 = call <4 x float> @llvm.aarch64.neon.faddp.v4f32(<4 x float> %393, <4 x float> %395)
  %398 = bitcast <4 x float> %397 to <16 x i8>
  store <4 x float> %397, ptr %12, align 16
  %399 = load <4 x float>, ptr %12, align 16
  store <4 x float> %399, ptr %141, align 16
  %400 = getelementptr inbounds [4 x float], ptr %75, i64 0, i64 0
  %401 = load <4 x float>, ptr %141, align 16
  %402 = bitcast <4 x float> %401 to <16 x i8>
  %403 = bitcast <16 x i8> %402 to <4 x float>
  store <4 x float> %403, ptr %400, align 4
  %404 = getelementptr inbounds [4 x float], ptr %75, i64 0, i64 0
  call void @pf(ptr noundef @.str.29, ptr noundef %404, i32 noundef 4)
  %405 = load <4 x float>, ptr @f32a, align 4
  store <4 x float> %405, ptr %147, align 16
  %406 = load <4 x float>, ptr %147, align 16
  store <4 x float> %406, ptr %148, align 16
  %407 = load <4 x float>, ptr %148, align 16
  %408 = load <4 x float>, ptr @f32b, align 4
  store <4 x float> %408, ptr %149, align 16
  %409 = load <4 x float>, ptr %149, align 16
  store <4 x float> %409, ptr %150, align 16
  %410 = load <4 x float>, ptr %150, align 16
  store <4 x float> %407, ptr %7, align 16
  store <4 x float> %410, ptr %8, align 16
  %411 = load <4 x float>, ptr %7, align 16
  %412 = bitcast <4 x float> %411 to <16 x i8>
  %413 = load <4 x float>, ptr %8, align 16
  %414 = bitcast <4 x float> %413 to <16 x i8>
  %415 = call <4 x float> @llvm.aarch64.neon.fmaxp.v4f32(<4 x float> %411, <4 x float> %413)
  store <4 x float> %415, ptr %9, align 16
  %416 = load <4 x float>, ptr %9, align 16
  store <4 x float> %416, ptr %146, align 16
  %417 = getelementptr inbounds [4 x float], ptr %75, i64 0, i64 0
  %418 = load <4 x float>, ptr %146, align 16
  %419 = bitcast <4 x float> %418 to <16 x i8>
  %420 = bitcast <16 x i8> %419 to <4 x float>
  store <4 x float> %420, ptr %417, align 4
  %421 = getelementptr inbounds [4 x float], ptr %75, i64 0, i64 0
  call void @pf(ptr noundef @.str.30, ptr noundef %421, i32 noundef 4)
  %422 = load <4 x float>, ptr @f32a, align 4
  store <4 x float> %422, ptr %152, align 16
  %423 = load <4 x float>, ptr %152, align 16
  store <4 x float> %423, ptr %153, align 16
  %424 = load <4 x float>, ptr %153, align 16
  %425 = load <4 x float>, ptr @f32b, align 4
  store <4 x float> %425, ptr %154, align 16
  %426 = load <4 x float>, ptr %154, align 16
  store <4 x float> %426, ptr %155, align 16
  %427 = load <4 x float>, ptr %155, align 16
  store <4 x float> %424, ptr %4, align 16
  store <4 x float> %427, ptr %5, align 16
  %428 = load <4 x float>, ptr %4, align 16
  %429 = bitcast <4 x float> %428 to <16 x i8>
  %430 = load <4 x float>, ptr %5, align 16
  %431 = bitcast <4 x float> %430 to <16 x i8>
  %432 = call <4 x float> @llvm.aarch64.neon.fmax.v4f32(<4 x float> %428, <4 x float> %430)
  store <4 x float> %432, ptr %6, align 16
  %433 = load <4 x float>, ptr %6, align 16
  store <4 x float> %433, ptr %151, align 16
  %434 = getelementptr inbounds [4 x float], ptr %75, i64 0, i64 0
  %435 = load <4 x float>, ptr %151, align 16
  %436 = bitcast <4 x float> %435 to <16 x i8>
  %437 = bitcast <16 x i8> %436 to <4 x float>
  store <4 x float> %437, ptr %434, align 4
  %438 = getelementptr inbounds [4 x float], ptr %75, i64 0, i64 0
  call void @pf(ptr noundef @.str.31, ptr noundef %438, i32 noundef 4)
  %439 = load <4 x float>, ptr @f32a, align 4
  store <4 x float> %439, ptr %157, align 16
  %440 = load <4 x float>, ptr %157, align 16
  store <4 x float> %440, ptr %158, align 16
  %441 = load <4 x float>, ptr %158, align 16
  %442 = load <4 x float>, ptr @f32b, align 4
  store <4 x float> %442, ptr %159, align 16
  %443 = load <4 x float>, ptr %159, align 16
  store <4 x float> %443, ptr %160, align 16
  %444 = load <4 x float>, ptr %160, align 16
  store <4 x float> %441, ptr %1, align 16
  store <4 x float> %444, ptr %2, align 16
  %445 = load <4 x float>, ptr %1, align 16
  %446 = bitcast <4 x float> %445 to <16 x i8>
  %447 = load <4 x float>, ptr %2, align 16
  %448 = bitcast <4 x float> %447 to <16 x i8>
  %449 = call <4 x float> @llvm.aarch64.neon.fminnm.v4f32(<4 x float> %445, <4 x float> %447)
  store <4 x float> %449, ptr %3, align 16
  %450 = load <4 x float>, ptr %3, align 16
  store <4 x float> %450, ptr %156, align 16
  %451 = getelementptr inbounds [4 x float], ptr %75, i64 0, i64 0
  %452 = load <4 x float>, ptr %156, align 16
  %453 = bitcast <4 x float> %452 to <16 x i8>
  %454 = bitcast <16 x i8> %453 to <4 x float>
  store <4 x float> %454, ptr %451, align 4
  %455 = getelementptr inbounds [4 x float], ptr %75, i64 0, i64 0
  call void @pf(ptr noundef @.str.32, ptr noundef %455, i32 noundef 4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @misc() #0 {
  %1 = alloca <4 x float>, align 16
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x float>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x float>, align 16
  %11 = alloca <4 x float>, align 16
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  %18 = alloca <4 x float>, align 16
  %19 = alloca <4 x i32>, align 16
  %20 = alloca <4 x float>, align 16
  %21 = alloca <4 x i32>, align 16
  %22 = alloca <4 x float>, align 16
  %23 = alloca <4 x i32>, align 16
  %24 = alloca <4 x float>, align 16
  %25 = alloca <4 x i32>, align 16
  %26 = alloca <4 x float>, align 16
  %27 = alloca <4 x i32>, align 16
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca <16 x i8>, align 16
  %35 = alloca <16 x i8>, align 16
  %36 = alloca <16 x i8>, align 16
  %37 = alloca <4 x i32>, align 16
  %38 = alloca <4 x i32>, align 16
  %39 = alloca <4 x i32>, align 16
  %40 = alloca <4 x i32>, align 16
  %41 = alloca <4 x i32>, align 16
  %42 = alloca <4 x i32>, align 16
  %43 = alloca <16 x i8>, align 16
  %44 = alloca <16 x i8>, align 16
  %45 = alloca <16 x i8>, align 16
  %46 = alloca <16 x i8>, align 16
  %47 = alloca <16 x i8>, align 16
  %48 = alloca <16 x i8>, align 16
  %49 = alloca <16 x i8>, align 16
  %50 = alloca <16 x i8>, align 16
  %51 = alloca <16 x i8>, align 16
  %52 = alloca <8 x i16>, align 16
  %53 = alloca <8 x i16>, align 16
  %54 = alloca <8 x i16>, align 16
  %55 = alloca <16 x i8>, align 16
  %56 = alloca <16 x i8>, align 16
  %57 = alloca <16 x i8>, align 16
  %58 = alloca <16 x i8>, align 16
  %59 = alloca <8 x i8>, align 8
  %60 = alloca <8 x i8>, align 8
  %61 = alloca <16 x i8>, align 16
  %62 = alloca <16 x i8>, align 16
  %63 = alloca <16 x i8>, align 16
  %64 = alloca [16 x i8], align 1
  %65 = alloca [16 x i8], align 1
  %66 = alloca [8 x i16], align 2
  %67 = alloca [4 x i32], align 4
  %68 = alloca [16 x i8], align 1
  %69 = alloca i32, align 4
  %70 = alloca <16 x i8>, align 16
  %71 = alloca <16 x i8>, align 16
  %72 = alloca <16 x i8>, align 16
  %73 = alloca <16 x i8>, align 16
  %74 = alloca <16 x i8>, align 16
  %75 = alloca <8 x i8>, align 8
  %76 = alloca <16 x i8>, align 16
  %77 = alloca <16 x i8>, align 16
  %78 = alloca <8 x i8>, align 8
  %79 = alloca <8 x i8>, align 8
  %80 = alloca <16 x i8>, align 16
  %81 = alloca <16 x i8>, align 16
  %82 = alloca <16 x i8>, align 16
  %83 = alloca <16 x i8>, align 16
  %84 = alloca <16 x i8>, align 16
  %85 = alloca <8 x i16>, align 16
  %86 = alloca <8 x i16>, align 16
  %87 = alloca <8 x i16>, align 16
  %88 = alloca <8 x i16>, align 16
  %89 = alloca <8 x i16>, align 16
  %90 = alloca <16 x i8>, align 16
  %91 = alloca <16 x i8>, align 16
  %92 = alloca <16 x i8>, align 16
  %93 = alloca <16 x i8>, align 16
  %94 = alloca <16 x i8>, align 16
  %95 = alloca <16 x i8>, align 16
  %96 = alloca <16 x i8>, align 16
  %97 = alloca <16 x i8>, align 16
  %98 = alloca <16 x i8>, align 16
  %99 = alloca <16 x i8>, align 16
  %100 = alloca <16 x i8>, align 16
  %101 = alloca <16 x i8>, align 16
  %102 = alloca <16 x i8>, align 16
  %103 = alloca <16 x i8>, align 16
  %104 = alloca <16 x i8>, align 16
  %105 = alloca <4 x i32>, align 16
  %106 = alloca <4 x i32>, align 16
  %107 = alloca <4 x i32>, align 16
  %108 = alloca <4 x i32>, align 16
  %109 = alloca <4 x i32>, align 16
  %110 = alloca <4 x i32>, align 16
  %111 = alloca <4 x i32>, align 16
  %112 = alloca <4 x i32>, align 16
  %113 = alloca <4 x i32>, align 16
  %114 = alloca <4 x i32>, align 16
  %115 = alloca <16 x i8>, align 16
  %116 = alloca <16 x i8>, align 16
  %117 = alloca <16 x i8>, align 16
  %118 = alloca <16 x i8>, align 16
  %119 = alloca <16 x i8>, align 16
  %120 = alloca [4 x float], align 4
  %121 = alloca [4 x i32], align 4
  %122 = alloca <4 x i32>, align 16
  %123 = alloca <4 x float>, align 16
  %124 = alloca <4 x float>, align 16
  %125 = alloca <4 x i32>, align 16
  %126 = alloca <4 x float>, align 16
  %127 = alloca <4 x float>, align 16
  %128 = alloca <4 x i32>, align 16
  %129 = alloca <4 x float>, align 16
  %130 = alloca <4 x float>, align 16
  %131 = alloca <4 x i32>, align 16
  %132 = alloca <4 x float>, align 16
  %133 = alloca <4 x float>, align 16
  %134 = alloca <4 x i32>, align 16
  %135 = alloca <4 x float>, align 16
  %136 = alloca <4 x float>, align 16
  %137 = alloca [4 x float], align 4
  %138 = alloca <4 x float>, align 16
  %139 = alloca <4 x float>, align 16
  %140 = alloca <4 x float>, align 16
  %141 = alloca <4 x float>, align 16
  %142 = alloca <4 x float>, align 16
  %143 = alloca <4 x float>, align 16
  %144 = alloca <4 x float>, align 16
  %145 = alloca <4 x float>, align 16
  %146 = alloca <4 x float>, align 16
  %147 = alloca <4 x float>, align 16
  %148 = alloca <4 x float>, align 16
  %149 = alloca <4 x float>, align 16
  %150 = alloca <4 x float>, align 16
  %151 = alloca <4 x float>, align 16
  %152 = alloca <4 x float>, align 16
  %153 = alloca <4 x float>, align 16
  %154 = alloca <4 x float>, align 16
  %155 = alloca <4 x float>, align 16
  store i32 0, ptr %69, align 4
  br label %156

156:                                              ; preds = %168, %0
  %157 = load i32, ptr %69, align 4
  %158 = icmp slt i32 %157, 16
  br i1 %158, label %159, label %171

159:                                              ; preds = %156
  %160 = load i32, ptr %69, align 4
  %161 = mul nsw i32 %160, 7
  %162 = add nsw i32 %161, 3
  %163 = srem i32 %162, 20
  %164 = trunc i32 %163 to i8
  %165 = load i32, ptr %69, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [16 x i8], ptr %68, i64 0, i64 %166
  store i8 %164, ptr %167, align 1
  br label %168

168:                                              ; preds = %159
  %169 = load i32, ptr %69, align 4
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %69, align 4
  br label %156, !llvm.loop !10

171:                                              ; preds = %156
  %172 = load <16 x i8>, ptr @u8a, align 1
  store <16 x i8> %172, ptr %71, align 16
  %173 = load <16 x i8>, ptr %71, align 16
  store <16 x i8> %173, ptr %72, align 16
  %174 = load <16 x i8>, ptr %72, align 16
  %175 = getelementptr inbounds [16 x i8], ptr %68, i64 0, i64 0
  %176 = load <16 x i8>, ptr %175, align 1
  store <16 x i8> %176, ptr %73, align 16
  %177 = load <16 x i8>, ptr %73, align 16
  store <16 x i8> %177, ptr %74, align 16
  %178 = load <16 x i8>, ptr %74, align 16
  store <16 x i8> %174, ptr %61, align 16
  store <16 x i8> %178, ptr %62, align 16
  %179 = load <16 x i8>, ptr %61, align 16
  %180 = load <16 x i8>, ptr %62, align 16
  %181 = call <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8> %179, <16 x i8> %180)
  store <16 x i8> %181, ptr %63, align 16
  %182 = load <16 x i8>, ptr %63, align 16
  store <16 x i8> %182, ptr %70, align 16
  %183 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 0
  %184 = load <16 x i8>, ptr %70, align 16
  store <16 x i8> %184, ptr %183, align 1
  %185 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 0
  call void @pu8(ptr noundef @.str.34, ptr noundef %185, i32 noundef 16)
  %186 = load <16 x i8>, ptr @u8b, align 1
  store <16 x i8> %186, ptr %76, align 16
  %187 = load <16 x i8>, ptr %76, align 16
  store <16 x i8> %187, ptr %77, align 16
  %188 = load <16 x i8>, ptr %77, align 16
  %189 = getelementptr inbounds [16 x i8], ptr %68, i64 0, i64 0
  %190 = getelementptr inbounds i8, ptr %189, i64 8
  %191 = load <8 x i8>, ptr %190, align 1
  store <8 x i8> %191, ptr %78, align 8
  %192 = load <8 x i8>, ptr %78, align 8
  store <8 x i8> %192, ptr %79, align 8
  %193 = load <8 x i8>, ptr %79, align 8
  store <16 x i8> %188, ptr %58, align 16
  store <8 x i8> %193, ptr %59, align 8
  %194 = load <16 x i8>, ptr %58, align 16
  %195 = load <8 x i8>, ptr %59, align 8
  %196 = call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %194, <8 x i8> %195)
  store <8 x i8> %196, ptr %60, align 8
  %197 = load <8 x i8>, ptr %60, align 8
  store <8 x i8> %197, ptr %75, align 8
  %198 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 0
  %199 = load <8 x i8>, ptr %75, align 8
  store <8 x i8> %199, ptr %198, align 1
  %200 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 0
  call void @pu8(ptr noundef @.str.35, ptr noundef %200, i32 noundef 8)
  %201 = load <16 x i8>, ptr @u8a, align 1
  store <16 x i8> %201, ptr %81, align 16
  %202 = load <16 x i8>, ptr %81, align 16
  store <16 x i8> %202, ptr %82, align 16
  %203 = load <16 x i8>, ptr %82, align 16
  %204 = load <16 x i8>, ptr @u8b, align 1
  store <16 x i8> %204, ptr %83, align 16
  %205 = load <16 x i8>, ptr %83, align 16
  store <16 x i8> %205, ptr %84, align 16
  %206 = load <16 x i8>, ptr %84, align 16
  store <16 x i8> %203, ptr %55, align 16
  store <16 x i8> %206, ptr %56, align 16
  %207 = load <16 x i8>, ptr %55, align 16
  %208 = load <16 x i8>, ptr %56, align 16
  %209 = call <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8> %207, <16 x i8> %208)
  store <16 x i8> %209, ptr %57, align 16
  %210 = load <16 x i8>, ptr %57, align 16
  store <16 x i8> %210, ptr %80, align 16
  %211 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 0
  %212 = load <16 x i8>, ptr %80, align 16
  store <16 x i8> %212, ptr %211, align 1
  %213 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 0
  call void @pu8(ptr noundef @.str.36, ptr noundef %213, i32 noundef 16)
  %214 = load <8 x i16>, ptr @a16, align 2
  store <8 x i16> %214, ptr %86, align 16
  %215 = load <8 x i16>, ptr %86, align 16
  store <8 x i16> %215, ptr %87, align 16
  %216 = load <8 x i16>, ptr %87, align 16
  %217 = load <8 x i16>, ptr @b16, align 2
  store <8 x i16> %217, ptr %88, align 16
  %218 = load <8 x i16>, ptr %88, align 16
  store <8 x i16> %218, ptr %89, align 16
  %219 = load <8 x i16>, ptr %89, align 16
  store <8 x i16> %216, ptr %52, align 16
  store <8 x i16> %219, ptr %53, align 16
  %220 = load <8 x i16>, ptr %52, align 16
  %221 = bitcast <8 x i16> %220 to <16 x i8>
  %222 = load <8 x i16>, ptr %53, align 16
  %223 = bitcast <8 x i16> %222 to <16 x i8>
  %224 = call <8 x i16> @llvm.aarch64.neon.sabd.v8i16(<8 x i16> %220, <8 x i16> %222)
  store <8 x i16> %224, ptr %54, align 16
  %225 = load <8 x i16>, ptr %54, align 16
  store <8 x i16> %225, ptr %85, align 16
  %226 = getelementptr inbounds [8 x i16], ptr %66, i64 0, i64 0
  %227 = load <8 x i16>, ptr %85, align 16
  %228 = bitcast <8 x i16> %227 to <16 x i8>
  %229 = bitcast <16 x i8> %228 to <8 x i16>
  store <8 x i16> %229, ptr %226, align 2
  %230 = getelementptr inbounds [8 x i16], ptr %66, i64 0, i64 0
  call void @p16(ptr noundef @.str.37, ptr noundef %230, i32 noundef 8)
  %231 = load <16 x i8>, ptr @u8a, align 1
  store <16 x i8> %231, ptr %91, align 16
  %232 = load <16 x i8>, ptr %91, align 16
  store <16 x i8> %232, ptr %92, align 16
  %233 = load <16 x i8>, ptr %92, align 16
  %234 = load <16 x i8>, ptr @u8b, align 1
  store <16 x i8> %234, ptr %93, align 16
  %235 = load <16 x i8>, ptr %93, align 16
  store <16 x i8> %235, ptr %94, align 16
  %236 = load <16 x i8>, ptr %94, align 16
  store <16 x i8> %233, ptr %49, align 16
  store <16 x i8> %236, ptr %50, align 16
  %237 = load <16 x i8>, ptr %49, align 16
  %238 = load <16 x i8>, ptr %50, align 16
  %239 = call <16 x i8> @llvm.aarch64.neon.uhadd.v16i8(<16 x i8> %237, <16 x i8> %238)
  store <16 x i8> %239, ptr %51, align 16
  %240 = load <16 x i8>, ptr %51, align 16
  store <16 x i8> %240, ptr %90, align 16
  %241 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 0
  %242 = load <16 x i8>, ptr %90, align 16
  store <16 x i8> %242, ptr %241, align 1
  %243 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 0
  call void @pu8(ptr noundef @.str.38, ptr noundef %243, i32 noundef 16)
  %244 = load <16 x i8>, ptr @u8a, align 1
  store <16 x i8> %244, ptr %96, align 16
  %245 = load <16 x i8>, ptr %96, align 16
  store <16 x i8> %245, ptr %97, align 16
  %246 = load <16 x i8>, ptr %97, align 16
  %247 = load <16 x i8>, ptr @u8b, align 1
  store <16 x i8> %247, ptr %98, align 16
  %248 = load <16 x i8>, ptr %98, align 16
  store <16 x i8> %248, ptr %99, align 16
  %249 = load <16 x i8>, ptr %99, align 16
  store <16 x i8> %246, ptr %46, align 16
  store <16 x i8> %249, ptr %47, align 16
  %250 = load <16 x i8>, ptr %46, align 16
  %251 = load <16 x i8>, ptr %47, align 16
  %252 = call <16 x i8> @llvm.aarch64.neon.urhadd.v16i8(<16 x i8> %250, <16 x i8> %251)
  store <16 x i8> %252, ptr %48, align 16
  %253 = load <16 x i8>, ptr %48, align 16
  store <16 x i8> %253, ptr %95, align 16
  %254 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 0
  %255 = load <16 x i8>, ptr %95, align 16
  store <16 x i8> %255, ptr %254, align 1
  %256 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 0
  call void @pu8(ptr noundef @.str.39, ptr noundef %256, i32 noundef 16)
  %257 = load <16 x i8>, ptr @a8, align 1
  store <16 x i8> %257, ptr %101, align 16
  %258 = load <16 x i8>, ptr %101, align 16
  store <16 x i8> %258, ptr %102, align 16
  %259 = load <16 x i8>, ptr %102, align 16
  %260 = load <16 x i8>, ptr @b8, align 1
  store <16 x i8> %260, ptr %103, align 16
  %261 = load <16 x i8>, ptr %103, align 16
  store <16 x i8> %261, ptr %104, align 16
  %262 = load <16 x i8>, ptr %104, align 16
  store <16 x i8> %259, ptr %43, align 16
  store <16 x i8> %262, ptr %44, align 16
  %263 = load <16 x i8>, ptr %43, align 16
  %264 = load <16 x i8>, ptr %44, align 16
  %265 = call <16 x i8> @llvm.aarch64.neon.shadd.v16i8(<16 x i8> %263, <16 x i8> %264)
  store <16 x i8> %265, ptr %45, align 16
  %266 = load <16 x i8>, ptr %45, align 16
  store <16 x i8> %266, ptr %100, align 16
  %267 = getelementptr inbounds [16 x i8], ptr %65, i64 0, i64 0
  %268 = load <16 x i8>, ptr %100, align 16
  store <16 x i8> %268, ptr %267, align 1
  %269 = getelementptr inbounds [16 x i8], ptr %65, i64 0, i64 0
  call void @p8(ptr noundef @.str.40, ptr noundef %269, i32 noundef 16)
  %270 = load <4 x i32>, ptr @a32, align 4
  store <4 x i32> %270, ptr %106, align 16
  %271 = load <4 x i32>, ptr %106, align 16
  store <4 x i32> %271, ptr %107, align 16
  %272 = load <4 x i32>, ptr %107, align 16
  %273 = load <4 x i32>, ptr @misc.sh1, align 4
  store <4 x i32> %273, ptr %108, align 16
  %274 = load <4 x i32>, ptr %108, align 16
  store <4 x i32> %274, ptr %109, align 16
  %275 = load <4 x i32>, ptr %109, align 16
  store <4 x i32> %272, ptr %40, align 16
  store <4 x i32> %275, ptr %41, align 16
  %276 = load <4 x i32>, ptr %40, align 16
  %277 = bitcast <4 x i32> %276 to <16 x i8>
  %278 = load <4 x i32>, ptr %41, align 16
  %279 = bitcast <4 x i32> %278 to <16 x i8>
  %280 = call <4 x i32> @llvm.aarch64.neon.sshl.v4i32(<4 x i32> %276, <4 x i32> %278)
  %281 = bitcast <4 x i32> %280 to <16 x i8>
  store <4 x i32> %280, ptr %42, align 16
  %282 = load <4 x i32>, ptr %42, align 16
  store <4 x i32> %282, ptr %105, align 16
  %283 = getelementptr inbounds [4 x i32], ptr %67, i64 0, i64 0
  %284 = load <4 x i32>, ptr %105, align 16
  %285 = bitcast <4 x i32> %284 to <16 x i8>
  %286 = bitcast <16 x i8> %285 to <4 x i32>
  store <4 x i32> %286, ptr %283, align 4
  %287 = getelementptr inbounds [4 x i32], ptr %67, i64 0, i64 0
  call void @p32(ptr noundef @.str.41, ptr noundef %287, i32 noundef 4)
  %288 = load <4 x i32>, ptr @a32, align 4
  store <4 x i32> %288, ptr %111, align 16
  %289 = load <4 x i32>, ptr %111, align 16
  store <4 x i32> %289, ptr %112, align 16
  %290 = load <4 x i32>, ptr %112, align 16
  %291 = load <4 x i32>, ptr @misc.sh2, align 4
  store <4 x i32> %291, ptr %113, align 16
  %292 = load <4 x i32>, ptr %113, align 16
  store <4 x i32> %292, ptr %114, align 16
  %293 = load <4 x i32>, ptr %114, align 16
  store <4 x i32> %290, ptr %37, align 16
  store <4 x i32> %293, ptr %38, align 16
  %294 = load <4 x i32>, ptr %37, align 16
  %295 = bitcast <4 x i32> %294 to <16 x i8>
  %296 = load <4 x i32>, ptr %38, align 16
  %297 = bitcast <4 x i32> %296 to <16 x i8>
  %298 = call <4 x i32> @llvm.aarch64.neon.srshl.v4i32(<4 x i32> %294, <4 x i32> %296)
  %299 = bitcast <4 x i32> %298 to <16 x i8>
  store <4 x i32> %298, ptr %39, align 16
  %300 = load <4 x i32>, ptr %39, align 16
  store <4 x i32> %300, ptr %110, align 16
  %301 = getelementptr inbounds [4 x i32], ptr %67, i64 0, i64 0
  %302 = load <4 x i32>, ptr %110, align 16
  %303 = bitcast <4 x i32> %302 to <16 x i8>
  %304 = bitcast <16 x i8> %303 to <4 x i32>
  store <4 x i32> %304, ptr %301, align 4
  %305 = getelementptr inbounds [4 x i32], ptr %67, i64 0, i64 0
  call void @p32(ptr noundef @.str.42, ptr noundef %305, i32 noundef 4)
  %306 = load <16 x i8>, ptr @a8, align 1
  store <16 x i8> %306, ptr %116, align 16
  %307 = load <16 x i8>, ptr %116, align 16
  store <16 x i8> %307, ptr %117, align 16
  %308 = load <16 x i8>, ptr %117, align 16
  %309 = load <16 x i8>, ptr @misc.sh3, align 1
  store <16 x i8> %309, ptr %118, align 16
  %310 = load <16 x i8>, ptr %118, align 16
  store <16 x i8> %310, ptr %119, align 16
  %311 = load <16 x i8>, ptr %119, align 16
  store <16 x i8> %308, ptr %34, align 16
  store <16 x i8> %311, ptr %35, align 16
  %312 = load <16 x i8>, ptr %34, align 16
  %313 = load <16 x i8>, ptr %35, align 16
  %314 = call <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8> %312, <16 x i8> %313)
  store <16 x i8> %314, ptr %36, align 16
  %315 = load <16 x i8>, ptr %36, align 16
  store <16 x i8> %315, ptr %115, align 16
  %316 = getelementptr inbounds [16 x i8], ptr %65, i64 0, i64 0
  %317 = load <16 x i8>, ptr %115, align 16
  store <16 x i8> %317, ptr %316, align 1
  %318 = getelementptr inbounds [16 x i8], ptr %65, i64 0, i64 0
  call void @p8(ptr noundef @.str.43, ptr noundef %318, i32 noundef 16)
  %319 = load i64, ptr getelementptr inbounds ([2 x i64], ptr @b64, i64 0, i64 1), align 8
  store i64 %319, ptr %31, align 8
  store i64 3, ptr %32, align 8
  %320 = load i64, ptr %31, align 8
  %321 = load i64, ptr %32, align 8
  %322 = call i64 @llvm.aarch64.neon.sshl.i64(i64 %320, i64 %321)
  store i64 %322, ptr %33, align 8
  %323 = load i64, ptr %33, align 8
  store i64 12345, ptr %28, align 8
  store i64 -2, ptr %29, align 8
  %324 = load i64, ptr %28, align 8
  %325 = load i64, ptr %29, align 8
  %326 = call i64 @llvm.aarch64.neon.ushl.i64(i64 %324, i64 %325)
  store i64 %326, ptr %30, align 8
  %327 = load i64, ptr %30, align 8
  %328 = call i32 (ptr, ...) @printf(ptr noundef @.str.44, i64 noundef %323, i64 noundef %327)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %120, ptr align 4 @__const.misc.fv, i64 16, i1 false)
  %329 = getelementptr inbounds [4 x float], ptr %120, i64 0, i64 0
  %330 = load <4 x float>, ptr %329, align 4
  store <4 x float> %330, ptr %123, align 16
  %331 = load <4 x float>, ptr %123, align 16
  store <4 x float> %331, ptr %124, align 16
  %332 = load <4 x float>, ptr %124, align 16
  store <4 x float> %332, ptr %26, align 16
  %333 = load <4 x float>, ptr %26, align 16
  %334 = bitcast <4 x float> %333 to <16 x i8>
  %335 = call <4 x i32> @llvm.aarch64.neon.fcvtns.v4i32.v4f32(<4 x float> %333)
  store <4 x i32> %335, ptr %27, align 16
  %336 = load <4 x i32>, ptr %27, align 16
  store <4 x i32> %336, ptr %122, align 16
  %337 = getelementptr inbounds [4 x i32], ptr %121, i64 0, i64 0
  %338 = load <4 x i32>, ptr %122, align 16
  %339 = bitcast <4 x i32> %338 to <16 x i8>
  %340 = bitcast <16 x i8> %339 to <4 x i32>
  store <4 x i32> %340, ptr %337, align 4
  %341 = getelementptr inbounds [4 x i32], ptr %121, i64 0, i64 0
  call void @p32(ptr noundef @.str.45, ptr noundef %341, i32 noundef 4)
  %342 = getelementptr inbounds [4 x float], ptr %120, i64 0, i64 0
  %343 = load <4 x float>, ptr %342, align 4
  store <4 x float> %343, ptr %126, align 16
  %344 = load <4 x float>, ptr %126, align 16
  store <4 x float> %344, ptr %127, align 16
  %345 = load <4 x float>, ptr %127, align 16
  store <4 x float> %345, ptr %24, align 16
  %346 = load <4 x float>, ptr %24, align 16
  %347 = bitcast <4 x float> %346 to <16 x i8>
  %348 = call <4 x i32> @llvm.aarch64.neon.fcvtas.v4i32.v4f32(<4 x float> %346)
  store <4 x i32> %348, ptr %25, align 16
  %349 = load <4 x i32>, ptr %25, align 16
  store <4 x i32> %349, ptr %125, align 16
  %350 = getelementptr inbounds [4 x i32], ptr %121, i64 0, i64 0
  %351 = load <4 x i32>, ptr %125, align 16
  %352 = bitcast <4 x i32> %351 to <16 x i8>
  %353 = bitcast <16 x i8> %352 to <4 x i32>
  store <4 x i32> %353, ptr %350, align 4
  %354 = getelementptr inbounds [4 x i32], ptr %121, i64 0, i64 0
  call void @p32(ptr noundef @.str.46, ptr noundef %354, i32 noundef 4)
  %355 = getelementptr inbounds [4 x float], ptr %120, i64 0, i64 0
  %356 = load <4 x float>, ptr %355, align 4
  store <4 x float> %356, ptr %129, align 16
  %357 = load <4 x float>, ptr %129, align 16
  store <4 x float> %357, ptr %130, align 16
  %358 = load <4 x float>, ptr %130, align 16
  store <4 x float> %358, ptr %22, align 16
  %359 = load <4 x float>, ptr %22, align 16
  %360 = bitcast <4 x float> %359 to <16 x i8>
  %361 = call <4 x i32> @llvm.aarch64.neon.fcvtms.v4i32.v4f32(<4 x float> %359)
  store <4 x i32> %361, ptr %23, align 16
  %362 = load <4 x i32>, ptr %23, align 16
  store <4 x i32> %362, ptr %128, align 16
  %363 = getelementptr inbounds [4 x i32], ptr %121, i64 0, i64 0
  %364 = load <4 x i32>, ptr %128, align 16
  %365 = bitcast <4 x i32> %364 to <16 x i8>
  %366 = bitcast <16 x i8> %365 to <4 x i32>
  store <4 x i32> %366, ptr %363, align 4
  %367 = getelementptr inbounds [4 x i32], ptr %121, i64 0, i64 0
  call void @p32(ptr noundef @.str.47, ptr noundef %367, i32 noundef 4)
  %368 = getelementptr inbounds [4 x float], ptr %120, i64 0, i64 0
  %369 = load <4 x float>, ptr %368, align 4
  store <4 x float> %369, ptr %132, align 16
  %370 = load <4 x float>, ptr %132, align 16
  store <4 x float> %370, ptr %133, align 16
  %371 = load <4 x float>, ptr %133, align 16
  store <4 x float> %371, ptr %20, align 16
  %372 = load <4 x float>, ptr %20, align 16
  %373 = bitcast <4 x float> %372 to <16 x i8>
  %374 = call <4 x i32> @llvm.aarch64.neon.fcvtps.v4i32.v4f32(<4 x float> %372)
  store <4 x i32> %374, ptr %21, align 16
  %375 = load <4 x i32>, ptr %21, align 16
  store <4 x i32> %375, ptr %131, align 16
  %376 = getelementptr inbounds [4 x i32], ptr %121, i64 0, i64 0
  %377 = load <4 x i32>, ptr %131, align 16
  %378 = bitcast <4 x i32> %377 to <16 x i8>
  %379 = bitcast <16 x i8> %378 to <4 x i32>
  store <4 x i32> %379, ptr %376, align 4
  %380 = getelementptr inbounds [4 x i32], ptr %121, i64 0, i64 0
  call void @p32(ptr noundef @.str.48, ptr noundef %380, i32 noundef 4)
  %381 = load <4 x float>, ptr @f32b, align 4
  store <4 x float> %381, ptr %135, align 16
  %382 = load <4 x float>, ptr %135, align 16
  store <4 x float> %382, ptr %136, align 16
  %383 = load <4 x float>, ptr %136, align 16
  store <4 x float> %383, ptr %18, align 16
  %384 = load <4 x float>, ptr %18, align 16
  %385 = bitcast <4 x float> %384 to <16 x i8>
  %386 = call <4 x i32> @llvm.aarch64.neon.fcvtzu.v4i32.v4f32(<4 x float> %384)
  store <4 x i32> %386, ptr %19, align 16
  %387 = load <4 x i32>, ptr %19, align 16
  store <4 x i32> %387, ptr %134, align 16
  %388 = getelementptr inbounds [4 x i32], ptr %121, i64 0, i64 0
  %389 = load <4 x i32>, ptr %134, align 16
  %390 = bitcast <4 x i32> %389 to <16 x i8>
  %391 = bitcast <16 x i8> %390 to <4 x i32>
  store <4 x i32> %391, ptr %388, align 4
  %392 = getelementptr inbounds [4 x i32], ptr %121, i64 0, i64 0
  call void @p32(ptr noundef @.str.49, ptr noundef %392, i32 noundef 4)
  store float 2.500000e+00, ptr %16, align 4
  %393 = load float, ptr %16, align 4
  %394 = call i32 @llvm.aarch64.neon.fcvtns.i32.f32(float %393)
  store i32 %394, ptr %17, align 4
  %395 = load i32, ptr %17, align 4
  store float -2.500000e+00, ptr %14, align 4
  %396 = load float, ptr %14, align 4
  %397 = call i32 @llvm.aarch64.neon.fcvtas.i32.f32(float %396)
  store i32 %397, ptr %15, align 4
  %398 = load i32, ptr %15, align 4
  store float 0x401F9999A0000000, ptr %12, align 4
  %399 = load float, ptr %12, align 4
  %400 = call i32 @llvm.aarch64.neon.fcvtmu.i32.f32(float %399)
  store i32 %400, ptr %13, align 4
  %401 = load i32, ptr %13, align 4
  %402 = call i32 (ptr, ...) @printf(ptr noundef @.str.50, i32 noundef %395, i32 noundef %398, i32 noundef %401)
  %403 = getelementptr inbounds [4 x float], ptr %120, i64 0, i64 0
  %404 = load <4 x float>, ptr %403, align 4
  store <4 x float> %404, ptr %139, align 16
  %405 = load <4 x float>, ptr %139, align 16
  store <4 x float> %405, ptr %140, align 16
  %406 = load <4 x float>, ptr %140, align 16
  store <4 x float> %406, ptr %10, align 16
  %407 = load <4 x float>, ptr %10, align 16
  %408 = bitcast <4 x float> %407 to <16 x i8>
  %409 = call <4 x float> @llvm.roundeven.v4f32(<4 x float> %407)
  store <4 x float> %409, ptr %11, align 16
  %410 = load <4 x float>, ptr %11, align 16
  store <4 x float> %410, ptr %138, align 16
  %411 = getelementptr inbounds [4 x float], ptr %137, i64 0, i64 0
  %412 = load <4 x float>, ptr %138, align 16
  %413 = bitcast <4 x float> %412 to <16 x i8>
  %414 = bitcast <16 x i8> %413 to <4 x float>
  store <4 x float> %414, ptr %411, align 4
  %415 = getelementptr inbounds [4 x float], ptr %137, i64 0, i64 0
  call void @pf(ptr noundef @.str.51, ptr noundef %415, i32 noundef 4)
  %416 = load <4 x float>, ptr @f32a, align 4
  store <4 x float> %416, ptr %142, align 16
  %417 = load <4 x float>, ptr %142, align 16
  store <4 x float> %417, ptr %143, align 16
  %418 = load <4 x float>, ptr %143, align 16
  %419 = load <4 x float>, ptr @f32b, align 4
  store <4 x float> %419, ptr %144, align 16
  %420 = load <4 x float>, ptr %144, align 16
  store <4 x float> %420, ptr %145, align 16
  %421 = load <4 x float>, ptr %145, align 16
  store <4 x float> %418, ptr %7, align 16
  store <4 x float> %421, ptr %8, align 16
  %422 = load <4 x float>, ptr %7, align 16
  %423 = bitcast <4 x float> %422 to <16 x i8>
  %424 = load <4 x float>, ptr %8, align 16
  %425 = bitcast <4 x float> %424 to <16 x i8>
  %426 = call <4 x float> @llvm.aarch64.neon.fmulx.v4f32(<4 x float> %422, <4 x float> %424)
  store <4 x float> %426, ptr %9, align 16
  %427 = load <4 x float>, ptr %9, align 16
  store <4 x float> %427, ptr %141, align 16
  %428 = getelementptr inbounds [4 x float], ptr %137, i64 0, i64 0
  %429 = load <4 x float>, ptr %141, align 16
  %430 = bitcast <4 x float> %429 to <16 x i8>
  %431 = bitcast <16 x i8> %430 to <4 x float>
  store <4 x float> %431, ptr %428, align 4
  %432 = getelementptr inbounds [4 x float], ptr %137, i64 0, i64 0
  call void @pf(ptr noundef @.str.52, ptr noundef %432, i32 noundef 4)
  %433 = load <4 x float>, ptr @f32a, align 4
  store <4 x float> %433, ptr %147, align 16
  %434 = load <4 x float>, ptr %147, align 16
  store <4 x float> %434, ptr %148, align 16
  %435 = load <4 x float>, ptr %148, align 16
  %436 = load <4 x float>, ptr @f32b, align 4
  store <4 x float> %436, ptr %149, align 16
  %437 = load <4 x float>, ptr %149, align 16
  store <4 x float> %437, ptr %150, align 16
  %438 = load <4 x float>, ptr %150, align 16
  store <4 x float> %435, ptr %4, align 16
  store <4 x float> %438, ptr %5, align 16
  %439 = load <4 x float>, ptr %4, align 16
  %440 = bitcast <4 x float> %439 to <16 x i8>
  %441 = load <4 x float>, ptr %5, align 16
  %442 = bitcast <4 x float> %441 to <16 x i8>
  %443 = call <4 x float> @llvm.aarch64.neon.frecps.v4f32(<4 x float> %439, <4 x float> %441)
  %444 = bitcast <4 x float> %443 to <16 x i8>
  store <4 x float> %443, ptr %6, align 16
  %445 = load <4 x float>, ptr %6, align 16
  store <4 x float> %445, ptr %146, align 16
  %446 = getelementptr inbounds [4 x float], ptr %137, i64 0, i64 0
  %447 = load <4 x float>, ptr %146, align 16
  %448 = bitcast <4 x float> %447 to <16 x i8>
  %449 = bitcast <16 x i8> %448 to <4 x float>
  store <4 x float> %449, ptr %446, align 4
  %450 = getelementptr inbounds [4 x float], ptr %137, i64 0, i64 0
  call void @pf(ptr noundef @.str.53, ptr noundef %450, i32 noundef 4)
  %451 = load <4 x float>, ptr @f32a, align 4
  store <4 x float> %451, ptr %152, align 16
  %452 = load <4 x float>, ptr %152, align 16
  store <4 x float> %452, ptr %153, align 16
  %453 = load <4 x float>, ptr %153, align 16
  %454 = load <4 x float>, ptr @f32b, align 4
  store <4 x float> %454, ptr %154, align 16
  %455 = load <4 x float>, ptr %154, align 16
  store <4 x float> %455, ptr %155, align 16
  %456 = load <4 x float>, ptr %155, align 16
  store <4 x float> %453, ptr %1, align 16
  store <4 x float> %456, ptr %2, align 16
  %457 = load <4 x float>, ptr %1, align 16
  %458 = bitcast <4 x float> %457 to <16 x i8>
  %459 = load <4 x float>, ptr %2, align 16
  %460 = bitcast <4 x float> %459 to <16 x i8>
  %461 = call <4 x float> @llvm.aarch64.neon.frsqrts.v4f32(<4 x float> %457, <4 x float> %459)
  %462 = bitcast <4 x float> %461 to <16 x i8>
  store <4 x float> %461, ptr %3, align 16
  %463 = load <4 x float>, ptr %3, align 16
  store <4 x float> %463, ptr %151, align 16
  %464 = getelementptr inbounds [4 x float], ptr %137, i64 0, i64 0
  %465 = load <4 x float>, ptr %151, align 16
  %466 = bitcast <4 x float> %465 to <16 x i8>
  %467 = bitcast <16 x i8> %466 to <4 x float>
  store <4 x float> %467, ptr %464, align 4
  %468 = getelementptr inbounds [4 x float], ptr %137, i64 0, i64 0
  call void @pf(ptr noundef @.str.54, ptr noundef %468, i32 noundef 4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

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
  br label %10, !llvm.loop !11

25:                                               ; preds = %10
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  ret void
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
  br label %10, !llvm.loop !12

25:                                               ; preds = %10
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  ret void
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
  br label %10, !llvm.loop !13

25:                                               ; preds = %10
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  ret void
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
  br label %10, !llvm.loop !14

24:                                               ; preds = %10
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqadd.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqsub.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqadd.v8i8(<8 x i8>, <8 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uqsub.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqadd.v8i16(<8 x i16>, <8 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqdmulh.v8i16(<8 x i16>, <8 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqrdmulh.v8i16(<8 x i16>, <8 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqsub.v4i32(<4 x i32>, <4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqabs.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqneg.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.abs.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqxtn.v8i8(<8 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqxtun.v8i8(<8 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.uqxtn.v4i16(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.sqadd.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.sqsub.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.sqadd.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.sqsub.i64(i64, i64) #3

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
  br label %10, !llvm.loop !15

25:                                               ; preds = %10
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.uaddv.i32.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddv.i32.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.uaddv.i32.v8i8(<8 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddv.i32.v8i16(<8 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddv.i32.v2i32(<2 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.saddv.i64.v2i64(<2 x i64>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.umaxv.i32.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.smaxv.i32.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.uminv.i32.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.sminv.i32.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.smaxv.i32.v8i16(<8 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.sminv.i32.v2i32(<2 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.umaxv.i32.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.sminv.i32.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.uaddlv.i32.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddlv.i32.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.uaddlv.i32.v8i16(<8 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.saddlv.i64.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fmaxv.f32.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fminv.f32.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fmaxnmv.f32.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fminnmv.f32.v2f32(<2 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.aarch64.neon.fmaxv.f64.v2f64(<2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.faddv.f32.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.addp.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.smaxp.v8i8(<8 x i8>, <8 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sminp.v4i32(<4 x i32>, <4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.faddp.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmaxp.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmax.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fminnm.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8>, <8 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sabd.v8i16(<8 x i16>, <8 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uhadd.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.urhadd.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.shadd.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sshl.v4i32(<4 x i32>, <4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.srshl.v4i32(<4 x i32>, <4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.sshl.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.ushl.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtns.v4i32.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtas.v4i32.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtms.v4i32.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtps.v4i32.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtzu.v4i32.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtns.i32.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtas.i32.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtmu.i32.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.roundeven.v4f32(<4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmulx.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.frecps.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.frsqrts.v4f32(<4 x float>, <4 x float>) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
