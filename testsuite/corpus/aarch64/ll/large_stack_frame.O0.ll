; ModuleID = 'programs/large_stack_frame.c'
source_filename = "programs/large_stack_frame.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"128k: %08x %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"mixed: %.1f\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"rec_big: %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"one_mb: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"many_args: %d\0A\00", align 1
@one_mb.N = internal constant i32 262144, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @big_frame_128k(i32 noundef 3)
  %3 = call i32 @big_frame_128k(i32 noundef 7)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2, i32 noundef %3)
  %5 = call double @big_frame_mixed(i32 noundef 11)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %5)
  %7 = call i64 @rec_big(i32 noundef 10)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %7)
  %9 = call i32 @one_mb()
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %9)
  %11 = call i32 @many_args_big_frame(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %11)
  %13 = call i32 @one_mb()
  %14 = and i32 %13, 255
  ret i32 %14
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @big_frame_128k(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [131072 x i8], align 1
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %4, align 8
  br label %7

7:                                                ; preds = %18, %1
  %8 = load i64, ptr %4, align 8
  %9 = icmp ult i64 %8, 131072
  br i1 %9, label %10, label %21

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8
  %12 = load i32, ptr %2, align 4
  %13 = sext i32 %12 to i64
  %14 = mul i64 %11, %13
  %15 = trunc i64 %14 to i8
  %16 = load i64, ptr %4, align 8
  %17 = getelementptr inbounds [131072 x i8], ptr %3, i64 0, i64 %16
  store volatile i8 %15, ptr %17, align 1
  br label %18

18:                                               ; preds = %10
  %19 = load i64, ptr %4, align 8
  %20 = add i64 %19, 61
  store i64 %20, ptr %4, align 8
  br label %7, !llvm.loop !6

21:                                               ; preds = %7
  %22 = load i32, ptr %2, align 4
  %23 = trunc i32 %22 to i8
  %24 = getelementptr inbounds [131072 x i8], ptr %3, i64 0, i64 131071
  store volatile i8 %23, ptr %24, align 1
  store i32 0, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %25

25:                                               ; preds = %36, %21
  %26 = load i64, ptr %6, align 8
  %27 = icmp ult i64 %26, 131072
  br i1 %27, label %28, label %39

28:                                               ; preds = %25
  %29 = load i32, ptr %5, align 4
  %30 = mul i32 %29, 31
  %31 = load i64, ptr %6, align 8
  %32 = getelementptr inbounds [131072 x i8], ptr %3, i64 0, i64 %31
  %33 = load volatile i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = add i32 %30, %34
  store i32 %35, ptr %5, align 4
  br label %36

36:                                               ; preds = %28
  %37 = load i64, ptr %6, align 8
  %38 = add i64 %37, 61
  store i64 %38, ptr %6, align 8
  br label %25, !llvm.loop !8

39:                                               ; preds = %25
  %40 = load i32, ptr %5, align 4
  %41 = getelementptr inbounds [131072 x i8], ptr %3, i64 0, i64 131071
  %42 = load volatile i8, ptr %41, align 1
  %43 = zext i8 %42 to i32
  %44 = add i32 %40, %43
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @big_frame_mixed(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [20000 x double], align 8
  %4 = alloca [5000 x i32], align 4
  %5 = alloca i8, align 1
  %6 = alloca [3 x i64], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %11 = load i32, ptr %2, align 4
  %12 = trunc i32 %11 to i8
  store i8 %12, ptr %5, align 1
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %25, %1
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %14, 20000
  br i1 %15, label %16, label %28

16:                                               ; preds = %13
  %17 = load i32, ptr %7, align 4
  %18 = sitofp i32 %17 to double
  %19 = load i32, ptr %2, align 4
  %20 = sitofp i32 %19 to double
  %21 = call double @llvm.fmuladd.f64(double %18, double 5.000000e-01, double %20)
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [20000 x double], ptr %3, i64 0, i64 %23
  store double %21, ptr %24, align 8
  br label %25

25:                                               ; preds = %16
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %13, !llvm.loop !9

28:                                               ; preds = %13
  store i32 0, ptr %8, align 4
  br label %29

29:                                               ; preds = %39, %28
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %30, 5000
  br i1 %31, label %32, label %42

32:                                               ; preds = %29
  %33 = load i32, ptr %8, align 4
  %34 = mul nsw i32 %33, 7919
  %35 = srem i32 %34, 20000
  %36 = load i32, ptr %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [5000 x i32], ptr %4, i64 0, i64 %37
  store i32 %35, ptr %38, align 4
  br label %39

39:                                               ; preds = %32
  %40 = load i32, ptr %8, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %8, align 4
  br label %29, !llvm.loop !10

42:                                               ; preds = %29
  %43 = load i32, ptr %2, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 0
  store i64 %44, ptr %45, align 8
  %46 = load i32, ptr %2, align 4
  %47 = mul nsw i32 %46, 2
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 1
  store i64 %48, ptr %49, align 8
  %50 = load i8, ptr %5, align 1
  %51 = zext i8 %50 to i64
  %52 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 2
  store i64 %51, ptr %52, align 8
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %53

53:                                               ; preds = %66, %42
  %54 = load i32, ptr %10, align 4
  %55 = icmp slt i32 %54, 5000
  br i1 %55, label %56, label %69

56:                                               ; preds = %53
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [5000 x i32], ptr %4, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [20000 x double], ptr %3, i64 0, i64 %61
  %63 = load double, ptr %62, align 8
  %64 = load double, ptr %9, align 8
  %65 = fadd double %64, %63
  store double %65, ptr %9, align 8
  br label %66

66:                                               ; preds = %56
  %67 = load i32, ptr %10, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %10, align 4
  br label %53, !llvm.loop !11

69:                                               ; preds = %53
  %70 = load double, ptr %9, align 8
  %71 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 0
  %72 = load i64, ptr %71, align 8
  %73 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 1
  %74 = load i64, ptr %73, align 8
  %75 = add nsw i64 %72, %74
  %76 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 2
  %77 = load i64, ptr %76, align 8
  %78 = add nsw i64 %75, %77
  %79 = sitofp i64 %78 to double
  %80 = fadd double %70, %79
  ret double %80
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rec_big(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca [8192 x i32], align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 8192
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %5, align 4
  %12 = add nsw i32 %10, %11
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8192 x i32], ptr %4, i64 0, i64 %14
  store i32 %12, ptr %15, align 4
  br label %16

16:                                               ; preds = %9
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !12

19:                                               ; preds = %6
  %20 = load i32, ptr %3, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %26

22:                                               ; preds = %19
  %23 = getelementptr inbounds [8192 x i32], ptr %4, i64 0, i64 8191
  %24 = load i32, ptr %23, align 4
  %25 = sext i32 %24 to i64
  store i64 %25, ptr %2, align 8
  br label %37

26:                                               ; preds = %19
  %27 = load i32, ptr %3, align 4
  %28 = mul nsw i32 %27, 13
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8192 x i32], ptr %4, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = sext i32 %31 to i64
  %33 = load i32, ptr %3, align 4
  %34 = sub nsw i32 %33, 1
  %35 = call i64 @rec_big(i32 noundef %34)
  %36 = add nsw i64 %32, %35
  store i64 %36, ptr %2, align 8
  br label %37

37:                                               ; preds = %26, %22
  %38 = load i64, ptr %2, align 8
  ret i64 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @one_mb() #0 {
  %1 = alloca [262144 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %5, i8 0, i64 1048576, i1 false)
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %15, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 262144
  br i1 %8, label %9, label %18

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = sdiv i32 %10, 4096
  %12 = load i32, ptr %2, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %13
  store i32 %11, ptr %14, align 4
  br label %15

15:                                               ; preds = %9
  %16 = load i32, ptr %2, align 4
  %17 = add nsw i32 %16, 4096
  store i32 %17, ptr %2, align 4
  br label %6, !llvm.loop !13

18:                                               ; preds = %6
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %19

19:                                               ; preds = %29, %18
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %20, 262144
  br i1 %21, label %22, label %32

22:                                               ; preds = %19
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr %3, align 4
  br label %29

29:                                               ; preds = %22
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %30, 4096
  store i32 %31, ptr %4, align 4
  br label %19, !llvm.loop !14

32:                                               ; preds = %19
  %33 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 262143
  store i32 7, ptr %33, align 4
  %34 = load i32, ptr %3, align 4
  %35 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 262143
  %36 = load i32, ptr %35, align 4
  %37 = add nsw i32 %34, %36
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @many_args_big_frame(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) #0 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca [200000 x i8], align 1
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store i32 %3, ptr %14, align 4
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i32 %6, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  store i32 %8, ptr %19, align 4
  store i32 %9, ptr %20, align 4
  %22 = getelementptr inbounds [200000 x i8], ptr %21, i64 0, i64 0
  %23 = load i32, ptr %11, align 4
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = trunc i32 %25 to i8
  call void @llvm.memset.p0.i64(ptr align 1 %22, i8 %26, i64 200000, i1 false)
  %27 = load i32, ptr %14, align 4
  %28 = trunc i32 %27 to i8
  %29 = load i32, ptr %13, align 4
  %30 = mul nsw i32 %29, 1000
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [200000 x i8], ptr %21, i64 0, i64 %31
  store i8 %28, ptr %32, align 1
  %33 = load i32, ptr %15, align 4
  %34 = load i32, ptr %16, align 4
  %35 = add nsw i32 %33, %34
  %36 = load i32, ptr %17, align 4
  %37 = add nsw i32 %35, %36
  %38 = load i32, ptr %18, align 4
  %39 = add nsw i32 %37, %38
  %40 = load i32, ptr %19, align 4
  %41 = add nsw i32 %39, %40
  %42 = load i32, ptr %20, align 4
  %43 = add nsw i32 %41, %42
  %44 = trunc i32 %43 to i8
  %45 = getelementptr inbounds [200000 x i8], ptr %21, i64 0, i64 199999
  store i8 %44, ptr %45, align 1
  %46 = getelementptr inbounds [200000 x i8], ptr %21, i64 0, i64 0
  %47 = load i8, ptr %46, align 1
  %48 = zext i8 %47 to i32
  %49 = load i32, ptr %13, align 4
  %50 = mul nsw i32 %49, 1000
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [200000 x i8], ptr %21, i64 0, i64 %51
  %53 = load i8, ptr %52, align 1
  %54 = zext i8 %53 to i32
  %55 = add nsw i32 %48, %54
  %56 = getelementptr inbounds [200000 x i8], ptr %21, i64 0, i64 199999
  %57 = load i8, ptr %56, align 1
  %58 = zext i8 %57 to i32
  %59 = add nsw i32 %55, %58
  %60 = getelementptr inbounds [200000 x i8], ptr %21, i64 0, i64 100000
  %61 = load i8, ptr %60, align 1
  %62 = zext i8 %61 to i32
  %63 = add nsw i32 %59, %62
  ret i32 %63
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
