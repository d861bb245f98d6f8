; ModuleID = 'programs/binary_search_tree.c'
source_filename = "programs/binary_search_tree.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.T = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [42 x i8] c"%s: count=%d sum=%ld sorted=%d height=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"avl\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"bst\00", align 1
@.str.3 = private unnamed_addr constant [63 x i8] c"%s after delete: count=%d sum=%ld sorted=%d height=%d hits=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"levels:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [64 x ptr], align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %18

18:                                               ; preds = %161, %0
  %19 = load i32, ptr %2, align 4
  %20 = icmp slt i32 %19, 2
  br i1 %20, label %21, label %164

21:                                               ; preds = %18
  store ptr null, ptr %3, align 8
  store i32 99, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %22

22:                                               ; preds = %34, %21
  %23 = load i32, ptr %5, align 4
  %24 = icmp slt i32 %23, 3000
  br i1 %24, label %25, label %37

25:                                               ; preds = %22
  %26 = load i32, ptr %4, align 4
  %27 = mul i32 %26, 1103515245
  %28 = add i32 %27, 12345
  store i32 %28, ptr %4, align 4
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %4, align 4
  %31 = urem i32 %30, 10000
  %32 = load i32, ptr %2, align 4
  %33 = call ptr @ins(ptr noundef %29, i32 noundef %31, i32 noundef %32)
  store ptr %33, ptr %3, align 8
  br label %34

34:                                               ; preds = %25
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %22, !llvm.loop !6

37:                                               ; preds = %22
  store i32 0, ptr %6, align 4
  br label %38

38:                                               ; preds = %47, %37
  %39 = load i32, ptr %6, align 4
  %40 = icmp slt i32 %39, 1000
  br i1 %40, label %41, label %50

41:                                               ; preds = %38
  %42 = load ptr, ptr %3, align 8
  %43 = load i32, ptr %6, align 4
  %44 = mul nsw i32 %43, 10
  %45 = load i32, ptr %2, align 4
  %46 = call ptr @ins(ptr noundef %42, i32 noundef %44, i32 noundef %45)
  store ptr %46, ptr %3, align 8
  br label %47

47:                                               ; preds = %41
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %6, align 4
  br label %38, !llvm.loop !8

50:                                               ; preds = %38
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 1, ptr %9, align 4
  %51 = load ptr, ptr %3, align 8
  %52 = call i64 @inorder_sum(ptr noundef %51, ptr noundef %7, ptr noundef %8, ptr noundef %9)
  store i64 %52, ptr %10, align 8
  %53 = load i32, ptr %2, align 4
  %54 = icmp ne i32 %53, 0
  %55 = zext i1 %54 to i64
  %56 = select i1 %54, ptr @.str.1, ptr @.str.2
  %57 = load i32, ptr %7, align 4
  %58 = load i64, ptr %10, align 8
  %59 = load i32, ptr %9, align 4
  %60 = load ptr, ptr %3, align 8
  %61 = call i32 @ht(ptr noundef %60)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %56, i32 noundef %57, i64 noundef %58, i32 noundef %59, i32 noundef %61)
  store i32 0, ptr %11, align 4
  br label %63

63:                                               ; preds = %71, %50
  %64 = load i32, ptr %11, align 4
  %65 = icmp slt i32 %64, 10000
  br i1 %65, label %66, label %74

66:                                               ; preds = %63
  %67 = load ptr, ptr %3, align 8
  %68 = load i32, ptr %11, align 4
  %69 = load i32, ptr %2, align 4
  %70 = call ptr @del(ptr noundef %67, i32 noundef %68, i32 noundef %69)
  store ptr %70, ptr %3, align 8
  br label %71

71:                                               ; preds = %66
  %72 = load i32, ptr %11, align 4
  %73 = add nsw i32 %72, 3
  store i32 %73, ptr %11, align 4
  br label %63, !llvm.loop !9

74:                                               ; preds = %63
  store i32 0, ptr %7, align 4
  store i32 1, ptr %9, align 4
  %75 = load ptr, ptr %3, align 8
  %76 = call i64 @inorder_sum(ptr noundef %75, ptr noundef %7, ptr noundef %8, ptr noundef %9)
  store i64 %76, ptr %10, align 8
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %77

77:                                               ; preds = %86, %74
  %78 = load i32, ptr %13, align 4
  %79 = icmp slt i32 %78, 10000
  br i1 %79, label %80, label %89

80:                                               ; preds = %77
  %81 = load ptr, ptr %3, align 8
  %82 = load i32, ptr %13, align 4
  %83 = call i32 @find(ptr noundef %81, i32 noundef %82)
  %84 = load i32, ptr %12, align 4
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr %12, align 4
  br label %86

86:                                               ; preds = %80
  %87 = load i32, ptr %13, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %13, align 4
  br label %77, !llvm.loop !10

89:                                               ; preds = %77
  %90 = load i32, ptr %2, align 4
  %91 = icmp ne i32 %90, 0
  %92 = zext i1 %91 to i64
  %93 = select i1 %91, ptr @.str.1, ptr @.str.2
  %94 = load i32, ptr %7, align 4
  %95 = load i64, ptr %10, align 8
  %96 = load i32, ptr %9, align 4
  %97 = load ptr, ptr %3, align 8
  %98 = call i32 @ht(ptr noundef %97)
  %99 = load i32, ptr %12, align 4
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %93, i32 noundef %94, i64 noundef %95, i32 noundef %96, i32 noundef %98, i32 noundef %99)
  store i32 0, ptr %15, align 4
  store i32 0, ptr %16, align 4
  %101 = load ptr, ptr %3, align 8
  %102 = load i32, ptr %16, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %16, align 4
  %104 = sext i32 %102 to i64
  %105 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %104
  store ptr %101, ptr %105, align 8
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %107

107:                                              ; preds = %157, %89
  %108 = load i32, ptr %15, align 4
  %109 = load i32, ptr %16, align 4
  %110 = icmp slt i32 %108, %109
  br i1 %110, label %111, label %114

111:                                              ; preds = %107
  %112 = load i32, ptr %15, align 4
  %113 = icmp slt i32 %112, 15
  br label %114

114:                                              ; preds = %111, %107
  %115 = phi i1 [ false, %107 ], [ %113, %111 ]
  br i1 %115, label %116, label %158

116:                                              ; preds = %114
  %117 = load i32, ptr %15, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %15, align 4
  %119 = sext i32 %117 to i64
  %120 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %119
  %121 = load ptr, ptr %120, align 8
  store ptr %121, ptr %17, align 8
  %122 = load ptr, ptr %17, align 8
  %123 = getelementptr inbounds %struct.T, ptr %122, i32 0, i32 0
  %124 = load i32, ptr %123, align 8
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %124)
  %126 = load ptr, ptr %17, align 8
  %127 = getelementptr inbounds %struct.T, ptr %126, i32 0, i32 2
  %128 = load ptr, ptr %127, align 8
  %129 = icmp ne ptr %128, null
  br i1 %129, label %130, label %141

130:                                              ; preds = %116
  %131 = load i32, ptr %16, align 4
  %132 = icmp slt i32 %131, 64
  br i1 %132, label %133, label %141

133:                                              ; preds = %130
  %134 = load ptr, ptr %17, align 8
  %135 = getelementptr inbounds %struct.T, ptr %134, i32 0, i32 2
  %136 = load ptr, ptr %135, align 8
  %137 = load i32, ptr %16, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %16, align 4
  %139 = sext i32 %137 to i64
  %140 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %139
  store ptr %136, ptr %140, align 8
  br label %141

141:                                              ; preds = %133, %130, %116
  %142 = load ptr, ptr %17, align 8
  %143 = getelementptr inbounds %struct.T, ptr %142, i32 0, i32 3
  %144 = load ptr, ptr %143, align 8
  %145 = icmp ne ptr %144, null
  br i1 %145, label %146, label %157

146:                                              ; preds = %141
  %147 = load i32, ptr %16, align 4
  %148 = icmp slt i32 %147, 64
  br i1 %148, label %149, label %157

149:                                              ; preds = %146
  %150 = load ptr, ptr %17, align 8
  %151 = getelementptr inbounds %struct.T, ptr %150, i32 0, i32 3
  %152 = load ptr, ptr %151, align 8
  %153 = load i32, ptr %16, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %16, align 4
  %155 = sext i32 %153 to i64
  %156 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %155
  store ptr %152, ptr %156, align 8
  br label %157

157:                                              ; preds = %149, %146, %141
  br label %107, !llvm.loop !11

158:                                              ; preds = %114
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %160 = load ptr, ptr %3, align 8
  call void @freet(ptr noundef %160)
  br label %161

161:                                              ; preds = %158
  %162 = load i32, ptr %2, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %2, align 4
  br label %18, !llvm.loop !12

164:                                              ; preds = %18
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ins(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #4
  store ptr %11, ptr %5, align 8
  %12 = load i32, ptr %6, align 4
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.T, ptr %13, i32 0, i32 0
  store i32 %12, ptr %14, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.T, ptr %15, i32 0, i32 1
  store i32 1, ptr %16, align 4
  %17 = load ptr, ptr %5, align 8
  store ptr %17, ptr %4, align 8
  br label %60

18:                                               ; preds = %3
  %19 = load i32, ptr %6, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.T, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 8
  %23 = icmp slt i32 %19, %22
  br i1 %23, label %24, label %33

24:                                               ; preds = %18
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.T, ptr %25, i32 0, i32 2
  %27 = load ptr, ptr %26, align 8
  %28 = load i32, ptr %6, align 4
  %29 = load i32, ptr %7, align 4
  %30 = call ptr @ins(ptr noundef %27, i32 noundef %28, i32 noundef %29)
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.T, ptr %31, i32 0, i32 2
  store ptr %30, ptr %32, align 8
  br label %51

33:                                               ; preds = %18
  %34 = load i32, ptr %6, align 4
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds %struct.T, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %36, align 8
  %38 = icmp sgt i32 %34, %37
  br i1 %38, label %39, label %48

39:                                               ; preds = %33
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds %struct.T, ptr %40, i32 0, i32 3
  %42 = load ptr, ptr %41, align 8
  %43 = load i32, ptr %6, align 4
  %44 = load i32, ptr %7, align 4
  %45 = call ptr @ins(ptr noundef %42, i32 noundef %43, i32 noundef %44)
  %46 = load ptr, ptr %5, align 8
  %47 = getelementptr inbounds %struct.T, ptr %46, i32 0, i32 3
  store ptr %45, ptr %47, align 8
  br label %50

48:                                               ; preds = %33
  %49 = load ptr, ptr %5, align 8
  store ptr %49, ptr %4, align 8
  br label %60

50:                                               ; preds = %39
  br label %51

51:                                               ; preds = %50, %24
  %52 = load i32, ptr %7, align 4
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %57

54:                                               ; preds = %51
  %55 = load ptr, ptr %5, align 8
  %56 = call ptr @bal(ptr noundef %55)
  store ptr %56, ptr %4, align 8
  br label %60

57:                                               ; preds = %51
  %58 = load ptr, ptr %5, align 8
  call void @upd(ptr noundef %58)
  %59 = load ptr, ptr %5, align 8
  store ptr %59, ptr %4, align 8
  br label %60

60:                                               ; preds = %57, %54, %48, %10
  %61 = load ptr, ptr %4, align 8
  ret ptr %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @inorder_sum(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = icmp ne ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %4
  store i64 0, ptr %5, align 8
  br label %56

14:                                               ; preds = %4
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds %struct.T, ptr %15, i32 0, i32 2
  %17 = load ptr, ptr %16, align 8
  %18 = load ptr, ptr %7, align 8
  %19 = load ptr, ptr %8, align 8
  %20 = load ptr, ptr %9, align 8
  %21 = call i64 @inorder_sum(ptr noundef %17, ptr noundef %18, ptr noundef %19, ptr noundef %20)
  store i64 %21, ptr %10, align 8
  %22 = load ptr, ptr %7, align 8
  %23 = load i32, ptr %22, align 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %34

25:                                               ; preds = %14
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds %struct.T, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 8
  %29 = load ptr, ptr %8, align 8
  %30 = load i32, ptr %29, align 4
  %31 = icmp sle i32 %28, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %25
  %33 = load ptr, ptr %9, align 8
  store i32 0, ptr %33, align 4
  br label %34

34:                                               ; preds = %32, %25, %14
  %35 = load ptr, ptr %6, align 8
  %36 = getelementptr inbounds %struct.T, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %36, align 8
  %38 = load ptr, ptr %8, align 8
  store i32 %37, ptr %38, align 4
  %39 = load ptr, ptr %7, align 8
  %40 = load i32, ptr %39, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %39, align 4
  %42 = load i64, ptr %10, align 8
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds %struct.T, ptr %43, i32 0, i32 0
  %45 = load i32, ptr %44, align 8
  %46 = sext i32 %45 to i64
  %47 = add nsw i64 %42, %46
  %48 = load ptr, ptr %6, align 8
  %49 = getelementptr inbounds %struct.T, ptr %48, i32 0, i32 3
  %50 = load ptr, ptr %49, align 8
  %51 = load ptr, ptr %7, align 8
  %52 = load ptr, ptr %8, align 8
  %53 = load ptr, ptr %9, align 8
  %54 = call i64 @inorder_sum(ptr noundef %50, ptr noundef %51, ptr noundef %52, ptr noundef %53)
  %55 = add nsw i64 %47, %54
  store i64 %55, ptr %5, align 8
  br label %56

56:                                               ; preds = %34, %13
  %57 = load i64, ptr %5, align 8
  ret i64 %57
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ht(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.T, ptr %6, i32 0, i32 1
  %8 = load i32, ptr %7, align 4
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %5
  %11 = phi i32 [ %8, %5 ], [ 0, %9 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @del(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %10 = load ptr, ptr %5, align 8
  %11 = icmp ne ptr %10, null
  br i1 %11, label %13, label %12

12:                                               ; preds = %3
  store ptr null, ptr %4, align 8
  br label %109

13:                                               ; preds = %3
  %14 = load i32, ptr %6, align 4
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.T, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = icmp slt i32 %14, %17
  br i1 %18, label %19, label %28

19:                                               ; preds = %13
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.T, ptr %20, i32 0, i32 2
  %22 = load ptr, ptr %21, align 8
  %23 = load i32, ptr %6, align 4
  %24 = load i32, ptr %7, align 4
  %25 = call ptr @del(ptr noundef %22, i32 noundef %23, i32 noundef %24)
  %26 = load ptr, ptr %5, align 8
  %27 = getelementptr inbounds %struct.T, ptr %26, i32 0, i32 2
  store ptr %25, ptr %27, align 8
  br label %100

28:                                               ; preds = %13
  %29 = load i32, ptr %6, align 4
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.T, ptr %30, i32 0, i32 0
  %32 = load i32, ptr %31, align 8
  %33 = icmp sgt i32 %29, %32
  br i1 %33, label %34, label %43

34:                                               ; preds = %28
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds %struct.T, ptr %35, i32 0, i32 3
  %37 = load ptr, ptr %36, align 8
  %38 = load i32, ptr %6, align 4
  %39 = load i32, ptr %7, align 4
  %40 = call ptr @del(ptr noundef %37, i32 noundef %38, i32 noundef %39)
  %41 = load ptr, ptr %5, align 8
  %42 = getelementptr inbounds %struct.T, ptr %41, i32 0, i32 3
  store ptr %40, ptr %42, align 8
  br label %99

43:                                               ; preds = %28
  %44 = load ptr, ptr %5, align 8
  %45 = getelementptr inbounds %struct.T, ptr %44, i32 0, i32 2
  %46 = load ptr, ptr %45, align 8
  %47 = icmp ne ptr %46, null
  br i1 %47, label %48, label %53

48:                                               ; preds = %43
  %49 = load ptr, ptr %5, align 8
  %50 = getelementptr inbounds %struct.T, ptr %49, i32 0, i32 3
  %51 = load ptr, ptr %50, align 8
  %52 = icmp ne ptr %51, null
  br i1 %52, label %70, label %53

53:                                               ; preds = %48, %43
  %54 = load ptr, ptr %5, align 8
  %55 = getelementptr inbounds %struct.T, ptr %54, i32 0, i32 2
  %56 = load ptr, ptr %55, align 8
  %57 = icmp ne ptr %56, null
  br i1 %57, label %58, label %62

58:                                               ; preds = %53
  %59 = load ptr, ptr %5, align 8
  %60 = getelementptr inbounds %struct.T, ptr %59, i32 0, i32 2
  %61 = load ptr, ptr %60, align 8
  br label %66

62:                                               ; preds = %53
  %63 = load ptr, ptr %5, align 8
  %64 = getelementptr inbounds %struct.T, ptr %63, i32 0, i32 3
  %65 = load ptr, ptr %64, align 8
  br label %66

66:                                               ; preds = %62, %58
  %67 = phi ptr [ %61, %58 ], [ %65, %62 ]
  store ptr %67, ptr %8, align 8
  %68 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %68) #5
  %69 = load ptr, ptr %8, align 8
  store ptr %69, ptr %4, align 8
  br label %109

70:                                               ; preds = %48
  %71 = load ptr, ptr %5, align 8
  %72 = getelementptr inbounds %struct.T, ptr %71, i32 0, i32 3
  %73 = load ptr, ptr %72, align 8
  store ptr %73, ptr %9, align 8
  br label %74

74:                                               ; preds = %79, %70
  %75 = load ptr, ptr %9, align 8
  %76 = getelementptr inbounds %struct.T, ptr %75, i32 0, i32 2
  %77 = load ptr, ptr %76, align 8
  %78 = icmp ne ptr %77, null
  br i1 %78, label %79, label %83

79:                                               ; preds = %74
  %80 = load ptr, ptr %9, align 8
  %81 = getelementptr inbounds %struct.T, ptr %80, i32 0, i32 2
  %82 = load ptr, ptr %81, align 8
  store ptr %82, ptr %9, align 8
  br label %74, !llvm.loop !13

83:                                               ; preds = %74
  %84 = load ptr, ptr %9, align 8
  %85 = getelementptr inbounds %struct.T, ptr %84, i32 0, i32 0
  %86 = load i32, ptr %85, align 8
  %87 = load ptr, ptr %5, align 8
  %88 = getelementptr inbounds %struct.T, ptr %87, i32 0, i32 0
  store i32 %86, ptr %88, align 8
  %89 = load ptr, ptr %5, align 8
  %90 = getelementptr inbounds %struct.T, ptr %89, i32 0, i32 3
  %91 = load ptr, ptr %90, align 8
  %92 = load ptr, ptr %9, align 8
  %93 = getelementptr inbounds %struct.T, ptr %92, i32 0, i32 0
  %94 = load i32, ptr %93, align 8
  %95 = load i32, ptr %7, align 4
  %96 = call ptr @del(ptr noundef %91, i32 noundef %94, i32 noundef %95)
  %97 = load ptr, ptr %5, align 8
  %98 = getelementptr inbounds %struct.T, ptr %97, i32 0, i32 3
  store ptr %96, ptr %98, align 8
  br label %99

99:                                               ; preds = %83, %34
  br label %100

100:                                              ; preds = %99, %19
  %101 = load i32, ptr %7, align 4
  %102 = icmp ne i32 %101, 0
  br i1 %102, label %103, label %106

103:                                              ; preds = %100
  %104 = load ptr, ptr %5, align 8
  %105 = call ptr @bal(ptr noundef %104)
  store ptr %105, ptr %4, align 8
  br label %109

106:                                              ; preds = %100
  %107 = load ptr, ptr %5, align 8
  call void @upd(ptr noundef %107)
  %108 = load ptr, ptr %5, align 8
  store ptr %108, ptr %4, align 8
  br label %109

109:                                              ; preds = %106, %103, %66, %12
  %110 = load ptr, ptr %4, align 8
  ret ptr %110
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  br label %6

6:                                                ; preds = %30, %2
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %32

9:                                                ; preds = %6
  %10 = load i32, ptr %5, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.T, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = icmp eq i32 %10, %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %9
  store i32 1, ptr %3, align 4
  br label %33

16:                                               ; preds = %9
  %17 = load i32, ptr %5, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.T, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 8
  %21 = icmp slt i32 %17, %20
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.T, ptr %23, i32 0, i32 2
  %25 = load ptr, ptr %24, align 8
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds %struct.T, ptr %27, i32 0, i32 3
  %29 = load ptr, ptr %28, align 8
  br label %30

30:                                               ; preds = %26, %22
  %31 = phi ptr [ %25, %22 ], [ %29, %26 ]
  store ptr %31, ptr %4, align 8
  br label %6, !llvm.loop !14

32:                                               ; preds = %6
  store i32 0, ptr %3, align 4
  br label %33

33:                                               ; preds = %32, %15
  %34 = load i32, ptr %3, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @freet(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %13

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.T, ptr %6, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  call void @freet(ptr noundef %8)
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.T, ptr %9, i32 0, i32 3
  %11 = load ptr, ptr %10, align 8
  call void @freet(ptr noundef %11)
  %12 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %12) #5
  br label %13

13:                                               ; preds = %5, %1
  ret void
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @bal(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  call void @upd(ptr noundef %5)
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.T, ptr %6, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = call i32 @ht(ptr noundef %8)
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.T, ptr %10, i32 0, i32 3
  %12 = load ptr, ptr %11, align 8
  %13 = call i32 @ht(ptr noundef %12)
  %14 = sub nsw i32 %9, %13
  store i32 %14, ptr %4, align 4
  %15 = load i32, ptr %4, align 4
  %16 = icmp sgt i32 %15, 1
  br i1 %16, label %17, label %41

17:                                               ; preds = %1
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.T, ptr %18, i32 0, i32 2
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds %struct.T, ptr %20, i32 0, i32 2
  %22 = load ptr, ptr %21, align 8
  %23 = call i32 @ht(ptr noundef %22)
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.T, ptr %24, i32 0, i32 2
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr inbounds %struct.T, ptr %26, i32 0, i32 3
  %28 = load ptr, ptr %27, align 8
  %29 = call i32 @ht(ptr noundef %28)
  %30 = icmp slt i32 %23, %29
  br i1 %30, label %31, label %38

31:                                               ; preds = %17
  %32 = load ptr, ptr %3, align 8
  %33 = getelementptr inbounds %struct.T, ptr %32, i32 0, i32 2
  %34 = load ptr, ptr %33, align 8
  %35 = call ptr @rotl(ptr noundef %34)
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.T, ptr %36, i32 0, i32 2
  store ptr %35, ptr %37, align 8
  br label %38

38:                                               ; preds = %31, %17
  %39 = load ptr, ptr %3, align 8
  %40 = call ptr @rotr(ptr noundef %39)
  store ptr %40, ptr %2, align 8
  br label %70

41:                                               ; preds = %1
  %42 = load i32, ptr %4, align 4
  %43 = icmp slt i32 %42, -1
  br i1 %43, label %44, label %68

44:                                               ; preds = %41
  %45 = load ptr, ptr %3, align 8
  %46 = getelementptr inbounds %struct.T, ptr %45, i32 0, i32 3
  %47 = load ptr, ptr %46, align 8
  %48 = getelementptr inbounds %struct.T, ptr %47, i32 0, i32 3
  %49 = load ptr, ptr %48, align 8
  %50 = call i32 @ht(ptr noundef %49)
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr inbounds %struct.T, ptr %51, i32 0, i32 3
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr inbounds %struct.T, ptr %53, i32 0, i32 2
  %55 = load ptr, ptr %54, align 8
  %56 = call i32 @ht(ptr noundef %55)
  %57 = icmp slt i32 %50, %56
  br i1 %57, label %58, label %65

58:                                               ; preds = %44
  %59 = load ptr, ptr %3, align 8
  %60 = getelementptr inbounds %struct.T, ptr %59, i32 0, i32 3
  %61 = load ptr, ptr %60, align 8
  %62 = call ptr @rotr(ptr noundef %61)
  %63 = load ptr, ptr %3, align 8
  %64 = getelementptr inbounds %struct.T, ptr %63, i32 0, i32 3
  store ptr %62, ptr %64, align 8
  br label %65

65:                                               ; preds = %58, %44
  %66 = load ptr, ptr %3, align 8
  %67 = call ptr @rotl(ptr noundef %66)
  store ptr %67, ptr %2, align 8
  br label %70

68:                                               ; preds = %41
  %69 = load ptr, ptr %3, align 8
  store ptr %69, ptr %2, align 8
  br label %70

70:                                               ; preds = %68, %65, %38
  %71 = load ptr, ptr %2, align 8
  ret ptr %71
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @upd(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = call i32 @ht(ptr noundef %5)
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.T, ptr %7, i32 0, i32 3
  %9 = load ptr, ptr %8, align 8
  %10 = call i32 @ht(ptr noundef %9)
  %11 = call i32 @mx(i32 noundef %6, i32 noundef %10)
  %12 = add nsw i32 1, %11
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.T, ptr %13, i32 0, i32 1
  store i32 %12, ptr %14, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @rotl(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.T, ptr %4, i32 0, i32 3
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.T, ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.T, ptr %10, i32 0, i32 3
  store ptr %9, ptr %11, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.T, ptr %13, i32 0, i32 2
  store ptr %12, ptr %14, align 8
  %15 = load ptr, ptr %2, align 8
  call void @upd(ptr noundef %15)
  %16 = load ptr, ptr %3, align 8
  call void @upd(ptr noundef %16)
  %17 = load ptr, ptr %3, align 8
  ret ptr %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @rotr(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.T, ptr %4, i32 0, i32 2
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.T, ptr %7, i32 0, i32 3
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.T, ptr %10, i32 0, i32 2
  store ptr %9, ptr %11, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.T, ptr %13, i32 0, i32 3
  store ptr %12, ptr %14, align 8
  %15 = load ptr, ptr %2, align 8
  call void @upd(ptr noundef %15)
  %16 = load ptr, ptr %3, align 8
  call void @upd(ptr noundef %16)
  %17 = load ptr, ptr %3, align 8
  ret ptr %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mx(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind allocsize(0,1) }
attributes #5 = { nounwind }

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
