; ModuleID = 'programs/radix_base_conversion.c'
source_filename = "programs/radix_base_conversion.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%llu:\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c" b%d=%s\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"overflow detect: %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"18446744073709551616\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"12z\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"u128: %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"bt(%ld)=%s \00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"nb(%ld)=%s \00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"roman 1994=%s 3999=%s 444=%s rbad=%d bad=%d\0A\00", align 1
@digits = internal constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 16
@roman.val = internal constant [13 x i32] [i32 1000, i32 900, i32 500, i32 400, i32 100, i32 90, i32 50, i32 40, i32 10, i32 9, i32 5, i32 4, i32 1], align 16
@roman.sym = internal global [13 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23], align 16
@.str.11 = private unnamed_addr constant [2 x i8] c"M\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"CM\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"CD\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"XC\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"L\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"XL\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"X\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"IX\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c"IV\00", align 1
@.str.23 = private unnamed_addr constant [2 x i8] c"I\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [200 x i8], align 16
  %3 = alloca [6 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i128, align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 48, i1 false)
  %15 = getelementptr inbounds [6 x i64], ptr %3, i32 0, i32 1
  store i64 1, ptr %15, align 8
  %16 = getelementptr inbounds [6 x i64], ptr %3, i32 0, i32 2
  store i64 255, ptr %16, align 16
  %17 = getelementptr inbounds [6 x i64], ptr %3, i32 0, i32 3
  store i64 1000000007, ptr %17, align 8
  %18 = getelementptr inbounds [6 x i64], ptr %3, i32 0, i32 4
  store i64 -2401053089206453570, ptr %18, align 16
  %19 = getelementptr inbounds [6 x i64], ptr %3, i32 0, i32 5
  store i64 -1, ptr %19, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %20

20:                                               ; preds = %77, %0
  %21 = load i32, ptr %5, align 4
  %22 = icmp slt i32 %21, 6
  br i1 %22, label %23, label %80

23:                                               ; preds = %20
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [6 x i64], ptr %3, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %27)
  store i32 2, ptr %6, align 4
  br label %29

29:                                               ; preds = %42, %23
  %30 = load i32, ptr %6, align 4
  %31 = icmp sle i32 %30, 36
  br i1 %31, label %32, label %45

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4
  %34 = load i32, ptr %5, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [6 x i64], ptr %3, i64 0, i64 %35
  %37 = load i64, ptr %36, align 8
  %38 = load i32, ptr %6, align 4
  %39 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %40 = call ptr @to_base(i64 noundef %37, i32 noundef %38, ptr noundef %39)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33, ptr noundef %40)
  br label %42

42:                                               ; preds = %32
  %43 = load i32, ptr %6, align 4
  %44 = add nsw i32 %43, 17
  store i32 %44, ptr %6, align 4
  br label %29, !llvm.loop !5

45:                                               ; preds = %29
  store i32 2, ptr %7, align 4
  br label %46

46:                                               ; preds = %72, %45
  %47 = load i32, ptr %7, align 4
  %48 = icmp sle i32 %47, 36
  br i1 %48, label %49, label %75

49:                                               ; preds = %46
  %50 = load i32, ptr %5, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [6 x i64], ptr %3, i64 0, i64 %51
  %53 = load i64, ptr %52, align 8
  %54 = load i32, ptr %7, align 4
  %55 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %56 = call ptr @to_base(i64 noundef %53, i32 noundef %54, ptr noundef %55)
  %57 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %58 = load i32, ptr %7, align 4
  %59 = call i32 @from_base(ptr noundef %57, i32 noundef %58, ptr noundef %8)
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %68, label %61

61:                                               ; preds = %49
  %62 = load i64, ptr %8, align 8
  %63 = load i32, ptr %5, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [6 x i64], ptr %3, i64 0, i64 %64
  %66 = load i64, ptr %65, align 8
  %67 = icmp ne i64 %62, %66
  br i1 %67, label %68, label %71

68:                                               ; preds = %61, %49
  %69 = load i32, ptr %4, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %4, align 4
  br label %71

71:                                               ; preds = %68, %61
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %7, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %7, align 4
  br label %46, !llvm.loop !7

75:                                               ; preds = %46
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %77

77:                                               ; preds = %75
  %78 = load i32, ptr %5, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %5, align 4
  br label %20, !llvm.loop !8

80:                                               ; preds = %20
  %81 = call i32 @from_base(ptr noundef @.str.4, i32 noundef 10, ptr noundef %9)
  %82 = call i32 @from_base(ptr noundef @.str.5, i32 noundef 10, ptr noundef %9)
  %83 = call i32 @from_base(ptr noundef @.str.6, i32 noundef 10, ptr noundef %9)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %81, i32 noundef %82, i32 noundef %83)
  %85 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  store i128 -1, ptr %10, align 16
  %86 = call ptr @u128_dec(ptr noundef %10, ptr noundef %85)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %86)
  store i32 -13, ptr %11, align 4
  br label %88

88:                                               ; preds = %97, %80
  %89 = load i32, ptr %11, align 4
  %90 = icmp sle i32 %89, 13
  br i1 %90, label %91, label %100

91:                                               ; preds = %88
  %92 = load i32, ptr %11, align 4
  %93 = load i32, ptr %11, align 4
  %94 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %95 = call ptr @balanced_ternary(i32 noundef %93, ptr noundef %94)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %92, ptr noundef %95)
  br label %97

97:                                               ; preds = %91
  %98 = load i32, ptr %11, align 4
  %99 = add nsw i32 %98, 13
  store i32 %99, ptr %11, align 4
  br label %88, !llvm.loop !9

100:                                              ; preds = %88
  store i32 -6, ptr %12, align 4
  br label %101

101:                                              ; preds = %110, %100
  %102 = load i32, ptr %12, align 4
  %103 = icmp sle i32 %102, 6
  br i1 %103, label %104, label %113

104:                                              ; preds = %101
  %105 = load i32, ptr %12, align 4
  %106 = load i32, ptr %12, align 4
  %107 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %108 = call ptr @negabinary(i32 noundef %106, ptr noundef %107)
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %105, ptr noundef %108)
  br label %110

110:                                              ; preds = %104
  %111 = load i32, ptr %12, align 4
  %112 = add nsw i32 %111, 4
  store i32 %112, ptr %12, align 4
  br label %101, !llvm.loop !10

113:                                              ; preds = %101
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %13, align 4
  store i32 1, ptr %14, align 4
  br label %115

115:                                              ; preds = %129, %113
  %116 = load i32, ptr %14, align 4
  %117 = icmp slt i32 %116, 4000
  br i1 %117, label %118, label %132

118:                                              ; preds = %115
  %119 = load i32, ptr %14, align 4
  %120 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %121 = call ptr @roman(i32 noundef %119, ptr noundef %120)
  %122 = call i32 @unroman(ptr noundef %121)
  %123 = load i32, ptr %14, align 4
  %124 = icmp ne i32 %122, %123
  br i1 %124, label %125, label %128

125:                                              ; preds = %118
  %126 = load i32, ptr %13, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %13, align 4
  br label %128

128:                                              ; preds = %125, %118
  br label %129

129:                                              ; preds = %128
  %130 = load i32, ptr %14, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %14, align 4
  br label %115, !llvm.loop !11

132:                                              ; preds = %115
  %133 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %134 = call ptr @roman(i32 noundef 1994, ptr noundef %133)
  %135 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %136 = getelementptr inbounds i8, ptr %135, i64 50
  %137 = call ptr @roman(i32 noundef 3999, ptr noundef %136)
  %138 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %139 = getelementptr inbounds i8, ptr %138, i64 100
  %140 = call ptr @roman(i32 noundef 444, ptr noundef %139)
  %141 = load i32, ptr %13, align 4
  %142 = load i32, ptr %4, align 4
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %134, ptr noundef %137, ptr noundef %140, i32 noundef %141, i32 noundef %142)
  %144 = load i32, ptr %4, align 4
  %145 = load i32, ptr %13, align 4
  %146 = add nsw i32 %144, %145
  ret i32 %146
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

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
define internal ptr @to_base(i64 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [70 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %25, %3
  %11 = load i64, ptr %4, align 8
  %12 = load i32, ptr %5, align 4
  %13 = zext i32 %12 to i64
  %14 = urem i64 %11, %13
  %15 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = load i32, ptr %8, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %8, align 4
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds [70 x i8], ptr %7, i64 0, i64 %19
  store i8 %16, ptr %20, align 1
  %21 = load i32, ptr %5, align 4
  %22 = zext i32 %21 to i64
  %23 = load i64, ptr %4, align 8
  %24 = udiv i64 %23, %22
  store i64 %24, ptr %4, align 8
  br label %25

25:                                               ; preds = %10
  %26 = load i64, ptr %4, align 8
  %27 = icmp ne i64 %26, 0
  br i1 %27, label %10, label %28, !llvm.loop !12

28:                                               ; preds = %25
  store i32 0, ptr %9, align 4
  br label %29

29:                                               ; preds = %45, %28
  %30 = load i32, ptr %9, align 4
  %31 = load i32, ptr %8, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %48

33:                                               ; preds = %29
  %34 = load i32, ptr %8, align 4
  %35 = sub nsw i32 %34, 1
  %36 = load i32, ptr %9, align 4
  %37 = sub nsw i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [70 x i8], ptr %7, i64 0, i64 %38
  %40 = load i8, ptr %39, align 1
  %41 = load ptr, ptr %6, align 8
  %42 = load i32, ptr %9, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %41, i64 %43
  store i8 %40, ptr %44, align 1
  br label %45

45:                                               ; preds = %33
  %46 = load i32, ptr %9, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %9, align 4
  br label %29, !llvm.loop !13

48:                                               ; preds = %29
  %49 = load ptr, ptr %6, align 8
  %50 = load i32, ptr %8, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr %49, i64 %51
  store i8 0, ptr %52, align 1
  %53 = load ptr, ptr %6, align 8
  ret ptr %53
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @from_base(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %10

10:                                               ; preds = %46, %3
  %11 = load ptr, ptr %5, align 8
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0
  br i1 %13, label %14, label %49

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8
  %16 = load i8, ptr %15, align 1
  %17 = sext i8 %16 to i32
  %18 = call ptr @strchr(ptr noundef @digits, i32 noundef %17) #6
  store ptr %18, ptr %9, align 8
  %19 = load ptr, ptr %9, align 8
  %20 = icmp ne ptr %19, null
  br i1 %20, label %21, label %28

21:                                               ; preds = %14
  %22 = load ptr, ptr %9, align 8
  %23 = ptrtoint ptr %22 to i64
  %24 = sub i64 %23, ptrtoint (ptr @digits to i64)
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = icmp sge i64 %24, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %21, %14
  store i32 -1, ptr %4, align 4
  br label %52

29:                                               ; preds = %21
  %30 = load i64, ptr %8, align 8
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %30, i64 %32)
  %34 = extractvalue { i64, i1 } %33, 1
  %35 = extractvalue { i64, i1 } %33, 0
  store i64 %35, ptr %8, align 8
  br i1 %34, label %44, label %36

36:                                               ; preds = %29
  %37 = load i64, ptr %8, align 8
  %38 = load ptr, ptr %9, align 8
  %39 = ptrtoint ptr %38 to i64
  %40 = sub i64 %39, ptrtoint (ptr @digits to i64)
  %41 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %37, i64 %40)
  %42 = extractvalue { i64, i1 } %41, 1
  %43 = extractvalue { i64, i1 } %41, 0
  store i64 %43, ptr %8, align 8
  br i1 %42, label %44, label %45

44:                                               ; preds = %36, %29
  store i32 1, ptr %4, align 4
  br label %52

45:                                               ; preds = %36
  br label %46

46:                                               ; preds = %45
  %47 = load ptr, ptr %5, align 8
  %48 = getelementptr inbounds i8, ptr %47, i32 1
  store ptr %48, ptr %5, align 8
  br label %10, !llvm.loop !14

49:                                               ; preds = %10
  %50 = load i64, ptr %8, align 8
  %51 = load ptr, ptr %7, align 8
  store i64 %50, ptr %51, align 8
  store i32 0, ptr %4, align 4
  br label %52

52:                                               ; preds = %49, %44, %28
  %53 = load i32, ptr %4, align 4
  ret i32 %53
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @u128_dec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  %5 = alloca [50 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = load i128, ptr %0, align 16
  store i128 %8, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %21, %2
  %10 = load i128, ptr %3, align 16
  %11 = urem i128 %10, 10
  %12 = trunc i128 %11 to i32
  %13 = add nsw i32 48, %12
  %14 = trunc i32 %13 to i8
  %15 = load i32, ptr %6, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %6, align 4
  %17 = sext i32 %15 to i64
  %18 = getelementptr inbounds [50 x i8], ptr %5, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  %19 = load i128, ptr %3, align 16
  %20 = udiv i128 %19, 10
  store i128 %20, ptr %3, align 16
  br label %21

21:                                               ; preds = %9
  %22 = load i128, ptr %3, align 16
  %23 = icmp ne i128 %22, 0
  br i1 %23, label %9, label %24, !llvm.loop !15

24:                                               ; preds = %21
  store i32 0, ptr %7, align 4
  br label %25

25:                                               ; preds = %41, %24
  %26 = load i32, ptr %7, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %44

29:                                               ; preds = %25
  %30 = load i32, ptr %6, align 4
  %31 = sub nsw i32 %30, 1
  %32 = load i32, ptr %7, align 4
  %33 = sub nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [50 x i8], ptr %5, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %37, i64 %39
  store i8 %36, ptr %40, align 1
  br label %41

41:                                               ; preds = %29
  %42 = load i32, ptr %7, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %7, align 4
  br label %25, !llvm.loop !16

44:                                               ; preds = %25
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i8, ptr %45, i64 %47
  store i8 0, ptr %48, align 1
  %49 = load ptr, ptr %4, align 8
  ret ptr %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @balanced_ternary(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca [50 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %16, label %11

11:                                               ; preds = %2
  %12 = load i32, ptr %6, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %6, align 4
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds [50 x i8], ptr %5, i64 0, i64 %14
  store i8 48, ptr %15, align 1
  br label %16

16:                                               ; preds = %11, %2
  br label %17

17:                                               ; preds = %51, %16
  %18 = load i32, ptr %3, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %58

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = srem i32 %21, 3
  store i32 %22, ptr %7, align 4
  %23 = load i32, ptr %3, align 4
  %24 = sdiv i32 %23, 3
  store i32 %24, ptr %3, align 4
  %25 = load i32, ptr %7, align 4
  %26 = icmp eq i32 %25, 2
  br i1 %26, label %27, label %30

27:                                               ; preds = %20
  store i32 -1, ptr %7, align 4
  %28 = load i32, ptr %3, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %3, align 4
  br label %42

30:                                               ; preds = %20
  %31 = load i32, ptr %7, align 4
  %32 = icmp eq i32 %31, -2
  br i1 %32, label %33, label %36

33:                                               ; preds = %30
  store i32 1, ptr %7, align 4
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, -1
  store i32 %35, ptr %3, align 4
  br label %41

36:                                               ; preds = %30
  %37 = load i32, ptr %7, align 4
  %38 = icmp eq i32 %37, -1
  br i1 %38, label %39, label %40

39:                                               ; preds = %36
  br label %40

40:                                               ; preds = %39, %36
  br label %41

41:                                               ; preds = %40, %33
  br label %42

42:                                               ; preds = %41, %27
  %43 = load i32, ptr %7, align 4
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %46

45:                                               ; preds = %42
  br label %51

46:                                               ; preds = %42
  %47 = load i32, ptr %7, align 4
  %48 = icmp eq i32 %47, 1
  %49 = zext i1 %48 to i64
  %50 = select i1 %48, i32 43, i32 45
  br label %51

51:                                               ; preds = %46, %45
  %52 = phi i32 [ 48, %45 ], [ %50, %46 ]
  %53 = trunc i32 %52 to i8
  %54 = load i32, ptr %6, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %6, align 4
  %56 = sext i32 %54 to i64
  %57 = getelementptr inbounds [50 x i8], ptr %5, i64 0, i64 %56
  store i8 %53, ptr %57, align 1
  br label %17, !llvm.loop !17

58:                                               ; preds = %17
  store i32 0, ptr %8, align 4
  br label %59

59:                                               ; preds = %75, %58
  %60 = load i32, ptr %8, align 4
  %61 = load i32, ptr %6, align 4
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %63, label %78

63:                                               ; preds = %59
  %64 = load i32, ptr %6, align 4
  %65 = sub nsw i32 %64, 1
  %66 = load i32, ptr %8, align 4
  %67 = sub nsw i32 %65, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [50 x i8], ptr %5, i64 0, i64 %68
  %70 = load i8, ptr %69, align 1
  %71 = load ptr, ptr %4, align 8
  %72 = load i32, ptr %8, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i8, ptr %71, i64 %73
  store i8 %70, ptr %74, align 1
  br label %75

75:                                               ; preds = %63
  %76 = load i32, ptr %8, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %8, align 4
  br label %59, !llvm.loop !18

78:                                               ; preds = %59
  %79 = load ptr, ptr %4, align 8
  %80 = load i32, ptr %6, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i8, ptr %79, i64 %81
  store i8 0, ptr %82, align 1
  %83 = load ptr, ptr %4, align 8
  ret ptr %83
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @negabinary(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca [70 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %16, label %11

11:                                               ; preds = %2
  %12 = load i32, ptr %6, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %6, align 4
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds [70 x i8], ptr %5, i64 0, i64 %14
  store i8 48, ptr %15, align 1
  br label %16

16:                                               ; preds = %11, %2
  br label %17

17:                                               ; preds = %32, %16
  %18 = load i32, ptr %3, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %40

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = srem i32 %21, -2
  store i32 %22, ptr %7, align 4
  %23 = load i32, ptr %3, align 4
  %24 = sdiv i32 %23, -2
  store i32 %24, ptr %3, align 4
  %25 = load i32, ptr %7, align 4
  %26 = icmp slt i32 %25, 0
  br i1 %26, label %27, label %32

27:                                               ; preds = %20
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 2
  store i32 %29, ptr %7, align 4
  %30 = load i32, ptr %3, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %3, align 4
  br label %32

32:                                               ; preds = %27, %20
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 48, %33
  %35 = trunc i32 %34 to i8
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  %38 = sext i32 %36 to i64
  %39 = getelementptr inbounds [70 x i8], ptr %5, i64 0, i64 %38
  store i8 %35, ptr %39, align 1
  br label %17, !llvm.loop !19

40:                                               ; preds = %17
  store i32 0, ptr %8, align 4
  br label %41

41:                                               ; preds = %57, %40
  %42 = load i32, ptr %8, align 4
  %43 = load i32, ptr %6, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %60

45:                                               ; preds = %41
  %46 = load i32, ptr %6, align 4
  %47 = sub nsw i32 %46, 1
  %48 = load i32, ptr %8, align 4
  %49 = sub nsw i32 %47, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [70 x i8], ptr %5, i64 0, i64 %50
  %52 = load i8, ptr %51, align 1
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %8, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i8, ptr %53, i64 %55
  store i8 %52, ptr %56, align 1
  br label %57

57:                                               ; preds = %45
  %58 = load i32, ptr %8, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %8, align 4
  br label %41, !llvm.loop !20

60:                                               ; preds = %41
  %61 = load ptr, ptr %4, align 8
  %62 = load i32, ptr %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, ptr %61, i64 %63
  store i8 0, ptr %64, align 1
  %65 = load ptr, ptr %4, align 8
  ret ptr %65
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @unroman(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  %7 = load ptr, ptr %2, align 8
  %8 = call i64 @strlen(ptr noundef %7) #6
  %9 = trunc i64 %8 to i32
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %5, align 4
  br label %11

11:                                               ; preds = %47, %1
  %12 = load i32, ptr %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %50

14:                                               ; preds = %11
  store i32 0, ptr %6, align 4
  %15 = load ptr, ptr %2, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %15, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = sext i8 %19 to i32
  switch i32 %20, label %28 [
    i32 73, label %21
    i32 86, label %22
    i32 88, label %23
    i32 76, label %24
    i32 67, label %25
    i32 68, label %26
    i32 77, label %27
  ]

21:                                               ; preds = %14
  store i32 1, ptr %6, align 4
  br label %28

22:                                               ; preds = %14
  store i32 5, ptr %6, align 4
  br label %28

23:                                               ; preds = %14
  store i32 10, ptr %6, align 4
  br label %28

24:                                               ; preds = %14
  store i32 50, ptr %6, align 4
  br label %28

25:                                               ; preds = %14
  store i32 100, ptr %6, align 4
  br label %28

26:                                               ; preds = %14
  store i32 500, ptr %6, align 4
  br label %28

27:                                               ; preds = %14
  store i32 1000, ptr %6, align 4
  br label %28

28:                                               ; preds = %14, %27, %26, %25, %24, %23, %22, %21
  %29 = load i32, ptr %6, align 4
  %30 = load i32, ptr %4, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %35

32:                                               ; preds = %28
  %33 = load i32, ptr %6, align 4
  %34 = sub nsw i32 0, %33
  br label %37

35:                                               ; preds = %28
  %36 = load i32, ptr %6, align 4
  br label %37

37:                                               ; preds = %35, %32
  %38 = phi i32 [ %34, %32 ], [ %36, %35 ]
  %39 = load i32, ptr %3, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %3, align 4
  %41 = load i32, ptr %6, align 4
  %42 = load i32, ptr %4, align 4
  %43 = icmp sgt i32 %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %37
  %45 = load i32, ptr %6, align 4
  store i32 %45, ptr %4, align 4
  br label %46

46:                                               ; preds = %44, %37
  br label %47

47:                                               ; preds = %46
  %48 = load i32, ptr %5, align 4
  %49 = add nsw i32 %48, -1
  store i32 %49, ptr %5, align 4
  br label %11, !llvm.loop !21

50:                                               ; preds = %11
  %51 = load i32, ptr %3, align 4
  ret i32 %51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @roman(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 0
  store i8 0, ptr %7, align 1
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %33, %2
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 13
  br i1 %10, label %11, label %36

11:                                               ; preds = %8
  br label %12

12:                                               ; preds = %19, %11
  %13 = load i32, ptr %3, align 4
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = icmp sge i32 %13, %17
  br i1 %18, label %19, label %32

19:                                               ; preds = %12
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %22
  %24 = load ptr, ptr %23, align 8
  %25 = call ptr @strcat(ptr noundef %20, ptr noundef %24) #6
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load i32, ptr %3, align 4
  %31 = sub nsw i32 %30, %29
  store i32 %31, ptr %3, align 4
  br label %12, !llvm.loop !22

32:                                               ; preds = %12
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %5, align 4
  br label %8, !llvm.loop !23

36:                                               ; preds = %8
  %37 = load ptr, ptr %4, align 8
  ret ptr %37
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local ptr @strchr(ptr noundef, i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #5

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #3

; Function Attrs: nounwind
declare dso_local ptr @strcat(ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
