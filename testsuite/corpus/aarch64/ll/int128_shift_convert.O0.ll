; ModuleID = 'programs/int128_shift_convert.c'
source_filename = "programs/int128_shift_convert.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.uv = private unnamed_addr constant [10 x i128] [i128 0, i128 1, i128 18446744073709551615, i128 18446744073709551616, i128 18446744073709551617, i128 -170141183460469231731687303715884105728, i128 -1, i128 1267650600228229542234191560705, i128 -37778931862957161709568, i128 9007199254740993], align 16
@.str = private unnamed_addr constant [3 x i8] c"u=\00", align 1
@.str.1 = private unnamed_addr constant [55 x i8] c" d=%.17g f=%.9g ld=%.21Lg sd=%.17g sf=%.9g sld=%.21Lg\0A\00", align 1
@__const.main.dv = private unnamed_addr constant [12 x double] [double 0.000000e+00, double 9.000000e-01, double -9.000000e-01, double 1.500000e+00, double -1.500000e+00, double 0x43F0000000000000, double 0x43F0000000000000, double 1.000000e+30, double -1.000000e+30, double 0x47DFFFFFFFFFFFFF, double 0xC7E0000000000000, double 0x4330000000000002], align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"d2s=\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c" d2u=\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"  (%g)\0A\00", align 1
@__const.main.fv = private unnamed_addr constant [5 x float] [float 0x4415AF1D80000000, float 0xC415AF1D80000000, float 0x47DFF933C0000000, float 0xC7E0000000000000, float 5.000000e-01], align 4
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
  %5 = alloca [12 x double], align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca [5 x float], align 4
  %9 = alloca i32, align 4
  %10 = alloca [5 x fp128], align 16
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i128, align 16
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.uv, i64 160, i1 true)
  store i32 0, ptr %3, align 4
  br label %28

28:                                               ; preds = %52, %0
  %29 = load i32, ptr %3, align 4
  %30 = icmp slt i32 %29, 10
  br i1 %30, label %31, label %55

31:                                               ; preds = %28
  %32 = load i32, ptr %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [10 x i128], ptr %2, i64 0, i64 %33
  %35 = load volatile i128, ptr %34, align 16
  store i128 %35, ptr %4, align 16
  %36 = load i128, ptr %4, align 16
  call void @px(ptr noundef @.str, i128 noundef %36)
  %37 = load i128, ptr %4, align 16
  %38 = call double @u2d(i128 noundef %37)
  %39 = load i128, ptr %4, align 16
  %40 = call float @u2f(i128 noundef %39)
  %41 = fpext float %40 to double
  %42 = load i128, ptr %4, align 16
  %43 = call fp128 @u2ld(i128 noundef %42)
  %44 = load i128, ptr %4, align 16
  %45 = call double @s2d(i128 noundef %44)
  %46 = load i128, ptr %4, align 16
  %47 = call float @s2f(i128 noundef %46)
  %48 = fpext float %47 to double
  %49 = load i128, ptr %4, align 16
  %50 = call fp128 @s2ld(i128 noundef %49)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %38, double noundef %41, fp128 noundef %43, double noundef %45, double noundef %48, fp128 noundef %50)
  br label %52

52:                                               ; preds = %31
  %53 = load i32, ptr %3, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %3, align 4
  br label %28, !llvm.loop !6

55:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.dv, i64 96, i1 true)
  store i32 0, ptr %6, align 4
  br label %56

56:                                               ; preds = %77, %55
  %57 = load i32, ptr %6, align 4
  %58 = icmp slt i32 %57, 12
  br i1 %58, label %59, label %80

59:                                               ; preds = %56
  %60 = load i32, ptr %6, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %61
  %63 = load volatile double, ptr %62, align 8
  store double %63, ptr %7, align 8
  %64 = load double, ptr %7, align 8
  %65 = call i128 @d2s(double noundef %64)
  call void @px(ptr noundef @.str.2, i128 noundef %65)
  %66 = load double, ptr %7, align 8
  %67 = fcmp oge double %66, 0.000000e+00
  br i1 %67, label %68, label %74

68:                                               ; preds = %59
  %69 = load double, ptr %7, align 8
  %70 = fcmp olt double %69, 3.400000e+38
  br i1 %70, label %71, label %74

71:                                               ; preds = %68
  %72 = load double, ptr %7, align 8
  %73 = call i128 @d2u(double noundef %72)
  call void @px(ptr noundef @.str.3, i128 noundef %73)
  br label %74

74:                                               ; preds = %71, %68, %59
  %75 = load double, ptr %7, align 8
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %75)
  br label %77

77:                                               ; preds = %74
  %78 = load i32, ptr %6, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %6, align 4
  br label %56, !llvm.loop !8

80:                                               ; preds = %56
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.fv, i64 20, i1 true)
  store i32 0, ptr %9, align 4
  br label %81

81:                                               ; preds = %96, %80
  %82 = load i32, ptr %9, align 4
  %83 = icmp slt i32 %82, 5
  br i1 %83, label %84, label %99

84:                                               ; preds = %81
  %85 = load i32, ptr %9, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [5 x float], ptr %8, i64 0, i64 %86
  %88 = load volatile float, ptr %87, align 4
  %89 = call i128 @f2s(float noundef %88)
  call void @px(ptr noundef @.str.5, i128 noundef %89)
  %90 = load i32, ptr %9, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [5 x float], ptr %8, i64 0, i64 %91
  %93 = load volatile float, ptr %92, align 4
  %94 = fpext float %93 to double
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %94)
  br label %96

96:                                               ; preds = %84
  %97 = load i32, ptr %9, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %9, align 4
  br label %81, !llvm.loop !9

99:                                               ; preds = %81
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 80, i1 true)
  %100 = getelementptr inbounds [5 x fp128], ptr %10, i32 0, i32 0
  store volatile fp128 0xL9DBD480000000000406293E5939A08CE, ptr %100, align 16
  %101 = getelementptr inbounds [5 x fp128], ptr %10, i32 0, i32 1
  store volatile fp128 0xL9DBD480000000000C06293E5939A08CE, ptr %101, align 16
  %102 = getelementptr inbounds [5 x fp128], ptr %10, i32 0, i32 2
  store volatile fp128 0xL0001000000000000403F000000000000, ptr %102, align 16
  %103 = getelementptr inbounds [5 x fp128], ptr %10, i32 0, i32 3
  store volatile fp128 0xLD1A440DE82800000407DFF933C78CDFA, ptr %103, align 16
  %104 = getelementptr inbounds [5 x fp128], ptr %10, i32 0, i32 4
  store volatile fp128 0xLC96AFF2000000000C04BA249B1F10A06, ptr %104, align 16
  store i32 0, ptr %11, align 4
  br label %105

105:                                              ; preds = %131, %99
  %106 = load i32, ptr %11, align 4
  %107 = icmp slt i32 %106, 5
  br i1 %107, label %108, label %134

108:                                              ; preds = %105
  %109 = load i32, ptr %11, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [5 x fp128], ptr %10, i64 0, i64 %110
  %112 = load volatile fp128, ptr %111, align 16
  %113 = call i128 @ld2s(fp128 noundef %112)
  call void @px(ptr noundef @.str.7, i128 noundef %113)
  %114 = load i32, ptr %11, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [5 x fp128], ptr %10, i64 0, i64 %115
  %117 = load volatile fp128, ptr %116, align 16
  %118 = fcmp ogt fp128 %117, 0xL00000000000000000000000000000000
  br i1 %118, label %119, label %125

119:                                              ; preds = %108
  %120 = load i32, ptr %11, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [5 x fp128], ptr %10, i64 0, i64 %121
  %123 = load volatile fp128, ptr %122, align 16
  %124 = call i128 @ld2u(fp128 noundef %123)
  call void @px(ptr noundef @.str.8, i128 noundef %124)
  br label %125

125:                                              ; preds = %119, %108
  %126 = load i32, ptr %11, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [5 x fp128], ptr %10, i64 0, i64 %127
  %129 = load volatile fp128, ptr %128, align 16
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, fp128 noundef %129)
  br label %131

131:                                              ; preds = %125
  %132 = load i32, ptr %11, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %11, align 4
  br label %105, !llvm.loop !10

134:                                              ; preds = %105
  store volatile i8 -5, ptr %12, align 1
  store volatile i16 -292, ptr %13, align 2
  store volatile i32 -123456, ptr %14, align 4
  store volatile i64 -81985529216486896, ptr %15, align 8
  store volatile i64 -9223372036854775808, ptr %16, align 8
  %135 = load volatile i8, ptr %12, align 1
  %136 = call i128 @from_i8(i8 noundef %135)
  call void @px(ptr noundef @.str.10, i128 noundef %136)
  %137 = load volatile i16, ptr %13, align 2
  %138 = call i128 @from_u16(i16 noundef %137)
  call void @px(ptr noundef @.str.11, i128 noundef %138)
  %139 = load volatile i32, ptr %14, align 4
  %140 = call i128 @from_i32(i32 noundef %139)
  call void @px(ptr noundef @.str.12, i128 noundef %140)
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  %142 = load volatile i64, ptr %15, align 8
  %143 = call i128 @from_u64(i64 noundef %142)
  call void @px(ptr noundef @.str.14, i128 noundef %143)
  %144 = load volatile i64, ptr %16, align 8
  %145 = call i128 @from_i64(i64 noundef %144)
  call void @px(ptr noundef @.str.15, i128 noundef %145)
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  store volatile i128 1512366075204170938190968866339815417, ptr %17, align 16
  %147 = load volatile i128, ptr %17, align 16
  %148 = call i8 @to_i8(i128 noundef %147)
  %149 = sext i8 %148 to i32
  %150 = load volatile i128, ptr %17, align 16
  %151 = call i32 @to_u32(i128 noundef %150)
  %152 = load volatile i128, ptr %17, align 16
  %153 = call i64 @to_i64(i128 noundef %152)
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %149, i32 noundef %151, i64 noundef %153)
  store i64 0, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %155

155:                                              ; preds = %200, %134
  %156 = load i32, ptr %19, align 4
  %157 = icmp slt i32 %156, 128
  br i1 %157, label %158, label %203

158:                                              ; preds = %155
  %159 = load volatile i128, ptr %17, align 16
  %160 = load i32, ptr %19, align 4
  %161 = zext i32 %160 to i128
  %162 = shl i128 %159, %161
  store i128 %162, ptr %20, align 16
  %163 = load volatile i128, ptr %17, align 16
  %164 = load i32, ptr %19, align 4
  %165 = zext i32 %164 to i128
  %166 = lshr i128 %163, %165
  store i128 %166, ptr %21, align 16
  %167 = load volatile i128, ptr %17, align 16
  %168 = xor i128 %167, -1
  %169 = load i32, ptr %19, align 4
  %170 = zext i32 %169 to i128
  %171 = ashr i128 %168, %170
  store i128 %171, ptr %22, align 16
  %172 = load i64, ptr %18, align 8
  %173 = mul i64 %172, 31
  %174 = load i128, ptr %20, align 16
  %175 = load i128, ptr %20, align 16
  %176 = lshr i128 %175, 64
  %177 = xor i128 %174, %176
  %178 = load i128, ptr %21, align 16
  %179 = xor i128 %177, %178
  %180 = load i128, ptr %21, align 16
  %181 = lshr i128 %180, 64
  %182 = xor i128 %179, %181
  %183 = load i128, ptr %22, align 16
  %184 = xor i128 %182, %183
  %185 = load i128, ptr %22, align 16
  %186 = lshr i128 %185, 64
  %187 = xor i128 %184, %186
  %188 = trunc i128 %187 to i64
  %189 = add i64 %173, %188
  store i64 %189, ptr %18, align 8
  %190 = load i32, ptr %19, align 4
  %191 = srem i32 %190, 16
  %192 = icmp eq i32 %191, 15
  br i1 %192, label %193, label %199

193:                                              ; preds = %158
  %194 = load i128, ptr %20, align 16
  call void @px(ptr noundef @.str.17, i128 noundef %194)
  %195 = load i128, ptr %21, align 16
  call void @px(ptr noundef @.str.18, i128 noundef %195)
  %196 = load i128, ptr %22, align 16
  call void @px(ptr noundef @.str.18, i128 noundef %196)
  %197 = load i32, ptr %19, align 4
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %197)
  br label %199

199:                                              ; preds = %193, %158
  br label %200

200:                                              ; preds = %199
  %201 = load i32, ptr %19, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %19, align 4
  br label %155, !llvm.loop !11

203:                                              ; preds = %155
  %204 = load i64, ptr %18, align 8
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i64 noundef %204)
  store volatile i128 92233720368547758081, ptr %23, align 16
  store volatile i128 92233720368547758082, ptr %24, align 16
  store volatile i128 92233720368547758079, ptr %25, align 16
  store volatile i128 -1, ptr %26, align 16
  store volatile i128 18446744073709551616, ptr %27, align 16
  %206 = load volatile i128, ptr %23, align 16
  %207 = load volatile i128, ptr %24, align 16
  %208 = icmp ult i128 %206, %207
  %209 = zext i1 %208 to i32
  %210 = load volatile i128, ptr %25, align 16
  %211 = load volatile i128, ptr %23, align 16
  %212 = icmp ult i128 %210, %211
  %213 = zext i1 %212 to i32
  %214 = load volatile i128, ptr %24, align 16
  %215 = load volatile i128, ptr %25, align 16
  %216 = icmp ugt i128 %214, %215
  %217 = zext i1 %216 to i32
  %218 = load volatile i128, ptr %26, align 16
  %219 = load volatile i128, ptr %27, align 16
  %220 = icmp slt i128 %218, %219
  %221 = zext i1 %220 to i32
  %222 = load volatile i128, ptr %26, align 16
  %223 = load volatile i128, ptr %27, align 16
  %224 = icmp ugt i128 %222, %223
  %225 = zext i1 %224 to i32
  %226 = load volatile i128, ptr %23, align 16
  %227 = icmp eq i128 %226, 92233720368547758081
  %228 = zext i1 %227 to i32
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %209, i32 noundef %213, i32 noundef %217, i32 noundef %221, i32 noundef %225, i32 noundef %228)
  %230 = load i64, ptr %18, align 8
  %231 = and i64 %230, 127
  %232 = trunc i64 %231 to i32
  ret i32 %232
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @px(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load i128, ptr %4, align 16
  %7 = lshr i128 %6, 64
  %8 = trunc i128 %7 to i64
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i64
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %5, i64 noundef %8, i64 noundef %10)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u2d(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = uitofp i128 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u2f(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = uitofp i128 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @u2ld(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = uitofp i128 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @s2d(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = sitofp i128 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @s2f(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = sitofp i128 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @s2ld(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = sitofp i128 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @d2s(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @d2u(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @f2s(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i128
  ret i128 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @ld2s(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptosi fp128 %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @ld2u(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptoui fp128 %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @from_i8(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @from_u16(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = zext i16 %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @from_i32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sext i32 %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @from_u64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = zext i64 %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @from_i64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sext i64 %3 to i128
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @to_i8(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = trunc i128 %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_u32(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = trunc i128 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_i64(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = trunc i128 %3 to i64
  ret i64 %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
