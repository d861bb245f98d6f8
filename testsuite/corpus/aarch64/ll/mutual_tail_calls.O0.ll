; ModuleID = 'programs/mutual_tail_calls.c'
source_filename = "programs/mutual_tail_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"even(30000)=%d odd(29999)=%d even(12345)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"state machine %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"*.c\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"a?c*\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"*a*b*c*\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"**x\00", align 1
@__const.main.pats = private unnamed_addr constant [6 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@.str.8 = private unnamed_addr constant [7 x i8] c"main.c\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"xaybzc\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"yyx\00", align 1
@__const.main.strs = private unnamed_addr constant [6 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.6, ptr @.str.6, ptr @.str.11], align 8
@.str.12 = private unnamed_addr constant [17 x i8] c"match(%s,%s)=%d \00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0Avia_ptr=%ld few_args=%ld\0A\00", align 1
@next = internal global ptr @via_ptr, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x ptr], align 8
  %3 = alloca [6 x ptr], align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 @is_even(i32 noundef 30000)
  %6 = call i32 @is_odd(i32 noundef 29999)
  %7 = call i32 @is_even(i32 noundef 12345)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %5, i32 noundef %6, i32 noundef %7)
  %9 = call i64 @st_a(i64 noundef 30000, i64 noundef 1)
  %10 = call i64 @st_a(i64 noundef 29999, i64 noundef 5)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %9, i64 noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.pats, i64 48, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.strs, i64 48, i1 false)
  store i32 0, ptr %4, align 4
  br label %12

12:                                               ; preds = %34, %0
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %13, 6
  br i1 %14, label %15, label %37

15:                                               ; preds = %12
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [6 x ptr], ptr %2, i64 0, i64 %17
  %19 = load ptr, ptr %18, align 8
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [6 x ptr], ptr %3, i64 0, i64 %21
  %23 = load ptr, ptr %22, align 8
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [6 x ptr], ptr %2, i64 0, i64 %25
  %27 = load ptr, ptr %26, align 8
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [6 x ptr], ptr %3, i64 0, i64 %29
  %31 = load ptr, ptr %30, align 8
  %32 = call i32 @match(ptr noundef %27, ptr noundef %31)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %19, ptr noundef %23, i32 noundef %32)
  br label %34

34:                                               ; preds = %15
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %4, align 4
  br label %12, !llvm.loop !6

37:                                               ; preds = %12
  %38 = call i64 @via_ptr(i64 noundef 20000, i64 noundef 0)
  %39 = call i64 @few_args(i64 noundef 6, i64 noundef 7)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %38, i64 noundef %39)
  %41 = call i32 @is_even(i32 noundef 101)
  %42 = call i64 @st_a(i64 noundef 100, i64 noundef 1)
  %43 = and i64 %42, 63
  %44 = trunc i64 %43 to i32
  %45 = add nsw i32 %41, %44
  ret i32 %45
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_odd(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_even(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @st_a(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = icmp sle i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  br label %17

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  %11 = sub nsw i64 %10, 1
  %12 = load i64, ptr %4, align 8
  %13 = mul nsw i64 %12, 3
  %14 = srem i64 %13, 1000003
  %15 = add nsw i64 %14, 1
  %16 = call i64 @st_b(i64 noundef %11, i64 noundef %15)
  br label %17

17:                                               ; preds = %9, %7
  %18 = phi i64 [ %8, %7 ], [ %16, %9 ]
  ret i64 %18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @match(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = icmp eq i32 %13, 0
  %15 = zext i1 %14 to i32
  store i32 %15, ptr %3, align 4
  br label %68

16:                                               ; preds = %2
  %17 = load ptr, ptr %4, align 8
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp eq i32 %19, 42
  br i1 %20, label %21, label %43

21:                                               ; preds = %16
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 1
  %24 = load ptr, ptr %5, align 8
  %25 = call i32 @match(ptr noundef %23, ptr noundef %24)
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %40, label %27

27:                                               ; preds = %21
  %28 = load ptr, ptr %5, align 8
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %38

32:                                               ; preds = %27
  %33 = load ptr, ptr %4, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds i8, ptr %34, i64 1
  %36 = call i32 @match(ptr noundef %33, ptr noundef %35)
  %37 = icmp ne i32 %36, 0
  br label %38

38:                                               ; preds = %32, %27
  %39 = phi i1 [ false, %27 ], [ %37, %32 ]
  br label %40

40:                                               ; preds = %38, %21
  %41 = phi i1 [ true, %21 ], [ %39, %38 ]
  %42 = zext i1 %41 to i32
  store i32 %42, ptr %3, align 4
  br label %68

43:                                               ; preds = %16
  %44 = load ptr, ptr %5, align 8
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i32
  %47 = icmp ne i32 %46, 0
  br i1 %47, label %48, label %67

48:                                               ; preds = %43
  %49 = load ptr, ptr %4, align 8
  %50 = load i8, ptr %49, align 1
  %51 = zext i8 %50 to i32
  %52 = icmp eq i32 %51, 63
  br i1 %52, label %61, label %53

53:                                               ; preds = %48
  %54 = load ptr, ptr %4, align 8
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = load ptr, ptr %5, align 8
  %58 = load i8, ptr %57, align 1
  %59 = zext i8 %58 to i32
  %60 = icmp eq i32 %56, %59
  br i1 %60, label %61, label %67

61:                                               ; preds = %53, %48
  %62 = load ptr, ptr %4, align 8
  %63 = getelementptr inbounds i8, ptr %62, i64 1
  %64 = load ptr, ptr %5, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 1
  %66 = call i32 @match(ptr noundef %63, ptr noundef %65)
  store i32 %66, ptr %3, align 4
  br label %68

67:                                               ; preds = %53, %43
  store i32 0, ptr %3, align 4
  br label %68

68:                                               ; preds = %67, %61, %40, %10
  %69 = load i32, ptr %3, align 4
  ret i32 %69
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @via_ptr(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  br label %17

9:                                                ; preds = %2
  %10 = load ptr, ptr @next, align 8
  %11 = load i64, ptr %3, align 8
  %12 = sub nsw i64 %11, 1
  %13 = load i64, ptr %4, align 8
  %14 = load i64, ptr %3, align 8
  %15 = add nsw i64 %13, %14
  %16 = call i64 %10(i64 noundef %12, i64 noundef %15)
  br label %17

17:                                               ; preds = %9, %7
  %18 = phi i64 [ %8, %7 ], [ %16, %9 ]
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @few_args(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = load i64, ptr %4, align 8
  %9 = add nsw i64 %7, %8
  %10 = load i64, ptr %3, align 8
  %11 = load i64, ptr %4, align 8
  %12 = sub nsw i64 %10, %11
  %13 = load i64, ptr %3, align 8
  %14 = load i64, ptr %4, align 8
  %15 = mul nsw i64 %13, %14
  %16 = call i64 @many_args(i64 noundef %5, i64 noundef %6, i64 noundef %9, i64 noundef %12, i64 noundef %15, i64 noundef 1, i64 noundef 2, i64 noundef 3)
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @st_b(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = icmp sle i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  br label %15

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  %11 = sub nsw i64 %10, 1
  %12 = load i64, ptr %4, align 8
  %13 = add nsw i64 %12, 7
  %14 = call i64 @st_c(i64 noundef %11, i64 noundef %13)
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i64 [ %8, %7 ], [ %14, %9 ]
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @st_c(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = icmp sle i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  br label %15

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  %11 = sub nsw i64 %10, 1
  %12 = load i64, ptr %4, align 8
  %13 = xor i64 %12, 85
  %14 = call i64 @st_a(i64 noundef %11, i64 noundef %13)
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i64 [ %8, %7 ], [ %14, %9 ]
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many_args(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i64 %5, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %9, align 8
  %18 = load i64, ptr %10, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %11, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  ret i64 %31
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
