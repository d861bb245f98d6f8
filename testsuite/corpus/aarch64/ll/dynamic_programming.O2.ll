; ModuleID = 'programs/dynamic_programming.c'
source_filename = "programs/dynamic_programming.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@__const.main.pairs = private unnamed_addr constant [5 x [2 x ptr]] [[2 x ptr] [ptr @.str, ptr @.str.1], [2 x ptr] [ptr @.str.2, ptr @.str.3], [2 x ptr] [ptr @.str.4, ptr @.str.5], [2 x ptr] [ptr @.str.6, ptr @.str.7], [2 x ptr] [ptr @.str.8, ptr @.str.9]], align 8
@.str.10 = private unnamed_addr constant [32 x i8] c"lcs('%s','%s')=%d '%s' edit=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [36 x i8] c"knapsack(1000)=%d knapsack(250)=%d\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 4
@.str.12 = private unnamed_addr constant [38 x i8] c"coin ways(200)=%lld ways(10000)=%lld\0A\00", align 1
@main.seq = internal unnamed_addr global [5000 x i32] zeroinitializer, align 4
@.str.13 = private unnamed_addr constant [8 x i8] c"lis=%d\0A\00", align 1
@__const.main.dims = private unnamed_addr constant [12 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 7, i32 12, i32 40, i32 3, i32 18], align 4
@.str.14 = private unnamed_addr constant [19 x i8] c"matrix chain=%lld\0A\00", align 1
@__const.main.items = private unnamed_addr constant [10 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 91, i32 77, i32 45, i32 8], align 4
@.str.15 = private unnamed_addr constant [51 x i8] c"subset sums reachable=%d has(100)=%d has(1000)=%d\0A\00", align 1
@lcs.L = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 4
@knap.dp = internal unnamed_addr global [10001 x i32] zeroinitializer, align 4
@coin_ways.dp = internal unnamed_addr global [10001 x i64] zeroinitializer, align 8
@lis.tails = internal unnamed_addr global [5000 x i32] zeroinitializer, align 4
@matrix_chain.m = internal unnamed_addr global [32 x [32 x i64]] zeroinitializer, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i32], align 4
  %2 = alloca [128 x i32], align 4
  %3 = alloca [128 x i8], align 1
  %4 = alloca [40 x i32], align 4
  %5 = alloca [40 x i32], align 4
  %6 = alloca [16 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #8
  br label %8

7:                                                ; preds = %174
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #8
  br label %377

8:                                                ; preds = %0, %174
  %9 = phi i64 [ 0, %0 ], [ %180, %174 ]
  %10 = getelementptr inbounds [5 x [2 x ptr]], ptr @__const.main.pairs, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %10, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !6
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
  store i32 0, ptr %32, align 4, !tbaa !10
  br i1 %25, label %45, label %48

33:                                               ; preds = %45, %8
  %34 = shl i64 %14, 32
  %35 = ashr exact i64 %34, 32
  %36 = shl i64 %16, 32
  %37 = ashr exact i64 %36, 32
  %38 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %35, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !10
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %3, i64 %40
  store i8 0, ptr %41, align 1, !tbaa !12
  %42 = icmp ne i32 %15, 0
  %43 = icmp ne i32 %17, 0
  %44 = select i1 %42, i1 %43, i1 false
  br i1 %44, label %70, label %104

45:                                               ; preds = %65, %28, %26
  %46 = add nuw nsw i64 %27, 1
  %47 = icmp eq i64 %46, %23
  br i1 %47, label %33, label %26, !llvm.loop !13

48:                                               ; preds = %28, %65
  %49 = phi i32 [ %66, %65 ], [ 0, %28 ]
  %50 = phi i64 [ %68, %65 ], [ 1, %28 ]
  br i1 %29, label %65, label %51

51:                                               ; preds = %48
  %52 = load i8, ptr %31, align 1, !tbaa !12
  %53 = add nsw i64 %50, -1
  %54 = getelementptr inbounds i8, ptr %13, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !12
  %56 = icmp eq i8 %52, %55
  br i1 %56, label %57, label %61

57:                                               ; preds = %51
  %58 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %30, i64 %53
  %59 = load i32, ptr %58, align 4, !tbaa !10
  %60 = add nsw i32 %59, 1
  br label %65

61:                                               ; preds = %51
  %62 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %30, i64 %50
  %63 = load i32, ptr %62, align 4, !tbaa !10
  %64 = call i32 @llvm.smax.i32(i32 %63, i32 %49)
  br label %65

65:                                               ; preds = %61, %57, %48
  %66 = phi i32 [ 0, %48 ], [ %60, %57 ], [ %64, %61 ]
  %67 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %27, i64 %50
  store i32 %66, ptr %67, align 4, !tbaa !10
  %68 = add nuw nsw i64 %50, 1
  %69 = icmp eq i64 %68, %24
  br i1 %69, label %45, label %48, !llvm.loop !15

70:                                               ; preds = %33, %97
  %71 = phi i32 [ %100, %97 ], [ %17, %33 ]
  %72 = phi i32 [ %99, %97 ], [ %15, %33 ]
  %73 = phi i32 [ %98, %97 ], [ %39, %33 ]
  %74 = add nsw i32 %72, -1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i8, ptr %11, i64 %75
  %77 = load i8, ptr %76, align 1, !tbaa !12
  %78 = add nsw i32 %71, -1
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr %13, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !12
  %82 = icmp eq i8 %77, %81
  br i1 %82, label %83, label %87

83:                                               ; preds = %70
  %84 = add nsw i32 %73, -1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i8, ptr %3, i64 %85
  store i8 %77, ptr %86, align 1, !tbaa !12
  br label %97

87:                                               ; preds = %70
  %88 = sext i32 %71 to i64
  %89 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %75, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !10
  %91 = sext i32 %72 to i64
  %92 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %91, i64 %79
  %93 = load i32, ptr %92, align 4, !tbaa !10
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
  br i1 %103, label %70, label %104, !llvm.loop !17

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
  store <4 x i32> %121, ptr %123, align 4, !tbaa !10
  store <4 x i32> %122, ptr %124, align 4, !tbaa !10
  %125 = add nuw i64 %120, 8
  %126 = add <4 x i32> %121, <i32 8, i32 8, i32 8, i32 8>
  %127 = icmp eq i64 %125, %118
  br i1 %127, label %128, label %119, !llvm.loop !18

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
  store i32 %143, ptr %142, align 4, !tbaa !10
  %144 = add nuw nsw i64 %141, 1
  %145 = icmp eq i64 %144, %112
  br i1 %145, label %130, label %140, !llvm.loop !21

146:                                              ; preds = %153, %132
  %147 = phi i64 [ 1, %132 ], [ %154, %153 ]
  %148 = trunc nuw nsw i64 %147 to i32
  store i32 %148, ptr %2, align 4, !tbaa !10
  br i1 %134, label %153, label %149

149:                                              ; preds = %146
  %150 = getelementptr i8, ptr %133, i64 %147
  %151 = load i8, ptr %150, align 1, !tbaa !12
  %152 = load i32, ptr %1, align 4, !tbaa !10
  br label %156

153:                                              ; preds = %156, %146
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %1, ptr noundef nonnull align 4 dereferenceable(512) %2, i64 512, i1 false)
  %154 = add nuw nsw i64 %147, 1
  %155 = icmp eq i64 %154, %137
  br i1 %155, label %174, label %146, !llvm.loop !22

156:                                              ; preds = %156, %149
  %157 = phi i32 [ %148, %149 ], [ %170, %156 ]
  %158 = phi i32 [ %152, %149 ], [ %166, %156 ]
  %159 = phi i64 [ 1, %149 ], [ %172, %156 ]
  %160 = getelementptr i8, ptr %139, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !12
  %162 = icmp ne i8 %151, %161
  %163 = zext i1 %162 to i32
  %164 = add nsw i32 %158, %163
  %165 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %159
  %166 = load i32, ptr %165, align 4, !tbaa !10
  %167 = add nsw i32 %166, 1
  %168 = call i32 @llvm.smin.i32(i32 %167, i32 %164)
  %169 = add nsw i32 %157, 1
  %170 = call i32 @llvm.smin.i32(i32 %169, i32 %168)
  %171 = getelementptr inbounds [128 x i32], ptr %2, i64 0, i64 %159
  store i32 %170, ptr %171, align 4, !tbaa !10
  %172 = add nuw nsw i64 %159, 1
  %173 = icmp eq i64 %172, %138
  br i1 %173, label %153, label %156, !llvm.loop !23

174:                                              ; preds = %153, %130
  %175 = shl i64 %107, 32
  %176 = ashr exact i64 %175, 32
  %177 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %176
  %178 = load i32, ptr %177, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #8
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %11, ptr noundef %13, i32 noundef %39, ptr noundef nonnull %3, i32 noundef %178)
  %180 = add nuw nsw i64 %9, 1
  %181 = icmp eq i64 %180, 5
  br i1 %181, label %7, label %8, !llvm.loop !24

182:                                              ; preds = %377
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40004) @knap.dp, i8 0, i64 40004, i1 false)
  br label %183

183:                                              ; preds = %260, %182
  %184 = phi i64 [ 0, %182 ], [ %261, %260 ]
  %185 = getelementptr inbounds i32, ptr %4, i64 %184
  %186 = load i32, ptr %185, align 4, !tbaa !10
  %187 = icmp sgt i32 %186, 1000
  br i1 %187, label %260, label %188

188:                                              ; preds = %183
  %189 = getelementptr inbounds i32, ptr %5, i64 %184
  %190 = load i32, ptr %189, align 4, !tbaa !10
  %191 = sext i32 %186 to i64
  %192 = sub nsw i64 1001, %191
  %193 = icmp ult i64 %192, 16
  br i1 %193, label %194, label %196

194:                                              ; preds = %258, %210, %196, %188
  %195 = phi i64 [ 1000, %210 ], [ 1000, %196 ], [ 1000, %188 ], [ %218, %258 ]
  br label %263

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
  %217 = and i64 %192, -4
  %218 = sub nsw i64 1000, %217
  %219 = insertelement <4 x i32> poison, i32 %190, i64 0
  %220 = shufflevector <4 x i32> %219, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %221

221:                                              ; preds = %255, %216
  %222 = phi i64 [ 0, %216 ], [ %256, %255 ]
  %223 = sub i64 1000, %222
  %224 = sub nsw i64 %223, %191
  %225 = getelementptr [10001 x i32], ptr getelementptr (i8, ptr @knap.dp, i64 -12), i64 0, i64 %224
  %226 = load <4 x i32>, ptr %225, align 4, !tbaa !10, !alias.scope !25
  %227 = shufflevector <4 x i32> %226, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %228 = add nsw <4 x i32> %227, %220
  %229 = getelementptr [10001 x i32], ptr getelementptr (i8, ptr @knap.dp, i64 -12), i64 0, i64 %223
  %230 = load <4 x i32>, ptr %229, align 4, !tbaa !10, !alias.scope !28, !noalias !25
  %231 = shufflevector <4 x i32> %230, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %232 = icmp sgt <4 x i32> %228, %231
  %233 = extractelement <4 x i1> %232, i64 0
  br i1 %233, label %234, label %237

234:                                              ; preds = %221
  %235 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %223
  %236 = extractelement <4 x i32> %228, i64 0
  store i32 %236, ptr %235, align 4, !tbaa !10, !alias.scope !28, !noalias !25
  br label %237

237:                                              ; preds = %234, %221
  %238 = extractelement <4 x i1> %232, i64 1
  br i1 %238, label %239, label %243

239:                                              ; preds = %237
  %240 = sub i64 999, %222
  %241 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %240
  %242 = extractelement <4 x i32> %228, i64 1
  store i32 %242, ptr %241, align 4, !tbaa !10, !alias.scope !28, !noalias !25
  br label %243

243:                                              ; preds = %239, %237
  %244 = extractelement <4 x i1> %232, i64 2
  br i1 %244, label %245, label %249

245:                                              ; preds = %243
  %246 = sub i64 998, %222
  %247 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %246
  %248 = extractelement <4 x i32> %228, i64 2
  store i32 %248, ptr %247, align 4, !tbaa !10, !alias.scope !28, !noalias !25
  br label %249

249:                                              ; preds = %245, %243
  %250 = extractelement <4 x i1> %232, i64 3
  br i1 %250, label %251, label %255

251:                                              ; preds = %249
  %252 = sub i64 997, %222
  %253 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %252
  %254 = extractelement <4 x i32> %228, i64 3
  store i32 %254, ptr %253, align 4, !tbaa !10, !alias.scope !28, !noalias !25
  br label %255

255:                                              ; preds = %251, %249
  %256 = add nuw i64 %222, 4
  %257 = icmp eq i64 %256, %217
  br i1 %257, label %258, label %221, !llvm.loop !30

258:                                              ; preds = %255
  %259 = icmp eq i64 %192, %217
  br i1 %259, label %260, label %194

260:                                              ; preds = %273, %258, %183
  %261 = add nuw nsw i64 %184, 1
  %262 = icmp eq i64 %261, 40
  br i1 %262, label %276, label %183, !llvm.loop !31

263:                                              ; preds = %194, %273
  %264 = phi i64 [ %274, %273 ], [ %195, %194 ]
  %265 = sub nsw i64 %264, %191
  %266 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %265
  %267 = load i32, ptr %266, align 4, !tbaa !10
  %268 = add nsw i32 %267, %190
  %269 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %264
  %270 = load i32, ptr %269, align 4, !tbaa !10
  %271 = icmp sgt i32 %268, %270
  br i1 %271, label %272, label %273

272:                                              ; preds = %263
  store i32 %268, ptr %269, align 4, !tbaa !10
  br label %273

273:                                              ; preds = %272, %263
  %274 = add nsw i64 %264, -1
  %275 = icmp sgt i64 %264, %191
  br i1 %275, label %263, label %260, !llvm.loop !32

276:                                              ; preds = %260
  %277 = load i32, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 4000), align 4, !tbaa !10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40004) @knap.dp, i8 0, i64 40004, i1 false)
  br label %278

278:                                              ; preds = %355, %276
  %279 = phi i64 [ 0, %276 ], [ %356, %355 ]
  %280 = getelementptr inbounds i32, ptr %4, i64 %279
  %281 = load i32, ptr %280, align 4, !tbaa !10
  %282 = icmp sgt i32 %281, 250
  br i1 %282, label %355, label %283

283:                                              ; preds = %278
  %284 = getelementptr inbounds i32, ptr %5, i64 %279
  %285 = load i32, ptr %284, align 4, !tbaa !10
  %286 = sext i32 %281 to i64
  %287 = sub nsw i64 251, %286
  %288 = icmp ult i64 %287, 16
  br i1 %288, label %289, label %291

289:                                              ; preds = %353, %305, %291, %283
  %290 = phi i64 [ 250, %305 ], [ 250, %291 ], [ 250, %283 ], [ %313, %353 ]
  br label %358

291:                                              ; preds = %283
  %292 = shl nsw i64 %286, 2
  %293 = getelementptr i8, ptr @knap.dp, i64 %292
  %294 = icmp ugt ptr %293, getelementptr inbounds (i8, ptr @knap.dp, i64 1000)
  %295 = mul nsw i64 %286, -4
  %296 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 1000), i64 %295
  %297 = shl nsw i64 %286, 2
  %298 = add nsw i64 %286, -251
  %299 = icmp ult i64 %298, -4611686018427387904
  %300 = getelementptr i8, ptr %296, i64 %297
  %301 = getelementptr i8, ptr %300, i64 -1000
  %302 = icmp ugt ptr %301, %296
  %303 = or i1 %302, %299
  %304 = or i1 %294, %303
  br i1 %304, label %289, label %305

305:                                              ; preds = %291
  %306 = shl nsw i64 %286, 2
  %307 = getelementptr i8, ptr @knap.dp, i64 %306
  %308 = mul nsw i64 %286, -4
  %309 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 1004), i64 %308
  %310 = icmp ult ptr %307, %309
  br i1 %310, label %289, label %311

311:                                              ; preds = %305
  %312 = and i64 %287, -4
  %313 = sub nsw i64 250, %312
  %314 = insertelement <4 x i32> poison, i32 %285, i64 0
  %315 = shufflevector <4 x i32> %314, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %316

316:                                              ; preds = %350, %311
  %317 = phi i64 [ 0, %311 ], [ %351, %350 ]
  %318 = sub i64 250, %317
  %319 = sub nsw i64 %318, %286
  %320 = getelementptr [10001 x i32], ptr getelementptr (i8, ptr @knap.dp, i64 -12), i64 0, i64 %319
  %321 = load <4 x i32>, ptr %320, align 4, !tbaa !10, !alias.scope !33
  %322 = shufflevector <4 x i32> %321, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %323 = add nsw <4 x i32> %322, %315
  %324 = getelementptr [10001 x i32], ptr getelementptr (i8, ptr @knap.dp, i64 -12), i64 0, i64 %318
  %325 = load <4 x i32>, ptr %324, align 4, !tbaa !10, !alias.scope !36, !noalias !33
  %326 = shufflevector <4 x i32> %325, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %327 = icmp sgt <4 x i32> %323, %326
  %328 = extractelement <4 x i1> %327, i64 0
  br i1 %328, label %329, label %332

329:                                              ; preds = %316
  %330 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %318
  %331 = extractelement <4 x i32> %323, i64 0
  store i32 %331, ptr %330, align 4, !tbaa !10, !alias.scope !36, !noalias !33
  br label %332

332:                                              ; preds = %329, %316
  %333 = extractelement <4 x i1> %327, i64 1
  br i1 %333, label %334, label %338

334:                                              ; preds = %332
  %335 = sub i64 249, %317
  %336 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %335
  %337 = extractelement <4 x i32> %323, i64 1
  store i32 %337, ptr %336, align 4, !tbaa !10, !alias.scope !36, !noalias !33
  br label %338

338:                                              ; preds = %334, %332
  %339 = extractelement <4 x i1> %327, i64 2
  br i1 %339, label %340, label %344

340:                                              ; preds = %338
  %341 = sub i64 248, %317
  %342 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %341
  %343 = extractelement <4 x i32> %323, i64 2
  store i32 %343, ptr %342, align 4, !tbaa !10, !alias.scope !36, !noalias !33
  br label %344

344:                                              ; preds = %340, %338
  %345 = extractelement <4 x i1> %327, i64 3
  br i1 %345, label %346, label %350

346:                                              ; preds = %344
  %347 = sub i64 247, %317
  %348 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %347
  %349 = extractelement <4 x i32> %323, i64 3
  store i32 %349, ptr %348, align 4, !tbaa !10, !alias.scope !36, !noalias !33
  br label %350

350:                                              ; preds = %346, %344
  %351 = add nuw i64 %317, 4
  %352 = icmp eq i64 %351, %312
  br i1 %352, label %353, label %316, !llvm.loop !38

353:                                              ; preds = %350
  %354 = icmp eq i64 %287, %312
  br i1 %354, label %355, label %289

355:                                              ; preds = %368, %353, %278
  %356 = add nuw nsw i64 %279, 1
  %357 = icmp eq i64 %356, 40
  br i1 %357, label %371, label %278, !llvm.loop !31

358:                                              ; preds = %289, %368
  %359 = phi i64 [ %369, %368 ], [ %290, %289 ]
  %360 = sub nsw i64 %359, %286
  %361 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %360
  %362 = load i32, ptr %361, align 4, !tbaa !10
  %363 = add nsw i32 %362, %285
  %364 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %359
  %365 = load i32, ptr %364, align 4, !tbaa !10
  %366 = icmp sgt i32 %363, %365
  br i1 %366, label %367, label %368

367:                                              ; preds = %358
  store i32 %363, ptr %364, align 4, !tbaa !10
  br label %368

368:                                              ; preds = %367, %358
  %369 = add nsw i64 %359, -1
  %370 = icmp sgt i64 %359, %286
  br i1 %370, label %358, label %355, !llvm.loop !39

371:                                              ; preds = %355
  %372 = load i32, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 1000), align 4, !tbaa !10
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %277, i32 noundef %372)
  %374 = call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 200)
  %375 = call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 10000)
  %376 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %374, i64 noundef %375)
  br label %469

377:                                              ; preds = %7, %377
  %378 = phi i64 [ 0, %7 ], [ %392, %377 ]
  %379 = phi i32 [ 42, %7 ], [ %381, %377 ]
  %380 = mul i32 %379, 1103515245
  %381 = add i32 %380, 12345
  %382 = lshr i32 %381, 16
  %383 = trunc nuw i32 %382 to i16
  %384 = urem i16 %383, 97
  %385 = add nuw nsw i16 %384, 3
  %386 = zext nneg i16 %385 to i32
  %387 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %378
  store i32 %386, ptr %387, align 4, !tbaa !10
  %388 = lshr i32 %381, 8
  %389 = urem i32 %388, 113
  %390 = add nuw nsw i32 %389, 1
  %391 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %378
  store i32 %390, ptr %391, align 4, !tbaa !10
  %392 = add nuw nsw i64 %378, 1
  %393 = icmp eq i64 %392, 40
  br i1 %393, label %182, label %377, !llvm.loop !40

394:                                              ; preds = %469, %413
  %395 = phi i64 [ %420, %413 ], [ 0, %469 ]
  %396 = phi i32 [ %419, %413 ], [ 0, %469 ]
  %397 = icmp eq i32 %396, 0
  %398 = getelementptr inbounds i32, ptr @main.seq, i64 %395
  %399 = load i32, ptr %398, align 4, !tbaa !10
  br i1 %397, label %413, label %400

400:                                              ; preds = %394, %400
  %401 = phi i32 [ %411, %400 ], [ %396, %394 ]
  %402 = phi i32 [ %410, %400 ], [ 0, %394 ]
  %403 = add nsw i32 %402, %401
  %404 = sdiv i32 %403, 2
  %405 = sext i32 %404 to i64
  %406 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %405
  %407 = load i32, ptr %406, align 4, !tbaa !10
  %408 = icmp slt i32 %407, %399
  %409 = add nsw i32 %404, 1
  %410 = select i1 %408, i32 %409, i32 %402
  %411 = select i1 %408, i32 %401, i32 %404
  %412 = icmp slt i32 %410, %411
  br i1 %412, label %400, label %413, !llvm.loop !41

413:                                              ; preds = %400, %394
  %414 = phi i32 [ 0, %394 ], [ %410, %400 ]
  %415 = sext i32 %414 to i64
  %416 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %415
  store i32 %399, ptr %416, align 4, !tbaa !10
  %417 = icmp eq i32 %414, %396
  %418 = zext i1 %417 to i32
  %419 = add nuw nsw i32 %396, %418
  %420 = add nuw nsw i64 %395, 1
  %421 = icmp eq i64 %420, 5000
  br i1 %421, label %422, label %394, !llvm.loop !42

422:                                              ; preds = %413
  %423 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %419)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 264), align 8, !tbaa !43
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 528), align 8, !tbaa !43
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 792), align 8, !tbaa !43
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 1056), align 8, !tbaa !43
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 1320), align 8, !tbaa !43
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 1584), align 8, !tbaa !43
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 1848), align 8, !tbaa !43
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 2112), align 8, !tbaa !43
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 2376), align 8, !tbaa !43
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 2640), align 8, !tbaa !43
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 2904), align 8, !tbaa !43
  br label %424

424:                                              ; preds = %426, %422
  %425 = phi i64 [ 2, %422 ], [ %427, %426 ]
  br label %429

426:                                              ; preds = %440
  %427 = add nuw nsw i64 %425, 1
  %428 = icmp eq i64 %427, 12
  br i1 %428, label %465, label %424, !llvm.loop !45

429:                                              ; preds = %440, %424
  %430 = phi i64 [ %425, %424 ], [ %442, %440 ]
  %431 = phi i64 [ 1, %424 ], [ %441, %440 ]
  %432 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %431, i64 %430
  store i64 -1, ptr %432, align 8, !tbaa !43
  %433 = getelementptr i32, ptr getelementptr (i8, ptr @__const.main.dims, i64 -4), i64 %431
  %434 = load i32, ptr %433, align 4, !tbaa !10
  %435 = sext i32 %434 to i64
  %436 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %430
  %437 = load i32, ptr %436, align 4, !tbaa !10
  %438 = sext i32 %437 to i64
  %439 = mul nsw i64 %438, %435
  br label %444

440:                                              ; preds = %462
  %441 = add nuw nsw i64 %431, 1
  %442 = add nuw nsw i64 %430, 1
  %443 = icmp eq i64 %442, 12
  br i1 %443, label %426, label %429, !llvm.loop !46

444:                                              ; preds = %462, %429
  %445 = phi i64 [ %431, %429 ], [ %449, %462 ]
  %446 = phi i64 [ -1, %429 ], [ %463, %462 ]
  %447 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %431, i64 %445
  %448 = load i64, ptr %447, align 8, !tbaa !43
  %449 = add nuw nsw i64 %445, 1
  %450 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %449, i64 %430
  %451 = load i64, ptr %450, align 8, !tbaa !43
  %452 = add nsw i64 %451, %448
  %453 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %445
  %454 = load i32, ptr %453, align 4, !tbaa !10
  %455 = sext i32 %454 to i64
  %456 = mul i64 %439, %455
  %457 = add nsw i64 %452, %456
  %458 = icmp slt i64 %446, 0
  %459 = icmp slt i64 %457, %446
  %460 = select i1 %458, i1 true, i1 %459
  br i1 %460, label %461, label %462

461:                                              ; preds = %444
  store i64 %457, ptr %432, align 8, !tbaa !43
  br label %462

462:                                              ; preds = %461, %444
  %463 = phi i64 [ %446, %444 ], [ %457, %461 ]
  %464 = icmp eq i64 %449, %430
  br i1 %464, label %440, label %444, !llvm.loop !47

465:                                              ; preds = %426
  %466 = load i64, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 344), align 8, !tbaa !43
  %467 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %466)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #8
  %468 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %468, i8 0, i64 120, i1 false)
  store i64 1, ptr %6, align 8
  br label %479

469:                                              ; preds = %371, %469
  %470 = phi i64 [ 0, %371 ], [ %477, %469 ]
  %471 = phi i32 [ 529748450, %371 ], [ %473, %469 ]
  %472 = mul i32 %471, 1103515245
  %473 = add i32 %472, 12345
  %474 = lshr i32 %473, 12
  %475 = urem i32 %474, 100000
  %476 = getelementptr inbounds [5000 x i32], ptr @main.seq, i64 0, i64 %470
  store i32 %475, ptr %476, align 4, !tbaa !10
  %477 = add nuw nsw i64 %470, 1
  %478 = icmp eq i64 %477, 5000
  br i1 %478, label %394, label %469, !llvm.loop !48

479:                                              ; preds = %465, %489
  %480 = phi i64 [ 0, %465 ], [ %490, %489 ]
  %481 = getelementptr inbounds [10 x i32], ptr @__const.main.items, i64 0, i64 %480
  %482 = load i32, ptr %481, align 4, !tbaa !10
  %483 = sdiv i32 %482, -64
  %484 = srem i32 %482, 64
  %485 = zext nneg i32 %484 to i64
  %486 = icmp eq i32 %484, 0
  %487 = sub nsw i32 64, %484
  %488 = zext nneg i32 %487 to i64
  br label %502

489:                                              ; preds = %521
  %490 = add nuw nsw i64 %480, 1
  %491 = icmp eq i64 %490, 10
  br i1 %491, label %492, label %479, !llvm.loop !49

492:                                              ; preds = %489
  %493 = load <16 x i64>, ptr %6, align 8, !tbaa !50
  %494 = call range(i64 0, 65) <16 x i64> @llvm.ctpop.v16i64(<16 x i64> %493)
  %495 = trunc nuw nsw <16 x i64> %494 to <16 x i32>
  %496 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %495)
  %497 = extractelement <16 x i64> %493, i64 1
  %498 = lshr i64 %497, 36
  %499 = trunc nuw nsw i64 %498 to i32
  %500 = and i32 %499, 1
  %501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %496, i32 noundef %500, i32 noundef 0)
  br label %528

502:                                              ; preds = %479, %521
  %503 = phi i64 [ 15, %479 ], [ %526, %521 ]
  %504 = trunc nuw nsw i64 %503 to i32
  %505 = add i32 %483, %504
  %506 = icmp sgt i32 %505, -1
  br i1 %506, label %507, label %521

507:                                              ; preds = %502
  %508 = zext nneg i32 %505 to i64
  %509 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %508
  %510 = load i64, ptr %509, align 8, !tbaa !50
  %511 = shl i64 %510, %485
  %512 = icmp eq i32 %505, 0
  %513 = or i1 %486, %512
  br i1 %513, label %521, label %514

514:                                              ; preds = %507
  %515 = add nsw i32 %505, -1
  %516 = zext nneg i32 %515 to i64
  %517 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %516
  %518 = load i64, ptr %517, align 8, !tbaa !50
  %519 = lshr i64 %518, %488
  %520 = or i64 %519, %511
  br label %521

521:                                              ; preds = %507, %514, %502
  %522 = phi i64 [ %520, %514 ], [ %511, %507 ], [ 0, %502 ]
  %523 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %503
  %524 = load i64, ptr %523, align 8, !tbaa !50
  %525 = or i64 %524, %522
  store i64 %525, ptr %523, align 8, !tbaa !50
  %526 = add nsw i64 %503, -1
  %527 = icmp eq i64 %503, 0
  br i1 %527, label %489, label %502, !llvm.loop !52

528:                                              ; preds = %547, %492
  %529 = phi i64 [ 0, %492 ], [ %554, %547 ]
  %530 = phi i32 [ 0, %492 ], [ %553, %547 ]
  %531 = icmp eq i32 %530, 0
  %532 = getelementptr inbounds i32, ptr @main.seq, i64 %529
  %533 = load i32, ptr %532, align 4, !tbaa !10
  br i1 %531, label %547, label %534

534:                                              ; preds = %528, %534
  %535 = phi i32 [ %545, %534 ], [ %530, %528 ]
  %536 = phi i32 [ %544, %534 ], [ 0, %528 ]
  %537 = add nsw i32 %536, %535
  %538 = sdiv i32 %537, 2
  %539 = sext i32 %538 to i64
  %540 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %539
  %541 = load i32, ptr %540, align 4, !tbaa !10
  %542 = icmp slt i32 %541, %533
  %543 = add nsw i32 %538, 1
  %544 = select i1 %542, i32 %543, i32 %536
  %545 = select i1 %542, i32 %535, i32 %538
  %546 = icmp slt i32 %544, %545
  br i1 %546, label %534, label %547, !llvm.loop !41

547:                                              ; preds = %534, %528
  %548 = phi i32 [ 0, %528 ], [ %544, %534 ]
  %549 = sext i32 %548 to i64
  %550 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %549
  store i32 %533, ptr %550, align 4, !tbaa !10
  %551 = icmp eq i32 %548, %530
  %552 = zext i1 %551 to i32
  %553 = add nuw nsw i32 %530, %552
  %554 = add nuw nsw i64 %529, 1
  %555 = icmp eq i64 %554, 100
  br i1 %555, label %556, label %528, !llvm.loop !42

556:                                              ; preds = %547
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #8
  ret i32 %553
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
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(80008) getelementptr inbounds (i8, ptr @coin_ways.dp, i64 8), i8 0, i64 80000, i1 false)
  store i64 1, ptr @coin_ways.dp, align 8, !tbaa !43
  %3 = add i32 %1, 1
  %4 = load i32, ptr %0, align 4, !tbaa !10
  %5 = icmp sgt i32 %4, %1
  br i1 %5, label %48, label %6

6:                                                ; preds = %2
  %7 = sext i32 %4 to i64
  %8 = sub i32 %1, %4
  %9 = zext i32 %8 to i64
  %10 = add nuw nsw i64 %9, 1
  %11 = icmp ult i32 %8, 11
  br i1 %11, label %12, label %14

12:                                               ; preds = %46, %14, %6
  %13 = phi i64 [ %7, %14 ], [ %7, %6 ], [ %30, %46 ]
  br label %451

14:                                               ; preds = %6
  %15 = shl nsw i64 %7, 3
  %16 = getelementptr i8, ptr @coin_ways.dp, i64 %15
  %17 = sub i32 %1, %4
  %18 = zext i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 3
  %20 = getelementptr i8, ptr @coin_ways.dp, i64 %15
  %21 = getelementptr i8, ptr %20, i64 %19
  %22 = getelementptr i8, ptr %21, i64 8
  %23 = getelementptr i8, ptr @coin_ways.dp, i64 %19
  %24 = getelementptr i8, ptr %23, i64 8
  %25 = icmp ult ptr %16, %24
  %26 = icmp ugt ptr %22, @coin_ways.dp
  %27 = and i1 %25, %26
  br i1 %27, label %12, label %28

28:                                               ; preds = %14
  %29 = and i64 %10, 8589934588
  %30 = add nsw i64 %29, %7
  br label %31

31:                                               ; preds = %31, %28
  %32 = phi i64 [ 0, %28 ], [ %44, %31 ]
  %33 = add i64 %32, %7
  %34 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %32
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load <2 x i64>, ptr %34, align 8, !tbaa !43, !alias.scope !53
  %37 = load <2 x i64>, ptr %35, align 8, !tbaa !43, !alias.scope !53
  %38 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %33
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load <2 x i64>, ptr %38, align 8, !tbaa !43, !alias.scope !56, !noalias !53
  %41 = load <2 x i64>, ptr %39, align 8, !tbaa !43, !alias.scope !56, !noalias !53
  %42 = add nsw <2 x i64> %40, %36
  %43 = add nsw <2 x i64> %41, %37
  store <2 x i64> %42, ptr %38, align 8, !tbaa !43, !alias.scope !56, !noalias !53
  store <2 x i64> %43, ptr %39, align 8, !tbaa !43, !alias.scope !56, !noalias !53
  %44 = add nuw i64 %32, 4
  %45 = icmp eq i64 %44, %29
  br i1 %45, label %46, label %31, !llvm.loop !58

46:                                               ; preds = %31
  %47 = icmp eq i64 %10, %29
  br i1 %47, label %48, label %12

48:                                               ; preds = %451, %46, %2
  %49 = getelementptr inbounds i8, ptr %0, i64 4
  %50 = load i32, ptr %49, align 4, !tbaa !10
  %51 = icmp sgt i32 %50, %1
  br i1 %51, label %105, label %52

52:                                               ; preds = %48
  %53 = sext i32 %50 to i64
  %54 = sub i32 %1, %50
  %55 = zext i32 %54 to i64
  %56 = add nuw nsw i64 %55, 1
  %57 = icmp ult i32 %54, 11
  br i1 %57, label %92, label %58

58:                                               ; preds = %52
  %59 = shl nsw i64 %53, 3
  %60 = getelementptr i8, ptr @coin_ways.dp, i64 %59
  %61 = sub i32 %1, %50
  %62 = zext i32 %61 to i64
  %63 = shl nuw nsw i64 %62, 3
  %64 = getelementptr i8, ptr @coin_ways.dp, i64 %59
  %65 = getelementptr i8, ptr %64, i64 %63
  %66 = getelementptr i8, ptr %65, i64 8
  %67 = getelementptr i8, ptr @coin_ways.dp, i64 %63
  %68 = getelementptr i8, ptr %67, i64 8
  %69 = icmp ult ptr %60, %68
  %70 = icmp ugt ptr %66, @coin_ways.dp
  %71 = and i1 %69, %70
  br i1 %71, label %92, label %72

72:                                               ; preds = %58
  %73 = and i64 %56, 8589934588
  %74 = add nsw i64 %73, %53
  br label %75

75:                                               ; preds = %75, %72
  %76 = phi i64 [ 0, %72 ], [ %88, %75 ]
  %77 = add i64 %76, %53
  %78 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %76
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load <2 x i64>, ptr %78, align 8, !tbaa !43, !alias.scope !59
  %81 = load <2 x i64>, ptr %79, align 8, !tbaa !43, !alias.scope !59
  %82 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %77
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load <2 x i64>, ptr %82, align 8, !tbaa !43, !alias.scope !62, !noalias !59
  %85 = load <2 x i64>, ptr %83, align 8, !tbaa !43, !alias.scope !62, !noalias !59
  %86 = add nsw <2 x i64> %84, %80
  %87 = add nsw <2 x i64> %85, %81
  store <2 x i64> %86, ptr %82, align 8, !tbaa !43, !alias.scope !62, !noalias !59
  store <2 x i64> %87, ptr %83, align 8, !tbaa !43, !alias.scope !62, !noalias !59
  %88 = add nuw i64 %76, 4
  %89 = icmp eq i64 %88, %73
  br i1 %89, label %90, label %75, !llvm.loop !64

90:                                               ; preds = %75
  %91 = icmp eq i64 %56, %73
  br i1 %91, label %105, label %92

92:                                               ; preds = %90, %58, %52
  %93 = phi i64 [ %53, %58 ], [ %53, %52 ], [ %74, %90 ]
  br label %94

94:                                               ; preds = %92, %94
  %95 = phi i64 [ %102, %94 ], [ %93, %92 ]
  %96 = sub nsw i64 %95, %53
  %97 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %96
  %98 = load i64, ptr %97, align 8, !tbaa !43
  %99 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %95
  %100 = load i64, ptr %99, align 8, !tbaa !43
  %101 = add nsw i64 %100, %98
  store i64 %101, ptr %99, align 8, !tbaa !43
  %102 = add nsw i64 %95, 1
  %103 = trunc i64 %102 to i32
  %104 = icmp eq i32 %3, %103
  br i1 %104, label %105, label %94, !llvm.loop !65

105:                                              ; preds = %94, %90, %48
  %106 = getelementptr inbounds i8, ptr %0, i64 8
  %107 = load i32, ptr %106, align 4, !tbaa !10
  %108 = icmp sgt i32 %107, %1
  br i1 %108, label %162, label %109

109:                                              ; preds = %105
  %110 = sext i32 %107 to i64
  %111 = sub i32 %1, %107
  %112 = zext i32 %111 to i64
  %113 = add nuw nsw i64 %112, 1
  %114 = icmp ult i32 %111, 11
  br i1 %114, label %149, label %115

115:                                              ; preds = %109
  %116 = shl nsw i64 %110, 3
  %117 = getelementptr i8, ptr @coin_ways.dp, i64 %116
  %118 = sub i32 %1, %107
  %119 = zext i32 %118 to i64
  %120 = shl nuw nsw i64 %119, 3
  %121 = getelementptr i8, ptr @coin_ways.dp, i64 %116
  %122 = getelementptr i8, ptr %121, i64 %120
  %123 = getelementptr i8, ptr %122, i64 8
  %124 = getelementptr i8, ptr @coin_ways.dp, i64 %120
  %125 = getelementptr i8, ptr %124, i64 8
  %126 = icmp ult ptr %117, %125
  %127 = icmp ugt ptr %123, @coin_ways.dp
  %128 = and i1 %126, %127
  br i1 %128, label %149, label %129

129:                                              ; preds = %115
  %130 = and i64 %113, 8589934588
  %131 = add nsw i64 %130, %110
  br label %132

132:                                              ; preds = %132, %129
  %133 = phi i64 [ 0, %129 ], [ %145, %132 ]
  %134 = add i64 %133, %110
  %135 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %133
  %136 = getelementptr inbounds i8, ptr %135, i64 16
  %137 = load <2 x i64>, ptr %135, align 8, !tbaa !43, !alias.scope !66
  %138 = load <2 x i64>, ptr %136, align 8, !tbaa !43, !alias.scope !66
  %139 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %134
  %140 = getelementptr inbounds i8, ptr %139, i64 16
  %141 = load <2 x i64>, ptr %139, align 8, !tbaa !43, !alias.scope !69, !noalias !66
  %142 = load <2 x i64>, ptr %140, align 8, !tbaa !43, !alias.scope !69, !noalias !66
  %143 = add nsw <2 x i64> %141, %137
  %144 = add nsw <2 x i64> %142, %138
  store <2 x i64> %143, ptr %139, align 8, !tbaa !43, !alias.scope !69, !noalias !66
  store <2 x i64> %144, ptr %140, align 8, !tbaa !43, !alias.scope !69, !noalias !66
  %145 = add nuw i64 %133, 4
  %146 = icmp eq i64 %145, %130
  br i1 %146, label %147, label %132, !llvm.loop !71

147:                                              ; preds = %132
  %148 = icmp eq i64 %113, %130
  br i1 %148, label %162, label %149

149:                                              ; preds = %147, %115, %109
  %150 = phi i64 [ %110, %115 ], [ %110, %109 ], [ %131, %147 ]
  br label %151

151:                                              ; preds = %149, %151
  %152 = phi i64 [ %159, %151 ], [ %150, %149 ]
  %153 = sub nsw i64 %152, %110
  %154 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %153
  %155 = load i64, ptr %154, align 8, !tbaa !43
  %156 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %152
  %157 = load i64, ptr %156, align 8, !tbaa !43
  %158 = add nsw i64 %157, %155
  store i64 %158, ptr %156, align 8, !tbaa !43
  %159 = add nsw i64 %152, 1
  %160 = trunc i64 %159 to i32
  %161 = icmp eq i32 %3, %160
  br i1 %161, label %162, label %151, !llvm.loop !72

162:                                              ; preds = %151, %147, %105
  %163 = getelementptr inbounds i8, ptr %0, i64 12
  %164 = load i32, ptr %163, align 4, !tbaa !10
  %165 = icmp sgt i32 %164, %1
  br i1 %165, label %219, label %166

166:                                              ; preds = %162
  %167 = sext i32 %164 to i64
  %168 = sub i32 %1, %164
  %169 = zext i32 %168 to i64
  %170 = add nuw nsw i64 %169, 1
  %171 = icmp ult i32 %168, 11
  br i1 %171, label %206, label %172

172:                                              ; preds = %166
  %173 = shl nsw i64 %167, 3
  %174 = getelementptr i8, ptr @coin_ways.dp, i64 %173
  %175 = sub i32 %1, %164
  %176 = zext i32 %175 to i64
  %177 = shl nuw nsw i64 %176, 3
  %178 = getelementptr i8, ptr @coin_ways.dp, i64 %173
  %179 = getelementptr i8, ptr %178, i64 %177
  %180 = getelementptr i8, ptr %179, i64 8
  %181 = getelementptr i8, ptr @coin_ways.dp, i64 %177
  %182 = getelementptr i8, ptr %181, i64 8
  %183 = icmp ult ptr %174, %182
  %184 = icmp ugt ptr %180, @coin_ways.dp
  %185 = and i1 %183, %184
  br i1 %185, label %206, label %186

186:                                              ; preds = %172
  %187 = and i64 %170, 8589934588
  %188 = add nsw i64 %187, %167
  br label %189

189:                                              ; preds = %189, %186
  %190 = phi i64 [ 0, %186 ], [ %202, %189 ]
  %191 = add i64 %190, %167
  %192 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %190
  %193 = getelementptr inbounds i8, ptr %192, i64 16
  %194 = load <2 x i64>, ptr %192, align 8, !tbaa !43, !alias.scope !73
  %195 = load <2 x i64>, ptr %193, align 8, !tbaa !43, !alias.scope !73
  %196 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %191
  %197 = getelementptr inbounds i8, ptr %196, i64 16
  %198 = load <2 x i64>, ptr %196, align 8, !tbaa !43, !alias.scope !76, !noalias !73
  %199 = load <2 x i64>, ptr %197, align 8, !tbaa !43, !alias.scope !76, !noalias !73
  %200 = add nsw <2 x i64> %198, %194
  %201 = add nsw <2 x i64> %199, %195
  store <2 x i64> %200, ptr %196, align 8, !tbaa !43, !alias.scope !76, !noalias !73
  store <2 x i64> %201, ptr %197, align 8, !tbaa !43, !alias.scope !76, !noalias !73
  %202 = add nuw i64 %190, 4
  %203 = icmp eq i64 %202, %187
  br i1 %203, label %204, label %189, !llvm.loop !78

204:                                              ; preds = %189
  %205 = icmp eq i64 %170, %187
  br i1 %205, label %219, label %206

206:                                              ; preds = %204, %172, %166
  %207 = phi i64 [ %167, %172 ], [ %167, %166 ], [ %188, %204 ]
  br label %208

208:                                              ; preds = %206, %208
  %209 = phi i64 [ %216, %208 ], [ %207, %206 ]
  %210 = sub nsw i64 %209, %167
  %211 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %210
  %212 = load i64, ptr %211, align 8, !tbaa !43
  %213 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %209
  %214 = load i64, ptr %213, align 8, !tbaa !43
  %215 = add nsw i64 %214, %212
  store i64 %215, ptr %213, align 8, !tbaa !43
  %216 = add nsw i64 %209, 1
  %217 = trunc i64 %216 to i32
  %218 = icmp eq i32 %3, %217
  br i1 %218, label %219, label %208, !llvm.loop !79

219:                                              ; preds = %208, %204, %162
  %220 = getelementptr inbounds i8, ptr %0, i64 16
  %221 = load i32, ptr %220, align 4, !tbaa !10
  %222 = icmp sgt i32 %221, %1
  br i1 %222, label %276, label %223

223:                                              ; preds = %219
  %224 = sext i32 %221 to i64
  %225 = sub i32 %1, %221
  %226 = zext i32 %225 to i64
  %227 = add nuw nsw i64 %226, 1
  %228 = icmp ult i32 %225, 11
  br i1 %228, label %263, label %229

229:                                              ; preds = %223
  %230 = shl nsw i64 %224, 3
  %231 = getelementptr i8, ptr @coin_ways.dp, i64 %230
  %232 = sub i32 %1, %221
  %233 = zext i32 %232 to i64
  %234 = shl nuw nsw i64 %233, 3
  %235 = getelementptr i8, ptr @coin_ways.dp, i64 %230
  %236 = getelementptr i8, ptr %235, i64 %234
  %237 = getelementptr i8, ptr %236, i64 8
  %238 = getelementptr i8, ptr @coin_ways.dp, i64 %234
  %239 = getelementptr i8, ptr %238, i64 8
  %240 = icmp ult ptr %231, %239
  %241 = icmp ugt ptr %237, @coin_ways.dp
  %242 = and i1 %240, %241
  br i1 %242, label %263, label %243

243:                                              ; preds = %229
  %244 = and i64 %227, 8589934588
  %245 = add nsw i64 %244, %224
  br label %246

246:                                              ; preds = %246, %243
  %247 = phi i64 [ 0, %243 ], [ %259, %246 ]
  %248 = add i64 %247, %224
  %249 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %247
  %250 = getelementptr inbounds i8, ptr %249, i64 16
  %251 = load <2 x i64>, ptr %249, align 8, !tbaa !43, !alias.scope !80
  %252 = load <2 x i64>, ptr %250, align 8, !tbaa !43, !alias.scope !80
  %253 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %248
  %254 = getelementptr inbounds i8, ptr %253, i64 16
  %255 = load <2 x i64>, ptr %253, align 8, !tbaa !43, !alias.scope !83, !noalias !80
  %256 = load <2 x i64>, ptr %254, align 8, !tbaa !43, !alias.scope !83, !noalias !80
  %257 = add nsw <2 x i64> %255, %251
  %258 = add nsw <2 x i64> %256, %252
  store <2 x i64> %257, ptr %253, align 8, !tbaa !43, !alias.scope !83, !noalias !80
  store <2 x i64> %258, ptr %254, align 8, !tbaa !43, !alias.scope !83, !noalias !80
  %259 = add nuw i64 %247, 4
  %260 = icmp eq i64 %259, %244
  br i1 %260, label %261, label %246, !llvm.loop !85

261:                                              ; preds = %246
  %262 = icmp eq i64 %227, %244
  br i1 %262, label %276, label %263

263:                                              ; preds = %261, %229, %223
  %264 = phi i64 [ %224, %229 ], [ %224, %223 ], [ %245, %261 ]
  br label %265

265:                                              ; preds = %263, %265
  %266 = phi i64 [ %273, %265 ], [ %264, %263 ]
  %267 = sub nsw i64 %266, %224
  %268 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %267
  %269 = load i64, ptr %268, align 8, !tbaa !43
  %270 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %266
  %271 = load i64, ptr %270, align 8, !tbaa !43
  %272 = add nsw i64 %271, %269
  store i64 %272, ptr %270, align 8, !tbaa !43
  %273 = add nsw i64 %266, 1
  %274 = trunc i64 %273 to i32
  %275 = icmp eq i32 %3, %274
  br i1 %275, label %276, label %265, !llvm.loop !86

276:                                              ; preds = %265, %261, %219
  %277 = getelementptr inbounds i8, ptr %0, i64 20
  %278 = load i32, ptr %277, align 4, !tbaa !10
  %279 = icmp sgt i32 %278, %1
  br i1 %279, label %333, label %280

280:                                              ; preds = %276
  %281 = sext i32 %278 to i64
  %282 = sub i32 %1, %278
  %283 = zext i32 %282 to i64
  %284 = add nuw nsw i64 %283, 1
  %285 = icmp ult i32 %282, 11
  br i1 %285, label %320, label %286

286:                                              ; preds = %280
  %287 = shl nsw i64 %281, 3
  %288 = getelementptr i8, ptr @coin_ways.dp, i64 %287
  %289 = sub i32 %1, %278
  %290 = zext i32 %289 to i64
  %291 = shl nuw nsw i64 %290, 3
  %292 = getelementptr i8, ptr @coin_ways.dp, i64 %287
  %293 = getelementptr i8, ptr %292, i64 %291
  %294 = getelementptr i8, ptr %293, i64 8
  %295 = getelementptr i8, ptr @coin_ways.dp, i64 %291
  %296 = getelementptr i8, ptr %295, i64 8
  %297 = icmp ult ptr %288, %296
  %298 = icmp ugt ptr %294, @coin_ways.dp
  %299 = and i1 %297, %298
  br i1 %299, label %320, label %300

300:                                              ; preds = %286
  %301 = and i64 %284, 8589934588
  %302 = add nsw i64 %301, %281
  br label %303

303:                                              ; preds = %303, %300
  %304 = phi i64 [ 0, %300 ], [ %316, %303 ]
  %305 = add i64 %304, %281
  %306 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %304
  %307 = getelementptr inbounds i8, ptr %306, i64 16
  %308 = load <2 x i64>, ptr %306, align 8, !tbaa !43, !alias.scope !87
  %309 = load <2 x i64>, ptr %307, align 8, !tbaa !43, !alias.scope !87
  %310 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %305
  %311 = getelementptr inbounds i8, ptr %310, i64 16
  %312 = load <2 x i64>, ptr %310, align 8, !tbaa !43, !alias.scope !90, !noalias !87
  %313 = load <2 x i64>, ptr %311, align 8, !tbaa !43, !alias.scope !90, !noalias !87
  %314 = add nsw <2 x i64> %312, %308
  %315 = add nsw <2 x i64> %313, %309
  store <2 x i64> %314, ptr %310, align 8, !tbaa !43, !alias.scope !90, !noalias !87
  store <2 x i64> %315, ptr %311, align 8, !tbaa !43, !alias.scope !90, !noalias !87
  %316 = add nuw i64 %304, 4
  %317 = icmp eq i64 %316, %301
  br i1 %317, label %318, label %303, !llvm.loop !92

318:                                              ; preds = %303
  %319 = icmp eq i64 %284, %301
  br i1 %319, label %333, label %320

320:                                              ; preds = %318, %286, %280
  %321 = phi i64 [ %281, %286 ], [ %281, %280 ], [ %302, %318 ]
  br label %322

322:                                              ; preds = %320, %322
  %323 = phi i64 [ %330, %322 ], [ %321, %320 ]
  %324 = sub nsw i64 %323, %281
  %325 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %324
  %326 = load i64, ptr %325, align 8, !tbaa !43
  %327 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %323
  %328 = load i64, ptr %327, align 8, !tbaa !43
  %329 = add nsw i64 %328, %326
  store i64 %329, ptr %327, align 8, !tbaa !43
  %330 = add nsw i64 %323, 1
  %331 = trunc i64 %330 to i32
  %332 = icmp eq i32 %3, %331
  br i1 %332, label %333, label %322, !llvm.loop !93

333:                                              ; preds = %322, %318, %276
  %334 = getelementptr inbounds i8, ptr %0, i64 24
  %335 = load i32, ptr %334, align 4, !tbaa !10
  %336 = icmp sgt i32 %335, %1
  br i1 %336, label %390, label %337

337:                                              ; preds = %333
  %338 = sext i32 %335 to i64
  %339 = sub i32 %1, %335
  %340 = zext i32 %339 to i64
  %341 = add nuw nsw i64 %340, 1
  %342 = icmp ult i32 %339, 11
  br i1 %342, label %377, label %343

343:                                              ; preds = %337
  %344 = shl nsw i64 %338, 3
  %345 = getelementptr i8, ptr @coin_ways.dp, i64 %344
  %346 = sub i32 %1, %335
  %347 = zext i32 %346 to i64
  %348 = shl nuw nsw i64 %347, 3
  %349 = getelementptr i8, ptr @coin_ways.dp, i64 %344
  %350 = getelementptr i8, ptr %349, i64 %348
  %351 = getelementptr i8, ptr %350, i64 8
  %352 = getelementptr i8, ptr @coin_ways.dp, i64 %348
  %353 = getelementptr i8, ptr %352, i64 8
  %354 = icmp ult ptr %345, %353
  %355 = icmp ugt ptr %351, @coin_ways.dp
  %356 = and i1 %354, %355
  br i1 %356, label %377, label %357

357:                                              ; preds = %343
  %358 = and i64 %341, 8589934588
  %359 = add nsw i64 %358, %338
  br label %360

360:                                              ; preds = %360, %357
  %361 = phi i64 [ 0, %357 ], [ %373, %360 ]
  %362 = add i64 %361, %338
  %363 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %361
  %364 = getelementptr inbounds i8, ptr %363, i64 16
  %365 = load <2 x i64>, ptr %363, align 8, !tbaa !43, !alias.scope !94
  %366 = load <2 x i64>, ptr %364, align 8, !tbaa !43, !alias.scope !94
  %367 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %362
  %368 = getelementptr inbounds i8, ptr %367, i64 16
  %369 = load <2 x i64>, ptr %367, align 8, !tbaa !43, !alias.scope !97, !noalias !94
  %370 = load <2 x i64>, ptr %368, align 8, !tbaa !43, !alias.scope !97, !noalias !94
  %371 = add nsw <2 x i64> %369, %365
  %372 = add nsw <2 x i64> %370, %366
  store <2 x i64> %371, ptr %367, align 8, !tbaa !43, !alias.scope !97, !noalias !94
  store <2 x i64> %372, ptr %368, align 8, !tbaa !43, !alias.scope !97, !noalias !94
  %373 = add nuw i64 %361, 4
  %374 = icmp eq i64 %373, %358
  br i1 %374, label %375, label %360, !llvm.loop !99

375:                                              ; preds = %360
  %376 = icmp eq i64 %341, %358
  br i1 %376, label %390, label %377

377:                                              ; preds = %375, %343, %337
  %378 = phi i64 [ %338, %343 ], [ %338, %337 ], [ %359, %375 ]
  br label %379

379:                                              ; preds = %377, %379
  %380 = phi i64 [ %387, %379 ], [ %378, %377 ]
  %381 = sub nsw i64 %380, %338
  %382 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %381
  %383 = load i64, ptr %382, align 8, !tbaa !43
  %384 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %380
  %385 = load i64, ptr %384, align 8, !tbaa !43
  %386 = add nsw i64 %385, %383
  store i64 %386, ptr %384, align 8, !tbaa !43
  %387 = add nsw i64 %380, 1
  %388 = trunc i64 %387 to i32
  %389 = icmp eq i32 %3, %388
  br i1 %389, label %390, label %379, !llvm.loop !100

390:                                              ; preds = %379, %375, %333
  %391 = getelementptr inbounds i8, ptr %0, i64 28
  %392 = load i32, ptr %391, align 4, !tbaa !10
  %393 = icmp sgt i32 %392, %1
  br i1 %393, label %447, label %394

394:                                              ; preds = %390
  %395 = sext i32 %392 to i64
  %396 = sub i32 %1, %392
  %397 = zext i32 %396 to i64
  %398 = add nuw nsw i64 %397, 1
  %399 = icmp ult i32 %396, 11
  br i1 %399, label %434, label %400

400:                                              ; preds = %394
  %401 = shl nsw i64 %395, 3
  %402 = getelementptr i8, ptr @coin_ways.dp, i64 %401
  %403 = sub i32 %1, %392
  %404 = zext i32 %403 to i64
  %405 = shl nuw nsw i64 %404, 3
  %406 = getelementptr i8, ptr @coin_ways.dp, i64 %401
  %407 = getelementptr i8, ptr %406, i64 %405
  %408 = getelementptr i8, ptr %407, i64 8
  %409 = getelementptr i8, ptr @coin_ways.dp, i64 %405
  %410 = getelementptr i8, ptr %409, i64 8
  %411 = icmp ult ptr %402, %410
  %412 = icmp ugt ptr %408, @coin_ways.dp
  %413 = and i1 %411, %412
  br i1 %413, label %434, label %414

414:                                              ; preds = %400
  %415 = and i64 %398, 8589934588
  %416 = add nsw i64 %415, %395
  br label %417

417:                                              ; preds = %417, %414
  %418 = phi i64 [ 0, %414 ], [ %430, %417 ]
  %419 = add i64 %418, %395
  %420 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %418
  %421 = getelementptr inbounds i8, ptr %420, i64 16
  %422 = load <2 x i64>, ptr %420, align 8, !tbaa !43, !alias.scope !101
  %423 = load <2 x i64>, ptr %421, align 8, !tbaa !43, !alias.scope !101
  %424 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %419
  %425 = getelementptr inbounds i8, ptr %424, i64 16
  %426 = load <2 x i64>, ptr %424, align 8, !tbaa !43, !alias.scope !104, !noalias !101
  %427 = load <2 x i64>, ptr %425, align 8, !tbaa !43, !alias.scope !104, !noalias !101
  %428 = add nsw <2 x i64> %426, %422
  %429 = add nsw <2 x i64> %427, %423
  store <2 x i64> %428, ptr %424, align 8, !tbaa !43, !alias.scope !104, !noalias !101
  store <2 x i64> %429, ptr %425, align 8, !tbaa !43, !alias.scope !104, !noalias !101
  %430 = add nuw i64 %418, 4
  %431 = icmp eq i64 %430, %415
  br i1 %431, label %432, label %417, !llvm.loop !106

432:                                              ; preds = %417
  %433 = icmp eq i64 %398, %415
  br i1 %433, label %447, label %434

434:                                              ; preds = %432, %400, %394
  %435 = phi i64 [ %395, %400 ], [ %395, %394 ], [ %416, %432 ]
  br label %436

436:                                              ; preds = %434, %436
  %437 = phi i64 [ %444, %436 ], [ %435, %434 ]
  %438 = sub nsw i64 %437, %395
  %439 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %438
  %440 = load i64, ptr %439, align 8, !tbaa !43
  %441 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %437
  %442 = load i64, ptr %441, align 8, !tbaa !43
  %443 = add nsw i64 %442, %440
  store i64 %443, ptr %441, align 8, !tbaa !43
  %444 = add nsw i64 %437, 1
  %445 = trunc i64 %444 to i32
  %446 = icmp eq i32 %3, %445
  br i1 %446, label %447, label %436, !llvm.loop !107

447:                                              ; preds = %436, %432, %390
  %448 = zext nneg i32 %1 to i64
  %449 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %448
  %450 = load i64, ptr %449, align 8, !tbaa !43
  ret i64 %450

451:                                              ; preds = %12, %451
  %452 = phi i64 [ %459, %451 ], [ %13, %12 ]
  %453 = sub nsw i64 %452, %7
  %454 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %453
  %455 = load i64, ptr %454, align 8, !tbaa !43
  %456 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %452
  %457 = load i64, ptr %456, align 8, !tbaa !43
  %458 = add nsw i64 %457, %455
  store i64 %458, ptr %456, align 8, !tbaa !43
  %459 = add nsw i64 %452, 1
  %460 = trunc i64 %459 to i32
  %461 = icmp eq i32 %3, %460
  br i1 %461, label %48, label %451, !llvm.loop !108
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
declare <16 x i64> @llvm.ctpop.v16i64(<16 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14, !16}
!16 = !{!"llvm.loop.peeled.count", i32 1}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !14, !20, !19}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = !{!26}
!26 = distinct !{!26, !27}
!27 = distinct !{!27, !"LVerDomain"}
!28 = !{!29}
!29 = distinct !{!29, !27}
!30 = distinct !{!30, !14, !19, !20}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14, !19}
!33 = !{!34}
!34 = distinct !{!34, !35}
!35 = distinct !{!35, !"LVerDomain"}
!36 = !{!37}
!37 = distinct !{!37, !35}
!38 = distinct !{!38, !14, !19, !20}
!39 = distinct !{!39, !14, !19}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !14}
!43 = !{!44, !44, i64 0}
!44 = !{!"long long", !8, i64 0}
!45 = distinct !{!45, !14}
!46 = distinct !{!46, !14}
!47 = distinct !{!47, !14}
!48 = distinct !{!48, !14}
!49 = distinct !{!49, !14}
!50 = !{!51, !51, i64 0}
!51 = !{!"long", !8, i64 0}
!52 = distinct !{!52, !14}
!53 = !{!54}
!54 = distinct !{!54, !55}
!55 = distinct !{!55, !"LVerDomain"}
!56 = !{!57}
!57 = distinct !{!57, !55}
!58 = distinct !{!58, !14, !19, !20}
!59 = !{!60}
!60 = distinct !{!60, !61}
!61 = distinct !{!61, !"LVerDomain"}
!62 = !{!63}
!63 = distinct !{!63, !61}
!64 = distinct !{!64, !14, !19, !20}
!65 = distinct !{!65, !14, !19}
!66 = !{!67}
!67 = distinct !{!67, !68}
!68 = distinct !{!68, !"LVerDomain"}
!69 = !{!70}
!70 = distinct !{!70, !68}
!71 = distinct !{!71, !14, !19, !20}
!72 = distinct !{!72, !14, !19}
!73 = !{!74}
!74 = distinct !{!74, !75}
!75 = distinct !{!75, !"LVerDomain"}
!76 = !{!77}
!77 = distinct !{!77, !75}
!78 = distinct !{!78, !14, !19, !20}
!79 = distinct !{!79, !14, !19}
!80 = !{!81}
!81 = distinct !{!81, !82}
!82 = distinct !{!82, !"LVerDomain"}
!83 = !{!84}
!84 = distinct !{!84, !82}
!85 = distinct !{!85, !14, !19, !20}
!86 = distinct !{!86, !14, !19}
!87 = !{!88}
!88 = distinct !{!88, !89}
!89 = distinct !{!89, !"LVerDomain"}
!90 = !{!91}
!91 = distinct !{!91, !89}
!92 = distinct !{!92, !14, !19, !20}
!93 = distinct !{!93, !14, !19}
!94 = !{!95}
!95 = distinct !{!95, !96}
!96 = distinct !{!96, !"LVerDomain"}
!97 = !{!98}
!98 = distinct !{!98, !96}
!99 = distinct !{!99, !14, !19, !20}
!100 = distinct !{!100, !14, !19}
!101 = !{!102}
!102 = distinct !{!102, !103}
!103 = distinct !{!103, !"LVerDomain"}
!104 = !{!105}
!105 = distinct !{!105, !103}
!106 = distinct !{!106, !14, !19, !20}
!107 = distinct !{!107, !14, !19}
!108 = distinct !{!108, !14, !19}
