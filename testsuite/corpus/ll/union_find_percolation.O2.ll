; ModuleID = 'programs/union_find_percolation.c'
source_filename = "programs/union_find_percolation.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@parent = internal unnamed_addr global [3602 x i32] zeroinitializer, align 16
@rnk = internal unnamed_addr global [3602 x i32] zeroinitializer, align 16
@open_ = internal unnamed_addr global [3600 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [49 x i8] c"trial %d: opened=%d fraction=%.4f components=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"mean threshold=%.4f\0A\00", align 1
@st = internal unnamed_addr global i32 12345, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %274
  %2 = phi double [ 0.000000e+00, %0 ], [ %275, %274 ]
  %3 = phi i32 [ 0, %0 ], [ %276, %274 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(14408) @rnk, i8 0, i64 14408, i1 false), !tbaa !5
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %20, %4 ]
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %21, %4 ]
  %7 = add <4 x i32> %6, <i32 4, i32 4, i32 4, i32 4>
  %8 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %5
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  store <4 x i32> %6, ptr %8, align 16, !tbaa !5
  store <4 x i32> %7, ptr %9, align 16, !tbaa !5
  %10 = add nuw nsw i64 %5, 8
  %11 = add <4 x i32> %6, <i32 8, i32 8, i32 8, i32 8>
  %12 = add <4 x i32> %6, <i32 12, i32 12, i32 12, i32 12>
  %13 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %10
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store <4 x i32> %11, ptr %13, align 16, !tbaa !5
  store <4 x i32> %12, ptr %14, align 16, !tbaa !5
  %15 = add nuw nsw i64 %5, 16
  %16 = add <4 x i32> %6, <i32 16, i32 16, i32 16, i32 16>
  %17 = add <4 x i32> %6, <i32 20, i32 20, i32 20, i32 20>
  %18 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %15
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  store <4 x i32> %16, ptr %18, align 16, !tbaa !5
  store <4 x i32> %17, ptr %19, align 16, !tbaa !5
  %20 = add nuw nsw i64 %5, 24
  %21 = add <4 x i32> %6, <i32 24, i32 24, i32 24, i32 24>
  %22 = icmp eq i64 %20, 3600
  br i1 %22, label %28, label %4, !llvm.loop !9

23:                                               ; preds = %274
  %24 = fdiv double %275, 2.000000e+01
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %24)
  %26 = fmul double %24, 1.000000e+02
  %27 = fptosi double %26 to i32
  ret i32 %27

28:                                               ; preds = %4
  store i32 3600, ptr getelementptr inbounds (i8, ptr @parent, i64 14400), align 16, !tbaa !5
  store i32 3601, ptr getelementptr inbounds (i8, ptr @parent, i64 14404), align 4, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3600) @open_, i8 0, i64 3600, i1 false), !tbaa !13
  br label %29

29:                                               ; preds = %233, %28
  %30 = phi i32 [ 0, %28 ], [ %83, %233 ]
  %31 = load i32, ptr @st, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %29, %69
  %33 = phi i32 [ %31, %29 ], [ %75, %69 ]
  br label %34

34:                                               ; preds = %34, %32
  %35 = phi i32 [ 3600, %32 ], [ %38, %34 ]
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = icmp eq i32 %38, %35
  br i1 %39, label %40, label %34, !llvm.loop !14

40:                                               ; preds = %34
  %41 = load i32, ptr getelementptr inbounds (i8, ptr @parent, i64 14400), align 16, !tbaa !5
  %42 = icmp eq i32 %41, %35
  br i1 %42, label %50, label %43

43:                                               ; preds = %40, %43
  %44 = phi i32 [ %48, %43 ], [ %41, %40 ]
  %45 = phi ptr [ %47, %43 ], [ getelementptr inbounds (i8, ptr @parent, i64 14400), %40 ]
  store i32 %35, ptr %45, align 4, !tbaa !5
  %46 = sext i32 %44 to i64
  %47 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = icmp eq i32 %48, %35
  br i1 %49, label %50, label %43, !llvm.loop !15

50:                                               ; preds = %43, %40
  br label %51

51:                                               ; preds = %50, %51
  %52 = phi i32 [ %55, %51 ], [ 3601, %50 ]
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = icmp eq i32 %55, %52
  br i1 %56, label %57, label %51, !llvm.loop !14

57:                                               ; preds = %51
  %58 = load i32, ptr getelementptr inbounds (i8, ptr @parent, i64 14404), align 4, !tbaa !5
  %59 = icmp eq i32 %58, %52
  br i1 %59, label %67, label %60

60:                                               ; preds = %57, %60
  %61 = phi i32 [ %65, %60 ], [ %58, %57 ]
  %62 = phi ptr [ %64, %60 ], [ getelementptr inbounds (i8, ptr @parent, i64 14404), %57 ]
  store i32 %52, ptr %62, align 4, !tbaa !5
  %63 = sext i32 %61 to i64
  %64 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = icmp eq i32 %65, %52
  br i1 %66, label %67, label %60, !llvm.loop !15

67:                                               ; preds = %60, %57
  %68 = icmp eq i32 %35, %52
  br i1 %68, label %238, label %69

69:                                               ; preds = %67
  %70 = shl i32 %33, 13
  %71 = xor i32 %70, %33
  %72 = lshr i32 %71, 17
  %73 = xor i32 %72, %71
  %74 = shl i32 %73, 5
  %75 = xor i32 %74, %73
  store i32 %75, ptr @st, align 4, !tbaa !5
  %76 = urem i32 %75, 3600
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !13
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %81, label %32, !llvm.loop !16

81:                                               ; preds = %69
  %82 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %77
  store i8 1, ptr %82, align 1, !tbaa !13
  %83 = add nuw nsw i32 %30, 1
  %84 = trunc nuw nsw i32 %76 to i16
  %85 = urem i16 %84, 60
  %86 = icmp ult i32 %76, 60
  br i1 %86, label %87, label %141

87:                                               ; preds = %81, %87
  %88 = phi i32 [ %91, %87 ], [ %76, %81 ]
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !5
  %92 = icmp eq i32 %91, %88
  br i1 %92, label %93, label %87, !llvm.loop !14

93:                                               ; preds = %87
  %94 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %77
  %95 = load i32, ptr %94, align 4, !tbaa !5
  %96 = icmp eq i32 %95, %88
  br i1 %96, label %104, label %97

97:                                               ; preds = %93, %97
  %98 = phi i32 [ %102, %97 ], [ %95, %93 ]
  %99 = phi ptr [ %101, %97 ], [ %94, %93 ]
  store i32 %88, ptr %99, align 4, !tbaa !5
  %100 = sext i32 %98 to i64
  %101 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = icmp eq i32 %102, %88
  br i1 %103, label %104, label %97, !llvm.loop !15

104:                                              ; preds = %97, %93
  br label %105

105:                                              ; preds = %104, %105
  %106 = phi i32 [ %109, %105 ], [ 3600, %104 ]
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !5
  %110 = icmp eq i32 %109, %106
  br i1 %110, label %111, label %105, !llvm.loop !14

111:                                              ; preds = %105
  %112 = load i32, ptr getelementptr inbounds (i8, ptr @parent, i64 14400), align 16, !tbaa !5
  %113 = icmp eq i32 %112, %106
  br i1 %113, label %121, label %114

114:                                              ; preds = %111, %114
  %115 = phi i32 [ %119, %114 ], [ %112, %111 ]
  %116 = phi ptr [ %118, %114 ], [ getelementptr inbounds (i8, ptr @parent, i64 14400), %111 ]
  store i32 %106, ptr %116, align 4, !tbaa !5
  %117 = sext i32 %115 to i64
  %118 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !5
  %120 = icmp eq i32 %119, %106
  br i1 %120, label %121, label %114, !llvm.loop !15

121:                                              ; preds = %114, %111
  %122 = icmp eq i32 %88, %106
  br i1 %122, label %141, label %123

123:                                              ; preds = %121
  %124 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %89
  %125 = load i32, ptr %124, align 4, !tbaa !5
  %126 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %107
  %127 = load i32, ptr %126, align 4, !tbaa !5
  %128 = icmp slt i32 %125, %127
  %129 = select i1 %128, i32 %88, i32 %106
  %130 = select i1 %128, i32 %106, i32 %88
  %131 = sext i32 %129 to i64
  %132 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %131
  store i32 %130, ptr %132, align 4, !tbaa !5
  %133 = sext i32 %130 to i64
  %134 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !5
  %136 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %131
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = icmp eq i32 %135, %137
  br i1 %138, label %139, label %141

139:                                              ; preds = %123
  %140 = add nsw i32 %135, 1
  store i32 %140, ptr %134, align 4, !tbaa !5
  br label %141

141:                                              ; preds = %139, %123, %121, %81
  %142 = add nsw i32 %76, -3540
  %143 = icmp ult i32 %142, 60
  br i1 %143, label %144, label %198

144:                                              ; preds = %141, %144
  %145 = phi i32 [ %148, %144 ], [ %76, %141 ]
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !5
  %149 = icmp eq i32 %148, %145
  br i1 %149, label %150, label %144, !llvm.loop !14

150:                                              ; preds = %144
  %151 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %77
  %152 = load i32, ptr %151, align 4, !tbaa !5
  %153 = icmp eq i32 %152, %145
  br i1 %153, label %161, label %154

154:                                              ; preds = %150, %154
  %155 = phi i32 [ %159, %154 ], [ %152, %150 ]
  %156 = phi ptr [ %158, %154 ], [ %151, %150 ]
  store i32 %145, ptr %156, align 4, !tbaa !5
  %157 = sext i32 %155 to i64
  %158 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = icmp eq i32 %159, %145
  br i1 %160, label %161, label %154, !llvm.loop !15

161:                                              ; preds = %154, %150
  br label %162

162:                                              ; preds = %161, %162
  %163 = phi i32 [ %166, %162 ], [ 3601, %161 ]
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !5
  %167 = icmp eq i32 %166, %163
  br i1 %167, label %168, label %162, !llvm.loop !14

168:                                              ; preds = %162
  %169 = load i32, ptr getelementptr inbounds (i8, ptr @parent, i64 14404), align 4, !tbaa !5
  %170 = icmp eq i32 %169, %163
  br i1 %170, label %178, label %171

171:                                              ; preds = %168, %171
  %172 = phi i32 [ %176, %171 ], [ %169, %168 ]
  %173 = phi ptr [ %175, %171 ], [ getelementptr inbounds (i8, ptr @parent, i64 14404), %168 ]
  store i32 %163, ptr %173, align 4, !tbaa !5
  %174 = sext i32 %172 to i64
  %175 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %174
  %176 = load i32, ptr %175, align 4, !tbaa !5
  %177 = icmp eq i32 %176, %163
  br i1 %177, label %178, label %171, !llvm.loop !15

178:                                              ; preds = %171, %168
  %179 = icmp eq i32 %145, %163
  br i1 %179, label %198, label %180

180:                                              ; preds = %178
  %181 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %146
  %182 = load i32, ptr %181, align 4, !tbaa !5
  %183 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %164
  %184 = load i32, ptr %183, align 4, !tbaa !5
  %185 = icmp slt i32 %182, %184
  %186 = select i1 %185, i32 %145, i32 %163
  %187 = select i1 %185, i32 %163, i32 %145
  %188 = sext i32 %186 to i64
  %189 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %188
  store i32 %187, ptr %189, align 4, !tbaa !5
  %190 = sext i32 %187 to i64
  %191 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !5
  %193 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %188
  %194 = load i32, ptr %193, align 4, !tbaa !5
  %195 = icmp eq i32 %192, %194
  br i1 %195, label %196, label %198

196:                                              ; preds = %180
  %197 = add nsw i32 %192, 1
  store i32 %197, ptr %191, align 4, !tbaa !5
  br label %198

198:                                              ; preds = %196, %180, %178, %141
  br i1 %86, label %208, label %199

199:                                              ; preds = %198
  %200 = add nsw i32 %76, -60
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %201
  %203 = load i8, ptr %202, align 1, !tbaa !13
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %206, label %205

205:                                              ; preds = %199
  tail call fastcc void @unite(i32 noundef %76, i32 noundef %200)
  br label %206

206:                                              ; preds = %205, %199
  %207 = icmp ult i32 %76, 3540
  br i1 %207, label %208, label %215

208:                                              ; preds = %198, %206
  %209 = add nuw nsw i32 %76, 60
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %210
  %212 = load i8, ptr %211, align 1, !tbaa !13
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %215, label %214

214:                                              ; preds = %208
  tail call fastcc void @unite(i32 noundef %76, i32 noundef %209)
  br label %215

215:                                              ; preds = %214, %208, %206
  %216 = icmp eq i16 %85, 0
  br i1 %216, label %226, label %217

217:                                              ; preds = %215
  %218 = add nsw i32 %76, -1
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %219
  %221 = load i8, ptr %220, align 1, !tbaa !13
  %222 = icmp eq i8 %221, 0
  br i1 %222, label %224, label %223

223:                                              ; preds = %217
  tail call fastcc void @unite(i32 noundef %76, i32 noundef %218)
  br label %224

224:                                              ; preds = %223, %217
  %225 = icmp ult i16 %85, 59
  br i1 %225, label %226, label %233

226:                                              ; preds = %215, %224
  %227 = add nuw nsw i32 %76, 1
  %228 = zext nneg i32 %227 to i64
  %229 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %228
  %230 = load i8, ptr %229, align 1, !tbaa !13
  %231 = icmp eq i8 %230, 0
  br i1 %231, label %233, label %232

232:                                              ; preds = %226
  tail call fastcc void @unite(i32 noundef %76, i32 noundef %227)
  br label %233

233:                                              ; preds = %232, %226, %224
  br label %29

234:                                              ; preds = %268
  %235 = icmp ult i32 %3, 5
  %236 = uitofp nneg i32 %30 to double
  %237 = fdiv double %236, 3.600000e+03
  br i1 %235, label %272, label %274

238:                                              ; preds = %67, %268
  %239 = phi i64 [ %270, %268 ], [ 0, %67 ]
  %240 = phi i32 [ %269, %268 ], [ 0, %67 ]
  %241 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %239
  %242 = load i8, ptr %241, align 1, !tbaa !13
  %243 = icmp eq i8 %242, 0
  br i1 %243, label %268, label %244

244:                                              ; preds = %238
  %245 = trunc nuw nsw i64 %239 to i32
  br label %246

246:                                              ; preds = %244, %246
  %247 = phi i32 [ %250, %246 ], [ %245, %244 ]
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %248
  %250 = load i32, ptr %249, align 4, !tbaa !5
  %251 = icmp eq i32 %250, %247
  br i1 %251, label %252, label %246, !llvm.loop !14

252:                                              ; preds = %246
  %253 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %239
  %254 = load i32, ptr %253, align 4, !tbaa !5
  %255 = icmp eq i32 %254, %247
  br i1 %255, label %263, label %256

256:                                              ; preds = %252, %256
  %257 = phi i32 [ %261, %256 ], [ %254, %252 ]
  %258 = phi ptr [ %260, %256 ], [ %253, %252 ]
  store i32 %247, ptr %258, align 4, !tbaa !5
  %259 = sext i32 %257 to i64
  %260 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %259
  %261 = load i32, ptr %260, align 4, !tbaa !5
  %262 = icmp eq i32 %261, %247
  br i1 %262, label %263, label %256, !llvm.loop !15

263:                                              ; preds = %256, %252
  %264 = zext i32 %247 to i64
  %265 = icmp eq i64 %239, %264
  %266 = zext i1 %265 to i32
  %267 = add nsw i32 %240, %266
  br label %268

268:                                              ; preds = %263, %238
  %269 = phi i32 [ %240, %238 ], [ %267, %263 ]
  %270 = add nuw nsw i64 %239, 1
  %271 = icmp eq i64 %270, 3600
  br i1 %271, label %234, label %238, !llvm.loop !17

272:                                              ; preds = %234
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %30, double noundef %237, i32 noundef %269)
  br label %274

274:                                              ; preds = %234, %272
  %275 = fadd double %2, %237
  %276 = add nuw nsw i32 %3, 1
  %277 = icmp eq i32 %276, 20
  br i1 %277, label %23, label %1, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @unite(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i32 [ %0, %2 ], [ %7, %3 ]
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = icmp eq i32 %7, %4
  br i1 %8, label %9, label %3, !llvm.loop !14

9:                                                ; preds = %3
  %10 = sext i32 %0 to i64
  %11 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = icmp eq i32 %12, %4
  br i1 %13, label %21, label %14

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %9 ]
  %16 = phi ptr [ %18, %14 ], [ %11, %9 ]
  store i32 %4, ptr %16, align 4, !tbaa !5
  %17 = sext i32 %15 to i64
  %18 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = icmp eq i32 %19, %4
  br i1 %20, label %21, label %14, !llvm.loop !15

21:                                               ; preds = %14, %9
  br label %22

22:                                               ; preds = %21, %22
  %23 = phi i32 [ %26, %22 ], [ %1, %21 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = icmp eq i32 %26, %23
  br i1 %27, label %28, label %22, !llvm.loop !14

28:                                               ; preds = %22
  %29 = sext i32 %1 to i64
  %30 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = icmp eq i32 %31, %23
  br i1 %32, label %40, label %33

33:                                               ; preds = %28, %33
  %34 = phi i32 [ %38, %33 ], [ %31, %28 ]
  %35 = phi ptr [ %37, %33 ], [ %30, %28 ]
  store i32 %23, ptr %35, align 4, !tbaa !5
  %36 = sext i32 %34 to i64
  %37 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = icmp eq i32 %38, %23
  br i1 %39, label %40, label %33, !llvm.loop !15

40:                                               ; preds = %33, %28
  %41 = icmp eq i32 %4, %23
  br i1 %41, label %60, label %42

42:                                               ; preds = %40
  %43 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %5
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %24
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = icmp slt i32 %44, %46
  %48 = select i1 %47, i32 %4, i32 %23
  %49 = select i1 %47, i32 %23, i32 %4
  %50 = sext i32 %48 to i64
  %51 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %50
  store i32 %49, ptr %51, align 4, !tbaa !5
  %52 = sext i32 %49 to i64
  %53 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %50
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = icmp eq i32 %54, %56
  br i1 %57, label %58, label %60

58:                                               ; preds = %42
  %59 = add nsw i32 %54, 1
  store i32 %59, ptr %53, align 4, !tbaa !5
  br label %60

60:                                               ; preds = %40, %58, %42
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
