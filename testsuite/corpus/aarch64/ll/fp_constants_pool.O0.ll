; ModuleID = 'programs/fp_constants_pool.c'
source_filename = "programs/fp_constants_pool.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"d%-2d %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"f%-2d %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"l%-2d %La\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"0.1: f=%a d=%a l=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"poly(0.5)=%a poly(-1)=%a\0A\00", align 1
@.str.5 = private unnamed_addr constant [37 x i8] c"nan const: %d, huge_val %g, inff %g\0A\00", align 1
@fconst.t = internal constant [9 x float] [float 0.000000e+00, float -0.000000e+00, float 1.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float 0x4170000000000000, float 0x400921FB60000000, float 0xB8146ABCC0000000], align 4
@lconst.t = internal constant [6 x fp128] [fp128 0xL999999999999999A3FFB999999999999, fp128 0xLED99D037E3D04B757FFEAE596552B8FD, fp128 0xL00057C9647E1A0180000000000000000, fp128 0xL8469898CC51701B84000921FB54442D1, fp128 0xL00000000000000008000000000000000, fp128 0xLFFFE0000000000007FFEFFFFFFFFFFFF], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 12
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = call double @dconst(i32 noundef %10)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, double noundef %11)
  br label %13

13:                                               ; preds = %8
  %14 = load i32, ptr %2, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %2, align 4
  br label %5, !llvm.loop !6

16:                                               ; preds = %5
  store i32 0, ptr %3, align 4
  br label %17

17:                                               ; preds = %26, %16
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %18, 9
  br i1 %19, label %20, label %29

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %3, align 4
  %23 = call float @fconst(i32 noundef %22)
  %24 = fpext float %23 to double
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %21, double noundef %24)
  br label %26

26:                                               ; preds = %20
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %3, align 4
  br label %17, !llvm.loop !8

29:                                               ; preds = %17
  store i32 0, ptr %4, align 4
  br label %30

30:                                               ; preds = %38, %29
  %31 = load i32, ptr %4, align 4
  %32 = icmp slt i32 %31, 6
  br i1 %32, label %33, label %41

33:                                               ; preds = %30
  %34 = load i32, ptr %4, align 4
  %35 = load i32, ptr %4, align 4
  %36 = call fp128 @lconst(i32 noundef %35)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %34, fp128 noundef %36)
  br label %38

38:                                               ; preds = %33
  %39 = load i32, ptr %4, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %4, align 4
  br label %30, !llvm.loop !9

41:                                               ; preds = %30
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef 0x3FB99999A0000000, double noundef 1.000000e-01, fp128 noundef 0xL999999999999999A3FFB999999999999)
  %43 = call double @poly(double noundef 5.000000e-01)
  %44 = call double @poly(double noundef -1.000000e+00)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %43, double noundef %44)
  %46 = call i32 @is_nan_const()
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %46, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000)
  %48 = call double @dconst(i32 noundef 9)
  %49 = fdiv double %48, 1.000000e+20
  %50 = fptosi double %49 to i32
  ret i32 %50
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dconst(i32 noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %16 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
    i32 7, label %12
    i32 8, label %13
    i32 9, label %14
    i32 10, label %15
  ]

5:                                                ; preds = %1
  store double 0.000000e+00, ptr %2, align 8
  br label %17

6:                                                ; preds = %1
  store double -0.000000e+00, ptr %2, align 8
  br label %17

7:                                                ; preds = %1
  store double 1.000000e+00, ptr %2, align 8
  br label %17

8:                                                ; preds = %1
  store double 1.000000e-01, ptr %2, align 8
  br label %17

9:                                                ; preds = %1
  store double 0x3FC123456789ABCD, ptr %2, align 8
  br label %17

10:                                               ; preds = %1
  store double 4.940660e-324, ptr %2, align 8
  br label %17

11:                                               ; preds = %1
  store double 0x7FEFFFFFFFFFFFFF, ptr %2, align 8
  br label %17

12:                                               ; preds = %1
  store double 0x8010000000000000, ptr %2, align 8
  br label %17

13:                                               ; preds = %1
  store double 0x7FF0000000000000, ptr %2, align 8
  br label %17

14:                                               ; preds = %1
  store double 1.000000e+22, ptr %2, align 8
  br label %17

15:                                               ; preds = %1
  store double 3.000000e-05, ptr %2, align 8
  br label %17

16:                                               ; preds = %1
  store double -1.234500e+03, ptr %2, align 8
  br label %17

17:                                               ; preds = %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %18 = load double, ptr %2, align 8
  ret double %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fconst(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 9
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [9 x float], ptr @fconst.t, i64 0, i64 %5
  %7 = load float, ptr %6, align 4
  ret float %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @lconst(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 6
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [6 x fp128], ptr @lconst.t, i64 0, i64 %5
  %7 = load fp128, ptr %6, align 16
  ret fp128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @poly(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = fmul double %6, 0x3F81111111111111
  %8 = fadd double 0x3FA5555555555555, %7
  %9 = fmul double %5, %8
  %10 = fadd double 0x3FC5555555555555, %9
  %11 = fmul double %4, %10
  %12 = fadd double 5.000000e-01, %11
  %13 = fmul double %3, %12
  %14 = fadd double 1.000000e+00, %13
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_nan_const() #0 {
  %1 = alloca double, align 8
  store double 0x7FF8000000000000, ptr %1, align 8
  %2 = load double, ptr %1, align 8
  %3 = load double, ptr %1, align 8
  %4 = fcmp une double %2, %3
  %5 = zext i1 %4 to i32
  ret i32 %5
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
