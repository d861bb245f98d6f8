; ModuleID = 'programs/dijkstra_binary_heap.c'
source_filename = "programs/dijkstra_binary_heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@head = internal unnamed_addr global [600 x i32] zeroinitializer, align 16
@dist = internal unnamed_addr global [600 x i64] zeroinitializer, align 16
@dist_bf = internal unnamed_addr global [600 x i64] zeroinitializer, align 16
@.str = private unnamed_addr constant [55 x i8] c"reachable=%d sum=%ld farthest=%d at %ld same_as_bf=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"path to %d:\00", align 1
@prev_ = internal unnamed_addr global [600 x i32] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@to = internal unnamed_addr global [4000 x i32] zeroinitializer, align 16
@ne = internal unnamed_addr global i32 0, align 4
@wt = internal unnamed_addr global [4000 x i32] zeroinitializer, align 16
@nxt = internal unnamed_addr global [4000 x i32] zeroinitializer, align 16
@pos = internal unnamed_addr global [600 x i32] zeroinitializer, align 16
@heap = internal unnamed_addr global [600 x i32] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [600 x i32], align 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2400) @head, i8 -1, i64 2400, i1 false), !tbaa !5
  %2 = load i32, ptr @ne, align 4, !tbaa !5
  %3 = sext i32 %2 to i64
  br label %215

4:                                                ; preds = %215
  %5 = trunc nsw i64 %235 to i32
  store i32 %5, ptr @ne, align 4, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2400) @prev_, i8 -1, i64 2400, i1 false), !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2400) @pos, i8 -1, i64 2400, i1 false), !tbaa !5
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ 0, %4 ], [ %22, %6 ]
  %8 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %7
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %8, align 16, !tbaa !9
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %9, align 16, !tbaa !9
  %10 = add nuw nsw i64 %7, 4
  %11 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %10
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %11, align 16, !tbaa !9
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %12, align 16, !tbaa !9
  %13 = add nuw nsw i64 %7, 8
  %14 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %13
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %14, align 16, !tbaa !9
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %15, align 16, !tbaa !9
  %16 = add nuw nsw i64 %7, 12
  %17 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %17, align 16, !tbaa !9
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %18, align 16, !tbaa !9
  %19 = add nuw nsw i64 %7, 16
  %20 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %20, align 16, !tbaa !9
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %21, align 16, !tbaa !9
  %22 = add nuw nsw i64 %7, 20
  %23 = icmp eq i64 %22, 600
  br i1 %23, label %24, label %6, !llvm.loop !11

24:                                               ; preds = %6
  store i64 0, ptr @dist, align 16, !tbaa !9
  store i32 0, ptr @heap, align 16, !tbaa !5
  store i32 0, ptr @pos, align 16, !tbaa !5
  br label %28

25:                                               ; preds = %149, %87
  %26 = phi i32 [ %31, %87 ], [ %150, %149 ]
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %154, label %28

28:                                               ; preds = %25, %24
  %29 = phi i32 [ 1, %24 ], [ %26, %25 ]
  %30 = load i32, ptr @heap, align 16, !tbaa !5
  %31 = add nsw i32 %29, -1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  store i32 %34, ptr @heap, align 16, !tbaa !5
  store i32 %30, ptr %33, align 4, !tbaa !5
  %35 = load i32, ptr @heap, align 16, !tbaa !5
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %36
  store i32 0, ptr %37, align 4, !tbaa !5
  %38 = sext i32 %30 to i64
  %39 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %38
  store i32 -2, ptr %39, align 4, !tbaa !5
  %40 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %36
  br label %41

41:                                               ; preds = %78, %28
  %42 = phi i32 [ 0, %28 ], [ %76, %78 ]
  %43 = shl nsw i32 %42, 1
  %44 = or disjoint i32 %43, 1
  %45 = add nsw i32 %43, 2
  %46 = icmp slt i32 %44, %31
  br i1 %46, label %47, label %57

47:                                               ; preds = %41
  %48 = sext i32 %44 to i64
  %49 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %51
  %53 = load i64, ptr %52, align 8, !tbaa !9
  %54 = load i64, ptr %40, align 8, !tbaa !9
  %55 = icmp slt i64 %53, %54
  %56 = select i1 %55, i32 %44, i32 %42
  br label %57

57:                                               ; preds = %47, %41
  %58 = phi i32 [ %42, %41 ], [ %56, %47 ]
  %59 = icmp slt i32 %45, %31
  br i1 %59, label %60, label %75

60:                                               ; preds = %57
  %61 = sext i32 %45 to i64
  %62 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %61
  %63 = load i32, ptr %62, align 8, !tbaa !5
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %64
  %66 = load i64, ptr %65, align 8, !tbaa !9
  %67 = sext i32 %58 to i64
  %68 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %70
  %72 = load i64, ptr %71, align 8, !tbaa !9
  %73 = icmp slt i64 %66, %72
  %74 = select i1 %73, i32 %45, i32 %58
  br label %75

75:                                               ; preds = %60, %57
  %76 = phi i32 [ %58, %57 ], [ %74, %60 ]
  %77 = icmp eq i32 %76, %42
  br i1 %77, label %87, label %78

78:                                               ; preds = %75
  %79 = sext i32 %42 to i64
  %80 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %79
  %81 = sext i32 %76 to i64
  %82 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !5
  store i32 %83, ptr %80, align 4, !tbaa !5
  store i32 %35, ptr %82, align 4, !tbaa !5
  %84 = load i32, ptr %80, align 4, !tbaa !5
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %85
  store i32 %42, ptr %86, align 4, !tbaa !5
  store i32 %76, ptr %37, align 4, !tbaa !5
  br label %41

87:                                               ; preds = %75
  %88 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %38
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = icmp eq i32 %89, -1
  br i1 %90, label %25, label %91, !llvm.loop !15

91:                                               ; preds = %87
  %92 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %38
  br label %93

93:                                               ; preds = %149, %91
  %94 = phi i32 [ %89, %91 ], [ %152, %149 ]
  %95 = phi i32 [ %31, %91 ], [ %150, %149 ]
  %96 = sext i32 %94 to i64
  %97 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = load i64, ptr %92, align 8, !tbaa !9
  %100 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %96
  %101 = load i32, ptr %100, align 4, !tbaa !5
  %102 = sext i32 %101 to i64
  %103 = add nsw i64 %99, %102
  %104 = sext i32 %98 to i64
  %105 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !5
  %107 = icmp eq i32 %106, -2
  br i1 %107, label %149, label %108

108:                                              ; preds = %93
  %109 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %104
  %110 = load i64, ptr %109, align 8, !tbaa !9
  %111 = icmp slt i64 %103, %110
  br i1 %111, label %112, label %149

112:                                              ; preds = %108
  store i64 %103, ptr %109, align 8, !tbaa !9
  %113 = getelementptr inbounds [600 x i32], ptr @prev_, i64 0, i64 %104
  store i32 %30, ptr %113, align 4, !tbaa !5
  %114 = icmp eq i32 %106, -1
  br i1 %114, label %115, label %119

115:                                              ; preds = %112
  %116 = sext i32 %95 to i64
  %117 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %116
  store i32 %98, ptr %117, align 4, !tbaa !5
  %118 = add nsw i32 %95, 1
  store i32 %95, ptr %105, align 4, !tbaa !5
  br label %119

119:                                              ; preds = %115, %112
  %120 = phi i32 [ %118, %115 ], [ %95, %112 ]
  %121 = phi i32 [ %95, %115 ], [ %106, %112 ]
  %122 = icmp sgt i32 %121, 0
  br i1 %122, label %123, label %149

123:                                              ; preds = %119
  %124 = zext nneg i32 %121 to i64
  %125 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %124
  %126 = load i32, ptr %125, align 4, !tbaa !5
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %127
  %129 = load i64, ptr %128, align 8, !tbaa !9
  %130 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %127
  br label %131

131:                                              ; preds = %142, %123
  %132 = phi i32 [ %134, %142 ], [ %121, %123 ]
  %133 = add nsw i32 %132, -1
  %134 = lshr i32 %133, 1
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %138
  %140 = load i64, ptr %139, align 8, !tbaa !9
  %141 = icmp sgt i64 %140, %129
  br i1 %141, label %142, label %149

142:                                              ; preds = %131
  %143 = zext nneg i32 %132 to i64
  %144 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %143
  store i32 %137, ptr %144, align 4, !tbaa !5
  store i32 %126, ptr %136, align 4, !tbaa !5
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %146
  store i32 %132, ptr %147, align 4, !tbaa !5
  store i32 %134, ptr %130, align 4, !tbaa !5
  %148 = icmp ult i32 %133, 2
  br i1 %148, label %149, label %131, !llvm.loop !16

149:                                              ; preds = %142, %131, %119, %108, %93
  %150 = phi i32 [ %120, %119 ], [ %95, %93 ], [ %95, %108 ], [ %120, %131 ], [ %120, %142 ]
  %151 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %96
  %152 = load i32, ptr %151, align 4, !tbaa !5
  %153 = icmp eq i32 %152, -1
  br i1 %153, label %25, label %93, !llvm.loop !17

154:                                              ; preds = %25, %154
  %155 = phi i64 [ %170, %154 ], [ 0, %25 ]
  %156 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %155
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %156, align 16, !tbaa !9
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %157, align 16, !tbaa !9
  %158 = add nuw nsw i64 %155, 4
  %159 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %158
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %159, align 16, !tbaa !9
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %160, align 16, !tbaa !9
  %161 = add nuw nsw i64 %155, 8
  %162 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %161
  %163 = getelementptr inbounds i8, ptr %162, i64 16
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %162, align 16, !tbaa !9
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %163, align 16, !tbaa !9
  %164 = add nuw nsw i64 %155, 12
  %165 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %164
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %165, align 16, !tbaa !9
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %166, align 16, !tbaa !9
  %167 = add nuw nsw i64 %155, 16
  %168 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %167
  %169 = getelementptr inbounds i8, ptr %168, i64 16
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %168, align 16, !tbaa !9
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %169, align 16, !tbaa !9
  %170 = add nuw nsw i64 %155, 20
  %171 = icmp eq i64 %170, 600
  br i1 %171, label %172, label %154, !llvm.loop !18

172:                                              ; preds = %154
  store i64 0, ptr @dist_bf, align 16, !tbaa !9
  br label %173

173:                                              ; preds = %175, %172
  %174 = phi i32 [ 0, %172 ], [ %177, %175 ]
  br label %180

175:                                              ; preds = %211
  %176 = icmp eq i32 %212, 0
  %177 = add nuw nsw i32 %174, 1
  %178 = icmp eq i32 %177, 600
  %179 = select i1 %176, i1 true, i1 %178
  br i1 %179, label %243, label %173, !llvm.loop !19

180:                                              ; preds = %211, %173
  %181 = phi i64 [ 0, %173 ], [ %213, %211 ]
  %182 = phi i32 [ 0, %173 ], [ %212, %211 ]
  %183 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %181
  %184 = load i64, ptr %183, align 8, !tbaa !9
  %185 = icmp eq i64 %184, 9223372036854775807
  br i1 %185, label %211, label %186

186:                                              ; preds = %180
  %187 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %181
  %188 = load i32, ptr %187, align 4, !tbaa !5
  %189 = icmp eq i32 %188, -1
  br i1 %189, label %211, label %190

190:                                              ; preds = %186, %206
  %191 = phi i32 [ %209, %206 ], [ %188, %186 ]
  %192 = phi i32 [ %207, %206 ], [ %182, %186 ]
  %193 = load i64, ptr %183, align 8, !tbaa !9
  %194 = sext i32 %191 to i64
  %195 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %193, %197
  %199 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %194
  %200 = load i32, ptr %199, align 4, !tbaa !5
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %201
  %203 = load i64, ptr %202, align 8, !tbaa !9
  %204 = icmp slt i64 %198, %203
  br i1 %204, label %205, label %206

205:                                              ; preds = %190
  store i64 %198, ptr %202, align 8, !tbaa !9
  br label %206

206:                                              ; preds = %205, %190
  %207 = phi i32 [ 1, %205 ], [ %192, %190 ]
  %208 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %194
  %209 = load i32, ptr %208, align 4, !tbaa !5
  %210 = icmp eq i32 %209, -1
  br i1 %210, label %211, label %190, !llvm.loop !20

211:                                              ; preds = %206, %186, %180
  %212 = phi i32 [ %182, %180 ], [ %182, %186 ], [ %207, %206 ]
  %213 = add nuw nsw i64 %181, 1
  %214 = icmp eq i64 %213, 600
  br i1 %214, label %175, label %180, !llvm.loop !21

215:                                              ; preds = %0, %215
  %216 = phi i64 [ %3, %0 ], [ %235, %215 ]
  %217 = phi i32 [ 99991, %0 ], [ %224, %215 ]
  %218 = phi i32 [ 0, %0 ], [ %237, %215 ]
  %219 = mul i32 %217, 1664525
  %220 = add i32 %219, 1013904223
  %221 = lshr i32 %220, 8
  %222 = urem i32 %221, 600
  %223 = mul i32 %220, 1664525
  %224 = add i32 %223, 1013904223
  %225 = lshr i32 %224, 8
  %226 = urem i32 %225, 600
  %227 = urem i32 %224, 1000
  %228 = add nuw nsw i32 %227, 1
  %229 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %216
  store i32 %226, ptr %229, align 4, !tbaa !5
  %230 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %216
  store i32 %228, ptr %230, align 4, !tbaa !5
  %231 = zext nneg i32 %222 to i64
  %232 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %231
  %233 = load i32, ptr %232, align 4, !tbaa !5
  %234 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %216
  store i32 %233, ptr %234, align 4, !tbaa !5
  %235 = add nsw i64 %216, 1
  %236 = trunc nsw i64 %216 to i32
  store i32 %236, ptr %232, align 4, !tbaa !5
  %237 = add nuw nsw i32 %218, 1
  %238 = icmp eq i32 %237, 4000
  br i1 %238, label %4, label %215, !llvm.loop !22

239:                                              ; preds = %264
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %265, i64 noundef %267, i32 noundef %268, i64 noundef %266, i32 noundef %255)
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %268)
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %1) #6
  %242 = icmp eq i32 %268, -1
  br i1 %242, label %285, label %276

243:                                              ; preds = %175, %264
  %244 = phi i64 [ %269, %264 ], [ 0, %175 ]
  %245 = phi i32 [ %268, %264 ], [ 0, %175 ]
  %246 = phi i64 [ %267, %264 ], [ 0, %175 ]
  %247 = phi i64 [ %266, %264 ], [ 0, %175 ]
  %248 = phi i32 [ %255, %264 ], [ 1, %175 ]
  %249 = phi i32 [ %265, %264 ], [ 0, %175 ]
  %250 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %244
  %251 = load i64, ptr %250, align 8, !tbaa !9
  %252 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %244
  %253 = load i64, ptr %252, align 8, !tbaa !9
  %254 = icmp eq i64 %251, %253
  %255 = select i1 %254, i32 %248, i32 0
  %256 = icmp eq i64 %251, 9223372036854775807
  br i1 %256, label %264, label %257

257:                                              ; preds = %243
  %258 = add nsw i32 %249, 1
  %259 = add nsw i64 %251, %246
  %260 = icmp sgt i64 %251, %247
  %261 = tail call i64 @llvm.smax.i64(i64 %251, i64 %247)
  %262 = trunc nuw nsw i64 %244 to i32
  %263 = select i1 %260, i32 %262, i32 %245
  br label %264

264:                                              ; preds = %257, %243
  %265 = phi i32 [ %249, %243 ], [ %258, %257 ]
  %266 = phi i64 [ %247, %243 ], [ %261, %257 ]
  %267 = phi i64 [ %246, %243 ], [ %259, %257 ]
  %268 = phi i32 [ %245, %243 ], [ %263, %257 ]
  %269 = add nuw nsw i64 %244, 1
  %270 = icmp eq i64 %269, 600
  br i1 %270, label %239, label %243, !llvm.loop !23

271:                                              ; preds = %276
  %272 = trunc nuw i64 %279 to i32
  %273 = icmp sgt i32 %272, 0
  br i1 %273, label %274, label %285

274:                                              ; preds = %271
  %275 = and i64 %279, 2147483647
  br label %290

276:                                              ; preds = %239, %276
  %277 = phi i64 [ %279, %276 ], [ 0, %239 ]
  %278 = phi i32 [ %283, %276 ], [ %268, %239 ]
  %279 = add nuw nsw i64 %277, 1
  %280 = getelementptr inbounds [600 x i32], ptr %1, i64 0, i64 %277
  store i32 %278, ptr %280, align 4, !tbaa !5
  %281 = sext i32 %278 to i64
  %282 = getelementptr inbounds [600 x i32], ptr @prev_, i64 0, i64 %281
  %283 = load i32, ptr %282, align 4, !tbaa !5
  %284 = icmp eq i32 %283, -1
  br i1 %284, label %271, label %276, !llvm.loop !24

285:                                              ; preds = %290, %239, %271
  %286 = phi i32 [ %272, %271 ], [ 0, %239 ], [ %272, %290 ]
  %287 = tail call i32 @putchar(i32 10)
  %288 = icmp eq i32 %255, 0
  %289 = select i1 %288, i32 100, i32 %286
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %1) #6
  ret i32 %289

290:                                              ; preds = %274, %290
  %291 = phi i64 [ %275, %274 ], [ %292, %290 ]
  %292 = add nsw i64 %291, -1
  %293 = getelementptr inbounds [600 x i32], ptr %1, i64 0, i64 %292
  %294 = load i32, ptr %293, align 4, !tbaa !5
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %294)
  %296 = icmp ugt i64 %291, 1
  br i1 %296, label %290, label %285, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12, !13, !14}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
