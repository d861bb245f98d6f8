; ModuleID = 'src/zstd/lib/compress/zstd_preSplit.c'
source_filename = "src/zstd/lib/compress/zstd_preSplit.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@ZSTD_splitBlock_byChunks.records_fs = internal unnamed_addr constant [4 x ptr] [ptr @ZSTD_recordFingerprint_43, ptr @ZSTD_recordFingerprint_11, ptr @ZSTD_recordFingerprint_5, ptr @ZSTD_recordFingerprint_1], align 8
@ZSTD_splitBlock_byChunks.hashParams = internal unnamed_addr constant [4 x i32] [i32 8, i32 9, i32 10, i32 10], align 4

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_splitBlock(ptr noundef %0, i64 noundef %1, i32 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = icmp eq i32 %2, 0
  br i1 %6, label %7, label %123

7:                                                ; preds = %5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(8208) %3, i8 0, i64 8208, i1 false)
  tail call void @HIST_add(ptr noundef %3, ptr noundef %0, i64 noundef 512) #5
  %8 = getelementptr inbounds i8, ptr %3, i64 4104
  %9 = getelementptr inbounds i8, ptr %0, i64 %1
  %10 = getelementptr inbounds i8, ptr %9, i64 -512
  tail call void @HIST_add(ptr noundef nonnull %8, ptr noundef nonnull %10, i64 noundef 512) #5
  %11 = getelementptr inbounds i8, ptr %3, i64 8200
  store i64 512, ptr %11, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %3, i64 4096
  store i64 512, ptr %12, align 8, !tbaa !12
  br label %13

13:                                               ; preds = %13, %7
  %14 = phi i64 [ 0, %7 ], [ %37, %13 ]
  %15 = phi <4 x i64> [ zeroinitializer, %7 ], [ %35, %13 ]
  %16 = phi <4 x i64> [ zeroinitializer, %7 ], [ %36, %13 ]
  %17 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %14
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !13
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !13
  %21 = zext <4 x i32> %19 to <4 x i64>
  %22 = zext <4 x i32> %20 to <4 x i64>
  %23 = getelementptr inbounds [1024 x i32], ptr %8, i64 0, i64 %14
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load <4 x i32>, ptr %23, align 4, !tbaa !13
  %26 = load <4 x i32>, ptr %24, align 4, !tbaa !13
  %27 = zext <4 x i32> %25 to <4 x i64>
  %28 = zext <4 x i32> %26 to <4 x i64>
  %29 = sub nsw <4 x i64> %21, %27
  %30 = sub nsw <4 x i64> %22, %28
  %31 = shl nsw <4 x i64> %29, <i64 9, i64 9, i64 9, i64 9>
  %32 = shl nsw <4 x i64> %30, <i64 9, i64 9, i64 9, i64 9>
  %33 = tail call <4 x i64> @llvm.abs.v4i64(<4 x i64> %31, i1 true)
  %34 = tail call <4 x i64> @llvm.abs.v4i64(<4 x i64> %32, i1 true)
  %35 = add <4 x i64> %33, %15
  %36 = add <4 x i64> %34, %16
  %37 = add nuw i64 %14, 8
  %38 = icmp eq i64 %37, 256
  br i1 %38, label %39, label %13, !llvm.loop !15

39:                                               ; preds = %13
  %40 = add <4 x i64> %36, %35
  %41 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %40)
  %42 = icmp ult i64 %41, 229376
  br i1 %42, label %188, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %3, i64 2048
  %45 = lshr i64 %1, 1
  %46 = getelementptr inbounds i8, ptr %0, i64 %45
  %47 = getelementptr inbounds i8, ptr %46, i64 -256
  tail call void @HIST_add(ptr noundef nonnull %44, ptr noundef nonnull %47, i64 noundef 512) #5
  %48 = getelementptr inbounds i8, ptr %3, i64 6144
  store i64 512, ptr %48, align 8, !tbaa !19
  %49 = load i64, ptr %12, align 8, !tbaa !19
  %50 = insertelement <2 x i64> poison, i64 %49, i64 0
  %51 = shufflevector <2 x i64> %50, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %52

52:                                               ; preds = %52, %43
  %53 = phi i64 [ 0, %43 ], [ %78, %52 ]
  %54 = phi <2 x i64> [ zeroinitializer, %43 ], [ %76, %52 ]
  %55 = phi <2 x i64> [ zeroinitializer, %43 ], [ %77, %52 ]
  %56 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %53
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load <2 x i32>, ptr %56, align 4, !tbaa !13
  %59 = load <2 x i32>, ptr %57, align 4, !tbaa !13
  %60 = zext <2 x i32> %58 to <2 x i64>
  %61 = zext <2 x i32> %59 to <2 x i64>
  %62 = shl nuw nsw <2 x i64> %60, <i64 9, i64 9>
  %63 = shl nuw nsw <2 x i64> %61, <i64 9, i64 9>
  %64 = getelementptr inbounds [1024 x i32], ptr %44, i64 0, i64 %53
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  %66 = load <2 x i32>, ptr %64, align 4, !tbaa !13
  %67 = load <2 x i32>, ptr %65, align 4, !tbaa !13
  %68 = zext <2 x i32> %66 to <2 x i64>
  %69 = zext <2 x i32> %67 to <2 x i64>
  %70 = mul nsw <2 x i64> %51, %68
  %71 = mul nsw <2 x i64> %51, %69
  %72 = sub nsw <2 x i64> %62, %70
  %73 = sub nsw <2 x i64> %63, %71
  %74 = tail call <2 x i64> @llvm.abs.v2i64(<2 x i64> %72, i1 true)
  %75 = tail call <2 x i64> @llvm.abs.v2i64(<2 x i64> %73, i1 true)
  %76 = add <2 x i64> %74, %54
  %77 = add <2 x i64> %75, %55
  %78 = add nuw i64 %53, 4
  %79 = icmp eq i64 %78, 256
  br i1 %79, label %80, label %52, !llvm.loop !20

80:                                               ; preds = %52
  %81 = add <2 x i64> %77, %76
  %82 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %81)
  %83 = load i64, ptr %11, align 8, !tbaa !19
  %84 = insertelement <2 x i64> poison, i64 %83, i64 0
  %85 = shufflevector <2 x i64> %84, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %86

86:                                               ; preds = %86, %80
  %87 = phi i64 [ 0, %80 ], [ %112, %86 ]
  %88 = phi <2 x i64> [ zeroinitializer, %80 ], [ %110, %86 ]
  %89 = phi <2 x i64> [ zeroinitializer, %80 ], [ %111, %86 ]
  %90 = getelementptr inbounds [1024 x i32], ptr %8, i64 0, i64 %87
  %91 = getelementptr inbounds i8, ptr %90, i64 8
  %92 = load <2 x i32>, ptr %90, align 4, !tbaa !13
  %93 = load <2 x i32>, ptr %91, align 4, !tbaa !13
  %94 = zext <2 x i32> %92 to <2 x i64>
  %95 = zext <2 x i32> %93 to <2 x i64>
  %96 = shl nuw nsw <2 x i64> %94, <i64 9, i64 9>
  %97 = shl nuw nsw <2 x i64> %95, <i64 9, i64 9>
  %98 = getelementptr inbounds [1024 x i32], ptr %44, i64 0, i64 %87
  %99 = getelementptr inbounds i8, ptr %98, i64 8
  %100 = load <2 x i32>, ptr %98, align 4, !tbaa !13
  %101 = load <2 x i32>, ptr %99, align 4, !tbaa !13
  %102 = zext <2 x i32> %100 to <2 x i64>
  %103 = zext <2 x i32> %101 to <2 x i64>
  %104 = mul nsw <2 x i64> %85, %102
  %105 = mul nsw <2 x i64> %85, %103
  %106 = sub nsw <2 x i64> %96, %104
  %107 = sub nsw <2 x i64> %97, %105
  %108 = tail call <2 x i64> @llvm.abs.v2i64(<2 x i64> %106, i1 true)
  %109 = tail call <2 x i64> @llvm.abs.v2i64(<2 x i64> %107, i1 true)
  %110 = add <2 x i64> %108, %88
  %111 = add <2 x i64> %109, %89
  %112 = add nuw i64 %87, 4
  %113 = icmp eq i64 %112, 256
  br i1 %113, label %114, label %86, !llvm.loop !21

114:                                              ; preds = %86
  %115 = add <2 x i64> %111, %110
  %116 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %115)
  %117 = sub nsw i64 %82, %116
  %118 = tail call i64 @llvm.abs.i64(i64 %117, i1 true)
  %119 = icmp ult i64 %118, 87381
  %120 = icmp ugt i64 %82, %116
  %121 = select i1 %120, i64 32768, i64 98304
  %122 = select i1 %119, i64 65536, i64 %121
  br label %188

123:                                              ; preds = %5
  %124 = add nsw i32 %2, -1
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [4 x ptr], ptr @ZSTD_splitBlock_byChunks.records_fs, i64 0, i64 %125
  %127 = load ptr, ptr %126, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(8208) %3, i8 0, i64 8208, i1 false)
  tail call void %127(ptr noundef %3, ptr noundef %0, i64 noundef 8192) #5
  %128 = add i64 %1, -8192
  %129 = icmp ult i64 %128, 8192
  br i1 %129, label %188, label %130

130:                                              ; preds = %123
  %131 = getelementptr inbounds i8, ptr %3, i64 4104
  %132 = getelementptr inbounds [4 x i32], ptr @ZSTD_splitBlock_byChunks.hashParams, i64 0, i64 %125
  %133 = getelementptr inbounds i8, ptr %3, i64 4096
  %134 = getelementptr inbounds i8, ptr %3, i64 8200
  br label %135

135:                                              ; preds = %181, %130
  %136 = phi i64 [ 8192, %130 ], [ %186, %181 ]
  %137 = phi i32 [ 3, %130 ], [ %185, %181 ]
  %138 = getelementptr inbounds i8, ptr %0, i64 %136
  tail call void %127(ptr noundef nonnull %131, ptr noundef %138, i64 noundef 8192) #5
  %139 = load i32, ptr %132, align 4, !tbaa !13
  %140 = load i64, ptr %133, align 8, !tbaa !19
  %141 = load i64, ptr %134, align 8, !tbaa !19
  %142 = zext nneg i32 %139 to i64
  br label %143

143:                                              ; preds = %143, %135
  %144 = phi i64 [ 0, %135 ], [ %157, %143 ]
  %145 = phi i64 [ 0, %135 ], [ %156, %143 ]
  %146 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %144
  %147 = load i32, ptr %146, align 4, !tbaa !13
  %148 = zext i32 %147 to i64
  %149 = mul nsw i64 %141, %148
  %150 = getelementptr inbounds [1024 x i32], ptr %131, i64 0, i64 %144
  %151 = load i32, ptr %150, align 4, !tbaa !13
  %152 = zext i32 %151 to i64
  %153 = mul nsw i64 %140, %152
  %154 = sub nsw i64 %149, %153
  %155 = tail call i64 @llvm.abs.i64(i64 %154, i1 true)
  %156 = add i64 %155, %145
  %157 = add i64 %144, 1
  %158 = lshr i64 %157, %142
  %159 = icmp eq i64 %158, 0
  br i1 %159, label %143, label %160, !llvm.loop !24

160:                                              ; preds = %143
  %161 = add nsw i32 %137, 14
  %162 = sext i32 %161 to i64
  %163 = mul i64 %140, %162
  %164 = mul i64 %163, %141
  %165 = lshr i64 %164, 4
  %166 = icmp ult i64 %156, %165
  br i1 %166, label %167, label %188

167:                                              ; preds = %160, %167
  %168 = phi i64 [ %179, %167 ], [ 0, %160 ]
  %169 = getelementptr inbounds [1024 x i32], ptr %131, i64 0, i64 %168
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load <4 x i32>, ptr %169, align 4, !tbaa !13
  %172 = load <4 x i32>, ptr %170, align 4, !tbaa !13
  %173 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %168
  %174 = getelementptr inbounds i8, ptr %173, i64 16
  %175 = load <4 x i32>, ptr %173, align 4, !tbaa !13
  %176 = load <4 x i32>, ptr %174, align 4, !tbaa !13
  %177 = add <4 x i32> %175, %171
  %178 = add <4 x i32> %176, %172
  store <4 x i32> %177, ptr %173, align 4, !tbaa !13
  store <4 x i32> %178, ptr %174, align 4, !tbaa !13
  %179 = add nuw i64 %168, 8
  %180 = icmp eq i64 %179, 1024
  br i1 %180, label %181, label %167, !llvm.loop !25

181:                                              ; preds = %167
  %182 = add i64 %141, %140
  store i64 %182, ptr %133, align 8, !tbaa !19
  %183 = icmp sgt i32 %137, 0
  %184 = sext i1 %183 to i32
  %185 = add nsw i32 %137, %184
  %186 = add i64 %136, 8192
  %187 = icmp ugt i64 %186, %128
  br i1 %187, label %188, label %135, !llvm.loop !26

188:                                              ; preds = %181, %160, %123, %114, %39
  %189 = phi i64 [ %122, %114 ], [ %1, %39 ], [ %1, %123 ], [ %136, %160 ], [ %1, %181 ]
  ret i64 %189
}

declare void @HIST_add(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @ZSTD_recordFingerprint_43(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) #3 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  %4 = getelementptr inbounds i8, ptr %0, i64 4096
  store i64 0, ptr %4, align 8, !tbaa !19
  %5 = add i64 %2, -1
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %17, label %7

7:                                                ; preds = %3, %7
  %8 = phi i64 [ %15, %7 ], [ 0, %3 ]
  %9 = getelementptr inbounds i8, ptr %1, i64 %8
  %10 = load i8, ptr %9, align 1, !tbaa !27
  %11 = zext i8 %10 to i64
  %12 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !13
  %14 = add i32 %13, 1
  store i32 %14, ptr %12, align 4, !tbaa !13
  %15 = add i64 %8, 43
  %16 = icmp ult i64 %15, %5
  br i1 %16, label %7, label %17, !llvm.loop !28

17:                                               ; preds = %7, %3
  %18 = udiv i64 %5, 43
  store i64 %18, ptr %4, align 8, !tbaa !19
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @ZSTD_recordFingerprint_11(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) #3 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2048) %0, i8 0, i64 2048, i1 false)
  %4 = add i64 %2, -1
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %19, label %6

6:                                                ; preds = %3, %6
  %7 = phi i64 [ %17, %6 ], [ 0, %3 ]
  %8 = getelementptr inbounds i8, ptr %1, i64 %7
  %9 = load i16, ptr %8, align 1, !tbaa !29
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, 2654435769
  %12 = lshr i64 %11, 23
  %13 = and i64 %12, 511
  %14 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !13
  %16 = add i32 %15, 1
  store i32 %16, ptr %14, align 4, !tbaa !13
  %17 = add i64 %7, 11
  %18 = icmp ult i64 %17, %4
  br i1 %18, label %6, label %19, !llvm.loop !28

19:                                               ; preds = %6, %3
  %20 = getelementptr inbounds i8, ptr %0, i64 4096
  %21 = udiv i64 %4, 11
  store i64 %21, ptr %20, align 8, !tbaa !19
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @ZSTD_recordFingerprint_5(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) #3 {
  %4 = add i64 %2, -1
  %5 = icmp eq i64 %4, 0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(4104) %0, i8 0, i64 4104, i1 false)
  br i1 %5, label %19, label %6

6:                                                ; preds = %3, %6
  %7 = phi i64 [ %17, %6 ], [ 0, %3 ]
  %8 = getelementptr inbounds i8, ptr %1, i64 %7
  %9 = load i16, ptr %8, align 1, !tbaa !29
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, 2654435769
  %12 = lshr i64 %11, 22
  %13 = and i64 %12, 1023
  %14 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !13
  %16 = add i32 %15, 1
  store i32 %16, ptr %14, align 4, !tbaa !13
  %17 = add i64 %7, 5
  %18 = icmp ult i64 %17, %4
  br i1 %18, label %6, label %19, !llvm.loop !28

19:                                               ; preds = %6, %3
  %20 = getelementptr inbounds i8, ptr %0, i64 4096
  %21 = udiv i64 %4, 5
  store i64 %21, ptr %20, align 8, !tbaa !19
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @ZSTD_recordFingerprint_1(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) #3 {
  %4 = add i64 %2, -1
  %5 = icmp eq i64 %4, 0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(4104) %0, i8 0, i64 4104, i1 false)
  br i1 %5, label %19, label %6

6:                                                ; preds = %3, %6
  %7 = phi i64 [ %17, %6 ], [ 0, %3 ]
  %8 = getelementptr inbounds i8, ptr %1, i64 %7
  %9 = load i16, ptr %8, align 1, !tbaa !29
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, 2654435769
  %12 = lshr i64 %11, 22
  %13 = and i64 %12, 1023
  %14 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !13
  %16 = add i32 %15, 1
  store i32 %16, ptr %14, align 4, !tbaa !13
  %17 = add nuw i64 %7, 1
  %18 = icmp eq i64 %17, %4
  br i1 %18, label %19, label %6, !llvm.loop !28

19:                                               ; preds = %6, %3
  %20 = getelementptr inbounds i8, ptr %0, i64 4096
  store i64 %4, ptr %20, align 8, !tbaa !19
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i64> @llvm.abs.v4i64(<4 x i64>, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.abs.v2i64(<2 x i64>, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !11, i64 8200}
!7 = !{!"", !8, i64 0, !8, i64 4104}
!8 = !{!"", !9, i64 0, !11, i64 4096}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!7, !11, i64 4096}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !9, i64 0}
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = !{!8, !11, i64 4096}
!20 = distinct !{!20, !16, !17, !18}
!21 = distinct !{!21, !16, !17, !18}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !9, i64 0}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16, !17, !18}
!26 = distinct !{!26, !16}
!27 = !{!9, !9, i64 0}
!28 = distinct !{!28, !16}
!29 = !{!30, !30, i64 0}
!30 = !{!"short", !9, i64 0}
