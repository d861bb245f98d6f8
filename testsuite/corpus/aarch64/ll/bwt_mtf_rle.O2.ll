; ModuleID = 'programs/bwt_mtf_rle.c'
source_filename = "programs/bwt_mtf_rle.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.text = internal global [4096 x i8] zeroinitializer, align 1
@main.b = internal global [4096 x i8] zeroinitializer, align 1
@main.r = internal unnamed_addr global [8192 x i8] zeroinitializer, align 1
@main.back = internal unnamed_addr global [4096 x i8] zeroinitializer, align 1
@main.orig = internal global [4096 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [8 x i8] c"banana \00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"bandana \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"cabana \00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"ananas \00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"panama \00", align 1
@__const.main.words = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@.str.5 = private unnamed_addr constant [33 x i8] c"n=%d primary=%d bwt head: %.40s\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"mtf zeros=%d rle bytes=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"roundtrip ok=%d\0A\00", align 1
@bwt.rot = internal global [4096 x i32] zeroinitializer, align 4
@g_text = internal unnamed_addr global ptr null, align 8
@g_n = internal unnamed_addr global i32 0, align 4
@ibwt.lf = internal unnamed_addr global [4096 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 4
  %2 = alloca [256 x i32], align 4
  %3 = alloca [256 x i32], align 4
  %4 = alloca [256 x i8], align 16
  %5 = alloca [256 x i8], align 16
  %6 = alloca [4096 x i8], align 1
  br label %7

7:                                                ; preds = %0, %7
  %8 = phi i32 [ 0, %0 ], [ %22, %7 ]
  %9 = phi i32 [ 3, %0 ], [ %11, %7 ]
  %10 = mul i32 %9, 1103515245
  %11 = add i32 %10, 12345
  %12 = lshr i32 %11, 16
  %13 = trunc nuw i32 %12 to i16
  %14 = urem i16 %13, 5
  %15 = zext nneg i16 %14 to i64
  %16 = getelementptr inbounds [5 x ptr], ptr @__const.main.words, i64 0, i64 %15
  %17 = load ptr, ptr %16, align 8, !tbaa !6
  %18 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %17) #10
  %19 = sext i32 %8 to i64
  %20 = getelementptr inbounds i8, ptr @main.text, i64 %19
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %20, ptr align 1 %17, i64 %18, i1 false)
  %21 = trunc i64 %18 to i32
  %22 = add nsw i32 %8, %21
  %23 = icmp slt i32 %22, 3000
  br i1 %23, label %7, label %24, !llvm.loop !10

24:                                               ; preds = %7
  %25 = zext nneg i32 %22 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 @main.orig, ptr nonnull align 1 @main.text, i64 %25, i1 false)
  %26 = and i64 %25, 2147483640
  br label %27

27:                                               ; preds = %27, %24
  %28 = phi i64 [ 0, %24 ], [ %33, %27 ]
  %29 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %24 ], [ %34, %27 ]
  %30 = add <4 x i32> %29, <i32 4, i32 4, i32 4, i32 4>
  %31 = getelementptr inbounds [4096 x i32], ptr @bwt.rot, i64 0, i64 %28
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  store <4 x i32> %29, ptr %31, align 4, !tbaa !12
  store <4 x i32> %30, ptr %32, align 4, !tbaa !12
  %33 = add nuw i64 %28, 8
  %34 = add <4 x i32> %29, <i32 8, i32 8, i32 8, i32 8>
  %35 = icmp eq i64 %33, %26
  br i1 %35, label %36, label %27, !llvm.loop !14

36:                                               ; preds = %27
  %37 = icmp eq i64 %26, %25
  br i1 %37, label %38, label %40

38:                                               ; preds = %40, %36
  store ptr @main.text, ptr @g_text, align 8, !tbaa !6
  store i32 %22, ptr @g_n, align 4, !tbaa !12
  tail call void @qsort(ptr noundef nonnull @bwt.rot, i64 noundef %25, i64 noundef 4, ptr noundef nonnull @cmp_rot) #11
  %39 = add nsw i32 %22, -1
  br label %46

40:                                               ; preds = %36, %40
  %41 = phi i64 [ %44, %40 ], [ %26, %36 ]
  %42 = getelementptr inbounds [4096 x i32], ptr @bwt.rot, i64 0, i64 %41
  %43 = trunc nuw nsw i64 %41 to i32
  store i32 %43, ptr %42, align 4, !tbaa !12
  %44 = add nuw nsw i64 %41, 1
  %45 = icmp eq i64 %44, %25
  br i1 %45, label %38, label %40, !llvm.loop !17

46:                                               ; preds = %46, %38
  %47 = phi i64 [ 0, %38 ], [ %60, %46 ]
  %48 = phi i32 [ 0, %38 ], [ %59, %46 ]
  %49 = getelementptr inbounds [4096 x i32], ptr @bwt.rot, i64 0, i64 %47
  %50 = load i32, ptr %49, align 4, !tbaa !12
  %51 = add i32 %39, %50
  %52 = srem i32 %51, %22
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr @main.text, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !18
  %56 = getelementptr inbounds i8, ptr @main.b, i64 %47
  store i8 %55, ptr %56, align 1, !tbaa !18
  %57 = icmp eq i32 %50, 0
  %58 = trunc nuw nsw i64 %47 to i32
  %59 = select i1 %57, i32 %58, i32 %48
  %60 = add nuw nsw i64 %47, 1
  %61 = icmp eq i64 %60, %25
  br i1 %61, label %62, label %46, !llvm.loop !19

62:                                               ; preds = %46
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %22, i32 noundef %59, ptr noundef nonnull @main.b)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %5) #11
  %64 = getelementptr inbounds i8, ptr %5, i64 16
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %5, align 16, !tbaa !18
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %64, align 16, !tbaa !18
  %65 = getelementptr inbounds i8, ptr %5, i64 32
  %66 = getelementptr inbounds i8, ptr %5, i64 48
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %65, align 16, !tbaa !18
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %66, align 16, !tbaa !18
  %67 = getelementptr inbounds i8, ptr %5, i64 64
  %68 = getelementptr inbounds i8, ptr %5, i64 80
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %67, align 16, !tbaa !18
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %68, align 16, !tbaa !18
  %69 = getelementptr inbounds i8, ptr %5, i64 96
  %70 = getelementptr inbounds i8, ptr %5, i64 112
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %69, align 16, !tbaa !18
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %70, align 16, !tbaa !18
  %71 = getelementptr inbounds i8, ptr %5, i64 128
  %72 = getelementptr inbounds i8, ptr %5, i64 144
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %71, align 16, !tbaa !18
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %72, align 16, !tbaa !18
  %73 = getelementptr inbounds i8, ptr %5, i64 160
  %74 = getelementptr inbounds i8, ptr %5, i64 176
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %73, align 16, !tbaa !18
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %74, align 16, !tbaa !18
  %75 = getelementptr inbounds i8, ptr %5, i64 192
  %76 = getelementptr inbounds i8, ptr %5, i64 208
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %75, align 16, !tbaa !18
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %76, align 16, !tbaa !18
  %77 = getelementptr inbounds i8, ptr %5, i64 224
  %78 = getelementptr inbounds i8, ptr %5, i64 240
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %77, align 16, !tbaa !18
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %78, align 16, !tbaa !18
  %79 = getelementptr inbounds i8, ptr %5, i64 1
  br label %80

80:                                               ; preds = %90, %62
  %81 = phi i64 [ 0, %62 ], [ %95, %90 ]
  %82 = getelementptr inbounds i8, ptr @main.b, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !18
  br label %84

84:                                               ; preds = %84, %80
  %85 = phi i64 [ %89, %84 ], [ 0, %80 ]
  %86 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !18
  %88 = icmp eq i8 %87, %83
  %89 = add nuw nsw i64 %85, 1
  br i1 %88, label %90, label %84, !llvm.loop !20

90:                                               ; preds = %84
  %91 = trunc i64 %85 to i8
  store i8 %91, ptr %82, align 1, !tbaa !18
  %92 = and i64 %85, 4294967295
  %93 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %92
  %94 = load i8, ptr %93, align 1, !tbaa !18
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %79, ptr nonnull align 16 %5, i64 %92, i1 false)
  store i8 %94, ptr %5, align 16, !tbaa !18
  %95 = add nuw nsw i64 %81, 1
  %96 = icmp eq i64 %95, %25
  br i1 %96, label %97, label %80, !llvm.loop !21

97:                                               ; preds = %90
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %5) #11
  %98 = and i64 %25, 2147483616
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i64 [ 0, %97 ], [ %113, %99 ]
  %101 = phi <16 x i32> [ zeroinitializer, %97 ], [ %111, %99 ]
  %102 = phi <16 x i32> [ zeroinitializer, %97 ], [ %112, %99 ]
  %103 = getelementptr inbounds [4096 x i8], ptr @main.b, i64 0, i64 %100
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load <16 x i8>, ptr %103, align 1, !tbaa !18
  %106 = load <16 x i8>, ptr %104, align 1, !tbaa !18
  %107 = icmp eq <16 x i8> %105, zeroinitializer
  %108 = icmp eq <16 x i8> %106, zeroinitializer
  %109 = zext <16 x i1> %107 to <16 x i32>
  %110 = zext <16 x i1> %108 to <16 x i32>
  %111 = add <16 x i32> %101, %109
  %112 = add <16 x i32> %102, %110
  %113 = add nuw i64 %100, 32
  %114 = icmp eq i64 %113, %98
  br i1 %114, label %115, label %99, !llvm.loop !22

115:                                              ; preds = %99
  %116 = add <16 x i32> %112, %111
  %117 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %116)
  %118 = icmp eq i64 %98, %25
  br i1 %118, label %141, label %119

119:                                              ; preds = %115
  %120 = and i64 %25, 24
  %121 = icmp eq i64 %120, 0
  br i1 %121, label %122, label %125

122:                                              ; preds = %138, %119
  %123 = phi i64 [ %98, %119 ], [ %126, %138 ]
  %124 = phi i32 [ %117, %119 ], [ %139, %138 ]
  br label %282

125:                                              ; preds = %119
  %126 = and i64 %25, 2147483640
  %127 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %117, i64 0
  br label %128

128:                                              ; preds = %128, %125
  %129 = phi i64 [ %98, %125 ], [ %136, %128 ]
  %130 = phi <8 x i32> [ %127, %125 ], [ %135, %128 ]
  %131 = getelementptr inbounds [4096 x i8], ptr @main.b, i64 0, i64 %129
  %132 = load <8 x i8>, ptr %131, align 1, !tbaa !18
  %133 = icmp eq <8 x i8> %132, zeroinitializer
  %134 = zext <8 x i1> %133 to <8 x i32>
  %135 = add <8 x i32> %130, %134
  %136 = add nuw i64 %129, 8
  %137 = icmp eq i64 %136, %126
  br i1 %137, label %138, label %128, !llvm.loop !23

138:                                              ; preds = %128
  %139 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %135)
  %140 = icmp eq i64 %126, %25
  br i1 %140, label %141, label %122

141:                                              ; preds = %282, %138, %115
  %142 = phi i32 [ %117, %115 ], [ %139, %138 ], [ %289, %282 ]
  br label %143

143:                                              ; preds = %141, %164
  %144 = phi i64 [ %170, %164 ], [ 0, %141 ]
  %145 = phi i32 [ %165, %164 ], [ 0, %141 ]
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i8, ptr @main.b, i64 %146
  %148 = load i8, ptr %147, align 1, !tbaa !18
  %149 = add nsw i32 %145, 1
  %150 = tail call i32 @llvm.smax.i32(i32 %22, i32 %149)
  br label %151

151:                                              ; preds = %159, %143
  %152 = phi i64 [ %146, %143 ], [ %160, %159 ]
  %153 = getelementptr inbounds i8, ptr @main.b, i64 %152
  %154 = load i8, ptr %153, align 1, !tbaa !18
  %155 = icmp eq i8 %154, %148
  %156 = sub nsw i64 %152, %146
  %157 = icmp ult i64 %156, 255
  %158 = select i1 %155, i1 %157, i1 false
  br i1 %158, label %159, label %162

159:                                              ; preds = %151
  %160 = add nsw i64 %152, 1
  %161 = icmp slt i64 %160, %25
  br i1 %161, label %151, label %164, !llvm.loop !24

162:                                              ; preds = %151
  %163 = trunc nsw i64 %152 to i32
  br label %164

164:                                              ; preds = %159, %162
  %165 = phi i32 [ %163, %162 ], [ %150, %159 ]
  %166 = or disjoint i64 %144, 1
  %167 = getelementptr inbounds i8, ptr @main.r, i64 %144
  store i8 %148, ptr %167, align 1, !tbaa !18
  %168 = sub nsw i32 %165, %145
  %169 = trunc i32 %168 to i8
  %170 = add nuw nsw i64 %144, 2
  %171 = getelementptr inbounds i8, ptr @main.r, i64 %166
  store i8 %169, ptr %171, align 1, !tbaa !18
  %172 = icmp slt i32 %165, %22
  br i1 %172, label %143, label %173, !llvm.loop !25

173:                                              ; preds = %164
  %174 = trunc nuw i64 %170 to i32
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %142, i32 noundef %174)
  %176 = icmp sgt i32 %174, 0
  br i1 %176, label %177, label %198

177:                                              ; preds = %173
  %178 = and i64 %170, 2147483646
  br label %179

179:                                              ; preds = %194, %177
  %180 = phi i64 [ 0, %177 ], [ %196, %194 ]
  %181 = phi i32 [ 0, %177 ], [ %195, %194 ]
  %182 = or disjoint i64 %180, 1
  %183 = getelementptr inbounds i8, ptr @main.r, i64 %182
  %184 = load i8, ptr %183, align 1, !tbaa !18
  %185 = icmp eq i8 %184, 0
  br i1 %185, label %194, label %186

186:                                              ; preds = %179
  %187 = zext i8 %184 to i32
  %188 = getelementptr inbounds i8, ptr @main.r, i64 %180
  %189 = load i8, ptr %188, align 1, !tbaa !18
  %190 = sext i32 %181 to i64
  %191 = getelementptr i8, ptr @main.back, i64 %190
  %192 = zext i8 %184 to i64
  tail call void @llvm.memset.p0.i64(ptr align 1 %191, i8 %189, i64 %192, i1 false), !tbaa !18
  %193 = add i32 %181, %187
  br label %194

194:                                              ; preds = %186, %179
  %195 = phi i32 [ %181, %179 ], [ %193, %186 ]
  %196 = add nuw nsw i64 %180, 2
  %197 = icmp ult i64 %196, %178
  br i1 %197, label %179, label %198, !llvm.loop !26

198:                                              ; preds = %194, %173
  %199 = phi i32 [ 0, %173 ], [ %195, %194 ]
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #11
  %200 = getelementptr inbounds i8, ptr %4, i64 16
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %4, align 16, !tbaa !18
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %200, align 16, !tbaa !18
  %201 = getelementptr inbounds i8, ptr %4, i64 32
  %202 = getelementptr inbounds i8, ptr %4, i64 48
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %201, align 16, !tbaa !18
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %202, align 16, !tbaa !18
  %203 = getelementptr inbounds i8, ptr %4, i64 64
  %204 = getelementptr inbounds i8, ptr %4, i64 80
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %203, align 16, !tbaa !18
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %204, align 16, !tbaa !18
  %205 = getelementptr inbounds i8, ptr %4, i64 96
  %206 = getelementptr inbounds i8, ptr %4, i64 112
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %205, align 16, !tbaa !18
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %206, align 16, !tbaa !18
  %207 = getelementptr inbounds i8, ptr %4, i64 128
  %208 = getelementptr inbounds i8, ptr %4, i64 144
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %207, align 16, !tbaa !18
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %208, align 16, !tbaa !18
  %209 = getelementptr inbounds i8, ptr %4, i64 160
  %210 = getelementptr inbounds i8, ptr %4, i64 176
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %209, align 16, !tbaa !18
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %210, align 16, !tbaa !18
  %211 = getelementptr inbounds i8, ptr %4, i64 192
  %212 = getelementptr inbounds i8, ptr %4, i64 208
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %211, align 16, !tbaa !18
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %212, align 16, !tbaa !18
  %213 = getelementptr inbounds i8, ptr %4, i64 224
  %214 = getelementptr inbounds i8, ptr %4, i64 240
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %213, align 16, !tbaa !18
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %214, align 16, !tbaa !18
  %215 = icmp sgt i32 %199, 0
  br i1 %215, label %218, label %216

216:                                              ; preds = %198
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %1, i8 0, i64 1024, i1 false)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #11
  br label %217

217:                                              ; preds = %231, %216
  br label %244

218:                                              ; preds = %198
  %219 = getelementptr inbounds i8, ptr %4, i64 1
  %220 = zext nneg i32 %199 to i64
  br label %221

221:                                              ; preds = %221, %218
  %222 = phi i64 [ 0, %218 ], [ %228, %221 ]
  %223 = getelementptr inbounds i8, ptr @main.back, i64 %222
  %224 = load i8, ptr %223, align 1, !tbaa !18
  %225 = zext i8 %224 to i64
  %226 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 %225
  %227 = load i8, ptr %226, align 1, !tbaa !18
  store i8 %227, ptr %223, align 1, !tbaa !18
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %219, ptr nonnull align 16 %4, i64 %225, i1 false)
  store i8 %227, ptr %4, align 16, !tbaa !18
  %228 = add nuw nsw i64 %222, 1
  %229 = icmp eq i64 %228, %220
  br i1 %229, label %230, label %221, !llvm.loop !21

230:                                              ; preds = %221
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %1, i8 0, i64 1024, i1 false)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #11
  br label %231

231:                                              ; preds = %231, %230
  %232 = phi i64 [ 0, %230 ], [ %239, %231 ]
  %233 = getelementptr inbounds i8, ptr @main.back, i64 %232
  %234 = load i8, ptr %233, align 1, !tbaa !18
  %235 = zext i8 %234 to i64
  %236 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %235
  %237 = load i32, ptr %236, align 4, !tbaa !12
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %236, align 4, !tbaa !12
  %239 = add nuw nsw i64 %232, 1
  %240 = icmp eq i64 %239, %220
  br i1 %240, label %217, label %231, !llvm.loop !27

241:                                              ; preds = %244
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %3, i8 0, i64 1024, i1 false)
  br i1 %215, label %242, label %278

242:                                              ; preds = %241
  %243 = zext nneg i32 %199 to i64
  br label %253

244:                                              ; preds = %217, %244
  %245 = phi i64 [ %251, %244 ], [ 0, %217 ]
  %246 = phi i32 [ %250, %244 ], [ 0, %217 ]
  %247 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %245
  store i32 %246, ptr %247, align 4, !tbaa !12
  %248 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %245
  %249 = load i32, ptr %248, align 4, !tbaa !12
  %250 = add nsw i32 %249, %246
  %251 = add nuw nsw i64 %245, 1
  %252 = icmp eq i64 %251, 256
  br i1 %252, label %241, label %244, !llvm.loop !28

253:                                              ; preds = %253, %242
  %254 = phi i64 [ 0, %242 ], [ %265, %253 ]
  %255 = getelementptr inbounds i8, ptr @main.back, i64 %254
  %256 = load i8, ptr %255, align 1, !tbaa !18
  %257 = zext i8 %256 to i64
  %258 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %257
  %259 = load i32, ptr %258, align 4, !tbaa !12
  %260 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %257
  %261 = load i32, ptr %260, align 4, !tbaa !12
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr %260, align 4, !tbaa !12
  %263 = add nsw i32 %261, %259
  %264 = getelementptr inbounds [4096 x i32], ptr @ibwt.lf, i64 0, i64 %254
  store i32 %263, ptr %264, align 4, !tbaa !12
  %265 = add nuw nsw i64 %254, 1
  %266 = icmp eq i64 %265, %243
  br i1 %266, label %267, label %253, !llvm.loop !29

267:                                              ; preds = %253, %267
  %268 = phi i64 [ %270, %267 ], [ %243, %253 ]
  %269 = phi i32 [ %276, %267 ], [ %59, %253 ]
  %270 = add nsw i64 %268, -1
  %271 = sext i32 %269 to i64
  %272 = getelementptr inbounds i8, ptr @main.back, i64 %271
  %273 = load i8, ptr %272, align 1, !tbaa !18
  %274 = getelementptr inbounds i8, ptr %6, i64 %270
  store i8 %273, ptr %274, align 1, !tbaa !18
  %275 = getelementptr inbounds [4096 x i32], ptr @ibwt.lf, i64 0, i64 %271
  %276 = load i32, ptr %275, align 4, !tbaa !12
  %277 = icmp ugt i64 %268, 1
  br i1 %277, label %267, label %278, !llvm.loop !30

278:                                              ; preds = %267, %241
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #11
  %279 = icmp eq i32 %199, %22
  br i1 %279, label %292, label %280

280:                                              ; preds = %278
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0)
  br label %300

282:                                              ; preds = %122, %282
  %283 = phi i64 [ %290, %282 ], [ %123, %122 ]
  %284 = phi i32 [ %289, %282 ], [ %124, %122 ]
  %285 = getelementptr inbounds [4096 x i8], ptr @main.b, i64 0, i64 %283
  %286 = load i8, ptr %285, align 1, !tbaa !18
  %287 = icmp eq i8 %286, 0
  %288 = zext i1 %287 to i32
  %289 = add nuw nsw i32 %284, %288
  %290 = add nuw nsw i64 %283, 1
  %291 = icmp eq i64 %290, %25
  br i1 %291, label %141, label %282, !llvm.loop !31

292:                                              ; preds = %278
  %293 = call i32 @bcmp(ptr nonnull %6, ptr nonnull @main.orig, i64 %25)
  %294 = freeze i32 %293
  %295 = icmp eq i32 %294, 0
  %296 = zext i1 %295 to i32
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %296)
  %298 = and i32 %174, 126
  %299 = select i1 %295, i32 %298, i32 100
  br label %300

300:                                              ; preds = %292, %280
  %301 = phi i32 [ 100, %280 ], [ %299, %292 ]
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %6) #11
  ret i32 %301
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_rot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i32, ptr %0, align 4, !tbaa !12
  %4 = load i32, ptr %1, align 4, !tbaa !12
  %5 = load i32, ptr @g_n, align 4, !tbaa !12
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %29

7:                                                ; preds = %2
  %8 = load ptr, ptr @g_text, align 8, !tbaa !6
  br label %12

9:                                                ; preds = %12
  %10 = add nuw nsw i32 %13, 1
  %11 = icmp eq i32 %10, %5
  br i1 %11, label %29, label %12, !llvm.loop !32

12:                                               ; preds = %7, %9
  %13 = phi i32 [ 0, %7 ], [ %10, %9 ]
  %14 = add nsw i32 %13, %3
  %15 = srem i32 %14, %5
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %8, i64 %16
  %18 = load i8, ptr %17, align 1, !tbaa !18
  %19 = add nsw i32 %13, %4
  %20 = srem i32 %19, %5
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %8, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !18
  %24 = icmp eq i8 %18, %23
  br i1 %24, label %9, label %25

25:                                               ; preds = %12
  %26 = zext i8 %23 to i32
  %27 = zext i8 %18 to i32
  %28 = sub nsw i32 %27, %26
  br label %29

29:                                               ; preds = %9, %2, %25
  %30 = phi i32 [ %28, %25 ], [ 0, %2 ], [ 0, %9 ]
  ret i32 %30
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !11, !16, !15}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11, !15, !16}
!23 = distinct !{!23, !11, !15, !16}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11, !16, !15}
!32 = distinct !{!32, !11}
