; ModuleID = 'programs/neon_intrinsics2.c'
source_filename = "programs/neon_intrinsics2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.uint8x8x4_t = type { [4 x <8 x i8>] }
%struct.uint8x8x3_t = type { [3 x <8 x i8>] }
%struct.uint8x8x2_t = type { [2 x <8 x i8>] }
%struct.uint8x16x4_t = type { [4 x <16 x i8>] }
%struct.uint8x16x2_t = type { [2 x <16 x i8>] }
%struct.uint8x16x3_t = type { [3 x <16 x i8>] }
%struct.int16x8x4_t = type { [4 x <8 x i16>] }
%struct.int16x4x2_t = type { [2 x <4 x i16>] }
%struct.int32x4x3_t = type { [3 x <4 x i32>] }
%struct.float32x4x4_t = type { [4 x <4 x float>] }
%struct.int64x2x2_t = type { [2 x <2 x i64>] }
%struct.int64x1x2_t = type { [2 x <1 x i64>] }
%struct.int32x2x4_t = type { [4 x <2 x i32>] }
%struct.int16x8x3_t = type { [3 x <8 x i16>] }
%struct.int32x4x2_t = type { [2 x <4 x i32>] }
%struct.int16x4x4_t = type { [4 x <4 x i16>] }
%struct.int16x4x3_t = type { [3 x <4 x i16>] }
%struct.int32x4x4_t = type { [4 x <4 x i32>] }

@bytes = internal global [64 x i8] zeroinitializer, align 1
@h16 = internal global [32 x i16] zeroinitializer, align 2
@w32 = internal global [16 x i32] zeroinitializer, align 4
@f32 = internal global [16 x float] zeroinitializer, align 4
@d64 = internal global [8 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [7 x i8] c"qtbl1q\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"qtbl2q\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"qtbl3q\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"qtbl4q\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"qtbl2\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"qtbl3\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"qtbl4\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"qtbx1q\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"qtbx2q\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"qtbx3q\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"qtbx4q\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"qtbx1\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"qtbx2\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"qtbx4\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"tbl1\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"tbl2\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"tbl3\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"tbl4\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"tbx1\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"tbx2\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"tbx3\00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"tbx4\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.23 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"shrn\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"rshrn\00", align 1
@.str.27 = private unnamed_addr constant [7 x i8] c"sqshrn\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"sqrshrn\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"uqshrn\00", align 1
@.str.30 = private unnamed_addr constant [8 x i8] c"uqrshrn\00", align 1
@.str.31 = private unnamed_addr constant [8 x i8] c"sqshrun\00", align 1
@.str.32 = private unnamed_addr constant [9 x i8] c"sqrshrun\00", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"sqshrn64\00", align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"shrn2\00", align 1
@.str.35 = private unnamed_addr constant [7 x i8] c"rshrn2\00", align 1
@.str.36 = private unnamed_addr constant [8 x i8] c"sqshrn2\00", align 1
@.str.37 = private unnamed_addr constant [10 x i8] c"sqrshrun2\00", align 1
@.str.38 = private unnamed_addr constant [9 x i8] c"sqrshrn2\00", align 1
@.str.39 = private unnamed_addr constant [16 x i8] c"sqshrnh: %d %d\0A\00", align 1
@.str.40 = private unnamed_addr constant [13 x i8] c"sqshrnd: %d\0A\00", align 1
@.str.41 = private unnamed_addr constant [14 x i8] c"uqrshrns: %u\0A\00", align 1
@.str.42 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.43 = private unnamed_addr constant [5 x i8] c"ld2q\00", align 1
@.str.44 = private unnamed_addr constant [4 x i8] c"ld3\00", align 1
@.str.45 = private unnamed_addr constant [5 x i8] c"ld4q\00", align 1
@.str.46 = private unnamed_addr constant [7 x i8] c"ld2st2\00", align 1
@.str.47 = private unnamed_addr constant [8 x i8] c"ld3st3q\00", align 1
@.str.48 = private unnamed_addr constant [6 x i8] c"ld4qf\00", align 1
@.str.49 = private unnamed_addr constant [6 x i8] c"st4qf\00", align 1
@.str.50 = private unnamed_addr constant [7 x i8] c"ld2q64\00", align 1
@.str.51 = private unnamed_addr constant [7 x i8] c"ld2d64\00", align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"ld1x4st4\00", align 1
@.str.53 = private unnamed_addr constant [7 x i8] c"ld1x3q\00", align 1
@.str.54 = private unnamed_addr constant [9 x i8] c"ld1x2st2\00", align 1
@.str.55 = private unnamed_addr constant [8 x i8] c"ld4st4q\00", align 1
@.str.56 = private unnamed_addr constant [5 x i8] c"ld3r\00", align 1
@.str.57 = private unnamed_addr constant [5 x i8] c"ld2r\00", align 1
@.str.58 = private unnamed_addr constant [5 x i8] c"ld4r\00", align 1
@.str.59 = private unnamed_addr constant [7 x i8] c"ld2r64\00", align 1
@.str.60 = private unnamed_addr constant [8 x i8] c"ld2lane\00", align 1
@.str.61 = private unnamed_addr constant [8 x i8] c"ld3lane\00", align 1
@.str.62 = private unnamed_addr constant [8 x i8] c"ld4lane\00", align 1
@.str.63 = private unnamed_addr constant [10 x i8] c"ld2lane64\00", align 1
@.str.64 = private unnamed_addr constant [8 x i8] c"st2lane\00", align 1
@.str.65 = private unnamed_addr constant [8 x i8] c"st3lane\00", align 1
@.str.66 = private unnamed_addr constant [8 x i8] c"st4lane\00", align 1
@.str.67 = private unnamed_addr constant [4 x i8] c" %g\00", align 1
@.str.68 = private unnamed_addr constant [6 x i8] c" %lld\00", align 1
@.str.69 = private unnamed_addr constant [6 x i8] c"smlal\00", align 1
@.str.70 = private unnamed_addr constant [6 x i8] c"umlal\00", align 1
@.str.71 = private unnamed_addr constant [6 x i8] c"smlsl\00", align 1
@.str.72 = private unnamed_addr constant [6 x i8] c"umlsl\00", align 1
@.str.73 = private unnamed_addr constant [7 x i8] c"smlal2\00", align 1
@.str.74 = private unnamed_addr constant [6 x i8] c"smull\00", align 1
@.str.75 = private unnamed_addr constant [8 x i8] c"sqdmull\00", align 1
@.str.76 = private unnamed_addr constant [8 x i8] c"sqdmlal\00", align 1
@.str.77 = private unnamed_addr constant [8 x i8] c"sqdmlsl\00", align 1
@.str.78 = private unnamed_addr constant [12 x i8] c"sqdmull_sat\00", align 1
@.str.79 = private unnamed_addr constant [7 x i8] c"uaddlp\00", align 1
@.str.80 = private unnamed_addr constant [7 x i8] c"saddlp\00", align 1
@.str.81 = private unnamed_addr constant [9 x i8] c"saddlp2d\00", align 1
@.str.82 = private unnamed_addr constant [7 x i8] c"uadalp\00", align 1
@.str.83 = private unnamed_addr constant [7 x i8] c"sadalp\00", align 1
@.str.84 = private unnamed_addr constant [9 x i8] c"sadalp4s\00", align 1
@.str.85 = private unnamed_addr constant [13 x i8] c"addpd: %lld\0A\00", align 1
@.str.86 = private unnamed_addr constant [24 x i8] c"addlv: %u %lld %llu %d\0A\00", align 1
@.str.87 = private unnamed_addr constant [41 x i8] c"cvt %d: %lld %d %lld %d %llu %u %lld %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @init()
  call void @tables()
  call void @narrowing()
  call void @structures()
  call void @long_ops()
  call void @conversions()
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %5

5:                                                ; preds = %16, %0
  %6 = load i32, ptr %1, align 4
  %7 = icmp slt i32 %6, 64
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load i32, ptr %1, align 4
  %10 = mul nsw i32 %9, 37
  %11 = add nsw i32 %10, 11
  %12 = trunc i32 %11 to i8
  %13 = load i32, ptr %1, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [64 x i8], ptr @bytes, i64 0, i64 %14
  store i8 %12, ptr %15, align 1
  br label %16

16:                                               ; preds = %8
  %17 = load i32, ptr %1, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %1, align 4
  br label %5, !llvm.loop !6

19:                                               ; preds = %5
  store i32 0, ptr %2, align 4
  br label %20

20:                                               ; preds = %31, %19
  %21 = load i32, ptr %2, align 4
  %22 = icmp slt i32 %21, 32
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4
  %25 = mul nsw i32 %24, 2999
  %26 = sub nsw i32 %25, 40000
  %27 = trunc i32 %26 to i16
  %28 = load i32, ptr %2, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [32 x i16], ptr @h16, i64 0, i64 %29
  store i16 %27, ptr %30, align 2
  br label %31

31:                                               ; preds = %23
  %32 = load i32, ptr %2, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %2, align 4
  br label %20, !llvm.loop !8

34:                                               ; preds = %20
  store i32 0, ptr %3, align 4
  br label %35

35:                                               ; preds = %51, %34
  %36 = load i32, ptr %3, align 4
  %37 = icmp slt i32 %36, 16
  br i1 %37, label %38, label %54

38:                                               ; preds = %35
  %39 = load i32, ptr %3, align 4
  %40 = mul nsw i32 %39, 300000007
  %41 = sub nsw i32 %40, 2100000000
  %42 = load i32, ptr %3, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [16 x i32], ptr @w32, i64 0, i64 %43
  store i32 %41, ptr %44, align 4
  %45 = load i32, ptr %3, align 4
  %46 = sitofp i32 %45 to float
  %47 = call float @llvm.fmuladd.f32(float %46, float 7.500000e-01, float -4.000000e+00)
  %48 = load i32, ptr %3, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [16 x float], ptr @f32, i64 0, i64 %49
  store float %47, ptr %50, align 4
  br label %51

51:                                               ; preds = %38
  %52 = load i32, ptr %3, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %3, align 4
  br label %35, !llvm.loop !9

54:                                               ; preds = %35
  store i32 0, ptr %4, align 4
  br label %55

55:                                               ; preds = %66, %54
  %56 = load i32, ptr %4, align 4
  %57 = icmp slt i32 %56, 8
  br i1 %57, label %58, label %69

58:                                               ; preds = %55
  %59 = load i32, ptr %4, align 4
  %60 = sext i32 %59 to i64
  %61 = mul nsw i64 %60, 81985529216486895
  %62 = sub nsw i64 %61, 3458764513820540928
  %63 = load i32, ptr %4, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [8 x i64], ptr @d64, i64 0, i64 %64
  store i64 %62, ptr %65, align 8
  br label %66

66:                                               ; preds = %58
  %67 = load i32, ptr %4, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %4, align 4
  br label %55, !llvm.loop !10

69:                                               ; preds = %55
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tables() #0 {
  %1 = alloca %struct.uint8x8x4_t, align 8
  %2 = alloca <8 x i8>, align 8
  %3 = alloca <8 x i8>, align 8
  %4 = alloca <8 x i8>, align 8
  %5 = alloca %struct.uint8x8x3_t, align 8
  %6 = alloca <8 x i8>, align 8
  %7 = alloca <8 x i8>, align 8
  %8 = alloca <8 x i8>, align 8
  %9 = alloca %struct.uint8x8x2_t, align 8
  %10 = alloca <8 x i8>, align 8
  %11 = alloca <8 x i8>, align 8
  %12 = alloca <8 x i8>, align 8
  %13 = alloca <8 x i8>, align 8
  %14 = alloca <8 x i8>, align 8
  %15 = alloca <8 x i8>, align 8
  %16 = alloca <8 x i8>, align 8
  %17 = alloca %struct.uint8x8x4_t, align 8
  %18 = alloca <8 x i8>, align 8
  %19 = alloca <8 x i8>, align 8
  %20 = alloca %struct.uint8x8x3_t, align 8
  %21 = alloca <8 x i8>, align 8
  %22 = alloca <8 x i8>, align 8
  %23 = alloca %struct.uint8x8x2_t, align 8
  %24 = alloca <8 x i8>, align 8
  %25 = alloca <8 x i8>, align 8
  %26 = alloca <8 x i8>, align 8
  %27 = alloca <8 x i8>, align 8
  %28 = alloca <8 x i8>, align 8
  %29 = alloca <16 x i8>, align 16
  %30 = alloca <8 x i8>, align 8
  %31 = alloca %struct.uint8x16x4_t, align 16
  %32 = alloca <8 x i8>, align 8
  %33 = alloca <8 x i8>, align 8
  %34 = alloca <8 x i8>, align 8
  %35 = alloca %struct.uint8x16x2_t, align 16
  %36 = alloca <8 x i8>, align 8
  %37 = alloca <8 x i8>, align 8
  %38 = alloca <8 x i8>, align 8
  %39 = alloca <16 x i8>, align 16
  %40 = alloca <8 x i8>, align 8
  %41 = alloca <16 x i8>, align 16
  %42 = alloca <8 x i8>, align 8
  %43 = alloca <16 x i8>, align 16
  %44 = alloca <8 x i8>, align 8
  %45 = alloca <16 x i8>, align 16
  %46 = alloca <8 x i8>, align 8
  %47 = alloca <16 x i8>, align 16
  %48 = alloca <8 x i8>, align 8
  %49 = alloca <16 x i8>, align 16
  %50 = alloca <8 x i8>, align 8
  %51 = alloca <8 x i8>, align 8
  %52 = alloca <16 x i8>, align 16
  %53 = alloca <8 x i8>, align 8
  %54 = alloca <8 x i8>, align 8
  %55 = alloca %struct.uint8x16x4_t, align 16
  %56 = alloca <16 x i8>, align 16
  %57 = alloca <16 x i8>, align 16
  %58 = alloca <16 x i8>, align 16
  %59 = alloca %struct.uint8x16x3_t, align 16
  %60 = alloca <16 x i8>, align 16
  %61 = alloca <16 x i8>, align 16
  %62 = alloca <16 x i8>, align 16
  %63 = alloca %struct.uint8x16x2_t, align 16
  %64 = alloca <16 x i8>, align 16
  %65 = alloca <16 x i8>, align 16
  %66 = alloca <16 x i8>, align 16
  %67 = alloca <16 x i8>, align 16
  %68 = alloca <16 x i8>, align 16
  %69 = alloca <16 x i8>, align 16
  %70 = alloca <16 x i8>, align 16
  %71 = alloca %struct.uint8x16x4_t, align 16
  %72 = alloca <8 x i8>, align 8
  %73 = alloca <8 x i8>, align 8
  %74 = alloca %struct.uint8x16x3_t, align 16
  %75 = alloca <8 x i8>, align 8
  %76 = alloca <8 x i8>, align 8
  %77 = alloca %struct.uint8x16x2_t, align 16
  %78 = alloca <8 x i8>, align 8
  %79 = alloca <8 x i8>, align 8
  %80 = alloca <16 x i8>, align 16
  %81 = alloca <16 x i8>, align 16
  %82 = alloca <16 x i8>, align 16
  %83 = alloca <16 x i8>, align 16
  %84 = alloca <16 x i8>, align 16
  %85 = alloca <16 x i8>, align 16
  %86 = alloca %struct.uint8x16x4_t, align 16
  %87 = alloca <16 x i8>, align 16
  %88 = alloca <16 x i8>, align 16
  %89 = alloca %struct.uint8x16x3_t, align 16
  %90 = alloca <16 x i8>, align 16
  %91 = alloca <16 x i8>, align 16
  %92 = alloca %struct.uint8x16x2_t, align 16
  %93 = alloca <16 x i8>, align 16
  %94 = alloca <16 x i8>, align 16
  %95 = alloca <16 x i8>, align 16
  %96 = alloca <16 x i8>, align 16
  %97 = alloca <16 x i8>, align 16
  %98 = alloca i8, align 1
  %99 = alloca <16 x i8>, align 16
  %100 = alloca <16 x i8>, align 16
  %101 = alloca i8, align 1
  %102 = alloca <16 x i8>, align 16
  %103 = alloca <16 x i8>, align 16
  %104 = alloca %struct.uint8x16x4_t, align 16
  %105 = alloca %struct.uint8x16x4_t, align 16
  %106 = alloca [16 x i8], align 1
  %107 = alloca i32, align 4
  %108 = alloca <16 x i8>, align 16
  %109 = alloca <16 x i8>, align 16
  %110 = alloca <16 x i8>, align 16
  %111 = alloca <8 x i8>, align 8
  %112 = alloca <8 x i8>, align 8
  %113 = alloca <8 x i8>, align 8
  %114 = alloca %struct.uint8x16x2_t, align 16
  %115 = alloca %struct.uint8x16x3_t, align 16
  %116 = alloca <16 x i8>, align 16
  %117 = alloca [16 x i8], align 1
  %118 = alloca <16 x i8>, align 16
  %119 = alloca <16 x i8>, align 16
  %120 = alloca <16 x i8>, align 16
  %121 = alloca <16 x i8>, align 16
  %122 = alloca [16 x i8], align 1
  %123 = alloca <16 x i8>, align 16
  %124 = alloca [16 x i8], align 1
  %125 = alloca <16 x i8>, align 16
  %126 = alloca [16 x i8], align 1
  %127 = alloca <16 x i8>, align 16
  %128 = alloca [8 x i8], align 1
  %129 = alloca <8 x i8>, align 8
  %130 = alloca [8 x i8], align 1
  %131 = alloca <8 x i8>, align 8
  %132 = alloca [8 x i8], align 1
  %133 = alloca <8 x i8>, align 8
  %134 = alloca [16 x i8], align 1
  %135 = alloca <16 x i8>, align 16
  %136 = alloca <16 x i8>, align 16
  %137 = alloca <16 x i8>, align 16
  %138 = alloca <16 x i8>, align 16
  %139 = alloca [16 x i8], align 1
  %140 = alloca <16 x i8>, align 16
  %141 = alloca [16 x i8], align 1
  %142 = alloca <16 x i8>, align 16
  %143 = alloca [16 x i8], align 1
  %144 = alloca <16 x i8>, align 16
  %145 = alloca [8 x i8], align 1
  %146 = alloca <8 x i8>, align 8
  %147 = alloca <8 x i8>, align 8
  %148 = alloca <8 x i8>, align 8
  %149 = alloca <8 x i8>, align 8
  %150 = alloca [8 x i8], align 1
  %151 = alloca <8 x i8>, align 8
  %152 = alloca [8 x i8], align 1
  %153 = alloca <8 x i8>, align 8
  %154 = alloca %struct.uint8x8x4_t, align 8
  %155 = alloca %struct.uint8x8x4_t, align 8
  %156 = alloca %struct.uint8x8x2_t, align 8
  %157 = alloca %struct.uint8x8x3_t, align 8
  %158 = alloca <8 x i8>, align 8
  %159 = alloca <8 x i8>, align 8
  %160 = alloca <8 x i8>, align 8
  %161 = alloca <8 x i8>, align 8
  %162 = alloca [8 x i8], align 1
  %163 = alloca <8 x i8>, align 8
  %164 = alloca [8 x i8], align 1
  %165 = alloca <8 x i8>, align 8
  %166 = alloca [8 x i8], align 1
  %167 = alloca <8 x i8>, align 8
  %168 = alloca [8 x i8], align 1
  %169 = alloca <8 x i8>, align 8
  %170 = alloca [8 x i8], align 1
  %171 = alloca <8 x i8>, align 8
  %172 = alloca [8 x i8], align 1
  %173 = alloca <8 x i8>, align 8
  %174 = alloca [8 x i8], align 1
  %175 = alloca <8 x i8>, align 8
  %176 = alloca [8 x i8], align 1
  %177 = alloca <8 x i8>, align 8
  %178 = call { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld1x4.v16i8.p0(ptr @bytes)
  store { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %178, ptr %105, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %104, ptr align 16 %105, i64 64, i1 false)
  store i32 0, ptr %107, align 4
  br label %179

179:                                              ; preds = %191, %0
  %180 = load i32, ptr %107, align 4
  %181 = icmp slt i32 %180, 16
  br i1 %181, label %182, label %194

182:                                              ; preds = %179
  %183 = load i32, ptr %107, align 4
  %184 = mul nsw i32 %183, 13
  %185 = add nsw i32 %184, 5
  %186 = and i32 %185, 63
  %187 = trunc i32 %186 to i8
  %188 = load i32, ptr %107, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [16 x i8], ptr %106, i64 0, i64 %189
  store i8 %187, ptr %190, align 1
  br label %191

191:                                              ; preds = %182
  %192 = load i32, ptr %107, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %107, align 4
  br label %179, !llvm.loop !11

194:                                              ; preds = %179
  %195 = getelementptr inbounds [16 x i8], ptr %106, i64 0, i64 0
  %196 = load <16 x i8>, ptr %195, align 1
  store <16 x i8> %196, ptr %109, align 16
  %197 = load <16 x i8>, ptr %109, align 16
  store <16 x i8> %197, ptr %110, align 16
  %198 = load <16 x i8>, ptr %110, align 16
  store <16 x i8> %198, ptr %108, align 16
  %199 = getelementptr inbounds [16 x i8], ptr %106, i64 0, i64 0
  %200 = getelementptr inbounds i8, ptr %199, i64 4
  %201 = load <8 x i8>, ptr %200, align 1
  store <8 x i8> %201, ptr %112, align 8
  %202 = load <8 x i8>, ptr %112, align 8
  store <8 x i8> %202, ptr %113, align 8
  %203 = load <8 x i8>, ptr %113, align 8
  store <8 x i8> %203, ptr %111, align 8
  %204 = getelementptr inbounds %struct.uint8x16x2_t, ptr %114, i32 0, i32 0
  %205 = getelementptr inbounds %struct.uint8x16x4_t, ptr %104, i32 0, i32 0
  %206 = getelementptr inbounds [4 x <16 x i8>], ptr %205, i64 0, i64 0
  %207 = load <16 x i8>, ptr %206, align 16
  store <16 x i8> %207, ptr %204, align 16
  %208 = getelementptr inbounds <16 x i8>, ptr %204, i64 1
  %209 = getelementptr inbounds %struct.uint8x16x4_t, ptr %104, i32 0, i32 0
  %210 = getelementptr inbounds [4 x <16 x i8>], ptr %209, i64 0, i64 1
  %211 = load <16 x i8>, ptr %210, align 16
  store <16 x i8> %211, ptr %208, align 16
  %212 = getelementptr inbounds %struct.uint8x16x3_t, ptr %115, i32 0, i32 0
  %213 = getelementptr inbounds %struct.uint8x16x4_t, ptr %104, i32 0, i32 0
  %214 = getelementptr inbounds [4 x <16 x i8>], ptr %213, i64 0, i64 0
  %215 = load <16 x i8>, ptr %214, align 16
  store <16 x i8> %215, ptr %212, align 16
  %216 = getelementptr inbounds <16 x i8>, ptr %212, i64 1
  %217 = getelementptr inbounds %struct.uint8x16x4_t, ptr %104, i32 0, i32 0
  %218 = getelementptr inbounds [4 x <16 x i8>], ptr %217, i64 0, i64 1
  %219 = load <16 x i8>, ptr %218, align 16
  store <16 x i8> %219, ptr %216, align 16
  %220 = getelementptr inbounds <16 x i8>, ptr %212, i64 2
  %221 = getelementptr inbounds %struct.uint8x16x4_t, ptr %104, i32 0, i32 0
  %222 = getelementptr inbounds [4 x <16 x i8>], ptr %221, i64 0, i64 2
  %223 = load <16 x i8>, ptr %222, align 16
  store <16 x i8> %223, ptr %220, align 16
  store i8 -18, ptr %98, align 1
  %224 = load i8, ptr %98, align 1
  %225 = insertelement <16 x i8> poison, i8 %224, i32 0
  %226 = load i8, ptr %98, align 1
  %227 = insertelement <16 x i8> %225, i8 %226, i32 1
  %228 = load i8, ptr %98, align 1
  %229 = insertelement <16 x i8> %227, i8 %228, i32 2
  %230 = load i8, ptr %98, align 1
  %231 = insertelement <16 x i8> %229, i8 %230, i32 3
  %232 = load i8, ptr %98, align 1
  %233 = insertelement <16 x i8> %231, i8 %232, i32 4
  %234 = load i8, ptr %98, align 1
  %235 = insertelement <16 x i8> %233, i8 %234, i32 5
  %236 = load i8, ptr %98, align 1
  %237 = insertelement <16 x i8> %235, i8 %236, i32 6
  %238 = load i8, ptr %98, align 1
  %239 = insertelement <16 x i8> %237, i8 %238, i32 7
  %240 = load i8, ptr %98, align 1
  %241 = insertelement <16 x i8> %239, i8 %240, i32 8
  %242 = load i8, ptr %98, align 1
  %243 = insertelement <16 x i8> %241, i8 %242, i32 9
  %244 = load i8, ptr %98, align 1
  %245 = insertelement <16 x i8> %243, i8 %244, i32 10
  %246 = load i8, ptr %98, align 1
  %247 = insertelement <16 x i8> %245, i8 %246, i32 11
  %248 = load i8, ptr %98, align 1
  %249 = insertelement <16 x i8> %247, i8 %248, i32 12
  %250 = load i8, ptr %98, align 1
  %251 = insertelement <16 x i8> %249, i8 %250, i32 13
  %252 = load i8, ptr %98, align 1
  %253 = insertelement <16 x i8> %251, i8 %252, i32 14
  %254 = load i8, ptr %98, align 1
  %255 = insertelement <16 x i8> %253, i8 %254, i32 15
  store <16 x i8> %255, ptr %100, align 16
  %256 = load <16 x i8>, ptr %100, align 16
  store <16 x i8> %256, ptr %99, align 16
  %257 = load <16 x i8>, ptr %99, align 16
  store <16 x i8> %257, ptr %116, align 16
  br label %258

258:                                              ; preds = %194
  %259 = getelementptr inbounds %struct.uint8x16x4_t, ptr %104, i32 0, i32 0
  %260 = getelementptr inbounds [4 x <16 x i8>], ptr %259, i64 0, i64 3
  %261 = load <16 x i8>, ptr %260, align 16
  %262 = load <16 x i8>, ptr %108, align 16
  store <16 x i8> %262, ptr %120, align 16
  %263 = load <16 x i8>, ptr %120, align 16
  %264 = lshr <16 x i8> %263, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  store <16 x i8> %264, ptr %119, align 16
  %265 = load <16 x i8>, ptr %119, align 16
  store <16 x i8> %265, ptr %121, align 16
  %266 = load <16 x i8>, ptr %121, align 16
  store <16 x i8> %261, ptr %95, align 16
  store <16 x i8> %266, ptr %96, align 16
  %267 = load <16 x i8>, ptr %95, align 16
  %268 = load <16 x i8>, ptr %96, align 16
  %269 = call <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8> %267, <16 x i8> %268)
  store <16 x i8> %269, ptr %97, align 16
  %270 = load <16 x i8>, ptr %97, align 16
  store <16 x i8> %270, ptr %118, align 16
  %271 = getelementptr inbounds [16 x i8], ptr %117, i64 0, i64 0
  %272 = load <16 x i8>, ptr %118, align 16
  store <16 x i8> %272, ptr %271, align 1
  %273 = getelementptr inbounds [16 x i8], ptr %117, i64 0, i64 0
  call void @p8(ptr noundef @.str, ptr noundef %273, i32 noundef 16)
  br label %274

274:                                              ; preds = %258
  br label %275

275:                                              ; preds = %274
  %276 = load <16 x i8>, ptr %108, align 16
  %277 = getelementptr inbounds %struct.uint8x16x2_t, ptr %114, i32 0, i32 0
  %278 = load [2 x <16 x i8>], ptr %277, align 16
  store [2 x <16 x i8>] %278, ptr %92, align 16
  store <16 x i8> %276, ptr %93, align 16
  %279 = load <16 x i8>, ptr %92, align 16
  %280 = getelementptr inbounds [2 x <16 x i8>], ptr %92, i64 0, i64 1
  %281 = load <16 x i8>, ptr %280, align 16
  %282 = load <16 x i8>, ptr %93, align 16
  %283 = call <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8> %279, <16 x i8> %281, <16 x i8> %282)
  store <16 x i8> %283, ptr %94, align 16
  %284 = load <16 x i8>, ptr %94, align 16
  store <16 x i8> %284, ptr %123, align 16
  %285 = getelementptr inbounds [16 x i8], ptr %122, i64 0, i64 0
  %286 = load <16 x i8>, ptr %123, align 16
  store <16 x i8> %286, ptr %285, align 1
  %287 = getelementptr inbounds [16 x i8], ptr %122, i64 0, i64 0
  call void @p8(ptr noundef @.str.1, ptr noundef %287, i32 noundef 16)
  br label %288

288:                                              ; preds = %275
  br label %289

289:                                              ; preds = %288
  %290 = load <16 x i8>, ptr %108, align 16
  %291 = getelementptr inbounds %struct.uint8x16x3_t, ptr %115, i32 0, i32 0
  %292 = load [3 x <16 x i8>], ptr %291, align 16
  store [3 x <16 x i8>] %292, ptr %89, align 16
  store <16 x i8> %290, ptr %90, align 16
  %293 = load <16 x i8>, ptr %89, align 16
  %294 = getelementptr inbounds [3 x <16 x i8>], ptr %89, i64 0, i64 1
  %295 = load <16 x i8>, ptr %294, align 16
  %296 = getelementptr inbounds [3 x <16 x i8>], ptr %89, i64 0, i64 2
  %297 = load <16 x i8>, ptr %296, align 16
  %298 = load <16 x i8>, ptr %90, align 16
  %299 = call <16 x i8> @llvm.aarch64.neon.tbl3.v16i8(<16 x i8> %293, <16 x i8> %295, <16 x i8> %297, <16 x i8> %298)
  store <16 x i8> %299, ptr %91, align 16
  %300 = load <16 x i8>, ptr %91, align 16
  store <16 x i8> %300, ptr %125, align 16
  %301 = getelementptr inbounds [16 x i8], ptr %124, i64 0, i64 0
  %302 = load <16 x i8>, ptr %125, align 16
  store <16 x i8> %302, ptr %301, align 1
  %303 = getelementptr inbounds [16 x i8], ptr %124, i64 0, i64 0
  call void @p8(ptr noundef @.str.2, ptr noundef %303, i32 noundef 16)
  br label %304

304:                                              ; preds = %289
  br label %305

305:                                              ; preds = %304
  %306 = load <16 x i8>, ptr %108, align 16
  store i8 3, ptr %101, align 1
  %307 = load i8, ptr %101, align 1
  %308 = insertelement <16 x i8> poison, i8 %307, i32 0
  %309 = load i8, ptr %101, align 1
  %310 = insertelement <16 x i8> %308, i8 %309, i32 1
  %311 = load i8, ptr %101, align 1
  %312 = insertelement <16 x i8> %310, i8 %311, i32 2
  %313 = load i8, ptr %101, align 1
  %314 = insertelement <16 x i8> %312, i8 %313, i32 3
  %315 = load i8, ptr %101, align 1
  %316 = insertelement <16 x i8> %314, i8 %315, i32 4
  %317 = load i8, ptr %101, align 1
  %318 = insertelement <16 x i8> %316, i8 %317, i32 5
  %319 = load i8, ptr %101, align 1
  %320 = insertelement <16 x i8> %318, i8 %319, i32 6
  %321 = load i8, ptr %101, align 1
  %322 = insertelement <16 x i8> %320, i8 %321, i32 7
  %323 = load i8, ptr %101, align 1
  %324 = insertelement <16 x i8> %322, i8 %323, i32 8
  %325 = load i8, ptr %101, align 1
  %326 = insertelement <16 x i8> %324, i8 %325, i32 9
  %327 = load i8, ptr %101, align 1
  %328 = insertelement <16 x i8> %326, i8 %327, i32 10
  %329 = load i8, ptr %101, align 1
  %330 = insertelement <16 x i8> %328, i8 %329, i32 11
  %331 = load i8, ptr %101, align 1
  %332 = insertelement <16 x i8> %330, i8 %331, i32 12
  %333 = load i8, ptr %101, align 1
  %334 = insertelement <16 x i8> %332, i8 %333, i32 13
  %335 = load i8, ptr %101, align 1
  %336 = insertelement <16 x i8> %334, i8 %335, i32 14
  %337 = load i8, ptr %101, align 1
  %338 = insertelement <16 x i8> %336, i8 %337, i32 15
  store <16 x i8> %338, ptr %103, align 16
  %339 = load <16 x i8>, ptr %103, align 16
  store <16 x i8> %339, ptr %102, align 16
  %340 = load <16 x i8>, ptr %102, align 16
  store <16 x i8> %306, ptr %80, align 16
  store <16 x i8> %340, ptr %81, align 16
  %341 = load <16 x i8>, ptr %80, align 16
  %342 = load <16 x i8>, ptr %81, align 16
  %343 = add <16 x i8> %341, %342
  store <16 x i8> %343, ptr %82, align 16
  %344 = load <16 x i8>, ptr %82, align 16
  %345 = getelementptr inbounds %struct.uint8x16x4_t, ptr %104, i32 0, i32 0
  %346 = load [4 x <16 x i8>], ptr %345, align 16
  store [4 x <16 x i8>] %346, ptr %86, align 16
  store <16 x i8> %344, ptr %87, align 16
  %347 = load <16 x i8>, ptr %86, align 16
  %348 = getelementptr inbounds [4 x <16 x i8>], ptr %86, i64 0, i64 1
  %349 = load <16 x i8>, ptr %348, align 16
  %350 = getelementptr inbounds [4 x <16 x i8>], ptr %86, i64 0, i64 2
  %351 = load <16 x i8>, ptr %350, align 16
  %352 = getelementptr inbounds [4 x <16 x i8>], ptr %86, i64 0, i64 3
  %353 = load <16 x i8>, ptr %352, align 16
  %354 = load <16 x i8>, ptr %87, align 16
  %355 = call <16 x i8> @llvm.aarch64.neon.tbl4.v16i8(<16 x i8> %347, <16 x i8> %349, <16 x i8> %351, <16 x i8> %353, <16 x i8> %354)
  store <16 x i8> %355, ptr %88, align 16
  %356 = load <16 x i8>, ptr %88, align 16
  store <16 x i8> %356, ptr %127, align 16
  %357 = getelementptr inbounds [16 x i8], ptr %126, i64 0, i64 0
  %358 = load <16 x i8>, ptr %127, align 16
  store <16 x i8> %358, ptr %357, align 1
  %359 = getelementptr inbounds [16 x i8], ptr %126, i64 0, i64 0
  call void @p8(ptr noundef @.str.3, ptr noundef %359, i32 noundef 16)
  br label %360

360:                                              ; preds = %305
  br label %361

361:                                              ; preds = %360
  %362 = load <8 x i8>, ptr %111, align 8
  %363 = getelementptr inbounds %struct.uint8x16x2_t, ptr %114, i32 0, i32 0
  %364 = load [2 x <16 x i8>], ptr %363, align 16
  store [2 x <16 x i8>] %364, ptr %77, align 16
  store <8 x i8> %362, ptr %78, align 8
  %365 = load <16 x i8>, ptr %77, align 16
  %366 = getelementptr inbounds [2 x <16 x i8>], ptr %77, i64 0, i64 1
  %367 = load <16 x i8>, ptr %366, align 16
  %368 = load <8 x i8>, ptr %78, align 8
  %369 = call <8 x i8> @llvm.aarch64.neon.tbl2.v8i8(<16 x i8> %365, <16 x i8> %367, <8 x i8> %368)
  store <8 x i8> %369, ptr %79, align 8
  %370 = load <8 x i8>, ptr %79, align 8
  store <8 x i8> %370, ptr %129, align 8
  %371 = getelementptr inbounds [8 x i8], ptr %128, i64 0, i64 0
  %372 = load <8 x i8>, ptr %129, align 8
  store <8 x i8> %372, ptr %371, align 1
  %373 = getelementptr inbounds [8 x i8], ptr %128, i64 0, i64 0
  call void @p8(ptr noundef @.str.4, ptr noundef %373, i32 noundef 8)
  br label %374

374:                                              ; preds = %361
  br label %375

375:                                              ; preds = %374
  %376 = load <8 x i8>, ptr %111, align 8
  %377 = getelementptr inbounds %struct.uint8x16x3_t, ptr %115, i32 0, i32 0
  %378 = load [3 x <16 x i8>], ptr %377, align 16
  store [3 x <16 x i8>] %378, ptr %74, align 16
  store <8 x i8> %376, ptr %75, align 8
  %379 = load <16 x i8>, ptr %74, align 16
  %380 = getelementptr inbounds [3 x <16 x i8>], ptr %74, i64 0, i64 1
  %381 = load <16 x i8>, ptr %380, align 16
  %382 = getelementptr inbounds [3 x <16 x i8>], ptr %74, i64 0, i64 2
  %383 = load <16 x i8>, ptr %382, align 16
  %384 = load <8 x i8>, ptr %75, align 8
  %385 = call <8 x i8> @llvm.aarch64.neon.tbl3.v8i8(<16 x i8> %379, <16 x i8> %381, <16 x i8> %383, <8 x i8> %384)
  store <8 x i8> %385, ptr %76, align 8
  %386 = load <8 x i8>, ptr %76, align 8
  store <8 x i8> %386, ptr %131, align 8
  %387 = getelementptr inbounds [8 x i8], ptr %130, i64 0, i64 0
  %388 = load <8 x i8>, ptr %131, align 8
  store <8 x i8> %388, ptr %387, align 1
  %389 = getelementptr inbounds [8 x i8], ptr %130, i64 0, i64 0
  call void @p8(ptr noundef @.str.5, ptr noundef %389, i32 noundef 8)
  br label %390

390:                                              ; preds = %375
  br label %391

391:                                              ; preds = %390
  %392 = load <8 x i8>, ptr %111, align 8
  %393 = getelementptr inbounds %struct.uint8x16x4_t, ptr %104, i32 0, i32 0
  %394 = load [4 x <16 x i8>], ptr %393, align 16
  store [4 x <16 x i8>] %394, ptr %71, align 16
  store <8 x i8> %392, ptr %72, align 8
  %395 = load <16 x i8>, ptr %71, align 16
  %396 = getelementptr inbounds [4 x <16 x i8>], ptr %71, i64 0, i64 1
  %397 = load <16 x i8>, ptr %396, align 16
  %398 = getelementptr inbounds [4 x <16 x i8>], ptr %71, i64 0, i64 2
  %399 = load <16 x i8>, ptr %398, align 16
  %400 = getelementptr inbounds [4 x <16 x i8>], ptr %71, i64 0, i64 3
  %401 = load <16 x i8>, ptr %400, align 16
  %402 = load <8 x i8>, ptr %72, align 8
  %403 = call <8 x i8> @llvm.aarch64.neon.tbl4.v8i8(<16 x i8> %395, <16 x i8> %397, <16 x i8> %399, <16 x i8> %401, <8 x i8> %402)
  store <8 x i8> %403, ptr %73, align 8
  %404 = load <8 x i8>, ptr %73, align 8
  store <8 x i8> %404, ptr %133, align 8
  %405 = getelementptr inbounds [8 x i8], ptr %132, i64 0, i64 0
  %406 = load <8 x i8>, ptr %133, align 8
  store <8 x i8> %406, ptr %405, align 1
  %407 = getelementptr inbounds [8 x i8], ptr %132, i64 0, i64 0
  call void @p8(ptr noundef @.str.6, ptr noundef %407, i32 noundef 8)
  br label %408

408:                                              ; preds = %391
  br label %409

409:                                              ; preds = %408
  %410 = load <16 x i8>, ptr %116, align 16
  %411 = getelementptr inbounds %struct.uint8x16x4_t, ptr %104, i32 0, i32 0
  %412 = getelementptr inbounds [4 x <16 x i8>], ptr %411, i64 0, i64 2
  %413 = load <16 x i8>, ptr %412, align 16
  %414 = load <16 x i8>, ptr %108, align 16
  store <16 x i8> %414, ptr %137, align 16
  %415 = load <16 x i8>, ptr %137, align 16
  %416 = lshr <16 x i8> %415, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  store <16 x i8> %416, ptr %136, align 16
  %417 = load <16 x i8>, ptr %136, align 16
  store <16 x i8> %417, ptr %138, align 16
  %418 = load <16 x i8>, ptr %138, align 16
  store <16 x i8> %410, ptr %67, align 16
  store <16 x i8> %413, ptr %68, align 16
  store <16 x i8> %418, ptr %69, align 16
  %419 = load <16 x i8>, ptr %67, align 16
  %420 = load <16 x i8>, ptr %68, align 16
  %421 = load <16 x i8>, ptr %69, align 16
  %422 = call <16 x i8> @llvm.aarch64.neon.tbx1.v16i8(<16 x i8> %419, <16 x i8> %420, <16 x i8> %421)
  store <16 x i8> %422, ptr %70, align 16
  %423 = load <16 x i8>, ptr %70, align 16
  store <16 x i8> %423, ptr %135, align 16
  %424 = getelementptr inbounds [16 x i8], ptr %134, i64 0, i64 0
  %425 = load <16 x i8>, ptr %135, align 16
  store <16 x i8> %425, ptr %424, align 1
  %426 = getelementptr inbounds [16 x i8], ptr %134, i64 0, i64 0
  call void @p8(ptr noundef @.str.7, ptr noundef %426, i32 noundef 16)
  br label %427

427:                                              ; preds = %409
  br label %428

428:                                              ; preds = %427
  %429 = load <16 x i8>, ptr %116, align 16
  %430 = load <16 x i8>, ptr %108, align 16
  %431 = getelementptr inbounds %struct.uint8x16x2_t, ptr %114, i32 0, i32 0
  %432 = load [2 x <16 x i8>], ptr %431, align 16
  store [2 x <16 x i8>] %432, ptr %63, align 16
  store <16 x i8> %429, ptr %64, align 16
  store <16 x i8> %430, ptr %65, align 16
  %433 = load <16 x i8>, ptr %64, align 16
  %434 = load <16 x i8>, ptr %63, align 16
  %435 = getelementptr inbounds [2 x <16 x i8>], ptr %63, i64 0, i64 1
  %436 = load <16 x i8>, ptr %435, align 16
  %437 = load <16 x i8>, ptr %65, align 16
  %438 = call <16 x i8> @llvm.aarch64.neon.tbx2.v16i8(<16 x i8> %433, <16 x i8> %434, <16 x i8> %436, <16 x i8> %437)
  store <16 x i8> %438, ptr %66, align 16
  %439 = load <16 x i8>, ptr %66, align 16
  store <16 x i8> %439, ptr %140, align 16
  %440 = getelementptr inbounds [16 x i8], ptr %139, i64 0, i64 0
  %441 = load <16 x i8>, ptr %140, align 16
  store <16 x i8> %441, ptr %440, align 1
  %442 = getelementptr inbounds [16 x i8], ptr %139, i64 0, i64 0
  call void @p8(ptr noundef @.str.8, ptr noundef %442, i32 noundef 16)
  br label %443

443:                                              ; preds = %428
  br label %444

444:                                              ; preds = %443
  %445 = load <16 x i8>, ptr %116, align 16
  %446 = load <16 x i8>, ptr %108, align 16
  %447 = getelementptr inbounds %struct.uint8x16x3_t, ptr %115, i32 0, i32 0
  %448 = load [3 x <16 x i8>], ptr %447, align 16
  store [3 x <16 x i8>] %448, ptr %59, align 16
  store <16 x i8> %445, ptr %60, align 16
  store <16 x i8> %446, ptr %61, align 16
  %449 = load <16 x i8>, ptr %60, align 16
  %450 = load <16 x i8>, ptr %59, align 16
  %451 = getelementptr inbounds [3 x <16 x i8>], ptr %59, i64 0, i64 1
  %452 = load <16 x i8>, ptr %451, align 16
  %453 = getelementptr inbounds [3 x <16 x i8>], ptr %59, i64 0, i64 2
  %454 = load <16 x i8>, ptr %453, align 16
  %455 = load <16 x i8>, ptr %61, align 16
  %456 = call <16 x i8> @llvm.aarch64.neon.tbx3.v16i8(<16 x i8> %449, <16 x i8> %450, <16 x i8> %452, <16 x i8> %454, <16 x i8> %455)
  store <16 x i8> %456, ptr %62, align 16
  %457 = load <16 x i8>, ptr %62, align 16
  store <16 x i8> %457, ptr %142, align 16
  %458 = getelementptr inbounds [16 x i8], ptr %141, i64 0, i64 0
  %459 = load <16 x i8>, ptr %142, align 16
  store <16 x i8> %459, ptr %458, align 1
  %460 = getelementptr inbounds [16 x i8], ptr %141, i64 0, i64 0
  call void @p8(ptr noundef @.str.9, ptr noundef %460, i32 noundef 16)
  br label %461

461:                                              ; preds = %444
  br label %462

462:                                              ; preds = %461
  %463 = load <16 x i8>, ptr %116, align 16
  %464 = load <16 x i8>, ptr %108, align 16
  %465 = load <16 x i8>, ptr %108, align 16
  store <16 x i8> %464, ptr %83, align 16
  store <16 x i8> %465, ptr %84, align 16
  %466 = load <16 x i8>, ptr %83, align 16
  %467 = load <16 x i8>, ptr %84, align 16
  %468 = add <16 x i8> %466, %467
  store <16 x i8> %468, ptr %85, align 16
  %469 = load <16 x i8>, ptr %85, align 16
  %470 = getelementptr inbounds %struct.uint8x16x4_t, ptr %104, i32 0, i32 0
  %471 = load [4 x <16 x i8>], ptr %470, align 16
  store [4 x <16 x i8>] %471, ptr %55, align 16
  store <16 x i8> %463, ptr %56, align 16
  store <16 x i8> %469, ptr %57, align 16
  %472 = load <16 x i8>, ptr %56, align 16
  %473 = load <16 x i8>, ptr %55, align 16
  %474 = getelementptr inbounds [4 x <16 x i8>], ptr %55, i64 0, i64 1
  %475 = load <16 x i8>, ptr %474, align 16
  %476 = getelementptr inbounds [4 x <16 x i8>], ptr %55, i64 0, i64 2
  %477 = load <16 x i8>, ptr %476, align 16
  %478 = getelementptr inbounds [4 x <16 x i8>], ptr %55, i64 0, i64 3
  %479 = load <16 x i8>, ptr %478, align 16
  %480 = load <16 x i8>, ptr %57, align 16
  %481 = call <16 x i8> @llvm.aarch64.neon.tbx4.v16i8(<16 x i8> %472, <16 x i8> %473, <16 x i8> %475, <16 x i8> %477, <16 x i8> %479, <16 x i8> %480)
  store <16 x i8> %481, ptr %58, align 16
  %482 = load <16 x i8>, ptr %58, align 16
  store <16 x i8> %482, ptr %144, align 16
  %483 = getelementptr inbounds [16 x i8], ptr %143, i64 0, i64 0
  %484 = load <16 x i8>, ptr %144, align 16
  store <16 x i8> %484, ptr %483, align 1
  %485 = getelementptr inbounds [16 x i8], ptr %143, i64 0, i64 0
  call void @p8(ptr noundef @.str.10, ptr noundef %485, i32 noundef 16)
  br label %486

486:                                              ; preds = %462
  br label %487

487:                                              ; preds = %486
  %488 = load <16 x i8>, ptr %116, align 16
  store <16 x i8> %488, ptr %39, align 16
  %489 = load <16 x i8>, ptr %39, align 16
  %490 = load <16 x i8>, ptr %39, align 16
  %491 = shufflevector <16 x i8> %489, <16 x i8> %490, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %491, ptr %40, align 8
  %492 = load <8 x i8>, ptr %40, align 8
  %493 = getelementptr inbounds %struct.uint8x16x4_t, ptr %104, i32 0, i32 0
  %494 = getelementptr inbounds [4 x <16 x i8>], ptr %493, i64 0, i64 1
  %495 = load <16 x i8>, ptr %494, align 16
  %496 = load <8 x i8>, ptr %111, align 8
  store <8 x i8> %496, ptr %148, align 8
  %497 = load <8 x i8>, ptr %148, align 8
  %498 = lshr <8 x i8> %497, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  store <8 x i8> %498, ptr %147, align 8
  %499 = load <8 x i8>, ptr %147, align 8
  store <8 x i8> %499, ptr %149, align 8
  %500 = load <8 x i8>, ptr %149, align 8
  store <8 x i8> %492, ptr %51, align 8
  store <16 x i8> %495, ptr %52, align 16
  store <8 x i8> %500, ptr %53, align 8
  %501 = load <8 x i8>, ptr %51, align 8
  %502 = load <16 x i8>, ptr %52, align 16
  %503 = load <8 x i8>, ptr %53, align 8
  %504 = call <8 x i8> @llvm.aarch64.neon.tbx1.v8i8(<8 x i8> %501, <16 x i8> %502, <8 x i8> %503)
  store <8 x i8> %504, ptr %54, align 8
  %505 = load <8 x i8>, ptr %54, align 8
  store <8 x i8> %505, ptr %146, align 8
  %506 = getelementptr inbounds [8 x i8], ptr %145, i64 0, i64 0
  %507 = load <8 x i8>, ptr %146, align 8
  store <8 x i8> %507, ptr %506, align 1
  %508 = getelementptr inbounds [8 x i8], ptr %145, i64 0, i64 0
  call void @p8(ptr noundef @.str.11, ptr noundef %508, i32 noundef 8)
  br label %509

509:                                              ; preds = %487
  br label %510

510:                                              ; preds = %509
  %511 = load <16 x i8>, ptr %116, align 16
  store <16 x i8> %511, ptr %41, align 16
  %512 = load <16 x i8>, ptr %41, align 16
  %513 = load <16 x i8>, ptr %41, align 16
  %514 = shufflevector <16 x i8> %512, <16 x i8> %513, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %514, ptr %42, align 8
  %515 = load <8 x i8>, ptr %42, align 8
  %516 = load <8 x i8>, ptr %111, align 8
  %517 = getelementptr inbounds %struct.uint8x16x2_t, ptr %114, i32 0, i32 0
  %518 = load [2 x <16 x i8>], ptr %517, align 16
  store [2 x <16 x i8>] %518, ptr %35, align 16
  store <8 x i8> %515, ptr %36, align 8
  store <8 x i8> %516, ptr %37, align 8
  %519 = load <8 x i8>, ptr %36, align 8
  %520 = load <16 x i8>, ptr %35, align 16
  %521 = getelementptr inbounds [2 x <16 x i8>], ptr %35, i64 0, i64 1
  %522 = load <16 x i8>, ptr %521, align 16
  %523 = load <8 x i8>, ptr %37, align 8
  %524 = call <8 x i8> @llvm.aarch64.neon.tbx2.v8i8(<8 x i8> %519, <16 x i8> %520, <16 x i8> %522, <8 x i8> %523)
  store <8 x i8> %524, ptr %38, align 8
  %525 = load <8 x i8>, ptr %38, align 8
  store <8 x i8> %525, ptr %151, align 8
  %526 = getelementptr inbounds [8 x i8], ptr %150, i64 0, i64 0
  %527 = load <8 x i8>, ptr %151, align 8
  store <8 x i8> %527, ptr %526, align 1
  %528 = getelementptr inbounds [8 x i8], ptr %150, i64 0, i64 0
  call void @p8(ptr noundef @.str.12, ptr noundef %528, i32 noundef 8)
  br label %529

529:                                              ; preds = %510
  br label %530

530:                                              ; preds = %529
  %531 = load <16 x i8>, ptr %116, align 16
  store <16 x i8> %531, ptr %29, align 16
  %532 = load <16 x i8>, ptr %29, align 16
  %533 = load <16 x i8>, ptr %29, align 16
  %534 = shufflevector <16 x i8> %532, <16 x i8> %533, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <8 x i8> %534, ptr %30, align 8
  %535 = load <8 x i8>, ptr %30, align 8
  %536 = load <8 x i8>, ptr %111, align 8
  %537 = getelementptr inbounds %struct.uint8x16x4_t, ptr %104, i32 0, i32 0
  %538 = load [4 x <16 x i8>], ptr %537, align 16
  store [4 x <16 x i8>] %538, ptr %31, align 16
  store <8 x i8> %535, ptr %32, align 8
  store <8 x i8> %536, ptr %33, align 8
  %539 = load <8 x i8>, ptr %32, align 8
  %540 = load <16 x i8>, ptr %31, align 16
  %541 = getelementptr inbounds [4 x <16 x i8>], ptr %31, i64 0, i64 1
  %542 = load <16 x i8>, ptr %541, align 16
  %543 = getelementptr inbounds [4 x <16 x i8>], ptr %31, i64 0, i64 2
  %544 = load <16 x i8>, ptr %543, align 16
  %545 = getelementptr inbounds [4 x <16 x i8>], ptr %31, i64 0, i64 3
  %546 = load <16 x i8>, ptr %545, align 16
  %547 = load <8 x i8>, ptr %33, align 8
  %548 = call <8 x i8> @llvm.aarch64.neon.tbx4.v8i8(<8 x i8> %539, <16 x i8> %540, <16 x i8> %542, <16 x i8> %544, <16 x i8> %546, <8 x i8> %547)
  store <8 x i8> %548, ptr %34, align 8
  %549 = load <8 x i8>, ptr %34, align 8
  store <8 x i8> %549, ptr %153, align 8
  %550 = getelementptr inbounds [8 x i8], ptr %152, i64 0, i64 0
  %551 = load <8 x i8>, ptr %153, align 8
  store <8 x i8> %551, ptr %550, align 1
  %552 = getelementptr inbounds [8 x i8], ptr %152, i64 0, i64 0
  call void @p8(ptr noundef @.str.13, ptr noundef %552, i32 noundef 8)
  br label %553

553:                                              ; preds = %530
  %554 = call { <8 x i8>, <8 x i8>, <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld4.v8i8.p0(ptr getelementptr inbounds (i8, ptr @bytes, i64 3))
  store { <8 x i8>, <8 x i8>, <8 x i8>, <8 x i8> } %554, ptr %155, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %154, ptr align 8 %155, i64 32, i1 false)
  %555 = getelementptr inbounds %struct.uint8x8x2_t, ptr %156, i32 0, i32 0
  %556 = getelementptr inbounds %struct.uint8x8x4_t, ptr %154, i32 0, i32 0
  %557 = getelementptr inbounds [4 x <8 x i8>], ptr %556, i64 0, i64 0
  %558 = load <8 x i8>, ptr %557, align 8
  store <8 x i8> %558, ptr %555, align 8
  %559 = getelementptr inbounds <8 x i8>, ptr %555, i64 1
  %560 = getelementptr inbounds %struct.uint8x8x4_t, ptr %154, i32 0, i32 0
  %561 = getelementptr inbounds [4 x <8 x i8>], ptr %560, i64 0, i64 1
  %562 = load <8 x i8>, ptr %561, align 8
  store <8 x i8> %562, ptr %559, align 8
  %563 = getelementptr inbounds %struct.uint8x8x3_t, ptr %157, i32 0, i32 0
  %564 = getelementptr inbounds %struct.uint8x8x4_t, ptr %154, i32 0, i32 0
  %565 = getelementptr inbounds [4 x <8 x i8>], ptr %564, i64 0, i64 0
  %566 = load <8 x i8>, ptr %565, align 8
  store <8 x i8> %566, ptr %563, align 8
  %567 = getelementptr inbounds <8 x i8>, ptr %563, i64 1
  %568 = getelementptr inbounds %struct.uint8x8x4_t, ptr %154, i32 0, i32 0
  %569 = getelementptr inbounds [4 x <8 x i8>], ptr %568, i64 0, i64 1
  %570 = load <8 x i8>, ptr %569, align 8
  store <8 x i8> %570, ptr %567, align 8
  %571 = getelementptr inbounds <8 x i8>, ptr %563, i64 2
  %572 = getelementptr inbounds %struct.uint8x8x4_t, ptr %154, i32 0, i32 0
  %573 = getelementptr inbounds [4 x <8 x i8>], ptr %572, i64 0, i64 2
  %574 = load <8 x i8>, ptr %573, align 8
  store <8 x i8> %574, ptr %571, align 8
  %575 = load <8 x i8>, ptr %111, align 8
  store <8 x i8> %575, ptr %160, align 8
  %576 = load <8 x i8>, ptr %160, align 8
  %577 = lshr <8 x i8> %576, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  store <8 x i8> %577, ptr %159, align 8
  %578 = load <8 x i8>, ptr %159, align 8
  store <8 x i8> %578, ptr %161, align 8
  %579 = load <8 x i8>, ptr %161, align 8
  store <8 x i8> %579, ptr %158, align 8
  br label %580

580:                                              ; preds = %553
  %581 = getelementptr inbounds %struct.uint8x8x4_t, ptr %154, i32 0, i32 0
  %582 = getelementptr inbounds [4 x <8 x i8>], ptr %581, i64 0, i64 2
  %583 = load <8 x i8>, ptr %582, align 8
  %584 = load <8 x i8>, ptr %158, align 8
  store <8 x i8> %583, ptr %26, align 8
  store <8 x i8> %584, ptr %27, align 8
  %585 = load <8 x i8>, ptr %26, align 8
  %586 = load <8 x i8>, ptr %27, align 8
  %587 = shufflevector <8 x i8> %585, <8 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %588 = call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %587, <8 x i8> %586)
  store <8 x i8> %588, ptr %28, align 8
  %589 = load <8 x i8>, ptr %28, align 8
  store <8 x i8> %589, ptr %163, align 8
  %590 = getelementptr inbounds [8 x i8], ptr %162, i64 0, i64 0
  %591 = load <8 x i8>, ptr %163, align 8
  store <8 x i8> %591, ptr %590, align 1
  %592 = getelementptr inbounds [8 x i8], ptr %162, i64 0, i64 0
  call void @p8(ptr noundef @.str.14, ptr noundef %592, i32 noundef 8)
  br label %593

593:                                              ; preds = %580
  br label %594

594:                                              ; preds = %593
  %595 = load <8 x i8>, ptr %158, align 8
  %596 = getelementptr inbounds %struct.uint8x8x2_t, ptr %156, i32 0, i32 0
  %597 = load [2 x <8 x i8>], ptr %596, align 8
  store [2 x <8 x i8>] %597, ptr %23, align 8
  store <8 x i8> %595, ptr %24, align 8
  %598 = load <8 x i8>, ptr %23, align 8
  %599 = getelementptr inbounds [2 x <8 x i8>], ptr %23, i64 0, i64 1
  %600 = load <8 x i8>, ptr %599, align 8
  %601 = load <8 x i8>, ptr %24, align 8
  %602 = shufflevector <8 x i8> %598, <8 x i8> %600, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %603 = call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %602, <8 x i8> %601)
  store <8 x i8> %603, ptr %25, align 8
  %604 = load <8 x i8>, ptr %25, align 8
  store <8 x i8> %604, ptr %165, align 8
  %605 = getelementptr inbounds [8 x i8], ptr %164, i64 0, i64 0
  %606 = load <8 x i8>, ptr %165, align 8
  store <8 x i8> %606, ptr %605, align 1
  %607 = getelementptr inbounds [8 x i8], ptr %164, i64 0, i64 0
  call void @p8(ptr noundef @.str.15, ptr noundef %607, i32 noundef 8)
  br label %608

608:                                              ; preds = %594
  br label %609

609:                                              ; preds = %608
  %610 = load <8 x i8>, ptr %158, align 8
  %611 = getelementptr inbounds %struct.uint8x8x3_t, ptr %157, i32 0, i32 0
  %612 = load [3 x <8 x i8>], ptr %611, align 8
  store [3 x <8 x i8>] %612, ptr %20, align 8
  store <8 x i8> %610, ptr %21, align 8
  %613 = load <8 x i8>, ptr %20, align 8
  %614 = getelementptr inbounds [3 x <8 x i8>], ptr %20, i64 0, i64 1
  %615 = load <8 x i8>, ptr %614, align 8
  %616 = getelementptr inbounds [3 x <8 x i8>], ptr %20, i64 0, i64 2
  %617 = load <8 x i8>, ptr %616, align 8
  %618 = load <8 x i8>, ptr %21, align 8
  %619 = shufflevector <8 x i8> %613, <8 x i8> %615, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %620 = shufflevector <8 x i8> %617, <8 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %621 = call <8 x i8> @llvm.aarch64.neon.tbl2.v8i8(<16 x i8> %619, <16 x i8> %620, <8 x i8> %618)
  store <8 x i8> %621, ptr %22, align 8
  %622 = load <8 x i8>, ptr %22, align 8
  store <8 x i8> %622, ptr %167, align 8
  %623 = getelementptr inbounds [8 x i8], ptr %166, i64 0, i64 0
  %624 = load <8 x i8>, ptr %167, align 8
  store <8 x i8> %624, ptr %623, align 1
  %625 = getelementptr inbounds [8 x i8], ptr %166, i64 0, i64 0
  call void @p8(ptr noundef @.str.16, ptr noundef %625, i32 noundef 8)
  br label %626

626:                                              ; preds = %609
  br label %627

627:                                              ; preds = %626
  %628 = load <8 x i8>, ptr %158, align 8
  %629 = getelementptr inbounds %struct.uint8x8x4_t, ptr %154, i32 0, i32 0
  %630 = load [4 x <8 x i8>], ptr %629, align 8
  store [4 x <8 x i8>] %630, ptr %17, align 8
  store <8 x i8> %628, ptr %18, align 8
  %631 = load <8 x i8>, ptr %17, align 8
  %632 = getelementptr inbounds [4 x <8 x i8>], ptr %17, i64 0, i64 1
  %633 = load <8 x i8>, ptr %632, align 8
  %634 = getelementptr inbounds [4 x <8 x i8>], ptr %17, i64 0, i64 2
  %635 = load <8 x i8>, ptr %634, align 8
  %636 = getelementptr inbounds [4 x <8 x i8>], ptr %17, i64 0, i64 3
  %637 = load <8 x i8>, ptr %636, align 8
  %638 = load <8 x i8>, ptr %18, align 8
  %639 = shufflevector <8 x i8> %631, <8 x i8> %633, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %640 = shufflevector <8 x i8> %635, <8 x i8> %637, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %641 = call <8 x i8> @llvm.aarch64.neon.tbl2.v8i8(<16 x i8> %639, <16 x i8> %640, <8 x i8> %638)
  store <8 x i8> %641, ptr %19, align 8
  %642 = load <8 x i8>, ptr %19, align 8
  store <8 x i8> %642, ptr %169, align 8
  %643 = getelementptr inbounds [8 x i8], ptr %168, i64 0, i64 0
  %644 = load <8 x i8>, ptr %169, align 8
  store <8 x i8> %644, ptr %643, align 1
  %645 = getelementptr inbounds [8 x i8], ptr %168, i64 0, i64 0
  call void @p8(ptr noundef @.str.17, ptr noundef %645, i32 noundef 8)
  br label %646

646:                                              ; preds = %627
  br label %647

647:                                              ; preds = %646
  %648 = load <16 x i8>, ptr %116, align 16
  store <16 x i8> %648, ptr %43, align 16
  %649 = load <16 x i8>, ptr %43, align 16
  %650 = load <16 x i8>, ptr %43, align 16
  %651 = shufflevector <16 x i8> %649, <16 x i8> %650, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %651, ptr %44, align 8
  %652 = load <8 x i8>, ptr %44, align 8
  %653 = getelementptr inbounds %struct.uint8x8x4_t, ptr %154, i32 0, i32 0
  %654 = getelementptr inbounds [4 x <8 x i8>], ptr %653, i64 0, i64 3
  %655 = load <8 x i8>, ptr %654, align 8
  %656 = load <8 x i8>, ptr %158, align 8
  store <8 x i8> %652, ptr %13, align 8
  store <8 x i8> %655, ptr %14, align 8
  store <8 x i8> %656, ptr %15, align 8
  %657 = load <8 x i8>, ptr %13, align 8
  %658 = load <8 x i8>, ptr %14, align 8
  %659 = load <8 x i8>, ptr %15, align 8
  %660 = shufflevector <8 x i8> %658, <8 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %661 = call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %660, <8 x i8> %659)
  %662 = icmp uge <8 x i8> %659, <i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8>
  %663 = sext <8 x i1> %662 to <8 x i8>
  %664 = and <8 x i8> %663, %657
  %665 = xor <8 x i8> %663, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %666 = and <8 x i8> %665, %661
  %667 = or <8 x i8> %664, %666
  store <8 x i8> %667, ptr %16, align 8
  %668 = load <8 x i8>, ptr %16, align 8
  store <8 x i8> %668, ptr %171, align 8
  %669 = getelementptr inbounds [8 x i8], ptr %170, i64 0, i64 0
  %670 = load <8 x i8>, ptr %171, align 8
  store <8 x i8> %670, ptr %669, align 1
  %671 = getelementptr inbounds [8 x i8], ptr %170, i64 0, i64 0
  call void @p8(ptr noundef @.str.18, ptr noundef %671, i32 noundef 8)
  br label %672

672:                                              ; preds = %647
  br label %673

673:                                              ; preds = %672
  %674 = load <16 x i8>, ptr %116, align 16
  store <16 x i8> %674, ptr %45, align 16
  %675 = load <16 x i8>, ptr %45, align 16
  %676 = load <16 x i8>, ptr %45, align 16
  %677 = shufflevector <16 x i8> %675, <16 x i8> %676, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %677, ptr %46, align 8
  %678 = load <8 x i8>, ptr %46, align 8
  %679 = load <8 x i8>, ptr %158, align 8
  %680 = getelementptr inbounds %struct.uint8x8x2_t, ptr %156, i32 0, i32 0
  %681 = load [2 x <8 x i8>], ptr %680, align 8
  store [2 x <8 x i8>] %681, ptr %9, align 8
  store <8 x i8> %678, ptr %10, align 8
  store <8 x i8> %679, ptr %11, align 8
  %682 = load <8 x i8>, ptr %10, align 8
  %683 = load <8 x i8>, ptr %9, align 8
  %684 = getelementptr inbounds [2 x <8 x i8>], ptr %9, i64 0, i64 1
  %685 = load <8 x i8>, ptr %684, align 8
  %686 = load <8 x i8>, ptr %11, align 8
  %687 = shufflevector <8 x i8> %683, <8 x i8> %685, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %688 = call <8 x i8> @llvm.aarch64.neon.tbx1.v8i8(<8 x i8> %682, <16 x i8> %687, <8 x i8> %686)
  store <8 x i8> %688, ptr %12, align 8
  %689 = load <8 x i8>, ptr %12, align 8
  store <8 x i8> %689, ptr %173, align 8
  %690 = getelementptr inbounds [8 x i8], ptr %172, i64 0, i64 0
  %691 = load <8 x i8>, ptr %173, align 8
  store <8 x i8> %691, ptr %690, align 1
  %692 = getelementptr inbounds [8 x i8], ptr %172, i64 0, i64 0
  call void @p8(ptr noundef @.str.19, ptr noundef %692, i32 noundef 8)
  br label %693

693:                                              ; preds = %673
  br label %694

694:                                              ; preds = %693
  %695 = load <16 x i8>, ptr %116, align 16
  store <16 x i8> %695, ptr %47, align 16
  %696 = load <16 x i8>, ptr %47, align 16
  %697 = load <16 x i8>, ptr %47, align 16
  %698 = shufflevector <16 x i8> %696, <16 x i8> %697, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %698, ptr %48, align 8
  %699 = load <8 x i8>, ptr %48, align 8
  %700 = load <8 x i8>, ptr %158, align 8
  %701 = getelementptr inbounds %struct.uint8x8x3_t, ptr %157, i32 0, i32 0
  %702 = load [3 x <8 x i8>], ptr %701, align 8
  store [3 x <8 x i8>] %702, ptr %5, align 8
  store <8 x i8> %699, ptr %6, align 8
  store <8 x i8> %700, ptr %7, align 8
  %703 = load <8 x i8>, ptr %6, align 8
  %704 = load <8 x i8>, ptr %5, align 8
  %705 = getelementptr inbounds [3 x <8 x i8>], ptr %5, i64 0, i64 1
  %706 = load <8 x i8>, ptr %705, align 8
  %707 = getelementptr inbounds [3 x <8 x i8>], ptr %5, i64 0, i64 2
  %708 = load <8 x i8>, ptr %707, align 8
  %709 = load <8 x i8>, ptr %7, align 8
  %710 = shufflevector <8 x i8> %704, <8 x i8> %706, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %711 = shufflevector <8 x i8> %708, <8 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %712 = call <8 x i8> @llvm.aarch64.neon.tbl2.v8i8(<16 x i8> %710, <16 x i8> %711, <8 x i8> %709)
  %713 = icmp uge <8 x i8> %709, <i8 24, i8 24, i8 24, i8 24, i8 24, i8 24, i8 24, i8 24>
  %714 = sext <8 x i1> %713 to <8 x i8>
  %715 = and <8 x i8> %714, %703
  %716 = xor <8 x i8> %714, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %717 = and <8 x i8> %716, %712
  %718 = or <8 x i8> %715, %717
  store <8 x i8> %718, ptr %8, align 8
  %719 = load <8 x i8>, ptr %8, align 8
  store <8 x i8> %719, ptr %175, align 8
  %720 = getelementptr inbounds [8 x i8], ptr %174, i64 0, i64 0
  %721 = load <8 x i8>, ptr %175, align 8
  store <8 x i8> %721, ptr %720, align 1
  %722 = getelementptr inbounds [8 x i8], ptr %174, i64 0, i64 0
  call void @p8(ptr noundef @.str.20, ptr noundef %722, i32 noundef 8)
  br label %723

723:                                              ; preds = %694
  br label %724

724:                                              ; preds = %723
  %725 = load <16 x i8>, ptr %116, align 16
  store <16 x i8> %725, ptr %49, align 16
  %726 = load <16 x i8>, ptr %49, align 16
  %727 = load <16 x i8>, ptr %49, align 16
  %728 = shufflevector <16 x i8> %726, <16 x i8> %727, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %728, ptr %50, align 8
  %729 = load <8 x i8>, ptr %50, align 8
  %730 = load <8 x i8>, ptr %158, align 8
  %731 = getelementptr inbounds %struct.uint8x8x4_t, ptr %154, i32 0, i32 0
  %732 = load [4 x <8 x i8>], ptr %731, align 8
  store [4 x <8 x i8>] %732, ptr %1, align 8
  store <8 x i8> %729, ptr %2, align 8
  store <8 x i8> %730, ptr %3, align 8
  %733 = load <8 x i8>, ptr %2, align 8
  %734 = load <8 x i8>, ptr %1, align 8
  %735 = getelementptr inbounds [4 x <8 x i8>], ptr %1, i64 0, i64 1
  %736 = load <8 x i8>, ptr %735, align 8
  %737 = getelementptr inbounds [4 x <8 x i8>], ptr %1, i64 0, i64 2
  %738 = load <8 x i8>, ptr %737, align 8
  %739 = getelementptr inbounds [4 x <8 x i8>], ptr %1, i64 0, i64 3
  %740 = load <8 x i8>, ptr %739, align 8
  %741 = load <8 x i8>, ptr %3, align 8
  %742 = shufflevector <8 x i8> %734, <8 x i8> %736, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %743 = shufflevector <8 x i8> %738, <8 x i8> %740, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %744 = call <8 x i8> @llvm.aarch64.neon.tbx2.v8i8(<8 x i8> %733, <16 x i8> %742, <16 x i8> %743, <8 x i8> %741)
  store <8 x i8> %744, ptr %4, align 8
  %745 = load <8 x i8>, ptr %4, align 8
  store <8 x i8> %745, ptr %177, align 8
  %746 = getelementptr inbounds [8 x i8], ptr %176, i64 0, i64 0
  %747 = load <8 x i8>, ptr %177, align 8
  store <8 x i8> %747, ptr %746, align 1
  %748 = getelementptr inbounds [8 x i8], ptr %176, i64 0, i64 0
  call void @p8(ptr noundef @.str.21, ptr noundef %748, i32 noundef 8)
  br label %749

749:                                              ; preds = %724
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @narrowing() #0 {
  %1 = alloca <8 x i16>, align 16
  %2 = alloca <4 x i16>, align 8
  %3 = alloca <8 x i8>, align 8
  %4 = alloca <8 x i8>, align 8
  %5 = alloca <16 x i8>, align 16
  %6 = alloca <4 x i16>, align 8
  %7 = alloca <4 x i16>, align 8
  %8 = alloca <8 x i16>, align 16
  %9 = alloca <4 x i16>, align 8
  %10 = alloca <4 x i16>, align 8
  %11 = alloca <8 x i16>, align 16
  %12 = alloca <8 x i16>, align 16
  %13 = alloca <4 x i16>, align 8
  %14 = alloca <8 x i8>, align 8
  %15 = alloca <8 x i8>, align 8
  %16 = alloca <16 x i8>, align 16
  %17 = alloca <8 x i8>, align 8
  %18 = alloca <8 x i8>, align 8
  %19 = alloca <16 x i8>, align 16
  %20 = alloca <2 x i64>, align 16
  %21 = alloca <2 x i64>, align 16
  %22 = alloca <4 x i32>, align 16
  %23 = alloca <4 x i32>, align 16
  %24 = alloca <8 x i16>, align 16
  %25 = alloca <8 x i16>, align 16
  %26 = alloca <8 x i16>, align 16
  %27 = alloca <8 x i16>, align 16
  %28 = alloca <8 x i16>, align 16
  %29 = alloca <8 x i16>, align 16
  %30 = alloca <4 x i32>, align 16
  %31 = alloca <4 x i32>, align 16
  %32 = alloca <4 x i32>, align 16
  %33 = alloca <2 x i64>, align 16
  %34 = alloca <2 x i64>, align 16
  %35 = alloca <2 x i64>, align 16
  %36 = alloca <8 x i8>, align 8
  %37 = alloca <8 x i8>, align 8
  %38 = alloca <8 x i8>, align 8
  %39 = alloca [16 x i8], align 1
  %40 = alloca [8 x i16], align 2
  %41 = alloca [4 x i32], align 4
  %42 = alloca <8 x i8>, align 8
  %43 = alloca <8 x i8>, align 8
  %44 = alloca <8 x i16>, align 16
  %45 = alloca <8 x i8>, align 8
  %46 = alloca <8 x i8>, align 8
  %47 = alloca <8 x i8>, align 8
  %48 = alloca <8 x i16>, align 16
  %49 = alloca <8 x i8>, align 8
  %50 = alloca <4 x i16>, align 8
  %51 = alloca <4 x i16>, align 8
  %52 = alloca <4 x i32>, align 16
  %53 = alloca <4 x i16>, align 8
  %54 = alloca <4 x i16>, align 8
  %55 = alloca <4 x i16>, align 8
  %56 = alloca <4 x i32>, align 16
  %57 = alloca <4 x i16>, align 8
  %58 = alloca <4 x i16>, align 8
  %59 = alloca <4 x i16>, align 8
  %60 = alloca <4 x i32>, align 16
  %61 = alloca <4 x i16>, align 8
  %62 = alloca <2 x i32>, align 8
  %63 = alloca <2 x i32>, align 8
  %64 = alloca <2 x i64>, align 16
  %65 = alloca <2 x i32>, align 8
  %66 = alloca <8 x i8>, align 8
  %67 = alloca <8 x i8>, align 8
  %68 = alloca <8 x i16>, align 16
  %69 = alloca <8 x i8>, align 8
  %70 = alloca <8 x i8>, align 8
  %71 = alloca <8 x i8>, align 8
  %72 = alloca <8 x i16>, align 16
  %73 = alloca <8 x i8>, align 8
  %74 = alloca <2 x i32>, align 8
  %75 = alloca <2 x i32>, align 8
  %76 = alloca <2 x i64>, align 16
  %77 = alloca <2 x i32>, align 8
  %78 = alloca <16 x i8>, align 16
  %79 = alloca <16 x i8>, align 16
  %80 = alloca <8 x i8>, align 8
  %81 = alloca <8 x i16>, align 16
  %82 = alloca <8 x i8>, align 8
  %83 = alloca <8 x i16>, align 16
  %84 = alloca <8 x i8>, align 8
  %85 = alloca <16 x i8>, align 16
  %86 = alloca <16 x i8>, align 16
  %87 = alloca <16 x i8>, align 16
  %88 = alloca <8 x i8>, align 8
  %89 = alloca <8 x i16>, align 16
  %90 = alloca <8 x i8>, align 8
  %91 = alloca <8 x i16>, align 16
  %92 = alloca <8 x i8>, align 8
  %93 = alloca <16 x i8>, align 16
  %94 = alloca <8 x i16>, align 16
  %95 = alloca <8 x i16>, align 16
  %96 = alloca <4 x i16>, align 8
  %97 = alloca <4 x i32>, align 16
  %98 = alloca <4 x i16>, align 8
  %99 = alloca <4 x i32>, align 16
  %100 = alloca <4 x i16>, align 8
  %101 = alloca <8 x i16>, align 16
  %102 = alloca <16 x i8>, align 16
  %103 = alloca <16 x i8>, align 16
  %104 = alloca <8 x i8>, align 8
  %105 = alloca <8 x i16>, align 16
  %106 = alloca <8 x i8>, align 8
  %107 = alloca <8 x i16>, align 16
  %108 = alloca <8 x i8>, align 8
  %109 = alloca <16 x i8>, align 16
  %110 = alloca <8 x i16>, align 16
  %111 = alloca <8 x i16>, align 16
  %112 = alloca <4 x i16>, align 8
  %113 = alloca <4 x i32>, align 16
  %114 = alloca <4 x i16>, align 8
  %115 = alloca <4 x i32>, align 16
  %116 = alloca <4 x i16>, align 8
  %117 = alloca <8 x i16>, align 16
  %118 = alloca i8, align 1
  %119 = alloca i16, align 2
  %120 = alloca i8, align 1
  %121 = alloca i8, align 1
  %122 = alloca i16, align 2
  %123 = alloca i8, align 1
  %124 = alloca i32, align 4
  %125 = alloca i64, align 8
  %126 = alloca i32, align 4
  %127 = alloca i16, align 2
  %128 = alloca i32, align 4
  %129 = alloca i16, align 2
  %130 = load <8 x i16>, ptr @h16, align 2
  store <8 x i16> %130, ptr %27, align 16
  %131 = load <8 x i16>, ptr %27, align 16
  store <8 x i16> %131, ptr %28, align 16
  %132 = load <8 x i16>, ptr %28, align 16
  store <8 x i16> %132, ptr %26, align 16
  %133 = load <8 x i16>, ptr %26, align 16
  store <8 x i16> %133, ptr %24, align 16
  %134 = load <8 x i16>, ptr %24, align 16
  store <8 x i16> %134, ptr %25, align 16
  %135 = load <8 x i16>, ptr %25, align 16
  store <8 x i16> %135, ptr %29, align 16
  %136 = load <4 x i32>, ptr @w32, align 4
  store <4 x i32> %136, ptr %31, align 16
  %137 = load <4 x i32>, ptr %31, align 16
  store <4 x i32> %137, ptr %32, align 16
  %138 = load <4 x i32>, ptr %32, align 16
  store <4 x i32> %138, ptr %30, align 16
  %139 = load <2 x i64>, ptr @d64, align 8
  store <2 x i64> %139, ptr %34, align 16
  %140 = load <2 x i64>, ptr %34, align 16
  store <2 x i64> %140, ptr %35, align 16
  %141 = load <2 x i64>, ptr %35, align 16
  store <2 x i64> %141, ptr %33, align 16
  %142 = load <8 x i8>, ptr @bytes, align 1
  store <8 x i8> %142, ptr %37, align 8
  %143 = load <8 x i8>, ptr %37, align 8
  store <8 x i8> %143, ptr %38, align 8
  %144 = load <8 x i8>, ptr %38, align 8
  store <8 x i8> %144, ptr %36, align 8
  %145 = load <8 x i16>, ptr %29, align 16
  store <8 x i16> %145, ptr %44, align 16
  %146 = load <8 x i16>, ptr %44, align 16
  %147 = bitcast <8 x i16> %146 to <16 x i8>
  %148 = bitcast <16 x i8> %147 to <8 x i16>
  %149 = lshr <8 x i16> %148, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %150 = trunc <8 x i16> %149 to <8 x i8>
  store <8 x i8> %150, ptr %43, align 8
  %151 = load <8 x i8>, ptr %43, align 8
  store <8 x i8> %151, ptr %45, align 8
  %152 = load <8 x i8>, ptr %45, align 8
  store <8 x i8> %152, ptr %42, align 8
  %153 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  %154 = load <8 x i8>, ptr %42, align 8
  store <8 x i8> %154, ptr %153, align 1
  %155 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  call void @p8(ptr noundef @.str.25, ptr noundef %155, i32 noundef 8)
  %156 = load <8 x i16>, ptr %29, align 16
  store <8 x i16> %156, ptr %48, align 16
  %157 = load <8 x i16>, ptr %48, align 16
  %158 = bitcast <8 x i16> %157 to <16 x i8>
  %159 = bitcast <16 x i8> %158 to <8 x i16>
  %160 = call <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16> %159, i32 7)
  store <8 x i8> %160, ptr %47, align 8
  %161 = load <8 x i8>, ptr %47, align 8
  store <8 x i8> %161, ptr %49, align 8
  %162 = load <8 x i8>, ptr %49, align 8
  store <8 x i8> %162, ptr %46, align 8
  %163 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  %164 = load <8 x i8>, ptr %46, align 8
  store <8 x i8> %164, ptr %163, align 1
  %165 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  call void @p8(ptr noundef @.str.26, ptr noundef %165, i32 noundef 8)
  %166 = load <4 x i32>, ptr %30, align 16
  store <4 x i32> %166, ptr %52, align 16
  %167 = load <4 x i32>, ptr %52, align 16
  %168 = bitcast <4 x i32> %167 to <16 x i8>
  %169 = bitcast <16 x i8> %168 to <4 x i32>
  %170 = call <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32> %169, i32 15)
  store <4 x i16> %170, ptr %51, align 8
  %171 = load <4 x i16>, ptr %51, align 8
  store <4 x i16> %171, ptr %53, align 8
  %172 = load <4 x i16>, ptr %53, align 8
  store <4 x i16> %172, ptr %50, align 8
  %173 = getelementptr inbounds [8 x i16], ptr %40, i64 0, i64 0
  %174 = load <4 x i16>, ptr %50, align 8
  %175 = bitcast <4 x i16> %174 to <8 x i8>
  %176 = bitcast <8 x i8> %175 to <4 x i16>
  store <4 x i16> %176, ptr %173, align 2
  %177 = getelementptr inbounds [8 x i16], ptr %40, i64 0, i64 0
  call void @p16(ptr noundef @.str.27, ptr noundef %177, i32 noundef 4)
  %178 = load <4 x i32>, ptr %30, align 16
  store <4 x i32> %178, ptr %56, align 16
  %179 = load <4 x i32>, ptr %56, align 16
  %180 = bitcast <4 x i32> %179 to <16 x i8>
  %181 = bitcast <16 x i8> %180 to <4 x i32>
  %182 = call <4 x i16> @llvm.aarch64.neon.sqrshrn.v4i16(<4 x i32> %181, i32 16)
  store <4 x i16> %182, ptr %55, align 8
  %183 = load <4 x i16>, ptr %55, align 8
  store <4 x i16> %183, ptr %57, align 8
  %184 = load <4 x i16>, ptr %57, align 8
  store <4 x i16> %184, ptr %54, align 8
  %185 = getelementptr inbounds [8 x i16], ptr %40, i64 0, i64 0
  %186 = load <4 x i16>, ptr %54, align 8
  %187 = bitcast <4 x i16> %186 to <8 x i8>
  %188 = bitcast <8 x i8> %187 to <4 x i16>
  store <4 x i16> %188, ptr %185, align 2
  %189 = getelementptr inbounds [8 x i16], ptr %40, i64 0, i64 0
  call void @p16(ptr noundef @.str.28, ptr noundef %189, i32 noundef 4)
  %190 = load <4 x i32>, ptr %30, align 16
  store <4 x i32> %190, ptr %22, align 16
  %191 = load <4 x i32>, ptr %22, align 16
  store <4 x i32> %191, ptr %23, align 16
  %192 = load <4 x i32>, ptr %23, align 16
  store <4 x i32> %192, ptr %60, align 16
  %193 = load <4 x i32>, ptr %60, align 16
  %194 = bitcast <4 x i32> %193 to <16 x i8>
  %195 = bitcast <16 x i8> %194 to <4 x i32>
  %196 = call <4 x i16> @llvm.aarch64.neon.uqshrn.v4i16(<4 x i32> %195, i32 16)
  store <4 x i16> %196, ptr %59, align 8
  %197 = load <4 x i16>, ptr %59, align 8
  store <4 x i16> %197, ptr %61, align 8
  %198 = load <4 x i16>, ptr %61, align 8
  store <4 x i16> %198, ptr %58, align 8
  %199 = getelementptr inbounds [8 x i16], ptr %40, i64 0, i64 0
  %200 = load <4 x i16>, ptr %58, align 8
  %201 = bitcast <4 x i16> %200 to <8 x i8>
  %202 = bitcast <8 x i8> %201 to <4 x i16>
  store <4 x i16> %202, ptr %199, align 2
  %203 = getelementptr inbounds [8 x i16], ptr %40, i64 0, i64 0
  call void @p16(ptr noundef @.str.29, ptr noundef %203, i32 noundef 4)
  %204 = load <2 x i64>, ptr %33, align 16
  store <2 x i64> %204, ptr %20, align 16
  %205 = load <2 x i64>, ptr %20, align 16
  store <2 x i64> %205, ptr %21, align 16
  %206 = load <2 x i64>, ptr %21, align 16
  store <2 x i64> %206, ptr %64, align 16
  %207 = load <2 x i64>, ptr %64, align 16
  %208 = bitcast <2 x i64> %207 to <16 x i8>
  %209 = bitcast <16 x i8> %208 to <2 x i64>
  %210 = call <2 x i32> @llvm.aarch64.neon.uqrshrn.v2i32(<2 x i64> %209, i32 32)
  store <2 x i32> %210, ptr %63, align 8
  %211 = load <2 x i32>, ptr %63, align 8
  store <2 x i32> %211, ptr %65, align 8
  %212 = load <2 x i32>, ptr %65, align 8
  store <2 x i32> %212, ptr %62, align 8
  %213 = getelementptr inbounds [4 x i32], ptr %41, i64 0, i64 0
  %214 = load <2 x i32>, ptr %62, align 8
  %215 = bitcast <2 x i32> %214 to <8 x i8>
  %216 = bitcast <8 x i8> %215 to <2 x i32>
  store <2 x i32> %216, ptr %213, align 4
  %217 = getelementptr inbounds [4 x i32], ptr %41, i64 0, i64 0
  call void @p32(ptr noundef @.str.30, ptr noundef %217, i32 noundef 2)
  %218 = load <8 x i16>, ptr %26, align 16
  store <8 x i16> %218, ptr %68, align 16
  %219 = load <8 x i16>, ptr %68, align 16
  %220 = bitcast <8 x i16> %219 to <16 x i8>
  %221 = bitcast <16 x i8> %220 to <8 x i16>
  %222 = call <8 x i8> @llvm.aarch64.neon.sqshrun.v8i8(<8 x i16> %221, i32 2)
  store <8 x i8> %222, ptr %67, align 8
  %223 = load <8 x i8>, ptr %67, align 8
  store <8 x i8> %223, ptr %69, align 8
  %224 = load <8 x i8>, ptr %69, align 8
  store <8 x i8> %224, ptr %66, align 8
  %225 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  %226 = load <8 x i8>, ptr %66, align 8
  store <8 x i8> %226, ptr %225, align 1
  %227 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  call void @p8(ptr noundef @.str.31, ptr noundef %227, i32 noundef 8)
  %228 = load <8 x i16>, ptr %26, align 16
  store <8 x i16> %228, ptr %72, align 16
  %229 = load <8 x i16>, ptr %72, align 16
  %230 = bitcast <8 x i16> %229 to <16 x i8>
  %231 = bitcast <16 x i8> %230 to <8 x i16>
  %232 = call <8 x i8> @llvm.aarch64.neon.sqrshrun.v8i8(<8 x i16> %231, i32 6)
  store <8 x i8> %232, ptr %71, align 8
  %233 = load <8 x i8>, ptr %71, align 8
  store <8 x i8> %233, ptr %73, align 8
  %234 = load <8 x i8>, ptr %73, align 8
  store <8 x i8> %234, ptr %70, align 8
  %235 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  %236 = load <8 x i8>, ptr %70, align 8
  store <8 x i8> %236, ptr %235, align 1
  %237 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  call void @p8(ptr noundef @.str.32, ptr noundef %237, i32 noundef 8)
  %238 = load <2 x i64>, ptr %33, align 16
  store <2 x i64> %238, ptr %76, align 16
  %239 = load <2 x i64>, ptr %76, align 16
  %240 = bitcast <2 x i64> %239 to <16 x i8>
  %241 = bitcast <16 x i8> %240 to <2 x i64>
  %242 = call <2 x i32> @llvm.aarch64.neon.sqshrn.v2i32(<2 x i64> %241, i32 32)
  store <2 x i32> %242, ptr %75, align 8
  %243 = load <2 x i32>, ptr %75, align 8
  store <2 x i32> %243, ptr %77, align 8
  %244 = load <2 x i32>, ptr %77, align 8
  store <2 x i32> %244, ptr %74, align 8
  %245 = getelementptr inbounds [4 x i32], ptr %41, i64 0, i64 0
  %246 = load <2 x i32>, ptr %74, align 8
  %247 = bitcast <2 x i32> %246 to <8 x i8>
  %248 = bitcast <8 x i8> %247 to <2 x i32>
  store <2 x i32> %248, ptr %245, align 4
  %249 = getelementptr inbounds [4 x i32], ptr %41, i64 0, i64 0
  call void @p32(ptr noundef @.str.33, ptr noundef %249, i32 noundef 2)
  %250 = load <8 x i8>, ptr %36, align 8
  store <8 x i8> %250, ptr %80, align 8
  %251 = load <8 x i16>, ptr %29, align 16
  store <8 x i16> %251, ptr %81, align 16
  %252 = load <8 x i8>, ptr %80, align 8
  %253 = load <8 x i16>, ptr %81, align 16
  store <8 x i16> %253, ptr %83, align 16
  %254 = load <8 x i16>, ptr %83, align 16
  %255 = bitcast <8 x i16> %254 to <16 x i8>
  %256 = bitcast <16 x i8> %255 to <8 x i16>
  %257 = lshr <8 x i16> %256, <i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4>
  %258 = trunc <8 x i16> %257 to <8 x i8>
  store <8 x i8> %258, ptr %82, align 8
  %259 = load <8 x i8>, ptr %82, align 8
  store <8 x i8> %259, ptr %84, align 8
  %260 = load <8 x i8>, ptr %84, align 8
  store <8 x i8> %252, ptr %14, align 8
  store <8 x i8> %260, ptr %15, align 8
  %261 = load <8 x i8>, ptr %14, align 8
  %262 = load <8 x i8>, ptr %15, align 8
  %263 = shufflevector <8 x i8> %261, <8 x i8> %262, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <16 x i8> %263, ptr %16, align 16
  %264 = load <16 x i8>, ptr %16, align 16
  store <16 x i8> %264, ptr %79, align 16
  %265 = load <16 x i8>, ptr %79, align 16
  store <16 x i8> %265, ptr %85, align 16
  %266 = load <16 x i8>, ptr %85, align 16
  store <16 x i8> %266, ptr %78, align 16
  %267 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  %268 = load <16 x i8>, ptr %78, align 16
  store <16 x i8> %268, ptr %267, align 1
  %269 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  call void @p8(ptr noundef @.str.34, ptr noundef %269, i32 noundef 16)
  %270 = load <8 x i8>, ptr %36, align 8
  store <8 x i8> %270, ptr %88, align 8
  %271 = load <8 x i16>, ptr %29, align 16
  store <8 x i16> %271, ptr %89, align 16
  %272 = load <8 x i8>, ptr %88, align 8
  %273 = load <8 x i16>, ptr %89, align 16
  store <8 x i16> %273, ptr %91, align 16
  %274 = load <8 x i16>, ptr %91, align 16
  %275 = bitcast <8 x i16> %274 to <16 x i8>
  %276 = bitcast <16 x i8> %275 to <8 x i16>
  %277 = call <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16> %276, i32 8)
  store <8 x i8> %277, ptr %90, align 8
  %278 = load <8 x i8>, ptr %90, align 8
  store <8 x i8> %278, ptr %92, align 8
  %279 = load <8 x i8>, ptr %92, align 8
  store <8 x i8> %272, ptr %17, align 8
  store <8 x i8> %279, ptr %18, align 8
  %280 = load <8 x i8>, ptr %17, align 8
  %281 = load <8 x i8>, ptr %18, align 8
  %282 = shufflevector <8 x i8> %280, <8 x i8> %281, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <16 x i8> %282, ptr %19, align 16
  %283 = load <16 x i8>, ptr %19, align 16
  store <16 x i8> %283, ptr %87, align 16
  %284 = load <16 x i8>, ptr %87, align 16
  store <16 x i8> %284, ptr %93, align 16
  %285 = load <16 x i8>, ptr %93, align 16
  store <16 x i8> %285, ptr %86, align 16
  %286 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  %287 = load <16 x i8>, ptr %86, align 16
  store <16 x i8> %287, ptr %286, align 1
  %288 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  call void @p8(ptr noundef @.str.35, ptr noundef %288, i32 noundef 16)
  %289 = load <8 x i16>, ptr %26, align 16
  store <8 x i16> %289, ptr %12, align 16
  %290 = load <8 x i16>, ptr %12, align 16
  %291 = load <8 x i16>, ptr %12, align 16
  %292 = shufflevector <8 x i16> %290, <8 x i16> %291, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i16> %292, ptr %13, align 8
  %293 = load <4 x i16>, ptr %13, align 8
  store <4 x i16> %293, ptr %96, align 8
  %294 = load <4 x i32>, ptr %30, align 16
  store <4 x i32> %294, ptr %97, align 16
  %295 = load <4 x i16>, ptr %96, align 8
  %296 = load <4 x i32>, ptr %97, align 16
  store <4 x i32> %296, ptr %99, align 16
  %297 = load <4 x i32>, ptr %99, align 16
  %298 = bitcast <4 x i32> %297 to <16 x i8>
  %299 = bitcast <16 x i8> %298 to <4 x i32>
  %300 = call <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32> %299, i32 16)
  store <4 x i16> %300, ptr %98, align 8
  %301 = load <4 x i16>, ptr %98, align 8
  store <4 x i16> %301, ptr %100, align 8
  %302 = load <4 x i16>, ptr %100, align 8
  store <4 x i16> %295, ptr %6, align 8
  store <4 x i16> %302, ptr %7, align 8
  %303 = load <4 x i16>, ptr %6, align 8
  %304 = load <4 x i16>, ptr %7, align 8
  %305 = shufflevector <4 x i16> %303, <4 x i16> %304, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i16> %305, ptr %8, align 16
  %306 = load <8 x i16>, ptr %8, align 16
  store <8 x i16> %306, ptr %95, align 16
  %307 = load <8 x i16>, ptr %95, align 16
  store <8 x i16> %307, ptr %101, align 16
  %308 = load <8 x i16>, ptr %101, align 16
  store <8 x i16> %308, ptr %94, align 16
  %309 = getelementptr inbounds [8 x i16], ptr %40, i64 0, i64 0
  %310 = load <8 x i16>, ptr %94, align 16
  %311 = bitcast <8 x i16> %310 to <16 x i8>
  %312 = bitcast <16 x i8> %311 to <8 x i16>
  store <8 x i16> %312, ptr %309, align 2
  %313 = getelementptr inbounds [8 x i16], ptr %40, i64 0, i64 0
  call void @p16(ptr noundef @.str.36, ptr noundef %313, i32 noundef 8)
  %314 = load <8 x i8>, ptr %36, align 8
  store <8 x i8> %314, ptr %104, align 8
  %315 = load <8 x i16>, ptr %26, align 16
  store <8 x i16> %315, ptr %105, align 16
  %316 = load <8 x i8>, ptr %104, align 8
  %317 = load <8 x i16>, ptr %105, align 16
  store <8 x i16> %317, ptr %107, align 16
  %318 = load <8 x i16>, ptr %107, align 16
  %319 = bitcast <8 x i16> %318 to <16 x i8>
  %320 = bitcast <16 x i8> %319 to <8 x i16>
  %321 = call <8 x i8> @llvm.aarch64.neon.sqrshrun.v8i8(<8 x i16> %320, i32 5)
  store <8 x i8> %321, ptr %106, align 8
  %322 = load <8 x i8>, ptr %106, align 8
  store <8 x i8> %322, ptr %108, align 8
  %323 = load <8 x i8>, ptr %108, align 8
  store <8 x i8> %316, ptr %3, align 8
  store <8 x i8> %323, ptr %4, align 8
  %324 = load <8 x i8>, ptr %3, align 8
  %325 = load <8 x i8>, ptr %4, align 8
  %326 = shufflevector <8 x i8> %324, <8 x i8> %325, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <16 x i8> %326, ptr %5, align 16
  %327 = load <16 x i8>, ptr %5, align 16
  store <16 x i8> %327, ptr %103, align 16
  %328 = load <16 x i8>, ptr %103, align 16
  store <16 x i8> %328, ptr %109, align 16
  %329 = load <16 x i8>, ptr %109, align 16
  store <16 x i8> %329, ptr %102, align 16
  %330 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  %331 = load <16 x i8>, ptr %102, align 16
  store <16 x i8> %331, ptr %330, align 1
  %332 = getelementptr inbounds [16 x i8], ptr %39, i64 0, i64 0
  call void @p8(ptr noundef @.str.37, ptr noundef %332, i32 noundef 16)
  %333 = load <8 x i16>, ptr %26, align 16
  store <8 x i16> %333, ptr %1, align 16
  %334 = load <8 x i16>, ptr %1, align 16
  %335 = load <8 x i16>, ptr %1, align 16
  %336 = shufflevector <8 x i16> %334, <8 x i16> %335, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  store <4 x i16> %336, ptr %2, align 8
  %337 = load <4 x i16>, ptr %2, align 8
  store <4 x i16> %337, ptr %112, align 8
  %338 = load <4 x i32>, ptr %30, align 16
  store <4 x i32> %338, ptr %113, align 16
  %339 = load <4 x i16>, ptr %112, align 8
  %340 = load <4 x i32>, ptr %113, align 16
  store <4 x i32> %340, ptr %115, align 16
  %341 = load <4 x i32>, ptr %115, align 16
  %342 = bitcast <4 x i32> %341 to <16 x i8>
  %343 = bitcast <16 x i8> %342 to <4 x i32>
  %344 = call <4 x i16> @llvm.aarch64.neon.sqrshrn.v4i16(<4 x i32> %343, i32 16)
  store <4 x i16> %344, ptr %114, align 8
  %345 = load <4 x i16>, ptr %114, align 8
  store <4 x i16> %345, ptr %116, align 8
  %346 = load <4 x i16>, ptr %116, align 8
  store <4 x i16> %339, ptr %9, align 8
  store <4 x i16> %346, ptr %10, align 8
  %347 = load <4 x i16>, ptr %9, align 8
  %348 = load <4 x i16>, ptr %10, align 8
  %349 = shufflevector <4 x i16> %347, <4 x i16> %348, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i16> %349, ptr %11, align 16
  %350 = load <8 x i16>, ptr %11, align 16
  store <8 x i16> %350, ptr %111, align 16
  %351 = load <8 x i16>, ptr %111, align 16
  store <8 x i16> %351, ptr %117, align 16
  %352 = load <8 x i16>, ptr %117, align 16
  store <8 x i16> %352, ptr %110, align 16
  %353 = getelementptr inbounds [8 x i16], ptr %40, i64 0, i64 0
  %354 = load <8 x i16>, ptr %110, align 16
  %355 = bitcast <8 x i16> %354 to <16 x i8>
  %356 = bitcast <16 x i8> %355 to <8 x i16>
  store <8 x i16> %356, ptr %353, align 2
  %357 = getelementptr inbounds [8 x i16], ptr %40, i64 0, i64 0
  call void @p16(ptr noundef @.str.38, ptr noundef %357, i32 noundef 8)
  %358 = load i16, ptr getelementptr inbounds ([32 x i16], ptr @h16, i64 0, i64 3), align 2
  store i16 %358, ptr %119, align 2
  %359 = load i16, ptr %119, align 2
  %360 = insertelement <8 x i16> poison, i16 %359, i64 0
  %361 = call <8 x i8> @llvm.aarch64.neon.sqshrn.v8i8(<8 x i16> %360, i32 3)
  %362 = extractelement <8 x i8> %361, i64 0
  store i8 %362, ptr %118, align 1
  %363 = load i8, ptr %118, align 1
  store i8 %363, ptr %120, align 1
  %364 = load i8, ptr %120, align 1
  %365 = sext i8 %364 to i32
  %366 = load i16, ptr @h16, align 2
  store i16 %366, ptr %122, align 2
  %367 = load i16, ptr %122, align 2
  %368 = insertelement <8 x i16> poison, i16 %367, i64 0
  %369 = call <8 x i8> @llvm.aarch64.neon.sqshrn.v8i8(<8 x i16> %368, i32 1)
  %370 = extractelement <8 x i8> %369, i64 0
  store i8 %370, ptr %121, align 1
  %371 = load i8, ptr %121, align 1
  store i8 %371, ptr %123, align 1
  %372 = load i8, ptr %123, align 1
  %373 = sext i8 %372 to i32
  %374 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, i32 noundef %365, i32 noundef %373)
  %375 = load i64, ptr getelementptr inbounds ([8 x i64], ptr @d64, i64 0, i64 5), align 8
  store i64 %375, ptr %125, align 8
  %376 = load i64, ptr %125, align 8
  %377 = call i32 @llvm.aarch64.neon.sqshrn.i32(i64 %376, i32 32)
  store i32 %377, ptr %124, align 4
  %378 = load i32, ptr %124, align 4
  store i32 %378, ptr %126, align 4
  %379 = load i32, ptr %126, align 4
  %380 = call i32 (ptr, ...) @printf(ptr noundef @.str.40, i32 noundef %379)
  %381 = load i32, ptr getelementptr inbounds ([16 x i32], ptr @w32, i64 0, i64 7), align 4
  store i32 %381, ptr %128, align 4
  %382 = load i32, ptr %128, align 4
  %383 = insertelement <4 x i32> poison, i32 %382, i64 0
  %384 = call <4 x i16> @llvm.aarch64.neon.uqrshrn.v4i16(<4 x i32> %383, i32 4)
  %385 = extractelement <4 x i16> %384, i64 0
  store i16 %385, ptr %127, align 2
  %386 = load i16, ptr %127, align 2
  store i16 %386, ptr %129, align 2
  %387 = load i16, ptr %129, align 2
  %388 = zext i16 %387 to i32
  %389 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, i32 noundef %388)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @structures() #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [32 x i16], align 2
  %3 = alloca [16 x i32], align 4
  %4 = alloca [8 x i64], align 8
  %5 = alloca [16 x float], align 4
  %6 = alloca %struct.uint8x16x2_t, align 16
  %7 = alloca %struct.uint8x16x2_t, align 16
  %8 = alloca %struct.uint8x16x2_t, align 16
  %9 = alloca %struct.uint8x8x3_t, align 8
  %10 = alloca %struct.uint8x8x3_t, align 8
  %11 = alloca %struct.uint8x8x3_t, align 8
  %12 = alloca %struct.int16x8x4_t, align 16
  %13 = alloca %struct.int16x8x4_t, align 16
  %14 = alloca %struct.int16x8x4_t, align 16
  %15 = alloca %struct.int16x4x2_t, align 8
  %16 = alloca %struct.int16x4x2_t, align 8
  %17 = alloca %struct.int16x4x2_t, align 8
  %18 = alloca %struct.int32x4x3_t, align 16
  %19 = alloca %struct.int32x4x3_t, align 16
  %20 = alloca %struct.int32x4x3_t, align 16
  %21 = alloca %struct.float32x4x4_t, align 16
  %22 = alloca %struct.float32x4x4_t, align 16
  %23 = alloca %struct.float32x4x4_t, align 16
  %24 = alloca %struct.float32x4x4_t, align 16
  %25 = alloca %struct.int64x2x2_t, align 16
  %26 = alloca %struct.int64x2x2_t, align 16
  %27 = alloca %struct.int64x2x2_t, align 16
  %28 = alloca %struct.int64x1x2_t, align 8
  %29 = alloca %struct.int64x1x2_t, align 8
  %30 = alloca %struct.int64x1x2_t, align 8
  %31 = alloca %struct.int32x2x4_t, align 8
  %32 = alloca %struct.int32x2x4_t, align 8
  %33 = alloca %struct.int32x2x4_t, align 8
  %34 = alloca %struct.int16x8x3_t, align 16
  %35 = alloca %struct.int16x8x3_t, align 16
  %36 = alloca %struct.int16x8x3_t, align 16
  %37 = alloca %struct.uint8x8x2_t, align 8
  %38 = alloca %struct.uint8x8x2_t, align 8
  %39 = alloca %struct.uint8x8x2_t, align 8
  %40 = alloca %struct.uint8x16x4_t, align 16
  %41 = alloca %struct.uint8x16x4_t, align 16
  %42 = alloca %struct.uint8x16x4_t, align 16
  %43 = alloca %struct.uint8x16x3_t, align 16
  %44 = alloca %struct.uint8x16x3_t, align 16
  %45 = alloca %struct.uint8x16x3_t, align 16
  %46 = alloca %struct.int32x4x2_t, align 16
  %47 = alloca %struct.int32x4x2_t, align 16
  %48 = alloca %struct.int32x4x2_t, align 16
  %49 = alloca %struct.int16x4x4_t, align 8
  %50 = alloca %struct.int16x4x4_t, align 8
  %51 = alloca %struct.int16x4x4_t, align 8
  %52 = alloca %struct.int64x1x2_t, align 8
  %53 = alloca %struct.int64x1x2_t, align 8
  %54 = alloca %struct.int64x1x2_t, align 8
  %55 = alloca %struct.uint8x16x2_t, align 16
  %56 = alloca %struct.uint8x16x2_t, align 16
  %57 = alloca %struct.uint8x16x2_t, align 16
  %58 = alloca %struct.uint8x16x2_t, align 16
  %59 = alloca %struct.int16x4x3_t, align 8
  %60 = alloca %struct.int16x4x3_t, align 8
  %61 = alloca %struct.int16x4x3_t, align 8
  %62 = alloca %struct.int16x4x3_t, align 8
  %63 = alloca %struct.int16x4x3_t, align 8
  %64 = alloca %struct.float32x4x4_t, align 16
  %65 = alloca %struct.float32x4x4_t, align 16
  %66 = alloca %struct.float32x4x4_t, align 16
  %67 = alloca %struct.float32x4x4_t, align 16
  %68 = alloca %struct.int64x2x2_t, align 16
  %69 = alloca %struct.int64x2x2_t, align 16
  %70 = alloca %struct.int64x2x2_t, align 16
  %71 = alloca %struct.int64x2x2_t, align 16
  %72 = alloca i32, align 4
  %73 = alloca %struct.uint8x16x2_t, align 16
  %74 = alloca %struct.int16x4x3_t, align 8
  %75 = alloca %struct.int16x4x3_t, align 8
  %76 = alloca %struct.int32x4x4_t, align 16
  %77 = alloca %struct.int32x4x4_t, align 16
  %78 = call { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld2.v16i8.p0(ptr @bytes)
  store { <16 x i8>, <16 x i8> } %78, ptr %7, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 %7, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 %6, i64 32, i1 false)
  %79 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  %80 = getelementptr inbounds %struct.uint8x16x2_t, ptr %8, i32 0, i32 0
  %81 = getelementptr inbounds [2 x <16 x i8>], ptr %80, i64 0, i64 0
  %82 = load <16 x i8>, ptr %81, align 16
  %83 = getelementptr inbounds %struct.uint8x16x2_t, ptr %8, i32 0, i32 0
  %84 = getelementptr inbounds [2 x <16 x i8>], ptr %83, i64 0, i64 1
  %85 = load <16 x i8>, ptr %84, align 16
  call void @llvm.aarch64.neon.st1x2.v16i8.p0(<16 x i8> %82, <16 x i8> %85, ptr %79)
  %86 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.43, ptr noundef %86, i32 noundef 32)
  %87 = call { <8 x i8>, <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld3.v8i8.p0(ptr getelementptr inbounds (i8, ptr @bytes, i64 1))
  store { <8 x i8>, <8 x i8>, <8 x i8> } %87, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %10, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %9, i64 24, i1 false)
  %88 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  %89 = getelementptr inbounds %struct.uint8x8x3_t, ptr %11, i32 0, i32 0
  %90 = getelementptr inbounds [3 x <8 x i8>], ptr %89, i64 0, i64 0
  %91 = load <8 x i8>, ptr %90, align 8
  %92 = getelementptr inbounds %struct.uint8x8x3_t, ptr %11, i32 0, i32 0
  %93 = getelementptr inbounds [3 x <8 x i8>], ptr %92, i64 0, i64 1
  %94 = load <8 x i8>, ptr %93, align 8
  %95 = getelementptr inbounds %struct.uint8x8x3_t, ptr %11, i32 0, i32 0
  %96 = getelementptr inbounds [3 x <8 x i8>], ptr %95, i64 0, i64 2
  %97 = load <8 x i8>, ptr %96, align 8
  call void @llvm.aarch64.neon.st1x3.v8i8.p0(<8 x i8> %91, <8 x i8> %94, <8 x i8> %97, ptr %88)
  %98 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.44, ptr noundef %98, i32 noundef 24)
  %99 = call { <8 x i16>, <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld4.v8i16.p0(ptr @h16)
  store { <8 x i16>, <8 x i16>, <8 x i16>, <8 x i16> } %99, ptr %13, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 %13, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 %12, i64 64, i1 false)
  %100 = getelementptr inbounds [32 x i16], ptr %2, i64 0, i64 0
  %101 = getelementptr inbounds %struct.int16x8x4_t, ptr %14, i32 0, i32 0
  %102 = getelementptr inbounds [4 x <8 x i16>], ptr %101, i64 0, i64 0
  %103 = load <8 x i16>, ptr %102, align 16
  %104 = bitcast <8 x i16> %103 to <16 x i8>
  %105 = getelementptr inbounds %struct.int16x8x4_t, ptr %14, i32 0, i32 0
  %106 = getelementptr inbounds [4 x <8 x i16>], ptr %105, i64 0, i64 1
  %107 = load <8 x i16>, ptr %106, align 16
  %108 = bitcast <8 x i16> %107 to <16 x i8>
  %109 = getelementptr inbounds %struct.int16x8x4_t, ptr %14, i32 0, i32 0
  %110 = getelementptr inbounds [4 x <8 x i16>], ptr %109, i64 0, i64 2
  %111 = load <8 x i16>, ptr %110, align 16
  %112 = bitcast <8 x i16> %111 to <16 x i8>
  %113 = getelementptr inbounds %struct.int16x8x4_t, ptr %14, i32 0, i32 0
  %114 = getelementptr inbounds [4 x <8 x i16>], ptr %113, i64 0, i64 3
  %115 = load <8 x i16>, ptr %114, align 16
  %116 = bitcast <8 x i16> %115 to <16 x i8>
  %117 = bitcast <16 x i8> %104 to <8 x i16>
  %118 = bitcast <16 x i8> %108 to <8 x i16>
  %119 = bitcast <16 x i8> %112 to <8 x i16>
  %120 = bitcast <16 x i8> %116 to <8 x i16>
  call void @llvm.aarch64.neon.st1x4.v8i16.p0(<8 x i16> %117, <8 x i16> %118, <8 x i16> %119, <8 x i16> %120, ptr %100)
  %121 = getelementptr inbounds [32 x i16], ptr %2, i64 0, i64 0
  call void @p16(ptr noundef @.str.45, ptr noundef %121, i32 noundef 32)
  %122 = call { <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld2.v4i16.p0(ptr getelementptr inbounds (i16, ptr @h16, i64 5))
  store { <4 x i16>, <4 x i16> } %122, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %16, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %15, i64 16, i1 false)
  %123 = getelementptr inbounds [32 x i16], ptr %2, i64 0, i64 0
  %124 = getelementptr inbounds %struct.int16x4x2_t, ptr %17, i32 0, i32 0
  %125 = getelementptr inbounds [2 x <4 x i16>], ptr %124, i64 0, i64 0
  %126 = load <4 x i16>, ptr %125, align 8
  %127 = bitcast <4 x i16> %126 to <8 x i8>
  %128 = getelementptr inbounds %struct.int16x4x2_t, ptr %17, i32 0, i32 0
  %129 = getelementptr inbounds [2 x <4 x i16>], ptr %128, i64 0, i64 1
  %130 = load <4 x i16>, ptr %129, align 8
  %131 = bitcast <4 x i16> %130 to <8 x i8>
  %132 = bitcast <8 x i8> %127 to <4 x i16>
  %133 = bitcast <8 x i8> %131 to <4 x i16>
  call void @llvm.aarch64.neon.st2.v4i16.p0(<4 x i16> %132, <4 x i16> %133, ptr %123)
  %134 = getelementptr inbounds [32 x i16], ptr %2, i64 0, i64 0
  call void @p16(ptr noundef @.str.46, ptr noundef %134, i32 noundef 8)
  %135 = call { <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld3.v4i32.p0(ptr @w32)
  store { <4 x i32>, <4 x i32>, <4 x i32> } %135, ptr %19, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 %19, i64 48, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %20, ptr align 16 %18, i64 48, i1 false)
  %136 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 0
  %137 = getelementptr inbounds %struct.int32x4x3_t, ptr %20, i32 0, i32 0
  %138 = getelementptr inbounds [3 x <4 x i32>], ptr %137, i64 0, i64 0
  %139 = load <4 x i32>, ptr %138, align 16
  %140 = bitcast <4 x i32> %139 to <16 x i8>
  %141 = getelementptr inbounds %struct.int32x4x3_t, ptr %20, i32 0, i32 0
  %142 = getelementptr inbounds [3 x <4 x i32>], ptr %141, i64 0, i64 1
  %143 = load <4 x i32>, ptr %142, align 16
  %144 = bitcast <4 x i32> %143 to <16 x i8>
  %145 = getelementptr inbounds %struct.int32x4x3_t, ptr %20, i32 0, i32 0
  %146 = getelementptr inbounds [3 x <4 x i32>], ptr %145, i64 0, i64 2
  %147 = load <4 x i32>, ptr %146, align 16
  %148 = bitcast <4 x i32> %147 to <16 x i8>
  %149 = bitcast <16 x i8> %140 to <4 x i32>
  %150 = bitcast <16 x i8> %144 to <4 x i32>
  %151 = bitcast <16 x i8> %148 to <4 x i32>
  call void @llvm.aarch64.neon.st3.v4i32.p0(<4 x i32> %149, <4 x i32> %150, <4 x i32> %151, ptr %136)
  %152 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 0
  call void @p32(ptr noundef @.str.47, ptr noundef %152, i32 noundef 12)
  %153 = call { <4 x float>, <4 x float>, <4 x float>, <4 x float> } @llvm.aarch64.neon.ld4.v4f32.p0(ptr @f32)
  store { <4 x float>, <4 x float>, <4 x float>, <4 x float> } %153, ptr %22, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 %22, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %23, ptr align 16 %21, i64 64, i1 false)
  %154 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 0
  %155 = getelementptr inbounds %struct.float32x4x4_t, ptr %23, i32 0, i32 0
  %156 = getelementptr inbounds [4 x <4 x float>], ptr %155, i64 0, i64 0
  %157 = load <4 x float>, ptr %156, align 16
  %158 = bitcast <4 x float> %157 to <16 x i8>
  %159 = getelementptr inbounds %struct.float32x4x4_t, ptr %23, i32 0, i32 0
  %160 = getelementptr inbounds [4 x <4 x float>], ptr %159, i64 0, i64 1
  %161 = load <4 x float>, ptr %160, align 16
  %162 = bitcast <4 x float> %161 to <16 x i8>
  %163 = getelementptr inbounds %struct.float32x4x4_t, ptr %23, i32 0, i32 0
  %164 = getelementptr inbounds [4 x <4 x float>], ptr %163, i64 0, i64 2
  %165 = load <4 x float>, ptr %164, align 16
  %166 = bitcast <4 x float> %165 to <16 x i8>
  %167 = getelementptr inbounds %struct.float32x4x4_t, ptr %23, i32 0, i32 0
  %168 = getelementptr inbounds [4 x <4 x float>], ptr %167, i64 0, i64 3
  %169 = load <4 x float>, ptr %168, align 16
  %170 = bitcast <4 x float> %169 to <16 x i8>
  %171 = bitcast <16 x i8> %158 to <4 x float>
  %172 = bitcast <16 x i8> %162 to <4 x float>
  %173 = bitcast <16 x i8> %166 to <4 x float>
  %174 = bitcast <16 x i8> %170 to <4 x float>
  call void @llvm.aarch64.neon.st1x4.v4f32.p0(<4 x float> %171, <4 x float> %172, <4 x float> %173, <4 x float> %174, ptr %154)
  %175 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 0
  call void @pf(ptr noundef @.str.48, ptr noundef %175, i32 noundef 16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %24, ptr align 16 %21, i64 64, i1 false)
  %176 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 0
  %177 = getelementptr inbounds %struct.float32x4x4_t, ptr %24, i32 0, i32 0
  %178 = getelementptr inbounds [4 x <4 x float>], ptr %177, i64 0, i64 0
  %179 = load <4 x float>, ptr %178, align 16
  %180 = bitcast <4 x float> %179 to <16 x i8>
  %181 = getelementptr inbounds %struct.float32x4x4_t, ptr %24, i32 0, i32 0
  %182 = getelementptr inbounds [4 x <4 x float>], ptr %181, i64 0, i64 1
  %183 = load <4 x float>, ptr %182, align 16
  %184 = bitcast <4 x float> %183 to <16 x i8>
  %185 = getelementptr inbounds %struct.float32x4x4_t, ptr %24, i32 0, i32 0
  %186 = getelementptr inbounds [4 x <4 x float>], ptr %185, i64 0, i64 2
  %187 = load <4 x float>, ptr %186, align 16
  %188 = bitcast <4 x float> %187 to <16 x i8>
  %189 = getelementptr inbounds %struct.float32x4x4_t, ptr %24, i32 0, i32 0
  %190 = getelementptr inbounds [4 x <4 x float>], ptr %189, i64 0, i64 3
  %191 = load <4 x float>, ptr %190, align 16
  %192 = bitcast <4 x float> %191 to <16 x i8>
  %193 = bitcast <16 x i8> %180 to <4 x float>
  %194 = bitcast <16 x i8> %184 to <4 x float>
  %195 = bitcast <16 x i8> %188 to <4 x float>
  %196 = bitcast <16 x i8> %192 to <4 x float>
  call void @llvm.aarch64.neon.st4.v4f32.p0(<4 x float> %193, <4 x float> %194, <4 x float> %195, <4 x float> %196, ptr %176)
  %197 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 0
  call void @pf(ptr noundef @.str.49, ptr noundef %197, i32 noundef 16)
  %198 = call { <2 x i64>, <2 x i64> } @llvm.aarch64.neon.ld2.v2i64.p0(ptr @d64)
  store { <2 x i64>, <2 x i64> } %198, ptr %26, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %25, ptr align 16 %26, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %27, ptr align 16 %25, i64 32, i1 false)
  %199 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 0
  %200 = getelementptr inbounds %struct.int64x2x2_t, ptr %27, i32 0, i32 0
  %201 = getelementptr inbounds [2 x <2 x i64>], ptr %200, i64 0, i64 0
  %202 = load <2 x i64>, ptr %201, align 16
  %203 = bitcast <2 x i64> %202 to <16 x i8>
  %204 = getelementptr inbounds %struct.int64x2x2_t, ptr %27, i32 0, i32 0
  %205 = getelementptr inbounds [2 x <2 x i64>], ptr %204, i64 0, i64 1
  %206 = load <2 x i64>, ptr %205, align 16
  %207 = bitcast <2 x i64> %206 to <16 x i8>
  %208 = bitcast <16 x i8> %203 to <2 x i64>
  %209 = bitcast <16 x i8> %207 to <2 x i64>
  call void @llvm.aarch64.neon.st1x2.v2i64.p0(<2 x i64> %208, <2 x i64> %209, ptr %199)
  %210 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 0
  call void @p64(ptr noundef @.str.50, ptr noundef %210, i32 noundef 4)
  %211 = call { <1 x i64>, <1 x i64> } @llvm.aarch64.neon.ld2.v1i64.p0(ptr getelementptr inbounds (i64, ptr @d64, i64 3))
  store { <1 x i64>, <1 x i64> } %211, ptr %29, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %29, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %28, i64 16, i1 false)
  %212 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 0
  %213 = getelementptr inbounds %struct.int64x1x2_t, ptr %30, i32 0, i32 0
  %214 = getelementptr inbounds [2 x <1 x i64>], ptr %213, i64 0, i64 0
  %215 = load <1 x i64>, ptr %214, align 8
  %216 = bitcast <1 x i64> %215 to <8 x i8>
  %217 = getelementptr inbounds %struct.int64x1x2_t, ptr %30, i32 0, i32 0
  %218 = getelementptr inbounds [2 x <1 x i64>], ptr %217, i64 0, i64 1
  %219 = load <1 x i64>, ptr %218, align 8
  %220 = bitcast <1 x i64> %219 to <8 x i8>
  %221 = bitcast <8 x i8> %216 to <1 x i64>
  %222 = bitcast <8 x i8> %220 to <1 x i64>
  call void @llvm.aarch64.neon.st2.v1i64.p0(<1 x i64> %221, <1 x i64> %222, ptr %212)
  %223 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 0
  call void @p64(ptr noundef @.str.51, ptr noundef %223, i32 noundef 2)
  %224 = call { <2 x i32>, <2 x i32>, <2 x i32>, <2 x i32> } @llvm.aarch64.neon.ld1x4.v2i32.p0(ptr getelementptr inbounds (i32, ptr @w32, i64 1))
  store { <2 x i32>, <2 x i32>, <2 x i32>, <2 x i32> } %224, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 %32, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %31, i64 32, i1 false)
  %225 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 0
  %226 = getelementptr inbounds %struct.int32x2x4_t, ptr %33, i32 0, i32 0
  %227 = getelementptr inbounds [4 x <2 x i32>], ptr %226, i64 0, i64 0
  %228 = load <2 x i32>, ptr %227, align 8
  %229 = bitcast <2 x i32> %228 to <8 x i8>
  %230 = getelementptr inbounds %struct.int32x2x4_t, ptr %33, i32 0, i32 0
  %231 = getelementptr inbounds [4 x <2 x i32>], ptr %230, i64 0, i64 1
  %232 = load <2 x i32>, ptr %231, align 8
  %233 = bitcast <2 x i32> %232 to <8 x i8>
  %234 = getelementptr inbounds %struct.int32x2x4_t, ptr %33, i32 0, i32 0
  %235 = getelementptr inbounds [4 x <2 x i32>], ptr %234, i64 0, i64 2
  %236 = load <2 x i32>, ptr %235, align 8
  %237 = bitcast <2 x i32> %236 to <8 x i8>
  %238 = getelementptr inbounds %struct.int32x2x4_t, ptr %33, i32 0, i32 0
  %239 = getelementptr inbounds [4 x <2 x i32>], ptr %238, i64 0, i64 3
  %240 = load <2 x i32>, ptr %239, align 8
  %241 = bitcast <2 x i32> %240 to <8 x i8>
  %242 = bitcast <8 x i8> %229 to <2 x i32>
  %243 = bitcast <8 x i8> %233 to <2 x i32>
  %244 = bitcast <8 x i8> %237 to <2 x i32>
  %245 = bitcast <8 x i8> %241 to <2 x i32>
  call void @llvm.aarch64.neon.st4.v2i32.p0(<2 x i32> %242, <2 x i32> %243, <2 x i32> %244, <2 x i32> %245, ptr %225)
  %246 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 0
  call void @p32(ptr noundef @.str.52, ptr noundef %246, i32 noundef 8)
  %247 = call { <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld1x3.v8i16.p0(ptr getelementptr inbounds (i16, ptr @h16, i64 2))
  store { <8 x i16>, <8 x i16>, <8 x i16> } %247, ptr %35, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %34, ptr align 16 %35, i64 48, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %36, ptr align 16 %34, i64 48, i1 false)
  %248 = getelementptr inbounds [32 x i16], ptr %2, i64 0, i64 0
  %249 = getelementptr inbounds %struct.int16x8x3_t, ptr %36, i32 0, i32 0
  %250 = getelementptr inbounds [3 x <8 x i16>], ptr %249, i64 0, i64 0
  %251 = load <8 x i16>, ptr %250, align 16
  %252 = bitcast <8 x i16> %251 to <16 x i8>
  %253 = getelementptr inbounds %struct.int16x8x3_t, ptr %36, i32 0, i32 0
  %254 = getelementptr inbounds [3 x <8 x i16>], ptr %253, i64 0, i64 1
  %255 = load <8 x i16>, ptr %254, align 16
  %256 = bitcast <8 x i16> %255 to <16 x i8>
  %257 = getelementptr inbounds %struct.int16x8x3_t, ptr %36, i32 0, i32 0
  %258 = getelementptr inbounds [3 x <8 x i16>], ptr %257, i64 0, i64 2
  %259 = load <8 x i16>, ptr %258, align 16
  %260 = bitcast <8 x i16> %259 to <16 x i8>
  %261 = bitcast <16 x i8> %252 to <8 x i16>
  %262 = bitcast <16 x i8> %256 to <8 x i16>
  %263 = bitcast <16 x i8> %260 to <8 x i16>
  call void @llvm.aarch64.neon.st1x3.v8i16.p0(<8 x i16> %261, <8 x i16> %262, <8 x i16> %263, ptr %248)
  %264 = getelementptr inbounds [32 x i16], ptr %2, i64 0, i64 0
  call void @p16(ptr noundef @.str.53, ptr noundef %264, i32 noundef 24)
  %265 = call { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld1x2.v8i8.p0(ptr getelementptr inbounds (i8, ptr @bytes, i64 7))
  store { <8 x i8>, <8 x i8> } %265, ptr %38, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 8 %38, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %37, i64 16, i1 false)
  %266 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  %267 = getelementptr inbounds %struct.uint8x8x2_t, ptr %39, i32 0, i32 0
  %268 = getelementptr inbounds [2 x <8 x i8>], ptr %267, i64 0, i64 0
  %269 = load <8 x i8>, ptr %268, align 8
  %270 = getelementptr inbounds %struct.uint8x8x2_t, ptr %39, i32 0, i32 0
  %271 = getelementptr inbounds [2 x <8 x i8>], ptr %270, i64 0, i64 1
  %272 = load <8 x i8>, ptr %271, align 8
  call void @llvm.aarch64.neon.st2.v8i8.p0(<8 x i8> %269, <8 x i8> %272, ptr %266)
  %273 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.54, ptr noundef %273, i32 noundef 16)
  %274 = call { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld4.v16i8.p0(ptr @bytes)
  store { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %274, ptr %41, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %40, ptr align 16 %41, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %42, ptr align 16 %40, i64 64, i1 false)
  %275 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  %276 = getelementptr inbounds %struct.uint8x16x4_t, ptr %42, i32 0, i32 0
  %277 = getelementptr inbounds [4 x <16 x i8>], ptr %276, i64 0, i64 0
  %278 = load <16 x i8>, ptr %277, align 16
  %279 = getelementptr inbounds %struct.uint8x16x4_t, ptr %42, i32 0, i32 0
  %280 = getelementptr inbounds [4 x <16 x i8>], ptr %279, i64 0, i64 1
  %281 = load <16 x i8>, ptr %280, align 16
  %282 = getelementptr inbounds %struct.uint8x16x4_t, ptr %42, i32 0, i32 0
  %283 = getelementptr inbounds [4 x <16 x i8>], ptr %282, i64 0, i64 2
  %284 = load <16 x i8>, ptr %283, align 16
  %285 = getelementptr inbounds %struct.uint8x16x4_t, ptr %42, i32 0, i32 0
  %286 = getelementptr inbounds [4 x <16 x i8>], ptr %285, i64 0, i64 3
  %287 = load <16 x i8>, ptr %286, align 16
  call void @llvm.aarch64.neon.st4.v16i8.p0(<16 x i8> %278, <16 x i8> %281, <16 x i8> %284, <16 x i8> %287, ptr %275)
  %288 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.55, ptr noundef %288, i32 noundef 64)
  %289 = call { <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld3r.v16i8.p0(ptr getelementptr inbounds (i8, ptr @bytes, i64 9))
  store { <16 x i8>, <16 x i8>, <16 x i8> } %289, ptr %44, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %43, ptr align 16 %44, i64 48, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %45, ptr align 16 %43, i64 48, i1 false)
  %290 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  %291 = getelementptr inbounds %struct.uint8x16x3_t, ptr %45, i32 0, i32 0
  %292 = getelementptr inbounds [3 x <16 x i8>], ptr %291, i64 0, i64 0
  %293 = load <16 x i8>, ptr %292, align 16
  %294 = getelementptr inbounds %struct.uint8x16x3_t, ptr %45, i32 0, i32 0
  %295 = getelementptr inbounds [3 x <16 x i8>], ptr %294, i64 0, i64 1
  %296 = load <16 x i8>, ptr %295, align 16
  %297 = getelementptr inbounds %struct.uint8x16x3_t, ptr %45, i32 0, i32 0
  %298 = getelementptr inbounds [3 x <16 x i8>], ptr %297, i64 0, i64 2
  %299 = load <16 x i8>, ptr %298, align 16
  call void @llvm.aarch64.neon.st1x3.v16i8.p0(<16 x i8> %293, <16 x i8> %296, <16 x i8> %299, ptr %290)
  %300 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.56, ptr noundef %300, i32 noundef 48)
  %301 = call { <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld2r.v4i32.p0(ptr getelementptr inbounds (i32, ptr @w32, i64 3))
  store { <4 x i32>, <4 x i32> } %301, ptr %47, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %46, ptr align 16 %47, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %48, ptr align 16 %46, i64 32, i1 false)
  %302 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 0
  %303 = getelementptr inbounds %struct.int32x4x2_t, ptr %48, i32 0, i32 0
  %304 = getelementptr inbounds [2 x <4 x i32>], ptr %303, i64 0, i64 0
  %305 = load <4 x i32>, ptr %304, align 16
  %306 = bitcast <4 x i32> %305 to <16 x i8>
  %307 = getelementptr inbounds %struct.int32x4x2_t, ptr %48, i32 0, i32 0
  %308 = getelementptr inbounds [2 x <4 x i32>], ptr %307, i64 0, i64 1
  %309 = load <4 x i32>, ptr %308, align 16
  %310 = bitcast <4 x i32> %309 to <16 x i8>
  %311 = bitcast <16 x i8> %306 to <4 x i32>
  %312 = bitcast <16 x i8> %310 to <4 x i32>
  call void @llvm.aarch64.neon.st1x2.v4i32.p0(<4 x i32> %311, <4 x i32> %312, ptr %302)
  %313 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 0
  call void @p32(ptr noundef @.str.57, ptr noundef %313, i32 noundef 8)
  %314 = call { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld4r.v4i16.p0(ptr getelementptr inbounds (i16, ptr @h16, i64 11))
  store { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } %314, ptr %50, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %49, ptr align 8 %50, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 8 %49, i64 32, i1 false)
  %315 = getelementptr inbounds [32 x i16], ptr %2, i64 0, i64 0
  %316 = getelementptr inbounds %struct.int16x4x4_t, ptr %51, i32 0, i32 0
  %317 = getelementptr inbounds [4 x <4 x i16>], ptr %316, i64 0, i64 0
  %318 = load <4 x i16>, ptr %317, align 8
  %319 = bitcast <4 x i16> %318 to <8 x i8>
  %320 = getelementptr inbounds %struct.int16x4x4_t, ptr %51, i32 0, i32 0
  %321 = getelementptr inbounds [4 x <4 x i16>], ptr %320, i64 0, i64 1
  %322 = load <4 x i16>, ptr %321, align 8
  %323 = bitcast <4 x i16> %322 to <8 x i8>
  %324 = getelementptr inbounds %struct.int16x4x4_t, ptr %51, i32 0, i32 0
  %325 = getelementptr inbounds [4 x <4 x i16>], ptr %324, i64 0, i64 2
  %326 = load <4 x i16>, ptr %325, align 8
  %327 = bitcast <4 x i16> %326 to <8 x i8>
  %328 = getelementptr inbounds %struct.int16x4x4_t, ptr %51, i32 0, i32 0
  %329 = getelementptr inbounds [4 x <4 x i16>], ptr %328, i64 0, i64 3
  %330 = load <4 x i16>, ptr %329, align 8
  %331 = bitcast <4 x i16> %330 to <8 x i8>
  %332 = bitcast <8 x i8> %319 to <4 x i16>
  %333 = bitcast <8 x i8> %323 to <4 x i16>
  %334 = bitcast <8 x i8> %327 to <4 x i16>
  %335 = bitcast <8 x i8> %331 to <4 x i16>
  call void @llvm.aarch64.neon.st1x4.v4i16.p0(<4 x i16> %332, <4 x i16> %333, <4 x i16> %334, <4 x i16> %335, ptr %315)
  %336 = getelementptr inbounds [32 x i16], ptr %2, i64 0, i64 0
  call void @p16(ptr noundef @.str.58, ptr noundef %336, i32 noundef 16)
  %337 = call { <1 x i64>, <1 x i64> } @llvm.aarch64.neon.ld2r.v1i64.p0(ptr getelementptr inbounds (i64, ptr @d64, i64 1))
  store { <1 x i64>, <1 x i64> } %337, ptr %53, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %52, ptr align 8 %53, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %54, ptr align 8 %52, i64 16, i1 false)
  %338 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 0
  %339 = getelementptr inbounds %struct.int64x1x2_t, ptr %54, i32 0, i32 0
  %340 = getelementptr inbounds [2 x <1 x i64>], ptr %339, i64 0, i64 0
  %341 = load <1 x i64>, ptr %340, align 8
  %342 = bitcast <1 x i64> %341 to <8 x i8>
  %343 = getelementptr inbounds %struct.int64x1x2_t, ptr %54, i32 0, i32 0
  %344 = getelementptr inbounds [2 x <1 x i64>], ptr %343, i64 0, i64 1
  %345 = load <1 x i64>, ptr %344, align 8
  %346 = bitcast <1 x i64> %345 to <8 x i8>
  %347 = bitcast <8 x i8> %342 to <1 x i64>
  %348 = bitcast <8 x i8> %346 to <1 x i64>
  call void @llvm.aarch64.neon.st1x2.v1i64.p0(<1 x i64> %347, <1 x i64> %348, ptr %338)
  %349 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 0
  call void @p64(ptr noundef @.str.59, ptr noundef %349, i32 noundef 2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %57, ptr align 16 %6, i64 32, i1 false)
  %350 = getelementptr inbounds %struct.uint8x16x2_t, ptr %57, i32 0, i32 0
  %351 = getelementptr inbounds [2 x <16 x i8>], ptr %350, i64 0, i64 0
  %352 = load <16 x i8>, ptr %351, align 16
  %353 = getelementptr inbounds %struct.uint8x16x2_t, ptr %57, i32 0, i32 0
  %354 = getelementptr inbounds [2 x <16 x i8>], ptr %353, i64 0, i64 1
  %355 = load <16 x i8>, ptr %354, align 16
  %356 = call { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld2lane.v16i8.p0(<16 x i8> %352, <16 x i8> %355, i64 3, ptr getelementptr inbounds (i8, ptr @bytes, i64 40))
  store { <16 x i8>, <16 x i8> } %356, ptr %56, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %55, ptr align 16 %56, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %58, ptr align 16 %55, i64 32, i1 false)
  %357 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  %358 = getelementptr inbounds %struct.uint8x16x2_t, ptr %58, i32 0, i32 0
  %359 = getelementptr inbounds [2 x <16 x i8>], ptr %358, i64 0, i64 0
  %360 = load <16 x i8>, ptr %359, align 16
  %361 = getelementptr inbounds %struct.uint8x16x2_t, ptr %58, i32 0, i32 0
  %362 = getelementptr inbounds [2 x <16 x i8>], ptr %361, i64 0, i64 1
  %363 = load <16 x i8>, ptr %362, align 16
  call void @llvm.aarch64.neon.st1x2.v16i8.p0(<16 x i8> %360, <16 x i8> %363, ptr %357)
  %364 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.60, ptr noundef %364, i32 noundef 32)
  %365 = call { <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld3.v4i16.p0(ptr @h16)
  store { <4 x i16>, <4 x i16>, <4 x i16> } %365, ptr %62, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %61, ptr align 8 %62, i64 24, i1 false)
  %366 = getelementptr inbounds %struct.int16x4x3_t, ptr %61, i32 0, i32 0
  %367 = getelementptr inbounds [3 x <4 x i16>], ptr %366, i64 0, i64 0
  %368 = load <4 x i16>, ptr %367, align 8
  %369 = bitcast <4 x i16> %368 to <8 x i8>
  %370 = getelementptr inbounds %struct.int16x4x3_t, ptr %61, i32 0, i32 0
  %371 = getelementptr inbounds [3 x <4 x i16>], ptr %370, i64 0, i64 1
  %372 = load <4 x i16>, ptr %371, align 8
  %373 = bitcast <4 x i16> %372 to <8 x i8>
  %374 = getelementptr inbounds %struct.int16x4x3_t, ptr %61, i32 0, i32 0
  %375 = getelementptr inbounds [3 x <4 x i16>], ptr %374, i64 0, i64 2
  %376 = load <4 x i16>, ptr %375, align 8
  %377 = bitcast <4 x i16> %376 to <8 x i8>
  %378 = bitcast <8 x i8> %369 to <4 x i16>
  %379 = bitcast <8 x i8> %373 to <4 x i16>
  %380 = bitcast <8 x i8> %377 to <4 x i16>
  %381 = call { <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld3lane.v4i16.p0(<4 x i16> %378, <4 x i16> %379, <4 x i16> %380, i64 2, ptr getelementptr inbounds (i16, ptr @h16, i64 20))
  store { <4 x i16>, <4 x i16>, <4 x i16> } %381, ptr %60, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %59, ptr align 8 %60, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %63, ptr align 8 %59, i64 24, i1 false)
  %382 = getelementptr inbounds [32 x i16], ptr %2, i64 0, i64 0
  %383 = getelementptr inbounds %struct.int16x4x3_t, ptr %63, i32 0, i32 0
  %384 = getelementptr inbounds [3 x <4 x i16>], ptr %383, i64 0, i64 0
  %385 = load <4 x i16>, ptr %384, align 8
  %386 = bitcast <4 x i16> %385 to <8 x i8>
  %387 = getelementptr inbounds %struct.int16x4x3_t, ptr %63, i32 0, i32 0
  %388 = getelementptr inbounds [3 x <4 x i16>], ptr %387, i64 0, i64 1
  %389 = load <4 x i16>, ptr %388, align 8
  %390 = bitcast <4 x i16> %389 to <8 x i8>
  %391 = getelementptr inbounds %struct.int16x4x3_t, ptr %63, i32 0, i32 0
  %392 = getelementptr inbounds [3 x <4 x i16>], ptr %391, i64 0, i64 2
  %393 = load <4 x i16>, ptr %392, align 8
  %394 = bitcast <4 x i16> %393 to <8 x i8>
  %395 = bitcast <8 x i8> %386 to <4 x i16>
  %396 = bitcast <8 x i8> %390 to <4 x i16>
  %397 = bitcast <8 x i8> %394 to <4 x i16>
  call void @llvm.aarch64.neon.st1x3.v4i16.p0(<4 x i16> %395, <4 x i16> %396, <4 x i16> %397, ptr %382)
  %398 = getelementptr inbounds [32 x i16], ptr %2, i64 0, i64 0
  call void @p16(ptr noundef @.str.61, ptr noundef %398, i32 noundef 12)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %66, ptr align 16 %21, i64 64, i1 false)
  %399 = getelementptr inbounds %struct.float32x4x4_t, ptr %66, i32 0, i32 0
  %400 = getelementptr inbounds [4 x <4 x float>], ptr %399, i64 0, i64 0
  %401 = load <4 x float>, ptr %400, align 16
  %402 = bitcast <4 x float> %401 to <16 x i8>
  %403 = getelementptr inbounds %struct.float32x4x4_t, ptr %66, i32 0, i32 0
  %404 = getelementptr inbounds [4 x <4 x float>], ptr %403, i64 0, i64 1
  %405 = load <4 x float>, ptr %404, align 16
  %406 = bitcast <4 x float> %405 to <16 x i8>
  %407 = getelementptr inbounds %struct.float32x4x4_t, ptr %66, i32 0, i32 0
  %408 = getelementptr inbounds [4 x <4 x float>], ptr %407, i64 0, i64 2
  %409 = load <4 x float>, ptr %408, align 16
  %410 = bitcast <4 x float> %409 to <16 x i8>
  %411 = getelementptr inbounds %struct.float32x4x4_t, ptr %66, i32 0, i32 0
  %412 = getelementptr inbounds [4 x <4 x float>], ptr %411, i64 0, i64 3
  %413 = load <4 x float>, ptr %412, align 16
  %414 = bitcast <4 x float> %413 to <16 x i8>
  %415 = bitcast <16 x i8> %402 to <4 x float>
  %416 = bitcast <16 x i8> %406 to <4 x float>
  %417 = bitcast <16 x i8> %410 to <4 x float>
  %418 = bitcast <16 x i8> %414 to <4 x float>
  %419 = call { <4 x float>, <4 x float>, <4 x float>, <4 x float> } @llvm.aarch64.neon.ld4lane.v4f32.p0(<4 x float> %415, <4 x float> %416, <4 x float> %417, <4 x float> %418, i64 1, ptr getelementptr inbounds (float, ptr @f32, i64 8))
  store { <4 x float>, <4 x float>, <4 x float>, <4 x float> } %419, ptr %65, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %64, ptr align 16 %65, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %67, ptr align 16 %64, i64 64, i1 false)
  %420 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 0
  %421 = getelementptr inbounds %struct.float32x4x4_t, ptr %67, i32 0, i32 0
  %422 = getelementptr inbounds [4 x <4 x float>], ptr %421, i64 0, i64 0
  %423 = load <4 x float>, ptr %422, align 16
  %424 = bitcast <4 x float> %423 to <16 x i8>
  %425 = getelementptr inbounds %struct.float32x4x4_t, ptr %67, i32 0, i32 0
  %426 = getelementptr inbounds [4 x <4 x float>], ptr %425, i64 0, i64 1
  %427 = load <4 x float>, ptr %426, align 16
  %428 = bitcast <4 x float> %427 to <16 x i8>
  %429 = getelementptr inbounds %struct.float32x4x4_t, ptr %67, i32 0, i32 0
  %430 = getelementptr inbounds [4 x <4 x float>], ptr %429, i64 0, i64 2
  %431 = load <4 x float>, ptr %430, align 16
  %432 = bitcast <4 x float> %431 to <16 x i8>
  %433 = getelementptr inbounds %struct.float32x4x4_t, ptr %67, i32 0, i32 0
  %434 = getelementptr inbounds [4 x <4 x float>], ptr %433, i64 0, i64 3
  %435 = load <4 x float>, ptr %434, align 16
  %436 = bitcast <4 x float> %435 to <16 x i8>
  %437 = bitcast <16 x i8> %424 to <4 x float>
  %438 = bitcast <16 x i8> %428 to <4 x float>
  %439 = bitcast <16 x i8> %432 to <4 x float>
  %440 = bitcast <16 x i8> %436 to <4 x float>
  call void @llvm.aarch64.neon.st1x4.v4f32.p0(<4 x float> %437, <4 x float> %438, <4 x float> %439, <4 x float> %440, ptr %420)
  %441 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 0
  call void @pf(ptr noundef @.str.62, ptr noundef %441, i32 noundef 16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %70, ptr align 16 %25, i64 32, i1 false)
  %442 = getelementptr inbounds %struct.int64x2x2_t, ptr %70, i32 0, i32 0
  %443 = getelementptr inbounds [2 x <2 x i64>], ptr %442, i64 0, i64 0
  %444 = load <2 x i64>, ptr %443, align 16
  %445 = bitcast <2 x i64> %444 to <16 x i8>
  %446 = getelementptr inbounds %struct.int64x2x2_t, ptr %70, i32 0, i32 0
  %447 = getelementptr inbounds [2 x <2 x i64>], ptr %446, i64 0, i64 1
  %448 = load <2 x i64>, ptr %447, align 16
  %449 = bitcast <2 x i64> %448 to <16 x i8>
  %450 = bitcast <16 x i8> %445 to <2 x i64>
  %451 = bitcast <16 x i8> %449 to <2 x i64>
  %452 = call { <2 x i64>, <2 x i64> } @llvm.aarch64.neon.ld2lane.v2i64.p0(<2 x i64> %450, <2 x i64> %451, i64 1, ptr getelementptr inbounds (i64, ptr @d64, i64 4))
  store { <2 x i64>, <2 x i64> } %452, ptr %69, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %68, ptr align 16 %69, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %71, ptr align 16 %68, i64 32, i1 false)
  %453 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 0
  %454 = getelementptr inbounds %struct.int64x2x2_t, ptr %71, i32 0, i32 0
  %455 = getelementptr inbounds [2 x <2 x i64>], ptr %454, i64 0, i64 0
  %456 = load <2 x i64>, ptr %455, align 16
  %457 = bitcast <2 x i64> %456 to <16 x i8>
  %458 = getelementptr inbounds %struct.int64x2x2_t, ptr %71, i32 0, i32 0
  %459 = getelementptr inbounds [2 x <2 x i64>], ptr %458, i64 0, i64 1
  %460 = load <2 x i64>, ptr %459, align 16
  %461 = bitcast <2 x i64> %460 to <16 x i8>
  %462 = bitcast <16 x i8> %457 to <2 x i64>
  %463 = bitcast <16 x i8> %461 to <2 x i64>
  call void @llvm.aarch64.neon.st1x2.v2i64.p0(<2 x i64> %462, <2 x i64> %463, ptr %453)
  %464 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 0
  call void @p64(ptr noundef @.str.63, ptr noundef %464, i32 noundef 4)
  store i32 0, ptr %72, align 4
  br label %465

465:                                              ; preds = %472, %0
  %466 = load i32, ptr %72, align 4
  %467 = icmp slt i32 %466, 8
  br i1 %467, label %468, label %475

468:                                              ; preds = %465
  %469 = load i32, ptr %72, align 4
  %470 = sext i32 %469 to i64
  %471 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %470
  store i8 0, ptr %471, align 1
  br label %472

472:                                              ; preds = %468
  %473 = load i32, ptr %72, align 4
  %474 = add nsw i32 %473, 1
  store i32 %474, ptr %72, align 4
  br label %465, !llvm.loop !12

475:                                              ; preds = %465
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %73, ptr align 16 %6, i64 32, i1 false)
  %476 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  %477 = getelementptr inbounds %struct.uint8x16x2_t, ptr %73, i32 0, i32 0
  %478 = getelementptr inbounds [2 x <16 x i8>], ptr %477, i64 0, i64 0
  %479 = load <16 x i8>, ptr %478, align 16
  %480 = getelementptr inbounds %struct.uint8x16x2_t, ptr %73, i32 0, i32 0
  %481 = getelementptr inbounds [2 x <16 x i8>], ptr %480, i64 0, i64 1
  %482 = load <16 x i8>, ptr %481, align 16
  call void @llvm.aarch64.neon.st2lane.v16i8.p0(<16 x i8> %479, <16 x i8> %482, i64 5, ptr %476)
  %483 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  call void @p8(ptr noundef @.str.64, ptr noundef %483, i32 noundef 3)
  %484 = call { <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld3.v4i16.p0(ptr getelementptr inbounds (i16, ptr @h16, i64 1))
  store { <4 x i16>, <4 x i16>, <4 x i16> } %484, ptr %75, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %74, ptr align 8 %75, i64 24, i1 false)
  %485 = getelementptr inbounds [32 x i16], ptr %2, i64 0, i64 0
  %486 = getelementptr inbounds %struct.int16x4x3_t, ptr %74, i32 0, i32 0
  %487 = getelementptr inbounds [3 x <4 x i16>], ptr %486, i64 0, i64 0
  %488 = load <4 x i16>, ptr %487, align 8
  %489 = bitcast <4 x i16> %488 to <8 x i8>
  %490 = getelementptr inbounds %struct.int16x4x3_t, ptr %74, i32 0, i32 0
  %491 = getelementptr inbounds [3 x <4 x i16>], ptr %490, i64 0, i64 1
  %492 = load <4 x i16>, ptr %491, align 8
  %493 = bitcast <4 x i16> %492 to <8 x i8>
  %494 = getelementptr inbounds %struct.int16x4x3_t, ptr %74, i32 0, i32 0
  %495 = getelementptr inbounds [3 x <4 x i16>], ptr %494, i64 0, i64 2
  %496 = load <4 x i16>, ptr %495, align 8
  %497 = bitcast <4 x i16> %496 to <8 x i8>
  %498 = bitcast <8 x i8> %489 to <4 x i16>
  %499 = bitcast <8 x i8> %493 to <4 x i16>
  %500 = bitcast <8 x i8> %497 to <4 x i16>
  call void @llvm.aarch64.neon.st3lane.v4i16.p0(<4 x i16> %498, <4 x i16> %499, <4 x i16> %500, i64 3, ptr %485)
  %501 = getelementptr inbounds [32 x i16], ptr %2, i64 0, i64 0
  call void @p16(ptr noundef @.str.65, ptr noundef %501, i32 noundef 3)
  %502 = call { <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld4.v4i32.p0(ptr @w32)
  store { <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32> } %502, ptr %77, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %76, ptr align 16 %77, i64 64, i1 false)
  %503 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 0
  %504 = getelementptr inbounds %struct.int32x4x4_t, ptr %76, i32 0, i32 0
  %505 = getelementptr inbounds [4 x <4 x i32>], ptr %504, i64 0, i64 0
  %506 = load <4 x i32>, ptr %505, align 16
  %507 = bitcast <4 x i32> %506 to <16 x i8>
  %508 = getelementptr inbounds %struct.int32x4x4_t, ptr %76, i32 0, i32 0
  %509 = getelementptr inbounds [4 x <4 x i32>], ptr %508, i64 0, i64 1
  %510 = load <4 x i32>, ptr %509, align 16
  %511 = bitcast <4 x i32> %510 to <16 x i8>
  %512 = getelementptr inbounds %struct.int32x4x4_t, ptr %76, i32 0, i32 0
  %513 = getelementptr inbounds [4 x <4 x i32>], ptr %512, i64 0, i64 2
  %514 = load <4 x i32>, ptr %513, align 16
  %515 = bitcast <4 x i32> %514 to <16 x i8>
  %516 = getelementptr inbounds %struct.int32x4x4_t, ptr %76, i32 0, i32 0
  %517 = getelementptr inbounds [4 x <4 x i32>], ptr %516, i64 0, i64 3
  %518 = load <4 x i32>, ptr %517, align 16
  %519 = bitcast <4 x i32> %518 to <16 x i8>
  %520 = bitcast <16 x i8> %507 to <4 x i32>
  %521 = bitcast <16 x i8> %511 to <4 x i32>
  %522 = bitcast <16 x i8> %515 to <4 x i32>
  %523 = bitcast <16 x i8> %519 to <4 x i32>
  call void @llvm.aarch64.neon.st4lane.v4i32.p0(<4 x i32> %520, <4 x i32> %521, <4 x i32> %522, <4 x i32> %523, i64 2, ptr %503)
  %524 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 0
  call void @p32(ptr noundef @.str.66, ptr noundef %524, i32 noundef 4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @long_ops() #0 {
  %1 = alloca <4 x i32>, align 16
  %2 = alloca <2 x i32>, align 8
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <2 x i32>, align 8
  %5 = alloca <2 x i32>, align 8
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <2 x i64>, align 16
  %8 = alloca <2 x i64>, align 16
  %9 = alloca <2 x i32>, align 8
  %10 = alloca <2 x i32>, align 8
  %11 = alloca <2 x i64>, align 16
  %12 = alloca <4 x i16>, align 8
  %13 = alloca <4 x i16>, align 8
  %14 = alloca <4 x i32>, align 16
  %15 = alloca <4 x i16>, align 8
  %16 = alloca <4 x i16>, align 8
  %17 = alloca <4 x i32>, align 16
  %18 = alloca <8 x i8>, align 8
  %19 = alloca <8 x i8>, align 8
  %20 = alloca <8 x i16>, align 16
  %21 = alloca <8 x i8>, align 8
  %22 = alloca <8 x i8>, align 8
  %23 = alloca <8 x i16>, align 16
  %24 = alloca <4 x i16>, align 8
  %25 = alloca i32, align 4
  %26 = alloca <2 x i32>, align 8
  %27 = alloca <2 x i32>, align 8
  %28 = alloca <2 x i32>, align 8
  %29 = alloca i64, align 8
  %30 = alloca <4 x i32>, align 16
  %31 = alloca i64, align 8
  %32 = alloca <8 x i16>, align 16
  %33 = alloca i32, align 4
  %34 = alloca <2 x i64>, align 16
  %35 = alloca i64, align 8
  %36 = alloca <4 x i32>, align 16
  %37 = alloca <8 x i16>, align 16
  %38 = alloca <4 x i32>, align 16
  %39 = alloca <4 x i16>, align 8
  %40 = alloca <8 x i8>, align 8
  %41 = alloca <4 x i16>, align 8
  %42 = alloca <2 x i64>, align 16
  %43 = alloca <4 x i32>, align 16
  %44 = alloca <2 x i64>, align 16
  %45 = alloca <4 x i32>, align 16
  %46 = alloca <2 x i64>, align 16
  %47 = alloca <4 x i16>, align 8
  %48 = alloca <2 x i32>, align 8
  %49 = alloca <16 x i8>, align 16
  %50 = alloca <8 x i16>, align 16
  %51 = alloca i16, align 2
  %52 = alloca <4 x i16>, align 8
  %53 = alloca <4 x i16>, align 8
  %54 = alloca i16, align 2
  %55 = alloca <4 x i16>, align 8
  %56 = alloca <4 x i16>, align 8
  %57 = alloca <4 x i32>, align 16
  %58 = alloca <4 x i16>, align 8
  %59 = alloca <4 x i16>, align 8
  %60 = alloca <4 x i32>, align 16
  %61 = alloca <2 x i64>, align 16
  %62 = alloca <2 x i32>, align 8
  %63 = alloca <2 x i32>, align 8
  %64 = alloca <2 x i64>, align 16
  %65 = alloca <4 x i16>, align 8
  %66 = alloca <4 x i16>, align 8
  %67 = alloca <4 x i32>, align 16
  %68 = alloca <4 x i16>, align 8
  %69 = alloca <4 x i16>, align 8
  %70 = alloca <4 x i32>, align 16
  %71 = alloca <2 x i32>, align 8
  %72 = alloca <2 x i32>, align 8
  %73 = alloca <2 x i64>, align 16
  %74 = alloca <2 x i64>, align 16
  %75 = alloca <4 x i32>, align 16
  %76 = alloca <4 x i32>, align 16
  %77 = alloca <2 x i64>, align 16
  %78 = alloca <4 x i16>, align 8
  %79 = alloca <4 x i16>, align 8
  %80 = alloca <4 x i16>, align 8
  %81 = alloca <4 x i16>, align 8
  %82 = alloca <4 x i32>, align 16
  %83 = alloca <4 x i16>, align 8
  %84 = alloca <4 x i16>, align 8
  %85 = alloca <4 x i32>, align 16
  %86 = alloca <4 x i32>, align 16
  %87 = alloca <4 x i16>, align 8
  %88 = alloca <4 x i16>, align 8
  %89 = alloca <4 x i32>, align 16
  %90 = alloca <8 x i8>, align 8
  %91 = alloca <8 x i8>, align 8
  %92 = alloca <8 x i8>, align 8
  %93 = alloca <8 x i8>, align 8
  %94 = alloca <8 x i16>, align 16
  %95 = alloca <8 x i8>, align 8
  %96 = alloca <8 x i8>, align 8
  %97 = alloca <8 x i16>, align 16
  %98 = alloca <8 x i16>, align 16
  %99 = alloca <8 x i8>, align 8
  %100 = alloca <8 x i8>, align 8
  %101 = alloca <8 x i16>, align 16
  %102 = alloca <8 x i8>, align 8
  %103 = alloca <8 x i8>, align 8
  %104 = alloca <8 x i8>, align 8
  %105 = alloca <8 x i8>, align 8
  %106 = alloca <2 x i64>, align 16
  %107 = alloca <2 x i64>, align 16
  %108 = alloca <4 x i32>, align 16
  %109 = alloca <4 x i32>, align 16
  %110 = alloca <4 x i32>, align 16
  %111 = alloca <4 x i32>, align 16
  %112 = alloca <8 x i16>, align 16
  %113 = alloca <8 x i16>, align 16
  %114 = alloca <8 x i16>, align 16
  %115 = alloca <8 x i16>, align 16
  %116 = alloca <8 x i8>, align 8
  %117 = alloca <8 x i8>, align 8
  %118 = alloca <8 x i8>, align 8
  %119 = alloca <8 x i8>, align 8
  %120 = alloca <8 x i8>, align 8
  %121 = alloca <8 x i8>, align 8
  %122 = alloca <16 x i8>, align 16
  %123 = alloca <16 x i8>, align 16
  %124 = alloca <16 x i8>, align 16
  %125 = alloca <8 x i16>, align 16
  %126 = alloca <8 x i16>, align 16
  %127 = alloca <8 x i16>, align 16
  %128 = alloca <4 x i16>, align 8
  %129 = alloca <4 x i16>, align 8
  %130 = alloca <4 x i16>, align 8
  %131 = alloca <4 x i16>, align 8
  %132 = alloca <4 x i16>, align 8
  %133 = alloca <4 x i16>, align 8
  %134 = alloca <4 x i32>, align 16
  %135 = alloca <4 x i32>, align 16
  %136 = alloca <4 x i32>, align 16
  %137 = alloca <2 x i32>, align 8
  %138 = alloca <2 x i32>, align 8
  %139 = alloca <2 x i32>, align 8
  %140 = alloca <2 x i32>, align 8
  %141 = alloca <2 x i32>, align 8
  %142 = alloca <2 x i32>, align 8
  %143 = alloca <2 x i64>, align 16
  %144 = alloca <2 x i64>, align 16
  %145 = alloca <2 x i64>, align 16
  %146 = alloca [8 x i16], align 2
  %147 = alloca [4 x i32], align 4
  %148 = alloca [2 x i64], align 8
  %149 = alloca <8 x i16>, align 16
  %150 = alloca <8 x i16>, align 16
  %151 = alloca <4 x i32>, align 16
  %152 = alloca <4 x i32>, align 16
  %153 = alloca <2 x i64>, align 16
  %154 = alloca <4 x i32>, align 16
  %155 = alloca <4 x i32>, align 16
  %156 = alloca <2 x i64>, align 16
  %157 = alloca <4 x i32>, align 16
  %158 = alloca <2 x i64>, align 16
  %159 = alloca <4 x i32>, align 16
  %160 = alloca <4 x i32>, align 16
  %161 = alloca <8 x i16>, align 16
  %162 = alloca <2 x i32>, align 8
  %163 = alloca <2 x i64>, align 16
  %164 = alloca <2 x i64>, align 16
  %165 = alloca <4 x i16>, align 8
  %166 = alloca <4 x i32>, align 16
  %167 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 5), align 1
  store <8 x i8> %167, ptr %117, align 8
  %168 = load <8 x i8>, ptr %117, align 8
  store <8 x i8> %168, ptr %118, align 8
  %169 = load <8 x i8>, ptr %118, align 8
  store <8 x i8> %169, ptr %102, align 8
  %170 = load <8 x i8>, ptr %102, align 8
  store <8 x i8> %170, ptr %103, align 8
  %171 = load <8 x i8>, ptr %103, align 8
  store <8 x i8> %171, ptr %116, align 8
  %172 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 21), align 1
  store <8 x i8> %172, ptr %120, align 8
  %173 = load <8 x i8>, ptr %120, align 8
  store <8 x i8> %173, ptr %121, align 8
  %174 = load <8 x i8>, ptr %121, align 8
  store <8 x i8> %174, ptr %104, align 8
  %175 = load <8 x i8>, ptr %104, align 8
  store <8 x i8> %175, ptr %105, align 8
  %176 = load <8 x i8>, ptr %105, align 8
  store <8 x i8> %176, ptr %119, align 8
  %177 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 30), align 1
  store <16 x i8> %177, ptr %123, align 16
  %178 = load <16 x i8>, ptr %123, align 16
  store <16 x i8> %178, ptr %124, align 16
  %179 = load <16 x i8>, ptr %124, align 16
  store <16 x i8> %179, ptr %122, align 16
  %180 = load <8 x i16>, ptr getelementptr inbounds (i16, ptr @h16, i64 4), align 2
  store <8 x i16> %180, ptr %126, align 16
  %181 = load <8 x i16>, ptr %126, align 16
  store <8 x i16> %181, ptr %127, align 16
  %182 = load <8 x i16>, ptr %127, align 16
  store <8 x i16> %182, ptr %125, align 16
  %183 = load <4 x i16>, ptr getelementptr inbounds (i16, ptr @h16, i64 1), align 2
  store <4 x i16> %183, ptr %129, align 8
  %184 = load <4 x i16>, ptr %129, align 8
  store <4 x i16> %184, ptr %130, align 8
  %185 = load <4 x i16>, ptr %130, align 8
  store <4 x i16> %185, ptr %128, align 8
  %186 = load <4 x i16>, ptr getelementptr inbounds (i16, ptr @h16, i64 17), align 2
  store <4 x i16> %186, ptr %132, align 8
  %187 = load <4 x i16>, ptr %132, align 8
  store <4 x i16> %187, ptr %133, align 8
  %188 = load <4 x i16>, ptr %133, align 8
  store <4 x i16> %188, ptr %131, align 8
  %189 = load <4 x i32>, ptr getelementptr inbounds (i32, ptr @w32, i64 2), align 4
  store <4 x i32> %189, ptr %135, align 16
  %190 = load <4 x i32>, ptr %135, align 16
  store <4 x i32> %190, ptr %136, align 16
  %191 = load <4 x i32>, ptr %136, align 16
  store <4 x i32> %191, ptr %134, align 16
  %192 = load <2 x i32>, ptr getelementptr inbounds (i32, ptr @w32, i64 9), align 4
  store <2 x i32> %192, ptr %138, align 8
  %193 = load <2 x i32>, ptr %138, align 8
  store <2 x i32> %193, ptr %139, align 8
  %194 = load <2 x i32>, ptr %139, align 8
  store <2 x i32> %194, ptr %137, align 8
  %195 = load <2 x i32>, ptr getelementptr inbounds (i32, ptr @w32, i64 12), align 4
  store <2 x i32> %195, ptr %141, align 8
  %196 = load <2 x i32>, ptr %141, align 8
  store <2 x i32> %196, ptr %142, align 8
  %197 = load <2 x i32>, ptr %142, align 8
  store <2 x i32> %197, ptr %140, align 8
  %198 = load <2 x i64>, ptr getelementptr inbounds (i64, ptr @d64, i64 2), align 8
  store <2 x i64> %198, ptr %144, align 16
  %199 = load <2 x i64>, ptr %144, align 16
  store <2 x i64> %199, ptr %145, align 16
  %200 = load <2 x i64>, ptr %145, align 16
  store <2 x i64> %200, ptr %143, align 16
  %201 = load <8 x i16>, ptr %125, align 16
  %202 = load <8 x i8>, ptr %116, align 8
  %203 = load <8 x i8>, ptr %119, align 8
  store <8 x i16> %201, ptr %98, align 16
  store <8 x i8> %202, ptr %99, align 8
  store <8 x i8> %203, ptr %100, align 8
  %204 = load <8 x i16>, ptr %98, align 16
  %205 = load <8 x i8>, ptr %99, align 8
  %206 = load <8 x i8>, ptr %100, align 8
  store <8 x i8> %205, ptr %21, align 8
  store <8 x i8> %206, ptr %22, align 8
  %207 = load <8 x i8>, ptr %21, align 8
  %208 = load <8 x i8>, ptr %22, align 8
  %209 = call <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8> %207, <8 x i8> %208)
  store <8 x i16> %209, ptr %23, align 16
  %210 = load <8 x i16>, ptr %23, align 16
  %211 = add <8 x i16> %204, %210
  store <8 x i16> %211, ptr %101, align 16
  %212 = load <8 x i16>, ptr %101, align 16
  store <8 x i16> %212, ptr %149, align 16
  %213 = getelementptr inbounds [8 x i16], ptr %146, i64 0, i64 0
  %214 = load <8 x i16>, ptr %149, align 16
  %215 = bitcast <8 x i16> %214 to <16 x i8>
  %216 = bitcast <16 x i8> %215 to <8 x i16>
  store <8 x i16> %216, ptr %213, align 2
  %217 = getelementptr inbounds [8 x i16], ptr %146, i64 0, i64 0
  call void @p16(ptr noundef @.str.69, ptr noundef %217, i32 noundef 8)
  %218 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %218, ptr %112, align 16
  %219 = load <8 x i16>, ptr %112, align 16
  store <8 x i16> %219, ptr %113, align 16
  %220 = load <8 x i16>, ptr %113, align 16
  %221 = load <8 x i8>, ptr %116, align 8
  store <8 x i8> %221, ptr %90, align 8
  %222 = load <8 x i8>, ptr %90, align 8
  store <8 x i8> %222, ptr %91, align 8
  %223 = load <8 x i8>, ptr %91, align 8
  %224 = load <8 x i8>, ptr %119, align 8
  store <8 x i8> %224, ptr %92, align 8
  %225 = load <8 x i8>, ptr %92, align 8
  store <8 x i8> %225, ptr %93, align 8
  %226 = load <8 x i8>, ptr %93, align 8
  store <8 x i16> %220, ptr %94, align 16
  store <8 x i8> %223, ptr %95, align 8
  store <8 x i8> %226, ptr %96, align 8
  %227 = load <8 x i16>, ptr %94, align 16
  %228 = load <8 x i8>, ptr %95, align 8
  %229 = load <8 x i8>, ptr %96, align 8
  store <8 x i8> %228, ptr %18, align 8
  store <8 x i8> %229, ptr %19, align 8
  %230 = load <8 x i8>, ptr %18, align 8
  %231 = load <8 x i8>, ptr %19, align 8
  %232 = call <8 x i16> @llvm.aarch64.neon.umull.v8i16(<8 x i8> %230, <8 x i8> %231)
  store <8 x i16> %232, ptr %20, align 16
  %233 = load <8 x i16>, ptr %20, align 16
  %234 = add <8 x i16> %227, %233
  store <8 x i16> %234, ptr %97, align 16
  %235 = load <8 x i16>, ptr %97, align 16
  store <8 x i16> %235, ptr %150, align 16
  %236 = getelementptr inbounds [8 x i16], ptr %146, i64 0, i64 0
  %237 = load <8 x i16>, ptr %150, align 16
  %238 = bitcast <8 x i16> %237 to <16 x i8>
  %239 = bitcast <16 x i8> %238 to <8 x i16>
  store <8 x i16> %239, ptr %236, align 2
  %240 = getelementptr inbounds [8 x i16], ptr %146, i64 0, i64 0
  call void @p16(ptr noundef @.str.70, ptr noundef %240, i32 noundef 8)
  %241 = load <4 x i32>, ptr %134, align 16
  %242 = load <4 x i16>, ptr %128, align 8
  %243 = load <4 x i16>, ptr %131, align 8
  store <4 x i32> %241, ptr %86, align 16
  store <4 x i16> %242, ptr %87, align 8
  store <4 x i16> %243, ptr %88, align 8
  %244 = load <4 x i32>, ptr %86, align 16
  %245 = load <4 x i16>, ptr %87, align 8
  %246 = load <4 x i16>, ptr %88, align 8
  store <4 x i16> %245, ptr %15, align 8
  store <4 x i16> %246, ptr %16, align 8
  %247 = load <4 x i16>, ptr %15, align 8
  %248 = bitcast <4 x i16> %247 to <8 x i8>
  %249 = load <4 x i16>, ptr %16, align 8
  %250 = bitcast <4 x i16> %249 to <8 x i8>
  %251 = call <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16> %247, <4 x i16> %249)
  store <4 x i32> %251, ptr %17, align 16
  %252 = load <4 x i32>, ptr %17, align 16
  %253 = sub <4 x i32> %244, %252
  store <4 x i32> %253, ptr %89, align 16
  %254 = load <4 x i32>, ptr %89, align 16
  store <4 x i32> %254, ptr %151, align 16
  %255 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  %256 = load <4 x i32>, ptr %151, align 16
  %257 = bitcast <4 x i32> %256 to <16 x i8>
  %258 = bitcast <16 x i8> %257 to <4 x i32>
  store <4 x i32> %258, ptr %255, align 4
  %259 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  call void @p32(ptr noundef @.str.71, ptr noundef %259, i32 noundef 4)
  %260 = load <4 x i32>, ptr %134, align 16
  store <4 x i32> %260, ptr %108, align 16
  %261 = load <4 x i32>, ptr %108, align 16
  store <4 x i32> %261, ptr %109, align 16
  %262 = load <4 x i32>, ptr %109, align 16
  %263 = load <4 x i16>, ptr %128, align 8
  store <4 x i16> %263, ptr %78, align 8
  %264 = load <4 x i16>, ptr %78, align 8
  store <4 x i16> %264, ptr %79, align 8
  %265 = load <4 x i16>, ptr %79, align 8
  %266 = load <4 x i16>, ptr %131, align 8
  store <4 x i16> %266, ptr %80, align 8
  %267 = load <4 x i16>, ptr %80, align 8
  store <4 x i16> %267, ptr %81, align 8
  %268 = load <4 x i16>, ptr %81, align 8
  store <4 x i32> %262, ptr %82, align 16
  store <4 x i16> %265, ptr %83, align 8
  store <4 x i16> %268, ptr %84, align 8
  %269 = load <4 x i32>, ptr %82, align 16
  %270 = load <4 x i16>, ptr %83, align 8
  %271 = load <4 x i16>, ptr %84, align 8
  store <4 x i16> %270, ptr %12, align 8
  store <4 x i16> %271, ptr %13, align 8
  %272 = load <4 x i16>, ptr %12, align 8
  %273 = bitcast <4 x i16> %272 to <8 x i8>
  %274 = load <4 x i16>, ptr %13, align 8
  %275 = bitcast <4 x i16> %274 to <8 x i8>
  %276 = call <4 x i32> @llvm.aarch64.neon.umull.v4i32(<4 x i16> %272, <4 x i16> %274)
  store <4 x i32> %276, ptr %14, align 16
  %277 = load <4 x i32>, ptr %14, align 16
  %278 = sub <4 x i32> %269, %277
  store <4 x i32> %278, ptr %85, align 16
  %279 = load <4 x i32>, ptr %85, align 16
  store <4 x i32> %279, ptr %152, align 16
  %280 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  %281 = load <4 x i32>, ptr %152, align 16
  %282 = bitcast <4 x i32> %281 to <16 x i8>
  %283 = bitcast <16 x i8> %282 to <4 x i32>
  store <4 x i32> %283, ptr %280, align 4
  %284 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  call void @p32(ptr noundef @.str.72, ptr noundef %284, i32 noundef 4)
  %285 = load <2 x i64>, ptr %143, align 16
  %286 = load <4 x i32>, ptr %134, align 16
  %287 = load <4 x i32>, ptr getelementptr inbounds (i32, ptr @w32, i64 7), align 4
  store <4 x i32> %287, ptr %154, align 16
  %288 = load <4 x i32>, ptr %154, align 16
  store <4 x i32> %288, ptr %155, align 16
  %289 = load <4 x i32>, ptr %155, align 16
  store <2 x i64> %285, ptr %74, align 16
  store <4 x i32> %286, ptr %75, align 16
  store <4 x i32> %289, ptr %76, align 16
  %290 = load <2 x i64>, ptr %74, align 16
  %291 = load <4 x i32>, ptr %75, align 16
  store <4 x i32> %291, ptr %1, align 16
  %292 = load <4 x i32>, ptr %1, align 16
  %293 = load <4 x i32>, ptr %1, align 16
  %294 = shufflevector <4 x i32> %292, <4 x i32> %293, <2 x i32> <i32 2, i32 3>
  store <2 x i32> %294, ptr %2, align 8
  %295 = load <2 x i32>, ptr %2, align 8
  %296 = load <4 x i32>, ptr %76, align 16
  store <4 x i32> %296, ptr %3, align 16
  %297 = load <4 x i32>, ptr %3, align 16
  %298 = load <4 x i32>, ptr %3, align 16
  %299 = shufflevector <4 x i32> %297, <4 x i32> %298, <2 x i32> <i32 2, i32 3>
  store <2 x i32> %299, ptr %4, align 8
  %300 = load <2 x i32>, ptr %4, align 8
  store <2 x i64> %290, ptr %8, align 16
  store <2 x i32> %295, ptr %9, align 8
  store <2 x i32> %300, ptr %10, align 8
  %301 = load <2 x i64>, ptr %8, align 16
  %302 = load <2 x i32>, ptr %9, align 8
  %303 = load <2 x i32>, ptr %10, align 8
  store <2 x i32> %302, ptr %5, align 8
  store <2 x i32> %303, ptr %6, align 8
  %304 = load <2 x i32>, ptr %5, align 8
  %305 = bitcast <2 x i32> %304 to <8 x i8>
  %306 = load <2 x i32>, ptr %6, align 8
  %307 = bitcast <2 x i32> %306 to <8 x i8>
  %308 = call <2 x i64> @llvm.aarch64.neon.smull.v2i64(<2 x i32> %304, <2 x i32> %306)
  store <2 x i64> %308, ptr %7, align 16
  %309 = load <2 x i64>, ptr %7, align 16
  %310 = add <2 x i64> %301, %309
  store <2 x i64> %310, ptr %11, align 16
  %311 = load <2 x i64>, ptr %11, align 16
  store <2 x i64> %311, ptr %77, align 16
  %312 = load <2 x i64>, ptr %77, align 16
  store <2 x i64> %312, ptr %153, align 16
  %313 = getelementptr inbounds [2 x i64], ptr %148, i64 0, i64 0
  %314 = load <2 x i64>, ptr %153, align 16
  %315 = bitcast <2 x i64> %314 to <16 x i8>
  %316 = bitcast <16 x i8> %315 to <2 x i64>
  store <2 x i64> %316, ptr %313, align 8
  %317 = getelementptr inbounds [2 x i64], ptr %148, i64 0, i64 0
  call void @p64(ptr noundef @.str.73, ptr noundef %317, i32 noundef 2)
  %318 = load <2 x i32>, ptr %137, align 8
  %319 = load <2 x i32>, ptr %140, align 8
  store <2 x i32> %318, ptr %71, align 8
  store <2 x i32> %319, ptr %72, align 8
  %320 = load <2 x i32>, ptr %71, align 8
  %321 = bitcast <2 x i32> %320 to <8 x i8>
  %322 = load <2 x i32>, ptr %72, align 8
  %323 = bitcast <2 x i32> %322 to <8 x i8>
  %324 = call <2 x i64> @llvm.aarch64.neon.smull.v2i64(<2 x i32> %320, <2 x i32> %322)
  store <2 x i64> %324, ptr %73, align 16
  %325 = load <2 x i64>, ptr %73, align 16
  store <2 x i64> %325, ptr %156, align 16
  %326 = getelementptr inbounds [2 x i64], ptr %148, i64 0, i64 0
  %327 = load <2 x i64>, ptr %156, align 16
  %328 = bitcast <2 x i64> %327 to <16 x i8>
  %329 = bitcast <16 x i8> %328 to <2 x i64>
  store <2 x i64> %329, ptr %326, align 8
  %330 = getelementptr inbounds [2 x i64], ptr %148, i64 0, i64 0
  call void @p64(ptr noundef @.str.74, ptr noundef %330, i32 noundef 2)
  %331 = load <4 x i16>, ptr %128, align 8
  %332 = load <4 x i16>, ptr %131, align 8
  store <4 x i16> %331, ptr %65, align 8
  store <4 x i16> %332, ptr %66, align 8
  %333 = load <4 x i16>, ptr %65, align 8
  %334 = bitcast <4 x i16> %333 to <8 x i8>
  %335 = load <4 x i16>, ptr %66, align 8
  %336 = bitcast <4 x i16> %335 to <8 x i8>
  %337 = call <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16> %333, <4 x i16> %335)
  %338 = bitcast <4 x i32> %337 to <16 x i8>
  store <4 x i32> %337, ptr %67, align 16
  %339 = load <4 x i32>, ptr %67, align 16
  store <4 x i32> %339, ptr %157, align 16
  %340 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  %341 = load <4 x i32>, ptr %157, align 16
  %342 = bitcast <4 x i32> %341 to <16 x i8>
  %343 = bitcast <16 x i8> %342 to <4 x i32>
  store <4 x i32> %343, ptr %340, align 4
  %344 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  call void @p32(ptr noundef @.str.75, ptr noundef %344, i32 noundef 4)
  %345 = load <2 x i64>, ptr %143, align 16
  %346 = load <2 x i32>, ptr %137, align 8
  %347 = load <2 x i32>, ptr %140, align 8
  store <2 x i64> %345, ptr %61, align 16
  store <2 x i32> %346, ptr %62, align 8
  store <2 x i32> %347, ptr %63, align 8
  %348 = load <2 x i64>, ptr %61, align 16
  %349 = bitcast <2 x i64> %348 to <16 x i8>
  %350 = load <2 x i32>, ptr %62, align 8
  %351 = bitcast <2 x i32> %350 to <8 x i8>
  %352 = load <2 x i32>, ptr %63, align 8
  %353 = bitcast <2 x i32> %352 to <8 x i8>
  %354 = call <2 x i64> @llvm.aarch64.neon.sqdmull.v2i64(<2 x i32> %350, <2 x i32> %352)
  %355 = call <2 x i64> @llvm.aarch64.neon.sqadd.v2i64(<2 x i64> %348, <2 x i64> %354)
  store <2 x i64> %355, ptr %64, align 16
  %356 = load <2 x i64>, ptr %64, align 16
  store <2 x i64> %356, ptr %158, align 16
  %357 = getelementptr inbounds [2 x i64], ptr %148, i64 0, i64 0
  %358 = load <2 x i64>, ptr %158, align 16
  %359 = bitcast <2 x i64> %358 to <16 x i8>
  %360 = bitcast <16 x i8> %359 to <2 x i64>
  store <2 x i64> %360, ptr %357, align 8
  %361 = getelementptr inbounds [2 x i64], ptr %148, i64 0, i64 0
  call void @p64(ptr noundef @.str.76, ptr noundef %361, i32 noundef 2)
  %362 = load <4 x i32>, ptr %134, align 16
  %363 = load <4 x i16>, ptr %128, align 8
  %364 = load <4 x i16>, ptr %131, align 8
  store <4 x i32> %362, ptr %57, align 16
  store <4 x i16> %363, ptr %58, align 8
  store <4 x i16> %364, ptr %59, align 8
  %365 = load <4 x i32>, ptr %57, align 16
  %366 = bitcast <4 x i32> %365 to <16 x i8>
  %367 = load <4 x i16>, ptr %58, align 8
  %368 = bitcast <4 x i16> %367 to <8 x i8>
  %369 = load <4 x i16>, ptr %59, align 8
  %370 = bitcast <4 x i16> %369 to <8 x i8>
  %371 = call <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16> %367, <4 x i16> %369)
  %372 = call <4 x i32> @llvm.aarch64.neon.sqsub.v4i32(<4 x i32> %365, <4 x i32> %371)
  store <4 x i32> %372, ptr %60, align 16
  %373 = load <4 x i32>, ptr %60, align 16
  store <4 x i32> %373, ptr %159, align 16
  %374 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  %375 = load <4 x i32>, ptr %159, align 16
  %376 = bitcast <4 x i32> %375 to <16 x i8>
  %377 = bitcast <16 x i8> %376 to <4 x i32>
  store <4 x i32> %377, ptr %374, align 4
  %378 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  call void @p32(ptr noundef @.str.77, ptr noundef %378, i32 noundef 4)
  store i16 -32768, ptr %51, align 2
  %379 = load i16, ptr %51, align 2
  %380 = insertelement <4 x i16> poison, i16 %379, i32 0
  %381 = load i16, ptr %51, align 2
  %382 = insertelement <4 x i16> %380, i16 %381, i32 1
  %383 = load i16, ptr %51, align 2
  %384 = insertelement <4 x i16> %382, i16 %383, i32 2
  %385 = load i16, ptr %51, align 2
  %386 = insertelement <4 x i16> %384, i16 %385, i32 3
  store <4 x i16> %386, ptr %53, align 8
  %387 = load <4 x i16>, ptr %53, align 8
  store <4 x i16> %387, ptr %52, align 8
  %388 = load <4 x i16>, ptr %52, align 8
  store i16 -32768, ptr %54, align 2
  %389 = load i16, ptr %54, align 2
  %390 = insertelement <4 x i16> poison, i16 %389, i32 0
  %391 = load i16, ptr %54, align 2
  %392 = insertelement <4 x i16> %390, i16 %391, i32 1
  %393 = load i16, ptr %54, align 2
  %394 = insertelement <4 x i16> %392, i16 %393, i32 2
  %395 = load i16, ptr %54, align 2
  %396 = insertelement <4 x i16> %394, i16 %395, i32 3
  store <4 x i16> %396, ptr %56, align 8
  %397 = load <4 x i16>, ptr %56, align 8
  store <4 x i16> %397, ptr %55, align 8
  %398 = load <4 x i16>, ptr %55, align 8
  store <4 x i16> %388, ptr %68, align 8
  store <4 x i16> %398, ptr %69, align 8
  %399 = load <4 x i16>, ptr %68, align 8
  %400 = bitcast <4 x i16> %399 to <8 x i8>
  %401 = load <4 x i16>, ptr %69, align 8
  %402 = bitcast <4 x i16> %401 to <8 x i8>
  %403 = call <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16> %399, <4 x i16> %401)
  %404 = bitcast <4 x i32> %403 to <16 x i8>
  store <4 x i32> %403, ptr %70, align 16
  %405 = load <4 x i32>, ptr %70, align 16
  store <4 x i32> %405, ptr %160, align 16
  %406 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  %407 = load <4 x i32>, ptr %160, align 16
  %408 = bitcast <4 x i32> %407 to <16 x i8>
  %409 = bitcast <16 x i8> %408 to <4 x i32>
  store <4 x i32> %409, ptr %406, align 4
  %410 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  call void @p32(ptr noundef @.str.78, ptr noundef %410, i32 noundef 4)
  %411 = load <16 x i8>, ptr %122, align 16
  store <16 x i8> %411, ptr %49, align 16
  %412 = load <16 x i8>, ptr %49, align 16
  %413 = call <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(<16 x i8> %412)
  store <8 x i16> %413, ptr %50, align 16
  %414 = load <8 x i16>, ptr %50, align 16
  store <8 x i16> %414, ptr %161, align 16
  %415 = getelementptr inbounds [8 x i16], ptr %146, i64 0, i64 0
  %416 = load <8 x i16>, ptr %161, align 16
  %417 = bitcast <8 x i16> %416 to <16 x i8>
  %418 = bitcast <16 x i8> %417 to <8 x i16>
  store <8 x i16> %418, ptr %415, align 2
  %419 = getelementptr inbounds [8 x i16], ptr %146, i64 0, i64 0
  call void @p16(ptr noundef @.str.79, ptr noundef %419, i32 noundef 8)
  %420 = load <4 x i16>, ptr %128, align 8
  store <4 x i16> %420, ptr %47, align 8
  %421 = load <4 x i16>, ptr %47, align 8
  %422 = bitcast <4 x i16> %421 to <8 x i8>
  %423 = call <2 x i32> @llvm.aarch64.neon.saddlp.v2i32.v4i16(<4 x i16> %421)
  store <2 x i32> %423, ptr %48, align 8
  %424 = load <2 x i32>, ptr %48, align 8
  store <2 x i32> %424, ptr %162, align 8
  %425 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  %426 = load <2 x i32>, ptr %162, align 8
  %427 = bitcast <2 x i32> %426 to <8 x i8>
  %428 = bitcast <8 x i8> %427 to <2 x i32>
  store <2 x i32> %428, ptr %425, align 4
  %429 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  call void @p32(ptr noundef @.str.80, ptr noundef %429, i32 noundef 2)
  %430 = load <4 x i32>, ptr %134, align 16
  store <4 x i32> %430, ptr %45, align 16
  %431 = load <4 x i32>, ptr %45, align 16
  %432 = bitcast <4 x i32> %431 to <16 x i8>
  %433 = call <2 x i64> @llvm.aarch64.neon.saddlp.v2i64.v4i32(<4 x i32> %431)
  store <2 x i64> %433, ptr %46, align 16
  %434 = load <2 x i64>, ptr %46, align 16
  store <2 x i64> %434, ptr %163, align 16
  %435 = getelementptr inbounds [2 x i64], ptr %148, i64 0, i64 0
  %436 = load <2 x i64>, ptr %163, align 16
  %437 = bitcast <2 x i64> %436 to <16 x i8>
  %438 = bitcast <16 x i8> %437 to <2 x i64>
  store <2 x i64> %438, ptr %435, align 8
  %439 = getelementptr inbounds [2 x i64], ptr %148, i64 0, i64 0
  call void @p64(ptr noundef @.str.81, ptr noundef %439, i32 noundef 2)
  %440 = load <2 x i64>, ptr %143, align 16
  store <2 x i64> %440, ptr %106, align 16
  %441 = load <2 x i64>, ptr %106, align 16
  store <2 x i64> %441, ptr %107, align 16
  %442 = load <2 x i64>, ptr %107, align 16
  %443 = load <4 x i32>, ptr %134, align 16
  store <4 x i32> %443, ptr %110, align 16
  %444 = load <4 x i32>, ptr %110, align 16
  store <4 x i32> %444, ptr %111, align 16
  %445 = load <4 x i32>, ptr %111, align 16
  store <2 x i64> %442, ptr %42, align 16
  store <4 x i32> %445, ptr %43, align 16
  %446 = load <2 x i64>, ptr %42, align 16
  %447 = bitcast <2 x i64> %446 to <16 x i8>
  %448 = load <4 x i32>, ptr %43, align 16
  %449 = bitcast <4 x i32> %448 to <16 x i8>
  %450 = call <2 x i64> @llvm.aarch64.neon.uaddlp.v2i64.v4i32(<4 x i32> %448)
  %451 = add <2 x i64> %450, %446
  store <2 x i64> %451, ptr %44, align 16
  %452 = load <2 x i64>, ptr %44, align 16
  store <2 x i64> %452, ptr %164, align 16
  %453 = getelementptr inbounds [2 x i64], ptr %148, i64 0, i64 0
  %454 = load <2 x i64>, ptr %164, align 16
  %455 = bitcast <2 x i64> %454 to <16 x i8>
  %456 = bitcast <16 x i8> %455 to <2 x i64>
  store <2 x i64> %456, ptr %453, align 8
  %457 = getelementptr inbounds [2 x i64], ptr %148, i64 0, i64 0
  call void @p64(ptr noundef @.str.82, ptr noundef %457, i32 noundef 2)
  %458 = load <4 x i16>, ptr %131, align 8
  %459 = load <8 x i8>, ptr %116, align 8
  store <4 x i16> %458, ptr %39, align 8
  store <8 x i8> %459, ptr %40, align 8
  %460 = load <4 x i16>, ptr %39, align 8
  %461 = bitcast <4 x i16> %460 to <8 x i8>
  %462 = load <8 x i8>, ptr %40, align 8
  %463 = call <4 x i16> @llvm.aarch64.neon.saddlp.v4i16.v8i8(<8 x i8> %462)
  %464 = add <4 x i16> %463, %460
  store <4 x i16> %464, ptr %41, align 8
  %465 = load <4 x i16>, ptr %41, align 8
  store <4 x i16> %465, ptr %165, align 8
  %466 = getelementptr inbounds [8 x i16], ptr %146, i64 0, i64 0
  %467 = load <4 x i16>, ptr %165, align 8
  %468 = bitcast <4 x i16> %467 to <8 x i8>
  %469 = bitcast <8 x i8> %468 to <4 x i16>
  store <4 x i16> %469, ptr %466, align 2
  %470 = getelementptr inbounds [8 x i16], ptr %146, i64 0, i64 0
  call void @p16(ptr noundef @.str.83, ptr noundef %470, i32 noundef 4)
  %471 = load <4 x i32>, ptr %134, align 16
  %472 = load <8 x i16>, ptr %125, align 16
  store <4 x i32> %471, ptr %36, align 16
  store <8 x i16> %472, ptr %37, align 16
  %473 = load <4 x i32>, ptr %36, align 16
  %474 = bitcast <4 x i32> %473 to <16 x i8>
  %475 = load <8 x i16>, ptr %37, align 16
  %476 = bitcast <8 x i16> %475 to <16 x i8>
  %477 = call <4 x i32> @llvm.aarch64.neon.saddlp.v4i32.v8i16(<8 x i16> %475)
  %478 = add <4 x i32> %477, %473
  store <4 x i32> %478, ptr %38, align 16
  %479 = load <4 x i32>, ptr %38, align 16
  store <4 x i32> %479, ptr %166, align 16
  %480 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  %481 = load <4 x i32>, ptr %166, align 16
  %482 = bitcast <4 x i32> %481 to <16 x i8>
  %483 = bitcast <16 x i8> %482 to <4 x i32>
  store <4 x i32> %483, ptr %480, align 4
  %484 = getelementptr inbounds [4 x i32], ptr %147, i64 0, i64 0
  call void @p32(ptr noundef @.str.84, ptr noundef %484, i32 noundef 4)
  %485 = load <2 x i64>, ptr %143, align 16
  store <2 x i64> %485, ptr %34, align 16
  %486 = load <2 x i64>, ptr %34, align 16
  %487 = call i64 @llvm.aarch64.neon.uaddv.i64.v2i64(<2 x i64> %486)
  store i64 %487, ptr %35, align 8
  %488 = load i64, ptr %35, align 8
  %489 = call i32 (ptr, ...) @printf(ptr noundef @.str.85, i64 noundef %488)
  %490 = load <8 x i16>, ptr %125, align 16
  store <8 x i16> %490, ptr %114, align 16
  %491 = load <8 x i16>, ptr %114, align 16
  store <8 x i16> %491, ptr %115, align 16
  %492 = load <8 x i16>, ptr %115, align 16
  store <8 x i16> %492, ptr %32, align 16
  %493 = load <8 x i16>, ptr %32, align 16
  %494 = call i32 @llvm.aarch64.neon.uaddlv.i32.v8i16(<8 x i16> %493)
  store i32 %494, ptr %33, align 4
  %495 = load i32, ptr %33, align 4
  %496 = load <4 x i32>, ptr %134, align 16
  store <4 x i32> %496, ptr %30, align 16
  %497 = load <4 x i32>, ptr %30, align 16
  %498 = call i64 @llvm.aarch64.neon.saddlv.i64.v4i32(<4 x i32> %497)
  store i64 %498, ptr %31, align 8
  %499 = load i64, ptr %31, align 8
  %500 = load <2 x i32>, ptr %137, align 8
  store <2 x i32> %500, ptr %26, align 8
  %501 = load <2 x i32>, ptr %26, align 8
  store <2 x i32> %501, ptr %27, align 8
  %502 = load <2 x i32>, ptr %27, align 8
  store <2 x i32> %502, ptr %28, align 8
  %503 = load <2 x i32>, ptr %28, align 8
  %504 = call i64 @llvm.aarch64.neon.uaddlv.i64.v2i32(<2 x i32> %503)
  store i64 %504, ptr %29, align 8
  %505 = load i64, ptr %29, align 8
  %506 = load <4 x i16>, ptr %128, align 8
  store <4 x i16> %506, ptr %24, align 8
  %507 = load <4 x i16>, ptr %24, align 8
  %508 = call i32 @llvm.aarch64.neon.saddlv.i32.v4i16(<4 x i16> %507)
  store i32 %508, ptr %25, align 4
  %509 = load i32, ptr %25, align 4
  %510 = call i32 (ptr, ...) @printf(ptr noundef @.str.86, i32 noundef %495, i64 noundef %499, i64 noundef %505, i32 noundef %509)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @conversions() #0 {
  %1 = alloca float, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i64, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i64, align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i64, align 8
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca float, align 4
  store i32 0, ptr %17, align 4
  br label %20

20:                                               ; preds = %80, %0
  %21 = load i32, ptr %17, align 4
  %22 = icmp slt i32 %21, 6
  br i1 %22, label %23, label %83

23:                                               ; preds = %20
  %24 = load i32, ptr %17, align 4
  %25 = sitofp i32 %24 to double
  %26 = call double @llvm.fmuladd.f64(double %25, double 1.370000e+00, double -4.500000e+00)
  store double %26, ptr %18, align 8
  %27 = load double, ptr %18, align 8
  %28 = fptrunc double %27 to float
  %29 = fmul float %28, 3.000000e+00
  store float %29, ptr %19, align 4
  %30 = load i32, ptr %17, align 4
  %31 = load double, ptr %18, align 8
  store double %31, ptr %15, align 8
  %32 = load double, ptr %15, align 8
  %33 = call i64 @llvm.aarch64.neon.fcvtns.i64.f64(double %32)
  store i64 %33, ptr %16, align 8
  %34 = load i64, ptr %16, align 8
  %35 = load float, ptr %19, align 4
  store float %35, ptr %13, align 4
  %36 = load float, ptr %13, align 4
  %37 = call i32 @llvm.aarch64.neon.fcvtns.i32.f32(float %36)
  store i32 %37, ptr %14, align 4
  %38 = load i32, ptr %14, align 4
  %39 = load double, ptr %18, align 8
  store double %39, ptr %11, align 8
  %40 = load double, ptr %11, align 8
  %41 = call i64 @llvm.aarch64.neon.fcvtas.i64.f64(double %40)
  store i64 %41, ptr %12, align 8
  %42 = load i64, ptr %12, align 8
  %43 = load float, ptr %19, align 4
  store float %43, ptr %9, align 4
  %44 = load float, ptr %9, align 4
  %45 = call i32 @llvm.aarch64.neon.fcvtas.i32.f32(float %44)
  store i32 %45, ptr %10, align 4
  %46 = load i32, ptr %10, align 4
  %47 = load double, ptr %18, align 8
  %48 = fcmp olt double %47, 0.000000e+00
  br i1 %48, label %49, label %52

49:                                               ; preds = %23
  %50 = load double, ptr %18, align 8
  %51 = fneg double %50
  br label %54

52:                                               ; preds = %23
  %53 = load double, ptr %18, align 8
  br label %54

54:                                               ; preds = %52, %49
  %55 = phi double [ %51, %49 ], [ %53, %52 ]
  store double %55, ptr %7, align 8
  %56 = load double, ptr %7, align 8
  %57 = call i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double %56)
  store i64 %57, ptr %8, align 8
  %58 = load i64, ptr %8, align 8
  %59 = load float, ptr %19, align 4
  %60 = fcmp olt float %59, 0.000000e+00
  br i1 %60, label %61, label %64

61:                                               ; preds = %54
  %62 = load float, ptr %19, align 4
  %63 = fneg float %62
  br label %66

64:                                               ; preds = %54
  %65 = load float, ptr %19, align 4
  br label %66

66:                                               ; preds = %64, %61
  %67 = phi float [ %63, %61 ], [ %65, %64 ]
  store float %67, ptr %5, align 4
  %68 = load float, ptr %5, align 4
  %69 = call i32 @llvm.aarch64.neon.fcvtpu.i32.f32(float %68)
  store i32 %69, ptr %6, align 4
  %70 = load i32, ptr %6, align 4
  %71 = load double, ptr %18, align 8
  store double %71, ptr %3, align 8
  %72 = load double, ptr %3, align 8
  %73 = call i64 @llvm.aarch64.neon.fcvtps.i64.f64(double %72)
  store i64 %73, ptr %4, align 8
  %74 = load i64, ptr %4, align 8
  %75 = load float, ptr %19, align 4
  store float %75, ptr %1, align 4
  %76 = load float, ptr %1, align 4
  %77 = call i32 @llvm.aarch64.neon.fcvtms.i32.f32(float %76)
  store i32 %77, ptr %2, align 4
  %78 = load i32, ptr %2, align 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.87, i32 noundef %30, i64 noundef %34, i32 noundef %38, i64 noundef %42, i32 noundef %46, i64 noundef %58, i32 noundef %70, i64 noundef %74, i32 noundef %78)
  br label %80

80:                                               ; preds = %66
  %81 = load i32, ptr %17, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %17, align 4
  br label %20, !llvm.loop !13

83:                                               ; preds = %20
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld1x4.v16i8.p0(ptr) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

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
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %8)
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
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %20)
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %10, !llvm.loop !14

25:                                               ; preds = %10
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.24)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8>, <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld4.v8i8.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8>, <16 x i8>) #4

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl3.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl4.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbl2.v8i8(<16 x i8>, <16 x i8>, <8 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbl3.v8i8(<16 x i8>, <16 x i8>, <16 x i8>, <8 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbl4.v8i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <8 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbx1.v16i8(<16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbx2.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbx3.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbx4.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbx1.v8i8(<8 x i8>, <16 x i8>, <8 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbx2.v8i8(<8 x i8>, <16 x i8>, <16 x i8>, <8 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbx4.v8i8(<8 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <8 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8>, <8 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32>, i32) #4

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
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %8)
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
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.42, i32 noundef %20)
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %10, !llvm.loop !15

25:                                               ; preds = %10
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.24)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.sqrshrn.v4i16(<4 x i32>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.uqshrn.v4i16(<4 x i32>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.uqrshrn.v2i32(<2 x i64>, i32) #4

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
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %8)
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
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.42, i32 noundef %19)
  br label %21

21:                                               ; preds = %14
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %7, align 4
  br label %10, !llvm.loop !16

24:                                               ; preds = %10
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.24)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqshrun.v8i8(<8 x i16>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqrshrun.v8i8(<8 x i16>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.sqshrn.v2i32(<2 x i64>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqshrn.v8i8(<8 x i16>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.sqshrn.i32(i64, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.uqrshrn.v4i16(<4 x i32>, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld2.v16i8.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x2.v16i8.p0(<16 x i8>, <16 x i8>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld3.v8i8.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x3.v8i8.p0(<8 x i8>, <8 x i8>, <8 x i8>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i16>, <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld4.v8i16.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x4.v8i16.p0(<8 x i16>, <8 x i16>, <8 x i16>, <8 x i16>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld2.v4i16.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st2.v4i16.p0(<4 x i16>, <4 x i16>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld3.v4i32.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st3.v4i32.p0(<4 x i32>, <4 x i32>, <4 x i32>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x float>, <4 x float>, <4 x float>, <4 x float> } @llvm.aarch64.neon.ld4.v4f32.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x4.v4f32.p0(<4 x float>, <4 x float>, <4 x float>, <4 x float>, ptr nocapture) #6

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
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %8)
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
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.67, double noundef %20)
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %10, !llvm.loop !17

25:                                               ; preds = %10
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.24)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st4.v4f32.p0(<4 x float>, <4 x float>, <4 x float>, <4 x float>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <2 x i64>, <2 x i64> } @llvm.aarch64.neon.ld2.v2i64.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x2.v2i64.p0(<2 x i64>, <2 x i64>, ptr nocapture) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p64(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %8)
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
  %18 = getelementptr inbounds i64, ptr %15, i64 %17
  %19 = load i64, ptr %18, align 8
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.68, i64 noundef %19)
  br label %21

21:                                               ; preds = %14
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %7, align 4
  br label %10, !llvm.loop !18

24:                                               ; preds = %10
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.24)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <1 x i64>, <1 x i64> } @llvm.aarch64.neon.ld2.v1i64.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st2.v1i64.p0(<1 x i64>, <1 x i64>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <2 x i32>, <2 x i32>, <2 x i32>, <2 x i32> } @llvm.aarch64.neon.ld1x4.v2i32.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st4.v2i32.p0(<2 x i32>, <2 x i32>, <2 x i32>, <2 x i32>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld1x3.v8i16.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x3.v8i16.p0(<8 x i16>, <8 x i16>, <8 x i16>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld1x2.v8i8.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st2.v8i8.p0(<8 x i8>, <8 x i8>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld4.v16i8.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st4.v16i8.p0(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld3r.v16i8.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x3.v16i8.p0(<16 x i8>, <16 x i8>, <16 x i8>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld2r.v4i32.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x2.v4i32.p0(<4 x i32>, <4 x i32>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld4r.v4i16.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x4.v4i16.p0(<4 x i16>, <4 x i16>, <4 x i16>, <4 x i16>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <1 x i64>, <1 x i64> } @llvm.aarch64.neon.ld2r.v1i64.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x2.v1i64.p0(<1 x i64>, <1 x i64>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld2lane.v16i8.p0(<16 x i8>, <16 x i8>, i64, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld3.v4i16.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld3lane.v4i16.p0(<4 x i16>, <4 x i16>, <4 x i16>, i64, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x3.v4i16.p0(<4 x i16>, <4 x i16>, <4 x i16>, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x float>, <4 x float>, <4 x float>, <4 x float> } @llvm.aarch64.neon.ld4lane.v4f32.p0(<4 x float>, <4 x float>, <4 x float>, <4 x float>, i64, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <2 x i64>, <2 x i64> } @llvm.aarch64.neon.ld2lane.v2i64.p0(<2 x i64>, <2 x i64>, i64, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st2lane.v16i8.p0(<16 x i8>, <16 x i8>, i64, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st3lane.v4i16.p0(<4 x i16>, <4 x i16>, <4 x i16>, i64, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld4.v4i32.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st4lane.v4i32.p0(<4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, i64, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8>, <8 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.umull.v8i16(<8 x i8>, <8 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16>, <4 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.umull.v4i32(<4 x i16>, <4 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.smull.v2i64(<2 x i32>, <2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16>, <4 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.sqdmull.v2i64(<2 x i32>, <2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.sqadd.v2i64(<2 x i64>, <2 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqsub.v4i32(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(<16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.saddlp.v2i32.v4i16(<4 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.saddlp.v2i64.v4i32(<4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.uaddlp.v2i64.v4i32(<4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.saddlp.v4i16.v8i8(<8 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.saddlp.v4i32.v8i16(<8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.uaddv.i64.v2i64(<2 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.uaddlv.i32.v8i16(<8 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.saddlv.i64.v4i32(<4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.uaddlv.i64.v2i32(<2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddlv.i32.v4i16(<4 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.fcvtns.i64.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtns.i32.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.fcvtas.i64.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtas.i32.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtpu.i32.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.fcvtps.i64.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtms.i32.f32(float) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

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
