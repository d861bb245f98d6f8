; ModuleID = 'programs/printf_float_formats.c'
source_filename = "programs/printf_float_formats.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.dv = private unnamed_addr constant [20 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 0x3FD5555555555555, double 0x419D6F3454000000, double 1.000000e-05, double 1.000000e-300, double 1.000000e+300, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 2.500000e+00, double 1.250000e-01, double 0x412E847F00000000, double 1.000000e+21], align 8
@.str = private unnamed_addr constant [117 x i8] c"[%a] [%A] [%.3a] [%e] [%.0e] [%f] [%.10f] [%g] [%.17g] [%G] [%10.3g] [%-12.4e|] [%+f] [% g] [%#g] [%#.0f] [%012.3f]\0A\00", align 1
@__const.main.lv = private unnamed_addr constant [9 x fp128] [fp128 0xL00000000000000000000000000000000, fp128 0xL00000000000000003FFF000000000000, fp128 0xL5555555555555555BFFD555555555555, fp128 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 0xL00000000000000000001000000000000, fp128 0xL00000000000000003F8F000000000000, fp128 0xL18C21AB905450CC373E6A3750647FCAB, fp128 0xL8469898CC51701B84000921FB54442D1, fp128 0xL999999999999999A3FFB999999999999], align 16
@.str.1 = private unnamed_addr constant [36 x i8] c"[%La] [%Le] [%.25Lg] [%Lg] [%.3Lf]\0A\00", align 1
@__const.main.fv = private unnamed_addr constant [5 x float] [float 0x3FB99999A0000000, float 0x4170000000000000, float 0x47EFFFFFE0000000, float 0x3810000000000000, float 0x36A0000000000000], align 4
@.str.2 = private unnamed_addr constant [15 x i8] c"f: %a %.9g %e\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"%*.*f|%-*d|%.*e\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"%5.1f%%\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"%.20g\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"%s len=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"%f\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"trunc '%s' would=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca [9 x fp128], align 16
  %6 = alloca i32, align 4
  %7 = alloca fp128, align 16
  %8 = alloca [5 x float], align 4
  %9 = alloca i32, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.dv, i64 160, i1 false)
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %90, %0
  %14 = load i32, ptr %3, align 4
  %15 = zext i32 %14 to i64
  %16 = icmp ult i64 %15, 20
  br i1 %16, label %17, label %93

17:                                               ; preds = %13
  %18 = load i32, ptr %3, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [20 x double], ptr %2, i64 0, i64 %19
  %21 = load double, ptr %20, align 8
  store double %21, ptr %4, align 8
  %22 = load double, ptr %4, align 8
  %23 = load double, ptr %4, align 8
  %24 = load double, ptr %4, align 8
  %25 = load double, ptr %4, align 8
  %26 = load double, ptr %4, align 8
  %27 = load double, ptr %4, align 8
  %28 = call double @llvm.fabs.f64(double %27)
  %29 = fcmp olt double %28, 1.000000e+30
  br i1 %29, label %33, label %30

30:                                               ; preds = %17
  %31 = load double, ptr %4, align 8
  %32 = call i1 @llvm.is.fpclass.f64(double %31, i32 504)
  br i1 %32, label %35, label %33

33:                                               ; preds = %30, %17
  %34 = load double, ptr %4, align 8
  br label %36

35:                                               ; preds = %30
  br label %36

36:                                               ; preds = %35, %33
  %37 = phi double [ %34, %33 ], [ 0.000000e+00, %35 ]
  %38 = load double, ptr %4, align 8
  %39 = call double @llvm.fabs.f64(double %38)
  %40 = fcmp olt double %39, 1.000000e+10
  br i1 %40, label %44, label %41

41:                                               ; preds = %36
  %42 = load double, ptr %4, align 8
  %43 = call i1 @llvm.is.fpclass.f64(double %42, i32 504)
  br i1 %43, label %46, label %44

44:                                               ; preds = %41, %36
  %45 = load double, ptr %4, align 8
  br label %47

46:                                               ; preds = %41
  br label %47

47:                                               ; preds = %46, %44
  %48 = phi double [ %45, %44 ], [ 0.000000e+00, %46 ]
  %49 = load double, ptr %4, align 8
  %50 = load double, ptr %4, align 8
  %51 = load double, ptr %4, align 8
  %52 = load double, ptr %4, align 8
  %53 = load double, ptr %4, align 8
  %54 = load double, ptr %4, align 8
  %55 = call double @llvm.fabs.f64(double %54)
  %56 = fcmp olt double %55, 1.000000e+20
  br i1 %56, label %60, label %57

57:                                               ; preds = %47
  %58 = load double, ptr %4, align 8
  %59 = call i1 @llvm.is.fpclass.f64(double %58, i32 504)
  br i1 %59, label %62, label %60

60:                                               ; preds = %57, %47
  %61 = load double, ptr %4, align 8
  br label %63

62:                                               ; preds = %57
  br label %63

63:                                               ; preds = %62, %60
  %64 = phi double [ %61, %60 ], [ 1.000000e+00, %62 ]
  %65 = load double, ptr %4, align 8
  %66 = load double, ptr %4, align 8
  %67 = load double, ptr %4, align 8
  %68 = call double @llvm.fabs.f64(double %67)
  %69 = fcmp olt double %68, 1.000000e+20
  br i1 %69, label %73, label %70

70:                                               ; preds = %63
  %71 = load double, ptr %4, align 8
  %72 = call i1 @llvm.is.fpclass.f64(double %71, i32 504)
  br i1 %72, label %75, label %73

73:                                               ; preds = %70, %63
  %74 = load double, ptr %4, align 8
  br label %76

75:                                               ; preds = %70
  br label %76

76:                                               ; preds = %75, %73
  %77 = phi double [ %74, %73 ], [ 2.000000e+00, %75 ]
  %78 = load double, ptr %4, align 8
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = fcmp olt double %79, 1.000000e+20
  br i1 %80, label %84, label %81

81:                                               ; preds = %76
  %82 = load double, ptr %4, align 8
  %83 = call i1 @llvm.is.fpclass.f64(double %82, i32 504)
  br i1 %83, label %86, label %84

84:                                               ; preds = %81, %76
  %85 = load double, ptr %4, align 8
  br label %87

86:                                               ; preds = %81
  br label %87

87:                                               ; preds = %86, %84
  %88 = phi double [ %85, %84 ], [ 3.000000e+00, %86 ]
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %22, double noundef %23, double noundef %24, double noundef %25, double noundef %26, double noundef %37, double noundef %48, double noundef %49, double noundef %50, double noundef %51, double noundef %52, double noundef %53, double noundef %64, double noundef %65, double noundef %66, double noundef %77, double noundef %88)
  br label %90

90:                                               ; preds = %87
  %91 = load i32, ptr %3, align 4
  %92 = add i32 %91, 1
  store i32 %92, ptr %3, align 4
  br label %13, !llvm.loop !6

93:                                               ; preds = %13
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.lv, i64 144, i1 false)
  store i32 0, ptr %6, align 4
  br label %94

94:                                               ; preds = %118, %93
  %95 = load i32, ptr %6, align 4
  %96 = zext i32 %95 to i64
  %97 = icmp ult i64 %96, 9
  br i1 %97, label %98, label %121

98:                                               ; preds = %94
  %99 = load i32, ptr %6, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds [9 x fp128], ptr %5, i64 0, i64 %100
  %102 = load fp128, ptr %101, align 16
  store fp128 %102, ptr %7, align 16
  %103 = load fp128, ptr %7, align 16
  %104 = load fp128, ptr %7, align 16
  %105 = load fp128, ptr %7, align 16
  %106 = load fp128, ptr %7, align 16
  %107 = load fp128, ptr %7, align 16
  %108 = fcmp olt fp128 %107, 0xL9DBD480000000000406293E5939A08CE
  br i1 %108, label %109, label %114

109:                                              ; preds = %98
  %110 = load fp128, ptr %7, align 16
  %111 = fcmp ogt fp128 %110, 0xL9DBD480000000000C06293E5939A08CE
  br i1 %111, label %112, label %114

112:                                              ; preds = %109
  %113 = load fp128, ptr %7, align 16
  br label %115

114:                                              ; preds = %109, %98
  br label %115

115:                                              ; preds = %114, %112
  %116 = phi fp128 [ %113, %112 ], [ 0xL00000000000000000000000000000000, %114 ]
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, fp128 noundef %103, fp128 noundef %104, fp128 noundef %105, fp128 noundef %106, fp128 noundef %116)
  br label %118

118:                                              ; preds = %115
  %119 = load i32, ptr %6, align 4
  %120 = add i32 %119, 1
  store i32 %120, ptr %6, align 4
  br label %94, !llvm.loop !8

121:                                              ; preds = %94
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.fv, i64 20, i1 false)
  store i32 0, ptr %9, align 4
  br label %122

122:                                              ; preds = %142, %121
  %123 = load i32, ptr %9, align 4
  %124 = icmp slt i32 %123, 5
  br i1 %124, label %125, label %145

125:                                              ; preds = %122
  %126 = load i32, ptr %9, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [5 x float], ptr %8, i64 0, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = fpext float %129 to double
  %131 = load i32, ptr %9, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [5 x float], ptr %8, i64 0, i64 %132
  %134 = load float, ptr %133, align 4
  %135 = fpext float %134 to double
  %136 = load i32, ptr %9, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [5 x float], ptr %8, i64 0, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = fpext float %139 to double
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %130, double noundef %135, double noundef %140)
  br label %142

142:                                              ; preds = %125
  %143 = load i32, ptr %9, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %9, align 4
  br label %122, !llvm.loop !9

145:                                              ; preds = %122
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef 12, i32 noundef 4, double noundef 3.141590e+00, i32 noundef 6, i32 noundef 42, i32 noundef 2, double noundef 0x44DFE185CA57C517)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef 9.995000e+01)
  %148 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %149 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %148, i64 noundef 64, ptr noundef @.str.5, double noundef 1.000000e-01) #5
  store i32 %149, ptr %11, align 4
  %150 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %151 = load i32, ptr %11, align 4
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %150, i32 noundef %151)
  store volatile i64 8, ptr %12, align 8
  %153 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %154 = load volatile i64, ptr %12, align 8
  %155 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %153, i64 noundef %154, ptr noundef @.str.7, double noundef 0x4132D687E4189375) #5
  store i32 %155, ptr %11, align 4
  %156 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %157 = load i32, ptr %11, align 4
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %156, i32 noundef %157)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #3

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
