; ModuleID = 'programs/knapsack_bitset_dp.c'
source_filename = "programs/knapsack_bitset_dp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [56 x i8] c"knapsack: cap 100 -> %d, cap 500 -> %d, cap 1000 -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [65 x i8] c"subset sums reachable below %d: %d (has 1000: %d, has 4095: %d)\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 16
@.str.2 = private unnamed_addr constant [37 x i8] c"coin ways(200)=%llu ways(1000)=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"lis=%d\0A\00", align 1
@knapsack.best = internal unnamed_addr global [1001 x i32] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2000 x i32], align 16
  %2 = alloca [64 x i64], align 16
  %3 = alloca [60 x i32], align 16
  %4 = alloca [60 x i32], align 16
  %5 = alloca [64 x i64], align 16
  %6 = alloca [2000 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %4) #6
  br label %397

7:                                                ; preds = %397
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4004) @knapsack.best, i8 0, i64 4004, i1 false)
  br label %8

8:                                                ; preds = %119, %7
  %9 = phi i64 [ 0, %7 ], [ %120, %119 ]
  %10 = getelementptr inbounds i32, ptr %3, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = icmp sgt i32 %11, 100
  br i1 %12, label %119, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i32, ptr %4, i64 %9
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = sext i32 %11 to i64
  %17 = sub nsw i64 101, %16
  %18 = icmp ult i64 %17, 24
  br i1 %18, label %19, label %21

19:                                               ; preds = %117, %35, %21, %13
  %20 = phi i64 [ 100, %35 ], [ 100, %21 ], [ 100, %13 ], [ %43, %117 ]
  br label %122

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
  %42 = and i64 %17, -8
  %43 = sub nsw i64 100, %42
  %44 = insertelement <4 x i32> poison, i32 %15, i64 0
  %45 = shufflevector <4 x i32> %44, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %46

46:                                               ; preds = %114, %41
  %47 = phi i64 [ 0, %41 ], [ %115, %114 ]
  %48 = sub i64 100, %47
  %49 = sub i64 96, %47
  %50 = sub nsw i64 %48, %16
  %51 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %50
  %52 = getelementptr inbounds i8, ptr %51, i64 -12
  %53 = getelementptr inbounds i8, ptr %51, i64 -28
  %54 = load <4 x i32>, ptr %52, align 4, !tbaa !5, !alias.scope !9
  %55 = shufflevector <4 x i32> %54, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %56 = load <4 x i32>, ptr %53, align 4, !tbaa !5, !alias.scope !9
  %57 = shufflevector <4 x i32> %56, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %58 = add nsw <4 x i32> %55, %45
  %59 = add nsw <4 x i32> %57, %45
  %60 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %48
  %61 = getelementptr inbounds i8, ptr %60, i64 -12
  %62 = getelementptr inbounds i8, ptr %60, i64 -28
  %63 = load <4 x i32>, ptr %61, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  %64 = shufflevector <4 x i32> %63, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %65 = load <4 x i32>, ptr %62, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  %66 = shufflevector <4 x i32> %65, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %67 = icmp sgt <4 x i32> %58, %64
  %68 = icmp sgt <4 x i32> %59, %66
  %69 = extractelement <4 x i1> %67, i64 0
  br i1 %69, label %70, label %73

70:                                               ; preds = %46
  %71 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %48
  %72 = extractelement <4 x i32> %58, i64 0
  store i32 %72, ptr %71, align 16, !tbaa !5, !alias.scope !12, !noalias !9
  br label %73

73:                                               ; preds = %70, %46
  %74 = extractelement <4 x i1> %67, i64 1
  br i1 %74, label %75, label %79

75:                                               ; preds = %73
  %76 = sub i64 99, %47
  %77 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %76
  %78 = extractelement <4 x i32> %58, i64 1
  store i32 %78, ptr %77, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  br label %79

79:                                               ; preds = %75, %73
  %80 = extractelement <4 x i1> %67, i64 2
  br i1 %80, label %81, label %85

81:                                               ; preds = %79
  %82 = sub i64 98, %47
  %83 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %82
  %84 = extractelement <4 x i32> %58, i64 2
  store i32 %84, ptr %83, align 8, !tbaa !5, !alias.scope !12, !noalias !9
  br label %85

85:                                               ; preds = %81, %79
  %86 = extractelement <4 x i1> %67, i64 3
  br i1 %86, label %87, label %91

87:                                               ; preds = %85
  %88 = sub i64 97, %47
  %89 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %88
  %90 = extractelement <4 x i32> %58, i64 3
  store i32 %90, ptr %89, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  br label %91

91:                                               ; preds = %87, %85
  %92 = extractelement <4 x i1> %68, i64 0
  br i1 %92, label %93, label %96

93:                                               ; preds = %91
  %94 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %49
  %95 = extractelement <4 x i32> %59, i64 0
  store i32 %95, ptr %94, align 16, !tbaa !5, !alias.scope !12, !noalias !9
  br label %96

96:                                               ; preds = %93, %91
  %97 = extractelement <4 x i1> %68, i64 1
  br i1 %97, label %98, label %102

98:                                               ; preds = %96
  %99 = sub i64 95, %47
  %100 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %99
  %101 = extractelement <4 x i32> %59, i64 1
  store i32 %101, ptr %100, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  br label %102

102:                                              ; preds = %98, %96
  %103 = extractelement <4 x i1> %68, i64 2
  br i1 %103, label %104, label %108

104:                                              ; preds = %102
  %105 = sub i64 94, %47
  %106 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %105
  %107 = extractelement <4 x i32> %59, i64 2
  store i32 %107, ptr %106, align 8, !tbaa !5, !alias.scope !12, !noalias !9
  br label %108

108:                                              ; preds = %104, %102
  %109 = extractelement <4 x i1> %68, i64 3
  br i1 %109, label %110, label %114

110:                                              ; preds = %108
  %111 = sub i64 93, %47
  %112 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %111
  %113 = extractelement <4 x i32> %59, i64 3
  store i32 %113, ptr %112, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  br label %114

114:                                              ; preds = %110, %108
  %115 = add nuw i64 %47, 8
  %116 = icmp eq i64 %115, %42
  br i1 %116, label %117, label %46, !llvm.loop !14

117:                                              ; preds = %114
  %118 = icmp eq i64 %17, %42
  br i1 %118, label %119, label %19

119:                                              ; preds = %132, %117, %8
  %120 = add nuw nsw i64 %9, 1
  %121 = icmp eq i64 %120, 60
  br i1 %121, label %135, label %8, !llvm.loop !18

122:                                              ; preds = %19, %132
  %123 = phi i64 [ %133, %132 ], [ %20, %19 ]
  %124 = sub nsw i64 %123, %16
  %125 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %124
  %126 = load i32, ptr %125, align 4, !tbaa !5
  %127 = add nsw i32 %126, %15
  %128 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %123
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = icmp sgt i32 %127, %129
  br i1 %130, label %131, label %132

131:                                              ; preds = %122
  store i32 %127, ptr %128, align 4, !tbaa !5
  br label %132

132:                                              ; preds = %131, %122
  %133 = add nsw i64 %123, -1
  %134 = icmp sgt i64 %123, %16
  br i1 %134, label %122, label %119, !llvm.loop !19

135:                                              ; preds = %119
  %136 = load i32, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 400), align 16, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4004) @knapsack.best, i8 0, i64 4004, i1 false)
  br label %137

137:                                              ; preds = %248, %135
  %138 = phi i64 [ 0, %135 ], [ %249, %248 ]
  %139 = getelementptr inbounds i32, ptr %3, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !5
  %141 = icmp sgt i32 %140, 500
  br i1 %141, label %248, label %142

142:                                              ; preds = %137
  %143 = getelementptr inbounds i32, ptr %4, i64 %138
  %144 = load i32, ptr %143, align 4, !tbaa !5
  %145 = sext i32 %140 to i64
  %146 = sub nsw i64 501, %145
  %147 = icmp ult i64 %146, 24
  br i1 %147, label %148, label %150

148:                                              ; preds = %246, %164, %150, %142
  %149 = phi i64 [ 500, %164 ], [ 500, %150 ], [ 500, %142 ], [ %172, %246 ]
  br label %251

150:                                              ; preds = %142
  %151 = shl nsw i64 %145, 2
  %152 = getelementptr i8, ptr @knapsack.best, i64 %151
  %153 = icmp ugt ptr %152, getelementptr inbounds (i8, ptr @knapsack.best, i64 2000)
  %154 = mul nsw i64 %145, -4
  %155 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 2000), i64 %154
  %156 = shl nsw i64 %145, 2
  %157 = add nsw i64 %145, -501
  %158 = icmp ult i64 %157, -4611686018427387904
  %159 = getelementptr i8, ptr %155, i64 %156
  %160 = getelementptr i8, ptr %159, i64 -2000
  %161 = icmp ugt ptr %160, %155
  %162 = or i1 %161, %158
  %163 = or i1 %153, %162
  br i1 %163, label %148, label %164

164:                                              ; preds = %150
  %165 = shl nsw i64 %145, 2
  %166 = getelementptr i8, ptr @knapsack.best, i64 %165
  %167 = mul nsw i64 %145, -4
  %168 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 2004), i64 %167
  %169 = icmp ult ptr %166, %168
  br i1 %169, label %148, label %170

170:                                              ; preds = %164
  %171 = and i64 %146, -8
  %172 = sub nsw i64 500, %171
  %173 = insertelement <4 x i32> poison, i32 %144, i64 0
  %174 = shufflevector <4 x i32> %173, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %175

175:                                              ; preds = %243, %170
  %176 = phi i64 [ 0, %170 ], [ %244, %243 ]
  %177 = sub i64 500, %176
  %178 = sub i64 496, %176
  %179 = sub nsw i64 %177, %145
  %180 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %179
  %181 = getelementptr inbounds i8, ptr %180, i64 -12
  %182 = getelementptr inbounds i8, ptr %180, i64 -28
  %183 = load <4 x i32>, ptr %181, align 4, !tbaa !5, !alias.scope !20
  %184 = shufflevector <4 x i32> %183, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %185 = load <4 x i32>, ptr %182, align 4, !tbaa !5, !alias.scope !20
  %186 = shufflevector <4 x i32> %185, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %187 = add nsw <4 x i32> %184, %174
  %188 = add nsw <4 x i32> %186, %174
  %189 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %177
  %190 = getelementptr inbounds i8, ptr %189, i64 -12
  %191 = getelementptr inbounds i8, ptr %189, i64 -28
  %192 = load <4 x i32>, ptr %190, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  %193 = shufflevector <4 x i32> %192, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %194 = load <4 x i32>, ptr %191, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  %195 = shufflevector <4 x i32> %194, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %196 = icmp sgt <4 x i32> %187, %193
  %197 = icmp sgt <4 x i32> %188, %195
  %198 = extractelement <4 x i1> %196, i64 0
  br i1 %198, label %199, label %202

199:                                              ; preds = %175
  %200 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %177
  %201 = extractelement <4 x i32> %187, i64 0
  store i32 %201, ptr %200, align 16, !tbaa !5, !alias.scope !23, !noalias !20
  br label %202

202:                                              ; preds = %199, %175
  %203 = extractelement <4 x i1> %196, i64 1
  br i1 %203, label %204, label %208

204:                                              ; preds = %202
  %205 = sub i64 499, %176
  %206 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %205
  %207 = extractelement <4 x i32> %187, i64 1
  store i32 %207, ptr %206, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  br label %208

208:                                              ; preds = %204, %202
  %209 = extractelement <4 x i1> %196, i64 2
  br i1 %209, label %210, label %214

210:                                              ; preds = %208
  %211 = sub i64 498, %176
  %212 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %211
  %213 = extractelement <4 x i32> %187, i64 2
  store i32 %213, ptr %212, align 8, !tbaa !5, !alias.scope !23, !noalias !20
  br label %214

214:                                              ; preds = %210, %208
  %215 = extractelement <4 x i1> %196, i64 3
  br i1 %215, label %216, label %220

216:                                              ; preds = %214
  %217 = sub i64 497, %176
  %218 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %217
  %219 = extractelement <4 x i32> %187, i64 3
  store i32 %219, ptr %218, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  br label %220

220:                                              ; preds = %216, %214
  %221 = extractelement <4 x i1> %197, i64 0
  br i1 %221, label %222, label %225

222:                                              ; preds = %220
  %223 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %178
  %224 = extractelement <4 x i32> %188, i64 0
  store i32 %224, ptr %223, align 16, !tbaa !5, !alias.scope !23, !noalias !20
  br label %225

225:                                              ; preds = %222, %220
  %226 = extractelement <4 x i1> %197, i64 1
  br i1 %226, label %227, label %231

227:                                              ; preds = %225
  %228 = sub i64 495, %176
  %229 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %228
  %230 = extractelement <4 x i32> %188, i64 1
  store i32 %230, ptr %229, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  br label %231

231:                                              ; preds = %227, %225
  %232 = extractelement <4 x i1> %197, i64 2
  br i1 %232, label %233, label %237

233:                                              ; preds = %231
  %234 = sub i64 494, %176
  %235 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %234
  %236 = extractelement <4 x i32> %188, i64 2
  store i32 %236, ptr %235, align 8, !tbaa !5, !alias.scope !23, !noalias !20
  br label %237

237:                                              ; preds = %233, %231
  %238 = extractelement <4 x i1> %197, i64 3
  br i1 %238, label %239, label %243

239:                                              ; preds = %237
  %240 = sub i64 493, %176
  %241 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %240
  %242 = extractelement <4 x i32> %188, i64 3
  store i32 %242, ptr %241, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  br label %243

243:                                              ; preds = %239, %237
  %244 = add nuw i64 %176, 8
  %245 = icmp eq i64 %244, %171
  br i1 %245, label %246, label %175, !llvm.loop !25

246:                                              ; preds = %243
  %247 = icmp eq i64 %146, %171
  br i1 %247, label %248, label %148

248:                                              ; preds = %261, %246, %137
  %249 = add nuw nsw i64 %138, 1
  %250 = icmp eq i64 %249, 60
  br i1 %250, label %264, label %137, !llvm.loop !18

251:                                              ; preds = %148, %261
  %252 = phi i64 [ %262, %261 ], [ %149, %148 ]
  %253 = sub nsw i64 %252, %145
  %254 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %253
  %255 = load i32, ptr %254, align 4, !tbaa !5
  %256 = add nsw i32 %255, %144
  %257 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %252
  %258 = load i32, ptr %257, align 4, !tbaa !5
  %259 = icmp sgt i32 %256, %258
  br i1 %259, label %260, label %261

260:                                              ; preds = %251
  store i32 %256, ptr %257, align 4, !tbaa !5
  br label %261

261:                                              ; preds = %260, %251
  %262 = add nsw i64 %252, -1
  %263 = icmp sgt i64 %252, %145
  br i1 %263, label %251, label %248, !llvm.loop !26

264:                                              ; preds = %248
  %265 = load i32, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 2000), align 16, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4004) @knapsack.best, i8 0, i64 4004, i1 false)
  br label %266

266:                                              ; preds = %377, %264
  %267 = phi i64 [ 0, %264 ], [ %378, %377 ]
  %268 = getelementptr inbounds i32, ptr %3, i64 %267
  %269 = load i32, ptr %268, align 4, !tbaa !5
  %270 = icmp sgt i32 %269, 1000
  br i1 %270, label %377, label %271

271:                                              ; preds = %266
  %272 = getelementptr inbounds i32, ptr %4, i64 %267
  %273 = load i32, ptr %272, align 4, !tbaa !5
  %274 = sext i32 %269 to i64
  %275 = sub nsw i64 1001, %274
  %276 = icmp ult i64 %275, 24
  br i1 %276, label %277, label %279

277:                                              ; preds = %375, %293, %279, %271
  %278 = phi i64 [ 1000, %293 ], [ 1000, %279 ], [ 1000, %271 ], [ %301, %375 ]
  br label %380

279:                                              ; preds = %271
  %280 = shl nsw i64 %274, 2
  %281 = getelementptr i8, ptr @knapsack.best, i64 %280
  %282 = icmp ugt ptr %281, getelementptr inbounds (i8, ptr @knapsack.best, i64 4000)
  %283 = mul nsw i64 %274, -4
  %284 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 4000), i64 %283
  %285 = shl nsw i64 %274, 2
  %286 = add nsw i64 %274, -1001
  %287 = icmp ult i64 %286, -4611686018427387904
  %288 = getelementptr i8, ptr %284, i64 %285
  %289 = getelementptr i8, ptr %288, i64 -4000
  %290 = icmp ugt ptr %289, %284
  %291 = or i1 %290, %287
  %292 = or i1 %282, %291
  br i1 %292, label %277, label %293

293:                                              ; preds = %279
  %294 = shl nsw i64 %274, 2
  %295 = getelementptr i8, ptr @knapsack.best, i64 %294
  %296 = mul nsw i64 %274, -4
  %297 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 4004), i64 %296
  %298 = icmp ult ptr %295, %297
  br i1 %298, label %277, label %299

299:                                              ; preds = %293
  %300 = and i64 %275, -8
  %301 = sub nsw i64 1000, %300
  %302 = insertelement <4 x i32> poison, i32 %273, i64 0
  %303 = shufflevector <4 x i32> %302, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %304

304:                                              ; preds = %372, %299
  %305 = phi i64 [ 0, %299 ], [ %373, %372 ]
  %306 = sub i64 1000, %305
  %307 = sub i64 996, %305
  %308 = sub nsw i64 %306, %274
  %309 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %308
  %310 = getelementptr inbounds i8, ptr %309, i64 -12
  %311 = getelementptr inbounds i8, ptr %309, i64 -28
  %312 = load <4 x i32>, ptr %310, align 4, !tbaa !5, !alias.scope !27
  %313 = shufflevector <4 x i32> %312, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %314 = load <4 x i32>, ptr %311, align 4, !tbaa !5, !alias.scope !27
  %315 = shufflevector <4 x i32> %314, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %316 = add nsw <4 x i32> %313, %303
  %317 = add nsw <4 x i32> %315, %303
  %318 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %306
  %319 = getelementptr inbounds i8, ptr %318, i64 -12
  %320 = getelementptr inbounds i8, ptr %318, i64 -28
  %321 = load <4 x i32>, ptr %319, align 4, !tbaa !5, !alias.scope !30, !noalias !27
  %322 = shufflevector <4 x i32> %321, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %323 = load <4 x i32>, ptr %320, align 4, !tbaa !5, !alias.scope !30, !noalias !27
  %324 = shufflevector <4 x i32> %323, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %325 = icmp sgt <4 x i32> %316, %322
  %326 = icmp sgt <4 x i32> %317, %324
  %327 = extractelement <4 x i1> %325, i64 0
  br i1 %327, label %328, label %331

328:                                              ; preds = %304
  %329 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %306
  %330 = extractelement <4 x i32> %316, i64 0
  store i32 %330, ptr %329, align 16, !tbaa !5, !alias.scope !30, !noalias !27
  br label %331

331:                                              ; preds = %328, %304
  %332 = extractelement <4 x i1> %325, i64 1
  br i1 %332, label %333, label %337

333:                                              ; preds = %331
  %334 = sub i64 999, %305
  %335 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %334
  %336 = extractelement <4 x i32> %316, i64 1
  store i32 %336, ptr %335, align 4, !tbaa !5, !alias.scope !30, !noalias !27
  br label %337

337:                                              ; preds = %333, %331
  %338 = extractelement <4 x i1> %325, i64 2
  br i1 %338, label %339, label %343

339:                                              ; preds = %337
  %340 = sub i64 998, %305
  %341 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %340
  %342 = extractelement <4 x i32> %316, i64 2
  store i32 %342, ptr %341, align 8, !tbaa !5, !alias.scope !30, !noalias !27
  br label %343

343:                                              ; preds = %339, %337
  %344 = extractelement <4 x i1> %325, i64 3
  br i1 %344, label %345, label %349

345:                                              ; preds = %343
  %346 = sub i64 997, %305
  %347 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %346
  %348 = extractelement <4 x i32> %316, i64 3
  store i32 %348, ptr %347, align 4, !tbaa !5, !alias.scope !30, !noalias !27
  br label %349

349:                                              ; preds = %345, %343
  %350 = extractelement <4 x i1> %326, i64 0
  br i1 %350, label %351, label %354

351:                                              ; preds = %349
  %352 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %307
  %353 = extractelement <4 x i32> %317, i64 0
  store i32 %353, ptr %352, align 16, !tbaa !5, !alias.scope !30, !noalias !27
  br label %354

354:                                              ; preds = %351, %349
  %355 = extractelement <4 x i1> %326, i64 1
  br i1 %355, label %356, label %360

356:                                              ; preds = %354
  %357 = sub i64 995, %305
  %358 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %357
  %359 = extractelement <4 x i32> %317, i64 1
  store i32 %359, ptr %358, align 4, !tbaa !5, !alias.scope !30, !noalias !27
  br label %360

360:                                              ; preds = %356, %354
  %361 = extractelement <4 x i1> %326, i64 2
  br i1 %361, label %362, label %366

362:                                              ; preds = %360
  %363 = sub i64 994, %305
  %364 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %363
  %365 = extractelement <4 x i32> %317, i64 2
  store i32 %365, ptr %364, align 8, !tbaa !5, !alias.scope !30, !noalias !27
  br label %366

366:                                              ; preds = %362, %360
  %367 = extractelement <4 x i1> %326, i64 3
  br i1 %367, label %368, label %372

368:                                              ; preds = %366
  %369 = sub i64 993, %305
  %370 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %369
  %371 = extractelement <4 x i32> %317, i64 3
  store i32 %371, ptr %370, align 4, !tbaa !5, !alias.scope !30, !noalias !27
  br label %372

372:                                              ; preds = %368, %366
  %373 = add nuw i64 %305, 8
  %374 = icmp eq i64 %373, %300
  br i1 %374, label %375, label %304, !llvm.loop !32

375:                                              ; preds = %372
  %376 = icmp eq i64 %275, %300
  br i1 %376, label %377, label %277

377:                                              ; preds = %390, %375, %266
  %378 = add nuw nsw i64 %267, 1
  %379 = icmp eq i64 %378, 60
  br i1 %379, label %393, label %266, !llvm.loop !18

380:                                              ; preds = %277, %390
  %381 = phi i64 [ %391, %390 ], [ %278, %277 ]
  %382 = sub nsw i64 %381, %274
  %383 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %382
  %384 = load i32, ptr %383, align 4, !tbaa !5
  %385 = add nsw i32 %384, %273
  %386 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %381
  %387 = load i32, ptr %386, align 4, !tbaa !5
  %388 = icmp sgt i32 %385, %387
  br i1 %388, label %389, label %390

389:                                              ; preds = %380
  store i32 %385, ptr %386, align 4, !tbaa !5
  br label %390

390:                                              ; preds = %389, %380
  %391 = add nsw i64 %381, -1
  %392 = icmp sgt i64 %381, %274
  br i1 %392, label %380, label %377, !llvm.loop !33

393:                                              ; preds = %377
  %394 = load i32, ptr getelementptr inbounds (i8, ptr @knapsack.best, i64 4000), align 16, !tbaa !5
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %136, i32 noundef %265, i32 noundef %394)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %5, i8 0, i64 512, i1 false)
  store i64 1, ptr %5, align 16
  %396 = getelementptr i8, ptr %5, i64 -8
  br label %414

397:                                              ; preds = %0, %397
  %398 = phi i64 [ 0, %0 ], [ %412, %397 ]
  %399 = phi i32 [ 17, %0 ], [ %407, %397 ]
  %400 = mul i32 %399, 1103515245
  %401 = add i32 %400, 12345
  %402 = lshr i32 %401, 8
  %403 = urem i32 %402, 60
  %404 = add nuw nsw i32 %403, 5
  %405 = getelementptr inbounds [60 x i32], ptr %3, i64 0, i64 %398
  store i32 %404, ptr %405, align 4, !tbaa !5
  %406 = mul i32 %401, 1103515245
  %407 = add i32 %406, 12345
  %408 = lshr i32 %407, 8
  %409 = urem i32 %408, 100
  %410 = add nuw nsw i32 %409, 1
  %411 = getelementptr inbounds [60 x i32], ptr %4, i64 0, i64 %398
  store i32 %410, ptr %411, align 4, !tbaa !5
  %412 = add nuw nsw i64 %398, 1
  %413 = icmp eq i64 %412, 60
  br i1 %413, label %7, label %397, !llvm.loop !34

414:                                              ; preds = %393, %474
  %415 = phi i64 [ 0, %393 ], [ %475, %474 ]
  %416 = getelementptr inbounds [60 x i32], ptr %3, i64 0, i64 %415
  %417 = load i32, ptr %416, align 4, !tbaa !5
  %418 = mul nsw i32 %417, 3
  %419 = trunc nuw nsw i64 %415 to i32
  %420 = add nsw i32 %418, %419
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #6
  %421 = sdiv i32 %420, -64
  %422 = srem i32 %420, 64
  %423 = zext nneg i32 %422 to i64
  %424 = icmp ne i32 %422, 0
  %425 = sub nsw i32 64, %422
  %426 = zext nneg i32 %425 to i64
  br label %427

427:                                              ; preds = %444, %414
  %428 = phi i64 [ 63, %414 ], [ %447, %444 ]
  %429 = trunc nuw nsw i64 %428 to i32
  %430 = add i32 %421, %429
  %431 = icmp sgt i32 %430, -1
  br i1 %431, label %432, label %444

432:                                              ; preds = %427
  %433 = zext nneg i32 %430 to i64
  %434 = getelementptr inbounds i64, ptr %5, i64 %433
  %435 = load i64, ptr %434, align 8, !tbaa !35
  %436 = shl i64 %435, %423
  %437 = icmp ne i32 %430, 0
  %438 = and i1 %424, %437
  br i1 %438, label %439, label %444

439:                                              ; preds = %432
  %440 = getelementptr i64, ptr %396, i64 %433
  %441 = load i64, ptr %440, align 8, !tbaa !35
  %442 = lshr i64 %441, %426
  %443 = or i64 %442, %436
  br label %444

444:                                              ; preds = %439, %432, %427
  %445 = phi i64 [ %443, %439 ], [ %436, %432 ], [ 0, %427 ]
  %446 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %428
  store i64 %445, ptr %446, align 8, !tbaa !35
  %447 = add nsw i64 %428, -1
  %448 = icmp eq i64 %428, 0
  br i1 %448, label %449, label %427, !llvm.loop !37

449:                                              ; preds = %444, %449
  %450 = phi i64 [ %472, %449 ], [ 0, %444 ]
  %451 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %450
  %452 = getelementptr inbounds i8, ptr %451, i64 16
  %453 = load <2 x i64>, ptr %451, align 16, !tbaa !35
  %454 = load <2 x i64>, ptr %452, align 16, !tbaa !35
  %455 = getelementptr inbounds i64, ptr %5, i64 %450
  %456 = getelementptr inbounds i8, ptr %455, i64 16
  %457 = load <2 x i64>, ptr %455, align 16, !tbaa !35
  %458 = load <2 x i64>, ptr %456, align 16, !tbaa !35
  %459 = or <2 x i64> %457, %453
  %460 = or <2 x i64> %458, %454
  store <2 x i64> %459, ptr %455, align 16, !tbaa !35
  store <2 x i64> %460, ptr %456, align 16, !tbaa !35
  %461 = or disjoint i64 %450, 4
  %462 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %461
  %463 = getelementptr inbounds i8, ptr %462, i64 16
  %464 = load <2 x i64>, ptr %462, align 16, !tbaa !35
  %465 = load <2 x i64>, ptr %463, align 16, !tbaa !35
  %466 = getelementptr inbounds i64, ptr %5, i64 %461
  %467 = getelementptr inbounds i8, ptr %466, i64 16
  %468 = load <2 x i64>, ptr %466, align 16, !tbaa !35
  %469 = load <2 x i64>, ptr %467, align 16, !tbaa !35
  %470 = or <2 x i64> %468, %464
  %471 = or <2 x i64> %469, %465
  store <2 x i64> %470, ptr %466, align 16, !tbaa !35
  store <2 x i64> %471, ptr %467, align 16, !tbaa !35
  %472 = add nuw nsw i64 %450, 8
  %473 = icmp eq i64 %472, 64
  br i1 %473, label %474, label %449, !llvm.loop !38

474:                                              ; preds = %449
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #6
  %475 = add nuw nsw i64 %415, 1
  %476 = icmp eq i64 %475, 25
  br i1 %476, label %477, label %414, !llvm.loop !39

477:                                              ; preds = %474, %477
  %478 = phi i64 [ %491, %477 ], [ 0, %474 ]
  %479 = phi <2 x i32> [ %489, %477 ], [ zeroinitializer, %474 ]
  %480 = phi <2 x i32> [ %490, %477 ], [ zeroinitializer, %474 ]
  %481 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 %478
  %482 = getelementptr inbounds i8, ptr %481, i64 16
  %483 = load <2 x i64>, ptr %481, align 16, !tbaa !35
  %484 = load <2 x i64>, ptr %482, align 16, !tbaa !35
  %485 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %483)
  %486 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %484)
  %487 = trunc nuw nsw <2 x i64> %485 to <2 x i32>
  %488 = trunc nuw nsw <2 x i64> %486 to <2 x i32>
  %489 = add <2 x i32> %479, %487
  %490 = add <2 x i32> %480, %488
  %491 = add nuw i64 %478, 4
  %492 = icmp eq i64 %491, 64
  br i1 %492, label %493, label %477, !llvm.loop !40

493:                                              ; preds = %477
  %494 = add <2 x i32> %490, %489
  %495 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %494)
  %496 = getelementptr inbounds i8, ptr %5, i64 120
  %497 = load i64, ptr %496, align 8, !tbaa !35
  %498 = lshr i64 %497, 40
  %499 = trunc nuw nsw i64 %498 to i32
  %500 = and i32 %499, 1
  %501 = getelementptr inbounds i8, ptr %5, i64 504
  %502 = load i64, ptr %501, align 8, !tbaa !35
  %503 = lshr i64 %502, 63
  %504 = trunc nuw nsw i64 %503 to i32
  %505 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4096, i32 noundef %495, i32 noundef %500, i32 noundef %504)
  %506 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 200)
  %507 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 1000)
  %508 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %506, i64 noundef %507)
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %6) #6
  br label %541

509:                                              ; preds = %541
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %1) #6
  br label %510

510:                                              ; preds = %529, %509
  %511 = phi i64 [ 0, %509 ], [ %536, %529 ]
  %512 = phi i32 [ 0, %509 ], [ %535, %529 ]
  %513 = icmp eq i32 %512, 0
  %514 = getelementptr inbounds i32, ptr %6, i64 %511
  %515 = load i32, ptr %514, align 4, !tbaa !5
  br i1 %513, label %529, label %516

516:                                              ; preds = %510, %516
  %517 = phi i32 [ %527, %516 ], [ %512, %510 ]
  %518 = phi i32 [ %526, %516 ], [ 0, %510 ]
  %519 = add nsw i32 %518, %517
  %520 = sdiv i32 %519, 2
  %521 = sext i32 %520 to i64
  %522 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %521
  %523 = load i32, ptr %522, align 4, !tbaa !5
  %524 = icmp slt i32 %523, %515
  %525 = add nsw i32 %520, 1
  %526 = select i1 %524, i32 %525, i32 %518
  %527 = select i1 %524, i32 %517, i32 %520
  %528 = icmp slt i32 %526, %527
  br i1 %528, label %516, label %529, !llvm.loop !41

529:                                              ; preds = %516, %510
  %530 = phi i32 [ 0, %510 ], [ %526, %516 ]
  %531 = sext i32 %530 to i64
  %532 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %531
  store i32 %515, ptr %532, align 4, !tbaa !5
  %533 = icmp eq i32 %530, %512
  %534 = zext i1 %533 to i32
  %535 = add nuw nsw i32 %512, %534
  %536 = add nuw nsw i64 %511, 1
  %537 = icmp eq i64 %536, 2000
  br i1 %537, label %538, label %510, !llvm.loop !42

538:                                              ; preds = %529
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %1) #6
  %539 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %535)
  %540 = and i32 %495, 127
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %3) #6
  ret i32 %540

541:                                              ; preds = %541, %493
  %542 = phi i64 [ 0, %493 ], [ %555, %541 ]
  %543 = phi i32 [ -374248871, %493 ], [ %551, %541 ]
  %544 = mul i32 %543, 1103515245
  %545 = add i32 %544, 12345
  %546 = lshr i32 %545, 8
  %547 = urem i32 %546, 100000
  %548 = getelementptr inbounds [2000 x i32], ptr %6, i64 0, i64 %542
  store i32 %547, ptr %548, align 8, !tbaa !5
  %549 = or disjoint i64 %542, 1
  %550 = mul i32 %545, 1103515245
  %551 = add i32 %550, 12345
  %552 = lshr i32 %551, 8
  %553 = urem i32 %552, 100000
  %554 = getelementptr inbounds [2000 x i32], ptr %6, i64 0, i64 %549
  store i32 %553, ptr %554, align 4, !tbaa !5
  %555 = add nuw nsw i64 %542, 2
  %556 = icmp eq i64 %555, 2000
  br i1 %556, label %509, label %541, !llvm.loop !43
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
  %3 = alloca [1001 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 8008, ptr nonnull %3) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(8008) %3, i8 0, i64 8008, i1 false)
  store i64 1, ptr %3, align 16
  %4 = add i32 %1, 1
  %5 = load i32, ptr %0, align 4, !tbaa !5
  %6 = icmp sgt i32 %5, %1
  br i1 %6, label %64, label %7

7:                                                ; preds = %2
  %8 = sext i32 %5 to i64
  %9 = sub i32 %1, %5
  %10 = zext i32 %9 to i64
  %11 = add nuw nsw i64 %10, 1
  %12 = icmp ult i32 %9, 13
  br i1 %12, label %13, label %30

13:                                               ; preds = %62, %30, %7
  %14 = phi i64 [ %8, %30 ], [ %8, %7 ], [ %46, %62 ]
  %15 = trunc i64 %14 to i32
  %16 = add i32 %15, %1
  %17 = and i32 %16, 1
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %27

19:                                               ; preds = %13
  %20 = sub nsw i64 %14, %8
  %21 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8, !tbaa !35
  %23 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %14
  %24 = load i64, ptr %23, align 8, !tbaa !35
  %25 = add i64 %24, %22
  store i64 %25, ptr %23, align 8, !tbaa !35
  %26 = add nsw i64 %14, 1
  br label %27

27:                                               ; preds = %19, %13
  %28 = phi i64 [ %14, %13 ], [ %26, %19 ]
  %29 = icmp eq i32 %15, %1
  br i1 %29, label %64, label %621

30:                                               ; preds = %7
  %31 = shl nsw i64 %8, 3
  %32 = getelementptr i8, ptr %3, i64 %31
  %33 = sub i32 %1, %5
  %34 = zext i32 %33 to i64
  %35 = shl nuw nsw i64 %34, 3
  %36 = getelementptr i8, ptr %3, i64 %31
  %37 = getelementptr i8, ptr %36, i64 %35
  %38 = getelementptr i8, ptr %37, i64 8
  %39 = getelementptr i8, ptr %3, i64 %35
  %40 = getelementptr i8, ptr %39, i64 8
  %41 = icmp ult ptr %32, %40
  %42 = icmp ult ptr %3, %38
  %43 = and i1 %41, %42
  br i1 %43, label %13, label %44

44:                                               ; preds = %30
  %45 = and i64 %11, 8589934588
  %46 = add nsw i64 %45, %8
  br label %47

47:                                               ; preds = %47, %44
  %48 = phi i64 [ 0, %44 ], [ %60, %47 ]
  %49 = add i64 %48, %8
  %50 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %48
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load <2 x i64>, ptr %50, align 16, !tbaa !35, !alias.scope !44
  %53 = load <2 x i64>, ptr %51, align 16, !tbaa !35, !alias.scope !44
  %54 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %49
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load <2 x i64>, ptr %54, align 8, !tbaa !35, !alias.scope !47, !noalias !44
  %57 = load <2 x i64>, ptr %55, align 8, !tbaa !35, !alias.scope !47, !noalias !44
  %58 = add <2 x i64> %56, %52
  %59 = add <2 x i64> %57, %53
  store <2 x i64> %58, ptr %54, align 8, !tbaa !35, !alias.scope !47, !noalias !44
  store <2 x i64> %59, ptr %55, align 8, !tbaa !35, !alias.scope !47, !noalias !44
  %60 = add nuw i64 %48, 4
  %61 = icmp eq i64 %60, %45
  br i1 %61, label %62, label %47, !llvm.loop !49

62:                                               ; preds = %47
  %63 = icmp eq i64 %11, %45
  br i1 %63, label %64, label %13

64:                                               ; preds = %27, %621, %62, %2
  %65 = getelementptr inbounds i8, ptr %0, i64 4
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = icmp sgt i32 %66, %1
  br i1 %67, label %143, label %68

68:                                               ; preds = %64
  %69 = sext i32 %66 to i64
  %70 = sub i32 %1, %66
  %71 = zext i32 %70 to i64
  %72 = add nuw nsw i64 %71, 1
  %73 = icmp ult i32 %70, 13
  br i1 %73, label %108, label %74

74:                                               ; preds = %68
  %75 = shl nsw i64 %69, 3
  %76 = getelementptr i8, ptr %3, i64 %75
  %77 = sub i32 %1, %66
  %78 = zext i32 %77 to i64
  %79 = shl nuw nsw i64 %78, 3
  %80 = getelementptr i8, ptr %3, i64 %75
  %81 = getelementptr i8, ptr %80, i64 %79
  %82 = getelementptr i8, ptr %81, i64 8
  %83 = getelementptr i8, ptr %3, i64 %79
  %84 = getelementptr i8, ptr %83, i64 8
  %85 = icmp ult ptr %76, %84
  %86 = icmp ult ptr %3, %82
  %87 = and i1 %85, %86
  br i1 %87, label %108, label %88

88:                                               ; preds = %74
  %89 = and i64 %72, 8589934588
  %90 = add nsw i64 %89, %69
  br label %91

91:                                               ; preds = %91, %88
  %92 = phi i64 [ 0, %88 ], [ %104, %91 ]
  %93 = add i64 %92, %69
  %94 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %92
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load <2 x i64>, ptr %94, align 16, !tbaa !35, !alias.scope !50
  %97 = load <2 x i64>, ptr %95, align 16, !tbaa !35, !alias.scope !50
  %98 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %93
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load <2 x i64>, ptr %98, align 8, !tbaa !35, !alias.scope !53, !noalias !50
  %101 = load <2 x i64>, ptr %99, align 8, !tbaa !35, !alias.scope !53, !noalias !50
  %102 = add <2 x i64> %100, %96
  %103 = add <2 x i64> %101, %97
  store <2 x i64> %102, ptr %98, align 8, !tbaa !35, !alias.scope !53, !noalias !50
  store <2 x i64> %103, ptr %99, align 8, !tbaa !35, !alias.scope !53, !noalias !50
  %104 = add nuw i64 %92, 4
  %105 = icmp eq i64 %104, %89
  br i1 %105, label %106, label %91, !llvm.loop !55

106:                                              ; preds = %91
  %107 = icmp eq i64 %72, %89
  br i1 %107, label %143, label %108

108:                                              ; preds = %106, %74, %68
  %109 = phi i64 [ %69, %74 ], [ %69, %68 ], [ %90, %106 ]
  %110 = trunc i64 %109 to i32
  %111 = add i32 %110, %1
  %112 = and i32 %111, 1
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %114, label %122

114:                                              ; preds = %108
  %115 = sub nsw i64 %109, %69
  %116 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %115
  %117 = load i64, ptr %116, align 8, !tbaa !35
  %118 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %109
  %119 = load i64, ptr %118, align 8, !tbaa !35
  %120 = add i64 %119, %117
  store i64 %120, ptr %118, align 8, !tbaa !35
  %121 = add nsw i64 %109, 1
  br label %122

122:                                              ; preds = %114, %108
  %123 = phi i64 [ %109, %108 ], [ %121, %114 ]
  %124 = icmp eq i32 %110, %1
  br i1 %124, label %143, label %125

125:                                              ; preds = %122, %125
  %126 = phi i64 [ %140, %125 ], [ %123, %122 ]
  %127 = sub nsw i64 %126, %69
  %128 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %127
  %129 = load i64, ptr %128, align 8, !tbaa !35
  %130 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %126
  %131 = load i64, ptr %130, align 8, !tbaa !35
  %132 = add i64 %131, %129
  store i64 %132, ptr %130, align 8, !tbaa !35
  %133 = add nsw i64 %126, 1
  %134 = sub nsw i64 %133, %69
  %135 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %134
  %136 = load i64, ptr %135, align 8, !tbaa !35
  %137 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %133
  %138 = load i64, ptr %137, align 8, !tbaa !35
  %139 = add i64 %138, %136
  store i64 %139, ptr %137, align 8, !tbaa !35
  %140 = add nsw i64 %126, 2
  %141 = trunc i64 %140 to i32
  %142 = icmp eq i32 %4, %141
  br i1 %142, label %143, label %125, !llvm.loop !56

143:                                              ; preds = %122, %125, %106, %64
  %144 = getelementptr inbounds i8, ptr %0, i64 8
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = icmp sgt i32 %145, %1
  br i1 %146, label %222, label %147

147:                                              ; preds = %143
  %148 = sext i32 %145 to i64
  %149 = sub i32 %1, %145
  %150 = zext i32 %149 to i64
  %151 = add nuw nsw i64 %150, 1
  %152 = icmp ult i32 %149, 13
  br i1 %152, label %187, label %153

153:                                              ; preds = %147
  %154 = shl nsw i64 %148, 3
  %155 = getelementptr i8, ptr %3, i64 %154
  %156 = sub i32 %1, %145
  %157 = zext i32 %156 to i64
  %158 = shl nuw nsw i64 %157, 3
  %159 = getelementptr i8, ptr %3, i64 %154
  %160 = getelementptr i8, ptr %159, i64 %158
  %161 = getelementptr i8, ptr %160, i64 8
  %162 = getelementptr i8, ptr %3, i64 %158
  %163 = getelementptr i8, ptr %162, i64 8
  %164 = icmp ult ptr %155, %163
  %165 = icmp ult ptr %3, %161
  %166 = and i1 %164, %165
  br i1 %166, label %187, label %167

167:                                              ; preds = %153
  %168 = and i64 %151, 8589934588
  %169 = add nsw i64 %168, %148
  br label %170

170:                                              ; preds = %170, %167
  %171 = phi i64 [ 0, %167 ], [ %183, %170 ]
  %172 = add i64 %171, %148
  %173 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %171
  %174 = getelementptr inbounds i8, ptr %173, i64 16
  %175 = load <2 x i64>, ptr %173, align 16, !tbaa !35, !alias.scope !57
  %176 = load <2 x i64>, ptr %174, align 16, !tbaa !35, !alias.scope !57
  %177 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %172
  %178 = getelementptr inbounds i8, ptr %177, i64 16
  %179 = load <2 x i64>, ptr %177, align 8, !tbaa !35, !alias.scope !60, !noalias !57
  %180 = load <2 x i64>, ptr %178, align 8, !tbaa !35, !alias.scope !60, !noalias !57
  %181 = add <2 x i64> %179, %175
  %182 = add <2 x i64> %180, %176
  store <2 x i64> %181, ptr %177, align 8, !tbaa !35, !alias.scope !60, !noalias !57
  store <2 x i64> %182, ptr %178, align 8, !tbaa !35, !alias.scope !60, !noalias !57
  %183 = add nuw i64 %171, 4
  %184 = icmp eq i64 %183, %168
  br i1 %184, label %185, label %170, !llvm.loop !62

185:                                              ; preds = %170
  %186 = icmp eq i64 %151, %168
  br i1 %186, label %222, label %187

187:                                              ; preds = %185, %153, %147
  %188 = phi i64 [ %148, %153 ], [ %148, %147 ], [ %169, %185 ]
  %189 = trunc i64 %188 to i32
  %190 = add i32 %189, %1
  %191 = and i32 %190, 1
  %192 = icmp eq i32 %191, 0
  br i1 %192, label %193, label %201

193:                                              ; preds = %187
  %194 = sub nsw i64 %188, %148
  %195 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %194
  %196 = load i64, ptr %195, align 8, !tbaa !35
  %197 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %188
  %198 = load i64, ptr %197, align 8, !tbaa !35
  %199 = add i64 %198, %196
  store i64 %199, ptr %197, align 8, !tbaa !35
  %200 = add nsw i64 %188, 1
  br label %201

201:                                              ; preds = %193, %187
  %202 = phi i64 [ %188, %187 ], [ %200, %193 ]
  %203 = icmp eq i32 %189, %1
  br i1 %203, label %222, label %204

204:                                              ; preds = %201, %204
  %205 = phi i64 [ %219, %204 ], [ %202, %201 ]
  %206 = sub nsw i64 %205, %148
  %207 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %206
  %208 = load i64, ptr %207, align 8, !tbaa !35
  %209 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %205
  %210 = load i64, ptr %209, align 8, !tbaa !35
  %211 = add i64 %210, %208
  store i64 %211, ptr %209, align 8, !tbaa !35
  %212 = add nsw i64 %205, 1
  %213 = sub nsw i64 %212, %148
  %214 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %213
  %215 = load i64, ptr %214, align 8, !tbaa !35
  %216 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %212
  %217 = load i64, ptr %216, align 8, !tbaa !35
  %218 = add i64 %217, %215
  store i64 %218, ptr %216, align 8, !tbaa !35
  %219 = add nsw i64 %205, 2
  %220 = trunc i64 %219 to i32
  %221 = icmp eq i32 %4, %220
  br i1 %221, label %222, label %204, !llvm.loop !63

222:                                              ; preds = %201, %204, %185, %143
  %223 = getelementptr inbounds i8, ptr %0, i64 12
  %224 = load i32, ptr %223, align 4, !tbaa !5
  %225 = icmp sgt i32 %224, %1
  br i1 %225, label %301, label %226

226:                                              ; preds = %222
  %227 = sext i32 %224 to i64
  %228 = sub i32 %1, %224
  %229 = zext i32 %228 to i64
  %230 = add nuw nsw i64 %229, 1
  %231 = icmp ult i32 %228, 13
  br i1 %231, label %266, label %232

232:                                              ; preds = %226
  %233 = shl nsw i64 %227, 3
  %234 = getelementptr i8, ptr %3, i64 %233
  %235 = sub i32 %1, %224
  %236 = zext i32 %235 to i64
  %237 = shl nuw nsw i64 %236, 3
  %238 = getelementptr i8, ptr %3, i64 %233
  %239 = getelementptr i8, ptr %238, i64 %237
  %240 = getelementptr i8, ptr %239, i64 8
  %241 = getelementptr i8, ptr %3, i64 %237
  %242 = getelementptr i8, ptr %241, i64 8
  %243 = icmp ult ptr %234, %242
  %244 = icmp ult ptr %3, %240
  %245 = and i1 %243, %244
  br i1 %245, label %266, label %246

246:                                              ; preds = %232
  %247 = and i64 %230, 8589934588
  %248 = add nsw i64 %247, %227
  br label %249

249:                                              ; preds = %249, %246
  %250 = phi i64 [ 0, %246 ], [ %262, %249 ]
  %251 = add i64 %250, %227
  %252 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %250
  %253 = getelementptr inbounds i8, ptr %252, i64 16
  %254 = load <2 x i64>, ptr %252, align 16, !tbaa !35, !alias.scope !64
  %255 = load <2 x i64>, ptr %253, align 16, !tbaa !35, !alias.scope !64
  %256 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %251
  %257 = getelementptr inbounds i8, ptr %256, i64 16
  %258 = load <2 x i64>, ptr %256, align 8, !tbaa !35, !alias.scope !67, !noalias !64
  %259 = load <2 x i64>, ptr %257, align 8, !tbaa !35, !alias.scope !67, !noalias !64
  %260 = add <2 x i64> %258, %254
  %261 = add <2 x i64> %259, %255
  store <2 x i64> %260, ptr %256, align 8, !tbaa !35, !alias.scope !67, !noalias !64
  store <2 x i64> %261, ptr %257, align 8, !tbaa !35, !alias.scope !67, !noalias !64
  %262 = add nuw i64 %250, 4
  %263 = icmp eq i64 %262, %247
  br i1 %263, label %264, label %249, !llvm.loop !69

264:                                              ; preds = %249
  %265 = icmp eq i64 %230, %247
  br i1 %265, label %301, label %266

266:                                              ; preds = %264, %232, %226
  %267 = phi i64 [ %227, %232 ], [ %227, %226 ], [ %248, %264 ]
  %268 = trunc i64 %267 to i32
  %269 = add i32 %268, %1
  %270 = and i32 %269, 1
  %271 = icmp eq i32 %270, 0
  br i1 %271, label %272, label %280

272:                                              ; preds = %266
  %273 = sub nsw i64 %267, %227
  %274 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %273
  %275 = load i64, ptr %274, align 8, !tbaa !35
  %276 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %267
  %277 = load i64, ptr %276, align 8, !tbaa !35
  %278 = add i64 %277, %275
  store i64 %278, ptr %276, align 8, !tbaa !35
  %279 = add nsw i64 %267, 1
  br label %280

280:                                              ; preds = %272, %266
  %281 = phi i64 [ %267, %266 ], [ %279, %272 ]
  %282 = icmp eq i32 %268, %1
  br i1 %282, label %301, label %283

283:                                              ; preds = %280, %283
  %284 = phi i64 [ %298, %283 ], [ %281, %280 ]
  %285 = sub nsw i64 %284, %227
  %286 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %285
  %287 = load i64, ptr %286, align 8, !tbaa !35
  %288 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %284
  %289 = load i64, ptr %288, align 8, !tbaa !35
  %290 = add i64 %289, %287
  store i64 %290, ptr %288, align 8, !tbaa !35
  %291 = add nsw i64 %284, 1
  %292 = sub nsw i64 %291, %227
  %293 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %292
  %294 = load i64, ptr %293, align 8, !tbaa !35
  %295 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %291
  %296 = load i64, ptr %295, align 8, !tbaa !35
  %297 = add i64 %296, %294
  store i64 %297, ptr %295, align 8, !tbaa !35
  %298 = add nsw i64 %284, 2
  %299 = trunc i64 %298 to i32
  %300 = icmp eq i32 %4, %299
  br i1 %300, label %301, label %283, !llvm.loop !70

301:                                              ; preds = %280, %283, %264, %222
  %302 = getelementptr inbounds i8, ptr %0, i64 16
  %303 = load i32, ptr %302, align 4, !tbaa !5
  %304 = icmp sgt i32 %303, %1
  br i1 %304, label %380, label %305

305:                                              ; preds = %301
  %306 = sext i32 %303 to i64
  %307 = sub i32 %1, %303
  %308 = zext i32 %307 to i64
  %309 = add nuw nsw i64 %308, 1
  %310 = icmp ult i32 %307, 13
  br i1 %310, label %345, label %311

311:                                              ; preds = %305
  %312 = shl nsw i64 %306, 3
  %313 = getelementptr i8, ptr %3, i64 %312
  %314 = sub i32 %1, %303
  %315 = zext i32 %314 to i64
  %316 = shl nuw nsw i64 %315, 3
  %317 = getelementptr i8, ptr %3, i64 %312
  %318 = getelementptr i8, ptr %317, i64 %316
  %319 = getelementptr i8, ptr %318, i64 8
  %320 = getelementptr i8, ptr %3, i64 %316
  %321 = getelementptr i8, ptr %320, i64 8
  %322 = icmp ult ptr %313, %321
  %323 = icmp ult ptr %3, %319
  %324 = and i1 %322, %323
  br i1 %324, label %345, label %325

325:                                              ; preds = %311
  %326 = and i64 %309, 8589934588
  %327 = add nsw i64 %326, %306
  br label %328

328:                                              ; preds = %328, %325
  %329 = phi i64 [ 0, %325 ], [ %341, %328 ]
  %330 = add i64 %329, %306
  %331 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %329
  %332 = getelementptr inbounds i8, ptr %331, i64 16
  %333 = load <2 x i64>, ptr %331, align 16, !tbaa !35, !alias.scope !71
  %334 = load <2 x i64>, ptr %332, align 16, !tbaa !35, !alias.scope !71
  %335 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %330
  %336 = getelementptr inbounds i8, ptr %335, i64 16
  %337 = load <2 x i64>, ptr %335, align 8, !tbaa !35, !alias.scope !74, !noalias !71
  %338 = load <2 x i64>, ptr %336, align 8, !tbaa !35, !alias.scope !74, !noalias !71
  %339 = add <2 x i64> %337, %333
  %340 = add <2 x i64> %338, %334
  store <2 x i64> %339, ptr %335, align 8, !tbaa !35, !alias.scope !74, !noalias !71
  store <2 x i64> %340, ptr %336, align 8, !tbaa !35, !alias.scope !74, !noalias !71
  %341 = add nuw i64 %329, 4
  %342 = icmp eq i64 %341, %326
  br i1 %342, label %343, label %328, !llvm.loop !76

343:                                              ; preds = %328
  %344 = icmp eq i64 %309, %326
  br i1 %344, label %380, label %345

345:                                              ; preds = %343, %311, %305
  %346 = phi i64 [ %306, %311 ], [ %306, %305 ], [ %327, %343 ]
  %347 = trunc i64 %346 to i32
  %348 = add i32 %347, %1
  %349 = and i32 %348, 1
  %350 = icmp eq i32 %349, 0
  br i1 %350, label %351, label %359

351:                                              ; preds = %345
  %352 = sub nsw i64 %346, %306
  %353 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %352
  %354 = load i64, ptr %353, align 8, !tbaa !35
  %355 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %346
  %356 = load i64, ptr %355, align 8, !tbaa !35
  %357 = add i64 %356, %354
  store i64 %357, ptr %355, align 8, !tbaa !35
  %358 = add nsw i64 %346, 1
  br label %359

359:                                              ; preds = %351, %345
  %360 = phi i64 [ %346, %345 ], [ %358, %351 ]
  %361 = icmp eq i32 %347, %1
  br i1 %361, label %380, label %362

362:                                              ; preds = %359, %362
  %363 = phi i64 [ %377, %362 ], [ %360, %359 ]
  %364 = sub nsw i64 %363, %306
  %365 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %364
  %366 = load i64, ptr %365, align 8, !tbaa !35
  %367 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %363
  %368 = load i64, ptr %367, align 8, !tbaa !35
  %369 = add i64 %368, %366
  store i64 %369, ptr %367, align 8, !tbaa !35
  %370 = add nsw i64 %363, 1
  %371 = sub nsw i64 %370, %306
  %372 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %371
  %373 = load i64, ptr %372, align 8, !tbaa !35
  %374 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %370
  %375 = load i64, ptr %374, align 8, !tbaa !35
  %376 = add i64 %375, %373
  store i64 %376, ptr %374, align 8, !tbaa !35
  %377 = add nsw i64 %363, 2
  %378 = trunc i64 %377 to i32
  %379 = icmp eq i32 %4, %378
  br i1 %379, label %380, label %362, !llvm.loop !77

380:                                              ; preds = %359, %362, %343, %301
  %381 = getelementptr inbounds i8, ptr %0, i64 20
  %382 = load i32, ptr %381, align 4, !tbaa !5
  %383 = icmp sgt i32 %382, %1
  br i1 %383, label %459, label %384

384:                                              ; preds = %380
  %385 = sext i32 %382 to i64
  %386 = sub i32 %1, %382
  %387 = zext i32 %386 to i64
  %388 = add nuw nsw i64 %387, 1
  %389 = icmp ult i32 %386, 13
  br i1 %389, label %424, label %390

390:                                              ; preds = %384
  %391 = shl nsw i64 %385, 3
  %392 = getelementptr i8, ptr %3, i64 %391
  %393 = sub i32 %1, %382
  %394 = zext i32 %393 to i64
  %395 = shl nuw nsw i64 %394, 3
  %396 = getelementptr i8, ptr %3, i64 %391
  %397 = getelementptr i8, ptr %396, i64 %395
  %398 = getelementptr i8, ptr %397, i64 8
  %399 = getelementptr i8, ptr %3, i64 %395
  %400 = getelementptr i8, ptr %399, i64 8
  %401 = icmp ult ptr %392, %400
  %402 = icmp ult ptr %3, %398
  %403 = and i1 %401, %402
  br i1 %403, label %424, label %404

404:                                              ; preds = %390
  %405 = and i64 %388, 8589934588
  %406 = add nsw i64 %405, %385
  br label %407

407:                                              ; preds = %407, %404
  %408 = phi i64 [ 0, %404 ], [ %420, %407 ]
  %409 = add i64 %408, %385
  %410 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %408
  %411 = getelementptr inbounds i8, ptr %410, i64 16
  %412 = load <2 x i64>, ptr %410, align 16, !tbaa !35, !alias.scope !78
  %413 = load <2 x i64>, ptr %411, align 16, !tbaa !35, !alias.scope !78
  %414 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %409
  %415 = getelementptr inbounds i8, ptr %414, i64 16
  %416 = load <2 x i64>, ptr %414, align 8, !tbaa !35, !alias.scope !81, !noalias !78
  %417 = load <2 x i64>, ptr %415, align 8, !tbaa !35, !alias.scope !81, !noalias !78
  %418 = add <2 x i64> %416, %412
  %419 = add <2 x i64> %417, %413
  store <2 x i64> %418, ptr %414, align 8, !tbaa !35, !alias.scope !81, !noalias !78
  store <2 x i64> %419, ptr %415, align 8, !tbaa !35, !alias.scope !81, !noalias !78
  %420 = add nuw i64 %408, 4
  %421 = icmp eq i64 %420, %405
  br i1 %421, label %422, label %407, !llvm.loop !83

422:                                              ; preds = %407
  %423 = icmp eq i64 %388, %405
  br i1 %423, label %459, label %424

424:                                              ; preds = %422, %390, %384
  %425 = phi i64 [ %385, %390 ], [ %385, %384 ], [ %406, %422 ]
  %426 = trunc i64 %425 to i32
  %427 = add i32 %426, %1
  %428 = and i32 %427, 1
  %429 = icmp eq i32 %428, 0
  br i1 %429, label %430, label %438

430:                                              ; preds = %424
  %431 = sub nsw i64 %425, %385
  %432 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %431
  %433 = load i64, ptr %432, align 8, !tbaa !35
  %434 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %425
  %435 = load i64, ptr %434, align 8, !tbaa !35
  %436 = add i64 %435, %433
  store i64 %436, ptr %434, align 8, !tbaa !35
  %437 = add nsw i64 %425, 1
  br label %438

438:                                              ; preds = %430, %424
  %439 = phi i64 [ %425, %424 ], [ %437, %430 ]
  %440 = icmp eq i32 %426, %1
  br i1 %440, label %459, label %441

441:                                              ; preds = %438, %441
  %442 = phi i64 [ %456, %441 ], [ %439, %438 ]
  %443 = sub nsw i64 %442, %385
  %444 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %443
  %445 = load i64, ptr %444, align 8, !tbaa !35
  %446 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %442
  %447 = load i64, ptr %446, align 8, !tbaa !35
  %448 = add i64 %447, %445
  store i64 %448, ptr %446, align 8, !tbaa !35
  %449 = add nsw i64 %442, 1
  %450 = sub nsw i64 %449, %385
  %451 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %450
  %452 = load i64, ptr %451, align 8, !tbaa !35
  %453 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %449
  %454 = load i64, ptr %453, align 8, !tbaa !35
  %455 = add i64 %454, %452
  store i64 %455, ptr %453, align 8, !tbaa !35
  %456 = add nsw i64 %442, 2
  %457 = trunc i64 %456 to i32
  %458 = icmp eq i32 %4, %457
  br i1 %458, label %459, label %441, !llvm.loop !84

459:                                              ; preds = %438, %441, %422, %380
  %460 = getelementptr inbounds i8, ptr %0, i64 24
  %461 = load i32, ptr %460, align 4, !tbaa !5
  %462 = icmp sgt i32 %461, %1
  br i1 %462, label %538, label %463

463:                                              ; preds = %459
  %464 = sext i32 %461 to i64
  %465 = sub i32 %1, %461
  %466 = zext i32 %465 to i64
  %467 = add nuw nsw i64 %466, 1
  %468 = icmp ult i32 %465, 13
  br i1 %468, label %503, label %469

469:                                              ; preds = %463
  %470 = shl nsw i64 %464, 3
  %471 = getelementptr i8, ptr %3, i64 %470
  %472 = sub i32 %1, %461
  %473 = zext i32 %472 to i64
  %474 = shl nuw nsw i64 %473, 3
  %475 = getelementptr i8, ptr %3, i64 %470
  %476 = getelementptr i8, ptr %475, i64 %474
  %477 = getelementptr i8, ptr %476, i64 8
  %478 = getelementptr i8, ptr %3, i64 %474
  %479 = getelementptr i8, ptr %478, i64 8
  %480 = icmp ult ptr %471, %479
  %481 = icmp ult ptr %3, %477
  %482 = and i1 %480, %481
  br i1 %482, label %503, label %483

483:                                              ; preds = %469
  %484 = and i64 %467, 8589934588
  %485 = add nsw i64 %484, %464
  br label %486

486:                                              ; preds = %486, %483
  %487 = phi i64 [ 0, %483 ], [ %499, %486 ]
  %488 = add i64 %487, %464
  %489 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %487
  %490 = getelementptr inbounds i8, ptr %489, i64 16
  %491 = load <2 x i64>, ptr %489, align 16, !tbaa !35, !alias.scope !85
  %492 = load <2 x i64>, ptr %490, align 16, !tbaa !35, !alias.scope !85
  %493 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %488
  %494 = getelementptr inbounds i8, ptr %493, i64 16
  %495 = load <2 x i64>, ptr %493, align 8, !tbaa !35, !alias.scope !88, !noalias !85
  %496 = load <2 x i64>, ptr %494, align 8, !tbaa !35, !alias.scope !88, !noalias !85
  %497 = add <2 x i64> %495, %491
  %498 = add <2 x i64> %496, %492
  store <2 x i64> %497, ptr %493, align 8, !tbaa !35, !alias.scope !88, !noalias !85
  store <2 x i64> %498, ptr %494, align 8, !tbaa !35, !alias.scope !88, !noalias !85
  %499 = add nuw i64 %487, 4
  %500 = icmp eq i64 %499, %484
  br i1 %500, label %501, label %486, !llvm.loop !90

501:                                              ; preds = %486
  %502 = icmp eq i64 %467, %484
  br i1 %502, label %538, label %503

503:                                              ; preds = %501, %469, %463
  %504 = phi i64 [ %464, %469 ], [ %464, %463 ], [ %485, %501 ]
  %505 = trunc i64 %504 to i32
  %506 = add i32 %505, %1
  %507 = and i32 %506, 1
  %508 = icmp eq i32 %507, 0
  br i1 %508, label %509, label %517

509:                                              ; preds = %503
  %510 = sub nsw i64 %504, %464
  %511 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %510
  %512 = load i64, ptr %511, align 8, !tbaa !35
  %513 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %504
  %514 = load i64, ptr %513, align 8, !tbaa !35
  %515 = add i64 %514, %512
  store i64 %515, ptr %513, align 8, !tbaa !35
  %516 = add nsw i64 %504, 1
  br label %517

517:                                              ; preds = %509, %503
  %518 = phi i64 [ %504, %503 ], [ %516, %509 ]
  %519 = icmp eq i32 %505, %1
  br i1 %519, label %538, label %520

520:                                              ; preds = %517, %520
  %521 = phi i64 [ %535, %520 ], [ %518, %517 ]
  %522 = sub nsw i64 %521, %464
  %523 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %522
  %524 = load i64, ptr %523, align 8, !tbaa !35
  %525 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %521
  %526 = load i64, ptr %525, align 8, !tbaa !35
  %527 = add i64 %526, %524
  store i64 %527, ptr %525, align 8, !tbaa !35
  %528 = add nsw i64 %521, 1
  %529 = sub nsw i64 %528, %464
  %530 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %529
  %531 = load i64, ptr %530, align 8, !tbaa !35
  %532 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %528
  %533 = load i64, ptr %532, align 8, !tbaa !35
  %534 = add i64 %533, %531
  store i64 %534, ptr %532, align 8, !tbaa !35
  %535 = add nsw i64 %521, 2
  %536 = trunc i64 %535 to i32
  %537 = icmp eq i32 %4, %536
  br i1 %537, label %538, label %520, !llvm.loop !91

538:                                              ; preds = %517, %520, %501, %459
  %539 = getelementptr inbounds i8, ptr %0, i64 28
  %540 = load i32, ptr %539, align 4, !tbaa !5
  %541 = icmp sgt i32 %540, %1
  br i1 %541, label %617, label %542

542:                                              ; preds = %538
  %543 = sext i32 %540 to i64
  %544 = sub i32 %1, %540
  %545 = zext i32 %544 to i64
  %546 = add nuw nsw i64 %545, 1
  %547 = icmp ult i32 %544, 13
  br i1 %547, label %582, label %548

548:                                              ; preds = %542
  %549 = shl nsw i64 %543, 3
  %550 = getelementptr i8, ptr %3, i64 %549
  %551 = sub i32 %1, %540
  %552 = zext i32 %551 to i64
  %553 = shl nuw nsw i64 %552, 3
  %554 = getelementptr i8, ptr %3, i64 %549
  %555 = getelementptr i8, ptr %554, i64 %553
  %556 = getelementptr i8, ptr %555, i64 8
  %557 = getelementptr i8, ptr %3, i64 %553
  %558 = getelementptr i8, ptr %557, i64 8
  %559 = icmp ult ptr %550, %558
  %560 = icmp ult ptr %3, %556
  %561 = and i1 %559, %560
  br i1 %561, label %582, label %562

562:                                              ; preds = %548
  %563 = and i64 %546, 8589934588
  %564 = add nsw i64 %563, %543
  br label %565

565:                                              ; preds = %565, %562
  %566 = phi i64 [ 0, %562 ], [ %578, %565 ]
  %567 = add i64 %566, %543
  %568 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %566
  %569 = getelementptr inbounds i8, ptr %568, i64 16
  %570 = load <2 x i64>, ptr %568, align 16, !tbaa !35, !alias.scope !92
  %571 = load <2 x i64>, ptr %569, align 16, !tbaa !35, !alias.scope !92
  %572 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %567
  %573 = getelementptr inbounds i8, ptr %572, i64 16
  %574 = load <2 x i64>, ptr %572, align 8, !tbaa !35, !alias.scope !95, !noalias !92
  %575 = load <2 x i64>, ptr %573, align 8, !tbaa !35, !alias.scope !95, !noalias !92
  %576 = add <2 x i64> %574, %570
  %577 = add <2 x i64> %575, %571
  store <2 x i64> %576, ptr %572, align 8, !tbaa !35, !alias.scope !95, !noalias !92
  store <2 x i64> %577, ptr %573, align 8, !tbaa !35, !alias.scope !95, !noalias !92
  %578 = add nuw i64 %566, 4
  %579 = icmp eq i64 %578, %563
  br i1 %579, label %580, label %565, !llvm.loop !97

580:                                              ; preds = %565
  %581 = icmp eq i64 %546, %563
  br i1 %581, label %617, label %582

582:                                              ; preds = %580, %548, %542
  %583 = phi i64 [ %543, %548 ], [ %543, %542 ], [ %564, %580 ]
  %584 = trunc i64 %583 to i32
  %585 = add i32 %584, %1
  %586 = and i32 %585, 1
  %587 = icmp eq i32 %586, 0
  br i1 %587, label %588, label %596

588:                                              ; preds = %582
  %589 = sub nsw i64 %583, %543
  %590 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %589
  %591 = load i64, ptr %590, align 8, !tbaa !35
  %592 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %583
  %593 = load i64, ptr %592, align 8, !tbaa !35
  %594 = add i64 %593, %591
  store i64 %594, ptr %592, align 8, !tbaa !35
  %595 = add nsw i64 %583, 1
  br label %596

596:                                              ; preds = %588, %582
  %597 = phi i64 [ %583, %582 ], [ %595, %588 ]
  %598 = icmp eq i32 %584, %1
  br i1 %598, label %617, label %599

599:                                              ; preds = %596, %599
  %600 = phi i64 [ %614, %599 ], [ %597, %596 ]
  %601 = sub nsw i64 %600, %543
  %602 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %601
  %603 = load i64, ptr %602, align 8, !tbaa !35
  %604 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %600
  %605 = load i64, ptr %604, align 8, !tbaa !35
  %606 = add i64 %605, %603
  store i64 %606, ptr %604, align 8, !tbaa !35
  %607 = add nsw i64 %600, 1
  %608 = sub nsw i64 %607, %543
  %609 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %608
  %610 = load i64, ptr %609, align 8, !tbaa !35
  %611 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %607
  %612 = load i64, ptr %611, align 8, !tbaa !35
  %613 = add i64 %612, %610
  store i64 %613, ptr %611, align 8, !tbaa !35
  %614 = add nsw i64 %600, 2
  %615 = trunc i64 %614 to i32
  %616 = icmp eq i32 %4, %615
  br i1 %616, label %617, label %599, !llvm.loop !98

617:                                              ; preds = %596, %599, %580, %538
  %618 = zext nneg i32 %1 to i64
  %619 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %618
  %620 = load i64, ptr %619, align 8, !tbaa !35
  call void @llvm.lifetime.end.p0(i64 8008, ptr nonnull %3) #6
  ret i64 %620

621:                                              ; preds = %27, %621
  %622 = phi i64 [ %636, %621 ], [ %28, %27 ]
  %623 = sub nsw i64 %622, %8
  %624 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %623
  %625 = load i64, ptr %624, align 8, !tbaa !35
  %626 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %622
  %627 = load i64, ptr %626, align 8, !tbaa !35
  %628 = add i64 %627, %625
  store i64 %628, ptr %626, align 8, !tbaa !35
  %629 = add nsw i64 %622, 1
  %630 = sub nsw i64 %629, %8
  %631 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %630
  %632 = load i64, ptr %631, align 8, !tbaa !35
  %633 = getelementptr inbounds [1001 x i64], ptr %3, i64 0, i64 %629
  %634 = load i64, ptr %633, align 8, !tbaa !35
  %635 = add i64 %634, %632
  store i64 %635, ptr %633, align 8, !tbaa !35
  %636 = add nsw i64 %622, 2
  %637 = trunc i64 %636 to i32
  %638 = icmp eq i32 %4, %637
  br i1 %638, label %64, label %621, !llvm.loop !99
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
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15, !16}
!20 = !{!21}
!21 = distinct !{!21, !22}
!22 = distinct !{!22, !"LVerDomain"}
!23 = !{!24}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !15, !16, !17}
!26 = distinct !{!26, !15, !16}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !15, !16, !17}
!33 = distinct !{!33, !15, !16}
!34 = distinct !{!34, !15}
!35 = !{!36, !36, i64 0}
!36 = !{!"long", !7, i64 0}
!37 = distinct !{!37, !15}
!38 = distinct !{!38, !15, !16, !17}
!39 = distinct !{!39, !15}
!40 = distinct !{!40, !15, !16, !17}
!41 = distinct !{!41, !15}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !15}
!44 = !{!45}
!45 = distinct !{!45, !46}
!46 = distinct !{!46, !"LVerDomain"}
!47 = !{!48}
!48 = distinct !{!48, !46}
!49 = distinct !{!49, !15, !16, !17}
!50 = !{!51}
!51 = distinct !{!51, !52}
!52 = distinct !{!52, !"LVerDomain"}
!53 = !{!54}
!54 = distinct !{!54, !52}
!55 = distinct !{!55, !15, !16, !17}
!56 = distinct !{!56, !15, !16}
!57 = !{!58}
!58 = distinct !{!58, !59}
!59 = distinct !{!59, !"LVerDomain"}
!60 = !{!61}
!61 = distinct !{!61, !59}
!62 = distinct !{!62, !15, !16, !17}
!63 = distinct !{!63, !15, !16}
!64 = !{!65}
!65 = distinct !{!65, !66}
!66 = distinct !{!66, !"LVerDomain"}
!67 = !{!68}
!68 = distinct !{!68, !66}
!69 = distinct !{!69, !15, !16, !17}
!70 = distinct !{!70, !15, !16}
!71 = !{!72}
!72 = distinct !{!72, !73}
!73 = distinct !{!73, !"LVerDomain"}
!74 = !{!75}
!75 = distinct !{!75, !73}
!76 = distinct !{!76, !15, !16, !17}
!77 = distinct !{!77, !15, !16}
!78 = !{!79}
!79 = distinct !{!79, !80}
!80 = distinct !{!80, !"LVerDomain"}
!81 = !{!82}
!82 = distinct !{!82, !80}
!83 = distinct !{!83, !15, !16, !17}
!84 = distinct !{!84, !15, !16}
!85 = !{!86}
!86 = distinct !{!86, !87}
!87 = distinct !{!87, !"LVerDomain"}
!88 = !{!89}
!89 = distinct !{!89, !87}
!90 = distinct !{!90, !15, !16, !17}
!91 = distinct !{!91, !15, !16}
!92 = !{!93}
!93 = distinct !{!93, !94}
!94 = distinct !{!94, !"LVerDomain"}
!95 = !{!96}
!96 = distinct !{!96, !94}
!97 = distinct !{!97, !15, !16, !17}
!98 = distinct !{!98, !15, !16}
!99 = distinct !{!99, !15, !16}
