; ModuleID = 'programs/neon_intrinsics.c'
source_filename = "programs/neon_intrinsics.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@a8 = internal unnamed_addr global [16 x i8] zeroinitializer, align 16
@b8 = internal unnamed_addr global [16 x i8] zeroinitializer, align 16
@u8a = internal unnamed_addr global [16 x i8] zeroinitializer, align 16
@u8b = internal unnamed_addr global [16 x i8] zeroinitializer, align 16
@a16 = internal unnamed_addr global [8 x i16] zeroinitializer, align 16
@b16 = internal unnamed_addr global [8 x i16] zeroinitializer, align 16
@a32 = internal unnamed_addr global [4 x i32] zeroinitializer, align 16
@b32 = internal unnamed_addr global [4 x i32] zeroinitializer, align 16
@u32a = internal unnamed_addr global [4 x i32] zeroinitializer, align 16
@f32a = internal unnamed_addr global [4 x float] zeroinitializer, align 16
@f32b = internal unnamed_addr global [4 x float] zeroinitializer, align 16
@b64 = internal unnamed_addr global [2 x i64] zeroinitializer, align 16
@f64a = internal unnamed_addr global [2 x double] zeroinitializer, align 16
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
@.str.41 = private unnamed_addr constant [5 x i8] c"sshl\00", align 1
@.str.42 = private unnamed_addr constant [6 x i8] c"srshl\00", align 1
@.str.43 = private unnamed_addr constant [6 x i8] c"sqshl\00", align 1
@.str.44 = private unnamed_addr constant [18 x i8] c"shl64: %lld %llu\0A\00", align 1
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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  store <16 x i8> <i8 -100, i8 -63, i8 -26, i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57>, ptr @a8, align 16, !tbaa !6
  store <16 x i8> <i8 -90, i8 -37, i8 16, i8 69, i8 122, i8 -81, i8 -28, i8 25, i8 78, i8 -125, i8 -72, i8 -19, i8 34, i8 87, i8 -116, i8 -63>, ptr @b8, align 16, !tbaa !6
  store <16 x i8> <i8 7, i8 36, i8 65, i8 94, i8 123, i8 -104, i8 -75, i8 -46, i8 -17, i8 12, i8 41, i8 70, i8 99, i8 -128, i8 -99, i8 -70>, ptr @u8a, align 16, !tbaa !6
  store <16 x i8> <i8 3, i8 74, i8 -111, i8 -40, i8 31, i8 102, i8 -83, i8 -12, i8 59, i8 -126, i8 -55, i8 16, i8 87, i8 -98, i8 -27, i8 44>, ptr @u8b, align 16, !tbaa !6
  store <8 x i16> <i16 -30000, i16 -21000, i16 -12000, i16 -3000, i16 6000, i16 15000, i16 24000, i16 -32536>, ptr @a16, align 16, !tbaa !9
  store <8 x i16> <i16 -20000, i16 -12999, i16 -5998, i16 1003, i16 8004, i16 15005, i16 22006, i16 29007>, ptr @b16, align 16, !tbaa !9
  store <4 x i32> <i32 -2000000000, i32 -999999993, i32 14, i32 1000000021>, ptr @a32, align 16, !tbaa !11
  store <4 x i32> <i32 -1000000000, i32 -99999999, i32 800000002, i32 1700000003>, ptr @b32, align 16, !tbaa !11
  store <4 x i32> <i32 -294967296, i32 -296201863, i32 -297436430, i32 -298670997>, ptr @u32a, align 16, !tbaa !11
  store <4 x float> <float -2.500000e+00, float -7.500000e-01, float 1.000000e+00, float 2.750000e+00>, ptr @f32a, align 16, !tbaa !13
  store <4 x float> <float 3.250000e+00, float 2.250000e+00, float 1.250000e+00, float 2.500000e-01>, ptr @f32b, align 16, !tbaa !13
  store <2 x i64> <i64 10, i64 -10>, ptr @b64, align 16, !tbaa !15
  store <2 x double> <double -7.500000e+00, double 2.500000e+00>, ptr @f64a, align 16, !tbaa !17
  %1 = load <16 x i8>, ptr @a8, align 16
  %2 = load <16 x i8>, ptr @b8, align 16
  %3 = tail call <16 x i8> @llvm.aarch64.neon.sqadd.v16i8(<16 x i8> %1, <16 x i8> %2)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str)
  %5 = extractelement <16 x i8> %3, i64 0
  %6 = sext i8 %5 to i32
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %6)
  %8 = extractelement <16 x i8> %3, i64 1
  %9 = sext i8 %8 to i32
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %9)
  %11 = extractelement <16 x i8> %3, i64 2
  %12 = sext i8 %11 to i32
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %12)
  %14 = extractelement <16 x i8> %3, i64 3
  %15 = sext i8 %14 to i32
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %15)
  %17 = extractelement <16 x i8> %3, i64 4
  %18 = sext i8 %17 to i32
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %18)
  %20 = extractelement <16 x i8> %3, i64 5
  %21 = sext i8 %20 to i32
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %21)
  %23 = extractelement <16 x i8> %3, i64 6
  %24 = sext i8 %23 to i32
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %24)
  %26 = extractelement <16 x i8> %3, i64 7
  %27 = sext i8 %26 to i32
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %27)
  %29 = extractelement <16 x i8> %3, i64 8
  %30 = sext i8 %29 to i32
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %30)
  %32 = extractelement <16 x i8> %3, i64 9
  %33 = sext i8 %32 to i32
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %33)
  %35 = extractelement <16 x i8> %3, i64 10
  %36 = sext i8 %35 to i32
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %36)
  %38 = extractelement <16 x i8> %3, i64 11
  %39 = sext i8 %38 to i32
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %39)
  %41 = extractelement <16 x i8> %3, i64 12
  %42 = sext i8 %41 to i32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %42)
  %44 = extractelement <16 x i8> %3, i64 13
  %45 = sext i8 %44 to i32
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %45)
  %47 = extractelement <16 x i8> %3, i64 14
  %48 = sext i8 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %48)
  %50 = extractelement <16 x i8> %3, i64 15
  %51 = sext i8 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %51)
  %53 = tail call i32 @putchar(i32 10)
  %54 = load <16 x i8>, ptr @a8, align 16
  %55 = load <16 x i8>, ptr @b8, align 16
  %56 = tail call <16 x i8> @llvm.aarch64.neon.sqsub.v16i8(<16 x i8> %54, <16 x i8> %55)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1)
  %58 = extractelement <16 x i8> %56, i64 0
  %59 = sext i8 %58 to i32
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %59)
  %61 = extractelement <16 x i8> %56, i64 1
  %62 = sext i8 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %62)
  %64 = extractelement <16 x i8> %56, i64 2
  %65 = sext i8 %64 to i32
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %65)
  %67 = extractelement <16 x i8> %56, i64 3
  %68 = sext i8 %67 to i32
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %68)
  %70 = extractelement <16 x i8> %56, i64 4
  %71 = sext i8 %70 to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %71)
  %73 = extractelement <16 x i8> %56, i64 5
  %74 = sext i8 %73 to i32
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %74)
  %76 = extractelement <16 x i8> %56, i64 6
  %77 = sext i8 %76 to i32
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %77)
  %79 = extractelement <16 x i8> %56, i64 7
  %80 = sext i8 %79 to i32
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %80)
  %82 = extractelement <16 x i8> %56, i64 8
  %83 = sext i8 %82 to i32
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %83)
  %85 = extractelement <16 x i8> %56, i64 9
  %86 = sext i8 %85 to i32
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %86)
  %88 = extractelement <16 x i8> %56, i64 10
  %89 = sext i8 %88 to i32
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %89)
  %91 = extractelement <16 x i8> %56, i64 11
  %92 = sext i8 %91 to i32
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %92)
  %94 = extractelement <16 x i8> %56, i64 12
  %95 = sext i8 %94 to i32
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %95)
  %97 = extractelement <16 x i8> %56, i64 13
  %98 = sext i8 %97 to i32
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %98)
  %100 = extractelement <16 x i8> %56, i64 14
  %101 = sext i8 %100 to i32
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %101)
  %103 = extractelement <16 x i8> %56, i64 15
  %104 = sext i8 %103 to i32
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %104)
  %106 = tail call i32 @putchar(i32 10)
  %107 = load <8 x i8>, ptr @a8, align 16
  %108 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @b8, i64 8), align 8
  %109 = tail call <8 x i8> @llvm.aarch64.neon.sqadd.v8i8(<8 x i8> %107, <8 x i8> %108)
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2)
  %111 = extractelement <8 x i8> %109, i64 0
  %112 = sext i8 %111 to i32
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %112)
  %114 = extractelement <8 x i8> %109, i64 1
  %115 = sext i8 %114 to i32
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %115)
  %117 = extractelement <8 x i8> %109, i64 2
  %118 = sext i8 %117 to i32
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %118)
  %120 = extractelement <8 x i8> %109, i64 3
  %121 = sext i8 %120 to i32
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %121)
  %123 = extractelement <8 x i8> %109, i64 4
  %124 = sext i8 %123 to i32
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %124)
  %126 = extractelement <8 x i8> %109, i64 5
  %127 = sext i8 %126 to i32
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %127)
  %129 = extractelement <8 x i8> %109, i64 6
  %130 = sext i8 %129 to i32
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %130)
  %132 = extractelement <8 x i8> %109, i64 7
  %133 = sext i8 %132 to i32
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %133)
  %135 = tail call i32 @putchar(i32 10)
  %136 = load <16 x i8>, ptr @u8a, align 16
  %137 = load <16 x i8>, ptr @u8b, align 16
  %138 = tail call <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8> %136, <16 x i8> %137)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3)
  %140 = extractelement <16 x i8> %138, i64 0
  %141 = zext i8 %140 to i32
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %141)
  %143 = extractelement <16 x i8> %138, i64 1
  %144 = zext i8 %143 to i32
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %144)
  %146 = extractelement <16 x i8> %138, i64 2
  %147 = zext i8 %146 to i32
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %147)
  %149 = extractelement <16 x i8> %138, i64 3
  %150 = zext i8 %149 to i32
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %150)
  %152 = extractelement <16 x i8> %138, i64 4
  %153 = zext i8 %152 to i32
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %153)
  %155 = extractelement <16 x i8> %138, i64 5
  %156 = zext i8 %155 to i32
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %156)
  %158 = extractelement <16 x i8> %138, i64 6
  %159 = zext i8 %158 to i32
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %159)
  %161 = extractelement <16 x i8> %138, i64 7
  %162 = zext i8 %161 to i32
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %162)
  %164 = extractelement <16 x i8> %138, i64 8
  %165 = zext i8 %164 to i32
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %165)
  %167 = extractelement <16 x i8> %138, i64 9
  %168 = zext i8 %167 to i32
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %168)
  %170 = extractelement <16 x i8> %138, i64 10
  %171 = zext i8 %170 to i32
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %171)
  %173 = extractelement <16 x i8> %138, i64 11
  %174 = zext i8 %173 to i32
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %174)
  %176 = extractelement <16 x i8> %138, i64 12
  %177 = zext i8 %176 to i32
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %177)
  %179 = extractelement <16 x i8> %138, i64 13
  %180 = zext i8 %179 to i32
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %180)
  %182 = extractelement <16 x i8> %138, i64 14
  %183 = zext i8 %182 to i32
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %183)
  %185 = extractelement <16 x i8> %138, i64 15
  %186 = zext i8 %185 to i32
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %186)
  %188 = tail call i32 @putchar(i32 10)
  %189 = load <16 x i8>, ptr @u8a, align 16
  %190 = load <16 x i8>, ptr @u8b, align 16
  %191 = tail call <16 x i8> @llvm.aarch64.neon.uqsub.v16i8(<16 x i8> %189, <16 x i8> %190)
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4)
  %193 = extractelement <16 x i8> %191, i64 0
  %194 = zext i8 %193 to i32
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %194)
  %196 = extractelement <16 x i8> %191, i64 1
  %197 = zext i8 %196 to i32
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %197)
  %199 = extractelement <16 x i8> %191, i64 2
  %200 = zext i8 %199 to i32
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %200)
  %202 = extractelement <16 x i8> %191, i64 3
  %203 = zext i8 %202 to i32
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %203)
  %205 = extractelement <16 x i8> %191, i64 4
  %206 = zext i8 %205 to i32
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %206)
  %208 = extractelement <16 x i8> %191, i64 5
  %209 = zext i8 %208 to i32
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %209)
  %211 = extractelement <16 x i8> %191, i64 6
  %212 = zext i8 %211 to i32
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %212)
  %214 = extractelement <16 x i8> %191, i64 7
  %215 = zext i8 %214 to i32
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %215)
  %217 = extractelement <16 x i8> %191, i64 8
  %218 = zext i8 %217 to i32
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %218)
  %220 = extractelement <16 x i8> %191, i64 9
  %221 = zext i8 %220 to i32
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %221)
  %223 = extractelement <16 x i8> %191, i64 10
  %224 = zext i8 %223 to i32
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %224)
  %226 = extractelement <16 x i8> %191, i64 11
  %227 = zext i8 %226 to i32
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %227)
  %229 = extractelement <16 x i8> %191, i64 12
  %230 = zext i8 %229 to i32
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %230)
  %232 = extractelement <16 x i8> %191, i64 13
  %233 = zext i8 %232 to i32
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %233)
  %235 = extractelement <16 x i8> %191, i64 14
  %236 = zext i8 %235 to i32
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %236)
  %238 = extractelement <16 x i8> %191, i64 15
  %239 = zext i8 %238 to i32
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %239)
  %241 = tail call i32 @putchar(i32 10)
  %242 = load <8 x i16>, ptr @a16, align 16
  %243 = load <8 x i16>, ptr @b16, align 16
  %244 = tail call <8 x i16> @llvm.aarch64.neon.sqadd.v8i16(<8 x i16> %242, <8 x i16> %243)
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5)
  %246 = extractelement <8 x i16> %244, i64 0
  %247 = sext i16 %246 to i32
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %247)
  %249 = extractelement <8 x i16> %244, i64 1
  %250 = sext i16 %249 to i32
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %250)
  %252 = extractelement <8 x i16> %244, i64 2
  %253 = sext i16 %252 to i32
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %253)
  %255 = extractelement <8 x i16> %244, i64 3
  %256 = sext i16 %255 to i32
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %256)
  %258 = extractelement <8 x i16> %244, i64 4
  %259 = sext i16 %258 to i32
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %259)
  %261 = extractelement <8 x i16> %244, i64 5
  %262 = sext i16 %261 to i32
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %262)
  %264 = extractelement <8 x i16> %244, i64 6
  %265 = sext i16 %264 to i32
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %265)
  %267 = extractelement <8 x i16> %244, i64 7
  %268 = sext i16 %267 to i32
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %268)
  %270 = tail call i32 @putchar(i32 10)
  %271 = load <8 x i16>, ptr @a16, align 16
  %272 = load <8 x i16>, ptr @b16, align 16
  %273 = tail call <8 x i16> @llvm.aarch64.neon.sqdmulh.v8i16(<8 x i16> %271, <8 x i16> %272)
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6)
  %275 = extractelement <8 x i16> %273, i64 0
  %276 = sext i16 %275 to i32
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %276)
  %278 = extractelement <8 x i16> %273, i64 1
  %279 = sext i16 %278 to i32
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %279)
  %281 = extractelement <8 x i16> %273, i64 2
  %282 = sext i16 %281 to i32
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %282)
  %284 = extractelement <8 x i16> %273, i64 3
  %285 = sext i16 %284 to i32
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %285)
  %287 = extractelement <8 x i16> %273, i64 4
  %288 = sext i16 %287 to i32
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %288)
  %290 = extractelement <8 x i16> %273, i64 5
  %291 = sext i16 %290 to i32
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %291)
  %293 = extractelement <8 x i16> %273, i64 6
  %294 = sext i16 %293 to i32
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %294)
  %296 = extractelement <8 x i16> %273, i64 7
  %297 = sext i16 %296 to i32
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %297)
  %299 = tail call i32 @putchar(i32 10)
  %300 = load <8 x i16>, ptr @a16, align 16
  %301 = load <8 x i16>, ptr @b16, align 16
  %302 = tail call <8 x i16> @llvm.aarch64.neon.sqrdmulh.v8i16(<8 x i16> %300, <8 x i16> %301)
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7)
  %304 = extractelement <8 x i16> %302, i64 0
  %305 = sext i16 %304 to i32
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %305)
  %307 = extractelement <8 x i16> %302, i64 1
  %308 = sext i16 %307 to i32
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %308)
  %310 = extractelement <8 x i16> %302, i64 2
  %311 = sext i16 %310 to i32
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %311)
  %313 = extractelement <8 x i16> %302, i64 3
  %314 = sext i16 %313 to i32
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %314)
  %316 = extractelement <8 x i16> %302, i64 4
  %317 = sext i16 %316 to i32
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %317)
  %319 = extractelement <8 x i16> %302, i64 5
  %320 = sext i16 %319 to i32
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %320)
  %322 = extractelement <8 x i16> %302, i64 6
  %323 = sext i16 %322 to i32
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %323)
  %325 = extractelement <8 x i16> %302, i64 7
  %326 = sext i16 %325 to i32
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %326)
  %328 = tail call i32 @putchar(i32 10)
  %329 = load <4 x i32>, ptr @a32, align 16
  %330 = load <4 x i32>, ptr @b32, align 16
  %331 = tail call <4 x i32> @llvm.aarch64.neon.sqsub.v4i32(<4 x i32> %329, <4 x i32> %330)
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8)
  %333 = extractelement <4 x i32> %331, i64 0
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %333)
  %335 = extractelement <4 x i32> %331, i64 1
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %335)
  %337 = extractelement <4 x i32> %331, i64 2
  %338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %337)
  %339 = extractelement <4 x i32> %331, i64 3
  %340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %339)
  %341 = tail call i32 @putchar(i32 10)
  %342 = load <16 x i8>, ptr @a8, align 16
  %343 = tail call <16 x i8> @llvm.aarch64.neon.sqabs.v16i8(<16 x i8> %342)
  %344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9)
  %345 = extractelement <16 x i8> %343, i64 0
  %346 = sext i8 %345 to i32
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %346)
  %348 = extractelement <16 x i8> %343, i64 1
  %349 = sext i8 %348 to i32
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %349)
  %351 = extractelement <16 x i8> %343, i64 2
  %352 = sext i8 %351 to i32
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %352)
  %354 = extractelement <16 x i8> %343, i64 3
  %355 = sext i8 %354 to i32
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %355)
  %357 = extractelement <16 x i8> %343, i64 4
  %358 = sext i8 %357 to i32
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %358)
  %360 = extractelement <16 x i8> %343, i64 5
  %361 = sext i8 %360 to i32
  %362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %361)
  %363 = extractelement <16 x i8> %343, i64 6
  %364 = sext i8 %363 to i32
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %364)
  %366 = extractelement <16 x i8> %343, i64 7
  %367 = sext i8 %366 to i32
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %367)
  %369 = extractelement <16 x i8> %343, i64 8
  %370 = sext i8 %369 to i32
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %370)
  %372 = extractelement <16 x i8> %343, i64 9
  %373 = sext i8 %372 to i32
  %374 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %373)
  %375 = extractelement <16 x i8> %343, i64 10
  %376 = sext i8 %375 to i32
  %377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %376)
  %378 = extractelement <16 x i8> %343, i64 11
  %379 = sext i8 %378 to i32
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %379)
  %381 = extractelement <16 x i8> %343, i64 12
  %382 = sext i8 %381 to i32
  %383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %382)
  %384 = extractelement <16 x i8> %343, i64 13
  %385 = sext i8 %384 to i32
  %386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %385)
  %387 = extractelement <16 x i8> %343, i64 14
  %388 = sext i8 %387 to i32
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %388)
  %390 = extractelement <16 x i8> %343, i64 15
  %391 = sext i8 %390 to i32
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %391)
  %393 = tail call i32 @putchar(i32 10)
  %394 = load <16 x i8>, ptr @a8, align 16
  %395 = tail call <16 x i8> @llvm.aarch64.neon.sqneg.v16i8(<16 x i8> %394)
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10)
  %397 = extractelement <16 x i8> %395, i64 0
  %398 = sext i8 %397 to i32
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %398)
  %400 = extractelement <16 x i8> %395, i64 1
  %401 = sext i8 %400 to i32
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %401)
  %403 = extractelement <16 x i8> %395, i64 2
  %404 = sext i8 %403 to i32
  %405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %404)
  %406 = extractelement <16 x i8> %395, i64 3
  %407 = sext i8 %406 to i32
  %408 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %407)
  %409 = extractelement <16 x i8> %395, i64 4
  %410 = sext i8 %409 to i32
  %411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %410)
  %412 = extractelement <16 x i8> %395, i64 5
  %413 = sext i8 %412 to i32
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %413)
  %415 = extractelement <16 x i8> %395, i64 6
  %416 = sext i8 %415 to i32
  %417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %416)
  %418 = extractelement <16 x i8> %395, i64 7
  %419 = sext i8 %418 to i32
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %419)
  %421 = extractelement <16 x i8> %395, i64 8
  %422 = sext i8 %421 to i32
  %423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %422)
  %424 = extractelement <16 x i8> %395, i64 9
  %425 = sext i8 %424 to i32
  %426 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %425)
  %427 = extractelement <16 x i8> %395, i64 10
  %428 = sext i8 %427 to i32
  %429 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %428)
  %430 = extractelement <16 x i8> %395, i64 11
  %431 = sext i8 %430 to i32
  %432 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %431)
  %433 = extractelement <16 x i8> %395, i64 12
  %434 = sext i8 %433 to i32
  %435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %434)
  %436 = extractelement <16 x i8> %395, i64 13
  %437 = sext i8 %436 to i32
  %438 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %437)
  %439 = extractelement <16 x i8> %395, i64 14
  %440 = sext i8 %439 to i32
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %440)
  %442 = extractelement <16 x i8> %395, i64 15
  %443 = sext i8 %442 to i32
  %444 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %443)
  %445 = tail call i32 @putchar(i32 10)
  %446 = load <4 x i32>, ptr @a32, align 16
  %447 = tail call <4 x i32> @llvm.aarch64.neon.abs.v4i32(<4 x i32> %446)
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11)
  %449 = extractelement <4 x i32> %447, i64 0
  %450 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %449)
  %451 = extractelement <4 x i32> %447, i64 1
  %452 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %451)
  %453 = extractelement <4 x i32> %447, i64 2
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %453)
  %455 = extractelement <4 x i32> %447, i64 3
  %456 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %455)
  %457 = tail call i32 @putchar(i32 10)
  %458 = load <8 x i16>, ptr @a16, align 16
  %459 = tail call <8 x i8> @llvm.aarch64.neon.sqxtn.v8i8(<8 x i16> %458)
  %460 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12)
  %461 = extractelement <8 x i8> %459, i64 0
  %462 = sext i8 %461 to i32
  %463 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %462)
  %464 = extractelement <8 x i8> %459, i64 1
  %465 = sext i8 %464 to i32
  %466 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %465)
  %467 = extractelement <8 x i8> %459, i64 2
  %468 = sext i8 %467 to i32
  %469 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %468)
  %470 = extractelement <8 x i8> %459, i64 3
  %471 = sext i8 %470 to i32
  %472 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %471)
  %473 = extractelement <8 x i8> %459, i64 4
  %474 = sext i8 %473 to i32
  %475 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %474)
  %476 = extractelement <8 x i8> %459, i64 5
  %477 = sext i8 %476 to i32
  %478 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %477)
  %479 = extractelement <8 x i8> %459, i64 6
  %480 = sext i8 %479 to i32
  %481 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %480)
  %482 = extractelement <8 x i8> %459, i64 7
  %483 = sext i8 %482 to i32
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %483)
  %485 = tail call i32 @putchar(i32 10)
  %486 = load <8 x i16>, ptr @b16, align 16
  %487 = tail call <8 x i8> @llvm.aarch64.neon.sqxtun.v8i8(<8 x i16> %486)
  %488 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13)
  %489 = extractelement <8 x i8> %487, i64 0
  %490 = zext i8 %489 to i32
  %491 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %490)
  %492 = extractelement <8 x i8> %487, i64 1
  %493 = zext i8 %492 to i32
  %494 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %493)
  %495 = extractelement <8 x i8> %487, i64 2
  %496 = zext i8 %495 to i32
  %497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %496)
  %498 = extractelement <8 x i8> %487, i64 3
  %499 = zext i8 %498 to i32
  %500 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %499)
  %501 = extractelement <8 x i8> %487, i64 4
  %502 = zext i8 %501 to i32
  %503 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %502)
  %504 = extractelement <8 x i8> %487, i64 5
  %505 = zext i8 %504 to i32
  %506 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %505)
  %507 = extractelement <8 x i8> %487, i64 6
  %508 = zext i8 %507 to i32
  %509 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %508)
  %510 = extractelement <8 x i8> %487, i64 7
  %511 = zext i8 %510 to i32
  %512 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %511)
  %513 = tail call i32 @putchar(i32 10)
  %514 = load <4 x i32>, ptr @u32a, align 16
  %515 = tail call <4 x i16> @llvm.aarch64.neon.uqxtn.v4i16(<4 x i32> %514)
  %516 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.14)
  %517 = extractelement <4 x i16> %515, i64 0
  %518 = sext i16 %517 to i32
  %519 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %518)
  %520 = extractelement <4 x i16> %515, i64 1
  %521 = sext i16 %520 to i32
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %521)
  %523 = extractelement <4 x i16> %515, i64 2
  %524 = sext i16 %523 to i32
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %524)
  %526 = extractelement <4 x i16> %515, i64 3
  %527 = sext i16 %526 to i32
  %528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %527)
  %529 = tail call i32 @putchar(i32 10)
  %530 = load i32, ptr @a32, align 16, !tbaa !11
  %531 = load i32, ptr @b32, align 16, !tbaa !11
  %532 = tail call i32 @llvm.aarch64.neon.sqadd.i32(i32 %530, i32 %531)
  %533 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 12), align 4, !tbaa !11
  %534 = tail call i32 @llvm.aarch64.neon.sqsub.i32(i32 %533, i32 %531)
  %535 = load i64, ptr @b64, align 16, !tbaa !15
  %536 = tail call i64 @llvm.aarch64.neon.sqadd.i64(i64 9223372036854775802, i64 %535)
  %537 = tail call i64 @llvm.aarch64.neon.sqsub.i64(i64 -9223372036854775801, i64 %535)
  %538 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %532, i32 noundef %534, i64 noundef %536, i64 noundef %537)
  %539 = load <16 x i8>, ptr @u8a, align 16
  %540 = tail call i32 @llvm.aarch64.neon.uaddv.i32.v16i8(<16 x i8> %539)
  %541 = and i32 %540, 255
  %542 = load <16 x i8>, ptr @a8, align 16
  %543 = tail call i32 @llvm.aarch64.neon.saddv.i32.v16i8(<16 x i8> %542)
  %544 = shl i32 %543, 24
  %545 = ashr exact i32 %544, 24
  %546 = load <8 x i8>, ptr @u8b, align 16
  %547 = tail call i32 @llvm.aarch64.neon.uaddv.i32.v8i8(<8 x i8> %546)
  %548 = and i32 %547, 255
  %549 = load <8 x i16>, ptr @a16, align 16
  %550 = tail call i32 @llvm.aarch64.neon.saddv.i32.v8i16(<8 x i16> %549)
  %551 = shl i32 %550, 16
  %552 = ashr exact i32 %551, 16
  %553 = load <4 x i32>, ptr @b32, align 16
  %554 = tail call i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32> %553)
  %555 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %541, i32 noundef %545, i32 noundef %548, i32 noundef %552, i32 noundef %554)
  %556 = load <2 x i32>, ptr @a32, align 16
  %557 = tail call i32 @llvm.aarch64.neon.saddv.i32.v2i32(<2 x i32> %556)
  %558 = load <2 x i64>, ptr @b64, align 16
  %559 = tail call i64 @llvm.aarch64.neon.saddv.i64.v2i64(<2 x i64> %558)
  %560 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %557, i64 noundef %559)
  %561 = load <16 x i8>, ptr @u8a, align 16
  %562 = tail call i32 @llvm.aarch64.neon.umaxv.i32.v16i8(<16 x i8> %561)
  %563 = and i32 %562, 255
  %564 = load <16 x i8>, ptr @a8, align 16
  %565 = tail call i32 @llvm.aarch64.neon.smaxv.i32.v16i8(<16 x i8> %564)
  %566 = shl i32 %565, 24
  %567 = ashr exact i32 %566, 24
  %568 = load <16 x i8>, ptr @u8b, align 16
  %569 = tail call i32 @llvm.aarch64.neon.uminv.i32.v16i8(<16 x i8> %568)
  %570 = and i32 %569, 255
  %571 = load <16 x i8>, ptr @b8, align 16
  %572 = tail call i32 @llvm.aarch64.neon.sminv.i32.v16i8(<16 x i8> %571)
  %573 = shl i32 %572, 24
  %574 = ashr exact i32 %573, 24
  %575 = load <8 x i16>, ptr @a16, align 16
  %576 = tail call i32 @llvm.aarch64.neon.smaxv.i32.v8i16(<8 x i16> %575)
  %577 = shl i32 %576, 16
  %578 = ashr exact i32 %577, 16
  %579 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @b32, i64 8), align 8
  %580 = tail call i32 @llvm.aarch64.neon.sminv.i32.v2i32(<2 x i32> %579)
  %581 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %563, i32 noundef %567, i32 noundef %570, i32 noundef %574, i32 noundef %578, i32 noundef %580)
  %582 = load <4 x i32>, ptr @u32a, align 16
  %583 = tail call i32 @llvm.aarch64.neon.umaxv.i32.v4i32(<4 x i32> %582)
  %584 = load <4 x i32>, ptr @a32, align 16
  %585 = tail call i32 @llvm.aarch64.neon.sminv.i32.v4i32(<4 x i32> %584)
  %586 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %583, i32 noundef %585)
  %587 = load <16 x i8>, ptr @u8a, align 16
  %588 = tail call i32 @llvm.aarch64.neon.uaddlv.i32.v16i8(<16 x i8> %587)
  %589 = and i32 %588, 65535
  %590 = load <16 x i8>, ptr @a8, align 16
  %591 = tail call i32 @llvm.aarch64.neon.saddlv.i32.v16i8(<16 x i8> %590)
  %592 = shl i32 %591, 16
  %593 = ashr exact i32 %592, 16
  %594 = load <8 x i16>, ptr @a16, align 16
  %595 = tail call i32 @llvm.aarch64.neon.uaddlv.i32.v8i16(<8 x i16> %594)
  %596 = load <4 x i32>, ptr @a32, align 16
  %597 = tail call i64 @llvm.aarch64.neon.saddlv.i64.v4i32(<4 x i32> %596)
  %598 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %589, i32 noundef %593, i32 noundef %595, i64 noundef %597)
  %599 = load <4 x float>, ptr @f32a, align 16
  %600 = tail call float @llvm.aarch64.neon.fmaxv.f32.v4f32(<4 x float> %599)
  %601 = fpext float %600 to double
  %602 = tail call float @llvm.aarch64.neon.fminv.f32.v4f32(<4 x float> %599)
  %603 = fpext float %602 to double
  %604 = load <4 x float>, ptr @f32b, align 16
  %605 = tail call float @llvm.aarch64.neon.fmaxnmv.f32.v4f32(<4 x float> %604)
  %606 = fpext float %605 to double
  %607 = bitcast <4 x float> %604 to <2 x i64>
  %608 = extractelement <2 x i64> %607, i64 0
  %609 = bitcast i64 %608 to <2 x float>
  %610 = tail call float @llvm.aarch64.neon.fminnmv.f32.v2f32(<2 x float> %609)
  %611 = fpext float %610 to double
  %612 = load <2 x double>, ptr @f64a, align 16
  %613 = tail call double @llvm.aarch64.neon.fmaxv.f64.v2f64(<2 x double> %612)
  %614 = tail call float @llvm.aarch64.neon.faddv.f32.v4f32(<4 x float> %604)
  %615 = fpext float %614 to double
  %616 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, double noundef %601, double noundef %603, double noundef %606, double noundef %611, double noundef %613, double noundef %615)
  %617 = load <16 x i8>, ptr @u8a, align 16
  %618 = load <16 x i8>, ptr @u8b, align 16
  %619 = tail call <16 x i8> @llvm.aarch64.neon.addp.v16i8(<16 x i8> %617, <16 x i8> %618)
  %620 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.26)
  %621 = extractelement <16 x i8> %619, i64 0
  %622 = zext i8 %621 to i32
  %623 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %622)
  %624 = extractelement <16 x i8> %619, i64 1
  %625 = zext i8 %624 to i32
  %626 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %625)
  %627 = extractelement <16 x i8> %619, i64 2
  %628 = zext i8 %627 to i32
  %629 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %628)
  %630 = extractelement <16 x i8> %619, i64 3
  %631 = zext i8 %630 to i32
  %632 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %631)
  %633 = extractelement <16 x i8> %619, i64 4
  %634 = zext i8 %633 to i32
  %635 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %634)
  %636 = extractelement <16 x i8> %619, i64 5
  %637 = zext i8 %636 to i32
  %638 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %637)
  %639 = extractelement <16 x i8> %619, i64 6
  %640 = zext i8 %639 to i32
  %641 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %640)
  %642 = extractelement <16 x i8> %619, i64 7
  %643 = zext i8 %642 to i32
  %644 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %643)
  %645 = extractelement <16 x i8> %619, i64 8
  %646 = zext i8 %645 to i32
  %647 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %646)
  %648 = extractelement <16 x i8> %619, i64 9
  %649 = zext i8 %648 to i32
  %650 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %649)
  %651 = extractelement <16 x i8> %619, i64 10
  %652 = zext i8 %651 to i32
  %653 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %652)
  %654 = extractelement <16 x i8> %619, i64 11
  %655 = zext i8 %654 to i32
  %656 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %655)
  %657 = extractelement <16 x i8> %619, i64 12
  %658 = zext i8 %657 to i32
  %659 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %658)
  %660 = extractelement <16 x i8> %619, i64 13
  %661 = zext i8 %660 to i32
  %662 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %661)
  %663 = extractelement <16 x i8> %619, i64 14
  %664 = zext i8 %663 to i32
  %665 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %664)
  %666 = extractelement <16 x i8> %619, i64 15
  %667 = zext i8 %666 to i32
  %668 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %667)
  %669 = tail call i32 @putchar(i32 10)
  %670 = load <8 x i8>, ptr @a8, align 16
  %671 = load <8 x i8>, ptr @b8, align 16
  %672 = tail call <8 x i8> @llvm.aarch64.neon.smaxp.v8i8(<8 x i8> %670, <8 x i8> %671)
  %673 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.27)
  %674 = extractelement <8 x i8> %672, i64 0
  %675 = sext i8 %674 to i32
  %676 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %675)
  %677 = extractelement <8 x i8> %672, i64 1
  %678 = sext i8 %677 to i32
  %679 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %678)
  %680 = extractelement <8 x i8> %672, i64 2
  %681 = sext i8 %680 to i32
  %682 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %681)
  %683 = extractelement <8 x i8> %672, i64 3
  %684 = sext i8 %683 to i32
  %685 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %684)
  %686 = extractelement <8 x i8> %672, i64 4
  %687 = sext i8 %686 to i32
  %688 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %687)
  %689 = extractelement <8 x i8> %672, i64 5
  %690 = sext i8 %689 to i32
  %691 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %690)
  %692 = extractelement <8 x i8> %672, i64 6
  %693 = sext i8 %692 to i32
  %694 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %693)
  %695 = extractelement <8 x i8> %672, i64 7
  %696 = sext i8 %695 to i32
  %697 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %696)
  %698 = tail call i32 @putchar(i32 10)
  %699 = load <4 x i32>, ptr @a32, align 16
  %700 = load <4 x i32>, ptr @b32, align 16
  %701 = tail call <4 x i32> @llvm.aarch64.neon.sminp.v4i32(<4 x i32> %699, <4 x i32> %700)
  %702 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.28)
  %703 = extractelement <4 x i32> %701, i64 0
  %704 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %703)
  %705 = extractelement <4 x i32> %701, i64 1
  %706 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %705)
  %707 = extractelement <4 x i32> %701, i64 2
  %708 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %707)
  %709 = extractelement <4 x i32> %701, i64 3
  %710 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %709)
  %711 = tail call i32 @putchar(i32 10)
  %712 = load <4 x float>, ptr @f32a, align 16
  %713 = load <4 x float>, ptr @f32b, align 16
  %714 = tail call <4 x float> @llvm.aarch64.neon.faddp.v4f32(<4 x float> %712, <4 x float> %713)
  %715 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.29)
  %716 = extractelement <4 x float> %714, i64 0
  %717 = fpext float %716 to double
  %718 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %717)
  %719 = extractelement <4 x float> %714, i64 1
  %720 = fpext float %719 to double
  %721 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %720)
  %722 = extractelement <4 x float> %714, i64 2
  %723 = fpext float %722 to double
  %724 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %723)
  %725 = extractelement <4 x float> %714, i64 3
  %726 = fpext float %725 to double
  %727 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %726)
  %728 = tail call i32 @putchar(i32 10)
  %729 = load <4 x float>, ptr @f32a, align 16
  %730 = load <4 x float>, ptr @f32b, align 16
  %731 = tail call <4 x float> @llvm.aarch64.neon.fmaxp.v4f32(<4 x float> %729, <4 x float> %730)
  %732 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.30)
  %733 = extractelement <4 x float> %731, i64 0
  %734 = fpext float %733 to double
  %735 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %734)
  %736 = extractelement <4 x float> %731, i64 1
  %737 = fpext float %736 to double
  %738 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %737)
  %739 = extractelement <4 x float> %731, i64 2
  %740 = fpext float %739 to double
  %741 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %740)
  %742 = extractelement <4 x float> %731, i64 3
  %743 = fpext float %742 to double
  %744 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %743)
  %745 = tail call i32 @putchar(i32 10)
  %746 = load <4 x float>, ptr @f32a, align 16
  %747 = load <4 x float>, ptr @f32b, align 16
  %748 = tail call <4 x float> @llvm.aarch64.neon.fmax.v4f32(<4 x float> %746, <4 x float> %747)
  %749 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.31)
  %750 = extractelement <4 x float> %748, i64 0
  %751 = fpext float %750 to double
  %752 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %751)
  %753 = extractelement <4 x float> %748, i64 1
  %754 = fpext float %753 to double
  %755 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %754)
  %756 = extractelement <4 x float> %748, i64 2
  %757 = fpext float %756 to double
  %758 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %757)
  %759 = extractelement <4 x float> %748, i64 3
  %760 = fpext float %759 to double
  %761 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %760)
  %762 = tail call i32 @putchar(i32 10)
  %763 = load <4 x float>, ptr @f32a, align 16
  %764 = load <4 x float>, ptr @f32b, align 16
  %765 = tail call <4 x float> @llvm.aarch64.neon.fminnm.v4f32(<4 x float> %763, <4 x float> %764)
  %766 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.32)
  %767 = extractelement <4 x float> %765, i64 0
  %768 = fpext float %767 to double
  %769 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %768)
  %770 = extractelement <4 x float> %765, i64 1
  %771 = fpext float %770 to double
  %772 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %771)
  %773 = extractelement <4 x float> %765, i64 2
  %774 = fpext float %773 to double
  %775 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %774)
  %776 = extractelement <4 x float> %765, i64 3
  %777 = fpext float %776 to double
  %778 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %777)
  %779 = tail call i32 @putchar(i32 10)
  %780 = load <16 x i8>, ptr @u8a, align 16
  %781 = tail call <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8> %780, <16 x i8> <i8 3, i8 10, i8 17, i8 4, i8 11, i8 18, i8 5, i8 12, i8 19, i8 6, i8 13, i8 0, i8 7, i8 14, i8 1, i8 8>)
  %782 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.34)
  %783 = extractelement <16 x i8> %781, i64 0
  %784 = zext i8 %783 to i32
  %785 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %784)
  %786 = extractelement <16 x i8> %781, i64 1
  %787 = zext i8 %786 to i32
  %788 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %787)
  %789 = extractelement <16 x i8> %781, i64 2
  %790 = zext i8 %789 to i32
  %791 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %790)
  %792 = extractelement <16 x i8> %781, i64 3
  %793 = zext i8 %792 to i32
  %794 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %793)
  %795 = extractelement <16 x i8> %781, i64 4
  %796 = zext i8 %795 to i32
  %797 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %796)
  %798 = extractelement <16 x i8> %781, i64 5
  %799 = zext i8 %798 to i32
  %800 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %799)
  %801 = extractelement <16 x i8> %781, i64 6
  %802 = zext i8 %801 to i32
  %803 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %802)
  %804 = extractelement <16 x i8> %781, i64 7
  %805 = zext i8 %804 to i32
  %806 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %805)
  %807 = extractelement <16 x i8> %781, i64 8
  %808 = zext i8 %807 to i32
  %809 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %808)
  %810 = extractelement <16 x i8> %781, i64 9
  %811 = zext i8 %810 to i32
  %812 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %811)
  %813 = extractelement <16 x i8> %781, i64 10
  %814 = zext i8 %813 to i32
  %815 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %814)
  %816 = extractelement <16 x i8> %781, i64 11
  %817 = zext i8 %816 to i32
  %818 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %817)
  %819 = extractelement <16 x i8> %781, i64 12
  %820 = zext i8 %819 to i32
  %821 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %820)
  %822 = extractelement <16 x i8> %781, i64 13
  %823 = zext i8 %822 to i32
  %824 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %823)
  %825 = extractelement <16 x i8> %781, i64 14
  %826 = zext i8 %825 to i32
  %827 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %826)
  %828 = extractelement <16 x i8> %781, i64 15
  %829 = zext i8 %828 to i32
  %830 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %829)
  %831 = tail call i32 @putchar(i32 10)
  %832 = load <16 x i8>, ptr @u8b, align 16
  %833 = tail call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %832, <8 x i8> <i8 19, i8 6, i8 13, i8 0, i8 7, i8 14, i8 1, i8 8>)
  %834 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.35)
  %835 = extractelement <8 x i8> %833, i64 0
  %836 = zext i8 %835 to i32
  %837 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %836)
  %838 = extractelement <8 x i8> %833, i64 1
  %839 = zext i8 %838 to i32
  %840 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %839)
  %841 = extractelement <8 x i8> %833, i64 2
  %842 = zext i8 %841 to i32
  %843 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %842)
  %844 = extractelement <8 x i8> %833, i64 3
  %845 = zext i8 %844 to i32
  %846 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %845)
  %847 = extractelement <8 x i8> %833, i64 4
  %848 = zext i8 %847 to i32
  %849 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %848)
  %850 = extractelement <8 x i8> %833, i64 5
  %851 = zext i8 %850 to i32
  %852 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %851)
  %853 = extractelement <8 x i8> %833, i64 6
  %854 = zext i8 %853 to i32
  %855 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %854)
  %856 = extractelement <8 x i8> %833, i64 7
  %857 = zext i8 %856 to i32
  %858 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %857)
  %859 = tail call i32 @putchar(i32 10)
  %860 = load <16 x i8>, ptr @u8a, align 16
  %861 = load <16 x i8>, ptr @u8b, align 16
  %862 = tail call <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8> %860, <16 x i8> %861)
  %863 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.36)
  %864 = extractelement <16 x i8> %862, i64 0
  %865 = zext i8 %864 to i32
  %866 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %865)
  %867 = extractelement <16 x i8> %862, i64 1
  %868 = zext i8 %867 to i32
  %869 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %868)
  %870 = extractelement <16 x i8> %862, i64 2
  %871 = zext i8 %870 to i32
  %872 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %871)
  %873 = extractelement <16 x i8> %862, i64 3
  %874 = zext i8 %873 to i32
  %875 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %874)
  %876 = extractelement <16 x i8> %862, i64 4
  %877 = zext i8 %876 to i32
  %878 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %877)
  %879 = extractelement <16 x i8> %862, i64 5
  %880 = zext i8 %879 to i32
  %881 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %880)
  %882 = extractelement <16 x i8> %862, i64 6
  %883 = zext i8 %882 to i32
  %884 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %883)
  %885 = extractelement <16 x i8> %862, i64 7
  %886 = zext i8 %885 to i32
  %887 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %886)
  %888 = extractelement <16 x i8> %862, i64 8
  %889 = zext i8 %888 to i32
  %890 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %889)
  %891 = extractelement <16 x i8> %862, i64 9
  %892 = zext i8 %891 to i32
  %893 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %892)
  %894 = extractelement <16 x i8> %862, i64 10
  %895 = zext i8 %894 to i32
  %896 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %895)
  %897 = extractelement <16 x i8> %862, i64 11
  %898 = zext i8 %897 to i32
  %899 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %898)
  %900 = extractelement <16 x i8> %862, i64 12
  %901 = zext i8 %900 to i32
  %902 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %901)
  %903 = extractelement <16 x i8> %862, i64 13
  %904 = zext i8 %903 to i32
  %905 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %904)
  %906 = extractelement <16 x i8> %862, i64 14
  %907 = zext i8 %906 to i32
  %908 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %907)
  %909 = extractelement <16 x i8> %862, i64 15
  %910 = zext i8 %909 to i32
  %911 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %910)
  %912 = tail call i32 @putchar(i32 10)
  %913 = load <8 x i16>, ptr @a16, align 16
  %914 = load <8 x i16>, ptr @b16, align 16
  %915 = tail call <8 x i16> @llvm.aarch64.neon.sabd.v8i16(<8 x i16> %913, <8 x i16> %914)
  %916 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.37)
  %917 = extractelement <8 x i16> %915, i64 0
  %918 = sext i16 %917 to i32
  %919 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %918)
  %920 = extractelement <8 x i16> %915, i64 1
  %921 = sext i16 %920 to i32
  %922 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %921)
  %923 = extractelement <8 x i16> %915, i64 2
  %924 = sext i16 %923 to i32
  %925 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %924)
  %926 = extractelement <8 x i16> %915, i64 3
  %927 = sext i16 %926 to i32
  %928 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %927)
  %929 = extractelement <8 x i16> %915, i64 4
  %930 = sext i16 %929 to i32
  %931 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %930)
  %932 = extractelement <8 x i16> %915, i64 5
  %933 = sext i16 %932 to i32
  %934 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %933)
  %935 = extractelement <8 x i16> %915, i64 6
  %936 = sext i16 %935 to i32
  %937 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %936)
  %938 = extractelement <8 x i16> %915, i64 7
  %939 = sext i16 %938 to i32
  %940 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %939)
  %941 = tail call i32 @putchar(i32 10)
  %942 = load <16 x i8>, ptr @u8a, align 16
  %943 = load <16 x i8>, ptr @u8b, align 16
  %944 = tail call <16 x i8> @llvm.aarch64.neon.uhadd.v16i8(<16 x i8> %942, <16 x i8> %943)
  %945 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.38)
  %946 = extractelement <16 x i8> %944, i64 0
  %947 = zext i8 %946 to i32
  %948 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %947)
  %949 = extractelement <16 x i8> %944, i64 1
  %950 = zext i8 %949 to i32
  %951 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %950)
  %952 = extractelement <16 x i8> %944, i64 2
  %953 = zext i8 %952 to i32
  %954 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %953)
  %955 = extractelement <16 x i8> %944, i64 3
  %956 = zext i8 %955 to i32
  %957 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %956)
  %958 = extractelement <16 x i8> %944, i64 4
  %959 = zext i8 %958 to i32
  %960 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %959)
  %961 = extractelement <16 x i8> %944, i64 5
  %962 = zext i8 %961 to i32
  %963 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %962)
  %964 = extractelement <16 x i8> %944, i64 6
  %965 = zext i8 %964 to i32
  %966 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %965)
  %967 = extractelement <16 x i8> %944, i64 7
  %968 = zext i8 %967 to i32
  %969 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %968)
  %970 = extractelement <16 x i8> %944, i64 8
  %971 = zext i8 %970 to i32
  %972 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %971)
  %973 = extractelement <16 x i8> %944, i64 9
  %974 = zext i8 %973 to i32
  %975 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %974)
  %976 = extractelement <16 x i8> %944, i64 10
  %977 = zext i8 %976 to i32
  %978 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %977)
  %979 = extractelement <16 x i8> %944, i64 11
  %980 = zext i8 %979 to i32
  %981 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %980)
  %982 = extractelement <16 x i8> %944, i64 12
  %983 = zext i8 %982 to i32
  %984 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %983)
  %985 = extractelement <16 x i8> %944, i64 13
  %986 = zext i8 %985 to i32
  %987 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %986)
  %988 = extractelement <16 x i8> %944, i64 14
  %989 = zext i8 %988 to i32
  %990 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %989)
  %991 = extractelement <16 x i8> %944, i64 15
  %992 = zext i8 %991 to i32
  %993 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %992)
  %994 = tail call i32 @putchar(i32 10)
  %995 = load <16 x i8>, ptr @u8a, align 16
  %996 = load <16 x i8>, ptr @u8b, align 16
  %997 = tail call <16 x i8> @llvm.aarch64.neon.urhadd.v16i8(<16 x i8> %995, <16 x i8> %996)
  %998 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.39)
  %999 = extractelement <16 x i8> %997, i64 0
  %1000 = zext i8 %999 to i32
  %1001 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1000)
  %1002 = extractelement <16 x i8> %997, i64 1
  %1003 = zext i8 %1002 to i32
  %1004 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1003)
  %1005 = extractelement <16 x i8> %997, i64 2
  %1006 = zext i8 %1005 to i32
  %1007 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1006)
  %1008 = extractelement <16 x i8> %997, i64 3
  %1009 = zext i8 %1008 to i32
  %1010 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1009)
  %1011 = extractelement <16 x i8> %997, i64 4
  %1012 = zext i8 %1011 to i32
  %1013 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1012)
  %1014 = extractelement <16 x i8> %997, i64 5
  %1015 = zext i8 %1014 to i32
  %1016 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1015)
  %1017 = extractelement <16 x i8> %997, i64 6
  %1018 = zext i8 %1017 to i32
  %1019 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1018)
  %1020 = extractelement <16 x i8> %997, i64 7
  %1021 = zext i8 %1020 to i32
  %1022 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1021)
  %1023 = extractelement <16 x i8> %997, i64 8
  %1024 = zext i8 %1023 to i32
  %1025 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1024)
  %1026 = extractelement <16 x i8> %997, i64 9
  %1027 = zext i8 %1026 to i32
  %1028 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1027)
  %1029 = extractelement <16 x i8> %997, i64 10
  %1030 = zext i8 %1029 to i32
  %1031 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1030)
  %1032 = extractelement <16 x i8> %997, i64 11
  %1033 = zext i8 %1032 to i32
  %1034 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1033)
  %1035 = extractelement <16 x i8> %997, i64 12
  %1036 = zext i8 %1035 to i32
  %1037 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1036)
  %1038 = extractelement <16 x i8> %997, i64 13
  %1039 = zext i8 %1038 to i32
  %1040 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1039)
  %1041 = extractelement <16 x i8> %997, i64 14
  %1042 = zext i8 %1041 to i32
  %1043 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1042)
  %1044 = extractelement <16 x i8> %997, i64 15
  %1045 = zext i8 %1044 to i32
  %1046 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1045)
  %1047 = tail call i32 @putchar(i32 10)
  %1048 = load <16 x i8>, ptr @a8, align 16
  %1049 = load <16 x i8>, ptr @b8, align 16
  %1050 = tail call <16 x i8> @llvm.aarch64.neon.shadd.v16i8(<16 x i8> %1048, <16 x i8> %1049)
  %1051 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.40)
  %1052 = extractelement <16 x i8> %1050, i64 0
  %1053 = sext i8 %1052 to i32
  %1054 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1053)
  %1055 = extractelement <16 x i8> %1050, i64 1
  %1056 = sext i8 %1055 to i32
  %1057 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1056)
  %1058 = extractelement <16 x i8> %1050, i64 2
  %1059 = sext i8 %1058 to i32
  %1060 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1059)
  %1061 = extractelement <16 x i8> %1050, i64 3
  %1062 = sext i8 %1061 to i32
  %1063 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1062)
  %1064 = extractelement <16 x i8> %1050, i64 4
  %1065 = sext i8 %1064 to i32
  %1066 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1065)
  %1067 = extractelement <16 x i8> %1050, i64 5
  %1068 = sext i8 %1067 to i32
  %1069 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1068)
  %1070 = extractelement <16 x i8> %1050, i64 6
  %1071 = sext i8 %1070 to i32
  %1072 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1071)
  %1073 = extractelement <16 x i8> %1050, i64 7
  %1074 = sext i8 %1073 to i32
  %1075 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1074)
  %1076 = extractelement <16 x i8> %1050, i64 8
  %1077 = sext i8 %1076 to i32
  %1078 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1077)
  %1079 = extractelement <16 x i8> %1050, i64 9
  %1080 = sext i8 %1079 to i32
  %1081 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1080)
  %1082 = extractelement <16 x i8> %1050, i64 10
  %1083 = sext i8 %1082 to i32
  %1084 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1083)
  %1085 = extractelement <16 x i8> %1050, i64 11
  %1086 = sext i8 %1085 to i32
  %1087 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1086)
  %1088 = extractelement <16 x i8> %1050, i64 12
  %1089 = sext i8 %1088 to i32
  %1090 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1089)
  %1091 = extractelement <16 x i8> %1050, i64 13
  %1092 = sext i8 %1091 to i32
  %1093 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1092)
  %1094 = extractelement <16 x i8> %1050, i64 14
  %1095 = sext i8 %1094 to i32
  %1096 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1095)
  %1097 = extractelement <16 x i8> %1050, i64 15
  %1098 = sext i8 %1097 to i32
  %1099 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1098)
  %1100 = tail call i32 @putchar(i32 10)
  %1101 = load <4 x i32>, ptr @a32, align 16
  %1102 = tail call <4 x i32> @llvm.aarch64.neon.sshl.v4i32(<4 x i32> %1101, <4 x i32> <i32 3, i32 -2, i32 1, i32 -31>)
  %1103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.41)
  %1104 = extractelement <4 x i32> %1102, i64 0
  %1105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1104)
  %1106 = extractelement <4 x i32> %1102, i64 1
  %1107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1106)
  %1108 = extractelement <4 x i32> %1102, i64 2
  %1109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1108)
  %1110 = extractelement <4 x i32> %1102, i64 3
  %1111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1110)
  %1112 = tail call i32 @putchar(i32 10)
  %1113 = load <4 x i32>, ptr @a32, align 16
  %1114 = tail call <4 x i32> @llvm.aarch64.neon.srshl.v4i32(<4 x i32> %1113, <4 x i32> <i32 -3, i32 -2, i32 -1, i32 -5>)
  %1115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.42)
  %1116 = extractelement <4 x i32> %1114, i64 0
  %1117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1116)
  %1118 = extractelement <4 x i32> %1114, i64 1
  %1119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1118)
  %1120 = extractelement <4 x i32> %1114, i64 2
  %1121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1120)
  %1122 = extractelement <4 x i32> %1114, i64 3
  %1123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1122)
  %1124 = tail call i32 @putchar(i32 10)
  %1125 = load <16 x i8>, ptr @a8, align 16
  %1126 = tail call <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8> %1125, <16 x i8> <i8 1, i8 2, i8 3, i8 0, i8 -1, i8 -2, i8 4, i8 1, i8 1, i8 2, i8 3, i8 0, i8 -1, i8 -2, i8 4, i8 1>)
  %1127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.43)
  %1128 = extractelement <16 x i8> %1126, i64 0
  %1129 = sext i8 %1128 to i32
  %1130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1129)
  %1131 = extractelement <16 x i8> %1126, i64 1
  %1132 = sext i8 %1131 to i32
  %1133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1132)
  %1134 = extractelement <16 x i8> %1126, i64 2
  %1135 = sext i8 %1134 to i32
  %1136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1135)
  %1137 = extractelement <16 x i8> %1126, i64 3
  %1138 = sext i8 %1137 to i32
  %1139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1138)
  %1140 = extractelement <16 x i8> %1126, i64 4
  %1141 = sext i8 %1140 to i32
  %1142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1141)
  %1143 = extractelement <16 x i8> %1126, i64 5
  %1144 = sext i8 %1143 to i32
  %1145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1144)
  %1146 = extractelement <16 x i8> %1126, i64 6
  %1147 = sext i8 %1146 to i32
  %1148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1147)
  %1149 = extractelement <16 x i8> %1126, i64 7
  %1150 = sext i8 %1149 to i32
  %1151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1150)
  %1152 = extractelement <16 x i8> %1126, i64 8
  %1153 = sext i8 %1152 to i32
  %1154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1153)
  %1155 = extractelement <16 x i8> %1126, i64 9
  %1156 = sext i8 %1155 to i32
  %1157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1156)
  %1158 = extractelement <16 x i8> %1126, i64 10
  %1159 = sext i8 %1158 to i32
  %1160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1159)
  %1161 = extractelement <16 x i8> %1126, i64 11
  %1162 = sext i8 %1161 to i32
  %1163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1162)
  %1164 = extractelement <16 x i8> %1126, i64 12
  %1165 = sext i8 %1164 to i32
  %1166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1165)
  %1167 = extractelement <16 x i8> %1126, i64 13
  %1168 = sext i8 %1167 to i32
  %1169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1168)
  %1170 = extractelement <16 x i8> %1126, i64 14
  %1171 = sext i8 %1170 to i32
  %1172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1171)
  %1173 = extractelement <16 x i8> %1126, i64 15
  %1174 = sext i8 %1173 to i32
  %1175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1174)
  %1176 = tail call i32 @putchar(i32 10)
  %1177 = load i64, ptr getelementptr inbounds (i8, ptr @b64, i64 8), align 8, !tbaa !15
  %1178 = tail call i64 @llvm.aarch64.neon.sshl.i64(i64 %1177, i64 3)
  %1179 = tail call i64 @llvm.aarch64.neon.ushl.i64(i64 12345, i64 -2)
  %1180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i64 noundef %1178, i64 noundef %1179)
  %1181 = tail call <4 x i32> @llvm.aarch64.neon.fcvtns.v4i32.v4f32(<4 x float> <float 2.500000e+00, float -2.500000e+00, float 3.500000e+00, float 0xBFD99999A0000000>)
  %1182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.45)
  %1183 = extractelement <4 x i32> %1181, i64 0
  %1184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1183)
  %1185 = extractelement <4 x i32> %1181, i64 1
  %1186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1185)
  %1187 = extractelement <4 x i32> %1181, i64 2
  %1188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1187)
  %1189 = extractelement <4 x i32> %1181, i64 3
  %1190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1189)
  %1191 = tail call i32 @putchar(i32 10)
  %1192 = tail call <4 x i32> @llvm.aarch64.neon.fcvtas.v4i32.v4f32(<4 x float> <float 2.500000e+00, float -2.500000e+00, float 3.500000e+00, float 0xBFD99999A0000000>)
  %1193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.46)
  %1194 = extractelement <4 x i32> %1192, i64 0
  %1195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1194)
  %1196 = extractelement <4 x i32> %1192, i64 1
  %1197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1196)
  %1198 = extractelement <4 x i32> %1192, i64 2
  %1199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1198)
  %1200 = extractelement <4 x i32> %1192, i64 3
  %1201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1200)
  %1202 = tail call i32 @putchar(i32 10)
  %1203 = tail call <4 x i32> @llvm.aarch64.neon.fcvtms.v4i32.v4f32(<4 x float> <float 2.500000e+00, float -2.500000e+00, float 3.500000e+00, float 0xBFD99999A0000000>)
  %1204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.47)
  %1205 = extractelement <4 x i32> %1203, i64 0
  %1206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1205)
  %1207 = extractelement <4 x i32> %1203, i64 1
  %1208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1207)
  %1209 = extractelement <4 x i32> %1203, i64 2
  %1210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1209)
  %1211 = extractelement <4 x i32> %1203, i64 3
  %1212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1211)
  %1213 = tail call i32 @putchar(i32 10)
  %1214 = tail call <4 x i32> @llvm.aarch64.neon.fcvtps.v4i32.v4f32(<4 x float> <float 2.500000e+00, float -2.500000e+00, float 3.500000e+00, float 0xBFD99999A0000000>)
  %1215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.48)
  %1216 = extractelement <4 x i32> %1214, i64 0
  %1217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1216)
  %1218 = extractelement <4 x i32> %1214, i64 1
  %1219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1218)
  %1220 = extractelement <4 x i32> %1214, i64 2
  %1221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1220)
  %1222 = extractelement <4 x i32> %1214, i64 3
  %1223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1222)
  %1224 = tail call i32 @putchar(i32 10)
  %1225 = load <4 x float>, ptr @f32b, align 16
  %1226 = tail call <4 x i32> @llvm.aarch64.neon.fcvtzu.v4i32.v4f32(<4 x float> %1225)
  %1227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.49)
  %1228 = extractelement <4 x i32> %1226, i64 0
  %1229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1228)
  %1230 = extractelement <4 x i32> %1226, i64 1
  %1231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1230)
  %1232 = extractelement <4 x i32> %1226, i64 2
  %1233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1232)
  %1234 = extractelement <4 x i32> %1226, i64 3
  %1235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1234)
  %1236 = tail call i32 @putchar(i32 10)
  %1237 = tail call i32 @llvm.aarch64.neon.fcvtns.i32.f32(float 2.500000e+00)
  %1238 = tail call i32 @llvm.aarch64.neon.fcvtas.i32.f32(float -2.500000e+00)
  %1239 = tail call i32 @llvm.aarch64.neon.fcvtmu.i32.f32(float 0x401F9999A0000000)
  %1240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, i32 noundef %1237, i32 noundef %1238, i32 noundef %1239)
  %1241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.51)
  %1242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 2.000000e+00)
  %1243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef -2.000000e+00)
  %1244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 4.000000e+00)
  %1245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef -0.000000e+00)
  %1246 = tail call i32 @putchar(i32 10)
  %1247 = load <4 x float>, ptr @f32a, align 16
  %1248 = load <4 x float>, ptr @f32b, align 16
  %1249 = tail call <4 x float> @llvm.aarch64.neon.fmulx.v4f32(<4 x float> %1247, <4 x float> %1248)
  %1250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.52)
  %1251 = extractelement <4 x float> %1249, i64 0
  %1252 = fpext float %1251 to double
  %1253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %1252)
  %1254 = extractelement <4 x float> %1249, i64 1
  %1255 = fpext float %1254 to double
  %1256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %1255)
  %1257 = extractelement <4 x float> %1249, i64 2
  %1258 = fpext float %1257 to double
  %1259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %1258)
  %1260 = extractelement <4 x float> %1249, i64 3
  %1261 = fpext float %1260 to double
  %1262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %1261)
  %1263 = tail call i32 @putchar(i32 10)
  %1264 = load <4 x float>, ptr @f32a, align 16
  %1265 = load <4 x float>, ptr @f32b, align 16
  %1266 = tail call <4 x float> @llvm.aarch64.neon.frecps.v4f32(<4 x float> %1264, <4 x float> %1265)
  %1267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.53)
  %1268 = extractelement <4 x float> %1266, i64 0
  %1269 = fpext float %1268 to double
  %1270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %1269)
  %1271 = extractelement <4 x float> %1266, i64 1
  %1272 = fpext float %1271 to double
  %1273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %1272)
  %1274 = extractelement <4 x float> %1266, i64 2
  %1275 = fpext float %1274 to double
  %1276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %1275)
  %1277 = extractelement <4 x float> %1266, i64 3
  %1278 = fpext float %1277 to double
  %1279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %1278)
  %1280 = tail call i32 @putchar(i32 10)
  %1281 = load <4 x float>, ptr @f32a, align 16
  %1282 = load <4 x float>, ptr @f32b, align 16
  %1283 = tail call <4 x float> @llvm.aarch64.neon.frsqrts.v4f32(<4 x float> %1281, <4 x float> %1282)
  %1284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.54)
  %1285 = extractelement <4 x float> %1283, i64 0
  %1286 = fpext float %1285 to double
  %1287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %1286)
  %1288 = extractelement <4 x float> %1283, i64 1
  %1289 = fpext float %1288 to double
  %1290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %1289)
  %1291 = extractelement <4 x float> %1283, i64 2
  %1292 = fpext float %1291 to double
  %1293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %1292)
  %1294 = extractelement <4 x float> %1283, i64 3
  %1295 = fpext float %1294 to double
  %1296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef %1295)
  %1297 = tail call i32 @putchar(i32 10)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqadd.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqsub.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqadd.v8i8(<8 x i8>, <8 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uqsub.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqadd.v8i16(<8 x i16>, <8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqdmulh.v8i16(<8 x i16>, <8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sqrdmulh.v8i16(<8 x i16>, <8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqsub.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqabs.v16i8(<16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqneg.v16i8(<16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.abs.v4i32(<4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqxtn.v8i8(<8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqxtun.v8i8(<8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.uqxtn.v4i16(<4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.sqadd.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.sqsub.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.sqadd.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.sqsub.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.uaddv.i32.v16i8(<16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddv.i32.v16i8(<16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.uaddv.i32.v8i8(<8 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddv.i32.v8i16(<8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddv.i32.v4i32(<4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddv.i32.v2i32(<2 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.saddv.i64.v2i64(<2 x i64>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.umaxv.i32.v16i8(<16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.smaxv.i32.v16i8(<16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.uminv.i32.v16i8(<16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.sminv.i32.v16i8(<16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.smaxv.i32.v8i16(<8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.sminv.i32.v2i32(<2 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.umaxv.i32.v4i32(<4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.sminv.i32.v4i32(<4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.uaddlv.i32.v16i8(<16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddlv.i32.v16i8(<16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.uaddlv.i32.v8i16(<8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.saddlv.i64.v4i32(<4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fmaxv.f32.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fminv.f32.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fmaxnmv.f32.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.fminnmv.f32.v2f32(<2 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.aarch64.neon.fmaxv.f64.v2f64(<2 x double>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.aarch64.neon.faddv.f32.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.addp.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.smaxp.v8i8(<8 x i8>, <8 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sminp.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.faddp.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmaxp.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmax.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fminnm.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8>, <8 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.sabd.v8i16(<8 x i16>, <8 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.uhadd.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.urhadd.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.shadd.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sshl.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.srshl.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.sshl.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.ushl.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtns.v4i32.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtas.v4i32.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtms.v4i32.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtps.v4i32.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.fcvtzu.v4i32.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtns.i32.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtas.i32.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtmu.i32.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.fmulx.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.frecps.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.aarch64.neon.frsqrts.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !7, i64 0}
