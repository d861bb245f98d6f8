; ModuleID = 'programs/graph_algorithms.c'
source_filename = "programs/graph_algorithms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.WE = type { i32, i32, i32 }
%struct.Edge = type { i32, i32, i32 }

@head = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@main.all = internal global [2400 x %struct.WE] zeroinitializer, align 16
@main.dist = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@hn = internal unnamed_addr global i32 0, align 4
@edges = internal unnamed_addr global [4800 x %struct.Edge] zeroinitializer, align 16
@.str = private unnamed_addr constant [43 x i8] c"dijkstra sum=%ld max=%d d[1]=%d d[399]=%d\0A\00", align 1
@main.lvl = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@main.q = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [25 x i8] c"bfs reached=%d depth=%d\0A\00", align 1
@main.st = internal unnamed_addr global [4800 x i32] zeroinitializer, align 16
@main.seen = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [25 x i8] c"dfs visited=%d osum=%ld\0A\00", align 1
@main.fw = internal unnamed_addr global [60 x [60 x i32]] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [30 x i8] c"floyd sum=%ld unreachable=%d\0A\00", align 1
@parent = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [26 x i8] c"kruskal mst=%ld edges=%d\0A\00", align 1
@main.indeg = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@main.topo = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [43 x i8] c"topo n=%d edges=%d first=%d,%d,%d last=%d\0A\00", align 1
@ne = internal unnamed_addr global i32 0, align 4
@hk = internal unnamed_addr global [4800 x i32] zeroinitializer, align 16
@hv = internal unnamed_addr global [4800 x i32] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1600) @head, i8 -1, i64 1600, i1 false)
  %1 = load i32, ptr @ne, align 4, !tbaa !5
  br label %2

2:                                                ; preds = %0, %27
  %3 = phi i64 [ 0, %0 ], [ %28, %27 ]
  %4 = phi i32 [ 12345, %0 ], [ %37, %27 ]
  %5 = phi i32 [ 0, %0 ], [ %69, %27 ]
  %6 = phi i32 [ %1, %0 ], [ %67, %27 ]
  %7 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %3
  %8 = trunc nuw nsw i64 %3 to i32
  br label %30

9:                                                ; preds = %27, %9
  %10 = phi i64 [ %25, %9 ], [ 0, %27 ]
  %11 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %10
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %11, align 16, !tbaa !5
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %12, align 16, !tbaa !5
  %13 = add nuw nsw i64 %10, 8
  %14 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %13
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %14, align 16, !tbaa !5
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %15, align 16, !tbaa !5
  %16 = add nuw nsw i64 %10, 16
  %17 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %17, align 16, !tbaa !5
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %18, align 16, !tbaa !5
  %19 = add nuw nsw i64 %10, 24
  %20 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %20, align 16, !tbaa !5
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %21, align 16, !tbaa !5
  %22 = add nuw nsw i64 %10, 32
  %23 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %22
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %23, align 16, !tbaa !5
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %24, align 16, !tbaa !5
  %25 = add nuw nsw i64 %10, 40
  %26 = icmp eq i64 %25, 400
  br i1 %26, label %72, label %9, !llvm.loop !9

27:                                               ; preds = %66
  %28 = add nuw nsw i64 %3, 1
  %29 = icmp eq i64 %28, 400
  br i1 %29, label %9, label %2, !llvm.loop !13

30:                                               ; preds = %2, %66
  %31 = phi i32 [ %6, %2 ], [ %67, %66 ]
  %32 = phi i32 [ %4, %2 ], [ %37, %66 ]
  %33 = phi i32 [ %5, %2 ], [ %69, %66 ]
  %34 = phi i32 [ 0, %2 ], [ %70, %66 ]
  %35 = phi i32 [ %6, %2 ], [ %68, %66 ]
  %36 = mul i32 %32, 1103515245
  %37 = add i32 %36, 12345
  %38 = lshr i32 %37, 8
  %39 = urem i32 %38, 400
  %40 = zext nneg i32 %39 to i64
  %41 = icmp eq i64 %3, %40
  br i1 %41, label %66, label %42

42:                                               ; preds = %30
  %43 = lshr i32 %37, 20
  %44 = trunc nuw nsw i32 %43 to i16
  %45 = urem i16 %44, 100
  %46 = add nuw nsw i16 %45, 1
  %47 = zext nneg i16 %46 to i32
  %48 = sext i32 %35 to i64
  %49 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %48
  %50 = load i32, ptr %7, align 4, !tbaa !5
  store i32 %39, ptr %49, align 4, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %49, i64 4
  store i32 %47, ptr %51, align 4, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  store i32 %50, ptr %52, align 4, !tbaa !5
  %53 = add nsw i32 %35, 1
  store i32 %35, ptr %7, align 4, !tbaa !5
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %54
  %56 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %40
  %57 = load i32, ptr %56, align 4, !tbaa !5
  store i32 %8, ptr %55, align 4, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %55, i64 4
  store i32 %47, ptr %58, align 4, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %55, i64 8
  store i32 %57, ptr %59, align 4, !tbaa !5
  %60 = add nsw i32 %35, 2
  store i32 %60, ptr @ne, align 4, !tbaa !5
  store i32 %53, ptr %56, align 4, !tbaa !5
  %61 = add nsw i32 %33, 1
  %62 = sext i32 %33 to i64
  %63 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %62
  store i32 %8, ptr %63, align 4, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %63, i64 4
  store i32 %39, ptr %64, align 4, !tbaa !5
  %65 = getelementptr inbounds i8, ptr %63, i64 8
  store i32 %47, ptr %65, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %42, %30
  %67 = phi i32 [ %60, %42 ], [ %31, %30 ]
  %68 = phi i32 [ %60, %42 ], [ %35, %30 ]
  %69 = phi i32 [ %61, %42 ], [ %33, %30 ]
  %70 = add nuw nsw i32 %34, 1
  %71 = icmp eq i32 %70, 5
  br i1 %71, label %27, label %30, !llvm.loop !14

72:                                               ; preds = %9
  store i32 0, ptr @main.dist, align 16, !tbaa !5
  %73 = load i32, ptr @hn, align 4, !tbaa !5
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr @hn, align 4, !tbaa !5
  %75 = sext i32 %73 to i64
  %76 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %75
  store i32 0, ptr %76, align 4, !tbaa !5
  %77 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %75
  store i32 0, ptr %77, align 4, !tbaa !5
  %78 = icmp eq i32 %73, 0
  br i1 %78, label %98, label %79

79:                                               ; preds = %72, %90
  %80 = phi i32 [ %82, %90 ], [ %73, %72 ]
  %81 = add nsw i32 %80, -1
  %82 = sdiv i32 %81, 2
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !5
  %86 = sext i32 %80 to i64
  %87 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = icmp sgt i32 %85, %88
  br i1 %89, label %90, label %96

90:                                               ; preds = %79
  store i32 %88, ptr %84, align 4, !tbaa !5
  store i32 %85, ptr %87, align 4, !tbaa !5
  %91 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %83
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %86
  %94 = load i32, ptr %93, align 4, !tbaa !5
  store i32 %94, ptr %91, align 4, !tbaa !5
  store i32 %92, ptr %93, align 4, !tbaa !5
  %95 = icmp ult i32 %80, 3
  br i1 %95, label %96, label %79, !llvm.loop !15

96:                                               ; preds = %79, %90
  %97 = icmp eq i32 %74, 0
  br i1 %97, label %100, label %98

98:                                               ; preds = %72, %96
  br label %127

99:                                               ; preds = %228
  store i32 0, ptr @hn, align 4, !tbaa !5
  br label %100

100:                                              ; preds = %96, %99
  br label %101

101:                                              ; preds = %100, %101
  %102 = phi i64 [ %117, %101 ], [ 0, %100 ]
  %103 = phi <2 x i32> [ %115, %101 ], [ zeroinitializer, %100 ]
  %104 = phi <2 x i32> [ %116, %101 ], [ zeroinitializer, %100 ]
  %105 = phi <2 x i64> [ %113, %101 ], [ zeroinitializer, %100 ]
  %106 = phi <2 x i64> [ %114, %101 ], [ zeroinitializer, %100 ]
  %107 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %102
  %108 = getelementptr inbounds i8, ptr %107, i64 8
  %109 = load <2 x i32>, ptr %107, align 16, !tbaa !5
  %110 = load <2 x i32>, ptr %108, align 8, !tbaa !5
  %111 = sext <2 x i32> %109 to <2 x i64>
  %112 = sext <2 x i32> %110 to <2 x i64>
  %113 = add <2 x i64> %105, %111
  %114 = add <2 x i64> %106, %112
  %115 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %109, <2 x i32> %103)
  %116 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %110, <2 x i32> %104)
  %117 = add nuw i64 %102, 4
  %118 = icmp eq i64 %117, 400
  br i1 %118, label %119, label %101, !llvm.loop !16

119:                                              ; preds = %101
  %120 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %115, <2 x i32> %116)
  %121 = tail call i32 @llvm.vector.reduce.smax.v2i32(<2 x i32> %120)
  %122 = add <2 x i64> %114, %113
  %123 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %122)
  %124 = load i32, ptr getelementptr inbounds (i8, ptr @main.dist, i64 4), align 4, !tbaa !5
  %125 = load i32, ptr getelementptr inbounds (i8, ptr @main.dist, i64 1596), align 4, !tbaa !5
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %123, i32 noundef %121, i32 noundef %124, i32 noundef %125)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1600) @main.lvl, i8 -1, i64 1600, i1 false), !tbaa !5
  store i32 0, ptr @main.q, align 16, !tbaa !5
  store i32 0, ptr @main.lvl, align 16, !tbaa !5
  br label %251

127:                                              ; preds = %98, %228
  %128 = phi i32 [ %229, %228 ], [ %74, %98 ]
  %129 = load i32, ptr @hk, align 16, !tbaa !5
  %130 = load i32, ptr @hv, align 16, !tbaa !5
  %131 = add nsw i32 %128, -1
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !5
  store i32 %134, ptr @hk, align 16, !tbaa !5
  %135 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %132
  %136 = load i32, ptr %135, align 4, !tbaa !5
  store i32 %136, ptr @hv, align 16, !tbaa !5
  br label %137

137:                                              ; preds = %167, %127
  %138 = phi i32 [ 0, %127 ], [ %165, %167 ]
  %139 = shl nsw i32 %138, 1
  %140 = or disjoint i32 %139, 1
  %141 = icmp slt i32 %140, %131
  br i1 %141, label %142, label %151

142:                                              ; preds = %137
  %143 = sext i32 %140 to i64
  %144 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %143
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = sext i32 %138 to i64
  %147 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !5
  %149 = icmp slt i32 %145, %148
  %150 = select i1 %149, i32 %140, i32 %138
  br label %151

151:                                              ; preds = %142, %137
  %152 = phi i32 [ %138, %137 ], [ %150, %142 ]
  %153 = add nsw i32 %139, 2
  %154 = icmp slt i32 %153, %131
  br i1 %154, label %155, label %164

155:                                              ; preds = %151
  %156 = sext i32 %153 to i64
  %157 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %156
  %158 = load i32, ptr %157, align 8, !tbaa !5
  %159 = sext i32 %152 to i64
  %160 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !5
  %162 = icmp slt i32 %158, %161
  %163 = select i1 %162, i32 %153, i32 %152
  br label %164

164:                                              ; preds = %155, %151
  %165 = phi i32 [ %152, %151 ], [ %163, %155 ]
  %166 = icmp eq i32 %165, %138
  br i1 %166, label %178, label %167

167:                                              ; preds = %164
  %168 = sext i32 %165 to i64
  %169 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !5
  %171 = sext i32 %138 to i64
  %172 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %171
  %173 = load i32, ptr %172, align 4, !tbaa !5
  store i32 %173, ptr %169, align 4, !tbaa !5
  store i32 %170, ptr %172, align 4, !tbaa !5
  %174 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %168
  %175 = load i32, ptr %174, align 4, !tbaa !5
  %176 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %171
  %177 = load i32, ptr %176, align 4, !tbaa !5
  store i32 %177, ptr %174, align 4, !tbaa !5
  store i32 %175, ptr %176, align 4, !tbaa !5
  br label %137

178:                                              ; preds = %164
  %179 = sext i32 %130 to i64
  %180 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %179
  %181 = load i32, ptr %180, align 4, !tbaa !5
  %182 = icmp sgt i32 %129, %181
  br i1 %182, label %228, label %183, !llvm.loop !17

183:                                              ; preds = %178
  %184 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %179
  %185 = load i32, ptr %184, align 4, !tbaa !5
  %186 = icmp sgt i32 %185, -1
  br i1 %186, label %187, label %228

187:                                              ; preds = %183, %223
  %188 = phi i32 [ %226, %223 ], [ %185, %183 ]
  %189 = phi i32 [ %224, %223 ], [ %131, %183 ]
  %190 = zext nneg i32 %188 to i64
  %191 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !18
  %193 = getelementptr inbounds i8, ptr %191, i64 4
  %194 = load i32, ptr %193, align 4, !tbaa !20
  %195 = add nsw i32 %194, %129
  %196 = sext i32 %192 to i64
  %197 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %196
  %198 = load i32, ptr %197, align 4, !tbaa !5
  %199 = icmp slt i32 %195, %198
  br i1 %199, label %200, label %223

200:                                              ; preds = %187
  store i32 %195, ptr %197, align 4, !tbaa !5
  %201 = add nsw i32 %189, 1
  %202 = sext i32 %189 to i64
  %203 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %202
  store i32 %195, ptr %203, align 4, !tbaa !5
  %204 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %202
  store i32 %192, ptr %204, align 4, !tbaa !5
  %205 = icmp eq i32 %189, 0
  br i1 %205, label %223, label %206

206:                                              ; preds = %200, %217
  %207 = phi i32 [ %209, %217 ], [ %189, %200 ]
  %208 = add nsw i32 %207, -1
  %209 = sdiv i32 %208, 2
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %210
  %212 = load i32, ptr %211, align 4, !tbaa !5
  %213 = sext i32 %207 to i64
  %214 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !5
  %216 = icmp sgt i32 %212, %215
  br i1 %216, label %217, label %223

217:                                              ; preds = %206
  store i32 %215, ptr %211, align 4, !tbaa !5
  store i32 %212, ptr %214, align 4, !tbaa !5
  %218 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %210
  %219 = load i32, ptr %218, align 4, !tbaa !5
  %220 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %213
  %221 = load i32, ptr %220, align 4, !tbaa !5
  store i32 %221, ptr %218, align 4, !tbaa !5
  store i32 %219, ptr %220, align 4, !tbaa !5
  %222 = icmp ult i32 %207, 3
  br i1 %222, label %223, label %206, !llvm.loop !15

223:                                              ; preds = %217, %206, %200, %187
  %224 = phi i32 [ 1, %200 ], [ %189, %187 ], [ %201, %206 ], [ %201, %217 ]
  %225 = getelementptr inbounds i8, ptr %191, i64 8
  %226 = load i32, ptr %225, align 4, !tbaa !5
  %227 = icmp sgt i32 %226, -1
  br i1 %227, label %187, label %228, !llvm.loop !21

228:                                              ; preds = %223, %183, %178
  %229 = phi i32 [ %131, %178 ], [ %131, %183 ], [ %224, %223 ]
  %230 = icmp eq i32 %229, 0
  br i1 %230, label %99, label %127

231:                                              ; preds = %279, %251
  %232 = phi i32 [ %253, %251 ], [ %280, %279 ]
  %233 = sext i32 %232 to i64
  %234 = icmp slt i64 %254, %233
  br i1 %234, label %251, label %235, !llvm.loop !22

235:                                              ; preds = %231, %235
  %236 = phi i64 [ %245, %235 ], [ 0, %231 ]
  %237 = phi <4 x i32> [ %243, %235 ], [ zeroinitializer, %231 ]
  %238 = phi <4 x i32> [ %244, %235 ], [ zeroinitializer, %231 ]
  %239 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %236
  %240 = getelementptr inbounds i8, ptr %239, i64 16
  %241 = load <4 x i32>, ptr %239, align 16, !tbaa !5
  %242 = load <4 x i32>, ptr %240, align 16, !tbaa !5
  %243 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %241, <4 x i32> %237)
  %244 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %242, <4 x i32> %238)
  %245 = add nuw i64 %236, 8
  %246 = icmp eq i64 %245, 400
  br i1 %246, label %247, label %235, !llvm.loop !23

247:                                              ; preds = %235
  %248 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %243, <4 x i32> %244)
  %249 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %248)
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %232, i32 noundef %249)
  store i32 0, ptr @main.st, align 16, !tbaa !5
  br label %284

251:                                              ; preds = %119, %231
  %252 = phi i64 [ 0, %119 ], [ %254, %231 ]
  %253 = phi i32 [ 1, %119 ], [ %232, %231 ]
  %254 = add nuw nsw i64 %252, 1
  %255 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %252
  %256 = load i32, ptr %255, align 4, !tbaa !5
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %257
  %259 = load i32, ptr %258, align 4, !tbaa !5
  %260 = icmp sgt i32 %259, -1
  br i1 %260, label %261, label %231

261:                                              ; preds = %251
  %262 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %257
  br label %263

263:                                              ; preds = %261, %279
  %264 = phi i32 [ %259, %261 ], [ %282, %279 ]
  %265 = phi i32 [ %253, %261 ], [ %280, %279 ]
  %266 = zext nneg i32 %264 to i64
  %267 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %266
  %268 = load i32, ptr %267, align 4, !tbaa !18
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %269
  %271 = load i32, ptr %270, align 4, !tbaa !5
  %272 = icmp slt i32 %271, 0
  br i1 %272, label %273, label %279

273:                                              ; preds = %263
  %274 = load i32, ptr %262, align 4, !tbaa !5
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %270, align 4, !tbaa !5
  %276 = add nsw i32 %265, 1
  %277 = sext i32 %265 to i64
  %278 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %277
  store i32 %268, ptr %278, align 4, !tbaa !5
  br label %279

279:                                              ; preds = %263, %273
  %280 = phi i32 [ %276, %273 ], [ %265, %263 ]
  %281 = getelementptr inbounds i8, ptr %267, i64 8
  %282 = load i32, ptr %281, align 4, !tbaa !5
  %283 = icmp sgt i32 %282, -1
  br i1 %283, label %263, label %231, !llvm.loop !24

284:                                              ; preds = %247, %323
  %285 = phi i64 [ 0, %247 ], [ %326, %323 ]
  %286 = phi i32 [ 0, %247 ], [ %325, %323 ]
  %287 = phi i32 [ 1, %247 ], [ %324, %323 ]
  %288 = add nsw i32 %287, -1
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds [4800 x i32], ptr @main.st, i64 0, i64 %289
  %291 = load i32, ptr %290, align 4, !tbaa !5
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds [400 x i32], ptr @main.seen, i64 0, i64 %292
  %294 = load i32, ptr %293, align 4, !tbaa !5
  %295 = icmp eq i32 %294, 0
  br i1 %295, label %296, label %323, !llvm.loop !25

296:                                              ; preds = %284
  store i32 1, ptr %293, align 4, !tbaa !5
  %297 = add nsw i32 %286, 1
  %298 = sext i32 %297 to i64
  %299 = mul nsw i64 %292, %298
  %300 = add nsw i64 %299, %285
  %301 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %292
  %302 = load i32, ptr %301, align 4, !tbaa !5
  %303 = icmp sgt i32 %302, -1
  br i1 %303, label %304, label %323

304:                                              ; preds = %296, %318
  %305 = phi i32 [ %321, %318 ], [ %302, %296 ]
  %306 = phi i32 [ %319, %318 ], [ %288, %296 ]
  %307 = zext nneg i32 %305 to i64
  %308 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %307
  %309 = load i32, ptr %308, align 4, !tbaa !18
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds [400 x i32], ptr @main.seen, i64 0, i64 %310
  %312 = load i32, ptr %311, align 4, !tbaa !5
  %313 = icmp eq i32 %312, 0
  br i1 %313, label %314, label %318

314:                                              ; preds = %304
  %315 = add nsw i32 %306, 1
  %316 = sext i32 %306 to i64
  %317 = getelementptr inbounds [4800 x i32], ptr @main.st, i64 0, i64 %316
  store i32 %309, ptr %317, align 4, !tbaa !5
  br label %318

318:                                              ; preds = %304, %314
  %319 = phi i32 [ %306, %304 ], [ %315, %314 ]
  %320 = getelementptr inbounds i8, ptr %308, i64 8
  %321 = load i32, ptr %320, align 4, !tbaa !5
  %322 = icmp sgt i32 %321, -1
  br i1 %322, label %304, label %323, !llvm.loop !26

323:                                              ; preds = %318, %296, %284
  %324 = phi i32 [ %288, %284 ], [ %288, %296 ], [ %319, %318 ]
  %325 = phi i32 [ %286, %284 ], [ %297, %296 ], [ %297, %318 ]
  %326 = phi i64 [ %285, %284 ], [ %300, %296 ], [ %300, %318 ]
  %327 = icmp eq i32 %324, 0
  br i1 %327, label %328, label %284

328:                                              ; preds = %323
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %325, i64 noundef %326)
  br label %330

330:                                              ; preds = %351, %328
  %331 = phi i64 [ 0, %328 ], [ %364, %351 ]
  %332 = insertelement <4 x i64> poison, i64 %331, i64 0
  %333 = shufflevector <4 x i64> %332, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %334

334:                                              ; preds = %334, %330
  %335 = phi i64 [ 0, %330 ], [ %344, %334 ]
  %336 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %330 ], [ %345, %334 ]
  %337 = add <4 x i64> %336, <i64 4, i64 4, i64 4, i64 4>
  %338 = icmp eq <4 x i64> %333, %336
  %339 = icmp eq <4 x i64> %333, %337
  %340 = select <4 x i1> %338, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %341 = select <4 x i1> %339, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %342 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %331, i64 %335
  %343 = getelementptr inbounds i8, ptr %342, i64 16
  store <4 x i32> %340, ptr %342, align 16, !tbaa !5
  store <4 x i32> %341, ptr %343, align 16, !tbaa !5
  %344 = add nuw i64 %335, 8
  %345 = add <4 x i64> %336, <i64 8, i64 8, i64 8, i64 8>
  %346 = icmp eq i64 %344, 56
  br i1 %346, label %351, label %334, !llvm.loop !27

347:                                              ; preds = %351
  %348 = icmp sgt i32 %69, 0
  br i1 %348, label %349, label %388

349:                                              ; preds = %347
  %350 = zext nneg i32 %69 to i64
  br label %366

351:                                              ; preds = %334
  %352 = icmp eq i64 %331, 56
  %353 = select i1 %352, i32 0, i32 1000000
  %354 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %331, i64 56
  store i32 %353, ptr %354, align 16, !tbaa !5
  %355 = icmp eq i64 %331, 57
  %356 = select i1 %355, i32 0, i32 1000000
  %357 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %331, i64 57
  store i32 %356, ptr %357, align 4, !tbaa !5
  %358 = icmp eq i64 %331, 58
  %359 = select i1 %358, i32 0, i32 1000000
  %360 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %331, i64 58
  store i32 %359, ptr %360, align 8, !tbaa !5
  %361 = icmp eq i64 %331, 59
  %362 = select i1 %361, i32 0, i32 1000000
  %363 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %331, i64 59
  store i32 %362, ptr %363, align 4, !tbaa !5
  %364 = add nuw nsw i64 %331, 1
  %365 = icmp eq i64 %364, 60
  br i1 %365, label %347, label %330, !llvm.loop !28

366:                                              ; preds = %349, %385
  %367 = phi i64 [ 0, %349 ], [ %386, %385 ]
  %368 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %367
  %369 = load i32, ptr %368, align 4, !tbaa !18
  %370 = icmp slt i32 %369, 60
  br i1 %370, label %371, label %385

371:                                              ; preds = %366
  %372 = getelementptr inbounds i8, ptr %368, i64 4
  %373 = load i32, ptr %372, align 4, !tbaa !20
  %374 = icmp slt i32 %373, 60
  br i1 %374, label %375, label %385

375:                                              ; preds = %371
  %376 = getelementptr inbounds i8, ptr %368, i64 8
  %377 = load i32, ptr %376, align 4, !tbaa !29
  %378 = sext i32 %369 to i64
  %379 = sext i32 %373 to i64
  %380 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %378, i64 %379
  %381 = load i32, ptr %380, align 4, !tbaa !5
  %382 = icmp slt i32 %377, %381
  br i1 %382, label %383, label %385

383:                                              ; preds = %375
  %384 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %379, i64 %378
  store i32 %377, ptr %384, align 4, !tbaa !5
  store i32 %377, ptr %380, align 4, !tbaa !5
  br label %385

385:                                              ; preds = %366, %371, %383, %375
  %386 = add nuw nsw i64 %367, 1
  %387 = icmp eq i64 %386, %350
  br i1 %387, label %388, label %366, !llvm.loop !30

388:                                              ; preds = %385, %347
  br label %389

389:                                              ; preds = %388, %476
  %390 = phi i64 [ %477, %476 ], [ 0, %388 ]
  %391 = shl nuw nsw i64 %390, 2
  %392 = getelementptr i8, ptr @main.fw, i64 %391
  %393 = getelementptr i8, ptr getelementptr (i8, ptr @main.fw, i64 14164), i64 %391
  %394 = mul nuw nsw i64 %390, 240
  %395 = getelementptr i8, ptr @main.fw, i64 %394
  %396 = getelementptr i8, ptr getelementptr (i8, ptr @main.fw, i64 240), i64 %394
  %397 = icmp ugt ptr %393, @main.fw
  %398 = icmp ult ptr %392, getelementptr inbounds (i8, ptr @main.fw, i64 14400)
  %399 = and i1 %397, %398
  %400 = icmp ugt ptr %396, @main.fw
  %401 = icmp ult ptr %395, getelementptr inbounds (i8, ptr @main.fw, i64 14400)
  %402 = and i1 %400, %401
  %403 = or i1 %399, %402
  br label %404

404:                                              ; preds = %389, %479
  %405 = phi i64 [ 0, %389 ], [ %480, %479 ]
  %406 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %390
  br i1 %403, label %411, label %407

407:                                              ; preds = %404
  %408 = load i32, ptr %406, align 4, !tbaa !5, !alias.scope !31
  %409 = insertelement <4 x i32> poison, i32 %408, i64 0
  %410 = shufflevector <4 x i32> %409, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %413

411:                                              ; preds = %473, %404
  %412 = phi i64 [ 0, %404 ], [ 56, %473 ]
  br label %482

413:                                              ; preds = %407, %473
  %414 = phi i64 [ %474, %473 ], [ 0, %407 ]
  %415 = or disjoint i64 %414, 4
  %416 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %390, i64 %414
  %417 = getelementptr inbounds i8, ptr %416, i64 16
  %418 = load <4 x i32>, ptr %416, align 16, !tbaa !5, !alias.scope !34
  %419 = load <4 x i32>, ptr %417, align 16, !tbaa !5, !alias.scope !34
  %420 = add nsw <4 x i32> %418, %410
  %421 = add nsw <4 x i32> %419, %410
  %422 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %414
  %423 = getelementptr inbounds i8, ptr %422, i64 16
  %424 = load <4 x i32>, ptr %422, align 16, !tbaa !5, !alias.scope !36, !noalias !38
  %425 = load <4 x i32>, ptr %423, align 16, !tbaa !5, !alias.scope !36, !noalias !38
  %426 = icmp slt <4 x i32> %420, %424
  %427 = icmp slt <4 x i32> %421, %425
  %428 = extractelement <4 x i1> %426, i64 0
  br i1 %428, label %429, label %432

429:                                              ; preds = %413
  %430 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %414
  %431 = extractelement <4 x i32> %420, i64 0
  store i32 %431, ptr %430, align 16, !tbaa !5, !alias.scope !36, !noalias !38
  br label %432

432:                                              ; preds = %429, %413
  %433 = extractelement <4 x i1> %426, i64 1
  br i1 %433, label %434, label %438

434:                                              ; preds = %432
  %435 = or disjoint i64 %414, 1
  %436 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %435
  %437 = extractelement <4 x i32> %420, i64 1
  store i32 %437, ptr %436, align 4, !tbaa !5, !alias.scope !36, !noalias !38
  br label %438

438:                                              ; preds = %434, %432
  %439 = extractelement <4 x i1> %426, i64 2
  br i1 %439, label %440, label %444

440:                                              ; preds = %438
  %441 = or disjoint i64 %414, 2
  %442 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %441
  %443 = extractelement <4 x i32> %420, i64 2
  store i32 %443, ptr %442, align 8, !tbaa !5, !alias.scope !36, !noalias !38
  br label %444

444:                                              ; preds = %440, %438
  %445 = extractelement <4 x i1> %426, i64 3
  br i1 %445, label %446, label %450

446:                                              ; preds = %444
  %447 = or disjoint i64 %414, 3
  %448 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %447
  %449 = extractelement <4 x i32> %420, i64 3
  store i32 %449, ptr %448, align 4, !tbaa !5, !alias.scope !36, !noalias !38
  br label %450

450:                                              ; preds = %446, %444
  %451 = extractelement <4 x i1> %427, i64 0
  br i1 %451, label %452, label %455

452:                                              ; preds = %450
  %453 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %415
  %454 = extractelement <4 x i32> %421, i64 0
  store i32 %454, ptr %453, align 16, !tbaa !5, !alias.scope !36, !noalias !38
  br label %455

455:                                              ; preds = %452, %450
  %456 = extractelement <4 x i1> %427, i64 1
  br i1 %456, label %457, label %461

457:                                              ; preds = %455
  %458 = or disjoint i64 %414, 5
  %459 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %458
  %460 = extractelement <4 x i32> %421, i64 1
  store i32 %460, ptr %459, align 4, !tbaa !5, !alias.scope !36, !noalias !38
  br label %461

461:                                              ; preds = %457, %455
  %462 = extractelement <4 x i1> %427, i64 2
  br i1 %462, label %463, label %467

463:                                              ; preds = %461
  %464 = or disjoint i64 %414, 6
  %465 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %464
  %466 = extractelement <4 x i32> %421, i64 2
  store i32 %466, ptr %465, align 8, !tbaa !5, !alias.scope !36, !noalias !38
  br label %467

467:                                              ; preds = %463, %461
  %468 = extractelement <4 x i1> %427, i64 3
  br i1 %468, label %469, label %473

469:                                              ; preds = %467
  %470 = or disjoint i64 %414, 7
  %471 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %470
  %472 = extractelement <4 x i32> %421, i64 3
  store i32 %472, ptr %471, align 4, !tbaa !5, !alias.scope !36, !noalias !38
  br label %473

473:                                              ; preds = %469, %467
  %474 = add nuw i64 %414, 8
  %475 = icmp eq i64 %474, 56
  br i1 %475, label %411, label %413, !llvm.loop !39

476:                                              ; preds = %479
  %477 = add nuw nsw i64 %390, 1
  %478 = icmp eq i64 %477, 60
  br i1 %478, label %505, label %389, !llvm.loop !40

479:                                              ; preds = %502
  %480 = add nuw nsw i64 %405, 1
  %481 = icmp eq i64 %480, 60
  br i1 %481, label %476, label %404, !llvm.loop !41

482:                                              ; preds = %502, %411
  %483 = phi i64 [ %412, %411 ], [ %503, %502 ]
  %484 = load i32, ptr %406, align 4, !tbaa !5
  %485 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %390, i64 %483
  %486 = load i32, ptr %485, align 8, !tbaa !5
  %487 = add nsw i32 %486, %484
  %488 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %483
  %489 = load i32, ptr %488, align 8, !tbaa !5
  %490 = icmp slt i32 %487, %489
  br i1 %490, label %491, label %492

491:                                              ; preds = %482
  store i32 %487, ptr %488, align 8, !tbaa !5
  br label %492

492:                                              ; preds = %482, %491
  %493 = or disjoint i64 %483, 1
  %494 = load i32, ptr %406, align 4, !tbaa !5
  %495 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %390, i64 %493
  %496 = load i32, ptr %495, align 4, !tbaa !5
  %497 = add nsw i32 %496, %494
  %498 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %405, i64 %493
  %499 = load i32, ptr %498, align 4, !tbaa !5
  %500 = icmp slt i32 %497, %499
  br i1 %500, label %501, label %502

501:                                              ; preds = %492
  store i32 %497, ptr %498, align 4, !tbaa !5
  br label %502

502:                                              ; preds = %501, %492
  %503 = add nuw nsw i64 %483, 2
  %504 = icmp eq i64 %503, 60
  br i1 %504, label %479, label %482, !llvm.loop !42

505:                                              ; preds = %476, %535
  %506 = phi i64 [ %540, %535 ], [ 0, %476 ]
  %507 = phi i32 [ %537, %535 ], [ 0, %476 ]
  %508 = phi i64 [ %539, %535 ], [ 0, %476 ]
  %509 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %507, i64 0
  %510 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %508, i64 0
  br label %511

511:                                              ; preds = %511, %505
  %512 = phi i64 [ 0, %505 ], [ %533, %511 ]
  %513 = phi <2 x i32> [ %509, %505 ], [ %531, %511 ]
  %514 = phi <2 x i32> [ zeroinitializer, %505 ], [ %532, %511 ]
  %515 = phi <2 x i64> [ %510, %505 ], [ %527, %511 ]
  %516 = phi <2 x i64> [ zeroinitializer, %505 ], [ %528, %511 ]
  %517 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %506, i64 %512
  %518 = getelementptr inbounds i8, ptr %517, i64 8
  %519 = load <2 x i32>, ptr %517, align 16, !tbaa !5
  %520 = load <2 x i32>, ptr %518, align 8, !tbaa !5
  %521 = icmp sgt <2 x i32> %519, <i32 999999, i32 999999>
  %522 = icmp sgt <2 x i32> %520, <i32 999999, i32 999999>
  %523 = select <2 x i1> %521, <2 x i32> zeroinitializer, <2 x i32> %519
  %524 = select <2 x i1> %522, <2 x i32> zeroinitializer, <2 x i32> %520
  %525 = sext <2 x i32> %523 to <2 x i64>
  %526 = sext <2 x i32> %524 to <2 x i64>
  %527 = add <2 x i64> %515, %525
  %528 = add <2 x i64> %516, %526
  %529 = zext <2 x i1> %521 to <2 x i32>
  %530 = zext <2 x i1> %522 to <2 x i32>
  %531 = add <2 x i32> %513, %529
  %532 = add <2 x i32> %514, %530
  %533 = add nuw i64 %512, 4
  %534 = icmp eq i64 %533, 60
  br i1 %534, label %535, label %511, !llvm.loop !43

535:                                              ; preds = %511
  %536 = add <2 x i32> %532, %531
  %537 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %536)
  %538 = add <2 x i64> %528, %527
  %539 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %538)
  %540 = add nuw nsw i64 %506, 1
  %541 = icmp eq i64 %540, 60
  br i1 %541, label %542, label %505, !llvm.loop !44

542:                                              ; preds = %535
  %543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %539, i32 noundef %537)
  %544 = sext i32 %69 to i64
  tail call void @qsort(ptr noundef nonnull @main.all, i64 noundef %544, i64 noundef 12, ptr noundef nonnull @cmp_we) #6
  br label %545

545:                                              ; preds = %545, %542
  %546 = phi i64 [ 0, %542 ], [ %556, %545 ]
  %547 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %542 ], [ %557, %545 ]
  %548 = add <4 x i32> %547, <i32 4, i32 4, i32 4, i32 4>
  %549 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %546
  %550 = getelementptr inbounds i8, ptr %549, i64 16
  store <4 x i32> %547, ptr %549, align 16, !tbaa !5
  store <4 x i32> %548, ptr %550, align 16, !tbaa !5
  %551 = or disjoint i64 %546, 8
  %552 = add <4 x i32> %547, <i32 8, i32 8, i32 8, i32 8>
  %553 = add <4 x i32> %547, <i32 12, i32 12, i32 12, i32 12>
  %554 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %551
  %555 = getelementptr inbounds i8, ptr %554, i64 16
  store <4 x i32> %552, ptr %554, align 16, !tbaa !5
  store <4 x i32> %553, ptr %555, align 16, !tbaa !5
  %556 = add nuw nsw i64 %546, 16
  %557 = add <4 x i32> %547, <i32 16, i32 16, i32 16, i32 16>
  %558 = icmp eq i64 %556, 400
  br i1 %558, label %559, label %545, !llvm.loop !45

559:                                              ; preds = %545
  br i1 %348, label %560, label %562

560:                                              ; preds = %559
  %561 = zext nneg i32 %69 to i64
  br label %566

562:                                              ; preds = %615, %559
  %563 = phi i64 [ 0, %559 ], [ %616, %615 ]
  %564 = phi i32 [ 0, %559 ], [ %617, %615 ]
  %565 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %563, i32 noundef %564)
  br label %624

566:                                              ; preds = %560, %615
  %567 = phi i64 [ 0, %560 ], [ %618, %615 ]
  %568 = phi i32 [ 0, %560 ], [ %617, %615 ]
  %569 = phi i64 [ 0, %560 ], [ %616, %615 ]
  %570 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %567
  %571 = load i32, ptr %570, align 4, !tbaa !18
  %572 = sext i32 %571 to i64
  %573 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %572
  %574 = load i32, ptr %573, align 4, !tbaa !5
  %575 = icmp eq i32 %574, %571
  br i1 %575, label %586, label %576

576:                                              ; preds = %566, %576
  %577 = phi i32 [ %584, %576 ], [ %574, %566 ]
  %578 = phi ptr [ %583, %576 ], [ %573, %566 ]
  %579 = sext i32 %577 to i64
  %580 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %579
  %581 = load i32, ptr %580, align 4, !tbaa !5
  store i32 %581, ptr %578, align 4, !tbaa !5
  %582 = sext i32 %581 to i64
  %583 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %582
  %584 = load i32, ptr %583, align 4, !tbaa !5
  %585 = icmp eq i32 %584, %581
  br i1 %585, label %586, label %576, !llvm.loop !46

586:                                              ; preds = %576, %566
  %587 = phi i32 [ %571, %566 ], [ %581, %576 ]
  %588 = getelementptr inbounds i8, ptr %570, i64 4
  %589 = load i32, ptr %588, align 4, !tbaa !20
  %590 = sext i32 %589 to i64
  %591 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %590
  %592 = load i32, ptr %591, align 4, !tbaa !5
  %593 = icmp eq i32 %592, %589
  br i1 %593, label %604, label %594

594:                                              ; preds = %586, %594
  %595 = phi i32 [ %602, %594 ], [ %592, %586 ]
  %596 = phi ptr [ %601, %594 ], [ %591, %586 ]
  %597 = sext i32 %595 to i64
  %598 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %597
  %599 = load i32, ptr %598, align 4, !tbaa !5
  store i32 %599, ptr %596, align 4, !tbaa !5
  %600 = sext i32 %599 to i64
  %601 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %600
  %602 = load i32, ptr %601, align 4, !tbaa !5
  %603 = icmp eq i32 %602, %599
  br i1 %603, label %604, label %594, !llvm.loop !46

604:                                              ; preds = %594, %586
  %605 = phi i32 [ %589, %586 ], [ %599, %594 ]
  %606 = icmp eq i32 %587, %605
  br i1 %606, label %615, label %607

607:                                              ; preds = %604
  %608 = sext i32 %587 to i64
  %609 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %608
  store i32 %605, ptr %609, align 4, !tbaa !5
  %610 = getelementptr inbounds i8, ptr %570, i64 8
  %611 = load i32, ptr %610, align 4, !tbaa !29
  %612 = sext i32 %611 to i64
  %613 = add nsw i64 %569, %612
  %614 = add nsw i32 %568, 1
  br label %615

615:                                              ; preds = %607, %604
  %616 = phi i64 [ %613, %607 ], [ %569, %604 ]
  %617 = phi i32 [ %614, %607 ], [ %568, %604 ]
  %618 = add nuw nsw i64 %567, 1
  %619 = icmp eq i64 %618, %561
  br i1 %619, label %562, label %566, !llvm.loop !47

620:                                              ; preds = %642, %624
  %621 = phi i32 [ %627, %624 ], [ %643, %642 ]
  %622 = add nuw nsw i64 %626, 1
  %623 = icmp eq i64 %628, 100
  br i1 %623, label %648, label %624, !llvm.loop !48

624:                                              ; preds = %562, %620
  %625 = phi i64 [ 0, %562 ], [ %628, %620 ]
  %626 = phi i64 [ 1, %562 ], [ %622, %620 ]
  %627 = phi i32 [ 0, %562 ], [ %621, %620 ]
  %628 = add nuw nsw i64 %625, 1
  %629 = icmp ult i64 %625, 99
  br i1 %629, label %630, label %620

630:                                              ; preds = %624, %642
  %631 = phi i64 [ %644, %642 ], [ %626, %624 ]
  %632 = phi i32 [ %643, %642 ], [ %627, %624 ]
  %633 = mul nuw nsw i64 %631, %625
  %634 = trunc nuw i64 %633 to i32
  %635 = urem i32 %634, 7
  %636 = icmp eq i32 %635, 1
  br i1 %636, label %637, label %642

637:                                              ; preds = %630
  %638 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %631
  %639 = load i32, ptr %638, align 4, !tbaa !5
  %640 = add nsw i32 %639, 1
  store i32 %640, ptr %638, align 4, !tbaa !5
  %641 = add nsw i32 %632, 1
  br label %642

642:                                              ; preds = %630, %637
  %643 = phi i32 [ %641, %637 ], [ %632, %630 ]
  %644 = add nuw nsw i64 %631, 1
  %645 = icmp eq i64 %644, 100
  br i1 %645, label %620, label %630, !llvm.loop !49

646:                                              ; preds = %670
  %647 = icmp sgt i32 %671, 0
  br i1 %647, label %678, label %711

648:                                              ; preds = %620, %670
  %649 = phi i64 [ %672, %670 ], [ 0, %620 ]
  %650 = phi i32 [ %671, %670 ], [ 0, %620 ]
  %651 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %649
  %652 = load i32, ptr %651, align 8, !tbaa !5
  %653 = icmp eq i32 %652, 0
  br i1 %653, label %654, label %659

654:                                              ; preds = %648
  %655 = add nsw i32 %650, 1
  %656 = sext i32 %650 to i64
  %657 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %656
  %658 = trunc nuw nsw i64 %649 to i32
  store i32 %658, ptr %657, align 4, !tbaa !5
  br label %659

659:                                              ; preds = %648, %654
  %660 = phi i32 [ %650, %648 ], [ %655, %654 ]
  %661 = or disjoint i64 %649, 1
  %662 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %661
  %663 = load i32, ptr %662, align 4, !tbaa !5
  %664 = icmp eq i32 %663, 0
  br i1 %664, label %665, label %670

665:                                              ; preds = %659
  %666 = add nsw i32 %660, 1
  %667 = sext i32 %660 to i64
  %668 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %667
  %669 = trunc nuw nsw i64 %661 to i32
  store i32 %669, ptr %668, align 4, !tbaa !5
  br label %670

670:                                              ; preds = %665, %659
  %671 = phi i32 [ %660, %659 ], [ %666, %665 ]
  %672 = add nuw nsw i64 %649, 2
  %673 = icmp eq i64 %672, 100
  br i1 %673, label %646, label %648, !llvm.loop !50

674:                                              ; preds = %706, %678
  %675 = phi i32 [ %680, %678 ], [ %707, %706 ]
  %676 = sext i32 %675 to i64
  %677 = icmp slt i64 %681, %676
  br i1 %677, label %678, label %709, !llvm.loop !51

678:                                              ; preds = %646, %674
  %679 = phi i64 [ %681, %674 ], [ 0, %646 ]
  %680 = phi i32 [ %675, %674 ], [ %671, %646 ]
  %681 = add nuw nsw i64 %679, 1
  %682 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %679
  %683 = load i32, ptr %682, align 4, !tbaa !5
  %684 = getelementptr inbounds [400 x i32], ptr @main.topo, i64 0, i64 %679
  store i32 %683, ptr %684, align 4, !tbaa !5
  %685 = icmp slt i32 %683, 99
  br i1 %685, label %686, label %674

686:                                              ; preds = %678
  %687 = sext i32 %683 to i64
  br label %688

688:                                              ; preds = %686, %706
  %689 = phi i64 [ %687, %686 ], [ %691, %706 ]
  %690 = phi i32 [ %680, %686 ], [ %707, %706 ]
  %691 = add nsw i64 %689, 1
  %692 = trunc i64 %691 to i32
  %693 = mul i32 %683, %692
  %694 = srem i32 %693, 7
  %695 = icmp eq i32 %694, 1
  br i1 %695, label %696, label %706

696:                                              ; preds = %688
  %697 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %691
  %698 = load i32, ptr %697, align 4, !tbaa !5
  %699 = add nsw i32 %698, -1
  store i32 %699, ptr %697, align 4, !tbaa !5
  %700 = icmp eq i32 %699, 0
  br i1 %700, label %701, label %706

701:                                              ; preds = %696
  %702 = add nsw i32 %690, 1
  %703 = sext i32 %690 to i64
  %704 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %703
  %705 = trunc nsw i64 %691 to i32
  store i32 %705, ptr %704, align 4, !tbaa !5
  br label %706

706:                                              ; preds = %688, %696, %701
  %707 = phi i32 [ %702, %701 ], [ %690, %696 ], [ %690, %688 ]
  %708 = icmp eq i64 %691, 99
  br i1 %708, label %674, label %688, !llvm.loop !52

709:                                              ; preds = %674
  %710 = trunc nuw nsw i64 %681 to i32
  br label %711

711:                                              ; preds = %709, %646
  %712 = phi i32 [ 0, %646 ], [ %710, %709 ]
  %713 = load i32, ptr @main.topo, align 16, !tbaa !5
  %714 = load i32, ptr getelementptr inbounds (i8, ptr @main.topo, i64 4), align 4, !tbaa !5
  %715 = load i32, ptr getelementptr inbounds (i8, ptr @main.topo, i64 8), align 8, !tbaa !5
  %716 = add nsw i32 %712, -1
  %717 = sext i32 %716 to i64
  %718 = getelementptr inbounds [400 x i32], ptr @main.topo, i64 0, i64 %717
  %719 = load i32, ptr %718, align 4, !tbaa !5
  %720 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %712, i32 noundef %621, i32 noundef %713, i32 noundef %714, i32 noundef %715, i32 noundef %719)
  %721 = srem i64 %563, 256
  %722 = trunc nsw i64 %721 to i32
  ret i32 %722
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_we(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 4, !tbaa !29
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i32, ptr %5, align 4, !tbaa !29
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %10, label %8

8:                                                ; preds = %2
  %9 = sub nsw i32 %4, %6
  br label %22

10:                                               ; preds = %2
  %11 = load i32, ptr %0, align 4, !tbaa !18
  %12 = load i32, ptr %1, align 4, !tbaa !18
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %16, label %14

14:                                               ; preds = %10
  %15 = sub nsw i32 %11, %12
  br label %22

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %0, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !20
  %19 = getelementptr inbounds i8, ptr %1, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !20
  %21 = sub nsw i32 %18, %20
  br label %22

22:                                               ; preds = %14, %16, %8
  %23 = phi i32 [ %9, %8 ], [ %15, %14 ], [ %21, %16 ]
  ret i32 %23
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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10}
!18 = !{!19, !6, i64 0}
!19 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8}
!20 = !{!19, !6, i64 4}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10, !11, !12}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10, !11, !12}
!28 = distinct !{!28, !10}
!29 = !{!19, !6, i64 8}
!30 = distinct !{!30, !10}
!31 = !{!32}
!32 = distinct !{!32, !33}
!33 = distinct !{!33, !"LVerDomain"}
!34 = !{!35}
!35 = distinct !{!35, !33}
!36 = !{!37}
!37 = distinct !{!37, !33}
!38 = !{!32, !35}
!39 = distinct !{!39, !10, !11, !12}
!40 = distinct !{!40, !10}
!41 = distinct !{!41, !10}
!42 = distinct !{!42, !10, !11}
!43 = distinct !{!43, !10, !11, !12}
!44 = distinct !{!44, !10}
!45 = distinct !{!45, !10, !11, !12}
!46 = distinct !{!46, !10}
!47 = distinct !{!47, !10}
!48 = distinct !{!48, !10}
!49 = distinct !{!49, !10}
!50 = distinct !{!50, !10}
!51 = distinct !{!51, !10}
!52 = distinct !{!52, !10}
