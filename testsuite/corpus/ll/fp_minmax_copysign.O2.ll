; ModuleID = 'programs/fp_minmax_copysign.c'
source_filename = "programs/fp_minmax_copysign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%-5g:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c" z z\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c" |\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"copysign:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" f:\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%g \00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"\0Aclamp nan: \00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c" nan\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" %s%g\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.11 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1, i8 0, i64 56, i1 true)
  store volatile double 0xFFF0000000000000, ptr %1, align 16
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  store volatile double -2.500000e+00, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store volatile double -0.000000e+00, ptr %3, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  store volatile double 1.000000e+00, ptr %4, align 16
  %5 = getelementptr inbounds i8, ptr %1, i64 40
  store volatile double 0x7FF0000000000000, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %1, i64 48
  store volatile double 0x7FF8000000000000, ptr %6, align 16
  br label %7

7:                                                ; preds = %0, %17
  %8 = phi i64 [ 0, %0 ], [ %19, %17 ]
  %9 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %8
  %10 = load volatile double, ptr %9, align 8, !tbaa !5
  %11 = fcmp uno double %10, 0.000000e+00
  br i1 %11, label %14, label %12

12:                                               ; preds = %7
  %13 = load volatile double, ptr %9, align 8, !tbaa !5
  br label %14

14:                                               ; preds = %7, %12
  %15 = phi double [ %13, %12 ], [ 0.000000e+00, %7 ]
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %15)
  br label %23

17:                                               ; preds = %115
  %18 = tail call i32 @putchar(i32 10)
  %19 = add nuw nsw i64 %8, 1
  %20 = icmp eq i64 %19, 7
  br i1 %20, label %21, label %7, !llvm.loop !9

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %1, i64 24
  br label %119

23:                                               ; preds = %14, %115
  %24 = phi i64 [ 0, %14 ], [ %117, %115 ]
  %25 = load volatile double, ptr %9, align 8, !tbaa !5
  %26 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %24
  %27 = load volatile double, ptr %26, align 8, !tbaa !5
  %28 = tail call fastcc double @tmin(double noundef %25, double noundef %27)
  %29 = fcmp uno double %28, 0.000000e+00
  br i1 %29, label %30, label %32

30:                                               ; preds = %23
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %40

32:                                               ; preds = %23
  %33 = bitcast double %28 to i64
  %34 = icmp slt i64 %33, 0
  %35 = fcmp oeq double %28, 0.000000e+00
  %36 = and i1 %35, %34
  %37 = select i1 %36, ptr @.str.10, ptr @.str.11
  %38 = select i1 %35, double 0.000000e+00, double %28
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %37, double noundef %38)
  br label %40

40:                                               ; preds = %30, %32
  %41 = load volatile double, ptr %9, align 8, !tbaa !5
  %42 = load volatile double, ptr %26, align 8, !tbaa !5
  %43 = tail call fastcc double @tmax(double noundef %41, double noundef %42)
  %44 = fcmp uno double %43, 0.000000e+00
  br i1 %44, label %45, label %47

45:                                               ; preds = %40
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %55

47:                                               ; preds = %40
  %48 = bitcast double %43 to i64
  %49 = icmp slt i64 %48, 0
  %50 = fcmp oeq double %43, 0.000000e+00
  %51 = and i1 %50, %49
  %52 = select i1 %51, ptr @.str.10, ptr @.str.11
  %53 = select i1 %50, double 0.000000e+00, double %43
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %52, double noundef %53)
  br label %55

55:                                               ; preds = %45, %47
  %56 = load volatile double, ptr %9, align 8, !tbaa !5
  %57 = load volatile double, ptr %26, align 8, !tbaa !5
  %58 = tail call fastcc double @tmin2(double noundef %56, double noundef %57)
  %59 = fcmp uno double %58, 0.000000e+00
  br i1 %59, label %60, label %62

60:                                               ; preds = %55
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %70

62:                                               ; preds = %55
  %63 = bitcast double %58 to i64
  %64 = icmp slt i64 %63, 0
  %65 = fcmp oeq double %58, 0.000000e+00
  %66 = and i1 %65, %64
  %67 = select i1 %66, ptr @.str.10, ptr @.str.11
  %68 = select i1 %65, double 0.000000e+00, double %58
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %67, double noundef %68)
  br label %70

70:                                               ; preds = %60, %62
  %71 = load volatile double, ptr %9, align 8, !tbaa !5
  %72 = load volatile double, ptr %26, align 8, !tbaa !5
  %73 = tail call double @llvm.minnum.f64(double %71, double %72)
  %74 = load volatile double, ptr %9, align 8, !tbaa !5
  %75 = load volatile double, ptr %26, align 8, !tbaa !5
  %76 = tail call double @llvm.maxnum.f64(double %74, double %75)
  %77 = load volatile double, ptr %9, align 8, !tbaa !5
  %78 = fcmp uno double %77, 0.000000e+00
  br i1 %78, label %89, label %79

79:                                               ; preds = %70
  %80 = load volatile double, ptr %26, align 8, !tbaa !5
  %81 = fcmp uno double %80, 0.000000e+00
  br i1 %81, label %89, label %82

82:                                               ; preds = %79
  %83 = load volatile double, ptr %9, align 8, !tbaa !5
  %84 = load volatile double, ptr %26, align 8, !tbaa !5
  %85 = fcmp une double %83, %84
  br i1 %85, label %89, label %86

86:                                               ; preds = %82
  %87 = load volatile double, ptr %9, align 8, !tbaa !5
  %88 = fcmp une double %87, 0.000000e+00
  br i1 %88, label %89, label %113

89:                                               ; preds = %86, %82, %79, %70
  %90 = fcmp uno double %73, 0.000000e+00
  br i1 %90, label %91, label %93

91:                                               ; preds = %89
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %101

93:                                               ; preds = %89
  %94 = bitcast double %73 to i64
  %95 = icmp slt i64 %94, 0
  %96 = fcmp oeq double %73, 0.000000e+00
  %97 = and i1 %96, %95
  %98 = select i1 %97, ptr @.str.10, ptr @.str.11
  %99 = select i1 %96, double 0.000000e+00, double %73
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %98, double noundef %99)
  br label %101

101:                                              ; preds = %91, %93
  %102 = fcmp uno double %76, 0.000000e+00
  br i1 %102, label %103, label %105

103:                                              ; preds = %101
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %115

105:                                              ; preds = %101
  %106 = bitcast double %76 to i64
  %107 = icmp slt i64 %106, 0
  %108 = fcmp oeq double %76, 0.000000e+00
  %109 = and i1 %108, %107
  %110 = select i1 %109, ptr @.str.10, ptr @.str.11
  %111 = select i1 %108, double 0.000000e+00, double %76
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %110, double noundef %111)
  br label %115

113:                                              ; preds = %86
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  br label %115

115:                                              ; preds = %105, %103, %113
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %117 = add nuw nsw i64 %24, 1
  %118 = icmp eq i64 %117, 7
  br i1 %118, label %17, label %23, !llvm.loop !11

119:                                              ; preds = %21, %167
  %120 = phi i64 [ 0, %21 ], [ %169, %167 ]
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %122 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %120
  %123 = load volatile double, ptr %122, align 8, !tbaa !5
  %124 = load volatile double, ptr %1, align 16, !tbaa !5
  %125 = tail call fastcc double @cs(double noundef %123, double noundef %124)
  %126 = fcmp uno double %125, 0.000000e+00
  br i1 %126, label %193, label %195

127:                                              ; preds = %278
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %134

129:                                              ; preds = %278
  %130 = tail call double @llvm.fabs.f64(double %279)
  %131 = fcmp oeq double %279, 0.000000e+00
  %132 = select i1 %131, double 0.000000e+00, double %130
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.11, double noundef %132)
  br label %134

134:                                              ; preds = %127, %129
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %136 = load volatile double, ptr %122, align 8, !tbaa !5
  %137 = fptrunc double %136 to float
  %138 = tail call fastcc float @csf(float noundef %137)
  %139 = fcmp uno float %138, 0.000000e+00
  br i1 %139, label %140, label %142

140:                                              ; preds = %134
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %151

142:                                              ; preds = %134
  %143 = fpext float %138 to double
  %144 = bitcast float %138 to i32
  %145 = icmp slt i32 %144, 0
  %146 = fcmp oeq float %138, 0.000000e+00
  %147 = and i1 %146, %145
  %148 = select i1 %147, ptr @.str.10, ptr @.str.11
  %149 = select i1 %146, double 0.000000e+00, double %143
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %148, double noundef %149)
  br label %151

151:                                              ; preds = %140, %142
  %152 = load volatile double, ptr %122, align 8, !tbaa !5
  %153 = fptrunc double %152 to float
  %154 = tail call fastcc float @tminf(float noundef %153)
  %155 = fcmp uno float %154, 0.000000e+00
  br i1 %155, label %156, label %158

156:                                              ; preds = %151
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %167

158:                                              ; preds = %151
  %159 = fpext float %154 to double
  %160 = bitcast float %154 to i32
  %161 = icmp slt i32 %160, 0
  %162 = fcmp oeq float %154, 0.000000e+00
  %163 = and i1 %162, %161
  %164 = select i1 %163, ptr @.str.10, ptr @.str.11
  %165 = select i1 %162, double 0.000000e+00, double %159
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %164, double noundef %165)
  br label %167

167:                                              ; preds = %156, %158
  %168 = tail call i32 @putchar(i32 10)
  %169 = add nuw nsw i64 %120, 1
  %170 = icmp eq i64 %169, 7
  br i1 %170, label %171, label %119, !llvm.loop !12

171:                                              ; preds = %167
  %172 = tail call fastcc double @clamp(double noundef -3.000000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00)
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %172)
  %174 = tail call fastcc double @clamp(double noundef -2.250000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00)
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %174)
  %176 = tail call fastcc double @clamp(double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00)
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %176)
  %178 = tail call fastcc double @clamp(double noundef -7.500000e-01, double noundef -1.500000e+00, double noundef 2.000000e+00)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %178)
  %180 = tail call fastcc double @clamp(double noundef 0.000000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00)
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %180)
  %182 = tail call fastcc double @clamp(double noundef 7.500000e-01, double noundef -1.500000e+00, double noundef 2.000000e+00)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %182)
  %184 = tail call fastcc double @clamp(double noundef 1.500000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00)
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %184)
  %186 = tail call fastcc double @clamp(double noundef 2.250000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00)
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %186)
  %188 = tail call fastcc double @clamp(double noundef 3.000000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00)
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %188)
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  %191 = tail call fastcc double @clamp(double noundef 0x7FF8000000000000, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %192 = fcmp uno double %191, 0.000000e+00
  br i1 %192, label %281, label %283

193:                                              ; preds = %119
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %203

195:                                              ; preds = %119
  %196 = bitcast double %125 to i64
  %197 = icmp slt i64 %196, 0
  %198 = fcmp oeq double %125, 0.000000e+00
  %199 = and i1 %198, %197
  %200 = select i1 %199, ptr @.str.10, ptr @.str.11
  %201 = select i1 %198, double 0.000000e+00, double %125
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %200, double noundef %201)
  br label %203

203:                                              ; preds = %193, %195
  %204 = load volatile double, ptr %122, align 8, !tbaa !5
  %205 = load volatile double, ptr %2, align 8, !tbaa !5
  %206 = tail call fastcc double @cs(double noundef %204, double noundef %205)
  %207 = fcmp uno double %206, 0.000000e+00
  br i1 %207, label %216, label %208

208:                                              ; preds = %203
  %209 = bitcast double %206 to i64
  %210 = icmp slt i64 %209, 0
  %211 = fcmp oeq double %206, 0.000000e+00
  %212 = and i1 %211, %210
  %213 = select i1 %212, ptr @.str.10, ptr @.str.11
  %214 = select i1 %211, double 0.000000e+00, double %206
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %213, double noundef %214)
  br label %218

216:                                              ; preds = %203
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %218

218:                                              ; preds = %216, %208
  %219 = load volatile double, ptr %122, align 8, !tbaa !5
  %220 = load volatile double, ptr %3, align 16, !tbaa !5
  %221 = tail call fastcc double @cs(double noundef %219, double noundef %220)
  %222 = fcmp uno double %221, 0.000000e+00
  br i1 %222, label %231, label %223

223:                                              ; preds = %218
  %224 = bitcast double %221 to i64
  %225 = icmp slt i64 %224, 0
  %226 = fcmp oeq double %221, 0.000000e+00
  %227 = and i1 %226, %225
  %228 = select i1 %227, ptr @.str.10, ptr @.str.11
  %229 = select i1 %226, double 0.000000e+00, double %221
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %228, double noundef %229)
  br label %233

231:                                              ; preds = %218
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %233

233:                                              ; preds = %231, %223
  %234 = load volatile double, ptr %122, align 8, !tbaa !5
  %235 = load volatile double, ptr %22, align 8, !tbaa !5
  %236 = tail call fastcc double @cs(double noundef %234, double noundef %235)
  %237 = fcmp uno double %236, 0.000000e+00
  br i1 %237, label %246, label %238

238:                                              ; preds = %233
  %239 = bitcast double %236 to i64
  %240 = icmp slt i64 %239, 0
  %241 = fcmp oeq double %236, 0.000000e+00
  %242 = and i1 %241, %240
  %243 = select i1 %242, ptr @.str.10, ptr @.str.11
  %244 = select i1 %241, double 0.000000e+00, double %236
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %243, double noundef %244)
  br label %248

246:                                              ; preds = %233
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %248

248:                                              ; preds = %246, %238
  %249 = load volatile double, ptr %122, align 8, !tbaa !5
  %250 = load volatile double, ptr %4, align 16, !tbaa !5
  %251 = tail call fastcc double @cs(double noundef %249, double noundef %250)
  %252 = fcmp uno double %251, 0.000000e+00
  br i1 %252, label %261, label %253

253:                                              ; preds = %248
  %254 = bitcast double %251 to i64
  %255 = icmp slt i64 %254, 0
  %256 = fcmp oeq double %251, 0.000000e+00
  %257 = and i1 %256, %255
  %258 = select i1 %257, ptr @.str.10, ptr @.str.11
  %259 = select i1 %256, double 0.000000e+00, double %251
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %258, double noundef %259)
  br label %263

261:                                              ; preds = %248
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %263

263:                                              ; preds = %261, %253
  %264 = load volatile double, ptr %122, align 8, !tbaa !5
  %265 = load volatile double, ptr %5, align 8, !tbaa !5
  %266 = tail call fastcc double @cs(double noundef %264, double noundef %265)
  %267 = fcmp uno double %266, 0.000000e+00
  br i1 %267, label %276, label %268

268:                                              ; preds = %263
  %269 = bitcast double %266 to i64
  %270 = icmp slt i64 %269, 0
  %271 = fcmp oeq double %266, 0.000000e+00
  %272 = and i1 %271, %270
  %273 = select i1 %272, ptr @.str.10, ptr @.str.11
  %274 = select i1 %271, double 0.000000e+00, double %266
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %273, double noundef %274)
  br label %278

276:                                              ; preds = %263
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %278

278:                                              ; preds = %276, %268
  %279 = load volatile double, ptr %122, align 8, !tbaa !5
  %280 = fcmp uno double %279, 0.000000e+00
  br i1 %280, label %127, label %129

281:                                              ; preds = %171
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  br label %291

283:                                              ; preds = %171
  %284 = bitcast double %191 to i64
  %285 = icmp slt i64 %284, 0
  %286 = fcmp oeq double %191, 0.000000e+00
  %287 = and i1 %286, %285
  %288 = select i1 %287, ptr @.str.10, ptr @.str.11
  %289 = select i1 %286, double 0.000000e+00, double %191
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %288, double noundef %289)
  br label %291

291:                                              ; preds = %281, %283
  %292 = tail call i32 @putchar(i32 10)
  %293 = tail call fastcc double @clamp(double noundef 1.000000e+02, double noundef -1.000000e+00, double noundef 4.200000e+01)
  %294 = fptosi double %293 to i32
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #8
  ret i32 %294
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @tmin(double noundef %0, double noundef %1) unnamed_addr #4 {
  %3 = fcmp olt double %0, %1
  %4 = select i1 %3, double %0, double %1
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @tmax(double noundef %0, double noundef %1) unnamed_addr #4 {
  %3 = fcmp ogt double %0, %1
  %4 = select i1 %3, double %0, double %1
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @tmin2(double noundef %0, double noundef %1) unnamed_addr #4 {
  %3 = fcmp ole double %0, %1
  %4 = select i1 %3, double %0, double %1
  ret double %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @cs(double noundef %0, double noundef %1) unnamed_addr #4 {
  %3 = tail call double @llvm.copysign.f64(double %0, double %1)
  ret double %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @csf(float noundef %0) unnamed_addr #4 {
  %2 = tail call float @llvm.fabs.f32(float %0)
  %3 = fneg float %2
  ret float %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @tminf(float noundef %0) unnamed_addr #4 {
  %2 = fcmp olt float %0, 0.000000e+00
  %3 = select i1 %2, float %0, float 0.000000e+00
  ret float %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @clamp(double noundef %0, double noundef %1, double noundef %2) unnamed_addr #4 {
  %4 = fcmp olt double %0, %1
  %5 = fcmp ogt double %0, %2
  %6 = select i1 %5, double %2, double %0
  %7 = select i1 %4, double %1, double %6
  ret double %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
