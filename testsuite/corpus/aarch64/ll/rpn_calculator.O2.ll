; ModuleID = 'programs/rpn_calculator.c'
source_filename = "programs/rpn_calculator.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"-(2+3)*-4\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"sqrt(16) + abs(-2.5)\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"max(1, min(7, 3)) * 2\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"2^10 - 1000\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"1.5 * (2 + .5)\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"10 / 4 - -3\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"sqrt(2)^2\00", align 1
@__const.main.exprs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@.str.8 = private unnamed_addr constant [9 x i8] c"%-32s =>\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"  = %.10g\0A\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"abs\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"min\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"max\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x double], align 8
  %2 = alloca [64 x [16 x i8]], align 1
  %3 = alloca [64 x [16 x i8]], align 1
  br label %6

4:                                                ; preds = %296
  %5 = fptosi double %299 to i32
  ret i32 %5

6:                                                ; preds = %0, %296
  %7 = phi i64 [ 0, %0 ], [ %300, %296 ]
  %8 = phi double [ 0.000000e+00, %0 ], [ %299, %296 ]
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #10
  %9 = getelementptr inbounds [8 x ptr], ptr @__const.main.exprs, i64 0, i64 %7
  %10 = load ptr, ptr %9, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #10
  %11 = load i8, ptr %10, align 1, !tbaa !10
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %6
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #10
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %10)
  unreachable

15:                                               ; preds = %6
  %16 = tail call ptr @__ctype_b_loc() #11
  br label %17

17:                                               ; preds = %117, %15
  %18 = phi i8 [ %11, %15 ], [ %122, %117 ]
  %19 = phi ptr [ %10, %15 ], [ %121, %117 ]
  %20 = phi i32 [ 1, %15 ], [ %120, %117 ]
  %21 = phi i32 [ 0, %15 ], [ %119, %117 ]
  %22 = phi i32 [ 0, %15 ], [ %118, %117 ]
  %23 = sext i32 %21 to i64
  %24 = add i32 %22, %21
  br label %25

25:                                               ; preds = %81, %17
  %26 = phi i32 [ %24, %17 ], [ %89, %81 ]
  %27 = phi i64 [ %23, %17 ], [ %84, %81 ]
  %28 = phi i8 [ %18, %17 ], [ %87, %81 ]
  %29 = phi ptr [ %19, %17 ], [ %82, %81 ]
  %30 = phi i32 [ %20, %17 ], [ 0, %81 ]
  %31 = load ptr, ptr %16, align 8, !tbaa !6
  br label %43

32:                                               ; preds = %52
  %33 = trunc nsw i64 %27 to i32
  br label %36

34:                                               ; preds = %81
  %35 = trunc nsw i64 %84 to i32
  br label %36

36:                                               ; preds = %117, %34, %32
  %37 = phi i32 [ %22, %32 ], [ %22, %34 ], [ %118, %117 ]
  %38 = phi i32 [ %33, %32 ], [ %35, %34 ], [ %119, %117 ]
  %39 = icmp eq i32 %37, 0
  br i1 %39, label %289, label %40

40:                                               ; preds = %36
  %41 = sext i32 %38 to i64
  %42 = sext i32 %37 to i64
  br label %278

43:                                               ; preds = %52, %25
  %44 = phi i8 [ %28, %25 ], [ %54, %52 ]
  %45 = phi ptr [ %29, %25 ], [ %53, %52 ]
  %46 = zext i8 %44 to i64
  %47 = getelementptr inbounds i16, ptr %31, i64 %46
  %48 = load i16, ptr %47, align 2, !tbaa !11
  %49 = zext i16 %48 to i32
  %50 = and i32 %49, 8192
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %56, label %52

52:                                               ; preds = %43
  %53 = getelementptr inbounds i8, ptr %45, i64 1
  %54 = load i8, ptr %53, align 1, !tbaa !10
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %32, label %43, !llvm.loop !13

56:                                               ; preds = %43
  %57 = and i32 %49, 2048
  %58 = icmp ne i32 %57, 0
  %59 = icmp eq i8 %44, 46
  %60 = or i1 %59, %58
  br i1 %60, label %61, label %90

61:                                               ; preds = %56
  %62 = and i16 %48, 2048
  %63 = icmp ne i16 %62, 0
  %64 = or i1 %59, %63
  br i1 %64, label %65, label %81

65:                                               ; preds = %61, %65
  %66 = phi i64 [ %70, %65 ], [ 0, %61 ]
  %67 = phi i8 [ %73, %65 ], [ %44, %61 ]
  %68 = phi ptr [ %69, %65 ], [ %45, %61 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 1
  %70 = add nuw nsw i64 %66, 1
  %71 = getelementptr inbounds [16 x i8], ptr %3, i64 %27, i64 %66
  store i8 %67, ptr %71, align 1, !tbaa !10
  %72 = load ptr, ptr %16, align 8, !tbaa !6
  %73 = load i8, ptr %69, align 1, !tbaa !10
  %74 = zext i8 %73 to i64
  %75 = getelementptr inbounds i16, ptr %72, i64 %74
  %76 = load i16, ptr %75, align 2, !tbaa !11
  %77 = and i16 %76, 2048
  %78 = icmp ne i16 %77, 0
  %79 = icmp eq i8 %73, 46
  %80 = or i1 %79, %78
  br i1 %80, label %65, label %81, !llvm.loop !15

81:                                               ; preds = %65, %61
  %82 = phi ptr [ %45, %61 ], [ %69, %65 ]
  %83 = phi i64 [ 0, %61 ], [ %70, %65 ]
  %84 = add nsw i64 %27, 1
  %85 = and i64 %83, 4294967295
  %86 = getelementptr inbounds [16 x i8], ptr %3, i64 %27, i64 %85
  store i8 0, ptr %86, align 1, !tbaa !10
  %87 = load i8, ptr %82, align 1, !tbaa !10
  %88 = icmp eq i8 %87, 0
  %89 = add i32 %26, 1
  br i1 %88, label %34, label %25

90:                                               ; preds = %56
  %91 = trunc nsw i64 %27 to i32
  %92 = and i32 %49, 1024
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %124, label %94

94:                                               ; preds = %90
  %95 = and i16 %48, 1024
  %96 = icmp eq i16 %95, 0
  %97 = sext i32 %22 to i64
  br i1 %96, label %111, label %98

98:                                               ; preds = %94, %98
  %99 = phi i64 [ %103, %98 ], [ 0, %94 ]
  %100 = phi i8 [ %105, %98 ], [ %44, %94 ]
  %101 = phi ptr [ %102, %98 ], [ %45, %94 ]
  %102 = getelementptr inbounds i8, ptr %101, i64 1
  %103 = add nuw nsw i64 %99, 1
  %104 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %97, i64 %99
  store i8 %100, ptr %104, align 1, !tbaa !10
  %105 = load i8, ptr %102, align 1, !tbaa !10
  %106 = zext i8 %105 to i64
  %107 = getelementptr inbounds i16, ptr %31, i64 %106
  %108 = load i16, ptr %107, align 2, !tbaa !11
  %109 = and i16 %108, 1024
  %110 = icmp eq i16 %109, 0
  br i1 %110, label %111, label %98, !llvm.loop !16

111:                                              ; preds = %98, %94
  %112 = phi ptr [ %45, %94 ], [ %102, %98 ]
  %113 = phi i64 [ 0, %94 ], [ %103, %98 ]
  %114 = add nsw i32 %22, 1
  %115 = and i64 %113, 4294967295
  %116 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %97, i64 %115
  store i8 0, ptr %116, align 1, !tbaa !10
  br label %117

117:                                              ; preds = %271, %195, %152, %148, %111
  %118 = phi i32 [ %276, %271 ], [ %196, %195 ], [ %153, %152 ], [ %149, %148 ], [ %114, %111 ]
  %119 = phi i32 [ %273, %271 ], [ %197, %195 ], [ %91, %152 ], [ %150, %148 ], [ %91, %111 ]
  %120 = phi i32 [ 1, %271 ], [ 0, %195 ], [ 1, %152 ], [ 1, %148 ], [ %30, %111 ]
  %121 = phi ptr [ %200, %271 ], [ %198, %195 ], [ %156, %152 ], [ %151, %148 ], [ %112, %111 ]
  %122 = load i8, ptr %121, align 1, !tbaa !10
  %123 = icmp eq i8 %122, 0
  br i1 %123, label %36, label %17, !llvm.loop !13

124:                                              ; preds = %90
  switch i8 %44, label %199 [
    i8 44, label %129
    i8 40, label %152
    i8 41, label %125
  ]

125:                                              ; preds = %124
  %126 = icmp eq i32 %22, 0
  br i1 %126, label %176, label %127

127:                                              ; preds = %125
  %128 = sext i32 %22 to i64
  br label %157

129:                                              ; preds = %124
  %130 = icmp eq i32 %22, 0
  br i1 %130, label %148, label %131

131:                                              ; preds = %129
  %132 = sext i32 %22 to i64
  br label %133

133:                                              ; preds = %140, %131
  %134 = phi i64 [ %132, %131 ], [ %136, %140 ]
  %135 = phi i64 [ %27, %131 ], [ %141, %140 ]
  %136 = add nsw i64 %134, -1
  %137 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !10
  %139 = icmp eq i8 %138, 40
  br i1 %139, label %145, label %140

140:                                              ; preds = %133
  %141 = add nsw i64 %135, 1
  %142 = getelementptr inbounds [16 x i8], ptr %3, i64 %135
  %143 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %142, ptr noundef nonnull dereferenceable(1) %137) #10
  %144 = icmp eq i64 %136, 0
  br i1 %144, label %148, label %133, !llvm.loop !17

145:                                              ; preds = %133
  %146 = trunc nsw i64 %135 to i32
  %147 = trunc nsw i64 %134 to i32
  br label %148

148:                                              ; preds = %140, %145, %129
  %149 = phi i32 [ 0, %129 ], [ %147, %145 ], [ 0, %140 ]
  %150 = phi i32 [ %91, %129 ], [ %146, %145 ], [ %26, %140 ]
  %151 = getelementptr inbounds i8, ptr %45, i64 1
  br label %117

152:                                              ; preds = %124
  %153 = add nsw i32 %22, 1
  %154 = sext i32 %22 to i64
  %155 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %154
  store i16 40, ptr %155, align 1
  %156 = getelementptr inbounds i8, ptr %45, i64 1
  br label %117

157:                                              ; preds = %164, %127
  %158 = phi i64 [ %128, %127 ], [ %160, %164 ]
  %159 = phi i64 [ %27, %127 ], [ %165, %164 ]
  %160 = add nsw i64 %158, -1
  %161 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %160
  %162 = load i8, ptr %161, align 1, !tbaa !10
  %163 = icmp eq i8 %162, 40
  br i1 %163, label %169, label %164

164:                                              ; preds = %157
  %165 = add nsw i64 %159, 1
  %166 = getelementptr inbounds [16 x i8], ptr %3, i64 %159
  %167 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %166, ptr noundef nonnull dereferenceable(1) %161) #10
  %168 = icmp eq i64 %160, 0
  br i1 %168, label %174, label %157, !llvm.loop !18

169:                                              ; preds = %157
  %170 = trunc nsw i64 %158 to i32
  %171 = trunc nsw i64 %159 to i32
  %172 = add nsw i32 %170, -1
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %195, label %176

174:                                              ; preds = %164
  %175 = trunc nsw i64 %165 to i32
  br label %176

176:                                              ; preds = %174, %169, %125
  %177 = phi i32 [ %170, %169 ], [ 0, %125 ], [ 0, %174 ]
  %178 = phi i32 [ %171, %169 ], [ %91, %125 ], [ %175, %174 ]
  %179 = phi i32 [ %172, %169 ], [ -1, %125 ], [ -1, %174 ]
  %180 = load ptr, ptr %16, align 8, !tbaa !6
  %181 = add nsw i32 %177, -2
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %182
  %184 = load i8, ptr %183, align 1, !tbaa !10
  %185 = zext i8 %184 to i64
  %186 = getelementptr inbounds i16, ptr %180, i64 %185
  %187 = load i16, ptr %186, align 2, !tbaa !11
  %188 = and i16 %187, 1024
  %189 = icmp eq i16 %188, 0
  br i1 %189, label %195, label %190

190:                                              ; preds = %176
  %191 = add nsw i32 %178, 1
  %192 = sext i32 %178 to i64
  %193 = getelementptr inbounds [16 x i8], ptr %3, i64 %192
  %194 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %193, ptr noundef nonnull dereferenceable(1) %183) #10
  br label %195

195:                                              ; preds = %190, %176, %169
  %196 = phi i32 [ %181, %190 ], [ %179, %176 ], [ 0, %169 ]
  %197 = phi i32 [ %191, %190 ], [ %178, %176 ], [ %171, %169 ]
  %198 = getelementptr inbounds i8, ptr %45, i64 1
  br label %117

199:                                              ; preds = %124
  %200 = getelementptr inbounds i8, ptr %45, i64 1
  %201 = icmp eq i8 %44, 45
  %202 = icmp ne i32 %30, 0
  %203 = select i1 %201, i1 %202, i1 false
  %204 = select i1 %203, i8 126, i8 %44
  %205 = icmp eq i32 %22, 0
  br i1 %205, label %271, label %206

206:                                              ; preds = %199
  %207 = icmp eq i8 %204, 126
  %208 = select i1 %207, i32 5, i32 0
  %209 = and i8 %204, -33
  %210 = icmp ne i8 %209, 94
  %211 = sext i32 %22 to i64
  br label %212

212:                                              ; preds = %254, %206
  %213 = phi i64 [ %211, %206 ], [ %215, %254 ]
  %214 = phi i64 [ %27, %206 ], [ %255, %254 ]
  %215 = add nsw i64 %213, -1
  %216 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %215
  %217 = load i8, ptr %216, align 1, !tbaa !10
  %218 = icmp eq i8 %217, 40
  br i1 %218, label %265, label %219

219:                                              ; preds = %212
  %220 = load ptr, ptr %16, align 8, !tbaa !6
  %221 = zext i8 %217 to i64
  %222 = getelementptr inbounds i16, ptr %220, i64 %221
  %223 = load i16, ptr %222, align 2, !tbaa !11
  %224 = and i16 %223, 1024
  %225 = icmp eq i16 %224, 0
  br i1 %225, label %226, label %262

226:                                              ; preds = %219
  switch i8 %217, label %227 [
    i8 94, label %232
    i8 47, label %230
    i8 42, label %230
    i8 45, label %231
    i8 43, label %231
  ]

227:                                              ; preds = %226
  %228 = icmp eq i8 %217, 126
  %229 = select i1 %228, i32 5, i32 0
  br label %232

230:                                              ; preds = %226, %226
  br label %232

231:                                              ; preds = %226, %226
  br label %232

232:                                              ; preds = %231, %230, %227, %226
  %233 = phi i32 [ 4, %226 ], [ %229, %227 ], [ 3, %230 ], [ 2, %231 ]
  switch i8 %204, label %234 [
    i8 94, label %237
    i8 47, label %235
    i8 42, label %235
    i8 45, label %236
    i8 43, label %236
  ]

234:                                              ; preds = %232
  br label %237

235:                                              ; preds = %232, %232
  br label %237

236:                                              ; preds = %232, %232
  br label %237

237:                                              ; preds = %236, %235, %234, %232
  %238 = phi i32 [ 4, %232 ], [ %208, %234 ], [ 3, %235 ], [ 2, %236 ]
  %239 = icmp ugt i32 %233, %238
  br i1 %239, label %254, label %240

240:                                              ; preds = %237
  switch i8 %217, label %241 [
    i8 94, label %246
    i8 47, label %244
    i8 42, label %244
    i8 45, label %245
    i8 43, label %245
  ]

241:                                              ; preds = %240
  %242 = icmp eq i8 %217, 126
  %243 = select i1 %242, i32 5, i32 0
  br label %246

244:                                              ; preds = %240, %240
  br label %246

245:                                              ; preds = %240, %240
  br label %246

246:                                              ; preds = %245, %244, %241, %240
  %247 = phi i32 [ 4, %240 ], [ %243, %241 ], [ 3, %244 ], [ 2, %245 ]
  switch i8 %204, label %248 [
    i8 94, label %259
    i8 47, label %250
    i8 42, label %250
    i8 45, label %249
    i8 43, label %249
  ]

248:                                              ; preds = %246
  br label %250

249:                                              ; preds = %246, %246
  br label %250

250:                                              ; preds = %249, %248, %246, %246
  %251 = phi i32 [ %208, %248 ], [ 2, %249 ], [ 3, %246 ], [ 3, %246 ]
  %252 = icmp eq i32 %247, %251
  %253 = select i1 %252, i1 %210, i1 false
  br i1 %253, label %254, label %268

254:                                              ; preds = %250, %237
  %255 = add nsw i64 %214, 1
  %256 = getelementptr inbounds [16 x i8], ptr %3, i64 %214
  %257 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %256, ptr noundef nonnull dereferenceable(1) %216) #10
  %258 = icmp eq i64 %215, 0
  br i1 %258, label %271, label %212, !llvm.loop !19

259:                                              ; preds = %246
  %260 = trunc nsw i64 %214 to i32
  %261 = trunc nsw i64 %213 to i32
  br label %271

262:                                              ; preds = %219
  %263 = trunc nsw i64 %214 to i32
  %264 = trunc nsw i64 %213 to i32
  br label %271

265:                                              ; preds = %212
  %266 = trunc nsw i64 %214 to i32
  %267 = trunc nsw i64 %213 to i32
  br label %271

268:                                              ; preds = %250
  %269 = trunc nsw i64 %214 to i32
  %270 = trunc nsw i64 %213 to i32
  br label %271

271:                                              ; preds = %254, %268, %265, %262, %259, %199
  %272 = phi i32 [ 0, %199 ], [ %261, %259 ], [ %264, %262 ], [ %267, %265 ], [ %270, %268 ], [ 0, %254 ]
  %273 = phi i32 [ %91, %199 ], [ %260, %259 ], [ %263, %262 ], [ %266, %265 ], [ %269, %268 ], [ %26, %254 ]
  %274 = sext i32 %272 to i64
  %275 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %274
  store i8 %204, ptr %275, align 1, !tbaa !10
  %276 = add nsw i32 %272, 1
  %277 = getelementptr inbounds i8, ptr %275, i64 1
  store i8 0, ptr %277, align 1, !tbaa !10
  br label %117

278:                                              ; preds = %278, %40
  %279 = phi i64 [ %42, %40 ], [ %283, %278 ]
  %280 = phi i64 [ %41, %40 ], [ %281, %278 ]
  %281 = add nsw i64 %280, 1
  %282 = getelementptr inbounds [16 x i8], ptr %3, i64 %280
  %283 = add nsw i64 %279, -1
  %284 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %283
  %285 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %282, ptr noundef nonnull dereferenceable(1) %284) #10
  %286 = icmp eq i64 %283, 0
  br i1 %286, label %287, label %278, !llvm.loop !20

287:                                              ; preds = %278
  %288 = trunc nsw i64 %281 to i32
  br label %289

289:                                              ; preds = %36, %287
  %290 = phi i32 [ %38, %36 ], [ %288, %287 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #10
  %291 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %10)
  %292 = icmp sgt i32 %290, 0
  call void @llvm.assume(i1 %292)
  %293 = zext nneg i32 %290 to i64
  br label %388

294:                                              ; preds = %388
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #10
  %295 = tail call ptr @__ctype_b_loc() #11
  br label %302

296:                                              ; preds = %384
  %297 = load double, ptr %1, align 8, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #10
  %298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %297)
  %299 = fadd double %8, %297
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #10
  %300 = add nuw nsw i64 %7, 1
  %301 = icmp eq i64 %300, 8
  br i1 %301, label %4, label %6, !llvm.loop !23

302:                                              ; preds = %384, %294
  %303 = phi i64 [ 0, %294 ], [ %386, %384 ]
  %304 = phi i32 [ 0, %294 ], [ %385, %384 ]
  %305 = getelementptr inbounds [16 x i8], ptr %3, i64 %303
  %306 = load ptr, ptr %295, align 8, !tbaa !6
  %307 = load i8, ptr %305, align 1
  %308 = zext i8 %307 to i64
  %309 = getelementptr inbounds i16, ptr %306, i64 %308
  %310 = load i16, ptr %309, align 2, !tbaa !11
  %311 = and i16 %310, 2048
  %312 = icmp ne i16 %311, 0
  %313 = icmp eq i8 %307, 46
  %314 = or i1 %313, %312
  br i1 %314, label %315, label %320

315:                                              ; preds = %302
  %316 = call double @strtod(ptr nocapture noundef nonnull readonly %305, ptr noundef null) #10
  %317 = add nsw i32 %304, 1
  %318 = sext i32 %304 to i64
  %319 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %318
  store double %316, ptr %319, align 8, !tbaa !21
  br label %384

320:                                              ; preds = %302
  %321 = zext i8 %307 to i32
  %322 = add nsw i32 %321, -126
  %323 = icmp eq i32 %322, 0
  br i1 %323, label %324, label %328

324:                                              ; preds = %320
  %325 = getelementptr inbounds i8, ptr %305, i64 1
  %326 = load i8, ptr %325, align 1
  %327 = zext i8 %326 to i32
  br label %328

328:                                              ; preds = %324, %320
  %329 = phi i32 [ %322, %320 ], [ %327, %324 ]
  %330 = icmp eq i32 %329, 0
  br i1 %330, label %331, label %337

331:                                              ; preds = %328
  %332 = add nsw i32 %304, -1
  %333 = sext i32 %332 to i64
  %334 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %333
  %335 = load double, ptr %334, align 8, !tbaa !21
  %336 = fneg double %335
  store double %336, ptr %334, align 8, !tbaa !21
  br label %384

337:                                              ; preds = %328
  %338 = call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %305, ptr noundef nonnull dereferenceable(5) @.str.13) #12
  %339 = icmp eq i32 %338, 0
  br i1 %339, label %340, label %346

340:                                              ; preds = %337
  %341 = add nsw i32 %304, -1
  %342 = sext i32 %341 to i64
  %343 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %342
  %344 = load double, ptr %343, align 8, !tbaa !21
  %345 = call double @sqrt(double noundef %344) #10
  store double %345, ptr %343, align 8, !tbaa !21
  br label %384

346:                                              ; preds = %337
  %347 = call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %305, ptr noundef nonnull dereferenceable(4) @.str.14) #12
  %348 = icmp eq i32 %347, 0
  %349 = add nsw i32 %304, -1
  %350 = sext i32 %349 to i64
  %351 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %350
  %352 = load double, ptr %351, align 8, !tbaa !21
  br i1 %348, label %353, label %355

353:                                              ; preds = %346
  %354 = call double @llvm.fabs.f64(double %352)
  store double %354, ptr %351, align 8, !tbaa !21
  br label %384

355:                                              ; preds = %346
  %356 = add nsw i32 %304, -2
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %357
  %359 = load double, ptr %358, align 8, !tbaa !21
  %360 = call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %305, ptr noundef nonnull dereferenceable(4) @.str.15) #12
  %361 = icmp eq i32 %360, 0
  br i1 %361, label %362, label %365

362:                                              ; preds = %355
  %363 = fcmp olt double %359, %352
  %364 = select i1 %363, double %359, double %352
  br label %382

365:                                              ; preds = %355
  %366 = call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %305, ptr noundef nonnull dereferenceable(4) @.str.16) #12
  %367 = icmp eq i32 %366, 0
  br i1 %367, label %368, label %371

368:                                              ; preds = %365
  %369 = fcmp ogt double %359, %352
  %370 = select i1 %369, double %359, double %352
  br label %382

371:                                              ; preds = %365
  switch i8 %307, label %382 [
    i8 43, label %372
    i8 45, label %374
    i8 42, label %376
    i8 47, label %378
    i8 94, label %380
  ]

372:                                              ; preds = %371
  %373 = fadd double %352, %359
  br label %382

374:                                              ; preds = %371
  %375 = fsub double %359, %352
  br label %382

376:                                              ; preds = %371
  %377 = fmul double %352, %359
  br label %382

378:                                              ; preds = %371
  %379 = fdiv double %359, %352
  br label %382

380:                                              ; preds = %371
  %381 = call double @pow(double noundef %359, double noundef %352) #10
  br label %382

382:                                              ; preds = %380, %378, %376, %374, %372, %371, %368, %362
  %383 = phi double [ 0.000000e+00, %371 ], [ %381, %380 ], [ %379, %378 ], [ %377, %376 ], [ %375, %374 ], [ %373, %372 ], [ %370, %368 ], [ %364, %362 ]
  store double %383, ptr %358, align 8, !tbaa !21
  br label %384

384:                                              ; preds = %382, %353, %340, %331, %315
  %385 = phi i32 [ %317, %315 ], [ %349, %382 ], [ %304, %353 ], [ %304, %340 ], [ %304, %331 ]
  %386 = add nuw nsw i64 %303, 1
  %387 = icmp eq i64 %386, %293
  br i1 %387, label %296, label %302, !llvm.loop !24

388:                                              ; preds = %289, %388
  %389 = phi i64 [ 0, %289 ], [ %392, %388 ]
  %390 = getelementptr inbounds [64 x [16 x i8]], ptr %3, i64 0, i64 %389
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %390)
  %392 = add nuw nsw i64 %389, 1
  %393 = icmp eq i64 %392, %293
  br i1 %393, label %294, label %388, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }
attributes #12 = { nounwind willreturn memory(read) }

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
!10 = !{!8, !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !8, i64 0}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
