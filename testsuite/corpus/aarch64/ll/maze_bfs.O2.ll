; ModuleID = 'programs/maze_bfs.c'
source_filename = "programs/maze_bfs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@g = internal global [23 x [40 x i8]] zeroinitializer, align 1
@main.visited = internal unnamed_addr global [11 x [19 x i32]] zeroinitializer, align 4
@main.ddx = internal unnamed_addr constant [4 x i32] [i32 1, i32 -1, i32 0, i32 0], align 4
@main.ddy = internal unnamed_addr constant [4 x i32] [i32 0, i32 0, i32 1, i32 -1], align 4
@main.dist = internal unnamed_addr global [23 x [39 x i32]] zeroinitializer, align 4
@main.prev = internal unnamed_addr global [23 x [39 x i32]] zeroinitializer, align 4
@.str = private unnamed_addr constant [45 x i8] c"shortest path length %d, reachable cells %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"dead ends %d\0A\00", align 1
@rs = internal unnamed_addr global i32 7, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [209 x [2 x i32]], align 8
  %2 = alloca [4 x i32], align 4
  %3 = alloca [897 x i32], align 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) @g, i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 39), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 40), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 79), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 80), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 119), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 120), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 159), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 160), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 199), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 200), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 239), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 240), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 279), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 280), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 319), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 320), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 359), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 360), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 399), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 400), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 439), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 440), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 479), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 480), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 519), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 520), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 559), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 560), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 599), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 600), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 639), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 640), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 679), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 680), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 719), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 720), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 759), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 760), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 799), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 800), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 839), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 840), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 879), align 1, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 880), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 919), align 1, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 1672, ptr nonnull %1) #6
  store <2 x i32> zeroinitializer, ptr %1, align 8, !tbaa !9
  store i32 1, ptr @main.visited, align 4, !tbaa !9
  store i8 32, ptr getelementptr inbounds (i8, ptr @g, i64 41), align 1, !tbaa !6
  %4 = load i32, ptr @rs, align 4, !tbaa !9
  br label %5

5:                                                ; preds = %0, %114
  %6 = phi i32 [ 1, %0 ], [ %116, %114 ]
  %7 = phi i32 [ %4, %0 ], [ %115, %114 ]
  %8 = add nsw i32 %6, -1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [209 x [2 x i32]], ptr %1, i64 0, i64 %9
  %11 = load i32, ptr %10, align 8, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %10, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6
  %14 = add nsw i32 %11, 1
  %15 = icmp ult i32 %14, 19
  %16 = icmp ult i32 %13, 11
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %25

18:                                               ; preds = %5
  %19 = zext nneg i32 %13 to i64
  %20 = zext nneg i32 %14 to i64
  %21 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %19, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !9
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %25

24:                                               ; preds = %18
  store i32 0, ptr %2, align 4, !tbaa !9
  br label %25

25:                                               ; preds = %24, %18, %5
  %26 = phi i32 [ 0, %18 ], [ 1, %24 ], [ 0, %5 ]
  %27 = add nsw i32 %11, -1
  %28 = icmp ult i32 %27, 19
  %29 = select i1 %28, i1 %16, i1 false
  br i1 %29, label %30, label %40

30:                                               ; preds = %25
  %31 = zext nneg i32 %13 to i64
  %32 = zext nneg i32 %27 to i64
  %33 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %31, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !9
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %40

36:                                               ; preds = %30
  %37 = add nuw nsw i32 %26, 1
  %38 = zext nneg i32 %26 to i64
  %39 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %38
  store i32 1, ptr %39, align 4, !tbaa !9
  br label %40

40:                                               ; preds = %36, %30, %25
  %41 = phi i32 [ %26, %30 ], [ %37, %36 ], [ %26, %25 ]
  %42 = add nsw i32 %13, 1
  %43 = icmp ult i32 %11, 19
  %44 = icmp ult i32 %42, 11
  %45 = select i1 %43, i1 %44, i1 false
  br i1 %45, label %46, label %56

46:                                               ; preds = %40
  %47 = zext nneg i32 %42 to i64
  %48 = zext nneg i32 %11 to i64
  %49 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %47, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %56

52:                                               ; preds = %46
  %53 = add nuw nsw i32 %41, 1
  %54 = zext nneg i32 %41 to i64
  %55 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %54
  store i32 2, ptr %55, align 4, !tbaa !9
  br label %56

56:                                               ; preds = %52, %46, %40
  %57 = phi i32 [ %41, %46 ], [ %53, %52 ], [ %41, %40 ]
  %58 = add nsw i32 %13, -1
  %59 = icmp ult i32 %58, 11
  %60 = select i1 %43, i1 %59, i1 false
  br i1 %60, label %61, label %71

61:                                               ; preds = %56
  %62 = zext nneg i32 %58 to i64
  %63 = zext nneg i32 %11 to i64
  %64 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %62, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !9
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %61
  %68 = add nuw nsw i32 %57, 1
  %69 = zext nneg i32 %57 to i64
  %70 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %69
  store i32 3, ptr %70, align 4, !tbaa !9
  br label %73

71:                                               ; preds = %61, %56
  %72 = icmp eq i32 %57, 0
  br i1 %72, label %114, label %73, !llvm.loop !11

73:                                               ; preds = %67, %71
  %74 = phi i32 [ %68, %67 ], [ %57, %71 ]
  %75 = mul i32 %7, 1103515245
  %76 = add i32 %75, 12345
  store i32 %76, ptr @rs, align 4, !tbaa !9
  %77 = lshr i32 %76, 16
  %78 = trunc nuw i32 %77 to i16
  %79 = trunc i32 %74 to i16
  %80 = urem i16 %78, %79
  %81 = zext i16 %80 to i64
  %82 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !9
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [4 x i32], ptr @main.ddx, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !9
  %87 = add nsw i32 %86, %11
  %88 = getelementptr inbounds [4 x i32], ptr @main.ddy, i64 0, i64 %84
  %89 = load i32, ptr %88, align 4, !tbaa !9
  %90 = add nsw i32 %89, %13
  %91 = sext i32 %90 to i64
  %92 = sext i32 %87 to i64
  %93 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %91, i64 %92
  store i32 1, ptr %93, align 4, !tbaa !9
  %94 = shl nsw i32 %13, 1
  %95 = or disjoint i32 %94, 1
  %96 = add nsw i32 %95, %89
  %97 = sext i32 %96 to i64
  %98 = shl nsw i32 %11, 1
  %99 = or disjoint i32 %98, 1
  %100 = add nsw i32 %99, %86
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %97, i64 %101
  store i8 32, ptr %102, align 1, !tbaa !6
  %103 = shl nsw i32 %90, 1
  %104 = or disjoint i32 %103, 1
  %105 = sext i32 %104 to i64
  %106 = shl nsw i32 %87, 1
  %107 = or disjoint i32 %106, 1
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %105, i64 %108
  store i8 32, ptr %109, align 1, !tbaa !6
  %110 = sext i32 %6 to i64
  %111 = getelementptr inbounds [209 x [2 x i32]], ptr %1, i64 0, i64 %110
  store i32 %87, ptr %111, align 8, !tbaa !9
  %112 = getelementptr inbounds i8, ptr %111, i64 4
  store i32 %90, ptr %112, align 4, !tbaa !9
  %113 = add nsw i32 %6, 1
  br label %114

114:                                              ; preds = %71, %73
  %115 = phi i32 [ %76, %73 ], [ %7, %71 ]
  %116 = phi i32 [ %113, %73 ], [ %8, %71 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %118, label %5

118:                                              ; preds = %114
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(3588) @main.dist, i8 -1, i64 3588, i1 false)
  call void @llvm.lifetime.start.p0(i64 3588, ptr nonnull %3) #6
  store i32 40, ptr %3, align 4, !tbaa !9
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.dist, i64 160), align 4, !tbaa !9
  br label %119

119:                                              ; preds = %118, %227
  %120 = phi i64 [ 0, %118 ], [ %229, %227 ]
  %121 = phi i32 [ 1, %118 ], [ %228, %227 ]
  %122 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %120
  %123 = load i32, ptr %122, align 4, !tbaa !9
  %124 = freeze i32 %123
  %125 = sdiv i32 %124, 39
  %126 = mul i32 %125, 39
  %127 = sub i32 %124, %126
  %128 = sext i32 %125 to i64
  %129 = sext i32 %127 to i64
  %130 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %128, i64 %129
  %131 = add nsw i32 %127, 1
  %132 = icmp ult i32 %125, 23
  %133 = icmp ult i32 %131, 39
  %134 = select i1 %132, i1 %133, i1 false
  br i1 %134, label %135, label %154

135:                                              ; preds = %119
  %136 = zext nneg i32 %125 to i64
  %137 = zext nneg i32 %131 to i64
  %138 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %136, i64 %137
  %139 = load i8, ptr %138, align 1, !tbaa !6
  %140 = icmp eq i8 %139, 32
  br i1 %140, label %141, label %154

141:                                              ; preds = %135
  %142 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %136, i64 %137
  %143 = load i32, ptr %142, align 4, !tbaa !9
  %144 = icmp slt i32 %143, 0
  br i1 %144, label %145, label %154

145:                                              ; preds = %141
  %146 = load i32, ptr %130, align 4, !tbaa !9
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %142, align 4, !tbaa !9
  %148 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %136, i64 %137
  store i32 %123, ptr %148, align 4, !tbaa !9
  %149 = mul nuw nsw i32 %125, 39
  %150 = add nuw nsw i32 %149, %131
  %151 = add nsw i32 %121, 1
  %152 = sext i32 %121 to i64
  %153 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %152
  store i32 %150, ptr %153, align 4, !tbaa !9
  br label %154

154:                                              ; preds = %145, %141, %135, %119
  %155 = phi i32 [ %151, %145 ], [ %121, %141 ], [ %121, %135 ], [ %121, %119 ]
  %156 = add nsw i32 %127, -1
  %157 = icmp ult i32 %156, 39
  %158 = select i1 %132, i1 %157, i1 false
  br i1 %158, label %159, label %178

159:                                              ; preds = %154
  %160 = zext nneg i32 %125 to i64
  %161 = zext nneg i32 %156 to i64
  %162 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %160, i64 %161
  %163 = load i8, ptr %162, align 1, !tbaa !6
  %164 = icmp eq i8 %163, 32
  br i1 %164, label %165, label %178

165:                                              ; preds = %159
  %166 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %160, i64 %161
  %167 = load i32, ptr %166, align 4, !tbaa !9
  %168 = icmp slt i32 %167, 0
  br i1 %168, label %169, label %178

169:                                              ; preds = %165
  %170 = load i32, ptr %130, align 4, !tbaa !9
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %166, align 4, !tbaa !9
  %172 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %160, i64 %161
  store i32 %123, ptr %172, align 4, !tbaa !9
  %173 = mul nuw nsw i32 %125, 39
  %174 = add nuw nsw i32 %173, %156
  %175 = add nsw i32 %155, 1
  %176 = sext i32 %155 to i64
  %177 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %176
  store i32 %174, ptr %177, align 4, !tbaa !9
  br label %178

178:                                              ; preds = %169, %165, %159, %154
  %179 = phi i32 [ %175, %169 ], [ %155, %165 ], [ %155, %159 ], [ %155, %154 ]
  %180 = add nsw i32 %125, 1
  %181 = icmp ult i32 %180, 23
  %182 = icmp ult i32 %127, 39
  %183 = and i1 %181, %182
  br i1 %183, label %184, label %203

184:                                              ; preds = %178
  %185 = zext nneg i32 %180 to i64
  %186 = zext nneg i32 %127 to i64
  %187 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %185, i64 %186
  %188 = load i8, ptr %187, align 1, !tbaa !6
  %189 = icmp eq i8 %188, 32
  br i1 %189, label %190, label %203

190:                                              ; preds = %184
  %191 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %185, i64 %186
  %192 = load i32, ptr %191, align 4, !tbaa !9
  %193 = icmp slt i32 %192, 0
  br i1 %193, label %194, label %203

194:                                              ; preds = %190
  %195 = load i32, ptr %130, align 4, !tbaa !9
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %191, align 4, !tbaa !9
  %197 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %185, i64 %186
  store i32 %123, ptr %197, align 4, !tbaa !9
  %198 = mul nuw nsw i32 %180, 39
  %199 = add nuw nsw i32 %198, %127
  %200 = add nsw i32 %179, 1
  %201 = sext i32 %179 to i64
  %202 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %201
  store i32 %199, ptr %202, align 4, !tbaa !9
  br label %203

203:                                              ; preds = %194, %190, %184, %178
  %204 = phi i32 [ %200, %194 ], [ %179, %190 ], [ %179, %184 ], [ %179, %178 ]
  %205 = add nsw i32 %125, -1
  %206 = icmp ult i32 %205, 23
  %207 = and i1 %206, %182
  br i1 %207, label %208, label %227

208:                                              ; preds = %203
  %209 = zext nneg i32 %205 to i64
  %210 = zext nneg i32 %127 to i64
  %211 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %209, i64 %210
  %212 = load i8, ptr %211, align 1, !tbaa !6
  %213 = icmp eq i8 %212, 32
  br i1 %213, label %214, label %227

214:                                              ; preds = %208
  %215 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %209, i64 %210
  %216 = load i32, ptr %215, align 4, !tbaa !9
  %217 = icmp slt i32 %216, 0
  br i1 %217, label %218, label %227

218:                                              ; preds = %214
  %219 = load i32, ptr %130, align 4, !tbaa !9
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %215, align 4, !tbaa !9
  %221 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %209, i64 %210
  store i32 %123, ptr %221, align 4, !tbaa !9
  %222 = mul nuw nsw i32 %205, 39
  %223 = add nuw nsw i32 %222, %127
  %224 = add nsw i32 %204, 1
  %225 = sext i32 %204 to i64
  %226 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %225
  store i32 %223, ptr %226, align 4, !tbaa !9
  br label %227

227:                                              ; preds = %218, %214, %208, %203
  %228 = phi i32 [ %224, %218 ], [ %204, %214 ], [ %204, %208 ], [ %204, %203 ]
  %229 = add nuw nsw i64 %120, 1
  %230 = sext i32 %228 to i64
  %231 = icmp slt i64 %229, %230
  br i1 %231, label %119, label %232, !llvm.loop !13

232:                                              ; preds = %227
  %233 = load i32, ptr getelementptr inbounds (i8, ptr @main.dist, i64 3424), align 4, !tbaa !9
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %233, i32 noundef %228)
  br label %259

235:                                              ; preds = %259
  store i8 83, ptr getelementptr inbounds (i8, ptr @g, i64 41), align 1, !tbaa !6
  store i8 69, ptr getelementptr inbounds (i8, ptr @g, i64 877), align 1, !tbaa !6
  %236 = tail call i32 @puts(ptr nonnull dereferenceable(1) @g)
  %237 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 40))
  %238 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 80))
  %239 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 120))
  %240 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 160))
  %241 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 200))
  %242 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 240))
  %243 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 280))
  %244 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 320))
  %245 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 360))
  %246 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 400))
  %247 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 440))
  %248 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 480))
  %249 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 520))
  %250 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 560))
  %251 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 600))
  %252 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 640))
  %253 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 680))
  %254 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 720))
  %255 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 760))
  %256 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 800))
  %257 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 840))
  %258 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 880))
  br label %271

259:                                              ; preds = %232, %259
  %260 = phi i32 [ 856, %232 ], [ %269, %259 ]
  %261 = freeze i32 %260
  %262 = sdiv i32 %261, 39
  %263 = sext i32 %262 to i64
  %264 = mul i32 %262, 39
  %265 = sub i32 %261, %264
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %263, i64 %266
  store i8 46, ptr %267, align 1, !tbaa !6
  %268 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %263, i64 %266
  %269 = load i32, ptr %268, align 4, !tbaa !9
  %270 = icmp eq i32 %269, 40
  br i1 %270, label %235, label %259, !llvm.loop !14

271:                                              ; preds = %235, %271
  %272 = phi i64 [ 1, %235 ], [ %366, %271 ]
  %273 = phi i32 [ 0, %235 ], [ %365, %271 ]
  %274 = add nsw i64 %272, -1
  %275 = add nuw nsw i64 %272, 1
  %276 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 2
  %277 = load <32 x i8>, ptr %276, align 1, !tbaa !6
  %278 = extractelement <32 x i8> %277, i64 30
  %279 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %273, i64 0
  %280 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %275, i64 1
  %281 = load <32 x i8>, ptr %280, align 1, !tbaa !6
  %282 = shufflevector <32 x i8> %281, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %283 = icmp ne <16 x i8> %282, <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>
  %284 = zext <16 x i1> %283 to <16 x i32>
  %285 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %274, i64 1
  %286 = load <32 x i8>, ptr %285, align 1, !tbaa !6
  %287 = shufflevector <32 x i8> %286, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %288 = icmp ne <16 x i8> %287, <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>
  %289 = zext <16 x i1> %288 to <16 x i32>
  %290 = add nuw nsw <16 x i32> %284, %289
  %291 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 0
  %292 = load i8, ptr %291, align 1, !tbaa !6
  %293 = insertelement <16 x i8> poison, i8 %292, i64 15
  %294 = shufflevector <32 x i8> %277, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %295 = shufflevector <16 x i8> %293, <16 x i8> %294, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %296 = icmp ne <16 x i8> %295, <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>
  %297 = zext <16 x i1> %296 to <16 x i32>
  %298 = add nuw nsw <16 x i32> %290, %297
  %299 = icmp ne <16 x i8> %294, <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>
  %300 = zext <16 x i1> %299 to <16 x i32>
  %301 = add nuw nsw <16 x i32> %298, %300
  %302 = icmp eq <16 x i32> %301, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %303 = zext <16 x i1> %302 to <16 x i32>
  %304 = add <16 x i32> %279, %303
  %305 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %304)
  %306 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %274, i64 33
  %307 = load i8, ptr %306, align 1, !tbaa !6
  %308 = icmp ne i8 %307, 35
  %309 = zext i1 %308 to i32
  %310 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %275, i64 33
  %311 = load i8, ptr %310, align 1, !tbaa !6
  %312 = icmp ne i8 %311, 35
  %313 = zext i1 %312 to i32
  %314 = add nuw nsw i32 %313, %309
  %315 = icmp ne i8 %278, 35
  %316 = zext i1 %315 to i32
  %317 = add nuw nsw i32 %314, %316
  %318 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 34
  %319 = load i8, ptr %318, align 1, !tbaa !6
  %320 = icmp ne i8 %319, 35
  %321 = zext i1 %320 to i32
  %322 = add nuw nsw i32 %317, %321
  %323 = icmp eq i32 %322, 1
  %324 = zext i1 %323 to i32
  %325 = add nsw i32 %305, %324
  %326 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %274, i64 35
  %327 = load i8, ptr %326, align 1, !tbaa !6
  %328 = icmp ne i8 %327, 35
  %329 = zext i1 %328 to i32
  %330 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %275, i64 35
  %331 = load i8, ptr %330, align 1, !tbaa !6
  %332 = icmp ne i8 %331, 35
  %333 = zext i1 %332 to i32
  %334 = add nuw nsw i32 %333, %329
  %335 = icmp ne i8 %319, 35
  %336 = zext i1 %335 to i32
  %337 = add nuw nsw i32 %334, %336
  %338 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 36
  %339 = load i8, ptr %338, align 1, !tbaa !6
  %340 = icmp ne i8 %339, 35
  %341 = zext i1 %340 to i32
  %342 = add nuw nsw i32 %337, %341
  %343 = icmp eq i32 %342, 1
  %344 = zext i1 %343 to i32
  %345 = add nsw i32 %325, %344
  %346 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %274, i64 37
  %347 = load i8, ptr %346, align 1, !tbaa !6
  %348 = icmp ne i8 %347, 35
  %349 = zext i1 %348 to i32
  %350 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %275, i64 37
  %351 = load i8, ptr %350, align 1, !tbaa !6
  %352 = icmp ne i8 %351, 35
  %353 = zext i1 %352 to i32
  %354 = add nuw nsw i32 %353, %349
  %355 = icmp ne i8 %339, 35
  %356 = zext i1 %355 to i32
  %357 = add nuw nsw i32 %354, %356
  %358 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 38
  %359 = load i8, ptr %358, align 1, !tbaa !6
  %360 = icmp ne i8 %359, 35
  %361 = zext i1 %360 to i32
  %362 = add nuw nsw i32 %357, %361
  %363 = icmp eq i32 %362, 1
  %364 = zext i1 %363 to i32
  %365 = add nsw i32 %345, %364
  %366 = add nuw nsw i64 %272, 2
  %367 = icmp ult i64 %272, 21
  br i1 %367, label %271, label %368, !llvm.loop !15

368:                                              ; preds = %271
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %365)
  %370 = load i32, ptr getelementptr inbounds (i8, ptr @main.dist, i64 3424), align 4, !tbaa !9
  %371 = and i32 %370, 255
  call void @llvm.lifetime.end.p0(i64 3588, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 1672, ptr nonnull %1) #6
  ret i32 %371
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
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
!15 = distinct !{!15, !12}
