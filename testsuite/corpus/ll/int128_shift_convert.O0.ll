; ModuleID = 'programs/int128_shift_convert.c'
source_filename = "programs/int128_shift_convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca [12 x double], align 16
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca [5 x float], align 16
  %20 = alloca i32, align 4
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca [5 x x86_fp80], align 16
  %24 = alloca i32, align 4
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i8, align 1
  %30 = alloca i16, align 2
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i128, align 16
  %35 = alloca i128, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca i128, align 16
  %39 = alloca i128, align 16
  %40 = alloca i128, align 16
  %41 = alloca i128, align 16
  %42 = alloca i128, align 16
  %43 = alloca i128, align 16
  %44 = alloca i128, align 16
  %45 = alloca i128, align 16
  %46 = alloca i128, align 16
  %47 = alloca i128, align 16
  %48 = alloca i64, align 8
  %49 = alloca i32, align 4
  %50 = alloca i128, align 16
  %51 = alloca i128, align 16
  %52 = alloca i128, align 16
  %53 = alloca i128, align 16
  %54 = alloca i128, align 16
  %55 = alloca i128, align 16
  %56 = alloca i128, align 16
  %57 = alloca i128, align 16
  %58 = alloca i128, align 16
  %59 = alloca i128, align 16
  %60 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.uv, i64 160, i1 true)
  store i32 0, ptr %3, align 4
  br label %61

61:                                               ; preds = %113, %0
  %62 = load i32, ptr %3, align 4
  %63 = icmp slt i32 %62, 10
  br i1 %63, label %64, label %116

64:                                               ; preds = %61
  %65 = load i32, ptr %3, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [10 x i128], ptr %2, i64 0, i64 %66
  %68 = load volatile i128, ptr %67, align 16
  store i128 %68, ptr %4, align 16
  %69 = load i128, ptr %4, align 16
  store i128 %69, ptr %5, align 16
  %70 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %71 = load i64, ptr %70, align 16
  %72 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %73 = load i64, ptr %72, align 8
  call void @px(ptr noundef @.str, i64 noundef %71, i64 noundef %73)
  %74 = load i128, ptr %4, align 16
  store i128 %74, ptr %6, align 16
  %75 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %76 = load i64, ptr %75, align 16
  %77 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %78 = load i64, ptr %77, align 8
  %79 = call double @u2d(i64 noundef %76, i64 noundef %78)
  %80 = load i128, ptr %4, align 16
  store i128 %80, ptr %7, align 16
  %81 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %82 = load i64, ptr %81, align 16
  %83 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %84 = load i64, ptr %83, align 8
  %85 = call float @u2f(i64 noundef %82, i64 noundef %84)
  %86 = fpext float %85 to double
  %87 = load i128, ptr %4, align 16
  store i128 %87, ptr %8, align 16
  %88 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %89 = load i64, ptr %88, align 16
  %90 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %91 = load i64, ptr %90, align 8
  %92 = call x86_fp80 @u2ld(i64 noundef %89, i64 noundef %91)
  %93 = load i128, ptr %4, align 16
  store i128 %93, ptr %9, align 16
  %94 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %95 = load i64, ptr %94, align 16
  %96 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %97 = load i64, ptr %96, align 8
  %98 = call double @s2d(i64 noundef %95, i64 noundef %97)
  %99 = load i128, ptr %4, align 16
  store i128 %99, ptr %10, align 16
  %100 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %101 = load i64, ptr %100, align 16
  %102 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %103 = load i64, ptr %102, align 8
  %104 = call float @s2f(i64 noundef %101, i64 noundef %103)
  %105 = fpext float %104 to double
  %106 = load i128, ptr %4, align 16
  store i128 %106, ptr %11, align 16
  %107 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %108 = load i64, ptr %107, align 16
  %109 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %110 = load i64, ptr %109, align 8
  %111 = call x86_fp80 @s2ld(i64 noundef %108, i64 noundef %110)
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %79, double noundef %86, x86_fp80 noundef %92, double noundef %98, double noundef %105, x86_fp80 noundef %111)
  br label %113

113:                                              ; preds = %64
  %114 = load i32, ptr %3, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %3, align 4
  br label %61, !llvm.loop !6

116:                                              ; preds = %61
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.main.dv, i64 96, i1 true)
  store i32 0, ptr %13, align 4
  br label %117

117:                                              ; preds = %156, %116
  %118 = load i32, ptr %13, align 4
  %119 = icmp slt i32 %118, 12
  br i1 %119, label %120, label %159

120:                                              ; preds = %117
  %121 = load i32, ptr %13, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [12 x double], ptr %12, i64 0, i64 %122
  %124 = load volatile double, ptr %123, align 8
  store double %124, ptr %14, align 8
  %125 = load double, ptr %14, align 8
  %126 = call { i64, i64 } @d2s(double noundef %125)
  %127 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %128 = extractvalue { i64, i64 } %126, 0
  store i64 %128, ptr %127, align 16
  %129 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %130 = extractvalue { i64, i64 } %126, 1
  store i64 %130, ptr %129, align 8
  %131 = load i128, ptr %15, align 16
  store i128 %131, ptr %16, align 16
  %132 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %133 = load i64, ptr %132, align 16
  %134 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %135 = load i64, ptr %134, align 8
  call void @px(ptr noundef @.str.2, i64 noundef %133, i64 noundef %135)
  %136 = load double, ptr %14, align 8
  %137 = fcmp oge double %136, 0.000000e+00
  br i1 %137, label %138, label %153

138:                                              ; preds = %120
  %139 = load double, ptr %14, align 8
  %140 = fcmp olt double %139, 3.400000e+38
  br i1 %140, label %141, label %153

141:                                              ; preds = %138
  %142 = load double, ptr %14, align 8
  %143 = call { i64, i64 } @d2u(double noundef %142)
  %144 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %145 = extractvalue { i64, i64 } %143, 0
  store i64 %145, ptr %144, align 16
  %146 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %147 = extractvalue { i64, i64 } %143, 1
  store i64 %147, ptr %146, align 8
  %148 = load i128, ptr %17, align 16
  store i128 %148, ptr %18, align 16
  %149 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %150 = load i64, ptr %149, align 16
  %151 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %152 = load i64, ptr %151, align 8
  call void @px(ptr noundef @.str.3, i64 noundef %150, i64 noundef %152)
  br label %153

153:                                              ; preds = %141, %138, %120
  %154 = load double, ptr %14, align 8
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %154)
  br label %156

156:                                              ; preds = %153
  %157 = load i32, ptr %13, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %13, align 4
  br label %117, !llvm.loop !8

159:                                              ; preds = %117
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %19, ptr align 16 @__const.main.fv, i64 20, i1 true)
  store i32 0, ptr %20, align 4
  br label %160

160:                                              ; preds = %184, %159
  %161 = load i32, ptr %20, align 4
  %162 = icmp slt i32 %161, 5
  br i1 %162, label %163, label %187

163:                                              ; preds = %160
  %164 = load i32, ptr %20, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [5 x float], ptr %19, i64 0, i64 %165
  %167 = load volatile float, ptr %166, align 4
  %168 = call { i64, i64 } @f2s(float noundef %167)
  %169 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %170 = extractvalue { i64, i64 } %168, 0
  store i64 %170, ptr %169, align 16
  %171 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %172 = extractvalue { i64, i64 } %168, 1
  store i64 %172, ptr %171, align 8
  %173 = load i128, ptr %21, align 16
  store i128 %173, ptr %22, align 16
  %174 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %175 = load i64, ptr %174, align 16
  %176 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %177 = load i64, ptr %176, align 8
  call void @px(ptr noundef @.str.5, i64 noundef %175, i64 noundef %177)
  %178 = load i32, ptr %20, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [5 x float], ptr %19, i64 0, i64 %179
  %181 = load volatile float, ptr %180, align 4
  %182 = fpext float %181 to double
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %182)
  br label %184

184:                                              ; preds = %163
  %185 = load i32, ptr %20, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %20, align 4
  br label %160, !llvm.loop !9

187:                                              ; preds = %160
  call void @llvm.memset.p0.i64(ptr align 16 %23, i8 0, i64 80, i1 true)
  %188 = getelementptr inbounds [5 x x86_fp80], ptr %23, i32 0, i32 0
  store volatile x86_fp80 0xK4062C9F2C9CD04674EDF, ptr %188, align 16
  %189 = getelementptr inbounds [5 x x86_fp80], ptr %23, i32 0, i32 1
  store volatile x86_fp80 0xKC062C9F2C9CD04674EDF, ptr %189, align 16
  %190 = getelementptr inbounds [5 x x86_fp80], ptr %23, i32 0, i32 2
  store volatile x86_fp80 0xK403F8000000000000000, ptr %190, align 16
  %191 = getelementptr inbounds [5 x x86_fp80], ptr %23, i32 0, i32 3
  store volatile x86_fp80 0xK407DFFC99E3C66FD68D2, ptr %191, align 16
  %192 = getelementptr inbounds [5 x x86_fp80], ptr %23, i32 0, i32 4
  store volatile x86_fp80 0xKC04BD124D8F8850364B5, ptr %192, align 16
  store i32 0, ptr %24, align 4
  br label %193

193:                                              ; preds = %237, %187
  %194 = load i32, ptr %24, align 4
  %195 = icmp slt i32 %194, 5
  br i1 %195, label %196, label %240

196:                                              ; preds = %193
  %197 = load i32, ptr %24, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [5 x x86_fp80], ptr %23, i64 0, i64 %198
  %200 = load volatile x86_fp80, ptr %199, align 16
  %201 = call { i64, i64 } @ld2s(x86_fp80 noundef %200)
  %202 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %203 = extractvalue { i64, i64 } %201, 0
  store i64 %203, ptr %202, align 16
  %204 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %205 = extractvalue { i64, i64 } %201, 1
  store i64 %205, ptr %204, align 8
  %206 = load i128, ptr %25, align 16
  store i128 %206, ptr %26, align 16
  %207 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %208 = load i64, ptr %207, align 16
  %209 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %210 = load i64, ptr %209, align 8
  call void @px(ptr noundef @.str.7, i64 noundef %208, i64 noundef %210)
  %211 = load i32, ptr %24, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [5 x x86_fp80], ptr %23, i64 0, i64 %212
  %214 = load volatile x86_fp80, ptr %213, align 16
  %215 = fcmp ogt x86_fp80 %214, 0xK00000000000000000000
  br i1 %215, label %216, label %231

216:                                              ; preds = %196
  %217 = load i32, ptr %24, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [5 x x86_fp80], ptr %23, i64 0, i64 %218
  %220 = load volatile x86_fp80, ptr %219, align 16
  %221 = call { i64, i64 } @ld2u(x86_fp80 noundef %220)
  %222 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %223 = extractvalue { i64, i64 } %221, 0
  store i64 %223, ptr %222, align 16
  %224 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %225 = extractvalue { i64, i64 } %221, 1
  store i64 %225, ptr %224, align 8
  %226 = load i128, ptr %27, align 16
  store i128 %226, ptr %28, align 16
  %227 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %228 = load i64, ptr %227, align 16
  %229 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %230 = load i64, ptr %229, align 8
  call void @px(ptr noundef @.str.8, i64 noundef %228, i64 noundef %230)
  br label %231

231:                                              ; preds = %216, %196
  %232 = load i32, ptr %24, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [5 x x86_fp80], ptr %23, i64 0, i64 %233
  %235 = load volatile x86_fp80, ptr %234, align 16
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, x86_fp80 noundef %235)
  br label %237

237:                                              ; preds = %231
  %238 = load i32, ptr %24, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %24, align 4
  br label %193, !llvm.loop !10

240:                                              ; preds = %193
  store volatile i8 -5, ptr %29, align 1
  store volatile i16 -292, ptr %30, align 2
  store volatile i32 -123456, ptr %31, align 4
  store volatile i64 -81985529216486896, ptr %32, align 8
  store volatile i64 -9223372036854775808, ptr %33, align 8
  %241 = load volatile i8, ptr %29, align 1
  %242 = call { i64, i64 } @from_i8(i8 noundef signext %241)
  %243 = getelementptr inbounds { i64, i64 }, ptr %34, i32 0, i32 0
  %244 = extractvalue { i64, i64 } %242, 0
  store i64 %244, ptr %243, align 16
  %245 = getelementptr inbounds { i64, i64 }, ptr %34, i32 0, i32 1
  %246 = extractvalue { i64, i64 } %242, 1
  store i64 %246, ptr %245, align 8
  %247 = load i128, ptr %34, align 16
  store i128 %247, ptr %35, align 16
  %248 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 0
  %249 = load i64, ptr %248, align 16
  %250 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 1
  %251 = load i64, ptr %250, align 8
  call void @px(ptr noundef @.str.10, i64 noundef %249, i64 noundef %251)
  %252 = load volatile i16, ptr %30, align 2
  %253 = call { i64, i64 } @from_u16(i16 noundef zeroext %252)
  %254 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 0
  %255 = extractvalue { i64, i64 } %253, 0
  store i64 %255, ptr %254, align 16
  %256 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 1
  %257 = extractvalue { i64, i64 } %253, 1
  store i64 %257, ptr %256, align 8
  %258 = load i128, ptr %36, align 16
  store i128 %258, ptr %37, align 16
  %259 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 0
  %260 = load i64, ptr %259, align 16
  %261 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 1
  %262 = load i64, ptr %261, align 8
  call void @px(ptr noundef @.str.11, i64 noundef %260, i64 noundef %262)
  %263 = load volatile i32, ptr %31, align 4
  %264 = call { i64, i64 } @from_i32(i32 noundef %263)
  %265 = getelementptr inbounds { i64, i64 }, ptr %38, i32 0, i32 0
  %266 = extractvalue { i64, i64 } %264, 0
  store i64 %266, ptr %265, align 16
  %267 = getelementptr inbounds { i64, i64 }, ptr %38, i32 0, i32 1
  %268 = extractvalue { i64, i64 } %264, 1
  store i64 %268, ptr %267, align 8
  %269 = load i128, ptr %38, align 16
  store i128 %269, ptr %39, align 16
  %270 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 0
  %271 = load i64, ptr %270, align 16
  %272 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 1
  %273 = load i64, ptr %272, align 8
  call void @px(ptr noundef @.str.12, i64 noundef %271, i64 noundef %273)
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  %275 = load volatile i64, ptr %32, align 8
  %276 = call { i64, i64 } @from_u64(i64 noundef %275)
  %277 = getelementptr inbounds { i64, i64 }, ptr %40, i32 0, i32 0
  %278 = extractvalue { i64, i64 } %276, 0
  store i64 %278, ptr %277, align 16
  %279 = getelementptr inbounds { i64, i64 }, ptr %40, i32 0, i32 1
  %280 = extractvalue { i64, i64 } %276, 1
  store i64 %280, ptr %279, align 8
  %281 = load i128, ptr %40, align 16
  store i128 %281, ptr %41, align 16
  %282 = getelementptr inbounds { i64, i64 }, ptr %41, i32 0, i32 0
  %283 = load i64, ptr %282, align 16
  %284 = getelementptr inbounds { i64, i64 }, ptr %41, i32 0, i32 1
  %285 = load i64, ptr %284, align 8
  call void @px(ptr noundef @.str.14, i64 noundef %283, i64 noundef %285)
  %286 = load volatile i64, ptr %33, align 8
  %287 = call { i64, i64 } @from_i64(i64 noundef %286)
  %288 = getelementptr inbounds { i64, i64 }, ptr %42, i32 0, i32 0
  %289 = extractvalue { i64, i64 } %287, 0
  store i64 %289, ptr %288, align 16
  %290 = getelementptr inbounds { i64, i64 }, ptr %42, i32 0, i32 1
  %291 = extractvalue { i64, i64 } %287, 1
  store i64 %291, ptr %290, align 8
  %292 = load i128, ptr %42, align 16
  store i128 %292, ptr %43, align 16
  %293 = getelementptr inbounds { i64, i64 }, ptr %43, i32 0, i32 0
  %294 = load i64, ptr %293, align 16
  %295 = getelementptr inbounds { i64, i64 }, ptr %43, i32 0, i32 1
  %296 = load i64, ptr %295, align 8
  call void @px(ptr noundef @.str.15, i64 noundef %294, i64 noundef %296)
  %297 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  store volatile i128 1512366075204170938190968866339815417, ptr %44, align 16
  %298 = load volatile i128, ptr %44, align 16
  store i128 %298, ptr %45, align 16
  %299 = getelementptr inbounds { i64, i64 }, ptr %45, i32 0, i32 0
  %300 = load i64, ptr %299, align 16
  %301 = getelementptr inbounds { i64, i64 }, ptr %45, i32 0, i32 1
  %302 = load i64, ptr %301, align 8
  %303 = call signext i8 @to_i8(i64 noundef %300, i64 noundef %302)
  %304 = sext i8 %303 to i32
  %305 = load volatile i128, ptr %44, align 16
  store i128 %305, ptr %46, align 16
  %306 = getelementptr inbounds { i64, i64 }, ptr %46, i32 0, i32 0
  %307 = load i64, ptr %306, align 16
  %308 = getelementptr inbounds { i64, i64 }, ptr %46, i32 0, i32 1
  %309 = load i64, ptr %308, align 8
  %310 = call i32 @to_u32(i64 noundef %307, i64 noundef %309)
  %311 = load volatile i128, ptr %44, align 16
  store i128 %311, ptr %47, align 16
  %312 = getelementptr inbounds { i64, i64 }, ptr %47, i32 0, i32 0
  %313 = load i64, ptr %312, align 16
  %314 = getelementptr inbounds { i64, i64 }, ptr %47, i32 0, i32 1
  %315 = load i64, ptr %314, align 8
  %316 = call i64 @to_i64(i64 noundef %313, i64 noundef %315)
  %317 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %304, i32 noundef %310, i64 noundef %316)
  store i64 0, ptr %48, align 8
  store i32 0, ptr %49, align 4
  br label %318

318:                                              ; preds = %375, %240
  %319 = load i32, ptr %49, align 4
  %320 = icmp slt i32 %319, 128
  br i1 %320, label %321, label %378

321:                                              ; preds = %318
  %322 = load volatile i128, ptr %44, align 16
  %323 = load i32, ptr %49, align 4
  %324 = zext i32 %323 to i128
  %325 = shl i128 %322, %324
  store i128 %325, ptr %50, align 16
  %326 = load volatile i128, ptr %44, align 16
  %327 = load i32, ptr %49, align 4
  %328 = zext i32 %327 to i128
  %329 = lshr i128 %326, %328
  store i128 %329, ptr %51, align 16
  %330 = load volatile i128, ptr %44, align 16
  %331 = xor i128 %330, -1
  %332 = load i32, ptr %49, align 4
  %333 = zext i32 %332 to i128
  %334 = ashr i128 %331, %333
  store i128 %334, ptr %52, align 16
  %335 = load i64, ptr %48, align 8
  %336 = mul i64 %335, 31
  %337 = load i128, ptr %50, align 16
  %338 = load i128, ptr %50, align 16
  %339 = lshr i128 %338, 64
  %340 = xor i128 %337, %339
  %341 = load i128, ptr %51, align 16
  %342 = xor i128 %340, %341
  %343 = load i128, ptr %51, align 16
  %344 = lshr i128 %343, 64
  %345 = xor i128 %342, %344
  %346 = load i128, ptr %52, align 16
  %347 = xor i128 %345, %346
  %348 = load i128, ptr %52, align 16
  %349 = lshr i128 %348, 64
  %350 = xor i128 %347, %349
  %351 = trunc i128 %350 to i64
  %352 = add i64 %336, %351
  store i64 %352, ptr %48, align 8
  %353 = load i32, ptr %49, align 4
  %354 = srem i32 %353, 16
  %355 = icmp eq i32 %354, 15
  br i1 %355, label %356, label %374

356:                                              ; preds = %321
  %357 = load i128, ptr %50, align 16
  store i128 %357, ptr %53, align 16
  %358 = getelementptr inbounds { i64, i64 }, ptr %53, i32 0, i32 0
  %359 = load i64, ptr %358, align 16
  %360 = getelementptr inbounds { i64, i64 }, ptr %53, i32 0, i32 1
  %361 = load i64, ptr %360, align 8
  call void @px(ptr noundef @.str.17, i64 noundef %359, i64 noundef %361)
  %362 = load i128, ptr %51, align 16
  store i128 %362, ptr %54, align 16
  %363 = getelementptr inbounds { i64, i64 }, ptr %54, i32 0, i32 0
  %364 = load i64, ptr %363, align 16
  %365 = getelementptr inbounds { i64, i64 }, ptr %54, i32 0, i32 1
  %366 = load i64, ptr %365, align 8
  call void @px(ptr noundef @.str.18, i64 noundef %364, i64 noundef %366)
  %367 = load i128, ptr %52, align 16
  store i128 %367, ptr %55, align 16
  %368 = getelementptr inbounds { i64, i64 }, ptr %55, i32 0, i32 0
  %369 = load i64, ptr %368, align 16
  %370 = getelementptr inbounds { i64, i64 }, ptr %55, i32 0, i32 1
  %371 = load i64, ptr %370, align 8
  call void @px(ptr noundef @.str.18, i64 noundef %369, i64 noundef %371)
  %372 = load i32, ptr %49, align 4
  %373 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %372)
  br label %374

374:                                              ; preds = %356, %321
  br label %375

375:                                              ; preds = %374
  %376 = load i32, ptr %49, align 4
  %377 = add nsw i32 %376, 1
  store i32 %377, ptr %49, align 4
  br label %318, !llvm.loop !11

378:                                              ; preds = %318
  %379 = load i64, ptr %48, align 8
  %380 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i64 noundef %379)
  store volatile i128 92233720368547758081, ptr %56, align 16
  store volatile i128 92233720368547758082, ptr %57, align 16
  store volatile i128 92233720368547758079, ptr %58, align 16
  store volatile i128 -1, ptr %59, align 16
  store volatile i128 18446744073709551616, ptr %60, align 16
  %381 = load volatile i128, ptr %56, align 16
  %382 = load volatile i128, ptr %57, align 16
  %383 = icmp ult i128 %381, %382
  %384 = zext i1 %383 to i32
  %385 = load volatile i128, ptr %58, align 16
  %386 = load volatile i128, ptr %56, align 16
  %387 = icmp ult i128 %385, %386
  %388 = zext i1 %387 to i32
  %389 = load volatile i128, ptr %57, align 16
  %390 = load volatile i128, ptr %58, align 16
  %391 = icmp ugt i128 %389, %390
  %392 = zext i1 %391 to i32
  %393 = load volatile i128, ptr %59, align 16
  %394 = load volatile i128, ptr %60, align 16
  %395 = icmp slt i128 %393, %394
  %396 = zext i1 %395 to i32
  %397 = load volatile i128, ptr %59, align 16
  %398 = load volatile i128, ptr %60, align 16
  %399 = icmp ugt i128 %397, %398
  %400 = zext i1 %399 to i32
  %401 = load volatile i128, ptr %56, align 16
  %402 = icmp eq i128 %401, 92233720368547758081
  %403 = zext i1 %402 to i32
  %404 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %384, i32 noundef %388, i32 noundef %392, i32 noundef %396, i32 noundef %400, i32 noundef %403)
  %405 = load i64, ptr %48, align 8
  %406 = and i64 %405, 127
  %407 = trunc i64 %406 to i32
  ret i32 %407
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @px(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %8, align 8
  %9 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %9, ptr %6, align 16
  %10 = load ptr, ptr %5, align 8
  %11 = load i128, ptr %6, align 16
  %12 = lshr i128 %11, 64
  %13 = trunc i128 %12 to i64
  %14 = load i128, ptr %6, align 16
  %15 = trunc i128 %14 to i64
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %10, i64 noundef %13, i64 noundef %15)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u2d(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = uitofp i128 %8 to double
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u2f(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = uitofp i128 %8 to float
  ret float %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @u2ld(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = uitofp i128 %8 to x86_fp80
  ret x86_fp80 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @s2d(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = sitofp i128 %8 to double
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @s2f(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = sitofp i128 %8 to float
  ret float %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @s2ld(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = sitofp i128 %8 to x86_fp80
  ret x86_fp80 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @d2s(double noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fptosi double %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @d2u(double noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fptoui double %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @f2s(float noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = load float, ptr %3, align 4
  %5 = fptosi float %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @ld2s(x86_fp80 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  %4 = load x86_fp80, ptr %3, align 16
  %5 = fptosi x86_fp80 %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @ld2u(x86_fp80 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  %4 = load x86_fp80, ptr %3, align 16
  %5 = fptoui x86_fp80 %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @from_i8(i8 noundef signext %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @from_u16(i16 noundef zeroext %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  %4 = load i16, ptr %3, align 2
  %5 = zext i16 %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @from_i32(i32 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = sext i32 %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @from_u64(i64 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  %5 = zext i64 %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @from_i64(i64 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  %5 = sext i64 %4 to i128
  store i128 %5, ptr %2, align 16
  %6 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @to_i8(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = trunc i128 %8 to i8
  ret i8 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_u32(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = trunc i128 %8 to i32
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = trunc i128 %8 to i64
  ret i64 %9
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
