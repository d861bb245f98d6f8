; ModuleID = 'programs/switch_dense_sparse.c'
source_filename = "programs/switch_dense_sparse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"dense total=%ld\0A\00", align 1
@__const.main.sv = private unnamed_addr constant [15 x i64] [i64 -1000000000000, i64 -65536, i64 -7, i64 0, i64 13, i64 999, i64 4096, i64 65537, i64 1000003, i64 2147483647, i64 4294967296, i64 9223372036854775807, i64 5, i64 -8, i64 1000004], align 8
@.str.1 = private unnamed_addr constant [16 x i8] c"sparse(%ld)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"fall(%d)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"Hi there, 42 items! e\90\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"unsigned: %u %u %u %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"duff(%d)=%d \00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"i8: %d %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"total=%ld\0A\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"vowel\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"digit\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"space\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"upper\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"punct\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"high\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca [15 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [37 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 -2, ptr %3, align 4
  br label %15

15:                                               ; preds = %27, %0
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, 26
  br i1 %17, label %18, label %30

18:                                               ; preds = %15
  %19 = load i32, ptr %3, align 4
  %20 = call i32 @dense(i32 noundef %19)
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, 3
  %23 = mul nsw i32 %20, %22
  %24 = sext i32 %23 to i64
  %25 = load i64, ptr %2, align 8
  %26 = add nsw i64 %25, %24
  store i64 %26, ptr %2, align 8
  br label %27

27:                                               ; preds = %18
  %28 = load i32, ptr %3, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %3, align 4
  br label %15, !llvm.loop !6

30:                                               ; preds = %15
  %31 = load i64, ptr %2, align 8
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %31)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.sv, i64 120, i1 false)
  store i32 0, ptr %5, align 4
  br label %33

33:                                               ; preds = %47, %30
  %34 = load i32, ptr %5, align 4
  %35 = icmp slt i32 %34, 15
  br i1 %35, label %36, label %50

36:                                               ; preds = %33
  %37 = load i32, ptr %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [15 x i64], ptr %4, i64 0, i64 %38
  %40 = load i64, ptr %39, align 8
  %41 = load i32, ptr %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [15 x i64], ptr %4, i64 0, i64 %42
  %44 = load i64, ptr %43, align 8
  %45 = call i32 @sparse(i64 noundef %44)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %40, i32 noundef %45)
  br label %47

47:                                               ; preds = %36
  %48 = load i32, ptr %5, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %5, align 4
  br label %33, !llvm.loop !8

50:                                               ; preds = %33
  store i32 0, ptr %6, align 4
  br label %51

51:                                               ; preds = %59, %50
  %52 = load i32, ptr %6, align 4
  %53 = icmp slt i32 %52, 8
  br i1 %53, label %54, label %62

54:                                               ; preds = %51
  %55 = load i32, ptr %6, align 4
  %56 = load i32, ptr %6, align 4
  %57 = call i32 @fallthrough(i32 noundef %56)
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %55, i32 noundef %57)
  br label %59

59:                                               ; preds = %54
  %60 = load i32, ptr %6, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %6, align 4
  br label %51, !llvm.loop !9

62:                                               ; preds = %51
  store ptr @.str.3, ptr %7, align 8
  %63 = load ptr, ptr %7, align 8
  store ptr %63, ptr %8, align 8
  br label %64

64:                                               ; preds = %73, %62
  %65 = load ptr, ptr %8, align 8
  %66 = load i8, ptr %65, align 1
  %67 = icmp ne i8 %66, 0
  br i1 %67, label %68, label %76

68:                                               ; preds = %64
  %69 = load ptr, ptr %8, align 8
  %70 = load i8, ptr %69, align 1
  %71 = call ptr @on_char(i8 noundef %70)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %71)
  br label %73

73:                                               ; preds = %68
  %74 = load ptr, ptr %8, align 8
  %75 = getelementptr inbounds i8, ptr %74, i32 1
  store ptr %75, ptr %8, align 8
  br label %64, !llvm.loop !10

76:                                               ; preds = %64
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %78 = call i32 @on_unsigned(i32 noundef -1)
  %79 = call i32 @on_unsigned(i32 noundef -2147483648)
  %80 = call i32 @on_unsigned(i32 noundef 3)
  %81 = call i32 @on_unsigned(i32 noundef 100)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %78, i32 noundef %79, i32 noundef %80, i32 noundef %81)
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %83

83:                                               ; preds = %93, %76
  %84 = load i32, ptr %11, align 4
  %85 = icmp slt i32 %84, 37
  br i1 %85, label %86, label %96

86:                                               ; preds = %83
  %87 = load i32, ptr %11, align 4
  %88 = load i32, ptr %11, align 4
  %89 = mul nsw i32 %87, %88
  %90 = load i32, ptr %11, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [37 x i32], ptr %9, i64 0, i64 %91
  store i32 %89, ptr %92, align 4
  br label %93

93:                                               ; preds = %86
  %94 = load i32, ptr %11, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %11, align 4
  br label %83, !llvm.loop !11

96:                                               ; preds = %83
  store i32 0, ptr %12, align 4
  br label %97

97:                                               ; preds = %106, %96
  %98 = load i32, ptr %12, align 4
  %99 = icmp sle i32 %98, 37
  br i1 %99, label %100, label %109

100:                                              ; preds = %97
  %101 = load i32, ptr %12, align 4
  %102 = getelementptr inbounds [37 x i32], ptr %9, i64 0, i64 0
  %103 = load i32, ptr %12, align 4
  %104 = call i32 @duff(ptr noundef %10, ptr noundef %102, i32 noundef %103)
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %101, i32 noundef %104)
  br label %106

106:                                              ; preds = %100
  %107 = load i32, ptr %12, align 4
  %108 = add nsw i32 %107, 5
  store i32 %108, ptr %12, align 4
  br label %97, !llvm.loop !12

109:                                              ; preds = %97
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  store i32 0, ptr %13, align 4
  br label %111

111:                                              ; preds = %132, %109
  %112 = load i32, ptr %13, align 4
  %113 = icmp slt i32 %112, 4
  br i1 %113, label %114, label %135

114:                                              ; preds = %111
  store i32 0, ptr %14, align 4
  br label %115

115:                                              ; preds = %128, %114
  %116 = load i32, ptr %14, align 4
  %117 = icmp slt i32 %116, 6
  br i1 %117, label %118, label %131

118:                                              ; preds = %115
  %119 = load i32, ptr %13, align 4
  %120 = load i32, ptr %14, align 4
  %121 = call i32 @nested(i32 noundef %119, i32 noundef %120)
  %122 = load i32, ptr %14, align 4
  %123 = add nsw i32 %122, 1
  %124 = mul nsw i32 %121, %123
  %125 = sext i32 %124 to i64
  %126 = load i64, ptr %2, align 8
  %127 = add nsw i64 %126, %125
  store i64 %127, ptr %2, align 8
  br label %128

128:                                              ; preds = %118
  %129 = load i32, ptr %14, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %14, align 4
  br label %115, !llvm.loop !13

131:                                              ; preds = %115
  br label %132

132:                                              ; preds = %131
  %133 = load i32, ptr %13, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %13, align 4
  br label %111, !llvm.loop !14

135:                                              ; preds = %111
  %136 = call i32 @small_switch_i8(i8 noundef -128)
  %137 = call i32 @small_switch_i8(i8 noundef -1)
  %138 = call i32 @small_switch_i8(i8 noundef 127)
  %139 = call i32 @small_switch_i8(i8 noundef 0)
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %136, i32 noundef %137, i32 noundef %138, i32 noundef %139)
  %141 = load i64, ptr %2, align 8
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %141)
  %143 = load i64, ptr %2, align 8
  %144 = srem i64 %143, 256
  %145 = trunc i64 %144 to i32
  ret i32 %145
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dense(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %29 [
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
    i32 11, label %16
    i32 12, label %17
    i32 13, label %18
    i32 14, label %19
    i32 15, label %20
    i32 16, label %21
    i32 17, label %22
    i32 18, label %23
    i32 19, label %24
    i32 20, label %25
    i32 21, label %26
    i32 22, label %27
    i32 23, label %28
  ]

5:                                                ; preds = %1
  store i32 11, ptr %2, align 4
  br label %30

6:                                                ; preds = %1
  store i32 22, ptr %2, align 4
  br label %30

7:                                                ; preds = %1
  store i32 35, ptr %2, align 4
  br label %30

8:                                                ; preds = %1
  store i32 47, ptr %2, align 4
  br label %30

9:                                                ; preds = %1
  store i32 51, ptr %2, align 4
  br label %30

10:                                               ; preds = %1
  store i32 68, ptr %2, align 4
  br label %30

11:                                               ; preds = %1
  store i32 72, ptr %2, align 4
  br label %30

12:                                               ; preds = %1
  store i32 89, ptr %2, align 4
  br label %30

13:                                               ; preds = %1
  store i32 93, ptr %2, align 4
  br label %30

14:                                               ; preds = %1
  store i32 101, ptr %2, align 4
  br label %30

15:                                               ; preds = %1
  store i32 117, ptr %2, align 4
  br label %30

16:                                               ; preds = %1
  store i32 120, ptr %2, align 4
  br label %30

17:                                               ; preds = %1
  store i32 131, ptr %2, align 4
  br label %30

18:                                               ; preds = %1
  store i32 149, ptr %2, align 4
  br label %30

19:                                               ; preds = %1
  store i32 150, ptr %2, align 4
  br label %30

20:                                               ; preds = %1
  store i32 166, ptr %2, align 4
  br label %30

21:                                               ; preds = %1
  store i32 171, ptr %2, align 4
  br label %30

22:                                               ; preds = %1
  store i32 188, ptr %2, align 4
  br label %30

23:                                               ; preds = %1
  store i32 190, ptr %2, align 4
  br label %30

24:                                               ; preds = %1
  store i32 203, ptr %2, align 4
  br label %30

25:                                               ; preds = %1
  store i32 219, ptr %2, align 4
  br label %30

26:                                               ; preds = %1
  store i32 227, ptr %2, align 4
  br label %30

27:                                               ; preds = %1
  store i32 231, ptr %2, align 4
  br label %30

28:                                               ; preds = %1
  store i32 245, ptr %2, align 4
  br label %30

29:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %30

30:                                               ; preds = %29, %28, %27, %26, %25, %24, %23, %22, %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %31 = load i32, ptr %2, align 4
  ret i32 %31
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  switch i64 %4, label %17 [
    i64 -1000000000000, label %5
    i64 -65536, label %6
    i64 -7, label %7
    i64 0, label %8
    i64 13, label %9
    i64 999, label %10
    i64 4096, label %11
    i64 65537, label %12
    i64 1000003, label %13
    i64 2147483647, label %14
    i64 4294967296, label %15
    i64 9223372036854775807, label %16
  ]

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %18

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %18

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %18

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %18

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %18

10:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %18

11:                                               ; preds = %1
  store i32 7, ptr %2, align 4
  br label %18

12:                                               ; preds = %1
  store i32 8, ptr %2, align 4
  br label %18

13:                                               ; preds = %1
  store i32 9, ptr %2, align 4
  br label %18

14:                                               ; preds = %1
  store i32 10, ptr %2, align 4
  br label %18

15:                                               ; preds = %1
  store i32 11, ptr %2, align 4
  br label %18

16:                                               ; preds = %1
  store i32 12, ptr %2, align 4
  br label %18

17:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %18

18:                                               ; preds = %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %19 = load i32, ptr %2, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fallthrough(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  switch i32 %4, label %20 [
    i32 0, label %5
    i32 1, label %8
    i32 2, label %11
    i32 3, label %14
    i32 4, label %17
    i32 5, label %17
  ]

5:                                                ; preds = %1
  %6 = load i32, ptr %3, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %3, align 4
  br label %8

8:                                                ; preds = %1, %5
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %9, 10
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %1, %8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 100
  store i32 %13, ptr %3, align 4
  br label %23

14:                                               ; preds = %1
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1000
  store i32 %16, ptr %3, align 4
  br label %17

17:                                               ; preds = %1, %1, %14
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 10000
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %1, %17
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, 100000
  store i32 %22, ptr %3, align 4
  br label %23

23:                                               ; preds = %20, %11
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @on_char(i8 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = zext i8 %4 to i32
  switch i32 %5, label %12 [
    i32 97, label %6
    i32 101, label %6
    i32 105, label %6
    i32 111, label %6
    i32 117, label %6
    i32 48, label %7
    i32 49, label %7
    i32 50, label %7
    i32 51, label %7
    i32 52, label %7
    i32 53, label %7
    i32 54, label %7
    i32 55, label %7
    i32 56, label %7
    i32 57, label %7
    i32 32, label %8
    i32 9, label %8
    i32 10, label %8
    i32 65, label %9
    i32 66, label %9
    i32 67, label %9
    i32 68, label %9
    i32 69, label %9
    i32 70, label %9
    i32 71, label %9
    i32 72, label %9
    i32 73, label %9
    i32 74, label %9
    i32 75, label %9
    i32 76, label %9
    i32 77, label %9
    i32 78, label %9
    i32 79, label %9
    i32 80, label %9
    i32 81, label %9
    i32 82, label %9
    i32 83, label %9
    i32 84, label %9
    i32 85, label %9
    i32 86, label %9
    i32 87, label %9
    i32 88, label %9
    i32 89, label %9
    i32 90, label %9
    i32 33, label %10
    i32 63, label %10
    i32 46, label %10
  ]

6:                                                ; preds = %1, %1, %1, %1, %1
  store ptr @.str.10, ptr %2, align 8
  br label %16

7:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store ptr @.str.11, ptr %2, align 8
  br label %16

8:                                                ; preds = %1, %1, %1
  store ptr @.str.12, ptr %2, align 8
  br label %16

9:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store ptr @.str.13, ptr %2, align 8
  br label %16

10:                                               ; preds = %1, %1, %1
  store ptr @.str.14, ptr %2, align 8
  br label %16

11:                                               ; preds = %12
  store ptr @.str.15, ptr %2, align 8
  br label %16

12:                                               ; preds = %1
  %13 = sub i32 %5, 128
  %14 = icmp ule i32 %13, 127
  br i1 %14, label %11, label %15

15:                                               ; preds = %12
  store ptr @.str.16, ptr %2, align 8
  br label %16

16:                                               ; preds = %15, %11, %10, %9, %8, %7, %6
  %17 = load ptr, ptr %2, align 8
  ret ptr %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @on_unsigned(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %11 [
    i32 -1, label %5
    i32 -2147483648, label %6
    i32 1, label %7
    i32 2, label %8
    i32 3, label %9
    i32 4, label %10
  ]

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %12

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %12

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %12

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %12

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %12

10:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %12

11:                                               ; preds = %1
  store i32 7, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9, %8, %7, %6, %5
  %13 = load i32, ptr %2, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @duff(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %10 = load i32, ptr %7, align 4
  %11 = add nsw i32 %10, 7
  %12 = sdiv i32 %11, 8
  store i32 %12, ptr %8, align 4
  store i32 0, ptr %9, align 4
  %13 = load i32, ptr %7, align 4
  %14 = icmp sle i32 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %3
  store i32 0, ptr %4, align 4
  br label %99

16:                                               ; preds = %3
  %17 = load i32, ptr %7, align 4
  %18 = srem i32 %17, 8
  switch i32 %18, label %97 [
    i32 0, label %19
    i32 7, label %29
    i32 6, label %38
    i32 5, label %47
    i32 4, label %56
    i32 3, label %65
    i32 2, label %74
    i32 1, label %83
  ]

19:                                               ; preds = %16
  br label %20

20:                                               ; preds = %92, %19
  %21 = load ptr, ptr %6, align 8
  %22 = getelementptr inbounds i32, ptr %21, i32 1
  store ptr %22, ptr %6, align 8
  %23 = load i32, ptr %21, align 4
  %24 = load ptr, ptr %5, align 8
  store i32 %23, ptr %24, align 4
  %25 = load ptr, ptr %5, align 8
  %26 = load i32, ptr %25, align 4
  %27 = load i32, ptr %9, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr %9, align 4
  br label %29

29:                                               ; preds = %16, %20
  %30 = load ptr, ptr %6, align 8
  %31 = getelementptr inbounds i32, ptr %30, i32 1
  store ptr %31, ptr %6, align 8
  %32 = load i32, ptr %30, align 4
  %33 = load ptr, ptr %5, align 8
  store i32 %32, ptr %33, align 4
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %9, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %9, align 4
  br label %38

38:                                               ; preds = %16, %29
  %39 = load ptr, ptr %6, align 8
  %40 = getelementptr inbounds i32, ptr %39, i32 1
  store ptr %40, ptr %6, align 8
  %41 = load i32, ptr %39, align 4
  %42 = load ptr, ptr %5, align 8
  store i32 %41, ptr %42, align 4
  %43 = load ptr, ptr %5, align 8
  %44 = load i32, ptr %43, align 4
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %9, align 4
  br label %47

47:                                               ; preds = %16, %38
  %48 = load ptr, ptr %6, align 8
  %49 = getelementptr inbounds i32, ptr %48, i32 1
  store ptr %49, ptr %6, align 8
  %50 = load i32, ptr %48, align 4
  %51 = load ptr, ptr %5, align 8
  store i32 %50, ptr %51, align 4
  %52 = load ptr, ptr %5, align 8
  %53 = load i32, ptr %52, align 4
  %54 = load i32, ptr %9, align 4
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr %9, align 4
  br label %56

56:                                               ; preds = %16, %47
  %57 = load ptr, ptr %6, align 8
  %58 = getelementptr inbounds i32, ptr %57, i32 1
  store ptr %58, ptr %6, align 8
  %59 = load i32, ptr %57, align 4
  %60 = load ptr, ptr %5, align 8
  store i32 %59, ptr %60, align 4
  %61 = load ptr, ptr %5, align 8
  %62 = load i32, ptr %61, align 4
  %63 = load i32, ptr %9, align 4
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr %9, align 4
  br label %65

65:                                               ; preds = %16, %56
  %66 = load ptr, ptr %6, align 8
  %67 = getelementptr inbounds i32, ptr %66, i32 1
  store ptr %67, ptr %6, align 8
  %68 = load i32, ptr %66, align 4
  %69 = load ptr, ptr %5, align 8
  store i32 %68, ptr %69, align 4
  %70 = load ptr, ptr %5, align 8
  %71 = load i32, ptr %70, align 4
  %72 = load i32, ptr %9, align 4
  %73 = add nsw i32 %72, %71
  store i32 %73, ptr %9, align 4
  br label %74

74:                                               ; preds = %16, %65
  %75 = load ptr, ptr %6, align 8
  %76 = getelementptr inbounds i32, ptr %75, i32 1
  store ptr %76, ptr %6, align 8
  %77 = load i32, ptr %75, align 4
  %78 = load ptr, ptr %5, align 8
  store i32 %77, ptr %78, align 4
  %79 = load ptr, ptr %5, align 8
  %80 = load i32, ptr %79, align 4
  %81 = load i32, ptr %9, align 4
  %82 = add nsw i32 %81, %80
  store i32 %82, ptr %9, align 4
  br label %83

83:                                               ; preds = %16, %74
  %84 = load ptr, ptr %6, align 8
  %85 = getelementptr inbounds i32, ptr %84, i32 1
  store ptr %85, ptr %6, align 8
  %86 = load i32, ptr %84, align 4
  %87 = load ptr, ptr %5, align 8
  store i32 %86, ptr %87, align 4
  %88 = load ptr, ptr %5, align 8
  %89 = load i32, ptr %88, align 4
  %90 = load i32, ptr %9, align 4
  %91 = add nsw i32 %90, %89
  store i32 %91, ptr %9, align 4
  br label %92

92:                                               ; preds = %83
  %93 = load i32, ptr %8, align 4
  %94 = add nsw i32 %93, -1
  store i32 %94, ptr %8, align 4
  %95 = icmp sgt i32 %94, 0
  br i1 %95, label %20, label %96, !llvm.loop !15

96:                                               ; preds = %92
  br label %97

97:                                               ; preds = %96, %16
  %98 = load i32, ptr %9, align 4
  store i32 %98, ptr %4, align 4
  br label %99

99:                                               ; preds = %97, %15
  %100 = load i32, ptr %4, align 4
  ret i32 %100
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nested(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  switch i32 %8, label %40 [
    i32 1, label %9
    i32 2, label %15
  ]

9:                                                ; preds = %2
  %10 = load i32, ptr %5, align 4
  switch i32 %10, label %13 [
    i32 1, label %11
    i32 2, label %12
  ]

11:                                               ; preds = %9
  store i32 11, ptr %3, align 4
  br label %43

12:                                               ; preds = %9
  store i32 12, ptr %3, align 4
  br label %43

13:                                               ; preds = %9
  br label %14

14:                                               ; preds = %13
  store i32 10, ptr %3, align 4
  br label %43

15:                                               ; preds = %2
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %35, %15
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %38

20:                                               ; preds = %16
  %21 = load i32, ptr %7, align 4
  %22 = srem i32 %21, 3
  switch i32 %22, label %29 [
    i32 0, label %23
    i32 1, label %26
  ]

23:                                               ; preds = %20
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %35

26:                                               ; preds = %20
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 2
  store i32 %28, ptr %6, align 4
  br label %32

29:                                               ; preds = %20
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 3
  store i32 %31, ptr %6, align 4
  br label %32

32:                                               ; preds = %29, %26
  %33 = load i32, ptr %6, align 4
  %34 = mul nsw i32 %33, 2
  store i32 %34, ptr %6, align 4
  br label %35

35:                                               ; preds = %32, %23
  %36 = load i32, ptr %7, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %7, align 4
  br label %16, !llvm.loop !16

38:                                               ; preds = %16
  %39 = load i32, ptr %6, align 4
  store i32 %39, ptr %3, align 4
  br label %43

40:                                               ; preds = %2
  %41 = load i32, ptr %4, align 4
  %42 = sub nsw i32 0, %41
  store i32 %42, ptr %3, align 4
  br label %43

43:                                               ; preds = %40, %38, %14, %12, %11
  %44 = load i32, ptr %3, align 4
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @small_switch_i8(i8 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %9 [
    i32 -128, label %6
    i32 -1, label %7
    i32 127, label %8
  ]

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %10

7:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %10

8:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %10

9:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7, %6
  %11 = load i32, ptr %2, align 4
  ret i32 %11
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
