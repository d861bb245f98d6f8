; ModuleID = 'programs/game_2048_sim.c'
source_filename = "programs/game_2048_sim.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.board = type { [4 x [4 x i16]] }

@.str = private unnamed_addr constant [4 x i8] c"%5u\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"moves=%d score=%ld max tile=%u\0A\00", align 1
@rs = internal global i32 2048, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.board, align 2
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.board, align 2
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 2 %2, i8 0, i64 32, i1 false)
  call void @spawn(ptr noundef %2)
  call void @spawn(ptr noundef %2)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %14

14:                                               ; preds = %57, %0
  store i32 -1, ptr %5, align 4
  store i32 -1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %50, %14
  %16 = load i32, ptr %7, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %53

18:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 %2, i64 32, i1 false)
  store i32 0, ptr %9, align 4
  %19 = load i32, ptr %7, align 4
  %20 = call i32 @move(ptr noundef %8, i32 noundef %19, ptr noundef %9)
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %23, label %22

22:                                               ; preds = %18
  br label %50

23:                                               ; preds = %18
  %24 = load i32, ptr %9, align 4
  %25 = mul nsw i32 %24, 4
  %26 = call i32 @empty_count(ptr noundef %8)
  %27 = mul nsw i32 %26, 10
  %28 = add nsw i32 %25, %27
  %29 = getelementptr inbounds %struct.board, ptr %8, i32 0, i32 0
  %30 = getelementptr inbounds [4 x [4 x i16]], ptr %29, i64 0, i64 0
  %31 = getelementptr inbounds [4 x i16], ptr %30, i64 0, i64 0
  %32 = load i16, ptr %31, align 2
  %33 = zext i16 %32 to i32
  %34 = getelementptr inbounds %struct.board, ptr %8, i32 0, i32 0
  %35 = getelementptr inbounds [4 x [4 x i16]], ptr %34, i64 0, i64 0
  %36 = getelementptr inbounds [4 x i16], ptr %35, i64 0, i64 1
  %37 = load i16, ptr %36, align 2
  %38 = zext i16 %37 to i32
  %39 = icmp sge i32 %33, %38
  %40 = zext i1 %39 to i32
  %41 = mul nsw i32 %40, 5
  %42 = add nsw i32 %28, %41
  store i32 %42, ptr %10, align 4
  %43 = load i32, ptr %10, align 4
  %44 = load i32, ptr %6, align 4
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %23
  %47 = load i32, ptr %10, align 4
  store i32 %47, ptr %6, align 4
  %48 = load i32, ptr %7, align 4
  store i32 %48, ptr %5, align 4
  br label %49

49:                                               ; preds = %46, %23
  br label %50

50:                                               ; preds = %49, %22
  %51 = load i32, ptr %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %7, align 4
  br label %15, !llvm.loop !5

53:                                               ; preds = %15
  %54 = load i32, ptr %5, align 4
  %55 = icmp slt i32 %54, 0
  br i1 %55, label %56, label %57

56:                                               ; preds = %53
  br label %62

57:                                               ; preds = %53
  %58 = load i32, ptr %5, align 4
  %59 = call i32 @move(ptr noundef %2, i32 noundef %58, ptr noundef %3)
  call void @spawn(ptr noundef %2)
  %60 = load i32, ptr %4, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %4, align 4
  br label %14

62:                                               ; preds = %56
  store i16 0, ptr %11, align 2
  store i32 0, ptr %12, align 4
  br label %63

63:                                               ; preds = %108, %62
  %64 = load i32, ptr %12, align 4
  %65 = icmp slt i32 %64, 4
  br i1 %65, label %66, label %111

66:                                               ; preds = %63
  store i32 0, ptr %13, align 4
  br label %67

67:                                               ; preds = %103, %66
  %68 = load i32, ptr %13, align 4
  %69 = icmp slt i32 %68, 4
  br i1 %69, label %70, label %106

70:                                               ; preds = %67
  %71 = getelementptr inbounds %struct.board, ptr %2, i32 0, i32 0
  %72 = load i32, ptr %12, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [4 x [4 x i16]], ptr %71, i64 0, i64 %73
  %75 = load i32, ptr %13, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [4 x i16], ptr %74, i64 0, i64 %76
  %78 = load i16, ptr %77, align 2
  %79 = zext i16 %78 to i32
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %79)
  %81 = getelementptr inbounds %struct.board, ptr %2, i32 0, i32 0
  %82 = load i32, ptr %12, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [4 x [4 x i16]], ptr %81, i64 0, i64 %83
  %85 = load i32, ptr %13, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [4 x i16], ptr %84, i64 0, i64 %86
  %88 = load i16, ptr %87, align 2
  %89 = zext i16 %88 to i32
  %90 = load i16, ptr %11, align 2
  %91 = zext i16 %90 to i32
  %92 = icmp sgt i32 %89, %91
  br i1 %92, label %93, label %102

93:                                               ; preds = %70
  %94 = getelementptr inbounds %struct.board, ptr %2, i32 0, i32 0
  %95 = load i32, ptr %12, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [4 x [4 x i16]], ptr %94, i64 0, i64 %96
  %98 = load i32, ptr %13, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [4 x i16], ptr %97, i64 0, i64 %99
  %101 = load i16, ptr %100, align 2
  store i16 %101, ptr %11, align 2
  br label %102

102:                                              ; preds = %93, %70
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %13, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %13, align 4
  br label %67, !llvm.loop !7

106:                                              ; preds = %67
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  br label %108

108:                                              ; preds = %106
  %109 = load i32, ptr %12, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %12, align 4
  br label %63, !llvm.loop !8

111:                                              ; preds = %63
  %112 = load i32, ptr %4, align 4
  %113 = load i32, ptr %3, align 4
  %114 = load i16, ptr %11, align 2
  %115 = zext i16 %114 to i32
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %112, i32 noundef %113, i32 noundef %115)
  %117 = load i32, ptr %3, align 4
  %118 = srem i32 %117, 128
  ret i32 %118
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
  br label %20, !llvm.loop !9

57:                                               ; preds = %20
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %5, align 4
  br label %16, !llvm.loop !10

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
  br label %10, !llvm.loop !11

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
  br label %24, !llvm.loop !12

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
  br label %10, !llvm.loop !13

31:                                               ; preds = %10
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %4, align 4
  br label %6, !llvm.loop !14

35:                                               ; preds = %6
  %36 = load i32, ptr %3, align 4
  ret i32 %36
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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
  br label %10, !llvm.loop !15

34:                                               ; preds = %10
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %6, !llvm.loop !16

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
  %72 = zext i16 %71 to i32
  %73 = load ptr, ptr %4, align 8
  %74 = load i32, ptr %73, align 4
  %75 = add nsw i32 %74, %72
  store i32 %75, ptr %73, align 4
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
  br label %15, !llvm.loop !17

94:                                               ; preds = %15
  %95 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 0
  %96 = load ptr, ptr %3, align 8
  %97 = getelementptr inbounds %struct.board, ptr %96, i32 0, i32 0
  %98 = load i32, ptr %6, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [4 x [4 x i16]], ptr %97, i64 0, i64 %99
  %101 = getelementptr inbounds [4 x i16], ptr %100, i64 0, i64 0
  %102 = call i32 @memcmp(ptr noundef %95, ptr noundef %101, i64 noundef 8)
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
  br label %11, !llvm.loop !18

116:                                              ; preds = %11
  %117 = load i32, ptr %5, align 4
  ret i32 %117
}

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
