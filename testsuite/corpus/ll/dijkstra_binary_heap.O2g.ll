; ModuleID = 'programs/dijkstra_binary_heap.c'
source_filename = "programs/dijkstra_binary_heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@head = internal unnamed_addr global [600 x i32] zeroinitializer, align 16, !dbg !0
@dist = internal unnamed_addr global [600 x i64] zeroinitializer, align 16, !dbg !28
@dist_bf = internal unnamed_addr global [600 x i64] zeroinitializer, align 16, !dbg !34
@.str = private unnamed_addr constant [55 x i8] c"reachable=%d sum=%ld farthest=%d at %ld same_as_bf=%d\0A\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [12 x i8] c"path to %d:\00", align 1, !dbg !13
@prev_ = internal unnamed_addr global [600 x i32] zeroinitializer, align 16, !dbg !36
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !18
@to = internal unnamed_addr global [4000 x i32] zeroinitializer, align 16, !dbg !39
@ne = internal unnamed_addr global i32 0, align 4, !dbg !44
@wt = internal unnamed_addr global [4000 x i32] zeroinitializer, align 16, !dbg !46
@nxt = internal unnamed_addr global [4000 x i32] zeroinitializer, align 16, !dbg !48
@pos = internal unnamed_addr global [600 x i32] zeroinitializer, align 16, !dbg !50
@heap = internal unnamed_addr global [600 x i32] zeroinitializer, align 16, !dbg !54

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !64 {
  %1 = alloca [600 x i32], align 16, !DIAssignID !94
    #dbg_assign(i1 undef, !88, !DIExpression(), !94, ptr %1, !DIExpression(), !95)
    #dbg_value(i32 0, !67, !DIExpression(), !96)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2400) @head, i8 -1, i64 2400, i1 false), !dbg !97, !tbaa !99
    #dbg_value(i64 poison, !67, !DIExpression(), !96)
  %2 = load i32, ptr @ne, align 4, !tbaa !99
    #dbg_value(i32 99991, !69, !DIExpression(), !95)
    #dbg_value(i32 0, !75, !DIExpression(), !103)
  %3 = sext i32 %2 to i64, !dbg !104
  br label %215, !dbg !104

4:                                                ; preds = %215
  %5 = trunc nsw i64 %235 to i32, !dbg !105
  store i32 %5, ptr @ne, align 4, !dbg !105, !tbaa !99
    #dbg_value(i32 0, !114, !DIExpression(), !129)
    #dbg_value(i32 0, !119, !DIExpression(), !131)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2400) @prev_, i8 -1, i64 2400, i1 false), !dbg !132, !tbaa !99
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2400) @pos, i8 -1, i64 2400, i1 false), !dbg !135, !tbaa !99
  br label %6, !dbg !136

6:                                                ; preds = %6, %4
  %7 = phi i64 [ 0, %4 ], [ %22, %6 ], !dbg !137
  %8 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %7, !dbg !138
  %9 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !139
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %8, align 16, !dbg !139, !tbaa !140
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %9, align 16, !dbg !139, !tbaa !140
  %10 = add nuw nsw i64 %7, 4, !dbg !137
  %11 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %10, !dbg !138
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !139
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %11, align 16, !dbg !139, !tbaa !140
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %12, align 16, !dbg !139, !tbaa !140
  %13 = add nuw nsw i64 %7, 8, !dbg !137
  %14 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %13, !dbg !138
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !139
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %14, align 16, !dbg !139, !tbaa !140
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %15, align 16, !dbg !139, !tbaa !140
  %16 = add nuw nsw i64 %7, 12, !dbg !137
  %17 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %16, !dbg !138
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !139
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %17, align 16, !dbg !139, !tbaa !140
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %18, align 16, !dbg !139, !tbaa !140
  %19 = add nuw nsw i64 %7, 16, !dbg !137
  %20 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %19, !dbg !138
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !139
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %20, align 16, !dbg !139, !tbaa !140
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %21, align 16, !dbg !139, !tbaa !140
  %22 = add nuw nsw i64 %7, 20, !dbg !137
  %23 = icmp eq i64 %22, 600, !dbg !137
  br i1 %23, label %24, label %6, !dbg !137, !llvm.loop !142

24:                                               ; preds = %6
  store i64 0, ptr @dist, align 16, !dbg !147, !tbaa !140
  store i32 0, ptr @heap, align 16, !dbg !148, !tbaa !99
  store i32 0, ptr @pos, align 16, !dbg !149, !tbaa !99
  br label %28, !dbg !150

25:                                               ; preds = %149, %87
  %26 = phi i32 [ %31, %87 ], [ %150, %149 ]
  %27 = icmp eq i32 %26, 0, !dbg !150
  br i1 %27, label %154, label %28, !dbg !150

28:                                               ; preds = %25, %24
  %29 = phi i32 [ 1, %24 ], [ %26, %25 ]
  %30 = load i32, ptr @heap, align 16, !dbg !151, !tbaa !99
    #dbg_value(i32 %30, !121, !DIExpression(), !152)
  %31 = add nsw i32 %29, -1, !dbg !153
    #dbg_value(i32 0, !154, !DIExpression(), !161)
    #dbg_value(i32 %31, !159, !DIExpression(), !161)
    #dbg_value(i32 %30, !160, !DIExpression(), !161)
  %32 = sext i32 %31 to i64, !dbg !163
  %33 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %32, !dbg !163
  %34 = load i32, ptr %33, align 4, !dbg !163, !tbaa !99
  store i32 %34, ptr @heap, align 16, !dbg !164, !tbaa !99
  store i32 %30, ptr %33, align 4, !dbg !165, !tbaa !99
  %35 = load i32, ptr @heap, align 16, !dbg !166, !tbaa !99
  %36 = sext i32 %35 to i64, !dbg !167
  %37 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %36, !dbg !167
  store i32 0, ptr %37, align 4, !dbg !168, !tbaa !99
  %38 = sext i32 %30 to i64, !dbg !169
  %39 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %38, !dbg !169
  store i32 -2, ptr %39, align 4, !dbg !170, !tbaa !99
    #dbg_value(i32 0, !171, !DIExpression(), !180)
  %40 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %36
  br label %41, !dbg !182

41:                                               ; preds = %78, %28
  %42 = phi i32 [ 0, %28 ], [ %76, %78 ]
    #dbg_value(i32 %42, !171, !DIExpression(), !180)
  %43 = shl nsw i32 %42, 1, !dbg !183
  %44 = or disjoint i32 %43, 1, !dbg !184
    #dbg_value(i32 %44, !174, !DIExpression(), !185)
  %45 = add nsw i32 %43, 2, !dbg !186
    #dbg_value(i32 %45, !178, !DIExpression(), !185)
    #dbg_value(i32 %42, !179, !DIExpression(), !185)
  %46 = icmp slt i32 %44, %31, !dbg !187
  br i1 %46, label %47, label %57, !dbg !189

47:                                               ; preds = %41
  %48 = sext i32 %44 to i64, !dbg !190
  %49 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %48, !dbg !190
  %50 = load i32, ptr %49, align 4, !dbg !190, !tbaa !99
  %51 = sext i32 %50 to i64, !dbg !191
  %52 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %51, !dbg !191
  %53 = load i64, ptr %52, align 8, !dbg !191, !tbaa !140
  %54 = load i64, ptr %40, align 8, !dbg !192, !tbaa !140
  %55 = icmp slt i64 %53, %54, !dbg !193
  %56 = select i1 %55, i32 %44, i32 %42, !dbg !194
  br label %57, !dbg !194

57:                                               ; preds = %47, %41
  %58 = phi i32 [ %42, %41 ], [ %56, %47 ], !dbg !195
    #dbg_value(i32 %58, !179, !DIExpression(), !185)
  %59 = icmp slt i32 %45, %31, !dbg !196
  br i1 %59, label %60, label %75, !dbg !198

60:                                               ; preds = %57
  %61 = sext i32 %45 to i64, !dbg !199
  %62 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %61, !dbg !199
  %63 = load i32, ptr %62, align 8, !dbg !199, !tbaa !99
  %64 = sext i32 %63 to i64, !dbg !200
  %65 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %64, !dbg !200
  %66 = load i64, ptr %65, align 8, !dbg !200, !tbaa !140
  %67 = sext i32 %58 to i64, !dbg !201
  %68 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %67, !dbg !201
  %69 = load i32, ptr %68, align 4, !dbg !201, !tbaa !99
  %70 = sext i32 %69 to i64, !dbg !202
  %71 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %70, !dbg !202
  %72 = load i64, ptr %71, align 8, !dbg !202, !tbaa !140
  %73 = icmp slt i64 %66, %72, !dbg !203
  %74 = select i1 %73, i32 %45, i32 %58, !dbg !204
  br label %75, !dbg !204

75:                                               ; preds = %60, %57
  %76 = phi i32 [ %58, %57 ], [ %74, %60 ], !dbg !195
    #dbg_value(i32 %76, !179, !DIExpression(), !185)
  %77 = icmp eq i32 %76, %42, !dbg !205
  br i1 %77, label %87, label %78, !dbg !207

78:                                               ; preds = %75
    #dbg_value(i32 %42, !154, !DIExpression(), !208)
    #dbg_value(i32 %76, !159, !DIExpression(), !208)
  %79 = sext i32 %42 to i64, !dbg !210
  %80 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %79, !dbg !210
    #dbg_value(i32 %35, !160, !DIExpression(), !208)
  %81 = sext i32 %76 to i64, !dbg !211
  %82 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %81, !dbg !211
  %83 = load i32, ptr %82, align 4, !dbg !211, !tbaa !99
  store i32 %83, ptr %80, align 4, !dbg !212, !tbaa !99
  store i32 %35, ptr %82, align 4, !dbg !213, !tbaa !99
  %84 = load i32, ptr %80, align 4, !dbg !214, !tbaa !99
  %85 = sext i32 %84 to i64, !dbg !215
  %86 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %85, !dbg !215
  store i32 %42, ptr %86, align 4, !dbg !216, !tbaa !99
  store i32 %76, ptr %37, align 4, !dbg !217, !tbaa !99
    #dbg_value(i32 %76, !171, !DIExpression(), !180)
  br label %41

87:                                               ; preds = %75
    #dbg_value(i32 poison, !171, !DIExpression(), !180)
  %88 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %38, !dbg !218
    #dbg_value(i32 poison, !123, !DIExpression(), !219)
  %89 = load i32, ptr %88, align 4, !dbg !220, !tbaa !99
  %90 = icmp eq i32 %89, -1, !dbg !221
  br i1 %90, label %25, label %91, !dbg !222, !llvm.loop !223

91:                                               ; preds = %87
  %92 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %38
  br label %93, !dbg !222

93:                                               ; preds = %149, %91
  %94 = phi i32 [ %89, %91 ], [ %152, %149 ]
  %95 = phi i32 [ %31, %91 ], [ %150, %149 ]
  %96 = sext i32 %94 to i64, !dbg !225
  %97 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %96, !dbg !225
  %98 = load i32, ptr %97, align 4, !dbg !225, !tbaa !99
    #dbg_value(i32 %98, !125, !DIExpression(), !226)
  %99 = load i64, ptr %92, align 8, !dbg !227, !tbaa !140
  %100 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %96, !dbg !228
  %101 = load i32, ptr %100, align 4, !dbg !228, !tbaa !99
  %102 = sext i32 %101 to i64, !dbg !228
  %103 = add nsw i64 %99, %102, !dbg !229
    #dbg_value(i64 %103, !128, !DIExpression(), !226)
  %104 = sext i32 %98 to i64, !dbg !230
  %105 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %104, !dbg !230
  %106 = load i32, ptr %105, align 4, !dbg !230, !tbaa !99
  %107 = icmp eq i32 %106, -2, !dbg !232
  br i1 %107, label %149, label %108, !dbg !233

108:                                              ; preds = %93
  %109 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %104, !dbg !234
  %110 = load i64, ptr %109, align 8, !dbg !234, !tbaa !140
  %111 = icmp slt i64 %103, %110, !dbg !235
  br i1 %111, label %112, label %149, !dbg !236

112:                                              ; preds = %108
  store i64 %103, ptr %109, align 8, !dbg !237, !tbaa !140
  %113 = getelementptr inbounds [600 x i32], ptr @prev_, i64 0, i64 %104, !dbg !238
  store i32 %30, ptr %113, align 4, !dbg !239, !tbaa !99
  %114 = icmp eq i32 %106, -1, !dbg !240
  br i1 %114, label %115, label %119, !dbg !242

115:                                              ; preds = %112
  %116 = sext i32 %95 to i64, !dbg !243
  %117 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %116, !dbg !243
  store i32 %98, ptr %117, align 4, !dbg !245, !tbaa !99
  %118 = add nsw i32 %95, 1, !dbg !246
  store i32 %95, ptr %105, align 4, !dbg !247, !tbaa !99
  br label %119, !dbg !248

119:                                              ; preds = %115, %112
  %120 = phi i32 [ %118, %115 ], [ %95, %112 ]
  %121 = phi i32 [ %95, %115 ], [ %106, %112 ], !dbg !249
    #dbg_value(i32 %121, !250, !DIExpression(), !253)
  %122 = icmp sgt i32 %121, 0, !dbg !255
  br i1 %122, label %123, label %149, !dbg !256

123:                                              ; preds = %119
  %124 = zext nneg i32 %121 to i64
  %125 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %124
  %126 = load i32, ptr %125, align 4, !dbg !257, !tbaa !99
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %127
  %129 = load i64, ptr %128, align 8, !dbg !258, !tbaa !140
  %130 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %127
  br label %131, !dbg !259

131:                                              ; preds = %142, %123
  %132 = phi i32 [ %134, %142 ], [ %121, %123 ]
    #dbg_value(i32 %132, !250, !DIExpression(), !253)
  %133 = add nsw i32 %132, -1, !dbg !260
  %134 = lshr i32 %133, 1, !dbg !261
  %135 = zext nneg i32 %134 to i64, !dbg !262
  %136 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %135, !dbg !262
  %137 = load i32, ptr %136, align 4, !dbg !262, !tbaa !99
  %138 = sext i32 %137 to i64, !dbg !263
  %139 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %138, !dbg !263
  %140 = load i64, ptr %139, align 8, !dbg !263, !tbaa !140
  %141 = icmp sgt i64 %140, %129, !dbg !264
  br i1 %141, label %142, label %149, !dbg !259

142:                                              ; preds = %131
  %143 = zext nneg i32 %132 to i64, !dbg !257
  %144 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %143, !dbg !257
    #dbg_value(i32 %132, !154, !DIExpression(), !265)
    #dbg_value(i32 %134, !159, !DIExpression(), !265)
    #dbg_value(i32 %126, !160, !DIExpression(), !265)
  store i32 %137, ptr %144, align 4, !dbg !268, !tbaa !99
  store i32 %126, ptr %136, align 4, !dbg !269, !tbaa !99
  %145 = load i32, ptr %144, align 4, !dbg !270, !tbaa !99
  %146 = sext i32 %145 to i64, !dbg !271
  %147 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %146, !dbg !271
  store i32 %132, ptr %147, align 4, !dbg !272, !tbaa !99
  store i32 %134, ptr %130, align 4, !dbg !273, !tbaa !99
    #dbg_value(i32 %134, !250, !DIExpression(), !253)
  %148 = icmp ult i32 %133, 2, !dbg !255
  br i1 %148, label %149, label %131, !dbg !256, !llvm.loop !274

149:                                              ; preds = %142, %131, %119, %108, %93
  %150 = phi i32 [ %120, %119 ], [ %95, %93 ], [ %95, %108 ], [ %120, %131 ], [ %120, %142 ]
  %151 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %96, !dbg !276
    #dbg_value(i32 poison, !123, !DIExpression(), !219)
  %152 = load i32, ptr %151, align 4, !dbg !220, !tbaa !99
    #dbg_value(i32 %152, !123, !DIExpression(), !219)
  %153 = icmp eq i32 %152, -1, !dbg !221
  br i1 %153, label %25, label %93, !dbg !222, !llvm.loop !277

154:                                              ; preds = %25, %154
  %155 = phi i64 [ %170, %154 ], [ 0, %25 ], !dbg !279
  %156 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %155, !dbg !298
  %157 = getelementptr inbounds i8, ptr %156, i64 16, !dbg !299
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %156, align 16, !dbg !299, !tbaa !140
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %157, align 16, !dbg !299, !tbaa !140
  %158 = add nuw nsw i64 %155, 4, !dbg !279
  %159 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %158, !dbg !298
  %160 = getelementptr inbounds i8, ptr %159, i64 16, !dbg !299
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %159, align 16, !dbg !299, !tbaa !140
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %160, align 16, !dbg !299, !tbaa !140
  %161 = add nuw nsw i64 %155, 8, !dbg !279
  %162 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %161, !dbg !298
  %163 = getelementptr inbounds i8, ptr %162, i64 16, !dbg !299
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %162, align 16, !dbg !299, !tbaa !140
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %163, align 16, !dbg !299, !tbaa !140
  %164 = add nuw nsw i64 %155, 12, !dbg !279
  %165 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %164, !dbg !298
  %166 = getelementptr inbounds i8, ptr %165, i64 16, !dbg !299
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %165, align 16, !dbg !299, !tbaa !140
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %166, align 16, !dbg !299, !tbaa !140
  %167 = add nuw nsw i64 %155, 16, !dbg !279
  %168 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %167, !dbg !298
  %169 = getelementptr inbounds i8, ptr %168, i64 16, !dbg !299
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %168, align 16, !dbg !299, !tbaa !140
  store <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>, ptr %169, align 16, !dbg !299, !tbaa !140
  %170 = add nuw nsw i64 %155, 20, !dbg !279
  %171 = icmp eq i64 %170, 600, !dbg !279
  br i1 %171, label %172, label %154, !dbg !279, !llvm.loop !300

172:                                              ; preds = %154
  store i64 0, ptr @dist_bf, align 16, !dbg !303, !tbaa !140
    #dbg_value(i32 0, !286, !DIExpression(), !304)
  br label %173, !dbg !305

173:                                              ; preds = %175, %172
  %174 = phi i32 [ 0, %172 ], [ %177, %175 ]
    #dbg_value(i32 %174, !286, !DIExpression(), !304)
    #dbg_value(i32 0, !291, !DIExpression(), !306)
    #dbg_value(i32 0, !288, !DIExpression(), !307)
  br label %180, !dbg !308

175:                                              ; preds = %211
  %176 = icmp eq i32 %212, 0, !dbg !309
    #dbg_value(i32 %174, !286, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !304)
  %177 = add nuw nsw i32 %174, 1
    #dbg_value(i32 %177, !286, !DIExpression(), !304)
  %178 = icmp eq i32 %177, 600
  %179 = select i1 %176, i1 true, i1 %178
  br i1 %179, label %243, label %173, !llvm.loop !311

180:                                              ; preds = %211, %173
  %181 = phi i64 [ 0, %173 ], [ %213, %211 ]
  %182 = phi i32 [ 0, %173 ], [ %212, %211 ]
    #dbg_value(i64 %181, !291, !DIExpression(), !306)
    #dbg_value(i32 %182, !288, !DIExpression(), !307)
  %183 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %181, !dbg !313
  %184 = load i64, ptr %183, align 8, !dbg !313, !tbaa !140
  %185 = icmp eq i64 %184, 9223372036854775807, !dbg !314
  br i1 %185, label %211, label %186, !dbg !315

186:                                              ; preds = %180
  %187 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %181, !dbg !316
    #dbg_value(i32 poison, !293, !DIExpression(), !317)
  %188 = load i32, ptr %187, align 4, !dbg !318, !tbaa !99
  %189 = icmp eq i32 %188, -1, !dbg !319
  br i1 %189, label %211, label %190, !dbg !321

190:                                              ; preds = %186, %206
  %191 = phi i32 [ %209, %206 ], [ %188, %186 ]
  %192 = phi i32 [ %207, %206 ], [ %182, %186 ]
    #dbg_value(i32 %192, !288, !DIExpression(), !307)
  %193 = load i64, ptr %183, align 8, !dbg !322, !tbaa !140
  %194 = sext i32 %191 to i64, !dbg !324
  %195 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %194, !dbg !324
  %196 = load i32, ptr %195, align 4, !dbg !324, !tbaa !99
  %197 = sext i32 %196 to i64, !dbg !324
  %198 = add nsw i64 %193, %197, !dbg !325
  %199 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %194, !dbg !326
  %200 = load i32, ptr %199, align 4, !dbg !326, !tbaa !99
  %201 = sext i32 %200 to i64, !dbg !327
  %202 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %201, !dbg !327
  %203 = load i64, ptr %202, align 8, !dbg !327, !tbaa !140
  %204 = icmp slt i64 %198, %203, !dbg !328
  br i1 %204, label %205, label %206, !dbg !329

205:                                              ; preds = %190
  store i64 %198, ptr %202, align 8, !dbg !330, !tbaa !140
    #dbg_value(i32 1, !288, !DIExpression(), !307)
  br label %206, !dbg !332

206:                                              ; preds = %205, %190
  %207 = phi i32 [ 1, %205 ], [ %192, %190 ], !dbg !307
    #dbg_value(i32 %207, !288, !DIExpression(), !307)
  %208 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %194, !dbg !333
    #dbg_value(i32 poison, !293, !DIExpression(), !317)
  %209 = load i32, ptr %208, align 4, !dbg !318, !tbaa !99
    #dbg_value(i32 %209, !293, !DIExpression(), !317)
  %210 = icmp eq i32 %209, -1, !dbg !319
  br i1 %210, label %211, label %190, !dbg !321, !llvm.loop !334

211:                                              ; preds = %206, %186, %180
  %212 = phi i32 [ %182, %180 ], [ %182, %186 ], [ %207, %206 ], !dbg !336
    #dbg_value(i32 %212, !288, !DIExpression(), !307)
  %213 = add nuw nsw i64 %181, 1, !dbg !337
    #dbg_value(i64 %213, !291, !DIExpression(), !306)
  %214 = icmp eq i64 %213, 600, !dbg !338
  br i1 %214, label %175, label %180, !dbg !308, !llvm.loop !339

215:                                              ; preds = %0, %215
  %216 = phi i64 [ %3, %0 ], [ %235, %215 ]
  %217 = phi i32 [ 99991, %0 ], [ %224, %215 ]
  %218 = phi i32 [ 0, %0 ], [ %237, %215 ]
    #dbg_value(i32 %217, !69, !DIExpression(), !95)
    #dbg_value(i32 %218, !75, !DIExpression(), !103)
  %219 = mul i32 %217, 1664525, !dbg !341
  %220 = add i32 %219, 1013904223, !dbg !342
    #dbg_value(i32 %220, !69, !DIExpression(), !95)
  %221 = lshr i32 %220, 8, !dbg !343
  %222 = urem i32 %221, 600, !dbg !344
    #dbg_value(i32 %222, !77, !DIExpression(), !345)
  %223 = mul i32 %220, 1664525, !dbg !346
  %224 = add i32 %223, 1013904223, !dbg !347
    #dbg_value(i32 %224, !69, !DIExpression(), !95)
  %225 = lshr i32 %224, 8, !dbg !348
  %226 = urem i32 %225, 600, !dbg !349
    #dbg_value(i32 %226, !80, !DIExpression(), !345)
  %227 = urem i32 %224, 1000, !dbg !350
  %228 = add nuw nsw i32 %227, 1, !dbg !351
    #dbg_value(i32 %222, !110, !DIExpression(), !352)
    #dbg_value(i32 %226, !111, !DIExpression(), !352)
    #dbg_value(i32 %228, !112, !DIExpression(), !352)
  %229 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %216, !dbg !353
  store i32 %226, ptr %229, align 4, !dbg !354, !tbaa !99
  %230 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %216, !dbg !355
  store i32 %228, ptr %230, align 4, !dbg !356, !tbaa !99
  %231 = zext nneg i32 %222 to i64, !dbg !357
  %232 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %231, !dbg !357
  %233 = load i32, ptr %232, align 4, !dbg !357, !tbaa !99
  %234 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %216, !dbg !358
  store i32 %233, ptr %234, align 4, !dbg !359, !tbaa !99
  %235 = add nsw i64 %216, 1, !dbg !360
  %236 = trunc nsw i64 %216 to i32, !dbg !361
  store i32 %236, ptr %232, align 4, !dbg !361, !tbaa !99
  %237 = add nuw nsw i32 %218, 1, !dbg !362
    #dbg_value(i32 %237, !75, !DIExpression(), !103)
  %238 = icmp eq i32 %237, 4000, !dbg !363
  br i1 %238, label %4, label %215, !dbg !104, !llvm.loop !364

239:                                              ; preds = %264
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %265, i64 noundef %267, i32 noundef %268, i64 noundef %266, i32 noundef %255), !dbg !366
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %268), !dbg !367
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %1) #6, !dbg !368
    #dbg_value(i32 0, !89, !DIExpression(), !95)
    #dbg_value(i32 %268, !90, !DIExpression(), !369)
  %242 = icmp eq i32 %268, -1, !dbg !370
  br i1 %242, label %285, label %276, !dbg !372

243:                                              ; preds = %175, %264
  %244 = phi i64 [ %269, %264 ], [ 0, %175 ]
  %245 = phi i32 [ %268, %264 ], [ 0, %175 ]
  %246 = phi i64 [ %267, %264 ], [ 0, %175 ]
  %247 = phi i64 [ %266, %264 ], [ 0, %175 ]
  %248 = phi i32 [ %255, %264 ], [ 1, %175 ]
  %249 = phi i32 [ %265, %264 ], [ 0, %175 ]
    #dbg_value(i64 %244, !86, !DIExpression(), !373)
    #dbg_value(i32 %245, !85, !DIExpression(), !95)
    #dbg_value(i64 %246, !84, !DIExpression(), !95)
    #dbg_value(i64 %247, !83, !DIExpression(), !95)
    #dbg_value(i32 %248, !82, !DIExpression(), !95)
    #dbg_value(i32 %249, !81, !DIExpression(), !95)
  %250 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %244, !dbg !374
  %251 = load i64, ptr %250, align 8, !dbg !374, !tbaa !140
  %252 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %244, !dbg !377
  %253 = load i64, ptr %252, align 8, !dbg !377, !tbaa !140
  %254 = icmp eq i64 %251, %253, !dbg !378
  %255 = select i1 %254, i32 %248, i32 0, !dbg !379
    #dbg_value(i32 %255, !82, !DIExpression(), !95)
  %256 = icmp eq i64 %251, 9223372036854775807, !dbg !380
  br i1 %256, label %264, label %257, !dbg !382

257:                                              ; preds = %243
  %258 = add nsw i32 %249, 1, !dbg !383
    #dbg_value(i32 %258, !81, !DIExpression(), !95)
  %259 = add nsw i64 %251, %246, !dbg !385
    #dbg_value(i64 %259, !84, !DIExpression(), !95)
  %260 = icmp sgt i64 %251, %247, !dbg !386
  %261 = tail call i64 @llvm.smax.i64(i64 %251, i64 %247), !dbg !388
  %262 = trunc nuw nsw i64 %244 to i32, !dbg !388
  %263 = select i1 %260, i32 %262, i32 %245, !dbg !388
  br label %264, !dbg !388

264:                                              ; preds = %257, %243
  %265 = phi i32 [ %249, %243 ], [ %258, %257 ], !dbg !95
  %266 = phi i64 [ %247, %243 ], [ %261, %257 ], !dbg !95
  %267 = phi i64 [ %246, %243 ], [ %259, %257 ], !dbg !95
  %268 = phi i32 [ %245, %243 ], [ %263, %257 ], !dbg !95
    #dbg_value(i32 %268, !85, !DIExpression(), !95)
    #dbg_value(i64 %267, !84, !DIExpression(), !95)
    #dbg_value(i64 %266, !83, !DIExpression(), !95)
    #dbg_value(i32 %265, !81, !DIExpression(), !95)
  %269 = add nuw nsw i64 %244, 1, !dbg !389
    #dbg_value(i64 %269, !86, !DIExpression(), !373)
    #dbg_value(i32 %255, !82, !DIExpression(), !95)
  %270 = icmp eq i64 %269, 600, !dbg !390
  br i1 %270, label %239, label %243, !dbg !391, !llvm.loop !392

271:                                              ; preds = %276
  %272 = trunc nuw i64 %279 to i32, !dbg !394
    #dbg_value(i32 %272, !92, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !396)
  %273 = icmp sgt i32 %272, 0, !dbg !394
  br i1 %273, label %274, label %285, !dbg !397

274:                                              ; preds = %271
  %275 = and i64 %279, 2147483647, !dbg !397
  br label %290, !dbg !397

276:                                              ; preds = %239, %276
  %277 = phi i64 [ %279, %276 ], [ 0, %239 ]
  %278 = phi i32 [ %283, %276 ], [ %268, %239 ]
    #dbg_value(i32 %278, !90, !DIExpression(), !369)
    #dbg_value(i64 %277, !89, !DIExpression(), !95)
  %279 = add nuw nsw i64 %277, 1, !dbg !398
    #dbg_value(i64 %279, !89, !DIExpression(), !95)
  %280 = getelementptr inbounds [600 x i32], ptr %1, i64 0, i64 %277, !dbg !399
  store i32 %278, ptr %280, align 4, !dbg !400, !tbaa !99
  %281 = sext i32 %278 to i64, !dbg !401
  %282 = getelementptr inbounds [600 x i32], ptr @prev_, i64 0, i64 %281, !dbg !401
  %283 = load i32, ptr %282, align 4, !dbg !401, !tbaa !99
    #dbg_value(i32 %283, !90, !DIExpression(), !369)
  %284 = icmp eq i32 %283, -1, !dbg !370
  br i1 %284, label %271, label %276, !dbg !372, !llvm.loop !402

285:                                              ; preds = %290, %239, %271
  %286 = phi i32 [ %272, %271 ], [ 0, %239 ], [ %272, %290 ]
  %287 = tail call i32 @putchar(i32 10), !dbg !404
  %288 = icmp eq i32 %255, 0, !dbg !405
  %289 = select i1 %288, i32 100, i32 %286, !dbg !405
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %1) #6, !dbg !406
  ret i32 %289, !dbg !407

290:                                              ; preds = %274, %290
  %291 = phi i64 [ %275, %274 ], [ %292, %290 ]
    #dbg_value(i64 %291, !92, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !396)
  %292 = add nsw i64 %291, -1, !dbg !408
    #dbg_value(i64 %292, !92, !DIExpression(), !396)
  %293 = getelementptr inbounds [600 x i32], ptr %1, i64 0, i64 %292, !dbg !409
  %294 = load i32, ptr %293, align 4, !dbg !409, !tbaa !99
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %294), !dbg !410
    #dbg_value(i64 %292, !92, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !396)
  %296 = icmp ugt i64 %291, 1, !dbg !394
  br i1 %296, label %290, label %285, !dbg !397, !llvm.loop !411
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !413 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 10, type: !38, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/dijkstra_binary_heap.c", directory: ".", checksumkind: CSK_MD5, checksum: "81199c2f1ba51c43c0e8adaae1329f46")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!7, !13, !18, !23, !0, !28, !34, !36, !39, !44, !46, !48, !50, !52, !54}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 440, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 55)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 96, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 12)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 2)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "dist", scope: !2, file: !3, line: 11, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 38400, elements: !32)
!31 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!32 = !{!33}
!33 = !DISubrange(count: 600)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "dist_bf", scope: !2, file: !3, line: 11, type: !30, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "prev_", scope: !2, file: !3, line: 12, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 19200, elements: !32)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "to", scope: !2, file: !3, line: 10, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128000, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4000)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "ne", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "wt", scope: !2, file: !3, line: 10, type: !41, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "nxt", scope: !2, file: !3, line: 10, type: !41, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "pos", scope: !2, file: !3, line: 12, type: !38, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "hn", scope: !2, file: !3, line: 12, type: !5, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "heap", scope: !2, file: !3, line: 12, type: !38, isLocal: true, isDefinition: true)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 42, type: !65, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!65 = !DISubroutineType(types: !4)
!66 = !{!67, !69, !75, !77, !80, !81, !82, !83, !84, !85, !86, !88, !89, !90, !92}
!67 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 43, type: !5)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 43, column: 5)
!69 = !DILocalVariable(name: "x", scope: !64, file: !3, line: 44, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !71, line: 26, baseType: !72)
!71 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !73, line: 42, baseType: !74)
!73 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!74 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!75 = !DILocalVariable(name: "i", scope: !76, file: !3, line: 45, type: !5)
!76 = distinct !DILexicalBlock(scope: !64, file: !3, line: 45, column: 5)
!77 = !DILocalVariable(name: "a", scope: !78, file: !3, line: 45, type: !5)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 45, column: 33)
!79 = distinct !DILexicalBlock(scope: !76, file: !3, line: 45, column: 5)
!80 = !DILocalVariable(name: "b", scope: !78, file: !3, line: 45, type: !5)
!81 = !DILocalVariable(name: "reach", scope: !64, file: !3, line: 48, type: !5)
!82 = !DILocalVariable(name: "same", scope: !64, file: !3, line: 48, type: !5)
!83 = !DILocalVariable(name: "far", scope: !64, file: !3, line: 48, type: !31)
!84 = !DILocalVariable(name: "sum", scope: !64, file: !3, line: 48, type: !31)
!85 = !DILocalVariable(name: "far_v", scope: !64, file: !3, line: 48, type: !5)
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 49, type: !5)
!87 = distinct !DILexicalBlock(scope: !64, file: !3, line: 49, column: 5)
!88 = !DILocalVariable(name: "path", scope: !64, file: !3, line: 52, type: !38)
!89 = !DILocalVariable(name: "pl", scope: !64, file: !3, line: 52, type: !5)
!90 = !DILocalVariable(name: "v", scope: !91, file: !3, line: 53, type: !5)
!91 = distinct !DILexicalBlock(scope: !64, file: !3, line: 53, column: 5)
!92 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 54, type: !5)
!93 = distinct !DILexicalBlock(scope: !64, file: !3, line: 54, column: 5)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 0, scope: !64)
!96 = !DILocation(line: 0, scope: !68)
!97 = !DILocation(line: 43, column: 41, scope: !98)
!98 = distinct !DILexicalBlock(scope: !68, file: !3, line: 43, column: 5)
!99 = !{!100, !100, i64 0}
!100 = !{!"int", !101, i64 0}
!101 = !{!"omnipotent char", !102, i64 0}
!102 = !{!"Simple C/C++ TBAA"}
!103 = !DILocation(line: 0, scope: !76)
!104 = !DILocation(line: 45, column: 5, scope: !76)
!105 = !DILocation(line: 13, scope: !106, inlinedAt: !113)
!106 = distinct !DISubprogram(name: "add_edge", scope: !3, file: !3, line: 13, type: !107, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !5, !5, !5}
!109 = !{!110, !111, !112}
!110 = !DILocalVariable(name: "a", arg: 1, scope: !106, file: !3, line: 13, type: !5)
!111 = !DILocalVariable(name: "b", arg: 2, scope: !106, file: !3, line: 13, type: !5)
!112 = !DILocalVariable(name: "w", arg: 3, scope: !106, file: !3, line: 13, type: !5)
!113 = distinct !DILocation(line: 45, column: 157, scope: !78)
!114 = !DILocalVariable(name: "src", arg: 1, scope: !115, file: !3, line: 17, type: !5)
!115 = distinct !DISubprogram(name: "dijkstra", scope: !3, file: !3, line: 17, type: !116, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !5}
!118 = !{!114, !119, !121, !123, !125, !128}
!119 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 18, type: !5)
!120 = distinct !DILexicalBlock(scope: !115, file: !3, line: 18, column: 5)
!121 = !DILocalVariable(name: "u", scope: !122, file: !3, line: 21, type: !5)
!122 = distinct !DILexicalBlock(scope: !115, file: !3, line: 20, column: 16)
!123 = !DILocalVariable(name: "e", scope: !124, file: !3, line: 23, type: !5)
!124 = distinct !DILexicalBlock(scope: !122, file: !3, line: 23, column: 9)
!125 = !DILocalVariable(name: "v", scope: !126, file: !3, line: 24, type: !5)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 23, column: 52)
!127 = distinct !DILexicalBlock(scope: !124, file: !3, line: 23, column: 9)
!128 = !DILocalVariable(name: "nd", scope: !126, file: !3, line: 24, type: !31)
!129 = !DILocation(line: 0, scope: !115, inlinedAt: !130)
!130 = distinct !DILocation(line: 46, column: 5, scope: !64)
!131 = !DILocation(line: 0, scope: !120, inlinedAt: !130)
!132 = !DILocation(line: 18, column: 64, scope: !133, inlinedAt: !130)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 18, column: 33)
!134 = distinct !DILexicalBlock(scope: !120, file: !3, line: 18, column: 5)
!135 = !DILocation(line: 18, column: 77, scope: !133, inlinedAt: !130)
!136 = !DILocation(line: 18, column: 5, scope: !120, inlinedAt: !130)
!137 = !DILocation(line: 18, column: 29, scope: !134, inlinedAt: !130)
!138 = !DILocation(line: 18, column: 35, scope: !133, inlinedAt: !130)
!139 = !DILocation(line: 18, column: 43, scope: !133, inlinedAt: !130)
!140 = !{!141, !141, i64 0}
!141 = !{!"long", !101, i64 0}
!142 = distinct !{!142, !136, !143, !144, !145, !146}
!143 = !DILocation(line: 18, column: 83, scope: !120, inlinedAt: !130)
!144 = !{!"llvm.loop.mustprogress"}
!145 = !{!"llvm.loop.isvectorized", i32 1}
!146 = !{!"llvm.loop.unroll.runtime.disable"}
!147 = !DILocation(line: 19, column: 15, scope: !115, inlinedAt: !130)
!148 = !DILocation(line: 19, column: 37, scope: !115, inlinedAt: !130)
!149 = !DILocation(line: 19, column: 53, scope: !115, inlinedAt: !130)
!150 = !DILocation(line: 20, column: 5, scope: !115, inlinedAt: !130)
!151 = !DILocation(line: 21, column: 17, scope: !122, inlinedAt: !130)
!152 = !DILocation(line: 0, scope: !122, inlinedAt: !130)
!153 = !DILocation(line: 22, column: 17, scope: !122, inlinedAt: !130)
!154 = !DILocalVariable(name: "i", arg: 1, scope: !155, file: !3, line: 14, type: !5)
!155 = distinct !DISubprogram(name: "swap", scope: !3, file: !3, line: 14, type: !156, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !5, !5}
!158 = !{!154, !159, !160}
!159 = !DILocalVariable(name: "j", arg: 2, scope: !155, file: !3, line: 14, type: !5)
!160 = !DILocalVariable(name: "t", scope: !155, file: !3, line: 14, type: !5)
!161 = !DILocation(line: 0, scope: !155, inlinedAt: !162)
!162 = distinct !DILocation(line: 22, column: 9, scope: !122, inlinedAt: !130)
!163 = !DILocation(line: 14, column: 61, scope: !155, inlinedAt: !162)
!164 = !DILocation(line: 14, column: 59, scope: !155, inlinedAt: !162)
!165 = !DILocation(line: 14, column: 78, scope: !155, inlinedAt: !162)
!166 = !DILocation(line: 14, column: 87, scope: !155, inlinedAt: !162)
!167 = !DILocation(line: 14, column: 83, scope: !155, inlinedAt: !162)
!168 = !DILocation(line: 14, column: 96, scope: !155, inlinedAt: !162)
!169 = !DILocation(line: 14, column: 101, scope: !155, inlinedAt: !162)
!170 = !DILocation(line: 22, column: 31, scope: !122, inlinedAt: !130)
!171 = !DILocalVariable(name: "i", arg: 1, scope: !172, file: !3, line: 16, type: !5)
!172 = distinct !DISubprogram(name: "down", scope: !3, file: !3, line: 16, type: !116, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !173)
!173 = !{!171, !174, !178, !179}
!174 = !DILocalVariable(name: "l", scope: !175, file: !3, line: 16, type: !5)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 16, column: 36)
!176 = distinct !DILexicalBlock(scope: !177, file: !3, line: 16, column: 27)
!177 = distinct !DILexicalBlock(scope: !172, file: !3, line: 16, column: 27)
!178 = !DILocalVariable(name: "r", scope: !175, file: !3, line: 16, type: !5)
!179 = !DILocalVariable(name: "m", scope: !175, file: !3, line: 16, type: !5)
!180 = !DILocation(line: 0, scope: !172, inlinedAt: !181)
!181 = distinct !DILocation(line: 22, column: 37, scope: !122, inlinedAt: !130)
!182 = !DILocation(line: 16, column: 27, scope: !172, inlinedAt: !181)
!183 = !DILocation(line: 16, column: 48, scope: !175, inlinedAt: !181)
!184 = !DILocation(line: 16, column: 52, scope: !175, inlinedAt: !181)
!185 = !DILocation(line: 0, scope: !175, inlinedAt: !181)
!186 = !DILocation(line: 16, column: 63, scope: !175, inlinedAt: !181)
!187 = !DILocation(line: 16, column: 81, scope: !188, inlinedAt: !181)
!188 = distinct !DILexicalBlock(scope: !175, file: !3, line: 16, column: 79)
!189 = !DILocation(line: 16, column: 86, scope: !188, inlinedAt: !181)
!190 = !DILocation(line: 16, column: 94, scope: !188, inlinedAt: !181)
!191 = !DILocation(line: 16, column: 89, scope: !188, inlinedAt: !181)
!192 = !DILocation(line: 16, column: 105, scope: !188, inlinedAt: !181)
!193 = !DILocation(line: 16, column: 103, scope: !188, inlinedAt: !181)
!194 = !DILocation(line: 16, column: 79, scope: !175, inlinedAt: !181)
!195 = !DILocation(line: 16, scope: !175, inlinedAt: !181)
!196 = !DILocation(line: 16, column: 133, scope: !197, inlinedAt: !181)
!197 = distinct !DILexicalBlock(scope: !175, file: !3, line: 16, column: 131)
!198 = !DILocation(line: 16, column: 138, scope: !197, inlinedAt: !181)
!199 = !DILocation(line: 16, column: 146, scope: !197, inlinedAt: !181)
!200 = !DILocation(line: 16, column: 141, scope: !197, inlinedAt: !181)
!201 = !DILocation(line: 16, column: 162, scope: !197, inlinedAt: !181)
!202 = !DILocation(line: 16, column: 157, scope: !197, inlinedAt: !181)
!203 = !DILocation(line: 16, column: 155, scope: !197, inlinedAt: !181)
!204 = !DILocation(line: 16, column: 131, scope: !175, inlinedAt: !181)
!205 = !DILocation(line: 16, column: 185, scope: !206, inlinedAt: !181)
!206 = distinct !DILexicalBlock(scope: !175, file: !3, line: 16, column: 183)
!207 = !DILocation(line: 16, column: 183, scope: !175, inlinedAt: !181)
!208 = !DILocation(line: 0, scope: !155, inlinedAt: !209)
!209 = distinct !DILocation(line: 16, column: 199, scope: !175, inlinedAt: !181)
!210 = !DILocation(line: 14, column: 42, scope: !155, inlinedAt: !209)
!211 = !DILocation(line: 14, column: 61, scope: !155, inlinedAt: !209)
!212 = !DILocation(line: 14, column: 59, scope: !155, inlinedAt: !209)
!213 = !DILocation(line: 14, column: 78, scope: !155, inlinedAt: !209)
!214 = !DILocation(line: 14, column: 87, scope: !155, inlinedAt: !209)
!215 = !DILocation(line: 14, column: 83, scope: !155, inlinedAt: !209)
!216 = !DILocation(line: 14, column: 96, scope: !155, inlinedAt: !209)
!217 = !DILocation(line: 14, column: 114, scope: !155, inlinedAt: !209)
!218 = !DILocation(line: 23, column: 22, scope: !124, inlinedAt: !130)
!219 = !DILocation(line: 0, scope: !124, inlinedAt: !130)
!220 = !DILocation(line: 23, scope: !124, inlinedAt: !130)
!221 = !DILocation(line: 23, column: 33, scope: !127, inlinedAt: !130)
!222 = !DILocation(line: 23, column: 9, scope: !124, inlinedAt: !130)
!223 = distinct !{!223, !150, !224, !144}
!224 = !DILocation(line: 30, column: 5, scope: !115, inlinedAt: !130)
!225 = !DILocation(line: 24, column: 21, scope: !126, inlinedAt: !130)
!226 = !DILocation(line: 0, scope: !126, inlinedAt: !130)
!227 = !DILocation(line: 24, column: 38, scope: !126, inlinedAt: !130)
!228 = !DILocation(line: 24, column: 48, scope: !126, inlinedAt: !130)
!229 = !DILocation(line: 24, column: 46, scope: !126, inlinedAt: !130)
!230 = !DILocation(line: 25, column: 17, scope: !231, inlinedAt: !130)
!231 = distinct !DILexicalBlock(scope: !126, file: !3, line: 25, column: 17)
!232 = !DILocation(line: 25, column: 24, scope: !231, inlinedAt: !130)
!233 = !DILocation(line: 25, column: 30, scope: !231, inlinedAt: !130)
!234 = !DILocation(line: 25, column: 39, scope: !231, inlinedAt: !130)
!235 = !DILocation(line: 25, column: 36, scope: !231, inlinedAt: !130)
!236 = !DILocation(line: 25, column: 17, scope: !126, inlinedAt: !130)
!237 = !DILocation(line: 26, column: 21, scope: !126, inlinedAt: !130)
!238 = !DILocation(line: 26, column: 27, scope: !126, inlinedAt: !130)
!239 = !DILocation(line: 26, column: 36, scope: !126, inlinedAt: !130)
!240 = !DILocation(line: 27, column: 24, scope: !241, inlinedAt: !130)
!241 = distinct !DILexicalBlock(scope: !126, file: !3, line: 27, column: 17)
!242 = !DILocation(line: 27, column: 17, scope: !126, inlinedAt: !130)
!243 = !DILocation(line: 27, column: 33, scope: !244, inlinedAt: !130)
!244 = distinct !DILexicalBlock(scope: !241, file: !3, line: 27, column: 31)
!245 = !DILocation(line: 27, column: 42, scope: !244, inlinedAt: !130)
!246 = !DILocation(line: 27, column: 58, scope: !244, inlinedAt: !130)
!247 = !DILocation(line: 27, column: 54, scope: !244, inlinedAt: !130)
!248 = !DILocation(line: 27, column: 62, scope: !244, inlinedAt: !130)
!249 = !DILocation(line: 28, column: 16, scope: !126, inlinedAt: !130)
!250 = !DILocalVariable(name: "i", arg: 1, scope: !251, file: !3, line: 15, type: !5)
!251 = distinct !DISubprogram(name: "up", scope: !3, file: !3, line: 15, type: !116, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !252)
!252 = !{!250}
!253 = !DILocation(line: 0, scope: !251, inlinedAt: !254)
!254 = distinct !DILocation(line: 28, column: 13, scope: !126, inlinedAt: !130)
!255 = !DILocation(line: 15, column: 34, scope: !251, inlinedAt: !254)
!256 = !DILocation(line: 15, column: 38, scope: !251, inlinedAt: !254)
!257 = !DILocation(line: 15, column: 72, scope: !251, inlinedAt: !254)
!258 = !DILocation(line: 15, column: 67, scope: !251, inlinedAt: !254)
!259 = !DILocation(line: 15, column: 25, scope: !251, inlinedAt: !254)
!260 = !DILocation(line: 15, column: 54, scope: !251, inlinedAt: !254)
!261 = !DILocation(line: 15, column: 59, scope: !251, inlinedAt: !254)
!262 = !DILocation(line: 15, column: 46, scope: !251, inlinedAt: !254)
!263 = !DILocation(line: 15, column: 41, scope: !251, inlinedAt: !254)
!264 = !DILocation(line: 15, column: 65, scope: !251, inlinedAt: !254)
!265 = !DILocation(line: 0, scope: !155, inlinedAt: !266)
!266 = distinct !DILocation(line: 15, column: 84, scope: !267, inlinedAt: !254)
!267 = distinct !DILexicalBlock(scope: !251, file: !3, line: 15, column: 82)
!268 = !DILocation(line: 14, column: 59, scope: !155, inlinedAt: !266)
!269 = !DILocation(line: 14, column: 78, scope: !155, inlinedAt: !266)
!270 = !DILocation(line: 14, column: 87, scope: !155, inlinedAt: !266)
!271 = !DILocation(line: 14, column: 83, scope: !155, inlinedAt: !266)
!272 = !DILocation(line: 14, column: 96, scope: !155, inlinedAt: !266)
!273 = !DILocation(line: 14, column: 114, scope: !155, inlinedAt: !266)
!274 = distinct !{!274, !259, !275, !144}
!275 = !DILocation(line: 15, column: 123, scope: !251, inlinedAt: !254)
!276 = !DILocation(line: 23, column: 44, scope: !127, inlinedAt: !130)
!277 = distinct !{!277, !222, !278, !144}
!278 = !DILocation(line: 29, column: 9, scope: !124, inlinedAt: !130)
!279 = !DILocation(line: 33, column: 29, scope: !280, inlinedAt: !297)
!280 = distinct !DILexicalBlock(scope: !281, file: !3, line: 33, column: 5)
!281 = distinct !DILexicalBlock(scope: !282, file: !3, line: 33, column: 5)
!282 = distinct !DISubprogram(name: "bellman_ford", scope: !3, file: !3, line: 32, type: !116, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !283)
!283 = !{!284, !285, !286, !288, !291, !293}
!284 = !DILocalVariable(name: "src", arg: 1, scope: !282, file: !3, line: 32, type: !5)
!285 = !DILocalVariable(name: "i", scope: !281, file: !3, line: 33, type: !5)
!286 = !DILocalVariable(name: "it", scope: !287, file: !3, line: 35, type: !5)
!287 = distinct !DILexicalBlock(scope: !282, file: !3, line: 35, column: 5)
!288 = !DILocalVariable(name: "changed", scope: !289, file: !3, line: 36, type: !5)
!289 = distinct !DILexicalBlock(scope: !290, file: !3, line: 35, column: 36)
!290 = distinct !DILexicalBlock(scope: !287, file: !3, line: 35, column: 5)
!291 = !DILocalVariable(name: "u", scope: !292, file: !3, line: 37, type: !5)
!292 = distinct !DILexicalBlock(scope: !289, file: !3, line: 37, column: 9)
!293 = !DILocalVariable(name: "e", scope: !294, file: !3, line: 37, type: !5)
!294 = distinct !DILexicalBlock(scope: !295, file: !3, line: 37, column: 65)
!295 = distinct !DILexicalBlock(scope: !296, file: !3, line: 37, column: 41)
!296 = distinct !DILexicalBlock(scope: !292, file: !3, line: 37, column: 9)
!297 = distinct !DILocation(line: 47, column: 5, scope: !64)
!298 = !DILocation(line: 33, column: 33, scope: !280, inlinedAt: !297)
!299 = !DILocation(line: 33, column: 44, scope: !280, inlinedAt: !297)
!300 = distinct !{!300, !301, !302, !144, !145, !146}
!301 = !DILocation(line: 33, column: 5, scope: !281, inlinedAt: !297)
!302 = !DILocation(line: 33, column: 46, scope: !281, inlinedAt: !297)
!303 = !DILocation(line: 34, column: 18, scope: !282, inlinedAt: !297)
!304 = !DILocation(line: 0, scope: !287, inlinedAt: !297)
!305 = !DILocation(line: 35, column: 5, scope: !287, inlinedAt: !297)
!306 = !DILocation(line: 0, scope: !292, inlinedAt: !297)
!307 = !DILocation(line: 0, scope: !289, inlinedAt: !297)
!308 = !DILocation(line: 37, column: 9, scope: !292, inlinedAt: !297)
!309 = !DILocation(line: 38, column: 14, scope: !310, inlinedAt: !297)
!310 = distinct !DILexicalBlock(scope: !289, file: !3, line: 38, column: 13)
!311 = distinct !{!311, !305, !312, !144}
!312 = !DILocation(line: 39, column: 5, scope: !287, inlinedAt: !297)
!313 = !DILocation(line: 37, column: 41, scope: !295, inlinedAt: !297)
!314 = !DILocation(line: 37, column: 52, scope: !295, inlinedAt: !297)
!315 = !DILocation(line: 37, column: 41, scope: !296, inlinedAt: !297)
!316 = !DILocation(line: 37, column: 78, scope: !294, inlinedAt: !297)
!317 = !DILocation(line: 0, scope: !294, inlinedAt: !297)
!318 = !DILocation(line: 37, scope: !294, inlinedAt: !297)
!319 = !DILocation(line: 37, column: 89, scope: !320, inlinedAt: !297)
!320 = distinct !DILexicalBlock(scope: !294, file: !3, line: 37, column: 65)
!321 = !DILocation(line: 37, column: 65, scope: !294, inlinedAt: !297)
!322 = !DILocation(line: 37, column: 112, scope: !323, inlinedAt: !297)
!323 = distinct !DILexicalBlock(scope: !320, file: !3, line: 37, column: 112)
!324 = !DILocation(line: 37, column: 125, scope: !323, inlinedAt: !297)
!325 = !DILocation(line: 37, column: 123, scope: !323, inlinedAt: !297)
!326 = !DILocation(line: 37, column: 141, scope: !323, inlinedAt: !297)
!327 = !DILocation(line: 37, column: 133, scope: !323, inlinedAt: !297)
!328 = !DILocation(line: 37, column: 131, scope: !323, inlinedAt: !297)
!329 = !DILocation(line: 37, column: 112, scope: !320, inlinedAt: !297)
!330 = !DILocation(line: 37, column: 166, scope: !331, inlinedAt: !297)
!331 = distinct !DILexicalBlock(scope: !323, file: !3, line: 37, column: 149)
!332 = !DILocation(line: 37, column: 201, scope: !331, inlinedAt: !297)
!333 = !DILocation(line: 37, column: 100, scope: !320, inlinedAt: !297)
!334 = distinct !{!334, !321, !335, !144}
!335 = !DILocation(line: 37, column: 201, scope: !294, inlinedAt: !297)
!336 = !DILocation(line: 36, column: 13, scope: !289, inlinedAt: !297)
!337 = !DILocation(line: 37, column: 33, scope: !296, inlinedAt: !297)
!338 = !DILocation(line: 37, column: 27, scope: !296, inlinedAt: !297)
!339 = distinct !{!339, !308, !340, !144}
!340 = !DILocation(line: 37, column: 201, scope: !292, inlinedAt: !297)
!341 = !DILocation(line: 45, column: 41, scope: !78)
!342 = !DILocation(line: 45, column: 52, scope: !78)
!343 = !DILocation(line: 45, column: 84, scope: !78)
!344 = !DILocation(line: 45, column: 90, scope: !78)
!345 = !DILocation(line: 0, scope: !78)
!346 = !DILocation(line: 45, column: 102, scope: !78)
!347 = !DILocation(line: 45, column: 113, scope: !78)
!348 = !DILocation(line: 45, column: 145, scope: !78)
!349 = !DILocation(line: 45, column: 151, scope: !78)
!350 = !DILocation(line: 45, column: 180, scope: !78)
!351 = !DILocation(line: 45, column: 188, scope: !78)
!352 = !DILocation(line: 0, scope: !106, inlinedAt: !113)
!353 = !DILocation(line: 13, column: 45, scope: !106, inlinedAt: !113)
!354 = !DILocation(line: 13, column: 52, scope: !106, inlinedAt: !113)
!355 = !DILocation(line: 13, column: 57, scope: !106, inlinedAt: !113)
!356 = !DILocation(line: 13, column: 64, scope: !106, inlinedAt: !113)
!357 = !DILocation(line: 13, column: 79, scope: !106, inlinedAt: !113)
!358 = !DILocation(line: 13, column: 69, scope: !106, inlinedAt: !113)
!359 = !DILocation(line: 13, column: 77, scope: !106, inlinedAt: !113)
!360 = !DILocation(line: 13, column: 100, scope: !106, inlinedAt: !113)
!361 = !DILocation(line: 13, column: 96, scope: !106, inlinedAt: !113)
!362 = !DILocation(line: 45, column: 29, scope: !79)
!363 = !DILocation(line: 45, column: 23, scope: !79)
!364 = distinct !{!364, !104, !365, !144}
!365 = !DILocation(line: 45, column: 194, scope: !76)
!366 = !DILocation(line: 50, column: 5, scope: !64)
!367 = !DILocation(line: 51, column: 5, scope: !64)
!368 = !DILocation(line: 52, column: 5, scope: !64)
!369 = !DILocation(line: 0, scope: !91)
!370 = !DILocation(line: 53, column: 27, scope: !371)
!371 = distinct !DILexicalBlock(scope: !91, file: !3, line: 53, column: 5)
!372 = !DILocation(line: 53, column: 5, scope: !91)
!373 = !DILocation(line: 0, scope: !87)
!374 = !DILocation(line: 49, column: 43, scope: !375)
!375 = distinct !DILexicalBlock(scope: !376, file: !3, line: 49, column: 33)
!376 = distinct !DILexicalBlock(scope: !87, file: !3, line: 49, column: 5)
!377 = !DILocation(line: 49, column: 54, scope: !375)
!378 = !DILocation(line: 49, column: 51, scope: !375)
!379 = !DILocation(line: 49, column: 40, scope: !375)
!380 = !DILocation(line: 49, column: 78, scope: !381)
!381 = distinct !DILexicalBlock(scope: !375, file: !3, line: 49, column: 70)
!382 = !DILocation(line: 49, column: 70, scope: !375)
!383 = !DILocation(line: 49, column: 98, scope: !384)
!384 = distinct !DILexicalBlock(scope: !381, file: !3, line: 49, column: 91)
!385 = !DILocation(line: 49, column: 106, scope: !384)
!386 = !DILocation(line: 49, column: 130, scope: !387)
!387 = distinct !DILexicalBlock(scope: !384, file: !3, line: 49, column: 122)
!388 = !DILocation(line: 49, column: 122, scope: !384)
!389 = !DILocation(line: 49, column: 29, scope: !376)
!390 = !DILocation(line: 49, column: 23, scope: !376)
!391 = !DILocation(line: 49, column: 5, scope: !87)
!392 = distinct !{!392, !391, !393, !144}
!393 = !DILocation(line: 49, column: 169, scope: !87)
!394 = !DILocation(line: 54, column: 28, scope: !395)
!395 = distinct !DILexicalBlock(scope: !93, file: !3, line: 54, column: 5)
!396 = !DILocation(line: 0, scope: !93)
!397 = !DILocation(line: 54, column: 5, scope: !93)
!398 = !DILocation(line: 53, column: 55, scope: !371)
!399 = !DILocation(line: 53, column: 48, scope: !371)
!400 = !DILocation(line: 53, column: 59, scope: !371)
!401 = !DILocation(line: 53, column: 38, scope: !371)
!402 = distinct !{!402, !372, !403, !144}
!403 = !DILocation(line: 53, column: 61, scope: !91)
!404 = !DILocation(line: 55, column: 5, scope: !64)
!405 = !DILocation(line: 56, column: 12, scope: !64)
!406 = !DILocation(line: 57, column: 1, scope: !64)
!407 = !DILocation(line: 56, column: 5, scope: !64)
!408 = !DILocation(line: 54, scope: !93)
!409 = !DILocation(line: 54, column: 53, scope: !395)
!410 = !DILocation(line: 54, column: 39, scope: !395)
!411 = distinct !{!411, !397, !412, !144}
!412 = !DILocation(line: 54, column: 60, scope: !93)
!413 = !DISubprogram(name: "printf", scope: !414, file: !414, line: 356, type: !415, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!415 = !DISubroutineType(types: !416)
!416 = !{!5, !417, null}
!417 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !418)
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !419, size: 64)
!419 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
