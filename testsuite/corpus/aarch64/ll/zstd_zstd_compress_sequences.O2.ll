; ModuleID = 'src/zstd/lib/compress/zstd_compress_sequences.c'
source_filename = "src/zstd/lib/compress/zstd_compress_sequences.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.FSE_symbolCompressionTransform = type { i32, i32 }
%struct.SeqDef_s = type { i32, i16, i16 }

@kInverseProbabilityLog256 = internal unnamed_addr constant [256 x i32] [i32 0, i32 2048, i32 1792, i32 1642, i32 1536, i32 1453, i32 1386, i32 1329, i32 1280, i32 1236, i32 1197, i32 1162, i32 1130, i32 1100, i32 1073, i32 1047, i32 1024, i32 1001, i32 980, i32 960, i32 941, i32 923, i32 906, i32 889, i32 874, i32 859, i32 844, i32 830, i32 817, i32 804, i32 791, i32 779, i32 768, i32 756, i32 745, i32 734, i32 724, i32 714, i32 704, i32 694, i32 685, i32 676, i32 667, i32 658, i32 650, i32 642, i32 633, i32 626, i32 618, i32 610, i32 603, i32 595, i32 588, i32 581, i32 574, i32 567, i32 561, i32 554, i32 548, i32 542, i32 535, i32 529, i32 523, i32 517, i32 512, i32 506, i32 500, i32 495, i32 489, i32 484, i32 478, i32 473, i32 468, i32 463, i32 458, i32 453, i32 448, i32 443, i32 438, i32 434, i32 429, i32 424, i32 420, i32 415, i32 411, i32 407, i32 402, i32 398, i32 394, i32 390, i32 386, i32 382, i32 377, i32 373, i32 370, i32 366, i32 362, i32 358, i32 354, i32 350, i32 347, i32 343, i32 339, i32 336, i32 332, i32 329, i32 325, i32 322, i32 318, i32 315, i32 311, i32 308, i32 305, i32 302, i32 298, i32 295, i32 292, i32 289, i32 286, i32 282, i32 279, i32 276, i32 273, i32 270, i32 267, i32 264, i32 261, i32 258, i32 256, i32 253, i32 250, i32 247, i32 244, i32 241, i32 239, i32 236, i32 233, i32 230, i32 228, i32 225, i32 222, i32 220, i32 217, i32 215, i32 212, i32 209, i32 207, i32 204, i32 202, i32 199, i32 197, i32 194, i32 192, i32 190, i32 187, i32 185, i32 182, i32 180, i32 178, i32 175, i32 173, i32 171, i32 168, i32 166, i32 164, i32 162, i32 159, i32 157, i32 155, i32 153, i32 151, i32 149, i32 146, i32 144, i32 142, i32 140, i32 138, i32 136, i32 134, i32 132, i32 130, i32 128, i32 126, i32 123, i32 121, i32 119, i32 117, i32 115, i32 114, i32 112, i32 110, i32 108, i32 106, i32 104, i32 102, i32 100, i32 98, i32 96, i32 94, i32 93, i32 91, i32 89, i32 87, i32 85, i32 83, i32 82, i32 80, i32 78, i32 76, i32 74, i32 73, i32 71, i32 69, i32 67, i32 66, i32 64, i32 62, i32 61, i32 59, i32 57, i32 55, i32 54, i32 52, i32 50, i32 49, i32 47, i32 46, i32 44, i32 42, i32 41, i32 39, i32 37, i32 36, i32 34, i32 33, i32 31, i32 30, i32 28, i32 26, i32 25, i32 23, i32 22, i32 20, i32 19, i32 17, i32 16, i32 14, i32 13, i32 11, i32 10, i32 8, i32 7, i32 5, i32 4, i32 2, i32 1], align 4
@LL_bits = internal unnamed_addr constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@ML_bits = internal unnamed_addr constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 1
@BIT_mask = internal unnamed_addr constant [32 x i32] [i32 0, i32 1, i32 3, i32 7, i32 15, i32 31, i32 63, i32 127, i32 255, i32 511, i32 1023, i32 2047, i32 4095, i32 8191, i32 16383, i32 32767, i32 65535, i32 131071, i32 262143, i32 524287, i32 1048575, i32 2097151, i32 4194303, i32 8388607, i32 16777215, i32 33554431, i32 67108863, i32 134217727, i32 268435455, i32 536870911, i32 1073741823, i32 2147483647], align 4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @ZSTD_fseBitCost(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load i16, ptr %0, align 1, !tbaa !6
  %5 = zext i16 %4 to i32
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = icmp eq i16 %4, 0
  %8 = add nsw i32 %5, -1
  %9 = shl nuw i32 1, %8
  %10 = sext i32 %9 to i64
  %11 = select i1 %7, i64 1, i64 %10
  %12 = getelementptr inbounds i32, ptr %6, i64 %11
  %13 = getelementptr inbounds i8, ptr %0, i64 2
  %14 = load i16, ptr %13, align 1, !tbaa !6
  %15 = zext i16 %14 to i32
  %16 = icmp ult i32 %15, %2
  br i1 %16, label %53, label %17

17:                                               ; preds = %3
  %18 = shl nuw i32 1, %5
  %19 = shl nuw nsw i32 %5, 8
  %20 = add nuw nsw i32 %19, 256
  %21 = add nuw nsw i32 %2, 1
  %22 = zext nneg i32 %21 to i64
  br label %23

23:                                               ; preds = %17, %47
  %24 = phi i64 [ 0, %17 ], [ %49, %47 ]
  %25 = phi i64 [ 0, %17 ], [ %48, %47 ]
  %26 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %12, i64 %24, i32 1
  %27 = load i32, ptr %26, align 4, !tbaa !10
  %28 = lshr i32 %27, 16
  %29 = add nuw nsw i32 %28, 1
  %30 = add i32 %27, %18
  %31 = shl i32 %29, 24
  %32 = shl i32 %30, 8
  %33 = sub i32 %31, %32
  %34 = lshr i32 %33, %5
  %35 = shl nuw nsw i32 %29, 8
  %36 = sub i32 %35, %34
  %37 = getelementptr inbounds i32, ptr %1, i64 %24
  %38 = load i32, ptr %37, align 4, !tbaa !13
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %47, label %40

40:                                               ; preds = %23
  %41 = icmp ult i32 %36, %20
  br i1 %41, label %42, label %53

42:                                               ; preds = %40
  %43 = zext i32 %38 to i64
  %44 = zext i32 %36 to i64
  %45 = mul nuw i64 %44, %43
  %46 = add i64 %45, %25
  br label %47

47:                                               ; preds = %42, %23
  %48 = phi i64 [ %25, %23 ], [ %46, %42 ]
  %49 = add nuw nsw i64 %24, 1
  %50 = icmp eq i64 %49, %22
  br i1 %50, label %51, label %23, !llvm.loop !14

51:                                               ; preds = %47
  %52 = lshr i64 %48, 8
  br label %53

53:                                               ; preds = %40, %3, %51
  %54 = phi i64 [ %52, %51 ], [ -1, %3 ], [ -1, %40 ]
  ret i64 %54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local range(i64 0, 72057594037927936) i64 @ZSTD_crossEntropyCost(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = sub i32 8, %1
  %6 = add i32 %3, 1
  %7 = tail call i32 @llvm.umax.i32(i32 %6, i32 1)
  %8 = zext i32 %7 to i64
  %9 = icmp ult i32 %6, 2
  br i1 %9, label %50, label %10

10:                                               ; preds = %4
  %11 = and i64 %8, 4294967294
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %45, %12 ]
  %14 = phi i64 [ 0, %10 ], [ %43, %12 ]
  %15 = phi i64 [ 0, %10 ], [ %44, %12 ]
  %16 = or disjoint i64 %13, 1
  %17 = getelementptr inbounds i16, ptr %0, i64 %13
  %18 = getelementptr inbounds i16, ptr %0, i64 %16
  %19 = load i16, ptr %17, align 2, !tbaa !6
  %20 = load i16, ptr %18, align 2, !tbaa !6
  %21 = icmp eq i16 %19, -1
  %22 = icmp eq i16 %20, -1
  %23 = select i1 %21, i16 1, i16 %19
  %24 = select i1 %22, i16 1, i16 %20
  %25 = sext i16 %23 to i32
  %26 = sext i16 %24 to i32
  %27 = shl i32 %25, %5
  %28 = shl i32 %26, %5
  %29 = getelementptr inbounds i32, ptr %2, i64 %13
  %30 = getelementptr inbounds i32, ptr %2, i64 %16
  %31 = load i32, ptr %29, align 4, !tbaa !13
  %32 = load i32, ptr %30, align 4, !tbaa !13
  %33 = zext i32 %27 to i64
  %34 = zext i32 %28 to i64
  %35 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %33
  %36 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %34
  %37 = load i32, ptr %35, align 4, !tbaa !13
  %38 = load i32, ptr %36, align 4, !tbaa !13
  %39 = mul i32 %37, %31
  %40 = mul i32 %38, %32
  %41 = zext i32 %39 to i64
  %42 = zext i32 %40 to i64
  %43 = add i64 %14, %41
  %44 = add i64 %15, %42
  %45 = add nuw i64 %13, 2
  %46 = icmp eq i64 %45, %11
  br i1 %46, label %47, label %12, !llvm.loop !16

47:                                               ; preds = %12
  %48 = add i64 %44, %43
  %49 = icmp eq i64 %11, %8
  br i1 %49, label %72, label %50

50:                                               ; preds = %47, %4
  %51 = phi i64 [ 0, %4 ], [ %11, %47 ]
  %52 = phi i64 [ 0, %4 ], [ %48, %47 ]
  br label %53

53:                                               ; preds = %50, %53
  %54 = phi i64 [ %70, %53 ], [ %51, %50 ]
  %55 = phi i64 [ %69, %53 ], [ %52, %50 ]
  %56 = getelementptr inbounds i16, ptr %0, i64 %54
  %57 = load i16, ptr %56, align 2, !tbaa !6
  %58 = icmp eq i16 %57, -1
  %59 = select i1 %58, i16 1, i16 %57
  %60 = sext i16 %59 to i32
  %61 = shl i32 %60, %5
  %62 = getelementptr inbounds i32, ptr %2, i64 %54
  %63 = load i32, ptr %62, align 4, !tbaa !13
  %64 = zext i32 %61 to i64
  %65 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !13
  %67 = mul i32 %66, %63
  %68 = zext i32 %67 to i64
  %69 = add i64 %55, %68
  %70 = add nuw nsw i64 %54, 1
  %71 = icmp eq i64 %70, %8
  br i1 %71, label %72, label %53, !llvm.loop !19

72:                                               ; preds = %53, %47
  %73 = phi i64 [ %48, %47 ], [ %69, %53 ]
  %74 = lshr i64 %73, 8
  ret i64 %74
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @ZSTD_selectEncodingType(ptr nocapture noundef %0, ptr noundef %1, i32 noundef %2, i64 noundef %3, i64 noundef %4, i32 noundef %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #2 {
  %12 = alloca [512 x i8], align 1
  %13 = alloca [53 x i16], align 2
  %14 = icmp eq i64 %3, %4
  %15 = icmp eq i32 %9, 0
  br i1 %14, label %16, label %20

16:                                               ; preds = %11
  store i32 0, ptr %0, align 4, !tbaa !13
  %17 = icmp ugt i64 %3, 2
  %18 = or i1 %17, %15
  %19 = zext i1 %18 to i32
  br label %254

20:                                               ; preds = %11
  %21 = icmp ult i32 %10, 4
  br i1 %21, label %22, label %41

22:                                               ; preds = %20
  br i1 %15, label %253, label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %0, align 4, !tbaa !13
  %25 = icmp eq i32 %24, 2
  %26 = icmp ult i64 %4, 1000
  %27 = and i1 %26, %25
  br i1 %27, label %254, label %28

28:                                               ; preds = %23
  %29 = sub nuw nsw i32 10, %10
  %30 = zext nneg i32 %29 to i64
  %31 = zext nneg i32 %8 to i64
  %32 = shl i64 %30, %31
  %33 = lshr i64 %32, 3
  %34 = icmp ugt i64 %33, %4
  br i1 %34, label %40, label %35

35:                                               ; preds = %28
  %36 = add i32 %8, -1
  %37 = zext nneg i32 %36 to i64
  %38 = lshr i64 %4, %37
  %39 = icmp ugt i64 %38, %3
  br i1 %39, label %40, label %253

40:                                               ; preds = %28, %35
  store i32 0, ptr %0, align 4, !tbaa !13
  br label %254

41:                                               ; preds = %20
  br i1 %15, label %113, label %42

42:                                               ; preds = %41
  %43 = sub i32 8, %8
  %44 = add i32 %2, 1
  %45 = tail call i32 @llvm.umax.i32(i32 %44, i32 1)
  %46 = zext i32 %45 to i64
  %47 = icmp ult i32 %44, 2
  br i1 %47, label %88, label %48

48:                                               ; preds = %42
  %49 = and i64 %46, 4294967294
  br label %50

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %83, %50 ]
  %52 = phi i64 [ 0, %48 ], [ %81, %50 ]
  %53 = phi i64 [ 0, %48 ], [ %82, %50 ]
  %54 = or disjoint i64 %51, 1
  %55 = getelementptr inbounds i16, ptr %7, i64 %51
  %56 = getelementptr inbounds i16, ptr %7, i64 %54
  %57 = load i16, ptr %55, align 2, !tbaa !6
  %58 = load i16, ptr %56, align 2, !tbaa !6
  %59 = icmp eq i16 %57, -1
  %60 = icmp eq i16 %58, -1
  %61 = select i1 %59, i16 1, i16 %57
  %62 = select i1 %60, i16 1, i16 %58
  %63 = sext i16 %61 to i32
  %64 = sext i16 %62 to i32
  %65 = shl i32 %63, %43
  %66 = shl i32 %64, %43
  %67 = getelementptr inbounds i32, ptr %1, i64 %51
  %68 = getelementptr inbounds i32, ptr %1, i64 %54
  %69 = load i32, ptr %67, align 4, !tbaa !13
  %70 = load i32, ptr %68, align 4, !tbaa !13
  %71 = zext i32 %65 to i64
  %72 = zext i32 %66 to i64
  %73 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %71
  %74 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %72
  %75 = load i32, ptr %73, align 4, !tbaa !13
  %76 = load i32, ptr %74, align 4, !tbaa !13
  %77 = mul i32 %75, %69
  %78 = mul i32 %76, %70
  %79 = zext i32 %77 to i64
  %80 = zext i32 %78 to i64
  %81 = add i64 %52, %79
  %82 = add i64 %53, %80
  %83 = add nuw i64 %51, 2
  %84 = icmp eq i64 %83, %49
  br i1 %84, label %85, label %50, !llvm.loop !20

85:                                               ; preds = %50
  %86 = add i64 %82, %81
  %87 = icmp eq i64 %49, %46
  br i1 %87, label %110, label %88

88:                                               ; preds = %85, %42
  %89 = phi i64 [ 0, %42 ], [ %49, %85 ]
  %90 = phi i64 [ 0, %42 ], [ %86, %85 ]
  br label %91

91:                                               ; preds = %88, %91
  %92 = phi i64 [ %108, %91 ], [ %89, %88 ]
  %93 = phi i64 [ %107, %91 ], [ %90, %88 ]
  %94 = getelementptr inbounds i16, ptr %7, i64 %92
  %95 = load i16, ptr %94, align 2, !tbaa !6
  %96 = icmp eq i16 %95, -1
  %97 = select i1 %96, i16 1, i16 %95
  %98 = sext i16 %97 to i32
  %99 = shl i32 %98, %43
  %100 = getelementptr inbounds i32, ptr %1, i64 %92
  %101 = load i32, ptr %100, align 4, !tbaa !13
  %102 = zext i32 %99 to i64
  %103 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !13
  %105 = mul i32 %104, %101
  %106 = zext i32 %105 to i64
  %107 = add i64 %93, %106
  %108 = add nuw nsw i64 %92, 1
  %109 = icmp eq i64 %108, %46
  br i1 %109, label %110, label %91, !llvm.loop !21

110:                                              ; preds = %91, %85
  %111 = phi i64 [ %86, %85 ], [ %107, %91 ]
  %112 = lshr i64 %111, 8
  br label %113

113:                                              ; preds = %41, %110
  %114 = phi i64 [ %112, %110 ], [ -1, %41 ]
  %115 = load i32, ptr %0, align 4, !tbaa !13
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %167, label %117

117:                                              ; preds = %113
  %118 = load i16, ptr %6, align 1, !tbaa !6
  %119 = zext i16 %118 to i32
  %120 = getelementptr inbounds i8, ptr %6, i64 4
  %121 = icmp eq i16 %118, 0
  %122 = add nsw i32 %119, -1
  %123 = shl nuw i32 1, %122
  %124 = sext i32 %123 to i64
  %125 = select i1 %121, i64 1, i64 %124
  %126 = getelementptr inbounds i32, ptr %120, i64 %125
  %127 = getelementptr inbounds i8, ptr %6, i64 2
  %128 = load i16, ptr %127, align 1, !tbaa !6
  %129 = zext i16 %128 to i32
  %130 = icmp ult i32 %129, %2
  br i1 %130, label %167, label %131

131:                                              ; preds = %117
  %132 = shl nuw i32 1, %119
  %133 = shl nuw nsw i32 %119, 8
  %134 = add nuw nsw i32 %133, 256
  %135 = add nuw nsw i32 %2, 1
  %136 = zext nneg i32 %135 to i64
  br label %137

137:                                              ; preds = %161, %131
  %138 = phi i64 [ 0, %131 ], [ %163, %161 ]
  %139 = phi i64 [ 0, %131 ], [ %162, %161 ]
  %140 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %126, i64 %138, i32 1
  %141 = load i32, ptr %140, align 4, !tbaa !10
  %142 = lshr i32 %141, 16
  %143 = add nuw nsw i32 %142, 1
  %144 = add i32 %141, %132
  %145 = shl i32 %143, 24
  %146 = shl i32 %144, 8
  %147 = sub i32 %145, %146
  %148 = lshr i32 %147, %119
  %149 = shl nuw nsw i32 %143, 8
  %150 = sub i32 %149, %148
  %151 = getelementptr inbounds i32, ptr %1, i64 %138
  %152 = load i32, ptr %151, align 4, !tbaa !13
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %161, label %154

154:                                              ; preds = %137
  %155 = icmp ult i32 %150, %134
  br i1 %155, label %156, label %167

156:                                              ; preds = %154
  %157 = zext i32 %152 to i64
  %158 = zext i32 %150 to i64
  %159 = mul nuw i64 %158, %157
  %160 = add i64 %159, %139
  br label %161

161:                                              ; preds = %156, %137
  %162 = phi i64 [ %139, %137 ], [ %160, %156 ]
  %163 = add nuw nsw i64 %138, 1
  %164 = icmp eq i64 %163, %136
  br i1 %164, label %165, label %137, !llvm.loop !14

165:                                              ; preds = %161
  %166 = lshr i64 %162, 8
  br label %167

167:                                              ; preds = %154, %165, %117, %113
  %168 = phi i64 [ -1, %113 ], [ %166, %165 ], [ -1, %117 ], [ -1, %154 ]
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %12) #7
  call void @llvm.lifetime.start.p0(i64 106, ptr nonnull %13) #7
  %169 = tail call i32 @FSE_optimalTableLog(i32 noundef %5, i64 noundef %4, i32 noundef %2) #7
  %170 = icmp ugt i64 %4, 2047
  %171 = zext i1 %170 to i32
  %172 = call i64 @FSE_normalizeCount(ptr noundef nonnull %13, i32 noundef %169, ptr noundef %1, i64 noundef %4, i32 noundef %2, i32 noundef %171) #7
  %173 = icmp ult i64 %172, -119
  br i1 %173, label %174, label %176

174:                                              ; preds = %167
  %175 = call i64 @FSE_writeNCount(ptr noundef nonnull %12, i64 noundef 512, ptr noundef nonnull %13, i32 noundef %2, i32 noundef %169) #7
  br label %176

176:                                              ; preds = %167, %174
  %177 = phi i64 [ %175, %174 ], [ %172, %167 ]
  call void @llvm.lifetime.end.p0(i64 106, ptr nonnull %13) #7
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %12) #7
  %178 = add i32 %2, 1
  %179 = call i32 @llvm.umax.i32(i32 %178, i32 1)
  %180 = zext i32 %179 to i64
  %181 = icmp ult i32 %178, 2
  br i1 %181, label %220, label %182

182:                                              ; preds = %176
  %183 = and i64 %180, 4294967294
  br label %184

184:                                              ; preds = %184, %182
  %185 = phi i64 [ 0, %182 ], [ %215, %184 ]
  %186 = phi i32 [ 0, %182 ], [ %213, %184 ]
  %187 = phi i32 [ 0, %182 ], [ %214, %184 ]
  %188 = or disjoint i64 %185, 1
  %189 = getelementptr inbounds i32, ptr %1, i64 %185
  %190 = getelementptr inbounds i32, ptr %1, i64 %188
  %191 = load i32, ptr %189, align 4, !tbaa !13
  %192 = load i32, ptr %190, align 4, !tbaa !13
  %193 = shl i32 %191, 8
  %194 = shl i32 %192, 8
  %195 = zext i32 %193 to i64
  %196 = zext i32 %194 to i64
  %197 = udiv i64 %195, %4
  %198 = udiv i64 %196, %4
  %199 = icmp ne i32 %191, 0
  %200 = icmp ne i32 %192, 0
  %201 = icmp ult i64 %195, %4
  %202 = icmp ult i64 %196, %4
  %203 = and i1 %199, %201
  %204 = and i1 %200, %202
  %205 = select i1 %203, i64 1, i64 %197
  %206 = select i1 %204, i64 1, i64 %198
  %207 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %205
  %208 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %206
  %209 = load i32, ptr %207, align 4, !tbaa !13
  %210 = load i32, ptr %208, align 4, !tbaa !13
  %211 = mul i32 %209, %191
  %212 = mul i32 %210, %192
  %213 = add i32 %211, %186
  %214 = add i32 %212, %187
  %215 = add nuw i64 %185, 2
  %216 = icmp eq i64 %215, %183
  br i1 %216, label %217, label %184, !llvm.loop !22

217:                                              ; preds = %184
  %218 = add i32 %214, %213
  %219 = icmp eq i64 %183, %180
  br i1 %219, label %241, label %220

220:                                              ; preds = %217, %176
  %221 = phi i64 [ 0, %176 ], [ %183, %217 ]
  %222 = phi i32 [ 0, %176 ], [ %218, %217 ]
  br label %223

223:                                              ; preds = %220, %223
  %224 = phi i64 [ %239, %223 ], [ %221, %220 ]
  %225 = phi i32 [ %238, %223 ], [ %222, %220 ]
  %226 = getelementptr inbounds i32, ptr %1, i64 %224
  %227 = load i32, ptr %226, align 4, !tbaa !13
  %228 = shl i32 %227, 8
  %229 = zext i32 %228 to i64
  %230 = udiv i64 %229, %4
  %231 = icmp ne i32 %227, 0
  %232 = icmp ult i64 %229, %4
  %233 = and i1 %231, %232
  %234 = select i1 %233, i64 1, i64 %230
  %235 = getelementptr inbounds [256 x i32], ptr @kInverseProbabilityLog256, i64 0, i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !13
  %237 = mul i32 %236, %227
  %238 = add i32 %237, %225
  %239 = add nuw nsw i64 %224, 1
  %240 = icmp eq i64 %239, %180
  br i1 %240, label %241, label %223, !llvm.loop !23

241:                                              ; preds = %223, %217
  %242 = phi i32 [ %218, %217 ], [ %238, %223 ]
  %243 = shl i64 %177, 3
  %244 = lshr i32 %242, 8
  %245 = zext nneg i32 %244 to i64
  %246 = add i64 %243, %245
  %247 = icmp ugt i64 %114, %168
  %248 = icmp ugt i64 %114, %246
  %249 = select i1 %247, i1 true, i1 %248
  br i1 %249, label %251, label %250

250:                                              ; preds = %241
  store i32 0, ptr %0, align 4, !tbaa !13
  br label %254

251:                                              ; preds = %241
  %252 = icmp ugt i64 %168, %246
  br i1 %252, label %253, label %254

253:                                              ; preds = %251, %35, %22
  store i32 1, ptr %0, align 4, !tbaa !13
  br label %254

254:                                              ; preds = %251, %250, %23, %40, %16, %253
  %255 = phi i32 [ 2, %253 ], [ %19, %16 ], [ 3, %23 ], [ 0, %40 ], [ 3, %251 ], [ 0, %250 ]
  ret i32 %255
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_buildCTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr nocapture noundef readonly %7, i64 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr nocapture noundef readonly %12, i64 noundef %13, ptr noundef %14, i64 noundef %15) local_unnamed_addr #2 {
  switch i32 %4, label %56 [
    i32 1, label %17
    i32 3, label %25
    i32 0, label %26
    i32 2, label %30
  ]

17:                                               ; preds = %16
  %18 = trunc i32 %6 to i8
  %19 = tail call i64 @FSE_buildCTable_rle(ptr noundef %2, i8 noundef %18) #7
  %20 = icmp ult i64 %19, -119
  br i1 %20, label %21, label %56

21:                                               ; preds = %17
  %22 = icmp eq i64 %1, 0
  br i1 %22, label %56, label %23

23:                                               ; preds = %21
  %24 = load i8, ptr %7, align 1, !tbaa !24
  store i8 %24, ptr %0, align 1, !tbaa !24
  br label %56

25:                                               ; preds = %16
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %12, i64 %13, i1 false)
  br label %56

26:                                               ; preds = %16
  %27 = tail call i64 @FSE_buildCTable_wksp(ptr noundef %2, ptr noundef %9, i32 noundef %11, i32 noundef %10, ptr noundef %14, i64 noundef %15) #7
  %28 = icmp ult i64 %27, -119
  %29 = select i1 %28, i64 0, i64 %27
  br label %56

30:                                               ; preds = %16
  %31 = tail call i32 @FSE_optimalTableLog(i32 noundef %3, i64 noundef %8, i32 noundef %6) #7
  %32 = getelementptr i8, ptr %7, i64 %8
  %33 = getelementptr i8, ptr %32, i64 -1
  %34 = load i8, ptr %33, align 1, !tbaa !24
  %35 = zext i8 %34 to i64
  %36 = getelementptr inbounds i32, ptr %5, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !13
  %38 = icmp ugt i32 %37, 1
  br i1 %38, label %39, label %42

39:                                               ; preds = %30
  %40 = add i32 %37, -1
  store i32 %40, ptr %36, align 4, !tbaa !13
  %41 = add i64 %8, -1
  br label %42

42:                                               ; preds = %39, %30
  %43 = phi i64 [ %41, %39 ], [ %8, %30 ]
  %44 = icmp ugt i64 %43, 2047
  %45 = zext i1 %44 to i32
  %46 = tail call i64 @FSE_normalizeCount(ptr noundef %14, i32 noundef %31, ptr noundef nonnull %5, i64 noundef %43, i32 noundef %6, i32 noundef %45) #7
  %47 = icmp ult i64 %46, -119
  br i1 %47, label %48, label %56

48:                                               ; preds = %42
  %49 = tail call i64 @FSE_writeNCount(ptr noundef %0, i64 noundef %1, ptr noundef %14, i32 noundef %6, i32 noundef %31) #7
  %50 = icmp ult i64 %49, -119
  br i1 %50, label %51, label %56

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %14, i64 108
  %53 = tail call i64 @FSE_buildCTable_wksp(ptr noundef %2, ptr noundef %14, i32 noundef %6, i32 noundef %31, ptr noundef nonnull %52, i64 noundef 1140) #7
  %54 = icmp ult i64 %53, -119
  %55 = select i1 %54, i64 %49, i64 %53
  br label %56

56:                                               ; preds = %51, %26, %16, %42, %48, %21, %17, %25, %23
  %57 = phi i64 [ 0, %25 ], [ 1, %23 ], [ %19, %17 ], [ -70, %21 ], [ %46, %42 ], [ %49, %48 ], [ -1, %16 ], [ %29, %26 ], [ %55, %51 ]
  ret i64 %57
}

declare i64 @FSE_buildCTable_rle(ptr noundef, i8 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare i64 @FSE_buildCTable_wksp(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

declare i32 @FSE_optimalTableLog(i32 noundef, i64 noundef, i32 noundef) local_unnamed_addr #3

declare i64 @FSE_normalizeCount(ptr noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare i64 @FSE_writeNCount(ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 1, 0) i64 @ZSTD_encodeSequences(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8, i64 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #5 {
  %13 = getelementptr inbounds i8, ptr %0, i64 %1
  %14 = getelementptr inbounds i8, ptr %13, i64 -8
  %15 = icmp ugt i64 %1, 8
  br i1 %15, label %16, label %489

16:                                               ; preds = %12
  %17 = add i64 %9, -1
  %18 = getelementptr inbounds i8, ptr %3, i64 %17
  %19 = load i8, ptr %18, align 1, !tbaa !24
  %20 = load i16, ptr %2, align 1, !tbaa !6
  %21 = zext i16 %20 to i32
  %22 = getelementptr inbounds i8, ptr %2, i64 4
  %23 = icmp eq i16 %20, 0
  %24 = add nsw i32 %21, -1
  %25 = shl nuw i32 1, %24
  %26 = sext i32 %25 to i64
  %27 = select i1 %23, i64 1, i64 %26
  %28 = getelementptr inbounds i32, ptr %22, i64 %27
  %29 = zext i8 %19 to i64
  %30 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %28, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !13
  %32 = getelementptr inbounds i8, ptr %30, i64 4
  %33 = load i32, ptr %32, align 4, !tbaa !13
  %34 = add i32 %33, 32768
  %35 = lshr i32 %34, 16
  %36 = and i32 %34, -65536
  %37 = sub i32 %36, %33
  %38 = zext i32 %37 to i64
  %39 = zext nneg i32 %35 to i64
  %40 = lshr i64 %38, %39
  %41 = sext i32 %31 to i64
  %42 = getelementptr i16, ptr %22, i64 %40
  %43 = getelementptr i16, ptr %42, i64 %41
  %44 = load i16, ptr %43, align 2, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %5, i64 %17
  %46 = load i8, ptr %45, align 1, !tbaa !24
  %47 = zext i8 %46 to i32
  %48 = load i16, ptr %4, align 1, !tbaa !6
  %49 = zext i16 %48 to i32
  %50 = getelementptr inbounds i8, ptr %4, i64 4
  %51 = icmp eq i16 %48, 0
  %52 = add nsw i32 %49, -1
  %53 = shl nuw i32 1, %52
  %54 = sext i32 %53 to i64
  %55 = select i1 %51, i64 1, i64 %54
  %56 = getelementptr inbounds i32, ptr %50, i64 %55
  %57 = zext i8 %46 to i64
  %58 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %56, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !13
  %60 = getelementptr inbounds i8, ptr %58, i64 4
  %61 = load i32, ptr %60, align 4, !tbaa !13
  %62 = add i32 %61, 32768
  %63 = lshr i32 %62, 16
  %64 = and i32 %62, -65536
  %65 = sub i32 %64, %61
  %66 = zext i32 %65 to i64
  %67 = zext nneg i32 %63 to i64
  %68 = lshr i64 %66, %67
  %69 = sext i32 %59 to i64
  %70 = getelementptr i16, ptr %50, i64 %68
  %71 = getelementptr i16, ptr %70, i64 %69
  %72 = load i16, ptr %71, align 2, !tbaa !6
  %73 = getelementptr inbounds i8, ptr %7, i64 %17
  %74 = load i8, ptr %73, align 1, !tbaa !24
  %75 = load i16, ptr %6, align 1, !tbaa !6
  %76 = zext i16 %75 to i32
  %77 = getelementptr inbounds i8, ptr %6, i64 4
  %78 = icmp eq i16 %75, 0
  %79 = add nsw i32 %76, -1
  %80 = shl nuw i32 1, %79
  %81 = sext i32 %80 to i64
  %82 = select i1 %78, i64 1, i64 %81
  %83 = getelementptr inbounds i32, ptr %77, i64 %82
  %84 = zext i8 %74 to i64
  %85 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %83, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !13
  %87 = getelementptr inbounds i8, ptr %85, i64 4
  %88 = load i32, ptr %87, align 4, !tbaa !13
  %89 = add i32 %88, 32768
  %90 = lshr i32 %89, 16
  %91 = and i32 %89, -65536
  %92 = sub i32 %91, %88
  %93 = zext i32 %92 to i64
  %94 = zext nneg i32 %90 to i64
  %95 = lshr i64 %93, %94
  %96 = sext i32 %86 to i64
  %97 = getelementptr i16, ptr %77, i64 %95
  %98 = getelementptr i16, ptr %97, i64 %96
  %99 = load i16, ptr %98, align 2, !tbaa !6
  %100 = getelementptr inbounds %struct.SeqDef_s, ptr %8, i64 %17
  %101 = getelementptr inbounds i8, ptr %100, i64 4
  %102 = load i16, ptr %101, align 4, !tbaa !25
  %103 = getelementptr inbounds [36 x i8], ptr @LL_bits, i64 0, i64 %84
  %104 = load i8, ptr %103, align 1, !tbaa !24
  %105 = zext i8 %104 to i32
  %106 = zext i8 %104 to i64
  %107 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !13
  %109 = zext i16 %102 to i32
  %110 = and i32 %108, %109
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds i8, ptr %100, i64 6
  %113 = load i16, ptr %112, align 2, !tbaa !27
  %114 = getelementptr inbounds [53 x i8], ptr @ML_bits, i64 0, i64 %29
  %115 = load i8, ptr %114, align 1, !tbaa !24
  %116 = zext i8 %115 to i32
  %117 = zext i8 %115 to i64
  %118 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !13
  %120 = zext i16 %113 to i32
  %121 = and i32 %119, %120
  %122 = zext nneg i32 %121 to i64
  %123 = shl i64 %122, %106
  %124 = or i64 %123, %111
  %125 = add nuw nsw i32 %116, %105
  %126 = icmp eq i32 %10, 0
  br i1 %126, label %170, label %127

127:                                              ; preds = %16
  %128 = icmp ult i8 %46, 56
  br i1 %128, label %129, label %131

129:                                              ; preds = %127
  %130 = load i32, ptr %100, align 4, !tbaa !28
  br label %153

131:                                              ; preds = %127
  %132 = icmp eq i8 %46, 56
  %133 = load i32, ptr %100, align 4, !tbaa !28
  br i1 %132, label %153, label %134

134:                                              ; preds = %131
  %135 = add nsw i32 %47, -56
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %136
  %138 = load i32, ptr %137, align 4, !tbaa !13
  %139 = and i32 %138, %133
  %140 = zext i32 %139 to i64
  %141 = zext nneg i32 %125 to i64
  %142 = shl i64 %140, %141
  %143 = or i64 %142, %124
  %144 = add nsw i32 %125, %135
  %145 = lshr i32 %144, 3
  %146 = zext nneg i32 %145 to i64
  store i64 %143, ptr %0, align 1, !tbaa !29
  %147 = getelementptr inbounds i8, ptr %0, i64 %146
  %148 = icmp ugt ptr %147, %14
  %149 = select i1 %148, ptr %14, ptr %147
  %150 = and i32 %144, 7
  %151 = shl nuw nsw i64 %146, 3
  %152 = lshr i64 %143, %151
  br label %153

153:                                              ; preds = %134, %131, %129
  %154 = phi i32 [ %133, %131 ], [ %133, %134 ], [ %130, %129 ]
  %155 = phi i32 [ 0, %131 ], [ %135, %134 ], [ 0, %129 ]
  %156 = phi i32 [ 56, %131 ], [ 56, %134 ], [ %47, %129 ]
  %157 = phi i64 [ %124, %131 ], [ %152, %134 ], [ %124, %129 ]
  %158 = phi i32 [ %125, %131 ], [ %150, %134 ], [ %125, %129 ]
  %159 = phi ptr [ %0, %131 ], [ %149, %134 ], [ %0, %129 ]
  %160 = lshr i32 %154, %155
  %161 = zext nneg i32 %156 to i64
  %162 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !13
  %164 = and i32 %163, %160
  %165 = zext i32 %164 to i64
  %166 = zext nneg i32 %158 to i64
  %167 = shl i64 %165, %166
  %168 = or i64 %167, %157
  %169 = add nuw nsw i32 %158, %156
  br label %180

170:                                              ; preds = %16
  %171 = load i32, ptr %100, align 4, !tbaa !28
  %172 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %57
  %173 = load i32, ptr %172, align 4, !tbaa !13
  %174 = and i32 %173, %171
  %175 = zext i32 %174 to i64
  %176 = zext nneg i32 %125 to i64
  %177 = shl i64 %175, %176
  %178 = or i64 %177, %124
  %179 = add nuw nsw i32 %125, %47
  br label %180

180:                                              ; preds = %170, %153
  %181 = phi i64 [ %178, %170 ], [ %168, %153 ]
  %182 = phi i32 [ %179, %170 ], [ %169, %153 ]
  %183 = phi ptr [ %0, %170 ], [ %159, %153 ]
  %184 = lshr i32 %182, 3
  %185 = zext nneg i32 %184 to i64
  store i64 %181, ptr %183, align 1, !tbaa !29
  %186 = getelementptr inbounds i8, ptr %183, i64 %185
  %187 = icmp ugt ptr %186, %14
  %188 = select i1 %187, ptr %14, ptr %186
  %189 = shl nuw nsw i64 %185, 3
  %190 = lshr i64 %181, %189
  %191 = zext i16 %99 to i64
  %192 = and i32 %182, 7
  %193 = zext i16 %44 to i64
  %194 = zext i16 %72 to i64
  %195 = icmp ugt i64 %9, 1
  br i1 %195, label %196, label %410

196:                                              ; preds = %180
  %197 = add i64 %9, -2
  br label %198

198:                                              ; preds = %393, %196
  %199 = phi i64 [ %408, %393 ], [ %194, %196 ]
  %200 = phi i64 [ %407, %393 ], [ %193, %196 ]
  %201 = phi i32 [ %406, %393 ], [ %192, %196 ]
  %202 = phi i64 [ %405, %393 ], [ %191, %196 ]
  %203 = phi i64 [ %404, %393 ], [ %197, %196 ]
  %204 = phi ptr [ %401, %393 ], [ %188, %196 ]
  %205 = phi i64 [ %403, %393 ], [ %190, %196 ]
  %206 = getelementptr inbounds i8, ptr %7, i64 %203
  %207 = load i8, ptr %206, align 1, !tbaa !24
  %208 = getelementptr inbounds i8, ptr %5, i64 %203
  %209 = load i8, ptr %208, align 1, !tbaa !24
  %210 = getelementptr inbounds i8, ptr %3, i64 %203
  %211 = load i8, ptr %210, align 1, !tbaa !24
  %212 = zext i8 %207 to i64
  %213 = getelementptr inbounds [36 x i8], ptr @LL_bits, i64 0, i64 %212
  %214 = load i8, ptr %213, align 1, !tbaa !24
  %215 = zext i8 %214 to i32
  %216 = zext i8 %209 to i32
  %217 = zext i8 %211 to i64
  %218 = getelementptr inbounds [53 x i8], ptr @ML_bits, i64 0, i64 %217
  %219 = load i8, ptr %218, align 1, !tbaa !24
  %220 = zext i8 %219 to i32
  %221 = zext i8 %209 to i64
  %222 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %56, i64 %221
  %223 = load i32, ptr %222, align 4, !tbaa !13
  %224 = getelementptr inbounds i8, ptr %222, i64 4
  %225 = load i32, ptr %224, align 4, !tbaa !13
  %226 = zext i32 %225 to i64
  %227 = add nuw nsw i64 %199, %226
  %228 = lshr i64 %227, 16
  %229 = trunc nuw nsw i64 %228 to i32
  %230 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %228
  %231 = load i32, ptr %230, align 4, !tbaa !13
  %232 = zext i32 %231 to i64
  %233 = and i64 %199, %232
  %234 = zext nneg i32 %201 to i64
  %235 = shl nuw nsw i64 %233, %234
  %236 = add nuw nsw i32 %201, %229
  %237 = lshr i64 %199, %228
  %238 = sext i32 %223 to i64
  %239 = getelementptr i16, ptr %50, i64 %237
  %240 = getelementptr i16, ptr %239, i64 %238
  %241 = load i16, ptr %240, align 2, !tbaa !6
  %242 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %28, i64 %217
  %243 = load i32, ptr %242, align 4, !tbaa !13
  %244 = getelementptr inbounds i8, ptr %242, i64 4
  %245 = load i32, ptr %244, align 4, !tbaa !13
  %246 = zext i32 %245 to i64
  %247 = add nuw nsw i64 %200, %246
  %248 = lshr i64 %247, 16
  %249 = trunc nuw nsw i64 %248 to i32
  %250 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %248
  %251 = load i32, ptr %250, align 4, !tbaa !13
  %252 = zext i32 %251 to i64
  %253 = and i64 %200, %252
  %254 = zext nneg i32 %236 to i64
  %255 = shl i64 %253, %254
  %256 = add nuw nsw i32 %236, %249
  %257 = lshr i64 %200, %248
  %258 = sext i32 %243 to i64
  %259 = getelementptr i16, ptr %22, i64 %257
  %260 = getelementptr i16, ptr %259, i64 %258
  %261 = load i16, ptr %260, align 2, !tbaa !6
  %262 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %83, i64 %212
  %263 = load i32, ptr %262, align 4, !tbaa !13
  %264 = getelementptr inbounds i8, ptr %262, i64 4
  %265 = load i32, ptr %264, align 4, !tbaa !13
  %266 = zext i32 %265 to i64
  %267 = add nuw nsw i64 %202, %266
  %268 = lshr i64 %267, 16
  %269 = trunc nuw nsw i64 %268 to i32
  %270 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %268
  %271 = load i32, ptr %270, align 4, !tbaa !13
  %272 = zext i32 %271 to i64
  %273 = and i64 %202, %272
  %274 = zext nneg i32 %256 to i64
  %275 = shl i64 %273, %274
  %276 = or i64 %235, %205
  %277 = or i64 %276, %255
  %278 = or i64 %277, %275
  %279 = add nuw nsw i32 %256, %269
  %280 = lshr i64 %202, %268
  %281 = sext i32 %263 to i64
  %282 = getelementptr i16, ptr %77, i64 %280
  %283 = getelementptr i16, ptr %282, i64 %281
  %284 = load i16, ptr %283, align 2, !tbaa !6
  %285 = add nuw nsw i32 %215, %216
  %286 = add nuw nsw i32 %285, %220
  %287 = icmp ugt i32 %286, 30
  br i1 %287, label %288, label %297

288:                                              ; preds = %198
  %289 = lshr i32 %279, 3
  %290 = zext nneg i32 %289 to i64
  store i64 %278, ptr %204, align 1, !tbaa !29
  %291 = getelementptr inbounds i8, ptr %204, i64 %290
  %292 = icmp ugt ptr %291, %14
  %293 = select i1 %292, ptr %14, ptr %291
  %294 = and i32 %279, 7
  %295 = shl nuw nsw i64 %290, 3
  %296 = lshr i64 %278, %295
  br label %297

297:                                              ; preds = %288, %198
  %298 = phi i64 [ %296, %288 ], [ %278, %198 ]
  %299 = phi i32 [ %294, %288 ], [ %279, %198 ]
  %300 = phi ptr [ %293, %288 ], [ %204, %198 ]
  %301 = getelementptr inbounds %struct.SeqDef_s, ptr %8, i64 %203
  %302 = getelementptr inbounds i8, ptr %301, i64 4
  %303 = load i16, ptr %302, align 4, !tbaa !25
  %304 = zext i8 %214 to i64
  %305 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %304
  %306 = load i32, ptr %305, align 4, !tbaa !13
  %307 = zext i16 %303 to i32
  %308 = and i32 %306, %307
  %309 = zext nneg i32 %308 to i64
  %310 = zext nneg i32 %299 to i64
  %311 = shl i64 %309, %310
  %312 = or i64 %311, %298
  %313 = add nuw nsw i32 %299, %215
  %314 = getelementptr inbounds i8, ptr %301, i64 6
  %315 = load i16, ptr %314, align 2, !tbaa !27
  %316 = zext i8 %219 to i64
  %317 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %316
  %318 = load i32, ptr %317, align 4, !tbaa !13
  %319 = zext i16 %315 to i32
  %320 = and i32 %318, %319
  %321 = zext nneg i32 %320 to i64
  %322 = zext nneg i32 %313 to i64
  %323 = shl i64 %321, %322
  %324 = or i64 %312, %323
  %325 = add nuw nsw i32 %313, %220
  %326 = icmp ugt i32 %286, 56
  br i1 %326, label %327, label %336

327:                                              ; preds = %297
  %328 = lshr i32 %325, 3
  %329 = zext nneg i32 %328 to i64
  store i64 %324, ptr %300, align 1, !tbaa !29
  %330 = getelementptr inbounds i8, ptr %300, i64 %329
  %331 = icmp ugt ptr %330, %14
  %332 = select i1 %331, ptr %14, ptr %330
  %333 = and i32 %325, 7
  %334 = shl nuw nsw i64 %329, 3
  %335 = lshr i64 %324, %334
  br label %336

336:                                              ; preds = %327, %297
  %337 = phi i64 [ %335, %327 ], [ %324, %297 ]
  %338 = phi i32 [ %333, %327 ], [ %325, %297 ]
  %339 = phi ptr [ %332, %327 ], [ %300, %297 ]
  br i1 %126, label %383, label %340

340:                                              ; preds = %336
  %341 = icmp ult i8 %209, 56
  br i1 %341, label %342, label %344

342:                                              ; preds = %340
  %343 = load i32, ptr %301, align 4, !tbaa !28
  br label %366

344:                                              ; preds = %340
  %345 = icmp eq i8 %209, 56
  %346 = load i32, ptr %301, align 4, !tbaa !28
  br i1 %345, label %366, label %347

347:                                              ; preds = %344
  %348 = add nsw i32 %216, -56
  %349 = zext i32 %348 to i64
  %350 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %349
  %351 = load i32, ptr %350, align 4, !tbaa !13
  %352 = and i32 %351, %346
  %353 = zext i32 %352 to i64
  %354 = zext nneg i32 %338 to i64
  %355 = shl i64 %353, %354
  %356 = or i64 %355, %337
  %357 = add nsw i32 %338, %348
  %358 = lshr i32 %357, 3
  %359 = zext nneg i32 %358 to i64
  store i64 %356, ptr %339, align 1, !tbaa !29
  %360 = getelementptr inbounds i8, ptr %339, i64 %359
  %361 = icmp ugt ptr %360, %14
  %362 = select i1 %361, ptr %14, ptr %360
  %363 = and i32 %357, 7
  %364 = shl nuw nsw i64 %359, 3
  %365 = lshr i64 %356, %364
  br label %366

366:                                              ; preds = %347, %344, %342
  %367 = phi i32 [ %346, %344 ], [ %346, %347 ], [ %343, %342 ]
  %368 = phi i32 [ 0, %344 ], [ %348, %347 ], [ 0, %342 ]
  %369 = phi i32 [ 56, %344 ], [ 56, %347 ], [ %216, %342 ]
  %370 = phi i64 [ %337, %344 ], [ %365, %347 ], [ %337, %342 ]
  %371 = phi i32 [ %338, %344 ], [ %363, %347 ], [ %338, %342 ]
  %372 = phi ptr [ %339, %344 ], [ %362, %347 ], [ %339, %342 ]
  %373 = lshr i32 %367, %368
  %374 = zext nneg i32 %369 to i64
  %375 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %374
  %376 = load i32, ptr %375, align 4, !tbaa !13
  %377 = and i32 %376, %373
  %378 = zext i32 %377 to i64
  %379 = zext nneg i32 %371 to i64
  %380 = shl i64 %378, %379
  %381 = or i64 %380, %370
  %382 = add nuw nsw i32 %371, %369
  br label %393

383:                                              ; preds = %336
  %384 = load i32, ptr %301, align 4, !tbaa !28
  %385 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %221
  %386 = load i32, ptr %385, align 4, !tbaa !13
  %387 = and i32 %386, %384
  %388 = zext i32 %387 to i64
  %389 = zext nneg i32 %338 to i64
  %390 = shl i64 %388, %389
  %391 = or i64 %390, %337
  %392 = add nuw nsw i32 %338, %216
  br label %393

393:                                              ; preds = %383, %366
  %394 = phi i64 [ %391, %383 ], [ %381, %366 ]
  %395 = phi i32 [ %392, %383 ], [ %382, %366 ]
  %396 = phi ptr [ %339, %383 ], [ %372, %366 ]
  %397 = lshr i32 %395, 3
  %398 = zext nneg i32 %397 to i64
  store i64 %394, ptr %396, align 1, !tbaa !29
  %399 = getelementptr inbounds i8, ptr %396, i64 %398
  %400 = icmp ugt ptr %399, %14
  %401 = select i1 %400, ptr %14, ptr %399
  %402 = shl nuw nsw i64 %398, 3
  %403 = lshr i64 %394, %402
  %404 = add i64 %203, -1
  %405 = zext i16 %284 to i64
  %406 = and i32 %395, 7
  %407 = zext i16 %261 to i64
  %408 = zext i16 %241 to i64
  %409 = icmp ult i64 %404, %9
  br i1 %409, label %198, label %410, !llvm.loop !31

410:                                              ; preds = %393, %180
  %411 = phi i64 [ %190, %180 ], [ %403, %393 ]
  %412 = phi ptr [ %188, %180 ], [ %401, %393 ]
  %413 = phi i64 [ %191, %180 ], [ %405, %393 ]
  %414 = phi i32 [ %192, %180 ], [ %406, %393 ]
  %415 = phi i64 [ %193, %180 ], [ %407, %393 ]
  %416 = phi i64 [ %194, %180 ], [ %408, %393 ]
  %417 = zext i16 %20 to i64
  %418 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %417
  %419 = load i32, ptr %418, align 4, !tbaa !13
  %420 = zext i32 %419 to i64
  %421 = and i64 %415, %420
  %422 = zext nneg i32 %414 to i64
  %423 = shl nuw nsw i64 %421, %422
  %424 = or i64 %423, %411
  %425 = add nuw nsw i32 %414, %21
  %426 = lshr i32 %425, 3
  %427 = zext nneg i32 %426 to i64
  store i64 %424, ptr %412, align 1, !tbaa !29
  %428 = getelementptr inbounds i8, ptr %412, i64 %427
  %429 = icmp ugt ptr %428, %14
  %430 = select i1 %429, ptr %14, ptr %428
  %431 = and i32 %425, 7
  %432 = shl nuw nsw i64 %427, 3
  %433 = lshr i64 %424, %432
  %434 = zext i16 %48 to i64
  %435 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %434
  %436 = load i32, ptr %435, align 4, !tbaa !13
  %437 = zext i32 %436 to i64
  %438 = and i64 %416, %437
  %439 = zext nneg i32 %431 to i64
  %440 = shl nuw nsw i64 %438, %439
  %441 = or i64 %440, %433
  %442 = add nuw nsw i32 %431, %49
  %443 = lshr i32 %442, 3
  %444 = zext nneg i32 %443 to i64
  store i64 %441, ptr %430, align 1, !tbaa !29
  %445 = getelementptr inbounds i8, ptr %430, i64 %444
  %446 = icmp ugt ptr %445, %14
  %447 = select i1 %446, ptr %14, ptr %445
  %448 = and i32 %442, 7
  %449 = shl nuw nsw i64 %444, 3
  %450 = lshr i64 %441, %449
  %451 = zext i16 %75 to i64
  %452 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %451
  %453 = load i32, ptr %452, align 4, !tbaa !13
  %454 = zext i32 %453 to i64
  %455 = and i64 %413, %454
  %456 = zext nneg i32 %448 to i64
  %457 = shl nuw nsw i64 %455, %456
  %458 = or i64 %457, %450
  %459 = add nuw nsw i32 %448, %76
  %460 = lshr i32 %459, 3
  %461 = zext nneg i32 %460 to i64
  store i64 %458, ptr %447, align 1, !tbaa !29
  %462 = getelementptr inbounds i8, ptr %447, i64 %461
  %463 = icmp ugt ptr %462, %14
  %464 = select i1 %463, ptr %14, ptr %462
  %465 = and i32 %459, 7
  %466 = shl nuw nsw i64 %461, 3
  %467 = lshr i64 %458, %466
  %468 = zext nneg i32 %465 to i64
  %469 = shl nuw nsw i64 1, %468
  %470 = or i64 %467, %469
  %471 = add nuw nsw i32 %465, 1
  %472 = lshr i32 %471, 3
  %473 = zext nneg i32 %472 to i64
  store i64 %470, ptr %464, align 1, !tbaa !29
  %474 = getelementptr inbounds i8, ptr %464, i64 %473
  %475 = icmp ugt ptr %474, %14
  %476 = select i1 %475, ptr %14, ptr %474
  %477 = icmp ult ptr %476, %14
  br i1 %477, label %478, label %488

478:                                              ; preds = %410
  %479 = and i32 %471, 7
  %480 = ptrtoint ptr %476 to i64
  %481 = ptrtoint ptr %0 to i64
  %482 = icmp ne i32 %479, 0
  %483 = zext i1 %482 to i64
  %484 = add i64 %480, %483
  %485 = freeze i64 %484
  %486 = sub i64 %485, %481
  %487 = icmp eq i64 %486, 0
  br i1 %487, label %488, label %489

488:                                              ; preds = %478, %410
  br label %489

489:                                              ; preds = %12, %478, %488
  %490 = phi i64 [ -70, %12 ], [ -70, %488 ], [ %486, %478 ]
  ret i64 %490
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !12, i64 4}
!11 = !{!"", !12, i64 0, !12, i64 4}
!12 = !{!"int", !8, i64 0}
!13 = !{!12, !12, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !15, !17}
!20 = distinct !{!20, !15, !17, !18}
!21 = distinct !{!21, !15, !17}
!22 = distinct !{!22, !15, !17, !18}
!23 = distinct !{!23, !15, !17}
!24 = !{!8, !8, i64 0}
!25 = !{!26, !7, i64 4}
!26 = !{!"SeqDef_s", !12, i64 0, !7, i64 4, !7, i64 6}
!27 = !{!26, !7, i64 6}
!28 = !{!26, !12, i64 0}
!29 = !{!30, !30, i64 0}
!30 = !{!"long", !8, i64 0}
!31 = distinct !{!31, !15}
