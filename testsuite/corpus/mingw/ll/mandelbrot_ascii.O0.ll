; ModuleID = 'programs/mandelbrot_ascii.c'
source_filename = "programs/mandelbrot_ascii.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"total iterations=%ld float/double differ=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %63, %0
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 24
  br i1 %13, label %14, label %66

14:                                               ; preds = %11
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %58, %14
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %16, 72
  br i1 %17, label %18, label %61

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
  %42 = load i32, ptr %3, align 4
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr %3, align 4
  %44 = load ptr, ptr %2, align 8
  %45 = load i32, ptr %9, align 4
  %46 = icmp eq i32 %45, 200
  br i1 %46, label %47, label %48

47:                                               ; preds = %18
  br label %51

48:                                               ; preds = %18
  %49 = load i32, ptr %9, align 4
  %50 = srem i32 %49, 9
  br label %51

51:                                               ; preds = %48, %47
  %52 = phi i32 [ 9, %47 ], [ %50, %48 ]
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr %44, i64 %53
  %55 = load i8, ptr %54, align 1
  %56 = sext i8 %55 to i32
  %57 = call i32 @putchar(i32 noundef %56)
  br label %58

58:                                               ; preds = %51
  %59 = load i32, ptr %6, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %6, align 4
  br label %15, !llvm.loop !5

61:                                               ; preds = %15
  %62 = call i32 @putchar(i32 noundef 10)
  br label %63

63:                                               ; preds = %61
  %64 = load i32, ptr %5, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %5, align 4
  br label %11, !llvm.loop !7

66:                                               ; preds = %11
  %67 = load i32, ptr %3, align 4
  %68 = load i32, ptr %4, align 4
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %67, i32 noundef %68)
  %70 = load i32, ptr %3, align 4
  %71 = srem i32 %70, 128
  ret i32 %71
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
  br label %13, !llvm.loop !8

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
  br label %13, !llvm.loop !9

45:                                               ; preds = %13
  %46 = load i32, ptr %7, align 4
  store i32 %46, ptr %4, align 4
  br label %47

47:                                               ; preds = %45, %28
  %48 = load i32, ptr %4, align 4
  ret i32 %48
}

declare dso_local i32 @putchar(i32 noundef) #1

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
!9 = distinct !{!9, !6}
