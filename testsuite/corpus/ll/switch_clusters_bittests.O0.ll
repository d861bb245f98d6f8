; ModuleID = 'programs/switch_clusters_bittests.c'
source_filename = "programs/switch_clusters_bittests.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"vowel %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"three_way %lu\0A\00", align 1
@__const.main.probe = private unnamed_addr constant [7 x i32] [i32 999999, i32 1000000, i32 1000001, i32 2000000, i32 1999999, i32 -2147483648, i32 2147483647], align 16
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
  %6 = alloca [7 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca [6 x i64], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [10 x i128], align 16
  %14 = alloca i32, align 4
  %15 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 -10, ptr %3, align 4
  br label %16

16:                                               ; preds = %26, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 300
  br i1 %18, label %19, label %29

19:                                               ; preds = %16
  %20 = load i64, ptr %2, align 8
  %21 = mul i64 %20, 31
  %22 = load i32, ptr %3, align 4
  %23 = call i32 @vowel(i32 noundef %22)
  %24 = sext i32 %23 to i64
  %25 = add i64 %21, %24
  store i64 %25, ptr %2, align 8
  br label %26

26:                                               ; preds = %19
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %3, align 4
  br label %16, !llvm.loop !6

29:                                               ; preds = %16
  %30 = load i64, ptr %2, align 8
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %30)
  store i64 0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  br label %32

32:                                               ; preds = %42, %29
  %33 = load i32, ptr %4, align 4
  %34 = icmp ult i32 %33, 200
  br i1 %34, label %35, label %45

35:                                               ; preds = %32
  %36 = load i64, ptr %2, align 8
  %37 = mul i64 %36, 7
  %38 = load i32, ptr %4, align 4
  %39 = call i32 @three_way(i32 noundef %38)
  %40 = sext i32 %39 to i64
  %41 = add i64 %37, %40
  store i64 %41, ptr %2, align 8
  br label %42

42:                                               ; preds = %35
  %43 = load i32, ptr %4, align 4
  %44 = add i32 %43, 1
  store i32 %44, ptr %4, align 4
  br label %32, !llvm.loop !8

45:                                               ; preds = %32
  %46 = load i64, ptr %2, align 8
  %47 = mul i64 %46, 7
  %48 = call i32 @three_way(i32 noundef -1)
  %49 = sext i32 %48 to i64
  %50 = add i64 %47, %49
  store i64 %50, ptr %2, align 8
  %51 = load i64, ptr %2, align 8
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %51)
  store i64 0, ptr %2, align 8
  store i32 -1100, ptr %5, align 4
  br label %53

53:                                               ; preds = %63, %45
  %54 = load i32, ptr %5, align 4
  %55 = icmp slt i32 %54, 1200
  br i1 %55, label %56, label %66

56:                                               ; preds = %53
  %57 = load i64, ptr %2, align 8
  %58 = mul i64 %57, 13
  %59 = load i32, ptr %5, align 4
  %60 = call i32 @ranges(i32 noundef %59)
  %61 = sext i32 %60 to i64
  %62 = add i64 %58, %61
  store i64 %62, ptr %2, align 8
  br label %63

63:                                               ; preds = %56
  %64 = load i32, ptr %5, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %5, align 4
  br label %53, !llvm.loop !9

66:                                               ; preds = %53
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.probe, i64 28, i1 false)
  store i32 0, ptr %7, align 4
  br label %67

67:                                               ; preds = %80, %66
  %68 = load i32, ptr %7, align 4
  %69 = icmp ult i32 %68, 7
  br i1 %69, label %70, label %83

70:                                               ; preds = %67
  %71 = load i64, ptr %2, align 8
  %72 = mul i64 %71, 13
  %73 = load i32, ptr %7, align 4
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [7 x i32], ptr %6, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = call i32 @ranges(i32 noundef %76)
  %78 = sext i32 %77 to i64
  %79 = add i64 %72, %78
  store i64 %79, ptr %2, align 8
  br label %80

80:                                               ; preds = %70
  %81 = load i32, ptr %7, align 4
  %82 = add i32 %81, 1
  store i32 %82, ptr %7, align 4
  br label %67, !llvm.loop !10

83:                                               ; preds = %67
  %84 = load i64, ptr %2, align 8
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %84)
  store i64 0, ptr %2, align 8
  store i64 -10, ptr %8, align 8
  br label %86

86:                                               ; preds = %96, %83
  %87 = load i64, ptr %8, align 8
  %88 = icmp slt i64 %87, 1100
  br i1 %88, label %89, label %99

89:                                               ; preds = %86
  %90 = load i64, ptr %2, align 8
  %91 = mul i64 %90, 17
  %92 = load i64, ptr %8, align 8
  %93 = call i32 @mixed(i64 noundef %92)
  %94 = sext i32 %93 to i64
  %95 = add i64 %91, %94
  store i64 %95, ptr %2, align 8
  br label %96

96:                                               ; preds = %89
  %97 = load i64, ptr %8, align 8
  %98 = add nsw i64 %97, 1
  store i64 %98, ptr %8, align 8
  br label %86, !llvm.loop !11

99:                                               ; preds = %86
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 48, i1 false)
  %100 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 0
  store i64 -7000000000, ptr %100, align 16
  %101 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 1
  store i64 -7000000001, ptr %101, align 8
  %102 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 2
  store i64 123456789012, ptr %102, align 16
  %103 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 3
  store i64 123456789011, ptr %103, align 8
  %104 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 4
  store i64 9223372036854775807, ptr %104, align 16
  %105 = getelementptr inbounds [6 x i64], ptr %9, i32 0, i32 5
  store i64 -9223372036854775808, ptr %105, align 8
  store i32 0, ptr %10, align 4
  br label %106

106:                                              ; preds = %119, %99
  %107 = load i32, ptr %10, align 4
  %108 = icmp ult i32 %107, 6
  br i1 %108, label %109, label %122

109:                                              ; preds = %106
  %110 = load i64, ptr %2, align 8
  %111 = mul i64 %110, 17
  %112 = load i32, ptr %10, align 4
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds [6 x i64], ptr %9, i64 0, i64 %113
  %115 = load i64, ptr %114, align 8
  %116 = call i32 @mixed(i64 noundef %115)
  %117 = sext i32 %116 to i64
  %118 = add i64 %111, %117
  store i64 %118, ptr %2, align 8
  br label %119

119:                                              ; preds = %109
  %120 = load i32, ptr %10, align 4
  %121 = add i32 %120, 1
  store i32 %121, ptr %10, align 4
  br label %106, !llvm.loop !12

122:                                              ; preds = %106
  %123 = load i64, ptr %2, align 8
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %123)
  store i64 0, ptr %2, align 8
  store i32 -128, ptr %11, align 4
  br label %125

125:                                              ; preds = %146, %122
  %126 = load i32, ptr %11, align 4
  %127 = icmp slt i32 %126, 128
  br i1 %127, label %128, label %149

128:                                              ; preds = %125
  store i32 0, ptr %12, align 4
  br label %129

129:                                              ; preds = %142, %128
  %130 = load i32, ptr %12, align 4
  %131 = icmp ult i32 %130, 65536
  br i1 %131, label %132, label %145

132:                                              ; preds = %129
  %133 = load i64, ptr %2, align 8
  %134 = mul i64 %133, 3
  %135 = load i32, ptr %11, align 4
  %136 = trunc i32 %135 to i8
  %137 = load i32, ptr %12, align 4
  %138 = trunc i32 %137 to i16
  %139 = call i32 @small_types(i8 noundef signext %136, i16 noundef zeroext %138)
  %140 = sext i32 %139 to i64
  %141 = add i64 %134, %140
  store i64 %141, ptr %2, align 8
  br label %142

142:                                              ; preds = %132
  %143 = load i32, ptr %12, align 4
  %144 = add i32 %143, 97
  store i32 %144, ptr %12, align 4
  br label %129, !llvm.loop !13

145:                                              ; preds = %129
  br label %146

146:                                              ; preds = %145
  %147 = load i32, ptr %11, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %11, align 4
  br label %125, !llvm.loop !14

149:                                              ; preds = %125
  %150 = load i64, ptr %2, align 8
  %151 = mul i64 %150, 3
  %152 = call i32 @small_types(i8 noundef signext 0, i16 noundef zeroext -1)
  %153 = sext i32 %152 to i64
  %154 = add i64 %151, %153
  %155 = call i32 @small_types(i8 noundef signext 0, i16 noundef zeroext 1005)
  %156 = sext i32 %155 to i64
  %157 = add i64 %154, %156
  %158 = call i32 @small_types(i8 noundef signext 0, i16 noundef zeroext 305)
  %159 = sext i32 %158 to i64
  %160 = add i64 %157, %159
  store i64 %160, ptr %2, align 8
  %161 = load i64, ptr %2, align 8
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %161)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.main.w, i64 160, i1 false)
  store i64 0, ptr %2, align 8
  store i32 0, ptr %14, align 4
  br label %163

163:                                              ; preds = %180, %149
  %164 = load i32, ptr %14, align 4
  %165 = icmp ult i32 %164, 10
  br i1 %165, label %166, label %183

166:                                              ; preds = %163
  %167 = load i64, ptr %2, align 8
  %168 = mul i64 %167, 10
  %169 = load i32, ptr %14, align 4
  %170 = zext i32 %169 to i64
  %171 = getelementptr inbounds [10 x i128], ptr %13, i64 0, i64 %170
  %172 = load i128, ptr %171, align 16
  store i128 %172, ptr %15, align 16
  %173 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %174 = load i64, ptr %173, align 16
  %175 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %176 = load i64, ptr %175, align 8
  %177 = call i32 @wide(i64 noundef %174, i64 noundef %176)
  %178 = sext i32 %177 to i64
  %179 = add i64 %168, %178
  store i64 %179, ptr %2, align 8
  br label %180

180:                                              ; preds = %166
  %181 = load i32, ptr %14, align 4
  %182 = add i32 %181, 1
  store i32 %182, ptr %14, align 4
  br label %163, !llvm.loop !15

183:                                              ; preds = %163
  %184 = load i64, ptr %2, align 8
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %184)
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
define internal i32 @small_types(i8 noundef signext %0, i16 noundef zeroext %1) #0 {
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
define internal i32 @wide(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %6, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %7, align 8
  %8 = load i128, ptr %4, align 16
  store i128 %8, ptr %5, align 16
  %9 = load i128, ptr %5, align 16
  switch i128 %9, label %16 [
    i128 0, label %10
    i128 -1, label %11
    i128 18446744073709551616, label %12
    i128 1267650600228229401496703205383, label %13
    i128 12345, label %14
    i128 -1237940039285380274899124224, label %15
  ]

10:                                               ; preds = %2
  store i32 1, ptr %3, align 4
  br label %17

11:                                               ; preds = %2
  store i32 2, ptr %3, align 4
  br label %17

12:                                               ; preds = %2
  store i32 3, ptr %3, align 4
  br label %17

13:                                               ; preds = %2
  store i32 4, ptr %3, align 4
  br label %17

14:                                               ; preds = %2
  store i32 5, ptr %3, align 4
  br label %17

15:                                               ; preds = %2
  store i32 6, ptr %3, align 4
  br label %17

16:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %17

17:                                               ; preds = %16, %15, %14, %13, %12, %11, %10
  %18 = load i32, ptr %3, align 4
  ret i32 %18
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!15 = distinct !{!15, !7}
