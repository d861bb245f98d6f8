; ModuleID = 'programs/bwt_mtf_rle.c'
source_filename = "programs/bwt_mtf_rle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.text = internal global [4096 x i8] zeroinitializer, align 16
@main.b = internal global [4096 x i8] zeroinitializer, align 16
@main.r = internal unnamed_addr global [8192 x i8] zeroinitializer, align 16
@main.back = internal unnamed_addr global [4096 x i8] zeroinitializer, align 16
@main.orig = internal global [4096 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [8 x i8] c"banana \00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"bandana \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"cabana \00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"ananas \00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"panama \00", align 1
@__const.main.words = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [33 x i8] c"n=%d primary=%d bwt head: %.40s\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"mtf zeros=%d rle bytes=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"roundtrip ok=%d\0A\00", align 1
@bwt.rot = internal global [4096 x i32] zeroinitializer, align 16
@g_text = internal unnamed_addr global ptr null, align 8
@g_n = internal unnamed_addr global i32 0, align 4
@ibwt.lf = internal unnamed_addr global [4096 x i32] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 16
  %2 = alloca [256 x i32], align 16
  %3 = alloca [256 x i32], align 16
  %4 = alloca [256 x i8], align 16
  %5 = alloca [256 x i8], align 16
  %6 = alloca [4096 x i8], align 16
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
  %17 = load ptr, ptr %16, align 8, !tbaa !5
  %18 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %17) #10
  %19 = sext i32 %8 to i64
  %20 = getelementptr inbounds i8, ptr @main.text, i64 %19
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %20, ptr align 1 %17, i64 %18, i1 false)
  %21 = trunc i64 %18 to i32
  %22 = add nsw i32 %8, %21
  %23 = icmp slt i32 %22, 3000
  br i1 %23, label %7, label %24, !llvm.loop !9

24:                                               ; preds = %7
  %25 = zext nneg i32 %22 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 @main.orig, ptr nonnull align 16 @main.text, i64 %25, i1 false)
  %26 = and i64 %25, 2147483640
  br label %27

27:                                               ; preds = %27, %24
  %28 = phi i64 [ 0, %24 ], [ %33, %27 ]
  %29 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %24 ], [ %34, %27 ]
  %30 = add <4 x i32> %29, <i32 4, i32 4, i32 4, i32 4>
  %31 = getelementptr inbounds [4096 x i32], ptr @bwt.rot, i64 0, i64 %28
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  store <4 x i32> %29, ptr %31, align 16, !tbaa !11
  store <4 x i32> %30, ptr %32, align 16, !tbaa !11
  %33 = add nuw i64 %28, 8
  %34 = add <4 x i32> %29, <i32 8, i32 8, i32 8, i32 8>
  %35 = icmp eq i64 %33, %26
  br i1 %35, label %36, label %27, !llvm.loop !13

36:                                               ; preds = %27
  %37 = icmp eq i64 %26, %25
  br i1 %37, label %38, label %40

38:                                               ; preds = %40, %36
  store ptr @main.text, ptr @g_text, align 8, !tbaa !5
  store i32 %22, ptr @g_n, align 4, !tbaa !11
  tail call void @qsort(ptr noundef nonnull @bwt.rot, i64 noundef %25, i64 noundef 4, ptr noundef nonnull @cmp_rot) #11
  %39 = add nsw i32 %22, -1
  br label %46

40:                                               ; preds = %36, %40
  %41 = phi i64 [ %44, %40 ], [ %26, %36 ]
  %42 = getelementptr inbounds [4096 x i32], ptr @bwt.rot, i64 0, i64 %41
  %43 = trunc nuw nsw i64 %41 to i32
  store i32 %43, ptr %42, align 4, !tbaa !11
  %44 = add nuw nsw i64 %41, 1
  %45 = icmp eq i64 %44, %25
  br i1 %45, label %38, label %40, !llvm.loop !16

46:                                               ; preds = %46, %38
  %47 = phi i64 [ 0, %38 ], [ %60, %46 ]
  %48 = phi i32 [ 0, %38 ], [ %59, %46 ]
  %49 = getelementptr inbounds [4096 x i32], ptr @bwt.rot, i64 0, i64 %47
  %50 = load i32, ptr %49, align 4, !tbaa !11
  %51 = add i32 %39, %50
  %52 = srem i32 %51, %22
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr @main.text, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !17
  %56 = getelementptr inbounds i8, ptr @main.b, i64 %47
  store i8 %55, ptr %56, align 1, !tbaa !17
  %57 = icmp eq i32 %50, 0
  %58 = trunc nuw nsw i64 %47 to i32
  %59 = select i1 %57, i32 %58, i32 %48
  %60 = add nuw nsw i64 %47, 1
  %61 = icmp eq i64 %60, %25
  br i1 %61, label %62, label %46, !llvm.loop !18

62:                                               ; preds = %46
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %22, i32 noundef %59, ptr noundef nonnull @main.b)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %5) #11
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %5, align 16, !tbaa !17
  %64 = getelementptr inbounds i8, ptr %5, i64 16
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %64, align 16, !tbaa !17
  %65 = getelementptr inbounds i8, ptr %5, i64 32
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %65, align 16, !tbaa !17
  %66 = getelementptr inbounds i8, ptr %5, i64 48
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %66, align 16, !tbaa !17
  %67 = getelementptr inbounds i8, ptr %5, i64 64
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %67, align 16, !tbaa !17
  %68 = getelementptr inbounds i8, ptr %5, i64 80
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %68, align 16, !tbaa !17
  %69 = getelementptr inbounds i8, ptr %5, i64 96
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %69, align 16, !tbaa !17
  %70 = getelementptr inbounds i8, ptr %5, i64 112
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %70, align 16, !tbaa !17
  %71 = getelementptr inbounds i8, ptr %5, i64 128
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %71, align 16, !tbaa !17
  %72 = getelementptr inbounds i8, ptr %5, i64 144
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %72, align 16, !tbaa !17
  %73 = getelementptr inbounds i8, ptr %5, i64 160
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %73, align 16, !tbaa !17
  %74 = getelementptr inbounds i8, ptr %5, i64 176
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %74, align 16, !tbaa !17
  %75 = getelementptr inbounds i8, ptr %5, i64 192
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %75, align 16, !tbaa !17
  %76 = getelementptr inbounds i8, ptr %5, i64 208
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %76, align 16, !tbaa !17
  %77 = getelementptr inbounds i8, ptr %5, i64 224
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %77, align 16, !tbaa !17
  %78 = getelementptr inbounds i8, ptr %5, i64 240
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %78, align 16, !tbaa !17
  %79 = getelementptr inbounds i8, ptr %5, i64 1
  %80 = and i64 %25, 1
  %81 = and i64 %25, 2147483646
  br label %82

82:                                               ; preds = %107, %62
  %83 = phi i64 [ 0, %62 ], [ %112, %107 ]
  %84 = phi i64 [ 0, %62 ], [ %113, %107 ]
  %85 = getelementptr inbounds i8, ptr @main.b, i64 %83
  %86 = load i8, ptr %85, align 2, !tbaa !17
  br label %87

87:                                               ; preds = %87, %82
  %88 = phi i64 [ %92, %87 ], [ 0, %82 ]
  %89 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %88
  %90 = load i8, ptr %89, align 1, !tbaa !17
  %91 = icmp eq i8 %90, %86
  %92 = add nuw nsw i64 %88, 1
  br i1 %91, label %93, label %87, !llvm.loop !19

93:                                               ; preds = %87
  %94 = trunc i64 %88 to i8
  store i8 %94, ptr %85, align 2, !tbaa !17
  %95 = and i64 %88, 4294967295
  %96 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %95
  %97 = load i8, ptr %96, align 1, !tbaa !17
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %79, ptr nonnull align 16 %5, i64 %95, i1 false)
  store i8 %97, ptr %5, align 16, !tbaa !17
  %98 = or disjoint i64 %83, 1
  %99 = getelementptr inbounds i8, ptr @main.b, i64 %98
  %100 = load i8, ptr %99, align 1, !tbaa !17
  br label %101

101:                                              ; preds = %101, %93
  %102 = phi i64 [ %106, %101 ], [ 0, %93 ]
  %103 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %102
  %104 = load i8, ptr %103, align 1, !tbaa !17
  %105 = icmp eq i8 %104, %100
  %106 = add nuw nsw i64 %102, 1
  br i1 %105, label %107, label %101, !llvm.loop !19

107:                                              ; preds = %101
  %108 = trunc i64 %102 to i8
  store i8 %108, ptr %99, align 1, !tbaa !17
  %109 = and i64 %102, 4294967295
  %110 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %109
  %111 = load i8, ptr %110, align 1, !tbaa !17
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %79, ptr nonnull align 16 %5, i64 %109, i1 false)
  store i8 %111, ptr %5, align 16, !tbaa !17
  %112 = add nuw nsw i64 %83, 2
  %113 = add i64 %84, 2
  %114 = icmp eq i64 %113, %81
  br i1 %114, label %115, label %82, !llvm.loop !20

115:                                              ; preds = %107
  %116 = icmp eq i64 %80, 0
  br i1 %116, label %131, label %117

117:                                              ; preds = %115
  %118 = getelementptr inbounds i8, ptr @main.b, i64 %112
  %119 = load i8, ptr %118, align 1, !tbaa !17
  br label %120

120:                                              ; preds = %120, %117
  %121 = phi i64 [ %125, %120 ], [ 0, %117 ]
  %122 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %121
  %123 = load i8, ptr %122, align 1, !tbaa !17
  %124 = icmp eq i8 %123, %119
  %125 = add nuw nsw i64 %121, 1
  br i1 %124, label %126, label %120, !llvm.loop !19

126:                                              ; preds = %120
  %127 = trunc i64 %121 to i8
  store i8 %127, ptr %118, align 1, !tbaa !17
  %128 = and i64 %121, 4294967295
  %129 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %128
  %130 = load i8, ptr %129, align 1, !tbaa !17
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %79, ptr nonnull align 16 %5, i64 %128, i1 false)
  store i8 %130, ptr %5, align 16, !tbaa !17
  br label %131

131:                                              ; preds = %115, %126
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %5) #11
  %132 = and i64 %25, 2147483640
  br label %133

133:                                              ; preds = %133, %131
  %134 = phi i64 [ 0, %131 ], [ %147, %133 ]
  %135 = phi <4 x i32> [ zeroinitializer, %131 ], [ %145, %133 ]
  %136 = phi <4 x i32> [ zeroinitializer, %131 ], [ %146, %133 ]
  %137 = getelementptr inbounds [4096 x i8], ptr @main.b, i64 0, i64 %134
  %138 = getelementptr inbounds i8, ptr %137, i64 4
  %139 = load <4 x i8>, ptr %137, align 8, !tbaa !17
  %140 = load <4 x i8>, ptr %138, align 4, !tbaa !17
  %141 = icmp eq <4 x i8> %139, zeroinitializer
  %142 = icmp eq <4 x i8> %140, zeroinitializer
  %143 = zext <4 x i1> %141 to <4 x i32>
  %144 = zext <4 x i1> %142 to <4 x i32>
  %145 = add <4 x i32> %135, %143
  %146 = add <4 x i32> %136, %144
  %147 = add nuw i64 %134, 8
  %148 = icmp eq i64 %147, %132
  br i1 %148, label %149, label %133, !llvm.loop !21

149:                                              ; preds = %133
  %150 = add <4 x i32> %146, %145
  %151 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %150)
  %152 = icmp eq i64 %132, %25
  br i1 %152, label %153, label %410

153:                                              ; preds = %410, %149
  %154 = phi i32 [ %151, %149 ], [ %417, %410 ]
  br label %155

155:                                              ; preds = %153, %181
  %156 = phi i64 [ %187, %181 ], [ 0, %153 ]
  %157 = phi i32 [ %182, %181 ], [ 0, %153 ]
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i8, ptr @main.b, i64 %158
  %160 = load i8, ptr %159, align 1, !tbaa !17
  br label %161

161:                                              ; preds = %169, %155
  %162 = phi i64 [ %158, %155 ], [ %170, %169 ]
  %163 = getelementptr inbounds i8, ptr @main.b, i64 %162
  %164 = load i8, ptr %163, align 1, !tbaa !17
  %165 = icmp eq i8 %164, %160
  %166 = sub nsw i64 %162, %158
  %167 = icmp ult i64 %166, 255
  %168 = select i1 %165, i1 %167, i1 false
  br i1 %168, label %169, label %181

169:                                              ; preds = %161
  %170 = add nsw i64 %162, 1
  %171 = icmp slt i64 %170, %25
  br i1 %171, label %161, label %172, !llvm.loop !22

172:                                              ; preds = %169
  %173 = add nsw i32 %157, 1
  %174 = tail call i32 @llvm.smax.i32(i32 %22, i32 %173)
  %175 = or disjoint i64 %156, 1
  %176 = getelementptr inbounds i8, ptr @main.r, i64 %156
  store i8 %160, ptr %176, align 2, !tbaa !17
  %177 = sub nsw i32 %174, %157
  %178 = trunc i32 %177 to i8
  %179 = add nuw nsw i64 %156, 2
  %180 = getelementptr inbounds i8, ptr @main.r, i64 %175
  store i8 %178, ptr %180, align 1, !tbaa !17
  br label %190

181:                                              ; preds = %161
  %182 = trunc nsw i64 %162 to i32
  %183 = or disjoint i64 %156, 1
  %184 = getelementptr inbounds i8, ptr @main.r, i64 %156
  store i8 %160, ptr %184, align 2, !tbaa !17
  %185 = sub nsw i32 %182, %157
  %186 = trunc i32 %185 to i8
  %187 = add nuw nsw i64 %156, 2
  %188 = getelementptr inbounds i8, ptr @main.r, i64 %183
  store i8 %186, ptr %188, align 1, !tbaa !17
  %189 = icmp sgt i32 %22, %182
  br i1 %189, label %155, label %190, !llvm.loop !23

190:                                              ; preds = %181, %172
  %191 = phi i64 [ %179, %172 ], [ %187, %181 ]
  %192 = trunc nuw i64 %191 to i32
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %154, i32 noundef %192)
  %194 = icmp sgt i32 %192, 0
  br i1 %194, label %195, label %216

195:                                              ; preds = %190
  %196 = and i64 %191, 2147483647
  br label %197

197:                                              ; preds = %212, %195
  %198 = phi i64 [ 0, %195 ], [ %214, %212 ]
  %199 = phi i32 [ 0, %195 ], [ %213, %212 ]
  %200 = or disjoint i64 %198, 1
  %201 = getelementptr inbounds i8, ptr @main.r, i64 %200
  %202 = load i8, ptr %201, align 1, !tbaa !17
  %203 = icmp eq i8 %202, 0
  br i1 %203, label %212, label %204

204:                                              ; preds = %197
  %205 = zext i8 %202 to i32
  %206 = getelementptr inbounds i8, ptr @main.r, i64 %198
  %207 = load i8, ptr %206, align 2, !tbaa !17
  %208 = sext i32 %199 to i64
  %209 = getelementptr i8, ptr @main.back, i64 %208
  %210 = zext i8 %202 to i64
  tail call void @llvm.memset.p0.i64(ptr align 1 %209, i8 %207, i64 %210, i1 false), !tbaa !17
  %211 = add i32 %199, %205
  br label %212

212:                                              ; preds = %204, %197
  %213 = phi i32 [ %199, %197 ], [ %211, %204 ]
  %214 = add nuw nsw i64 %198, 2
  %215 = icmp ult i64 %214, %196
  br i1 %215, label %197, label %216, !llvm.loop !24

216:                                              ; preds = %212, %190
  %217 = phi i32 [ 0, %190 ], [ %213, %212 ]
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #11
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %4, align 16, !tbaa !17
  %218 = getelementptr inbounds i8, ptr %4, i64 16
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %218, align 16, !tbaa !17
  %219 = getelementptr inbounds i8, ptr %4, i64 32
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %219, align 16, !tbaa !17
  %220 = getelementptr inbounds i8, ptr %4, i64 48
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %220, align 16, !tbaa !17
  %221 = getelementptr inbounds i8, ptr %4, i64 64
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %221, align 16, !tbaa !17
  %222 = getelementptr inbounds i8, ptr %4, i64 80
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %222, align 16, !tbaa !17
  %223 = getelementptr inbounds i8, ptr %4, i64 96
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %223, align 16, !tbaa !17
  %224 = getelementptr inbounds i8, ptr %4, i64 112
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %224, align 16, !tbaa !17
  %225 = getelementptr inbounds i8, ptr %4, i64 128
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %225, align 16, !tbaa !17
  %226 = getelementptr inbounds i8, ptr %4, i64 144
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %226, align 16, !tbaa !17
  %227 = getelementptr inbounds i8, ptr %4, i64 160
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %227, align 16, !tbaa !17
  %228 = getelementptr inbounds i8, ptr %4, i64 176
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %228, align 16, !tbaa !17
  %229 = getelementptr inbounds i8, ptr %4, i64 192
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %229, align 16, !tbaa !17
  %230 = getelementptr inbounds i8, ptr %4, i64 208
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %230, align 16, !tbaa !17
  %231 = getelementptr inbounds i8, ptr %4, i64 224
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %231, align 16, !tbaa !17
  %232 = getelementptr inbounds i8, ptr %4, i64 240
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %232, align 16, !tbaa !17
  %233 = icmp sgt i32 %217, 0
  br i1 %233, label %251, label %234

234:                                              ; preds = %216
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %1, i8 0, i64 1024, i1 false)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #11
  br label %250

235:                                              ; preds = %289, %284
  %236 = phi i64 [ 0, %284 ], [ %319, %289 ]
  %237 = icmp eq i64 %285, 0
  br i1 %237, label %250, label %238

238:                                              ; preds = %235, %238
  %239 = phi i64 [ %247, %238 ], [ %236, %235 ]
  %240 = phi i64 [ %248, %238 ], [ 0, %235 ]
  %241 = getelementptr inbounds i8, ptr @main.back, i64 %239
  %242 = load i8, ptr %241, align 1, !tbaa !17
  %243 = zext i8 %242 to i64
  %244 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %243
  %245 = load i32, ptr %244, align 4, !tbaa !11
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr %244, align 4, !tbaa !11
  %247 = add nuw nsw i64 %239, 1
  %248 = add i64 %240, 1
  %249 = icmp eq i64 %248, %285
  br i1 %249, label %250, label %238, !llvm.loop !25

250:                                              ; preds = %235, %238, %234
  br label %329

251:                                              ; preds = %216
  %252 = getelementptr inbounds i8, ptr %4, i64 1
  %253 = zext nneg i32 %217 to i64
  %254 = and i64 %253, 1
  %255 = icmp eq i32 %217, 1
  br i1 %255, label %275, label %256

256:                                              ; preds = %251
  %257 = and i64 %253, 2147483646
  br label %258

258:                                              ; preds = %258, %256
  %259 = phi i64 [ 0, %256 ], [ %272, %258 ]
  %260 = phi i64 [ 0, %256 ], [ %273, %258 ]
  %261 = getelementptr inbounds i8, ptr @main.back, i64 %259
  %262 = load i8, ptr %261, align 2, !tbaa !17
  %263 = zext i8 %262 to i64
  %264 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 %263
  %265 = load i8, ptr %264, align 1, !tbaa !17
  store i8 %265, ptr %261, align 2, !tbaa !17
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %252, ptr nonnull align 16 %4, i64 %263, i1 false)
  store i8 %265, ptr %4, align 16, !tbaa !17
  %266 = or disjoint i64 %259, 1
  %267 = getelementptr inbounds i8, ptr @main.back, i64 %266
  %268 = load i8, ptr %267, align 1, !tbaa !17
  %269 = zext i8 %268 to i64
  %270 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 %269
  %271 = load i8, ptr %270, align 1, !tbaa !17
  store i8 %271, ptr %267, align 1, !tbaa !17
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %252, ptr nonnull align 16 %4, i64 %269, i1 false)
  store i8 %271, ptr %4, align 16, !tbaa !17
  %272 = add nuw nsw i64 %259, 2
  %273 = add i64 %260, 2
  %274 = icmp eq i64 %273, %257
  br i1 %274, label %275, label %258, !llvm.loop !20

275:                                              ; preds = %258, %251
  %276 = phi i64 [ 0, %251 ], [ %272, %258 ]
  %277 = icmp eq i64 %254, 0
  br i1 %277, label %284, label %278

278:                                              ; preds = %275
  %279 = getelementptr inbounds i8, ptr @main.back, i64 %276
  %280 = load i8, ptr %279, align 1, !tbaa !17
  %281 = zext i8 %280 to i64
  %282 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 %281
  %283 = load i8, ptr %282, align 1, !tbaa !17
  store i8 %283, ptr %279, align 1, !tbaa !17
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %252, ptr nonnull align 16 %4, i64 %281, i1 false)
  store i8 %283, ptr %4, align 16, !tbaa !17
  br label %284

284:                                              ; preds = %275, %278
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %1, i8 0, i64 1024, i1 false)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #11
  %285 = and i64 %253, 3
  %286 = icmp ult i32 %217, 4
  br i1 %286, label %235, label %287

287:                                              ; preds = %284
  %288 = and i64 %253, 2147483644
  br label %289

289:                                              ; preds = %289, %287
  %290 = phi i64 [ 0, %287 ], [ %319, %289 ]
  %291 = phi i64 [ 0, %287 ], [ %320, %289 ]
  %292 = getelementptr inbounds i8, ptr @main.back, i64 %290
  %293 = load i8, ptr %292, align 4, !tbaa !17
  %294 = zext i8 %293 to i64
  %295 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %294
  %296 = load i32, ptr %295, align 4, !tbaa !11
  %297 = add nsw i32 %296, 1
  store i32 %297, ptr %295, align 4, !tbaa !11
  %298 = or disjoint i64 %290, 1
  %299 = getelementptr inbounds i8, ptr @main.back, i64 %298
  %300 = load i8, ptr %299, align 1, !tbaa !17
  %301 = zext i8 %300 to i64
  %302 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %301
  %303 = load i32, ptr %302, align 4, !tbaa !11
  %304 = add nsw i32 %303, 1
  store i32 %304, ptr %302, align 4, !tbaa !11
  %305 = or disjoint i64 %290, 2
  %306 = getelementptr inbounds i8, ptr @main.back, i64 %305
  %307 = load i8, ptr %306, align 2, !tbaa !17
  %308 = zext i8 %307 to i64
  %309 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %308
  %310 = load i32, ptr %309, align 4, !tbaa !11
  %311 = add nsw i32 %310, 1
  store i32 %311, ptr %309, align 4, !tbaa !11
  %312 = or disjoint i64 %290, 3
  %313 = getelementptr inbounds i8, ptr @main.back, i64 %312
  %314 = load i8, ptr %313, align 1, !tbaa !17
  %315 = zext i8 %314 to i64
  %316 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %315
  %317 = load i32, ptr %316, align 4, !tbaa !11
  %318 = add nsw i32 %317, 1
  store i32 %318, ptr %316, align 4, !tbaa !11
  %319 = add nuw nsw i64 %290, 4
  %320 = add i64 %291, 4
  %321 = icmp eq i64 %320, %288
  br i1 %321, label %235, label %289, !llvm.loop !27

322:                                              ; preds = %329
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %3, i8 0, i64 1024, i1 false)
  br i1 %233, label %323, label %406

323:                                              ; preds = %322
  %324 = zext nneg i32 %217 to i64
  %325 = and i64 %324, 1
  %326 = icmp eq i32 %217, 1
  br i1 %326, label %380, label %327

327:                                              ; preds = %323
  %328 = and i64 %324, 2147483646
  br label %353

329:                                              ; preds = %329, %250
  %330 = phi i64 [ 0, %250 ], [ %351, %329 ]
  %331 = phi i32 [ 0, %250 ], [ %350, %329 ]
  %332 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %330
  store i32 %331, ptr %332, align 16, !tbaa !11
  %333 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %330
  %334 = load i32, ptr %333, align 16, !tbaa !11
  %335 = add nsw i32 %334, %331
  %336 = or disjoint i64 %330, 1
  %337 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %336
  store i32 %335, ptr %337, align 4, !tbaa !11
  %338 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %336
  %339 = load i32, ptr %338, align 4, !tbaa !11
  %340 = add nsw i32 %339, %335
  %341 = or disjoint i64 %330, 2
  %342 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %341
  store i32 %340, ptr %342, align 8, !tbaa !11
  %343 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %341
  %344 = load i32, ptr %343, align 8, !tbaa !11
  %345 = add nsw i32 %344, %340
  %346 = or disjoint i64 %330, 3
  %347 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %346
  store i32 %345, ptr %347, align 4, !tbaa !11
  %348 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %346
  %349 = load i32, ptr %348, align 4, !tbaa !11
  %350 = add nsw i32 %349, %345
  %351 = add nuw nsw i64 %330, 4
  %352 = icmp eq i64 %351, 256
  br i1 %352, label %322, label %329, !llvm.loop !28

353:                                              ; preds = %353, %327
  %354 = phi i64 [ 0, %327 ], [ %377, %353 ]
  %355 = phi i64 [ 0, %327 ], [ %378, %353 ]
  %356 = getelementptr inbounds i8, ptr @main.back, i64 %354
  %357 = load i8, ptr %356, align 2, !tbaa !17
  %358 = zext i8 %357 to i64
  %359 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %358
  %360 = load i32, ptr %359, align 4, !tbaa !11
  %361 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %358
  %362 = load i32, ptr %361, align 4, !tbaa !11
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr %361, align 4, !tbaa !11
  %364 = add nsw i32 %362, %360
  %365 = getelementptr inbounds [4096 x i32], ptr @ibwt.lf, i64 0, i64 %354
  store i32 %364, ptr %365, align 8, !tbaa !11
  %366 = or disjoint i64 %354, 1
  %367 = getelementptr inbounds i8, ptr @main.back, i64 %366
  %368 = load i8, ptr %367, align 1, !tbaa !17
  %369 = zext i8 %368 to i64
  %370 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %369
  %371 = load i32, ptr %370, align 4, !tbaa !11
  %372 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %369
  %373 = load i32, ptr %372, align 4, !tbaa !11
  %374 = add nsw i32 %373, 1
  store i32 %374, ptr %372, align 4, !tbaa !11
  %375 = add nsw i32 %373, %371
  %376 = getelementptr inbounds [4096 x i32], ptr @ibwt.lf, i64 0, i64 %366
  store i32 %375, ptr %376, align 4, !tbaa !11
  %377 = add nuw nsw i64 %354, 2
  %378 = add i64 %355, 2
  %379 = icmp eq i64 %378, %328
  br i1 %379, label %380, label %353, !llvm.loop !29

380:                                              ; preds = %353, %323
  %381 = phi i64 [ 0, %323 ], [ %377, %353 ]
  %382 = icmp eq i64 %325, 0
  br i1 %382, label %394, label %383

383:                                              ; preds = %380
  %384 = getelementptr inbounds i8, ptr @main.back, i64 %381
  %385 = load i8, ptr %384, align 1, !tbaa !17
  %386 = zext i8 %385 to i64
  %387 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %386
  %388 = load i32, ptr %387, align 4, !tbaa !11
  %389 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %386
  %390 = load i32, ptr %389, align 4, !tbaa !11
  %391 = add nsw i32 %390, 1
  store i32 %391, ptr %389, align 4, !tbaa !11
  %392 = add nsw i32 %390, %388
  %393 = getelementptr inbounds [4096 x i32], ptr @ibwt.lf, i64 0, i64 %381
  store i32 %392, ptr %393, align 4, !tbaa !11
  br label %394

394:                                              ; preds = %380, %383
  br label %395

395:                                              ; preds = %394, %395
  %396 = phi i64 [ %398, %395 ], [ %324, %394 ]
  %397 = phi i32 [ %404, %395 ], [ %59, %394 ]
  %398 = add nsw i64 %396, -1
  %399 = sext i32 %397 to i64
  %400 = getelementptr inbounds i8, ptr @main.back, i64 %399
  %401 = load i8, ptr %400, align 1, !tbaa !17
  %402 = getelementptr inbounds i8, ptr %6, i64 %398
  store i8 %401, ptr %402, align 1, !tbaa !17
  %403 = getelementptr inbounds [4096 x i32], ptr @ibwt.lf, i64 0, i64 %399
  %404 = load i32, ptr %403, align 4, !tbaa !11
  %405 = icmp ugt i64 %396, 1
  br i1 %405, label %395, label %406, !llvm.loop !30

406:                                              ; preds = %395, %322
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #11
  %407 = icmp eq i32 %217, %22
  br i1 %407, label %420, label %408

408:                                              ; preds = %406
  %409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0)
  br label %428

410:                                              ; preds = %149, %410
  %411 = phi i64 [ %418, %410 ], [ %132, %149 ]
  %412 = phi i32 [ %417, %410 ], [ %151, %149 ]
  %413 = getelementptr inbounds [4096 x i8], ptr @main.b, i64 0, i64 %411
  %414 = load i8, ptr %413, align 1, !tbaa !17
  %415 = icmp eq i8 %414, 0
  %416 = zext i1 %415 to i32
  %417 = add nuw nsw i32 %412, %416
  %418 = add nuw nsw i64 %411, 1
  %419 = icmp eq i64 %418, %25
  br i1 %419, label %153, label %410, !llvm.loop !31

420:                                              ; preds = %406
  %421 = call i32 @bcmp(ptr nonnull %6, ptr nonnull @main.orig, i64 %25)
  %422 = freeze i32 %421
  %423 = icmp eq i32 %422, 0
  %424 = zext i1 %423 to i32
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %424)
  %426 = and i32 %192, 127
  %427 = select i1 %423, i32 %426, i32 100
  br label %428

428:                                              ; preds = %420, %408
  %429 = phi i32 [ 100, %408 ], [ %427, %420 ]
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %6) #11
  ret i32 %429
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
  %3 = load i32, ptr %0, align 4, !tbaa !11
  %4 = load i32, ptr %1, align 4, !tbaa !11
  %5 = load i32, ptr @g_n, align 4, !tbaa !11
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %29

7:                                                ; preds = %2
  %8 = load ptr, ptr @g_text, align 8, !tbaa !5
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
  %18 = load i8, ptr %17, align 1, !tbaa !17
  %19 = add nsw i32 %13, %4
  %20 = srem i32 %19, %5
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %8, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !17
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
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !10, !15, !14}
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10, !14, !15}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10, !15, !14}
!32 = distinct !{!32, !10}
