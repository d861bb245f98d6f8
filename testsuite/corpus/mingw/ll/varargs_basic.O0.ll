; ModuleID = 'programs/varargs_basic.c'
source_filename = "programs/varargs_basic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.small = type { i32, i16 }
%struct.pair = type { double, double }
%struct.big = type { [5 x i32] }

@.str = private unnamed_addr constant [18 x i8] c"ints %ld %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"doubles %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"ld %.20Lg\0A\00", align 1
@__const.main.sm = private unnamed_addr constant %struct.small { i32 4, i16 -2 }, align 4
@__const.main.pr = private unnamed_addr constant %struct.pair { double 1.500000e+00, double 4.000000e+00 }, align 8
@__const.main.bg = private unnamed_addr constant %struct.big { [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 100] }, align 4
@.str.3 = private unnamed_addr constant [10 x i8] c"mixed %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"iildLpsPBcf\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"mixed2 %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"iiiiiiiiiidddddddddd\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"mixed3 %g\0A\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"PPPPPsss\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"wsum %d twice %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"nth %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.16 = private unnamed_addr constant [29 x i8] c"%d|%5s|%-5s|%c|%x|%o|%lld|%p\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"cd\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca %struct.small, align 4
  %9 = alloca %struct.pair, align 8
  %10 = alloca %struct.big, align 4
  %11 = alloca x86_fp80, align 16
  %12 = alloca %struct.pair, align 8
  %13 = alloca %struct.big, align 4
  %14 = alloca %struct.pair, align 8
  %15 = alloca %struct.pair, align 8
  %16 = alloca %struct.pair, align 8
  %17 = alloca %struct.pair, align 8
  %18 = alloca %struct.pair, align 8
  %19 = alloca [128 x i8], align 16
  store i32 0, ptr %1, align 4
  %20 = call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %21 = call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %22 = call i32 (i32, ...) @sum_ints(i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 14, i32 noundef 15, i32 noundef 16, i32 noundef 17, i32 noundef 18, i32 noundef 19, i32 noundef -20)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = call double (i32, ...) @sum_doubles(i32 noundef 2, double noundef 5.000000e-01, double noundef 2.500000e-01)
  %25 = call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 1.250000e+01)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %24, double noundef %25)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %3, align 16
  store x86_fp80 0xK3FFEAAAAAAAAAAAAAAAB, ptr %4, align 16
  store x86_fp80 0xK3FC39392EE8E921D5D07, ptr %5, align 16
  store x86_fp80 0xK4001A000000000000000, ptr %6, align 16
  call void (ptr, i32, ...) @sum_ld(ptr dead_on_unwind writable sret(x86_fp80) align 16 %2, i32 noundef 4, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6)
  %27 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %27, ptr %7, align 16
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.sm, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.pr, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.bg, i64 20, i1 false)
  store x86_fp80 0xK4000A000000000000000, ptr %11, align 16
  %29 = load i64, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %9, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %10, i64 20, i1 false)
  %30 = call double (ptr, ...) @mixed(ptr noundef @.str.4, i32 noundef 5, i32 noundef 6, i32 noundef 7, double noundef 5.000000e-01, ptr noundef %11, ptr noundef @.str.5, i64 %29, ptr noundef %12, ptr noundef %13, i32 noundef 65, double noundef 1.250000e+00)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %30)
  %32 = call double (ptr, ...) @mixed(ptr noundef @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %32)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %9, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %9, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %9, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %9, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %9, i64 16, i1 false)
  %34 = load i64, ptr %8, align 4
  %35 = load i64, ptr %8, align 4
  %36 = load i64, ptr %8, align 4
  %37 = call double (ptr, ...) @mixed(ptr noundef @.str.9, ptr noundef %14, ptr noundef %15, ptr noundef %16, ptr noundef %17, ptr noundef %18, i64 %34, i64 %35, i64 %36)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %37)
  %39 = call i32 (i32, ...) @wsum(i32 noundef 5, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %40 = call i32 (i32, ...) @twice(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %39, i32 noundef %40)
  %42 = call ptr (i32, ...) @nth_string(i32 noundef 2, ptr noundef @.str.12, ptr noundef @.str.13, ptr noundef @.str.14, ptr noundef @.str.15)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %42)
  %44 = getelementptr inbounds [128 x i8], ptr %19, i64 0, i64 0
  %45 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %44, i64 noundef 128, ptr noundef @.str.16, i32 noundef -42, ptr noundef @.str.17, ptr noundef @.str.18, i32 noundef 122, i32 noundef 255, i32 noundef 8, i64 noundef -1, ptr noundef null)
  %46 = getelementptr inbounds [128 x i8], ptr %19, i64 0, i64 0
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %46)
  %48 = call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 10, i32 noundef 20, i32 noundef 30)
  ret i32 %48
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %4, align 4
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
  %13 = load i32, ptr %11, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %4, align 4
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !5

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %20 = load i32, ptr %4, align 4
  ret i32 %20
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
  br label %6, !llvm.loop !7

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %20 = load double, ptr %4, align 8
  ret double %20
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

8:                                                ; preds = %19, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %14, ptr %5, align 8
  %15 = load ptr, ptr %13, align 8
  %16 = load x86_fp80, ptr %15, align 16
  %17 = load x86_fp80, ptr %6, align 16
  %18 = fadd x86_fp80 %17, %16
  store x86_fp80 %18, ptr %6, align 16
  br label %19

19:                                               ; preds = %12
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %7, align 4
  br label %8, !llvm.loop !8

22:                                               ; preds = %8
  call void @llvm.va_end.p0(ptr %5)
  %23 = load x86_fp80, ptr %6, align 16
  store x86_fp80 %23, ptr %0, align 16
  %24 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %24, ptr %0, align 16
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.small, align 4
  %8 = alloca %struct.pair, align 8
  %9 = alloca %struct.big, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  store double 0.000000e+00, ptr %5, align 8
  %13 = load ptr, ptr %2, align 8
  store ptr %13, ptr %6, align 8
  br label %14

14:                                               ; preds = %117, %1
  %15 = load ptr, ptr %6, align 8
  %16 = load i8, ptr %15, align 1
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %18, label %120

18:                                               ; preds = %14
  %19 = load ptr, ptr %6, align 8
  %20 = load i8, ptr %19, align 1
  %21 = sext i8 %20 to i32
  switch i32 %21, label %116 [
    i32 105, label %22
    i32 108, label %29
    i32 100, label %36
    i32 76, label %42
    i32 112, label %50
    i32 115, label %58
    i32 80, label %71
    i32 66, label %81
    i32 99, label %101
    i32 102, label %110
  ]

22:                                               ; preds = %18
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %3, align 8
  %25 = load i32, ptr %23, align 8
  %26 = sitofp i32 %25 to double
  %27 = load double, ptr %5, align 8
  %28 = fadd double %27, %26
  store double %28, ptr %5, align 8
  br label %116

29:                                               ; preds = %18
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr %31, ptr %3, align 8
  %32 = load i32, ptr %30, align 8
  %33 = sitofp i32 %32 to double
  %34 = load double, ptr %5, align 8
  %35 = fadd double %34, %33
  store double %35, ptr %5, align 8
  br label %116

36:                                               ; preds = %18
  %37 = load ptr, ptr %3, align 8
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr %38, ptr %3, align 8
  %39 = load double, ptr %37, align 8
  %40 = load double, ptr %5, align 8
  %41 = fadd double %40, %39
  store double %41, ptr %5, align 8
  br label %116

42:                                               ; preds = %18
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  store ptr %44, ptr %3, align 8
  %45 = load ptr, ptr %43, align 8
  %46 = load x86_fp80, ptr %45, align 16
  %47 = fptrunc x86_fp80 %46 to double
  %48 = load double, ptr %5, align 8
  %49 = fadd double %48, %47
  store double %49, ptr %5, align 8
  br label %116

50:                                               ; preds = %18
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr inbounds i8, ptr %51, i64 8
  store ptr %52, ptr %3, align 8
  %53 = load ptr, ptr %51, align 8
  %54 = call i64 @strlen(ptr noundef %53) #6
  %55 = uitofp i64 %54 to double
  %56 = load double, ptr %5, align 8
  %57 = fadd double %56, %55
  store double %57, ptr %5, align 8
  br label %116

58:                                               ; preds = %18
  %59 = load ptr, ptr %3, align 8
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  store ptr %60, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 8 %59, i64 8, i1 false)
  %61 = getelementptr inbounds %struct.small, ptr %7, i32 0, i32 0
  %62 = load i32, ptr %61, align 4
  %63 = mul nsw i32 %62, 10
  %64 = getelementptr inbounds %struct.small, ptr %7, i32 0, i32 1
  %65 = load i16, ptr %64, align 4
  %66 = sext i16 %65 to i32
  %67 = add nsw i32 %63, %66
  %68 = sitofp i32 %67 to double
  %69 = load double, ptr %5, align 8
  %70 = fadd double %69, %68
  store double %70, ptr %5, align 8
  br label %116

71:                                               ; preds = %18
  %72 = load ptr, ptr %3, align 8
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  store ptr %73, ptr %3, align 8
  %74 = load ptr, ptr %72, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %74, i64 16, i1 false)
  %75 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 0
  %76 = load double, ptr %75, align 8
  %77 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 1
  %78 = load double, ptr %77, align 8
  %79 = load double, ptr %5, align 8
  %80 = call double @llvm.fmuladd.f64(double %76, double %78, double %79)
  store double %80, ptr %5, align 8
  br label %116

81:                                               ; preds = %18
  %82 = load ptr, ptr %3, align 8
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  store ptr %83, ptr %3, align 8
  %84 = load ptr, ptr %82, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %84, i64 20, i1 false)
  store i32 0, ptr %10, align 4
  br label %85

85:                                               ; preds = %97, %81
  %86 = load i32, ptr %10, align 4
  %87 = icmp slt i32 %86, 5
  br i1 %87, label %88, label %100

88:                                               ; preds = %85
  %89 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 0
  %90 = load i32, ptr %10, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [5 x i32], ptr %89, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4
  %94 = sitofp i32 %93 to double
  %95 = load double, ptr %5, align 8
  %96 = fadd double %95, %94
  store double %96, ptr %5, align 8
  br label %97

97:                                               ; preds = %88
  %98 = load i32, ptr %10, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %10, align 4
  br label %85, !llvm.loop !9

100:                                              ; preds = %85
  br label %116

101:                                              ; preds = %18
  %102 = load ptr, ptr %3, align 8
  %103 = getelementptr inbounds i8, ptr %102, i64 8
  store ptr %103, ptr %3, align 8
  %104 = load i32, ptr %102, align 8
  %105 = trunc i32 %104 to i8
  %106 = sext i8 %105 to i32
  %107 = sitofp i32 %106 to double
  %108 = load double, ptr %5, align 8
  %109 = fadd double %108, %107
  store double %109, ptr %5, align 8
  br label %116

110:                                              ; preds = %18
  %111 = load ptr, ptr %3, align 8
  %112 = getelementptr inbounds i8, ptr %111, i64 8
  store ptr %112, ptr %3, align 8
  %113 = load double, ptr %111, align 8
  %114 = load double, ptr %5, align 8
  %115 = fadd double %114, %113
  store double %115, ptr %5, align 8
  br label %116

116:                                              ; preds = %18, %110, %101, %100, %71, %58, %50, %42, %36, %29, %22
  br label %117

117:                                              ; preds = %116
  %118 = load ptr, ptr %6, align 8
  %119 = getelementptr inbounds i8, ptr %118, i32 1
  store ptr %119, ptr %6, align 8
  br label %14, !llvm.loop !10

120:                                              ; preds = %14
  call void @llvm.va_end.p0(ptr %3)
  store i32 0, ptr %11, align 4
  %121 = load ptr, ptr %2, align 8
  store ptr %121, ptr %12, align 8
  br label %122

122:                                              ; preds = %135, %120
  %123 = load ptr, ptr %12, align 8
  %124 = load i8, ptr %123, align 1
  %125 = sext i8 %124 to i32
  %126 = icmp eq i32 %125, 105
  br i1 %126, label %127, label %138

127:                                              ; preds = %122
  %128 = load ptr, ptr %4, align 8
  %129 = getelementptr inbounds i8, ptr %128, i64 8
  store ptr %129, ptr %4, align 8
  %130 = load i32, ptr %128, align 8
  %131 = icmp sgt i32 %130, 0
  %132 = zext i1 %131 to i32
  %133 = load i32, ptr %11, align 4
  %134 = add nsw i32 %133, %132
  store i32 %134, ptr %11, align 4
  br label %135

135:                                              ; preds = %127
  %136 = load ptr, ptr %12, align 8
  %137 = getelementptr inbounds i8, ptr %136, i32 1
  store ptr %137, ptr %12, align 8
  br label %122, !llvm.loop !11

138:                                              ; preds = %122
  call void @llvm.va_end.p0(ptr %4)
  %139 = load double, ptr %5, align 8
  %140 = load i32, ptr %11, align 4
  %141 = mul nsw i32 %140, 1000
  %142 = sitofp i32 %141 to double
  %143 = fadd double %139, %142
  ret double %143
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @wsum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  %5 = load i32, ptr %2, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 @vsum(i32 noundef %5, ptr noundef %6)
  store i32 %7, ptr %4, align 4
  call void @llvm.va_end.p0(ptr %3)
  %8 = load i32, ptr %4, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  %7 = load i32, ptr %2, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = call i32 @vsum(i32 noundef %7, ptr noundef %8)
  store i32 %9, ptr %5, align 4
  %10 = load i32, ptr %2, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = call i32 @vsum(i32 noundef %10, ptr noundef %11)
  store i32 %12, ptr %6, align 4
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  %13 = load i32, ptr %5, align 4
  %14 = mul nsw i32 %13, 100
  %15 = load i32, ptr %6, align 4
  %16 = add nsw i32 %14, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @nth_string(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store ptr null, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %14, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp sle i32 %7, %8
  br i1 %9, label %10, label %17

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %3, align 8
  %13 = load ptr, ptr %11, align 8
  store ptr %13, ptr %4, align 8
  br label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %5, align 4
  br label %6, !llvm.loop !12

17:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %18 = load ptr, ptr %4, align 8
  ret ptr %18
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vsum(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %13, ptr %4, align 8
  %14 = load i32, ptr %12, align 8
  %15 = load i32, ptr %6, align 4
  %16 = add nsw i32 %15, 1
  %17 = mul nsw i32 %14, %16
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %5, align 4
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  br label %7, !llvm.loop !13

23:                                               ; preds = %7
  %24 = load i32, ptr %5, align 4
  ret i32 %24
}

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
