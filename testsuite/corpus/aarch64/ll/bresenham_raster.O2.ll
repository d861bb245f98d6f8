; ModuleID = 'programs/bresenham_raster.c'
source_filename = "programs/bresenham_raster.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@canvas = internal global [32 x [65 x i8]] zeroinitializer, align 1
@main.ex = internal unnamed_addr constant [8 x i32] [i32 30, i32 20, i32 0, i32 -20, i32 -30, i32 -20, i32 0, i32 20], align 4
@main.ey = internal unnamed_addr constant [8 x i32] [i32 0, i32 14, i32 15, i32 14, i32 0, i32 -14, i32 -15, i32 -14], align 4
@.str = private unnamed_addr constant [34 x i8] c"flood filled %d cells, hash %08x\0A\00", align 1
@flood.stack = internal unnamed_addr global [8192 x [2 x i32]] zeroinitializer, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) @canvas, i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 64), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 65), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 129), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 130), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 194), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 195), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 259), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 260), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 324), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 325), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 389), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 390), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 454), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 455), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 519), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 520), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 584), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 585), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 649), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 650), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 714), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 715), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 779), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 780), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 844), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 845), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 909), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 910), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 974), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 975), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1039), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1040), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1104), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1105), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1169), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1170), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1234), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1235), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1299), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1300), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1364), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1365), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1429), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1430), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1494), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1495), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1559), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1560), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1624), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1625), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1689), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1690), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1754), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1755), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1819), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1820), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1884), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1885), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1949), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1950), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 2014), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 2015), i8 46, i64 64, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 2079), align 1, !tbaa !6
  br label %150

1:                                                ; preds = %197, %62
  %2 = phi i64 [ %63, %62 ], [ 0, %197 ]
  %3 = phi i32 [ %72, %62 ], [ -11, %197 ]
  %4 = phi i32 [ %66, %62 ], [ 12, %197 ]
  %5 = add nsw i32 %4, 32
  %6 = add nuw nsw i64 %2, 16
  %7 = icmp ult i32 %5, 64
  %8 = icmp ult i64 %2, 16
  %9 = and i1 %8, %7
  br i1 %9, label %10, label %13

10:                                               ; preds = %1
  %11 = zext nneg i32 %5 to i64
  %12 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %6, i64 %11
  store i8 111, ptr %12, align 1, !tbaa !6
  br label %13

13:                                               ; preds = %10, %1
  %14 = add nuw nsw i64 %2, 32
  %15 = add nsw i32 %4, 16
  %16 = icmp ult i32 %15, 32
  %17 = trunc nuw nsw i64 %2 to i32
  %18 = or i32 %15, %17
  %19 = icmp ult i32 %18, 32
  br i1 %19, label %20, label %23

20:                                               ; preds = %13
  %21 = zext nneg i32 %15 to i64
  %22 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %21, i64 %14
  store i8 111, ptr %22, align 1, !tbaa !6
  br label %23

23:                                               ; preds = %20, %13
  %24 = sub nsw i64 32, %2
  %25 = icmp ult i64 %24, 64
  %26 = and i1 %25, %16
  br i1 %26, label %27, label %30

27:                                               ; preds = %23
  %28 = zext nneg i32 %15 to i64
  %29 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %28, i64 %24
  store i8 111, ptr %29, align 1, !tbaa !6
  br label %30

30:                                               ; preds = %27, %23
  %31 = sub nsw i32 32, %4
  %32 = icmp ult i32 %31, 64
  %33 = and i1 %8, %32
  br i1 %33, label %34, label %37

34:                                               ; preds = %30
  %35 = zext nneg i32 %31 to i64
  %36 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %6, i64 %35
  store i8 111, ptr %36, align 1, !tbaa !6
  br label %37

37:                                               ; preds = %34, %30
  %38 = sub nsw i64 16, %2
  %39 = icmp ult i64 %38, 32
  %40 = and i1 %39, %32
  br i1 %40, label %41, label %44

41:                                               ; preds = %37
  %42 = zext nneg i32 %31 to i64
  %43 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %38, i64 %42
  store i8 111, ptr %43, align 1, !tbaa !6
  br label %44

44:                                               ; preds = %41, %37
  %45 = sub nsw i32 16, %4
  %46 = icmp ult i32 %45, 32
  %47 = and i1 %25, %46
  br i1 %47, label %48, label %51

48:                                               ; preds = %44
  %49 = zext nneg i32 %45 to i64
  %50 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %49, i64 %24
  store i8 111, ptr %50, align 1, !tbaa !6
  br label %51

51:                                               ; preds = %48, %44
  %52 = or i32 %45, %17
  %53 = icmp ult i32 %52, 32
  br i1 %53, label %54, label %57

54:                                               ; preds = %51
  %55 = zext nneg i32 %45 to i64
  %56 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %55, i64 %14
  store i8 111, ptr %56, align 1, !tbaa !6
  br label %57

57:                                               ; preds = %54, %51
  %58 = and i1 %39, %7
  br i1 %58, label %59, label %62

59:                                               ; preds = %57
  %60 = zext nneg i32 %5 to i64
  %61 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %38, i64 %60
  store i8 111, ptr %61, align 1, !tbaa !6
  br label %62

62:                                               ; preds = %59, %57
  %63 = add nuw nsw i64 %2, 1
  %64 = icmp slt i32 %3, 0
  %65 = add nsw i32 %4, -1
  %66 = select i1 %64, i32 %4, i32 %65
  %67 = select i1 %64, i32 0, i32 %65
  %68 = trunc nuw i64 %63 to i32
  %69 = sub nsw i32 %68, %67
  %70 = shl nsw i32 %69, 1
  %71 = add i32 %3, 1
  %72 = add i32 %71, %70
  %73 = sext i32 %66 to i64
  %74 = icmp slt i64 %2, %73
  br i1 %74, label %1, label %75, !llvm.loop !9

75:                                               ; preds = %62, %80
  %76 = phi i64 [ %81, %80 ], [ 0, %62 ]
  %77 = mul nsw i64 %76, -9
  %78 = mul nsw i64 %76, -3
  %79 = mul nuw nsw i64 %76, 12
  br label %83

80:                                               ; preds = %104
  %81 = add nuw nsw i64 %76, 1
  %82 = icmp eq i64 %81, 32
  br i1 %82, label %107, label %75, !llvm.loop !11

83:                                               ; preds = %104, %75
  %84 = phi i64 [ 0, %75 ], [ %105, %104 ]
  %85 = mul nsw i64 %84, -7
  %86 = add nsw i64 %85, %77
  %87 = mul nuw nsw i64 %84, 11
  %88 = add nsw i64 %87, %78
  %89 = shl i64 %84, 2
  %90 = sub nsw i64 %79, %89
  %91 = icmp sgt i64 %86, -153
  %92 = icmp sgt i64 %88, 15
  %93 = select i1 %91, i1 %92, i1 false
  %94 = icmp sgt i64 %90, 15
  %95 = select i1 %93, i1 %94, i1 false
  br i1 %95, label %102, label %96

96:                                               ; preds = %83
  %97 = icmp sgt i64 %86, -152
  %98 = icmp sgt i64 %88, 16
  %99 = select i1 %97, i1 true, i1 %98
  %100 = icmp sgt i64 %90, 16
  %101 = select i1 %99, i1 true, i1 %100
  br i1 %101, label %104, label %102

102:                                              ; preds = %96, %83
  %103 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %76, i64 %84
  store i8 35, ptr %103, align 1, !tbaa !6
  br label %104

104:                                              ; preds = %102, %96
  %105 = add nuw nsw i64 %84, 1
  %106 = icmp eq i64 %105, 64
  br i1 %106, label %80, label %83, !llvm.loop !12

107:                                              ; preds = %80
  store <2 x i32> <i32 60, i32 30>, ptr @flood.stack, align 8, !tbaa !13
  br label %108

108:                                              ; preds = %131, %107
  %109 = phi i32 [ 0, %107 ], [ %146, %131 ]
  %110 = phi i64 [ 1, %107 ], [ %145, %131 ]
  %111 = shl i64 %110, 32
  %112 = ashr exact i64 %111, 32
  br label %113

113:                                              ; preds = %129, %108
  %114 = phi i64 [ %112, %108 ], [ %115, %129 ]
  %115 = add nsw i64 %114, -1
  %116 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %115
  %117 = load i32, ptr %116, align 8, !tbaa !13
  %118 = getelementptr inbounds i8, ptr %116, i64 4
  %119 = load i32, ptr %118, align 4, !tbaa !13
  %120 = icmp ugt i32 %117, 63
  %121 = icmp ugt i32 %119, 31
  %122 = select i1 %120, i1 true, i1 %121
  br i1 %122, label %129, label %123

123:                                              ; preds = %113
  %124 = zext nneg i32 %119 to i64
  %125 = zext nneg i32 %117 to i64
  %126 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %124, i64 %125
  %127 = load i8, ptr %126, align 1, !tbaa !6
  %128 = icmp eq i8 %127, 46
  br i1 %128, label %131, label %129

129:                                              ; preds = %123, %113
  %130 = icmp eq i64 %115, 0
  br i1 %130, label %148, label %113, !llvm.loop !15

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %116, i64 4
  store i8 126, ptr %126, align 1, !tbaa !6
  %133 = add nuw nsw i32 %117, 1
  store i32 %133, ptr %116, align 4, !tbaa !13
  store i32 %119, ptr %132, align 4, !tbaa !13
  %134 = add nsw i32 %117, -1
  %135 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %114
  store i32 %134, ptr %135, align 8, !tbaa !13
  %136 = getelementptr inbounds i8, ptr %135, i64 4
  store i32 %119, ptr %136, align 4, !tbaa !13
  %137 = add nsw i64 %114, 1
  %138 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %137
  store i32 %117, ptr %138, align 8, !tbaa !13
  %139 = add nuw nsw i32 %119, 1
  %140 = getelementptr inbounds i8, ptr %138, i64 4
  store i32 %139, ptr %140, align 4, !tbaa !13
  %141 = add nsw i64 %114, 2
  %142 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %141
  store i32 %117, ptr %142, align 8, !tbaa !13
  %143 = add nsw i32 %119, -1
  %144 = getelementptr inbounds i8, ptr %142, i64 4
  store i32 %143, ptr %144, align 4, !tbaa !13
  %145 = add nsw i64 %114, 3
  %146 = add nuw nsw i32 %109, 1
  %147 = icmp eq i64 %145, 0
  br i1 %147, label %148, label %108

148:                                              ; preds = %131, %129
  %149 = phi i32 [ %109, %129 ], [ %146, %131 ]
  br label %203

150:                                              ; preds = %0, %197
  %151 = phi i64 [ 0, %0 ], [ %198, %197 ]
  %152 = getelementptr inbounds [8 x i32], ptr @main.ex, i64 0, i64 %151
  %153 = load i32, ptr %152, align 4, !tbaa !13
  %154 = add nsw i32 %153, 32
  %155 = getelementptr inbounds [8 x i32], ptr @main.ey, i64 0, i64 %151
  %156 = load i32, ptr %155, align 4, !tbaa !13
  %157 = add nsw i32 %156, 16
  %158 = trunc i64 %151 to i8
  %159 = or disjoint i8 %158, 48
  %160 = tail call i32 @llvm.abs.i32(i32 %153, i1 true)
  %161 = add nsw i64 %151, -7
  %162 = icmp ult i64 %161, -5
  %163 = select i1 %162, i32 1, i32 -1
  %164 = tail call i32 @llvm.abs.i32(i32 %156, i1 true)
  %165 = sub nsw i32 0, %164
  %166 = add nsw i64 %151, -1
  %167 = icmp ult i64 %166, 3
  %168 = select i1 %167, i32 1, i32 -1
  %169 = sub nsw i32 %160, %164
  br label %170

170:                                              ; preds = %185, %150
  %171 = phi i32 [ 16, %150 ], [ %194, %185 ]
  %172 = phi i32 [ %169, %150 ], [ %196, %185 ]
  %173 = phi i32 [ 32, %150 ], [ %191, %185 ]
  %174 = icmp ult i32 %173, 64
  %175 = icmp ult i32 %171, 32
  %176 = and i1 %175, %174
  br i1 %176, label %177, label %181

177:                                              ; preds = %170
  %178 = zext nneg i32 %171 to i64
  %179 = zext nneg i32 %173 to i64
  %180 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %178, i64 %179
  store i8 %159, ptr %180, align 1, !tbaa !6
  br label %181

181:                                              ; preds = %177, %170
  %182 = icmp eq i32 %173, %154
  %183 = icmp eq i32 %171, %157
  %184 = and i1 %183, %182
  br i1 %184, label %197, label %185

185:                                              ; preds = %181
  %186 = shl nsw i32 %172, 1
  %187 = icmp slt i32 %186, %165
  %188 = select i1 %187, i32 0, i32 %164
  %189 = sub i32 %172, %188
  %190 = select i1 %187, i32 0, i32 %163
  %191 = add nsw i32 %190, %173
  %192 = icmp sgt i32 %186, %160
  %193 = select i1 %192, i32 0, i32 %168
  %194 = add nsw i32 %193, %171
  %195 = select i1 %192, i32 0, i32 %160
  %196 = add nsw i32 %189, %195
  br label %170

197:                                              ; preds = %181
  %198 = add nuw nsw i64 %151, 1
  %199 = icmp eq i64 %198, 8
  br i1 %199, label %1, label %150, !llvm.loop !16

200:                                              ; preds = %208
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %149, i32 noundef %218)
  %202 = and i32 %149, 127
  ret i32 %202

203:                                              ; preds = %148, %208
  %204 = phi i64 [ 0, %148 ], [ %209, %208 ]
  %205 = phi i32 [ 0, %148 ], [ %218, %208 ]
  %206 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %204
  %207 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) %206)
  br label %211

208:                                              ; preds = %211
  %209 = add nuw nsw i64 %204, 1
  %210 = icmp eq i64 %209, 32
  br i1 %210, label %200, label %203, !llvm.loop !17

211:                                              ; preds = %203, %211
  %212 = phi i64 [ 0, %203 ], [ %219, %211 ]
  %213 = phi i32 [ %205, %203 ], [ %218, %211 ]
  %214 = mul i32 %213, 31
  %215 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %204, i64 %212
  %216 = load i8, ptr %215, align 1, !tbaa !6
  %217 = zext i8 %216 to i32
  %218 = add i32 %214, %217
  %219 = add nuw nsw i64 %212, 1
  %220 = icmp eq i64 %219, 64
  br i1 %220, label %208, label %211, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
