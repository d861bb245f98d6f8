; ModuleID = 'programs/dynamic_programming.c'
source_filename = "programs/dynamic_programming.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"AGGTAB\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"GXTXAYB\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"kitten\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"intention\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"execution\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"the quick brown fox\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"a quick brown dog jumps\00", align 1
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@__const.main.pairs = private unnamed_addr constant [5 x [2 x ptr]] [[2 x ptr] [ptr @.str, ptr @.str.1], [2 x ptr] [ptr @.str.2, ptr @.str.3], [2 x ptr] [ptr @.str.4, ptr @.str.5], [2 x ptr] [ptr @.str.6, ptr @.str.7], [2 x ptr] [ptr @.str.8, ptr @.str.9]], align 16
@.str.10 = private unnamed_addr constant [32 x i8] c"lcs('%s','%s')=%d '%s' edit=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [36 x i8] c"knapsack(1000)=%d knapsack(250)=%d\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 16
@.str.12 = private unnamed_addr constant [38 x i8] c"coin ways(200)=%lld ways(10000)=%lld\0A\00", align 1
@main.seq = internal unnamed_addr global [5000 x i32] zeroinitializer, align 16
@.str.13 = private unnamed_addr constant [8 x i8] c"lis=%d\0A\00", align 1
@__const.main.dims = private unnamed_addr constant [12 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 7, i32 12, i32 40, i32 3, i32 18], align 16
@.str.14 = private unnamed_addr constant [19 x i8] c"matrix chain=%lld\0A\00", align 1
@__const.main.items = private unnamed_addr constant [10 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 91, i32 77, i32 45, i32 8], align 16
@.str.15 = private unnamed_addr constant [51 x i8] c"subset sums reachable=%d has(100)=%d has(1000)=%d\0A\00", align 1
@lcs.L = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 16
@knap.dp = internal unnamed_addr global [10001 x i32] zeroinitializer, align 16
@coin_ways.dp = internal unnamed_addr global [10001 x i64] zeroinitializer, align 16
@lis.tails = internal unnamed_addr global [5000 x i32] zeroinitializer, align 16
@matrix_chain.m = internal unnamed_addr global [32 x [32 x i64]] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i32], align 16
  %2 = alloca [128 x i32], align 16
  %3 = alloca [128 x i8], align 16
  %4 = alloca [40 x i32], align 16
  %5 = alloca [40 x i32], align 16
  %6 = alloca [16 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #8
  br label %8

7:                                                ; preds = %174
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #8
  br label %445

8:                                                ; preds = %0, %174
  %9 = phi i64 [ 0, %0 ], [ %180, %174 ]
  %10 = getelementptr inbounds [5 x [2 x ptr]], ptr @__const.main.pairs, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 16, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %10, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !5
  %14 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %11) #9
  %15 = trunc i64 %14 to i32
  %16 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %13) #9
  %17 = trunc i64 %16 to i32
  %18 = icmp slt i32 %15, 0
  br i1 %18, label %33, label %19

19:                                               ; preds = %8
  %20 = icmp slt i32 %17, 0
  %21 = add i64 %16, 1
  %22 = add nuw nsw i64 %14, 1
  %23 = and i64 %22, 4294967295
  %24 = and i64 %21, 4294967295
  %25 = icmp eq i64 %24, 1
  br label %26

26:                                               ; preds = %45, %19
  %27 = phi i64 [ 0, %19 ], [ %46, %45 ]
  br i1 %20, label %45, label %28

28:                                               ; preds = %26
  %29 = icmp eq i64 %27, 0
  %30 = add nsw i64 %27, -1
  %31 = getelementptr inbounds i8, ptr %11, i64 %30
  %32 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %27, i64 0
  store i32 0, ptr %32, align 16, !tbaa !9
  br i1 %25, label %45, label %48

33:                                               ; preds = %45, %8
  %34 = shl i64 %14, 32
  %35 = ashr exact i64 %34, 32
  %36 = shl i64 %16, 32
  %37 = ashr exact i64 %36, 32
  %38 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %35, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !9
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %3, i64 %40
  store i8 0, ptr %41, align 1, !tbaa !11
  %42 = icmp ne i32 %15, 0
  %43 = icmp ne i32 %17, 0
  %44 = select i1 %42, i1 %43, i1 false
  br i1 %44, label %70, label %104

45:                                               ; preds = %65, %28, %26
  %46 = add nuw nsw i64 %27, 1
  %47 = icmp eq i64 %46, %23
  br i1 %47, label %33, label %26, !llvm.loop !12

48:                                               ; preds = %28, %65
  %49 = phi i32 [ %66, %65 ], [ 0, %28 ]
  %50 = phi i64 [ %68, %65 ], [ 1, %28 ]
  br i1 %29, label %65, label %51

51:                                               ; preds = %48
  %52 = load i8, ptr %31, align 1, !tbaa !11
  %53 = add nsw i64 %50, -1
  %54 = getelementptr inbounds i8, ptr %13, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !11
  %56 = icmp eq i8 %52, %55
  br i1 %56, label %57, label %61

57:                                               ; preds = %51
  %58 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %30, i64 %53
  %59 = load i32, ptr %58, align 4, !tbaa !9
  %60 = add nsw i32 %59, 1
  br label %65

61:                                               ; preds = %51
  %62 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %30, i64 %50
  %63 = load i32, ptr %62, align 4, !tbaa !9
  %64 = call i32 @llvm.smax.i32(i32 %63, i32 %49)
  br label %65

65:                                               ; preds = %61, %57, %48
  %66 = phi i32 [ 0, %48 ], [ %60, %57 ], [ %64, %61 ]
  %67 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %27, i64 %50
  store i32 %66, ptr %67, align 4, !tbaa !9
  %68 = add nuw nsw i64 %50, 1
  %69 = icmp eq i64 %68, %24
  br i1 %69, label %45, label %48, !llvm.loop !14

70:                                               ; preds = %33, %97
  %71 = phi i32 [ %100, %97 ], [ %17, %33 ]
  %72 = phi i32 [ %99, %97 ], [ %15, %33 ]
  %73 = phi i32 [ %98, %97 ], [ %39, %33 ]
  %74 = add nsw i32 %72, -1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i8, ptr %11, i64 %75
  %77 = load i8, ptr %76, align 1, !tbaa !11
  %78 = add nsw i32 %71, -1
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr %13, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !11
  %82 = icmp eq i8 %77, %81
  br i1 %82, label %83, label %87

83:                                               ; preds = %70
  %84 = add nsw i32 %73, -1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i8, ptr %3, i64 %85
  store i8 %77, ptr %86, align 1, !tbaa !11
  br label %97

87:                                               ; preds = %70
  %88 = sext i32 %71 to i64
  %89 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %75, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !9
  %91 = sext i32 %72 to i64
  %92 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %91, i64 %79
  %93 = load i32, ptr %92, align 4, !tbaa !9
  %94 = icmp slt i32 %90, %93
  %95 = select i1 %94, i32 %72, i32 %74
  %96 = select i1 %94, i32 %78, i32 %71
  br label %97

97:                                               ; preds = %87, %83
  %98 = phi i32 [ %84, %83 ], [ %73, %87 ]
  %99 = phi i32 [ %74, %83 ], [ %95, %87 ]
  %100 = phi i32 [ %78, %83 ], [ %96, %87 ]
  %101 = icmp ne i32 %99, 0
  %102 = icmp ne i32 %100, 0
  %103 = select i1 %101, i1 %102, i1 false
  br i1 %103, label %70, label %104, !llvm.loop !16

104:                                              ; preds = %97, %33
  %105 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %11) #9
  %106 = trunc i64 %105 to i32
  %107 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %13) #9
  %108 = trunc i64 %107 to i32
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #8
  %109 = icmp slt i32 %108, 0
  br i1 %109, label %130, label %110

110:                                              ; preds = %104
  %111 = add nuw nsw i64 %107, 1
  %112 = and i64 %111, 4294967295
  %113 = icmp ult i64 %112, 8
  br i1 %113, label %114, label %116

114:                                              ; preds = %128, %110
  %115 = phi i64 [ 0, %110 ], [ %118, %128 ]
  br label %140

116:                                              ; preds = %110
  %117 = and i64 %111, 7
  %118 = sub nsw i64 %112, %117
  br label %119

119:                                              ; preds = %119, %116
  %120 = phi i64 [ 0, %116 ], [ %125, %119 ]
  %121 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %116 ], [ %126, %119 ]
  %122 = add <4 x i32> %121, <i32 4, i32 4, i32 4, i32 4>
  %123 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %120
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  store <4 x i32> %121, ptr %123, align 16, !tbaa !9
  store <4 x i32> %122, ptr %124, align 16, !tbaa !9
  %125 = add nuw i64 %120, 8
  %126 = add <4 x i32> %121, <i32 8, i32 8, i32 8, i32 8>
  %127 = icmp eq i64 %125, %118
  br i1 %127, label %128, label %119, !llvm.loop !17

128:                                              ; preds = %119
  %129 = icmp eq i64 %117, 0
  br i1 %129, label %130, label %114

130:                                              ; preds = %140, %128, %104
  %131 = icmp slt i32 %106, 1
  br i1 %131, label %174, label %132

132:                                              ; preds = %130
  %133 = getelementptr i8, ptr %11, i64 -1
  %134 = icmp slt i32 %108, 1
  %135 = add i64 %107, 1
  %136 = add nuw nsw i64 %105, 1
  %137 = and i64 %136, 4294967295
  %138 = and i64 %135, 4294967295
  %139 = getelementptr i8, ptr %13, i64 -1
  br label %146

140:                                              ; preds = %114, %140
  %141 = phi i64 [ %144, %140 ], [ %115, %114 ]
  %142 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %141
  %143 = trunc nuw nsw i64 %141 to i32
  store i32 %143, ptr %142, align 4, !tbaa !9
  %144 = add nuw nsw i64 %141, 1
  %145 = icmp eq i64 %144, %112
  br i1 %145, label %130, label %140, !llvm.loop !20

146:                                              ; preds = %153, %132
  %147 = phi i64 [ 1, %132 ], [ %154, %153 ]
  %148 = trunc nuw nsw i64 %147 to i32
  store i32 %148, ptr %2, align 16, !tbaa !9
  br i1 %134, label %153, label %149

149:                                              ; preds = %146
  %150 = getelementptr i8, ptr %133, i64 %147
  %151 = load i8, ptr %150, align 1, !tbaa !11
  %152 = load i32, ptr %1, align 16, !tbaa !9
  br label %156

153:                                              ; preds = %156, %146
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %1, ptr noundef nonnull align 16 dereferenceable(512) %2, i64 512, i1 false)
  %154 = add nuw nsw i64 %147, 1
  %155 = icmp eq i64 %154, %137
  br i1 %155, label %174, label %146, !llvm.loop !21

156:                                              ; preds = %156, %149
  %157 = phi i32 [ %148, %149 ], [ %170, %156 ]
  %158 = phi i32 [ %152, %149 ], [ %166, %156 ]
  %159 = phi i64 [ 1, %149 ], [ %172, %156 ]
  %160 = getelementptr i8, ptr %139, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !11
  %162 = icmp ne i8 %151, %161
  %163 = zext i1 %162 to i32
  %164 = add nsw i32 %158, %163
  %165 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %159
  %166 = load i32, ptr %165, align 4, !tbaa !9
  %167 = add nsw i32 %166, 1
  %168 = call i32 @llvm.smin.i32(i32 %167, i32 %164)
  %169 = add nsw i32 %157, 1
  %170 = call i32 @llvm.smin.i32(i32 %169, i32 %168)
  %171 = getelementptr inbounds [128 x i32], ptr %2, i64 0, i64 %159
  store i32 %170, ptr %171, align 4, !tbaa !9
  %172 = add nuw nsw i64 %159, 1
  %173 = icmp eq i64 %172, %138
  br i1 %173, label %153, label %156, !llvm.loop !22

174:                                              ; preds = %153, %130
  %175 = shl i64 %107, 32
  %176 = ashr exact i64 %175, 32
  %177 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %176
  %178 = load i32, ptr %177, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #8
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %11, ptr noundef %13, i32 noundef %39, ptr noundef nonnull %3, i32 noundef %178)
  %180 = add nuw nsw i64 %9, 1
  %181 = icmp eq i64 %180, 5
  br i1 %181, label %7, label %8, !llvm.loop !23

182:                                              ; preds = %445
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40004) @knap.dp, i8 0, i64 40004, i1 false)
  br label %183

183:                                              ; preds = %294, %182
  %184 = phi i64 [ 0, %182 ], [ %295, %294 ]
  %185 = getelementptr inbounds i32, ptr %4, i64 %184
  %186 = load i32, ptr %185, align 4, !tbaa !9
  %187 = icmp sgt i32 %186, 1000
  br i1 %187, label %294, label %188

188:                                              ; preds = %183
  %189 = getelementptr inbounds i32, ptr %5, i64 %184
  %190 = load i32, ptr %189, align 4, !tbaa !9
  %191 = sext i32 %186 to i64
  %192 = sub nsw i64 1001, %191
  %193 = icmp ult i64 %192, 24
  br i1 %193, label %194, label %196

194:                                              ; preds = %292, %210, %196, %188
  %195 = phi i64 [ 1000, %210 ], [ 1000, %196 ], [ 1000, %188 ], [ %218, %292 ]
  br label %297

196:                                              ; preds = %188
  %197 = shl nsw i64 %191, 2
  %198 = getelementptr i8, ptr @knap.dp, i64 %197
  %199 = icmp ugt ptr %198, getelementptr inbounds (i8, ptr @knap.dp, i64 4000)
  %200 = mul nsw i64 %191, -4
  %201 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 4000), i64 %200
  %202 = shl nsw i64 %191, 2
  %203 = add nsw i64 %191, -1001
  %204 = icmp ult i64 %203, -4611686018427387904
  %205 = getelementptr i8, ptr %201, i64 %202
  %206 = getelementptr i8, ptr %205, i64 -4000
  %207 = icmp ugt ptr %206, %201
  %208 = or i1 %207, %204
  %209 = or i1 %199, %208
  br i1 %209, label %194, label %210

210:                                              ; preds = %196
  %211 = shl nsw i64 %191, 2
  %212 = getelementptr i8, ptr @knap.dp, i64 %211
  %213 = mul nsw i64 %191, -4
  %214 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 4004), i64 %213
  %215 = icmp ult ptr %212, %214
  br i1 %215, label %194, label %216

216:                                              ; preds = %210
  %217 = and i64 %192, -8
  %218 = sub nsw i64 1000, %217
  %219 = insertelement <4 x i32> poison, i32 %190, i64 0
  %220 = shufflevector <4 x i32> %219, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %221

221:                                              ; preds = %289, %216
  %222 = phi i64 [ 0, %216 ], [ %290, %289 ]
  %223 = sub i64 1000, %222
  %224 = sub i64 996, %222
  %225 = sub nsw i64 %223, %191
  %226 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %225
  %227 = getelementptr inbounds i8, ptr %226, i64 -12
  %228 = getelementptr inbounds i8, ptr %226, i64 -28
  %229 = load <4 x i32>, ptr %227, align 4, !tbaa !9, !alias.scope !24
  %230 = shufflevector <4 x i32> %229, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %231 = load <4 x i32>, ptr %228, align 4, !tbaa !9, !alias.scope !24
  %232 = shufflevector <4 x i32> %231, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %233 = add nsw <4 x i32> %230, %220
  %234 = add nsw <4 x i32> %232, %220
  %235 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %223
  %236 = getelementptr inbounds i8, ptr %235, i64 -12
  %237 = getelementptr inbounds i8, ptr %235, i64 -28
  %238 = load <4 x i32>, ptr %236, align 4, !tbaa !9, !alias.scope !27, !noalias !24
  %239 = shufflevector <4 x i32> %238, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %240 = load <4 x i32>, ptr %237, align 4, !tbaa !9, !alias.scope !27, !noalias !24
  %241 = shufflevector <4 x i32> %240, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %242 = icmp sgt <4 x i32> %233, %239
  %243 = icmp sgt <4 x i32> %234, %241
  %244 = extractelement <4 x i1> %242, i64 0
  br i1 %244, label %245, label %248

245:                                              ; preds = %221
  %246 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %223
  %247 = extractelement <4 x i32> %233, i64 0
  store i32 %247, ptr %246, align 16, !tbaa !9, !alias.scope !27, !noalias !24
  br label %248

248:                                              ; preds = %245, %221
  %249 = extractelement <4 x i1> %242, i64 1
  br i1 %249, label %250, label %254

250:                                              ; preds = %248
  %251 = sub i64 999, %222
  %252 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %251
  %253 = extractelement <4 x i32> %233, i64 1
  store i32 %253, ptr %252, align 4, !tbaa !9, !alias.scope !27, !noalias !24
  br label %254

254:                                              ; preds = %250, %248
  %255 = extractelement <4 x i1> %242, i64 2
  br i1 %255, label %256, label %260

256:                                              ; preds = %254
  %257 = sub i64 998, %222
  %258 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %257
  %259 = extractelement <4 x i32> %233, i64 2
  store i32 %259, ptr %258, align 8, !tbaa !9, !alias.scope !27, !noalias !24
  br label %260

260:                                              ; preds = %256, %254
  %261 = extractelement <4 x i1> %242, i64 3
  br i1 %261, label %262, label %266

262:                                              ; preds = %260
  %263 = sub i64 997, %222
  %264 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %263
  %265 = extractelement <4 x i32> %233, i64 3
  store i32 %265, ptr %264, align 4, !tbaa !9, !alias.scope !27, !noalias !24
  br label %266

266:                                              ; preds = %262, %260
  %267 = extractelement <4 x i1> %243, i64 0
  br i1 %267, label %268, label %271

268:                                              ; preds = %266
  %269 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %224
  %270 = extractelement <4 x i32> %234, i64 0
  store i32 %270, ptr %269, align 16, !tbaa !9, !alias.scope !27, !noalias !24
  br label %271

271:                                              ; preds = %268, %266
  %272 = extractelement <4 x i1> %243, i64 1
  br i1 %272, label %273, label %277

273:                                              ; preds = %271
  %274 = sub i64 995, %222
  %275 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %274
  %276 = extractelement <4 x i32> %234, i64 1
  store i32 %276, ptr %275, align 4, !tbaa !9, !alias.scope !27, !noalias !24
  br label %277

277:                                              ; preds = %273, %271
  %278 = extractelement <4 x i1> %243, i64 2
  br i1 %278, label %279, label %283

279:                                              ; preds = %277
  %280 = sub i64 994, %222
  %281 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %280
  %282 = extractelement <4 x i32> %234, i64 2
  store i32 %282, ptr %281, align 8, !tbaa !9, !alias.scope !27, !noalias !24
  br label %283

283:                                              ; preds = %279, %277
  %284 = extractelement <4 x i1> %243, i64 3
  br i1 %284, label %285, label %289

285:                                              ; preds = %283
  %286 = sub i64 993, %222
  %287 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %286
  %288 = extractelement <4 x i32> %234, i64 3
  store i32 %288, ptr %287, align 4, !tbaa !9, !alias.scope !27, !noalias !24
  br label %289

289:                                              ; preds = %285, %283
  %290 = add nuw i64 %222, 8
  %291 = icmp eq i64 %290, %217
  br i1 %291, label %292, label %221, !llvm.loop !29

292:                                              ; preds = %289
  %293 = icmp eq i64 %192, %217
  br i1 %293, label %294, label %194

294:                                              ; preds = %307, %292, %183
  %295 = add nuw nsw i64 %184, 1
  %296 = icmp eq i64 %295, 40
  br i1 %296, label %310, label %183, !llvm.loop !30

297:                                              ; preds = %194, %307
  %298 = phi i64 [ %308, %307 ], [ %195, %194 ]
  %299 = sub nsw i64 %298, %191
  %300 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %299
  %301 = load i32, ptr %300, align 4, !tbaa !9
  %302 = add nsw i32 %301, %190
  %303 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %298
  %304 = load i32, ptr %303, align 4, !tbaa !9
  %305 = icmp sgt i32 %302, %304
  br i1 %305, label %306, label %307

306:                                              ; preds = %297
  store i32 %302, ptr %303, align 4, !tbaa !9
  br label %307

307:                                              ; preds = %306, %297
  %308 = add nsw i64 %298, -1
  %309 = icmp sgt i64 %298, %191
  br i1 %309, label %297, label %294, !llvm.loop !31

310:                                              ; preds = %294
  %311 = load i32, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 4000), align 16, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40004) @knap.dp, i8 0, i64 40004, i1 false)
  br label %312

312:                                              ; preds = %423, %310
  %313 = phi i64 [ 0, %310 ], [ %424, %423 ]
  %314 = getelementptr inbounds i32, ptr %4, i64 %313
  %315 = load i32, ptr %314, align 4, !tbaa !9
  %316 = icmp sgt i32 %315, 250
  br i1 %316, label %423, label %317

317:                                              ; preds = %312
  %318 = getelementptr inbounds i32, ptr %5, i64 %313
  %319 = load i32, ptr %318, align 4, !tbaa !9
  %320 = sext i32 %315 to i64
  %321 = sub nsw i64 251, %320
  %322 = icmp ult i64 %321, 24
  br i1 %322, label %323, label %325

323:                                              ; preds = %421, %339, %325, %317
  %324 = phi i64 [ 250, %339 ], [ 250, %325 ], [ 250, %317 ], [ %347, %421 ]
  br label %426

325:                                              ; preds = %317
  %326 = shl nsw i64 %320, 2
  %327 = getelementptr i8, ptr @knap.dp, i64 %326
  %328 = icmp ugt ptr %327, getelementptr inbounds (i8, ptr @knap.dp, i64 1000)
  %329 = mul nsw i64 %320, -4
  %330 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 1000), i64 %329
  %331 = shl nsw i64 %320, 2
  %332 = add nsw i64 %320, -251
  %333 = icmp ult i64 %332, -4611686018427387904
  %334 = getelementptr i8, ptr %330, i64 %331
  %335 = getelementptr i8, ptr %334, i64 -1000
  %336 = icmp ugt ptr %335, %330
  %337 = or i1 %336, %333
  %338 = or i1 %328, %337
  br i1 %338, label %323, label %339

339:                                              ; preds = %325
  %340 = shl nsw i64 %320, 2
  %341 = getelementptr i8, ptr @knap.dp, i64 %340
  %342 = mul nsw i64 %320, -4
  %343 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 1004), i64 %342
  %344 = icmp ult ptr %341, %343
  br i1 %344, label %323, label %345

345:                                              ; preds = %339
  %346 = and i64 %321, -8
  %347 = sub nsw i64 250, %346
  %348 = insertelement <4 x i32> poison, i32 %319, i64 0
  %349 = shufflevector <4 x i32> %348, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %350

350:                                              ; preds = %418, %345
  %351 = phi i64 [ 0, %345 ], [ %419, %418 ]
  %352 = sub i64 250, %351
  %353 = sub i64 246, %351
  %354 = sub nsw i64 %352, %320
  %355 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %354
  %356 = getelementptr inbounds i8, ptr %355, i64 -12
  %357 = getelementptr inbounds i8, ptr %355, i64 -28
  %358 = load <4 x i32>, ptr %356, align 4, !tbaa !9, !alias.scope !32
  %359 = shufflevector <4 x i32> %358, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %360 = load <4 x i32>, ptr %357, align 4, !tbaa !9, !alias.scope !32
  %361 = shufflevector <4 x i32> %360, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %362 = add nsw <4 x i32> %359, %349
  %363 = add nsw <4 x i32> %361, %349
  %364 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %352
  %365 = getelementptr inbounds i8, ptr %364, i64 -12
  %366 = getelementptr inbounds i8, ptr %364, i64 -28
  %367 = load <4 x i32>, ptr %365, align 4, !tbaa !9, !alias.scope !35, !noalias !32
  %368 = shufflevector <4 x i32> %367, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %369 = load <4 x i32>, ptr %366, align 4, !tbaa !9, !alias.scope !35, !noalias !32
  %370 = shufflevector <4 x i32> %369, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %371 = icmp sgt <4 x i32> %362, %368
  %372 = icmp sgt <4 x i32> %363, %370
  %373 = extractelement <4 x i1> %371, i64 0
  br i1 %373, label %374, label %377

374:                                              ; preds = %350
  %375 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %352
  %376 = extractelement <4 x i32> %362, i64 0
  store i32 %376, ptr %375, align 8, !tbaa !9, !alias.scope !35, !noalias !32
  br label %377

377:                                              ; preds = %374, %350
  %378 = extractelement <4 x i1> %371, i64 1
  br i1 %378, label %379, label %383

379:                                              ; preds = %377
  %380 = sub i64 249, %351
  %381 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %380
  %382 = extractelement <4 x i32> %362, i64 1
  store i32 %382, ptr %381, align 4, !tbaa !9, !alias.scope !35, !noalias !32
  br label %383

383:                                              ; preds = %379, %377
  %384 = extractelement <4 x i1> %371, i64 2
  br i1 %384, label %385, label %389

385:                                              ; preds = %383
  %386 = sub i64 248, %351
  %387 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %386
  %388 = extractelement <4 x i32> %362, i64 2
  store i32 %388, ptr %387, align 16, !tbaa !9, !alias.scope !35, !noalias !32
  br label %389

389:                                              ; preds = %385, %383
  %390 = extractelement <4 x i1> %371, i64 3
  br i1 %390, label %391, label %395

391:                                              ; preds = %389
  %392 = sub i64 247, %351
  %393 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %392
  %394 = extractelement <4 x i32> %362, i64 3
  store i32 %394, ptr %393, align 4, !tbaa !9, !alias.scope !35, !noalias !32
  br label %395

395:                                              ; preds = %391, %389
  %396 = extractelement <4 x i1> %372, i64 0
  br i1 %396, label %397, label %400

397:                                              ; preds = %395
  %398 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %353
  %399 = extractelement <4 x i32> %363, i64 0
  store i32 %399, ptr %398, align 8, !tbaa !9, !alias.scope !35, !noalias !32
  br label %400

400:                                              ; preds = %397, %395
  %401 = extractelement <4 x i1> %372, i64 1
  br i1 %401, label %402, label %406

402:                                              ; preds = %400
  %403 = sub i64 245, %351
  %404 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %403
  %405 = extractelement <4 x i32> %363, i64 1
  store i32 %405, ptr %404, align 4, !tbaa !9, !alias.scope !35, !noalias !32
  br label %406

406:                                              ; preds = %402, %400
  %407 = extractelement <4 x i1> %372, i64 2
  br i1 %407, label %408, label %412

408:                                              ; preds = %406
  %409 = sub i64 244, %351
  %410 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %409
  %411 = extractelement <4 x i32> %363, i64 2
  store i32 %411, ptr %410, align 16, !tbaa !9, !alias.scope !35, !noalias !32
  br label %412

412:                                              ; preds = %408, %406
  %413 = extractelement <4 x i1> %372, i64 3
  br i1 %413, label %414, label %418

414:                                              ; preds = %412
  %415 = sub i64 243, %351
  %416 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %415
  %417 = extractelement <4 x i32> %363, i64 3
  store i32 %417, ptr %416, align 4, !tbaa !9, !alias.scope !35, !noalias !32
  br label %418

418:                                              ; preds = %414, %412
  %419 = add nuw i64 %351, 8
  %420 = icmp eq i64 %419, %346
  br i1 %420, label %421, label %350, !llvm.loop !37

421:                                              ; preds = %418
  %422 = icmp eq i64 %321, %346
  br i1 %422, label %423, label %323

423:                                              ; preds = %436, %421, %312
  %424 = add nuw nsw i64 %313, 1
  %425 = icmp eq i64 %424, 40
  br i1 %425, label %439, label %312, !llvm.loop !30

426:                                              ; preds = %323, %436
  %427 = phi i64 [ %437, %436 ], [ %324, %323 ]
  %428 = sub nsw i64 %427, %320
  %429 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %428
  %430 = load i32, ptr %429, align 4, !tbaa !9
  %431 = add nsw i32 %430, %319
  %432 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %427
  %433 = load i32, ptr %432, align 4, !tbaa !9
  %434 = icmp sgt i32 %431, %433
  br i1 %434, label %435, label %436

435:                                              ; preds = %426
  store i32 %431, ptr %432, align 4, !tbaa !9
  br label %436

436:                                              ; preds = %435, %426
  %437 = add nsw i64 %427, -1
  %438 = icmp sgt i64 %427, %320
  br i1 %438, label %426, label %423, !llvm.loop !38

439:                                              ; preds = %423
  %440 = load i32, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 1000), align 8, !tbaa !9
  %441 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %311, i32 noundef %440)
  %442 = call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 200)
  %443 = call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 10000)
  %444 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %442, i64 noundef %443)
  br label %536

445:                                              ; preds = %7, %445
  %446 = phi i64 [ 0, %7 ], [ %460, %445 ]
  %447 = phi i32 [ 42, %7 ], [ %449, %445 ]
  %448 = mul i32 %447, 1103515245
  %449 = add i32 %448, 12345
  %450 = lshr i32 %449, 16
  %451 = trunc nuw i32 %450 to i16
  %452 = urem i16 %451, 97
  %453 = add nuw nsw i16 %452, 3
  %454 = zext nneg i16 %453 to i32
  %455 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %446
  store i32 %454, ptr %455, align 4, !tbaa !9
  %456 = lshr i32 %449, 8
  %457 = urem i32 %456, 113
  %458 = add nuw nsw i32 %457, 1
  %459 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %446
  store i32 %458, ptr %459, align 4, !tbaa !9
  %460 = add nuw nsw i64 %446, 1
  %461 = icmp eq i64 %460, 40
  br i1 %461, label %182, label %445, !llvm.loop !39

462:                                              ; preds = %536, %481
  %463 = phi i64 [ %488, %481 ], [ 0, %536 ]
  %464 = phi i32 [ %487, %481 ], [ 0, %536 ]
  %465 = icmp eq i32 %464, 0
  %466 = getelementptr inbounds i32, ptr @main.seq, i64 %463
  %467 = load i32, ptr %466, align 4, !tbaa !9
  br i1 %465, label %481, label %468

468:                                              ; preds = %462, %468
  %469 = phi i32 [ %479, %468 ], [ %464, %462 ]
  %470 = phi i32 [ %478, %468 ], [ 0, %462 ]
  %471 = add nsw i32 %470, %469
  %472 = sdiv i32 %471, 2
  %473 = sext i32 %472 to i64
  %474 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %473
  %475 = load i32, ptr %474, align 4, !tbaa !9
  %476 = icmp slt i32 %475, %467
  %477 = add nsw i32 %472, 1
  %478 = select i1 %476, i32 %477, i32 %470
  %479 = select i1 %476, i32 %469, i32 %472
  %480 = icmp slt i32 %478, %479
  br i1 %480, label %468, label %481, !llvm.loop !40

481:                                              ; preds = %468, %462
  %482 = phi i32 [ 0, %462 ], [ %478, %468 ]
  %483 = sext i32 %482 to i64
  %484 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %483
  store i32 %467, ptr %484, align 4, !tbaa !9
  %485 = icmp eq i32 %482, %464
  %486 = zext i1 %485 to i32
  %487 = add nuw nsw i32 %464, %486
  %488 = add nuw nsw i64 %463, 1
  %489 = icmp eq i64 %488, 5000
  br i1 %489, label %490, label %462, !llvm.loop !41

490:                                              ; preds = %481
  %491 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %487)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 264), align 8, !tbaa !42
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 528), align 16, !tbaa !42
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 792), align 8, !tbaa !42
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 1056), align 16, !tbaa !42
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 1320), align 8, !tbaa !42
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 1584), align 16, !tbaa !42
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 1848), align 8, !tbaa !42
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 2112), align 16, !tbaa !42
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 2376), align 8, !tbaa !42
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 2640), align 16, !tbaa !42
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 2904), align 8, !tbaa !42
  br label %492

492:                                              ; preds = %494, %490
  %493 = phi i64 [ 2, %490 ], [ %495, %494 ]
  br label %497

494:                                              ; preds = %508
  %495 = add nuw nsw i64 %493, 1
  %496 = icmp eq i64 %495, 12
  br i1 %496, label %533, label %492, !llvm.loop !44

497:                                              ; preds = %508, %492
  %498 = phi i64 [ %493, %492 ], [ %510, %508 ]
  %499 = phi i64 [ 1, %492 ], [ %509, %508 ]
  %500 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %499, i64 %498
  store i64 -1, ptr %500, align 8, !tbaa !42
  %501 = getelementptr i32, ptr getelementptr (i8, ptr @__const.main.dims, i64 -4), i64 %499
  %502 = load i32, ptr %501, align 4, !tbaa !9
  %503 = sext i32 %502 to i64
  %504 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %498
  %505 = load i32, ptr %504, align 4, !tbaa !9
  %506 = sext i32 %505 to i64
  %507 = mul nsw i64 %506, %503
  br label %512

508:                                              ; preds = %530
  %509 = add nuw nsw i64 %499, 1
  %510 = add nuw nsw i64 %498, 1
  %511 = icmp eq i64 %510, 12
  br i1 %511, label %494, label %497, !llvm.loop !45

512:                                              ; preds = %530, %497
  %513 = phi i64 [ %499, %497 ], [ %517, %530 ]
  %514 = phi i64 [ -1, %497 ], [ %531, %530 ]
  %515 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %499, i64 %513
  %516 = load i64, ptr %515, align 8, !tbaa !42
  %517 = add nuw nsw i64 %513, 1
  %518 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %517, i64 %498
  %519 = load i64, ptr %518, align 8, !tbaa !42
  %520 = add nsw i64 %519, %516
  %521 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %513
  %522 = load i32, ptr %521, align 4, !tbaa !9
  %523 = sext i32 %522 to i64
  %524 = mul i64 %507, %523
  %525 = add nsw i64 %520, %524
  %526 = icmp slt i64 %514, 0
  %527 = icmp slt i64 %525, %514
  %528 = select i1 %526, i1 true, i1 %527
  br i1 %528, label %529, label %530

529:                                              ; preds = %512
  store i64 %525, ptr %500, align 8, !tbaa !42
  br label %530

530:                                              ; preds = %529, %512
  %531 = phi i64 [ %514, %512 ], [ %525, %529 ]
  %532 = icmp eq i64 %517, %498
  br i1 %532, label %508, label %512, !llvm.loop !46

533:                                              ; preds = %494
  %534 = load i64, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 344), align 8, !tbaa !42
  %535 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %534)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %6, i8 0, i64 128, i1 false)
  store i64 1, ptr %6, align 16
  br label %552

536:                                              ; preds = %536, %439
  %537 = phi i64 [ 0, %439 ], [ %550, %536 ]
  %538 = phi i32 [ 529748450, %439 ], [ %546, %536 ]
  %539 = mul i32 %538, 1103515245
  %540 = add i32 %539, 12345
  %541 = lshr i32 %540, 12
  %542 = urem i32 %541, 100000
  %543 = getelementptr inbounds [5000 x i32], ptr @main.seq, i64 0, i64 %537
  store i32 %542, ptr %543, align 8, !tbaa !9
  %544 = or disjoint i64 %537, 1
  %545 = mul i32 %540, 1103515245
  %546 = add i32 %545, 12345
  %547 = lshr i32 %546, 12
  %548 = urem i32 %547, 100000
  %549 = getelementptr inbounds [5000 x i32], ptr @main.seq, i64 0, i64 %544
  store i32 %548, ptr %549, align 4, !tbaa !9
  %550 = add nuw nsw i64 %537, 2
  %551 = icmp eq i64 %550, 5000
  br i1 %551, label %462, label %536, !llvm.loop !47

552:                                              ; preds = %533, %562
  %553 = phi i64 [ 0, %533 ], [ %563, %562 ]
  %554 = getelementptr inbounds [10 x i32], ptr @__const.main.items, i64 0, i64 %553
  %555 = load i32, ptr %554, align 4, !tbaa !9
  %556 = sdiv i32 %555, -64
  %557 = srem i32 %555, 64
  %558 = zext nneg i32 %557 to i64
  %559 = icmp eq i32 %557, 0
  %560 = sub nsw i32 64, %557
  %561 = zext nneg i32 %560 to i64
  br label %590

562:                                              ; preds = %609
  %563 = add nuw nsw i64 %553, 1
  %564 = icmp eq i64 %563, 10
  br i1 %564, label %565, label %552, !llvm.loop !48

565:                                              ; preds = %562, %565
  %566 = phi i64 [ %579, %565 ], [ 0, %562 ]
  %567 = phi <2 x i32> [ %577, %565 ], [ zeroinitializer, %562 ]
  %568 = phi <2 x i32> [ %578, %565 ], [ zeroinitializer, %562 ]
  %569 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %566
  %570 = getelementptr inbounds i8, ptr %569, i64 16
  %571 = load <2 x i64>, ptr %569, align 16, !tbaa !49
  %572 = load <2 x i64>, ptr %570, align 16, !tbaa !49
  %573 = call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %571)
  %574 = call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %572)
  %575 = trunc nuw nsw <2 x i64> %573 to <2 x i32>
  %576 = trunc nuw nsw <2 x i64> %574 to <2 x i32>
  %577 = add <2 x i32> %567, %575
  %578 = add <2 x i32> %568, %576
  %579 = add nuw i64 %566, 4
  %580 = icmp eq i64 %579, 16
  br i1 %580, label %581, label %565, !llvm.loop !51

581:                                              ; preds = %565
  %582 = add <2 x i32> %578, %577
  %583 = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %582)
  %584 = getelementptr inbounds i8, ptr %6, i64 8
  %585 = load i64, ptr %584, align 8, !tbaa !49
  %586 = lshr i64 %585, 36
  %587 = trunc nuw nsw i64 %586 to i32
  %588 = and i32 %587, 1
  %589 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %583, i32 noundef %588, i32 noundef 0)
  br label %616

590:                                              ; preds = %552, %609
  %591 = phi i64 [ 15, %552 ], [ %614, %609 ]
  %592 = trunc nuw nsw i64 %591 to i32
  %593 = add i32 %556, %592
  %594 = icmp sgt i32 %593, -1
  br i1 %594, label %595, label %609

595:                                              ; preds = %590
  %596 = zext nneg i32 %593 to i64
  %597 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %596
  %598 = load i64, ptr %597, align 8, !tbaa !49
  %599 = shl i64 %598, %558
  %600 = icmp eq i32 %593, 0
  %601 = or i1 %559, %600
  br i1 %601, label %609, label %602

602:                                              ; preds = %595
  %603 = add nsw i32 %593, -1
  %604 = zext nneg i32 %603 to i64
  %605 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %604
  %606 = load i64, ptr %605, align 8, !tbaa !49
  %607 = lshr i64 %606, %561
  %608 = or i64 %607, %599
  br label %609

609:                                              ; preds = %595, %602, %590
  %610 = phi i64 [ %608, %602 ], [ %599, %595 ], [ 0, %590 ]
  %611 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %591
  %612 = load i64, ptr %611, align 8, !tbaa !49
  %613 = or i64 %612, %610
  store i64 %613, ptr %611, align 8, !tbaa !49
  %614 = add nsw i64 %591, -1
  %615 = icmp eq i64 %591, 0
  br i1 %615, label %562, label %590, !llvm.loop !52

616:                                              ; preds = %635, %581
  %617 = phi i64 [ 0, %581 ], [ %642, %635 ]
  %618 = phi i32 [ 0, %581 ], [ %641, %635 ]
  %619 = icmp eq i32 %618, 0
  %620 = getelementptr inbounds i32, ptr @main.seq, i64 %617
  %621 = load i32, ptr %620, align 4, !tbaa !9
  br i1 %619, label %635, label %622

622:                                              ; preds = %616, %622
  %623 = phi i32 [ %633, %622 ], [ %618, %616 ]
  %624 = phi i32 [ %632, %622 ], [ 0, %616 ]
  %625 = add nsw i32 %624, %623
  %626 = sdiv i32 %625, 2
  %627 = sext i32 %626 to i64
  %628 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %627
  %629 = load i32, ptr %628, align 4, !tbaa !9
  %630 = icmp slt i32 %629, %621
  %631 = add nsw i32 %626, 1
  %632 = select i1 %630, i32 %631, i32 %624
  %633 = select i1 %630, i32 %623, i32 %626
  %634 = icmp slt i32 %632, %633
  br i1 %634, label %622, label %635, !llvm.loop !40

635:                                              ; preds = %622, %616
  %636 = phi i32 [ 0, %616 ], [ %632, %622 ]
  %637 = sext i32 %636 to i64
  %638 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %637
  store i32 %621, ptr %638, align 4, !tbaa !9
  %639 = icmp eq i32 %636, %618
  %640 = zext i1 %639 to i32
  %641 = add nuw nsw i32 %618, %640
  %642 = add nuw nsw i64 %617, 1
  %643 = icmp eq i64 %642, 100
  br i1 %643, label %644, label %616, !llvm.loop !41

644:                                              ; preds = %635
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #8
  ret i32 %641
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @coin_ways(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80008) @coin_ways.dp, i8 0, i64 80008, i1 false)
  store i64 1, ptr @coin_ways.dp, align 16, !tbaa !42
  %3 = add i32 %1, 1
  %4 = load i32, ptr %0, align 4, !tbaa !9
  %5 = icmp sgt i32 %4, %1
  br i1 %5, label %63, label %6

6:                                                ; preds = %2
  %7 = sext i32 %4 to i64
  %8 = sub i32 %1, %4
  %9 = zext i32 %8 to i64
  %10 = add nuw nsw i64 %9, 1
  %11 = icmp ult i32 %8, 13
  br i1 %11, label %12, label %29

12:                                               ; preds = %61, %29, %6
  %13 = phi i64 [ %7, %29 ], [ %7, %6 ], [ %45, %61 ]
  %14 = trunc i64 %13 to i32
  %15 = add i32 %14, %1
  %16 = and i32 %15, 1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %26

18:                                               ; preds = %12
  %19 = sub nsw i64 %13, %7
  %20 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %19
  %21 = load i64, ptr %20, align 8, !tbaa !42
  %22 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %13
  %23 = load i64, ptr %22, align 8, !tbaa !42
  %24 = add nsw i64 %23, %21
  store i64 %24, ptr %22, align 8, !tbaa !42
  %25 = add nsw i64 %13, 1
  br label %26

26:                                               ; preds = %18, %12
  %27 = phi i64 [ %13, %12 ], [ %25, %18 ]
  %28 = icmp eq i32 %14, %1
  br i1 %28, label %63, label %620

29:                                               ; preds = %6
  %30 = shl nsw i64 %7, 3
  %31 = getelementptr i8, ptr @coin_ways.dp, i64 %30
  %32 = sub i32 %1, %4
  %33 = zext i32 %32 to i64
  %34 = shl nuw nsw i64 %33, 3
  %35 = getelementptr i8, ptr @coin_ways.dp, i64 %30
  %36 = getelementptr i8, ptr %35, i64 %34
  %37 = getelementptr i8, ptr %36, i64 8
  %38 = getelementptr i8, ptr @coin_ways.dp, i64 %34
  %39 = getelementptr i8, ptr %38, i64 8
  %40 = icmp ult ptr %31, %39
  %41 = icmp ugt ptr %37, @coin_ways.dp
  %42 = and i1 %40, %41
  br i1 %42, label %12, label %43

43:                                               ; preds = %29
  %44 = and i64 %10, 8589934588
  %45 = add nsw i64 %44, %7
  br label %46

46:                                               ; preds = %46, %43
  %47 = phi i64 [ 0, %43 ], [ %59, %46 ]
  %48 = add i64 %47, %7
  %49 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %47
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load <2 x i64>, ptr %49, align 16, !tbaa !42, !alias.scope !53
  %52 = load <2 x i64>, ptr %50, align 16, !tbaa !42, !alias.scope !53
  %53 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %48
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load <2 x i64>, ptr %53, align 8, !tbaa !42, !alias.scope !56, !noalias !53
  %56 = load <2 x i64>, ptr %54, align 8, !tbaa !42, !alias.scope !56, !noalias !53
  %57 = add nsw <2 x i64> %55, %51
  %58 = add nsw <2 x i64> %56, %52
  store <2 x i64> %57, ptr %53, align 8, !tbaa !42, !alias.scope !56, !noalias !53
  store <2 x i64> %58, ptr %54, align 8, !tbaa !42, !alias.scope !56, !noalias !53
  %59 = add nuw i64 %47, 4
  %60 = icmp eq i64 %59, %44
  br i1 %60, label %61, label %46, !llvm.loop !58

61:                                               ; preds = %46
  %62 = icmp eq i64 %10, %44
  br i1 %62, label %63, label %12

63:                                               ; preds = %26, %620, %61, %2
  %64 = getelementptr inbounds i8, ptr %0, i64 4
  %65 = load i32, ptr %64, align 4, !tbaa !9
  %66 = icmp sgt i32 %65, %1
  br i1 %66, label %142, label %67

67:                                               ; preds = %63
  %68 = sext i32 %65 to i64
  %69 = sub i32 %1, %65
  %70 = zext i32 %69 to i64
  %71 = add nuw nsw i64 %70, 1
  %72 = icmp ult i32 %69, 13
  br i1 %72, label %107, label %73

73:                                               ; preds = %67
  %74 = shl nsw i64 %68, 3
  %75 = getelementptr i8, ptr @coin_ways.dp, i64 %74
  %76 = sub i32 %1, %65
  %77 = zext i32 %76 to i64
  %78 = shl nuw nsw i64 %77, 3
  %79 = getelementptr i8, ptr @coin_ways.dp, i64 %74
  %80 = getelementptr i8, ptr %79, i64 %78
  %81 = getelementptr i8, ptr %80, i64 8
  %82 = getelementptr i8, ptr @coin_ways.dp, i64 %78
  %83 = getelementptr i8, ptr %82, i64 8
  %84 = icmp ult ptr %75, %83
  %85 = icmp ugt ptr %81, @coin_ways.dp
  %86 = and i1 %84, %85
  br i1 %86, label %107, label %87

87:                                               ; preds = %73
  %88 = and i64 %71, 8589934588
  %89 = add nsw i64 %88, %68
  br label %90

90:                                               ; preds = %90, %87
  %91 = phi i64 [ 0, %87 ], [ %103, %90 ]
  %92 = add i64 %91, %68
  %93 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %91
  %94 = getelementptr inbounds i8, ptr %93, i64 16
  %95 = load <2 x i64>, ptr %93, align 16, !tbaa !42, !alias.scope !59
  %96 = load <2 x i64>, ptr %94, align 16, !tbaa !42, !alias.scope !59
  %97 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %92
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load <2 x i64>, ptr %97, align 8, !tbaa !42, !alias.scope !62, !noalias !59
  %100 = load <2 x i64>, ptr %98, align 8, !tbaa !42, !alias.scope !62, !noalias !59
  %101 = add nsw <2 x i64> %99, %95
  %102 = add nsw <2 x i64> %100, %96
  store <2 x i64> %101, ptr %97, align 8, !tbaa !42, !alias.scope !62, !noalias !59
  store <2 x i64> %102, ptr %98, align 8, !tbaa !42, !alias.scope !62, !noalias !59
  %103 = add nuw i64 %91, 4
  %104 = icmp eq i64 %103, %88
  br i1 %104, label %105, label %90, !llvm.loop !64

105:                                              ; preds = %90
  %106 = icmp eq i64 %71, %88
  br i1 %106, label %142, label %107

107:                                              ; preds = %105, %73, %67
  %108 = phi i64 [ %68, %73 ], [ %68, %67 ], [ %89, %105 ]
  %109 = trunc i64 %108 to i32
  %110 = add i32 %109, %1
  %111 = and i32 %110, 1
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %121

113:                                              ; preds = %107
  %114 = sub nsw i64 %108, %68
  %115 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %114
  %116 = load i64, ptr %115, align 8, !tbaa !42
  %117 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %108
  %118 = load i64, ptr %117, align 8, !tbaa !42
  %119 = add nsw i64 %118, %116
  store i64 %119, ptr %117, align 8, !tbaa !42
  %120 = add nsw i64 %108, 1
  br label %121

121:                                              ; preds = %113, %107
  %122 = phi i64 [ %108, %107 ], [ %120, %113 ]
  %123 = icmp eq i32 %109, %1
  br i1 %123, label %142, label %124

124:                                              ; preds = %121, %124
  %125 = phi i64 [ %139, %124 ], [ %122, %121 ]
  %126 = sub nsw i64 %125, %68
  %127 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %126
  %128 = load i64, ptr %127, align 8, !tbaa !42
  %129 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %125
  %130 = load i64, ptr %129, align 8, !tbaa !42
  %131 = add nsw i64 %130, %128
  store i64 %131, ptr %129, align 8, !tbaa !42
  %132 = add nsw i64 %125, 1
  %133 = sub nsw i64 %132, %68
  %134 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %133
  %135 = load i64, ptr %134, align 8, !tbaa !42
  %136 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %132
  %137 = load i64, ptr %136, align 8, !tbaa !42
  %138 = add nsw i64 %137, %135
  store i64 %138, ptr %136, align 8, !tbaa !42
  %139 = add nsw i64 %125, 2
  %140 = trunc i64 %139 to i32
  %141 = icmp eq i32 %3, %140
  br i1 %141, label %142, label %124, !llvm.loop !65

142:                                              ; preds = %121, %124, %105, %63
  %143 = getelementptr inbounds i8, ptr %0, i64 8
  %144 = load i32, ptr %143, align 4, !tbaa !9
  %145 = icmp sgt i32 %144, %1
  br i1 %145, label %221, label %146

146:                                              ; preds = %142
  %147 = sext i32 %144 to i64
  %148 = sub i32 %1, %144
  %149 = zext i32 %148 to i64
  %150 = add nuw nsw i64 %149, 1
  %151 = icmp ult i32 %148, 13
  br i1 %151, label %186, label %152

152:                                              ; preds = %146
  %153 = shl nsw i64 %147, 3
  %154 = getelementptr i8, ptr @coin_ways.dp, i64 %153
  %155 = sub i32 %1, %144
  %156 = zext i32 %155 to i64
  %157 = shl nuw nsw i64 %156, 3
  %158 = getelementptr i8, ptr @coin_ways.dp, i64 %153
  %159 = getelementptr i8, ptr %158, i64 %157
  %160 = getelementptr i8, ptr %159, i64 8
  %161 = getelementptr i8, ptr @coin_ways.dp, i64 %157
  %162 = getelementptr i8, ptr %161, i64 8
  %163 = icmp ult ptr %154, %162
  %164 = icmp ugt ptr %160, @coin_ways.dp
  %165 = and i1 %163, %164
  br i1 %165, label %186, label %166

166:                                              ; preds = %152
  %167 = and i64 %150, 8589934588
  %168 = add nsw i64 %167, %147
  br label %169

169:                                              ; preds = %169, %166
  %170 = phi i64 [ 0, %166 ], [ %182, %169 ]
  %171 = add i64 %170, %147
  %172 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %170
  %173 = getelementptr inbounds i8, ptr %172, i64 16
  %174 = load <2 x i64>, ptr %172, align 16, !tbaa !42, !alias.scope !66
  %175 = load <2 x i64>, ptr %173, align 16, !tbaa !42, !alias.scope !66
  %176 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %171
  %177 = getelementptr inbounds i8, ptr %176, i64 16
  %178 = load <2 x i64>, ptr %176, align 8, !tbaa !42, !alias.scope !69, !noalias !66
  %179 = load <2 x i64>, ptr %177, align 8, !tbaa !42, !alias.scope !69, !noalias !66
  %180 = add nsw <2 x i64> %178, %174
  %181 = add nsw <2 x i64> %179, %175
  store <2 x i64> %180, ptr %176, align 8, !tbaa !42, !alias.scope !69, !noalias !66
  store <2 x i64> %181, ptr %177, align 8, !tbaa !42, !alias.scope !69, !noalias !66
  %182 = add nuw i64 %170, 4
  %183 = icmp eq i64 %182, %167
  br i1 %183, label %184, label %169, !llvm.loop !71

184:                                              ; preds = %169
  %185 = icmp eq i64 %150, %167
  br i1 %185, label %221, label %186

186:                                              ; preds = %184, %152, %146
  %187 = phi i64 [ %147, %152 ], [ %147, %146 ], [ %168, %184 ]
  %188 = trunc i64 %187 to i32
  %189 = add i32 %188, %1
  %190 = and i32 %189, 1
  %191 = icmp eq i32 %190, 0
  br i1 %191, label %192, label %200

192:                                              ; preds = %186
  %193 = sub nsw i64 %187, %147
  %194 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %193
  %195 = load i64, ptr %194, align 8, !tbaa !42
  %196 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %187
  %197 = load i64, ptr %196, align 8, !tbaa !42
  %198 = add nsw i64 %197, %195
  store i64 %198, ptr %196, align 8, !tbaa !42
  %199 = add nsw i64 %187, 1
  br label %200

200:                                              ; preds = %192, %186
  %201 = phi i64 [ %187, %186 ], [ %199, %192 ]
  %202 = icmp eq i32 %188, %1
  br i1 %202, label %221, label %203

203:                                              ; preds = %200, %203
  %204 = phi i64 [ %218, %203 ], [ %201, %200 ]
  %205 = sub nsw i64 %204, %147
  %206 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %205
  %207 = load i64, ptr %206, align 8, !tbaa !42
  %208 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %204
  %209 = load i64, ptr %208, align 8, !tbaa !42
  %210 = add nsw i64 %209, %207
  store i64 %210, ptr %208, align 8, !tbaa !42
  %211 = add nsw i64 %204, 1
  %212 = sub nsw i64 %211, %147
  %213 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %212
  %214 = load i64, ptr %213, align 8, !tbaa !42
  %215 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %211
  %216 = load i64, ptr %215, align 8, !tbaa !42
  %217 = add nsw i64 %216, %214
  store i64 %217, ptr %215, align 8, !tbaa !42
  %218 = add nsw i64 %204, 2
  %219 = trunc i64 %218 to i32
  %220 = icmp eq i32 %3, %219
  br i1 %220, label %221, label %203, !llvm.loop !72

221:                                              ; preds = %200, %203, %184, %142
  %222 = getelementptr inbounds i8, ptr %0, i64 12
  %223 = load i32, ptr %222, align 4, !tbaa !9
  %224 = icmp sgt i32 %223, %1
  br i1 %224, label %300, label %225

225:                                              ; preds = %221
  %226 = sext i32 %223 to i64
  %227 = sub i32 %1, %223
  %228 = zext i32 %227 to i64
  %229 = add nuw nsw i64 %228, 1
  %230 = icmp ult i32 %227, 13
  br i1 %230, label %265, label %231

231:                                              ; preds = %225
  %232 = shl nsw i64 %226, 3
  %233 = getelementptr i8, ptr @coin_ways.dp, i64 %232
  %234 = sub i32 %1, %223
  %235 = zext i32 %234 to i64
  %236 = shl nuw nsw i64 %235, 3
  %237 = getelementptr i8, ptr @coin_ways.dp, i64 %232
  %238 = getelementptr i8, ptr %237, i64 %236
  %239 = getelementptr i8, ptr %238, i64 8
  %240 = getelementptr i8, ptr @coin_ways.dp, i64 %236
  %241 = getelementptr i8, ptr %240, i64 8
  %242 = icmp ult ptr %233, %241
  %243 = icmp ugt ptr %239, @coin_ways.dp
  %244 = and i1 %242, %243
  br i1 %244, label %265, label %245

245:                                              ; preds = %231
  %246 = and i64 %229, 8589934588
  %247 = add nsw i64 %246, %226
  br label %248

248:                                              ; preds = %248, %245
  %249 = phi i64 [ 0, %245 ], [ %261, %248 ]
  %250 = add i64 %249, %226
  %251 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %249
  %252 = getelementptr inbounds i8, ptr %251, i64 16
  %253 = load <2 x i64>, ptr %251, align 16, !tbaa !42, !alias.scope !73
  %254 = load <2 x i64>, ptr %252, align 16, !tbaa !42, !alias.scope !73
  %255 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %250
  %256 = getelementptr inbounds i8, ptr %255, i64 16
  %257 = load <2 x i64>, ptr %255, align 8, !tbaa !42, !alias.scope !76, !noalias !73
  %258 = load <2 x i64>, ptr %256, align 8, !tbaa !42, !alias.scope !76, !noalias !73
  %259 = add nsw <2 x i64> %257, %253
  %260 = add nsw <2 x i64> %258, %254
  store <2 x i64> %259, ptr %255, align 8, !tbaa !42, !alias.scope !76, !noalias !73
  store <2 x i64> %260, ptr %256, align 8, !tbaa !42, !alias.scope !76, !noalias !73
  %261 = add nuw i64 %249, 4
  %262 = icmp eq i64 %261, %246
  br i1 %262, label %263, label %248, !llvm.loop !78

263:                                              ; preds = %248
  %264 = icmp eq i64 %229, %246
  br i1 %264, label %300, label %265

265:                                              ; preds = %263, %231, %225
  %266 = phi i64 [ %226, %231 ], [ %226, %225 ], [ %247, %263 ]
  %267 = trunc i64 %266 to i32
  %268 = add i32 %267, %1
  %269 = and i32 %268, 1
  %270 = icmp eq i32 %269, 0
  br i1 %270, label %271, label %279

271:                                              ; preds = %265
  %272 = sub nsw i64 %266, %226
  %273 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %272
  %274 = load i64, ptr %273, align 8, !tbaa !42
  %275 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %266
  %276 = load i64, ptr %275, align 8, !tbaa !42
  %277 = add nsw i64 %276, %274
  store i64 %277, ptr %275, align 8, !tbaa !42
  %278 = add nsw i64 %266, 1
  br label %279

279:                                              ; preds = %271, %265
  %280 = phi i64 [ %266, %265 ], [ %278, %271 ]
  %281 = icmp eq i32 %267, %1
  br i1 %281, label %300, label %282

282:                                              ; preds = %279, %282
  %283 = phi i64 [ %297, %282 ], [ %280, %279 ]
  %284 = sub nsw i64 %283, %226
  %285 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %284
  %286 = load i64, ptr %285, align 8, !tbaa !42
  %287 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %283
  %288 = load i64, ptr %287, align 8, !tbaa !42
  %289 = add nsw i64 %288, %286
  store i64 %289, ptr %287, align 8, !tbaa !42
  %290 = add nsw i64 %283, 1
  %291 = sub nsw i64 %290, %226
  %292 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %291
  %293 = load i64, ptr %292, align 8, !tbaa !42
  %294 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %290
  %295 = load i64, ptr %294, align 8, !tbaa !42
  %296 = add nsw i64 %295, %293
  store i64 %296, ptr %294, align 8, !tbaa !42
  %297 = add nsw i64 %283, 2
  %298 = trunc i64 %297 to i32
  %299 = icmp eq i32 %3, %298
  br i1 %299, label %300, label %282, !llvm.loop !79

300:                                              ; preds = %279, %282, %263, %221
  %301 = getelementptr inbounds i8, ptr %0, i64 16
  %302 = load i32, ptr %301, align 4, !tbaa !9
  %303 = icmp sgt i32 %302, %1
  br i1 %303, label %379, label %304

304:                                              ; preds = %300
  %305 = sext i32 %302 to i64
  %306 = sub i32 %1, %302
  %307 = zext i32 %306 to i64
  %308 = add nuw nsw i64 %307, 1
  %309 = icmp ult i32 %306, 13
  br i1 %309, label %344, label %310

310:                                              ; preds = %304
  %311 = shl nsw i64 %305, 3
  %312 = getelementptr i8, ptr @coin_ways.dp, i64 %311
  %313 = sub i32 %1, %302
  %314 = zext i32 %313 to i64
  %315 = shl nuw nsw i64 %314, 3
  %316 = getelementptr i8, ptr @coin_ways.dp, i64 %311
  %317 = getelementptr i8, ptr %316, i64 %315
  %318 = getelementptr i8, ptr %317, i64 8
  %319 = getelementptr i8, ptr @coin_ways.dp, i64 %315
  %320 = getelementptr i8, ptr %319, i64 8
  %321 = icmp ult ptr %312, %320
  %322 = icmp ugt ptr %318, @coin_ways.dp
  %323 = and i1 %321, %322
  br i1 %323, label %344, label %324

324:                                              ; preds = %310
  %325 = and i64 %308, 8589934588
  %326 = add nsw i64 %325, %305
  br label %327

327:                                              ; preds = %327, %324
  %328 = phi i64 [ 0, %324 ], [ %340, %327 ]
  %329 = add i64 %328, %305
  %330 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %328
  %331 = getelementptr inbounds i8, ptr %330, i64 16
  %332 = load <2 x i64>, ptr %330, align 16, !tbaa !42, !alias.scope !80
  %333 = load <2 x i64>, ptr %331, align 16, !tbaa !42, !alias.scope !80
  %334 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %329
  %335 = getelementptr inbounds i8, ptr %334, i64 16
  %336 = load <2 x i64>, ptr %334, align 8, !tbaa !42, !alias.scope !83, !noalias !80
  %337 = load <2 x i64>, ptr %335, align 8, !tbaa !42, !alias.scope !83, !noalias !80
  %338 = add nsw <2 x i64> %336, %332
  %339 = add nsw <2 x i64> %337, %333
  store <2 x i64> %338, ptr %334, align 8, !tbaa !42, !alias.scope !83, !noalias !80
  store <2 x i64> %339, ptr %335, align 8, !tbaa !42, !alias.scope !83, !noalias !80
  %340 = add nuw i64 %328, 4
  %341 = icmp eq i64 %340, %325
  br i1 %341, label %342, label %327, !llvm.loop !85

342:                                              ; preds = %327
  %343 = icmp eq i64 %308, %325
  br i1 %343, label %379, label %344

344:                                              ; preds = %342, %310, %304
  %345 = phi i64 [ %305, %310 ], [ %305, %304 ], [ %326, %342 ]
  %346 = trunc i64 %345 to i32
  %347 = add i32 %346, %1
  %348 = and i32 %347, 1
  %349 = icmp eq i32 %348, 0
  br i1 %349, label %350, label %358

350:                                              ; preds = %344
  %351 = sub nsw i64 %345, %305
  %352 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %351
  %353 = load i64, ptr %352, align 8, !tbaa !42
  %354 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %345
  %355 = load i64, ptr %354, align 8, !tbaa !42
  %356 = add nsw i64 %355, %353
  store i64 %356, ptr %354, align 8, !tbaa !42
  %357 = add nsw i64 %345, 1
  br label %358

358:                                              ; preds = %350, %344
  %359 = phi i64 [ %345, %344 ], [ %357, %350 ]
  %360 = icmp eq i32 %346, %1
  br i1 %360, label %379, label %361

361:                                              ; preds = %358, %361
  %362 = phi i64 [ %376, %361 ], [ %359, %358 ]
  %363 = sub nsw i64 %362, %305
  %364 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %363
  %365 = load i64, ptr %364, align 8, !tbaa !42
  %366 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %362
  %367 = load i64, ptr %366, align 8, !tbaa !42
  %368 = add nsw i64 %367, %365
  store i64 %368, ptr %366, align 8, !tbaa !42
  %369 = add nsw i64 %362, 1
  %370 = sub nsw i64 %369, %305
  %371 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %370
  %372 = load i64, ptr %371, align 8, !tbaa !42
  %373 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %369
  %374 = load i64, ptr %373, align 8, !tbaa !42
  %375 = add nsw i64 %374, %372
  store i64 %375, ptr %373, align 8, !tbaa !42
  %376 = add nsw i64 %362, 2
  %377 = trunc i64 %376 to i32
  %378 = icmp eq i32 %3, %377
  br i1 %378, label %379, label %361, !llvm.loop !86

379:                                              ; preds = %358, %361, %342, %300
  %380 = getelementptr inbounds i8, ptr %0, i64 20
  %381 = load i32, ptr %380, align 4, !tbaa !9
  %382 = icmp sgt i32 %381, %1
  br i1 %382, label %458, label %383

383:                                              ; preds = %379
  %384 = sext i32 %381 to i64
  %385 = sub i32 %1, %381
  %386 = zext i32 %385 to i64
  %387 = add nuw nsw i64 %386, 1
  %388 = icmp ult i32 %385, 13
  br i1 %388, label %423, label %389

389:                                              ; preds = %383
  %390 = shl nsw i64 %384, 3
  %391 = getelementptr i8, ptr @coin_ways.dp, i64 %390
  %392 = sub i32 %1, %381
  %393 = zext i32 %392 to i64
  %394 = shl nuw nsw i64 %393, 3
  %395 = getelementptr i8, ptr @coin_ways.dp, i64 %390
  %396 = getelementptr i8, ptr %395, i64 %394
  %397 = getelementptr i8, ptr %396, i64 8
  %398 = getelementptr i8, ptr @coin_ways.dp, i64 %394
  %399 = getelementptr i8, ptr %398, i64 8
  %400 = icmp ult ptr %391, %399
  %401 = icmp ugt ptr %397, @coin_ways.dp
  %402 = and i1 %400, %401
  br i1 %402, label %423, label %403

403:                                              ; preds = %389
  %404 = and i64 %387, 8589934588
  %405 = add nsw i64 %404, %384
  br label %406

406:                                              ; preds = %406, %403
  %407 = phi i64 [ 0, %403 ], [ %419, %406 ]
  %408 = add i64 %407, %384
  %409 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %407
  %410 = getelementptr inbounds i8, ptr %409, i64 16
  %411 = load <2 x i64>, ptr %409, align 16, !tbaa !42, !alias.scope !87
  %412 = load <2 x i64>, ptr %410, align 16, !tbaa !42, !alias.scope !87
  %413 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %408
  %414 = getelementptr inbounds i8, ptr %413, i64 16
  %415 = load <2 x i64>, ptr %413, align 8, !tbaa !42, !alias.scope !90, !noalias !87
  %416 = load <2 x i64>, ptr %414, align 8, !tbaa !42, !alias.scope !90, !noalias !87
  %417 = add nsw <2 x i64> %415, %411
  %418 = add nsw <2 x i64> %416, %412
  store <2 x i64> %417, ptr %413, align 8, !tbaa !42, !alias.scope !90, !noalias !87
  store <2 x i64> %418, ptr %414, align 8, !tbaa !42, !alias.scope !90, !noalias !87
  %419 = add nuw i64 %407, 4
  %420 = icmp eq i64 %419, %404
  br i1 %420, label %421, label %406, !llvm.loop !92

421:                                              ; preds = %406
  %422 = icmp eq i64 %387, %404
  br i1 %422, label %458, label %423

423:                                              ; preds = %421, %389, %383
  %424 = phi i64 [ %384, %389 ], [ %384, %383 ], [ %405, %421 ]
  %425 = trunc i64 %424 to i32
  %426 = add i32 %425, %1
  %427 = and i32 %426, 1
  %428 = icmp eq i32 %427, 0
  br i1 %428, label %429, label %437

429:                                              ; preds = %423
  %430 = sub nsw i64 %424, %384
  %431 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %430
  %432 = load i64, ptr %431, align 8, !tbaa !42
  %433 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %424
  %434 = load i64, ptr %433, align 8, !tbaa !42
  %435 = add nsw i64 %434, %432
  store i64 %435, ptr %433, align 8, !tbaa !42
  %436 = add nsw i64 %424, 1
  br label %437

437:                                              ; preds = %429, %423
  %438 = phi i64 [ %424, %423 ], [ %436, %429 ]
  %439 = icmp eq i32 %425, %1
  br i1 %439, label %458, label %440

440:                                              ; preds = %437, %440
  %441 = phi i64 [ %455, %440 ], [ %438, %437 ]
  %442 = sub nsw i64 %441, %384
  %443 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %442
  %444 = load i64, ptr %443, align 8, !tbaa !42
  %445 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %441
  %446 = load i64, ptr %445, align 8, !tbaa !42
  %447 = add nsw i64 %446, %444
  store i64 %447, ptr %445, align 8, !tbaa !42
  %448 = add nsw i64 %441, 1
  %449 = sub nsw i64 %448, %384
  %450 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %449
  %451 = load i64, ptr %450, align 8, !tbaa !42
  %452 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %448
  %453 = load i64, ptr %452, align 8, !tbaa !42
  %454 = add nsw i64 %453, %451
  store i64 %454, ptr %452, align 8, !tbaa !42
  %455 = add nsw i64 %441, 2
  %456 = trunc i64 %455 to i32
  %457 = icmp eq i32 %3, %456
  br i1 %457, label %458, label %440, !llvm.loop !93

458:                                              ; preds = %437, %440, %421, %379
  %459 = getelementptr inbounds i8, ptr %0, i64 24
  %460 = load i32, ptr %459, align 4, !tbaa !9
  %461 = icmp sgt i32 %460, %1
  br i1 %461, label %537, label %462

462:                                              ; preds = %458
  %463 = sext i32 %460 to i64
  %464 = sub i32 %1, %460
  %465 = zext i32 %464 to i64
  %466 = add nuw nsw i64 %465, 1
  %467 = icmp ult i32 %464, 13
  br i1 %467, label %502, label %468

468:                                              ; preds = %462
  %469 = shl nsw i64 %463, 3
  %470 = getelementptr i8, ptr @coin_ways.dp, i64 %469
  %471 = sub i32 %1, %460
  %472 = zext i32 %471 to i64
  %473 = shl nuw nsw i64 %472, 3
  %474 = getelementptr i8, ptr @coin_ways.dp, i64 %469
  %475 = getelementptr i8, ptr %474, i64 %473
  %476 = getelementptr i8, ptr %475, i64 8
  %477 = getelementptr i8, ptr @coin_ways.dp, i64 %473
  %478 = getelementptr i8, ptr %477, i64 8
  %479 = icmp ult ptr %470, %478
  %480 = icmp ugt ptr %476, @coin_ways.dp
  %481 = and i1 %479, %480
  br i1 %481, label %502, label %482

482:                                              ; preds = %468
  %483 = and i64 %466, 8589934588
  %484 = add nsw i64 %483, %463
  br label %485

485:                                              ; preds = %485, %482
  %486 = phi i64 [ 0, %482 ], [ %498, %485 ]
  %487 = add i64 %486, %463
  %488 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %486
  %489 = getelementptr inbounds i8, ptr %488, i64 16
  %490 = load <2 x i64>, ptr %488, align 16, !tbaa !42, !alias.scope !94
  %491 = load <2 x i64>, ptr %489, align 16, !tbaa !42, !alias.scope !94
  %492 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %487
  %493 = getelementptr inbounds i8, ptr %492, i64 16
  %494 = load <2 x i64>, ptr %492, align 8, !tbaa !42, !alias.scope !97, !noalias !94
  %495 = load <2 x i64>, ptr %493, align 8, !tbaa !42, !alias.scope !97, !noalias !94
  %496 = add nsw <2 x i64> %494, %490
  %497 = add nsw <2 x i64> %495, %491
  store <2 x i64> %496, ptr %492, align 8, !tbaa !42, !alias.scope !97, !noalias !94
  store <2 x i64> %497, ptr %493, align 8, !tbaa !42, !alias.scope !97, !noalias !94
  %498 = add nuw i64 %486, 4
  %499 = icmp eq i64 %498, %483
  br i1 %499, label %500, label %485, !llvm.loop !99

500:                                              ; preds = %485
  %501 = icmp eq i64 %466, %483
  br i1 %501, label %537, label %502

502:                                              ; preds = %500, %468, %462
  %503 = phi i64 [ %463, %468 ], [ %463, %462 ], [ %484, %500 ]
  %504 = trunc i64 %503 to i32
  %505 = add i32 %504, %1
  %506 = and i32 %505, 1
  %507 = icmp eq i32 %506, 0
  br i1 %507, label %508, label %516

508:                                              ; preds = %502
  %509 = sub nsw i64 %503, %463
  %510 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %509
  %511 = load i64, ptr %510, align 8, !tbaa !42
  %512 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %503
  %513 = load i64, ptr %512, align 8, !tbaa !42
  %514 = add nsw i64 %513, %511
  store i64 %514, ptr %512, align 8, !tbaa !42
  %515 = add nsw i64 %503, 1
  br label %516

516:                                              ; preds = %508, %502
  %517 = phi i64 [ %503, %502 ], [ %515, %508 ]
  %518 = icmp eq i32 %504, %1
  br i1 %518, label %537, label %519

519:                                              ; preds = %516, %519
  %520 = phi i64 [ %534, %519 ], [ %517, %516 ]
  %521 = sub nsw i64 %520, %463
  %522 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %521
  %523 = load i64, ptr %522, align 8, !tbaa !42
  %524 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %520
  %525 = load i64, ptr %524, align 8, !tbaa !42
  %526 = add nsw i64 %525, %523
  store i64 %526, ptr %524, align 8, !tbaa !42
  %527 = add nsw i64 %520, 1
  %528 = sub nsw i64 %527, %463
  %529 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %528
  %530 = load i64, ptr %529, align 8, !tbaa !42
  %531 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %527
  %532 = load i64, ptr %531, align 8, !tbaa !42
  %533 = add nsw i64 %532, %530
  store i64 %533, ptr %531, align 8, !tbaa !42
  %534 = add nsw i64 %520, 2
  %535 = trunc i64 %534 to i32
  %536 = icmp eq i32 %3, %535
  br i1 %536, label %537, label %519, !llvm.loop !100

537:                                              ; preds = %516, %519, %500, %458
  %538 = getelementptr inbounds i8, ptr %0, i64 28
  %539 = load i32, ptr %538, align 4, !tbaa !9
  %540 = icmp sgt i32 %539, %1
  br i1 %540, label %616, label %541

541:                                              ; preds = %537
  %542 = sext i32 %539 to i64
  %543 = sub i32 %1, %539
  %544 = zext i32 %543 to i64
  %545 = add nuw nsw i64 %544, 1
  %546 = icmp ult i32 %543, 13
  br i1 %546, label %581, label %547

547:                                              ; preds = %541
  %548 = shl nsw i64 %542, 3
  %549 = getelementptr i8, ptr @coin_ways.dp, i64 %548
  %550 = sub i32 %1, %539
  %551 = zext i32 %550 to i64
  %552 = shl nuw nsw i64 %551, 3
  %553 = getelementptr i8, ptr @coin_ways.dp, i64 %548
  %554 = getelementptr i8, ptr %553, i64 %552
  %555 = getelementptr i8, ptr %554, i64 8
  %556 = getelementptr i8, ptr @coin_ways.dp, i64 %552
  %557 = getelementptr i8, ptr %556, i64 8
  %558 = icmp ult ptr %549, %557
  %559 = icmp ugt ptr %555, @coin_ways.dp
  %560 = and i1 %558, %559
  br i1 %560, label %581, label %561

561:                                              ; preds = %547
  %562 = and i64 %545, 8589934588
  %563 = add nsw i64 %562, %542
  br label %564

564:                                              ; preds = %564, %561
  %565 = phi i64 [ 0, %561 ], [ %577, %564 ]
  %566 = add i64 %565, %542
  %567 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %565
  %568 = getelementptr inbounds i8, ptr %567, i64 16
  %569 = load <2 x i64>, ptr %567, align 16, !tbaa !42, !alias.scope !101
  %570 = load <2 x i64>, ptr %568, align 16, !tbaa !42, !alias.scope !101
  %571 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %566
  %572 = getelementptr inbounds i8, ptr %571, i64 16
  %573 = load <2 x i64>, ptr %571, align 8, !tbaa !42, !alias.scope !104, !noalias !101
  %574 = load <2 x i64>, ptr %572, align 8, !tbaa !42, !alias.scope !104, !noalias !101
  %575 = add nsw <2 x i64> %573, %569
  %576 = add nsw <2 x i64> %574, %570
  store <2 x i64> %575, ptr %571, align 8, !tbaa !42, !alias.scope !104, !noalias !101
  store <2 x i64> %576, ptr %572, align 8, !tbaa !42, !alias.scope !104, !noalias !101
  %577 = add nuw i64 %565, 4
  %578 = icmp eq i64 %577, %562
  br i1 %578, label %579, label %564, !llvm.loop !106

579:                                              ; preds = %564
  %580 = icmp eq i64 %545, %562
  br i1 %580, label %616, label %581

581:                                              ; preds = %579, %547, %541
  %582 = phi i64 [ %542, %547 ], [ %542, %541 ], [ %563, %579 ]
  %583 = trunc i64 %582 to i32
  %584 = add i32 %583, %1
  %585 = and i32 %584, 1
  %586 = icmp eq i32 %585, 0
  br i1 %586, label %587, label %595

587:                                              ; preds = %581
  %588 = sub nsw i64 %582, %542
  %589 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %588
  %590 = load i64, ptr %589, align 8, !tbaa !42
  %591 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %582
  %592 = load i64, ptr %591, align 8, !tbaa !42
  %593 = add nsw i64 %592, %590
  store i64 %593, ptr %591, align 8, !tbaa !42
  %594 = add nsw i64 %582, 1
  br label %595

595:                                              ; preds = %587, %581
  %596 = phi i64 [ %582, %581 ], [ %594, %587 ]
  %597 = icmp eq i32 %583, %1
  br i1 %597, label %616, label %598

598:                                              ; preds = %595, %598
  %599 = phi i64 [ %613, %598 ], [ %596, %595 ]
  %600 = sub nsw i64 %599, %542
  %601 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %600
  %602 = load i64, ptr %601, align 8, !tbaa !42
  %603 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %599
  %604 = load i64, ptr %603, align 8, !tbaa !42
  %605 = add nsw i64 %604, %602
  store i64 %605, ptr %603, align 8, !tbaa !42
  %606 = add nsw i64 %599, 1
  %607 = sub nsw i64 %606, %542
  %608 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %607
  %609 = load i64, ptr %608, align 8, !tbaa !42
  %610 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %606
  %611 = load i64, ptr %610, align 8, !tbaa !42
  %612 = add nsw i64 %611, %609
  store i64 %612, ptr %610, align 8, !tbaa !42
  %613 = add nsw i64 %599, 2
  %614 = trunc i64 %613 to i32
  %615 = icmp eq i32 %3, %614
  br i1 %615, label %616, label %598, !llvm.loop !107

616:                                              ; preds = %595, %598, %579, %537
  %617 = zext nneg i32 %1 to i64
  %618 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %617
  %619 = load i64, ptr %618, align 8, !tbaa !42
  ret i64 %619

620:                                              ; preds = %26, %620
  %621 = phi i64 [ %635, %620 ], [ %27, %26 ]
  %622 = sub nsw i64 %621, %7
  %623 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %622
  %624 = load i64, ptr %623, align 8, !tbaa !42
  %625 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %621
  %626 = load i64, ptr %625, align 8, !tbaa !42
  %627 = add nsw i64 %626, %624
  store i64 %627, ptr %625, align 8, !tbaa !42
  %628 = add nsw i64 %621, 1
  %629 = sub nsw i64 %628, %7
  %630 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %629
  %631 = load i64, ptr %630, align 8, !tbaa !42
  %632 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %628
  %633 = load i64, ptr %632, align 8, !tbaa !42
  %634 = add nsw i64 %633, %631
  store i64 %634, ptr %632, align 8, !tbaa !42
  %635 = add nsw i64 %621, 2
  %636 = trunc i64 %635 to i32
  %637 = icmp eq i32 %3, %636
  br i1 %637, label %63, label %620, !llvm.loop !108
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13, !15}
!15 = !{!"llvm.loop.peeled.count", i32 1}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !13, !19, !18}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = !{!25}
!25 = distinct !{!25, !26}
!26 = distinct !{!26, !"LVerDomain"}
!27 = !{!28}
!28 = distinct !{!28, !26}
!29 = distinct !{!29, !13, !18, !19}
!30 = distinct !{!30, !13}
!31 = distinct !{!31, !13, !18}
!32 = !{!33}
!33 = distinct !{!33, !34}
!34 = distinct !{!34, !"LVerDomain"}
!35 = !{!36}
!36 = distinct !{!36, !34}
!37 = distinct !{!37, !13, !18, !19}
!38 = distinct !{!38, !13, !18}
!39 = distinct !{!39, !13}
!40 = distinct !{!40, !13}
!41 = distinct !{!41, !13}
!42 = !{!43, !43, i64 0}
!43 = !{!"long long", !7, i64 0}
!44 = distinct !{!44, !13}
!45 = distinct !{!45, !13}
!46 = distinct !{!46, !13}
!47 = distinct !{!47, !13}
!48 = distinct !{!48, !13}
!49 = !{!50, !50, i64 0}
!50 = !{!"long", !7, i64 0}
!51 = distinct !{!51, !13, !18, !19}
!52 = distinct !{!52, !13}
!53 = !{!54}
!54 = distinct !{!54, !55}
!55 = distinct !{!55, !"LVerDomain"}
!56 = !{!57}
!57 = distinct !{!57, !55}
!58 = distinct !{!58, !13, !18, !19}
!59 = !{!60}
!60 = distinct !{!60, !61}
!61 = distinct !{!61, !"LVerDomain"}
!62 = !{!63}
!63 = distinct !{!63, !61}
!64 = distinct !{!64, !13, !18, !19}
!65 = distinct !{!65, !13, !18}
!66 = !{!67}
!67 = distinct !{!67, !68}
!68 = distinct !{!68, !"LVerDomain"}
!69 = !{!70}
!70 = distinct !{!70, !68}
!71 = distinct !{!71, !13, !18, !19}
!72 = distinct !{!72, !13, !18}
!73 = !{!74}
!74 = distinct !{!74, !75}
!75 = distinct !{!75, !"LVerDomain"}
!76 = !{!77}
!77 = distinct !{!77, !75}
!78 = distinct !{!78, !13, !18, !19}
!79 = distinct !{!79, !13, !18}
!80 = !{!81}
!81 = distinct !{!81, !82}
!82 = distinct !{!82, !"LVerDomain"}
!83 = !{!84}
!84 = distinct !{!84, !82}
!85 = distinct !{!85, !13, !18, !19}
!86 = distinct !{!86, !13, !18}
!87 = !{!88}
!88 = distinct !{!88, !89}
!89 = distinct !{!89, !"LVerDomain"}
!90 = !{!91}
!91 = distinct !{!91, !89}
!92 = distinct !{!92, !13, !18, !19}
!93 = distinct !{!93, !13, !18}
!94 = !{!95}
!95 = distinct !{!95, !96}
!96 = distinct !{!96, !"LVerDomain"}
!97 = !{!98}
!98 = distinct !{!98, !96}
!99 = distinct !{!99, !13, !18, !19}
!100 = distinct !{!100, !13, !18}
!101 = !{!102}
!102 = distinct !{!102, !103}
!103 = distinct !{!103, !"LVerDomain"}
!104 = !{!105}
!105 = distinct !{!105, !103}
!106 = distinct !{!106, !13, !18, !19}
!107 = distinct !{!107, !13, !18}
!108 = distinct !{!108, !13, !18}
