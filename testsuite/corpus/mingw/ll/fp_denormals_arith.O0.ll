; ModuleID = 'programs/fp_denormals_arith.c'
source_filename = "programs/fp_denormals_arith.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [16 x i8] c"DBL_MIN/2 = %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"DBL_MIN/2^52 = %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"DBL_MIN/2^53 = %a\0A\00", align 1
@.str.3 = private unnamed_addr constant [53 x i8] c"TRUE_MIN*0.5 = %a, *0.75 = %a, *1.5 = %a, *2.5 = %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [38 x i8] c"3*TRUE_MIN * 0.5 = %a (ties to even)\0A\00", align 1
@.str.5 = private unnamed_addr constant [51 x i8] c"TRUE_MIN + TRUE_MIN = %a, DBL_MIN - TRUE_MIN = %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"halvings of 1.0 until zero: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [50 x i8] c"first subnormal after %d steps: %a fpclassify=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [51 x i8] c"FLT_MIN/8 = %a, FLT_TRUE_MIN*0.5 = %a, *0.51 = %a\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"float subnormal sum: %a\0A\00", align 1
@.str.10 = private unnamed_addr constant [82 x i8] c"f2d(FLT_TRUE_MIN) = %a, d2f(DBL_MIN) = %a, d2f(1e-40) = %a, d2f(1.5*2^-149) = %a\0A\00", align 1
@.str.11 = private unnamed_addr constant [47 x i8] c"d2f(0x1p-150) = %a, d2f(0x1.000001p-150) = %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [39 x i8] c"sum of i*TRUE_MIN = %a (= %.0f units)\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"compare: %d %d %d %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [20 x i8] c"isnormal: %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile double 0x10000000000000, ptr %2, align 8
  store volatile double 4.940660e-324, ptr %3, align 8
  store volatile float 0x3810000000000000, ptr %4, align 4
  store volatile float 0x36A0000000000000, ptr %5, align 4
  %10 = load volatile double, ptr %2, align 8
  %11 = call double @dv(double noundef %10, double noundef 2.000000e+00)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %11)
  %13 = load volatile double, ptr %2, align 8
  %14 = call double @dv(double noundef %13, double noundef 0x4330000000000000)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %14)
  %16 = load volatile double, ptr %2, align 8
  %17 = call double @dv(double noundef %16, double noundef 0x4340000000000000)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %17)
  %19 = load volatile double, ptr %3, align 8
  %20 = call double @mul(double noundef %19, double noundef 5.000000e-01)
  %21 = load volatile double, ptr %3, align 8
  %22 = call double @mul(double noundef %21, double noundef 7.500000e-01)
  %23 = load volatile double, ptr %3, align 8
  %24 = call double @mul(double noundef %23, double noundef 1.500000e+00)
  %25 = load volatile double, ptr %3, align 8
  %26 = call double @mul(double noundef %25, double noundef 2.500000e+00)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %20, double noundef %22, double noundef %24, double noundef %26)
  %28 = load volatile double, ptr %3, align 8
  %29 = fmul double 3.000000e+00, %28
  %30 = call double @mul(double noundef %29, double noundef 5.000000e-01)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %30)
  %32 = load volatile double, ptr %3, align 8
  %33 = load volatile double, ptr %3, align 8
  %34 = call double @add(double noundef %32, double noundef %33)
  %35 = load volatile double, ptr %2, align 8
  %36 = load volatile double, ptr %3, align 8
  %37 = fneg double %36
  %38 = call double @add(double noundef %35, double noundef %37)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %34, double noundef %38)
  store double 1.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %40

40:                                               ; preds = %43, %0
  %41 = load double, ptr %6, align 8
  %42 = fcmp ogt double %41, 0.000000e+00
  br i1 %42, label %43, label %48

43:                                               ; preds = %40
  %44 = load double, ptr %6, align 8
  %45 = call double @mul(double noundef %44, double noundef 5.000000e-01)
  store double %45, ptr %6, align 8
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %7, align 4
  br label %40, !llvm.loop !5

48:                                               ; preds = %40
  %49 = load i32, ptr %7, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %49)
  store double 1.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %51

51:                                               ; preds = %54, %48
  %52 = load double, ptr %6, align 8
  %53 = fcmp oge double %52, 0x10000000000000
  br i1 %53, label %54, label %59

54:                                               ; preds = %51
  %55 = load double, ptr %6, align 8
  %56 = call double @mul(double noundef %55, double noundef 0x3FE6666666666666)
  store double %56, ptr %6, align 8
  %57 = load i32, ptr %7, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %7, align 4
  br label %51, !llvm.loop !7

59:                                               ; preds = %51
  %60 = load i32, ptr %7, align 4
  %61 = load double, ptr %6, align 8
  %62 = load double, ptr %6, align 8
  %63 = call i32 @__fpclassify(double noundef %62)
  %64 = icmp eq i32 %63, 17408
  %65 = zext i1 %64 to i32
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %60, double noundef %61, i32 noundef %65)
  %67 = load volatile float, ptr %4, align 4
  %68 = call float @mulf(float noundef %67, float noundef 1.250000e-01)
  %69 = fpext float %68 to double
  %70 = load volatile float, ptr %5, align 4
  %71 = call float @mulf(float noundef %70, float noundef 5.000000e-01)
  %72 = fpext float %71 to double
  %73 = load volatile float, ptr %5, align 4
  %74 = call float @mulf(float noundef %73, float noundef 0x3FE051EB80000000)
  %75 = fpext float %74 to double
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %69, double noundef %72, double noundef %75)
  %77 = load volatile float, ptr %5, align 4
  %78 = load volatile float, ptr %4, align 4
  %79 = call float @mulf(float noundef %78, float noundef 5.000000e-01)
  %80 = call float @addf(float noundef %77, float noundef %79)
  %81 = fpext float %80 to double
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %81)
  %83 = load volatile float, ptr %5, align 4
  %84 = call double @f2d(float noundef %83)
  %85 = load volatile double, ptr %2, align 8
  %86 = call float @d2f(double noundef %85)
  %87 = fpext float %86 to double
  %88 = call float @d2f(double noundef 0x37A16C262777579C)
  %89 = fpext float %88 to double
  %90 = call float @d2f(double noundef 0x36A8000000000000)
  %91 = fpext float %90 to double
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %84, double noundef %87, double noundef %89, double noundef %91)
  %93 = call float @d2f(double noundef 0x3690000000000000)
  %94 = fpext float %93 to double
  %95 = call float @d2f(double noundef 0x3690000010000000)
  %96 = fpext float %95 to double
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %94, double noundef %96)
  store double 0.000000e+00, ptr %8, align 8
  store i32 1, ptr %9, align 4
  br label %98

98:                                               ; preds = %108, %59
  %99 = load i32, ptr %9, align 4
  %100 = icmp sle i32 %99, 1000
  br i1 %100, label %101, label %111

101:                                              ; preds = %98
  %102 = load double, ptr %8, align 8
  %103 = load volatile double, ptr %3, align 8
  %104 = load i32, ptr %9, align 4
  %105 = sitofp i32 %104 to double
  %106 = call double @mul(double noundef %103, double noundef %105)
  %107 = call double @add(double noundef %102, double noundef %106)
  store double %107, ptr %8, align 8
  br label %108

108:                                              ; preds = %101
  %109 = load i32, ptr %9, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %9, align 4
  br label %98, !llvm.loop !8

111:                                              ; preds = %98
  %112 = load double, ptr %8, align 8
  %113 = load double, ptr %8, align 8
  %114 = load volatile double, ptr %3, align 8
  %115 = fdiv double %113, %114
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %112, double noundef %115)
  %117 = load volatile double, ptr %3, align 8
  %118 = fcmp ogt double %117, 0.000000e+00
  %119 = zext i1 %118 to i32
  %120 = load volatile double, ptr %3, align 8
  %121 = fneg double %120
  %122 = fcmp olt double %121, 0.000000e+00
  %123 = zext i1 %122 to i32
  %124 = load volatile double, ptr %3, align 8
  %125 = load volatile double, ptr %3, align 8
  %126 = call double @mul(double noundef %125, double noundef 1.000000e+00)
  %127 = fcmp oeq double %124, %126
  %128 = zext i1 %127 to i32
  %129 = load volatile double, ptr %3, align 8
  %130 = call double @dv(double noundef %129, double noundef 2.000000e+00)
  %131 = fcmp oeq double %130, 0.000000e+00
  %132 = zext i1 %131 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %119, i32 noundef %123, i32 noundef %128, i32 noundef %132)
  %134 = load volatile double, ptr %2, align 8
  %135 = call i32 @__fpclassify(double noundef %134)
  %136 = icmp eq i32 %135, 1024
  %137 = zext i1 %136 to i32
  %138 = load volatile double, ptr %2, align 8
  %139 = call double @dv(double noundef %138, double noundef 2.000000e+00)
  %140 = call i32 @__fpclassify(double noundef %139)
  %141 = icmp eq i32 %140, 1024
  %142 = zext i1 %141 to i32
  %143 = load volatile double, ptr %2, align 8
  %144 = fmul double 0.000000e+00, %143
  %145 = call i32 @__fpclassify(double noundef %144)
  %146 = icmp eq i32 %145, 1024
  %147 = zext i1 %146 to i32
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %137, i32 noundef %142, i32 noundef %147)
  %149 = load i32, ptr %7, align 4
  ret i32 %149
}

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dv(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fdiv double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mul(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fmul double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @add(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fadd double %5, %6
  ret double %7
}

declare dso_local i32 @__fpclassify(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @mulf(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fmul float %5, %6
  ret float %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @addf(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fadd float %5, %6
  ret float %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f2d(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fpext float %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @d2f(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
