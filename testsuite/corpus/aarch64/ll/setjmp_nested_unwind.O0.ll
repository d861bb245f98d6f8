; ModuleID = 'programs/setjmp_nested_unwind.c'
source_filename = "programs/setjmp_nested_unwind.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [13 x i8] c"outer(0)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer(1)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"outer(2)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"longjmp(jb, 0) delivered %d\0A\00", align 1
@retry_buf = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@.str.4 = private unnamed_addr constant [52 x i8] c"retries: attempts=%d last=%d try_count=%d depth=%d\0A\00", align 1
@attempts = internal global i32 0, align 4
@try_count = internal global i32 0, align 4
@depth = internal global i32 0, align 4
@handlers = internal global [8 x ptr] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = call i32 @outer(i32 noundef 0)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7)
  %9 = call i32 @outer(i32 noundef 1)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %9)
  %11 = call i32 @outer(i32 noundef 2)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %11)
  store volatile i32 0, ptr %3, align 4
  %13 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %2, i64 0, i64 0
  %14 = call i32 @_setjmp(ptr noundef %13) #4
  store i32 %14, ptr %4, align 4
  %15 = load i32, ptr %4, align 4
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %0
  %18 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %2, i64 0, i64 0
  call void @longjmp(ptr noundef %18, i32 noundef 0) #5
  unreachable

19:                                               ; preds = %0
  %20 = load i32, ptr %4, align 4
  store volatile i32 %20, ptr %3, align 4
  %21 = load volatile i32, ptr %3, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %21)
  store volatile i32 0, ptr %5, align 4
  %23 = call i32 @_setjmp(ptr noundef @retry_buf) #4
  store i32 %23, ptr %6, align 4
  %24 = load i32, ptr %6, align 4
  store volatile i32 %24, ptr %5, align 4
  call void @flaky()
  %25 = load i32, ptr @attempts, align 4
  %26 = load volatile i32, ptr %5, align 4
  %27 = load i32, ptr @try_count, align 4
  %28 = load i32, ptr @depth, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28)
  %30 = call i32 @outer(i32 noundef 1)
  %31 = sdiv i32 %30, 100
  %32 = load i32, ptr @attempts, align 4
  %33 = add nsw i32 %31, %32
  ret i32 %33
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @outer(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %8 = load i32, ptr @depth, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @depth, align 4
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %10
  store ptr %4, ptr %11, align 8
  store volatile i32 0, ptr %5, align 4
  %12 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %4, i64 0, i64 0
  %13 = call i32 @_setjmp(ptr noundef %12) #4
  store i32 %13, ptr %6, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %1
  store volatile i32 1, ptr %5, align 4
  %17 = load i32, ptr %3, align 4
  %18 = call i32 @inner(i32 noundef %17)
  store i32 %18, ptr %7, align 4
  store volatile i32 2, ptr %5, align 4
  %19 = load i32, ptr @depth, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, ptr @depth, align 4
  %21 = load i32, ptr %7, align 4
  store i32 %21, ptr %2, align 4
  br label %30

22:                                               ; preds = %1
  %23 = load i32, ptr @depth, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, ptr @depth, align 4
  %25 = load i32, ptr %6, align 4
  %26 = sub nsw i32 0, %25
  %27 = load volatile i32, ptr %5, align 4
  %28 = mul nsw i32 %27, 1000
  %29 = sub nsw i32 %26, %28
  store i32 %29, ptr %2, align 4
  br label %30

30:                                               ; preds = %22, %16
  %31 = load i32, ptr %2, align 4
  ret i32 %31
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @flaky() #0 {
  %1 = load i32, ptr @attempts, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @attempts, align 4
  %3 = icmp slt i32 %2, 5
  br i1 %3, label %4, label %6

4:                                                ; preds = %0
  %5 = load i32, ptr @attempts, align 4
  call void @longjmp(ptr noundef @retry_buf, i32 noundef %5) #5
  unreachable

6:                                                ; preds = %0
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @inner(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr @depth, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @depth, align 4
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %8
  store ptr %3, ptr %9, align 8
  store volatile i32 -1, ptr %4, align 4
  %10 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %3, i64 0, i64 0
  %11 = call i32 @_setjmp(ptr noundef %10) #4
  store i32 %11, ptr %5, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %34

14:                                               ; preds = %1
  %15 = load i32, ptr @try_count, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr @try_count, align 4
  %17 = load i32, ptr %2, align 4
  %18 = icmp eq i32 %17, 1
  br i1 %18, label %19, label %21

19:                                               ; preds = %14
  %20 = call i32 @recurse_then_throw(i32 noundef 100, i32 noundef 7)
  br label %21

21:                                               ; preds = %19, %14
  %22 = load i32, ptr %2, align 4
  %23 = icmp eq i32 %22, 2
  br i1 %23, label %24, label %33

24:                                               ; preds = %21
  %25 = load i32, ptr @depth, align 4
  %26 = add nsw i32 %25, -1
  store i32 %26, ptr @depth, align 4
  %27 = load i32, ptr @depth, align 4
  %28 = sub nsw i32 %27, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %29
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %31, i64 0, i64 0
  call void @longjmp(ptr noundef %32, i32 noundef 99) #5
  unreachable

33:                                               ; preds = %21
  store volatile i32 10, ptr %4, align 4
  br label %37

34:                                               ; preds = %1
  %35 = load i32, ptr %5, align 4
  %36 = mul nsw i32 %35, 100
  store volatile i32 %36, ptr %4, align 4
  br label %37

37:                                               ; preds = %34, %33
  %38 = load i32, ptr @depth, align 4
  %39 = add nsw i32 %38, -1
  store i32 %39, ptr @depth, align 4
  %40 = load volatile i32, ptr %4, align 4
  ret i32 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @recurse_then_throw(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [64 x i8], align 1
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = trunc i32 %6 to i8
  %8 = load i32, ptr %3, align 4
  %9 = srem i32 %8, 64
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %10
  store volatile i8 %7, ptr %11, align 1
  %12 = load i32, ptr %3, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %2
  %15 = load i32, ptr @depth, align 4
  %16 = sub nsw i32 %15, 1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %17
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %19, i64 0, i64 0
  %21 = load i32, ptr %4, align 4
  call void @longjmp(ptr noundef %20, i32 noundef %21) #5
  unreachable

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4
  %24 = sub nsw i32 %23, 1
  %25 = load i32, ptr %4, align 4
  %26 = call i32 @recurse_then_throw(i32 noundef %24, i32 noundef %25)
  %27 = load i32, ptr %3, align 4
  %28 = srem i32 %27, 64
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %29
  %31 = load volatile i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = add nsw i32 %26, %32
  ret i32 %33
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind returns_twice }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
