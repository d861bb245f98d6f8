; ModuleID = 'programs/float_special_values.c'
source_filename = "programs/float_special_values.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.vals = private unnamed_addr constant [13 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.000000e+00, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 0x7FEFFFFFFFFFFFFF, double 0xFFEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 1.000000e-01, double 1.000000e+308], align 16
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
  %3 = alloca [13 x double], align 16
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.vals, i64 104, i1 false)
  store i32 13, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %23

23:                                               ; preds = %106, %0
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %109

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
  %36 = call i32 @__signbit(double noundef %35)
  %37 = icmp ne i32 %36, 0
  %38 = zext i1 %37 to i32
  %39 = load double, ptr %6, align 8
  %40 = call i32 @__isnan(double noundef %39)
  %41 = icmp ne i32 %40, 0
  %42 = zext i1 %41 to i32
  %43 = load double, ptr %6, align 8
  %44 = call i32 @__fpclassify(double noundef %43)
  %45 = icmp eq i32 %44, 1280
  %46 = zext i1 %45 to i32
  %47 = icmp ne i32 %46, 0
  %48 = zext i1 %47 to i32
  %49 = load double, ptr %6, align 8
  %50 = call i32 @__fpclassify(double noundef %49)
  %51 = and i32 %50, 256
  %52 = icmp eq i32 %51, 0
  %53 = zext i1 %52 to i32
  %54 = icmp ne i32 %53, 0
  %55 = zext i1 %54 to i32
  %56 = load double, ptr %6, align 8
  %57 = call i64 @bits(double noundef %56)
  %58 = load double, ptr %6, align 8
  %59 = fneg double %58
  %60 = load double, ptr %6, align 8
  %61 = call double @llvm.fabs.f64(double %60)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %32, ptr noundef %34, i32 noundef %38, i32 noundef %42, i32 noundef %48, i32 noundef %55, i64 noundef %57, double noundef %59, double noundef %61)
  store i32 0, ptr %7, align 4
  br label %63

63:                                               ; preds = %102, %27
  %64 = load i32, ptr %7, align 4
  %65 = load i32, ptr %4, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %105

67:                                               ; preds = %63
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %69
  %71 = load double, ptr %70, align 8
  store double %71, ptr %8, align 8
  %72 = load double, ptr %6, align 8
  %73 = load double, ptr %8, align 8
  %74 = call double @add(double noundef %72, double noundef %73)
  store double %74, ptr %9, align 8
  %75 = load double, ptr %6, align 8
  %76 = load double, ptr %8, align 8
  %77 = call double @mul(double noundef %75, double noundef %76)
  store double %77, ptr %10, align 8
  %78 = load double, ptr %6, align 8
  %79 = load double, ptr %8, align 8
  %80 = call double @dvd(double noundef %78, double noundef %79)
  store double %80, ptr %11, align 8
  %81 = load double, ptr %6, align 8
  %82 = load double, ptr %8, align 8
  %83 = load double, ptr %9, align 8
  %84 = load double, ptr %9, align 8
  %85 = call i32 @__signbit(double noundef %84)
  %86 = icmp ne i32 %85, 0
  %87 = zext i1 %86 to i32
  %88 = load double, ptr %10, align 8
  %89 = load double, ptr %10, align 8
  %90 = call i32 @__signbit(double noundef %89)
  %91 = icmp ne i32 %90, 0
  %92 = zext i1 %91 to i32
  %93 = load double, ptr %11, align 8
  %94 = load double, ptr %11, align 8
  %95 = call i32 @__signbit(double noundef %94)
  %96 = icmp ne i32 %95, 0
  %97 = zext i1 %96 to i32
  %98 = load double, ptr %6, align 8
  %99 = load double, ptr %8, align 8
  %100 = call i32 @cmps(double noundef %98, double noundef %99)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %81, double noundef %82, double noundef %83, i32 noundef %87, double noundef %88, i32 noundef %92, double noundef %93, i32 noundef %97, i32 noundef %100)
  br label %102

102:                                              ; preds = %67
  %103 = load i32, ptr %7, align 4
  %104 = add nsw i32 %103, 3
  store i32 %104, ptr %7, align 4
  br label %63, !llvm.loop !5

105:                                              ; preds = %63
  br label %106

106:                                              ; preds = %105
  %107 = load i32, ptr %5, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %5, align 4
  br label %23, !llvm.loop !7

109:                                              ; preds = %23
  %110 = load volatile double, ptr %2, align 8
  %111 = fneg double %110
  store double %111, ptr %12, align 8
  %112 = load double, ptr %12, align 8
  %113 = load volatile double, ptr %2, align 8
  %114 = fcmp oeq double %112, %113
  %115 = zext i1 %114 to i32
  %116 = load double, ptr %12, align 8
  %117 = fdiv double 1.000000e+00, %116
  %118 = load volatile double, ptr %2, align 8
  %119 = fdiv double 1.000000e+00, %118
  %120 = load volatile double, ptr %2, align 8
  %121 = load volatile double, ptr %2, align 8
  %122 = fdiv double %120, %121
  %123 = call i32 @__isnan(double noundef %122)
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %115, double noundef %117, double noundef %119, i32 noundef %123)
  %125 = call double @llvm.copysign.f64(double 3.000000e+00, double -0.000000e+00)
  %126 = call double @llvm.copysign.f64(double 0x7FF0000000000000, double -1.000000e+00)
  %127 = call double @llvm.copysign.f64(double 0x7FF8000000000000, double -1.000000e+00)
  %128 = call i32 @__signbit(double noundef %127)
  %129 = icmp ne i32 %128, 0
  %130 = zext i1 %129 to i32
  %131 = sitofp i32 %130 to double
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %125, double noundef %126, double noundef %131)
  %133 = call double @llvm.minnum.f64(double 0x7FF8000000000000, double 1.000000e+00)
  %134 = call double @llvm.maxnum.f64(double 2.000000e+00, double 0x7FF8000000000000)
  %135 = call double @llvm.minnum.f64(double -0.000000e+00, double 0.000000e+00)
  %136 = call double @llvm.maxnum.f64(double -0.000000e+00, double 0.000000e+00)
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %133, double noundef %134, double noundef %135, double noundef %136)
  %138 = call double @add(double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000)
  %139 = call i32 @__isnan(double noundef %138)
  %140 = call double @mul(double noundef 0x7FF0000000000000, double noundef 0.000000e+00)
  %141 = call i32 @__isnan(double noundef %140)
  %142 = load volatile double, ptr %2, align 8
  %143 = fneg double %142
  %144 = fsub double %143, 1.000000e+00
  %145 = call double @sqrt(double noundef %144) #7
  %146 = call i32 @__isnan(double noundef %145)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %139, i32 noundef %141, i32 noundef %146)
  %148 = call double @mul(double noundef 0x7FEFFFFFFFFFFFFF, double noundef 2.000000e+00)
  %149 = call double @mul(double noundef 0xFFEFFFFFFFFFFFFF, double noundef 1.500000e+00)
  %150 = call double @mul(double noundef 4.940660e-324, double noundef 5.000000e-01)
  %151 = call double @dvd(double noundef 0x10000000000000, double noundef 1.000000e+300)
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %148, double noundef %149, double noundef %150, double noundef %151)
  %153 = call float @addf(float noundef 0x47EFFFFFE0000000, float noundef 0x47EFFFFFE0000000)
  store float %153, ptr %13, align 4
  %154 = call float @addf(float noundef 0x7FF0000000000000, float noundef 0xFFF0000000000000)
  store float %154, ptr %14, align 4
  %155 = load float, ptr %13, align 4
  %156 = fpext float %155 to double
  %157 = load float, ptr %13, align 4
  %158 = call i32 @bitsf(float noundef %157)
  %159 = load float, ptr %14, align 4
  %160 = call i32 @__isnanf(float noundef %159)
  %161 = icmp ne i32 %160, 0
  %162 = zext i1 %161 to i32
  %163 = call i32 @bitsf(float noundef -0.000000e+00)
  %164 = load float, ptr %14, align 4
  %165 = load float, ptr %14, align 4
  %166 = fcmp oeq float %164, %165
  %167 = zext i1 %166 to i32
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %156, i32 noundef %158, i32 noundef %162, i32 noundef %163, i32 noundef %167)
  %169 = call float @nanf(ptr noundef @.str.8) #8
  store float %169, ptr %15, align 4
  %170 = load float, ptr %15, align 4
  %171 = fpext float %170 to double
  store double %171, ptr %16, align 8
  %172 = load double, ptr %16, align 8
  %173 = call i32 @__isnan(double noundef %172)
  %174 = icmp ne i32 %173, 0
  %175 = zext i1 %174 to i32
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %175)
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %177

177:                                              ; preds = %195, %109
  %178 = load i32, ptr %18, align 4
  %179 = load i32, ptr %4, align 4
  %180 = icmp slt i32 %178, %179
  br i1 %180, label %181, label %198

181:                                              ; preds = %177
  %182 = load i32, ptr %18, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %183
  %185 = load double, ptr %184, align 8
  %186 = load i32, ptr %18, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %187
  %189 = load double, ptr %188, align 8
  %190 = fcmp oeq double %185, %189
  br i1 %190, label %191, label %194

191:                                              ; preds = %181
  %192 = load i32, ptr %17, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %17, align 4
  br label %194

194:                                              ; preds = %191, %181
  br label %195

195:                                              ; preds = %194
  %196 = load i32, ptr %18, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %18, align 4
  br label %177, !llvm.loop !8

198:                                              ; preds = %177
  store double 0xFFF0000000000000, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %199

199:                                              ; preds = %219, %198
  %200 = load i32, ptr %20, align 4
  %201 = load i32, ptr %4, align 4
  %202 = icmp slt i32 %200, %201
  br i1 %202, label %203, label %222

203:                                              ; preds = %199
  %204 = load i32, ptr %20, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %205
  %207 = load double, ptr %206, align 8
  %208 = load double, ptr %19, align 8
  %209 = fcmp ogt double %207, %208
  br i1 %209, label %210, label %215

210:                                              ; preds = %203
  %211 = load i32, ptr %20, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %212
  %214 = load double, ptr %213, align 8
  br label %217

215:                                              ; preds = %203
  %216 = load double, ptr %19, align 8
  br label %217

217:                                              ; preds = %215, %210
  %218 = phi double [ %214, %210 ], [ %216, %215 ]
  store double %218, ptr %19, align 8
  br label %219

219:                                              ; preds = %217
  %220 = load i32, ptr %20, align 4
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %20, align 4
  br label %199, !llvm.loop !9

222:                                              ; preds = %199
  %223 = load double, ptr %19, align 8
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %223)
  store double 0x7FF0000000000000, ptr %21, align 8
  store i32 0, ptr %22, align 4
  br label %225

225:                                              ; preds = %242, %222
  %226 = load i32, ptr %22, align 4
  %227 = load i32, ptr %4, align 4
  %228 = icmp slt i32 %226, %227
  br i1 %228, label %229, label %245

229:                                              ; preds = %225
  %230 = load i32, ptr %22, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %231
  %233 = load double, ptr %232, align 8
  %234 = load double, ptr %21, align 8
  %235 = fcmp oge double %233, %234
  br i1 %235, label %241, label %236

236:                                              ; preds = %229
  %237 = load i32, ptr %22, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %238
  %240 = load double, ptr %239, align 8
  store double %240, ptr %21, align 8
  br label %241

241:                                              ; preds = %236, %229
  br label %242

242:                                              ; preds = %241
  %243 = load i32, ptr %22, align 4
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr %22, align 4
  br label %225, !llvm.loop !10

245:                                              ; preds = %225
  %246 = load double, ptr %21, align 8
  %247 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %246)
  %248 = call double @nextafter(double noundef 0.000000e+00, double noundef 1.000000e+00) #7
  %249 = call double @nextafter(double noundef 1.000000e+00, double noundef 2.000000e+00) #7
  %250 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %248, double noundef %249)
  %251 = call i64 @bits(double noundef 0x7FF8000000000000)
  %252 = call i64 @bits(double noundef 0x7FF8000000000000)
  %253 = icmp eq i64 %251, %252
  %254 = zext i1 %253 to i32
  %255 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %254)
  %256 = load i32, ptr %17, align 4
  ret i32 %256
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @cls(double noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = call i32 @__fpclassify(double noundef %4)
  switch i32 %5, label %10 [
    i32 256, label %6
    i32 1280, label %7
    i32 16384, label %8
    i32 17408, label %9
  ]

6:                                                ; preds = %1
  store ptr @.str.14, ptr %2, align 8
  br label %11

7:                                                ; preds = %1
  store ptr @.str.15, ptr %2, align 8
  br label %11

8:                                                ; preds = %1
  store ptr @.str.16, ptr %2, align 8
  br label %11

9:                                                ; preds = %1
  store ptr @.str.17, ptr %2, align 8
  br label %11

10:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 8
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6
  %12 = load ptr, ptr %2, align 8
  ret ptr %12
}

declare dso_local i32 @__signbit(double noundef) #2

declare dso_local i32 @__isnan(double noundef) #2

declare dso_local i32 @__fpclassify(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  store double %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %2, i64 8, i1 false)
  %4 = load i64, ptr %3, align 8
  ret i64 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

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
declare dso_local double @sqrt(double noundef) #4

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

declare dso_local i32 @__isnanf(float noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dso_local float @nanf(ptr noundef) #5

; Function Attrs: nounwind
declare dso_local double @nextafter(double noundef, double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
