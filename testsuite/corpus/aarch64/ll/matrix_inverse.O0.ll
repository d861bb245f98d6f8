; ModuleID = 'programs/matrix_inverse.c'
source_filename = "programs/matrix_inverse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"singular\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"max |A*inv-I| < 1e-12: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c" %9.6f\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"lu x:\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c" %.8f\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c" residual small: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [46 x i8] c"thomas sol[0]=%.9f sol[25]=%.9f sol[49]=%.9f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x [6 x double]], align 8
  %3 = alloca [6 x [6 x double]], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [6 x double], align 8
  %14 = alloca [6 x double], align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca [50 x double], align 8
  %21 = alloca [50 x double], align 8
  %22 = alloca [50 x double], align 8
  %23 = alloca [50 x double], align 8
  %24 = alloca [50 x double], align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca double, align 8
  %28 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %29

29:                                               ; preds = %64, %0
  %30 = load i32, ptr %4, align 4
  %31 = icmp slt i32 %30, 6
  br i1 %31, label %32, label %67

32:                                               ; preds = %29
  store i32 0, ptr %5, align 4
  br label %33

33:                                               ; preds = %60, %32
  %34 = load i32, ptr %5, align 4
  %35 = icmp slt i32 %34, 6
  br i1 %35, label %36, label %63

36:                                               ; preds = %33
  %37 = load i32, ptr %4, align 4
  %38 = load i32, ptr %5, align 4
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %44

40:                                               ; preds = %36
  %41 = load i32, ptr %4, align 4
  %42 = add nsw i32 10, %41
  %43 = sitofp i32 %42 to double
  br label %52

44:                                               ; preds = %36
  %45 = load i32, ptr %4, align 4
  %46 = add nsw i32 1, %45
  %47 = load i32, ptr %5, align 4
  %48 = mul nsw i32 2, %47
  %49 = add nsw i32 %46, %48
  %50 = sitofp i32 %49 to double
  %51 = fdiv double 1.000000e+00, %50
  br label %52

52:                                               ; preds = %44, %40
  %53 = phi double [ %43, %40 ], [ %51, %44 ]
  %54 = load i32, ptr %4, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %55
  %57 = load i32, ptr %5, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [6 x double], ptr %56, i64 0, i64 %58
  store double %53, ptr %59, align 8
  br label %60

60:                                               ; preds = %52
  %61 = load i32, ptr %5, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %5, align 4
  br label %33, !llvm.loop !6

63:                                               ; preds = %33
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %4, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %4, align 4
  br label %29, !llvm.loop !8

67:                                               ; preds = %29
  %68 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0
  %69 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 0
  %70 = call i32 @invert(ptr noundef %68, ptr noundef %69)
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %74, label %72

72:                                               ; preds = %67
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  store i32 1, ptr %1, align 4
  br label %328

74:                                               ; preds = %67
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %75

75:                                               ; preds = %121, %74
  %76 = load i32, ptr %7, align 4
  %77 = icmp slt i32 %76, 6
  br i1 %77, label %78, label %124

78:                                               ; preds = %75
  store i32 0, ptr %8, align 4
  br label %79

79:                                               ; preds = %117, %78
  %80 = load i32, ptr %8, align 4
  %81 = icmp slt i32 %80, 6
  br i1 %81, label %82, label %120

82:                                               ; preds = %79
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %83

83:                                               ; preds = %103, %82
  %84 = load i32, ptr %10, align 4
  %85 = icmp slt i32 %84, 6
  br i1 %85, label %86, label %106

86:                                               ; preds = %83
  %87 = load i32, ptr %7, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %88
  %90 = load i32, ptr %10, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [6 x double], ptr %89, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  %94 = load i32, ptr %10, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 %95
  %97 = load i32, ptr %8, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [6 x double], ptr %96, i64 0, i64 %98
  %100 = load double, ptr %99, align 8
  %101 = load double, ptr %9, align 8
  %102 = call double @llvm.fmuladd.f64(double %93, double %100, double %101)
  store double %102, ptr %9, align 8
  br label %103

103:                                              ; preds = %86
  %104 = load i32, ptr %10, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %10, align 4
  br label %83, !llvm.loop !9

106:                                              ; preds = %83
  %107 = load double, ptr %6, align 8
  %108 = load double, ptr %9, align 8
  %109 = load i32, ptr %7, align 4
  %110 = load i32, ptr %8, align 4
  %111 = icmp eq i32 %109, %110
  %112 = zext i1 %111 to i32
  %113 = sitofp i32 %112 to double
  %114 = fsub double %108, %113
  %115 = call double @llvm.fabs.f64(double %114)
  %116 = call double @llvm.maxnum.f64(double %107, double %115)
  store double %116, ptr %6, align 8
  br label %117

117:                                              ; preds = %106
  %118 = load i32, ptr %8, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %8, align 4
  br label %79, !llvm.loop !10

120:                                              ; preds = %79
  br label %121

121:                                              ; preds = %120
  %122 = load i32, ptr %7, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %7, align 4
  br label %75, !llvm.loop !11

124:                                              ; preds = %75
  %125 = load double, ptr %6, align 8
  %126 = fcmp olt double %125, 0x3D719799812DEA11
  %127 = zext i1 %126 to i32
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %127)
  store i32 0, ptr %11, align 4
  br label %129

129:                                              ; preds = %150, %124
  %130 = load i32, ptr %11, align 4
  %131 = icmp slt i32 %130, 6
  br i1 %131, label %132, label %153

132:                                              ; preds = %129
  store i32 0, ptr %12, align 4
  br label %133

133:                                              ; preds = %145, %132
  %134 = load i32, ptr %12, align 4
  %135 = icmp slt i32 %134, 6
  br i1 %135, label %136, label %148

136:                                              ; preds = %133
  %137 = load i32, ptr %11, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 %138
  %140 = load i32, ptr %12, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [6 x double], ptr %139, i64 0, i64 %141
  %143 = load double, ptr %142, align 8
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %143)
  br label %145

145:                                              ; preds = %136
  %146 = load i32, ptr %12, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %12, align 4
  br label %133, !llvm.loop !12

148:                                              ; preds = %133
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %150

150:                                              ; preds = %148
  %151 = load i32, ptr %11, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %11, align 4
  br label %129, !llvm.loop !13

153:                                              ; preds = %129
  call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 48, i1 false)
  %154 = getelementptr inbounds [6 x double], ptr %13, i32 0, i32 0
  store double 1.000000e+00, ptr %154, align 8
  %155 = getelementptr inbounds [6 x double], ptr %13, i32 0, i32 1
  store double 2.000000e+00, ptr %155, align 8
  %156 = getelementptr inbounds [6 x double], ptr %13, i32 0, i32 2
  store double 3.000000e+00, ptr %156, align 8
  %157 = getelementptr inbounds [6 x double], ptr %13, i32 0, i32 3
  store double 4.000000e+00, ptr %157, align 8
  %158 = getelementptr inbounds [6 x double], ptr %13, i32 0, i32 4
  store double 5.000000e+00, ptr %158, align 8
  %159 = getelementptr inbounds [6 x double], ptr %13, i32 0, i32 5
  store double 6.000000e+00, ptr %159, align 8
  %160 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0
  %161 = getelementptr inbounds [6 x double], ptr %13, i64 0, i64 0
  %162 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 0
  call void @lu_solve(ptr noundef %160, ptr noundef %161, ptr noundef %162)
  store double 0.000000e+00, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %163

163:                                              ; preds = %197, %153
  %164 = load i32, ptr %16, align 4
  %165 = icmp slt i32 %164, 6
  br i1 %165, label %166, label %200

166:                                              ; preds = %163
  store double 0.000000e+00, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %167

167:                                              ; preds = %184, %166
  %168 = load i32, ptr %18, align 4
  %169 = icmp slt i32 %168, 6
  br i1 %169, label %170, label %187

170:                                              ; preds = %167
  %171 = load i32, ptr %16, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %172
  %174 = load i32, ptr %18, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [6 x double], ptr %173, i64 0, i64 %175
  %177 = load double, ptr %176, align 8
  %178 = load i32, ptr %18, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 %179
  %181 = load double, ptr %180, align 8
  %182 = load double, ptr %17, align 8
  %183 = call double @llvm.fmuladd.f64(double %177, double %181, double %182)
  store double %183, ptr %17, align 8
  br label %184

184:                                              ; preds = %170
  %185 = load i32, ptr %18, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %18, align 4
  br label %167, !llvm.loop !14

187:                                              ; preds = %167
  %188 = load double, ptr %15, align 8
  %189 = load double, ptr %17, align 8
  %190 = load i32, ptr %16, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [6 x double], ptr %13, i64 0, i64 %191
  %193 = load double, ptr %192, align 8
  %194 = fsub double %189, %193
  %195 = call double @llvm.fabs.f64(double %194)
  %196 = call double @llvm.maxnum.f64(double %188, double %195)
  store double %196, ptr %15, align 8
  br label %197

197:                                              ; preds = %187
  %198 = load i32, ptr %16, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %16, align 4
  br label %163, !llvm.loop !15

200:                                              ; preds = %163
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %19, align 4
  br label %202

202:                                              ; preds = %211, %200
  %203 = load i32, ptr %19, align 4
  %204 = icmp slt i32 %203, 6
  br i1 %204, label %205, label %214

205:                                              ; preds = %202
  %206 = load i32, ptr %19, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 %207
  %209 = load double, ptr %208, align 8
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %209)
  br label %211

211:                                              ; preds = %205
  %212 = load i32, ptr %19, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %19, align 4
  br label %202, !llvm.loop !16

214:                                              ; preds = %202
  %215 = load double, ptr %15, align 8
  %216 = fcmp olt double %215, 0x3D719799812DEA11
  %217 = zext i1 %216 to i32
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %217)
  store i32 0, ptr %25, align 4
  br label %219

219:                                              ; preds = %238, %214
  %220 = load i32, ptr %25, align 4
  %221 = icmp slt i32 %220, 50
  br i1 %221, label %222, label %241

222:                                              ; preds = %219
  %223 = load i32, ptr %25, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [50 x double], ptr %20, i64 0, i64 %224
  store double -1.000000e+00, ptr %225, align 8
  %226 = load i32, ptr %25, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [50 x double], ptr %21, i64 0, i64 %227
  store double 2.500000e+00, ptr %228, align 8
  %229 = load i32, ptr %25, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [50 x double], ptr %22, i64 0, i64 %230
  store double -1.000000e+00, ptr %231, align 8
  %232 = load i32, ptr %25, align 4
  %233 = srem i32 %232, 5
  %234 = sitofp i32 %233 to double
  %235 = load i32, ptr %25, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [50 x double], ptr %23, i64 0, i64 %236
  store double %234, ptr %237, align 8
  br label %238

238:                                              ; preds = %222
  %239 = load i32, ptr %25, align 4
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr %25, align 4
  br label %219, !llvm.loop !17

241:                                              ; preds = %219
  store i32 1, ptr %26, align 4
  br label %242

242:                                              ; preds = %280, %241
  %243 = load i32, ptr %26, align 4
  %244 = icmp slt i32 %243, 50
  br i1 %244, label %245, label %283

245:                                              ; preds = %242
  %246 = load i32, ptr %26, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [50 x double], ptr %20, i64 0, i64 %247
  %249 = load double, ptr %248, align 8
  %250 = load i32, ptr %26, align 4
  %251 = sub nsw i32 %250, 1
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [50 x double], ptr %21, i64 0, i64 %252
  %254 = load double, ptr %253, align 8
  %255 = fdiv double %249, %254
  store double %255, ptr %27, align 8
  %256 = load double, ptr %27, align 8
  %257 = load i32, ptr %26, align 4
  %258 = sub nsw i32 %257, 1
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds [50 x double], ptr %22, i64 0, i64 %259
  %261 = load double, ptr %260, align 8
  %262 = load i32, ptr %26, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [50 x double], ptr %21, i64 0, i64 %263
  %265 = load double, ptr %264, align 8
  %266 = fneg double %256
  %267 = call double @llvm.fmuladd.f64(double %266, double %261, double %265)
  store double %267, ptr %264, align 8
  %268 = load double, ptr %27, align 8
  %269 = load i32, ptr %26, align 4
  %270 = sub nsw i32 %269, 1
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds [50 x double], ptr %23, i64 0, i64 %271
  %273 = load double, ptr %272, align 8
  %274 = load i32, ptr %26, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [50 x double], ptr %23, i64 0, i64 %275
  %277 = load double, ptr %276, align 8
  %278 = fneg double %268
  %279 = call double @llvm.fmuladd.f64(double %278, double %273, double %277)
  store double %279, ptr %276, align 8
  br label %280

280:                                              ; preds = %245
  %281 = load i32, ptr %26, align 4
  %282 = add nsw i32 %281, 1
  store i32 %282, ptr %26, align 4
  br label %242, !llvm.loop !18

283:                                              ; preds = %242
  %284 = getelementptr inbounds [50 x double], ptr %23, i64 0, i64 49
  %285 = load double, ptr %284, align 8
  %286 = getelementptr inbounds [50 x double], ptr %21, i64 0, i64 49
  %287 = load double, ptr %286, align 8
  %288 = fdiv double %285, %287
  %289 = getelementptr inbounds [50 x double], ptr %24, i64 0, i64 49
  store double %288, ptr %289, align 8
  store i32 48, ptr %28, align 4
  br label %290

290:                                              ; preds = %317, %283
  %291 = load i32, ptr %28, align 4
  %292 = icmp sge i32 %291, 0
  br i1 %292, label %293, label %320

293:                                              ; preds = %290
  %294 = load i32, ptr %28, align 4
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds [50 x double], ptr %23, i64 0, i64 %295
  %297 = load double, ptr %296, align 8
  %298 = load i32, ptr %28, align 4
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds [50 x double], ptr %22, i64 0, i64 %299
  %301 = load double, ptr %300, align 8
  %302 = load i32, ptr %28, align 4
  %303 = add nsw i32 %302, 1
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds [50 x double], ptr %24, i64 0, i64 %304
  %306 = load double, ptr %305, align 8
  %307 = fneg double %301
  %308 = call double @llvm.fmuladd.f64(double %307, double %306, double %297)
  %309 = load i32, ptr %28, align 4
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds [50 x double], ptr %21, i64 0, i64 %310
  %312 = load double, ptr %311, align 8
  %313 = fdiv double %308, %312
  %314 = load i32, ptr %28, align 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds [50 x double], ptr %24, i64 0, i64 %315
  store double %313, ptr %316, align 8
  br label %317

317:                                              ; preds = %293
  %318 = load i32, ptr %28, align 4
  %319 = add nsw i32 %318, -1
  store i32 %319, ptr %28, align 4
  br label %290, !llvm.loop !19

320:                                              ; preds = %290
  %321 = getelementptr inbounds [50 x double], ptr %24, i64 0, i64 0
  %322 = load double, ptr %321, align 8
  %323 = getelementptr inbounds [50 x double], ptr %24, i64 0, i64 25
  %324 = load double, ptr %323, align 8
  %325 = getelementptr inbounds [50 x double], ptr %24, i64 0, i64 49
  %326 = load double, ptr %325, align 8
  %327 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %322, double noundef %324, double noundef %326)
  store i32 0, ptr %1, align 4
  br label %328

328:                                              ; preds = %320, %72
  %329 = load i32, ptr %1, align 4
  ret i32 %329
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @invert(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [6 x [12 x double]], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %7, align 4
  br label %21

21:                                               ; preds = %59, %2
  %22 = load i32, ptr %7, align 4
  %23 = icmp slt i32 %22, 6
  br i1 %23, label %24, label %62

24:                                               ; preds = %21
  store i32 0, ptr %8, align 4
  br label %25

25:                                               ; preds = %55, %24
  %26 = load i32, ptr %8, align 4
  %27 = icmp slt i32 %26, 12
  br i1 %27, label %28, label %58

28:                                               ; preds = %25
  %29 = load i32, ptr %8, align 4
  %30 = icmp slt i32 %29, 6
  br i1 %30, label %31, label %40

31:                                               ; preds = %28
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [6 x double], ptr %32, i64 %34
  %36 = load i32, ptr %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [6 x double], ptr %35, i64 0, i64 %37
  %39 = load double, ptr %38, align 8
  br label %47

40:                                               ; preds = %28
  %41 = load i32, ptr %8, align 4
  %42 = sub nsw i32 %41, 6
  %43 = load i32, ptr %7, align 4
  %44 = icmp eq i32 %42, %43
  %45 = zext i1 %44 to i32
  %46 = sitofp i32 %45 to double
  br label %47

47:                                               ; preds = %40, %31
  %48 = phi double [ %39, %31 ], [ %46, %40 ]
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %50
  %52 = load i32, ptr %8, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [12 x double], ptr %51, i64 0, i64 %53
  store double %48, ptr %54, align 8
  br label %55

55:                                               ; preds = %47
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %25, !llvm.loop !20

58:                                               ; preds = %25
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %7, align 4
  br label %21, !llvm.loop !21

62:                                               ; preds = %21
  store i32 0, ptr %9, align 4
  br label %63

63:                                               ; preds = %213, %62
  %64 = load i32, ptr %9, align 4
  %65 = icmp slt i32 %64, 6
  br i1 %65, label %66, label %216

66:                                               ; preds = %63
  %67 = load i32, ptr %9, align 4
  store i32 %67, ptr %10, align 4
  %68 = load i32, ptr %9, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %11, align 4
  br label %70

70:                                               ; preds = %94, %66
  %71 = load i32, ptr %11, align 4
  %72 = icmp slt i32 %71, 6
  br i1 %72, label %73, label %97

73:                                               ; preds = %70
  %74 = load i32, ptr %11, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %75
  %77 = load i32, ptr %9, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [12 x double], ptr %76, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = load i32, ptr %10, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %83
  %85 = load i32, ptr %9, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [12 x double], ptr %84, i64 0, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = call double @llvm.fabs.f64(double %88)
  %90 = fcmp ogt double %81, %89
  br i1 %90, label %91, label %93

91:                                               ; preds = %73
  %92 = load i32, ptr %11, align 4
  store i32 %92, ptr %10, align 4
  br label %93

93:                                               ; preds = %91, %73
  br label %94

94:                                               ; preds = %93
  %95 = load i32, ptr %11, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %11, align 4
  br label %70, !llvm.loop !22

97:                                               ; preds = %70
  %98 = load i32, ptr %10, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %99
  %101 = load i32, ptr %9, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [12 x double], ptr %100, i64 0, i64 %102
  %104 = load double, ptr %103, align 8
  %105 = call double @llvm.fabs.f64(double %104)
  %106 = fcmp olt double %105, 0x3D719799812DEA11
  br i1 %106, label %107, label %108

107:                                              ; preds = %97
  store i32 0, ptr %3, align 4
  br label %248

108:                                              ; preds = %97
  store i32 0, ptr %12, align 4
  br label %109

109:                                              ; preds = %140, %108
  %110 = load i32, ptr %12, align 4
  %111 = icmp slt i32 %110, 12
  br i1 %111, label %112, label %143

112:                                              ; preds = %109
  %113 = load i32, ptr %9, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %114
  %116 = load i32, ptr %12, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [12 x double], ptr %115, i64 0, i64 %117
  %119 = load double, ptr %118, align 8
  store double %119, ptr %13, align 8
  %120 = load i32, ptr %10, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %121
  %123 = load i32, ptr %12, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [12 x double], ptr %122, i64 0, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = load i32, ptr %9, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %128
  %130 = load i32, ptr %12, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [12 x double], ptr %129, i64 0, i64 %131
  store double %126, ptr %132, align 8
  %133 = load double, ptr %13, align 8
  %134 = load i32, ptr %10, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %135
  %137 = load i32, ptr %12, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [12 x double], ptr %136, i64 0, i64 %138
  store double %133, ptr %139, align 8
  br label %140

140:                                              ; preds = %112
  %141 = load i32, ptr %12, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %12, align 4
  br label %109, !llvm.loop !23

143:                                              ; preds = %109
  %144 = load i32, ptr %9, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %145
  %147 = load i32, ptr %9, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [12 x double], ptr %146, i64 0, i64 %148
  %150 = load double, ptr %149, align 8
  store double %150, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %151

151:                                              ; preds = %164, %143
  %152 = load i32, ptr %15, align 4
  %153 = icmp slt i32 %152, 12
  br i1 %153, label %154, label %167

154:                                              ; preds = %151
  %155 = load double, ptr %14, align 8
  %156 = load i32, ptr %9, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %157
  %159 = load i32, ptr %15, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [12 x double], ptr %158, i64 0, i64 %160
  %162 = load double, ptr %161, align 8
  %163 = fdiv double %162, %155
  store double %163, ptr %161, align 8
  br label %164

164:                                              ; preds = %154
  %165 = load i32, ptr %15, align 4
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %15, align 4
  br label %151, !llvm.loop !24

167:                                              ; preds = %151
  store i32 0, ptr %16, align 4
  br label %168

168:                                              ; preds = %209, %167
  %169 = load i32, ptr %16, align 4
  %170 = icmp slt i32 %169, 6
  br i1 %170, label %171, label %212

171:                                              ; preds = %168
  %172 = load i32, ptr %16, align 4
  %173 = load i32, ptr %9, align 4
  %174 = icmp ne i32 %172, %173
  br i1 %174, label %175, label %208

175:                                              ; preds = %171
  %176 = load i32, ptr %16, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %177
  %179 = load i32, ptr %9, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [12 x double], ptr %178, i64 0, i64 %180
  %182 = load double, ptr %181, align 8
  store double %182, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %183

183:                                              ; preds = %204, %175
  %184 = load i32, ptr %18, align 4
  %185 = icmp slt i32 %184, 12
  br i1 %185, label %186, label %207

186:                                              ; preds = %183
  %187 = load double, ptr %17, align 8
  %188 = load i32, ptr %9, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %189
  %191 = load i32, ptr %18, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [12 x double], ptr %190, i64 0, i64 %192
  %194 = load double, ptr %193, align 8
  %195 = load i32, ptr %16, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %196
  %198 = load i32, ptr %18, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [12 x double], ptr %197, i64 0, i64 %199
  %201 = load double, ptr %200, align 8
  %202 = fneg double %187
  %203 = call double @llvm.fmuladd.f64(double %202, double %194, double %201)
  store double %203, ptr %200, align 8
  br label %204

204:                                              ; preds = %186
  %205 = load i32, ptr %18, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %18, align 4
  br label %183, !llvm.loop !25

207:                                              ; preds = %183
  br label %208

208:                                              ; preds = %207, %171
  br label %209

209:                                              ; preds = %208
  %210 = load i32, ptr %16, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %16, align 4
  br label %168, !llvm.loop !26

212:                                              ; preds = %168
  br label %213

213:                                              ; preds = %212
  %214 = load i32, ptr %9, align 4
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr %9, align 4
  br label %63, !llvm.loop !27

216:                                              ; preds = %63
  store i32 0, ptr %19, align 4
  br label %217

217:                                              ; preds = %244, %216
  %218 = load i32, ptr %19, align 4
  %219 = icmp slt i32 %218, 6
  br i1 %219, label %220, label %247

220:                                              ; preds = %217
  store i32 0, ptr %20, align 4
  br label %221

221:                                              ; preds = %240, %220
  %222 = load i32, ptr %20, align 4
  %223 = icmp slt i32 %222, 6
  br i1 %223, label %224, label %243

224:                                              ; preds = %221
  %225 = load i32, ptr %19, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [6 x [12 x double]], ptr %6, i64 0, i64 %226
  %228 = load i32, ptr %20, align 4
  %229 = add nsw i32 %228, 6
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [12 x double], ptr %227, i64 0, i64 %230
  %232 = load double, ptr %231, align 8
  %233 = load ptr, ptr %5, align 8
  %234 = load i32, ptr %19, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [6 x double], ptr %233, i64 %235
  %237 = load i32, ptr %20, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [6 x double], ptr %236, i64 0, i64 %238
  store double %232, ptr %239, align 8
  br label %240

240:                                              ; preds = %224
  %241 = load i32, ptr %20, align 4
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr %20, align 4
  br label %221, !llvm.loop !28

243:                                              ; preds = %221
  br label %244

244:                                              ; preds = %243
  %245 = load i32, ptr %19, align 4
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr %19, align 4
  br label %217, !llvm.loop !29

247:                                              ; preds = %217
  store i32 1, ptr %3, align 4
  br label %248

248:                                              ; preds = %247, %107
  %249 = load i32, ptr %3, align 4
  ret i32 %249
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lu_solve(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [6 x [6 x double]], align 8
  %8 = alloca [6 x [6 x double]], align 8
  %9 = alloca [6 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 288, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 288, i1 false)
  store i32 0, ptr %10, align 4
  br label %23

23:                                               ; preds = %147, %3
  %24 = load i32, ptr %10, align 4
  %25 = icmp slt i32 %24, 6
  br i1 %25, label %26, label %150

26:                                               ; preds = %23
  %27 = load i32, ptr %10, align 4
  store i32 %27, ptr %11, align 4
  br label %28

28:                                               ; preds = %73, %26
  %29 = load i32, ptr %11, align 4
  %30 = icmp slt i32 %29, 6
  br i1 %30, label %31, label %76

31:                                               ; preds = %28
  store double 0.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %32

32:                                               ; preds = %53, %31
  %33 = load i32, ptr %13, align 4
  %34 = load i32, ptr %10, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %56

36:                                               ; preds = %32
  %37 = load i32, ptr %10, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [6 x [6 x double]], ptr %7, i64 0, i64 %38
  %40 = load i32, ptr %13, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [6 x double], ptr %39, i64 0, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load i32, ptr %13, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [6 x [6 x double]], ptr %8, i64 0, i64 %45
  %47 = load i32, ptr %11, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [6 x double], ptr %46, i64 0, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = load double, ptr %12, align 8
  %52 = call double @llvm.fmuladd.f64(double %43, double %50, double %51)
  store double %52, ptr %12, align 8
  br label %53

53:                                               ; preds = %36
  %54 = load i32, ptr %13, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %13, align 4
  br label %32, !llvm.loop !30

56:                                               ; preds = %32
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %10, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [6 x double], ptr %57, i64 %59
  %61 = load i32, ptr %11, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [6 x double], ptr %60, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = load double, ptr %12, align 8
  %66 = fsub double %64, %65
  %67 = load i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [6 x [6 x double]], ptr %8, i64 0, i64 %68
  %70 = load i32, ptr %11, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [6 x double], ptr %69, i64 0, i64 %71
  store double %66, ptr %72, align 8
  br label %73

73:                                               ; preds = %56
  %74 = load i32, ptr %11, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %11, align 4
  br label %28, !llvm.loop !31

76:                                               ; preds = %28
  %77 = load i32, ptr %10, align 4
  store i32 %77, ptr %14, align 4
  br label %78

78:                                               ; preds = %143, %76
  %79 = load i32, ptr %14, align 4
  %80 = icmp slt i32 %79, 6
  br i1 %80, label %81, label %146

81:                                               ; preds = %78
  %82 = load i32, ptr %10, align 4
  %83 = load i32, ptr %14, align 4
  %84 = icmp eq i32 %82, %83
  br i1 %84, label %85, label %92

85:                                               ; preds = %81
  %86 = load i32, ptr %10, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [6 x [6 x double]], ptr %7, i64 0, i64 %87
  %89 = load i32, ptr %10, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [6 x double], ptr %88, i64 0, i64 %90
  store double 1.000000e+00, ptr %91, align 8
  br label %142

92:                                               ; preds = %81
  store double 0.000000e+00, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %93

93:                                               ; preds = %114, %92
  %94 = load i32, ptr %16, align 4
  %95 = load i32, ptr %10, align 4
  %96 = icmp slt i32 %94, %95
  br i1 %96, label %97, label %117

97:                                               ; preds = %93
  %98 = load i32, ptr %14, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [6 x [6 x double]], ptr %7, i64 0, i64 %99
  %101 = load i32, ptr %16, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [6 x double], ptr %100, i64 0, i64 %102
  %104 = load double, ptr %103, align 8
  %105 = load i32, ptr %16, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [6 x [6 x double]], ptr %8, i64 0, i64 %106
  %108 = load i32, ptr %10, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [6 x double], ptr %107, i64 0, i64 %109
  %111 = load double, ptr %110, align 8
  %112 = load double, ptr %15, align 8
  %113 = call double @llvm.fmuladd.f64(double %104, double %111, double %112)
  store double %113, ptr %15, align 8
  br label %114

114:                                              ; preds = %97
  %115 = load i32, ptr %16, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %16, align 4
  br label %93, !llvm.loop !32

117:                                              ; preds = %93
  %118 = load ptr, ptr %4, align 8
  %119 = load i32, ptr %14, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [6 x double], ptr %118, i64 %120
  %122 = load i32, ptr %10, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [6 x double], ptr %121, i64 0, i64 %123
  %125 = load double, ptr %124, align 8
  %126 = load double, ptr %15, align 8
  %127 = fsub double %125, %126
  %128 = load i32, ptr %10, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [6 x [6 x double]], ptr %8, i64 0, i64 %129
  %131 = load i32, ptr %10, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [6 x double], ptr %130, i64 0, i64 %132
  %134 = load double, ptr %133, align 8
  %135 = fdiv double %127, %134
  %136 = load i32, ptr %14, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [6 x [6 x double]], ptr %7, i64 0, i64 %137
  %139 = load i32, ptr %10, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [6 x double], ptr %138, i64 0, i64 %140
  store double %135, ptr %141, align 8
  br label %142

142:                                              ; preds = %117, %85
  br label %143

143:                                              ; preds = %142
  %144 = load i32, ptr %14, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %14, align 4
  br label %78, !llvm.loop !33

146:                                              ; preds = %78
  br label %147

147:                                              ; preds = %146
  %148 = load i32, ptr %10, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %10, align 4
  br label %23, !llvm.loop !34

150:                                              ; preds = %23
  store i32 0, ptr %17, align 4
  br label %151

151:                                              ; preds = %187, %150
  %152 = load i32, ptr %17, align 4
  %153 = icmp slt i32 %152, 6
  br i1 %153, label %154, label %190

154:                                              ; preds = %151
  %155 = load ptr, ptr %5, align 8
  %156 = load i32, ptr %17, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds double, ptr %155, i64 %157
  %159 = load double, ptr %158, align 8
  store double %159, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %160

160:                                              ; preds = %179, %154
  %161 = load i32, ptr %19, align 4
  %162 = load i32, ptr %17, align 4
  %163 = icmp slt i32 %161, %162
  br i1 %163, label %164, label %182

164:                                              ; preds = %160
  %165 = load i32, ptr %17, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [6 x [6 x double]], ptr %7, i64 0, i64 %166
  %168 = load i32, ptr %19, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [6 x double], ptr %167, i64 0, i64 %169
  %171 = load double, ptr %170, align 8
  %172 = load i32, ptr %19, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 %173
  %175 = load double, ptr %174, align 8
  %176 = load double, ptr %18, align 8
  %177 = fneg double %171
  %178 = call double @llvm.fmuladd.f64(double %177, double %175, double %176)
  store double %178, ptr %18, align 8
  br label %179

179:                                              ; preds = %164
  %180 = load i32, ptr %19, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %19, align 4
  br label %160, !llvm.loop !35

182:                                              ; preds = %160
  %183 = load double, ptr %18, align 8
  %184 = load i32, ptr %17, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 %185
  store double %183, ptr %186, align 8
  br label %187

187:                                              ; preds = %182
  %188 = load i32, ptr %17, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %17, align 4
  br label %151, !llvm.loop !36

190:                                              ; preds = %151
  store i32 5, ptr %20, align 4
  br label %191

191:                                              ; preds = %237, %190
  %192 = load i32, ptr %20, align 4
  %193 = icmp sge i32 %192, 0
  br i1 %193, label %194, label %240

194:                                              ; preds = %191
  %195 = load i32, ptr %20, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 %196
  %198 = load double, ptr %197, align 8
  store double %198, ptr %21, align 8
  %199 = load i32, ptr %20, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %22, align 4
  br label %201

201:                                              ; preds = %220, %194
  %202 = load i32, ptr %22, align 4
  %203 = icmp slt i32 %202, 6
  br i1 %203, label %204, label %223

204:                                              ; preds = %201
  %205 = load i32, ptr %20, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [6 x [6 x double]], ptr %8, i64 0, i64 %206
  %208 = load i32, ptr %22, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [6 x double], ptr %207, i64 0, i64 %209
  %211 = load double, ptr %210, align 8
  %212 = load ptr, ptr %6, align 8
  %213 = load i32, ptr %22, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds double, ptr %212, i64 %214
  %216 = load double, ptr %215, align 8
  %217 = load double, ptr %21, align 8
  %218 = fneg double %211
  %219 = call double @llvm.fmuladd.f64(double %218, double %216, double %217)
  store double %219, ptr %21, align 8
  br label %220

220:                                              ; preds = %204
  %221 = load i32, ptr %22, align 4
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr %22, align 4
  br label %201, !llvm.loop !37

223:                                              ; preds = %201
  %224 = load double, ptr %21, align 8
  %225 = load i32, ptr %20, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [6 x [6 x double]], ptr %8, i64 0, i64 %226
  %228 = load i32, ptr %20, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [6 x double], ptr %227, i64 0, i64 %229
  %231 = load double, ptr %230, align 8
  %232 = fdiv double %224, %231
  %233 = load ptr, ptr %6, align 8
  %234 = load i32, ptr %20, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds double, ptr %233, i64 %235
  store double %232, ptr %236, align 8
  br label %237

237:                                              ; preds = %223
  %238 = load i32, ptr %20, align 4
  %239 = add nsw i32 %238, -1
  store i32 %239, ptr %20, align 4
  br label %191, !llvm.loop !38

240:                                              ; preds = %191
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
