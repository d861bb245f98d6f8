; ModuleID = 'programs/phi_multi_exit.c'
source_filename = "programs/phi_multi_exit.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [47 x i8] c"many_returns sum=%ld search %d/%d %d/%d %d/%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"swap_cycle %ld %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"merge_switch sum=%ld stats %d %d %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [50 x i32], align 16
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
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 -200, ptr %3, align 4
  br label %17

17:                                               ; preds = %25, %0
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %18, 1100
  br i1 %19, label %20, label %28

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = call i32 @many_returns(i32 noundef %21)
  %23 = load i32, ptr %2, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr %2, align 4
  br label %25

25:                                               ; preds = %20
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 7
  store i32 %27, ptr %3, align 4
  br label %17, !llvm.loop !5

28:                                               ; preds = %17
  store i32 0, ptr %5, align 4
  br label %29

29:                                               ; preds = %39, %28
  %30 = load i32, ptr %5, align 4
  %31 = icmp slt i32 %30, 50
  br i1 %31, label %32, label %42

32:                                               ; preds = %29
  %33 = load i32, ptr %5, align 4
  %34 = mul nsw i32 %33, 17
  %35 = srem i32 %34, 53
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [50 x i32], ptr %4, i64 0, i64 %37
  store i32 %35, ptr %38, align 4
  br label %39

39:                                               ; preds = %32
  %40 = load i32, ptr %5, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %5, align 4
  br label %29, !llvm.loop !7

42:                                               ; preds = %29
  %43 = getelementptr inbounds [50 x i32], ptr %4, i64 0, i64 0
  %44 = call i32 @search_exit(ptr noundef %43, i32 noundef 50, i32 noundef 34, ptr noundef %6)
  store i32 %44, ptr %7, align 4
  %45 = load i32, ptr %6, align 4
  store i32 %45, ptr %8, align 4
  %46 = getelementptr inbounds [50 x i32], ptr %4, i64 0, i64 0
  %47 = call i32 @search_exit(ptr noundef %46, i32 noundef 50, i32 noundef 2, ptr noundef %6)
  store i32 %47, ptr %9, align 4
  %48 = load i32, ptr %6, align 4
  store i32 %48, ptr %10, align 4
  %49 = getelementptr inbounds [50 x i32], ptr %4, i64 0, i64 0
  %50 = call i32 @search_exit(ptr noundef %49, i32 noundef 50, i32 noundef 1000, ptr noundef %6)
  store i32 %50, ptr %11, align 4
  %51 = load i32, ptr %2, align 4
  %52 = load i32, ptr %7, align 4
  %53 = load i32, ptr %8, align 4
  %54 = load i32, ptr %9, align 4
  %55 = load i32, ptr %10, align 4
  %56 = load i32, ptr %11, align 4
  %57 = load i32, ptr %6, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57)
  %59 = call i32 @swap_cycle(i32 noundef 0)
  %60 = call i32 @swap_cycle(i32 noundef 1)
  %61 = call i32 @swap_cycle(i32 noundef 1000)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %59, i32 noundef %60, i32 noundef %61)
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %63

63:                                               ; preds = %73, %42
  %64 = load i32, ptr %13, align 4
  %65 = icmp slt i32 %64, 60
  br i1 %65, label %66, label %76

66:                                               ; preds = %63
  %67 = load i32, ptr %13, align 4
  %68 = load i32, ptr %13, align 4
  %69 = mul nsw i32 %68, 11
  %70 = call i32 @merge_switch(i32 noundef %67, i32 noundef %69)
  %71 = load i32, ptr %12, align 4
  %72 = add nsw i32 %71, %70
  store i32 %72, ptr %12, align 4
  br label %73

73:                                               ; preds = %66
  %74 = load i32, ptr %13, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %13, align 4
  br label %63, !llvm.loop !8

76:                                               ; preds = %63
  %77 = getelementptr inbounds [50 x i32], ptr %4, i64 0, i64 0
  call void @stats(ptr noundef %77, i32 noundef 50, ptr noundef %14, ptr noundef %15, ptr noundef %16)
  %78 = load i32, ptr %12, align 4
  %79 = load i32, ptr %14, align 4
  %80 = load i32, ptr %15, align 4
  %81 = load i32, ptr %16, align 4
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %78, i32 noundef %79, i32 noundef %80, i32 noundef %81)
  %83 = load i32, ptr %2, align 4
  %84 = load i32, ptr %12, align 4
  %85 = add nsw i32 %83, %84
  %86 = and i32 %85, 127
  ret i32 %86
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @many_returns(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp slt i32 %4, -100
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  store i32 -3, ptr %2, align 4
  br label %43

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %7
  store i32 -1, ptr %2, align 4
  br label %43

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  store i32 0, ptr %2, align 4
  br label %43

15:                                               ; preds = %11
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, 10
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = load i32, ptr %3, align 4
  %20 = load i32, ptr %3, align 4
  %21 = mul nsw i32 %19, %20
  store i32 %21, ptr %2, align 4
  br label %43

22:                                               ; preds = %15
  %23 = load i32, ptr %3, align 4
  %24 = srem i32 %23, 2
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %29

26:                                               ; preds = %22
  %27 = load i32, ptr %3, align 4
  %28 = sdiv i32 %27, 2
  store i32 %28, ptr %2, align 4
  br label %43

29:                                               ; preds = %22
  %30 = load i32, ptr %3, align 4
  %31 = srem i32 %30, 3
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %36

33:                                               ; preds = %29
  %34 = load i32, ptr %3, align 4
  %35 = sdiv i32 %34, 3
  store i32 %35, ptr %2, align 4
  br label %43

36:                                               ; preds = %29
  %37 = load i32, ptr %3, align 4
  %38 = icmp sgt i32 %37, 1000
  br i1 %38, label %39, label %40

39:                                               ; preds = %36
  store i32 1000, ptr %2, align 4
  br label %43

40:                                               ; preds = %36
  %41 = load i32, ptr %3, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %2, align 4
  br label %43

43:                                               ; preds = %40, %39, %33, %26, %18, %14, %10, %6
  %44 = load i32, ptr %2, align 4
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @search_exit(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %51, %4
  %12 = load i32, ptr %10, align 4
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %54

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %10, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = load i32, ptr %8, align 4
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %26

23:                                               ; preds = %15
  %24 = load i32, ptr %10, align 4
  %25 = load ptr, ptr %9, align 8
  store i32 %24, ptr %25, align 4
  store i32 1, ptr %5, align 4
  br label %57

26:                                               ; preds = %15
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %10, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = load i32, ptr %8, align 4
  %33 = mul nsw i32 %32, 10
  %34 = icmp sgt i32 %31, %33
  br i1 %34, label %35, label %39

35:                                               ; preds = %26
  %36 = load i32, ptr %10, align 4
  %37 = sub nsw i32 0, %36
  %38 = load ptr, ptr %9, align 8
  store i32 %37, ptr %38, align 4
  store i32 2, ptr %5, align 4
  br label %57

39:                                               ; preds = %26
  %40 = load ptr, ptr %6, align 8
  %41 = load i32, ptr %10, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = icmp slt i32 %44, 0
  br i1 %45, label %46, label %50

46:                                               ; preds = %39
  %47 = load i32, ptr %10, align 4
  %48 = mul nsw i32 %47, 100
  %49 = load ptr, ptr %9, align 8
  store i32 %48, ptr %49, align 4
  store i32 3, ptr %5, align 4
  br label %57

50:                                               ; preds = %39
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %10, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %10, align 4
  br label %11, !llvm.loop !9

54:                                               ; preds = %11
  %55 = load i32, ptr %7, align 4
  %56 = load ptr, ptr %9, align 8
  store i32 %55, ptr %56, align 4
  store i32 0, ptr %5, align 4
  br label %57

57:                                               ; preds = %54, %46, %35, %23
  %58 = load i32, ptr %5, align 4
  ret i32 %58
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @swap_cycle(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 1, ptr %3, align 4
  store i32 2, ptr %4, align 4
  store i32 3, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %20, %1
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %23

12:                                               ; preds = %8
  %13 = load i32, ptr %3, align 4
  store i32 %13, ptr %7, align 4
  %14 = load i32, ptr %4, align 4
  store i32 %14, ptr %3, align 4
  %15 = load i32, ptr %5, align 4
  store i32 %15, ptr %4, align 4
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %6, align 4
  %18 = and i32 %17, 7
  %19 = add nsw i32 %16, %18
  store i32 %19, ptr %5, align 4
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  br label %8, !llvm.loop !10

23:                                               ; preds = %8
  %24 = load i32, ptr %3, align 4
  %25 = mul nsw i32 %24, 10000
  %26 = load i32, ptr %4, align 4
  %27 = mul nsw i32 %26, 100
  %28 = add nsw i32 %25, %27
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %28, %29
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @merge_switch(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = srem i32 %6, 6
  switch i32 %7, label %22 [
    i32 0, label %8
    i32 1, label %10
    i32 2, label %13
    i32 3, label %16
    i32 4, label %19
  ]

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  store i32 %9, ptr %5, align 4
  br label %23

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  %12 = sub nsw i32 0, %11
  store i32 %12, ptr %5, align 4
  br label %23

13:                                               ; preds = %2
  %14 = load i32, ptr %4, align 4
  %15 = mul nsw i32 %14, 3
  store i32 %15, ptr %5, align 4
  br label %23

16:                                               ; preds = %2
  %17 = load i32, ptr %4, align 4
  %18 = xor i32 %17, 85
  store i32 %18, ptr %5, align 4
  br label %23

19:                                               ; preds = %2
  %20 = load i32, ptr %4, align 4
  %21 = ashr i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %23

22:                                               ; preds = %2
  store i32 42, ptr %5, align 4
  br label %23

23:                                               ; preds = %22, %19, %16, %13, %10, %8
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr %3, align 4
  %26 = add nsw i32 %24, %25
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @stats(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds i32, ptr %15, i64 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %11, align 4
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds i32, ptr %18, i64 0
  %20 = load i32, ptr %19, align 4
  store i32 %20, ptr %12, align 4
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %21

21:                                               ; preds = %62, %5
  %22 = load i32, ptr %14, align 4
  %23 = load i32, ptr %7, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %65

25:                                               ; preds = %21
  %26 = load ptr, ptr %6, align 8
  %27 = load i32, ptr %14, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = load i32, ptr %11, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %39

33:                                               ; preds = %25
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %14, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %11, align 4
  br label %54

39:                                               ; preds = %25
  %40 = load ptr, ptr %6, align 8
  %41 = load i32, ptr %14, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = load i32, ptr %12, align 4
  %46 = icmp sgt i32 %44, %45
  br i1 %46, label %47, label %53

47:                                               ; preds = %39
  %48 = load ptr, ptr %6, align 8
  %49 = load i32, ptr %14, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %48, i64 %50
  %52 = load i32, ptr %51, align 4
  store i32 %52, ptr %12, align 4
  br label %53

53:                                               ; preds = %47, %39
  br label %54

54:                                               ; preds = %53, %33
  %55 = load ptr, ptr %6, align 8
  %56 = load i32, ptr %14, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %55, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = load i32, ptr %13, align 4
  %61 = add nsw i32 %60, %59
  store i32 %61, ptr %13, align 4
  br label %62

62:                                               ; preds = %54
  %63 = load i32, ptr %14, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %14, align 4
  br label %21, !llvm.loop !11

65:                                               ; preds = %21
  %66 = load i32, ptr %11, align 4
  %67 = load ptr, ptr %8, align 8
  store i32 %66, ptr %67, align 4
  %68 = load i32, ptr %12, align 4
  %69 = load ptr, ptr %9, align 8
  store i32 %68, ptr %69, align 4
  %70 = load i32, ptr %13, align 4
  %71 = load ptr, ptr %10, align 8
  store i32 %70, ptr %71, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
