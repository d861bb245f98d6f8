; ModuleID = 'programs/switch_clusters_bittests.c'
source_filename = "programs/switch_clusters_bittests.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [11 x i8] c"vowel %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"three_way %lu\0A\00", align 1
@__const.main.probe = private unnamed_addr constant [7 x i32] [i32 999999, i32 1000000, i32 1000001, i32 2000000, i32 1999999, i32 -2147483648, i32 2147483647], align 16
@.str.2 = private unnamed_addr constant [12 x i8] c"ranges %lu\0A\00", align 1
@__const.main.far = private unnamed_addr constant [6 x i32] [i32 1589934592, i32 1589934591, i32 -1097262572, i32 -1097262573, i32 -1, i32 0], align 16
@.str.3 = private unnamed_addr constant [11 x i8] c"mixed %lu\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"small %lu\0A\00", align 1
@__const.main.w = private unnamed_addr constant [10 x i128] [i128 0, i128 -1, i128 1, i128 18446744073709551616, i128 18446744073709551617, i128 1267650600228229401496703205383, i128 12345, i128 -1237940039285380274899124224, i128 1237940039285380274899124224, i128 -2], align 16
@.str.5 = private unnamed_addr constant [10 x i8] c"wide %lu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [7 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [6 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [10 x i128], align 16
  %14 = alloca i32, align 4
  %15 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 -10, ptr %3, align 4
  br label %16

16:                                               ; preds = %25, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 300
  br i1 %18, label %19, label %28

19:                                               ; preds = %16
  %20 = load i32, ptr %2, align 4
  %21 = mul i32 %20, 31
  %22 = load i32, ptr %3, align 4
  %23 = call i32 @vowel(i32 noundef %22)
  %24 = add i32 %21, %23
  store i32 %24, ptr %2, align 4
  br label %25

25:                                               ; preds = %19
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %16, !llvm.loop !5

28:                                               ; preds = %16
  %29 = load i32, ptr %2, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %29)
  store i32 0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  br label %31

31:                                               ; preds = %40, %28
  %32 = load i32, ptr %4, align 4
  %33 = icmp ult i32 %32, 200
  br i1 %33, label %34, label %43

34:                                               ; preds = %31
  %35 = load i32, ptr %2, align 4
  %36 = mul i32 %35, 7
  %37 = load i32, ptr %4, align 4
  %38 = call i32 @three_way(i32 noundef %37)
  %39 = add i32 %36, %38
  store i32 %39, ptr %2, align 4
  br label %40

40:                                               ; preds = %34
  %41 = load i32, ptr %4, align 4
  %42 = add i32 %41, 1
  store i32 %42, ptr %4, align 4
  br label %31, !llvm.loop !7

43:                                               ; preds = %31
  %44 = load i32, ptr %2, align 4
  %45 = mul i32 %44, 7
  %46 = call i32 @three_way(i32 noundef -1)
  %47 = add i32 %45, %46
  store i32 %47, ptr %2, align 4
  %48 = load i32, ptr %2, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %48)
  store i32 0, ptr %2, align 4
  store i32 -1100, ptr %5, align 4
  br label %50

50:                                               ; preds = %59, %43
  %51 = load i32, ptr %5, align 4
  %52 = icmp slt i32 %51, 1200
  br i1 %52, label %53, label %62

53:                                               ; preds = %50
  %54 = load i32, ptr %2, align 4
  %55 = mul i32 %54, 13
  %56 = load i32, ptr %5, align 4
  %57 = call i32 @ranges(i32 noundef %56)
  %58 = add i32 %55, %57
  store i32 %58, ptr %2, align 4
  br label %59

59:                                               ; preds = %53
  %60 = load i32, ptr %5, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %5, align 4
  br label %50, !llvm.loop !8

62:                                               ; preds = %50
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.probe, i64 28, i1 false)
  store i32 0, ptr %7, align 4
  br label %63

63:                                               ; preds = %75, %62
  %64 = load i32, ptr %7, align 4
  %65 = icmp ult i32 %64, 7
  br i1 %65, label %66, label %78

66:                                               ; preds = %63
  %67 = load i32, ptr %2, align 4
  %68 = mul i32 %67, 13
  %69 = load i32, ptr %7, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds [7 x i32], ptr %6, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = call i32 @ranges(i32 noundef %72)
  %74 = add i32 %68, %73
  store i32 %74, ptr %2, align 4
  br label %75

75:                                               ; preds = %66
  %76 = load i32, ptr %7, align 4
  %77 = add i32 %76, 1
  store i32 %77, ptr %7, align 4
  br label %63, !llvm.loop !9

78:                                               ; preds = %63
  %79 = load i32, ptr %2, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %79)
  store i32 0, ptr %2, align 4
  store i32 -10, ptr %8, align 4
  br label %81

81:                                               ; preds = %90, %78
  %82 = load i32, ptr %8, align 4
  %83 = icmp slt i32 %82, 1100
  br i1 %83, label %84, label %93

84:                                               ; preds = %81
  %85 = load i32, ptr %2, align 4
  %86 = mul i32 %85, 17
  %87 = load i32, ptr %8, align 4
  %88 = call i32 @mixed(i32 noundef %87)
  %89 = add i32 %86, %88
  store i32 %89, ptr %2, align 4
  br label %90

90:                                               ; preds = %84
  %91 = load i32, ptr %8, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %8, align 4
  br label %81, !llvm.loop !10

93:                                               ; preds = %81
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.far, i64 24, i1 false)
  store i32 0, ptr %10, align 4
  br label %94

94:                                               ; preds = %106, %93
  %95 = load i32, ptr %10, align 4
  %96 = icmp ult i32 %95, 6
  br i1 %96, label %97, label %109

97:                                               ; preds = %94
  %98 = load i32, ptr %2, align 4
  %99 = mul i32 %98, 17
  %100 = load i32, ptr %10, align 4
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds [6 x i32], ptr %9, i64 0, i64 %101
  %103 = load i32, ptr %102, align 4
  %104 = call i32 @mixed(i32 noundef %103)
  %105 = add i32 %99, %104
  store i32 %105, ptr %2, align 4
  br label %106

106:                                              ; preds = %97
  %107 = load i32, ptr %10, align 4
  %108 = add i32 %107, 1
  store i32 %108, ptr %10, align 4
  br label %94, !llvm.loop !11

109:                                              ; preds = %94
  %110 = load i32, ptr %2, align 4
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %110)
  store i32 0, ptr %2, align 4
  store i32 -128, ptr %11, align 4
  br label %112

112:                                              ; preds = %132, %109
  %113 = load i32, ptr %11, align 4
  %114 = icmp slt i32 %113, 128
  br i1 %114, label %115, label %135

115:                                              ; preds = %112
  store i32 0, ptr %12, align 4
  br label %116

116:                                              ; preds = %128, %115
  %117 = load i32, ptr %12, align 4
  %118 = icmp ult i32 %117, 65536
  br i1 %118, label %119, label %131

119:                                              ; preds = %116
  %120 = load i32, ptr %2, align 4
  %121 = mul i32 %120, 3
  %122 = load i32, ptr %11, align 4
  %123 = trunc i32 %122 to i8
  %124 = load i32, ptr %12, align 4
  %125 = trunc i32 %124 to i16
  %126 = call i32 @small_types(i8 noundef %123, i16 noundef %125)
  %127 = add i32 %121, %126
  store i32 %127, ptr %2, align 4
  br label %128

128:                                              ; preds = %119
  %129 = load i32, ptr %12, align 4
  %130 = add i32 %129, 97
  store i32 %130, ptr %12, align 4
  br label %116, !llvm.loop !12

131:                                              ; preds = %116
  br label %132

132:                                              ; preds = %131
  %133 = load i32, ptr %11, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %11, align 4
  br label %112, !llvm.loop !13

135:                                              ; preds = %112
  %136 = load i32, ptr %2, align 4
  %137 = mul i32 %136, 3
  %138 = call i32 @small_types(i8 noundef 0, i16 noundef -1)
  %139 = add i32 %137, %138
  %140 = call i32 @small_types(i8 noundef 0, i16 noundef 1005)
  %141 = add i32 %139, %140
  %142 = call i32 @small_types(i8 noundef 0, i16 noundef 305)
  %143 = add i32 %141, %142
  store i32 %143, ptr %2, align 4
  %144 = load i32, ptr %2, align 4
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %144)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.main.w, i64 160, i1 false)
  store i32 0, ptr %2, align 4
  store i32 0, ptr %14, align 4
  br label %146

146:                                              ; preds = %158, %135
  %147 = load i32, ptr %14, align 4
  %148 = icmp ult i32 %147, 10
  br i1 %148, label %149, label %161

149:                                              ; preds = %146
  %150 = load i32, ptr %2, align 4
  %151 = mul i32 %150, 10
  %152 = load i32, ptr %14, align 4
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds [10 x i128], ptr %13, i64 0, i64 %153
  %155 = load i128, ptr %154, align 16
  store i128 %155, ptr %15, align 16
  %156 = call i32 @wide(ptr noundef %15)
  %157 = add i32 %151, %156
  store i32 %157, ptr %2, align 4
  br label %158

158:                                              ; preds = %149
  %159 = load i32, ptr %14, align 4
  %160 = add i32 %159, 1
  store i32 %160, ptr %14, align 4
  br label %146, !llvm.loop !14

161:                                              ; preds = %146
  %162 = load i32, ptr %2, align 4
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %162)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mixed(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %24 [
    i32 1589934592, label %5
    i32 -3, label %6
    i32 10, label %7
    i32 11, label %8
    i32 12, label %9
    i32 13, label %10
    i32 14, label %11
    i32 16, label %12
    i32 17, label %13
    i32 19, label %14
    i32 500, label %15
    i32 1000, label %16
    i32 1001, label %17
    i32 1003, label %18
    i32 1004, label %19
    i32 1005, label %20
    i32 1007, label %21
    i32 -1097262572, label %22
    i32 -1, label %23
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
define internal i32 @wide(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i128, align 16
  %4 = load i128, ptr %0, align 16
  store i128 %4, ptr %3, align 16
  %5 = load i128, ptr %3, align 16
  switch i128 %5, label %12 [
    i128 0, label %6
    i128 -1, label %7
    i128 18446744073709551616, label %8
    i128 1267650600228229401496703205383, label %9
    i128 12345, label %10
    i128 -1237940039285380274899124224, label %11
  ]

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %13

7:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %13

8:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %13

9:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %13

10:                                               ; preds = %1
  store i32 5, ptr %2, align 4
  br label %13

11:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %13

12:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
