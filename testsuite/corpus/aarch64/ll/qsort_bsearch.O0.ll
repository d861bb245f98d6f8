; ModuleID = 'programs/qsort_bsearch.c'
source_filename = "programs/qsort_bsearch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Person = type { [12 x i8], i32, double, i32 }

@main.a = internal global [5000 x i32] zeroinitializer, align 4
@main.b = internal global [5000 x i32] zeroinitializer, align 4
@main.tmp = internal global [5000 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [55 x i8] c"sorted equal=%d first=%d last=%d median=%d calls>0=%d\0A\00", align 1
@calls = internal global i64 0, align 8
@.str.1 = private unnamed_addr constant [18 x i8] c"bsearch found=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"desc first=%d last=%d\0A\00", align 1
@__const.main.d = private unnamed_addr constant [8 x double] [double 3.500000e+00, double -1.250000e+00, double 1.000000e+10, double -1.000000e-10, double 0.000000e+00, double 2.000000e+00, double -7.500000e+00, double 1.000000e+02], align 8
@.str.3 = private unnamed_addr constant [4 x i8] c"%g \00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"elderberry\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"grape\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@__const.main.words = private unnamed_addr constant [10 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 8
@.str.15 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"fig at %td\0A\00", align 1
@__const.main.ps = private unnamed_addr constant [8 x %struct.Person] [%struct.Person { [12 x i8] c"ann\00\00\00\00\00\00\00\00\00", i32 30, double 8.800000e+01, i32 0 }, %struct.Person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", i32 25, double 7.000000e+01, i32 1 }, %struct.Person { [12 x i8] c"cid\00\00\00\00\00\00\00\00\00", i32 30, double 9.500000e+01, i32 2 }, %struct.Person { [12 x i8] c"dan\00\00\00\00\00\00\00\00\00", i32 25, double 7.000000e+01, i32 3 }, %struct.Person { [12 x i8] c"eve\00\00\00\00\00\00\00\00\00", i32 41, double 6.000000e+01, i32 4 }, %struct.Person { [12 x i8] c"fay\00\00\00\00\00\00\00\00\00", i32 30, double 8.800000e+01, i32 5 }, %struct.Person { [12 x i8] c"gus\00\00\00\00\00\00\00\00\00", i32 19, double 9.900000e+01, i32 6 }, %struct.Person { [12 x i8] c"hal\00\00\00\00\00\00\00\00\00", i32 41, double 6.100000e+01, i32 7 }], align 8
@.str.17 = private unnamed_addr constant [11 x i8] c"%s(%d,%g) \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [8 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca [10 x ptr], align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca [8 x %struct.Person], align 8
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 12345, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %14

14:                                               ; preds = %35, %0
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %15, 5000
  br i1 %16, label %17, label %38

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4
  %19 = mul i32 %18, 1103515245
  %20 = add i32 %19, 12345
  store i32 %20, ptr %2, align 4
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 8
  %23 = urem i32 %22, 100000
  %24 = sub nsw i32 %23, 50000
  %25 = load i32, ptr %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %26
  store i32 %24, ptr %27, align 4
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = load i32, ptr %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [5000 x i32], ptr @main.b, i64 0, i64 %33
  store i32 %31, ptr %34, align 4
  br label %35

35:                                               ; preds = %17
  %36 = load i32, ptr %3, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %3, align 4
  br label %14, !llvm.loop !6

38:                                               ; preds = %14
  call void @qsort(ptr noundef @main.a, i64 noundef 5000, i64 noundef 4, ptr noundef @cmp_counting)
  call void @merge_sort(ptr noundef @main.b, ptr noundef @main.tmp, i32 noundef 5000)
  %39 = call i32 @memcmp(ptr noundef @main.a, ptr noundef @main.b, i64 noundef 20000) #4
  %40 = icmp eq i32 %39, 0
  %41 = zext i1 %40 to i32
  %42 = load i32, ptr @main.a, align 4
  %43 = load i32, ptr getelementptr inbounds ([5000 x i32], ptr @main.a, i64 0, i64 4999), align 4
  %44 = load i32, ptr getelementptr inbounds ([5000 x i32], ptr @main.a, i64 0, i64 2500), align 4
  %45 = load i64, ptr @calls, align 8
  %46 = icmp ugt i64 %45, 0
  %47 = zext i1 %46 to i32
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %47)
  store i32 0, ptr %4, align 4
  store i32 -50000, ptr %5, align 4
  br label %49

49:                                               ; preds = %59, %38
  %50 = load i32, ptr %5, align 4
  %51 = icmp slt i32 %50, 50000
  br i1 %51, label %52, label %62

52:                                               ; preds = %49
  %53 = call ptr @bsearch(ptr noundef %5, ptr noundef @main.a, i64 noundef 5000, i64 noundef 4, ptr noundef @cmp_int)
  %54 = icmp ne ptr %53, null
  br i1 %54, label %55, label %58

55:                                               ; preds = %52
  %56 = load i32, ptr %4, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %4, align 4
  br label %58

58:                                               ; preds = %55, %52
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %5, align 4
  %61 = add nsw i32 %60, 37
  store i32 %61, ptr %5, align 4
  br label %49, !llvm.loop !8

62:                                               ; preds = %49
  %63 = load i32, ptr %4, align 4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %63)
  call void @qsort(ptr noundef @main.b, i64 noundef 5000, i64 noundef 4, ptr noundef @cmp_int_desc)
  %65 = load i32, ptr @main.b, align 4
  %66 = load i32, ptr getelementptr inbounds ([5000 x i32], ptr @main.b, i64 0, i64 4999), align 4
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %65, i32 noundef %66)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.d, i64 64, i1 false)
  %68 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  call void @qsort(ptr noundef %68, i64 noundef 8, i64 noundef 8, ptr noundef @cmp_dbl)
  store i32 0, ptr %7, align 4
  br label %69

69:                                               ; preds = %78, %62
  %70 = load i32, ptr %7, align 4
  %71 = icmp slt i32 %70, 8
  br i1 %71, label %72, label %81

72:                                               ; preds = %69
  %73 = load i32, ptr %7, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %74
  %76 = load double, ptr %75, align 8
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %76)
  br label %78

78:                                               ; preds = %72
  %79 = load i32, ptr %7, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %7, align 4
  br label %69, !llvm.loop !9

81:                                               ; preds = %69
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.words, i64 80, i1 false)
  %83 = getelementptr inbounds [10 x ptr], ptr %8, i64 0, i64 0
  call void @qsort(ptr noundef %83, i64 noundef 10, i64 noundef 8, ptr noundef @cmp_str)
  store i32 0, ptr %9, align 4
  br label %84

84:                                               ; preds = %93, %81
  %85 = load i32, ptr %9, align 4
  %86 = icmp slt i32 %85, 10
  br i1 %86, label %87, label %96

87:                                               ; preds = %84
  %88 = load i32, ptr %9, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [10 x ptr], ptr %8, i64 0, i64 %89
  %91 = load ptr, ptr %90, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %91)
  br label %93

93:                                               ; preds = %87
  %94 = load i32, ptr %9, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %9, align 4
  br label %84, !llvm.loop !10

96:                                               ; preds = %84
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store ptr @.str.7, ptr %10, align 8
  %98 = getelementptr inbounds [10 x ptr], ptr %8, i64 0, i64 0
  %99 = call ptr @bsearch(ptr noundef %10, ptr noundef %98, i64 noundef 10, i64 noundef 8, ptr noundef @cmp_str)
  store ptr %99, ptr %11, align 8
  %100 = load ptr, ptr %11, align 8
  %101 = icmp ne ptr %100, null
  br i1 %101, label %102, label %109

102:                                              ; preds = %96
  %103 = load ptr, ptr %11, align 8
  %104 = getelementptr inbounds [10 x ptr], ptr %8, i64 0, i64 0
  %105 = ptrtoint ptr %103 to i64
  %106 = ptrtoint ptr %104 to i64
  %107 = sub i64 %105, %106
  %108 = sdiv exact i64 %107, 8
  br label %110

109:                                              ; preds = %96
  br label %110

110:                                              ; preds = %109, %102
  %111 = phi i64 [ %108, %102 ], [ -1, %109 ]
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %111)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.ps, i64 256, i1 false)
  %113 = getelementptr inbounds [8 x %struct.Person], ptr %12, i64 0, i64 0
  call void @qsort(ptr noundef %113, i64 noundef 8, i64 noundef 32, ptr noundef @cmp_person)
  store i32 0, ptr %13, align 4
  br label %114

114:                                              ; preds = %134, %110
  %115 = load i32, ptr %13, align 4
  %116 = icmp slt i32 %115, 8
  br i1 %116, label %117, label %137

117:                                              ; preds = %114
  %118 = load i32, ptr %13, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [8 x %struct.Person], ptr %12, i64 0, i64 %119
  %121 = getelementptr inbounds %struct.Person, ptr %120, i32 0, i32 0
  %122 = getelementptr inbounds [12 x i8], ptr %121, i64 0, i64 0
  %123 = load i32, ptr %13, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [8 x %struct.Person], ptr %12, i64 0, i64 %124
  %126 = getelementptr inbounds %struct.Person, ptr %125, i32 0, i32 1
  %127 = load i32, ptr %126, align 4
  %128 = load i32, ptr %13, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [8 x %struct.Person], ptr %12, i64 0, i64 %129
  %131 = getelementptr inbounds %struct.Person, ptr %130, i32 0, i32 2
  %132 = load double, ptr %131, align 8
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %122, i32 noundef %127, double noundef %132)
  br label %134

134:                                              ; preds = %117
  %135 = load i32, ptr %13, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %13, align 4
  br label %114, !llvm.loop !11

137:                                              ; preds = %114
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %139 = load i32, ptr @main.a, align 4
  %140 = and i32 %139, 127
  ret i32 %140
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_counting(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load i64, ptr @calls, align 8
  %6 = add i64 %5, 1
  store i64 %6, ptr @calls, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call i32 @cmp_int(ptr noundef %7, ptr noundef %8)
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 2
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  br label %112

14:                                               ; preds = %3
  %15 = load i32, ptr %6, align 4
  %16 = sdiv i32 %15, 2
  store i32 %16, ptr %7, align 4
  %17 = load ptr, ptr %4, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %7, align 4
  call void @merge_sort(ptr noundef %17, ptr noundef %18, i32 noundef %19)
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %6, align 4
  %26 = load i32, ptr %7, align 4
  %27 = sub nsw i32 %25, %26
  call void @merge_sort(ptr noundef %23, ptr noundef %24, i32 noundef %27)
  store i32 0, ptr %8, align 4
  %28 = load i32, ptr %7, align 4
  store i32 %28, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %29

29:                                               ; preds = %65, %14
  %30 = load i32, ptr %8, align 4
  %31 = load i32, ptr %7, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %37

33:                                               ; preds = %29
  %34 = load i32, ptr %9, align 4
  %35 = load i32, ptr %6, align 4
  %36 = icmp slt i32 %34, %35
  br label %37

37:                                               ; preds = %33, %29
  %38 = phi i1 [ false, %29 ], [ %36, %33 ]
  br i1 %38, label %39, label %72

39:                                               ; preds = %37
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %45, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = icmp sle i32 %44, %49
  br i1 %50, label %51, label %58

51:                                               ; preds = %39
  %52 = load ptr, ptr %4, align 8
  %53 = load i32, ptr %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %8, align 4
  %55 = sext i32 %53 to i64
  %56 = getelementptr inbounds i32, ptr %52, i64 %55
  %57 = load i32, ptr %56, align 4
  br label %65

58:                                               ; preds = %39
  %59 = load ptr, ptr %4, align 8
  %60 = load i32, ptr %9, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %9, align 4
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds i32, ptr %59, i64 %62
  %64 = load i32, ptr %63, align 4
  br label %65

65:                                               ; preds = %58, %51
  %66 = phi i32 [ %57, %51 ], [ %64, %58 ]
  %67 = load ptr, ptr %5, align 8
  %68 = load i32, ptr %10, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %10, align 4
  %70 = sext i32 %68 to i64
  %71 = getelementptr inbounds i32, ptr %67, i64 %70
  store i32 %66, ptr %71, align 4
  br label %29, !llvm.loop !12

72:                                               ; preds = %37
  br label %73

73:                                               ; preds = %77, %72
  %74 = load i32, ptr %8, align 4
  %75 = load i32, ptr %7, align 4
  %76 = icmp slt i32 %74, %75
  br i1 %76, label %77, label %89

77:                                               ; preds = %73
  %78 = load ptr, ptr %4, align 8
  %79 = load i32, ptr %8, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %8, align 4
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds i32, ptr %78, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = load ptr, ptr %5, align 8
  %85 = load i32, ptr %10, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %10, align 4
  %87 = sext i32 %85 to i64
  %88 = getelementptr inbounds i32, ptr %84, i64 %87
  store i32 %83, ptr %88, align 4
  br label %73, !llvm.loop !13

89:                                               ; preds = %73
  br label %90

90:                                               ; preds = %94, %89
  %91 = load i32, ptr %9, align 4
  %92 = load i32, ptr %6, align 4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %106

94:                                               ; preds = %90
  %95 = load ptr, ptr %4, align 8
  %96 = load i32, ptr %9, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %9, align 4
  %98 = sext i32 %96 to i64
  %99 = getelementptr inbounds i32, ptr %95, i64 %98
  %100 = load i32, ptr %99, align 4
  %101 = load ptr, ptr %5, align 8
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %10, align 4
  %104 = sext i32 %102 to i64
  %105 = getelementptr inbounds i32, ptr %101, i64 %104
  store i32 %100, ptr %105, align 4
  br label %90, !llvm.loop !14

106:                                              ; preds = %90
  %107 = load ptr, ptr %4, align 8
  %108 = load ptr, ptr %5, align 8
  %109 = load i32, ptr %6, align 4
  %110 = sext i32 %109 to i64
  %111 = mul i64 %110, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %107, ptr align 4 %108, i64 %111, i1 false)
  br label %112

112:                                              ; preds = %106, %13
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #2

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp sgt i32 %11, %12
  %14 = zext i1 %13 to i32
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 @cmp_int(ptr noundef %5, ptr noundef %6)
  ret i32 %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_dbl(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load double, ptr %7, align 8
  store double %8, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load double, ptr %9, align 8
  store double %10, ptr %6, align 8
  %11 = load double, ptr %5, align 8
  %12 = load double, ptr %6, align 8
  %13 = fcmp ogt double %11, %12
  %14 = zext i1 %13 to i32
  %15 = load double, ptr %5, align 8
  %16 = load double, ptr %6, align 8
  %17 = fcmp olt double %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_str(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = call i32 @strcmp(ptr noundef %6, ptr noundef %8) #4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_person(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.Person, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Person, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %17, label %25

17:                                               ; preds = %2
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.Person, ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds %struct.Person, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = sub nsw i32 %20, %23
  store i32 %24, ptr %3, align 4
  br label %51

25:                                               ; preds = %2
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds %struct.Person, ptr %26, i32 0, i32 2
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %7, align 8
  %30 = getelementptr inbounds %struct.Person, ptr %29, i32 0, i32 2
  %31 = load double, ptr %30, align 8
  %32 = fcmp une double %28, %31
  br i1 %32, label %33, label %43

33:                                               ; preds = %25
  %34 = load ptr, ptr %6, align 8
  %35 = getelementptr inbounds %struct.Person, ptr %34, i32 0, i32 2
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %7, align 8
  %38 = getelementptr inbounds %struct.Person, ptr %37, i32 0, i32 2
  %39 = load double, ptr %38, align 8
  %40 = fcmp olt double %36, %39
  %41 = zext i1 %40 to i64
  %42 = select i1 %40, i32 1, i32 -1
  store i32 %42, ptr %3, align 4
  br label %51

43:                                               ; preds = %25
  %44 = load ptr, ptr %6, align 8
  %45 = getelementptr inbounds %struct.Person, ptr %44, i32 0, i32 3
  %46 = load i32, ptr %45, align 8
  %47 = load ptr, ptr %7, align 8
  %48 = getelementptr inbounds %struct.Person, ptr %47, i32 0, i32 3
  %49 = load i32, ptr %48, align 8
  %50 = sub nsw i32 %46, %49
  store i32 %50, ptr %3, align 4
  br label %51

51:                                               ; preds = %43, %33, %17
  %52 = load i32, ptr %3, align 4
  ret i32 %52
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) }

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
