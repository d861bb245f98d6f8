; ModuleID = 'programs/recursion_classic_set.c'
source_filename = "programs/recursion_classic_set.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@calls = internal global i32 0, align 4
@.str = private unnamed_addr constant [49 x i8] c"A(2,%d)=%ld (%ld calls) A(3,%d)=%ld (%ld calls)\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"hanoi(%d) hash=%016lx\0A\00", align 1
@__const.main.s = private unnamed_addr constant [8 x i8] c"abcdefg\00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"permutations=%d hash=%016lx s=%s\0A\00", align 1
@perm_count = internal global i32 0, align 4
@perm_hash = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [9 x i8] c"C%d=%ld \00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"\0Afib(25)=%ld fibm(90)=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"mc91 sum=%d\0A\00", align 1
@memo = internal global [100 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [8 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %27, %0
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %12, 5
  br i1 %13, label %14, label %30

14:                                               ; preds = %11
  store i32 0, ptr @calls, align 4
  %15 = load i32, ptr %2, align 4
  %16 = call i32 @ack(i32 noundef 2, i32 noundef %15)
  store i32 %16, ptr %3, align 4
  %17 = load i32, ptr @calls, align 4
  store i32 %17, ptr %4, align 4
  store i32 0, ptr @calls, align 4
  %18 = load i32, ptr %2, align 4
  %19 = call i32 @ack(i32 noundef 3, i32 noundef %18)
  store i32 %19, ptr %5, align 4
  %20 = load i32, ptr %2, align 4
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %4, align 4
  %23 = load i32, ptr %2, align 4
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @calls, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %25)
  br label %27

27:                                               ; preds = %14
  %28 = load i32, ptr %2, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %2, align 4
  br label %11, !llvm.loop !5

30:                                               ; preds = %11
  store i32 1, ptr %6, align 4
  br label %31

31:                                               ; preds = %39, %30
  %32 = load i32, ptr %6, align 4
  %33 = icmp sle i32 %32, 16
  br i1 %33, label %34, label %42

34:                                               ; preds = %31
  %35 = load i32, ptr %6, align 4
  %36 = load i32, ptr %6, align 4
  %37 = call i32 @hanoi(i32 noundef %36, i32 noundef 0, i32 noundef 2, i32 noundef 1, i32 noundef 0)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %35, i32 noundef %37)
  br label %39

39:                                               ; preds = %34
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, 5
  store i32 %41, ptr %6, align 4
  br label %31, !llvm.loop !7

42:                                               ; preds = %31
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 @__const.main.s, i64 8, i1 false)
  %43 = getelementptr inbounds [8 x i8], ptr %7, i64 0, i64 0
  call void @permute(ptr noundef %43, i32 noundef 0, i32 noundef 7)
  %44 = load i32, ptr @perm_count, align 4
  %45 = load i32, ptr @perm_hash, align 4
  %46 = getelementptr inbounds [8 x i8], ptr %7, i64 0, i64 0
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %44, i32 noundef %45, ptr noundef %46)
  store i32 1, ptr %8, align 4
  br label %48

48:                                               ; preds = %56, %42
  %49 = load i32, ptr %8, align 4
  %50 = icmp sle i32 %49, 12
  br i1 %50, label %51, label %59

51:                                               ; preds = %48
  %52 = load i32, ptr %8, align 4
  %53 = load i32, ptr %8, align 4
  %54 = call i32 @parens(i32 noundef %53, i32 noundef 0)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %52, i32 noundef %54)
  br label %56

56:                                               ; preds = %51
  %57 = load i32, ptr %8, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %8, align 4
  br label %48, !llvm.loop !8

59:                                               ; preds = %48
  %60 = call i32 @fib(i32 noundef 25)
  %61 = call i32 @fibm(i32 noundef 90)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %60, i32 noundef %61)
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %63

63:                                               ; preds = %71, %59
  %64 = load i32, ptr %10, align 4
  %65 = icmp slt i32 %64, 120
  br i1 %65, label %66, label %74

66:                                               ; preds = %63
  %67 = load i32, ptr %10, align 4
  %68 = call i32 @mc91(i32 noundef %67)
  %69 = load i32, ptr %9, align 4
  %70 = add nsw i32 %69, %68
  store i32 %70, ptr %9, align 4
  br label %71

71:                                               ; preds = %66
  %72 = load i32, ptr %10, align 4
  %73 = add nsw i32 %72, 7
  store i32 %73, ptr %10, align 4
  br label %63, !llvm.loop !9

74:                                               ; preds = %63
  %75 = load i32, ptr %9, align 4
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %75)
  %77 = call i32 @fib(i32 noundef 20)
  %78 = srem i32 %77, 128
  ret i32 %78
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ack(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr @calls, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @calls, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i32, ptr %5, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %3, align 4
  br label %28

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = sub nsw i32 %17, 1
  %19 = call i32 @ack(i32 noundef %18, i32 noundef 1)
  store i32 %19, ptr %3, align 4
  br label %28

20:                                               ; preds = %13
  %21 = load i32, ptr %4, align 4
  %22 = sub nsw i32 %21, 1
  %23 = load i32, ptr %4, align 4
  %24 = load i32, ptr %5, align 4
  %25 = sub nsw i32 %24, 1
  %26 = call i32 @ack(i32 noundef %23, i32 noundef %25)
  %27 = call i32 @ack(i32 noundef %22, i32 noundef %26)
  store i32 %27, ptr %3, align 4
  br label %28

28:                                               ; preds = %20, %16, %10
  %29 = load i32, ptr %3, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  %12 = load i32, ptr %7, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %5
  %15 = load i32, ptr %11, align 4
  store i32 %15, ptr %6, align 4
  br label %38

16:                                               ; preds = %5
  %17 = load i32, ptr %7, align 4
  %18 = sub nsw i32 %17, 1
  %19 = load i32, ptr %8, align 4
  %20 = load i32, ptr %10, align 4
  %21 = load i32, ptr %9, align 4
  %22 = load i32, ptr %11, align 4
  %23 = call i32 @hanoi(i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  store i32 %23, ptr %11, align 4
  %24 = load i32, ptr %11, align 4
  %25 = mul i32 %24, 31
  %26 = load i32, ptr %8, align 4
  %27 = mul nsw i32 %26, 3
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %27, %28
  %30 = add i32 %25, %29
  store i32 %30, ptr %11, align 4
  %31 = load i32, ptr %7, align 4
  %32 = sub nsw i32 %31, 1
  %33 = load i32, ptr %10, align 4
  %34 = load i32, ptr %9, align 4
  %35 = load i32, ptr %8, align 4
  %36 = load i32, ptr %11, align 4
  %37 = call i32 @hanoi(i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  store i32 %37, ptr %6, align 4
  br label %38

38:                                               ; preds = %16, %14
  %39 = load i32, ptr %6, align 4
  ret i32 %39
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @permute(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %34

13:                                               ; preds = %3
  %14 = load i32, ptr @perm_count, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr @perm_count, align 4
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %30, %13
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %33

20:                                               ; preds = %16
  %21 = load i32, ptr @perm_hash, align 4
  %22 = mul i32 %21, 131
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr %23, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = add i32 %22, %28
  store i32 %29, ptr @perm_hash, align 4
  br label %30

30:                                               ; preds = %20
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %7, align 4
  br label %16, !llvm.loop !10

33:                                               ; preds = %16
  br label %86

34:                                               ; preds = %3
  %35 = load i32, ptr %5, align 4
  store i32 %35, ptr %8, align 4
  br label %36

36:                                               ; preds = %83, %34
  %37 = load i32, ptr %8, align 4
  %38 = load i32, ptr %6, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %86

40:                                               ; preds = %36
  %41 = load ptr, ptr %4, align 8
  %42 = load i32, ptr %5, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %41, i64 %43
  %45 = load i8, ptr %44, align 1
  store i8 %45, ptr %9, align 1
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %8, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr %46, i64 %48
  %50 = load i8, ptr %49, align 1
  %51 = load ptr, ptr %4, align 8
  %52 = load i32, ptr %5, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr %51, i64 %53
  store i8 %50, ptr %54, align 1
  %55 = load i8, ptr %9, align 1
  %56 = load ptr, ptr %4, align 8
  %57 = load i32, ptr %8, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %56, i64 %58
  store i8 %55, ptr %59, align 1
  %60 = load ptr, ptr %4, align 8
  %61 = load i32, ptr %5, align 4
  %62 = add nsw i32 %61, 1
  %63 = load i32, ptr %6, align 4
  call void @permute(ptr noundef %60, i32 noundef %62, i32 noundef %63)
  %64 = load ptr, ptr %4, align 8
  %65 = load i32, ptr %5, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i8, ptr %64, i64 %66
  %68 = load i8, ptr %67, align 1
  store i8 %68, ptr %9, align 1
  %69 = load ptr, ptr %4, align 8
  %70 = load i32, ptr %8, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i8, ptr %69, i64 %71
  %73 = load i8, ptr %72, align 1
  %74 = load ptr, ptr %4, align 8
  %75 = load i32, ptr %5, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i8, ptr %74, i64 %76
  store i8 %73, ptr %77, align 1
  %78 = load i8, ptr %9, align 1
  %79 = load ptr, ptr %4, align 8
  %80 = load i32, ptr %8, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i8, ptr %79, i64 %81
  store i8 %78, ptr %82, align 1
  br label %83

83:                                               ; preds = %40
  %84 = load i32, ptr %8, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %8, align 4
  br label %36, !llvm.loop !11

86:                                               ; preds = %33, %36
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parens(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = load i32, ptr %5, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %9
  store i32 1, ptr %3, align 4
  br label %36

13:                                               ; preds = %9, %2
  store i32 0, ptr %6, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %24

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = sub nsw i32 %17, 1
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  %21 = call i32 @parens(i32 noundef %18, i32 noundef %20)
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %6, align 4
  br label %24

24:                                               ; preds = %16, %13
  %25 = load i32, ptr %5, align 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %34

27:                                               ; preds = %24
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %5, align 4
  %30 = sub nsw i32 %29, 1
  %31 = call i32 @parens(i32 noundef %28, i32 noundef %30)
  %32 = load i32, ptr %6, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %6, align 4
  br label %34

34:                                               ; preds = %27, %24
  %35 = load i32, ptr %6, align 4
  store i32 %35, ptr %3, align 4
  br label %36

36:                                               ; preds = %34, %12
  %37 = load i32, ptr %3, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @fib(i32 noundef %9)
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call i32 @fib(i32 noundef %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fibm(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp slt i32 %4, 2
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %2, align 4
  br label %30

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [100 x i32], ptr @memo, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %8
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [100 x i32], ptr @memo, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %2, align 4
  br label %30

19:                                               ; preds = %8
  %20 = load i32, ptr %3, align 4
  %21 = sub nsw i32 %20, 1
  %22 = call i32 @fibm(i32 noundef %21)
  %23 = load i32, ptr %3, align 4
  %24 = sub nsw i32 %23, 2
  %25 = call i32 @fibm(i32 noundef %24)
  %26 = add nsw i32 %22, %25
  %27 = load i32, ptr %3, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [100 x i32], ptr @memo, i64 0, i64 %28
  store i32 %26, ptr %29, align 4
  store i32 %26, ptr %2, align 4
  br label %30

30:                                               ; preds = %19, %14, %6
  %31 = load i32, ptr %2, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mc91(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 100
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = sub nsw i32 %6, 10
  br label %13

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  %10 = add nsw i32 %9, 11
  %11 = call i32 @mc91(i32 noundef %10)
  %12 = call i32 @mc91(i32 noundef %11)
  br label %13

13:                                               ; preds = %8, %5
  %14 = phi i32 [ %7, %5 ], [ %12, %8 ]
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
