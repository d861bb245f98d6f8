; ModuleID = 'programs/graph_algorithms.c'
source_filename = "programs/graph_algorithms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.WE = type { i32, i32, i32 }
%struct.Edge = type { i32, i32, i32 }

@head = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !0
@main.all = internal global [2400 x %struct.WE] zeroinitializer, align 16, !dbg !109
@main.dist = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !120
@hn = internal unnamed_addr global i32 0, align 4, !dbg !179
@edges = internal unnamed_addr global [4800 x %struct.Edge] zeroinitializer, align 16, !dbg !170
@.str = private unnamed_addr constant [43 x i8] c"dijkstra sum=%ld max=%d d[1]=%d d[399]=%d\0A\00", align 1, !dbg !125
@main.lvl = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !131
@main.q = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !133
@.str.1 = private unnamed_addr constant [25 x i8] c"bfs reached=%d depth=%d\0A\00", align 1, !dbg !135
@main.st = internal unnamed_addr global [4800 x i32] zeroinitializer, align 16, !dbg !140
@main.seen = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !145
@.str.2 = private unnamed_addr constant [25 x i8] c"dfs visited=%d osum=%ld\0A\00", align 1, !dbg !147
@main.fw = internal unnamed_addr global [60 x [60 x i32]] zeroinitializer, align 16, !dbg !149
@.str.3 = private unnamed_addr constant [30 x i8] c"floyd sum=%ld unreachable=%d\0A\00", align 1, !dbg !154
@parent = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !181
@.str.4 = private unnamed_addr constant [26 x i8] c"kruskal mst=%ld edges=%d\0A\00", align 1, !dbg !159
@main.indeg = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !164
@main.topo = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !166
@.str.5 = private unnamed_addr constant [43 x i8] c"topo n=%d edges=%d first=%d,%d,%d last=%d\0A\00", align 1, !dbg !168
@ne = internal unnamed_addr global i32 0, align 4, !dbg !183
@hk = internal unnamed_addr global [4800 x i32] zeroinitializer, align 16, !dbg !185
@hv = internal unnamed_addr global [4800 x i32] zeroinitializer, align 16, !dbg !187

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !6 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1600) @head, i8 -1, i64 1600, i1 false), !dbg !197
    #dbg_value(i32 12345, !11, !DIExpression(), !198)
    #dbg_value(i32 0, !13, !DIExpression(), !198)
    #dbg_value(i32 0, !14, !DIExpression(), !199)
  %1 = load i32, ptr @ne, align 4, !tbaa !200
  br label %2, !dbg !204

2:                                                ; preds = %0, %27
  %3 = phi i64 [ 0, %0 ], [ %28, %27 ]
  %4 = phi i32 [ 12345, %0 ], [ %37, %27 ]
  %5 = phi i32 [ 0, %0 ], [ %69, %27 ]
  %6 = phi i32 [ %1, %0 ], [ %67, %27 ]
    #dbg_value(i64 %3, !14, !DIExpression(), !199)
    #dbg_value(i32 %4, !11, !DIExpression(), !198)
    #dbg_value(i32 %5, !13, !DIExpression(), !198)
    #dbg_value(i32 0, !16, !DIExpression(), !205)
  %7 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %3
  %8 = trunc nuw nsw i64 %3 to i32
  br label %30, !dbg !206

9:                                                ; preds = %27, %9
  %10 = phi i64 [ %25, %9 ], [ 0, %27 ], !dbg !207
  %11 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %10, !dbg !209
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !210
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %11, align 16, !dbg !210, !tbaa !200
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %12, align 16, !dbg !210, !tbaa !200
  %13 = add nuw nsw i64 %10, 8, !dbg !207
  %14 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %13, !dbg !209
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !210
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %14, align 16, !dbg !210, !tbaa !200
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %15, align 16, !dbg !210, !tbaa !200
  %16 = add nuw nsw i64 %10, 16, !dbg !207
  %17 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %16, !dbg !209
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !210
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %17, align 16, !dbg !210, !tbaa !200
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %18, align 16, !dbg !210, !tbaa !200
  %19 = add nuw nsw i64 %10, 24, !dbg !207
  %20 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %19, !dbg !209
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !210
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %20, align 16, !dbg !210, !tbaa !200
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %21, align 16, !dbg !210, !tbaa !200
  %22 = add nuw nsw i64 %10, 32, !dbg !207
  %23 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %22, !dbg !209
  %24 = getelementptr inbounds i8, ptr %23, i64 16, !dbg !210
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %23, align 16, !dbg !210, !tbaa !200
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %24, align 16, !dbg !210, !tbaa !200
  %25 = add nuw nsw i64 %10, 40, !dbg !207
  %26 = icmp eq i64 %25, 400, !dbg !207
  br i1 %26, label %72, label %9, !dbg !207, !llvm.loop !211

27:                                               ; preds = %66
  %28 = add nuw nsw i64 %3, 1, !dbg !217
    #dbg_value(i32 %37, !11, !DIExpression(), !198)
    #dbg_value(i32 %69, !13, !DIExpression(), !198)
    #dbg_value(i64 %28, !14, !DIExpression(), !199)
  %29 = icmp eq i64 %28, 400, !dbg !218
  br i1 %29, label %9, label %2, !dbg !204, !llvm.loop !219

30:                                               ; preds = %2, %66
  %31 = phi i32 [ %6, %2 ], [ %67, %66 ]
  %32 = phi i32 [ %4, %2 ], [ %37, %66 ]
  %33 = phi i32 [ %5, %2 ], [ %69, %66 ]
  %34 = phi i32 [ 0, %2 ], [ %70, %66 ]
  %35 = phi i32 [ %6, %2 ], [ %68, %66 ]
    #dbg_value(i32 %32, !11, !DIExpression(), !198)
    #dbg_value(i32 %33, !13, !DIExpression(), !198)
    #dbg_value(i32 %34, !16, !DIExpression(), !205)
  %36 = mul i32 %32, 1103515245, !dbg !221
  %37 = add i32 %36, 12345, !dbg !222
    #dbg_value(i32 %37, !11, !DIExpression(), !198)
  %38 = lshr i32 %37, 8, !dbg !223
  %39 = urem i32 %38, 400, !dbg !224
    #dbg_value(i32 %39, !19, !DIExpression(), !225)
    #dbg_value(i32 poison, !22, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !225)
  %40 = zext nneg i32 %39 to i64, !dbg !226
  %41 = icmp eq i64 %3, %40, !dbg !226
  br i1 %41, label %66, label %42, !dbg !228

42:                                               ; preds = %30
  %43 = lshr i32 %37, 20, !dbg !229
  %44 = trunc nuw nsw i32 %43 to i16, !dbg !230
  %45 = urem i16 %44, 100, !dbg !230
    #dbg_value(i16 %45, !22, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !225)
  %46 = add nuw nsw i16 %45, 1, !dbg !231
  %47 = zext nneg i16 %46 to i32, !dbg !231
    #dbg_value(i32 %47, !22, !DIExpression(), !225)
    #dbg_value(i64 %3, !232, !DIExpression(), !239)
    #dbg_value(i32 %39, !237, !DIExpression(), !239)
    #dbg_value(i32 %47, !238, !DIExpression(), !239)
  %48 = sext i32 %35 to i64, !dbg !242
  %49 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %48, !dbg !242
  %50 = load i32, ptr %7, align 4, !dbg !243, !tbaa !200
  store i32 %39, ptr %49, align 4, !dbg !244, !tbaa !200
  %51 = getelementptr inbounds i8, ptr %49, i64 4, !dbg !244
  store i32 %47, ptr %51, align 4, !dbg !244, !tbaa !200
  %52 = getelementptr inbounds i8, ptr %49, i64 8, !dbg !244
  store i32 %50, ptr %52, align 4, !dbg !244, !tbaa !200
  %53 = add nsw i32 %35, 1, !dbg !245
  store i32 %35, ptr %7, align 4, !dbg !246, !tbaa !200
    #dbg_value(i32 %39, !232, !DIExpression(), !247)
    #dbg_value(i64 %3, !237, !DIExpression(), !247)
    #dbg_value(i32 %47, !238, !DIExpression(), !247)
  %54 = sext i32 %53 to i64, !dbg !249
  %55 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %54, !dbg !249
  %56 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %40, !dbg !250
  %57 = load i32, ptr %56, align 4, !dbg !250, !tbaa !200
  store i32 %8, ptr %55, align 4, !dbg !251, !tbaa !200
  %58 = getelementptr inbounds i8, ptr %55, i64 4, !dbg !251
  store i32 %47, ptr %58, align 4, !dbg !251, !tbaa !200
  %59 = getelementptr inbounds i8, ptr %55, i64 8, !dbg !251
  store i32 %57, ptr %59, align 4, !dbg !251, !tbaa !200
  %60 = add nsw i32 %35, 2, !dbg !252
  store i32 %60, ptr @ne, align 4, !dbg !252, !tbaa !200
  store i32 %53, ptr %56, align 4, !dbg !253, !tbaa !200
  %61 = add nsw i32 %33, 1, !dbg !254
    #dbg_value(i32 %61, !13, !DIExpression(), !198)
  %62 = sext i32 %33 to i64, !dbg !255
  %63 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %62, !dbg !255
  store i32 %8, ptr %63, align 4, !dbg !256, !tbaa !200
  %64 = getelementptr inbounds i8, ptr %63, i64 4, !dbg !256
  store i32 %39, ptr %64, align 4, !dbg !256, !tbaa !200
  %65 = getelementptr inbounds i8, ptr %63, i64 8, !dbg !256
  store i32 %47, ptr %65, align 4, !dbg !256, !tbaa !200
  br label %66, !dbg !257

66:                                               ; preds = %42, %30
  %67 = phi i32 [ %60, %42 ], [ %31, %30 ]
  %68 = phi i32 [ %60, %42 ], [ %35, %30 ]
  %69 = phi i32 [ %61, %42 ], [ %33, %30 ], !dbg !198
    #dbg_value(i32 %69, !13, !DIExpression(), !198)
  %70 = add nuw nsw i32 %34, 1, !dbg !258
    #dbg_value(i32 %37, !11, !DIExpression(), !198)
    #dbg_value(i32 %70, !16, !DIExpression(), !205)
  %71 = icmp eq i32 %70, 5, !dbg !259
  br i1 %71, label %27, label %30, !dbg !206, !llvm.loop !260

72:                                               ; preds = %9
  store i32 0, ptr @main.dist, align 16, !dbg !262, !tbaa !200
    #dbg_value(i32 0, !263, !DIExpression(), !273)
    #dbg_value(i32 0, !268, !DIExpression(), !273)
  %73 = load i32, ptr @hn, align 4, !dbg !275, !tbaa !200
  %74 = add nsw i32 %73, 1, !dbg !275
  store i32 %74, ptr @hn, align 4, !dbg !275, !tbaa !200
    #dbg_value(i32 %73, !269, !DIExpression(), !273)
  %75 = sext i32 %73 to i64, !dbg !276
  %76 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %75, !dbg !276
  store i32 0, ptr %76, align 4, !dbg !277, !tbaa !200
  %77 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %75, !dbg !278
  store i32 0, ptr %77, align 4, !dbg !279, !tbaa !200
  %78 = icmp eq i32 %73, 0, !dbg !280
  br i1 %78, label %98, label %79, !dbg !281

79:                                               ; preds = %72, %90
  %80 = phi i32 [ %82, %90 ], [ %73, %72 ]
    #dbg_value(i32 %80, !269, !DIExpression(), !273)
  %81 = add nsw i32 %80, -1, !dbg !282
  %82 = sdiv i32 %81, 2, !dbg !283
  %83 = sext i32 %82 to i64, !dbg !284
  %84 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %83, !dbg !284
  %85 = load i32, ptr %84, align 4, !dbg !284, !tbaa !200
  %86 = sext i32 %80 to i64, !dbg !285
  %87 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %86, !dbg !285
  %88 = load i32, ptr %87, align 4, !dbg !285, !tbaa !200
  %89 = icmp sgt i32 %85, %88, !dbg !286
  br i1 %89, label %90, label %96, !dbg !287

90:                                               ; preds = %79
    #dbg_value(i32 %82, !270, !DIExpression(), !288)
    #dbg_value(i32 %85, !272, !DIExpression(), !288)
  store i32 %88, ptr %84, align 4, !dbg !289, !tbaa !200
  store i32 %85, ptr %87, align 4, !dbg !290, !tbaa !200
  %91 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %83, !dbg !291
  %92 = load i32, ptr %91, align 4, !dbg !291, !tbaa !200
    #dbg_value(i32 %92, !272, !DIExpression(), !288)
  %93 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %86, !dbg !292
  %94 = load i32, ptr %93, align 4, !dbg !292, !tbaa !200
  store i32 %94, ptr %91, align 4, !dbg !293, !tbaa !200
  store i32 %92, ptr %93, align 4, !dbg !294, !tbaa !200
    #dbg_value(i32 %82, !269, !DIExpression(), !273)
  %95 = icmp ult i32 %80, 3, !dbg !280
  br i1 %95, label %96, label %79, !dbg !281, !llvm.loop !295

96:                                               ; preds = %79, %90
  %97 = icmp eq i32 %74, 0, !dbg !297
  br i1 %97, label %100, label %98, !dbg !297

98:                                               ; preds = %72, %96
  br label %127, !dbg !298

99:                                               ; preds = %228
  store i32 0, ptr @hn, align 4, !dbg !314, !tbaa !200
  br label %100, !dbg !297

100:                                              ; preds = %96, %99
  br label %101, !dbg !315

101:                                              ; preds = %100, %101
  %102 = phi i64 [ %117, %101 ], [ 0, %100 ], !dbg !316
  %103 = phi <2 x i32> [ %115, %101 ], [ zeroinitializer, %100 ]
  %104 = phi <2 x i32> [ %116, %101 ], [ zeroinitializer, %100 ]
  %105 = phi <2 x i64> [ %113, %101 ], [ zeroinitializer, %100 ]
  %106 = phi <2 x i64> [ %114, %101 ], [ zeroinitializer, %100 ]
  %107 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %102, !dbg !318
  %108 = getelementptr inbounds i8, ptr %107, i64 8, !dbg !318
  %109 = load <2 x i32>, ptr %107, align 16, !dbg !318, !tbaa !200
  %110 = load <2 x i32>, ptr %108, align 8, !dbg !318, !tbaa !200
  %111 = sext <2 x i32> %109 to <2 x i64>, !dbg !318
  %112 = sext <2 x i32> %110 to <2 x i64>, !dbg !318
  %113 = add <2 x i64> %105, %111, !dbg !320
  %114 = add <2 x i64> %106, %112, !dbg !320
  %115 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %109, <2 x i32> %103), !dbg !321
  %116 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %110, <2 x i32> %104), !dbg !321
  %117 = add nuw i64 %102, 4, !dbg !316
  %118 = icmp eq i64 %117, 400, !dbg !316
  br i1 %118, label %119, label %101, !dbg !316, !llvm.loop !322

119:                                              ; preds = %101
  %120 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %115, <2 x i32> %116), !dbg !315
  %121 = tail call i32 @llvm.vector.reduce.smax.v2i32(<2 x i32> %120), !dbg !315
  %122 = add <2 x i64> %114, %113, !dbg !315
  %123 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %122), !dbg !315
  %124 = load i32, ptr getelementptr inbounds (i8, ptr @main.dist, i64 4), align 4, !dbg !324, !tbaa !200
  %125 = load i32, ptr getelementptr inbounds (i8, ptr @main.dist, i64 1596), align 4, !dbg !325, !tbaa !200
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %123, i32 noundef %121, i32 noundef %124, i32 noundef %125), !dbg !326
    #dbg_value(i32 0, !39, !DIExpression(), !327)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1600) @main.lvl, i8 -1, i64 1600, i1 false), !dbg !328, !tbaa !200
    #dbg_value(i64 poison, !39, !DIExpression(), !327)
    #dbg_value(i32 0, !41, !DIExpression(), !198)
    #dbg_value(i32 1, !42, !DIExpression(), !198)
  store i32 0, ptr @main.q, align 16, !dbg !330, !tbaa !200
  store i32 0, ptr @main.lvl, align 16, !dbg !331, !tbaa !200
  br label %251, !dbg !332

127:                                              ; preds = %98, %228
  %128 = phi i32 [ %229, %228 ], [ %74, %98 ]
    #dbg_value(ptr undef, !304, !DIExpression(), !333)
    #dbg_value(ptr undef, !305, !DIExpression(), !333)
  %129 = load i32, ptr @hk, align 16, !dbg !334, !tbaa !200
    #dbg_value(i32 %129, !25, !DIExpression(), !335)
  %130 = load i32, ptr @hv, align 16, !dbg !336, !tbaa !200
    #dbg_value(i32 %130, !27, !DIExpression(), !335)
  %131 = add nsw i32 %128, -1, !dbg !337
  %132 = sext i32 %131 to i64, !dbg !338
  %133 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %132, !dbg !338
  %134 = load i32, ptr %133, align 4, !dbg !338, !tbaa !200
  store i32 %134, ptr @hk, align 16, !dbg !339, !tbaa !200
  %135 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %132, !dbg !340
  %136 = load i32, ptr %135, align 4, !dbg !340, !tbaa !200
  store i32 %136, ptr @hv, align 16, !dbg !341, !tbaa !200
    #dbg_value(i32 0, !306, !DIExpression(), !333)
  br label %137, !dbg !298

137:                                              ; preds = %167, %127
  %138 = phi i32 [ 0, %127 ], [ %165, %167 ], !dbg !342
    #dbg_value(i32 %138, !306, !DIExpression(), !333)
  %139 = shl nsw i32 %138, 1, !dbg !343
  %140 = or disjoint i32 %139, 1, !dbg !344
    #dbg_value(i32 %140, !307, !DIExpression(), !345)
    #dbg_value(i32 %138, !311, !DIExpression(), !345)
  %141 = icmp slt i32 %140, %131, !dbg !346
  br i1 %141, label %142, label %151, !dbg !348

142:                                              ; preds = %137
  %143 = sext i32 %140 to i64, !dbg !349
  %144 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %143, !dbg !349
  %145 = load i32, ptr %144, align 4, !dbg !349, !tbaa !200
  %146 = sext i32 %138 to i64, !dbg !350
  %147 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %146, !dbg !350
  %148 = load i32, ptr %147, align 4, !dbg !350, !tbaa !200
  %149 = icmp slt i32 %145, %148, !dbg !351
  %150 = select i1 %149, i32 %140, i32 %138, !dbg !352
  br label %151, !dbg !352

151:                                              ; preds = %142, %137
  %152 = phi i32 [ %138, %137 ], [ %150, %142 ], !dbg !353
    #dbg_value(i32 %152, !311, !DIExpression(), !345)
  %153 = add nsw i32 %139, 2, !dbg !354
  %154 = icmp slt i32 %153, %131, !dbg !356
  br i1 %154, label %155, label %164, !dbg !357

155:                                              ; preds = %151
  %156 = sext i32 %153 to i64, !dbg !358
  %157 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %156, !dbg !358
  %158 = load i32, ptr %157, align 8, !dbg !358, !tbaa !200
  %159 = sext i32 %152 to i64, !dbg !359
  %160 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %159, !dbg !359
  %161 = load i32, ptr %160, align 4, !dbg !359, !tbaa !200
  %162 = icmp slt i32 %158, %161, !dbg !360
  %163 = select i1 %162, i32 %153, i32 %152, !dbg !361
  br label %164, !dbg !361

164:                                              ; preds = %155, %151
  %165 = phi i32 [ %152, %151 ], [ %163, %155 ], !dbg !353
    #dbg_value(i32 %165, !311, !DIExpression(), !345)
  %166 = icmp eq i32 %165, %138, !dbg !362
  br i1 %166, label %178, label %167, !dbg !364

167:                                              ; preds = %164
  %168 = sext i32 %165 to i64, !dbg !365
  %169 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %168, !dbg !365
  %170 = load i32, ptr %169, align 4, !dbg !365, !tbaa !200
    #dbg_value(i32 %170, !312, !DIExpression(), !345)
  %171 = sext i32 %138 to i64, !dbg !366
  %172 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %171, !dbg !366
  %173 = load i32, ptr %172, align 4, !dbg !366, !tbaa !200
  store i32 %173, ptr %169, align 4, !dbg !367, !tbaa !200
  store i32 %170, ptr %172, align 4, !dbg !368, !tbaa !200
  %174 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %168, !dbg !369
  %175 = load i32, ptr %174, align 4, !dbg !369, !tbaa !200
    #dbg_value(i32 %175, !312, !DIExpression(), !345)
  %176 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %171, !dbg !370
  %177 = load i32, ptr %176, align 4, !dbg !370, !tbaa !200
  store i32 %177, ptr %174, align 4, !dbg !371, !tbaa !200
  store i32 %175, ptr %176, align 4, !dbg !372, !tbaa !200
    #dbg_value(i32 %165, !306, !DIExpression(), !333)
  br label %137

178:                                              ; preds = %164
    #dbg_value(i32 poison, !306, !DIExpression(), !333)
  %179 = sext i32 %130 to i64, !dbg !373
  %180 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %179, !dbg !373
  %181 = load i32, ptr %180, align 4, !dbg !373, !tbaa !200
  %182 = icmp sgt i32 %129, %181, !dbg !375
  br i1 %182, label %228, label %183, !dbg !376, !llvm.loop !377

183:                                              ; preds = %178
  %184 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %179, !dbg !379
    #dbg_value(i32 poison, !28, !DIExpression(), !380)
  %185 = load i32, ptr %184, align 4, !dbg !381, !tbaa !200
  %186 = icmp sgt i32 %185, -1, !dbg !382
  br i1 %186, label %187, label %228, !dbg !383

187:                                              ; preds = %183, %223
  %188 = phi i32 [ %226, %223 ], [ %185, %183 ]
  %189 = phi i32 [ %224, %223 ], [ %131, %183 ]
  %190 = zext nneg i32 %188 to i64, !dbg !384
  %191 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %190, !dbg !384
  %192 = load i32, ptr %191, align 4, !dbg !385, !tbaa !386
    #dbg_value(i32 %192, !30, !DIExpression(), !388)
  %193 = getelementptr inbounds i8, ptr %191, i64 4, !dbg !389
  %194 = load i32, ptr %193, align 4, !dbg !389, !tbaa !390
  %195 = add nsw i32 %194, %129, !dbg !391
    #dbg_value(i32 %195, !33, !DIExpression(), !388)
  %196 = sext i32 %192 to i64, !dbg !392
  %197 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %196, !dbg !392
  %198 = load i32, ptr %197, align 4, !dbg !392, !tbaa !200
  %199 = icmp slt i32 %195, %198, !dbg !394
  br i1 %199, label %200, label %223, !dbg !395

200:                                              ; preds = %187
  store i32 %195, ptr %197, align 4, !dbg !396, !tbaa !200
    #dbg_value(i32 %195, !263, !DIExpression(), !398)
    #dbg_value(i32 %192, !268, !DIExpression(), !398)
  %201 = add nsw i32 %189, 1, !dbg !400
    #dbg_value(i32 %189, !269, !DIExpression(), !398)
  %202 = sext i32 %189 to i64, !dbg !401
  %203 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %202, !dbg !401
  store i32 %195, ptr %203, align 4, !dbg !402, !tbaa !200
  %204 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %202, !dbg !403
  store i32 %192, ptr %204, align 4, !dbg !404, !tbaa !200
  %205 = icmp eq i32 %189, 0, !dbg !405
  br i1 %205, label %223, label %206, !dbg !406

206:                                              ; preds = %200, %217
  %207 = phi i32 [ %209, %217 ], [ %189, %200 ]
    #dbg_value(i32 %207, !269, !DIExpression(), !398)
  %208 = add nsw i32 %207, -1, !dbg !407
  %209 = sdiv i32 %208, 2, !dbg !408
  %210 = sext i32 %209 to i64, !dbg !409
  %211 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %210, !dbg !409
  %212 = load i32, ptr %211, align 4, !dbg !409, !tbaa !200
  %213 = sext i32 %207 to i64, !dbg !410
  %214 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %213, !dbg !410
  %215 = load i32, ptr %214, align 4, !dbg !410, !tbaa !200
  %216 = icmp sgt i32 %212, %215, !dbg !411
  br i1 %216, label %217, label %223, !dbg !412

217:                                              ; preds = %206
    #dbg_value(i32 %209, !270, !DIExpression(), !413)
    #dbg_value(i32 %212, !272, !DIExpression(), !413)
  store i32 %215, ptr %211, align 4, !dbg !414, !tbaa !200
  store i32 %212, ptr %214, align 4, !dbg !415, !tbaa !200
  %218 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %210, !dbg !416
  %219 = load i32, ptr %218, align 4, !dbg !416, !tbaa !200
    #dbg_value(i32 %219, !272, !DIExpression(), !413)
  %220 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %213, !dbg !417
  %221 = load i32, ptr %220, align 4, !dbg !417, !tbaa !200
  store i32 %221, ptr %218, align 4, !dbg !418, !tbaa !200
  store i32 %219, ptr %220, align 4, !dbg !419, !tbaa !200
    #dbg_value(i32 %209, !269, !DIExpression(), !398)
  %222 = icmp ult i32 %207, 3, !dbg !405
  br i1 %222, label %223, label %206, !dbg !406, !llvm.loop !420

223:                                              ; preds = %217, %206, %200, %187
  %224 = phi i32 [ 1, %200 ], [ %189, %187 ], [ %201, %206 ], [ %201, %217 ]
  %225 = getelementptr inbounds i8, ptr %191, i64 8, !dbg !422
    #dbg_value(i32 poison, !28, !DIExpression(), !380)
  %226 = load i32, ptr %225, align 4, !dbg !381, !tbaa !200
    #dbg_value(i32 %226, !28, !DIExpression(), !380)
  %227 = icmp sgt i32 %226, -1, !dbg !382
  br i1 %227, label %187, label %228, !dbg !383, !llvm.loop !423

228:                                              ; preds = %223, %183, %178
  %229 = phi i32 [ %131, %178 ], [ %131, %183 ], [ %224, %223 ]
  %230 = icmp eq i32 %229, 0, !dbg !297
  br i1 %230, label %99, label %127, !dbg !297

231:                                              ; preds = %279, %251
  %232 = phi i32 [ %253, %251 ], [ %280, %279 ], !dbg !198
    #dbg_value(i32 %232, !42, !DIExpression(), !198)
    #dbg_value(i64 %254, !41, !DIExpression(), !198)
  %233 = sext i32 %232 to i64, !dbg !425
  %234 = icmp slt i64 %254, %233, !dbg !425
  br i1 %234, label %251, label %235, !dbg !332, !llvm.loop !426

235:                                              ; preds = %231, %235
  %236 = phi i64 [ %245, %235 ], [ 0, %231 ], !dbg !428
  %237 = phi <4 x i32> [ %243, %235 ], [ zeroinitializer, %231 ]
  %238 = phi <4 x i32> [ %244, %235 ], [ zeroinitializer, %231 ]
  %239 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %236, !dbg !430
  %240 = getelementptr inbounds i8, ptr %239, i64 16, !dbg !430
  %241 = load <4 x i32>, ptr %239, align 16, !dbg !430, !tbaa !200
  %242 = load <4 x i32>, ptr %240, align 16, !dbg !430, !tbaa !200
  %243 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %241, <4 x i32> %237), !dbg !432
  %244 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %242, <4 x i32> %238), !dbg !432
  %245 = add nuw i64 %236, 8, !dbg !428
  %246 = icmp eq i64 %245, 400, !dbg !428
  br i1 %246, label %247, label %235, !dbg !428, !llvm.loop !433

247:                                              ; preds = %235
  %248 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %243, <4 x i32> %244), !dbg !434
  %249 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %248), !dbg !434
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %232, i32 noundef %249), !dbg !436
    #dbg_value(i32 0, !51, !DIExpression(), !198)
    #dbg_value(i64 0, !52, !DIExpression(), !198)
    #dbg_value(i32 1, !50, !DIExpression(), !198)
  store i32 0, ptr @main.st, align 16, !dbg !437, !tbaa !200
  br label %284, !dbg !438

251:                                              ; preds = %119, %231
  %252 = phi i64 [ 0, %119 ], [ %254, %231 ]
  %253 = phi i32 [ 1, %119 ], [ %232, %231 ]
    #dbg_value(i32 %253, !42, !DIExpression(), !198)
    #dbg_value(i64 %252, !41, !DIExpression(), !198)
  %254 = add nuw nsw i64 %252, 1, !dbg !439
    #dbg_value(i64 %254, !41, !DIExpression(), !198)
  %255 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %252, !dbg !440
  %256 = load i32, ptr %255, align 4, !dbg !440, !tbaa !200
    #dbg_value(i32 %256, !43, !DIExpression(), !441)
  %257 = sext i32 %256 to i64, !dbg !442
  %258 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %257, !dbg !442
    #dbg_value(i32 poison, !45, !DIExpression(), !443)
  %259 = load i32, ptr %258, align 4, !dbg !444, !tbaa !200
  %260 = icmp sgt i32 %259, -1, !dbg !445
  br i1 %260, label %261, label %231, !dbg !447

261:                                              ; preds = %251
  %262 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %257
  br label %263, !dbg !447

263:                                              ; preds = %261, %279
  %264 = phi i32 [ %259, %261 ], [ %282, %279 ]
  %265 = phi i32 [ %253, %261 ], [ %280, %279 ]
    #dbg_value(i32 %265, !42, !DIExpression(), !198)
  %266 = zext nneg i32 %264 to i64, !dbg !448
  %267 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %266, !dbg !448
  %268 = load i32, ptr %267, align 4, !dbg !450, !tbaa !386
  %269 = sext i32 %268 to i64, !dbg !451
  %270 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %269, !dbg !451
  %271 = load i32, ptr %270, align 4, !dbg !451, !tbaa !200
  %272 = icmp slt i32 %271, 0, !dbg !452
  br i1 %272, label %273, label %279, !dbg !453

273:                                              ; preds = %263
  %274 = load i32, ptr %262, align 4, !dbg !454, !tbaa !200
  %275 = add nsw i32 %274, 1, !dbg !456
  store i32 %275, ptr %270, align 4, !dbg !457, !tbaa !200
  %276 = add nsw i32 %265, 1, !dbg !458
    #dbg_value(i32 %276, !42, !DIExpression(), !198)
  %277 = sext i32 %265 to i64, !dbg !459
  %278 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %277, !dbg !459
  store i32 %268, ptr %278, align 4, !dbg !460, !tbaa !200
  br label %279, !dbg !461

279:                                              ; preds = %263, %273
  %280 = phi i32 [ %276, %273 ], [ %265, %263 ], !dbg !198
    #dbg_value(i32 %280, !42, !DIExpression(), !198)
  %281 = getelementptr inbounds i8, ptr %267, i64 8, !dbg !462
    #dbg_value(i32 poison, !45, !DIExpression(), !443)
  %282 = load i32, ptr %281, align 4, !dbg !444, !tbaa !200
    #dbg_value(i32 %282, !45, !DIExpression(), !443)
  %283 = icmp sgt i32 %282, -1, !dbg !445
  br i1 %283, label %263, label %231, !dbg !447, !llvm.loop !463

284:                                              ; preds = %247, %323
  %285 = phi i64 [ 0, %247 ], [ %326, %323 ]
  %286 = phi i32 [ 0, %247 ], [ %325, %323 ]
  %287 = phi i32 [ 1, %247 ], [ %324, %323 ]
    #dbg_value(i64 %285, !52, !DIExpression(), !198)
    #dbg_value(i32 %286, !51, !DIExpression(), !198)
    #dbg_value(i32 %287, !50, !DIExpression(), !198)
  %288 = add nsw i32 %287, -1, !dbg !465
    #dbg_value(i32 %288, !50, !DIExpression(), !198)
  %289 = sext i32 %288 to i64, !dbg !466
  %290 = getelementptr inbounds [4800 x i32], ptr @main.st, i64 0, i64 %289, !dbg !466
  %291 = load i32, ptr %290, align 4, !dbg !466, !tbaa !200
    #dbg_value(i32 %291, !53, !DIExpression(), !467)
  %292 = sext i32 %291 to i64, !dbg !468
  %293 = getelementptr inbounds [400 x i32], ptr @main.seen, i64 0, i64 %292, !dbg !468
  %294 = load i32, ptr %293, align 4, !dbg !468, !tbaa !200
  %295 = icmp eq i32 %294, 0, !dbg !468
  br i1 %295, label %296, label %323, !dbg !470, !llvm.loop !471

296:                                              ; preds = %284
  store i32 1, ptr %293, align 4, !dbg !473, !tbaa !200
  %297 = add nsw i32 %286, 1, !dbg !474
    #dbg_value(i32 %297, !51, !DIExpression(), !198)
  %298 = sext i32 %297 to i64, !dbg !474
  %299 = mul nsw i64 %292, %298, !dbg !475
  %300 = add nsw i64 %299, %285, !dbg !476
    #dbg_value(i64 %300, !52, !DIExpression(), !198)
  %301 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %292, !dbg !477
    #dbg_value(i32 poison, !55, !DIExpression(), !478)
  %302 = load i32, ptr %301, align 4, !dbg !479, !tbaa !200
  %303 = icmp sgt i32 %302, -1, !dbg !480
  br i1 %303, label %304, label %323, !dbg !482

304:                                              ; preds = %296, %318
  %305 = phi i32 [ %321, %318 ], [ %302, %296 ]
  %306 = phi i32 [ %319, %318 ], [ %288, %296 ]
    #dbg_value(i32 %306, !50, !DIExpression(), !198)
  %307 = zext nneg i32 %305 to i64, !dbg !483
  %308 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %307, !dbg !483
  %309 = load i32, ptr %308, align 4, !dbg !485, !tbaa !386
  %310 = sext i32 %309 to i64, !dbg !486
  %311 = getelementptr inbounds [400 x i32], ptr @main.seen, i64 0, i64 %310, !dbg !486
  %312 = load i32, ptr %311, align 4, !dbg !486, !tbaa !200
  %313 = icmp eq i32 %312, 0, !dbg !486
  br i1 %313, label %314, label %318, !dbg !487

314:                                              ; preds = %304
  %315 = add nsw i32 %306, 1, !dbg !488
    #dbg_value(i32 %315, !50, !DIExpression(), !198)
  %316 = sext i32 %306 to i64, !dbg !489
  %317 = getelementptr inbounds [4800 x i32], ptr @main.st, i64 0, i64 %316, !dbg !489
  store i32 %309, ptr %317, align 4, !dbg !490, !tbaa !200
  br label %318, !dbg !489

318:                                              ; preds = %304, %314
  %319 = phi i32 [ %306, %304 ], [ %315, %314 ], !dbg !491
    #dbg_value(i32 %319, !50, !DIExpression(), !198)
  %320 = getelementptr inbounds i8, ptr %308, i64 8, !dbg !492
    #dbg_value(i32 poison, !55, !DIExpression(), !478)
  %321 = load i32, ptr %320, align 4, !dbg !479, !tbaa !200
    #dbg_value(i32 %321, !55, !DIExpression(), !478)
  %322 = icmp sgt i32 %321, -1, !dbg !480
  br i1 %322, label %304, label %323, !dbg !482, !llvm.loop !493

323:                                              ; preds = %318, %296, %284
  %324 = phi i32 [ %288, %284 ], [ %288, %296 ], [ %319, %318 ], !dbg !465
  %325 = phi i32 [ %286, %284 ], [ %297, %296 ], [ %297, %318 ], !dbg !198
  %326 = phi i64 [ %285, %284 ], [ %300, %296 ], [ %300, %318 ], !dbg !198
    #dbg_value(i64 %326, !52, !DIExpression(), !198)
    #dbg_value(i32 %325, !51, !DIExpression(), !198)
    #dbg_value(i32 %324, !50, !DIExpression(), !198)
  %327 = icmp eq i32 %324, 0, !dbg !438
  br i1 %327, label %328, label %284, !dbg !438

328:                                              ; preds = %323
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %325, i64 noundef %326), !dbg !495
    #dbg_value(i32 0, !57, !DIExpression(), !496)
  br label %330, !dbg !497

330:                                              ; preds = %351, %328
  %331 = phi i64 [ 0, %328 ], [ %364, %351 ]
    #dbg_value(i64 %331, !57, !DIExpression(), !496)
    #dbg_value(i32 0, !59, !DIExpression(), !498)
  %332 = insertelement <4 x i64> poison, i64 %331, i64 0, !dbg !499
  %333 = shufflevector <4 x i64> %332, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !499
  br label %334, !dbg !499

334:                                              ; preds = %334, %330
  %335 = phi i64 [ 0, %330 ], [ %344, %334 ], !dbg !500
  %336 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %330 ], [ %345, %334 ]
  %337 = add <4 x i64> %336, <i64 4, i64 4, i64 4, i64 4>
  %338 = icmp eq <4 x i64> %333, %336, !dbg !502
  %339 = icmp eq <4 x i64> %333, %337, !dbg !502
  %340 = select <4 x i1> %338, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>, !dbg !503
  %341 = select <4 x i1> %339, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>, !dbg !503
  %342 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %331, i64 %335, !dbg !504
  %343 = getelementptr inbounds i8, ptr %342, i64 16, !dbg !505
  store <4 x i32> %340, ptr %342, align 16, !dbg !505, !tbaa !200
  store <4 x i32> %341, ptr %343, align 16, !dbg !505, !tbaa !200
  %344 = add nuw i64 %335, 8, !dbg !500
  %345 = add <4 x i64> %336, <i64 8, i64 8, i64 8, i64 8>
  %346 = icmp eq i64 %344, 56, !dbg !500
  br i1 %346, label %351, label %334, !dbg !500, !llvm.loop !506

347:                                              ; preds = %351
    #dbg_value(i32 0, !62, !DIExpression(), !508)
  %348 = icmp sgt i32 %69, 0, !dbg !509
  br i1 %348, label %349, label %388, !dbg !511

349:                                              ; preds = %347
  %350 = zext nneg i32 %69 to i64, !dbg !509
  br label %366, !dbg !511

351:                                              ; preds = %334
    #dbg_value(i64 56, !59, !DIExpression(), !498)
  %352 = icmp eq i64 %331, 56, !dbg !502
  %353 = select i1 %352, i32 0, i32 1000000, !dbg !503
  %354 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %331, i64 56, !dbg !504
  store i32 %353, ptr %354, align 16, !dbg !505, !tbaa !200
    #dbg_value(i64 57, !59, !DIExpression(), !498)
  %355 = icmp eq i64 %331, 57, !dbg !502
  %356 = select i1 %355, i32 0, i32 1000000, !dbg !503
  %357 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %331, i64 57, !dbg !504
  store i32 %356, ptr %357, align 4, !dbg !505, !tbaa !200
    #dbg_value(i64 58, !59, !DIExpression(), !498)
  %358 = icmp eq i64 %331, 58, !dbg !502
  %359 = select i1 %358, i32 0, i32 1000000, !dbg !503
  %360 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %331, i64 58, !dbg !504
  store i32 %359, ptr %360, align 8, !dbg !505, !tbaa !200
    #dbg_value(i64 59, !59, !DIExpression(), !498)
  %361 = icmp eq i64 %331, 59, !dbg !502
  %362 = select i1 %361, i32 0, i32 1000000, !dbg !503
  %363 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %331, i64 59, !dbg !504
  store i32 %362, ptr %363, align 4, !dbg !505, !tbaa !200
    #dbg_value(i64 60, !59, !DIExpression(), !498)
  %364 = add nuw nsw i64 %331, 1, !dbg !512
    #dbg_value(i64 %364, !57, !DIExpression(), !496)
  %365 = icmp eq i64 %364, 60, !dbg !513
  br i1 %365, label %347, label %330, !dbg !497, !llvm.loop !514

366:                                              ; preds = %349, %385
  %367 = phi i64 [ 0, %349 ], [ %386, %385 ]
    #dbg_value(i64 %367, !62, !DIExpression(), !508)
  %368 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %367, !dbg !516
  %369 = load i32, ptr %368, align 4, !dbg !518, !tbaa !386
  %370 = icmp slt i32 %369, 60, !dbg !519
  br i1 %370, label %371, label %385, !dbg !520

371:                                              ; preds = %366
  %372 = getelementptr inbounds i8, ptr %368, i64 4, !dbg !521
  %373 = load i32, ptr %372, align 4, !dbg !521, !tbaa !390
  %374 = icmp slt i32 %373, 60, !dbg !522
  br i1 %374, label %375, label %385, !dbg !523

375:                                              ; preds = %371
  %376 = getelementptr inbounds i8, ptr %368, i64 8, !dbg !524
  %377 = load i32, ptr %376, align 4, !dbg !524, !tbaa !527
  %378 = sext i32 %369 to i64, !dbg !528
  %379 = sext i32 %373 to i64, !dbg !528
  %380 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %378, i64 %379, !dbg !528
  %381 = load i32, ptr %380, align 4, !dbg !528, !tbaa !200
  %382 = icmp slt i32 %377, %381, !dbg !529
  br i1 %382, label %383, label %385, !dbg !530

383:                                              ; preds = %375
  %384 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %379, i64 %378, !dbg !531
  store i32 %377, ptr %384, align 4, !dbg !532, !tbaa !200
  store i32 %377, ptr %380, align 4, !dbg !533, !tbaa !200
  br label %385, !dbg !534

385:                                              ; preds = %366, %371, %383, %375
  %386 = add nuw nsw i64 %367, 1, !dbg !535
    #dbg_value(i64 %386, !62, !DIExpression(), !508)
  %387 = icmp eq i64 %386, %350, !dbg !509
  br i1 %387, label %388, label %366, !dbg !511, !llvm.loop !536

388:                                              ; preds = %385, %347
  br label %389, !dbg !538

389:                                              ; preds = %388, %476
  %390 = phi i64 [ %477, %476 ], [ 0, %388 ]
  %391 = shl nuw nsw i64 %390, 2, !dbg !539
  %392 = getelementptr i8, ptr @main.fw, i64 %391, !dbg !539
    #dbg_value(i64 %390, !64, !DIExpression(), !540)
    #dbg_value(i32 0, !66, !DIExpression(), !541)
  %393 = getelementptr i8, ptr getelementptr (i8, ptr @main.fw, i64 14164), i64 %391, !dbg !539
  %394 = mul nuw nsw i64 %390, 240, !dbg !539
  %395 = getelementptr i8, ptr @main.fw, i64 %394, !dbg !539
  %396 = getelementptr i8, ptr getelementptr (i8, ptr @main.fw, i64 240), i64 %394, !dbg !539
  %397 = icmp ugt ptr %393, @main.fw
  %398 = icmp ult ptr %392, getelementptr inbounds (i8, ptr @main.fw, i64 14400)
  %399 = and i1 %397, %398
  %400 = icmp ugt ptr %396, @main.fw
  %401 = icmp ult ptr %395, getelementptr inbounds (i8, ptr @main.fw, i64 14400)
  %402 = and i1 %400, %401
  %403 = or i1 %399, %402
  br label %404, !dbg !539

404:                                              ; preds = %389, %479
  %405 = phi i64 [ 0, %389 ], [ %480, %479 ]
    #dbg_value(i64 %405, !66, !DIExpression(), !541)
  %406 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %390
    #dbg_value(i32 0, !69, !DIExpression(), !542)
  br i1 %403, label %411, label %407, !dbg !543

407:                                              ; preds = %404
  %408 = load i32, ptr %406, align 4, !tbaa !200, !alias.scope !544
  %409 = insertelement <4 x i32> poison, i32 %408, i64 0
  %410 = shufflevector <4 x i32> %409, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %413, !dbg !543

411:                                              ; preds = %473, %404
  %412 = phi i64 [ 0, %404 ], [ 56, %473 ]
  br label %482, !dbg !543

413:                                              ; preds = %407, %473
  %414 = phi i64 [ %474, %473 ], [ 0, %407 ], !dbg !547
  %415 = or disjoint i64 %414, 4, !dbg !543
  %416 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %390, i64 %414, !dbg !549
  %417 = getelementptr inbounds i8, ptr %416, i64 16, !dbg !549
  %418 = load <4 x i32>, ptr %416, align 16, !dbg !549, !tbaa !200, !alias.scope !551
  %419 = load <4 x i32>, ptr %417, align 16, !dbg !549, !tbaa !200, !alias.scope !551
  %420 = add nsw <4 x i32> %418, %410, !dbg !543
  %421 = add nsw <4 x i32> %419, %410, !dbg !543
  %422 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %414, !dbg !553
  %423 = getelementptr inbounds i8, ptr %422, i64 16, !dbg !553
  %424 = load <4 x i32>, ptr %422, align 16, !dbg !553, !tbaa !200, !alias.scope !554, !noalias !556
  %425 = load <4 x i32>, ptr %423, align 16, !dbg !553, !tbaa !200, !alias.scope !554, !noalias !556
  %426 = icmp slt <4 x i32> %420, %424, !dbg !557
  %427 = icmp slt <4 x i32> %421, %425, !dbg !557
  %428 = extractelement <4 x i1> %426, i64 0, !dbg !557
  br i1 %428, label %429, label %432, !dbg !543

429:                                              ; preds = %413
  %430 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %414, !dbg !553
  %431 = extractelement <4 x i32> %420, i64 0, !dbg !558
  store i32 %431, ptr %430, align 16, !dbg !558, !tbaa !200, !alias.scope !554, !noalias !556
  br label %432, !dbg !557

432:                                              ; preds = %429, %413
  %433 = extractelement <4 x i1> %426, i64 1, !dbg !558
  br i1 %433, label %434, label %438, !dbg !558

434:                                              ; preds = %432
  %435 = or disjoint i64 %414, 1, !dbg !543
  %436 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %435, !dbg !553
  %437 = extractelement <4 x i32> %420, i64 1, !dbg !558
  store i32 %437, ptr %436, align 4, !dbg !558, !tbaa !200, !alias.scope !554, !noalias !556
  br label %438, !dbg !558

438:                                              ; preds = %434, %432
  %439 = extractelement <4 x i1> %426, i64 2, !dbg !558
  br i1 %439, label %440, label %444, !dbg !558

440:                                              ; preds = %438
  %441 = or disjoint i64 %414, 2, !dbg !543
  %442 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %441, !dbg !553
  %443 = extractelement <4 x i32> %420, i64 2, !dbg !558
  store i32 %443, ptr %442, align 8, !dbg !558, !tbaa !200, !alias.scope !554, !noalias !556
  br label %444, !dbg !558

444:                                              ; preds = %440, %438
  %445 = extractelement <4 x i1> %426, i64 3, !dbg !558
  br i1 %445, label %446, label %450, !dbg !558

446:                                              ; preds = %444
  %447 = or disjoint i64 %414, 3, !dbg !543
  %448 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %447, !dbg !553
  %449 = extractelement <4 x i32> %420, i64 3, !dbg !558
  store i32 %449, ptr %448, align 4, !dbg !558, !tbaa !200, !alias.scope !554, !noalias !556
  br label %450, !dbg !558

450:                                              ; preds = %446, %444
  %451 = extractelement <4 x i1> %427, i64 0, !dbg !558
  br i1 %451, label %452, label %455, !dbg !558

452:                                              ; preds = %450
  %453 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %415, !dbg !553
  %454 = extractelement <4 x i32> %421, i64 0, !dbg !558
  store i32 %454, ptr %453, align 16, !dbg !558, !tbaa !200, !alias.scope !554, !noalias !556
  br label %455, !dbg !558

455:                                              ; preds = %452, %450
  %456 = extractelement <4 x i1> %427, i64 1, !dbg !558
  br i1 %456, label %457, label %461, !dbg !558

457:                                              ; preds = %455
  %458 = or disjoint i64 %414, 5, !dbg !543
  %459 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %458, !dbg !553
  %460 = extractelement <4 x i32> %421, i64 1, !dbg !558
  store i32 %460, ptr %459, align 4, !dbg !558, !tbaa !200, !alias.scope !554, !noalias !556
  br label %461, !dbg !558

461:                                              ; preds = %457, %455
  %462 = extractelement <4 x i1> %427, i64 2, !dbg !558
  br i1 %462, label %463, label %467, !dbg !558

463:                                              ; preds = %461
  %464 = or disjoint i64 %414, 6, !dbg !543
  %465 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %464, !dbg !553
  %466 = extractelement <4 x i32> %421, i64 2, !dbg !558
  store i32 %466, ptr %465, align 8, !dbg !558, !tbaa !200, !alias.scope !554, !noalias !556
  br label %467, !dbg !558

467:                                              ; preds = %463, %461
  %468 = extractelement <4 x i1> %427, i64 3, !dbg !558
  br i1 %468, label %469, label %473, !dbg !558

469:                                              ; preds = %467
  %470 = or disjoint i64 %414, 7, !dbg !543
  %471 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %470, !dbg !553
  %472 = extractelement <4 x i32> %421, i64 3, !dbg !558
  store i32 %472, ptr %471, align 4, !dbg !558, !tbaa !200, !alias.scope !554, !noalias !556
  br label %473, !dbg !558

473:                                              ; preds = %469, %467
  %474 = add nuw i64 %414, 8, !dbg !547
  %475 = icmp eq i64 %474, 56, !dbg !547
  br i1 %475, label %411, label %413, !dbg !547, !llvm.loop !559

476:                                              ; preds = %479
  %477 = add nuw nsw i64 %390, 1, !dbg !561
    #dbg_value(i64 %477, !64, !DIExpression(), !540)
  %478 = icmp eq i64 %477, 60, !dbg !562
  br i1 %478, label %505, label %389, !dbg !538, !llvm.loop !563

479:                                              ; preds = %502
  %480 = add nuw nsw i64 %405, 1, !dbg !565
    #dbg_value(i64 %480, !66, !DIExpression(), !541)
  %481 = icmp eq i64 %480, 60, !dbg !566
  br i1 %481, label %476, label %404, !dbg !539, !llvm.loop !567

482:                                              ; preds = %502, %411
  %483 = phi i64 [ %412, %411 ], [ %503, %502 ]
    #dbg_value(i64 %483, !69, !DIExpression(), !542)
  %484 = load i32, ptr %406, align 4, !dbg !569, !tbaa !200
  %485 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %390, i64 %483, !dbg !549
  %486 = load i32, ptr %485, align 8, !dbg !549, !tbaa !200
  %487 = add nsw i32 %486, %484, !dbg !570
  %488 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %483, !dbg !553
  %489 = load i32, ptr %488, align 8, !dbg !553, !tbaa !200
  %490 = icmp slt i32 %487, %489, !dbg !557
  br i1 %490, label %491, label %492, !dbg !571

491:                                              ; preds = %482
  store i32 %487, ptr %488, align 8, !dbg !558, !tbaa !200
  br label %492, !dbg !572

492:                                              ; preds = %482, %491
  %493 = or disjoint i64 %483, 1, !dbg !547
    #dbg_value(i64 %493, !69, !DIExpression(), !542)
  %494 = load i32, ptr %406, align 4, !dbg !569, !tbaa !200
  %495 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %390, i64 %493, !dbg !549
  %496 = load i32, ptr %495, align 4, !dbg !549, !tbaa !200
  %497 = add nsw i32 %496, %494, !dbg !570
  %498 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %493, !dbg !553
  %499 = load i32, ptr %498, align 4, !dbg !553, !tbaa !200
  %500 = icmp slt i32 %497, %499, !dbg !557
  br i1 %500, label %501, label %502, !dbg !571

501:                                              ; preds = %492
  store i32 %497, ptr %498, align 4, !dbg !558, !tbaa !200
  br label %502, !dbg !572

502:                                              ; preds = %501, %492
  %503 = add nuw nsw i64 %483, 2, !dbg !547
    #dbg_value(i64 %503, !69, !DIExpression(), !542)
  %504 = icmp eq i64 %503, 60, !dbg !573
  br i1 %504, label %479, label %482, !dbg !543, !llvm.loop !574

505:                                              ; preds = %476, %535
  %506 = phi i64 [ %540, %535 ], [ 0, %476 ]
  %507 = phi i32 [ %537, %535 ], [ 0, %476 ]
  %508 = phi i64 [ %539, %535 ], [ 0, %476 ]
    #dbg_value(i64 %506, !74, !DIExpression(), !575)
    #dbg_value(i32 0, !76, !DIExpression(), !576)
    #dbg_value(i32 %507, !73, !DIExpression(), !198)
    #dbg_value(i64 %508, !72, !DIExpression(), !198)
  %509 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %507, i64 0, !dbg !577
  %510 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %508, i64 0, !dbg !577
  br label %511, !dbg !577

511:                                              ; preds = %511, %505
  %512 = phi i64 [ 0, %505 ], [ %533, %511 ], !dbg !578
  %513 = phi <2 x i32> [ %509, %505 ], [ %531, %511 ]
  %514 = phi <2 x i32> [ zeroinitializer, %505 ], [ %532, %511 ]
  %515 = phi <2 x i64> [ %510, %505 ], [ %527, %511 ]
  %516 = phi <2 x i64> [ zeroinitializer, %505 ], [ %528, %511 ]
  %517 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %506, i64 %512, !dbg !580
  %518 = getelementptr inbounds i8, ptr %517, i64 8, !dbg !580
  %519 = load <2 x i32>, ptr %517, align 16, !dbg !580, !tbaa !200
  %520 = load <2 x i32>, ptr %518, align 8, !dbg !580, !tbaa !200
  %521 = icmp sgt <2 x i32> %519, <i32 999999, i32 999999>, !dbg !583
  %522 = icmp sgt <2 x i32> %520, <i32 999999, i32 999999>, !dbg !583
  %523 = select <2 x i1> %521, <2 x i32> zeroinitializer, <2 x i32> %519, !dbg !584
  %524 = select <2 x i1> %522, <2 x i32> zeroinitializer, <2 x i32> %520, !dbg !584
  %525 = sext <2 x i32> %523 to <2 x i64>, !dbg !584
  %526 = sext <2 x i32> %524 to <2 x i64>, !dbg !584
  %527 = add <2 x i64> %515, %525, !dbg !584
  %528 = add <2 x i64> %516, %526, !dbg !584
  %529 = zext <2 x i1> %521 to <2 x i32>, !dbg !584
  %530 = zext <2 x i1> %522 to <2 x i32>, !dbg !584
  %531 = add <2 x i32> %513, %529, !dbg !584
  %532 = add <2 x i32> %514, %530, !dbg !584
  %533 = add nuw i64 %512, 4, !dbg !578
  %534 = icmp eq i64 %533, 60, !dbg !578
  br i1 %534, label %535, label %511, !dbg !578, !llvm.loop !585

535:                                              ; preds = %511
  %536 = add <2 x i32> %532, %531, !dbg !577
  %537 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %536), !dbg !577
  %538 = add <2 x i64> %528, %527, !dbg !577
  %539 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %538), !dbg !577
  %540 = add nuw nsw i64 %506, 1, !dbg !587
    #dbg_value(i64 %540, !74, !DIExpression(), !575)
    #dbg_value(i32 %537, !73, !DIExpression(), !198)
    #dbg_value(i64 %539, !72, !DIExpression(), !198)
  %541 = icmp eq i64 %540, 60, !dbg !588
  br i1 %541, label %542, label %505, !dbg !589, !llvm.loop !590

542:                                              ; preds = %535
  %543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %539, i32 noundef %537), !dbg !592
  %544 = sext i32 %69 to i64, !dbg !593
  tail call void @qsort(ptr noundef nonnull @main.all, i64 noundef %544, i64 noundef 12, ptr noundef nonnull @cmp_we) #6, !dbg !594
    #dbg_value(i32 0, !79, !DIExpression(), !595)
  br label %545, !dbg !596

545:                                              ; preds = %545, %542
  %546 = phi i64 [ 0, %542 ], [ %556, %545 ], !dbg !597
  %547 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %542 ], [ %557, %545 ], !dbg !599
  %548 = add <4 x i32> %547, <i32 4, i32 4, i32 4, i32 4>, !dbg !599
  %549 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %546, !dbg !600
  %550 = getelementptr inbounds i8, ptr %549, i64 16, !dbg !599
  store <4 x i32> %547, ptr %549, align 16, !dbg !599, !tbaa !200
  store <4 x i32> %548, ptr %550, align 16, !dbg !599, !tbaa !200
  %551 = or disjoint i64 %546, 8, !dbg !597
  %552 = add <4 x i32> %547, <i32 8, i32 8, i32 8, i32 8>, !dbg !599
  %553 = add <4 x i32> %547, <i32 12, i32 12, i32 12, i32 12>, !dbg !599
  %554 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %551, !dbg !600
  %555 = getelementptr inbounds i8, ptr %554, i64 16, !dbg !599
  store <4 x i32> %552, ptr %554, align 16, !dbg !599, !tbaa !200
  store <4 x i32> %553, ptr %555, align 16, !dbg !599, !tbaa !200
  %556 = add nuw nsw i64 %546, 16, !dbg !597
  %557 = add <4 x i32> %547, <i32 16, i32 16, i32 16, i32 16>, !dbg !599
  %558 = icmp eq i64 %556, 400, !dbg !597
  br i1 %558, label %559, label %545, !dbg !597, !llvm.loop !601

559:                                              ; preds = %545
    #dbg_value(i32 0, !83, !DIExpression(), !603)
    #dbg_value(i32 0, !82, !DIExpression(), !198)
    #dbg_value(i64 0, !81, !DIExpression(), !198)
  br i1 %348, label %560, label %562, !dbg !604

560:                                              ; preds = %559
  %561 = zext nneg i32 %69 to i64, !dbg !605
  br label %566, !dbg !604

562:                                              ; preds = %615, %559
  %563 = phi i64 [ 0, %559 ], [ %616, %615 ], !dbg !606
  %564 = phi i32 [ 0, %559 ], [ %617, %615 ], !dbg !606
  %565 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %563, i32 noundef %564), !dbg !607
    #dbg_value(i32 0, !89, !DIExpression(), !198)
    #dbg_value(i32 0, !90, !DIExpression(), !198)
    #dbg_value(i32 0, !91, !DIExpression(), !608)
  br label %624, !dbg !609

566:                                              ; preds = %560, %615
  %567 = phi i64 [ 0, %560 ], [ %618, %615 ]
  %568 = phi i32 [ 0, %560 ], [ %617, %615 ]
  %569 = phi i64 [ 0, %560 ], [ %616, %615 ]
    #dbg_value(i64 %567, !83, !DIExpression(), !603)
    #dbg_value(i32 %568, !82, !DIExpression(), !198)
    #dbg_value(i64 %569, !81, !DIExpression(), !198)
  %570 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %567, !dbg !610
  %571 = load i32, ptr %570, align 4, !dbg !611, !tbaa !386
    #dbg_value(i32 %571, !612, !DIExpression(), !617)
  %572 = sext i32 %571 to i64, !dbg !619
  %573 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %572, !dbg !619
  %574 = load i32, ptr %573, align 4, !dbg !619, !tbaa !200
  %575 = icmp eq i32 %574, %571, !dbg !620
  br i1 %575, label %586, label %576, !dbg !621

576:                                              ; preds = %566, %576
  %577 = phi i32 [ %584, %576 ], [ %574, %566 ]
  %578 = phi ptr [ %583, %576 ], [ %573, %566 ]
  %579 = sext i32 %577 to i64, !dbg !622
  %580 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %579, !dbg !622
  %581 = load i32, ptr %580, align 4, !dbg !622, !tbaa !200
  store i32 %581, ptr %578, align 4, !dbg !624, !tbaa !200
    #dbg_value(i32 %581, !612, !DIExpression(), !617)
  %582 = sext i32 %581 to i64, !dbg !619
  %583 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %582, !dbg !619
  %584 = load i32, ptr %583, align 4, !dbg !619, !tbaa !200
  %585 = icmp eq i32 %584, %581, !dbg !620
  br i1 %585, label %586, label %576, !dbg !621, !llvm.loop !625

586:                                              ; preds = %576, %566
  %587 = phi i32 [ %571, %566 ], [ %581, %576 ]
    #dbg_value(i32 %587, !85, !DIExpression(), !627)
  %588 = getelementptr inbounds i8, ptr %570, i64 4, !dbg !628
  %589 = load i32, ptr %588, align 4, !dbg !628, !tbaa !390
    #dbg_value(i32 %589, !612, !DIExpression(), !629)
  %590 = sext i32 %589 to i64, !dbg !631
  %591 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %590, !dbg !631
  %592 = load i32, ptr %591, align 4, !dbg !631, !tbaa !200
  %593 = icmp eq i32 %592, %589, !dbg !632
  br i1 %593, label %604, label %594, !dbg !633

594:                                              ; preds = %586, %594
  %595 = phi i32 [ %602, %594 ], [ %592, %586 ]
  %596 = phi ptr [ %601, %594 ], [ %591, %586 ]
  %597 = sext i32 %595 to i64, !dbg !634
  %598 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %597, !dbg !634
  %599 = load i32, ptr %598, align 4, !dbg !634, !tbaa !200
  store i32 %599, ptr %596, align 4, !dbg !635, !tbaa !200
    #dbg_value(i32 %599, !612, !DIExpression(), !629)
  %600 = sext i32 %599 to i64, !dbg !631
  %601 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %600, !dbg !631
  %602 = load i32, ptr %601, align 4, !dbg !631, !tbaa !200
  %603 = icmp eq i32 %602, %599, !dbg !632
  br i1 %603, label %604, label %594, !dbg !633, !llvm.loop !636

604:                                              ; preds = %594, %586
  %605 = phi i32 [ %589, %586 ], [ %599, %594 ]
    #dbg_value(i32 %605, !88, !DIExpression(), !627)
  %606 = icmp eq i32 %587, %605, !dbg !638
  br i1 %606, label %615, label %607, !dbg !640

607:                                              ; preds = %604
  %608 = sext i32 %587 to i64, !dbg !641
  %609 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %608, !dbg !641
  store i32 %605, ptr %609, align 4, !dbg !643, !tbaa !200
  %610 = getelementptr inbounds i8, ptr %570, i64 8, !dbg !644
  %611 = load i32, ptr %610, align 4, !dbg !644, !tbaa !527
  %612 = sext i32 %611 to i64, !dbg !645
  %613 = add nsw i64 %569, %612, !dbg !646
    #dbg_value(i64 %613, !81, !DIExpression(), !198)
  %614 = add nsw i32 %568, 1, !dbg !647
    #dbg_value(i32 %614, !82, !DIExpression(), !198)
  br label %615, !dbg !648

615:                                              ; preds = %607, %604
  %616 = phi i64 [ %613, %607 ], [ %569, %604 ], !dbg !606
  %617 = phi i32 [ %614, %607 ], [ %568, %604 ], !dbg !606
    #dbg_value(i32 %617, !82, !DIExpression(), !198)
    #dbg_value(i64 %616, !81, !DIExpression(), !198)
  %618 = add nuw nsw i64 %567, 1, !dbg !649
    #dbg_value(i64 %618, !83, !DIExpression(), !603)
  %619 = icmp eq i64 %618, %561, !dbg !605
  br i1 %619, label %562, label %566, !dbg !604, !llvm.loop !650

620:                                              ; preds = %642, %624
  %621 = phi i32 [ %627, %624 ], [ %643, %642 ], !dbg !198
    #dbg_value(i64 %628, !91, !DIExpression(), !608)
    #dbg_value(i32 %621, !89, !DIExpression(), !198)
  %622 = add nuw nsw i64 %626, 1, !dbg !609
  %623 = icmp eq i64 %628, 100, !dbg !652
  br i1 %623, label %648, label %624, !dbg !609, !llvm.loop !653

624:                                              ; preds = %562, %620
  %625 = phi i64 [ 0, %562 ], [ %628, %620 ]
  %626 = phi i64 [ 1, %562 ], [ %622, %620 ]
  %627 = phi i32 [ 0, %562 ], [ %621, %620 ]
    #dbg_value(i64 %625, !91, !DIExpression(), !608)
    #dbg_value(i32 %627, !89, !DIExpression(), !198)
  %628 = add nuw nsw i64 %625, 1, !dbg !655
    #dbg_value(i64 %628, !93, !DIExpression(), !656)
  %629 = icmp ult i64 %625, 99, !dbg !657
  br i1 %629, label %630, label %620, !dbg !659

630:                                              ; preds = %624, %642
  %631 = phi i64 [ %644, %642 ], [ %626, %624 ]
  %632 = phi i32 [ %643, %642 ], [ %627, %624 ]
    #dbg_value(i64 %631, !93, !DIExpression(), !656)
    #dbg_value(i32 %632, !89, !DIExpression(), !198)
  %633 = mul nuw nsw i64 %631, %625, !dbg !660
  %634 = trunc nuw i64 %633 to i32, !dbg !662
  %635 = urem i32 %634, 7, !dbg !662
  %636 = icmp eq i32 %635, 1, !dbg !663
  br i1 %636, label %637, label %642, !dbg !664

637:                                              ; preds = %630
  %638 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %631, !dbg !665
  %639 = load i32, ptr %638, align 4, !dbg !667, !tbaa !200
  %640 = add nsw i32 %639, 1, !dbg !667
  store i32 %640, ptr %638, align 4, !dbg !667, !tbaa !200
  %641 = add nsw i32 %632, 1, !dbg !668
    #dbg_value(i32 %641, !89, !DIExpression(), !198)
  br label %642, !dbg !669

642:                                              ; preds = %630, %637
  %643 = phi i32 [ %641, %637 ], [ %632, %630 ], !dbg !198
    #dbg_value(i32 %643, !89, !DIExpression(), !198)
  %644 = add nuw nsw i64 %631, 1, !dbg !670
    #dbg_value(i64 %644, !93, !DIExpression(), !656)
  %645 = icmp eq i64 %644, 100, !dbg !657
  br i1 %645, label %620, label %630, !dbg !659, !llvm.loop !671

646:                                              ; preds = %670
    #dbg_value(i32 0, !90, !DIExpression(), !198)
    #dbg_value(i32 %671, !42, !DIExpression(), !198)
    #dbg_value(i32 0, !41, !DIExpression(), !198)
  %647 = icmp sgt i32 %671, 0, !dbg !673
  br i1 %647, label %678, label %711, !dbg !674

648:                                              ; preds = %620, %670
  %649 = phi i64 [ %672, %670 ], [ 0, %620 ]
  %650 = phi i32 [ %671, %670 ], [ 0, %620 ]
    #dbg_value(i64 %649, !96, !DIExpression(), !675)
    #dbg_value(i32 %650, !42, !DIExpression(), !198)
  %651 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %649, !dbg !676
  %652 = load i32, ptr %651, align 8, !dbg !676, !tbaa !200
  %653 = icmp eq i32 %652, 0, !dbg !676
  br i1 %653, label %654, label %659, !dbg !679

654:                                              ; preds = %648
  %655 = add nsw i32 %650, 1, !dbg !680
    #dbg_value(i32 %655, !42, !DIExpression(), !198)
  %656 = sext i32 %650 to i64, !dbg !681
  %657 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %656, !dbg !681
  %658 = trunc nuw nsw i64 %649 to i32, !dbg !682
  store i32 %658, ptr %657, align 4, !dbg !682, !tbaa !200
  br label %659, !dbg !681

659:                                              ; preds = %648, %654
  %660 = phi i32 [ %650, %648 ], [ %655, %654 ], !dbg !683
    #dbg_value(i32 %660, !42, !DIExpression(), !198)
  %661 = or disjoint i64 %649, 1, !dbg !684
    #dbg_value(i64 %661, !96, !DIExpression(), !675)
  %662 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %661, !dbg !676
  %663 = load i32, ptr %662, align 4, !dbg !676, !tbaa !200
  %664 = icmp eq i32 %663, 0, !dbg !676
  br i1 %664, label %665, label %670, !dbg !679

665:                                              ; preds = %659
  %666 = add nsw i32 %660, 1, !dbg !680
    #dbg_value(i32 %666, !42, !DIExpression(), !198)
  %667 = sext i32 %660 to i64, !dbg !681
  %668 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %667, !dbg !681
  %669 = trunc nuw nsw i64 %661 to i32, !dbg !682
  store i32 %669, ptr %668, align 4, !dbg !682, !tbaa !200
  br label %670, !dbg !681

670:                                              ; preds = %665, %659
  %671 = phi i32 [ %660, %659 ], [ %666, %665 ], !dbg !683
    #dbg_value(i32 %671, !42, !DIExpression(), !198)
  %672 = add nuw nsw i64 %649, 2, !dbg !684
    #dbg_value(i64 %672, !96, !DIExpression(), !675)
  %673 = icmp eq i64 %672, 100, !dbg !685
  br i1 %673, label %646, label %648, !dbg !686, !llvm.loop !687

674:                                              ; preds = %706, %678
  %675 = phi i32 [ %680, %678 ], [ %707, %706 ], !dbg !198
    #dbg_value(i64 %681, !90, !DIExpression(), !198)
    #dbg_value(i32 %675, !42, !DIExpression(), !198)
    #dbg_value(i64 %681, !41, !DIExpression(), !198)
  %676 = sext i32 %675 to i64, !dbg !673
  %677 = icmp slt i64 %681, %676, !dbg !673
  br i1 %677, label %678, label %709, !dbg !674, !llvm.loop !689

678:                                              ; preds = %646, %674
  %679 = phi i64 [ %681, %674 ], [ 0, %646 ]
  %680 = phi i32 [ %675, %674 ], [ %671, %646 ]
    #dbg_value(i64 %679, !90, !DIExpression(), !198)
    #dbg_value(i32 %680, !42, !DIExpression(), !198)
    #dbg_value(i64 %679, !41, !DIExpression(), !198)
  %681 = add nuw nsw i64 %679, 1, !dbg !691
    #dbg_value(i64 %681, !41, !DIExpression(), !198)
  %682 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %679, !dbg !692
  %683 = load i32, ptr %682, align 4, !dbg !692, !tbaa !200
    #dbg_value(i32 %683, !98, !DIExpression(), !693)
    #dbg_value(i64 %681, !90, !DIExpression(), !198)
  %684 = getelementptr inbounds [400 x i32], ptr @main.topo, i64 0, i64 %679, !dbg !694
  store i32 %683, ptr %684, align 4, !dbg !695, !tbaa !200
    #dbg_value(i32 %683, !100, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !696)
  %685 = icmp slt i32 %683, 99, !dbg !697
  br i1 %685, label %686, label %674, !dbg !699

686:                                              ; preds = %678
  %687 = sext i32 %683 to i64, !dbg !699
  br label %688, !dbg !699

688:                                              ; preds = %686, %706
  %689 = phi i64 [ %687, %686 ], [ %691, %706 ]
  %690 = phi i32 [ %680, %686 ], [ %707, %706 ]
  %691 = add nsw i64 %689, 1, !dbg !700
    #dbg_value(i32 %690, !42, !DIExpression(), !198)
  %692 = trunc i64 %691 to i32, !dbg !701
  %693 = mul i32 %683, %692, !dbg !701
  %694 = srem i32 %693, 7, !dbg !701
  %695 = icmp eq i32 %694, 1, !dbg !703
  br i1 %695, label %696, label %706, !dbg !704

696:                                              ; preds = %688
  %697 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %691, !dbg !705
  %698 = load i32, ptr %697, align 4, !dbg !706, !tbaa !200
  %699 = add nsw i32 %698, -1, !dbg !706
  store i32 %699, ptr %697, align 4, !dbg !706, !tbaa !200
  %700 = icmp eq i32 %699, 0, !dbg !707
  br i1 %700, label %701, label %706, !dbg !708

701:                                              ; preds = %696
  %702 = add nsw i32 %690, 1, !dbg !709
    #dbg_value(i32 %702, !42, !DIExpression(), !198)
  %703 = sext i32 %690 to i64, !dbg !710
  %704 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %703, !dbg !710
  %705 = trunc nsw i64 %691 to i32, !dbg !711
  store i32 %705, ptr %704, align 4, !dbg !711, !tbaa !200
  br label %706, !dbg !710

706:                                              ; preds = %688, %696, %701
  %707 = phi i32 [ %702, %701 ], [ %690, %696 ], [ %690, %688 ], !dbg !198
    #dbg_value(i32 %707, !42, !DIExpression(), !198)
    #dbg_value(i64 %691, !100, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !696)
  %708 = icmp eq i64 %691, 99, !dbg !697
  br i1 %708, label %674, label %688, !dbg !699, !llvm.loop !712

709:                                              ; preds = %674
  %710 = trunc nuw nsw i64 %681 to i32, !dbg !714
  br label %711, !dbg !714

711:                                              ; preds = %709, %646
  %712 = phi i32 [ 0, %646 ], [ %710, %709 ], !dbg !198
  %713 = load i32, ptr @main.topo, align 16, !dbg !714, !tbaa !200
  %714 = load i32, ptr getelementptr inbounds (i8, ptr @main.topo, i64 4), align 4, !dbg !715, !tbaa !200
  %715 = load i32, ptr getelementptr inbounds (i8, ptr @main.topo, i64 8), align 8, !dbg !716, !tbaa !200
  %716 = add nsw i32 %712, -1, !dbg !717
  %717 = sext i32 %716 to i64, !dbg !718
  %718 = getelementptr inbounds [400 x i32], ptr @main.topo, i64 0, i64 %717, !dbg !718
  %719 = load i32, ptr %718, align 4, !dbg !718, !tbaa !200
  %720 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %712, i32 noundef %621, i32 noundef %713, i32 noundef %714, i32 noundef %715, i32 noundef %719), !dbg !719
  %721 = srem i64 %563, 256, !dbg !720
  %722 = trunc nsw i64 %721 to i32, !dbg !721
  ret i32 %722, !dbg !722
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nofree nounwind
declare !dbg !723 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree
declare !dbg !730 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_we(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !741 {
    #dbg_value(ptr %0, !743, !DIExpression(), !749)
    #dbg_value(ptr %1, !744, !DIExpression(), !749)
    #dbg_value(ptr %0, !745, !DIExpression(), !749)
    #dbg_value(ptr %1, !748, !DIExpression(), !749)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !750
  %4 = load i32, ptr %3, align 4, !dbg !750, !tbaa !527
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !751
  %6 = load i32, ptr %5, align 4, !dbg !751, !tbaa !527
  %7 = icmp eq i32 %4, %6, !dbg !752
  br i1 %7, label %10, label %8, !dbg !753

8:                                                ; preds = %2
  %9 = sub nsw i32 %4, %6, !dbg !754
  br label %22, !dbg !753

10:                                               ; preds = %2
  %11 = load i32, ptr %0, align 4, !dbg !755, !tbaa !386
  %12 = load i32, ptr %1, align 4, !dbg !756, !tbaa !386
  %13 = icmp eq i32 %11, %12, !dbg !757
  br i1 %13, label %16, label %14, !dbg !758

14:                                               ; preds = %10
  %15 = sub nsw i32 %11, %12, !dbg !759
  br label %22, !dbg !758

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !760
  %18 = load i32, ptr %17, align 4, !dbg !760, !tbaa !390
  %19 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !761
  %20 = load i32, ptr %19, align 4, !dbg !761, !tbaa !390
  %21 = sub nsw i32 %18, %20, !dbg !762
  br label %22, !dbg !758

22:                                               ; preds = %14, %16, %8
  %23 = phi i32 [ %9, %8 ], [ %15, %14 ], [ %21, %16 ], !dbg !753
  ret i32 %23, !dbg !763
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.smax.v2i32(<2 x i32>, <2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v2i32(<2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!189, !190, !191, !192, !193, !194, !195}
!llvm.ident = !{!196}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 10, type: !122, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !104, globals: !108, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/graph_algorithms.c", directory: ".", checksumkind: CSK_MD5, checksum: "ef05756b641b4df212d77724ebe63a67")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !6, file: !3, line: 34, baseType: !12, size: 32, elements: !102)
!6 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !7, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !10)
!7 = !DISubroutineType(types: !8)
!8 = !{!9}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11, !13, !14, !16, !19, !22, !23, !25, !27, !28, !30, !33, !34, !36, !37, !39, !41, !42, !43, !45, !47, !48, !50, !51, !52, !53, !55, !57, !59, !62, !64, !66, !69, !72, !73, !74, !76, !79, !81, !82, !83, !85, !88, !89, !90, !91, !93, !96, !98, !100}
!11 = !DILocalVariable(name: "s", scope: !6, file: !3, line: 22, type: !12)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DILocalVariable(name: "na", scope: !6, file: !3, line: 22, type: !9)
!14 = !DILocalVariable(name: "i", scope: !15, file: !3, line: 23, type: !9)
!15 = distinct !DILexicalBlock(scope: !6, file: !3, line: 23, column: 5)
!16 = !DILocalVariable(name: "k", scope: !17, file: !3, line: 23, type: !9)
!17 = distinct !DILexicalBlock(scope: !18, file: !3, line: 23, column: 33)
!18 = distinct !DILexicalBlock(scope: !15, file: !3, line: 23, column: 5)
!19 = !DILocalVariable(name: "j", scope: !20, file: !3, line: 23, type: !9)
!20 = distinct !DILexicalBlock(scope: !21, file: !3, line: 23, column: 61)
!21 = distinct !DILexicalBlock(scope: !17, file: !3, line: 23, column: 33)
!22 = !DILocalVariable(name: "w", scope: !20, file: !3, line: 23, type: !9)
!23 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 24, type: !9)
!24 = distinct !DILexicalBlock(scope: !6, file: !3, line: 24, column: 25)
!25 = !DILocalVariable(name: "d", scope: !26, file: !3, line: 25, type: !9)
!26 = distinct !DILexicalBlock(scope: !6, file: !3, line: 25, column: 16)
!27 = !DILocalVariable(name: "u", scope: !26, file: !3, line: 25, type: !9)
!28 = !DILocalVariable(name: "e", scope: !29, file: !3, line: 25, type: !9)
!29 = distinct !DILexicalBlock(scope: !26, file: !3, line: 25, column: 69)
!30 = !DILocalVariable(name: "v", scope: !31, file: !3, line: 25, type: !9)
!31 = distinct !DILexicalBlock(scope: !32, file: !3, line: 25, column: 118)
!32 = distinct !DILexicalBlock(scope: !29, file: !3, line: 25, column: 69)
!33 = !DILocalVariable(name: "nd", scope: !31, file: !3, line: 25, type: !9)
!34 = !DILocalVariable(name: "dsum", scope: !6, file: !3, line: 26, type: !35)
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !DILocalVariable(name: "dmax", scope: !6, file: !3, line: 26, type: !9)
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 26, type: !9)
!38 = distinct !DILexicalBlock(scope: !6, file: !3, line: 26, column: 34)
!39 = !DILocalVariable(name: "i", scope: !40, file: !3, line: 28, type: !9)
!40 = distinct !DILexicalBlock(scope: !6, file: !3, line: 28, column: 30)
!41 = !DILocalVariable(name: "qh", scope: !6, file: !3, line: 28, type: !9)
!42 = !DILocalVariable(name: "qt", scope: !6, file: !3, line: 28, type: !9)
!43 = !DILocalVariable(name: "u", scope: !44, file: !3, line: 29, type: !9)
!44 = distinct !DILexicalBlock(scope: !6, file: !3, line: 29, column: 21)
!45 = !DILocalVariable(name: "e", scope: !46, file: !3, line: 29, type: !9)
!46 = distinct !DILexicalBlock(scope: !44, file: !3, line: 29, column: 40)
!47 = !DILocalVariable(name: "maxl", scope: !6, file: !3, line: 30, type: !9)
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 30, type: !9)
!49 = distinct !DILexicalBlock(scope: !6, file: !3, line: 30, column: 19)
!50 = !DILocalVariable(name: "sp", scope: !6, file: !3, line: 31, type: !9)
!51 = !DILocalVariable(name: "order", scope: !6, file: !3, line: 31, type: !9)
!52 = !DILocalVariable(name: "osum", scope: !6, file: !3, line: 31, type: !35)
!53 = !DILocalVariable(name: "u", scope: !54, file: !3, line: 32, type: !9)
!54 = distinct !DILexicalBlock(scope: !6, file: !3, line: 32, column: 16)
!55 = !DILocalVariable(name: "e", scope: !56, file: !3, line: 32, type: !9)
!56 = distinct !DILexicalBlock(scope: !54, file: !3, line: 32, column: 99)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 35, type: !9)
!58 = distinct !DILexicalBlock(scope: !6, file: !3, line: 35, column: 5)
!59 = !DILocalVariable(name: "j", scope: !60, file: !3, line: 35, type: !9)
!60 = distinct !DILexicalBlock(scope: !61, file: !3, line: 35, column: 34)
!61 = distinct !DILexicalBlock(scope: !58, file: !3, line: 35, column: 5)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 36, type: !9)
!63 = distinct !DILexicalBlock(scope: !6, file: !3, line: 36, column: 5)
!64 = !DILocalVariable(name: "k", scope: !65, file: !3, line: 37, type: !9)
!65 = distinct !DILexicalBlock(scope: !6, file: !3, line: 37, column: 5)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 37, type: !9)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 37, column: 34)
!68 = distinct !DILexicalBlock(scope: !65, file: !3, line: 37, column: 5)
!69 = !DILocalVariable(name: "j", scope: !70, file: !3, line: 37, type: !9)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 37, column: 63)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 37, column: 34)
!72 = !DILocalVariable(name: "fws", scope: !6, file: !3, line: 38, type: !35)
!73 = !DILocalVariable(name: "unreach", scope: !6, file: !3, line: 38, type: !9)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 38, type: !9)
!75 = distinct !DILexicalBlock(scope: !6, file: !3, line: 38, column: 36)
!76 = !DILocalVariable(name: "j", scope: !77, file: !3, line: 38, type: !9)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 38, column: 65)
!78 = distinct !DILexicalBlock(scope: !75, file: !3, line: 38, column: 36)
!79 = !DILocalVariable(name: "i", scope: !80, file: !3, line: 40, type: !9)
!80 = distinct !DILexicalBlock(scope: !6, file: !3, line: 40, column: 49)
!81 = !DILocalVariable(name: "mst", scope: !6, file: !3, line: 41, type: !35)
!82 = !DILocalVariable(name: "used", scope: !6, file: !3, line: 41, type: !9)
!83 = !DILocalVariable(name: "i", scope: !84, file: !3, line: 41, type: !9)
!84 = distinct !DILexicalBlock(scope: !6, file: !3, line: 41, column: 33)
!85 = !DILocalVariable(name: "a", scope: !86, file: !3, line: 41, type: !9)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 41, column: 62)
!87 = distinct !DILexicalBlock(scope: !84, file: !3, line: 41, column: 33)
!88 = !DILocalVariable(name: "b", scope: !86, file: !3, line: 41, type: !9)
!89 = !DILocalVariable(name: "dag_edges", scope: !6, file: !3, line: 44, type: !9)
!90 = !DILocalVariable(name: "tn", scope: !6, file: !3, line: 44, type: !9)
!91 = !DILocalVariable(name: "i", scope: !92, file: !3, line: 45, type: !9)
!92 = distinct !DILexicalBlock(scope: !6, file: !3, line: 45, column: 5)
!93 = !DILocalVariable(name: "j", scope: !94, file: !3, line: 45, type: !9)
!94 = distinct !DILexicalBlock(scope: !95, file: !3, line: 45, column: 35)
!95 = distinct !DILexicalBlock(scope: !92, file: !3, line: 45, column: 5)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 46, type: !9)
!97 = distinct !DILexicalBlock(scope: !6, file: !3, line: 46, column: 18)
!98 = !DILocalVariable(name: "u", scope: !99, file: !3, line: 47, type: !9)
!99 = distinct !DILexicalBlock(scope: !6, file: !3, line: 47, column: 21)
!100 = !DILocalVariable(name: "j", scope: !101, file: !3, line: 47, type: !9)
!101 = distinct !DILexicalBlock(scope: !99, file: !3, line: 47, column: 56)
!102 = !{!103}
!103 = !DIEnumerator(name: "FW", value: 60)
!104 = !{!9, !35, !105}
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !106, line: 18, baseType: !107)
!106 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!107 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!108 = !{!109, !120, !125, !131, !133, !135, !140, !145, !147, !149, !154, !159, !164, !166, !168, !170, !0, !179, !181, !183, !185, !187}
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "all", scope: !6, file: !3, line: 22, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 230400, elements: !118)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "WE", file: !3, line: 18, baseType: !113)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 18, size: 96, elements: !114)
!114 = !{!115, !116, !117}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !113, file: !3, line: 18, baseType: !9, size: 32)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !113, file: !3, line: 18, baseType: !9, size: 32, offset: 32)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !113, file: !3, line: 18, baseType: !9, size: 32, offset: 64)
!118 = !{!119}
!119 = !DISubrange(count: 2400)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "dist", scope: !6, file: !3, line: 24, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 12800, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 400)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !127, isLocal: true, isDefinition: true)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 344, elements: !129)
!128 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!129 = !{!130}
!130 = !DISubrange(count: 43)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "lvl", scope: !6, file: !3, line: 28, type: !122, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(name: "q", scope: !6, file: !3, line: 28, type: !122, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !137, isLocal: true, isDefinition: true)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 200, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 25)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "st", scope: !6, file: !3, line: 31, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 153600, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 4800)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "seen", scope: !6, file: !3, line: 31, type: !122, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !137, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "fw", scope: !6, file: !3, line: 34, type: !151, isLocal: true, isDefinition: true)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 115200, elements: !152)
!152 = !{!153, !153}
!153 = !DISubrange(count: 60)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !156, isLocal: true, isDefinition: true)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 240, elements: !157)
!157 = !{!158}
!158 = !DISubrange(count: 30)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !161, isLocal: true, isDefinition: true)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 208, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 26)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(name: "indeg", scope: !6, file: !3, line: 44, type: !122, isLocal: true, isDefinition: true)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(name: "topo", scope: !6, file: !3, line: 44, type: !122, isLocal: true, isDefinition: true)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !127, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(name: "edges", scope: !2, file: !3, line: 10, type: !172, isLocal: true, isDefinition: true)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !173, size: 460800, elements: !143)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "Edge", file: !3, line: 9, baseType: !174)
!174 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 9, size: 96, elements: !175)
!175 = !{!176, !177, !178}
!176 = !DIDerivedType(tag: DW_TAG_member, name: "to", scope: !174, file: !3, line: 9, baseType: !9, size: 32)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !174, file: !3, line: 9, baseType: !9, size: 32, offset: 32)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !174, file: !3, line: 9, baseType: !9, size: 32, offset: 64)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(name: "hn", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "parent", scope: !2, file: !3, line: 16, type: !122, isLocal: true, isDefinition: true)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(name: "ne", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(name: "hk", scope: !2, file: !3, line: 12, type: !142, isLocal: true, isDefinition: true)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(name: "hv", scope: !2, file: !3, line: 12, type: !142, isLocal: true, isDefinition: true)
!189 = !{i32 7, !"Dwarf Version", i32 5}
!190 = !{i32 2, !"Debug Info Version", i32 3}
!191 = !{i32 1, !"wchar_size", i32 4}
!192 = !{i32 8, !"PIC Level", i32 2}
!193 = !{i32 7, !"PIE Level", i32 2}
!194 = !{i32 7, !"uwtable", i32 2}
!195 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!196 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!197 = !DILocation(line: 22, column: 5, scope: !6)
!198 = !DILocation(line: 0, scope: !6)
!199 = !DILocation(line: 0, scope: !15)
!200 = !{!201, !201, i64 0}
!201 = !{!"int", !202, i64 0}
!202 = !{!"omnipotent char", !203, i64 0}
!203 = !{!"Simple C/C++ TBAA"}
!204 = !DILocation(line: 23, column: 5, scope: !15)
!205 = !DILocation(line: 0, scope: !17)
!206 = !DILocation(line: 23, column: 33, scope: !17)
!207 = !DILocation(line: 24, column: 49, scope: !208)
!208 = distinct !DILexicalBlock(scope: !24, file: !3, line: 24, column: 25)
!209 = !DILocation(line: 24, column: 53, scope: !208)
!210 = !DILocation(line: 24, column: 61, scope: !208)
!211 = distinct !{!211, !212, !213, !214, !215, !216}
!212 = !DILocation(line: 24, column: 25, scope: !24)
!213 = !DILocation(line: 24, column: 63, scope: !24)
!214 = !{!"llvm.loop.mustprogress"}
!215 = !{!"llvm.loop.isvectorized", i32 1}
!216 = !{!"llvm.loop.unroll.runtime.disable"}
!217 = !DILocation(line: 23, column: 29, scope: !18)
!218 = !DILocation(line: 23, column: 23, scope: !18)
!219 = distinct !{!219, !204, !220, !214}
!220 = !DILocation(line: 23, column: 241, scope: !15)
!221 = !DILocation(line: 23, column: 69, scope: !20)
!222 = !DILocation(line: 23, column: 83, scope: !20)
!223 = !DILocation(line: 23, column: 110, scope: !20)
!224 = !DILocation(line: 23, column: 116, scope: !20)
!225 = !DILocation(line: 0, scope: !20)
!226 = !DILocation(line: 23, column: 164, scope: !227)
!227 = distinct !DILexicalBlock(scope: !20, file: !3, line: 23, column: 162)
!228 = !DILocation(line: 23, column: 162, scope: !20)
!229 = !DILocation(line: 23, column: 139, scope: !20)
!230 = !DILocation(line: 23, column: 146, scope: !20)
!231 = !DILocation(line: 23, column: 153, scope: !20)
!232 = !DILocalVariable(name: "a", arg: 1, scope: !233, file: !3, line: 11, type: !9)
!233 = distinct !DISubprogram(name: "add_edge", scope: !3, file: !3, line: 11, type: !234, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !9, !9, !9}
!236 = !{!232, !237, !238}
!237 = !DILocalVariable(name: "b", arg: 2, scope: !233, file: !3, line: 11, type: !9)
!238 = !DILocalVariable(name: "w", arg: 3, scope: !233, file: !3, line: 11, type: !9)
!239 = !DILocation(line: 0, scope: !233, inlinedAt: !240)
!240 = distinct !DILocation(line: 23, column: 172, scope: !241)
!241 = distinct !DILexicalBlock(scope: !227, file: !3, line: 23, column: 170)
!242 = !DILocation(line: 11, column: 45, scope: !233, inlinedAt: !240)
!243 = !DILocation(line: 11, column: 71, scope: !233, inlinedAt: !240)
!244 = !DILocation(line: 11, column: 57, scope: !233, inlinedAt: !240)
!245 = !DILocation(line: 11, column: 94, scope: !233, inlinedAt: !240)
!246 = !DILocation(line: 11, column: 90, scope: !233, inlinedAt: !240)
!247 = !DILocation(line: 0, scope: !233, inlinedAt: !248)
!248 = distinct !DILocation(line: 23, column: 191, scope: !241)
!249 = !DILocation(line: 11, column: 45, scope: !233, inlinedAt: !248)
!250 = !DILocation(line: 11, column: 71, scope: !233, inlinedAt: !248)
!251 = !DILocation(line: 11, column: 57, scope: !233, inlinedAt: !248)
!252 = !DILocation(line: 11, column: 94, scope: !233, inlinedAt: !248)
!253 = !DILocation(line: 11, column: 90, scope: !233, inlinedAt: !248)
!254 = !DILocation(line: 23, column: 216, scope: !241)
!255 = !DILocation(line: 23, column: 210, scope: !241)
!256 = !DILocation(line: 23, column: 222, scope: !241)
!257 = !DILocation(line: 23, column: 239, scope: !241)
!258 = !DILocation(line: 23, column: 57, scope: !21)
!259 = !DILocation(line: 23, column: 51, scope: !21)
!260 = distinct !{!260, !206, !261, !214}
!261 = !DILocation(line: 23, column: 241, scope: !17)
!262 = !DILocation(line: 24, column: 80, scope: !6)
!263 = !DILocalVariable(name: "k", arg: 1, scope: !264, file: !3, line: 13, type: !9)
!264 = distinct !DISubprogram(name: "hpush", scope: !3, file: !3, line: 13, type: !265, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{null, !9, !9}
!267 = !{!263, !268, !269, !270, !272}
!268 = !DILocalVariable(name: "v", arg: 2, scope: !264, file: !3, line: 13, type: !9)
!269 = !DILocalVariable(name: "i", scope: !264, file: !3, line: 13, type: !9)
!270 = !DILocalVariable(name: "p", scope: !271, file: !3, line: 13, type: !9)
!271 = distinct !DILexicalBlock(scope: !264, file: !3, line: 13, column: 108)
!272 = !DILocalVariable(name: "t", scope: !271, file: !3, line: 13, type: !9)
!273 = !DILocation(line: 0, scope: !264, inlinedAt: !274)
!274 = distinct !DILocation(line: 24, column: 85, scope: !6)
!275 = !DILocation(line: 13, column: 45, scope: !264, inlinedAt: !274)
!276 = !DILocation(line: 13, column: 49, scope: !264, inlinedAt: !274)
!277 = !DILocation(line: 13, column: 55, scope: !264, inlinedAt: !274)
!278 = !DILocation(line: 13, column: 60, scope: !264, inlinedAt: !274)
!279 = !DILocation(line: 13, column: 66, scope: !264, inlinedAt: !274)
!280 = !DILocation(line: 13, column: 78, scope: !264, inlinedAt: !274)
!281 = !DILocation(line: 13, column: 80, scope: !264, inlinedAt: !274)
!282 = !DILocation(line: 13, column: 89, scope: !264, inlinedAt: !274)
!283 = !DILocation(line: 13, column: 94, scope: !264, inlinedAt: !274)
!284 = !DILocation(line: 13, column: 83, scope: !264, inlinedAt: !274)
!285 = !DILocation(line: 13, column: 101, scope: !264, inlinedAt: !274)
!286 = !DILocation(line: 13, column: 99, scope: !264, inlinedAt: !274)
!287 = !DILocation(line: 13, column: 71, scope: !264, inlinedAt: !274)
!288 = !DILocation(line: 0, scope: !271, inlinedAt: !274)
!289 = !DILocation(line: 13, column: 148, scope: !271, inlinedAt: !274)
!290 = !DILocation(line: 13, column: 163, scope: !271, inlinedAt: !274)
!291 = !DILocation(line: 13, column: 172, scope: !271, inlinedAt: !274)
!292 = !DILocation(line: 13, column: 187, scope: !271, inlinedAt: !274)
!293 = !DILocation(line: 13, column: 185, scope: !271, inlinedAt: !274)
!294 = !DILocation(line: 13, column: 200, scope: !271, inlinedAt: !274)
!295 = distinct !{!295, !287, !296, !214}
!296 = !DILocation(line: 13, column: 212, scope: !264, inlinedAt: !274)
!297 = !DILocation(line: 25, column: 5, scope: !6)
!298 = !DILocation(line: 15, column: 5, scope: !299, inlinedAt: !313)
!299 = distinct !DISubprogram(name: "hpop", scope: !3, file: !3, line: 14, type: !300, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !303)
!300 = !DISubroutineType(types: !301)
!301 = !{null, !302, !302}
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!303 = !{!304, !305, !306, !307, !311, !312}
!304 = !DILocalVariable(name: "k", arg: 1, scope: !299, file: !3, line: 14, type: !302)
!305 = !DILocalVariable(name: "v", arg: 2, scope: !299, file: !3, line: 14, type: !302)
!306 = !DILocalVariable(name: "i", scope: !299, file: !3, line: 14, type: !9)
!307 = !DILocalVariable(name: "l", scope: !308, file: !3, line: 15, type: !9)
!308 = distinct !DILexicalBlock(scope: !309, file: !3, line: 15, column: 14)
!309 = distinct !DILexicalBlock(scope: !310, file: !3, line: 15, column: 5)
!310 = distinct !DILexicalBlock(scope: !299, file: !3, line: 15, column: 5)
!311 = !DILocalVariable(name: "m", scope: !308, file: !3, line: 15, type: !9)
!312 = !DILocalVariable(name: "t", scope: !308, file: !3, line: 15, type: !9)
!313 = distinct !DILocation(line: 25, column: 28, scope: !26)
!314 = !DILocation(line: 25, scope: !26)
!315 = !DILocation(line: 26, column: 34, scope: !38)
!316 = !DILocation(line: 26, column: 58, scope: !317)
!317 = distinct !DILexicalBlock(scope: !38, file: !3, line: 26, column: 34)
!318 = !DILocation(line: 26, column: 72, scope: !319)
!319 = distinct !DILexicalBlock(scope: !317, file: !3, line: 26, column: 62)
!320 = !DILocation(line: 26, column: 69, scope: !319)
!321 = !DILocation(line: 26, column: 85, scope: !319)
!322 = distinct !{!322, !315, !323, !214, !215, !216}
!323 = !DILocation(line: 26, column: 117, scope: !38)
!324 = !DILocation(line: 27, column: 71, scope: !6)
!325 = !DILocation(line: 27, column: 80, scope: !6)
!326 = !DILocation(line: 27, column: 5, scope: !6)
!327 = !DILocation(line: 0, scope: !40)
!328 = !DILocation(line: 28, column: 65, scope: !329)
!329 = distinct !DILexicalBlock(scope: !40, file: !3, line: 28, column: 30)
!330 = !DILocation(line: 28, column: 99, scope: !6)
!331 = !DILocation(line: 28, column: 111, scope: !6)
!332 = !DILocation(line: 29, column: 5, scope: !6)
!333 = !DILocation(line: 0, scope: !299, inlinedAt: !313)
!334 = !DILocation(line: 14, column: 41, scope: !299, inlinedAt: !313)
!335 = !DILocation(line: 0, scope: !26)
!336 = !DILocation(line: 14, column: 53, scope: !299, inlinedAt: !313)
!337 = !DILocation(line: 14, column: 62, scope: !299, inlinedAt: !313)
!338 = !DILocation(line: 14, column: 74, scope: !299, inlinedAt: !313)
!339 = !DILocation(line: 14, column: 72, scope: !299, inlinedAt: !313)
!340 = !DILocation(line: 14, column: 90, scope: !299, inlinedAt: !313)
!341 = !DILocation(line: 14, column: 88, scope: !299, inlinedAt: !313)
!342 = !DILocation(line: 14, column: 102, scope: !299, inlinedAt: !313)
!343 = !DILocation(line: 15, column: 26, scope: !308, inlinedAt: !313)
!344 = !DILocation(line: 15, column: 30, scope: !308, inlinedAt: !313)
!345 = !DILocation(line: 0, scope: !308, inlinedAt: !313)
!346 = !DILocation(line: 15, column: 48, scope: !347, inlinedAt: !313)
!347 = distinct !DILexicalBlock(scope: !308, file: !3, line: 15, column: 46)
!348 = !DILocation(line: 15, column: 53, scope: !347, inlinedAt: !313)
!349 = !DILocation(line: 15, column: 56, scope: !347, inlinedAt: !313)
!350 = !DILocation(line: 15, column: 64, scope: !347, inlinedAt: !313)
!351 = !DILocation(line: 15, column: 62, scope: !347, inlinedAt: !313)
!352 = !DILocation(line: 15, column: 46, scope: !308, inlinedAt: !313)
!353 = !DILocation(line: 15, scope: !308, inlinedAt: !313)
!354 = !DILocation(line: 15, column: 84, scope: !355, inlinedAt: !313)
!355 = distinct !DILexicalBlock(scope: !308, file: !3, line: 15, column: 82)
!356 = !DILocation(line: 15, column: 88, scope: !355, inlinedAt: !313)
!357 = !DILocation(line: 15, column: 93, scope: !355, inlinedAt: !313)
!358 = !DILocation(line: 15, column: 96, scope: !355, inlinedAt: !313)
!359 = !DILocation(line: 15, column: 108, scope: !355, inlinedAt: !313)
!360 = !DILocation(line: 15, column: 106, scope: !355, inlinedAt: !313)
!361 = !DILocation(line: 15, column: 82, scope: !308, inlinedAt: !313)
!362 = !DILocation(line: 15, column: 132, scope: !363, inlinedAt: !313)
!363 = distinct !DILexicalBlock(scope: !308, file: !3, line: 15, column: 130)
!364 = !DILocation(line: 15, column: 130, scope: !308, inlinedAt: !313)
!365 = !DILocation(line: 15, column: 153, scope: !308, inlinedAt: !313)
!366 = !DILocation(line: 15, column: 168, scope: !308, inlinedAt: !313)
!367 = !DILocation(line: 15, column: 166, scope: !308, inlinedAt: !313)
!368 = !DILocation(line: 15, column: 181, scope: !308, inlinedAt: !313)
!369 = !DILocation(line: 15, column: 190, scope: !308, inlinedAt: !313)
!370 = !DILocation(line: 15, column: 205, scope: !308, inlinedAt: !313)
!371 = !DILocation(line: 15, column: 203, scope: !308, inlinedAt: !313)
!372 = !DILocation(line: 15, column: 218, scope: !308, inlinedAt: !313)
!373 = !DILocation(line: 25, column: 50, scope: !374)
!374 = distinct !DILexicalBlock(scope: !26, file: !3, line: 25, column: 46)
!375 = !DILocation(line: 25, column: 48, scope: !374)
!376 = !DILocation(line: 25, column: 46, scope: !26)
!377 = distinct !{!377, !297, !378, !214}
!378 = !DILocation(line: 25, column: 214, scope: !6)
!379 = !DILocation(line: 25, column: 82, scope: !29)
!380 = !DILocation(line: 0, scope: !29)
!381 = !DILocation(line: 25, scope: !29)
!382 = !DILocation(line: 25, column: 93, scope: !32)
!383 = !DILocation(line: 25, column: 69, scope: !29)
!384 = !DILocation(line: 25, column: 128, scope: !31)
!385 = !DILocation(line: 25, column: 137, scope: !31)
!386 = !{!387, !201, i64 0}
!387 = !{!"", !201, i64 0, !201, i64 4, !201, i64 8}
!388 = !DILocation(line: 0, scope: !31)
!389 = !DILocation(line: 25, column: 159, scope: !31)
!390 = !{!387, !201, i64 4}
!391 = !DILocation(line: 25, column: 148, scope: !31)
!392 = !DILocation(line: 25, column: 171, scope: !393)
!393 = distinct !DILexicalBlock(scope: !31, file: !3, line: 25, column: 166)
!394 = !DILocation(line: 25, column: 169, scope: !393)
!395 = !DILocation(line: 25, column: 166, scope: !31)
!396 = !DILocation(line: 25, column: 190, scope: !397)
!397 = distinct !DILexicalBlock(scope: !393, file: !3, line: 25, column: 180)
!398 = !DILocation(line: 0, scope: !264, inlinedAt: !399)
!399 = distinct !DILocation(line: 25, column: 196, scope: !397)
!400 = !DILocation(line: 13, column: 45, scope: !264, inlinedAt: !399)
!401 = !DILocation(line: 13, column: 49, scope: !264, inlinedAt: !399)
!402 = !DILocation(line: 13, column: 55, scope: !264, inlinedAt: !399)
!403 = !DILocation(line: 13, column: 60, scope: !264, inlinedAt: !399)
!404 = !DILocation(line: 13, column: 66, scope: !264, inlinedAt: !399)
!405 = !DILocation(line: 13, column: 78, scope: !264, inlinedAt: !399)
!406 = !DILocation(line: 13, column: 80, scope: !264, inlinedAt: !399)
!407 = !DILocation(line: 13, column: 89, scope: !264, inlinedAt: !399)
!408 = !DILocation(line: 13, column: 94, scope: !264, inlinedAt: !399)
!409 = !DILocation(line: 13, column: 83, scope: !264, inlinedAt: !399)
!410 = !DILocation(line: 13, column: 101, scope: !264, inlinedAt: !399)
!411 = !DILocation(line: 13, column: 99, scope: !264, inlinedAt: !399)
!412 = !DILocation(line: 13, column: 71, scope: !264, inlinedAt: !399)
!413 = !DILocation(line: 0, scope: !271, inlinedAt: !399)
!414 = !DILocation(line: 13, column: 148, scope: !271, inlinedAt: !399)
!415 = !DILocation(line: 13, column: 163, scope: !271, inlinedAt: !399)
!416 = !DILocation(line: 13, column: 172, scope: !271, inlinedAt: !399)
!417 = !DILocation(line: 13, column: 187, scope: !271, inlinedAt: !399)
!418 = !DILocation(line: 13, column: 185, scope: !271, inlinedAt: !399)
!419 = !DILocation(line: 13, column: 200, scope: !271, inlinedAt: !399)
!420 = distinct !{!420, !412, !421, !214}
!421 = !DILocation(line: 13, column: 212, scope: !264, inlinedAt: !399)
!422 = !DILocation(line: 25, column: 112, scope: !32)
!423 = distinct !{!423, !383, !424, !214}
!424 = !DILocation(line: 25, column: 212, scope: !29)
!425 = !DILocation(line: 29, column: 15, scope: !6)
!426 = distinct !{!426, !332, !427, !214}
!427 = !DILocation(line: 29, column: 173, scope: !6)
!428 = !DILocation(line: 30, column: 43, scope: !429)
!429 = distinct !DILexicalBlock(scope: !49, file: !3, line: 30, column: 19)
!430 = !DILocation(line: 30, column: 51, scope: !431)
!431 = distinct !DILexicalBlock(scope: !429, file: !3, line: 30, column: 51)
!432 = !DILocation(line: 30, column: 51, scope: !429)
!433 = distinct !{!433, !434, !435, !214, !215, !216}
!434 = !DILocation(line: 30, column: 19, scope: !49)
!435 = !DILocation(line: 30, column: 78, scope: !49)
!436 = !DILocation(line: 30, column: 81, scope: !6)
!437 = !DILocation(line: 31, column: 84, scope: !6)
!438 = !DILocation(line: 32, column: 5, scope: !6)
!439 = !DILocation(line: 29, column: 35, scope: !44)
!440 = !DILocation(line: 29, column: 31, scope: !44)
!441 = !DILocation(line: 0, scope: !44)
!442 = !DILocation(line: 29, column: 53, scope: !46)
!443 = !DILocation(line: 0, scope: !46)
!444 = !DILocation(line: 29, scope: !46)
!445 = !DILocation(line: 29, column: 64, scope: !446)
!446 = distinct !DILexicalBlock(scope: !46, file: !3, line: 29, column: 40)
!447 = !DILocation(line: 29, column: 40, scope: !46)
!448 = !DILocation(line: 29, column: 97, scope: !449)
!449 = distinct !DILexicalBlock(scope: !446, file: !3, line: 29, column: 93)
!450 = !DILocation(line: 29, column: 106, scope: !449)
!451 = !DILocation(line: 29, column: 93, scope: !449)
!452 = !DILocation(line: 29, column: 110, scope: !449)
!453 = !DILocation(line: 29, column: 93, scope: !446)
!454 = !DILocation(line: 29, column: 136, scope: !455)
!455 = distinct !DILexicalBlock(scope: !449, file: !3, line: 29, column: 115)
!456 = !DILocation(line: 29, column: 143, scope: !455)
!457 = !DILocation(line: 29, column: 134, scope: !455)
!458 = !DILocation(line: 29, column: 152, scope: !455)
!459 = !DILocation(line: 29, column: 148, scope: !455)
!460 = !DILocation(line: 29, column: 156, scope: !455)
!461 = !DILocation(line: 29, column: 171, scope: !455)
!462 = !DILocation(line: 29, column: 83, scope: !446)
!463 = distinct !{!463, !447, !464, !214}
!464 = !DILocation(line: 29, column: 171, scope: !46)
!465 = !DILocation(line: 32, column: 29, scope: !54)
!466 = !DILocation(line: 32, column: 26, scope: !54)
!467 = !DILocation(line: 0, scope: !54)
!468 = !DILocation(line: 32, column: 40, scope: !469)
!469 = distinct !DILexicalBlock(scope: !54, file: !3, line: 32, column: 40)
!470 = !DILocation(line: 32, column: 40, scope: !54)
!471 = distinct !{!471, !438, !472, !214}
!472 = !DILocation(line: 32, column: 196, scope: !6)
!473 = !DILocation(line: 32, column: 67, scope: !54)
!474 = !DILocation(line: 32, column: 90, scope: !54)
!475 = !DILocation(line: 32, column: 88, scope: !54)
!476 = !DILocation(line: 32, column: 77, scope: !54)
!477 = !DILocation(line: 32, column: 112, scope: !56)
!478 = !DILocation(line: 0, scope: !56)
!479 = !DILocation(line: 32, scope: !56)
!480 = !DILocation(line: 32, column: 123, scope: !481)
!481 = distinct !DILexicalBlock(scope: !56, file: !3, line: 32, column: 99)
!482 = !DILocation(line: 32, column: 99, scope: !56)
!483 = !DILocation(line: 32, column: 158, scope: !484)
!484 = distinct !DILexicalBlock(scope: !481, file: !3, line: 32, column: 152)
!485 = !DILocation(line: 32, column: 167, scope: !484)
!486 = !DILocation(line: 32, column: 153, scope: !484)
!487 = !DILocation(line: 32, column: 152, scope: !481)
!488 = !DILocation(line: 32, column: 177, scope: !484)
!489 = !DILocation(line: 32, column: 172, scope: !484)
!490 = !DILocation(line: 32, column: 181, scope: !484)
!491 = !DILocation(line: 32, scope: !54)
!492 = !DILocation(line: 32, column: 142, scope: !481)
!493 = distinct !{!493, !482, !494, !214}
!494 = !DILocation(line: 32, column: 192, scope: !56)
!495 = !DILocation(line: 33, column: 5, scope: !6)
!496 = !DILocation(line: 0, scope: !58)
!497 = !DILocation(line: 35, column: 5, scope: !58)
!498 = !DILocation(line: 0, scope: !60)
!499 = !DILocation(line: 35, column: 34, scope: !60)
!500 = !DILocation(line: 35, column: 59, scope: !501)
!501 = distinct !DILexicalBlock(scope: !60, file: !3, line: 35, column: 34)
!502 = !DILocation(line: 35, column: 76, scope: !501)
!503 = !DILocation(line: 35, column: 74, scope: !501)
!504 = !DILocation(line: 35, column: 63, scope: !501)
!505 = !DILocation(line: 35, column: 72, scope: !501)
!506 = distinct !{!506, !499, !507, !214, !215, !216}
!507 = !DILocation(line: 35, column: 87, scope: !60)
!508 = !DILocation(line: 0, scope: !63)
!509 = !DILocation(line: 36, column: 23, scope: !510)
!510 = distinct !DILexicalBlock(scope: !63, file: !3, line: 36, column: 5)
!511 = !DILocation(line: 36, column: 5, scope: !63)
!512 = !DILocation(line: 35, column: 30, scope: !61)
!513 = !DILocation(line: 35, column: 23, scope: !61)
!514 = distinct !{!514, !497, !515, !214}
!515 = !DILocation(line: 35, column: 87, scope: !58)
!516 = !DILocation(line: 36, column: 38, scope: !517)
!517 = distinct !DILexicalBlock(scope: !510, file: !3, line: 36, column: 38)
!518 = !DILocation(line: 36, column: 45, scope: !517)
!519 = !DILocation(line: 36, column: 47, scope: !517)
!520 = !DILocation(line: 36, column: 52, scope: !517)
!521 = !DILocation(line: 36, column: 62, scope: !517)
!522 = !DILocation(line: 36, column: 64, scope: !517)
!523 = !DILocation(line: 36, column: 38, scope: !510)
!524 = !DILocation(line: 36, column: 83, scope: !525)
!525 = distinct !DILexicalBlock(scope: !526, file: !3, line: 36, column: 76)
!526 = distinct !DILexicalBlock(scope: !517, file: !3, line: 36, column: 70)
!527 = !{!387, !201, i64 8}
!528 = !DILocation(line: 36, column: 87, scope: !525)
!529 = !DILocation(line: 36, column: 85, scope: !525)
!530 = !DILocation(line: 36, column: 76, scope: !526)
!531 = !DILocation(line: 36, column: 136, scope: !525)
!532 = !DILocation(line: 36, column: 159, scope: !525)
!533 = !DILocation(line: 36, column: 134, scope: !525)
!534 = !DILocation(line: 36, column: 111, scope: !525)
!535 = !DILocation(line: 36, column: 30, scope: !510)
!536 = distinct !{!536, !511, !537, !214}
!537 = !DILocation(line: 36, column: 171, scope: !63)
!538 = !DILocation(line: 37, column: 5, scope: !65)
!539 = !DILocation(line: 37, column: 34, scope: !67)
!540 = !DILocation(line: 0, scope: !65)
!541 = !DILocation(line: 0, scope: !67)
!542 = !DILocation(line: 0, scope: !70)
!543 = !DILocation(line: 37, column: 63, scope: !70)
!544 = !{!545}
!545 = distinct !{!545, !546}
!546 = distinct !{!546, !"LVerDomain"}
!547 = !DILocation(line: 37, column: 88, scope: !548)
!548 = distinct !DILexicalBlock(scope: !70, file: !3, line: 37, column: 63)
!549 = !DILocation(line: 37, column: 107, scope: !550)
!550 = distinct !DILexicalBlock(scope: !548, file: !3, line: 37, column: 96)
!551 = !{!552}
!552 = distinct !{!552, !546}
!553 = !DILocation(line: 37, column: 118, scope: !550)
!554 = !{!555}
!555 = distinct !{!555, !546}
!556 = !{!545, !552}
!557 = !DILocation(line: 37, column: 116, scope: !550)
!558 = !DILocation(line: 37, column: 137, scope: !550)
!559 = distinct !{!559, !543, !560, !214, !215, !216}
!560 = !DILocation(line: 37, column: 157, scope: !70)
!561 = !DILocation(line: 37, column: 30, scope: !68)
!562 = !DILocation(line: 37, column: 23, scope: !68)
!563 = distinct !{!563, !538, !564, !214}
!564 = !DILocation(line: 37, column: 157, scope: !65)
!565 = !DILocation(line: 37, column: 59, scope: !71)
!566 = !DILocation(line: 37, column: 52, scope: !71)
!567 = distinct !{!567, !539, !568, !214}
!568 = !DILocation(line: 37, column: 157, scope: !67)
!569 = !DILocation(line: 37, column: 96, scope: !550)
!570 = !DILocation(line: 37, column: 105, scope: !550)
!571 = !DILocation(line: 37, column: 96, scope: !548)
!572 = !DILocation(line: 37, column: 128, scope: !550)
!573 = !DILocation(line: 37, column: 81, scope: !548)
!574 = distinct !{!574, !543, !560, !214, !215}
!575 = !DILocation(line: 0, scope: !75)
!576 = !DILocation(line: 0, scope: !77)
!577 = !DILocation(line: 38, column: 65, scope: !77)
!578 = !DILocation(line: 38, column: 90, scope: !579)
!579 = distinct !DILexicalBlock(scope: !77, file: !3, line: 38, column: 65)
!580 = !DILocation(line: 38, column: 100, scope: !581)
!581 = distinct !DILexicalBlock(scope: !582, file: !3, line: 38, column: 100)
!582 = distinct !DILexicalBlock(scope: !579, file: !3, line: 38, column: 94)
!583 = !DILocation(line: 38, column: 109, scope: !581)
!584 = !DILocation(line: 38, column: 100, scope: !582)
!585 = distinct !{!585, !577, !586, !214, !215, !216}
!586 = !DILocation(line: 38, column: 154, scope: !77)
!587 = !DILocation(line: 38, column: 61, scope: !78)
!588 = !DILocation(line: 38, column: 54, scope: !78)
!589 = !DILocation(line: 38, column: 36, scope: !75)
!590 = distinct !{!590, !589, !591, !214}
!591 = !DILocation(line: 38, column: 154, scope: !75)
!592 = !DILocation(line: 39, column: 5, scope: !6)
!593 = !DILocation(line: 40, column: 16, scope: !6)
!594 = !DILocation(line: 40, column: 5, scope: !6)
!595 = !DILocation(line: 0, scope: !80)
!596 = !DILocation(line: 40, column: 49, scope: !80)
!597 = !DILocation(line: 40, column: 73, scope: !598)
!598 = distinct !DILexicalBlock(scope: !80, file: !3, line: 40, column: 49)
!599 = !DILocation(line: 40, column: 87, scope: !598)
!600 = !DILocation(line: 40, column: 77, scope: !598)
!601 = distinct !{!601, !596, !602, !214, !215, !216}
!602 = !DILocation(line: 40, column: 89, scope: !80)
!603 = !DILocation(line: 0, scope: !84)
!604 = !DILocation(line: 41, column: 33, scope: !84)
!605 = !DILocation(line: 41, column: 51, scope: !87)
!606 = !DILocation(line: 41, scope: !6)
!607 = !DILocation(line: 42, column: 5, scope: !6)
!608 = !DILocation(line: 0, scope: !92)
!609 = !DILocation(line: 45, column: 5, scope: !92)
!610 = !DILocation(line: 41, column: 78, scope: !86)
!611 = !DILocation(line: 41, column: 85, scope: !86)
!612 = !DILocalVariable(name: "x", arg: 1, scope: !613, file: !3, line: 17, type: !9)
!613 = distinct !DISubprogram(name: "findp", scope: !3, file: !3, line: 17, type: !614, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !616)
!614 = !DISubroutineType(types: !615)
!615 = !{!9, !9}
!616 = !{!612}
!617 = !DILocation(line: 0, scope: !613, inlinedAt: !618)
!618 = distinct !DILocation(line: 41, column: 72, scope: !86)
!619 = !DILocation(line: 17, column: 34, scope: !613, inlinedAt: !618)
!620 = !DILocation(line: 17, column: 44, scope: !613, inlinedAt: !618)
!621 = !DILocation(line: 17, column: 27, scope: !613, inlinedAt: !618)
!622 = !DILocation(line: 17, column: 64, scope: !623, inlinedAt: !618)
!623 = distinct !DILexicalBlock(scope: !613, file: !3, line: 17, column: 50)
!624 = !DILocation(line: 17, column: 62, scope: !623, inlinedAt: !618)
!625 = distinct !{!625, !621, !626, !214}
!626 = !DILocation(line: 17, column: 98, scope: !613, inlinedAt: !618)
!627 = !DILocation(line: 0, scope: !86)
!628 = !DILocation(line: 41, column: 106, scope: !86)
!629 = !DILocation(line: 0, scope: !613, inlinedAt: !630)
!630 = distinct !DILocation(line: 41, column: 93, scope: !86)
!631 = !DILocation(line: 17, column: 34, scope: !613, inlinedAt: !630)
!632 = !DILocation(line: 17, column: 44, scope: !613, inlinedAt: !630)
!633 = !DILocation(line: 17, column: 27, scope: !613, inlinedAt: !630)
!634 = !DILocation(line: 17, column: 64, scope: !623, inlinedAt: !630)
!635 = !DILocation(line: 17, column: 62, scope: !623, inlinedAt: !630)
!636 = distinct !{!636, !633, !637, !214}
!637 = !DILocation(line: 17, column: 98, scope: !613, inlinedAt: !630)
!638 = !DILocation(line: 41, column: 116, scope: !639)
!639 = distinct !DILexicalBlock(scope: !86, file: !3, line: 41, column: 114)
!640 = !DILocation(line: 41, column: 114, scope: !86)
!641 = !DILocation(line: 41, column: 124, scope: !642)
!642 = distinct !DILexicalBlock(scope: !639, file: !3, line: 41, column: 122)
!643 = !DILocation(line: 41, column: 134, scope: !642)
!644 = !DILocation(line: 41, column: 153, scope: !642)
!645 = !DILocation(line: 41, column: 146, scope: !642)
!646 = !DILocation(line: 41, column: 143, scope: !642)
!647 = !DILocation(line: 41, column: 160, scope: !642)
!648 = !DILocation(line: 41, column: 164, scope: !642)
!649 = !DILocation(line: 41, column: 58, scope: !87)
!650 = distinct !{!650, !604, !651, !214}
!651 = !DILocation(line: 41, column: 166, scope: !84)
!652 = !DILocation(line: 45, column: 23, scope: !95)
!653 = distinct !{!653, !609, !654, !214}
!654 = !DILocation(line: 45, column: 118, scope: !92)
!655 = !DILocation(line: 45, column: 50, scope: !94)
!656 = !DILocation(line: 0, scope: !94)
!657 = !DILocation(line: 45, column: 57, scope: !658)
!658 = distinct !DILexicalBlock(scope: !94, file: !3, line: 45, column: 35)
!659 = !DILocation(line: 45, column: 35, scope: !94)
!660 = !DILocation(line: 45, column: 76, scope: !661)
!661 = distinct !DILexicalBlock(scope: !658, file: !3, line: 45, column: 73)
!662 = !DILocation(line: 45, column: 81, scope: !661)
!663 = !DILocation(line: 45, column: 85, scope: !661)
!664 = !DILocation(line: 45, column: 73, scope: !658)
!665 = !DILocation(line: 45, column: 93, scope: !666)
!666 = distinct !DILexicalBlock(scope: !661, file: !3, line: 45, column: 91)
!667 = !DILocation(line: 45, column: 101, scope: !666)
!668 = !DILocation(line: 45, column: 114, scope: !666)
!669 = !DILocation(line: 45, column: 118, scope: !666)
!670 = !DILocation(line: 45, column: 65, scope: !658)
!671 = distinct !{!671, !659, !672, !214}
!672 = !DILocation(line: 45, column: 118, scope: !94)
!673 = !DILocation(line: 47, column: 15, scope: !6)
!674 = !DILocation(line: 47, column: 5, scope: !6)
!675 = !DILocation(line: 0, scope: !97)
!676 = !DILocation(line: 46, column: 53, scope: !677)
!677 = distinct !DILexicalBlock(scope: !678, file: !3, line: 46, column: 52)
!678 = distinct !DILexicalBlock(scope: !97, file: !3, line: 46, column: 18)
!679 = !DILocation(line: 46, column: 52, scope: !678)
!680 = !DILocation(line: 46, column: 67, scope: !677)
!681 = !DILocation(line: 46, column: 63, scope: !677)
!682 = !DILocation(line: 46, column: 71, scope: !677)
!683 = !DILocation(line: 46, scope: !6)
!684 = !DILocation(line: 46, column: 44, scope: !678)
!685 = !DILocation(line: 46, column: 36, scope: !678)
!686 = !DILocation(line: 46, column: 18, scope: !97)
!687 = distinct !{!687, !686, !688, !214}
!688 = !DILocation(line: 46, column: 73, scope: !97)
!689 = distinct !{!689, !674, !690, !214}
!690 = !DILocation(line: 47, column: 144, scope: !6)
!691 = !DILocation(line: 47, column: 35, scope: !99)
!692 = !DILocation(line: 47, column: 31, scope: !99)
!693 = !DILocation(line: 0, scope: !99)
!694 = !DILocation(line: 47, column: 40, scope: !99)
!695 = !DILocation(line: 47, column: 51, scope: !99)
!696 = !DILocation(line: 0, scope: !101)
!697 = !DILocation(line: 47, column: 78, scope: !698)
!698 = distinct !DILexicalBlock(scope: !101, file: !3, line: 47, column: 56)
!699 = !DILocation(line: 47, column: 56, scope: !101)
!700 = !DILocation(line: 47, scope: !101)
!701 = !DILocation(line: 47, column: 102, scope: !702)
!702 = distinct !DILexicalBlock(scope: !698, file: !3, line: 47, column: 94)
!703 = !DILocation(line: 47, column: 106, scope: !702)
!704 = !DILocation(line: 47, column: 111, scope: !702)
!705 = !DILocation(line: 47, column: 116, scope: !702)
!706 = !DILocation(line: 47, column: 114, scope: !702)
!707 = !DILocation(line: 47, column: 125, scope: !702)
!708 = !DILocation(line: 47, column: 94, scope: !698)
!709 = !DILocation(line: 47, column: 135, scope: !702)
!710 = !DILocation(line: 47, column: 131, scope: !702)
!711 = !DILocation(line: 47, column: 139, scope: !702)
!712 = distinct !{!712, !699, !713, !214}
!713 = !DILocation(line: 47, column: 141, scope: !101)
!714 = !DILocation(line: 48, column: 74, scope: !6)
!715 = !DILocation(line: 48, column: 83, scope: !6)
!716 = !DILocation(line: 48, column: 92, scope: !6)
!717 = !DILocation(line: 48, column: 109, scope: !6)
!718 = !DILocation(line: 48, column: 101, scope: !6)
!719 = !DILocation(line: 48, column: 5, scope: !6)
!720 = !DILocation(line: 49, column: 22, scope: !6)
!721 = !DILocation(line: 49, column: 12, scope: !6)
!722 = !DILocation(line: 50, column: 1, scope: !6)
!723 = !DISubprogram(name: "printf", scope: !724, file: !724, line: 356, type: !725, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!724 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!725 = !DISubroutineType(types: !726)
!726 = !{!9, !727, null}
!727 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !728)
!728 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !729, size: 64)
!729 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !128)
!730 = !DISubprogram(name: "qsort", scope: !731, file: !731, line: 851, type: !732, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!731 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!732 = !DISubroutineType(types: !733)
!733 = !{null, !734, !105, !105, !735}
!734 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!735 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !731, line: 829, baseType: !736)
!736 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !737, size: 64)
!737 = !DISubroutineType(types: !738)
!738 = !{!9, !739, !739}
!739 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !740, size: 64)
!740 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!741 = distinct !DISubprogram(name: "cmp_we", scope: !3, file: !3, line: 19, type: !737, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !742)
!742 = !{!743, !744, !745, !748}
!743 = !DILocalVariable(name: "x", arg: 1, scope: !741, file: !3, line: 19, type: !739)
!744 = !DILocalVariable(name: "y", arg: 2, scope: !741, file: !3, line: 19, type: !739)
!745 = !DILocalVariable(name: "a", scope: !741, file: !3, line: 19, type: !746)
!746 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !747, size: 64)
!747 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !112)
!748 = !DILocalVariable(name: "b", scope: !741, file: !3, line: 19, type: !746)
!749 = !DILocation(line: 0, scope: !741)
!750 = !DILocation(line: 19, column: 86, scope: !741)
!751 = !DILocation(line: 19, column: 94, scope: !741)
!752 = !DILocation(line: 19, column: 88, scope: !741)
!753 = !DILocation(line: 19, column: 83, scope: !741)
!754 = !DILocation(line: 19, column: 103, scope: !741)
!755 = !DILocation(line: 19, column: 116, scope: !741)
!756 = !DILocation(line: 19, column: 124, scope: !741)
!757 = !DILocation(line: 19, column: 118, scope: !741)
!758 = !DILocation(line: 19, column: 113, scope: !741)
!759 = !DILocation(line: 19, column: 133, scope: !741)
!760 = !DILocation(line: 19, column: 145, scope: !741)
!761 = !DILocation(line: 19, column: 152, scope: !741)
!762 = !DILocation(line: 19, column: 147, scope: !741)
!763 = !DILocation(line: 19, column: 76, scope: !741)
