; ModuleID = 'programs/knapsack_bitset_dp.c'
source_filename = "programs/knapsack_bitset_dp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [56 x i8] c"knapsack: cap 100 -> %d, cap 500 -> %d, cap 1000 -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [65 x i8] c"subset sums reachable below %d: %d (has 1000: %d, has 4095: %d)\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 4
@.str.2 = private unnamed_addr constant [37 x i8] c"coin ways(200)=%llu ways(1000)=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"lis=%d\0A\00", align 1
@knapsack.best = internal unnamed_addr global [1001 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2000 x i32], align 4
  %2 = alloca [64 x i64], align 16
  %3 = alloca [60 x i32], align 4
  %4 = alloca [60 x i32], align 4
  %5 = alloca [64 x i64], align 16
  %6 = alloca [2000 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %4) #6
  br label %390

7:                                                ; preds = %390
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(4004) @knapsack.best, i8 0, i64 4004, i1 false)
  br label %8

8:                                                ; preds = %85, %7
  %9 = phi i64 [ 0, %7 ], [ %86, %85 ]
  %10 = getelementptr inbounds i32, ptr %3, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = icmp sgt i32 %11, 100
  br i1 %12, label %85, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i32, ptr %4, i64 %9
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = sext i32 %11 to i64
  %17 = sub nsw i64 101, %16
  %18 = icmp ult i64 %17, 16
  br i1 %18, label %19, label %21

19:                                               ; preds = %83, %35, %21, %13
  %20 = phi i64 [ 100, %35 ], [ 100, %21 ], [ 100, %13 ], [ %43, %83 ]
  br label %88

21:                                               ; preds = %13
  %22 = shl nsw i64 %16, 2
  %23 = getelementptr i8, ptr @knapsack.best, i64 %22
  %24 = icmp ugt ptr %23, getelementptr inbounds (i8, ptr @knapsack.best, i64 400)
  %25 = mul nsw i64 %16, -4
  %26 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 400), i64 %25
  %27 = shl nsw i64 %16, 2
  %28 = add nsw i64 %16, -101
  %29 = icmp ult i64 %28, -4611686018427387904
  %30 = getelementptr i8, ptr %26, i64 %27
  %31 = getelementptr i8, ptr %30, i64 -400
  %32 = icmp ugt ptr %31, %26
  %33 = or i1 %32, %29
  %34 = or i1 %24, %33
  br i1 %34, label %19, label %35

35:                                               ; preds = %21
  %36 = shl nsw i64 %16, 2
  %37 = getelementptr i8, ptr @knapsack.best, i64 %36
  %38 = mul nsw i64 %16, -4
  %39 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 404), i64 %38
  %40 = icmp ult ptr %37, %39
  br i1 %40, label %19, label %41

41:                                               ; preds = %35
  %42 = and i64 %17, -4
  %43 = sub nsw i64 100, %42
  %44 = insertelement <4 x i32> poison, i32 %15, i64 0
  %45 = shufflevector <4 x i32> %44, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %46

46:                                               ; preds = %80, %41
  %47 = phi i64 [ 0, %41 ], [ %81, %80 ]
  %48 = sub i64 100, %47
  %49 = sub nsw i64 %48, %16
  %50 = getelementptr [1001 x i32], ptr getelementptr (i8, ptr @knapsack.best, i64 -12), i64 0, i64 %49
  %51 = load <4 x i32>, ptr %50, align 4, !tbaa !6, !alias.scope !10
  %52 = shufflevector <4 x i32> %51, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %53 = add nsw <4 x i32> %52, %45
  %54 = getelementptr [1001 x i32], ptr getelementptr (i8, ptr @knapsack.best, i64 -12), i64 0, i64 %48
  %55 = load <4 x i32>, ptr %54, align 4, !tbaa !6, !alias.scope !13, !noalias !10
  %56 = shufflevector <4 x i32> %55, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %57 = icmp sgt <4 x i32> %53, %56
  %58 = extractelement <4 x i1> %57, i64 0
  br i1 %58, label %59, label %62

59:                                               ; preds = %46
  %60 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %48
  %61 = extractelement <4 x i32> %53, i64 0
  store i32 %61, ptr %60, align 4, !tbaa !6, !alias.scope !13, !noalias !10
  br label %62

62:                                               ; preds = %59, %46
  %63 = extractelement <4 x i1> %57, i64 1
  br i1 %63, label %64, label %68

64:                                               ; preds = %62
  %65 = sub i64 99, %47
  %66 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %65
  %67 = extractelement <4 x i32> %53, i64 1
  store i32 %67, ptr %66, align 4, !tbaa !6, !alias.scope !13, !noalias !10
  br label %68

68:                                               ; preds = %64, %62
  %69 = extractelement <4 x i1> %57, i64 2
  br i1 %69, label %70, label %74

70:                                               ; preds = %68
  %71 = sub i64 98, %47
  %72 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %71
  %73 = extractelement <4 x i32> %53, i64 2
  store i32 %73, ptr %72, align 4, !tbaa !6, !alias.scope !13, !noalias !10
  br label %74

74:                                               ; preds = %70, %68
  %75 = extractelement <4 x i1> %57, i64 3
  br i1 %75, label %76, label %80

76:                                               ; preds = %74
  %77 = sub i64 97, %47
  %78 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %77
  %79 = extractelement <4 x i32> %53, i64 3
  store i32 %79, ptr %78, align 4, !tbaa !6, !alias.scope !13, !noalias !10
  br label %80

80:                                               ; preds = %76, %74
  %81 = add nuw i64 %47, 4
  %82 = icmp eq i64 %81, %42
  br i1 %82, label %83, label %46, !llvm.loop !15

83:                                               ; preds = %80
  %84 = icmp eq i64 %17, %42
  br i1 %84, label %85, label %19

85:                                               ; preds = %98, %83, %8
  %86 = add nuw nsw i64 %9, 1
  %87 = icmp eq i64 %86, 60
  br i1 %87, label %101, label %8, !llvm.loop !19

88:                                               ; preds = %19, %98
  %89 = phi i64 [ %99, %98 ], [ %20, %19 ]
  %90 = sub nsw i64 %89, %16
  %91 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = add nsw i32 %92, %15
  %94 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %89
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = icmp sgt i32 %93, %95
  br i1 %96, label %97, label %98

97:                                               ; preds = %88
  store i32 %93, ptr %94, align 4, !tbaa !6
  br label %98

98:                                               ; preds = %97, %88
  %99 = add nsw i64 %89, -1
  %100 = icmp sgt i64 %89, %16
  br i1 %100, label %88, label %85, !llvm.loop !20

101:                                              ; preds = %85
  %102 = load i32, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 400), align 4, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(4004) @knapsack.best, i8 0, i64 4004, i1 false)
  br label %103

103:                                              ; preds = %180, %101
  %104 = phi i64 [ 0, %101 ], [ %181, %180 ]
  %105 = getelementptr inbounds i32, ptr %3, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = icmp sgt i32 %106, 500
  br i1 %107, label %180, label %108

108:                                              ; preds = %103
  %109 = getelementptr inbounds i32, ptr %4, i64 %104
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = sext i32 %106 to i64
  %112 = sub nsw i64 501, %111
  %113 = icmp ult i64 %112, 16
  br i1 %113, label %114, label %116

114:                                              ; preds = %178, %130, %116, %108
  %115 = phi i64 [ 500, %130 ], [ 500, %116 ], [ 500, %108 ], [ %138, %178 ]
  br label %183

116:                                              ; preds = %108
  %117 = shl nsw i64 %111, 2
  %118 = getelementptr i8, ptr @knapsack.best, i64 %117
  %119 = icmp ugt ptr %118, getelementptr inbounds (i8, ptr @knapsack.best, i64 2000)
  %120 = mul nsw i64 %111, -4
  %121 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 2000), i64 %120
  %122 = shl nsw i64 %111, 2
  %123 = add nsw i64 %111, -501
  %124 = icmp ult i64 %123, -4611686018427387904
  %125 = getelementptr i8, ptr %121, i64 %122
  %126 = getelementptr i8, ptr %125, i64 -2000
  %127 = icmp ugt ptr %126, %121
  %128 = or i1 %127, %124
  %129 = or i1 %119, %128
  br i1 %129, label %114, label %130

130:                                              ; preds = %116
  %131 = shl nsw i64 %111, 2
  %132 = getelementptr i8, ptr @knapsack.best, i64 %131
  %133 = mul nsw i64 %111, -4
  %134 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 2004), i64 %133
  %135 = icmp ult ptr %132, %134
  br i1 %135, label %114, label %136

136:                                              ; preds = %130
  %137 = and i64 %112, -4
  %138 = sub nsw i64 500, %137
  %139 = insertelement <4 x i32> poison, i32 %110, i64 0
  %140 = shufflevector <4 x i32> %139, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %141

141:                                              ; preds = %175, %136
  %142 = phi i64 [ 0, %136 ], [ %176, %175 ]
  %143 = sub i64 500, %142
  %144 = sub nsw i64 %143, %111
  %145 = getelementptr [1001 x i32], ptr getelementptr (i8, ptr @knapsack.best, i64 -12), i64 0, i64 %144
  %146 = load <4 x i32>, ptr %145, align 4, !tbaa !6, !alias.scope !21
  %147 = shufflevector <4 x i32> %146, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %148 = add nsw <4 x i32> %147, %140
  %149 = getelementptr [1001 x i32], ptr getelementptr (i8, ptr @knapsack.best, i64 -12), i64 0, i64 %143
  %150 = load <4 x i32>, ptr %149, align 4, !tbaa !6, !alias.scope !24, !noalias !21
  %151 = shufflevector <4 x i32> %150, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %152 = icmp sgt <4 x i32> %148, %151
  %153 = extractelement <4 x i1> %152, i64 0
  br i1 %153, label %154, label %157

154:                                              ; preds = %141
  %155 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %143
  %156 = extractelement <4 x i32> %148, i64 0
  store i32 %156, ptr %155, align 4, !tbaa !6, !alias.scope !24, !noalias !21
  br label %157

157:                                              ; preds = %154, %141
  %158 = extractelement <4 x i1> %152, i64 1
  br i1 %158, label %159, label %163

159:                                              ; preds = %157
  %160 = sub i64 499, %142
  %161 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %160
  %162 = extractelement <4 x i32> %148, i64 1
  store i32 %162, ptr %161, align 4, !tbaa !6, !alias.scope !24, !noalias !21
  br label %163

163:                                              ; preds = %159, %157
  %164 = extractelement <4 x i1> %152, i64 2
  br i1 %164, label %165, label %169

165:                                              ; preds = %163
  %166 = sub i64 498, %142
  %167 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %166
  %168 = extractelement <4 x i32> %148, i64 2
  store i32 %168, ptr %167, align 4, !tbaa !6, !alias.scope !24, !noalias !21
  br label %169

169:                                              ; preds = %165, %163
  %170 = extractelement <4 x i1> %152, i64 3
  br i1 %170, label %171, label %175

171:                                              ; preds = %169
  %172 = sub i64 497, %142
  %173 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %172
  %174 = extractelement <4 x i32> %148, i64 3
  store i32 %174, ptr %173, align 4, !tbaa !6, !alias.scope !24, !noalias !21
  br label %175

175:                                              ; preds = %171, %169
  %176 = add nuw i64 %142, 4
  %177 = icmp eq i64 %176, %137
  br i1 %177, label %178, label %141, !llvm.loop !26

178:                                              ; preds = %175
  %179 = icmp eq i64 %112, %137
  br i1 %179, label %180, label %114

180:                                              ; preds = %193, %178, %103
  %181 = add nuw nsw i64 %104, 1
  %182 = icmp eq i64 %181, 60
  br i1 %182, label %196, label %103, !llvm.loop !19

183:                                              ; preds = %114, %193
  %184 = phi i64 [ %194, %193 ], [ %115, %114 ]
  %185 = sub nsw i64 %184, %111
  %186 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !6
  %188 = add nsw i32 %187, %110
  %189 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %184
  %190 = load i32, ptr %189, align 4, !tbaa !6
  %191 = icmp sgt i32 %188, %190
  br i1 %191, label %192, label %193

192:                                              ; preds = %183
  store i32 %188, ptr %189, align 4, !tbaa !6
  br label %193

193:                                              ; preds = %192, %183
  %194 = add nsw i64 %184, -1
  %195 = icmp sgt i64 %184, %111
  br i1 %195, label %183, label %180, !llvm.loop !27

196:                                              ; preds = %180
  %197 = load i32, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 2000), align 4, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(4004) @knapsack.best, i8 0, i64 4004, i1 false)
  br label %198

198:                                              ; preds = %275, %196
  %199 = phi i64 [ 0, %196 ], [ %276, %275 ]
  %200 = getelementptr inbounds i32, ptr %3, i64 %199
  %201 = load i32, ptr %200, align 4, !tbaa !6
  %202 = icmp sgt i32 %201, 1000
  br i1 %202, label %275, label %203

203:                                              ; preds = %198
  %204 = getelementptr inbounds i32, ptr %4, i64 %199
  %205 = load i32, ptr %204, align 4, !tbaa !6
  %206 = sext i32 %201 to i64
  %207 = sub nsw i64 1001, %206
  %208 = icmp ult i64 %207, 16
  br i1 %208, label %209, label %211

209:                                              ; preds = %273, %225, %211, %203
  %210 = phi i64 [ 1000, %225 ], [ 1000, %211 ], [ 1000, %203 ], [ %233, %273 ]
  br label %278

211:                                              ; preds = %203
  %212 = shl nsw i64 %206, 2
  %213 = getelementptr i8, ptr @knapsack.best, i64 %212
  %214 = icmp ugt ptr %213, getelementptr inbounds (i8, ptr @knapsack.best, i64 4000)
  %215 = mul nsw i64 %206, -4
  %216 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 4000), i64 %215
  %217 = shl nsw i64 %206, 2
  %218 = add nsw i64 %206, -1001
  %219 = icmp ult i64 %218, -4611686018427387904
  %220 = getelementptr i8, ptr %216, i64 %217
  %221 = getelementptr i8, ptr %220, i64 -4000
  %222 = icmp ugt ptr %221, %216
  %223 = or i1 %222, %219
  %224 = or i1 %214, %223
  br i1 %224, label %209, label %225

225:                                              ; preds = %211
  %226 = shl nsw i64 %206, 2
  %227 = getelementptr i8, ptr @knapsack.best, i64 %226
  %228 = mul nsw i64 %206, -4
  %229 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 4004), i64 %228
  %230 = icmp ult ptr %227, %229
  br i1 %230, label %209, label %231

231:                                              ; preds = %225
  %232 = and i64 %207, -4
  %233 = sub nsw i64 1000, %232
  %234 = insertelement <4 x i32> poison, i32 %205, i64 0
  %235 = shufflevector <4 x i32> %234, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %236

236:                                              ; preds = %270, %231
  %237 = phi i64 [ 0, %231 ], [ %271, %270 ]
  %238 = sub i64 1000, %237
  %239 = sub nsw i64 %238, %206
  %240 = getelementptr [1001 x i32], ptr getelementptr (i8, ptr @knapsack.best, i64 -12), i64 0, i64 %239
  %241 = load <4 x i32>, ptr %240, align 4, !tbaa !6, !alias.scope !28
  %242 = shufflevector <4 x i32> %241, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %243 = add nsw <4 x i32> %242, %235
  %244 = getelementptr [1001 x i32], ptr getelementptr (i8, ptr @knapsack.best, i64 -12), i64 0, i64 %238
  %245 = load <4 x i32>, ptr %244, align 4, !tbaa !6, !alias.scope !31, !noalias !28
  %246 = shufflevector <4 x i32> %245, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %247 = icmp sgt <4 x i32> %243, %246
  %248 = extractelement <4 x i1> %247, i64 0
  br i1 %248, label %249, label %252

249:                                              ; preds = %236
  %250 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %238
  %251 = extractelement <4 x i32> %243, i64 0
  store i32 %251, ptr %250, align 4, !tbaa !6, !alias.scope !31, !noalias !28
  br label %252

252:                                              ; preds = %249, %236
  %253 = extractelement <4 x i1> %247, i64 1
  br i1 %253, label %254, label %258

254:                                              ; preds = %252
  %255 = sub i64 999, %237
  %256 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %255
  %257 = extractelement <4 x i32> %243, i64 1
  store i32 %257, ptr %256, align 4, !tbaa !6, !alias.scope !31, !noalias !28
  br label %258

258:                                              ; preds = %254, %252
  %259 = extractelement <4 x i1> %247, i64 2
  br i1 %259, label %260, label %264

260:                                              ; preds = %258
  %261 = sub i64 998, %237
  %262 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %261
  %263 = extractelement <4 x i32> %243, i64 2
  store i32 %263, ptr %262, align 4, !tbaa !6, !alias.scope !31, !noalias !28
  br label %264

264:                                              ; preds = %260, %258
  %265 = extractelement <4 x i1> %247, i64 3
  br i1 %265, label %266, label %270

266:                                              ; preds = %264
  %267 = sub i64 997, %237
  %268 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %267
  %269 = extractelement <4 x i32> %243, i64 3
  store i32 %269, ptr %268, align 4, !tbaa !6, !alias.scope !31, !noalias !28
  br label %270

270:                                              ; preds = %266, %264
  %271 = add nuw i64 %237, 4
  %272 = icmp eq i64 %271, %232
  br i1 %272, label %273, label %236, !llvm.loop !33

273:                                              ; preds = %270
  %274 = icmp eq i64 %207, %232
  br i1 %274, label %275, label %209

275:                                              ; preds = %288, %273, %198
  %276 = add nuw nsw i64 %199, 1
  %277 = icmp eq i64 %276, 60
  br i1 %277, label %291, label %198, !llvm.loop !19

278:                                              ; preds = %209, %288
  %279 = phi i64 [ %289, %288 ], [ %210, %209 ]
  %280 = sub nsw i64 %279, %206
  %281 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %280
  %282 = load i32, ptr %281, align 4, !tbaa !6
  %283 = add nsw i32 %282, %205
  %284 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %279
  %285 = load i32, ptr %284, align 4, !tbaa !6
  %286 = icmp sgt i32 %283, %285
  br i1 %286, label %287, label %288

287:                                              ; preds = %278
  store i32 %283, ptr %284, align 4, !tbaa !6
  br label %288

288:                                              ; preds = %287, %278
  %289 = add nsw i64 %279, -1
  %290 = icmp sgt i64 %279, %206
  br i1 %290, label %278, label %275, !llvm.loop !34

291:                                              ; preds = %275
  %292 = load i32, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 4000), align 4, !tbaa !6
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %102, i32 noundef %197, i32 noundef %292)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #6
  %294 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %294, i8 0, i64 504, i1 false)
  store i64 1, ptr %5, align 16
  %295 = getelementptr i8, ptr %5, i64 -8
  %296 = getelementptr inbounds i8, ptr %2, i64 16
  %297 = getelementptr inbounds i8, ptr %5, i64 16
  %298 = getelementptr inbounds i8, ptr %2, i64 32
  %299 = getelementptr inbounds i8, ptr %2, i64 48
  %300 = getelementptr inbounds i8, ptr %5, i64 32
  %301 = getelementptr inbounds i8, ptr %5, i64 48
  %302 = getelementptr inbounds i8, ptr %2, i64 64
  %303 = getelementptr inbounds i8, ptr %2, i64 80
  %304 = getelementptr inbounds i8, ptr %5, i64 64
  %305 = getelementptr inbounds i8, ptr %5, i64 80
  %306 = getelementptr inbounds i8, ptr %2, i64 96
  %307 = getelementptr inbounds i8, ptr %2, i64 112
  %308 = getelementptr inbounds i8, ptr %5, i64 96
  %309 = getelementptr inbounds i8, ptr %5, i64 112
  %310 = getelementptr inbounds i8, ptr %2, i64 128
  %311 = getelementptr inbounds i8, ptr %2, i64 144
  %312 = getelementptr inbounds i8, ptr %5, i64 128
  %313 = getelementptr inbounds i8, ptr %5, i64 144
  %314 = getelementptr inbounds i8, ptr %2, i64 160
  %315 = getelementptr inbounds i8, ptr %2, i64 176
  %316 = getelementptr inbounds i8, ptr %5, i64 160
  %317 = getelementptr inbounds i8, ptr %5, i64 176
  %318 = getelementptr inbounds i8, ptr %2, i64 192
  %319 = getelementptr inbounds i8, ptr %2, i64 208
  %320 = getelementptr inbounds i8, ptr %5, i64 192
  %321 = getelementptr inbounds i8, ptr %5, i64 208
  %322 = getelementptr inbounds i8, ptr %2, i64 224
  %323 = getelementptr inbounds i8, ptr %2, i64 240
  %324 = getelementptr inbounds i8, ptr %5, i64 224
  %325 = getelementptr inbounds i8, ptr %5, i64 240
  %326 = getelementptr inbounds i8, ptr %2, i64 256
  %327 = getelementptr inbounds i8, ptr %2, i64 272
  %328 = getelementptr inbounds i8, ptr %5, i64 256
  %329 = getelementptr inbounds i8, ptr %5, i64 272
  %330 = getelementptr inbounds i8, ptr %2, i64 288
  %331 = getelementptr inbounds i8, ptr %2, i64 304
  %332 = getelementptr inbounds i8, ptr %5, i64 288
  %333 = getelementptr inbounds i8, ptr %5, i64 304
  %334 = getelementptr inbounds i8, ptr %2, i64 320
  %335 = getelementptr inbounds i8, ptr %2, i64 336
  %336 = getelementptr inbounds i8, ptr %5, i64 320
  %337 = getelementptr inbounds i8, ptr %5, i64 336
  %338 = getelementptr inbounds i8, ptr %2, i64 352
  %339 = getelementptr inbounds i8, ptr %2, i64 368
  %340 = getelementptr inbounds i8, ptr %5, i64 352
  %341 = getelementptr inbounds i8, ptr %5, i64 368
  %342 = getelementptr inbounds i8, ptr %2, i64 384
  %343 = getelementptr inbounds i8, ptr %2, i64 400
  %344 = getelementptr inbounds i8, ptr %5, i64 384
  %345 = getelementptr inbounds i8, ptr %5, i64 400
  %346 = getelementptr inbounds i8, ptr %2, i64 416
  %347 = getelementptr inbounds i8, ptr %2, i64 432
  %348 = getelementptr inbounds i8, ptr %5, i64 416
  %349 = getelementptr inbounds i8, ptr %5, i64 432
  %350 = getelementptr inbounds i8, ptr %2, i64 448
  %351 = getelementptr inbounds i8, ptr %2, i64 464
  %352 = getelementptr inbounds i8, ptr %5, i64 448
  %353 = getelementptr inbounds i8, ptr %5, i64 464
  %354 = getelementptr inbounds i8, ptr %2, i64 480
  %355 = getelementptr inbounds i8, ptr %2, i64 496
  %356 = getelementptr inbounds i8, ptr %5, i64 480
  %357 = getelementptr inbounds i8, ptr %5, i64 496
  %358 = load <2 x i64>, ptr %5, align 16, !tbaa !35
  %359 = load <2 x i64>, ptr %297, align 16, !tbaa !35
  %360 = load <2 x i64>, ptr %300, align 16, !tbaa !35
  %361 = load <2 x i64>, ptr %301, align 16, !tbaa !35
  %362 = load <2 x i64>, ptr %304, align 16, !tbaa !35
  %363 = load <2 x i64>, ptr %305, align 16, !tbaa !35
  %364 = load <2 x i64>, ptr %308, align 16, !tbaa !35
  %365 = load <2 x i64>, ptr %309, align 16, !tbaa !35
  %366 = load <2 x i64>, ptr %312, align 16, !tbaa !35
  %367 = load <2 x i64>, ptr %313, align 16, !tbaa !35
  %368 = load <2 x i64>, ptr %316, align 16, !tbaa !35
  %369 = load <2 x i64>, ptr %317, align 16, !tbaa !35
  %370 = load <2 x i64>, ptr %320, align 16, !tbaa !35
  %371 = load <2 x i64>, ptr %321, align 16, !tbaa !35
  %372 = load <2 x i64>, ptr %324, align 16, !tbaa !35
  %373 = load <2 x i64>, ptr %325, align 16, !tbaa !35
  %374 = load <2 x i64>, ptr %328, align 16, !tbaa !35
  %375 = load <2 x i64>, ptr %329, align 16, !tbaa !35
  %376 = load <2 x i64>, ptr %332, align 16, !tbaa !35
  %377 = load <2 x i64>, ptr %333, align 16, !tbaa !35
  %378 = load <2 x i64>, ptr %336, align 16, !tbaa !35
  %379 = load <2 x i64>, ptr %337, align 16, !tbaa !35
  %380 = load <2 x i64>, ptr %340, align 16, !tbaa !35
  %381 = load <2 x i64>, ptr %341, align 16, !tbaa !35
  %382 = load <2 x i64>, ptr %344, align 16, !tbaa !35
  %383 = load <2 x i64>, ptr %345, align 16, !tbaa !35
  %384 = load <2 x i64>, ptr %348, align 16, !tbaa !35
  %385 = load <2 x i64>, ptr %349, align 16, !tbaa !35
  %386 = load <2 x i64>, ptr %352, align 16, !tbaa !35
  %387 = load <2 x i64>, ptr %353, align 16, !tbaa !35
  %388 = load <2 x i64>, ptr %356, align 16, !tbaa !35
  %389 = load <2 x i64>, ptr %357, align 16, !tbaa !35
  br label %407

390:                                              ; preds = %0, %390
  %391 = phi i64 [ 0, %0 ], [ %405, %390 ]
  %392 = phi i32 [ 17, %0 ], [ %400, %390 ]
  %393 = mul i32 %392, 1103515245
  %394 = add i32 %393, 12345
  %395 = lshr i32 %394, 8
  %396 = urem i32 %395, 60
  %397 = add nuw nsw i32 %396, 5
  %398 = getelementptr inbounds [60 x i32], ptr %3, i64 0, i64 %391
  store i32 %397, ptr %398, align 4, !tbaa !6
  %399 = mul i32 %394, 1103515245
  %400 = add i32 %399, 12345
  %401 = lshr i32 %400, 8
  %402 = urem i32 %401, 100
  %403 = add nuw nsw i32 %402, 1
  %404 = getelementptr inbounds [60 x i32], ptr %4, i64 0, i64 %391
  store i32 %403, ptr %404, align 4, !tbaa !6
  %405 = add nuw nsw i64 %391, 1
  %406 = icmp eq i64 %405, 60
  br i1 %406, label %7, label %390, !llvm.loop !37

407:                                              ; preds = %291, %474
  %408 = phi <2 x i64> [ %389, %291 ], [ %538, %474 ]
  %409 = phi <2 x i64> [ %388, %291 ], [ %537, %474 ]
  %410 = phi <2 x i64> [ %387, %291 ], [ %534, %474 ]
  %411 = phi <2 x i64> [ %386, %291 ], [ %533, %474 ]
  %412 = phi <2 x i64> [ %385, %291 ], [ %530, %474 ]
  %413 = phi <2 x i64> [ %384, %291 ], [ %529, %474 ]
  %414 = phi <2 x i64> [ %383, %291 ], [ %526, %474 ]
  %415 = phi <2 x i64> [ %382, %291 ], [ %525, %474 ]
  %416 = phi <2 x i64> [ %381, %291 ], [ %522, %474 ]
  %417 = phi <2 x i64> [ %380, %291 ], [ %521, %474 ]
  %418 = phi <2 x i64> [ %379, %291 ], [ %518, %474 ]
  %419 = phi <2 x i64> [ %378, %291 ], [ %517, %474 ]
  %420 = phi <2 x i64> [ %377, %291 ], [ %514, %474 ]
  %421 = phi <2 x i64> [ %376, %291 ], [ %513, %474 ]
  %422 = phi <2 x i64> [ %375, %291 ], [ %510, %474 ]
  %423 = phi <2 x i64> [ %374, %291 ], [ %509, %474 ]
  %424 = phi <2 x i64> [ %373, %291 ], [ %506, %474 ]
  %425 = phi <2 x i64> [ %372, %291 ], [ %505, %474 ]
  %426 = phi <2 x i64> [ %371, %291 ], [ %502, %474 ]
  %427 = phi <2 x i64> [ %370, %291 ], [ %501, %474 ]
  %428 = phi <2 x i64> [ %369, %291 ], [ %498, %474 ]
  %429 = phi <2 x i64> [ %368, %291 ], [ %497, %474 ]
  %430 = phi <2 x i64> [ %367, %291 ], [ %494, %474 ]
  %431 = phi <2 x i64> [ %366, %291 ], [ %493, %474 ]
  %432 = phi <2 x i64> [ %365, %291 ], [ %490, %474 ]
  %433 = phi <2 x i64> [ %364, %291 ], [ %489, %474 ]
  %434 = phi <2 x i64> [ %363, %291 ], [ %486, %474 ]
  %435 = phi <2 x i64> [ %362, %291 ], [ %485, %474 ]
  %436 = phi <2 x i64> [ %361, %291 ], [ %482, %474 ]
  %437 = phi <2 x i64> [ %360, %291 ], [ %481, %474 ]
  %438 = phi <2 x i64> [ %359, %291 ], [ %478, %474 ]
  %439 = phi <2 x i64> [ %358, %291 ], [ %477, %474 ]
  %440 = phi i64 [ 0, %291 ], [ %539, %474 ]
  %441 = getelementptr inbounds [60 x i32], ptr %3, i64 0, i64 %440
  %442 = load i32, ptr %441, align 4, !tbaa !6
  %443 = mul nsw i32 %442, 3
  %444 = trunc nuw nsw i64 %440 to i32
  %445 = add nsw i32 %443, %444
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #6
  %446 = sdiv i32 %445, -64
  %447 = srem i32 %445, 64
  %448 = zext nneg i32 %447 to i64
  %449 = icmp ne i32 %447, 0
  %450 = sub nsw i32 64, %447
  %451 = zext nneg i32 %450 to i64
  br label %452

452:                                              ; preds = %469, %407
  %453 = phi i64 [ 63, %407 ], [ %472, %469 ]
  %454 = trunc nuw nsw i64 %453 to i32
  %455 = add i32 %446, %454
  %456 = icmp sgt i32 %455, -1
  br i1 %456, label %457, label %469

457:                                              ; preds = %452
  %458 = zext nneg i32 %455 to i64
  %459 = getelementptr inbounds i64, ptr %5, i64 %458
  %460 = load i64, ptr %459, align 8, !tbaa !35
  %461 = shl i64 %460, %448
  %462 = icmp ne i32 %455, 0
  %463 = and i1 %449, %462
  br i1 %463, label %464, label %469

464:                                              ; preds = %457
  %465 = getelementptr i64, ptr %295, i64 %458
  %466 = load i64, ptr %465, align 8, !tbaa !35
  %467 = lshr i64 %466, %451
  %468 = or i64 %467, %461
  br label %469

469:                                              ; preds = %464, %457, %452
  %470 = phi i64 [ %468, %464 ], [ %461, %457 ], [ 0, %452 ]
  %471 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %453
  store i64 %470, ptr %471, align 8, !tbaa !35
  %472 = add nsw i64 %453, -1
  %473 = icmp eq i64 %453, 0
  br i1 %473, label %474, label %452, !llvm.loop !38

474:                                              ; preds = %469
  %475 = load <2 x i64>, ptr %2, align 16, !tbaa !35
  %476 = load <2 x i64>, ptr %296, align 16, !tbaa !35
  %477 = or <2 x i64> %439, %475
  %478 = or <2 x i64> %438, %476
  store <2 x i64> %477, ptr %5, align 16, !tbaa !35
  store <2 x i64> %478, ptr %297, align 16, !tbaa !35
  %479 = load <2 x i64>, ptr %298, align 16, !tbaa !35
  %480 = load <2 x i64>, ptr %299, align 16, !tbaa !35
  %481 = or <2 x i64> %437, %479
  %482 = or <2 x i64> %436, %480
  store <2 x i64> %481, ptr %300, align 16, !tbaa !35
  store <2 x i64> %482, ptr %301, align 16, !tbaa !35
  %483 = load <2 x i64>, ptr %302, align 16, !tbaa !35
  %484 = load <2 x i64>, ptr %303, align 16, !tbaa !35
  %485 = or <2 x i64> %435, %483
  %486 = or <2 x i64> %434, %484
  store <2 x i64> %485, ptr %304, align 16, !tbaa !35
  store <2 x i64> %486, ptr %305, align 16, !tbaa !35
  %487 = load <2 x i64>, ptr %306, align 16, !tbaa !35
  %488 = load <2 x i64>, ptr %307, align 16, !tbaa !35
  %489 = or <2 x i64> %433, %487
  %490 = or <2 x i64> %432, %488
  store <2 x i64> %489, ptr %308, align 16, !tbaa !35
  store <2 x i64> %490, ptr %309, align 16, !tbaa !35
  %491 = load <2 x i64>, ptr %310, align 16, !tbaa !35
  %492 = load <2 x i64>, ptr %311, align 16, !tbaa !35
  %493 = or <2 x i64> %431, %491
  %494 = or <2 x i64> %430, %492
  store <2 x i64> %493, ptr %312, align 16, !tbaa !35
  store <2 x i64> %494, ptr %313, align 16, !tbaa !35
  %495 = load <2 x i64>, ptr %314, align 16, !tbaa !35
  %496 = load <2 x i64>, ptr %315, align 16, !tbaa !35
  %497 = or <2 x i64> %429, %495
  %498 = or <2 x i64> %428, %496
  store <2 x i64> %497, ptr %316, align 16, !tbaa !35
  store <2 x i64> %498, ptr %317, align 16, !tbaa !35
  %499 = load <2 x i64>, ptr %318, align 16, !tbaa !35
  %500 = load <2 x i64>, ptr %319, align 16, !tbaa !35
  %501 = or <2 x i64> %427, %499
  %502 = or <2 x i64> %426, %500
  store <2 x i64> %501, ptr %320, align 16, !tbaa !35
  store <2 x i64> %502, ptr %321, align 16, !tbaa !35
  %503 = load <2 x i64>, ptr %322, align 16, !tbaa !35
  %504 = load <2 x i64>, ptr %323, align 16, !tbaa !35
  %505 = or <2 x i64> %425, %503
  %506 = or <2 x i64> %424, %504
  store <2 x i64> %505, ptr %324, align 16, !tbaa !35
  store <2 x i64> %506, ptr %325, align 16, !tbaa !35
  %507 = load <2 x i64>, ptr %326, align 16, !tbaa !35
  %508 = load <2 x i64>, ptr %327, align 16, !tbaa !35
  %509 = or <2 x i64> %423, %507
  %510 = or <2 x i64> %422, %508
  store <2 x i64> %509, ptr %328, align 16, !tbaa !35
  store <2 x i64> %510, ptr %329, align 16, !tbaa !35
  %511 = load <2 x i64>, ptr %330, align 16, !tbaa !35
  %512 = load <2 x i64>, ptr %331, align 16, !tbaa !35
  %513 = or <2 x i64> %421, %511
  %514 = or <2 x i64> %420, %512
  store <2 x i64> %513, ptr %332, align 16, !tbaa !35
  store <2 x i64> %514, ptr %333, align 16, !tbaa !35
  %515 = load <2 x i64>, ptr %334, align 16, !tbaa !35
  %516 = load <2 x i64>, ptr %335, align 16, !tbaa !35
  %517 = or <2 x i64> %419, %515
  %518 = or <2 x i64> %418, %516
  store <2 x i64> %517, ptr %336, align 16, !tbaa !35
  store <2 x i64> %518, ptr %337, align 16, !tbaa !35
  %519 = load <2 x i64>, ptr %338, align 16, !tbaa !35
  %520 = load <2 x i64>, ptr %339, align 16, !tbaa !35
  %521 = or <2 x i64> %417, %519
  %522 = or <2 x i64> %416, %520
  store <2 x i64> %521, ptr %340, align 16, !tbaa !35
  store <2 x i64> %522, ptr %341, align 16, !tbaa !35
  %523 = load <2 x i64>, ptr %342, align 16, !tbaa !35
  %524 = load <2 x i64>, ptr %343, align 16, !tbaa !35
  %525 = or <2 x i64> %415, %523
  %526 = or <2 x i64> %414, %524
  store <2 x i64> %525, ptr %344, align 16, !tbaa !35
  store <2 x i64> %526, ptr %345, align 16, !tbaa !35
  %527 = load <2 x i64>, ptr %346, align 16, !tbaa !35
  %528 = load <2 x i64>, ptr %347, align 16, !tbaa !35
  %529 = or <2 x i64> %413, %527
  %530 = or <2 x i64> %412, %528
  store <2 x i64> %529, ptr %348, align 16, !tbaa !35
  store <2 x i64> %530, ptr %349, align 16, !tbaa !35
  %531 = load <2 x i64>, ptr %350, align 16, !tbaa !35
  %532 = load <2 x i64>, ptr %351, align 16, !tbaa !35
  %533 = or <2 x i64> %411, %531
  %534 = or <2 x i64> %410, %532
  store <2 x i64> %533, ptr %352, align 16, !tbaa !35
  store <2 x i64> %534, ptr %353, align 16, !tbaa !35
  %535 = load <2 x i64>, ptr %354, align 16, !tbaa !35
  %536 = load <2 x i64>, ptr %355, align 16, !tbaa !35
  %537 = or <2 x i64> %409, %535
  %538 = or <2 x i64> %408, %536
  store <2 x i64> %537, ptr %356, align 16, !tbaa !35
  store <2 x i64> %538, ptr %357, align 16, !tbaa !35
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #6
  %539 = add nuw nsw i64 %440, 1
  %540 = icmp eq i64 %539, 25
  br i1 %540, label %541, label %407, !llvm.loop !39

541:                                              ; preds = %474, %541
  %542 = phi i64 [ %555, %541 ], [ 0, %474 ]
  %543 = phi <4 x i32> [ %553, %541 ], [ zeroinitializer, %474 ]
  %544 = phi <4 x i32> [ %554, %541 ], [ zeroinitializer, %474 ]
  %545 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 %542
  %546 = getelementptr inbounds i8, ptr %545, i64 32
  %547 = load <4 x i64>, ptr %545, align 16, !tbaa !35
  %548 = load <4 x i64>, ptr %546, align 16, !tbaa !35
  %549 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %547)
  %550 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %548)
  %551 = trunc nuw nsw <4 x i64> %549 to <4 x i32>
  %552 = trunc nuw nsw <4 x i64> %550 to <4 x i32>
  %553 = add <4 x i32> %543, %551
  %554 = add <4 x i32> %544, %552
  %555 = add nuw i64 %542, 8
  %556 = icmp eq i64 %555, 64
  br i1 %556, label %557, label %541, !llvm.loop !40

557:                                              ; preds = %541
  %558 = add <4 x i32> %554, %553
  %559 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %558)
  %560 = getelementptr inbounds i8, ptr %5, i64 120
  %561 = load i64, ptr %560, align 8, !tbaa !35
  %562 = lshr i64 %561, 40
  %563 = trunc nuw nsw i64 %562 to i32
  %564 = and i32 %563, 1
  %565 = getelementptr inbounds i8, ptr %5, i64 504
  %566 = load i64, ptr %565, align 8, !tbaa !35
  %567 = lshr i64 %566, 63
  %568 = trunc nuw nsw i64 %567 to i32
  %569 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4096, i32 noundef %559, i32 noundef %564, i32 noundef %568)
  %570 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 200)
  %571 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 1000)
  %572 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %570, i64 noundef %571)
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %6) #6
  br label %605

573:                                              ; preds = %605
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %1) #6
  br label %574

574:                                              ; preds = %593, %573
  %575 = phi i64 [ 0, %573 ], [ %600, %593 ]
  %576 = phi i32 [ 0, %573 ], [ %599, %593 ]
  %577 = icmp eq i32 %576, 0
  %578 = getelementptr inbounds i32, ptr %6, i64 %575
  %579 = load i32, ptr %578, align 4, !tbaa !6
  br i1 %577, label %593, label %580

580:                                              ; preds = %574, %580
  %581 = phi i32 [ %591, %580 ], [ %576, %574 ]
  %582 = phi i32 [ %590, %580 ], [ 0, %574 ]
  %583 = add nsw i32 %582, %581
  %584 = sdiv i32 %583, 2
  %585 = sext i32 %584 to i64
  %586 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %585
  %587 = load i32, ptr %586, align 4, !tbaa !6
  %588 = icmp slt i32 %587, %579
  %589 = add nsw i32 %584, 1
  %590 = select i1 %588, i32 %589, i32 %582
  %591 = select i1 %588, i32 %581, i32 %584
  %592 = icmp slt i32 %590, %591
  br i1 %592, label %580, label %593, !llvm.loop !41

593:                                              ; preds = %580, %574
  %594 = phi i32 [ 0, %574 ], [ %590, %580 ]
  %595 = sext i32 %594 to i64
  %596 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %595
  store i32 %579, ptr %596, align 4, !tbaa !6
  %597 = icmp eq i32 %594, %576
  %598 = zext i1 %597 to i32
  %599 = add nuw nsw i32 %576, %598
  %600 = add nuw nsw i64 %575, 1
  %601 = icmp eq i64 %600, 2000
  br i1 %601, label %602, label %574, !llvm.loop !42

602:                                              ; preds = %593
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %1) #6
  %603 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %599)
  %604 = and i32 %559, 127
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %3) #6
  ret i32 %604

605:                                              ; preds = %557, %605
  %606 = phi i64 [ 0, %557 ], [ %613, %605 ]
  %607 = phi i32 [ -374248871, %557 ], [ %609, %605 ]
  %608 = mul i32 %607, 1103515245
  %609 = add i32 %608, 12345
  %610 = lshr i32 %609, 8
  %611 = urem i32 %610, 100000
  %612 = getelementptr inbounds [2000 x i32], ptr %6, i64 0, i64 %606
  store i32 %611, ptr %612, align 4, !tbaa !6
  %613 = add nuw nsw i64 %606, 1
  %614 = icmp eq i64 %613, 2000
  br i1 %614, label %573, label %605, !llvm.loop !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @coin_ways(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 {
  %3 = alloca [1001 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 8008, ptr nonnull %3) #6
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(8008) %4, i8 0, i64 8000, i1 false)
  store i64 1, ptr %3, align 8
  %5 = add i32 %1, 1
  %6 = load i32, ptr %0, align 4, !tbaa !6
  %7 = icmp sgt i32 %6, %1
  br i1 %7, label %50, label %8

8:                                                ; preds = %2
  %9 = sext i32 %6 to i64
  %10 = sub i32 %1, %6
  %11 = zext i32 %10 to i64
  %12 = add nuw nsw i64 %11, 1
  %13 = icmp ult i32 %10, 9
  br i1 %13, label %14, label %16

14:                                               ; preds = %48, %16, %8
  %15 = phi i64 [ %9, %16 ], [ %9, %8 ], [ %32, %48 ]
  br label %453

16:                                               ; preds = %8
  %17 = shl nsw i64 %9, 3
  %18 = getelementptr i8, ptr %3, i64 %17
  %19 = sub i32 %1, %6
  %20 = zext i32 %19 to i64
  %21 = shl nuw nsw i64 %20, 3
  %22 = getelementptr i8, ptr %3, i64 %17
  %23 = getelementptr i8, ptr %22, i64 %21
  %24 = getelementptr i8, ptr %23, i64 8
  %25 = getelementptr i8, ptr %3, i64 %21
  %26 = getelementptr i8, ptr %25, i64 8
  %27 = icmp ult ptr %18, %26
  %28 = icmp ult ptr %3, %24
  %29 = and i1 %27, %28
  br i1 %29, label %14, label %30

30:                                               ; preds = %16
  %31 = and i64 %12, 8589934588
  %32 = add nsw i64 %31, %9
  br label %33

33:                                               ; preds = %33, %30
  %34 = phi i64 [ 0, %30 ], [ %46, %33 ]
  %35 = add i64 %34, %9
  %36 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %34
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load <2 x i64>, ptr %36, align 8, !tbaa !35, !alias.scope !44
  %39 = load <2 x i64>, ptr %37, align 8, !tbaa !35, !alias.scope !44
  %40 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %35
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load <2 x i64>, ptr %40, align 8, !tbaa !35, !alias.scope !47, !noalias !44
  %43 = load <2 x i64>, ptr %41, align 8, !tbaa !35, !alias.scope !47, !noalias !44
  %44 = add <2 x i64> %42, %38
  %45 = add <2 x i64> %43, %39
  store <2 x i64> %44, ptr %40, align 8, !tbaa !35, !alias.scope !47, !noalias !44
  store <2 x i64> %45, ptr %41, align 8, !tbaa !35, !alias.scope !47, !noalias !44
  %46 = add nuw i64 %34, 4
  %47 = icmp eq i64 %46, %31
  br i1 %47, label %48, label %33, !llvm.loop !49

48:                                               ; preds = %33
  %49 = icmp eq i64 %12, %31
  br i1 %49, label %50, label %14

50:                                               ; preds = %453, %48, %2
  %51 = getelementptr inbounds i8, ptr %0, i64 4
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = icmp sgt i32 %52, %1
  br i1 %53, label %107, label %54

54:                                               ; preds = %50
  %55 = sext i32 %52 to i64
  %56 = sub i32 %1, %52
  %57 = zext i32 %56 to i64
  %58 = add nuw nsw i64 %57, 1
  %59 = icmp ult i32 %56, 9
  br i1 %59, label %94, label %60

60:                                               ; preds = %54
  %61 = shl nsw i64 %55, 3
  %62 = getelementptr i8, ptr %3, i64 %61
  %63 = sub i32 %1, %52
  %64 = zext i32 %63 to i64
  %65 = shl nuw nsw i64 %64, 3
  %66 = getelementptr i8, ptr %3, i64 %61
  %67 = getelementptr i8, ptr %66, i64 %65
  %68 = getelementptr i8, ptr %67, i64 8
  %69 = getelementptr i8, ptr %3, i64 %65
  %70 = getelementptr i8, ptr %69, i64 8
  %71 = icmp ult ptr %62, %70
  %72 = icmp ult ptr %3, %68
  %73 = and i1 %71, %72
  br i1 %73, label %94, label %74

74:                                               ; preds = %60
  %75 = and i64 %58, 8589934588
  %76 = add nsw i64 %75, %55
  br label %77

77:                                               ; preds = %77, %74
  %78 = phi i64 [ 0, %74 ], [ %90, %77 ]
  %79 = add i64 %78, %55
  %80 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %78
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load <2 x i64>, ptr %80, align 8, !tbaa !35, !alias.scope !50
  %83 = load <2 x i64>, ptr %81, align 8, !tbaa !35, !alias.scope !50
  %84 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %79
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load <2 x i64>, ptr %84, align 8, !tbaa !35, !alias.scope !53, !noalias !50
  %87 = load <2 x i64>, ptr %85, align 8, !tbaa !35, !alias.scope !53, !noalias !50
  %88 = add <2 x i64> %86, %82
  %89 = add <2 x i64> %87, %83
  store <2 x i64> %88, ptr %84, align 8, !tbaa !35, !alias.scope !53, !noalias !50
  store <2 x i64> %89, ptr %85, align 8, !tbaa !35, !alias.scope !53, !noalias !50
  %90 = add nuw i64 %78, 4
  %91 = icmp eq i64 %90, %75
  br i1 %91, label %92, label %77, !llvm.loop !55

92:                                               ; preds = %77
  %93 = icmp eq i64 %58, %75
  br i1 %93, label %107, label %94

94:                                               ; preds = %92, %60, %54
  %95 = phi i64 [ %55, %60 ], [ %55, %54 ], [ %76, %92 ]
  br label %96

96:                                               ; preds = %94, %96
  %97 = phi i64 [ %104, %96 ], [ %95, %94 ]
  %98 = sub nsw i64 %97, %55
  %99 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %98
  %100 = load i64, ptr %99, align 8, !tbaa !35
  %101 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %97
  %102 = load i64, ptr %101, align 8, !tbaa !35
  %103 = add i64 %102, %100
  store i64 %103, ptr %101, align 8, !tbaa !35
  %104 = add nsw i64 %97, 1
  %105 = trunc i64 %104 to i32
  %106 = icmp eq i32 %5, %105
  br i1 %106, label %107, label %96, !llvm.loop !56

107:                                              ; preds = %96, %92, %50
  %108 = getelementptr inbounds i8, ptr %0, i64 8
  %109 = load i32, ptr %108, align 4, !tbaa !6
  %110 = icmp sgt i32 %109, %1
  br i1 %110, label %164, label %111

111:                                              ; preds = %107
  %112 = sext i32 %109 to i64
  %113 = sub i32 %1, %109
  %114 = zext i32 %113 to i64
  %115 = add nuw nsw i64 %114, 1
  %116 = icmp ult i32 %113, 9
  br i1 %116, label %151, label %117

117:                                              ; preds = %111
  %118 = shl nsw i64 %112, 3
  %119 = getelementptr i8, ptr %3, i64 %118
  %120 = sub i32 %1, %109
  %121 = zext i32 %120 to i64
  %122 = shl nuw nsw i64 %121, 3
  %123 = getelementptr i8, ptr %3, i64 %118
  %124 = getelementptr i8, ptr %123, i64 %122
  %125 = getelementptr i8, ptr %124, i64 8
  %126 = getelementptr i8, ptr %3, i64 %122
  %127 = getelementptr i8, ptr %126, i64 8
  %128 = icmp ult ptr %119, %127
  %129 = icmp ult ptr %3, %125
  %130 = and i1 %128, %129
  br i1 %130, label %151, label %131

131:                                              ; preds = %117
  %132 = and i64 %115, 8589934588
  %133 = add nsw i64 %132, %112
  br label %134

134:                                              ; preds = %134, %131
  %135 = phi i64 [ 0, %131 ], [ %147, %134 ]
  %136 = add i64 %135, %112
  %137 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %135
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  %139 = load <2 x i64>, ptr %137, align 8, !tbaa !35, !alias.scope !57
  %140 = load <2 x i64>, ptr %138, align 8, !tbaa !35, !alias.scope !57
  %141 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %136
  %142 = getelementptr inbounds i8, ptr %141, i64 16
  %143 = load <2 x i64>, ptr %141, align 8, !tbaa !35, !alias.scope !60, !noalias !57
  %144 = load <2 x i64>, ptr %142, align 8, !tbaa !35, !alias.scope !60, !noalias !57
  %145 = add <2 x i64> %143, %139
  %146 = add <2 x i64> %144, %140
  store <2 x i64> %145, ptr %141, align 8, !tbaa !35, !alias.scope !60, !noalias !57
  store <2 x i64> %146, ptr %142, align 8, !tbaa !35, !alias.scope !60, !noalias !57
  %147 = add nuw i64 %135, 4
  %148 = icmp eq i64 %147, %132
  br i1 %148, label %149, label %134, !llvm.loop !62

149:                                              ; preds = %134
  %150 = icmp eq i64 %115, %132
  br i1 %150, label %164, label %151

151:                                              ; preds = %149, %117, %111
  %152 = phi i64 [ %112, %117 ], [ %112, %111 ], [ %133, %149 ]
  br label %153

153:                                              ; preds = %151, %153
  %154 = phi i64 [ %161, %153 ], [ %152, %151 ]
  %155 = sub nsw i64 %154, %112
  %156 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %155
  %157 = load i64, ptr %156, align 8, !tbaa !35
  %158 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %154
  %159 = load i64, ptr %158, align 8, !tbaa !35
  %160 = add i64 %159, %157
  store i64 %160, ptr %158, align 8, !tbaa !35
  %161 = add nsw i64 %154, 1
  %162 = trunc i64 %161 to i32
  %163 = icmp eq i32 %5, %162
  br i1 %163, label %164, label %153, !llvm.loop !63

164:                                              ; preds = %153, %149, %107
  %165 = getelementptr inbounds i8, ptr %0, i64 12
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = icmp sgt i32 %166, %1
  br i1 %167, label %221, label %168

168:                                              ; preds = %164
  %169 = sext i32 %166 to i64
  %170 = sub i32 %1, %166
  %171 = zext i32 %170 to i64
  %172 = add nuw nsw i64 %171, 1
  %173 = icmp ult i32 %170, 9
  br i1 %173, label %208, label %174

174:                                              ; preds = %168
  %175 = shl nsw i64 %169, 3
  %176 = getelementptr i8, ptr %3, i64 %175
  %177 = sub i32 %1, %166
  %178 = zext i32 %177 to i64
  %179 = shl nuw nsw i64 %178, 3
  %180 = getelementptr i8, ptr %3, i64 %175
  %181 = getelementptr i8, ptr %180, i64 %179
  %182 = getelementptr i8, ptr %181, i64 8
  %183 = getelementptr i8, ptr %3, i64 %179
  %184 = getelementptr i8, ptr %183, i64 8
  %185 = icmp ult ptr %176, %184
  %186 = icmp ult ptr %3, %182
  %187 = and i1 %185, %186
  br i1 %187, label %208, label %188

188:                                              ; preds = %174
  %189 = and i64 %172, 8589934588
  %190 = add nsw i64 %189, %169
  br label %191

191:                                              ; preds = %191, %188
  %192 = phi i64 [ 0, %188 ], [ %204, %191 ]
  %193 = add i64 %192, %169
  %194 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %192
  %195 = getelementptr inbounds i8, ptr %194, i64 16
  %196 = load <2 x i64>, ptr %194, align 8, !tbaa !35, !alias.scope !64
  %197 = load <2 x i64>, ptr %195, align 8, !tbaa !35, !alias.scope !64
  %198 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %193
  %199 = getelementptr inbounds i8, ptr %198, i64 16
  %200 = load <2 x i64>, ptr %198, align 8, !tbaa !35, !alias.scope !67, !noalias !64
  %201 = load <2 x i64>, ptr %199, align 8, !tbaa !35, !alias.scope !67, !noalias !64
  %202 = add <2 x i64> %200, %196
  %203 = add <2 x i64> %201, %197
  store <2 x i64> %202, ptr %198, align 8, !tbaa !35, !alias.scope !67, !noalias !64
  store <2 x i64> %203, ptr %199, align 8, !tbaa !35, !alias.scope !67, !noalias !64
  %204 = add nuw i64 %192, 4
  %205 = icmp eq i64 %204, %189
  br i1 %205, label %206, label %191, !llvm.loop !69

206:                                              ; preds = %191
  %207 = icmp eq i64 %172, %189
  br i1 %207, label %221, label %208

208:                                              ; preds = %206, %174, %168
  %209 = phi i64 [ %169, %174 ], [ %169, %168 ], [ %190, %206 ]
  br label %210

210:                                              ; preds = %208, %210
  %211 = phi i64 [ %218, %210 ], [ %209, %208 ]
  %212 = sub nsw i64 %211, %169
  %213 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %212
  %214 = load i64, ptr %213, align 8, !tbaa !35
  %215 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %211
  %216 = load i64, ptr %215, align 8, !tbaa !35
  %217 = add i64 %216, %214
  store i64 %217, ptr %215, align 8, !tbaa !35
  %218 = add nsw i64 %211, 1
  %219 = trunc i64 %218 to i32
  %220 = icmp eq i32 %5, %219
  br i1 %220, label %221, label %210, !llvm.loop !70

221:                                              ; preds = %210, %206, %164
  %222 = getelementptr inbounds i8, ptr %0, i64 16
  %223 = load i32, ptr %222, align 4, !tbaa !6
  %224 = icmp sgt i32 %223, %1
  br i1 %224, label %278, label %225

225:                                              ; preds = %221
  %226 = sext i32 %223 to i64
  %227 = sub i32 %1, %223
  %228 = zext i32 %227 to i64
  %229 = add nuw nsw i64 %228, 1
  %230 = icmp ult i32 %227, 9
  br i1 %230, label %265, label %231

231:                                              ; preds = %225
  %232 = shl nsw i64 %226, 3
  %233 = getelementptr i8, ptr %3, i64 %232
  %234 = sub i32 %1, %223
  %235 = zext i32 %234 to i64
  %236 = shl nuw nsw i64 %235, 3
  %237 = getelementptr i8, ptr %3, i64 %232
  %238 = getelementptr i8, ptr %237, i64 %236
  %239 = getelementptr i8, ptr %238, i64 8
  %240 = getelementptr i8, ptr %3, i64 %236
  %241 = getelementptr i8, ptr %240, i64 8
  %242 = icmp ult ptr %233, %241
  %243 = icmp ult ptr %3, %239
  %244 = and i1 %242, %243
  br i1 %244, label %265, label %245

245:                                              ; preds = %231
  %246 = and i64 %229, 8589934588
  %247 = add nsw i64 %246, %226
  br label %248

248:                                              ; preds = %248, %245
  %249 = phi i64 [ 0, %245 ], [ %261, %248 ]
  %250 = add i64 %249, %226
  %251 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %249
  %252 = getelementptr inbounds i8, ptr %251, i64 16
  %253 = load <2 x i64>, ptr %251, align 8, !tbaa !35, !alias.scope !71
  %254 = load <2 x i64>, ptr %252, align 8, !tbaa !35, !alias.scope !71
  %255 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %250
  %256 = getelementptr inbounds i8, ptr %255, i64 16
  %257 = load <2 x i64>, ptr %255, align 8, !tbaa !35, !alias.scope !74, !noalias !71
  %258 = load <2 x i64>, ptr %256, align 8, !tbaa !35, !alias.scope !74, !noalias !71
  %259 = add <2 x i64> %257, %253
  %260 = add <2 x i64> %258, %254
  store <2 x i64> %259, ptr %255, align 8, !tbaa !35, !alias.scope !74, !noalias !71
  store <2 x i64> %260, ptr %256, align 8, !tbaa !35, !alias.scope !74, !noalias !71
  %261 = add nuw i64 %249, 4
  %262 = icmp eq i64 %261, %246
  br i1 %262, label %263, label %248, !llvm.loop !76

263:                                              ; preds = %248
  %264 = icmp eq i64 %229, %246
  br i1 %264, label %278, label %265

265:                                              ; preds = %263, %231, %225
  %266 = phi i64 [ %226, %231 ], [ %226, %225 ], [ %247, %263 ]
  br label %267

267:                                              ; preds = %265, %267
  %268 = phi i64 [ %275, %267 ], [ %266, %265 ]
  %269 = sub nsw i64 %268, %226
  %270 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %269
  %271 = load i64, ptr %270, align 8, !tbaa !35
  %272 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %268
  %273 = load i64, ptr %272, align 8, !tbaa !35
  %274 = add i64 %273, %271
  store i64 %274, ptr %272, align 8, !tbaa !35
  %275 = add nsw i64 %268, 1
  %276 = trunc i64 %275 to i32
  %277 = icmp eq i32 %5, %276
  br i1 %277, label %278, label %267, !llvm.loop !77

278:                                              ; preds = %267, %263, %221
  %279 = getelementptr inbounds i8, ptr %0, i64 20
  %280 = load i32, ptr %279, align 4, !tbaa !6
  %281 = icmp sgt i32 %280, %1
  br i1 %281, label %335, label %282

282:                                              ; preds = %278
  %283 = sext i32 %280 to i64
  %284 = sub i32 %1, %280
  %285 = zext i32 %284 to i64
  %286 = add nuw nsw i64 %285, 1
  %287 = icmp ult i32 %284, 9
  br i1 %287, label %322, label %288

288:                                              ; preds = %282
  %289 = shl nsw i64 %283, 3
  %290 = getelementptr i8, ptr %3, i64 %289
  %291 = sub i32 %1, %280
  %292 = zext i32 %291 to i64
  %293 = shl nuw nsw i64 %292, 3
  %294 = getelementptr i8, ptr %3, i64 %289
  %295 = getelementptr i8, ptr %294, i64 %293
  %296 = getelementptr i8, ptr %295, i64 8
  %297 = getelementptr i8, ptr %3, i64 %293
  %298 = getelementptr i8, ptr %297, i64 8
  %299 = icmp ult ptr %290, %298
  %300 = icmp ult ptr %3, %296
  %301 = and i1 %299, %300
  br i1 %301, label %322, label %302

302:                                              ; preds = %288
  %303 = and i64 %286, 8589934588
  %304 = add nsw i64 %303, %283
  br label %305

305:                                              ; preds = %305, %302
  %306 = phi i64 [ 0, %302 ], [ %318, %305 ]
  %307 = add i64 %306, %283
  %308 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %306
  %309 = getelementptr inbounds i8, ptr %308, i64 16
  %310 = load <2 x i64>, ptr %308, align 8, !tbaa !35, !alias.scope !78
  %311 = load <2 x i64>, ptr %309, align 8, !tbaa !35, !alias.scope !78
  %312 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %307
  %313 = getelementptr inbounds i8, ptr %312, i64 16
  %314 = load <2 x i64>, ptr %312, align 8, !tbaa !35, !alias.scope !81, !noalias !78
  %315 = load <2 x i64>, ptr %313, align 8, !tbaa !35, !alias.scope !81, !noalias !78
  %316 = add <2 x i64> %314, %310
  %317 = add <2 x i64> %315, %311
  store <2 x i64> %316, ptr %312, align 8, !tbaa !35, !alias.scope !81, !noalias !78
  store <2 x i64> %317, ptr %313, align 8, !tbaa !35, !alias.scope !81, !noalias !78
  %318 = add nuw i64 %306, 4
  %319 = icmp eq i64 %318, %303
  br i1 %319, label %320, label %305, !llvm.loop !83

320:                                              ; preds = %305
  %321 = icmp eq i64 %286, %303
  br i1 %321, label %335, label %322

322:                                              ; preds = %320, %288, %282
  %323 = phi i64 [ %283, %288 ], [ %283, %282 ], [ %304, %320 ]
  br label %324

324:                                              ; preds = %322, %324
  %325 = phi i64 [ %332, %324 ], [ %323, %322 ]
  %326 = sub nsw i64 %325, %283
  %327 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %326
  %328 = load i64, ptr %327, align 8, !tbaa !35
  %329 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %325
  %330 = load i64, ptr %329, align 8, !tbaa !35
  %331 = add i64 %330, %328
  store i64 %331, ptr %329, align 8, !tbaa !35
  %332 = add nsw i64 %325, 1
  %333 = trunc i64 %332 to i32
  %334 = icmp eq i32 %5, %333
  br i1 %334, label %335, label %324, !llvm.loop !84

335:                                              ; preds = %324, %320, %278
  %336 = getelementptr inbounds i8, ptr %0, i64 24
  %337 = load i32, ptr %336, align 4, !tbaa !6
  %338 = icmp sgt i32 %337, %1
  br i1 %338, label %392, label %339

339:                                              ; preds = %335
  %340 = sext i32 %337 to i64
  %341 = sub i32 %1, %337
  %342 = zext i32 %341 to i64
  %343 = add nuw nsw i64 %342, 1
  %344 = icmp ult i32 %341, 9
  br i1 %344, label %379, label %345

345:                                              ; preds = %339
  %346 = shl nsw i64 %340, 3
  %347 = getelementptr i8, ptr %3, i64 %346
  %348 = sub i32 %1, %337
  %349 = zext i32 %348 to i64
  %350 = shl nuw nsw i64 %349, 3
  %351 = getelementptr i8, ptr %3, i64 %346
  %352 = getelementptr i8, ptr %351, i64 %350
  %353 = getelementptr i8, ptr %352, i64 8
  %354 = getelementptr i8, ptr %3, i64 %350
  %355 = getelementptr i8, ptr %354, i64 8
  %356 = icmp ult ptr %347, %355
  %357 = icmp ult ptr %3, %353
  %358 = and i1 %356, %357
  br i1 %358, label %379, label %359

359:                                              ; preds = %345
  %360 = and i64 %343, 8589934588
  %361 = add nsw i64 %360, %340
  br label %362

362:                                              ; preds = %362, %359
  %363 = phi i64 [ 0, %359 ], [ %375, %362 ]
  %364 = add i64 %363, %340
  %365 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %363
  %366 = getelementptr inbounds i8, ptr %365, i64 16
  %367 = load <2 x i64>, ptr %365, align 8, !tbaa !35, !alias.scope !85
  %368 = load <2 x i64>, ptr %366, align 8, !tbaa !35, !alias.scope !85
  %369 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %364
  %370 = getelementptr inbounds i8, ptr %369, i64 16
  %371 = load <2 x i64>, ptr %369, align 8, !tbaa !35, !alias.scope !88, !noalias !85
  %372 = load <2 x i64>, ptr %370, align 8, !tbaa !35, !alias.scope !88, !noalias !85
  %373 = add <2 x i64> %371, %367
  %374 = add <2 x i64> %372, %368
  store <2 x i64> %373, ptr %369, align 8, !tbaa !35, !alias.scope !88, !noalias !85
  store <2 x i64> %374, ptr %370, align 8, !tbaa !35, !alias.scope !88, !noalias !85
  %375 = add nuw i64 %363, 4
  %376 = icmp eq i64 %375, %360
  br i1 %376, label %377, label %362, !llvm.loop !90

377:                                              ; preds = %362
  %378 = icmp eq i64 %343, %360
  br i1 %378, label %392, label %379

379:                                              ; preds = %377, %345, %339
  %380 = phi i64 [ %340, %345 ], [ %340, %339 ], [ %361, %377 ]
  br label %381

381:                                              ; preds = %379, %381
  %382 = phi i64 [ %389, %381 ], [ %380, %379 ]
  %383 = sub nsw i64 %382, %340
  %384 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %383
  %385 = load i64, ptr %384, align 8, !tbaa !35
  %386 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %382
  %387 = load i64, ptr %386, align 8, !tbaa !35
  %388 = add i64 %387, %385
  store i64 %388, ptr %386, align 8, !tbaa !35
  %389 = add nsw i64 %382, 1
  %390 = trunc i64 %389 to i32
  %391 = icmp eq i32 %5, %390
  br i1 %391, label %392, label %381, !llvm.loop !91

392:                                              ; preds = %381, %377, %335
  %393 = getelementptr inbounds i8, ptr %0, i64 28
  %394 = load i32, ptr %393, align 4, !tbaa !6
  %395 = icmp sgt i32 %394, %1
  br i1 %395, label %449, label %396

396:                                              ; preds = %392
  %397 = sext i32 %394 to i64
  %398 = sub i32 %1, %394
  %399 = zext i32 %398 to i64
  %400 = add nuw nsw i64 %399, 1
  %401 = icmp ult i32 %398, 9
  br i1 %401, label %436, label %402

402:                                              ; preds = %396
  %403 = shl nsw i64 %397, 3
  %404 = getelementptr i8, ptr %3, i64 %403
  %405 = sub i32 %1, %394
  %406 = zext i32 %405 to i64
  %407 = shl nuw nsw i64 %406, 3
  %408 = getelementptr i8, ptr %3, i64 %403
  %409 = getelementptr i8, ptr %408, i64 %407
  %410 = getelementptr i8, ptr %409, i64 8
  %411 = getelementptr i8, ptr %3, i64 %407
  %412 = getelementptr i8, ptr %411, i64 8
  %413 = icmp ult ptr %404, %412
  %414 = icmp ult ptr %3, %410
  %415 = and i1 %413, %414
  br i1 %415, label %436, label %416

416:                                              ; preds = %402
  %417 = and i64 %400, 8589934588
  %418 = add nsw i64 %417, %397
  br label %419

419:                                              ; preds = %419, %416
  %420 = phi i64 [ 0, %416 ], [ %432, %419 ]
  %421 = add i64 %420, %397
  %422 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %420
  %423 = getelementptr inbounds i8, ptr %422, i64 16
  %424 = load <2 x i64>, ptr %422, align 8, !tbaa !35, !alias.scope !92
  %425 = load <2 x i64>, ptr %423, align 8, !tbaa !35, !alias.scope !92
  %426 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %421
  %427 = getelementptr inbounds i8, ptr %426, i64 16
  %428 = load <2 x i64>, ptr %426, align 8, !tbaa !35, !alias.scope !95, !noalias !92
  %429 = load <2 x i64>, ptr %427, align 8, !tbaa !35, !alias.scope !95, !noalias !92
  %430 = add <2 x i64> %428, %424
  %431 = add <2 x i64> %429, %425
  store <2 x i64> %430, ptr %426, align 8, !tbaa !35, !alias.scope !95, !noalias !92
  store <2 x i64> %431, ptr %427, align 8, !tbaa !35, !alias.scope !95, !noalias !92
  %432 = add nuw i64 %420, 4
  %433 = icmp eq i64 %432, %417
  br i1 %433, label %434, label %419, !llvm.loop !97

434:                                              ; preds = %419
  %435 = icmp eq i64 %400, %417
  br i1 %435, label %449, label %436

436:                                              ; preds = %434, %402, %396
  %437 = phi i64 [ %397, %402 ], [ %397, %396 ], [ %418, %434 ]
  br label %438

438:                                              ; preds = %436, %438
  %439 = phi i64 [ %446, %438 ], [ %437, %436 ]
  %440 = sub nsw i64 %439, %397
  %441 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %440
  %442 = load i64, ptr %441, align 8, !tbaa !35
  %443 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %439
  %444 = load i64, ptr %443, align 8, !tbaa !35
  %445 = add i64 %444, %442
  store i64 %445, ptr %443, align 8, !tbaa !35
  %446 = add nsw i64 %439, 1
  %447 = trunc i64 %446 to i32
  %448 = icmp eq i32 %5, %447
  br i1 %448, label %449, label %438, !llvm.loop !98

449:                                              ; preds = %438, %434, %392
  %450 = zext nneg i32 %1 to i64
  %451 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %450
  %452 = load i64, ptr %451, align 8, !tbaa !35
  call void @llvm.lifetime.end.p0(i64 8008, ptr nonnull %3) #6
  ret i64 %452

453:                                              ; preds = %14, %453
  %454 = phi i64 [ %461, %453 ], [ %15, %14 ]
  %455 = sub nsw i64 %454, %9
  %456 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %455
  %457 = load i64, ptr %456, align 8, !tbaa !35
  %458 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %454
  %459 = load i64, ptr %458, align 8, !tbaa !35
  %460 = add i64 %459, %457
  store i64 %460, ptr %458, align 8, !tbaa !35
  %461 = add nsw i64 %454, 1
  %462 = trunc i64 %461 to i32
  %463 = icmp eq i32 %5, %462
  br i1 %463, label %50, label %453, !llvm.loop !99
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i64> @llvm.ctpop.v4i64(<4 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!10 = !{!11}
!11 = distinct !{!11, !12}
!12 = distinct !{!12, !"LVerDomain"}
!13 = !{!14}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16, !17}
!21 = !{!22}
!22 = distinct !{!22, !23}
!23 = distinct !{!23, !"LVerDomain"}
!24 = !{!25}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !16, !17, !18}
!27 = distinct !{!27, !16, !17}
!28 = !{!29}
!29 = distinct !{!29, !30}
!30 = distinct !{!30, !"LVerDomain"}
!31 = !{!32}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !16, !17, !18}
!34 = distinct !{!34, !16, !17}
!35 = !{!36, !36, i64 0}
!36 = !{!"long", !8, i64 0}
!37 = distinct !{!37, !16}
!38 = distinct !{!38, !16}
!39 = distinct !{!39, !16}
!40 = distinct !{!40, !16, !17, !18}
!41 = distinct !{!41, !16}
!42 = distinct !{!42, !16}
!43 = distinct !{!43, !16}
!44 = !{!45}
!45 = distinct !{!45, !46}
!46 = distinct !{!46, !"LVerDomain"}
!47 = !{!48}
!48 = distinct !{!48, !46}
!49 = distinct !{!49, !16, !17, !18}
!50 = !{!51}
!51 = distinct !{!51, !52}
!52 = distinct !{!52, !"LVerDomain"}
!53 = !{!54}
!54 = distinct !{!54, !52}
!55 = distinct !{!55, !16, !17, !18}
!56 = distinct !{!56, !16, !17}
!57 = !{!58}
!58 = distinct !{!58, !59}
!59 = distinct !{!59, !"LVerDomain"}
!60 = !{!61}
!61 = distinct !{!61, !59}
!62 = distinct !{!62, !16, !17, !18}
!63 = distinct !{!63, !16, !17}
!64 = !{!65}
!65 = distinct !{!65, !66}
!66 = distinct !{!66, !"LVerDomain"}
!67 = !{!68}
!68 = distinct !{!68, !66}
!69 = distinct !{!69, !16, !17, !18}
!70 = distinct !{!70, !16, !17}
!71 = !{!72}
!72 = distinct !{!72, !73}
!73 = distinct !{!73, !"LVerDomain"}
!74 = !{!75}
!75 = distinct !{!75, !73}
!76 = distinct !{!76, !16, !17, !18}
!77 = distinct !{!77, !16, !17}
!78 = !{!79}
!79 = distinct !{!79, !80}
!80 = distinct !{!80, !"LVerDomain"}
!81 = !{!82}
!82 = distinct !{!82, !80}
!83 = distinct !{!83, !16, !17, !18}
!84 = distinct !{!84, !16, !17}
!85 = !{!86}
!86 = distinct !{!86, !87}
!87 = distinct !{!87, !"LVerDomain"}
!88 = !{!89}
!89 = distinct !{!89, !87}
!90 = distinct !{!90, !16, !17, !18}
!91 = distinct !{!91, !16, !17}
!92 = !{!93}
!93 = distinct !{!93, !94}
!94 = distinct !{!94, !"LVerDomain"}
!95 = !{!96}
!96 = distinct !{!96, !94}
!97 = distinct !{!97, !16, !17, !18}
!98 = distinct !{!98, !16, !17}
!99 = distinct !{!99, !16, !17}
