; ModuleID = 'programs/vector_shuffle_patterns.c'
source_filename = "programs/vector_shuffle_patterns.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  br label %3, !llvm.loop !5

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
  %8 = alloca <32 x i8>, align 32
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
  br label %10, !llvm.loop !7

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
  br label %23, !llvm.loop !8

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
  store <32 x i8> %71, ptr %8, align 32
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
  %7 = alloca <16 x i16>, align 32
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
  br label %9, !llvm.loop !9

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
  br label %22, !llvm.loop !10

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
  store <16 x i16> %67, ptr %7, align 32
  call void @mix(ptr noundef %7, i64 noundef 32)
  %68 = load <16 x i16>, ptr %7, align 32
  %69 = load <16 x i16>, ptr %7, align 32
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
  %7 = alloca <8 x i32>, align 32
  %8 = alloca <8 x i32>, align 32
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <4 x i32>, align 16
  %11 = alloca <2 x i64>, align 16
  %12 = alloca <2 x i64>, align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca <2 x i64>, align 16
  %16 = alloca <4 x i64>, align 32
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
  br label %17, !llvm.loop !11

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
  br label %29, !llvm.loop !12

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
  store <8 x i32> %79, ptr %7, align 32
  call void @mix(ptr noundef %7, i64 noundef 32)
  %80 = load <8 x i32>, ptr %7, align 32
  %81 = load <8 x i32>, ptr %7, align 32
  %82 = shufflevector <8 x i32> %80, <8 x i32> %81, <8 x i32> <i32 7, i32 0, i32 6, i32 1, i32 5, i32 2, i32 4, i32 3>
  store <8 x i32> %82, ptr %8, align 32
  call void @mix(ptr noundef %8, i64 noundef 32)
  %83 = load <8 x i32>, ptr %8, align 32
  %84 = load <8 x i32>, ptr %8, align 32
  %85 = shufflevector <8 x i32> %83, <8 x i32> %84, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  store <4 x i32> %85, ptr %9, align 16
  call void @mix(ptr noundef %9, i64 noundef 16)
  %86 = load <8 x i32>, ptr %7, align 32
  %87 = load <8 x i32>, ptr %8, align 32
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
  br label %89, !llvm.loop !13

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
  br label %102, !llvm.loop !14

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
  store <4 x i64> %126, ptr %16, align 32
  call void @mix(ptr noundef %16, i64 noundef 32)
  %127 = load <4 x i64>, ptr %16, align 32
  %128 = load <4 x i64>, ptr %16, align 32
  %129 = shufflevector <4 x i64> %127, <4 x i64> %128, <4 x i32> <i32 1, i32 3, i32 0, i32 2>
  store <4 x i64> %129, ptr %16, align 32
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
  %6 = alloca <8 x float>, align 32
  %7 = alloca <2 x double>, align 16
  %8 = alloca <2 x double>, align 16
  %9 = alloca <2 x double>, align 16
  %10 = alloca <4 x double>, align 32
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
  br label %11, !llvm.loop !15

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
  br label %26, !llvm.loop !16

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
  store <8 x float> %55, ptr %6, align 32
  call void @mix(ptr noundef %6, i64 noundef 32)
  %56 = load <8 x float>, ptr %6, align 32
  %57 = load <8 x float>, ptr %6, align 32
  %58 = shufflevector <8 x float> %56, <8 x float> %57, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
  %59 = load <8 x float>, ptr %6, align 32
  %60 = fsub <8 x float> %58, %59
  store <8 x float> %60, ptr %6, align 32
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
  store <4 x double> %83, ptr %10, align 32
  call void @mix(ptr noundef %10, i64 noundef 32)
  %84 = load <4 x double>, ptr %10, align 32
  %85 = load <4 x double>, ptr %10, align 32
  %86 = shufflevector <4 x double> %84, <4 x double> %85, <4 x i32> <i32 3, i32 3, i32 0, i32 0>
  store <4 x double> %86, ptr %10, align 32
  call void @mix(ptr noundef %10, i64 noundef 32)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @threes() #1 {
  %1 = alloca [5 x <3 x float>], align 16
  %2 = alloca [5 x <3 x i32>], align 16
  %3 = alloca [5 x <3 x i16>], align 16
  %4 = alloca i32, align 4
  %5 = alloca <3 x float>, align 16
  %6 = alloca <3 x i32>, align 16
  %7 = alloca i32, align 4
  %8 = alloca <3 x float>, align 16
  %9 = alloca float, align 4
  %10 = alloca [3 x float], align 4
  %11 = alloca <4 x float>, align 16
  %12 = alloca <3 x i32>, align 16
  %13 = alloca [3 x i32], align 4
  %14 = alloca <3 x i16>, align 8
  %15 = alloca i32, align 4
  %16 = alloca [3 x float], align 4
  %17 = alloca [3 x i32], align 4
  %18 = alloca [3 x i16], align 2
  store i32 0, ptr %4, align 4
  br label %19

19:                                               ; preds = %74, %0
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %20, 5
  br i1 %21, label %22, label %77

22:                                               ; preds = %19
  %23 = call i32 @rnd()
  %24 = urem i32 %23, 100
  %25 = uitofp i32 %24 to float
  %26 = fdiv float %25, 4.000000e+00
  %27 = insertelement <3 x float> poison, float %26, i32 0
  %28 = call i32 @rnd()
  %29 = urem i32 %28, 100
  %30 = uitofp i32 %29 to float
  %31 = fdiv float %30, 8.000000e+00
  %32 = insertelement <3 x float> %27, float %31, i32 1
  %33 = call i32 @rnd()
  %34 = urem i32 %33, 100
  %35 = uitofp i32 %34 to float
  %36 = fdiv float %35, 2.000000e+00
  %37 = insertelement <3 x float> %32, float %36, i32 2
  %38 = shufflevector <3 x float> %37, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %38, ptr %5, align 16
  %39 = load <4 x float>, ptr %5, align 16
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %41 = load i32, ptr %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %42
  %44 = shufflevector <3 x float> %40, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %44, ptr %43, align 16
  %45 = call i32 @rnd()
  %46 = urem i32 %45, 2000
  %47 = sub nsw i32 %46, 1000
  %48 = insertelement <3 x i32> poison, i32 %47, i32 0
  %49 = call i32 @rnd()
  %50 = urem i32 %49, 2000
  %51 = sub nsw i32 %50, 1000
  %52 = insertelement <3 x i32> %48, i32 %51, i32 1
  %53 = call i32 @rnd()
  %54 = urem i32 %53, 2000
  %55 = sub nsw i32 %54, 1000
  %56 = insertelement <3 x i32> %52, i32 %55, i32 2
  %57 = shufflevector <3 x i32> %56, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %57, ptr %6, align 16
  %58 = load <4 x i32>, ptr %6, align 16
  %59 = shufflevector <4 x i32> %58, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %60 = load i32, ptr %4, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %61
  %63 = shufflevector <3 x i32> %59, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %63, ptr %62, align 16
  %64 = load i32, ptr %4, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %65
  %67 = load <4 x i32>, ptr %66, align 16
  %68 = shufflevector <4 x i32> %67, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %69 = trunc <3 x i32> %68 to <3 x i16>
  %70 = load i32, ptr %4, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %71
  %73 = shufflevector <3 x i16> %69, <3 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i16> %73, ptr %72, align 8
  br label %74

74:                                               ; preds = %22
  %75 = load i32, ptr %4, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %4, align 4
  br label %19, !llvm.loop !17

77:                                               ; preds = %19
  store i32 0, ptr %7, align 4
  br label %78

78:                                               ; preds = %158, %77
  %79 = load i32, ptr %7, align 4
  %80 = icmp slt i32 %79, 4
  br i1 %80, label %81, label %161

81:                                               ; preds = %78
  %82 = load i32, ptr %7, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %83
  %85 = load <4 x float>, ptr %84, align 16
  %86 = shufflevector <4 x float> %85, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %87 = load i32, ptr %7, align 4
  %88 = add nsw i32 %87, 1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %89
  %91 = load <4 x float>, ptr %90, align 16
  %92 = shufflevector <4 x float> %91, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %93 = call <3 x float> @cross(<3 x float> noundef %86, <3 x float> noundef %92)
  %94 = shufflevector <3 x float> %93, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %94, ptr %8, align 16
  %95 = load <4 x float>, ptr %8, align 16
  %96 = shufflevector <4 x float> %95, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %97 = load i32, ptr %7, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %98
  %100 = load <4 x float>, ptr %99, align 16
  %101 = shufflevector <4 x float> %100, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %102 = call float @dot(<3 x float> noundef %96, <3 x float> noundef %101)
  store float %102, ptr %9, align 4
  br label %103

103:                                              ; preds = %81
  %104 = load <3 x float>, ptr %8, align 16
  %105 = extractelement <3 x float> %104, i64 0
  store float %105, ptr %10, align 4
  %106 = getelementptr inbounds float, ptr %10, i64 1
  %107 = load <3 x float>, ptr %8, align 16
  %108 = extractelement <3 x float> %107, i64 1
  store float %108, ptr %106, align 4
  %109 = getelementptr inbounds float, ptr %10, i64 2
  %110 = load <3 x float>, ptr %8, align 16
  %111 = extractelement <3 x float> %110, i64 2
  store float %111, ptr %109, align 4
  %112 = getelementptr inbounds [3 x float], ptr %10, i64 0, i64 0
  call void @mix(ptr noundef %112, i64 noundef 12)
  br label %113

113:                                              ; preds = %103
  call void @mix(ptr noundef %9, i64 noundef 4)
  %114 = load <3 x float>, ptr %8, align 16
  %115 = shufflevector <3 x float> %114, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 0>
  store <4 x float> %115, ptr %11, align 16
  call void @mix(ptr noundef %11, i64 noundef 16)
  %116 = load float, ptr %9, align 4
  %117 = load i32, ptr %7, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %118
  %120 = load <3 x float>, ptr %119, align 16
  %121 = insertelement <3 x float> %120, float %116, i64 1
  store <3 x float> %121, ptr %119, align 16
  %122 = load i32, ptr %7, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %123
  %125 = load <4 x i32>, ptr %124, align 16
  %126 = shufflevector <4 x i32> %125, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %127 = mul <3 x i32> %126, <i32 3, i32 3, i32 3>
  %128 = call <3 x i32> @clamp3(<3 x i32> noundef %127, i32 noundef -500, i32 noundef 500)
  %129 = shufflevector <3 x i32> %128, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %129, ptr %12, align 16
  br label %130

130:                                              ; preds = %113
  %131 = load <3 x i32>, ptr %12, align 16
  %132 = extractelement <3 x i32> %131, i64 0
  store i32 %132, ptr %13, align 4
  %133 = getelementptr inbounds i32, ptr %13, i64 1
  %134 = load <3 x i32>, ptr %12, align 16
  %135 = extractelement <3 x i32> %134, i64 1
  store i32 %135, ptr %133, align 4
  %136 = getelementptr inbounds i32, ptr %13, i64 2
  %137 = load <3 x i32>, ptr %12, align 16
  %138 = extractelement <3 x i32> %137, i64 2
  store i32 %138, ptr %136, align 4
  %139 = getelementptr inbounds [3 x i32], ptr %13, i64 0, i64 0
  call void @mix(ptr noundef %139, i64 noundef 12)
  br label %140

140:                                              ; preds = %130
  %141 = load <3 x i32>, ptr %12, align 16
  %142 = shufflevector <3 x i32> %141, <3 x i32> poison, <2 x i32> <i32 0, i32 1>
  %143 = load i32, ptr %7, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %144
  %146 = load <3 x i32>, ptr %145, align 16
  %147 = shufflevector <2 x i32> %142, <2 x i32> poison, <3 x i32> <i32 0, i32 1, i32 poison>
  %148 = shufflevector <3 x i32> %146, <3 x i32> %147, <3 x i32> <i32 4, i32 1, i32 3>
  store <3 x i32> %148, ptr %145, align 16
  store <4 x i16> <i16 1, i16 2, i16 3, i16 undef>, ptr %14, align 8
  %149 = load <4 x i16>, ptr %14, align 8
  %150 = shufflevector <4 x i16> %149, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %151 = load i32, ptr %7, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %152
  %154 = load <4 x i16>, ptr %153, align 8
  %155 = shufflevector <4 x i16> %154, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %156 = add <3 x i16> %155, %150
  %157 = shufflevector <3 x i16> %156, <3 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i16> %157, ptr %153, align 8
  br label %158

158:                                              ; preds = %140
  %159 = load i32, ptr %7, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %7, align 4
  br label %78, !llvm.loop !18

161:                                              ; preds = %78
  store i32 0, ptr %15, align 4
  br label %162

162:                                              ; preds = %226, %161
  %163 = load i32, ptr %15, align 4
  %164 = icmp slt i32 %163, 5
  br i1 %164, label %165, label %229

165:                                              ; preds = %162
  br label %166

166:                                              ; preds = %165
  %167 = load i32, ptr %15, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %168
  %170 = load <3 x float>, ptr %169, align 16
  %171 = extractelement <3 x float> %170, i64 0
  store float %171, ptr %16, align 4
  %172 = getelementptr inbounds float, ptr %16, i64 1
  %173 = load i32, ptr %15, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %174
  %176 = load <3 x float>, ptr %175, align 16
  %177 = extractelement <3 x float> %176, i64 1
  store float %177, ptr %172, align 4
  %178 = getelementptr inbounds float, ptr %16, i64 2
  %179 = load i32, ptr %15, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %180
  %182 = load <3 x float>, ptr %181, align 16
  %183 = extractelement <3 x float> %182, i64 2
  store float %183, ptr %178, align 4
  %184 = getelementptr inbounds [3 x float], ptr %16, i64 0, i64 0
  call void @mix(ptr noundef %184, i64 noundef 12)
  br label %185

185:                                              ; preds = %166
  br label %186

186:                                              ; preds = %185
  %187 = load i32, ptr %15, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %188
  %190 = load <3 x i32>, ptr %189, align 16
  %191 = extractelement <3 x i32> %190, i64 0
  store i32 %191, ptr %17, align 4
  %192 = getelementptr inbounds i32, ptr %17, i64 1
  %193 = load i32, ptr %15, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %194
  %196 = load <3 x i32>, ptr %195, align 16
  %197 = extractelement <3 x i32> %196, i64 1
  store i32 %197, ptr %192, align 4
  %198 = getelementptr inbounds i32, ptr %17, i64 2
  %199 = load i32, ptr %15, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %200
  %202 = load <3 x i32>, ptr %201, align 16
  %203 = extractelement <3 x i32> %202, i64 2
  store i32 %203, ptr %198, align 4
  %204 = getelementptr inbounds [3 x i32], ptr %17, i64 0, i64 0
  call void @mix(ptr noundef %204, i64 noundef 12)
  br label %205

205:                                              ; preds = %186
  br label %206

206:                                              ; preds = %205
  %207 = load i32, ptr %15, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %208
  %210 = load <3 x i16>, ptr %209, align 8
  %211 = extractelement <3 x i16> %210, i64 0
  store i16 %211, ptr %18, align 2
  %212 = getelementptr inbounds i16, ptr %18, i64 1
  %213 = load i32, ptr %15, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %214
  %216 = load <3 x i16>, ptr %215, align 8
  %217 = extractelement <3 x i16> %216, i64 1
  store i16 %217, ptr %212, align 2
  %218 = getelementptr inbounds i16, ptr %18, i64 2
  %219 = load i32, ptr %15, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %220
  %222 = load <3 x i16>, ptr %221, align 8
  %223 = extractelement <3 x i16> %222, i64 2
  store i16 %223, ptr %218, align 2
  %224 = getelementptr inbounds [3 x i16], ptr %18, i64 0, i64 0
  call void @mix(ptr noundef %224, i64 noundef 6)
  br label %225

225:                                              ; preds = %206
  br label %226

226:                                              ; preds = %225
  %227 = load i32, ptr %15, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %15, align 4
  br label %162, !llvm.loop !19

229:                                              ; preds = %162
  ret void
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
  br label %8, !llvm.loop !20

24:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <3 x float> @cross(<3 x float> noundef %0, <3 x float> noundef %1) #1 {
  %3 = alloca <3 x float>, align 16
  %4 = alloca <3 x float>, align 16
  %5 = shufflevector <3 x float> %0, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %5, ptr %3, align 16
  %6 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %6, ptr %4, align 16
  %7 = load <3 x float>, ptr %3, align 16
  %8 = shufflevector <3 x float> %7, <3 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>
  %9 = load <3 x float>, ptr %4, align 16
  %10 = shufflevector <3 x float> %9, <3 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>
  %11 = load <3 x float>, ptr %3, align 16
  %12 = shufflevector <3 x float> %11, <3 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>
  %13 = load <3 x float>, ptr %4, align 16
  %14 = shufflevector <3 x float> %13, <3 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>
  %15 = fmul <3 x float> %12, %14
  %16 = fneg <3 x float> %15
  %17 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %8, <3 x float> %10, <3 x float> %16)
  ret <3 x float> %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @dot(<3 x float> noundef %0, <3 x float> noundef %1) #1 {
  %3 = alloca <3 x float>, align 16
  %4 = alloca <3 x float>, align 16
  %5 = alloca <3 x float>, align 16
  %6 = shufflevector <3 x float> %0, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %6, ptr %3, align 16
  %7 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %7, ptr %4, align 16
  %8 = load <4 x float>, ptr %3, align 16
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %10 = load <4 x float>, ptr %4, align 16
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %12 = fmul <3 x float> %9, %11
  %13 = shufflevector <3 x float> %12, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %13, ptr %5, align 16
  %14 = load <3 x float>, ptr %5, align 16
  %15 = extractelement <3 x float> %14, i64 0
  %16 = load <3 x float>, ptr %5, align 16
  %17 = extractelement <3 x float> %16, i64 1
  %18 = fadd float %15, %17
  %19 = load <3 x float>, ptr %5, align 16
  %20 = extractelement <3 x float> %19, i64 2
  %21 = fadd float %18, %20
  ret float %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <3 x i32> @clamp3(<3 x i32> noundef %0, i32 noundef %1, i32 noundef %2) #1 {
  %4 = alloca <3 x i32>, align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca <3 x i32>, align 16
  %8 = alloca <3 x i32>, align 16
  %9 = shufflevector <3 x i32> %0, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %9, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = insertelement <3 x i32> poison, i32 %10, i64 0
  %12 = shufflevector <3 x i32> %11, <3 x i32> poison, <3 x i32> zeroinitializer
  %13 = shufflevector <3 x i32> %12, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %13, ptr %7, align 16
  %14 = load i32, ptr %6, align 4
  %15 = insertelement <3 x i32> poison, i32 %14, i64 0
  %16 = shufflevector <3 x i32> %15, <3 x i32> poison, <3 x i32> zeroinitializer
  %17 = shufflevector <3 x i32> %16, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %17, ptr %8, align 16
  %18 = load <4 x i32>, ptr %4, align 16
  %19 = shufflevector <4 x i32> %18, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %20 = load <4 x i32>, ptr %7, align 16
  %21 = shufflevector <4 x i32> %20, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %22 = icmp slt <3 x i32> %19, %21
  %23 = sext <3 x i1> %22 to <3 x i32>
  %24 = load <4 x i32>, ptr %7, align 16
  %25 = shufflevector <4 x i32> %24, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %26 = load <4 x i32>, ptr %4, align 16
  %27 = shufflevector <4 x i32> %26, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %28 = load <4 x i32>, ptr %8, align 16
  %29 = shufflevector <4 x i32> %28, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %30 = icmp sgt <3 x i32> %27, %29
  %31 = sext <3 x i1> %30 to <3 x i32>
  %32 = load <4 x i32>, ptr %8, align 16
  %33 = shufflevector <4 x i32> %32, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %34 = load <4 x i32>, ptr %4, align 16
  %35 = shufflevector <4 x i32> %34, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %36 = icmp slt <3 x i32> %31, zeroinitializer
  %37 = sext <3 x i1> %36 to <3 x i32>
  %38 = xor <3 x i32> %37, <i32 -1, i32 -1, i32 -1>
  %39 = and <3 x i32> %35, %38
  %40 = and <3 x i32> %33, %37
  %41 = or <3 x i32> %39, %40
  %42 = icmp slt <3 x i32> %23, zeroinitializer
  %43 = sext <3 x i1> %42 to <3 x i32>
  %44 = xor <3 x i32> %43, <i32 -1, i32 -1, i32 -1>
  %45 = and <3 x i32> %41, %44
  %46 = and <3 x i32> %25, %43
  %47 = or <3 x i32> %45, %46
  ret <3 x i32> %47
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
