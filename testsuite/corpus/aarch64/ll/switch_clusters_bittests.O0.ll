; ModuleID = 'programs/switch_clusters_bittests.c'
source_filename = "programs/switch_clusters_bittests.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"vowel %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"three_way %lu\0A\00", align 1
@__const.main.probe = private unnamed_addr constant [7 x i32] [i32 999999, i32 1000000, i32 1000001, i32 2000000, i32 1999999, i32 -2147483648, i32 2147483647], align 4
@.str.2 = private unnamed_addr constant [12 x i8] c"ranges %lu\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"mixed %lu\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"small %lu\0A\00", align 1
@__const.main.w = private unnamed_addr constant [10 x i128] [i128 0, i128 -1, i128 1, i128 18446744073709551616, i128 18446744073709551617, i128 1267650600228229401496703205383, i128 12345, i128 -1237940039285380274899124224, i128 1237940039285380274899124224, i128 -2], align 16
@.str.5 = private unnamed_addr constant [10 x i8] c"wide %lu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [7 x i32], align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca [6 x i64], align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [10 x i128], align 16
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 -10, ptr %3, align 4
  br label %15

15:                                               ; preds = %25, %0
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, 300
  br i1 %17, label %18, label %28

18:                                               ; preds = %15
  %19 = load i64, ptr %2, align 8
  %20 = mul i64 %19, 31
  %21 = load i32, ptr %3, align 4
  %22 = call i32 @vowel(i32 noundef %21)
  %23 = sext i32 %22 to i64
  %24 = add i64 %20, %23
  store i64 %24, ptr %2, align 8
  br label %25

25:                                               ; preds = %18
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %15, !llvm.loop !6

28:                                               ; preds = %15
  %29 = load i64, ptr %2, align 8
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %29)
  store i64 0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  br label %31

31:                                               ; preds = %41, %28
  %32 = load i32, ptr %4, align 4
  %33 = icmp ult i32 %32, 200
  br i1 %33, label %34, label %44

34:                                               ; preds = %31
  %35 = load i64, ptr %2, align 8
  %36 = mul i64 %35, 7
  %37 = load i32, ptr %4, align 4
  %38 = call i32 @three_way(i32 noundef %37)
  %39 = sext i32 %38 to i64
  %40 = add i64 %36, %39
  store i64 %40, ptr %2, align 8
  br label %41

41:                                               ; preds = %34
  %42 = load i32, ptr %4, align 4
  %43 = add i32 %42, 1
  store i32 %43, ptr %4, align 4
  br label %31, !llvm.loop !8

44:                                               ; preds = %31
  %45 = load i64, ptr %2, align 8
  %46 = mul i64 %45, 7
  %47 = call i32 @three_way(i32 noundef -1)
  %48 = sext i32 %47 to i64
  %49 = add i64 %46, %48
  store i64 %49, ptr %2, align 8
  %50 = load i64, ptr %2, align 8
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %50)
  store i64 0, ptr %2, align 8
  store i32 -1100, ptr %5, align 4
  br label %52

52:                                               ; preds = %62, %44
  %53 = load i32, ptr %5, align 4
  %54 = icmp slt i32 %53, 1200
  br i1 %54, label %55, label %65

55:                                               ; preds = %52
  %56 = load i64, ptr %2, align 8
  %57 = mul i64 %56, 13
  %58 = load i32, ptr %5, align 4
  %59 = call i32 @ranges(i32 noundef %58)
  %60 = sext i32 %59 to i64
  %61 = add i64 %57, %60
  store i64 %61, ptr %2, align 8
  br label %62

62:                                               ; preds = %55
  %63 = load i32, ptr %5, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %5, align 4
  br label %52, !llvm.loop !9

65:                                               ; preds = %52
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.probe, i64 28, i1 false)
  store i32 0, ptr %7, align 4
  br label %66

66:                                               ; preds = %79, %65
  %67 = load i32, ptr %7, align 4
  %68 = icmp ult i32 %67, 7
  br i1 %68, label %69, label %82

69:                                               ; preds = %66
  %70 = load i64, ptr %2, align 8
  %71 = mul i64 %70, 13
  %72 = load i32, ptr %7, align 4
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [7 x i32], ptr %6, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4
  %76 = call i32 @ranges(i32 noundef %75)
  %77 = sext i32 %76 to i64
  %78 = add i64 %71, %77
  store i64 %78, ptr %2, align 8
  br label %79

79:                                               ; preds = %69
  %80 = load i32, ptr %7, align 4
  %81 = add i32 %80, 1
  store i32 %81, ptr %7, align 4
  br label %66, !llvm.loop !10

82:                                               ; preds = %66
  %83 = load i64, ptr %2, align 8
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %83)
  store i64 0, ptr %2, align 8
  store i64 -10, ptr %8, align 8
  br label %85

85:                                               ; preds = %95, %82
  %86 = load i64, ptr %8, align 8
  %87 = icmp slt i64 %86, 1100
  br i1 %87, label %88, label %98

88:                                               ; preds = %85
  %89 = load i64, ptr %2, align 8
  %90 = mul i64 %89, 17
  %91 = load i64, ptr %8, align 8
  %92 = call i32 @mixed(i64 noundef %91)
  %93 = sext i32 %92 to i64
  %94 = add i64 %90, %93
  store i64 %94, ptr %2, align 8
  br label %95

95:                                               ; preds = %88
  %96 = load i64, ptr %8, align 8
  %97 = add nsw i64 %96, 1
  store i64 %97, ptr %8, align 8
  br label %85, !llvm.loop !11

98:                                               ; preds = %85
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 48, i1 false)
  %99 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 0
  store i64 -7000000000, ptr %99, align 8
  %100 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 1
  store i64 -7000000001, ptr %100, align 8
  %101 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 2
  store i64 123456789012, ptr %101, align 8
  %102 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 3
  store i64 123456789011, ptr %102, align 8
  %103 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 4
  store i64 9223372036854775807, ptr %103, align 8
  %104 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 5
  store i64 -9223372036854775808, ptr %104, align 8
  store i32 0, ptr %10, align 4
  br label %105

105:                                              ; preds = %118, %98
  %106 = load i32, ptr %10, align 4
  %107 = icmp ult i32 %106, 6
  br i1 %107, label %108, label %121

108:                                              ; preds = %105
  %109 = load i64, ptr %2, align 8
  %110 = mul i64 %109, 17
  %111 = load i32, ptr %10, align 4
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [6 x i64], ptr %9, i64 0, i64 %112
  %114 = load i64, ptr %113, align 8
  %115 = call i32 @mixed(i64 noundef %114)
  %116 = sext i32 %115 to i64
  %117 = add i64 %110, %116
  store i64 %117, ptr %2, align 8
  br label %118

118:                                              ; preds = %108
  %119 = load i32, ptr %10, align 4
  %120 = add i32 %119, 1
  store i32 %120, ptr %10, align 4
  br label %105, !llvm.loop !12

121:                                              ; preds = %105
  %122 = load i64, ptr %2, align 8
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %122)
  store i64 0, ptr %2, align 8
  store i32 -128, ptr %11, align 4
  br label %124

124:                                              ; preds = %145, %121
  %125 = load i32, ptr %11, align 4
  %126 = icmp slt i32 %125, 128
  br i1 %126, label %127, label %148

127:                                              ; preds = %124
  store i32 0, ptr %12, align 4
  br label %128

128:                                              ; preds = %141, %127
  %129 = load i32, ptr %12, align 4
  %130 = icmp ult i32 %129, 65536
  br i1 %130, label %131, label %144

131:                                              ; preds = %128
  %132 = load i64, ptr %2, align 8
  %133 = mul i64 %132, 3
  %134 = load i32, ptr %11, align 4
  %135 = trunc i32 %134 to i8
  %136 = load i32, ptr %12, align 4
  %137 = trunc i32 %136 to i16
  %138 = call i32 @small_types(i8 noundef %135, i16 noundef %137)
  %139 = sext i32 %138 to i64
  %140 = add i64 %133, %139
  store i64 %140, ptr %2, align 8
  br label %141

141:                                              ; preds = %131
  %142 = load i32, ptr %12, align 4
  %143 = add i32 %142, 97
  store i32 %143, ptr %12, align 4
  br label %128, !llvm.loop !13

144:                                              ; preds = %128
  br label %145

145:                                              ; preds = %144
  %146 = load i32, ptr %11, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %11, align 4
  br label %124, !llvm.loop !14

148:                                              ; preds = %124
  %149 = load i64, ptr %2, align 8
  %150 = mul i64 %149, 3
  %151 = call i32 @small_types(i8 noundef 0, i16 noundef -1)
  %152 = sext i32 %151 to i64
  %153 = add i64 %150, %152
  %154 = call i32 @small_types(i8 noundef 0, i16 noundef 1005)
  %155 = sext i32 %154 to i64
  %156 = add i64 %153, %155
  %157 = call i32 @small_types(i8 noundef 0, i16 noundef 305)
  %158 = sext i32 %157 to i64
  %159 = add i64 %156, %158
  store i64 %159, ptr %2, align 8
  %160 = load i64, ptr %2, align 8
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %160)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.main.w, i64 160, i1 false)
  store i64 0, ptr %2, align 8
  store i32 0, ptr %14, align 4
  br label %162

162:                                              ; preds = %175, %148
  %163 = load i32, ptr %14, align 4
  %164 = icmp ult i32 %163, 10
  br i1 %164, label %165, label %178

165:                                              ; preds = %162
  %166 = load i64, ptr %2, align 8
  %167 = mul i64 %166, 10
  %168 = load i32, ptr %14, align 4
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds [10 x i128], ptr %13, i64 0, i64 %169
  %171 = load i128, ptr %170, align 16
  %172 = call i32 @wide(i128 noundef %171)
  %173 = sext i32 %172 to i64
  %174 = add i64 %167, %173
  store i64 %174, ptr %2, align 8
  br label %175

175:                                              ; preds = %165
  %176 = load i32, ptr %14, align 4
  %177 = add i32 %176, 1
  store i32 %177, ptr %14, align 4
  br label %162, !llvm.loop !15

178:                                              ; preds = %162
  %179 = load i64, ptr %2, align 8
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %179)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vowel(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %6 [
    i32 97, label %5
    i32 101, label %5
    i32 105, label %5
    i32 111, label %5
    i32 117, label %5
    i32 65, label %5
    i32 69, label %5
    i32 73, label %5
    i32 79, label %5
    i32 85, label %5
  ]

5:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i32 1, ptr %2, align 4
  br label %7

6:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %6, %5
  %8 = load i32, ptr %2, align 4
  ret i32 %8
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @three_way(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %8 [
    i32 0, label %5
    i32 3, label %5
    i32 6, label %5
    i32 9, label %5
    i32 12, label %5
    i32 40, label %5
    i32 1, label %6
    i32 4, label %6
    i32 7, label %6
    i32 10, label %6
    i32 50, label %6
    i32 2, label %7
    i32 5, label %7
    i32 8, label %7
    i32 11, label %7
    i32 63, label %7
  ]

5:                                                ; preds = %1, %1, %1, %1, %1, %1
  store i32 1, ptr %2, align 4
  br label %9

6:                                                ; preds = %1, %1, %1, %1, %1
  store i32 2, ptr %2, align 4
  br label %9

7:                                                ; preds = %1, %1, %1, %1, %1
  store i32 3, ptr %2, align 4
  br label %9

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %8, %7, %6, %5
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ranges(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %16 [
    i32 -5, label %9
    i32 -4, label %9
    i32 -3, label %9
    i32 -2, label %9
    i32 -1, label %9
    i32 0, label %9
    i32 1, label %9
    i32 2, label %9
    i32 3, label %9
    i32 4, label %9
    i32 5, label %9
    i32 6, label %10
    i32 2000000, label %19
  ]

5:                                                ; preds = %6
  store i32 1, ptr %2, align 4
  br label %21

6:                                                ; preds = %12
  %7 = sub i32 %4, -1000
  %8 = icmp ule i32 %7, 100
  br i1 %8, label %5, label %20

9:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i32 2, ptr %2, align 4
  br label %21

10:                                               ; preds = %1
  store i32 3, ptr %2, align 4
  br label %21

11:                                               ; preds = %12
  store i32 4, ptr %2, align 4
  br label %21

12:                                               ; preds = %16
  %13 = sub i32 %4, 7
  %14 = icmp ule i32 %13, 93
  br i1 %14, label %11, label %6

15:                                               ; preds = %16
  store i32 5, ptr %2, align 4
  br label %21

16:                                               ; preds = %1
  %17 = sub i32 %4, 1000
  %18 = icmp ule i32 %17, 999000
  br i1 %18, label %15, label %12

19:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %21

20:                                               ; preds = %6
  store i32 0, ptr %2, align 4
  br label %21

21:                                               ; preds = %20, %19, %15, %11, %10, %9, %5
  %22 = load i32, ptr %2, align 4
  ret i32 %22
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mixed(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  switch i64 %4, label %24 [
    i64 -7000000000, label %5
    i64 -3, label %6
    i64 10, label %7
    i64 11, label %8
    i64 12, label %9
    i64 13, label %10
    i64 14, label %11
    i64 16, label %12
    i64 17, label %13
    i64 19, label %14
    i64 500, label %15
    i64 1000, label %16
    i64 1001, label %17
    i64 1003, label %18
    i64 1004, label %19
    i64 1005, label %20
    i64 1007, label %21
    i64 123456789012, label %22
    i64 9223372036854775807, label %23
  ]

5:                                                ; preds = %1
  store i32 11, ptr %2, align 4
  br label %25

6:                                                ; preds = %1
  store i32 12, ptr %2, align 4
  br label %25

7:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %25

8:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %25

9:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %25

10:                                               ; preds = %1
  store i32 4, ptr %2, align 4
  br label %25

11:                                               ; preds = %1
  store i32 5, ptr %2, align 4
  br label %25

12:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %25

13:                                               ; preds = %1
  store i32 7, ptr %2, align 4
  br label %25

14:                                               ; preds = %1
  store i32 8, ptr %2, align 4
  br label %25

15:                                               ; preds = %1
  store i32 13, ptr %2, align 4
  br label %25

16:                                               ; preds = %1
  store i32 21, ptr %2, align 4
  br label %25

17:                                               ; preds = %1
  store i32 22, ptr %2, align 4
  br label %25

18:                                               ; preds = %1
  store i32 23, ptr %2, align 4
  br label %25

19:                                               ; preds = %1
  store i32 24, ptr %2, align 4
  br label %25

20:                                               ; preds = %1
  store i32 25, ptr %2, align 4
  br label %25

21:                                               ; preds = %1
  store i32 26, ptr %2, align 4
  br label %25

22:                                               ; preds = %1
  store i32 31, ptr %2, align 4
  br label %25

23:                                               ; preds = %1
  store i32 32, ptr %2, align 4
  br label %25

24:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %25

25:                                               ; preds = %24, %23, %22, %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %26 = load i32, ptr %2, align 4
  ret i32 %26
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @small_types(i8 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  %5 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i16 %1, ptr %4, align 2
  store i32 0, ptr %5, align 4
  %6 = load i8, ptr %3, align 1
  %7 = sext i8 %6 to i32
  switch i32 %7, label %13 [
    i32 -128, label %8
    i32 -1, label %9
    i32 0, label %10
    i32 1, label %10
    i32 2, label %10
    i32 3, label %10
    i32 4, label %10
    i32 5, label %10
    i32 6, label %10
    i32 7, label %10
    i32 8, label %10
    i32 9, label %10
    i32 127, label %11
    i32 40, label %12
    i32 42, label %12
    i32 44, label %12
    i32 46, label %12
  ]

8:                                                ; preds = %2
  store i32 1, ptr %5, align 4
  br label %13

9:                                                ; preds = %2
  store i32 2, ptr %5, align 4
  br label %13

10:                                               ; preds = %2, %2, %2, %2, %2, %2, %2, %2, %2, %2
  store i32 3, ptr %5, align 4
  br label %13

11:                                               ; preds = %2
  store i32 4, ptr %5, align 4
  br label %13

12:                                               ; preds = %2, %2, %2, %2
  store i32 5, ptr %5, align 4
  br label %13

13:                                               ; preds = %2, %12, %11, %10, %9, %8
  %14 = load i16, ptr %4, align 2
  %15 = zext i16 %14 to i32
  switch i32 %15, label %28 [
    i32 0, label %16
    i32 65535, label %19
    i32 1000, label %22
    i32 1001, label %22
    i32 1002, label %22
    i32 1003, label %22
    i32 1004, label %22
    i32 1005, label %22
    i32 1006, label %22
    i32 1007, label %22
    i32 1008, label %22
    i32 1009, label %22
    i32 1010, label %22
    i32 300, label %25
    i32 301, label %25
    i32 302, label %25
    i32 303, label %25
    i32 305, label %25
  ]

16:                                               ; preds = %13
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 10
  store i32 %18, ptr %5, align 4
  br label %28

19:                                               ; preds = %13
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 20
  store i32 %21, ptr %5, align 4
  br label %28

22:                                               ; preds = %13, %13, %13, %13, %13, %13, %13, %13, %13, %13, %13
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 30
  store i32 %24, ptr %5, align 4
  br label %28

25:                                               ; preds = %13, %13, %13, %13, %13
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 40
  store i32 %27, ptr %5, align 4
  br label %28

28:                                               ; preds = %13, %25, %22, %19, %16
  %29 = load i32, ptr %5, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @wide(i128 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  %4 = load i128, ptr %3, align 16
  switch i128 %4, label %11 [
    i128 0, label %5
    i128 -1, label %6
    i128 18446744073709551616, label %7
    i128 1267650600228229401496703205383, label %8
    i128 12345, label %9
    i128 -1237940039285380274899124224, label %10
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
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9, %8, %7, %6, %5
  %13 = load i32, ptr %2, align 4
  ret i32 %13
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
