; ModuleID = 'programs/mandelbrot_ascii.c'
source_filename = "programs/mandelbrot_ascii.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"total iterations=%ld float/double differ=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %64, %0
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 24
  br i1 %13, label %14, label %67

14:                                               ; preds = %11
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %59, %14
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %16, 72
  br i1 %17, label %18, label %62

18:                                               ; preds = %15
  %19 = load i32, ptr %6, align 4
  %20 = sitofp i32 %19 to double
  %21 = fmul double %20, 0x3FA5555555555555
  %22 = fadd double -2.200000e+00, %21
  store double %22, ptr %7, align 8
  %23 = load i32, ptr %5, align 4
  %24 = sitofp i32 %23 to double
  %25 = fmul double %24, 0x3FB9999999999999
  %26 = fadd double -1.200000e+00, %25
  store double %26, ptr %8, align 8
  %27 = load double, ptr %7, align 8
  %28 = load double, ptr %8, align 8
  %29 = call i32 @escape(double noundef %27, double noundef %28, i32 noundef 200)
  store i32 %29, ptr %9, align 4
  %30 = load double, ptr %7, align 8
  %31 = fptrunc double %30 to float
  %32 = load double, ptr %8, align 8
  %33 = fptrunc double %32 to float
  %34 = call i32 @escapef(float noundef %31, float noundef %33, i32 noundef 200)
  store i32 %34, ptr %10, align 4
  %35 = load i32, ptr %9, align 4
  %36 = load i32, ptr %10, align 4
  %37 = icmp ne i32 %35, %36
  %38 = zext i1 %37 to i32
  %39 = load i32, ptr %4, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %4, align 4
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = load i64, ptr %3, align 8
  %44 = add nsw i64 %43, %42
  store i64 %44, ptr %3, align 8
  %45 = load ptr, ptr %2, align 8
  %46 = load i32, ptr %9, align 4
  %47 = icmp eq i32 %46, 200
  br i1 %47, label %48, label %49

48:                                               ; preds = %18
  br label %52

49:                                               ; preds = %18
  %50 = load i32, ptr %9, align 4
  %51 = srem i32 %50, 9
  br label %52

52:                                               ; preds = %49, %48
  %53 = phi i32 [ 9, %48 ], [ %51, %49 ]
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %45, i64 %54
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  %58 = call i32 @putchar(i32 noundef %57)
  br label %59

59:                                               ; preds = %52
  %60 = load i32, ptr %6, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %6, align 4
  br label %15, !llvm.loop !6

62:                                               ; preds = %15
  %63 = call i32 @putchar(i32 noundef 10)
  br label %64

64:                                               ; preds = %62
  %65 = load i32, ptr %5, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %5, align 4
  br label %11, !llvm.loop !8

67:                                               ; preds = %11
  %68 = load i64, ptr %3, align 8
  %69 = load i32, ptr %4, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %68, i32 noundef %69)
  %71 = load i64, ptr %3, align 8
  %72 = srem i64 %71, 128
  %73 = trunc i64 %72 to i32
  ret i32 %73
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @escape(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store double 0.000000e+00, ptr %8, align 8
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %13

13:                                               ; preds = %42, %3
  %14 = load i32, ptr %10, align 4
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %45

17:                                               ; preds = %13
  %18 = load double, ptr %8, align 8
  %19 = load double, ptr %8, align 8
  %20 = fmul double %18, %19
  store double %20, ptr %11, align 8
  %21 = load double, ptr %9, align 8
  %22 = load double, ptr %9, align 8
  %23 = fmul double %21, %22
  store double %23, ptr %12, align 8
  %24 = load double, ptr %11, align 8
  %25 = load double, ptr %12, align 8
  %26 = fadd double %24, %25
  %27 = fcmp ogt double %26, 4.000000e+00
  br i1 %27, label %28, label %30

28:                                               ; preds = %17
  %29 = load i32, ptr %10, align 4
  store i32 %29, ptr %4, align 4
  br label %47

30:                                               ; preds = %17
  %31 = load double, ptr %8, align 8
  %32 = fmul double 2.000000e+00, %31
  %33 = load double, ptr %9, align 8
  %34 = fmul double %32, %33
  %35 = load double, ptr %6, align 8
  %36 = fadd double %34, %35
  store double %36, ptr %9, align 8
  %37 = load double, ptr %11, align 8
  %38 = load double, ptr %12, align 8
  %39 = fsub double %37, %38
  %40 = load double, ptr %5, align 8
  %41 = fadd double %39, %40
  store double %41, ptr %8, align 8
  br label %42

42:                                               ; preds = %30
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  br label %13, !llvm.loop !9

45:                                               ; preds = %13
  %46 = load i32, ptr %7, align 4
  store i32 %46, ptr %4, align 4
  br label %47

47:                                               ; preds = %45, %28
  %48 = load i32, ptr %4, align 4
  ret i32 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @escapef(float noundef %0, float noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  store float %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store float 0.000000e+00, ptr %8, align 4
  store float 0.000000e+00, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %13

13:                                               ; preds = %42, %3
  %14 = load i32, ptr %10, align 4
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %45

17:                                               ; preds = %13
  %18 = load float, ptr %8, align 4
  %19 = load float, ptr %8, align 4
  %20 = fmul float %18, %19
  store float %20, ptr %11, align 4
  %21 = load float, ptr %9, align 4
  %22 = load float, ptr %9, align 4
  %23 = fmul float %21, %22
  store float %23, ptr %12, align 4
  %24 = load float, ptr %11, align 4
  %25 = load float, ptr %12, align 4
  %26 = fadd float %24, %25
  %27 = fcmp ogt float %26, 4.000000e+00
  br i1 %27, label %28, label %30

28:                                               ; preds = %17
  %29 = load i32, ptr %10, align 4
  store i32 %29, ptr %4, align 4
  br label %47

30:                                               ; preds = %17
  %31 = load float, ptr %8, align 4
  %32 = fmul float 2.000000e+00, %31
  %33 = load float, ptr %9, align 4
  %34 = fmul float %32, %33
  %35 = load float, ptr %6, align 4
  %36 = fadd float %34, %35
  store float %36, ptr %9, align 4
  %37 = load float, ptr %11, align 4
  %38 = load float, ptr %12, align 4
  %39 = fsub float %37, %38
  %40 = load float, ptr %5, align 4
  %41 = fadd float %39, %40
  store float %41, ptr %8, align 4
  br label %42

42:                                               ; preds = %30
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  br label %13, !llvm.loop !10

45:                                               ; preds = %13
  %46 = load i32, ptr %7, align 4
  store i32 %46, ptr %4, align 4
  br label %47

47:                                               ; preds = %45, %28
  %48 = load i32, ptr %4, align 4
  ret i32 %48
}

declare i32 @putchar(i32 noundef) #1

declare i32 @printf(ptr noundef, ...) #1

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
!10 = distinct !{!10, !7}
