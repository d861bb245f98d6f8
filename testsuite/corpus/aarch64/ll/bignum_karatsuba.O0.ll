; ModuleID = 'programs/bignum_karatsuba.c'
source_filename = "programs/bignum_karatsuba.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.big = type { i32, [256 x i32] }

@main.buf = internal global [2600 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [46 x i8] c"3^500: %d digits, starts %.20s, digit sum %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"100!: %d digits, digit sum %u, ends %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"fib(1000): %d digits, starts %.15s\0A\00", align 1
@.str.3 = private unnamed_addr constant [62 x i8] c"karatsuba matches schoolbook: %d, fib1000*3^500 digit sum %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"0\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.big, align 4
  %3 = alloca %struct.big, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.big, align 4
  %6 = alloca %struct.big, align 4
  %7 = alloca %struct.big, align 4
  %8 = alloca %struct.big, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.big, align 4
  %14 = alloca %struct.big, align 4
  %15 = alloca %struct.big, align 4
  %16 = alloca %struct.big, align 4
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @from_u32(ptr noundef %2, i32 noundef 1)
  call void @from_u32(ptr noundef %3, i32 noundef 3)
  store i32 0, ptr %9, align 4
  br label %18

18:                                               ; preds = %22, %0
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %19, 500
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  call void @mul_school(ptr noundef %2, ptr noundef %2, ptr noundef %3)
  br label %22

22:                                               ; preds = %21
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %9, align 4
  br label %18, !llvm.loop !6

25:                                               ; preds = %18
  %26 = call i32 @to_dec(ptr noundef %2, ptr noundef @main.buf)
  store i32 %26, ptr %10, align 4
  %27 = load i32, ptr %10, align 4
  %28 = call i32 @digit_sum(ptr noundef @main.buf)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %27, ptr noundef @main.buf, i32 noundef %28)
  call void @from_u32(ptr noundef %4, i32 noundef 1)
  store i32 2, ptr %11, align 4
  br label %30

30:                                               ; preds = %35, %25
  %31 = load i32, ptr %11, align 4
  %32 = icmp ule i32 %31, 100
  br i1 %32, label %33, label %38

33:                                               ; preds = %30
  %34 = load i32, ptr %11, align 4
  call void @from_u32(ptr noundef %5, i32 noundef %34)
  call void @mul_school(ptr noundef %4, ptr noundef %4, ptr noundef %5)
  br label %35

35:                                               ; preds = %33
  %36 = load i32, ptr %11, align 4
  %37 = add i32 %36, 1
  store i32 %37, ptr %11, align 4
  br label %30, !llvm.loop !8

38:                                               ; preds = %30
  %39 = call i32 @to_dec(ptr noundef %4, ptr noundef @main.buf)
  store i32 %39, ptr %10, align 4
  %40 = load i32, ptr %10, align 4
  %41 = call i32 @digit_sum(ptr noundef @main.buf)
  %42 = load i32, ptr %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr @main.buf, i64 %43
  %45 = getelementptr inbounds i8, ptr %44, i64 -30
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %40, i32 noundef %41, ptr noundef %45)
  call void @from_u32(ptr noundef %6, i32 noundef 0)
  call void @from_u32(ptr noundef %7, i32 noundef 1)
  store i32 0, ptr %12, align 4
  br label %47

47:                                               ; preds = %51, %38
  %48 = load i32, ptr %12, align 4
  %49 = icmp slt i32 %48, 1000
  br i1 %49, label %50, label %54

50:                                               ; preds = %47
  call void @add(ptr noundef %8, ptr noundef %6, ptr noundef %7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 1028, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %8, i64 1028, i1 false)
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %12, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %12, align 4
  br label %47, !llvm.loop !9

54:                                               ; preds = %47
  %55 = call i32 @to_dec(ptr noundef %6, ptr noundef @main.buf)
  store i32 %55, ptr %10, align 4
  %56 = load i32, ptr %10, align 4
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %56, ptr noundef @main.buf)
  call void @karatsuba(ptr noundef %15, ptr noundef %2, ptr noundef %4)
  call void @mul_school(ptr noundef %16, ptr noundef %2, ptr noundef %4)
  %58 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0
  %59 = load i32, ptr %58, align 4
  %60 = getelementptr inbounds %struct.big, ptr %16, i32 0, i32 0
  %61 = load i32, ptr %60, align 4
  %62 = icmp eq i32 %59, %61
  br i1 %62, label %63, label %74

63:                                               ; preds = %54
  %64 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 1
  %65 = getelementptr inbounds [256 x i32], ptr %64, i64 0, i64 0
  %66 = getelementptr inbounds %struct.big, ptr %16, i32 0, i32 1
  %67 = getelementptr inbounds [256 x i32], ptr %66, i64 0, i64 0
  %68 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0
  %69 = load i32, ptr %68, align 4
  %70 = sext i32 %69 to i64
  %71 = mul i64 4, %70
  %72 = call i32 @memcmp(ptr noundef %65, ptr noundef %67, i64 noundef %71) #6
  %73 = icmp eq i32 %72, 0
  br label %74

74:                                               ; preds = %63, %54
  %75 = phi i1 [ false, %54 ], [ %73, %63 ]
  %76 = zext i1 %75 to i32
  store i32 %76, ptr %17, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %6, i64 1028, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %2, i64 1028, i1 false)
  call void @karatsuba(ptr noundef %15, ptr noundef %13, ptr noundef %14)
  call void @mul_school(ptr noundef %16, ptr noundef %13, ptr noundef %14)
  %77 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0
  %78 = load i32, ptr %77, align 4
  %79 = getelementptr inbounds %struct.big, ptr %16, i32 0, i32 0
  %80 = load i32, ptr %79, align 4
  %81 = icmp eq i32 %78, %80
  br i1 %81, label %82, label %93

82:                                               ; preds = %74
  %83 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 1
  %84 = getelementptr inbounds [256 x i32], ptr %83, i64 0, i64 0
  %85 = getelementptr inbounds %struct.big, ptr %16, i32 0, i32 1
  %86 = getelementptr inbounds [256 x i32], ptr %85, i64 0, i64 0
  %87 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0
  %88 = load i32, ptr %87, align 4
  %89 = sext i32 %88 to i64
  %90 = mul i64 4, %89
  %91 = call i32 @memcmp(ptr noundef %84, ptr noundef %86, i64 noundef %90) #6
  %92 = icmp eq i32 %91, 0
  br label %93

93:                                               ; preds = %82, %74
  %94 = phi i1 [ false, %74 ], [ %92, %82 ]
  %95 = zext i1 %94 to i32
  %96 = load i32, ptr %17, align 4
  %97 = and i32 %96, %95
  store i32 %97, ptr %17, align 4
  %98 = call i32 @to_dec(ptr noundef %15, ptr noundef @main.buf)
  %99 = load i32, ptr %17, align 4
  %100 = call i32 @digit_sum(ptr noundef @main.buf)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %99, i32 noundef %100)
  %102 = load i32, ptr %17, align 4
  %103 = icmp ne i32 %102, 0
  br i1 %103, label %104, label %107

104:                                              ; preds = %93
  %105 = call i32 @digit_sum(ptr noundef @main.buf)
  %106 = and i32 %105, 127
  br label %108

107:                                              ; preds = %93
  br label %108

108:                                              ; preds = %107, %104
  %109 = phi i32 [ %106, %104 ], [ 100, %107 ]
  ret i32 %109
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_u32(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp ne i32 %5, 0
  %7 = zext i1 %6 to i64
  %8 = select i1 %6, i32 1, i32 0
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 0
  store i32 %8, ptr %10, align 4
  %11 = load i32, ptr %4, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.big, ptr %12, i32 0, i32 1
  %14 = getelementptr inbounds [256 x i32], ptr %13, i64 0, i64 0
  store i32 %11, ptr %14, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul_school(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [256 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %7, i8 0, i64 1024, i1 false)
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %72, %3
  %12 = load i32, ptr %8, align 4
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.big, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = icmp slt i32 %12, %15
  br i1 %16, label %17, label %75

17:                                               ; preds = %11
  store i64 0, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %18

18:                                               ; preds = %59, %17
  %19 = load i32, ptr %10, align 4
  %20 = load ptr, ptr %6, align 8
  %21 = getelementptr inbounds %struct.big, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = icmp slt i32 %19, %22
  br i1 %23, label %24, label %62

24:                                               ; preds = %18
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.big, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [256 x i32], ptr %26, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = zext i32 %30 to i64
  %32 = load ptr, ptr %6, align 8
  %33 = getelementptr inbounds %struct.big, ptr %32, i32 0, i32 1
  %34 = load i32, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [256 x i32], ptr %33, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = zext i32 %37 to i64
  %39 = mul i64 %31, %38
  %40 = load i32, ptr %8, align 4
  %41 = load i32, ptr %10, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = zext i32 %45 to i64
  %47 = add i64 %39, %46
  %48 = load i64, ptr %9, align 8
  %49 = add i64 %48, %47
  store i64 %49, ptr %9, align 8
  %50 = load i64, ptr %9, align 8
  %51 = trunc i64 %50 to i32
  %52 = load i32, ptr %8, align 4
  %53 = load i32, ptr %10, align 4
  %54 = add nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %55
  store i32 %51, ptr %56, align 4
  %57 = load i64, ptr %9, align 8
  %58 = lshr i64 %57, 32
  store i64 %58, ptr %9, align 8
  br label %59

59:                                               ; preds = %24
  %60 = load i32, ptr %10, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %10, align 4
  br label %18, !llvm.loop !10

62:                                               ; preds = %18
  %63 = load i64, ptr %9, align 8
  %64 = trunc i64 %63 to i32
  %65 = load i32, ptr %8, align 4
  %66 = load ptr, ptr %6, align 8
  %67 = getelementptr inbounds %struct.big, ptr %66, i32 0, i32 0
  %68 = load i32, ptr %67, align 4
  %69 = add nsw i32 %65, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %70
  store i32 %64, ptr %71, align 4
  br label %72

72:                                               ; preds = %62
  %73 = load i32, ptr %8, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %8, align 4
  br label %11, !llvm.loop !11

75:                                               ; preds = %11
  %76 = load ptr, ptr %5, align 8
  %77 = getelementptr inbounds %struct.big, ptr %76, i32 0, i32 0
  %78 = load i32, ptr %77, align 4
  %79 = load ptr, ptr %6, align 8
  %80 = getelementptr inbounds %struct.big, ptr %79, i32 0, i32 0
  %81 = load i32, ptr %80, align 4
  %82 = add nsw i32 %78, %81
  %83 = load ptr, ptr %4, align 8
  %84 = getelementptr inbounds %struct.big, ptr %83, i32 0, i32 0
  store i32 %82, ptr %84, align 4
  %85 = load ptr, ptr %4, align 8
  %86 = getelementptr inbounds %struct.big, ptr %85, i32 0, i32 1
  %87 = getelementptr inbounds [256 x i32], ptr %86, i64 0, i64 0
  %88 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 0
  %89 = load ptr, ptr %4, align 8
  %90 = getelementptr inbounds %struct.big, ptr %89, i32 0, i32 0
  %91 = load i32, ptr %90, align 4
  %92 = sext i32 %91 to i64
  %93 = mul i64 4, %92
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %87, ptr align 4 %88, i64 %93, i1 false)
  %94 = load ptr, ptr %4, align 8
  call void @norm(ptr noundef %94)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_dec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.big, align 4
  %7 = alloca [2600 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %14 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %14, i64 1028, i1 false)
  store i32 0, ptr %8, align 4
  %15 = getelementptr inbounds %struct.big, ptr %6, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %21

18:                                               ; preds = %2
  %19 = load ptr, ptr %5, align 8
  %20 = call ptr @strcpy(ptr noundef %19, ptr noundef @.str.4) #7
  store i32 1, ptr %3, align 4
  br label %117

21:                                               ; preds = %2
  br label %22

22:                                               ; preds = %73, %21
  %23 = getelementptr inbounds %struct.big, ptr %6, i32 0, i32 0
  %24 = load i32, ptr %23, align 4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %74

26:                                               ; preds = %22
  store i64 0, ptr %9, align 8
  %27 = getelementptr inbounds %struct.big, ptr %6, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %10, align 4
  br label %30

30:                                               ; preds = %52, %26
  %31 = load i32, ptr %10, align 4
  %32 = icmp sge i32 %31, 0
  br i1 %32, label %33, label %55

33:                                               ; preds = %30
  %34 = load i64, ptr %9, align 8
  %35 = shl i64 %34, 32
  %36 = getelementptr inbounds %struct.big, ptr %6, i32 0, i32 1
  %37 = load i32, ptr %10, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [256 x i32], ptr %36, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = zext i32 %40 to i64
  %42 = or i64 %35, %41
  store i64 %42, ptr %11, align 8
  %43 = load i64, ptr %11, align 8
  %44 = udiv i64 %43, 1000000000
  %45 = trunc i64 %44 to i32
  %46 = getelementptr inbounds %struct.big, ptr %6, i32 0, i32 1
  %47 = load i32, ptr %10, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [256 x i32], ptr %46, i64 0, i64 %48
  store i32 %45, ptr %49, align 4
  %50 = load i64, ptr %11, align 8
  %51 = urem i64 %50, 1000000000
  store i64 %51, ptr %9, align 8
  br label %52

52:                                               ; preds = %33
  %53 = load i32, ptr %10, align 4
  %54 = add nsw i32 %53, -1
  store i32 %54, ptr %10, align 4
  br label %30, !llvm.loop !12

55:                                               ; preds = %30
  call void @norm(ptr noundef %6)
  store i32 0, ptr %12, align 4
  br label %56

56:                                               ; preds = %70, %55
  %57 = load i32, ptr %12, align 4
  %58 = icmp slt i32 %57, 9
  br i1 %58, label %59, label %73

59:                                               ; preds = %56
  %60 = load i64, ptr %9, align 8
  %61 = urem i64 %60, 10
  %62 = add i64 48, %61
  %63 = trunc i64 %62 to i8
  %64 = load i32, ptr %8, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %8, align 4
  %66 = sext i32 %64 to i64
  %67 = getelementptr inbounds [2600 x i8], ptr %7, i64 0, i64 %66
  store i8 %63, ptr %67, align 1
  %68 = load i64, ptr %9, align 8
  %69 = udiv i64 %68, 10
  store i64 %69, ptr %9, align 8
  br label %70

70:                                               ; preds = %59
  %71 = load i32, ptr %12, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %12, align 4
  br label %56, !llvm.loop !13

73:                                               ; preds = %56
  br label %22, !llvm.loop !14

74:                                               ; preds = %22
  br label %75

75:                                               ; preds = %88, %74
  %76 = load i32, ptr %8, align 4
  %77 = icmp sgt i32 %76, 1
  br i1 %77, label %78, label %86

78:                                               ; preds = %75
  %79 = load i32, ptr %8, align 4
  %80 = sub nsw i32 %79, 1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [2600 x i8], ptr %7, i64 0, i64 %81
  %83 = load i8, ptr %82, align 1
  %84 = zext i8 %83 to i32
  %85 = icmp eq i32 %84, 48
  br label %86

86:                                               ; preds = %78, %75
  %87 = phi i1 [ false, %75 ], [ %85, %78 ]
  br i1 %87, label %88, label %91

88:                                               ; preds = %86
  %89 = load i32, ptr %8, align 4
  %90 = add nsw i32 %89, -1
  store i32 %90, ptr %8, align 4
  br label %75, !llvm.loop !15

91:                                               ; preds = %86
  store i32 0, ptr %13, align 4
  br label %92

92:                                               ; preds = %108, %91
  %93 = load i32, ptr %13, align 4
  %94 = load i32, ptr %8, align 4
  %95 = icmp slt i32 %93, %94
  br i1 %95, label %96, label %111

96:                                               ; preds = %92
  %97 = load i32, ptr %8, align 4
  %98 = sub nsw i32 %97, 1
  %99 = load i32, ptr %13, align 4
  %100 = sub nsw i32 %98, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [2600 x i8], ptr %7, i64 0, i64 %101
  %103 = load i8, ptr %102, align 1
  %104 = load ptr, ptr %5, align 8
  %105 = load i32, ptr %13, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i8, ptr %104, i64 %106
  store i8 %103, ptr %107, align 1
  br label %108

108:                                              ; preds = %96
  %109 = load i32, ptr %13, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %13, align 4
  br label %92, !llvm.loop !16

111:                                              ; preds = %92
  %112 = load ptr, ptr %5, align 8
  %113 = load i32, ptr %8, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i8, ptr %112, i64 %114
  store i8 0, ptr %115, align 1
  %116 = load i32, ptr %8, align 4
  store i32 %116, ptr %3, align 4
  br label %117

117:                                              ; preds = %111, %18
  %118 = load i32, ptr %3, align 4
  ret i32 %118
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @digit_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %10, ptr %2, align 8
  %11 = load i8, ptr %9, align 1
  %12 = zext i8 %11 to i32
  %13 = sub nsw i32 %12, 48
  %14 = load i32, ptr %3, align 4
  %15 = add i32 %14, %13
  store i32 %15, ptr %3, align 4
  br label %4, !llvm.loop !17

16:                                               ; preds = %4
  %17 = load i32, ptr %3, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds %struct.big, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = icmp sgt i32 %12, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %3
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.big, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  br label %25

21:                                               ; preds = %3
  %22 = load ptr, ptr %6, align 8
  %23 = getelementptr inbounds %struct.big, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 4
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi i32 [ %20, %17 ], [ %24, %21 ]
  store i32 %26, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %27

27:                                               ; preds = %76, %25
  %28 = load i32, ptr %9, align 4
  %29 = load i32, ptr %8, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %79

31:                                               ; preds = %27
  %32 = load i32, ptr %9, align 4
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds %struct.big, ptr %33, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  %36 = icmp slt i32 %32, %35
  br i1 %36, label %37, label %44

37:                                               ; preds = %31
  %38 = load ptr, ptr %5, align 8
  %39 = getelementptr inbounds %struct.big, ptr %38, i32 0, i32 1
  %40 = load i32, ptr %9, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [256 x i32], ptr %39, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4
  br label %45

44:                                               ; preds = %31
  br label %45

45:                                               ; preds = %44, %37
  %46 = phi i32 [ %43, %37 ], [ 0, %44 ]
  %47 = zext i32 %46 to i64
  %48 = load i32, ptr %9, align 4
  %49 = load ptr, ptr %6, align 8
  %50 = getelementptr inbounds %struct.big, ptr %49, i32 0, i32 0
  %51 = load i32, ptr %50, align 4
  %52 = icmp slt i32 %48, %51
  br i1 %52, label %53, label %60

53:                                               ; preds = %45
  %54 = load ptr, ptr %6, align 8
  %55 = getelementptr inbounds %struct.big, ptr %54, i32 0, i32 1
  %56 = load i32, ptr %9, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [256 x i32], ptr %55, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  br label %61

60:                                               ; preds = %45
  br label %61

61:                                               ; preds = %60, %53
  %62 = phi i32 [ %59, %53 ], [ 0, %60 ]
  %63 = zext i32 %62 to i64
  %64 = add i64 %47, %63
  %65 = load i64, ptr %7, align 8
  %66 = add i64 %65, %64
  store i64 %66, ptr %7, align 8
  %67 = load i64, ptr %7, align 8
  %68 = trunc i64 %67 to i32
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds %struct.big, ptr %69, i32 0, i32 1
  %71 = load i32, ptr %9, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [256 x i32], ptr %70, i64 0, i64 %72
  store i32 %68, ptr %73, align 4
  %74 = load i64, ptr %7, align 8
  %75 = lshr i64 %74, 32
  store i64 %75, ptr %7, align 8
  br label %76

76:                                               ; preds = %61
  %77 = load i32, ptr %9, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %9, align 4
  br label %27, !llvm.loop !18

79:                                               ; preds = %27
  %80 = load i32, ptr %8, align 4
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds %struct.big, ptr %81, i32 0, i32 0
  store i32 %80, ptr %82, align 4
  %83 = load i64, ptr %7, align 8
  %84 = icmp ne i64 %83, 0
  br i1 %84, label %85, label %96

85:                                               ; preds = %79
  %86 = load i64, ptr %7, align 8
  %87 = trunc i64 %86 to i32
  %88 = load ptr, ptr %4, align 8
  %89 = getelementptr inbounds %struct.big, ptr %88, i32 0, i32 1
  %90 = load ptr, ptr %4, align 8
  %91 = getelementptr inbounds %struct.big, ptr %90, i32 0, i32 0
  %92 = load i32, ptr %91, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %91, align 4
  %94 = sext i32 %92 to i64
  %95 = getelementptr inbounds [256 x i32], ptr %89, i64 0, i64 %94
  store i32 %87, ptr %95, align 4
  br label %96

96:                                               ; preds = %85, %79
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @karatsuba(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.big, align 4
  %9 = alloca %struct.big, align 4
  %10 = alloca %struct.big, align 4
  %11 = alloca %struct.big, align 4
  %12 = alloca %struct.big, align 4
  %13 = alloca %struct.big, align 4
  %14 = alloca %struct.big, align 4
  %15 = alloca %struct.big, align 4
  %16 = alloca %struct.big, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.big, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = icmp slt i32 %19, 8
  br i1 %20, label %26, label %21

21:                                               ; preds = %3
  %22 = load ptr, ptr %6, align 8
  %23 = getelementptr inbounds %struct.big, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 4
  %25 = icmp slt i32 %24, 8
  br i1 %25, label %26, label %30

26:                                               ; preds = %21, %3
  %27 = load ptr, ptr %4, align 8
  %28 = load ptr, ptr %5, align 8
  %29 = load ptr, ptr %6, align 8
  call void @mul_school(ptr noundef %27, ptr noundef %28, ptr noundef %29)
  br label %60

30:                                               ; preds = %21
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.big, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %32, align 4
  %34 = load ptr, ptr %6, align 8
  %35 = getelementptr inbounds %struct.big, ptr %34, i32 0, i32 0
  %36 = load i32, ptr %35, align 4
  %37 = icmp sgt i32 %33, %36
  br i1 %37, label %38, label %42

38:                                               ; preds = %30
  %39 = load ptr, ptr %5, align 8
  %40 = getelementptr inbounds %struct.big, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  br label %46

42:                                               ; preds = %30
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds %struct.big, ptr %43, i32 0, i32 0
  %45 = load i32, ptr %44, align 4
  br label %46

46:                                               ; preds = %42, %38
  %47 = phi i32 [ %41, %38 ], [ %45, %42 ]
  %48 = sdiv i32 %47, 2
  store i32 %48, ptr %7, align 4
  %49 = load ptr, ptr %5, align 8
  %50 = load i32, ptr %7, align 4
  call void @split(ptr noundef %49, i32 noundef %50, ptr noundef %8, ptr noundef %9)
  %51 = load ptr, ptr %6, align 8
  %52 = load i32, ptr %7, align 4
  call void @split(ptr noundef %51, i32 noundef %52, ptr noundef %10, ptr noundef %11)
  call void @karatsuba(ptr noundef %12, ptr noundef %8, ptr noundef %10)
  call void @karatsuba(ptr noundef %14, ptr noundef %9, ptr noundef %11)
  call void @add(ptr noundef %15, ptr noundef %8, ptr noundef %9)
  call void @add(ptr noundef %16, ptr noundef %10, ptr noundef %11)
  call void @karatsuba(ptr noundef %13, ptr noundef %15, ptr noundef %16)
  call void @sub(ptr noundef %13, ptr noundef %13, ptr noundef %12)
  call void @sub(ptr noundef %13, ptr noundef %13, ptr noundef %14)
  %53 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %53, ptr align 4 %12, i64 1028, i1 false)
  %54 = load ptr, ptr %4, align 8
  %55 = load i32, ptr %7, align 4
  call void @shift_add(ptr noundef %54, ptr noundef %13, i32 noundef %55)
  %56 = load ptr, ptr %4, align 8
  %57 = load i32, ptr %7, align 4
  %58 = mul nsw i32 2, %57
  call void @shift_add(ptr noundef %56, ptr noundef %14, i32 noundef %58)
  %59 = load ptr, ptr %4, align 8
  call void @norm(ptr noundef %59)
  br label %60

60:                                               ; preds = %46, %26
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @norm(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  br label %3

3:                                                ; preds = %21, %1
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %19

8:                                                ; preds = %3
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 1
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.big, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = sub nsw i32 %13, 1
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [256 x i32], ptr %10, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = icmp eq i32 %17, 0
  br label %19

19:                                               ; preds = %8, %3
  %20 = phi i1 [ false, %3 ], [ %18, %8 ]
  br i1 %20, label %21, label %26

21:                                               ; preds = %19
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.big, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr %23, align 4
  br label %3, !llvm.loop !19

26:                                               ; preds = %19
  ret void
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @split(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %18

14:                                               ; preds = %4
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  br label %20

18:                                               ; preds = %4
  %19 = load i32, ptr %6, align 4
  br label %20

20:                                               ; preds = %18, %14
  %21 = phi i32 [ %17, %14 ], [ %19, %18 ]
  %22 = load ptr, ptr %7, align 8
  %23 = getelementptr inbounds %struct.big, ptr %22, i32 0, i32 0
  store i32 %21, ptr %23, align 4
  %24 = load ptr, ptr %7, align 8
  %25 = getelementptr inbounds %struct.big, ptr %24, i32 0, i32 1
  %26 = getelementptr inbounds [256 x i32], ptr %25, i64 0, i64 0
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds %struct.big, ptr %27, i32 0, i32 1
  %29 = getelementptr inbounds [256 x i32], ptr %28, i64 0, i64 0
  %30 = load ptr, ptr %7, align 8
  %31 = getelementptr inbounds %struct.big, ptr %30, i32 0, i32 0
  %32 = load i32, ptr %31, align 4
  %33 = sext i32 %32 to i64
  %34 = mul i64 4, %33
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 %29, i64 %34, i1 false)
  %35 = load ptr, ptr %7, align 8
  call void @norm(ptr noundef %35)
  %36 = load ptr, ptr %5, align 8
  %37 = getelementptr inbounds %struct.big, ptr %36, i32 0, i32 0
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %6, align 4
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %47

41:                                               ; preds = %20
  %42 = load ptr, ptr %5, align 8
  %43 = getelementptr inbounds %struct.big, ptr %42, i32 0, i32 0
  %44 = load i32, ptr %43, align 4
  %45 = load i32, ptr %6, align 4
  %46 = sub nsw i32 %44, %45
  br label %48

47:                                               ; preds = %20
  br label %48

48:                                               ; preds = %47, %41
  %49 = phi i32 [ %46, %41 ], [ 0, %47 ]
  %50 = load ptr, ptr %8, align 8
  %51 = getelementptr inbounds %struct.big, ptr %50, i32 0, i32 0
  store i32 %49, ptr %51, align 4
  %52 = load ptr, ptr %8, align 8
  %53 = getelementptr inbounds %struct.big, ptr %52, i32 0, i32 1
  %54 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 0
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds %struct.big, ptr %55, i32 0, i32 1
  %57 = getelementptr inbounds [256 x i32], ptr %56, i64 0, i64 0
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %57, i64 %59
  %61 = load ptr, ptr %8, align 8
  %62 = getelementptr inbounds %struct.big, ptr %61, i32 0, i32 0
  %63 = load i32, ptr %62, align 4
  %64 = sext i32 %63 to i64
  %65 = mul i64 4, %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %54, ptr align 4 %60, i64 %65, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sub(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %54, %3
  %10 = load i32, ptr %8, align 4
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.big, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = icmp slt i32 %10, %13
  br i1 %14, label %15, label %57

15:                                               ; preds = %9
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.big, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [256 x i32], ptr %17, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = zext i32 %21 to i64
  %23 = load i32, ptr %8, align 4
  %24 = load ptr, ptr %6, align 8
  %25 = getelementptr inbounds %struct.big, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = icmp slt i32 %23, %26
  br i1 %27, label %28, label %35

28:                                               ; preds = %15
  %29 = load ptr, ptr %6, align 8
  %30 = getelementptr inbounds %struct.big, ptr %29, i32 0, i32 1
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4
  br label %36

35:                                               ; preds = %15
  br label %36

36:                                               ; preds = %35, %28
  %37 = phi i32 [ %34, %28 ], [ 0, %35 ]
  %38 = zext i32 %37 to i64
  %39 = sub nsw i64 %22, %38
  %40 = load i64, ptr %7, align 8
  %41 = add nsw i64 %40, %39
  store i64 %41, ptr %7, align 8
  %42 = load i64, ptr %7, align 8
  %43 = trunc i64 %42 to i32
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.big, ptr %44, i32 0, i32 1
  %46 = load i32, ptr %8, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [256 x i32], ptr %45, i64 0, i64 %47
  store i32 %43, ptr %48, align 4
  %49 = load i64, ptr %7, align 8
  %50 = icmp slt i64 %49, 0
  %51 = zext i1 %50 to i64
  %52 = select i1 %50, i32 -1, i32 0
  %53 = sext i32 %52 to i64
  store i64 %53, ptr %7, align 8
  br label %54

54:                                               ; preds = %36
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %8, align 4
  br label %9, !llvm.loop !20

57:                                               ; preds = %9
  %58 = load ptr, ptr %5, align 8
  %59 = getelementptr inbounds %struct.big, ptr %58, i32 0, i32 0
  %60 = load i32, ptr %59, align 4
  %61 = load ptr, ptr %4, align 8
  %62 = getelementptr inbounds %struct.big, ptr %61, i32 0, i32 0
  store i32 %60, ptr %62, align 4
  %63 = load ptr, ptr %4, align 8
  call void @norm(ptr noundef %63)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shift_add(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %83, %3
  %11 = load i32, ptr %8, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.big, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = icmp slt i32 %11, %14
  br i1 %15, label %19, label %16

16:                                               ; preds = %10
  %17 = load i64, ptr %7, align 8
  %18 = icmp ne i64 %17, 0
  br label %19

19:                                               ; preds = %16, %10
  %20 = phi i1 [ true, %10 ], [ %18, %16 ]
  br i1 %20, label %21, label %86

21:                                               ; preds = %19
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %22, %23
  store i32 %24, ptr %9, align 4
  %25 = load i32, ptr %9, align 4
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.big, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = icmp sge i32 %25, %28
  br i1 %29, label %30, label %47

30:                                               ; preds = %21
  br label %31

31:                                               ; preds = %37, %30
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.big, ptr %32, i32 0, i32 0
  %34 = load i32, ptr %33, align 4
  %35 = load i32, ptr %9, align 4
  %36 = icmp sle i32 %34, %35
  br i1 %36, label %37, label %46

37:                                               ; preds = %31
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds %struct.big, ptr %38, i32 0, i32 1
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds %struct.big, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %41, align 4
  %44 = sext i32 %42 to i64
  %45 = getelementptr inbounds [256 x i32], ptr %39, i64 0, i64 %44
  store i32 0, ptr %45, align 4
  br label %31, !llvm.loop !21

46:                                               ; preds = %31
  br label %47

47:                                               ; preds = %46, %21
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds %struct.big, ptr %48, i32 0, i32 1
  %50 = load i32, ptr %9, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [256 x i32], ptr %49, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = zext i32 %53 to i64
  %55 = load i32, ptr %8, align 4
  %56 = load ptr, ptr %5, align 8
  %57 = getelementptr inbounds %struct.big, ptr %56, i32 0, i32 0
  %58 = load i32, ptr %57, align 4
  %59 = icmp slt i32 %55, %58
  br i1 %59, label %60, label %67

60:                                               ; preds = %47
  %61 = load ptr, ptr %5, align 8
  %62 = getelementptr inbounds %struct.big, ptr %61, i32 0, i32 1
  %63 = load i32, ptr %8, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [256 x i32], ptr %62, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  br label %68

67:                                               ; preds = %47
  br label %68

68:                                               ; preds = %67, %60
  %69 = phi i32 [ %66, %60 ], [ 0, %67 ]
  %70 = zext i32 %69 to i64
  %71 = add i64 %54, %70
  %72 = load i64, ptr %7, align 8
  %73 = add i64 %72, %71
  store i64 %73, ptr %7, align 8
  %74 = load i64, ptr %7, align 8
  %75 = trunc i64 %74 to i32
  %76 = load ptr, ptr %4, align 8
  %77 = getelementptr inbounds %struct.big, ptr %76, i32 0, i32 1
  %78 = load i32, ptr %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [256 x i32], ptr %77, i64 0, i64 %79
  store i32 %75, ptr %80, align 4
  %81 = load i64, ptr %7, align 8
  %82 = lshr i64 %81, 32
  store i64 %82, ptr %7, align 8
  br label %83

83:                                               ; preds = %68
  %84 = load i32, ptr %8, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %8, align 4
  br label %10, !llvm.loop !22

86:                                               ; preds = %19
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }

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
!22 = distinct !{!22, !7}
