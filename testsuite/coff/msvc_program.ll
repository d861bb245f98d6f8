; ModuleID = 'msvc_program.c'
source_filename = "msvc_program.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.S = type { i64, i64, i64 }

$inl = comdat any

$"??_C@_0CG@CFIDMBKJ@?$CFlld?5?$CFlld?5?$CFlld?5?$CFd?5?$CFd?5?$CFd?5?$CF?41f?5?$CFd?5@" = comdat any

@exported_counter = dso_local dllexport global i32 3, align 4
@"??_C@_0CG@CFIDMBKJ@?$CFlld?5?$CFlld?5?$CFlld?5?$CFd?5?$CFd?5?$CFd?5?$CF?41f?5?$CFd?5@" = linkonce_odr dso_local unnamed_addr constant [38 x i8] c"%lld %lld %lld %d %d %d %.1f %d %.2f\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make(ptr dead_on_unwind noalias writable sret(%struct.S) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 0
  %6 = load i32, ptr %4, align 4
  %7 = sext i32 %6 to i64
  store i64 %7, ptr %5, align 8
  %8 = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 1
  %9 = load i32, ptr %4, align 4
  %10 = add nsw i32 %9, 1
  %11 = sext i32 %10 to i64
  store i64 %11, ptr %8, align 8
  %12 = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 2
  %13 = load i32, ptr %4, align 4
  %14 = add nsw i32 %13, 2
  %15 = sext i32 %14 to i64
  store i64 %15, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @vsum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %3, align 8
  %13 = load double, ptr %11, align 8
  %14 = load double, ptr %4, align 8
  %15 = fadd double %14, %13
  store double %15, ptr %4, align 8
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !5

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %20 = load double, ptr %4, align 8
  ret double %20
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @fib(i32 noundef %9)
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call i32 @fib(i32 noundef %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @big_frame(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [20000 x i8], align 16
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i8
  %6 = load i32, ptr %2, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %7
  store volatile i8 %5, ptr %8, align 1
  %9 = load i32, ptr %2, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %10
  %12 = load volatile i8, ptr %11, align 1
  %13 = sext i8 %12 to i32
  %14 = add nsw i32 %13, 1
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vla(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = zext i32 %5 to i64
  %7 = call ptr @llvm.stacksave.p0()
  store ptr %7, ptr %3, align 8
  %8 = alloca i8, i64 %6, align 16
  store i64 %6, ptr %4, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 0
  store volatile i8 1, ptr %9, align 16
  %10 = load i32, ptr %2, align 4
  %11 = sub nsw i32 %10, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i8, ptr %8, i64 %12
  store volatile i8 2, ptr %13, align 1
  %14 = getelementptr inbounds i8, ptr %8, i64 0
  %15 = load volatile i8, ptr %14, align 16
  %16 = sext i8 %15 to i32
  %17 = load i32, ptr %2, align 4
  %18 = sub nsw i32 %17, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i8, ptr %8, i64 %19
  %21 = load volatile i8, ptr %20, align 1
  %22 = sext i8 %21 to i32
  %23 = add nsw i32 %16, %22
  %24 = load i32, ptr %2, align 4
  %25 = add nsw i32 %23, %24
  %26 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore.p0(ptr %26)
  ret i32 %25
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @poly(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store double %0, ptr %2, align 8
  %12 = load double, ptr %2, align 8
  %13 = fmul double %12, 1.500000e+00
  store double %13, ptr %3, align 8
  %14 = load double, ptr %2, align 8
  %15 = fmul double %14, 2.500000e+00
  store double %15, ptr %4, align 8
  %16 = load double, ptr %2, align 8
  %17 = fmul double %16, 3.500000e+00
  store double %17, ptr %5, align 8
  %18 = load double, ptr %2, align 8
  %19 = fmul double %18, 4.500000e+00
  store double %19, ptr %6, align 8
  %20 = load double, ptr %2, align 8
  %21 = fmul double %20, 5.500000e+00
  store double %21, ptr %7, align 8
  %22 = load double, ptr %2, align 8
  %23 = fmul double %22, 6.500000e+00
  store double %23, ptr %8, align 8
  %24 = load double, ptr %2, align 8
  %25 = fmul double %24, 7.500000e+00
  store double %25, ptr %9, align 8
  %26 = load double, ptr %2, align 8
  %27 = fmul double %26, 8.500000e+00
  store double %27, ptr %10, align 8
  %28 = load double, ptr %2, align 8
  %29 = fmul double %28, 9.500000e+00
  store double %29, ptr %11, align 8
  %30 = load double, ptr %3, align 8
  %31 = load double, ptr %4, align 8
  %32 = load double, ptr %5, align 8
  %33 = load double, ptr %6, align 8
  %34 = fmul double %32, %33
  %35 = call double @llvm.fmuladd.f64(double %30, double %31, double %34)
  %36 = load double, ptr %7, align 8
  %37 = load double, ptr %8, align 8
  %38 = call double @llvm.fmuladd.f64(double %36, double %37, double %35)
  %39 = load double, ptr %9, align 8
  %40 = load double, ptr %10, align 8
  %41 = call double @llvm.fmuladd.f64(double %39, double %40, double %38)
  %42 = load double, ptr %11, align 8
  %43 = load double, ptr %3, align 8
  %44 = load double, ptr %4, align 8
  %45 = fadd double %43, %44
  %46 = load double, ptr %5, align 8
  %47 = fadd double %45, %46
  %48 = load double, ptr %6, align 8
  %49 = fadd double %47, %48
  %50 = load double, ptr %7, align 8
  %51 = fadd double %49, %50
  %52 = load double, ptr %8, align 8
  %53 = fadd double %51, %52
  %54 = load double, ptr %9, align 8
  %55 = fadd double %53, %54
  %56 = load double, ptr %10, align 8
  %57 = fadd double %55, %56
  %58 = call double @llvm.fmuladd.f64(double %42, double %57, double %41)
  ret double %58
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S, align 8
  store i32 0, ptr %1, align 4
  call void @make(ptr dead_on_unwind writable sret(%struct.S) align 8 %2, i32 noundef 5)
  %3 = call double @poly(double noundef 2.000000e+00)
  %4 = call i32 @vla(i32 noundef 10000)
  %5 = call double (i32, ...) @vsum(i32 noundef 3, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.000000e+00)
  %6 = call i32 @big_frame(i32 noundef 100)
  %7 = call i32 @inl(i32 noundef 21)
  %8 = call i32 @fib(i32 noundef 15)
  %9 = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 2
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CG@CFIDMBKJ@?$CFlld?5?$CFlld?5?$CFlld?5?$CFd?5?$CFd?5?$CFd?5?$CF?41f?5?$CFd?5@", i64 noundef %14, i64 noundef %12, i64 noundef %10, i32 noundef %8, i32 noundef %7, i32 noundef %6, double noundef %5, i32 noundef %4, double noundef %3)
  %16 = load i32, ptr @exported_counter, align 4
  ret i32 %16
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local i32 @inl(i32 noundef %0) #0 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 2
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mainCRTStartup() #0 {
  %1 = call i32 @main()
  call void @ExitProcess(i32 noundef %1)
  ret void
}

declare dllimport void @ExitProcess(i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
