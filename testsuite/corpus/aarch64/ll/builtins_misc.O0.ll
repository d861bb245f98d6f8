; ModuleID = 'programs/builtins_misc.c'
source_filename = "programs/builtins_misc.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"types %s %s %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"constant_p %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"offsetof %zu %zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"classify %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"likely %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"aligned %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"objsize %zu\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"expect %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [100 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca [64 x i64], align 16
  %10 = alloca i32, align 4
  %11 = alloca [10 x i8], align 1
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store double 0.000000e+00, ptr %3, align 8
  store i8 0, ptr %4, align 1
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef @.str.2, ptr noundef @.str.3)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef 1, i32 noundef 1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef 4, i64 noundef 24)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %26, %0
  %16 = load i32, ptr %6, align 4
  %17 = icmp ult i32 %16, 100
  br i1 %17, label %18, label %29

18:                                               ; preds = %15
  %19 = load i32, ptr %6, align 4
  %20 = call i32 @classify(i32 noundef %19)
  %21 = load i32, ptr %6, align 4
  %22 = call i32 @sw_unreachable(i32 noundef %21)
  %23 = add nsw i32 %20, %22
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %5, align 4
  br label %26

26:                                               ; preds = %18
  %27 = load i32, ptr %6, align 4
  %28 = add i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %15, !llvm.loop !6

29:                                               ; preds = %15
  %30 = load i32, ptr %5, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %30)
  store i32 0, ptr %8, align 4
  br label %32

32:                                               ; preds = %49, %29
  %33 = load i32, ptr %8, align 4
  %34 = icmp slt i32 %33, 100
  br i1 %34, label %35, label %52

35:                                               ; preds = %32
  %36 = load i32, ptr %8, align 4
  %37 = srem i32 %36, 17
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %35
  %40 = load i32, ptr %8, align 4
  %41 = sub nsw i32 0, %40
  br label %44

42:                                               ; preds = %35
  %43 = load i32, ptr %8, align 4
  br label %44

44:                                               ; preds = %42, %39
  %45 = phi i32 [ %41, %39 ], [ %43, %42 ]
  %46 = load i32, ptr %8, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 %47
  store i32 %45, ptr %48, align 4
  br label %49

49:                                               ; preds = %44
  %50 = load i32, ptr %8, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %8, align 4
  br label %32, !llvm.loop !8

52:                                               ; preds = %32
  %53 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 0
  %54 = call i32 @likely_sum(ptr noundef %53, i32 noundef 100)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %54)
  store i32 0, ptr %10, align 4
  br label %56

56:                                               ; preds = %66, %52
  %57 = load i32, ptr %10, align 4
  %58 = icmp slt i32 %57, 64
  br i1 %58, label %59, label %69

59:                                               ; preds = %56
  %60 = load i32, ptr %10, align 4
  %61 = mul nsw i32 %60, 3
  %62 = sext i32 %61 to i64
  %63 = load i32, ptr %10, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [64 x i64], ptr %9, i64 0, i64 %64
  store i64 %62, ptr %65, align 8
  br label %66

66:                                               ; preds = %59
  %67 = load i32, ptr %10, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %10, align 4
  br label %56, !llvm.loop !9

69:                                               ; preds = %56
  %70 = getelementptr inbounds [64 x i64], ptr %9, i64 0, i64 0
  %71 = call i64 @aligned_sum(ptr noundef %70, i32 noundef 64)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %71)
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef 10)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef 5)
  %75 = load i32, ptr %5, align 4
  %76 = and i32 %75, 255
  ret i32 %76
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = urem i32 %5, 4
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 10, ptr %2, align 4
  br label %23

10:                                               ; preds = %1
  %11 = load i32, ptr %4, align 4
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  store i32 20, ptr %2, align 4
  br label %23

14:                                               ; preds = %10
  %15 = load i32, ptr %4, align 4
  %16 = icmp eq i32 %15, 2
  br i1 %16, label %17, label %18

17:                                               ; preds = %14
  store i32 30, ptr %2, align 4
  br label %23

18:                                               ; preds = %14
  %19 = load i32, ptr %4, align 4
  %20 = icmp eq i32 %19, 3
  br i1 %20, label %21, label %22

21:                                               ; preds = %18
  store i32 40, ptr %2, align 4
  br label %23

22:                                               ; preds = %18
  unreachable

23:                                               ; preds = %21, %17, %13, %9
  %24 = load i32, ptr %2, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sw_unreachable(i32 noundef %0) #0 {
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
  store i32 1, ptr %2, align 4
  br label %11

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %11

8:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %11

9:                                                ; preds = %1
  store i32 7, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  unreachable

11:                                               ; preds = %9, %8, %7, %6
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @likely_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %39, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %42

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = icmp slt i32 %16, 0
  %18 = zext i1 %17 to i32
  %19 = sext i32 %18 to i64
  %20 = icmp ne i64 %19, 0
  br i1 %20, label %21, label %30

21:                                               ; preds = %11
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = mul nsw i32 %26, 2
  %28 = load i32, ptr %5, align 4
  %29 = sub nsw i32 %28, %27
  store i32 %29, ptr %5, align 4
  br label %38

30:                                               ; preds = %11
  %31 = load ptr, ptr %3, align 8
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %5, align 4
  br label %38

38:                                               ; preds = %30, %21
  br label %39

39:                                               ; preds = %38
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %6, align 4
  br label %7, !llvm.loop !10

42:                                               ; preds = %7
  %43 = load i32, ptr %5, align 4
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @aligned_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8
  call void @llvm.assume(i1 true) [ "align"(ptr %8, i64 16) ]
  store ptr %8, ptr %5, align 8
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %26, %2
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i64, ptr %14, i64 %16
  %18 = getelementptr inbounds i64, ptr %17, i64 8
  call void @llvm.prefetch.p0(ptr %18, i32 0, i32 3, i32 1)
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i64, ptr %19, i64 %21
  %23 = load i64, ptr %22, align 8
  %24 = load i64, ptr %6, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, ptr %6, align 8
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %9, !llvm.loop !11

29:                                               ; preds = %9
  %30 = load i64, ptr %6, align 8
  ret i64 %30
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

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
!11 = distinct !{!11, !7}
