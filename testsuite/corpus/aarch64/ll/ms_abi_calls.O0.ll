; ModuleID = 'programs/ms_abi_calls.c'
source_filename = "programs/ms_abi_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.small = type { i32, i32 }
%struct.big = type { [4 x i64] }

@.str = private unnamed_addr constant [13 x i8] c"ms_ints=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"ms_mixed=%g\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"ms_small=%d,%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"ms_big=%ld ret_big=%ld,%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"cross=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"via pointer=%ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"pressure=%g keep=%g,%g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.small, align 4
  %3 = alloca %struct.small, align 4
  %4 = alloca %struct.big, align 8
  %5 = alloca %struct.big, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store i32 0, ptr %1, align 4
  %10 = call win64cc i64 @ms_ints(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %10)
  %12 = call win64cc double @ms_mixed(i32 noundef 1, double noundef 5.000000e-01, i64 noundef 100, double noundef 2.500000e-01, float noundef 1.250000e-01, i32 noundef -7)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %12)
  %14 = getelementptr inbounds %struct.small, ptr %3, i32 0, i32 0
  store i32 3, ptr %14, align 4
  %15 = getelementptr inbounds %struct.small, ptr %3, i32 0, i32 1
  store i32 4, ptr %15, align 4
  %16 = load i64, ptr %3, align 4
  %17 = call win64cc i64 @ms_small(i64 %16, i32 noundef 5)
  store i64 %17, ptr %2, align 4
  %18 = getelementptr inbounds %struct.small, ptr %2, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds %struct.small, ptr %2, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %19, i32 noundef %21)
  call win64cc void @ms_ret_big(ptr dead_on_unwind writable sret(%struct.big) align 8 %4, i64 noundef 10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 32, i1 false)
  %23 = call win64cc i64 @ms_big(ptr noundef %5, i64 noundef 3)
  %24 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %25 = getelementptr inbounds [4 x i64], ptr %24, i64 0, i64 0
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %28 = getelementptr inbounds [4 x i64], ptr %27, i64 0, i64 3
  %29 = load i64, ptr %28, align 8
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %23, i64 noundef %26, i64 noundef %29)
  %31 = call win64cc i64 @ms_calls_sysv(i64 noundef 7)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %31)
  store ptr @ms_ints, ptr %6, align 8
  %33 = load ptr, ptr %6, align 8
  %34 = call win64cc i64 %33(i64 noundef 6, i64 noundef 5, i64 noundef 4, i64 noundef 3, i64 noundef 2, i64 noundef 1)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %34)
  store volatile double 1.500000e+00, ptr %7, align 8
  store volatile double 2.500000e+00, ptr %8, align 8
  %36 = load volatile double, ptr %7, align 8
  %37 = load volatile double, ptr %8, align 8
  %38 = call win64cc double @ms_pressure(double noundef %36, double noundef %37)
  store double %38, ptr %9, align 8
  %39 = load double, ptr %9, align 8
  %40 = load volatile double, ptr %7, align 8
  %41 = load volatile double, ptr %8, align 8
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %39, double noundef %40, double noundef %41)
  %43 = call win64cc i64 @ms_ints(i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1)
  %44 = getelementptr inbounds %struct.small, ptr %2, i32 0, i32 0
  %45 = load i32, ptr %44, align 4
  %46 = sext i32 %45 to i64
  %47 = add nsw i64 %43, %46
  %48 = trunc i64 %47 to i32
  ret i32 %48
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal win64cc i64 @ms_ints(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i64 %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store i64 %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  store i64 %5, ptr %12, align 8
  %13 = load i64, ptr %7, align 8
  %14 = load i64, ptr %8, align 8
  %15 = mul nsw i64 %14, 2
  %16 = add nsw i64 %13, %15
  %17 = load i64, ptr %9, align 8
  %18 = mul nsw i64 %17, 3
  %19 = add nsw i64 %16, %18
  %20 = load i64, ptr %10, align 8
  %21 = mul nsw i64 %20, 4
  %22 = add nsw i64 %19, %21
  %23 = load i64, ptr %11, align 8
  %24 = mul nsw i64 %23, 5
  %25 = add nsw i64 %22, %24
  %26 = load i64, ptr %12, align 8
  %27 = mul nsw i64 %26, 6
  %28 = add nsw i64 %25, %27
  ret i64 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal win64cc double @ms_mixed(i32 noundef %0, double noundef %1, i64 noundef %2, double noundef %3, float noundef %4, i32 noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i64, align 8
  %10 = alloca double, align 8
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store double %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store double %3, ptr %10, align 8
  store float %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %13 = load i32, ptr %7, align 4
  %14 = sitofp i32 %13 to double
  %15 = load double, ptr %8, align 8
  %16 = fadd double %14, %15
  %17 = load i64, ptr %9, align 8
  %18 = sitofp i64 %17 to double
  %19 = fadd double %16, %18
  %20 = load double, ptr %10, align 8
  %21 = fadd double %19, %20
  %22 = load float, ptr %11, align 4
  %23 = fpext float %22 to double
  %24 = fadd double %21, %23
  %25 = load i32, ptr %12, align 4
  %26 = sitofp i32 %25 to double
  %27 = fadd double %24, %26
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal win64cc i64 @ms_small(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.small, align 4
  %4 = alloca %struct.small, align 4
  %5 = alloca i32, align 4
  store i64 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds %struct.small, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = mul nsw i32 %8, %6
  store i32 %9, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = getelementptr inbounds %struct.small, ptr %4, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %12, %10
  store i32 %13, ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 8, i1 false)
  %14 = load i64, ptr %3, align 4
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal win64cc void @ms_ret_big(ptr dead_on_unwind noalias writable sret(%struct.big) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  store i64 %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %5 = load i64, ptr %3, align 8
  store i64 %5, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %4, i64 1
  %7 = load i64, ptr %3, align 8
  %8 = mul nsw i64 %7, 2
  store i64 %8, ptr %6, align 8
  %9 = getelementptr inbounds i64, ptr %4, i64 2
  %10 = load i64, ptr %3, align 8
  %11 = mul nsw i64 %10, 3
  store i64 %11, ptr %9, align 8
  %12 = getelementptr inbounds i64, ptr %4, i64 3
  %13 = load i64, ptr %3, align 8
  %14 = mul nsw i64 %13, 4
  store i64 %14, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal win64cc i64 @ms_big(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %9 = getelementptr inbounds [4 x i64], ptr %8, i64 0, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = add nsw i64 %7, %10
  %12 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %13 = getelementptr inbounds [4 x i64], ptr %12, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = add nsw i64 %11, %14
  %16 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %17 = getelementptr inbounds [4 x i64], ptr %16, i64 0, i64 3
  %18 = load i64, ptr %17, align 8
  %19 = load i64, ptr %4, align 8
  %20 = mul nsw i64 %18, %19
  %21 = add nsw i64 %15, %20
  ret i64 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal win64cc i64 @ms_calls_sysv(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @sysv_calls_ms(i64 noundef %3)
  %5 = mul nsw i64 %4, 2
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal win64cc double @ms_pressure(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [12 x double], align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 12
  br i1 %11, label %12, label %25

12:                                               ; preds = %9
  %13 = load double, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sitofp i32 %14 to double
  %16 = fmul double %13, %15
  %17 = load double, ptr %4, align 8
  %18 = fadd double %16, %17
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %20
  store double %18, ptr %21, align 8
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %9, !llvm.loop !6

25:                                               ; preds = %9
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %26

26:                                               ; preds = %42, %25
  %27 = load i32, ptr %8, align 4
  %28 = icmp slt i32 %27, 12
  br i1 %28, label %29, label %45

29:                                               ; preds = %26
  %30 = load i32, ptr %8, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = load i32, ptr %8, align 4
  %35 = sub nsw i32 11, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = fmul double %33, %38
  %40 = load double, ptr %7, align 8
  %41 = fadd double %40, %39
  store double %41, ptr %7, align 8
  br label %42

42:                                               ; preds = %29
  %43 = load i32, ptr %8, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %8, align 4
  br label %26, !llvm.loop !8

45:                                               ; preds = %26
  %46 = load double, ptr %7, align 8
  ret double %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sysv_calls_ms(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = add nsw i64 %4, 1
  %6 = load i64, ptr %2, align 8
  %7 = add nsw i64 %6, 2
  %8 = load i64, ptr %2, align 8
  %9 = add nsw i64 %8, 3
  %10 = load i64, ptr %2, align 8
  %11 = add nsw i64 %10, 4
  %12 = load i64, ptr %2, align 8
  %13 = add nsw i64 %12, 5
  %14 = call win64cc i64 @ms_ints(i64 noundef %3, i64 noundef %5, i64 noundef %7, i64 noundef %9, i64 noundef %11, i64 noundef %13)
  ret i64 %14
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
