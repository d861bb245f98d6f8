; ModuleID = 'programs/weak_alias_symbols.c'
source_filename = "programs/weak_alias_symbols.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@weak_value = weak dso_local global i32 17, align 4
@hidden_counter = hidden global i32 3, align 4
@used_but_unreferenced = internal global i32 99, align 4
@in_custom_section = dso_local global i32 1234, section ".data.custom_section", align 4
@.str = private unnamed_addr constant [66 x i8] c"weak_value=%d weak_func=%d alias=%d real=%d hidden=%d section=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"missing weak is null: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"not_optimized %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"cold path %d\0A\00", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr @used_but_unreferenced], section "llvm.metadata"

@alias_impl = dso_local alias i32 (i32), ptr @real_impl

; Function Attrs: noinline nounwind optnone uwtable
define weak dso_local i32 @weak_func(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 2
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @real_impl(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 100
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = load i32, ptr @weak_value, align 4
  %5 = call i32 @weak_func(i32 noundef 21)
  %6 = call i32 @alias_impl(i32 noundef 1)
  %7 = call i32 @real_impl(i32 noundef 2)
  %8 = load i32, ptr @hidden_counter, align 4
  %9 = load i32, ptr @in_custom_section, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9)
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %24, %0
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %12, 10
  br i1 %13, label %14, label %27

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = call i32 @hot_path(i32 noundef %15) #4
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %2, align 4
  %19 = load i32, ptr %3, align 4
  %20 = icmp eq i32 %19, 9
  br i1 %20, label %21, label %23

21:                                               ; preds = %14
  %22 = load i32, ptr %2, align 4
  call void @cold_path(i32 noundef %22) #5
  br label %23

23:                                               ; preds = %21, %14
  br label %24

24:                                               ; preds = %23
  %25 = load i32, ptr %3, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %3, align 4
  br label %11, !llvm.loop !6

27:                                               ; preds = %11
  %28 = icmp eq ptr @extern_weak_missing, null
  %29 = zext i1 %28 to i32
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %29)
  %31 = call i32 @not_optimized(i32 noundef 41)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %31)
  %33 = load i32, ptr %2, align 4
  %34 = and i32 %33, 255
  ret i32 %34
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: hot noinline nounwind optnone uwtable
define internal i32 @hot_path(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: cold noinline nounwind optnone uwtable
define internal void @cold_path(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %3)
  ret void
}

declare extern_weak i32 @extern_weak_missing() #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @not_optimized(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { hot noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { cold noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { hot }
attributes #5 = { cold }

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
