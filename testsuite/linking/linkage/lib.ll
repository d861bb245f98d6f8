; ModuleID = 'lib.c'
source_filename = "lib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@setting = weak dso_local global i32 10, align 4
@hidden_var = hidden global i32 7, align 4
@order = internal global [16 x i8] zeroinitializer, align 16
@norder = internal global i32 0, align 4
@.str = private unnamed_addr constant [16 x i8] c"destructor 150\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"destructor default\0A\00", align 1
@kept = internal constant [18 x i8] c"kept by llvm.used\00", align 16
@.str.2 = private unnamed_addr constant [31 x i8] c"constructors ran in order: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"hook %d, setting %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"missing_fn %s, missing_var %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"defined\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@missing_var = extern_weak global i32, align 4
@common_var = common dso_local global i32 0, align 4
@.str.7 = private unnamed_addr constant [36 x i8] c"common %d, hidden %d, protected %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [43 x i8] c"alias_fn %d same address %d, alias_var %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [34 x i8] c"twice(21) %d, through pointer %d\0A\00", align 1
@llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @c200, ptr null }, { i32, ptr, ptr } { i32 101, ptr @c101, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @cdefault, ptr null }]
@llvm.global_dtors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 150, ptr @d150, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @ddefault, ptr null }]
@llvm.used = appending global [1 x ptr] [ptr @kept], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @kept], section "llvm.metadata"

@alias_fn = dso_local alias i32 (), ptr @real_fn
@alias_var = dso_local alias i32, ptr @hidden_var

@twice = dso_local ifunc i32 (i32), ptr @resolve_twice

; Function Attrs: noinline nounwind optnone uwtable
define weak dso_local i32 @hook() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define protected i32 @protected_fn() #0 {
  ret i32 8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @real_fn() #0 {
  ret i32 42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @c200() #0 {
  %1 = load i32, ptr @norder, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i8], ptr @order, i64 0, i64 %3
  store i8 98, ptr %4, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @c101() #0 {
  %1 = load i32, ptr @norder, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i8], ptr @order, i64 0, i64 %3
  store i8 97, ptr %4, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cdefault() #0 {
  %1 = load i32, ptr @norder, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i8], ptr @order, i64 0, i64 %3
  store i8 99, ptr %4, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d150() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ddefault() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @report() #0 {
  %1 = alloca ptr, align 8
  %2 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @order)
  %3 = call i32 @hook()
  %4 = load i32, ptr @setting, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %3, i32 noundef %4)
  %6 = icmp ne ptr @missing_fn, null
  %7 = zext i1 %6 to i64
  %8 = select i1 %6, ptr @.str.5, ptr @.str.6
  %9 = icmp ne ptr @missing_var, null
  %10 = zext i1 %9 to i64
  %11 = select i1 %9, ptr @.str.5, ptr @.str.6
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %8, ptr noundef %11)
  %13 = load i32, ptr @common_var, align 4
  %14 = add nsw i32 %13, 3
  store i32 %14, ptr @common_var, align 4
  %15 = load i32, ptr @common_var, align 4
  %16 = load i32, ptr @hidden_var, align 4
  %17 = call i32 @protected_fn()
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  %19 = call i32 @alias_fn()
  %20 = icmp eq ptr @alias_fn, @real_fn
  %21 = zext i1 %20 to i32
  %22 = load i32, ptr @alias_var, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %19, i32 noundef %21, i32 noundef %22)
  store volatile ptr @twice, ptr %1, align 8
  %24 = call i32 @twice(i32 noundef 21)
  %25 = load volatile ptr, ptr %1, align 8
  %26 = call i32 %25(i32 noundef 4)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %24, i32 noundef %26)
  ret i32 0
}

declare extern_weak i32 @missing_fn() #1

; Function Attrs: disable_sanitizer_instrumentation noinline nounwind optnone uwtable
define internal ptr @resolve_twice() #2 {
  %1 = load i32, ptr @setting, align 4
  %2 = icmp sgt i32 %1, 15
  %3 = zext i1 %2 to i64
  %4 = select i1 %2, ptr @impl_fast, ptr @impl_slow
  ret ptr %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_fast(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 2
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_slow(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = add nsw i32 %3, %4
  ret i32 %5
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { disable_sanitizer_instrumentation noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
