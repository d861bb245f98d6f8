; ModuleID = 'programs/vector_shuffle_patterns.c'
source_filename = "programs/vector_shuffle_patterns.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"hash %016llx\0A\00", align 1
@hash = internal global i64 -3750763034362895579, align 8
@seed = internal global i32 12345, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %7, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 30
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  call void @bytes()
  call void @halves()
  call void @words()
  call void @floats()
  call void @threes()
  br label %7

7:                                                ; preds = %6
  %8 = load i32, ptr %2, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %2, align 4
  br label %3, !llvm.loop !6

10:                                               ; preds = %3
  %11 = load i64, ptr @hash, align 8
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %11)
  %13 = load i64, ptr @hash, align 8
  %14 = and i64 %13, 127
  %15 = trunc i64 %14 to i32
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bytes() #0 {
  %1 = alloca <16 x i8>, align 16
  %2 = alloca <16 x i8>, align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca <16 x i8>, align 16
  %6 = alloca <8 x i8>, align 8
  %7 = alloca <8 x i8>, align 8
  %8 = alloca <32 x i8>, align 16
  %9 = alloca <16 x i8>, align 16
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %19, %0
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %11, 16
  br i1 %12, label %13, label %22

13:                                               ; preds = %10
  %14 = call i32 @rnd()
  %15 = trunc i32 %14 to i8
  %16 = load i32, ptr %3, align 4
  %17 = load <16 x i8>, ptr %1, align 16
  %18 = insertelement <16 x i8> %17, i8 %15, i32 %16
  store <16 x i8> %18, ptr %1, align 16
  br label %19

19:                                               ; preds = %13
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %10, !llvm.loop !8

22:                                               ; preds = %10
  store i32 0, ptr %4, align 4
  br label %23

23:                                               ; preds = %32, %22
  %24 = load i32, ptr %4, align 4
  %25 = icmp slt i32 %24, 16
  br i1 %25, label %26, label %35

26:                                               ; preds = %23
  %27 = call i32 @rnd()
  %28 = trunc i32 %27 to i8
  %29 = load i32, ptr %4, align 4
  %30 = load <16 x i8>, ptr %2, align 16
  %31 = insertelement <16 x i8> %30, i8 %28, i32 %29
  store <16 x i8> %31, ptr %2, align 16
  br label %32

32:                                               ; preds = %26
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %4, align 4
  br label %23, !llvm.loop !9

35:                                               ; preds = %23
  %36 = load <16 x i8>, ptr %1, align 16
  %37 = load <16 x i8>, ptr %1, align 16
  %38 = shufflevector <16 x i8> %36, <16 x i8> %37, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %38, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %39 = load <16 x i8>, ptr %1, align 16
  %40 = load <16 x i8>, ptr %2, align 16
  %41 = shufflevector <16 x i8> %39, <16 x i8> %40, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  store <16 x i8> %41, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %42 = load <16 x i8>, ptr %1, align 16
  %43 = load <16 x i8>, ptr %2, align 16
  %44 = shufflevector <16 x i8> %42, <16 x i8> %43, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <16 x i8> %44, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %45 = load <16 x i8>, ptr %1, align 16
  %46 = load <16 x i8>, ptr %2, align 16
  %47 = shufflevector <16 x i8> %45, <16 x i8> %46, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x i8> %47, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %48 = load <16 x i8>, ptr %1, align 16
  %49 = load <16 x i8>, ptr %2, align 16
  %50 = shufflevector <16 x i8> %48, <16 x i8> %49, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  store <16 x i8> %50, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %51 = load <16 x i8>, ptr %1, align 16
  %52 = load <16 x i8>, ptr %1, align 16
  %53 = shufflevector <16 x i8> %51, <16 x i8> %52, <16 x i32> <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  store <16 x i8> %53, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %54 = load <16 x i8>, ptr %1, align 16
  %55 = load <16 x i8>, ptr %2, align 16
  %56 = shufflevector <16 x i8> %54, <16 x i8> %55, <16 x i32> <i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18>
  store <16 x i8> %56, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %57 = load <16 x i8>, ptr %1, align 16
  %58 = load <16 x i8>, ptr %2, align 16
  %59 = shufflevector <16 x i8> %57, <16 x i8> %58, <16 x i32> <i32 0, i32 17, i32 2, i32 19, i32 4, i32 21, i32 6, i32 23, i32 8, i32 25, i32 10, i32 27, i32 12, i32 29, i32 14, i32 31>
  store <16 x i8> %59, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %60 = load <16 x i8>, ptr %1, align 16
  %61 = load <16 x i8>, ptr %2, align 16
  %62 = shufflevector <16 x i8> %60, <16 x i8> %61, <16 x i32> <i32 31, i32 0, i32 30, i32 1, i32 29, i32 2, i32 28, i32 3, i32 7, i32 9, i32 11, i32 13, i32 20, i32 22, i32 24, i32 26>
  store <16 x i8> %62, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %63 = load <16 x i8>, ptr %1, align 16
  %64 = load <16 x i8>, ptr %1, align 16
  %65 = shufflevector <16 x i8> %63, <16 x i8> %64, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i8> %65, ptr %6, align 8
  call void @mix(ptr noundef %6, i64 noundef 8)
  %66 = load <16 x i8>, ptr %1, align 16
  %67 = load <16 x i8>, ptr %1, align 16
  %68 = shufflevector <16 x i8> %66, <16 x i8> %67, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <8 x i8> %68, ptr %7, align 8
  call void @mix(ptr noundef %7, i64 noundef 8)
  %69 = load <16 x i8>, ptr %1, align 16
  %70 = load <16 x i8>, ptr %2, align 16
  %71 = shufflevector <16 x i8> %69, <16 x i8> %70, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  store <32 x i8> %71, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %72 = load <8 x i8>, ptr %6, align 8
  %73 = load <8 x i8>, ptr %7, align 8
  %74 = shufflevector <8 x i8> %72, <8 x i8> %73, <16 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8>
  store <16 x i8> %74, ptr %9, align 16
  call void @mix(ptr noundef %9, i64 noundef 16)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @halves() #0 {
  %1 = alloca <8 x i16>, align 16
  %2 = alloca <8 x i16>, align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca <8 x i16>, align 16
  %6 = alloca <4 x i16>, align 8
  %7 = alloca <16 x i16>, align 16
  %8 = alloca <8 x i16>, align 16
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %18, %0
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %21

12:                                               ; preds = %9
  %13 = call i32 @rnd()
  %14 = trunc i32 %13 to i16
  %15 = load i32, ptr %3, align 4
  %16 = load <8 x i16>, ptr %1, align 16
  %17 = insertelement <8 x i16> %16, i16 %14, i32 %15
  store <8 x i16> %17, ptr %1, align 16
  br label %18

18:                                               ; preds = %12
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %3, align 4
  br label %9, !llvm.loop !10

21:                                               ; preds = %9
  store i32 0, ptr %4, align 4
  br label %22

22:                                               ; preds = %31, %21
  %23 = load i32, ptr %4, align 4
  %24 = icmp slt i32 %23, 8
  br i1 %24, label %25, label %34

25:                                               ; preds = %22
  %26 = call i32 @rnd()
  %27 = trunc i32 %26 to i16
  %28 = load i32, ptr %4, align 4
  %29 = load <8 x i16>, ptr %2, align 16
  %30 = insertelement <8 x i16> %29, i16 %27, i32 %28
  store <8 x i16> %30, ptr %2, align 16
  br label %31

31:                                               ; preds = %25
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %4, align 4
  br label %22, !llvm.loop !11

34:                                               ; preds = %22
  %35 = load <8 x i16>, ptr %1, align 16
  %36 = load <8 x i16>, ptr %1, align 16
  %37 = shufflevector <8 x i16> %35, <8 x i16> %36, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i16> %37, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %38 = load <8 x i16>, ptr %1, align 16
  %39 = load <8 x i16>, ptr %1, align 16
  %40 = shufflevector <8 x i16> %38, <8 x i16> %39, <8 x i32> <i32 1, i32 0, i32 3, i32 2, i32 5, i32 4, i32 7, i32 6>
  store <8 x i16> %40, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %41 = load <8 x i16>, ptr %1, align 16
  %42 = load <8 x i16>, ptr %1, align 16
  %43 = shufflevector <8 x i16> %41, <8 x i16> %42, <8 x i32> <i32 2, i32 1, i32 0, i32 3, i32 7, i32 4, i32 5, i32 6>
  store <8 x i16> %43, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %44 = load <8 x i16>, ptr %1, align 16
  %45 = load <8 x i16>, ptr %2, align 16
  %46 = shufflevector <8 x i16> %44, <8 x i16> %45, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  store <8 x i16> %46, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %47 = load <8 x i16>, ptr %1, align 16
  %48 = load <8 x i16>, ptr %2, align 16
  %49 = shufflevector <8 x i16> %47, <8 x i16> %48, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <8 x i16> %49, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %50 = load <8 x i16>, ptr %1, align 16
  %51 = load <8 x i16>, ptr %2, align 16
  %52 = shufflevector <8 x i16> %50, <8 x i16> %51, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  store <8 x i16> %52, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %53 = load <8 x i16>, ptr %1, align 16
  %54 = load <8 x i16>, ptr %2, align 16
  %55 = shufflevector <8 x i16> %53, <8 x i16> %54, <8 x i32> <i32 0, i32 9, i32 2, i32 11, i32 4, i32 13, i32 6, i32 15>
  store <8 x i16> %55, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %56 = load <8 x i16>, ptr %1, align 16
  %57 = load <8 x i16>, ptr %1, align 16
  %58 = shufflevector <8 x i16> %56, <8 x i16> %57, <8 x i32> <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  store <8 x i16> %58, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %59 = load <8 x i16>, ptr %1, align 16
  %60 = load <8 x i16>, ptr %2, align 16
  %61 = shufflevector <8 x i16> %59, <8 x i16> %60, <8 x i32> <i32 15, i32 3, i32 9, i32 0, i32 12, i32 7, i32 1, i32 8>
  store <8 x i16> %61, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %62 = load <8 x i16>, ptr %1, align 16
  %63 = load <8 x i16>, ptr %2, align 16
  %64 = shufflevector <8 x i16> %62, <8 x i16> %63, <4 x i32> <i32 1, i32 9, i32 6, i32 14>
  store <4 x i16> %64, ptr %6, align 8
  call void @mix(ptr noundef %6, i64 noundef 8)
  %65 = load <4 x i16>, ptr %6, align 8
  %66 = load <4 x i16>, ptr %6, align 8
  %67 = shufflevector <4 x i16> %65, <4 x i16> %66, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 2, i32 1, i32 0, i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3>
  store <16 x i16> %67, ptr %7, align 16
  call void @mix(ptr noundef %7, i64 noundef 32)
  %68 = load <16 x i16>, ptr %7, align 16
  %69 = load <16 x i16>, ptr %7, align 16
  %70 = shufflevector <16 x i16> %68, <16 x i16> %69, <8 x i32> <i32 15, i32 13, i32 11, i32 9, i32 7, i32 5, i32 3, i32 1>
  store <8 x i16> %70, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @words() #0 {
  %1 = alloca <4 x i32>, align 16
  %2 = alloca <4 x i32>, align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <8 x i32>, align 16
  %8 = alloca <8 x i32>, align 16
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <4 x i32>, align 16
  %11 = alloca <2 x i64>, align 16
  %12 = alloca <2 x i64>, align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca <2 x i64>, align 16
  %16 = alloca <4 x i64>, align 16
  store i32 0, ptr %3, align 4
  br label %17

17:                                               ; preds = %25, %0
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %18, 4
  br i1 %19, label %20, label %28

20:                                               ; preds = %17
  %21 = call i32 @rnd()
  %22 = load i32, ptr %3, align 4
  %23 = load <4 x i32>, ptr %1, align 16
  %24 = insertelement <4 x i32> %23, i32 %21, i32 %22
  store <4 x i32> %24, ptr %1, align 16
  br label %25

25:                                               ; preds = %20
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %17, !llvm.loop !12

28:                                               ; preds = %17
  store i32 0, ptr %4, align 4
  br label %29

29:                                               ; preds = %37, %28
  %30 = load i32, ptr %4, align 4
  %31 = icmp slt i32 %30, 4
  br i1 %31, label %32, label %40

32:                                               ; preds = %29
  %33 = call i32 @rnd()
  %34 = load i32, ptr %4, align 4
  %35 = load <4 x i32>, ptr %2, align 16
  %36 = insertelement <4 x i32> %35, i32 %33, i32 %34
  store <4 x i32> %36, ptr %2, align 16
  br label %37

37:                                               ; preds = %32
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %4, align 4
  br label %29, !llvm.loop !13

40:                                               ; preds = %29
  %41 = load <4 x i32>, ptr %1, align 16
  %42 = load <4 x i32>, ptr %1, align 16
  %43 = shufflevector <4 x i32> %41, <4 x i32> %42, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %43, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %44 = load <4 x i32>, ptr %1, align 16
  %45 = load <4 x i32>, ptr %2, align 16
  %46 = shufflevector <4 x i32> %44, <4 x i32> %45, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  store <4 x i32> %46, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %47 = load <4 x i32>, ptr %1, align 16
  %48 = load <4 x i32>, ptr %2, align 16
  %49 = shufflevector <4 x i32> %47, <4 x i32> %48, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  store <4 x i32> %49, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %50 = load <4 x i32>, ptr %1, align 16
  %51 = load <4 x i32>, ptr %2, align 16
  %52 = shufflevector <4 x i32> %50, <4 x i32> %51, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  store <4 x i32> %52, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %53 = load <4 x i32>, ptr %1, align 16
  %54 = load <4 x i32>, ptr %2, align 16
  %55 = shufflevector <4 x i32> %53, <4 x i32> %54, <4 x i32> <i32 6, i32 7, i32 2, i32 3>
  store <4 x i32> %55, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %56 = load <4 x i32>, ptr %1, align 16
  %57 = load <4 x i32>, ptr %2, align 16
  %58 = shufflevector <4 x i32> %56, <4 x i32> %57, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  store <4 x i32> %58, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %59 = load <4 x i32>, ptr %1, align 16
  %60 = load <4 x i32>, ptr %2, align 16
  %61 = shufflevector <4 x i32> %59, <4 x i32> %60, <4 x i32> <i32 4, i32 1, i32 6, i32 3>
  store <4 x i32> %61, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %62 = load <4 x i32>, ptr %1, align 16
  %63 = load <4 x i32>, ptr %2, align 16
  %64 = shufflevector <4 x i32> %62, <4 x i32> %63, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %64, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %65 = load <4 x i32>, ptr %1, align 16
  %66 = load <4 x i32>, ptr %2, align 16
  %67 = shufflevector <4 x i32> %65, <4 x i32> %66, <4 x i32> <i32 7, i32 0, i32 5, i32 2>
  store <4 x i32> %67, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %68 = load <4 x i32>, ptr %1, align 16
  %69 = load <4 x i32>, ptr %2, align 16
  %70 = shufflevector <4 x i32> %68, <4 x i32> %69, <4 x i32> <i32 0, i32 4, i32 4, i32 1>
  store <4 x i32> %70, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %71 = load <4 x i32>, ptr %1, align 16
  %72 = load <4 x i32>, ptr %2, align 16
  %73 = shufflevector <4 x i32> %71, <4 x i32> %72, <4 x i32> <i32 3, i32 5, i32 6, i32 7>
  store <4 x i32> %73, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %74 = load <4 x i32>, ptr %1, align 16
  %75 = load <4 x i32>, ptr %2, align 16
  %76 = shufflevector <4 x i32> %74, <4 x i32> %75, <2 x i32> <i32 3, i32 6>
  store <2 x i32> %76, ptr %6, align 8
  call void @mix(ptr noundef %6, i64 noundef 8)
  %77 = load <4 x i32>, ptr %1, align 16
  %78 = load <4 x i32>, ptr %2, align 16
  %79 = shufflevector <4 x i32> %77, <4 x i32> %78, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i32> %79, ptr %7, align 16
  call void @mix(ptr noundef %7, i64 noundef 32)
  %80 = load <8 x i32>, ptr %7, align 16
  %81 = load <8 x i32>, ptr %7, align 16
  %82 = shufflevector <8 x i32> %80, <8 x i32> %81, <8 x i32> <i32 7, i32 0, i32 6, i32 1, i32 5, i32 2, i32 4, i32 3>
  store <8 x i32> %82, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %83 = load <8 x i32>, ptr %8, align 16
  %84 = load <8 x i32>, ptr %8, align 16
  %85 = shufflevector <8 x i32> %83, <8 x i32> %84, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  store <4 x i32> %85, ptr %9, align 16
  call void @mix(ptr noundef %9, i64 noundef 16)
  %86 = load <8 x i32>, ptr %7, align 16
  %87 = load <8 x i32>, ptr %8, align 16
  %88 = shufflevector <8 x i32> %86, <8 x i32> %87, <4 x i32> <i32 1, i32 9, i32 14, i32 6>
  store <4 x i32> %88, ptr %10, align 16
  call void @mix(ptr noundef %10, i64 noundef 16)
  store i32 0, ptr %13, align 4
  br label %89

89:                                               ; preds = %98, %40
  %90 = load i32, ptr %13, align 4
  %91 = icmp slt i32 %90, 2
  br i1 %91, label %92, label %101

92:                                               ; preds = %89
  %93 = call i32 @rnd()
  %94 = zext i32 %93 to i64
  %95 = load i32, ptr %13, align 4
  %96 = load <2 x i64>, ptr %11, align 16
  %97 = insertelement <2 x i64> %96, i64 %94, i32 %95
  store <2 x i64> %97, ptr %11, align 16
  br label %98

98:                                               ; preds = %92
  %99 = load i32, ptr %13, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %13, align 4
  br label %89, !llvm.loop !14

101:                                              ; preds = %89
  store i32 0, ptr %14, align 4
  br label %102

102:                                              ; preds = %111, %101
  %103 = load i32, ptr %14, align 4
  %104 = icmp slt i32 %103, 2
  br i1 %104, label %105, label %114

105:                                              ; preds = %102
  %106 = call i32 @rnd()
  %107 = zext i32 %106 to i64
  %108 = load i32, ptr %14, align 4
  %109 = load <2 x i64>, ptr %12, align 16
  %110 = insertelement <2 x i64> %109, i64 %107, i32 %108
  store <2 x i64> %110, ptr %12, align 16
  br label %111

111:                                              ; preds = %105
  %112 = load i32, ptr %14, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %14, align 4
  br label %102, !llvm.loop !15

114:                                              ; preds = %102
  %115 = load <2 x i64>, ptr %11, align 16
  %116 = load <2 x i64>, ptr %12, align 16
  %117 = shufflevector <2 x i64> %115, <2 x i64> %116, <2 x i32> <i32 1, i32 2>
  store <2 x i64> %117, ptr %15, align 16
  call void @mix(ptr noundef %15, i64 noundef 16)
  %118 = load <2 x i64>, ptr %11, align 16
  %119 = load <2 x i64>, ptr %12, align 16
  %120 = shufflevector <2 x i64> %118, <2 x i64> %119, <2 x i32> <i32 3, i32 0>
  store <2 x i64> %120, ptr %15, align 16
  call void @mix(ptr noundef %15, i64 noundef 16)
  %121 = load <2 x i64>, ptr %11, align 16
  %122 = load <2 x i64>, ptr %11, align 16
  %123 = shufflevector <2 x i64> %121, <2 x i64> %122, <2 x i32> <i32 1, i32 1>
  store <2 x i64> %123, ptr %15, align 16
  call void @mix(ptr noundef %15, i64 noundef 16)
  %124 = load <2 x i64>, ptr %11, align 16
  %125 = load <2 x i64>, ptr %12, align 16
  %126 = shufflevector <2 x i64> %124, <2 x i64> %125, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i64> %126, ptr %16, align 16
  call void @mix(ptr noundef %16, i64 noundef 32)
  %127 = load <4 x i64>, ptr %16, align 16
  %128 = load <4 x i64>, ptr %16, align 16
  %129 = shufflevector <4 x i64> %127, <4 x i64> %128, <4 x i32> <i32 1, i32 3, i32 0, i32 2>
  store <4 x i64> %129, ptr %16, align 16
  call void @mix(ptr noundef %16, i64 noundef 32)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @floats() #0 {
  %1 = alloca <4 x float>, align 16
  %2 = alloca <4 x float>, align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca <4 x float>, align 16
  %6 = alloca <8 x float>, align 16
  %7 = alloca <2 x double>, align 16
  %8 = alloca <2 x double>, align 16
  %9 = alloca <2 x double>, align 16
  %10 = alloca <4 x double>, align 16
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %22, %0
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %12, 4
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = call i32 @rnd()
  %16 = urem i32 %15, 1000
  %17 = uitofp i32 %16 to float
  %18 = fdiv float %17, 8.000000e+00
  %19 = load i32, ptr %3, align 4
  %20 = load <4 x float>, ptr %1, align 16
  %21 = insertelement <4 x float> %20, float %18, i32 %19
  store <4 x float> %21, ptr %1, align 16
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %3, align 4
  br label %11, !llvm.loop !16

25:                                               ; preds = %11
  store i32 0, ptr %4, align 4
  br label %26

26:                                               ; preds = %37, %25
  %27 = load i32, ptr %4, align 4
  %28 = icmp slt i32 %27, 4
  br i1 %28, label %29, label %40

29:                                               ; preds = %26
  %30 = call i32 @rnd()
  %31 = urem i32 %30, 1000
  %32 = uitofp i32 %31 to float
  %33 = fdiv float %32, 8.000000e+00
  %34 = load i32, ptr %4, align 4
  %35 = load <4 x float>, ptr %2, align 16
  %36 = insertelement <4 x float> %35, float %33, i32 %34
  store <4 x float> %36, ptr %2, align 16
  br label %37

37:                                               ; preds = %29
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %4, align 4
  br label %26, !llvm.loop !17

40:                                               ; preds = %26
  %41 = load <4 x float>, ptr %1, align 16
  %42 = load <4 x float>, ptr %2, align 16
  %43 = shufflevector <4 x float> %41, <4 x float> %42, <4 x i32> <i32 2, i32 0, i32 7, i32 5>
  store <4 x float> %43, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %44 = load <4 x float>, ptr %1, align 16
  %45 = load <4 x float>, ptr %2, align 16
  %46 = shufflevector <4 x float> %44, <4 x float> %45, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %47 = fmul <4 x float> %46, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  store <4 x float> %47, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %48 = load <4 x float>, ptr %1, align 16
  %49 = load <4 x float>, ptr %1, align 16
  %50 = shufflevector <4 x float> %48, <4 x float> %49, <4 x i32> <i32 1, i32 1, i32 3, i32 3>
  %51 = load <4 x float>, ptr %1, align 16
  %52 = fadd <4 x float> %50, %51
  store <4 x float> %52, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %53 = load <4 x float>, ptr %1, align 16
  %54 = load <4 x float>, ptr %2, align 16
  %55 = shufflevector <4 x float> %53, <4 x float> %54, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x float> %55, ptr %6, align 16
  call void @mix(ptr noundef %6, i64 noundef 32)
  %56 = load <8 x float>, ptr %6, align 16
  %57 = load <8 x float>, ptr %6, align 16
  %58 = shufflevector <8 x float> %56, <8 x float> %57, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
  %59 = load <8 x float>, ptr %6, align 16
  %60 = fsub <8 x float> %58, %59
  store <8 x float> %60, ptr %6, align 16
  call void @mix(ptr noundef %6, i64 noundef 32)
  %61 = load <4 x float>, ptr %1, align 16
  %62 = extractelement <4 x float> %61, i32 0
  %63 = fpext float %62 to double
  %64 = insertelement <2 x double> poison, double %63, i32 0
  %65 = load <4 x float>, ptr %2, align 16
  %66 = extractelement <4 x float> %65, i32 1
  %67 = fpext float %66 to double
  %68 = insertelement <2 x double> %64, double %67, i32 1
  store <2 x double> %68, ptr %7, align 16
  %69 = load <4 x float>, ptr %1, align 16
  %70 = extractelement <4 x float> %69, i32 2
  %71 = fpext float %70 to double
  %72 = insertelement <2 x double> poison, double %71, i32 0
  %73 = load <4 x float>, ptr %2, align 16
  %74 = extractelement <4 x float> %73, i32 3
  %75 = fpext float %74 to double
  %76 = insertelement <2 x double> %72, double %75, i32 1
  store <2 x double> %76, ptr %8, align 16
  %77 = load <2 x double>, ptr %7, align 16
  %78 = load <2 x double>, ptr %8, align 16
  %79 = shufflevector <2 x double> %77, <2 x double> %78, <2 x i32> <i32 1, i32 2>
  store <2 x double> %79, ptr %9, align 16
  call void @mix(ptr noundef %9, i64 noundef 16)
  %80 = load <2 x double>, ptr %7, align 16
  %81 = load <2 x double>, ptr %8, align 16
  %82 = shufflevector <2 x double> %80, <2 x double> %81, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %83 = fmul <4 x double> %82, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>
  store <4 x double> %83, ptr %10, align 16
  call void @mix(ptr noundef %10, i64 noundef 32)
  %84 = load <4 x double>, ptr %10, align 16
  %85 = load <4 x double>, ptr %10, align 16
  %86 = shufflevector <4 x double> %84, <4 x double> %85, <4 x i32> <i32 3, i32 3, i32 0, i32 0>
  store <4 x double> %86, ptr %10, align 16
  call void @mix(ptr noundef %10, i64 noundef 32)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @threes() #0 {
  %1 = alloca [5 x <3 x float>], align 16
  %2 = alloca [5 x <3 x i32>], align 16
  %3 = alloca [5 x <3 x i16>], align 8
  %4 = alloca i32, align 4
  %5 = alloca <3 x float>, align 16
  %6 = alloca <3 x i32>, align 16
  %7 = alloca i32, align 4
  %8 = alloca <3 x float>, align 16
  %9 = alloca <3 x float>, align 16
  %10 = alloca <3 x float>, align 16
  %11 = alloca float, align 4
  %12 = alloca <3 x float>, align 16
  %13 = alloca <3 x float>, align 16
  %14 = alloca [3 x float], align 4
  %15 = alloca <4 x float>, align 16
  %16 = alloca <3 x i32>, align 16
  %17 = alloca <3 x i32>, align 16
  %18 = alloca [3 x i32], align 4
  %19 = alloca <3 x i16>, align 8
  %20 = alloca i32, align 4
  %21 = alloca [3 x float], align 4
  %22 = alloca [3 x i32], align 4
  %23 = alloca [3 x i16], align 2
  store i32 0, ptr %4, align 4
  br label %24

24:                                               ; preds = %79, %0
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %25, 5
  br i1 %26, label %27, label %82

27:                                               ; preds = %24
  %28 = call i32 @rnd()
  %29 = urem i32 %28, 100
  %30 = uitofp i32 %29 to float
  %31 = fdiv float %30, 4.000000e+00
  %32 = insertelement <3 x float> poison, float %31, i32 0
  %33 = call i32 @rnd()
  %34 = urem i32 %33, 100
  %35 = uitofp i32 %34 to float
  %36 = fdiv float %35, 8.000000e+00
  %37 = insertelement <3 x float> %32, float %36, i32 1
  %38 = call i32 @rnd()
  %39 = urem i32 %38, 100
  %40 = uitofp i32 %39 to float
  %41 = fdiv float %40, 2.000000e+00
  %42 = insertelement <3 x float> %37, float %41, i32 2
  %43 = shufflevector <3 x float> %42, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %43, ptr %5, align 16
  %44 = load <4 x float>, ptr %5, align 16
  %45 = shufflevector <4 x float> %44, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %46 = load i32, ptr %4, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %47
  %49 = shufflevector <3 x float> %45, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %49, ptr %48, align 16
  %50 = call i32 @rnd()
  %51 = urem i32 %50, 2000
  %52 = sub nsw i32 %51, 1000
  %53 = insertelement <3 x i32> poison, i32 %52, i32 0
  %54 = call i32 @rnd()
  %55 = urem i32 %54, 2000
  %56 = sub nsw i32 %55, 1000
  %57 = insertelement <3 x i32> %53, i32 %56, i32 1
  %58 = call i32 @rnd()
  %59 = urem i32 %58, 2000
  %60 = sub nsw i32 %59, 1000
  %61 = insertelement <3 x i32> %57, i32 %60, i32 2
  %62 = shufflevector <3 x i32> %61, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %62, ptr %6, align 16
  %63 = load <4 x i32>, ptr %6, align 16
  %64 = shufflevector <4 x i32> %63, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %65 = load i32, ptr %4, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %66
  %68 = shufflevector <3 x i32> %64, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %68, ptr %67, align 16
  %69 = load i32, ptr %4, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %70
  %72 = load <4 x i32>, ptr %71, align 16
  %73 = shufflevector <4 x i32> %72, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %74 = trunc <3 x i32> %73 to <3 x i16>
  %75 = load i32, ptr %4, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %76
  %78 = shufflevector <3 x i16> %74, <3 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i16> %78, ptr %77, align 8
  br label %79

79:                                               ; preds = %27
  %80 = load i32, ptr %4, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %4, align 4
  br label %24, !llvm.loop !18

82:                                               ; preds = %24
  store i32 0, ptr %7, align 4
  br label %83

83:                                               ; preds = %173, %82
  %84 = load i32, ptr %7, align 4
  %85 = icmp slt i32 %84, 4
  br i1 %85, label %86, label %176

86:                                               ; preds = %83
  %87 = load i32, ptr %7, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %88
  %90 = load <4 x float>, ptr %89, align 16
  %91 = shufflevector <4 x float> %90, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %92 = load i32, ptr %7, align 4
  %93 = add nsw i32 %92, 1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %94
  %96 = load <4 x float>, ptr %95, align 16
  %97 = shufflevector <4 x float> %96, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %98 = shufflevector <3 x float> %91, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %98, ptr %9, align 16
  %99 = load <4 x i32>, ptr %9, align 16
  %100 = shufflevector <3 x float> %97, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %100, ptr %10, align 16
  %101 = load <4 x i32>, ptr %10, align 16
  %102 = call <3 x float> @cross(<4 x i32> %99, <4 x i32> %101)
  %103 = shufflevector <3 x float> %102, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %103, ptr %8, align 16
  %104 = load <4 x float>, ptr %8, align 16
  %105 = shufflevector <4 x float> %104, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %106 = load i32, ptr %7, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %107
  %109 = load <4 x float>, ptr %108, align 16
  %110 = shufflevector <4 x float> %109, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %111 = shufflevector <3 x float> %105, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %111, ptr %12, align 16
  %112 = load <4 x i32>, ptr %12, align 16
  %113 = shufflevector <3 x float> %110, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %113, ptr %13, align 16
  %114 = load <4 x i32>, ptr %13, align 16
  %115 = call float @dot(<4 x i32> %112, <4 x i32> %114)
  store float %115, ptr %11, align 4
  br label %116

116:                                              ; preds = %86
  %117 = load <3 x float>, ptr %8, align 16
  %118 = extractelement <3 x float> %117, i64 0
  store float %118, ptr %14, align 4
  %119 = getelementptr inbounds float, ptr %14, i64 1
  %120 = load <3 x float>, ptr %8, align 16
  %121 = extractelement <3 x float> %120, i64 1
  store float %121, ptr %119, align 4
  %122 = getelementptr inbounds float, ptr %14, i64 2
  %123 = load <3 x float>, ptr %8, align 16
  %124 = extractelement <3 x float> %123, i64 2
  store float %124, ptr %122, align 4
  %125 = getelementptr inbounds [3 x float], ptr %14, i64 0, i64 0
  call void @mix(ptr noundef %125, i64 noundef 12)
  br label %126

126:                                              ; preds = %116
  call void @mix(ptr noundef %11, i64 noundef 4)
  %127 = load <3 x float>, ptr %8, align 16
  %128 = shufflevector <3 x float> %127, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 0>
  store <4 x float> %128, ptr %15, align 16
  call void @mix(ptr noundef %15, i64 noundef 16)
  %129 = load float, ptr %11, align 4
  %130 = load i32, ptr %7, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %131
  %133 = load <3 x float>, ptr %132, align 16
  %134 = insertelement <3 x float> %133, float %129, i64 1
  store <3 x float> %134, ptr %132, align 16
  %135 = load i32, ptr %7, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %136
  %138 = load <4 x i32>, ptr %137, align 16
  %139 = shufflevector <4 x i32> %138, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %140 = mul <3 x i32> %139, <i32 3, i32 3, i32 3>
  %141 = shufflevector <3 x i32> %140, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %141, ptr %17, align 16
  %142 = load <4 x i32>, ptr %17, align 16
  %143 = call <3 x i32> @clamp3(<4 x i32> %142, i32 noundef -500, i32 noundef 500)
  %144 = shufflevector <3 x i32> %143, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %144, ptr %16, align 16
  br label %145

145:                                              ; preds = %126
  %146 = load <3 x i32>, ptr %16, align 16
  %147 = extractelement <3 x i32> %146, i64 0
  store i32 %147, ptr %18, align 4
  %148 = getelementptr inbounds i32, ptr %18, i64 1
  %149 = load <3 x i32>, ptr %16, align 16
  %150 = extractelement <3 x i32> %149, i64 1
  store i32 %150, ptr %148, align 4
  %151 = getelementptr inbounds i32, ptr %18, i64 2
  %152 = load <3 x i32>, ptr %16, align 16
  %153 = extractelement <3 x i32> %152, i64 2
  store i32 %153, ptr %151, align 4
  %154 = getelementptr inbounds [3 x i32], ptr %18, i64 0, i64 0
  call void @mix(ptr noundef %154, i64 noundef 12)
  br label %155

155:                                              ; preds = %145
  %156 = load <3 x i32>, ptr %16, align 16
  %157 = shufflevector <3 x i32> %156, <3 x i32> poison, <2 x i32> <i32 0, i32 1>
  %158 = load i32, ptr %7, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %159
  %161 = load <3 x i32>, ptr %160, align 16
  %162 = shufflevector <2 x i32> %157, <2 x i32> poison, <3 x i32> <i32 0, i32 1, i32 poison>
  %163 = shufflevector <3 x i32> %161, <3 x i32> %162, <3 x i32> <i32 4, i32 1, i32 3>
  store <3 x i32> %163, ptr %160, align 16
  store <4 x i16> <i16 1, i16 2, i16 3, i16 undef>, ptr %19, align 8
  %164 = load <4 x i16>, ptr %19, align 8
  %165 = shufflevector <4 x i16> %164, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %166 = load i32, ptr %7, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %167
  %169 = load <4 x i16>, ptr %168, align 8
  %170 = shufflevector <4 x i16> %169, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %171 = add <3 x i16> %170, %165
  %172 = shufflevector <3 x i16> %171, <3 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i16> %172, ptr %168, align 8
  br label %173

173:                                              ; preds = %155
  %174 = load i32, ptr %7, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %7, align 4
  br label %83, !llvm.loop !19

176:                                              ; preds = %83
  store i32 0, ptr %20, align 4
  br label %177

177:                                              ; preds = %241, %176
  %178 = load i32, ptr %20, align 4
  %179 = icmp slt i32 %178, 5
  br i1 %179, label %180, label %244

180:                                              ; preds = %177
  br label %181

181:                                              ; preds = %180
  %182 = load i32, ptr %20, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %183
  %185 = load <3 x float>, ptr %184, align 16
  %186 = extractelement <3 x float> %185, i64 0
  store float %186, ptr %21, align 4
  %187 = getelementptr inbounds float, ptr %21, i64 1
  %188 = load i32, ptr %20, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %189
  %191 = load <3 x float>, ptr %190, align 16
  %192 = extractelement <3 x float> %191, i64 1
  store float %192, ptr %187, align 4
  %193 = getelementptr inbounds float, ptr %21, i64 2
  %194 = load i32, ptr %20, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %195
  %197 = load <3 x float>, ptr %196, align 16
  %198 = extractelement <3 x float> %197, i64 2
  store float %198, ptr %193, align 4
  %199 = getelementptr inbounds [3 x float], ptr %21, i64 0, i64 0
  call void @mix(ptr noundef %199, i64 noundef 12)
  br label %200

200:                                              ; preds = %181
  br label %201

201:                                              ; preds = %200
  %202 = load i32, ptr %20, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %203
  %205 = load <3 x i32>, ptr %204, align 16
  %206 = extractelement <3 x i32> %205, i64 0
  store i32 %206, ptr %22, align 4
  %207 = getelementptr inbounds i32, ptr %22, i64 1
  %208 = load i32, ptr %20, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %209
  %211 = load <3 x i32>, ptr %210, align 16
  %212 = extractelement <3 x i32> %211, i64 1
  store i32 %212, ptr %207, align 4
  %213 = getelementptr inbounds i32, ptr %22, i64 2
  %214 = load i32, ptr %20, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %215
  %217 = load <3 x i32>, ptr %216, align 16
  %218 = extractelement <3 x i32> %217, i64 2
  store i32 %218, ptr %213, align 4
  %219 = getelementptr inbounds [3 x i32], ptr %22, i64 0, i64 0
  call void @mix(ptr noundef %219, i64 noundef 12)
  br label %220

220:                                              ; preds = %201
  br label %221

221:                                              ; preds = %220
  %222 = load i32, ptr %20, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %223
  %225 = load <3 x i16>, ptr %224, align 8
  %226 = extractelement <3 x i16> %225, i64 0
  store i16 %226, ptr %23, align 2
  %227 = getelementptr inbounds i16, ptr %23, i64 1
  %228 = load i32, ptr %20, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %229
  %231 = load <3 x i16>, ptr %230, align 8
  %232 = extractelement <3 x i16> %231, i64 1
  store i16 %232, ptr %227, align 2
  %233 = getelementptr inbounds i16, ptr %23, i64 2
  %234 = load i32, ptr %20, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %235
  %237 = load <3 x i16>, ptr %236, align 8
  %238 = extractelement <3 x i16> %237, i64 2
  store i16 %238, ptr %233, align 2
  %239 = getelementptr inbounds [3 x i16], ptr %23, i64 0, i64 0
  call void @mix(ptr noundef %239, i64 noundef 6)
  br label %240

240:                                              ; preds = %221
  br label %241

241:                                              ; preds = %240
  %242 = load i32, ptr %20, align 4
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr %20, align 4
  br label %177, !llvm.loop !20

244:                                              ; preds = %177
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
  %1 = load i32, ptr @seed, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, ptr @seed, align 4
  %4 = load i32, ptr @seed, align 4
  %5 = lshr i32 %4, 7
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %8

8:                                                ; preds = %21, %2
  %9 = load i64, ptr %6, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %24

12:                                               ; preds = %8
  %13 = load i64, ptr @hash, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i64
  %19 = xor i64 %13, %18
  %20 = mul i64 %19, 1099511628211
  store i64 %20, ptr @hash, align 8
  br label %21

21:                                               ; preds = %12
  %22 = load i64, ptr %6, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %6, align 8
  br label %8, !llvm.loop !21

24:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <3 x float> @cross(<4 x i32> %0, <4 x i32> %1) #0 {
  %3 = alloca <3 x float>, align 16
  %4 = alloca <3 x float>, align 16
  %5 = alloca <3 x float>, align 16
  %6 = alloca <3 x float>, align 16
  store <4 x i32> %0, ptr %3, align 16
  %7 = load <4 x float>, ptr %3, align 16
  %8 = shufflevector <4 x float> %7, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  store <4 x i32> %1, ptr %4, align 16
  %9 = load <4 x float>, ptr %4, align 16
  %10 = shufflevector <4 x float> %9, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %11 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %11, ptr %5, align 16
  %12 = shufflevector <3 x float> %10, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %12, ptr %6, align 16
  %13 = load <3 x float>, ptr %5, align 16
  %14 = shufflevector <3 x float> %13, <3 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>
  %15 = load <3 x float>, ptr %6, align 16
  %16 = shufflevector <3 x float> %15, <3 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>
  %17 = load <3 x float>, ptr %5, align 16
  %18 = shufflevector <3 x float> %17, <3 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>
  %19 = load <3 x float>, ptr %6, align 16
  %20 = shufflevector <3 x float> %19, <3 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>
  %21 = fmul <3 x float> %18, %20
  %22 = fneg <3 x float> %21
  %23 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %14, <3 x float> %16, <3 x float> %22)
  ret <3 x float> %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @dot(<4 x i32> %0, <4 x i32> %1) #0 {
  %3 = alloca <3 x float>, align 16
  %4 = alloca <3 x float>, align 16
  %5 = alloca <3 x float>, align 16
  %6 = alloca <3 x float>, align 16
  %7 = alloca <3 x float>, align 16
  store <4 x i32> %0, ptr %3, align 16
  %8 = load <4 x float>, ptr %3, align 16
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  store <4 x i32> %1, ptr %4, align 16
  %10 = load <4 x float>, ptr %4, align 16
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %12 = shufflevector <3 x float> %9, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %12, ptr %5, align 16
  %13 = shufflevector <3 x float> %11, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %13, ptr %6, align 16
  %14 = load <4 x float>, ptr %5, align 16
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = load <4 x float>, ptr %6, align 16
  %17 = shufflevector <4 x float> %16, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %18 = fmul <3 x float> %15, %17
  %19 = shufflevector <3 x float> %18, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %19, ptr %7, align 16
  %20 = load <3 x float>, ptr %7, align 16
  %21 = extractelement <3 x float> %20, i64 0
  %22 = load <3 x float>, ptr %7, align 16
  %23 = extractelement <3 x float> %22, i64 1
  %24 = fadd float %21, %23
  %25 = load <3 x float>, ptr %7, align 16
  %26 = extractelement <3 x float> %25, i64 2
  %27 = fadd float %24, %26
  ret float %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <3 x i32> @clamp3(<4 x i32> %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca <3 x i32>, align 16
  %5 = alloca <3 x i32>, align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca <3 x i32>, align 16
  %9 = alloca <3 x i32>, align 16
  store <4 x i32> %0, ptr %4, align 16
  %10 = load <4 x i32>, ptr %4, align 16
  %11 = shufflevector <4 x i32> %10, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %12 = shufflevector <3 x i32> %11, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %12, ptr %5, align 16
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %13 = load i32, ptr %6, align 4
  %14 = insertelement <3 x i32> poison, i32 %13, i64 0
  %15 = shufflevector <3 x i32> %14, <3 x i32> poison, <3 x i32> zeroinitializer
  %16 = shufflevector <3 x i32> %15, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %16, ptr %8, align 16
  %17 = load i32, ptr %7, align 4
  %18 = insertelement <3 x i32> poison, i32 %17, i64 0
  %19 = shufflevector <3 x i32> %18, <3 x i32> poison, <3 x i32> zeroinitializer
  %20 = shufflevector <3 x i32> %19, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %20, ptr %9, align 16
  %21 = load <4 x i32>, ptr %5, align 16
  %22 = shufflevector <4 x i32> %21, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %23 = load <4 x i32>, ptr %8, align 16
  %24 = shufflevector <4 x i32> %23, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %25 = icmp slt <3 x i32> %22, %24
  %26 = sext <3 x i1> %25 to <3 x i32>
  %27 = load <4 x i32>, ptr %8, align 16
  %28 = shufflevector <4 x i32> %27, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %29 = load <4 x i32>, ptr %5, align 16
  %30 = shufflevector <4 x i32> %29, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %31 = load <4 x i32>, ptr %9, align 16
  %32 = shufflevector <4 x i32> %31, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %33 = icmp sgt <3 x i32> %30, %32
  %34 = sext <3 x i1> %33 to <3 x i32>
  %35 = load <4 x i32>, ptr %9, align 16
  %36 = shufflevector <4 x i32> %35, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %37 = load <4 x i32>, ptr %5, align 16
  %38 = shufflevector <4 x i32> %37, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %39 = icmp slt <3 x i32> %34, zeroinitializer
  %40 = sext <3 x i1> %39 to <3 x i32>
  %41 = xor <3 x i32> %40, <i32 -1, i32 -1, i32 -1>
  %42 = and <3 x i32> %38, %41
  %43 = and <3 x i32> %36, %40
  %44 = or <3 x i32> %42, %43
  %45 = icmp slt <3 x i32> %26, zeroinitializer
  %46 = sext <3 x i1> %45 to <3 x i32>
  %47 = xor <3 x i32> %46, <i32 -1, i32 -1, i32 -1>
  %48 = and <3 x i32> %44, %47
  %49 = and <3 x i32> %28, %46
  %50 = or <3 x i32> %48, %49
  ret <3 x i32> %50
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
