; ModuleID = 'programs/fp_printf_formats_all.c'
source_filename = "programs/fp_printf_formats_all.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.d = private unnamed_addr constant [17 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 0x419D6F3454800000, double 1.000000e-05, double 1.000000e+21, double 1.000000e+300, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 0x7FF0000000000000, double 0xFFF0000000000000, double 2.500000e+00, double 3.500000e+00, double 1.234560e-04], align 16
@.str = private unnamed_addr constant [69 x i8] c"[%a] [%e] [%.3f] [%g] [%+.10g] [%#.0f] [%012.4e] [%-12.3g|] [% .2e]\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"nan: [%f] [%e] [%g] [%a] [%5.1f]\0A\00", align 1
@__const.main.l = private unnamed_addr constant [13 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK80000000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xKC000B000000000000000, x86_fp80 0xK0C179C3D73864F3805C0, x86_fp80 0xK73E6D1BA8323FE558C61, x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 0xK00018000000000000000, x86_fp80 0xK00000000000000000001, x86_fp80 0xK3FC08000000000000000, x86_fp80 0xK403EAB54A98CEB1F0AD2, x86_fp80 0xK7FFF8000000000000000], align 16
@.str.2 = private unnamed_addr constant [38 x i8] c"L[%La] [%Le] [%.25Lg] [%Lg] [%+.3Le]\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"L fixed: [%Lf] [%.30Lf] [%20.5Lf]\0A\00", align 1
@__const.main.f = private unnamed_addr constant [6 x float] [float 0x3FB99999A0000000, float 0x3FD5555560000000, float 0x47EFFFFFE0000000, float 0x3810000000000000, float 0x36A0000000000000, float 0xC170000000000000], align 16
@.str.4 = private unnamed_addr constant [19 x i8] c"f[%a] [%.9g] [%e]\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"[%*.*f] [%*.*Le] \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [49 x i8] c"%d %f %ld %Lf %u %e %lld %Lg %c %g %s %La %x %a\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"eleven\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [17 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca [13 x x86_fp80], align 16
  %5 = alloca i32, align 4
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca [6 x float], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca x86_fp80, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.d, i64 136, i1 true)
  store i32 0, ptr %3, align 4
  br label %22

22:                                               ; preds = %81, %0
  %23 = load i32, ptr %3, align 4
  %24 = icmp slt i32 %23, 17
  br i1 %24, label %25, label %84

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %27
  %29 = load volatile double, ptr %28, align 8
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %31
  %33 = load volatile double, ptr %32, align 8
  %34 = load i32, ptr %3, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %35
  %37 = load volatile double, ptr %36, align 8
  %38 = fcmp ogt double %37, 1.000000e+30
  br i1 %38, label %39, label %40

39:                                               ; preds = %25
  br label %45

40:                                               ; preds = %25
  %41 = load i32, ptr %3, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %42
  %44 = load volatile double, ptr %43, align 8
  br label %45

45:                                               ; preds = %40, %39
  %46 = phi double [ 0.000000e+00, %39 ], [ %44, %40 ]
  %47 = load i32, ptr %3, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %48
  %50 = load volatile double, ptr %49, align 8
  %51 = load i32, ptr %3, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %52
  %54 = load volatile double, ptr %53, align 8
  %55 = load i32, ptr %3, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %56
  %58 = load volatile double, ptr %57, align 8
  %59 = fcmp ogt double %58, 1.000000e+30
  br i1 %59, label %60, label %61

60:                                               ; preds = %45
  br label %66

61:                                               ; preds = %45
  %62 = load i32, ptr %3, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %63
  %65 = load volatile double, ptr %64, align 8
  br label %66

66:                                               ; preds = %61, %60
  %67 = phi double [ 1.000000e+00, %60 ], [ %65, %61 ]
  %68 = load i32, ptr %3, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %69
  %71 = load volatile double, ptr %70, align 8
  %72 = load i32, ptr %3, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %73
  %75 = load volatile double, ptr %74, align 8
  %76 = load i32, ptr %3, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %77
  %79 = load volatile double, ptr %78, align 8
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %29, double noundef %33, double noundef %46, double noundef %50, double noundef %54, double noundef %67, double noundef %71, double noundef %75, double noundef %79)
  br label %81

81:                                               ; preds = %66
  %82 = load i32, ptr %3, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %3, align 4
  br label %22, !llvm.loop !5

84:                                               ; preds = %22
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.l, i64 208, i1 true)
  store i32 0, ptr %5, align 4
  br label %86

86:                                               ; preds = %111, %84
  %87 = load i32, ptr %5, align 4
  %88 = icmp slt i32 %87, 13
  br i1 %88, label %89, label %114

89:                                               ; preds = %86
  %90 = load i32, ptr %5, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [13 x x86_fp80], ptr %4, i64 0, i64 %91
  %93 = load volatile x86_fp80, ptr %92, align 16
  %94 = load i32, ptr %5, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [13 x x86_fp80], ptr %4, i64 0, i64 %95
  %97 = load volatile x86_fp80, ptr %96, align 16
  %98 = load i32, ptr %5, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [13 x x86_fp80], ptr %4, i64 0, i64 %99
  %101 = load volatile x86_fp80, ptr %100, align 16
  %102 = load i32, ptr %5, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [13 x x86_fp80], ptr %4, i64 0, i64 %103
  %105 = load volatile x86_fp80, ptr %104, align 16
  %106 = load i32, ptr %5, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [13 x x86_fp80], ptr %4, i64 0, i64 %107
  %109 = load volatile x86_fp80, ptr %108, align 16
  store x86_fp80 %93, ptr %6, align 16
  store x86_fp80 %97, ptr %7, align 16
  store x86_fp80 %101, ptr %8, align 16
  store x86_fp80 %105, ptr %9, align 16
  store x86_fp80 %109, ptr %10, align 16
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, ptr noundef %10)
  br label %111

111:                                              ; preds = %89
  %112 = load i32, ptr %5, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %5, align 4
  br label %86, !llvm.loop !7

114:                                              ; preds = %86
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %11, align 16
  store x86_fp80 0xK3FFEAAAAAAAAAAAAAAAB, ptr %12, align 16
  store x86_fp80 0xKC0099A522C27A63736CE, ptr %13, align 16
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %11, ptr noundef %12, ptr noundef %13)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.main.f, i64 24, i1 true)
  store i32 0, ptr %15, align 4
  br label %116

116:                                              ; preds = %136, %114
  %117 = load i32, ptr %15, align 4
  %118 = icmp slt i32 %117, 6
  br i1 %118, label %119, label %139

119:                                              ; preds = %116
  %120 = load i32, ptr %15, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [6 x float], ptr %14, i64 0, i64 %121
  %123 = load volatile float, ptr %122, align 4
  %124 = fpext float %123 to double
  %125 = load i32, ptr %15, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [6 x float], ptr %14, i64 0, i64 %126
  %128 = load volatile float, ptr %127, align 4
  %129 = fpext float %128 to double
  %130 = load i32, ptr %15, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [6 x float], ptr %14, i64 0, i64 %131
  %133 = load volatile float, ptr %132, align 4
  %134 = fpext float %133 to double
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %124, double noundef %129, double noundef %134)
  br label %136

136:                                              ; preds = %119
  %137 = load i32, ptr %15, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %15, align 4
  br label %116, !llvm.loop !8

139:                                              ; preds = %116
  store i32 0, ptr %16, align 4
  br label %140

140:                                              ; preds = %157, %139
  %141 = load i32, ptr %16, align 4
  %142 = icmp slt i32 %141, 20
  br i1 %142, label %143, label %160

143:                                              ; preds = %140
  store i32 0, ptr %17, align 4
  br label %144

144:                                              ; preds = %153, %143
  %145 = load i32, ptr %17, align 4
  %146 = icmp slt i32 %145, 12
  br i1 %146, label %147, label %156

147:                                              ; preds = %144
  %148 = load i32, ptr %16, align 4
  %149 = load i32, ptr %17, align 4
  %150 = load i32, ptr %16, align 4
  %151 = load i32, ptr %17, align 4
  store x86_fp80 0xK4000ADF85458A2BB4A9B, ptr %18, align 16
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %148, i32 noundef %149, double noundef 0x400921FB54442D11, i32 noundef %150, i32 noundef %151, ptr noundef %18)
  br label %153

153:                                              ; preds = %147
  %154 = load i32, ptr %17, align 4
  %155 = add nsw i32 %154, 5
  store i32 %155, ptr %17, align 4
  br label %144, !llvm.loop !9

156:                                              ; preds = %144
  br label %157

157:                                              ; preds = %156
  %158 = load i32, ptr %16, align 4
  %159 = add nsw i32 %158, 6
  store i32 %159, ptr %16, align 4
  br label %140, !llvm.loop !10

160:                                              ; preds = %140
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  store x86_fp80 0xK40018800000000000000, ptr %19, align 16
  store x86_fp80 0xK40028200000000000000, ptr %20, align 16
  store x86_fp80 0xK4002C000000000000000, ptr %21, align 16
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef 1, double noundef 2.500000e+00, i32 noundef 3, ptr noundef %19, i32 noundef 5, double noundef 6.000000e+06, i64 noundef 7, ptr noundef %20, i32 noundef 57, double noundef 1.050000e+01, ptr noundef @.str.8, ptr noundef %21, i32 noundef 13, double noundef 1.400000e+01)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
