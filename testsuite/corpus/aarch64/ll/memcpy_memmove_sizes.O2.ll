; ModuleID = 'programs/memcpy_memmove_sizes.c'
source_filename = "programs/memcpy_memmove_sizes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { double, i32, [5 x i8] }

@src = internal unnamed_addr global [400 x i8] zeroinitializer, align 16
@dst = internal global [400 x i8] zeroinitializer, align 1
@ref = internal global [400 x i8] zeroinitializer, align 1
@__const.main.s1 = private unnamed_addr constant %struct.anon { double 1.500000e+00, i32 7, [5 x i8] c"abcd\00" }, align 8
@.str = private unnamed_addr constant [22 x i8] c"struct copy %g %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"hash %08x bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [400 x i8], align 16
  %2 = alloca [400 x i8], align 16
  %3 = alloca %struct.anon, align 8
  store <16 x i8> <i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54>, ptr @src, align 16, !tbaa !6
  store <16 x i8> <i8 91, i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122>, ptr getelementptr inbounds (i8, ptr @src, i64 16), align 16, !tbaa !6
  store <16 x i8> <i8 -85, i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42>, ptr getelementptr inbounds (i8, ptr @src, i64 32), align 16, !tbaa !6
  store <16 x i8> <i8 -5, i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38>, ptr getelementptr inbounds (i8, ptr @src, i64 48), align 16, !tbaa !6
  store <16 x i8> <i8 75, i8 112, i8 -107, i8 -70, i8 -33, i8 4, i8 41, i8 78, i8 115, i8 -104, i8 -67, i8 -30, i8 7, i8 44, i8 81, i8 118>, ptr getelementptr inbounds (i8, ptr @src, i64 64), align 16, !tbaa !6
  store <16 x i8> <i8 -101, i8 -64, i8 -27, i8 10, i8 47, i8 84, i8 121, i8 -98, i8 -61, i8 -24, i8 13, i8 50, i8 87, i8 124, i8 -95, i8 -58>, ptr getelementptr inbounds (i8, ptr @src, i64 80), align 16, !tbaa !6
  store <16 x i8> <i8 -21, i8 16, i8 53, i8 90, i8 127, i8 -92, i8 -55, i8 -18, i8 19, i8 56, i8 93, i8 -126, i8 -89, i8 -52, i8 -15, i8 22>, ptr getelementptr inbounds (i8, ptr @src, i64 96), align 16, !tbaa !6
  store <16 x i8> <i8 59, i8 96, i8 -123, i8 -86, i8 -49, i8 -12, i8 25, i8 62, i8 99, i8 -120, i8 -83, i8 -46, i8 -9, i8 28, i8 65, i8 102>, ptr getelementptr inbounds (i8, ptr @src, i64 112), align 16, !tbaa !6
  store <16 x i8> <i8 -117, i8 -80, i8 -43, i8 -6, i8 31, i8 68, i8 105, i8 -114, i8 -77, i8 -40, i8 -3, i8 34, i8 71, i8 108, i8 -111, i8 -74>, ptr getelementptr inbounds (i8, ptr @src, i64 128), align 16, !tbaa !6
  store <16 x i8> <i8 -37, i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 6>, ptr getelementptr inbounds (i8, ptr @src, i64 144), align 16, !tbaa !6
  store <16 x i8> <i8 43, i8 80, i8 117, i8 -102, i8 -65, i8 -28, i8 9, i8 46, i8 83, i8 120, i8 -99, i8 -62, i8 -25, i8 12, i8 49, i8 86>, ptr getelementptr inbounds (i8, ptr @src, i64 160), align 16, !tbaa !6
  store <16 x i8> <i8 123, i8 -96, i8 -59, i8 -22, i8 15, i8 52, i8 89, i8 126, i8 -93, i8 -56, i8 -19, i8 18, i8 55, i8 92, i8 -127, i8 -90>, ptr getelementptr inbounds (i8, ptr @src, i64 176), align 16, !tbaa !6
  store <16 x i8> <i8 -53, i8 -16, i8 21, i8 58, i8 95, i8 -124, i8 -87, i8 -50, i8 -13, i8 24, i8 61, i8 98, i8 -121, i8 -84, i8 -47, i8 -10>, ptr getelementptr inbounds (i8, ptr @src, i64 192), align 16, !tbaa !6
  store <16 x i8> <i8 27, i8 64, i8 101, i8 -118, i8 -81, i8 -44, i8 -7, i8 30, i8 67, i8 104, i8 -115, i8 -78, i8 -41, i8 -4, i8 33, i8 70>, ptr getelementptr inbounds (i8, ptr @src, i64 208), align 16, !tbaa !6
  store <16 x i8> <i8 107, i8 -112, i8 -75, i8 -38, i8 -1, i8 36, i8 73, i8 110, i8 -109, i8 -72, i8 -35, i8 2, i8 39, i8 76, i8 113, i8 -106>, ptr getelementptr inbounds (i8, ptr @src, i64 224), align 16, !tbaa !6
  store <16 x i8> <i8 -69, i8 -32, i8 5, i8 42, i8 79, i8 116, i8 -103, i8 -66, i8 -29, i8 8, i8 45, i8 82, i8 119, i8 -100, i8 -63, i8 -26>, ptr getelementptr inbounds (i8, ptr @src, i64 240), align 16, !tbaa !6
  store <16 x i8> <i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54>, ptr getelementptr inbounds (i8, ptr @src, i64 256), align 16, !tbaa !6
  store <16 x i8> <i8 91, i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122>, ptr getelementptr inbounds (i8, ptr @src, i64 272), align 16, !tbaa !6
  store <16 x i8> <i8 -85, i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42>, ptr getelementptr inbounds (i8, ptr @src, i64 288), align 16, !tbaa !6
  store <16 x i8> <i8 -5, i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38>, ptr getelementptr inbounds (i8, ptr @src, i64 304), align 16, !tbaa !6
  store <16 x i8> <i8 75, i8 112, i8 -107, i8 -70, i8 -33, i8 4, i8 41, i8 78, i8 115, i8 -104, i8 -67, i8 -30, i8 7, i8 44, i8 81, i8 118>, ptr getelementptr inbounds (i8, ptr @src, i64 320), align 16, !tbaa !6
  store <16 x i8> <i8 -101, i8 -64, i8 -27, i8 10, i8 47, i8 84, i8 121, i8 -98, i8 -61, i8 -24, i8 13, i8 50, i8 87, i8 124, i8 -95, i8 -58>, ptr getelementptr inbounds (i8, ptr @src, i64 336), align 16, !tbaa !6
  store <16 x i8> <i8 -21, i8 16, i8 53, i8 90, i8 127, i8 -92, i8 -55, i8 -18, i8 19, i8 56, i8 93, i8 -126, i8 -89, i8 -52, i8 -15, i8 22>, ptr getelementptr inbounds (i8, ptr @src, i64 352), align 16, !tbaa !6
  store <16 x i8> <i8 59, i8 96, i8 -123, i8 -86, i8 -49, i8 -12, i8 25, i8 62, i8 99, i8 -120, i8 -83, i8 -46, i8 -9, i8 28, i8 65, i8 102>, ptr getelementptr inbounds (i8, ptr @src, i64 368), align 16, !tbaa !6
  store <8 x i8> <i8 -117, i8 -80, i8 -43, i8 -6, i8 31, i8 68, i8 105, i8 -114>, ptr getelementptr inbounds (i8, ptr @src, i64 384), align 16, !tbaa !6
  store <8 x i8> <i8 -77, i8 -40, i8 -3, i8 34, i8 71, i8 108, i8 -111, i8 -74>, ptr getelementptr inbounds (i8, ptr @src, i64 392), align 8, !tbaa !6
  br label %4

4:                                                ; preds = %0, %71
  %5 = phi i64 [ %72, %71 ], [ 0, %0 ]
  %6 = phi i32 [ %97, %71 ], [ 0, %0 ]
  %7 = icmp eq i64 %5, 0
  br label %64

8:                                                ; preds = %71
  %9 = getelementptr inbounds i8, ptr %1, i64 100
  %10 = getelementptr inbounds i8, ptr %2, i64 100
  %11 = getelementptr i8, ptr %2, i64 99
  %12 = getelementptr i8, ptr %2, i64 90
  %13 = getelementptr inbounds i8, ptr %2, i64 16
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = getelementptr inbounds i8, ptr %2, i64 32
  %16 = getelementptr inbounds i8, ptr %2, i64 48
  %17 = getelementptr inbounds i8, ptr %1, i64 32
  %18 = getelementptr inbounds i8, ptr %1, i64 48
  %19 = getelementptr inbounds i8, ptr %2, i64 64
  %20 = getelementptr inbounds i8, ptr %2, i64 80
  %21 = getelementptr inbounds i8, ptr %1, i64 64
  %22 = getelementptr inbounds i8, ptr %1, i64 80
  %23 = getelementptr inbounds i8, ptr %2, i64 96
  %24 = getelementptr inbounds i8, ptr %2, i64 112
  %25 = getelementptr inbounds i8, ptr %1, i64 96
  %26 = getelementptr inbounds i8, ptr %1, i64 112
  %27 = getelementptr inbounds i8, ptr %2, i64 128
  %28 = getelementptr inbounds i8, ptr %2, i64 144
  %29 = getelementptr inbounds i8, ptr %1, i64 128
  %30 = getelementptr inbounds i8, ptr %1, i64 144
  %31 = getelementptr inbounds i8, ptr %2, i64 160
  %32 = getelementptr inbounds i8, ptr %2, i64 176
  %33 = getelementptr inbounds i8, ptr %1, i64 160
  %34 = getelementptr inbounds i8, ptr %1, i64 176
  %35 = getelementptr inbounds i8, ptr %2, i64 192
  %36 = getelementptr inbounds i8, ptr %2, i64 208
  %37 = getelementptr inbounds i8, ptr %1, i64 192
  %38 = getelementptr inbounds i8, ptr %1, i64 208
  %39 = getelementptr inbounds i8, ptr %2, i64 224
  %40 = getelementptr inbounds i8, ptr %2, i64 240
  %41 = getelementptr inbounds i8, ptr %1, i64 224
  %42 = getelementptr inbounds i8, ptr %1, i64 240
  %43 = getelementptr inbounds i8, ptr %2, i64 256
  %44 = getelementptr inbounds i8, ptr %2, i64 272
  %45 = getelementptr inbounds i8, ptr %1, i64 256
  %46 = getelementptr inbounds i8, ptr %1, i64 272
  %47 = getelementptr inbounds i8, ptr %2, i64 288
  %48 = getelementptr inbounds i8, ptr %2, i64 304
  %49 = getelementptr inbounds i8, ptr %1, i64 288
  %50 = getelementptr inbounds i8, ptr %1, i64 304
  %51 = getelementptr inbounds i8, ptr %2, i64 320
  %52 = getelementptr inbounds i8, ptr %2, i64 336
  %53 = getelementptr inbounds i8, ptr %1, i64 320
  %54 = getelementptr inbounds i8, ptr %1, i64 336
  %55 = getelementptr inbounds i8, ptr %2, i64 352
  %56 = getelementptr inbounds i8, ptr %2, i64 368
  %57 = getelementptr inbounds i8, ptr %1, i64 352
  %58 = getelementptr inbounds i8, ptr %1, i64 368
  %59 = getelementptr inbounds i8, ptr %2, i64 384
  %60 = getelementptr inbounds i8, ptr %1, i64 384
  %61 = getelementptr inbounds i8, ptr %2, i64 392
  %62 = getelementptr inbounds i8, ptr %1, i64 392
  %63 = getelementptr i8, ptr %10, i64 -7
  br label %101

64:                                               ; preds = %4, %93
  %65 = phi i64 [ 0, %4 ], [ %98, %93 ]
  %66 = phi i64 [ 0, %4 ], [ %99, %93 ]
  %67 = phi i32 [ %6, %4 ], [ %97, %93 ]
  %68 = mul nuw nsw i64 %66, 3
  %69 = getelementptr i8, ptr @src, i64 %68
  %70 = getelementptr inbounds i8, ptr @src, i64 %65
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(400) @dst, i8 -18, i64 400, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(400) @ref, i8 -18, i64 400, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 @dst, ptr nonnull align 1 %70, i64 %5, i1 false)
  br i1 %7, label %75, label %74

71:                                               ; preds = %93
  %72 = add nuw nsw i64 %5, 1
  %73 = icmp eq i64 %72, 301
  br i1 %73, label %8, label %4, !llvm.loop !9

74:                                               ; preds = %64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 @ref, ptr align 1 %69, i64 %5, i1 false), !tbaa !6
  br label %75

75:                                               ; preds = %74, %64
  %76 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(400) @dst, ptr noundef nonnull dereferenceable(400) @ref, i64 400)
  %77 = icmp ne i32 %76, 0
  %78 = zext i1 %77 to i32
  %79 = add nsw i32 %67, %78
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(400) @dst, i8 -18, i64 400, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(400) @ref, i8 -18, i64 400, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 getelementptr inbounds (i8, ptr @dst, i64 2), ptr nonnull align 1 %70, i64 %5, i1 false)
  br i1 %7, label %81, label %80

80:                                               ; preds = %75
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 getelementptr inbounds (i8, ptr @ref, i64 2), ptr align 1 %69, i64 %5, i1 false), !tbaa !6
  br label %81

81:                                               ; preds = %80, %75
  %82 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(400) @dst, ptr noundef nonnull dereferenceable(400) @ref, i64 400)
  %83 = icmp ne i32 %82, 0
  %84 = zext i1 %83 to i32
  %85 = add nsw i32 %79, %84
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(400) @dst, i8 -18, i64 400, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(400) @ref, i8 -18, i64 400, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 getelementptr inbounds (i8, ptr @dst, i64 4), ptr nonnull align 1 %70, i64 %5, i1 false)
  br i1 %7, label %87, label %86

86:                                               ; preds = %81
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 getelementptr inbounds (i8, ptr @ref, i64 4), ptr align 1 %69, i64 %5, i1 false), !tbaa !6
  br label %87

87:                                               ; preds = %86, %81
  %88 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(400) @dst, ptr noundef nonnull dereferenceable(400) @ref, i64 400)
  %89 = icmp ne i32 %88, 0
  %90 = zext i1 %89 to i32
  %91 = add nsw i32 %85, %90
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(400) @dst, i8 -18, i64 400, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(400) @ref, i8 -18, i64 400, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 getelementptr inbounds (i8, ptr @dst, i64 6), ptr nonnull align 1 %70, i64 %5, i1 false)
  br i1 %7, label %93, label %92

92:                                               ; preds = %87
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 getelementptr inbounds (i8, ptr @ref, i64 6), ptr align 1 %69, i64 %5, i1 false), !tbaa !6
  br label %93

93:                                               ; preds = %92, %87
  %94 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(400) @dst, ptr noundef nonnull dereferenceable(400) @ref, i64 400)
  %95 = icmp ne i32 %94, 0
  %96 = zext i1 %95 to i32
  %97 = add nsw i32 %91, %96
  %98 = add nuw nsw i64 %65, 3
  %99 = add nuw nsw i64 %66, 1
  %100 = icmp eq i64 %99, 3
  br i1 %100, label %71, label %64, !llvm.loop !11

101:                                              ; preds = %8, %130
  %102 = phi i64 [ 0, %8 ], [ %131, %130 ]
  %103 = phi i32 [ 0, %8 ], [ %236, %130 ]
  %104 = phi i32 [ %97, %8 ], [ %230, %130 ]
  %105 = getelementptr i8, ptr %11, i64 %102
  %106 = icmp eq i64 %102, 0
  %107 = getelementptr i8, ptr %12, i64 %102
  %108 = icmp ult i64 %102, 8
  %109 = sub nsw i64 1, %102
  %110 = sub nsw i64 1, %102
  %111 = getelementptr i8, ptr %105, i64 %110
  %112 = icmp ugt ptr %111, %105
  %113 = icmp ult i64 %102, 32
  %114 = and i64 %102, 9223372036854775776
  %115 = icmp eq i64 %102, %114
  %116 = and i64 %102, 31
  %117 = and i64 %102, 24
  %118 = icmp eq i64 %117, 0
  %119 = and i64 %102, 9223372036854775800
  %120 = and i64 %102, 7
  %121 = icmp eq i64 %102, %119
  %122 = icmp ult i64 %102, 8
  %123 = icmp ult i64 %102, 32
  %124 = and i64 %102, 9223372036854775776
  %125 = icmp eq i64 %102, %124
  %126 = and i64 %102, 24
  %127 = icmp eq i64 %126, 0
  %128 = and i64 %102, 9223372036854775800
  %129 = icmp eq i64 %102, %128
  br label %133

130:                                              ; preds = %226
  %131 = add nuw nsw i64 %102, 7
  %132 = icmp ult i64 %102, 194
  br i1 %132, label %101, label %240, !llvm.loop !12

133:                                              ; preds = %101, %226
  %134 = phi i64 [ 0, %101 ], [ %239, %226 ]
  %135 = phi i64 [ -9, %101 ], [ %237, %226 ]
  %136 = phi i32 [ %103, %101 ], [ %236, %226 ]
  %137 = phi i32 [ %104, %101 ], [ %230, %226 ]
  %138 = mul nsw i64 %134, -3
  %139 = add i64 %138, 9
  %140 = mul nuw nsw i64 %134, 3
  %141 = getelementptr i8, ptr %107, i64 %140
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #6
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %2, align 16, !tbaa !6
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %13, align 16, !tbaa !6
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %1, align 16, !tbaa !6
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %14, align 16, !tbaa !6
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %15, align 16, !tbaa !6
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %16, align 16, !tbaa !6
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %17, align 16, !tbaa !6
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %18, align 16, !tbaa !6
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %19, align 16, !tbaa !6
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %20, align 16, !tbaa !6
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %21, align 16, !tbaa !6
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %22, align 16, !tbaa !6
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %23, align 16, !tbaa !6
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %24, align 16, !tbaa !6
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %25, align 16, !tbaa !6
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %26, align 16, !tbaa !6
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %27, align 16, !tbaa !6
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %28, align 16, !tbaa !6
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %29, align 16, !tbaa !6
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %30, align 16, !tbaa !6
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %31, align 16, !tbaa !6
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %32, align 16, !tbaa !6
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %33, align 16, !tbaa !6
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %34, align 16, !tbaa !6
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %35, align 16, !tbaa !6
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %36, align 16, !tbaa !6
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %37, align 16, !tbaa !6
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %38, align 16, !tbaa !6
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %39, align 16, !tbaa !6
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %40, align 16, !tbaa !6
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %41, align 16, !tbaa !6
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %42, align 16, !tbaa !6
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %43, align 16, !tbaa !6
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %44, align 16, !tbaa !6
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %45, align 16, !tbaa !6
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %46, align 16, !tbaa !6
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %47, align 16, !tbaa !6
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %48, align 16, !tbaa !6
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %49, align 16, !tbaa !6
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %50, align 16, !tbaa !6
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %51, align 16, !tbaa !6
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %52, align 16, !tbaa !6
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %53, align 16, !tbaa !6
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %54, align 16, !tbaa !6
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %55, align 16, !tbaa !6
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %56, align 16, !tbaa !6
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %57, align 16, !tbaa !6
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %58, align 16, !tbaa !6
  store <8 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121>, ptr %59, align 16, !tbaa !6
  store <8 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121>, ptr %60, align 16, !tbaa !6
  store <8 x i8> <i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %61, align 8, !tbaa !6
  store <8 x i8> <i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %62, align 8, !tbaa !6
  %142 = getelementptr inbounds i8, ptr %9, i64 %135
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %142, ptr nonnull align 4 %9, i64 %102, i1 false)
  %143 = getelementptr inbounds i8, ptr %10, i64 %135
  %144 = icmp slt i64 %135, 0
  br i1 %144, label %185, label %145

145:                                              ; preds = %133
  br i1 %106, label %226, label %146

146:                                              ; preds = %145
  br i1 %108, label %170, label %147

147:                                              ; preds = %146
  %148 = getelementptr i8, ptr %141, i64 %109
  %149 = icmp ugt ptr %148, %141
  %150 = or i1 %149, %112
  %151 = icmp ult i64 %139, 32
  %152 = select i1 %150, i1 true, i1 %151
  br i1 %152, label %170, label %153

153:                                              ; preds = %147
  br i1 %113, label %172, label %154

154:                                              ; preds = %153, %154
  %155 = phi i64 [ %166, %154 ], [ 0, %153 ]
  %156 = xor i64 %155, -1
  %157 = add i64 %102, %156
  %158 = getelementptr inbounds i8, ptr %10, i64 %157
  %159 = getelementptr inbounds i8, ptr %158, i64 -15
  %160 = getelementptr inbounds i8, ptr %158, i64 -31
  %161 = load <16 x i8>, ptr %159, align 1, !tbaa !6
  %162 = load <16 x i8>, ptr %160, align 1, !tbaa !6
  %163 = getelementptr inbounds i8, ptr %143, i64 %157
  %164 = getelementptr inbounds i8, ptr %163, i64 -15
  %165 = getelementptr inbounds i8, ptr %163, i64 -31
  store <16 x i8> %161, ptr %164, align 1, !tbaa !6
  store <16 x i8> %162, ptr %165, align 1, !tbaa !6
  %166 = add nuw i64 %155, 32
  %167 = icmp eq i64 %166, %114
  br i1 %167, label %168, label %154, !llvm.loop !13

168:                                              ; preds = %154
  br i1 %115, label %226, label %169

169:                                              ; preds = %168
  br i1 %118, label %170, label %172

170:                                              ; preds = %184, %147, %146, %169
  %171 = phi i64 [ %102, %146 ], [ %102, %147 ], [ %116, %169 ], [ %120, %184 ]
  br label %219

172:                                              ; preds = %153, %169
  %173 = phi i64 [ %114, %169 ], [ 0, %153 ]
  %174 = getelementptr i8, ptr %143, i64 -7
  br label %175

175:                                              ; preds = %175, %172
  %176 = phi i64 [ %173, %172 ], [ %182, %175 ]
  %177 = xor i64 %176, -1
  %178 = add i64 %102, %177
  %179 = getelementptr i8, ptr %63, i64 %178
  %180 = load <8 x i8>, ptr %179, align 1, !tbaa !6
  %181 = getelementptr i8, ptr %174, i64 %178
  store <8 x i8> %180, ptr %181, align 1, !tbaa !6
  %182 = add nuw i64 %176, 8
  %183 = icmp eq i64 %182, %119
  br i1 %183, label %184, label %175, !llvm.loop !16

184:                                              ; preds = %175
  br i1 %121, label %226, label %170

185:                                              ; preds = %133
  br i1 %106, label %226, label %186

186:                                              ; preds = %185
  br i1 %122, label %210, label %187

187:                                              ; preds = %186
  br i1 %123, label %200, label %188

188:                                              ; preds = %187, %188
  %189 = phi i64 [ %196, %188 ], [ 0, %187 ]
  %190 = getelementptr inbounds i8, ptr %10, i64 %189
  %191 = getelementptr inbounds i8, ptr %190, i64 16
  %192 = load <16 x i8>, ptr %190, align 4, !tbaa !6
  %193 = load <16 x i8>, ptr %191, align 4, !tbaa !6
  %194 = getelementptr inbounds i8, ptr %143, i64 %189
  %195 = getelementptr inbounds i8, ptr %194, i64 16
  store <16 x i8> %192, ptr %194, align 1, !tbaa !6
  store <16 x i8> %193, ptr %195, align 1, !tbaa !6
  %196 = add nuw i64 %189, 32
  %197 = icmp eq i64 %196, %124
  br i1 %197, label %198, label %188, !llvm.loop !17

198:                                              ; preds = %188
  br i1 %125, label %226, label %199

199:                                              ; preds = %198
  br i1 %127, label %210, label %200

200:                                              ; preds = %187, %199
  %201 = phi i64 [ %124, %199 ], [ 0, %187 ]
  br label %202

202:                                              ; preds = %202, %200
  %203 = phi i64 [ %201, %200 ], [ %207, %202 ]
  %204 = getelementptr inbounds i8, ptr %10, i64 %203
  %205 = load <8 x i8>, ptr %204, align 4, !tbaa !6
  %206 = getelementptr inbounds i8, ptr %143, i64 %203
  store <8 x i8> %205, ptr %206, align 1, !tbaa !6
  %207 = add nuw i64 %203, 8
  %208 = icmp eq i64 %207, %128
  br i1 %208, label %209, label %202, !llvm.loop !18

209:                                              ; preds = %202
  br i1 %129, label %226, label %210

210:                                              ; preds = %209, %186, %199
  %211 = phi i64 [ 0, %186 ], [ %124, %199 ], [ %128, %209 ]
  br label %212

212:                                              ; preds = %210, %212
  %213 = phi i64 [ %217, %212 ], [ %211, %210 ]
  %214 = getelementptr inbounds i8, ptr %10, i64 %213
  %215 = load i8, ptr %214, align 1, !tbaa !6
  %216 = getelementptr inbounds i8, ptr %143, i64 %213
  store i8 %215, ptr %216, align 1, !tbaa !6
  %217 = add nuw nsw i64 %213, 1
  %218 = icmp eq i64 %217, %102
  br i1 %218, label %226, label %212, !llvm.loop !19

219:                                              ; preds = %170, %219
  %220 = phi i64 [ %221, %219 ], [ %171, %170 ]
  %221 = add nsw i64 %220, -1
  %222 = getelementptr inbounds i8, ptr %10, i64 %221
  %223 = load i8, ptr %222, align 1, !tbaa !6
  %224 = getelementptr inbounds i8, ptr %143, i64 %221
  store i8 %223, ptr %224, align 1, !tbaa !6
  %225 = icmp eq i64 %221, 0
  br i1 %225, label %226, label %219, !llvm.loop !20

226:                                              ; preds = %219, %212, %168, %184, %198, %209, %145, %185
  %227 = call i32 @bcmp(ptr noundef nonnull dereferenceable(400) %1, ptr noundef nonnull dereferenceable(400) %2, i64 400)
  %228 = icmp ne i32 %227, 0
  %229 = zext i1 %228 to i32
  %230 = add nsw i32 %137, %229
  %231 = mul i32 %136, 31
  %232 = add nsw i64 %135, 150
  %233 = getelementptr inbounds [400 x i8], ptr %1, i64 0, i64 %232
  %234 = load i8, ptr %233, align 1, !tbaa !6
  %235 = zext i8 %234 to i32
  %236 = add i32 %231, %235
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #6
  %237 = add nsw i64 %135, 3
  %238 = icmp slt i64 %135, 7
  %239 = add i64 %134, 1
  br i1 %238, label %133, label %130, !llvm.loop !21

240:                                              ; preds = %130
  %241 = mul i32 %236, -408824225
  %242 = add i32 %241, -513109031
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.s1, i64 24, i1 false)
  %243 = getelementptr inbounds i8, ptr %3, i64 12
  %244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 1.500000e+00, i32 noundef 7, ptr noundef nonnull %243)
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %242, i32 noundef %230)
  %246 = icmp eq i32 %230, 0
  %247 = and i32 %242, 127
  %248 = select i1 %246, i32 %247, i32 1
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #6
  ret i32 %248
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

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !10, !14, !15}
!17 = distinct !{!17, !10, !14, !15}
!18 = distinct !{!18, !10, !14, !15}
!19 = distinct !{!19, !10, !14}
!20 = distinct !{!20, !10, !14}
!21 = distinct !{!21, !10}
