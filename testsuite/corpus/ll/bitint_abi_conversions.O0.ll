; ModuleID = 'programs/bitint_abi_conversions.c'
source_filename = "programs/bitint_abi_conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"combine=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"widen(-4096)=%lld high=%lld uwiden=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"narrow=%d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [39 x i8] c"ret130 hi=%llx mid=%016llx lo=%016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"to fp: %.17g %.9g %.21Lg %.17g\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"to fp: %.17g %.9g %.21Lg\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"from fp: %lld %llu %lld \00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"%llx %016llx %016llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"chain %lld %llu %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i16, align 2
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i128, align 8
  %10 = alloca i128, align 8
  %11 = alloca [24 x i8], align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i128, align 8
  %15 = alloca i16, align 2
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i128, align 8
  %19 = alloca [24 x i8], align 8
  %20 = alloca i64, align 8
  %21 = alloca i128, align 8
  %22 = alloca i128, align 8
  %23 = alloca [24 x i8], align 8
  %24 = alloca i128, align 8
  %25 = alloca i128, align 8
  %26 = alloca i128, align 8
  %27 = alloca [24 x i8], align 8
  %28 = alloca [24 x i8], align 8
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca i128, align 8
  %34 = alloca [24 x i8], align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca i128, align 8
  %38 = alloca i64, align 8
  %39 = alloca i64, align 8
  %40 = alloca i128, align 8
  %41 = alloca [24 x i8], align 8
  %42 = alloca [24 x i8], align 8
  %43 = alloca i64, align 8
  %44 = alloca i64, align 8
  %45 = alloca i128, align 8
  %46 = alloca i64, align 8
  %47 = alloca i64, align 8
  %48 = alloca i128, align 8
  %49 = alloca i16, align 2
  %50 = alloca i32, align 4
  %51 = alloca i64, align 8
  %52 = alloca i128, align 8
  %53 = alloca [24 x i8], align 8
  %54 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store volatile i16 -4096, ptr %2, align 2
  store volatile i16 4095, ptr %3, align 2
  store volatile i32 131071, ptr %4, align 4
  store volatile i32 65536, ptr %5, align 4
  store volatile i64 -34359738368, ptr %6, align 8
  store volatile i64 12345678901, ptr %7, align 8
  store volatile i64 1152921504606890957, ptr %8, align 8
  store volatile i128 -19807040628566084398385987584, ptr %9, align 8
  store volatile i128 9903520314283042199192993793, ptr %10, align 8
  store volatile i192 680564733841876926926749214863536435257, ptr %11, align 8
  %55 = load volatile i16, ptr %2, align 2
  %56 = trunc i16 %55 to i13
  %57 = load volatile i32, ptr %4, align 4
  %58 = trunc i32 %57 to i17
  %59 = load volatile i64, ptr %6, align 8
  %60 = trunc i64 %59 to i37
  %61 = load volatile i64, ptr %8, align 8
  %62 = trunc i64 %61 to i61
  %63 = load volatile i128, ptr %9, align 8
  %64 = trunc i128 %63 to i96
  %65 = load volatile i16, ptr %3, align 2
  %66 = trunc i16 %65 to i13
  %67 = load volatile i32, ptr %5, align 4
  %68 = trunc i32 %67 to i17
  %69 = load volatile i64, ptr %7, align 8
  %70 = trunc i64 %69 to i37
  %71 = load volatile i128, ptr %10, align 8
  %72 = trunc i128 %71 to i96
  %73 = load volatile i192, ptr %11, align 8
  %74 = trunc i192 %73 to i130
  %75 = sext i37 %60 to i64
  store i64 %75, ptr %12, align 8
  %76 = load i64, ptr %12, align 8
  %77 = zext i61 %62 to i64
  store i64 %77, ptr %13, align 8
  %78 = load i64, ptr %13, align 8
  %79 = sext i96 %64 to i128
  store i128 %79, ptr %14, align 8
  %80 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %81 = load i64, ptr %80, align 8
  %82 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %83 = load i64, ptr %82, align 8
  %84 = sext i13 %66 to i16
  store i16 %84, ptr %15, align 2
  %85 = load i16, ptr %15, align 2
  %86 = zext i17 %68 to i32
  store i32 %86, ptr %16, align 4
  %87 = load i32, ptr %16, align 4
  %88 = sext i37 %70 to i64
  store i64 %88, ptr %17, align 8
  %89 = load i64, ptr %17, align 8
  %90 = sext i96 %72 to i128
  store i128 %90, ptr %18, align 8
  %91 = zext i130 %74 to i192
  store i192 %91, ptr %19, align 8
  %92 = call i64 @combine(i13 noundef signext %56, i17 noundef zeroext %58, i64 noundef %76, i64 noundef %78, i64 noundef %81, i64 noundef %83, i16 noundef %85, i32 noundef %87, i64 noundef %89, ptr noundef byval(i128) align 8 %18, ptr noundef byval([24 x i8]) align 8 %19)
  store i64 %92, ptr %20, align 8
  %93 = load i64, ptr %20, align 8
  %94 = trunc i64 %93 to i37
  %95 = sext i37 %94 to i64
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %95)
  %97 = load volatile i16, ptr %2, align 2
  %98 = trunc i16 %97 to i13
  %99 = call { i64, i64 } @widen(i13 noundef signext %98)
  %100 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %101 = extractvalue { i64, i64 } %99, 0
  store i64 %101, ptr %100, align 8
  %102 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %103 = extractvalue { i64, i64 } %99, 1
  store i64 %103, ptr %102, align 8
  %104 = load i128, ptr %21, align 8
  %105 = trunc i128 %104 to i96
  %106 = trunc i96 %105 to i64
  %107 = load volatile i16, ptr %2, align 2
  %108 = trunc i16 %107 to i13
  %109 = call { i64, i64 } @widen(i13 noundef signext %108)
  %110 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %111 = extractvalue { i64, i64 } %109, 0
  store i64 %111, ptr %110, align 8
  %112 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %113 = extractvalue { i64, i64 } %109, 1
  store i64 %113, ptr %112, align 8
  %114 = load i128, ptr %22, align 8
  %115 = trunc i128 %114 to i96
  %116 = ashr i96 %115, 64
  %117 = trunc i96 %116 to i64
  %118 = load volatile i32, ptr %4, align 4
  %119 = trunc i32 %118 to i17
  call void @uwiden(ptr dead_on_unwind writable sret([24 x i8]) align 8 %23, i17 noundef zeroext %119)
  %120 = load i192, ptr %23, align 8
  %121 = trunc i192 %120 to i130
  %122 = trunc i130 %121 to i64
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %106, i64 noundef %117, i64 noundef %122)
  %124 = load volatile i128, ptr %9, align 8
  %125 = trunc i128 %124 to i96
  %126 = add nsw i96 %125, 5
  %127 = sext i96 %126 to i128
  store i128 %127, ptr %24, align 8
  %128 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %129 = load i64, ptr %128, align 8
  %130 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %131 = load i64, ptr %130, align 8
  %132 = call signext i13 @narrow(i64 noundef %129, i64 noundef %131)
  %133 = sext i13 %132 to i32
  store i128 8191, ptr %25, align 8
  %134 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %135 = load i64, ptr %134, align 8
  %136 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %137 = load i64, ptr %136, align 8
  %138 = call signext i13 @narrow(i64 noundef %135, i64 noundef %137)
  %139 = sext i13 %138 to i32
  store i128 12288, ptr %26, align 8
  %140 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %141 = load i64, ptr %140, align 8
  %142 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %143 = load i64, ptr %142, align 8
  %144 = call signext i13 @narrow(i64 noundef %141, i64 noundef %143)
  %145 = sext i13 %144 to i32
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %133, i32 noundef %139, i32 noundef %145)
  %147 = load volatile i64, ptr %8, align 8
  %148 = trunc i64 %147 to i61
  %149 = load volatile i64, ptr %8, align 8
  %150 = trunc i64 %149 to i61
  %151 = zext i61 %148 to i64
  store i64 %151, ptr %29, align 8
  %152 = load i64, ptr %29, align 8
  %153 = zext i61 %150 to i64
  store i64 %153, ptr %30, align 8
  %154 = load i64, ptr %30, align 8
  call void @ret130(ptr dead_on_unwind writable sret([24 x i8]) align 8 %28, i64 noundef %152, i64 noundef %154)
  %155 = load i192, ptr %28, align 8
  %156 = trunc i192 %155 to i130
  %157 = zext i130 %156 to i192
  store i192 %157, ptr %27, align 8
  %158 = load i192, ptr %27, align 8
  %159 = trunc i192 %158 to i130
  %160 = lshr i130 %159, 128
  %161 = trunc i130 %160 to i64
  %162 = load i192, ptr %27, align 8
  %163 = trunc i192 %162 to i130
  %164 = lshr i130 %163, 64
  %165 = trunc i130 %164 to i64
  %166 = load i192, ptr %27, align 8
  %167 = trunc i192 %166 to i130
  %168 = trunc i130 %167 to i64
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %161, i64 noundef %165, i64 noundef %168)
  %170 = load volatile i64, ptr %6, align 8
  %171 = trunc i64 %170 to i37
  %172 = sext i37 %171 to i64
  store i64 %172, ptr %31, align 8
  %173 = load i64, ptr %31, align 8
  %174 = call double @d37(i64 noundef %173)
  %175 = load volatile i64, ptr %8, align 8
  %176 = trunc i64 %175 to i61
  %177 = zext i61 %176 to i64
  store i64 %177, ptr %32, align 8
  %178 = load i64, ptr %32, align 8
  %179 = call float @f61(i64 noundef %178)
  %180 = fpext float %179 to double
  %181 = load volatile i128, ptr %9, align 8
  %182 = trunc i128 %181 to i96
  %183 = sext i96 %182 to i128
  store i128 %183, ptr %33, align 8
  %184 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 0
  %185 = load i64, ptr %184, align 8
  %186 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 1
  %187 = load i64, ptr %186, align 8
  %188 = call x86_fp80 @ld96(i64 noundef %185, i64 noundef %187)
  %189 = load volatile i192, ptr %11, align 8
  %190 = trunc i192 %189 to i130
  %191 = zext i130 %190 to i192
  store i192 %191, ptr %34, align 8
  %192 = call double @d130(ptr noundef byval([24 x i8]) align 8 %34)
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %174, double noundef %180, x86_fp80 noundef %188, double noundef %192)
  %194 = load volatile i64, ptr %7, align 8
  %195 = trunc i64 %194 to i37
  %196 = sext i37 %195 to i64
  store i64 %196, ptr %35, align 8
  %197 = load i64, ptr %35, align 8
  %198 = call double @d37(i64 noundef %197)
  store i64 2305843009213693951, ptr %36, align 8
  %199 = load i64, ptr %36, align 8
  %200 = call float @f61(i64 noundef %199)
  %201 = fpext float %200 to double
  %202 = load volatile i128, ptr %10, align 8
  %203 = trunc i128 %202 to i96
  %204 = sext i96 %203 to i128
  store i128 %204, ptr %37, align 8
  %205 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 0
  %206 = load i64, ptr %205, align 8
  %207 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 1
  %208 = load i64, ptr %207, align 8
  %209 = call x86_fp80 @ld96(i64 noundef %206, i64 noundef %208)
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %198, double noundef %201, x86_fp80 noundef %209)
  %211 = call i64 @from_d(double noundef 0xC21FFFFFFFFF0000)
  store i64 %211, ptr %38, align 8
  %212 = load i64, ptr %38, align 8
  %213 = trunc i64 %212 to i37
  %214 = sext i37 %213 to i64
  %215 = call i64 @from_f(float noundef 0x43B4D11200000000)
  store i64 %215, ptr %39, align 8
  %216 = load i64, ptr %39, align 8
  %217 = trunc i64 %216 to i61
  %218 = zext i61 %217 to i64
  %219 = call { i64, i64 } @from_ld(x86_fp80 noundef 0xKC05DFC081678B187128F)
  %220 = getelementptr inbounds { i64, i64 }, ptr %40, i32 0, i32 0
  %221 = extractvalue { i64, i64 } %219, 0
  store i64 %221, ptr %220, align 8
  %222 = getelementptr inbounds { i64, i64 }, ptr %40, i32 0, i32 1
  %223 = extractvalue { i64, i64 } %219, 1
  store i64 %223, ptr %222, align 8
  %224 = load i128, ptr %40, align 8
  %225 = trunc i128 %224 to i96
  %226 = ashr i96 %225, 32
  %227 = trunc i96 %226 to i64
  %228 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %214, i64 noundef %218, i64 noundef %227)
  call void @from_d130(ptr dead_on_unwind writable sret([24 x i8]) align 8 %42, double noundef 0x48078287F49C4A1D)
  %229 = load i192, ptr %42, align 8
  %230 = trunc i192 %229 to i130
  %231 = zext i130 %230 to i192
  store i192 %231, ptr %41, align 8
  %232 = load i192, ptr %41, align 8
  %233 = trunc i192 %232 to i130
  %234 = lshr i130 %233, 128
  %235 = trunc i130 %234 to i64
  %236 = load i192, ptr %41, align 8
  %237 = trunc i192 %236 to i130
  %238 = lshr i130 %237, 64
  %239 = trunc i130 %238 to i64
  %240 = load i192, ptr %41, align 8
  %241 = trunc i192 %240 to i130
  %242 = trunc i130 %241 to i64
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %235, i64 noundef %239, i64 noundef %242)
  store i64 -1, ptr %43, align 8
  %244 = load i64, ptr %43, align 8
  %245 = trunc i64 %244 to i37
  %246 = trunc i37 %245 to i17
  %247 = zext i17 %246 to i61
  %248 = zext i61 %247 to i64
  store i64 %248, ptr %44, align 8
  %249 = load i64, ptr %44, align 8
  %250 = trunc i64 %249 to i61
  %251 = trunc i61 %250 to i37
  %252 = sext i37 %251 to i96
  %253 = sext i96 %252 to i128
  store i128 %253, ptr %45, align 8
  %254 = load i64, ptr %43, align 8
  %255 = trunc i64 %254 to i37
  %256 = sext i37 %255 to i64
  %257 = load i64, ptr %44, align 8
  %258 = trunc i64 %257 to i61
  %259 = zext i61 %258 to i64
  %260 = load i128, ptr %45, align 8
  %261 = trunc i128 %260 to i96
  %262 = trunc i96 %261 to i64
  %263 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %256, i64 noundef %259, i64 noundef %262)
  %264 = load volatile i16, ptr %2, align 2
  %265 = trunc i16 %264 to i13
  %266 = load volatile i32, ptr %4, align 4
  %267 = trunc i32 %266 to i17
  %268 = load volatile i64, ptr %6, align 8
  %269 = trunc i64 %268 to i37
  %270 = load volatile i64, ptr %8, align 8
  %271 = trunc i64 %270 to i61
  %272 = load volatile i128, ptr %9, align 8
  %273 = trunc i128 %272 to i96
  %274 = load volatile i16, ptr %3, align 2
  %275 = trunc i16 %274 to i13
  %276 = load volatile i32, ptr %5, align 4
  %277 = trunc i32 %276 to i17
  %278 = load volatile i64, ptr %7, align 8
  %279 = trunc i64 %278 to i37
  %280 = load volatile i128, ptr %10, align 8
  %281 = trunc i128 %280 to i96
  %282 = load volatile i192, ptr %11, align 8
  %283 = trunc i192 %282 to i130
  %284 = sext i37 %269 to i64
  store i64 %284, ptr %46, align 8
  %285 = load i64, ptr %46, align 8
  %286 = zext i61 %271 to i64
  store i64 %286, ptr %47, align 8
  %287 = load i64, ptr %47, align 8
  %288 = sext i96 %273 to i128
  store i128 %288, ptr %48, align 8
  %289 = getelementptr inbounds { i64, i64 }, ptr %48, i32 0, i32 0
  %290 = load i64, ptr %289, align 8
  %291 = getelementptr inbounds { i64, i64 }, ptr %48, i32 0, i32 1
  %292 = load i64, ptr %291, align 8
  %293 = sext i13 %275 to i16
  store i16 %293, ptr %49, align 2
  %294 = load i16, ptr %49, align 2
  %295 = zext i17 %277 to i32
  store i32 %295, ptr %50, align 4
  %296 = load i32, ptr %50, align 4
  %297 = sext i37 %279 to i64
  store i64 %297, ptr %51, align 8
  %298 = load i64, ptr %51, align 8
  %299 = sext i96 %281 to i128
  store i128 %299, ptr %52, align 8
  %300 = zext i130 %283 to i192
  store i192 %300, ptr %53, align 8
  %301 = call i64 @combine(i13 noundef signext %265, i17 noundef zeroext %267, i64 noundef %285, i64 noundef %287, i64 noundef %290, i64 noundef %292, i16 noundef %294, i32 noundef %296, i64 noundef %298, ptr noundef byval(i128) align 8 %52, ptr noundef byval([24 x i8]) align 8 %53)
  store i64 %301, ptr %54, align 8
  %302 = load i64, ptr %54, align 8
  %303 = trunc i64 %302 to i37
  %304 = sext i37 %303 to i64
  %305 = and i64 %304, 127
  %306 = trunc i64 %305 to i32
  ret i32 %306
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @combine(i13 noundef signext %0, i17 noundef zeroext %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i16 noundef %6, i32 noundef %7, i64 noundef %8, ptr noundef byval(i128) align 8 %9, ptr noundef byval([24 x i8]) align 8 %10) #0 {
  %12 = alloca i37, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i128, align 8
  %16 = alloca i16, align 2
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i16, align 2
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i128, align 8
  %24 = alloca i16, align 2
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i128, align 8
  %28 = alloca [24 x i8], align 8
  store i64 %2, ptr %13, align 8
  %29 = load i64, ptr %13, align 8
  %30 = trunc i64 %29 to i37
  store i64 %3, ptr %14, align 8
  %31 = load i64, ptr %14, align 8
  %32 = trunc i64 %31 to i61
  %33 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  store i64 %4, ptr %33, align 8
  %34 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  store i64 %5, ptr %34, align 8
  %35 = load i128, ptr %15, align 8
  %36 = trunc i128 %35 to i96
  store i16 %6, ptr %16, align 2
  %37 = load i16, ptr %16, align 2
  %38 = trunc i16 %37 to i13
  store i32 %7, ptr %17, align 4
  %39 = load i32, ptr %17, align 4
  %40 = trunc i32 %39 to i17
  store i64 %8, ptr %18, align 8
  %41 = load i64, ptr %18, align 8
  %42 = trunc i64 %41 to i37
  %43 = load i128, ptr %9, align 8
  %44 = trunc i128 %43 to i96
  %45 = load i192, ptr %10, align 8
  %46 = trunc i192 %45 to i130
  %47 = sext i13 %0 to i16
  store i16 %47, ptr %19, align 2
  %48 = zext i17 %1 to i32
  store i32 %48, ptr %20, align 4
  %49 = sext i37 %30 to i64
  store i64 %49, ptr %21, align 8
  %50 = zext i61 %32 to i64
  store i64 %50, ptr %22, align 8
  %51 = sext i96 %36 to i128
  store i128 %51, ptr %23, align 8
  %52 = sext i13 %38 to i16
  store i16 %52, ptr %24, align 2
  %53 = zext i17 %40 to i32
  store i32 %53, ptr %25, align 4
  %54 = sext i37 %42 to i64
  store i64 %54, ptr %26, align 8
  %55 = sext i96 %44 to i128
  store i128 %55, ptr %27, align 8
  %56 = zext i130 %46 to i192
  store i192 %56, ptr %28, align 8
  %57 = load i16, ptr %19, align 2
  %58 = trunc i16 %57 to i13
  %59 = sext i13 %58 to i37
  %60 = load i32, ptr %20, align 4
  %61 = trunc i32 %60 to i17
  %62 = zext i17 %61 to i37
  %63 = add nsw i37 %59, %62
  %64 = load i64, ptr %21, align 8
  %65 = trunc i64 %64 to i37
  %66 = add nsw i37 %63, %65
  %67 = load i64, ptr %22, align 8
  %68 = trunc i64 %67 to i61
  %69 = and i61 %68, 65535
  %70 = trunc i61 %69 to i37
  %71 = add nsw i37 %66, %70
  %72 = load i128, ptr %23, align 8
  %73 = trunc i128 %72 to i96
  %74 = ashr i96 %73, 80
  %75 = trunc i96 %74 to i37
  %76 = add nsw i37 %71, %75
  %77 = load i16, ptr %24, align 2
  %78 = trunc i16 %77 to i13
  %79 = sext i13 %78 to i37
  %80 = add nsw i37 %76, %79
  %81 = load i32, ptr %25, align 4
  %82 = trunc i32 %81 to i17
  %83 = zext i17 %82 to i37
  %84 = add nsw i37 %80, %83
  %85 = load i64, ptr %26, align 8
  %86 = trunc i64 %85 to i37
  %87 = add nsw i37 %84, %86
  %88 = load i128, ptr %27, align 8
  %89 = trunc i128 %88 to i96
  %90 = ashr i96 %89, 90
  %91 = trunc i96 %90 to i37
  %92 = add nsw i37 %87, %91
  %93 = load i192, ptr %28, align 8
  %94 = trunc i192 %93 to i130
  %95 = lshr i130 %94, 120
  %96 = trunc i130 %95 to i37
  %97 = add nsw i37 %92, %96
  store i37 %97, ptr %12, align 8
  %98 = load i37, ptr %12, align 8
  %99 = zext i37 %98 to i64
  ret i64 %99
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @widen(i13 noundef signext %0) #0 {
  %2 = alloca i96, align 8
  %3 = alloca i16, align 2
  %4 = sext i13 %0 to i16
  store i16 %4, ptr %3, align 2
  %5 = load i16, ptr %3, align 2
  %6 = trunc i16 %5 to i13
  %7 = sext i13 %6 to i96
  store i96 %7, ptr %2, align 8
  %8 = load { i64, i64 }, ptr %2, align 8
  ret { i64, i64 } %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @uwiden(ptr dead_on_unwind noalias writable sret([24 x i8]) align 8 %0, i17 noundef zeroext %1) #0 {
  %3 = alloca i32, align 4
  %4 = zext i17 %1 to i32
  store i32 %4, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = trunc i32 %5 to i17
  %7 = zext i17 %6 to i130
  %8 = zext i130 %7 to i192
  store i192 %8, ptr %0, align 8
  %9 = load i192, ptr %0, align 8
  %10 = trunc i192 %9 to i130
  %11 = zext i130 %10 to i192
  store i192 %11, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i13 @narrow(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 8
  %4 = alloca i128, align 8
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 8
  %8 = trunc i128 %7 to i96
  %9 = sext i96 %8 to i128
  store i128 %9, ptr %4, align 8
  %10 = load i128, ptr %4, align 8
  %11 = trunc i128 %10 to i96
  %12 = trunc i96 %11 to i13
  ret i13 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ret130(ptr dead_on_unwind noalias writable sret([24 x i8]) align 8 %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %1, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i61
  store i64 %2, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i61
  %12 = zext i61 %9 to i64
  store i64 %12, ptr %6, align 8
  %13 = zext i61 %11 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %6, align 8
  %15 = trunc i64 %14 to i61
  %16 = zext i61 %15 to i130
  %17 = load i64, ptr %7, align 8
  %18 = trunc i64 %17 to i61
  %19 = zext i61 %18 to i130
  %20 = mul i130 %16, %19
  %21 = mul i130 %20, 4
  %22 = zext i130 %21 to i192
  store i192 %22, ptr %0, align 8
  %23 = load i192, ptr %0, align 8
  %24 = trunc i192 %23 to i130
  %25 = zext i130 %24 to i192
  store i192 %25, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d37(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i37
  %6 = sext i37 %5 to i64
  store i64 %6, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i37
  %9 = sitofp i37 %8 to double
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f61(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i61
  %6 = zext i61 %5 to i64
  store i64 %6, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i61
  %9 = uitofp i61 %8 to float
  ret float %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld96(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 8
  %4 = alloca i128, align 8
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 8
  %8 = trunc i128 %7 to i96
  %9 = sext i96 %8 to i128
  store i128 %9, ptr %4, align 8
  %10 = load i128, ptr %4, align 8
  %11 = trunc i128 %10 to i96
  %12 = sitofp i96 %11 to x86_fp80
  ret x86_fp80 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d130(ptr noundef byval([24 x i8]) align 8 %0) #0 {
  %2 = alloca [24 x i8], align 8
  %3 = load i192, ptr %0, align 8
  %4 = trunc i192 %3 to i130
  %5 = zext i130 %4 to i192
  store i192 %5, ptr %2, align 8
  %6 = load i192, ptr %2, align 8
  %7 = trunc i192 %6 to i130
  %8 = uitofp i130 %7 to double
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @from_d(double noundef %0) #0 {
  %2 = alloca i37, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fptosi double %4 to i37
  store i37 %5, ptr %2, align 8
  %6 = load i37, ptr %2, align 8
  %7 = zext i37 %6 to i64
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @from_f(float noundef %0) #0 {
  %2 = alloca i61, align 8
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = load float, ptr %3, align 4
  %5 = fptoui float %4 to i61
  store i61 %5, ptr %2, align 8
  %6 = load i61, ptr %2, align 8
  %7 = zext i61 %6 to i64
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @from_ld(x86_fp80 noundef %0) #0 {
  %2 = alloca i96, align 8
  %3 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  %4 = load x86_fp80, ptr %3, align 16
  %5 = fptosi x86_fp80 %4 to i96
  store i96 %5, ptr %2, align 8
  %6 = load { i64, i64 }, ptr %2, align 8
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_d130(ptr dead_on_unwind noalias writable sret([24 x i8]) align 8 %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  store double %1, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fptoui double %4 to i130
  %6 = zext i130 %5 to i192
  store i192 %6, ptr %0, align 8
  %7 = load i192, ptr %0, align 8
  %8 = trunc i192 %7 to i130
  %9 = zext i130 %8 to i192
  store i192 %9, ptr %0, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
