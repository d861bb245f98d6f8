; ModuleID = 'programs/phi_multi_exit.c'
source_filename = "programs/phi_multi_exit.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"many_returns sum=%ld search %d/%d %d/%d %d/%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"swap_cycle %ld %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"merge_switch sum=%ld stats %d %d %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca [50 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 -200, ptr %3, align 4
  br label %17

17:                                               ; preds = %26, %0
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %18, 1100
  br i1 %19, label %20, label %29

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = call i32 @many_returns(i32 noundef %21)
  %23 = sext i32 %22 to i64
  %24 = load i64, ptr %2, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, ptr %2, align 8
  br label %26

26:                                               ; preds = %20
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, 7
  store i32 %28, ptr %3, align 4
  br label %17, !llvm.loop !6

29:                                               ; preds = %17
  store i32 0, ptr %5, align 4
  br label %30

30:                                               ; preds = %40, %29
  %31 = load i32, ptr %5, align 4
  %32 = icmp slt i32 %31, 50
  br i1 %32, label %33, label %43

33:                                               ; preds = %30
  %34 = load i32, ptr %5, align 4
  %35 = mul nsw i32 %34, 17
  %36 = srem i32 %35, 53
  %37 = load i32, ptr %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [50 x i32], ptr %4, i64 0, i64 %38
  store i32 %36, ptr %39, align 4
  br label %40

40:                                               ; preds = %33
  %41 = load i32, ptr %5, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %5, align 4
  br label %30, !llvm.loop !8

43:                                               ; preds = %30
  %44 = getelementptr inbounds [50 x i32], ptr %4, i64 0, i64 0
  %45 = call i32 @search_exit(ptr noundef %44, i32 noundef 50, i32 noundef 34, ptr noundef %6)
  store i32 %45, ptr %7, align 4
  %46 = load i32, ptr %6, align 4
  store i32 %46, ptr %8, align 4
  %47 = getelementptr inbounds [50 x i32], ptr %4, i64 0, i64 0
  %48 = call i32 @search_exit(ptr noundef %47, i32 noundef 50, i32 noundef 2, ptr noundef %6)
  store i32 %48, ptr %9, align 4
  %49 = load i32, ptr %6, align 4
  store i32 %49, ptr %10, align 4
  %50 = getelementptr inbounds [50 x i32], ptr %4, i64 0, i64 0
  %51 = call i32 @search_exit(ptr noundef %50, i32 noundef 50, i32 noundef 1000, ptr noundef %6)
  store i32 %51, ptr %11, align 4
  %52 = load i64, ptr %2, align 8
  %53 = load i32, ptr %7, align 4
  %54 = load i32, ptr %8, align 4
  %55 = load i32, ptr %9, align 4
  %56 = load i32, ptr %10, align 4
  %57 = load i32, ptr %11, align 4
  %58 = load i32, ptr %6, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57, i32 noundef %58)
  %60 = call i64 @swap_cycle(i32 noundef 0)
  %61 = call i64 @swap_cycle(i32 noundef 1)
  %62 = call i64 @swap_cycle(i32 noundef 1000)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %60, i64 noundef %61, i64 noundef %62)
  store i64 0, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %64

64:                                               ; preds = %75, %43
  %65 = load i32, ptr %13, align 4
  %66 = icmp slt i32 %65, 60
  br i1 %66, label %67, label %78

67:                                               ; preds = %64
  %68 = load i32, ptr %13, align 4
  %69 = load i32, ptr %13, align 4
  %70 = mul nsw i32 %69, 11
  %71 = call i32 @merge_switch(i32 noundef %68, i32 noundef %70)
  %72 = sext i32 %71 to i64
  %73 = load i64, ptr %12, align 8
  %74 = add nsw i64 %73, %72
  store i64 %74, ptr %12, align 8
  br label %75

75:                                               ; preds = %67
  %76 = load i32, ptr %13, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %13, align 4
  br label %64, !llvm.loop !9

78:                                               ; preds = %64
  %79 = getelementptr inbounds [50 x i32], ptr %4, i64 0, i64 0
  call void @stats(ptr noundef %79, i32 noundef 50, ptr noundef %14, ptr noundef %15, ptr noundef %16)
  %80 = load i64, ptr %12, align 8
  %81 = load i32, ptr %14, align 4
  %82 = load i32, ptr %15, align 4
  %83 = load i64, ptr %16, align 8
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %80, i32 noundef %81, i32 noundef %82, i64 noundef %83)
  %85 = load i64, ptr %2, align 8
  %86 = load i64, ptr %12, align 8
  %87 = add nsw i64 %85, %86
  %88 = and i64 %87, 127
  %89 = trunc i64 %88 to i32
  ret i32 %89
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
  br label %11, !llvm.loop !10

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

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @swap_cycle(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  store i64 1, ptr %3, align 8
  store i64 2, ptr %4, align 8
  store i64 3, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %21, %1
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %24

12:                                               ; preds = %8
  %13 = load i64, ptr %3, align 8
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %4, align 8
  store i64 %14, ptr %3, align 8
  %15 = load i64, ptr %5, align 8
  store i64 %15, ptr %4, align 8
  %16 = load i64, ptr %7, align 8
  %17 = load i32, ptr %6, align 4
  %18 = and i32 %17, 7
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %16, %19
  store i64 %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %12
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %8, !llvm.loop !11

24:                                               ; preds = %8
  %25 = load i64, ptr %3, align 8
  %26 = mul nsw i64 %25, 10000
  %27 = load i64, ptr %4, align 8
  %28 = mul nsw i64 %27, 100
  %29 = add nsw i64 %26, %28
  %30 = load i64, ptr %5, align 8
  %31 = add nsw i64 %29, %30
  ret i64 %31
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
  %13 = alloca i64, align 8
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
  store i64 0, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %21

21:                                               ; preds = %63, %5
  %22 = load i32, ptr %14, align 4
  %23 = load i32, ptr %7, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %66

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
  %60 = sext i32 %59 to i64
  %61 = load i64, ptr %13, align 8
  %62 = add nsw i64 %61, %60
  store i64 %62, ptr %13, align 8
  br label %63

63:                                               ; preds = %54
  %64 = load i32, ptr %14, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %14, align 4
  br label %21, !llvm.loop !12

66:                                               ; preds = %21
  %67 = load i32, ptr %11, align 4
  %68 = load ptr, ptr %8, align 8
  store i32 %67, ptr %68, align 4
  %69 = load i32, ptr %12, align 4
  %70 = load ptr, ptr %9, align 8
  store i32 %69, ptr %70, align 4
  %71 = load i64, ptr %13, align 8
  %72 = load ptr, ptr %10, align 8
  store i64 %71, ptr %72, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
