; ModuleID = 'programs/nqueens.c'
source_filename = "programs/nqueens.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@found_first = internal global i32 0, align 4
@.str = private unnamed_addr constant [28 x i8] c"n=%d solutions=%d agree=%d\0A\00", align 1
@first = internal global [16 x i32] zeroinitializer, align 4
@pos = internal global [16 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 1, ptr %3, align 4
  br label %8

8:                                                ; preds = %26, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp sle i32 %9, 10
  br i1 %10, label %11, label %29

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = call i32 @count_bits(i32 noundef %12, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  store i32 %13, ptr %4, align 4
  store i32 0, ptr @found_first, align 4
  %14 = load i32, ptr %3, align 4
  %15 = call i32 @solve_arr(i32 noundef %14, i32 noundef 0)
  store i32 %15, ptr %5, align 4
  %16 = load i32, ptr %3, align 4
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %4, align 4
  %19 = load i32, ptr %5, align 4
  %20 = icmp eq i32 %18, %19
  %21 = zext i1 %20 to i32
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16, i32 noundef %17, i32 noundef %21)
  %23 = load i32, ptr %4, align 4
  %24 = load i32, ptr %2, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %2, align 4
  br label %26

26:                                               ; preds = %11
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %3, align 4
  br label %8, !llvm.loop !6

29:                                               ; preds = %8
  store i32 0, ptr @found_first, align 4
  %30 = call i32 @solve_arr(i32 noundef 8, i32 noundef 0)
  store i32 0, ptr %6, align 4
  br label %31

31:                                               ; preds = %53, %29
  %32 = load i32, ptr %6, align 4
  %33 = icmp slt i32 %32, 8
  br i1 %33, label %34, label %56

34:                                               ; preds = %31
  store i32 0, ptr %7, align 4
  br label %35

35:                                               ; preds = %48, %34
  %36 = load i32, ptr %7, align 4
  %37 = icmp slt i32 %36, 8
  br i1 %37, label %38, label %51

38:                                               ; preds = %35
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [16 x i32], ptr @first, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = load i32, ptr %7, align 4
  %44 = icmp eq i32 %42, %43
  %45 = zext i1 %44 to i64
  %46 = select i1 %44, i32 81, i32 46
  %47 = call i32 @putchar(i32 noundef %46)
  br label %48

48:                                               ; preds = %38
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %7, align 4
  br label %35, !llvm.loop !8

51:                                               ; preds = %35
  %52 = call i32 @putchar(i32 noundef 10)
  br label %53

53:                                               ; preds = %51
  %54 = load i32, ptr %6, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %6, align 4
  br label %31, !llvm.loop !9

56:                                               ; preds = %31
  %57 = load i32, ptr %2, align 4
  %58 = srem i32 %57, 256
  ret i32 %58
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_bits(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %14 = load i32, ptr %6, align 4
  %15 = shl i32 1, %14
  %16 = sub i32 %15, 1
  store i32 %16, ptr %10, align 4
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr %10, align 4
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %4
  store i32 1, ptr %5, align 4
  br label %58

21:                                               ; preds = %4
  store i32 0, ptr %11, align 4
  %22 = load i32, ptr %10, align 4
  %23 = load i32, ptr %7, align 4
  %24 = load i32, ptr %8, align 4
  %25 = or i32 %23, %24
  %26 = load i32, ptr %9, align 4
  %27 = or i32 %25, %26
  %28 = xor i32 %27, -1
  %29 = and i32 %22, %28
  store i32 %29, ptr %12, align 4
  br label %30

30:                                               ; preds = %33, %21
  %31 = load i32, ptr %12, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %56

33:                                               ; preds = %30
  %34 = load i32, ptr %12, align 4
  %35 = load i32, ptr %12, align 4
  %36 = sub i32 0, %35
  %37 = and i32 %34, %36
  store i32 %37, ptr %13, align 4
  %38 = load i32, ptr %13, align 4
  %39 = load i32, ptr %12, align 4
  %40 = xor i32 %39, %38
  store i32 %40, ptr %12, align 4
  %41 = load i32, ptr %6, align 4
  %42 = load i32, ptr %7, align 4
  %43 = load i32, ptr %13, align 4
  %44 = or i32 %42, %43
  %45 = load i32, ptr %8, align 4
  %46 = load i32, ptr %13, align 4
  %47 = or i32 %45, %46
  %48 = shl i32 %47, 1
  %49 = load i32, ptr %9, align 4
  %50 = load i32, ptr %13, align 4
  %51 = or i32 %49, %50
  %52 = lshr i32 %51, 1
  %53 = call i32 @count_bits(i32 noundef %41, i32 noundef %44, i32 noundef %48, i32 noundef %52)
  %54 = load i32, ptr %11, align 4
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr %11, align 4
  br label %30, !llvm.loop !10

56:                                               ; preds = %30
  %57 = load i32, ptr %11, align 4
  store i32 %57, ptr %5, align 4
  br label %58

58:                                               ; preds = %56, %20
  %59 = load i32, ptr %5, align 4
  ret i32 %59
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @solve_arr(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %33

12:                                               ; preds = %2
  %13 = load i32, ptr @found_first, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %32, label %15

15:                                               ; preds = %12
  store i32 0, ptr %6, align 4
  br label %16

16:                                               ; preds = %28, %15
  %17 = load i32, ptr %6, align 4
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %31

20:                                               ; preds = %16
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [16 x i32], ptr @pos, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [16 x i32], ptr @first, i64 0, i64 %26
  store i32 %24, ptr %27, align 4
  br label %28

28:                                               ; preds = %20
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %16, !llvm.loop !11

31:                                               ; preds = %16
  store i32 1, ptr @found_first, align 4
  br label %32

32:                                               ; preds = %31, %12
  store i32 1, ptr %3, align 4
  br label %60

33:                                               ; preds = %2
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %34

34:                                               ; preds = %55, %33
  %35 = load i32, ptr %8, align 4
  %36 = load i32, ptr %4, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %58

38:                                               ; preds = %34
  %39 = load i32, ptr %5, align 4
  %40 = load i32, ptr %8, align 4
  %41 = call i32 @safe(i32 noundef %39, i32 noundef %40)
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %54

43:                                               ; preds = %38
  %44 = load i32, ptr %8, align 4
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [16 x i32], ptr @pos, i64 0, i64 %46
  store i32 %44, ptr %47, align 4
  %48 = load i32, ptr %4, align 4
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  %51 = call i32 @solve_arr(i32 noundef %48, i32 noundef %50)
  %52 = load i32, ptr %7, align 4
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr %7, align 4
  br label %54

54:                                               ; preds = %43, %38
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %34, !llvm.loop !12

58:                                               ; preds = %34
  %59 = load i32, ptr %7, align 4
  store i32 %59, ptr %3, align 4
  br label %60

60:                                               ; preds = %58, %32
  %61 = load i32, ptr %3, align 4
  ret i32 %61
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %42, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %45

11:                                               ; preds = %7
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [16 x i32], ptr @pos, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %40, label %18

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [16 x i32], ptr @pos, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr %5, align 4
  %24 = sub nsw i32 %22, %23
  %25 = load i32, ptr %6, align 4
  %26 = load i32, ptr %4, align 4
  %27 = sub nsw i32 %25, %26
  %28 = icmp eq i32 %24, %27
  br i1 %28, label %40, label %29

29:                                               ; preds = %18
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [16 x i32], ptr @pos, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = load i32, ptr %5, align 4
  %35 = sub nsw i32 %33, %34
  %36 = load i32, ptr %4, align 4
  %37 = load i32, ptr %6, align 4
  %38 = sub nsw i32 %36, %37
  %39 = icmp eq i32 %35, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %29, %18, %11
  store i32 0, ptr %3, align 4
  br label %46

41:                                               ; preds = %29
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %6, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %6, align 4
  br label %7, !llvm.loop !13

45:                                               ; preds = %7
  store i32 1, ptr %3, align 4
  br label %46

46:                                               ; preds = %45, %40
  %47 = load i32, ptr %3, align 4
  ret i32 %47
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
!13 = distinct !{!13, !7}
