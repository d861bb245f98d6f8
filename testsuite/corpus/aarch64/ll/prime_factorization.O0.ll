; ModuleID = 'programs/prime_factorization.c'
source_filename = "programs/prime_factorization.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.nums = private unnamed_addr constant [11 x i64] [i64 1, i64 2, i64 360, i64 999999, i64 600851475143, i64 998244359987710471, i64 -1, i64 9223372036854775807, i64 4295098369, i64 1234567890123456789, i64 307444891294245705], align 8
@.str = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c" %llu^%d\00", align 1
@.str.2 = private unnamed_addr constant [41 x i8] c"  check=%d divisors=%llu phi=%llu mu=%d\0A\00", align 1
@is_prime.B = internal constant [7 x i64] [i64 2, i64 325, i64 9375, i64 28178, i64 450775, i64 9780504, i64 1795265022], align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [11 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca [64 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.nums, i64 88, i1 false)
  store i32 0, ptr %3, align 4
  br label %16

16:                                               ; preds = %130, %0
  %17 = load i32, ptr %3, align 4
  %18 = zext i32 %17 to i64
  %19 = icmp ult i64 %18, 11
  br i1 %19, label %20, label %133

20:                                               ; preds = %16
  %21 = load i32, ptr %3, align 4
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [11 x i64], ptr %2, i64 0, i64 %22
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 0
  %26 = call i32 @factor(i64 noundef %24, ptr noundef %25, i32 noundef 0)
  store i32 %26, ptr %5, align 4
  %27 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 0
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  call void @qsort(ptr noundef %27, i64 noundef %29, i64 noundef 8, ptr noundef @cmp)
  store i64 1, ptr %6, align 8
  store i64 1, ptr %7, align 8
  store i64 1, ptr %8, align 8
  store i32 1, ptr %9, align 4
  %30 = load i32, ptr %3, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [11 x i64], ptr %2, i64 0, i64 %31
  %33 = load i64, ptr %32, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %33)
  store i32 0, ptr %10, align 4
  br label %35

35:                                               ; preds = %107, %20
  %36 = load i32, ptr %10, align 4
  %37 = load i32, ptr %5, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %109

39:                                               ; preds = %35
  store i32 0, ptr %11, align 4
  %40 = load i32, ptr %10, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %41
  %43 = load i64, ptr %42, align 8
  store i64 %43, ptr %12, align 8
  br label %44

44:                                               ; preds = %57, %39
  %45 = load i32, ptr %10, align 4
  %46 = load i32, ptr %5, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %55

48:                                               ; preds = %44
  %49 = load i32, ptr %10, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8
  %53 = load i64, ptr %12, align 8
  %54 = icmp eq i64 %52, %53
  br label %55

55:                                               ; preds = %48, %44
  %56 = phi i1 [ false, %44 ], [ %54, %48 ]
  br i1 %56, label %57, label %62

57:                                               ; preds = %55
  %58 = load i32, ptr %10, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %10, align 4
  %60 = load i32, ptr %11, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %11, align 4
  br label %44, !llvm.loop !6

62:                                               ; preds = %55
  %63 = load i64, ptr %12, align 8
  %64 = load i32, ptr %11, align 4
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %63, i32 noundef %64)
  store i32 0, ptr %13, align 4
  br label %66

66:                                               ; preds = %74, %62
  %67 = load i32, ptr %13, align 4
  %68 = load i32, ptr %11, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %77

70:                                               ; preds = %66
  %71 = load i64, ptr %12, align 8
  %72 = load i64, ptr %6, align 8
  %73 = mul i64 %72, %71
  store i64 %73, ptr %6, align 8
  br label %74

74:                                               ; preds = %70
  %75 = load i32, ptr %13, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %13, align 4
  br label %66, !llvm.loop !8

77:                                               ; preds = %66
  store i64 1, ptr %14, align 8
  store i32 1, ptr %15, align 4
  br label %78

78:                                               ; preds = %86, %77
  %79 = load i32, ptr %15, align 4
  %80 = load i32, ptr %11, align 4
  %81 = icmp slt i32 %79, %80
  br i1 %81, label %82, label %89

82:                                               ; preds = %78
  %83 = load i64, ptr %12, align 8
  %84 = load i64, ptr %14, align 8
  %85 = mul i64 %84, %83
  store i64 %85, ptr %14, align 8
  br label %86

86:                                               ; preds = %82
  %87 = load i32, ptr %15, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %15, align 4
  br label %78, !llvm.loop !9

89:                                               ; preds = %78
  %90 = load i64, ptr %14, align 8
  %91 = load i64, ptr %12, align 8
  %92 = sub i64 %91, 1
  %93 = mul i64 %90, %92
  %94 = load i64, ptr %7, align 8
  %95 = mul i64 %94, %93
  store i64 %95, ptr %7, align 8
  %96 = load i32, ptr %11, align 4
  %97 = add nsw i32 %96, 1
  %98 = sext i32 %97 to i64
  %99 = load i64, ptr %8, align 8
  %100 = mul i64 %99, %98
  store i64 %100, ptr %8, align 8
  %101 = load i32, ptr %11, align 4
  %102 = icmp sgt i32 %101, 1
  br i1 %102, label %103, label %104

103:                                              ; preds = %89
  br label %107

104:                                              ; preds = %89
  %105 = load i32, ptr %9, align 4
  %106 = sub nsw i32 0, %105
  br label %107

107:                                              ; preds = %104, %103
  %108 = phi i32 [ 0, %103 ], [ %106, %104 ]
  store i32 %108, ptr %9, align 4
  br label %35, !llvm.loop !10

109:                                              ; preds = %35
  %110 = load i64, ptr %6, align 8
  %111 = load i32, ptr %3, align 4
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [11 x i64], ptr %2, i64 0, i64 %112
  %114 = load i64, ptr %113, align 8
  %115 = icmp eq i64 %110, %114
  %116 = zext i1 %115 to i32
  %117 = load i64, ptr %8, align 8
  %118 = load i64, ptr %7, align 8
  %119 = load i32, ptr %3, align 4
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds [11 x i64], ptr %2, i64 0, i64 %120
  %122 = load i64, ptr %121, align 8
  %123 = icmp eq i64 %122, 1
  br i1 %123, label %124, label %125

124:                                              ; preds = %109
  br label %127

125:                                              ; preds = %109
  %126 = load i32, ptr %9, align 4
  br label %127

127:                                              ; preds = %125, %124
  %128 = phi i32 [ 1, %124 ], [ %126, %125 ]
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %116, i64 noundef %117, i64 noundef %118, i32 noundef %128)
  br label %130

130:                                              ; preds = %127
  %131 = load i32, ptr %3, align 4
  %132 = add i32 %131, 1
  store i32 %132, ptr %3, align 4
  br label %16, !llvm.loop !11

133:                                              ; preds = %16
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @factor(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store i64 %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %11 = load i64, ptr %5, align 8
  %12 = icmp eq i64 %11, 1
  br i1 %12, label %13, label %15

13:                                               ; preds = %3
  %14 = load i32, ptr %7, align 4
  store i32 %14, ptr %4, align 4
  br label %77

15:                                               ; preds = %3
  %16 = load i64, ptr %5, align 8
  %17 = call i32 @is_prime(i64 noundef %16)
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %27

19:                                               ; preds = %15
  %20 = load i64, ptr %5, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %7, align 4
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds i64, ptr %21, i64 %24
  store i64 %20, ptr %25, align 8
  %26 = load i32, ptr %7, align 4
  store i32 %26, ptr %4, align 4
  br label %77

27:                                               ; preds = %15
  store i64 2, ptr %8, align 8
  br label %28

28:                                               ; preds = %50, %27
  %29 = load i64, ptr %8, align 8
  %30 = icmp ult i64 %29, 1000
  br i1 %30, label %31, label %53

31:                                               ; preds = %28
  %32 = load i64, ptr %5, align 8
  %33 = load i64, ptr %8, align 8
  %34 = urem i64 %32, %33
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %36, label %49

36:                                               ; preds = %31
  %37 = load i64, ptr %8, align 8
  %38 = load ptr, ptr %6, align 8
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %7, align 4
  %41 = sext i32 %39 to i64
  %42 = getelementptr inbounds i64, ptr %38, i64 %41
  store i64 %37, ptr %42, align 8
  %43 = load i64, ptr %5, align 8
  %44 = load i64, ptr %8, align 8
  %45 = udiv i64 %43, %44
  %46 = load ptr, ptr %6, align 8
  %47 = load i32, ptr %7, align 4
  %48 = call i32 @factor(i64 noundef %45, ptr noundef %46, i32 noundef %47)
  store i32 %48, ptr %4, align 4
  br label %77

49:                                               ; preds = %31
  br label %50

50:                                               ; preds = %49
  %51 = load i64, ptr %8, align 8
  %52 = add i64 %51, 1
  store i64 %52, ptr %8, align 8
  br label %28, !llvm.loop !12

53:                                               ; preds = %28
  %54 = load i64, ptr %5, align 8
  store i64 %54, ptr %9, align 8
  store i64 1, ptr %10, align 8
  br label %55

55:                                               ; preds = %63, %53
  %56 = load i64, ptr %9, align 8
  %57 = load i64, ptr %5, align 8
  %58 = icmp eq i64 %56, %57
  br i1 %58, label %59, label %66

59:                                               ; preds = %55
  %60 = load i64, ptr %5, align 8
  %61 = load i64, ptr %10, align 8
  %62 = call i64 @rho(i64 noundef %60, i64 noundef %61)
  store i64 %62, ptr %9, align 8
  br label %63

63:                                               ; preds = %59
  %64 = load i64, ptr %10, align 8
  %65 = add i64 %64, 1
  store i64 %65, ptr %10, align 8
  br label %55, !llvm.loop !13

66:                                               ; preds = %55
  %67 = load i64, ptr %9, align 8
  %68 = load ptr, ptr %6, align 8
  %69 = load i32, ptr %7, align 4
  %70 = call i32 @factor(i64 noundef %67, ptr noundef %68, i32 noundef %69)
  store i32 %70, ptr %7, align 4
  %71 = load i64, ptr %5, align 8
  %72 = load i64, ptr %9, align 8
  %73 = udiv i64 %71, %72
  %74 = load ptr, ptr %6, align 8
  %75 = load i32, ptr %7, align 4
  %76 = call i32 @factor(i64 noundef %73, ptr noundef %74, i32 noundef %75)
  store i32 %76, ptr %4, align 4
  br label %77

77:                                               ; preds = %66, %36, %19, %13
  %78 = load i32, ptr %4, align 4
  ret i32 %78
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i64, ptr %7, align 8
  store i64 %8, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %9, align 8
  store i64 %10, ptr %6, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = icmp ugt i64 %11, %12
  %14 = zext i1 %13 to i32
  %15 = load i64, ptr %5, align 8
  %16 = load i64, ptr %6, align 8
  %17 = icmp ult i64 %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_prime(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  %12 = load i64, ptr %3, align 8
  %13 = icmp ult i64 %12, 2
  br i1 %13, label %14, label %15

14:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %106

15:                                               ; preds = %1
  store i64 2, ptr %4, align 8
  br label %16

16:                                               ; preds = %30, %15
  %17 = load i64, ptr %4, align 8
  %18 = icmp ult i64 %17, 40
  br i1 %18, label %19, label %33

19:                                               ; preds = %16
  %20 = load i64, ptr %3, align 8
  %21 = load i64, ptr %4, align 8
  %22 = urem i64 %20, %21
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %24, label %29

24:                                               ; preds = %19
  %25 = load i64, ptr %3, align 8
  %26 = load i64, ptr %4, align 8
  %27 = icmp eq i64 %25, %26
  %28 = zext i1 %27 to i32
  store i32 %28, ptr %2, align 4
  br label %106

29:                                               ; preds = %19
  br label %30

30:                                               ; preds = %29
  %31 = load i64, ptr %4, align 8
  %32 = add i64 %31, 1
  store i64 %32, ptr %4, align 8
  br label %16, !llvm.loop !14

33:                                               ; preds = %16
  %34 = load i64, ptr %3, align 8
  %35 = sub i64 %34, 1
  store i64 %35, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %36

36:                                               ; preds = %41, %33
  %37 = load i64, ptr %5, align 8
  %38 = and i64 %37, 1
  %39 = icmp ne i64 %38, 0
  %40 = xor i1 %39, true
  br i1 %40, label %41, label %46

41:                                               ; preds = %36
  %42 = load i64, ptr %5, align 8
  %43 = lshr i64 %42, 1
  store i64 %43, ptr %5, align 8
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %6, align 4
  br label %36, !llvm.loop !15

46:                                               ; preds = %36
  store i32 0, ptr %7, align 4
  br label %47

47:                                               ; preds = %102, %46
  %48 = load i32, ptr %7, align 4
  %49 = icmp slt i32 %48, 7
  br i1 %49, label %50, label %105

50:                                               ; preds = %47
  %51 = load i32, ptr %7, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [7 x i64], ptr @is_prime.B, i64 0, i64 %52
  %54 = load i64, ptr %53, align 8
  %55 = load i64, ptr %3, align 8
  %56 = urem i64 %54, %55
  store i64 %56, ptr %8, align 8
  %57 = load i64, ptr %8, align 8
  %58 = icmp ne i64 %57, 0
  br i1 %58, label %60, label %59

59:                                               ; preds = %50
  br label %102

60:                                               ; preds = %50
  %61 = load i64, ptr %8, align 8
  %62 = load i64, ptr %5, align 8
  %63 = load i64, ptr %3, align 8
  %64 = call i64 @powmod(i64 noundef %61, i64 noundef %62, i64 noundef %63)
  store i64 %64, ptr %9, align 8
  %65 = load i64, ptr %9, align 8
  %66 = icmp eq i64 %65, 1
  br i1 %66, label %72, label %67

67:                                               ; preds = %60
  %68 = load i64, ptr %9, align 8
  %69 = load i64, ptr %3, align 8
  %70 = sub i64 %69, 1
  %71 = icmp eq i64 %68, %70
  br i1 %71, label %72, label %73

72:                                               ; preds = %67, %60
  br label %102

73:                                               ; preds = %67
  store i32 1, ptr %10, align 4
  store i32 1, ptr %11, align 4
  br label %74

74:                                               ; preds = %94, %73
  %75 = load i32, ptr %11, align 4
  %76 = load i32, ptr %6, align 4
  %77 = icmp slt i32 %75, %76
  br i1 %77, label %78, label %81

78:                                               ; preds = %74
  %79 = load i32, ptr %10, align 4
  %80 = icmp ne i32 %79, 0
  br label %81

81:                                               ; preds = %78, %74
  %82 = phi i1 [ false, %74 ], [ %80, %78 ]
  br i1 %82, label %83, label %97

83:                                               ; preds = %81
  %84 = load i64, ptr %9, align 8
  %85 = load i64, ptr %9, align 8
  %86 = load i64, ptr %3, align 8
  %87 = call i64 @mulmod(i64 noundef %84, i64 noundef %85, i64 noundef %86)
  store i64 %87, ptr %9, align 8
  %88 = load i64, ptr %9, align 8
  %89 = load i64, ptr %3, align 8
  %90 = sub i64 %89, 1
  %91 = icmp eq i64 %88, %90
  br i1 %91, label %92, label %93

92:                                               ; preds = %83
  store i32 0, ptr %10, align 4
  br label %93

93:                                               ; preds = %92, %83
  br label %94

94:                                               ; preds = %93
  %95 = load i32, ptr %11, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %11, align 4
  br label %74, !llvm.loop !16

97:                                               ; preds = %81
  %98 = load i32, ptr %10, align 4
  %99 = icmp ne i32 %98, 0
  br i1 %99, label %100, label %101

100:                                              ; preds = %97
  store i32 0, ptr %2, align 4
  br label %106

101:                                              ; preds = %97
  br label %102

102:                                              ; preds = %101, %72, %59
  %103 = load i32, ptr %7, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %7, align 4
  br label %47, !llvm.loop !17

105:                                              ; preds = %47
  store i32 1, ptr %2, align 4
  br label %106

106:                                              ; preds = %105, %100, %24, %14
  %107 = load i32, ptr %2, align 4
  ret i32 %107
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rho(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %16 = load i64, ptr %4, align 8
  %17 = urem i64 %16, 2
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %2
  store i64 2, ptr %3, align 8
  br label %139

20:                                               ; preds = %2
  store i64 2, ptr %6, align 8
  store i64 1, ptr %8, align 8
  store i64 1, ptr %9, align 8
  store i64 2, ptr %10, align 8
  store i64 1, ptr %11, align 8
  store i64 64, ptr %12, align 8
  br label %21

21:                                               ; preds = %101, %20
  %22 = load i64, ptr %6, align 8
  store i64 %22, ptr %7, align 8
  store i64 0, ptr %13, align 8
  br label %23

23:                                               ; preds = %36, %21
  %24 = load i64, ptr %13, align 8
  %25 = load i64, ptr %11, align 8
  %26 = icmp ult i64 %24, %25
  br i1 %26, label %27, label %39

27:                                               ; preds = %23
  %28 = load i64, ptr %6, align 8
  %29 = load i64, ptr %6, align 8
  %30 = load i64, ptr %4, align 8
  %31 = call i64 @mulmod(i64 noundef %28, i64 noundef %29, i64 noundef %30)
  %32 = load i64, ptr %5, align 8
  %33 = add i64 %31, %32
  %34 = load i64, ptr %4, align 8
  %35 = urem i64 %33, %34
  store i64 %35, ptr %6, align 8
  br label %36

36:                                               ; preds = %27
  %37 = load i64, ptr %13, align 8
  %38 = add i64 %37, 1
  store i64 %38, ptr %13, align 8
  br label %23, !llvm.loop !18

39:                                               ; preds = %23
  store i64 0, ptr %14, align 8
  br label %40

40:                                               ; preds = %96, %39
  %41 = load i64, ptr %6, align 8
  store i64 %41, ptr %10, align 8
  store i64 0, ptr %15, align 8
  br label %42

42:                                               ; preds = %79, %40
  %43 = load i64, ptr %15, align 8
  %44 = load i64, ptr %12, align 8
  %45 = icmp ult i64 %43, %44
  br i1 %45, label %46, label %52

46:                                               ; preds = %42
  %47 = load i64, ptr %15, align 8
  %48 = load i64, ptr %11, align 8
  %49 = load i64, ptr %14, align 8
  %50 = sub i64 %48, %49
  %51 = icmp ult i64 %47, %50
  br label %52

52:                                               ; preds = %46, %42
  %53 = phi i1 [ false, %42 ], [ %51, %46 ]
  br i1 %53, label %54, label %82

54:                                               ; preds = %52
  %55 = load i64, ptr %6, align 8
  %56 = load i64, ptr %6, align 8
  %57 = load i64, ptr %4, align 8
  %58 = call i64 @mulmod(i64 noundef %55, i64 noundef %56, i64 noundef %57)
  %59 = load i64, ptr %5, align 8
  %60 = add i64 %58, %59
  %61 = load i64, ptr %4, align 8
  %62 = urem i64 %60, %61
  store i64 %62, ptr %6, align 8
  %63 = load i64, ptr %9, align 8
  %64 = load i64, ptr %7, align 8
  %65 = load i64, ptr %6, align 8
  %66 = icmp ugt i64 %64, %65
  br i1 %66, label %67, label %71

67:                                               ; preds = %54
  %68 = load i64, ptr %7, align 8
  %69 = load i64, ptr %6, align 8
  %70 = sub i64 %68, %69
  br label %75

71:                                               ; preds = %54
  %72 = load i64, ptr %6, align 8
  %73 = load i64, ptr %7, align 8
  %74 = sub i64 %72, %73
  br label %75

75:                                               ; preds = %71, %67
  %76 = phi i64 [ %70, %67 ], [ %74, %71 ]
  %77 = load i64, ptr %4, align 8
  %78 = call i64 @mulmod(i64 noundef %63, i64 noundef %76, i64 noundef %77)
  store i64 %78, ptr %9, align 8
  br label %79

79:                                               ; preds = %75
  %80 = load i64, ptr %15, align 8
  %81 = add i64 %80, 1
  store i64 %81, ptr %15, align 8
  br label %42, !llvm.loop !19

82:                                               ; preds = %52
  %83 = load i64, ptr %9, align 8
  %84 = load i64, ptr %4, align 8
  %85 = call i64 @gcd(i64 noundef %83, i64 noundef %84)
  store i64 %85, ptr %8, align 8
  %86 = load i64, ptr %12, align 8
  %87 = load i64, ptr %14, align 8
  %88 = add i64 %87, %86
  store i64 %88, ptr %14, align 8
  br label %89

89:                                               ; preds = %82
  %90 = load i64, ptr %14, align 8
  %91 = load i64, ptr %11, align 8
  %92 = icmp ult i64 %90, %91
  br i1 %92, label %93, label %96

93:                                               ; preds = %89
  %94 = load i64, ptr %8, align 8
  %95 = icmp eq i64 %94, 1
  br label %96

96:                                               ; preds = %93, %89
  %97 = phi i1 [ false, %89 ], [ %95, %93 ]
  br i1 %97, label %40, label %98, !llvm.loop !20

98:                                               ; preds = %96
  %99 = load i64, ptr %11, align 8
  %100 = mul i64 %99, 2
  store i64 %100, ptr %11, align 8
  br label %101

101:                                              ; preds = %98
  %102 = load i64, ptr %8, align 8
  %103 = icmp eq i64 %102, 1
  br i1 %103, label %21, label %104, !llvm.loop !21

104:                                              ; preds = %101
  %105 = load i64, ptr %8, align 8
  %106 = load i64, ptr %4, align 8
  %107 = icmp eq i64 %105, %106
  br i1 %107, label %108, label %137

108:                                              ; preds = %104
  br label %109

109:                                              ; preds = %133, %108
  %110 = load i64, ptr %10, align 8
  %111 = load i64, ptr %10, align 8
  %112 = load i64, ptr %4, align 8
  %113 = call i64 @mulmod(i64 noundef %110, i64 noundef %111, i64 noundef %112)
  %114 = load i64, ptr %5, align 8
  %115 = add i64 %113, %114
  %116 = load i64, ptr %4, align 8
  %117 = urem i64 %115, %116
  store i64 %117, ptr %10, align 8
  %118 = load i64, ptr %7, align 8
  %119 = load i64, ptr %10, align 8
  %120 = icmp ugt i64 %118, %119
  br i1 %120, label %121, label %125

121:                                              ; preds = %109
  %122 = load i64, ptr %7, align 8
  %123 = load i64, ptr %10, align 8
  %124 = sub i64 %122, %123
  br label %129

125:                                              ; preds = %109
  %126 = load i64, ptr %10, align 8
  %127 = load i64, ptr %7, align 8
  %128 = sub i64 %126, %127
  br label %129

129:                                              ; preds = %125, %121
  %130 = phi i64 [ %124, %121 ], [ %128, %125 ]
  %131 = load i64, ptr %4, align 8
  %132 = call i64 @gcd(i64 noundef %130, i64 noundef %131)
  store i64 %132, ptr %8, align 8
  br label %133

133:                                              ; preds = %129
  %134 = load i64, ptr %8, align 8
  %135 = icmp eq i64 %134, 1
  br i1 %135, label %109, label %136, !llvm.loop !22

136:                                              ; preds = %133
  br label %137

137:                                              ; preds = %136, %104
  %138 = load i64, ptr %8, align 8
  store i64 %138, ptr %3, align 8
  br label %139

139:                                              ; preds = %137, %19
  %140 = load i64, ptr %3, align 8
  ret i64 %140
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i64 1, ptr %7, align 8
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = urem i64 %9, %8
  store i64 %10, ptr %4, align 8
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i64, ptr %5, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %30

14:                                               ; preds = %11
  %15 = load i64, ptr %5, align 8
  %16 = and i64 %15, 1
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %14
  %19 = load i64, ptr %7, align 8
  %20 = load i64, ptr %4, align 8
  %21 = load i64, ptr %6, align 8
  %22 = call i64 @mulmod(i64 noundef %19, i64 noundef %20, i64 noundef %21)
  store i64 %22, ptr %7, align 8
  br label %23

23:                                               ; preds = %18, %14
  %24 = load i64, ptr %4, align 8
  %25 = load i64, ptr %4, align 8
  %26 = load i64, ptr %6, align 8
  %27 = call i64 @mulmod(i64 noundef %24, i64 noundef %25, i64 noundef %26)
  store i64 %27, ptr %4, align 8
  %28 = load i64, ptr %5, align 8
  %29 = lshr i64 %28, 1
  store i64 %29, ptr %5, align 8
  br label %11, !llvm.loop !23

30:                                               ; preds = %11
  %31 = load i64, ptr %7, align 8
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = zext i64 %7 to i128
  %9 = load i64, ptr %5, align 8
  %10 = zext i64 %9 to i128
  %11 = mul i128 %8, %10
  %12 = load i64, ptr %6, align 8
  %13 = zext i64 %12 to i128
  %14 = urem i128 %11, %13
  %15 = trunc i128 %14 to i64
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcd(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  br label %6

6:                                                ; preds = %9, %2
  %7 = load i64, ptr %4, align 8
  %8 = icmp ne i64 %7, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = load i64, ptr %4, align 8
  %12 = urem i64 %10, %11
  store i64 %12, ptr %5, align 8
  %13 = load i64, ptr %4, align 8
  store i64 %13, ptr %3, align 8
  %14 = load i64, ptr %5, align 8
  store i64 %14, ptr %4, align 8
  br label %6, !llvm.loop !24

15:                                               ; preds = %6
  %16 = load i64, ptr %3, align 8
  ret i64 %16
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
