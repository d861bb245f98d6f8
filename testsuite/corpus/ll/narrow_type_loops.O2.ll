; ModuleID = 'programs/narrow_type_loops.c'
source_filename = "programs/narrow_type_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"sum_u8=%u mac_i16=%d fletcher16=%04x\0A\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"saturated=%d zeroed=%d mixed_incr=%u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [40 x i8] c"counter=%d wraps=%d hist0=%d hist15=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [1000 x i8], align 16
  %2 = alloca [300 x i16], align 16
  %3 = alloca [300 x i16], align 16
  %4 = alloca [16 x i16], align 16
  call void @llvm.lifetime.start.p0(i64 1000, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 600, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 600, ptr nonnull %3) #8
  br label %5

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %11, %5 ]
  %7 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %12, %5 ]
  %8 = mul <16 x i8> %7, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %9 = add <16 x i8> %8, <i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11>
  %10 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %6
  store <16 x i8> %9, ptr %10, align 16, !tbaa !5
  %11 = add nuw i64 %6, 16
  %12 = add <16 x i8> %7, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %13 = icmp eq i64 %11, 992
  br i1 %13, label %14, label %5, !llvm.loop !8

14:                                               ; preds = %5
  %15 = getelementptr inbounds i8, ptr %1, i64 992
  store <8 x i8> <i8 107, i8 -112, i8 -75, i8 -38, i8 -1, i8 36, i8 73, i8 110>, ptr %15, align 16, !tbaa !5
  br label %16

16:                                               ; preds = %14, %16
  %17 = phi i64 [ %32, %16 ], [ 0, %14 ]
  %18 = phi <8 x i16> [ %33, %16 ], [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7>, %14 ]
  %19 = add <8 x i16> %18, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %20 = mul nuw nsw <8 x i16> %18, <i16 101, i16 101, i16 101, i16 101, i16 101, i16 101, i16 101, i16 101>
  %21 = mul nuw nsw <8 x i16> %19, <i16 101, i16 101, i16 101, i16 101, i16 101, i16 101, i16 101, i16 101>
  %22 = add nsw <8 x i16> %20, <i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000>
  %23 = add nsw <8 x i16> %21, <i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000>
  %24 = getelementptr inbounds [300 x i16], ptr %2, i64 0, i64 %17
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <8 x i16> %22, ptr %24, align 16, !tbaa !12
  store <8 x i16> %23, ptr %25, align 16, !tbaa !12
  %26 = urem <8 x i16> %18, <i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17>
  %27 = urem <8 x i16> %19, <i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17>
  %28 = add nsw <8 x i16> %26, <i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8>
  %29 = add nsw <8 x i16> %27, <i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8>
  %30 = getelementptr inbounds [300 x i16], ptr %3, i64 0, i64 %17
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  store <8 x i16> %28, ptr %30, align 16, !tbaa !12
  store <8 x i16> %29, ptr %31, align 16, !tbaa !12
  %32 = add nuw i64 %17, 16
  %33 = add <8 x i16> %18, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>
  %34 = icmp eq i64 %32, 288
  br i1 %34, label %66, label %16, !llvm.loop !14

35:                                               ; preds = %50, %66
  %36 = phi i64 [ 0, %66 ], [ %62, %50 ]
  %37 = phi <4 x i32> [ zeroinitializer, %66 ], [ %60, %50 ]
  %38 = phi <4 x i32> [ zeroinitializer, %66 ], [ %61, %50 ]
  %39 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %36
  %40 = getelementptr inbounds i8, ptr %39, i64 4
  %41 = load <4 x i8>, ptr %39, align 16, !tbaa !5
  %42 = load <4 x i8>, ptr %40, align 4, !tbaa !5
  %43 = icmp eq <4 x i8> %41, <i8 -1, i8 -1, i8 -1, i8 -1>
  %44 = icmp eq <4 x i8> %42, <i8 -1, i8 -1, i8 -1, i8 -1>
  %45 = zext <4 x i1> %43 to <4 x i32>
  %46 = zext <4 x i1> %44 to <4 x i32>
  %47 = add <4 x i32> %37, %45
  %48 = add <4 x i32> %38, %46
  %49 = icmp eq i64 %36, 992
  br i1 %49, label %63, label %50, !llvm.loop !15

50:                                               ; preds = %35
  %51 = or disjoint i64 %36, 8
  %52 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %51
  %53 = getelementptr inbounds i8, ptr %52, i64 4
  %54 = load <4 x i8>, ptr %52, align 8, !tbaa !5
  %55 = load <4 x i8>, ptr %53, align 4, !tbaa !5
  %56 = icmp eq <4 x i8> %54, <i8 -1, i8 -1, i8 -1, i8 -1>
  %57 = icmp eq <4 x i8> %55, <i8 -1, i8 -1, i8 -1, i8 -1>
  %58 = zext <4 x i1> %56 to <4 x i32>
  %59 = zext <4 x i1> %57 to <4 x i32>
  %60 = add <4 x i32> %47, %58
  %61 = add <4 x i32> %48, %59
  %62 = add nuw nsw i64 %36, 16
  br label %35

63:                                               ; preds = %35
  %64 = add <4 x i32> %48, %47
  %65 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %64)
  call fastcc void @brighten(ptr noundef nonnull %1, i32 noundef -180)
  br label %98

66:                                               ; preds = %16
  %67 = getelementptr inbounds i8, ptr %2, i64 576
  store i16 14088, ptr %67, align 16, !tbaa !12
  %68 = getelementptr inbounds i8, ptr %3, i64 576
  store i16 8, ptr %68, align 16, !tbaa !12
  %69 = getelementptr inbounds i8, ptr %2, i64 578
  store i16 14189, ptr %69, align 2, !tbaa !12
  %70 = getelementptr inbounds i8, ptr %3, i64 578
  store i16 -8, ptr %70, align 2, !tbaa !12
  %71 = getelementptr inbounds i8, ptr %2, i64 580
  store i16 14290, ptr %71, align 4, !tbaa !12
  %72 = getelementptr inbounds i8, ptr %3, i64 580
  store i16 -7, ptr %72, align 4, !tbaa !12
  %73 = getelementptr inbounds i8, ptr %2, i64 582
  store i16 14391, ptr %73, align 2, !tbaa !12
  %74 = getelementptr inbounds i8, ptr %3, i64 582
  store i16 -6, ptr %74, align 2, !tbaa !12
  %75 = getelementptr inbounds i8, ptr %2, i64 584
  store i16 14492, ptr %75, align 8, !tbaa !12
  %76 = getelementptr inbounds i8, ptr %3, i64 584
  store i16 -5, ptr %76, align 8, !tbaa !12
  %77 = getelementptr inbounds i8, ptr %2, i64 586
  store i16 14593, ptr %77, align 2, !tbaa !12
  %78 = getelementptr inbounds i8, ptr %3, i64 586
  store i16 -4, ptr %78, align 2, !tbaa !12
  %79 = getelementptr inbounds i8, ptr %2, i64 588
  store i16 14694, ptr %79, align 4, !tbaa !12
  %80 = getelementptr inbounds i8, ptr %3, i64 588
  store i16 -3, ptr %80, align 4, !tbaa !12
  %81 = getelementptr inbounds i8, ptr %2, i64 590
  store i16 14795, ptr %81, align 2, !tbaa !12
  %82 = getelementptr inbounds i8, ptr %3, i64 590
  store i16 -2, ptr %82, align 2, !tbaa !12
  %83 = getelementptr inbounds i8, ptr %2, i64 592
  store i16 14896, ptr %83, align 16, !tbaa !12
  %84 = getelementptr inbounds i8, ptr %3, i64 592
  store i16 -1, ptr %84, align 16, !tbaa !12
  %85 = getelementptr inbounds i8, ptr %2, i64 594
  store i16 14997, ptr %85, align 2, !tbaa !12
  %86 = getelementptr inbounds i8, ptr %3, i64 594
  store i16 0, ptr %86, align 2, !tbaa !12
  %87 = getelementptr inbounds i8, ptr %2, i64 596
  store i16 15098, ptr %87, align 4, !tbaa !12
  %88 = getelementptr inbounds i8, ptr %3, i64 596
  store i16 1, ptr %88, align 4, !tbaa !12
  %89 = getelementptr inbounds i8, ptr %2, i64 598
  store i16 15199, ptr %89, align 2, !tbaa !12
  %90 = getelementptr inbounds i8, ptr %3, i64 598
  store i16 2, ptr %90, align 2, !tbaa !12
  %91 = call fastcc zeroext i8 @sum_u8(ptr noundef nonnull %1)
  %92 = zext i8 %91 to i32
  %93 = call fastcc signext i16 @mac_i16(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %94 = sext i16 %93 to i32
  %95 = call fastcc zeroext i16 @fletcher16(ptr noundef nonnull %1)
  %96 = zext i16 %95 to i32
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %92, i32 noundef %94, i32 noundef %96)
  call fastcc void @brighten(ptr noundef nonnull %1, i32 noundef 100)
  br label %35

98:                                               ; preds = %113, %63
  %99 = phi i64 [ 0, %63 ], [ %125, %113 ]
  %100 = phi <4 x i32> [ zeroinitializer, %63 ], [ %123, %113 ]
  %101 = phi <4 x i32> [ zeroinitializer, %63 ], [ %124, %113 ]
  %102 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %99
  %103 = getelementptr inbounds i8, ptr %102, i64 4
  %104 = load <4 x i8>, ptr %102, align 16, !tbaa !5
  %105 = load <4 x i8>, ptr %103, align 4, !tbaa !5
  %106 = icmp eq <4 x i8> %104, zeroinitializer
  %107 = icmp eq <4 x i8> %105, zeroinitializer
  %108 = zext <4 x i1> %106 to <4 x i32>
  %109 = zext <4 x i1> %107 to <4 x i32>
  %110 = add <4 x i32> %100, %108
  %111 = add <4 x i32> %101, %109
  %112 = icmp eq i64 %99, 992
  br i1 %112, label %126, label %113, !llvm.loop !16

113:                                              ; preds = %98
  %114 = or disjoint i64 %99, 8
  %115 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %114
  %116 = getelementptr inbounds i8, ptr %115, i64 4
  %117 = load <4 x i8>, ptr %115, align 8, !tbaa !5
  %118 = load <4 x i8>, ptr %116, align 4, !tbaa !5
  %119 = icmp eq <4 x i8> %117, zeroinitializer
  %120 = icmp eq <4 x i8> %118, zeroinitializer
  %121 = zext <4 x i1> %119 to <4 x i32>
  %122 = zext <4 x i1> %120 to <4 x i32>
  %123 = add <4 x i32> %110, %121
  %124 = add <4 x i32> %111, %122
  %125 = add nuw nsw i64 %99, 16
  br label %98

126:                                              ; preds = %98
  %127 = add <4 x i32> %111, %110
  %128 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %127)
  %129 = tail call fastcc zeroext i8 @mixed_incr(i8 noundef zeroext -6, i32 noundef 257, i32 noundef 3)
  %130 = zext i8 %129 to i32
  %131 = tail call fastcc zeroext i8 @mixed_incr(i8 noundef zeroext 0, i32 noundef -1, i32 noundef 7)
  %132 = zext i8 %131 to i32
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %65, i32 noundef %128, i32 noundef %130, i32 noundef %132)
  br label %134

134:                                              ; preds = %149, %126
  %135 = phi i32 [ 0, %126 ], [ %160, %149 ]
  %136 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %126 ], [ %161, %149 ]
  %137 = phi <4 x i32> [ zeroinitializer, %126 ], [ %158, %149 ]
  %138 = phi <4 x i32> [ zeroinitializer, %126 ], [ %159, %149 ]
  %139 = add <4 x i32> %136, <i32 4, i32 4, i32 4, i32 4>
  %140 = and <4 x i32> %136, <i32 255, i32 255, i32 255, i32 255>
  %141 = and <4 x i32> %139, <i32 255, i32 255, i32 255, i32 255>
  %142 = icmp eq <4 x i32> %140, <i32 127, i32 127, i32 127, i32 127>
  %143 = icmp eq <4 x i32> %141, <i32 127, i32 127, i32 127, i32 127>
  %144 = zext <4 x i1> %142 to <4 x i32>
  %145 = zext <4 x i1> %143 to <4 x i32>
  %146 = add <4 x i32> %137, %144
  %147 = add <4 x i32> %138, %145
  %148 = icmp eq i32 %135, 992
  br i1 %148, label %162, label %149, !llvm.loop !17

149:                                              ; preds = %134
  %150 = add <4 x i32> %136, <i32 8, i32 8, i32 8, i32 8>
  %151 = add <4 x i32> %136, <i32 12, i32 12, i32 12, i32 12>
  %152 = and <4 x i32> %150, <i32 255, i32 255, i32 255, i32 255>
  %153 = and <4 x i32> %151, <i32 255, i32 255, i32 255, i32 255>
  %154 = icmp eq <4 x i32> %152, <i32 127, i32 127, i32 127, i32 127>
  %155 = icmp eq <4 x i32> %153, <i32 127, i32 127, i32 127, i32 127>
  %156 = zext <4 x i1> %154 to <4 x i32>
  %157 = zext <4 x i1> %155 to <4 x i32>
  %158 = add <4 x i32> %146, %156
  %159 = add <4 x i32> %147, %157
  %160 = add nuw nsw i32 %135, 16
  %161 = add <4 x i32> %136, <i32 16, i32 16, i32 16, i32 16>
  br label %134

162:                                              ; preds = %134
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  br label %175

163:                                              ; preds = %175
  %164 = add <4 x i32> %147, %146
  %165 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %164)
  %166 = load i16, ptr %4, align 16, !tbaa !12
  %167 = sext i16 %166 to i32
  %168 = getelementptr inbounds i8, ptr %4, i64 30
  %169 = load i16, ptr %168, align 2, !tbaa !12
  %170 = sext i16 %169 to i32
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -24, i32 noundef %165, i32 noundef %167, i32 noundef %170)
  %172 = call fastcc zeroext i16 @fletcher16(ptr noundef nonnull %1)
  %173 = and i16 %172, 127
  %174 = zext nneg i16 %173 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 600, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 600, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 1000, ptr nonnull %1) #8
  ret i32 %174

175:                                              ; preds = %175, %162
  %176 = phi i64 [ 0, %162 ], [ %192, %175 ]
  %177 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %176
  %178 = load i8, ptr %177, align 2, !tbaa !5
  %179 = lshr i8 %178, 4
  %180 = zext nneg i8 %179 to i64
  %181 = getelementptr inbounds [16 x i16], ptr %4, i64 0, i64 %180
  %182 = load i16, ptr %181, align 2, !tbaa !12
  %183 = add i16 %182, 1
  store i16 %183, ptr %181, align 2, !tbaa !12
  %184 = or disjoint i64 %176, 1
  %185 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %184
  %186 = load i8, ptr %185, align 1, !tbaa !5
  %187 = lshr i8 %186, 4
  %188 = zext nneg i8 %187 to i64
  %189 = getelementptr inbounds [16 x i16], ptr %4, i64 0, i64 %188
  %190 = load i16, ptr %189, align 2, !tbaa !12
  %191 = add i16 %190, 1
  store i16 %191, ptr %189, align 2, !tbaa !12
  %192 = add nuw nsw i64 %176, 2
  %193 = icmp eq i64 %192, 1000
  br i1 %193, label %163, label %175, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc zeroext i8 @sum_u8(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %27, %1
  %3 = phi i64 [ 0, %1 ], [ %35, %27 ]
  %4 = phi <16 x i8> [ zeroinitializer, %1 ], [ %33, %27 ]
  %5 = phi <16 x i8> [ zeroinitializer, %1 ], [ %34, %27 ]
  %6 = getelementptr inbounds i8, ptr %0, i64 %3
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = load <16 x i8>, ptr %6, align 1, !tbaa !5
  %9 = load <16 x i8>, ptr %7, align 1, !tbaa !5
  %10 = add <16 x i8> %8, %4
  %11 = add <16 x i8> %9, %5
  %12 = or disjoint i64 %3, 32
  %13 = getelementptr inbounds i8, ptr %0, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <16 x i8>, ptr %13, align 1, !tbaa !5
  %16 = load <16 x i8>, ptr %14, align 1, !tbaa !5
  %17 = add <16 x i8> %15, %10
  %18 = add <16 x i8> %16, %11
  %19 = or disjoint i64 %3, 64
  %20 = getelementptr inbounds i8, ptr %0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <16 x i8>, ptr %20, align 1, !tbaa !5
  %23 = load <16 x i8>, ptr %21, align 1, !tbaa !5
  %24 = add <16 x i8> %22, %17
  %25 = add <16 x i8> %23, %18
  %26 = icmp eq i64 %3, 896
  br i1 %26, label %36, label %27, !llvm.loop !19

27:                                               ; preds = %2
  %28 = or disjoint i64 %3, 96
  %29 = getelementptr inbounds i8, ptr %0, i64 %28
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load <16 x i8>, ptr %29, align 1, !tbaa !5
  %32 = load <16 x i8>, ptr %30, align 1, !tbaa !5
  %33 = add <16 x i8> %31, %24
  %34 = add <16 x i8> %32, %25
  %35 = add nuw nsw i64 %3, 128
  br label %2

36:                                               ; preds = %2
  %37 = add <16 x i8> %25, %24
  %38 = tail call i8 @llvm.vector.reduce.add.v16i8(<16 x i8> %37)
  %39 = insertelement <8 x i8> <i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 %38, i64 0
  %40 = getelementptr inbounds i8, ptr %0, i64 992
  %41 = load <8 x i8>, ptr %40, align 1, !tbaa !5
  %42 = add <8 x i8> %41, %39
  %43 = tail call i8 @llvm.vector.reduce.add.v8i8(<8 x i8> %42)
  ret i8 %43
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc signext i16 @mac_i16(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #3 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %32, %3 ]
  %5 = phi <8 x i16> [ zeroinitializer, %2 ], [ %30, %3 ]
  %6 = phi <8 x i16> [ zeroinitializer, %2 ], [ %31, %3 ]
  %7 = getelementptr inbounds i16, ptr %0, i64 %4
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <8 x i16>, ptr %7, align 2, !tbaa !12
  %10 = load <8 x i16>, ptr %8, align 2, !tbaa !12
  %11 = getelementptr inbounds i16, ptr %1, i64 %4
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load <8 x i16>, ptr %11, align 2, !tbaa !12
  %14 = load <8 x i16>, ptr %12, align 2, !tbaa !12
  %15 = mul <8 x i16> %13, %9
  %16 = mul <8 x i16> %14, %10
  %17 = add <8 x i16> %15, %5
  %18 = add <8 x i16> %16, %6
  %19 = or disjoint i64 %4, 16
  %20 = getelementptr inbounds i16, ptr %0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <8 x i16>, ptr %20, align 2, !tbaa !12
  %23 = load <8 x i16>, ptr %21, align 2, !tbaa !12
  %24 = getelementptr inbounds i16, ptr %1, i64 %19
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load <8 x i16>, ptr %24, align 2, !tbaa !12
  %27 = load <8 x i16>, ptr %25, align 2, !tbaa !12
  %28 = mul <8 x i16> %26, %22
  %29 = mul <8 x i16> %27, %23
  %30 = add <8 x i16> %28, %17
  %31 = add <8 x i16> %29, %18
  %32 = add nuw nsw i64 %4, 32
  %33 = icmp eq i64 %32, 288
  br i1 %33, label %34, label %3, !llvm.loop !20

34:                                               ; preds = %3
  %35 = add <8 x i16> %31, %30
  %36 = tail call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> %35)
  %37 = getelementptr inbounds i8, ptr %0, i64 576
  %38 = load i16, ptr %37, align 2, !tbaa !12
  %39 = getelementptr inbounds i8, ptr %1, i64 576
  %40 = load i16, ptr %39, align 2, !tbaa !12
  %41 = mul i16 %40, %38
  %42 = add i16 %41, %36
  %43 = getelementptr inbounds i8, ptr %0, i64 578
  %44 = load i16, ptr %43, align 2, !tbaa !12
  %45 = getelementptr inbounds i8, ptr %1, i64 578
  %46 = load i16, ptr %45, align 2, !tbaa !12
  %47 = mul i16 %46, %44
  %48 = add i16 %47, %42
  %49 = getelementptr inbounds i8, ptr %0, i64 580
  %50 = load i16, ptr %49, align 2, !tbaa !12
  %51 = getelementptr inbounds i8, ptr %1, i64 580
  %52 = load i16, ptr %51, align 2, !tbaa !12
  %53 = mul i16 %52, %50
  %54 = add i16 %53, %48
  %55 = getelementptr inbounds i8, ptr %0, i64 582
  %56 = load i16, ptr %55, align 2, !tbaa !12
  %57 = getelementptr inbounds i8, ptr %1, i64 582
  %58 = load i16, ptr %57, align 2, !tbaa !12
  %59 = mul i16 %58, %56
  %60 = add i16 %59, %54
  %61 = getelementptr inbounds i8, ptr %0, i64 584
  %62 = load i16, ptr %61, align 2, !tbaa !12
  %63 = getelementptr inbounds i8, ptr %1, i64 584
  %64 = load i16, ptr %63, align 2, !tbaa !12
  %65 = mul i16 %64, %62
  %66 = add i16 %65, %60
  %67 = getelementptr inbounds i8, ptr %0, i64 586
  %68 = load i16, ptr %67, align 2, !tbaa !12
  %69 = getelementptr inbounds i8, ptr %1, i64 586
  %70 = load i16, ptr %69, align 2, !tbaa !12
  %71 = mul i16 %70, %68
  %72 = add i16 %71, %66
  %73 = getelementptr inbounds i8, ptr %0, i64 588
  %74 = load i16, ptr %73, align 2, !tbaa !12
  %75 = getelementptr inbounds i8, ptr %1, i64 588
  %76 = load i16, ptr %75, align 2, !tbaa !12
  %77 = mul i16 %76, %74
  %78 = add i16 %77, %72
  %79 = getelementptr inbounds i8, ptr %0, i64 590
  %80 = load i16, ptr %79, align 2, !tbaa !12
  %81 = getelementptr inbounds i8, ptr %1, i64 590
  %82 = load i16, ptr %81, align 2, !tbaa !12
  %83 = mul i16 %82, %80
  %84 = add i16 %83, %78
  %85 = getelementptr inbounds i8, ptr %0, i64 592
  %86 = load i16, ptr %85, align 2, !tbaa !12
  %87 = getelementptr inbounds i8, ptr %1, i64 592
  %88 = load i16, ptr %87, align 2, !tbaa !12
  %89 = mul i16 %88, %86
  %90 = add i16 %89, %84
  %91 = getelementptr inbounds i8, ptr %0, i64 594
  %92 = load i16, ptr %91, align 2, !tbaa !12
  %93 = getelementptr inbounds i8, ptr %1, i64 594
  %94 = load i16, ptr %93, align 2, !tbaa !12
  %95 = mul i16 %94, %92
  %96 = add i16 %95, %90
  %97 = getelementptr inbounds i8, ptr %0, i64 596
  %98 = load i16, ptr %97, align 2, !tbaa !12
  %99 = getelementptr inbounds i8, ptr %1, i64 596
  %100 = load i16, ptr %99, align 2, !tbaa !12
  %101 = mul i16 %100, %98
  %102 = add i16 %101, %96
  %103 = getelementptr inbounds i8, ptr %0, i64 598
  %104 = load i16, ptr %103, align 2, !tbaa !12
  %105 = getelementptr inbounds i8, ptr %1, i64 598
  %106 = load i16, ptr %105, align 2, !tbaa !12
  %107 = mul i16 %106, %104
  %108 = add i16 %107, %102
  ret i16 %108
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc zeroext i16 @fletcher16(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  br label %5

2:                                                ; preds = %5
  %3 = shl nuw i16 %23, 8
  %4 = or disjoint i16 %3, %21
  ret i16 %4

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %24, %5 ]
  %7 = phi i16 [ 0, %1 ], [ %23, %5 ]
  %8 = phi i16 [ 0, %1 ], [ %21, %5 ]
  %9 = getelementptr inbounds i8, ptr %0, i64 %6
  %10 = load i8, ptr %9, align 1, !tbaa !5
  %11 = zext i8 %10 to i16
  %12 = add nuw nsw i16 %8, %11
  %13 = urem i16 %12, 255
  %14 = add nuw nsw i16 %13, %7
  %15 = urem i16 %14, 255
  %16 = or disjoint i64 %6, 1
  %17 = getelementptr inbounds i8, ptr %0, i64 %16
  %18 = load i8, ptr %17, align 1, !tbaa !5
  %19 = zext i8 %18 to i16
  %20 = add nuw nsw i16 %13, %19
  %21 = urem i16 %20, 255
  %22 = add nuw nsw i16 %21, %15
  %23 = urem i16 %22, 255
  %24 = add nuw nsw i64 %6, 2
  %25 = icmp eq i64 %24, 1000
  br i1 %25, label %2, label %5, !llvm.loop !21
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @brighten(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = insertelement <16 x i32> poison, i32 %1, i64 0
  %4 = shufflevector <16 x i32> %3, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %5

5:                                                ; preds = %5, %2
  %6 = phi i64 [ 0, %2 ], [ %14, %5 ]
  %7 = getelementptr inbounds i8, ptr %0, i64 %6
  %8 = load <16 x i8>, ptr %7, align 1, !tbaa !5
  %9 = zext <16 x i8> %8 to <16 x i32>
  %10 = add nsw <16 x i32> %4, %9
  %11 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %10, <16 x i32> zeroinitializer)
  %12 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %11, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %13 = trunc nuw <16 x i32> %12 to <16 x i8>
  store <16 x i8> %13, ptr %7, align 1, !tbaa !5
  %14 = add nuw i64 %6, 16
  %15 = icmp eq i64 %14, 992
  br i1 %15, label %16, label %5, !llvm.loop !22

16:                                               ; preds = %5
  %17 = insertelement <8 x i32> poison, i32 %1, i64 0
  %18 = shufflevector <8 x i32> %17, <8 x i32> poison, <8 x i32> zeroinitializer
  %19 = getelementptr inbounds i8, ptr %0, i64 992
  %20 = load <8 x i8>, ptr %19, align 1, !tbaa !5
  %21 = zext <8 x i8> %20 to <8 x i32>
  %22 = add nsw <8 x i32> %18, %21
  %23 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %22, <8 x i32> zeroinitializer)
  %24 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %23, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %25 = trunc nuw <8 x i32> %24 to <8 x i8>
  store <8 x i8> %25, ptr %19, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @mixed_incr(i8 noundef zeroext %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = icmp sgt i32 %2, 0
  %5 = trunc i32 %1 to i8
  %6 = trunc i32 %2 to i8
  %7 = mul i8 %6, %5
  %8 = select i1 %4, i8 %7, i8 0
  %9 = add i8 %8, %0
  ret i8 %9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.add.v16i8(<16 x i8>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.add.v8i8(<8 x i8>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.add.v8i16(<8 x i16>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !6, i64 0}
!14 = distinct !{!14, !9, !10, !11}
!15 = distinct !{!15, !9, !10, !11}
!16 = distinct !{!16, !9, !10, !11}
!17 = distinct !{!17, !9, !10, !11}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9, !10, !11}
!20 = distinct !{!20, !9, !10, !11}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9, !10, !11}
