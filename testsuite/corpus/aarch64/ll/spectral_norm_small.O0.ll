; ModuleID = 'programs/spectral_norm_small.c'
source_filename = "programs/spectral_norm_small.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"u[0]=%a v[99]=%a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [100 x double], align 8
  %3 = alloca [100 x double], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %16, %0
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 100
  br i1 %11, label %12, label %19

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %14
  store double 1.000000e+00, ptr %15, align 8
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %9, !llvm.loop !6

19:                                               ; preds = %9
  store i32 0, ptr %5, align 4
  br label %20

20:                                               ; preds = %28, %19
  %21 = load i32, ptr %5, align 4
  %22 = icmp slt i32 %21, 10
  br i1 %22, label %23, label %31

23:                                               ; preds = %20
  %24 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 0
  %25 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 0
  call void @mul_AtAv(ptr noundef %24, ptr noundef %25)
  %26 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 0
  %27 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 0
  call void @mul_AtAv(ptr noundef %26, ptr noundef %27)
  br label %28

28:                                               ; preds = %23
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %5, align 4
  br label %20, !llvm.loop !8

31:                                               ; preds = %20
  store double 0.000000e+00, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %32

32:                                               ; preds = %58, %31
  %33 = load i32, ptr %8, align 4
  %34 = icmp slt i32 %33, 100
  br i1 %34, label %35, label %61

35:                                               ; preds = %32
  %36 = load i32, ptr %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = load i32, ptr %8, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = fmul double %39, %43
  %45 = load double, ptr %6, align 8
  %46 = fadd double %45, %44
  store double %46, ptr %6, align 8
  %47 = load i32, ptr %8, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = fmul double %50, %54
  %56 = load double, ptr %7, align 8
  %57 = fadd double %56, %55
  store double %57, ptr %7, align 8
  br label %58

58:                                               ; preds = %35
  %59 = load i32, ptr %8, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %8, align 4
  br label %32, !llvm.loop !9

61:                                               ; preds = %32
  %62 = load double, ptr %6, align 8
  %63 = load double, ptr %7, align 8
  %64 = fdiv double %62, %63
  %65 = call double @sqrt(double noundef %64) #3
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %65)
  %67 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 0
  %68 = load double, ptr %67, align 8
  %69 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 99
  %70 = load double, ptr %69, align 8
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %68, double noundef %70)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul_AtAv(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [100 x double], align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds [100 x double], ptr %5, i64 0, i64 0
  call void @mul_Av(ptr noundef %6, ptr noundef %7)
  %8 = getelementptr inbounds [100 x double], ptr %5, i64 0, i64 0
  %9 = load ptr, ptr %4, align 8
  call void @mul_Atv(ptr noundef %8, ptr noundef %9)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul_Av(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %36, %2
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 100
  br i1 %10, label %11, label %39

11:                                               ; preds = %8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %12

12:                                               ; preds = %27, %11
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %13, 100
  br i1 %14, label %15, label %30

15:                                               ; preds = %12
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %7, align 4
  %18 = call double @eval_A(i32 noundef %16, i32 noundef %17)
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fmul double %18, %23
  %25 = load double, ptr %6, align 8
  %26 = fadd double %25, %24
  store double %26, ptr %6, align 8
  br label %27

27:                                               ; preds = %15
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %12, !llvm.loop !10

30:                                               ; preds = %12
  %31 = load double, ptr %6, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  store double %31, ptr %35, align 8
  br label %36

36:                                               ; preds = %30
  %37 = load i32, ptr %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %5, align 4
  br label %8, !llvm.loop !11

39:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul_Atv(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %36, %2
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 100
  br i1 %10, label %11, label %39

11:                                               ; preds = %8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %12

12:                                               ; preds = %27, %11
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %13, 100
  br i1 %14, label %15, label %30

15:                                               ; preds = %12
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %5, align 4
  %18 = call double @eval_A(i32 noundef %16, i32 noundef %17)
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fmul double %18, %23
  %25 = load double, ptr %6, align 8
  %26 = fadd double %25, %24
  store double %26, ptr %6, align 8
  br label %27

27:                                               ; preds = %15
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %12, !llvm.loop !12

30:                                               ; preds = %12
  %31 = load double, ptr %6, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  store double %31, ptr %35, align 8
  br label %36

36:                                               ; preds = %30
  %37 = load i32, ptr %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %5, align 4
  br label %8, !llvm.loop !13

39:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @eval_A(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = add nsw i32 %8, %9
  %11 = add nsw i32 %10, 1
  %12 = mul nsw i32 %7, %11
  %13 = sdiv i32 %12, 2
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %13, %14
  %16 = add nsw i32 %15, 1
  %17 = sitofp i32 %16 to double
  %18 = fdiv double 1.000000e+00, %17
  ret double %18
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
