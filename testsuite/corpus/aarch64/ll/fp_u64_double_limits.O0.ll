; ModuleID = 'programs/fp_u64_double_limits.c'
source_filename = "programs/fp_u64_double_limits.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.uv = private unnamed_addr constant [20 x i64] [i64 0, i64 1, i64 9007199254740991, i64 9007199254740992, i64 9007199254740993, i64 9007199254740994, i64 9007199254740995, i64 18014398509481986, i64 18014398509481990, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807, i64 -9223372036854774784, i64 -9223372036854774783, i64 -9223372036854772736, i64 -3072, i64 -1025, i64 -1024, i64 -1, i64 -9223372036854771713], align 8
@.str = private unnamed_addr constant [17 x i8] c"u64 %20llu -> %a\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c" -> %20llu\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.iv = private unnamed_addr constant [10 x i64] [i64 -9223372036854775808, i64 -9223372036854775807, i64 -9007199254740993, i64 -9007199254740995, i64 -1, i64 0, i64 9007199254740993, i64 9223372036854775296, i64 9223372036854775295, i64 9223372036854775807], align 8
@.str.3 = private unnamed_addr constant [17 x i8] c"i64 %20lld -> %a\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c" -> %lld\00", align 1
@__const.main.dv = private unnamed_addr constant [13 x double] [double 0.000000e+00, double 0x3FEFF7CED916872B, double 1.000000e+00, double 0x41EFFFFFFFFCCCCD, double 0x41F0000000000000, double 0x43E0000000000000, double 0x43DFFFFFFFFFFFFF, double 0x43E0000000000001, double 0x43E56A95319D63E1, double 0x43EFFFFFFFFFFFFF, double 0xBFEFF7CED916872B, double 0xC3E0000000000000, double -9.500000e+00], align 8
@.str.5 = private unnamed_addr constant [6 x i8] c"d %a:\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1
@__const.main.u32s = private unnamed_addr constant [5 x i32] [i32 0, i32 1, i32 2147483647, i32 -2147483648, i32 -1], align 4
@.str.10 = private unnamed_addr constant [22 x i8] c"u32 %u -> %.1f -> %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca [10 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca [13 x double], align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca [5 x i32], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.uv, i64 160, i1 true)
  store i32 0, ptr %3, align 4
  br label %16

16:                                               ; preds = %39, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 20
  br i1 %18, label %19, label %42

19:                                               ; preds = %16
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [20 x i64], ptr %2, i64 0, i64 %21
  %23 = load volatile i64, ptr %22, align 8
  %24 = call double @u64_to_d(i64 noundef %23)
  store double %24, ptr %4, align 8
  %25 = load i32, ptr %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [20 x i64], ptr %2, i64 0, i64 %26
  %28 = load volatile i64, ptr %27, align 8
  %29 = load double, ptr %4, align 8
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %28, double noundef %29)
  %31 = load double, ptr %4, align 8
  %32 = fcmp olt double %31, 0x43F0000000000000
  br i1 %32, label %33, label %37

33:                                               ; preds = %19
  %34 = load double, ptr %4, align 8
  %35 = call i64 @d_to_u64(double noundef %34)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %35)
  br label %37

37:                                               ; preds = %33, %19
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %39

39:                                               ; preds = %37
  %40 = load i32, ptr %3, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %3, align 4
  br label %16, !llvm.loop !6

42:                                               ; preds = %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.iv, i64 80, i1 true)
  store i32 0, ptr %6, align 4
  br label %43

43:                                               ; preds = %66, %42
  %44 = load i32, ptr %6, align 4
  %45 = icmp slt i32 %44, 10
  br i1 %45, label %46, label %69

46:                                               ; preds = %43
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [10 x i64], ptr %5, i64 0, i64 %48
  %50 = load volatile i64, ptr %49, align 8
  %51 = call double @i64_to_d(i64 noundef %50)
  store double %51, ptr %7, align 8
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [10 x i64], ptr %5, i64 0, i64 %53
  %55 = load volatile i64, ptr %54, align 8
  %56 = load double, ptr %7, align 8
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %55, double noundef %56)
  %58 = load double, ptr %7, align 8
  %59 = fcmp olt double %58, 0x43E0000000000000
  br i1 %59, label %60, label %64

60:                                               ; preds = %46
  %61 = load double, ptr %7, align 8
  %62 = call i64 @d_to_i64(double noundef %61)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %62)
  br label %64

64:                                               ; preds = %60, %46
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %66

66:                                               ; preds = %64
  %67 = load i32, ptr %6, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %6, align 4
  br label %43, !llvm.loop !8

69:                                               ; preds = %43
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.dv, i64 104, i1 true)
  store i32 0, ptr %9, align 4
  br label %70

70:                                               ; preds = %121, %69
  %71 = load i32, ptr %9, align 4
  %72 = icmp slt i32 %71, 13
  br i1 %72, label %73, label %124

73:                                               ; preds = %70
  %74 = load i32, ptr %9, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [13 x double], ptr %8, i64 0, i64 %75
  %77 = load volatile double, ptr %76, align 8
  store double %77, ptr %10, align 8
  %78 = load double, ptr %10, align 8
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %78)
  %80 = load double, ptr %10, align 8
  %81 = fcmp ogt double %80, -1.000000e+00
  br i1 %81, label %82, label %89

82:                                               ; preds = %73
  %83 = load double, ptr %10, align 8
  %84 = fcmp olt double %83, 0x43F0000000000000
  br i1 %84, label %85, label %89

85:                                               ; preds = %82
  %86 = load double, ptr %10, align 8
  %87 = call i64 @d_to_u64(double noundef %86)
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %87)
  br label %89

89:                                               ; preds = %85, %82, %73
  %90 = load double, ptr %10, align 8
  %91 = fcmp oge double %90, 0xC3E0000000000000
  br i1 %91, label %92, label %99

92:                                               ; preds = %89
  %93 = load double, ptr %10, align 8
  %94 = fcmp olt double %93, 0x43E0000000000000
  br i1 %94, label %95, label %99

95:                                               ; preds = %92
  %96 = load double, ptr %10, align 8
  %97 = call i64 @d_to_i64(double noundef %96)
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %97)
  br label %99

99:                                               ; preds = %95, %92, %89
  %100 = load double, ptr %10, align 8
  %101 = fcmp ogt double %100, -1.000000e+00
  br i1 %101, label %102, label %109

102:                                              ; preds = %99
  %103 = load double, ptr %10, align 8
  %104 = fcmp olt double %103, 0x41F0000000000000
  br i1 %104, label %105, label %109

105:                                              ; preds = %102
  %106 = load double, ptr %10, align 8
  %107 = call i32 @d_to_u32(double noundef %106)
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %107)
  br label %109

109:                                              ; preds = %105, %102, %99
  %110 = load double, ptr %10, align 8
  %111 = fcmp ogt double %110, 0xC1E0000000200000
  br i1 %111, label %112, label %119

112:                                              ; preds = %109
  %113 = load double, ptr %10, align 8
  %114 = fcmp olt double %113, 0x41E0000000000000
  br i1 %114, label %115, label %119

115:                                              ; preds = %112
  %116 = load double, ptr %10, align 8
  %117 = call i32 @d_to_i32(double noundef %116)
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %117)
  br label %119

119:                                              ; preds = %115, %112, %109
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %121

121:                                              ; preds = %119
  %122 = load i32, ptr %9, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %9, align 4
  br label %70, !llvm.loop !9

124:                                              ; preds = %70
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.u32s, i64 20, i1 true)
  store i32 0, ptr %12, align 4
  br label %125

125:                                              ; preds = %145, %124
  %126 = load i32, ptr %12, align 4
  %127 = icmp slt i32 %126, 5
  br i1 %127, label %128, label %148

128:                                              ; preds = %125
  %129 = load i32, ptr %12, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 %130
  %132 = load volatile i32, ptr %131, align 4
  %133 = load i32, ptr %12, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 %134
  %136 = load volatile i32, ptr %135, align 4
  %137 = call double @u32_to_d(i32 noundef %136)
  %138 = load i32, ptr %12, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 %139
  %141 = load volatile i32, ptr %140, align 4
  %142 = call double @u32_to_d(i32 noundef %141)
  %143 = call i32 @d_to_u32(double noundef %142)
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %132, double noundef %137, i32 noundef %143)
  br label %145

145:                                              ; preds = %128
  %146 = load i32, ptr %12, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %12, align 4
  br label %125, !llvm.loop !10

148:                                              ; preds = %125
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %149

149:                                              ; preds = %184, %148
  %150 = load i32, ptr %14, align 4
  %151 = icmp slt i32 %150, 64
  br i1 %151, label %152, label %187

152:                                              ; preds = %149
  %153 = load i32, ptr %14, align 4
  %154 = zext i32 %153 to i64
  %155 = shl i64 1, %154
  store i64 %155, ptr %15, align 8
  %156 = load i64, ptr %15, align 8
  %157 = call double @u64_to_d(i64 noundef %156)
  %158 = call i64 @d_to_u64(double noundef %157)
  %159 = load i64, ptr %15, align 8
  %160 = icmp ne i64 %158, %159
  br i1 %160, label %161, label %164

161:                                              ; preds = %152
  %162 = load i32, ptr %13, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %13, align 4
  br label %164

164:                                              ; preds = %161, %152
  %165 = load i32, ptr %14, align 4
  %166 = icmp slt i32 %165, 53
  br i1 %166, label %167, label %183

167:                                              ; preds = %164
  %168 = load i64, ptr %15, align 8
  %169 = add i64 %168, 1
  %170 = call double @u64_to_d(i64 noundef %169)
  %171 = call i64 @d_to_u64(double noundef %170)
  %172 = load i64, ptr %15, align 8
  %173 = add i64 %172, 1
  %174 = icmp ne i64 %171, %173
  br i1 %174, label %175, label %183

175:                                              ; preds = %167
  %176 = load i64, ptr %15, align 8
  %177 = add i64 %176, 1
  %178 = load i64, ptr %15, align 8
  %179 = icmp ugt i64 %177, %178
  br i1 %179, label %180, label %183

180:                                              ; preds = %175
  %181 = load i32, ptr %13, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %13, align 4
  br label %183

183:                                              ; preds = %180, %175, %167, %164
  br label %184

184:                                              ; preds = %183
  %185 = load i32, ptr %14, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %14, align 4
  br label %149, !llvm.loop !11

187:                                              ; preds = %149
  %188 = load i32, ptr %13, align 4
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %188)
  %190 = load i32, ptr %13, align 4
  %191 = icmp ne i32 %190, 0
  br i1 %191, label %192, label %193

192:                                              ; preds = %187
  br label %198

193:                                              ; preds = %187
  %194 = call double @u64_to_d(i64 noundef -1025)
  %195 = call i64 @d_to_u64(double noundef %194)
  %196 = lshr i64 %195, 57
  %197 = trunc i64 %196 to i32
  br label %198

198:                                              ; preds = %193, %192
  %199 = phi i32 [ 1, %192 ], [ %197, %193 ]
  ret i32 %199
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u64_to_d(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to double
  ret double %4
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d_to_u64(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i64_to_d(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d_to_i64(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @d_to_u32(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @d_to_i32(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u32_to_d(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to double
  ret double %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
