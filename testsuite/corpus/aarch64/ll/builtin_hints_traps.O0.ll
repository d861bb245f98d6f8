; ModuleID = 'programs/builtin_hints_traps.c'
source_filename = "programs/builtin_hints_traps.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"s=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"fatal: %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 1, ptr %3, align 4
  br label %5

5:                                                ; preds = %31, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 200
  br i1 %7, label %8, label %34

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = call i32 @checked_div(i32 noundef 1000, i32 noundef %9)
  %11 = load i32, ptr %3, align 4
  %12 = call i32 @kind(i32 noundef %11)
  %13 = add nsw i32 %10, %12
  %14 = load i32, ptr %3, align 4
  %15 = call i32 @assume_positive(i32 noundef %14)
  %16 = add nsw i32 %13, %15
  %17 = load i32, ptr %3, align 4
  %18 = call i32 @hot_path(i32 noundef %17) #7
  %19 = add nsw i32 %16, %18
  %20 = load i32, ptr %3, align 4
  %21 = mul nsw i32 %20, 7
  %22 = call i32 @prob(i32 noundef %21)
  %23 = add nsw i32 %19, %22
  %24 = sext i32 %23 to i64
  %25 = load i64, ptr %2, align 8
  %26 = add nsw i64 %25, %24
  store i64 %26, ptr %2, align 8
  %27 = load i32, ptr %3, align 4
  %28 = icmp eq i32 %27, 300
  br i1 %28, label %29, label %30

29:                                               ; preds = %8
  call void @abort() #8
  unreachable

30:                                               ; preds = %8
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %5, !llvm.loop !6

34:                                               ; preds = %5
  store i32 41, ptr %4, align 4
  %35 = call i32 @guarded(ptr noundef %4)
  %36 = sext i32 %35 to i64
  %37 = load i64, ptr %2, align 8
  %38 = add nsw i64 %37, %36
  store i64 %38, ptr %2, align 8
  %39 = load i64, ptr %2, align 8
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %39)
  %41 = load i64, ptr %2, align 8
  %42 = and i64 %41, 127
  %43 = trunc i64 %42 to i32
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @checked_div(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  %7 = zext i1 %6 to i32
  %8 = sext i32 %7 to i64
  %9 = icmp ne i64 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  call void @fatal(ptr noundef @.str.1) #9
  unreachable

11:                                               ; preds = %2
  %12 = load i32, ptr %3, align 4
  %13 = load i32, ptr %4, align 4
  %14 = sdiv i32 %12, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @kind(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = and i32 %4, 3
  switch i32 %5, label %10 [
    i32 0, label %6
    i32 1, label %7
    i32 2, label %8
    i32 3, label %9
  ]

6:                                                ; preds = %1
  store i32 10, ptr %2, align 4
  br label %11

7:                                                ; preds = %1
  store i32 20, ptr %2, align 4
  br label %11

8:                                                ; preds = %1
  store i32 30, ptr %2, align 4
  br label %11

9:                                                ; preds = %1
  store i32 40, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  unreachable

11:                                               ; preds = %9, %8, %7, %6
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @assume_positive(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  call void @llvm.assume(i1 %4)
  %5 = load i32, ptr %2, align 4
  %6 = sdiv i32 %5, 2
  %7 = load i32, ptr %2, align 4
  %8 = icmp sgt i32 %7, 0
  %9 = zext i1 %8 to i32
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: hot noinline nounwind optnone uwtable
define internal i32 @hot_path(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 2
  %5 = add nsw i32 %4, 1
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @prob(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp sgt i32 %4, 1000
  %6 = zext i1 %5 to i32
  %7 = sext i32 %6 to i64
  %8 = icmp ne i64 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = load i32, ptr %3, align 4
  %11 = sub nsw i32 0, %10
  store i32 %11, ptr %2, align 4
  br label %23

12:                                               ; preds = %1
  %13 = load i32, ptr %3, align 4
  %14 = and i32 %13, 1
  %15 = sext i32 %14 to i64
  %16 = icmp ne i64 %15, 0
  br i1 %16, label %17, label %20

17:                                               ; preds = %12
  %18 = load i32, ptr %3, align 4
  %19 = mul nsw i32 %18, 3
  store i32 %19, ptr %2, align 4
  br label %23

20:                                               ; preds = %12
  %21 = load i32, ptr %3, align 4
  %22 = sdiv i32 %21, 2
  store i32 %22, ptr %2, align 4
  br label %23

23:                                               ; preds = %20, %17, %9
  %24 = load i32, ptr %2, align 4
  ret i32 %24
}

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @guarded(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  call void @llvm.trap()
  br label %6

6:                                                ; preds = %5, %1
  %7 = load ptr, ptr %2, align 8
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %8, 1
  ret i32 %9
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: cold noinline noreturn nounwind optnone uwtable
define internal void @fatal(ptr noundef %0) #4 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %3)
  call void @exit(i32 noundef 3) #8
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { hot noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { cold noinline noreturn nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #7 = { hot }
attributes #8 = { noreturn nounwind }
attributes #9 = { cold noreturn }

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
