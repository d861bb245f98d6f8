; ModuleID = 'programs/tail_recursion.c'
source_filename = "programs/tail_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"fact(20)=%llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"sum_to(20000)=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"gcd=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"st=%d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"axbyxxyyzxy\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"xyxyxyxyx\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"sibling=%ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"collatz max len=%u at %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = call i64 @fact_acc(i64 noundef 20, i64 noundef 1)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %6)
  %8 = call i64 @sum_to(i64 noundef 20000, i64 noundef 0)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %8)
  %10 = call i32 @gcd_t(i32 noundef 1234567890, i32 noundef 987654321)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %10)
  %12 = call i32 @st_a(ptr noundef @.str.4, i32 noundef 1)
  %13 = call i32 @st_a(ptr noundef @.str.5, i32 noundef 1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %12, i32 noundef %13)
  %15 = call i64 @sibling(i64 noundef 3, i64 noundef 4)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %15)
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i64 1, ptr %4, align 8
  br label %17

17:                                               ; preds = %31, %0
  %18 = load i64, ptr %4, align 8
  %19 = icmp ult i64 %18, 30000
  br i1 %19, label %20, label %34

20:                                               ; preds = %17
  %21 = load i64, ptr %4, align 8
  %22 = call i32 @collatz_len(i64 noundef %21, i32 noundef 0)
  store i32 %22, ptr %5, align 4
  %23 = load i32, ptr %5, align 4
  %24 = load i32, ptr %2, align 4
  %25 = icmp ugt i32 %23, %24
  br i1 %25, label %26, label %30

26:                                               ; preds = %20
  %27 = load i32, ptr %5, align 4
  store i32 %27, ptr %2, align 4
  %28 = load i64, ptr %4, align 8
  %29 = trunc i64 %28 to i32
  store i32 %29, ptr %3, align 4
  br label %30

30:                                               ; preds = %26, %20
  br label %31

31:                                               ; preds = %30
  %32 = load i64, ptr %4, align 8
  %33 = add i64 %32, 1
  store i64 %33, ptr %4, align 8
  br label %17, !llvm.loop !6

34:                                               ; preds = %17
  %35 = load i32, ptr %2, align 4
  %36 = load i32, ptr %3, align 4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %35, i32 noundef %36)
  %38 = load i32, ptr %2, align 4
  %39 = and i32 %38, 255
  ret i32 %39
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fact_acc(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = icmp ule i64 %5, 1
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  br label %16

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  %11 = sub i64 %10, 1
  %12 = load i64, ptr %4, align 8
  %13 = load i64, ptr %3, align 8
  %14 = mul i64 %12, %13
  %15 = call i64 @fact_acc(i64 noundef %11, i64 noundef %14)
  br label %16

16:                                               ; preds = %9, %7
  %17 = phi i64 [ %8, %7 ], [ %15, %9 ]
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_to(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %5, align 8
  store i64 %9, ptr %3, align 8
  br label %17

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  %12 = sub nsw i64 %11, 1
  %13 = load i64, ptr %5, align 8
  %14 = load i64, ptr %4, align 8
  %15 = add nsw i64 %13, %14
  %16 = call i64 @sum_to(i64 noundef %12, i64 noundef %15)
  store i64 %16, ptr %3, align 8
  br label %17

17:                                               ; preds = %10, %8
  %18 = load i64, ptr %3, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gcd_t(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  br label %15

9:                                                ; preds = %2
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = srem i32 %11, %12
  %14 = call i32 @gcd_t(i32 noundef %10, i32 noundef %13)
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32 [ %8, %7 ], [ %14, %9 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @st_a(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load ptr, ptr %4, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %2
  %10 = load i32, ptr %5, align 4
  store i32 %10, ptr %3, align 4
  br label %29

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = icmp eq i32 %14, 120
  br i1 %15, label %16, label %22

16:                                               ; preds = %11
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds i8, ptr %17, i64 1
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  %21 = call i32 @st_b(ptr noundef %18, i32 noundef %20)
  br label %27

22:                                               ; preds = %11
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 1
  %25 = load i32, ptr %5, align 4
  %26 = call i32 @st_a(ptr noundef %24, i32 noundef %25)
  br label %27

27:                                               ; preds = %22, %16
  %28 = phi i32 [ %21, %16 ], [ %26, %22 ]
  store i32 %28, ptr %3, align 4
  br label %29

29:                                               ; preds = %27, %9
  %30 = load i32, ptr %3, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sibling(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = load i64, ptr %4, align 8
  %9 = add nsw i64 %7, %8
  %10 = call i64 @three(i64 noundef %5, i64 noundef %6, i64 noundef %9)
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @collatz_len(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = icmp eq i64 %5, 1
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  br label %25

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  %11 = urem i64 %10, 2
  %12 = icmp ne i64 %11, 0
  br i1 %12, label %13, label %17

13:                                               ; preds = %9
  %14 = load i64, ptr %3, align 8
  %15 = mul i64 3, %14
  %16 = add i64 %15, 1
  br label %20

17:                                               ; preds = %9
  %18 = load i64, ptr %3, align 8
  %19 = udiv i64 %18, 2
  br label %20

20:                                               ; preds = %17, %13
  %21 = phi i64 [ %16, %13 ], [ %19, %17 ]
  %22 = load i32, ptr %4, align 4
  %23 = add i32 %22, 1
  %24 = call i32 @collatz_len(i64 noundef %21, i32 noundef %23)
  br label %25

25:                                               ; preds = %20, %7
  %26 = phi i32 [ %8, %7 ], [ %24, %20 ]
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @st_b(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load ptr, ptr %4, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %2
  %10 = load i32, ptr %5, align 4
  %11 = sub nsw i32 0, %10
  store i32 %11, ptr %3, align 4
  br label %30

12:                                               ; preds = %2
  %13 = load ptr, ptr %4, align 8
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = icmp eq i32 %15, 121
  br i1 %16, label %17, label %23

17:                                               ; preds = %12
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 1
  %20 = load i32, ptr %5, align 4
  %21 = mul nsw i32 %20, 2
  %22 = call i32 @st_a(ptr noundef %19, i32 noundef %21)
  br label %28

23:                                               ; preds = %12
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds i8, ptr %24, i64 1
  %26 = load i32, ptr %5, align 4
  %27 = call i32 @st_b(ptr noundef %25, i32 noundef %26)
  br label %28

28:                                               ; preds = %23, %17
  %29 = phi i32 [ %22, %17 ], [ %27, %23 ]
  store i32 %29, ptr %3, align 4
  br label %30

30:                                               ; preds = %28, %9
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @three(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = mul nsw i64 %7, 100
  %9 = load i64, ptr %5, align 8
  %10 = mul nsw i64 %9, 10
  %11 = add nsw i64 %8, %10
  %12 = load i64, ptr %6, align 8
  %13 = add nsw i64 %11, %12
  ret i64 %13
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
