; ModuleID = 'programs/fp_constants_pool.c'
source_filename = "programs/fp_constants_pool.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [10 x i8] c"d%-2d %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"f%-2d %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"l%-2d %La\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"0.1: f=%a d=%a l=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"poly(0.5)=%a poly(-1)=%a\0A\00", align 1
@.str.5 = private unnamed_addr constant [37 x i8] c"nan const: %d, huge_val %g, inff %g\0A\00", align 1
@fconst.t = internal constant [9 x float] [float 0.000000e+00, float -0.000000e+00, float 1.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float 0x4170000000000000, float 0x400921FB60000000, float 0xB8146ABCC0000000], align 16
@lconst.t = internal constant [6 x x86_fp80] [x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xK7FFED72CB2A95C7EF6CD, x86_fp80 0xK00000000000000000003, x86_fp80 0xK4000C90FDAA22168C235, x86_fp80 0xK80000000000000000000, x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %16, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %19

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = load i32, ptr %2, align 4
  %14 = call double @dconst(i32 noundef %13)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %12, double noundef %14)
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %2, align 4
  br label %8, !llvm.loop !5

19:                                               ; preds = %8
  store i32 0, ptr %3, align 4
  br label %20

20:                                               ; preds = %29, %19
  %21 = load i32, ptr %3, align 4
  %22 = icmp slt i32 %21, 9
  br i1 %22, label %23, label %32

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4
  %25 = load i32, ptr %3, align 4
  %26 = call float @fconst(i32 noundef %25)
  %27 = fpext float %26 to double
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %24, double noundef %27)
  br label %29

29:                                               ; preds = %23
  %30 = load i32, ptr %3, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %3, align 4
  br label %20, !llvm.loop !7

32:                                               ; preds = %20
  store i32 0, ptr %4, align 4
  br label %33

33:                                               ; preds = %41, %32
  %34 = load i32, ptr %4, align 4
  %35 = icmp slt i32 %34, 6
  br i1 %35, label %36, label %44

36:                                               ; preds = %33
  %37 = load i32, ptr %4, align 4
  %38 = load i32, ptr %4, align 4
  call void @lconst(ptr dead_on_unwind writable sret(x86_fp80) align 16 %5, i32 noundef %38)
  %39 = load x86_fp80, ptr %5, align 16
  store x86_fp80 %39, ptr %6, align 16
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %37, ptr noundef %6)
  br label %41

41:                                               ; preds = %36
  %42 = load i32, ptr %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %4, align 4
  br label %33, !llvm.loop !8

44:                                               ; preds = %33
  store x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr %7, align 16
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef 0x3FB99999A0000000, double noundef 1.000000e-01, ptr noundef %7)
  %46 = call double @poly(double noundef 5.000000e-01)
  %47 = call double @poly(double noundef -1.000000e+00)
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %46, double noundef %47)
  %49 = call i32 @is_nan_const()
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %49, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000)
  %51 = call double @dconst(i32 noundef 9)
  %52 = fdiv double %51, 1.000000e+20
  %53 = fptosi double %52 to i32
  ret i32 %53
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
define internal void @lconst(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = srem i32 %5, 6
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [6 x x86_fp80], ptr @lconst.t, i64 0, i64 %7
  %9 = load x86_fp80, ptr %8, align 16
  store x86_fp80 %9, ptr %0, align 16
  %10 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %10, ptr %0, align 16
  ret void
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

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
