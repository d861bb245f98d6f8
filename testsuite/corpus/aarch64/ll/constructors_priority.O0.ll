; ModuleID = 'programs/constructors_priority.c'
source_filename = "programs/constructors_priority.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@order = internal global [16 x i32] zeroinitializer, align 4
@norder = internal global i32 0, align 4
@table = internal global [256 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [28 x i8] c"destructor 101 (runs last)\0A\00", align 1
@stdout = external global ptr, align 8
@.str.1 = private unnamed_addr constant [29 x i8] c"destructor 200 (runs first)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"constructors ran:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"table sum=%ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"atexit 1\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"atexit 2\0A\00", align 1
@llvm.global_ctors = appending global [4 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 101, ptr @init_first, ptr null }, { i32, ptr, ptr } { i32 300, ptr @init_third, ptr null }, { i32, ptr, ptr } { i32 200, ptr @init_second, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @init_default, ptr null }]
@llvm.global_dtors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 101, ptr @fini_last, ptr null }, { i32, ptr, ptr } { i32 200, ptr @fini_first, ptr null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_first() #0 {
  %1 = load i32, ptr @norder, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3
  store i32 101, ptr %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_third() #0 {
  %1 = alloca i32, align 4
  %2 = load i32, ptr @norder, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @norder, align 4
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %4
  store i32 300, ptr %5, align 4
  store i32 0, ptr %1, align 4
  br label %6

6:                                                ; preds = %17, %0
  %7 = load i32, ptr %1, align 4
  %8 = icmp slt i32 %7, 256
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = load i32, ptr %1, align 4
  %11 = load i32, ptr %1, align 4
  %12 = mul nsw i32 %10, %11
  %13 = srem i32 %12, 251
  %14 = load i32, ptr %1, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %15
  store i32 %13, ptr %16, align 4
  br label %17

17:                                               ; preds = %9
  %18 = load i32, ptr %1, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %1, align 4
  br label %6, !llvm.loop !6

20:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_second() #0 {
  %1 = load i32, ptr @norder, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3
  store i32 200, ptr %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_default() #0 {
  %1 = load i32, ptr @norder, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3
  store i32 999, ptr %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fini_last() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %2 = load ptr, ptr @stdout, align 8
  %3 = call i32 @fflush(ptr noundef %2)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @fflush(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fini_first() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %16, %0
  %7 = load i32, ptr %2, align 4
  %8 = load i32, ptr @norder, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %14)
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %2, align 4
  br label %6, !llvm.loop !8

19:                                               ; preds = %6
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %21

21:                                               ; preds = %32, %19
  %22 = load i32, ptr %4, align 4
  %23 = icmp slt i32 %22, 256
  br i1 %23, label %24, label %35

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = sext i32 %28 to i64
  %30 = load i64, ptr %3, align 8
  %31 = add nsw i64 %30, %29
  store i64 %31, ptr %3, align 8
  br label %32

32:                                               ; preds = %24
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %4, align 4
  br label %21, !llvm.loop !9

35:                                               ; preds = %21
  %36 = load i64, ptr %3, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %36)
  %38 = call i32 @atexit(ptr noundef @at1) #3
  %39 = call i32 @atexit(ptr noundef @at2) #3
  %40 = load i32, ptr @norder, align 4
  ret i32 %40
}

; Function Attrs: nounwind
declare i32 @atexit(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at1() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at2() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
