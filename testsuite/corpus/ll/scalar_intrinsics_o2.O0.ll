; ModuleID = 'programs/scalar_intrinsics_o2.c'
source_filename = "programs/scalar_intrinsics_o2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %33 = alloca [6 x [2 x double]], align 16
  %34 = alloca i32, align 4
  %35 = alloca [6 x double], align 16
  %36 = alloca [4 x i32], align 16
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i64, align 8
  %41 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 2611923443488327891, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %42

42:                                               ; preds = %299, %0
  %43 = load i32, ptr %3, align 4
  %44 = icmp slt i32 %43, 24
  br i1 %44, label %45, label %302

45:                                               ; preds = %42
  %46 = load i64, ptr %2, align 8
  %47 = mul i64 %46, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  store i64 %48, ptr %2, align 8
  %49 = load i64, ptr %2, align 8
  store i64 %49, ptr %4, align 8
  %50 = load i64, ptr %2, align 8
  %51 = lshr i64 %50, 17
  %52 = load i64, ptr %2, align 8
  %53 = shl i64 %52, 9
  %54 = xor i64 %51, %53
  store i64 %54, ptr %5, align 8
  %55 = load i64, ptr %4, align 8
  %56 = trunc i64 %55 to i8
  %57 = load i64, ptr %5, align 8
  %58 = trunc i64 %57 to i8
  %59 = call zeroext i8 @u8_sub(i8 noundef zeroext %56, i8 noundef zeroext %58)
  %60 = zext i8 %59 to i32
  %61 = load i64, ptr %4, align 8
  %62 = trunc i64 %61 to i8
  %63 = load i64, ptr %5, align 8
  %64 = trunc i64 %63 to i8
  %65 = call zeroext i8 @u8_add(i8 noundef zeroext %62, i8 noundef zeroext %64)
  %66 = zext i8 %65 to i32
  %67 = load i64, ptr %4, align 8
  %68 = trunc i64 %67 to i16
  %69 = load i64, ptr %5, align 8
  %70 = trunc i64 %69 to i16
  %71 = call zeroext i16 @u16_sub(i16 noundef zeroext %68, i16 noundef zeroext %70)
  %72 = zext i16 %71 to i32
  %73 = load i64, ptr %4, align 8
  %74 = trunc i64 %73 to i16
  %75 = load i64, ptr %5, align 8
  %76 = trunc i64 %75 to i16
  %77 = call zeroext i16 @u16_add(i16 noundef zeroext %74, i16 noundef zeroext %76)
  %78 = zext i16 %77 to i32
  %79 = load i64, ptr %4, align 8
  %80 = trunc i64 %79 to i32
  %81 = load i64, ptr %5, align 8
  %82 = trunc i64 %81 to i32
  %83 = call i32 @u32_sub(i32 noundef %80, i32 noundef %82)
  %84 = load i64, ptr %4, align 8
  %85 = trunc i64 %84 to i32
  %86 = load i64, ptr %5, align 8
  %87 = trunc i64 %86 to i32
  %88 = call i32 @u32_add(i32 noundef %85, i32 noundef %87)
  %89 = load i64, ptr %4, align 8
  %90 = load i64, ptr %5, align 8
  %91 = call i64 @u64_sub(i64 noundef %89, i64 noundef %90)
  %92 = load i64, ptr %4, align 8
  %93 = load i64, ptr %5, align 8
  %94 = call i64 @u64_add(i64 noundef %92, i64 noundef %93)
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %60, i32 noundef %66, i32 noundef %72, i32 noundef %78, i32 noundef %83, i32 noundef %88, i64 noundef %91, i64 noundef %94)
  %96 = load i64, ptr %4, align 8
  %97 = zext i64 %96 to i128
  %98 = shl i128 %97, 64
  %99 = load i64, ptr %5, align 8
  %100 = zext i64 %99 to i128
  %101 = or i128 %98, %100
  %102 = load i64, ptr %5, align 8
  %103 = zext i64 %102 to i128
  %104 = shl i128 %103, 64
  %105 = load i64, ptr %4, align 8
  %106 = zext i64 %105 to i128
  %107 = or i128 %104, %106
  store i128 %101, ptr %6, align 16
  %108 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %109 = load i64, ptr %108, align 16
  %110 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %111 = load i64, ptr %110, align 8
  store i128 %107, ptr %7, align 16
  %112 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %113 = load i64, ptr %112, align 16
  %114 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %115 = load i64, ptr %114, align 8
  %116 = call { i64, i64 } @u128_sub(i64 noundef %109, i64 noundef %111, i64 noundef %113, i64 noundef %115)
  %117 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %118 = extractvalue { i64, i64 } %116, 0
  store i64 %118, ptr %117, align 16
  %119 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %120 = extractvalue { i64, i64 } %116, 1
  store i64 %120, ptr %119, align 8
  %121 = load i128, ptr %8, align 16
  store i128 %121, ptr %9, align 16
  %122 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %123 = load i64, ptr %122, align 16
  %124 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %125 = load i64, ptr %124, align 8
  call void @print128(i64 noundef %123, i64 noundef %125)
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %127 = load i64, ptr %4, align 8
  %128 = zext i64 %127 to i128
  %129 = shl i128 %128, 64
  %130 = load i64, ptr %5, align 8
  %131 = zext i64 %130 to i128
  %132 = or i128 %129, %131
  %133 = load i64, ptr %5, align 8
  %134 = zext i64 %133 to i128
  %135 = shl i128 %134, 64
  %136 = load i64, ptr %4, align 8
  %137 = zext i64 %136 to i128
  %138 = or i128 %135, %137
  store i128 %132, ptr %10, align 16
  %139 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %140 = load i64, ptr %139, align 16
  %141 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %142 = load i64, ptr %141, align 8
  store i128 %138, ptr %11, align 16
  %143 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %144 = load i64, ptr %143, align 16
  %145 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %146 = load i64, ptr %145, align 8
  %147 = call { i64, i64 } @u128_add(i64 noundef %140, i64 noundef %142, i64 noundef %144, i64 noundef %146)
  %148 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %149 = extractvalue { i64, i64 } %147, 0
  store i64 %149, ptr %148, align 16
  %150 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %151 = extractvalue { i64, i64 } %147, 1
  store i64 %151, ptr %150, align 8
  %152 = load i128, ptr %12, align 16
  store i128 %152, ptr %13, align 16
  %153 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %154 = load i64, ptr %153, align 16
  %155 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %156 = load i64, ptr %155, align 8
  call void @print128(i64 noundef %154, i64 noundef %156)
  %157 = load i64, ptr %4, align 8
  %158 = trunc i64 %157 to i8
  %159 = load i64, ptr %5, align 8
  %160 = trunc i64 %159 to i8
  %161 = call signext i8 @s8_add(i8 noundef signext %158, i8 noundef signext %160)
  %162 = sext i8 %161 to i32
  %163 = load i64, ptr %4, align 8
  %164 = trunc i64 %163 to i8
  %165 = load i64, ptr %5, align 8
  %166 = trunc i64 %165 to i8
  %167 = call signext i8 @s8_sub(i8 noundef signext %164, i8 noundef signext %166)
  %168 = sext i8 %167 to i32
  %169 = load i64, ptr %4, align 8
  %170 = trunc i64 %169 to i16
  %171 = load i64, ptr %5, align 8
  %172 = trunc i64 %171 to i16
  %173 = call signext i16 @s16_add(i16 noundef signext %170, i16 noundef signext %172)
  %174 = sext i16 %173 to i32
  %175 = load i64, ptr %4, align 8
  %176 = trunc i64 %175 to i16
  %177 = load i64, ptr %5, align 8
  %178 = trunc i64 %177 to i16
  %179 = call signext i16 @s16_sub(i16 noundef signext %176, i16 noundef signext %178)
  %180 = sext i16 %179 to i32
  %181 = load i64, ptr %4, align 8
  %182 = trunc i64 %181 to i32
  %183 = load i64, ptr %5, align 8
  %184 = trunc i64 %183 to i32
  %185 = call i32 @s32_add(i32 noundef %182, i32 noundef %184)
  %186 = load i64, ptr %4, align 8
  %187 = trunc i64 %186 to i32
  %188 = load i64, ptr %5, align 8
  %189 = trunc i64 %188 to i32
  %190 = call i32 @s32_sub(i32 noundef %187, i32 noundef %189)
  %191 = load i64, ptr %4, align 8
  %192 = load i64, ptr %5, align 8
  %193 = call i64 @s64_add(i64 noundef %191, i64 noundef %192)
  %194 = load i64, ptr %4, align 8
  %195 = load i64, ptr %5, align 8
  %196 = call i64 @s64_sub(i64 noundef %194, i64 noundef %195)
  %197 = load i64, ptr %4, align 8
  %198 = trunc i64 %197 to i8
  %199 = load i64, ptr %5, align 8
  %200 = trunc i64 %199 to i8
  %201 = call signext i8 @s8_clamp(i8 noundef signext %198, i8 noundef signext %200)
  %202 = sext i8 %201 to i32
  %203 = load i64, ptr %4, align 8
  %204 = trunc i64 %203 to i16
  %205 = load i64, ptr %5, align 8
  %206 = trunc i64 %205 to i16
  %207 = call signext i16 @s16_clamp_sub(i16 noundef signext %204, i16 noundef signext %206)
  %208 = sext i16 %207 to i32
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %162, i32 noundef %168, i32 noundef %174, i32 noundef %180, i32 noundef %185, i32 noundef %190, i64 noundef %193, i64 noundef %196, i32 noundef %202, i32 noundef %208)
  %210 = load i64, ptr %4, align 8
  %211 = zext i64 %210 to i128
  %212 = shl i128 %211, 64
  %213 = load i64, ptr %5, align 8
  %214 = zext i64 %213 to i128
  %215 = or i128 %212, %214
  store i128 %215, ptr %14, align 16
  %216 = load i64, ptr %5, align 8
  %217 = zext i64 %216 to i128
  %218 = shl i128 %217, 65
  %219 = load i64, ptr %4, align 8
  %220 = zext i64 %219 to i128
  %221 = or i128 %218, %220
  store i128 %221, ptr %15, align 16
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %223 = load i128, ptr %14, align 16
  %224 = load i64, ptr %5, align 8
  %225 = trunc i64 %224 to i32
  store i128 %223, ptr %16, align 16
  %226 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %227 = load i64, ptr %226, align 16
  %228 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %229 = load i64, ptr %228, align 8
  %230 = call { i64, i64 } @bits128(i64 noundef %227, i64 noundef %229, i32 noundef %225)
  %231 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %232 = extractvalue { i64, i64 } %230, 0
  store i64 %232, ptr %231, align 16
  %233 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %234 = extractvalue { i64, i64 } %230, 1
  store i64 %234, ptr %233, align 8
  %235 = load i128, ptr %17, align 16
  store i128 %235, ptr %18, align 16
  %236 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %237 = load i64, ptr %236, align 16
  %238 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %239 = load i64, ptr %238, align 8
  call void @print128(i64 noundef %237, i64 noundef %239)
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %241 = load i128, ptr %14, align 16
  store i128 %241, ptr %19, align 16
  %242 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %243 = load i64, ptr %242, align 16
  %244 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %245 = load i64, ptr %244, align 8
  %246 = call { i64, i64 } @abs128(i64 noundef %243, i64 noundef %245)
  %247 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %248 = extractvalue { i64, i64 } %246, 0
  store i64 %248, ptr %247, align 16
  %249 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %250 = extractvalue { i64, i64 } %246, 1
  store i64 %250, ptr %249, align 8
  %251 = load i128, ptr %20, align 16
  store i128 %251, ptr %21, align 16
  %252 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %253 = load i64, ptr %252, align 16
  %254 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %255 = load i64, ptr %254, align 8
  call void @print128(i64 noundef %253, i64 noundef %255)
  %256 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %257 = load i128, ptr %14, align 16
  %258 = load i128, ptr %15, align 16
  store i128 %257, ptr %22, align 16
  %259 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %260 = load i64, ptr %259, align 16
  %261 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %262 = load i64, ptr %261, align 8
  store i128 %258, ptr %23, align 16
  %263 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %264 = load i64, ptr %263, align 16
  %265 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %266 = load i64, ptr %265, align 8
  %267 = call { i64, i64 } @max128(i64 noundef %260, i64 noundef %262, i64 noundef %264, i64 noundef %266)
  %268 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %269 = extractvalue { i64, i64 } %267, 0
  store i64 %269, ptr %268, align 16
  %270 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %271 = extractvalue { i64, i64 } %267, 1
  store i64 %271, ptr %270, align 8
  %272 = load i128, ptr %24, align 16
  store i128 %272, ptr %25, align 16
  %273 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %274 = load i64, ptr %273, align 16
  %275 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %276 = load i64, ptr %275, align 8
  call void @print128(i64 noundef %274, i64 noundef %276)
  %277 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %278 = load i128, ptr %14, align 16
  %279 = load i128, ptr %15, align 16
  store i128 %278, ptr %26, align 16
  %280 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %281 = load i64, ptr %280, align 16
  %282 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %283 = load i64, ptr %282, align 8
  store i128 %279, ptr %27, align 16
  %284 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %285 = load i64, ptr %284, align 16
  %286 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %287 = load i64, ptr %286, align 8
  %288 = call { i64, i64 } @umin128(i64 noundef %281, i64 noundef %283, i64 noundef %285, i64 noundef %287)
  %289 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %290 = extractvalue { i64, i64 } %288, 0
  store i64 %290, ptr %289, align 16
  %291 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %292 = extractvalue { i64, i64 } %288, 1
  store i64 %292, ptr %291, align 8
  %293 = load i128, ptr %28, align 16
  store i128 %293, ptr %29, align 16
  %294 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %295 = load i64, ptr %294, align 16
  %296 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  %297 = load i64, ptr %296, align 8
  call void @print128(i64 noundef %295, i64 noundef %297)
  %298 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %299

299:                                              ; preds = %45
  %300 = load i32, ptr %3, align 4
  %301 = add nsw i32 %300, 1
  store i32 %301, ptr %3, align 4
  br label %42, !llvm.loop !6

302:                                              ; preds = %42
  store i32 0, ptr %30, align 4
  br label %303

303:                                              ; preds = %315, %302
  %304 = load i32, ptr %30, align 4
  %305 = zext i32 %304 to i64
  %306 = icmp ult i64 %305, 12
  br i1 %306, label %307, label %318

307:                                              ; preds = %303
  %308 = load i32, ptr %30, align 4
  %309 = load i32, ptr %30, align 4
  %310 = zext i32 %309 to i64
  %311 = getelementptr inbounds [12 x double], ptr @dvals, i64 0, i64 %310
  %312 = load double, ptr %311, align 8
  %313 = call i32 @cls_d(double noundef %312)
  %314 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %308, i32 noundef %313)
  br label %315

315:                                              ; preds = %307
  %316 = load i32, ptr %30, align 4
  %317 = add i32 %316, 1
  store i32 %317, ptr %30, align 4
  br label %303, !llvm.loop !8

318:                                              ; preds = %303
  store i32 0, ptr %31, align 4
  br label %319

319:                                              ; preds = %331, %318
  %320 = load i32, ptr %31, align 4
  %321 = zext i32 %320 to i64
  %322 = icmp ult i64 %321, 11
  br i1 %322, label %323, label %334

323:                                              ; preds = %319
  %324 = load i32, ptr %31, align 4
  %325 = load i32, ptr %31, align 4
  %326 = zext i32 %325 to i64
  %327 = getelementptr inbounds [11 x float], ptr @fvals, i64 0, i64 %326
  %328 = load float, ptr %327, align 4
  %329 = call i32 @cls_f(float noundef %328)
  %330 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %324, i32 noundef %329)
  br label %331

331:                                              ; preds = %323
  %332 = load i32, ptr %31, align 4
  %333 = add i32 %332, 1
  store i32 %333, ptr %31, align 4
  br label %319, !llvm.loop !9

334:                                              ; preds = %319
  store i32 0, ptr %32, align 4
  br label %335

335:                                              ; preds = %347, %334
  %336 = load i32, ptr %32, align 4
  %337 = zext i32 %336 to i64
  %338 = icmp ult i64 %337, 10
  br i1 %338, label %339, label %350

339:                                              ; preds = %335
  %340 = load i32, ptr %32, align 4
  %341 = load i32, ptr %32, align 4
  %342 = zext i32 %341 to i64
  %343 = getelementptr inbounds [10 x x86_fp80], ptr @lvals, i64 0, i64 %342
  %344 = load x86_fp80, ptr %343, align 16
  %345 = call i32 @cls_l(x86_fp80 noundef %344)
  %346 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %340, i32 noundef %345)
  br label %347

347:                                              ; preds = %339
  %348 = load i32, ptr %32, align 4
  %349 = add i32 %348, 1
  store i32 %349, ptr %32, align 4
  br label %335, !llvm.loop !10

350:                                              ; preds = %335
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %33, ptr align 16 @__const.main.pairs, i64 96, i1 false)
  store i32 0, ptr %34, align 4
  br label %351

351:                                              ; preds = %381, %350
  %352 = load i32, ptr %34, align 4
  %353 = icmp ult i32 %352, 6
  br i1 %353, label %354, label %384

354:                                              ; preds = %351
  %355 = load i32, ptr %34, align 4
  %356 = zext i32 %355 to i64
  %357 = getelementptr inbounds [6 x [2 x double]], ptr %33, i64 0, i64 %356
  %358 = getelementptr inbounds [2 x double], ptr %357, i64 0, i64 0
  %359 = load double, ptr %358, align 16
  %360 = load i32, ptr %34, align 4
  %361 = zext i32 %360 to i64
  %362 = getelementptr inbounds [6 x [2 x double]], ptr %33, i64 0, i64 %361
  %363 = getelementptr inbounds [2 x double], ptr %362, i64 0, i64 1
  %364 = load double, ptr %363, align 8
  %365 = call double @minmax(double noundef %359, double noundef %364)
  %366 = load i32, ptr %34, align 4
  %367 = zext i32 %366 to i64
  %368 = getelementptr inbounds [6 x [2 x double]], ptr %33, i64 0, i64 %367
  %369 = getelementptr inbounds [2 x double], ptr %368, i64 0, i64 0
  %370 = load double, ptr %369, align 16
  %371 = fptrunc double %370 to float
  %372 = load i32, ptr %34, align 4
  %373 = zext i32 %372 to i64
  %374 = getelementptr inbounds [6 x [2 x double]], ptr %33, i64 0, i64 %373
  %375 = getelementptr inbounds [2 x double], ptr %374, i64 0, i64 1
  %376 = load double, ptr %375, align 8
  %377 = fptrunc double %376 to float
  %378 = call float @minmaxf(float noundef %371, float noundef %377)
  %379 = fpext float %378 to double
  %380 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %365, double noundef %379)
  br label %381

381:                                              ; preds = %354
  %382 = load i32, ptr %34, align 4
  %383 = add i32 %382, 1
  store i32 %383, ptr %34, align 4
  br label %351, !llvm.loop !11

384:                                              ; preds = %351
  call void @llvm.memset.p0.i64(ptr align 16 %35, i8 0, i64 48, i1 false)
  %385 = getelementptr inbounds [6 x double], ptr %35, i32 0, i32 0
  store double 2.500000e+00, ptr %385, align 16
  %386 = getelementptr inbounds [6 x double], ptr %35, i32 0, i32 1
  store double -2.500000e+00, ptr %386, align 8
  %387 = getelementptr inbounds [6 x double], ptr %35, i32 0, i32 2
  store double 3.500000e+00, ptr %387, align 16
  %388 = getelementptr inbounds [6 x double], ptr %35, i32 0, i32 3
  store double 2.500000e-01, ptr %388, align 8
  %389 = getelementptr inbounds [6 x double], ptr %35, i32 0, i32 4
  store double -7.750000e+00, ptr %389, align 16
  %390 = getelementptr inbounds [6 x double], ptr %35, i32 0, i32 5
  store double 0x412E848100000000, ptr %390, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %36, ptr align 16 @__const.main.modes, i64 16, i1 false)
  store i32 0, ptr %37, align 4
  br label %391

391:                                              ; preds = %429, %384
  %392 = load i32, ptr %37, align 4
  %393 = icmp ult i32 %392, 4
  br i1 %393, label %394, label %432

394:                                              ; preds = %391
  %395 = load i32, ptr %37, align 4
  %396 = zext i32 %395 to i64
  %397 = getelementptr inbounds [4 x i32], ptr %36, i64 0, i64 %396
  %398 = load i32, ptr %397, align 4
  %399 = call i32 @fesetround(i32 noundef %398) #8
  %400 = call i32 @flt_rounds()
  %401 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %400)
  store i32 0, ptr %38, align 4
  br label %402

402:                                              ; preds = %424, %394
  %403 = load i32, ptr %38, align 4
  %404 = icmp ult i32 %403, 6
  br i1 %404, label %405, label %427

405:                                              ; preds = %402
  %406 = load i32, ptr %38, align 4
  %407 = zext i32 %406 to i64
  %408 = getelementptr inbounds [6 x double], ptr %35, i64 0, i64 %407
  %409 = load double, ptr %408, align 8
  %410 = call i64 @rounds(double noundef %409)
  %411 = load i32, ptr %38, align 4
  %412 = zext i32 %411 to i64
  %413 = getelementptr inbounds [6 x double], ptr %35, i64 0, i64 %412
  %414 = load double, ptr %413, align 8
  %415 = fptrunc double %414 to float
  %416 = call i64 @roundsf(float noundef %415)
  %417 = load i32, ptr %38, align 4
  %418 = zext i32 %417 to i64
  %419 = getelementptr inbounds [6 x double], ptr %35, i64 0, i64 %418
  %420 = load double, ptr %419, align 8
  %421 = fpext double %420 to x86_fp80
  %422 = call i64 @roundsl(x86_fp80 noundef %421)
  %423 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %410, i64 noundef %416, i64 noundef %422)
  br label %424

424:                                              ; preds = %405
  %425 = load i32, ptr %38, align 4
  %426 = add i32 %425, 1
  store i32 %426, ptr %38, align 4
  br label %402, !llvm.loop !12

427:                                              ; preds = %402
  %428 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %429

429:                                              ; preds = %427
  %430 = load i32, ptr %37, align 4
  %431 = add i32 %430, 1
  store i32 %431, ptr %37, align 4
  br label %391, !llvm.loop !13

432:                                              ; preds = %391
  %433 = call i32 @fesetround(i32 noundef 0) #8
  store i32 -3, ptr %39, align 4
  br label %434

434:                                              ; preds = %450, %432
  %435 = load i32, ptr %39, align 4
  %436 = icmp sle i32 %435, 3
  br i1 %436, label %437, label %453

437:                                              ; preds = %434
  %438 = load i32, ptr %39, align 4
  %439 = sitofp i32 %438 to double
  %440 = call double @llvm.fmuladd.f64(double 1.500000e+00, double %439, double 2.500000e-01)
  %441 = load i32, ptr %39, align 4
  %442 = call double @fr(double noundef %440, i32 noundef %441)
  %443 = load i32, ptr %39, align 4
  %444 = sitofp i32 %443 to float
  %445 = call float @llvm.fmuladd.f32(float 7.500000e-01, float %444, float -1.000000e+00)
  %446 = load i32, ptr %39, align 4
  %447 = call float @frf(float noundef %445, i32 noundef %446)
  %448 = fpext float %447 to double
  %449 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %442, double noundef %448)
  br label %450

450:                                              ; preds = %437
  %451 = load i32, ptr %39, align 4
  %452 = add nsw i32 %451, 1
  store i32 %452, ptr %39, align 4
  br label %434, !llvm.loop !14

453:                                              ; preds = %434
  %454 = call i64 @llvm.readcyclecounter()
  store i64 %454, ptr %40, align 8
  %455 = call i64 @llvm.readcyclecounter()
  store i64 %455, ptr %41, align 8
  %456 = load i64, ptr %41, align 8
  %457 = load i64, ptr %40, align 8
  %458 = icmp uge i64 %456, %457
  %459 = zext i1 %458 to i32
  %460 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %459)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @u8_sub(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
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
define internal zeroext i8 @u8_add(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
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
define internal zeroext i16 @u16_sub(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
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
define internal zeroext i16 @u16_add(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
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
define internal void @print128(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = lshr i128 %8, 64
  %10 = trunc i128 %9 to i64
  %11 = load i128, ptr %4, align 16
  %12 = trunc i128 %11 to i64
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %10, i64 noundef %12)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @u128_sub(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = icmp ugt i128 %16, %17
  br i1 %18, label %19, label %23

19:                                               ; preds = %4
  %20 = load i128, ptr %8, align 16
  %21 = load i128, ptr %9, align 16
  %22 = sub i128 %20, %21
  br label %24

23:                                               ; preds = %4
  br label %24

24:                                               ; preds = %23, %19
  %25 = phi i128 [ %22, %19 ], [ 0, %23 ]
  store i128 %25, ptr %5, align 16
  %26 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @u128_add(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %11, align 16
  %12 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %12, align 8
  %13 = load i128, ptr %6, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %14, align 16
  %15 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %15, align 8
  %16 = load i128, ptr %7, align 16
  store i128 %13, ptr %8, align 16
  store i128 %16, ptr %9, align 16
  %17 = load i128, ptr %8, align 16
  %18 = load i128, ptr %9, align 16
  %19 = add i128 %17, %18
  store i128 %19, ptr %10, align 16
  %20 = load i128, ptr %10, align 16
  %21 = load i128, ptr %8, align 16
  %22 = icmp ult i128 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %4
  br label %26

24:                                               ; preds = %4
  %25 = load i128, ptr %10, align 16
  br label %26

26:                                               ; preds = %24, %23
  %27 = phi i128 [ -1, %23 ], [ %25, %24 ]
  store i128 %27, ptr %5, align 16
  %28 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @s8_add(i8 noundef signext %0, i8 noundef signext %1) #0 {
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
define internal signext i8 @s8_sub(i8 noundef signext %0, i8 noundef signext %1) #0 {
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
define internal signext i16 @s16_add(i16 noundef signext %0, i16 noundef signext %1) #0 {
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
define internal signext i16 @s16_sub(i16 noundef signext %0, i16 noundef signext %1) #0 {
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
define internal signext i8 @s8_clamp(i8 noundef signext %0, i8 noundef signext %1) #0 {
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
define internal signext i16 @s16_clamp_sub(i16 noundef signext %0, i16 noundef signext %1) #0 {
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
define internal { i64, i64 } @bits128(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %5, align 16
  store i128 %12, ptr %6, align 16
  store i32 %2, ptr %7, align 4
  %13 = load i128, ptr %6, align 16
  %14 = trunc i128 %13 to i64
  %15 = call i64 @llvm.bswap.i64(i64 %14)
  %16 = zext i64 %15 to i128
  %17 = shl i128 %16, 64
  %18 = load i128, ptr %6, align 16
  %19 = lshr i128 %18, 64
  %20 = trunc i128 %19 to i64
  %21 = call i64 @llvm.bswap.i64(i64 %20)
  %22 = zext i64 %21 to i128
  %23 = or i128 %17, %22
  store i128 %23, ptr %8, align 16
  %24 = load i32, ptr %7, align 4
  %25 = and i32 %24, 127
  store i32 %25, ptr %7, align 4
  %26 = load i32, ptr %7, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %39

28:                                               ; preds = %3
  %29 = load i128, ptr %6, align 16
  %30 = load i32, ptr %7, align 4
  %31 = zext i32 %30 to i128
  %32 = shl i128 %29, %31
  %33 = load i128, ptr %6, align 16
  %34 = load i32, ptr %7, align 4
  %35 = sub i32 128, %34
  %36 = zext i32 %35 to i128
  %37 = lshr i128 %33, %36
  %38 = or i128 %32, %37
  br label %41

39:                                               ; preds = %3
  %40 = load i128, ptr %6, align 16
  br label %41

41:                                               ; preds = %39, %28
  %42 = phi i128 [ %38, %28 ], [ %40, %39 ]
  store i128 %42, ptr %9, align 16
  %43 = load i128, ptr %8, align 16
  %44 = load i128, ptr %9, align 16
  %45 = xor i128 %43, %44
  %46 = load i128, ptr %6, align 16
  %47 = call i128 @llvm.ctpop.i128(i128 %46)
  %48 = trunc i128 %47 to i32
  %49 = sext i32 %48 to i128
  %50 = shl i128 %49, 7
  %51 = xor i128 %45, %50
  %52 = load i128, ptr %6, align 16
  %53 = call i128 @llvm.ctlz.i128(i128 %52, i1 true)
  %54 = trunc i128 %53 to i32
  %55 = icmp eq i128 %52, 0
  %56 = select i1 %55, i32 128, i32 %54
  %57 = sext i32 %56 to i128
  %58 = shl i128 %57, 20
  %59 = xor i128 %51, %58
  %60 = load i128, ptr %6, align 16
  %61 = call i128 @llvm.cttz.i128(i128 %60, i1 true)
  %62 = trunc i128 %61 to i32
  %63 = icmp eq i128 %60, 0
  %64 = select i1 %63, i32 128, i32 %62
  %65 = sext i32 %64 to i128
  %66 = shl i128 %65, 40
  %67 = xor i128 %59, %66
  store i128 %67, ptr %4, align 16
  %68 = load { i64, i64 }, ptr %4, align 16
  ret { i64, i64 } %68
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @abs128(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %6, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %7, align 8
  %8 = load i128, ptr %4, align 16
  store i128 %8, ptr %5, align 16
  %9 = load i128, ptr %5, align 16
  %10 = icmp slt i128 %9, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = load i128, ptr %5, align 16
  %13 = sub nsw i128 0, %12
  br label %16

14:                                               ; preds = %2
  %15 = load i128, ptr %5, align 16
  br label %16

16:                                               ; preds = %14, %11
  %17 = phi i128 [ %13, %11 ], [ %15, %14 ]
  store i128 %17, ptr %3, align 16
  %18 = load { i64, i64 }, ptr %3, align 16
  ret { i64, i64 } %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @max128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = icmp sgt i128 %16, %17
  br i1 %18, label %19, label %21

19:                                               ; preds = %4
  %20 = load i128, ptr %8, align 16
  br label %23

21:                                               ; preds = %4
  %22 = load i128, ptr %9, align 16
  br label %23

23:                                               ; preds = %21, %19
  %24 = phi i128 [ %20, %19 ], [ %22, %21 ]
  store i128 %24, ptr %5, align 16
  %25 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @umin128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = icmp ult i128 %16, %17
  br i1 %18, label %19, label %21

19:                                               ; preds = %4
  %20 = load i128, ptr %8, align 16
  br label %23

21:                                               ; preds = %4
  %22 = load i128, ptr %9, align 16
  br label %23

23:                                               ; preds = %21, %19
  %24 = phi i128 [ %20, %19 ], [ %22, %21 ]
  store i128 %24, ptr %5, align 16
  %25 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %25
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
define internal i32 @cls_l(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = call i1 @llvm.is.fpclass.f80(x86_fp80 %3, i32 3)
  %5 = xor i1 %4, true
  %6 = xor i1 %5, true
  %7 = zext i1 %6 to i32
  %8 = load x86_fp80, ptr %2, align 16
  %9 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %8) #9
  %10 = fcmp oeq x86_fp80 %9, 0xK7FFF8000000000000000
  %11 = bitcast x86_fp80 %8 to i80
  %12 = icmp slt i80 %11, 0
  %13 = select i1 %12, i32 -1, i32 1
  %14 = select i1 %10, i32 %13, i32 0
  %15 = icmp ne i32 %14, 0
  %16 = xor i1 %15, true
  %17 = xor i1 %16, true
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 1
  %20 = or i32 %7, %19
  %21 = load x86_fp80, ptr %2, align 16
  %22 = call i1 @llvm.is.fpclass.f80(x86_fp80 %21, i32 504)
  %23 = xor i1 %22, true
  %24 = xor i1 %23, true
  %25 = zext i1 %24 to i32
  %26 = shl i32 %25, 2
  %27 = or i32 %20, %26
  %28 = load x86_fp80, ptr %2, align 16
  %29 = call i1 @llvm.is.fpclass.f80(x86_fp80 %28, i32 264)
  %30 = xor i1 %29, true
  %31 = xor i1 %30, true
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %27, %33
  %35 = load x86_fp80, ptr %2, align 16
  %36 = bitcast x86_fp80 %35 to i80
  %37 = icmp slt i80 %36, 0
  %38 = xor i1 %37, true
  %39 = xor i1 %38, true
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load x86_fp80, ptr %2, align 16
  %44 = fcmp oeq x86_fp80 %43, 0xK00000000000000000000
  br i1 %44, label %45, label %53

45:                                               ; preds = %58, %55, %53, %1
  %46 = phi i32 [ 2, %1 ], [ 0, %53 ], [ 1, %55 ], [ %60, %58 ]
  %47 = icmp eq i32 %46, 3
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 5
  %50 = or i32 %42, %49
  %51 = load x86_fp80, ptr %2, align 16
  %52 = fcmp oeq x86_fp80 %51, 0xK00000000000000000000
  br i1 %52, label %61, label %117

53:                                               ; preds = %1
  %54 = fcmp uno x86_fp80 %43, %43
  br i1 %54, label %45, label %55

55:                                               ; preds = %53
  %56 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %43) #9
  %57 = fcmp oeq x86_fp80 %56, 0xK7FFF8000000000000000
  br i1 %57, label %45, label %58

58:                                               ; preds = %55
  %59 = fcmp uge x86_fp80 %56, 0xK00018000000000000000
  %60 = select i1 %59, i32 4, i32 3
  br label %45

61:                                               ; preds = %122, %119, %117, %45
  %62 = phi i32 [ 2, %45 ], [ 0, %117 ], [ 1, %119 ], [ %124, %122 ]
  %63 = icmp eq i32 %62, 2
  %64 = zext i1 %63 to i32
  %65 = shl i32 %64, 6
  %66 = or i32 %50, %65
  %67 = load x86_fp80, ptr %2, align 16
  %68 = call i1 @llvm.is.fpclass.f80(x86_fp80 %67, i32 1008)
  %69 = zext i1 %68 to i32
  %70 = shl i32 %69, 7
  %71 = or i32 %66, %70
  %72 = load x86_fp80, ptr %2, align 16
  %73 = call i1 @llvm.is.fpclass.f80(x86_fp80 %72, i32 144)
  %74 = zext i1 %73 to i32
  %75 = shl i32 %74, 8
  %76 = or i32 %71, %75
  %77 = load x86_fp80, ptr %2, align 16
  %78 = call i1 @llvm.is.fpclass.f80(x86_fp80 %77, i32 516)
  %79 = zext i1 %78 to i32
  %80 = shl i32 %79, 9
  %81 = or i32 %76, %80
  %82 = load x86_fp80, ptr %2, align 16
  %83 = call i1 @llvm.is.fpclass.f80(x86_fp80 %82, i32 264)
  %84 = zext i1 %83 to i32
  %85 = shl i32 %84, 10
  %86 = or i32 %81, %85
  %87 = load x86_fp80, ptr %2, align 16
  %88 = call i1 @llvm.is.fpclass.f80(x86_fp80 %87, i32 96)
  %89 = zext i1 %88 to i32
  %90 = shl i32 %89, 11
  %91 = or i32 %86, %90
  %92 = load x86_fp80, ptr %2, align 16
  %93 = call i1 @llvm.is.fpclass.f80(x86_fp80 %92, i32 1020)
  %94 = zext i1 %93 to i32
  %95 = shl i32 %94, 12
  %96 = or i32 %91, %95
  %97 = load x86_fp80, ptr %2, align 16
  %98 = call i1 @llvm.is.fpclass.f80(x86_fp80 %97, i32 3)
  %99 = zext i1 %98 to i32
  %100 = shl i32 %99, 13
  %101 = or i32 %96, %100
  %102 = load x86_fp80, ptr %2, align 16
  %103 = call i1 @llvm.is.fpclass.f80(x86_fp80 %102, i32 512)
  %104 = zext i1 %103 to i32
  %105 = shl i32 %104, 14
  %106 = or i32 %101, %105
  %107 = load x86_fp80, ptr %2, align 16
  %108 = call i1 @llvm.is.fpclass.f80(x86_fp80 %107, i32 16)
  %109 = zext i1 %108 to i32
  %110 = shl i32 %109, 15
  %111 = or i32 %106, %110
  %112 = load x86_fp80, ptr %2, align 16
  %113 = call i1 @llvm.is.fpclass.f80(x86_fp80 %112, i32 680)
  %114 = zext i1 %113 to i32
  %115 = shl i32 %114, 16
  %116 = or i32 %111, %115
  ret i32 %116

117:                                              ; preds = %45
  %118 = fcmp uno x86_fp80 %51, %51
  br i1 %118, label %61, label %119

119:                                              ; preds = %117
  %120 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %51) #9
  %121 = fcmp oeq x86_fp80 %120, 0xK7FFF8000000000000000
  br i1 %121, label %61, label %122

122:                                              ; preds = %119
  %123 = fcmp uge x86_fp80 %120, 0xK00018000000000000000
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
define internal i64 @roundsl(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = call i64 @lroundl(x86_fp80 noundef %3) #8
  %5 = mul nsw i64 %4, 10
  %6 = load x86_fp80, ptr %2, align 16
  %7 = call i64 @lrintl(x86_fp80 noundef %6) #8
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
declare i1 @llvm.is.fpclass.f80(x86_fp80, i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #5

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
declare i64 @lroundl(x86_fp80 noundef) #4

; Function Attrs: nounwind
declare i64 @lrintl(x86_fp80 noundef) #4

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!4 = !{i32 7, !"frame-pointer", i32 2}
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
