; ModuleID = 'programs/atomics_threads_counter.c'
source_filename = "programs/atomics_threads_counter.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@log_len = internal global i32 0, align 4
@log_ = internal global [100 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [63 x i8] c"counter=%d sum=%lld log_len=%d first=%d,%d last=%d check=%llu\0A\00", align 1
@counter = internal global i32 0, align 4
@sum = internal global i64 0, align 8
@turn = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  store i32 1, ptr %5, align 4
  %10 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef %4) #3
  %11 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef %5) #3
  %12 = load i64, ptr %2, align 8
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null)
  %14 = load i64, ptr %3, align 8
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null)
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %29, %0
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr @log_len, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %32

20:                                               ; preds = %16
  %21 = load i64, ptr %6, align 8
  %22 = mul i64 %21, 3
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = zext i32 %26 to i64
  %28 = add i64 %22, %27
  store i64 %28, ptr %6, align 8
  br label %29

29:                                               ; preds = %20
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %16, !llvm.loop !6

32:                                               ; preds = %16
  %33 = load atomic i32, ptr @counter seq_cst, align 4
  store i32 %33, ptr %8, align 4
  %34 = load i32, ptr %8, align 4
  %35 = load atomic i64, ptr @sum seq_cst, align 8
  store i64 %35, ptr %9, align 8
  %36 = load i64, ptr %9, align 8
  %37 = load i32, ptr @log_len, align 4
  %38 = load i32, ptr @log_, align 4
  %39 = load i32, ptr getelementptr inbounds ([100 x i32], ptr @log_, i64 0, i64 1), align 4
  %40 = load i32, ptr @log_len, align 4
  %41 = sub nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = load i64, ptr %6, align 8
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %34, i64 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %44, i64 noundef %45)
  %47 = load i32, ptr @log_len, align 4
  %48 = srem i32 %47, 128
  ret i32 %48
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = load i32, ptr %12, align 4
  store i32 %13, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %14

14:                                               ; preds = %30, %1
  %15 = load i32, ptr %4, align 4
  %16 = icmp slt i32 %15, 10000
  br i1 %16, label %17, label %33

17:                                               ; preds = %14
  store i32 1, ptr %5, align 4
  %18 = load i32, ptr %5, align 4
  %19 = atomicrmw add ptr @counter, i32 %18 monotonic, align 4
  store i32 %19, ptr %6, align 4
  %20 = load i32, ptr %6, align 4
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, 1
  %25 = sext i32 %24 to i64
  %26 = mul nsw i64 %22, %25
  store i64 %26, ptr %7, align 8
  %27 = load i64, ptr %7, align 8
  %28 = atomicrmw add ptr @sum, i64 %27 seq_cst, align 8
  store i64 %28, ptr %8, align 8
  %29 = load i64, ptr %8, align 8
  br label %30

30:                                               ; preds = %17
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %4, align 4
  br label %14, !llvm.loop !8

33:                                               ; preds = %14
  store i32 0, ptr %9, align 4
  br label %34

34:                                               ; preds = %57, %33
  %35 = load i32, ptr %9, align 4
  %36 = icmp slt i32 %35, 50
  br i1 %36, label %37, label %60

37:                                               ; preds = %34
  br label %38

38:                                               ; preds = %43, %37
  %39 = load atomic i32, ptr @turn acquire, align 4
  store i32 %39, ptr %10, align 4
  %40 = load i32, ptr %10, align 4
  %41 = load i32, ptr %3, align 4
  %42 = icmp ne i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %38
  %44 = call i32 @sched_yield() #3
  br label %38, !llvm.loop !9

45:                                               ; preds = %38
  %46 = load i32, ptr %3, align 4
  %47 = mul nsw i32 %46, 1000
  %48 = load i32, ptr %9, align 4
  %49 = add nsw i32 %47, %48
  %50 = load i32, ptr @log_len, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr @log_len, align 4
  %52 = sext i32 %50 to i64
  %53 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %52
  store i32 %49, ptr %53, align 4
  %54 = load i32, ptr %3, align 4
  %55 = sub nsw i32 1, %54
  store i32 %55, ptr %11, align 4
  %56 = load i32, ptr %11, align 4
  store atomic i32 %56, ptr @turn release, align 4
  br label %57

57:                                               ; preds = %45
  %58 = load i32, ptr %9, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %9, align 4
  br label %34, !llvm.loop !10

60:                                               ; preds = %34
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare i32 @sched_yield() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

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
