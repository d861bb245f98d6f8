; ModuleID = 'programs/scalar_intrinsics_o2.c'
source_filename = "programs/scalar_intrinsics_o2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"u %u %u %u %u %u %u %llu %llu \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"\0As %d %d %d %d %d %d %lld %lld %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"w \00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"cd %d %x\0A\00", align 1
@dvals = internal constant [12 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -2.500000e+00, double 1.000000e-310, double -1.000000e-310, double 0x10000000000000, double 0x7FEFFFFFFFFFFFFF, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 0xFFF8000000000000], align 8
@.str.6 = private unnamed_addr constant [10 x i8] c"cf %d %x\0A\00", align 1
@fvals = internal constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 1.000000e+00, float -2.500000e+00, float 0x37A16C2000000000, float 0xB7A16C2000000000, float 0x3810000000000000, float 0x47EFFFFFE0000000, float 0x7FF0000000000000, float 0xFFF0000000000000, float 0x7FF8000000000000], align 4
@.str.7 = private unnamed_addr constant [10 x i8] c"cl %d %x\0A\00", align 1
@lvals = internal constant [10 x fp128] [fp128 0xL00000000000000000000000000000000, fp128 0xL00000000000000008000000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL0000000000000000C000400000000000, fp128 0xL1CC4376F7DA08F3900000000000CC64F, fp128 0xL00000000000000000001000000000000, fp128 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 0xL00000000000000007FFF000000000000, fp128 0xL0000000000000000FFFF000000000000, fp128 0xL00000000000000007FFF800000000000], align 16
@__const.main.pairs = private unnamed_addr constant [6 x [2 x double]] [[2 x double] [double 1.000000e+00, double 2.000000e+00], [2 x double] [double -0.000000e+00, double 0.000000e+00], [2 x double] [double 0.000000e+00, double -0.000000e+00], [2 x double] [double 0x7FF8000000000000, double 3.000000e+00], [2 x double] [double 3.000000e+00, double 0x7FF8000000000000], [2 x double] [double 0xFFF0000000000000, double 5.000000e+00]], align 8
@.str.8 = private unnamed_addr constant [10 x i8] c"mm %g %g\0A\00", align 1
@__const.main.modes = private unnamed_addr constant [4 x i32] [i32 0, i32 4194304, i32 8388608, i32 12582912], align 4
@.str.9 = private unnamed_addr constant [9 x i8] c"mode %d:\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c" %ld %ld %ld\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"fr %a %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"tsc %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"%016llx%016llx\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [6 x [2 x double]], align 8
  %12 = alloca i32, align 4
  %13 = alloca [6 x double], align 8
  %14 = alloca [4 x i32], align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 2611923443488327891, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %20

20:                                               ; preds = %183, %0
  %21 = load i32, ptr %3, align 4
  %22 = icmp slt i32 %21, 24
  br i1 %22, label %23, label %186

23:                                               ; preds = %20
  %24 = load i64, ptr %2, align 8
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  store i64 %26, ptr %2, align 8
  %27 = load i64, ptr %2, align 8
  store i64 %27, ptr %4, align 8
  %28 = load i64, ptr %2, align 8
  %29 = lshr i64 %28, 17
  %30 = load i64, ptr %2, align 8
  %31 = shl i64 %30, 9
  %32 = xor i64 %29, %31
  store i64 %32, ptr %5, align 8
  %33 = load i64, ptr %4, align 8
  %34 = trunc i64 %33 to i8
  %35 = load i64, ptr %5, align 8
  %36 = trunc i64 %35 to i8
  %37 = call i8 @u8_sub(i8 noundef %34, i8 noundef %36)
  %38 = zext i8 %37 to i32
  %39 = load i64, ptr %4, align 8
  %40 = trunc i64 %39 to i8
  %41 = load i64, ptr %5, align 8
  %42 = trunc i64 %41 to i8
  %43 = call i8 @u8_add(i8 noundef %40, i8 noundef %42)
  %44 = zext i8 %43 to i32
  %45 = load i64, ptr %4, align 8
  %46 = trunc i64 %45 to i16
  %47 = load i64, ptr %5, align 8
  %48 = trunc i64 %47 to i16
  %49 = call i16 @u16_sub(i16 noundef %46, i16 noundef %48)
  %50 = zext i16 %49 to i32
  %51 = load i64, ptr %4, align 8
  %52 = trunc i64 %51 to i16
  %53 = load i64, ptr %5, align 8
  %54 = trunc i64 %53 to i16
  %55 = call i16 @u16_add(i16 noundef %52, i16 noundef %54)
  %56 = zext i16 %55 to i32
  %57 = load i64, ptr %4, align 8
  %58 = trunc i64 %57 to i32
  %59 = load i64, ptr %5, align 8
  %60 = trunc i64 %59 to i32
  %61 = call i32 @u32_sub(i32 noundef %58, i32 noundef %60)
  %62 = load i64, ptr %4, align 8
  %63 = trunc i64 %62 to i32
  %64 = load i64, ptr %5, align 8
  %65 = trunc i64 %64 to i32
  %66 = call i32 @u32_add(i32 noundef %63, i32 noundef %65)
  %67 = load i64, ptr %4, align 8
  %68 = load i64, ptr %5, align 8
  %69 = call i64 @u64_sub(i64 noundef %67, i64 noundef %68)
  %70 = load i64, ptr %4, align 8
  %71 = load i64, ptr %5, align 8
  %72 = call i64 @u64_add(i64 noundef %70, i64 noundef %71)
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %38, i32 noundef %44, i32 noundef %50, i32 noundef %56, i32 noundef %61, i32 noundef %66, i64 noundef %69, i64 noundef %72)
  %74 = load i64, ptr %4, align 8
  %75 = zext i64 %74 to i128
  %76 = shl i128 %75, 64
  %77 = load i64, ptr %5, align 8
  %78 = zext i64 %77 to i128
  %79 = or i128 %76, %78
  %80 = load i64, ptr %5, align 8
  %81 = zext i64 %80 to i128
  %82 = shl i128 %81, 64
  %83 = load i64, ptr %4, align 8
  %84 = zext i64 %83 to i128
  %85 = or i128 %82, %84
  %86 = call i128 @u128_sub(i128 noundef %79, i128 noundef %85)
  call void @print128(i128 noundef %86)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %88 = load i64, ptr %4, align 8
  %89 = zext i64 %88 to i128
  %90 = shl i128 %89, 64
  %91 = load i64, ptr %5, align 8
  %92 = zext i64 %91 to i128
  %93 = or i128 %90, %92
  %94 = load i64, ptr %5, align 8
  %95 = zext i64 %94 to i128
  %96 = shl i128 %95, 64
  %97 = load i64, ptr %4, align 8
  %98 = zext i64 %97 to i128
  %99 = or i128 %96, %98
  %100 = call i128 @u128_add(i128 noundef %93, i128 noundef %99)
  call void @print128(i128 noundef %100)
  %101 = load i64, ptr %4, align 8
  %102 = trunc i64 %101 to i8
  %103 = load i64, ptr %5, align 8
  %104 = trunc i64 %103 to i8
  %105 = call i8 @s8_add(i8 noundef %102, i8 noundef %104)
  %106 = sext i8 %105 to i32
  %107 = load i64, ptr %4, align 8
  %108 = trunc i64 %107 to i8
  %109 = load i64, ptr %5, align 8
  %110 = trunc i64 %109 to i8
  %111 = call i8 @s8_sub(i8 noundef %108, i8 noundef %110)
  %112 = sext i8 %111 to i32
  %113 = load i64, ptr %4, align 8
  %114 = trunc i64 %113 to i16
  %115 = load i64, ptr %5, align 8
  %116 = trunc i64 %115 to i16
  %117 = call i16 @s16_add(i16 noundef %114, i16 noundef %116)
  %118 = sext i16 %117 to i32
  %119 = load i64, ptr %4, align 8
  %120 = trunc i64 %119 to i16
  %121 = load i64, ptr %5, align 8
  %122 = trunc i64 %121 to i16
  %123 = call i16 @s16_sub(i16 noundef %120, i16 noundef %122)
  %124 = sext i16 %123 to i32
  %125 = load i64, ptr %4, align 8
  %126 = trunc i64 %125 to i32
  %127 = load i64, ptr %5, align 8
  %128 = trunc i64 %127 to i32
  %129 = call i32 @s32_add(i32 noundef %126, i32 noundef %128)
  %130 = load i64, ptr %4, align 8
  %131 = trunc i64 %130 to i32
  %132 = load i64, ptr %5, align 8
  %133 = trunc i64 %132 to i32
  %134 = call i32 @s32_sub(i32 noundef %131, i32 noundef %133)
  %135 = load i64, ptr %4, align 8
  %136 = load i64, ptr %5, align 8
  %137 = call i64 @s64_add(i64 noundef %135, i64 noundef %136)
  %138 = load i64, ptr %4, align 8
  %139 = load i64, ptr %5, align 8
  %140 = call i64 @s64_sub(i64 noundef %138, i64 noundef %139)
  %141 = load i64, ptr %4, align 8
  %142 = trunc i64 %141 to i8
  %143 = load i64, ptr %5, align 8
  %144 = trunc i64 %143 to i8
  %145 = call i8 @s8_clamp(i8 noundef %142, i8 noundef %144)
  %146 = sext i8 %145 to i32
  %147 = load i64, ptr %4, align 8
  %148 = trunc i64 %147 to i16
  %149 = load i64, ptr %5, align 8
  %150 = trunc i64 %149 to i16
  %151 = call i16 @s16_clamp_sub(i16 noundef %148, i16 noundef %150)
  %152 = sext i16 %151 to i32
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %106, i32 noundef %112, i32 noundef %118, i32 noundef %124, i32 noundef %129, i32 noundef %134, i64 noundef %137, i64 noundef %140, i32 noundef %146, i32 noundef %152)
  %154 = load i64, ptr %4, align 8
  %155 = zext i64 %154 to i128
  %156 = shl i128 %155, 64
  %157 = load i64, ptr %5, align 8
  %158 = zext i64 %157 to i128
  %159 = or i128 %156, %158
  store i128 %159, ptr %6, align 16
  %160 = load i64, ptr %5, align 8
  %161 = zext i64 %160 to i128
  %162 = shl i128 %161, 65
  %163 = load i64, ptr %4, align 8
  %164 = zext i64 %163 to i128
  %165 = or i128 %162, %164
  store i128 %165, ptr %7, align 16
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %167 = load i128, ptr %6, align 16
  %168 = load i64, ptr %5, align 8
  %169 = trunc i64 %168 to i32
  %170 = call i128 @bits128(i128 noundef %167, i32 noundef %169)
  call void @print128(i128 noundef %170)
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %172 = load i128, ptr %6, align 16
  %173 = call i128 @abs128(i128 noundef %172)
  call void @print128(i128 noundef %173)
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %175 = load i128, ptr %6, align 16
  %176 = load i128, ptr %7, align 16
  %177 = call i128 @max128(i128 noundef %175, i128 noundef %176)
  call void @print128(i128 noundef %177)
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %179 = load i128, ptr %6, align 16
  %180 = load i128, ptr %7, align 16
  %181 = call i128 @umin128(i128 noundef %179, i128 noundef %180)
  call void @print128(i128 noundef %181)
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %183

183:                                              ; preds = %23
  %184 = load i32, ptr %3, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %3, align 4
  br label %20, !llvm.loop !6

186:                                              ; preds = %20
  store i32 0, ptr %8, align 4
  br label %187

187:                                              ; preds = %199, %186
  %188 = load i32, ptr %8, align 4
  %189 = zext i32 %188 to i64
  %190 = icmp ult i64 %189, 12
  br i1 %190, label %191, label %202

191:                                              ; preds = %187
  %192 = load i32, ptr %8, align 4
  %193 = load i32, ptr %8, align 4
  %194 = zext i32 %193 to i64
  %195 = getelementptr inbounds [12 x double], ptr @dvals, i64 0, i64 %194
  %196 = load double, ptr %195, align 8
  %197 = call i32 @cls_d(double noundef %196)
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %192, i32 noundef %197)
  br label %199

199:                                              ; preds = %191
  %200 = load i32, ptr %8, align 4
  %201 = add i32 %200, 1
  store i32 %201, ptr %8, align 4
  br label %187, !llvm.loop !8

202:                                              ; preds = %187
  store i32 0, ptr %9, align 4
  br label %203

203:                                              ; preds = %215, %202
  %204 = load i32, ptr %9, align 4
  %205 = zext i32 %204 to i64
  %206 = icmp ult i64 %205, 11
  br i1 %206, label %207, label %218

207:                                              ; preds = %203
  %208 = load i32, ptr %9, align 4
  %209 = load i32, ptr %9, align 4
  %210 = zext i32 %209 to i64
  %211 = getelementptr inbounds [11 x float], ptr @fvals, i64 0, i64 %210
  %212 = load float, ptr %211, align 4
  %213 = call i32 @cls_f(float noundef %212)
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %208, i32 noundef %213)
  br label %215

215:                                              ; preds = %207
  %216 = load i32, ptr %9, align 4
  %217 = add i32 %216, 1
  store i32 %217, ptr %9, align 4
  br label %203, !llvm.loop !9

218:                                              ; preds = %203
  store i32 0, ptr %10, align 4
  br label %219

219:                                              ; preds = %231, %218
  %220 = load i32, ptr %10, align 4
  %221 = zext i32 %220 to i64
  %222 = icmp ult i64 %221, 10
  br i1 %222, label %223, label %234

223:                                              ; preds = %219
  %224 = load i32, ptr %10, align 4
  %225 = load i32, ptr %10, align 4
  %226 = zext i32 %225 to i64
  %227 = getelementptr inbounds [10 x fp128], ptr @lvals, i64 0, i64 %226
  %228 = load fp128, ptr %227, align 16
  %229 = call i32 @cls_l(fp128 noundef %228)
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %224, i32 noundef %229)
  br label %231

231:                                              ; preds = %223
  %232 = load i32, ptr %10, align 4
  %233 = add i32 %232, 1
  store i32 %233, ptr %10, align 4
  br label %219, !llvm.loop !10

234:                                              ; preds = %219
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.pairs, i64 96, i1 false)
  store i32 0, ptr %12, align 4
  br label %235

235:                                              ; preds = %265, %234
  %236 = load i32, ptr %12, align 4
  %237 = icmp ult i32 %236, 6
  br i1 %237, label %238, label %268

238:                                              ; preds = %235
  %239 = load i32, ptr %12, align 4
  %240 = zext i32 %239 to i64
  %241 = getelementptr inbounds [6 x [2 x double]], ptr %11, i64 0, i64 %240
  %242 = getelementptr inbounds [2 x double], ptr %241, i64 0, i64 0
  %243 = load double, ptr %242, align 8
  %244 = load i32, ptr %12, align 4
  %245 = zext i32 %244 to i64
  %246 = getelementptr inbounds [6 x [2 x double]], ptr %11, i64 0, i64 %245
  %247 = getelementptr inbounds [2 x double], ptr %246, i64 0, i64 1
  %248 = load double, ptr %247, align 8
  %249 = call double @minmax(double noundef %243, double noundef %248)
  %250 = load i32, ptr %12, align 4
  %251 = zext i32 %250 to i64
  %252 = getelementptr inbounds [6 x [2 x double]], ptr %11, i64 0, i64 %251
  %253 = getelementptr inbounds [2 x double], ptr %252, i64 0, i64 0
  %254 = load double, ptr %253, align 8
  %255 = fptrunc double %254 to float
  %256 = load i32, ptr %12, align 4
  %257 = zext i32 %256 to i64
  %258 = getelementptr inbounds [6 x [2 x double]], ptr %11, i64 0, i64 %257
  %259 = getelementptr inbounds [2 x double], ptr %258, i64 0, i64 1
  %260 = load double, ptr %259, align 8
  %261 = fptrunc double %260 to float
  %262 = call float @minmaxf(float noundef %255, float noundef %261)
  %263 = fpext float %262 to double
  %264 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %249, double noundef %263)
  br label %265

265:                                              ; preds = %238
  %266 = load i32, ptr %12, align 4
  %267 = add i32 %266, 1
  store i32 %267, ptr %12, align 4
  br label %235, !llvm.loop !11

268:                                              ; preds = %235
  call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 48, i1 false)
  %269 = getelementptr inbounds [6 x double], ptr %13, i32 0, i32 0
  store double 2.500000e+00, ptr %269, align 8
  %270 = getelementptr inbounds [6 x double], ptr %13, i32 0, i32 1
  store double -2.500000e+00, ptr %270, align 8
  %271 = getelementptr inbounds [6 x double], ptr %13, i32 0, i32 2
  store double 3.500000e+00, ptr %271, align 8
  %272 = getelementptr inbounds [6 x double], ptr %13, i32 0, i32 3
  store double 2.500000e-01, ptr %272, align 8
  %273 = getelementptr inbounds [6 x double], ptr %13, i32 0, i32 4
  store double -7.750000e+00, ptr %273, align 8
  %274 = getelementptr inbounds [6 x double], ptr %13, i32 0, i32 5
  store double 0x412E848100000000, ptr %274, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 @__const.main.modes, i64 16, i1 false)
  store i32 0, ptr %15, align 4
  br label %275

275:                                              ; preds = %313, %268
  %276 = load i32, ptr %15, align 4
  %277 = icmp ult i32 %276, 4
  br i1 %277, label %278, label %316

278:                                              ; preds = %275
  %279 = load i32, ptr %15, align 4
  %280 = zext i32 %279 to i64
  %281 = getelementptr inbounds [4 x i32], ptr %14, i64 0, i64 %280
  %282 = load i32, ptr %281, align 4
  %283 = call i32 @fesetround(i32 noundef %282) #8
  %284 = call i32 @flt_rounds()
  %285 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %284)
  store i32 0, ptr %16, align 4
  br label %286

286:                                              ; preds = %308, %278
  %287 = load i32, ptr %16, align 4
  %288 = icmp ult i32 %287, 6
  br i1 %288, label %289, label %311

289:                                              ; preds = %286
  %290 = load i32, ptr %16, align 4
  %291 = zext i32 %290 to i64
  %292 = getelementptr inbounds [6 x double], ptr %13, i64 0, i64 %291
  %293 = load double, ptr %292, align 8
  %294 = call i64 @rounds(double noundef %293)
  %295 = load i32, ptr %16, align 4
  %296 = zext i32 %295 to i64
  %297 = getelementptr inbounds [6 x double], ptr %13, i64 0, i64 %296
  %298 = load double, ptr %297, align 8
  %299 = fptrunc double %298 to float
  %300 = call i64 @roundsf(float noundef %299)
  %301 = load i32, ptr %16, align 4
  %302 = zext i32 %301 to i64
  %303 = getelementptr inbounds [6 x double], ptr %13, i64 0, i64 %302
  %304 = load double, ptr %303, align 8
  %305 = fpext double %304 to fp128
  %306 = call i64 @roundsl(fp128 noundef %305)
  %307 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %294, i64 noundef %300, i64 noundef %306)
  br label %308

308:                                              ; preds = %289
  %309 = load i32, ptr %16, align 4
  %310 = add i32 %309, 1
  store i32 %310, ptr %16, align 4
  br label %286, !llvm.loop !12

311:                                              ; preds = %286
  %312 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %313

313:                                              ; preds = %311
  %314 = load i32, ptr %15, align 4
  %315 = add i32 %314, 1
  store i32 %315, ptr %15, align 4
  br label %275, !llvm.loop !13

316:                                              ; preds = %275
  %317 = call i32 @fesetround(i32 noundef 0) #8
  store i32 -3, ptr %17, align 4
  br label %318

318:                                              ; preds = %334, %316
  %319 = load i32, ptr %17, align 4
  %320 = icmp sle i32 %319, 3
  br i1 %320, label %321, label %337

321:                                              ; preds = %318
  %322 = load i32, ptr %17, align 4
  %323 = sitofp i32 %322 to double
  %324 = call double @llvm.fmuladd.f64(double 1.500000e+00, double %323, double 2.500000e-01)
  %325 = load i32, ptr %17, align 4
  %326 = call double @fr(double noundef %324, i32 noundef %325)
  %327 = load i32, ptr %17, align 4
  %328 = sitofp i32 %327 to float
  %329 = call float @llvm.fmuladd.f32(float 7.500000e-01, float %328, float -1.000000e+00)
  %330 = load i32, ptr %17, align 4
  %331 = call float @frf(float noundef %329, i32 noundef %330)
  %332 = fpext float %331 to double
  %333 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %326, double noundef %332)
  br label %334

334:                                              ; preds = %321
  %335 = load i32, ptr %17, align 4
  %336 = add nsw i32 %335, 1
  store i32 %336, ptr %17, align 4
  br label %318, !llvm.loop !14

337:                                              ; preds = %318
  %338 = call i64 @llvm.readcyclecounter()
  store i64 %338, ptr %18, align 8
  %339 = call i64 @llvm.readcyclecounter()
  store i64 %339, ptr %19, align 8
  %340 = load i64, ptr %19, align 8
  %341 = load i64, ptr %18, align 8
  %342 = icmp uge i64 %340, %341
  %343 = zext i1 %342 to i32
  %344 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %343)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @u8_sub(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  %13 = load i8, ptr %4, align 1
  %14 = zext i8 %13 to i32
  %15 = sub nsw i32 %12, %14
  br label %17

16:                                               ; preds = %2
  br label %17

17:                                               ; preds = %16, %10
  %18 = phi i32 [ %15, %10 ], [ 0, %16 ]
  %19 = trunc i32 %18 to i8
  ret i8 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @u8_add(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %6 = load i8, ptr %3, align 1
  %7 = zext i8 %6 to i32
  %8 = load i8, ptr %4, align 1
  %9 = zext i8 %8 to i32
  %10 = add nsw i32 %7, %9
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %5, align 1
  %12 = load i8, ptr %5, align 1
  %13 = zext i8 %12 to i32
  %14 = load i8, ptr %3, align 1
  %15 = zext i8 %14 to i32
  %16 = icmp slt i32 %13, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %2
  br label %21

18:                                               ; preds = %2
  %19 = load i8, ptr %5, align 1
  %20 = zext i8 %19 to i32
  br label %21

21:                                               ; preds = %18, %17
  %22 = phi i32 [ 255, %17 ], [ %20, %18 ]
  %23 = trunc i32 %22 to i8
  ret i8 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @u16_sub(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  %13 = load i16, ptr %4, align 2
  %14 = zext i16 %13 to i32
  %15 = sub nsw i32 %12, %14
  br label %17

16:                                               ; preds = %2
  br label %17

17:                                               ; preds = %16, %10
  %18 = phi i32 [ %15, %10 ], [ 0, %16 ]
  %19 = trunc i32 %18 to i16
  ret i16 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @u16_add(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %6 = load i16, ptr %3, align 2
  %7 = zext i16 %6 to i32
  %8 = load i16, ptr %4, align 2
  %9 = zext i16 %8 to i32
  %10 = add nsw i32 %7, %9
  %11 = trunc i32 %10 to i16
  store i16 %11, ptr %5, align 2
  %12 = load i16, ptr %5, align 2
  %13 = zext i16 %12 to i32
  %14 = load i16, ptr %3, align 2
  %15 = zext i16 %14 to i32
  %16 = icmp slt i32 %13, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %2
  br label %21

18:                                               ; preds = %2
  %19 = load i16, ptr %5, align 2
  %20 = zext i16 %19 to i32
  br label %21

21:                                               ; preds = %18, %17
  %22 = phi i32 [ 65535, %17 ], [ %20, %18 ]
  %23 = trunc i32 %22 to i16
  ret i16 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @u32_sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ugt i32 %5, %6
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sub i32 %9, %10
  br label %13

12:                                               ; preds = %2
  br label %13

13:                                               ; preds = %12, %8
  %14 = phi i32 [ %11, %8 ], [ 0, %12 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @u32_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = add i32 %6, %7
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %3, align 4
  %11 = icmp ult i32 %9, %10
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  br label %15

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4
  br label %15

15:                                               ; preds = %13, %12
  %16 = phi i32 [ -1, %12 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @u64_sub(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ugt i64 %5, %6
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = sub i64 %9, %10
  br label %13

12:                                               ; preds = %2
  br label %13

13:                                               ; preds = %12, %8
  %14 = phi i64 [ %11, %8 ], [ 0, %12 ]
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @u64_add(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = add i64 %6, %7
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  %10 = load i64, ptr %3, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  br label %15

13:                                               ; preds = %2
  %14 = load i64, ptr %5, align 8
  br label %15

15:                                               ; preds = %13, %12
  %16 = phi i64 [ -1, %12 ], [ %14, %13 ]
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = lshr i128 %3, 64
  %5 = trunc i128 %4 to i64
  %6 = load i128, ptr %2, align 16
  %7 = trunc i128 %6 to i64
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %5, i64 noundef %7)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @u128_sub(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = icmp ugt i128 %5, %6
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = load i128, ptr %3, align 16
  %10 = load i128, ptr %4, align 16
  %11 = sub i128 %9, %10
  br label %13

12:                                               ; preds = %2
  br label %13

13:                                               ; preds = %12, %8
  %14 = phi i128 [ %11, %8 ], [ 0, %12 ]
  ret i128 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @u128_add(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %6 = load i128, ptr %3, align 16
  %7 = load i128, ptr %4, align 16
  %8 = add i128 %6, %7
  store i128 %8, ptr %5, align 16
  %9 = load i128, ptr %5, align 16
  %10 = load i128, ptr %3, align 16
  %11 = icmp ult i128 %9, %10
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  br label %15

13:                                               ; preds = %2
  %14 = load i128, ptr %5, align 16
  br label %15

15:                                               ; preds = %13, %12
  %16 = phi i128 [ -1, %12 ], [ %14, %13 ]
  ret i128 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @s8_add(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  store i8 %0, ptr %4, align 1
  store i8 %1, ptr %5, align 1
  %7 = load i8, ptr %4, align 1
  %8 = load i8, ptr %5, align 1
  %9 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %7, i8 %8)
  %10 = extractvalue { i8, i1 } %9, 1
  %11 = extractvalue { i8, i1 } %9, 0
  store i8 %11, ptr %6, align 1
  br i1 %10, label %12, label %19

12:                                               ; preds = %2
  %13 = load i8, ptr %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp slt i32 %14, 0
  %16 = zext i1 %15 to i64
  %17 = select i1 %15, i32 -128, i32 127
  %18 = trunc i32 %17 to i8
  store i8 %18, ptr %3, align 1
  br label %21

19:                                               ; preds = %2
  %20 = load i8, ptr %6, align 1
  store i8 %20, ptr %3, align 1
  br label %21

21:                                               ; preds = %19, %12
  %22 = load i8, ptr %3, align 1
  ret i8 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @s8_sub(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  store i8 %0, ptr %4, align 1
  store i8 %1, ptr %5, align 1
  %7 = load i8, ptr %4, align 1
  %8 = load i8, ptr %5, align 1
  %9 = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %7, i8 %8)
  %10 = extractvalue { i8, i1 } %9, 1
  %11 = extractvalue { i8, i1 } %9, 0
  store i8 %11, ptr %6, align 1
  br i1 %10, label %12, label %19

12:                                               ; preds = %2
  %13 = load i8, ptr %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp slt i32 %14, 0
  %16 = zext i1 %15 to i64
  %17 = select i1 %15, i32 -128, i32 127
  %18 = trunc i32 %17 to i8
  store i8 %18, ptr %3, align 1
  br label %21

19:                                               ; preds = %2
  %20 = load i8, ptr %6, align 1
  store i8 %20, ptr %3, align 1
  br label %21

21:                                               ; preds = %19, %12
  %22 = load i8, ptr %3, align 1
  ret i8 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @s16_add(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  store i16 %0, ptr %4, align 2
  store i16 %1, ptr %5, align 2
  %7 = load i16, ptr %4, align 2
  %8 = load i16, ptr %5, align 2
  %9 = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 %7, i16 %8)
  %10 = extractvalue { i16, i1 } %9, 1
  %11 = extractvalue { i16, i1 } %9, 0
  store i16 %11, ptr %6, align 2
  br i1 %10, label %12, label %19

12:                                               ; preds = %2
  %13 = load i16, ptr %4, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp slt i32 %14, 0
  %16 = zext i1 %15 to i64
  %17 = select i1 %15, i32 -32768, i32 32767
  %18 = trunc i32 %17 to i16
  store i16 %18, ptr %3, align 2
  br label %21

19:                                               ; preds = %2
  %20 = load i16, ptr %6, align 2
  store i16 %20, ptr %3, align 2
  br label %21

21:                                               ; preds = %19, %12
  %22 = load i16, ptr %3, align 2
  ret i16 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @s16_sub(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  store i16 %0, ptr %4, align 2
  store i16 %1, ptr %5, align 2
  %7 = load i16, ptr %4, align 2
  %8 = load i16, ptr %5, align 2
  %9 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 %7, i16 %8)
  %10 = extractvalue { i16, i1 } %9, 1
  %11 = extractvalue { i16, i1 } %9, 0
  store i16 %11, ptr %6, align 2
  br i1 %10, label %12, label %19

12:                                               ; preds = %2
  %13 = load i16, ptr %4, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp slt i32 %14, 0
  %16 = zext i1 %15 to i64
  %17 = select i1 %15, i32 -32768, i32 32767
  %18 = trunc i32 %17 to i16
  store i16 %18, ptr %3, align 2
  br label %21

19:                                               ; preds = %2
  %20 = load i16, ptr %6, align 2
  store i16 %20, ptr %3, align 2
  br label %21

21:                                               ; preds = %19, %12
  %22 = load i16, ptr %3, align 2
  ret i16 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @s32_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8)
  %10 = extractvalue { i32, i1 } %9, 1
  %11 = extractvalue { i32, i1 } %9, 0
  store i32 %11, ptr %6, align 4
  br i1 %10, label %12, label %17

12:                                               ; preds = %2
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i32 -2147483648, i32 2147483647
  store i32 %16, ptr %3, align 4
  br label %19

17:                                               ; preds = %2
  %18 = load i32, ptr %6, align 4
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %17, %12
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @s32_sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %7, i32 %8)
  %10 = extractvalue { i32, i1 } %9, 1
  %11 = extractvalue { i32, i1 } %9, 0
  store i32 %11, ptr %6, align 4
  br i1 %10, label %12, label %17

12:                                               ; preds = %2
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i32 -2147483648, i32 2147483647
  store i32 %16, ptr %3, align 4
  br label %19

17:                                               ; preds = %2
  %18 = load i32, ptr %6, align 4
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %17, %12
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @s64_add(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %7, i64 %8)
  %10 = extractvalue { i64, i1 } %9, 1
  %11 = extractvalue { i64, i1 } %9, 0
  store i64 %11, ptr %6, align 8
  br i1 %10, label %12, label %17

12:                                               ; preds = %2
  %13 = load i64, ptr %4, align 8
  %14 = icmp slt i64 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i64 -9223372036854775808, i64 9223372036854775807
  store i64 %16, ptr %3, align 8
  br label %19

17:                                               ; preds = %2
  %18 = load i64, ptr %6, align 8
  store i64 %18, ptr %3, align 8
  br label %19

19:                                               ; preds = %17, %12
  %20 = load i64, ptr %3, align 8
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @s64_sub(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %7, i64 %8)
  %10 = extractvalue { i64, i1 } %9, 1
  %11 = extractvalue { i64, i1 } %9, 0
  store i64 %11, ptr %6, align 8
  br i1 %10, label %12, label %17

12:                                               ; preds = %2
  %13 = load i64, ptr %4, align 8
  %14 = icmp slt i64 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i64 -9223372036854775808, i64 9223372036854775807
  store i64 %16, ptr %3, align 8
  br label %19

17:                                               ; preds = %2
  %18 = load i64, ptr %6, align 8
  store i64 %18, ptr %3, align 8
  br label %19

19:                                               ; preds = %17, %12
  %20 = load i64, ptr %3, align 8
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @s8_clamp(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %6 = load i8, ptr %3, align 1
  %7 = sext i8 %6 to i32
  %8 = load i8, ptr %4, align 1
  %9 = sext i8 %8 to i32
  %10 = add nsw i32 %7, %9
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp sgt i32 %11, 127
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  br label %22

14:                                               ; preds = %2
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %15, -128
  br i1 %16, label %17, label %18

17:                                               ; preds = %14
  br label %20

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4
  br label %20

20:                                               ; preds = %18, %17
  %21 = phi i32 [ -128, %17 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %13
  %23 = phi i32 [ 127, %13 ], [ %21, %20 ]
  %24 = trunc i32 %23 to i8
  ret i8 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @s16_clamp_sub(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %6 = load i16, ptr %3, align 2
  %7 = sext i16 %6 to i32
  %8 = load i16, ptr %4, align 2
  %9 = sext i16 %8 to i32
  %10 = sub nsw i32 %7, %9
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp sgt i32 %11, 32767
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  br label %22

14:                                               ; preds = %2
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %15, -32768
  br i1 %16, label %17, label %18

17:                                               ; preds = %14
  br label %20

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4
  br label %20

20:                                               ; preds = %18, %17
  %21 = phi i32 [ -32768, %17 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %13
  %23 = phi i32 [ 32767, %13 ], [ %21, %20 ]
  %24 = trunc i32 %23 to i16
  ret i16 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @bits128(i128 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i64
  %9 = call i64 @llvm.bswap.i64(i64 %8)
  %10 = zext i64 %9 to i128
  %11 = shl i128 %10, 64
  %12 = load i128, ptr %3, align 16
  %13 = lshr i128 %12, 64
  %14 = trunc i128 %13 to i64
  %15 = call i64 @llvm.bswap.i64(i64 %14)
  %16 = zext i64 %15 to i128
  %17 = or i128 %11, %16
  store i128 %17, ptr %5, align 16
  %18 = load i32, ptr %4, align 4
  %19 = and i32 %18, 127
  store i32 %19, ptr %4, align 4
  %20 = load i32, ptr %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %33

22:                                               ; preds = %2
  %23 = load i128, ptr %3, align 16
  %24 = load i32, ptr %4, align 4
  %25 = zext i32 %24 to i128
  %26 = shl i128 %23, %25
  %27 = load i128, ptr %3, align 16
  %28 = load i32, ptr %4, align 4
  %29 = sub i32 128, %28
  %30 = zext i32 %29 to i128
  %31 = lshr i128 %27, %30
  %32 = or i128 %26, %31
  br label %35

33:                                               ; preds = %2
  %34 = load i128, ptr %3, align 16
  br label %35

35:                                               ; preds = %33, %22
  %36 = phi i128 [ %32, %22 ], [ %34, %33 ]
  store i128 %36, ptr %6, align 16
  %37 = load i128, ptr %5, align 16
  %38 = load i128, ptr %6, align 16
  %39 = xor i128 %37, %38
  %40 = load i128, ptr %3, align 16
  %41 = call i128 @llvm.ctpop.i128(i128 %40)
  %42 = trunc i128 %41 to i32
  %43 = sext i32 %42 to i128
  %44 = shl i128 %43, 7
  %45 = xor i128 %39, %44
  %46 = load i128, ptr %3, align 16
  %47 = call i128 @llvm.ctlz.i128(i128 %46, i1 true)
  %48 = trunc i128 %47 to i32
  %49 = icmp eq i128 %46, 0
  %50 = select i1 %49, i32 128, i32 %48
  %51 = sext i32 %50 to i128
  %52 = shl i128 %51, 20
  %53 = xor i128 %45, %52
  %54 = load i128, ptr %3, align 16
  %55 = call i128 @llvm.cttz.i128(i128 %54, i1 true)
  %56 = trunc i128 %55 to i32
  %57 = icmp eq i128 %54, 0
  %58 = select i1 %57, i32 128, i32 %56
  %59 = sext i32 %58 to i128
  %60 = shl i128 %59, 40
  %61 = xor i128 %53, %60
  ret i128 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @abs128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = icmp slt i128 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i128, ptr %2, align 16
  %7 = sub nsw i128 0, %6
  br label %10

8:                                                ; preds = %1
  %9 = load i128, ptr %2, align 16
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i128 [ %7, %5 ], [ %9, %8 ]
  ret i128 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @max128(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = icmp sgt i128 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i128, ptr %3, align 16
  br label %12

10:                                               ; preds = %2
  %11 = load i128, ptr %4, align 16
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i128 [ %9, %8 ], [ %11, %10 ]
  ret i128 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @umin128(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = icmp ult i128 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i128, ptr %3, align 16
  br label %12

10:                                               ; preds = %2
  %11 = load i128, ptr %4, align 16
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i128 [ %9, %8 ], [ %11, %10 ]
  ret i128 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call i1 @llvm.is.fpclass.f64(double %3, i32 3)
  %5 = xor i1 %4, true
  %6 = xor i1 %5, true
  %7 = zext i1 %6 to i32
  %8 = load double, ptr %2, align 8
  %9 = call double @llvm.fabs.f64(double %8) #9
  %10 = fcmp oeq double %9, 0x7FF0000000000000
  %11 = bitcast double %8 to i64
  %12 = icmp slt i64 %11, 0
  %13 = select i1 %12, i32 -1, i32 1
  %14 = select i1 %10, i32 %13, i32 0
  %15 = icmp ne i32 %14, 0
  %16 = xor i1 %15, true
  %17 = xor i1 %16, true
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 1
  %20 = or i32 %7, %19
  %21 = load double, ptr %2, align 8
  %22 = call i1 @llvm.is.fpclass.f64(double %21, i32 504)
  %23 = xor i1 %22, true
  %24 = xor i1 %23, true
  %25 = zext i1 %24 to i32
  %26 = shl i32 %25, 2
  %27 = or i32 %20, %26
  %28 = load double, ptr %2, align 8
  %29 = call i1 @llvm.is.fpclass.f64(double %28, i32 264)
  %30 = xor i1 %29, true
  %31 = xor i1 %30, true
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %27, %33
  %35 = load double, ptr %2, align 8
  %36 = bitcast double %35 to i64
  %37 = icmp slt i64 %36, 0
  %38 = xor i1 %37, true
  %39 = xor i1 %38, true
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load double, ptr %2, align 8
  %44 = fcmp oeq double %43, 0.000000e+00
  br i1 %44, label %45, label %53

45:                                               ; preds = %58, %55, %53, %1
  %46 = phi i32 [ 2, %1 ], [ 0, %53 ], [ 1, %55 ], [ %60, %58 ]
  %47 = icmp eq i32 %46, 3
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 5
  %50 = or i32 %42, %49
  %51 = load double, ptr %2, align 8
  %52 = fcmp oeq double %51, 0.000000e+00
  br i1 %52, label %61, label %117

53:                                               ; preds = %1
  %54 = fcmp uno double %43, %43
  br i1 %54, label %45, label %55

55:                                               ; preds = %53
  %56 = call double @llvm.fabs.f64(double %43) #9
  %57 = fcmp oeq double %56, 0x7FF0000000000000
  br i1 %57, label %45, label %58

58:                                               ; preds = %55
  %59 = fcmp uge double %56, 0x10000000000000
  %60 = select i1 %59, i32 4, i32 3
  br label %45

61:                                               ; preds = %122, %119, %117, %45
  %62 = phi i32 [ 2, %45 ], [ 0, %117 ], [ 1, %119 ], [ %124, %122 ]
  %63 = icmp eq i32 %62, 2
  %64 = zext i1 %63 to i32
  %65 = shl i32 %64, 6
  %66 = or i32 %50, %65
  %67 = load double, ptr %2, align 8
  %68 = call i1 @llvm.is.fpclass.f64(double %67, i32 1008)
  %69 = zext i1 %68 to i32
  %70 = shl i32 %69, 7
  %71 = or i32 %66, %70
  %72 = load double, ptr %2, align 8
  %73 = call i1 @llvm.is.fpclass.f64(double %72, i32 144)
  %74 = zext i1 %73 to i32
  %75 = shl i32 %74, 8
  %76 = or i32 %71, %75
  %77 = load double, ptr %2, align 8
  %78 = call i1 @llvm.is.fpclass.f64(double %77, i32 516)
  %79 = zext i1 %78 to i32
  %80 = shl i32 %79, 9
  %81 = or i32 %76, %80
  %82 = load double, ptr %2, align 8
  %83 = call i1 @llvm.is.fpclass.f64(double %82, i32 264)
  %84 = zext i1 %83 to i32
  %85 = shl i32 %84, 10
  %86 = or i32 %81, %85
  %87 = load double, ptr %2, align 8
  %88 = call i1 @llvm.is.fpclass.f64(double %87, i32 96)
  %89 = zext i1 %88 to i32
  %90 = shl i32 %89, 11
  %91 = or i32 %86, %90
  %92 = load double, ptr %2, align 8
  %93 = call i1 @llvm.is.fpclass.f64(double %92, i32 1020)
  %94 = zext i1 %93 to i32
  %95 = shl i32 %94, 12
  %96 = or i32 %91, %95
  %97 = load double, ptr %2, align 8
  %98 = call i1 @llvm.is.fpclass.f64(double %97, i32 3)
  %99 = zext i1 %98 to i32
  %100 = shl i32 %99, 13
  %101 = or i32 %96, %100
  %102 = load double, ptr %2, align 8
  %103 = call i1 @llvm.is.fpclass.f64(double %102, i32 512)
  %104 = zext i1 %103 to i32
  %105 = shl i32 %104, 14
  %106 = or i32 %101, %105
  %107 = load double, ptr %2, align 8
  %108 = call i1 @llvm.is.fpclass.f64(double %107, i32 16)
  %109 = zext i1 %108 to i32
  %110 = shl i32 %109, 15
  %111 = or i32 %106, %110
  %112 = load double, ptr %2, align 8
  %113 = call i1 @llvm.is.fpclass.f64(double %112, i32 680)
  %114 = zext i1 %113 to i32
  %115 = shl i32 %114, 16
  %116 = or i32 %111, %115
  ret i32 %116

117:                                              ; preds = %45
  %118 = fcmp uno double %51, %51
  br i1 %118, label %61, label %119

119:                                              ; preds = %117
  %120 = call double @llvm.fabs.f64(double %51) #9
  %121 = fcmp oeq double %120, 0x7FF0000000000000
  br i1 %121, label %61, label %122

122:                                              ; preds = %119
  %123 = fcmp uge double %120, 0x10000000000000
  %124 = select i1 %123, i32 4, i32 3
  br label %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls_f(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call i1 @llvm.is.fpclass.f32(float %3, i32 3)
  %5 = xor i1 %4, true
  %6 = xor i1 %5, true
  %7 = zext i1 %6 to i32
  %8 = load float, ptr %2, align 4
  %9 = call float @llvm.fabs.f32(float %8) #9
  %10 = fcmp oeq float %9, 0x7FF0000000000000
  %11 = bitcast float %8 to i32
  %12 = icmp slt i32 %11, 0
  %13 = select i1 %12, i32 -1, i32 1
  %14 = select i1 %10, i32 %13, i32 0
  %15 = icmp ne i32 %14, 0
  %16 = xor i1 %15, true
  %17 = xor i1 %16, true
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 1
  %20 = or i32 %7, %19
  %21 = load float, ptr %2, align 4
  %22 = call i1 @llvm.is.fpclass.f32(float %21, i32 504)
  %23 = xor i1 %22, true
  %24 = xor i1 %23, true
  %25 = zext i1 %24 to i32
  %26 = shl i32 %25, 2
  %27 = or i32 %20, %26
  %28 = load float, ptr %2, align 4
  %29 = call i1 @llvm.is.fpclass.f32(float %28, i32 264)
  %30 = xor i1 %29, true
  %31 = xor i1 %30, true
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %27, %33
  %35 = load float, ptr %2, align 4
  %36 = bitcast float %35 to i32
  %37 = icmp slt i32 %36, 0
  %38 = xor i1 %37, true
  %39 = xor i1 %38, true
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load float, ptr %2, align 4
  %44 = fcmp oeq float %43, 0.000000e+00
  br i1 %44, label %45, label %53

45:                                               ; preds = %58, %55, %53, %1
  %46 = phi i32 [ 2, %1 ], [ 0, %53 ], [ 1, %55 ], [ %60, %58 ]
  %47 = icmp eq i32 %46, 3
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 5
  %50 = or i32 %42, %49
  %51 = load float, ptr %2, align 4
  %52 = fcmp oeq float %51, 0.000000e+00
  br i1 %52, label %61, label %117

53:                                               ; preds = %1
  %54 = fcmp uno float %43, %43
  br i1 %54, label %45, label %55

55:                                               ; preds = %53
  %56 = call float @llvm.fabs.f32(float %43) #9
  %57 = fcmp oeq float %56, 0x7FF0000000000000
  br i1 %57, label %45, label %58

58:                                               ; preds = %55
  %59 = fcmp uge float %56, 0x3810000000000000
  %60 = select i1 %59, i32 4, i32 3
  br label %45

61:                                               ; preds = %122, %119, %117, %45
  %62 = phi i32 [ 2, %45 ], [ 0, %117 ], [ 1, %119 ], [ %124, %122 ]
  %63 = icmp eq i32 %62, 2
  %64 = zext i1 %63 to i32
  %65 = shl i32 %64, 6
  %66 = or i32 %50, %65
  %67 = load float, ptr %2, align 4
  %68 = call i1 @llvm.is.fpclass.f32(float %67, i32 1008)
  %69 = zext i1 %68 to i32
  %70 = shl i32 %69, 7
  %71 = or i32 %66, %70
  %72 = load float, ptr %2, align 4
  %73 = call i1 @llvm.is.fpclass.f32(float %72, i32 144)
  %74 = zext i1 %73 to i32
  %75 = shl i32 %74, 8
  %76 = or i32 %71, %75
  %77 = load float, ptr %2, align 4
  %78 = call i1 @llvm.is.fpclass.f32(float %77, i32 516)
  %79 = zext i1 %78 to i32
  %80 = shl i32 %79, 9
  %81 = or i32 %76, %80
  %82 = load float, ptr %2, align 4
  %83 = call i1 @llvm.is.fpclass.f32(float %82, i32 264)
  %84 = zext i1 %83 to i32
  %85 = shl i32 %84, 10
  %86 = or i32 %81, %85
  %87 = load float, ptr %2, align 4
  %88 = call i1 @llvm.is.fpclass.f32(float %87, i32 96)
  %89 = zext i1 %88 to i32
  %90 = shl i32 %89, 11
  %91 = or i32 %86, %90
  %92 = load float, ptr %2, align 4
  %93 = call i1 @llvm.is.fpclass.f32(float %92, i32 1020)
  %94 = zext i1 %93 to i32
  %95 = shl i32 %94, 12
  %96 = or i32 %91, %95
  %97 = load float, ptr %2, align 4
  %98 = call i1 @llvm.is.fpclass.f32(float %97, i32 3)
  %99 = zext i1 %98 to i32
  %100 = shl i32 %99, 13
  %101 = or i32 %96, %100
  %102 = load float, ptr %2, align 4
  %103 = call i1 @llvm.is.fpclass.f32(float %102, i32 512)
  %104 = zext i1 %103 to i32
  %105 = shl i32 %104, 14
  %106 = or i32 %101, %105
  %107 = load float, ptr %2, align 4
  %108 = call i1 @llvm.is.fpclass.f32(float %107, i32 16)
  %109 = zext i1 %108 to i32
  %110 = shl i32 %109, 15
  %111 = or i32 %106, %110
  %112 = load float, ptr %2, align 4
  %113 = call i1 @llvm.is.fpclass.f32(float %112, i32 680)
  %114 = zext i1 %113 to i32
  %115 = shl i32 %114, 16
  %116 = or i32 %111, %115
  ret i32 %116

117:                                              ; preds = %45
  %118 = fcmp uno float %51, %51
  br i1 %118, label %61, label %119

119:                                              ; preds = %117
  %120 = call float @llvm.fabs.f32(float %51) #9
  %121 = fcmp oeq float %120, 0x7FF0000000000000
  br i1 %121, label %61, label %122

122:                                              ; preds = %119
  %123 = fcmp uge float %120, 0x3810000000000000
  %124 = select i1 %123, i32 4, i32 3
  br label %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls_l(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = call i1 @llvm.is.fpclass.f128(fp128 %3, i32 3)
  %5 = xor i1 %4, true
  %6 = xor i1 %5, true
  %7 = zext i1 %6 to i32
  %8 = load fp128, ptr %2, align 16
  %9 = call fp128 @llvm.fabs.f128(fp128 %8) #9
  %10 = fcmp oeq fp128 %9, 0xL00000000000000007FFF000000000000
  %11 = bitcast fp128 %8 to i128
  %12 = icmp slt i128 %11, 0
  %13 = select i1 %12, i32 -1, i32 1
  %14 = select i1 %10, i32 %13, i32 0
  %15 = icmp ne i32 %14, 0
  %16 = xor i1 %15, true
  %17 = xor i1 %16, true
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 1
  %20 = or i32 %7, %19
  %21 = load fp128, ptr %2, align 16
  %22 = call i1 @llvm.is.fpclass.f128(fp128 %21, i32 504)
  %23 = xor i1 %22, true
  %24 = xor i1 %23, true
  %25 = zext i1 %24 to i32
  %26 = shl i32 %25, 2
  %27 = or i32 %20, %26
  %28 = load fp128, ptr %2, align 16
  %29 = call i1 @llvm.is.fpclass.f128(fp128 %28, i32 264)
  %30 = xor i1 %29, true
  %31 = xor i1 %30, true
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %27, %33
  %35 = load fp128, ptr %2, align 16
  %36 = bitcast fp128 %35 to i128
  %37 = icmp slt i128 %36, 0
  %38 = xor i1 %37, true
  %39 = xor i1 %38, true
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load fp128, ptr %2, align 16
  %44 = fcmp oeq fp128 %43, 0xL00000000000000000000000000000000
  br i1 %44, label %45, label %53

45:                                               ; preds = %58, %55, %53, %1
  %46 = phi i32 [ 2, %1 ], [ 0, %53 ], [ 1, %55 ], [ %60, %58 ]
  %47 = icmp eq i32 %46, 3
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 5
  %50 = or i32 %42, %49
  %51 = load fp128, ptr %2, align 16
  %52 = fcmp oeq fp128 %51, 0xL00000000000000000000000000000000
  br i1 %52, label %61, label %117

53:                                               ; preds = %1
  %54 = fcmp uno fp128 %43, %43
  br i1 %54, label %45, label %55

55:                                               ; preds = %53
  %56 = call fp128 @llvm.fabs.f128(fp128 %43) #9
  %57 = fcmp oeq fp128 %56, 0xL00000000000000007FFF000000000000
  br i1 %57, label %45, label %58

58:                                               ; preds = %55
  %59 = fcmp uge fp128 %56, 0xL00000000000000000001000000000000
  %60 = select i1 %59, i32 4, i32 3
  br label %45

61:                                               ; preds = %122, %119, %117, %45
  %62 = phi i32 [ 2, %45 ], [ 0, %117 ], [ 1, %119 ], [ %124, %122 ]
  %63 = icmp eq i32 %62, 2
  %64 = zext i1 %63 to i32
  %65 = shl i32 %64, 6
  %66 = or i32 %50, %65
  %67 = load fp128, ptr %2, align 16
  %68 = call i1 @llvm.is.fpclass.f128(fp128 %67, i32 1008)
  %69 = zext i1 %68 to i32
  %70 = shl i32 %69, 7
  %71 = or i32 %66, %70
  %72 = load fp128, ptr %2, align 16
  %73 = call i1 @llvm.is.fpclass.f128(fp128 %72, i32 144)
  %74 = zext i1 %73 to i32
  %75 = shl i32 %74, 8
  %76 = or i32 %71, %75
  %77 = load fp128, ptr %2, align 16
  %78 = call i1 @llvm.is.fpclass.f128(fp128 %77, i32 516)
  %79 = zext i1 %78 to i32
  %80 = shl i32 %79, 9
  %81 = or i32 %76, %80
  %82 = load fp128, ptr %2, align 16
  %83 = call i1 @llvm.is.fpclass.f128(fp128 %82, i32 264)
  %84 = zext i1 %83 to i32
  %85 = shl i32 %84, 10
  %86 = or i32 %81, %85
  %87 = load fp128, ptr %2, align 16
  %88 = call i1 @llvm.is.fpclass.f128(fp128 %87, i32 96)
  %89 = zext i1 %88 to i32
  %90 = shl i32 %89, 11
  %91 = or i32 %86, %90
  %92 = load fp128, ptr %2, align 16
  %93 = call i1 @llvm.is.fpclass.f128(fp128 %92, i32 1020)
  %94 = zext i1 %93 to i32
  %95 = shl i32 %94, 12
  %96 = or i32 %91, %95
  %97 = load fp128, ptr %2, align 16
  %98 = call i1 @llvm.is.fpclass.f128(fp128 %97, i32 3)
  %99 = zext i1 %98 to i32
  %100 = shl i32 %99, 13
  %101 = or i32 %96, %100
  %102 = load fp128, ptr %2, align 16
  %103 = call i1 @llvm.is.fpclass.f128(fp128 %102, i32 512)
  %104 = zext i1 %103 to i32
  %105 = shl i32 %104, 14
  %106 = or i32 %101, %105
  %107 = load fp128, ptr %2, align 16
  %108 = call i1 @llvm.is.fpclass.f128(fp128 %107, i32 16)
  %109 = zext i1 %108 to i32
  %110 = shl i32 %109, 15
  %111 = or i32 %106, %110
  %112 = load fp128, ptr %2, align 16
  %113 = call i1 @llvm.is.fpclass.f128(fp128 %112, i32 680)
  %114 = zext i1 %113 to i32
  %115 = shl i32 %114, 16
  %116 = or i32 %111, %115
  ret i32 %116

117:                                              ; preds = %45
  %118 = fcmp uno fp128 %51, %51
  br i1 %118, label %61, label %119

119:                                              ; preds = %117
  %120 = call fp128 @llvm.fabs.f128(fp128 %51) #9
  %121 = fcmp oeq fp128 %120, 0xL00000000000000007FFF000000000000
  br i1 %121, label %61, label %122

122:                                              ; preds = %119
  %123 = fcmp uge fp128 %120, 0xL00000000000000000001000000000000
  %124 = select i1 %123, i32 4, i32 3
  br label %61
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @minmax(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @llvm.minnum.f64(double %5, double %6)
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %4, align 8
  %10 = call double @llvm.maxnum.f64(double %8, double %9)
  %11 = call double @llvm.fmuladd.f64(double %7, double 3.000000e+00, double %10)
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @minmaxf(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = call float @llvm.minnum.f32(float %5, float %6)
  %8 = load float, ptr %3, align 4
  %9 = load float, ptr %4, align 4
  %10 = call float @llvm.maxnum.f32(float %8, float %9)
  %11 = call float @llvm.fmuladd.f32(float %7, float 3.000000e+00, float %10)
  ret float %11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @fesetround(i32 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @flt_rounds() #0 {
  %1 = call i32 @llvm.get.rounding()
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rounds(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call i64 @lround(double noundef %3) #8
  %5 = mul nsw i64 %4, 1000
  %6 = load double, ptr %2, align 8
  %7 = call i64 @llround(double noundef %6) #8
  %8 = mul nsw i64 %7, 100
  %9 = add nsw i64 %5, %8
  %10 = load double, ptr %2, align 8
  %11 = call i64 @lrint(double noundef %10) #8
  %12 = mul nsw i64 %11, 10
  %13 = add nsw i64 %9, %12
  %14 = load double, ptr %2, align 8
  %15 = call i64 @llrint(double noundef %14) #8
  %16 = add nsw i64 %13, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @roundsf(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call i64 @lroundf(float noundef %3) #8
  %5 = mul nsw i64 %4, 10
  %6 = load float, ptr %2, align 4
  %7 = call i64 @lrintf(float noundef %6) #8
  %8 = add nsw i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @roundsl(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = call i64 @lroundl(fp128 noundef %3) #8
  %5 = mul nsw i64 %4, 10
  %6 = load fp128, ptr %2, align 16
  %7 = call i64 @lrintl(fp128 noundef %6) #8
  %8 = add nsw i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fr(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load double, ptr %3, align 8
  %8 = call double @frexp(double noundef %7, ptr noundef %5) #8
  store double %8, ptr %6, align 8
  %9 = load double, ptr %6, align 8
  %10 = load i32, ptr %5, align 4
  %11 = sitofp i32 %10 to double
  %12 = fadd double %9, %11
  %13 = load double, ptr %3, align 8
  %14 = load i32, ptr %4, align 4
  %15 = call double @ldexp(double noundef %13, i32 noundef %14) #8
  %16 = fadd double %12, %15
  %17 = load double, ptr %3, align 8
  %18 = load i32, ptr %4, align 4
  %19 = call double @llvm.powi.f64.i32(double %17, i32 %18)
  %20 = fadd double %16, %19
  ret double %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal float @frf(float noundef %0, i32 noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store float %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call float @ldexpf(float noundef %5, i32 noundef %6) #8
  %8 = load float, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = call float @llvm.powi.f32.i32(float %8, i32 %9)
  %11 = fadd float %7, %10
  ret float %11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i64 @llvm.readcyclecounter() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctpop.i128(i128) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctlz.i128(i128, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.cttz.i128(i128, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f128(fp128, i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.get.rounding() #7

; Function Attrs: nounwind
declare i64 @lround(double noundef) #4

; Function Attrs: nounwind
declare i64 @llround(double noundef) #4

; Function Attrs: nounwind
declare i64 @lrint(double noundef) #4

; Function Attrs: nounwind
declare i64 @llrint(double noundef) #4

; Function Attrs: nounwind
declare i64 @lroundf(float noundef) #4

; Function Attrs: nounwind
declare i64 @lrintf(float noundef) #4

; Function Attrs: nounwind
declare i64 @lroundl(fp128 noundef) #4

; Function Attrs: nounwind
declare i64 @lrintl(fp128 noundef) #4

; Function Attrs: nounwind
declare double @frexp(double noundef, ptr noundef) #4

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #5

; Function Attrs: nounwind
declare float @ldexpf(float noundef, i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { nounwind }
attributes #9 = { memory(none) }

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
