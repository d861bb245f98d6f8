; ModuleID = 'programs/ms_abi_calls.c'
source_filename = "programs/ms_abi_calls.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.small = type { i32, i32 }
%struct.big = type { [4 x i32] }

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
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.big, align 4
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store i32 0, ptr %1, align 4
  %10 = call i32 @ms_ints(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %10)
  %12 = call double @ms_mixed(i32 noundef 1, double noundef 5.000000e-01, i32 noundef 100, double noundef 2.500000e-01, float noundef 1.250000e-01, i32 noundef -7)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %12)
  %14 = getelementptr inbounds %struct.small, ptr %3, i32 0, i32 0
  store i32 3, ptr %14, align 4
  %15 = getelementptr inbounds %struct.small, ptr %3, i32 0, i32 1
  store i32 4, ptr %15, align 4
  %16 = load i64, ptr %3, align 4
  %17 = call i64 @ms_small(i64 %16, i32 noundef 5)
  store i64 %17, ptr %2, align 4
  %18 = getelementptr inbounds %struct.small, ptr %2, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds %struct.small, ptr %2, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %19, i32 noundef %21)
  call void @ms_ret_big(ptr dead_on_unwind writable sret(%struct.big) align 4 %4, i32 noundef 10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %4, i64 16, i1 false)
  %23 = call i32 @ms_big(ptr noundef %5, i32 noundef 3)
  %24 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %25 = getelementptr inbounds [4 x i32], ptr %24, i64 0, i64 0
  %26 = load i32, ptr %25, align 4
  %27 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %28 = getelementptr inbounds [4 x i32], ptr %27, i64 0, i64 3
  %29 = load i32, ptr %28, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %23, i32 noundef %26, i32 noundef %29)
  %31 = call i32 @ms_calls_sysv(i32 noundef 7)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %31)
  store ptr @ms_ints, ptr %6, align 8
  %33 = load ptr, ptr %6, align 8
  %34 = call i32 %33(i32 noundef 6, i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 2, i32 noundef 1)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %34)
  store volatile double 1.500000e+00, ptr %7, align 8
  store volatile double 2.500000e+00, ptr %8, align 8
  %36 = load volatile double, ptr %7, align 8
  %37 = load volatile double, ptr %8, align 8
  %38 = call double @ms_pressure(double noundef %36, double noundef %37)
  store double %38, ptr %9, align 8
  %39 = load double, ptr %9, align 8
  %40 = load volatile double, ptr %7, align 8
  %41 = load volatile double, ptr %8, align 8
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %39, double noundef %40, double noundef %41)
  %43 = call i32 @ms_ints(i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %44 = getelementptr inbounds %struct.small, ptr %2, i32 0, i32 0
  %45 = load i32, ptr %44, align 4
  %46 = add nsw i32 %43, %45
  ret i32 %46
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ms_ints(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %13 = load i32, ptr %7, align 4
  %14 = load i32, ptr %8, align 4
  %15 = mul nsw i32 %14, 2
  %16 = add nsw i32 %13, %15
  %17 = load i32, ptr %9, align 4
  %18 = mul nsw i32 %17, 3
  %19 = add nsw i32 %16, %18
  %20 = load i32, ptr %10, align 4
  %21 = mul nsw i32 %20, 4
  %22 = add nsw i32 %19, %21
  %23 = load i32, ptr %11, align 4
  %24 = mul nsw i32 %23, 5
  %25 = add nsw i32 %22, %24
  %26 = load i32, ptr %12, align 4
  %27 = mul nsw i32 %26, 6
  %28 = add nsw i32 %25, %27
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ms_mixed(i32 noundef %0, double noundef %1, i32 noundef %2, double noundef %3, float noundef %4, i32 noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store double %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store double %3, ptr %10, align 8
  store float %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %13 = load i32, ptr %7, align 4
  %14 = sitofp i32 %13 to double
  %15 = load double, ptr %8, align 8
  %16 = fadd double %14, %15
  %17 = load i32, ptr %9, align 4
  %18 = sitofp i32 %17 to double
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
define internal i64 @ms_small(i64 %0, i32 noundef %1) #0 {
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
define internal void @ms_ret_big(ptr dead_on_unwind noalias writable sret(%struct.big) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %6 = load i32, ptr %4, align 4
  store i32 %6, ptr %5, align 4
  %7 = getelementptr inbounds i32, ptr %5, i64 1
  %8 = load i32, ptr %4, align 4
  %9 = mul nsw i32 %8, 2
  store i32 %9, ptr %7, align 4
  %10 = getelementptr inbounds i32, ptr %5, i64 2
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 3
  store i32 %12, ptr %10, align 4
  %13 = getelementptr inbounds i32, ptr %5, i64 3
  %14 = load i32, ptr %4, align 4
  %15 = mul nsw i32 %14, 4
  store i32 %15, ptr %13, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ms_big(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds [4 x i32], ptr %5, i64 0, i64 0
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %9 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 1
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %7, %10
  %12 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %13 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 2
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %11, %14
  %16 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %17 = getelementptr inbounds [4 x i32], ptr %16, i64 0, i64 3
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %4, align 4
  %20 = mul nsw i32 %18, %19
  %21 = add nsw i32 %15, %20
  ret i32 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ms_calls_sysv(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call x86_64_sysvcc i32 @sysv_calls_ms(i32 noundef %3)
  %5 = mul nsw i32 %4, 2
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ms_pressure(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [12 x double], align 16
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
  br label %9, !llvm.loop !5

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
  br label %26, !llvm.loop !7

45:                                               ; preds = %26
  %46 = load double, ptr %7, align 8
  ret double %46
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_64_sysvcc i32 @sysv_calls_ms(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = add nsw i32 %4, 1
  %6 = load i32, ptr %2, align 4
  %7 = add nsw i32 %6, 2
  %8 = load i32, ptr %2, align 4
  %9 = add nsw i32 %8, 3
  %10 = load i32, ptr %2, align 4
  %11 = add nsw i32 %10, 4
  %12 = load i32, ptr %2, align 4
  %13 = add nsw i32 %12, 5
  %14 = call i32 @ms_ints(i32 noundef %3, i32 noundef %5, i32 noundef %7, i32 noundef %9, i32 noundef %11, i32 noundef %13)
  ret i32 %14
}

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
