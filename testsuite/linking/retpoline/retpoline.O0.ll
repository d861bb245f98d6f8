; ModuleID = 'retpoline.c'
source_filename = "retpoline.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.shape = type { ptr, ptr }

@table = dso_local global [3 x ptr] [ptr @add1, ptr @dbl, ptr @neg], align 16
@run.ops = internal global [4 x ptr] [ptr blockaddress(@run, %13), ptr blockaddress(@run, %22), ptr blockaddress(@run, %31), ptr blockaddress(@run, %40)], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@main.prog = internal constant [7 x i8] c"\00\01\01\02\00\01\03", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"run %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"pick %ld %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1
@__const.main.shapes = private unnamed_addr constant [2 x %struct.shape] [%struct.shape { ptr @.str.3, ptr @square }, %struct.shape { ptr @.str.4, ptr @triangle }], align 16
@.str.5 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add1(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dbl(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 2
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @neg(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 0, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dispatch(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  switch i32 %6, label %28 [
    i32 0, label %7
    i32 1, label %10
    i32 2, label %13
    i32 3, label %16
    i32 4, label %19
    i32 5, label %22
    i32 6, label %25
  ]

7:                                                ; preds = %2
  %8 = load i32, ptr %5, align 4
  %9 = add nsw i32 %8, 3
  store i32 %9, ptr %3, align 4
  br label %29

10:                                               ; preds = %2
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  store i32 %12, ptr %3, align 4
  br label %29

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4
  %15 = sub nsw i32 %14, 11
  store i32 %15, ptr %3, align 4
  br label %29

16:                                               ; preds = %2
  %17 = load i32, ptr %5, align 4
  %18 = xor i32 %17, 5
  store i32 %18, ptr %3, align 4
  br label %29

19:                                               ; preds = %2
  %20 = load i32, ptr %5, align 4
  %21 = sdiv i32 %20, 3
  store i32 %21, ptr %3, align 4
  br label %29

22:                                               ; preds = %2
  %23 = load i32, ptr %5, align 4
  %24 = srem i32 %23, 7
  store i32 %24, ptr %3, align 4
  br label %29

25:                                               ; preds = %2
  %26 = load i32, ptr %5, align 4
  %27 = shl i32 %26, 2
  store i32 %27, ptr %3, align 4
  br label %29

28:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %29

29:                                               ; preds = %28, %25, %22, %19, %16, %13, %10, %7
  %30 = load i32, ptr %3, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = call i32 %5(i32 noundef %6)
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @run(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = getelementptr inbounds i8, ptr %7, i32 1
  store ptr %8, ptr %5, align 8
  %9 = load i8, ptr %7, align 1
  %10 = zext i8 %9 to i64
  %11 = getelementptr inbounds [4 x ptr], ptr @run.ops, i64 0, i64 %10
  %12 = load ptr, ptr %11, align 8
  br label %42

13:                                               ; preds = %42
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %4, align 4
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds i8, ptr %16, i32 1
  store ptr %17, ptr %5, align 8
  %18 = load i8, ptr %16, align 1
  %19 = zext i8 %18 to i64
  %20 = getelementptr inbounds [4 x ptr], ptr @run.ops, i64 0, i64 %19
  %21 = load ptr, ptr %20, align 8
  br label %42

22:                                               ; preds = %42
  %23 = load i32, ptr %4, align 4
  %24 = mul nsw i32 %23, 2
  store i32 %24, ptr %4, align 4
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds i8, ptr %25, i32 1
  store ptr %26, ptr %5, align 8
  %27 = load i8, ptr %25, align 1
  %28 = zext i8 %27 to i64
  %29 = getelementptr inbounds [4 x ptr], ptr @run.ops, i64 0, i64 %28
  %30 = load ptr, ptr %29, align 8
  br label %42

31:                                               ; preds = %42
  %32 = load i32, ptr %4, align 4
  %33 = sub nsw i32 %32, 3
  store i32 %33, ptr %4, align 4
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds i8, ptr %34, i32 1
  store ptr %35, ptr %5, align 8
  %36 = load i8, ptr %34, align 1
  %37 = zext i8 %36 to i64
  %38 = getelementptr inbounds [4 x ptr], ptr @run.ops, i64 0, i64 %37
  %39 = load ptr, ptr %38, align 8
  br label %42

40:                                               ; preds = %42
  %41 = load i32, ptr %4, align 4
  ret i32 %41

42:                                               ; preds = %31, %22, %13, %2
  %43 = phi ptr [ %12, %2 ], [ %21, %13 ], [ %30, %22 ], [ %39, %31 ]
  indirectbr ptr %43, [label %13, label %22, label %31, label %40]
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @pick(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, ptr blockaddress(@pick, %18), ptr blockaddress(@pick, %11)
  store ptr %9, ptr %4, align 8
  store ptr blockaddress(@pick, %18), ptr %5, align 8
  %10 = load ptr, ptr %4, align 8
  br label %27

11:                                               ; preds = %27
  %12 = load ptr, ptr %4, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = icmp eq ptr %12, %13
  %15 = zext i1 %14 to i32
  %16 = add nsw i32 10, %15
  %17 = sext i32 %16 to i64
  store i64 %17, ptr %2, align 8
  br label %25

18:                                               ; preds = %27, %27
  %19 = load ptr, ptr %4, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = icmp eq ptr %19, %20
  %22 = zext i1 %21 to i32
  %23 = add nsw i32 20, %22
  %24 = sext i32 %23 to i64
  store i64 %24, ptr %2, align 8
  br label %25

25:                                               ; preds = %18, %11
  %26 = load i64, ptr %2, align 8
  ret i64 %26

27:                                               ; preds = %1
  %28 = phi ptr [ %10, %1 ]
  indirectbr ptr %28, [label %18, label %11, label %18]
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [2 x %struct.shape], align 16
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %35, %0
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 9
  br i1 %8, label %9, label %38

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = srem i32 %10, 3
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %12
  %14 = load ptr, ptr %13, align 8
  %15 = load i32, ptr %3, align 4
  %16 = call i32 %14(i32 noundef %15)
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %2, align 4
  %19 = load i32, ptr %3, align 4
  %20 = load i32, ptr %2, align 4
  %21 = call i32 @dispatch(i32 noundef %19, i32 noundef %20)
  %22 = load i32, ptr %2, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %2, align 4
  %24 = load i32, ptr %3, align 4
  %25 = add nsw i32 %24, 1
  %26 = srem i32 %25, 3
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %27
  %29 = load ptr, ptr %28, align 8
  %30 = load i32, ptr %2, align 4
  %31 = and i32 %30, 255
  %32 = call i32 @apply(ptr noundef %29, i32 noundef %31)
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %2, align 4
  br label %35

35:                                               ; preds = %9
  %36 = load i32, ptr %3, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %3, align 4
  br label %6, !llvm.loop !6

38:                                               ; preds = %6
  %39 = load i32, ptr %2, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %39)
  %41 = call i32 @run(ptr noundef @main.prog, i32 noundef 4)
  %42 = call i32 @run(ptr noundef getelementptr inbounds (i8, ptr @main.prog, i64 4), i32 noundef 0)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %41, i32 noundef %42)
  %44 = call i64 @pick(i32 noundef 0)
  %45 = call i64 @pick(i32 noundef 1)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %44, i64 noundef %45)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.shapes, i64 32, i1 false)
  store i32 0, ptr %5, align 4
  br label %47

47:                                               ; preds = %65, %38
  %48 = load i32, ptr %5, align 4
  %49 = icmp slt i32 %48, 2
  br i1 %49, label %50, label %68

50:                                               ; preds = %47
  %51 = load i32, ptr %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [2 x %struct.shape], ptr %4, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.shape, ptr %53, i32 0, i32 0
  %55 = load ptr, ptr %54, align 16
  %56 = load i32, ptr %5, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [2 x %struct.shape], ptr %4, i64 0, i64 %57
  %59 = getelementptr inbounds %struct.shape, ptr %58, i32 0, i32 1
  %60 = load ptr, ptr %59, align 8
  %61 = load i32, ptr %5, align 4
  %62 = add nsw i32 5, %61
  %63 = call i32 %60(i32 noundef %62)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %55, i32 noundef %63)
  br label %65

65:                                               ; preds = %50
  %66 = load i32, ptr %5, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %5, align 4
  br label %47, !llvm.loop !8

68:                                               ; preds = %47
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @square(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @triangle(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  %6 = sdiv i32 %5, 2
  ret i32 %6
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
