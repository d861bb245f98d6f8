; ModuleID = 'programs/sudoku_solver.c'
source_filename = "programs/sudoku_solver.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [82 x i8] c"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\00", align 1
@.str.1 = private unnamed_addr constant [82 x i8] c"..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\00", align 1
@.str.2 = private unnamed_addr constant [82 x i8] c"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\00", align 1
@.str.3 = private unnamed_addr constant [82 x i8] c"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..\00", align 1
@__const.main.puzzles = private unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 8
@nodes = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [25 x i8] c"puzzle %d: %s nodes=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"solved\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"unsolvable\00", align 1
@grid = internal global [81 x i32] zeroinitializer, align 4
@rowm = internal global [9 x i32] zeroinitializer, align 4
@colm = internal global [9 x i32] zeroinitializer, align 4
@boxm = internal global [9 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x ptr], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.puzzles, i64 32, i1 false)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %66, %0
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %69

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [4 x ptr], ptr %2, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8
  %16 = call i32 @load(ptr noundef %15)
  store i64 0, ptr @nodes, align 8
  %17 = call i32 @solve()
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %11
  %20 = call i32 @valid()
  %21 = icmp ne i32 %20, 0
  br label %22

22:                                               ; preds = %19, %11
  %23 = phi i1 [ false, %11 ], [ %21, %19 ]
  %24 = zext i1 %23 to i32
  store i32 %24, ptr %5, align 4
  %25 = load i32, ptr %5, align 4
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr %3, align 4
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %5, align 4
  %30 = icmp ne i32 %29, 0
  %31 = zext i1 %30 to i64
  %32 = select i1 %30, ptr @.str.5, ptr @.str.6
  %33 = load i64, ptr @nodes, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %28, ptr noundef %32, i64 noundef %33)
  store i32 0, ptr %6, align 4
  br label %35

35:                                               ; preds = %62, %22
  %36 = load i32, ptr %6, align 4
  %37 = icmp slt i32 %36, 9
  br i1 %37, label %38, label %65

38:                                               ; preds = %35
  store i32 0, ptr %7, align 4
  br label %39

39:                                               ; preds = %52, %38
  %40 = load i32, ptr %7, align 4
  %41 = icmp slt i32 %40, 9
  br i1 %41, label %42, label %55

42:                                               ; preds = %39
  %43 = load i32, ptr %6, align 4
  %44 = mul nsw i32 %43, 9
  %45 = load i32, ptr %7, align 4
  %46 = add nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = add nsw i32 48, %49
  %51 = call i32 @putchar(i32 noundef %50)
  br label %52

52:                                               ; preds = %42
  %53 = load i32, ptr %7, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %7, align 4
  br label %39, !llvm.loop !6

55:                                               ; preds = %39
  %56 = load i32, ptr %6, align 4
  %57 = srem i32 %56, 3
  %58 = icmp eq i32 %57, 2
  %59 = zext i1 %58 to i64
  %60 = select i1 %58, i32 10, i32 32
  %61 = call i32 @putchar(i32 noundef %60)
  br label %62

62:                                               ; preds = %55
  %63 = load i32, ptr %6, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %6, align 4
  br label %35, !llvm.loop !8

65:                                               ; preds = %35
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %4, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %4, align 4
  br label %8, !llvm.loop !9

69:                                               ; preds = %8
  %70 = load i32, ptr %3, align 4
  ret i32 %70
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @load(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 4 @rowm, i8 0, i64 36, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 @colm, i8 0, i64 36, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 @boxm, i8 0, i64 36, i1 false)
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %36, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 81
  br i1 %6, label %7, label %39

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %9
  store i32 0, ptr %10, align 4
  %11 = load ptr, ptr %2, align 8
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %11, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = icmp sge i32 %16, 49
  br i1 %17, label %18, label %35

18:                                               ; preds = %7
  %19 = load ptr, ptr %2, align 8
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %19, i64 %21
  %23 = load i8, ptr %22, align 1
  %24 = zext i8 %23 to i32
  %25 = icmp sle i32 %24, 57
  br i1 %25, label %26, label %35

26:                                               ; preds = %18
  %27 = load i32, ptr %3, align 4
  %28 = load ptr, ptr %2, align 8
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i8, ptr %28, i64 %30
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = sub nsw i32 %33, 48
  call void @place(i32 noundef %27, i32 noundef %34)
  br label %35

35:                                               ; preds = %26, %18, %7
  br label %36

36:                                               ; preds = %35
  %37 = load i32, ptr %3, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %3, align 4
  br label %4, !llvm.loop !10

39:                                               ; preds = %4
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @solve() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = load i64, ptr @nodes, align 8
  %10 = add nsw i64 %9, 1
  store i64 %10, ptr @nodes, align 8
  store i32 -1, ptr %2, align 4
  store i32 10, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %55, %0
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 81
  br i1 %13, label %14, label %58

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %54, label %20

20:                                               ; preds = %14
  %21 = load i32, ptr %5, align 4
  %22 = sdiv i32 %21, 9
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [9 x i32], ptr @rowm, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load i32, ptr %5, align 4
  %27 = srem i32 %26, 9
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [9 x i32], ptr @colm, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = or i32 %25, %30
  %32 = load i32, ptr %5, align 4
  %33 = call i32 @box(i32 noundef %32)
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [9 x i32], ptr @boxm, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = or i32 %31, %36
  %38 = xor i32 %37, -1
  %39 = and i32 %38, 1022
  store i32 %39, ptr %6, align 4
  %40 = load i32, ptr %6, align 4
  %41 = call i32 @llvm.ctpop.i32(i32 %40)
  store i32 %41, ptr %7, align 4
  %42 = load i32, ptr %7, align 4
  %43 = load i32, ptr %3, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %53

45:                                               ; preds = %20
  %46 = load i32, ptr %7, align 4
  store i32 %46, ptr %3, align 4
  %47 = load i32, ptr %5, align 4
  store i32 %47, ptr %2, align 4
  %48 = load i32, ptr %6, align 4
  store i32 %48, ptr %4, align 4
  %49 = load i32, ptr %7, align 4
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %51, label %52

51:                                               ; preds = %45
  store i32 0, ptr %1, align 4
  br label %86

52:                                               ; preds = %45
  br label %53

53:                                               ; preds = %52, %20
  br label %54

54:                                               ; preds = %53, %14
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %5, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %5, align 4
  br label %11, !llvm.loop !11

58:                                               ; preds = %11
  %59 = load i32, ptr %2, align 4
  %60 = icmp slt i32 %59, 0
  br i1 %60, label %61, label %62

61:                                               ; preds = %58
  store i32 1, ptr %1, align 4
  br label %86

62:                                               ; preds = %58
  store i32 1, ptr %8, align 4
  br label %63

63:                                               ; preds = %82, %62
  %64 = load i32, ptr %8, align 4
  %65 = icmp sle i32 %64, 9
  br i1 %65, label %66, label %85

66:                                               ; preds = %63
  %67 = load i32, ptr %4, align 4
  %68 = load i32, ptr %8, align 4
  %69 = shl i32 1, %68
  %70 = and i32 %67, %69
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %72, label %81

72:                                               ; preds = %66
  %73 = load i32, ptr %2, align 4
  %74 = load i32, ptr %8, align 4
  call void @place(i32 noundef %73, i32 noundef %74)
  %75 = call i32 @solve()
  %76 = icmp ne i32 %75, 0
  br i1 %76, label %77, label %78

77:                                               ; preds = %72
  store i32 1, ptr %1, align 4
  br label %86

78:                                               ; preds = %72
  %79 = load i32, ptr %2, align 4
  %80 = load i32, ptr %8, align 4
  call void @unplace(i32 noundef %79, i32 noundef %80)
  br label %81

81:                                               ; preds = %78, %66
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %8, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %8, align 4
  br label %63, !llvm.loop !12

85:                                               ; preds = %63
  store i32 0, ptr %1, align 4
  br label %86

86:                                               ; preds = %85, %77, %61, %51
  %87 = load i32, ptr %1, align 4
  ret i32 %87
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @valid() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %26, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 9
  br i1 %5, label %6, label %29

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [9 x i32], ptr @rowm, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4
  %11 = icmp ne i32 %10, 1022
  br i1 %11, label %24, label %12

12:                                               ; preds = %6
  %13 = load i32, ptr %2, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [9 x i32], ptr @colm, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = icmp ne i32 %16, 1022
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = load i32, ptr %2, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [9 x i32], ptr @boxm, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = icmp ne i32 %22, 1022
  br i1 %23, label %24, label %25

24:                                               ; preds = %18, %12, %6
  store i32 0, ptr %1, align 4
  br label %30

25:                                               ; preds = %18
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %2, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %2, align 4
  br label %3, !llvm.loop !13

29:                                               ; preds = %3
  store i32 1, ptr %1, align 4
  br label %30

30:                                               ; preds = %29, %24
  %31 = load i32, ptr %1, align 4
  ret i32 %31
}

declare i32 @printf(ptr noundef, ...) #2

declare i32 @putchar(i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @place(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = shl i32 1, %6
  store i32 %7, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %10
  store i32 %8, ptr %11, align 4
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %3, align 4
  %14 = sdiv i32 %13, 9
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [9 x i32], ptr @rowm, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = or i32 %17, %12
  store i32 %18, ptr %16, align 4
  %19 = load i32, ptr %5, align 4
  %20 = load i32, ptr %3, align 4
  %21 = srem i32 %20, 9
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [9 x i32], ptr @colm, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = or i32 %24, %19
  store i32 %25, ptr %23, align 4
  %26 = load i32, ptr %5, align 4
  %27 = load i32, ptr %3, align 4
  %28 = call i32 @box(i32 noundef %27)
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [9 x i32], ptr @boxm, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = or i32 %31, %26
  store i32 %32, ptr %30, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @box(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sdiv i32 %3, 27
  %5 = mul nsw i32 %4, 3
  %6 = load i32, ptr %2, align 4
  %7 = srem i32 %6, 9
  %8 = sdiv i32 %7, 3
  %9 = add nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unplace(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = shl i32 1, %6
  %8 = xor i32 %7, -1
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %10
  store i32 0, ptr %11, align 4
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %3, align 4
  %14 = sdiv i32 %13, 9
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [9 x i32], ptr @rowm, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = and i32 %17, %12
  store i32 %18, ptr %16, align 4
  %19 = load i32, ptr %5, align 4
  %20 = load i32, ptr %3, align 4
  %21 = srem i32 %20, 9
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [9 x i32], ptr @colm, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = and i32 %24, %19
  store i32 %25, ptr %23, align 4
  %26 = load i32, ptr %5, align 4
  %27 = load i32, ptr %3, align 4
  %28 = call i32 @box(i32 noundef %27)
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [9 x i32], ptr @boxm, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = and i32 %31, %26
  store i32 %32, ptr %30, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
