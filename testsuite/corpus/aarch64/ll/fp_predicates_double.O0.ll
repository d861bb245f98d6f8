; ModuleID = 'programs/fp_predicates_double.c'
source_filename = "programs/fp_predicates_double.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.tmp = private unnamed_addr constant [12 x double] [double 0xFFF0000000000000, double 0xFFEFFFFFFFFFFFFF, double -1.000000e+00, double -4.940660e-324, double -0.000000e+00, double 0.000000e+00, double 4.940660e-324, double 0x10000000000000, double 1.000000e+00, double 0x7FEFFFFFFFFFFFFF, double 0x7FF0000000000000, double 0x7FF8000000000000], align 8
@vals = internal global [12 x double] zeroinitializer, align 8
@.str = private unnamed_addr constant [5 x i8] c"%-6s\00", align 1
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [5 x i8] c" %6s\00", align 1
@names = internal global [12 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18], align 8
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"[value/branch mismatch]\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c" %03x/%02x\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"-max\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"-tiny\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"+0\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"+tiny\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"+minn\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"+1\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"+max\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"+inf\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"nan\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [12 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.tmp, i64 96, i1 false)
  store i32 0, ptr %3, align 4
  br label %14

14:                                               ; preds = %25, %0
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %15, 12
  br i1 %16, label %17, label %28

17:                                               ; preds = %14
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [12 x double], ptr @vals, i64 0, i64 %23
  store volatile double %21, ptr %24, align 8
  br label %25

25:                                               ; preds = %17
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %14, !llvm.loop !6

28:                                               ; preds = %14
  store i32 0, ptr %4, align 4
  store i64 0, ptr %5, align 8
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1)
  store i32 0, ptr %6, align 4
  br label %30

30:                                               ; preds = %39, %28
  %31 = load i32, ptr %6, align 4
  %32 = icmp slt i32 %31, 12
  br i1 %32, label %33, label %42

33:                                               ; preds = %30
  %34 = load i32, ptr %6, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [12 x ptr], ptr @names, i64 0, i64 %35
  %37 = load ptr, ptr %36, align 8
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %37)
  br label %39

39:                                               ; preds = %33
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %6, align 4
  br label %30, !llvm.loop !8

42:                                               ; preds = %30
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %7, align 4
  br label %44

44:                                               ; preds = %119, %42
  %45 = load i32, ptr %7, align 4
  %46 = icmp slt i32 %45, 12
  br i1 %46, label %47, label %122

47:                                               ; preds = %44
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [12 x ptr], ptr @names, i64 0, i64 %49
  %51 = load ptr, ptr %50, align 8
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %51)
  store i32 0, ptr %8, align 4
  br label %53

53:                                               ; preds = %114, %47
  %54 = load i32, ptr %8, align 4
  %55 = icmp slt i32 %54, 12
  br i1 %55, label %56, label %117

56:                                               ; preds = %53
  %57 = load i32, ptr %7, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [12 x double], ptr @vals, i64 0, i64 %58
  %60 = load volatile double, ptr %59, align 8
  store double %60, ptr %9, align 8
  %61 = load i32, ptr %8, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [12 x double], ptr @vals, i64 0, i64 %62
  %64 = load volatile double, ptr %63, align 8
  store double %64, ptr %10, align 8
  %65 = load double, ptr %9, align 8
  %66 = load double, ptr %10, align 8
  %67 = call i32 @as_values(double noundef %65, double noundef %66)
  store i32 %67, ptr %11, align 4
  %68 = load double, ptr %9, align 8
  %69 = load double, ptr %10, align 8
  %70 = call i32 @as_branches(double noundef %68, double noundef %69)
  store i32 %70, ptr %12, align 4
  %71 = load double, ptr %9, align 8
  %72 = load double, ptr %10, align 8
  %73 = call i32 @as_builtins(double noundef %71, double noundef %72)
  store i32 %73, ptr %13, align 4
  %74 = load i32, ptr %11, align 4
  %75 = load i32, ptr %12, align 4
  %76 = icmp ne i32 %74, %75
  br i1 %76, label %77, label %81

77:                                               ; preds = %56
  %78 = load i32, ptr %4, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %4, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %81

81:                                               ; preds = %77, %56
  %82 = load i32, ptr %11, align 4
  %83 = and i32 %82, 63
  %84 = load i32, ptr %13, align 4
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %83, i32 noundef %84)
  %86 = load i64, ptr %5, align 8
  %87 = mul i64 %86, 4099
  %88 = load i32, ptr %11, align 4
  %89 = mul i32 %88, 64
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i32, ptr %13, align 4
  %93 = zext i32 %92 to i64
  %94 = add i64 %91, %93
  store i64 %94, ptr %5, align 8
  %95 = load i64, ptr %5, align 8
  %96 = mul i64 %95, 31
  %97 = load double, ptr %9, align 8
  %98 = load double, ptr %10, align 8
  %99 = call double @sel_min(double noundef %97, double noundef %98)
  %100 = call i32 @cls(double noundef %99)
  %101 = mul nsw i32 %100, 8
  %102 = load double, ptr %9, align 8
  %103 = load double, ptr %10, align 8
  %104 = call double @sel_max(double noundef %102, double noundef %103)
  %105 = call i32 @cls(double noundef %104)
  %106 = add nsw i32 %101, %105
  %107 = zext i32 %106 to i64
  %108 = add i64 %96, %107
  %109 = load double, ptr %9, align 8
  %110 = load double, ptr %10, align 8
  %111 = call i32 @sel_idx(double noundef %109, double noundef %110)
  %112 = zext i32 %111 to i64
  %113 = add i64 %108, %112
  store i64 %113, ptr %5, align 8
  br label %114

114:                                              ; preds = %81
  %115 = load i32, ptr %8, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %8, align 4
  br label %53, !llvm.loop !9

117:                                              ; preds = %53
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %119

119:                                              ; preds = %117
  %120 = load i32, ptr %7, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %7, align 4
  br label %44, !llvm.loop !10

122:                                              ; preds = %44
  %123 = load i64, ptr %5, align 8
  %124 = load i32, ptr %4, align 4
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %123, i32 noundef %124)
  %126 = load i32, ptr %4, align 4
  %127 = icmp ne i32 %126, 0
  br i1 %127, label %128, label %129

128:                                              ; preds = %122
  br label %133

129:                                              ; preds = %122
  %130 = load i64, ptr %5, align 8
  %131 = and i64 %130, 63
  %132 = trunc i64 %131 to i32
  br label %133

133:                                              ; preds = %129, %128
  %134 = phi i32 [ 100, %128 ], [ %132, %129 ]
  ret i32 %134
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @as_values(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp oeq double %5, %6
  %8 = zext i1 %7 to i32
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = fcmp une double %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load double, ptr %3, align 8
  %16 = load double, ptr %4, align 8
  %17 = fcmp olt double %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load double, ptr %3, align 8
  %22 = load double, ptr %4, align 8
  %23 = fcmp ole double %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load double, ptr %3, align 8
  %28 = load double, ptr %4, align 8
  %29 = fcmp ogt double %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load double, ptr %3, align 8
  %34 = load double, ptr %4, align 8
  %35 = fcmp oge double %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  %39 = load double, ptr %3, align 8
  %40 = load double, ptr %4, align 8
  %41 = fcmp olt double %39, %40
  %42 = xor i1 %41, true
  %43 = zext i1 %42 to i32
  %44 = shl i32 %43, 6
  %45 = or i32 %38, %44
  %46 = load double, ptr %3, align 8
  %47 = load double, ptr %4, align 8
  %48 = fcmp ole double %46, %47
  %49 = xor i1 %48, true
  %50 = zext i1 %49 to i32
  %51 = shl i32 %50, 7
  %52 = or i32 %45, %51
  %53 = load double, ptr %3, align 8
  %54 = load double, ptr %4, align 8
  %55 = fcmp ogt double %53, %54
  %56 = xor i1 %55, true
  %57 = zext i1 %56 to i32
  %58 = shl i32 %57, 8
  %59 = or i32 %52, %58
  %60 = load double, ptr %3, align 8
  %61 = load double, ptr %4, align 8
  %62 = fcmp oge double %60, %61
  %63 = xor i1 %62, true
  %64 = zext i1 %63 to i32
  %65 = shl i32 %64, 9
  %66 = or i32 %59, %65
  %67 = load double, ptr %3, align 8
  %68 = load double, ptr %4, align 8
  %69 = fcmp oeq double %67, %68
  %70 = xor i1 %69, true
  %71 = zext i1 %70 to i32
  %72 = shl i32 %71, 10
  %73 = or i32 %66, %72
  %74 = load double, ptr %3, align 8
  %75 = load double, ptr %4, align 8
  %76 = fcmp oeq double %74, %75
  br i1 %76, label %85, label %77

77:                                               ; preds = %2
  %78 = load double, ptr %3, align 8
  %79 = load double, ptr %3, align 8
  %80 = fcmp une double %78, %79
  br i1 %80, label %85, label %81

81:                                               ; preds = %77
  %82 = load double, ptr %4, align 8
  %83 = load double, ptr %4, align 8
  %84 = fcmp une double %82, %83
  br label %85

85:                                               ; preds = %81, %77, %2
  %86 = phi i1 [ true, %77 ], [ true, %2 ], [ %84, %81 ]
  %87 = zext i1 %86 to i32
  %88 = shl i32 %87, 11
  %89 = or i32 %73, %88
  ret i32 %89
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @as_branches(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = fcmp oeq double %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = load i32, ptr %5, align 4
  %11 = or i32 %10, 1
  store i32 %11, ptr %5, align 4
  br label %12

12:                                               ; preds = %9, %2
  %13 = load double, ptr %3, align 8
  %14 = load double, ptr %4, align 8
  %15 = fcmp une double %13, %14
  br i1 %15, label %16, label %19

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = or i32 %17, 2
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %16, %12
  %20 = load double, ptr %3, align 8
  %21 = load double, ptr %4, align 8
  %22 = fcmp olt double %20, %21
  br i1 %22, label %23, label %26

23:                                               ; preds = %19
  %24 = load i32, ptr %5, align 4
  %25 = or i32 %24, 4
  store i32 %25, ptr %5, align 4
  br label %26

26:                                               ; preds = %23, %19
  %27 = load double, ptr %3, align 8
  %28 = load double, ptr %4, align 8
  %29 = fcmp ole double %27, %28
  br i1 %29, label %30, label %33

30:                                               ; preds = %26
  %31 = load i32, ptr %5, align 4
  %32 = or i32 %31, 8
  store i32 %32, ptr %5, align 4
  br label %33

33:                                               ; preds = %30, %26
  %34 = load double, ptr %3, align 8
  %35 = load double, ptr %4, align 8
  %36 = fcmp ogt double %34, %35
  br i1 %36, label %37, label %40

37:                                               ; preds = %33
  %38 = load i32, ptr %5, align 4
  %39 = or i32 %38, 16
  store i32 %39, ptr %5, align 4
  br label %40

40:                                               ; preds = %37, %33
  %41 = load double, ptr %3, align 8
  %42 = load double, ptr %4, align 8
  %43 = fcmp oge double %41, %42
  br i1 %43, label %44, label %47

44:                                               ; preds = %40
  %45 = load i32, ptr %5, align 4
  %46 = or i32 %45, 32
  store i32 %46, ptr %5, align 4
  br label %47

47:                                               ; preds = %44, %40
  %48 = load double, ptr %3, align 8
  %49 = load double, ptr %4, align 8
  %50 = fcmp olt double %48, %49
  br i1 %50, label %54, label %51

51:                                               ; preds = %47
  %52 = load i32, ptr %5, align 4
  %53 = or i32 %52, 64
  store i32 %53, ptr %5, align 4
  br label %54

54:                                               ; preds = %51, %47
  %55 = load double, ptr %3, align 8
  %56 = load double, ptr %4, align 8
  %57 = fcmp ole double %55, %56
  br i1 %57, label %61, label %58

58:                                               ; preds = %54
  %59 = load i32, ptr %5, align 4
  %60 = or i32 %59, 128
  store i32 %60, ptr %5, align 4
  br label %61

61:                                               ; preds = %58, %54
  %62 = load double, ptr %3, align 8
  %63 = load double, ptr %4, align 8
  %64 = fcmp ogt double %62, %63
  br i1 %64, label %68, label %65

65:                                               ; preds = %61
  %66 = load i32, ptr %5, align 4
  %67 = or i32 %66, 256
  store i32 %67, ptr %5, align 4
  br label %68

68:                                               ; preds = %65, %61
  %69 = load double, ptr %3, align 8
  %70 = load double, ptr %4, align 8
  %71 = fcmp oge double %69, %70
  br i1 %71, label %75, label %72

72:                                               ; preds = %68
  %73 = load i32, ptr %5, align 4
  %74 = or i32 %73, 512
  store i32 %74, ptr %5, align 4
  br label %75

75:                                               ; preds = %72, %68
  %76 = load double, ptr %3, align 8
  %77 = load double, ptr %4, align 8
  %78 = fcmp oeq double %76, %77
  br i1 %78, label %82, label %79

79:                                               ; preds = %75
  %80 = load i32, ptr %5, align 4
  %81 = or i32 %80, 1024
  store i32 %81, ptr %5, align 4
  br label %82

82:                                               ; preds = %79, %75
  %83 = load double, ptr %3, align 8
  %84 = load double, ptr %4, align 8
  %85 = fcmp oeq double %83, %84
  br i1 %85, label %94, label %86

86:                                               ; preds = %82
  %87 = load double, ptr %3, align 8
  %88 = load double, ptr %3, align 8
  %89 = fcmp une double %87, %88
  br i1 %89, label %94, label %90

90:                                               ; preds = %86
  %91 = load double, ptr %4, align 8
  %92 = load double, ptr %4, align 8
  %93 = fcmp une double %91, %92
  br i1 %93, label %94, label %97

94:                                               ; preds = %90, %86, %82
  %95 = load i32, ptr %5, align 4
  %96 = or i32 %95, 2048
  store i32 %96, ptr %5, align 4
  br label %97

97:                                               ; preds = %94, %90
  %98 = load i32, ptr %5, align 4
  ret i32 %98
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @as_builtins(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp ogt double %5, %6
  %8 = zext i1 %7 to i32
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = fcmp oge double %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load double, ptr %3, align 8
  %16 = load double, ptr %4, align 8
  %17 = fcmp olt double %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load double, ptr %3, align 8
  %22 = load double, ptr %4, align 8
  %23 = fcmp ole double %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load double, ptr %3, align 8
  %28 = load double, ptr %4, align 8
  %29 = fcmp one double %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load double, ptr %3, align 8
  %34 = load double, ptr %4, align 8
  %35 = fcmp uno double %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call i1 @llvm.is.fpclass.f64(double %3, i32 3)
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %32

6:                                                ; preds = %1
  %7 = load double, ptr %2, align 8
  %8 = fcmp olt double %7, 0.000000e+00
  br i1 %8, label %9, label %14

9:                                                ; preds = %6
  %10 = load double, ptr %2, align 8
  %11 = fcmp oeq double %10, 0xFFF0000000000000
  %12 = zext i1 %11 to i64
  %13 = select i1 %11, i32 1, i32 2
  br label %30

14:                                               ; preds = %6
  %15 = load double, ptr %2, align 8
  %16 = fcmp ogt double %15, 0.000000e+00
  br i1 %16, label %17, label %22

17:                                               ; preds = %14
  %18 = load double, ptr %2, align 8
  %19 = fcmp oeq double %18, 0x7FF0000000000000
  %20 = zext i1 %19 to i64
  %21 = select i1 %19, i32 5, i32 4
  br label %28

22:                                               ; preds = %14
  %23 = load double, ptr %2, align 8
  %24 = bitcast double %23 to i64
  %25 = icmp slt i64 %24, 0
  %26 = zext i1 %25 to i64
  %27 = select i1 %25, i32 6, i32 3
  br label %28

28:                                               ; preds = %22, %17
  %29 = phi i32 [ %21, %17 ], [ %27, %22 ]
  br label %30

30:                                               ; preds = %28, %9
  %31 = phi i32 [ %13, %9 ], [ %29, %28 ]
  br label %32

32:                                               ; preds = %30, %5
  %33 = phi i32 [ 0, %5 ], [ %31, %30 ]
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_min(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp olt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_max(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp ogt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sel_idx(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp oge double %5, %6
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 1, i32 2
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
