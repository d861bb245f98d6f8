; ModuleID = 'programs/printf_float_formats.c'
source_filename = "programs/printf_float_formats.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.dv = private unnamed_addr constant [20 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 0x3FD5555555555555, double 0x419D6F3454000000, double 1.000000e-05, double 1.000000e-300, double 1.000000e+300, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 2.500000e+00, double 1.250000e-01, double 0x412E847F00000000, double 1.000000e+21], align 16
@.str = private unnamed_addr constant [117 x i8] c"[%a] [%A] [%.3a] [%e] [%.0e] [%f] [%.10f] [%g] [%.17g] [%G] [%10.3g] [%-12.4e|] [%+f] [% g] [%#g] [%#.0f] [%012.3f]\0A\00", align 1
@__const.main.lv = private unnamed_addr constant [9 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xKBFFDAAAAAAAAAAAAAAAB, x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 0xK00018000000000000000, x86_fp80 0xK3FC08000000000000000, x86_fp80 0xK73E6D1BA8323FE558C61, x86_fp80 0xK4000C90FDAA22168C235, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD], align 16
@.str.1 = private unnamed_addr constant [36 x i8] c"[%La] [%Le] [%.25Lg] [%Lg] [%.3Lf]\0A\00", align 1
@__const.main.fv = private unnamed_addr constant [5 x float] [float 0x3FB99999A0000000, float 0x4170000000000000, float 0x47EFFFFFE0000000, float 0x3810000000000000, float 0x36A0000000000000], align 16
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
  %2 = alloca [20 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca [9 x x86_fp80], align 16
  %6 = alloca i32, align 4
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca [5 x float], align 16
  %14 = alloca i32, align 4
  %15 = alloca [64 x i8], align 16
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.dv, i64 160, i1 false)
  store i32 0, ptr %3, align 4
  br label %18

18:                                               ; preds = %105, %0
  %19 = load i32, ptr %3, align 4
  %20 = zext i32 %19 to i64
  %21 = icmp ult i64 %20, 20
  br i1 %21, label %22, label %108

22:                                               ; preds = %18
  %23 = load i32, ptr %3, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [20 x double], ptr %2, i64 0, i64 %24
  %26 = load double, ptr %25, align 8
  store double %26, ptr %4, align 8
  %27 = load double, ptr %4, align 8
  %28 = load double, ptr %4, align 8
  %29 = load double, ptr %4, align 8
  %30 = load double, ptr %4, align 8
  %31 = load double, ptr %4, align 8
  %32 = load double, ptr %4, align 8
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = fcmp olt double %33, 1.000000e+30
  br i1 %34, label %40, label %35

35:                                               ; preds = %22
  %36 = load double, ptr %4, align 8
  %37 = call i32 @__fpclassify(double noundef %36)
  %38 = and i32 %37, 256
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %42, label %40

40:                                               ; preds = %35, %22
  %41 = load double, ptr %4, align 8
  br label %43

42:                                               ; preds = %35
  br label %43

43:                                               ; preds = %42, %40
  %44 = phi double [ %41, %40 ], [ 0.000000e+00, %42 ]
  %45 = load double, ptr %4, align 8
  %46 = call double @llvm.fabs.f64(double %45)
  %47 = fcmp olt double %46, 1.000000e+10
  br i1 %47, label %53, label %48

48:                                               ; preds = %43
  %49 = load double, ptr %4, align 8
  %50 = call i32 @__fpclassify(double noundef %49)
  %51 = and i32 %50, 256
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %55, label %53

53:                                               ; preds = %48, %43
  %54 = load double, ptr %4, align 8
  br label %56

55:                                               ; preds = %48
  br label %56

56:                                               ; preds = %55, %53
  %57 = phi double [ %54, %53 ], [ 0.000000e+00, %55 ]
  %58 = load double, ptr %4, align 8
  %59 = load double, ptr %4, align 8
  %60 = load double, ptr %4, align 8
  %61 = load double, ptr %4, align 8
  %62 = load double, ptr %4, align 8
  %63 = load double, ptr %4, align 8
  %64 = call double @llvm.fabs.f64(double %63)
  %65 = fcmp olt double %64, 1.000000e+20
  br i1 %65, label %71, label %66

66:                                               ; preds = %56
  %67 = load double, ptr %4, align 8
  %68 = call i32 @__fpclassify(double noundef %67)
  %69 = and i32 %68, 256
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %73, label %71

71:                                               ; preds = %66, %56
  %72 = load double, ptr %4, align 8
  br label %74

73:                                               ; preds = %66
  br label %74

74:                                               ; preds = %73, %71
  %75 = phi double [ %72, %71 ], [ 1.000000e+00, %73 ]
  %76 = load double, ptr %4, align 8
  %77 = load double, ptr %4, align 8
  %78 = load double, ptr %4, align 8
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = fcmp olt double %79, 1.000000e+20
  br i1 %80, label %86, label %81

81:                                               ; preds = %74
  %82 = load double, ptr %4, align 8
  %83 = call i32 @__fpclassify(double noundef %82)
  %84 = and i32 %83, 256
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %81, %74
  %87 = load double, ptr %4, align 8
  br label %89

88:                                               ; preds = %81
  br label %89

89:                                               ; preds = %88, %86
  %90 = phi double [ %87, %86 ], [ 2.000000e+00, %88 ]
  %91 = load double, ptr %4, align 8
  %92 = call double @llvm.fabs.f64(double %91)
  %93 = fcmp olt double %92, 1.000000e+20
  br i1 %93, label %99, label %94

94:                                               ; preds = %89
  %95 = load double, ptr %4, align 8
  %96 = call i32 @__fpclassify(double noundef %95)
  %97 = and i32 %96, 256
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %94, %89
  %100 = load double, ptr %4, align 8
  br label %102

101:                                              ; preds = %94
  br label %102

102:                                              ; preds = %101, %99
  %103 = phi double [ %100, %99 ], [ 3.000000e+00, %101 ]
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %27, double noundef %28, double noundef %29, double noundef %30, double noundef %31, double noundef %44, double noundef %57, double noundef %58, double noundef %59, double noundef %60, double noundef %61, double noundef %62, double noundef %75, double noundef %76, double noundef %77, double noundef %90, double noundef %103)
  br label %105

105:                                              ; preds = %102
  %106 = load i32, ptr %3, align 4
  %107 = add i32 %106, 1
  store i32 %107, ptr %3, align 4
  br label %18, !llvm.loop !5

108:                                              ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.lv, i64 144, i1 false)
  store i32 0, ptr %6, align 4
  br label %109

109:                                              ; preds = %133, %108
  %110 = load i32, ptr %6, align 4
  %111 = zext i32 %110 to i64
  %112 = icmp ult i64 %111, 9
  br i1 %112, label %113, label %136

113:                                              ; preds = %109
  %114 = load i32, ptr %6, align 4
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds [9 x x86_fp80], ptr %5, i64 0, i64 %115
  %117 = load x86_fp80, ptr %116, align 16
  store x86_fp80 %117, ptr %7, align 16
  %118 = load x86_fp80, ptr %7, align 16
  %119 = load x86_fp80, ptr %7, align 16
  %120 = load x86_fp80, ptr %7, align 16
  %121 = load x86_fp80, ptr %7, align 16
  %122 = load x86_fp80, ptr %7, align 16
  %123 = fcmp olt x86_fp80 %122, 0xK4062C9F2C9CD04674EDF
  br i1 %123, label %124, label %129

124:                                              ; preds = %113
  %125 = load x86_fp80, ptr %7, align 16
  %126 = fcmp ogt x86_fp80 %125, 0xKC062C9F2C9CD04674EDF
  br i1 %126, label %127, label %129

127:                                              ; preds = %124
  %128 = load x86_fp80, ptr %7, align 16
  br label %130

129:                                              ; preds = %124, %113
  br label %130

130:                                              ; preds = %129, %127
  %131 = phi x86_fp80 [ %128, %127 ], [ 0xK00000000000000000000, %129 ]
  store x86_fp80 %118, ptr %8, align 16
  store x86_fp80 %119, ptr %9, align 16
  store x86_fp80 %120, ptr %10, align 16
  store x86_fp80 %121, ptr %11, align 16
  store x86_fp80 %131, ptr %12, align 16
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %8, ptr noundef %9, ptr noundef %10, ptr noundef %11, ptr noundef %12)
  br label %133

133:                                              ; preds = %130
  %134 = load i32, ptr %6, align 4
  %135 = add i32 %134, 1
  store i32 %135, ptr %6, align 4
  br label %109, !llvm.loop !7

136:                                              ; preds = %109
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.main.fv, i64 20, i1 false)
  store i32 0, ptr %14, align 4
  br label %137

137:                                              ; preds = %157, %136
  %138 = load i32, ptr %14, align 4
  %139 = icmp slt i32 %138, 5
  br i1 %139, label %140, label %160

140:                                              ; preds = %137
  %141 = load i32, ptr %14, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [5 x float], ptr %13, i64 0, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = fpext float %144 to double
  %146 = load i32, ptr %14, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [5 x float], ptr %13, i64 0, i64 %147
  %149 = load float, ptr %148, align 4
  %150 = fpext float %149 to double
  %151 = load i32, ptr %14, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [5 x float], ptr %13, i64 0, i64 %152
  %154 = load float, ptr %153, align 4
  %155 = fpext float %154 to double
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %145, double noundef %150, double noundef %155)
  br label %157

157:                                              ; preds = %140
  %158 = load i32, ptr %14, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %14, align 4
  br label %137, !llvm.loop !8

160:                                              ; preds = %137
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef 12, i32 noundef 4, double noundef 3.141590e+00, i32 noundef 6, i32 noundef 42, i32 noundef 2, double noundef 0x44DFE185CA57C517)
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef 9.995000e+01)
  %163 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 0
  %164 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %163, i64 noundef 64, ptr noundef @.str.5, double noundef 1.000000e-01)
  store i32 %164, ptr %16, align 4
  %165 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 0
  %166 = load i32, ptr %16, align 4
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %165, i32 noundef %166)
  store volatile i64 8, ptr %17, align 8
  %168 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 0
  %169 = load volatile i64, ptr %17, align 8
  %170 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %168, i64 noundef %169, ptr noundef @.str.7, double noundef 0x4132D687E4189375)
  store i32 %170, ptr %16, align 4
  %171 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 0
  %172 = load i32, ptr %16, align 4
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %171, i32 noundef %172)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare dso_local i32 @__fpclassify(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
