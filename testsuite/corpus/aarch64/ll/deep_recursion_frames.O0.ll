; ModuleID = 'programs/deep_recursion_frames.c'
source_filename = "programs/deep_recursion_frames.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"down=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"buffered=%08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"vla_rec=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"tree=%d depth=%d\0A\00", align 1
@depth_max = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %3 = call i64 @down(i64 noundef 20000, i64 noundef 0)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %3)
  %5 = call i32 @buffered(i32 noundef 500)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %5)
  %7 = call i64 @vla_rec(i32 noundef 2000)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %7)
  %9 = call i32 @tree(i32 noundef 0, i32 noundef 24)
  store i32 %9, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = load i32, ptr @depth_max, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %10, i32 noundef %11)
  %13 = call i64 @down(i64 noundef 1000, i64 noundef 0)
  %14 = and i64 %13, 127
  %15 = trunc i64 %14 to i32
  ret i32 %15
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @down(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %8 = load i64, ptr %4, align 8
  %9 = mul nsw i64 %8, 3
  store volatile i64 %9, ptr %6, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %2
  %13 = load i64, ptr %5, align 8
  store i64 %13, ptr %3, align 8
  br label %32

14:                                               ; preds = %2
  %15 = load i64, ptr %4, align 8
  %16 = sub nsw i64 %15, 1
  %17 = load i64, ptr %5, align 8
  %18 = load i64, ptr %4, align 8
  %19 = and i64 %18, 7
  %20 = add nsw i64 %17, %19
  %21 = call i64 @down(i64 noundef %16, i64 noundef %20)
  store i64 %21, ptr %7, align 8
  %22 = load volatile i64, ptr %6, align 8
  %23 = load i64, ptr %4, align 8
  %24 = mul nsw i64 %23, 3
  %25 = icmp eq i64 %22, %24
  br i1 %25, label %26, label %29

26:                                               ; preds = %14
  %27 = load i64, ptr %7, align 8
  %28 = add nsw i64 %27, 1
  br label %30

29:                                               ; preds = %14
  br label %30

30:                                               ; preds = %29, %26
  %31 = phi i64 [ %28, %26 ], [ -1000000, %29 ]
  store i64 %31, ptr %3, align 8
  br label %32

32:                                               ; preds = %30, %12
  %33 = load i64, ptr %3, align 8
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @buffered(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [1024 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %7 = getelementptr inbounds [1024 x i8], ptr %4, i64 0, i64 0
  %8 = load i32, ptr %3, align 4
  %9 = and i32 %8, 255
  %10 = trunc i32 %9 to i8
  call void @llvm.memset.p0.i64(ptr align 1 %7, i8 %10, i64 1024, i1 false)
  %11 = load i32, ptr %3, align 4
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %17

13:                                               ; preds = %1
  %14 = load i32, ptr %3, align 4
  %15 = sub nsw i32 %14, 1
  %16 = call i32 @buffered(i32 noundef %15)
  br label %18

17:                                               ; preds = %1
  br label %18

18:                                               ; preds = %17, %13
  %19 = phi i32 [ %16, %13 ], [ 0, %17 ]
  store i32 %19, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %20

20:                                               ; preds = %34, %18
  %21 = load i32, ptr %6, align 4
  %22 = icmp slt i32 %21, 1024
  br i1 %22, label %23, label %37

23:                                               ; preds = %20
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [1024 x i8], ptr %4, i64 0, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = load i32, ptr %3, align 4
  %30 = and i32 %29, 255
  %31 = icmp ne i32 %28, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %23
  store i32 57005, ptr %2, align 4
  br label %47

33:                                               ; preds = %23
  br label %34

34:                                               ; preds = %33
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %35, 97
  store i32 %36, ptr %6, align 4
  br label %20, !llvm.loop !6

37:                                               ; preds = %20
  %38 = load i32, ptr %5, align 4
  %39 = mul i32 %38, 31
  %40 = load i32, ptr %3, align 4
  %41 = srem i32 %40, 1024
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [1024 x i8], ptr %4, i64 0, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i32
  %46 = add i32 %39, %45
  store i32 %46, ptr %2, align 4
  br label %47

47:                                               ; preds = %37, %32
  %48 = load i32, ptr %2, align 4
  ret i32 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vla_rec(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %1
  store i64 0, ptr %2, align 8
  br label %60

13:                                               ; preds = %1
  %14 = load i32, ptr %3, align 4
  %15 = srem i32 %14, 64
  %16 = add nsw i32 %15, 1
  %17 = zext i32 %16 to i64
  %18 = call ptr @llvm.stacksave.p0()
  store ptr %18, ptr %4, align 8
  %19 = alloca i32, i64 %17, align 4
  store i64 %17, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %20

20:                                               ; preds = %32, %13
  %21 = load i32, ptr %6, align 4
  %22 = load i32, ptr %3, align 4
  %23 = srem i32 %22, 64
  %24 = icmp sle i32 %21, %23
  br i1 %24, label %25, label %35

25:                                               ; preds = %20
  %26 = load i32, ptr %3, align 4
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %26, %27
  %29 = load i32, ptr %6, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %19, i64 %30
  store i32 %28, ptr %31, align 4
  br label %32

32:                                               ; preds = %25
  %33 = load i32, ptr %6, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %6, align 4
  br label %20, !llvm.loop !8

35:                                               ; preds = %20
  %36 = load i32, ptr %3, align 4
  %37 = sub nsw i32 %36, 1
  %38 = call i64 @vla_rec(i32 noundef %37)
  store i64 %38, ptr %7, align 8
  store i64 0, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %39

39:                                               ; preds = %52, %35
  %40 = load i32, ptr %9, align 4
  %41 = load i32, ptr %3, align 4
  %42 = srem i32 %41, 64
  %43 = icmp sle i32 %40, %42
  br i1 %43, label %44, label %55

44:                                               ; preds = %39
  %45 = load i32, ptr %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %19, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = sext i32 %48 to i64
  %50 = load i64, ptr %8, align 8
  %51 = add nsw i64 %50, %49
  store i64 %51, ptr %8, align 8
  br label %52

52:                                               ; preds = %44
  %53 = load i32, ptr %9, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %9, align 4
  br label %39, !llvm.loop !9

55:                                               ; preds = %39
  %56 = load i64, ptr %7, align 8
  %57 = load i64, ptr %8, align 8
  %58 = add nsw i64 %56, %57
  store i64 %58, ptr %2, align 8
  %59 = load ptr, ptr %4, align 8
  call void @llvm.stackrestore.p0(ptr %59)
  br label %60

60:                                               ; preds = %55, %12
  %61 = load i64, ptr %2, align 8
  ret i64 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @tree(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr @depth_max, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  store i32 %9, ptr @depth_max, align 4
  br label %10

10:                                               ; preds = %8, %2
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = icmp sge i32 %11, %12
  br i1 %13, label %14, label %15

14:                                               ; preds = %10
  br label %26

15:                                               ; preds = %10
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  %18 = load i32, ptr %4, align 4
  %19 = call i32 @tree(i32 noundef %17, i32 noundef %18)
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 2
  %22 = load i32, ptr %4, align 4
  %23 = call i32 @tree(i32 noundef %21, i32 noundef %22)
  %24 = add nsw i32 %19, %23
  %25 = add nsw i32 %24, 1
  br label %26

26:                                               ; preds = %15, %14
  %27 = phi i32 [ 1, %14 ], [ %25, %15 ]
  ret i32 %27
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }

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
