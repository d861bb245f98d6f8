; ModuleID = 'programs/date_calendar.c'
source_filename = "programs/date_calendar.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"Sun\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Mon\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Tue\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"Wed\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Thu\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"Fri\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Sat\00", align 1
@__const.main.names = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 8
@__const.main.dates = private unnamed_addr constant [8 x [3 x i32]] [[3 x i32] [i32 2000, i32 1, i32 1], [3 x i32] [i32 1970, i32 1, i32 1], [3 x i32] [i32 1969, i32 7, i32 20], [3 x i32] [i32 2024, i32 2, i32 29], [3 x i32] [i32 1900, i32 3, i32 1], [3 x i32] [i32 2038, i32 1, i32 19], [3 x i32] [i32 1582, i32 10, i32 15], [3 x i32] [i32 2100, i32 12, i32 31]], align 4
@.str.7 = private unnamed_addr constant [38 x i8] c"%04d-%02d-%02d %s jdn=%ld isoweek=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"days 1970-01-01..2000-01-01 = %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"easter %d: %d-%02d\0A\00", align 1
@.str.10 = private unnamed_addr constant [27 x i8] c"leap years 1600..2400: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [28 x i8] c"friday 13ths 1900-2099: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [35 x i8] c"days 1999-2001: %ld mismatches=%d\0A\00", align 1
@sakamoto.t = internal constant [12 x i32] [i32 0, i32 3, i32 2, i32 5, i32 0, i32 3, i32 5, i32 1, i32 4, i32 6, i32 2, i32 4], align 4
@dim.d = internal constant [12 x i32] [i32 31, i32 28, i32 31, i32 30, i32 31, i32 30, i32 31, i32 31, i32 30, i32 31, i32 30, i32 31], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x ptr], align 8
  %3 = alloca [8 x [3 x i32]], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.names, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.dates, i64 96, i1 false)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %22

22:                                               ; preds = %71, %0
  %23 = load i32, ptr %5, align 4
  %24 = icmp slt i32 %23, 8
  br i1 %24, label %25, label %74

25:                                               ; preds = %22
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [8 x [3 x i32]], ptr %3, i64 0, i64 %27
  %29 = getelementptr inbounds [3 x i32], ptr %28, i64 0, i64 0
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %6, align 4
  %31 = load i32, ptr %5, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8 x [3 x i32]], ptr %3, i64 0, i64 %32
  %34 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 1
  %35 = load i32, ptr %34, align 4
  store i32 %35, ptr %7, align 4
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [8 x [3 x i32]], ptr %3, i64 0, i64 %37
  %39 = getelementptr inbounds [3 x i32], ptr %38, i64 0, i64 2
  %40 = load i32, ptr %39, align 4
  store i32 %40, ptr %8, align 4
  %41 = load i32, ptr %6, align 4
  %42 = load i32, ptr %7, align 4
  %43 = load i32, ptr %8, align 4
  %44 = call i32 @sakamoto(i32 noundef %41, i32 noundef %42, i32 noundef %43)
  store i32 %44, ptr %9, align 4
  %45 = load i32, ptr %6, align 4
  %46 = load i32, ptr %7, align 4
  %47 = load i32, ptr %8, align 4
  %48 = call i32 @zeller(i32 noundef %45, i32 noundef %46, i32 noundef %47)
  store i32 %48, ptr %10, align 4
  %49 = load i32, ptr %9, align 4
  %50 = load i32, ptr %10, align 4
  %51 = icmp ne i32 %49, %50
  %52 = zext i1 %51 to i32
  %53 = load i32, ptr %4, align 4
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr %4, align 4
  %55 = load i32, ptr %6, align 4
  %56 = load i32, ptr %7, align 4
  %57 = load i32, ptr %8, align 4
  %58 = load i32, ptr %9, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 %59
  %61 = load ptr, ptr %60, align 8
  %62 = load i32, ptr %6, align 4
  %63 = load i32, ptr %7, align 4
  %64 = load i32, ptr %8, align 4
  %65 = call i64 @jdn(i32 noundef %62, i32 noundef %63, i32 noundef %64)
  %66 = load i32, ptr %6, align 4
  %67 = load i32, ptr %7, align 4
  %68 = load i32, ptr %8, align 4
  %69 = call i32 @iso_week(i32 noundef %66, i32 noundef %67, i32 noundef %68)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %55, i32 noundef %56, i32 noundef %57, ptr noundef %61, i64 noundef %65, i32 noundef %69)
  br label %71

71:                                               ; preds = %25
  %72 = load i32, ptr %5, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %5, align 4
  br label %22, !llvm.loop !6

74:                                               ; preds = %22
  %75 = call i64 @jdn(i32 noundef 2000, i32 noundef 1, i32 noundef 1)
  %76 = call i64 @jdn(i32 noundef 1970, i32 noundef 1, i32 noundef 1)
  %77 = sub nsw i64 %75, %76
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %77)
  store i32 2020, ptr %11, align 4
  br label %79

79:                                               ; preds = %88, %74
  %80 = load i32, ptr %11, align 4
  %81 = icmp sle i32 %80, 2030
  br i1 %81, label %82, label %91

82:                                               ; preds = %79
  %83 = load i32, ptr %11, align 4
  call void @easter(i32 noundef %83, ptr noundef %12, ptr noundef %13)
  %84 = load i32, ptr %11, align 4
  %85 = load i32, ptr %12, align 4
  %86 = load i32, ptr %13, align 4
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %84, i32 noundef %85, i32 noundef %86)
  br label %88

88:                                               ; preds = %82
  %89 = load i32, ptr %11, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %11, align 4
  br label %79, !llvm.loop !8

91:                                               ; preds = %79
  store i32 0, ptr %14, align 4
  store i32 1600, ptr %15, align 4
  br label %92

92:                                               ; preds = %100, %91
  %93 = load i32, ptr %15, align 4
  %94 = icmp sle i32 %93, 2400
  br i1 %94, label %95, label %103

95:                                               ; preds = %92
  %96 = load i32, ptr %15, align 4
  %97 = call i32 @leap(i32 noundef %96)
  %98 = load i32, ptr %14, align 4
  %99 = add nsw i32 %98, %97
  store i32 %99, ptr %14, align 4
  br label %100

100:                                              ; preds = %95
  %101 = load i32, ptr %15, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %15, align 4
  br label %92, !llvm.loop !9

103:                                              ; preds = %92
  %104 = load i32, ptr %14, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %104)
  store i32 0, ptr %16, align 4
  store i32 1900, ptr %17, align 4
  br label %106

106:                                              ; preds = %126, %103
  %107 = load i32, ptr %17, align 4
  %108 = icmp slt i32 %107, 2100
  br i1 %108, label %109, label %129

109:                                              ; preds = %106
  store i32 1, ptr %18, align 4
  br label %110

110:                                              ; preds = %122, %109
  %111 = load i32, ptr %18, align 4
  %112 = icmp sle i32 %111, 12
  br i1 %112, label %113, label %125

113:                                              ; preds = %110
  %114 = load i32, ptr %17, align 4
  %115 = load i32, ptr %18, align 4
  %116 = call i32 @sakamoto(i32 noundef %114, i32 noundef %115, i32 noundef 13)
  %117 = icmp eq i32 %116, 5
  br i1 %117, label %118, label %121

118:                                              ; preds = %113
  %119 = load i32, ptr %16, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %16, align 4
  br label %121

121:                                              ; preds = %118, %113
  br label %122

122:                                              ; preds = %121
  %123 = load i32, ptr %18, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %18, align 4
  br label %110, !llvm.loop !10

125:                                              ; preds = %110
  br label %126

126:                                              ; preds = %125
  %127 = load i32, ptr %17, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %17, align 4
  br label %106, !llvm.loop !11

129:                                              ; preds = %106
  %130 = load i32, ptr %16, align 4
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %130)
  store i64 0, ptr %19, align 8
  store i32 1999, ptr %20, align 4
  br label %132

132:                                              ; preds = %150, %129
  %133 = load i32, ptr %20, align 4
  %134 = icmp sle i32 %133, 2001
  br i1 %134, label %135, label %153

135:                                              ; preds = %132
  store i32 1, ptr %21, align 4
  br label %136

136:                                              ; preds = %146, %135
  %137 = load i32, ptr %21, align 4
  %138 = icmp sle i32 %137, 12
  br i1 %138, label %139, label %149

139:                                              ; preds = %136
  %140 = load i32, ptr %20, align 4
  %141 = load i32, ptr %21, align 4
  %142 = call i32 @dim(i32 noundef %140, i32 noundef %141)
  %143 = sext i32 %142 to i64
  %144 = load i64, ptr %19, align 8
  %145 = add nsw i64 %144, %143
  store i64 %145, ptr %19, align 8
  br label %146

146:                                              ; preds = %139
  %147 = load i32, ptr %21, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %21, align 4
  br label %136, !llvm.loop !12

149:                                              ; preds = %136
  br label %150

150:                                              ; preds = %149
  %151 = load i32, ptr %20, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %20, align 4
  br label %132, !llvm.loop !13

153:                                              ; preds = %132
  %154 = load i64, ptr %19, align 8
  %155 = load i32, ptr %4, align 4
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %154, i32 noundef %155)
  %157 = load i32, ptr %4, align 4
  ret i32 %157
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sakamoto(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 %10, 1
  store i32 %11, ptr %4, align 4
  br label %12

12:                                               ; preds = %9, %3
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %4, align 4
  %15 = sdiv i32 %14, 4
  %16 = add nsw i32 %13, %15
  %17 = load i32, ptr %4, align 4
  %18 = sdiv i32 %17, 100
  %19 = sub nsw i32 %16, %18
  %20 = load i32, ptr %4, align 4
  %21 = sdiv i32 %20, 400
  %22 = add nsw i32 %19, %21
  %23 = load i32, ptr %5, align 4
  %24 = sub nsw i32 %23, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [12 x i32], ptr @sakamoto.t, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = add nsw i32 %22, %27
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %28, %29
  %31 = srem i32 %30, 7
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @zeller(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %10, 3
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = load i32, ptr %5, align 4
  %14 = add nsw i32 %13, 12
  store i32 %14, ptr %5, align 4
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, -1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %12, %3
  %18 = load i32, ptr %4, align 4
  %19 = srem i32 %18, 100
  store i32 %19, ptr %7, align 4
  %20 = load i32, ptr %4, align 4
  %21 = sdiv i32 %20, 100
  store i32 %21, ptr %8, align 4
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  %25 = mul nsw i32 13, %24
  %26 = sdiv i32 %25, 5
  %27 = add nsw i32 %22, %26
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %7, align 4
  %31 = sdiv i32 %30, 4
  %32 = add nsw i32 %29, %31
  %33 = load i32, ptr %8, align 4
  %34 = sdiv i32 %33, 4
  %35 = add nsw i32 %32, %34
  %36 = load i32, ptr %8, align 4
  %37 = mul nsw i32 5, %36
  %38 = add nsw i32 %35, %37
  %39 = srem i32 %38, 7
  store i32 %39, ptr %9, align 4
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, 6
  %42 = srem i32 %41, 7
  ret i32 %42
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @jdn(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = sub nsw i32 14, %10
  %12 = sdiv i32 %11, 12
  %13 = sext i32 %12 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 4800
  %16 = sext i32 %15 to i64
  %17 = load i64, ptr %7, align 8
  %18 = sub nsw i64 %16, %17
  store i64 %18, ptr %8, align 8
  %19 = load i32, ptr %5, align 4
  %20 = sext i32 %19 to i64
  %21 = load i64, ptr %7, align 8
  %22 = mul nsw i64 12, %21
  %23 = add nsw i64 %20, %22
  %24 = sub nsw i64 %23, 3
  store i64 %24, ptr %9, align 8
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = load i64, ptr %9, align 8
  %28 = mul nsw i64 153, %27
  %29 = add nsw i64 %28, 2
  %30 = sdiv i64 %29, 5
  %31 = add nsw i64 %26, %30
  %32 = load i64, ptr %8, align 8
  %33 = mul nsw i64 365, %32
  %34 = add nsw i64 %31, %33
  %35 = load i64, ptr %8, align 8
  %36 = sdiv i64 %35, 4
  %37 = add nsw i64 %34, %36
  %38 = load i64, ptr %8, align 8
  %39 = sdiv i64 %38, 100
  %40 = sub nsw i64 %37, %39
  %41 = load i64, ptr %8, align 8
  %42 = sdiv i64 %41, 400
  %43 = add nsw i64 %40, %42
  %44 = sub nsw i64 %43, 32045
  ret i64 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @iso_week(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %6, align 4
  %14 = call i64 @jdn(i32 noundef %11, i32 noundef %12, i32 noundef %13)
  store i64 %14, ptr %7, align 8
  %15 = load i64, ptr %7, align 8
  %16 = add nsw i64 %15, 1
  %17 = srem i64 %16, 7
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %8, align 4
  %19 = load i32, ptr %8, align 4
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %3
  store i32 7, ptr %8, align 4
  br label %22

22:                                               ; preds = %21, %3
  %23 = load i64, ptr %7, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sub nsw i32 4, %24
  %26 = sext i32 %25 to i64
  %27 = add nsw i64 %23, %26
  store i64 %27, ptr %9, align 8
  %28 = load i32, ptr %4, align 4
  store i32 %28, ptr %10, align 4
  %29 = load i64, ptr %9, align 8
  %30 = load i32, ptr %4, align 4
  %31 = call i64 @jdn(i32 noundef %30, i32 noundef 1, i32 noundef 1)
  %32 = icmp slt i64 %29, %31
  br i1 %32, label %33, label %36

33:                                               ; preds = %22
  %34 = load i32, ptr %4, align 4
  %35 = sub nsw i32 %34, 1
  store i32 %35, ptr %10, align 4
  br label %46

36:                                               ; preds = %22
  %37 = load i64, ptr %9, align 8
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, 1
  %40 = call i64 @jdn(i32 noundef %39, i32 noundef 1, i32 noundef 1)
  %41 = icmp sge i64 %37, %40
  br i1 %41, label %42, label %45

42:                                               ; preds = %36
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  br label %45

45:                                               ; preds = %42, %36
  br label %46

46:                                               ; preds = %45, %33
  %47 = load i64, ptr %9, align 8
  %48 = load i32, ptr %10, align 4
  %49 = call i64 @jdn(i32 noundef %48, i32 noundef 1, i32 noundef 1)
  %50 = sub nsw i64 %47, %49
  %51 = sdiv i64 %50, 7
  %52 = add nsw i64 %51, 1
  %53 = trunc i64 %52 to i32
  ret i32 %53
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @easter(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %19 = load i32, ptr %4, align 4
  %20 = srem i32 %19, 19
  store i32 %20, ptr %7, align 4
  %21 = load i32, ptr %4, align 4
  %22 = sdiv i32 %21, 100
  store i32 %22, ptr %8, align 4
  %23 = load i32, ptr %4, align 4
  %24 = srem i32 %23, 100
  store i32 %24, ptr %9, align 4
  %25 = load i32, ptr %8, align 4
  %26 = sdiv i32 %25, 4
  store i32 %26, ptr %10, align 4
  %27 = load i32, ptr %8, align 4
  %28 = srem i32 %27, 4
  store i32 %28, ptr %11, align 4
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 8
  %31 = sdiv i32 %30, 25
  store i32 %31, ptr %12, align 4
  %32 = load i32, ptr %8, align 4
  %33 = load i32, ptr %12, align 4
  %34 = sub nsw i32 %32, %33
  %35 = add nsw i32 %34, 1
  %36 = sdiv i32 %35, 3
  store i32 %36, ptr %13, align 4
  %37 = load i32, ptr %7, align 4
  %38 = mul nsw i32 19, %37
  %39 = load i32, ptr %8, align 4
  %40 = add nsw i32 %38, %39
  %41 = load i32, ptr %10, align 4
  %42 = sub nsw i32 %40, %41
  %43 = load i32, ptr %13, align 4
  %44 = sub nsw i32 %42, %43
  %45 = add nsw i32 %44, 15
  %46 = srem i32 %45, 30
  store i32 %46, ptr %14, align 4
  %47 = load i32, ptr %9, align 4
  %48 = sdiv i32 %47, 4
  store i32 %48, ptr %15, align 4
  %49 = load i32, ptr %9, align 4
  %50 = srem i32 %49, 4
  store i32 %50, ptr %16, align 4
  %51 = load i32, ptr %11, align 4
  %52 = mul nsw i32 2, %51
  %53 = add nsw i32 32, %52
  %54 = load i32, ptr %15, align 4
  %55 = mul nsw i32 2, %54
  %56 = add nsw i32 %53, %55
  %57 = load i32, ptr %14, align 4
  %58 = sub nsw i32 %56, %57
  %59 = load i32, ptr %16, align 4
  %60 = sub nsw i32 %58, %59
  %61 = srem i32 %60, 7
  store i32 %61, ptr %17, align 4
  %62 = load i32, ptr %7, align 4
  %63 = load i32, ptr %14, align 4
  %64 = mul nsw i32 11, %63
  %65 = add nsw i32 %62, %64
  %66 = load i32, ptr %17, align 4
  %67 = mul nsw i32 22, %66
  %68 = add nsw i32 %65, %67
  %69 = sdiv i32 %68, 451
  store i32 %69, ptr %18, align 4
  %70 = load i32, ptr %14, align 4
  %71 = load i32, ptr %17, align 4
  %72 = add nsw i32 %70, %71
  %73 = load i32, ptr %18, align 4
  %74 = mul nsw i32 7, %73
  %75 = sub nsw i32 %72, %74
  %76 = add nsw i32 %75, 114
  %77 = sdiv i32 %76, 31
  %78 = load ptr, ptr %5, align 8
  store i32 %77, ptr %78, align 4
  %79 = load i32, ptr %14, align 4
  %80 = load i32, ptr %17, align 4
  %81 = add nsw i32 %79, %80
  %82 = load i32, ptr %18, align 4
  %83 = mul nsw i32 7, %82
  %84 = sub nsw i32 %81, %83
  %85 = add nsw i32 %84, 114
  %86 = srem i32 %85, 31
  %87 = add nsw i32 %86, 1
  %88 = load ptr, ptr %6, align 8
  store i32 %87, ptr %88, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @leap(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 4
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = srem i32 %7, 100
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %14, label %10

10:                                               ; preds = %6, %1
  %11 = load i32, ptr %2, align 4
  %12 = srem i32 %11, 400
  %13 = icmp eq i32 %12, 0
  br label %14

14:                                               ; preds = %10, %6
  %15 = phi i1 [ true, %6 ], [ %13, %10 ]
  %16 = zext i1 %15 to i32
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dim(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 2
  br i1 %6, label %7, label %12

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  %9 = call i32 @leap(i32 noundef %8)
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %7
  br label %18

12:                                               ; preds = %7, %2
  %13 = load i32, ptr %4, align 4
  %14 = sub nsw i32 %13, 1
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [12 x i32], ptr @dim.d, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  br label %18

18:                                               ; preds = %12, %11
  %19 = phi i32 [ 29, %11 ], [ %17, %12 ]
  ret i32 %19
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
