; ModuleID = 'src/zstd/lib/compress/fse_compress.c'
source_filename = "src/zstd/lib/compress/fse_compress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.FSE_symbolCompressionTransform = type { i32, i32 }

@FSE_normalizeCount.rtbTable = internal unnamed_addr constant [8 x i32] [i32 0, i32 473195, i32 504333, i32 520860, i32 550000, i32 700000, i32 750000, i32 830000], align 4
@BIT_mask = internal unnamed_addr constant [32 x i32] [i32 0, i32 1, i32 3, i32 7, i32 15, i32 31, i32 63, i32 127, i32 255, i32 511, i32 1023, i32 2047, i32 4095, i32 8191, i32 16383, i32 32767, i32 65535, i32 131071, i32 262143, i32 524287, i32 1048575, i32 2097151, i32 4194303, i32 8388607, i32 16777215, i32 33554431, i32 67108863, i32 134217727, i32 268435455, i32 536870911, i32 1073741823, i32 2147483647], align 4

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -44, 1) i64 @FSE_buildCTable_wksp(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = shl nuw i32 1, %3
  %8 = add i32 %7, -1
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  %10 = icmp eq i32 %3, 0
  %11 = lshr i32 %7, 1
  %12 = select i1 %10, i32 1, i32 %11
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %9, i64 %13
  %15 = lshr i32 %7, 3
  %16 = add nuw nsw i32 %15, 3
  %17 = add nuw i32 %16, %11
  %18 = add i32 %2, 1
  %19 = add i32 %2, 2
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i16, ptr %4, i64 %20
  %22 = zext nneg i32 %3 to i64
  %23 = shl nuw i64 1, %22
  %24 = add nuw i64 %23, %20
  %25 = shl i64 %24, 1
  %26 = and i64 %25, -4
  %27 = add i64 %26, 8
  %28 = icmp ugt i64 %27, %5
  br i1 %28, label %222, label %29

29:                                               ; preds = %6
  %30 = trunc i32 %3 to i16
  store i16 %30, ptr %0, align 2, !tbaa !6
  %31 = trunc i32 %2 to i16
  %32 = getelementptr inbounds i8, ptr %0, i64 2
  store i16 %31, ptr %32, align 2, !tbaa !6
  store i16 0, ptr %4, align 2, !tbaa !6
  %33 = icmp eq i32 %18, 0
  br i1 %33, label %34, label %41

34:                                               ; preds = %29
  %35 = trunc i32 %7 to i16
  %36 = add i16 %35, 1
  %37 = zext nneg i32 %18 to i64
  %38 = getelementptr inbounds i16, ptr %4, i64 %37
  store i16 %36, ptr %38, align 2, !tbaa !6
  %39 = zext i32 %7 to i64
  %40 = getelementptr inbounds i8, ptr %21, i64 %39
  br label %76

41:                                               ; preds = %29
  %42 = tail call i32 @llvm.umax.i32(i32 %19, i32 2)
  %43 = zext i32 %42 to i64
  br label %44

44:                                               ; preds = %41, %62
  %45 = phi i64 [ 1, %41 ], [ %64, %62 ]
  %46 = phi i32 [ %8, %41 ], [ %63, %62 ]
  %47 = add nsw i64 %45, -1
  %48 = getelementptr inbounds i16, ptr %1, i64 %47
  %49 = load i16, ptr %48, align 2, !tbaa !6
  %50 = icmp eq i16 %49, -1
  %51 = getelementptr inbounds i16, ptr %4, i64 %47
  %52 = load i16, ptr %51, align 2, !tbaa !6
  %53 = getelementptr inbounds i16, ptr %4, i64 %45
  br i1 %50, label %54, label %60

54:                                               ; preds = %44
  %55 = add i16 %52, 1
  store i16 %55, ptr %53, align 2, !tbaa !6
  %56 = trunc i64 %47 to i8
  %57 = add i32 %46, -1
  %58 = zext i32 %46 to i64
  %59 = getelementptr inbounds i8, ptr %21, i64 %58
  store i8 %56, ptr %59, align 1, !tbaa !10
  br label %62

60:                                               ; preds = %44
  %61 = add i16 %52, %49
  store i16 %61, ptr %53, align 2, !tbaa !6
  br label %62

62:                                               ; preds = %54, %60
  %63 = phi i32 [ %57, %54 ], [ %46, %60 ]
  %64 = add nuw nsw i64 %45, 1
  %65 = icmp eq i64 %64, %43
  br i1 %65, label %66, label %44, !llvm.loop !11

66:                                               ; preds = %62
  %67 = trunc i32 %7 to i16
  %68 = add i16 %67, 1
  %69 = zext i32 %18 to i64
  %70 = getelementptr inbounds i16, ptr %4, i64 %69
  store i16 %68, ptr %70, align 2, !tbaa !6
  %71 = icmp eq i32 %63, %8
  br i1 %71, label %73, label %72

72:                                               ; preds = %66
  br i1 %33, label %169, label %143

73:                                               ; preds = %66
  %74 = zext i32 %7 to i64
  %75 = getelementptr inbounds i8, ptr %21, i64 %74
  br i1 %33, label %76, label %82

76:                                               ; preds = %120, %34, %73
  %77 = phi ptr [ %40, %34 ], [ %75, %73 ], [ %75, %120 ]
  %78 = phi i64 [ %39, %34 ], [ %74, %73 ], [ %74, %120 ]
  %79 = zext i32 %17 to i64
  %80 = zext i32 %8 to i64
  %81 = shl nuw nsw i64 %79, 1
  br label %126

82:                                               ; preds = %73, %120
  %83 = phi i64 [ %123, %120 ], [ 0, %73 ]
  %84 = phi i64 [ %122, %120 ], [ 0, %73 ]
  %85 = phi i64 [ %124, %120 ], [ 0, %73 ]
  %86 = getelementptr inbounds i16, ptr %1, i64 %83
  %87 = load i16, ptr %86, align 2, !tbaa !6
  %88 = getelementptr inbounds i8, ptr %75, i64 %84
  store i64 %85, ptr %88, align 1, !tbaa !13
  %89 = icmp sgt i16 %87, 8
  br i1 %89, label %90, label %120

90:                                               ; preds = %82
  %91 = zext nneg i16 %87 to i64
  %92 = tail call i64 @llvm.umax.i64(i64 %91, i64 16)
  %93 = add nsw i64 %92, -9
  %94 = lshr i64 %93, 3
  %95 = add nuw nsw i64 %94, 1
  %96 = icmp ult i64 %93, 24
  br i1 %96, label %113, label %97

97:                                               ; preds = %90
  %98 = and i64 %95, 4611686018427387900
  %99 = shl i64 %98, 3
  %100 = or disjoint i64 %99, 8
  %101 = insertelement <2 x i64> poison, i64 %85, i64 0
  %102 = shufflevector <2 x i64> %101, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %103

103:                                              ; preds = %103, %97
  %104 = phi i64 [ 0, %97 ], [ %109, %103 ]
  %105 = shl i64 %104, 3
  %106 = or disjoint i64 %105, 8
  %107 = getelementptr inbounds i8, ptr %88, i64 %106
  %108 = getelementptr inbounds i8, ptr %107, i64 16
  store <2 x i64> %102, ptr %107, align 1, !tbaa !13
  store <2 x i64> %102, ptr %108, align 1, !tbaa !13
  %109 = add nuw i64 %104, 4
  %110 = icmp eq i64 %109, %98
  br i1 %110, label %111, label %103, !llvm.loop !15

111:                                              ; preds = %103
  %112 = icmp eq i64 %95, %98
  br i1 %112, label %120, label %113

113:                                              ; preds = %111, %90
  %114 = phi i64 [ 8, %90 ], [ %100, %111 ]
  br label %115

115:                                              ; preds = %113, %115
  %116 = phi i64 [ %118, %115 ], [ %114, %113 ]
  %117 = getelementptr inbounds i8, ptr %88, i64 %116
  store i64 %85, ptr %117, align 1, !tbaa !13
  %118 = add nuw nsw i64 %116, 8
  %119 = icmp ult i64 %118, %91
  br i1 %119, label %115, label %120, !llvm.loop !18

120:                                              ; preds = %115, %111, %82
  %121 = sext i16 %87 to i64
  %122 = add i64 %84, %121
  %123 = add nuw nsw i64 %83, 1
  %124 = add i64 %85, 72340172838076673
  %125 = icmp eq i64 %123, %69
  br i1 %125, label %76, label %82, !llvm.loop !19

126:                                              ; preds = %76, %126
  %127 = phi i64 [ 0, %76 ], [ %141, %126 ]
  %128 = phi i64 [ 0, %76 ], [ %140, %126 ]
  %129 = and i64 %128, %80
  %130 = getelementptr inbounds i8, ptr %77, i64 %127
  %131 = load i8, ptr %130, align 1, !tbaa !10
  %132 = getelementptr inbounds i8, ptr %21, i64 %129
  store i8 %131, ptr %132, align 1, !tbaa !10
  %133 = add nuw nsw i64 %128, %79
  %134 = and i64 %133, %80
  %135 = or disjoint i64 %127, 1
  %136 = getelementptr inbounds i8, ptr %77, i64 %135
  %137 = load i8, ptr %136, align 1, !tbaa !10
  %138 = getelementptr inbounds i8, ptr %21, i64 %134
  store i8 %137, ptr %138, align 1, !tbaa !10
  %139 = add nuw nsw i64 %128, %81
  %140 = and i64 %139, %80
  %141 = add nuw nsw i64 %127, 2
  %142 = icmp ult i64 %141, %78
  br i1 %142, label %126, label %169, !llvm.loop !20

143:                                              ; preds = %72, %165
  %144 = phi i64 [ %167, %165 ], [ 0, %72 ]
  %145 = phi i32 [ %166, %165 ], [ 0, %72 ]
  %146 = getelementptr inbounds i16, ptr %1, i64 %144
  %147 = load i16, ptr %146, align 2, !tbaa !6
  %148 = sext i16 %147 to i32
  %149 = icmp sgt i16 %147, 0
  br i1 %149, label %150, label %165

150:                                              ; preds = %143
  %151 = trunc i64 %144 to i8
  br label %152

152:                                              ; preds = %150, %162
  %153 = phi i32 [ 0, %150 ], [ %163, %162 ]
  %154 = phi i32 [ %145, %150 ], [ %160, %162 ]
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds i8, ptr %21, i64 %155
  store i8 %151, ptr %156, align 1, !tbaa !10
  br label %157

157:                                              ; preds = %157, %152
  %158 = phi i32 [ %154, %152 ], [ %160, %157 ]
  %159 = add i32 %158, %17
  %160 = and i32 %159, %8
  %161 = icmp ugt i32 %160, %63
  br i1 %161, label %157, label %162, !llvm.loop !21

162:                                              ; preds = %157
  %163 = add nuw nsw i32 %153, 1
  %164 = icmp eq i32 %163, %148
  br i1 %164, label %165, label %152, !llvm.loop !22

165:                                              ; preds = %162, %143
  %166 = phi i32 [ %145, %143 ], [ %160, %162 ]
  %167 = add nuw nsw i64 %144, 1
  %168 = icmp eq i64 %167, %69
  br i1 %168, label %169, label %143, !llvm.loop !23

169:                                              ; preds = %165, %126, %72
  %170 = zext i32 %7 to i64
  br label %179

171:                                              ; preds = %179
  %172 = shl i32 %3, 16
  %173 = sub i32 %172, %7
  %174 = add i32 %172, 65536
  %175 = sub i32 %174, %7
  %176 = add i32 %3, -31
  %177 = tail call i32 @llvm.umax.i32(i32 %18, i32 1)
  %178 = zext i32 %177 to i64
  br label %194

179:                                              ; preds = %169, %179
  %180 = phi i64 [ 0, %169 ], [ %192, %179 ]
  %181 = getelementptr inbounds i8, ptr %21, i64 %180
  %182 = load i8, ptr %181, align 1, !tbaa !10
  %183 = trunc nuw i64 %180 to i32
  %184 = add i32 %7, %183
  %185 = trunc i32 %184 to i16
  %186 = zext i8 %182 to i64
  %187 = getelementptr inbounds i16, ptr %4, i64 %186
  %188 = load i16, ptr %187, align 2, !tbaa !6
  %189 = add i16 %188, 1
  store i16 %189, ptr %187, align 2, !tbaa !6
  %190 = zext i16 %188 to i64
  %191 = getelementptr inbounds i16, ptr %9, i64 %190
  store i16 %185, ptr %191, align 2, !tbaa !6
  %192 = add nuw nsw i64 %180, 1
  %193 = icmp eq i64 %192, %170
  br i1 %193, label %171, label %179, !llvm.loop !24

194:                                              ; preds = %171, %218
  %195 = phi i64 [ 0, %171 ], [ %220, %218 ]
  %196 = phi i32 [ 0, %171 ], [ %219, %218 ]
  %197 = getelementptr inbounds i16, ptr %1, i64 %195
  %198 = load i16, ptr %197, align 2, !tbaa !6
  switch i16 %198, label %206 [
    i16 0, label %199
    i16 -1, label %201
    i16 1, label %201
  ]

199:                                              ; preds = %194
  %200 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %14, i64 %195, i32 1
  store i32 %175, ptr %200, align 4, !tbaa !25
  br label %218

201:                                              ; preds = %194, %194
  %202 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %14, i64 %195
  %203 = getelementptr inbounds i8, ptr %202, i64 4
  store i32 %173, ptr %203, align 4, !tbaa !25
  %204 = add i32 %196, -1
  store i32 %204, ptr %202, align 4, !tbaa !28
  %205 = add i32 %196, 1
  br label %218

206:                                              ; preds = %194
  %207 = sext i16 %198 to i32
  %208 = add nsw i32 %207, -1
  %209 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %208, i1 false)
  %210 = add i32 %176, %209
  %211 = shl i32 %207, %210
  %212 = shl i32 %210, 16
  %213 = sub i32 %212, %211
  %214 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %14, i64 %195
  %215 = getelementptr inbounds i8, ptr %214, i64 4
  store i32 %213, ptr %215, align 4, !tbaa !25
  %216 = sub i32 %196, %207
  store i32 %216, ptr %214, align 4, !tbaa !28
  %217 = add i32 %196, %207
  br label %218

218:                                              ; preds = %199, %201, %206
  %219 = phi i32 [ %217, %206 ], [ %205, %201 ], [ %196, %199 ]
  %220 = add nuw nsw i64 %195, 1
  %221 = icmp eq i64 %220, %178
  br i1 %221, label %222, label %194, !llvm.loop !29

222:                                              ; preds = %218, %6
  %223 = phi i64 [ -44, %6 ], [ 0, %218 ]
  ret i64 %223
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 3, 536870915) i64 @FSE_NCountWriteBound(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = add i32 %0, 1
  %4 = mul i32 %3, %1
  %5 = add i32 %4, 6
  %6 = lshr i32 %5, 3
  %7 = add nuw nsw i32 %6, 3
  %8 = icmp eq i32 %0, 0
  %9 = select i1 %8, i32 512, i32 %7
  %10 = zext nneg i32 %9 to i64
  ret i64 %10
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @FSE_writeNCount(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = icmp ugt i32 %4, 12
  br i1 %6, label %21, label %7

7:                                                ; preds = %5
  %8 = icmp ult i32 %4, 5
  br i1 %8, label %21, label %9

9:                                                ; preds = %7
  %10 = add i32 %3, 1
  %11 = mul i32 %10, %4
  %12 = add i32 %11, 6
  %13 = lshr i32 %12, 3
  %14 = add nuw nsw i32 %13, 3
  %15 = icmp eq i32 %3, 0
  %16 = select i1 %15, i32 512, i32 %14
  %17 = zext nneg i32 %16 to i64
  %18 = icmp ule i64 %17, %1
  %19 = zext i1 %18 to i32
  %20 = tail call fastcc i64 @FSE_writeNCount_generic(ptr noundef %0, i64 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %19)
  br label %21

21:                                               ; preds = %9, %7, %5
  %22 = phi i64 [ -44, %5 ], [ -1, %7 ], [ %20, %9 ]
  ret i64 %22
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @FSE_writeNCount_generic(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #2 {
  %7 = getelementptr inbounds i8, ptr %0, i64 %1
  %8 = add i32 %3, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %182, label %10

10:                                               ; preds = %6
  %11 = add nsw i32 %4, -5
  %12 = shl nuw nsw i32 1, %4
  %13 = add nuw nsw i32 %12, 1
  %14 = add nuw nsw i32 %4, 1
  %15 = icmp eq i32 %5, 0
  %16 = getelementptr inbounds i8, ptr %7, i64 -2
  %17 = zext i32 %8 to i64
  br label %18

18:                                               ; preds = %10, %152
  %19 = phi i32 [ 0, %10 ], [ %127, %152 ]
  %20 = phi ptr [ %0, %10 ], [ %155, %152 ]
  %21 = phi i32 [ 0, %10 ], [ %106, %152 ]
  %22 = phi i32 [ 4, %10 ], [ %154, %152 ]
  %23 = phi i32 [ %11, %10 ], [ %153, %152 ]
  %24 = phi i32 [ %12, %10 ], [ %139, %152 ]
  %25 = phi i32 [ %13, %10 ], [ %115, %152 ]
  %26 = phi i32 [ %14, %10 ], [ %138, %152 ]
  %27 = icmp eq i32 %19, 0
  br i1 %27, label %101, label %28

28:                                               ; preds = %18
  %29 = icmp ult i32 %21, %8
  br i1 %29, label %30, label %42

30:                                               ; preds = %28
  %31 = zext i32 %21 to i64
  br label %32

32:                                               ; preds = %30, %37
  %33 = phi i64 [ %31, %30 ], [ %38, %37 ]
  %34 = getelementptr inbounds i16, ptr %2, i64 %33
  %35 = load i16, ptr %34, align 2, !tbaa !6
  %36 = icmp eq i16 %35, 0
  br i1 %36, label %37, label %40

37:                                               ; preds = %32
  %38 = add nuw nsw i64 %33, 1
  %39 = icmp eq i64 %38, %17
  br i1 %39, label %159, label %32, !llvm.loop !30

40:                                               ; preds = %32
  %41 = trunc nuw i64 %33 to i32
  br label %42

42:                                               ; preds = %40, %28
  %43 = phi i32 [ %21, %28 ], [ %41, %40 ]
  %44 = icmp eq i32 %43, %8
  br i1 %44, label %159, label %45

45:                                               ; preds = %42
  %46 = add i32 %21, 24
  %47 = icmp ult i32 %43, %46
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  %49 = shl i32 65535, %22
  br label %56

50:                                               ; preds = %62, %45
  %51 = phi i32 [ %23, %45 ], [ %69, %62 ]
  %52 = phi ptr [ %20, %45 ], [ %68, %62 ]
  %53 = phi i32 [ %21, %45 ], [ %57, %62 ]
  %54 = add i32 %53, 3
  %55 = icmp ult i32 %43, %54
  br i1 %55, label %81, label %72

56:                                               ; preds = %48, %62
  %57 = phi i32 [ %46, %48 ], [ %70, %62 ]
  %58 = phi ptr [ %20, %48 ], [ %68, %62 ]
  %59 = phi i32 [ %23, %48 ], [ %69, %62 ]
  %60 = icmp ugt ptr %58, %16
  %61 = select i1 %15, i1 %60, i1 false
  br i1 %61, label %182, label %62

62:                                               ; preds = %56
  %63 = add i32 %59, %49
  %64 = trunc i32 %63 to i8
  store i8 %64, ptr %58, align 1, !tbaa !10
  %65 = lshr i32 %63, 8
  %66 = trunc i32 %65 to i8
  %67 = getelementptr inbounds i8, ptr %58, i64 1
  store i8 %66, ptr %67, align 1, !tbaa !10
  %68 = getelementptr inbounds i8, ptr %58, i64 2
  %69 = lshr i32 %63, 16
  %70 = add i32 %57, 24
  %71 = icmp ult i32 %43, %70
  br i1 %71, label %50, label %56, !llvm.loop !31

72:                                               ; preds = %50, %72
  %73 = phi i32 [ %79, %72 ], [ %54, %50 ]
  %74 = phi i32 [ %78, %72 ], [ %22, %50 ]
  %75 = phi i32 [ %77, %72 ], [ %51, %50 ]
  %76 = shl i32 3, %74
  %77 = add i32 %76, %75
  %78 = add nsw i32 %74, 2
  %79 = add i32 %73, 3
  %80 = icmp ult i32 %43, %79
  br i1 %80, label %81, label %72, !llvm.loop !32

81:                                               ; preds = %72, %50
  %82 = phi i32 [ %51, %50 ], [ %77, %72 ]
  %83 = phi i32 [ %22, %50 ], [ %78, %72 ]
  %84 = phi i32 [ %53, %50 ], [ %73, %72 ]
  %85 = sub i32 %43, %84
  %86 = shl i32 %85, %83
  %87 = add i32 %86, %82
  %88 = add nsw i32 %83, 2
  %89 = icmp sgt i32 %83, 14
  br i1 %89, label %90, label %101

90:                                               ; preds = %81
  %91 = icmp ugt ptr %52, %16
  %92 = select i1 %15, i1 %91, i1 false
  br i1 %92, label %182, label %93

93:                                               ; preds = %90
  %94 = trunc i32 %87 to i8
  store i8 %94, ptr %52, align 1, !tbaa !10
  %95 = lshr i32 %87, 8
  %96 = trunc i32 %95 to i8
  %97 = getelementptr inbounds i8, ptr %52, i64 1
  store i8 %96, ptr %97, align 1, !tbaa !10
  %98 = getelementptr inbounds i8, ptr %52, i64 2
  %99 = lshr i32 %87, 16
  %100 = add nsw i32 %83, -14
  br label %101

101:                                              ; preds = %81, %93, %18
  %102 = phi i32 [ %23, %18 ], [ %87, %81 ], [ %99, %93 ]
  %103 = phi i32 [ %22, %18 ], [ %88, %81 ], [ %100, %93 ]
  %104 = phi i32 [ %21, %18 ], [ %43, %81 ], [ %43, %93 ]
  %105 = phi ptr [ %20, %18 ], [ %52, %81 ], [ %98, %93 ]
  %106 = add nuw i32 %104, 1
  %107 = zext i32 %104 to i64
  %108 = getelementptr inbounds i16, ptr %2, i64 %107
  %109 = load i16, ptr %108, align 2, !tbaa !6
  %110 = sext i16 %109 to i32
  %111 = shl nsw i32 %24, 1
  %112 = xor i32 %25, -1
  %113 = add i32 %111, %112
  %114 = tail call i32 @llvm.abs.i32(i32 %110, i1 true)
  %115 = sub nsw i32 %25, %114
  %116 = add nsw i32 %110, 1
  %117 = icmp slt i32 %116, %24
  %118 = select i1 %117, i32 0, i32 %113
  %119 = add nsw i32 %118, %116
  %120 = shl i32 %119, %103
  %121 = add i32 %120, %102
  %122 = add nsw i32 %103, %26
  %123 = icmp slt i32 %119, %113
  %124 = sext i1 %123 to i32
  %125 = add i32 %122, %124
  %126 = icmp eq i32 %119, 1
  %127 = zext i1 %126 to i32
  %128 = icmp sgt i32 %115, 0
  br i1 %128, label %129, label %182

129:                                              ; preds = %101
  %130 = icmp slt i32 %115, %24
  br i1 %130, label %131, label %137

131:                                              ; preds = %129, %131
  %132 = phi i32 [ %135, %131 ], [ %24, %129 ]
  %133 = phi i32 [ %134, %131 ], [ %26, %129 ]
  %134 = add nsw i32 %133, -1
  %135 = ashr i32 %132, 1
  %136 = icmp slt i32 %115, %135
  br i1 %136, label %131, label %137, !llvm.loop !33

137:                                              ; preds = %131, %129
  %138 = phi i32 [ %26, %129 ], [ %134, %131 ]
  %139 = phi i32 [ %24, %129 ], [ %135, %131 ]
  %140 = icmp sgt i32 %125, 16
  br i1 %140, label %141, label %152

141:                                              ; preds = %137
  %142 = icmp ugt ptr %105, %16
  %143 = select i1 %15, i1 %142, i1 false
  br i1 %143, label %182, label %144

144:                                              ; preds = %141
  %145 = trunc i32 %121 to i8
  store i8 %145, ptr %105, align 1, !tbaa !10
  %146 = lshr i32 %121, 8
  %147 = trunc i32 %146 to i8
  %148 = getelementptr inbounds i8, ptr %105, i64 1
  store i8 %147, ptr %148, align 1, !tbaa !10
  %149 = getelementptr inbounds i8, ptr %105, i64 2
  %150 = lshr i32 %121, 16
  %151 = add nsw i32 %125, -16
  br label %152

152:                                              ; preds = %144, %137
  %153 = phi i32 [ %150, %144 ], [ %121, %137 ]
  %154 = phi i32 [ %151, %144 ], [ %125, %137 ]
  %155 = phi ptr [ %149, %144 ], [ %105, %137 ]
  %156 = icmp ult i32 %106, %8
  %157 = icmp ne i32 %115, 1
  %158 = and i1 %156, %157
  br i1 %158, label %18, label %159, !llvm.loop !34

159:                                              ; preds = %152, %42, %37
  %160 = phi i32 [ %25, %37 ], [ %25, %42 ], [ %115, %152 ]
  %161 = phi i32 [ %23, %37 ], [ %23, %42 ], [ %153, %152 ]
  %162 = phi i32 [ %22, %37 ], [ %22, %42 ], [ %154, %152 ]
  %163 = phi ptr [ %20, %37 ], [ %20, %42 ], [ %155, %152 ]
  %164 = icmp eq i32 %160, 1
  %165 = add nsw i32 %162, 7
  %166 = sdiv i32 %165, 8
  %167 = sext i32 %166 to i64
  br i1 %164, label %168, label %182

168:                                              ; preds = %159
  %169 = icmp eq i32 %5, 0
  %170 = getelementptr inbounds i8, ptr %7, i64 -2
  %171 = icmp ugt ptr %163, %170
  %172 = select i1 %169, i1 %171, i1 false
  br i1 %172, label %182, label %173

173:                                              ; preds = %168
  %174 = trunc i32 %161 to i8
  store i8 %174, ptr %163, align 1, !tbaa !10
  %175 = lshr i32 %161, 8
  %176 = trunc i32 %175 to i8
  %177 = getelementptr inbounds i8, ptr %163, i64 1
  store i8 %176, ptr %177, align 1, !tbaa !10
  %178 = getelementptr inbounds i8, ptr %163, i64 %167
  %179 = ptrtoint ptr %178 to i64
  %180 = ptrtoint ptr %0 to i64
  %181 = sub i64 %179, %180
  br label %182

182:                                              ; preds = %101, %90, %141, %56, %6, %168, %159, %173
  %183 = phi i64 [ %181, %173 ], [ -1, %159 ], [ -70, %168 ], [ -1, %6 ], [ -70, %56 ], [ -1, %101 ], [ -70, %90 ], [ -70, %141 ]
  ret i64 %183
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @FSE_optimalTableLog_internal(i32 noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = trunc i64 %1 to i32
  %6 = add i32 %5, -1
  %7 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %6, i1 false)
  %8 = add i32 %7, %3
  %9 = sub i32 31, %8
  %10 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %5, i1 false)
  %11 = sub nuw nsw i32 32, %10
  %12 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %2, i1 false)
  %13 = sub nuw nsw i32 33, %12
  %14 = tail call range(i32 0, 34) i32 @llvm.umin.i32(i32 %11, i32 %13)
  %15 = icmp eq i32 %0, 0
  %16 = select i1 %15, i32 11, i32 %0
  %17 = tail call i32 @llvm.umin.i32(i32 %9, i32 %16)
  %18 = tail call i32 @llvm.umax.i32(i32 %14, i32 %17)
  %19 = tail call i32 @llvm.umax.i32(i32 %18, i32 5)
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 12)
  ret i32 %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @FSE_optimalTableLog(i32 noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = trunc i64 %1 to i32
  %5 = add i32 %4, -1
  %6 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %5, i1 false)
  %7 = sub nsw i32 29, %6
  %8 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %4, i1 false)
  %9 = sub nuw nsw i32 32, %8
  %10 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %2, i1 false)
  %11 = sub nuw nsw i32 33, %10
  %12 = tail call range(i32 0, 34) i32 @llvm.umin.i32(i32 %9, i32 %11)
  %13 = icmp eq i32 %0, 0
  %14 = select i1 %13, i32 11, i32 %0
  %15 = tail call i32 @llvm.umin.i32(i32 %7, i32 %14)
  %16 = tail call i32 @llvm.umax.i32(i32 %12, i32 %15)
  %17 = tail call i32 @llvm.umax.i32(i32 %16, i32 5)
  %18 = tail call i32 @llvm.umin.i32(i32 %17, i32 12)
  ret i32 %18
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @FSE_normalizeCount(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = icmp eq i32 %1, 0
  %8 = select i1 %7, i32 11, i32 %1
  %9 = icmp ult i32 %8, 5
  br i1 %9, label %245, label %10

10:                                               ; preds = %6
  %11 = icmp ugt i32 %8, 12
  br i1 %11, label %245, label %12

12:                                               ; preds = %10
  %13 = trunc i64 %3 to i32
  %14 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %13, i1 false)
  %15 = sub nuw nsw i32 32, %14
  %16 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %4, i1 false)
  %17 = sub nuw nsw i32 33, %16
  %18 = tail call range(i32 0, 34) i32 @llvm.umin.i32(i32 %15, i32 %17)
  %19 = icmp ult i32 %8, %18
  br i1 %19, label %245, label %20

20:                                               ; preds = %12
  %21 = icmp eq i32 %5, 0
  %22 = select i1 %21, i16 1, i16 -1
  %23 = sub nuw nsw i32 62, %8
  %24 = zext nneg i32 %23 to i64
  %25 = and i64 %3, 4294967295
  %26 = udiv i64 4611686018427387904, %25
  %27 = add nsw i64 %24, -20
  %28 = shl nuw nsw i32 1, %8
  %29 = zext nneg i32 %8 to i64
  %30 = lshr i64 %3, %29
  %31 = trunc i64 %30 to i32
  br label %32

32:                                               ; preds = %20, %78
  %33 = phi i32 [ %28, %20 ], [ %81, %78 ]
  %34 = phi i16 [ 0, %20 ], [ %80, %78 ]
  %35 = phi i32 [ 0, %20 ], [ %79, %78 ]
  %36 = phi i32 [ 0, %20 ], [ %82, %78 ]
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %2, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !35
  %40 = zext i32 %39 to i64
  %41 = icmp eq i64 %40, %3
  br i1 %41, label %245, label %42

42:                                               ; preds = %32
  %43 = icmp eq i32 %39, 0
  br i1 %43, label %44, label %46

44:                                               ; preds = %42
  %45 = getelementptr inbounds i16, ptr %0, i64 %37
  store i16 0, ptr %45, align 2, !tbaa !6
  br label %78

46:                                               ; preds = %42
  %47 = icmp ugt i32 %39, %31
  br i1 %47, label %51, label %48

48:                                               ; preds = %46
  %49 = getelementptr inbounds i16, ptr %0, i64 %37
  store i16 %22, ptr %49, align 2, !tbaa !6
  %50 = add nsw i32 %33, -1
  br label %78

51:                                               ; preds = %46
  %52 = mul i64 %26, %40
  %53 = lshr i64 %52, %24
  %54 = trunc nuw nsw i64 %53 to i16
  %55 = trunc nuw i64 %53 to i32
  %56 = and i32 %55, 65528
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %70

58:                                               ; preds = %51
  %59 = and i64 %53, 65535
  %60 = getelementptr inbounds [8 x i32], ptr @FSE_normalizeCount.rtbTable, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !35
  %62 = zext i32 %61 to i64
  %63 = shl i64 %62, %27
  %64 = shl i64 %59, %24
  %65 = sub i64 %52, %64
  %66 = icmp ugt i64 %65, %63
  %67 = zext i1 %66 to i32
  %68 = add nuw nsw i32 %67, %55
  %69 = trunc i32 %68 to i16
  br label %70

70:                                               ; preds = %58, %51
  %71 = phi i16 [ %69, %58 ], [ %54, %51 ]
  %72 = zext nneg i16 %71 to i32
  %73 = icmp ugt i16 %71, %34
  %74 = select i1 %73, i32 %36, i32 %35
  %75 = tail call i16 @llvm.umax.i16(i16 %71, i16 %34)
  %76 = getelementptr inbounds i16, ptr %0, i64 %37
  store i16 %71, ptr %76, align 2, !tbaa !6
  %77 = sub nsw i32 %33, %72
  br label %78

78:                                               ; preds = %48, %70, %44
  %79 = phi i32 [ %35, %44 ], [ %35, %48 ], [ %74, %70 ]
  %80 = phi i16 [ %34, %44 ], [ %34, %48 ], [ %75, %70 ]
  %81 = phi i32 [ %33, %44 ], [ %50, %48 ], [ %77, %70 ]
  %82 = add i32 %36, 1
  %83 = icmp ugt i32 %82, %4
  br i1 %83, label %84, label %32, !llvm.loop !36

84:                                               ; preds = %78
  %85 = sub nsw i32 0, %81
  %86 = zext i32 %79 to i64
  %87 = getelementptr inbounds i16, ptr %0, i64 %86
  %88 = load i16, ptr %87, align 2, !tbaa !6
  %89 = ashr i16 %88, 1
  %90 = sext i16 %89 to i32
  %91 = icmp sgt i32 %90, %85
  br i1 %91, label %239, label %92

92:                                               ; preds = %84
  %93 = mul i64 %3, 3
  %94 = add nuw nsw i32 %8, 1
  %95 = zext nneg i32 %94 to i64
  %96 = lshr i64 %93, %95
  %97 = trunc i64 %96 to i32
  %98 = add nuw i32 %4, 1
  %99 = zext i32 %98 to i64
  br label %100

100:                                              ; preds = %124, %92
  %101 = phi i64 [ 0, %92 ], [ %127, %124 ]
  %102 = phi i64 [ %3, %92 ], [ %126, %124 ]
  %103 = phi i32 [ 0, %92 ], [ %125, %124 ]
  %104 = getelementptr inbounds i32, ptr %2, i64 %101
  %105 = load i32, ptr %104, align 4, !tbaa !35
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %107, label %109

107:                                              ; preds = %100
  %108 = getelementptr inbounds i16, ptr %0, i64 %101
  store i16 0, ptr %108, align 2, !tbaa !6
  br label %124

109:                                              ; preds = %100
  %110 = icmp ugt i32 %105, %31
  br i1 %110, label %116, label %111

111:                                              ; preds = %109
  %112 = getelementptr inbounds i16, ptr %0, i64 %101
  store i16 %22, ptr %112, align 2, !tbaa !6
  %113 = add i32 %103, 1
  %114 = zext i32 %105 to i64
  %115 = sub i64 %102, %114
  br label %124

116:                                              ; preds = %109
  %117 = icmp ugt i32 %105, %97
  %118 = getelementptr inbounds i16, ptr %0, i64 %101
  br i1 %117, label %123, label %119

119:                                              ; preds = %116
  store i16 1, ptr %118, align 2, !tbaa !6
  %120 = add i32 %103, 1
  %121 = zext i32 %105 to i64
  %122 = sub i64 %102, %121
  br label %124

123:                                              ; preds = %116
  store i16 -2, ptr %118, align 2, !tbaa !6
  br label %124

124:                                              ; preds = %123, %119, %111, %107
  %125 = phi i32 [ %103, %107 ], [ %113, %111 ], [ %120, %119 ], [ %103, %123 ]
  %126 = phi i64 [ %102, %107 ], [ %115, %111 ], [ %122, %119 ], [ %102, %123 ]
  %127 = add nuw nsw i64 %101, 1
  %128 = icmp eq i64 %127, %99
  br i1 %128, label %129, label %100, !llvm.loop !37

129:                                              ; preds = %124
  %130 = sub i32 %28, %125
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %245, label %132

132:                                              ; preds = %129
  %133 = zext i32 %130 to i64
  %134 = udiv i64 %126, %133
  %135 = and i64 %96, 4294967295
  %136 = icmp ugt i64 %134, %135
  br i1 %136, label %137, label %165

137:                                              ; preds = %132
  %138 = mul i64 %126, 3
  %139 = shl i32 %130, 1
  %140 = zext i32 %139 to i64
  %141 = udiv i64 %138, %140
  %142 = trunc i64 %141 to i32
  br label %143

143:                                              ; preds = %158, %137
  %144 = phi i64 [ 0, %137 ], [ %161, %158 ]
  %145 = phi i64 [ %126, %137 ], [ %160, %158 ]
  %146 = phi i32 [ %125, %137 ], [ %159, %158 ]
  %147 = getelementptr inbounds i16, ptr %0, i64 %144
  %148 = load i16, ptr %147, align 2, !tbaa !6
  %149 = icmp eq i16 %148, -2
  br i1 %149, label %150, label %158

150:                                              ; preds = %143
  %151 = getelementptr inbounds i32, ptr %2, i64 %144
  %152 = load i32, ptr %151, align 4, !tbaa !35
  %153 = icmp ugt i32 %152, %142
  br i1 %153, label %158, label %154

154:                                              ; preds = %150
  store i16 1, ptr %147, align 2, !tbaa !6
  %155 = add i32 %146, 1
  %156 = zext i32 %152 to i64
  %157 = sub i64 %145, %156
  br label %158

158:                                              ; preds = %154, %150, %143
  %159 = phi i32 [ %155, %154 ], [ %146, %150 ], [ %146, %143 ]
  %160 = phi i64 [ %157, %154 ], [ %145, %150 ], [ %145, %143 ]
  %161 = add nuw nsw i64 %144, 1
  %162 = icmp eq i64 %161, %99
  br i1 %162, label %163, label %143, !llvm.loop !38

163:                                              ; preds = %158
  %164 = sub i32 %28, %159
  br label %165

165:                                              ; preds = %163, %132
  %166 = phi i32 [ %164, %163 ], [ %130, %132 ]
  %167 = phi i32 [ %159, %163 ], [ %125, %132 ]
  %168 = phi i64 [ %160, %163 ], [ %126, %132 ]
  %169 = icmp eq i32 %167, %98
  br i1 %169, label %170, label %186

170:                                              ; preds = %165, %170
  %171 = phi i64 [ %180, %170 ], [ 0, %165 ]
  %172 = phi i32 [ %179, %170 ], [ 0, %165 ]
  %173 = phi i32 [ %178, %170 ], [ 0, %165 ]
  %174 = getelementptr inbounds i32, ptr %2, i64 %171
  %175 = load i32, ptr %174, align 4, !tbaa !35
  %176 = icmp ugt i32 %175, %172
  %177 = trunc nuw i64 %171 to i32
  %178 = select i1 %176, i32 %177, i32 %173
  %179 = tail call i32 @llvm.umax.i32(i32 %175, i32 %172)
  %180 = add nuw nsw i64 %171, 1
  %181 = icmp eq i64 %180, %99
  br i1 %181, label %182, label %170, !llvm.loop !39

182:                                              ; preds = %170
  %183 = zext i32 %178 to i64
  %184 = getelementptr inbounds i16, ptr %0, i64 %183
  %185 = load i16, ptr %184, align 2, !tbaa !6
  br label %239

186:                                              ; preds = %165
  %187 = icmp eq i64 %168, 0
  br i1 %187, label %188, label %206

188:                                              ; preds = %186
  %189 = icmp eq i32 %166, 0
  br i1 %189, label %245, label %190

190:                                              ; preds = %188, %200
  %191 = phi i32 [ %204, %200 ], [ 0, %188 ]
  %192 = phi i32 [ %201, %200 ], [ %166, %188 ]
  %193 = zext i32 %191 to i64
  %194 = getelementptr inbounds i16, ptr %0, i64 %193
  %195 = load i16, ptr %194, align 2, !tbaa !6
  %196 = icmp sgt i16 %195, 0
  br i1 %196, label %197, label %200

197:                                              ; preds = %190
  %198 = add i32 %192, -1
  %199 = add nuw i16 %195, 1
  store i16 %199, ptr %194, align 2, !tbaa !6
  br label %200

200:                                              ; preds = %197, %190
  %201 = phi i32 [ %198, %197 ], [ %192, %190 ]
  %202 = add i32 %191, 1
  %203 = icmp eq i32 %191, %4
  %204 = select i1 %203, i32 0, i32 %202
  %205 = icmp eq i32 %201, 0
  br i1 %205, label %245, label %190, !llvm.loop !40

206:                                              ; preds = %186
  %207 = add nsw i64 %24, -1
  %208 = shl nsw i64 -1, %207
  %209 = xor i64 %208, -1
  %210 = zext i32 %166 to i64
  %211 = shl i64 %210, %24
  %212 = add i64 %211, %209
  %213 = and i64 %168, 4294967295
  %214 = udiv i64 %212, %213
  br label %215

215:                                              ; preds = %235, %206
  %216 = phi i32 [ 0, %206 ], [ %237, %235 ]
  %217 = phi i64 [ %209, %206 ], [ %236, %235 ]
  %218 = zext i32 %216 to i64
  %219 = getelementptr inbounds i16, ptr %0, i64 %218
  %220 = load i16, ptr %219, align 2, !tbaa !6
  %221 = icmp eq i16 %220, -2
  br i1 %221, label %222, label %235

222:                                              ; preds = %215
  %223 = getelementptr inbounds i32, ptr %2, i64 %218
  %224 = load i32, ptr %223, align 4, !tbaa !35
  %225 = zext i32 %224 to i64
  %226 = mul i64 %214, %225
  %227 = add i64 %226, %217
  %228 = lshr i64 %217, %24
  %229 = lshr i64 %227, %24
  %230 = icmp eq i64 %229, %228
  br i1 %230, label %245, label %231

231:                                              ; preds = %222
  %232 = trunc i64 %228 to i16
  %233 = trunc i64 %229 to i16
  %234 = sub i16 %233, %232
  store i16 %234, ptr %219, align 2, !tbaa !6
  br label %235

235:                                              ; preds = %231, %215
  %236 = phi i64 [ %227, %231 ], [ %217, %215 ]
  %237 = add i32 %216, 1
  %238 = icmp ugt i32 %237, %4
  br i1 %238, label %245, label %215, !llvm.loop !41

239:                                              ; preds = %84, %182
  %240 = phi i32 [ %166, %182 ], [ %81, %84 ]
  %241 = phi i16 [ %185, %182 ], [ %88, %84 ]
  %242 = phi ptr [ %184, %182 ], [ %87, %84 ]
  %243 = trunc i32 %240 to i16
  %244 = add i16 %241, %243
  store i16 %244, ptr %242, align 2, !tbaa !6
  br label %245

245:                                              ; preds = %32, %222, %235, %200, %239, %188, %129, %12, %10, %6
  %246 = phi i64 [ -1, %6 ], [ -44, %10 ], [ -1, %12 ], [ %29, %129 ], [ %29, %188 ], [ %29, %239 ], [ %29, %200 ], [ -1, %222 ], [ %29, %235 ], [ 0, %32 ]
  ret i64 %246
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noundef i64 @FSE_buildCTable_rle(ptr nocapture noundef writeonly %0, i8 noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  store i16 0, ptr %0, align 2, !tbaa !6
  %5 = zext i8 %1 to i16
  %6 = getelementptr inbounds i8, ptr %0, i64 2
  store i16 %5, ptr %6, align 2, !tbaa !6
  store i16 0, ptr %3, align 2, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %0, i64 6
  store i16 0, ptr %7, align 2, !tbaa !6
  %8 = zext i8 %1 to i64
  %9 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %4, i64 %8
  store <2 x i32> zeroinitializer, ptr %9, align 4, !tbaa !35
  ret i64 0
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @FSE_compress_usingCTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #4 {
  %6 = lshr i64 %3, 7
  %7 = add i64 %3, 12
  %8 = add i64 %7, %6
  %9 = icmp ule i64 %8, %1
  %10 = zext i1 %9 to i32
  %11 = tail call fastcc i64 @FSE_compress_usingCTable_generic(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %10)
  ret i64 %11
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @FSE_compress_usingCTable_generic(ptr noundef %0, i64 noundef %1, ptr noundef readonly %2, i64 noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5) unnamed_addr #4 {
  %7 = getelementptr inbounds i8, ptr %2, i64 %3
  %8 = icmp ult i64 %3, 3
  br i1 %8, label %374, label %9

9:                                                ; preds = %6
  %10 = getelementptr inbounds i8, ptr %0, i64 %1
  %11 = getelementptr inbounds i8, ptr %10, i64 -8
  %12 = icmp ugt i64 %1, 8
  br i1 %12, label %13, label %374

13:                                               ; preds = %9
  %14 = and i64 %3, 1
  %15 = icmp eq i64 %14, 0
  %16 = getelementptr inbounds i8, ptr %7, i64 -1
  %17 = load i8, ptr %16, align 1, !tbaa !10
  %18 = load i16, ptr %4, align 1, !tbaa !6
  %19 = zext i16 %18 to i32
  %20 = getelementptr inbounds i8, ptr %4, i64 4
  %21 = icmp eq i16 %18, 0
  %22 = add nsw i32 %19, -1
  %23 = shl nuw i32 1, %22
  %24 = sext i32 %23 to i64
  %25 = select i1 %21, i64 1, i64 %24
  %26 = getelementptr inbounds i32, ptr %20, i64 %25
  %27 = zext i8 %17 to i64
  %28 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !35
  %30 = getelementptr inbounds i8, ptr %28, i64 4
  %31 = load i32, ptr %30, align 4, !tbaa !35
  %32 = add i32 %31, 32768
  %33 = lshr i32 %32, 16
  %34 = and i32 %32, -65536
  %35 = sub i32 %34, %31
  %36 = zext i32 %35 to i64
  %37 = zext nneg i32 %33 to i64
  %38 = lshr i64 %36, %37
  %39 = sext i32 %29 to i64
  %40 = getelementptr i16, ptr %20, i64 %38
  %41 = getelementptr i16, ptr %40, i64 %39
  %42 = load i16, ptr %41, align 2, !tbaa !6
  br i1 %15, label %96, label %43

43:                                               ; preds = %13
  %44 = zext i16 %42 to i64
  %45 = getelementptr inbounds i8, ptr %7, i64 -2
  %46 = load i8, ptr %45, align 1, !tbaa !10
  %47 = zext i8 %46 to i64
  %48 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !35
  %50 = getelementptr inbounds i8, ptr %48, i64 4
  %51 = load i32, ptr %50, align 4, !tbaa !35
  %52 = add i32 %51, 32768
  %53 = lshr i32 %52, 16
  %54 = and i32 %52, -65536
  %55 = sub i32 %54, %51
  %56 = zext i32 %55 to i64
  %57 = zext nneg i32 %53 to i64
  %58 = lshr i64 %56, %57
  %59 = sext i32 %49 to i64
  %60 = getelementptr i16, ptr %20, i64 %58
  %61 = getelementptr i16, ptr %60, i64 %59
  %62 = load i16, ptr %61, align 2, !tbaa !6
  %63 = getelementptr inbounds i8, ptr %7, i64 -3
  %64 = load i8, ptr %63, align 1, !tbaa !10
  %65 = zext i8 %64 to i64
  %66 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !35
  %68 = getelementptr inbounds i8, ptr %66, i64 4
  %69 = load i32, ptr %68, align 4, !tbaa !35
  %70 = zext i32 %69 to i64
  %71 = add nuw nsw i64 %70, %44
  %72 = lshr i64 %71, 16
  %73 = trunc nuw nsw i64 %72 to i32
  %74 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %72
  %75 = load i32, ptr %74, align 4, !tbaa !35
  %76 = zext i32 %75 to i64
  %77 = and i64 %76, %44
  %78 = lshr i64 %44, %72
  %79 = sext i32 %67 to i64
  %80 = getelementptr i16, ptr %20, i64 %78
  %81 = getelementptr i16, ptr %80, i64 %79
  %82 = load i16, ptr %81, align 2, !tbaa !6
  %83 = icmp eq i32 %5, 0
  %84 = lshr i64 %71, 19
  store i64 %77, ptr %0, align 1, !tbaa !13
  %85 = getelementptr inbounds i8, ptr %0, i64 %84
  br i1 %83, label %90, label %86

86:                                               ; preds = %43
  %87 = and i32 %73, 7
  %88 = shl nuw nsw i64 %84, 3
  %89 = lshr i64 %77, %88
  br label %115

90:                                               ; preds = %43
  %91 = icmp ugt ptr %85, %11
  %92 = select i1 %91, ptr %11, ptr %85
  %93 = and i32 %73, 7
  %94 = shl nuw nsw i64 %84, 3
  %95 = lshr i64 %77, %94
  br label %115

96:                                               ; preds = %13
  %97 = getelementptr inbounds i8, ptr %7, i64 -2
  %98 = load i8, ptr %97, align 1, !tbaa !10
  %99 = zext i8 %98 to i64
  %100 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !35
  %102 = getelementptr inbounds i8, ptr %100, i64 4
  %103 = load i32, ptr %102, align 4, !tbaa !35
  %104 = add i32 %103, 32768
  %105 = lshr i32 %104, 16
  %106 = and i32 %104, -65536
  %107 = sub i32 %106, %103
  %108 = zext i32 %107 to i64
  %109 = zext nneg i32 %105 to i64
  %110 = lshr i64 %108, %109
  %111 = sext i32 %101 to i64
  %112 = getelementptr i16, ptr %20, i64 %110
  %113 = getelementptr i16, ptr %112, i64 %111
  %114 = load i16, ptr %113, align 2, !tbaa !6
  br label %115

115:                                              ; preds = %86, %90, %96
  %116 = phi i64 [ 0, %96 ], [ %95, %90 ], [ %89, %86 ]
  %117 = phi i32 [ 0, %96 ], [ %93, %90 ], [ %87, %86 ]
  %118 = phi i16 [ %114, %96 ], [ %82, %90 ], [ %82, %86 ]
  %119 = phi ptr [ %0, %96 ], [ %92, %90 ], [ %85, %86 ]
  %120 = phi i16 [ %42, %96 ], [ %62, %90 ], [ %62, %86 ]
  %121 = phi ptr [ %97, %96 ], [ %63, %90 ], [ %63, %86 ]
  %122 = zext i16 %120 to i64
  %123 = zext i16 %118 to i64
  %124 = and i64 %3, 2
  %125 = icmp eq i64 %124, 0
  br i1 %125, label %126, label %192

126:                                              ; preds = %115
  %127 = getelementptr inbounds i8, ptr %4, i64 4
  %128 = getelementptr inbounds i8, ptr %121, i64 -1
  %129 = load i8, ptr %128, align 1, !tbaa !10
  %130 = zext i8 %129 to i64
  %131 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !35
  %133 = getelementptr inbounds i8, ptr %131, i64 4
  %134 = load i32, ptr %133, align 4, !tbaa !35
  %135 = zext i32 %134 to i64
  %136 = add nuw nsw i64 %135, %122
  %137 = lshr i64 %136, 16
  %138 = trunc nuw nsw i64 %137 to i32
  %139 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %137
  %140 = load i32, ptr %139, align 4, !tbaa !35
  %141 = zext i32 %140 to i64
  %142 = and i64 %141, %122
  %143 = zext nneg i32 %117 to i64
  %144 = shl nuw nsw i64 %142, %143
  %145 = add nuw nsw i32 %117, %138
  %146 = lshr i64 %122, %137
  %147 = sext i32 %132 to i64
  %148 = getelementptr i16, ptr %127, i64 %146
  %149 = getelementptr i16, ptr %148, i64 %147
  %150 = load i16, ptr %149, align 2, !tbaa !6
  %151 = zext i16 %150 to i64
  %152 = getelementptr inbounds i8, ptr %121, i64 -2
  %153 = load i8, ptr %152, align 1, !tbaa !10
  %154 = zext i8 %153 to i64
  %155 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !35
  %157 = getelementptr inbounds i8, ptr %155, i64 4
  %158 = load i32, ptr %157, align 4, !tbaa !35
  %159 = zext i32 %158 to i64
  %160 = add nuw nsw i64 %159, %123
  %161 = lshr i64 %160, 16
  %162 = trunc nuw nsw i64 %161 to i32
  %163 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %161
  %164 = load i32, ptr %163, align 4, !tbaa !35
  %165 = zext i32 %164 to i64
  %166 = and i64 %165, %123
  %167 = zext nneg i32 %145 to i64
  %168 = shl i64 %166, %167
  %169 = or i64 %144, %168
  %170 = or i64 %169, %116
  %171 = add nuw nsw i32 %145, %162
  %172 = lshr i64 %123, %161
  %173 = sext i32 %156 to i64
  %174 = getelementptr i16, ptr %127, i64 %172
  %175 = getelementptr i16, ptr %174, i64 %173
  %176 = load i16, ptr %175, align 2, !tbaa !6
  %177 = zext i16 %176 to i64
  %178 = icmp eq i32 %5, 0
  %179 = lshr i32 %171, 3
  %180 = zext nneg i32 %179 to i64
  store i64 %170, ptr %119, align 1, !tbaa !13
  %181 = getelementptr inbounds i8, ptr %119, i64 %180
  br i1 %178, label %186, label %182

182:                                              ; preds = %126
  %183 = and i32 %171, 7
  %184 = shl nuw nsw i64 %180, 3
  %185 = lshr i64 %170, %184
  br label %192

186:                                              ; preds = %126
  %187 = icmp ugt ptr %181, %11
  %188 = select i1 %187, ptr %11, ptr %181
  %189 = and i32 %171, 7
  %190 = shl nuw nsw i64 %180, 3
  %191 = lshr i64 %170, %190
  br label %192

192:                                              ; preds = %182, %186, %115
  %193 = phi i64 [ %191, %186 ], [ %185, %182 ], [ %116, %115 ]
  %194 = phi i32 [ %189, %186 ], [ %183, %182 ], [ %117, %115 ]
  %195 = phi i64 [ %177, %186 ], [ %177, %182 ], [ %123, %115 ]
  %196 = phi ptr [ %188, %186 ], [ %181, %182 ], [ %119, %115 ]
  %197 = phi i64 [ %151, %186 ], [ %151, %182 ], [ %122, %115 ]
  %198 = phi ptr [ %152, %186 ], [ %152, %182 ], [ %121, %115 ]
  %199 = icmp ugt ptr %198, %2
  br i1 %199, label %200, label %320

200:                                              ; preds = %192
  %201 = getelementptr inbounds i8, ptr %4, i64 4
  %202 = icmp eq i32 %5, 0
  br label %203

203:                                              ; preds = %200, %203
  %204 = phi ptr [ %198, %200 ], [ %282, %203 ]
  %205 = phi i64 [ %197, %200 ], [ %281, %203 ]
  %206 = phi ptr [ %196, %200 ], [ %315, %203 ]
  %207 = phi i64 [ %195, %200 ], [ %309, %203 ]
  %208 = phi i32 [ %194, %200 ], [ %316, %203 ]
  %209 = phi i64 [ %193, %200 ], [ %318, %203 ]
  %210 = getelementptr inbounds i8, ptr %204, i64 -1
  %211 = load i8, ptr %210, align 1, !tbaa !10
  %212 = zext i8 %211 to i64
  %213 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %212
  %214 = load i32, ptr %213, align 4, !tbaa !35
  %215 = getelementptr inbounds i8, ptr %213, i64 4
  %216 = load i32, ptr %215, align 4, !tbaa !35
  %217 = zext i32 %216 to i64
  %218 = add nuw nsw i64 %205, %217
  %219 = lshr i64 %218, 16
  %220 = trunc nuw nsw i64 %219 to i32
  %221 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %219
  %222 = load i32, ptr %221, align 4, !tbaa !35
  %223 = zext i32 %222 to i64
  %224 = and i64 %205, %223
  %225 = zext nneg i32 %208 to i64
  %226 = shl nuw nsw i64 %224, %225
  %227 = add nuw nsw i32 %208, %220
  %228 = lshr i64 %205, %219
  %229 = sext i32 %214 to i64
  %230 = getelementptr i16, ptr %201, i64 %228
  %231 = getelementptr i16, ptr %230, i64 %229
  %232 = load i16, ptr %231, align 2, !tbaa !6
  %233 = zext i16 %232 to i64
  %234 = getelementptr inbounds i8, ptr %204, i64 -2
  %235 = load i8, ptr %234, align 1, !tbaa !10
  %236 = zext i8 %235 to i64
  %237 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %236
  %238 = load i32, ptr %237, align 4, !tbaa !35
  %239 = getelementptr inbounds i8, ptr %237, i64 4
  %240 = load i32, ptr %239, align 4, !tbaa !35
  %241 = zext i32 %240 to i64
  %242 = add nuw nsw i64 %207, %241
  %243 = lshr i64 %242, 16
  %244 = trunc nuw nsw i64 %243 to i32
  %245 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %243
  %246 = load i32, ptr %245, align 4, !tbaa !35
  %247 = zext i32 %246 to i64
  %248 = and i64 %207, %247
  %249 = zext nneg i32 %227 to i64
  %250 = shl i64 %248, %249
  %251 = add nuw nsw i32 %227, %244
  %252 = lshr i64 %207, %243
  %253 = sext i32 %238 to i64
  %254 = getelementptr i16, ptr %201, i64 %252
  %255 = getelementptr i16, ptr %254, i64 %253
  %256 = load i16, ptr %255, align 2, !tbaa !6
  %257 = zext i16 %256 to i64
  %258 = getelementptr inbounds i8, ptr %204, i64 -3
  %259 = load i8, ptr %258, align 1, !tbaa !10
  %260 = zext i8 %259 to i64
  %261 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %260
  %262 = load i32, ptr %261, align 4, !tbaa !35
  %263 = getelementptr inbounds i8, ptr %261, i64 4
  %264 = load i32, ptr %263, align 4, !tbaa !35
  %265 = zext i32 %264 to i64
  %266 = add nuw nsw i64 %265, %233
  %267 = lshr i64 %266, 16
  %268 = trunc nuw nsw i64 %267 to i32
  %269 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %267
  %270 = load i32, ptr %269, align 4, !tbaa !35
  %271 = zext i32 %270 to i64
  %272 = and i64 %271, %233
  %273 = zext nneg i32 %251 to i64
  %274 = shl i64 %272, %273
  %275 = add nuw nsw i32 %251, %268
  %276 = lshr i64 %233, %267
  %277 = sext i32 %262 to i64
  %278 = getelementptr i16, ptr %201, i64 %276
  %279 = getelementptr i16, ptr %278, i64 %277
  %280 = load i16, ptr %279, align 2, !tbaa !6
  %281 = zext i16 %280 to i64
  %282 = getelementptr inbounds i8, ptr %204, i64 -4
  %283 = load i8, ptr %282, align 1, !tbaa !10
  %284 = zext i8 %283 to i64
  %285 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, ptr %26, i64 %284
  %286 = load i32, ptr %285, align 4, !tbaa !35
  %287 = getelementptr inbounds i8, ptr %285, i64 4
  %288 = load i32, ptr %287, align 4, !tbaa !35
  %289 = zext i32 %288 to i64
  %290 = add nuw nsw i64 %289, %257
  %291 = lshr i64 %290, 16
  %292 = trunc nuw nsw i64 %291 to i32
  %293 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %291
  %294 = load i32, ptr %293, align 4, !tbaa !35
  %295 = zext i32 %294 to i64
  %296 = and i64 %295, %257
  %297 = zext nneg i32 %275 to i64
  %298 = shl i64 %296, %297
  %299 = or i64 %226, %209
  %300 = or i64 %299, %250
  %301 = or i64 %300, %274
  %302 = or i64 %301, %298
  %303 = add nuw nsw i32 %275, %292
  %304 = lshr i64 %257, %291
  %305 = sext i32 %286 to i64
  %306 = getelementptr i16, ptr %201, i64 %304
  %307 = getelementptr i16, ptr %306, i64 %305
  %308 = load i16, ptr %307, align 2, !tbaa !6
  %309 = zext i16 %308 to i64
  %310 = lshr i32 %303, 3
  %311 = zext nneg i32 %310 to i64
  %312 = getelementptr inbounds i8, ptr %206, i64 %311
  %313 = icmp ugt ptr %312, %11
  %314 = select i1 %202, i1 %313, i1 false
  %315 = select i1 %314, ptr %11, ptr %312
  store i64 %302, ptr %206, align 1
  %316 = and i32 %303, 7
  %317 = shl nuw nsw i64 %311, 3
  %318 = lshr i64 %302, %317
  %319 = icmp ugt ptr %282, %2
  br i1 %319, label %203, label %320, !llvm.loop !42

320:                                              ; preds = %203, %192
  %321 = phi i64 [ %193, %192 ], [ %318, %203 ]
  %322 = phi i32 [ %194, %192 ], [ %316, %203 ]
  %323 = phi i64 [ %195, %192 ], [ %309, %203 ]
  %324 = phi ptr [ %196, %192 ], [ %315, %203 ]
  %325 = phi i64 [ %197, %192 ], [ %281, %203 ]
  %326 = zext i16 %18 to i64
  %327 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %326
  %328 = load i32, ptr %327, align 4, !tbaa !35
  %329 = zext i32 %328 to i64
  %330 = and i64 %325, %329
  %331 = zext nneg i32 %322 to i64
  %332 = shl nuw nsw i64 %330, %331
  %333 = or i64 %332, %321
  %334 = add nuw nsw i32 %322, %19
  %335 = lshr i32 %334, 3
  %336 = zext nneg i32 %335 to i64
  store i64 %333, ptr %324, align 1, !tbaa !13
  %337 = getelementptr inbounds i8, ptr %324, i64 %336
  %338 = icmp ugt ptr %337, %11
  %339 = select i1 %338, ptr %11, ptr %337
  %340 = and i32 %334, 7
  %341 = shl nuw nsw i64 %336, 3
  %342 = lshr i64 %333, %341
  %343 = and i64 %323, %329
  %344 = zext nneg i32 %340 to i64
  %345 = shl nuw nsw i64 %343, %344
  %346 = or i64 %345, %342
  %347 = add nuw nsw i32 %340, %19
  %348 = lshr i32 %347, 3
  %349 = zext nneg i32 %348 to i64
  store i64 %346, ptr %339, align 1, !tbaa !13
  %350 = getelementptr inbounds i8, ptr %339, i64 %349
  %351 = icmp ugt ptr %350, %11
  %352 = select i1 %351, ptr %11, ptr %350
  %353 = and i32 %347, 7
  %354 = shl nuw nsw i64 %349, 3
  %355 = lshr i64 %346, %354
  %356 = zext nneg i32 %353 to i64
  %357 = shl nuw nsw i64 1, %356
  %358 = or i64 %355, %357
  %359 = add nuw nsw i32 %353, 1
  %360 = lshr i32 %359, 3
  %361 = zext nneg i32 %360 to i64
  store i64 %358, ptr %352, align 1, !tbaa !13
  %362 = getelementptr inbounds i8, ptr %352, i64 %361
  %363 = icmp ugt ptr %362, %11
  %364 = select i1 %363, ptr %11, ptr %362
  %365 = icmp ult ptr %364, %11
  br i1 %365, label %366, label %374

366:                                              ; preds = %320
  %367 = and i32 %359, 7
  %368 = ptrtoint ptr %364 to i64
  %369 = ptrtoint ptr %0 to i64
  %370 = icmp ne i32 %367, 0
  %371 = zext i1 %370 to i64
  %372 = sub i64 %371, %369
  %373 = add i64 %372, %368
  br label %374

374:                                              ; preds = %366, %320, %6, %9
  %375 = phi i64 [ 0, %9 ], [ 0, %6 ], [ %373, %366 ], [ 0, %320 ]
  ret i64 %375
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @FSE_compressBound(i64 noundef %0) local_unnamed_addr #1 {
  %2 = lshr i64 %0, 7
  %3 = add i64 %0, 524
  %4 = add i64 %3, %2
  ret i64 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

attributes #0 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !8, i64 0}
!15 = distinct !{!15, !12, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !17, !16}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = !{!26, !27, i64 4}
!26 = !{!"", !27, i64 0, !27, i64 4}
!27 = !{!"int", !8, i64 0}
!28 = !{!26, !27, i64 0}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !12}
!34 = distinct !{!34, !12}
!35 = !{!27, !27, i64 0}
!36 = distinct !{!36, !12}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !12}
!40 = distinct !{!40, !12}
!41 = distinct !{!41, !12}
!42 = distinct !{!42, !12}
