; ModuleID = 'programs/ctor_dtor_atexit_order.c'
source_filename = "programs/ctor_dtor_atexit_order.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@order = internal global [16 x i32] zeroinitializer, align 4
@n_order = internal global i32 0, align 4
@initialized_value = internal global i32 0, align 4
@.str = private unnamed_addr constant [16 x i8] c"destructor 101\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"destructor 102\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"destructor default\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"constructor order:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"\0Ainitialized_value=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"main returns\0A\00", align 1
@stdout = external global ptr, align 8
@.str.7 = private unnamed_addr constant [10 x i8] c"atexit 1\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"atexit 2\0A\00", align 1
@llvm.global_ctors = appending global [4 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 103, ptr @c103, ptr null }, { i32, ptr, ptr } { i32 101, ptr @c101, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @cdef, ptr null }, { i32, ptr, ptr } { i32 102, ptr @c102, ptr null }]
@llvm.global_dtors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 101, ptr @d101, ptr null }, { i32, ptr, ptr } { i32 102, ptr @d102, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @ddef, ptr null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @c103() #0 {
  %1 = load i32, ptr @n_order, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @n_order, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3
  store i32 103, ptr %4, align 4
  %5 = load i32, ptr @initialized_value, align 4
  %6 = add nsw i32 %5, 3
  store i32 %6, ptr @initialized_value, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @c101() #0 {
  %1 = load i32, ptr @n_order, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @n_order, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3
  store i32 101, ptr %4, align 4
  %5 = load i32, ptr @initialized_value, align 4
  %6 = mul nsw i32 %5, 10
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @initialized_value, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cdef() #0 {
  %1 = load i32, ptr @n_order, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @n_order, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3
  store i32 65535, ptr %4, align 4
  %5 = load i32, ptr @initialized_value, align 4
  %6 = mul nsw i32 %5, 2
  store i32 %6, ptr @initialized_value, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @c102() #0 {
  %1 = load i32, ptr @n_order, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @n_order, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3
  store i32 102, ptr %4, align 4
  %5 = load i32, ptr @initialized_value, align 4
  %6 = mul nsw i32 %5, 10
  %7 = add nsw i32 %6, 2
  store i32 %7, ptr @initialized_value, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d101() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d102() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ddef() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %2, align 4
  br label %4

4:                                                ; preds = %14, %0
  %5 = load i32, ptr %2, align 4
  %6 = load i32, ptr @n_order, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = load i32, ptr %2, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %12)
  br label %14

14:                                               ; preds = %8
  %15 = load i32, ptr %2, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %2, align 4
  br label %4, !llvm.loop !6

17:                                               ; preds = %4
  %18 = load i32, ptr @initialized_value, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %18)
  %20 = call i32 @atexit(ptr noundef @ax1) #3
  %21 = call i32 @atexit(ptr noundef @ax2) #3
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %23 = load ptr, ptr @stdout, align 8
  %24 = call i32 @fflush(ptr noundef %23)
  %25 = load i32, ptr @initialized_value, align 4
  %26 = srem i32 %25, 100
  ret i32 %26
}

; Function Attrs: nounwind
declare i32 @atexit(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ax1() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ax2() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  ret void
}

declare i32 @fflush(ptr noundef) #1

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
