; ModuleID = 'programs/graph_algorithms.c'
source_filename = "programs/graph_algorithms.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.WE = type { i32, i32, i32 }
%struct.Edge = type { i32, i32, i32 }

@head = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@main.all = internal global [2400 x %struct.WE] zeroinitializer, align 4
@main.dist = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@hn = internal unnamed_addr global i32 0, align 4
@edges = internal unnamed_addr global [4800 x %struct.Edge] zeroinitializer, align 4
@.str = private unnamed_addr constant [43 x i8] c"dijkstra sum=%ld max=%d d[1]=%d d[399]=%d\0A\00", align 1
@main.lvl = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@main.q = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [25 x i8] c"bfs reached=%d depth=%d\0A\00", align 1
@main.st = internal unnamed_addr global [4800 x i32] zeroinitializer, align 4
@main.seen = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@.str.2 = private unnamed_addr constant [25 x i8] c"dfs visited=%d osum=%ld\0A\00", align 1
@main.fw = internal unnamed_addr global [60 x [60 x i32]] zeroinitializer, align 4
@.str.3 = private unnamed_addr constant [30 x i8] c"floyd sum=%ld unreachable=%d\0A\00", align 1
@parent = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [26 x i8] c"kruskal mst=%ld edges=%d\0A\00", align 1
@main.indeg = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@main.topo = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@.str.5 = private unnamed_addr constant [43 x i8] c"topo n=%d edges=%d first=%d,%d,%d last=%d\0A\00", align 1
@ne = internal unnamed_addr global i32 0, align 4
@hk = internal unnamed_addr global [4800 x i32] zeroinitializer, align 4
@hv = internal unnamed_addr global [4800 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1600) @head, i8 -1, i64 1600, i1 false)
  %1 = load i32, ptr @ne, align 4, !tbaa !6
  br label %2

2:                                                ; preds = %0, %15
  %3 = phi i64 [ 0, %0 ], [ %16, %15 ]
  %4 = phi i32 [ 12345, %0 ], [ %25, %15 ]
  %5 = phi i32 [ 0, %0 ], [ %57, %15 ]
  %6 = phi i32 [ %1, %0 ], [ %55, %15 ]
  %7 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %3
  %8 = trunc nuw nsw i64 %3 to i32
  br label %18

9:                                                ; preds = %15, %9
  %10 = phi i64 [ %13, %9 ], [ 0, %15 ]
  %11 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %10
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %11, align 4, !tbaa !6
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %12, align 4, !tbaa !6
  %13 = add nuw i64 %10, 8
  %14 = icmp eq i64 %13, 400
  br i1 %14, label %60, label %9, !llvm.loop !10

15:                                               ; preds = %54
  %16 = add nuw nsw i64 %3, 1
  %17 = icmp eq i64 %16, 400
  br i1 %17, label %9, label %2, !llvm.loop !14

18:                                               ; preds = %2, %54
  %19 = phi i32 [ %6, %2 ], [ %55, %54 ]
  %20 = phi i32 [ %4, %2 ], [ %25, %54 ]
  %21 = phi i32 [ %5, %2 ], [ %57, %54 ]
  %22 = phi i32 [ 0, %2 ], [ %58, %54 ]
  %23 = phi i32 [ %6, %2 ], [ %56, %54 ]
  %24 = mul i32 %20, 1103515245
  %25 = add i32 %24, 12345
  %26 = lshr i32 %25, 8
  %27 = urem i32 %26, 400
  %28 = zext nneg i32 %27 to i64
  %29 = icmp eq i64 %3, %28
  br i1 %29, label %54, label %30

30:                                               ; preds = %18
  %31 = lshr i32 %25, 20
  %32 = trunc nuw nsw i32 %31 to i16
  %33 = urem i16 %32, 100
  %34 = add nuw nsw i16 %33, 1
  %35 = zext nneg i16 %34 to i32
  %36 = sext i32 %23 to i64
  %37 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %36
  %38 = load i32, ptr %7, align 4, !tbaa !6
  store i32 %27, ptr %37, align 4, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %37, i64 4
  store i32 %35, ptr %39, align 4, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  store i32 %38, ptr %40, align 4, !tbaa !6
  %41 = add nsw i32 %23, 1
  store i32 %23, ptr %7, align 4, !tbaa !6
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %42
  %44 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %28
  %45 = load i32, ptr %44, align 4, !tbaa !6
  store i32 %8, ptr %43, align 4, !tbaa !6
  %46 = getelementptr inbounds i8, ptr %43, i64 4
  store i32 %35, ptr %46, align 4, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %43, i64 8
  store i32 %45, ptr %47, align 4, !tbaa !6
  %48 = add nsw i32 %23, 2
  store i32 %48, ptr @ne, align 4, !tbaa !6
  store i32 %41, ptr %44, align 4, !tbaa !6
  %49 = add nsw i32 %21, 1
  %50 = sext i32 %21 to i64
  %51 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %50
  store i32 %8, ptr %51, align 4, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %51, i64 4
  store i32 %27, ptr %52, align 4, !tbaa !6
  %53 = getelementptr inbounds i8, ptr %51, i64 8
  store i32 %35, ptr %53, align 4, !tbaa !6
  br label %54

54:                                               ; preds = %30, %18
  %55 = phi i32 [ %48, %30 ], [ %19, %18 ]
  %56 = phi i32 [ %48, %30 ], [ %23, %18 ]
  %57 = phi i32 [ %49, %30 ], [ %21, %18 ]
  %58 = add nuw nsw i32 %22, 1
  %59 = icmp eq i32 %58, 5
  br i1 %59, label %15, label %18, !llvm.loop !15

60:                                               ; preds = %9
  store i32 0, ptr @main.dist, align 4, !tbaa !6
  %61 = load i32, ptr @hn, align 4, !tbaa !6
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr @hn, align 4, !tbaa !6
  %63 = sext i32 %61 to i64
  %64 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %63
  store i32 0, ptr %64, align 4, !tbaa !6
  %65 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %63
  store i32 0, ptr %65, align 4, !tbaa !6
  %66 = icmp eq i32 %61, 0
  br i1 %66, label %86, label %67

67:                                               ; preds = %60, %78
  %68 = phi i32 [ %70, %78 ], [ %61, %60 ]
  %69 = add nsw i32 %68, -1
  %70 = sdiv i32 %69, 2
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = sext i32 %68 to i64
  %75 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = icmp sgt i32 %73, %76
  br i1 %77, label %78, label %84

78:                                               ; preds = %67
  store i32 %76, ptr %72, align 4, !tbaa !6
  store i32 %73, ptr %75, align 4, !tbaa !6
  %79 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %71
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %74
  %82 = load i32, ptr %81, align 4, !tbaa !6
  store i32 %82, ptr %79, align 4, !tbaa !6
  store i32 %80, ptr %81, align 4, !tbaa !6
  %83 = icmp ult i32 %68, 3
  br i1 %83, label %84, label %67, !llvm.loop !16

84:                                               ; preds = %67, %78
  %85 = icmp eq i32 %62, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %60, %84
  br label %115

87:                                               ; preds = %216
  store i32 0, ptr @hn, align 4, !tbaa !6
  br label %88

88:                                               ; preds = %84, %87
  br label %89

89:                                               ; preds = %88, %89
  %90 = phi i64 [ %105, %89 ], [ 0, %88 ]
  %91 = phi <4 x i32> [ %103, %89 ], [ zeroinitializer, %88 ]
  %92 = phi <4 x i32> [ %104, %89 ], [ zeroinitializer, %88 ]
  %93 = phi <4 x i64> [ %101, %89 ], [ zeroinitializer, %88 ]
  %94 = phi <4 x i64> [ %102, %89 ], [ zeroinitializer, %88 ]
  %95 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %90
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load <4 x i32>, ptr %95, align 4, !tbaa !6
  %98 = load <4 x i32>, ptr %96, align 4, !tbaa !6
  %99 = sext <4 x i32> %97 to <4 x i64>
  %100 = sext <4 x i32> %98 to <4 x i64>
  %101 = add <4 x i64> %93, %99
  %102 = add <4 x i64> %94, %100
  %103 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %97, <4 x i32> %91)
  %104 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %98, <4 x i32> %92)
  %105 = add nuw i64 %90, 8
  %106 = icmp eq i64 %105, 400
  br i1 %106, label %107, label %89, !llvm.loop !17

107:                                              ; preds = %89
  %108 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %103, <4 x i32> %104)
  %109 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %108)
  %110 = add <4 x i64> %102, %101
  %111 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %110)
  %112 = load i32, ptr getelementptr inbounds (i8, ptr @main.dist, i64 4), align 4, !tbaa !6
  %113 = load i32, ptr getelementptr inbounds (i8, ptr @main.dist, i64 1596), align 4, !tbaa !6
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %111, i32 noundef %109, i32 noundef %112, i32 noundef %113)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1600) getelementptr inbounds (i8, ptr @main.lvl, i64 4), i8 -1, i64 1596, i1 false), !tbaa !6
  store i32 0, ptr @main.q, align 4, !tbaa !6
  store i32 0, ptr @main.lvl, align 4, !tbaa !6
  br label %239

115:                                              ; preds = %86, %216
  %116 = phi i32 [ %217, %216 ], [ %62, %86 ]
  %117 = load i32, ptr @hk, align 4, !tbaa !6
  %118 = load i32, ptr @hv, align 4, !tbaa !6
  %119 = add nsw i32 %116, -1
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !6
  store i32 %122, ptr @hk, align 4, !tbaa !6
  %123 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %120
  %124 = load i32, ptr %123, align 4, !tbaa !6
  store i32 %124, ptr @hv, align 4, !tbaa !6
  br label %125

125:                                              ; preds = %155, %115
  %126 = phi i32 [ 0, %115 ], [ %153, %155 ]
  %127 = shl nsw i32 %126, 1
  %128 = or disjoint i32 %127, 1
  %129 = icmp slt i32 %128, %119
  br i1 %129, label %130, label %139

130:                                              ; preds = %125
  %131 = sext i32 %128 to i64
  %132 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = sext i32 %126 to i64
  %135 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = icmp slt i32 %133, %136
  %138 = select i1 %137, i32 %128, i32 %126
  br label %139

139:                                              ; preds = %130, %125
  %140 = phi i32 [ %126, %125 ], [ %138, %130 ]
  %141 = add nsw i32 %127, 2
  %142 = icmp slt i32 %141, %119
  br i1 %142, label %143, label %152

143:                                              ; preds = %139
  %144 = sext i32 %141 to i64
  %145 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = sext i32 %140 to i64
  %148 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %147
  %149 = load i32, ptr %148, align 4, !tbaa !6
  %150 = icmp slt i32 %146, %149
  %151 = select i1 %150, i32 %141, i32 %140
  br label %152

152:                                              ; preds = %143, %139
  %153 = phi i32 [ %140, %139 ], [ %151, %143 ]
  %154 = icmp eq i32 %153, %126
  br i1 %154, label %166, label %155

155:                                              ; preds = %152
  %156 = sext i32 %153 to i64
  %157 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = sext i32 %126 to i64
  %160 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !6
  store i32 %161, ptr %157, align 4, !tbaa !6
  store i32 %158, ptr %160, align 4, !tbaa !6
  %162 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %156
  %163 = load i32, ptr %162, align 4, !tbaa !6
  %164 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %159
  %165 = load i32, ptr %164, align 4, !tbaa !6
  store i32 %165, ptr %162, align 4, !tbaa !6
  store i32 %163, ptr %164, align 4, !tbaa !6
  br label %125

166:                                              ; preds = %152
  %167 = sext i32 %118 to i64
  %168 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %167
  %169 = load i32, ptr %168, align 4, !tbaa !6
  %170 = icmp sgt i32 %117, %169
  br i1 %170, label %216, label %171, !llvm.loop !18

171:                                              ; preds = %166
  %172 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %167
  %173 = load i32, ptr %172, align 4, !tbaa !6
  %174 = icmp sgt i32 %173, -1
  br i1 %174, label %175, label %216

175:                                              ; preds = %171, %211
  %176 = phi i32 [ %214, %211 ], [ %173, %171 ]
  %177 = phi i32 [ %212, %211 ], [ %119, %171 ]
  %178 = zext nneg i32 %176 to i64
  %179 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !19
  %181 = getelementptr inbounds i8, ptr %179, i64 4
  %182 = load i32, ptr %181, align 4, !tbaa !21
  %183 = add nsw i32 %182, %117
  %184 = sext i32 %180 to i64
  %185 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %184
  %186 = load i32, ptr %185, align 4, !tbaa !6
  %187 = icmp slt i32 %183, %186
  br i1 %187, label %188, label %211

188:                                              ; preds = %175
  store i32 %183, ptr %185, align 4, !tbaa !6
  %189 = add nsw i32 %177, 1
  %190 = sext i32 %177 to i64
  %191 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %190
  store i32 %183, ptr %191, align 4, !tbaa !6
  %192 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %190
  store i32 %180, ptr %192, align 4, !tbaa !6
  %193 = icmp eq i32 %177, 0
  br i1 %193, label %211, label %194

194:                                              ; preds = %188, %205
  %195 = phi i32 [ %197, %205 ], [ %177, %188 ]
  %196 = add nsw i32 %195, -1
  %197 = sdiv i32 %196, 2
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %198
  %200 = load i32, ptr %199, align 4, !tbaa !6
  %201 = sext i32 %195 to i64
  %202 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %201
  %203 = load i32, ptr %202, align 4, !tbaa !6
  %204 = icmp sgt i32 %200, %203
  br i1 %204, label %205, label %211

205:                                              ; preds = %194
  store i32 %203, ptr %199, align 4, !tbaa !6
  store i32 %200, ptr %202, align 4, !tbaa !6
  %206 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %198
  %207 = load i32, ptr %206, align 4, !tbaa !6
  %208 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %201
  %209 = load i32, ptr %208, align 4, !tbaa !6
  store i32 %209, ptr %206, align 4, !tbaa !6
  store i32 %207, ptr %208, align 4, !tbaa !6
  %210 = icmp ult i32 %195, 3
  br i1 %210, label %211, label %194, !llvm.loop !16

211:                                              ; preds = %205, %194, %188, %175
  %212 = phi i32 [ 1, %188 ], [ %177, %175 ], [ %189, %194 ], [ %189, %205 ]
  %213 = getelementptr inbounds i8, ptr %179, i64 8
  %214 = load i32, ptr %213, align 4, !tbaa !6
  %215 = icmp sgt i32 %214, -1
  br i1 %215, label %175, label %216, !llvm.loop !22

216:                                              ; preds = %211, %171, %166
  %217 = phi i32 [ %119, %166 ], [ %119, %171 ], [ %212, %211 ]
  %218 = icmp eq i32 %217, 0
  br i1 %218, label %87, label %115

219:                                              ; preds = %267, %239
  %220 = phi i32 [ %241, %239 ], [ %268, %267 ]
  %221 = sext i32 %220 to i64
  %222 = icmp slt i64 %242, %221
  br i1 %222, label %239, label %223, !llvm.loop !23

223:                                              ; preds = %219, %223
  %224 = phi i64 [ %233, %223 ], [ 0, %219 ]
  %225 = phi <4 x i32> [ %231, %223 ], [ zeroinitializer, %219 ]
  %226 = phi <4 x i32> [ %232, %223 ], [ zeroinitializer, %219 ]
  %227 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %224
  %228 = getelementptr inbounds i8, ptr %227, i64 16
  %229 = load <4 x i32>, ptr %227, align 4, !tbaa !6
  %230 = load <4 x i32>, ptr %228, align 4, !tbaa !6
  %231 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %229, <4 x i32> %225)
  %232 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %230, <4 x i32> %226)
  %233 = add nuw i64 %224, 8
  %234 = icmp eq i64 %233, 400
  br i1 %234, label %235, label %223, !llvm.loop !24

235:                                              ; preds = %223
  %236 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %231, <4 x i32> %232)
  %237 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %236)
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %220, i32 noundef %237)
  store i32 0, ptr @main.st, align 4, !tbaa !6
  br label %272

239:                                              ; preds = %107, %219
  %240 = phi i64 [ 0, %107 ], [ %242, %219 ]
  %241 = phi i32 [ 1, %107 ], [ %220, %219 ]
  %242 = add nuw nsw i64 %240, 1
  %243 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %240
  %244 = load i32, ptr %243, align 4, !tbaa !6
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %245
  %247 = load i32, ptr %246, align 4, !tbaa !6
  %248 = icmp sgt i32 %247, -1
  br i1 %248, label %249, label %219

249:                                              ; preds = %239
  %250 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %245
  br label %251

251:                                              ; preds = %249, %267
  %252 = phi i32 [ %247, %249 ], [ %270, %267 ]
  %253 = phi i32 [ %241, %249 ], [ %268, %267 ]
  %254 = zext nneg i32 %252 to i64
  %255 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %254
  %256 = load i32, ptr %255, align 4, !tbaa !19
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %257
  %259 = load i32, ptr %258, align 4, !tbaa !6
  %260 = icmp slt i32 %259, 0
  br i1 %260, label %261, label %267

261:                                              ; preds = %251
  %262 = load i32, ptr %250, align 4, !tbaa !6
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr %258, align 4, !tbaa !6
  %264 = add nsw i32 %253, 1
  %265 = sext i32 %253 to i64
  %266 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %265
  store i32 %256, ptr %266, align 4, !tbaa !6
  br label %267

267:                                              ; preds = %251, %261
  %268 = phi i32 [ %264, %261 ], [ %253, %251 ]
  %269 = getelementptr inbounds i8, ptr %255, i64 8
  %270 = load i32, ptr %269, align 4, !tbaa !6
  %271 = icmp sgt i32 %270, -1
  br i1 %271, label %251, label %219, !llvm.loop !25

272:                                              ; preds = %235, %311
  %273 = phi i64 [ 0, %235 ], [ %314, %311 ]
  %274 = phi i32 [ 0, %235 ], [ %313, %311 ]
  %275 = phi i32 [ 1, %235 ], [ %312, %311 ]
  %276 = add nsw i32 %275, -1
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds [4800 x i32], ptr @main.st, i64 0, i64 %277
  %279 = load i32, ptr %278, align 4, !tbaa !6
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds [400 x i32], ptr @main.seen, i64 0, i64 %280
  %282 = load i32, ptr %281, align 4, !tbaa !6
  %283 = icmp eq i32 %282, 0
  br i1 %283, label %284, label %311, !llvm.loop !26

284:                                              ; preds = %272
  store i32 1, ptr %281, align 4, !tbaa !6
  %285 = add nsw i32 %274, 1
  %286 = sext i32 %285 to i64
  %287 = mul nsw i64 %280, %286
  %288 = add nsw i64 %287, %273
  %289 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %280
  %290 = load i32, ptr %289, align 4, !tbaa !6
  %291 = icmp sgt i32 %290, -1
  br i1 %291, label %292, label %311

292:                                              ; preds = %284, %306
  %293 = phi i32 [ %309, %306 ], [ %290, %284 ]
  %294 = phi i32 [ %307, %306 ], [ %276, %284 ]
  %295 = zext nneg i32 %293 to i64
  %296 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %295
  %297 = load i32, ptr %296, align 4, !tbaa !19
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds [400 x i32], ptr @main.seen, i64 0, i64 %298
  %300 = load i32, ptr %299, align 4, !tbaa !6
  %301 = icmp eq i32 %300, 0
  br i1 %301, label %302, label %306

302:                                              ; preds = %292
  %303 = add nsw i32 %294, 1
  %304 = sext i32 %294 to i64
  %305 = getelementptr inbounds [4800 x i32], ptr @main.st, i64 0, i64 %304
  store i32 %297, ptr %305, align 4, !tbaa !6
  br label %306

306:                                              ; preds = %292, %302
  %307 = phi i32 [ %294, %292 ], [ %303, %302 ]
  %308 = getelementptr inbounds i8, ptr %296, i64 8
  %309 = load i32, ptr %308, align 4, !tbaa !6
  %310 = icmp sgt i32 %309, -1
  br i1 %310, label %292, label %311, !llvm.loop !27

311:                                              ; preds = %306, %284, %272
  %312 = phi i32 [ %276, %272 ], [ %276, %284 ], [ %307, %306 ]
  %313 = phi i32 [ %274, %272 ], [ %285, %284 ], [ %285, %306 ]
  %314 = phi i64 [ %273, %272 ], [ %288, %284 ], [ %288, %306 ]
  %315 = icmp eq i32 %312, 0
  br i1 %315, label %316, label %272

316:                                              ; preds = %311
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %313, i64 noundef %314)
  br label %318

318:                                              ; preds = %318, %316
  %319 = phi i64 [ 0, %316 ], [ %376, %318 ]
  %320 = insertelement <4 x i64> poison, i64 %319, i64 0
  %321 = shufflevector <4 x i64> %320, <4 x i64> poison, <4 x i32> zeroinitializer
  %322 = icmp eq <4 x i64> %321, <i64 0, i64 1, i64 2, i64 3>
  %323 = icmp eq <4 x i64> %321, <i64 4, i64 5, i64 6, i64 7>
  %324 = select <4 x i1> %322, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %325 = select <4 x i1> %323, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %326 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %319, i64 0
  %327 = getelementptr inbounds i8, ptr %326, i64 16
  store <4 x i32> %324, ptr %326, align 4, !tbaa !6
  store <4 x i32> %325, ptr %327, align 4, !tbaa !6
  %328 = icmp eq <4 x i64> %321, <i64 8, i64 9, i64 10, i64 11>
  %329 = icmp eq <4 x i64> %321, <i64 12, i64 13, i64 14, i64 15>
  %330 = select <4 x i1> %328, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %331 = select <4 x i1> %329, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %332 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %319, i64 8
  %333 = getelementptr inbounds i8, ptr %332, i64 16
  store <4 x i32> %330, ptr %332, align 4, !tbaa !6
  store <4 x i32> %331, ptr %333, align 4, !tbaa !6
  %334 = icmp eq <4 x i64> %321, <i64 16, i64 17, i64 18, i64 19>
  %335 = icmp eq <4 x i64> %321, <i64 20, i64 21, i64 22, i64 23>
  %336 = select <4 x i1> %334, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %337 = select <4 x i1> %335, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %338 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %319, i64 16
  %339 = getelementptr inbounds i8, ptr %338, i64 16
  store <4 x i32> %336, ptr %338, align 4, !tbaa !6
  store <4 x i32> %337, ptr %339, align 4, !tbaa !6
  %340 = icmp eq <4 x i64> %321, <i64 24, i64 25, i64 26, i64 27>
  %341 = icmp eq <4 x i64> %321, <i64 28, i64 29, i64 30, i64 31>
  %342 = select <4 x i1> %340, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %343 = select <4 x i1> %341, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %344 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %319, i64 24
  %345 = getelementptr inbounds i8, ptr %344, i64 16
  store <4 x i32> %342, ptr %344, align 4, !tbaa !6
  store <4 x i32> %343, ptr %345, align 4, !tbaa !6
  %346 = icmp eq <4 x i64> %321, <i64 32, i64 33, i64 34, i64 35>
  %347 = icmp eq <4 x i64> %321, <i64 36, i64 37, i64 38, i64 39>
  %348 = select <4 x i1> %346, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %349 = select <4 x i1> %347, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %350 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %319, i64 32
  %351 = getelementptr inbounds i8, ptr %350, i64 16
  store <4 x i32> %348, ptr %350, align 4, !tbaa !6
  store <4 x i32> %349, ptr %351, align 4, !tbaa !6
  %352 = icmp eq <4 x i64> %321, <i64 40, i64 41, i64 42, i64 43>
  %353 = icmp eq <4 x i64> %321, <i64 44, i64 45, i64 46, i64 47>
  %354 = select <4 x i1> %352, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %355 = select <4 x i1> %353, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %356 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %319, i64 40
  %357 = getelementptr inbounds i8, ptr %356, i64 16
  store <4 x i32> %354, ptr %356, align 4, !tbaa !6
  store <4 x i32> %355, ptr %357, align 4, !tbaa !6
  %358 = icmp eq <4 x i64> %321, <i64 48, i64 49, i64 50, i64 51>
  %359 = icmp eq <4 x i64> %321, <i64 52, i64 53, i64 54, i64 55>
  %360 = select <4 x i1> %358, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %361 = select <4 x i1> %359, <4 x i32> zeroinitializer, <4 x i32> <i32 1000000, i32 1000000, i32 1000000, i32 1000000>
  %362 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %319, i64 48
  %363 = getelementptr inbounds i8, ptr %362, i64 16
  store <4 x i32> %360, ptr %362, align 4, !tbaa !6
  store <4 x i32> %361, ptr %363, align 4, !tbaa !6
  %364 = icmp eq i64 %319, 56
  %365 = select i1 %364, i32 0, i32 1000000
  %366 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %319, i64 56
  store i32 %365, ptr %366, align 4, !tbaa !6
  %367 = icmp eq i64 %319, 57
  %368 = select i1 %367, i32 0, i32 1000000
  %369 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %319, i64 57
  store i32 %368, ptr %369, align 4, !tbaa !6
  %370 = icmp eq i64 %319, 58
  %371 = select i1 %370, i32 0, i32 1000000
  %372 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %319, i64 58
  store i32 %371, ptr %372, align 4, !tbaa !6
  %373 = icmp eq i64 %319, 59
  %374 = select i1 %373, i32 0, i32 1000000
  %375 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %319, i64 59
  store i32 %374, ptr %375, align 4, !tbaa !6
  %376 = add nuw nsw i64 %319, 1
  %377 = icmp eq i64 %376, 60
  br i1 %377, label %378, label %318, !llvm.loop !28

378:                                              ; preds = %318
  %379 = icmp sgt i32 %57, 0
  br i1 %379, label %380, label %404

380:                                              ; preds = %378
  %381 = zext nneg i32 %57 to i64
  br label %382

382:                                              ; preds = %380, %401
  %383 = phi i64 [ 0, %380 ], [ %402, %401 ]
  %384 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %383
  %385 = load i32, ptr %384, align 4, !tbaa !19
  %386 = icmp slt i32 %385, 60
  br i1 %386, label %387, label %401

387:                                              ; preds = %382
  %388 = getelementptr inbounds i8, ptr %384, i64 4
  %389 = load i32, ptr %388, align 4, !tbaa !21
  %390 = icmp slt i32 %389, 60
  br i1 %390, label %391, label %401

391:                                              ; preds = %387
  %392 = getelementptr inbounds i8, ptr %384, i64 8
  %393 = load i32, ptr %392, align 4, !tbaa !29
  %394 = sext i32 %385 to i64
  %395 = sext i32 %389 to i64
  %396 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %394, i64 %395
  %397 = load i32, ptr %396, align 4, !tbaa !6
  %398 = icmp slt i32 %393, %397
  br i1 %398, label %399, label %401

399:                                              ; preds = %391
  %400 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %395, i64 %394
  store i32 %393, ptr %400, align 4, !tbaa !6
  store i32 %393, ptr %396, align 4, !tbaa !6
  br label %401

401:                                              ; preds = %382, %387, %399, %391
  %402 = add nuw nsw i64 %383, 1
  %403 = icmp eq i64 %402, %381
  br i1 %403, label %404, label %382, !llvm.loop !30

404:                                              ; preds = %401, %378
  br label %405

405:                                              ; preds = %404, %460
  %406 = phi i64 [ %461, %460 ], [ 0, %404 ]
  %407 = shl nuw nsw i64 %406, 2
  %408 = getelementptr i8, ptr @main.fw, i64 %407
  %409 = getelementptr i8, ptr getelementptr (i8, ptr @main.fw, i64 14164), i64 %407
  %410 = mul nuw nsw i64 %406, 240
  %411 = getelementptr i8, ptr @main.fw, i64 %410
  %412 = getelementptr i8, ptr getelementptr (i8, ptr @main.fw, i64 240), i64 %410
  %413 = icmp ugt ptr %409, @main.fw
  %414 = icmp ult ptr %408, getelementptr inbounds (i8, ptr @main.fw, i64 14400)
  %415 = and i1 %413, %414
  %416 = icmp ugt ptr %412, @main.fw
  %417 = icmp ult ptr %411, getelementptr inbounds (i8, ptr @main.fw, i64 14400)
  %418 = and i1 %416, %417
  %419 = or i1 %415, %418
  br label %420

420:                                              ; preds = %405, %463
  %421 = phi i64 [ 0, %405 ], [ %464, %463 ]
  %422 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %421, i64 %406
  br i1 %419, label %466, label %423

423:                                              ; preds = %420
  %424 = load i32, ptr %422, align 4, !tbaa !6, !alias.scope !31
  %425 = insertelement <4 x i32> poison, i32 %424, i64 0
  %426 = shufflevector <4 x i32> %425, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %427

427:                                              ; preds = %423, %457
  %428 = phi i64 [ %458, %457 ], [ 0, %423 ]
  %429 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %406, i64 %428
  %430 = load <4 x i32>, ptr %429, align 4, !tbaa !6, !alias.scope !34
  %431 = add nsw <4 x i32> %430, %426
  %432 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %421, i64 %428
  %433 = load <4 x i32>, ptr %432, align 4, !tbaa !6, !alias.scope !36, !noalias !38
  %434 = icmp slt <4 x i32> %431, %433
  %435 = extractelement <4 x i1> %434, i64 0
  br i1 %435, label %436, label %439

436:                                              ; preds = %427
  %437 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %421, i64 %428
  %438 = extractelement <4 x i32> %431, i64 0
  store i32 %438, ptr %437, align 4, !tbaa !6, !alias.scope !36, !noalias !38
  br label %439

439:                                              ; preds = %436, %427
  %440 = extractelement <4 x i1> %434, i64 1
  br i1 %440, label %441, label %445

441:                                              ; preds = %439
  %442 = or disjoint i64 %428, 1
  %443 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %421, i64 %442
  %444 = extractelement <4 x i32> %431, i64 1
  store i32 %444, ptr %443, align 4, !tbaa !6, !alias.scope !36, !noalias !38
  br label %445

445:                                              ; preds = %441, %439
  %446 = extractelement <4 x i1> %434, i64 2
  br i1 %446, label %447, label %451

447:                                              ; preds = %445
  %448 = or disjoint i64 %428, 2
  %449 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %421, i64 %448
  %450 = extractelement <4 x i32> %431, i64 2
  store i32 %450, ptr %449, align 4, !tbaa !6, !alias.scope !36, !noalias !38
  br label %451

451:                                              ; preds = %447, %445
  %452 = extractelement <4 x i1> %434, i64 3
  br i1 %452, label %453, label %457

453:                                              ; preds = %451
  %454 = or disjoint i64 %428, 3
  %455 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %421, i64 %454
  %456 = extractelement <4 x i32> %431, i64 3
  store i32 %456, ptr %455, align 4, !tbaa !6, !alias.scope !36, !noalias !38
  br label %457

457:                                              ; preds = %453, %451
  %458 = add nuw i64 %428, 4
  %459 = icmp eq i64 %458, 60
  br i1 %459, label %463, label %427, !llvm.loop !39

460:                                              ; preds = %463
  %461 = add nuw nsw i64 %406, 1
  %462 = icmp eq i64 %461, 60
  br i1 %462, label %479, label %405, !llvm.loop !40

463:                                              ; preds = %457, %476
  %464 = add nuw nsw i64 %421, 1
  %465 = icmp eq i64 %464, 60
  br i1 %465, label %460, label %420, !llvm.loop !41

466:                                              ; preds = %420, %476
  %467 = phi i64 [ %477, %476 ], [ 0, %420 ]
  %468 = load i32, ptr %422, align 4, !tbaa !6
  %469 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %406, i64 %467
  %470 = load i32, ptr %469, align 4, !tbaa !6
  %471 = add nsw i32 %470, %468
  %472 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %421, i64 %467
  %473 = load i32, ptr %472, align 4, !tbaa !6
  %474 = icmp slt i32 %471, %473
  br i1 %474, label %475, label %476

475:                                              ; preds = %466
  store i32 %471, ptr %472, align 4, !tbaa !6
  br label %476

476:                                              ; preds = %466, %475
  %477 = add nuw nsw i64 %467, 1
  %478 = icmp eq i64 %477, 60
  br i1 %478, label %463, label %466, !llvm.loop !42

479:                                              ; preds = %460, %479
  %480 = phi i64 [ %631, %479 ], [ 0, %460 ]
  %481 = phi i32 [ %630, %479 ], [ 0, %460 ]
  %482 = phi i64 [ %628, %479 ], [ 0, %460 ]
  %483 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %480, i64 0
  %484 = getelementptr inbounds i8, ptr %483, i64 16
  %485 = load <4 x i32>, ptr %484, align 4, !tbaa !6
  %486 = icmp sgt <4 x i32> %485, <i32 999999, i32 999999, i32 999999, i32 999999>
  %487 = select <4 x i1> %486, <4 x i32> zeroinitializer, <4 x i32> %485
  %488 = sext <4 x i32> %487 to <4 x i64>
  %489 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %480, i64 8
  %490 = getelementptr inbounds i8, ptr %489, i64 16
  %491 = load <4 x i32>, ptr %490, align 4, !tbaa !6
  %492 = icmp sgt <4 x i32> %491, <i32 999999, i32 999999, i32 999999, i32 999999>
  %493 = select <4 x i1> %492, <4 x i32> zeroinitializer, <4 x i32> %491
  %494 = sext <4 x i32> %493 to <4 x i64>
  %495 = add nsw <4 x i64> %488, %494
  %496 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %480, i64 16
  %497 = getelementptr inbounds i8, ptr %496, i64 16
  %498 = load <4 x i32>, ptr %497, align 4, !tbaa !6
  %499 = icmp sgt <4 x i32> %498, <i32 999999, i32 999999, i32 999999, i32 999999>
  %500 = select <4 x i1> %499, <4 x i32> zeroinitializer, <4 x i32> %498
  %501 = sext <4 x i32> %500 to <4 x i64>
  %502 = add nsw <4 x i64> %495, %501
  %503 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %480, i64 24
  %504 = getelementptr inbounds i8, ptr %503, i64 16
  %505 = load <4 x i32>, ptr %504, align 4, !tbaa !6
  %506 = icmp sgt <4 x i32> %505, <i32 999999, i32 999999, i32 999999, i32 999999>
  %507 = select <4 x i1> %506, <4 x i32> zeroinitializer, <4 x i32> %505
  %508 = sext <4 x i32> %507 to <4 x i64>
  %509 = add nsw <4 x i64> %502, %508
  %510 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %480, i64 32
  %511 = getelementptr inbounds i8, ptr %510, i64 16
  %512 = load <4 x i32>, ptr %511, align 4, !tbaa !6
  %513 = icmp sgt <4 x i32> %512, <i32 999999, i32 999999, i32 999999, i32 999999>
  %514 = select <4 x i1> %513, <4 x i32> zeroinitializer, <4 x i32> %512
  %515 = sext <4 x i32> %514 to <4 x i64>
  %516 = add nsw <4 x i64> %509, %515
  %517 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %480, i64 40
  %518 = getelementptr inbounds i8, ptr %517, i64 16
  %519 = load <4 x i32>, ptr %518, align 4, !tbaa !6
  %520 = icmp sgt <4 x i32> %519, <i32 999999, i32 999999, i32 999999, i32 999999>
  %521 = select <4 x i1> %520, <4 x i32> zeroinitializer, <4 x i32> %519
  %522 = sext <4 x i32> %521 to <4 x i64>
  %523 = add nsw <4 x i64> %516, %522
  %524 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %480, i64 48
  %525 = getelementptr inbounds i8, ptr %524, i64 16
  %526 = load <4 x i32>, ptr %525, align 4, !tbaa !6
  %527 = icmp sgt <4 x i32> %526, <i32 999999, i32 999999, i32 999999, i32 999999>
  %528 = select <4 x i1> %527, <4 x i32> zeroinitializer, <4 x i32> %526
  %529 = sext <4 x i32> %528 to <4 x i64>
  %530 = add nsw <4 x i64> %523, %529
  %531 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %482, i64 0
  %532 = load <4 x i32>, ptr %483, align 4, !tbaa !6
  %533 = icmp sgt <4 x i32> %532, <i32 999999, i32 999999, i32 999999, i32 999999>
  %534 = select <4 x i1> %533, <4 x i32> zeroinitializer, <4 x i32> %532
  %535 = sext <4 x i32> %534 to <4 x i64>
  %536 = add <4 x i64> %531, %535
  %537 = load <4 x i32>, ptr %489, align 4, !tbaa !6
  %538 = icmp sgt <4 x i32> %537, <i32 999999, i32 999999, i32 999999, i32 999999>
  %539 = select <4 x i1> %538, <4 x i32> zeroinitializer, <4 x i32> %537
  %540 = sext <4 x i32> %539 to <4 x i64>
  %541 = add <4 x i64> %536, %540
  %542 = load <4 x i32>, ptr %496, align 4, !tbaa !6
  %543 = icmp sgt <4 x i32> %542, <i32 999999, i32 999999, i32 999999, i32 999999>
  %544 = select <4 x i1> %543, <4 x i32> zeroinitializer, <4 x i32> %542
  %545 = sext <4 x i32> %544 to <4 x i64>
  %546 = add <4 x i64> %541, %545
  %547 = load <4 x i32>, ptr %503, align 4, !tbaa !6
  %548 = icmp sgt <4 x i32> %547, <i32 999999, i32 999999, i32 999999, i32 999999>
  %549 = select <4 x i1> %548, <4 x i32> zeroinitializer, <4 x i32> %547
  %550 = sext <4 x i32> %549 to <4 x i64>
  %551 = add <4 x i64> %546, %550
  %552 = load <4 x i32>, ptr %510, align 4, !tbaa !6
  %553 = icmp sgt <4 x i32> %552, <i32 999999, i32 999999, i32 999999, i32 999999>
  %554 = select <4 x i1> %553, <4 x i32> zeroinitializer, <4 x i32> %552
  %555 = sext <4 x i32> %554 to <4 x i64>
  %556 = add <4 x i64> %551, %555
  %557 = load <4 x i32>, ptr %517, align 4, !tbaa !6
  %558 = icmp sgt <4 x i32> %557, <i32 999999, i32 999999, i32 999999, i32 999999>
  %559 = select <4 x i1> %558, <4 x i32> zeroinitializer, <4 x i32> %557
  %560 = sext <4 x i32> %559 to <4 x i64>
  %561 = add <4 x i64> %556, %560
  %562 = load <4 x i32>, ptr %524, align 4, !tbaa !6
  %563 = icmp sgt <4 x i32> %562, <i32 999999, i32 999999, i32 999999, i32 999999>
  %564 = select <4 x i1> %563, <4 x i32> zeroinitializer, <4 x i32> %562
  %565 = sext <4 x i32> %564 to <4 x i64>
  %566 = add <4 x i64> %561, %565
  %567 = add <4 x i64> %530, %566
  %568 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %567)
  %569 = zext <4 x i1> %486 to <4 x i32>
  %570 = zext <4 x i1> %492 to <4 x i32>
  %571 = add nuw nsw <4 x i32> %569, %570
  %572 = zext <4 x i1> %499 to <4 x i32>
  %573 = add nuw nsw <4 x i32> %571, %572
  %574 = zext <4 x i1> %506 to <4 x i32>
  %575 = add nuw nsw <4 x i32> %573, %574
  %576 = zext <4 x i1> %513 to <4 x i32>
  %577 = add nuw nsw <4 x i32> %575, %576
  %578 = zext <4 x i1> %520 to <4 x i32>
  %579 = add nuw nsw <4 x i32> %577, %578
  %580 = zext <4 x i1> %527 to <4 x i32>
  %581 = add nuw nsw <4 x i32> %579, %580
  %582 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %481, i64 0
  %583 = zext <4 x i1> %533 to <4 x i32>
  %584 = add <4 x i32> %582, %583
  %585 = zext <4 x i1> %538 to <4 x i32>
  %586 = add <4 x i32> %584, %585
  %587 = zext <4 x i1> %543 to <4 x i32>
  %588 = add <4 x i32> %586, %587
  %589 = zext <4 x i1> %548 to <4 x i32>
  %590 = add <4 x i32> %588, %589
  %591 = zext <4 x i1> %553 to <4 x i32>
  %592 = add <4 x i32> %590, %591
  %593 = zext <4 x i1> %558 to <4 x i32>
  %594 = add <4 x i32> %592, %593
  %595 = zext <4 x i1> %563 to <4 x i32>
  %596 = add <4 x i32> %594, %595
  %597 = add <4 x i32> %581, %596
  %598 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %597)
  %599 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %480, i64 56
  %600 = load i32, ptr %599, align 4, !tbaa !6
  %601 = icmp sgt i32 %600, 999999
  %602 = select i1 %601, i32 0, i32 %600
  %603 = sext i32 %602 to i64
  %604 = add nsw i64 %568, %603
  %605 = zext i1 %601 to i32
  %606 = add nsw i32 %598, %605
  %607 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %480, i64 57
  %608 = load i32, ptr %607, align 4, !tbaa !6
  %609 = icmp sgt i32 %608, 999999
  %610 = select i1 %609, i32 0, i32 %608
  %611 = sext i32 %610 to i64
  %612 = add nsw i64 %604, %611
  %613 = zext i1 %609 to i32
  %614 = add nsw i32 %606, %613
  %615 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %480, i64 58
  %616 = load i32, ptr %615, align 4, !tbaa !6
  %617 = icmp sgt i32 %616, 999999
  %618 = select i1 %617, i32 0, i32 %616
  %619 = sext i32 %618 to i64
  %620 = add nsw i64 %612, %619
  %621 = zext i1 %617 to i32
  %622 = add nsw i32 %614, %621
  %623 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %480, i64 59
  %624 = load i32, ptr %623, align 4, !tbaa !6
  %625 = icmp sgt i32 %624, 999999
  %626 = select i1 %625, i32 0, i32 %624
  %627 = sext i32 %626 to i64
  %628 = add nsw i64 %620, %627
  %629 = zext i1 %625 to i32
  %630 = add nsw i32 %622, %629
  %631 = add nuw nsw i64 %480, 1
  %632 = icmp eq i64 %631, 60
  br i1 %632, label %633, label %479, !llvm.loop !43

633:                                              ; preds = %479
  %634 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %628, i32 noundef %630)
  %635 = sext i32 %57 to i64
  tail call void @qsort(ptr noundef nonnull @main.all, i64 noundef %635, i64 noundef 12, ptr noundef nonnull @cmp_we) #6
  br label %636

636:                                              ; preds = %636, %633
  %637 = phi i64 [ 0, %633 ], [ %642, %636 ]
  %638 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %633 ], [ %643, %636 ]
  %639 = add <4 x i32> %638, <i32 4, i32 4, i32 4, i32 4>
  %640 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %637
  %641 = getelementptr inbounds i8, ptr %640, i64 16
  store <4 x i32> %638, ptr %640, align 4, !tbaa !6
  store <4 x i32> %639, ptr %641, align 4, !tbaa !6
  %642 = add nuw i64 %637, 8
  %643 = add <4 x i32> %638, <i32 8, i32 8, i32 8, i32 8>
  %644 = icmp eq i64 %642, 400
  br i1 %644, label %645, label %636, !llvm.loop !44

645:                                              ; preds = %636
  br i1 %379, label %646, label %648

646:                                              ; preds = %645
  %647 = zext nneg i32 %57 to i64
  br label %652

648:                                              ; preds = %701, %645
  %649 = phi i64 [ 0, %645 ], [ %702, %701 ]
  %650 = phi i32 [ 0, %645 ], [ %703, %701 ]
  %651 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %649, i32 noundef %650)
  br label %710

652:                                              ; preds = %646, %701
  %653 = phi i64 [ 0, %646 ], [ %704, %701 ]
  %654 = phi i32 [ 0, %646 ], [ %703, %701 ]
  %655 = phi i64 [ 0, %646 ], [ %702, %701 ]
  %656 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %653
  %657 = load i32, ptr %656, align 4, !tbaa !19
  %658 = sext i32 %657 to i64
  %659 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %658
  %660 = load i32, ptr %659, align 4, !tbaa !6
  %661 = icmp eq i32 %660, %657
  br i1 %661, label %672, label %662

662:                                              ; preds = %652, %662
  %663 = phi i32 [ %670, %662 ], [ %660, %652 ]
  %664 = phi ptr [ %669, %662 ], [ %659, %652 ]
  %665 = sext i32 %663 to i64
  %666 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %665
  %667 = load i32, ptr %666, align 4, !tbaa !6
  store i32 %667, ptr %664, align 4, !tbaa !6
  %668 = sext i32 %667 to i64
  %669 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %668
  %670 = load i32, ptr %669, align 4, !tbaa !6
  %671 = icmp eq i32 %670, %667
  br i1 %671, label %672, label %662, !llvm.loop !45

672:                                              ; preds = %662, %652
  %673 = phi i32 [ %657, %652 ], [ %667, %662 ]
  %674 = getelementptr inbounds i8, ptr %656, i64 4
  %675 = load i32, ptr %674, align 4, !tbaa !21
  %676 = sext i32 %675 to i64
  %677 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %676
  %678 = load i32, ptr %677, align 4, !tbaa !6
  %679 = icmp eq i32 %678, %675
  br i1 %679, label %690, label %680

680:                                              ; preds = %672, %680
  %681 = phi i32 [ %688, %680 ], [ %678, %672 ]
  %682 = phi ptr [ %687, %680 ], [ %677, %672 ]
  %683 = sext i32 %681 to i64
  %684 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %683
  %685 = load i32, ptr %684, align 4, !tbaa !6
  store i32 %685, ptr %682, align 4, !tbaa !6
  %686 = sext i32 %685 to i64
  %687 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %686
  %688 = load i32, ptr %687, align 4, !tbaa !6
  %689 = icmp eq i32 %688, %685
  br i1 %689, label %690, label %680, !llvm.loop !45

690:                                              ; preds = %680, %672
  %691 = phi i32 [ %675, %672 ], [ %685, %680 ]
  %692 = icmp eq i32 %673, %691
  br i1 %692, label %701, label %693

693:                                              ; preds = %690
  %694 = sext i32 %673 to i64
  %695 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %694
  store i32 %691, ptr %695, align 4, !tbaa !6
  %696 = getelementptr inbounds i8, ptr %656, i64 8
  %697 = load i32, ptr %696, align 4, !tbaa !29
  %698 = sext i32 %697 to i64
  %699 = add nsw i64 %655, %698
  %700 = add nsw i32 %654, 1
  br label %701

701:                                              ; preds = %693, %690
  %702 = phi i64 [ %699, %693 ], [ %655, %690 ]
  %703 = phi i32 [ %700, %693 ], [ %654, %690 ]
  %704 = add nuw nsw i64 %653, 1
  %705 = icmp eq i64 %704, %647
  br i1 %705, label %648, label %652, !llvm.loop !46

706:                                              ; preds = %728, %710
  %707 = phi i32 [ %713, %710 ], [ %729, %728 ]
  %708 = add nuw nsw i64 %712, 1
  %709 = icmp eq i64 %714, 100
  br i1 %709, label %734, label %710, !llvm.loop !47

710:                                              ; preds = %648, %706
  %711 = phi i64 [ 0, %648 ], [ %714, %706 ]
  %712 = phi i64 [ 1, %648 ], [ %708, %706 ]
  %713 = phi i32 [ 0, %648 ], [ %707, %706 ]
  %714 = add nuw nsw i64 %711, 1
  %715 = icmp ult i64 %711, 99
  br i1 %715, label %716, label %706

716:                                              ; preds = %710, %728
  %717 = phi i64 [ %730, %728 ], [ %712, %710 ]
  %718 = phi i32 [ %729, %728 ], [ %713, %710 ]
  %719 = mul nuw nsw i64 %717, %711
  %720 = trunc nuw i64 %719 to i32
  %721 = urem i32 %720, 7
  %722 = icmp eq i32 %721, 1
  br i1 %722, label %723, label %728

723:                                              ; preds = %716
  %724 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %717
  %725 = load i32, ptr %724, align 4, !tbaa !6
  %726 = add nsw i32 %725, 1
  store i32 %726, ptr %724, align 4, !tbaa !6
  %727 = add nsw i32 %718, 1
  br label %728

728:                                              ; preds = %716, %723
  %729 = phi i32 [ %727, %723 ], [ %718, %716 ]
  %730 = add nuw nsw i64 %717, 1
  %731 = icmp eq i64 %730, 100
  br i1 %731, label %706, label %716, !llvm.loop !48

732:                                              ; preds = %745
  %733 = icmp sgt i32 %746, 0
  br i1 %733, label %753, label %786

734:                                              ; preds = %706, %745
  %735 = phi i64 [ %747, %745 ], [ 0, %706 ]
  %736 = phi i32 [ %746, %745 ], [ 0, %706 ]
  %737 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %735
  %738 = load i32, ptr %737, align 4, !tbaa !6
  %739 = icmp eq i32 %738, 0
  br i1 %739, label %740, label %745

740:                                              ; preds = %734
  %741 = add nsw i32 %736, 1
  %742 = sext i32 %736 to i64
  %743 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %742
  %744 = trunc nuw nsw i64 %735 to i32
  store i32 %744, ptr %743, align 4, !tbaa !6
  br label %745

745:                                              ; preds = %734, %740
  %746 = phi i32 [ %736, %734 ], [ %741, %740 ]
  %747 = add nuw nsw i64 %735, 1
  %748 = icmp eq i64 %747, 100
  br i1 %748, label %732, label %734, !llvm.loop !49

749:                                              ; preds = %781, %753
  %750 = phi i32 [ %755, %753 ], [ %782, %781 ]
  %751 = sext i32 %750 to i64
  %752 = icmp slt i64 %756, %751
  br i1 %752, label %753, label %784, !llvm.loop !50

753:                                              ; preds = %732, %749
  %754 = phi i64 [ %756, %749 ], [ 0, %732 ]
  %755 = phi i32 [ %750, %749 ], [ %746, %732 ]
  %756 = add nuw nsw i64 %754, 1
  %757 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %754
  %758 = load i32, ptr %757, align 4, !tbaa !6
  %759 = getelementptr inbounds [400 x i32], ptr @main.topo, i64 0, i64 %754
  store i32 %758, ptr %759, align 4, !tbaa !6
  %760 = icmp slt i32 %758, 99
  br i1 %760, label %761, label %749

761:                                              ; preds = %753
  %762 = sext i32 %758 to i64
  br label %763

763:                                              ; preds = %761, %781
  %764 = phi i64 [ %762, %761 ], [ %766, %781 ]
  %765 = phi i32 [ %755, %761 ], [ %782, %781 ]
  %766 = add nsw i64 %764, 1
  %767 = trunc i64 %766 to i32
  %768 = mul i32 %758, %767
  %769 = srem i32 %768, 7
  %770 = icmp eq i32 %769, 1
  br i1 %770, label %771, label %781

771:                                              ; preds = %763
  %772 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %766
  %773 = load i32, ptr %772, align 4, !tbaa !6
  %774 = add nsw i32 %773, -1
  store i32 %774, ptr %772, align 4, !tbaa !6
  %775 = icmp eq i32 %774, 0
  br i1 %775, label %776, label %781

776:                                              ; preds = %771
  %777 = add nsw i32 %765, 1
  %778 = sext i32 %765 to i64
  %779 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %778
  %780 = trunc nsw i64 %766 to i32
  store i32 %780, ptr %779, align 4, !tbaa !6
  br label %781

781:                                              ; preds = %763, %771, %776
  %782 = phi i32 [ %777, %776 ], [ %765, %771 ], [ %765, %763 ]
  %783 = icmp eq i64 %766, 99
  br i1 %783, label %749, label %763, !llvm.loop !51

784:                                              ; preds = %749
  %785 = trunc nuw nsw i64 %756 to i32
  br label %786

786:                                              ; preds = %784, %732
  %787 = phi i32 [ 0, %732 ], [ %785, %784 ]
  %788 = load i32, ptr @main.topo, align 4, !tbaa !6
  %789 = load i32, ptr getelementptr inbounds (i8, ptr @main.topo, i64 4), align 4, !tbaa !6
  %790 = load i32, ptr getelementptr inbounds (i8, ptr @main.topo, i64 8), align 4, !tbaa !6
  %791 = add nsw i32 %787, -1
  %792 = sext i32 %791 to i64
  %793 = getelementptr inbounds [400 x i32], ptr @main.topo, i64 0, i64 %792
  %794 = load i32, ptr %793, align 4, !tbaa !6
  %795 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %787, i32 noundef %707, i32 noundef %788, i32 noundef %789, i32 noundef %790, i32 noundef %794)
  %796 = srem i64 %649, 256
  %797 = trunc nsw i64 %796 to i32
  ret i32 %797
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
  %11 = load i32, ptr %0, align 4, !tbaa !19
  %12 = load i32, ptr %1, align 4, !tbaa !19
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %16, label %14

14:                                               ; preds = %10
  %15 = sub nsw i32 %11, %12
  br label %22

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %0, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !21
  %19 = getelementptr inbounds i8, ptr %1, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !21
  %21 = sub nsw i32 %18, %20
  br label %22

22:                                               ; preds = %14, %16, %8
  %23 = phi i32 [ %9, %8 ], [ %15, %14 ], [ %21, %16 ]
  ret i32 %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11, !12, !13}
!18 = distinct !{!18, !11}
!19 = !{!20, !7, i64 0}
!20 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8}
!21 = !{!20, !7, i64 4}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11, !12, !13}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = !{!20, !7, i64 8}
!30 = distinct !{!30, !11}
!31 = !{!32}
!32 = distinct !{!32, !33}
!33 = distinct !{!33, !"LVerDomain"}
!34 = !{!35}
!35 = distinct !{!35, !33}
!36 = !{!37}
!37 = distinct !{!37, !33}
!38 = !{!32, !35}
!39 = distinct !{!39, !11, !12, !13}
!40 = distinct !{!40, !11}
!41 = distinct !{!41, !11}
!42 = distinct !{!42, !11, !12}
!43 = distinct !{!43, !11}
!44 = distinct !{!44, !11, !12, !13}
!45 = distinct !{!45, !11}
!46 = distinct !{!46, !11}
!47 = distinct !{!47, !11}
!48 = distinct !{!48, !11}
!49 = distinct !{!49, !11}
!50 = distinct !{!50, !11}
!51 = distinct !{!51, !11}
