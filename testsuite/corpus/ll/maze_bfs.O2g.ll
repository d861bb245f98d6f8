; ModuleID = 'programs/maze_bfs.c'
source_filename = "programs/maze_bfs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = internal global [23 x [40 x i8]] zeroinitializer, align 16, !dbg !0
@main.visited = internal unnamed_addr global [11 x [19 x i32]] zeroinitializer, align 16, !dbg !7
@main.ddx = internal unnamed_addr constant [4 x i32] [i32 1, i32 -1, i32 0, i32 0], align 16, !dbg !76
@main.ddy = internal unnamed_addr constant [4 x i32] [i32 0, i32 0, i32 1, i32 -1], align 16, !dbg !80
@main.dist = internal unnamed_addr global [23 x [39 x i32]] zeroinitializer, align 16, !dbg !82
@main.prev = internal unnamed_addr global [23 x [39 x i32]] zeroinitializer, align 16, !dbg !88
@.str = private unnamed_addr constant [45 x i8] c"shortest path length %d, reachable cells %d\0A\00", align 1, !dbg !94
@.str.4 = private unnamed_addr constant [14 x i8] c"dead ends %d\0A\00", align 1, !dbg !103
@rs = internal unnamed_addr global i32 7, align 4, !dbg !108

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !9 {
  %1 = alloca [209 x [2 x i32]], align 16, !DIAssignID !125
    #dbg_assign(i1 undef, !16, !DIExpression(), !125, ptr %1, !DIExpression(), !126)
  %2 = alloca [4 x i32], align 16, !DIAssignID !127
    #dbg_assign(i1 undef, !25, !DIExpression(), !127, ptr %2, !DIExpression(), !128)
  %3 = alloca [897 x i32], align 16, !DIAssignID !129
    #dbg_assign(i1 undef, !41, !DIExpression(), !129, ptr %3, !DIExpression(), !126)
    #dbg_value(i64 0, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) @g, i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 39), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 1, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 40), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 79), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 2, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 80), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 119), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 3, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 120), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 159), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 4, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 160), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 199), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 5, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 200), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 239), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 6, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 240), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 279), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 7, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 280), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 319), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 8, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 320), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 359), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 9, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 360), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 399), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 10, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 400), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 439), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 11, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 440), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 479), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 12, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 480), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 519), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 13, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 520), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 559), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 14, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 560), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 599), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 15, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 600), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 639), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 16, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 640), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 679), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 17, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 680), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 719), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 18, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 720), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 759), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 19, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 760), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 799), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 20, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 800), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 839), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 21, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 840), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 879), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 22, !14, !DIExpression(), !130)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) getelementptr inbounds (i8, ptr @g, i64 880), i8 35, i64 39, i1 false), !dbg !131
  store i8 0, ptr getelementptr inbounds (i8, ptr @g, i64 919), align 1, !dbg !134, !tbaa !135
    #dbg_value(i64 23, !14, !DIExpression(), !130)
  call void @llvm.lifetime.start.p0(i64 1672, ptr nonnull %1) #6, !dbg !138
    #dbg_value(i32 0, !21, !DIExpression(), !126)
  store i32 0, ptr %1, align 16, !dbg !139, !tbaa !140
  %4 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !142
  store i32 0, ptr %4, align 4, !dbg !143, !tbaa !140
    #dbg_value(i32 1, !21, !DIExpression(), !126)
  store i32 1, ptr @main.visited, align 16, !dbg !144, !tbaa !140
  store i8 32, ptr getelementptr inbounds (i8, ptr @g, i64 41), align 1, !dbg !145, !tbaa !135
  %5 = load i32, ptr @rs, align 4, !tbaa !140
  br label %6, !dbg !146

6:                                                ; preds = %0, %115
  %7 = phi i32 [ 1, %0 ], [ %117, %115 ]
  %8 = phi i32 [ %5, %0 ], [ %116, %115 ]
    #dbg_value(i32 %7, !21, !DIExpression(), !126)
  %9 = add nsw i32 %7, -1, !dbg !147
  %10 = sext i32 %9 to i64, !dbg !148
  %11 = getelementptr inbounds [209 x [2 x i32]], ptr %1, i64 0, i64 %10, !dbg !148
  %12 = load i32, ptr %11, align 8, !dbg !148, !tbaa !140
    #dbg_value(i32 %12, !22, !DIExpression(), !128)
  %13 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !149
  %14 = load i32, ptr %13, align 4, !dbg !149, !tbaa !140
    #dbg_value(i32 %14, !24, !DIExpression(), !128)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6, !dbg !150
    #dbg_value(i32 0, !29, !DIExpression(), !128)
    #dbg_value(i64 0, !30, !DIExpression(), !151)
  %15 = add nsw i32 %12, 1, !dbg !152
    #dbg_value(i32 %15, !32, !DIExpression(), !153)
    #dbg_value(i32 %14, !35, !DIExpression(), !153)
  %16 = icmp ult i32 %15, 19, !dbg !154
  %17 = icmp ult i32 %14, 11, !dbg !154
  %18 = select i1 %16, i1 %17, i1 false, !dbg !154
  br i1 %18, label %19, label %26, !dbg !154

19:                                               ; preds = %6
  %20 = zext nneg i32 %14 to i64, !dbg !156
  %21 = zext nneg i32 %15 to i64, !dbg !156
  %22 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %20, i64 %21, !dbg !156
  %23 = load i32, ptr %22, align 4, !dbg !156, !tbaa !140
  %24 = icmp eq i32 %23, 0, !dbg !156
  br i1 %24, label %25, label %26, !dbg !157

25:                                               ; preds = %19
    #dbg_value(i32 1, !29, !DIExpression(), !128)
  store i32 0, ptr %2, align 16, !dbg !158, !tbaa !140
  br label %26, !dbg !159

26:                                               ; preds = %25, %19, %6
  %27 = phi i32 [ 0, %19 ], [ 1, %25 ], [ 0, %6 ], !dbg !128
    #dbg_value(i32 %27, !29, !DIExpression(), !128)
    #dbg_value(i64 1, !30, !DIExpression(), !151)
  %28 = add nsw i32 %12, -1, !dbg !152
    #dbg_value(i32 %28, !32, !DIExpression(), !153)
    #dbg_value(i32 %14, !35, !DIExpression(), !153)
  %29 = icmp ult i32 %28, 19, !dbg !154
  %30 = select i1 %29, i1 %17, i1 false, !dbg !154
  br i1 %30, label %31, label %41, !dbg !154

31:                                               ; preds = %26
  %32 = zext nneg i32 %14 to i64, !dbg !156
  %33 = zext nneg i32 %28 to i64, !dbg !156
  %34 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %32, i64 %33, !dbg !156
  %35 = load i32, ptr %34, align 4, !dbg !156, !tbaa !140
  %36 = icmp eq i32 %35, 0, !dbg !156
  br i1 %36, label %37, label %41, !dbg !157

37:                                               ; preds = %31
  %38 = add nuw nsw i32 %27, 1, !dbg !160
    #dbg_value(i32 %38, !29, !DIExpression(), !128)
  %39 = zext nneg i32 %27 to i64, !dbg !159
  %40 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %39, !dbg !159
  store i32 1, ptr %40, align 4, !dbg !158, !tbaa !140
  br label %41, !dbg !159

41:                                               ; preds = %37, %31, %26
  %42 = phi i32 [ %27, %31 ], [ %38, %37 ], [ %27, %26 ], !dbg !128
    #dbg_value(i32 %42, !29, !DIExpression(), !128)
    #dbg_value(i64 2, !30, !DIExpression(), !151)
    #dbg_value(i32 %12, !32, !DIExpression(), !153)
  %43 = add nsw i32 %14, 1, !dbg !161
    #dbg_value(i32 %43, !35, !DIExpression(), !153)
  %44 = icmp ult i32 %12, 19, !dbg !154
  %45 = icmp ult i32 %43, 11, !dbg !154
  %46 = select i1 %44, i1 %45, i1 false, !dbg !154
  br i1 %46, label %47, label %57, !dbg !154

47:                                               ; preds = %41
  %48 = zext nneg i32 %43 to i64, !dbg !156
  %49 = zext nneg i32 %12 to i64, !dbg !156
  %50 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %48, i64 %49, !dbg !156
  %51 = load i32, ptr %50, align 4, !dbg !156, !tbaa !140
  %52 = icmp eq i32 %51, 0, !dbg !156
  br i1 %52, label %53, label %57, !dbg !157

53:                                               ; preds = %47
  %54 = add nuw nsw i32 %42, 1, !dbg !160
    #dbg_value(i32 %54, !29, !DIExpression(), !128)
  %55 = zext nneg i32 %42 to i64, !dbg !159
  %56 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %55, !dbg !159
  store i32 2, ptr %56, align 4, !dbg !158, !tbaa !140
  br label %57, !dbg !159

57:                                               ; preds = %53, %47, %41
  %58 = phi i32 [ %42, %47 ], [ %54, %53 ], [ %42, %41 ], !dbg !128
    #dbg_value(i32 %58, !29, !DIExpression(), !128)
    #dbg_value(i64 3, !30, !DIExpression(), !151)
    #dbg_value(i32 %12, !32, !DIExpression(), !153)
  %59 = add nsw i32 %14, -1, !dbg !161
    #dbg_value(i32 %59, !35, !DIExpression(), !153)
  %60 = icmp ult i32 %59, 11, !dbg !154
  %61 = select i1 %44, i1 %60, i1 false, !dbg !154
  br i1 %61, label %62, label %72, !dbg !154

62:                                               ; preds = %57
  %63 = zext nneg i32 %59 to i64, !dbg !156
  %64 = zext nneg i32 %12 to i64, !dbg !156
  %65 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %63, i64 %64, !dbg !156
  %66 = load i32, ptr %65, align 4, !dbg !156, !tbaa !140
  %67 = icmp eq i32 %66, 0, !dbg !156
  br i1 %67, label %68, label %72, !dbg !157

68:                                               ; preds = %62
  %69 = add nuw nsw i32 %58, 1, !dbg !160
    #dbg_value(i32 %69, !29, !DIExpression(), !128)
  %70 = zext nneg i32 %58 to i64, !dbg !159
  %71 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %70, !dbg !159
  store i32 3, ptr %71, align 4, !dbg !158, !tbaa !140
    #dbg_value(i64 4, !30, !DIExpression(), !151)
  br label %74, !dbg !162

72:                                               ; preds = %62, %57
    #dbg_value(i32 %58, !29, !DIExpression(), !128)
    #dbg_value(i64 4, !30, !DIExpression(), !151)
  %73 = icmp eq i32 %58, 0, !dbg !163
  br i1 %73, label %115, label %74, !dbg !162, !llvm.loop !165

74:                                               ; preds = %68, %72
  %75 = phi i32 [ %69, %68 ], [ %58, %72 ]
  %76 = mul i32 %8, 1103515245, !dbg !168
  %77 = add i32 %76, 12345, !dbg !173
  store i32 %77, ptr @rs, align 4, !dbg !174, !tbaa !140
  %78 = lshr i32 %77, 16, !dbg !175
  %79 = trunc nuw i32 %78 to i16, !dbg !176
  %80 = trunc i32 %75 to i16, !dbg !176
  %81 = urem i16 %79, %80, !dbg !176
  %82 = zext i16 %81 to i64, !dbg !177
  %83 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %82, !dbg !177
  %84 = load i32, ptr %83, align 4, !dbg !177, !tbaa !140
    #dbg_value(i32 %84, !36, !DIExpression(), !128)
  %85 = sext i32 %84 to i64, !dbg !178
  %86 = getelementptr inbounds [4 x i32], ptr @main.ddx, i64 0, i64 %85, !dbg !178
  %87 = load i32, ptr %86, align 4, !dbg !178, !tbaa !140
  %88 = add nsw i32 %87, %12, !dbg !179
    #dbg_value(i32 %88, !37, !DIExpression(), !128)
  %89 = getelementptr inbounds [4 x i32], ptr @main.ddy, i64 0, i64 %85, !dbg !180
  %90 = load i32, ptr %89, align 4, !dbg !180, !tbaa !140
  %91 = add nsw i32 %90, %14, !dbg !181
    #dbg_value(i32 %91, !38, !DIExpression(), !128)
  %92 = sext i32 %91 to i64, !dbg !182
  %93 = sext i32 %88 to i64, !dbg !182
  %94 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %92, i64 %93, !dbg !182
  store i32 1, ptr %94, align 4, !dbg !183, !tbaa !140
  %95 = shl nsw i32 %14, 1, !dbg !184
  %96 = or disjoint i32 %95, 1, !dbg !185
  %97 = add nsw i32 %96, %90, !dbg !186
  %98 = sext i32 %97 to i64, !dbg !187
  %99 = shl nsw i32 %12, 1, !dbg !188
  %100 = or disjoint i32 %99, 1, !dbg !189
  %101 = add nsw i32 %100, %87, !dbg !190
  %102 = sext i32 %101 to i64, !dbg !187
  %103 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %98, i64 %102, !dbg !187
  store i8 32, ptr %103, align 1, !dbg !191, !tbaa !135
  %104 = shl nsw i32 %91, 1, !dbg !192
  %105 = or disjoint i32 %104, 1, !dbg !193
  %106 = sext i32 %105 to i64, !dbg !194
  %107 = shl nsw i32 %88, 1, !dbg !195
  %108 = or disjoint i32 %107, 1, !dbg !196
  %109 = sext i32 %108 to i64, !dbg !194
  %110 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %106, i64 %109, !dbg !194
  store i8 32, ptr %110, align 1, !dbg !197, !tbaa !135
  %111 = sext i32 %7 to i64, !dbg !198
  %112 = getelementptr inbounds [209 x [2 x i32]], ptr %1, i64 0, i64 %111, !dbg !198
  store i32 %88, ptr %112, align 8, !dbg !199, !tbaa !140
  %113 = getelementptr inbounds i8, ptr %112, i64 4, !dbg !200
  store i32 %91, ptr %113, align 4, !dbg !201, !tbaa !140
  %114 = add nsw i32 %7, 1, !dbg !202
    #dbg_value(i32 %114, !21, !DIExpression(), !126)
  br label %115, !dbg !166

115:                                              ; preds = %72, %74
  %116 = phi i32 [ %77, %74 ], [ %8, %72 ]
  %117 = phi i32 [ %114, %74 ], [ %9, %72 ], !dbg !128
    #dbg_value(i32 %117, !21, !DIExpression(), !126)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !166
  %118 = icmp eq i32 %117, 0, !dbg !146
  br i1 %118, label %119, label %6, !dbg !146

119:                                              ; preds = %115
    #dbg_value(i32 23, !39, !DIExpression(), !126)
    #dbg_value(i32 39, !40, !DIExpression(), !126)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3588) @main.dist, i8 -1, i64 3588, i1 false), !dbg !203
  call void @llvm.lifetime.start.p0(i64 3588, ptr nonnull %3) #6, !dbg !204
    #dbg_value(i32 0, !45, !DIExpression(), !126)
    #dbg_value(i32 1, !46, !DIExpression(), !126)
  store i32 40, ptr %3, align 16, !dbg !205, !tbaa !140
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.dist, i64 160), align 16, !dbg !206, !tbaa !140
  br label %120, !dbg !207

120:                                              ; preds = %119, %226
  %121 = phi i64 [ 0, %119 ], [ %228, %226 ]
  %122 = phi i32 [ 1, %119 ], [ %227, %226 ]
    #dbg_value(i32 %122, !46, !DIExpression(), !126)
    #dbg_value(i64 %121, !45, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %123 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %121, !dbg !208
  %124 = load i32, ptr %123, align 4, !dbg !208, !tbaa !140
    #dbg_value(i32 %124, !47, !DIExpression(), !209)
  %125 = sdiv i32 %124, 39, !dbg !210
    #dbg_value(i32 %125, !49, !DIExpression(), !209)
  %126 = srem i32 %124, 39, !dbg !211
    #dbg_value(i32 %126, !50, !DIExpression(), !209)
    #dbg_value(i32 0, !51, !DIExpression(), !212)
  %127 = sext i32 %125 to i64
  %128 = sext i32 %126 to i64
  %129 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %127, i64 %128
    #dbg_value(i64 0, !51, !DIExpression(), !212)
    #dbg_value(i32 %125, !53, !DIExpression(), !213)
  %130 = add nsw i32 %126, 1, !dbg !214
    #dbg_value(i32 %130, !56, !DIExpression(), !213)
  %131 = icmp ult i32 %125, 23, !dbg !215
  %132 = icmp ult i32 %130, 39, !dbg !215
  %133 = select i1 %131, i1 %132, i1 false, !dbg !215
  br i1 %133, label %134, label %153, !dbg !215

134:                                              ; preds = %120
  %135 = zext nneg i32 %125 to i64, !dbg !217
  %136 = zext nneg i32 %130 to i64, !dbg !217
  %137 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %135, i64 %136, !dbg !217
  %138 = load i8, ptr %137, align 1, !dbg !217, !tbaa !135
  %139 = icmp eq i8 %138, 32, !dbg !218
  br i1 %139, label %140, label %153, !dbg !219

140:                                              ; preds = %134
  %141 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %135, i64 %136, !dbg !220
  %142 = load i32, ptr %141, align 4, !dbg !220, !tbaa !140
  %143 = icmp slt i32 %142, 0, !dbg !221
  br i1 %143, label %144, label %153, !dbg !222

144:                                              ; preds = %140
  %145 = load i32, ptr %129, align 4, !dbg !223, !tbaa !140
  %146 = add nsw i32 %145, 1, !dbg !225
  store i32 %146, ptr %141, align 4, !dbg !226, !tbaa !140
  %147 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %135, i64 %136, !dbg !227
  store i32 %124, ptr %147, align 4, !dbg !228, !tbaa !140
  %148 = mul nuw nsw i32 %125, 39, !dbg !229
  %149 = add nuw nsw i32 %148, %130, !dbg !230
  %150 = add nsw i32 %122, 1, !dbg !231
    #dbg_value(i32 %150, !46, !DIExpression(), !126)
  %151 = sext i32 %122 to i64, !dbg !232
  %152 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %151, !dbg !232
  store i32 %149, ptr %152, align 4, !dbg !233, !tbaa !140
  br label %153, !dbg !234

153:                                              ; preds = %144, %140, %134, %120
  %154 = phi i32 [ %150, %144 ], [ %122, %140 ], [ %122, %134 ], [ %122, %120 ], !dbg !126
    #dbg_value(i32 %154, !46, !DIExpression(), !126)
    #dbg_value(i64 1, !51, !DIExpression(), !212)
    #dbg_value(i32 %125, !53, !DIExpression(), !213)
  %155 = add nsw i32 %126, -1, !dbg !214
    #dbg_value(i32 %155, !56, !DIExpression(), !213)
  %156 = icmp ult i32 %155, 39, !dbg !215
  %157 = select i1 %131, i1 %156, i1 false, !dbg !215
  br i1 %157, label %158, label %177, !dbg !215

158:                                              ; preds = %153
  %159 = zext nneg i32 %125 to i64, !dbg !217
  %160 = zext nneg i32 %155 to i64, !dbg !217
  %161 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %159, i64 %160, !dbg !217
  %162 = load i8, ptr %161, align 1, !dbg !217, !tbaa !135
  %163 = icmp eq i8 %162, 32, !dbg !218
  br i1 %163, label %164, label %177, !dbg !219

164:                                              ; preds = %158
  %165 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %159, i64 %160, !dbg !220
  %166 = load i32, ptr %165, align 4, !dbg !220, !tbaa !140
  %167 = icmp slt i32 %166, 0, !dbg !221
  br i1 %167, label %168, label %177, !dbg !222

168:                                              ; preds = %164
  %169 = load i32, ptr %129, align 4, !dbg !223, !tbaa !140
  %170 = add nsw i32 %169, 1, !dbg !225
  store i32 %170, ptr %165, align 4, !dbg !226, !tbaa !140
  %171 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %159, i64 %160, !dbg !227
  store i32 %124, ptr %171, align 4, !dbg !228, !tbaa !140
  %172 = mul nuw nsw i32 %125, 39, !dbg !229
  %173 = add nuw nsw i32 %172, %155, !dbg !230
  %174 = add nsw i32 %154, 1, !dbg !231
    #dbg_value(i32 %174, !46, !DIExpression(), !126)
  %175 = sext i32 %154 to i64, !dbg !232
  %176 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %175, !dbg !232
  store i32 %173, ptr %176, align 4, !dbg !233, !tbaa !140
  br label %177, !dbg !234

177:                                              ; preds = %168, %164, %158, %153
  %178 = phi i32 [ %174, %168 ], [ %154, %164 ], [ %154, %158 ], [ %154, %153 ], !dbg !126
    #dbg_value(i32 %178, !46, !DIExpression(), !126)
    #dbg_value(i64 2, !51, !DIExpression(), !212)
  %179 = add nsw i32 %125, 1, !dbg !235
    #dbg_value(i32 %179, !53, !DIExpression(), !213)
    #dbg_value(i32 %126, !56, !DIExpression(), !213)
  %180 = icmp ult i32 %179, 23, !dbg !215
  %181 = icmp ult i32 %126, 39, !dbg !215
  %182 = and i1 %180, %181, !dbg !215
  br i1 %182, label %183, label %202, !dbg !215

183:                                              ; preds = %177
  %184 = zext nneg i32 %179 to i64, !dbg !217
  %185 = zext nneg i32 %126 to i64, !dbg !217
  %186 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %184, i64 %185, !dbg !217
  %187 = load i8, ptr %186, align 1, !dbg !217, !tbaa !135
  %188 = icmp eq i8 %187, 32, !dbg !218
  br i1 %188, label %189, label %202, !dbg !219

189:                                              ; preds = %183
  %190 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %184, i64 %185, !dbg !220
  %191 = load i32, ptr %190, align 4, !dbg !220, !tbaa !140
  %192 = icmp slt i32 %191, 0, !dbg !221
  br i1 %192, label %193, label %202, !dbg !222

193:                                              ; preds = %189
  %194 = load i32, ptr %129, align 4, !dbg !223, !tbaa !140
  %195 = add nsw i32 %194, 1, !dbg !225
  store i32 %195, ptr %190, align 4, !dbg !226, !tbaa !140
  %196 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %184, i64 %185, !dbg !227
  store i32 %124, ptr %196, align 4, !dbg !228, !tbaa !140
  %197 = mul nuw nsw i32 %179, 39, !dbg !229
  %198 = add nuw nsw i32 %197, %126, !dbg !230
  %199 = add nsw i32 %178, 1, !dbg !231
    #dbg_value(i32 %199, !46, !DIExpression(), !126)
  %200 = sext i32 %178 to i64, !dbg !232
  %201 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %200, !dbg !232
  store i32 %198, ptr %201, align 4, !dbg !233, !tbaa !140
  br label %202, !dbg !234

202:                                              ; preds = %193, %189, %183, %177
  %203 = phi i32 [ %199, %193 ], [ %178, %189 ], [ %178, %183 ], [ %178, %177 ], !dbg !126
    #dbg_value(i32 %203, !46, !DIExpression(), !126)
    #dbg_value(i64 3, !51, !DIExpression(), !212)
  %204 = add nsw i32 %125, -1, !dbg !235
    #dbg_value(i32 %204, !53, !DIExpression(), !213)
    #dbg_value(i32 %126, !56, !DIExpression(), !213)
  %205 = icmp ult i32 %204, 23, !dbg !215
  %206 = and i1 %205, %181, !dbg !215
  br i1 %206, label %207, label %226, !dbg !215

207:                                              ; preds = %202
  %208 = zext nneg i32 %204 to i64, !dbg !217
  %209 = zext nneg i32 %126 to i64, !dbg !217
  %210 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %208, i64 %209, !dbg !217
  %211 = load i8, ptr %210, align 1, !dbg !217, !tbaa !135
  %212 = icmp eq i8 %211, 32, !dbg !218
  br i1 %212, label %213, label %226, !dbg !219

213:                                              ; preds = %207
  %214 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %208, i64 %209, !dbg !220
  %215 = load i32, ptr %214, align 4, !dbg !220, !tbaa !140
  %216 = icmp slt i32 %215, 0, !dbg !221
  br i1 %216, label %217, label %226, !dbg !222

217:                                              ; preds = %213
  %218 = load i32, ptr %129, align 4, !dbg !223, !tbaa !140
  %219 = add nsw i32 %218, 1, !dbg !225
  store i32 %219, ptr %214, align 4, !dbg !226, !tbaa !140
  %220 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %208, i64 %209, !dbg !227
  store i32 %124, ptr %220, align 4, !dbg !228, !tbaa !140
  %221 = mul nuw nsw i32 %204, 39, !dbg !229
  %222 = add nuw nsw i32 %221, %126, !dbg !230
  %223 = add nsw i32 %203, 1, !dbg !231
    #dbg_value(i32 %223, !46, !DIExpression(), !126)
  %224 = sext i32 %203 to i64, !dbg !232
  %225 = getelementptr inbounds [897 x i32], ptr %3, i64 0, i64 %224, !dbg !232
  store i32 %222, ptr %225, align 4, !dbg !233, !tbaa !140
  br label %226, !dbg !234

226:                                              ; preds = %217, %213, %207, %202
  %227 = phi i32 [ %223, %217 ], [ %203, %213 ], [ %203, %207 ], [ %203, %202 ], !dbg !126
    #dbg_value(i32 %227, !46, !DIExpression(), !126)
    #dbg_value(i64 4, !51, !DIExpression(), !212)
  %228 = add nuw nsw i64 %121, 1, !dbg !236
    #dbg_value(i64 %228, !45, !DIExpression(), !126)
  %229 = sext i32 %227 to i64, !dbg !237
  %230 = icmp slt i64 %228, %229, !dbg !237
  br i1 %230, label %120, label %231, !dbg !207, !llvm.loop !238

231:                                              ; preds = %226
    #dbg_value(i32 21, !57, !DIExpression(), !126)
    #dbg_value(i32 37, !58, !DIExpression(), !126)
  %232 = load i32, ptr getelementptr inbounds (i8, ptr @main.dist, i64 3424), align 16, !dbg !240, !tbaa !140
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %232, i32 noundef %227), !dbg !241
    #dbg_value(i32 856, !59, !DIExpression(), !242)
  br label %258, !dbg !243

234:                                              ; preds = %258
  store i8 83, ptr getelementptr inbounds (i8, ptr @g, i64 41), align 1, !dbg !244, !tbaa !135
  store i8 69, ptr getelementptr inbounds (i8, ptr @g, i64 877), align 1, !dbg !245, !tbaa !135
    #dbg_value(i64 0, !61, !DIExpression(), !246)
  %235 = tail call i32 @puts(ptr nonnull dereferenceable(1) @g), !dbg !247
    #dbg_value(i64 1, !61, !DIExpression(), !246)
  %236 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 40)), !dbg !247
    #dbg_value(i64 2, !61, !DIExpression(), !246)
  %237 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 80)), !dbg !247
    #dbg_value(i64 3, !61, !DIExpression(), !246)
  %238 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 120)), !dbg !247
    #dbg_value(i64 4, !61, !DIExpression(), !246)
  %239 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 160)), !dbg !247
    #dbg_value(i64 5, !61, !DIExpression(), !246)
  %240 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 200)), !dbg !247
    #dbg_value(i64 6, !61, !DIExpression(), !246)
  %241 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 240)), !dbg !247
    #dbg_value(i64 7, !61, !DIExpression(), !246)
  %242 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 280)), !dbg !247
    #dbg_value(i64 8, !61, !DIExpression(), !246)
  %243 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 320)), !dbg !247
    #dbg_value(i64 9, !61, !DIExpression(), !246)
  %244 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 360)), !dbg !247
    #dbg_value(i64 10, !61, !DIExpression(), !246)
  %245 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 400)), !dbg !247
    #dbg_value(i64 11, !61, !DIExpression(), !246)
  %246 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 440)), !dbg !247
    #dbg_value(i64 12, !61, !DIExpression(), !246)
  %247 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 480)), !dbg !247
    #dbg_value(i64 13, !61, !DIExpression(), !246)
  %248 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 520)), !dbg !247
    #dbg_value(i64 14, !61, !DIExpression(), !246)
  %249 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 560)), !dbg !247
    #dbg_value(i64 15, !61, !DIExpression(), !246)
  %250 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 600)), !dbg !247
    #dbg_value(i64 16, !61, !DIExpression(), !246)
  %251 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 640)), !dbg !247
    #dbg_value(i64 17, !61, !DIExpression(), !246)
  %252 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 680)), !dbg !247
    #dbg_value(i64 18, !61, !DIExpression(), !246)
  %253 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 720)), !dbg !247
    #dbg_value(i64 19, !61, !DIExpression(), !246)
  %254 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 760)), !dbg !247
    #dbg_value(i64 20, !61, !DIExpression(), !246)
  %255 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 800)), !dbg !247
    #dbg_value(i64 21, !61, !DIExpression(), !246)
  %256 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 840)), !dbg !247
    #dbg_value(i64 22, !61, !DIExpression(), !246)
  %257 = tail call i32 @puts(ptr nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @g, i64 880)), !dbg !247
    #dbg_value(i64 23, !61, !DIExpression(), !246)
  br label %268, !dbg !249

258:                                              ; preds = %231, %258
  %259 = phi i32 [ 856, %231 ], [ %266, %258 ]
    #dbg_value(i32 %259, !59, !DIExpression(), !242)
  %260 = sdiv i32 %259, 39, !dbg !250
  %261 = sext i32 %260 to i64, !dbg !252
  %262 = srem i32 %259, 39, !dbg !253
  %263 = sext i32 %262 to i64, !dbg !252
  %264 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %261, i64 %263, !dbg !252
  store i8 46, ptr %264, align 1, !dbg !254, !tbaa !135
  %265 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %261, i64 %263, !dbg !255
  %266 = load i32, ptr %265, align 4, !dbg !255, !tbaa !140
    #dbg_value(i32 %266, !59, !DIExpression(), !242)
  %267 = icmp eq i32 %266, 40, !dbg !256
  br i1 %267, label %234, label %258, !dbg !243, !llvm.loop !257

268:                                              ; preds = %234, %383
  %269 = phi i64 [ 1, %234 ], [ %447, %383 ]
  %270 = phi i32 [ 0, %234 ], [ %446, %383 ]
    #dbg_value(i64 %269, !64, !DIExpression(), !259)
    #dbg_value(i32 %270, !63, !DIExpression(), !126)
  %271 = add nsw i64 %269, -1
  %272 = add nuw nsw i64 %269, 1
    #dbg_value(i32 1, !66, !DIExpression(), !260)
  %273 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %269, i64 0
  %274 = load i8, ptr %273, align 8, !dbg !261, !tbaa !135
  %275 = insertelement <4 x i8> poison, i8 %274, i64 3, !dbg !262
  %276 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %270, i64 0, !dbg !262
  br label %277, !dbg !262

277:                                              ; preds = %277, %268
  %278 = phi i64 [ 0, %268 ], [ %377, %277 ]
  %279 = phi <4 x i8> [ %275, %268 ], [ %356, %277 ]
  %280 = phi <4 x i32> [ %276, %268 ], [ %375, %277 ]
  %281 = phi <4 x i32> [ zeroinitializer, %268 ], [ %376, %277 ]
  %282 = shl i64 %278, 1, !dbg !262
  %283 = or disjoint i64 %282, 1, !dbg !262
  %284 = or disjoint i64 %282, 3, !dbg !262
  %285 = or disjoint i64 %282, 5, !dbg !262
  %286 = or disjoint i64 %282, 7, !dbg !262
  %287 = or disjoint i64 %282, 9, !dbg !262
  %288 = or disjoint i64 %282, 11, !dbg !262
  %289 = or disjoint i64 %282, 13, !dbg !262
  %290 = or disjoint i64 %282, 15, !dbg !262
  %291 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %283, !dbg !263
  %292 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %284, !dbg !263
  %293 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %285, !dbg !263
  %294 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %286, !dbg !263
  %295 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %287, !dbg !263
  %296 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %288, !dbg !263
  %297 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %289, !dbg !263
  %298 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 %290, !dbg !263
  %299 = load i8, ptr %291, align 1, !dbg !263, !tbaa !135
  %300 = load i8, ptr %292, align 1, !dbg !263, !tbaa !135
  %301 = load i8, ptr %293, align 1, !dbg !263, !tbaa !135
  %302 = load i8, ptr %294, align 1, !dbg !263, !tbaa !135
  %303 = insertelement <4 x i8> poison, i8 %299, i64 0, !dbg !263
  %304 = insertelement <4 x i8> %303, i8 %300, i64 1, !dbg !263
  %305 = insertelement <4 x i8> %304, i8 %301, i64 2, !dbg !263
  %306 = insertelement <4 x i8> %305, i8 %302, i64 3, !dbg !263
  %307 = load i8, ptr %295, align 1, !dbg !263, !tbaa !135
  %308 = load i8, ptr %296, align 1, !dbg !263, !tbaa !135
  %309 = load i8, ptr %297, align 1, !dbg !263, !tbaa !135
  %310 = load i8, ptr %298, align 1, !dbg !263, !tbaa !135
  %311 = insertelement <4 x i8> poison, i8 %307, i64 0, !dbg !262
  %312 = insertelement <4 x i8> %311, i8 %308, i64 1, !dbg !262
  %313 = insertelement <4 x i8> %312, i8 %309, i64 2, !dbg !262
  %314 = insertelement <4 x i8> %313, i8 %310, i64 3, !dbg !262
  %315 = icmp ne <4 x i8> %306, <i8 35, i8 35, i8 35, i8 35>, !dbg !262
  %316 = icmp ne <4 x i8> %314, <i8 35, i8 35, i8 35, i8 35>, !dbg !262
  %317 = zext <4 x i1> %315 to <4 x i32>, !dbg !264
  %318 = zext <4 x i1> %316 to <4 x i32>, !dbg !264
  %319 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %283, !dbg !265
  %320 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %284, !dbg !265
  %321 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %285, !dbg !265
  %322 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %286, !dbg !265
  %323 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %287, !dbg !265
  %324 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %288, !dbg !265
  %325 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %289, !dbg !265
  %326 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 %290, !dbg !265
  %327 = load i8, ptr %319, align 1, !dbg !265, !tbaa !135
  %328 = load i8, ptr %320, align 1, !dbg !265, !tbaa !135
  %329 = load i8, ptr %321, align 1, !dbg !265, !tbaa !135
  %330 = load i8, ptr %322, align 1, !dbg !265, !tbaa !135
  %331 = insertelement <4 x i8> poison, i8 %327, i64 0, !dbg !265
  %332 = insertelement <4 x i8> %331, i8 %328, i64 1, !dbg !265
  %333 = insertelement <4 x i8> %332, i8 %329, i64 2, !dbg !265
  %334 = insertelement <4 x i8> %333, i8 %330, i64 3, !dbg !265
  %335 = load i8, ptr %323, align 1, !dbg !265, !tbaa !135
  %336 = load i8, ptr %324, align 1, !dbg !265, !tbaa !135
  %337 = load i8, ptr %325, align 1, !dbg !265, !tbaa !135
  %338 = load i8, ptr %326, align 1, !dbg !265, !tbaa !135
  %339 = insertelement <4 x i8> poison, i8 %335, i64 0, !dbg !262
  %340 = insertelement <4 x i8> %339, i8 %336, i64 1, !dbg !262
  %341 = insertelement <4 x i8> %340, i8 %337, i64 2, !dbg !262
  %342 = insertelement <4 x i8> %341, i8 %338, i64 3, !dbg !262
  %343 = icmp ne <4 x i8> %334, <i8 35, i8 35, i8 35, i8 35>, !dbg !262
  %344 = icmp ne <4 x i8> %342, <i8 35, i8 35, i8 35, i8 35>, !dbg !262
  %345 = zext <4 x i1> %343 to <4 x i32>, !dbg !266
  %346 = zext <4 x i1> %344 to <4 x i32>, !dbg !266
  %347 = add nuw nsw <4 x i32> %345, %317, !dbg !267
  %348 = add nuw nsw <4 x i32> %346, %318, !dbg !267
  %349 = or disjoint i64 %282, 2, !dbg !268
  %350 = or disjoint i64 %282, 10, !dbg !268
  %351 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %269, i64 %349, !dbg !269
  %352 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %269, i64 %350, !dbg !269
  %353 = load <8 x i8>, ptr %351, align 2, !dbg !269, !tbaa !135
  %354 = load <8 x i8>, ptr %352, align 2, !dbg !269, !tbaa !135
  %355 = shufflevector <8 x i8> %353, <8 x i8> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !269
  %356 = shufflevector <8 x i8> %354, <8 x i8> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !269
  %357 = shufflevector <4 x i8> %279, <4 x i8> %355, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %358 = shufflevector <4 x i8> %355, <4 x i8> %356, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %359 = icmp ne <4 x i8> %357, <i8 35, i8 35, i8 35, i8 35>, !dbg !270
  %360 = icmp ne <4 x i8> %358, <i8 35, i8 35, i8 35, i8 35>, !dbg !270
  %361 = zext <4 x i1> %359 to <4 x i32>, !dbg !270
  %362 = zext <4 x i1> %360 to <4 x i32>, !dbg !270
  %363 = add nuw nsw <4 x i32> %347, %361, !dbg !271
  %364 = add nuw nsw <4 x i32> %348, %362, !dbg !271
  %365 = icmp ne <4 x i8> %355, <i8 35, i8 35, i8 35, i8 35>, !dbg !272
  %366 = icmp ne <4 x i8> %356, <i8 35, i8 35, i8 35, i8 35>, !dbg !272
  %367 = zext <4 x i1> %365 to <4 x i32>, !dbg !272
  %368 = zext <4 x i1> %366 to <4 x i32>, !dbg !272
  %369 = add nuw nsw <4 x i32> %363, %367, !dbg !273
  %370 = add nuw nsw <4 x i32> %364, %368, !dbg !273
  %371 = icmp eq <4 x i32> %369, <i32 1, i32 1, i32 1, i32 1>, !dbg !274
  %372 = icmp eq <4 x i32> %370, <i32 1, i32 1, i32 1, i32 1>, !dbg !274
  %373 = zext <4 x i1> %371 to <4 x i32>, !dbg !274
  %374 = zext <4 x i1> %372 to <4 x i32>, !dbg !274
  %375 = add <4 x i32> %280, %373, !dbg !275
  %376 = add <4 x i32> %281, %374, !dbg !275
  %377 = add nuw i64 %278, 8
  %378 = icmp eq i64 %377, 16
  br i1 %378, label %383, label %277, !llvm.loop !276

379:                                              ; preds = %383
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %446), !dbg !280
  %381 = load i32, ptr getelementptr inbounds (i8, ptr @main.dist, i64 3424), align 16, !dbg !281, !tbaa !140
  %382 = and i32 %381, 255, !dbg !282
  call void @llvm.lifetime.end.p0(i64 3588, ptr nonnull %3) #6, !dbg !283
  call void @llvm.lifetime.end.p0(i64 1672, ptr nonnull %1) #6, !dbg !283
  ret i32 %382, !dbg !283

383:                                              ; preds = %277
  %384 = extractelement <8 x i8> %354, i64 6
  %385 = add <4 x i32> %376, %375, !dbg !262
  %386 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %385), !dbg !262
    #dbg_value(i64 33, !66, !DIExpression(), !260)
    #dbg_value(i32 %386, !63, !DIExpression(), !126)
  %387 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 33, !dbg !263
  %388 = load i8, ptr %387, align 1, !dbg !263, !tbaa !135
  %389 = icmp ne i8 %388, 35, !dbg !264
  %390 = zext i1 %389 to i32, !dbg !264
  %391 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 33, !dbg !265
  %392 = load i8, ptr %391, align 1, !dbg !265, !tbaa !135
  %393 = icmp ne i8 %392, 35, !dbg !266
  %394 = zext i1 %393 to i32, !dbg !266
  %395 = add nuw nsw i32 %394, %390, !dbg !267
  %396 = icmp ne i8 %384, 35, !dbg !270
  %397 = zext i1 %396 to i32, !dbg !270
  %398 = add nuw nsw i32 %395, %397, !dbg !271
  %399 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %269, i64 34, !dbg !269
  %400 = load i8, ptr %399, align 2, !dbg !269, !tbaa !135
  %401 = icmp ne i8 %400, 35, !dbg !272
  %402 = zext i1 %401 to i32, !dbg !272
  %403 = add nuw nsw i32 %398, %402, !dbg !273
    #dbg_value(i32 %403, !69, !DIExpression(), !284)
  %404 = icmp eq i32 %403, 1, !dbg !274
  %405 = zext i1 %404 to i32, !dbg !274
  %406 = add nsw i32 %386, %405, !dbg !275
    #dbg_value(i32 %406, !63, !DIExpression(), !126)
    #dbg_value(i64 35, !66, !DIExpression(), !260)
  %407 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 35, !dbg !263
  %408 = load i8, ptr %407, align 1, !dbg !263, !tbaa !135
  %409 = icmp ne i8 %408, 35, !dbg !264
  %410 = zext i1 %409 to i32, !dbg !264
  %411 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 35, !dbg !265
  %412 = load i8, ptr %411, align 1, !dbg !265, !tbaa !135
  %413 = icmp ne i8 %412, 35, !dbg !266
  %414 = zext i1 %413 to i32, !dbg !266
  %415 = add nuw nsw i32 %414, %410, !dbg !267
  %416 = icmp ne i8 %400, 35, !dbg !270
  %417 = zext i1 %416 to i32, !dbg !270
  %418 = add nuw nsw i32 %415, %417, !dbg !271
  %419 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %269, i64 36, !dbg !269
  %420 = load i8, ptr %419, align 4, !dbg !269, !tbaa !135
  %421 = icmp ne i8 %420, 35, !dbg !272
  %422 = zext i1 %421 to i32, !dbg !272
  %423 = add nuw nsw i32 %418, %422, !dbg !273
    #dbg_value(i32 %423, !69, !DIExpression(), !284)
  %424 = icmp eq i32 %423, 1, !dbg !274
  %425 = zext i1 %424 to i32, !dbg !274
  %426 = add nsw i32 %406, %425, !dbg !275
    #dbg_value(i32 %426, !63, !DIExpression(), !126)
    #dbg_value(i64 37, !66, !DIExpression(), !260)
  %427 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %271, i64 37, !dbg !263
  %428 = load i8, ptr %427, align 1, !dbg !263, !tbaa !135
  %429 = icmp ne i8 %428, 35, !dbg !264
  %430 = zext i1 %429 to i32, !dbg !264
  %431 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %272, i64 37, !dbg !265
  %432 = load i8, ptr %431, align 1, !dbg !265, !tbaa !135
  %433 = icmp ne i8 %432, 35, !dbg !266
  %434 = zext i1 %433 to i32, !dbg !266
  %435 = add nuw nsw i32 %434, %430, !dbg !267
  %436 = icmp ne i8 %420, 35, !dbg !270
  %437 = zext i1 %436 to i32, !dbg !270
  %438 = add nuw nsw i32 %435, %437, !dbg !271
  %439 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %269, i64 38, !dbg !269
  %440 = load i8, ptr %439, align 2, !dbg !269, !tbaa !135
  %441 = icmp ne i8 %440, 35, !dbg !272
  %442 = zext i1 %441 to i32, !dbg !272
  %443 = add nuw nsw i32 %438, %442, !dbg !273
    #dbg_value(i32 %443, !69, !DIExpression(), !284)
  %444 = icmp eq i32 %443, 1, !dbg !274
  %445 = zext i1 %444 to i32, !dbg !274
  %446 = add nsw i32 %426, %445, !dbg !275
    #dbg_value(i32 %446, !63, !DIExpression(), !126)
    #dbg_value(i64 39, !66, !DIExpression(), !260)
  %447 = add nuw nsw i64 %269, 2, !dbg !285
    #dbg_value(i64 %447, !64, !DIExpression(), !259)
  %448 = icmp ult i64 %269, 21, !dbg !286
  br i1 %448, label %268, label %379, !dbg !249, !llvm.loop !287
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !289 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!117, !118, !119, !120, !121, !122, !123}
!llvm.ident = !{!124}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 9, type: !114, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/maze_bfs.c", directory: ".", checksumkind: CSK_MD5, checksum: "31f3e861d7d86cb839f1aec605216f2e")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7, !76, !80, !82, !88, !90, !92, !94, !100, !103, !0, !108}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "visited", scope: !9, file: !3, line: 13, type: !72, isLocal: true, isDefinition: true)
!9 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !16, !21, !22, !24, !25, !29, !30, !32, !35, !36, !37, !38, !39, !40, !41, !45, !46, !47, !49, !50, !51, !53, !56, !57, !58, !59, !61, !63, !64, !66, !69}
!14 = !DILocalVariable(name: "y", scope: !15, file: !3, line: 12, type: !12)
!15 = distinct !DILexicalBlock(scope: !9, file: !3, line: 12, column: 5)
!16 = !DILocalVariable(name: "stack", scope: !9, file: !3, line: 13, type: !17)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 13376, elements: !18)
!18 = !{!19, !20}
!19 = !DISubrange(count: 209)
!20 = !DISubrange(count: 2)
!21 = !DILocalVariable(name: "sp", scope: !9, file: !3, line: 13, type: !12)
!22 = !DILocalVariable(name: "cx", scope: !23, file: !3, line: 15, type: !12)
!23 = distinct !DILexicalBlock(scope: !9, file: !3, line: 14, column: 16)
!24 = !DILocalVariable(name: "cy", scope: !23, file: !3, line: 15, type: !12)
!25 = !DILocalVariable(name: "dirs", scope: !23, file: !3, line: 15, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 4)
!29 = !DILocalVariable(name: "nd", scope: !23, file: !3, line: 15, type: !12)
!30 = !DILocalVariable(name: "d", scope: !31, file: !3, line: 16, type: !12)
!31 = distinct !DILexicalBlock(scope: !23, file: !3, line: 16, column: 9)
!32 = !DILocalVariable(name: "nx", scope: !33, file: !3, line: 16, type: !12)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 16, column: 37)
!34 = distinct !DILexicalBlock(scope: !31, file: !3, line: 16, column: 9)
!35 = !DILocalVariable(name: "ny", scope: !33, file: !3, line: 16, type: !12)
!36 = !DILocalVariable(name: "d", scope: !23, file: !3, line: 18, type: !12)
!37 = !DILocalVariable(name: "nx", scope: !23, file: !3, line: 18, type: !12)
!38 = !DILocalVariable(name: "ny", scope: !23, file: !3, line: 18, type: !12)
!39 = !DILocalVariable(name: "R", scope: !9, file: !3, line: 21, type: !12)
!40 = !DILocalVariable(name: "C", scope: !9, file: !3, line: 21, type: !12)
!41 = !DILocalVariable(name: "q", scope: !9, file: !3, line: 22, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 28704, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 897)
!45 = !DILocalVariable(name: "qh", scope: !9, file: !3, line: 22, type: !12)
!46 = !DILocalVariable(name: "qt", scope: !9, file: !3, line: 22, type: !12)
!47 = !DILocalVariable(name: "cur", scope: !48, file: !3, line: 23, type: !12)
!48 = distinct !DILexicalBlock(scope: !9, file: !3, line: 23, column: 21)
!49 = !DILocalVariable(name: "y", scope: !48, file: !3, line: 23, type: !12)
!50 = !DILocalVariable(name: "x", scope: !48, file: !3, line: 23, type: !12)
!51 = !DILocalVariable(name: "d", scope: !52, file: !3, line: 24, type: !12)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 24, column: 9)
!53 = !DILocalVariable(name: "ny", scope: !54, file: !3, line: 24, type: !12)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 24, column: 37)
!55 = distinct !DILexicalBlock(scope: !52, file: !3, line: 24, column: 9)
!56 = !DILocalVariable(name: "nx", scope: !54, file: !3, line: 24, type: !12)
!57 = !DILocalVariable(name: "ty", scope: !9, file: !3, line: 25, type: !12)
!58 = !DILocalVariable(name: "tx", scope: !9, file: !3, line: 25, type: !12)
!59 = !DILocalVariable(name: "cur", scope: !60, file: !3, line: 26, type: !12)
!60 = distinct !DILexicalBlock(scope: !9, file: !3, line: 26, column: 5)
!61 = !DILocalVariable(name: "y", scope: !62, file: !3, line: 28, type: !12)
!62 = distinct !DILexicalBlock(scope: !9, file: !3, line: 28, column: 5)
!63 = !DILocalVariable(name: "deadends", scope: !9, file: !3, line: 29, type: !12)
!64 = !DILocalVariable(name: "y", scope: !65, file: !3, line: 29, type: !12)
!65 = distinct !DILexicalBlock(scope: !9, file: !3, line: 29, column: 23)
!66 = !DILocalVariable(name: "x", scope: !67, file: !3, line: 29, type: !12)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 29, column: 54)
!68 = distinct !DILexicalBlock(scope: !65, file: !3, line: 29, column: 23)
!69 = !DILocalVariable(name: "open", scope: !70, file: !3, line: 29, type: !12)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 29, column: 85)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 29, column: 54)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 6688, elements: !73)
!73 = !{!74, !75}
!74 = !DISubrange(count: 11)
!75 = !DISubrange(count: 19)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "ddx", scope: !9, file: !3, line: 15, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 128, elements: !27)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "ddy", scope: !9, file: !3, line: 15, type: !78, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "dist", scope: !9, file: !3, line: 21, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 28704, elements: !85)
!85 = !{!86, !87}
!86 = !DISubrange(count: 23)
!87 = !DISubrange(count: 39)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "prev", scope: !9, file: !3, line: 21, type: !84, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(name: "ddx", scope: !9, file: !3, line: 23, type: !78, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "ddy", scope: !9, file: !3, line: 23, type: !78, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 360, elements: !98)
!97 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!98 = !{!99}
!99 = !DISubrange(count: 45)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 32, elements: !27)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 112, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 14)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "rs", scope: !2, file: !3, line: 10, type: !110, isLocal: true, isDefinition: true)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !111, line: 26, baseType: !112)
!111 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !113, line: 42, baseType: !5)
!113 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 7360, elements: !115)
!115 = !{!86, !116}
!116 = !DISubrange(count: 40)
!117 = !{i32 7, !"Dwarf Version", i32 5}
!118 = !{i32 2, !"Debug Info Version", i32 3}
!119 = !{i32 1, !"wchar_size", i32 4}
!120 = !{i32 8, !"PIC Level", i32 2}
!121 = !{i32 7, !"PIE Level", i32 2}
!122 = !{i32 7, !"uwtable", i32 2}
!123 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!124 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 0, scope: !9)
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 0, scope: !23)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 0, scope: !15)
!131 = !DILocation(line: 12, column: 43, scope: !132)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 12, column: 41)
!133 = distinct !DILexicalBlock(scope: !15, file: !3, line: 12, column: 5)
!134 = !DILocation(line: 12, column: 89, scope: !132)
!135 = !{!136, !136, i64 0}
!136 = !{!"omnipotent char", !137, i64 0}
!137 = !{!"Simple C/C++ TBAA"}
!138 = !DILocation(line: 13, column: 31, scope: !9)
!139 = !DILocation(line: 13, column: 73, scope: !9)
!140 = !{!141, !141, i64 0}
!141 = !{!"int", !136, i64 0}
!142 = !DILocation(line: 13, column: 78, scope: !9)
!143 = !DILocation(line: 13, column: 91, scope: !9)
!144 = !DILocation(line: 13, column: 116, scope: !9)
!145 = !DILocation(line: 13, column: 129, scope: !9)
!146 = !DILocation(line: 14, column: 5, scope: !9)
!147 = !DILocation(line: 15, column: 27, scope: !23)
!148 = !DILocation(line: 15, column: 18, scope: !23)
!149 = !DILocation(line: 15, column: 41, scope: !23)
!150 = !DILocation(line: 15, column: 59, scope: !23)
!151 = !DILocation(line: 0, scope: !31)
!152 = !DILocation(line: 16, column: 51, scope: !33)
!153 = !DILocation(line: 0, scope: !33)
!154 = !DILocation(line: 16, column: 91, scope: !155)
!155 = distinct !DILexicalBlock(scope: !33, file: !3, line: 16, column: 83)
!156 = !DILocation(line: 16, column: 126, scope: !155)
!157 = !DILocation(line: 16, column: 83, scope: !33)
!158 = !DILocation(line: 16, column: 154, scope: !155)
!159 = !DILocation(line: 16, column: 143, scope: !155)
!160 = !DILocation(line: 16, column: 150, scope: !155)
!161 = !DILocation(line: 16, column: 69, scope: !33)
!162 = !DILocation(line: 17, column: 13, scope: !23)
!163 = !DILocation(line: 17, column: 14, scope: !164)
!164 = distinct !DILexicalBlock(scope: !23, file: !3, line: 17, column: 13)
!165 = distinct !{!165, !146, !166, !167}
!166 = !DILocation(line: 20, column: 5, scope: !9)
!167 = !{!"llvm.loop.mustprogress"}
!168 = !DILocation(line: 10, column: 61, scope: !169, inlinedAt: !172)
!169 = distinct !DISubprogram(name: "rnd", scope: !3, file: !3, line: 10, type: !170, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!170 = !DISubroutineType(types: !171)
!171 = !{!110}
!172 = distinct !DILocation(line: 18, column: 22, scope: !23)
!173 = !DILocation(line: 10, column: 75, scope: !169, inlinedAt: !172)
!174 = !DILocation(line: 10, column: 56, scope: !169, inlinedAt: !172)
!175 = !DILocation(line: 10, column: 95, scope: !169, inlinedAt: !172)
!176 = !DILocation(line: 18, column: 28, scope: !23)
!177 = !DILocation(line: 18, column: 17, scope: !23)
!178 = !DILocation(line: 18, column: 59, scope: !23)
!179 = !DILocation(line: 18, column: 57, scope: !23)
!180 = !DILocation(line: 18, column: 77, scope: !23)
!181 = !DILocation(line: 18, column: 75, scope: !23)
!182 = !DILocation(line: 18, column: 85, scope: !23)
!183 = !DILocation(line: 18, column: 101, scope: !23)
!184 = !DILocation(line: 19, column: 13, scope: !23)
!185 = !DILocation(line: 19, column: 18, scope: !23)
!186 = !DILocation(line: 19, column: 22, scope: !23)
!187 = !DILocation(line: 19, column: 9, scope: !23)
!188 = !DILocation(line: 19, column: 34, scope: !23)
!189 = !DILocation(line: 19, column: 39, scope: !23)
!190 = !DILocation(line: 19, column: 43, scope: !23)
!191 = !DILocation(line: 19, column: 53, scope: !23)
!192 = !DILocation(line: 19, column: 64, scope: !23)
!193 = !DILocation(line: 19, column: 69, scope: !23)
!194 = !DILocation(line: 19, column: 60, scope: !23)
!195 = !DILocation(line: 19, column: 76, scope: !23)
!196 = !DILocation(line: 19, column: 81, scope: !23)
!197 = !DILocation(line: 19, column: 86, scope: !23)
!198 = !DILocation(line: 19, column: 93, scope: !23)
!199 = !DILocation(line: 19, column: 106, scope: !23)
!200 = !DILocation(line: 19, column: 112, scope: !23)
!201 = !DILocation(line: 19, column: 125, scope: !23)
!202 = !DILocation(line: 19, column: 133, scope: !23)
!203 = !DILocation(line: 21, column: 106, scope: !9)
!204 = !DILocation(line: 22, column: 5, scope: !9)
!205 = !DILocation(line: 22, column: 63, scope: !9)
!206 = !DILocation(line: 22, column: 87, scope: !9)
!207 = !DILocation(line: 23, column: 5, scope: !9)
!208 = !DILocation(line: 23, column: 33, scope: !48)
!209 = !DILocation(line: 0, scope: !48)
!210 = !DILocation(line: 23, column: 50, scope: !48)
!211 = !DILocation(line: 23, column: 63, scope: !48)
!212 = !DILocation(line: 0, scope: !52)
!213 = !DILocation(line: 0, scope: !54)
!214 = !DILocation(line: 24, column: 67, scope: !54)
!215 = !DILocation(line: 24, column: 89, scope: !216)
!216 = distinct !DILexicalBlock(scope: !54, file: !3, line: 24, column: 81)
!217 = !DILocation(line: 24, column: 123, scope: !216)
!218 = !DILocation(line: 24, column: 133, scope: !216)
!219 = !DILocation(line: 24, column: 140, scope: !216)
!220 = !DILocation(line: 24, column: 143, scope: !216)
!221 = !DILocation(line: 24, column: 156, scope: !216)
!222 = !DILocation(line: 24, column: 81, scope: !54)
!223 = !DILocation(line: 24, column: 178, scope: !224)
!224 = distinct !DILexicalBlock(scope: !216, file: !3, line: 24, column: 161)
!225 = !DILocation(line: 24, column: 189, scope: !224)
!226 = !DILocation(line: 24, column: 176, scope: !224)
!227 = !DILocation(line: 24, column: 194, scope: !224)
!228 = !DILocation(line: 24, column: 207, scope: !224)
!229 = !DILocation(line: 24, column: 227, scope: !224)
!230 = !DILocation(line: 24, column: 231, scope: !224)
!231 = !DILocation(line: 24, column: 218, scope: !224)
!232 = !DILocation(line: 24, column: 214, scope: !224)
!233 = !DILocation(line: 24, column: 222, scope: !224)
!234 = !DILocation(line: 24, column: 237, scope: !224)
!235 = !DILocation(line: 24, column: 50, scope: !54)
!236 = !DILocation(line: 23, column: 37, scope: !48)
!237 = !DILocation(line: 23, column: 15, scope: !9)
!238 = distinct !{!238, !207, !239, !167}
!239 = !DILocation(line: 24, column: 241, scope: !9)
!240 = !DILocation(line: 25, column: 89, scope: !9)
!241 = !DILocation(line: 25, column: 33, scope: !9)
!242 = !DILocation(line: 0, scope: !60)
!243 = !DILocation(line: 26, column: 5, scope: !60)
!244 = !DILocation(line: 27, column: 13, scope: !9)
!245 = !DILocation(line: 27, column: 30, scope: !9)
!246 = !DILocation(line: 0, scope: !62)
!247 = !DILocation(line: 28, column: 33, scope: !248)
!248 = distinct !DILexicalBlock(scope: !62, file: !3, line: 28, column: 5)
!249 = !DILocation(line: 29, column: 23, scope: !65)
!250 = !DILocation(line: 26, column: 87, scope: !251)
!251 = distinct !DILexicalBlock(scope: !60, file: !3, line: 26, column: 5)
!252 = !DILocation(line: 26, column: 81, scope: !251)
!253 = !DILocation(line: 26, column: 96, scope: !251)
!254 = !DILocation(line: 26, column: 101, scope: !251)
!255 = !DILocation(line: 26, column: 57, scope: !251)
!256 = !DILocation(line: 26, column: 37, scope: !251)
!257 = distinct !{!257, !243, !258, !167}
!258 = !DILocation(line: 26, column: 103, scope: !60)
!259 = !DILocation(line: 0, scope: !65)
!260 = !DILocation(line: 0, scope: !67)
!261 = !DILocation(line: 29, column: 145, scope: !70)
!262 = !DILocation(line: 29, column: 54, scope: !67)
!263 = !DILocation(line: 29, column: 99, scope: !70)
!264 = !DILocation(line: 29, column: 111, scope: !70)
!265 = !DILocation(line: 29, column: 122, scope: !70)
!266 = !DILocation(line: 29, column: 134, scope: !70)
!267 = !DILocation(line: 29, column: 119, scope: !70)
!268 = !DILocation(line: 29, column: 175, scope: !70)
!269 = !DILocation(line: 29, column: 168, scope: !70)
!270 = !DILocation(line: 29, column: 157, scope: !70)
!271 = !DILocation(line: 29, column: 142, scope: !70)
!272 = !DILocation(line: 29, column: 180, scope: !70)
!273 = !DILocation(line: 29, column: 165, scope: !70)
!274 = !DILocation(line: 29, column: 206, scope: !70)
!275 = !DILocation(line: 29, column: 198, scope: !70)
!276 = distinct !{!276, !262, !277, !167, !278, !279}
!277 = !DILocation(line: 29, column: 212, scope: !67)
!278 = !{!"llvm.loop.isvectorized", i32 1}
!279 = !{!"llvm.loop.unroll.runtime.disable"}
!280 = !DILocation(line: 30, column: 5, scope: !9)
!281 = !DILocation(line: 31, column: 12, scope: !9)
!282 = !DILocation(line: 31, column: 25, scope: !9)
!283 = !DILocation(line: 32, column: 1, scope: !9)
!284 = !DILocation(line: 0, scope: !70)
!285 = !DILocation(line: 29, column: 48, scope: !68)
!286 = !DILocation(line: 29, column: 41, scope: !68)
!287 = distinct !{!287, !249, !288, !167}
!288 = !DILocation(line: 29, column: 212, scope: !65)
!289 = !DISubprogram(name: "printf", scope: !290, file: !290, line: 356, type: !291, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!291 = !DISubroutineType(types: !292)
!292 = !{!12, !293, null}
!293 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !294)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !295, size: 64)
!295 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !97)
