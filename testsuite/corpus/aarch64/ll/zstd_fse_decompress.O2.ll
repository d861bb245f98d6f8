; ModuleID = 'src/zstd/lib/common/fse_decompress.c'
source_filename = "src/zstd/lib/common/fse_decompress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.FSE_decode_t = type { i16, i8, i8 }
%struct.BIT_DStream_t = type { i64, i32, ptr, ptr, ptr }
%struct.FSE_DState_t = type { i64, ptr }

@BIT_mask = internal unnamed_addr constant [32 x i32] [i32 0, i32 1, i32 3, i32 7, i32 15, i32 31, i32 63, i32 127, i32 255, i32 511, i32 1023, i32 2047, i32 4095, i32 8191, i32 16383, i32 32767, i32 65535, i32 131071, i32 262143, i32 524287, i32 1048575, i32 2097151, i32 4194303, i32 8388607, i32 16777215, i32 33554431, i32 67108863, i32 134217727, i32 268435455, i32 536870911, i32 1073741823, i32 2147483647], align 4
@BIT_reloadDStream.zeroFilled = internal constant i64 0, align 8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i64 -46, 1) i64 @FSE_buildDTable_wksp(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = tail call fastcc i64 @FSE_buildDTable_internal(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i64 noundef %5)
  ret i64 %7
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i64 -46, 1) i64 @FSE_buildDTable_internal(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef %4, i64 noundef %5) unnamed_addr #0 {
  %7 = getelementptr inbounds i8, ptr %0, i64 4
  %8 = zext i32 %2 to i64
  %9 = getelementptr inbounds i16, ptr %4, i64 %8
  %10 = getelementptr inbounds i8, ptr %9, i64 2
  %11 = add i32 %2, 1
  %12 = shl nuw i32 1, %3
  %13 = add i32 %12, -1
  %14 = zext i32 %11 to i64
  %15 = shl nuw nsw i64 %14, 1
  %16 = zext nneg i32 %3 to i64
  %17 = shl nuw i64 1, %16
  %18 = add nuw i64 %17, 8
  %19 = add i64 %18, %15
  %20 = icmp ugt i64 %19, %5
  %21 = icmp ugt i32 %2, 255
  %22 = or i1 %21, %20
  br i1 %22, label %187, label %23

23:                                               ; preds = %6
  %24 = icmp ugt i32 %3, 12
  br i1 %24, label %187, label %25

25:                                               ; preds = %23
  %26 = trunc nuw nsw i32 %3 to i16
  %27 = shl nuw nsw i32 32768, %3
  %28 = lshr exact i32 %27, 16
  br label %29

29:                                               ; preds = %25, %45
  %30 = phi i64 [ 0, %25 ], [ %50, %45 ]
  %31 = phi i32 [ %13, %25 ], [ %48, %45 ]
  %32 = phi i16 [ 1, %25 ], [ %47, %45 ]
  %33 = getelementptr inbounds i16, ptr %1, i64 %30
  %34 = load i16, ptr %33, align 2, !tbaa !6
  %35 = icmp eq i16 %34, -1
  br i1 %35, label %36, label %41

36:                                               ; preds = %29
  %37 = trunc i64 %30 to i8
  %38 = add i32 %31, -1
  %39 = zext i32 %31 to i64
  %40 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %39, i32 1
  store i8 %37, ptr %40, align 2, !tbaa !10
  br label %45

41:                                               ; preds = %29
  %42 = sext i16 %34 to i32
  %43 = icmp sgt i32 %28, %42
  %44 = select i1 %43, i16 %32, i16 0
  br label %45

45:                                               ; preds = %36, %41
  %46 = phi i16 [ 1, %36 ], [ %34, %41 ]
  %47 = phi i16 [ %32, %36 ], [ %44, %41 ]
  %48 = phi i32 [ %38, %36 ], [ %31, %41 ]
  %49 = getelementptr inbounds i16, ptr %4, i64 %30
  store i16 %46, ptr %49, align 2
  %50 = add nuw nsw i64 %30, 1
  %51 = icmp eq i64 %50, %14
  br i1 %51, label %52, label %29, !llvm.loop !12

52:                                               ; preds = %45
  store i16 %26, ptr %0, align 4
  %53 = getelementptr inbounds i8, ptr %0, i64 2
  store i16 %47, ptr %53, align 2
  %54 = icmp eq i32 %48, %13
  %55 = lshr i32 %12, 1
  br i1 %54, label %56, label %128

56:                                               ; preds = %52
  %57 = zext i32 %13 to i64
  %58 = lshr i32 %12, 3
  %59 = add nuw nsw i32 %58, 3
  %60 = add nuw nsw i32 %59, %55
  %61 = zext nneg i32 %60 to i64
  %62 = tail call i32 @llvm.umax.i32(i32 %11, i32 1)
  %63 = zext nneg i32 %62 to i64
  br label %67

64:                                               ; preds = %105
  %65 = zext nneg i32 %12 to i64
  %66 = shl nuw nsw i64 %61, 1
  br label %111

67:                                               ; preds = %56, %105
  %68 = phi i64 [ 0, %56 ], [ %108, %105 ]
  %69 = phi i64 [ 0, %56 ], [ %107, %105 ]
  %70 = phi i64 [ 0, %56 ], [ %109, %105 ]
  %71 = getelementptr inbounds i16, ptr %1, i64 %68
  %72 = load i16, ptr %71, align 2, !tbaa !6
  %73 = getelementptr inbounds i8, ptr %10, i64 %69
  store i64 %70, ptr %73, align 1, !tbaa !14
  %74 = icmp sgt i16 %72, 8
  br i1 %74, label %75, label %105

75:                                               ; preds = %67
  %76 = zext nneg i16 %72 to i64
  %77 = tail call i64 @llvm.umax.i64(i64 %76, i64 16)
  %78 = add nsw i64 %77, -9
  %79 = lshr i64 %78, 3
  %80 = add nuw nsw i64 %79, 1
  %81 = icmp ult i64 %78, 24
  br i1 %81, label %98, label %82

82:                                               ; preds = %75
  %83 = and i64 %80, 4611686018427387900
  %84 = shl i64 %83, 3
  %85 = or disjoint i64 %84, 8
  %86 = insertelement <2 x i64> poison, i64 %70, i64 0
  %87 = shufflevector <2 x i64> %86, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %88

88:                                               ; preds = %88, %82
  %89 = phi i64 [ 0, %82 ], [ %94, %88 ]
  %90 = shl i64 %89, 3
  %91 = or disjoint i64 %90, 8
  %92 = getelementptr inbounds i8, ptr %73, i64 %91
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  store <2 x i64> %87, ptr %92, align 1, !tbaa !14
  store <2 x i64> %87, ptr %93, align 1, !tbaa !14
  %94 = add nuw i64 %89, 4
  %95 = icmp eq i64 %94, %83
  br i1 %95, label %96, label %88, !llvm.loop !16

96:                                               ; preds = %88
  %97 = icmp eq i64 %80, %83
  br i1 %97, label %105, label %98

98:                                               ; preds = %96, %75
  %99 = phi i64 [ 8, %75 ], [ %85, %96 ]
  br label %100

100:                                              ; preds = %98, %100
  %101 = phi i64 [ %103, %100 ], [ %99, %98 ]
  %102 = getelementptr inbounds i8, ptr %73, i64 %101
  store i64 %70, ptr %102, align 1, !tbaa !14
  %103 = add nuw nsw i64 %101, 8
  %104 = icmp ult i64 %103, %76
  br i1 %104, label %100, label %105, !llvm.loop !19

105:                                              ; preds = %100, %96, %67
  %106 = sext i16 %72 to i64
  %107 = add i64 %69, %106
  %108 = add nuw nsw i64 %68, 1
  %109 = add i64 %70, 72340172838076673
  %110 = icmp eq i64 %108, %63
  br i1 %110, label %64, label %67, !llvm.loop !20

111:                                              ; preds = %64, %111
  %112 = phi i64 [ 0, %64 ], [ %126, %111 ]
  %113 = phi i64 [ 0, %64 ], [ %125, %111 ]
  %114 = and i64 %113, %57
  %115 = getelementptr inbounds i8, ptr %10, i64 %112
  %116 = load i8, ptr %115, align 1, !tbaa !21
  %117 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %114, i32 1
  store i8 %116, ptr %117, align 2, !tbaa !10
  %118 = add nuw nsw i64 %113, %61
  %119 = and i64 %118, %57
  %120 = or disjoint i64 %112, 1
  %121 = getelementptr inbounds i8, ptr %10, i64 %120
  %122 = load i8, ptr %121, align 1, !tbaa !21
  %123 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %119, i32 1
  store i8 %122, ptr %123, align 2, !tbaa !10
  %124 = add nuw nsw i64 %113, %66
  %125 = and i64 %124, %57
  %126 = add nuw nsw i64 %112, 2
  %127 = icmp ult i64 %126, %65
  br i1 %127, label %111, label %164, !llvm.loop !22

128:                                              ; preds = %52
  %129 = lshr i32 %12, 3
  %130 = add nuw nsw i32 %129, 3
  %131 = add nuw nsw i32 %130, %55
  %132 = tail call i32 @llvm.umax.i32(i32 %11, i32 1)
  %133 = zext nneg i32 %132 to i64
  br label %134

134:                                              ; preds = %128, %156
  %135 = phi i64 [ 0, %128 ], [ %158, %156 ]
  %136 = phi i32 [ 0, %128 ], [ %157, %156 ]
  %137 = getelementptr inbounds i16, ptr %1, i64 %135
  %138 = load i16, ptr %137, align 2, !tbaa !6
  %139 = sext i16 %138 to i32
  %140 = icmp sgt i16 %138, 0
  br i1 %140, label %141, label %156

141:                                              ; preds = %134
  %142 = trunc i64 %135 to i8
  br label %143

143:                                              ; preds = %141, %153
  %144 = phi i32 [ 0, %141 ], [ %154, %153 ]
  %145 = phi i32 [ %136, %141 ], [ %151, %153 ]
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %146, i32 1
  store i8 %142, ptr %147, align 2, !tbaa !10
  br label %148

148:                                              ; preds = %148, %143
  %149 = phi i32 [ %145, %143 ], [ %151, %148 ]
  %150 = add i32 %131, %149
  %151 = and i32 %150, %13
  %152 = icmp ugt i32 %151, %48
  br i1 %152, label %148, label %153, !llvm.loop !23

153:                                              ; preds = %148
  %154 = add nuw nsw i32 %144, 1
  %155 = icmp eq i32 %154, %139
  br i1 %155, label %156, label %143, !llvm.loop !24

156:                                              ; preds = %153, %134
  %157 = phi i32 [ %136, %134 ], [ %151, %153 ]
  %158 = add nuw nsw i64 %135, 1
  %159 = icmp eq i64 %158, %133
  br i1 %159, label %160, label %134, !llvm.loop !25

160:                                              ; preds = %156
  %161 = icmp eq i32 %157, 0
  br i1 %161, label %162, label %187

162:                                              ; preds = %160
  %163 = zext nneg i32 %12 to i64
  br label %164

164:                                              ; preds = %111, %162
  %165 = phi i64 [ %163, %162 ], [ %65, %111 ]
  %166 = add nuw nsw i32 %3, -31
  br label %167

167:                                              ; preds = %164, %167
  %168 = phi i64 [ 0, %164 ], [ %185, %167 ]
  %169 = getelementptr inbounds %struct.FSE_decode_t, ptr %7, i64 %168
  %170 = getelementptr inbounds i8, ptr %169, i64 2
  %171 = load i8, ptr %170, align 2, !tbaa !10
  %172 = zext i8 %171 to i64
  %173 = getelementptr inbounds i16, ptr %4, i64 %172
  %174 = load i16, ptr %173, align 2, !tbaa !6
  %175 = add i16 %174, 1
  store i16 %175, ptr %173, align 2, !tbaa !6
  %176 = zext i16 %174 to i32
  %177 = tail call range(i32 16, 33) i32 @llvm.ctlz.i32(i32 %176, i1 false)
  %178 = add nsw i32 %166, %177
  %179 = trunc nsw i32 %178 to i8
  %180 = getelementptr inbounds i8, ptr %169, i64 3
  store i8 %179, ptr %180, align 1, !tbaa !26
  %181 = and i32 %178, 255
  %182 = shl i32 %176, %181
  %183 = sub i32 %182, %12
  %184 = trunc i32 %183 to i16
  store i16 %184, ptr %169, align 2, !tbaa !27
  %185 = add nuw nsw i64 %168, 1
  %186 = icmp eq i64 %185, %165
  br i1 %186, label %187, label %167, !llvm.loop !28

187:                                              ; preds = %167, %23, %6, %160
  %188 = phi i64 [ -1, %160 ], [ -46, %6 ], [ -44, %23 ], [ 0, %167 ]
  ret i64 %188
}

; Function Attrs: nounwind uwtable
define dso_local i64 @FSE_decompress_wksp_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #1 {
  %9 = alloca %struct.BIT_DStream_t, align 8
  %10 = alloca %struct.FSE_DState_t, align 8
  %11 = alloca %struct.FSE_DState_t, align 8
  %12 = alloca %struct.BIT_DStream_t, align 8
  %13 = alloca %struct.FSE_DState_t, align 8
  %14 = alloca %struct.FSE_DState_t, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #9
  store i32 255, ptr %16, align 4, !tbaa !29
  %17 = getelementptr inbounds i8, ptr %5, i64 512
  %18 = icmp ult i64 %6, 512
  br i1 %18, label %790, label %19

19:                                               ; preds = %8
  %20 = call i64 @FSE_readNCount_bmi2(ptr noundef %5, ptr noundef nonnull %16, ptr noundef nonnull %15, ptr noundef %2, i64 noundef %3, i32 noundef 0) #9
  %21 = icmp ult i64 %20, -119
  br i1 %21, label %22, label %790

22:                                               ; preds = %19
  %23 = load i32, ptr %15, align 4, !tbaa !29
  %24 = icmp ugt i32 %23, %4
  br i1 %24, label %790, label %25

25:                                               ; preds = %22
  %26 = getelementptr inbounds i8, ptr %2, i64 %20
  %27 = sub i64 %3, %20
  %28 = shl nuw i32 1, %23
  %29 = add nuw nsw i32 %28, 2
  %30 = sext i32 %29 to i64
  %31 = load i32, ptr %16, align 4, !tbaa !29
  %32 = add i32 %31, 1
  %33 = zext i32 %32 to i64
  %34 = shl nuw nsw i64 %33, 1
  %35 = zext nneg i32 %23 to i64
  %36 = shl nuw i64 1, %35
  %37 = shl nsw i64 %30, 2
  %38 = add nuw i64 %36, 11
  %39 = add i64 %38, %37
  %40 = add i64 %39, %34
  %41 = and i64 %40, -4
  %42 = add i64 %41, 516
  %43 = icmp ugt i64 %42, %6
  br i1 %43, label %790, label %44

44:                                               ; preds = %25
  %45 = add nuw nsw i32 %28, 1
  %46 = sext i32 %45 to i64
  %47 = shl nsw i64 %46, 2
  %48 = getelementptr inbounds i8, ptr %17, i64 %47
  %49 = add i64 %6, -512
  %50 = sub i64 %49, %47
  %51 = call fastcc i64 @FSE_buildDTable_internal(ptr noundef nonnull %17, ptr noundef %5, i32 noundef %31, i32 noundef %23, ptr noundef nonnull %48, i64 noundef %50)
  %52 = icmp ult i64 %51, -119
  br i1 %52, label %53, label %790

53:                                               ; preds = %44
  %54 = getelementptr inbounds i8, ptr %5, i64 514
  %55 = load i16, ptr %54, align 2, !tbaa !31
  %56 = icmp eq i16 %55, 0
  %57 = getelementptr inbounds i8, ptr %0, i64 %1
  %58 = getelementptr inbounds i8, ptr %57, i64 -3
  br i1 %56, label %456, label %59

59:                                               ; preds = %53
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #9
  %60 = icmp eq i64 %27, 0
  br i1 %60, label %454, label %61

61:                                               ; preds = %59
  %62 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %26, ptr %62, align 8, !tbaa !33
  %63 = getelementptr inbounds i8, ptr %26, i64 8
  %64 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr %63, ptr %64, align 8, !tbaa !36
  %65 = icmp ugt i64 %27, 7
  br i1 %65, label %66, label %72

66:                                               ; preds = %61
  %67 = getelementptr inbounds i8, ptr %2, i64 %3
  %68 = getelementptr inbounds i8, ptr %67, i64 -8
  %69 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %68, ptr %69, align 8, !tbaa !37
  %70 = load i64, ptr %68, align 1
  store i64 %70, ptr %9, align 8, !tbaa !38
  %71 = icmp ult i64 %70, 72057594037927936
  br i1 %71, label %454, label %130

72:                                               ; preds = %61
  %73 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %26, ptr %73, align 8, !tbaa !37
  %74 = load i8, ptr %26, align 1, !tbaa !21
  %75 = zext i8 %74 to i64
  store i64 %75, ptr %9, align 8, !tbaa !38
  switch i64 %27, label %117 [
    i64 7, label %76
    i64 6, label %82
    i64 5, label %89
    i64 4, label %96
    i64 3, label %103
    i64 2, label %110
  ]

76:                                               ; preds = %72
  %77 = getelementptr inbounds i8, ptr %26, i64 6
  %78 = load i8, ptr %77, align 1, !tbaa !21
  %79 = zext i8 %78 to i64
  %80 = shl nuw nsw i64 %79, 48
  %81 = or disjoint i64 %80, %75
  br label %82

82:                                               ; preds = %76, %72
  %83 = phi i64 [ %75, %72 ], [ %81, %76 ]
  %84 = getelementptr inbounds i8, ptr %26, i64 5
  %85 = load i8, ptr %84, align 1, !tbaa !21
  %86 = zext i8 %85 to i64
  %87 = shl nuw nsw i64 %86, 40
  %88 = add nuw nsw i64 %87, %83
  br label %89

89:                                               ; preds = %82, %72
  %90 = phi i64 [ %75, %72 ], [ %88, %82 ]
  %91 = getelementptr inbounds i8, ptr %26, i64 4
  %92 = load i8, ptr %91, align 1, !tbaa !21
  %93 = zext i8 %92 to i64
  %94 = shl nuw nsw i64 %93, 32
  %95 = add nuw nsw i64 %94, %90
  br label %96

96:                                               ; preds = %89, %72
  %97 = phi i64 [ %75, %72 ], [ %95, %89 ]
  %98 = getelementptr inbounds i8, ptr %26, i64 3
  %99 = load i8, ptr %98, align 1, !tbaa !21
  %100 = zext i8 %99 to i64
  %101 = shl nuw nsw i64 %100, 24
  %102 = add nuw nsw i64 %101, %97
  br label %103

103:                                              ; preds = %96, %72
  %104 = phi i64 [ %75, %72 ], [ %102, %96 ]
  %105 = getelementptr inbounds i8, ptr %26, i64 2
  %106 = load i8, ptr %105, align 1, !tbaa !21
  %107 = zext i8 %106 to i64
  %108 = shl nuw nsw i64 %107, 16
  %109 = add nuw nsw i64 %108, %104
  br label %110

110:                                              ; preds = %103, %72
  %111 = phi i64 [ %75, %72 ], [ %109, %103 ]
  %112 = getelementptr inbounds i8, ptr %26, i64 1
  %113 = load i8, ptr %112, align 1, !tbaa !21
  %114 = zext i8 %113 to i64
  %115 = shl nuw nsw i64 %114, 8
  %116 = add nuw nsw i64 %115, %111
  store i64 %116, ptr %9, align 8, !tbaa !38
  br label %117

117:                                              ; preds = %110, %72
  %118 = getelementptr i8, ptr %2, i64 %3
  %119 = getelementptr i8, ptr %118, i64 -1
  %120 = load i8, ptr %119, align 1, !tbaa !21
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %454, label %122

122:                                              ; preds = %117
  %123 = zext i8 %120 to i32
  %124 = call range(i32 16, 33) i32 @llvm.ctlz.i32(i32 %123, i1 true)
  %125 = getelementptr inbounds i8, ptr %9, i64 8
  %126 = trunc nuw i64 %27 to i32
  %127 = shl nuw nsw i32 %126, 3
  %128 = sub nsw i32 %124, %127
  %129 = add nsw i32 %128, 41
  store i32 %129, ptr %125, align 8, !tbaa !39
  br label %138

130:                                              ; preds = %66
  %131 = lshr i64 %70, 56
  %132 = trunc nuw nsw i64 %131 to i32
  %133 = call range(i32 16, 33) i32 @llvm.ctlz.i32(i32 %132, i1 true)
  %134 = xor i32 %133, 31
  %135 = sub nuw nsw i32 8, %134
  %136 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 %135, ptr %136, align 8, !tbaa !39
  %137 = icmp ult i64 %27, -119
  br i1 %137, label %138, label %454

138:                                              ; preds = %130, %122
  call fastcc void @FSE_initDState(ptr noundef nonnull %10, ptr noundef nonnull %9, ptr noundef nonnull %17)
  call fastcc void @FSE_initDState(ptr noundef nonnull %11, ptr noundef nonnull %9, ptr noundef nonnull %17)
  %139 = getelementptr inbounds i8, ptr %9, i64 8
  %140 = load i32, ptr %139, align 8, !tbaa !39
  %141 = icmp ugt i32 %140, 64
  br i1 %141, label %454, label %142, !prof !40

142:                                              ; preds = %138
  %143 = getelementptr inbounds i8, ptr %9, i64 16
  %144 = load ptr, ptr %143, align 8, !tbaa !37
  %145 = load ptr, ptr %64, align 8
  %146 = icmp ult ptr %144, %145
  br i1 %146, label %155, label %147

147:                                              ; preds = %142
  %148 = lshr i32 %140, 3
  %149 = zext nneg i32 %148 to i64
  %150 = sub nsw i64 0, %149
  %151 = getelementptr inbounds i8, ptr %144, i64 %150
  %152 = and i32 %140, 7
  %153 = load i64, ptr %151, align 1, !tbaa !14
  store i64 %153, ptr %9, align 8, !tbaa !38
  %154 = load ptr, ptr %62, align 8
  br label %160

155:                                              ; preds = %142
  %156 = load ptr, ptr %62, align 8
  %157 = icmp eq ptr %144, %156
  br i1 %157, label %158, label %172

158:                                              ; preds = %155
  %159 = load i64, ptr %9, align 8, !tbaa !38
  br label %160

160:                                              ; preds = %158, %147
  %161 = phi ptr [ %151, %147 ], [ %144, %158 ]
  %162 = phi ptr [ %154, %147 ], [ %144, %158 ]
  %163 = phi i64 [ %153, %147 ], [ %159, %158 ]
  %164 = phi i32 [ %152, %147 ], [ %140, %158 ]
  %165 = load i64, ptr %10, align 8, !tbaa !41
  %166 = load i64, ptr %11, align 8, !tbaa !41
  %167 = ptrtoint ptr %162 to i64
  %168 = getelementptr inbounds i8, ptr %10, i64 8
  %169 = load ptr, ptr %168, align 8
  %170 = getelementptr inbounds i8, ptr %11, i64 8
  %171 = load ptr, ptr %170, align 8
  br label %197

172:                                              ; preds = %155
  %173 = lshr i32 %140, 3
  %174 = zext nneg i32 %173 to i64
  %175 = sub nsw i64 0, %174
  %176 = getelementptr inbounds i8, ptr %144, i64 %175
  %177 = icmp ult ptr %176, %156
  %178 = ptrtoint ptr %144 to i64
  %179 = ptrtoint ptr %156 to i64
  %180 = sub i64 %178, %179
  %181 = trunc i64 %180 to i32
  %182 = select i1 %177, i32 %181, i32 %173
  %183 = zext i32 %182 to i64
  %184 = sub nsw i64 0, %183
  %185 = getelementptr inbounds i8, ptr %144, i64 %184
  %186 = shl i32 %182, 3
  %187 = sub i32 %140, %186
  %188 = load i64, ptr %185, align 1, !tbaa !14
  store i64 %188, ptr %9, align 8, !tbaa !38
  %189 = load i64, ptr %10, align 8, !tbaa !41
  %190 = load i64, ptr %11, align 8, !tbaa !41
  %191 = ptrtoint ptr %156 to i64
  %192 = getelementptr inbounds i8, ptr %10, i64 8
  %193 = load ptr, ptr %192, align 8
  %194 = getelementptr inbounds i8, ptr %11, i64 8
  %195 = load ptr, ptr %194, align 8
  %196 = icmp ugt i32 %187, 64
  br i1 %196, label %244, label %197, !prof !43

197:                                              ; preds = %160, %172
  %198 = phi ptr [ %171, %160 ], [ %195, %172 ]
  %199 = phi ptr [ %169, %160 ], [ %193, %172 ]
  %200 = phi i64 [ %167, %160 ], [ %191, %172 ]
  %201 = phi i64 [ %166, %160 ], [ %190, %172 ]
  %202 = phi i64 [ %165, %160 ], [ %189, %172 ]
  %203 = phi i32 [ %164, %160 ], [ %187, %172 ]
  %204 = phi i64 [ %163, %160 ], [ %188, %172 ]
  %205 = phi ptr [ %162, %160 ], [ %156, %172 ]
  %206 = phi ptr [ %161, %160 ], [ %185, %172 ]
  br label %207

207:                                              ; preds = %197, %257
  %208 = phi ptr [ %329, %257 ], [ %0, %197 ]
  %209 = phi i32 [ %325, %257 ], [ %203, %197 ]
  %210 = phi i64 [ %240, %257 ], [ %204, %197 ]
  %211 = phi i64 [ %308, %257 ], [ %202, %197 ]
  %212 = phi i64 [ %327, %257 ], [ %201, %197 ]
  %213 = phi ptr [ %239, %257 ], [ %206, %197 ]
  %214 = icmp ult ptr %213, %145
  br i1 %214, label %218, label %215

215:                                              ; preds = %207
  %216 = lshr i32 %209, 3
  %217 = and i32 %209, 7
  br label %233

218:                                              ; preds = %207
  %219 = icmp eq ptr %213, %205
  br i1 %219, label %244, label %220

220:                                              ; preds = %218
  %221 = lshr i32 %209, 3
  %222 = zext nneg i32 %221 to i64
  %223 = sub nsw i64 0, %222
  %224 = getelementptr inbounds i8, ptr %213, i64 %223
  %225 = icmp ult ptr %224, %205
  %226 = ptrtoint ptr %213 to i64
  %227 = sub i64 %226, %200
  %228 = trunc i64 %227 to i32
  %229 = select i1 %225, i32 %228, i32 %221
  %230 = zext i1 %225 to i32
  %231 = shl i32 %229, 3
  %232 = sub i32 %209, %231
  br label %233

233:                                              ; preds = %220, %215
  %234 = phi i32 [ %216, %215 ], [ %229, %220 ]
  %235 = phi i32 [ %217, %215 ], [ %232, %220 ]
  %236 = phi i32 [ 0, %215 ], [ %230, %220 ]
  %237 = zext i32 %234 to i64
  %238 = sub nsw i64 0, %237
  %239 = getelementptr inbounds i8, ptr %213, i64 %238
  %240 = load i64, ptr %239, align 1, !tbaa !14
  %241 = icmp eq i32 %236, 0
  %242 = icmp ult ptr %208, %58
  %243 = and i1 %242, %241
  br i1 %243, label %257, label %244

244:                                              ; preds = %257, %218, %233, %172
  %245 = phi ptr [ %195, %172 ], [ %198, %233 ], [ %198, %218 ], [ %198, %257 ]
  %246 = phi ptr [ %193, %172 ], [ %199, %233 ], [ %199, %218 ], [ %199, %257 ]
  %247 = phi i64 [ %191, %172 ], [ %200, %233 ], [ %200, %218 ], [ %200, %257 ]
  %248 = phi ptr [ %156, %172 ], [ %205, %233 ], [ %205, %218 ], [ %205, %257 ]
  %249 = phi i64 [ %188, %172 ], [ %240, %257 ], [ %210, %218 ], [ %240, %233 ]
  %250 = phi i64 [ %190, %172 ], [ %327, %257 ], [ %212, %218 ], [ %212, %233 ]
  %251 = phi i64 [ %189, %172 ], [ %308, %257 ], [ %211, %218 ], [ %211, %233 ]
  %252 = phi ptr [ %0, %172 ], [ %329, %257 ], [ %208, %218 ], [ %208, %233 ]
  %253 = phi i32 [ %187, %172 ], [ %325, %257 ], [ %209, %218 ], [ %235, %233 ]
  %254 = phi ptr [ @BIT_reloadDStream.zeroFilled, %172 ], [ @BIT_reloadDStream.zeroFilled, %257 ], [ %213, %218 ], [ %239, %233 ]
  store i64 %249, ptr %9, align 8, !tbaa !38
  store i64 %251, ptr %10, align 8, !tbaa !41
  store i64 %250, ptr %11, align 8, !tbaa !41
  %255 = getelementptr inbounds i8, ptr %57, i64 -2
  %256 = icmp ugt ptr %252, %255
  br i1 %256, label %454, label %331

257:                                              ; preds = %233
  %258 = getelementptr inbounds %struct.FSE_decode_t, ptr %199, i64 %211
  %259 = load i16, ptr %258, align 2, !tbaa !6
  %260 = getelementptr inbounds i8, ptr %258, i64 2
  %261 = load i8, ptr %260, align 2, !tbaa !21
  %262 = getelementptr inbounds i8, ptr %258, i64 3
  %263 = load i8, ptr %262, align 1, !tbaa !21
  %264 = zext i8 %263 to i32
  %265 = and i32 %235, 63
  %266 = zext nneg i32 %265 to i64
  %267 = shl i64 %240, %266
  %268 = sub nsw i32 0, %264
  %269 = and i32 %268, 63
  %270 = zext nneg i32 %269 to i64
  %271 = lshr i64 %267, %270
  %272 = add i32 %235, %264
  %273 = zext i16 %259 to i64
  store i8 %261, ptr %208, align 1, !tbaa !21
  %274 = getelementptr inbounds %struct.FSE_decode_t, ptr %198, i64 %212
  %275 = load i16, ptr %274, align 2, !tbaa !6
  %276 = getelementptr inbounds i8, ptr %274, i64 2
  %277 = load i8, ptr %276, align 2, !tbaa !21
  %278 = getelementptr inbounds i8, ptr %274, i64 3
  %279 = load i8, ptr %278, align 1, !tbaa !21
  %280 = zext i8 %279 to i32
  %281 = and i32 %272, 63
  %282 = zext nneg i32 %281 to i64
  %283 = shl i64 %240, %282
  %284 = sub nsw i32 0, %280
  %285 = and i32 %284, 63
  %286 = zext nneg i32 %285 to i64
  %287 = lshr i64 %283, %286
  %288 = add i32 %272, %280
  %289 = zext i16 %275 to i64
  %290 = getelementptr inbounds i8, ptr %208, i64 1
  store i8 %277, ptr %290, align 1, !tbaa !21
  %291 = getelementptr %struct.FSE_decode_t, ptr %199, i64 %271
  %292 = getelementptr %struct.FSE_decode_t, ptr %291, i64 %273
  %293 = load i16, ptr %292, align 2, !tbaa !6
  %294 = getelementptr inbounds i8, ptr %292, i64 2
  %295 = load i8, ptr %294, align 2, !tbaa !21
  %296 = getelementptr inbounds i8, ptr %292, i64 3
  %297 = load i8, ptr %296, align 1, !tbaa !21
  %298 = zext i8 %297 to i32
  %299 = and i32 %288, 63
  %300 = zext nneg i32 %299 to i64
  %301 = shl i64 %240, %300
  %302 = sub nsw i32 0, %298
  %303 = and i32 %302, 63
  %304 = zext nneg i32 %303 to i64
  %305 = lshr i64 %301, %304
  %306 = add i32 %288, %298
  %307 = zext i16 %293 to i64
  %308 = add i64 %305, %307
  %309 = getelementptr inbounds i8, ptr %208, i64 2
  store i8 %295, ptr %309, align 1, !tbaa !21
  %310 = getelementptr %struct.FSE_decode_t, ptr %198, i64 %287
  %311 = getelementptr %struct.FSE_decode_t, ptr %310, i64 %289
  %312 = load i16, ptr %311, align 2, !tbaa !6
  %313 = getelementptr inbounds i8, ptr %311, i64 2
  %314 = load i8, ptr %313, align 2, !tbaa !21
  %315 = getelementptr inbounds i8, ptr %311, i64 3
  %316 = load i8, ptr %315, align 1, !tbaa !21
  %317 = zext i8 %316 to i32
  %318 = and i32 %306, 63
  %319 = zext nneg i32 %318 to i64
  %320 = shl i64 %240, %319
  %321 = sub nsw i32 0, %317
  %322 = and i32 %321, 63
  %323 = zext nneg i32 %322 to i64
  %324 = lshr i64 %320, %323
  %325 = add i32 %306, %317
  %326 = zext i16 %312 to i64
  %327 = add i64 %324, %326
  %328 = getelementptr inbounds i8, ptr %208, i64 3
  store i8 %314, ptr %328, align 1, !tbaa !21
  %329 = getelementptr inbounds i8, ptr %208, i64 4
  %330 = icmp ugt i32 %325, 64
  br i1 %330, label %244, label %207, !prof !44, !llvm.loop !45

331:                                              ; preds = %244, %438
  %332 = phi ptr [ %439, %438 ], [ %254, %244 ]
  %333 = phi ptr [ %409, %438 ], [ %252, %244 ]
  %334 = phi i64 [ %354, %438 ], [ %251, %244 ]
  %335 = phi i64 [ %441, %438 ], [ %249, %244 ]
  %336 = phi i32 [ %440, %438 ], [ %253, %244 ]
  %337 = phi i64 [ %408, %438 ], [ %250, %244 ]
  %338 = getelementptr inbounds %struct.FSE_decode_t, ptr %246, i64 %334
  %339 = load i16, ptr %338, align 2, !tbaa !6
  %340 = getelementptr inbounds i8, ptr %338, i64 2
  %341 = load i8, ptr %340, align 2, !tbaa !21
  %342 = getelementptr inbounds i8, ptr %338, i64 3
  %343 = load i8, ptr %342, align 1, !tbaa !21
  %344 = zext i8 %343 to i32
  %345 = and i32 %336, 63
  %346 = zext nneg i32 %345 to i64
  %347 = shl i64 %335, %346
  %348 = sub nsw i32 0, %344
  %349 = and i32 %348, 63
  %350 = zext nneg i32 %349 to i64
  %351 = lshr i64 %347, %350
  %352 = add i32 %336, %344
  %353 = zext i16 %339 to i64
  %354 = add i64 %351, %353
  %355 = getelementptr inbounds i8, ptr %333, i64 1
  store i8 %341, ptr %333, align 1, !tbaa !21
  %356 = icmp ugt i32 %352, 64
  br i1 %356, label %384, label %357, !prof !40

357:                                              ; preds = %331
  %358 = icmp ult ptr %332, %145
  br i1 %358, label %366, label %359

359:                                              ; preds = %357
  %360 = lshr i32 %352, 3
  %361 = zext nneg i32 %360 to i64
  %362 = sub nsw i64 0, %361
  %363 = getelementptr inbounds i8, ptr %332, i64 %362
  %364 = and i32 %352, 7
  %365 = load i64, ptr %363, align 1, !tbaa !14
  store i64 %365, ptr %9, align 8, !tbaa !38
  br label %386

366:                                              ; preds = %357
  %367 = icmp eq ptr %332, %248
  br i1 %367, label %386, label %368

368:                                              ; preds = %366
  %369 = lshr i32 %352, 3
  %370 = zext nneg i32 %369 to i64
  %371 = sub nsw i64 0, %370
  %372 = getelementptr inbounds i8, ptr %332, i64 %371
  %373 = icmp ult ptr %372, %248
  %374 = ptrtoint ptr %332 to i64
  %375 = sub i64 %374, %247
  %376 = trunc i64 %375 to i32
  %377 = select i1 %373, i32 %376, i32 %369
  %378 = zext i32 %377 to i64
  %379 = sub nsw i64 0, %378
  %380 = getelementptr inbounds i8, ptr %332, i64 %379
  %381 = shl i32 %377, 3
  %382 = sub i32 %352, %381
  %383 = load i64, ptr %380, align 1, !tbaa !14
  store i64 %383, ptr %9, align 8, !tbaa !38
  br label %386

384:                                              ; preds = %331
  %385 = getelementptr inbounds %struct.FSE_decode_t, ptr %245, i64 %337, i32 1
  br label %445

386:                                              ; preds = %368, %366, %359
  %387 = phi ptr [ %332, %366 ], [ %363, %359 ], [ %380, %368 ]
  %388 = phi i32 [ %352, %366 ], [ %364, %359 ], [ %382, %368 ]
  %389 = phi i64 [ %335, %366 ], [ %365, %359 ], [ %383, %368 ]
  %390 = icmp ugt ptr %355, %255
  br i1 %390, label %454, label %391

391:                                              ; preds = %386
  %392 = getelementptr inbounds %struct.FSE_decode_t, ptr %245, i64 %337
  %393 = load i16, ptr %392, align 2, !tbaa !6
  %394 = getelementptr inbounds i8, ptr %392, i64 2
  %395 = load i8, ptr %394, align 2, !tbaa !21
  %396 = getelementptr inbounds i8, ptr %392, i64 3
  %397 = load i8, ptr %396, align 1, !tbaa !21
  %398 = zext i8 %397 to i32
  %399 = and i32 %388, 63
  %400 = zext nneg i32 %399 to i64
  %401 = shl i64 %389, %400
  %402 = sub nsw i32 0, %398
  %403 = and i32 %402, 63
  %404 = zext nneg i32 %403 to i64
  %405 = lshr i64 %401, %404
  %406 = add i32 %388, %398
  %407 = zext i16 %393 to i64
  %408 = add i64 %405, %407
  %409 = getelementptr inbounds i8, ptr %333, i64 2
  store i8 %395, ptr %355, align 1, !tbaa !21
  %410 = icmp ugt i32 %406, 64
  br i1 %410, label %443, label %411, !prof !40

411:                                              ; preds = %391
  %412 = icmp ult ptr %387, %145
  br i1 %412, label %420, label %413

413:                                              ; preds = %411
  %414 = lshr i32 %406, 3
  %415 = zext nneg i32 %414 to i64
  %416 = sub nsw i64 0, %415
  %417 = getelementptr inbounds i8, ptr %387, i64 %416
  %418 = and i32 %406, 7
  %419 = load i64, ptr %417, align 1, !tbaa !14
  store i64 %419, ptr %9, align 8, !tbaa !38
  br label %438

420:                                              ; preds = %411
  %421 = icmp eq ptr %387, %248
  br i1 %421, label %438, label %422

422:                                              ; preds = %420
  %423 = lshr i32 %406, 3
  %424 = zext nneg i32 %423 to i64
  %425 = sub nsw i64 0, %424
  %426 = getelementptr inbounds i8, ptr %387, i64 %425
  %427 = icmp ult ptr %426, %248
  %428 = ptrtoint ptr %387 to i64
  %429 = sub i64 %428, %247
  %430 = trunc i64 %429 to i32
  %431 = select i1 %427, i32 %430, i32 %423
  %432 = zext i32 %431 to i64
  %433 = sub nsw i64 0, %432
  %434 = getelementptr inbounds i8, ptr %387, i64 %433
  %435 = shl i32 %431, 3
  %436 = sub i32 %406, %435
  %437 = load i64, ptr %434, align 1, !tbaa !14
  store i64 %437, ptr %9, align 8, !tbaa !38
  br label %438

438:                                              ; preds = %422, %420, %413
  %439 = phi ptr [ %387, %420 ], [ %417, %413 ], [ %434, %422 ]
  %440 = phi i32 [ %406, %420 ], [ %418, %413 ], [ %436, %422 ]
  %441 = phi i64 [ %389, %420 ], [ %419, %413 ], [ %437, %422 ]
  %442 = icmp ugt ptr %409, %255
  br i1 %442, label %454, label %331

443:                                              ; preds = %391
  %444 = getelementptr inbounds %struct.FSE_decode_t, ptr %246, i64 %354, i32 1
  br label %445

445:                                              ; preds = %443, %384
  %446 = phi ptr [ %444, %443 ], [ %385, %384 ]
  %447 = phi i64 [ 3, %443 ], [ 2, %384 ]
  %448 = phi ptr [ %409, %443 ], [ %355, %384 ]
  %449 = load i8, ptr %446, align 2, !tbaa !21
  %450 = getelementptr inbounds i8, ptr %333, i64 %447
  store i8 %449, ptr %448, align 1, !tbaa !21
  %451 = ptrtoint ptr %450 to i64
  %452 = ptrtoint ptr %0 to i64
  %453 = sub i64 %451, %452
  br label %454

454:                                              ; preds = %438, %386, %445, %244, %138, %130, %117, %66, %59
  %455 = phi i64 [ %453, %445 ], [ %27, %130 ], [ -72, %59 ], [ -1, %66 ], [ -20, %117 ], [ -20, %138 ], [ -70, %244 ], [ -70, %386 ], [ -70, %438 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #9
  br label %790

456:                                              ; preds = %53
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #9
  %457 = call fastcc i64 @BIT_initDStream(ptr noundef nonnull %12, ptr noundef %26, i64 noundef %27)
  %458 = icmp ult i64 %457, -119
  br i1 %458, label %459, label %788

459:                                              ; preds = %456
  call fastcc void @FSE_initDState(ptr noundef nonnull %13, ptr noundef nonnull %12, ptr noundef nonnull %17)
  call fastcc void @FSE_initDState(ptr noundef nonnull %14, ptr noundef nonnull %12, ptr noundef nonnull %17)
  %460 = getelementptr inbounds i8, ptr %12, i64 8
  %461 = load i32, ptr %460, align 8, !tbaa !39
  %462 = icmp ugt i32 %461, 64
  br i1 %462, label %788, label %463, !prof !40

463:                                              ; preds = %459
  %464 = getelementptr inbounds i8, ptr %12, i64 16
  %465 = load ptr, ptr %464, align 8, !tbaa !37
  %466 = getelementptr inbounds i8, ptr %12, i64 32
  %467 = load ptr, ptr %466, align 8
  %468 = icmp ult ptr %465, %467
  br i1 %468, label %478, label %469

469:                                              ; preds = %463
  %470 = lshr i32 %461, 3
  %471 = zext nneg i32 %470 to i64
  %472 = sub nsw i64 0, %471
  %473 = getelementptr inbounds i8, ptr %465, i64 %472
  %474 = and i32 %461, 7
  %475 = load i64, ptr %473, align 1, !tbaa !14
  store i64 %475, ptr %12, align 8, !tbaa !38
  %476 = getelementptr inbounds i8, ptr %12, i64 24
  %477 = load ptr, ptr %476, align 8
  br label %484

478:                                              ; preds = %463
  %479 = getelementptr inbounds i8, ptr %12, i64 24
  %480 = load ptr, ptr %479, align 8
  %481 = icmp eq ptr %465, %480
  br i1 %481, label %482, label %496

482:                                              ; preds = %478
  %483 = load i64, ptr %12, align 8, !tbaa !38
  br label %484

484:                                              ; preds = %482, %469
  %485 = phi ptr [ %473, %469 ], [ %465, %482 ]
  %486 = phi ptr [ %477, %469 ], [ %465, %482 ]
  %487 = phi i64 [ %475, %469 ], [ %483, %482 ]
  %488 = phi i32 [ %474, %469 ], [ %461, %482 ]
  %489 = load i64, ptr %13, align 8, !tbaa !41
  %490 = load i64, ptr %14, align 8, !tbaa !41
  %491 = ptrtoint ptr %486 to i64
  %492 = getelementptr inbounds i8, ptr %13, i64 8
  %493 = load ptr, ptr %492, align 8
  %494 = getelementptr inbounds i8, ptr %14, i64 8
  %495 = load ptr, ptr %494, align 8
  br label %521

496:                                              ; preds = %478
  %497 = lshr i32 %461, 3
  %498 = zext nneg i32 %497 to i64
  %499 = sub nsw i64 0, %498
  %500 = getelementptr inbounds i8, ptr %465, i64 %499
  %501 = icmp ult ptr %500, %480
  %502 = ptrtoint ptr %465 to i64
  %503 = ptrtoint ptr %480 to i64
  %504 = sub i64 %502, %503
  %505 = trunc i64 %504 to i32
  %506 = select i1 %501, i32 %505, i32 %497
  %507 = zext i32 %506 to i64
  %508 = sub nsw i64 0, %507
  %509 = getelementptr inbounds i8, ptr %465, i64 %508
  %510 = shl i32 %506, 3
  %511 = sub i32 %461, %510
  %512 = load i64, ptr %509, align 1, !tbaa !14
  store i64 %512, ptr %12, align 8, !tbaa !38
  %513 = load i64, ptr %13, align 8, !tbaa !41
  %514 = load i64, ptr %14, align 8, !tbaa !41
  %515 = ptrtoint ptr %480 to i64
  %516 = getelementptr inbounds i8, ptr %13, i64 8
  %517 = load ptr, ptr %516, align 8
  %518 = getelementptr inbounds i8, ptr %14, i64 8
  %519 = load ptr, ptr %518, align 8
  %520 = icmp ugt i32 %511, 64
  br i1 %520, label %568, label %521, !prof !43

521:                                              ; preds = %484, %496
  %522 = phi ptr [ %495, %484 ], [ %519, %496 ]
  %523 = phi ptr [ %493, %484 ], [ %517, %496 ]
  %524 = phi i64 [ %491, %484 ], [ %515, %496 ]
  %525 = phi i64 [ %490, %484 ], [ %514, %496 ]
  %526 = phi i64 [ %489, %484 ], [ %513, %496 ]
  %527 = phi i32 [ %488, %484 ], [ %511, %496 ]
  %528 = phi i64 [ %487, %484 ], [ %512, %496 ]
  %529 = phi ptr [ %486, %484 ], [ %480, %496 ]
  %530 = phi ptr [ %485, %484 ], [ %509, %496 ]
  br label %531

531:                                              ; preds = %521, %581
  %532 = phi ptr [ %661, %581 ], [ %0, %521 ]
  %533 = phi i32 [ %648, %581 ], [ %527, %521 ]
  %534 = phi i64 [ %564, %581 ], [ %528, %521 ]
  %535 = phi i64 [ %638, %581 ], [ %526, %521 ]
  %536 = phi i64 [ %659, %581 ], [ %525, %521 ]
  %537 = phi ptr [ %563, %581 ], [ %530, %521 ]
  %538 = icmp ult ptr %537, %467
  br i1 %538, label %542, label %539

539:                                              ; preds = %531
  %540 = lshr i32 %533, 3
  %541 = and i32 %533, 7
  br label %557

542:                                              ; preds = %531
  %543 = icmp eq ptr %537, %529
  br i1 %543, label %568, label %544

544:                                              ; preds = %542
  %545 = lshr i32 %533, 3
  %546 = zext nneg i32 %545 to i64
  %547 = sub nsw i64 0, %546
  %548 = getelementptr inbounds i8, ptr %537, i64 %547
  %549 = icmp ult ptr %548, %529
  %550 = ptrtoint ptr %537 to i64
  %551 = sub i64 %550, %524
  %552 = trunc i64 %551 to i32
  %553 = select i1 %549, i32 %552, i32 %545
  %554 = zext i1 %549 to i32
  %555 = shl i32 %553, 3
  %556 = sub i32 %533, %555
  br label %557

557:                                              ; preds = %544, %539
  %558 = phi i32 [ %540, %539 ], [ %553, %544 ]
  %559 = phi i32 [ %541, %539 ], [ %556, %544 ]
  %560 = phi i32 [ 0, %539 ], [ %554, %544 ]
  %561 = zext i32 %558 to i64
  %562 = sub nsw i64 0, %561
  %563 = getelementptr inbounds i8, ptr %537, i64 %562
  %564 = load i64, ptr %563, align 1, !tbaa !14
  %565 = icmp eq i32 %560, 0
  %566 = icmp ult ptr %532, %58
  %567 = and i1 %566, %565
  br i1 %567, label %581, label %568

568:                                              ; preds = %581, %542, %557, %496
  %569 = phi ptr [ %519, %496 ], [ %522, %557 ], [ %522, %542 ], [ %522, %581 ]
  %570 = phi ptr [ %517, %496 ], [ %523, %557 ], [ %523, %542 ], [ %523, %581 ]
  %571 = phi i64 [ %515, %496 ], [ %524, %557 ], [ %524, %542 ], [ %524, %581 ]
  %572 = phi ptr [ %480, %496 ], [ %529, %557 ], [ %529, %542 ], [ %529, %581 ]
  %573 = phi i64 [ %514, %496 ], [ %659, %581 ], [ %536, %542 ], [ %536, %557 ]
  %574 = phi i64 [ %513, %496 ], [ %638, %581 ], [ %535, %542 ], [ %535, %557 ]
  %575 = phi ptr [ %0, %496 ], [ %661, %581 ], [ %532, %542 ], [ %532, %557 ]
  %576 = phi i32 [ %511, %496 ], [ %648, %581 ], [ %533, %542 ], [ %559, %557 ]
  %577 = phi i64 [ %512, %496 ], [ %564, %581 ], [ %534, %542 ], [ %564, %557 ]
  %578 = phi ptr [ @BIT_reloadDStream.zeroFilled, %496 ], [ @BIT_reloadDStream.zeroFilled, %581 ], [ %537, %542 ], [ %563, %557 ]
  store i64 %577, ptr %12, align 8, !tbaa !38
  store i64 %574, ptr %13, align 8, !tbaa !41
  store i64 %573, ptr %14, align 8, !tbaa !41
  %579 = getelementptr inbounds i8, ptr %57, i64 -2
  %580 = icmp ugt ptr %575, %579
  br i1 %580, label %788, label %663

581:                                              ; preds = %557
  %582 = getelementptr inbounds %struct.FSE_decode_t, ptr %523, i64 %535
  %583 = load i16, ptr %582, align 2, !tbaa !6
  %584 = getelementptr inbounds i8, ptr %582, i64 2
  %585 = load i8, ptr %584, align 2, !tbaa !21
  %586 = getelementptr inbounds i8, ptr %582, i64 3
  %587 = load i8, ptr %586, align 1, !tbaa !21
  %588 = zext i8 %587 to i32
  %589 = add i32 %559, %588
  %590 = sub i32 0, %589
  %591 = and i32 %590, 63
  %592 = zext nneg i32 %591 to i64
  %593 = lshr i64 %564, %592
  %594 = zext i8 %587 to i64
  %595 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %594
  %596 = load i32, ptr %595, align 4, !tbaa !29
  %597 = zext i32 %596 to i64
  %598 = and i64 %593, %597
  %599 = zext i16 %583 to i64
  store i8 %585, ptr %532, align 1, !tbaa !21
  %600 = getelementptr inbounds %struct.FSE_decode_t, ptr %522, i64 %536
  %601 = load i16, ptr %600, align 2, !tbaa !6
  %602 = getelementptr inbounds i8, ptr %600, i64 2
  %603 = load i8, ptr %602, align 2, !tbaa !21
  %604 = getelementptr inbounds i8, ptr %600, i64 3
  %605 = load i8, ptr %604, align 1, !tbaa !21
  %606 = zext i8 %605 to i32
  %607 = add i32 %589, %606
  %608 = sub i32 0, %607
  %609 = and i32 %608, 63
  %610 = zext nneg i32 %609 to i64
  %611 = lshr i64 %564, %610
  %612 = zext i8 %605 to i64
  %613 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %612
  %614 = load i32, ptr %613, align 4, !tbaa !29
  %615 = zext i32 %614 to i64
  %616 = and i64 %611, %615
  %617 = zext i16 %601 to i64
  %618 = getelementptr inbounds i8, ptr %532, i64 1
  store i8 %603, ptr %618, align 1, !tbaa !21
  %619 = getelementptr inbounds %struct.FSE_decode_t, ptr %523, i64 %598
  %620 = getelementptr inbounds %struct.FSE_decode_t, ptr %619, i64 %599
  %621 = load i16, ptr %620, align 2, !tbaa !6
  %622 = getelementptr inbounds i8, ptr %620, i64 2
  %623 = load i8, ptr %622, align 2, !tbaa !21
  %624 = getelementptr inbounds i8, ptr %620, i64 3
  %625 = load i8, ptr %624, align 1, !tbaa !21
  %626 = zext i8 %625 to i32
  %627 = add i32 %607, %626
  %628 = sub i32 0, %627
  %629 = and i32 %628, 63
  %630 = zext nneg i32 %629 to i64
  %631 = lshr i64 %564, %630
  %632 = zext i8 %625 to i64
  %633 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %632
  %634 = load i32, ptr %633, align 4, !tbaa !29
  %635 = zext i32 %634 to i64
  %636 = and i64 %631, %635
  %637 = zext i16 %621 to i64
  %638 = add nuw nsw i64 %636, %637
  %639 = getelementptr inbounds i8, ptr %532, i64 2
  store i8 %623, ptr %639, align 1, !tbaa !21
  %640 = getelementptr inbounds %struct.FSE_decode_t, ptr %522, i64 %616
  %641 = getelementptr inbounds %struct.FSE_decode_t, ptr %640, i64 %617
  %642 = load i16, ptr %641, align 2, !tbaa !6
  %643 = getelementptr inbounds i8, ptr %641, i64 2
  %644 = load i8, ptr %643, align 2, !tbaa !21
  %645 = getelementptr inbounds i8, ptr %641, i64 3
  %646 = load i8, ptr %645, align 1, !tbaa !21
  %647 = zext i8 %646 to i32
  %648 = add i32 %627, %647
  %649 = sub i32 0, %648
  %650 = and i32 %649, 63
  %651 = zext nneg i32 %650 to i64
  %652 = lshr i64 %564, %651
  %653 = zext i8 %646 to i64
  %654 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %653
  %655 = load i32, ptr %654, align 4, !tbaa !29
  %656 = zext i32 %655 to i64
  %657 = and i64 %652, %656
  %658 = zext i16 %642 to i64
  %659 = add nuw nsw i64 %657, %658
  %660 = getelementptr inbounds i8, ptr %532, i64 3
  store i8 %644, ptr %660, align 1, !tbaa !21
  %661 = getelementptr inbounds i8, ptr %532, i64 4
  %662 = icmp ugt i32 %648, 64
  br i1 %662, label %568, label %531, !prof !44, !llvm.loop !45

663:                                              ; preds = %568, %772
  %664 = phi ptr [ %773, %772 ], [ %578, %568 ]
  %665 = phi ptr [ %744, %772 ], [ %575, %568 ]
  %666 = phi i64 [ %688, %772 ], [ %574, %568 ]
  %667 = phi i64 [ %775, %772 ], [ %577, %568 ]
  %668 = phi i32 [ %774, %772 ], [ %576, %568 ]
  %669 = phi i64 [ %743, %772 ], [ %573, %568 ]
  %670 = getelementptr inbounds %struct.FSE_decode_t, ptr %570, i64 %666
  %671 = load i16, ptr %670, align 2, !tbaa !6
  %672 = getelementptr inbounds i8, ptr %670, i64 2
  %673 = load i8, ptr %672, align 2, !tbaa !21
  %674 = getelementptr inbounds i8, ptr %670, i64 3
  %675 = load i8, ptr %674, align 1, !tbaa !21
  %676 = zext i8 %675 to i32
  %677 = add i32 %668, %676
  %678 = sub i32 0, %677
  %679 = and i32 %678, 63
  %680 = zext nneg i32 %679 to i64
  %681 = lshr i64 %667, %680
  %682 = zext i8 %675 to i64
  %683 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %682
  %684 = load i32, ptr %683, align 4, !tbaa !29
  %685 = zext i32 %684 to i64
  %686 = and i64 %681, %685
  %687 = zext i16 %671 to i64
  %688 = add nuw nsw i64 %686, %687
  %689 = getelementptr inbounds i8, ptr %665, i64 1
  store i8 %673, ptr %665, align 1, !tbaa !21
  %690 = icmp ugt i32 %677, 64
  br i1 %690, label %710, label %691, !prof !40

691:                                              ; preds = %663
  %692 = icmp ult ptr %664, %467
  br i1 %692, label %696, label %693

693:                                              ; preds = %691
  %694 = lshr i32 %677, 3
  %695 = and i32 %677, 7
  br label %712

696:                                              ; preds = %691
  %697 = icmp eq ptr %664, %572
  br i1 %697, label %719, label %698

698:                                              ; preds = %696
  %699 = lshr i32 %677, 3
  %700 = zext nneg i32 %699 to i64
  %701 = sub nsw i64 0, %700
  %702 = getelementptr inbounds i8, ptr %664, i64 %701
  %703 = icmp ult ptr %702, %572
  %704 = ptrtoint ptr %664 to i64
  %705 = sub i64 %704, %571
  %706 = trunc i64 %705 to i32
  %707 = select i1 %703, i32 %706, i32 %699
  %708 = shl i32 %707, 3
  %709 = sub i32 %677, %708
  br label %712

710:                                              ; preds = %663
  %711 = getelementptr inbounds %struct.FSE_decode_t, ptr %569, i64 %669, i32 1
  br label %779

712:                                              ; preds = %698, %693
  %713 = phi i32 [ %694, %693 ], [ %707, %698 ]
  %714 = phi i32 [ %695, %693 ], [ %709, %698 ]
  %715 = zext i32 %713 to i64
  %716 = sub nsw i64 0, %715
  %717 = getelementptr inbounds i8, ptr %664, i64 %716
  %718 = load i64, ptr %717, align 1, !tbaa !14
  br label %719

719:                                              ; preds = %712, %696
  %720 = phi ptr [ %664, %696 ], [ %717, %712 ]
  %721 = phi i32 [ %677, %696 ], [ %714, %712 ]
  %722 = phi i64 [ %667, %696 ], [ %718, %712 ]
  %723 = icmp ugt ptr %689, %579
  br i1 %723, label %788, label %724

724:                                              ; preds = %719
  %725 = getelementptr inbounds %struct.FSE_decode_t, ptr %569, i64 %669
  %726 = load i16, ptr %725, align 2, !tbaa !6
  %727 = getelementptr inbounds i8, ptr %725, i64 2
  %728 = load i8, ptr %727, align 2, !tbaa !21
  %729 = getelementptr inbounds i8, ptr %725, i64 3
  %730 = load i8, ptr %729, align 1, !tbaa !21
  %731 = zext i8 %730 to i32
  %732 = add i32 %721, %731
  %733 = sub i32 0, %732
  %734 = and i32 %733, 63
  %735 = zext nneg i32 %734 to i64
  %736 = lshr i64 %722, %735
  %737 = zext i8 %730 to i64
  %738 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %737
  %739 = load i32, ptr %738, align 4, !tbaa !29
  %740 = zext i32 %739 to i64
  %741 = and i64 %736, %740
  %742 = zext i16 %726 to i64
  %743 = add nuw nsw i64 %741, %742
  %744 = getelementptr inbounds i8, ptr %665, i64 2
  store i8 %728, ptr %689, align 1, !tbaa !21
  %745 = icmp ugt i32 %732, 64
  br i1 %745, label %777, label %746, !prof !40

746:                                              ; preds = %724
  %747 = icmp ult ptr %720, %467
  br i1 %747, label %751, label %748

748:                                              ; preds = %746
  %749 = lshr i32 %732, 3
  %750 = and i32 %732, 7
  br label %765

751:                                              ; preds = %746
  %752 = icmp eq ptr %720, %572
  br i1 %752, label %772, label %753

753:                                              ; preds = %751
  %754 = lshr i32 %732, 3
  %755 = zext nneg i32 %754 to i64
  %756 = sub nsw i64 0, %755
  %757 = getelementptr inbounds i8, ptr %720, i64 %756
  %758 = icmp ult ptr %757, %572
  %759 = ptrtoint ptr %720 to i64
  %760 = sub i64 %759, %571
  %761 = trunc i64 %760 to i32
  %762 = select i1 %758, i32 %761, i32 %754
  %763 = shl i32 %762, 3
  %764 = sub i32 %732, %763
  br label %765

765:                                              ; preds = %753, %748
  %766 = phi i32 [ %749, %748 ], [ %762, %753 ]
  %767 = phi i32 [ %750, %748 ], [ %764, %753 ]
  %768 = zext i32 %766 to i64
  %769 = sub nsw i64 0, %768
  %770 = getelementptr inbounds i8, ptr %720, i64 %769
  %771 = load i64, ptr %770, align 1, !tbaa !14
  br label %772

772:                                              ; preds = %765, %751
  %773 = phi ptr [ %720, %751 ], [ %770, %765 ]
  %774 = phi i32 [ %732, %751 ], [ %767, %765 ]
  %775 = phi i64 [ %722, %751 ], [ %771, %765 ]
  %776 = icmp ugt ptr %744, %579
  br i1 %776, label %788, label %663

777:                                              ; preds = %724
  %778 = getelementptr inbounds %struct.FSE_decode_t, ptr %570, i64 %688, i32 1
  br label %779

779:                                              ; preds = %777, %710
  %780 = phi ptr [ %778, %777 ], [ %711, %710 ]
  %781 = phi i64 [ 3, %777 ], [ 2, %710 ]
  %782 = phi ptr [ %744, %777 ], [ %689, %710 ]
  %783 = load i8, ptr %780, align 2, !tbaa !21
  %784 = getelementptr inbounds i8, ptr %665, i64 %781
  store i8 %783, ptr %782, align 1, !tbaa !21
  %785 = ptrtoint ptr %784 to i64
  %786 = ptrtoint ptr %0 to i64
  %787 = sub i64 %785, %786
  br label %788

788:                                              ; preds = %772, %719, %779, %568, %459, %456
  %789 = phi i64 [ %787, %779 ], [ %457, %456 ], [ -20, %459 ], [ -70, %568 ], [ -70, %719 ], [ -70, %772 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #9
  br label %790

790:                                              ; preds = %8, %19, %22, %25, %44, %454, %788
  %791 = phi i64 [ %51, %44 ], [ -1, %8 ], [ -44, %25 ], [ %455, %454 ], [ %789, %788 ], [ -44, %22 ], [ %20, %19 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #9
  ret i64 %791
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

declare i64 @FSE_readNCount_bmi2(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i64 1, 0) i64 @BIT_initDStream(ptr nocapture noundef writeonly %0, ptr noundef %1, i64 noundef %2) unnamed_addr #5 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, i8 0, i64 40, i1 false)
  br label %87

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %1, ptr %7, align 8, !tbaa !33
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %8, ptr %9, align 8, !tbaa !36
  %10 = icmp ugt i64 %2, 7
  br i1 %10, label %11, label %27

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %1, i64 %2
  %13 = getelementptr inbounds i8, ptr %12, i64 -8
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %13, ptr %14, align 8, !tbaa !37
  %15 = load i64, ptr %13, align 1, !tbaa !14
  store i64 %15, ptr %0, align 8, !tbaa !38
  %16 = getelementptr i8, ptr %12, i64 -1
  %17 = load i8, ptr %16, align 1, !tbaa !21
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %11
  %20 = zext i8 %17 to i32
  %21 = tail call range(i32 16, 33) i32 @llvm.ctlz.i32(i32 %20, i1 true)
  %22 = xor i32 %21, 31
  %23 = sub nuw nsw i32 8, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %23, ptr %24, align 8, !tbaa !39
  br label %87

25:                                               ; preds = %11
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %26, align 8, !tbaa !39
  br label %87

27:                                               ; preds = %6
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %1, ptr %28, align 8, !tbaa !37
  %29 = load i8, ptr %1, align 1, !tbaa !21
  %30 = zext i8 %29 to i64
  store i64 %30, ptr %0, align 8, !tbaa !38
  switch i64 %2, label %72 [
    i64 7, label %31
    i64 6, label %37
    i64 5, label %44
    i64 4, label %51
    i64 3, label %58
    i64 2, label %65
  ]

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %1, i64 6
  %33 = load i8, ptr %32, align 1, !tbaa !21
  %34 = zext i8 %33 to i64
  %35 = shl nuw nsw i64 %34, 48
  %36 = or disjoint i64 %35, %30
  store i64 %36, ptr %0, align 8, !tbaa !38
  br label %37

37:                                               ; preds = %27, %31
  %38 = phi i64 [ %30, %27 ], [ %36, %31 ]
  %39 = getelementptr inbounds i8, ptr %1, i64 5
  %40 = load i8, ptr %39, align 1, !tbaa !21
  %41 = zext i8 %40 to i64
  %42 = shl nuw nsw i64 %41, 40
  %43 = add nuw nsw i64 %42, %38
  store i64 %43, ptr %0, align 8, !tbaa !38
  br label %44

44:                                               ; preds = %27, %37
  %45 = phi i64 [ %30, %27 ], [ %43, %37 ]
  %46 = getelementptr inbounds i8, ptr %1, i64 4
  %47 = load i8, ptr %46, align 1, !tbaa !21
  %48 = zext i8 %47 to i64
  %49 = shl nuw nsw i64 %48, 32
  %50 = add nuw nsw i64 %49, %45
  store i64 %50, ptr %0, align 8, !tbaa !38
  br label %51

51:                                               ; preds = %27, %44
  %52 = phi i64 [ %30, %27 ], [ %50, %44 ]
  %53 = getelementptr inbounds i8, ptr %1, i64 3
  %54 = load i8, ptr %53, align 1, !tbaa !21
  %55 = zext i8 %54 to i64
  %56 = shl nuw nsw i64 %55, 24
  %57 = add nuw nsw i64 %56, %52
  store i64 %57, ptr %0, align 8, !tbaa !38
  br label %58

58:                                               ; preds = %27, %51
  %59 = phi i64 [ %30, %27 ], [ %57, %51 ]
  %60 = getelementptr inbounds i8, ptr %1, i64 2
  %61 = load i8, ptr %60, align 1, !tbaa !21
  %62 = zext i8 %61 to i64
  %63 = shl nuw nsw i64 %62, 16
  %64 = add nuw nsw i64 %63, %59
  store i64 %64, ptr %0, align 8, !tbaa !38
  br label %65

65:                                               ; preds = %27, %58
  %66 = phi i64 [ %30, %27 ], [ %64, %58 ]
  %67 = getelementptr inbounds i8, ptr %1, i64 1
  %68 = load i8, ptr %67, align 1, !tbaa !21
  %69 = zext i8 %68 to i64
  %70 = shl nuw nsw i64 %69, 8
  %71 = add nuw nsw i64 %70, %66
  store i64 %71, ptr %0, align 8, !tbaa !38
  br label %72

72:                                               ; preds = %65, %27
  %73 = getelementptr i8, ptr %1, i64 %2
  %74 = getelementptr i8, ptr %73, i64 -1
  %75 = load i8, ptr %74, align 1, !tbaa !21
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %77, label %79

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %78, align 8, !tbaa !39
  br label %87

79:                                               ; preds = %72
  %80 = zext i8 %75 to i32
  %81 = tail call range(i32 16, 33) i32 @llvm.ctlz.i32(i32 %80, i1 true)
  %82 = getelementptr inbounds i8, ptr %0, i64 8
  %83 = trunc nuw i64 %2 to i32
  %84 = shl nuw nsw i32 %83, 3
  %85 = sub nsw i32 %81, %84
  %86 = add nsw i32 %85, 41
  store i32 %86, ptr %82, align 8, !tbaa !39
  br label %87

87:                                               ; preds = %79, %19, %77, %25, %5
  %88 = phi i64 [ -72, %5 ], [ -1, %25 ], [ -20, %77 ], [ %2, %19 ], [ %2, %79 ]
  ret i64 %88
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @FSE_initDState(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr noundef %2) unnamed_addr #6 {
  %4 = load i16, ptr %2, align 2, !tbaa !46
  %5 = zext i16 %4 to i32
  %6 = load i64, ptr %1, align 8, !tbaa !38
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !39
  %9 = add i32 %8, %5
  %10 = sub i32 0, %9
  %11 = and i32 %10, 63
  %12 = zext nneg i32 %11 to i64
  %13 = lshr i64 %6, %12
  %14 = zext i16 %4 to i64
  %15 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !29
  %17 = zext i32 %16 to i64
  %18 = and i64 %13, %17
  store i32 %9, ptr %7, align 8, !tbaa !39
  store i64 %18, ptr %0, align 8, !tbaa !41
  %19 = icmp ugt i32 %9, 64
  %20 = getelementptr inbounds i8, ptr %1, i64 16
  br i1 %19, label %21, label %22, !prof !40

21:                                               ; preds = %3
  store ptr @BIT_reloadDStream.zeroFilled, ptr %20, align 8, !tbaa !37
  br label %55

22:                                               ; preds = %3
  %23 = load ptr, ptr %20, align 8, !tbaa !37
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  %25 = load ptr, ptr %24, align 8, !tbaa !36
  %26 = icmp ult ptr %23, %25
  br i1 %26, label %34, label %27

27:                                               ; preds = %22
  %28 = lshr i32 %9, 3
  %29 = zext nneg i32 %28 to i64
  %30 = sub nsw i64 0, %29
  %31 = getelementptr inbounds i8, ptr %23, i64 %30
  store ptr %31, ptr %20, align 8, !tbaa !37
  %32 = and i32 %9, 7
  store i32 %32, ptr %7, align 8, !tbaa !39
  %33 = load i64, ptr %31, align 1, !tbaa !14
  store i64 %33, ptr %1, align 8, !tbaa !38
  br label %55

34:                                               ; preds = %22
  %35 = getelementptr inbounds i8, ptr %1, i64 24
  %36 = load ptr, ptr %35, align 8, !tbaa !33
  %37 = icmp eq ptr %23, %36
  br i1 %37, label %55, label %38

38:                                               ; preds = %34
  %39 = lshr i32 %9, 3
  %40 = zext nneg i32 %39 to i64
  %41 = sub nsw i64 0, %40
  %42 = getelementptr inbounds i8, ptr %23, i64 %41
  %43 = icmp ult ptr %42, %36
  %44 = ptrtoint ptr %23 to i64
  %45 = ptrtoint ptr %36 to i64
  %46 = sub i64 %44, %45
  %47 = trunc i64 %46 to i32
  %48 = select i1 %43, i32 %47, i32 %39
  %49 = zext i32 %48 to i64
  %50 = sub nsw i64 0, %49
  %51 = getelementptr inbounds i8, ptr %23, i64 %50
  store ptr %51, ptr %20, align 8, !tbaa !37
  %52 = shl i32 %48, 3
  %53 = sub i32 %9, %52
  store i32 %53, ptr %7, align 8, !tbaa !39
  %54 = load i64, ptr %51, align 1, !tbaa !14
  store i64 %54, ptr %1, align 8, !tbaa !38
  br label %55

55:                                               ; preds = %34, %21, %27, %38
  %56 = getelementptr inbounds i8, ptr %2, i64 4
  %57 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %56, ptr %57, align 8, !tbaa !47
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #8

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!10 = !{!11, !8, i64 2}
!11 = !{!"", !7, i64 0, !8, i64 2, !8, i64 3}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = distinct !{!16, !13, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !13, !18, !17}
!20 = distinct !{!20, !13}
!21 = !{!8, !8, i64 0}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = !{!11, !8, i64 3}
!27 = !{!11, !7, i64 0}
!28 = distinct !{!28, !13}
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !8, i64 0}
!31 = !{!32, !7, i64 2}
!32 = !{!"", !7, i64 0, !7, i64 2}
!33 = !{!34, !35, i64 24}
!34 = !{!"", !15, i64 0, !30, i64 8, !35, i64 16, !35, i64 24, !35, i64 32}
!35 = !{!"any pointer", !8, i64 0}
!36 = !{!34, !35, i64 32}
!37 = !{!34, !35, i64 16}
!38 = !{!34, !15, i64 0}
!39 = !{!34, !30, i64 8}
!40 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!41 = !{!42, !15, i64 0}
!42 = !{!"", !15, i64 0, !35, i64 8}
!43 = !{!"branch_weights", i32 53687091, i32 2093796557}
!44 = !{!"branch_weights", i32 127, i32 255873}
!45 = distinct !{!45, !13}
!46 = !{!32, !7, i64 0}
!47 = !{!42, !35, i64 8}
