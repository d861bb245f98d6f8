; ModuleID = 'programs/knapsack_bitset_dp.c'
source_filename = "programs/knapsack_bitset_dp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [56 x i8] c"knapsack: cap 100 -> %d, cap 500 -> %d, cap 1000 -> %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [65 x i8] c"subset sums reachable below %d: %d (has 1000: %d, has 4095: %d)\0A\00", align 1, !dbg !7
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 16
@.str.2 = private unnamed_addr constant [37 x i8] c"coin ways(200)=%llu ways(1000)=%llu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"lis=%d\0A\00", align 1, !dbg !17
@knapsack.best = internal unnamed_addr global [1001 x i32] zeroinitializer, align 16, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !55 {
  %1 = alloca [2000 x i32], align 16, !DIAssignID !90
  %2 = alloca [64 x i64], align 16, !DIAssignID !91
  %3 = alloca [60 x i32], align 16, !DIAssignID !92
    #dbg_assign(i1 undef, !59, !DIExpression(), !92, ptr %3, !DIExpression(), !93)
  %4 = alloca [60 x i32], align 16, !DIAssignID !94
    #dbg_assign(i1 undef, !63, !DIExpression(), !94, ptr %4, !DIExpression(), !93)
  %5 = alloca [64 x i64], align 16, !DIAssignID !95
    #dbg_assign(i1 undef, !68, !DIExpression(), !95, ptr %5, !DIExpression(), !93)
  %6 = alloca [2000 x i32], align 16, !DIAssignID !96
    #dbg_assign(i1 undef, !84, !DIExpression(), !96, ptr %6, !DIExpression(), !93)
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %3) #6, !dbg !97
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %4) #6, !dbg !97
    #dbg_value(i32 17, !64, !DIExpression(), !93)
    #dbg_value(i32 0, !66, !DIExpression(), !98)
  br label %397, !dbg !99

7:                                                ; preds = %397
    #dbg_value(ptr %3, !35, !DIExpression(), !100)
    #dbg_value(ptr %4, !36, !DIExpression(), !100)
    #dbg_value(i32 60, !37, !DIExpression(), !100)
    #dbg_value(i32 100, !38, !DIExpression(), !100)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4004) @knapsack.best, i8 0, i64 4004, i1 false), !dbg !102
    #dbg_value(i32 0, !39, !DIExpression(), !103)
  br label %8, !dbg !104

8:                                                ; preds = %119, %7
  %9 = phi i64 [ 0, %7 ], [ %120, %119 ]
    #dbg_value(i64 %9, !39, !DIExpression(), !103)
  %10 = getelementptr inbounds i32, ptr %3, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !105
    #dbg_value(i32 100, !41, !DIExpression(), !109)
  %12 = icmp sgt i32 %11, 100, !dbg !110
  br i1 %12, label %119, label %13, !dbg !112

13:                                               ; preds = %8
  %14 = getelementptr inbounds i32, ptr %4, i64 %9
  %15 = load i32, ptr %14, align 4, !tbaa !105
  %16 = sext i32 %11 to i64, !dbg !112
  %17 = sub nsw i64 101, %16, !dbg !112
  %18 = icmp ult i64 %17, 24, !dbg !112
  br i1 %18, label %19, label %21, !dbg !112

19:                                               ; preds = %117, %35, %21, %13
  %20 = phi i64 [ 100, %35 ], [ 100, %21 ], [ 100, %13 ], [ %43, %117 ]
  br label %122, !dbg !112

21:                                               ; preds = %13
  %22 = shl nsw i64 %16, 2, !dbg !112
  %23 = getelementptr i8, ptr @knapsack.best, i64 %22, !dbg !112
  %24 = icmp ugt ptr %23, getelementptr inbounds (i8, ptr @knapsack.best, i64 400), !dbg !112
  %25 = mul nsw i64 %16, -4, !dbg !112
  %26 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 400), i64 %25, !dbg !112
  %27 = shl nsw i64 %16, 2, !dbg !112
  %28 = add nsw i64 %16, -101, !dbg !112
  %29 = icmp ult i64 %28, -4611686018427387904, !dbg !112
  %30 = getelementptr i8, ptr %26, i64 %27, !dbg !112
  %31 = getelementptr i8, ptr %30, i64 -400, !dbg !112
  %32 = icmp ugt ptr %31, %26, !dbg !112
  %33 = or i1 %32, %29, !dbg !112
  %34 = or i1 %24, %33, !dbg !112
  br i1 %34, label %19, label %35

35:                                               ; preds = %21
  %36 = shl nsw i64 %16, 2, !dbg !112
  %37 = getelementptr i8, ptr @knapsack.best, i64 %36, !dbg !112
  %38 = mul nsw i64 %16, -4, !dbg !112
  %39 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 404), i64 %38, !dbg !112
  %40 = icmp ult ptr %37, %39, !dbg !112
  br i1 %40, label %19, label %41

41:                                               ; preds = %35
  %42 = and i64 %17, -8, !dbg !112
  %43 = sub nsw i64 100, %42, !dbg !112
  %44 = insertelement <4 x i32> poison, i32 %15, i64 0, !dbg !112
  %45 = shufflevector <4 x i32> %44, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !112
  br label %46, !dbg !112

46:                                               ; preds = %114, %41
  %47 = phi i64 [ 0, %41 ], [ %115, %114 ]
  %48 = sub i64 100, %47, !dbg !112
  %49 = sub i64 96, %47, !dbg !112
  %50 = sub nsw i64 %48, %16, !dbg !113
  %51 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %50, !dbg !115
  %52 = getelementptr inbounds i8, ptr %51, i64 -12, !dbg !115
  %53 = getelementptr inbounds i8, ptr %51, i64 -28, !dbg !115
  %54 = load <4 x i32>, ptr %52, align 4, !dbg !115, !tbaa !105, !alias.scope !116
  %55 = shufflevector <4 x i32> %54, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !115
  %56 = load <4 x i32>, ptr %53, align 4, !dbg !115, !tbaa !105, !alias.scope !116
  %57 = shufflevector <4 x i32> %56, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !115
  %58 = add nsw <4 x i32> %55, %45, !dbg !119
  %59 = add nsw <4 x i32> %57, %45, !dbg !119
  %60 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %48, !dbg !120
  %61 = getelementptr inbounds i8, ptr %60, i64 -12, !dbg !120
  %62 = getelementptr inbounds i8, ptr %60, i64 -28, !dbg !120
  %63 = load <4 x i32>, ptr %61, align 4, !dbg !120, !tbaa !105, !alias.scope !121, !noalias !116
  %64 = shufflevector <4 x i32> %63, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !120
  %65 = load <4 x i32>, ptr %62, align 4, !dbg !120, !tbaa !105, !alias.scope !121, !noalias !116
  %66 = shufflevector <4 x i32> %65, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !120
  %67 = icmp sgt <4 x i32> %58, %64, !dbg !123
  %68 = icmp sgt <4 x i32> %59, %66, !dbg !123
  %69 = extractelement <4 x i1> %67, i64 0, !dbg !123
  br i1 %69, label %70, label %73, !dbg !112

70:                                               ; preds = %46
  %71 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %48, !dbg !120
  %72 = extractelement <4 x i32> %58, i64 0, !dbg !124
  store i32 %72, ptr %71, align 16, !dbg !124, !tbaa !105, !alias.scope !121, !noalias !116
  br label %73, !dbg !123

73:                                               ; preds = %70, %46
  %74 = extractelement <4 x i1> %67, i64 1, !dbg !124
  br i1 %74, label %75, label %79, !dbg !124

75:                                               ; preds = %73
  %76 = sub i64 99, %47, !dbg !112
  %77 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %76, !dbg !120
  %78 = extractelement <4 x i32> %58, i64 1, !dbg !124
  store i32 %78, ptr %77, align 4, !dbg !124, !tbaa !105, !alias.scope !121, !noalias !116
  br label %79, !dbg !124

79:                                               ; preds = %75, %73
  %80 = extractelement <4 x i1> %67, i64 2, !dbg !124
  br i1 %80, label %81, label %85, !dbg !124

81:                                               ; preds = %79
  %82 = sub i64 98, %47, !dbg !112
  %83 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %82, !dbg !120
  %84 = extractelement <4 x i32> %58, i64 2, !dbg !124
  store i32 %84, ptr %83, align 8, !dbg !124, !tbaa !105, !alias.scope !121, !noalias !116
  br label %85, !dbg !124

85:                                               ; preds = %81, %79
  %86 = extractelement <4 x i1> %67, i64 3, !dbg !124
  br i1 %86, label %87, label %91, !dbg !124

87:                                               ; preds = %85
  %88 = sub i64 97, %47, !dbg !112
  %89 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %88, !dbg !120
  %90 = extractelement <4 x i32> %58, i64 3, !dbg !124
  store i32 %90, ptr %89, align 4, !dbg !124, !tbaa !105, !alias.scope !121, !noalias !116
  br label %91, !dbg !124

91:                                               ; preds = %87, %85
  %92 = extractelement <4 x i1> %68, i64 0, !dbg !124
  br i1 %92, label %93, label %96, !dbg !124

93:                                               ; preds = %91
  %94 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %49, !dbg !120
  %95 = extractelement <4 x i32> %59, i64 0, !dbg !124
  store i32 %95, ptr %94, align 16, !dbg !124, !tbaa !105, !alias.scope !121, !noalias !116
  br label %96, !dbg !124

96:                                               ; preds = %93, %91
  %97 = extractelement <4 x i1> %68, i64 1, !dbg !124
  br i1 %97, label %98, label %102, !dbg !124

98:                                               ; preds = %96
  %99 = sub i64 95, %47, !dbg !112
  %100 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %99, !dbg !120
  %101 = extractelement <4 x i32> %59, i64 1, !dbg !124
  store i32 %101, ptr %100, align 4, !dbg !124, !tbaa !105, !alias.scope !121, !noalias !116
  br label %102, !dbg !124

102:                                              ; preds = %98, %96
  %103 = extractelement <4 x i1> %68, i64 2, !dbg !124
  br i1 %103, label %104, label %108, !dbg !124

104:                                              ; preds = %102
  %105 = sub i64 94, %47, !dbg !112
  %106 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %105, !dbg !120
  %107 = extractelement <4 x i32> %59, i64 2, !dbg !124
  store i32 %107, ptr %106, align 8, !dbg !124, !tbaa !105, !alias.scope !121, !noalias !116
  br label %108, !dbg !124

108:                                              ; preds = %104, %102
  %109 = extractelement <4 x i1> %68, i64 3, !dbg !124
  br i1 %109, label %110, label %114, !dbg !124

110:                                              ; preds = %108
  %111 = sub i64 93, %47, !dbg !112
  %112 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %111, !dbg !120
  %113 = extractelement <4 x i32> %59, i64 3, !dbg !124
  store i32 %113, ptr %112, align 4, !dbg !124, !tbaa !105, !alias.scope !121, !noalias !116
  br label %114, !dbg !124

114:                                              ; preds = %110, %108
  %115 = add nuw i64 %47, 8
  %116 = icmp eq i64 %115, %42
  br i1 %116, label %117, label %46, !llvm.loop !125

117:                                              ; preds = %114
  %118 = icmp eq i64 %17, %42, !dbg !112
  br i1 %118, label %119, label %19, !dbg !112

119:                                              ; preds = %132, %117, %8
  %120 = add nuw nsw i64 %9, 1, !dbg !130
    #dbg_value(i64 %120, !39, !DIExpression(), !103)
  %121 = icmp eq i64 %120, 60, !dbg !131
  br i1 %121, label %135, label %8, !dbg !104, !llvm.loop !132

122:                                              ; preds = %19, %132
  %123 = phi i64 [ %133, %132 ], [ %20, %19 ]
    #dbg_value(i64 %123, !41, !DIExpression(), !109)
  %124 = sub nsw i64 %123, %16, !dbg !113
  %125 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %124, !dbg !115
  %126 = load i32, ptr %125, align 4, !dbg !115, !tbaa !105
  %127 = add nsw i32 %126, %15, !dbg !119
  %128 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %123, !dbg !120
  %129 = load i32, ptr %128, align 4, !dbg !120, !tbaa !105
  %130 = icmp sgt i32 %127, %129, !dbg !123
  br i1 %130, label %131, label %132, !dbg !134

131:                                              ; preds = %122
  store i32 %127, ptr %128, align 4, !dbg !124, !tbaa !105
  br label %132, !dbg !135

132:                                              ; preds = %131, %122
  %133 = add nsw i64 %123, -1, !dbg !136
    #dbg_value(i64 %133, !41, !DIExpression(), !109)
  %134 = icmp sgt i64 %123, %16, !dbg !110
  br i1 %134, label %122, label %119, !dbg !112, !llvm.loop !137

135:                                              ; preds = %119
  %136 = load i32, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 400), align 16, !dbg !138, !tbaa !105
    #dbg_value(ptr %3, !35, !DIExpression(), !139)
    #dbg_value(ptr %4, !36, !DIExpression(), !139)
    #dbg_value(i32 60, !37, !DIExpression(), !139)
    #dbg_value(i32 500, !38, !DIExpression(), !139)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4004) @knapsack.best, i8 0, i64 4004, i1 false), !dbg !141
    #dbg_value(i32 0, !39, !DIExpression(), !142)
  br label %137, !dbg !143

137:                                              ; preds = %248, %135
  %138 = phi i64 [ 0, %135 ], [ %249, %248 ]
    #dbg_value(i64 %138, !39, !DIExpression(), !142)
  %139 = getelementptr inbounds i32, ptr %3, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !105
    #dbg_value(i32 500, !41, !DIExpression(), !144)
  %141 = icmp sgt i32 %140, 500, !dbg !145
  br i1 %141, label %248, label %142, !dbg !146

142:                                              ; preds = %137
  %143 = getelementptr inbounds i32, ptr %4, i64 %138
  %144 = load i32, ptr %143, align 4, !tbaa !105
  %145 = sext i32 %140 to i64, !dbg !146
  %146 = sub nsw i64 501, %145, !dbg !146
  %147 = icmp ult i64 %146, 24, !dbg !146
  br i1 %147, label %148, label %150, !dbg !146

148:                                              ; preds = %246, %164, %150, %142
  %149 = phi i64 [ 500, %164 ], [ 500, %150 ], [ 500, %142 ], [ %172, %246 ]
  br label %251, !dbg !146

150:                                              ; preds = %142
  %151 = shl nsw i64 %145, 2, !dbg !146
  %152 = getelementptr i8, ptr @knapsack.best, i64 %151, !dbg !146
  %153 = icmp ugt ptr %152, getelementptr inbounds (i8, ptr @knapsack.best, i64 2000), !dbg !146
  %154 = mul nsw i64 %145, -4, !dbg !146
  %155 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 2000), i64 %154, !dbg !146
  %156 = shl nsw i64 %145, 2, !dbg !146
  %157 = add nsw i64 %145, -501, !dbg !146
  %158 = icmp ult i64 %157, -4611686018427387904, !dbg !146
  %159 = getelementptr i8, ptr %155, i64 %156, !dbg !146
  %160 = getelementptr i8, ptr %159, i64 -2000, !dbg !146
  %161 = icmp ugt ptr %160, %155, !dbg !146
  %162 = or i1 %161, %158, !dbg !146
  %163 = or i1 %153, %162, !dbg !146
  br i1 %163, label %148, label %164

164:                                              ; preds = %150
  %165 = shl nsw i64 %145, 2, !dbg !146
  %166 = getelementptr i8, ptr @knapsack.best, i64 %165, !dbg !146
  %167 = mul nsw i64 %145, -4, !dbg !146
  %168 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 2004), i64 %167, !dbg !146
  %169 = icmp ult ptr %166, %168, !dbg !146
  br i1 %169, label %148, label %170

170:                                              ; preds = %164
  %171 = and i64 %146, -8, !dbg !146
  %172 = sub nsw i64 500, %171, !dbg !146
  %173 = insertelement <4 x i32> poison, i32 %144, i64 0, !dbg !146
  %174 = shufflevector <4 x i32> %173, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !146
  br label %175, !dbg !146

175:                                              ; preds = %243, %170
  %176 = phi i64 [ 0, %170 ], [ %244, %243 ]
  %177 = sub i64 500, %176, !dbg !146
  %178 = sub i64 496, %176, !dbg !146
  %179 = sub nsw i64 %177, %145, !dbg !147
  %180 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %179, !dbg !148
  %181 = getelementptr inbounds i8, ptr %180, i64 -12, !dbg !148
  %182 = getelementptr inbounds i8, ptr %180, i64 -28, !dbg !148
  %183 = load <4 x i32>, ptr %181, align 4, !dbg !148, !tbaa !105, !alias.scope !149
  %184 = shufflevector <4 x i32> %183, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !148
  %185 = load <4 x i32>, ptr %182, align 4, !dbg !148, !tbaa !105, !alias.scope !149
  %186 = shufflevector <4 x i32> %185, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !148
  %187 = add nsw <4 x i32> %184, %174, !dbg !152
  %188 = add nsw <4 x i32> %186, %174, !dbg !152
  %189 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %177, !dbg !153
  %190 = getelementptr inbounds i8, ptr %189, i64 -12, !dbg !153
  %191 = getelementptr inbounds i8, ptr %189, i64 -28, !dbg !153
  %192 = load <4 x i32>, ptr %190, align 4, !dbg !153, !tbaa !105, !alias.scope !154, !noalias !149
  %193 = shufflevector <4 x i32> %192, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !153
  %194 = load <4 x i32>, ptr %191, align 4, !dbg !153, !tbaa !105, !alias.scope !154, !noalias !149
  %195 = shufflevector <4 x i32> %194, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !153
  %196 = icmp sgt <4 x i32> %187, %193, !dbg !156
  %197 = icmp sgt <4 x i32> %188, %195, !dbg !156
  %198 = extractelement <4 x i1> %196, i64 0, !dbg !156
  br i1 %198, label %199, label %202, !dbg !146

199:                                              ; preds = %175
  %200 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %177, !dbg !153
  %201 = extractelement <4 x i32> %187, i64 0, !dbg !157
  store i32 %201, ptr %200, align 16, !dbg !157, !tbaa !105, !alias.scope !154, !noalias !149
  br label %202, !dbg !156

202:                                              ; preds = %199, %175
  %203 = extractelement <4 x i1> %196, i64 1, !dbg !157
  br i1 %203, label %204, label %208, !dbg !157

204:                                              ; preds = %202
  %205 = sub i64 499, %176, !dbg !146
  %206 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %205, !dbg !153
  %207 = extractelement <4 x i32> %187, i64 1, !dbg !157
  store i32 %207, ptr %206, align 4, !dbg !157, !tbaa !105, !alias.scope !154, !noalias !149
  br label %208, !dbg !157

208:                                              ; preds = %204, %202
  %209 = extractelement <4 x i1> %196, i64 2, !dbg !157
  br i1 %209, label %210, label %214, !dbg !157

210:                                              ; preds = %208
  %211 = sub i64 498, %176, !dbg !146
  %212 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %211, !dbg !153
  %213 = extractelement <4 x i32> %187, i64 2, !dbg !157
  store i32 %213, ptr %212, align 8, !dbg !157, !tbaa !105, !alias.scope !154, !noalias !149
  br label %214, !dbg !157

214:                                              ; preds = %210, %208
  %215 = extractelement <4 x i1> %196, i64 3, !dbg !157
  br i1 %215, label %216, label %220, !dbg !157

216:                                              ; preds = %214
  %217 = sub i64 497, %176, !dbg !146
  %218 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %217, !dbg !153
  %219 = extractelement <4 x i32> %187, i64 3, !dbg !157
  store i32 %219, ptr %218, align 4, !dbg !157, !tbaa !105, !alias.scope !154, !noalias !149
  br label %220, !dbg !157

220:                                              ; preds = %216, %214
  %221 = extractelement <4 x i1> %197, i64 0, !dbg !157
  br i1 %221, label %222, label %225, !dbg !157

222:                                              ; preds = %220
  %223 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %178, !dbg !153
  %224 = extractelement <4 x i32> %188, i64 0, !dbg !157
  store i32 %224, ptr %223, align 16, !dbg !157, !tbaa !105, !alias.scope !154, !noalias !149
  br label %225, !dbg !157

225:                                              ; preds = %222, %220
  %226 = extractelement <4 x i1> %197, i64 1, !dbg !157
  br i1 %226, label %227, label %231, !dbg !157

227:                                              ; preds = %225
  %228 = sub i64 495, %176, !dbg !146
  %229 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %228, !dbg !153
  %230 = extractelement <4 x i32> %188, i64 1, !dbg !157
  store i32 %230, ptr %229, align 4, !dbg !157, !tbaa !105, !alias.scope !154, !noalias !149
  br label %231, !dbg !157

231:                                              ; preds = %227, %225
  %232 = extractelement <4 x i1> %197, i64 2, !dbg !157
  br i1 %232, label %233, label %237, !dbg !157

233:                                              ; preds = %231
  %234 = sub i64 494, %176, !dbg !146
  %235 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %234, !dbg !153
  %236 = extractelement <4 x i32> %188, i64 2, !dbg !157
  store i32 %236, ptr %235, align 8, !dbg !157, !tbaa !105, !alias.scope !154, !noalias !149
  br label %237, !dbg !157

237:                                              ; preds = %233, %231
  %238 = extractelement <4 x i1> %197, i64 3, !dbg !157
  br i1 %238, label %239, label %243, !dbg !157

239:                                              ; preds = %237
  %240 = sub i64 493, %176, !dbg !146
  %241 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %240, !dbg !153
  %242 = extractelement <4 x i32> %188, i64 3, !dbg !157
  store i32 %242, ptr %241, align 4, !dbg !157, !tbaa !105, !alias.scope !154, !noalias !149
  br label %243, !dbg !157

243:                                              ; preds = %239, %237
  %244 = add nuw i64 %176, 8
  %245 = icmp eq i64 %244, %171
  br i1 %245, label %246, label %175, !llvm.loop !158

246:                                              ; preds = %243
  %247 = icmp eq i64 %146, %171, !dbg !146
  br i1 %247, label %248, label %148, !dbg !146

248:                                              ; preds = %261, %246, %137
  %249 = add nuw nsw i64 %138, 1, !dbg !160
    #dbg_value(i64 %249, !39, !DIExpression(), !142)
  %250 = icmp eq i64 %249, 60, !dbg !161
  br i1 %250, label %264, label %137, !dbg !143, !llvm.loop !162

251:                                              ; preds = %148, %261
  %252 = phi i64 [ %262, %261 ], [ %149, %148 ]
    #dbg_value(i64 %252, !41, !DIExpression(), !144)
  %253 = sub nsw i64 %252, %145, !dbg !147
  %254 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %253, !dbg !148
  %255 = load i32, ptr %254, align 4, !dbg !148, !tbaa !105
  %256 = add nsw i32 %255, %144, !dbg !152
  %257 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %252, !dbg !153
  %258 = load i32, ptr %257, align 4, !dbg !153, !tbaa !105
  %259 = icmp sgt i32 %256, %258, !dbg !156
  br i1 %259, label %260, label %261, !dbg !164

260:                                              ; preds = %251
  store i32 %256, ptr %257, align 4, !dbg !157, !tbaa !105
  br label %261, !dbg !165

261:                                              ; preds = %260, %251
  %262 = add nsw i64 %252, -1, !dbg !166
    #dbg_value(i64 %262, !41, !DIExpression(), !144)
  %263 = icmp sgt i64 %252, %145, !dbg !145
  br i1 %263, label %251, label %248, !dbg !146, !llvm.loop !167

264:                                              ; preds = %248
  %265 = load i32, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 2000), align 16, !dbg !168, !tbaa !105
    #dbg_value(ptr %3, !35, !DIExpression(), !169)
    #dbg_value(ptr %4, !36, !DIExpression(), !169)
    #dbg_value(i32 60, !37, !DIExpression(), !169)
    #dbg_value(i32 1000, !38, !DIExpression(), !169)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4004) @knapsack.best, i8 0, i64 4004, i1 false), !dbg !171
    #dbg_value(i32 0, !39, !DIExpression(), !172)
  br label %266, !dbg !173

266:                                              ; preds = %377, %264
  %267 = phi i64 [ 0, %264 ], [ %378, %377 ]
    #dbg_value(i64 %267, !39, !DIExpression(), !172)
  %268 = getelementptr inbounds i32, ptr %3, i64 %267
  %269 = load i32, ptr %268, align 4, !tbaa !105
    #dbg_value(i32 1000, !41, !DIExpression(), !174)
  %270 = icmp sgt i32 %269, 1000, !dbg !175
  br i1 %270, label %377, label %271, !dbg !176

271:                                              ; preds = %266
  %272 = getelementptr inbounds i32, ptr %4, i64 %267
  %273 = load i32, ptr %272, align 4, !tbaa !105
  %274 = sext i32 %269 to i64, !dbg !176
  %275 = sub nsw i64 1001, %274, !dbg !176
  %276 = icmp ult i64 %275, 24, !dbg !176
  br i1 %276, label %277, label %279, !dbg !176

277:                                              ; preds = %375, %293, %279, %271
  %278 = phi i64 [ 1000, %293 ], [ 1000, %279 ], [ 1000, %271 ], [ %301, %375 ]
  br label %380, !dbg !176

279:                                              ; preds = %271
  %280 = shl nsw i64 %274, 2, !dbg !176
  %281 = getelementptr i8, ptr @knapsack.best, i64 %280, !dbg !176
  %282 = icmp ugt ptr %281, getelementptr inbounds (i8, ptr @knapsack.best, i64 4000), !dbg !176
  %283 = mul nsw i64 %274, -4, !dbg !176
  %284 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 4000), i64 %283, !dbg !176
  %285 = shl nsw i64 %274, 2, !dbg !176
  %286 = add nsw i64 %274, -1001, !dbg !176
  %287 = icmp ult i64 %286, -4611686018427387904, !dbg !176
  %288 = getelementptr i8, ptr %284, i64 %285, !dbg !176
  %289 = getelementptr i8, ptr %288, i64 -4000, !dbg !176
  %290 = icmp ugt ptr %289, %284, !dbg !176
  %291 = or i1 %290, %287, !dbg !176
  %292 = or i1 %282, %291, !dbg !176
  br i1 %292, label %277, label %293

293:                                              ; preds = %279
  %294 = shl nsw i64 %274, 2, !dbg !176
  %295 = getelementptr i8, ptr @knapsack.best, i64 %294, !dbg !176
  %296 = mul nsw i64 %274, -4, !dbg !176
  %297 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 4004), i64 %296, !dbg !176
  %298 = icmp ult ptr %295, %297, !dbg !176
  br i1 %298, label %277, label %299

299:                                              ; preds = %293
  %300 = and i64 %275, -8, !dbg !176
  %301 = sub nsw i64 1000, %300, !dbg !176
  %302 = insertelement <4 x i32> poison, i32 %273, i64 0, !dbg !176
  %303 = shufflevector <4 x i32> %302, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !176
  br label %304, !dbg !176

304:                                              ; preds = %372, %299
  %305 = phi i64 [ 0, %299 ], [ %373, %372 ]
  %306 = sub i64 1000, %305, !dbg !176
  %307 = sub i64 996, %305, !dbg !176
  %308 = sub nsw i64 %306, %274, !dbg !177
  %309 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %308, !dbg !178
  %310 = getelementptr inbounds i8, ptr %309, i64 -12, !dbg !178
  %311 = getelementptr inbounds i8, ptr %309, i64 -28, !dbg !178
  %312 = load <4 x i32>, ptr %310, align 4, !dbg !178, !tbaa !105, !alias.scope !179
  %313 = shufflevector <4 x i32> %312, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !178
  %314 = load <4 x i32>, ptr %311, align 4, !dbg !178, !tbaa !105, !alias.scope !179
  %315 = shufflevector <4 x i32> %314, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !178
  %316 = add nsw <4 x i32> %313, %303, !dbg !182
  %317 = add nsw <4 x i32> %315, %303, !dbg !182
  %318 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %306, !dbg !183
  %319 = getelementptr inbounds i8, ptr %318, i64 -12, !dbg !183
  %320 = getelementptr inbounds i8, ptr %318, i64 -28, !dbg !183
  %321 = load <4 x i32>, ptr %319, align 4, !dbg !183, !tbaa !105, !alias.scope !184, !noalias !179
  %322 = shufflevector <4 x i32> %321, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !183
  %323 = load <4 x i32>, ptr %320, align 4, !dbg !183, !tbaa !105, !alias.scope !184, !noalias !179
  %324 = shufflevector <4 x i32> %323, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !183
  %325 = icmp sgt <4 x i32> %316, %322, !dbg !186
  %326 = icmp sgt <4 x i32> %317, %324, !dbg !186
  %327 = extractelement <4 x i1> %325, i64 0, !dbg !186
  br i1 %327, label %328, label %331, !dbg !176

328:                                              ; preds = %304
  %329 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %306, !dbg !183
  %330 = extractelement <4 x i32> %316, i64 0, !dbg !187
  store i32 %330, ptr %329, align 16, !dbg !187, !tbaa !105, !alias.scope !184, !noalias !179
  br label %331, !dbg !186

331:                                              ; preds = %328, %304
  %332 = extractelement <4 x i1> %325, i64 1, !dbg !187
  br i1 %332, label %333, label %337, !dbg !187

333:                                              ; preds = %331
  %334 = sub i64 999, %305, !dbg !176
  %335 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %334, !dbg !183
  %336 = extractelement <4 x i32> %316, i64 1, !dbg !187
  store i32 %336, ptr %335, align 4, !dbg !187, !tbaa !105, !alias.scope !184, !noalias !179
  br label %337, !dbg !187

337:                                              ; preds = %333, %331
  %338 = extractelement <4 x i1> %325, i64 2, !dbg !187
  br i1 %338, label %339, label %343, !dbg !187

339:                                              ; preds = %337
  %340 = sub i64 998, %305, !dbg !176
  %341 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %340, !dbg !183
  %342 = extractelement <4 x i32> %316, i64 2, !dbg !187
  store i32 %342, ptr %341, align 8, !dbg !187, !tbaa !105, !alias.scope !184, !noalias !179
  br label %343, !dbg !187

343:                                              ; preds = %339, %337
  %344 = extractelement <4 x i1> %325, i64 3, !dbg !187
  br i1 %344, label %345, label %349, !dbg !187

345:                                              ; preds = %343
  %346 = sub i64 997, %305, !dbg !176
  %347 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %346, !dbg !183
  %348 = extractelement <4 x i32> %316, i64 3, !dbg !187
  store i32 %348, ptr %347, align 4, !dbg !187, !tbaa !105, !alias.scope !184, !noalias !179
  br label %349, !dbg !187

349:                                              ; preds = %345, %343
  %350 = extractelement <4 x i1> %326, i64 0, !dbg !187
  br i1 %350, label %351, label %354, !dbg !187

351:                                              ; preds = %349
  %352 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %307, !dbg !183
  %353 = extractelement <4 x i32> %317, i64 0, !dbg !187
  store i32 %353, ptr %352, align 16, !dbg !187, !tbaa !105, !alias.scope !184, !noalias !179
  br label %354, !dbg !187

354:                                              ; preds = %351, %349
  %355 = extractelement <4 x i1> %326, i64 1, !dbg !187
  br i1 %355, label %356, label %360, !dbg !187

356:                                              ; preds = %354
  %357 = sub i64 995, %305, !dbg !176
  %358 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %357, !dbg !183
  %359 = extractelement <4 x i32> %317, i64 1, !dbg !187
  store i32 %359, ptr %358, align 4, !dbg !187, !tbaa !105, !alias.scope !184, !noalias !179
  br label %360, !dbg !187

360:                                              ; preds = %356, %354
  %361 = extractelement <4 x i1> %326, i64 2, !dbg !187
  br i1 %361, label %362, label %366, !dbg !187

362:                                              ; preds = %360
  %363 = sub i64 994, %305, !dbg !176
  %364 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %363, !dbg !183
  %365 = extractelement <4 x i32> %317, i64 2, !dbg !187
  store i32 %365, ptr %364, align 8, !dbg !187, !tbaa !105, !alias.scope !184, !noalias !179
  br label %366, !dbg !187

366:                                              ; preds = %362, %360
  %367 = extractelement <4 x i1> %326, i64 3, !dbg !187
  br i1 %367, label %368, label %372, !dbg !187

368:                                              ; preds = %366
  %369 = sub i64 993, %305, !dbg !176
  %370 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %369, !dbg !183
  %371 = extractelement <4 x i32> %317, i64 3, !dbg !187
  store i32 %371, ptr %370, align 4, !dbg !187, !tbaa !105, !alias.scope !184, !noalias !179
  br label %372, !dbg !187

372:                                              ; preds = %368, %366
  %373 = add nuw i64 %305, 8
  %374 = icmp eq i64 %373, %300
  br i1 %374, label %375, label %304, !llvm.loop !188

375:                                              ; preds = %372
  %376 = icmp eq i64 %275, %300, !dbg !176
  br i1 %376, label %377, label %277, !dbg !176

377:                                              ; preds = %390, %375, %266
  %378 = add nuw nsw i64 %267, 1, !dbg !190
    #dbg_value(i64 %378, !39, !DIExpression(), !172)
  %379 = icmp eq i64 %378, 60, !dbg !191
  br i1 %379, label %393, label %266, !dbg !173, !llvm.loop !192

380:                                              ; preds = %277, %390
  %381 = phi i64 [ %391, %390 ], [ %278, %277 ]
    #dbg_value(i64 %381, !41, !DIExpression(), !174)
  %382 = sub nsw i64 %381, %274, !dbg !177
  %383 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %382, !dbg !178
  %384 = load i32, ptr %383, align 4, !dbg !178, !tbaa !105
  %385 = add nsw i32 %384, %273, !dbg !182
  %386 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %381, !dbg !183
  %387 = load i32, ptr %386, align 4, !dbg !183, !tbaa !105
  %388 = icmp sgt i32 %385, %387, !dbg !186
  br i1 %388, label %389, label %390, !dbg !194

389:                                              ; preds = %380
  store i32 %385, ptr %386, align 4, !dbg !187, !tbaa !105
  br label %390, !dbg !195

390:                                              ; preds = %389, %380
  %391 = add nsw i64 %381, -1, !dbg !196
    #dbg_value(i64 %391, !41, !DIExpression(), !174)
  %392 = icmp sgt i64 %381, %274, !dbg !175
  br i1 %392, label %380, label %377, !dbg !176, !llvm.loop !197

393:                                              ; preds = %377
  %394 = load i32, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 4000), align 16, !dbg !198, !tbaa !105
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %136, i32 noundef %265, i32 noundef %394), !dbg !199
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #6, !dbg !200
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %5, i8 0, i64 512, i1 false), !dbg !201, !DIAssignID !202
    #dbg_assign(i8 0, !68, !DIExpression(), !202, ptr %5, !DIExpression(), !93)
  store i64 1, ptr %5, align 16, !dbg !201, !DIAssignID !203
    #dbg_assign(i64 1, !68, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !203, ptr %5, !DIExpression(), !93)
    #dbg_value(i32 0, !77, !DIExpression(), !204)
  %396 = getelementptr i8, ptr %5, i64 -8
  br label %414, !dbg !205

397:                                              ; preds = %0, %397
  %398 = phi i64 [ 0, %0 ], [ %412, %397 ]
  %399 = phi i32 [ 17, %0 ], [ %407, %397 ]
    #dbg_value(i64 %398, !66, !DIExpression(), !98)
    #dbg_value(i32 %399, !64, !DIExpression(), !93)
  %400 = mul i32 %399, 1103515245, !dbg !206
  %401 = add i32 %400, 12345, !dbg !209
    #dbg_value(i32 %401, !64, !DIExpression(), !93)
  %402 = lshr i32 %401, 8, !dbg !210
  %403 = urem i32 %402, 60, !dbg !211
  %404 = add nuw nsw i32 %403, 5, !dbg !212
  %405 = getelementptr inbounds [60 x i32], ptr %3, i64 0, i64 %398, !dbg !213
  store i32 %404, ptr %405, align 4, !dbg !214, !tbaa !105
  %406 = mul i32 %401, 1103515245, !dbg !215
  %407 = add i32 %406, 12345, !dbg !216
    #dbg_value(i32 %407, !64, !DIExpression(), !93)
  %408 = lshr i32 %407, 8, !dbg !217
  %409 = urem i32 %408, 100, !dbg !218
  %410 = add nuw nsw i32 %409, 1, !dbg !219
  %411 = getelementptr inbounds [60 x i32], ptr %4, i64 0, i64 %398, !dbg !220
  store i32 %410, ptr %411, align 4, !dbg !221, !tbaa !105
  %412 = add nuw nsw i64 %398, 1, !dbg !222
    #dbg_value(i64 %412, !66, !DIExpression(), !98)
  %413 = icmp eq i64 %412, 60, !dbg !223
  br i1 %413, label %7, label %397, !dbg !99, !llvm.loop !224

414:                                              ; preds = %393, %474
  %415 = phi i64 [ 0, %393 ], [ %475, %474 ]
    #dbg_value(i64 %415, !77, !DIExpression(), !204)
  %416 = getelementptr inbounds [60 x i32], ptr %3, i64 0, i64 %415, !dbg !226
  %417 = load i32, ptr %416, align 4, !dbg !226, !tbaa !105
  %418 = mul nsw i32 %417, 3, !dbg !228
  %419 = trunc nuw nsw i64 %415 to i32, !dbg !229
  %420 = add nsw i32 %418, %419, !dbg !229
    #dbg_assign(i1 undef, !230, !DIExpression(), !91, ptr %2, !DIExpression(), !247)
    #dbg_value(ptr %5, !236, !DIExpression(), !247)
    #dbg_value(i32 %420, !237, !DIExpression(), !247)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #6, !dbg !249
  %421 = sdiv i32 %420, -64, !dbg !250
    #dbg_value(i32 %420, !238, !DIExpression(DW_OP_constu, 64, DW_OP_div, DW_OP_stack_value), !247)
  %422 = srem i32 %420, 64, !dbg !251
    #dbg_value(i32 %422, !239, !DIExpression(), !247)
    #dbg_value(i32 63, !240, !DIExpression(), !252)
  %423 = zext nneg i32 %422 to i64
  %424 = icmp ne i32 %422, 0
  %425 = sub nsw i32 64, %422
  %426 = zext nneg i32 %425 to i64
  br label %427, !dbg !253

427:                                              ; preds = %444, %414
  %428 = phi i64 [ 63, %414 ], [ %447, %444 ]
    #dbg_value(i64 %428, !240, !DIExpression(), !252)
    #dbg_value(i64 0, !242, !DIExpression(), !254)
  %429 = trunc nuw nsw i64 %428 to i32, !dbg !255
  %430 = add i32 %421, %429, !dbg !255
  %431 = icmp sgt i32 %430, -1, !dbg !257
  br i1 %431, label %432, label %444, !dbg !258

432:                                              ; preds = %427
  %433 = zext nneg i32 %430 to i64, !dbg !259
  %434 = getelementptr inbounds i64, ptr %5, i64 %433, !dbg !259
  %435 = load i64, ptr %434, align 8, !dbg !259, !tbaa !260
  %436 = shl i64 %435, %423, !dbg !262
    #dbg_value(i64 %436, !242, !DIExpression(), !254)
  %437 = icmp ne i32 %430, 0
  %438 = and i1 %424, %437, !dbg !263
  br i1 %438, label %439, label %444, !dbg !263

439:                                              ; preds = %432
  %440 = getelementptr i64, ptr %396, i64 %433, !dbg !265
  %441 = load i64, ptr %440, align 8, !dbg !265, !tbaa !260
  %442 = lshr i64 %441, %426, !dbg !266
  %443 = or i64 %442, %436, !dbg !267
    #dbg_value(i64 %443, !242, !DIExpression(), !254)
  br label %444, !dbg !268

444:                                              ; preds = %439, %432, %427
  %445 = phi i64 [ %443, %439 ], [ %436, %432 ], [ 0, %427 ], !dbg !254
    #dbg_value(i64 %445, !242, !DIExpression(), !254)
  %446 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %428, !dbg !269
  store i64 %445, ptr %446, align 8, !dbg !270, !tbaa !260
  %447 = add nsw i64 %428, -1, !dbg !271
    #dbg_value(i64 %447, !240, !DIExpression(), !252)
  %448 = icmp eq i64 %428, 0, !dbg !272
  br i1 %448, label %449, label %427, !dbg !253, !llvm.loop !273

449:                                              ; preds = %444, %449
  %450 = phi i64 [ %472, %449 ], [ 0, %444 ], !dbg !275
  %451 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %450, !dbg !277
  %452 = getelementptr inbounds i8, ptr %451, i64 16, !dbg !277
  %453 = load <2 x i64>, ptr %451, align 16, !dbg !277, !tbaa !260
  %454 = load <2 x i64>, ptr %452, align 16, !dbg !277, !tbaa !260
  %455 = getelementptr inbounds i64, ptr %5, i64 %450, !dbg !278
  %456 = getelementptr inbounds i8, ptr %455, i64 16, !dbg !279
  %457 = load <2 x i64>, ptr %455, align 16, !dbg !279, !tbaa !260
  %458 = load <2 x i64>, ptr %456, align 16, !dbg !279, !tbaa !260
  %459 = or <2 x i64> %457, %453, !dbg !279
  %460 = or <2 x i64> %458, %454, !dbg !279
  store <2 x i64> %459, ptr %455, align 16, !dbg !279, !tbaa !260
  store <2 x i64> %460, ptr %456, align 16, !dbg !279, !tbaa !260
  %461 = or disjoint i64 %450, 4, !dbg !275
  %462 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %461, !dbg !277
  %463 = getelementptr inbounds i8, ptr %462, i64 16, !dbg !277
  %464 = load <2 x i64>, ptr %462, align 16, !dbg !277, !tbaa !260
  %465 = load <2 x i64>, ptr %463, align 16, !dbg !277, !tbaa !260
  %466 = getelementptr inbounds i64, ptr %5, i64 %461, !dbg !278
  %467 = getelementptr inbounds i8, ptr %466, i64 16, !dbg !279
  %468 = load <2 x i64>, ptr %466, align 16, !dbg !279, !tbaa !260
  %469 = load <2 x i64>, ptr %467, align 16, !dbg !279, !tbaa !260
  %470 = or <2 x i64> %468, %464, !dbg !279
  %471 = or <2 x i64> %469, %465, !dbg !279
  store <2 x i64> %470, ptr %466, align 16, !dbg !279, !tbaa !260
  store <2 x i64> %471, ptr %467, align 16, !dbg !279, !tbaa !260
  %472 = add nuw nsw i64 %450, 8, !dbg !275
  %473 = icmp eq i64 %472, 64, !dbg !275
  br i1 %473, label %474, label %449, !dbg !275, !llvm.loop !280

474:                                              ; preds = %449
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #6, !dbg !283
  %475 = add nuw nsw i64 %415, 1, !dbg !284
    #dbg_value(i64 %475, !77, !DIExpression(), !204)
  %476 = icmp eq i64 %475, 25, !dbg !285
  br i1 %476, label %477, label %414, !dbg !205, !llvm.loop !286

477:                                              ; preds = %474, %477
  %478 = phi i64 [ %491, %477 ], [ 0, %474 ], !dbg !288
  %479 = phi <2 x i32> [ %489, %477 ], [ zeroinitializer, %474 ]
  %480 = phi <2 x i32> [ %490, %477 ], [ zeroinitializer, %474 ]
  %481 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 %478, !dbg !290
  %482 = getelementptr inbounds i8, ptr %481, i64 16, !dbg !290
  %483 = load <2 x i64>, ptr %481, align 16, !dbg !290, !tbaa !260
  %484 = load <2 x i64>, ptr %482, align 16, !dbg !290, !tbaa !260
  %485 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %483), !dbg !291
  %486 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %484), !dbg !291
  %487 = trunc nuw nsw <2 x i64> %485 to <2 x i32>, !dbg !291
  %488 = trunc nuw nsw <2 x i64> %486 to <2 x i32>, !dbg !291
  %489 = add <2 x i32> %479, %487, !dbg !292
  %490 = add <2 x i32> %480, %488, !dbg !292
  %491 = add nuw i64 %478, 4, !dbg !288
  %492 = icmp eq i64 %491, 64, !dbg !288
  br i1 %492, label %493, label %477, !dbg !288, !llvm.loop !293

493:                                              ; preds = %477
  %494 = add <2 x i32> %490, %489, !dbg !294
  %495 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %494), !dbg !294
  %496 = getelementptr inbounds i8, ptr %5, i64 120, !dbg !296
  %497 = load i64, ptr %496, align 8, !dbg !296, !tbaa !260
  %498 = lshr i64 %497, 40, !dbg !297
  %499 = trunc nuw nsw i64 %498 to i32, !dbg !298
  %500 = and i32 %499, 1, !dbg !298
  %501 = getelementptr inbounds i8, ptr %5, i64 504, !dbg !299
  %502 = load i64, ptr %501, align 8, !dbg !299, !tbaa !260
  %503 = lshr i64 %502, 63, !dbg !300
  %504 = trunc nuw nsw i64 %503 to i32, !dbg !301
  %505 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4096, i32 noundef %495, i32 noundef %500, i32 noundef %504), !dbg !302
    #dbg_assign(i1 undef, !82, !DIExpression(), !303, ptr @__const.main.coins, !DIExpression(), !93)
  %506 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 200), !dbg !304
  %507 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 1000), !dbg !305
  %508 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %506, i64 noundef %507), !dbg !306
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %6) #6, !dbg !307
    #dbg_value(i32 0, !88, !DIExpression(), !308)
    #dbg_value(i32 -374248871, !64, !DIExpression(), !93)
  br label %541, !dbg !309

509:                                              ; preds = %541
    #dbg_assign(i1 undef, !310, !DIExpression(), !90, ptr %1, !DIExpression(), !326)
    #dbg_value(ptr %6, !315, !DIExpression(), !326)
    #dbg_value(i32 2000, !316, !DIExpression(), !326)
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %1) #6, !dbg !328
    #dbg_value(i32 0, !317, !DIExpression(), !326)
    #dbg_value(i32 0, !318, !DIExpression(), !329)
  br label %510, !dbg !330

510:                                              ; preds = %529, %509
  %511 = phi i64 [ 0, %509 ], [ %536, %529 ]
  %512 = phi i32 [ 0, %509 ], [ %535, %529 ]
    #dbg_value(i32 %512, !317, !DIExpression(), !326)
    #dbg_value(i64 %511, !318, !DIExpression(), !329)
    #dbg_value(i32 %512, !323, !DIExpression(), !331)
    #dbg_value(i32 0, !320, !DIExpression(), !331)
  %513 = icmp eq i32 %512, 0, !dbg !332
  %514 = getelementptr inbounds i32, ptr %6, i64 %511
  %515 = load i32, ptr %514, align 4, !tbaa !105
  br i1 %513, label %529, label %516, !dbg !333

516:                                              ; preds = %510, %516
  %517 = phi i32 [ %527, %516 ], [ %512, %510 ]
  %518 = phi i32 [ %526, %516 ], [ 0, %510 ]
    #dbg_value(i32 %517, !323, !DIExpression(), !331)
    #dbg_value(i32 %518, !320, !DIExpression(), !331)
  %519 = add nsw i32 %518, %517, !dbg !334
  %520 = sdiv i32 %519, 2, !dbg !335
    #dbg_value(i32 %520, !324, !DIExpression(), !336)
  %521 = sext i32 %520 to i64, !dbg !337
  %522 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %521, !dbg !337
  %523 = load i32, ptr %522, align 4, !dbg !337, !tbaa !105
  %524 = icmp slt i32 %523, %515, !dbg !339
  %525 = add nsw i32 %520, 1, !dbg !340
  %526 = select i1 %524, i32 %525, i32 %518, !dbg !340
  %527 = select i1 %524, i32 %517, i32 %520, !dbg !340
    #dbg_value(i32 %527, !323, !DIExpression(), !331)
    #dbg_value(i32 %526, !320, !DIExpression(), !331)
  %528 = icmp slt i32 %526, %527, !dbg !332
  br i1 %528, label %516, label %529, !dbg !333, !llvm.loop !341

529:                                              ; preds = %516, %510
  %530 = phi i32 [ 0, %510 ], [ %526, %516 ], !dbg !343
  %531 = sext i32 %530 to i64, !dbg !344
  %532 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %531, !dbg !344
  store i32 %515, ptr %532, align 4, !dbg !345, !tbaa !105
  %533 = icmp eq i32 %530, %512, !dbg !346
  %534 = zext i1 %533 to i32, !dbg !348
  %535 = add nuw nsw i32 %512, %534, !dbg !348
    #dbg_value(i32 %535, !317, !DIExpression(), !326)
  %536 = add nuw nsw i64 %511, 1, !dbg !349
    #dbg_value(i64 %536, !318, !DIExpression(), !329)
  %537 = icmp eq i64 %536, 2000, !dbg !350
  br i1 %537, label %538, label %510, !dbg !330, !llvm.loop !351

538:                                              ; preds = %529
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %1) #6, !dbg !353
  %539 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %535), !dbg !354
  %540 = and i32 %495, 127, !dbg !355
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %6) #6, !dbg !356
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #6, !dbg !356
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %4) #6, !dbg !356
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %3) #6, !dbg !356
  ret i32 %540, !dbg !357

541:                                              ; preds = %541, %493
  %542 = phi i64 [ 0, %493 ], [ %555, %541 ]
  %543 = phi i32 [ -374248871, %493 ], [ %551, %541 ]
    #dbg_value(i64 %542, !88, !DIExpression(), !308)
    #dbg_value(i32 %543, !64, !DIExpression(), !93)
  %544 = mul i32 %543, 1103515245, !dbg !358
  %545 = add i32 %544, 12345, !dbg !361
    #dbg_value(i32 %545, !64, !DIExpression(), !93)
  %546 = lshr i32 %545, 8, !dbg !362
  %547 = urem i32 %546, 100000, !dbg !363
  %548 = getelementptr inbounds [2000 x i32], ptr %6, i64 0, i64 %542, !dbg !364
  store i32 %547, ptr %548, align 8, !dbg !365, !tbaa !105
  %549 = or disjoint i64 %542, 1, !dbg !366
    #dbg_value(i64 %549, !88, !DIExpression(), !308)
  %550 = mul i32 %545, 1103515245, !dbg !358
  %551 = add i32 %550, 12345, !dbg !361
    #dbg_value(i32 %551, !64, !DIExpression(), !93)
  %552 = lshr i32 %551, 8, !dbg !362
  %553 = urem i32 %552, 100000, !dbg !363
  %554 = getelementptr inbounds [2000 x i32], ptr %6, i64 0, i64 %549, !dbg !364
  store i32 %553, ptr %554, align 4, !dbg !365, !tbaa !105
  %555 = add nuw nsw i64 %542, 2, !dbg !366
    #dbg_value(i64 %555, !88, !DIExpression(), !308)
  %556 = icmp eq i64 %555, 2000, !dbg !367
  br i1 %556, label %509, label %541, !dbg !309, !llvm.loop !368
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !370 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @coin_ways(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 !dbg !377 {
  %3 = alloca [1001 x i64], align 16, !DIAssignID !391
    #dbg_assign(i1 undef, !384, !DIExpression(), !391, ptr %3, !DIExpression(), !392)
    #dbg_value(ptr %0, !381, !DIExpression(), !392)
    #dbg_value(i32 8, !382, !DIExpression(), !392)
    #dbg_value(i32 %1, !383, !DIExpression(), !392)
  call void @llvm.lifetime.start.p0(i64 8008, ptr nonnull %3) #6, !dbg !393
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(8008) %3, i8 0, i64 8008, i1 false), !dbg !394, !DIAssignID !395
    #dbg_assign(i8 0, !384, !DIExpression(), !395, ptr %3, !DIExpression(), !392)
  store i64 1, ptr %3, align 16, !dbg !394, !DIAssignID !396
    #dbg_assign(i64 1, !384, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !396, ptr %3, !DIExpression(), !392)
    #dbg_value(i32 0, !386, !DIExpression(), !397)
  %4 = add i32 %1, 1, !dbg !398
    #dbg_value(i64 0, !386, !DIExpression(), !397)
  %5 = load i32, ptr %0, align 4, !dbg !399, !tbaa !105
    #dbg_value(i32 %5, !388, !DIExpression(), !400)
  %6 = icmp sgt i32 %5, %1, !dbg !401
  br i1 %6, label %64, label %7, !dbg !403

7:                                                ; preds = %2
  %8 = sext i32 %5 to i64, !dbg !403
  %9 = sub i32 %1, %5, !dbg !403
  %10 = zext i32 %9 to i64, !dbg !403
  %11 = add nuw nsw i64 %10, 1, !dbg !403
  %12 = icmp ult i32 %9, 13, !dbg !403
  br i1 %12, label %13, label %30, !dbg !403

13:                                               ; preds = %62, %30, %7
  %14 = phi i64 [ %8, %30 ], [ %8, %7 ], [ %46, %62 ]
  %15 = trunc i64 %14 to i32, !dbg !403
  %16 = add i32 %15, %1, !dbg !403
  %17 = and i32 %16, 1, !dbg !403
  %18 = icmp eq i32 %17, 0, !dbg !403
  br i1 %18, label %19, label %27, !dbg !403

19:                                               ; preds = %13
    #dbg_value(i64 %14, !388, !DIExpression(), !400)
  %20 = sub nsw i64 %14, %8, !dbg !404
  %21 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %20, !dbg !405
  %22 = load i64, ptr %21, align 8, !dbg !405, !tbaa !260
  %23 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %14, !dbg !406
  %24 = load i64, ptr %23, align 8, !dbg !407, !tbaa !260
  %25 = add i64 %24, %22, !dbg !407
  store i64 %25, ptr %23, align 8, !dbg !407, !tbaa !260
  %26 = add nsw i64 %14, 1, !dbg !408
    #dbg_value(i64 %26, !388, !DIExpression(), !400)
  br label %27, !dbg !403

27:                                               ; preds = %19, %13
  %28 = phi i64 [ %14, %13 ], [ %26, %19 ]
  %29 = icmp eq i32 %15, %1, !dbg !403
  br i1 %29, label %64, label %621, !dbg !403

30:                                               ; preds = %7
  %31 = shl nsw i64 %8, 3, !dbg !403
  %32 = getelementptr i8, ptr %3, i64 %31, !dbg !403
  %33 = sub i32 %1, %5, !dbg !403
  %34 = zext i32 %33 to i64, !dbg !403
  %35 = shl nuw nsw i64 %34, 3, !dbg !403
  %36 = getelementptr i8, ptr %3, i64 %31, !dbg !403
  %37 = getelementptr i8, ptr %36, i64 %35, !dbg !403
  %38 = getelementptr i8, ptr %37, i64 8, !dbg !403
  %39 = getelementptr i8, ptr %3, i64 %35, !dbg !403
  %40 = getelementptr i8, ptr %39, i64 8, !dbg !403
  %41 = icmp ult ptr %32, %40, !dbg !403
  %42 = icmp ult ptr %3, %38, !dbg !403
  %43 = and i1 %41, %42, !dbg !403
  br i1 %43, label %13, label %44, !dbg !403

44:                                               ; preds = %30
  %45 = and i64 %11, 8589934588, !dbg !403
  %46 = add nsw i64 %45, %8, !dbg !403
  br label %47, !dbg !403

47:                                               ; preds = %47, %44
  %48 = phi i64 [ 0, %44 ], [ %60, %47 ]
  %49 = add i64 %48, %8, !dbg !403
  %50 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %48, !dbg !405
  %51 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !405
  %52 = load <2 x i64>, ptr %50, align 16, !dbg !405, !tbaa !260, !alias.scope !409
  %53 = load <2 x i64>, ptr %51, align 16, !dbg !405, !tbaa !260, !alias.scope !409
  %54 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %49, !dbg !406
  %55 = getelementptr inbounds i8, ptr %54, i64 16, !dbg !407
  %56 = load <2 x i64>, ptr %54, align 8, !dbg !407, !tbaa !260, !alias.scope !412, !noalias !409
  %57 = load <2 x i64>, ptr %55, align 8, !dbg !407, !tbaa !260, !alias.scope !412, !noalias !409
  %58 = add <2 x i64> %56, %52, !dbg !407
  %59 = add <2 x i64> %57, %53, !dbg !407
  store <2 x i64> %58, ptr %54, align 8, !dbg !407, !tbaa !260, !alias.scope !412, !noalias !409
  store <2 x i64> %59, ptr %55, align 8, !dbg !407, !tbaa !260, !alias.scope !412, !noalias !409
  %60 = add nuw i64 %48, 4
  %61 = icmp eq i64 %60, %45
  br i1 %61, label %62, label %47, !llvm.loop !414

62:                                               ; preds = %47
  %63 = icmp eq i64 %11, %45, !dbg !403
  br i1 %63, label %64, label %13, !dbg !403

64:                                               ; preds = %27, %621, %62, %2
    #dbg_value(i64 1, !386, !DIExpression(), !397)
  %65 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !399
  %66 = load i32, ptr %65, align 4, !dbg !399, !tbaa !105
    #dbg_value(i32 %66, !388, !DIExpression(), !400)
  %67 = icmp sgt i32 %66, %1, !dbg !401
  br i1 %67, label %143, label %68, !dbg !403

68:                                               ; preds = %64
  %69 = sext i32 %66 to i64, !dbg !403
  %70 = sub i32 %1, %66, !dbg !403
  %71 = zext i32 %70 to i64, !dbg !403
  %72 = add nuw nsw i64 %71, 1, !dbg !403
  %73 = icmp ult i32 %70, 13, !dbg !403
  br i1 %73, label %108, label %74, !dbg !403

74:                                               ; preds = %68
  %75 = shl nsw i64 %69, 3, !dbg !403
  %76 = getelementptr i8, ptr %3, i64 %75, !dbg !403
  %77 = sub i32 %1, %66, !dbg !403
  %78 = zext i32 %77 to i64, !dbg !403
  %79 = shl nuw nsw i64 %78, 3, !dbg !403
  %80 = getelementptr i8, ptr %3, i64 %75, !dbg !403
  %81 = getelementptr i8, ptr %80, i64 %79, !dbg !403
  %82 = getelementptr i8, ptr %81, i64 8, !dbg !403
  %83 = getelementptr i8, ptr %3, i64 %79, !dbg !403
  %84 = getelementptr i8, ptr %83, i64 8, !dbg !403
  %85 = icmp ult ptr %76, %84, !dbg !403
  %86 = icmp ult ptr %3, %82, !dbg !403
  %87 = and i1 %85, %86, !dbg !403
  br i1 %87, label %108, label %88, !dbg !403

88:                                               ; preds = %74
  %89 = and i64 %72, 8589934588, !dbg !403
  %90 = add nsw i64 %89, %69, !dbg !403
  br label %91, !dbg !403

91:                                               ; preds = %91, %88
  %92 = phi i64 [ 0, %88 ], [ %104, %91 ]
  %93 = add i64 %92, %69, !dbg !403
  %94 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %92, !dbg !405
  %95 = getelementptr inbounds i8, ptr %94, i64 16, !dbg !405
  %96 = load <2 x i64>, ptr %94, align 16, !dbg !405, !tbaa !260, !alias.scope !416
  %97 = load <2 x i64>, ptr %95, align 16, !dbg !405, !tbaa !260, !alias.scope !416
  %98 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %93, !dbg !406
  %99 = getelementptr inbounds i8, ptr %98, i64 16, !dbg !407
  %100 = load <2 x i64>, ptr %98, align 8, !dbg !407, !tbaa !260, !alias.scope !419, !noalias !416
  %101 = load <2 x i64>, ptr %99, align 8, !dbg !407, !tbaa !260, !alias.scope !419, !noalias !416
  %102 = add <2 x i64> %100, %96, !dbg !407
  %103 = add <2 x i64> %101, %97, !dbg !407
  store <2 x i64> %102, ptr %98, align 8, !dbg !407, !tbaa !260, !alias.scope !419, !noalias !416
  store <2 x i64> %103, ptr %99, align 8, !dbg !407, !tbaa !260, !alias.scope !419, !noalias !416
  %104 = add nuw i64 %92, 4
  %105 = icmp eq i64 %104, %89
  br i1 %105, label %106, label %91, !llvm.loop !421

106:                                              ; preds = %91
  %107 = icmp eq i64 %72, %89, !dbg !403
  br i1 %107, label %143, label %108, !dbg !403

108:                                              ; preds = %106, %74, %68
  %109 = phi i64 [ %69, %74 ], [ %69, %68 ], [ %90, %106 ]
  %110 = trunc i64 %109 to i32, !dbg !403
  %111 = add i32 %110, %1, !dbg !403
  %112 = and i32 %111, 1, !dbg !403
  %113 = icmp eq i32 %112, 0, !dbg !403
  br i1 %113, label %114, label %122, !dbg !403

114:                                              ; preds = %108
    #dbg_value(i64 %109, !388, !DIExpression(), !400)
  %115 = sub nsw i64 %109, %69, !dbg !404
  %116 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %115, !dbg !405
  %117 = load i64, ptr %116, align 8, !dbg !405, !tbaa !260
  %118 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %109, !dbg !406
  %119 = load i64, ptr %118, align 8, !dbg !407, !tbaa !260
  %120 = add i64 %119, %117, !dbg !407
  store i64 %120, ptr %118, align 8, !dbg !407, !tbaa !260
  %121 = add nsw i64 %109, 1, !dbg !408
    #dbg_value(i64 %121, !388, !DIExpression(), !400)
  br label %122, !dbg !403

122:                                              ; preds = %114, %108
  %123 = phi i64 [ %109, %108 ], [ %121, %114 ]
  %124 = icmp eq i32 %110, %1, !dbg !403
  br i1 %124, label %143, label %125, !dbg !403

125:                                              ; preds = %122, %125
  %126 = phi i64 [ %140, %125 ], [ %123, %122 ]
    #dbg_value(i64 %126, !388, !DIExpression(), !400)
  %127 = sub nsw i64 %126, %69, !dbg !404
  %128 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %127, !dbg !405
  %129 = load i64, ptr %128, align 8, !dbg !405, !tbaa !260
  %130 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %126, !dbg !406
  %131 = load i64, ptr %130, align 8, !dbg !407, !tbaa !260
  %132 = add i64 %131, %129, !dbg !407
  store i64 %132, ptr %130, align 8, !dbg !407, !tbaa !260
  %133 = add nsw i64 %126, 1, !dbg !408
    #dbg_value(i64 %133, !388, !DIExpression(), !400)
  %134 = sub nsw i64 %133, %69, !dbg !404
  %135 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %134, !dbg !405
  %136 = load i64, ptr %135, align 8, !dbg !405, !tbaa !260
  %137 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %133, !dbg !406
  %138 = load i64, ptr %137, align 8, !dbg !407, !tbaa !260
  %139 = add i64 %138, %136, !dbg !407
  store i64 %139, ptr %137, align 8, !dbg !407, !tbaa !260
  %140 = add nsw i64 %126, 2, !dbg !408
    #dbg_value(i64 %140, !388, !DIExpression(), !400)
  %141 = trunc i64 %140 to i32, !dbg !401
  %142 = icmp eq i32 %4, %141, !dbg !401
  br i1 %142, label %143, label %125, !dbg !403, !llvm.loop !422

143:                                              ; preds = %122, %125, %106, %64
    #dbg_value(i64 2, !386, !DIExpression(), !397)
  %144 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !399
  %145 = load i32, ptr %144, align 4, !dbg !399, !tbaa !105
    #dbg_value(i32 %145, !388, !DIExpression(), !400)
  %146 = icmp sgt i32 %145, %1, !dbg !401
  br i1 %146, label %222, label %147, !dbg !403

147:                                              ; preds = %143
  %148 = sext i32 %145 to i64, !dbg !403
  %149 = sub i32 %1, %145, !dbg !403
  %150 = zext i32 %149 to i64, !dbg !403
  %151 = add nuw nsw i64 %150, 1, !dbg !403
  %152 = icmp ult i32 %149, 13, !dbg !403
  br i1 %152, label %187, label %153, !dbg !403

153:                                              ; preds = %147
  %154 = shl nsw i64 %148, 3, !dbg !403
  %155 = getelementptr i8, ptr %3, i64 %154, !dbg !403
  %156 = sub i32 %1, %145, !dbg !403
  %157 = zext i32 %156 to i64, !dbg !403
  %158 = shl nuw nsw i64 %157, 3, !dbg !403
  %159 = getelementptr i8, ptr %3, i64 %154, !dbg !403
  %160 = getelementptr i8, ptr %159, i64 %158, !dbg !403
  %161 = getelementptr i8, ptr %160, i64 8, !dbg !403
  %162 = getelementptr i8, ptr %3, i64 %158, !dbg !403
  %163 = getelementptr i8, ptr %162, i64 8, !dbg !403
  %164 = icmp ult ptr %155, %163, !dbg !403
  %165 = icmp ult ptr %3, %161, !dbg !403
  %166 = and i1 %164, %165, !dbg !403
  br i1 %166, label %187, label %167, !dbg !403

167:                                              ; preds = %153
  %168 = and i64 %151, 8589934588, !dbg !403
  %169 = add nsw i64 %168, %148, !dbg !403
  br label %170, !dbg !403

170:                                              ; preds = %170, %167
  %171 = phi i64 [ 0, %167 ], [ %183, %170 ]
  %172 = add i64 %171, %148, !dbg !403
  %173 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %171, !dbg !405
  %174 = getelementptr inbounds i8, ptr %173, i64 16, !dbg !405
  %175 = load <2 x i64>, ptr %173, align 16, !dbg !405, !tbaa !260, !alias.scope !423
  %176 = load <2 x i64>, ptr %174, align 16, !dbg !405, !tbaa !260, !alias.scope !423
  %177 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %172, !dbg !406
  %178 = getelementptr inbounds i8, ptr %177, i64 16, !dbg !407
  %179 = load <2 x i64>, ptr %177, align 8, !dbg !407, !tbaa !260, !alias.scope !426, !noalias !423
  %180 = load <2 x i64>, ptr %178, align 8, !dbg !407, !tbaa !260, !alias.scope !426, !noalias !423
  %181 = add <2 x i64> %179, %175, !dbg !407
  %182 = add <2 x i64> %180, %176, !dbg !407
  store <2 x i64> %181, ptr %177, align 8, !dbg !407, !tbaa !260, !alias.scope !426, !noalias !423
  store <2 x i64> %182, ptr %178, align 8, !dbg !407, !tbaa !260, !alias.scope !426, !noalias !423
  %183 = add nuw i64 %171, 4
  %184 = icmp eq i64 %183, %168
  br i1 %184, label %185, label %170, !llvm.loop !428

185:                                              ; preds = %170
  %186 = icmp eq i64 %151, %168, !dbg !403
  br i1 %186, label %222, label %187, !dbg !403

187:                                              ; preds = %185, %153, %147
  %188 = phi i64 [ %148, %153 ], [ %148, %147 ], [ %169, %185 ]
  %189 = trunc i64 %188 to i32, !dbg !403
  %190 = add i32 %189, %1, !dbg !403
  %191 = and i32 %190, 1, !dbg !403
  %192 = icmp eq i32 %191, 0, !dbg !403
  br i1 %192, label %193, label %201, !dbg !403

193:                                              ; preds = %187
    #dbg_value(i64 %188, !388, !DIExpression(), !400)
  %194 = sub nsw i64 %188, %148, !dbg !404
  %195 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %194, !dbg !405
  %196 = load i64, ptr %195, align 8, !dbg !405, !tbaa !260
  %197 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %188, !dbg !406
  %198 = load i64, ptr %197, align 8, !dbg !407, !tbaa !260
  %199 = add i64 %198, %196, !dbg !407
  store i64 %199, ptr %197, align 8, !dbg !407, !tbaa !260
  %200 = add nsw i64 %188, 1, !dbg !408
    #dbg_value(i64 %200, !388, !DIExpression(), !400)
  br label %201, !dbg !403

201:                                              ; preds = %193, %187
  %202 = phi i64 [ %188, %187 ], [ %200, %193 ]
  %203 = icmp eq i32 %189, %1, !dbg !403
  br i1 %203, label %222, label %204, !dbg !403

204:                                              ; preds = %201, %204
  %205 = phi i64 [ %219, %204 ], [ %202, %201 ]
    #dbg_value(i64 %205, !388, !DIExpression(), !400)
  %206 = sub nsw i64 %205, %148, !dbg !404
  %207 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %206, !dbg !405
  %208 = load i64, ptr %207, align 8, !dbg !405, !tbaa !260
  %209 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %205, !dbg !406
  %210 = load i64, ptr %209, align 8, !dbg !407, !tbaa !260
  %211 = add i64 %210, %208, !dbg !407
  store i64 %211, ptr %209, align 8, !dbg !407, !tbaa !260
  %212 = add nsw i64 %205, 1, !dbg !408
    #dbg_value(i64 %212, !388, !DIExpression(), !400)
  %213 = sub nsw i64 %212, %148, !dbg !404
  %214 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %213, !dbg !405
  %215 = load i64, ptr %214, align 8, !dbg !405, !tbaa !260
  %216 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %212, !dbg !406
  %217 = load i64, ptr %216, align 8, !dbg !407, !tbaa !260
  %218 = add i64 %217, %215, !dbg !407
  store i64 %218, ptr %216, align 8, !dbg !407, !tbaa !260
  %219 = add nsw i64 %205, 2, !dbg !408
    #dbg_value(i64 %219, !388, !DIExpression(), !400)
  %220 = trunc i64 %219 to i32, !dbg !401
  %221 = icmp eq i32 %4, %220, !dbg !401
  br i1 %221, label %222, label %204, !dbg !403, !llvm.loop !429

222:                                              ; preds = %201, %204, %185, %143
    #dbg_value(i64 3, !386, !DIExpression(), !397)
  %223 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !399
  %224 = load i32, ptr %223, align 4, !dbg !399, !tbaa !105
    #dbg_value(i32 %224, !388, !DIExpression(), !400)
  %225 = icmp sgt i32 %224, %1, !dbg !401
  br i1 %225, label %301, label %226, !dbg !403

226:                                              ; preds = %222
  %227 = sext i32 %224 to i64, !dbg !403
  %228 = sub i32 %1, %224, !dbg !403
  %229 = zext i32 %228 to i64, !dbg !403
  %230 = add nuw nsw i64 %229, 1, !dbg !403
  %231 = icmp ult i32 %228, 13, !dbg !403
  br i1 %231, label %266, label %232, !dbg !403

232:                                              ; preds = %226
  %233 = shl nsw i64 %227, 3, !dbg !403
  %234 = getelementptr i8, ptr %3, i64 %233, !dbg !403
  %235 = sub i32 %1, %224, !dbg !403
  %236 = zext i32 %235 to i64, !dbg !403
  %237 = shl nuw nsw i64 %236, 3, !dbg !403
  %238 = getelementptr i8, ptr %3, i64 %233, !dbg !403
  %239 = getelementptr i8, ptr %238, i64 %237, !dbg !403
  %240 = getelementptr i8, ptr %239, i64 8, !dbg !403
  %241 = getelementptr i8, ptr %3, i64 %237, !dbg !403
  %242 = getelementptr i8, ptr %241, i64 8, !dbg !403
  %243 = icmp ult ptr %234, %242, !dbg !403
  %244 = icmp ult ptr %3, %240, !dbg !403
  %245 = and i1 %243, %244, !dbg !403
  br i1 %245, label %266, label %246, !dbg !403

246:                                              ; preds = %232
  %247 = and i64 %230, 8589934588, !dbg !403
  %248 = add nsw i64 %247, %227, !dbg !403
  br label %249, !dbg !403

249:                                              ; preds = %249, %246
  %250 = phi i64 [ 0, %246 ], [ %262, %249 ]
  %251 = add i64 %250, %227, !dbg !403
  %252 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %250, !dbg !405
  %253 = getelementptr inbounds i8, ptr %252, i64 16, !dbg !405
  %254 = load <2 x i64>, ptr %252, align 16, !dbg !405, !tbaa !260, !alias.scope !430
  %255 = load <2 x i64>, ptr %253, align 16, !dbg !405, !tbaa !260, !alias.scope !430
  %256 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %251, !dbg !406
  %257 = getelementptr inbounds i8, ptr %256, i64 16, !dbg !407
  %258 = load <2 x i64>, ptr %256, align 8, !dbg !407, !tbaa !260, !alias.scope !433, !noalias !430
  %259 = load <2 x i64>, ptr %257, align 8, !dbg !407, !tbaa !260, !alias.scope !433, !noalias !430
  %260 = add <2 x i64> %258, %254, !dbg !407
  %261 = add <2 x i64> %259, %255, !dbg !407
  store <2 x i64> %260, ptr %256, align 8, !dbg !407, !tbaa !260, !alias.scope !433, !noalias !430
  store <2 x i64> %261, ptr %257, align 8, !dbg !407, !tbaa !260, !alias.scope !433, !noalias !430
  %262 = add nuw i64 %250, 4
  %263 = icmp eq i64 %262, %247
  br i1 %263, label %264, label %249, !llvm.loop !435

264:                                              ; preds = %249
  %265 = icmp eq i64 %230, %247, !dbg !403
  br i1 %265, label %301, label %266, !dbg !403

266:                                              ; preds = %264, %232, %226
  %267 = phi i64 [ %227, %232 ], [ %227, %226 ], [ %248, %264 ]
  %268 = trunc i64 %267 to i32, !dbg !403
  %269 = add i32 %268, %1, !dbg !403
  %270 = and i32 %269, 1, !dbg !403
  %271 = icmp eq i32 %270, 0, !dbg !403
  br i1 %271, label %272, label %280, !dbg !403

272:                                              ; preds = %266
    #dbg_value(i64 %267, !388, !DIExpression(), !400)
  %273 = sub nsw i64 %267, %227, !dbg !404
  %274 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %273, !dbg !405
  %275 = load i64, ptr %274, align 8, !dbg !405, !tbaa !260
  %276 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %267, !dbg !406
  %277 = load i64, ptr %276, align 8, !dbg !407, !tbaa !260
  %278 = add i64 %277, %275, !dbg !407
  store i64 %278, ptr %276, align 8, !dbg !407, !tbaa !260
  %279 = add nsw i64 %267, 1, !dbg !408
    #dbg_value(i64 %279, !388, !DIExpression(), !400)
  br label %280, !dbg !403

280:                                              ; preds = %272, %266
  %281 = phi i64 [ %267, %266 ], [ %279, %272 ]
  %282 = icmp eq i32 %268, %1, !dbg !403
  br i1 %282, label %301, label %283, !dbg !403

283:                                              ; preds = %280, %283
  %284 = phi i64 [ %298, %283 ], [ %281, %280 ]
    #dbg_value(i64 %284, !388, !DIExpression(), !400)
  %285 = sub nsw i64 %284, %227, !dbg !404
  %286 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %285, !dbg !405
  %287 = load i64, ptr %286, align 8, !dbg !405, !tbaa !260
  %288 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %284, !dbg !406
  %289 = load i64, ptr %288, align 8, !dbg !407, !tbaa !260
  %290 = add i64 %289, %287, !dbg !407
  store i64 %290, ptr %288, align 8, !dbg !407, !tbaa !260
  %291 = add nsw i64 %284, 1, !dbg !408
    #dbg_value(i64 %291, !388, !DIExpression(), !400)
  %292 = sub nsw i64 %291, %227, !dbg !404
  %293 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %292, !dbg !405
  %294 = load i64, ptr %293, align 8, !dbg !405, !tbaa !260
  %295 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %291, !dbg !406
  %296 = load i64, ptr %295, align 8, !dbg !407, !tbaa !260
  %297 = add i64 %296, %294, !dbg !407
  store i64 %297, ptr %295, align 8, !dbg !407, !tbaa !260
  %298 = add nsw i64 %284, 2, !dbg !408
    #dbg_value(i64 %298, !388, !DIExpression(), !400)
  %299 = trunc i64 %298 to i32, !dbg !401
  %300 = icmp eq i32 %4, %299, !dbg !401
  br i1 %300, label %301, label %283, !dbg !403, !llvm.loop !436

301:                                              ; preds = %280, %283, %264, %222
    #dbg_value(i64 4, !386, !DIExpression(), !397)
  %302 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !399
  %303 = load i32, ptr %302, align 4, !dbg !399, !tbaa !105
    #dbg_value(i32 %303, !388, !DIExpression(), !400)
  %304 = icmp sgt i32 %303, %1, !dbg !401
  br i1 %304, label %380, label %305, !dbg !403

305:                                              ; preds = %301
  %306 = sext i32 %303 to i64, !dbg !403
  %307 = sub i32 %1, %303, !dbg !403
  %308 = zext i32 %307 to i64, !dbg !403
  %309 = add nuw nsw i64 %308, 1, !dbg !403
  %310 = icmp ult i32 %307, 13, !dbg !403
  br i1 %310, label %345, label %311, !dbg !403

311:                                              ; preds = %305
  %312 = shl nsw i64 %306, 3, !dbg !403
  %313 = getelementptr i8, ptr %3, i64 %312, !dbg !403
  %314 = sub i32 %1, %303, !dbg !403
  %315 = zext i32 %314 to i64, !dbg !403
  %316 = shl nuw nsw i64 %315, 3, !dbg !403
  %317 = getelementptr i8, ptr %3, i64 %312, !dbg !403
  %318 = getelementptr i8, ptr %317, i64 %316, !dbg !403
  %319 = getelementptr i8, ptr %318, i64 8, !dbg !403
  %320 = getelementptr i8, ptr %3, i64 %316, !dbg !403
  %321 = getelementptr i8, ptr %320, i64 8, !dbg !403
  %322 = icmp ult ptr %313, %321, !dbg !403
  %323 = icmp ult ptr %3, %319, !dbg !403
  %324 = and i1 %322, %323, !dbg !403
  br i1 %324, label %345, label %325, !dbg !403

325:                                              ; preds = %311
  %326 = and i64 %309, 8589934588, !dbg !403
  %327 = add nsw i64 %326, %306, !dbg !403
  br label %328, !dbg !403

328:                                              ; preds = %328, %325
  %329 = phi i64 [ 0, %325 ], [ %341, %328 ]
  %330 = add i64 %329, %306, !dbg !403
  %331 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %329, !dbg !405
  %332 = getelementptr inbounds i8, ptr %331, i64 16, !dbg !405
  %333 = load <2 x i64>, ptr %331, align 16, !dbg !405, !tbaa !260, !alias.scope !437
  %334 = load <2 x i64>, ptr %332, align 16, !dbg !405, !tbaa !260, !alias.scope !437
  %335 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %330, !dbg !406
  %336 = getelementptr inbounds i8, ptr %335, i64 16, !dbg !407
  %337 = load <2 x i64>, ptr %335, align 8, !dbg !407, !tbaa !260, !alias.scope !440, !noalias !437
  %338 = load <2 x i64>, ptr %336, align 8, !dbg !407, !tbaa !260, !alias.scope !440, !noalias !437
  %339 = add <2 x i64> %337, %333, !dbg !407
  %340 = add <2 x i64> %338, %334, !dbg !407
  store <2 x i64> %339, ptr %335, align 8, !dbg !407, !tbaa !260, !alias.scope !440, !noalias !437
  store <2 x i64> %340, ptr %336, align 8, !dbg !407, !tbaa !260, !alias.scope !440, !noalias !437
  %341 = add nuw i64 %329, 4
  %342 = icmp eq i64 %341, %326
  br i1 %342, label %343, label %328, !llvm.loop !442

343:                                              ; preds = %328
  %344 = icmp eq i64 %309, %326, !dbg !403
  br i1 %344, label %380, label %345, !dbg !403

345:                                              ; preds = %343, %311, %305
  %346 = phi i64 [ %306, %311 ], [ %306, %305 ], [ %327, %343 ]
  %347 = trunc i64 %346 to i32, !dbg !403
  %348 = add i32 %347, %1, !dbg !403
  %349 = and i32 %348, 1, !dbg !403
  %350 = icmp eq i32 %349, 0, !dbg !403
  br i1 %350, label %351, label %359, !dbg !403

351:                                              ; preds = %345
    #dbg_value(i64 %346, !388, !DIExpression(), !400)
  %352 = sub nsw i64 %346, %306, !dbg !404
  %353 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %352, !dbg !405
  %354 = load i64, ptr %353, align 8, !dbg !405, !tbaa !260
  %355 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %346, !dbg !406
  %356 = load i64, ptr %355, align 8, !dbg !407, !tbaa !260
  %357 = add i64 %356, %354, !dbg !407
  store i64 %357, ptr %355, align 8, !dbg !407, !tbaa !260
  %358 = add nsw i64 %346, 1, !dbg !408
    #dbg_value(i64 %358, !388, !DIExpression(), !400)
  br label %359, !dbg !403

359:                                              ; preds = %351, %345
  %360 = phi i64 [ %346, %345 ], [ %358, %351 ]
  %361 = icmp eq i32 %347, %1, !dbg !403
  br i1 %361, label %380, label %362, !dbg !403

362:                                              ; preds = %359, %362
  %363 = phi i64 [ %377, %362 ], [ %360, %359 ]
    #dbg_value(i64 %363, !388, !DIExpression(), !400)
  %364 = sub nsw i64 %363, %306, !dbg !404
  %365 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %364, !dbg !405
  %366 = load i64, ptr %365, align 8, !dbg !405, !tbaa !260
  %367 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %363, !dbg !406
  %368 = load i64, ptr %367, align 8, !dbg !407, !tbaa !260
  %369 = add i64 %368, %366, !dbg !407
  store i64 %369, ptr %367, align 8, !dbg !407, !tbaa !260
  %370 = add nsw i64 %363, 1, !dbg !408
    #dbg_value(i64 %370, !388, !DIExpression(), !400)
  %371 = sub nsw i64 %370, %306, !dbg !404
  %372 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %371, !dbg !405
  %373 = load i64, ptr %372, align 8, !dbg !405, !tbaa !260
  %374 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %370, !dbg !406
  %375 = load i64, ptr %374, align 8, !dbg !407, !tbaa !260
  %376 = add i64 %375, %373, !dbg !407
  store i64 %376, ptr %374, align 8, !dbg !407, !tbaa !260
  %377 = add nsw i64 %363, 2, !dbg !408
    #dbg_value(i64 %377, !388, !DIExpression(), !400)
  %378 = trunc i64 %377 to i32, !dbg !401
  %379 = icmp eq i32 %4, %378, !dbg !401
  br i1 %379, label %380, label %362, !dbg !403, !llvm.loop !443

380:                                              ; preds = %359, %362, %343, %301
    #dbg_value(i64 5, !386, !DIExpression(), !397)
  %381 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !399
  %382 = load i32, ptr %381, align 4, !dbg !399, !tbaa !105
    #dbg_value(i32 %382, !388, !DIExpression(), !400)
  %383 = icmp sgt i32 %382, %1, !dbg !401
  br i1 %383, label %459, label %384, !dbg !403

384:                                              ; preds = %380
  %385 = sext i32 %382 to i64, !dbg !403
  %386 = sub i32 %1, %382, !dbg !403
  %387 = zext i32 %386 to i64, !dbg !403
  %388 = add nuw nsw i64 %387, 1, !dbg !403
  %389 = icmp ult i32 %386, 13, !dbg !403
  br i1 %389, label %424, label %390, !dbg !403

390:                                              ; preds = %384
  %391 = shl nsw i64 %385, 3, !dbg !403
  %392 = getelementptr i8, ptr %3, i64 %391, !dbg !403
  %393 = sub i32 %1, %382, !dbg !403
  %394 = zext i32 %393 to i64, !dbg !403
  %395 = shl nuw nsw i64 %394, 3, !dbg !403
  %396 = getelementptr i8, ptr %3, i64 %391, !dbg !403
  %397 = getelementptr i8, ptr %396, i64 %395, !dbg !403
  %398 = getelementptr i8, ptr %397, i64 8, !dbg !403
  %399 = getelementptr i8, ptr %3, i64 %395, !dbg !403
  %400 = getelementptr i8, ptr %399, i64 8, !dbg !403
  %401 = icmp ult ptr %392, %400, !dbg !403
  %402 = icmp ult ptr %3, %398, !dbg !403
  %403 = and i1 %401, %402, !dbg !403
  br i1 %403, label %424, label %404, !dbg !403

404:                                              ; preds = %390
  %405 = and i64 %388, 8589934588, !dbg !403
  %406 = add nsw i64 %405, %385, !dbg !403
  br label %407, !dbg !403

407:                                              ; preds = %407, %404
  %408 = phi i64 [ 0, %404 ], [ %420, %407 ]
  %409 = add i64 %408, %385, !dbg !403
  %410 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %408, !dbg !405
  %411 = getelementptr inbounds i8, ptr %410, i64 16, !dbg !405
  %412 = load <2 x i64>, ptr %410, align 16, !dbg !405, !tbaa !260, !alias.scope !444
  %413 = load <2 x i64>, ptr %411, align 16, !dbg !405, !tbaa !260, !alias.scope !444
  %414 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %409, !dbg !406
  %415 = getelementptr inbounds i8, ptr %414, i64 16, !dbg !407
  %416 = load <2 x i64>, ptr %414, align 8, !dbg !407, !tbaa !260, !alias.scope !447, !noalias !444
  %417 = load <2 x i64>, ptr %415, align 8, !dbg !407, !tbaa !260, !alias.scope !447, !noalias !444
  %418 = add <2 x i64> %416, %412, !dbg !407
  %419 = add <2 x i64> %417, %413, !dbg !407
  store <2 x i64> %418, ptr %414, align 8, !dbg !407, !tbaa !260, !alias.scope !447, !noalias !444
  store <2 x i64> %419, ptr %415, align 8, !dbg !407, !tbaa !260, !alias.scope !447, !noalias !444
  %420 = add nuw i64 %408, 4
  %421 = icmp eq i64 %420, %405
  br i1 %421, label %422, label %407, !llvm.loop !449

422:                                              ; preds = %407
  %423 = icmp eq i64 %388, %405, !dbg !403
  br i1 %423, label %459, label %424, !dbg !403

424:                                              ; preds = %422, %390, %384
  %425 = phi i64 [ %385, %390 ], [ %385, %384 ], [ %406, %422 ]
  %426 = trunc i64 %425 to i32, !dbg !403
  %427 = add i32 %426, %1, !dbg !403
  %428 = and i32 %427, 1, !dbg !403
  %429 = icmp eq i32 %428, 0, !dbg !403
  br i1 %429, label %430, label %438, !dbg !403

430:                                              ; preds = %424
    #dbg_value(i64 %425, !388, !DIExpression(), !400)
  %431 = sub nsw i64 %425, %385, !dbg !404
  %432 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %431, !dbg !405
  %433 = load i64, ptr %432, align 8, !dbg !405, !tbaa !260
  %434 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %425, !dbg !406
  %435 = load i64, ptr %434, align 8, !dbg !407, !tbaa !260
  %436 = add i64 %435, %433, !dbg !407
  store i64 %436, ptr %434, align 8, !dbg !407, !tbaa !260
  %437 = add nsw i64 %425, 1, !dbg !408
    #dbg_value(i64 %437, !388, !DIExpression(), !400)
  br label %438, !dbg !403

438:                                              ; preds = %430, %424
  %439 = phi i64 [ %425, %424 ], [ %437, %430 ]
  %440 = icmp eq i32 %426, %1, !dbg !403
  br i1 %440, label %459, label %441, !dbg !403

441:                                              ; preds = %438, %441
  %442 = phi i64 [ %456, %441 ], [ %439, %438 ]
    #dbg_value(i64 %442, !388, !DIExpression(), !400)
  %443 = sub nsw i64 %442, %385, !dbg !404
  %444 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %443, !dbg !405
  %445 = load i64, ptr %444, align 8, !dbg !405, !tbaa !260
  %446 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %442, !dbg !406
  %447 = load i64, ptr %446, align 8, !dbg !407, !tbaa !260
  %448 = add i64 %447, %445, !dbg !407
  store i64 %448, ptr %446, align 8, !dbg !407, !tbaa !260
  %449 = add nsw i64 %442, 1, !dbg !408
    #dbg_value(i64 %449, !388, !DIExpression(), !400)
  %450 = sub nsw i64 %449, %385, !dbg !404
  %451 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %450, !dbg !405
  %452 = load i64, ptr %451, align 8, !dbg !405, !tbaa !260
  %453 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %449, !dbg !406
  %454 = load i64, ptr %453, align 8, !dbg !407, !tbaa !260
  %455 = add i64 %454, %452, !dbg !407
  store i64 %455, ptr %453, align 8, !dbg !407, !tbaa !260
  %456 = add nsw i64 %442, 2, !dbg !408
    #dbg_value(i64 %456, !388, !DIExpression(), !400)
  %457 = trunc i64 %456 to i32, !dbg !401
  %458 = icmp eq i32 %4, %457, !dbg !401
  br i1 %458, label %459, label %441, !dbg !403, !llvm.loop !450

459:                                              ; preds = %438, %441, %422, %380
    #dbg_value(i64 6, !386, !DIExpression(), !397)
  %460 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !399
  %461 = load i32, ptr %460, align 4, !dbg !399, !tbaa !105
    #dbg_value(i32 %461, !388, !DIExpression(), !400)
  %462 = icmp sgt i32 %461, %1, !dbg !401
  br i1 %462, label %538, label %463, !dbg !403

463:                                              ; preds = %459
  %464 = sext i32 %461 to i64, !dbg !403
  %465 = sub i32 %1, %461, !dbg !403
  %466 = zext i32 %465 to i64, !dbg !403
  %467 = add nuw nsw i64 %466, 1, !dbg !403
  %468 = icmp ult i32 %465, 13, !dbg !403
  br i1 %468, label %503, label %469, !dbg !403

469:                                              ; preds = %463
  %470 = shl nsw i64 %464, 3, !dbg !403
  %471 = getelementptr i8, ptr %3, i64 %470, !dbg !403
  %472 = sub i32 %1, %461, !dbg !403
  %473 = zext i32 %472 to i64, !dbg !403
  %474 = shl nuw nsw i64 %473, 3, !dbg !403
  %475 = getelementptr i8, ptr %3, i64 %470, !dbg !403
  %476 = getelementptr i8, ptr %475, i64 %474, !dbg !403
  %477 = getelementptr i8, ptr %476, i64 8, !dbg !403
  %478 = getelementptr i8, ptr %3, i64 %474, !dbg !403
  %479 = getelementptr i8, ptr %478, i64 8, !dbg !403
  %480 = icmp ult ptr %471, %479, !dbg !403
  %481 = icmp ult ptr %3, %477, !dbg !403
  %482 = and i1 %480, %481, !dbg !403
  br i1 %482, label %503, label %483, !dbg !403

483:                                              ; preds = %469
  %484 = and i64 %467, 8589934588, !dbg !403
  %485 = add nsw i64 %484, %464, !dbg !403
  br label %486, !dbg !403

486:                                              ; preds = %486, %483
  %487 = phi i64 [ 0, %483 ], [ %499, %486 ]
  %488 = add i64 %487, %464, !dbg !403
  %489 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %487, !dbg !405
  %490 = getelementptr inbounds i8, ptr %489, i64 16, !dbg !405
  %491 = load <2 x i64>, ptr %489, align 16, !dbg !405, !tbaa !260, !alias.scope !451
  %492 = load <2 x i64>, ptr %490, align 16, !dbg !405, !tbaa !260, !alias.scope !451
  %493 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %488, !dbg !406
  %494 = getelementptr inbounds i8, ptr %493, i64 16, !dbg !407
  %495 = load <2 x i64>, ptr %493, align 8, !dbg !407, !tbaa !260, !alias.scope !454, !noalias !451
  %496 = load <2 x i64>, ptr %494, align 8, !dbg !407, !tbaa !260, !alias.scope !454, !noalias !451
  %497 = add <2 x i64> %495, %491, !dbg !407
  %498 = add <2 x i64> %496, %492, !dbg !407
  store <2 x i64> %497, ptr %493, align 8, !dbg !407, !tbaa !260, !alias.scope !454, !noalias !451
  store <2 x i64> %498, ptr %494, align 8, !dbg !407, !tbaa !260, !alias.scope !454, !noalias !451
  %499 = add nuw i64 %487, 4
  %500 = icmp eq i64 %499, %484
  br i1 %500, label %501, label %486, !llvm.loop !456

501:                                              ; preds = %486
  %502 = icmp eq i64 %467, %484, !dbg !403
  br i1 %502, label %538, label %503, !dbg !403

503:                                              ; preds = %501, %469, %463
  %504 = phi i64 [ %464, %469 ], [ %464, %463 ], [ %485, %501 ]
  %505 = trunc i64 %504 to i32, !dbg !403
  %506 = add i32 %505, %1, !dbg !403
  %507 = and i32 %506, 1, !dbg !403
  %508 = icmp eq i32 %507, 0, !dbg !403
  br i1 %508, label %509, label %517, !dbg !403

509:                                              ; preds = %503
    #dbg_value(i64 %504, !388, !DIExpression(), !400)
  %510 = sub nsw i64 %504, %464, !dbg !404
  %511 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %510, !dbg !405
  %512 = load i64, ptr %511, align 8, !dbg !405, !tbaa !260
  %513 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %504, !dbg !406
  %514 = load i64, ptr %513, align 8, !dbg !407, !tbaa !260
  %515 = add i64 %514, %512, !dbg !407
  store i64 %515, ptr %513, align 8, !dbg !407, !tbaa !260
  %516 = add nsw i64 %504, 1, !dbg !408
    #dbg_value(i64 %516, !388, !DIExpression(), !400)
  br label %517, !dbg !403

517:                                              ; preds = %509, %503
  %518 = phi i64 [ %504, %503 ], [ %516, %509 ]
  %519 = icmp eq i32 %505, %1, !dbg !403
  br i1 %519, label %538, label %520, !dbg !403

520:                                              ; preds = %517, %520
  %521 = phi i64 [ %535, %520 ], [ %518, %517 ]
    #dbg_value(i64 %521, !388, !DIExpression(), !400)
  %522 = sub nsw i64 %521, %464, !dbg !404
  %523 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %522, !dbg !405
  %524 = load i64, ptr %523, align 8, !dbg !405, !tbaa !260
  %525 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %521, !dbg !406
  %526 = load i64, ptr %525, align 8, !dbg !407, !tbaa !260
  %527 = add i64 %526, %524, !dbg !407
  store i64 %527, ptr %525, align 8, !dbg !407, !tbaa !260
  %528 = add nsw i64 %521, 1, !dbg !408
    #dbg_value(i64 %528, !388, !DIExpression(), !400)
  %529 = sub nsw i64 %528, %464, !dbg !404
  %530 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %529, !dbg !405
  %531 = load i64, ptr %530, align 8, !dbg !405, !tbaa !260
  %532 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %528, !dbg !406
  %533 = load i64, ptr %532, align 8, !dbg !407, !tbaa !260
  %534 = add i64 %533, %531, !dbg !407
  store i64 %534, ptr %532, align 8, !dbg !407, !tbaa !260
  %535 = add nsw i64 %521, 2, !dbg !408
    #dbg_value(i64 %535, !388, !DIExpression(), !400)
  %536 = trunc i64 %535 to i32, !dbg !401
  %537 = icmp eq i32 %4, %536, !dbg !401
  br i1 %537, label %538, label %520, !dbg !403, !llvm.loop !457

538:                                              ; preds = %517, %520, %501, %459
    #dbg_value(i64 7, !386, !DIExpression(), !397)
  %539 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !399
  %540 = load i32, ptr %539, align 4, !dbg !399, !tbaa !105
    #dbg_value(i32 %540, !388, !DIExpression(), !400)
  %541 = icmp sgt i32 %540, %1, !dbg !401
  br i1 %541, label %617, label %542, !dbg !403

542:                                              ; preds = %538
  %543 = sext i32 %540 to i64, !dbg !403
  %544 = sub i32 %1, %540, !dbg !403
  %545 = zext i32 %544 to i64, !dbg !403
  %546 = add nuw nsw i64 %545, 1, !dbg !403
  %547 = icmp ult i32 %544, 13, !dbg !403
  br i1 %547, label %582, label %548, !dbg !403

548:                                              ; preds = %542
  %549 = shl nsw i64 %543, 3, !dbg !403
  %550 = getelementptr i8, ptr %3, i64 %549, !dbg !403
  %551 = sub i32 %1, %540, !dbg !403
  %552 = zext i32 %551 to i64, !dbg !403
  %553 = shl nuw nsw i64 %552, 3, !dbg !403
  %554 = getelementptr i8, ptr %3, i64 %549, !dbg !403
  %555 = getelementptr i8, ptr %554, i64 %553, !dbg !403
  %556 = getelementptr i8, ptr %555, i64 8, !dbg !403
  %557 = getelementptr i8, ptr %3, i64 %553, !dbg !403
  %558 = getelementptr i8, ptr %557, i64 8, !dbg !403
  %559 = icmp ult ptr %550, %558, !dbg !403
  %560 = icmp ult ptr %3, %556, !dbg !403
  %561 = and i1 %559, %560, !dbg !403
  br i1 %561, label %582, label %562, !dbg !403

562:                                              ; preds = %548
  %563 = and i64 %546, 8589934588, !dbg !403
  %564 = add nsw i64 %563, %543, !dbg !403
  br label %565, !dbg !403

565:                                              ; preds = %565, %562
  %566 = phi i64 [ 0, %562 ], [ %578, %565 ]
  %567 = add i64 %566, %543, !dbg !403
  %568 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %566, !dbg !405
  %569 = getelementptr inbounds i8, ptr %568, i64 16, !dbg !405
  %570 = load <2 x i64>, ptr %568, align 16, !dbg !405, !tbaa !260, !alias.scope !458
  %571 = load <2 x i64>, ptr %569, align 16, !dbg !405, !tbaa !260, !alias.scope !458
  %572 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %567, !dbg !406
  %573 = getelementptr inbounds i8, ptr %572, i64 16, !dbg !407
  %574 = load <2 x i64>, ptr %572, align 8, !dbg !407, !tbaa !260, !alias.scope !461, !noalias !458
  %575 = load <2 x i64>, ptr %573, align 8, !dbg !407, !tbaa !260, !alias.scope !461, !noalias !458
  %576 = add <2 x i64> %574, %570, !dbg !407
  %577 = add <2 x i64> %575, %571, !dbg !407
  store <2 x i64> %576, ptr %572, align 8, !dbg !407, !tbaa !260, !alias.scope !461, !noalias !458
  store <2 x i64> %577, ptr %573, align 8, !dbg !407, !tbaa !260, !alias.scope !461, !noalias !458
  %578 = add nuw i64 %566, 4
  %579 = icmp eq i64 %578, %563
  br i1 %579, label %580, label %565, !llvm.loop !463

580:                                              ; preds = %565
  %581 = icmp eq i64 %546, %563, !dbg !403
  br i1 %581, label %617, label %582, !dbg !403

582:                                              ; preds = %580, %548, %542
  %583 = phi i64 [ %543, %548 ], [ %543, %542 ], [ %564, %580 ]
  %584 = trunc i64 %583 to i32, !dbg !403
  %585 = add i32 %584, %1, !dbg !403
  %586 = and i32 %585, 1, !dbg !403
  %587 = icmp eq i32 %586, 0, !dbg !403
  br i1 %587, label %588, label %596, !dbg !403

588:                                              ; preds = %582
    #dbg_value(i64 %583, !388, !DIExpression(), !400)
  %589 = sub nsw i64 %583, %543, !dbg !404
  %590 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %589, !dbg !405
  %591 = load i64, ptr %590, align 8, !dbg !405, !tbaa !260
  %592 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %583, !dbg !406
  %593 = load i64, ptr %592, align 8, !dbg !407, !tbaa !260
  %594 = add i64 %593, %591, !dbg !407
  store i64 %594, ptr %592, align 8, !dbg !407, !tbaa !260
  %595 = add nsw i64 %583, 1, !dbg !408
    #dbg_value(i64 %595, !388, !DIExpression(), !400)
  br label %596, !dbg !403

596:                                              ; preds = %588, %582
  %597 = phi i64 [ %583, %582 ], [ %595, %588 ]
  %598 = icmp eq i32 %584, %1, !dbg !403
  br i1 %598, label %617, label %599, !dbg !403

599:                                              ; preds = %596, %599
  %600 = phi i64 [ %614, %599 ], [ %597, %596 ]
    #dbg_value(i64 %600, !388, !DIExpression(), !400)
  %601 = sub nsw i64 %600, %543, !dbg !404
  %602 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %601, !dbg !405
  %603 = load i64, ptr %602, align 8, !dbg !405, !tbaa !260
  %604 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %600, !dbg !406
  %605 = load i64, ptr %604, align 8, !dbg !407, !tbaa !260
  %606 = add i64 %605, %603, !dbg !407
  store i64 %606, ptr %604, align 8, !dbg !407, !tbaa !260
  %607 = add nsw i64 %600, 1, !dbg !408
    #dbg_value(i64 %607, !388, !DIExpression(), !400)
  %608 = sub nsw i64 %607, %543, !dbg !404
  %609 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %608, !dbg !405
  %610 = load i64, ptr %609, align 8, !dbg !405, !tbaa !260
  %611 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %607, !dbg !406
  %612 = load i64, ptr %611, align 8, !dbg !407, !tbaa !260
  %613 = add i64 %612, %610, !dbg !407
  store i64 %613, ptr %611, align 8, !dbg !407, !tbaa !260
  %614 = add nsw i64 %600, 2, !dbg !408
    #dbg_value(i64 %614, !388, !DIExpression(), !400)
  %615 = trunc i64 %614 to i32, !dbg !401
  %616 = icmp eq i32 %4, %615, !dbg !401
  br i1 %616, label %617, label %599, !dbg !403, !llvm.loop !464

617:                                              ; preds = %596, %599, %580, %538
    #dbg_value(i64 8, !386, !DIExpression(), !397)
  %618 = zext nneg i32 %1 to i64, !dbg !465
  %619 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %618, !dbg !465
  %620 = load i64, ptr %619, align 8, !dbg !465, !tbaa !260
  call void @llvm.lifetime.end.p0(i64 8008, ptr nonnull %3) #6, !dbg !466
  ret i64 %620, !dbg !467

621:                                              ; preds = %27, %621
  %622 = phi i64 [ %636, %621 ], [ %28, %27 ]
    #dbg_value(i64 %622, !388, !DIExpression(), !400)
  %623 = sub nsw i64 %622, %8, !dbg !404
  %624 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %623, !dbg !405
  %625 = load i64, ptr %624, align 8, !dbg !405, !tbaa !260
  %626 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %622, !dbg !406
  %627 = load i64, ptr %626, align 8, !dbg !407, !tbaa !260
  %628 = add i64 %627, %625, !dbg !407
  store i64 %628, ptr %626, align 8, !dbg !407, !tbaa !260
  %629 = add nsw i64 %622, 1, !dbg !408
    #dbg_value(i64 %629, !388, !DIExpression(), !400)
  %630 = sub nsw i64 %629, %8, !dbg !404
  %631 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %630, !dbg !405
  %632 = load i64, ptr %631, align 8, !dbg !405, !tbaa !260
  %633 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %629, !dbg !406
  %634 = load i64, ptr %633, align 8, !dbg !407, !tbaa !260
  %635 = add i64 %634, %632, !dbg !407
  store i64 %635, ptr %633, align 8, !dbg !407, !tbaa !260
  %636 = add nsw i64 %622, 2, !dbg !408
    #dbg_value(i64 %636, !388, !DIExpression(), !400)
  %637 = trunc i64 %636 to i32, !dbg !401
  %638 = icmp eq i32 %4, %637, !dbg !401
  br i1 %638, label %64, label %621, !dbg !403, !llvm.loop !468
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!30}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/knapsack_bitset_dp.c", directory: ".", checksumkind: CSK_MD5, checksum: "5e62534da93bee9209db5695d1ada1d7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 56)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 520, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 65)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 37)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "best", scope: !24, file: !2, line: 11, type: !44, isLocal: true, isDefinition: true)
!24 = distinct !DISubprogram(name: "knapsack", scope: !2, file: !2, line: 10, type: !25, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !34)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !28, !28, !27, !27}
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!30 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !31, globals: !33, splitDebugInlining: false, nameTableKind: None)
!31 = !{!27, !32}
!32 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!33 = !{!0, !7, !12, !17, !22}
!34 = !{!35, !36, !37, !38, !39, !41}
!35 = !DILocalVariable(name: "wt", arg: 1, scope: !24, file: !2, line: 10, type: !28)
!36 = !DILocalVariable(name: "val", arg: 2, scope: !24, file: !2, line: 10, type: !28)
!37 = !DILocalVariable(name: "n", arg: 3, scope: !24, file: !2, line: 10, type: !27)
!38 = !DILocalVariable(name: "cap", arg: 4, scope: !24, file: !2, line: 10, type: !27)
!39 = !DILocalVariable(name: "i", scope: !40, file: !2, line: 13, type: !27)
!40 = distinct !DILexicalBlock(scope: !24, file: !2, line: 13, column: 5)
!41 = !DILocalVariable(name: "c", scope: !42, file: !2, line: 13, type: !27)
!42 = distinct !DILexicalBlock(scope: !43, file: !2, line: 13, column: 33)
!43 = distinct !DILexicalBlock(scope: !40, file: !2, line: 13, column: 5)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 32032, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 1001)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 36, type: !56, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!27}
!58 = !{!59, !63, !64, !66, !68, !77, !79, !80, !82, !84, !88}
!59 = !DILocalVariable(name: "wt", scope: !55, file: !2, line: 37, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 1920, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 60)
!63 = !DILocalVariable(name: "val", scope: !55, file: !2, line: 37, type: !60)
!64 = !DILocalVariable(name: "x", scope: !55, file: !2, line: 38, type: !65)
!65 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 39, type: !27)
!67 = distinct !DILexicalBlock(scope: !55, file: !2, line: 39, column: 5)
!68 = !DILocalVariable(name: "bits", scope: !55, file: !2, line: 41, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 4096, elements: !75)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !71, line: 27, baseType: !72)
!71 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !73, line: 45, baseType: !74)
!73 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = !{!76}
!76 = !DISubrange(count: 64)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 42, type: !27)
!78 = distinct !DILexicalBlock(scope: !55, file: !2, line: 42, column: 5)
!79 = !DILocalVariable(name: "reach", scope: !55, file: !2, line: 43, type: !27)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 43, type: !27)
!81 = distinct !DILexicalBlock(scope: !55, file: !2, line: 43, column: 20)
!82 = !DILocalVariable(name: "coins", scope: !55, file: !2, line: 45, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 256, elements: !20)
!84 = !DILocalVariable(name: "seq", scope: !55, file: !2, line: 47, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 64000, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 2000)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 48, type: !27)
!89 = distinct !DILexicalBlock(scope: !55, file: !2, line: 48, column: 5)
!90 = distinct !DIAssignID()
!91 = distinct !DIAssignID()
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 0, scope: !55)
!94 = distinct !DIAssignID()
!95 = distinct !DIAssignID()
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 37, column: 5, scope: !55)
!98 = !DILocation(line: 0, scope: !67)
!99 = !DILocation(line: 39, column: 5, scope: !67)
!100 = !DILocation(line: 0, scope: !24, inlinedAt: !101)
!101 = distinct !DILocation(line: 40, column: 72, scope: !55)
!102 = !DILocation(line: 12, column: 5, scope: !24, inlinedAt: !101)
!103 = !DILocation(line: 0, scope: !40, inlinedAt: !101)
!104 = !DILocation(line: 13, column: 5, scope: !40, inlinedAt: !101)
!105 = !{!106, !106, i64 0}
!106 = !{!"int", !107, i64 0}
!107 = !{!"omnipotent char", !108, i64 0}
!108 = !{!"Simple C/C++ TBAA"}
!109 = !DILocation(line: 0, scope: !42, inlinedAt: !101)
!110 = !DILocation(line: 13, column: 53, scope: !111, inlinedAt: !101)
!111 = distinct !DILexicalBlock(scope: !42, file: !2, line: 13, column: 33)
!112 = !DILocation(line: 13, column: 33, scope: !42, inlinedAt: !101)
!113 = !DILocation(line: 13, column: 79, scope: !114, inlinedAt: !101)
!114 = distinct !DILexicalBlock(scope: !111, file: !2, line: 13, column: 72)
!115 = !DILocation(line: 13, column: 72, scope: !114, inlinedAt: !101)
!116 = !{!117}
!117 = distinct !{!117, !118}
!118 = distinct !{!118, !"LVerDomain"}
!119 = !DILocation(line: 13, column: 88, scope: !114, inlinedAt: !101)
!120 = !DILocation(line: 13, column: 99, scope: !114, inlinedAt: !101)
!121 = !{!122}
!122 = distinct !{!122, !118}
!123 = !DILocation(line: 13, column: 97, scope: !114, inlinedAt: !101)
!124 = !DILocation(line: 13, column: 116, scope: !114, inlinedAt: !101)
!125 = distinct !{!125, !112, !126, !127, !128, !129}
!126 = !DILocation(line: 13, column: 141, scope: !42, inlinedAt: !101)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !{!"llvm.loop.isvectorized", i32 1}
!129 = !{!"llvm.loop.unroll.runtime.disable"}
!130 = !DILocation(line: 13, column: 29, scope: !43, inlinedAt: !101)
!131 = !DILocation(line: 13, column: 23, scope: !43, inlinedAt: !101)
!132 = distinct !{!132, !104, !133, !127}
!133 = !DILocation(line: 13, column: 141, scope: !40, inlinedAt: !101)
!134 = !DILocation(line: 13, column: 72, scope: !111, inlinedAt: !101)
!135 = !DILocation(line: 13, column: 108, scope: !114, inlinedAt: !101)
!136 = !DILocation(line: 13, column: 64, scope: !111, inlinedAt: !101)
!137 = distinct !{!137, !112, !126, !127, !128}
!138 = !DILocation(line: 14, column: 12, scope: !24, inlinedAt: !101)
!139 = !DILocation(line: 0, scope: !24, inlinedAt: !140)
!140 = distinct !DILocation(line: 40, column: 100, scope: !55)
!141 = !DILocation(line: 12, column: 5, scope: !24, inlinedAt: !140)
!142 = !DILocation(line: 0, scope: !40, inlinedAt: !140)
!143 = !DILocation(line: 13, column: 5, scope: !40, inlinedAt: !140)
!144 = !DILocation(line: 0, scope: !42, inlinedAt: !140)
!145 = !DILocation(line: 13, column: 53, scope: !111, inlinedAt: !140)
!146 = !DILocation(line: 13, column: 33, scope: !42, inlinedAt: !140)
!147 = !DILocation(line: 13, column: 79, scope: !114, inlinedAt: !140)
!148 = !DILocation(line: 13, column: 72, scope: !114, inlinedAt: !140)
!149 = !{!150}
!150 = distinct !{!150, !151}
!151 = distinct !{!151, !"LVerDomain"}
!152 = !DILocation(line: 13, column: 88, scope: !114, inlinedAt: !140)
!153 = !DILocation(line: 13, column: 99, scope: !114, inlinedAt: !140)
!154 = !{!155}
!155 = distinct !{!155, !151}
!156 = !DILocation(line: 13, column: 97, scope: !114, inlinedAt: !140)
!157 = !DILocation(line: 13, column: 116, scope: !114, inlinedAt: !140)
!158 = distinct !{!158, !146, !159, !127, !128, !129}
!159 = !DILocation(line: 13, column: 141, scope: !42, inlinedAt: !140)
!160 = !DILocation(line: 13, column: 29, scope: !43, inlinedAt: !140)
!161 = !DILocation(line: 13, column: 23, scope: !43, inlinedAt: !140)
!162 = distinct !{!162, !143, !163, !127}
!163 = !DILocation(line: 13, column: 141, scope: !40, inlinedAt: !140)
!164 = !DILocation(line: 13, column: 72, scope: !111, inlinedAt: !140)
!165 = !DILocation(line: 13, column: 108, scope: !114, inlinedAt: !140)
!166 = !DILocation(line: 13, column: 64, scope: !111, inlinedAt: !140)
!167 = distinct !{!167, !146, !159, !127, !128}
!168 = !DILocation(line: 14, column: 12, scope: !24, inlinedAt: !140)
!169 = !DILocation(line: 0, scope: !24, inlinedAt: !170)
!170 = distinct !DILocation(line: 40, column: 128, scope: !55)
!171 = !DILocation(line: 12, column: 5, scope: !24, inlinedAt: !170)
!172 = !DILocation(line: 0, scope: !40, inlinedAt: !170)
!173 = !DILocation(line: 13, column: 5, scope: !40, inlinedAt: !170)
!174 = !DILocation(line: 0, scope: !42, inlinedAt: !170)
!175 = !DILocation(line: 13, column: 53, scope: !111, inlinedAt: !170)
!176 = !DILocation(line: 13, column: 33, scope: !42, inlinedAt: !170)
!177 = !DILocation(line: 13, column: 79, scope: !114, inlinedAt: !170)
!178 = !DILocation(line: 13, column: 72, scope: !114, inlinedAt: !170)
!179 = !{!180}
!180 = distinct !{!180, !181}
!181 = distinct !{!181, !"LVerDomain"}
!182 = !DILocation(line: 13, column: 88, scope: !114, inlinedAt: !170)
!183 = !DILocation(line: 13, column: 99, scope: !114, inlinedAt: !170)
!184 = !{!185}
!185 = distinct !{!185, !181}
!186 = !DILocation(line: 13, column: 97, scope: !114, inlinedAt: !170)
!187 = !DILocation(line: 13, column: 116, scope: !114, inlinedAt: !170)
!188 = distinct !{!188, !176, !189, !127, !128, !129}
!189 = !DILocation(line: 13, column: 141, scope: !42, inlinedAt: !170)
!190 = !DILocation(line: 13, column: 29, scope: !43, inlinedAt: !170)
!191 = !DILocation(line: 13, column: 23, scope: !43, inlinedAt: !170)
!192 = distinct !{!192, !173, !193, !127}
!193 = !DILocation(line: 13, column: 141, scope: !40, inlinedAt: !170)
!194 = !DILocation(line: 13, column: 72, scope: !111, inlinedAt: !170)
!195 = !DILocation(line: 13, column: 108, scope: !114, inlinedAt: !170)
!196 = !DILocation(line: 13, column: 64, scope: !111, inlinedAt: !170)
!197 = distinct !{!197, !176, !189, !127, !128}
!198 = !DILocation(line: 14, column: 12, scope: !24, inlinedAt: !170)
!199 = !DILocation(line: 40, column: 5, scope: !55)
!200 = !DILocation(line: 41, column: 5, scope: !55)
!201 = !DILocation(line: 41, column: 14, scope: !55)
!202 = distinct !DIAssignID()
!203 = distinct !DIAssignID()
!204 = !DILocation(line: 0, scope: !78)
!205 = !DILocation(line: 42, column: 5, scope: !78)
!206 = !DILocation(line: 39, column: 42, scope: !207)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 39, column: 34)
!208 = distinct !DILexicalBlock(scope: !67, file: !2, line: 39, column: 5)
!209 = !DILocation(line: 39, column: 56, scope: !207)
!210 = !DILocation(line: 39, column: 87, scope: !207)
!211 = !DILocation(line: 39, column: 93, scope: !207)
!212 = !DILocation(line: 39, column: 76, scope: !207)
!213 = !DILocation(line: 39, column: 66, scope: !207)
!214 = !DILocation(line: 39, column: 72, scope: !207)
!215 = !DILocation(line: 39, column: 106, scope: !207)
!216 = !DILocation(line: 39, column: 120, scope: !207)
!217 = !DILocation(line: 39, column: 152, scope: !207)
!218 = !DILocation(line: 39, column: 158, scope: !207)
!219 = !DILocation(line: 39, column: 141, scope: !207)
!220 = !DILocation(line: 39, column: 130, scope: !207)
!221 = !DILocation(line: 39, column: 137, scope: !207)
!222 = !DILocation(line: 39, column: 30, scope: !208)
!223 = !DILocation(line: 39, column: 23, scope: !208)
!224 = distinct !{!224, !99, !225, !127}
!225 = !DILocation(line: 39, column: 166, scope: !67)
!226 = !DILocation(line: 42, column: 47, scope: !227)
!227 = distinct !DILexicalBlock(scope: !78, file: !2, line: 42, column: 5)
!228 = !DILocation(line: 42, column: 53, scope: !227)
!229 = !DILocation(line: 42, column: 57, scope: !227)
!230 = !DILocalVariable(name: "t", scope: !231, file: !2, line: 19, type: !69)
!231 = distinct !DISubprogram(name: "shl_or", scope: !2, file: !2, line: 18, type: !232, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !235)
!232 = !DISubroutineType(types: !233)
!233 = !{null, !234, !27}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!235 = !{!236, !237, !230, !238, !239, !240, !242, !245}
!236 = !DILocalVariable(name: "b", arg: 1, scope: !231, file: !2, line: 18, type: !234)
!237 = !DILocalVariable(name: "s", arg: 2, scope: !231, file: !2, line: 18, type: !27)
!238 = !DILocalVariable(name: "ws", scope: !231, file: !2, line: 20, type: !27)
!239 = !DILocalVariable(name: "bs", scope: !231, file: !2, line: 20, type: !27)
!240 = !DILocalVariable(name: "i", scope: !241, file: !2, line: 21, type: !27)
!241 = distinct !DILexicalBlock(scope: !231, file: !2, line: 21, column: 5)
!242 = !DILocalVariable(name: "v", scope: !243, file: !2, line: 22, type: !70)
!243 = distinct !DILexicalBlock(scope: !244, file: !2, line: 21, column: 39)
!244 = distinct !DILexicalBlock(scope: !241, file: !2, line: 21, column: 5)
!245 = !DILocalVariable(name: "i", scope: !246, file: !2, line: 27, type: !27)
!246 = distinct !DILexicalBlock(scope: !231, file: !2, line: 27, column: 5)
!247 = !DILocation(line: 0, scope: !231, inlinedAt: !248)
!248 = distinct !DILocation(line: 42, column: 34, scope: !227)
!249 = !DILocation(line: 19, column: 5, scope: !231, inlinedAt: !248)
!250 = !DILocation(line: 20, column: 16, scope: !231, inlinedAt: !248)
!251 = !DILocation(line: 20, column: 29, scope: !231, inlinedAt: !248)
!252 = !DILocation(line: 0, scope: !241, inlinedAt: !248)
!253 = !DILocation(line: 21, column: 5, scope: !241, inlinedAt: !248)
!254 = !DILocation(line: 0, scope: !243, inlinedAt: !248)
!255 = !DILocation(line: 23, column: 15, scope: !256, inlinedAt: !248)
!256 = distinct !DILexicalBlock(scope: !243, file: !2, line: 23, column: 13)
!257 = !DILocation(line: 23, column: 20, scope: !256, inlinedAt: !248)
!258 = !DILocation(line: 23, column: 13, scope: !243, inlinedAt: !248)
!259 = !DILocation(line: 23, column: 30, scope: !256, inlinedAt: !248)
!260 = !{!261, !261, i64 0}
!261 = !{!"long", !107, i64 0}
!262 = !DILocation(line: 23, column: 40, scope: !256, inlinedAt: !248)
!263 = !DILocation(line: 24, column: 16, scope: !264, inlinedAt: !248)
!264 = distinct !DILexicalBlock(scope: !243, file: !2, line: 24, column: 13)
!265 = !DILocation(line: 24, column: 41, scope: !264, inlinedAt: !248)
!266 = !DILocation(line: 24, column: 55, scope: !264, inlinedAt: !248)
!267 = !DILocation(line: 24, column: 38, scope: !264, inlinedAt: !248)
!268 = !DILocation(line: 24, column: 36, scope: !264, inlinedAt: !248)
!269 = !DILocation(line: 25, column: 9, scope: !243, inlinedAt: !248)
!270 = !DILocation(line: 25, column: 14, scope: !243, inlinedAt: !248)
!271 = !DILocation(line: 21, column: 35, scope: !244, inlinedAt: !248)
!272 = !DILocation(line: 21, column: 28, scope: !244, inlinedAt: !248)
!273 = distinct !{!273, !253, !274, !127}
!274 = !DILocation(line: 26, column: 5, scope: !241, inlinedAt: !248)
!275 = !DILocation(line: 27, column: 30, scope: !276, inlinedAt: !248)
!276 = distinct !DILexicalBlock(scope: !246, file: !2, line: 27, column: 5)
!277 = !DILocation(line: 27, column: 42, scope: !276, inlinedAt: !248)
!278 = !DILocation(line: 27, column: 34, scope: !276, inlinedAt: !248)
!279 = !DILocation(line: 27, column: 39, scope: !276, inlinedAt: !248)
!280 = distinct !{!280, !281, !282, !127, !128, !129}
!281 = !DILocation(line: 27, column: 5, scope: !246, inlinedAt: !248)
!282 = !DILocation(line: 27, column: 45, scope: !246, inlinedAt: !248)
!283 = !DILocation(line: 28, column: 1, scope: !231, inlinedAt: !248)
!284 = !DILocation(line: 42, column: 30, scope: !227)
!285 = !DILocation(line: 42, column: 23, scope: !227)
!286 = distinct !{!286, !205, !287, !127}
!287 = !DILocation(line: 42, column: 60, scope: !78)
!288 = !DILocation(line: 43, column: 45, scope: !289)
!289 = distinct !DILexicalBlock(scope: !81, file: !2, line: 43, column: 20)
!290 = !DILocation(line: 43, column: 79, scope: !289)
!291 = !DILocation(line: 43, column: 58, scope: !289)
!292 = !DILocation(line: 43, column: 55, scope: !289)
!293 = distinct !{!293, !294, !295, !127, !128, !129}
!294 = !DILocation(line: 43, column: 20, scope: !81)
!295 = !DILocation(line: 43, column: 86, scope: !81)
!296 = !DILocation(line: 44, column: 98, scope: !55)
!297 = !DILocation(line: 44, column: 114, scope: !55)
!298 = !DILocation(line: 44, column: 92, scope: !55)
!299 = !DILocation(line: 44, column: 141, scope: !55)
!300 = !DILocation(line: 44, column: 154, scope: !55)
!301 = !DILocation(line: 44, column: 135, scope: !55)
!302 = !DILocation(line: 44, column: 5, scope: !55)
!303 = distinct !DIAssignID()
!304 = !DILocation(line: 46, column: 73, scope: !55)
!305 = !DILocation(line: 46, column: 119, scope: !55)
!306 = !DILocation(line: 46, column: 5, scope: !55)
!307 = !DILocation(line: 47, column: 5, scope: !55)
!308 = !DILocation(line: 0, scope: !89)
!309 = !DILocation(line: 48, column: 5, scope: !89)
!310 = !DILocalVariable(name: "tails", scope: !311, file: !2, line: 31, type: !85)
!311 = distinct !DISubprogram(name: "lis", scope: !2, file: !2, line: 30, type: !312, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !314)
!312 = !DISubroutineType(types: !313)
!313 = !{!27, !28, !27}
!314 = !{!315, !316, !310, !317, !318, !320, !323, !324}
!315 = !DILocalVariable(name: "a", arg: 1, scope: !311, file: !2, line: 30, type: !28)
!316 = !DILocalVariable(name: "n", arg: 2, scope: !311, file: !2, line: 30, type: !27)
!317 = !DILocalVariable(name: "len", scope: !311, file: !2, line: 31, type: !27)
!318 = !DILocalVariable(name: "i", scope: !319, file: !2, line: 32, type: !27)
!319 = distinct !DILexicalBlock(scope: !311, file: !2, line: 32, column: 5)
!320 = !DILocalVariable(name: "lo", scope: !321, file: !2, line: 32, type: !27)
!321 = distinct !DILexicalBlock(scope: !322, file: !2, line: 32, column: 33)
!322 = distinct !DILexicalBlock(scope: !319, file: !2, line: 32, column: 5)
!323 = !DILocalVariable(name: "hi", scope: !321, file: !2, line: 32, type: !27)
!324 = !DILocalVariable(name: "mid", scope: !325, file: !2, line: 32, type: !27)
!325 = distinct !DILexicalBlock(scope: !321, file: !2, line: 32, column: 73)
!326 = !DILocation(line: 0, scope: !311, inlinedAt: !327)
!327 = distinct !DILocation(line: 49, column: 24, scope: !55)
!328 = !DILocation(line: 31, column: 5, scope: !311, inlinedAt: !327)
!329 = !DILocation(line: 0, scope: !319, inlinedAt: !327)
!330 = !DILocation(line: 32, column: 5, scope: !319, inlinedAt: !327)
!331 = !DILocation(line: 0, scope: !321, inlinedAt: !327)
!332 = !DILocation(line: 32, column: 67, scope: !321, inlinedAt: !327)
!333 = !DILocation(line: 32, column: 57, scope: !321, inlinedAt: !327)
!334 = !DILocation(line: 32, column: 89, scope: !325, inlinedAt: !327)
!335 = !DILocation(line: 32, column: 95, scope: !325, inlinedAt: !327)
!336 = !DILocation(line: 0, scope: !325, inlinedAt: !327)
!337 = !DILocation(line: 32, column: 104, scope: !338, inlinedAt: !327)
!338 = distinct !DILexicalBlock(scope: !325, file: !2, line: 32, column: 104)
!339 = !DILocation(line: 32, column: 115, scope: !338, inlinedAt: !327)
!340 = !DILocation(line: 32, column: 104, scope: !325, inlinedAt: !327)
!341 = distinct !{!341, !333, !342, !127}
!342 = !DILocation(line: 32, column: 152, scope: !321, inlinedAt: !327)
!343 = !DILocation(line: 32, scope: !321, inlinedAt: !327)
!344 = !DILocation(line: 32, column: 154, scope: !321, inlinedAt: !327)
!345 = !DILocation(line: 32, column: 164, scope: !321, inlinedAt: !327)
!346 = !DILocation(line: 32, column: 179, scope: !347, inlinedAt: !327)
!347 = distinct !DILexicalBlock(scope: !321, file: !2, line: 32, column: 176)
!348 = !DILocation(line: 32, column: 176, scope: !321, inlinedAt: !327)
!349 = !DILocation(line: 32, column: 29, scope: !322, inlinedAt: !327)
!350 = !DILocation(line: 32, column: 23, scope: !322, inlinedAt: !327)
!351 = distinct !{!351, !330, !352, !127}
!352 = !DILocation(line: 32, column: 194, scope: !319, inlinedAt: !327)
!353 = !DILocation(line: 34, column: 1, scope: !311, inlinedAt: !327)
!354 = !DILocation(line: 49, column: 5, scope: !55)
!355 = !DILocation(line: 50, column: 18, scope: !55)
!356 = !DILocation(line: 51, column: 1, scope: !55)
!357 = !DILocation(line: 50, column: 5, scope: !55)
!358 = !DILocation(line: 48, column: 44, scope: !359)
!359 = distinct !DILexicalBlock(scope: !360, file: !2, line: 48, column: 36)
!360 = distinct !DILexicalBlock(scope: !89, file: !2, line: 48, column: 5)
!361 = !DILocation(line: 48, column: 58, scope: !359)
!362 = !DILocation(line: 48, column: 86, scope: !359)
!363 = !DILocation(line: 48, column: 92, scope: !359)
!364 = !DILocation(line: 48, column: 68, scope: !359)
!365 = !DILocation(line: 48, column: 75, scope: !359)
!366 = !DILocation(line: 48, column: 32, scope: !360)
!367 = !DILocation(line: 48, column: 23, scope: !360)
!368 = distinct !{!368, !309, !369, !127}
!369 = !DILocation(line: 48, column: 103, scope: !89)
!370 = !DISubprogram(name: "printf", scope: !371, file: !371, line: 356, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!371 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!372 = !DISubroutineType(types: !373)
!373 = !{!27, !374, null}
!374 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !375)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !376, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!377 = distinct !DISubprogram(name: "coin_ways", scope: !2, file: !2, line: 29, type: !378, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !380)
!378 = !DISubroutineType(cc: DW_CC_nocall, types: !379)
!379 = !{!70, !28, !27, !27}
!380 = !{!381, !382, !383, !384, !386, !388}
!381 = !DILocalVariable(name: "coins", arg: 1, scope: !377, file: !2, line: 29, type: !28)
!382 = !DILocalVariable(name: "n", arg: 2, scope: !377, file: !2, line: 29, type: !27)
!383 = !DILocalVariable(name: "amount", arg: 3, scope: !377, file: !2, line: 29, type: !27)
!384 = !DILocalVariable(name: "ways", scope: !377, file: !2, line: 29, type: !385)
!385 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 64064, elements: !45)
!386 = !DILocalVariable(name: "i", scope: !387, file: !2, line: 29, type: !27)
!387 = distinct !DILexicalBlock(scope: !377, file: !2, line: 29, column: 93)
!388 = !DILocalVariable(name: "a", scope: !389, file: !2, line: 29, type: !27)
!389 = distinct !DILexicalBlock(scope: !390, file: !2, line: 29, column: 121)
!390 = distinct !DILexicalBlock(scope: !387, file: !2, line: 29, column: 93)
!391 = distinct !DIAssignID()
!392 = !DILocation(line: 0, scope: !377)
!393 = !DILocation(line: 29, column: 66, scope: !377)
!394 = !DILocation(line: 29, column: 75, scope: !377)
!395 = distinct !DIAssignID()
!396 = distinct !DIAssignID()
!397 = !DILocation(line: 0, scope: !387)
!398 = !DILocation(line: 29, column: 93, scope: !387)
!399 = !DILocation(line: 29, column: 134, scope: !389)
!400 = !DILocation(line: 0, scope: !389)
!401 = !DILocation(line: 29, column: 146, scope: !402)
!402 = distinct !DILexicalBlock(scope: !389, file: !2, line: 29, column: 121)
!403 = !DILocation(line: 29, column: 121, scope: !389)
!404 = !DILocation(line: 29, column: 180, scope: !402)
!405 = !DILocation(line: 29, column: 173, scope: !402)
!406 = !DILocation(line: 29, column: 162, scope: !402)
!407 = !DILocation(line: 29, column: 170, scope: !402)
!408 = !DILocation(line: 29, column: 158, scope: !402)
!409 = !{!410}
!410 = distinct !{!410, !411}
!411 = distinct !{!411, !"LVerDomain"}
!412 = !{!413}
!413 = distinct !{!413, !411}
!414 = distinct !{!414, !403, !415, !127, !128, !129}
!415 = !DILocation(line: 29, column: 190, scope: !389)
!416 = !{!417}
!417 = distinct !{!417, !418}
!418 = distinct !{!418, !"LVerDomain"}
!419 = !{!420}
!420 = distinct !{!420, !418}
!421 = distinct !{!421, !403, !415, !127, !128, !129}
!422 = distinct !{!422, !403, !415, !127, !128}
!423 = !{!424}
!424 = distinct !{!424, !425}
!425 = distinct !{!425, !"LVerDomain"}
!426 = !{!427}
!427 = distinct !{!427, !425}
!428 = distinct !{!428, !403, !415, !127, !128, !129}
!429 = distinct !{!429, !403, !415, !127, !128}
!430 = !{!431}
!431 = distinct !{!431, !432}
!432 = distinct !{!432, !"LVerDomain"}
!433 = !{!434}
!434 = distinct !{!434, !432}
!435 = distinct !{!435, !403, !415, !127, !128, !129}
!436 = distinct !{!436, !403, !415, !127, !128}
!437 = !{!438}
!438 = distinct !{!438, !439}
!439 = distinct !{!439, !"LVerDomain"}
!440 = !{!441}
!441 = distinct !{!441, !439}
!442 = distinct !{!442, !403, !415, !127, !128, !129}
!443 = distinct !{!443, !403, !415, !127, !128}
!444 = !{!445}
!445 = distinct !{!445, !446}
!446 = distinct !{!446, !"LVerDomain"}
!447 = !{!448}
!448 = distinct !{!448, !446}
!449 = distinct !{!449, !403, !415, !127, !128, !129}
!450 = distinct !{!450, !403, !415, !127, !128}
!451 = !{!452}
!452 = distinct !{!452, !453}
!453 = distinct !{!453, !"LVerDomain"}
!454 = !{!455}
!455 = distinct !{!455, !453}
!456 = distinct !{!456, !403, !415, !127, !128, !129}
!457 = distinct !{!457, !403, !415, !127, !128}
!458 = !{!459}
!459 = distinct !{!459, !460}
!460 = distinct !{!460, !"LVerDomain"}
!461 = !{!462}
!462 = distinct !{!462, !460}
!463 = distinct !{!463, !403, !415, !127, !128, !129}
!464 = distinct !{!464, !403, !415, !127, !128}
!465 = !DILocation(line: 29, column: 200, scope: !377)
!466 = !DILocation(line: 29, column: 214, scope: !377)
!467 = !DILocation(line: 29, column: 193, scope: !377)
!468 = distinct !{!468, !403, !415, !127, !128}
