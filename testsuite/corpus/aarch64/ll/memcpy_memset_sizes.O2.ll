; ModuleID = 'programs/memcpy_memset_sizes.c'
source_filename = "programs/memcpy_memset_sizes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.big = type { [300 x i8] }

@src = internal unnamed_addr global [512 x i8] zeroinitializer, align 16
@dst = internal global [512 x i8] zeroinitializer, align 1
@ref = internal global [512 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [21 x i8] c"struct copy len=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"memcmp %d%d%d%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"bad=%d h=%08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 8
  %2 = alloca [10 x i8], align 4
  %3 = alloca [11 x i8], align 8
  %4 = alloca [11 x i8], align 1
  %5 = alloca [13 x i8], align 8
  %6 = alloca [13 x i8], align 1
  %7 = alloca [15 x i8], align 8
  %8 = alloca [15 x i8], align 1
  %9 = alloca [16 x i8], align 16
  %10 = alloca [16 x i8], align 8
  %11 = alloca [20 x i8], align 16
  %12 = alloca [20 x i8], align 1
  %13 = alloca [23 x i8], align 16
  %14 = alloca [23 x i8], align 1
  %15 = alloca [24 x i8], align 16
  %16 = alloca [24 x i8], align 1
  %17 = alloca [25 x i8], align 16
  %18 = alloca [25 x i8], align 1
  %19 = alloca [32 x i8], align 16
  %20 = alloca [32 x i8], align 1
  %21 = alloca [39 x i8], align 16
  %22 = alloca [39 x i8], align 1
  %23 = alloca [40 x i8], align 8
  %24 = alloca [40 x i8], align 1
  %25 = alloca [41 x i8], align 8
  %26 = alloca [41 x i8], align 1
  %27 = alloca [56 x i8], align 8
  %28 = alloca [56 x i8], align 1
  %29 = alloca [71 x i8], align 16
  %30 = alloca [71 x i8], align 1
  %31 = alloca [72 x i8], align 8
  %32 = alloca [72 x i8], align 1
  %33 = alloca [73 x i8], align 8
  %34 = alloca [73 x i8], align 1
  %35 = alloca [135 x i8], align 16
  %36 = alloca [135 x i8], align 1
  %37 = alloca [136 x i8], align 8
  %38 = alloca [136 x i8], align 1
  %39 = alloca [264 x i8], align 16
  %40 = alloca [264 x i8], align 1
  %41 = alloca %struct.big, align 4
  store <16 x i8> <i8 7, i8 -118, i8 13, i8 -112, i8 19, i8 -106, i8 25, i8 -100, i8 31, i8 -94, i8 37, i8 -88, i8 43, i8 -82, i8 49, i8 -76>, ptr @src, align 16, !tbaa !6
  store <16 x i8> <i8 55, i8 -70, i8 61, i8 -64, i8 67, i8 -58, i8 73, i8 -52, i8 79, i8 -46, i8 85, i8 -40, i8 91, i8 -34, i8 97, i8 -28>, ptr getelementptr inbounds (i8, ptr @src, i64 16), align 16, !tbaa !6
  store <16 x i8> <i8 103, i8 -22, i8 109, i8 -16, i8 115, i8 -10, i8 121, i8 -4, i8 127, i8 2, i8 -123, i8 8, i8 -117, i8 14, i8 -111, i8 20>, ptr getelementptr inbounds (i8, ptr @src, i64 32), align 16, !tbaa !6
  store <16 x i8> <i8 -105, i8 26, i8 -99, i8 32, i8 -93, i8 38, i8 -87, i8 44, i8 -81, i8 50, i8 -75, i8 56, i8 -69, i8 62, i8 -63, i8 68>, ptr getelementptr inbounds (i8, ptr @src, i64 48), align 16, !tbaa !6
  store <16 x i8> <i8 -57, i8 74, i8 -51, i8 80, i8 -45, i8 86, i8 -39, i8 92, i8 -33, i8 98, i8 -27, i8 104, i8 -21, i8 110, i8 -15, i8 116>, ptr getelementptr inbounds (i8, ptr @src, i64 64), align 16, !tbaa !6
  store <16 x i8> <i8 -9, i8 122, i8 -3, i8 -128, i8 3, i8 -122, i8 9, i8 -116, i8 15, i8 -110, i8 21, i8 -104, i8 27, i8 -98, i8 33, i8 -92>, ptr getelementptr inbounds (i8, ptr @src, i64 80), align 16, !tbaa !6
  store <16 x i8> <i8 39, i8 -86, i8 45, i8 -80, i8 51, i8 -74, i8 57, i8 -68, i8 63, i8 -62, i8 69, i8 -56, i8 75, i8 -50, i8 81, i8 -44>, ptr getelementptr inbounds (i8, ptr @src, i64 96), align 16, !tbaa !6
  store <16 x i8> <i8 87, i8 -38, i8 93, i8 -32, i8 99, i8 -26, i8 105, i8 -20, i8 111, i8 -14, i8 117, i8 -8, i8 123, i8 -2, i8 -127, i8 4>, ptr getelementptr inbounds (i8, ptr @src, i64 112), align 16, !tbaa !6
  store <16 x i8> <i8 -121, i8 10, i8 -115, i8 16, i8 -109, i8 22, i8 -103, i8 28, i8 -97, i8 34, i8 -91, i8 40, i8 -85, i8 46, i8 -79, i8 52>, ptr getelementptr inbounds (i8, ptr @src, i64 128), align 16, !tbaa !6
  store <16 x i8> <i8 -73, i8 58, i8 -67, i8 64, i8 -61, i8 70, i8 -55, i8 76, i8 -49, i8 82, i8 -43, i8 88, i8 -37, i8 94, i8 -31, i8 100>, ptr getelementptr inbounds (i8, ptr @src, i64 144), align 16, !tbaa !6
  store <16 x i8> <i8 -25, i8 106, i8 -19, i8 112, i8 -13, i8 118, i8 -7, i8 124, i8 -1, i8 -126, i8 5, i8 -120, i8 11, i8 -114, i8 17, i8 -108>, ptr getelementptr inbounds (i8, ptr @src, i64 160), align 16, !tbaa !6
  store <16 x i8> <i8 23, i8 -102, i8 29, i8 -96, i8 35, i8 -90, i8 41, i8 -84, i8 47, i8 -78, i8 53, i8 -72, i8 59, i8 -66, i8 65, i8 -60>, ptr getelementptr inbounds (i8, ptr @src, i64 176), align 16, !tbaa !6
  store <16 x i8> <i8 71, i8 -54, i8 77, i8 -48, i8 83, i8 -42, i8 89, i8 -36, i8 95, i8 -30, i8 101, i8 -24, i8 107, i8 -18, i8 113, i8 -12>, ptr getelementptr inbounds (i8, ptr @src, i64 192), align 16, !tbaa !6
  store <16 x i8> <i8 119, i8 -6, i8 125, i8 0, i8 -125, i8 6, i8 -119, i8 12, i8 -113, i8 18, i8 -107, i8 24, i8 -101, i8 30, i8 -95, i8 36>, ptr getelementptr inbounds (i8, ptr @src, i64 208), align 16, !tbaa !6
  store <16 x i8> <i8 -89, i8 42, i8 -83, i8 48, i8 -77, i8 54, i8 -71, i8 60, i8 -65, i8 66, i8 -59, i8 72, i8 -53, i8 78, i8 -47, i8 84>, ptr getelementptr inbounds (i8, ptr @src, i64 224), align 16, !tbaa !6
  store <16 x i8> <i8 -41, i8 90, i8 -35, i8 96, i8 -29, i8 102, i8 -23, i8 108, i8 -17, i8 114, i8 -11, i8 120, i8 -5, i8 126, i8 1, i8 -124>, ptr getelementptr inbounds (i8, ptr @src, i64 240), align 16, !tbaa !6
  store <16 x i8> <i8 7, i8 -118, i8 13, i8 -112, i8 19, i8 -106, i8 25, i8 -100, i8 31, i8 -94, i8 37, i8 -88, i8 43, i8 -82, i8 49, i8 -76>, ptr getelementptr inbounds (i8, ptr @src, i64 256), align 16, !tbaa !6
  store <16 x i8> <i8 55, i8 -70, i8 61, i8 -64, i8 67, i8 -58, i8 73, i8 -52, i8 79, i8 -46, i8 85, i8 -40, i8 91, i8 -34, i8 97, i8 -28>, ptr getelementptr inbounds (i8, ptr @src, i64 272), align 16, !tbaa !6
  store <16 x i8> <i8 103, i8 -22, i8 109, i8 -16, i8 115, i8 -10, i8 121, i8 -4, i8 127, i8 2, i8 -123, i8 8, i8 -117, i8 14, i8 -111, i8 20>, ptr getelementptr inbounds (i8, ptr @src, i64 288), align 16, !tbaa !6
  store <16 x i8> <i8 -105, i8 26, i8 -99, i8 32, i8 -93, i8 38, i8 -87, i8 44, i8 -81, i8 50, i8 -75, i8 56, i8 -69, i8 62, i8 -63, i8 68>, ptr getelementptr inbounds (i8, ptr @src, i64 304), align 16, !tbaa !6
  store <16 x i8> <i8 -57, i8 74, i8 -51, i8 80, i8 -45, i8 86, i8 -39, i8 92, i8 -33, i8 98, i8 -27, i8 104, i8 -21, i8 110, i8 -15, i8 116>, ptr getelementptr inbounds (i8, ptr @src, i64 320), align 16, !tbaa !6
  store <16 x i8> <i8 -9, i8 122, i8 -3, i8 -128, i8 3, i8 -122, i8 9, i8 -116, i8 15, i8 -110, i8 21, i8 -104, i8 27, i8 -98, i8 33, i8 -92>, ptr getelementptr inbounds (i8, ptr @src, i64 336), align 16, !tbaa !6
  store <16 x i8> <i8 39, i8 -86, i8 45, i8 -80, i8 51, i8 -74, i8 57, i8 -68, i8 63, i8 -62, i8 69, i8 -56, i8 75, i8 -50, i8 81, i8 -44>, ptr getelementptr inbounds (i8, ptr @src, i64 352), align 16, !tbaa !6
  store <16 x i8> <i8 87, i8 -38, i8 93, i8 -32, i8 99, i8 -26, i8 105, i8 -20, i8 111, i8 -14, i8 117, i8 -8, i8 123, i8 -2, i8 -127, i8 4>, ptr getelementptr inbounds (i8, ptr @src, i64 368), align 16, !tbaa !6
  store <16 x i8> <i8 -121, i8 10, i8 -115, i8 16, i8 -109, i8 22, i8 -103, i8 28, i8 -97, i8 34, i8 -91, i8 40, i8 -85, i8 46, i8 -79, i8 52>, ptr getelementptr inbounds (i8, ptr @src, i64 384), align 16, !tbaa !6
  store <16 x i8> <i8 -73, i8 58, i8 -67, i8 64, i8 -61, i8 70, i8 -55, i8 76, i8 -49, i8 82, i8 -43, i8 88, i8 -37, i8 94, i8 -31, i8 100>, ptr getelementptr inbounds (i8, ptr @src, i64 400), align 16, !tbaa !6
  store <16 x i8> <i8 -25, i8 106, i8 -19, i8 112, i8 -13, i8 118, i8 -7, i8 124, i8 -1, i8 -126, i8 5, i8 -120, i8 11, i8 -114, i8 17, i8 -108>, ptr getelementptr inbounds (i8, ptr @src, i64 416), align 16, !tbaa !6
  store <16 x i8> <i8 23, i8 -102, i8 29, i8 -96, i8 35, i8 -90, i8 41, i8 -84, i8 47, i8 -78, i8 53, i8 -72, i8 59, i8 -66, i8 65, i8 -60>, ptr getelementptr inbounds (i8, ptr @src, i64 432), align 16, !tbaa !6
  store <16 x i8> <i8 71, i8 -54, i8 77, i8 -48, i8 83, i8 -42, i8 89, i8 -36, i8 95, i8 -30, i8 101, i8 -24, i8 107, i8 -18, i8 113, i8 -12>, ptr getelementptr inbounds (i8, ptr @src, i64 448), align 16, !tbaa !6
  store <16 x i8> <i8 119, i8 -6, i8 125, i8 0, i8 -125, i8 6, i8 -119, i8 12, i8 -113, i8 18, i8 -107, i8 24, i8 -101, i8 30, i8 -95, i8 36>, ptr getelementptr inbounds (i8, ptr @src, i64 464), align 16, !tbaa !6
  store <16 x i8> <i8 -89, i8 42, i8 -83, i8 48, i8 -77, i8 54, i8 -71, i8 60, i8 -65, i8 66, i8 -59, i8 72, i8 -53, i8 78, i8 -47, i8 84>, ptr getelementptr inbounds (i8, ptr @src, i64 480), align 16, !tbaa !6
  store <16 x i8> <i8 -41, i8 90, i8 -35, i8 96, i8 -29, i8 102, i8 -23, i8 108, i8 -17, i8 114, i8 -11, i8 120, i8 -5, i8 126, i8 1, i8 -124>, ptr getelementptr inbounds (i8, ptr @src, i64 496), align 16, !tbaa !6
  br label %42

42:                                               ; preds = %0, %139
  %43 = phi i32 [ %128, %139 ], [ 0, %0 ]
  %44 = phi i32 [ %141, %139 ], [ 0, %0 ]
  %45 = phi i64 [ %142, %139 ], [ 0, %0 ]
  %46 = icmp eq i64 %45, 0
  br label %47

47:                                               ; preds = %42, %105
  %48 = phi i32 [ %43, %42 ], [ %118, %105 ]
  %49 = phi i64 [ 0, %42 ], [ %106, %105 ]
  %50 = getelementptr i8, ptr @src, i64 %49
  br label %108

51:                                               ; preds = %105
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(512) @dst, i8 0, i64 512, i1 false)
  %52 = trunc nuw i64 %45 to i8
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 getelementptr inbounds (i8, ptr @dst, i64 3), i8 %52, i64 %45, i1 false)
  br i1 %46, label %121, label %53

53:                                               ; preds = %51
  %54 = icmp ult i64 %45, 8
  br i1 %54, label %80, label %55

55:                                               ; preds = %53
  %56 = icmp ult i64 %45, 16
  br i1 %56, label %83, label %57

57:                                               ; preds = %55
  %58 = and i64 %45, 9223372036854775792
  %59 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %118, i64 0
  %60 = insertelement <16 x i64> poison, i64 %45, i64 0
  %61 = shufflevector <16 x i64> %60, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %62

62:                                               ; preds = %62, %57
  %63 = phi i64 [ 0, %57 ], [ %72, %62 ]
  %64 = phi <16 x i32> [ %59, %57 ], [ %71, %62 ]
  %65 = or disjoint i64 %63, 3
  %66 = getelementptr inbounds [512 x i8], ptr @dst, i64 0, i64 %65
  %67 = load <16 x i8>, ptr %66, align 1, !tbaa !6
  %68 = zext <16 x i8> %67 to <16 x i64>
  %69 = icmp ne <16 x i64> %61, %68
  %70 = zext <16 x i1> %69 to <16 x i32>
  %71 = add <16 x i32> %64, %70
  %72 = add nuw i64 %63, 16
  %73 = icmp eq i64 %72, %58
  br i1 %73, label %74, label %62, !llvm.loop !9

74:                                               ; preds = %62
  %75 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %71)
  %76 = icmp eq i64 %45, %58
  br i1 %76, label %121, label %77

77:                                               ; preds = %74
  %78 = and i64 %45, 8
  %79 = icmp eq i64 %78, 0
  br i1 %79, label %80, label %83

80:                                               ; preds = %102, %53, %77
  %81 = phi i32 [ %118, %53 ], [ %75, %77 ], [ %103, %102 ]
  %82 = phi i64 [ 0, %53 ], [ %58, %77 ], [ %86, %102 ]
  br label %144

83:                                               ; preds = %55, %77
  %84 = phi i32 [ %75, %77 ], [ %118, %55 ]
  %85 = phi i64 [ %58, %77 ], [ 0, %55 ]
  %86 = and i64 %45, 9223372036854775800
  %87 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %84, i64 0
  %88 = insertelement <8 x i64> poison, i64 %45, i64 0
  %89 = shufflevector <8 x i64> %88, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %90

90:                                               ; preds = %90, %83
  %91 = phi i64 [ %85, %83 ], [ %100, %90 ]
  %92 = phi <8 x i32> [ %87, %83 ], [ %99, %90 ]
  %93 = or disjoint i64 %91, 3
  %94 = getelementptr inbounds [512 x i8], ptr @dst, i64 0, i64 %93
  %95 = load <8 x i8>, ptr %94, align 1, !tbaa !6
  %96 = zext <8 x i8> %95 to <8 x i64>
  %97 = icmp ne <8 x i64> %89, %96
  %98 = zext <8 x i1> %97 to <8 x i32>
  %99 = add <8 x i32> %92, %98
  %100 = add nuw i64 %91, 8
  %101 = icmp eq i64 %100, %86
  br i1 %101, label %102, label %90, !llvm.loop !13

102:                                              ; preds = %90
  %103 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %99)
  %104 = icmp eq i64 %45, %86
  br i1 %104, label %121, label %80

105:                                              ; preds = %114
  %106 = add nuw nsw i64 %49, 1
  %107 = icmp eq i64 %106, 8
  br i1 %107, label %51, label %47, !llvm.loop !14

108:                                              ; preds = %47, %114
  %109 = phi i32 [ %48, %47 ], [ %118, %114 ]
  %110 = phi i64 [ 0, %47 ], [ %119, %114 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(512) @dst, i8 -18, i64 512, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(512) @ref, i8 -18, i64 512, i1 false)
  %111 = getelementptr inbounds i8, ptr @dst, i64 %110
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %111, ptr nonnull align 1 %50, i64 %45, i1 false)
  br i1 %46, label %114, label %112

112:                                              ; preds = %108
  %113 = getelementptr i8, ptr @ref, i64 %110
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %113, ptr align 1 %50, i64 %45, i1 false), !tbaa !6
  br label %114

114:                                              ; preds = %112, %108
  %115 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(512) @dst, ptr noundef nonnull dereferenceable(512) @ref, i64 512)
  %116 = icmp ne i32 %115, 0
  %117 = zext i1 %116 to i32
  %118 = add nsw i32 %109, %117
  %119 = add nuw nsw i64 %110, 1
  %120 = icmp eq i64 %119, 8
  br i1 %120, label %105, label %108, !llvm.loop !15

121:                                              ; preds = %144, %74, %102, %51
  %122 = phi i32 [ %118, %51 ], [ %75, %74 ], [ %103, %102 ], [ %153, %144 ]
  %123 = add nuw nsw i64 %45, 3
  %124 = getelementptr inbounds [512 x i8], ptr @dst, i64 0, i64 %123
  %125 = load i8, ptr %124, align 1, !tbaa !6
  %126 = icmp ne i8 %125, 0
  %127 = zext i1 %126 to i32
  %128 = add nsw i32 %122, %127
  br label %129

129:                                              ; preds = %129, %121
  %130 = phi i64 [ %137, %129 ], [ 0, %121 ]
  %131 = phi i32 [ %136, %129 ], [ -2128831035, %121 ]
  %132 = getelementptr inbounds i8, ptr @dst, i64 %130
  %133 = load i8, ptr %132, align 1, !tbaa !6
  %134 = zext i8 %133 to i32
  %135 = xor i32 %131, %134
  %136 = mul i32 %135, 16777619
  %137 = add nuw nsw i64 %130, 1
  %138 = icmp eq i64 %137, 140
  br i1 %138, label %139, label %129, !llvm.loop !16

139:                                              ; preds = %129
  %140 = mul i32 %44, 31
  %141 = add i32 %136, %140
  %142 = add nuw nsw i64 %45, 1
  %143 = icmp eq i64 %142, 131
  br i1 %143, label %156, label %42, !llvm.loop !17

144:                                              ; preds = %80, %144
  %145 = phi i32 [ %153, %144 ], [ %81, %80 ]
  %146 = phi i64 [ %154, %144 ], [ %82, %80 ]
  %147 = add nuw nsw i64 %146, 3
  %148 = getelementptr inbounds [512 x i8], ptr @dst, i64 0, i64 %147
  %149 = load i8, ptr %148, align 1, !tbaa !6
  %150 = zext i8 %149 to i64
  %151 = icmp ne i64 %45, %150
  %152 = zext i1 %151 to i32
  %153 = add nsw i32 %145, %152
  %154 = add nuw nsw i64 %146, 1
  %155 = icmp eq i64 %154, %45
  br i1 %155, label %121, label %144, !llvm.loop !18

156:                                              ; preds = %139, %521
  %157 = phi i32 [ %618, %521 ], [ %128, %139 ]
  %158 = phi i64 [ %522, %521 ], [ 0, %139 ]
  %159 = getelementptr i8, ptr getelementptr (i8, ptr @ref, i64 199), i64 %158
  %160 = icmp eq i64 %158, 0
  %161 = getelementptr i8, ptr getelementptr (i8, ptr @ref, i64 190), i64 %158
  %162 = icmp ult i64 %158, 8
  %163 = sub nsw i64 1, %158
  %164 = sub nsw i64 1, %158
  %165 = getelementptr i8, ptr %159, i64 %164
  %166 = icmp ugt ptr %165, %159
  %167 = icmp ult i64 %158, 32
  %168 = and i64 %158, 9223372036854775776
  %169 = icmp eq i64 %158, %168
  %170 = and i64 %158, 31
  %171 = and i64 %158, 24
  %172 = icmp eq i64 %171, 0
  %173 = and i64 %158, 9223372036854775800
  %174 = and i64 %158, 7
  %175 = icmp eq i64 %158, %173
  %176 = icmp ult i64 %158, 8
  %177 = icmp ult i64 %158, 32
  %178 = and i64 %158, 9223372036854775776
  %179 = icmp eq i64 %158, %178
  %180 = and i64 %158, 24
  %181 = icmp eq i64 %180, 0
  %182 = and i64 %158, 9223372036854775800
  %183 = icmp eq i64 %158, %182
  br label %524

184:                                              ; preds = %521
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2) #8
  %185 = getelementptr inbounds i8, ptr %2, i64 3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %185, i8 0, i64 7, i1 false), !tbaa !6
  %186 = getelementptr inbounds i8, ptr %1, i64 3
  store <8 x i8> <i8 2, i8 9, i8 16, i8 23, i8 30, i8 37, i8 44, i8 51>, ptr %1, align 8, !tbaa !6
  %187 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 58, ptr %187, align 8, !tbaa !6
  %188 = getelementptr inbounds i8, ptr %1, i64 9
  store i8 65, ptr %188, align 1, !tbaa !6
  %189 = getelementptr inbounds i8, ptr %2, i64 1
  %190 = load i16, ptr %186, align 1
  store i16 %190, ptr %189, align 1
  store i16 514, ptr %2, align 4
  %191 = call i32 @bcmp(ptr noundef nonnull dereferenceable(2) %1, ptr noundef nonnull dereferenceable(2) %2, i64 2)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %4) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %4, i8 0, i64 11, i1 false), !tbaa !6
  %192 = getelementptr inbounds i8, ptr %3, i64 3
  store <8 x i8> <i8 3, i8 10, i8 17, i8 24, i8 31, i8 38, i8 45, i8 52>, ptr %3, align 8, !tbaa !6
  %193 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 59, ptr %193, align 8, !tbaa !6
  %194 = getelementptr inbounds i8, ptr %3, i64 9
  store i8 66, ptr %194, align 1, !tbaa !6
  %195 = getelementptr inbounds i8, ptr %3, i64 10
  store i8 73, ptr %195, align 2, !tbaa !6
  %196 = getelementptr inbounds i8, ptr %4, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %196, ptr noundef nonnull align 1 dereferenceable(3) %192, i64 3, i1 false)
  %197 = load i8, ptr %196, align 1, !tbaa !6
  %198 = getelementptr inbounds i8, ptr %4, i64 2
  %199 = load i8, ptr %198, align 1, !tbaa !6
  %200 = getelementptr inbounds i8, ptr %4, i64 3
  %201 = load i8, ptr %200, align 1, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %4, i8 3, i64 3, i1 false)
  %202 = call i32 @bcmp(ptr noundef nonnull dereferenceable(3) %3, ptr noundef nonnull dereferenceable(3) %4, i64 3)
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %6, i8 0, i64 13, i1 false), !tbaa !6
  %203 = getelementptr inbounds i8, ptr %5, i64 3
  store <8 x i8> <i8 5, i8 12, i8 19, i8 26, i8 33, i8 40, i8 47, i8 54>, ptr %5, align 8, !tbaa !6
  %204 = getelementptr inbounds i8, ptr %5, i64 8
  store <4 x i8> <i8 61, i8 68, i8 75, i8 82>, ptr %204, align 8, !tbaa !6
  %205 = getelementptr inbounds i8, ptr %5, i64 12
  store i8 89, ptr %205, align 4, !tbaa !6
  %206 = getelementptr inbounds i8, ptr %6, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %206, ptr noundef nonnull align 1 dereferenceable(5) %203, i64 5, i1 false)
  %207 = load i8, ptr %206, align 1, !tbaa !6
  %208 = getelementptr inbounds i8, ptr %6, i64 2
  %209 = load i8, ptr %208, align 1, !tbaa !6
  %210 = getelementptr inbounds i8, ptr %6, i64 3
  %211 = load i8, ptr %210, align 1, !tbaa !6
  %212 = getelementptr inbounds i8, ptr %6, i64 4
  %213 = load i8, ptr %212, align 1, !tbaa !6
  %214 = getelementptr inbounds i8, ptr %6, i64 5
  %215 = load i8, ptr %214, align 1, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %6, i8 5, i64 5, i1 false)
  %216 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %5, ptr noundef nonnull dereferenceable(5) %6, i64 5)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %8) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %8, i8 0, i64 15, i1 false), !tbaa !6
  %217 = getelementptr inbounds i8, ptr %7, i64 3
  store <8 x i8> <i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56>, ptr %7, align 8, !tbaa !6
  %218 = getelementptr inbounds i8, ptr %7, i64 8
  store <4 x i8> <i8 63, i8 70, i8 77, i8 84>, ptr %218, align 8, !tbaa !6
  %219 = getelementptr inbounds i8, ptr %7, i64 12
  store i8 91, ptr %219, align 4, !tbaa !6
  %220 = getelementptr inbounds i8, ptr %7, i64 13
  store i8 98, ptr %220, align 1, !tbaa !6
  %221 = getelementptr inbounds i8, ptr %7, i64 14
  store i8 105, ptr %221, align 2, !tbaa !6
  %222 = getelementptr inbounds i8, ptr %8, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %222, ptr noundef nonnull align 1 dereferenceable(7) %217, i64 7, i1 false)
  %223 = load i8, ptr %222, align 1, !tbaa !6
  %224 = getelementptr inbounds i8, ptr %8, i64 2
  %225 = load i8, ptr %224, align 1, !tbaa !6
  %226 = getelementptr inbounds i8, ptr %8, i64 3
  %227 = load i8, ptr %226, align 1, !tbaa !6
  %228 = getelementptr inbounds i8, ptr %8, i64 4
  %229 = load i8, ptr %228, align 1, !tbaa !6
  %230 = getelementptr inbounds i8, ptr %8, i64 5
  %231 = load i8, ptr %230, align 1, !tbaa !6
  %232 = getelementptr inbounds i8, ptr %8, i64 6
  %233 = load i8, ptr %232, align 1, !tbaa !6
  %234 = getelementptr inbounds i8, ptr %8, i64 7
  %235 = load i8, ptr %234, align 1, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %8, i8 7, i64 7, i1 false)
  %236 = call i32 @bcmp(ptr noundef nonnull dereferenceable(7) %7, ptr noundef nonnull dereferenceable(7) %8, i64 7)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #8
  %237 = getelementptr inbounds i8, ptr %10, i64 9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %237, i8 0, i64 7, i1 false), !tbaa !6
  %238 = getelementptr inbounds i8, ptr %9, i64 3
  store <16 x i8> <i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57, i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113>, ptr %9, align 16, !tbaa !6
  %239 = getelementptr inbounds i8, ptr %10, i64 1
  %240 = load i64, ptr %238, align 1
  store i64 %240, ptr %239, align 1
  %241 = getelementptr inbounds i8, ptr %10, i64 9
  %242 = getelementptr inbounds i8, ptr %10, i64 10
  %243 = getelementptr inbounds i8, ptr %10, i64 11
  %244 = getelementptr inbounds i8, ptr %10, i64 12
  %245 = getelementptr inbounds i8, ptr %10, i64 13
  %246 = getelementptr inbounds i8, ptr %10, i64 14
  %247 = getelementptr inbounds i8, ptr %10, i64 15
  store i64 578721382704613384, ptr %10, align 8
  %248 = load i8, ptr %241, align 1, !tbaa !6
  %249 = load i8, ptr %242, align 2, !tbaa !6
  %250 = load i8, ptr %243, align 1, !tbaa !6
  %251 = load i8, ptr %244, align 4, !tbaa !6
  %252 = load i8, ptr %245, align 1, !tbaa !6
  %253 = load i8, ptr %246, align 2, !tbaa !6
  %254 = load i8, ptr %247, align 1, !tbaa !6
  %255 = load i64, ptr %9, align 8
  %256 = load i64, ptr %10, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %11) #8
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %12) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %12, i8 0, i64 20, i1 false), !tbaa !6
  %257 = getelementptr inbounds i8, ptr %11, i64 3
  store <16 x i8> <i8 12, i8 19, i8 26, i8 33, i8 40, i8 47, i8 54, i8 61, i8 68, i8 75, i8 82, i8 89, i8 96, i8 103, i8 110, i8 117>, ptr %11, align 16, !tbaa !6
  %258 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x i8> <i8 124, i8 -125, i8 -118, i8 -111>, ptr %258, align 16, !tbaa !6
  %259 = getelementptr inbounds i8, ptr %12, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %259, ptr noundef nonnull align 1 dereferenceable(12) %257, i64 12, i1 false)
  %260 = load i8, ptr %259, align 1, !tbaa !6
  %261 = getelementptr inbounds i8, ptr %12, i64 2
  %262 = load i8, ptr %261, align 1, !tbaa !6
  %263 = getelementptr inbounds i8, ptr %12, i64 3
  %264 = load i8, ptr %263, align 1, !tbaa !6
  %265 = getelementptr inbounds i8, ptr %12, i64 4
  %266 = load i8, ptr %265, align 1, !tbaa !6
  %267 = getelementptr inbounds i8, ptr %12, i64 5
  %268 = load i8, ptr %267, align 1, !tbaa !6
  %269 = getelementptr inbounds i8, ptr %12, i64 6
  %270 = load i8, ptr %269, align 1, !tbaa !6
  %271 = getelementptr inbounds i8, ptr %12, i64 7
  %272 = load i8, ptr %271, align 1, !tbaa !6
  %273 = getelementptr inbounds i8, ptr %12, i64 8
  %274 = load i8, ptr %273, align 1, !tbaa !6
  %275 = getelementptr inbounds i8, ptr %12, i64 9
  %276 = load i8, ptr %275, align 1, !tbaa !6
  %277 = getelementptr inbounds i8, ptr %12, i64 10
  %278 = load i8, ptr %277, align 1, !tbaa !6
  %279 = getelementptr inbounds i8, ptr %12, i64 11
  %280 = load i8, ptr %279, align 1, !tbaa !6
  %281 = getelementptr inbounds i8, ptr %12, i64 12
  %282 = load i8, ptr %281, align 1, !tbaa !6
  %283 = getelementptr inbounds i8, ptr %12, i64 13
  %284 = load i8, ptr %283, align 1, !tbaa !6
  %285 = getelementptr inbounds i8, ptr %12, i64 14
  %286 = load i8, ptr %285, align 1, !tbaa !6
  %287 = getelementptr inbounds i8, ptr %12, i64 15
  %288 = load i8, ptr %287, align 1, !tbaa !6
  %289 = getelementptr inbounds i8, ptr %12, i64 16
  %290 = load i8, ptr %289, align 1, !tbaa !6
  %291 = getelementptr inbounds i8, ptr %12, i64 17
  %292 = load i8, ptr %291, align 1, !tbaa !6
  %293 = getelementptr inbounds i8, ptr %12, i64 18
  %294 = load i8, ptr %293, align 1, !tbaa !6
  %295 = getelementptr inbounds i8, ptr %12, i64 19
  %296 = load i8, ptr %295, align 1, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %12, i8 12, i64 12, i1 false)
  %297 = call i32 @bcmp(ptr noundef nonnull dereferenceable(12) %11, ptr noundef nonnull dereferenceable(12) %12, i64 12)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %12) #8
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %11) #8
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %13) #8
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %14) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(23) %14, i8 0, i64 23, i1 false), !tbaa !6
  %298 = getelementptr inbounds i8, ptr %13, i64 3
  store <16 x i8> <i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57, i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113, i8 120>, ptr %13, align 16, !tbaa !6
  %299 = getelementptr inbounds i8, ptr %13, i64 16
  store <4 x i8> <i8 127, i8 -122, i8 -115, i8 -108>, ptr %299, align 16, !tbaa !6
  %300 = getelementptr inbounds i8, ptr %13, i64 20
  store i8 -101, ptr %300, align 4, !tbaa !6
  %301 = getelementptr inbounds i8, ptr %13, i64 21
  store i8 -94, ptr %301, align 1, !tbaa !6
  %302 = getelementptr inbounds i8, ptr %13, i64 22
  store i8 -87, ptr %302, align 2, !tbaa !6
  %303 = getelementptr inbounds i8, ptr %14, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %303, ptr noundef nonnull align 1 dereferenceable(15) %298, i64 15, i1 false)
  %304 = load i8, ptr %303, align 1, !tbaa !6
  %305 = getelementptr inbounds i8, ptr %14, i64 2
  %306 = load i8, ptr %305, align 1, !tbaa !6
  %307 = getelementptr inbounds i8, ptr %14, i64 3
  %308 = load i8, ptr %307, align 1, !tbaa !6
  %309 = getelementptr inbounds i8, ptr %14, i64 4
  %310 = load i8, ptr %309, align 1, !tbaa !6
  %311 = getelementptr inbounds i8, ptr %14, i64 5
  %312 = load i8, ptr %311, align 1, !tbaa !6
  %313 = getelementptr inbounds i8, ptr %14, i64 6
  %314 = load i8, ptr %313, align 1, !tbaa !6
  %315 = getelementptr inbounds i8, ptr %14, i64 7
  %316 = load i8, ptr %315, align 1, !tbaa !6
  %317 = getelementptr inbounds i8, ptr %14, i64 8
  %318 = load i8, ptr %317, align 1, !tbaa !6
  %319 = getelementptr inbounds i8, ptr %14, i64 9
  %320 = load i8, ptr %319, align 1, !tbaa !6
  %321 = getelementptr inbounds i8, ptr %14, i64 10
  %322 = load i8, ptr %321, align 1, !tbaa !6
  %323 = getelementptr inbounds i8, ptr %14, i64 11
  %324 = load i8, ptr %323, align 1, !tbaa !6
  %325 = getelementptr inbounds i8, ptr %14, i64 12
  %326 = load i8, ptr %325, align 1, !tbaa !6
  %327 = getelementptr inbounds i8, ptr %14, i64 13
  %328 = load i8, ptr %327, align 1, !tbaa !6
  %329 = getelementptr inbounds i8, ptr %14, i64 14
  %330 = load i8, ptr %329, align 1, !tbaa !6
  %331 = getelementptr inbounds i8, ptr %14, i64 15
  %332 = load i8, ptr %331, align 1, !tbaa !6
  %333 = getelementptr inbounds i8, ptr %14, i64 16
  %334 = load i8, ptr %333, align 1, !tbaa !6
  %335 = getelementptr inbounds i8, ptr %14, i64 17
  %336 = load i8, ptr %335, align 1, !tbaa !6
  %337 = getelementptr inbounds i8, ptr %14, i64 18
  %338 = load i8, ptr %337, align 1, !tbaa !6
  %339 = getelementptr inbounds i8, ptr %14, i64 19
  %340 = load i8, ptr %339, align 1, !tbaa !6
  %341 = getelementptr inbounds i8, ptr %14, i64 20
  %342 = load i8, ptr %341, align 1, !tbaa !6
  %343 = getelementptr inbounds i8, ptr %14, i64 21
  %344 = load i8, ptr %343, align 1, !tbaa !6
  %345 = getelementptr inbounds i8, ptr %14, i64 22
  %346 = load i8, ptr %345, align 1, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %14, i8 15, i64 15, i1 false)
  %347 = call i32 @bcmp(ptr noundef nonnull dereferenceable(15) %13, ptr noundef nonnull dereferenceable(15) %14, i64 15)
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %14) #8
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %13) #8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %16, i8 0, i64 24, i1 false), !tbaa !6
  %348 = getelementptr inbounds i8, ptr %15, i64 3
  store <16 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65, i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %15, align 16, !tbaa !6
  %349 = getelementptr inbounds i8, ptr %15, i64 16
  store <8 x i8> <i8 -128, i8 -121, i8 -114, i8 -107, i8 -100, i8 -93, i8 -86, i8 -79>, ptr %349, align 16, !tbaa !6
  %350 = getelementptr inbounds i8, ptr %16, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %350, ptr noundef nonnull align 1 dereferenceable(16) %348, i64 16, i1 false)
  %351 = load i8, ptr %350, align 1, !tbaa !6
  %352 = getelementptr inbounds i8, ptr %16, i64 2
  %353 = load i8, ptr %352, align 1, !tbaa !6
  %354 = getelementptr inbounds i8, ptr %16, i64 3
  %355 = load i8, ptr %354, align 1, !tbaa !6
  %356 = getelementptr inbounds i8, ptr %16, i64 4
  %357 = load i8, ptr %356, align 1, !tbaa !6
  %358 = getelementptr inbounds i8, ptr %16, i64 5
  %359 = load i8, ptr %358, align 1, !tbaa !6
  %360 = getelementptr inbounds i8, ptr %16, i64 6
  %361 = load i8, ptr %360, align 1, !tbaa !6
  %362 = getelementptr inbounds i8, ptr %16, i64 7
  %363 = load i8, ptr %362, align 1, !tbaa !6
  %364 = getelementptr inbounds i8, ptr %16, i64 8
  %365 = load i8, ptr %364, align 1, !tbaa !6
  %366 = getelementptr inbounds i8, ptr %16, i64 9
  %367 = load i8, ptr %366, align 1, !tbaa !6
  %368 = getelementptr inbounds i8, ptr %16, i64 10
  %369 = load i8, ptr %368, align 1, !tbaa !6
  %370 = getelementptr inbounds i8, ptr %16, i64 11
  %371 = load i8, ptr %370, align 1, !tbaa !6
  %372 = getelementptr inbounds i8, ptr %16, i64 12
  %373 = load i8, ptr %372, align 1, !tbaa !6
  %374 = getelementptr inbounds i8, ptr %16, i64 13
  %375 = load i8, ptr %374, align 1, !tbaa !6
  %376 = getelementptr inbounds i8, ptr %16, i64 14
  %377 = load i8, ptr %376, align 1, !tbaa !6
  %378 = getelementptr inbounds i8, ptr %16, i64 15
  %379 = load i8, ptr %378, align 1, !tbaa !6
  %380 = getelementptr inbounds i8, ptr %16, i64 16
  %381 = load i8, ptr %380, align 1, !tbaa !6
  %382 = getelementptr inbounds i8, ptr %16, i64 17
  %383 = load i8, ptr %382, align 1, !tbaa !6
  %384 = getelementptr inbounds i8, ptr %16, i64 18
  %385 = load i8, ptr %384, align 1, !tbaa !6
  %386 = getelementptr inbounds i8, ptr %16, i64 19
  %387 = load i8, ptr %386, align 1, !tbaa !6
  %388 = getelementptr inbounds i8, ptr %16, i64 20
  %389 = load i8, ptr %388, align 1, !tbaa !6
  %390 = getelementptr inbounds i8, ptr %16, i64 21
  %391 = load i8, ptr %390, align 1, !tbaa !6
  %392 = getelementptr inbounds i8, ptr %16, i64 22
  %393 = load i8, ptr %392, align 1, !tbaa !6
  %394 = getelementptr inbounds i8, ptr %16, i64 23
  %395 = load i8, ptr %394, align 1, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %16, i8 16, i64 16, i1 false)
  %396 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %15, ptr noundef nonnull dereferenceable(16) %16, i64 16)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #8
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %17) #8
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %18) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(25) %18, i8 0, i64 25, i1 false), !tbaa !6
  %397 = getelementptr inbounds i8, ptr %17, i64 3
  store <16 x i8> <i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122>, ptr %17, align 16, !tbaa !6
  %398 = getelementptr inbounds i8, ptr %17, i64 16
  store <8 x i8> <i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78>, ptr %398, align 16, !tbaa !6
  %399 = getelementptr inbounds i8, ptr %17, i64 24
  store i8 -71, ptr %399, align 8, !tbaa !6
  %400 = getelementptr inbounds i8, ptr %18, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %400, ptr noundef nonnull align 1 dereferenceable(17) %397, i64 17, i1 false)
  %401 = load i8, ptr %400, align 1, !tbaa !6
  %402 = getelementptr inbounds i8, ptr %18, i64 2
  %403 = load i8, ptr %402, align 1, !tbaa !6
  %404 = getelementptr inbounds i8, ptr %18, i64 3
  %405 = load i8, ptr %404, align 1, !tbaa !6
  %406 = getelementptr inbounds i8, ptr %18, i64 4
  %407 = load i8, ptr %406, align 1, !tbaa !6
  %408 = getelementptr inbounds i8, ptr %18, i64 5
  %409 = load i8, ptr %408, align 1, !tbaa !6
  %410 = getelementptr inbounds i8, ptr %18, i64 6
  %411 = load i8, ptr %410, align 1, !tbaa !6
  %412 = getelementptr inbounds i8, ptr %18, i64 7
  %413 = load i8, ptr %412, align 1, !tbaa !6
  %414 = getelementptr inbounds i8, ptr %18, i64 8
  %415 = load i8, ptr %414, align 1, !tbaa !6
  %416 = getelementptr inbounds i8, ptr %18, i64 9
  %417 = load i8, ptr %416, align 1, !tbaa !6
  %418 = getelementptr inbounds i8, ptr %18, i64 10
  %419 = load i8, ptr %418, align 1, !tbaa !6
  %420 = getelementptr inbounds i8, ptr %18, i64 11
  %421 = load i8, ptr %420, align 1, !tbaa !6
  %422 = getelementptr inbounds i8, ptr %18, i64 12
  %423 = load i8, ptr %422, align 1, !tbaa !6
  %424 = getelementptr inbounds i8, ptr %18, i64 13
  %425 = load i8, ptr %424, align 1, !tbaa !6
  %426 = getelementptr inbounds i8, ptr %18, i64 14
  %427 = load i8, ptr %426, align 1, !tbaa !6
  %428 = getelementptr inbounds i8, ptr %18, i64 15
  %429 = load i8, ptr %428, align 1, !tbaa !6
  %430 = getelementptr inbounds i8, ptr %18, i64 16
  %431 = load i8, ptr %430, align 1, !tbaa !6
  %432 = getelementptr inbounds i8, ptr %18, i64 17
  %433 = load i8, ptr %432, align 1, !tbaa !6
  %434 = getelementptr inbounds i8, ptr %18, i64 18
  %435 = load i8, ptr %434, align 1, !tbaa !6
  %436 = getelementptr inbounds i8, ptr %18, i64 19
  %437 = load i8, ptr %436, align 1, !tbaa !6
  %438 = getelementptr inbounds i8, ptr %18, i64 20
  %439 = load i8, ptr %438, align 1, !tbaa !6
  %440 = getelementptr inbounds i8, ptr %18, i64 21
  %441 = load i8, ptr %440, align 1, !tbaa !6
  %442 = getelementptr inbounds i8, ptr %18, i64 22
  %443 = load i8, ptr %442, align 1, !tbaa !6
  %444 = getelementptr inbounds i8, ptr %18, i64 23
  %445 = load i8, ptr %444, align 1, !tbaa !6
  %446 = getelementptr inbounds i8, ptr %18, i64 24
  %447 = load i8, ptr %446, align 1, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %18, i8 17, i64 17, i1 false)
  %448 = call i32 @bcmp(ptr noundef nonnull dereferenceable(17) %17, ptr noundef nonnull dereferenceable(17) %18, i64 17)
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %18) #8
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %17) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %20, i8 0, i64 32, i1 false), !tbaa !6
  %449 = getelementptr inbounds i8, ptr %19, i64 3
  store <16 x i8> <i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127>, ptr %19, align 16, !tbaa !6
  %450 = getelementptr inbounds i8, ptr %19, i64 16
  store <16 x i8> <i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15>, ptr %450, align 16, !tbaa !6
  %451 = getelementptr inbounds i8, ptr %20, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %451, ptr noundef nonnull align 1 dereferenceable(24) %449, i64 24, i1 false)
  %452 = load i8, ptr %451, align 1, !tbaa !6
  %453 = getelementptr inbounds i8, ptr %20, i64 2
  %454 = load i8, ptr %453, align 1, !tbaa !6
  %455 = getelementptr inbounds i8, ptr %20, i64 3
  %456 = load i8, ptr %455, align 1, !tbaa !6
  %457 = getelementptr inbounds i8, ptr %20, i64 4
  %458 = load i8, ptr %457, align 1, !tbaa !6
  %459 = getelementptr inbounds i8, ptr %20, i64 5
  %460 = load i8, ptr %459, align 1, !tbaa !6
  %461 = getelementptr inbounds i8, ptr %20, i64 6
  %462 = load i8, ptr %461, align 1, !tbaa !6
  %463 = getelementptr inbounds i8, ptr %20, i64 7
  %464 = load i8, ptr %463, align 1, !tbaa !6
  %465 = getelementptr inbounds i8, ptr %20, i64 8
  %466 = load i8, ptr %465, align 1, !tbaa !6
  %467 = getelementptr inbounds i8, ptr %20, i64 9
  %468 = load i8, ptr %467, align 1, !tbaa !6
  %469 = getelementptr inbounds i8, ptr %20, i64 10
  %470 = load i8, ptr %469, align 1, !tbaa !6
  %471 = getelementptr inbounds i8, ptr %20, i64 11
  %472 = load i8, ptr %471, align 1, !tbaa !6
  %473 = getelementptr inbounds i8, ptr %20, i64 12
  %474 = load i8, ptr %473, align 1, !tbaa !6
  %475 = getelementptr inbounds i8, ptr %20, i64 13
  %476 = load i8, ptr %475, align 1, !tbaa !6
  %477 = getelementptr inbounds i8, ptr %20, i64 14
  %478 = load i8, ptr %477, align 1, !tbaa !6
  %479 = getelementptr inbounds i8, ptr %20, i64 15
  %480 = load i8, ptr %479, align 1, !tbaa !6
  %481 = getelementptr inbounds i8, ptr %20, i64 16
  %482 = load i8, ptr %481, align 1, !tbaa !6
  %483 = getelementptr inbounds i8, ptr %20, i64 17
  %484 = load i8, ptr %483, align 1, !tbaa !6
  %485 = getelementptr inbounds i8, ptr %20, i64 18
  %486 = load i8, ptr %485, align 1, !tbaa !6
  %487 = getelementptr inbounds i8, ptr %20, i64 19
  %488 = load i8, ptr %487, align 1, !tbaa !6
  %489 = getelementptr inbounds i8, ptr %20, i64 20
  %490 = load i8, ptr %489, align 1, !tbaa !6
  %491 = getelementptr inbounds i8, ptr %20, i64 21
  %492 = load i8, ptr %491, align 1, !tbaa !6
  %493 = getelementptr inbounds i8, ptr %20, i64 22
  %494 = load i8, ptr %493, align 1, !tbaa !6
  %495 = getelementptr inbounds i8, ptr %20, i64 23
  %496 = load i8, ptr %495, align 1, !tbaa !6
  %497 = getelementptr inbounds i8, ptr %20, i64 24
  %498 = load i8, ptr %497, align 1, !tbaa !6
  %499 = getelementptr inbounds i8, ptr %20, i64 25
  %500 = load i8, ptr %499, align 1, !tbaa !6
  %501 = getelementptr inbounds i8, ptr %20, i64 26
  %502 = load i8, ptr %501, align 1, !tbaa !6
  %503 = getelementptr inbounds i8, ptr %20, i64 27
  %504 = load i8, ptr %503, align 1, !tbaa !6
  %505 = getelementptr inbounds i8, ptr %20, i64 28
  %506 = load i8, ptr %505, align 1, !tbaa !6
  %507 = getelementptr inbounds i8, ptr %20, i64 29
  %508 = load i8, ptr %507, align 1, !tbaa !6
  %509 = getelementptr inbounds i8, ptr %20, i64 30
  %510 = load i8, ptr %509, align 1, !tbaa !6
  %511 = getelementptr inbounds i8, ptr %20, i64 31
  %512 = load i8, ptr %511, align 1, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %20, i8 24, i64 24, i1 false)
  %513 = call i32 @bcmp(ptr noundef nonnull dereferenceable(24) %19, ptr noundef nonnull dereferenceable(24) %20, i64 24)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #8
  call void @llvm.lifetime.start.p0(i64 39, ptr nonnull %21) #8
  call void @llvm.lifetime.start.p0(i64 39, ptr nonnull %22) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) %22, i8 0, i64 39, i1 false), !tbaa !6
  %514 = getelementptr inbounds i8, ptr %21, i64 16
  store <16 x i8> <i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120>, ptr %21, align 16, !tbaa !6
  store <16 x i8> <i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15, i8 -8>, ptr %514, align 16, !tbaa !6
  %515 = getelementptr inbounds i8, ptr %21, i64 32
  store <4 x i8> <i8 -1, i8 6, i8 13, i8 20>, ptr %515, align 16, !tbaa !6
  %516 = getelementptr inbounds i8, ptr %21, i64 36
  store i8 27, ptr %516, align 4, !tbaa !6
  %517 = getelementptr inbounds i8, ptr %21, i64 37
  store i8 34, ptr %517, align 1, !tbaa !6
  %518 = getelementptr inbounds i8, ptr %21, i64 38
  store i8 41, ptr %518, align 2, !tbaa !6
  %519 = getelementptr inbounds i8, ptr %22, i64 1
  %520 = getelementptr inbounds i8, ptr %21, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %519, ptr noundef nonnull align 1 dereferenceable(31) %520, i64 31, i1 false)
  br label %622

521:                                              ; preds = %614
  %522 = add nuw nsw i64 %158, 3
  %523 = icmp ult i64 %158, 97
  br i1 %523, label %156, label %184, !llvm.loop !19

524:                                              ; preds = %156, %614
  %525 = phi i64 [ 0, %156 ], [ %621, %614 ]
  %526 = phi i64 [ -9, %156 ], [ %619, %614 ]
  %527 = phi i32 [ %157, %156 ], [ %618, %614 ]
  %528 = getelementptr i8, ptr %161, i64 %525
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(512) @dst, ptr noundef nonnull align 16 dereferenceable(512) @src, i64 512, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(512) @ref, ptr noundef nonnull align 16 dereferenceable(512) @src, i64 512, i1 false)
  %529 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @dst, i64 200), i64 %526
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %529, ptr nonnull align 1 getelementptr inbounds (i8, ptr @dst, i64 200), i64 %158, i1 false)
  %530 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %526
  %531 = icmp slt i64 %526, 0
  br i1 %531, label %573, label %532

532:                                              ; preds = %524
  br i1 %160, label %614, label %533

533:                                              ; preds = %532
  br i1 %162, label %558, label %534

534:                                              ; preds = %533
  %535 = getelementptr i8, ptr %528, i64 %163
  %536 = icmp ugt ptr %535, %528
  %537 = or i1 %536, %166
  %538 = add i64 %525, 22
  %539 = icmp ult i64 %538, 32
  %540 = select i1 %537, i1 true, i1 %539
  br i1 %540, label %558, label %541

541:                                              ; preds = %534
  br i1 %167, label %560, label %542

542:                                              ; preds = %541, %542
  %543 = phi i64 [ %554, %542 ], [ 0, %541 ]
  %544 = xor i64 %543, -1
  %545 = add i64 %158, %544
  %546 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %545
  %547 = getelementptr inbounds i8, ptr %546, i64 -15
  %548 = getelementptr inbounds i8, ptr %546, i64 -31
  %549 = load <16 x i8>, ptr %547, align 1, !tbaa !6
  %550 = load <16 x i8>, ptr %548, align 1, !tbaa !6
  %551 = getelementptr inbounds i8, ptr %530, i64 %545
  %552 = getelementptr inbounds i8, ptr %551, i64 -15
  %553 = getelementptr inbounds i8, ptr %551, i64 -31
  store <16 x i8> %549, ptr %552, align 1, !tbaa !6
  store <16 x i8> %550, ptr %553, align 1, !tbaa !6
  %554 = add nuw i64 %543, 32
  %555 = icmp eq i64 %554, %168
  br i1 %555, label %556, label %542, !llvm.loop !20

556:                                              ; preds = %542
  br i1 %169, label %614, label %557

557:                                              ; preds = %556
  br i1 %172, label %558, label %560

558:                                              ; preds = %572, %534, %533, %557
  %559 = phi i64 [ %158, %533 ], [ %158, %534 ], [ %170, %557 ], [ %174, %572 ]
  br label %607

560:                                              ; preds = %541, %557
  %561 = phi i64 [ %168, %557 ], [ 0, %541 ]
  %562 = getelementptr i8, ptr %530, i64 -7
  br label %563

563:                                              ; preds = %563, %560
  %564 = phi i64 [ %561, %560 ], [ %570, %563 ]
  %565 = xor i64 %564, -1
  %566 = add i64 %158, %565
  %567 = getelementptr i8, ptr getelementptr (i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 -7), i64 %566
  %568 = load <8 x i8>, ptr %567, align 1, !tbaa !6
  %569 = getelementptr i8, ptr %562, i64 %566
  store <8 x i8> %568, ptr %569, align 1, !tbaa !6
  %570 = add nuw i64 %564, 8
  %571 = icmp eq i64 %570, %173
  br i1 %571, label %572, label %563, !llvm.loop !21

572:                                              ; preds = %563
  br i1 %175, label %614, label %558

573:                                              ; preds = %524
  br i1 %160, label %614, label %574

574:                                              ; preds = %573
  br i1 %176, label %598, label %575

575:                                              ; preds = %574
  br i1 %177, label %588, label %576

576:                                              ; preds = %575, %576
  %577 = phi i64 [ %584, %576 ], [ 0, %575 ]
  %578 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %577
  %579 = getelementptr inbounds i8, ptr %578, i64 16
  %580 = load <16 x i8>, ptr %578, align 1, !tbaa !6
  %581 = load <16 x i8>, ptr %579, align 1, !tbaa !6
  %582 = getelementptr inbounds i8, ptr %530, i64 %577
  %583 = getelementptr inbounds i8, ptr %582, i64 16
  store <16 x i8> %580, ptr %582, align 1, !tbaa !6
  store <16 x i8> %581, ptr %583, align 1, !tbaa !6
  %584 = add nuw i64 %577, 32
  %585 = icmp eq i64 %584, %178
  br i1 %585, label %586, label %576, !llvm.loop !22

586:                                              ; preds = %576
  br i1 %179, label %614, label %587

587:                                              ; preds = %586
  br i1 %181, label %598, label %588

588:                                              ; preds = %575, %587
  %589 = phi i64 [ %178, %587 ], [ 0, %575 ]
  br label %590

590:                                              ; preds = %590, %588
  %591 = phi i64 [ %589, %588 ], [ %595, %590 ]
  %592 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %591
  %593 = load <8 x i8>, ptr %592, align 1, !tbaa !6
  %594 = getelementptr inbounds i8, ptr %530, i64 %591
  store <8 x i8> %593, ptr %594, align 1, !tbaa !6
  %595 = add nuw i64 %591, 8
  %596 = icmp eq i64 %595, %182
  br i1 %596, label %597, label %590, !llvm.loop !23

597:                                              ; preds = %590
  br i1 %183, label %614, label %598

598:                                              ; preds = %597, %574, %587
  %599 = phi i64 [ 0, %574 ], [ %178, %587 ], [ %182, %597 ]
  br label %600

600:                                              ; preds = %598, %600
  %601 = phi i64 [ %605, %600 ], [ %599, %598 ]
  %602 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %601
  %603 = load i8, ptr %602, align 1, !tbaa !6
  %604 = getelementptr inbounds i8, ptr %530, i64 %601
  store i8 %603, ptr %604, align 1, !tbaa !6
  %605 = add nuw nsw i64 %601, 1
  %606 = icmp eq i64 %605, %158
  br i1 %606, label %614, label %600, !llvm.loop !24

607:                                              ; preds = %558, %607
  %608 = phi i64 [ %609, %607 ], [ %559, %558 ]
  %609 = add nsw i64 %608, -1
  %610 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %609
  %611 = load i8, ptr %610, align 1, !tbaa !6
  %612 = getelementptr inbounds i8, ptr %530, i64 %609
  store i8 %611, ptr %612, align 1, !tbaa !6
  %613 = icmp eq i64 %609, 0
  br i1 %613, label %614, label %607, !llvm.loop !25

614:                                              ; preds = %607, %600, %556, %572, %586, %597, %532, %573
  %615 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(512) @dst, ptr noundef nonnull dereferenceable(512) @ref, i64 512)
  %616 = icmp ne i32 %615, 0
  %617 = zext i1 %616 to i32
  %618 = add nsw i32 %527, %617
  %619 = add nsw i64 %526, 1
  %620 = icmp eq i64 %619, 10
  %621 = add i64 %525, 1
  br i1 %620, label %521, label %524, !llvm.loop !26

622:                                              ; preds = %622, %184
  %623 = phi i64 [ %630, %622 ], [ 0, %184 ]
  %624 = phi i32 [ %629, %622 ], [ -2128831035, %184 ]
  %625 = getelementptr inbounds i8, ptr %22, i64 %623
  %626 = load i8, ptr %625, align 1, !tbaa !6
  %627 = zext i8 %626 to i32
  %628 = xor i32 %624, %627
  %629 = mul i32 %628, 16777619
  %630 = add nuw nsw i64 %623, 1
  %631 = icmp eq i64 %630, 39
  br i1 %631, label %632, label %622, !llvm.loop !16

632:                                              ; preds = %622
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %22, i8 31, i64 31, i1 false)
  br label %633

633:                                              ; preds = %633, %632
  %634 = phi i64 [ %641, %633 ], [ 0, %632 ]
  %635 = phi i32 [ %640, %633 ], [ -2128831035, %632 ]
  %636 = getelementptr inbounds i8, ptr %22, i64 %634
  %637 = load i8, ptr %636, align 1, !tbaa !6
  %638 = zext i8 %637 to i32
  %639 = xor i32 %635, %638
  %640 = mul i32 %639, 16777619
  %641 = add nuw nsw i64 %634, 1
  %642 = icmp eq i64 %641, 39
  br i1 %642, label %643, label %633, !llvm.loop !16

643:                                              ; preds = %633
  %644 = call i32 @bcmp(ptr noundef nonnull dereferenceable(31) %21, ptr noundef nonnull dereferenceable(31) %22, i64 31)
  call void @llvm.lifetime.end.p0(i64 39, ptr nonnull %22) #8
  call void @llvm.lifetime.end.p0(i64 39, ptr nonnull %21) #8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %23) #8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %24) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(40) %24, i8 0, i64 40, i1 false), !tbaa !6
  %645 = getelementptr inbounds i8, ptr %23, i64 8
  store <8 x i8> <i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81>, ptr %23, align 8, !tbaa !6
  store <8 x i8> <i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119>, ptr %645, align 8, !tbaa !6
  %646 = getelementptr inbounds i8, ptr %23, i64 16
  %647 = getelementptr inbounds i8, ptr %23, i64 24
  store <8 x i8> <i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70, i8 -63>, ptr %646, align 8, !tbaa !6
  store <8 x i8> <i8 -56, i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14, i8 -7>, ptr %647, align 8, !tbaa !6
  %648 = getelementptr inbounds i8, ptr %23, i64 32
  store i8 0, ptr %648, align 8, !tbaa !6
  %649 = getelementptr inbounds i8, ptr %23, i64 33
  store i8 7, ptr %649, align 1, !tbaa !6
  %650 = getelementptr inbounds i8, ptr %23, i64 34
  store i8 14, ptr %650, align 2, !tbaa !6
  %651 = getelementptr inbounds i8, ptr %23, i64 35
  store i8 21, ptr %651, align 1, !tbaa !6
  %652 = getelementptr inbounds i8, ptr %23, i64 36
  store i8 28, ptr %652, align 4, !tbaa !6
  %653 = getelementptr inbounds i8, ptr %23, i64 37
  store i8 35, ptr %653, align 1, !tbaa !6
  %654 = getelementptr inbounds i8, ptr %23, i64 38
  store i8 42, ptr %654, align 2, !tbaa !6
  %655 = getelementptr inbounds i8, ptr %23, i64 39
  store i8 49, ptr %655, align 1, !tbaa !6
  %656 = getelementptr inbounds i8, ptr %24, i64 1
  %657 = getelementptr inbounds i8, ptr %23, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %656, ptr noundef nonnull align 1 dereferenceable(32) %657, i64 32, i1 false)
  br label %658

658:                                              ; preds = %658, %643
  %659 = phi i64 [ %666, %658 ], [ 0, %643 ]
  %660 = phi i32 [ %665, %658 ], [ -2128831035, %643 ]
  %661 = getelementptr inbounds i8, ptr %24, i64 %659
  %662 = load i8, ptr %661, align 1, !tbaa !6
  %663 = zext i8 %662 to i32
  %664 = xor i32 %660, %663
  %665 = mul i32 %664, 16777619
  %666 = add nuw nsw i64 %659, 1
  %667 = icmp eq i64 %666, 40
  br i1 %667, label %668, label %658, !llvm.loop !16

668:                                              ; preds = %658
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %24, i8 32, i64 32, i1 false)
  br label %669

669:                                              ; preds = %669, %668
  %670 = phi i64 [ %677, %669 ], [ 0, %668 ]
  %671 = phi i32 [ %676, %669 ], [ -2128831035, %668 ]
  %672 = getelementptr inbounds i8, ptr %24, i64 %670
  %673 = load i8, ptr %672, align 1, !tbaa !6
  %674 = zext i8 %673 to i32
  %675 = xor i32 %671, %674
  %676 = mul i32 %675, 16777619
  %677 = add nuw nsw i64 %670, 1
  %678 = icmp eq i64 %677, 40
  br i1 %678, label %679, label %669, !llvm.loop !16

679:                                              ; preds = %669
  %680 = call i32 @bcmp(ptr noundef nonnull dereferenceable(32) %23, ptr noundef nonnull dereferenceable(32) %24, i64 32)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %24) #8
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #8
  call void @llvm.lifetime.start.p0(i64 41, ptr nonnull %25) #8
  call void @llvm.lifetime.start.p0(i64 41, ptr nonnull %26) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(41) %26, i8 0, i64 41, i1 false), !tbaa !6
  %681 = getelementptr inbounds i8, ptr %25, i64 8
  store <8 x i8> <i8 33, i8 40, i8 47, i8 54, i8 61, i8 68, i8 75, i8 82>, ptr %25, align 8, !tbaa !6
  store <8 x i8> <i8 89, i8 96, i8 103, i8 110, i8 117, i8 124, i8 -125, i8 -118>, ptr %681, align 8, !tbaa !6
  %682 = getelementptr inbounds i8, ptr %25, i64 16
  %683 = getelementptr inbounds i8, ptr %25, i64 24
  store <8 x i8> <i8 -111, i8 -104, i8 -97, i8 -90, i8 -83, i8 -76, i8 -69, i8 -62>, ptr %682, align 8, !tbaa !6
  store <8 x i8> <i8 -55, i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6>, ptr %683, align 8, !tbaa !6
  %684 = getelementptr inbounds i8, ptr %25, i64 32
  store i8 1, ptr %684, align 8, !tbaa !6
  %685 = getelementptr inbounds i8, ptr %25, i64 33
  store i8 8, ptr %685, align 1, !tbaa !6
  %686 = getelementptr inbounds i8, ptr %25, i64 34
  store i8 15, ptr %686, align 2, !tbaa !6
  %687 = getelementptr inbounds i8, ptr %25, i64 35
  store i8 22, ptr %687, align 1, !tbaa !6
  %688 = getelementptr inbounds i8, ptr %25, i64 36
  store i8 29, ptr %688, align 4, !tbaa !6
  %689 = getelementptr inbounds i8, ptr %25, i64 37
  store i8 36, ptr %689, align 1, !tbaa !6
  %690 = getelementptr inbounds i8, ptr %25, i64 38
  store i8 43, ptr %690, align 2, !tbaa !6
  %691 = getelementptr inbounds i8, ptr %25, i64 39
  store i8 50, ptr %691, align 1, !tbaa !6
  %692 = getelementptr inbounds i8, ptr %25, i64 40
  store i8 57, ptr %692, align 8, !tbaa !6
  %693 = getelementptr inbounds i8, ptr %26, i64 1
  %694 = getelementptr inbounds i8, ptr %25, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(33) %693, ptr noundef nonnull align 1 dereferenceable(33) %694, i64 33, i1 false)
  br label %695

695:                                              ; preds = %695, %679
  %696 = phi i64 [ %703, %695 ], [ 0, %679 ]
  %697 = phi i32 [ %702, %695 ], [ -2128831035, %679 ]
  %698 = getelementptr inbounds i8, ptr %26, i64 %696
  %699 = load i8, ptr %698, align 1, !tbaa !6
  %700 = zext i8 %699 to i32
  %701 = xor i32 %697, %700
  %702 = mul i32 %701, 16777619
  %703 = add nuw nsw i64 %696, 1
  %704 = icmp eq i64 %703, 41
  br i1 %704, label %705, label %695, !llvm.loop !16

705:                                              ; preds = %695
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(33) %26, i8 33, i64 33, i1 false)
  br label %706

706:                                              ; preds = %706, %705
  %707 = phi i64 [ %714, %706 ], [ 0, %705 ]
  %708 = phi i32 [ %713, %706 ], [ -2128831035, %705 ]
  %709 = getelementptr inbounds i8, ptr %26, i64 %707
  %710 = load i8, ptr %709, align 1, !tbaa !6
  %711 = zext i8 %710 to i32
  %712 = xor i32 %708, %711
  %713 = mul i32 %712, 16777619
  %714 = add nuw nsw i64 %707, 1
  %715 = icmp eq i64 %714, 41
  br i1 %715, label %716, label %706, !llvm.loop !16

716:                                              ; preds = %706
  %717 = call i32 @bcmp(ptr noundef nonnull dereferenceable(33) %25, ptr noundef nonnull dereferenceable(33) %26, i64 33)
  call void @llvm.lifetime.end.p0(i64 41, ptr nonnull %26) #8
  call void @llvm.lifetime.end.p0(i64 41, ptr nonnull %25) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %27) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %28) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(56) %28, i8 0, i64 56, i1 false), !tbaa !6
  %718 = getelementptr inbounds i8, ptr %27, i64 8
  store <8 x i8> <i8 48, i8 55, i8 62, i8 69, i8 76, i8 83, i8 90, i8 97>, ptr %27, align 8, !tbaa !6
  store <8 x i8> <i8 104, i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103>, ptr %718, align 8, !tbaa !6
  %719 = getelementptr inbounds i8, ptr %27, i64 16
  %720 = getelementptr inbounds i8, ptr %27, i64 24
  store <8 x i8> <i8 -96, i8 -89, i8 -82, i8 -75, i8 -68, i8 -61, i8 -54, i8 -47>, ptr %719, align 8, !tbaa !6
  store <8 x i8> <i8 -40, i8 -33, i8 -26, i8 -19, i8 -12, i8 -5, i8 2, i8 9>, ptr %720, align 8, !tbaa !6
  %721 = getelementptr inbounds i8, ptr %27, i64 32
  %722 = getelementptr inbounds i8, ptr %27, i64 40
  store <8 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65>, ptr %721, align 8, !tbaa !6
  store <8 x i8> <i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %722, align 8, !tbaa !6
  %723 = getelementptr inbounds i8, ptr %27, i64 48
  store i8 -128, ptr %723, align 8, !tbaa !6
  %724 = getelementptr inbounds i8, ptr %27, i64 49
  store i8 -121, ptr %724, align 1, !tbaa !6
  %725 = getelementptr inbounds i8, ptr %27, i64 50
  store i8 -114, ptr %725, align 2, !tbaa !6
  %726 = getelementptr inbounds i8, ptr %27, i64 51
  store i8 -107, ptr %726, align 1, !tbaa !6
  %727 = getelementptr inbounds i8, ptr %27, i64 52
  store i8 -100, ptr %727, align 4, !tbaa !6
  %728 = getelementptr inbounds i8, ptr %27, i64 53
  store i8 -93, ptr %728, align 1, !tbaa !6
  %729 = getelementptr inbounds i8, ptr %27, i64 54
  store i8 -86, ptr %729, align 2, !tbaa !6
  %730 = getelementptr inbounds i8, ptr %27, i64 55
  store i8 -79, ptr %730, align 1, !tbaa !6
  %731 = getelementptr inbounds i8, ptr %28, i64 1
  %732 = getelementptr inbounds i8, ptr %27, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(48) %731, ptr noundef nonnull align 1 dereferenceable(48) %732, i64 48, i1 false)
  br label %733

733:                                              ; preds = %733, %716
  %734 = phi i64 [ %741, %733 ], [ 0, %716 ]
  %735 = phi i32 [ %740, %733 ], [ -2128831035, %716 ]
  %736 = getelementptr inbounds i8, ptr %28, i64 %734
  %737 = load i8, ptr %736, align 1, !tbaa !6
  %738 = zext i8 %737 to i32
  %739 = xor i32 %735, %738
  %740 = mul i32 %739, 16777619
  %741 = add nuw nsw i64 %734, 1
  %742 = icmp eq i64 %741, 56
  br i1 %742, label %743, label %733, !llvm.loop !16

743:                                              ; preds = %733
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(48) %28, i8 48, i64 48, i1 false)
  br label %744

744:                                              ; preds = %744, %743
  %745 = phi i64 [ %752, %744 ], [ 0, %743 ]
  %746 = phi i32 [ %751, %744 ], [ -2128831035, %743 ]
  %747 = getelementptr inbounds i8, ptr %28, i64 %745
  %748 = load i8, ptr %747, align 1, !tbaa !6
  %749 = zext i8 %748 to i32
  %750 = xor i32 %746, %749
  %751 = mul i32 %750, 16777619
  %752 = add nuw nsw i64 %745, 1
  %753 = icmp eq i64 %752, 56
  br i1 %753, label %754, label %744, !llvm.loop !16

754:                                              ; preds = %744
  %755 = call i32 @bcmp(ptr noundef nonnull dereferenceable(48) %27, ptr noundef nonnull dereferenceable(48) %28, i64 48)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %28) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %27) #8
  call void @llvm.lifetime.start.p0(i64 71, ptr nonnull %29) #8
  call void @llvm.lifetime.start.p0(i64 71, ptr nonnull %30) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(71) %30, i8 0, i64 71, i1 false), !tbaa !6
  %756 = getelementptr inbounds i8, ptr %29, i64 16
  store <16 x i8> <i8 63, i8 70, i8 77, i8 84, i8 91, i8 98, i8 105, i8 112, i8 119, i8 126, i8 -123, i8 -116, i8 -109, i8 -102, i8 -95, i8 -88>, ptr %29, align 16, !tbaa !6
  store <16 x i8> <i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46, i8 -39, i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10, i8 17, i8 24>, ptr %756, align 16, !tbaa !6
  %757 = getelementptr inbounds i8, ptr %29, i64 32
  %758 = getelementptr inbounds i8, ptr %29, i64 48
  store <16 x i8> <i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120>, ptr %757, align 16, !tbaa !6
  store <16 x i8> <i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15, i8 -8>, ptr %758, align 16, !tbaa !6
  %759 = getelementptr inbounds i8, ptr %29, i64 64
  store <4 x i8> <i8 -1, i8 6, i8 13, i8 20>, ptr %759, align 16, !tbaa !6
  %760 = getelementptr inbounds i8, ptr %29, i64 68
  store i8 27, ptr %760, align 4, !tbaa !6
  %761 = getelementptr inbounds i8, ptr %29, i64 69
  store i8 34, ptr %761, align 1, !tbaa !6
  %762 = getelementptr inbounds i8, ptr %29, i64 70
  store i8 41, ptr %762, align 2, !tbaa !6
  %763 = getelementptr inbounds i8, ptr %30, i64 1
  %764 = getelementptr inbounds i8, ptr %29, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(63) %763, ptr noundef nonnull align 1 dereferenceable(63) %764, i64 63, i1 false)
  br label %765

765:                                              ; preds = %765, %754
  %766 = phi i64 [ %773, %765 ], [ 0, %754 ]
  %767 = phi i32 [ %772, %765 ], [ -2128831035, %754 ]
  %768 = getelementptr inbounds i8, ptr %30, i64 %766
  %769 = load i8, ptr %768, align 1, !tbaa !6
  %770 = zext i8 %769 to i32
  %771 = xor i32 %767, %770
  %772 = mul i32 %771, 16777619
  %773 = add nuw nsw i64 %766, 1
  %774 = icmp eq i64 %773, 71
  br i1 %774, label %775, label %765, !llvm.loop !16

775:                                              ; preds = %765
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(63) %30, i8 63, i64 63, i1 false)
  br label %776

776:                                              ; preds = %776, %775
  %777 = phi i64 [ %784, %776 ], [ 0, %775 ]
  %778 = phi i32 [ %783, %776 ], [ -2128831035, %775 ]
  %779 = getelementptr inbounds i8, ptr %30, i64 %777
  %780 = load i8, ptr %779, align 1, !tbaa !6
  %781 = zext i8 %780 to i32
  %782 = xor i32 %778, %781
  %783 = mul i32 %782, 16777619
  %784 = add nuw nsw i64 %777, 1
  %785 = icmp eq i64 %784, 71
  br i1 %785, label %786, label %776, !llvm.loop !16

786:                                              ; preds = %776
  %787 = call i32 @bcmp(ptr noundef nonnull dereferenceable(63) %29, ptr noundef nonnull dereferenceable(63) %30, i64 63)
  call void @llvm.lifetime.end.p0(i64 71, ptr nonnull %30) #8
  call void @llvm.lifetime.end.p0(i64 71, ptr nonnull %29) #8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %31) #8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %32) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(72) %32, i8 0, i64 72, i1 false), !tbaa !6
  %788 = getelementptr inbounds i8, ptr %31, i64 8
  store <8 x i8> <i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113>, ptr %31, align 8, !tbaa !6
  store <8 x i8> <i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87>, ptr %788, align 8, !tbaa !6
  %789 = getelementptr inbounds i8, ptr %31, i64 16
  %790 = getelementptr inbounds i8, ptr %31, i64 24
  store <8 x i8> <i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38, i8 -31>, ptr %789, align 8, !tbaa !6
  store <8 x i8> <i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25>, ptr %790, align 8, !tbaa !6
  %791 = getelementptr inbounds i8, ptr %31, i64 32
  %792 = getelementptr inbounds i8, ptr %31, i64 40
  store <8 x i8> <i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81>, ptr %791, align 8, !tbaa !6
  store <8 x i8> <i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119>, ptr %792, align 8, !tbaa !6
  %793 = getelementptr inbounds i8, ptr %31, i64 48
  %794 = getelementptr inbounds i8, ptr %31, i64 56
  store <8 x i8> <i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70, i8 -63>, ptr %793, align 8, !tbaa !6
  store <8 x i8> <i8 -56, i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14, i8 -7>, ptr %794, align 8, !tbaa !6
  %795 = getelementptr inbounds i8, ptr %31, i64 64
  store i8 0, ptr %795, align 8, !tbaa !6
  %796 = getelementptr inbounds i8, ptr %31, i64 65
  store i8 7, ptr %796, align 1, !tbaa !6
  %797 = getelementptr inbounds i8, ptr %31, i64 66
  store i8 14, ptr %797, align 2, !tbaa !6
  %798 = getelementptr inbounds i8, ptr %31, i64 67
  store i8 21, ptr %798, align 1, !tbaa !6
  %799 = getelementptr inbounds i8, ptr %31, i64 68
  store i8 28, ptr %799, align 4, !tbaa !6
  %800 = getelementptr inbounds i8, ptr %31, i64 69
  store i8 35, ptr %800, align 1, !tbaa !6
  %801 = getelementptr inbounds i8, ptr %31, i64 70
  store i8 42, ptr %801, align 2, !tbaa !6
  %802 = getelementptr inbounds i8, ptr %31, i64 71
  store i8 49, ptr %802, align 1, !tbaa !6
  %803 = getelementptr inbounds i8, ptr %32, i64 1
  %804 = getelementptr inbounds i8, ptr %31, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %803, ptr noundef nonnull align 1 dereferenceable(64) %804, i64 64, i1 false)
  br label %805

805:                                              ; preds = %805, %786
  %806 = phi i64 [ %813, %805 ], [ 0, %786 ]
  %807 = phi i32 [ %812, %805 ], [ -2128831035, %786 ]
  %808 = getelementptr inbounds i8, ptr %32, i64 %806
  %809 = load i8, ptr %808, align 1, !tbaa !6
  %810 = zext i8 %809 to i32
  %811 = xor i32 %807, %810
  %812 = mul i32 %811, 16777619
  %813 = add nuw nsw i64 %806, 1
  %814 = icmp eq i64 %813, 72
  br i1 %814, label %815, label %805, !llvm.loop !16

815:                                              ; preds = %805
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %32, i8 64, i64 64, i1 false)
  br label %816

816:                                              ; preds = %816, %815
  %817 = phi i64 [ %824, %816 ], [ 0, %815 ]
  %818 = phi i32 [ %823, %816 ], [ -2128831035, %815 ]
  %819 = getelementptr inbounds i8, ptr %32, i64 %817
  %820 = load i8, ptr %819, align 1, !tbaa !6
  %821 = zext i8 %820 to i32
  %822 = xor i32 %818, %821
  %823 = mul i32 %822, 16777619
  %824 = add nuw nsw i64 %817, 1
  %825 = icmp eq i64 %824, 72
  br i1 %825, label %826, label %816, !llvm.loop !16

826:                                              ; preds = %816
  %827 = call i32 @bcmp(ptr noundef nonnull dereferenceable(64) %31, ptr noundef nonnull dereferenceable(64) %32, i64 64)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %32) #8
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %31) #8
  call void @llvm.lifetime.start.p0(i64 73, ptr nonnull %33) #8
  call void @llvm.lifetime.start.p0(i64 73, ptr nonnull %34) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(73) %34, i8 0, i64 73, i1 false), !tbaa !6
  %828 = getelementptr inbounds i8, ptr %33, i64 8
  store <8 x i8> <i8 65, i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114>, ptr %33, align 8, !tbaa !6
  store <8 x i8> <i8 121, i8 -128, i8 -121, i8 -114, i8 -107, i8 -100, i8 -93, i8 -86>, ptr %828, align 8, !tbaa !6
  %829 = getelementptr inbounds i8, ptr %33, i64 16
  %830 = getelementptr inbounds i8, ptr %33, i64 24
  store <8 x i8> <i8 -79, i8 -72, i8 -65, i8 -58, i8 -51, i8 -44, i8 -37, i8 -30>, ptr %829, align 8, !tbaa !6
  store <8 x i8> <i8 -23, i8 -16, i8 -9, i8 -2, i8 5, i8 12, i8 19, i8 26>, ptr %830, align 8, !tbaa !6
  %831 = getelementptr inbounds i8, ptr %33, i64 32
  %832 = getelementptr inbounds i8, ptr %33, i64 40
  store <8 x i8> <i8 33, i8 40, i8 47, i8 54, i8 61, i8 68, i8 75, i8 82>, ptr %831, align 8, !tbaa !6
  store <8 x i8> <i8 89, i8 96, i8 103, i8 110, i8 117, i8 124, i8 -125, i8 -118>, ptr %832, align 8, !tbaa !6
  %833 = getelementptr inbounds i8, ptr %33, i64 48
  %834 = getelementptr inbounds i8, ptr %33, i64 56
  store <8 x i8> <i8 -111, i8 -104, i8 -97, i8 -90, i8 -83, i8 -76, i8 -69, i8 -62>, ptr %833, align 8, !tbaa !6
  store <8 x i8> <i8 -55, i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6>, ptr %834, align 8, !tbaa !6
  %835 = getelementptr inbounds i8, ptr %33, i64 64
  store i8 1, ptr %835, align 8, !tbaa !6
  %836 = getelementptr inbounds i8, ptr %33, i64 65
  store i8 8, ptr %836, align 1, !tbaa !6
  %837 = getelementptr inbounds i8, ptr %33, i64 66
  store i8 15, ptr %837, align 2, !tbaa !6
  %838 = getelementptr inbounds i8, ptr %33, i64 67
  store i8 22, ptr %838, align 1, !tbaa !6
  %839 = getelementptr inbounds i8, ptr %33, i64 68
  store i8 29, ptr %839, align 4, !tbaa !6
  %840 = getelementptr inbounds i8, ptr %33, i64 69
  store i8 36, ptr %840, align 1, !tbaa !6
  %841 = getelementptr inbounds i8, ptr %33, i64 70
  store i8 43, ptr %841, align 2, !tbaa !6
  %842 = getelementptr inbounds i8, ptr %33, i64 71
  store i8 50, ptr %842, align 1, !tbaa !6
  %843 = getelementptr inbounds i8, ptr %33, i64 72
  store i8 57, ptr %843, align 8, !tbaa !6
  %844 = getelementptr inbounds i8, ptr %34, i64 1
  %845 = getelementptr inbounds i8, ptr %33, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(65) %844, ptr noundef nonnull align 1 dereferenceable(65) %845, i64 65, i1 false)
  br label %846

846:                                              ; preds = %846, %826
  %847 = phi i64 [ %854, %846 ], [ 0, %826 ]
  %848 = phi i32 [ %853, %846 ], [ -2128831035, %826 ]
  %849 = getelementptr inbounds i8, ptr %34, i64 %847
  %850 = load i8, ptr %849, align 1, !tbaa !6
  %851 = zext i8 %850 to i32
  %852 = xor i32 %848, %851
  %853 = mul i32 %852, 16777619
  %854 = add nuw nsw i64 %847, 1
  %855 = icmp eq i64 %854, 73
  br i1 %855, label %856, label %846, !llvm.loop !16

856:                                              ; preds = %846
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(65) %34, i8 65, i64 65, i1 false)
  br label %857

857:                                              ; preds = %857, %856
  %858 = phi i64 [ %865, %857 ], [ 0, %856 ]
  %859 = phi i32 [ %864, %857 ], [ -2128831035, %856 ]
  %860 = getelementptr inbounds i8, ptr %34, i64 %858
  %861 = load i8, ptr %860, align 1, !tbaa !6
  %862 = zext i8 %861 to i32
  %863 = xor i32 %859, %862
  %864 = mul i32 %863, 16777619
  %865 = add nuw nsw i64 %858, 1
  %866 = icmp eq i64 %865, 73
  br i1 %866, label %867, label %857, !llvm.loop !16

867:                                              ; preds = %857
  %868 = call i32 @bcmp(ptr noundef nonnull dereferenceable(65) %33, ptr noundef nonnull dereferenceable(65) %34, i64 65)
  call void @llvm.lifetime.end.p0(i64 73, ptr nonnull %34) #8
  call void @llvm.lifetime.end.p0(i64 73, ptr nonnull %33) #8
  call void @llvm.lifetime.start.p0(i64 135, ptr nonnull %35) #8
  call void @llvm.lifetime.start.p0(i64 135, ptr nonnull %36) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(135) %36, i8 0, i64 135, i1 false), !tbaa !6
  %869 = getelementptr inbounds i8, ptr %35, i64 16
  store <16 x i8> <i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87, i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38, i8 -31, i8 -24>, ptr %35, align 16, !tbaa !6
  store <16 x i8> <i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25, i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81, i8 88>, ptr %869, align 16, !tbaa !6
  %870 = getelementptr inbounds i8, ptr %35, i64 32
  %871 = getelementptr inbounds i8, ptr %35, i64 48
  store <16 x i8> <i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119, i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70, i8 -63, i8 -56>, ptr %870, align 16, !tbaa !6
  store <16 x i8> <i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14, i8 -7, i8 0, i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56>, ptr %871, align 16, !tbaa !6
  %872 = getelementptr inbounds i8, ptr %35, i64 64
  %873 = getelementptr inbounds i8, ptr %35, i64 80
  store <16 x i8> <i8 63, i8 70, i8 77, i8 84, i8 91, i8 98, i8 105, i8 112, i8 119, i8 126, i8 -123, i8 -116, i8 -109, i8 -102, i8 -95, i8 -88>, ptr %872, align 16, !tbaa !6
  store <16 x i8> <i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46, i8 -39, i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10, i8 17, i8 24>, ptr %873, align 16, !tbaa !6
  %874 = getelementptr inbounds i8, ptr %35, i64 96
  %875 = getelementptr inbounds i8, ptr %35, i64 112
  store <16 x i8> <i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120>, ptr %874, align 16, !tbaa !6
  store <16 x i8> <i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15, i8 -8>, ptr %875, align 16, !tbaa !6
  %876 = getelementptr inbounds i8, ptr %35, i64 128
  store <4 x i8> <i8 -1, i8 6, i8 13, i8 20>, ptr %876, align 16, !tbaa !6
  %877 = getelementptr inbounds i8, ptr %35, i64 132
  store i8 27, ptr %877, align 4, !tbaa !6
  %878 = getelementptr inbounds i8, ptr %35, i64 133
  store i8 34, ptr %878, align 1, !tbaa !6
  %879 = getelementptr inbounds i8, ptr %35, i64 134
  store i8 41, ptr %879, align 2, !tbaa !6
  %880 = getelementptr inbounds i8, ptr %36, i64 1
  %881 = getelementptr inbounds i8, ptr %35, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(127) %880, ptr noundef nonnull align 1 dereferenceable(127) %881, i64 127, i1 false)
  br label %882

882:                                              ; preds = %882, %867
  %883 = phi i64 [ %890, %882 ], [ 0, %867 ]
  %884 = phi i32 [ %889, %882 ], [ -2128831035, %867 ]
  %885 = getelementptr inbounds i8, ptr %36, i64 %883
  %886 = load i8, ptr %885, align 1, !tbaa !6
  %887 = zext i8 %886 to i32
  %888 = xor i32 %884, %887
  %889 = mul i32 %888, 16777619
  %890 = add nuw nsw i64 %883, 1
  %891 = icmp eq i64 %890, 135
  br i1 %891, label %892, label %882, !llvm.loop !16

892:                                              ; preds = %882
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(127) %36, i8 127, i64 127, i1 false)
  br label %893

893:                                              ; preds = %893, %892
  %894 = phi i64 [ %901, %893 ], [ 0, %892 ]
  %895 = phi i32 [ %900, %893 ], [ -2128831035, %892 ]
  %896 = getelementptr inbounds i8, ptr %36, i64 %894
  %897 = load i8, ptr %896, align 1, !tbaa !6
  %898 = zext i8 %897 to i32
  %899 = xor i32 %895, %898
  %900 = mul i32 %899, 16777619
  %901 = add nuw nsw i64 %894, 1
  %902 = icmp eq i64 %901, 135
  br i1 %902, label %903, label %893, !llvm.loop !16

903:                                              ; preds = %893
  %904 = call i32 @bcmp(ptr noundef nonnull dereferenceable(127) %35, ptr noundef nonnull dereferenceable(127) %36, i64 127)
  call void @llvm.lifetime.end.p0(i64 135, ptr nonnull %36) #8
  call void @llvm.lifetime.end.p0(i64 135, ptr nonnull %35) #8
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %37) #8
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %38) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(136) %38, i8 0, i64 136, i1 false), !tbaa !6
  %905 = getelementptr inbounds i8, ptr %37, i64 8
  store <8 x i8> <i8 -128, i8 -121, i8 -114, i8 -107, i8 -100, i8 -93, i8 -86, i8 -79>, ptr %37, align 8, !tbaa !6
  store <8 x i8> <i8 -72, i8 -65, i8 -58, i8 -51, i8 -44, i8 -37, i8 -30, i8 -23>, ptr %905, align 8, !tbaa !6
  %906 = getelementptr inbounds i8, ptr %37, i64 16
  %907 = getelementptr inbounds i8, ptr %37, i64 24
  store <8 x i8> <i8 -16, i8 -9, i8 -2, i8 5, i8 12, i8 19, i8 26, i8 33>, ptr %906, align 8, !tbaa !6
  store <8 x i8> <i8 40, i8 47, i8 54, i8 61, i8 68, i8 75, i8 82, i8 89>, ptr %907, align 8, !tbaa !6
  %908 = getelementptr inbounds i8, ptr %37, i64 32
  %909 = getelementptr inbounds i8, ptr %37, i64 40
  store <8 x i8> <i8 96, i8 103, i8 110, i8 117, i8 124, i8 -125, i8 -118, i8 -111>, ptr %908, align 8, !tbaa !6
  store <8 x i8> <i8 -104, i8 -97, i8 -90, i8 -83, i8 -76, i8 -69, i8 -62, i8 -55>, ptr %909, align 8, !tbaa !6
  %910 = getelementptr inbounds i8, ptr %37, i64 48
  %911 = getelementptr inbounds i8, ptr %37, i64 56
  store <8 x i8> <i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6, i8 1>, ptr %910, align 8, !tbaa !6
  store <8 x i8> <i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57>, ptr %911, align 8, !tbaa !6
  %912 = getelementptr inbounds i8, ptr %37, i64 64
  %913 = getelementptr inbounds i8, ptr %37, i64 72
  store <8 x i8> <i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113>, ptr %912, align 8, !tbaa !6
  store <8 x i8> <i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87>, ptr %913, align 8, !tbaa !6
  %914 = getelementptr inbounds i8, ptr %37, i64 80
  %915 = getelementptr inbounds i8, ptr %37, i64 88
  store <8 x i8> <i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38, i8 -31>, ptr %914, align 8, !tbaa !6
  store <8 x i8> <i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25>, ptr %915, align 8, !tbaa !6
  %916 = getelementptr inbounds i8, ptr %37, i64 96
  %917 = getelementptr inbounds i8, ptr %37, i64 104
  store <8 x i8> <i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81>, ptr %916, align 8, !tbaa !6
  store <8 x i8> <i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119>, ptr %917, align 8, !tbaa !6
  %918 = getelementptr inbounds i8, ptr %37, i64 112
  %919 = getelementptr inbounds i8, ptr %37, i64 120
  store <8 x i8> <i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70, i8 -63>, ptr %918, align 8, !tbaa !6
  store <8 x i8> <i8 -56, i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14, i8 -7>, ptr %919, align 8, !tbaa !6
  %920 = getelementptr inbounds i8, ptr %37, i64 128
  store i8 0, ptr %920, align 8, !tbaa !6
  %921 = getelementptr inbounds i8, ptr %37, i64 129
  store i8 7, ptr %921, align 1, !tbaa !6
  %922 = getelementptr inbounds i8, ptr %37, i64 130
  store i8 14, ptr %922, align 2, !tbaa !6
  %923 = getelementptr inbounds i8, ptr %37, i64 131
  store i8 21, ptr %923, align 1, !tbaa !6
  %924 = getelementptr inbounds i8, ptr %37, i64 132
  store i8 28, ptr %924, align 4, !tbaa !6
  %925 = getelementptr inbounds i8, ptr %37, i64 133
  store i8 35, ptr %925, align 1, !tbaa !6
  %926 = getelementptr inbounds i8, ptr %37, i64 134
  store i8 42, ptr %926, align 2, !tbaa !6
  %927 = getelementptr inbounds i8, ptr %37, i64 135
  store i8 49, ptr %927, align 1, !tbaa !6
  %928 = getelementptr inbounds i8, ptr %38, i64 1
  %929 = getelementptr inbounds i8, ptr %37, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(128) %928, ptr noundef nonnull align 1 dereferenceable(128) %929, i64 128, i1 false)
  br label %930

930:                                              ; preds = %930, %903
  %931 = phi i64 [ %938, %930 ], [ 0, %903 ]
  %932 = phi i32 [ %937, %930 ], [ -2128831035, %903 ]
  %933 = getelementptr inbounds i8, ptr %38, i64 %931
  %934 = load i8, ptr %933, align 1, !tbaa !6
  %935 = zext i8 %934 to i32
  %936 = xor i32 %932, %935
  %937 = mul i32 %936, 16777619
  %938 = add nuw nsw i64 %931, 1
  %939 = icmp eq i64 %938, 136
  br i1 %939, label %940, label %930, !llvm.loop !16

940:                                              ; preds = %930
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(128) %38, i8 -128, i64 128, i1 false)
  br label %941

941:                                              ; preds = %941, %940
  %942 = phi i64 [ %949, %941 ], [ 0, %940 ]
  %943 = phi i32 [ %948, %941 ], [ -2128831035, %940 ]
  %944 = getelementptr inbounds i8, ptr %38, i64 %942
  %945 = load i8, ptr %944, align 1, !tbaa !6
  %946 = zext i8 %945 to i32
  %947 = xor i32 %943, %946
  %948 = mul i32 %947, 16777619
  %949 = add nuw nsw i64 %942, 1
  %950 = icmp eq i64 %949, 136
  br i1 %950, label %951, label %941, !llvm.loop !16

951:                                              ; preds = %941
  %952 = call i32 @bcmp(ptr noundef nonnull dereferenceable(128) %37, ptr noundef nonnull dereferenceable(128) %38, i64 128)
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %38) #8
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %37) #8
  call void @llvm.lifetime.start.p0(i64 264, ptr nonnull %39) #8
  call void @llvm.lifetime.start.p0(i64 264, ptr nonnull %40) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(264) %40, i8 0, i64 264, i1 false), !tbaa !6
  %953 = getelementptr inbounds i8, ptr %39, i64 16
  store <16 x i8> <i8 0, i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56, i8 63, i8 70, i8 77, i8 84, i8 91, i8 98, i8 105>, ptr %39, align 16, !tbaa !6
  store <16 x i8> <i8 112, i8 119, i8 126, i8 -123, i8 -116, i8 -109, i8 -102, i8 -95, i8 -88, i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46, i8 -39>, ptr %953, align 16, !tbaa !6
  %954 = getelementptr inbounds i8, ptr %39, i64 32
  %955 = getelementptr inbounds i8, ptr %39, i64 48
  store <16 x i8> <i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10, i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73>, ptr %954, align 16, !tbaa !6
  store <16 x i8> <i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71>, ptr %955, align 16, !tbaa !6
  %956 = getelementptr inbounds i8, ptr %39, i64 64
  %957 = getelementptr inbounds i8, ptr %39, i64 80
  store <16 x i8> <i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15, i8 -8, i8 -1, i8 6, i8 13, i8 20, i8 27, i8 34, i8 41>, ptr %956, align 16, !tbaa !6
  store <16 x i8> <i8 48, i8 55, i8 62, i8 69, i8 76, i8 83, i8 90, i8 97, i8 104, i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103>, ptr %957, align 16, !tbaa !6
  %958 = getelementptr inbounds i8, ptr %39, i64 96
  %959 = getelementptr inbounds i8, ptr %39, i64 112
  store <16 x i8> <i8 -96, i8 -89, i8 -82, i8 -75, i8 -68, i8 -61, i8 -54, i8 -47, i8 -40, i8 -33, i8 -26, i8 -19, i8 -12, i8 -5, i8 2, i8 9>, ptr %958, align 16, !tbaa !6
  store <16 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65, i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %959, align 16, !tbaa !6
  %960 = getelementptr inbounds i8, ptr %39, i64 128
  %961 = getelementptr inbounds i8, ptr %39, i64 144
  store <16 x i8> <i8 -128, i8 -121, i8 -114, i8 -107, i8 -100, i8 -93, i8 -86, i8 -79, i8 -72, i8 -65, i8 -58, i8 -51, i8 -44, i8 -37, i8 -30, i8 -23>, ptr %960, align 16, !tbaa !6
  store <16 x i8> <i8 -16, i8 -9, i8 -2, i8 5, i8 12, i8 19, i8 26, i8 33, i8 40, i8 47, i8 54, i8 61, i8 68, i8 75, i8 82, i8 89>, ptr %961, align 16, !tbaa !6
  %962 = getelementptr inbounds i8, ptr %39, i64 160
  %963 = getelementptr inbounds i8, ptr %39, i64 176
  store <16 x i8> <i8 96, i8 103, i8 110, i8 117, i8 124, i8 -125, i8 -118, i8 -111, i8 -104, i8 -97, i8 -90, i8 -83, i8 -76, i8 -69, i8 -62, i8 -55>, ptr %962, align 16, !tbaa !6
  store <16 x i8> <i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6, i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57>, ptr %963, align 16, !tbaa !6
  %964 = getelementptr inbounds i8, ptr %39, i64 192
  %965 = getelementptr inbounds i8, ptr %39, i64 208
  store <16 x i8> <i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113, i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87>, ptr %964, align 16, !tbaa !6
  store <16 x i8> <i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38, i8 -31, i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25>, ptr %965, align 16, !tbaa !6
  %966 = getelementptr inbounds i8, ptr %39, i64 224
  %967 = getelementptr inbounds i8, ptr %39, i64 240
  store <16 x i8> <i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81, i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119>, ptr %966, align 16, !tbaa !6
  store <16 x i8> <i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70, i8 -63, i8 -56, i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14, i8 -7>, ptr %967, align 16, !tbaa !6
  %968 = getelementptr inbounds i8, ptr %39, i64 256
  store <8 x i8> <i8 0, i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49>, ptr %968, align 16, !tbaa !6
  %969 = getelementptr inbounds i8, ptr %40, i64 1
  %970 = getelementptr inbounds i8, ptr %39, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %969, ptr noundef nonnull align 1 dereferenceable(256) %970, i64 256, i1 false)
  br label %971

971:                                              ; preds = %971, %951
  %972 = phi i64 [ %979, %971 ], [ 0, %951 ]
  %973 = phi i32 [ %978, %971 ], [ -2128831035, %951 ]
  %974 = getelementptr inbounds i8, ptr %40, i64 %972
  %975 = load i8, ptr %974, align 1, !tbaa !6
  %976 = zext i8 %975 to i32
  %977 = xor i32 %973, %976
  %978 = mul i32 %977, 16777619
  %979 = add nuw nsw i64 %972, 1
  %980 = icmp eq i64 %979, 264
  br i1 %980, label %981, label %971, !llvm.loop !16

981:                                              ; preds = %971
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %40, i8 0, i64 256, i1 false)
  br label %982

982:                                              ; preds = %982, %981
  %983 = phi i64 [ %990, %982 ], [ 0, %981 ]
  %984 = phi i32 [ %989, %982 ], [ -2128831035, %981 ]
  %985 = getelementptr inbounds i8, ptr %40, i64 %983
  %986 = load i8, ptr %985, align 1, !tbaa !6
  %987 = zext i8 %986 to i32
  %988 = xor i32 %984, %987
  %989 = mul i32 %988, 16777619
  %990 = add nuw nsw i64 %983, 1
  %991 = icmp eq i64 %990, 264
  br i1 %991, label %992, label %982, !llvm.loop !16

992:                                              ; preds = %982
  %993 = icmp eq i64 %255, %256
  %994 = zext i8 %498 to i32
  %995 = xor i32 %994, 960143013
  %996 = mul i32 %995, 16777619
  %997 = zext i8 %500 to i32
  %998 = xor i32 %996, %997
  %999 = mul i32 %998, 16777619
  %1000 = zext i8 %502 to i32
  %1001 = xor i32 %999, %1000
  %1002 = mul i32 %1001, 16777619
  %1003 = zext i8 %504 to i32
  %1004 = xor i32 %1002, %1003
  %1005 = mul i32 %1004, 16777619
  %1006 = zext i8 %506 to i32
  %1007 = xor i32 %1005, %1006
  %1008 = mul i32 %1007, 16777619
  %1009 = zext i8 %508 to i32
  %1010 = xor i32 %1008, %1009
  %1011 = mul i32 %1010, 16777619
  %1012 = zext i8 %510 to i32
  %1013 = xor i32 %1011, %1012
  %1014 = mul i32 %1013, 16777619
  %1015 = zext i8 %512 to i32
  %1016 = xor i32 %1014, %1015
  %1017 = zext i8 %452 to i32
  %1018 = xor i32 %1017, 84696351
  %1019 = mul i32 %1018, 16777619
  %1020 = zext i8 %454 to i32
  %1021 = xor i32 %1019, %1020
  %1022 = mul i32 %1021, 16777619
  %1023 = zext i8 %456 to i32
  %1024 = xor i32 %1022, %1023
  %1025 = mul i32 %1024, 16777619
  %1026 = zext i8 %458 to i32
  %1027 = xor i32 %1025, %1026
  %1028 = mul i32 %1027, 16777619
  %1029 = zext i8 %460 to i32
  %1030 = xor i32 %1028, %1029
  %1031 = mul i32 %1030, 16777619
  %1032 = zext i8 %462 to i32
  %1033 = xor i32 %1031, %1032
  %1034 = mul i32 %1033, 16777619
  %1035 = zext i8 %464 to i32
  %1036 = xor i32 %1034, %1035
  %1037 = mul i32 %1036, 16777619
  %1038 = zext i8 %466 to i32
  %1039 = xor i32 %1037, %1038
  %1040 = mul i32 %1039, 16777619
  %1041 = zext i8 %468 to i32
  %1042 = xor i32 %1040, %1041
  %1043 = mul i32 %1042, 16777619
  %1044 = zext i8 %470 to i32
  %1045 = xor i32 %1043, %1044
  %1046 = mul i32 %1045, 16777619
  %1047 = zext i8 %472 to i32
  %1048 = xor i32 %1046, %1047
  %1049 = mul i32 %1048, 16777619
  %1050 = zext i8 %474 to i32
  %1051 = xor i32 %1049, %1050
  %1052 = mul i32 %1051, 16777619
  %1053 = zext i8 %476 to i32
  %1054 = xor i32 %1052, %1053
  %1055 = mul i32 %1054, 16777619
  %1056 = zext i8 %478 to i32
  %1057 = xor i32 %1055, %1056
  %1058 = mul i32 %1057, 16777619
  %1059 = zext i8 %480 to i32
  %1060 = xor i32 %1058, %1059
  %1061 = mul i32 %1060, 16777619
  %1062 = zext i8 %482 to i32
  %1063 = xor i32 %1061, %1062
  %1064 = mul i32 %1063, 16777619
  %1065 = zext i8 %484 to i32
  %1066 = xor i32 %1064, %1065
  %1067 = mul i32 %1066, 16777619
  %1068 = zext i8 %486 to i32
  %1069 = xor i32 %1067, %1068
  %1070 = mul i32 %1069, 16777619
  %1071 = zext i8 %488 to i32
  %1072 = xor i32 %1070, %1071
  %1073 = mul i32 %1072, 16777619
  %1074 = zext i8 %490 to i32
  %1075 = xor i32 %1073, %1074
  %1076 = mul i32 %1075, 16777619
  %1077 = zext i8 %492 to i32
  %1078 = xor i32 %1076, %1077
  %1079 = mul i32 %1078, 16777619
  %1080 = zext i8 %494 to i32
  %1081 = xor i32 %1079, %1080
  %1082 = mul i32 %1081, 16777619
  %1083 = zext i8 %496 to i32
  %1084 = xor i32 %1082, %1083
  %1085 = mul i32 %1084, 16777619
  %1086 = xor i32 %1085, %994
  %1087 = mul i32 %1086, 16777619
  %1088 = xor i32 %1087, %997
  %1089 = mul i32 %1088, 16777619
  %1090 = xor i32 %1089, %1000
  %1091 = mul i32 %1090, 16777619
  %1092 = xor i32 %1091, %1003
  %1093 = mul i32 %1092, 16777619
  %1094 = xor i32 %1093, %1006
  %1095 = mul i32 %1094, 16777619
  %1096 = xor i32 %1095, %1009
  %1097 = mul i32 %1096, 16777619
  %1098 = xor i32 %1097, %1012
  %1099 = mul i32 %1098, 16777619
  %1100 = xor i32 %1099, %1015
  %1101 = mul i32 %1100, 16777619
  %1102 = zext i8 %433 to i32
  %1103 = xor i32 %1102, -333040596
  %1104 = mul i32 %1103, 16777619
  %1105 = zext i8 %435 to i32
  %1106 = xor i32 %1104, %1105
  %1107 = mul i32 %1106, 16777619
  %1108 = zext i8 %437 to i32
  %1109 = xor i32 %1107, %1108
  %1110 = mul i32 %1109, 16777619
  %1111 = zext i8 %439 to i32
  %1112 = xor i32 %1110, %1111
  %1113 = mul i32 %1112, 16777619
  %1114 = zext i8 %441 to i32
  %1115 = xor i32 %1113, %1114
  %1116 = mul i32 %1115, 16777619
  %1117 = zext i8 %443 to i32
  %1118 = xor i32 %1116, %1117
  %1119 = mul i32 %1118, 16777619
  %1120 = zext i8 %445 to i32
  %1121 = xor i32 %1119, %1120
  %1122 = mul i32 %1121, 16777619
  %1123 = zext i8 %447 to i32
  %1124 = xor i32 %1122, %1123
  %1125 = zext i8 %401 to i32
  %1126 = xor i32 %1125, 84696351
  %1127 = mul i32 %1126, 16777619
  %1128 = zext i8 %403 to i32
  %1129 = xor i32 %1127, %1128
  %1130 = mul i32 %1129, 16777619
  %1131 = zext i8 %405 to i32
  %1132 = xor i32 %1130, %1131
  %1133 = mul i32 %1132, 16777619
  %1134 = zext i8 %407 to i32
  %1135 = xor i32 %1133, %1134
  %1136 = mul i32 %1135, 16777619
  %1137 = zext i8 %409 to i32
  %1138 = xor i32 %1136, %1137
  %1139 = mul i32 %1138, 16777619
  %1140 = zext i8 %411 to i32
  %1141 = xor i32 %1139, %1140
  %1142 = mul i32 %1141, 16777619
  %1143 = zext i8 %413 to i32
  %1144 = xor i32 %1142, %1143
  %1145 = mul i32 %1144, 16777619
  %1146 = zext i8 %415 to i32
  %1147 = xor i32 %1145, %1146
  %1148 = mul i32 %1147, 16777619
  %1149 = zext i8 %417 to i32
  %1150 = xor i32 %1148, %1149
  %1151 = mul i32 %1150, 16777619
  %1152 = zext i8 %419 to i32
  %1153 = xor i32 %1151, %1152
  %1154 = mul i32 %1153, 16777619
  %1155 = zext i8 %421 to i32
  %1156 = xor i32 %1154, %1155
  %1157 = mul i32 %1156, 16777619
  %1158 = zext i8 %423 to i32
  %1159 = xor i32 %1157, %1158
  %1160 = mul i32 %1159, 16777619
  %1161 = zext i8 %425 to i32
  %1162 = xor i32 %1160, %1161
  %1163 = mul i32 %1162, 16777619
  %1164 = zext i8 %427 to i32
  %1165 = xor i32 %1163, %1164
  %1166 = mul i32 %1165, 16777619
  %1167 = zext i8 %429 to i32
  %1168 = xor i32 %1166, %1167
  %1169 = mul i32 %1168, 16777619
  %1170 = zext i8 %431 to i32
  %1171 = xor i32 %1169, %1170
  %1172 = mul i32 %1171, 16777619
  %1173 = xor i32 %1172, %1102
  %1174 = mul i32 %1173, 16777619
  %1175 = xor i32 %1174, %1105
  %1176 = mul i32 %1175, 16777619
  %1177 = xor i32 %1176, %1108
  %1178 = mul i32 %1177, 16777619
  %1179 = xor i32 %1178, %1111
  %1180 = mul i32 %1179, 16777619
  %1181 = xor i32 %1180, %1114
  %1182 = mul i32 %1181, 16777619
  %1183 = xor i32 %1182, %1117
  %1184 = mul i32 %1183, 16777619
  %1185 = xor i32 %1184, %1120
  %1186 = mul i32 %1185, 16777619
  %1187 = xor i32 %1186, %1123
  %1188 = mul i32 %1187, 16777619
  %1189 = zext i8 %381 to i32
  %1190 = xor i32 %1189, -1166161659
  %1191 = mul i32 %1190, 16777619
  %1192 = zext i8 %383 to i32
  %1193 = xor i32 %1191, %1192
  %1194 = mul i32 %1193, 16777619
  %1195 = zext i8 %385 to i32
  %1196 = xor i32 %1194, %1195
  %1197 = mul i32 %1196, 16777619
  %1198 = zext i8 %387 to i32
  %1199 = xor i32 %1197, %1198
  %1200 = mul i32 %1199, 16777619
  %1201 = zext i8 %389 to i32
  %1202 = xor i32 %1200, %1201
  %1203 = mul i32 %1202, 16777619
  %1204 = zext i8 %391 to i32
  %1205 = xor i32 %1203, %1204
  %1206 = mul i32 %1205, 16777619
  %1207 = zext i8 %393 to i32
  %1208 = xor i32 %1206, %1207
  %1209 = mul i32 %1208, 16777619
  %1210 = zext i8 %395 to i32
  %1211 = xor i32 %1209, %1210
  %1212 = zext i8 %351 to i32
  %1213 = xor i32 %1212, 84696351
  %1214 = mul i32 %1213, 16777619
  %1215 = zext i8 %353 to i32
  %1216 = xor i32 %1214, %1215
  %1217 = mul i32 %1216, 16777619
  %1218 = zext i8 %355 to i32
  %1219 = xor i32 %1217, %1218
  %1220 = mul i32 %1219, 16777619
  %1221 = zext i8 %357 to i32
  %1222 = xor i32 %1220, %1221
  %1223 = mul i32 %1222, 16777619
  %1224 = zext i8 %359 to i32
  %1225 = xor i32 %1223, %1224
  %1226 = mul i32 %1225, 16777619
  %1227 = zext i8 %361 to i32
  %1228 = xor i32 %1226, %1227
  %1229 = mul i32 %1228, 16777619
  %1230 = zext i8 %363 to i32
  %1231 = xor i32 %1229, %1230
  %1232 = mul i32 %1231, 16777619
  %1233 = zext i8 %365 to i32
  %1234 = xor i32 %1232, %1233
  %1235 = mul i32 %1234, 16777619
  %1236 = zext i8 %367 to i32
  %1237 = xor i32 %1235, %1236
  %1238 = mul i32 %1237, 16777619
  %1239 = zext i8 %369 to i32
  %1240 = xor i32 %1238, %1239
  %1241 = mul i32 %1240, 16777619
  %1242 = zext i8 %371 to i32
  %1243 = xor i32 %1241, %1242
  %1244 = mul i32 %1243, 16777619
  %1245 = zext i8 %373 to i32
  %1246 = xor i32 %1244, %1245
  %1247 = mul i32 %1246, 16777619
  %1248 = zext i8 %375 to i32
  %1249 = xor i32 %1247, %1248
  %1250 = mul i32 %1249, 16777619
  %1251 = zext i8 %377 to i32
  %1252 = xor i32 %1250, %1251
  %1253 = mul i32 %1252, 16777619
  %1254 = zext i8 %379 to i32
  %1255 = xor i32 %1253, %1254
  %1256 = mul i32 %1255, 16777619
  %1257 = xor i32 %1256, %1189
  %1258 = mul i32 %1257, 16777619
  %1259 = xor i32 %1258, %1192
  %1260 = mul i32 %1259, 16777619
  %1261 = xor i32 %1260, %1195
  %1262 = mul i32 %1261, 16777619
  %1263 = xor i32 %1262, %1198
  %1264 = mul i32 %1263, 16777619
  %1265 = xor i32 %1264, %1201
  %1266 = mul i32 %1265, 16777619
  %1267 = xor i32 %1266, %1204
  %1268 = mul i32 %1267, 16777619
  %1269 = xor i32 %1268, %1207
  %1270 = mul i32 %1269, 16777619
  %1271 = xor i32 %1270, %1210
  %1272 = mul i32 %1271, 16777619
  %1273 = zext i8 %332 to i32
  %1274 = xor i32 %1273, 1316857912
  %1275 = mul i32 %1274, 16777619
  %1276 = zext i8 %334 to i32
  %1277 = xor i32 %1275, %1276
  %1278 = mul i32 %1277, 16777619
  %1279 = zext i8 %336 to i32
  %1280 = xor i32 %1278, %1279
  %1281 = mul i32 %1280, 16777619
  %1282 = zext i8 %338 to i32
  %1283 = xor i32 %1281, %1282
  %1284 = mul i32 %1283, 16777619
  %1285 = zext i8 %340 to i32
  %1286 = xor i32 %1284, %1285
  %1287 = mul i32 %1286, 16777619
  %1288 = zext i8 %342 to i32
  %1289 = xor i32 %1287, %1288
  %1290 = mul i32 %1289, 16777619
  %1291 = zext i8 %344 to i32
  %1292 = xor i32 %1290, %1291
  %1293 = mul i32 %1292, 16777619
  %1294 = zext i8 %346 to i32
  %1295 = xor i32 %1293, %1294
  %1296 = zext i8 %304 to i32
  %1297 = xor i32 %1296, 84696351
  %1298 = mul i32 %1297, 16777619
  %1299 = zext i8 %306 to i32
  %1300 = xor i32 %1298, %1299
  %1301 = mul i32 %1300, 16777619
  %1302 = zext i8 %308 to i32
  %1303 = xor i32 %1301, %1302
  %1304 = mul i32 %1303, 16777619
  %1305 = zext i8 %310 to i32
  %1306 = xor i32 %1304, %1305
  %1307 = mul i32 %1306, 16777619
  %1308 = zext i8 %312 to i32
  %1309 = xor i32 %1307, %1308
  %1310 = mul i32 %1309, 16777619
  %1311 = zext i8 %314 to i32
  %1312 = xor i32 %1310, %1311
  %1313 = mul i32 %1312, 16777619
  %1314 = zext i8 %316 to i32
  %1315 = xor i32 %1313, %1314
  %1316 = mul i32 %1315, 16777619
  %1317 = zext i8 %318 to i32
  %1318 = xor i32 %1316, %1317
  %1319 = mul i32 %1318, 16777619
  %1320 = zext i8 %320 to i32
  %1321 = xor i32 %1319, %1320
  %1322 = mul i32 %1321, 16777619
  %1323 = zext i8 %322 to i32
  %1324 = xor i32 %1322, %1323
  %1325 = mul i32 %1324, 16777619
  %1326 = zext i8 %324 to i32
  %1327 = xor i32 %1325, %1326
  %1328 = mul i32 %1327, 16777619
  %1329 = zext i8 %326 to i32
  %1330 = xor i32 %1328, %1329
  %1331 = mul i32 %1330, 16777619
  %1332 = zext i8 %328 to i32
  %1333 = xor i32 %1331, %1332
  %1334 = mul i32 %1333, 16777619
  %1335 = zext i8 %330 to i32
  %1336 = xor i32 %1334, %1335
  %1337 = mul i32 %1336, 16777619
  %1338 = xor i32 %1337, %1273
  %1339 = mul i32 %1338, 16777619
  %1340 = xor i32 %1339, %1276
  %1341 = mul i32 %1340, 16777619
  %1342 = xor i32 %1341, %1279
  %1343 = mul i32 %1342, 16777619
  %1344 = xor i32 %1343, %1282
  %1345 = mul i32 %1344, 16777619
  %1346 = xor i32 %1345, %1285
  %1347 = mul i32 %1346, 16777619
  %1348 = xor i32 %1347, %1288
  %1349 = mul i32 %1348, 16777619
  %1350 = xor i32 %1349, %1291
  %1351 = mul i32 %1350, 16777619
  %1352 = xor i32 %1351, %1294
  %1353 = mul i32 %1352, 16777619
  %1354 = zext i8 %282 to i32
  %1355 = xor i32 %1354, -961466619
  %1356 = mul i32 %1355, 16777619
  %1357 = zext i8 %284 to i32
  %1358 = xor i32 %1356, %1357
  %1359 = mul i32 %1358, 16777619
  %1360 = zext i8 %286 to i32
  %1361 = xor i32 %1359, %1360
  %1362 = mul i32 %1361, 16777619
  %1363 = zext i8 %288 to i32
  %1364 = xor i32 %1362, %1363
  %1365 = mul i32 %1364, 16777619
  %1366 = zext i8 %290 to i32
  %1367 = xor i32 %1365, %1366
  %1368 = mul i32 %1367, 16777619
  %1369 = zext i8 %292 to i32
  %1370 = xor i32 %1368, %1369
  %1371 = mul i32 %1370, 16777619
  %1372 = zext i8 %294 to i32
  %1373 = xor i32 %1371, %1372
  %1374 = mul i32 %1373, 16777619
  %1375 = zext i8 %296 to i32
  %1376 = xor i32 %1374, %1375
  %1377 = zext i8 %260 to i32
  %1378 = xor i32 %1377, 84696351
  %1379 = mul i32 %1378, 16777619
  %1380 = zext i8 %262 to i32
  %1381 = xor i32 %1379, %1380
  %1382 = mul i32 %1381, 16777619
  %1383 = zext i8 %264 to i32
  %1384 = xor i32 %1382, %1383
  %1385 = mul i32 %1384, 16777619
  %1386 = zext i8 %266 to i32
  %1387 = xor i32 %1385, %1386
  %1388 = mul i32 %1387, 16777619
  %1389 = zext i8 %268 to i32
  %1390 = xor i32 %1388, %1389
  %1391 = mul i32 %1390, 16777619
  %1392 = zext i8 %270 to i32
  %1393 = xor i32 %1391, %1392
  %1394 = mul i32 %1393, 16777619
  %1395 = zext i8 %272 to i32
  %1396 = xor i32 %1394, %1395
  %1397 = mul i32 %1396, 16777619
  %1398 = zext i8 %274 to i32
  %1399 = xor i32 %1397, %1398
  %1400 = mul i32 %1399, 16777619
  %1401 = zext i8 %276 to i32
  %1402 = xor i32 %1400, %1401
  %1403 = mul i32 %1402, 16777619
  %1404 = zext i8 %278 to i32
  %1405 = xor i32 %1403, %1404
  %1406 = mul i32 %1405, 16777619
  %1407 = zext i8 %280 to i32
  %1408 = xor i32 %1406, %1407
  %1409 = mul i32 %1408, 16777619
  %1410 = xor i32 %1409, %1354
  %1411 = mul i32 %1410, 16777619
  %1412 = xor i32 %1411, %1357
  %1413 = mul i32 %1412, 16777619
  %1414 = xor i32 %1413, %1360
  %1415 = mul i32 %1414, 16777619
  %1416 = xor i32 %1415, %1363
  %1417 = mul i32 %1416, 16777619
  %1418 = xor i32 %1417, %1366
  %1419 = mul i32 %1418, 16777619
  %1420 = xor i32 %1419, %1369
  %1421 = mul i32 %1420, 16777619
  %1422 = xor i32 %1421, %1372
  %1423 = mul i32 %1422, 16777619
  %1424 = xor i32 %1423, %1375
  %1425 = mul i32 %1424, 16777619
  %1426 = lshr i64 %240, 56
  %1427 = trunc nuw nsw i64 %1426 to i32
  %1428 = xor i32 %1427, 1378944869
  %1429 = mul i32 %1428, 16777619
  %1430 = zext i8 %248 to i32
  %1431 = xor i32 %1429, %1430
  %1432 = mul i32 %1431, 16777619
  %1433 = zext i8 %249 to i32
  %1434 = xor i32 %1432, %1433
  %1435 = mul i32 %1434, 16777619
  %1436 = zext i8 %250 to i32
  %1437 = xor i32 %1435, %1436
  %1438 = mul i32 %1437, 16777619
  %1439 = zext i8 %251 to i32
  %1440 = xor i32 %1438, %1439
  %1441 = mul i32 %1440, 16777619
  %1442 = zext i8 %252 to i32
  %1443 = xor i32 %1441, %1442
  %1444 = mul i32 %1443, 16777619
  %1445 = zext i8 %253 to i32
  %1446 = xor i32 %1444, %1445
  %1447 = mul i32 %1446, 16777619
  %1448 = zext i8 %254 to i32
  %1449 = xor i32 %1447, %1448
  %1450 = trunc i64 %240 to i32
  %1451 = and i32 %1450, 255
  %1452 = xor i32 %1451, 84696351
  %1453 = mul i32 %1452, 16777619
  %1454 = trunc i64 %240 to i32
  %1455 = lshr i32 %1454, 8
  %1456 = and i32 %1455, 255
  %1457 = xor i32 %1453, %1456
  %1458 = mul i32 %1457, 16777619
  %1459 = trunc i64 %240 to i32
  %1460 = lshr i32 %1459, 16
  %1461 = and i32 %1460, 255
  %1462 = xor i32 %1458, %1461
  %1463 = mul i32 %1462, 16777619
  %1464 = trunc i64 %240 to i32
  %1465 = lshr i32 %1464, 24
  %1466 = xor i32 %1463, %1465
  %1467 = mul i32 %1466, 16777619
  %1468 = lshr i64 %240, 32
  %1469 = trunc nuw i64 %1468 to i32
  %1470 = and i32 %1469, 255
  %1471 = xor i32 %1467, %1470
  %1472 = mul i32 %1471, 16777619
  %1473 = lshr i64 %240, 40
  %1474 = trunc nuw nsw i64 %1473 to i32
  %1475 = and i32 %1474, 255
  %1476 = xor i32 %1472, %1475
  %1477 = mul i32 %1476, 16777619
  %1478 = lshr i64 %240, 48
  %1479 = trunc nuw nsw i64 %1478 to i32
  %1480 = and i32 %1479, 255
  %1481 = xor i32 %1477, %1480
  %1482 = mul i32 %1481, 16777619
  %1483 = xor i32 %1482, %1427
  %1484 = mul i32 %1483, 1566662433
  %1485 = zext i8 %235 to i32
  %1486 = xor i32 %1485, 1468037816
  %1487 = zext i8 %223 to i32
  %1488 = xor i32 %1487, 84696351
  %1489 = mul i32 %1488, 16777619
  %1490 = zext i8 %225 to i32
  %1491 = xor i32 %1489, %1490
  %1492 = mul i32 %1491, 16777619
  %1493 = zext i8 %227 to i32
  %1494 = xor i32 %1492, %1493
  %1495 = mul i32 %1494, 16777619
  %1496 = zext i8 %229 to i32
  %1497 = xor i32 %1495, %1496
  %1498 = mul i32 %1497, 16777619
  %1499 = zext i8 %231 to i32
  %1500 = xor i32 %1498, %1499
  %1501 = mul i32 %1500, 16777619
  %1502 = zext i8 %233 to i32
  %1503 = xor i32 %1501, %1502
  %1504 = mul i32 %1503, 16777619
  %1505 = xor i32 %1504, %1485
  %1506 = mul i32 %1505, 1566662433
  %1507 = zext i8 %215 to i32
  %1508 = xor i32 %1507, -1742685796
  %1509 = zext i8 %207 to i32
  %1510 = xor i32 %1509, 84696351
  %1511 = mul i32 %1510, 16777619
  %1512 = zext i8 %209 to i32
  %1513 = xor i32 %1511, %1512
  %1514 = mul i32 %1513, 16777619
  %1515 = zext i8 %211 to i32
  %1516 = xor i32 %1514, %1515
  %1517 = mul i32 %1516, 16777619
  %1518 = zext i8 %213 to i32
  %1519 = xor i32 %1517, %1518
  %1520 = mul i32 %1519, 16777619
  %1521 = xor i32 %1520, %1507
  %1522 = mul i32 %1521, 1566662433
  %1523 = zext i8 %201 to i32
  %1524 = xor i32 %1523, 1620388832
  %1525 = zext i8 %197 to i32
  %1526 = xor i32 %1525, 84696351
  %1527 = mul i32 %1526, 16777619
  %1528 = zext i8 %199 to i32
  %1529 = xor i32 %1527, %1528
  %1530 = mul i32 %1529, 16777619
  %1531 = xor i32 %1530, %1523
  %1532 = mul i32 %1531, 1566662433
  %1533 = lshr i16 %190, 8
  %1534 = zext nneg i16 %1533 to i32
  %1535 = xor i32 %1534, 1601933253
  %1536 = and i16 %190, 255
  %1537 = zext nneg i16 %1536 to i32
  %1538 = xor i32 %1537, 84696351
  %1539 = mul i32 %1538, 16777619
  %1540 = xor i32 %1539, %1534
  %1541 = mul i32 %1540, 1566662433
  %1542 = xor i32 %141, -1974957148
  %1543 = add i32 %1542, 1
  %1544 = add i32 %1541, 2
  %1545 = xor i32 %1544, %1543
  %1546 = mul i32 %1535, 405020003
  %1547 = xor i32 %1545, %1546
  %1548 = icmp eq i32 %191, 0
  %1549 = zext i1 %1548 to i32
  %1550 = add i32 %1547, %1549
  %1551 = add i32 %1532, 3
  %1552 = xor i32 %1551, %1550
  %1553 = mul i32 %1524, 405020003
  %1554 = xor i32 %1552, %1553
  %1555 = icmp eq i32 %202, 0
  %1556 = zext i1 %1555 to i32
  %1557 = add i32 %1554, %1556
  %1558 = add i32 %1522, 5
  %1559 = xor i32 %1557, %1558
  %1560 = mul i32 %1508, 405020003
  %1561 = xor i32 %1559, %1560
  %1562 = xor i32 %1561, 1200062064
  %1563 = icmp eq i32 %216, 0
  %1564 = zext i1 %1563 to i32
  %1565 = add i32 %1562, %1564
  %1566 = add i32 %1506, 7
  %1567 = xor i32 %1566, %1565
  %1568 = mul i32 %1486, 405020003
  %1569 = xor i32 %1567, %1568
  %1570 = icmp eq i32 %236, 0
  %1571 = zext i1 %1570 to i32
  %1572 = add i32 %1569, %1571
  %1573 = add i32 %1484, 8
  %1574 = xor i32 %1573, %1572
  %1575 = mul i32 %1449, 50332857
  %1576 = xor i32 %1574, %1575
  %1577 = zext i1 %993 to i32
  %1578 = add i32 %1576, %1577
  %1579 = add i32 %1425, 12
  %1580 = xor i32 %1579, %1578
  %1581 = mul i32 %1376, 50332857
  %1582 = xor i32 %1580, %1581
  %1583 = icmp eq i32 %297, 0
  %1584 = zext i1 %1583 to i32
  %1585 = add i32 %1582, %1584
  %1586 = add i32 %1353, 15
  %1587 = xor i32 %1586, %1585
  %1588 = mul i32 %1295, 50332857
  %1589 = xor i32 %1587, %1588
  %1590 = icmp eq i32 %347, 0
  %1591 = zext i1 %1590 to i32
  %1592 = add i32 %1589, %1591
  %1593 = add i32 %1272, 16
  %1594 = xor i32 %1593, %1592
  %1595 = mul i32 %1211, 50332857
  %1596 = xor i32 %1594, %1595
  %1597 = icmp eq i32 %396, 0
  %1598 = zext i1 %1597 to i32
  %1599 = add i32 %1596, %1598
  %1600 = add i32 %1188, 17
  %1601 = xor i32 %1600, %1599
  %1602 = mul i32 %1124, 50332857
  %1603 = xor i32 %1601, %1602
  %1604 = icmp eq i32 %448, 0
  %1605 = zext i1 %1604 to i32
  %1606 = add i32 %1603, %1605
  %1607 = add i32 %1101, 24
  %1608 = xor i32 %1607, %1606
  %1609 = mul i32 %1016, 50332857
  %1610 = xor i32 %1608, %1609
  %1611 = icmp eq i32 %513, 0
  %1612 = zext i1 %1611 to i32
  %1613 = add i32 %1610, %1612
  %1614 = add i32 %629, 31
  %1615 = xor i32 %1614, %1613
  %1616 = mul i32 %639, 50332857
  %1617 = xor i32 %1615, %1616
  %1618 = icmp eq i32 %644, 0
  %1619 = zext i1 %1618 to i32
  %1620 = add i32 %1617, %1619
  %1621 = add i32 %665, 32
  %1622 = xor i32 %1621, %1620
  %1623 = mul i32 %675, 50332857
  %1624 = xor i32 %1622, %1623
  %1625 = icmp eq i32 %680, 0
  %1626 = zext i1 %1625 to i32
  %1627 = add i32 %1624, %1626
  %1628 = add i32 %702, 33
  %1629 = xor i32 %1628, %1627
  %1630 = mul i32 %712, 50332857
  %1631 = xor i32 %1629, %1630
  %1632 = icmp eq i32 %717, 0
  %1633 = zext i1 %1632 to i32
  %1634 = add i32 %1631, %1633
  %1635 = add i32 %740, 48
  %1636 = xor i32 %1635, %1634
  %1637 = mul i32 %750, 50332857
  %1638 = xor i32 %1636, %1637
  %1639 = icmp eq i32 %755, 0
  %1640 = zext i1 %1639 to i32
  %1641 = add i32 %1638, %1640
  %1642 = add i32 %772, 63
  %1643 = xor i32 %1642, %1641
  %1644 = mul i32 %782, 50332857
  %1645 = xor i32 %1643, %1644
  %1646 = icmp eq i32 %787, 0
  %1647 = zext i1 %1646 to i32
  %1648 = add i32 %1645, %1647
  %1649 = add i32 %812, 64
  %1650 = xor i32 %1649, %1648
  %1651 = mul i32 %822, 50332857
  %1652 = xor i32 %1650, %1651
  %1653 = icmp eq i32 %827, 0
  %1654 = zext i1 %1653 to i32
  %1655 = add i32 %1652, %1654
  %1656 = add i32 %853, 65
  %1657 = xor i32 %1656, %1655
  %1658 = mul i32 %863, 50332857
  %1659 = xor i32 %1657, %1658
  %1660 = icmp eq i32 %868, 0
  %1661 = zext i1 %1660 to i32
  %1662 = add i32 %1659, %1661
  %1663 = add i32 %889, 127
  %1664 = xor i32 %1663, %1662
  %1665 = mul i32 %899, 50332857
  %1666 = xor i32 %1664, %1665
  %1667 = icmp eq i32 %904, 0
  %1668 = zext i1 %1667 to i32
  %1669 = add i32 %1666, %1668
  %1670 = add i32 %937, 128
  %1671 = xor i32 %1670, %1669
  %1672 = mul i32 %947, 50332857
  %1673 = xor i32 %1671, %1672
  %1674 = icmp eq i32 %952, 0
  %1675 = zext i1 %1674 to i32
  %1676 = add i32 %1673, %1675
  %1677 = add i32 %978, 256
  %1678 = xor i32 %1677, %1676
  %1679 = mul i32 %988, 50332857
  %1680 = xor i32 %1678, %1679
  %1681 = call i32 @bcmp(ptr noundef nonnull dereferenceable(256) %39, ptr noundef nonnull dereferenceable(256) %40, i64 256)
  %1682 = icmp eq i32 %1681, 0
  %1683 = zext i1 %1682 to i32
  %1684 = add i32 %1680, %1683
  call void @llvm.lifetime.end.p0(i64 264, ptr nonnull %40) #8
  call void @llvm.lifetime.end.p0(i64 264, ptr nonnull %39) #8
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %41) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %41, i8 113, i64 300, i1 false)
  %1685 = getelementptr inbounds i8, ptr %41, i64 299
  store i8 0, ptr %1685, align 1, !tbaa !6
  %1686 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %41) #9
  %1687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1686)
  %1688 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %1689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %618, i32 noundef %1684)
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %41) #8
  ret i32 %618
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10, !12, !11}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10, !11, !12}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10, !11, !12}
!23 = distinct !{!23, !10, !11, !12}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10, !11}
!26 = distinct !{!26, !10}
