; ModuleID = 'programs/compare_chains.c'
source_filename = "programs/compare_chains.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%2d/%2d/%-6s \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [7 x i32] [i32 -2147483648, i32 -2147483647, i32 -1, i32 0, i32 1, i32 2147483646, i32 2147483647], align 4
@.str.2 = private unnamed_addr constant [15 x i8] c"near(%d)=%03x \00", align 1
@.str.3 = private unnamed_addr constant [45 x i8] c"in_all %d %d any_eq %d %d bits_cmp %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"count %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"eq\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"lt,ult\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"lt,ugt\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"gt,ugt\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"gt,ult\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [7 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca [100 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 56, i1 true)
  %10 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 0
  store volatile i64 -9223372036854775808, ptr %10, align 8
  %11 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 1
  store volatile i64 -1, ptr %11, align 8
  %12 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 3
  store volatile i64 1, ptr %12, align 8
  %13 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 4
  store volatile i64 9223372036854775807, ptr %13, align 8
  %14 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 5
  store volatile i64 2147483648, ptr %14, align 8
  %15 = getelementptr inbounds [7 x i64], ptr %2, i32 0, i32 6
  store volatile i64 -2147483648, ptr %15, align 8
  store i32 0, ptr %3, align 4
  br label %16

16:                                               ; preds = %57, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 7
  br i1 %18, label %19, label %60

19:                                               ; preds = %16
  store i32 0, ptr %4, align 4
  br label %20

20:                                               ; preds = %52, %19
  %21 = load i32, ptr %4, align 4
  %22 = icmp slt i32 %21, 7
  br i1 %22, label %23, label %55

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %25
  %27 = load volatile i64, ptr %26, align 8
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %29
  %31 = load volatile i64, ptr %30, align 8
  %32 = call i32 @cmp3_i64(i64 noundef %27, i64 noundef %31)
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %34
  %36 = load volatile i64, ptr %35, align 8
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %38
  %40 = load volatile i64, ptr %39, align 8
  %41 = call i32 @cmp3_u64(i64 noundef %36, i64 noundef %40)
  %42 = load i32, ptr %3, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %43
  %45 = load volatile i64, ptr %44, align 8
  %46 = load i32, ptr %4, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %47
  %49 = load volatile i64, ptr %48, align 8
  %50 = call ptr @branchy(i64 noundef %45, i64 noundef %49)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %32, i32 noundef %41, ptr noundef %50)
  br label %52

52:                                               ; preds = %23
  %53 = load i32, ptr %4, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %4, align 4
  br label %20, !llvm.loop !6

55:                                               ; preds = %20
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  br label %57

57:                                               ; preds = %55
  %58 = load i32, ptr %3, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %3, align 4
  br label %16, !llvm.loop !8

60:                                               ; preds = %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.xs, i64 28, i1 true)
  store i32 0, ptr %6, align 4
  br label %61

61:                                               ; preds = %90, %60
  %62 = load i32, ptr %6, align 4
  %63 = icmp slt i32 %62, 7
  br i1 %63, label %64, label %93

64:                                               ; preds = %61
  %65 = load i32, ptr %6, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %66
  %68 = load volatile i32, ptr %67, align 4
  %69 = load i32, ptr %6, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %70
  %72 = load volatile i32, ptr %71, align 4
  %73 = load i32, ptr %6, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %74
  %76 = load volatile i32, ptr %75, align 4
  %77 = load i32, ptr %6, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %78
  %80 = load volatile i32, ptr %79, align 4
  %81 = and i32 %80, 255
  %82 = trunc i32 %81 to i8
  %83 = load i32, ptr %6, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %84
  %86 = load volatile i32, ptr %85, align 4
  %87 = trunc i32 %86 to i16
  %88 = call i32 @near_limits(i32 noundef %72, i32 noundef %76, i8 noundef %82, i16 noundef %87)
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %68, i32 noundef %88)
  br label %90

90:                                               ; preds = %64
  %91 = load i32, ptr %6, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %6, align 4
  br label %61, !llvm.loop !9

93:                                               ; preds = %61
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %95 = call i32 @in_all(i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %96 = call i32 @in_all(i32 noundef 1, i32 noundef 3, i32 noundef 2)
  %97 = call i32 @any_eq(i64 noundef 1, i64 noundef 2, i64 noundef 1)
  %98 = call i32 @any_eq(i64 noundef 1, i64 noundef 2, i64 noundef 3)
  %99 = call i32 @bits_cmp(i32 noundef 1, i32 noundef 2)
  %100 = call i32 @bits_cmp(i32 noundef 0, i32 noundef 2)
  %101 = call i32 @bits_cmp(i32 noundef 5, i32 noundef 0)
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %95, i32 noundef %96, i32 noundef %97, i32 noundef %98, i32 noundef %99, i32 noundef %100, i32 noundef %101)
  store i32 0, ptr %8, align 4
  br label %103

103:                                              ; preds = %114, %93
  %104 = load i32, ptr %8, align 4
  %105 = icmp slt i32 %104, 100
  br i1 %105, label %106, label %117

106:                                              ; preds = %103
  %107 = load i32, ptr %8, align 4
  %108 = mul nsw i32 %107, 37
  %109 = srem i32 %108, 101
  %110 = sub nsw i32 %109, 50
  %111 = load i32, ptr %8, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 %112
  store i32 %110, ptr %113, align 4
  br label %114

114:                                              ; preds = %106
  %115 = load i32, ptr %8, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %8, align 4
  br label %103, !llvm.loop !10

117:                                              ; preds = %103
  %118 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 0
  %119 = call i32 @count_less(ptr noundef %118, i32 noundef 100, i32 noundef 0)
  %120 = mul nsw i32 %119, 1000
  %121 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 0
  %122 = call i32 @count_less(ptr noundef %121, i32 noundef 100, i32 noundef -40)
  %123 = add nsw i32 %120, %122
  store i32 %123, ptr %9, align 4
  %124 = load i32, ptr %9, align 4
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %124)
  %126 = load i32, ptr %9, align 4
  %127 = srem i32 %126, 128
  ret i32 %127
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp3_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp sgt i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp slt i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = sub nsw i32 %8, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp3_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ugt i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = sub nsw i32 %8, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @branchy(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %4, align 8
  %7 = load i64, ptr %5, align 8
  %8 = icmp eq i64 %6, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store ptr @.str.5, ptr %3, align 8
  br label %26

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  %12 = load i64, ptr %5, align 8
  %13 = icmp slt i64 %11, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %10
  %15 = load i64, ptr %4, align 8
  %16 = load i64, ptr %5, align 8
  %17 = icmp ult i64 %15, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  store ptr @.str.6, ptr %3, align 8
  br label %26

19:                                               ; preds = %14
  store ptr @.str.7, ptr %3, align 8
  br label %26

20:                                               ; preds = %10
  %21 = load i64, ptr %4, align 8
  %22 = load i64, ptr %5, align 8
  %23 = icmp ugt i64 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %20
  store ptr @.str.8, ptr %3, align 8
  br label %26

25:                                               ; preds = %20
  store ptr @.str.9, ptr %3, align 8
  br label %26

26:                                               ; preds = %25, %24, %19, %18, %9
  %27 = load ptr, ptr %3, align 8
  ret ptr %27
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @near_limits(i32 noundef %0, i32 noundef %1, i8 noundef %2, i16 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i16, align 2
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i8 %2, ptr %7, align 1
  store i16 %3, ptr %8, align 2
  %9 = load i32, ptr %5, align 4
  %10 = icmp sgt i32 %9, 2147483646
  %11 = zext i1 %10 to i32
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, -2147483647
  %14 = zext i1 %13 to i32
  %15 = shl i32 %14, 1
  %16 = or i32 %11, %15
  %17 = load i32, ptr %6, align 4
  %18 = icmp ugt i32 %17, -3
  %19 = zext i1 %18 to i32
  %20 = shl i32 %19, 2
  %21 = or i32 %16, %20
  %22 = load i32, ptr %6, align 4
  %23 = icmp ult i32 %22, 1
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %21, %25
  %27 = load i8, ptr %7, align 1
  %28 = sext i8 %27 to i32
  %29 = icmp slt i32 %28, -127
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i8, ptr %7, align 1
  %34 = sext i8 %33 to i32
  %35 = icmp sgt i32 %34, 126
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  %39 = load i16, ptr %8, align 2
  %40 = zext i16 %39 to i32
  %41 = icmp sge i32 %40, 32768
  %42 = zext i1 %41 to i32
  %43 = shl i32 %42, 6
  %44 = or i32 %38, %43
  %45 = load i16, ptr %8, align 2
  %46 = zext i16 %45 to i32
  %47 = icmp slt i32 %46, 128
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 7
  %50 = or i32 %44, %49
  %51 = load i32, ptr %5, align 4
  %52 = icmp sge i32 %51, 0
  %53 = zext i1 %52 to i32
  %54 = shl i32 %53, 8
  %55 = or i32 %50, %54
  %56 = load i32, ptr %5, align 4
  %57 = icmp sle i32 %56, -1
  %58 = zext i1 %57 to i32
  %59 = shl i32 %58, 9
  %60 = or i32 %55, %59
  ret i32 %60
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @in_all(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br label %14

14:                                               ; preds = %10, %3
  %15 = phi i1 [ false, %3 ], [ %13, %10 ]
  %16 = zext i1 %15 to i32
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @any_eq(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = icmp eq i64 %7, %8
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = load i64, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = icmp eq i64 %11, %12
  br i1 %13, label %18, label %14

14:                                               ; preds = %10
  %15 = load i64, ptr %4, align 8
  %16 = load i64, ptr %6, align 8
  %17 = icmp eq i64 %15, %16
  br label %18

18:                                               ; preds = %14, %10, %3
  %19 = phi i1 [ true, %10 ], [ true, %3 ], [ %17, %14 ]
  %20 = zext i1 %19 to i32
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bits_cmp(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i32, ptr %3, align 4
  %10 = icmp ne i32 %9, 0
  %11 = zext i1 %10 to i32
  %12 = and i32 %8, %11
  %13 = load i32, ptr %4, align 4
  %14 = icmp eq i32 %13, 0
  %15 = zext i1 %14 to i32
  %16 = or i32 %12, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_less(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %24, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %27

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %6, align 4
  %20 = icmp slt i32 %18, %19
  %21 = zext i1 %20 to i32
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %7, align 4
  br label %24

24:                                               ; preds = %13
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %9, !llvm.loop !11

27:                                               ; preds = %9
  %28 = load i32, ptr %7, align 4
  ret i32 %28
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
