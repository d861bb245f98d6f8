; ModuleID = 'programs/text_formatting.c'
source_filename = "programs/text_formatting.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i64, ptr }

@.str = private unnamed_addr constant [123 x i8] c"The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! How vexingly quick daft zebras jump.\00", align 1
@__const.main.samples = private unnamed_addr constant [10 x i32] [i32 1, i32 4, i32 9, i32 14, i32 40, i32 90, i32 400, i32 1994, i32 2024, i32 3999], align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"bad=%d\0A\00", align 1
@__const.main.nums = private unnamed_addr constant [10 x i64] [i64 0, i64 13, i64 85, i64 100, i64 101, i64 999, i64 1000, i64 123456, i64 1000001, i64 2147483647], align 8
@.str.3 = private unnamed_addr constant [9 x i8] c"%ld: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"%s %s %s %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [40 x i8] c"name,\22Smith, John\22,42,\22say \22\22hi\22\22\22,,end\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c" n=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"|%-*s|\0A\00", align 1
@to_roman.v = internal constant [13 x i32] [i32 1000, i32 900, i32 500, i32 400, i32 100, i32 90, i32 50, i32 40, i32 10, i32 9, i32 5, i32 4, i32 1], align 4
@to_roman.s = internal global [13 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21], align 8
@.str.9 = private unnamed_addr constant [2 x i8] c"M\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"CM\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"CD\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"XC\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"L\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"XL\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"X\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"IX\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"IV\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"I\00", align 1
@ones = internal global [20 x ptr] [ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42, ptr @.str.43, ptr @.str.44, ptr @.str.45, ptr @.str.46, ptr @.str.47], align 8
@tens = internal global [10 x ptr] [ptr @.str.48, ptr @.str.48, ptr @.str.49, ptr @.str.50, ptr @.str.51, ptr @.str.52, ptr @.str.53, ptr @.str.54, ptr @.str.55, ptr @.str.56], align 8
@.str.22 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@words.big = internal constant [4 x %struct.anon] [%struct.anon { i64 1000000000, ptr @.str.23 }, %struct.anon { i64 1000000, ptr @.str.24 }, %struct.anon { i64 1000, ptr @.str.25 }, %struct.anon { i64 100, ptr @.str.26 }], align 8
@.str.23 = private unnamed_addr constant [8 x i8] c"billion\00", align 1
@.str.24 = private unnamed_addr constant [8 x i8] c"million\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"thousand\00", align 1
@.str.26 = private unnamed_addr constant [8 x i8] c"hundred\00", align 1
@.str.27 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.28 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.30 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.33 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"six\00", align 1
@.str.35 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"eight\00", align 1
@.str.37 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.38 = private unnamed_addr constant [4 x i8] c"ten\00", align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"eleven\00", align 1
@.str.40 = private unnamed_addr constant [7 x i8] c"twelve\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"thirteen\00", align 1
@.str.42 = private unnamed_addr constant [9 x i8] c"fourteen\00", align 1
@.str.43 = private unnamed_addr constant [8 x i8] c"fifteen\00", align 1
@.str.44 = private unnamed_addr constant [8 x i8] c"sixteen\00", align 1
@.str.45 = private unnamed_addr constant [10 x i8] c"seventeen\00", align 1
@.str.46 = private unnamed_addr constant [9 x i8] c"eighteen\00", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"nineteen\00", align 1
@.str.48 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.49 = private unnamed_addr constant [7 x i8] c"twenty\00", align 1
@.str.50 = private unnamed_addr constant [7 x i8] c"thirty\00", align 1
@.str.51 = private unnamed_addr constant [6 x i8] c"forty\00", align 1
@.str.52 = private unnamed_addr constant [6 x i8] c"fifty\00", align 1
@.str.53 = private unnamed_addr constant [6 x i8] c"sixty\00", align 1
@.str.54 = private unnamed_addr constant [8 x i8] c"seventy\00", align 1
@.str.55 = private unnamed_addr constant [7 x i8] c"eighty\00", align 1
@.str.56 = private unnamed_addr constant [7 x i8] c"ninety\00", align 1
@.str.57 = private unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [32 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca [10 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca [10 x i64], align 8
  %8 = alloca i32, align 4
  %9 = alloca [256 x i8], align 1
  %10 = alloca [72 x i8], align 1
  %11 = alloca [72 x i8], align 1
  %12 = alloca [72 x i8], align 1
  %13 = alloca [72 x i8], align 1
  %14 = alloca [8 x [32 x i8]], align 1
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @wrap(ptr noundef @.str, i32 noundef 28)
  store i32 0, ptr %2, align 4
  store i32 1, ptr %4, align 4
  br label %17

17:                                               ; preds = %31, %0
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %18, 4000
  br i1 %19, label %20, label %34

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4
  %22 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  call void @to_roman(i32 noundef %21, ptr noundef %22)
  %23 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %24 = call i32 @from_roman(ptr noundef %23)
  %25 = load i32, ptr %4, align 4
  %26 = icmp ne i32 %24, %25
  br i1 %26, label %27, label %30

27:                                               ; preds = %20
  %28 = load i32, ptr %2, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %2, align 4
  br label %30

30:                                               ; preds = %27, %20
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %4, align 4
  br label %17, !llvm.loop !6

34:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.samples, i64 40, i1 false)
  store i32 0, ptr %6, align 4
  br label %35

35:                                               ; preds = %50, %34
  %36 = load i32, ptr %6, align 4
  %37 = icmp slt i32 %36, 10
  br i1 %37, label %38, label %53

38:                                               ; preds = %35
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [10 x i32], ptr %5, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  call void @to_roman(i32 noundef %42, ptr noundef %43)
  %44 = load i32, ptr %6, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [10 x i32], ptr %5, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %47, ptr noundef %48)
  br label %50

50:                                               ; preds = %38
  %51 = load i32, ptr %6, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %6, align 4
  br label %35, !llvm.loop !8

53:                                               ; preds = %35
  %54 = load i32, ptr %2, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %54)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.nums, i64 80, i1 false)
  store i32 0, ptr %8, align 4
  br label %56

56:                                               ; preds = %71, %53
  %57 = load i32, ptr %8, align 4
  %58 = icmp slt i32 %57, 10
  br i1 %58, label %59, label %74

59:                                               ; preds = %56
  call void @llvm.memset.p0.i64(ptr align 1 %9, i8 0, i64 256, i1 false)
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [10 x i64], ptr %7, i64 0, i64 %61
  %63 = load i64, ptr %62, align 8
  %64 = getelementptr inbounds [256 x i8], ptr %9, i64 0, i64 0
  call void @words(i64 noundef %63, ptr noundef %64)
  %65 = load i32, ptr %8, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [10 x i64], ptr %7, i64 0, i64 %66
  %68 = load i64, ptr %67, align 8
  %69 = getelementptr inbounds [256 x i8], ptr %9, i64 0, i64 0
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %68, ptr noundef %69)
  br label %71

71:                                               ; preds = %59
  %72 = load i32, ptr %8, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %8, align 4
  br label %56, !llvm.loop !9

74:                                               ; preds = %56
  %75 = getelementptr inbounds [72 x i8], ptr %10, i64 0, i64 0
  %76 = call ptr @itoa_base(i64 noundef 255, i32 noundef 2, ptr noundef %75)
  %77 = getelementptr inbounds [72 x i8], ptr %11, i64 0, i64 0
  %78 = call ptr @itoa_base(i64 noundef -255, i32 noundef 16, ptr noundef %77)
  %79 = getelementptr inbounds [72 x i8], ptr %12, i64 0, i64 0
  %80 = call ptr @itoa_base(i64 noundef 123456789, i32 noundef 36, ptr noundef %79)
  %81 = getelementptr inbounds [72 x i8], ptr %13, i64 0, i64 0
  %82 = call ptr @itoa_base(i64 noundef -9223372036854775808, i32 noundef 10, ptr noundef %81)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %76, ptr noundef %78, ptr noundef %80, ptr noundef %82)
  %84 = getelementptr inbounds [8 x [32 x i8]], ptr %14, i64 0, i64 0
  %85 = call i32 @csv_fields(ptr noundef @.str.5, ptr noundef %84)
  store i32 %85, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %86

86:                                               ; preds = %96, %74
  %87 = load i32, ptr %16, align 4
  %88 = load i32, ptr %15, align 4
  %89 = icmp slt i32 %87, %88
  br i1 %89, label %90, label %99

90:                                               ; preds = %86
  %91 = load i32, ptr %16, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [8 x [32 x i8]], ptr %14, i64 0, i64 %92
  %94 = getelementptr inbounds [32 x i8], ptr %93, i64 0, i64 0
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %94)
  br label %96

96:                                               ; preds = %90
  %97 = load i32, ptr %16, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %16, align 4
  br label %86, !llvm.loop !10

99:                                               ; preds = %86
  %100 = load i32, ptr %15, align 4
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %100)
  %102 = load i32, ptr %2, align 4
  ret i32 %102
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wrap(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [128 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  %10 = load ptr, ptr %3, align 8
  store ptr %10, ptr %7, align 8
  br label %11

11:                                               ; preds = %73, %2
  %12 = load ptr, ptr %7, align 8
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0
  br i1 %14, label %15, label %87

15:                                               ; preds = %11
  br label %16

16:                                               ; preds = %21, %15
  %17 = load ptr, ptr %7, align 8
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp eq i32 %19, 32
  br i1 %20, label %21, label %24

21:                                               ; preds = %16
  %22 = load ptr, ptr %7, align 8
  %23 = getelementptr inbounds i8, ptr %22, i32 1
  store ptr %23, ptr %7, align 8
  br label %16, !llvm.loop !11

24:                                               ; preds = %16
  %25 = load ptr, ptr %7, align 8
  store ptr %25, ptr %8, align 8
  br label %26

26:                                               ; preds = %38, %24
  %27 = load ptr, ptr %7, align 8
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %36

31:                                               ; preds = %26
  %32 = load ptr, ptr %7, align 8
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = icmp ne i32 %34, 32
  br label %36

36:                                               ; preds = %31, %26
  %37 = phi i1 [ false, %26 ], [ %35, %31 ]
  br i1 %37, label %38, label %41

38:                                               ; preds = %36
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds i8, ptr %39, i32 1
  store ptr %40, ptr %7, align 8
  br label %26, !llvm.loop !12

41:                                               ; preds = %36
  %42 = load ptr, ptr %7, align 8
  %43 = load ptr, ptr %8, align 8
  %44 = ptrtoint ptr %42 to i64
  %45 = ptrtoint ptr %43 to i64
  %46 = sub i64 %44, %45
  %47 = trunc i64 %46 to i32
  store i32 %47, ptr %9, align 4
  %48 = load i32, ptr %9, align 4
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %51, label %50

50:                                               ; preds = %41
  br label %87

51:                                               ; preds = %41
  %52 = load i32, ptr %6, align 4
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %65

54:                                               ; preds = %51
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  %57 = load i32, ptr %9, align 4
  %58 = add nsw i32 %56, %57
  %59 = load i32, ptr %4, align 4
  %60 = icmp sgt i32 %58, %59
  br i1 %60, label %61, label %65

61:                                               ; preds = %54
  %62 = load i32, ptr %4, align 4
  %63 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 0
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %62, ptr noundef %63)
  store i32 0, ptr %6, align 4
  br label %65

65:                                               ; preds = %61, %54, %51
  %66 = load i32, ptr %6, align 4
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %68, label %73

68:                                               ; preds = %65
  %69 = load i32, ptr %6, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %6, align 4
  %71 = sext i32 %69 to i64
  %72 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %71
  store i8 32, ptr %72, align 1
  br label %73

73:                                               ; preds = %68, %65
  %74 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 0
  %75 = load i32, ptr %6, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i8, ptr %74, i64 %76
  %78 = load ptr, ptr %8, align 8
  %79 = load i32, ptr %9, align 4
  %80 = sext i32 %79 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %77, ptr align 1 %78, i64 %80, i1 false)
  %81 = load i32, ptr %9, align 4
  %82 = load i32, ptr %6, align 4
  %83 = add nsw i32 %82, %81
  store i32 %83, ptr %6, align 4
  %84 = load i32, ptr %6, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %85
  store i8 0, ptr %86, align 1
  br label %11, !llvm.loop !13

87:                                               ; preds = %50, %11
  %88 = load i32, ptr %6, align 4
  %89 = icmp ne i32 %88, 0
  br i1 %89, label %90, label %94

90:                                               ; preds = %87
  %91 = load i32, ptr %4, align 4
  %92 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 0
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %91, ptr noundef %92)
  br label %94

94:                                               ; preds = %90, %87
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @to_roman(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store i8 0, ptr %6, align 1
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %32, %2
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 13
  br i1 %9, label %10, label %35

10:                                               ; preds = %7
  br label %11

11:                                               ; preds = %18, %10
  %12 = load i32, ptr %3, align 4
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [13 x i32], ptr @to_roman.v, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = icmp sge i32 %12, %16
  br i1 %17, label %18, label %31

18:                                               ; preds = %11
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [13 x ptr], ptr @to_roman.s, i64 0, i64 %21
  %23 = load ptr, ptr %22, align 8
  %24 = call ptr @strcat(ptr noundef %19, ptr noundef %23) #6
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [13 x i32], ptr @to_roman.v, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = load i32, ptr %3, align 4
  %30 = sub nsw i32 %29, %28
  store i32 %30, ptr %3, align 4
  br label %11, !llvm.loop !14

31:                                               ; preds = %11
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %7, !llvm.loop !15

35:                                               ; preds = %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @from_roman(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  %7 = load ptr, ptr %2, align 8
  %8 = call i64 @strlen(ptr noundef %7) #7
  %9 = trunc i64 %8 to i32
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %5, align 4
  br label %11

11:                                               ; preds = %42, %1
  %12 = load i32, ptr %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %45

14:                                               ; preds = %11
  store i32 0, ptr %6, align 4
  %15 = load ptr, ptr %2, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %15, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  switch i32 %20, label %28 [
    i32 73, label %21
    i32 86, label %22
    i32 88, label %23
    i32 76, label %24
    i32 67, label %25
    i32 68, label %26
    i32 77, label %27
  ]

21:                                               ; preds = %14
  store i32 1, ptr %6, align 4
  br label %28

22:                                               ; preds = %14
  store i32 5, ptr %6, align 4
  br label %28

23:                                               ; preds = %14
  store i32 10, ptr %6, align 4
  br label %28

24:                                               ; preds = %14
  store i32 50, ptr %6, align 4
  br label %28

25:                                               ; preds = %14
  store i32 100, ptr %6, align 4
  br label %28

26:                                               ; preds = %14
  store i32 500, ptr %6, align 4
  br label %28

27:                                               ; preds = %14
  store i32 1000, ptr %6, align 4
  br label %28

28:                                               ; preds = %14, %27, %26, %25, %24, %23, %22, %21
  %29 = load i32, ptr %6, align 4
  %30 = load i32, ptr %4, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %36

32:                                               ; preds = %28
  %33 = load i32, ptr %6, align 4
  %34 = load i32, ptr %3, align 4
  %35 = sub nsw i32 %34, %33
  store i32 %35, ptr %3, align 4
  br label %41

36:                                               ; preds = %28
  %37 = load i32, ptr %6, align 4
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %3, align 4
  %40 = load i32, ptr %6, align 4
  store i32 %40, ptr %4, align 4
  br label %41

41:                                               ; preds = %36, %32
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, -1
  store i32 %44, ptr %5, align 4
  br label %11, !llvm.loop !16

45:                                               ; preds = %11
  %46 = load i32, ptr %3, align 4
  ret i32 %46
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @words(i64 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = icmp slt i64 %6, 20
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %3, align 8
  %11 = getelementptr inbounds [20 x ptr], ptr @ones, i64 0, i64 %10
  %12 = load ptr, ptr %11, align 8
  %13 = call ptr @strcat(ptr noundef %9, ptr noundef %12) #6
  br label %91

14:                                               ; preds = %2
  %15 = load i64, ptr %3, align 8
  %16 = icmp slt i64 %15, 100
  br i1 %16, label %17, label %37

17:                                               ; preds = %14
  %18 = load ptr, ptr %4, align 8
  %19 = load i64, ptr %3, align 8
  %20 = sdiv i64 %19, 10
  %21 = getelementptr inbounds [10 x ptr], ptr @tens, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8
  %23 = call ptr @strcat(ptr noundef %18, ptr noundef %22) #6
  %24 = load i64, ptr %3, align 8
  %25 = srem i64 %24, 10
  %26 = icmp ne i64 %25, 0
  br i1 %26, label %27, label %36

27:                                               ; preds = %17
  %28 = load ptr, ptr %4, align 8
  %29 = call ptr @strcat(ptr noundef %28, ptr noundef @.str.22) #6
  %30 = load ptr, ptr %4, align 8
  %31 = load i64, ptr %3, align 8
  %32 = srem i64 %31, 10
  %33 = getelementptr inbounds [20 x ptr], ptr @ones, i64 0, i64 %32
  %34 = load ptr, ptr %33, align 8
  %35 = call ptr @strcat(ptr noundef %30, ptr noundef %34) #6
  br label %36

36:                                               ; preds = %27, %17
  br label %91

37:                                               ; preds = %14
  store i32 0, ptr %5, align 4
  br label %38

38:                                               ; preds = %88, %37
  %39 = load i32, ptr %5, align 4
  %40 = icmp slt i32 %39, 4
  br i1 %40, label %41, label %91

41:                                               ; preds = %38
  %42 = load i64, ptr %3, align 8
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [4 x %struct.anon], ptr @words.big, i64 0, i64 %44
  %46 = getelementptr inbounds %struct.anon, ptr %45, i32 0, i32 0
  %47 = load i64, ptr %46, align 8
  %48 = icmp sge i64 %42, %47
  br i1 %48, label %49, label %87

49:                                               ; preds = %41
  %50 = load i64, ptr %3, align 8
  %51 = load i32, ptr %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4 x %struct.anon], ptr @words.big, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.anon, ptr %53, i32 0, i32 0
  %55 = load i64, ptr %54, align 8
  %56 = sdiv i64 %50, %55
  %57 = load ptr, ptr %4, align 8
  call void @words(i64 noundef %56, ptr noundef %57)
  %58 = load ptr, ptr %4, align 8
  %59 = call ptr @strcat(ptr noundef %58, ptr noundef @.str.27) #6
  %60 = load ptr, ptr %4, align 8
  %61 = load i32, ptr %5, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [4 x %struct.anon], ptr @words.big, i64 0, i64 %62
  %64 = getelementptr inbounds %struct.anon, ptr %63, i32 0, i32 1
  %65 = load ptr, ptr %64, align 8
  %66 = call ptr @strcat(ptr noundef %60, ptr noundef %65) #6
  %67 = load i64, ptr %3, align 8
  %68 = load i32, ptr %5, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [4 x %struct.anon], ptr @words.big, i64 0, i64 %69
  %71 = getelementptr inbounds %struct.anon, ptr %70, i32 0, i32 0
  %72 = load i64, ptr %71, align 8
  %73 = srem i64 %67, %72
  %74 = icmp ne i64 %73, 0
  br i1 %74, label %75, label %86

75:                                               ; preds = %49
  %76 = load ptr, ptr %4, align 8
  %77 = call ptr @strcat(ptr noundef %76, ptr noundef @.str.27) #6
  %78 = load i64, ptr %3, align 8
  %79 = load i32, ptr %5, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [4 x %struct.anon], ptr @words.big, i64 0, i64 %80
  %82 = getelementptr inbounds %struct.anon, ptr %81, i32 0, i32 0
  %83 = load i64, ptr %82, align 8
  %84 = srem i64 %78, %83
  %85 = load ptr, ptr %4, align 8
  call void @words(i64 noundef %84, ptr noundef %85)
  br label %86

86:                                               ; preds = %75, %49
  br label %91

87:                                               ; preds = %41
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %5, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %5, align 4
  br label %38, !llvm.loop !17

91:                                               ; preds = %8, %36, %86, %38
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @itoa_base(i64 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [72 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %8, align 4
  %11 = load i64, ptr %4, align 8
  %12 = icmp slt i64 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %3
  %14 = load i64, ptr %4, align 8
  %15 = sub i64 0, %14
  br label %18

16:                                               ; preds = %3
  %17 = load i64, ptr %4, align 8
  br label %18

18:                                               ; preds = %16, %13
  %19 = phi i64 [ %15, %13 ], [ %17, %16 ]
  store i64 %19, ptr %9, align 8
  br label %20

20:                                               ; preds = %35, %18
  %21 = load i64, ptr %9, align 8
  %22 = load i32, ptr %5, align 4
  %23 = zext i32 %22 to i64
  %24 = urem i64 %21, %23
  %25 = getelementptr inbounds [37 x i8], ptr @.str.57, i64 0, i64 %24
  %26 = load i8, ptr %25, align 1
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds [72 x i8], ptr %7, i64 0, i64 %29
  store i8 %26, ptr %30, align 1
  %31 = load i32, ptr %5, align 4
  %32 = zext i32 %31 to i64
  %33 = load i64, ptr %9, align 8
  %34 = udiv i64 %33, %32
  store i64 %34, ptr %9, align 8
  br label %35

35:                                               ; preds = %20
  %36 = load i64, ptr %9, align 8
  %37 = icmp ne i64 %36, 0
  br i1 %37, label %20, label %38, !llvm.loop !18

38:                                               ; preds = %35
  store i32 0, ptr %10, align 4
  %39 = load i64, ptr %4, align 8
  %40 = icmp slt i64 %39, 0
  br i1 %40, label %41, label %47

41:                                               ; preds = %38
  %42 = load ptr, ptr %6, align 8
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  %45 = sext i32 %43 to i64
  %46 = getelementptr inbounds i8, ptr %42, i64 %45
  store i8 45, ptr %46, align 1
  br label %47

47:                                               ; preds = %41, %38
  br label %48

48:                                               ; preds = %51, %47
  %49 = load i32, ptr %8, align 4
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %62

51:                                               ; preds = %48
  %52 = load i32, ptr %8, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, ptr %8, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [72 x i8], ptr %7, i64 0, i64 %54
  %56 = load i8, ptr %55, align 1
  %57 = load ptr, ptr %6, align 8
  %58 = load i32, ptr %10, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %10, align 4
  %60 = sext i32 %58 to i64
  %61 = getelementptr inbounds i8, ptr %57, i64 %60
  store i8 %56, ptr %61, align 1
  br label %48, !llvm.loop !19

62:                                               ; preds = %48
  %63 = load ptr, ptr %6, align 8
  %64 = load i32, ptr %10, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %63, i64 %65
  store i8 0, ptr %66, align 1
  %67 = load ptr, ptr %6, align 8
  ret ptr %67
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @csv_fields(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %6, align 8
  br label %9

9:                                                ; preds = %107, %2
  store i32 0, ptr %7, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i32
  %13 = icmp eq i32 %12, 34
  br i1 %13, label %14, label %67

14:                                               ; preds = %9
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds i8, ptr %15, i32 1
  store ptr %16, ptr %6, align 8
  br label %17

17:                                               ; preds = %46, %14
  %18 = load ptr, ptr %6, align 8
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %36

22:                                               ; preds = %17
  %23 = load ptr, ptr %6, align 8
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = icmp eq i32 %25, 34
  br i1 %26, label %27, label %33

27:                                               ; preds = %22
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 1
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = icmp ne i32 %31, 34
  br label %33

33:                                               ; preds = %27, %22
  %34 = phi i1 [ false, %22 ], [ %32, %27 ]
  %35 = xor i1 %34, true
  br label %36

36:                                               ; preds = %33, %17
  %37 = phi i1 [ false, %17 ], [ %35, %33 ]
  br i1 %37, label %38, label %58

38:                                               ; preds = %36
  %39 = load ptr, ptr %6, align 8
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = icmp eq i32 %41, 34
  br i1 %42, label %43, label %46

43:                                               ; preds = %38
  %44 = load ptr, ptr %6, align 8
  %45 = getelementptr inbounds i8, ptr %44, i32 1
  store ptr %45, ptr %6, align 8
  br label %46

46:                                               ; preds = %43, %38
  %47 = load ptr, ptr %6, align 8
  %48 = getelementptr inbounds i8, ptr %47, i32 1
  store ptr %48, ptr %6, align 8
  %49 = load i8, ptr %47, align 1
  %50 = load ptr, ptr %4, align 8
  %51 = load i32, ptr %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [32 x i8], ptr %50, i64 %52
  %54 = load i32, ptr %7, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %7, align 4
  %56 = sext i32 %54 to i64
  %57 = getelementptr inbounds [32 x i8], ptr %53, i64 0, i64 %56
  store i8 %49, ptr %57, align 1
  br label %17, !llvm.loop !20

58:                                               ; preds = %36
  %59 = load ptr, ptr %6, align 8
  %60 = load i8, ptr %59, align 1
  %61 = zext i8 %60 to i32
  %62 = icmp eq i32 %61, 34
  br i1 %62, label %63, label %66

63:                                               ; preds = %58
  %64 = load ptr, ptr %6, align 8
  %65 = getelementptr inbounds i8, ptr %64, i32 1
  store ptr %65, ptr %6, align 8
  br label %66

66:                                               ; preds = %63, %58
  br label %93

67:                                               ; preds = %9
  br label %68

68:                                               ; preds = %80, %67
  %69 = load ptr, ptr %6, align 8
  %70 = load i8, ptr %69, align 1
  %71 = zext i8 %70 to i32
  %72 = icmp ne i32 %71, 0
  br i1 %72, label %73, label %78

73:                                               ; preds = %68
  %74 = load ptr, ptr %6, align 8
  %75 = load i8, ptr %74, align 1
  %76 = zext i8 %75 to i32
  %77 = icmp ne i32 %76, 44
  br label %78

78:                                               ; preds = %73, %68
  %79 = phi i1 [ false, %68 ], [ %77, %73 ]
  br i1 %79, label %80, label %92

80:                                               ; preds = %78
  %81 = load ptr, ptr %6, align 8
  %82 = getelementptr inbounds i8, ptr %81, i32 1
  store ptr %82, ptr %6, align 8
  %83 = load i8, ptr %81, align 1
  %84 = load ptr, ptr %4, align 8
  %85 = load i32, ptr %5, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [32 x i8], ptr %84, i64 %86
  %88 = load i32, ptr %7, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %7, align 4
  %90 = sext i32 %88 to i64
  %91 = getelementptr inbounds [32 x i8], ptr %87, i64 0, i64 %90
  store i8 %83, ptr %91, align 1
  br label %68, !llvm.loop !21

92:                                               ; preds = %78
  br label %93

93:                                               ; preds = %92, %66
  %94 = load ptr, ptr %4, align 8
  %95 = load i32, ptr %5, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %5, align 4
  %97 = sext i32 %95 to i64
  %98 = getelementptr inbounds [32 x i8], ptr %94, i64 %97
  %99 = load i32, ptr %7, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [32 x i8], ptr %98, i64 0, i64 %100
  store i8 0, ptr %101, align 1
  %102 = load ptr, ptr %6, align 8
  %103 = load i8, ptr %102, align 1
  %104 = zext i8 %103 to i32
  %105 = icmp ne i32 %104, 44
  br i1 %105, label %106, label %107

106:                                              ; preds = %93
  br label %110

107:                                              ; preds = %93
  %108 = load ptr, ptr %6, align 8
  %109 = getelementptr inbounds i8, ptr %108, i32 1
  store ptr %109, ptr %6, align 8
  br label %9

110:                                              ; preds = %106
  %111 = load i32, ptr %5, align 4
  ret i32 %111
}

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

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
