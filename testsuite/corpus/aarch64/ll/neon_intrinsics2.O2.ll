; ModuleID = 'programs/neon_intrinsics2.c'
source_filename = "programs/neon_intrinsics2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@bytes = internal global [64 x i8] zeroinitializer, align 16
@h16 = internal global [32 x i16] zeroinitializer, align 16
@w32 = internal global [16 x i32] zeroinitializer, align 16
@f32 = internal global [16 x float] zeroinitializer, align 16
@d64 = internal global [8 x i64] zeroinitializer, align 16
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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 8
  %2 = alloca [32 x i16], align 4
  %3 = alloca [16 x i32], align 4
  %4 = alloca [8 x i64], align 8
  %5 = alloca [16 x float], align 4
  store <16 x i8> <i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54>, ptr @bytes, align 16, !tbaa !6
  store <16 x i8> <i8 91, i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122>, ptr getelementptr inbounds (i8, ptr @bytes, i64 16), align 16, !tbaa !6
  store <16 x i8> <i8 -85, i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42>, ptr getelementptr inbounds (i8, ptr @bytes, i64 32), align 16, !tbaa !6
  store <16 x i8> <i8 -5, i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38>, ptr getelementptr inbounds (i8, ptr @bytes, i64 48), align 16, !tbaa !6
  store <8 x i16> <i16 25536, i16 28535, i16 31534, i16 -31003, i16 -28004, i16 -25005, i16 -22006, i16 -19007>, ptr @h16, align 16, !tbaa !9
  store <8 x i16> <i16 -16008, i16 -13009, i16 -10010, i16 -7011, i16 -4012, i16 -1013, i16 1986, i16 4985>, ptr getelementptr inbounds (i8, ptr @h16, i64 16), align 16, !tbaa !9
  store <8 x i16> <i16 7984, i16 10983, i16 13982, i16 16981, i16 19980, i16 22979, i16 25978, i16 28977>, ptr getelementptr inbounds (i8, ptr @h16, i64 32), align 16, !tbaa !9
  store <8 x i16> <i16 31976, i16 -30561, i16 -27562, i16 -24563, i16 -21564, i16 -18565, i16 -15566, i16 -12567>, ptr getelementptr inbounds (i8, ptr @h16, i64 48), align 16, !tbaa !9
  store <4 x i32> <i32 -2100000000, i32 -1799999993, i32 -1499999986, i32 -1199999979>, ptr @w32, align 16, !tbaa !11
  store <4 x float> <float -4.000000e+00, float -3.250000e+00, float -2.500000e+00, float -1.750000e+00>, ptr @f32, align 16, !tbaa !13
  store <4 x i32> <i32 -899999972, i32 -599999965, i32 -299999958, i32 49>, ptr getelementptr inbounds (i8, ptr @w32, i64 16), align 16, !tbaa !11
  store <4 x float> <float -1.000000e+00, float -2.500000e-01, float 5.000000e-01, float 1.250000e+00>, ptr getelementptr inbounds (i8, ptr @f32, i64 16), align 16, !tbaa !13
  store <4 x i32> <i32 300000056, i32 600000063, i32 900000070, i32 1200000077>, ptr getelementptr inbounds (i8, ptr @w32, i64 32), align 16, !tbaa !11
  store <4 x float> <float 2.000000e+00, float 2.750000e+00, float 3.500000e+00, float 4.250000e+00>, ptr getelementptr inbounds (i8, ptr @f32, i64 32), align 16, !tbaa !13
  store <4 x i32> <i32 1500000084, i32 1800000091, i32 2100000098, i32 -1894967191>, ptr getelementptr inbounds (i8, ptr @w32, i64 48), align 16, !tbaa !11
  store <4 x float> <float 5.000000e+00, float 5.750000e+00, float 6.500000e+00, float 7.250000e+00>, ptr getelementptr inbounds (i8, ptr @f32, i64 48), align 16, !tbaa !13
  store <2 x i64> <i64 -3458764513820540928, i64 -3376778984604054033>, ptr @d64, align 16, !tbaa !15
  store <2 x i64> <i64 -3294793455387567138, i64 -3212807926171080243>, ptr getelementptr inbounds (i8, ptr @d64, i64 16), align 16, !tbaa !15
  store <2 x i64> <i64 -3130822396954593348, i64 -3048836867738106453>, ptr getelementptr inbounds (i8, ptr @d64, i64 32), align 16, !tbaa !15
  store <2 x i64> <i64 -2966851338521619558, i64 -2884865809305132663>, ptr getelementptr inbounds (i8, ptr @d64, i64 48), align 16, !tbaa !15
  %6 = tail call { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld1x4.v16i8.p0(ptr nonnull @bytes)
  %7 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %6, 3
  %8 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %6, 1
  %9 = tail call <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8> %7, <16 x i8> <i8 2, i8 9, i8 15, i8 22, i8 28, i8 3, i8 9, i8 16, i8 22, i8 29, i8 3, i8 10, i8 16, i8 23, i8 29, i8 4>)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str)
  %11 = extractelement <16 x i8> %9, i64 0
  %12 = zext i8 %11 to i32
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %12)
  %14 = extractelement <16 x i8> %9, i64 1
  %15 = zext i8 %14 to i32
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %15)
  %17 = extractelement <16 x i8> %9, i64 2
  %18 = zext i8 %17 to i32
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %18)
  %20 = extractelement <16 x i8> %9, i64 3
  %21 = zext i8 %20 to i32
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %21)
  %23 = extractelement <16 x i8> %9, i64 4
  %24 = zext i8 %23 to i32
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %24)
  %26 = extractelement <16 x i8> %9, i64 5
  %27 = zext i8 %26 to i32
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %27)
  %29 = extractelement <16 x i8> %9, i64 6
  %30 = zext i8 %29 to i32
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %30)
  %32 = extractelement <16 x i8> %9, i64 7
  %33 = zext i8 %32 to i32
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %33)
  %35 = extractelement <16 x i8> %9, i64 8
  %36 = zext i8 %35 to i32
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %36)
  %38 = extractelement <16 x i8> %9, i64 9
  %39 = zext i8 %38 to i32
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %39)
  %41 = extractelement <16 x i8> %9, i64 10
  %42 = zext i8 %41 to i32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %42)
  %44 = extractelement <16 x i8> %9, i64 11
  %45 = zext i8 %44 to i32
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %45)
  %47 = extractelement <16 x i8> %9, i64 12
  %48 = zext i8 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %48)
  %50 = extractelement <16 x i8> %9, i64 13
  %51 = zext i8 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %51)
  %53 = extractelement <16 x i8> %9, i64 14
  %54 = zext i8 %53 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %54)
  %56 = extractelement <16 x i8> %9, i64 15
  %57 = zext i8 %56 to i32
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %57)
  %59 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %6, 0
  %60 = tail call i32 @putchar(i32 10)
  %61 = tail call <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8> %59, <16 x i8> %8, <16 x i8> <i8 5, i8 18, i8 31, i8 44, i8 57, i8 6, i8 19, i8 32, i8 45, i8 58, i8 7, i8 20, i8 33, i8 46, i8 59, i8 8>)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.1)
  %63 = extractelement <16 x i8> %61, i64 0
  %64 = zext i8 %63 to i32
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %64)
  %66 = extractelement <16 x i8> %61, i64 1
  %67 = zext i8 %66 to i32
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %67)
  %69 = extractelement <16 x i8> %61, i64 2
  %70 = zext i8 %69 to i32
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %70)
  %72 = extractelement <16 x i8> %61, i64 3
  %73 = zext i8 %72 to i32
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %73)
  %75 = extractelement <16 x i8> %61, i64 4
  %76 = zext i8 %75 to i32
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %76)
  %78 = extractelement <16 x i8> %61, i64 5
  %79 = zext i8 %78 to i32
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %79)
  %81 = extractelement <16 x i8> %61, i64 6
  %82 = zext i8 %81 to i32
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %82)
  %84 = extractelement <16 x i8> %61, i64 7
  %85 = zext i8 %84 to i32
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %85)
  %87 = extractelement <16 x i8> %61, i64 8
  %88 = zext i8 %87 to i32
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %88)
  %90 = extractelement <16 x i8> %61, i64 9
  %91 = zext i8 %90 to i32
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %91)
  %93 = extractelement <16 x i8> %61, i64 10
  %94 = zext i8 %93 to i32
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %94)
  %96 = extractelement <16 x i8> %61, i64 11
  %97 = zext i8 %96 to i32
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %97)
  %99 = extractelement <16 x i8> %61, i64 12
  %100 = zext i8 %99 to i32
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %100)
  %102 = extractelement <16 x i8> %61, i64 13
  %103 = zext i8 %102 to i32
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %103)
  %105 = extractelement <16 x i8> %61, i64 14
  %106 = zext i8 %105 to i32
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %106)
  %108 = extractelement <16 x i8> %61, i64 15
  %109 = zext i8 %108 to i32
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %109)
  %111 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %6, 2
  %112 = tail call i32 @putchar(i32 10)
  %113 = tail call <16 x i8> @llvm.aarch64.neon.tbl3.v16i8(<16 x i8> %59, <16 x i8> %8, <16 x i8> %111, <16 x i8> <i8 5, i8 18, i8 31, i8 44, i8 57, i8 6, i8 19, i8 32, i8 45, i8 58, i8 7, i8 20, i8 33, i8 46, i8 59, i8 8>)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.2)
  %115 = extractelement <16 x i8> %113, i64 0
  %116 = zext i8 %115 to i32
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %116)
  %118 = extractelement <16 x i8> %113, i64 1
  %119 = zext i8 %118 to i32
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %119)
  %121 = extractelement <16 x i8> %113, i64 2
  %122 = zext i8 %121 to i32
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %122)
  %124 = extractelement <16 x i8> %113, i64 3
  %125 = zext i8 %124 to i32
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %125)
  %127 = extractelement <16 x i8> %113, i64 4
  %128 = zext i8 %127 to i32
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %128)
  %130 = extractelement <16 x i8> %113, i64 5
  %131 = zext i8 %130 to i32
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %131)
  %133 = extractelement <16 x i8> %113, i64 6
  %134 = zext i8 %133 to i32
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %134)
  %136 = extractelement <16 x i8> %113, i64 7
  %137 = zext i8 %136 to i32
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %137)
  %139 = extractelement <16 x i8> %113, i64 8
  %140 = zext i8 %139 to i32
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %140)
  %142 = extractelement <16 x i8> %113, i64 9
  %143 = zext i8 %142 to i32
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %143)
  %145 = extractelement <16 x i8> %113, i64 10
  %146 = zext i8 %145 to i32
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %146)
  %148 = extractelement <16 x i8> %113, i64 11
  %149 = zext i8 %148 to i32
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %149)
  %151 = extractelement <16 x i8> %113, i64 12
  %152 = zext i8 %151 to i32
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %152)
  %154 = extractelement <16 x i8> %113, i64 13
  %155 = zext i8 %154 to i32
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %155)
  %157 = extractelement <16 x i8> %113, i64 14
  %158 = zext i8 %157 to i32
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %158)
  %160 = extractelement <16 x i8> %113, i64 15
  %161 = zext i8 %160 to i32
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %161)
  %163 = tail call i32 @putchar(i32 10)
  %164 = tail call <16 x i8> @llvm.aarch64.neon.tbl4.v16i8(<16 x i8> %59, <16 x i8> %8, <16 x i8> %111, <16 x i8> %7, <16 x i8> <i8 8, i8 21, i8 34, i8 47, i8 60, i8 9, i8 22, i8 35, i8 48, i8 61, i8 10, i8 23, i8 36, i8 49, i8 62, i8 11>)
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.3)
  %166 = extractelement <16 x i8> %164, i64 0
  %167 = zext i8 %166 to i32
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %167)
  %169 = extractelement <16 x i8> %164, i64 1
  %170 = zext i8 %169 to i32
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %170)
  %172 = extractelement <16 x i8> %164, i64 2
  %173 = zext i8 %172 to i32
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %173)
  %175 = extractelement <16 x i8> %164, i64 3
  %176 = zext i8 %175 to i32
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %176)
  %178 = extractelement <16 x i8> %164, i64 4
  %179 = zext i8 %178 to i32
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %179)
  %181 = extractelement <16 x i8> %164, i64 5
  %182 = zext i8 %181 to i32
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %182)
  %184 = extractelement <16 x i8> %164, i64 6
  %185 = zext i8 %184 to i32
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %185)
  %187 = extractelement <16 x i8> %164, i64 7
  %188 = zext i8 %187 to i32
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %188)
  %190 = extractelement <16 x i8> %164, i64 8
  %191 = zext i8 %190 to i32
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %191)
  %193 = extractelement <16 x i8> %164, i64 9
  %194 = zext i8 %193 to i32
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %194)
  %196 = extractelement <16 x i8> %164, i64 10
  %197 = zext i8 %196 to i32
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %197)
  %199 = extractelement <16 x i8> %164, i64 11
  %200 = zext i8 %199 to i32
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %200)
  %202 = extractelement <16 x i8> %164, i64 12
  %203 = zext i8 %202 to i32
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %203)
  %205 = extractelement <16 x i8> %164, i64 13
  %206 = zext i8 %205 to i32
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %206)
  %208 = extractelement <16 x i8> %164, i64 14
  %209 = zext i8 %208 to i32
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %209)
  %211 = extractelement <16 x i8> %164, i64 15
  %212 = zext i8 %211 to i32
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %212)
  %214 = tail call i32 @putchar(i32 10)
  %215 = tail call <8 x i8> @llvm.aarch64.neon.tbl2.v8i8(<16 x i8> %59, <16 x i8> %8, <8 x i8> <i8 57, i8 6, i8 19, i8 32, i8 45, i8 58, i8 7, i8 20>)
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.4)
  %217 = extractelement <8 x i8> %215, i64 0
  %218 = zext i8 %217 to i32
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %218)
  %220 = extractelement <8 x i8> %215, i64 1
  %221 = zext i8 %220 to i32
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %221)
  %223 = extractelement <8 x i8> %215, i64 2
  %224 = zext i8 %223 to i32
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %224)
  %226 = extractelement <8 x i8> %215, i64 3
  %227 = zext i8 %226 to i32
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %227)
  %229 = extractelement <8 x i8> %215, i64 4
  %230 = zext i8 %229 to i32
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %230)
  %232 = extractelement <8 x i8> %215, i64 5
  %233 = zext i8 %232 to i32
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %233)
  %235 = extractelement <8 x i8> %215, i64 6
  %236 = zext i8 %235 to i32
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %236)
  %238 = extractelement <8 x i8> %215, i64 7
  %239 = zext i8 %238 to i32
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %239)
  %241 = tail call i32 @putchar(i32 10)
  %242 = tail call <8 x i8> @llvm.aarch64.neon.tbl3.v8i8(<16 x i8> %59, <16 x i8> %8, <16 x i8> %111, <8 x i8> <i8 57, i8 6, i8 19, i8 32, i8 45, i8 58, i8 7, i8 20>)
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5)
  %244 = extractelement <8 x i8> %242, i64 0
  %245 = zext i8 %244 to i32
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %245)
  %247 = extractelement <8 x i8> %242, i64 1
  %248 = zext i8 %247 to i32
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %248)
  %250 = extractelement <8 x i8> %242, i64 2
  %251 = zext i8 %250 to i32
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %251)
  %253 = extractelement <8 x i8> %242, i64 3
  %254 = zext i8 %253 to i32
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %254)
  %256 = extractelement <8 x i8> %242, i64 4
  %257 = zext i8 %256 to i32
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %257)
  %259 = extractelement <8 x i8> %242, i64 5
  %260 = zext i8 %259 to i32
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %260)
  %262 = extractelement <8 x i8> %242, i64 6
  %263 = zext i8 %262 to i32
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %263)
  %265 = extractelement <8 x i8> %242, i64 7
  %266 = zext i8 %265 to i32
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %266)
  %268 = tail call i32 @putchar(i32 10)
  %269 = tail call <8 x i8> @llvm.aarch64.neon.tbl4.v8i8(<16 x i8> %59, <16 x i8> %8, <16 x i8> %111, <16 x i8> %7, <8 x i8> <i8 57, i8 6, i8 19, i8 32, i8 45, i8 58, i8 7, i8 20>)
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.6)
  %271 = extractelement <8 x i8> %269, i64 0
  %272 = zext i8 %271 to i32
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %272)
  %274 = extractelement <8 x i8> %269, i64 1
  %275 = zext i8 %274 to i32
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %275)
  %277 = extractelement <8 x i8> %269, i64 2
  %278 = zext i8 %277 to i32
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %278)
  %280 = extractelement <8 x i8> %269, i64 3
  %281 = zext i8 %280 to i32
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %281)
  %283 = extractelement <8 x i8> %269, i64 4
  %284 = zext i8 %283 to i32
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %284)
  %286 = extractelement <8 x i8> %269, i64 5
  %287 = zext i8 %286 to i32
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %287)
  %289 = extractelement <8 x i8> %269, i64 6
  %290 = zext i8 %289 to i32
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %290)
  %292 = extractelement <8 x i8> %269, i64 7
  %293 = zext i8 %292 to i32
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %293)
  %295 = tail call i32 @putchar(i32 10)
  %296 = tail call <16 x i8> @llvm.aarch64.neon.tbx1.v16i8(<16 x i8> <i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18>, <16 x i8> %111, <16 x i8> <i8 2, i8 9, i8 15, i8 22, i8 28, i8 3, i8 9, i8 16, i8 22, i8 29, i8 3, i8 10, i8 16, i8 23, i8 29, i8 4>)
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7)
  %298 = extractelement <16 x i8> %296, i64 0
  %299 = zext i8 %298 to i32
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %299)
  %301 = extractelement <16 x i8> %296, i64 1
  %302 = zext i8 %301 to i32
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %302)
  %304 = extractelement <16 x i8> %296, i64 2
  %305 = zext i8 %304 to i32
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %305)
  %307 = extractelement <16 x i8> %296, i64 3
  %308 = zext i8 %307 to i32
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %308)
  %310 = extractelement <16 x i8> %296, i64 4
  %311 = zext i8 %310 to i32
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %311)
  %313 = extractelement <16 x i8> %296, i64 5
  %314 = zext i8 %313 to i32
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %314)
  %316 = extractelement <16 x i8> %296, i64 6
  %317 = zext i8 %316 to i32
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %317)
  %319 = extractelement <16 x i8> %296, i64 7
  %320 = zext i8 %319 to i32
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %320)
  %322 = extractelement <16 x i8> %296, i64 8
  %323 = zext i8 %322 to i32
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %323)
  %325 = extractelement <16 x i8> %296, i64 9
  %326 = zext i8 %325 to i32
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %326)
  %328 = extractelement <16 x i8> %296, i64 10
  %329 = zext i8 %328 to i32
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %329)
  %331 = extractelement <16 x i8> %296, i64 11
  %332 = zext i8 %331 to i32
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %332)
  %334 = extractelement <16 x i8> %296, i64 12
  %335 = zext i8 %334 to i32
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %335)
  %337 = extractelement <16 x i8> %296, i64 13
  %338 = zext i8 %337 to i32
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %338)
  %340 = extractelement <16 x i8> %296, i64 14
  %341 = zext i8 %340 to i32
  %342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %341)
  %343 = extractelement <16 x i8> %296, i64 15
  %344 = zext i8 %343 to i32
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %344)
  %346 = tail call i32 @putchar(i32 10)
  %347 = tail call <16 x i8> @llvm.aarch64.neon.tbx2.v16i8(<16 x i8> <i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18>, <16 x i8> %59, <16 x i8> %8, <16 x i8> <i8 5, i8 18, i8 31, i8 44, i8 57, i8 6, i8 19, i8 32, i8 45, i8 58, i8 7, i8 20, i8 33, i8 46, i8 59, i8 8>)
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8)
  %349 = extractelement <16 x i8> %347, i64 0
  %350 = zext i8 %349 to i32
  %351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %350)
  %352 = extractelement <16 x i8> %347, i64 1
  %353 = zext i8 %352 to i32
  %354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %353)
  %355 = extractelement <16 x i8> %347, i64 2
  %356 = zext i8 %355 to i32
  %357 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %356)
  %358 = extractelement <16 x i8> %347, i64 3
  %359 = zext i8 %358 to i32
  %360 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %359)
  %361 = extractelement <16 x i8> %347, i64 4
  %362 = zext i8 %361 to i32
  %363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %362)
  %364 = extractelement <16 x i8> %347, i64 5
  %365 = zext i8 %364 to i32
  %366 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %365)
  %367 = extractelement <16 x i8> %347, i64 6
  %368 = zext i8 %367 to i32
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %368)
  %370 = extractelement <16 x i8> %347, i64 7
  %371 = zext i8 %370 to i32
  %372 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %371)
  %373 = extractelement <16 x i8> %347, i64 8
  %374 = zext i8 %373 to i32
  %375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %374)
  %376 = extractelement <16 x i8> %347, i64 9
  %377 = zext i8 %376 to i32
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %377)
  %379 = extractelement <16 x i8> %347, i64 10
  %380 = zext i8 %379 to i32
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %380)
  %382 = extractelement <16 x i8> %347, i64 11
  %383 = zext i8 %382 to i32
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %383)
  %385 = extractelement <16 x i8> %347, i64 12
  %386 = zext i8 %385 to i32
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %386)
  %388 = extractelement <16 x i8> %347, i64 13
  %389 = zext i8 %388 to i32
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %389)
  %391 = extractelement <16 x i8> %347, i64 14
  %392 = zext i8 %391 to i32
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %392)
  %394 = extractelement <16 x i8> %347, i64 15
  %395 = zext i8 %394 to i32
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %395)
  %397 = tail call i32 @putchar(i32 10)
  %398 = tail call <16 x i8> @llvm.aarch64.neon.tbx3.v16i8(<16 x i8> <i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18>, <16 x i8> %59, <16 x i8> %8, <16 x i8> %111, <16 x i8> <i8 5, i8 18, i8 31, i8 44, i8 57, i8 6, i8 19, i8 32, i8 45, i8 58, i8 7, i8 20, i8 33, i8 46, i8 59, i8 8>)
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.9)
  %400 = extractelement <16 x i8> %398, i64 0
  %401 = zext i8 %400 to i32
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %401)
  %403 = extractelement <16 x i8> %398, i64 1
  %404 = zext i8 %403 to i32
  %405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %404)
  %406 = extractelement <16 x i8> %398, i64 2
  %407 = zext i8 %406 to i32
  %408 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %407)
  %409 = extractelement <16 x i8> %398, i64 3
  %410 = zext i8 %409 to i32
  %411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %410)
  %412 = extractelement <16 x i8> %398, i64 4
  %413 = zext i8 %412 to i32
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %413)
  %415 = extractelement <16 x i8> %398, i64 5
  %416 = zext i8 %415 to i32
  %417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %416)
  %418 = extractelement <16 x i8> %398, i64 6
  %419 = zext i8 %418 to i32
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %419)
  %421 = extractelement <16 x i8> %398, i64 7
  %422 = zext i8 %421 to i32
  %423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %422)
  %424 = extractelement <16 x i8> %398, i64 8
  %425 = zext i8 %424 to i32
  %426 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %425)
  %427 = extractelement <16 x i8> %398, i64 9
  %428 = zext i8 %427 to i32
  %429 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %428)
  %430 = extractelement <16 x i8> %398, i64 10
  %431 = zext i8 %430 to i32
  %432 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %431)
  %433 = extractelement <16 x i8> %398, i64 11
  %434 = zext i8 %433 to i32
  %435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %434)
  %436 = extractelement <16 x i8> %398, i64 12
  %437 = zext i8 %436 to i32
  %438 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %437)
  %439 = extractelement <16 x i8> %398, i64 13
  %440 = zext i8 %439 to i32
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %440)
  %442 = extractelement <16 x i8> %398, i64 14
  %443 = zext i8 %442 to i32
  %444 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %443)
  %445 = extractelement <16 x i8> %398, i64 15
  %446 = zext i8 %445 to i32
  %447 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %446)
  %448 = tail call i32 @putchar(i32 10)
  %449 = tail call <16 x i8> @llvm.aarch64.neon.tbx4.v16i8(<16 x i8> <i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18>, <16 x i8> %59, <16 x i8> %8, <16 x i8> %111, <16 x i8> %7, <16 x i8> <i8 10, i8 36, i8 62, i8 88, i8 114, i8 12, i8 38, i8 64, i8 90, i8 116, i8 14, i8 40, i8 66, i8 92, i8 118, i8 16>)
  %450 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.10)
  %451 = extractelement <16 x i8> %449, i64 0
  %452 = zext i8 %451 to i32
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %452)
  %454 = extractelement <16 x i8> %449, i64 1
  %455 = zext i8 %454 to i32
  %456 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %455)
  %457 = extractelement <16 x i8> %449, i64 2
  %458 = zext i8 %457 to i32
  %459 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %458)
  %460 = extractelement <16 x i8> %449, i64 3
  %461 = zext i8 %460 to i32
  %462 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %461)
  %463 = extractelement <16 x i8> %449, i64 4
  %464 = zext i8 %463 to i32
  %465 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %464)
  %466 = extractelement <16 x i8> %449, i64 5
  %467 = zext i8 %466 to i32
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %467)
  %469 = extractelement <16 x i8> %449, i64 6
  %470 = zext i8 %469 to i32
  %471 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %470)
  %472 = extractelement <16 x i8> %449, i64 7
  %473 = zext i8 %472 to i32
  %474 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %473)
  %475 = extractelement <16 x i8> %449, i64 8
  %476 = zext i8 %475 to i32
  %477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %476)
  %478 = extractelement <16 x i8> %449, i64 9
  %479 = zext i8 %478 to i32
  %480 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %479)
  %481 = extractelement <16 x i8> %449, i64 10
  %482 = zext i8 %481 to i32
  %483 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %482)
  %484 = extractelement <16 x i8> %449, i64 11
  %485 = zext i8 %484 to i32
  %486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %485)
  %487 = extractelement <16 x i8> %449, i64 12
  %488 = zext i8 %487 to i32
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %488)
  %490 = extractelement <16 x i8> %449, i64 13
  %491 = zext i8 %490 to i32
  %492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %491)
  %493 = extractelement <16 x i8> %449, i64 14
  %494 = zext i8 %493 to i32
  %495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %494)
  %496 = extractelement <16 x i8> %449, i64 15
  %497 = zext i8 %496 to i32
  %498 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %497)
  %499 = tail call i32 @putchar(i32 10)
  %500 = tail call <8 x i8> @llvm.aarch64.neon.tbx1.v8i8(<8 x i8> <i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18>, <16 x i8> %8, <8 x i8> <i8 28, i8 3, i8 9, i8 16, i8 22, i8 29, i8 3, i8 10>)
  %501 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.11)
  %502 = extractelement <8 x i8> %500, i64 0
  %503 = zext i8 %502 to i32
  %504 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %503)
  %505 = extractelement <8 x i8> %500, i64 1
  %506 = zext i8 %505 to i32
  %507 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %506)
  %508 = extractelement <8 x i8> %500, i64 2
  %509 = zext i8 %508 to i32
  %510 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %509)
  %511 = extractelement <8 x i8> %500, i64 3
  %512 = zext i8 %511 to i32
  %513 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %512)
  %514 = extractelement <8 x i8> %500, i64 4
  %515 = zext i8 %514 to i32
  %516 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %515)
  %517 = extractelement <8 x i8> %500, i64 5
  %518 = zext i8 %517 to i32
  %519 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %518)
  %520 = extractelement <8 x i8> %500, i64 6
  %521 = zext i8 %520 to i32
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %521)
  %523 = extractelement <8 x i8> %500, i64 7
  %524 = zext i8 %523 to i32
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %524)
  %526 = tail call i32 @putchar(i32 10)
  %527 = tail call <8 x i8> @llvm.aarch64.neon.tbx2.v8i8(<8 x i8> <i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18>, <16 x i8> %59, <16 x i8> %8, <8 x i8> <i8 57, i8 6, i8 19, i8 32, i8 45, i8 58, i8 7, i8 20>)
  %528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.12)
  %529 = extractelement <8 x i8> %527, i64 0
  %530 = zext i8 %529 to i32
  %531 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %530)
  %532 = extractelement <8 x i8> %527, i64 1
  %533 = zext i8 %532 to i32
  %534 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %533)
  %535 = extractelement <8 x i8> %527, i64 2
  %536 = zext i8 %535 to i32
  %537 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %536)
  %538 = extractelement <8 x i8> %527, i64 3
  %539 = zext i8 %538 to i32
  %540 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %539)
  %541 = extractelement <8 x i8> %527, i64 4
  %542 = zext i8 %541 to i32
  %543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %542)
  %544 = extractelement <8 x i8> %527, i64 5
  %545 = zext i8 %544 to i32
  %546 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %545)
  %547 = extractelement <8 x i8> %527, i64 6
  %548 = zext i8 %547 to i32
  %549 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %548)
  %550 = extractelement <8 x i8> %527, i64 7
  %551 = zext i8 %550 to i32
  %552 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %551)
  %553 = tail call i32 @putchar(i32 10)
  %554 = tail call <8 x i8> @llvm.aarch64.neon.tbx4.v8i8(<8 x i8> <i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18>, <16 x i8> %59, <16 x i8> %8, <16 x i8> %111, <16 x i8> %7, <8 x i8> <i8 57, i8 6, i8 19, i8 32, i8 45, i8 58, i8 7, i8 20>)
  %555 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.13)
  %556 = extractelement <8 x i8> %554, i64 0
  %557 = zext i8 %556 to i32
  %558 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %557)
  %559 = extractelement <8 x i8> %554, i64 1
  %560 = zext i8 %559 to i32
  %561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %560)
  %562 = extractelement <8 x i8> %554, i64 2
  %563 = zext i8 %562 to i32
  %564 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %563)
  %565 = extractelement <8 x i8> %554, i64 3
  %566 = zext i8 %565 to i32
  %567 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %566)
  %568 = extractelement <8 x i8> %554, i64 4
  %569 = zext i8 %568 to i32
  %570 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %569)
  %571 = extractelement <8 x i8> %554, i64 5
  %572 = zext i8 %571 to i32
  %573 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %572)
  %574 = extractelement <8 x i8> %554, i64 6
  %575 = zext i8 %574 to i32
  %576 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %575)
  %577 = extractelement <8 x i8> %554, i64 7
  %578 = zext i8 %577 to i32
  %579 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %578)
  %580 = tail call i32 @putchar(i32 10)
  %581 = tail call { <8 x i8>, <8 x i8>, <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld4.v8i8.p0(ptr nonnull getelementptr inbounds (i8, ptr @bytes, i64 3))
  %582 = extractvalue { <8 x i8>, <8 x i8>, <8 x i8>, <8 x i8> } %581, 0
  %583 = extractvalue { <8 x i8>, <8 x i8>, <8 x i8>, <8 x i8> } %581, 2
  %584 = shufflevector <8 x i8> %583, <8 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %585 = tail call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %584, <8 x i8> <i8 28, i8 3, i8 9, i8 16, i8 22, i8 29, i8 3, i8 10>)
  %586 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.14)
  %587 = extractelement <8 x i8> %585, i64 0
  %588 = zext i8 %587 to i32
  %589 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %588)
  %590 = extractelement <8 x i8> %585, i64 1
  %591 = zext i8 %590 to i32
  %592 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %591)
  %593 = extractelement <8 x i8> %585, i64 2
  %594 = zext i8 %593 to i32
  %595 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %594)
  %596 = extractelement <8 x i8> %585, i64 3
  %597 = zext i8 %596 to i32
  %598 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %597)
  %599 = extractelement <8 x i8> %585, i64 4
  %600 = zext i8 %599 to i32
  %601 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %600)
  %602 = extractelement <8 x i8> %585, i64 5
  %603 = zext i8 %602 to i32
  %604 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %603)
  %605 = extractelement <8 x i8> %585, i64 6
  %606 = zext i8 %605 to i32
  %607 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %606)
  %608 = extractelement <8 x i8> %585, i64 7
  %609 = zext i8 %608 to i32
  %610 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %609)
  %611 = extractvalue { <8 x i8>, <8 x i8>, <8 x i8>, <8 x i8> } %581, 1
  %612 = tail call i32 @putchar(i32 10)
  %613 = shufflevector <8 x i8> %582, <8 x i8> %611, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %614 = tail call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %613, <8 x i8> <i8 28, i8 3, i8 9, i8 16, i8 22, i8 29, i8 3, i8 10>)
  %615 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.15)
  %616 = extractelement <8 x i8> %614, i64 0
  %617 = zext i8 %616 to i32
  %618 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %617)
  %619 = extractelement <8 x i8> %614, i64 1
  %620 = zext i8 %619 to i32
  %621 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %620)
  %622 = extractelement <8 x i8> %614, i64 2
  %623 = zext i8 %622 to i32
  %624 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %623)
  %625 = extractelement <8 x i8> %614, i64 3
  %626 = zext i8 %625 to i32
  %627 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %626)
  %628 = extractelement <8 x i8> %614, i64 4
  %629 = zext i8 %628 to i32
  %630 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %629)
  %631 = extractelement <8 x i8> %614, i64 5
  %632 = zext i8 %631 to i32
  %633 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %632)
  %634 = extractelement <8 x i8> %614, i64 6
  %635 = zext i8 %634 to i32
  %636 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %635)
  %637 = extractelement <8 x i8> %614, i64 7
  %638 = zext i8 %637 to i32
  %639 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %638)
  %640 = tail call i32 @putchar(i32 10)
  %641 = tail call <8 x i8> @llvm.aarch64.neon.tbl2.v8i8(<16 x i8> %613, <16 x i8> %584, <8 x i8> <i8 28, i8 3, i8 9, i8 16, i8 22, i8 29, i8 3, i8 10>)
  %642 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.16)
  %643 = extractelement <8 x i8> %641, i64 0
  %644 = zext i8 %643 to i32
  %645 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %644)
  %646 = extractelement <8 x i8> %641, i64 1
  %647 = zext i8 %646 to i32
  %648 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %647)
  %649 = extractelement <8 x i8> %641, i64 2
  %650 = zext i8 %649 to i32
  %651 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %650)
  %652 = extractelement <8 x i8> %641, i64 3
  %653 = zext i8 %652 to i32
  %654 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %653)
  %655 = extractelement <8 x i8> %641, i64 4
  %656 = zext i8 %655 to i32
  %657 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %656)
  %658 = extractelement <8 x i8> %641, i64 5
  %659 = zext i8 %658 to i32
  %660 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %659)
  %661 = extractelement <8 x i8> %641, i64 6
  %662 = zext i8 %661 to i32
  %663 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %662)
  %664 = extractelement <8 x i8> %641, i64 7
  %665 = zext i8 %664 to i32
  %666 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %665)
  %667 = extractvalue { <8 x i8>, <8 x i8>, <8 x i8>, <8 x i8> } %581, 3
  %668 = tail call i32 @putchar(i32 10)
  %669 = shufflevector <8 x i8> %583, <8 x i8> %667, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %670 = tail call <8 x i8> @llvm.aarch64.neon.tbl2.v8i8(<16 x i8> %613, <16 x i8> %669, <8 x i8> <i8 28, i8 3, i8 9, i8 16, i8 22, i8 29, i8 3, i8 10>)
  %671 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.17)
  %672 = extractelement <8 x i8> %670, i64 0
  %673 = zext i8 %672 to i32
  %674 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %673)
  %675 = extractelement <8 x i8> %670, i64 1
  %676 = zext i8 %675 to i32
  %677 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %676)
  %678 = extractelement <8 x i8> %670, i64 2
  %679 = zext i8 %678 to i32
  %680 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %679)
  %681 = extractelement <8 x i8> %670, i64 3
  %682 = zext i8 %681 to i32
  %683 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %682)
  %684 = extractelement <8 x i8> %670, i64 4
  %685 = zext i8 %684 to i32
  %686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %685)
  %687 = extractelement <8 x i8> %670, i64 5
  %688 = zext i8 %687 to i32
  %689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %688)
  %690 = extractelement <8 x i8> %670, i64 6
  %691 = zext i8 %690 to i32
  %692 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %691)
  %693 = extractelement <8 x i8> %670, i64 7
  %694 = zext i8 %693 to i32
  %695 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %694)
  %696 = tail call i32 @putchar(i32 10)
  %697 = shufflevector <8 x i8> %667, <8 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %698 = tail call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %697, <8 x i8> <i8 28, i8 3, i8 9, i8 16, i8 22, i8 29, i8 3, i8 10>)
  %699 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.18)
  %700 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 238)
  %701 = extractelement <8 x i8> %698, i64 1
  %702 = zext i8 %701 to i32
  %703 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %702)
  %704 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 238)
  %705 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 238)
  %706 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 238)
  %707 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 238)
  %708 = extractelement <8 x i8> %698, i64 6
  %709 = zext i8 %708 to i32
  %710 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %709)
  %711 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 238)
  %712 = tail call i32 @putchar(i32 10)
  %713 = tail call <8 x i8> @llvm.aarch64.neon.tbx1.v8i8(<8 x i8> <i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18>, <16 x i8> %613, <8 x i8> <i8 28, i8 3, i8 9, i8 16, i8 22, i8 29, i8 3, i8 10>)
  %714 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.19)
  %715 = extractelement <8 x i8> %713, i64 0
  %716 = zext i8 %715 to i32
  %717 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %716)
  %718 = extractelement <8 x i8> %713, i64 1
  %719 = zext i8 %718 to i32
  %720 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %719)
  %721 = extractelement <8 x i8> %713, i64 2
  %722 = zext i8 %721 to i32
  %723 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %722)
  %724 = extractelement <8 x i8> %713, i64 3
  %725 = zext i8 %724 to i32
  %726 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %725)
  %727 = extractelement <8 x i8> %713, i64 4
  %728 = zext i8 %727 to i32
  %729 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %728)
  %730 = extractelement <8 x i8> %713, i64 5
  %731 = zext i8 %730 to i32
  %732 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %731)
  %733 = extractelement <8 x i8> %713, i64 6
  %734 = zext i8 %733 to i32
  %735 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %734)
  %736 = extractelement <8 x i8> %713, i64 7
  %737 = zext i8 %736 to i32
  %738 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %737)
  %739 = tail call i32 @putchar(i32 10)
  %740 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.20)
  %741 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 238)
  %742 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %647)
  %743 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %650)
  %744 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %653)
  %745 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %656)
  %746 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 238)
  %747 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %662)
  %748 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %665)
  %749 = tail call i32 @putchar(i32 10)
  %750 = tail call <8 x i8> @llvm.aarch64.neon.tbx2.v8i8(<8 x i8> <i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18, i8 -18>, <16 x i8> %613, <16 x i8> %669, <8 x i8> <i8 28, i8 3, i8 9, i8 16, i8 22, i8 29, i8 3, i8 10>)
  %751 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.21)
  %752 = extractelement <8 x i8> %750, i64 0
  %753 = zext i8 %752 to i32
  %754 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %753)
  %755 = extractelement <8 x i8> %750, i64 1
  %756 = zext i8 %755 to i32
  %757 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %756)
  %758 = extractelement <8 x i8> %750, i64 2
  %759 = zext i8 %758 to i32
  %760 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %759)
  %761 = extractelement <8 x i8> %750, i64 3
  %762 = zext i8 %761 to i32
  %763 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %762)
  %764 = extractelement <8 x i8> %750, i64 4
  %765 = zext i8 %764 to i32
  %766 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %765)
  %767 = extractelement <8 x i8> %750, i64 5
  %768 = zext i8 %767 to i32
  %769 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %768)
  %770 = extractelement <8 x i8> %750, i64 6
  %771 = zext i8 %770 to i32
  %772 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %771)
  %773 = extractelement <8 x i8> %750, i64 7
  %774 = zext i8 %773 to i32
  %775 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %774)
  %776 = tail call i32 @putchar(i32 10)
  %777 = load <8 x i16>, ptr @h16, align 16
  %778 = load <4 x i32>, ptr @w32, align 16
  %779 = load <2 x i64>, ptr @d64, align 16
  %780 = load <8 x i8>, ptr @bytes, align 16
  %781 = lshr <8 x i16> %777, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %782 = trunc <8 x i16> %781 to <8 x i8>
  %783 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.25)
  %784 = extractelement <8 x i8> %782, i64 0
  %785 = zext i8 %784 to i32
  %786 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %785)
  %787 = extractelement <8 x i8> %782, i64 1
  %788 = zext i8 %787 to i32
  %789 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %788)
  %790 = extractelement <8 x i8> %782, i64 2
  %791 = zext i8 %790 to i32
  %792 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %791)
  %793 = extractelement <8 x i8> %782, i64 3
  %794 = zext i8 %793 to i32
  %795 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %794)
  %796 = extractelement <8 x i8> %782, i64 4
  %797 = zext i8 %796 to i32
  %798 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %797)
  %799 = extractelement <8 x i8> %782, i64 5
  %800 = zext i8 %799 to i32
  %801 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %800)
  %802 = extractelement <8 x i8> %782, i64 6
  %803 = zext i8 %802 to i32
  %804 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %803)
  %805 = extractelement <8 x i8> %782, i64 7
  %806 = zext i8 %805 to i32
  %807 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %806)
  %808 = tail call i32 @putchar(i32 10)
  %809 = tail call <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16> %777, i32 7)
  %810 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.26)
  %811 = extractelement <8 x i8> %809, i64 0
  %812 = zext i8 %811 to i32
  %813 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %812)
  %814 = extractelement <8 x i8> %809, i64 1
  %815 = zext i8 %814 to i32
  %816 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %815)
  %817 = extractelement <8 x i8> %809, i64 2
  %818 = zext i8 %817 to i32
  %819 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %818)
  %820 = extractelement <8 x i8> %809, i64 3
  %821 = zext i8 %820 to i32
  %822 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %821)
  %823 = extractelement <8 x i8> %809, i64 4
  %824 = zext i8 %823 to i32
  %825 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %824)
  %826 = extractelement <8 x i8> %809, i64 5
  %827 = zext i8 %826 to i32
  %828 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %827)
  %829 = extractelement <8 x i8> %809, i64 6
  %830 = zext i8 %829 to i32
  %831 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %830)
  %832 = extractelement <8 x i8> %809, i64 7
  %833 = zext i8 %832 to i32
  %834 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %833)
  %835 = tail call i32 @putchar(i32 10)
  %836 = tail call <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32> %778, i32 15)
  %837 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.27)
  %838 = extractelement <4 x i16> %836, i64 0
  %839 = sext i16 %838 to i32
  %840 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %839)
  %841 = extractelement <4 x i16> %836, i64 1
  %842 = sext i16 %841 to i32
  %843 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %842)
  %844 = extractelement <4 x i16> %836, i64 2
  %845 = sext i16 %844 to i32
  %846 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %845)
  %847 = extractelement <4 x i16> %836, i64 3
  %848 = sext i16 %847 to i32
  %849 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %848)
  %850 = tail call i32 @putchar(i32 10)
  %851 = tail call <4 x i16> @llvm.aarch64.neon.sqrshrn.v4i16(<4 x i32> %778, i32 16)
  %852 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.28)
  %853 = extractelement <4 x i16> %851, i64 0
  %854 = sext i16 %853 to i32
  %855 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %854)
  %856 = extractelement <4 x i16> %851, i64 1
  %857 = sext i16 %856 to i32
  %858 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %857)
  %859 = extractelement <4 x i16> %851, i64 2
  %860 = sext i16 %859 to i32
  %861 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %860)
  %862 = extractelement <4 x i16> %851, i64 3
  %863 = sext i16 %862 to i32
  %864 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %863)
  %865 = tail call i32 @putchar(i32 10)
  %866 = tail call <4 x i16> @llvm.aarch64.neon.uqshrn.v4i16(<4 x i32> %778, i32 16)
  %867 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.29)
  %868 = extractelement <4 x i16> %866, i64 0
  %869 = sext i16 %868 to i32
  %870 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %869)
  %871 = extractelement <4 x i16> %866, i64 1
  %872 = sext i16 %871 to i32
  %873 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %872)
  %874 = extractelement <4 x i16> %866, i64 2
  %875 = sext i16 %874 to i32
  %876 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %875)
  %877 = extractelement <4 x i16> %866, i64 3
  %878 = sext i16 %877 to i32
  %879 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %878)
  %880 = tail call i32 @putchar(i32 10)
  %881 = tail call <2 x i32> @llvm.aarch64.neon.uqrshrn.v2i32(<2 x i64> %779, i32 32)
  %882 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.30)
  %883 = extractelement <2 x i32> %881, i64 0
  %884 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %883)
  %885 = extractelement <2 x i32> %881, i64 1
  %886 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %885)
  %887 = tail call i32 @putchar(i32 10)
  %888 = tail call <8 x i8> @llvm.aarch64.neon.sqshrun.v8i8(<8 x i16> %777, i32 2)
  %889 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.31)
  %890 = extractelement <8 x i8> %888, i64 0
  %891 = zext i8 %890 to i32
  %892 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %891)
  %893 = extractelement <8 x i8> %888, i64 1
  %894 = zext i8 %893 to i32
  %895 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %894)
  %896 = extractelement <8 x i8> %888, i64 2
  %897 = zext i8 %896 to i32
  %898 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %897)
  %899 = extractelement <8 x i8> %888, i64 3
  %900 = zext i8 %899 to i32
  %901 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %900)
  %902 = extractelement <8 x i8> %888, i64 4
  %903 = zext i8 %902 to i32
  %904 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %903)
  %905 = extractelement <8 x i8> %888, i64 5
  %906 = zext i8 %905 to i32
  %907 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %906)
  %908 = extractelement <8 x i8> %888, i64 6
  %909 = zext i8 %908 to i32
  %910 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %909)
  %911 = extractelement <8 x i8> %888, i64 7
  %912 = zext i8 %911 to i32
  %913 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %912)
  %914 = tail call i32 @putchar(i32 10)
  %915 = tail call <8 x i8> @llvm.aarch64.neon.sqrshrun.v8i8(<8 x i16> %777, i32 6)
  %916 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.32)
  %917 = extractelement <8 x i8> %915, i64 0
  %918 = zext i8 %917 to i32
  %919 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %918)
  %920 = extractelement <8 x i8> %915, i64 1
  %921 = zext i8 %920 to i32
  %922 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %921)
  %923 = extractelement <8 x i8> %915, i64 2
  %924 = zext i8 %923 to i32
  %925 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %924)
  %926 = extractelement <8 x i8> %915, i64 3
  %927 = zext i8 %926 to i32
  %928 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %927)
  %929 = extractelement <8 x i8> %915, i64 4
  %930 = zext i8 %929 to i32
  %931 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %930)
  %932 = extractelement <8 x i8> %915, i64 5
  %933 = zext i8 %932 to i32
  %934 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %933)
  %935 = extractelement <8 x i8> %915, i64 6
  %936 = zext i8 %935 to i32
  %937 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %936)
  %938 = extractelement <8 x i8> %915, i64 7
  %939 = zext i8 %938 to i32
  %940 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %939)
  %941 = tail call i32 @putchar(i32 10)
  %942 = tail call <2 x i32> @llvm.aarch64.neon.sqshrn.v2i32(<2 x i64> %779, i32 32)
  %943 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.33)
  %944 = extractelement <2 x i32> %942, i64 0
  %945 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %944)
  %946 = extractelement <2 x i32> %942, i64 1
  %947 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %946)
  %948 = tail call i32 @putchar(i32 10)
  %949 = lshr <8 x i16> %777, <i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4>
  %950 = trunc <8 x i16> %949 to <8 x i8>
  %951 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.34)
  %952 = extractelement <8 x i8> %780, i64 0
  %953 = zext i8 %952 to i32
  %954 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %953)
  %955 = extractelement <8 x i8> %780, i64 1
  %956 = zext i8 %955 to i32
  %957 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %956)
  %958 = extractelement <8 x i8> %780, i64 2
  %959 = zext i8 %958 to i32
  %960 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %959)
  %961 = extractelement <8 x i8> %780, i64 3
  %962 = zext i8 %961 to i32
  %963 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %962)
  %964 = extractelement <8 x i8> %780, i64 4
  %965 = zext i8 %964 to i32
  %966 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %965)
  %967 = extractelement <8 x i8> %780, i64 5
  %968 = zext i8 %967 to i32
  %969 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %968)
  %970 = extractelement <8 x i8> %780, i64 6
  %971 = zext i8 %970 to i32
  %972 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %971)
  %973 = extractelement <8 x i8> %780, i64 7
  %974 = zext i8 %973 to i32
  %975 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %974)
  %976 = extractelement <8 x i8> %950, i64 0
  %977 = zext i8 %976 to i32
  %978 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %977)
  %979 = extractelement <8 x i8> %950, i64 1
  %980 = zext i8 %979 to i32
  %981 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %980)
  %982 = extractelement <8 x i8> %950, i64 2
  %983 = zext i8 %982 to i32
  %984 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %983)
  %985 = extractelement <8 x i8> %950, i64 3
  %986 = zext i8 %985 to i32
  %987 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %986)
  %988 = extractelement <8 x i8> %950, i64 4
  %989 = zext i8 %988 to i32
  %990 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %989)
  %991 = extractelement <8 x i8> %950, i64 5
  %992 = zext i8 %991 to i32
  %993 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %992)
  %994 = extractelement <8 x i8> %950, i64 6
  %995 = zext i8 %994 to i32
  %996 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %995)
  %997 = extractelement <8 x i8> %950, i64 7
  %998 = zext i8 %997 to i32
  %999 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %998)
  %1000 = tail call i32 @putchar(i32 10)
  %1001 = tail call <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16> %777, i32 8)
  %1002 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.35)
  %1003 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %953)
  %1004 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %956)
  %1005 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %959)
  %1006 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %962)
  %1007 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %965)
  %1008 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %968)
  %1009 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %971)
  %1010 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %974)
  %1011 = extractelement <8 x i8> %1001, i64 0
  %1012 = zext i8 %1011 to i32
  %1013 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1012)
  %1014 = extractelement <8 x i8> %1001, i64 1
  %1015 = zext i8 %1014 to i32
  %1016 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1015)
  %1017 = extractelement <8 x i8> %1001, i64 2
  %1018 = zext i8 %1017 to i32
  %1019 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1018)
  %1020 = extractelement <8 x i8> %1001, i64 3
  %1021 = zext i8 %1020 to i32
  %1022 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1021)
  %1023 = extractelement <8 x i8> %1001, i64 4
  %1024 = zext i8 %1023 to i32
  %1025 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1024)
  %1026 = extractelement <8 x i8> %1001, i64 5
  %1027 = zext i8 %1026 to i32
  %1028 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1027)
  %1029 = extractelement <8 x i8> %1001, i64 6
  %1030 = zext i8 %1029 to i32
  %1031 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1030)
  %1032 = extractelement <8 x i8> %1001, i64 7
  %1033 = zext i8 %1032 to i32
  %1034 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1033)
  %1035 = tail call i32 @putchar(i32 10)
  %1036 = tail call <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32> %778, i32 16)
  %1037 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.36)
  %1038 = extractelement <8 x i16> %777, i64 0
  %1039 = sext i16 %1038 to i32
  %1040 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1039)
  %1041 = extractelement <8 x i16> %777, i64 1
  %1042 = sext i16 %1041 to i32
  %1043 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1042)
  %1044 = extractelement <8 x i16> %777, i64 2
  %1045 = sext i16 %1044 to i32
  %1046 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1045)
  %1047 = extractelement <8 x i16> %777, i64 3
  %1048 = sext i16 %1047 to i32
  %1049 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1048)
  %1050 = extractelement <4 x i16> %1036, i64 0
  %1051 = sext i16 %1050 to i32
  %1052 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1051)
  %1053 = extractelement <4 x i16> %1036, i64 1
  %1054 = sext i16 %1053 to i32
  %1055 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1054)
  %1056 = extractelement <4 x i16> %1036, i64 2
  %1057 = sext i16 %1056 to i32
  %1058 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1057)
  %1059 = extractelement <4 x i16> %1036, i64 3
  %1060 = sext i16 %1059 to i32
  %1061 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1060)
  %1062 = tail call i32 @putchar(i32 10)
  %1063 = tail call <8 x i8> @llvm.aarch64.neon.sqrshrun.v8i8(<8 x i16> %777, i32 5)
  %1064 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.37)
  %1065 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %953)
  %1066 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %956)
  %1067 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %959)
  %1068 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %962)
  %1069 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %965)
  %1070 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %968)
  %1071 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %971)
  %1072 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %974)
  %1073 = extractelement <8 x i8> %1063, i64 0
  %1074 = zext i8 %1073 to i32
  %1075 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1074)
  %1076 = extractelement <8 x i8> %1063, i64 1
  %1077 = zext i8 %1076 to i32
  %1078 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1077)
  %1079 = extractelement <8 x i8> %1063, i64 2
  %1080 = zext i8 %1079 to i32
  %1081 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1080)
  %1082 = extractelement <8 x i8> %1063, i64 3
  %1083 = zext i8 %1082 to i32
  %1084 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1083)
  %1085 = extractelement <8 x i8> %1063, i64 4
  %1086 = zext i8 %1085 to i32
  %1087 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1086)
  %1088 = extractelement <8 x i8> %1063, i64 5
  %1089 = zext i8 %1088 to i32
  %1090 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1089)
  %1091 = extractelement <8 x i8> %1063, i64 6
  %1092 = zext i8 %1091 to i32
  %1093 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1092)
  %1094 = extractelement <8 x i8> %1063, i64 7
  %1095 = zext i8 %1094 to i32
  %1096 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1095)
  %1097 = tail call i32 @putchar(i32 10)
  %1098 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.38)
  %1099 = extractelement <8 x i16> %777, i64 4
  %1100 = sext i16 %1099 to i32
  %1101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1100)
  %1102 = extractelement <8 x i16> %777, i64 5
  %1103 = sext i16 %1102 to i32
  %1104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1103)
  %1105 = extractelement <8 x i16> %777, i64 6
  %1106 = sext i16 %1105 to i32
  %1107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1106)
  %1108 = extractelement <8 x i16> %777, i64 7
  %1109 = sext i16 %1108 to i32
  %1110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1109)
  %1111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %854)
  %1112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %857)
  %1113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %860)
  %1114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %863)
  %1115 = tail call i32 @putchar(i32 10)
  %1116 = load <8 x i16>, ptr getelementptr inbounds (i8, ptr @h16, i64 6), align 2
  %1117 = tail call <8 x i8> @llvm.aarch64.neon.sqshrn.v8i8(<8 x i16> %1116, i32 3)
  %1118 = extractelement <8 x i8> %1117, i64 0
  %1119 = sext i8 %1118 to i32
  %1120 = load <8 x i16>, ptr @h16, align 16
  %1121 = tail call <8 x i8> @llvm.aarch64.neon.sqshrn.v8i8(<8 x i16> %1120, i32 1)
  %1122 = extractelement <8 x i8> %1121, i64 0
  %1123 = sext i8 %1122 to i32
  %1124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %1119, i32 noundef %1123)
  %1125 = load i64, ptr getelementptr inbounds (i8, ptr @d64, i64 40), align 8, !tbaa !15
  %1126 = tail call i32 @llvm.aarch64.neon.sqshrn.i32(i64 %1125, i32 32)
  %1127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i32 noundef %1126)
  %1128 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @w32, i64 28), align 4
  %1129 = tail call <4 x i16> @llvm.aarch64.neon.uqrshrn.v4i16(<4 x i32> %1128, i32 4)
  %1130 = extractelement <4 x i16> %1129, i64 0
  %1131 = zext i16 %1130 to i32
  %1132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %1131)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #6
  %1133 = tail call { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld2.v16i8.p0(ptr nonnull @bytes)
  %1134 = extractvalue { <16 x i8>, <16 x i8> } %1133, 0
  %1135 = extractvalue { <16 x i8>, <16 x i8> } %1133, 1
  call void @llvm.aarch64.neon.st1x2.v16i8.p0(<16 x i8> %1134, <16 x i8> %1135, ptr nonnull %1)
  %1136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.43)
  %1137 = load i8, ptr %1, align 8, !tbaa !6
  %1138 = zext i8 %1137 to i32
  %1139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1138)
  %1140 = getelementptr inbounds i8, ptr %1, i64 1
  %1141 = load i8, ptr %1140, align 1, !tbaa !6
  %1142 = zext i8 %1141 to i32
  %1143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1142)
  %1144 = getelementptr inbounds i8, ptr %1, i64 2
  %1145 = load i8, ptr %1144, align 2, !tbaa !6
  %1146 = zext i8 %1145 to i32
  %1147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1146)
  %1148 = getelementptr inbounds i8, ptr %1, i64 3
  %1149 = load i8, ptr %1148, align 1, !tbaa !6
  %1150 = zext i8 %1149 to i32
  %1151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1150)
  %1152 = getelementptr inbounds i8, ptr %1, i64 4
  %1153 = load i8, ptr %1152, align 4, !tbaa !6
  %1154 = zext i8 %1153 to i32
  %1155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1154)
  %1156 = getelementptr inbounds i8, ptr %1, i64 5
  %1157 = load i8, ptr %1156, align 1, !tbaa !6
  %1158 = zext i8 %1157 to i32
  %1159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1158)
  %1160 = getelementptr inbounds i8, ptr %1, i64 6
  %1161 = load i8, ptr %1160, align 2, !tbaa !6
  %1162 = zext i8 %1161 to i32
  %1163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1162)
  %1164 = getelementptr inbounds i8, ptr %1, i64 7
  %1165 = load i8, ptr %1164, align 1, !tbaa !6
  %1166 = zext i8 %1165 to i32
  %1167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1166)
  %1168 = getelementptr inbounds i8, ptr %1, i64 8
  %1169 = load i8, ptr %1168, align 8, !tbaa !6
  %1170 = zext i8 %1169 to i32
  %1171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1170)
  %1172 = getelementptr inbounds i8, ptr %1, i64 9
  %1173 = load i8, ptr %1172, align 1, !tbaa !6
  %1174 = zext i8 %1173 to i32
  %1175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1174)
  %1176 = getelementptr inbounds i8, ptr %1, i64 10
  %1177 = load i8, ptr %1176, align 2, !tbaa !6
  %1178 = zext i8 %1177 to i32
  %1179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1178)
  %1180 = getelementptr inbounds i8, ptr %1, i64 11
  %1181 = load i8, ptr %1180, align 1, !tbaa !6
  %1182 = zext i8 %1181 to i32
  %1183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1182)
  %1184 = getelementptr inbounds i8, ptr %1, i64 12
  %1185 = load i8, ptr %1184, align 4, !tbaa !6
  %1186 = zext i8 %1185 to i32
  %1187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1186)
  %1188 = getelementptr inbounds i8, ptr %1, i64 13
  %1189 = load i8, ptr %1188, align 1, !tbaa !6
  %1190 = zext i8 %1189 to i32
  %1191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1190)
  %1192 = getelementptr inbounds i8, ptr %1, i64 14
  %1193 = load i8, ptr %1192, align 2, !tbaa !6
  %1194 = zext i8 %1193 to i32
  %1195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1194)
  %1196 = getelementptr inbounds i8, ptr %1, i64 15
  %1197 = load i8, ptr %1196, align 1, !tbaa !6
  %1198 = zext i8 %1197 to i32
  %1199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1198)
  %1200 = getelementptr inbounds i8, ptr %1, i64 16
  %1201 = load i8, ptr %1200, align 8, !tbaa !6
  %1202 = zext i8 %1201 to i32
  %1203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1202)
  %1204 = getelementptr inbounds i8, ptr %1, i64 17
  %1205 = load i8, ptr %1204, align 1, !tbaa !6
  %1206 = zext i8 %1205 to i32
  %1207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1206)
  %1208 = getelementptr inbounds i8, ptr %1, i64 18
  %1209 = load i8, ptr %1208, align 2, !tbaa !6
  %1210 = zext i8 %1209 to i32
  %1211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1210)
  %1212 = getelementptr inbounds i8, ptr %1, i64 19
  %1213 = load i8, ptr %1212, align 1, !tbaa !6
  %1214 = zext i8 %1213 to i32
  %1215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1214)
  %1216 = getelementptr inbounds i8, ptr %1, i64 20
  %1217 = load i8, ptr %1216, align 4, !tbaa !6
  %1218 = zext i8 %1217 to i32
  %1219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1218)
  %1220 = getelementptr inbounds i8, ptr %1, i64 21
  %1221 = load i8, ptr %1220, align 1, !tbaa !6
  %1222 = zext i8 %1221 to i32
  %1223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1222)
  %1224 = getelementptr inbounds i8, ptr %1, i64 22
  %1225 = load i8, ptr %1224, align 2, !tbaa !6
  %1226 = zext i8 %1225 to i32
  %1227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1226)
  %1228 = getelementptr inbounds i8, ptr %1, i64 23
  %1229 = load i8, ptr %1228, align 1, !tbaa !6
  %1230 = zext i8 %1229 to i32
  %1231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1230)
  %1232 = getelementptr inbounds i8, ptr %1, i64 24
  %1233 = load i8, ptr %1232, align 8, !tbaa !6
  %1234 = zext i8 %1233 to i32
  %1235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1234)
  %1236 = getelementptr inbounds i8, ptr %1, i64 25
  %1237 = load i8, ptr %1236, align 1, !tbaa !6
  %1238 = zext i8 %1237 to i32
  %1239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1238)
  %1240 = getelementptr inbounds i8, ptr %1, i64 26
  %1241 = load i8, ptr %1240, align 2, !tbaa !6
  %1242 = zext i8 %1241 to i32
  %1243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1242)
  %1244 = getelementptr inbounds i8, ptr %1, i64 27
  %1245 = load i8, ptr %1244, align 1, !tbaa !6
  %1246 = zext i8 %1245 to i32
  %1247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1246)
  %1248 = getelementptr inbounds i8, ptr %1, i64 28
  %1249 = load i8, ptr %1248, align 4, !tbaa !6
  %1250 = zext i8 %1249 to i32
  %1251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1250)
  %1252 = getelementptr inbounds i8, ptr %1, i64 29
  %1253 = load i8, ptr %1252, align 1, !tbaa !6
  %1254 = zext i8 %1253 to i32
  %1255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1254)
  %1256 = getelementptr inbounds i8, ptr %1, i64 30
  %1257 = load i8, ptr %1256, align 2, !tbaa !6
  %1258 = zext i8 %1257 to i32
  %1259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1258)
  %1260 = getelementptr inbounds i8, ptr %1, i64 31
  %1261 = load i8, ptr %1260, align 1, !tbaa !6
  %1262 = zext i8 %1261 to i32
  %1263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1262)
  %1264 = tail call i32 @putchar(i32 10)
  %1265 = tail call { <8 x i8>, <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld3.v8i8.p0(ptr nonnull getelementptr inbounds (i8, ptr @bytes, i64 1))
  %1266 = extractvalue { <8 x i8>, <8 x i8>, <8 x i8> } %1265, 0
  %1267 = extractvalue { <8 x i8>, <8 x i8>, <8 x i8> } %1265, 1
  %1268 = extractvalue { <8 x i8>, <8 x i8>, <8 x i8> } %1265, 2
  call void @llvm.aarch64.neon.st1x3.v8i8.p0(<8 x i8> %1266, <8 x i8> %1267, <8 x i8> %1268, ptr nonnull %1)
  %1269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.44)
  %1270 = load i8, ptr %1, align 8, !tbaa !6
  %1271 = zext i8 %1270 to i32
  %1272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1271)
  %1273 = load i8, ptr %1140, align 1, !tbaa !6
  %1274 = zext i8 %1273 to i32
  %1275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1274)
  %1276 = load i8, ptr %1144, align 2, !tbaa !6
  %1277 = zext i8 %1276 to i32
  %1278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1277)
  %1279 = load i8, ptr %1148, align 1, !tbaa !6
  %1280 = zext i8 %1279 to i32
  %1281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1280)
  %1282 = load i8, ptr %1152, align 4, !tbaa !6
  %1283 = zext i8 %1282 to i32
  %1284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1283)
  %1285 = load i8, ptr %1156, align 1, !tbaa !6
  %1286 = zext i8 %1285 to i32
  %1287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1286)
  %1288 = load i8, ptr %1160, align 2, !tbaa !6
  %1289 = zext i8 %1288 to i32
  %1290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1289)
  %1291 = load i8, ptr %1164, align 1, !tbaa !6
  %1292 = zext i8 %1291 to i32
  %1293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1292)
  %1294 = load i8, ptr %1168, align 8, !tbaa !6
  %1295 = zext i8 %1294 to i32
  %1296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1295)
  %1297 = load i8, ptr %1172, align 1, !tbaa !6
  %1298 = zext i8 %1297 to i32
  %1299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1298)
  %1300 = load i8, ptr %1176, align 2, !tbaa !6
  %1301 = zext i8 %1300 to i32
  %1302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1301)
  %1303 = load i8, ptr %1180, align 1, !tbaa !6
  %1304 = zext i8 %1303 to i32
  %1305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1304)
  %1306 = load i8, ptr %1184, align 4, !tbaa !6
  %1307 = zext i8 %1306 to i32
  %1308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1307)
  %1309 = load i8, ptr %1188, align 1, !tbaa !6
  %1310 = zext i8 %1309 to i32
  %1311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1310)
  %1312 = load i8, ptr %1192, align 2, !tbaa !6
  %1313 = zext i8 %1312 to i32
  %1314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1313)
  %1315 = load i8, ptr %1196, align 1, !tbaa !6
  %1316 = zext i8 %1315 to i32
  %1317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1316)
  %1318 = load i8, ptr %1200, align 8, !tbaa !6
  %1319 = zext i8 %1318 to i32
  %1320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1319)
  %1321 = load i8, ptr %1204, align 1, !tbaa !6
  %1322 = zext i8 %1321 to i32
  %1323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1322)
  %1324 = load i8, ptr %1208, align 2, !tbaa !6
  %1325 = zext i8 %1324 to i32
  %1326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1325)
  %1327 = load i8, ptr %1212, align 1, !tbaa !6
  %1328 = zext i8 %1327 to i32
  %1329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1328)
  %1330 = load i8, ptr %1216, align 4, !tbaa !6
  %1331 = zext i8 %1330 to i32
  %1332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1331)
  %1333 = load i8, ptr %1220, align 1, !tbaa !6
  %1334 = zext i8 %1333 to i32
  %1335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1334)
  %1336 = load i8, ptr %1224, align 2, !tbaa !6
  %1337 = zext i8 %1336 to i32
  %1338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1337)
  %1339 = load i8, ptr %1228, align 1, !tbaa !6
  %1340 = zext i8 %1339 to i32
  %1341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1340)
  %1342 = tail call i32 @putchar(i32 10)
  %1343 = tail call { <8 x i16>, <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld4.v8i16.p0(ptr nonnull @h16)
  %1344 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16>, <8 x i16> } %1343, 0
  %1345 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16>, <8 x i16> } %1343, 1
  %1346 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16>, <8 x i16> } %1343, 2
  %1347 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16>, <8 x i16> } %1343, 3
  call void @llvm.aarch64.neon.st1x4.v8i16.p0(<8 x i16> %1344, <8 x i16> %1345, <8 x i16> %1346, <8 x i16> %1347, ptr nonnull %2)
  %1348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.45)
  %1349 = load i16, ptr %2, align 4, !tbaa !9
  %1350 = sext i16 %1349 to i32
  %1351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1350)
  %1352 = getelementptr inbounds i8, ptr %2, i64 2
  %1353 = load i16, ptr %1352, align 2, !tbaa !9
  %1354 = sext i16 %1353 to i32
  %1355 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1354)
  %1356 = getelementptr inbounds i8, ptr %2, i64 4
  %1357 = load i16, ptr %1356, align 4, !tbaa !9
  %1358 = sext i16 %1357 to i32
  %1359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1358)
  %1360 = getelementptr inbounds i8, ptr %2, i64 6
  %1361 = load i16, ptr %1360, align 2, !tbaa !9
  %1362 = sext i16 %1361 to i32
  %1363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1362)
  %1364 = getelementptr inbounds i8, ptr %2, i64 8
  %1365 = load i16, ptr %1364, align 4, !tbaa !9
  %1366 = sext i16 %1365 to i32
  %1367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1366)
  %1368 = getelementptr inbounds i8, ptr %2, i64 10
  %1369 = load i16, ptr %1368, align 2, !tbaa !9
  %1370 = sext i16 %1369 to i32
  %1371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1370)
  %1372 = getelementptr inbounds i8, ptr %2, i64 12
  %1373 = load i16, ptr %1372, align 4, !tbaa !9
  %1374 = sext i16 %1373 to i32
  %1375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1374)
  %1376 = getelementptr inbounds i8, ptr %2, i64 14
  %1377 = load i16, ptr %1376, align 2, !tbaa !9
  %1378 = sext i16 %1377 to i32
  %1379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1378)
  %1380 = getelementptr inbounds i8, ptr %2, i64 16
  %1381 = load i16, ptr %1380, align 4, !tbaa !9
  %1382 = sext i16 %1381 to i32
  %1383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1382)
  %1384 = getelementptr inbounds i8, ptr %2, i64 18
  %1385 = load i16, ptr %1384, align 2, !tbaa !9
  %1386 = sext i16 %1385 to i32
  %1387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1386)
  %1388 = getelementptr inbounds i8, ptr %2, i64 20
  %1389 = load i16, ptr %1388, align 4, !tbaa !9
  %1390 = sext i16 %1389 to i32
  %1391 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1390)
  %1392 = getelementptr inbounds i8, ptr %2, i64 22
  %1393 = load i16, ptr %1392, align 2, !tbaa !9
  %1394 = sext i16 %1393 to i32
  %1395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1394)
  %1396 = getelementptr inbounds i8, ptr %2, i64 24
  %1397 = load i16, ptr %1396, align 4, !tbaa !9
  %1398 = sext i16 %1397 to i32
  %1399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1398)
  %1400 = getelementptr inbounds i8, ptr %2, i64 26
  %1401 = load i16, ptr %1400, align 2, !tbaa !9
  %1402 = sext i16 %1401 to i32
  %1403 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1402)
  %1404 = getelementptr inbounds i8, ptr %2, i64 28
  %1405 = load i16, ptr %1404, align 4, !tbaa !9
  %1406 = sext i16 %1405 to i32
  %1407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1406)
  %1408 = getelementptr inbounds i8, ptr %2, i64 30
  %1409 = load i16, ptr %1408, align 2, !tbaa !9
  %1410 = sext i16 %1409 to i32
  %1411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1410)
  %1412 = getelementptr inbounds i8, ptr %2, i64 32
  %1413 = load i16, ptr %1412, align 4, !tbaa !9
  %1414 = sext i16 %1413 to i32
  %1415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1414)
  %1416 = getelementptr inbounds i8, ptr %2, i64 34
  %1417 = load i16, ptr %1416, align 2, !tbaa !9
  %1418 = sext i16 %1417 to i32
  %1419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1418)
  %1420 = getelementptr inbounds i8, ptr %2, i64 36
  %1421 = load i16, ptr %1420, align 4, !tbaa !9
  %1422 = sext i16 %1421 to i32
  %1423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1422)
  %1424 = getelementptr inbounds i8, ptr %2, i64 38
  %1425 = load i16, ptr %1424, align 2, !tbaa !9
  %1426 = sext i16 %1425 to i32
  %1427 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1426)
  %1428 = getelementptr inbounds i8, ptr %2, i64 40
  %1429 = load i16, ptr %1428, align 4, !tbaa !9
  %1430 = sext i16 %1429 to i32
  %1431 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1430)
  %1432 = getelementptr inbounds i8, ptr %2, i64 42
  %1433 = load i16, ptr %1432, align 2, !tbaa !9
  %1434 = sext i16 %1433 to i32
  %1435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1434)
  %1436 = getelementptr inbounds i8, ptr %2, i64 44
  %1437 = load i16, ptr %1436, align 4, !tbaa !9
  %1438 = sext i16 %1437 to i32
  %1439 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1438)
  %1440 = getelementptr inbounds i8, ptr %2, i64 46
  %1441 = load i16, ptr %1440, align 2, !tbaa !9
  %1442 = sext i16 %1441 to i32
  %1443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1442)
  %1444 = getelementptr inbounds i8, ptr %2, i64 48
  %1445 = load i16, ptr %1444, align 4, !tbaa !9
  %1446 = sext i16 %1445 to i32
  %1447 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1446)
  %1448 = getelementptr inbounds i8, ptr %2, i64 50
  %1449 = load i16, ptr %1448, align 2, !tbaa !9
  %1450 = sext i16 %1449 to i32
  %1451 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1450)
  %1452 = getelementptr inbounds i8, ptr %2, i64 52
  %1453 = load i16, ptr %1452, align 4, !tbaa !9
  %1454 = sext i16 %1453 to i32
  %1455 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1454)
  %1456 = getelementptr inbounds i8, ptr %2, i64 54
  %1457 = load i16, ptr %1456, align 2, !tbaa !9
  %1458 = sext i16 %1457 to i32
  %1459 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1458)
  %1460 = getelementptr inbounds i8, ptr %2, i64 56
  %1461 = load i16, ptr %1460, align 4, !tbaa !9
  %1462 = sext i16 %1461 to i32
  %1463 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1462)
  %1464 = getelementptr inbounds i8, ptr %2, i64 58
  %1465 = load i16, ptr %1464, align 2, !tbaa !9
  %1466 = sext i16 %1465 to i32
  %1467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1466)
  %1468 = getelementptr inbounds i8, ptr %2, i64 60
  %1469 = load i16, ptr %1468, align 4, !tbaa !9
  %1470 = sext i16 %1469 to i32
  %1471 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1470)
  %1472 = getelementptr inbounds i8, ptr %2, i64 62
  %1473 = load i16, ptr %1472, align 2, !tbaa !9
  %1474 = sext i16 %1473 to i32
  %1475 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1474)
  %1476 = tail call i32 @putchar(i32 10)
  %1477 = tail call { <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld2.v4i16.p0(ptr nonnull getelementptr inbounds (i8, ptr @h16, i64 10))
  %1478 = extractvalue { <4 x i16>, <4 x i16> } %1477, 0
  %1479 = extractvalue { <4 x i16>, <4 x i16> } %1477, 1
  call void @llvm.aarch64.neon.st2.v4i16.p0(<4 x i16> %1478, <4 x i16> %1479, ptr nonnull %2)
  %1480 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.46)
  %1481 = load i16, ptr %2, align 4, !tbaa !9
  %1482 = sext i16 %1481 to i32
  %1483 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1482)
  %1484 = load i16, ptr %1352, align 2, !tbaa !9
  %1485 = sext i16 %1484 to i32
  %1486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1485)
  %1487 = load i16, ptr %1356, align 4, !tbaa !9
  %1488 = sext i16 %1487 to i32
  %1489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1488)
  %1490 = load i16, ptr %1360, align 2, !tbaa !9
  %1491 = sext i16 %1490 to i32
  %1492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1491)
  %1493 = load i16, ptr %1364, align 4, !tbaa !9
  %1494 = sext i16 %1493 to i32
  %1495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1494)
  %1496 = load i16, ptr %1368, align 2, !tbaa !9
  %1497 = sext i16 %1496 to i32
  %1498 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1497)
  %1499 = load i16, ptr %1372, align 4, !tbaa !9
  %1500 = sext i16 %1499 to i32
  %1501 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1500)
  %1502 = load i16, ptr %1376, align 2, !tbaa !9
  %1503 = sext i16 %1502 to i32
  %1504 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1503)
  %1505 = tail call i32 @putchar(i32 10)
  %1506 = tail call { <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld3.v4i32.p0(ptr nonnull @w32)
  %1507 = extractvalue { <4 x i32>, <4 x i32>, <4 x i32> } %1506, 0
  %1508 = extractvalue { <4 x i32>, <4 x i32>, <4 x i32> } %1506, 1
  %1509 = extractvalue { <4 x i32>, <4 x i32>, <4 x i32> } %1506, 2
  call void @llvm.aarch64.neon.st3.v4i32.p0(<4 x i32> %1507, <4 x i32> %1508, <4 x i32> %1509, ptr nonnull %3)
  %1510 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.47)
  %1511 = load i32, ptr %3, align 4, !tbaa !11
  %1512 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1511)
  %1513 = getelementptr inbounds i8, ptr %3, i64 4
  %1514 = load i32, ptr %1513, align 4, !tbaa !11
  %1515 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1514)
  %1516 = getelementptr inbounds i8, ptr %3, i64 8
  %1517 = load i32, ptr %1516, align 4, !tbaa !11
  %1518 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1517)
  %1519 = getelementptr inbounds i8, ptr %3, i64 12
  %1520 = load i32, ptr %1519, align 4, !tbaa !11
  %1521 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1520)
  %1522 = getelementptr inbounds i8, ptr %3, i64 16
  %1523 = load i32, ptr %1522, align 4, !tbaa !11
  %1524 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1523)
  %1525 = getelementptr inbounds i8, ptr %3, i64 20
  %1526 = load i32, ptr %1525, align 4, !tbaa !11
  %1527 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1526)
  %1528 = getelementptr inbounds i8, ptr %3, i64 24
  %1529 = load i32, ptr %1528, align 4, !tbaa !11
  %1530 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1529)
  %1531 = getelementptr inbounds i8, ptr %3, i64 28
  %1532 = load i32, ptr %1531, align 4, !tbaa !11
  %1533 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1532)
  %1534 = getelementptr inbounds i8, ptr %3, i64 32
  %1535 = load i32, ptr %1534, align 4, !tbaa !11
  %1536 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1535)
  %1537 = getelementptr inbounds i8, ptr %3, i64 36
  %1538 = load i32, ptr %1537, align 4, !tbaa !11
  %1539 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1538)
  %1540 = getelementptr inbounds i8, ptr %3, i64 40
  %1541 = load i32, ptr %1540, align 4, !tbaa !11
  %1542 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1541)
  %1543 = getelementptr inbounds i8, ptr %3, i64 44
  %1544 = load i32, ptr %1543, align 4, !tbaa !11
  %1545 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1544)
  %1546 = tail call i32 @putchar(i32 10)
  %1547 = tail call { <4 x float>, <4 x float>, <4 x float>, <4 x float> } @llvm.aarch64.neon.ld4.v4f32.p0(ptr nonnull @f32)
  %1548 = extractvalue { <4 x float>, <4 x float>, <4 x float>, <4 x float> } %1547, 0
  %1549 = extractvalue { <4 x float>, <4 x float>, <4 x float>, <4 x float> } %1547, 1
  %1550 = extractvalue { <4 x float>, <4 x float>, <4 x float>, <4 x float> } %1547, 2
  %1551 = extractvalue { <4 x float>, <4 x float>, <4 x float>, <4 x float> } %1547, 3
  call void @llvm.aarch64.neon.st1x4.v4f32.p0(<4 x float> %1548, <4 x float> %1549, <4 x float> %1550, <4 x float> %1551, ptr nonnull %5)
  call fastcc void @pf(ptr noundef nonnull @.str.48, ptr noundef nonnull %5)
  call void @llvm.aarch64.neon.st4.v4f32.p0(<4 x float> %1548, <4 x float> %1549, <4 x float> %1550, <4 x float> %1551, ptr nonnull %5)
  call fastcc void @pf(ptr noundef nonnull @.str.49, ptr noundef nonnull %5)
  %1552 = tail call { <2 x i64>, <2 x i64> } @llvm.aarch64.neon.ld2.v2i64.p0(ptr nonnull @d64)
  %1553 = extractvalue { <2 x i64>, <2 x i64> } %1552, 0
  %1554 = extractvalue { <2 x i64>, <2 x i64> } %1552, 1
  call void @llvm.aarch64.neon.st1x2.v2i64.p0(<2 x i64> %1553, <2 x i64> %1554, ptr nonnull %4)
  %1555 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.50)
  %1556 = load i64, ptr %4, align 8, !tbaa !15
  %1557 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %1556)
  %1558 = getelementptr inbounds i8, ptr %4, i64 8
  %1559 = load i64, ptr %1558, align 8, !tbaa !15
  %1560 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %1559)
  %1561 = getelementptr inbounds i8, ptr %4, i64 16
  %1562 = load i64, ptr %1561, align 8, !tbaa !15
  %1563 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %1562)
  %1564 = getelementptr inbounds i8, ptr %4, i64 24
  %1565 = load i64, ptr %1564, align 8, !tbaa !15
  %1566 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %1565)
  %1567 = tail call i32 @putchar(i32 10)
  %1568 = tail call { <1 x i64>, <1 x i64> } @llvm.aarch64.neon.ld2.v1i64.p0(ptr nonnull getelementptr inbounds (i8, ptr @d64, i64 24))
  %1569 = extractvalue { <1 x i64>, <1 x i64> } %1568, 0
  %1570 = extractvalue { <1 x i64>, <1 x i64> } %1568, 1
  call void @llvm.aarch64.neon.st2.v1i64.p0(<1 x i64> %1569, <1 x i64> %1570, ptr nonnull %4)
  %1571 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.51)
  %1572 = load i64, ptr %4, align 8, !tbaa !15
  %1573 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %1572)
  %1574 = load i64, ptr %1558, align 8, !tbaa !15
  %1575 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %1574)
  %1576 = tail call i32 @putchar(i32 10)
  %1577 = tail call { <2 x i32>, <2 x i32>, <2 x i32>, <2 x i32> } @llvm.aarch64.neon.ld1x4.v2i32.p0(ptr nonnull getelementptr inbounds (i8, ptr @w32, i64 4))
  %1578 = extractvalue { <2 x i32>, <2 x i32>, <2 x i32>, <2 x i32> } %1577, 0
  %1579 = extractvalue { <2 x i32>, <2 x i32>, <2 x i32>, <2 x i32> } %1577, 1
  %1580 = extractvalue { <2 x i32>, <2 x i32>, <2 x i32>, <2 x i32> } %1577, 2
  %1581 = extractvalue { <2 x i32>, <2 x i32>, <2 x i32>, <2 x i32> } %1577, 3
  call void @llvm.aarch64.neon.st4.v2i32.p0(<2 x i32> %1578, <2 x i32> %1579, <2 x i32> %1580, <2 x i32> %1581, ptr nonnull %3)
  %1582 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.52)
  %1583 = load i32, ptr %3, align 4, !tbaa !11
  %1584 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1583)
  %1585 = load i32, ptr %1513, align 4, !tbaa !11
  %1586 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1585)
  %1587 = load i32, ptr %1516, align 4, !tbaa !11
  %1588 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1587)
  %1589 = load i32, ptr %1519, align 4, !tbaa !11
  %1590 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1589)
  %1591 = load i32, ptr %1522, align 4, !tbaa !11
  %1592 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1591)
  %1593 = load i32, ptr %1525, align 4, !tbaa !11
  %1594 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1593)
  %1595 = load i32, ptr %1528, align 4, !tbaa !11
  %1596 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1595)
  %1597 = load i32, ptr %1531, align 4, !tbaa !11
  %1598 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1597)
  %1599 = tail call i32 @putchar(i32 10)
  %1600 = tail call { <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld1x3.v8i16.p0(ptr nonnull getelementptr inbounds (i8, ptr @h16, i64 4))
  %1601 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16> } %1600, 0
  %1602 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16> } %1600, 1
  %1603 = extractvalue { <8 x i16>, <8 x i16>, <8 x i16> } %1600, 2
  call void @llvm.aarch64.neon.st1x3.v8i16.p0(<8 x i16> %1601, <8 x i16> %1602, <8 x i16> %1603, ptr nonnull %2)
  %1604 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.53)
  %1605 = load i16, ptr %2, align 4, !tbaa !9
  %1606 = sext i16 %1605 to i32
  %1607 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1606)
  %1608 = load i16, ptr %1352, align 2, !tbaa !9
  %1609 = sext i16 %1608 to i32
  %1610 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1609)
  %1611 = load i16, ptr %1356, align 4, !tbaa !9
  %1612 = sext i16 %1611 to i32
  %1613 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1612)
  %1614 = load i16, ptr %1360, align 2, !tbaa !9
  %1615 = sext i16 %1614 to i32
  %1616 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1615)
  %1617 = load i16, ptr %1364, align 4, !tbaa !9
  %1618 = sext i16 %1617 to i32
  %1619 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1618)
  %1620 = load i16, ptr %1368, align 2, !tbaa !9
  %1621 = sext i16 %1620 to i32
  %1622 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1621)
  %1623 = load i16, ptr %1372, align 4, !tbaa !9
  %1624 = sext i16 %1623 to i32
  %1625 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1624)
  %1626 = load i16, ptr %1376, align 2, !tbaa !9
  %1627 = sext i16 %1626 to i32
  %1628 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1627)
  %1629 = load i16, ptr %1380, align 4, !tbaa !9
  %1630 = sext i16 %1629 to i32
  %1631 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1630)
  %1632 = load i16, ptr %1384, align 2, !tbaa !9
  %1633 = sext i16 %1632 to i32
  %1634 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1633)
  %1635 = load i16, ptr %1388, align 4, !tbaa !9
  %1636 = sext i16 %1635 to i32
  %1637 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1636)
  %1638 = load i16, ptr %1392, align 2, !tbaa !9
  %1639 = sext i16 %1638 to i32
  %1640 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1639)
  %1641 = load i16, ptr %1396, align 4, !tbaa !9
  %1642 = sext i16 %1641 to i32
  %1643 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1642)
  %1644 = load i16, ptr %1400, align 2, !tbaa !9
  %1645 = sext i16 %1644 to i32
  %1646 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1645)
  %1647 = load i16, ptr %1404, align 4, !tbaa !9
  %1648 = sext i16 %1647 to i32
  %1649 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1648)
  %1650 = load i16, ptr %1408, align 2, !tbaa !9
  %1651 = sext i16 %1650 to i32
  %1652 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1651)
  %1653 = load i16, ptr %1412, align 4, !tbaa !9
  %1654 = sext i16 %1653 to i32
  %1655 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1654)
  %1656 = load i16, ptr %1416, align 2, !tbaa !9
  %1657 = sext i16 %1656 to i32
  %1658 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1657)
  %1659 = load i16, ptr %1420, align 4, !tbaa !9
  %1660 = sext i16 %1659 to i32
  %1661 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1660)
  %1662 = load i16, ptr %1424, align 2, !tbaa !9
  %1663 = sext i16 %1662 to i32
  %1664 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1663)
  %1665 = load i16, ptr %1428, align 4, !tbaa !9
  %1666 = sext i16 %1665 to i32
  %1667 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1666)
  %1668 = load i16, ptr %1432, align 2, !tbaa !9
  %1669 = sext i16 %1668 to i32
  %1670 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1669)
  %1671 = load i16, ptr %1436, align 4, !tbaa !9
  %1672 = sext i16 %1671 to i32
  %1673 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1672)
  %1674 = load i16, ptr %1440, align 2, !tbaa !9
  %1675 = sext i16 %1674 to i32
  %1676 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1675)
  %1677 = tail call i32 @putchar(i32 10)
  %1678 = tail call { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld1x2.v8i8.p0(ptr nonnull getelementptr inbounds (i8, ptr @bytes, i64 7))
  %1679 = extractvalue { <8 x i8>, <8 x i8> } %1678, 0
  %1680 = extractvalue { <8 x i8>, <8 x i8> } %1678, 1
  call void @llvm.aarch64.neon.st2.v8i8.p0(<8 x i8> %1679, <8 x i8> %1680, ptr nonnull %1)
  %1681 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.54)
  %1682 = load i8, ptr %1, align 8, !tbaa !6
  %1683 = zext i8 %1682 to i32
  %1684 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1683)
  %1685 = load i8, ptr %1140, align 1, !tbaa !6
  %1686 = zext i8 %1685 to i32
  %1687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1686)
  %1688 = load i8, ptr %1144, align 2, !tbaa !6
  %1689 = zext i8 %1688 to i32
  %1690 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1689)
  %1691 = load i8, ptr %1148, align 1, !tbaa !6
  %1692 = zext i8 %1691 to i32
  %1693 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1692)
  %1694 = load i8, ptr %1152, align 4, !tbaa !6
  %1695 = zext i8 %1694 to i32
  %1696 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1695)
  %1697 = load i8, ptr %1156, align 1, !tbaa !6
  %1698 = zext i8 %1697 to i32
  %1699 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1698)
  %1700 = load i8, ptr %1160, align 2, !tbaa !6
  %1701 = zext i8 %1700 to i32
  %1702 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1701)
  %1703 = load i8, ptr %1164, align 1, !tbaa !6
  %1704 = zext i8 %1703 to i32
  %1705 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1704)
  %1706 = load i8, ptr %1168, align 8, !tbaa !6
  %1707 = zext i8 %1706 to i32
  %1708 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1707)
  %1709 = load i8, ptr %1172, align 1, !tbaa !6
  %1710 = zext i8 %1709 to i32
  %1711 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1710)
  %1712 = load i8, ptr %1176, align 2, !tbaa !6
  %1713 = zext i8 %1712 to i32
  %1714 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1713)
  %1715 = load i8, ptr %1180, align 1, !tbaa !6
  %1716 = zext i8 %1715 to i32
  %1717 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1716)
  %1718 = load i8, ptr %1184, align 4, !tbaa !6
  %1719 = zext i8 %1718 to i32
  %1720 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1719)
  %1721 = load i8, ptr %1188, align 1, !tbaa !6
  %1722 = zext i8 %1721 to i32
  %1723 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1722)
  %1724 = load i8, ptr %1192, align 2, !tbaa !6
  %1725 = zext i8 %1724 to i32
  %1726 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1725)
  %1727 = load i8, ptr %1196, align 1, !tbaa !6
  %1728 = zext i8 %1727 to i32
  %1729 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1728)
  %1730 = tail call i32 @putchar(i32 10)
  %1731 = tail call { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld4.v16i8.p0(ptr nonnull @bytes)
  %1732 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %1731, 0
  %1733 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %1731, 1
  %1734 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %1731, 2
  %1735 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } %1731, 3
  call void @llvm.aarch64.neon.st4.v16i8.p0(<16 x i8> %1732, <16 x i8> %1733, <16 x i8> %1734, <16 x i8> %1735, ptr nonnull %1)
  %1736 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.55)
  br label %1737

1737:                                             ; preds = %1737, %0
  %1738 = phi i64 [ 0, %0 ], [ %1743, %1737 ]
  %1739 = getelementptr inbounds i8, ptr %1, i64 %1738
  %1740 = load i8, ptr %1739, align 1, !tbaa !6
  %1741 = zext i8 %1740 to i32
  %1742 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1741)
  %1743 = add nuw nsw i64 %1738, 1
  %1744 = icmp eq i64 %1743, 64
  br i1 %1744, label %1745, label %1737, !llvm.loop !17

1745:                                             ; preds = %1737
  %1746 = tail call i32 @putchar(i32 10)
  %1747 = tail call { <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld3r.v16i8.p0(ptr nonnull getelementptr inbounds (i8, ptr @bytes, i64 9))
  %1748 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8> } %1747, 0
  %1749 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8> } %1747, 1
  %1750 = extractvalue { <16 x i8>, <16 x i8>, <16 x i8> } %1747, 2
  call void @llvm.aarch64.neon.st1x3.v16i8.p0(<16 x i8> %1748, <16 x i8> %1749, <16 x i8> %1750, ptr nonnull %1)
  %1751 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.56)
  br label %1752

1752:                                             ; preds = %1752, %1745
  %1753 = phi i64 [ 0, %1745 ], [ %1758, %1752 ]
  %1754 = getelementptr inbounds i8, ptr %1, i64 %1753
  %1755 = load i8, ptr %1754, align 1, !tbaa !6
  %1756 = zext i8 %1755 to i32
  %1757 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1756)
  %1758 = add nuw nsw i64 %1753, 1
  %1759 = icmp eq i64 %1758, 48
  br i1 %1759, label %1760, label %1752, !llvm.loop !17

1760:                                             ; preds = %1752
  %1761 = tail call i32 @putchar(i32 10)
  %1762 = tail call { <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld2r.v4i32.p0(ptr nonnull getelementptr inbounds (i8, ptr @w32, i64 12))
  %1763 = extractvalue { <4 x i32>, <4 x i32> } %1762, 0
  %1764 = extractvalue { <4 x i32>, <4 x i32> } %1762, 1
  call void @llvm.aarch64.neon.st1x2.v4i32.p0(<4 x i32> %1763, <4 x i32> %1764, ptr nonnull %3)
  %1765 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.57)
  %1766 = load i32, ptr %3, align 4, !tbaa !11
  %1767 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1766)
  %1768 = load i32, ptr %1513, align 4, !tbaa !11
  %1769 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1768)
  %1770 = load i32, ptr %1516, align 4, !tbaa !11
  %1771 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1770)
  %1772 = load i32, ptr %1519, align 4, !tbaa !11
  %1773 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1772)
  %1774 = load i32, ptr %1522, align 4, !tbaa !11
  %1775 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1774)
  %1776 = load i32, ptr %1525, align 4, !tbaa !11
  %1777 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1776)
  %1778 = load i32, ptr %1528, align 4, !tbaa !11
  %1779 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1778)
  %1780 = load i32, ptr %1531, align 4, !tbaa !11
  %1781 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1780)
  %1782 = tail call i32 @putchar(i32 10)
  %1783 = tail call { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld4r.v4i16.p0(ptr nonnull getelementptr inbounds (i8, ptr @h16, i64 22))
  %1784 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } %1783, 0
  %1785 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } %1783, 1
  %1786 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } %1783, 2
  %1787 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } %1783, 3
  call void @llvm.aarch64.neon.st1x4.v4i16.p0(<4 x i16> %1784, <4 x i16> %1785, <4 x i16> %1786, <4 x i16> %1787, ptr nonnull %2)
  %1788 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.58)
  %1789 = load i16, ptr %2, align 4, !tbaa !9
  %1790 = sext i16 %1789 to i32
  %1791 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1790)
  %1792 = load i16, ptr %1352, align 2, !tbaa !9
  %1793 = sext i16 %1792 to i32
  %1794 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1793)
  %1795 = load i16, ptr %1356, align 4, !tbaa !9
  %1796 = sext i16 %1795 to i32
  %1797 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1796)
  %1798 = load i16, ptr %1360, align 2, !tbaa !9
  %1799 = sext i16 %1798 to i32
  %1800 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1799)
  %1801 = load i16, ptr %1364, align 4, !tbaa !9
  %1802 = sext i16 %1801 to i32
  %1803 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1802)
  %1804 = load i16, ptr %1368, align 2, !tbaa !9
  %1805 = sext i16 %1804 to i32
  %1806 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1805)
  %1807 = load i16, ptr %1372, align 4, !tbaa !9
  %1808 = sext i16 %1807 to i32
  %1809 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1808)
  %1810 = load i16, ptr %1376, align 2, !tbaa !9
  %1811 = sext i16 %1810 to i32
  %1812 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1811)
  %1813 = load i16, ptr %1380, align 4, !tbaa !9
  %1814 = sext i16 %1813 to i32
  %1815 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1814)
  %1816 = load i16, ptr %1384, align 2, !tbaa !9
  %1817 = sext i16 %1816 to i32
  %1818 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1817)
  %1819 = load i16, ptr %1388, align 4, !tbaa !9
  %1820 = sext i16 %1819 to i32
  %1821 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1820)
  %1822 = load i16, ptr %1392, align 2, !tbaa !9
  %1823 = sext i16 %1822 to i32
  %1824 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1823)
  %1825 = load i16, ptr %1396, align 4, !tbaa !9
  %1826 = sext i16 %1825 to i32
  %1827 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1826)
  %1828 = load i16, ptr %1400, align 2, !tbaa !9
  %1829 = sext i16 %1828 to i32
  %1830 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1829)
  %1831 = load i16, ptr %1404, align 4, !tbaa !9
  %1832 = sext i16 %1831 to i32
  %1833 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1832)
  %1834 = load i16, ptr %1408, align 2, !tbaa !9
  %1835 = sext i16 %1834 to i32
  %1836 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1835)
  %1837 = tail call i32 @putchar(i32 10)
  %1838 = tail call { <1 x i64>, <1 x i64> } @llvm.aarch64.neon.ld2r.v1i64.p0(ptr nonnull getelementptr inbounds (i8, ptr @d64, i64 8))
  %1839 = extractvalue { <1 x i64>, <1 x i64> } %1838, 0
  %1840 = extractvalue { <1 x i64>, <1 x i64> } %1838, 1
  call void @llvm.aarch64.neon.st1x2.v1i64.p0(<1 x i64> %1839, <1 x i64> %1840, ptr nonnull %4)
  %1841 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.59)
  %1842 = load i64, ptr %4, align 8, !tbaa !15
  %1843 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %1842)
  %1844 = load i64, ptr %1558, align 8, !tbaa !15
  %1845 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %1844)
  %1846 = tail call i32 @putchar(i32 10)
  %1847 = tail call { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld2lane.v16i8.p0(<16 x i8> %1134, <16 x i8> %1135, i64 3, ptr nonnull getelementptr inbounds (i8, ptr @bytes, i64 40))
  %1848 = extractvalue { <16 x i8>, <16 x i8> } %1847, 0
  %1849 = extractvalue { <16 x i8>, <16 x i8> } %1847, 1
  call void @llvm.aarch64.neon.st1x2.v16i8.p0(<16 x i8> %1848, <16 x i8> %1849, ptr nonnull %1)
  %1850 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.60)
  %1851 = load i8, ptr %1, align 8, !tbaa !6
  %1852 = zext i8 %1851 to i32
  %1853 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1852)
  %1854 = load i8, ptr %1140, align 1, !tbaa !6
  %1855 = zext i8 %1854 to i32
  %1856 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1855)
  %1857 = load i8, ptr %1144, align 2, !tbaa !6
  %1858 = zext i8 %1857 to i32
  %1859 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1858)
  %1860 = load i8, ptr %1148, align 1, !tbaa !6
  %1861 = zext i8 %1860 to i32
  %1862 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1861)
  %1863 = load i8, ptr %1152, align 4, !tbaa !6
  %1864 = zext i8 %1863 to i32
  %1865 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1864)
  %1866 = load i8, ptr %1156, align 1, !tbaa !6
  %1867 = zext i8 %1866 to i32
  %1868 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1867)
  %1869 = load i8, ptr %1160, align 2, !tbaa !6
  %1870 = zext i8 %1869 to i32
  %1871 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1870)
  %1872 = load i8, ptr %1164, align 1, !tbaa !6
  %1873 = zext i8 %1872 to i32
  %1874 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1873)
  %1875 = load i8, ptr %1168, align 8, !tbaa !6
  %1876 = zext i8 %1875 to i32
  %1877 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1876)
  %1878 = load i8, ptr %1172, align 1, !tbaa !6
  %1879 = zext i8 %1878 to i32
  %1880 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1879)
  %1881 = load i8, ptr %1176, align 2, !tbaa !6
  %1882 = zext i8 %1881 to i32
  %1883 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1882)
  %1884 = load i8, ptr %1180, align 1, !tbaa !6
  %1885 = zext i8 %1884 to i32
  %1886 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1885)
  %1887 = load i8, ptr %1184, align 4, !tbaa !6
  %1888 = zext i8 %1887 to i32
  %1889 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1888)
  %1890 = load i8, ptr %1188, align 1, !tbaa !6
  %1891 = zext i8 %1890 to i32
  %1892 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1891)
  %1893 = load i8, ptr %1192, align 2, !tbaa !6
  %1894 = zext i8 %1893 to i32
  %1895 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1894)
  %1896 = load i8, ptr %1196, align 1, !tbaa !6
  %1897 = zext i8 %1896 to i32
  %1898 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1897)
  %1899 = load i8, ptr %1200, align 8, !tbaa !6
  %1900 = zext i8 %1899 to i32
  %1901 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1900)
  %1902 = load i8, ptr %1204, align 1, !tbaa !6
  %1903 = zext i8 %1902 to i32
  %1904 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1903)
  %1905 = load i8, ptr %1208, align 2, !tbaa !6
  %1906 = zext i8 %1905 to i32
  %1907 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1906)
  %1908 = load i8, ptr %1212, align 1, !tbaa !6
  %1909 = zext i8 %1908 to i32
  %1910 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1909)
  %1911 = load i8, ptr %1216, align 4, !tbaa !6
  %1912 = zext i8 %1911 to i32
  %1913 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1912)
  %1914 = load i8, ptr %1220, align 1, !tbaa !6
  %1915 = zext i8 %1914 to i32
  %1916 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1915)
  %1917 = load i8, ptr %1224, align 2, !tbaa !6
  %1918 = zext i8 %1917 to i32
  %1919 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1918)
  %1920 = load i8, ptr %1228, align 1, !tbaa !6
  %1921 = zext i8 %1920 to i32
  %1922 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1921)
  %1923 = load i8, ptr %1232, align 8, !tbaa !6
  %1924 = zext i8 %1923 to i32
  %1925 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1924)
  %1926 = load i8, ptr %1236, align 1, !tbaa !6
  %1927 = zext i8 %1926 to i32
  %1928 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1927)
  %1929 = load i8, ptr %1240, align 2, !tbaa !6
  %1930 = zext i8 %1929 to i32
  %1931 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1930)
  %1932 = load i8, ptr %1244, align 1, !tbaa !6
  %1933 = zext i8 %1932 to i32
  %1934 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1933)
  %1935 = load i8, ptr %1248, align 4, !tbaa !6
  %1936 = zext i8 %1935 to i32
  %1937 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1936)
  %1938 = load i8, ptr %1252, align 1, !tbaa !6
  %1939 = zext i8 %1938 to i32
  %1940 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1939)
  %1941 = load i8, ptr %1256, align 2, !tbaa !6
  %1942 = zext i8 %1941 to i32
  %1943 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1942)
  %1944 = load i8, ptr %1260, align 1, !tbaa !6
  %1945 = zext i8 %1944 to i32
  %1946 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %1945)
  %1947 = tail call i32 @putchar(i32 10)
  %1948 = tail call { <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld3.v4i16.p0(ptr nonnull @h16)
  %1949 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16> } %1948, 0
  %1950 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16> } %1948, 1
  %1951 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16> } %1948, 2
  %1952 = tail call { <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld3lane.v4i16.p0(<4 x i16> %1949, <4 x i16> %1950, <4 x i16> %1951, i64 2, ptr nonnull getelementptr inbounds (i8, ptr @h16, i64 40))
  %1953 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16> } %1952, 0
  %1954 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16> } %1952, 1
  %1955 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16> } %1952, 2
  call void @llvm.aarch64.neon.st1x3.v4i16.p0(<4 x i16> %1953, <4 x i16> %1954, <4 x i16> %1955, ptr nonnull %2)
  %1956 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.61)
  %1957 = load i16, ptr %2, align 4, !tbaa !9
  %1958 = sext i16 %1957 to i32
  %1959 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1958)
  %1960 = load i16, ptr %1352, align 2, !tbaa !9
  %1961 = sext i16 %1960 to i32
  %1962 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1961)
  %1963 = load i16, ptr %1356, align 4, !tbaa !9
  %1964 = sext i16 %1963 to i32
  %1965 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1964)
  %1966 = load i16, ptr %1360, align 2, !tbaa !9
  %1967 = sext i16 %1966 to i32
  %1968 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1967)
  %1969 = load i16, ptr %1364, align 4, !tbaa !9
  %1970 = sext i16 %1969 to i32
  %1971 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1970)
  %1972 = load i16, ptr %1368, align 2, !tbaa !9
  %1973 = sext i16 %1972 to i32
  %1974 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1973)
  %1975 = load i16, ptr %1372, align 4, !tbaa !9
  %1976 = sext i16 %1975 to i32
  %1977 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1976)
  %1978 = load i16, ptr %1376, align 2, !tbaa !9
  %1979 = sext i16 %1978 to i32
  %1980 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1979)
  %1981 = load i16, ptr %1380, align 4, !tbaa !9
  %1982 = sext i16 %1981 to i32
  %1983 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1982)
  %1984 = load i16, ptr %1384, align 2, !tbaa !9
  %1985 = sext i16 %1984 to i32
  %1986 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1985)
  %1987 = load i16, ptr %1388, align 4, !tbaa !9
  %1988 = sext i16 %1987 to i32
  %1989 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1988)
  %1990 = load i16, ptr %1392, align 2, !tbaa !9
  %1991 = sext i16 %1990 to i32
  %1992 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %1991)
  %1993 = tail call i32 @putchar(i32 10)
  %1994 = tail call { <4 x float>, <4 x float>, <4 x float>, <4 x float> } @llvm.aarch64.neon.ld4lane.v4f32.p0(<4 x float> %1548, <4 x float> %1549, <4 x float> %1550, <4 x float> %1551, i64 1, ptr nonnull getelementptr inbounds (i8, ptr @f32, i64 32))
  %1995 = extractvalue { <4 x float>, <4 x float>, <4 x float>, <4 x float> } %1994, 0
  %1996 = extractvalue { <4 x float>, <4 x float>, <4 x float>, <4 x float> } %1994, 1
  %1997 = extractvalue { <4 x float>, <4 x float>, <4 x float>, <4 x float> } %1994, 2
  %1998 = extractvalue { <4 x float>, <4 x float>, <4 x float>, <4 x float> } %1994, 3
  call void @llvm.aarch64.neon.st1x4.v4f32.p0(<4 x float> %1995, <4 x float> %1996, <4 x float> %1997, <4 x float> %1998, ptr nonnull %5)
  call fastcc void @pf(ptr noundef nonnull @.str.62, ptr noundef nonnull %5)
  %1999 = tail call { <2 x i64>, <2 x i64> } @llvm.aarch64.neon.ld2lane.v2i64.p0(<2 x i64> %1553, <2 x i64> %1554, i64 1, ptr nonnull getelementptr inbounds (i8, ptr @d64, i64 32))
  %2000 = extractvalue { <2 x i64>, <2 x i64> } %1999, 0
  %2001 = extractvalue { <2 x i64>, <2 x i64> } %1999, 1
  call void @llvm.aarch64.neon.st1x2.v2i64.p0(<2 x i64> %2000, <2 x i64> %2001, ptr nonnull %4)
  %2002 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.63)
  %2003 = load i64, ptr %4, align 8, !tbaa !15
  %2004 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2003)
  %2005 = load i64, ptr %1558, align 8, !tbaa !15
  %2006 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2005)
  %2007 = load i64, ptr %1561, align 8, !tbaa !15
  %2008 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2007)
  %2009 = load i64, ptr %1564, align 8, !tbaa !15
  %2010 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2009)
  %2011 = tail call i32 @putchar(i32 10)
  store i64 0, ptr %1, align 8
  call void @llvm.aarch64.neon.st2lane.v16i8.p0(<16 x i8> %1134, <16 x i8> %1135, i64 5, ptr nonnull %1)
  %2012 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.64)
  %2013 = load i8, ptr %1, align 8, !tbaa !6
  %2014 = zext i8 %2013 to i32
  %2015 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %2014)
  %2016 = load i8, ptr %1140, align 1, !tbaa !6
  %2017 = zext i8 %2016 to i32
  %2018 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %2017)
  %2019 = load i8, ptr %1144, align 2, !tbaa !6
  %2020 = zext i8 %2019 to i32
  %2021 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %2020)
  %2022 = tail call i32 @putchar(i32 10)
  %2023 = tail call { <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld3.v4i16.p0(ptr nonnull getelementptr inbounds (i8, ptr @h16, i64 2))
  %2024 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16> } %2023, 0
  %2025 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16> } %2023, 1
  %2026 = extractvalue { <4 x i16>, <4 x i16>, <4 x i16> } %2023, 2
  call void @llvm.aarch64.neon.st3lane.v4i16.p0(<4 x i16> %2024, <4 x i16> %2025, <4 x i16> %2026, i64 3, ptr nonnull %2)
  %2027 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.65)
  %2028 = load i16, ptr %2, align 4, !tbaa !9
  %2029 = sext i16 %2028 to i32
  %2030 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2029)
  %2031 = load i16, ptr %1352, align 2, !tbaa !9
  %2032 = sext i16 %2031 to i32
  %2033 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2032)
  %2034 = load i16, ptr %1356, align 4, !tbaa !9
  %2035 = sext i16 %2034 to i32
  %2036 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2035)
  %2037 = tail call i32 @putchar(i32 10)
  %2038 = tail call { <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld4.v4i32.p0(ptr nonnull @w32)
  %2039 = extractvalue { <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32> } %2038, 0
  %2040 = extractvalue { <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32> } %2038, 1
  %2041 = extractvalue { <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32> } %2038, 2
  %2042 = extractvalue { <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32> } %2038, 3
  call void @llvm.aarch64.neon.st4lane.v4i32.p0(<4 x i32> %2039, <4 x i32> %2040, <4 x i32> %2041, <4 x i32> %2042, i64 2, ptr nonnull %3)
  %2043 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.66)
  %2044 = load i32, ptr %3, align 4, !tbaa !11
  %2045 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2044)
  %2046 = load i32, ptr %1513, align 4, !tbaa !11
  %2047 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2046)
  %2048 = load i32, ptr %1516, align 4, !tbaa !11
  %2049 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2048)
  %2050 = load i32, ptr %1519, align 4, !tbaa !11
  %2051 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2050)
  %2052 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6
  %2053 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 5), align 1
  %2054 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 21), align 1
  %2055 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 30), align 2
  %2056 = load <8 x i16>, ptr getelementptr inbounds (i8, ptr @h16, i64 8), align 8
  %2057 = load <4 x i16>, ptr getelementptr inbounds (i8, ptr @h16, i64 2), align 2
  %2058 = load <4 x i16>, ptr getelementptr inbounds (i8, ptr @h16, i64 34), align 2
  %2059 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @w32, i64 8), align 8
  %2060 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @w32, i64 36), align 4
  %2061 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @w32, i64 48), align 16
  %2062 = load <2 x i64>, ptr getelementptr inbounds (i8, ptr @d64, i64 16), align 16
  %2063 = tail call <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8> %2053, <8 x i8> %2054)
  %2064 = add <8 x i16> %2063, %2056
  %2065 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.69)
  %2066 = extractelement <8 x i16> %2064, i64 0
  %2067 = sext i16 %2066 to i32
  %2068 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2067)
  %2069 = extractelement <8 x i16> %2064, i64 1
  %2070 = sext i16 %2069 to i32
  %2071 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2070)
  %2072 = extractelement <8 x i16> %2064, i64 2
  %2073 = sext i16 %2072 to i32
  %2074 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2073)
  %2075 = extractelement <8 x i16> %2064, i64 3
  %2076 = sext i16 %2075 to i32
  %2077 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2076)
  %2078 = extractelement <8 x i16> %2064, i64 4
  %2079 = sext i16 %2078 to i32
  %2080 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2079)
  %2081 = extractelement <8 x i16> %2064, i64 5
  %2082 = sext i16 %2081 to i32
  %2083 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2082)
  %2084 = extractelement <8 x i16> %2064, i64 6
  %2085 = sext i16 %2084 to i32
  %2086 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2085)
  %2087 = extractelement <8 x i16> %2064, i64 7
  %2088 = sext i16 %2087 to i32
  %2089 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2088)
  %2090 = tail call i32 @putchar(i32 10)
  %2091 = tail call <8 x i16> @llvm.aarch64.neon.umull.v8i16(<8 x i8> %2053, <8 x i8> %2054)
  %2092 = add <8 x i16> %2091, %2056
  %2093 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.70)
  %2094 = extractelement <8 x i16> %2092, i64 0
  %2095 = sext i16 %2094 to i32
  %2096 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2095)
  %2097 = extractelement <8 x i16> %2092, i64 1
  %2098 = sext i16 %2097 to i32
  %2099 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2098)
  %2100 = extractelement <8 x i16> %2092, i64 2
  %2101 = sext i16 %2100 to i32
  %2102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2101)
  %2103 = extractelement <8 x i16> %2092, i64 3
  %2104 = sext i16 %2103 to i32
  %2105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2104)
  %2106 = extractelement <8 x i16> %2092, i64 4
  %2107 = sext i16 %2106 to i32
  %2108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2107)
  %2109 = extractelement <8 x i16> %2092, i64 5
  %2110 = sext i16 %2109 to i32
  %2111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2110)
  %2112 = extractelement <8 x i16> %2092, i64 6
  %2113 = sext i16 %2112 to i32
  %2114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2113)
  %2115 = extractelement <8 x i16> %2092, i64 7
  %2116 = sext i16 %2115 to i32
  %2117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2116)
  %2118 = tail call i32 @putchar(i32 10)
  %2119 = tail call <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16> %2057, <4 x i16> %2058)
  %2120 = sub <4 x i32> %2059, %2119
  %2121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.71)
  %2122 = extractelement <4 x i32> %2120, i64 0
  %2123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2122)
  %2124 = extractelement <4 x i32> %2120, i64 1
  %2125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2124)
  %2126 = extractelement <4 x i32> %2120, i64 2
  %2127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2126)
  %2128 = extractelement <4 x i32> %2120, i64 3
  %2129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2128)
  %2130 = tail call i32 @putchar(i32 10)
  %2131 = tail call <4 x i32> @llvm.aarch64.neon.umull.v4i32(<4 x i16> %2057, <4 x i16> %2058)
  %2132 = sub <4 x i32> %2059, %2131
  %2133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.72)
  %2134 = extractelement <4 x i32> %2132, i64 0
  %2135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2134)
  %2136 = extractelement <4 x i32> %2132, i64 1
  %2137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2136)
  %2138 = extractelement <4 x i32> %2132, i64 2
  %2139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2138)
  %2140 = extractelement <4 x i32> %2132, i64 3
  %2141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2140)
  %2142 = tail call i32 @putchar(i32 10)
  %2143 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @w32, i64 28), align 4
  %2144 = shufflevector <4 x i32> %2059, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %2145 = shufflevector <4 x i32> %2143, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %2146 = tail call <2 x i64> @llvm.aarch64.neon.smull.v2i64(<2 x i32> %2144, <2 x i32> %2145)
  %2147 = add <2 x i64> %2146, %2062
  %2148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.73)
  %2149 = extractelement <2 x i64> %2147, i64 0
  %2150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2149)
  %2151 = extractelement <2 x i64> %2147, i64 1
  %2152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2151)
  %2153 = tail call i32 @putchar(i32 10)
  %2154 = tail call <2 x i64> @llvm.aarch64.neon.smull.v2i64(<2 x i32> %2060, <2 x i32> %2061)
  %2155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.74)
  %2156 = extractelement <2 x i64> %2154, i64 0
  %2157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2156)
  %2158 = extractelement <2 x i64> %2154, i64 1
  %2159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2158)
  %2160 = tail call i32 @putchar(i32 10)
  %2161 = tail call <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16> %2057, <4 x i16> %2058)
  %2162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.75)
  %2163 = extractelement <4 x i32> %2161, i64 0
  %2164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2163)
  %2165 = extractelement <4 x i32> %2161, i64 1
  %2166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2165)
  %2167 = extractelement <4 x i32> %2161, i64 2
  %2168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2167)
  %2169 = extractelement <4 x i32> %2161, i64 3
  %2170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2169)
  %2171 = tail call i32 @putchar(i32 10)
  %2172 = tail call <2 x i64> @llvm.aarch64.neon.sqdmull.v2i64(<2 x i32> %2060, <2 x i32> %2061)
  %2173 = tail call <2 x i64> @llvm.aarch64.neon.sqadd.v2i64(<2 x i64> %2062, <2 x i64> %2172)
  %2174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.76)
  %2175 = extractelement <2 x i64> %2173, i64 0
  %2176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2175)
  %2177 = extractelement <2 x i64> %2173, i64 1
  %2178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2177)
  %2179 = tail call i32 @putchar(i32 10)
  %2180 = tail call <4 x i32> @llvm.aarch64.neon.sqsub.v4i32(<4 x i32> %2059, <4 x i32> %2161)
  %2181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.77)
  %2182 = extractelement <4 x i32> %2180, i64 0
  %2183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2182)
  %2184 = extractelement <4 x i32> %2180, i64 1
  %2185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2184)
  %2186 = extractelement <4 x i32> %2180, i64 2
  %2187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2186)
  %2188 = extractelement <4 x i32> %2180, i64 3
  %2189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2188)
  %2190 = tail call i32 @putchar(i32 10)
  %2191 = tail call <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768>, <4 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768>)
  %2192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.78)
  %2193 = extractelement <4 x i32> %2191, i64 0
  %2194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2193)
  %2195 = extractelement <4 x i32> %2191, i64 1
  %2196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2195)
  %2197 = extractelement <4 x i32> %2191, i64 2
  %2198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2197)
  %2199 = extractelement <4 x i32> %2191, i64 3
  %2200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2199)
  %2201 = tail call i32 @putchar(i32 10)
  %2202 = tail call <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(<16 x i8> %2055)
  %2203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.79)
  %2204 = extractelement <8 x i16> %2202, i64 0
  %2205 = sext i16 %2204 to i32
  %2206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2205)
  %2207 = extractelement <8 x i16> %2202, i64 1
  %2208 = sext i16 %2207 to i32
  %2209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2208)
  %2210 = extractelement <8 x i16> %2202, i64 2
  %2211 = sext i16 %2210 to i32
  %2212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2211)
  %2213 = extractelement <8 x i16> %2202, i64 3
  %2214 = sext i16 %2213 to i32
  %2215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2214)
  %2216 = extractelement <8 x i16> %2202, i64 4
  %2217 = sext i16 %2216 to i32
  %2218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2217)
  %2219 = extractelement <8 x i16> %2202, i64 5
  %2220 = sext i16 %2219 to i32
  %2221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2220)
  %2222 = extractelement <8 x i16> %2202, i64 6
  %2223 = sext i16 %2222 to i32
  %2224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2223)
  %2225 = extractelement <8 x i16> %2202, i64 7
  %2226 = sext i16 %2225 to i32
  %2227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2226)
  %2228 = tail call i32 @putchar(i32 10)
  %2229 = tail call <2 x i32> @llvm.aarch64.neon.saddlp.v2i32.v4i16(<4 x i16> %2057)
  %2230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.80)
  %2231 = extractelement <2 x i32> %2229, i64 0
  %2232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2231)
  %2233 = extractelement <2 x i32> %2229, i64 1
  %2234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2233)
  %2235 = tail call i32 @putchar(i32 10)
  %2236 = tail call <2 x i64> @llvm.aarch64.neon.saddlp.v2i64.v4i32(<4 x i32> %2059)
  %2237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.81)
  %2238 = extractelement <2 x i64> %2236, i64 0
  %2239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2238)
  %2240 = extractelement <2 x i64> %2236, i64 1
  %2241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2240)
  %2242 = tail call i32 @putchar(i32 10)
  %2243 = tail call <2 x i64> @llvm.aarch64.neon.uaddlp.v2i64.v4i32(<4 x i32> %2059)
  %2244 = add <2 x i64> %2243, %2062
  %2245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.82)
  %2246 = extractelement <2 x i64> %2244, i64 0
  %2247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2246)
  %2248 = extractelement <2 x i64> %2244, i64 1
  %2249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, i64 noundef %2248)
  %2250 = tail call i32 @putchar(i32 10)
  %2251 = tail call <4 x i16> @llvm.aarch64.neon.saddlp.v4i16.v8i8(<8 x i8> %2053)
  %2252 = add <4 x i16> %2251, %2058
  %2253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.83)
  %2254 = extractelement <4 x i16> %2252, i64 0
  %2255 = sext i16 %2254 to i32
  %2256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2255)
  %2257 = extractelement <4 x i16> %2252, i64 1
  %2258 = sext i16 %2257 to i32
  %2259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2258)
  %2260 = extractelement <4 x i16> %2252, i64 2
  %2261 = sext i16 %2260 to i32
  %2262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2261)
  %2263 = extractelement <4 x i16> %2252, i64 3
  %2264 = sext i16 %2263 to i32
  %2265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2264)
  %2266 = tail call i32 @putchar(i32 10)
  %2267 = tail call <4 x i32> @llvm.aarch64.neon.saddlp.v4i32.v8i16(<8 x i16> %2056)
  %2268 = add <4 x i32> %2267, %2059
  %2269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.84)
  %2270 = extractelement <4 x i32> %2268, i64 0
  %2271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2270)
  %2272 = extractelement <4 x i32> %2268, i64 1
  %2273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2272)
  %2274 = extractelement <4 x i32> %2268, i64 2
  %2275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2274)
  %2276 = extractelement <4 x i32> %2268, i64 3
  %2277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %2276)
  %2278 = tail call i32 @putchar(i32 10)
  %2279 = tail call i64 @llvm.aarch64.neon.uaddv.i64.v2i64(<2 x i64> %2062)
  %2280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.85, i64 noundef %2279)
  %2281 = tail call i32 @llvm.aarch64.neon.uaddlv.i32.v8i16(<8 x i16> %2056)
  %2282 = tail call i64 @llvm.aarch64.neon.saddlv.i64.v4i32(<4 x i32> %2059)
  %2283 = tail call i64 @llvm.aarch64.neon.uaddlv.i64.v2i32(<2 x i32> %2060)
  %2284 = tail call i32 @llvm.aarch64.neon.saddlv.i32.v4i16(<4 x i16> %2057)
  %2285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.86, i32 noundef %2281, i64 noundef %2282, i64 noundef %2283, i32 noundef %2284)
  %2286 = tail call i64 @llvm.aarch64.neon.fcvtns.i64.f64(double -4.500000e+00)
  %2287 = tail call i32 @llvm.aarch64.neon.fcvtns.i32.f32(float -1.350000e+01)
  %2288 = tail call i64 @llvm.aarch64.neon.fcvtas.i64.f64(double -4.500000e+00)
  %2289 = tail call i32 @llvm.aarch64.neon.fcvtas.i32.f32(float -1.350000e+01)
  %2290 = tail call i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double 4.500000e+00)
  %2291 = tail call i32 @llvm.aarch64.neon.fcvtpu.i32.f32(float 1.350000e+01)
  %2292 = tail call i64 @llvm.aarch64.neon.fcvtps.i64.f64(double -4.500000e+00)
  %2293 = tail call i32 @llvm.aarch64.neon.fcvtms.i32.f32(float -1.350000e+01)
  %2294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.87, i32 noundef 0, i64 noundef %2286, i32 noundef %2287, i64 noundef %2288, i32 noundef %2289, i64 noundef %2290, i32 noundef %2291, i64 noundef %2292, i32 noundef %2293)
  %2295 = tail call i64 @llvm.aarch64.neon.fcvtns.i64.f64(double -3.130000e+00)
  %2296 = tail call i32 @llvm.aarch64.neon.fcvtns.i32.f32(float 0xC022C7AE20000000)
  %2297 = tail call i64 @llvm.aarch64.neon.fcvtas.i64.f64(double -3.130000e+00)
  %2298 = tail call i32 @llvm.aarch64.neon.fcvtas.i32.f32(float 0xC022C7AE20000000)
  %2299 = tail call i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double 3.130000e+00)
  %2300 = tail call i32 @llvm.aarch64.neon.fcvtpu.i32.f32(float 0x4022C7AE20000000)
  %2301 = tail call i64 @llvm.aarch64.neon.fcvtps.i64.f64(double -3.130000e+00)
  %2302 = tail call i32 @llvm.aarch64.neon.fcvtms.i32.f32(float 0xC022C7AE20000000)
  %2303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.87, i32 noundef 1, i64 noundef %2295, i32 noundef %2296, i64 noundef %2297, i32 noundef %2298, i64 noundef %2299, i32 noundef %2300, i64 noundef %2301, i32 noundef %2302)
  %2304 = tail call i64 @llvm.aarch64.neon.fcvtns.i64.f64(double 0xBFFC28F5C28F5C28)
  %2305 = tail call i32 @llvm.aarch64.neon.fcvtns.i32.f32(float 0xC0151EB840000000)
  %2306 = tail call i64 @llvm.aarch64.neon.fcvtas.i64.f64(double 0xBFFC28F5C28F5C28)
  %2307 = tail call i32 @llvm.aarch64.neon.fcvtas.i32.f32(float 0xC0151EB840000000)
  %2308 = tail call i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double 0x3FFC28F5C28F5C28)
  %2309 = tail call i32 @llvm.aarch64.neon.fcvtpu.i32.f32(float 0x40151EB840000000)
  %2310 = tail call i64 @llvm.aarch64.neon.fcvtps.i64.f64(double 0xBFFC28F5C28F5C28)
  %2311 = tail call i32 @llvm.aarch64.neon.fcvtms.i32.f32(float 0xC0151EB840000000)
  %2312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.87, i32 noundef 2, i64 noundef %2304, i32 noundef %2305, i64 noundef %2306, i32 noundef %2307, i64 noundef %2308, i32 noundef %2309, i64 noundef %2310, i32 noundef %2311)
  %2313 = tail call i64 @llvm.aarch64.neon.fcvtns.i64.f64(double 0xBFD8F5C28F5C28F0)
  %2314 = tail call i32 @llvm.aarch64.neon.fcvtns.i32.f32(float 0xBFF2B851E0000000)
  %2315 = tail call i64 @llvm.aarch64.neon.fcvtas.i64.f64(double 0xBFD8F5C28F5C28F0)
  %2316 = tail call i32 @llvm.aarch64.neon.fcvtas.i32.f32(float 0xBFF2B851E0000000)
  %2317 = tail call i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double 0x3FD8F5C28F5C28F0)
  %2318 = tail call i32 @llvm.aarch64.neon.fcvtpu.i32.f32(float 0x3FF2B851E0000000)
  %2319 = tail call i64 @llvm.aarch64.neon.fcvtps.i64.f64(double 0xBFD8F5C28F5C28F0)
  %2320 = tail call i32 @llvm.aarch64.neon.fcvtms.i32.f32(float 0xBFF2B851E0000000)
  %2321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.87, i32 noundef 3, i64 noundef %2313, i32 noundef %2314, i64 noundef %2315, i32 noundef %2316, i64 noundef %2317, i32 noundef %2318, i64 noundef %2319, i32 noundef %2320)
  %2322 = tail call i64 @llvm.aarch64.neon.fcvtns.i64.f64(double 0x3FEF5C28F5C28F60)
  %2323 = tail call i32 @llvm.aarch64.neon.fcvtns.i32.f32(float 0x4007851EC0000000)
  %2324 = tail call i64 @llvm.aarch64.neon.fcvtas.i64.f64(double 0x3FEF5C28F5C28F60)
  %2325 = tail call i32 @llvm.aarch64.neon.fcvtas.i32.f32(float 0x4007851EC0000000)
  %2326 = tail call i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double 0x3FEF5C28F5C28F60)
  %2327 = tail call i32 @llvm.aarch64.neon.fcvtpu.i32.f32(float 0x4007851EC0000000)
  %2328 = tail call i64 @llvm.aarch64.neon.fcvtps.i64.f64(double 0x3FEF5C28F5C28F60)
  %2329 = tail call i32 @llvm.aarch64.neon.fcvtms.i32.f32(float 0x4007851EC0000000)
  %2330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.87, i32 noundef 4, i64 noundef %2322, i32 noundef %2323, i64 noundef %2324, i32 noundef %2325, i64 noundef %2326, i32 noundef %2327, i64 noundef %2328, i32 noundef %2329)
  %2331 = tail call i64 @llvm.aarch64.neon.fcvtns.i64.f64(double 0x4002CCCCCCCCCCCE)
  %2332 = tail call i32 @llvm.aarch64.neon.fcvtns.i32.f32(float 0x401C333320000000)
  %2333 = tail call i64 @llvm.aarch64.neon.fcvtas.i64.f64(double 0x4002CCCCCCCCCCCE)
  %2334 = tail call i32 @llvm.aarch64.neon.fcvtas.i32.f32(float 0x401C333320000000)
  %2335 = tail call i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double 0x4002CCCCCCCCCCCE)
  %2336 = tail call i32 @llvm.aarch64.neon.fcvtpu.i32.f32(float 0x401C333320000000)
  %2337 = tail call i64 @llvm.aarch64.neon.fcvtps.i64.f64(double 0x4002CCCCCCCCCCCE)
  %2338 = tail call i32 @llvm.aarch64.neon.fcvtms.i32.f32(float 0x401C333320000000)
  %2339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.87, i32 noundef 5, i64 noundef %2331, i32 noundef %2332, i64 noundef %2333, i32 noundef %2334, i64 noundef %2335, i32 noundef %2336, i64 noundef %2337, i32 noundef %2338)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld1x4.v16i8.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8>, <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld4.v8i8.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8>, <16 x i8>, <16 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl3.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbl4.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbl2.v8i8(<16 x i8>, <16 x i8>, <8 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbl3.v8i8(<16 x i8>, <16 x i8>, <16 x i8>, <8 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbl4.v8i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <8 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbx1.v16i8(<16 x i8>, <16 x i8>, <16 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbx2.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbx3.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.aarch64.neon.tbx4.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbx1.v8i8(<8 x i8>, <16 x i8>, <8 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbx2.v8i8(<8 x i8>, <16 x i8>, <16 x i8>, <8 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbx4.v8i8(<8 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <8 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8>, <8 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16>, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32>, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.sqrshrn.v4i16(<4 x i32>, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.uqshrn.v4i16(<4 x i32>, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.uqrshrn.v2i32(<2 x i64>, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqshrun.v8i8(<8 x i16>, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqrshrun.v8i8(<8 x i16>, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.sqshrn.v2i32(<2 x i64>, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i8> @llvm.aarch64.neon.sqshrn.v8i8(<8 x i16>, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.sqshrn.i32(i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.uqrshrn.v4i16(<4 x i32>, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld2.v16i8.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x2.v16i8.p0(<16 x i8>, <16 x i8>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld3.v8i8.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x3.v8i8.p0(<8 x i8>, <8 x i8>, <8 x i8>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i16>, <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld4.v8i16.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x4.v8i16.p0(<8 x i16>, <8 x i16>, <8 x i16>, <8 x i16>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld2.v4i16.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st2.v4i16.p0(<4 x i16>, <4 x i16>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld3.v4i32.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st3.v4i32.p0(<4 x i32>, <4 x i32>, <4 x i32>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x float>, <4 x float>, <4 x float>, <4 x float> } @llvm.aarch64.neon.ld4.v4f32.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x4.v4f32.p0(<4 x float>, <4 x float>, <4 x float>, <4 x float>, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @pf(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef %0)
  %4 = load float, ptr %1, align 4, !tbaa !13
  %5 = fpext float %4 to double
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %5)
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !13
  %9 = fpext float %8 to double
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %9)
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load float, ptr %11, align 4, !tbaa !13
  %13 = fpext float %12 to double
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %13)
  %15 = getelementptr inbounds i8, ptr %1, i64 12
  %16 = load float, ptr %15, align 4, !tbaa !13
  %17 = fpext float %16 to double
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %17)
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = load float, ptr %19, align 4, !tbaa !13
  %21 = fpext float %20 to double
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %21)
  %23 = getelementptr inbounds i8, ptr %1, i64 20
  %24 = load float, ptr %23, align 4, !tbaa !13
  %25 = fpext float %24 to double
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %25)
  %27 = getelementptr inbounds i8, ptr %1, i64 24
  %28 = load float, ptr %27, align 4, !tbaa !13
  %29 = fpext float %28 to double
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %29)
  %31 = getelementptr inbounds i8, ptr %1, i64 28
  %32 = load float, ptr %31, align 4, !tbaa !13
  %33 = fpext float %32 to double
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %33)
  %35 = getelementptr inbounds i8, ptr %1, i64 32
  %36 = load float, ptr %35, align 4, !tbaa !13
  %37 = fpext float %36 to double
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %37)
  %39 = getelementptr inbounds i8, ptr %1, i64 36
  %40 = load float, ptr %39, align 4, !tbaa !13
  %41 = fpext float %40 to double
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %41)
  %43 = getelementptr inbounds i8, ptr %1, i64 40
  %44 = load float, ptr %43, align 4, !tbaa !13
  %45 = fpext float %44 to double
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %45)
  %47 = getelementptr inbounds i8, ptr %1, i64 44
  %48 = load float, ptr %47, align 4, !tbaa !13
  %49 = fpext float %48 to double
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %49)
  %51 = getelementptr inbounds i8, ptr %1, i64 48
  %52 = load float, ptr %51, align 4, !tbaa !13
  %53 = fpext float %52 to double
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %53)
  %55 = getelementptr inbounds i8, ptr %1, i64 52
  %56 = load float, ptr %55, align 4, !tbaa !13
  %57 = fpext float %56 to double
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %57)
  %59 = getelementptr inbounds i8, ptr %1, i64 56
  %60 = load float, ptr %59, align 4, !tbaa !13
  %61 = fpext float %60 to double
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %61)
  %63 = getelementptr inbounds i8, ptr %1, i64 60
  %64 = load float, ptr %63, align 4, !tbaa !13
  %65 = fpext float %64 to double
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, double noundef %65)
  %67 = tail call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st4.v4f32.p0(<4 x float>, <4 x float>, <4 x float>, <4 x float>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <2 x i64>, <2 x i64> } @llvm.aarch64.neon.ld2.v2i64.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x2.v2i64.p0(<2 x i64>, <2 x i64>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <1 x i64>, <1 x i64> } @llvm.aarch64.neon.ld2.v1i64.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st2.v1i64.p0(<1 x i64>, <1 x i64>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <2 x i32>, <2 x i32>, <2 x i32>, <2 x i32> } @llvm.aarch64.neon.ld1x4.v2i32.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st4.v2i32.p0(<2 x i32>, <2 x i32>, <2 x i32>, <2 x i32>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i16>, <8 x i16>, <8 x i16> } @llvm.aarch64.neon.ld1x3.v8i16.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x3.v8i16.p0(<8 x i16>, <8 x i16>, <8 x i16>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8> } @llvm.aarch64.neon.ld1x2.v8i8.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st2.v8i8.p0(<8 x i8>, <8 x i8>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld4.v16i8.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st4.v16i8.p0(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld3r.v16i8.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x3.v16i8.p0(<16 x i8>, <16 x i8>, <16 x i8>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld2r.v4i32.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x2.v4i32.p0(<4 x i32>, <4 x i32>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld4r.v4i16.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x4.v4i16.p0(<4 x i16>, <4 x i16>, <4 x i16>, <4 x i16>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <1 x i64>, <1 x i64> } @llvm.aarch64.neon.ld2r.v1i64.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x2.v1i64.p0(<1 x i64>, <1 x i64>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld2lane.v16i8.p0(<16 x i8>, <16 x i8>, i64, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld3.v4i16.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld3lane.v4i16.p0(<4 x i16>, <4 x i16>, <4 x i16>, i64, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st1x3.v4i16.p0(<4 x i16>, <4 x i16>, <4 x i16>, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x float>, <4 x float>, <4 x float>, <4 x float> } @llvm.aarch64.neon.ld4lane.v4f32.p0(<4 x float>, <4 x float>, <4 x float>, <4 x float>, i64, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <2 x i64>, <2 x i64> } @llvm.aarch64.neon.ld2lane.v2i64.p0(<2 x i64>, <2 x i64>, i64, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st2lane.v16i8.p0(<16 x i8>, <16 x i8>, i64, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st3lane.v4i16.p0(<4 x i16>, <4 x i16>, <4 x i16>, i64, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <4 x i32>, <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld4.v4i32.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.aarch64.neon.st4lane.v4i32.p0(<4 x i32>, <4 x i32>, <4 x i32>, <4 x i32>, i64, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8>, <8 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.umull.v8i16(<8 x i8>, <8 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16>, <4 x i16>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.umull.v4i32(<4 x i16>, <4 x i16>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.smull.v2i64(<2 x i32>, <2 x i32>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16>, <4 x i16>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.sqdmull.v2i64(<2 x i32>, <2 x i32>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.sqadd.v2i64(<2 x i64>, <2 x i64>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.sqsub.v4i32(<4 x i32>, <4 x i32>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(<16 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.aarch64.neon.saddlp.v2i32.v4i16(<4 x i16>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.saddlp.v2i64.v4i32(<4 x i32>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.aarch64.neon.uaddlp.v2i64.v4i32(<4 x i32>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.aarch64.neon.saddlp.v4i16.v8i8(<8 x i8>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.aarch64.neon.saddlp.v4i32.v8i16(<8 x i16>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.uaddv.i64.v2i64(<2 x i64>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.uaddlv.i32.v8i16(<8 x i16>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.saddlv.i64.v4i32(<4 x i32>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.uaddlv.i64.v2i32(<2 x i32>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.saddlv.i32.v4i16(<4 x i16>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.fcvtns.i64.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtns.i32.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.fcvtas.i64.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtas.i32.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtpu.i32.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.aarch64.neon.fcvtps.i64.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.aarch64.neon.fcvtms.i32.f32(float) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

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
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
