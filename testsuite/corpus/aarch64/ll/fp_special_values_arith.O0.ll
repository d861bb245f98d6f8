; ModuleID = 'programs/fp_special_values_arith.c'
source_filename = "programs/fp_special_values_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"inf-inf\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"inf+inf\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"-inf-inf\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"0*inf\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"inf*-2\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"inf/inf\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"0/0\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"1/0\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"-1/0\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"1/inf\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"max*2\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"max+max\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"-max*max\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"max/0.5\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"sqrt(-1)\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"sqrt(inf)\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"fmod(1,0)\00", align 1
@.str.17 = private unnamed_addr constant [12 x i8] c"fmod(inf,1)\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"fmod(5,inf)\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"nan+1\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"nan*0\00", align 1
@.str.21 = private unnamed_addr constant [8 x i8] c"inf-nan\00", align 1
@.str.22 = private unnamed_addr constant [11 x i8] c"floatmax*2\00", align 1
@.str.23 = private unnamed_addr constant [65 x i8] c"nan==nan %d, nan!=nan %d, inf==inf %d, inf>max %d, -inf<-max %d\0A\00", align 1
@.str.24 = private unnamed_addr constant [40 x i8] c"isinf %d %d isnan %d %d isfinite %d %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [29 x i8] c"powers of ten until inf: %d\0A\00", align 1
@.str.26 = private unnamed_addr constant [11 x i8] c"%-14s nan\0A\00", align 1
@.str.27 = private unnamed_addr constant [10 x i8] c"%-14s %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store volatile double 0x7FF0000000000000, ptr %2, align 8
  store volatile double 0.000000e+00, ptr %3, align 8
  store volatile double 1.000000e+00, ptr %4, align 8
  store volatile double 0x7FF8000000000000, ptr %5, align 8
  store volatile double 0x7FEFFFFFFFFFFFFF, ptr %6, align 8
  %9 = load volatile double, ptr %2, align 8
  %10 = load volatile double, ptr %2, align 8
  %11 = call double @sub(double noundef %9, double noundef %10)
  call void @pr(ptr noundef @.str, double noundef %11)
  %12 = load volatile double, ptr %2, align 8
  %13 = load volatile double, ptr %2, align 8
  %14 = call double @add(double noundef %12, double noundef %13)
  call void @pr(ptr noundef @.str.1, double noundef %14)
  %15 = load volatile double, ptr %2, align 8
  %16 = fneg double %15
  %17 = load volatile double, ptr %2, align 8
  %18 = call double @sub(double noundef %16, double noundef %17)
  call void @pr(ptr noundef @.str.2, double noundef %18)
  %19 = load volatile double, ptr %3, align 8
  %20 = load volatile double, ptr %2, align 8
  %21 = call double @mul(double noundef %19, double noundef %20)
  call void @pr(ptr noundef @.str.3, double noundef %21)
  %22 = load volatile double, ptr %2, align 8
  %23 = call double @mul(double noundef %22, double noundef -2.000000e+00)
  call void @pr(ptr noundef @.str.4, double noundef %23)
  %24 = load volatile double, ptr %2, align 8
  %25 = load volatile double, ptr %2, align 8
  %26 = call double @dv(double noundef %24, double noundef %25)
  call void @pr(ptr noundef @.str.5, double noundef %26)
  %27 = load volatile double, ptr %3, align 8
  %28 = load volatile double, ptr %3, align 8
  %29 = call double @dv(double noundef %27, double noundef %28)
  call void @pr(ptr noundef @.str.6, double noundef %29)
  %30 = load volatile double, ptr %4, align 8
  %31 = load volatile double, ptr %3, align 8
  %32 = call double @dv(double noundef %30, double noundef %31)
  call void @pr(ptr noundef @.str.7, double noundef %32)
  %33 = load volatile double, ptr %4, align 8
  %34 = fneg double %33
  %35 = load volatile double, ptr %3, align 8
  %36 = call double @dv(double noundef %34, double noundef %35)
  call void @pr(ptr noundef @.str.8, double noundef %36)
  %37 = load volatile double, ptr %4, align 8
  %38 = load volatile double, ptr %2, align 8
  %39 = call double @dv(double noundef %37, double noundef %38)
  call void @pr(ptr noundef @.str.9, double noundef %39)
  %40 = load volatile double, ptr %6, align 8
  %41 = call double @mul(double noundef %40, double noundef 2.000000e+00)
  call void @pr(ptr noundef @.str.10, double noundef %41)
  %42 = load volatile double, ptr %6, align 8
  %43 = load volatile double, ptr %6, align 8
  %44 = call double @add(double noundef %42, double noundef %43)
  call void @pr(ptr noundef @.str.11, double noundef %44)
  %45 = load volatile double, ptr %6, align 8
  %46 = fneg double %45
  %47 = load volatile double, ptr %6, align 8
  %48 = call double @mul(double noundef %46, double noundef %47)
  call void @pr(ptr noundef @.str.12, double noundef %48)
  %49 = load volatile double, ptr %6, align 8
  %50 = call double @dv(double noundef %49, double noundef 5.000000e-01)
  call void @pr(ptr noundef @.str.13, double noundef %50)
  %51 = load volatile double, ptr %4, align 8
  %52 = fneg double %51
  %53 = call double @sqrt(double noundef %52) #4
  call void @pr(ptr noundef @.str.14, double noundef %53)
  %54 = load volatile double, ptr %2, align 8
  %55 = call double @sqrt(double noundef %54) #4
  call void @pr(ptr noundef @.str.15, double noundef %55)
  %56 = load volatile double, ptr %4, align 8
  %57 = load volatile double, ptr %3, align 8
  %58 = call double @fmod(double noundef %56, double noundef %57) #4
  call void @pr(ptr noundef @.str.16, double noundef %58)
  %59 = load volatile double, ptr %2, align 8
  %60 = load volatile double, ptr %4, align 8
  %61 = call double @fmod(double noundef %59, double noundef %60) #4
  call void @pr(ptr noundef @.str.17, double noundef %61)
  %62 = load volatile double, ptr %4, align 8
  %63 = fmul double 5.000000e+00, %62
  %64 = load volatile double, ptr %2, align 8
  %65 = call double @fmod(double noundef %63, double noundef %64) #4
  call void @pr(ptr noundef @.str.18, double noundef %65)
  %66 = load volatile double, ptr %5, align 8
  %67 = load volatile double, ptr %4, align 8
  %68 = call double @add(double noundef %66, double noundef %67)
  call void @pr(ptr noundef @.str.19, double noundef %68)
  %69 = load volatile double, ptr %5, align 8
  %70 = load volatile double, ptr %3, align 8
  %71 = call double @mul(double noundef %69, double noundef %70)
  call void @pr(ptr noundef @.str.20, double noundef %71)
  %72 = load volatile double, ptr %2, align 8
  %73 = load volatile double, ptr %5, align 8
  %74 = call double @sub(double noundef %72, double noundef %73)
  call void @pr(ptr noundef @.str.21, double noundef %74)
  %75 = call float @mulf(float noundef 0x47EFFFFFE0000000, float noundef 2.000000e+00)
  %76 = fpext float %75 to double
  call void @pr(ptr noundef @.str.22, double noundef %76)
  %77 = load volatile double, ptr %5, align 8
  %78 = load volatile double, ptr %5, align 8
  %79 = fcmp oeq double %77, %78
  %80 = zext i1 %79 to i32
  %81 = load volatile double, ptr %5, align 8
  %82 = load volatile double, ptr %5, align 8
  %83 = fcmp une double %81, %82
  %84 = zext i1 %83 to i32
  %85 = load volatile double, ptr %2, align 8
  %86 = load volatile double, ptr %2, align 8
  %87 = fcmp oeq double %85, %86
  %88 = zext i1 %87 to i32
  %89 = load volatile double, ptr %2, align 8
  %90 = load volatile double, ptr %6, align 8
  %91 = fcmp ogt double %89, %90
  %92 = zext i1 %91 to i32
  %93 = load volatile double, ptr %2, align 8
  %94 = fneg double %93
  %95 = load volatile double, ptr %6, align 8
  %96 = fneg double %95
  %97 = fcmp olt double %94, %96
  %98 = zext i1 %97 to i32
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %80, i32 noundef %84, i32 noundef %88, i32 noundef %92, i32 noundef %98)
  %100 = load volatile double, ptr %4, align 8
  %101 = load volatile double, ptr %3, align 8
  %102 = call double @dv(double noundef %100, double noundef %101)
  %103 = call double @llvm.fabs.f64(double %102) #5
  %104 = fcmp oeq double %103, 0x7FF0000000000000
  %105 = bitcast double %102 to i64
  %106 = icmp slt i64 %105, 0
  %107 = select i1 %106, i32 -1, i32 1
  %108 = select i1 %104, i32 %107, i32 0
  %109 = load volatile double, ptr %6, align 8
  %110 = call double @llvm.fabs.f64(double %109) #5
  %111 = fcmp oeq double %110, 0x7FF0000000000000
  %112 = bitcast double %109 to i64
  %113 = icmp slt i64 %112, 0
  %114 = select i1 %113, i32 -1, i32 1
  %115 = select i1 %111, i32 %114, i32 0
  %116 = load volatile double, ptr %3, align 8
  %117 = load volatile double, ptr %3, align 8
  %118 = call double @dv(double noundef %116, double noundef %117)
  %119 = call i1 @llvm.is.fpclass.f64(double %118, i32 3)
  %120 = zext i1 %119 to i32
  %121 = load volatile double, ptr %2, align 8
  %122 = call i1 @llvm.is.fpclass.f64(double %121, i32 3)
  %123 = zext i1 %122 to i32
  %124 = load volatile double, ptr %6, align 8
  %125 = call i1 @llvm.is.fpclass.f64(double %124, i32 504)
  %126 = zext i1 %125 to i32
  %127 = load volatile double, ptr %2, align 8
  %128 = call i1 @llvm.is.fpclass.f64(double %127, i32 504)
  %129 = zext i1 %128 to i32
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %108, i32 noundef %115, i32 noundef %120, i32 noundef %123, i32 noundef %126, i32 noundef %129)
  store i32 0, ptr %7, align 4
  store double 1.000000e+00, ptr %8, align 8
  br label %131

131:                                              ; preds = %141, %0
  %132 = load double, ptr %8, align 8
  %133 = call double @llvm.fabs.f64(double %132) #5
  %134 = fcmp oeq double %133, 0x7FF0000000000000
  %135 = bitcast double %132 to i64
  %136 = icmp slt i64 %135, 0
  %137 = select i1 %136, i32 -1, i32 1
  %138 = select i1 %134, i32 %137, i32 0
  %139 = icmp ne i32 %138, 0
  %140 = xor i1 %139, true
  br i1 %140, label %141, label %146

141:                                              ; preds = %131
  %142 = load double, ptr %8, align 8
  %143 = fmul double %142, 1.000000e+01
  store double %143, ptr %8, align 8
  %144 = load i32, ptr %7, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %7, align 4
  br label %131, !llvm.loop !6

146:                                              ; preds = %131
  %147 = load i32, ptr %7, align 4
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %147)
  %149 = load i32, ptr %7, align 4
  %150 = and i32 %149, 127
  ret i32 %150
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pr(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = call i1 @llvm.is.fpclass.f64(double %5, i32 3)
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, ptr noundef %8)
  br label %14

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 8
  %12 = load double, ptr %4, align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, ptr noundef %11, double noundef %12)
  br label %14

14:                                               ; preds = %10, %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sub(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fsub double %5, %6
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

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #1

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

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { memory(none) }

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
