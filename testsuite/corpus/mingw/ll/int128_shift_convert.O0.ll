; ModuleID = 'programs/int128_shift_convert.c'
source_filename = "programs/int128_shift_convert.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.uv = private unnamed_addr constant [10 x i128] [i128 0, i128 1, i128 18446744073709551615, i128 18446744073709551616, i128 18446744073709551617, i128 -170141183460469231731687303715884105728, i128 -1, i128 1267650600228229542234191560705, i128 -37778931862957161709568, i128 9007199254740993], align 16
@.str = private unnamed_addr constant [3 x i8] c"u=\00", align 1
@.str.1 = private unnamed_addr constant [55 x i8] c" d=%.17g f=%.9g ld=%.21Lg sd=%.17g sf=%.9g sld=%.21Lg\0A\00", align 1
@__const.main.dv = private unnamed_addr constant [12 x double] [double 0.000000e+00, double 9.000000e-01, double -9.000000e-01, double 1.500000e+00, double -1.500000e+00, double 0x43F0000000000000, double 0x43F0000000000000, double 1.000000e+30, double -1.000000e+30, double 0x47DFFFFFFFFFFFFF, double 0xC7E0000000000000, double 0x4330000000000002], align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"d2s=\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c" d2u=\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"  (%g)\0A\00", align 1
@__const.main.fv = private unnamed_addr constant [5 x float] [float 0x4415AF1D80000000, float 0xC415AF1D80000000, float 0x47DFF933C0000000, float 0xC7E0000000000000, float 5.000000e-01], align 16
@.str.5 = private unnamed_addr constant [5 x i8] c"f2s=\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c" (%g)\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"ld2s=\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c" ld2u=\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c" (%Lg)\0A\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"i8=\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c" u16=\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c" i32=\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"u64=\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c" i64=\00", align 1
@.str.16 = private unnamed_addr constant [31 x i8] c"trunc i8=%d u32=%08x i64=%lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"s\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c" (%d)\0A\00", align 1
@.str.20 = private unnamed_addr constant [20 x i8] c"shift hash %016llx\0A\00", align 1
@.str.21 = private unnamed_addr constant [23 x i8] c"cmp %d %d %d %d %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"%s%016llx%016llx\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x i128], align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca i128, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca [12 x double], align 16
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca [5 x float], align 16
  %24 = alloca i32, align 4
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca [5 x x86_fp80], align 16
  %28 = alloca i32, align 4
  %29 = alloca x86_fp80, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca x86_fp80, align 16
  %33 = alloca i128, align 16
  %34 = alloca i128, align 16
  %35 = alloca x86_fp80, align 16
  %36 = alloca i8, align 1
  %37 = alloca i16, align 2
  %38 = alloca i32, align 4
  %39 = alloca i64, align 8
  %40 = alloca i64, align 8
  %41 = alloca i128, align 16
  %42 = alloca i128, align 16
  %43 = alloca i128, align 16
  %44 = alloca i128, align 16
  %45 = alloca i128, align 16
  %46 = alloca i128, align 16
  %47 = alloca i128, align 16
  %48 = alloca i128, align 16
  %49 = alloca i128, align 16
  %50 = alloca i128, align 16
  %51 = alloca i128, align 16
  %52 = alloca i128, align 16
  %53 = alloca i128, align 16
  %54 = alloca i128, align 16
  %55 = alloca i64, align 8
  %56 = alloca i32, align 4
  %57 = alloca i128, align 16
  %58 = alloca i128, align 16
  %59 = alloca i128, align 16
  %60 = alloca i128, align 16
  %61 = alloca i128, align 16
  %62 = alloca i128, align 16
  %63 = alloca i128, align 16
  %64 = alloca i128, align 16
  %65 = alloca i128, align 16
  %66 = alloca i128, align 16
  %67 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.uv, i64 160, i1 true)
  store i32 0, ptr %3, align 4
  br label %68

68:                                               ; preds = %92, %0
  %69 = load i32, ptr %3, align 4
  %70 = icmp slt i32 %69, 10
  br i1 %70, label %71, label %95

71:                                               ; preds = %68
  %72 = load i32, ptr %3, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [10 x i128], ptr %2, i64 0, i64 %73
  %75 = load volatile i128, ptr %74, align 16
  store i128 %75, ptr %4, align 16
  %76 = load i128, ptr %4, align 16
  store i128 %76, ptr %5, align 16
  call void @px(ptr noundef @.str, ptr noundef %5)
  %77 = load i128, ptr %4, align 16
  store i128 %77, ptr %6, align 16
  %78 = call double @u2d(ptr noundef %6)
  %79 = load i128, ptr %4, align 16
  store i128 %79, ptr %7, align 16
  %80 = call float @u2f(ptr noundef %7)
  %81 = fpext float %80 to double
  %82 = load i128, ptr %4, align 16
  store i128 %82, ptr %9, align 16
  call void @u2ld(ptr dead_on_unwind writable sret(x86_fp80) align 16 %8, ptr noundef %9)
  %83 = load x86_fp80, ptr %8, align 16
  %84 = load i128, ptr %4, align 16
  store i128 %84, ptr %10, align 16
  %85 = call double @s2d(ptr noundef %10)
  %86 = load i128, ptr %4, align 16
  store i128 %86, ptr %11, align 16
  %87 = call float @s2f(ptr noundef %11)
  %88 = fpext float %87 to double
  %89 = load i128, ptr %4, align 16
  store i128 %89, ptr %13, align 16
  call void @s2ld(ptr dead_on_unwind writable sret(x86_fp80) align 16 %12, ptr noundef %13)
  %90 = load x86_fp80, ptr %12, align 16
  store x86_fp80 %83, ptr %14, align 16
  store x86_fp80 %90, ptr %15, align 16
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %78, double noundef %81, ptr noundef %14, double noundef %85, double noundef %88, ptr noundef %15)
  br label %92

92:                                               ; preds = %71
  %93 = load i32, ptr %3, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %3, align 4
  br label %68, !llvm.loop !5

95:                                               ; preds = %68
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.main.dv, i64 96, i1 true)
  store i32 0, ptr %17, align 4
  br label %96

96:                                               ; preds = %119, %95
  %97 = load i32, ptr %17, align 4
  %98 = icmp slt i32 %97, 12
  br i1 %98, label %99, label %122

99:                                               ; preds = %96
  %100 = load i32, ptr %17, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [12 x double], ptr %16, i64 0, i64 %101
  %103 = load volatile double, ptr %102, align 8
  store double %103, ptr %18, align 8
  %104 = load double, ptr %18, align 8
  %105 = call <2 x i64> @d2s(double noundef %104)
  store <2 x i64> %105, ptr %19, align 16
  %106 = load i128, ptr %19, align 16
  store i128 %106, ptr %20, align 16
  call void @px(ptr noundef @.str.2, ptr noundef %20)
  %107 = load double, ptr %18, align 8
  %108 = fcmp oge double %107, 0.000000e+00
  br i1 %108, label %109, label %116

109:                                              ; preds = %99
  %110 = load double, ptr %18, align 8
  %111 = fcmp olt double %110, 3.400000e+38
  br i1 %111, label %112, label %116

112:                                              ; preds = %109
  %113 = load double, ptr %18, align 8
  %114 = call <2 x i64> @d2u(double noundef %113)
  store <2 x i64> %114, ptr %21, align 16
  %115 = load i128, ptr %21, align 16
  store i128 %115, ptr %22, align 16
  call void @px(ptr noundef @.str.3, ptr noundef %22)
  br label %116

116:                                              ; preds = %112, %109, %99
  %117 = load double, ptr %18, align 8
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %117)
  br label %119

119:                                              ; preds = %116
  %120 = load i32, ptr %17, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %17, align 4
  br label %96, !llvm.loop !7

122:                                              ; preds = %96
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %23, ptr align 16 @__const.main.fv, i64 20, i1 true)
  store i32 0, ptr %24, align 4
  br label %123

123:                                              ; preds = %139, %122
  %124 = load i32, ptr %24, align 4
  %125 = icmp slt i32 %124, 5
  br i1 %125, label %126, label %142

126:                                              ; preds = %123
  %127 = load i32, ptr %24, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [5 x float], ptr %23, i64 0, i64 %128
  %130 = load volatile float, ptr %129, align 4
  %131 = call <2 x i64> @f2s(float noundef %130)
  store <2 x i64> %131, ptr %25, align 16
  %132 = load i128, ptr %25, align 16
  store i128 %132, ptr %26, align 16
  call void @px(ptr noundef @.str.5, ptr noundef %26)
  %133 = load i32, ptr %24, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [5 x float], ptr %23, i64 0, i64 %134
  %136 = load volatile float, ptr %135, align 4
  %137 = fpext float %136 to double
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %137)
  br label %139

139:                                              ; preds = %126
  %140 = load i32, ptr %24, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %24, align 4
  br label %123, !llvm.loop !8

142:                                              ; preds = %123
  call void @llvm.memset.p0.i64(ptr align 16 %27, i8 0, i64 80, i1 true)
  %143 = getelementptr inbounds [5 x x86_fp80], ptr %27, i32 0, i32 0
  store volatile x86_fp80 0xK4062C9F2C9CD04674EDF, ptr %143, align 16
  %144 = getelementptr inbounds [5 x x86_fp80], ptr %27, i32 0, i32 1
  store volatile x86_fp80 0xKC062C9F2C9CD04674EDF, ptr %144, align 16
  %145 = getelementptr inbounds [5 x x86_fp80], ptr %27, i32 0, i32 2
  store volatile x86_fp80 0xK403F8000000000000000, ptr %145, align 16
  %146 = getelementptr inbounds [5 x x86_fp80], ptr %27, i32 0, i32 3
  store volatile x86_fp80 0xK407DFFC99E3C66FD68D2, ptr %146, align 16
  %147 = getelementptr inbounds [5 x x86_fp80], ptr %27, i32 0, i32 4
  store volatile x86_fp80 0xKC04BD124D8F8850364B5, ptr %147, align 16
  store i32 0, ptr %28, align 4
  br label %148

148:                                              ; preds = %176, %142
  %149 = load i32, ptr %28, align 4
  %150 = icmp slt i32 %149, 5
  br i1 %150, label %151, label %179

151:                                              ; preds = %148
  %152 = load i32, ptr %28, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [5 x x86_fp80], ptr %27, i64 0, i64 %153
  %155 = load volatile x86_fp80, ptr %154, align 16
  store x86_fp80 %155, ptr %29, align 16
  %156 = call <2 x i64> @ld2s(ptr noundef %29)
  store <2 x i64> %156, ptr %30, align 16
  %157 = load i128, ptr %30, align 16
  store i128 %157, ptr %31, align 16
  call void @px(ptr noundef @.str.7, ptr noundef %31)
  %158 = load i32, ptr %28, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [5 x x86_fp80], ptr %27, i64 0, i64 %159
  %161 = load volatile x86_fp80, ptr %160, align 16
  %162 = fcmp ogt x86_fp80 %161, 0xK00000000000000000000
  br i1 %162, label %163, label %170

163:                                              ; preds = %151
  %164 = load i32, ptr %28, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [5 x x86_fp80], ptr %27, i64 0, i64 %165
  %167 = load volatile x86_fp80, ptr %166, align 16
  store x86_fp80 %167, ptr %32, align 16
  %168 = call <2 x i64> @ld2u(ptr noundef %32)
  store <2 x i64> %168, ptr %33, align 16
  %169 = load i128, ptr %33, align 16
  store i128 %169, ptr %34, align 16
  call void @px(ptr noundef @.str.8, ptr noundef %34)
  br label %170

170:                                              ; preds = %163, %151
  %171 = load i32, ptr %28, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [5 x x86_fp80], ptr %27, i64 0, i64 %172
  %174 = load volatile x86_fp80, ptr %173, align 16
  store x86_fp80 %174, ptr %35, align 16
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %35)
  br label %176

176:                                              ; preds = %170
  %177 = load i32, ptr %28, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr %28, align 4
  br label %148, !llvm.loop !9

179:                                              ; preds = %148
  store volatile i8 -5, ptr %36, align 1
  store volatile i16 -292, ptr %37, align 2
  store volatile i32 -123456, ptr %38, align 4
  store volatile i64 -81985529216486896, ptr %39, align 8
  store volatile i64 -9223372036854775808, ptr %40, align 8
  %180 = load volatile i8, ptr %36, align 1
  %181 = call <2 x i64> @from_i8(i8 noundef %180)
  store <2 x i64> %181, ptr %41, align 16
  %182 = load i128, ptr %41, align 16
  store i128 %182, ptr %42, align 16
  call void @px(ptr noundef @.str.10, ptr noundef %42)
  %183 = load volatile i16, ptr %37, align 2
  %184 = call <2 x i64> @from_u16(i16 noundef %183)
  store <2 x i64> %184, ptr %43, align 16
  %185 = load i128, ptr %43, align 16
  store i128 %185, ptr %44, align 16
  call void @px(ptr noundef @.str.11, ptr noundef %44)
  %186 = load volatile i32, ptr %38, align 4
  %187 = call <2 x i64> @from_i32(i32 noundef %186)
  store <2 x i64> %187, ptr %45, align 16
  %188 = load i128, ptr %45, align 16
  store i128 %188, ptr %46, align 16
  call void @px(ptr noundef @.str.12, ptr noundef %46)
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  %190 = load volatile i64, ptr %39, align 8
  %191 = call <2 x i64> @from_u64(i64 noundef %190)
  store <2 x i64> %191, ptr %47, align 16
  %192 = load i128, ptr %47, align 16
  store i128 %192, ptr %48, align 16
  call void @px(ptr noundef @.str.14, ptr noundef %48)
  %193 = load volatile i64, ptr %40, align 8
  %194 = call <2 x i64> @from_i64(i64 noundef %193)
  store <2 x i64> %194, ptr %49, align 16
  %195 = load i128, ptr %49, align 16
  store i128 %195, ptr %50, align 16
  call void @px(ptr noundef @.str.15, ptr noundef %50)
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  store volatile i128 1512366075204170938190968866339815417, ptr %51, align 16
  %197 = load volatile i128, ptr %51, align 16
  store i128 %197, ptr %52, align 16
  %198 = call i8 @to_i8(ptr noundef %52)
  %199 = sext i8 %198 to i32
  %200 = load volatile i128, ptr %51, align 16
  store i128 %200, ptr %53, align 16
  %201 = call i32 @to_u32(ptr noundef %53)
  %202 = load volatile i128, ptr %51, align 16
  store i128 %202, ptr %54, align 16
  %203 = call i64 @to_i64(ptr noundef %54)
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %199, i32 noundef %201, i64 noundef %203)
  store i64 0, ptr %55, align 8
  store i32 0, ptr %56, align 4
  br label %205

205:                                              ; preds = %250, %179
  %206 = load i32, ptr %56, align 4
  %207 = icmp slt i32 %206, 128
  br i1 %207, label %208, label %253

208:                                              ; preds = %205
  %209 = load volatile i128, ptr %51, align 16
  %210 = load i32, ptr %56, align 4
  %211 = zext i32 %210 to i128
  %212 = shl i128 %209, %211
  store i128 %212, ptr %57, align 16
  %213 = load volatile i128, ptr %51, align 16
  %214 = load i32, ptr %56, align 4
  %215 = zext i32 %214 to i128
  %216 = lshr i128 %213, %215
  store i128 %216, ptr %58, align 16
  %217 = load volatile i128, ptr %51, align 16
  %218 = xor i128 %217, -1
  %219 = load i32, ptr %56, align 4
  %220 = zext i32 %219 to i128
  %221 = ashr i128 %218, %220
  store i128 %221, ptr %59, align 16
  %222 = load i64, ptr %55, align 8
  %223 = mul i64 %222, 31
  %224 = load i128, ptr %57, align 16
  %225 = load i128, ptr %57, align 16
  %226 = lshr i128 %225, 64
  %227 = xor i128 %224, %226
  %228 = load i128, ptr %58, align 16
  %229 = xor i128 %227, %228
  %230 = load i128, ptr %58, align 16
  %231 = lshr i128 %230, 64
  %232 = xor i128 %229, %231
  %233 = load i128, ptr %59, align 16
  %234 = xor i128 %232, %233
  %235 = load i128, ptr %59, align 16
  %236 = lshr i128 %235, 64
  %237 = xor i128 %234, %236
  %238 = trunc i128 %237 to i64
  %239 = add i64 %223, %238
  store i64 %239, ptr %55, align 8
  %240 = load i32, ptr %56, align 4
  %241 = srem i32 %240, 16
  %242 = icmp eq i32 %241, 15
  br i1 %242, label %243, label %249

243:                                              ; preds = %208
  %244 = load i128, ptr %57, align 16
  store i128 %244, ptr %60, align 16
  call void @px(ptr noundef @.str.17, ptr noundef %60)
  %245 = load i128, ptr %58, align 16
  store i128 %245, ptr %61, align 16
  call void @px(ptr noundef @.str.18, ptr noundef %61)
  %246 = load i128, ptr %59, align 16
  store i128 %246, ptr %62, align 16
  call void @px(ptr noundef @.str.18, ptr noundef %62)
  %247 = load i32, ptr %56, align 4
  %248 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %247)
  br label %249

249:                                              ; preds = %243, %208
  br label %250

250:                                              ; preds = %249
  %251 = load i32, ptr %56, align 4
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %56, align 4
  br label %205, !llvm.loop !10

253:                                              ; preds = %205
  %254 = load i64, ptr %55, align 8
  %255 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i64 noundef %254)
  store volatile i128 92233720368547758081, ptr %63, align 16
  store volatile i128 92233720368547758082, ptr %64, align 16
  store volatile i128 92233720368547758079, ptr %65, align 16
  store volatile i128 -1, ptr %66, align 16
  store volatile i128 18446744073709551616, ptr %67, align 16
  %256 = load volatile i128, ptr %63, align 16
  %257 = load volatile i128, ptr %64, align 16
  %258 = icmp ult i128 %256, %257
  %259 = zext i1 %258 to i32
  %260 = load volatile i128, ptr %65, align 16
  %261 = load volatile i128, ptr %63, align 16
  %262 = icmp ult i128 %260, %261
  %263 = zext i1 %262 to i32
  %264 = load volatile i128, ptr %64, align 16
  %265 = load volatile i128, ptr %65, align 16
  %266 = icmp ugt i128 %264, %265
  %267 = zext i1 %266 to i32
  %268 = load volatile i128, ptr %66, align 16
  %269 = load volatile i128, ptr %67, align 16
  %270 = icmp slt i128 %268, %269
  %271 = zext i1 %270 to i32
  %272 = load volatile i128, ptr %66, align 16
  %273 = load volatile i128, ptr %67, align 16
  %274 = icmp ugt i128 %272, %273
  %275 = zext i1 %274 to i32
  %276 = load volatile i128, ptr %63, align 16
  %277 = icmp eq i128 %276, 92233720368547758081
  %278 = zext i1 %277 to i32
  %279 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %259, i32 noundef %263, i32 noundef %267, i32 noundef %271, i32 noundef %275, i32 noundef %278)
  %280 = load i64, ptr %55, align 8
  %281 = and i64 %280, 127
  %282 = trunc i64 %281 to i32
  ret i32 %282
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @px(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = load i128, ptr %1, align 16
  store ptr %0, ptr %3, align 8
  store i128 %5, ptr %4, align 16
  %6 = load ptr, ptr %3, align 8
  %7 = load i128, ptr %4, align 16
  %8 = lshr i128 %7, 64
  %9 = trunc i128 %8 to i64
  %10 = load i128, ptr %4, align 16
  %11 = trunc i128 %10 to i64
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %6, i64 noundef %9, i64 noundef %11)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #2 {
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
define internal double @u2d(ptr noundef %0) #2 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = uitofp i128 %4 to double
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u2f(ptr noundef %0) #2 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = uitofp i128 %4 to float
  ret float %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @u2ld(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  %5 = load i128, ptr %1, align 16
  store i128 %5, ptr %4, align 16
  %6 = load i128, ptr %4, align 16
  %7 = uitofp i128 %6 to x86_fp80
  store x86_fp80 %7, ptr %0, align 16
  %8 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %8, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @s2d(ptr noundef %0) #2 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = sitofp i128 %4 to double
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @s2f(ptr noundef %0) #2 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = sitofp i128 %4 to float
  ret float %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @s2ld(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  %5 = load i128, ptr %1, align 16
  store i128 %5, ptr %4, align 16
  %6 = load i128, ptr %4, align 16
  %7 = sitofp i128 %6 to x86_fp80
  store x86_fp80 %7, ptr %0, align 16
  %8 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %8, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @d2s(double noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fptosi double %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @d2u(double noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fptoui double %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @f2s(float noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = load float, ptr %3, align 4
  %5 = fptosi float %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %6
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @ld2s(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca x86_fp80, align 16
  %4 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %4, ptr %3, align 16
  %5 = load x86_fp80, ptr %3, align 16
  %6 = fptosi x86_fp80 %5 to i128
  store i128 %6, ptr %2, align 16
  %7 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @ld2u(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca x86_fp80, align 16
  %4 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %4, ptr %3, align 16
  %5 = load x86_fp80, ptr %3, align 16
  %6 = fptoui x86_fp80 %5 to i128
  store i128 %6, ptr %2, align 16
  %7 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @from_i8(i8 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @from_u16(i16 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  %4 = load i16, ptr %3, align 2
  %5 = zext i16 %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @from_i32(i32 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = sext i32 %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @from_u64(i64 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  %5 = zext i64 %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @from_i64(i64 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  %5 = sext i64 %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @to_i8(ptr noundef %0) #2 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = trunc i128 %4 to i8
  ret i8 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_u32(ptr noundef %0) #2 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = trunc i128 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_i64(ptr noundef %0) #2 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = trunc i128 %4 to i64
  ret i64 %5
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
