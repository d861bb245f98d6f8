; ModuleID = 'programs/duffs_device_copy.c'
source_filename = "programs/duffs_device_copy.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.gen = type { i32, i32, i32, i32 }

@.str = private unnamed_addr constant [67 x i8] c"Duff's device copies eight bytes per iteration, entering mid-loop.\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"copy37='%s' bad=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"(%d values)\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"sum(%d)=%ld \00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [100 x i8], align 1
  %6 = alloca [100 x i8], align 1
  %7 = alloca %struct.gen, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [23 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %41, %0
  %14 = load i32, ptr %4, align 4
  %15 = load ptr, ptr %2, align 8
  %16 = call i64 @strlen(ptr noundef %15) #4
  %17 = trunc i64 %16 to i32
  %18 = icmp sle i32 %14, %17
  br i1 %18, label %19, label %44

19:                                               ; preds = %13
  %20 = getelementptr inbounds [100 x i8], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %20, i8 35, i64 100, i1 false)
  %21 = getelementptr inbounds [100 x i8], ptr %5, i64 0, i64 0
  %22 = load ptr, ptr %2, align 8
  %23 = load i32, ptr %4, align 4
  call void @duff_copy(ptr noundef %21, ptr noundef %22, i32 noundef %23)
  %24 = getelementptr inbounds [100 x i8], ptr %5, i64 0, i64 0
  %25 = load ptr, ptr %2, align 8
  %26 = load i32, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = call i32 @memcmp(ptr noundef %24, ptr noundef %25, i64 noundef %27) #4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %37, label %30

30:                                               ; preds = %19
  %31 = load i32, ptr %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [100 x i8], ptr %5, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = icmp ne i32 %35, 35
  br i1 %36, label %37, label %40

37:                                               ; preds = %30, %19
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %3, align 4
  br label %40

40:                                               ; preds = %37, %30
  br label %41

41:                                               ; preds = %40
  %42 = load i32, ptr %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %4, align 4
  br label %13, !llvm.loop !6

44:                                               ; preds = %13
  call void @llvm.memset.p0.i64(ptr align 1 %6, i8 0, i64 100, i1 false)
  %45 = getelementptr inbounds [100 x i8], ptr %6, i64 0, i64 0
  %46 = load ptr, ptr %2, align 8
  call void @duff_copy(ptr noundef %45, ptr noundef %46, i32 noundef 37)
  %47 = getelementptr inbounds [100 x i8], ptr %6, i64 0, i64 0
  %48 = load i32, ptr %3, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %47, i32 noundef %48)
  call void @llvm.memset.p0.i64(ptr align 4 %7, i8 0, i64 16, i1 false)
  store i32 0, ptr %9, align 4
  br label %50

50:                                               ; preds = %53, %44
  %51 = call i32 @next(ptr noundef %7)
  store i32 %51, ptr %8, align 4
  %52 = icmp sge i32 %51, 0
  br i1 %52, label %53, label %58

53:                                               ; preds = %50
  %54 = load i32, ptr %8, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %54)
  %56 = load i32, ptr %9, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %9, align 4
  br label %50, !llvm.loop !8

58:                                               ; preds = %50
  %59 = load i32, ptr %9, align 4
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %59)
  store i32 0, ptr %11, align 4
  br label %61

61:                                               ; preds = %71, %58
  %62 = load i32, ptr %11, align 4
  %63 = icmp slt i32 %62, 23
  br i1 %63, label %64, label %74

64:                                               ; preds = %61
  %65 = load i32, ptr %11, align 4
  %66 = load i32, ptr %11, align 4
  %67 = mul nsw i32 %65, %66
  %68 = load i32, ptr %11, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [23 x i32], ptr %10, i64 0, i64 %69
  store i32 %67, ptr %70, align 4
  br label %71

71:                                               ; preds = %64
  %72 = load i32, ptr %11, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %11, align 4
  br label %61, !llvm.loop !9

74:                                               ; preds = %61
  store i32 0, ptr %12, align 4
  br label %75

75:                                               ; preds = %84, %74
  %76 = load i32, ptr %12, align 4
  %77 = icmp sle i32 %76, 23
  br i1 %77, label %78, label %87

78:                                               ; preds = %75
  %79 = load i32, ptr %12, align 4
  %80 = getelementptr inbounds [23 x i32], ptr %10, i64 0, i64 0
  %81 = load i32, ptr %12, align 4
  %82 = call i64 @unrolled_sum(ptr noundef %80, i32 noundef %81)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %79, i64 noundef %82)
  br label %84

84:                                               ; preds = %78
  %85 = load i32, ptr %12, align 4
  %86 = add nsw i32 %85, 5
  store i32 %86, ptr %12, align 4
  br label %75, !llvm.loop !10

87:                                               ; preds = %75
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %89 = load i32, ptr %3, align 4
  %90 = load i32, ptr %9, align 4
  %91 = add nsw i32 %89, %90
  ret i32 %91
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @duff_copy(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %6, align 4
  %9 = icmp sle i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %3
  br label %71

11:                                               ; preds = %3
  %12 = load i32, ptr %6, align 4
  %13 = add nsw i32 %12, 7
  %14 = sdiv i32 %13, 8
  store i32 %14, ptr %7, align 4
  %15 = load i32, ptr %6, align 4
  %16 = srem i32 %15, 8
  switch i32 %16, label %71 [
    i32 0, label %17
    i32 7, label %24
    i32 6, label %30
    i32 5, label %36
    i32 4, label %42
    i32 3, label %48
    i32 2, label %54
    i32 1, label %60
  ]

17:                                               ; preds = %11
  br label %18

18:                                               ; preds = %66, %17
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 1
  store ptr %20, ptr %5, align 8
  %21 = load i8, ptr %19, align 1
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds i8, ptr %22, i32 1
  store ptr %23, ptr %4, align 8
  store i8 %21, ptr %22, align 1
  br label %24

24:                                               ; preds = %11, %18
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds i8, ptr %25, i32 1
  store ptr %26, ptr %5, align 8
  %27 = load i8, ptr %25, align 1
  %28 = load ptr, ptr %4, align 8
  %29 = getelementptr inbounds i8, ptr %28, i32 1
  store ptr %29, ptr %4, align 8
  store i8 %27, ptr %28, align 1
  br label %30

30:                                               ; preds = %11, %24
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds i8, ptr %31, i32 1
  store ptr %32, ptr %5, align 8
  %33 = load i8, ptr %31, align 1
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds i8, ptr %34, i32 1
  store ptr %35, ptr %4, align 8
  store i8 %33, ptr %34, align 1
  br label %36

36:                                               ; preds = %11, %30
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds i8, ptr %37, i32 1
  store ptr %38, ptr %5, align 8
  %39 = load i8, ptr %37, align 1
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds i8, ptr %40, i32 1
  store ptr %41, ptr %4, align 8
  store i8 %39, ptr %40, align 1
  br label %42

42:                                               ; preds = %11, %36
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr inbounds i8, ptr %43, i32 1
  store ptr %44, ptr %5, align 8
  %45 = load i8, ptr %43, align 1
  %46 = load ptr, ptr %4, align 8
  %47 = getelementptr inbounds i8, ptr %46, i32 1
  store ptr %47, ptr %4, align 8
  store i8 %45, ptr %46, align 1
  br label %48

48:                                               ; preds = %11, %42
  %49 = load ptr, ptr %5, align 8
  %50 = getelementptr inbounds i8, ptr %49, i32 1
  store ptr %50, ptr %5, align 8
  %51 = load i8, ptr %49, align 1
  %52 = load ptr, ptr %4, align 8
  %53 = getelementptr inbounds i8, ptr %52, i32 1
  store ptr %53, ptr %4, align 8
  store i8 %51, ptr %52, align 1
  br label %54

54:                                               ; preds = %11, %48
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds i8, ptr %55, i32 1
  store ptr %56, ptr %5, align 8
  %57 = load i8, ptr %55, align 1
  %58 = load ptr, ptr %4, align 8
  %59 = getelementptr inbounds i8, ptr %58, i32 1
  store ptr %59, ptr %4, align 8
  store i8 %57, ptr %58, align 1
  br label %60

60:                                               ; preds = %11, %54
  %61 = load ptr, ptr %5, align 8
  %62 = getelementptr inbounds i8, ptr %61, i32 1
  store ptr %62, ptr %5, align 8
  %63 = load i8, ptr %61, align 1
  %64 = load ptr, ptr %4, align 8
  %65 = getelementptr inbounds i8, ptr %64, i32 1
  store ptr %65, ptr %4, align 8
  store i8 %63, ptr %64, align 1
  br label %66

66:                                               ; preds = %60
  %67 = load i32, ptr %7, align 4
  %68 = add nsw i32 %67, -1
  store i32 %68, ptr %7, align 4
  %69 = icmp sgt i32 %68, 0
  br i1 %69, label %18, label %70, !llvm.loop !11

70:                                               ; preds = %66
  br label %71

71:                                               ; preds = %10, %70, %11
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.gen, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  switch i32 %7, label %75 [
    i32 0, label %8
    i32 1, label %41
    i32 2, label %65
    i32 3, label %74
  ]

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.gen, ptr %9, i32 0, i32 2
  store i32 0, ptr %10, align 4
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.gen, ptr %11, i32 0, i32 3
  store i32 1, ptr %12, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.gen, ptr %13, i32 0, i32 1
  store i32 0, ptr %14, align 4
  br label %15

15:                                               ; preds = %42, %8
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.gen, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = icmp slt i32 %18, 10
  br i1 %19, label %20, label %47

20:                                               ; preds = %15
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds %struct.gen, ptr %21, i32 0, i32 0
  store i32 1, ptr %22, align 4
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.gen, ptr %23, i32 0, i32 2
  %25 = load i32, ptr %24, align 4
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.gen, ptr %26, i32 0, i32 3
  %28 = load i32, ptr %27, align 4
  %29 = add nsw i32 %25, %28
  store i32 %29, ptr %4, align 4
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.gen, ptr %30, i32 0, i32 3
  %32 = load i32, ptr %31, align 4
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.gen, ptr %33, i32 0, i32 2
  store i32 %32, ptr %34, align 4
  %35 = load i32, ptr %4, align 4
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.gen, ptr %36, i32 0, i32 3
  store i32 %35, ptr %37, align 4
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.gen, ptr %38, i32 0, i32 2
  %40 = load i32, ptr %39, align 4
  store i32 %40, ptr %2, align 4
  br label %76

41:                                               ; preds = %1
  br label %42

42:                                               ; preds = %41
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds %struct.gen, ptr %43, i32 0, i32 1
  %45 = load i32, ptr %44, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %44, align 4
  br label %15, !llvm.loop !12

47:                                               ; preds = %15
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds %struct.gen, ptr %48, i32 0, i32 1
  store i32 1, ptr %49, align 4
  br label %50

50:                                               ; preds = %66, %47
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr inbounds %struct.gen, ptr %51, i32 0, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = icmp sle i32 %53, 5
  br i1 %54, label %55, label %71

55:                                               ; preds = %50
  %56 = load ptr, ptr %3, align 8
  %57 = getelementptr inbounds %struct.gen, ptr %56, i32 0, i32 0
  store i32 2, ptr %57, align 4
  %58 = load ptr, ptr %3, align 8
  %59 = getelementptr inbounds %struct.gen, ptr %58, i32 0, i32 1
  %60 = load i32, ptr %59, align 4
  %61 = load ptr, ptr %3, align 8
  %62 = getelementptr inbounds %struct.gen, ptr %61, i32 0, i32 1
  %63 = load i32, ptr %62, align 4
  %64 = mul nsw i32 %60, %63
  store i32 %64, ptr %2, align 4
  br label %76

65:                                               ; preds = %1
  br label %66

66:                                               ; preds = %65
  %67 = load ptr, ptr %3, align 8
  %68 = getelementptr inbounds %struct.gen, ptr %67, i32 0, i32 1
  %69 = load i32, ptr %68, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %68, align 4
  br label %50, !llvm.loop !13

71:                                               ; preds = %50
  %72 = load ptr, ptr %3, align 8
  %73 = getelementptr inbounds %struct.gen, ptr %72, i32 0, i32 0
  store i32 3, ptr %73, align 4
  br label %74

74:                                               ; preds = %1, %71
  store i32 -1, ptr %2, align 4
  br label %76

75:                                               ; preds = %1
  store i32 -2, ptr %2, align 4
  br label %76

76:                                               ; preds = %75, %74, %55, %20
  %77 = load i32, ptr %2, align 4
  ret i32 %77
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @unrolled_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = and i32 %7, 3
  switch i32 %8, label %40 [
    i32 3, label %9
    i32 2, label %19
    i32 1, label %29
    i32 0, label %39
  ]

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %6, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %6, align 4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds i32, ptr %10, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = sext i32 %15 to i64
  %17 = load i64, ptr %5, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %2, %9
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds i32, ptr %20, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = sext i32 %25 to i64
  %27 = load i64, ptr %5, align 8
  %28 = add nsw i64 %27, %26
  store i64 %28, ptr %5, align 8
  br label %29

29:                                               ; preds = %2, %19
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %6, align 4
  %33 = sext i32 %31 to i64
  %34 = getelementptr inbounds i32, ptr %30, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = sext i32 %35 to i64
  %37 = load i64, ptr %5, align 8
  %38 = add nsw i64 %37, %36
  store i64 %38, ptr %5, align 8
  br label %39

39:                                               ; preds = %2, %29
  br label %40

40:                                               ; preds = %2, %39
  br label %41

41:                                               ; preds = %75, %40
  %42 = load i32, ptr %6, align 4
  %43 = load i32, ptr %4, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %78

45:                                               ; preds = %41
  %46 = load ptr, ptr %3, align 8
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %46, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = load ptr, ptr %3, align 8
  %52 = load i32, ptr %6, align 4
  %53 = add nsw i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %51, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = add nsw i32 %50, %56
  %58 = load ptr, ptr %3, align 8
  %59 = load i32, ptr %6, align 4
  %60 = add nsw i32 %59, 2
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %58, i64 %61
  %63 = load i32, ptr %62, align 4
  %64 = add nsw i32 %57, %63
  %65 = load ptr, ptr %3, align 8
  %66 = load i32, ptr %6, align 4
  %67 = add nsw i32 %66, 3
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %65, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = add nsw i32 %64, %70
  %72 = sext i32 %71 to i64
  %73 = load i64, ptr %5, align 8
  %74 = add nsw i64 %73, %72
  store i64 %74, ptr %5, align 8
  br label %75

75:                                               ; preds = %45
  %76 = load i32, ptr %6, align 4
  %77 = add nsw i32 %76, 4
  store i32 %77, ptr %6, align 4
  br label %41, !llvm.loop !14

78:                                               ; preds = %41
  %79 = load i64, ptr %5, align 8
  ret i64 %79
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) }

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
