; ModuleID = 'programs/scalar_intrinsics_o2.c'
source_filename = "programs/scalar_intrinsics_o2.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [31 x i8] c"u %u %u %u %u %u %u %llu %llu \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"\0As %d %d %d %d %d %d %lld %lld %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"w \00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"cd %d %x\0A\00", align 1
@dvals = internal constant [12 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -2.500000e+00, double 1.000000e-310, double -1.000000e-310, double 0x10000000000000, double 0x7FEFFFFFFFFFFFFF, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 0xFFF8000000000000], align 16
@.str.6 = private unnamed_addr constant [10 x i8] c"cf %d %x\0A\00", align 1
@fvals = internal constant [11 x float] [float 0.000000e+00, float -0.000000e+00, float 1.000000e+00, float -2.500000e+00, float 0x37A16C2000000000, float 0xB7A16C2000000000, float 0x3810000000000000, float 0x47EFFFFFE0000000, float 0x7FF0000000000000, float 0xFFF0000000000000, float 0x7FF8000000000000], align 16
@.str.7 = private unnamed_addr constant [10 x i8] c"cl %d %x\0A\00", align 1
@lvals = internal constant [10 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK80000000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xKC000A000000000000000, x86_fp80 0xK00000000000663278E62, x86_fp80 0xK00018000000000000000, x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 0xK7FFF8000000000000000, x86_fp80 0xKFFFF8000000000000000, x86_fp80 0xK7FFFC000000000000000], align 16
@__const.main.pairs = private unnamed_addr constant [6 x [2 x double]] [[2 x double] [double 1.000000e+00, double 2.000000e+00], [2 x double] [double -0.000000e+00, double 0.000000e+00], [2 x double] [double 0.000000e+00, double -0.000000e+00], [2 x double] [double 0x7FF8000000000000, double 3.000000e+00], [2 x double] [double 3.000000e+00, double 0x7FF8000000000000], [2 x double] [double 0xFFF0000000000000, double 5.000000e+00]], align 16
@.str.8 = private unnamed_addr constant [10 x i8] c"mm %g %g\0A\00", align 1
@__const.main.modes = private unnamed_addr constant [4 x i32] [i32 0, i32 2048, i32 1024, i32 3072], align 16
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
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca x86_fp80, align 16
  %34 = alloca [6 x [2 x double]], align 16
  %35 = alloca i32, align 4
  %36 = alloca [6 x double], align 16
  %37 = alloca [4 x i32], align 16
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca x86_fp80, align 16
  %41 = alloca i32, align 4
  %42 = alloca i64, align 8
  %43 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 2611923443488327891, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %44

44:                                               ; preds = %213, %0
  %45 = load i32, ptr %3, align 4
  %46 = icmp slt i32 %45, 24
  br i1 %46, label %47, label %216

47:                                               ; preds = %44
  %48 = load i64, ptr %2, align 8
  %49 = mul i64 %48, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  store i64 %50, ptr %2, align 8
  %51 = load i64, ptr %2, align 8
  store i64 %51, ptr %4, align 8
  %52 = load i64, ptr %2, align 8
  %53 = lshr i64 %52, 17
  %54 = load i64, ptr %2, align 8
  %55 = shl i64 %54, 9
  %56 = xor i64 %53, %55
  store i64 %56, ptr %5, align 8
  %57 = load i64, ptr %4, align 8
  %58 = trunc i64 %57 to i8
  %59 = load i64, ptr %5, align 8
  %60 = trunc i64 %59 to i8
  %61 = call i8 @u8_sub(i8 noundef %58, i8 noundef %60)
  %62 = zext i8 %61 to i32
  %63 = load i64, ptr %4, align 8
  %64 = trunc i64 %63 to i8
  %65 = load i64, ptr %5, align 8
  %66 = trunc i64 %65 to i8
  %67 = call i8 @u8_add(i8 noundef %64, i8 noundef %66)
  %68 = zext i8 %67 to i32
  %69 = load i64, ptr %4, align 8
  %70 = trunc i64 %69 to i16
  %71 = load i64, ptr %5, align 8
  %72 = trunc i64 %71 to i16
  %73 = call i16 @u16_sub(i16 noundef %70, i16 noundef %72)
  %74 = zext i16 %73 to i32
  %75 = load i64, ptr %4, align 8
  %76 = trunc i64 %75 to i16
  %77 = load i64, ptr %5, align 8
  %78 = trunc i64 %77 to i16
  %79 = call i16 @u16_add(i16 noundef %76, i16 noundef %78)
  %80 = zext i16 %79 to i32
  %81 = load i64, ptr %4, align 8
  %82 = trunc i64 %81 to i32
  %83 = load i64, ptr %5, align 8
  %84 = trunc i64 %83 to i32
  %85 = call i32 @u32_sub(i32 noundef %82, i32 noundef %84)
  %86 = load i64, ptr %4, align 8
  %87 = trunc i64 %86 to i32
  %88 = load i64, ptr %5, align 8
  %89 = trunc i64 %88 to i32
  %90 = call i32 @u32_add(i32 noundef %87, i32 noundef %89)
  %91 = load i64, ptr %4, align 8
  %92 = load i64, ptr %5, align 8
  %93 = call i64 @u64_sub(i64 noundef %91, i64 noundef %92)
  %94 = load i64, ptr %4, align 8
  %95 = load i64, ptr %5, align 8
  %96 = call i64 @u64_add(i64 noundef %94, i64 noundef %95)
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %62, i32 noundef %68, i32 noundef %74, i32 noundef %80, i32 noundef %85, i32 noundef %90, i64 noundef %93, i64 noundef %96)
  %98 = load i64, ptr %4, align 8
  %99 = zext i64 %98 to i128
  %100 = shl i128 %99, 64
  %101 = load i64, ptr %5, align 8
  %102 = zext i64 %101 to i128
  %103 = or i128 %100, %102
  %104 = load i64, ptr %5, align 8
  %105 = zext i64 %104 to i128
  %106 = shl i128 %105, 64
  %107 = load i64, ptr %4, align 8
  %108 = zext i64 %107 to i128
  %109 = or i128 %106, %108
  store i128 %103, ptr %6, align 16
  store i128 %109, ptr %7, align 16
  %110 = call <2 x i64> @u128_sub(ptr noundef %6, ptr noundef %7)
  store <2 x i64> %110, ptr %8, align 16
  %111 = load i128, ptr %8, align 16
  store i128 %111, ptr %9, align 16
  call void @print128(ptr noundef %9)
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %113 = load i64, ptr %4, align 8
  %114 = zext i64 %113 to i128
  %115 = shl i128 %114, 64
  %116 = load i64, ptr %5, align 8
  %117 = zext i64 %116 to i128
  %118 = or i128 %115, %117
  %119 = load i64, ptr %5, align 8
  %120 = zext i64 %119 to i128
  %121 = shl i128 %120, 64
  %122 = load i64, ptr %4, align 8
  %123 = zext i64 %122 to i128
  %124 = or i128 %121, %123
  store i128 %118, ptr %10, align 16
  store i128 %124, ptr %11, align 16
  %125 = call <2 x i64> @u128_add(ptr noundef %10, ptr noundef %11)
  store <2 x i64> %125, ptr %12, align 16
  %126 = load i128, ptr %12, align 16
  store i128 %126, ptr %13, align 16
  call void @print128(ptr noundef %13)
  %127 = load i64, ptr %4, align 8
  %128 = trunc i64 %127 to i8
  %129 = load i64, ptr %5, align 8
  %130 = trunc i64 %129 to i8
  %131 = call i8 @s8_add(i8 noundef %128, i8 noundef %130)
  %132 = sext i8 %131 to i32
  %133 = load i64, ptr %4, align 8
  %134 = trunc i64 %133 to i8
  %135 = load i64, ptr %5, align 8
  %136 = trunc i64 %135 to i8
  %137 = call i8 @s8_sub(i8 noundef %134, i8 noundef %136)
  %138 = sext i8 %137 to i32
  %139 = load i64, ptr %4, align 8
  %140 = trunc i64 %139 to i16
  %141 = load i64, ptr %5, align 8
  %142 = trunc i64 %141 to i16
  %143 = call i16 @s16_add(i16 noundef %140, i16 noundef %142)
  %144 = sext i16 %143 to i32
  %145 = load i64, ptr %4, align 8
  %146 = trunc i64 %145 to i16
  %147 = load i64, ptr %5, align 8
  %148 = trunc i64 %147 to i16
  %149 = call i16 @s16_sub(i16 noundef %146, i16 noundef %148)
  %150 = sext i16 %149 to i32
  %151 = load i64, ptr %4, align 8
  %152 = trunc i64 %151 to i32
  %153 = load i64, ptr %5, align 8
  %154 = trunc i64 %153 to i32
  %155 = call i32 @s32_add(i32 noundef %152, i32 noundef %154)
  %156 = load i64, ptr %4, align 8
  %157 = trunc i64 %156 to i32
  %158 = load i64, ptr %5, align 8
  %159 = trunc i64 %158 to i32
  %160 = call i32 @s32_sub(i32 noundef %157, i32 noundef %159)
  %161 = load i64, ptr %4, align 8
  %162 = load i64, ptr %5, align 8
  %163 = call i64 @s64_add(i64 noundef %161, i64 noundef %162)
  %164 = load i64, ptr %4, align 8
  %165 = load i64, ptr %5, align 8
  %166 = call i64 @s64_sub(i64 noundef %164, i64 noundef %165)
  %167 = load i64, ptr %4, align 8
  %168 = trunc i64 %167 to i8
  %169 = load i64, ptr %5, align 8
  %170 = trunc i64 %169 to i8
  %171 = call i8 @s8_clamp(i8 noundef %168, i8 noundef %170)
  %172 = sext i8 %171 to i32
  %173 = load i64, ptr %4, align 8
  %174 = trunc i64 %173 to i16
  %175 = load i64, ptr %5, align 8
  %176 = trunc i64 %175 to i16
  %177 = call i16 @s16_clamp_sub(i16 noundef %174, i16 noundef %176)
  %178 = sext i16 %177 to i32
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %132, i32 noundef %138, i32 noundef %144, i32 noundef %150, i32 noundef %155, i32 noundef %160, i64 noundef %163, i64 noundef %166, i32 noundef %172, i32 noundef %178)
  %180 = load i64, ptr %4, align 8
  %181 = zext i64 %180 to i128
  %182 = shl i128 %181, 64
  %183 = load i64, ptr %5, align 8
  %184 = zext i64 %183 to i128
  %185 = or i128 %182, %184
  store i128 %185, ptr %14, align 16
  %186 = load i64, ptr %5, align 8
  %187 = zext i64 %186 to i128
  %188 = shl i128 %187, 65
  %189 = load i64, ptr %4, align 8
  %190 = zext i64 %189 to i128
  %191 = or i128 %188, %190
  store i128 %191, ptr %15, align 16
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %193 = load i128, ptr %14, align 16
  %194 = load i64, ptr %5, align 8
  %195 = trunc i64 %194 to i32
  store i128 %193, ptr %16, align 16
  %196 = call <2 x i64> @bits128(ptr noundef %16, i32 noundef %195)
  store <2 x i64> %196, ptr %17, align 16
  %197 = load i128, ptr %17, align 16
  store i128 %197, ptr %18, align 16
  call void @print128(ptr noundef %18)
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %199 = load i128, ptr %14, align 16
  store i128 %199, ptr %19, align 16
  %200 = call <2 x i64> @abs128(ptr noundef %19)
  store <2 x i64> %200, ptr %20, align 16
  %201 = load i128, ptr %20, align 16
  store i128 %201, ptr %21, align 16
  call void @print128(ptr noundef %21)
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %203 = load i128, ptr %14, align 16
  %204 = load i128, ptr %15, align 16
  store i128 %203, ptr %22, align 16
  store i128 %204, ptr %23, align 16
  %205 = call <2 x i64> @max128(ptr noundef %22, ptr noundef %23)
  store <2 x i64> %205, ptr %24, align 16
  %206 = load i128, ptr %24, align 16
  store i128 %206, ptr %25, align 16
  call void @print128(ptr noundef %25)
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %208 = load i128, ptr %14, align 16
  %209 = load i128, ptr %15, align 16
  store i128 %208, ptr %26, align 16
  store i128 %209, ptr %27, align 16
  %210 = call <2 x i64> @umin128(ptr noundef %26, ptr noundef %27)
  store <2 x i64> %210, ptr %28, align 16
  %211 = load i128, ptr %28, align 16
  store i128 %211, ptr %29, align 16
  call void @print128(ptr noundef %29)
  %212 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %213

213:                                              ; preds = %47
  %214 = load i32, ptr %3, align 4
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr %3, align 4
  br label %44, !llvm.loop !5

216:                                              ; preds = %44
  store i32 0, ptr %30, align 4
  br label %217

217:                                              ; preds = %229, %216
  %218 = load i32, ptr %30, align 4
  %219 = zext i32 %218 to i64
  %220 = icmp ult i64 %219, 12
  br i1 %220, label %221, label %232

221:                                              ; preds = %217
  %222 = load i32, ptr %30, align 4
  %223 = load i32, ptr %30, align 4
  %224 = zext i32 %223 to i64
  %225 = getelementptr inbounds [12 x double], ptr @dvals, i64 0, i64 %224
  %226 = load double, ptr %225, align 8
  %227 = call i32 @cls_d(double noundef %226)
  %228 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %222, i32 noundef %227)
  br label %229

229:                                              ; preds = %221
  %230 = load i32, ptr %30, align 4
  %231 = add i32 %230, 1
  store i32 %231, ptr %30, align 4
  br label %217, !llvm.loop !7

232:                                              ; preds = %217
  store i32 0, ptr %31, align 4
  br label %233

233:                                              ; preds = %245, %232
  %234 = load i32, ptr %31, align 4
  %235 = zext i32 %234 to i64
  %236 = icmp ult i64 %235, 11
  br i1 %236, label %237, label %248

237:                                              ; preds = %233
  %238 = load i32, ptr %31, align 4
  %239 = load i32, ptr %31, align 4
  %240 = zext i32 %239 to i64
  %241 = getelementptr inbounds [11 x float], ptr @fvals, i64 0, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = call i32 @cls_f(float noundef %242)
  %244 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %238, i32 noundef %243)
  br label %245

245:                                              ; preds = %237
  %246 = load i32, ptr %31, align 4
  %247 = add i32 %246, 1
  store i32 %247, ptr %31, align 4
  br label %233, !llvm.loop !8

248:                                              ; preds = %233
  store i32 0, ptr %32, align 4
  br label %249

249:                                              ; preds = %261, %248
  %250 = load i32, ptr %32, align 4
  %251 = zext i32 %250 to i64
  %252 = icmp ult i64 %251, 10
  br i1 %252, label %253, label %264

253:                                              ; preds = %249
  %254 = load i32, ptr %32, align 4
  %255 = load i32, ptr %32, align 4
  %256 = zext i32 %255 to i64
  %257 = getelementptr inbounds [10 x x86_fp80], ptr @lvals, i64 0, i64 %256
  %258 = load x86_fp80, ptr %257, align 16
  store x86_fp80 %258, ptr %33, align 16
  %259 = call i32 @cls_l(ptr noundef %33)
  %260 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %254, i32 noundef %259)
  br label %261

261:                                              ; preds = %253
  %262 = load i32, ptr %32, align 4
  %263 = add i32 %262, 1
  store i32 %263, ptr %32, align 4
  br label %249, !llvm.loop !9

264:                                              ; preds = %249
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %34, ptr align 16 @__const.main.pairs, i64 96, i1 false)
  store i32 0, ptr %35, align 4
  br label %265

265:                                              ; preds = %295, %264
  %266 = load i32, ptr %35, align 4
  %267 = icmp ult i32 %266, 6
  br i1 %267, label %268, label %298

268:                                              ; preds = %265
  %269 = load i32, ptr %35, align 4
  %270 = zext i32 %269 to i64
  %271 = getelementptr inbounds [6 x [2 x double]], ptr %34, i64 0, i64 %270
  %272 = getelementptr inbounds [2 x double], ptr %271, i64 0, i64 0
  %273 = load double, ptr %272, align 16
  %274 = load i32, ptr %35, align 4
  %275 = zext i32 %274 to i64
  %276 = getelementptr inbounds [6 x [2 x double]], ptr %34, i64 0, i64 %275
  %277 = getelementptr inbounds [2 x double], ptr %276, i64 0, i64 1
  %278 = load double, ptr %277, align 8
  %279 = call double @minmax(double noundef %273, double noundef %278)
  %280 = load i32, ptr %35, align 4
  %281 = zext i32 %280 to i64
  %282 = getelementptr inbounds [6 x [2 x double]], ptr %34, i64 0, i64 %281
  %283 = getelementptr inbounds [2 x double], ptr %282, i64 0, i64 0
  %284 = load double, ptr %283, align 16
  %285 = fptrunc double %284 to float
  %286 = load i32, ptr %35, align 4
  %287 = zext i32 %286 to i64
  %288 = getelementptr inbounds [6 x [2 x double]], ptr %34, i64 0, i64 %287
  %289 = getelementptr inbounds [2 x double], ptr %288, i64 0, i64 1
  %290 = load double, ptr %289, align 8
  %291 = fptrunc double %290 to float
  %292 = call float @minmaxf(float noundef %285, float noundef %291)
  %293 = fpext float %292 to double
  %294 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %279, double noundef %293)
  br label %295

295:                                              ; preds = %268
  %296 = load i32, ptr %35, align 4
  %297 = add i32 %296, 1
  store i32 %297, ptr %35, align 4
  br label %265, !llvm.loop !10

298:                                              ; preds = %265
  call void @llvm.memset.p0.i64(ptr align 16 %36, i8 0, i64 48, i1 false)
  %299 = getelementptr inbounds [6 x double], ptr %36, i32 0, i32 0
  store double 2.500000e+00, ptr %299, align 16
  %300 = getelementptr inbounds [6 x double], ptr %36, i32 0, i32 1
  store double -2.500000e+00, ptr %300, align 8
  %301 = getelementptr inbounds [6 x double], ptr %36, i32 0, i32 2
  store double 3.500000e+00, ptr %301, align 16
  %302 = getelementptr inbounds [6 x double], ptr %36, i32 0, i32 3
  store double 2.500000e-01, ptr %302, align 8
  %303 = getelementptr inbounds [6 x double], ptr %36, i32 0, i32 4
  store double -7.750000e+00, ptr %303, align 16
  %304 = getelementptr inbounds [6 x double], ptr %36, i32 0, i32 5
  store double 0x412E848100000000, ptr %304, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %37, ptr align 16 @__const.main.modes, i64 16, i1 false)
  store i32 0, ptr %38, align 4
  br label %305

305:                                              ; preds = %343, %298
  %306 = load i32, ptr %38, align 4
  %307 = icmp ult i32 %306, 4
  br i1 %307, label %308, label %346

308:                                              ; preds = %305
  %309 = load i32, ptr %38, align 4
  %310 = zext i32 %309 to i64
  %311 = getelementptr inbounds [4 x i32], ptr %37, i64 0, i64 %310
  %312 = load i32, ptr %311, align 4
  %313 = call i32 @fesetround(i32 noundef %312)
  %314 = call i32 @flt_rounds()
  %315 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %314)
  store i32 0, ptr %39, align 4
  br label %316

316:                                              ; preds = %338, %308
  %317 = load i32, ptr %39, align 4
  %318 = icmp ult i32 %317, 6
  br i1 %318, label %319, label %341

319:                                              ; preds = %316
  %320 = load i32, ptr %39, align 4
  %321 = zext i32 %320 to i64
  %322 = getelementptr inbounds [6 x double], ptr %36, i64 0, i64 %321
  %323 = load double, ptr %322, align 8
  %324 = call i32 @rounds(double noundef %323)
  %325 = load i32, ptr %39, align 4
  %326 = zext i32 %325 to i64
  %327 = getelementptr inbounds [6 x double], ptr %36, i64 0, i64 %326
  %328 = load double, ptr %327, align 8
  %329 = fptrunc double %328 to float
  %330 = call i32 @roundsf(float noundef %329)
  %331 = load i32, ptr %39, align 4
  %332 = zext i32 %331 to i64
  %333 = getelementptr inbounds [6 x double], ptr %36, i64 0, i64 %332
  %334 = load double, ptr %333, align 8
  %335 = fpext double %334 to x86_fp80
  store x86_fp80 %335, ptr %40, align 16
  %336 = call i32 @roundsl(ptr noundef %40)
  %337 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %324, i32 noundef %330, i32 noundef %336)
  br label %338

338:                                              ; preds = %319
  %339 = load i32, ptr %39, align 4
  %340 = add i32 %339, 1
  store i32 %340, ptr %39, align 4
  br label %316, !llvm.loop !11

341:                                              ; preds = %316
  %342 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %343

343:                                              ; preds = %341
  %344 = load i32, ptr %38, align 4
  %345 = add i32 %344, 1
  store i32 %345, ptr %38, align 4
  br label %305, !llvm.loop !12

346:                                              ; preds = %305
  %347 = call i32 @fesetround(i32 noundef 0)
  store i32 -3, ptr %41, align 4
  br label %348

348:                                              ; preds = %364, %346
  %349 = load i32, ptr %41, align 4
  %350 = icmp sle i32 %349, 3
  br i1 %350, label %351, label %367

351:                                              ; preds = %348
  %352 = load i32, ptr %41, align 4
  %353 = sitofp i32 %352 to double
  %354 = call double @llvm.fmuladd.f64(double 1.500000e+00, double %353, double 2.500000e-01)
  %355 = load i32, ptr %41, align 4
  %356 = call double @fr(double noundef %354, i32 noundef %355)
  %357 = load i32, ptr %41, align 4
  %358 = sitofp i32 %357 to float
  %359 = call float @llvm.fmuladd.f32(float 7.500000e-01, float %358, float -1.000000e+00)
  %360 = load i32, ptr %41, align 4
  %361 = call float @frf(float noundef %359, i32 noundef %360)
  %362 = fpext float %361 to double
  %363 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %356, double noundef %362)
  br label %364

364:                                              ; preds = %351
  %365 = load i32, ptr %41, align 4
  %366 = add nsw i32 %365, 1
  store i32 %366, ptr %41, align 4
  br label %348, !llvm.loop !13

367:                                              ; preds = %348
  %368 = call i64 @llvm.readcyclecounter()
  store i64 %368, ptr %42, align 8
  %369 = call i64 @llvm.readcyclecounter()
  store i64 %369, ptr %43, align 8
  %370 = load i64, ptr %43, align 8
  %371 = load i64, ptr %42, align 8
  %372 = icmp uge i64 %370, %371
  %373 = zext i1 %372 to i32
  %374 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %373)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #1 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #9
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @u8_sub(i8 noundef %0, i8 noundef %1) #1 {
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
define internal i8 @u8_add(i8 noundef %0, i8 noundef %1) #1 {
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
define internal i16 @u16_sub(i16 noundef %0, i16 noundef %1) #1 {
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
define internal i16 @u16_add(i16 noundef %0, i16 noundef %1) #1 {
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
define internal i32 @u32_sub(i32 noundef %0, i32 noundef %1) #1 {
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
define internal i32 @u32_add(i32 noundef %0, i32 noundef %1) #1 {
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
define internal i64 @u64_sub(i64 noundef %0, i64 noundef %1) #1 {
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
define internal i64 @u64_add(i64 noundef %0, i64 noundef %1) #1 {
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
define internal void @print128(ptr noundef %0) #1 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = lshr i128 %4, 64
  %6 = trunc i128 %5 to i64
  %7 = load i128, ptr %2, align 16
  %8 = trunc i128 %7 to i64
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %6, i64 noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @u128_sub(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = icmp ugt i128 %8, %9
  br i1 %10, label %11, label %15

11:                                               ; preds = %2
  %12 = load i128, ptr %4, align 16
  %13 = load i128, ptr %5, align 16
  %14 = sub i128 %12, %13
  br label %16

15:                                               ; preds = %2
  br label %16

16:                                               ; preds = %15, %11
  %17 = phi i128 [ %14, %11 ], [ 0, %15 ]
  store i128 %17, ptr %3, align 16
  %18 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @u128_add(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = load i128, ptr %0, align 16
  %8 = load i128, ptr %1, align 16
  store i128 %7, ptr %4, align 16
  store i128 %8, ptr %5, align 16
  %9 = load i128, ptr %4, align 16
  %10 = load i128, ptr %5, align 16
  %11 = add i128 %9, %10
  store i128 %11, ptr %6, align 16
  %12 = load i128, ptr %6, align 16
  %13 = load i128, ptr %4, align 16
  %14 = icmp ult i128 %12, %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  br label %18

16:                                               ; preds = %2
  %17 = load i128, ptr %6, align 16
  br label %18

18:                                               ; preds = %16, %15
  %19 = phi i128 [ -1, %15 ], [ %17, %16 ]
  store i128 %19, ptr %3, align 16
  %20 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @s8_add(i8 noundef %0, i8 noundef %1) #1 {
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
define internal i8 @s8_sub(i8 noundef %0, i8 noundef %1) #1 {
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
define internal i16 @s16_add(i16 noundef %0, i16 noundef %1) #1 {
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
define internal i16 @s16_sub(i16 noundef %0, i16 noundef %1) #1 {
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
define internal i32 @s32_add(i32 noundef %0, i32 noundef %1) #1 {
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
define internal i32 @s32_sub(i32 noundef %0, i32 noundef %1) #1 {
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
define internal i64 @s64_add(i64 noundef %0, i64 noundef %1) #1 {
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
define internal i64 @s64_sub(i64 noundef %0, i64 noundef %1) #1 {
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
define internal i8 @s8_clamp(i8 noundef %0, i8 noundef %1) #1 {
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
define internal i16 @s16_clamp_sub(i16 noundef %0, i16 noundef %1) #1 {
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
define internal <2 x i64> @bits128(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = load i128, ptr %0, align 16
  store i128 %8, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i64
  %11 = call i64 @llvm.bswap.i64(i64 %10)
  %12 = zext i64 %11 to i128
  %13 = shl i128 %12, 64
  %14 = load i128, ptr %4, align 16
  %15 = lshr i128 %14, 64
  %16 = trunc i128 %15 to i64
  %17 = call i64 @llvm.bswap.i64(i64 %16)
  %18 = zext i64 %17 to i128
  %19 = or i128 %13, %18
  store i128 %19, ptr %6, align 16
  %20 = load i32, ptr %5, align 4
  %21 = and i32 %20, 127
  store i32 %21, ptr %5, align 4
  %22 = load i32, ptr %5, align 4
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %35

24:                                               ; preds = %2
  %25 = load i128, ptr %4, align 16
  %26 = load i32, ptr %5, align 4
  %27 = zext i32 %26 to i128
  %28 = shl i128 %25, %27
  %29 = load i128, ptr %4, align 16
  %30 = load i32, ptr %5, align 4
  %31 = sub i32 128, %30
  %32 = zext i32 %31 to i128
  %33 = lshr i128 %29, %32
  %34 = or i128 %28, %33
  br label %37

35:                                               ; preds = %2
  %36 = load i128, ptr %4, align 16
  br label %37

37:                                               ; preds = %35, %24
  %38 = phi i128 [ %34, %24 ], [ %36, %35 ]
  store i128 %38, ptr %7, align 16
  %39 = load i128, ptr %6, align 16
  %40 = load i128, ptr %7, align 16
  %41 = xor i128 %39, %40
  %42 = load i128, ptr %4, align 16
  %43 = call i128 @llvm.ctpop.i128(i128 %42)
  %44 = trunc i128 %43 to i32
  %45 = sext i32 %44 to i128
  %46 = shl i128 %45, 7
  %47 = xor i128 %41, %46
  %48 = load i128, ptr %4, align 16
  %49 = call i128 @llvm.ctlz.i128(i128 %48, i1 true)
  %50 = trunc i128 %49 to i32
  %51 = icmp eq i128 %48, 0
  %52 = select i1 %51, i32 128, i32 %50
  %53 = sext i32 %52 to i128
  %54 = shl i128 %53, 20
  %55 = xor i128 %47, %54
  %56 = load i128, ptr %4, align 16
  %57 = call i128 @llvm.cttz.i128(i128 %56, i1 true)
  %58 = trunc i128 %57 to i32
  %59 = icmp eq i128 %56, 0
  %60 = select i1 %59, i32 128, i32 %58
  %61 = sext i32 %60 to i128
  %62 = shl i128 %61, 40
  %63 = xor i128 %55, %62
  store i128 %63, ptr %3, align 16
  %64 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %64
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @abs128(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = load i128, ptr %0, align 16
  store i128 %4, ptr %3, align 16
  %5 = load i128, ptr %3, align 16
  %6 = icmp slt i128 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i128, ptr %3, align 16
  %9 = sub nsw i128 0, %8
  br label %12

10:                                               ; preds = %1
  %11 = load i128, ptr %3, align 16
  br label %12

12:                                               ; preds = %10, %7
  %13 = phi i128 [ %9, %7 ], [ %11, %10 ]
  store i128 %13, ptr %2, align 16
  %14 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @max128(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = icmp sgt i128 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i128, ptr %4, align 16
  br label %15

13:                                               ; preds = %2
  %14 = load i128, ptr %5, align 16
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i128 [ %12, %11 ], [ %14, %13 ]
  store i128 %16, ptr %3, align 16
  %17 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @umin128(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = icmp ult i128 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i128, ptr %4, align 16
  br label %15

13:                                               ; preds = %2
  %14 = load i128, ptr %5, align 16
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i128 [ %12, %11 ], [ %14, %13 ]
  store i128 %16, ptr %3, align 16
  %17 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls_d(double noundef %0) #1 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call i32 @__isnan(double noundef %3)
  %5 = icmp ne i32 %4, 0
  %6 = xor i1 %5, true
  %7 = xor i1 %6, true
  %8 = zext i1 %7 to i32
  %9 = load double, ptr %2, align 8
  %10 = call i32 @__fpclassify(double noundef %9)
  %11 = icmp eq i32 %10, 1280
  %12 = xor i1 %11, true
  %13 = xor i1 %12, true
  %14 = zext i1 %13 to i32
  %15 = shl i32 %14, 1
  %16 = or i32 %8, %15
  %17 = load double, ptr %2, align 8
  %18 = call i32 @__fpclassify(double noundef %17)
  %19 = and i32 %18, 256
  %20 = icmp eq i32 %19, 0
  %21 = xor i1 %20, true
  %22 = xor i1 %21, true
  %23 = zext i1 %22 to i32
  %24 = shl i32 %23, 2
  %25 = or i32 %16, %24
  %26 = load double, ptr %2, align 8
  %27 = call i32 @__fpclassify(double noundef %26)
  %28 = icmp eq i32 %27, 1024
  %29 = xor i1 %28, true
  %30 = xor i1 %29, true
  %31 = zext i1 %30 to i32
  %32 = shl i32 %31, 3
  %33 = or i32 %25, %32
  %34 = load double, ptr %2, align 8
  %35 = call i32 @__signbit(double noundef %34)
  %36 = icmp ne i32 %35, 0
  %37 = xor i1 %36, true
  %38 = xor i1 %37, true
  %39 = zext i1 %38 to i32
  %40 = shl i32 %39, 4
  %41 = or i32 %33, %40
  %42 = load double, ptr %2, align 8
  %43 = call i32 @__fpclassify(double noundef %42)
  %44 = icmp eq i32 %43, 17408
  %45 = zext i1 %44 to i32
  %46 = shl i32 %45, 5
  %47 = or i32 %41, %46
  %48 = load double, ptr %2, align 8
  %49 = call i32 @__fpclassify(double noundef %48)
  %50 = icmp eq i32 %49, 16384
  %51 = zext i1 %50 to i32
  %52 = shl i32 %51, 6
  %53 = or i32 %47, %52
  %54 = load double, ptr %2, align 8
  %55 = call i1 @llvm.is.fpclass.f64(double %54, i32 1008)
  %56 = zext i1 %55 to i32
  %57 = shl i32 %56, 7
  %58 = or i32 %53, %57
  %59 = load double, ptr %2, align 8
  %60 = call i1 @llvm.is.fpclass.f64(double %59, i32 144)
  %61 = zext i1 %60 to i32
  %62 = shl i32 %61, 8
  %63 = or i32 %58, %62
  %64 = load double, ptr %2, align 8
  %65 = call i1 @llvm.is.fpclass.f64(double %64, i32 516)
  %66 = zext i1 %65 to i32
  %67 = shl i32 %66, 9
  %68 = or i32 %63, %67
  %69 = load double, ptr %2, align 8
  %70 = call i1 @llvm.is.fpclass.f64(double %69, i32 264)
  %71 = zext i1 %70 to i32
  %72 = shl i32 %71, 10
  %73 = or i32 %68, %72
  %74 = load double, ptr %2, align 8
  %75 = call i1 @llvm.is.fpclass.f64(double %74, i32 96)
  %76 = zext i1 %75 to i32
  %77 = shl i32 %76, 11
  %78 = or i32 %73, %77
  %79 = load double, ptr %2, align 8
  %80 = call i1 @llvm.is.fpclass.f64(double %79, i32 1020)
  %81 = zext i1 %80 to i32
  %82 = shl i32 %81, 12
  %83 = or i32 %78, %82
  %84 = load double, ptr %2, align 8
  %85 = call i1 @llvm.is.fpclass.f64(double %84, i32 3)
  %86 = zext i1 %85 to i32
  %87 = shl i32 %86, 13
  %88 = or i32 %83, %87
  %89 = load double, ptr %2, align 8
  %90 = call i1 @llvm.is.fpclass.f64(double %89, i32 512)
  %91 = zext i1 %90 to i32
  %92 = shl i32 %91, 14
  %93 = or i32 %88, %92
  %94 = load double, ptr %2, align 8
  %95 = call i1 @llvm.is.fpclass.f64(double %94, i32 16)
  %96 = zext i1 %95 to i32
  %97 = shl i32 %96, 15
  %98 = or i32 %93, %97
  %99 = load double, ptr %2, align 8
  %100 = call i1 @llvm.is.fpclass.f64(double %99, i32 680)
  %101 = zext i1 %100 to i32
  %102 = shl i32 %101, 16
  %103 = or i32 %98, %102
  ret i32 %103
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls_f(float noundef %0) #1 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call i32 @__isnanf(float noundef %3)
  %5 = icmp ne i32 %4, 0
  %6 = xor i1 %5, true
  %7 = xor i1 %6, true
  %8 = zext i1 %7 to i32
  %9 = load float, ptr %2, align 4
  %10 = call i32 @__fpclassifyf(float noundef %9)
  %11 = icmp eq i32 %10, 1280
  %12 = xor i1 %11, true
  %13 = xor i1 %12, true
  %14 = zext i1 %13 to i32
  %15 = shl i32 %14, 1
  %16 = or i32 %8, %15
  %17 = load float, ptr %2, align 4
  %18 = call i32 @__fpclassifyf(float noundef %17)
  %19 = and i32 %18, 256
  %20 = icmp eq i32 %19, 0
  %21 = xor i1 %20, true
  %22 = xor i1 %21, true
  %23 = zext i1 %22 to i32
  %24 = shl i32 %23, 2
  %25 = or i32 %16, %24
  %26 = load float, ptr %2, align 4
  %27 = call i32 @__fpclassifyf(float noundef %26)
  %28 = icmp eq i32 %27, 1024
  %29 = xor i1 %28, true
  %30 = xor i1 %29, true
  %31 = zext i1 %30 to i32
  %32 = shl i32 %31, 3
  %33 = or i32 %25, %32
  %34 = load float, ptr %2, align 4
  %35 = call i32 @__signbitf(float noundef %34)
  %36 = icmp ne i32 %35, 0
  %37 = xor i1 %36, true
  %38 = xor i1 %37, true
  %39 = zext i1 %38 to i32
  %40 = shl i32 %39, 4
  %41 = or i32 %33, %40
  %42 = load float, ptr %2, align 4
  %43 = call i32 @__fpclassifyf(float noundef %42)
  %44 = icmp eq i32 %43, 17408
  %45 = zext i1 %44 to i32
  %46 = shl i32 %45, 5
  %47 = or i32 %41, %46
  %48 = load float, ptr %2, align 4
  %49 = call i32 @__fpclassifyf(float noundef %48)
  %50 = icmp eq i32 %49, 16384
  %51 = zext i1 %50 to i32
  %52 = shl i32 %51, 6
  %53 = or i32 %47, %52
  %54 = load float, ptr %2, align 4
  %55 = call i1 @llvm.is.fpclass.f32(float %54, i32 1008)
  %56 = zext i1 %55 to i32
  %57 = shl i32 %56, 7
  %58 = or i32 %53, %57
  %59 = load float, ptr %2, align 4
  %60 = call i1 @llvm.is.fpclass.f32(float %59, i32 144)
  %61 = zext i1 %60 to i32
  %62 = shl i32 %61, 8
  %63 = or i32 %58, %62
  %64 = load float, ptr %2, align 4
  %65 = call i1 @llvm.is.fpclass.f32(float %64, i32 516)
  %66 = zext i1 %65 to i32
  %67 = shl i32 %66, 9
  %68 = or i32 %63, %67
  %69 = load float, ptr %2, align 4
  %70 = call i1 @llvm.is.fpclass.f32(float %69, i32 264)
  %71 = zext i1 %70 to i32
  %72 = shl i32 %71, 10
  %73 = or i32 %68, %72
  %74 = load float, ptr %2, align 4
  %75 = call i1 @llvm.is.fpclass.f32(float %74, i32 96)
  %76 = zext i1 %75 to i32
  %77 = shl i32 %76, 11
  %78 = or i32 %73, %77
  %79 = load float, ptr %2, align 4
  %80 = call i1 @llvm.is.fpclass.f32(float %79, i32 1020)
  %81 = zext i1 %80 to i32
  %82 = shl i32 %81, 12
  %83 = or i32 %78, %82
  %84 = load float, ptr %2, align 4
  %85 = call i1 @llvm.is.fpclass.f32(float %84, i32 3)
  %86 = zext i1 %85 to i32
  %87 = shl i32 %86, 13
  %88 = or i32 %83, %87
  %89 = load float, ptr %2, align 4
  %90 = call i1 @llvm.is.fpclass.f32(float %89, i32 512)
  %91 = zext i1 %90 to i32
  %92 = shl i32 %91, 14
  %93 = or i32 %88, %92
  %94 = load float, ptr %2, align 4
  %95 = call i1 @llvm.is.fpclass.f32(float %94, i32 16)
  %96 = zext i1 %95 to i32
  %97 = shl i32 %96, 15
  %98 = or i32 %93, %97
  %99 = load float, ptr %2, align 4
  %100 = call i1 @llvm.is.fpclass.f32(float %99, i32 680)
  %101 = zext i1 %100 to i32
  %102 = shl i32 %101, 16
  %103 = or i32 %98, %102
  ret i32 %103
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls_l(ptr noundef %0) #1 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %10, ptr %2, align 16
  %11 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %11, ptr %3, align 16
  %12 = call i32 @__isnanl(ptr noundef %3)
  %13 = icmp ne i32 %12, 0
  %14 = xor i1 %13, true
  %15 = xor i1 %14, true
  %16 = zext i1 %15 to i32
  %17 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %17, ptr %4, align 16
  %18 = call i32 @__fpclassifyl(ptr noundef %4)
  %19 = icmp eq i32 %18, 1280
  %20 = xor i1 %19, true
  %21 = xor i1 %20, true
  %22 = zext i1 %21 to i32
  %23 = shl i32 %22, 1
  %24 = or i32 %16, %23
  %25 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %25, ptr %5, align 16
  %26 = call i32 @__fpclassifyl(ptr noundef %5)
  %27 = and i32 %26, 256
  %28 = icmp eq i32 %27, 0
  %29 = xor i1 %28, true
  %30 = xor i1 %29, true
  %31 = zext i1 %30 to i32
  %32 = shl i32 %31, 2
  %33 = or i32 %24, %32
  %34 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %34, ptr %6, align 16
  %35 = call i32 @__fpclassifyl(ptr noundef %6)
  %36 = icmp eq i32 %35, 1024
  %37 = xor i1 %36, true
  %38 = xor i1 %37, true
  %39 = zext i1 %38 to i32
  %40 = shl i32 %39, 3
  %41 = or i32 %33, %40
  %42 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %42, ptr %7, align 16
  %43 = call i32 @__signbitl(ptr noundef %7)
  %44 = icmp ne i32 %43, 0
  %45 = xor i1 %44, true
  %46 = xor i1 %45, true
  %47 = zext i1 %46 to i32
  %48 = shl i32 %47, 4
  %49 = or i32 %41, %48
  %50 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %50, ptr %8, align 16
  %51 = call i32 @__fpclassifyl(ptr noundef %8)
  %52 = icmp eq i32 %51, 17408
  %53 = zext i1 %52 to i32
  %54 = shl i32 %53, 5
  %55 = or i32 %49, %54
  %56 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %56, ptr %9, align 16
  %57 = call i32 @__fpclassifyl(ptr noundef %9)
  %58 = icmp eq i32 %57, 16384
  %59 = zext i1 %58 to i32
  %60 = shl i32 %59, 6
  %61 = or i32 %55, %60
  %62 = load x86_fp80, ptr %2, align 16
  %63 = call i1 @llvm.is.fpclass.f80(x86_fp80 %62, i32 1008)
  %64 = zext i1 %63 to i32
  %65 = shl i32 %64, 7
  %66 = or i32 %61, %65
  %67 = load x86_fp80, ptr %2, align 16
  %68 = call i1 @llvm.is.fpclass.f80(x86_fp80 %67, i32 144)
  %69 = zext i1 %68 to i32
  %70 = shl i32 %69, 8
  %71 = or i32 %66, %70
  %72 = load x86_fp80, ptr %2, align 16
  %73 = call i1 @llvm.is.fpclass.f80(x86_fp80 %72, i32 516)
  %74 = zext i1 %73 to i32
  %75 = shl i32 %74, 9
  %76 = or i32 %71, %75
  %77 = load x86_fp80, ptr %2, align 16
  %78 = call i1 @llvm.is.fpclass.f80(x86_fp80 %77, i32 264)
  %79 = zext i1 %78 to i32
  %80 = shl i32 %79, 10
  %81 = or i32 %76, %80
  %82 = load x86_fp80, ptr %2, align 16
  %83 = call i1 @llvm.is.fpclass.f80(x86_fp80 %82, i32 96)
  %84 = zext i1 %83 to i32
  %85 = shl i32 %84, 11
  %86 = or i32 %81, %85
  %87 = load x86_fp80, ptr %2, align 16
  %88 = call i1 @llvm.is.fpclass.f80(x86_fp80 %87, i32 1020)
  %89 = zext i1 %88 to i32
  %90 = shl i32 %89, 12
  %91 = or i32 %86, %90
  %92 = load x86_fp80, ptr %2, align 16
  %93 = call i1 @llvm.is.fpclass.f80(x86_fp80 %92, i32 3)
  %94 = zext i1 %93 to i32
  %95 = shl i32 %94, 13
  %96 = or i32 %91, %95
  %97 = load x86_fp80, ptr %2, align 16
  %98 = call i1 @llvm.is.fpclass.f80(x86_fp80 %97, i32 512)
  %99 = zext i1 %98 to i32
  %100 = shl i32 %99, 14
  %101 = or i32 %96, %100
  %102 = load x86_fp80, ptr %2, align 16
  %103 = call i1 @llvm.is.fpclass.f80(x86_fp80 %102, i32 16)
  %104 = zext i1 %103 to i32
  %105 = shl i32 %104, 15
  %106 = or i32 %101, %105
  %107 = load x86_fp80, ptr %2, align 16
  %108 = call i1 @llvm.is.fpclass.f80(x86_fp80 %107, i32 680)
  %109 = zext i1 %108 to i32
  %110 = shl i32 %109, 16
  %111 = or i32 %106, %110
  ret i32 %111
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @minmax(double noundef %0, double noundef %1) #1 {
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
define internal float @minmaxf(float noundef %0, float noundef %1) #1 {
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

declare dso_local i32 @fesetround(i32 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @flt_rounds() #1 {
  %1 = call i32 @llvm.get.rounding()
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rounds(double noundef %0) #1 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call i32 @lround(double noundef %3) #9
  %5 = mul nsw i32 %4, 1000
  %6 = sext i32 %5 to i64
  %7 = load double, ptr %2, align 8
  %8 = call i64 @llround(double noundef %7) #9
  %9 = mul nsw i64 %8, 100
  %10 = add nsw i64 %6, %9
  %11 = load double, ptr %2, align 8
  %12 = call i32 @lrint(double noundef %11) #9
  %13 = mul nsw i32 %12, 10
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %10, %14
  %16 = load double, ptr %2, align 8
  %17 = call i64 @llrint(double noundef %16) #9
  %18 = add nsw i64 %15, %17
  %19 = trunc i64 %18 to i32
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @roundsf(float noundef %0) #1 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call i32 @lroundf(float noundef %3) #9
  %5 = mul nsw i32 %4, 10
  %6 = load float, ptr %2, align 4
  %7 = call i32 @lrintf(float noundef %6) #9
  %8 = add nsw i32 %5, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @roundsl(ptr noundef %0) #1 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %5, ptr %2, align 16
  %6 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %6, ptr %3, align 16
  %7 = call i32 @lroundl(ptr noundef %3) #9
  %8 = mul nsw i32 %7, 10
  %9 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %9, ptr %4, align 16
  %10 = call i32 @lrintl(ptr noundef %4) #9
  %11 = add nsw i32 %8, %10
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fr(double noundef %0, i32 noundef %1) #1 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load double, ptr %3, align 8
  %8 = call double @frexp(double noundef %7, ptr noundef %5) #9
  store double %8, ptr %6, align 8
  %9 = load double, ptr %6, align 8
  %10 = load i32, ptr %5, align 4
  %11 = sitofp i32 %10 to double
  %12 = fadd double %9, %11
  %13 = load double, ptr %3, align 8
  %14 = load i32, ptr %4, align 4
  %15 = call double @ldexp(double noundef %13, i32 noundef %14) #9
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
define internal float @frf(float noundef %0, i32 noundef %1) #1 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store float %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call float @ldexpf(float noundef %5, i32 noundef %6) #9
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

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

declare dso_local i32 @__isnan(double noundef) #4

declare dso_local i32 @__fpclassify(double noundef) #4

declare dso_local i32 @__signbit(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #5

declare dso_local i32 @__isnanf(float noundef) #4

declare dso_local i32 @__fpclassifyf(float noundef) #4

declare dso_local i32 @__signbitf(float noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #5

declare dso_local i32 @__isnanl(ptr noundef) #4

declare dso_local i32 @__fpclassifyl(ptr noundef) #4

declare dso_local i32 @__signbitl(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f80(x86_fp80, i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.get.rounding() #8

; Function Attrs: nounwind
declare dso_local i32 @lround(double noundef) #7

; Function Attrs: nounwind
declare dso_local i64 @llround(double noundef) #7

; Function Attrs: nounwind
declare dso_local i32 @lrint(double noundef) #7

; Function Attrs: nounwind
declare dso_local i64 @llrint(double noundef) #7

; Function Attrs: nounwind
declare dso_local i32 @lroundf(float noundef) #7

; Function Attrs: nounwind
declare dso_local i32 @lrintf(float noundef) #7

; Function Attrs: nounwind
declare dso_local i32 @lroundl(ptr noundef) #7

; Function Attrs: nounwind
declare dso_local i32 @lrintl(ptr noundef) #7

; Function Attrs: nounwind
declare dso_local double @frexp(double noundef, ptr noundef) #7

; Function Attrs: nounwind
declare dso_local double @ldexp(double noundef, i32 noundef) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #5

; Function Attrs: nounwind
declare dso_local float @ldexpf(float noundef, i32 noundef) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nounwind }

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
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
