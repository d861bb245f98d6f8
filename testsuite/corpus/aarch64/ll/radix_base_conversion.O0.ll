; ModuleID = 'programs/radix_base_conversion.c'
source_filename = "programs/radix_base_conversion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@digits = internal constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1
@roman.val = internal constant [13 x i32] [i32 1000, i32 900, i32 500, i32 400, i32 100, i32 90, i32 50, i32 40, i32 10, i32 9, i32 5, i32 4, i32 1], align 4
@roman.sym = internal global [13 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23], align 8
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
  %2 = alloca [200 x i8], align 1
  %3 = alloca [6 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 48, i1 false)
  %14 = getelementptr inbounds [6 x i64], ptr %3, i32 0, i32 1
  store i64 1, ptr %14, align 8
  %15 = getelementptr inbounds [6 x i64], ptr %3, i32 0, i32 2
  store i64 255, ptr %15, align 8
  %16 = getelementptr inbounds [6 x i64], ptr %3, i32 0, i32 3
  store i64 1000000007, ptr %16, align 8
  %17 = getelementptr inbounds [6 x i64], ptr %3, i32 0, i32 4
  store i64 -2401053089206453570, ptr %17, align 8
  %18 = getelementptr inbounds [6 x i64], ptr %3, i32 0, i32 5
  store i64 -1, ptr %18, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %19

19:                                               ; preds = %76, %0
  %20 = load i32, ptr %5, align 4
  %21 = icmp slt i32 %20, 6
  br i1 %21, label %22, label %79

22:                                               ; preds = %19
  %23 = load i32, ptr %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [6 x i64], ptr %3, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %26)
  store i32 2, ptr %6, align 4
  br label %28

28:                                               ; preds = %41, %22
  %29 = load i32, ptr %6, align 4
  %30 = icmp sle i32 %29, 36
  br i1 %30, label %31, label %44

31:                                               ; preds = %28
  %32 = load i32, ptr %6, align 4
  %33 = load i32, ptr %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [6 x i64], ptr %3, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8
  %37 = load i32, ptr %6, align 4
  %38 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %39 = call ptr @to_base(i64 noundef %36, i32 noundef %37, ptr noundef %38)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %32, ptr noundef %39)
  br label %41

41:                                               ; preds = %31
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %42, 17
  store i32 %43, ptr %6, align 4
  br label %28, !llvm.loop !6

44:                                               ; preds = %28
  store i32 2, ptr %7, align 4
  br label %45

45:                                               ; preds = %71, %44
  %46 = load i32, ptr %7, align 4
  %47 = icmp sle i32 %46, 36
  br i1 %47, label %48, label %74

48:                                               ; preds = %45
  %49 = load i32, ptr %5, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [6 x i64], ptr %3, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8
  %53 = load i32, ptr %7, align 4
  %54 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %55 = call ptr @to_base(i64 noundef %52, i32 noundef %53, ptr noundef %54)
  %56 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %57 = load i32, ptr %7, align 4
  %58 = call i32 @from_base(ptr noundef %56, i32 noundef %57, ptr noundef %8)
  %59 = icmp ne i32 %58, 0
  br i1 %59, label %67, label %60

60:                                               ; preds = %48
  %61 = load i64, ptr %8, align 8
  %62 = load i32, ptr %5, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [6 x i64], ptr %3, i64 0, i64 %63
  %65 = load i64, ptr %64, align 8
  %66 = icmp ne i64 %61, %65
  br i1 %66, label %67, label %70

67:                                               ; preds = %60, %48
  %68 = load i32, ptr %4, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %4, align 4
  br label %70

70:                                               ; preds = %67, %60
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %7, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %7, align 4
  br label %45, !llvm.loop !8

74:                                               ; preds = %45
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %76

76:                                               ; preds = %74
  %77 = load i32, ptr %5, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %5, align 4
  br label %19, !llvm.loop !9

79:                                               ; preds = %19
  %80 = call i32 @from_base(ptr noundef @.str.4, i32 noundef 10, ptr noundef %9)
  %81 = call i32 @from_base(ptr noundef @.str.5, i32 noundef 10, ptr noundef %9)
  %82 = call i32 @from_base(ptr noundef @.str.6, i32 noundef 10, ptr noundef %9)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %80, i32 noundef %81, i32 noundef %82)
  %84 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %85 = call ptr @u128_dec(i128 noundef -1, ptr noundef %84)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %85)
  store i64 -13, ptr %10, align 8
  br label %87

87:                                               ; preds = %96, %79
  %88 = load i64, ptr %10, align 8
  %89 = icmp sle i64 %88, 13
  br i1 %89, label %90, label %99

90:                                               ; preds = %87
  %91 = load i64, ptr %10, align 8
  %92 = load i64, ptr %10, align 8
  %93 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %94 = call ptr @balanced_ternary(i64 noundef %92, ptr noundef %93)
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %91, ptr noundef %94)
  br label %96

96:                                               ; preds = %90
  %97 = load i64, ptr %10, align 8
  %98 = add nsw i64 %97, 13
  store i64 %98, ptr %10, align 8
  br label %87, !llvm.loop !10

99:                                               ; preds = %87
  store i64 -6, ptr %11, align 8
  br label %100

100:                                              ; preds = %109, %99
  %101 = load i64, ptr %11, align 8
  %102 = icmp sle i64 %101, 6
  br i1 %102, label %103, label %112

103:                                              ; preds = %100
  %104 = load i64, ptr %11, align 8
  %105 = load i64, ptr %11, align 8
  %106 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %107 = call ptr @negabinary(i64 noundef %105, ptr noundef %106)
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %104, ptr noundef %107)
  br label %109

109:                                              ; preds = %103
  %110 = load i64, ptr %11, align 8
  %111 = add nsw i64 %110, 4
  store i64 %111, ptr %11, align 8
  br label %100, !llvm.loop !11

112:                                              ; preds = %100
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %12, align 4
  store i32 1, ptr %13, align 4
  br label %114

114:                                              ; preds = %128, %112
  %115 = load i32, ptr %13, align 4
  %116 = icmp slt i32 %115, 4000
  br i1 %116, label %117, label %131

117:                                              ; preds = %114
  %118 = load i32, ptr %13, align 4
  %119 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %120 = call ptr @roman(i32 noundef %118, ptr noundef %119)
  %121 = call i32 @unroman(ptr noundef %120)
  %122 = load i32, ptr %13, align 4
  %123 = icmp ne i32 %121, %122
  br i1 %123, label %124, label %127

124:                                              ; preds = %117
  %125 = load i32, ptr %12, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %12, align 4
  br label %127

127:                                              ; preds = %124, %117
  br label %128

128:                                              ; preds = %127
  %129 = load i32, ptr %13, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %13, align 4
  br label %114, !llvm.loop !12

131:                                              ; preds = %114
  %132 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %133 = call ptr @roman(i32 noundef 1994, ptr noundef %132)
  %134 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %135 = getelementptr inbounds i8, ptr %134, i64 50
  %136 = call ptr @roman(i32 noundef 3999, ptr noundef %135)
  %137 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %138 = getelementptr inbounds i8, ptr %137, i64 100
  %139 = call ptr @roman(i32 noundef 444, ptr noundef %138)
  %140 = load i32, ptr %12, align 4
  %141 = load i32, ptr %4, align 4
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %133, ptr noundef %136, ptr noundef %139, i32 noundef %140, i32 noundef %141)
  %143 = load i32, ptr %4, align 4
  %144 = load i32, ptr %12, align 4
  %145 = add nsw i32 %143, %144
  ret i32 %145
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @to_base(i64 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [70 x i8], align 1
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
  br i1 %27, label %10, label %28, !llvm.loop !13

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
  br label %29, !llvm.loop !14

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
  %17 = zext i8 %16 to i32
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
  br label %10, !llvm.loop !15

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
define internal ptr @u128_dec(i128 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  %5 = alloca [50 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %20, %2
  %9 = load i128, ptr %3, align 16
  %10 = urem i128 %9, 10
  %11 = trunc i128 %10 to i32
  %12 = add nsw i32 48, %11
  %13 = trunc i32 %12 to i8
  %14 = load i32, ptr %6, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %6, align 4
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds [50 x i8], ptr %5, i64 0, i64 %16
  store i8 %13, ptr %17, align 1
  %18 = load i128, ptr %3, align 16
  %19 = udiv i128 %18, 10
  store i128 %19, ptr %3, align 16
  br label %20

20:                                               ; preds = %8
  %21 = load i128, ptr %3, align 16
  %22 = icmp ne i128 %21, 0
  br i1 %22, label %8, label %23, !llvm.loop !16

23:                                               ; preds = %20
  store i32 0, ptr %7, align 4
  br label %24

24:                                               ; preds = %40, %23
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %43

28:                                               ; preds = %24
  %29 = load i32, ptr %6, align 4
  %30 = sub nsw i32 %29, 1
  %31 = load i32, ptr %7, align 4
  %32 = sub nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [50 x i8], ptr %5, i64 0, i64 %33
  %35 = load i8, ptr %34, align 1
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %36, i64 %38
  store i8 %35, ptr %39, align 1
  br label %40

40:                                               ; preds = %28
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %7, align 4
  br label %24, !llvm.loop !17

43:                                               ; preds = %24
  %44 = load ptr, ptr %4, align 8
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %44, i64 %46
  store i8 0, ptr %47, align 1
  %48 = load ptr, ptr %4, align 8
  ret ptr %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @balanced_ternary(i64 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [50 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  %9 = load i64, ptr %3, align 8
  %10 = icmp ne i64 %9, 0
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
  %18 = load i64, ptr %3, align 8
  %19 = icmp ne i64 %18, 0
  br i1 %19, label %20, label %58

20:                                               ; preds = %17
  %21 = load i64, ptr %3, align 8
  %22 = srem i64 %21, 3
  store i64 %22, ptr %7, align 8
  %23 = load i64, ptr %3, align 8
  %24 = sdiv i64 %23, 3
  store i64 %24, ptr %3, align 8
  %25 = load i64, ptr %7, align 8
  %26 = icmp eq i64 %25, 2
  br i1 %26, label %27, label %30

27:                                               ; preds = %20
  store i64 -1, ptr %7, align 8
  %28 = load i64, ptr %3, align 8
  %29 = add nsw i64 %28, 1
  store i64 %29, ptr %3, align 8
  br label %42

30:                                               ; preds = %20
  %31 = load i64, ptr %7, align 8
  %32 = icmp eq i64 %31, -2
  br i1 %32, label %33, label %36

33:                                               ; preds = %30
  store i64 1, ptr %7, align 8
  %34 = load i64, ptr %3, align 8
  %35 = add nsw i64 %34, -1
  store i64 %35, ptr %3, align 8
  br label %41

36:                                               ; preds = %30
  %37 = load i64, ptr %7, align 8
  %38 = icmp eq i64 %37, -1
  br i1 %38, label %39, label %40

39:                                               ; preds = %36
  br label %40

40:                                               ; preds = %39, %36
  br label %41

41:                                               ; preds = %40, %33
  br label %42

42:                                               ; preds = %41, %27
  %43 = load i64, ptr %7, align 8
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %45, label %46

45:                                               ; preds = %42
  br label %51

46:                                               ; preds = %42
  %47 = load i64, ptr %7, align 8
  %48 = icmp eq i64 %47, 1
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
  br label %17, !llvm.loop !18

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
  br label %59, !llvm.loop !19

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
define internal ptr @negabinary(i64 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [70 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  %9 = load i64, ptr %3, align 8
  %10 = icmp ne i64 %9, 0
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
  %18 = load i64, ptr %3, align 8
  %19 = icmp ne i64 %18, 0
  br i1 %19, label %20, label %40

20:                                               ; preds = %17
  %21 = load i64, ptr %3, align 8
  %22 = srem i64 %21, -2
  store i64 %22, ptr %7, align 8
  %23 = load i64, ptr %3, align 8
  %24 = sdiv i64 %23, -2
  store i64 %24, ptr %3, align 8
  %25 = load i64, ptr %7, align 8
  %26 = icmp slt i64 %25, 0
  br i1 %26, label %27, label %32

27:                                               ; preds = %20
  %28 = load i64, ptr %7, align 8
  %29 = add nsw i64 %28, 2
  store i64 %29, ptr %7, align 8
  %30 = load i64, ptr %3, align 8
  %31 = add nsw i64 %30, 1
  store i64 %31, ptr %3, align 8
  br label %32

32:                                               ; preds = %27, %20
  %33 = load i64, ptr %7, align 8
  %34 = add nsw i64 48, %33
  %35 = trunc i64 %34 to i8
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  %38 = sext i32 %36 to i64
  %39 = getelementptr inbounds [70 x i8], ptr %5, i64 0, i64 %38
  store i8 %35, ptr %39, align 1
  br label %17, !llvm.loop !20

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
  br label %41, !llvm.loop !21

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
  %20 = zext i8 %19 to i32
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
  br label %11, !llvm.loop !22

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
  %25 = call ptr @strcat(ptr noundef %20, ptr noundef %24) #7
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load i32, ptr %3, align 4
  %31 = sub nsw i32 %30, %29
  store i32 %31, ptr %3, align 4
  br label %12, !llvm.loop !23

32:                                               ; preds = %12
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %5, align 4
  br label %8, !llvm.loop !24

36:                                               ; preds = %8
  %37 = load ptr, ptr %4, align 8
  ret ptr %37
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }

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
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
