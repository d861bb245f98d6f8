; ModuleID = 'programs/trie_word_count.c'
source_filename = "programs/trie_word_count.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.tnode = type { [26 x ptr], i32, i32 }

@main.syll = internal global [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@.str = private unnamed_addr constant [3 x i8] c"ka\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"ri\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"to\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"ne\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"sa\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"mo\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"lu\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"pe\00", align 1
@.str.8 = private unnamed_addr constant [51 x i8] c"lookup karito=%d sa=%d zz=%d prefix ka=%d kari=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"karito\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"zz\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"kari\00", align 1
@.str.12 = private unnamed_addr constant [38 x i8] c"\0Adistinct=%d removed=%d after: sa=%d\0A\00", align 1
@distinct = internal global i32 0, align 4
@shown = internal global i32 0, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca [32 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [64 x i8], align 1
  store i32 0, ptr %1, align 4
  %11 = call ptr @new_node()
  store ptr %11, ptr %2, align 8
  store i32 2024, ptr %3, align 4
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %46, %0
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %13, 5000
  br i1 %14, label %15, label %49

15:                                               ; preds = %12
  %16 = getelementptr inbounds [32 x i8], ptr %4, i64 0, i64 0
  store i8 0, ptr %16, align 1
  %17 = load i32, ptr %3, align 4
  %18 = mul i32 %17, 1103515245
  %19 = add i32 %18, 12345
  store i32 %19, ptr %3, align 4
  %20 = load i32, ptr %3, align 4
  %21 = lshr i32 %20, 16
  %22 = urem i32 %21, 3
  %23 = add nsw i32 1, %22
  store i32 %23, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %24

24:                                               ; preds = %40, %15
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %43

28:                                               ; preds = %24
  %29 = load i32, ptr %3, align 4
  %30 = mul i32 %29, 1103515245
  %31 = add i32 %30, 12345
  store i32 %31, ptr %3, align 4
  %32 = getelementptr inbounds [32 x i8], ptr %4, i64 0, i64 0
  %33 = load i32, ptr %3, align 4
  %34 = lshr i32 %33, 16
  %35 = urem i32 %34, 8
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [8 x ptr], ptr @main.syll, i64 0, i64 %36
  %38 = load ptr, ptr %37, align 8
  %39 = call ptr @strcat(ptr noundef %32, ptr noundef %38) #4
  br label %40

40:                                               ; preds = %28
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %7, align 4
  br label %24, !llvm.loop !6

43:                                               ; preds = %24
  %44 = load ptr, ptr %2, align 8
  %45 = getelementptr inbounds [32 x i8], ptr %4, i64 0, i64 0
  call void @insert(ptr noundef %44, ptr noundef %45)
  br label %46

46:                                               ; preds = %43
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %12, !llvm.loop !8

49:                                               ; preds = %12
  %50 = load ptr, ptr %2, align 8
  %51 = call i32 @lookup(ptr noundef %50, ptr noundef @.str.9)
  %52 = load ptr, ptr %2, align 8
  %53 = call i32 @lookup(ptr noundef %52, ptr noundef @.str.4)
  %54 = load ptr, ptr %2, align 8
  %55 = call i32 @lookup(ptr noundef %54, ptr noundef @.str.10)
  %56 = load ptr, ptr %2, align 8
  %57 = call i32 @prefix_count(ptr noundef %56, ptr noundef @.str)
  %58 = load ptr, ptr %2, align 8
  %59 = call i32 @prefix_count(ptr noundef %58, ptr noundef @.str.11)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %51, i32 noundef %53, i32 noundef %55, i32 noundef %57, i32 noundef %59)
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %61

61:                                               ; preds = %69, %49
  %62 = load i32, ptr %9, align 4
  %63 = icmp slt i32 %62, 40
  br i1 %63, label %64, label %72

64:                                               ; preds = %61
  %65 = load ptr, ptr %2, align 8
  %66 = call i32 @remove_word(ptr noundef %65, ptr noundef @.str.4)
  %67 = load i32, ptr %8, align 4
  %68 = add nsw i32 %67, %66
  store i32 %68, ptr %8, align 4
  br label %69

69:                                               ; preds = %64
  %70 = load i32, ptr %9, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %9, align 4
  br label %61, !llvm.loop !9

72:                                               ; preds = %61
  %73 = load ptr, ptr %2, align 8
  %74 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  call void @walk(ptr noundef %73, ptr noundef %74, i32 noundef 0)
  %75 = load i32, ptr @distinct, align 4
  %76 = load i32, ptr %8, align 4
  %77 = load ptr, ptr %2, align 8
  %78 = call i32 @lookup(ptr noundef %77, ptr noundef @.str.4)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %75, i32 noundef %76, i32 noundef %78)
  %80 = load ptr, ptr %2, align 8
  call void @free_trie(ptr noundef %80)
  %81 = load i32, ptr @distinct, align 4
  %82 = and i32 %81, 127
  ret i32 %82
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @new_node() #0 {
  %1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 216) #5
  ret ptr %1
}

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @insert(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %6

6:                                                ; preds = %40, %2
  %7 = load ptr, ptr %4, align 8
  %8 = load i8, ptr %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %43

10:                                               ; preds = %6
  %11 = load ptr, ptr %4, align 8
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = sub nsw i32 %13, 97
  store i32 %14, ptr %5, align 4
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.tnode, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [26 x ptr], ptr %16, i64 0, i64 %18
  %20 = load ptr, ptr %19, align 8
  %21 = icmp ne ptr %20, null
  br i1 %21, label %29, label %22

22:                                               ; preds = %10
  %23 = call ptr @new_node()
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.tnode, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [26 x ptr], ptr %25, i64 0, i64 %27
  store ptr %23, ptr %28, align 8
  br label %29

29:                                               ; preds = %22, %10
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.tnode, ptr %30, i32 0, i32 0
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [26 x ptr], ptr %31, i64 0, i64 %33
  %35 = load ptr, ptr %34, align 8
  store ptr %35, ptr %3, align 8
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.tnode, ptr %36, i32 0, i32 2
  %38 = load i32, ptr %37, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %37, align 4
  br label %40

40:                                               ; preds = %29
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds i8, ptr %41, i32 1
  store ptr %42, ptr %4, align 8
  br label %6, !llvm.loop !10

43:                                               ; preds = %6
  %44 = load ptr, ptr %3, align 8
  %45 = getelementptr inbounds %struct.tnode, ptr %44, i32 0, i32 1
  %46 = load i32, ptr %45, align 8
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %45, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lookup(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %5

5:                                                ; preds = %25, %2
  %6 = load ptr, ptr %4, align 8
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = load ptr, ptr %3, align 8
  %12 = icmp ne ptr %11, null
  br label %13

13:                                               ; preds = %10, %5
  %14 = phi i1 [ false, %5 ], [ %12, %10 ]
  br i1 %14, label %15, label %28

15:                                               ; preds = %13
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.tnode, ptr %16, i32 0, i32 0
  %18 = load ptr, ptr %4, align 8
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = sub nsw i32 %20, 97
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [26 x ptr], ptr %17, i64 0, i64 %22
  %24 = load ptr, ptr %23, align 8
  store ptr %24, ptr %3, align 8
  br label %25

25:                                               ; preds = %15
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds i8, ptr %26, i32 1
  store ptr %27, ptr %4, align 8
  br label %5, !llvm.loop !11

28:                                               ; preds = %13
  %29 = load ptr, ptr %3, align 8
  %30 = icmp ne ptr %29, null
  br i1 %30, label %31, label %35

31:                                               ; preds = %28
  %32 = load ptr, ptr %3, align 8
  %33 = getelementptr inbounds %struct.tnode, ptr %32, i32 0, i32 1
  %34 = load i32, ptr %33, align 8
  br label %36

35:                                               ; preds = %28
  br label %36

36:                                               ; preds = %35, %31
  %37 = phi i32 [ %34, %31 ], [ 0, %35 ]
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @prefix_count(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %5

5:                                                ; preds = %25, %2
  %6 = load ptr, ptr %4, align 8
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = load ptr, ptr %3, align 8
  %12 = icmp ne ptr %11, null
  br label %13

13:                                               ; preds = %10, %5
  %14 = phi i1 [ false, %5 ], [ %12, %10 ]
  br i1 %14, label %15, label %28

15:                                               ; preds = %13
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.tnode, ptr %16, i32 0, i32 0
  %18 = load ptr, ptr %4, align 8
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = sub nsw i32 %20, 97
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [26 x ptr], ptr %17, i64 0, i64 %22
  %24 = load ptr, ptr %23, align 8
  store ptr %24, ptr %3, align 8
  br label %25

25:                                               ; preds = %15
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds i8, ptr %26, i32 1
  store ptr %27, ptr %4, align 8
  br label %5, !llvm.loop !12

28:                                               ; preds = %13
  %29 = load ptr, ptr %3, align 8
  %30 = icmp ne ptr %29, null
  br i1 %30, label %31, label %35

31:                                               ; preds = %28
  %32 = load ptr, ptr %3, align 8
  %33 = getelementptr inbounds %struct.tnode, ptr %32, i32 0, i32 2
  %34 = load i32, ptr %33, align 4
  br label %36

35:                                               ; preds = %28
  br label %36

36:                                               ; preds = %35, %31
  %37 = phi i32 [ %34, %31 ], [ 0, %35 ]
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @remove_word(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = call i32 @lookup(ptr noundef %6, ptr noundef %7)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %38

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %30, %11
  %13 = load ptr, ptr %5, align 8
  %14 = load i8, ptr %13, align 1
  %15 = icmp ne i8 %14, 0
  br i1 %15, label %16, label %33

16:                                               ; preds = %12
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.tnode, ptr %17, i32 0, i32 0
  %19 = load ptr, ptr %5, align 8
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = sub nsw i32 %21, 97
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [26 x ptr], ptr %18, i64 0, i64 %23
  %25 = load ptr, ptr %24, align 8
  store ptr %25, ptr %4, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.tnode, ptr %26, i32 0, i32 2
  %28 = load i32, ptr %27, align 4
  %29 = add nsw i32 %28, -1
  store i32 %29, ptr %27, align 4
  br label %30

30:                                               ; preds = %16
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds i8, ptr %31, i32 1
  store ptr %32, ptr %5, align 8
  br label %12, !llvm.loop !13

33:                                               ; preds = %12
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds %struct.tnode, ptr %34, i32 0, i32 1
  %36 = load i32, ptr %35, align 8
  %37 = add nsw i32 %36, -1
  store i32 %37, ptr %35, align 8
  store i32 1, ptr %3, align 4
  br label %38

38:                                               ; preds = %33, %10
  %39 = load i32, ptr %3, align 4
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @walk(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.tnode, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 8
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %30

12:                                               ; preds = %3
  %13 = load i32, ptr @distinct, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @distinct, align 4
  %15 = load i32, ptr @shown, align 4
  %16 = icmp slt i32 %15, 12
  br i1 %16, label %17, label %29

17:                                               ; preds = %12
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr %18, i64 %20
  store i8 0, ptr %21, align 1
  %22 = load ptr, ptr %5, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.tnode, ptr %23, i32 0, i32 1
  %25 = load i32, ptr %24, align 8
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %22, i32 noundef %25)
  %27 = load i32, ptr @shown, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr @shown, align 4
  br label %29

29:                                               ; preds = %17, %12
  br label %30

30:                                               ; preds = %29, %3
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %70, %30
  %32 = load i32, ptr %7, align 4
  %33 = icmp slt i32 %32, 26
  br i1 %33, label %34, label %73

34:                                               ; preds = %31
  %35 = load ptr, ptr %4, align 8
  %36 = getelementptr inbounds %struct.tnode, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [26 x ptr], ptr %36, i64 0, i64 %38
  %40 = load ptr, ptr %39, align 8
  %41 = icmp ne ptr %40, null
  br i1 %41, label %42, label %69

42:                                               ; preds = %34
  %43 = load ptr, ptr %4, align 8
  %44 = getelementptr inbounds %struct.tnode, ptr %43, i32 0, i32 0
  %45 = load i32, ptr %7, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [26 x ptr], ptr %44, i64 0, i64 %46
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr inbounds %struct.tnode, ptr %48, i32 0, i32 2
  %50 = load i32, ptr %49, align 4
  %51 = icmp sgt i32 %50, 0
  br i1 %51, label %52, label %69

52:                                               ; preds = %42
  %53 = load i32, ptr %7, align 4
  %54 = add nsw i32 97, %53
  %55 = trunc i32 %54 to i8
  %56 = load ptr, ptr %5, align 8
  %57 = load i32, ptr %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %56, i64 %58
  store i8 %55, ptr %59, align 1
  %60 = load ptr, ptr %4, align 8
  %61 = getelementptr inbounds %struct.tnode, ptr %60, i32 0, i32 0
  %62 = load i32, ptr %7, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [26 x ptr], ptr %61, i64 0, i64 %63
  %65 = load ptr, ptr %64, align 8
  %66 = load ptr, ptr %5, align 8
  %67 = load i32, ptr %6, align 4
  %68 = add nsw i32 %67, 1
  call void @walk(ptr noundef %65, ptr noundef %66, i32 noundef %68)
  br label %69

69:                                               ; preds = %52, %42, %34
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %7, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %7, align 4
  br label %31, !llvm.loop !14

73:                                               ; preds = %31
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_trie(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %23, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 26
  br i1 %6, label %7, label %26

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.tnode, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [26 x ptr], ptr %9, i64 0, i64 %11
  %13 = load ptr, ptr %12, align 8
  %14 = icmp ne ptr %13, null
  br i1 %14, label %15, label %22

15:                                               ; preds = %7
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds %struct.tnode, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [26 x ptr], ptr %17, i64 0, i64 %19
  %21 = load ptr, ptr %20, align 8
  call void @free_trie(ptr noundef %21)
  br label %22

22:                                               ; preds = %15, %7
  br label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %3, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %3, align 4
  br label %4, !llvm.loop !15

26:                                               ; preds = %4
  %27 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %27) #4
  ret void
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0,1) }

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
!15 = distinct !{!15, !7}
