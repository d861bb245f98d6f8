; ModuleID = 'src/zstd/lib/compress/zstd_preSplit.c'
source_filename = "src/zstd/lib/compress/zstd_preSplit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@ZSTD_splitBlock_byChunks.records_fs = internal unnamed_addr constant [4 x ptr] [ptr @ZSTD_recordFingerprint_43, ptr @ZSTD_recordFingerprint_11, ptr @ZSTD_recordFingerprint_5, ptr @ZSTD_recordFingerprint_1], align 16
@ZSTD_splitBlock_byChunks.hashParams = internal unnamed_addr constant [4 x i32] [i32 8, i32 9, i32 10, i32 10], align 16

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
  store i64 512, ptr %11, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %3, i64 4096
  store i64 512, ptr %12, align 8, !tbaa !11
  br label %13

13:                                               ; preds = %13, %7
  %14 = phi i64 [ 0, %7 ], [ %37, %13 ]
  %15 = phi <2 x i64> [ zeroinitializer, %7 ], [ %35, %13 ]
  %16 = phi <2 x i64> [ zeroinitializer, %7 ], [ %36, %13 ]
  %17 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %14
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load <2 x i32>, ptr %17, align 4, !tbaa !12
  %20 = load <2 x i32>, ptr %18, align 4, !tbaa !12
  %21 = zext <2 x i32> %19 to <2 x i64>
  %22 = zext <2 x i32> %20 to <2 x i64>
  %23 = getelementptr inbounds [1024 x i32], ptr %8, i64 0, i64 %14
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load <2 x i32>, ptr %23, align 4, !tbaa !12
  %26 = load <2 x i32>, ptr %24, align 4, !tbaa !12
  %27 = zext <2 x i32> %25 to <2 x i64>
  %28 = zext <2 x i32> %26 to <2 x i64>
  %29 = sub nsw <2 x i64> %21, %27
  %30 = sub nsw <2 x i64> %22, %28
  %31 = shl nsw <2 x i64> %29, <i64 9, i64 9>
  %32 = shl nsw <2 x i64> %30, <i64 9, i64 9>
  %33 = tail call <2 x i64> @llvm.abs.v2i64(<2 x i64> %31, i1 true)
  %34 = tail call <2 x i64> @llvm.abs.v2i64(<2 x i64> %32, i1 true)
  %35 = add <2 x i64> %33, %15
  %36 = add <2 x i64> %34, %16
  %37 = add nuw i64 %14, 4
  %38 = icmp eq i64 %37, 256
  br i1 %38, label %39, label %13, !llvm.loop !14

39:                                               ; preds = %13
  %40 = add <2 x i64> %36, %35
  %41 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %40)
  %42 = icmp ult i64 %41, 229376
  br i1 %42, label %199, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %3, i64 2048
  %45 = lshr i64 %1, 1
  %46 = getelementptr inbounds i8, ptr %0, i64 %45
  %47 = getelementptr inbounds i8, ptr %46, i64 -256
  tail call void @HIST_add(ptr noundef nonnull %44, ptr noundef nonnull %47, i64 noundef 512) #5
  %48 = getelementptr inbounds i8, ptr %3, i64 6144
  store i64 512, ptr %48, align 8, !tbaa !18
  %49 = load i64, ptr %12, align 8, !tbaa !18
  %50 = insertelement <2 x i64> poison, i64 %49, i64 0
  %51 = shufflevector <2 x i64> %50, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %52

52:                                               ; preds = %52, %43
  %53 = phi i64 [ 0, %43 ], [ %78, %52 ]
  %54 = phi <2 x i64> [ zeroinitializer, %43 ], [ %76, %52 ]
  %55 = phi <2 x i64> [ zeroinitializer, %43 ], [ %77, %52 ]
  %56 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %53
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load <2 x i32>, ptr %56, align 4, !tbaa !12
  %59 = load <2 x i32>, ptr %57, align 4, !tbaa !12
  %60 = zext <2 x i32> %58 to <2 x i64>
  %61 = zext <2 x i32> %59 to <2 x i64>
  %62 = shl nuw nsw <2 x i64> %60, <i64 9, i64 9>
  %63 = shl nuw nsw <2 x i64> %61, <i64 9, i64 9>
  %64 = getelementptr inbounds [1024 x i32], ptr %44, i64 0, i64 %53
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  %66 = load <2 x i32>, ptr %64, align 4, !tbaa !12
  %67 = load <2 x i32>, ptr %65, align 4, !tbaa !12
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
  br i1 %79, label %80, label %52, !llvm.loop !19

80:                                               ; preds = %52
  %81 = add <2 x i64> %77, %76
  %82 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %81)
  %83 = load i64, ptr %11, align 8, !tbaa !18
  %84 = insertelement <2 x i64> poison, i64 %83, i64 0
  %85 = shufflevector <2 x i64> %84, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %86

86:                                               ; preds = %86, %80
  %87 = phi i64 [ 0, %80 ], [ %112, %86 ]
  %88 = phi <2 x i64> [ zeroinitializer, %80 ], [ %110, %86 ]
  %89 = phi <2 x i64> [ zeroinitializer, %80 ], [ %111, %86 ]
  %90 = getelementptr inbounds [1024 x i32], ptr %8, i64 0, i64 %87
  %91 = getelementptr inbounds i8, ptr %90, i64 8
  %92 = load <2 x i32>, ptr %90, align 4, !tbaa !12
  %93 = load <2 x i32>, ptr %91, align 4, !tbaa !12
  %94 = zext <2 x i32> %92 to <2 x i64>
  %95 = zext <2 x i32> %93 to <2 x i64>
  %96 = shl nuw nsw <2 x i64> %94, <i64 9, i64 9>
  %97 = shl nuw nsw <2 x i64> %95, <i64 9, i64 9>
  %98 = getelementptr inbounds [1024 x i32], ptr %44, i64 0, i64 %87
  %99 = getelementptr inbounds i8, ptr %98, i64 8
  %100 = load <2 x i32>, ptr %98, align 4, !tbaa !12
  %101 = load <2 x i32>, ptr %99, align 4, !tbaa !12
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
  br i1 %113, label %114, label %86, !llvm.loop !20

114:                                              ; preds = %86
  %115 = add <2 x i64> %111, %110
  %116 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %115)
  %117 = sub nsw i64 %82, %116
  %118 = tail call i64 @llvm.abs.i64(i64 %117, i1 true)
  %119 = icmp ult i64 %118, 87381
  %120 = icmp ugt i64 %82, %116
  %121 = select i1 %120, i64 32768, i64 98304
  %122 = select i1 %119, i64 65536, i64 %121
  br label %199

123:                                              ; preds = %5
  %124 = add nsw i32 %2, -1
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [4 x ptr], ptr @ZSTD_splitBlock_byChunks.records_fs, i64 0, i64 %125
  %127 = load ptr, ptr %126, align 8, !tbaa !21
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(8208) %3, i8 0, i64 8208, i1 false)
  tail call void %127(ptr noundef %3, ptr noundef %0, i64 noundef 8192) #5
  %128 = add i64 %1, -8192
  %129 = icmp ult i64 %128, 8192
  br i1 %129, label %199, label %130

130:                                              ; preds = %123
  %131 = getelementptr inbounds i8, ptr %3, i64 4104
  %132 = getelementptr inbounds [4 x i32], ptr @ZSTD_splitBlock_byChunks.hashParams, i64 0, i64 %125
  %133 = getelementptr inbounds i8, ptr %3, i64 4096
  %134 = getelementptr inbounds i8, ptr %3, i64 8200
  br label %135

135:                                              ; preds = %192, %130
  %136 = phi i64 [ 8192, %130 ], [ %197, %192 ]
  %137 = phi i32 [ 3, %130 ], [ %196, %192 ]
  %138 = getelementptr inbounds i8, ptr %0, i64 %136
  tail call void %127(ptr noundef nonnull %131, ptr noundef %138, i64 noundef 8192) #5
  %139 = load i32, ptr %132, align 4, !tbaa !12
  %140 = load i64, ptr %133, align 8, !tbaa !18
  %141 = load i64, ptr %134, align 8, !tbaa !18
  %142 = zext nneg i32 %139 to i64
  br label %143

143:                                              ; preds = %143, %135
  %144 = phi i64 [ 0, %135 ], [ %157, %143 ]
  %145 = phi i64 [ 0, %135 ], [ %156, %143 ]
  %146 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %144
  %147 = load i32, ptr %146, align 4, !tbaa !12
  %148 = zext i32 %147 to i64
  %149 = mul nsw i64 %141, %148
  %150 = getelementptr inbounds [1024 x i32], ptr %131, i64 0, i64 %144
  %151 = load i32, ptr %150, align 4, !tbaa !12
  %152 = zext i32 %151 to i64
  %153 = mul nsw i64 %140, %152
  %154 = sub nsw i64 %149, %153
  %155 = tail call i64 @llvm.abs.i64(i64 %154, i1 true)
  %156 = add i64 %155, %145
  %157 = add i64 %144, 1
  %158 = lshr i64 %157, %142
  %159 = icmp eq i64 %158, 0
  br i1 %159, label %143, label %160, !llvm.loop !23

160:                                              ; preds = %143
  %161 = add nsw i32 %137, 14
  %162 = sext i32 %161 to i64
  %163 = mul i64 %140, %162
  %164 = mul i64 %163, %141
  %165 = lshr i64 %164, 4
  %166 = icmp ult i64 %156, %165
  br i1 %166, label %167, label %199

167:                                              ; preds = %160, %167
  %168 = phi i64 [ %190, %167 ], [ 0, %160 ]
  %169 = getelementptr inbounds [1024 x i32], ptr %131, i64 0, i64 %168
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load <4 x i32>, ptr %169, align 4, !tbaa !12
  %172 = load <4 x i32>, ptr %170, align 4, !tbaa !12
  %173 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %168
  %174 = getelementptr inbounds i8, ptr %173, i64 16
  %175 = load <4 x i32>, ptr %173, align 4, !tbaa !12
  %176 = load <4 x i32>, ptr %174, align 4, !tbaa !12
  %177 = add <4 x i32> %175, %171
  %178 = add <4 x i32> %176, %172
  store <4 x i32> %177, ptr %173, align 4, !tbaa !12
  store <4 x i32> %178, ptr %174, align 4, !tbaa !12
  %179 = or disjoint i64 %168, 8
  %180 = getelementptr inbounds [1024 x i32], ptr %131, i64 0, i64 %179
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load <4 x i32>, ptr %180, align 4, !tbaa !12
  %183 = load <4 x i32>, ptr %181, align 4, !tbaa !12
  %184 = getelementptr inbounds [1024 x i32], ptr %3, i64 0, i64 %179
  %185 = getelementptr inbounds i8, ptr %184, i64 16
  %186 = load <4 x i32>, ptr %184, align 4, !tbaa !12
  %187 = load <4 x i32>, ptr %185, align 4, !tbaa !12
  %188 = add <4 x i32> %186, %182
  %189 = add <4 x i32> %187, %183
  store <4 x i32> %188, ptr %184, align 4, !tbaa !12
  store <4 x i32> %189, ptr %185, align 4, !tbaa !12
  %190 = add nuw nsw i64 %168, 16
  %191 = icmp eq i64 %190, 1024
  br i1 %191, label %192, label %167, !llvm.loop !24

192:                                              ; preds = %167
  %193 = add i64 %141, %140
  store i64 %193, ptr %133, align 8, !tbaa !18
  %194 = icmp sgt i32 %137, 0
  %195 = sext i1 %194 to i32
  %196 = add nsw i32 %137, %195
  %197 = add i64 %136, 8192
  %198 = icmp ugt i64 %197, %128
  br i1 %198, label %199, label %135, !llvm.loop !25

199:                                              ; preds = %192, %160, %123, %114, %39
  %200 = phi i64 [ %122, %114 ], [ %1, %39 ], [ %1, %123 ], [ %136, %160 ], [ %1, %192 ]
  ret i64 %200
}

declare void @HIST_add(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @ZSTD_recordFingerprint_43(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) #3 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  %4 = getelementptr inbounds i8, ptr %0, i64 4096
  store i64 0, ptr %4, align 8, !tbaa !18
  %5 = add i64 %2, -1
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %17, label %7

7:                                                ; preds = %3, %7
  %8 = phi i64 [ %15, %7 ], [ 0, %3 ]
  %9 = getelementptr inbounds i8, ptr %1, i64 %8
  %10 = load i8, ptr %9, align 1, !tbaa !26
  %11 = zext i8 %10 to i64
  %12 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !12
  %14 = add i32 %13, 1
  store i32 %14, ptr %12, align 4, !tbaa !12
  %15 = add i64 %8, 43
  %16 = icmp ult i64 %15, %5
  br i1 %16, label %7, label %17, !llvm.loop !27

17:                                               ; preds = %7, %3
  %18 = udiv i64 %5, 43
  store i64 %18, ptr %4, align 8, !tbaa !18
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
  %9 = load i16, ptr %8, align 1, !tbaa !28
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, 2654435769
  %12 = lshr i64 %11, 23
  %13 = and i64 %12, 511
  %14 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !12
  %16 = add i32 %15, 1
  store i32 %16, ptr %14, align 4, !tbaa !12
  %17 = add i64 %7, 11
  %18 = icmp ult i64 %17, %4
  br i1 %18, label %6, label %19, !llvm.loop !27

19:                                               ; preds = %6, %3
  %20 = getelementptr inbounds i8, ptr %0, i64 4096
  %21 = udiv i64 %4, 11
  store i64 %21, ptr %20, align 8, !tbaa !18
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
  %9 = load i16, ptr %8, align 1, !tbaa !28
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, 2654435769
  %12 = lshr i64 %11, 22
  %13 = and i64 %12, 1023
  %14 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !12
  %16 = add i32 %15, 1
  store i32 %16, ptr %14, align 4, !tbaa !12
  %17 = add i64 %7, 5
  %18 = icmp ult i64 %17, %4
  br i1 %18, label %6, label %19, !llvm.loop !27

19:                                               ; preds = %6, %3
  %20 = getelementptr inbounds i8, ptr %0, i64 4096
  %21 = udiv i64 %4, 5
  store i64 %21, ptr %20, align 8, !tbaa !18
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @ZSTD_recordFingerprint_1(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) #3 {
  %4 = add i64 %2, -1
  %5 = icmp eq i64 %4, 0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(4104) %0, i8 0, i64 4104, i1 false)
  br i1 %5, label %49, label %6

6:                                                ; preds = %3
  %7 = and i64 %4, 1
  %8 = icmp eq i64 %2, 2
  br i1 %8, label %36, label %9

9:                                                ; preds = %6
  %10 = and i64 %4, -2
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %33, %11 ]
  %13 = phi i64 [ 0, %9 ], [ %34, %11 ]
  %14 = getelementptr inbounds i8, ptr %1, i64 %12
  %15 = load i16, ptr %14, align 1, !tbaa !28
  %16 = zext i16 %15 to i64
  %17 = mul nuw nsw i64 %16, 2654435769
  %18 = lshr i64 %17, 22
  %19 = and i64 %18, 1023
  %20 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !12
  %22 = add i32 %21, 1
  store i32 %22, ptr %20, align 4, !tbaa !12
  %23 = or disjoint i64 %12, 1
  %24 = getelementptr inbounds i8, ptr %1, i64 %23
  %25 = load i16, ptr %24, align 1, !tbaa !28
  %26 = zext i16 %25 to i64
  %27 = mul nuw nsw i64 %26, 2654435769
  %28 = lshr i64 %27, 22
  %29 = and i64 %28, 1023
  %30 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !12
  %32 = add i32 %31, 1
  store i32 %32, ptr %30, align 4, !tbaa !12
  %33 = add nuw i64 %12, 2
  %34 = add i64 %13, 2
  %35 = icmp eq i64 %34, %10
  br i1 %35, label %36, label %11, !llvm.loop !27

36:                                               ; preds = %11, %6
  %37 = phi i64 [ 0, %6 ], [ %33, %11 ]
  %38 = icmp eq i64 %7, 0
  br i1 %38, label %49, label %39

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %1, i64 %37
  %41 = load i16, ptr %40, align 1, !tbaa !28
  %42 = zext i16 %41 to i64
  %43 = mul nuw nsw i64 %42, 2654435769
  %44 = lshr i64 %43, 22
  %45 = and i64 %44, 1023
  %46 = getelementptr inbounds [1024 x i32], ptr %0, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !12
  %48 = add i32 %47, 1
  store i32 %48, ptr %46, align 4, !tbaa !12
  br label %49

49:                                               ; preds = %39, %36, %3
  %50 = getelementptr inbounds i8, ptr %0, i64 4096
  store i64 %4, ptr %50, align 8, !tbaa !18
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.abs.v2i64(<2 x i64>, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8200}
!6 = !{!"", !7, i64 0, !7, i64 4104}
!7 = !{!"", !8, i64 0, !10, i64 4096}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !10, i64 4096}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!7, !10, i64 4096}
!19 = distinct !{!19, !15, !16, !17}
!20 = distinct !{!20, !15, !16, !17}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !8, i64 0}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15, !16, !17}
!25 = distinct !{!25, !15}
!26 = !{!8, !8, i64 0}
!27 = distinct !{!27, !15}
!28 = !{!29, !29, i64 0}
!29 = !{!"short", !8, i64 0}
