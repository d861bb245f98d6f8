; ModuleID = 'programs/varargs_basic.c'
source_filename = "programs/varargs_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.small = type { i32, i16 }
%struct.pair = type { double, double }
%struct.big = type { [5 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [18 x i8] c"ints %ld %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"doubles %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"ld %.20Lg\0A\00", align 1
@__const.main.sm = private unnamed_addr constant %struct.small { i32 4, i16 -2 }, align 4
@__const.main.pr = private unnamed_addr constant %struct.pair { double 1.500000e+00, double 4.000000e+00 }, align 8
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
  %2 = alloca %struct.small, align 4
  %3 = alloca %struct.pair, align 8
  %4 = alloca %struct.big, align 8
  %5 = alloca [128 x i8], align 16
  store i32 0, ptr %1, align 4
  %6 = call i64 (i32, ...) @sum_ints(i32 noundef 0)
  %7 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %8 = call i64 (i32, ...) @sum_ints(i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 14, i32 noundef 15, i32 noundef 16, i32 noundef 17, i32 noundef 18, i32 noundef 19, i32 noundef -20)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %6, i64 noundef %7, i64 noundef %8)
  %10 = call double (i32, ...) @sum_doubles(i32 noundef 2, double noundef 5.000000e-01, double noundef 2.500000e-01)
  %11 = call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 1.250000e+01)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %10, double noundef %11)
  %13 = call x86_fp80 (i32, ...) @sum_ld(i32 noundef 4, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFEAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FC39392EE8E921D5D07, x86_fp80 noundef 0xK4001A000000000000000)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, x86_fp80 noundef %13)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.sm, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.pr, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 40, i1 false)
  %15 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %16 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 0
  store i64 1, ptr %16, align 8
  %17 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 1
  store i64 2, ptr %17, align 8
  %18 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 2
  store i64 3, ptr %18, align 8
  %19 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 3
  store i64 4, ptr %19, align 8
  %20 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 4
  store i64 100, ptr %20, align 8
  %21 = load i64, ptr %2, align 4
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %25 = load double, ptr %24, align 8
  %26 = call double (ptr, ...) @mixed(ptr noundef @.str.4, i32 noundef 5, i32 noundef 6, i64 noundef 7, double noundef 5.000000e-01, x86_fp80 noundef 0xK4000A000000000000000, ptr noundef @.str.5, i64 %21, double %23, double %25, ptr noundef byval(%struct.big) align 8 %4, i32 noundef 65, double noundef 1.250000e+00)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %26)
  %28 = call double (ptr, ...) @mixed(ptr noundef @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %28)
  %30 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %39 = load double, ptr %38, align 8
  %40 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = load i64, ptr %2, align 4
  %47 = load i64, ptr %2, align 4
  %48 = load i64, ptr %2, align 4
  %49 = call double (ptr, ...) @mixed(ptr noundef @.str.9, double %31, double %33, double %35, double %37, double %39, double %41, double %43, double %45, ptr noundef byval(%struct.pair) align 8 %3, i64 %46, i64 %47, i64 %48)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %49)
  %51 = call i32 (i32, ...) @wsum(i32 noundef 5, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %52 = call i32 (i32, ...) @twice(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %51, i32 noundef %52)
  %54 = call ptr (i32, ...) @nth_string(i32 noundef 2, ptr noundef @.str.12, ptr noundef @.str.13, ptr noundef @.str.14, ptr noundef @.str.15)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %54)
  %56 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 0
  %57 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %56, i64 noundef 128, ptr noundef @.str.16, i32 noundef -42, ptr noundef @.str.17, ptr noundef @.str.18, i32 noundef 122, i32 noundef 255, i32 noundef 8, i64 noundef -1, ptr noundef null) #8
  %58 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 0
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %58)
  %60 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 10, i32 noundef 20, i32 noundef 30)
  %61 = trunc i64 %60 to i32
  ret i32 %61
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %31, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %34

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 16
  %15 = icmp ule i32 %14, 40
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 8
  store i32 %20, ptr %13, align 16
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 4
  %28 = sext i32 %27 to i64
  %29 = load i64, ptr %4, align 8
  %30 = add nsw i64 %29, %28
  store i64 %30, ptr %4, align 8
  br label %31

31:                                               ; preds = %25
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %7, !llvm.loop !6

34:                                               ; preds = %7
  %35 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %35)
  %36 = load i64, ptr %4, align 8
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = icmp ule i32 %14, 160
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 16
  store i32 %20, ptr %13, align 4
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %4, align 8
  %29 = fadd double %28, %27
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !8

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %34)
  %35 = load double, ptr %4, align 8
  ret double %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @sum_ld(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store x86_fp80 0xK00000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %21, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds i8, ptr %14, i32 15
  %16 = call ptr @llvm.ptrmask.p0.i64(ptr %15, i64 -16)
  %17 = getelementptr i8, ptr %16, i32 16
  store ptr %17, ptr %13, align 8
  %18 = load x86_fp80, ptr %16, align 16
  %19 = load x86_fp80, ptr %4, align 16
  %20 = fadd x86_fp80 %19, %18
  store x86_fp80 %20, ptr %4, align 16
  br label %21

21:                                               ; preds = %11
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %7, !llvm.loop !9

24:                                               ; preds = %7
  %25 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %25)
  %26 = load x86_fp80, ptr %4, align 16
  ret x86_fp80 %26
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.small, align 4
  %8 = alloca %struct.pair, align 8
  %9 = alloca %struct.pair, align 8
  %10 = alloca %struct.big, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %14)
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_copy.p0(ptr %15, ptr %16)
  store double 0.000000e+00, ptr %5, align 8
  %17 = load ptr, ptr %2, align 8
  store ptr %17, ptr %6, align 8
  br label %18

18:                                               ; preds = %233, %1
  %19 = load ptr, ptr %6, align 8
  %20 = load i8, ptr %19, align 1
  %21 = icmp ne i8 %20, 0
  br i1 %21, label %22, label %236

22:                                               ; preds = %18
  %23 = load ptr, ptr %6, align 8
  %24 = load i8, ptr %23, align 1
  %25 = sext i8 %24 to i32
  switch i32 %25, label %232 [
    i32 105, label %26
    i32 108, label %46
    i32 100, label %66
    i32 76, label %85
    i32 112, label %96
    i32 115, label %117
    i32 80, label %143
    i32 66, label %170
    i32 99, label %191
    i32 102, label %213
  ]

26:                                               ; preds = %22
  %27 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %28 = getelementptr inbounds %struct.__va_list_tag, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 16
  %30 = icmp ule i32 %29, 40
  br i1 %30, label %31, label %36

31:                                               ; preds = %26
  %32 = getelementptr inbounds %struct.__va_list_tag, ptr %27, i32 0, i32 3
  %33 = load ptr, ptr %32, align 16
  %34 = getelementptr i8, ptr %33, i32 %29
  %35 = add i32 %29, 8
  store i32 %35, ptr %28, align 16
  br label %40

36:                                               ; preds = %26
  %37 = getelementptr inbounds %struct.__va_list_tag, ptr %27, i32 0, i32 2
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr i8, ptr %38, i32 8
  store ptr %39, ptr %37, align 8
  br label %40

40:                                               ; preds = %36, %31
  %41 = phi ptr [ %34, %31 ], [ %38, %36 ]
  %42 = load i32, ptr %41, align 4
  %43 = sitofp i32 %42 to double
  %44 = load double, ptr %5, align 8
  %45 = fadd double %44, %43
  store double %45, ptr %5, align 8
  br label %232

46:                                               ; preds = %22
  %47 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %48 = getelementptr inbounds %struct.__va_list_tag, ptr %47, i32 0, i32 0
  %49 = load i32, ptr %48, align 16
  %50 = icmp ule i32 %49, 40
  br i1 %50, label %51, label %56

51:                                               ; preds = %46
  %52 = getelementptr inbounds %struct.__va_list_tag, ptr %47, i32 0, i32 3
  %53 = load ptr, ptr %52, align 16
  %54 = getelementptr i8, ptr %53, i32 %49
  %55 = add i32 %49, 8
  store i32 %55, ptr %48, align 16
  br label %60

56:                                               ; preds = %46
  %57 = getelementptr inbounds %struct.__va_list_tag, ptr %47, i32 0, i32 2
  %58 = load ptr, ptr %57, align 8
  %59 = getelementptr i8, ptr %58, i32 8
  store ptr %59, ptr %57, align 8
  br label %60

60:                                               ; preds = %56, %51
  %61 = phi ptr [ %54, %51 ], [ %58, %56 ]
  %62 = load i64, ptr %61, align 8
  %63 = sitofp i64 %62 to double
  %64 = load double, ptr %5, align 8
  %65 = fadd double %64, %63
  store double %65, ptr %5, align 8
  br label %232

66:                                               ; preds = %22
  %67 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %68 = getelementptr inbounds %struct.__va_list_tag, ptr %67, i32 0, i32 1
  %69 = load i32, ptr %68, align 4
  %70 = icmp ule i32 %69, 160
  br i1 %70, label %71, label %76

71:                                               ; preds = %66
  %72 = getelementptr inbounds %struct.__va_list_tag, ptr %67, i32 0, i32 3
  %73 = load ptr, ptr %72, align 16
  %74 = getelementptr i8, ptr %73, i32 %69
  %75 = add i32 %69, 16
  store i32 %75, ptr %68, align 4
  br label %80

76:                                               ; preds = %66
  %77 = getelementptr inbounds %struct.__va_list_tag, ptr %67, i32 0, i32 2
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr i8, ptr %78, i32 8
  store ptr %79, ptr %77, align 8
  br label %80

80:                                               ; preds = %76, %71
  %81 = phi ptr [ %74, %71 ], [ %78, %76 ]
  %82 = load double, ptr %81, align 8
  %83 = load double, ptr %5, align 8
  %84 = fadd double %83, %82
  store double %84, ptr %5, align 8
  br label %232

85:                                               ; preds = %22
  %86 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %87 = getelementptr inbounds %struct.__va_list_tag, ptr %86, i32 0, i32 2
  %88 = load ptr, ptr %87, align 8
  %89 = getelementptr inbounds i8, ptr %88, i32 15
  %90 = call ptr @llvm.ptrmask.p0.i64(ptr %89, i64 -16)
  %91 = getelementptr i8, ptr %90, i32 16
  store ptr %91, ptr %87, align 8
  %92 = load x86_fp80, ptr %90, align 16
  %93 = fptrunc x86_fp80 %92 to double
  %94 = load double, ptr %5, align 8
  %95 = fadd double %94, %93
  store double %95, ptr %5, align 8
  br label %232

96:                                               ; preds = %22
  %97 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %98 = getelementptr inbounds %struct.__va_list_tag, ptr %97, i32 0, i32 0
  %99 = load i32, ptr %98, align 16
  %100 = icmp ule i32 %99, 40
  br i1 %100, label %101, label %106

101:                                              ; preds = %96
  %102 = getelementptr inbounds %struct.__va_list_tag, ptr %97, i32 0, i32 3
  %103 = load ptr, ptr %102, align 16
  %104 = getelementptr i8, ptr %103, i32 %99
  %105 = add i32 %99, 8
  store i32 %105, ptr %98, align 16
  br label %110

106:                                              ; preds = %96
  %107 = getelementptr inbounds %struct.__va_list_tag, ptr %97, i32 0, i32 2
  %108 = load ptr, ptr %107, align 8
  %109 = getelementptr i8, ptr %108, i32 8
  store ptr %109, ptr %107, align 8
  br label %110

110:                                              ; preds = %106, %101
  %111 = phi ptr [ %104, %101 ], [ %108, %106 ]
  %112 = load ptr, ptr %111, align 8
  %113 = call i64 @strlen(ptr noundef %112) #9
  %114 = uitofp i64 %113 to double
  %115 = load double, ptr %5, align 8
  %116 = fadd double %115, %114
  store double %116, ptr %5, align 8
  br label %232

117:                                              ; preds = %22
  %118 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %119 = getelementptr inbounds %struct.__va_list_tag, ptr %118, i32 0, i32 0
  %120 = load i32, ptr %119, align 16
  %121 = icmp ule i32 %120, 40
  br i1 %121, label %122, label %127

122:                                              ; preds = %117
  %123 = getelementptr inbounds %struct.__va_list_tag, ptr %118, i32 0, i32 3
  %124 = load ptr, ptr %123, align 16
  %125 = getelementptr i8, ptr %124, i32 %120
  %126 = add i32 %120, 8
  store i32 %126, ptr %119, align 16
  br label %131

127:                                              ; preds = %117
  %128 = getelementptr inbounds %struct.__va_list_tag, ptr %118, i32 0, i32 2
  %129 = load ptr, ptr %128, align 8
  %130 = getelementptr i8, ptr %129, i32 8
  store ptr %130, ptr %128, align 8
  br label %131

131:                                              ; preds = %127, %122
  %132 = phi ptr [ %125, %122 ], [ %129, %127 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %132, i64 8, i1 false)
  %133 = getelementptr inbounds %struct.small, ptr %7, i32 0, i32 0
  %134 = load i32, ptr %133, align 4
  %135 = mul nsw i32 %134, 10
  %136 = getelementptr inbounds %struct.small, ptr %7, i32 0, i32 1
  %137 = load i16, ptr %136, align 4
  %138 = sext i16 %137 to i32
  %139 = add nsw i32 %135, %138
  %140 = sitofp i32 %139 to double
  %141 = load double, ptr %5, align 8
  %142 = fadd double %141, %140
  store double %142, ptr %5, align 8
  br label %232

143:                                              ; preds = %22
  %144 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %145 = getelementptr inbounds %struct.__va_list_tag, ptr %144, i32 0, i32 1
  %146 = load i32, ptr %145, align 4
  %147 = icmp ule i32 %146, 144
  br i1 %147, label %148, label %158

148:                                              ; preds = %143
  %149 = getelementptr inbounds %struct.__va_list_tag, ptr %144, i32 0, i32 3
  %150 = load ptr, ptr %149, align 16
  %151 = getelementptr i8, ptr %150, i32 %146
  %152 = getelementptr inbounds i8, ptr %151, i64 16
  %153 = load double, ptr %151, align 16
  %154 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  store double %153, ptr %154, align 8
  %155 = load double, ptr %152, align 16
  %156 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %155, ptr %156, align 8
  %157 = add i32 %146, 32
  store i32 %157, ptr %145, align 4
  br label %162

158:                                              ; preds = %143
  %159 = getelementptr inbounds %struct.__va_list_tag, ptr %144, i32 0, i32 2
  %160 = load ptr, ptr %159, align 8
  %161 = getelementptr i8, ptr %160, i32 16
  store ptr %161, ptr %159, align 8
  br label %162

162:                                              ; preds = %158, %148
  %163 = phi ptr [ %9, %148 ], [ %160, %158 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %163, i64 16, i1 false)
  %164 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 0
  %165 = load double, ptr %164, align 8
  %166 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 1
  %167 = load double, ptr %166, align 8
  %168 = load double, ptr %5, align 8
  %169 = call double @llvm.fmuladd.f64(double %165, double %167, double %168)
  store double %169, ptr %5, align 8
  br label %232

170:                                              ; preds = %22
  %171 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %172 = getelementptr inbounds %struct.__va_list_tag, ptr %171, i32 0, i32 2
  %173 = load ptr, ptr %172, align 8
  %174 = getelementptr i8, ptr %173, i32 40
  store ptr %174, ptr %172, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %173, i64 40, i1 false)
  store i32 0, ptr %11, align 4
  br label %175

175:                                              ; preds = %187, %170
  %176 = load i32, ptr %11, align 4
  %177 = icmp slt i32 %176, 5
  br i1 %177, label %178, label %190

178:                                              ; preds = %175
  %179 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0
  %180 = load i32, ptr %11, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [5 x i64], ptr %179, i64 0, i64 %181
  %183 = load i64, ptr %182, align 8
  %184 = sitofp i64 %183 to double
  %185 = load double, ptr %5, align 8
  %186 = fadd double %185, %184
  store double %186, ptr %5, align 8
  br label %187

187:                                              ; preds = %178
  %188 = load i32, ptr %11, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %11, align 4
  br label %175, !llvm.loop !10

190:                                              ; preds = %175
  br label %232

191:                                              ; preds = %22
  %192 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %193 = getelementptr inbounds %struct.__va_list_tag, ptr %192, i32 0, i32 0
  %194 = load i32, ptr %193, align 16
  %195 = icmp ule i32 %194, 40
  br i1 %195, label %196, label %201

196:                                              ; preds = %191
  %197 = getelementptr inbounds %struct.__va_list_tag, ptr %192, i32 0, i32 3
  %198 = load ptr, ptr %197, align 16
  %199 = getelementptr i8, ptr %198, i32 %194
  %200 = add i32 %194, 8
  store i32 %200, ptr %193, align 16
  br label %205

201:                                              ; preds = %191
  %202 = getelementptr inbounds %struct.__va_list_tag, ptr %192, i32 0, i32 2
  %203 = load ptr, ptr %202, align 8
  %204 = getelementptr i8, ptr %203, i32 8
  store ptr %204, ptr %202, align 8
  br label %205

205:                                              ; preds = %201, %196
  %206 = phi ptr [ %199, %196 ], [ %203, %201 ]
  %207 = load i32, ptr %206, align 4
  %208 = trunc i32 %207 to i8
  %209 = sext i8 %208 to i32
  %210 = sitofp i32 %209 to double
  %211 = load double, ptr %5, align 8
  %212 = fadd double %211, %210
  store double %212, ptr %5, align 8
  br label %232

213:                                              ; preds = %22
  %214 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %215 = getelementptr inbounds %struct.__va_list_tag, ptr %214, i32 0, i32 1
  %216 = load i32, ptr %215, align 4
  %217 = icmp ule i32 %216, 160
  br i1 %217, label %218, label %223

218:                                              ; preds = %213
  %219 = getelementptr inbounds %struct.__va_list_tag, ptr %214, i32 0, i32 3
  %220 = load ptr, ptr %219, align 16
  %221 = getelementptr i8, ptr %220, i32 %216
  %222 = add i32 %216, 16
  store i32 %222, ptr %215, align 4
  br label %227

223:                                              ; preds = %213
  %224 = getelementptr inbounds %struct.__va_list_tag, ptr %214, i32 0, i32 2
  %225 = load ptr, ptr %224, align 8
  %226 = getelementptr i8, ptr %225, i32 8
  store ptr %226, ptr %224, align 8
  br label %227

227:                                              ; preds = %223, %218
  %228 = phi ptr [ %221, %218 ], [ %225, %223 ]
  %229 = load double, ptr %228, align 8
  %230 = load double, ptr %5, align 8
  %231 = fadd double %230, %229
  store double %231, ptr %5, align 8
  br label %232

232:                                              ; preds = %22, %227, %205, %190, %162, %131, %110, %85, %80, %60, %40
  br label %233

233:                                              ; preds = %232
  %234 = load ptr, ptr %6, align 8
  %235 = getelementptr inbounds i8, ptr %234, i32 1
  store ptr %235, ptr %6, align 8
  br label %18, !llvm.loop !11

236:                                              ; preds = %18
  %237 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %237)
  store i32 0, ptr %12, align 4
  %238 = load ptr, ptr %2, align 8
  store ptr %238, ptr %13, align 8
  br label %239

239:                                              ; preds = %265, %236
  %240 = load ptr, ptr %13, align 8
  %241 = load i8, ptr %240, align 1
  %242 = sext i8 %241 to i32
  %243 = icmp eq i32 %242, 105
  br i1 %243, label %244, label %268

244:                                              ; preds = %239
  %245 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %246 = getelementptr inbounds %struct.__va_list_tag, ptr %245, i32 0, i32 0
  %247 = load i32, ptr %246, align 16
  %248 = icmp ule i32 %247, 40
  br i1 %248, label %249, label %254

249:                                              ; preds = %244
  %250 = getelementptr inbounds %struct.__va_list_tag, ptr %245, i32 0, i32 3
  %251 = load ptr, ptr %250, align 16
  %252 = getelementptr i8, ptr %251, i32 %247
  %253 = add i32 %247, 8
  store i32 %253, ptr %246, align 16
  br label %258

254:                                              ; preds = %244
  %255 = getelementptr inbounds %struct.__va_list_tag, ptr %245, i32 0, i32 2
  %256 = load ptr, ptr %255, align 8
  %257 = getelementptr i8, ptr %256, i32 8
  store ptr %257, ptr %255, align 8
  br label %258

258:                                              ; preds = %254, %249
  %259 = phi ptr [ %252, %249 ], [ %256, %254 ]
  %260 = load i32, ptr %259, align 4
  %261 = icmp sgt i32 %260, 0
  %262 = zext i1 %261 to i32
  %263 = load i32, ptr %12, align 4
  %264 = add nsw i32 %263, %262
  store i32 %264, ptr %12, align 4
  br label %265

265:                                              ; preds = %258
  %266 = load ptr, ptr %13, align 8
  %267 = getelementptr inbounds i8, ptr %266, i32 1
  store ptr %267, ptr %13, align 8
  br label %239, !llvm.loop !12

268:                                              ; preds = %239
  %269 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %269)
  %270 = load double, ptr %5, align 8
  %271 = load i32, ptr %12, align 4
  %272 = mul nsw i32 %271, 1000
  %273 = sitofp i32 %272 to double
  %274 = fadd double %270, %273
  ret double %274
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @wsum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %5)
  %6 = load i32, ptr %2, align 4
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %8 = call i32 @vsum(i32 noundef %6, ptr noundef %7)
  store i32 %8, ptr %4, align 4
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %9)
  %10 = load i32, ptr %4, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %7)
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_copy.p0(ptr %8, ptr %9)
  %10 = load i32, ptr %2, align 4
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %12 = call i32 @vsum(i32 noundef %10, ptr noundef %11)
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %2, align 4
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %15 = call i32 @vsum(i32 noundef %13, ptr noundef %14)
  store i32 %15, ptr %6, align 4
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %16)
  %17 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %17)
  %18 = load i32, ptr %5, align 4
  %19 = mul nsw i32 %18, 100
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @nth_string(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store ptr null, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %28, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp sle i32 %8, %9
  br i1 %10, label %11, label %31

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 16
  %15 = icmp ule i32 %14, 40
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 8
  store i32 %20, ptr %13, align 16
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load ptr, ptr %26, align 8
  store ptr %27, ptr %4, align 8
  br label %28

28:                                               ; preds = %25
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %5, align 4
  br label %7, !llvm.loop !13

31:                                               ; preds = %7
  %32 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %32)
  %33 = load ptr, ptr %4, align 8
  ret ptr %33
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

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

7:                                                ; preds = %33, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %36

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 8
  %15 = icmp ule i32 %14, 40
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 8
  store i32 %20, ptr %13, align 8
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  %30 = mul nsw i32 %27, %29
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr %5, align 4
  br label %33

33:                                               ; preds = %25
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %6, align 4
  br label %7, !llvm.loop !14

36:                                               ; preds = %7
  %37 = load i32, ptr %5, align 4
  ret i32 %37
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
