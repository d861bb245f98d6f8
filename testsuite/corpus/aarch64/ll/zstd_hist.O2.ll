; ModuleID = 'src/zstd/lib/compress/hist.c'
source_filename = "src/zstd/lib/compress/hist.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @HIST_isError(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ugt i64 %0, -120
  %3 = zext i1 %2 to i32
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @HIST_add(ptr nocapture noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #1 {
  %4 = getelementptr inbounds i8, ptr %1, i64 %2
  %5 = icmp sgt i64 %2, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %3, %6
  %7 = phi ptr [ %8, %6 ], [ %1, %3 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 1
  %9 = load i8, ptr %7, align 1, !tbaa !6
  %10 = zext i8 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = add i32 %12, 1
  store i32 %13, ptr %11, align 4, !tbaa !9
  %14 = icmp ult ptr %8, %4
  br i1 %14, label %6, label %15, !llvm.loop !11

15:                                               ; preds = %6, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @HIST_count_simple(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef readonly %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = getelementptr inbounds i8, ptr %2, i64 %3
  %6 = load i32, ptr %1, align 4, !tbaa !9
  %7 = add i32 %6, 1
  %8 = zext i32 %7 to i64
  %9 = shl nuw nsw i64 %8, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 %9, i1 false)
  %10 = icmp eq i64 %3, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %4
  %12 = icmp sgt i64 %3, 0
  br i1 %12, label %14, label %23

13:                                               ; preds = %4
  store i32 0, ptr %1, align 4, !tbaa !9
  br label %63

14:                                               ; preds = %11, %14
  %15 = phi ptr [ %16, %14 ], [ %2, %11 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 1
  %17 = load i8, ptr %15, align 1, !tbaa !6
  %18 = zext i8 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !9
  %21 = add i32 %20, 1
  store i32 %21, ptr %19, align 4, !tbaa !9
  %22 = icmp ult ptr %16, %5
  br i1 %22, label %14, label %23, !llvm.loop !13

23:                                               ; preds = %14, %11
  br label %24

24:                                               ; preds = %23, %24
  %25 = phi i32 [ %30, %24 ], [ %6, %23 ]
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !9
  %29 = icmp eq i32 %28, 0
  %30 = add i32 %25, -1
  br i1 %29, label %24, label %31, !llvm.loop !14

31:                                               ; preds = %24
  store i32 %25, ptr %1, align 4, !tbaa !9
  %32 = add nuw nsw i64 %26, 1
  %33 = icmp ult i32 %25, 7
  br i1 %33, label %52, label %34

34:                                               ; preds = %31
  %35 = and i64 %32, 8589934584
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %46, %36 ]
  %38 = phi <4 x i32> [ zeroinitializer, %34 ], [ %44, %36 ]
  %39 = phi <4 x i32> [ zeroinitializer, %34 ], [ %45, %36 ]
  %40 = getelementptr inbounds i32, ptr %0, i64 %37
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load <4 x i32>, ptr %40, align 4, !tbaa !9
  %43 = load <4 x i32>, ptr %41, align 4, !tbaa !9
  %44 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %42, <4 x i32> %38)
  %45 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %43, <4 x i32> %39)
  %46 = add nuw i64 %37, 8
  %47 = icmp eq i64 %46, %35
  br i1 %47, label %48, label %36, !llvm.loop !15

48:                                               ; preds = %36
  %49 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %44, <4 x i32> %45)
  %50 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %49)
  %51 = icmp eq i64 %32, %35
  br i1 %51, label %63, label %52

52:                                               ; preds = %48, %31
  %53 = phi i64 [ 0, %31 ], [ %35, %48 ]
  %54 = phi i32 [ 0, %31 ], [ %50, %48 ]
  br label %55

55:                                               ; preds = %52, %55
  %56 = phi i64 [ %61, %55 ], [ %53, %52 ]
  %57 = phi i32 [ %60, %55 ], [ %54, %52 ]
  %58 = getelementptr inbounds i32, ptr %0, i64 %56
  %59 = load i32, ptr %58, align 4, !tbaa !9
  %60 = tail call i32 @llvm.umax.i32(i32 %59, i32 %57)
  %61 = add nuw nsw i64 %56, 1
  %62 = icmp ult i64 %56, %26
  br i1 %62, label %55, label %63, !llvm.loop !18

63:                                               ; preds = %55, %48, %13
  %64 = phi i32 [ 0, %13 ], [ %50, %48 ], [ %60, %55 ]
  ret i32 %64
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -66, 4294967296) i64 @HIST_countFast_wksp(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5) local_unnamed_addr #1 {
  %7 = icmp ult i64 %3, 1500
  br i1 %7, label %8, label %67

8:                                                ; preds = %6
  %9 = getelementptr inbounds i8, ptr %2, i64 %3
  %10 = load i32, ptr %1, align 4, !tbaa !9
  %11 = add i32 %10, 1
  %12 = zext i32 %11 to i64
  %13 = shl nuw nsw i64 %12, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 %13, i1 false)
  %14 = icmp eq i64 %3, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %8
  store i32 0, ptr %1, align 4, !tbaa !9
  br label %75

16:                                               ; preds = %8, %16
  %17 = phi ptr [ %18, %16 ], [ %2, %8 ]
  %18 = getelementptr inbounds i8, ptr %17, i64 1
  %19 = load i8, ptr %17, align 1, !tbaa !6
  %20 = zext i8 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !9
  %23 = add i32 %22, 1
  store i32 %23, ptr %21, align 4, !tbaa !9
  %24 = icmp ult ptr %18, %9
  br i1 %24, label %16, label %25, !llvm.loop !13

25:                                               ; preds = %16, %25
  %26 = phi i32 [ %31, %25 ], [ %10, %16 ]
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !9
  %30 = icmp eq i32 %29, 0
  %31 = add i32 %26, -1
  br i1 %30, label %25, label %32, !llvm.loop !14

32:                                               ; preds = %25
  store i32 %26, ptr %1, align 4, !tbaa !9
  %33 = add nuw nsw i64 %27, 1
  %34 = icmp ult i32 %26, 7
  br i1 %34, label %53, label %35

35:                                               ; preds = %32
  %36 = and i64 %33, 8589934584
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 0, %35 ], [ %47, %37 ]
  %39 = phi <4 x i32> [ zeroinitializer, %35 ], [ %45, %37 ]
  %40 = phi <4 x i32> [ zeroinitializer, %35 ], [ %46, %37 ]
  %41 = getelementptr inbounds i32, ptr %0, i64 %38
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load <4 x i32>, ptr %41, align 4, !tbaa !9
  %44 = load <4 x i32>, ptr %42, align 4, !tbaa !9
  %45 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %43, <4 x i32> %39)
  %46 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %44, <4 x i32> %40)
  %47 = add nuw i64 %38, 8
  %48 = icmp eq i64 %47, %36
  br i1 %48, label %49, label %37, !llvm.loop !19

49:                                               ; preds = %37
  %50 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %45, <4 x i32> %46)
  %51 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %50)
  %52 = icmp eq i64 %33, %36
  br i1 %52, label %64, label %53

53:                                               ; preds = %49, %32
  %54 = phi i64 [ 0, %32 ], [ %36, %49 ]
  %55 = phi i32 [ 0, %32 ], [ %51, %49 ]
  br label %56

56:                                               ; preds = %53, %56
  %57 = phi i64 [ %62, %56 ], [ %54, %53 ]
  %58 = phi i32 [ %61, %56 ], [ %55, %53 ]
  %59 = getelementptr inbounds i32, ptr %0, i64 %57
  %60 = load i32, ptr %59, align 4, !tbaa !9
  %61 = tail call i32 @llvm.umax.i32(i32 %60, i32 %58)
  %62 = add nuw nsw i64 %57, 1
  %63 = icmp eq i64 %57, %27
  br i1 %63, label %64, label %56, !llvm.loop !20

64:                                               ; preds = %56, %49
  %65 = phi i32 [ %51, %49 ], [ %61, %56 ]
  %66 = zext i32 %65 to i64
  br label %75

67:                                               ; preds = %6
  %68 = ptrtoint ptr %4 to i64
  %69 = and i64 %68, 3
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %71, label %75

71:                                               ; preds = %67
  %72 = icmp ult i64 %5, 4096
  br i1 %72, label %75, label %73

73:                                               ; preds = %71
  %74 = tail call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef 0, ptr noundef %4)
  br label %75

75:                                               ; preds = %15, %64, %71, %67, %73
  %76 = phi i64 [ %74, %73 ], [ -1, %67 ], [ -66, %71 ], [ 0, %15 ], [ %66, %64 ]
  ret i64 %76
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i64 -48, 4294967296) i64 @HIST_count_parallel_wksp(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr noundef readonly %2, i64 noundef %3, i32 noundef %4, ptr nocapture noundef %5) unnamed_addr #1 {
  %7 = ptrtoint ptr %2 to i64
  %8 = getelementptr i8, ptr %2, i64 %3
  %9 = load i32, ptr %1, align 4, !tbaa !9
  %10 = add i32 %9, 1
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = getelementptr inbounds i8, ptr %5, i64 1024
  %14 = getelementptr inbounds i8, ptr %5, i64 2048
  %15 = getelementptr inbounds i8, ptr %5, i64 3072
  %16 = icmp eq i64 %3, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %6
  tail call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 %12, i1 false)
  store i32 0, ptr %1, align 4, !tbaa !9
  br label %192

18:                                               ; preds = %6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(4096) %5, i8 0, i64 4096, i1 false)
  %19 = getelementptr i8, ptr %8, i64 -15
  %20 = icmp sgt i64 %3, 19
  br i1 %20, label %21, label %26

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %2, i64 4
  %23 = load i32, ptr %2, align 1, !tbaa !9
  br label %34

24:                                               ; preds = %34
  %25 = ptrtoint ptr %87 to i64
  br label %26

26:                                               ; preds = %24, %18
  %27 = phi i64 [ %25, %24 ], [ %7, %18 ]
  %28 = phi ptr [ %87, %24 ], [ %2, %18 ]
  %29 = icmp ult ptr %28, %8
  br i1 %29, label %30, label %177

30:                                               ; preds = %26
  %31 = add i64 %7, %3
  %32 = sub i64 %31, %27
  %33 = getelementptr i8, ptr %28, i64 %32
  br label %168

34:                                               ; preds = %21, %34
  %35 = phi ptr [ %133, %34 ], [ %22, %21 ]
  %36 = phi i32 [ %110, %34 ], [ %23, %21 ]
  %37 = phi ptr [ %87, %34 ], [ %2, %21 ]
  %38 = load i32, ptr %35, align 1, !tbaa !9
  %39 = getelementptr inbounds i8, ptr %37, i64 8
  %40 = and i32 %36, 255
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %5, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !9
  %44 = add i32 %43, 1
  store i32 %44, ptr %42, align 4, !tbaa !9
  %45 = lshr i32 %36, 8
  %46 = and i32 %45, 255
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %13, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !9
  %50 = add i32 %49, 1
  store i32 %50, ptr %48, align 4, !tbaa !9
  %51 = lshr i32 %36, 16
  %52 = and i32 %51, 255
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %14, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !9
  %56 = add i32 %55, 1
  store i32 %56, ptr %54, align 4, !tbaa !9
  %57 = lshr i32 %36, 24
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %15, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !9
  %61 = add i32 %60, 1
  store i32 %61, ptr %59, align 4, !tbaa !9
  %62 = load i32, ptr %39, align 1, !tbaa !9
  %63 = getelementptr inbounds i8, ptr %37, i64 12
  %64 = and i32 %38, 255
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %5, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !9
  %68 = add i32 %67, 1
  store i32 %68, ptr %66, align 4, !tbaa !9
  %69 = lshr i32 %38, 8
  %70 = and i32 %69, 255
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %13, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !9
  %74 = add i32 %73, 1
  store i32 %74, ptr %72, align 4, !tbaa !9
  %75 = lshr i32 %38, 16
  %76 = and i32 %75, 255
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr %14, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !9
  %80 = add i32 %79, 1
  store i32 %80, ptr %78, align 4, !tbaa !9
  %81 = lshr i32 %38, 24
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr %15, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !9
  %85 = add i32 %84, 1
  store i32 %85, ptr %83, align 4, !tbaa !9
  %86 = load i32, ptr %63, align 1, !tbaa !9
  %87 = getelementptr inbounds i8, ptr %37, i64 16
  %88 = and i32 %62, 255
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr %5, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !9
  %92 = add i32 %91, 1
  store i32 %92, ptr %90, align 4, !tbaa !9
  %93 = lshr i32 %62, 8
  %94 = and i32 %93, 255
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr %13, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !9
  %98 = add i32 %97, 1
  store i32 %98, ptr %96, align 4, !tbaa !9
  %99 = lshr i32 %62, 16
  %100 = and i32 %99, 255
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %14, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !9
  %104 = add i32 %103, 1
  store i32 %104, ptr %102, align 4, !tbaa !9
  %105 = lshr i32 %62, 24
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %15, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !9
  %109 = add i32 %108, 1
  store i32 %109, ptr %107, align 4, !tbaa !9
  %110 = load i32, ptr %87, align 1, !tbaa !9
  %111 = and i32 %86, 255
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds i32, ptr %5, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !9
  %115 = add i32 %114, 1
  store i32 %115, ptr %113, align 4, !tbaa !9
  %116 = lshr i32 %86, 8
  %117 = and i32 %116, 255
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds i32, ptr %13, i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !9
  %121 = add i32 %120, 1
  store i32 %121, ptr %119, align 4, !tbaa !9
  %122 = lshr i32 %86, 16
  %123 = and i32 %122, 255
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr %14, i64 %124
  %126 = load i32, ptr %125, align 4, !tbaa !9
  %127 = add i32 %126, 1
  store i32 %127, ptr %125, align 4, !tbaa !9
  %128 = lshr i32 %86, 24
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr %15, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !9
  %132 = add i32 %131, 1
  store i32 %132, ptr %130, align 4, !tbaa !9
  %133 = getelementptr inbounds i8, ptr %37, i64 20
  %134 = icmp ult ptr %133, %19
  br i1 %134, label %34, label %24, !llvm.loop !21

135:                                              ; preds = %177, %135
  %136 = phi i64 [ %163, %135 ], [ 0, %177 ]
  %137 = phi <4 x i32> [ %161, %135 ], [ zeroinitializer, %177 ]
  %138 = phi <4 x i32> [ %162, %135 ], [ zeroinitializer, %177 ]
  %139 = getelementptr inbounds i32, ptr %13, i64 %136
  %140 = getelementptr inbounds i8, ptr %139, i64 16
  %141 = load <4 x i32>, ptr %139, align 4, !tbaa !9
  %142 = load <4 x i32>, ptr %140, align 4, !tbaa !9
  %143 = getelementptr inbounds i32, ptr %14, i64 %136
  %144 = getelementptr inbounds i8, ptr %143, i64 16
  %145 = load <4 x i32>, ptr %143, align 4, !tbaa !9
  %146 = load <4 x i32>, ptr %144, align 4, !tbaa !9
  %147 = add <4 x i32> %145, %141
  %148 = add <4 x i32> %146, %142
  %149 = getelementptr inbounds i32, ptr %15, i64 %136
  %150 = getelementptr inbounds i8, ptr %149, i64 16
  %151 = load <4 x i32>, ptr %149, align 4, !tbaa !9
  %152 = load <4 x i32>, ptr %150, align 4, !tbaa !9
  %153 = add <4 x i32> %147, %151
  %154 = add <4 x i32> %148, %152
  %155 = getelementptr inbounds i32, ptr %5, i64 %136
  %156 = getelementptr inbounds i8, ptr %155, i64 16
  %157 = load <4 x i32>, ptr %155, align 4, !tbaa !9
  %158 = load <4 x i32>, ptr %156, align 4, !tbaa !9
  %159 = add <4 x i32> %153, %157
  %160 = add <4 x i32> %154, %158
  store <4 x i32> %159, ptr %155, align 4, !tbaa !9
  store <4 x i32> %160, ptr %156, align 4, !tbaa !9
  %161 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %159, <4 x i32> %137)
  %162 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %160, <4 x i32> %138)
  %163 = add nuw i64 %136, 8
  %164 = icmp eq i64 %163, 256
  br i1 %164, label %165, label %135, !llvm.loop !22

165:                                              ; preds = %135
  %166 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %161, <4 x i32> %162)
  %167 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %166)
  br label %178

168:                                              ; preds = %30, %168
  %169 = phi ptr [ %170, %168 ], [ %28, %30 ]
  %170 = getelementptr inbounds i8, ptr %169, i64 1
  %171 = load i8, ptr %169, align 1, !tbaa !6
  %172 = zext i8 %171 to i64
  %173 = getelementptr inbounds i32, ptr %5, i64 %172
  %174 = load i32, ptr %173, align 4, !tbaa !9
  %175 = add i32 %174, 1
  store i32 %175, ptr %173, align 4, !tbaa !9
  %176 = icmp eq ptr %170, %33
  br i1 %176, label %177, label %168, !llvm.loop !23

177:                                              ; preds = %168, %26
  br label %135

178:                                              ; preds = %178, %165
  %179 = phi i32 [ %184, %178 ], [ 255, %165 ]
  %180 = zext i32 %179 to i64
  %181 = getelementptr inbounds i32, ptr %5, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !9
  %183 = icmp eq i32 %182, 0
  %184 = add i32 %179, -1
  br i1 %183, label %178, label %185, !llvm.loop !24

185:                                              ; preds = %178
  %186 = icmp eq i32 %4, 0
  br i1 %186, label %190, label %187

187:                                              ; preds = %185
  %188 = load i32, ptr %1, align 4, !tbaa !9
  %189 = icmp ugt i32 %179, %188
  br i1 %189, label %192, label %190

190:                                              ; preds = %185, %187
  store i32 %179, ptr %1, align 4, !tbaa !9
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %0, ptr nonnull align 4 %5, i64 %12, i1 false)
  %191 = zext i32 %167 to i64
  br label %192

192:                                              ; preds = %187, %190, %17
  %193 = phi i64 [ 0, %17 ], [ %191, %190 ], [ -48, %187 ]
  ret i64 %193
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -66, 4294967296) i64 @HIST_count_wksp(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5) local_unnamed_addr #1 {
  %7 = ptrtoint ptr %4 to i64
  %8 = and i64 %7, 3
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %76

10:                                               ; preds = %6
  %11 = icmp ult i64 %5, 4096
  br i1 %11, label %76, label %12

12:                                               ; preds = %10
  %13 = load i32, ptr %1, align 4, !tbaa !9
  %14 = icmp ult i32 %13, 255
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = tail call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i64 noundef %3, i32 noundef 1, ptr noundef %4)
  br label %76

17:                                               ; preds = %12
  store i32 255, ptr %1, align 4, !tbaa !9
  %18 = icmp ult i64 %3, 1500
  br i1 %18, label %19, label %74

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %2, i64 %3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  %21 = icmp eq i64 %3, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %19
  store i32 0, ptr %1, align 4, !tbaa !9
  br label %76

23:                                               ; preds = %19, %23
  %24 = phi ptr [ %25, %23 ], [ %2, %19 ]
  %25 = getelementptr inbounds i8, ptr %24, i64 1
  %26 = load i8, ptr %24, align 1, !tbaa !6
  %27 = zext i8 %26 to i64
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !9
  %30 = add i32 %29, 1
  store i32 %30, ptr %28, align 4, !tbaa !9
  %31 = icmp ult ptr %25, %20
  br i1 %31, label %23, label %32, !llvm.loop !13

32:                                               ; preds = %23, %32
  %33 = phi i32 [ %38, %32 ], [ 255, %23 ]
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !9
  %37 = icmp eq i32 %36, 0
  %38 = add i32 %33, -1
  br i1 %37, label %32, label %39, !llvm.loop !14

39:                                               ; preds = %32
  store i32 %33, ptr %1, align 4, !tbaa !9
  %40 = add nuw nsw i64 %34, 1
  %41 = icmp ult i32 %33, 7
  br i1 %41, label %60, label %42

42:                                               ; preds = %39
  %43 = and i64 %40, 8589934584
  br label %44

44:                                               ; preds = %44, %42
  %45 = phi i64 [ 0, %42 ], [ %54, %44 ]
  %46 = phi <4 x i32> [ zeroinitializer, %42 ], [ %52, %44 ]
  %47 = phi <4 x i32> [ zeroinitializer, %42 ], [ %53, %44 ]
  %48 = getelementptr inbounds i32, ptr %0, i64 %45
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load <4 x i32>, ptr %48, align 4, !tbaa !9
  %51 = load <4 x i32>, ptr %49, align 4, !tbaa !9
  %52 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %50, <4 x i32> %46)
  %53 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %51, <4 x i32> %47)
  %54 = add nuw i64 %45, 8
  %55 = icmp eq i64 %54, %43
  br i1 %55, label %56, label %44, !llvm.loop !25

56:                                               ; preds = %44
  %57 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %52, <4 x i32> %53)
  %58 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %57)
  %59 = icmp eq i64 %40, %43
  br i1 %59, label %71, label %60

60:                                               ; preds = %56, %39
  %61 = phi i64 [ 0, %39 ], [ %43, %56 ]
  %62 = phi i32 [ 0, %39 ], [ %58, %56 ]
  br label %63

63:                                               ; preds = %60, %63
  %64 = phi i64 [ %69, %63 ], [ %61, %60 ]
  %65 = phi i32 [ %68, %63 ], [ %62, %60 ]
  %66 = getelementptr inbounds i32, ptr %0, i64 %64
  %67 = load i32, ptr %66, align 4, !tbaa !9
  %68 = tail call i32 @llvm.umax.i32(i32 %67, i32 %65)
  %69 = add nuw nsw i64 %64, 1
  %70 = icmp eq i64 %64, %34
  br i1 %70, label %71, label %63, !llvm.loop !26

71:                                               ; preds = %63, %56
  %72 = phi i32 [ %58, %56 ], [ %68, %63 ]
  %73 = zext i32 %72 to i64
  br label %76

74:                                               ; preds = %17
  %75 = tail call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i64 noundef %3, i32 noundef 0, ptr noundef %4)
  br label %76

76:                                               ; preds = %74, %71, %22, %10, %6, %15
  %77 = phi i64 [ %16, %15 ], [ -1, %6 ], [ -66, %10 ], [ %75, %74 ], [ 0, %22 ], [ %73, %71 ]
  ret i64 %77
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -66, 4294967296) i64 @HIST_countFast(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = alloca [1024 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %5) #6
  %6 = icmp ult i64 %3, 1500
  br i1 %6, label %7, label %66

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %2, i64 %3
  %9 = load i32, ptr %1, align 4, !tbaa !9
  %10 = add i32 %9, 1
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 %12, i1 false)
  %13 = icmp eq i64 %3, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %7
  store i32 0, ptr %1, align 4, !tbaa !9
  br label %68

15:                                               ; preds = %7, %15
  %16 = phi ptr [ %17, %15 ], [ %2, %7 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 1
  %18 = load i8, ptr %16, align 1, !tbaa !6
  %19 = zext i8 %18 to i64
  %20 = getelementptr inbounds i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !9
  %22 = add i32 %21, 1
  store i32 %22, ptr %20, align 4, !tbaa !9
  %23 = icmp ult ptr %17, %8
  br i1 %23, label %15, label %24, !llvm.loop !13

24:                                               ; preds = %15, %24
  %25 = phi i32 [ %30, %24 ], [ %9, %15 ]
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !9
  %29 = icmp eq i32 %28, 0
  %30 = add i32 %25, -1
  br i1 %29, label %24, label %31, !llvm.loop !14

31:                                               ; preds = %24
  store i32 %25, ptr %1, align 4, !tbaa !9
  %32 = add nuw nsw i64 %26, 1
  %33 = icmp ult i32 %25, 7
  br i1 %33, label %52, label %34

34:                                               ; preds = %31
  %35 = and i64 %32, 8589934584
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %46, %36 ]
  %38 = phi <4 x i32> [ zeroinitializer, %34 ], [ %44, %36 ]
  %39 = phi <4 x i32> [ zeroinitializer, %34 ], [ %45, %36 ]
  %40 = getelementptr inbounds i32, ptr %0, i64 %37
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load <4 x i32>, ptr %40, align 4, !tbaa !9
  %43 = load <4 x i32>, ptr %41, align 4, !tbaa !9
  %44 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %42, <4 x i32> %38)
  %45 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %43, <4 x i32> %39)
  %46 = add nuw i64 %37, 8
  %47 = icmp eq i64 %46, %35
  br i1 %47, label %48, label %36, !llvm.loop !27

48:                                               ; preds = %36
  %49 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %44, <4 x i32> %45)
  %50 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %49)
  %51 = icmp eq i64 %32, %35
  br i1 %51, label %63, label %52

52:                                               ; preds = %48, %31
  %53 = phi i64 [ 0, %31 ], [ %35, %48 ]
  %54 = phi i32 [ 0, %31 ], [ %50, %48 ]
  br label %55

55:                                               ; preds = %52, %55
  %56 = phi i64 [ %61, %55 ], [ %53, %52 ]
  %57 = phi i32 [ %60, %55 ], [ %54, %52 ]
  %58 = getelementptr inbounds i32, ptr %0, i64 %56
  %59 = load i32, ptr %58, align 4, !tbaa !9
  %60 = tail call i32 @llvm.umax.i32(i32 %59, i32 %57)
  %61 = add nuw nsw i64 %56, 1
  %62 = icmp eq i64 %56, %26
  br i1 %62, label %63, label %55, !llvm.loop !28

63:                                               ; preds = %55, %48
  %64 = phi i32 [ %50, %48 ], [ %60, %55 ]
  %65 = zext i32 %64 to i64
  br label %68

66:                                               ; preds = %4
  %67 = call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef 0, ptr noundef nonnull %5)
  br label %68

68:                                               ; preds = %14, %63, %66
  %69 = phi i64 [ %67, %66 ], [ 0, %14 ], [ %65, %63 ]
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %5) #6
  ret i64 %69
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -66, 4294967296) i64 @HIST_count(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = alloca [1024 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %5) #6
  %6 = load i32, ptr %1, align 4, !tbaa !9
  %7 = icmp ult i32 %6, 255
  br i1 %7, label %8, label %10

8:                                                ; preds = %4
  %9 = call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i64 noundef %3, i32 noundef 1, ptr noundef nonnull %5)
  br label %69

10:                                               ; preds = %4
  store i32 255, ptr %1, align 4, !tbaa !9
  %11 = icmp ult i64 %3, 1500
  br i1 %11, label %12, label %67

12:                                               ; preds = %10
  %13 = getelementptr inbounds i8, ptr %2, i64 %3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  %14 = icmp eq i64 %3, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %12
  store i32 0, ptr %1, align 4, !tbaa !9
  br label %69

16:                                               ; preds = %12, %16
  %17 = phi ptr [ %18, %16 ], [ %2, %12 ]
  %18 = getelementptr inbounds i8, ptr %17, i64 1
  %19 = load i8, ptr %17, align 1, !tbaa !6
  %20 = zext i8 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !9
  %23 = add i32 %22, 1
  store i32 %23, ptr %21, align 4, !tbaa !9
  %24 = icmp ult ptr %18, %13
  br i1 %24, label %16, label %25, !llvm.loop !13

25:                                               ; preds = %16, %25
  %26 = phi i32 [ %31, %25 ], [ 255, %16 ]
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !9
  %30 = icmp eq i32 %29, 0
  %31 = add i32 %26, -1
  br i1 %30, label %25, label %32, !llvm.loop !14

32:                                               ; preds = %25
  store i32 %26, ptr %1, align 4, !tbaa !9
  %33 = add nuw nsw i64 %27, 1
  %34 = icmp ult i32 %26, 7
  br i1 %34, label %53, label %35

35:                                               ; preds = %32
  %36 = and i64 %33, 8589934584
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 0, %35 ], [ %47, %37 ]
  %39 = phi <4 x i32> [ zeroinitializer, %35 ], [ %45, %37 ]
  %40 = phi <4 x i32> [ zeroinitializer, %35 ], [ %46, %37 ]
  %41 = getelementptr inbounds i32, ptr %0, i64 %38
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load <4 x i32>, ptr %41, align 4, !tbaa !9
  %44 = load <4 x i32>, ptr %42, align 4, !tbaa !9
  %45 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %43, <4 x i32> %39)
  %46 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %44, <4 x i32> %40)
  %47 = add nuw i64 %38, 8
  %48 = icmp eq i64 %47, %36
  br i1 %48, label %49, label %37, !llvm.loop !29

49:                                               ; preds = %37
  %50 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %45, <4 x i32> %46)
  %51 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %50)
  %52 = icmp eq i64 %33, %36
  br i1 %52, label %64, label %53

53:                                               ; preds = %49, %32
  %54 = phi i64 [ 0, %32 ], [ %36, %49 ]
  %55 = phi i32 [ 0, %32 ], [ %51, %49 ]
  br label %56

56:                                               ; preds = %53, %56
  %57 = phi i64 [ %62, %56 ], [ %54, %53 ]
  %58 = phi i32 [ %61, %56 ], [ %55, %53 ]
  %59 = getelementptr inbounds i32, ptr %0, i64 %57
  %60 = load i32, ptr %59, align 4, !tbaa !9
  %61 = tail call i32 @llvm.umax.i32(i32 %60, i32 %58)
  %62 = add nuw nsw i64 %57, 1
  %63 = icmp eq i64 %57, %27
  br i1 %63, label %64, label %56, !llvm.loop !30

64:                                               ; preds = %56, %49
  %65 = phi i32 [ %51, %49 ], [ %61, %56 ]
  %66 = zext i32 %65 to i64
  br label %69

67:                                               ; preds = %10
  %68 = call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i64 noundef %3, i32 noundef 0, ptr noundef nonnull %5)
  br label %69

69:                                               ; preds = %8, %15, %64, %67
  %70 = phi i64 [ %9, %8 ], [ %68, %67 ], [ 0, %15 ], [ %66, %64 ]
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %5) #6
  ret i64 %70
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !17, !16}
!19 = distinct !{!19, !12, !16, !17}
!20 = distinct !{!20, !12, !17, !16}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12, !16, !17}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12, !16, !17}
!26 = distinct !{!26, !12, !17, !16}
!27 = distinct !{!27, !12, !16, !17}
!28 = distinct !{!28, !12, !17, !16}
!29 = distinct !{!29, !12, !16, !17}
!30 = distinct !{!30, !12, !17, !16}
