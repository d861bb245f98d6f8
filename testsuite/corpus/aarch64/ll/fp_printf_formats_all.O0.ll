; ModuleID = 'programs/fp_printf_formats_all.c'
source_filename = "programs/fp_printf_formats_all.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.d = private unnamed_addr constant [17 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 0x419D6F3454800000, double 1.000000e-05, double 1.000000e+21, double 1.000000e+300, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 0x7FF0000000000000, double 0xFFF0000000000000, double 2.500000e+00, double 3.500000e+00, double 1.234560e-04], align 8
@.str = private unnamed_addr constant [69 x i8] c"[%a] [%e] [%.3f] [%g] [%+.10g] [%#.0f] [%012.4e] [%-12.3g|] [% .2e]\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"nan: [%f] [%e] [%g] [%a] [%5.1f]\0A\00", align 1
@__const.main.l = private unnamed_addr constant [13 x fp128] [fp128 0xL00000000000000000000000000000000, fp128 0xL00000000000000008000000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL999999999999999A3FFB999999999999, fp128 0xL0000000000000000C000600000000000, fp128 0xL0B8049732D11A23D0C17387AE70C9E70, fp128 0xL18C21AB905450CC373E6A3750647FCAB, fp128 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 0xL00000000000000000001000000000000, fp128 0xL00000000000000010000000000000000, fp128 0xL00000000000000003F8F000000000000, fp128 0xL15A4000000000000403E56A95319D63E, fp128 0xL00000000000000007FFF000000000000], align 16
@.str.2 = private unnamed_addr constant [38 x i8] c"L[%La] [%Le] [%.25Lg] [%Lg] [%+.3Le]\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"L fixed: [%Lf] [%.30Lf] [%20.5Lf]\0A\00", align 1
@__const.main.f = private unnamed_addr constant [6 x float] [float 0x3FB99999A0000000, float 0x3FD5555560000000, float 0x47EFFFFFE0000000, float 0x3810000000000000, float 0x36A0000000000000, float 0xC170000000000000], align 4
@.str.4 = private unnamed_addr constant [19 x i8] c"f[%a] [%.9g] [%e]\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"[%*.*f] [%*.*Le] \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [49 x i8] c"%d %f %ld %Lf %u %e %lld %Lg %c %g %s %La %x %a\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"eleven\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [17 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca [13 x fp128], align 16
  %5 = alloca i32, align 4
  %6 = alloca [6 x float], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.d, i64 136, i1 true)
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %69, %0
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %11, 17
  br i1 %12, label %13, label %72

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %15
  %17 = load volatile double, ptr %16, align 8
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %19
  %21 = load volatile double, ptr %20, align 8
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %23
  %25 = load volatile double, ptr %24, align 8
  %26 = fcmp ogt double %25, 1.000000e+30
  br i1 %26, label %27, label %28

27:                                               ; preds = %13
  br label %33

28:                                               ; preds = %13
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %30
  %32 = load volatile double, ptr %31, align 8
  br label %33

33:                                               ; preds = %28, %27
  %34 = phi double [ 0.000000e+00, %27 ], [ %32, %28 ]
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %36
  %38 = load volatile double, ptr %37, align 8
  %39 = load i32, ptr %3, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %40
  %42 = load volatile double, ptr %41, align 8
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %44
  %46 = load volatile double, ptr %45, align 8
  %47 = fcmp ogt double %46, 1.000000e+30
  br i1 %47, label %48, label %49

48:                                               ; preds = %33
  br label %54

49:                                               ; preds = %33
  %50 = load i32, ptr %3, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %51
  %53 = load volatile double, ptr %52, align 8
  br label %54

54:                                               ; preds = %49, %48
  %55 = phi double [ 1.000000e+00, %48 ], [ %53, %49 ]
  %56 = load i32, ptr %3, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %57
  %59 = load volatile double, ptr %58, align 8
  %60 = load i32, ptr %3, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %61
  %63 = load volatile double, ptr %62, align 8
  %64 = load i32, ptr %3, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %65
  %67 = load volatile double, ptr %66, align 8
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %17, double noundef %21, double noundef %34, double noundef %38, double noundef %42, double noundef %55, double noundef %59, double noundef %63, double noundef %67)
  br label %69

69:                                               ; preds = %54
  %70 = load i32, ptr %3, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %3, align 4
  br label %10, !llvm.loop !6

72:                                               ; preds = %10
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.l, i64 208, i1 true)
  store i32 0, ptr %5, align 4
  br label %74

74:                                               ; preds = %99, %72
  %75 = load i32, ptr %5, align 4
  %76 = icmp slt i32 %75, 13
  br i1 %76, label %77, label %102

77:                                               ; preds = %74
  %78 = load i32, ptr %5, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [13 x fp128], ptr %4, i64 0, i64 %79
  %81 = load volatile fp128, ptr %80, align 16
  %82 = load i32, ptr %5, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [13 x fp128], ptr %4, i64 0, i64 %83
  %85 = load volatile fp128, ptr %84, align 16
  %86 = load i32, ptr %5, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [13 x fp128], ptr %4, i64 0, i64 %87
  %89 = load volatile fp128, ptr %88, align 16
  %90 = load i32, ptr %5, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [13 x fp128], ptr %4, i64 0, i64 %91
  %93 = load volatile fp128, ptr %92, align 16
  %94 = load i32, ptr %5, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [13 x fp128], ptr %4, i64 0, i64 %95
  %97 = load volatile fp128, ptr %96, align 16
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, fp128 noundef %81, fp128 noundef %85, fp128 noundef %89, fp128 noundef %93, fp128 noundef %97)
  br label %99

99:                                               ; preds = %77
  %100 = load i32, ptr %5, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %5, align 4
  br label %74, !llvm.loop !8

102:                                              ; preds = %74
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef 0xL55555555555555553FFE555555555555, fp128 noundef 0xL6D9BE4CD74927914C00934A4584F4C6E)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.f, i64 24, i1 true)
  store i32 0, ptr %7, align 4
  br label %104

104:                                              ; preds = %124, %102
  %105 = load i32, ptr %7, align 4
  %106 = icmp slt i32 %105, 6
  br i1 %106, label %107, label %127

107:                                              ; preds = %104
  %108 = load i32, ptr %7, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [6 x float], ptr %6, i64 0, i64 %109
  %111 = load volatile float, ptr %110, align 4
  %112 = fpext float %111 to double
  %113 = load i32, ptr %7, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [6 x float], ptr %6, i64 0, i64 %114
  %116 = load volatile float, ptr %115, align 4
  %117 = fpext float %116 to double
  %118 = load i32, ptr %7, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [6 x float], ptr %6, i64 0, i64 %119
  %121 = load volatile float, ptr %120, align 4
  %122 = fpext float %121 to double
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %112, double noundef %117, double noundef %122)
  br label %124

124:                                              ; preds = %107
  %125 = load i32, ptr %7, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %7, align 4
  br label %104, !llvm.loop !9

127:                                              ; preds = %104
  store i32 0, ptr %8, align 4
  br label %128

128:                                              ; preds = %145, %127
  %129 = load i32, ptr %8, align 4
  %130 = icmp slt i32 %129, 20
  br i1 %130, label %131, label %148

131:                                              ; preds = %128
  store i32 0, ptr %9, align 4
  br label %132

132:                                              ; preds = %141, %131
  %133 = load i32, ptr %9, align 4
  %134 = icmp slt i32 %133, 12
  br i1 %134, label %135, label %144

135:                                              ; preds = %132
  %136 = load i32, ptr %8, align 4
  %137 = load i32, ptr %9, align 4
  %138 = load i32, ptr %8, align 4
  %139 = load i32, ptr %9, align 4
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %136, i32 noundef %137, double noundef 0x400921FB54442D11, i32 noundef %138, i32 noundef %139, fp128 noundef 0xL95355F0AE836C87840005BF0A8B14576)
  br label %141

141:                                              ; preds = %135
  %142 = load i32, ptr %9, align 4
  %143 = add nsw i32 %142, 5
  store i32 %143, ptr %9, align 4
  br label %132, !llvm.loop !10

144:                                              ; preds = %132
  br label %145

145:                                              ; preds = %144
  %146 = load i32, ptr %8, align 4
  %147 = add nsw i32 %146, 6
  store i32 %147, ptr %8, align 4
  br label %128, !llvm.loop !11

148:                                              ; preds = %128
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef 1, double noundef 2.500000e+00, i64 noundef 3, fp128 noundef 0xL00000000000000004001100000000000, i32 noundef 5, double noundef 6.000000e+06, i64 noundef 7, fp128 noundef 0xL00000000000000004002040000000000, i32 noundef 57, double noundef 1.050000e+01, ptr noundef @.str.8, fp128 noundef 0xL00000000000000004002800000000000, i32 noundef 13, double noundef 1.400000e+01)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

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
