; ModuleID = 'programs/fp_float_int_conversions.c'
source_filename = "programs/fp_float_int_conversions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.fs = private unnamed_addr constant [19 x float] [float 0.000000e+00, float 0x3FECCCCCC0000000, float 0xBFECCCCCC0000000, float 1.500000e+00, float -1.500000e+00, float 0x405FF999A0000000, float 0xC0601CCCC0000000, float 2.555000e+02, float 3.276750e+04, float 0xC0E0001800000000, float 0x40EFFFFCC0000000, float 0x41DFFFFFE0000000, float 0x41E0000000000000, float 0x41EFFFFFE0000000, float 0x43DFFFFFE0000000, float 0x43E0000000000000, float 0x43EFFFFFE0000000, float 0xC3E0000000000000, float 0x4170000000000000], align 4
@.str = private unnamed_addr constant [7 x i8] c"%-14a:\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c" i8=%d\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c" u8=%d\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c" i16=%d\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" u16=%d\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.is = private unnamed_addr constant [9 x i32] [i32 16777216, i32 16777217, i32 16777218, i32 16777219, i32 33554434, i32 33554438, i32 -16777217, i32 2147483647, i32 -2147483648], align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"i32 %d -> %a\0A\00", align 1
@__const.main.us = private unnamed_addr constant [4 x i32] [i32 -1, i32 -128, i32 -129, i32 -2147483647], align 4
@.str.11 = private unnamed_addr constant [14 x i8] c"u32 %u -> %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"i64 %lld -> %a\0A\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"u64 %llu -> %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"small: %g %g %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [19 x float], align 4
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca [9 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca [4 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca [5 x i64], align 8
  %10 = alloca i32, align 4
  %11 = alloca [6 x i64], align 8
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.fs, i64 76, i1 true)
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %109, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 19
  br i1 %15, label %16, label %112

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [19 x float], ptr %2, i64 0, i64 %18
  %20 = load volatile float, ptr %19, align 4
  store float %20, ptr %4, align 4
  %21 = load float, ptr %4, align 4
  %22 = fpext float %21 to double
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %22)
  %24 = load float, ptr %4, align 4
  %25 = fcmp ogt float %24, 0xC3E0000000000000
  br i1 %25, label %26, label %33

26:                                               ; preds = %16
  %27 = load float, ptr %4, align 4
  %28 = fcmp olt float %27, 0x43E0000000000000
  br i1 %28, label %29, label %33

29:                                               ; preds = %26
  %30 = load float, ptr %4, align 4
  %31 = call i64 @f2i64(float noundef %30)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %31)
  br label %33

33:                                               ; preds = %29, %26, %16
  %34 = load float, ptr %4, align 4
  %35 = fcmp ogt float %34, -1.000000e+00
  br i1 %35, label %36, label %43

36:                                               ; preds = %33
  %37 = load float, ptr %4, align 4
  %38 = fcmp olt float %37, 0x43F0000000000000
  br i1 %38, label %39, label %43

39:                                               ; preds = %36
  %40 = load float, ptr %4, align 4
  %41 = call i64 @f2u64(float noundef %40)
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %41)
  br label %43

43:                                               ; preds = %39, %36, %33
  %44 = load float, ptr %4, align 4
  %45 = fcmp ogt float %44, -1.000000e+00
  br i1 %45, label %46, label %53

46:                                               ; preds = %43
  %47 = load float, ptr %4, align 4
  %48 = fcmp olt float %47, 0x41F0000000000000
  br i1 %48, label %49, label %53

49:                                               ; preds = %46
  %50 = load float, ptr %4, align 4
  %51 = call i32 @f2u32(float noundef %50)
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %51)
  br label %53

53:                                               ; preds = %49, %46, %43
  %54 = load float, ptr %4, align 4
  %55 = fcmp ogt float %54, 0xC1E0000000000000
  br i1 %55, label %56, label %63

56:                                               ; preds = %53
  %57 = load float, ptr %4, align 4
  %58 = fcmp olt float %57, 0x41E0000000000000
  br i1 %58, label %59, label %63

59:                                               ; preds = %56
  %60 = load float, ptr %4, align 4
  %61 = call i32 @f2i32(float noundef %60)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %61)
  br label %63

63:                                               ; preds = %59, %56, %53
  %64 = load float, ptr %4, align 4
  %65 = fcmp ogt float %64, -1.290000e+02
  br i1 %65, label %66, label %74

66:                                               ; preds = %63
  %67 = load float, ptr %4, align 4
  %68 = fcmp olt float %67, 1.280000e+02
  br i1 %68, label %69, label %74

69:                                               ; preds = %66
  %70 = load float, ptr %4, align 4
  %71 = call i8 @f2i8(float noundef %70)
  %72 = sext i8 %71 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %72)
  br label %74

74:                                               ; preds = %69, %66, %63
  %75 = load float, ptr %4, align 4
  %76 = fcmp ogt float %75, -1.000000e+00
  br i1 %76, label %77, label %85

77:                                               ; preds = %74
  %78 = load float, ptr %4, align 4
  %79 = fcmp olt float %78, 2.560000e+02
  br i1 %79, label %80, label %85

80:                                               ; preds = %77
  %81 = load float, ptr %4, align 4
  %82 = call i8 @f2u8(float noundef %81)
  %83 = zext i8 %82 to i32
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %83)
  br label %85

85:                                               ; preds = %80, %77, %74
  %86 = load float, ptr %4, align 4
  %87 = fcmp ogt float %86, -3.276900e+04
  br i1 %87, label %88, label %96

88:                                               ; preds = %85
  %89 = load float, ptr %4, align 4
  %90 = fcmp olt float %89, 3.276800e+04
  br i1 %90, label %91, label %96

91:                                               ; preds = %88
  %92 = load float, ptr %4, align 4
  %93 = call i16 @f2i16(float noundef %92)
  %94 = sext i16 %93 to i32
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %94)
  br label %96

96:                                               ; preds = %91, %88, %85
  %97 = load float, ptr %4, align 4
  %98 = fcmp ogt float %97, -1.000000e+00
  br i1 %98, label %99, label %107

99:                                               ; preds = %96
  %100 = load float, ptr %4, align 4
  %101 = fcmp olt float %100, 6.553600e+04
  br i1 %101, label %102, label %107

102:                                              ; preds = %99
  %103 = load float, ptr %4, align 4
  %104 = call i16 @f2u16(float noundef %103)
  %105 = zext i16 %104 to i32
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %105)
  br label %107

107:                                              ; preds = %102, %99, %96
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  br label %109

109:                                              ; preds = %107
  %110 = load i32, ptr %3, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %3, align 4
  br label %13, !llvm.loop !6

112:                                              ; preds = %13
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.is, i64 36, i1 true)
  store i32 0, ptr %6, align 4
  br label %113

113:                                              ; preds = %128, %112
  %114 = load i32, ptr %6, align 4
  %115 = icmp slt i32 %114, 9
  br i1 %115, label %116, label %131

116:                                              ; preds = %113
  %117 = load i32, ptr %6, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 %118
  %120 = load volatile i32, ptr %119, align 4
  %121 = load i32, ptr %6, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 %122
  %124 = load volatile i32, ptr %123, align 4
  %125 = call float @i32f(i32 noundef %124)
  %126 = fpext float %125 to double
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %120, double noundef %126)
  br label %128

128:                                              ; preds = %116
  %129 = load i32, ptr %6, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %6, align 4
  br label %113, !llvm.loop !8

131:                                              ; preds = %113
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.us, i64 16, i1 true)
  store i32 0, ptr %8, align 4
  br label %132

132:                                              ; preds = %147, %131
  %133 = load i32, ptr %8, align 4
  %134 = icmp slt i32 %133, 4
  br i1 %134, label %135, label %150

135:                                              ; preds = %132
  %136 = load i32, ptr %8, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 %137
  %139 = load volatile i32, ptr %138, align 4
  %140 = load i32, ptr %8, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 %141
  %143 = load volatile i32, ptr %142, align 4
  %144 = call float @u32f(i32 noundef %143)
  %145 = fpext float %144 to double
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %139, double noundef %145)
  br label %147

147:                                              ; preds = %135
  %148 = load i32, ptr %8, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %8, align 4
  br label %132, !llvm.loop !9

150:                                              ; preds = %132
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 40, i1 true)
  %151 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 0
  store volatile i64 16777217, ptr %151, align 8
  %152 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 1
  store volatile i64 9223372036854775807, ptr %152, align 8
  %153 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 2
  store volatile i64 -9223372036854775808, ptr %153, align 8
  %154 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 3
  store volatile i64 9223371487098961920, ptr %154, align 8
  %155 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 4
  store volatile i64 9223371487098961919, ptr %155, align 8
  store i32 0, ptr %10, align 4
  br label %156

156:                                              ; preds = %171, %150
  %157 = load i32, ptr %10, align 4
  %158 = icmp slt i32 %157, 5
  br i1 %158, label %159, label %174

159:                                              ; preds = %156
  %160 = load i32, ptr %10, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %161
  %163 = load volatile i64, ptr %162, align 8
  %164 = load i32, ptr %10, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %165
  %167 = load volatile i64, ptr %166, align 8
  %168 = call float @i64f(i64 noundef %167)
  %169 = fpext float %168 to double
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %163, double noundef %169)
  br label %171

171:                                              ; preds = %159
  %172 = load i32, ptr %10, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %10, align 4
  br label %156, !llvm.loop !10

174:                                              ; preds = %156
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 48, i1 true)
  %175 = getelementptr inbounds [6 x i64], ptr %11, i32 0, i32 0
  store volatile i64 -1, ptr %175, align 8
  %176 = getelementptr inbounds [6 x i64], ptr %11, i32 0, i32 1
  store volatile i64 -549755813889, ptr %176, align 8
  %177 = getelementptr inbounds [6 x i64], ptr %11, i32 0, i32 2
  store volatile i64 -549755813888, ptr %177, align 8
  %178 = getelementptr inbounds [6 x i64], ptr %11, i32 0, i32 3
  store volatile i64 -9223371487098961920, ptr %178, align 8
  %179 = getelementptr inbounds [6 x i64], ptr %11, i32 0, i32 4
  store volatile i64 -9223371487098961919, ptr %179, align 8
  %180 = getelementptr inbounds [6 x i64], ptr %11, i32 0, i32 5
  store volatile i64 -9223372036854775807, ptr %180, align 8
  store i32 0, ptr %12, align 4
  br label %181

181:                                              ; preds = %196, %174
  %182 = load i32, ptr %12, align 4
  %183 = icmp slt i32 %182, 6
  br i1 %183, label %184, label %199

184:                                              ; preds = %181
  %185 = load i32, ptr %12, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [6 x i64], ptr %11, i64 0, i64 %186
  %188 = load volatile i64, ptr %187, align 8
  %189 = load i32, ptr %12, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [6 x i64], ptr %11, i64 0, i64 %190
  %192 = load volatile i64, ptr %191, align 8
  %193 = call float @u64f(i64 noundef %192)
  %194 = fpext float %193 to double
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %188, double noundef %194)
  br label %196

196:                                              ; preds = %184
  %197 = load i32, ptr %12, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %12, align 4
  br label %181, !llvm.loop !11

199:                                              ; preds = %181
  %200 = call float @i8f(i8 noundef -128)
  %201 = fpext float %200 to double
  %202 = call float @u16f(i16 noundef -1)
  %203 = fpext float %202 to double
  %204 = call float @i8f(i8 noundef 127)
  %205 = fpext float %204 to double
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %201, double noundef %203, double noundef %205)
  %207 = call i64 @f2u64(float noundef 0x43EFFFFFE0000000)
  %208 = lshr i64 %207, 58
  %209 = trunc i64 %208 to i32
  ret i32 %209
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2i64(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2u64(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2u32(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2i32(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f2i8(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f2u8(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @f2i16(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @f2u16(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i32f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u32f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to float
  ret float %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i64f(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u64f(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i8f(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sitofp i8 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u16f(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = uitofp i16 %3 to float
  ret float %4
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
