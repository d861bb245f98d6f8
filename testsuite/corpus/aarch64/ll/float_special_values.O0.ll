; ModuleID = 'programs/float_special_values.c'
source_filename = "programs/float_special_values.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [13 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.000000e+00, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 0x7FEFFFFFFFFFFFFF, double 0xFFEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 1.000000e-01, double 1.000000e+308], align 8
@.str = private unnamed_addr constant [80 x i8] c"%-12g cls=%-9s sign=%d isnan=%d isinf=%d finite=%d bits=%016llx neg=%g fabs=%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [53 x i8] c"   %g op %g: + %g (%d) * %g (%d) / %g (%d) cmp=%02x\0A\00", align 1
@.str.2 = private unnamed_addr constant [48 x i8] c"-0 == 0: %d, 1/-0 = %g, 1/0 = %g, 0/0 isnan=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"copysign %g %g %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [33 x i8] c"fmin/fmax with nan: %g %g %g %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [45 x i8] c"inf-inf nan=%d inf*0 nan=%d sqrt(-1) nan=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"overflow: %g %g underflow: %g %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [39 x i8] c"float: %g %08x %d %08x nan-eq-self=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"promoted nan isnan=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"max=%g\0A\00", align 1
@.str.11 = private unnamed_addr constant [23 x i8] c"min-with-nan-logic=%g\0A\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"nextafter %a %a\0A\00", align 1
@.str.13 = private unnamed_addr constant [28 x i8] c"nan payloads equal-bits=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"subnormal\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"normal\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [13 x double], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile double 0.000000e+00, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.vals, i64 104, i1 false)
  store i32 13, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %23

23:                                               ; preds = %116, %0
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %119

27:                                               ; preds = %23
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %29
  %31 = load double, ptr %30, align 8
  store double %31, ptr %6, align 8
  %32 = load double, ptr %6, align 8
  %33 = load double, ptr %6, align 8
  %34 = call ptr @cls(double noundef %33)
  %35 = load double, ptr %6, align 8
  %36 = bitcast double %35 to i64
  %37 = icmp slt i64 %36, 0
  %38 = zext i1 %37 to i32
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i32
  %41 = load double, ptr %6, align 8
  %42 = call i1 @llvm.is.fpclass.f64(double %41, i32 3)
  %43 = zext i1 %42 to i32
  %44 = icmp ne i32 %43, 0
  %45 = zext i1 %44 to i32
  %46 = load double, ptr %6, align 8
  %47 = call double @llvm.fabs.f64(double %46) #6
  %48 = fcmp oeq double %47, 0x7FF0000000000000
  %49 = bitcast double %46 to i64
  %50 = icmp slt i64 %49, 0
  %51 = select i1 %50, i32 -1, i32 1
  %52 = select i1 %48, i32 %51, i32 0
  %53 = icmp ne i32 %52, 0
  %54 = zext i1 %53 to i32
  %55 = load double, ptr %6, align 8
  %56 = call i1 @llvm.is.fpclass.f64(double %55, i32 504)
  %57 = zext i1 %56 to i32
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i32
  %60 = load double, ptr %6, align 8
  %61 = call i64 @bits(double noundef %60)
  %62 = load double, ptr %6, align 8
  %63 = fneg double %62
  %64 = load double, ptr %6, align 8
  %65 = call double @llvm.fabs.f64(double %64)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %32, ptr noundef %34, i32 noundef %40, i32 noundef %45, i32 noundef %54, i32 noundef %59, i64 noundef %61, double noundef %63, double noundef %65)
  store i32 0, ptr %7, align 4
  br label %67

67:                                               ; preds = %112, %27
  %68 = load i32, ptr %7, align 4
  %69 = load i32, ptr %4, align 4
  %70 = icmp slt i32 %68, %69
  br i1 %70, label %71, label %115

71:                                               ; preds = %67
  %72 = load i32, ptr %7, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %73
  %75 = load double, ptr %74, align 8
  store double %75, ptr %8, align 8
  %76 = load double, ptr %6, align 8
  %77 = load double, ptr %8, align 8
  %78 = call double @add(double noundef %76, double noundef %77)
  store double %78, ptr %9, align 8
  %79 = load double, ptr %6, align 8
  %80 = load double, ptr %8, align 8
  %81 = call double @mul(double noundef %79, double noundef %80)
  store double %81, ptr %10, align 8
  %82 = load double, ptr %6, align 8
  %83 = load double, ptr %8, align 8
  %84 = call double @dvd(double noundef %82, double noundef %83)
  store double %84, ptr %11, align 8
  %85 = load double, ptr %6, align 8
  %86 = load double, ptr %8, align 8
  %87 = load double, ptr %9, align 8
  %88 = load double, ptr %9, align 8
  %89 = bitcast double %88 to i64
  %90 = icmp slt i64 %89, 0
  %91 = zext i1 %90 to i32
  %92 = icmp ne i32 %91, 0
  %93 = zext i1 %92 to i32
  %94 = load double, ptr %10, align 8
  %95 = load double, ptr %10, align 8
  %96 = bitcast double %95 to i64
  %97 = icmp slt i64 %96, 0
  %98 = zext i1 %97 to i32
  %99 = icmp ne i32 %98, 0
  %100 = zext i1 %99 to i32
  %101 = load double, ptr %11, align 8
  %102 = load double, ptr %11, align 8
  %103 = bitcast double %102 to i64
  %104 = icmp slt i64 %103, 0
  %105 = zext i1 %104 to i32
  %106 = icmp ne i32 %105, 0
  %107 = zext i1 %106 to i32
  %108 = load double, ptr %6, align 8
  %109 = load double, ptr %8, align 8
  %110 = call i32 @cmps(double noundef %108, double noundef %109)
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %85, double noundef %86, double noundef %87, i32 noundef %93, double noundef %94, i32 noundef %100, double noundef %101, i32 noundef %107, i32 noundef %110)
  br label %112

112:                                              ; preds = %71
  %113 = load i32, ptr %7, align 4
  %114 = add nsw i32 %113, 3
  store i32 %114, ptr %7, align 4
  br label %67, !llvm.loop !6

115:                                              ; preds = %67
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %5, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %5, align 4
  br label %23, !llvm.loop !8

119:                                              ; preds = %23
  %120 = load volatile double, ptr %2, align 8
  %121 = fneg double %120
  store double %121, ptr %12, align 8
  %122 = load double, ptr %12, align 8
  %123 = load volatile double, ptr %2, align 8
  %124 = fcmp oeq double %122, %123
  %125 = zext i1 %124 to i32
  %126 = load double, ptr %12, align 8
  %127 = fdiv double 1.000000e+00, %126
  %128 = load volatile double, ptr %2, align 8
  %129 = fdiv double 1.000000e+00, %128
  %130 = load volatile double, ptr %2, align 8
  %131 = load volatile double, ptr %2, align 8
  %132 = fdiv double %130, %131
  %133 = call i1 @llvm.is.fpclass.f64(double %132, i32 3)
  %134 = zext i1 %133 to i32
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %125, double noundef %127, double noundef %129, i32 noundef %134)
  %136 = call double @llvm.copysign.f64(double 3.000000e+00, double -0.000000e+00)
  %137 = call double @llvm.copysign.f64(double 0x7FF0000000000000, double -1.000000e+00)
  %138 = call double @llvm.copysign.f64(double 0x7FF8000000000000, double -1.000000e+00)
  %139 = bitcast double %138 to i64
  %140 = icmp slt i64 %139, 0
  %141 = zext i1 %140 to i32
  %142 = icmp ne i32 %141, 0
  %143 = zext i1 %142 to i32
  %144 = sitofp i32 %143 to double
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %136, double noundef %137, double noundef %144)
  %146 = call double @llvm.minnum.f64(double 0x7FF8000000000000, double 1.000000e+00)
  %147 = call double @llvm.maxnum.f64(double 2.000000e+00, double 0x7FF8000000000000)
  %148 = call double @llvm.minnum.f64(double -0.000000e+00, double 0.000000e+00)
  %149 = call double @llvm.maxnum.f64(double -0.000000e+00, double 0.000000e+00)
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %146, double noundef %147, double noundef %148, double noundef %149)
  %151 = call double @add(double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000)
  %152 = call i1 @llvm.is.fpclass.f64(double %151, i32 3)
  %153 = zext i1 %152 to i32
  %154 = call double @mul(double noundef 0x7FF0000000000000, double noundef 0.000000e+00)
  %155 = call i1 @llvm.is.fpclass.f64(double %154, i32 3)
  %156 = zext i1 %155 to i32
  %157 = load volatile double, ptr %2, align 8
  %158 = fneg double %157
  %159 = fsub double %158, 1.000000e+00
  %160 = call double @sqrt(double noundef %159) #7
  %161 = call i1 @llvm.is.fpclass.f64(double %160, i32 3)
  %162 = zext i1 %161 to i32
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %153, i32 noundef %156, i32 noundef %162)
  %164 = call double @mul(double noundef 0x7FEFFFFFFFFFFFFF, double noundef 2.000000e+00)
  %165 = call double @mul(double noundef 0xFFEFFFFFFFFFFFFF, double noundef 1.500000e+00)
  %166 = call double @mul(double noundef 4.940660e-324, double noundef 5.000000e-01)
  %167 = call double @dvd(double noundef 0x10000000000000, double noundef 1.000000e+300)
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %164, double noundef %165, double noundef %166, double noundef %167)
  %169 = call float @addf(float noundef 0x47EFFFFFE0000000, float noundef 0x47EFFFFFE0000000)
  store float %169, ptr %13, align 4
  %170 = call float @addf(float noundef 0x7FF0000000000000, float noundef 0xFFF0000000000000)
  store float %170, ptr %14, align 4
  %171 = load float, ptr %13, align 4
  %172 = fpext float %171 to double
  %173 = load float, ptr %13, align 4
  %174 = call i32 @bitsf(float noundef %173)
  %175 = load float, ptr %14, align 4
  %176 = call i1 @llvm.is.fpclass.f32(float %175, i32 3)
  %177 = zext i1 %176 to i32
  %178 = icmp ne i32 %177, 0
  %179 = zext i1 %178 to i32
  %180 = call i32 @bitsf(float noundef -0.000000e+00)
  %181 = load float, ptr %14, align 4
  %182 = load float, ptr %14, align 4
  %183 = fcmp oeq float %181, %182
  %184 = zext i1 %183 to i32
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %172, i32 noundef %174, i32 noundef %179, i32 noundef %180, i32 noundef %184)
  %186 = call float @nanf(ptr noundef @.str.8) #8
  store float %186, ptr %15, align 4
  %187 = load float, ptr %15, align 4
  %188 = fpext float %187 to double
  store double %188, ptr %16, align 8
  %189 = load double, ptr %16, align 8
  %190 = call i1 @llvm.is.fpclass.f64(double %189, i32 3)
  %191 = zext i1 %190 to i32
  %192 = icmp ne i32 %191, 0
  %193 = zext i1 %192 to i32
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %193)
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %195

195:                                              ; preds = %213, %119
  %196 = load i32, ptr %18, align 4
  %197 = load i32, ptr %4, align 4
  %198 = icmp slt i32 %196, %197
  br i1 %198, label %199, label %216

199:                                              ; preds = %195
  %200 = load i32, ptr %18, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %201
  %203 = load double, ptr %202, align 8
  %204 = load i32, ptr %18, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %205
  %207 = load double, ptr %206, align 8
  %208 = fcmp oeq double %203, %207
  br i1 %208, label %209, label %212

209:                                              ; preds = %199
  %210 = load i32, ptr %17, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %17, align 4
  br label %212

212:                                              ; preds = %209, %199
  br label %213

213:                                              ; preds = %212
  %214 = load i32, ptr %18, align 4
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr %18, align 4
  br label %195, !llvm.loop !9

216:                                              ; preds = %195
  store double 0xFFF0000000000000, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %217

217:                                              ; preds = %237, %216
  %218 = load i32, ptr %20, align 4
  %219 = load i32, ptr %4, align 4
  %220 = icmp slt i32 %218, %219
  br i1 %220, label %221, label %240

221:                                              ; preds = %217
  %222 = load i32, ptr %20, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %223
  %225 = load double, ptr %224, align 8
  %226 = load double, ptr %19, align 8
  %227 = fcmp ogt double %225, %226
  br i1 %227, label %228, label %233

228:                                              ; preds = %221
  %229 = load i32, ptr %20, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %230
  %232 = load double, ptr %231, align 8
  br label %235

233:                                              ; preds = %221
  %234 = load double, ptr %19, align 8
  br label %235

235:                                              ; preds = %233, %228
  %236 = phi double [ %232, %228 ], [ %234, %233 ]
  store double %236, ptr %19, align 8
  br label %237

237:                                              ; preds = %235
  %238 = load i32, ptr %20, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %20, align 4
  br label %217, !llvm.loop !10

240:                                              ; preds = %217
  %241 = load double, ptr %19, align 8
  %242 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %241)
  store double 0x7FF0000000000000, ptr %21, align 8
  store i32 0, ptr %22, align 4
  br label %243

243:                                              ; preds = %260, %240
  %244 = load i32, ptr %22, align 4
  %245 = load i32, ptr %4, align 4
  %246 = icmp slt i32 %244, %245
  br i1 %246, label %247, label %263

247:                                              ; preds = %243
  %248 = load i32, ptr %22, align 4
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %249
  %251 = load double, ptr %250, align 8
  %252 = load double, ptr %21, align 8
  %253 = fcmp oge double %251, %252
  br i1 %253, label %259, label %254

254:                                              ; preds = %247
  %255 = load i32, ptr %22, align 4
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %256
  %258 = load double, ptr %257, align 8
  store double %258, ptr %21, align 8
  br label %259

259:                                              ; preds = %254, %247
  br label %260

260:                                              ; preds = %259
  %261 = load i32, ptr %22, align 4
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr %22, align 4
  br label %243, !llvm.loop !11

263:                                              ; preds = %243
  %264 = load double, ptr %21, align 8
  %265 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %264)
  %266 = call double @nextafter(double noundef 0.000000e+00, double noundef 1.000000e+00) #7
  %267 = call double @nextafter(double noundef 1.000000e+00, double noundef 2.000000e+00) #7
  %268 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %266, double noundef %267)
  %269 = call i64 @bits(double noundef 0x7FF8000000000000)
  %270 = call i64 @bits(double noundef 0x7FF8000000000000)
  %271 = icmp eq i64 %269, %270
  %272 = zext i1 %271 to i32
  %273 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %272)
  %274 = load i32, ptr %17, align 4
  ret i32 %274
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @cls(double noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fcmp oeq double %4, 0.000000e+00
  br i1 %5, label %6, label %8

6:                                                ; preds = %13, %10, %8, %1
  %7 = phi i32 [ 2, %1 ], [ 0, %8 ], [ 1, %10 ], [ %15, %13 ]
  switch i32 %7, label %20 [
    i32 0, label %16
    i32 1, label %17
    i32 2, label %18
    i32 3, label %19
  ]

8:                                                ; preds = %1
  %9 = fcmp uno double %4, %4
  br i1 %9, label %6, label %10

10:                                               ; preds = %8
  %11 = call double @llvm.fabs.f64(double %4) #6
  %12 = fcmp oeq double %11, 0x7FF0000000000000
  br i1 %12, label %6, label %13

13:                                               ; preds = %10
  %14 = fcmp uge double %11, 0x10000000000000
  %15 = select i1 %14, i32 4, i32 3
  br label %6

16:                                               ; preds = %6
  store ptr @.str.14, ptr %2, align 8
  br label %21

17:                                               ; preds = %6
  store ptr @.str.15, ptr %2, align 8
  br label %21

18:                                               ; preds = %6
  store ptr @.str.16, ptr %2, align 8
  br label %21

19:                                               ; preds = %6
  store ptr @.str.17, ptr %2, align 8
  br label %21

20:                                               ; preds = %6
  store ptr @.str.18, ptr %2, align 8
  br label %21

21:                                               ; preds = %20, %19, %18, %17, %16
  %22 = load ptr, ptr %2, align 8
  ret ptr %22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  store double %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %2, i64 8, i1 false)
  %4 = load i64, ptr %3, align 8
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @add(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fadd double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mul(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fmul double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dvd(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fdiv double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmps(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp olt double %5, %6
  %8 = zext i1 %7 to i32
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = fcmp ole double %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load double, ptr %3, align 8
  %16 = load double, ptr %4, align 8
  %17 = fcmp oeq double %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load double, ptr %3, align 8
  %22 = load double, ptr %4, align 8
  %23 = fcmp une double %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load double, ptr %3, align 8
  %28 = load double, ptr %4, align 8
  %29 = fcmp ogt double %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load double, ptr %3, align 8
  %34 = load double, ptr %4, align 8
  %35 = fcmp oge double %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  %39 = load double, ptr %3, align 8
  %40 = load double, ptr %4, align 8
  %41 = fcmp uno double %39, %40
  %42 = zext i1 %41 to i32
  %43 = shl i32 %42, 6
  %44 = or i32 %38, %43
  %45 = load double, ptr %3, align 8
  %46 = load double, ptr %4, align 8
  %47 = fcmp olt double %45, %46
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 7
  %50 = or i32 %44, %49
  ret i32 %50
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal float @addf(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fadd float %5, %6
  ret float %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bitsf(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float %0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %2, i64 4, i1 false)
  %4 = load i32, ptr %3, align 4
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #3

; Function Attrs: nounwind willreturn memory(read)
declare float @nanf(ptr noundef) #5

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
