; ModuleID = 'programs/maze_bfs.c'
source_filename = "programs/maze_bfs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = internal global [23 x [40 x i8]] zeroinitializer, align 16
@main.visited = internal unnamed_addr global [11 x [19 x i32]] zeroinitializer, align 16
@main.ddx = internal unnamed_addr constant [4 x i32] [i32 1, i32 -1, i32 0, i32 0], align 16
@main.ddy = internal unnamed_addr constant [4 x i32] [i32 0, i32 0, i32 1, i32 -1], align 16
@main.dist = internal unnamed_addr global [23 x [39 x i32]] zeroinitializer, align 16
@main.prev = internal unnamed_addr global [23 x [39 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [45 x i8] c"shortest path length %d, reachable cells %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"dead ends %d\0A\00", align 1
@rs = internal unnamed_addr global i32 7, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [209 x [2 x i32]], align 16
  %2 = alloca [4 x i32], align 16
  %3 = alloca [897 x i32], align 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) @g, i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 39), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 40), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 79), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 80), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 119), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 120), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 159), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 160), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 199), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 200), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 239), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 240), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 279), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 280), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 319), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 320), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 359), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 360), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 399), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 400), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 439), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 440), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 479), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 480), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 519), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 520), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 559), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 560), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 599), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 600), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 639), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 640), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 679), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 680), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 719), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 720), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 759), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 760), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 799), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 800), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 839), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 840), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 879), align 1, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 880), i8 35, i64 39, i1 false)
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 919), align 1, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 1672, ptr nonnull %1) #6
  store i32 0, ptr %1, align 16, !tbaa !8
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  store i32 0, ptr %4, align 4, !tbaa !8
  store i32 1, ptr @main.visited, align 16, !tbaa !8
  store i8 32, ptr getelementptr inbounds (i8, ptr @g, i64 41), align 1, !tbaa !5
  %5 = load i32, ptr @rs, align 4, !tbaa !8
  br label %6

6:                                                ; preds = %0, %115
  %7 = phi i32 [ 1, %0 ], [ %117, %115 ]
  %8 = phi i32 [ %5, %0 ], [ %116, %115 ]
  %9 = add nsw i32 %7, -1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [209 x [2 x i32]], ptr %1, i64 0, i64 %10
  %12 = load i32, ptr %11, align 8, !tbaa !8
  %13 = getelementptr inbounds i8, ptr %11, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6
  %15 = add nsw i32 %12, 1
  %16 = icmp ult i32 %15, 19
  %17 = icmp ult i32 %14, 11
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %19, label %26

19:                                               ; preds = %6
  %20 = zext nneg i32 %14 to i64
  %21 = zext nneg i32 %15 to i64
  %22 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %20, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !8
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %19
  store i32 0, ptr %2, align 16, !tbaa !8
  br label %26

26:                                               ; preds = %25, %19, %6
  %27 = phi i32 [ 0, %19 ], [ 1, %25 ], [ 0, %6 ]
  %28 = add nsw i32 %12, -1
  %29 = icmp ult i32 %28, 19
  %30 = select i1 %29, i1 %17, i1 false
  br i1 %30, label %31, label %41

31:                                               ; preds = %26
  %32 = zext nneg i32 %14 to i64
  %33 = zext nneg i32 %28 to i64
  %34 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %32, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !8
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %41

37:                                               ; preds = %31
  %38 = add nuw nsw i32 %27, 1
  %39 = zext nneg i32 %27 to i64
  %40 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %39
  store i32 1, ptr %40, align 4, !tbaa !8
  br label %41

41:                                               ; preds = %37, %31, %26
  %42 = phi i32 [ %27, %31 ], [ %38, %37 ], [ %27, %26 ]
  %43 = add nsw i32 %14, 1
  %44 = icmp ult i32 %12, 19
  %45 = icmp ult i32 %43, 11
  %46 = select i1 %44, i1 %45, i1 false
  br i1 %46, label %47, label %57

47:                                               ; preds = %41
  %48 = zext nneg i32 %43 to i64
  %49 = zext nneg i32 %12 to i64
  %50 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %48, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !8
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %57

53:                                               ; preds = %47
  %54 = add nuw nsw i32 %42, 1
  %55 = zext nneg i32 %42 to i64
  %56 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %55
  store i32 2, ptr %56, align 4, !tbaa !8
  br label %57

57:                                               ; preds = %53, %47, %41
  %58 = phi i32 [ %42, %47 ], [ %54, %53 ], [ %42, %41 ]
  %59 = add nsw i32 %14, -1
  %60 = icmp ult i32 %59, 11
  %61 = select i1 %44, i1 %60, i1 false
  br i1 %61, label %62, label %72

62:                                               ; preds = %57
  %63 = zext nneg i32 %59 to i64
  %64 = zext nneg i32 %12 to i64
  %65 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %63, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !8
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %72

68:                                               ; preds = %62
  %69 = add nuw nsw i32 %58, 1
  %70 = zext nneg i32 %58 to i64
  %71 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %70
  store i32 3, ptr %71, align 4, !tbaa !8
  br label %74

72:                                               ; preds = %62, %57
  %73 = icmp eq i32 %58, 0
  br i1 %73, label %115, label %74, !llvm.loop !10

74:                                               ; preds = %68, %72
  %75 = phi i32 [ %69, %68 ], [ %58, %72 ]
  %76 = mul i32 %8, 1103515245
  %77 = add i32 %76, 12345
  store i32 %77, ptr @rs, align 4, !tbaa !8
  %78 = lshr i32 %77, 16
  %79 = trunc nuw i32 %78 to i16
  %80 = trunc i32 %75 to i16
  %81 = urem i16 %79, %80
  %82 = zext i16 %81 to i64
  %83 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !8
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [4 x i32], ptr @main.ddx, i64 0, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !8
  %88 = add nsw i32 %87, %12
  %89 = getelementptr inbounds [4 x i32], ptr @main.ddy, i64 0, i64 %85
  %90 = load i32, ptr %89, align 4, !tbaa !8
  %91 = add nsw i32 %90, %14
  %92 = sext i32 %91 to i64
  %93 = sext i32 %88 to i64
  %94 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %92, i64 %93
  store i32 1, ptr %94, align 4, !tbaa !8
  %95 = shl nsw i32 %14, 1
  %96 = or disjoint i32 %95, 1
  %97 = add nsw i32 %96, %90
  %98 = sext i32 %97 to i64
  %99 = shl nsw i32 %12, 1
  %100 = or disjoint i32 %99, 1
  %101 = add nsw i32 %100, %87
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %98, i64 %102
  store i8 32, ptr %103, align 1, !tbaa !5
  %104 = shl nsw i32 %91, 1
  %105 = or disjoint i32 %104, 1
  %106 = sext i32 %105 to i64
  %107 = shl nsw i32 %88, 1
  %108 = or disjoint i32 %107, 1
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %106, i64 %109
  store i8 32, ptr %110, align 1, !tbaa !5
  %111 = sext i32 %7 to i64
  %112 = getelementptr inbounds [209 x [2 x i32]], ptr %1, i64 0, i64 %111
  store i32 %88, ptr %112, align 8, !tbaa !8
  %113 = getelementptr inbounds i8, ptr %112, i64 4
  store i32 %91, ptr %113, align 4, !tbaa !8
  %114 = add nsw i32 %7, 1
  br label %115

115:                                              ; preds = %72, %74
  %116 = phi i32 [ %77, %74 ], [ %8, %72 ]
  %117 = phi i32 [ %114, %74 ], [ %9, %72 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6
  %118 = icmp eq i32 %117, 0
  br i1 %118, label %119, label %6

119:                                              ; preds = %115
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3588) @main.dist, i8 -1, i64 3588, i1 false)
  call void @llvm.lifetime.start.p0(i64 3588, ptr nonnull %3) #6
  store i32 40, ptr %3, align 16, !tbaa !8
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.dist, i64 160), align 16, !tbaa !8
  br label %120

120:                                              ; preds = %119, %226
  %121 = phi i64 [ 0, %119 ], [ %228, %226 ]
  %122 = phi i32 [ 1, %119 ], [ %227, %226 ]
  %123 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %121
  %124 = load i32, ptr %123, align 4, !tbaa !8
  %125 = sdiv i32 %124, 39
  %126 = srem i32 %124, 39
  %127 = sext i32 %125 to i64
  %128 = sext i32 %126 to i64
  %129 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %127, i64 %128
  %130 = add nsw i32 %126, 1
  %131 = icmp ult i32 %125, 23
  %132 = icmp ult i32 %130, 39
  %133 = select i1 %131, i1 %132, i1 false
  br i1 %133, label %134, label %153

134:                                              ; preds = %120
  %135 = zext nneg i32 %125 to i64
  %136 = zext nneg i32 %130 to i64
  %137 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %135, i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !5
  %139 = icmp eq i8 %138, 32
  br i1 %139, label %140, label %153

140:                                              ; preds = %134
  %141 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %135, i64 %136
  %142 = load i32, ptr %141, align 4, !tbaa !8
  %143 = icmp slt i32 %142, 0
  br i1 %143, label %144, label %153

144:                                              ; preds = %140
  %145 = load i32, ptr %129, align 4, !tbaa !8
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %141, align 4, !tbaa !8
  %147 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %135, i64 %136
  store i32 %124, ptr %147, align 4, !tbaa !8
  %148 = mul nuw nsw i32 %125, 39
  %149 = add nuw nsw i32 %148, %130
  %150 = add nsw i32 %122, 1
  %151 = sext i32 %122 to i64
  %152 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %151
  store i32 %149, ptr %152, align 4, !tbaa !8
  br label %153

153:                                              ; preds = %144, %140, %134, %120
  %154 = phi i32 [ %150, %144 ], [ %122, %140 ], [ %122, %134 ], [ %122, %120 ]
  %155 = add nsw i32 %126, -1
  %156 = icmp ult i32 %155, 39
  %157 = select i1 %131, i1 %156, i1 false
  br i1 %157, label %158, label %177

158:                                              ; preds = %153
  %159 = zext nneg i32 %125 to i64
  %160 = zext nneg i32 %155 to i64
  %161 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %159, i64 %160
  %162 = load i8, ptr %161, align 1, !tbaa !5
  %163 = icmp eq i8 %162, 32
  br i1 %163, label %164, label %177

164:                                              ; preds = %158
  %165 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %159, i64 %160
  %166 = load i32, ptr %165, align 4, !tbaa !8
  %167 = icmp slt i32 %166, 0
  br i1 %167, label %168, label %177

168:                                              ; preds = %164
  %169 = load i32, ptr %129, align 4, !tbaa !8
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %165, align 4, !tbaa !8
  %171 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %159, i64 %160
  store i32 %124, ptr %171, align 4, !tbaa !8
  %172 = mul nuw nsw i32 %125, 39
  %173 = add nuw nsw i32 %172, %155
  %174 = add nsw i32 %154, 1
  %175 = sext i32 %154 to i64
  %176 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %175
  store i32 %173, ptr %176, align 4, !tbaa !8
  br label %177

177:                                              ; preds = %168, %164, %158, %153
  %178 = phi i32 [ %174, %168 ], [ %154, %164 ], [ %154, %158 ], [ %154, %153 ]
  %179 = add nsw i32 %125, 1
  %180 = icmp ult i32 %179, 23
  %181 = icmp ult i32 %126, 39
  %182 = and i1 %180, %181
  br i1 %182, label %183, label %202

183:                                              ; preds = %177
  %184 = zext nneg i32 %179 to i64
  %185 = zext nneg i32 %126 to i64
  %186 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %184, i64 %185
  %187 = load i8, ptr %186, align 1, !tbaa !5
  %188 = icmp eq i8 %187, 32
  br i1 %188, label %189, label %202

189:                                              ; preds = %183
  %190 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %184, i64 %185
  %191 = load i32, ptr %190, align 4, !tbaa !8
  %192 = icmp slt i32 %191, 0
  br i1 %192, label %193, label %202

193:                                              ; preds = %189
  %194 = load i32, ptr %129, align 4, !tbaa !8
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %190, align 4, !tbaa !8
  %196 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %184, i64 %185
  store i32 %124, ptr %196, align 4, !tbaa !8
  %197 = mul nuw nsw i32 %179, 39
  %198 = add nuw nsw i32 %197, %126
  %199 = add nsw i32 %178, 1
  %200 = sext i32 %178 to i64
  %201 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %200
  store i32 %198, ptr %201, align 4, !tbaa !8
  br label %202

202:                                              ; preds = %193, %189, %183, %177
  %203 = phi i32 [ %199, %193 ], [ %178, %189 ], [ %178, %183 ], [ %178, %177 ]
  %204 = add nsw i32 %125, -1
  %205 = icmp ult i32 %204, 23
  %206 = and i1 %205, %181
  br i1 %206, label %207, label %226

207:                                              ; preds = %202
  %208 = zext nneg i32 %204 to i64
  %209 = zext nneg i32 %126 to i64
  %210 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %208, i64 %209
  %211 = load i8, ptr %210, align 1, !tbaa !5
  %212 = icmp eq i8 %211, 32
  br i1 %212, label %213, label %226

213:                                              ; preds = %207
  %214 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %208, i64 %209
  %215 = load i32, ptr %214, align 4, !tbaa !8
  %216 = icmp slt i32 %215, 0
  br i1 %216, label %217, label %226

217:                                              ; preds = %213
  %218 = load i32, ptr %129, align 4, !tbaa !8
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %214, align 4, !tbaa !8
  %220 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %208, i64 %209
  store i32 %124, ptr %220, align 4, !tbaa !8
  %221 = mul nuw nsw i32 %204, 39
  %222 = add nuw nsw i32 %221, %126
  %223 = add nsw i32 %203, 1
  %224 = sext i32 %203 to i64
  %225 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %224
  store i32 %222, ptr %225, align 4, !tbaa !8
  br label %226

226:                                              ; preds = %217, %213, %207, %202
  %227 = phi i32 [ %223, %217 ], [ %203, %213 ], [ %203, %207 ], [ %203, %202 ]
  %228 = add nuw nsw i64 %121, 1
  %229 = sext i32 %227 to i64
  %230 = icmp slt i64 %228, %229
  br i1 %230, label %120, label %231, !llvm.loop !12

231:                                              ; preds = %226
  %232 = load i32, ptr getelementptr inbounds (i8, ptr @main.dist, i64 3424), align 16, !tbaa !8
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %232, i32 noundef %227)
  br label %258

234:                                              ; preds = %258
  store i8 83, ptr getelementptr inbounds (i8, ptr @g, i64 41), align 1, !tbaa !5
  store i8 69, ptr getelementptr inbounds (i8, ptr @g, i64 877), align 1, !tbaa !5
  %235 = tail call i32 @puts(ptr nonnull dereferenceable(1) @g)
  %236 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 40))
  %237 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 80))
  %238 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 120))
  %239 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 160))
  %240 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 200))
  %241 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 240))
  %242 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 280))
  %243 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 320))
  %244 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 360))
  %245 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 400))
  %246 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 440))
  %247 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 480))
  %248 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 520))
  %249 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 560))
  %250 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 600))
  %251 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 640))
  %252 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 680))
  %253 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 720))
  %254 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 760))
  %255 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 800))
  %256 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 840))
  %257 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 880))
  br label %268

258:                                              ; preds = %231, %258
  %259 = phi i32 [ 856, %231 ], [ %266, %258 ]
  %260 = sdiv i32 %259, 39
  %261 = sext i32 %260 to i64
  %262 = srem i32 %259, 39
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %261, i64 %263
  store i8 46, ptr %264, align 1, !tbaa !5
  %265 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %261, i64 %263
  %266 = load i32, ptr %265, align 4, !tbaa !8
  %267 = icmp eq i32 %266, 40
  br i1 %267, label %234, label %258, !llvm.loop !13

268:                                              ; preds = %234, %383
  %269 = phi i64 [ 1, %234 ], [ %447, %383 ]
  %270 = phi i32 [ 0, %234 ], [ %446, %383 ]
  %271 = add nsw i64 %269, -1
  %272 = add nuw nsw i64 %269, 1
  %273 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %269, i64 0
  %274 = load i8, ptr %273, align 8, !tbaa !5
  %275 = insertelement <4 x i8> poison, i8 %274, i64 3
  %276 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %270, i64 0
  br label %277

277:                                              ; preds = %277, %268
  %278 = phi i64 [ 0, %268 ], [ %377, %277 ]
  %279 = phi <4 x i8> [ %275, %268 ], [ %356, %277 ]
  %280 = phi <4 x i32> [ %276, %268 ], [ %375, %277 ]
  %281 = phi <4 x i32> [ zeroinitializer, %268 ], [ %376, %277 ]
  %282 = shl i64 %278, 1
  %283 = or disjoint i64 %282, 1
  %284 = or disjoint i64 %282, 3
  %285 = or disjoint i64 %282, 5
  %286 = or disjoint i64 %282, 7
  %287 = or disjoint i64 %282, 9
  %288 = or disjoint i64 %282, 11
  %289 = or disjoint i64 %282, 13
  %290 = or disjoint i64 %282, 15
  %291 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %283
  %292 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %284
  %293 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %285
  %294 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %286
  %295 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %287
  %296 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %288
  %297 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %289
  %298 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %290
  %299 = load i8, ptr %291, align 1, !tbaa !5
  %300 = load i8, ptr %292, align 1, !tbaa !5
  %301 = load i8, ptr %293, align 1, !tbaa !5
  %302 = load i8, ptr %294, align 1, !tbaa !5
  %303 = insertelement <4 x i8> poison, i8 %299, i64 0
  %304 = insertelement <4 x i8> %303, i8 %300, i64 1
  %305 = insertelement <4 x i8> %304, i8 %301, i64 2
  %306 = insertelement <4 x i8> %305, i8 %302, i64 3
  %307 = load i8, ptr %295, align 1, !tbaa !5
  %308 = load i8, ptr %296, align 1, !tbaa !5
  %309 = load i8, ptr %297, align 1, !tbaa !5
  %310 = load i8, ptr %298, align 1, !tbaa !5
  %311 = insertelement <4 x i8> poison, i8 %307, i64 0
  %312 = insertelement <4 x i8> %311, i8 %308, i64 1
  %313 = insertelement <4 x i8> %312, i8 %309, i64 2
  %314 = insertelement <4 x i8> %313, i8 %310, i64 3
  %315 = icmp ne <4 x i8> %306, <i8 35, i8 35, i8 35, i8 35>
  %316 = icmp ne <4 x i8> %314, <i8 35, i8 35, i8 35, i8 35>
  %317 = zext <4 x i1> %315 to <4 x i32>
  %318 = zext <4 x i1> %316 to <4 x i32>
  %319 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %283
  %320 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %284
  %321 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %285
  %322 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %286
  %323 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %287
  %324 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %288
  %325 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %289
  %326 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %290
  %327 = load i8, ptr %319, align 1, !tbaa !5
  %328 = load i8, ptr %320, align 1, !tbaa !5
  %329 = load i8, ptr %321, align 1, !tbaa !5
  %330 = load i8, ptr %322, align 1, !tbaa !5
  %331 = insertelement <4 x i8> poison, i8 %327, i64 0
  %332 = insertelement <4 x i8> %331, i8 %328, i64 1
  %333 = insertelement <4 x i8> %332, i8 %329, i64 2
  %334 = insertelement <4 x i8> %333, i8 %330, i64 3
  %335 = load i8, ptr %323, align 1, !tbaa !5
  %336 = load i8, ptr %324, align 1, !tbaa !5
  %337 = load i8, ptr %325, align 1, !tbaa !5
  %338 = load i8, ptr %326, align 1, !tbaa !5
  %339 = insertelement <4 x i8> poison, i8 %335, i64 0
  %340 = insertelement <4 x i8> %339, i8 %336, i64 1
  %341 = insertelement <4 x i8> %340, i8 %337, i64 2
  %342 = insertelement <4 x i8> %341, i8 %338, i64 3
  %343 = icmp ne <4 x i8> %334, <i8 35, i8 35, i8 35, i8 35>
  %344 = icmp ne <4 x i8> %342, <i8 35, i8 35, i8 35, i8 35>
  %345 = zext <4 x i1> %343 to <4 x i32>
  %346 = zext <4 x i1> %344 to <4 x i32>
  %347 = add nuw nsw <4 x i32> %345, %317
  %348 = add nuw nsw <4 x i32> %346, %318
  %349 = or disjoint i64 %282, 2
  %350 = or disjoint i64 %282, 10
  %351 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %269, i64 %349
  %352 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %269, i64 %350
  %353 = load <8 x i8>, ptr %351, align 2, !tbaa !5
  %354 = load <8 x i8>, ptr %352, align 2, !tbaa !5
  %355 = shufflevector <8 x i8> %353, <8 x i8> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %356 = shufflevector <8 x i8> %354, <8 x i8> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %357 = shufflevector <4 x i8> %279, <4 x i8> %355, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %358 = shufflevector <4 x i8> %355, <4 x i8> %356, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %359 = icmp ne <4 x i8> %357, <i8 35, i8 35, i8 35, i8 35>
  %360 = icmp ne <4 x i8> %358, <i8 35, i8 35, i8 35, i8 35>
  %361 = zext <4 x i1> %359 to <4 x i32>
  %362 = zext <4 x i1> %360 to <4 x i32>
  %363 = add nuw nsw <4 x i32> %347, %361
  %364 = add nuw nsw <4 x i32> %348, %362
  %365 = icmp ne <4 x i8> %355, <i8 35, i8 35, i8 35, i8 35>
  %366 = icmp ne <4 x i8> %356, <i8 35, i8 35, i8 35, i8 35>
  %367 = zext <4 x i1> %365 to <4 x i32>
  %368 = zext <4 x i1> %366 to <4 x i32>
  %369 = add nuw nsw <4 x i32> %363, %367
  %370 = add nuw nsw <4 x i32> %364, %368
  %371 = icmp eq <4 x i32> %369, <i32 1, i32 1, i32 1, i32 1>
  %372 = icmp eq <4 x i32> %370, <i32 1, i32 1, i32 1, i32 1>
  %373 = zext <4 x i1> %371 to <4 x i32>
  %374 = zext <4 x i1> %372 to <4 x i32>
  %375 = add <4 x i32> %280, %373
  %376 = add <4 x i32> %281, %374
  %377 = add nuw i64 %278, 8
  %378 = icmp eq i64 %377, 16
  br i1 %378, label %383, label %277, !llvm.loop !14

379:                                              ; preds = %383
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %446)
  %381 = load i32, ptr getelementptr inbounds (i8, ptr @main.dist, i64 3424), align 16, !tbaa !8
  %382 = and i32 %381, 255
  call void @llvm.lifetime.end.p0(i64 3588, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 1672, ptr nonnull %1) #6
  ret i32 %382

383:                                              ; preds = %277
  %384 = extractelement <8 x i8> %354, i64 6
  %385 = add <4 x i32> %376, %375
  %386 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %385)
  %387 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 33
  %388 = load i8, ptr %387, align 1, !tbaa !5
  %389 = icmp ne i8 %388, 35
  %390 = zext i1 %389 to i32
  %391 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 33
  %392 = load i8, ptr %391, align 1, !tbaa !5
  %393 = icmp ne i8 %392, 35
  %394 = zext i1 %393 to i32
  %395 = add nuw nsw i32 %394, %390
  %396 = icmp ne i8 %384, 35
  %397 = zext i1 %396 to i32
  %398 = add nuw nsw i32 %395, %397
  %399 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %269, i64 34
  %400 = load i8, ptr %399, align 2, !tbaa !5
  %401 = icmp ne i8 %400, 35
  %402 = zext i1 %401 to i32
  %403 = add nuw nsw i32 %398, %402
  %404 = icmp eq i32 %403, 1
  %405 = zext i1 %404 to i32
  %406 = add nsw i32 %386, %405
  %407 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 35
  %408 = load i8, ptr %407, align 1, !tbaa !5
  %409 = icmp ne i8 %408, 35
  %410 = zext i1 %409 to i32
  %411 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 35
  %412 = load i8, ptr %411, align 1, !tbaa !5
  %413 = icmp ne i8 %412, 35
  %414 = zext i1 %413 to i32
  %415 = add nuw nsw i32 %414, %410
  %416 = icmp ne i8 %400, 35
  %417 = zext i1 %416 to i32
  %418 = add nuw nsw i32 %415, %417
  %419 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %269, i64 36
  %420 = load i8, ptr %419, align 4, !tbaa !5
  %421 = icmp ne i8 %420, 35
  %422 = zext i1 %421 to i32
  %423 = add nuw nsw i32 %418, %422
  %424 = icmp eq i32 %423, 1
  %425 = zext i1 %424 to i32
  %426 = add nsw i32 %406, %425
  %427 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 37
  %428 = load i8, ptr %427, align 1, !tbaa !5
  %429 = icmp ne i8 %428, 35
  %430 = zext i1 %429 to i32
  %431 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 37
  %432 = load i8, ptr %431, align 1, !tbaa !5
  %433 = icmp ne i8 %432, 35
  %434 = zext i1 %433 to i32
  %435 = add nuw nsw i32 %434, %430
  %436 = icmp ne i8 %420, 35
  %437 = zext i1 %436 to i32
  %438 = add nuw nsw i32 %435, %437
  %439 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %269, i64 38
  %440 = load i8, ptr %439, align 2, !tbaa !5
  %441 = icmp ne i8 %440, 35
  %442 = zext i1 %441 to i32
  %443 = add nuw nsw i32 %438, %442
  %444 = icmp eq i32 %443, 1
  %445 = zext i1 %444 to i32
  %446 = add nsw i32 %426, %445
  %447 = add nuw nsw i64 %269, 2
  %448 = icmp ult i64 %269, 21
  br i1 %448, label %268, label %379, !llvm.loop !17
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
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !11}
