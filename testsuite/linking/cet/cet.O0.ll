; ModuleID = 'cet.c'
source_filename = "cet.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@side = dso_local global i32 0, align 4
@interp.ops = internal global [3 x ptr] [ptr blockaddress(@interp, %10), ptr blockaddress(@interp, %19), ptr blockaddress(@interp, %28)], align 16
@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@__const.main.fs = private unnamed_addr constant [3 x ptr] [ptr @add, ptr @mul, ptr @sub], align 16
@.str = private unnamed_addr constant [11 x i8] c"op %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"class %d: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"side: %d\0A\00", align 1
@main.prog = internal constant [5 x i8] c"\00\01\00\01\02", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"interp: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"setjmp returned %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"rounds %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = call i32 %7(i32 noundef %8, i32 noundef %9)
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ]

5:                                                ; preds = %1
  store i32 11, ptr %2, align 4
  br label %13

6:                                                ; preds = %1
  store i32 23, ptr %2, align 4
  br label %13

7:                                                ; preds = %1
  store i32 37, ptr %2, align 4
  br label %13

8:                                                ; preds = %1
  store i32 41, ptr %2, align 4
  br label %13

9:                                                ; preds = %1
  store i32 59, ptr %2, align 4
  br label %13

10:                                               ; preds = %1
  store i32 61, ptr %2, align 4
  br label %13

11:                                               ; preds = %1
  store i32 73, ptr %2, align 4
  br label %13

12:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @act(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %25 [
    i32 0, label %4
    i32 1, label %7
    i32 2, label %10
    i32 3, label %13
    i32 4, label %16
    i32 5, label %19
    i32 6, label %22
  ]

4:                                                ; preds = %1
  %5 = load i32, ptr @side, align 4
  %6 = add nsw i32 %5, 3
  store i32 %6, ptr @side, align 4
  br label %26

7:                                                ; preds = %1
  %8 = load i32, ptr @side, align 4
  %9 = mul nsw i32 %8, 5
  store i32 %9, ptr @side, align 4
  br label %26

10:                                               ; preds = %1
  %11 = load i32, ptr @side, align 4
  %12 = sub nsw i32 %11, 7
  store i32 %12, ptr @side, align 4
  br label %26

13:                                               ; preds = %1
  %14 = load i32, ptr @side, align 4
  %15 = xor i32 %14, 9
  store i32 %15, ptr @side, align 4
  br label %26

16:                                               ; preds = %1
  %17 = load i32, ptr @side, align 4
  %18 = shl i32 %17, 2
  store i32 %18, ptr @side, align 4
  br label %26

19:                                               ; preds = %1
  %20 = load i32, ptr @side, align 4
  %21 = add nsw i32 %20, 100
  store i32 %21, ptr @side, align 4
  br label %26

22:                                               ; preds = %1
  %23 = load i32, ptr @side, align 4
  %24 = or i32 %23, 64
  store i32 %24, ptr @side, align 4
  br label %26

25:                                               ; preds = %1
  store i32 0, ptr @side, align 4
  br label %26

26:                                               ; preds = %25, %22, %19, %16, %13, %10, %7, %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @interp(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 1, ptr %3, align 4
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %4, i32 1
  store ptr %5, ptr %2, align 8
  %6 = load i8, ptr %4, align 1
  %7 = zext i8 %6 to i64
  %8 = getelementptr inbounds [3 x ptr], ptr @interp.ops, i64 0, i64 %7
  %9 = load ptr, ptr %8, align 8
  br label %30

10:                                               ; preds = %30
  %11 = load i32, ptr %3, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %3, align 4
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds i8, ptr %13, i32 1
  store ptr %14, ptr %2, align 8
  %15 = load i8, ptr %13, align 1
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds [3 x ptr], ptr @interp.ops, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8
  br label %30

19:                                               ; preds = %30
  %20 = load i32, ptr %3, align 4
  %21 = mul nsw i32 %20, 2
  store i32 %21, ptr %3, align 4
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds i8, ptr %22, i32 1
  store ptr %23, ptr %2, align 8
  %24 = load i8, ptr %22, align 1
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds [3 x ptr], ptr @interp.ops, i64 0, i64 %25
  %27 = load ptr, ptr %26, align 8
  br label %30

28:                                               ; preds = %30
  %29 = load i32, ptr %3, align 4
  ret i32 %29

30:                                               ; preds = %19, %10, %1
  %31 = phi ptr [ %9, %1 ], [ %18, %10 ], [ %27, %19 ]
  indirectbr ptr %31, [label %10, label %19, label %28]
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @jump_back(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @longjmp(ptr noundef @env, i32 noundef %3) #5
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.fs, i64 24, i1 false)
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %19, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 3
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = call i32 @apply(ptr noundef %16, i32 noundef 7, i32 noundef 5)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %12, i32 noundef %17)
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %8, !llvm.loop !8

22:                                               ; preds = %8
  store i32 0, ptr %4, align 4
  br label %23

23:                                               ; preds = %31, %22
  %24 = load i32, ptr %4, align 4
  %25 = icmp slt i32 %24, 8
  br i1 %25, label %26, label %34

26:                                               ; preds = %23
  %27 = load i32, ptr %4, align 4
  %28 = load i32, ptr %4, align 4
  %29 = call i32 @classify(i32 noundef %28)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %27, i32 noundef %29)
  br label %31

31:                                               ; preds = %26
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %4, align 4
  br label %23, !llvm.loop !10

34:                                               ; preds = %23
  store i32 0, ptr %5, align 4
  br label %35

35:                                               ; preds = %40, %34
  %36 = load i32, ptr %5, align 4
  %37 = icmp slt i32 %36, 7
  br i1 %37, label %38, label %43

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4
  call void @act(i32 noundef %39)
  br label %40

40:                                               ; preds = %38
  %41 = load i32, ptr %5, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %5, align 4
  br label %35, !llvm.loop !11

43:                                               ; preds = %35
  %44 = load i32, ptr @side, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %44)
  %46 = call i32 @interp(ptr noundef @main.prog)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %46)
  store volatile i32 0, ptr %6, align 4
  %48 = call i32 @_setjmp(ptr noundef @env) #6
  store i32 %48, ptr %7, align 4
  %49 = load i32, ptr %7, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %49)
  %51 = load i32, ptr %7, align 4
  %52 = icmp slt i32 %51, 3
  br i1 %52, label %53, label %58

53:                                               ; preds = %43
  %54 = load volatile i32, ptr %6, align 4
  %55 = add nsw i32 %54, 1
  store volatile i32 %55, ptr %6, align 4
  %56 = load i32, ptr %7, align 4
  %57 = add nsw i32 %56, 1
  call void @jump_back(i32 noundef %57)
  br label %58

58:                                               ; preds = %53, %43
  %59 = load volatile i32, ptr %6, align 4
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %59)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind returns_twice }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"cf-protection-return", i32 1}
!2 = !{i32 8, !"cf-protection-branch", i32 1}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 7, !"uwtable", i32 2}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
