; ModuleID = 'programs/polynomial_roots.c'
source_filename = "programs/polynomial_roots.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.p = private unnamed_addr constant [4 x double] [double -6.000000e+00, double 1.100000e+01, double -6.000000e+00, double 1.000000e+00], align 8
@.str = private unnamed_addr constant [38 x i8] c"newton from %.1f -> %.10f (%d iters)\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"bisect sqrt2 = %.12f\0A\00", align 1
@constinit = private constant [3 x double] [double -2.000000e+00, double 0.000000e+00, double 1.000000e+00], align 8
@__const.main.q = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 1.000000e+00], align 8
@.str.2 = private unnamed_addr constant [10 x i8] c"(1+x)^10:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %g\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [38 x i8] c"lagrange sin(2.5) ~ %.8f (true %.8f)\0A\00", align 1
@__const.main.w = private unnamed_addr constant [3 x double] [double -1.000000e+00, double -1.000000e+00, double 1.000000e+00], align 8
@.str.6 = private unnamed_addr constant [20 x i8] c"golden ratio %.15f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x double], align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca [3 x double], align 8
  %7 = alloca [2 x double], align 8
  %8 = alloca [32 x double], align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [32 x double], align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [5 x double], align 8
  %15 = alloca [5 x double], align 8
  %16 = alloca i32, align 4
  %17 = alloca [3 x double], align 8
  %18 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.p, i64 32, i1 false)
  store double 0.000000e+00, ptr %3, align 8
  br label %19

19:                                               ; preds = %30, %0
  %20 = load double, ptr %3, align 8
  %21 = fcmp ole double %20, 4.000000e+00
  br i1 %21, label %22, label %33

22:                                               ; preds = %19
  %23 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 0
  %24 = load double, ptr %3, align 8
  %25 = call i32 @newton(ptr noundef %23, i32 noundef 3, double noundef %24, ptr noundef %4)
  store i32 %25, ptr %5, align 4
  %26 = load double, ptr %3, align 8
  %27 = load double, ptr %4, align 8
  %28 = load i32, ptr %5, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %26, double noundef %27, i32 noundef %28)
  br label %30

30:                                               ; preds = %22
  %31 = load double, ptr %3, align 8
  %32 = fadd double %31, 0x3FE6666666666666
  store double %32, ptr %3, align 8
  br label %19, !llvm.loop !6

33:                                               ; preds = %19
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @constinit, i64 24, i1 false)
  %34 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 0
  %35 = call double @bisect(ptr noundef %34, i32 noundef 2, double noundef 0.000000e+00, double noundef 2.000000e+00)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %35)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.q, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 256, i1 false)
  %37 = getelementptr inbounds <{ double, [31 x double] }>, ptr %8, i32 0, i32 0
  store double 1.000000e+00, ptr %37, align 8
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %38

38:                                               ; preds = %63, %33
  %39 = load i32, ptr %10, align 4
  %40 = icmp slt i32 %39, 10
  br i1 %40, label %41, label %66

41:                                               ; preds = %38
  %42 = getelementptr inbounds [32 x double], ptr %8, i64 0, i64 0
  %43 = load i32, ptr %9, align 4
  %44 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %45 = getelementptr inbounds [32 x double], ptr %11, i64 0, i64 0
  %46 = call i32 @pmul(ptr noundef %42, i32 noundef %43, ptr noundef %44, i32 noundef 1, ptr noundef %45)
  store i32 %46, ptr %9, align 4
  store i32 0, ptr %12, align 4
  br label %47

47:                                               ; preds = %59, %41
  %48 = load i32, ptr %12, align 4
  %49 = load i32, ptr %9, align 4
  %50 = icmp sle i32 %48, %49
  br i1 %50, label %51, label %62

51:                                               ; preds = %47
  %52 = load i32, ptr %12, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [32 x double], ptr %11, i64 0, i64 %53
  %55 = load double, ptr %54, align 8
  %56 = load i32, ptr %12, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [32 x double], ptr %8, i64 0, i64 %57
  store double %55, ptr %58, align 8
  br label %59

59:                                               ; preds = %51
  %60 = load i32, ptr %12, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %12, align 4
  br label %47, !llvm.loop !8

62:                                               ; preds = %47
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %10, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %10, align 4
  br label %38, !llvm.loop !9

66:                                               ; preds = %38
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %13, align 4
  br label %68

68:                                               ; preds = %78, %66
  %69 = load i32, ptr %13, align 4
  %70 = load i32, ptr %9, align 4
  %71 = icmp sle i32 %69, %70
  br i1 %71, label %72, label %81

72:                                               ; preds = %68
  %73 = load i32, ptr %13, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [32 x double], ptr %8, i64 0, i64 %74
  %76 = load double, ptr %75, align 8
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %76)
  br label %78

78:                                               ; preds = %72
  %79 = load i32, ptr %13, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %13, align 4
  br label %68, !llvm.loop !10

81:                                               ; preds = %68
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 40, i1 false)
  %83 = getelementptr inbounds [5 x double], ptr %14, i32 0, i32 1
  store double 1.000000e+00, ptr %83, align 8
  %84 = getelementptr inbounds [5 x double], ptr %14, i32 0, i32 2
  store double 2.000000e+00, ptr %84, align 8
  %85 = getelementptr inbounds [5 x double], ptr %14, i32 0, i32 3
  store double 3.000000e+00, ptr %85, align 8
  %86 = getelementptr inbounds [5 x double], ptr %14, i32 0, i32 4
  store double 4.000000e+00, ptr %86, align 8
  store i32 0, ptr %16, align 4
  br label %87

87:                                               ; preds = %99, %81
  %88 = load i32, ptr %16, align 4
  %89 = icmp slt i32 %88, 5
  br i1 %89, label %90, label %102

90:                                               ; preds = %87
  %91 = load i32, ptr %16, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [5 x double], ptr %14, i64 0, i64 %92
  %94 = load double, ptr %93, align 8
  %95 = call double @sin(double noundef %94) #6
  %96 = load i32, ptr %16, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [5 x double], ptr %15, i64 0, i64 %97
  store double %95, ptr %98, align 8
  br label %99

99:                                               ; preds = %90
  %100 = load i32, ptr %16, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %16, align 4
  br label %87, !llvm.loop !11

102:                                              ; preds = %87
  %103 = getelementptr inbounds [5 x double], ptr %14, i64 0, i64 0
  %104 = getelementptr inbounds [5 x double], ptr %15, i64 0, i64 0
  %105 = call double @lagrange(ptr noundef %103, ptr noundef %104, i32 noundef 5, double noundef 2.500000e+00)
  %106 = call double @sin(double noundef 2.500000e+00) #6
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %105, double noundef %106)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 @__const.main.w, i64 24, i1 false)
  %108 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 0
  %109 = call i32 @newton(ptr noundef %108, i32 noundef 2, double noundef 1.000000e+00, ptr noundef %18)
  %110 = load double, ptr %18, align 8
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %110)
  %112 = load double, ptr %18, align 8
  %113 = fmul double %112, 1.000000e+02
  %114 = fptosi double %113 to i32
  ret i32 %114
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @newton(ptr noundef %0, i32 noundef %1, double noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [16 x double], align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store double %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %7, align 4
  %18 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 0
  call void @deriv(ptr noundef %16, i32 noundef %17, ptr noundef %18)
  %19 = load double, ptr %8, align 8
  store double %19, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %20

20:                                               ; preds = %53, %4
  %21 = load i32, ptr %12, align 4
  %22 = icmp slt i32 %21, 100
  br i1 %22, label %23, label %56

23:                                               ; preds = %20
  %24 = load ptr, ptr %6, align 8
  %25 = load i32, ptr %7, align 4
  %26 = load double, ptr %11, align 8
  %27 = call double @horner(ptr noundef %24, i32 noundef %25, double noundef %26)
  store double %27, ptr %13, align 8
  %28 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 0
  %29 = load i32, ptr %7, align 4
  %30 = sub nsw i32 %29, 1
  %31 = load double, ptr %11, align 8
  %32 = call double @horner(ptr noundef %28, i32 noundef %30, double noundef %31)
  store double %32, ptr %14, align 8
  %33 = load double, ptr %14, align 8
  %34 = fcmp oeq double %33, 0.000000e+00
  br i1 %34, label %35, label %36

35:                                               ; preds = %23
  store i32 -1, ptr %5, align 4
  br label %59

36:                                               ; preds = %23
  %37 = load double, ptr %11, align 8
  %38 = load double, ptr %13, align 8
  %39 = load double, ptr %14, align 8
  %40 = fdiv double %38, %39
  %41 = fsub double %37, %40
  store double %41, ptr %15, align 8
  %42 = load double, ptr %15, align 8
  %43 = load double, ptr %11, align 8
  %44 = fsub double %42, %43
  %45 = call double @llvm.fabs.f64(double %44)
  %46 = fcmp olt double %45, 1.000000e-13
  br i1 %46, label %47, label %51

47:                                               ; preds = %36
  %48 = load double, ptr %15, align 8
  %49 = load ptr, ptr %9, align 8
  store double %48, ptr %49, align 8
  %50 = load i32, ptr %12, align 4
  store i32 %50, ptr %5, align 4
  br label %59

51:                                               ; preds = %36
  %52 = load double, ptr %15, align 8
  store double %52, ptr %11, align 8
  br label %53

53:                                               ; preds = %51
  %54 = load i32, ptr %12, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %12, align 4
  br label %20, !llvm.loop !12

56:                                               ; preds = %20
  %57 = load double, ptr %11, align 8
  %58 = load ptr, ptr %9, align 8
  store double %57, ptr %58, align 8
  store i32 100, ptr %5, align 4
  br label %59

59:                                               ; preds = %56, %47, %35
  %60 = load i32, ptr %5, align 4
  ret i32 %60
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @bisect(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %6, align 4
  %15 = load double, ptr %7, align 8
  %16 = call double @horner(ptr noundef %13, i32 noundef %14, double noundef %15)
  store double %16, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %17

17:                                               ; preds = %42, %4
  %18 = load i32, ptr %10, align 4
  %19 = icmp slt i32 %18, 200
  br i1 %19, label %20, label %45

20:                                               ; preds = %17
  %21 = load double, ptr %7, align 8
  %22 = load double, ptr %8, align 8
  %23 = fadd double %21, %22
  %24 = fmul double 5.000000e-01, %23
  store double %24, ptr %11, align 8
  %25 = load ptr, ptr %5, align 8
  %26 = load i32, ptr %6, align 4
  %27 = load double, ptr %11, align 8
  %28 = call double @horner(ptr noundef %25, i32 noundef %26, double noundef %27)
  store double %28, ptr %12, align 8
  %29 = load double, ptr %12, align 8
  %30 = fcmp olt double %29, 0.000000e+00
  %31 = zext i1 %30 to i32
  %32 = load double, ptr %9, align 8
  %33 = fcmp olt double %32, 0.000000e+00
  %34 = zext i1 %33 to i32
  %35 = icmp eq i32 %31, %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %20
  %37 = load double, ptr %11, align 8
  store double %37, ptr %7, align 8
  %38 = load double, ptr %12, align 8
  store double %38, ptr %9, align 8
  br label %41

39:                                               ; preds = %20
  %40 = load double, ptr %11, align 8
  store double %40, ptr %8, align 8
  br label %41

41:                                               ; preds = %39, %36
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  br label %17, !llvm.loop !13

45:                                               ; preds = %17
  %46 = load double, ptr %7, align 8
  %47 = load double, ptr %8, align 8
  %48 = fadd double %46, %47
  %49 = fmul double 5.000000e-01, %48
  ret double %49
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pmul(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store ptr %4, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %14

14:                                               ; preds = %25, %5
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %9, align 4
  %18 = add nsw i32 %16, %17
  %19 = icmp sle i32 %15, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %14
  %21 = load ptr, ptr %10, align 8
  %22 = load i32, ptr %11, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  store double 0.000000e+00, ptr %24, align 8
  br label %25

25:                                               ; preds = %20
  %26 = load i32, ptr %11, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %11, align 4
  br label %14, !llvm.loop !14

28:                                               ; preds = %14
  store i32 0, ptr %12, align 4
  br label %29

29:                                               ; preds = %61, %28
  %30 = load i32, ptr %12, align 4
  %31 = load i32, ptr %7, align 4
  %32 = icmp sle i32 %30, %31
  br i1 %32, label %33, label %64

33:                                               ; preds = %29
  store i32 0, ptr %13, align 4
  br label %34

34:                                               ; preds = %57, %33
  %35 = load i32, ptr %13, align 4
  %36 = load i32, ptr %9, align 4
  %37 = icmp sle i32 %35, %36
  br i1 %37, label %38, label %60

38:                                               ; preds = %34
  %39 = load ptr, ptr %6, align 8
  %40 = load i32, ptr %12, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load ptr, ptr %8, align 8
  %45 = load i32, ptr %13, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %44, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = load ptr, ptr %10, align 8
  %50 = load i32, ptr %12, align 4
  %51 = load i32, ptr %13, align 4
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %49, i64 %53
  %55 = load double, ptr %54, align 8
  %56 = call double @llvm.fmuladd.f64(double %43, double %48, double %55)
  store double %56, ptr %54, align 8
  br label %57

57:                                               ; preds = %38
  %58 = load i32, ptr %13, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %13, align 4
  br label %34, !llvm.loop !15

60:                                               ; preds = %34
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %12, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %12, align 4
  br label %29, !llvm.loop !16

64:                                               ; preds = %29
  %65 = load i32, ptr %7, align 4
  %66 = load i32, ptr %9, align 4
  %67 = add nsw i32 %65, %66
  ret i32 %67
}

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lagrange(ptr noundef %0, ptr noundef %1, i32 noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store double %3, ptr %8, align 8
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %13

13:                                               ; preds = %61, %4
  %14 = load i32, ptr %10, align 4
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %64

17:                                               ; preds = %13
  %18 = load ptr, ptr %6, align 8
  %19 = load i32, ptr %10, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  store double %22, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %23

23:                                               ; preds = %54, %17
  %24 = load i32, ptr %12, align 4
  %25 = load i32, ptr %7, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %57

27:                                               ; preds = %23
  %28 = load i32, ptr %12, align 4
  %29 = load i32, ptr %10, align 4
  %30 = icmp ne i32 %28, %29
  br i1 %30, label %31, label %53

31:                                               ; preds = %27
  %32 = load double, ptr %8, align 8
  %33 = load ptr, ptr %5, align 8
  %34 = load i32, ptr %12, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = fsub double %32, %37
  %39 = load ptr, ptr %5, align 8
  %40 = load i32, ptr %10, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load ptr, ptr %5, align 8
  %45 = load i32, ptr %12, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %44, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = fsub double %43, %48
  %50 = fdiv double %38, %49
  %51 = load double, ptr %11, align 8
  %52 = fmul double %51, %50
  store double %52, ptr %11, align 8
  br label %53

53:                                               ; preds = %31, %27
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %12, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %12, align 4
  br label %23, !llvm.loop !17

57:                                               ; preds = %23
  %58 = load double, ptr %11, align 8
  %59 = load double, ptr %9, align 8
  %60 = fadd double %59, %58
  store double %60, ptr %9, align 8
  br label %61

61:                                               ; preds = %57
  %62 = load i32, ptr %10, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %10, align 4
  br label %13, !llvm.loop !18

64:                                               ; preds = %13
  %65 = load double, ptr %9, align 8
  ret double %65
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @deriv(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store i32 1, ptr %7, align 4
  br label %8

8:                                                ; preds = %26, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp sle i32 %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load i32, ptr %7, align 4
  %19 = sitofp i32 %18 to double
  %20 = fmul double %17, %19
  %21 = load ptr, ptr %6, align 8
  %22 = load i32, ptr %7, align 4
  %23 = sub nsw i32 %22, 1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %21, i64 %24
  store double %20, ptr %25, align 8
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %8, !llvm.loop !19

29:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @horner(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %8, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %25

13:                                               ; preds = %10
  %14 = load double, ptr %7, align 8
  %15 = load double, ptr %6, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = call double @llvm.fmuladd.f64(double %14, double %15, double %20)
  store double %21, ptr %7, align 8
  br label %22

22:                                               ; preds = %13
  %23 = load i32, ptr %8, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, ptr %8, align 4
  br label %10, !llvm.loop !20

25:                                               ; preds = %10
  %26 = load double, ptr %7, align 8
  ret double %26
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
