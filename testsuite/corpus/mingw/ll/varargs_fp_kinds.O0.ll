; ModuleID = 'programs/varargs_fp_kinds.c'
source_filename = "programs/varargs_fp_kinds.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [16 x i8] c"sum_doubles=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"sum_ld=%La\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"alternating=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"%d|%.3f|%Lf|%s|%g|%Le|%c|%a\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"vsnprintf(%d): %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca [200 x i8], align 16
  %15 = alloca i32, align 4
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  store float 0x3FB99999A0000000, ptr %2, align 4
  %18 = load float, ptr %2, align 4
  %19 = fpext float %18 to double
  %20 = call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef %19, double noundef 5.000000e-01, double noundef -2.000000e+00, double noundef 1.000000e-10, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %20)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %4, align 16
  store x86_fp80 0xK40008000000000000000, ptr %5, align 16
  store x86_fp80 0xKBFFE8000000000000000, ptr %6, align 16
  store x86_fp80 0xK414B924D692CA61BE758, ptr %7, align 16
  store x86_fp80 0xK3EB2DFF9772470297EBD, ptr %8, align 16
  call void (ptr, i32, ...) @sum_ld(ptr dead_on_unwind writable sret(x86_fp80) align 16 %3, i32 noundef 5, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8)
  %22 = load x86_fp80, ptr %3, align 16
  store x86_fp80 %22, ptr %9, align 16
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %9)
  store x86_fp80 0xK3FFD8000000000000000, ptr %10, align 16
  store x86_fp80 0xK40009000000000000000, ptr %11, align 16
  store x86_fp80 0xK40018800000000000000, ptr %12, align 16
  store x86_fp80 0xK40028200000000000000, ptr %13, align 16
  %24 = call double (i32, ...) @alternating(i32 noundef 12, i32 noundef 1, double noundef 5.000000e-01, ptr noundef %10, i32 noundef 2, double noundef 1.500000e+00, ptr noundef %11, i32 noundef 3, double noundef 2.500000e+00, ptr noundef %12, i32 noundef 4, double noundef 3.500000e+00, ptr noundef %13)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %24)
  %26 = getelementptr inbounds [200 x i8], ptr %14, i64 0, i64 0
  store x86_fp80 0xK4000A000000000000000, ptr %16, align 16
  store x86_fp80 0xK47C88EB39714297EFB28, ptr %17, align 16
  %27 = call i32 (ptr, i64, ptr, ...) @check(ptr noundef %26, i64 noundef 200, ptr noundef @.str.3, i32 noundef 42, double noundef 3.141590e+00, ptr noundef %16, ptr noundef @.str.4, double noundef 0x3E7AD7F29ABCAF48, ptr noundef %17, i32 noundef 122, double noundef 7.500000e-01)
  store i32 %27, ptr %15, align 4
  %28 = load i32, ptr %15, align 4
  %29 = getelementptr inbounds [200 x i8], ptr %14, i64 0, i64 0
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %28, ptr noundef %29)
  %31 = load i32, ptr %15, align 4
  ret i32 %31
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
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %20

10:                                               ; preds = %6
  %11 = load double, ptr %4, align 8
  %12 = fmul double %11, 2.000000e+00
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %14, ptr %3, align 8
  %15 = load double, ptr %13, align 8
  %16 = fadd double %12, %15
  store double %16, ptr %4, align 8
  br label %17

17:                                               ; preds = %10
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %5, align 4
  br label %6, !llvm.loop !5

20:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %21 = load double, ptr %4, align 8
  ret double %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sum_ld(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca x86_fp80, align 16
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.va_start.p0(ptr %5)
  store x86_fp80 0xK00000000000000000000, ptr %6, align 16
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %23, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %26

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %14, ptr %5, align 8
  %15 = load ptr, ptr %13, align 8
  %16 = load x86_fp80, ptr %15, align 16
  %17 = load i32, ptr %7, align 4
  %18 = add nsw i32 %17, 1
  %19 = sitofp i32 %18 to x86_fp80
  %20 = fmul x86_fp80 %16, %19
  %21 = load x86_fp80, ptr %6, align 16
  %22 = fadd x86_fp80 %21, %20
  store x86_fp80 %22, ptr %6, align 16
  br label %23

23:                                               ; preds = %12
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %8, !llvm.loop !7

26:                                               ; preds = %8
  call void @llvm.va_end.p0(ptr %5)
  %27 = load x86_fp80, ptr %6, align 16
  store x86_fp80 %27, ptr %0, align 16
  %28 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %28, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @alternating(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %41, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %44

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = srem i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %16, ptr %3, align 8
  %17 = load i32, ptr %15, align 8
  %18 = sitofp i32 %17 to double
  %19 = load double, ptr %4, align 8
  %20 = fadd double %19, %18
  store double %20, ptr %4, align 8
  br label %40

21:                                               ; preds = %10
  %22 = load i32, ptr %5, align 4
  %23 = srem i32 %22, 3
  %24 = icmp eq i32 %23, 1
  br i1 %24, label %25, label %31

25:                                               ; preds = %21
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr %27, ptr %3, align 8
  %28 = load double, ptr %26, align 8
  %29 = load double, ptr %4, align 8
  %30 = fadd double %29, %28
  store double %30, ptr %4, align 8
  br label %39

31:                                               ; preds = %21
  %32 = load ptr, ptr %3, align 8
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  store ptr %33, ptr %3, align 8
  %34 = load ptr, ptr %32, align 8
  %35 = load x86_fp80, ptr %34, align 16
  %36 = fptrunc x86_fp80 %35 to double
  %37 = load double, ptr %4, align 8
  %38 = fadd double %37, %36
  store double %38, ptr %4, align 8
  br label %39

39:                                               ; preds = %31, %25
  br label %40

40:                                               ; preds = %39, %14
  br label %41

41:                                               ; preds = %40
  %42 = load i32, ptr %5, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %5, align 4
  br label %6, !llvm.loop !8

44:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %45 = load double, ptr %4, align 8
  ret double %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @check(ptr noundef %0, i64 noundef %1, ptr noundef %2, ...) #0 {
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
  %13 = call i32 @vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %8, align 4
  call void @llvm.va_end.p0(ptr %7)
  %14 = load i32, ptr %8, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

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
