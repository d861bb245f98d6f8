; ModuleID = 'programs/tictactoe_minimax.c'
source_filename = "programs/tictactoe_minimax.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@nodes = internal global i64 0, align 8
@.str = private unnamed_addr constant [58 x i8] c"minimax value=%d nodes=%ld; alphabeta value=%d nodes=%ld\0A\00", align 1
@__const.main.board = private unnamed_addr constant [10 x i8] c".........\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"opening %d: %s result=%s\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"X\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"O\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"draw\00", align 1
@lines = internal constant [8 x i32] [i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [10 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr @nodes, align 8
  %13 = call i32 @minimax(i32 noundef 0, i32 noundef 0)
  store i32 %13, ptr %2, align 4
  %14 = load i64, ptr @nodes, align 8
  store i64 %14, ptr %3, align 8
  store i64 0, ptr @nodes, align 8
  %15 = call i32 @alphabeta(i32 noundef 0, i32 noundef 0, i32 noundef -2, i32 noundef 2)
  store i32 %15, ptr %4, align 4
  %16 = load i64, ptr @nodes, align 8
  store i64 %16, ptr %5, align 8
  %17 = load i32, ptr %2, align 4
  %18 = load i64, ptr %3, align 8
  %19 = load i32, ptr %4, align 4
  %20 = load i64, ptr %5, align 8
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17, i64 noundef %18, i32 noundef %19, i64 noundef %20)
  store i32 0, ptr %6, align 4
  br label %22

22:                                               ; preds = %90, %0
  %23 = load i32, ptr %6, align 4
  %24 = icmp slt i32 %23, 9
  br i1 %24, label %25, label %93

25:                                               ; preds = %22
  %26 = load i32, ptr %6, align 4
  %27 = shl i32 1, %26
  store i32 %27, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 1, ptr %9, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 @__const.main.board, i64 10, i1 false)
  %28 = load i32, ptr %6, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 %29
  store i8 88, ptr %30, align 1
  br label %31

31:                                               ; preds = %71, %25
  %32 = load i32, ptr %7, align 4
  %33 = call i32 @won(i32 noundef %32)
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %44, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %8, align 4
  %37 = call i32 @won(i32 noundef %36)
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %44, label %39

39:                                               ; preds = %35
  %40 = load i32, ptr %7, align 4
  %41 = load i32, ptr %8, align 4
  %42 = or i32 %40, %41
  %43 = icmp ne i32 %42, 511
  br label %44

44:                                               ; preds = %39, %35, %31
  %45 = phi i1 [ false, %35 ], [ false, %31 ], [ %43, %39 ]
  br i1 %45, label %46, label %74

46:                                               ; preds = %44
  %47 = load i32, ptr %9, align 4
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %49, label %60

49:                                               ; preds = %46
  %50 = load i32, ptr %8, align 4
  %51 = load i32, ptr %7, align 4
  %52 = call i32 @best_move(i32 noundef %50, i32 noundef %51)
  store i32 %52, ptr %11, align 4
  %53 = load i32, ptr %11, align 4
  %54 = shl i32 1, %53
  %55 = load i32, ptr %8, align 4
  %56 = or i32 %55, %54
  store i32 %56, ptr %8, align 4
  %57 = load i32, ptr %11, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 %58
  store i8 79, ptr %59, align 1
  br label %71

60:                                               ; preds = %46
  %61 = load i32, ptr %7, align 4
  %62 = load i32, ptr %8, align 4
  %63 = call i32 @best_move(i32 noundef %61, i32 noundef %62)
  store i32 %63, ptr %12, align 4
  %64 = load i32, ptr %12, align 4
  %65 = shl i32 1, %64
  %66 = load i32, ptr %7, align 4
  %67 = or i32 %66, %65
  store i32 %67, ptr %7, align 4
  %68 = load i32, ptr %12, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 %69
  store i8 88, ptr %70, align 1
  br label %71

71:                                               ; preds = %60, %49
  %72 = load i32, ptr %9, align 4
  %73 = xor i32 %72, 1
  store i32 %73, ptr %9, align 4
  br label %31, !llvm.loop !6

74:                                               ; preds = %44
  %75 = load i32, ptr %6, align 4
  %76 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 0
  %77 = load i32, ptr %7, align 4
  %78 = call i32 @won(i32 noundef %77)
  %79 = icmp ne i32 %78, 0
  br i1 %79, label %80, label %81

80:                                               ; preds = %74
  br label %87

81:                                               ; preds = %74
  %82 = load i32, ptr %8, align 4
  %83 = call i32 @won(i32 noundef %82)
  %84 = icmp ne i32 %83, 0
  %85 = zext i1 %84 to i64
  %86 = select i1 %84, ptr @.str.3, ptr @.str.4
  br label %87

87:                                               ; preds = %81, %80
  %88 = phi ptr [ @.str.2, %80 ], [ %86, %81 ]
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %75, ptr noundef %76, ptr noundef %88)
  br label %90

90:                                               ; preds = %87
  %91 = load i32, ptr %6, align 4
  %92 = add nsw i32 %91, 2
  store i32 %92, ptr %6, align 4
  br label %22, !llvm.loop !8

93:                                               ; preds = %22
  %94 = load i64, ptr %5, align 8
  %95 = srem i64 %94, 128
  %96 = trunc i64 %95 to i32
  ret i32 %96
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @minimax(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %9 = load i64, ptr @nodes, align 8
  %10 = add nsw i64 %9, 1
  store i64 %10, ptr @nodes, align 8
  %11 = load i32, ptr %5, align 4
  %12 = call i32 @won(i32 noundef %11)
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %2
  store i32 -1, ptr %3, align 4
  br label %53

15:                                               ; preds = %2
  %16 = load i32, ptr %4, align 4
  %17 = load i32, ptr %5, align 4
  %18 = or i32 %16, %17
  %19 = icmp eq i32 %18, 511
  br i1 %19, label %20, label %21

20:                                               ; preds = %15
  store i32 0, ptr %3, align 4
  br label %53

21:                                               ; preds = %15
  store i32 -2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %22

22:                                               ; preds = %48, %21
  %23 = load i32, ptr %7, align 4
  %24 = icmp slt i32 %23, 9
  br i1 %24, label %25, label %51

25:                                               ; preds = %22
  %26 = load i32, ptr %4, align 4
  %27 = load i32, ptr %5, align 4
  %28 = or i32 %26, %27
  %29 = load i32, ptr %7, align 4
  %30 = ashr i32 %28, %29
  %31 = and i32 %30, 1
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %47, label %33

33:                                               ; preds = %25
  %34 = load i32, ptr %5, align 4
  %35 = load i32, ptr %4, align 4
  %36 = load i32, ptr %7, align 4
  %37 = shl i32 1, %36
  %38 = or i32 %35, %37
  %39 = call i32 @minimax(i32 noundef %34, i32 noundef %38)
  %40 = sub nsw i32 0, %39
  store i32 %40, ptr %8, align 4
  %41 = load i32, ptr %8, align 4
  %42 = load i32, ptr %6, align 4
  %43 = icmp sgt i32 %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %33
  %45 = load i32, ptr %8, align 4
  store i32 %45, ptr %6, align 4
  br label %46

46:                                               ; preds = %44, %33
  br label %47

47:                                               ; preds = %46, %25
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %7, align 4
  br label %22, !llvm.loop !9

51:                                               ; preds = %22
  %52 = load i32, ptr %6, align 4
  store i32 %52, ptr %3, align 4
  br label %53

53:                                               ; preds = %51, %20, %14
  %54 = load i32, ptr %3, align 4
  ret i32 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @alphabeta(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %12 = load i64, ptr @nodes, align 8
  %13 = add nsw i64 %12, 1
  store i64 %13, ptr @nodes, align 8
  %14 = load i32, ptr %7, align 4
  %15 = call i32 @won(i32 noundef %14)
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %4
  store i32 -1, ptr %5, align 4
  br label %65

18:                                               ; preds = %4
  %19 = load i32, ptr %6, align 4
  %20 = load i32, ptr %7, align 4
  %21 = or i32 %19, %20
  %22 = icmp eq i32 %21, 511
  br i1 %22, label %23, label %24

23:                                               ; preds = %18
  store i32 0, ptr %5, align 4
  br label %65

24:                                               ; preds = %18
  store i32 0, ptr %10, align 4
  br label %25

25:                                               ; preds = %60, %24
  %26 = load i32, ptr %10, align 4
  %27 = icmp slt i32 %26, 9
  br i1 %27, label %28, label %63

28:                                               ; preds = %25
  %29 = load i32, ptr %6, align 4
  %30 = load i32, ptr %7, align 4
  %31 = or i32 %29, %30
  %32 = load i32, ptr %10, align 4
  %33 = ashr i32 %31, %32
  %34 = and i32 %33, 1
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %59, label %36

36:                                               ; preds = %28
  %37 = load i32, ptr %7, align 4
  %38 = load i32, ptr %6, align 4
  %39 = load i32, ptr %10, align 4
  %40 = shl i32 1, %39
  %41 = or i32 %38, %40
  %42 = load i32, ptr %9, align 4
  %43 = sub nsw i32 0, %42
  %44 = load i32, ptr %8, align 4
  %45 = sub nsw i32 0, %44
  %46 = call i32 @alphabeta(i32 noundef %37, i32 noundef %41, i32 noundef %43, i32 noundef %45)
  %47 = sub nsw i32 0, %46
  store i32 %47, ptr %11, align 4
  %48 = load i32, ptr %11, align 4
  %49 = load i32, ptr %8, align 4
  %50 = icmp sgt i32 %48, %49
  br i1 %50, label %51, label %53

51:                                               ; preds = %36
  %52 = load i32, ptr %11, align 4
  store i32 %52, ptr %8, align 4
  br label %53

53:                                               ; preds = %51, %36
  %54 = load i32, ptr %8, align 4
  %55 = load i32, ptr %9, align 4
  %56 = icmp sge i32 %54, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %53
  br label %63

58:                                               ; preds = %53
  br label %59

59:                                               ; preds = %58, %28
  br label %60

60:                                               ; preds = %59
  %61 = load i32, ptr %10, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %10, align 4
  br label %25, !llvm.loop !10

63:                                               ; preds = %57, %25
  %64 = load i32, ptr %8, align 4
  store i32 %64, ptr %5, align 4
  br label %65

65:                                               ; preds = %63, %23, %17
  %66 = load i32, ptr %5, align 4
  ret i32 %66
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @won(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %22, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %25

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [8 x i32], ptr @lines, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = and i32 %9, %13
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i32], ptr @lines, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = icmp eq i32 %14, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %8
  store i32 1, ptr %2, align 4
  br label %26

21:                                               ; preds = %8
  br label %22

22:                                               ; preds = %21
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4
  br label %5, !llvm.loop !11

25:                                               ; preds = %5
  store i32 0, ptr %2, align 4
  br label %26

26:                                               ; preds = %25, %20
  %27 = load i32, ptr %2, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @best_move(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 -2, ptr %5, align 4
  store i32 -1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %36, %2
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 9
  br i1 %11, label %12, label %39

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  %14 = load i32, ptr %4, align 4
  %15 = or i32 %13, %14
  %16 = load i32, ptr %7, align 4
  %17 = ashr i32 %15, %16
  %18 = and i32 %17, 1
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %35, label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %4, align 4
  %22 = load i32, ptr %3, align 4
  %23 = load i32, ptr %7, align 4
  %24 = shl i32 1, %23
  %25 = or i32 %22, %24
  %26 = call i32 @alphabeta(i32 noundef %21, i32 noundef %25, i32 noundef -2, i32 noundef 2)
  %27 = sub nsw i32 0, %26
  store i32 %27, ptr %8, align 4
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %5, align 4
  %30 = icmp sgt i32 %28, %29
  br i1 %30, label %31, label %34

31:                                               ; preds = %20
  %32 = load i32, ptr %8, align 4
  store i32 %32, ptr %5, align 4
  %33 = load i32, ptr %7, align 4
  store i32 %33, ptr %6, align 4
  br label %34

34:                                               ; preds = %31, %20
  br label %35

35:                                               ; preds = %34, %12
  br label %36

36:                                               ; preds = %35
  %37 = load i32, ptr %7, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %7, align 4
  br label %9, !llvm.loop !12

39:                                               ; preds = %9
  %40 = load i32, ptr %6, align 4
  ret i32 %40
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
