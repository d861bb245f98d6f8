; ModuleID = 'programs/weak_undefined_refs.c'
source_filename = "programs/weak_undefined_refs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@weak_counter = weak dso_local global i32 5, align 4
@.str = private unnamed_addr constant [42 x i8] c"missing_function %s, missing_variable %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"present\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@missing_variable = extern_weak global i32, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [55 x i8] c"present_function: %d (via ptr %d, missing via ptr %d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"hook=%d weak_counter=%d aliased=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"weak_counter now %d\0A\00", align 1

@aliased = dso_local alias i32 (i32), ptr @real_impl

; Function Attrs: noinline nounwind optnone uwtable
define weak dso_local i32 @present_function(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 7
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define weak dso_local i32 @hook(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1000
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @real_impl(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = icmp ne ptr @missing_function, null
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, ptr @.str.1, ptr @.str.2
  %7 = icmp ne ptr @missing_variable, null
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, ptr @.str.1, ptr @.str.2
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %6, ptr noundef %9)
  %11 = icmp ne ptr @missing_function, null
  br i1 %11, label %12, label %14

12:                                               ; preds = %0
  %13 = call i32 @missing_function(i32 noundef 3)
  br label %15

14:                                               ; preds = %0
  br label %15

15:                                               ; preds = %14, %12
  %16 = phi i32 [ %13, %12 ], [ -3, %14 ]
  store i32 %16, ptr %2, align 4
  %17 = icmp ne ptr @missing_variable, null
  br i1 %17, label %18, label %20

18:                                               ; preds = %15
  %19 = load i32, ptr @missing_variable, align 4
  br label %21

20:                                               ; preds = %15
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i32 [ %19, %18 ], [ -4, %20 ]
  store i32 %22, ptr %3, align 4
  %23 = load i32, ptr %2, align 4
  %24 = load i32, ptr %3, align 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %23, i32 noundef %24)
  %26 = call i32 @present_function(i32 noundef 6)
  %27 = call i32 @call_if_present(ptr noundef @present_function, i32 noundef 2)
  %28 = call i32 @call_if_present(ptr noundef @missing_function, i32 noundef 2)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %26, i32 noundef %27, i32 noundef %28)
  %30 = call i32 @hook(i32 noundef 1)
  %31 = load i32, ptr @weak_counter, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr @weak_counter, align 4
  %33 = call i32 @aliased(i32 noundef 9)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %30, i32 noundef %31, i32 noundef %33)
  %35 = load i32, ptr @weak_counter, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %35)
  %37 = call i32 @hook(i32 noundef 0)
  %38 = srem i32 %37, 100
  %39 = load i32, ptr @weak_counter, align 4
  %40 = add nsw i32 %38, %39
  ret i32 %40
}

declare i32 @printf(ptr noundef, ...) #1

declare extern_weak i32 @missing_function(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @call_if_present(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i32, ptr %4, align 4
  %10 = call i32 %8(i32 noundef %9)
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ -1, %11 ]
  ret i32 %13
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
