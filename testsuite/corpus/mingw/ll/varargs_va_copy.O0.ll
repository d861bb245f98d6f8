; ModuleID = 'programs/varargs_va_copy.c'
source_filename = "programs/varargs_va_copy.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [12 x i8] c"helpers=%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"x=%d y=%s z=%.2f w=%ld\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"why\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"%s (%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"%s-%d-%c-%g\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"twice: s1=%d s2=%d first=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"info\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"[%s] \00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"outer(%s) len=%zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 16
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 (i32, ...) @twice(i32 noundef 9, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9)
  store i32 %5, ptr %2, align 4
  %6 = call double (i32, ...) @helpers(i32 noundef 6, i32 noundef 1, double noundef 5.000000e-01, i32 noundef 2, double noundef 2.500000e-01, i32 noundef 3, double noundef 1.250000e-01, i32 noundef 4, double noundef 2.000000e+00, i32 noundef 5, double noundef 4.000000e+00, i32 noundef 6, double noundef 8.000000e+00)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %6)
  %8 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %9 = call i32 (ptr, i64, ptr, ...) @logf_(ptr noundef %8, i64 noundef 64, ptr noundef @.str.1, i32 noundef 12, ptr noundef @.str.2, double noundef 2.500000e+00, i32 noundef -7)
  store i32 %9, ptr %4, align 4
  %10 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %11 = load i32, ptr %4, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %10, i32 noundef %11)
  call void (ptr, ...) @outer(ptr noundef @.str.4, ptr noundef @.str.5, i32 noundef 123, i32 noundef 81, double noundef 5.000000e-01)
  %13 = load i32, ptr %2, align 4
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %13, %14
  %16 = and i32 %15, 127
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %23, %1
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %16, ptr %3, align 8
  %17 = load i32, ptr %15, align 8
  %18 = load i32, ptr %7, align 4
  %19 = add nsw i32 %18, 1
  %20 = mul nsw i32 %17, %19
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr %5, align 4
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %10, !llvm.loop !5

26:                                               ; preds = %10
  store i32 0, ptr %8, align 4
  br label %27

27:                                               ; preds = %41, %26
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %2, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %44

31:                                               ; preds = %27
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  store ptr %33, ptr %4, align 8
  %34 = load i32, ptr %32, align 8
  %35 = load i32, ptr %2, align 4
  %36 = load i32, ptr %8, align 4
  %37 = sub nsw i32 %35, %36
  %38 = mul nsw i32 %34, %37
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %6, align 4
  br label %41

41:                                               ; preds = %31
  %42 = load i32, ptr %8, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %8, align 4
  br label %27, !llvm.loop !7

44:                                               ; preds = %27
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  call void @llvm.va_start.p0(ptr %3)
  %45 = load ptr, ptr %3, align 8
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr %46, ptr %3, align 8
  %47 = load i32, ptr %45, align 8
  store i32 %47, ptr %9, align 4
  call void @llvm.va_end.p0(ptr %3)
  %48 = load i32, ptr %5, align 4
  %49 = load i32, ptr %6, align 4
  %50 = load i32, ptr %9, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %48, i32 noundef %49, i32 noundef %50)
  %52 = load i32, ptr %5, align 4
  %53 = load i32, ptr %6, align 4
  %54 = sub nsw i32 %52, %53
  %55 = load i32, ptr %9, align 4
  %56 = add nsw i32 %54, %55
  ret i32 %56
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
define internal double @helpers(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %23, %1
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %26

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = call i32 @take_int(ptr noundef %13)
  store i32 %14, ptr %6, align 4
  %15 = load ptr, ptr %3, align 8
  %16 = call double @take_double(ptr noundef %15)
  store double %16, ptr %7, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sitofp i32 %17 to double
  %19 = load double, ptr %7, align 8
  %20 = fmul double %18, %19
  %21 = load double, ptr %4, align 8
  %22 = fadd double %21, %20
  store double %22, ptr %4, align 8
  br label %23

23:                                               ; preds = %12
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %8, !llvm.loop !8

26:                                               ; preds = %8
  call void @llvm.va_end.p0(ptr %3)
  %27 = load double, ptr %4, align 8
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @logf_(ptr noundef %0, i64 noundef %1, ptr noundef %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %7)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = call i32 @vlog(ptr noundef %9, i64 noundef %10, ptr noundef @.str.7, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %8, align 4
  call void @llvm.va_end.p0(ptr %7)
  %14 = load i32, ptr %8, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @outer(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [128 x i8], align 16
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  %5 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 0
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 @vsnprintf(ptr noundef %5, i64 noundef 128, ptr noundef %6, ptr noundef %7)
  call void @llvm.va_end.p0(ptr %3)
  %9 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 0
  %10 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 0
  %11 = call i64 @strlen(ptr noundef %10) #4
  call void (ptr, ...) @vp(ptr noundef @.str.9, ptr noundef %9, i64 noundef %11)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @take_int(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load i32, ptr %3, align 8
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @take_double(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load double, ptr %3, align 8
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vlog(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = load i64, ptr %7, align 8
  %16 = load ptr, ptr %8, align 8
  %17 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %14, i64 noundef %15, ptr noundef @.str.8, ptr noundef %16)
  store i32 %17, ptr %11, align 4
  call void @llvm.va_copy.p0(ptr %12, ptr %10)
  %18 = load ptr, ptr %9, align 8
  %19 = load ptr, ptr %12, align 8
  %20 = call i32 @vsnprintf(ptr noundef null, i64 noundef 0, ptr noundef %18, ptr noundef %19)
  store i32 %20, ptr %13, align 4
  call void @llvm.va_end.p0(ptr %12)
  %21 = load ptr, ptr %6, align 8
  %22 = load i32, ptr %11, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i8, ptr %21, i64 %23
  %25 = load i64, ptr %7, align 8
  %26 = load i32, ptr %11, align 4
  %27 = sext i32 %26 to i64
  %28 = sub i64 %25, %27
  %29 = load ptr, ptr %9, align 8
  %30 = load ptr, ptr %10, align 8
  %31 = call i32 @vsnprintf(ptr noundef %24, i64 noundef %28, ptr noundef %29, ptr noundef %30)
  %32 = load i32, ptr %11, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %11, align 4
  %34 = load i32, ptr %11, align 4
  %35 = mul nsw i32 %34, 1000
  %36 = load i32, ptr %13, align 4
  %37 = add nsw i32 %35, %36
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i64, ptr %6, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  ret i32 %13
}

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vp(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  %4 = load ptr, ptr %2, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call i32 @vprintf(ptr noundef %4, ptr noundef %5)
  call void @llvm.va_end.p0(ptr %3)
  ret void
}

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vprintf(ptr noundef nonnull %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  ret i32 %8
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
