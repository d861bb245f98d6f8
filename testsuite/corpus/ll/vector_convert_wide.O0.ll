; ModuleID = 'programs/vector_convert_wide.c'
source_filename = "programs/vector_convert_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@signed_in = internal global [64 x i64] zeroinitializer, align 16
@unsigned_in = internal global [64 x i64] zeroinitializer, align 16
@fractions = internal global [64 x float] zeroinitializer, align 16
@out_signed = internal global [64 x float] zeroinitializer, align 16
@out_unsigned = internal global [64 x float] zeroinitializer, align 16
@flags = internal global [64 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [21 x i8] c"%.9g %.9g %.9g %.9g\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"sums %.17g %.17g set %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 -7046029254386353131, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %46, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 64
  br i1 %10, label %11, label %49

11:                                               ; preds = %8
  %12 = load i64, ptr %2, align 8
  %13 = shl i64 %12, 13
  %14 = load i64, ptr %2, align 8
  %15 = xor i64 %14, %13
  store i64 %15, ptr %2, align 8
  %16 = load i64, ptr %2, align 8
  %17 = lshr i64 %16, 7
  %18 = load i64, ptr %2, align 8
  %19 = xor i64 %18, %17
  store i64 %19, ptr %2, align 8
  %20 = load i64, ptr %2, align 8
  %21 = shl i64 %20, 17
  %22 = load i64, ptr %2, align 8
  %23 = xor i64 %22, %21
  store i64 %23, ptr %2, align 8
  %24 = load i64, ptr %2, align 8
  %25 = load i32, ptr %3, align 4
  %26 = srem i32 %25, 40
  %27 = zext i32 %26 to i64
  %28 = lshr i64 %24, %27
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [64 x i64], ptr @signed_in, i64 0, i64 %30
  store i64 %28, ptr %31, align 8
  %32 = load i64, ptr %2, align 8
  %33 = load i32, ptr %3, align 4
  %34 = srem i32 %33, 23
  %35 = zext i32 %34 to i64
  %36 = lshr i64 %32, %35
  %37 = load i32, ptr %3, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [64 x i64], ptr @unsigned_in, i64 0, i64 %38
  store i64 %36, ptr %39, align 8
  %40 = load i32, ptr %3, align 4
  %41 = srem i32 %40, 3
  %42 = sitofp i32 %41 to float
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [64 x float], ptr @fractions, i64 0, i64 %44
  store float %42, ptr %45, align 4
  br label %46

46:                                               ; preds = %11
  %47 = load i32, ptr %3, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %3, align 4
  br label %8, !llvm.loop !6

49:                                               ; preds = %8
  call void @to_float()
  call void @to_flags()
  store double 0.000000e+00, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %50

50:                                               ; preds = %75, %49
  %51 = load i32, ptr %7, align 4
  %52 = icmp slt i32 %51, 64
  br i1 %52, label %53, label %78

53:                                               ; preds = %50
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [64 x float], ptr @out_signed, i64 0, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = fpext float %57 to double
  %59 = load double, ptr %4, align 8
  %60 = fadd double %59, %58
  store double %60, ptr %4, align 8
  %61 = load i32, ptr %7, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [64 x float], ptr @out_unsigned, i64 0, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = fpext float %64 to double
  %66 = load double, ptr %5, align 8
  %67 = fadd double %66, %65
  store double %67, ptr %5, align 8
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [64 x i8], ptr @flags, i64 0, i64 %69
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i32
  %73 = load i32, ptr %6, align 4
  %74 = add nsw i32 %73, %72
  store i32 %74, ptr %6, align 4
  br label %75

75:                                               ; preds = %53
  %76 = load i32, ptr %7, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %7, align 4
  br label %50, !llvm.loop !8

78:                                               ; preds = %50
  %79 = load float, ptr @out_signed, align 16
  %80 = fpext float %79 to double
  %81 = load float, ptr getelementptr inbounds ([64 x float], ptr @out_signed, i64 0, i64 63), align 4
  %82 = fpext float %81 to double
  %83 = load float, ptr getelementptr inbounds ([64 x float], ptr @out_unsigned, i64 0, i64 1), align 4
  %84 = fpext float %83 to double
  %85 = load float, ptr getelementptr inbounds ([64 x float], ptr @out_unsigned, i64 0, i64 62), align 8
  %86 = fpext float %85 to double
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %80, double noundef %82, double noundef %84, double noundef %86)
  %88 = load double, ptr %4, align 8
  %89 = load double, ptr %5, align 8
  %90 = load i32, ptr %6, align 4
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %88, double noundef %89, i32 noundef %90)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @to_float() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %3

3:                                                ; preds = %15, %0
  %4 = load i32, ptr %1, align 4
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %18

6:                                                ; preds = %3
  %7 = load i32, ptr %1, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [64 x i64], ptr @signed_in, i64 0, i64 %8
  %10 = load i64, ptr %9, align 8
  %11 = sitofp i64 %10 to float
  %12 = load i32, ptr %1, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [64 x float], ptr @out_signed, i64 0, i64 %13
  store float %11, ptr %14, align 4
  br label %15

15:                                               ; preds = %6
  %16 = load i32, ptr %1, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %1, align 4
  br label %3, !llvm.loop !9

18:                                               ; preds = %3
  store i32 0, ptr %2, align 4
  br label %19

19:                                               ; preds = %31, %18
  %20 = load i32, ptr %2, align 4
  %21 = icmp slt i32 %20, 64
  br i1 %21, label %22, label %34

22:                                               ; preds = %19
  %23 = load i32, ptr %2, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [64 x i64], ptr @unsigned_in, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8
  %27 = uitofp i64 %26 to float
  %28 = load i32, ptr %2, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x float], ptr @out_unsigned, i64 0, i64 %29
  store float %27, ptr %30, align 4
  br label %31

31:                                               ; preds = %22
  %32 = load i32, ptr %2, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %2, align 4
  br label %19, !llvm.loop !10

34:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @to_flags() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %16, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 64
  br i1 %4, label %5, label %19

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [64 x float], ptr @fractions, i64 0, i64 %7
  %9 = load float, ptr %8, align 4
  %10 = fptoui float %9 to i32
  %11 = icmp ne i32 %10, 0
  %12 = zext i1 %11 to i8
  %13 = load i32, ptr %1, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [64 x i8], ptr @flags, i64 0, i64 %14
  store i8 %12, ptr %15, align 1
  br label %16

16:                                               ; preds = %5
  %17 = load i32, ptr %1, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %1, align 4
  br label %2, !llvm.loop !11

19:                                               ; preds = %2
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
