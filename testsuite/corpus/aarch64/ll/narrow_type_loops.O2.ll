; ModuleID = 'programs/narrow_type_loops.c'
source_filename = "programs/narrow_type_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"sum_u8=%u mac_i16=%d fletcher16=%04x\0A\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"saturated=%d zeroed=%d mixed_incr=%u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [40 x i8] c"counter=%d wraps=%d hist0=%d hist15=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [1000 x i8], align 1
  %2 = alloca [300 x i16], align 2
  %3 = alloca [300 x i16], align 2
  %4 = alloca [16 x i16], align 4
  call void @llvm.lifetime.start.p0(i64 1000, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 600, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 600, ptr nonnull %3) #8
  br label %5

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %14, %5 ]
  %7 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %15, %5 ]
  %8 = mul <16 x i8> %7, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %9 = mul <16 x i8> %7, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %10 = add <16 x i8> %8, <i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11>
  %11 = add <16 x i8> %9, <i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91>
  %12 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %6
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  store <16 x i8> %10, ptr %12, align 1, !tbaa !6
  store <16 x i8> %11, ptr %13, align 1, !tbaa !6
  %14 = add nuw i64 %6, 32
  %15 = add <16 x i8> %7, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>
  %16 = icmp eq i64 %14, 992
  br i1 %16, label %17, label %5, !llvm.loop !9

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %1, i64 992
  store <8 x i8> <i8 107, i8 -112, i8 -75, i8 -38, i8 -1, i8 36, i8 73, i8 110>, ptr %18, align 1, !tbaa !6
  br label %19

19:                                               ; preds = %17, %19
  %20 = phi i64 [ %28, %19 ], [ 0, %17 ]
  %21 = phi <8 x i16> [ %29, %19 ], [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7>, %17 ]
  %22 = mul nuw nsw <8 x i16> %21, <i16 101, i16 101, i16 101, i16 101, i16 101, i16 101, i16 101, i16 101>
  %23 = add nsw <8 x i16> %22, <i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000>
  %24 = getelementptr inbounds [300 x i16], ptr %2, i64 0, i64 %20
  store <8 x i16> %23, ptr %24, align 2, !tbaa !13
  %25 = urem <8 x i16> %21, <i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17>
  %26 = add nsw <8 x i16> %25, <i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8>
  %27 = getelementptr inbounds [300 x i16], ptr %3, i64 0, i64 %20
  store <8 x i16> %26, ptr %27, align 2, !tbaa !13
  %28 = add nuw i64 %20, 8
  %29 = add <8 x i16> %21, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %30 = icmp eq i64 %28, 296
  br i1 %30, label %57, label %19, !llvm.loop !15

31:                                               ; preds = %31, %57
  %32 = phi i64 [ 0, %57 ], [ %45, %31 ]
  %33 = phi <16 x i32> [ zeroinitializer, %57 ], [ %43, %31 ]
  %34 = phi <16 x i32> [ zeroinitializer, %57 ], [ %44, %31 ]
  %35 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %32
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load <16 x i8>, ptr %35, align 1, !tbaa !6
  %38 = load <16 x i8>, ptr %36, align 1, !tbaa !6
  %39 = icmp eq <16 x i8> %37, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %40 = icmp eq <16 x i8> %38, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %41 = zext <16 x i1> %39 to <16 x i32>
  %42 = zext <16 x i1> %40 to <16 x i32>
  %43 = add <16 x i32> %33, %41
  %44 = add <16 x i32> %34, %42
  %45 = add nuw i64 %32, 32
  %46 = icmp eq i64 %45, 992
  br i1 %46, label %47, label %31, !llvm.loop !16

47:                                               ; preds = %31
  %48 = add <16 x i32> %44, %43
  %49 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %48)
  %50 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %49, i64 0
  %51 = getelementptr inbounds i8, ptr %1, i64 992
  %52 = load <8 x i8>, ptr %51, align 1, !tbaa !6
  %53 = icmp eq <8 x i8> %52, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %54 = zext <8 x i1> %53 to <8 x i32>
  %55 = add <8 x i32> %50, %54
  %56 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %55)
  call fastcc void @brighten(ptr noundef nonnull %1, i32 noundef -180)
  br label %73

57:                                               ; preds = %19
  %58 = getelementptr inbounds i8, ptr %2, i64 592
  store i16 14896, ptr %58, align 2, !tbaa !13
  %59 = getelementptr inbounds i8, ptr %3, i64 592
  store i16 -1, ptr %59, align 2, !tbaa !13
  %60 = getelementptr inbounds i8, ptr %2, i64 594
  store i16 14997, ptr %60, align 2, !tbaa !13
  %61 = getelementptr inbounds i8, ptr %3, i64 594
  store i16 0, ptr %61, align 2, !tbaa !13
  %62 = getelementptr inbounds i8, ptr %2, i64 596
  store i16 15098, ptr %62, align 2, !tbaa !13
  %63 = getelementptr inbounds i8, ptr %3, i64 596
  store i16 1, ptr %63, align 2, !tbaa !13
  %64 = getelementptr inbounds i8, ptr %2, i64 598
  store i16 15199, ptr %64, align 2, !tbaa !13
  %65 = getelementptr inbounds i8, ptr %3, i64 598
  store i16 2, ptr %65, align 2, !tbaa !13
  %66 = call fastcc i8 @sum_u8(ptr noundef nonnull %1)
  %67 = zext i8 %66 to i32
  %68 = call fastcc i16 @mac_i16(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %69 = sext i16 %68 to i32
  %70 = call fastcc i16 @fletcher16(ptr noundef nonnull %1)
  %71 = zext i16 %70 to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %67, i32 noundef %69, i32 noundef %71)
  call fastcc void @brighten(ptr noundef nonnull %1, i32 noundef 100)
  br label %31

73:                                               ; preds = %73, %47
  %74 = phi i64 [ 0, %47 ], [ %87, %73 ]
  %75 = phi <16 x i32> [ zeroinitializer, %47 ], [ %85, %73 ]
  %76 = phi <16 x i32> [ zeroinitializer, %47 ], [ %86, %73 ]
  %77 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %74
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load <16 x i8>, ptr %77, align 1, !tbaa !6
  %80 = load <16 x i8>, ptr %78, align 1, !tbaa !6
  %81 = icmp eq <16 x i8> %79, zeroinitializer
  %82 = icmp eq <16 x i8> %80, zeroinitializer
  %83 = zext <16 x i1> %81 to <16 x i32>
  %84 = zext <16 x i1> %82 to <16 x i32>
  %85 = add <16 x i32> %75, %83
  %86 = add <16 x i32> %76, %84
  %87 = add nuw i64 %74, 32
  %88 = icmp eq i64 %87, 992
  br i1 %88, label %89, label %73, !llvm.loop !17

89:                                               ; preds = %73
  %90 = add <16 x i32> %86, %85
  %91 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %90)
  %92 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %91, i64 0
  %93 = getelementptr inbounds i8, ptr %1, i64 992
  %94 = load <8 x i8>, ptr %93, align 1, !tbaa !6
  %95 = icmp eq <8 x i8> %94, zeroinitializer
  %96 = zext <8 x i1> %95 to <8 x i32>
  %97 = add <8 x i32> %92, %96
  %98 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %97)
  %99 = tail call fastcc i8 @mixed_incr(i8 noundef -6, i32 noundef 257, i32 noundef 3)
  %100 = zext i8 %99 to i32
  %101 = tail call fastcc i8 @mixed_incr(i8 noundef 0, i32 noundef -1, i32 noundef 7)
  %102 = zext i8 %101 to i32
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %56, i32 noundef %98, i32 noundef %100, i32 noundef %102)
  br label %104

104:                                              ; preds = %104, %89
  %105 = phi i32 [ 0, %89 ], [ %118, %104 ]
  %106 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %89 ], [ %119, %104 ]
  %107 = phi <4 x i32> [ zeroinitializer, %89 ], [ %116, %104 ]
  %108 = phi <4 x i32> [ zeroinitializer, %89 ], [ %117, %104 ]
  %109 = add <4 x i32> %106, <i32 4, i32 4, i32 4, i32 4>
  %110 = and <4 x i32> %106, <i32 255, i32 255, i32 255, i32 255>
  %111 = and <4 x i32> %109, <i32 255, i32 255, i32 255, i32 255>
  %112 = icmp eq <4 x i32> %110, <i32 127, i32 127, i32 127, i32 127>
  %113 = icmp eq <4 x i32> %111, <i32 127, i32 127, i32 127, i32 127>
  %114 = zext <4 x i1> %112 to <4 x i32>
  %115 = zext <4 x i1> %113 to <4 x i32>
  %116 = add <4 x i32> %107, %114
  %117 = add <4 x i32> %108, %115
  %118 = add nuw i32 %105, 8
  %119 = add <4 x i32> %106, <i32 8, i32 8, i32 8, i32 8>
  %120 = icmp eq i32 %118, 1000
  br i1 %120, label %121, label %104, !llvm.loop !18

121:                                              ; preds = %104
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  br label %134

122:                                              ; preds = %134
  %123 = add <4 x i32> %117, %116
  %124 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %123)
  %125 = load i16, ptr %4, align 4, !tbaa !13
  %126 = sext i16 %125 to i32
  %127 = getelementptr inbounds i8, ptr %4, i64 30
  %128 = load i16, ptr %127, align 2, !tbaa !13
  %129 = sext i16 %128 to i32
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -24, i32 noundef %124, i32 noundef %126, i32 noundef %129)
  %131 = call fastcc i16 @fletcher16(ptr noundef nonnull %1)
  %132 = and i16 %131, 127
  %133 = zext nneg i16 %132 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 600, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 600, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 1000, ptr nonnull %1) #8
  ret i32 %133

134:                                              ; preds = %121, %134
  %135 = phi i64 [ 0, %121 ], [ %143, %134 ]
  %136 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %135
  %137 = load i8, ptr %136, align 1, !tbaa !6
  %138 = lshr i8 %137, 4
  %139 = zext nneg i8 %138 to i64
  %140 = getelementptr inbounds [16 x i16], ptr %4, i64 0, i64 %139
  %141 = load i16, ptr %140, align 2, !tbaa !13
  %142 = add i16 %141, 1
  store i16 %142, ptr %140, align 2, !tbaa !13
  %143 = add nuw nsw i64 %135, 1
  %144 = icmp eq i64 %143, 1000
  br i1 %144, label %122, label %134, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i8 @sum_u8(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %12, %2 ]
  %4 = phi <16 x i8> [ zeroinitializer, %1 ], [ %10, %2 ]
  %5 = phi <16 x i8> [ zeroinitializer, %1 ], [ %11, %2 ]
  %6 = getelementptr inbounds i8, ptr %0, i64 %3
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = load <16 x i8>, ptr %6, align 1, !tbaa !6
  %9 = load <16 x i8>, ptr %7, align 1, !tbaa !6
  %10 = add <16 x i8> %8, %4
  %11 = add <16 x i8> %9, %5
  %12 = add nuw i64 %3, 32
  %13 = icmp eq i64 %12, 992
  br i1 %13, label %14, label %2, !llvm.loop !20

14:                                               ; preds = %2
  %15 = add <16 x i8> %11, %10
  %16 = tail call i8 @llvm.vector.reduce.add.v16i8(<16 x i8> %15)
  %17 = insertelement <8 x i8> <i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 %16, i64 0
  %18 = getelementptr inbounds i8, ptr %0, i64 992
  %19 = load <8 x i8>, ptr %18, align 1, !tbaa !6
  %20 = add <8 x i8> %19, %17
  %21 = tail call i8 @llvm.vector.reduce.add.v8i8(<8 x i8> %20)
  ret i8 %21
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i16 @mac_i16(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #3 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %19, %3 ]
  %5 = phi <8 x i16> [ zeroinitializer, %2 ], [ %17, %3 ]
  %6 = phi <8 x i16> [ zeroinitializer, %2 ], [ %18, %3 ]
  %7 = getelementptr inbounds i16, ptr %0, i64 %4
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <8 x i16>, ptr %7, align 2, !tbaa !13
  %10 = load <8 x i16>, ptr %8, align 2, !tbaa !13
  %11 = getelementptr inbounds i16, ptr %1, i64 %4
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load <8 x i16>, ptr %11, align 2, !tbaa !13
  %14 = load <8 x i16>, ptr %12, align 2, !tbaa !13
  %15 = mul <8 x i16> %13, %9
  %16 = mul <8 x i16> %14, %10
  %17 = add <8 x i16> %15, %5
  %18 = add <8 x i16> %16, %6
  %19 = add nuw i64 %4, 16
  %20 = icmp eq i64 %19, 288
  br i1 %20, label %21, label %3, !llvm.loop !21

21:                                               ; preds = %3
  %22 = add <8 x i16> %18, %17
  %23 = tail call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> %22)
  %24 = getelementptr inbounds i8, ptr %0, i64 576
  %25 = load i16, ptr %24, align 2, !tbaa !13
  %26 = getelementptr inbounds i8, ptr %1, i64 576
  %27 = load i16, ptr %26, align 2, !tbaa !13
  %28 = mul i16 %27, %25
  %29 = add i16 %28, %23
  %30 = getelementptr inbounds i8, ptr %0, i64 578
  %31 = load i16, ptr %30, align 2, !tbaa !13
  %32 = getelementptr inbounds i8, ptr %1, i64 578
  %33 = load i16, ptr %32, align 2, !tbaa !13
  %34 = mul i16 %33, %31
  %35 = add i16 %34, %29
  %36 = getelementptr inbounds i8, ptr %0, i64 580
  %37 = load i16, ptr %36, align 2, !tbaa !13
  %38 = getelementptr inbounds i8, ptr %1, i64 580
  %39 = load i16, ptr %38, align 2, !tbaa !13
  %40 = mul i16 %39, %37
  %41 = add i16 %40, %35
  %42 = getelementptr inbounds i8, ptr %0, i64 582
  %43 = load i16, ptr %42, align 2, !tbaa !13
  %44 = getelementptr inbounds i8, ptr %1, i64 582
  %45 = load i16, ptr %44, align 2, !tbaa !13
  %46 = mul i16 %45, %43
  %47 = add i16 %46, %41
  %48 = getelementptr inbounds i8, ptr %0, i64 584
  %49 = load i16, ptr %48, align 2, !tbaa !13
  %50 = getelementptr inbounds i8, ptr %1, i64 584
  %51 = load i16, ptr %50, align 2, !tbaa !13
  %52 = mul i16 %51, %49
  %53 = add i16 %52, %47
  %54 = getelementptr inbounds i8, ptr %0, i64 586
  %55 = load i16, ptr %54, align 2, !tbaa !13
  %56 = getelementptr inbounds i8, ptr %1, i64 586
  %57 = load i16, ptr %56, align 2, !tbaa !13
  %58 = mul i16 %57, %55
  %59 = add i16 %58, %53
  %60 = getelementptr inbounds i8, ptr %0, i64 588
  %61 = load i16, ptr %60, align 2, !tbaa !13
  %62 = getelementptr inbounds i8, ptr %1, i64 588
  %63 = load i16, ptr %62, align 2, !tbaa !13
  %64 = mul i16 %63, %61
  %65 = add i16 %64, %59
  %66 = getelementptr inbounds i8, ptr %0, i64 590
  %67 = load i16, ptr %66, align 2, !tbaa !13
  %68 = getelementptr inbounds i8, ptr %1, i64 590
  %69 = load i16, ptr %68, align 2, !tbaa !13
  %70 = mul i16 %69, %67
  %71 = add i16 %70, %65
  %72 = getelementptr inbounds i8, ptr %0, i64 592
  %73 = load i16, ptr %72, align 2, !tbaa !13
  %74 = getelementptr inbounds i8, ptr %1, i64 592
  %75 = load i16, ptr %74, align 2, !tbaa !13
  %76 = mul i16 %75, %73
  %77 = add i16 %76, %71
  %78 = getelementptr inbounds i8, ptr %0, i64 594
  %79 = load i16, ptr %78, align 2, !tbaa !13
  %80 = getelementptr inbounds i8, ptr %1, i64 594
  %81 = load i16, ptr %80, align 2, !tbaa !13
  %82 = mul i16 %81, %79
  %83 = add i16 %82, %77
  %84 = getelementptr inbounds i8, ptr %0, i64 596
  %85 = load i16, ptr %84, align 2, !tbaa !13
  %86 = getelementptr inbounds i8, ptr %1, i64 596
  %87 = load i16, ptr %86, align 2, !tbaa !13
  %88 = mul i16 %87, %85
  %89 = add i16 %88, %83
  %90 = getelementptr inbounds i8, ptr %0, i64 598
  %91 = load i16, ptr %90, align 2, !tbaa !13
  %92 = getelementptr inbounds i8, ptr %1, i64 598
  %93 = load i16, ptr %92, align 2, !tbaa !13
  %94 = mul i16 %93, %91
  %95 = add i16 %94, %89
  ret i16 %95
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i16 @fletcher16(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  br label %5

2:                                                ; preds = %5
  %3 = shl nuw i16 %15, 8
  %4 = or disjoint i16 %3, %13
  ret i16 %4

5:                                                ; preds = %1, %5
  %6 = phi i64 [ 0, %1 ], [ %16, %5 ]
  %7 = phi i16 [ 0, %1 ], [ %15, %5 ]
  %8 = phi i16 [ 0, %1 ], [ %13, %5 ]
  %9 = getelementptr inbounds i8, ptr %0, i64 %6
  %10 = load i8, ptr %9, align 1, !tbaa !6
  %11 = zext i8 %10 to i16
  %12 = add nuw nsw i16 %8, %11
  %13 = urem i16 %12, 255
  %14 = add nuw nsw i16 %13, %7
  %15 = urem i16 %14, 255
  %16 = add nuw nsw i64 %6, 1
  %17 = icmp eq i64 %16, 1000
  br i1 %17, label %2, label %5, !llvm.loop !22
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @brighten(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = insertelement <16 x i32> poison, i32 %1, i64 0
  %4 = shufflevector <16 x i32> %3, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %5

5:                                                ; preds = %5, %2
  %6 = phi i64 [ 0, %2 ], [ %14, %5 ]
  %7 = getelementptr inbounds i8, ptr %0, i64 %6
  %8 = load <16 x i8>, ptr %7, align 1, !tbaa !6
  %9 = zext <16 x i8> %8 to <16 x i32>
  %10 = add nsw <16 x i32> %4, %9
  %11 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %10, <16 x i32> zeroinitializer)
  %12 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %11, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %13 = trunc nuw <16 x i32> %12 to <16 x i8>
  store <16 x i8> %13, ptr %7, align 1, !tbaa !6
  %14 = add nuw i64 %6, 16
  %15 = icmp eq i64 %14, 992
  br i1 %15, label %16, label %5, !llvm.loop !23

16:                                               ; preds = %5
  %17 = insertelement <8 x i32> poison, i32 %1, i64 0
  %18 = shufflevector <8 x i32> %17, <8 x i32> poison, <8 x i32> zeroinitializer
  %19 = getelementptr inbounds i8, ptr %0, i64 992
  %20 = load <8 x i8>, ptr %19, align 1, !tbaa !6
  %21 = zext <8 x i8> %20 to <8 x i32>
  %22 = add nsw <8 x i32> %18, %21
  %23 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %22, <8 x i32> zeroinitializer)
  %24 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %23, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %25 = trunc nuw <8 x i32> %24 to <8 x i8>
  store <8 x i8> %25, ptr %19, align 1, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @mixed_incr(i8 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 {
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
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #7

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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !11, !12}
!18 = distinct !{!18, !10, !11, !12}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10, !11, !12}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10, !11, !12}
