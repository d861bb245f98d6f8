; ModuleID = 'programs/block_ciphers.c'
source_filename = "programs/block_ciphers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.RC4 = type { [256 x i8], i8, i8 }

@.str = private unnamed_addr constant [20 x i8] c"xtea enc %08x %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"xtea dec %08x %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Key\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Plaintext\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"rc4 \00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"%02X\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"Secret\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"rc4 stream acc %08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"cbc last=%016llx bad=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.RC4, align 16
  %2 = alloca [16 x i32], align 16
  %3 = alloca [64 x i64], align 16
  %4 = alloca [64 x i64], align 16
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1232991184, i32 noundef 1918971061)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1094861636, i32 noundef 1162233672)
  call void @llvm.lifetime.start.p0(i64 258, ptr nonnull %1) #5
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %1, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %7, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %8, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 48
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %9, align 16, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 64
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %10, align 16, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %1, i64 80
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %11, align 16, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %1, i64 96
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %12, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 112
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %13, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %1, i64 128
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %14, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %1, i64 144
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %15, align 16, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %1, i64 160
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %1, i64 176
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %17, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %1, i64 192
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 208
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %1, i64 224
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %20, align 16, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %1, i64 240
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %21, align 16, !tbaa !5
  br label %22

22:                                               ; preds = %0, %22
  %23 = phi i64 [ %38, %22 ], [ 0, %0 ]
  %24 = phi i32 [ %33, %22 ], [ 0, %0 ]
  %25 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %23
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = urem i64 %23, 3
  %30 = getelementptr inbounds i8, ptr @.str.2, i64 %29
  %31 = load i8, ptr %30, align 1, !tbaa !5
  %32 = zext i8 %31 to i32
  %33 = add i32 %28, %32
  %34 = and i32 %33, 255
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %35
  %37 = load i8, ptr %36, align 1, !tbaa !5
  store i8 %37, ptr %25, align 1, !tbaa !5
  store i8 %26, ptr %36, align 1, !tbaa !5
  %38 = add nuw nsw i64 %23, 1
  %39 = icmp eq i64 %38, 256
  br i1 %39, label %40, label %22, !llvm.loop !8

40:                                               ; preds = %22
  %41 = getelementptr inbounds i8, ptr %1, i64 257
  store i8 0, ptr %41, align 1, !tbaa !10
  %42 = getelementptr inbounds i8, ptr %1, i64 256
  store i8 0, ptr %42, align 16, !tbaa !12
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  br label %79

44:                                               ; preds = %79
  store i8 9, ptr %42, align 16, !tbaa !12
  store i8 %87, ptr %41, align 1, !tbaa !10
  %45 = tail call i32 @putchar(i32 10)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %1, align 16, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %1, i64 16
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %46, align 16, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %1, i64 32
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %47, align 16, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %1, i64 48
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %48, align 16, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 64
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %49, align 16, !tbaa !5
  %50 = getelementptr inbounds i8, ptr %1, i64 80
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %50, align 16, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %1, i64 96
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %51, align 16, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %1, i64 112
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %52, align 16, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %1, i64 128
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %53, align 16, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %1, i64 144
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %54, align 16, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %1, i64 160
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %55, align 16, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %1, i64 176
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %56, align 16, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %1, i64 192
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %57, align 16, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %1, i64 208
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %58, align 16, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %1, i64 224
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %59, align 16, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %1, i64 240
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %60, align 16, !tbaa !5
  br label %61

61:                                               ; preds = %44, %61
  %62 = phi i64 [ %77, %61 ], [ 0, %44 ]
  %63 = phi i32 [ %72, %61 ], [ 0, %44 ]
  %64 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %62
  %65 = load i8, ptr %64, align 1, !tbaa !5
  %66 = zext i8 %65 to i32
  %67 = add i32 %63, %66
  %68 = urem i64 %62, 6
  %69 = getelementptr inbounds i8, ptr @.str.7, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !5
  %71 = zext i8 %70 to i32
  %72 = add i32 %67, %71
  %73 = and i32 %72, 255
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %74
  %76 = load i8, ptr %75, align 1, !tbaa !5
  store i8 %76, ptr %64, align 1, !tbaa !5
  store i8 %65, ptr %75, align 1, !tbaa !5
  %77 = add nuw nsw i64 %62, 1
  %78 = icmp eq i64 %77, 256
  br i1 %78, label %125, label %61, !llvm.loop !8

79:                                               ; preds = %40, %79
  %80 = phi i64 [ 0, %40 ], [ %84, %79 ]
  %81 = phi i8 [ 0, %40 ], [ %87, %79 ]
  %82 = getelementptr inbounds i8, ptr @.str.3, i64 %80
  %83 = load i8, ptr %82, align 1, !tbaa !5
  %84 = add nuw nsw i64 %80, 1
  %85 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %84
  %86 = load i8, ptr %85, align 1, !tbaa !5
  %87 = add i8 %86, %81
  %88 = zext i8 %87 to i64
  %89 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %88
  %90 = load i8, ptr %89, align 1, !tbaa !5
  store i8 %90, ptr %85, align 1, !tbaa !5
  store i8 %86, ptr %89, align 1, !tbaa !5
  %91 = load i8, ptr %85, align 1, !tbaa !5
  %92 = add i8 %91, %86
  %93 = zext i8 %92 to i64
  %94 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !5
  %96 = xor i8 %95, %83
  %97 = zext i8 %96 to i32
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %97)
  %99 = icmp eq i64 %84, 9
  br i1 %99, label %44, label %79, !llvm.loop !13

100:                                              ; preds = %125
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %145)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5
  %102 = getelementptr inbounds i8, ptr %2, i64 4
  %103 = getelementptr inbounds i8, ptr %2, i64 8
  %104 = getelementptr inbounds i8, ptr %2, i64 12
  store <4 x i32> <i32 305419896, i32 610839792, i32 916259688, i32 1221679584>, ptr %2, align 16, !tbaa !14
  %105 = getelementptr inbounds i8, ptr %2, i64 16
  %106 = getelementptr inbounds i8, ptr %2, i64 20
  store <4 x i32> <i32 1527099480, i32 1832519376, i32 2137939272, i32 -1851608128>, ptr %105, align 16, !tbaa !14
  %107 = getelementptr inbounds i8, ptr %2, i64 32
  store <4 x i32> <i32 -1546188232, i32 -1240768336, i32 -935348440, i32 -629928544>, ptr %107, align 16, !tbaa !14
  %108 = getelementptr inbounds i8, ptr %2, i64 48
  %109 = getelementptr inbounds i8, ptr %2, i64 52
  %110 = getelementptr inbounds i8, ptr %2, i64 56
  %111 = getelementptr inbounds i8, ptr %2, i64 60
  store <4 x i32> <i32 -324508648, i32 -19088752, i32 286331144, i32 591751040>, ptr %108, align 16, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #5
  br label %112

112:                                              ; preds = %112, %100
  %113 = phi i64 [ 0, %100 ], [ %122, %112 ]
  %114 = phi <2 x i64> [ <i64 0, i64 1>, %100 ], [ %123, %112 ]
  %115 = add <2 x i64> %114, <i64 2, i64 2>
  %116 = and <2 x i64> %114, <i64 15, i64 15>
  %117 = and <2 x i64> %115, <i64 15, i64 15>
  %118 = mul nuw <2 x i64> %116, <i64 1229782938247303441, i64 1229782938247303441>
  %119 = mul nuw <2 x i64> %117, <i64 1229782938247303441, i64 1229782938247303441>
  %120 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %113
  %121 = getelementptr inbounds i8, ptr %120, i64 16
  store <2 x i64> %118, ptr %120, align 16, !tbaa !16
  store <2 x i64> %119, ptr %121, align 16, !tbaa !16
  %122 = add nuw i64 %113, 4
  %123 = add <2 x i64> %114, <i64 4, i64 4>
  %124 = icmp eq i64 %122, 64
  br i1 %124, label %147, label %112, !llvm.loop !18

125:                                              ; preds = %61, %125
  %126 = phi i32 [ %145, %125 ], [ 0, %61 ]
  %127 = phi i32 [ %130, %125 ], [ 0, %61 ]
  %128 = phi i8 [ %135, %125 ], [ 0, %61 ]
  %129 = mul i32 %126, 31
  %130 = add nuw nsw i32 %127, 1
  %131 = and i32 %130, 255
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !5
  %135 = add i8 %134, %128
  %136 = zext i8 %135 to i64
  %137 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !5
  store i8 %138, ptr %133, align 1, !tbaa !5
  store i8 %134, ptr %137, align 1, !tbaa !5
  %139 = load i8, ptr %133, align 1, !tbaa !5
  %140 = add i8 %139, %134
  %141 = zext i8 %140 to i64
  %142 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %141
  %143 = load i8, ptr %142, align 1, !tbaa !5
  %144 = zext i8 %143 to i32
  %145 = add i32 %129, %144
  %146 = icmp eq i32 %130, 100000
  br i1 %146, label %100, label %125, !llvm.loop !21

147:                                              ; preds = %112
  %148 = load i32, ptr %2, align 16, !tbaa !14
  %149 = load i32, ptr %102, align 4, !tbaa !14
  %150 = load i32, ptr %103, align 8, !tbaa !14
  %151 = load i32, ptr %104, align 4, !tbaa !14
  %152 = load i32, ptr %105, align 16, !tbaa !14
  %153 = load i32, ptr %106, align 4, !tbaa !14
  %154 = load i32, ptr %109, align 4, !tbaa !14
  %155 = load i32, ptr %110, align 8, !tbaa !14
  %156 = load i32, ptr %111, align 4, !tbaa !14
  br label %157

157:                                              ; preds = %147, %157
  %158 = phi i64 [ 0, %147 ], [ %283, %157 ]
  %159 = phi i64 [ 81985529216486895, %147 ], [ %281, %157 ]
  %160 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %158
  %161 = load i64, ptr %160, align 8, !tbaa !16
  %162 = xor i64 %161, %159
  %163 = lshr i64 %162, 32
  %164 = trunc nuw i64 %163 to i32
  %165 = trunc i64 %162 to i32
  %166 = xor i32 %148, %165
  %167 = mul i32 %166, -2048144789
  %168 = lshr i32 %167, 13
  %169 = xor i32 %168, %167
  %170 = tail call i32 @llvm.fshl.i32(i32 %169, i32 %169, i32 7)
  %171 = add i32 %170, -1640531527
  %172 = xor i32 %171, %164
  %173 = xor i32 %149, %172
  %174 = mul i32 %173, -2048144789
  %175 = lshr i32 %174, 13
  %176 = xor i32 %175, %174
  %177 = tail call i32 @llvm.fshl.i32(i32 %176, i32 %176, i32 7)
  %178 = add i32 %177, -1640531527
  %179 = xor i32 %178, %165
  %180 = xor i32 %150, %179
  %181 = mul i32 %180, -2048144789
  %182 = lshr i32 %181, 13
  %183 = xor i32 %182, %181
  %184 = tail call i32 @llvm.fshl.i32(i32 %183, i32 %183, i32 7)
  %185 = add i32 %184, -1640531527
  %186 = xor i32 %185, %172
  %187 = xor i32 %151, %186
  %188 = mul i32 %187, -2048144789
  %189 = lshr i32 %188, 13
  %190 = xor i32 %189, %188
  %191 = tail call i32 @llvm.fshl.i32(i32 %190, i32 %190, i32 7)
  %192 = add i32 %191, -1640531527
  %193 = xor i32 %192, %179
  %194 = xor i32 %152, %193
  %195 = mul i32 %194, -2048144789
  %196 = lshr i32 %195, 13
  %197 = xor i32 %196, %195
  %198 = tail call i32 @llvm.fshl.i32(i32 %197, i32 %197, i32 7)
  %199 = add i32 %198, -1640531527
  %200 = xor i32 %199, %186
  %201 = xor i32 %153, %200
  %202 = mul i32 %201, -2048144789
  %203 = lshr i32 %202, 13
  %204 = xor i32 %203, %202
  %205 = tail call i32 @llvm.fshl.i32(i32 %204, i32 %204, i32 7)
  %206 = add i32 %205, -1640531527
  %207 = xor i32 %206, %193
  %208 = xor i32 %207, 2137939272
  %209 = mul i32 %208, -2048144789
  %210 = lshr i32 %209, 13
  %211 = xor i32 %210, %209
  %212 = tail call i32 @llvm.fshl.i32(i32 %211, i32 %211, i32 7)
  %213 = add i32 %212, -1640531527
  %214 = xor i32 %213, %200
  %215 = xor i32 %214, -1851608128
  %216 = mul i32 %215, -2048144789
  %217 = lshr i32 %216, 13
  %218 = xor i32 %217, %216
  %219 = tail call i32 @llvm.fshl.i32(i32 %218, i32 %218, i32 7)
  %220 = add i32 %219, -1640531527
  %221 = xor i32 %220, %207
  %222 = xor i32 %221, -1546188232
  %223 = mul i32 %222, -2048144789
  %224 = lshr i32 %223, 13
  %225 = xor i32 %224, %223
  %226 = tail call i32 @llvm.fshl.i32(i32 %225, i32 %225, i32 7)
  %227 = add i32 %226, -1640531527
  %228 = xor i32 %227, %214
  %229 = xor i32 %228, -1240768336
  %230 = mul i32 %229, -2048144789
  %231 = lshr i32 %230, 13
  %232 = xor i32 %231, %230
  %233 = tail call i32 @llvm.fshl.i32(i32 %232, i32 %232, i32 7)
  %234 = add i32 %233, -1640531527
  %235 = xor i32 %234, %221
  %236 = xor i32 %235, -935348440
  %237 = mul i32 %236, -2048144789
  %238 = lshr i32 %237, 13
  %239 = xor i32 %238, %237
  %240 = tail call i32 @llvm.fshl.i32(i32 %239, i32 %239, i32 7)
  %241 = add i32 %240, -1640531527
  %242 = xor i32 %241, %228
  %243 = xor i32 %242, -629928544
  %244 = mul i32 %243, -2048144789
  %245 = lshr i32 %244, 13
  %246 = xor i32 %245, %244
  %247 = tail call i32 @llvm.fshl.i32(i32 %246, i32 %246, i32 7)
  %248 = add i32 %247, -1640531527
  %249 = xor i32 %248, %235
  %250 = xor i32 %249, -324508648
  %251 = mul i32 %250, -2048144789
  %252 = lshr i32 %251, 13
  %253 = xor i32 %252, %251
  %254 = tail call i32 @llvm.fshl.i32(i32 %253, i32 %253, i32 7)
  %255 = add i32 %254, -1640531527
  %256 = xor i32 %255, %242
  %257 = xor i32 %154, %256
  %258 = mul i32 %257, -2048144789
  %259 = lshr i32 %258, 13
  %260 = xor i32 %259, %258
  %261 = tail call i32 @llvm.fshl.i32(i32 %260, i32 %260, i32 7)
  %262 = add i32 %261, -1640531527
  %263 = xor i32 %262, %249
  %264 = xor i32 %155, %263
  %265 = mul i32 %264, -2048144789
  %266 = lshr i32 %265, 13
  %267 = xor i32 %266, %265
  %268 = tail call i32 @llvm.fshl.i32(i32 %267, i32 %267, i32 7)
  %269 = add i32 %268, -1640531527
  %270 = xor i32 %269, %256
  %271 = xor i32 %156, %270
  %272 = mul i32 %271, -2048144789
  %273 = lshr i32 %272, 13
  %274 = xor i32 %273, %272
  %275 = tail call i32 @llvm.fshl.i32(i32 %274, i32 %274, i32 7)
  %276 = add i32 %275, -1640531527
  %277 = xor i32 %276, %263
  %278 = zext i32 %277 to i64
  %279 = shl nuw i64 %278, 32
  %280 = zext i32 %270 to i64
  %281 = or disjoint i64 %279, %280
  %282 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %158
  store i64 %281, ptr %282, align 8, !tbaa !16
  %283 = add nuw nsw i64 %158, 1
  %284 = icmp eq i64 %283, 64
  br i1 %284, label %289, label %157, !llvm.loop !22

285:                                              ; preds = %324
  %286 = getelementptr inbounds i8, ptr %4, i64 504
  %287 = load i64, ptr %286, align 8, !tbaa !16
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %287, i32 noundef %334)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 258, ptr nonnull %1) #5
  ret i32 %334

289:                                              ; preds = %157, %324
  %290 = phi i64 [ %335, %324 ], [ 0, %157 ]
  %291 = phi i32 [ %334, %324 ], [ 0, %157 ]
  %292 = phi i64 [ %294, %324 ], [ 81985529216486895, %157 ]
  %293 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %290
  %294 = load i64, ptr %293, align 8, !tbaa !16
  %295 = lshr i64 %294, 32
  %296 = trunc nuw i64 %295 to i32
  %297 = trunc i64 %294 to i32
  br label %298

298:                                              ; preds = %298, %289
  %299 = phi i64 [ 0, %289 ], [ %322, %298 ]
  %300 = phi i32 [ %296, %289 ], [ %311, %298 ]
  %301 = phi i32 [ %297, %289 ], [ %321, %298 ]
  %302 = sub nuw nsw i64 15, %299
  %303 = getelementptr inbounds i32, ptr %2, i64 %302
  %304 = load i32, ptr %303, align 4, !tbaa !14
  %305 = xor i32 %304, %301
  %306 = mul i32 %305, -2048144789
  %307 = lshr i32 %306, 13
  %308 = xor i32 %307, %306
  %309 = tail call i32 @llvm.fshl.i32(i32 %308, i32 %308, i32 7)
  %310 = add i32 %309, -1640531527
  %311 = xor i32 %310, %300
  %312 = sub nsw i64 14, %299
  %313 = getelementptr inbounds i32, ptr %2, i64 %312
  %314 = load i32, ptr %313, align 8, !tbaa !14
  %315 = xor i32 %314, %311
  %316 = mul i32 %315, -2048144789
  %317 = lshr i32 %316, 13
  %318 = xor i32 %317, %316
  %319 = tail call i32 @llvm.fshl.i32(i32 %318, i32 %318, i32 7)
  %320 = add i32 %319, -1640531527
  %321 = xor i32 %320, %301
  %322 = add nuw nsw i64 %299, 2
  %323 = icmp eq i64 %322, 16
  br i1 %323, label %324, label %298, !llvm.loop !23

324:                                              ; preds = %298
  %325 = zext i32 %321 to i64
  %326 = shl nuw i64 %325, 32
  %327 = zext i32 %311 to i64
  %328 = or disjoint i64 %326, %327
  %329 = xor i64 %328, %292
  %330 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %290
  %331 = load i64, ptr %330, align 8, !tbaa !16
  %332 = icmp ne i64 %329, %331
  %333 = zext i1 %332 to i32
  %334 = add nuw nsw i32 %291, %333
  %335 = add nuw nsw i64 %290, 1
  %336 = icmp eq i64 %335, 64
  br i1 %336, label %285, label %289, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !6, i64 257}
!11 = !{!"", !6, i64 0, !6, i64 256, !6, i64 257}
!12 = !{!11, !6, i64 256}
!13 = distinct !{!13, !9}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !6, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !6, i64 0}
!18 = distinct !{!18, !9, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9}
!24 = distinct !{!24, !9}
