; ModuleID = 'programs/dijkstra_binary_heap.c'
source_filename = "programs/dijkstra_binary_heap.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@head = internal unnamed_addr global [600 x i32] zeroinitializer, align 4
@dist = internal unnamed_addr global [600 x i64] zeroinitializer, align 8
@dist_bf = internal unnamed_addr global [600 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [55 x i8] c"reachable=%d sum=%ld farthest=%d at %ld same_as_bf=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"path to %d:\00", align 1
@prev_ = internal unnamed_addr global [600 x i32] zeroinitializer, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@to = internal unnamed_addr global [4000 x i32] zeroinitializer, align 4
@ne = internal unnamed_addr global i32 0, align 4
@wt = internal unnamed_addr global [4000 x i32] zeroinitializer, align 4
@nxt = internal unnamed_addr global [4000 x i32] zeroinitializer, align 4
@pos = internal unnamed_addr global [600 x i32] zeroinitializer, align 4
@heap = internal unnamed_addr global [600 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [600 x i32], align 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2400) @head, i8 -1, i64 2400, i1 false), !tbaa !6
  %2 = load i32, ptr @ne, align 4, !tbaa !6
  %3 = sext i32 %2 to i64
  br label %191

4:                                                ; preds = %191
  %5 = trunc nsw i64 %211 to i32
  store i32 %5, ptr @ne, align 4, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2400) @prev_, i8 -1, i64 2400, i1 false), !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2400) getelementptr inbounds (i8, ptr @pos, i64 4), i8 -1, i64 2396, i1 false), !tbaa !6
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ 0, %4 ], [ %10, %6 ]
  %8 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %7
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %8, align 8, !tbaa !10
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %9, align 8, !tbaa !10
  %10 = add nuw i64 %7, 4
  %11 = icmp eq i64 %10, 600
  br i1 %11, label %12, label %6, !llvm.loop !12

12:                                               ; preds = %6
  store i64 0, ptr @dist, align 8, !tbaa !10
  store i32 0, ptr @heap, align 4, !tbaa !6
  store i32 0, ptr @pos, align 4, !tbaa !6
  br label %16

13:                                               ; preds = %137, %75
  %14 = phi i32 [ %19, %75 ], [ %138, %137 ]
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %142, label %16

16:                                               ; preds = %13, %12
  %17 = phi i32 [ 1, %12 ], [ %14, %13 ]
  %18 = load i32, ptr @heap, align 4, !tbaa !6
  %19 = add nsw i32 %17, -1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  store i32 %22, ptr @heap, align 4, !tbaa !6
  store i32 %18, ptr %21, align 4, !tbaa !6
  %23 = load i32, ptr @heap, align 4, !tbaa !6
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %24
  store i32 0, ptr %25, align 4, !tbaa !6
  %26 = sext i32 %18 to i64
  %27 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %26
  store i32 -2, ptr %27, align 4, !tbaa !6
  %28 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %24
  br label %29

29:                                               ; preds = %66, %16
  %30 = phi i32 [ 0, %16 ], [ %64, %66 ]
  %31 = shl nsw i32 %30, 1
  %32 = or disjoint i32 %31, 1
  %33 = add nsw i32 %31, 2
  %34 = icmp slt i32 %32, %19
  br i1 %34, label %35, label %45

35:                                               ; preds = %29
  %36 = sext i32 %32 to i64
  %37 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !10
  %42 = load i64, ptr %28, align 8, !tbaa !10
  %43 = icmp slt i64 %41, %42
  %44 = select i1 %43, i32 %32, i32 %30
  br label %45

45:                                               ; preds = %35, %29
  %46 = phi i32 [ %30, %29 ], [ %44, %35 ]
  %47 = icmp slt i32 %33, %19
  br i1 %47, label %48, label %63

48:                                               ; preds = %45
  %49 = sext i32 %33 to i64
  %50 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %52
  %54 = load i64, ptr %53, align 8, !tbaa !10
  %55 = sext i32 %46 to i64
  %56 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %58
  %60 = load i64, ptr %59, align 8, !tbaa !10
  %61 = icmp slt i64 %54, %60
  %62 = select i1 %61, i32 %33, i32 %46
  br label %63

63:                                               ; preds = %48, %45
  %64 = phi i32 [ %46, %45 ], [ %62, %48 ]
  %65 = icmp eq i32 %64, %30
  br i1 %65, label %75, label %66

66:                                               ; preds = %63
  %67 = sext i32 %30 to i64
  %68 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %67
  %69 = sext i32 %64 to i64
  %70 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !6
  store i32 %71, ptr %68, align 4, !tbaa !6
  store i32 %23, ptr %70, align 4, !tbaa !6
  %72 = load i32, ptr %68, align 4, !tbaa !6
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %73
  store i32 %30, ptr %74, align 4, !tbaa !6
  store i32 %64, ptr %25, align 4, !tbaa !6
  br label %29

75:                                               ; preds = %63
  %76 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %26
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = icmp eq i32 %77, -1
  br i1 %78, label %13, label %79, !llvm.loop !16

79:                                               ; preds = %75
  %80 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %26
  br label %81

81:                                               ; preds = %137, %79
  %82 = phi i32 [ %77, %79 ], [ %140, %137 ]
  %83 = phi i32 [ %19, %79 ], [ %138, %137 ]
  %84 = sext i32 %82 to i64
  %85 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = load i64, ptr %80, align 8, !tbaa !10
  %88 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %84
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = sext i32 %89 to i64
  %91 = add nsw i64 %87, %90
  %92 = sext i32 %86 to i64
  %93 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = icmp eq i32 %94, -2
  br i1 %95, label %137, label %96

96:                                               ; preds = %81
  %97 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %92
  %98 = load i64, ptr %97, align 8, !tbaa !10
  %99 = icmp slt i64 %91, %98
  br i1 %99, label %100, label %137

100:                                              ; preds = %96
  store i64 %91, ptr %97, align 8, !tbaa !10
  %101 = getelementptr inbounds [600 x i32], ptr @prev_, i64 0, i64 %92
  store i32 %18, ptr %101, align 4, !tbaa !6
  %102 = icmp eq i32 %94, -1
  br i1 %102, label %103, label %107

103:                                              ; preds = %100
  %104 = sext i32 %83 to i64
  %105 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %104
  store i32 %86, ptr %105, align 4, !tbaa !6
  %106 = add nsw i32 %83, 1
  store i32 %83, ptr %93, align 4, !tbaa !6
  br label %107

107:                                              ; preds = %103, %100
  %108 = phi i32 [ %106, %103 ], [ %83, %100 ]
  %109 = phi i32 [ %83, %103 ], [ %94, %100 ]
  %110 = icmp sgt i32 %109, 0
  br i1 %110, label %111, label %137

111:                                              ; preds = %107
  %112 = zext nneg i32 %109 to i64
  %113 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %115
  %117 = load i64, ptr %116, align 8, !tbaa !10
  %118 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %115
  br label %119

119:                                              ; preds = %130, %111
  %120 = phi i32 [ %122, %130 ], [ %109, %111 ]
  %121 = add nsw i32 %120, -1
  %122 = lshr i32 %121, 1
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %126
  %128 = load i64, ptr %127, align 8, !tbaa !10
  %129 = icmp sgt i64 %128, %117
  br i1 %129, label %130, label %137

130:                                              ; preds = %119
  %131 = zext nneg i32 %120 to i64
  %132 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %131
  store i32 %125, ptr %132, align 4, !tbaa !6
  store i32 %114, ptr %124, align 4, !tbaa !6
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %134
  store i32 %120, ptr %135, align 4, !tbaa !6
  store i32 %122, ptr %118, align 4, !tbaa !6
  %136 = icmp ult i32 %121, 2
  br i1 %136, label %137, label %119, !llvm.loop !17

137:                                              ; preds = %130, %119, %107, %96, %81
  %138 = phi i32 [ %108, %107 ], [ %83, %81 ], [ %83, %96 ], [ %108, %119 ], [ %108, %130 ]
  %139 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %84
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = icmp eq i32 %140, -1
  br i1 %141, label %13, label %81, !llvm.loop !18

142:                                              ; preds = %13, %142
  %143 = phi i64 [ %146, %142 ], [ 0, %13 ]
  %144 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %143
  %145 = getelementptr inbounds i8, ptr %144, i64 16
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %144, align 8, !tbaa !10
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %145, align 8, !tbaa !10
  %146 = add nuw i64 %143, 4
  %147 = icmp eq i64 %146, 600
  br i1 %147, label %148, label %142, !llvm.loop !19

148:                                              ; preds = %142
  store i64 0, ptr @dist_bf, align 8, !tbaa !10
  br label %149

149:                                              ; preds = %151, %148
  %150 = phi i32 [ 0, %148 ], [ %153, %151 ]
  br label %156

151:                                              ; preds = %187
  %152 = icmp eq i32 %188, 0
  %153 = add nuw nsw i32 %150, 1
  %154 = icmp eq i32 %153, 600
  %155 = select i1 %152, i1 true, i1 %154
  br i1 %155, label %219, label %149, !llvm.loop !20

156:                                              ; preds = %187, %149
  %157 = phi i64 [ 0, %149 ], [ %189, %187 ]
  %158 = phi i32 [ 0, %149 ], [ %188, %187 ]
  %159 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %157
  %160 = load i64, ptr %159, align 8, !tbaa !10
  %161 = icmp eq i64 %160, 9223372036854775807
  br i1 %161, label %187, label %162

162:                                              ; preds = %156
  %163 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %157
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = icmp eq i32 %164, -1
  br i1 %165, label %187, label %166

166:                                              ; preds = %162, %182
  %167 = phi i32 [ %185, %182 ], [ %164, %162 ]
  %168 = phi i32 [ %183, %182 ], [ %158, %162 ]
  %169 = load i64, ptr %159, align 8, !tbaa !10
  %170 = sext i32 %167 to i64
  %171 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !6
  %173 = sext i32 %172 to i64
  %174 = add nsw i64 %169, %173
  %175 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %170
  %176 = load i32, ptr %175, align 4, !tbaa !6
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %177
  %179 = load i64, ptr %178, align 8, !tbaa !10
  %180 = icmp slt i64 %174, %179
  br i1 %180, label %181, label %182

181:                                              ; preds = %166
  store i64 %174, ptr %178, align 8, !tbaa !10
  br label %182

182:                                              ; preds = %181, %166
  %183 = phi i32 [ 1, %181 ], [ %168, %166 ]
  %184 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %170
  %185 = load i32, ptr %184, align 4, !tbaa !6
  %186 = icmp eq i32 %185, -1
  br i1 %186, label %187, label %166, !llvm.loop !21

187:                                              ; preds = %182, %162, %156
  %188 = phi i32 [ %158, %156 ], [ %158, %162 ], [ %183, %182 ]
  %189 = add nuw nsw i64 %157, 1
  %190 = icmp eq i64 %189, 600
  br i1 %190, label %151, label %156, !llvm.loop !22

191:                                              ; preds = %0, %191
  %192 = phi i64 [ %3, %0 ], [ %211, %191 ]
  %193 = phi i32 [ 99991, %0 ], [ %200, %191 ]
  %194 = phi i32 [ 0, %0 ], [ %213, %191 ]
  %195 = mul i32 %193, 1664525
  %196 = add i32 %195, 1013904223
  %197 = lshr i32 %196, 8
  %198 = urem i32 %197, 600
  %199 = mul i32 %196, 1664525
  %200 = add i32 %199, 1013904223
  %201 = lshr i32 %200, 8
  %202 = urem i32 %201, 600
  %203 = urem i32 %200, 1000
  %204 = add nuw nsw i32 %203, 1
  %205 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %192
  store i32 %202, ptr %205, align 4, !tbaa !6
  %206 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %192
  store i32 %204, ptr %206, align 4, !tbaa !6
  %207 = zext nneg i32 %198 to i64
  %208 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !6
  %210 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %192
  store i32 %209, ptr %210, align 4, !tbaa !6
  %211 = add nsw i64 %192, 1
  %212 = trunc nsw i64 %192 to i32
  store i32 %212, ptr %208, align 4, !tbaa !6
  %213 = add nuw nsw i32 %194, 1
  %214 = icmp eq i32 %213, 4000
  br i1 %214, label %4, label %191, !llvm.loop !23

215:                                              ; preds = %240
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %241, i64 noundef %243, i32 noundef %244, i64 noundef %242, i32 noundef %231)
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %244)
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %1) #6
  %218 = icmp eq i32 %244, -1
  br i1 %218, label %261, label %252

219:                                              ; preds = %151, %240
  %220 = phi i64 [ %245, %240 ], [ 0, %151 ]
  %221 = phi i32 [ %244, %240 ], [ 0, %151 ]
  %222 = phi i64 [ %243, %240 ], [ 0, %151 ]
  %223 = phi i64 [ %242, %240 ], [ 0, %151 ]
  %224 = phi i32 [ %231, %240 ], [ 1, %151 ]
  %225 = phi i32 [ %241, %240 ], [ 0, %151 ]
  %226 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %220
  %227 = load i64, ptr %226, align 8, !tbaa !10
  %228 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %220
  %229 = load i64, ptr %228, align 8, !tbaa !10
  %230 = icmp eq i64 %227, %229
  %231 = select i1 %230, i32 %224, i32 0
  %232 = icmp eq i64 %227, 9223372036854775807
  br i1 %232, label %240, label %233

233:                                              ; preds = %219
  %234 = add nsw i32 %225, 1
  %235 = add nsw i64 %227, %222
  %236 = icmp sgt i64 %227, %223
  %237 = tail call i64 @llvm.smax.i64(i64 %227, i64 %223)
  %238 = trunc nuw nsw i64 %220 to i32
  %239 = select i1 %236, i32 %238, i32 %221
  br label %240

240:                                              ; preds = %233, %219
  %241 = phi i32 [ %225, %219 ], [ %234, %233 ]
  %242 = phi i64 [ %223, %219 ], [ %237, %233 ]
  %243 = phi i64 [ %222, %219 ], [ %235, %233 ]
  %244 = phi i32 [ %221, %219 ], [ %239, %233 ]
  %245 = add nuw nsw i64 %220, 1
  %246 = icmp eq i64 %245, 600
  br i1 %246, label %215, label %219, !llvm.loop !24

247:                                              ; preds = %252
  %248 = trunc nuw i64 %255 to i32
  %249 = icmp sgt i32 %248, 0
  br i1 %249, label %250, label %261

250:                                              ; preds = %247
  %251 = and i64 %255, 2147483647
  br label %266

252:                                              ; preds = %215, %252
  %253 = phi i64 [ %255, %252 ], [ 0, %215 ]
  %254 = phi i32 [ %259, %252 ], [ %244, %215 ]
  %255 = add nuw nsw i64 %253, 1
  %256 = getelementptr inbounds [600 x i32], ptr %1, i64 0, i64 %253
  store i32 %254, ptr %256, align 4, !tbaa !6
  %257 = sext i32 %254 to i64
  %258 = getelementptr inbounds [600 x i32], ptr @prev_, i64 0, i64 %257
  %259 = load i32, ptr %258, align 4, !tbaa !6
  %260 = icmp eq i32 %259, -1
  br i1 %260, label %247, label %252, !llvm.loop !25

261:                                              ; preds = %266, %215, %247
  %262 = phi i32 [ %248, %247 ], [ 0, %215 ], [ %248, %266 ]
  %263 = tail call i32 @putchar(i32 10)
  %264 = icmp eq i32 %231, 0
  %265 = select i1 %264, i32 100, i32 %262
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %1) #6
  ret i32 %265

266:                                              ; preds = %250, %266
  %267 = phi i64 [ %251, %250 ], [ %268, %266 ]
  %268 = add nsw i64 %267, -1
  %269 = getelementptr inbounds [600 x i32], ptr %1, i64 0, i64 %268
  %270 = load i32, ptr %269, align 4, !tbaa !6
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %270)
  %272 = icmp ugt i64 %267, 1
  br i1 %272, label %266, label %261, !llvm.loop !26
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13, !14, !15}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13}
