; ModuleID = 'programs/union_find_percolation.c'
source_filename = "programs/union_find_percolation.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@parent = internal unnamed_addr global [3602 x i32] zeroinitializer, align 4
@rnk = internal unnamed_addr global [3602 x i32] zeroinitializer, align 4
@open_ = internal unnamed_addr global [3600 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [49 x i8] c"trial %d: opened=%d fraction=%.4f components=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"mean threshold=%.4f\0A\00", align 1
@st = internal unnamed_addr global i32 12345, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %480
  %2 = phi double [ 0.000000e+00, %0 ], [ %481, %480 ]
  %3 = phi i32 [ 0, %0 ], [ %482, %480 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(14408) @rnk, i8 0, i64 14408, i1 false), !tbaa !6
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %10, %4 ]
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %11, %4 ]
  %7 = add <4 x i32> %6, <i32 4, i32 4, i32 4, i32 4>
  %8 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %5
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  store <4 x i32> %6, ptr %8, align 4, !tbaa !6
  store <4 x i32> %7, ptr %9, align 4, !tbaa !6
  %10 = add nuw i64 %5, 8
  %11 = add <4 x i32> %6, <i32 8, i32 8, i32 8, i32 8>
  %12 = icmp eq i64 %10, 3600
  br i1 %12, label %18, label %4, !llvm.loop !10

13:                                               ; preds = %480
  %14 = fdiv double %481, 2.000000e+01
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %14)
  %16 = fmul double %14, 1.000000e+02
  %17 = fptosi double %16 to i32
  ret i32 %17

18:                                               ; preds = %4
  store i32 3600, ptr getelementptr inbounds (i8, ptr @parent, i64 14400), align 4, !tbaa !6
  store i32 3601, ptr getelementptr inbounds (i8, ptr @parent, i64 14404), align 4, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(3600) @open_, i8 0, i64 3600, i1 false), !tbaa !14
  %19 = load i32, ptr @st, align 4, !tbaa !6
  br label %20

20:                                               ; preds = %439, %18
  %21 = phi i32 [ %19, %18 ], [ %66, %439 ]
  %22 = phi i32 [ 0, %18 ], [ %73, %439 ]
  br label %23

23:                                               ; preds = %20, %60
  %24 = phi i32 [ %66, %60 ], [ %21, %20 ]
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i32 [ 3600, %23 ], [ %29, %25 ]
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = icmp eq i32 %29, %26
  br i1 %30, label %31, label %25, !llvm.loop !15

31:                                               ; preds = %25
  %32 = load i32, ptr getelementptr inbounds (i8, ptr @parent, i64 14400), align 4, !tbaa !6
  %33 = icmp eq i32 %32, %26
  br i1 %33, label %41, label %34

34:                                               ; preds = %31, %34
  %35 = phi i32 [ %39, %34 ], [ %32, %31 ]
  %36 = phi ptr [ %38, %34 ], [ getelementptr inbounds (i8, ptr @parent, i64 14400), %31 ]
  store i32 %26, ptr %36, align 4, !tbaa !6
  %37 = sext i32 %35 to i64
  %38 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = icmp eq i32 %39, %26
  br i1 %40, label %41, label %34, !llvm.loop !16

41:                                               ; preds = %34, %31
  br label %42

42:                                               ; preds = %41, %42
  %43 = phi i32 [ %46, %42 ], [ 3601, %41 ]
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = icmp eq i32 %46, %43
  br i1 %47, label %48, label %42, !llvm.loop !15

48:                                               ; preds = %42
  %49 = load i32, ptr getelementptr inbounds (i8, ptr @parent, i64 14404), align 4, !tbaa !6
  %50 = icmp eq i32 %49, %43
  br i1 %50, label %58, label %51

51:                                               ; preds = %48, %51
  %52 = phi i32 [ %56, %51 ], [ %49, %48 ]
  %53 = phi ptr [ %55, %51 ], [ getelementptr inbounds (i8, ptr @parent, i64 14404), %48 ]
  store i32 %43, ptr %53, align 4, !tbaa !6
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = icmp eq i32 %56, %43
  br i1 %57, label %58, label %51, !llvm.loop !16

58:                                               ; preds = %51, %48
  %59 = icmp eq i32 %26, %43
  br i1 %59, label %444, label %60

60:                                               ; preds = %58
  %61 = shl i32 %24, 13
  %62 = xor i32 %61, %24
  %63 = lshr i32 %62, 17
  %64 = xor i32 %63, %62
  %65 = shl i32 %64, 5
  %66 = xor i32 %65, %64
  store i32 %66, ptr @st, align 4, !tbaa !6
  %67 = urem i32 %66, 3600
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !14
  %71 = icmp eq i8 %70, 0
  br i1 %71, label %72, label %23, !llvm.loop !17

72:                                               ; preds = %60
  store i8 1, ptr %69, align 1, !tbaa !14
  %73 = add nuw nsw i32 %22, 1
  %74 = trunc nuw nsw i32 %67 to i16
  %75 = urem i16 %74, 60
  %76 = icmp ult i32 %67, 60
  br i1 %76, label %77, label %131

77:                                               ; preds = %72, %77
  %78 = phi i32 [ %81, %77 ], [ %67, %72 ]
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = icmp eq i32 %81, %78
  br i1 %82, label %83, label %77, !llvm.loop !15

83:                                               ; preds = %77
  %84 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %68
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = icmp eq i32 %85, %78
  br i1 %86, label %94, label %87

87:                                               ; preds = %83, %87
  %88 = phi i32 [ %92, %87 ], [ %85, %83 ]
  %89 = phi ptr [ %91, %87 ], [ %84, %83 ]
  store i32 %78, ptr %89, align 4, !tbaa !6
  %90 = sext i32 %88 to i64
  %91 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = icmp eq i32 %92, %78
  br i1 %93, label %94, label %87, !llvm.loop !16

94:                                               ; preds = %87, %83
  br label %95

95:                                               ; preds = %94, %95
  %96 = phi i32 [ %99, %95 ], [ 3600, %94 ]
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = icmp eq i32 %99, %96
  br i1 %100, label %101, label %95, !llvm.loop !15

101:                                              ; preds = %95
  %102 = load i32, ptr getelementptr inbounds (i8, ptr @parent, i64 14400), align 4, !tbaa !6
  %103 = icmp eq i32 %102, %96
  br i1 %103, label %111, label %104

104:                                              ; preds = %101, %104
  %105 = phi i32 [ %109, %104 ], [ %102, %101 ]
  %106 = phi ptr [ %108, %104 ], [ getelementptr inbounds (i8, ptr @parent, i64 14400), %101 ]
  store i32 %96, ptr %106, align 4, !tbaa !6
  %107 = sext i32 %105 to i64
  %108 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !6
  %110 = icmp eq i32 %109, %96
  br i1 %110, label %111, label %104, !llvm.loop !16

111:                                              ; preds = %104, %101
  %112 = icmp eq i32 %78, %96
  br i1 %112, label %131, label %113

113:                                              ; preds = %111
  %114 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %79
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %97
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = icmp slt i32 %115, %117
  %119 = select i1 %118, i32 %78, i32 %96
  %120 = select i1 %118, i32 %96, i32 %78
  %121 = sext i32 %119 to i64
  %122 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %121
  store i32 %120, ptr %122, align 4, !tbaa !6
  %123 = sext i32 %120 to i64
  %124 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %121
  %127 = load i32, ptr %126, align 4, !tbaa !6
  %128 = icmp eq i32 %125, %127
  br i1 %128, label %129, label %131

129:                                              ; preds = %113
  %130 = add nsw i32 %125, 1
  store i32 %130, ptr %124, align 4, !tbaa !6
  br label %131

131:                                              ; preds = %129, %113, %111, %72
  %132 = add nsw i32 %67, -3540
  %133 = icmp ult i32 %132, 60
  br i1 %133, label %134, label %188

134:                                              ; preds = %131, %134
  %135 = phi i32 [ %138, %134 ], [ %67, %131 ]
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %136
  %138 = load i32, ptr %137, align 4, !tbaa !6
  %139 = icmp eq i32 %138, %135
  br i1 %139, label %140, label %134, !llvm.loop !15

140:                                              ; preds = %134
  %141 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %68
  %142 = load i32, ptr %141, align 4, !tbaa !6
  %143 = icmp eq i32 %142, %135
  br i1 %143, label %151, label %144

144:                                              ; preds = %140, %144
  %145 = phi i32 [ %149, %144 ], [ %142, %140 ]
  %146 = phi ptr [ %148, %144 ], [ %141, %140 ]
  store i32 %135, ptr %146, align 4, !tbaa !6
  %147 = sext i32 %145 to i64
  %148 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %147
  %149 = load i32, ptr %148, align 4, !tbaa !6
  %150 = icmp eq i32 %149, %135
  br i1 %150, label %151, label %144, !llvm.loop !16

151:                                              ; preds = %144, %140
  br label %152

152:                                              ; preds = %151, %152
  %153 = phi i32 [ %156, %152 ], [ 3601, %151 ]
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !6
  %157 = icmp eq i32 %156, %153
  br i1 %157, label %158, label %152, !llvm.loop !15

158:                                              ; preds = %152
  %159 = load i32, ptr getelementptr inbounds (i8, ptr @parent, i64 14404), align 4, !tbaa !6
  %160 = icmp eq i32 %159, %153
  br i1 %160, label %168, label %161

161:                                              ; preds = %158, %161
  %162 = phi i32 [ %166, %161 ], [ %159, %158 ]
  %163 = phi ptr [ %165, %161 ], [ getelementptr inbounds (i8, ptr @parent, i64 14404), %158 ]
  store i32 %153, ptr %163, align 4, !tbaa !6
  %164 = sext i32 %162 to i64
  %165 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = icmp eq i32 %166, %153
  br i1 %167, label %168, label %161, !llvm.loop !16

168:                                              ; preds = %161, %158
  %169 = icmp eq i32 %135, %153
  br i1 %169, label %188, label %170

170:                                              ; preds = %168
  %171 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %136
  %172 = load i32, ptr %171, align 4, !tbaa !6
  %173 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %154
  %174 = load i32, ptr %173, align 4, !tbaa !6
  %175 = icmp slt i32 %172, %174
  %176 = select i1 %175, i32 %135, i32 %153
  %177 = select i1 %175, i32 %153, i32 %135
  %178 = sext i32 %176 to i64
  %179 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %178
  store i32 %177, ptr %179, align 4, !tbaa !6
  %180 = sext i32 %177 to i64
  %181 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !6
  %183 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %178
  %184 = load i32, ptr %183, align 4, !tbaa !6
  %185 = icmp eq i32 %182, %184
  br i1 %185, label %186, label %188

186:                                              ; preds = %170
  %187 = add nsw i32 %182, 1
  store i32 %187, ptr %181, align 4, !tbaa !6
  br label %188

188:                                              ; preds = %186, %170, %168, %131
  br i1 %76, label %252, label %189

189:                                              ; preds = %188
  %190 = add nsw i32 %67, -60
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %191
  %193 = load i8, ptr %192, align 1, !tbaa !14
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %250, label %195

195:                                              ; preds = %189, %195
  %196 = phi i32 [ %199, %195 ], [ %67, %189 ]
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %197
  %199 = load i32, ptr %198, align 4, !tbaa !6
  %200 = icmp eq i32 %199, %196
  br i1 %200, label %201, label %195, !llvm.loop !15

201:                                              ; preds = %195
  %202 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %68
  %203 = load i32, ptr %202, align 4, !tbaa !6
  %204 = icmp eq i32 %203, %196
  br i1 %204, label %212, label %205

205:                                              ; preds = %201, %205
  %206 = phi i32 [ %210, %205 ], [ %203, %201 ]
  %207 = phi ptr [ %209, %205 ], [ %202, %201 ]
  store i32 %196, ptr %207, align 4, !tbaa !6
  %208 = sext i32 %206 to i64
  %209 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %208
  %210 = load i32, ptr %209, align 4, !tbaa !6
  %211 = icmp eq i32 %210, %196
  br i1 %211, label %212, label %205, !llvm.loop !16

212:                                              ; preds = %205, %201
  br label %213

213:                                              ; preds = %212, %213
  %214 = phi i32 [ %217, %213 ], [ %190, %212 ]
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %215
  %217 = load i32, ptr %216, align 4, !tbaa !6
  %218 = icmp eq i32 %217, %214
  br i1 %218, label %219, label %213, !llvm.loop !15

219:                                              ; preds = %213
  %220 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %191
  %221 = load i32, ptr %220, align 4, !tbaa !6
  %222 = icmp eq i32 %221, %214
  br i1 %222, label %230, label %223

223:                                              ; preds = %219, %223
  %224 = phi i32 [ %228, %223 ], [ %221, %219 ]
  %225 = phi ptr [ %227, %223 ], [ %220, %219 ]
  store i32 %214, ptr %225, align 4, !tbaa !6
  %226 = sext i32 %224 to i64
  %227 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %226
  %228 = load i32, ptr %227, align 4, !tbaa !6
  %229 = icmp eq i32 %228, %214
  br i1 %229, label %230, label %223, !llvm.loop !16

230:                                              ; preds = %223, %219
  %231 = icmp eq i32 %196, %214
  br i1 %231, label %250, label %232

232:                                              ; preds = %230
  %233 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %197
  %234 = load i32, ptr %233, align 4, !tbaa !6
  %235 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %215
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = icmp slt i32 %234, %236
  %238 = select i1 %237, i32 %196, i32 %214
  %239 = select i1 %237, i32 %214, i32 %196
  %240 = sext i32 %238 to i64
  %241 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %240
  store i32 %239, ptr %241, align 4, !tbaa !6
  %242 = sext i32 %239 to i64
  %243 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %242
  %244 = load i32, ptr %243, align 4, !tbaa !6
  %245 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %240
  %246 = load i32, ptr %245, align 4, !tbaa !6
  %247 = icmp eq i32 %244, %246
  br i1 %247, label %248, label %250

248:                                              ; preds = %232
  %249 = add nsw i32 %244, 1
  store i32 %249, ptr %243, align 4, !tbaa !6
  br label %250

250:                                              ; preds = %248, %232, %230, %189
  %251 = icmp ult i32 %67, 3540
  br i1 %251, label %252, label %313

252:                                              ; preds = %188, %250
  %253 = add nuw nsw i32 %67, 60
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %254
  %256 = load i8, ptr %255, align 1, !tbaa !14
  %257 = icmp eq i8 %256, 0
  br i1 %257, label %313, label %258

258:                                              ; preds = %252, %258
  %259 = phi i32 [ %262, %258 ], [ %67, %252 ]
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %260
  %262 = load i32, ptr %261, align 4, !tbaa !6
  %263 = icmp eq i32 %262, %259
  br i1 %263, label %264, label %258, !llvm.loop !15

264:                                              ; preds = %258
  %265 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %68
  %266 = load i32, ptr %265, align 4, !tbaa !6
  %267 = icmp eq i32 %266, %259
  br i1 %267, label %275, label %268

268:                                              ; preds = %264, %268
  %269 = phi i32 [ %273, %268 ], [ %266, %264 ]
  %270 = phi ptr [ %272, %268 ], [ %265, %264 ]
  store i32 %259, ptr %270, align 4, !tbaa !6
  %271 = sext i32 %269 to i64
  %272 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %271
  %273 = load i32, ptr %272, align 4, !tbaa !6
  %274 = icmp eq i32 %273, %259
  br i1 %274, label %275, label %268, !llvm.loop !16

275:                                              ; preds = %268, %264
  br label %276

276:                                              ; preds = %275, %276
  %277 = phi i32 [ %280, %276 ], [ %253, %275 ]
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %278
  %280 = load i32, ptr %279, align 4, !tbaa !6
  %281 = icmp eq i32 %280, %277
  br i1 %281, label %282, label %276, !llvm.loop !15

282:                                              ; preds = %276
  %283 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %254
  %284 = load i32, ptr %283, align 4, !tbaa !6
  %285 = icmp eq i32 %284, %277
  br i1 %285, label %293, label %286

286:                                              ; preds = %282, %286
  %287 = phi i32 [ %291, %286 ], [ %284, %282 ]
  %288 = phi ptr [ %290, %286 ], [ %283, %282 ]
  store i32 %277, ptr %288, align 4, !tbaa !6
  %289 = sext i32 %287 to i64
  %290 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %289
  %291 = load i32, ptr %290, align 4, !tbaa !6
  %292 = icmp eq i32 %291, %277
  br i1 %292, label %293, label %286, !llvm.loop !16

293:                                              ; preds = %286, %282
  %294 = icmp eq i32 %259, %277
  br i1 %294, label %313, label %295

295:                                              ; preds = %293
  %296 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %260
  %297 = load i32, ptr %296, align 4, !tbaa !6
  %298 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %278
  %299 = load i32, ptr %298, align 4, !tbaa !6
  %300 = icmp slt i32 %297, %299
  %301 = select i1 %300, i32 %259, i32 %277
  %302 = select i1 %300, i32 %277, i32 %259
  %303 = sext i32 %301 to i64
  %304 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %303
  store i32 %302, ptr %304, align 4, !tbaa !6
  %305 = sext i32 %302 to i64
  %306 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %305
  %307 = load i32, ptr %306, align 4, !tbaa !6
  %308 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %303
  %309 = load i32, ptr %308, align 4, !tbaa !6
  %310 = icmp eq i32 %307, %309
  br i1 %310, label %311, label %313

311:                                              ; preds = %295
  %312 = add nsw i32 %307, 1
  store i32 %312, ptr %306, align 4, !tbaa !6
  br label %313

313:                                              ; preds = %311, %295, %293, %252, %250
  %314 = icmp eq i16 %75, 0
  br i1 %314, label %378, label %315

315:                                              ; preds = %313
  %316 = add nsw i32 %67, -1
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %317
  %319 = load i8, ptr %318, align 1, !tbaa !14
  %320 = icmp eq i8 %319, 0
  br i1 %320, label %376, label %321

321:                                              ; preds = %315, %321
  %322 = phi i32 [ %325, %321 ], [ %67, %315 ]
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %323
  %325 = load i32, ptr %324, align 4, !tbaa !6
  %326 = icmp eq i32 %325, %322
  br i1 %326, label %327, label %321, !llvm.loop !15

327:                                              ; preds = %321
  %328 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %68
  %329 = load i32, ptr %328, align 4, !tbaa !6
  %330 = icmp eq i32 %329, %322
  br i1 %330, label %338, label %331

331:                                              ; preds = %327, %331
  %332 = phi i32 [ %336, %331 ], [ %329, %327 ]
  %333 = phi ptr [ %335, %331 ], [ %328, %327 ]
  store i32 %322, ptr %333, align 4, !tbaa !6
  %334 = sext i32 %332 to i64
  %335 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %334
  %336 = load i32, ptr %335, align 4, !tbaa !6
  %337 = icmp eq i32 %336, %322
  br i1 %337, label %338, label %331, !llvm.loop !16

338:                                              ; preds = %331, %327
  br label %339

339:                                              ; preds = %338, %339
  %340 = phi i32 [ %343, %339 ], [ %316, %338 ]
  %341 = sext i32 %340 to i64
  %342 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %341
  %343 = load i32, ptr %342, align 4, !tbaa !6
  %344 = icmp eq i32 %343, %340
  br i1 %344, label %345, label %339, !llvm.loop !15

345:                                              ; preds = %339
  %346 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %317
  %347 = load i32, ptr %346, align 4, !tbaa !6
  %348 = icmp eq i32 %347, %340
  br i1 %348, label %356, label %349

349:                                              ; preds = %345, %349
  %350 = phi i32 [ %354, %349 ], [ %347, %345 ]
  %351 = phi ptr [ %353, %349 ], [ %346, %345 ]
  store i32 %340, ptr %351, align 4, !tbaa !6
  %352 = sext i32 %350 to i64
  %353 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %352
  %354 = load i32, ptr %353, align 4, !tbaa !6
  %355 = icmp eq i32 %354, %340
  br i1 %355, label %356, label %349, !llvm.loop !16

356:                                              ; preds = %349, %345
  %357 = icmp eq i32 %322, %340
  br i1 %357, label %376, label %358

358:                                              ; preds = %356
  %359 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %323
  %360 = load i32, ptr %359, align 4, !tbaa !6
  %361 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %341
  %362 = load i32, ptr %361, align 4, !tbaa !6
  %363 = icmp slt i32 %360, %362
  %364 = select i1 %363, i32 %322, i32 %340
  %365 = select i1 %363, i32 %340, i32 %322
  %366 = sext i32 %364 to i64
  %367 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %366
  store i32 %365, ptr %367, align 4, !tbaa !6
  %368 = sext i32 %365 to i64
  %369 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %368
  %370 = load i32, ptr %369, align 4, !tbaa !6
  %371 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %366
  %372 = load i32, ptr %371, align 4, !tbaa !6
  %373 = icmp eq i32 %370, %372
  br i1 %373, label %374, label %376

374:                                              ; preds = %358
  %375 = add nsw i32 %370, 1
  store i32 %375, ptr %369, align 4, !tbaa !6
  br label %376

376:                                              ; preds = %374, %358, %356, %315
  %377 = icmp ult i16 %75, 59
  br i1 %377, label %378, label %439

378:                                              ; preds = %313, %376
  %379 = add nuw nsw i32 %67, 1
  %380 = zext nneg i32 %379 to i64
  %381 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %380
  %382 = load i8, ptr %381, align 1, !tbaa !14
  %383 = icmp eq i8 %382, 0
  br i1 %383, label %439, label %384

384:                                              ; preds = %378, %384
  %385 = phi i32 [ %388, %384 ], [ %67, %378 ]
  %386 = sext i32 %385 to i64
  %387 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %386
  %388 = load i32, ptr %387, align 4, !tbaa !6
  %389 = icmp eq i32 %388, %385
  br i1 %389, label %390, label %384, !llvm.loop !15

390:                                              ; preds = %384
  %391 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %68
  %392 = load i32, ptr %391, align 4, !tbaa !6
  %393 = icmp eq i32 %392, %385
  br i1 %393, label %401, label %394

394:                                              ; preds = %390, %394
  %395 = phi i32 [ %399, %394 ], [ %392, %390 ]
  %396 = phi ptr [ %398, %394 ], [ %391, %390 ]
  store i32 %385, ptr %396, align 4, !tbaa !6
  %397 = sext i32 %395 to i64
  %398 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %397
  %399 = load i32, ptr %398, align 4, !tbaa !6
  %400 = icmp eq i32 %399, %385
  br i1 %400, label %401, label %394, !llvm.loop !16

401:                                              ; preds = %394, %390
  br label %402

402:                                              ; preds = %401, %402
  %403 = phi i32 [ %406, %402 ], [ %379, %401 ]
  %404 = sext i32 %403 to i64
  %405 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %404
  %406 = load i32, ptr %405, align 4, !tbaa !6
  %407 = icmp eq i32 %406, %403
  br i1 %407, label %408, label %402, !llvm.loop !15

408:                                              ; preds = %402
  %409 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %380
  %410 = load i32, ptr %409, align 4, !tbaa !6
  %411 = icmp eq i32 %410, %403
  br i1 %411, label %419, label %412

412:                                              ; preds = %408, %412
  %413 = phi i32 [ %417, %412 ], [ %410, %408 ]
  %414 = phi ptr [ %416, %412 ], [ %409, %408 ]
  store i32 %403, ptr %414, align 4, !tbaa !6
  %415 = sext i32 %413 to i64
  %416 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %415
  %417 = load i32, ptr %416, align 4, !tbaa !6
  %418 = icmp eq i32 %417, %403
  br i1 %418, label %419, label %412, !llvm.loop !16

419:                                              ; preds = %412, %408
  %420 = icmp eq i32 %385, %403
  br i1 %420, label %439, label %421

421:                                              ; preds = %419
  %422 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %386
  %423 = load i32, ptr %422, align 4, !tbaa !6
  %424 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %404
  %425 = load i32, ptr %424, align 4, !tbaa !6
  %426 = icmp slt i32 %423, %425
  %427 = select i1 %426, i32 %385, i32 %403
  %428 = select i1 %426, i32 %403, i32 %385
  %429 = sext i32 %427 to i64
  %430 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %429
  store i32 %428, ptr %430, align 4, !tbaa !6
  %431 = sext i32 %428 to i64
  %432 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %431
  %433 = load i32, ptr %432, align 4, !tbaa !6
  %434 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %429
  %435 = load i32, ptr %434, align 4, !tbaa !6
  %436 = icmp eq i32 %433, %435
  br i1 %436, label %437, label %439

437:                                              ; preds = %421
  %438 = add nsw i32 %433, 1
  store i32 %438, ptr %432, align 4, !tbaa !6
  br label %439

439:                                              ; preds = %437, %421, %419, %376, %378
  br label %20

440:                                              ; preds = %474
  %441 = icmp ult i32 %3, 5
  %442 = uitofp nneg i32 %22 to double
  %443 = fdiv double %442, 3.600000e+03
  br i1 %441, label %478, label %480

444:                                              ; preds = %58, %474
  %445 = phi i64 [ %476, %474 ], [ 0, %58 ]
  %446 = phi i32 [ %475, %474 ], [ 0, %58 ]
  %447 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %445
  %448 = load i8, ptr %447, align 1, !tbaa !14
  %449 = icmp eq i8 %448, 0
  br i1 %449, label %474, label %450

450:                                              ; preds = %444
  %451 = trunc nuw nsw i64 %445 to i32
  br label %452

452:                                              ; preds = %450, %452
  %453 = phi i32 [ %456, %452 ], [ %451, %450 ]
  %454 = sext i32 %453 to i64
  %455 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %454
  %456 = load i32, ptr %455, align 4, !tbaa !6
  %457 = icmp eq i32 %456, %453
  br i1 %457, label %458, label %452, !llvm.loop !15

458:                                              ; preds = %452
  %459 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %445
  %460 = load i32, ptr %459, align 4, !tbaa !6
  %461 = icmp eq i32 %460, %453
  br i1 %461, label %469, label %462

462:                                              ; preds = %458, %462
  %463 = phi i32 [ %467, %462 ], [ %460, %458 ]
  %464 = phi ptr [ %466, %462 ], [ %459, %458 ]
  store i32 %453, ptr %464, align 4, !tbaa !6
  %465 = sext i32 %463 to i64
  %466 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %465
  %467 = load i32, ptr %466, align 4, !tbaa !6
  %468 = icmp eq i32 %467, %453
  br i1 %468, label %469, label %462, !llvm.loop !16

469:                                              ; preds = %462, %458
  %470 = zext i32 %453 to i64
  %471 = icmp eq i64 %445, %470
  %472 = zext i1 %471 to i32
  %473 = add nsw i32 %446, %472
  br label %474

474:                                              ; preds = %469, %444
  %475 = phi i32 [ %446, %444 ], [ %473, %469 ]
  %476 = add nuw nsw i64 %445, 1
  %477 = icmp eq i64 %476, 3600
  br i1 %477, label %440, label %444, !llvm.loop !18

478:                                              ; preds = %440
  %479 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %22, double noundef %443, i32 noundef %475)
  br label %480

480:                                              ; preds = %440, %478
  %481 = fadd double %2, %443
  %482 = add nuw nsw i32 %3, 1
  %483 = icmp eq i32 %482, 20
  br i1 %483, label %13, label %1, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
