; ModuleID = 'programs/game_2048_sim.c'
source_filename = "programs/game_2048_sim.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.board = type { [4 x [4 x i16]] }

@.str = private unnamed_addr constant [4 x i8] c"%5u\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"moves=%d score=%ld max tile=%u\0A\00", align 1
@rs = internal global i32 2048, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.board, align 2
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.board, align 2
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 2 %2, i8 0, i64 32, i1 false)
  call void @spawn(ptr noundef %2)
  call void @spawn(ptr noundef %2)
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %14

14:                                               ; preds = %59, %0
  store i32 -1, ptr %5, align 4
  store i64 -1, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %52, %14
  %16 = load i32, ptr %7, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %55

18:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 %2, i64 32, i1 false)
  store i64 0, ptr %9, align 8
  %19 = load i32, ptr %7, align 4
  %20 = call i32 @move(ptr noundef %8, i32 noundef %19, ptr noundef %9)
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %23, label %22

22:                                               ; preds = %18
  br label %52

23:                                               ; preds = %18
  %24 = load i64, ptr %9, align 8
  %25 = mul nsw i64 %24, 4
  %26 = call i32 @empty_count(ptr noundef %8)
  %27 = mul nsw i32 %26, 10
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 %25, %28
  %30 = getelementptr inbounds %struct.board, ptr %8, i32 0, i32 0
  %31 = getelementptr inbounds [4 x [4 x i16]], ptr %30, i64 0, i64 0
  %32 = getelementptr inbounds [4 x i16], ptr %31, i64 0, i64 0
  %33 = load i16, ptr %32, align 2
  %34 = zext i16 %33 to i32
  %35 = getelementptr inbounds %struct.board, ptr %8, i32 0, i32 0
  %36 = getelementptr inbounds [4 x [4 x i16]], ptr %35, i64 0, i64 0
  %37 = getelementptr inbounds [4 x i16], ptr %36, i64 0, i64 1
  %38 = load i16, ptr %37, align 2
  %39 = zext i16 %38 to i32
  %40 = icmp sge i32 %34, %39
  %41 = zext i1 %40 to i32
  %42 = mul nsw i32 %41, 5
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %29, %43
  store i64 %44, ptr %10, align 8
  %45 = load i64, ptr %10, align 8
  %46 = load i64, ptr %6, align 8
  %47 = icmp sgt i64 %45, %46
  br i1 %47, label %48, label %51

48:                                               ; preds = %23
  %49 = load i64, ptr %10, align 8
  store i64 %49, ptr %6, align 8
  %50 = load i32, ptr %7, align 4
  store i32 %50, ptr %5, align 4
  br label %51

51:                                               ; preds = %48, %23
  br label %52

52:                                               ; preds = %51, %22
  %53 = load i32, ptr %7, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %7, align 4
  br label %15, !llvm.loop !6

55:                                               ; preds = %15
  %56 = load i32, ptr %5, align 4
  %57 = icmp slt i32 %56, 0
  br i1 %57, label %58, label %59

58:                                               ; preds = %55
  br label %64

59:                                               ; preds = %55
  %60 = load i32, ptr %5, align 4
  %61 = call i32 @move(ptr noundef %2, i32 noundef %60, ptr noundef %3)
  call void @spawn(ptr noundef %2)
  %62 = load i32, ptr %4, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %4, align 4
  br label %14

64:                                               ; preds = %58
  store i16 0, ptr %11, align 2
  store i32 0, ptr %12, align 4
  br label %65

65:                                               ; preds = %110, %64
  %66 = load i32, ptr %12, align 4
  %67 = icmp slt i32 %66, 4
  br i1 %67, label %68, label %113

68:                                               ; preds = %65
  store i32 0, ptr %13, align 4
  br label %69

69:                                               ; preds = %105, %68
  %70 = load i32, ptr %13, align 4
  %71 = icmp slt i32 %70, 4
  br i1 %71, label %72, label %108

72:                                               ; preds = %69
  %73 = getelementptr inbounds %struct.board, ptr %2, i32 0, i32 0
  %74 = load i32, ptr %12, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [4 x [4 x i16]], ptr %73, i64 0, i64 %75
  %77 = load i32, ptr %13, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [4 x i16], ptr %76, i64 0, i64 %78
  %80 = load i16, ptr %79, align 2
  %81 = zext i16 %80 to i32
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %81)
  %83 = getelementptr inbounds %struct.board, ptr %2, i32 0, i32 0
  %84 = load i32, ptr %12, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [4 x [4 x i16]], ptr %83, i64 0, i64 %85
  %87 = load i32, ptr %13, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [4 x i16], ptr %86, i64 0, i64 %88
  %90 = load i16, ptr %89, align 2
  %91 = zext i16 %90 to i32
  %92 = load i16, ptr %11, align 2
  %93 = zext i16 %92 to i32
  %94 = icmp sgt i32 %91, %93
  br i1 %94, label %95, label %104

95:                                               ; preds = %72
  %96 = getelementptr inbounds %struct.board, ptr %2, i32 0, i32 0
  %97 = load i32, ptr %12, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [4 x [4 x i16]], ptr %96, i64 0, i64 %98
  %100 = load i32, ptr %13, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [4 x i16], ptr %99, i64 0, i64 %101
  %103 = load i16, ptr %102, align 2
  store i16 %103, ptr %11, align 2
  br label %104

104:                                              ; preds = %95, %72
  br label %105

105:                                              ; preds = %104
  %106 = load i32, ptr %13, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %13, align 4
  br label %69, !llvm.loop !8

108:                                              ; preds = %69
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  br label %110

110:                                              ; preds = %108
  %111 = load i32, ptr %12, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %12, align 4
  br label %65, !llvm.loop !9

113:                                              ; preds = %65
  %114 = load i32, ptr %4, align 4
  %115 = load i64, ptr %3, align 8
  %116 = load i16, ptr %11, align 2
  %117 = zext i16 %116 to i32
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %114, i64 noundef %115, i32 noundef %117)
  %119 = load i64, ptr %3, align 8
  %120 = srem i64 %119, 128
  %121 = trunc i64 %120 to i32
  ret i32 %121
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spawn(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = call i32 @empty_count(ptr noundef %7)
  store i32 %8, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %1
  br label %61

12:                                               ; preds = %1
  %13 = call i32 @rnd()
  %14 = load i32, ptr %3, align 4
  %15 = urem i32 %13, %14
  store i32 %15, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %16

16:                                               ; preds = %58, %12
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %61

19:                                               ; preds = %16
  store i32 0, ptr %6, align 4
  br label %20

20:                                               ; preds = %54, %19
  %21 = load i32, ptr %6, align 4
  %22 = icmp slt i32 %21, 4
  br i1 %22, label %23, label %57

23:                                               ; preds = %20
  %24 = load ptr, ptr %2, align 8
  %25 = getelementptr inbounds %struct.board, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [4 x [4 x i16]], ptr %25, i64 0, i64 %27
  %29 = load i32, ptr %6, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [4 x i16], ptr %28, i64 0, i64 %30
  %32 = load i16, ptr %31, align 2
  %33 = icmp ne i16 %32, 0
  br i1 %33, label %53, label %34

34:                                               ; preds = %23
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, -1
  store i32 %36, ptr %4, align 4
  %37 = icmp eq i32 %35, 0
  br i1 %37, label %38, label %53

38:                                               ; preds = %34
  %39 = call i32 @rnd()
  %40 = urem i32 %39, 10
  %41 = icmp ne i32 %40, 0
  %42 = zext i1 %41 to i64
  %43 = select i1 %41, i32 2, i32 4
  %44 = trunc i32 %43 to i16
  %45 = load ptr, ptr %2, align 8
  %46 = getelementptr inbounds %struct.board, ptr %45, i32 0, i32 0
  %47 = load i32, ptr %5, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x [4 x i16]], ptr %46, i64 0, i64 %48
  %50 = load i32, ptr %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [4 x i16], ptr %49, i64 0, i64 %51
  store i16 %44, ptr %52, align 2
  br label %53

53:                                               ; preds = %38, %34, %23
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %6, align 4
  br label %20, !llvm.loop !10

57:                                               ; preds = %20
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %5, align 4
  br label %16, !llvm.loop !11

61:                                               ; preds = %11, %16
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @move(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %16, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  call void @rotate(ptr noundef %15)
  br label %16

16:                                               ; preds = %14
  %17 = load i32, ptr %7, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %7, align 4
  br label %10, !llvm.loop !12

19:                                               ; preds = %10
  %20 = load ptr, ptr %4, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = call i32 @slide_left(ptr noundef %20, ptr noundef %21)
  store i32 %22, ptr %8, align 4
  %23 = load i32, ptr %5, align 4
  store i32 %23, ptr %9, align 4
  br label %24

24:                                               ; preds = %29, %19
  %25 = load i32, ptr %9, align 4
  %26 = icmp slt i32 %25, 4
  br i1 %26, label %27, label %32

27:                                               ; preds = %24
  %28 = load ptr, ptr %4, align 8
  call void @rotate(ptr noundef %28)
  br label %29

29:                                               ; preds = %27
  %30 = load i32, ptr %9, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %9, align 4
  br label %24, !llvm.loop !13

32:                                               ; preds = %24
  %33 = load i32, ptr %8, align 4
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @empty_count(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %32, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %35

9:                                                ; preds = %6
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %28, %9
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %31

13:                                               ; preds = %10
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds %struct.board, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [4 x [4 x i16]], ptr %15, i64 0, i64 %17
  %19 = load i32, ptr %5, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x i16], ptr %18, i64 0, i64 %20
  %22 = load i16, ptr %21, align 2
  %23 = icmp ne i16 %22, 0
  %24 = xor i1 %23, true
  %25 = zext i1 %24 to i32
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr %3, align 4
  br label %28

28:                                               ; preds = %13
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %5, align 4
  br label %10, !llvm.loop !14

31:                                               ; preds = %10
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %4, align 4
  br label %6, !llvm.loop !15

35:                                               ; preds = %6
  %36 = load i32, ptr %3, align 4
  ret i32 %36
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
  %1 = load i32, ptr @rs, align 4
  %2 = shl i32 %1, 13
  %3 = load i32, ptr @rs, align 4
  %4 = xor i32 %3, %2
  store i32 %4, ptr @rs, align 4
  %5 = load i32, ptr @rs, align 4
  %6 = lshr i32 %5, 17
  %7 = load i32, ptr @rs, align 4
  %8 = xor i32 %7, %6
  store i32 %8, ptr @rs, align 4
  %9 = load i32, ptr @rs, align 4
  %10 = shl i32 %9, 5
  %11 = load i32, ptr @rs, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr @rs, align 4
  %13 = load i32, ptr @rs, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rotate(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.board, align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %35, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %38

9:                                                ; preds = %6
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %31, %9
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds %struct.board, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [4 x [4 x i16]], ptr %15, i64 0, i64 %17
  %19 = load i32, ptr %5, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x i16], ptr %18, i64 0, i64 %20
  %22 = load i16, ptr %21, align 2
  %23 = getelementptr inbounds %struct.board, ptr %3, i32 0, i32 0
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x [4 x i16]], ptr %23, i64 0, i64 %25
  %27 = load i32, ptr %4, align 4
  %28 = sub nsw i32 3, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x i16], ptr %26, i64 0, i64 %29
  store i16 %22, ptr %30, align 2
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %10, !llvm.loop !16

34:                                               ; preds = %10
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %6, !llvm.loop !17

38:                                               ; preds = %6
  %39 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %39, ptr align 2 %3, i64 32, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @slide_left(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [4 x i16], align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %113, %2
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %12, 4
  br i1 %13, label %14, label %116

14:                                               ; preds = %11
  call void @llvm.memset.p0.i64(ptr align 2 %7, i8 0, i64 8, i1 false)
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %15

15:                                               ; preds = %91, %14
  %16 = load i32, ptr %10, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %94

18:                                               ; preds = %15
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.board, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4 x [4 x i16]], ptr %20, i64 0, i64 %22
  %24 = load i32, ptr %10, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x i16], ptr %23, i64 0, i64 %25
  %27 = load i16, ptr %26, align 2
  %28 = icmp ne i16 %27, 0
  br i1 %28, label %30, label %29

29:                                               ; preds = %18
  br label %91

30:                                               ; preds = %18
  %31 = load i32, ptr %8, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %76

33:                                               ; preds = %30
  %34 = load i32, ptr %8, align 4
  %35 = sub nsw i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 %36
  %38 = load i16, ptr %37, align 2
  %39 = zext i16 %38 to i32
  %40 = load ptr, ptr %3, align 8
  %41 = getelementptr inbounds %struct.board, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %6, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [4 x [4 x i16]], ptr %41, i64 0, i64 %43
  %45 = load i32, ptr %10, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [4 x i16], ptr %44, i64 0, i64 %46
  %48 = load i16, ptr %47, align 2
  %49 = zext i16 %48 to i32
  %50 = icmp eq i32 %39, %49
  br i1 %50, label %51, label %76

51:                                               ; preds = %33
  %52 = load i32, ptr %9, align 4
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %76, label %54

54:                                               ; preds = %51
  %55 = load i32, ptr %8, align 4
  %56 = sub nsw i32 %55, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 %57
  %59 = load i16, ptr %58, align 2
  %60 = zext i16 %59 to i32
  %61 = mul nsw i32 %60, 2
  %62 = trunc i32 %61 to i16
  %63 = load i32, ptr %8, align 4
  %64 = sub nsw i32 %63, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 %65
  store i16 %62, ptr %66, align 2
  %67 = load i32, ptr %8, align 4
  %68 = sub nsw i32 %67, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 %69
  %71 = load i16, ptr %70, align 2
  %72 = zext i16 %71 to i64
  %73 = load ptr, ptr %4, align 8
  %74 = load i64, ptr %73, align 8
  %75 = add nsw i64 %74, %72
  store i64 %75, ptr %73, align 8
  store i32 1, ptr %9, align 4
  br label %90

76:                                               ; preds = %51, %33, %30
  %77 = load ptr, ptr %3, align 8
  %78 = getelementptr inbounds %struct.board, ptr %77, i32 0, i32 0
  %79 = load i32, ptr %6, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [4 x [4 x i16]], ptr %78, i64 0, i64 %80
  %82 = load i32, ptr %10, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [4 x i16], ptr %81, i64 0, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = load i32, ptr %8, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %8, align 4
  %88 = sext i32 %86 to i64
  %89 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 %88
  store i16 %85, ptr %89, align 2
  store i32 0, ptr %9, align 4
  br label %90

90:                                               ; preds = %76, %54
  br label %91

91:                                               ; preds = %90, %29
  %92 = load i32, ptr %10, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %10, align 4
  br label %15, !llvm.loop !18

94:                                               ; preds = %15
  %95 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 0
  %96 = load ptr, ptr %3, align 8
  %97 = getelementptr inbounds %struct.board, ptr %96, i32 0, i32 0
  %98 = load i32, ptr %6, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [4 x [4 x i16]], ptr %97, i64 0, i64 %99
  %101 = getelementptr inbounds [4 x i16], ptr %100, i64 0, i64 0
  %102 = call i32 @memcmp(ptr noundef %95, ptr noundef %101, i64 noundef 8) #5
  %103 = icmp ne i32 %102, 0
  br i1 %103, label %104, label %105

104:                                              ; preds = %94
  store i32 1, ptr %5, align 4
  br label %105

105:                                              ; preds = %104, %94
  %106 = load ptr, ptr %3, align 8
  %107 = getelementptr inbounds %struct.board, ptr %106, i32 0, i32 0
  %108 = load i32, ptr %6, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [4 x [4 x i16]], ptr %107, i64 0, i64 %109
  %111 = getelementptr inbounds [4 x i16], ptr %110, i64 0, i64 0
  %112 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %111, ptr align 2 %112, i64 8, i1 false)
  br label %113

113:                                              ; preds = %105
  %114 = load i32, ptr %6, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %6, align 4
  br label %11, !llvm.loop !19

116:                                              ; preds = %11
  %117 = load i32, ptr %5, align 4
  ret i32 %117
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) }

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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
