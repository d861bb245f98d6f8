; ModuleID = 'programs/varargs_basic.c'
source_filename = "programs/varargs_basic.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.small = type { i32, i16 }
%struct.pair = type { double, double }
%struct.big = type { [5 x i64] }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
  %5 = alloca %struct.big, align 8
  %6 = alloca [128 x i8], align 1
  store i32 0, ptr %1, align 4
  %7 = call i64 (i32, ...) @sum_ints(i32 noundef 0)
  %8 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %9 = call i64 (i32, ...) @sum_ints(i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 14, i32 noundef 15, i32 noundef 16, i32 noundef 17, i32 noundef 18, i32 noundef 19, i32 noundef -20)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %7, i64 noundef %8, i64 noundef %9)
  %11 = call double (i32, ...) @sum_doubles(i32 noundef 2, double noundef 5.000000e-01, double noundef 2.500000e-01)
  %12 = call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 1.250000e+01)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %11, double noundef %12)
  %14 = call fp128 (i32, ...) @sum_ld(i32 noundef 4, fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef 0xL55555555555555553FFE555555555555, fp128 noundef 0xLBA0E75FE645CC4873FC32725DD1D243A, fp128 noundef 0xL00000000000000004001400000000000)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, fp128 noundef %14)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.sm, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.pr, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 40, i1 false)
  %16 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %17 = getelementptr inbounds [5 x i64], ptr %16, i32 0, i32 0
  store i64 1, ptr %17, align 8
  %18 = getelementptr inbounds [5 x i64], ptr %16, i32 0, i32 1
  store i64 2, ptr %18, align 8
  %19 = getelementptr inbounds [5 x i64], ptr %16, i32 0, i32 2
  store i64 3, ptr %19, align 8
  %20 = getelementptr inbounds [5 x i64], ptr %16, i32 0, i32 3
  store i64 4, ptr %20, align 8
  %21 = getelementptr inbounds [5 x i64], ptr %16, i32 0, i32 4
  store i64 100, ptr %21, align 8
  %22 = load i64, ptr %2, align 4
  %23 = load [2 x double], ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 40, i1 false)
  %24 = call double (ptr, ...) @mixed(ptr noundef @.str.4, i32 noundef 5, i32 noundef 6, i64 noundef 7, double noundef 5.000000e-01, fp128 noundef 0xL00000000000000004000400000000000, ptr noundef @.str.5, i64 %22, [2 x double] alignstack(8) %23, ptr noundef %5, i32 noundef 65, double noundef 1.250000e+00)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %24)
  %26 = call double (ptr, ...) @mixed(ptr noundef @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %26)
  %28 = load [2 x double], ptr %3, align 8
  %29 = load [2 x double], ptr %3, align 8
  %30 = load [2 x double], ptr %3, align 8
  %31 = load [2 x double], ptr %3, align 8
  %32 = load [2 x double], ptr %3, align 8
  %33 = load i64, ptr %2, align 4
  %34 = load i64, ptr %2, align 4
  %35 = load i64, ptr %2, align 4
  %36 = call double (ptr, ...) @mixed(ptr noundef @.str.9, [2 x double] alignstack(8) %28, [2 x double] alignstack(8) %29, [2 x double] alignstack(8) %30, [2 x double] alignstack(8) %31, [2 x double] alignstack(8) %32, i64 %33, i64 %34, i64 %35)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %36)
  %38 = call i32 (i32, ...) @wsum(i32 noundef 5, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %39 = call i32 (i32, ...) @twice(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %38, i32 noundef %39)
  %41 = call ptr (i32, ...) @nth_string(i32 noundef 2, ptr noundef @.str.12, ptr noundef @.str.13, ptr noundef @.str.14, ptr noundef @.str.15)
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %41)
  %43 = getelementptr inbounds [128 x i8], ptr %6, i64 0, i64 0
  %44 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %43, i64 noundef 128, ptr noundef @.str.16, i32 noundef -42, ptr noundef @.str.17, ptr noundef @.str.18, i32 noundef 122, i32 noundef 255, i32 noundef 8, i64 noundef -1, ptr noundef null) #8
  %45 = getelementptr inbounds [128 x i8], ptr %6, i64 0, i64 0
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %45)
  %47 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 10, i32 noundef 20, i32 noundef 30)
  %48 = trunc i64 %47 to i32
  ret i32 %48
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %31, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %34

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %12 = load i32, ptr %11, align 8
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 8
  store i32 %15, ptr %11, align 8
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 8
  %28 = sext i32 %27 to i64
  %29 = load i64, ptr %4, align 8
  %30 = add nsw i64 %29, %28
  store i64 %30, ptr %4, align 8
  br label %31

31:                                               ; preds = %25
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %6, !llvm.loop !6

34:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %35 = load i64, ptr %4, align 8
  ret i64 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %30, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %33

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 16
  store i32 %15, ptr %11, align 4
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %4, align 8
  %29 = fadd double %28, %27
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %6, !llvm.loop !8

33:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %34 = load double, ptr %4, align 8
  ret double %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @sum_ld(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca fp128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store fp128 0xL00000000000000000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %32, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %35

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 16
  store i32 %15, ptr %11, align 4
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %27

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 15
  %25 = call ptr @llvm.ptrmask.p0.i64(ptr %24, i64 -16)
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  store ptr %26, ptr %22, align 8
  br label %27

27:                                               ; preds = %21, %17
  %28 = phi ptr [ %20, %17 ], [ %25, %21 ]
  %29 = load fp128, ptr %28, align 16
  %30 = load fp128, ptr %4, align 16
  %31 = fadd fp128 %30, %29
  store fp128 %31, ptr %4, align 16
  br label %32

32:                                               ; preds = %27
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %6, !llvm.loop !9

35:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %36 = load fp128, ptr %4, align 16
  ret fp128 %36
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.small, align 4
  %8 = alloca %struct.pair, align 8
  %9 = alloca [2 x double], align 8
  %10 = alloca %struct.big, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  store double 0.000000e+00, ptr %5, align 8
  %14 = load ptr, ptr %2, align 8
  store ptr %14, ptr %6, align 8
  br label %15

15:                                               ; preds = %264, %1
  %16 = load ptr, ptr %6, align 8
  %17 = load i8, ptr %16, align 1
  %18 = icmp ne i8 %17, 0
  br i1 %18, label %19, label %267

19:                                               ; preds = %15
  %20 = load ptr, ptr %6, align 8
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i32
  switch i32 %22, label %263 [
    i32 105, label %23
    i32 108, label %44
    i32 100, label %65
    i32 76, label %85
    i32 112, label %108
    i32 115, label %130
    i32 80, label %157
    i32 66, label %186
    i32 99, label %220
    i32 102, label %243
  ]

23:                                               ; preds = %19
  %24 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %25 = load i32, ptr %24, align 8
  %26 = icmp sge i32 %25, 0
  br i1 %26, label %34, label %27

27:                                               ; preds = %23
  %28 = add i32 %25, 8
  store i32 %28, ptr %24, align 8
  %29 = icmp sle i32 %28, 0
  br i1 %29, label %30, label %34

30:                                               ; preds = %27
  %31 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr inbounds i8, ptr %32, i32 %25
  br label %38

34:                                               ; preds = %27, %23
  %35 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %36 = load ptr, ptr %35, align 8
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  store ptr %37, ptr %35, align 8
  br label %38

38:                                               ; preds = %34, %30
  %39 = phi ptr [ %33, %30 ], [ %36, %34 ]
  %40 = load i32, ptr %39, align 8
  %41 = sitofp i32 %40 to double
  %42 = load double, ptr %5, align 8
  %43 = fadd double %42, %41
  store double %43, ptr %5, align 8
  br label %263

44:                                               ; preds = %19
  %45 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %46 = load i32, ptr %45, align 8
  %47 = icmp sge i32 %46, 0
  br i1 %47, label %55, label %48

48:                                               ; preds = %44
  %49 = add i32 %46, 8
  store i32 %49, ptr %45, align 8
  %50 = icmp sle i32 %49, 0
  br i1 %50, label %51, label %55

51:                                               ; preds = %48
  %52 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr inbounds i8, ptr %53, i32 %46
  br label %59

55:                                               ; preds = %48, %44
  %56 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %57 = load ptr, ptr %56, align 8
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  store ptr %58, ptr %56, align 8
  br label %59

59:                                               ; preds = %55, %51
  %60 = phi ptr [ %54, %51 ], [ %57, %55 ]
  %61 = load i64, ptr %60, align 8
  %62 = sitofp i64 %61 to double
  %63 = load double, ptr %5, align 8
  %64 = fadd double %63, %62
  store double %64, ptr %5, align 8
  br label %263

65:                                               ; preds = %19
  %66 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %67 = load i32, ptr %66, align 4
  %68 = icmp sge i32 %67, 0
  br i1 %68, label %76, label %69

69:                                               ; preds = %65
  %70 = add i32 %67, 16
  store i32 %70, ptr %66, align 4
  %71 = icmp sle i32 %70, 0
  br i1 %71, label %72, label %76

72:                                               ; preds = %69
  %73 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %74 = load ptr, ptr %73, align 8
  %75 = getelementptr inbounds i8, ptr %74, i32 %67
  br label %80

76:                                               ; preds = %69, %65
  %77 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  store ptr %79, ptr %77, align 8
  br label %80

80:                                               ; preds = %76, %72
  %81 = phi ptr [ %75, %72 ], [ %78, %76 ]
  %82 = load double, ptr %81, align 8
  %83 = load double, ptr %5, align 8
  %84 = fadd double %83, %82
  store double %84, ptr %5, align 8
  br label %263

85:                                               ; preds = %19
  %86 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %87 = load i32, ptr %86, align 4
  %88 = icmp sge i32 %87, 0
  br i1 %88, label %96, label %89

89:                                               ; preds = %85
  %90 = add i32 %87, 16
  store i32 %90, ptr %86, align 4
  %91 = icmp sle i32 %90, 0
  br i1 %91, label %92, label %96

92:                                               ; preds = %89
  %93 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %94 = load ptr, ptr %93, align 8
  %95 = getelementptr inbounds i8, ptr %94, i32 %87
  br label %102

96:                                               ; preds = %89, %85
  %97 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %98 = load ptr, ptr %97, align 8
  %99 = getelementptr inbounds i8, ptr %98, i32 15
  %100 = call ptr @llvm.ptrmask.p0.i64(ptr %99, i64 -16)
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  store ptr %101, ptr %97, align 8
  br label %102

102:                                              ; preds = %96, %92
  %103 = phi ptr [ %95, %92 ], [ %100, %96 ]
  %104 = load fp128, ptr %103, align 16
  %105 = fptrunc fp128 %104 to double
  %106 = load double, ptr %5, align 8
  %107 = fadd double %106, %105
  store double %107, ptr %5, align 8
  br label %263

108:                                              ; preds = %19
  %109 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %110 = load i32, ptr %109, align 8
  %111 = icmp sge i32 %110, 0
  br i1 %111, label %119, label %112

112:                                              ; preds = %108
  %113 = add i32 %110, 8
  store i32 %113, ptr %109, align 8
  %114 = icmp sle i32 %113, 0
  br i1 %114, label %115, label %119

115:                                              ; preds = %112
  %116 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %117 = load ptr, ptr %116, align 8
  %118 = getelementptr inbounds i8, ptr %117, i32 %110
  br label %123

119:                                              ; preds = %112, %108
  %120 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %121 = load ptr, ptr %120, align 8
  %122 = getelementptr inbounds i8, ptr %121, i64 8
  store ptr %122, ptr %120, align 8
  br label %123

123:                                              ; preds = %119, %115
  %124 = phi ptr [ %118, %115 ], [ %121, %119 ]
  %125 = load ptr, ptr %124, align 8
  %126 = call i64 @strlen(ptr noundef %125) #9
  %127 = uitofp i64 %126 to double
  %128 = load double, ptr %5, align 8
  %129 = fadd double %128, %127
  store double %129, ptr %5, align 8
  br label %263

130:                                              ; preds = %19
  %131 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %132 = load i32, ptr %131, align 8
  %133 = icmp sge i32 %132, 0
  br i1 %133, label %141, label %134

134:                                              ; preds = %130
  %135 = add i32 %132, 8
  store i32 %135, ptr %131, align 8
  %136 = icmp sle i32 %135, 0
  br i1 %136, label %137, label %141

137:                                              ; preds = %134
  %138 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %139 = load ptr, ptr %138, align 8
  %140 = getelementptr inbounds i8, ptr %139, i32 %132
  br label %145

141:                                              ; preds = %134, %130
  %142 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %143 = load ptr, ptr %142, align 8
  %144 = getelementptr inbounds i8, ptr %143, i64 8
  store ptr %144, ptr %142, align 8
  br label %145

145:                                              ; preds = %141, %137
  %146 = phi ptr [ %140, %137 ], [ %143, %141 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 8 %146, i64 8, i1 false)
  %147 = getelementptr inbounds %struct.small, ptr %7, i32 0, i32 0
  %148 = load i32, ptr %147, align 4
  %149 = mul nsw i32 %148, 10
  %150 = getelementptr inbounds %struct.small, ptr %7, i32 0, i32 1
  %151 = load i16, ptr %150, align 4
  %152 = sext i16 %151 to i32
  %153 = add nsw i32 %149, %152
  %154 = sitofp i32 %153 to double
  %155 = load double, ptr %5, align 8
  %156 = fadd double %155, %154
  store double %156, ptr %5, align 8
  br label %263

157:                                              ; preds = %19
  %158 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %159 = load i32, ptr %158, align 4
  %160 = icmp sge i32 %159, 0
  br i1 %160, label %174, label %161

161:                                              ; preds = %157
  %162 = add i32 %159, 32
  store i32 %162, ptr %158, align 4
  %163 = icmp sle i32 %162, 0
  br i1 %163, label %164, label %174

164:                                              ; preds = %161
  %165 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %166 = load ptr, ptr %165, align 8
  %167 = getelementptr inbounds i8, ptr %166, i32 %159
  %168 = getelementptr inbounds i8, ptr %167, i64 0
  %169 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %170 = load double, ptr %168, align 16
  store double %170, ptr %169, align 8
  %171 = getelementptr inbounds i8, ptr %167, i64 16
  %172 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 1
  %173 = load double, ptr %171, align 16
  store double %173, ptr %172, align 8
  br label %178

174:                                              ; preds = %161, %157
  %175 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %176 = load ptr, ptr %175, align 8
  %177 = getelementptr inbounds i8, ptr %176, i64 16
  store ptr %177, ptr %175, align 8
  br label %178

178:                                              ; preds = %174, %164
  %179 = phi ptr [ %9, %164 ], [ %176, %174 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %179, i64 16, i1 false)
  %180 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 0
  %181 = load double, ptr %180, align 8
  %182 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 1
  %183 = load double, ptr %182, align 8
  %184 = load double, ptr %5, align 8
  %185 = call double @llvm.fmuladd.f64(double %181, double %183, double %184)
  store double %185, ptr %5, align 8
  br label %263

186:                                              ; preds = %19
  %187 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %188 = load i32, ptr %187, align 8
  %189 = icmp sge i32 %188, 0
  br i1 %189, label %197, label %190

190:                                              ; preds = %186
  %191 = add i32 %188, 8
  store i32 %191, ptr %187, align 8
  %192 = icmp sle i32 %191, 0
  br i1 %192, label %193, label %197

193:                                              ; preds = %190
  %194 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %195 = load ptr, ptr %194, align 8
  %196 = getelementptr inbounds i8, ptr %195, i32 %188
  br label %201

197:                                              ; preds = %190, %186
  %198 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %199 = load ptr, ptr %198, align 8
  %200 = getelementptr inbounds i8, ptr %199, i64 8
  store ptr %200, ptr %198, align 8
  br label %201

201:                                              ; preds = %197, %193
  %202 = phi ptr [ %196, %193 ], [ %199, %197 ]
  %203 = load ptr, ptr %202, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %203, i64 40, i1 false)
  store i32 0, ptr %11, align 4
  br label %204

204:                                              ; preds = %216, %201
  %205 = load i32, ptr %11, align 4
  %206 = icmp slt i32 %205, 5
  br i1 %206, label %207, label %219

207:                                              ; preds = %204
  %208 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0
  %209 = load i32, ptr %11, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [5 x i64], ptr %208, i64 0, i64 %210
  %212 = load i64, ptr %211, align 8
  %213 = sitofp i64 %212 to double
  %214 = load double, ptr %5, align 8
  %215 = fadd double %214, %213
  store double %215, ptr %5, align 8
  br label %216

216:                                              ; preds = %207
  %217 = load i32, ptr %11, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %11, align 4
  br label %204, !llvm.loop !10

219:                                              ; preds = %204
  br label %263

220:                                              ; preds = %19
  %221 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %222 = load i32, ptr %221, align 8
  %223 = icmp sge i32 %222, 0
  br i1 %223, label %231, label %224

224:                                              ; preds = %220
  %225 = add i32 %222, 8
  store i32 %225, ptr %221, align 8
  %226 = icmp sle i32 %225, 0
  br i1 %226, label %227, label %231

227:                                              ; preds = %224
  %228 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %229 = load ptr, ptr %228, align 8
  %230 = getelementptr inbounds i8, ptr %229, i32 %222
  br label %235

231:                                              ; preds = %224, %220
  %232 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %233 = load ptr, ptr %232, align 8
  %234 = getelementptr inbounds i8, ptr %233, i64 8
  store ptr %234, ptr %232, align 8
  br label %235

235:                                              ; preds = %231, %227
  %236 = phi ptr [ %230, %227 ], [ %233, %231 ]
  %237 = load i32, ptr %236, align 8
  %238 = trunc i32 %237 to i8
  %239 = zext i8 %238 to i32
  %240 = sitofp i32 %239 to double
  %241 = load double, ptr %5, align 8
  %242 = fadd double %241, %240
  store double %242, ptr %5, align 8
  br label %263

243:                                              ; preds = %19
  %244 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %245 = load i32, ptr %244, align 4
  %246 = icmp sge i32 %245, 0
  br i1 %246, label %254, label %247

247:                                              ; preds = %243
  %248 = add i32 %245, 16
  store i32 %248, ptr %244, align 4
  %249 = icmp sle i32 %248, 0
  br i1 %249, label %250, label %254

250:                                              ; preds = %247
  %251 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %252 = load ptr, ptr %251, align 8
  %253 = getelementptr inbounds i8, ptr %252, i32 %245
  br label %258

254:                                              ; preds = %247, %243
  %255 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %256 = load ptr, ptr %255, align 8
  %257 = getelementptr inbounds i8, ptr %256, i64 8
  store ptr %257, ptr %255, align 8
  br label %258

258:                                              ; preds = %254, %250
  %259 = phi ptr [ %253, %250 ], [ %256, %254 ]
  %260 = load double, ptr %259, align 8
  %261 = load double, ptr %5, align 8
  %262 = fadd double %261, %260
  store double %262, ptr %5, align 8
  br label %263

263:                                              ; preds = %19, %258, %235, %219, %178, %145, %123, %102, %80, %59, %38
  br label %264

264:                                              ; preds = %263
  %265 = load ptr, ptr %6, align 8
  %266 = getelementptr inbounds i8, ptr %265, i32 1
  store ptr %266, ptr %6, align 8
  br label %15, !llvm.loop !11

267:                                              ; preds = %15
  call void @llvm.va_end.p0(ptr %3)
  store i32 0, ptr %12, align 4
  %268 = load ptr, ptr %2, align 8
  store ptr %268, ptr %13, align 8
  br label %269

269:                                              ; preds = %296, %267
  %270 = load ptr, ptr %13, align 8
  %271 = load i8, ptr %270, align 1
  %272 = zext i8 %271 to i32
  %273 = icmp eq i32 %272, 105
  br i1 %273, label %274, label %299

274:                                              ; preds = %269
  %275 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %276 = load i32, ptr %275, align 8
  %277 = icmp sge i32 %276, 0
  br i1 %277, label %285, label %278

278:                                              ; preds = %274
  %279 = add i32 %276, 8
  store i32 %279, ptr %275, align 8
  %280 = icmp sle i32 %279, 0
  br i1 %280, label %281, label %285

281:                                              ; preds = %278
  %282 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %283 = load ptr, ptr %282, align 8
  %284 = getelementptr inbounds i8, ptr %283, i32 %276
  br label %289

285:                                              ; preds = %278, %274
  %286 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %287 = load ptr, ptr %286, align 8
  %288 = getelementptr inbounds i8, ptr %287, i64 8
  store ptr %288, ptr %286, align 8
  br label %289

289:                                              ; preds = %285, %281
  %290 = phi ptr [ %284, %281 ], [ %287, %285 ]
  %291 = load i32, ptr %290, align 8
  %292 = icmp sgt i32 %291, 0
  %293 = zext i1 %292 to i32
  %294 = load i32, ptr %12, align 4
  %295 = add nsw i32 %294, %293
  store i32 %295, ptr %12, align 4
  br label %296

296:                                              ; preds = %289
  %297 = load ptr, ptr %13, align 8
  %298 = getelementptr inbounds i8, ptr %297, i32 1
  store ptr %298, ptr %13, align 8
  br label %269, !llvm.loop !12

299:                                              ; preds = %269
  call void @llvm.va_end.p0(ptr %4)
  %300 = load double, ptr %5, align 8
  %301 = load i32, ptr %12, align 4
  %302 = mul nsw i32 %301, 1000
  %303 = sitofp i32 %302 to double
  %304 = fadd double %300, %303
  ret double %304
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @wsum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.__va_list, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  %6 = load i32, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %3, i64 32, i1 false)
  %7 = call i32 @vsum(i32 noundef %6, ptr noundef %5)
  store i32 %7, ptr %4, align 4
  call void @llvm.va_end.p0(ptr %3)
  %8 = load i32, ptr %4, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.__va_list, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.__va_list, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  %9 = load i32, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %3, i64 32, i1 false)
  %10 = call i32 @vsum(i32 noundef %9, ptr noundef %6)
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %4, i64 32, i1 false)
  %12 = call i32 @vsum(i32 noundef %11, ptr noundef %8)
  store i32 %12, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  %13 = load i32, ptr %5, align 4
  %14 = mul nsw i32 %13, 100
  %15 = load i32, ptr %7, align 4
  %16 = add nsw i32 %14, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @nth_string(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store ptr null, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %28, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp sle i32 %7, %8
  br i1 %9, label %10, label %31

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %12 = load i32, ptr %11, align 8
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 8
  store i32 %15, ptr %11, align 8
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load ptr, ptr %26, align 8
  store ptr %27, ptr %4, align 8
  br label %28

28:                                               ; preds = %25
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %5, align 4
  br label %6, !llvm.loop !13

31:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %32 = load ptr, ptr %4, align 8
  ret ptr %32
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

7:                                                ; preds = %34, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %37

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 3
  %13 = load i32, ptr %12, align 8
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %22, label %15

15:                                               ; preds = %11
  %16 = add i32 %13, 8
  store i32 %16, ptr %12, align 8
  %17 = icmp sle i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 1
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %20, i32 %13
  br label %26

22:                                               ; preds = %15, %11
  %23 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi ptr [ %21, %18 ], [ %24, %22 ]
  %28 = load i32, ptr %27, align 8
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  %31 = mul nsw i32 %28, %30
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %5, align 4
  br label %34

34:                                               ; preds = %26
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %6, align 4
  br label %7, !llvm.loop !14

37:                                               ; preds = %7
  %38 = load i32, ptr %5, align 4
  ret i32 %38
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
!14 = distinct !{!14, !7}
