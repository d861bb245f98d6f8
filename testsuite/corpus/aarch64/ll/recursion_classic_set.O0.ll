; ModuleID = 'programs/recursion_classic_set.c'
source_filename = "programs/recursion_classic_set.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@calls = internal global i64 0, align 8
@.str = private unnamed_addr constant [49 x i8] c"A(2,%d)=%ld (%ld calls) A(3,%d)=%ld (%ld calls)\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"hanoi(%d) hash=%016lx\0A\00", align 1
@__const.main.s = private unnamed_addr constant [8 x i8] c"abcdefg\00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"permutations=%d hash=%016lx s=%s\0A\00", align 1
@perm_count = internal global i32 0, align 4
@perm_hash = internal global i64 0, align 8
@.str.3 = private unnamed_addr constant [9 x i8] c"C%d=%ld \00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"\0Afib(25)=%ld fibm(90)=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"mc91 sum=%d\0A\00", align 1
@memo = internal global [100 x i64] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca [8 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %29, %0
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %12, 5
  br i1 %13, label %14, label %32

14:                                               ; preds = %11
  store i64 0, ptr @calls, align 8
  %15 = load i32, ptr %2, align 4
  %16 = sext i32 %15 to i64
  %17 = call i64 @ack(i64 noundef 2, i64 noundef %16)
  store i64 %17, ptr %3, align 8
  %18 = load i64, ptr @calls, align 8
  store i64 %18, ptr %4, align 8
  store i64 0, ptr @calls, align 8
  %19 = load i32, ptr %2, align 4
  %20 = sext i32 %19 to i64
  %21 = call i64 @ack(i64 noundef 3, i64 noundef %20)
  store i64 %21, ptr %5, align 8
  %22 = load i32, ptr %2, align 4
  %23 = load i64, ptr %3, align 8
  %24 = load i64, ptr %4, align 8
  %25 = load i32, ptr %2, align 4
  %26 = load i64, ptr %5, align 8
  %27 = load i64, ptr @calls, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22, i64 noundef %23, i64 noundef %24, i32 noundef %25, i64 noundef %26, i64 noundef %27)
  br label %29

29:                                               ; preds = %14
  %30 = load i32, ptr %2, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %2, align 4
  br label %11, !llvm.loop !6

32:                                               ; preds = %11
  store i32 1, ptr %6, align 4
  br label %33

33:                                               ; preds = %41, %32
  %34 = load i32, ptr %6, align 4
  %35 = icmp sle i32 %34, 16
  br i1 %35, label %36, label %44

36:                                               ; preds = %33
  %37 = load i32, ptr %6, align 4
  %38 = load i32, ptr %6, align 4
  %39 = call i64 @hanoi(i32 noundef %38, i32 noundef 0, i32 noundef 2, i32 noundef 1, i64 noundef 0)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %37, i64 noundef %39)
  br label %41

41:                                               ; preds = %36
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %42, 5
  store i32 %43, ptr %6, align 4
  br label %33, !llvm.loop !8

44:                                               ; preds = %33
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 @__const.main.s, i64 8, i1 false)
  %45 = getelementptr inbounds [8 x i8], ptr %7, i64 0, i64 0
  call void @permute(ptr noundef %45, i32 noundef 0, i32 noundef 7)
  %46 = load i32, ptr @perm_count, align 4
  %47 = load i64, ptr @perm_hash, align 8
  %48 = getelementptr inbounds [8 x i8], ptr %7, i64 0, i64 0
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %46, i64 noundef %47, ptr noundef %48)
  store i32 1, ptr %8, align 4
  br label %50

50:                                               ; preds = %58, %44
  %51 = load i32, ptr %8, align 4
  %52 = icmp sle i32 %51, 12
  br i1 %52, label %53, label %61

53:                                               ; preds = %50
  %54 = load i32, ptr %8, align 4
  %55 = load i32, ptr %8, align 4
  %56 = call i64 @parens(i32 noundef %55, i32 noundef 0)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %54, i64 noundef %56)
  br label %58

58:                                               ; preds = %53
  %59 = load i32, ptr %8, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %8, align 4
  br label %50, !llvm.loop !9

61:                                               ; preds = %50
  %62 = call i64 @fib(i32 noundef 25)
  %63 = call i64 @fibm(i32 noundef 90)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %62, i64 noundef %63)
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %65

65:                                               ; preds = %73, %61
  %66 = load i32, ptr %10, align 4
  %67 = icmp slt i32 %66, 120
  br i1 %67, label %68, label %76

68:                                               ; preds = %65
  %69 = load i32, ptr %10, align 4
  %70 = call i32 @mc91(i32 noundef %69)
  %71 = load i32, ptr %9, align 4
  %72 = add nsw i32 %71, %70
  store i32 %72, ptr %9, align 4
  br label %73

73:                                               ; preds = %68
  %74 = load i32, ptr %10, align 4
  %75 = add nsw i32 %74, 7
  store i32 %75, ptr %10, align 4
  br label %65, !llvm.loop !10

76:                                               ; preds = %65
  %77 = load i32, ptr %9, align 4
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %77)
  %79 = call i64 @fib(i32 noundef 20)
  %80 = srem i64 %79, 128
  %81 = trunc i64 %80 to i32
  ret i32 %81
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ack(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr @calls, align 8
  %7 = add nsw i64 %6, 1
  store i64 %7, ptr @calls, align 8
  %8 = load i64, ptr %4, align 8
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i64, ptr %5, align 8
  %12 = add nsw i64 %11, 1
  store i64 %12, ptr %3, align 8
  br label %28

13:                                               ; preds = %2
  %14 = load i64, ptr %5, align 8
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load i64, ptr %4, align 8
  %18 = sub nsw i64 %17, 1
  %19 = call i64 @ack(i64 noundef %18, i64 noundef 1)
  store i64 %19, ptr %3, align 8
  br label %28

20:                                               ; preds = %13
  %21 = load i64, ptr %4, align 8
  %22 = sub nsw i64 %21, 1
  %23 = load i64, ptr %4, align 8
  %24 = load i64, ptr %5, align 8
  %25 = sub nsw i64 %24, 1
  %26 = call i64 @ack(i64 noundef %23, i64 noundef %25)
  %27 = call i64 @ack(i64 noundef %22, i64 noundef %26)
  store i64 %27, ptr %3, align 8
  br label %28

28:                                               ; preds = %20, %16, %10
  %29 = load i64, ptr %3, align 8
  ret i64 %29
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i64 %4, ptr %11, align 8
  %12 = load i32, ptr %7, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %5
  %15 = load i64, ptr %11, align 8
  store i64 %15, ptr %6, align 8
  br label %39

16:                                               ; preds = %5
  %17 = load i32, ptr %7, align 4
  %18 = sub nsw i32 %17, 1
  %19 = load i32, ptr %8, align 4
  %20 = load i32, ptr %10, align 4
  %21 = load i32, ptr %9, align 4
  %22 = load i64, ptr %11, align 8
  %23 = call i64 @hanoi(i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21, i64 noundef %22)
  store i64 %23, ptr %11, align 8
  %24 = load i64, ptr %11, align 8
  %25 = mul i64 %24, 31
  %26 = load i32, ptr %8, align 4
  %27 = mul nsw i32 %26, 3
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = add i64 %25, %30
  store i64 %31, ptr %11, align 8
  %32 = load i32, ptr %7, align 4
  %33 = sub nsw i32 %32, 1
  %34 = load i32, ptr %10, align 4
  %35 = load i32, ptr %9, align 4
  %36 = load i32, ptr %8, align 4
  %37 = load i64, ptr %11, align 8
  %38 = call i64 @hanoi(i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i64 noundef %37)
  store i64 %38, ptr %6, align 8
  br label %39

39:                                               ; preds = %16, %14
  %40 = load i64, ptr %6, align 8
  ret i64 %40
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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
  %21 = load i64, ptr @perm_hash, align 8
  %22 = mul i64 %21, 131
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr %23, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i64
  %29 = add i64 %22, %28
  store i64 %29, ptr @perm_hash, align 8
  br label %30

30:                                               ; preds = %20
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %7, align 4
  br label %16, !llvm.loop !11

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
  br label %36, !llvm.loop !12

86:                                               ; preds = %33, %36
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @parens(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
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
  store i64 1, ptr %3, align 8
  br label %36

13:                                               ; preds = %9, %2
  store i64 0, ptr %6, align 8
  %14 = load i32, ptr %4, align 4
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %24

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = sub nsw i32 %17, 1
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  %21 = call i64 @parens(i32 noundef %18, i32 noundef %20)
  %22 = load i64, ptr %6, align 8
  %23 = add nsw i64 %22, %21
  store i64 %23, ptr %6, align 8
  br label %24

24:                                               ; preds = %16, %13
  %25 = load i32, ptr %5, align 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %34

27:                                               ; preds = %24
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %5, align 4
  %30 = sub nsw i32 %29, 1
  %31 = call i64 @parens(i32 noundef %28, i32 noundef %30)
  %32 = load i64, ptr %6, align 8
  %33 = add nsw i64 %32, %31
  store i64 %33, ptr %6, align 8
  br label %34

34:                                               ; preds = %27, %24
  %35 = load i64, ptr %6, align 8
  store i64 %35, ptr %3, align 8
  br label %36

36:                                               ; preds = %34, %12
  %37 = load i64, ptr %3, align 8
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = sext i32 %6 to i64
  br label %16

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  %10 = sub nsw i32 %9, 1
  %11 = call i64 @fib(i32 noundef %10)
  %12 = load i32, ptr %2, align 4
  %13 = sub nsw i32 %12, 2
  %14 = call i64 @fib(i32 noundef %13)
  %15 = add nsw i64 %11, %14
  br label %16

16:                                               ; preds = %8, %5
  %17 = phi i64 [ %7, %5 ], [ %15, %8 ]
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fibm(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp slt i32 %4, 2
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4
  %8 = sext i32 %7 to i64
  store i64 %8, ptr %2, align 8
  br label %31

9:                                                ; preds = %1
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8
  %14 = icmp ne i64 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %9
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %17
  %19 = load i64, ptr %18, align 8
  store i64 %19, ptr %2, align 8
  br label %31

20:                                               ; preds = %9
  %21 = load i32, ptr %3, align 4
  %22 = sub nsw i32 %21, 1
  %23 = call i64 @fibm(i32 noundef %22)
  %24 = load i32, ptr %3, align 4
  %25 = sub nsw i32 %24, 2
  %26 = call i64 @fibm(i32 noundef %25)
  %27 = add nsw i64 %23, %26
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %29
  store i64 %27, ptr %30, align 8
  store i64 %27, ptr %2, align 8
  br label %31

31:                                               ; preds = %20, %15, %6
  %32 = load i64, ptr %2, align 8
  ret i64 %32
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
