; ModuleID = 'programs/skip_list_det.c'
source_filename = "programs/skip_list_det.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.sk = type { i32, i32, i32, [16 x ptr] }

@present = internal global [5000 x i32] zeroinitializer, align 4
@head = internal global %struct.sk { i32 0, i32 0, i32 16, [16 x ptr] zeroinitializer }, align 8
@.str = private unnamed_addr constant [43 x i8] c"count=%d removed=%d sorted=%d mismatch=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"levels:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"sample val=%d\0A\00", align 1
@rs = internal global i32 625341585, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [17 x i32], align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 9, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %16

16:                                               ; preds = %31, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 6000
  br i1 %18, label %19, label %34

19:                                               ; preds = %16
  %20 = load i32, ptr %2, align 4
  %21 = mul i32 %20, 1103515245
  %22 = add i32 %21, 12345
  store i32 %22, ptr %2, align 4
  %23 = load i32, ptr %2, align 4
  %24 = lshr i32 %23, 8
  %25 = urem i32 %24, 5000
  store i32 %25, ptr %4, align 4
  %26 = load i32, ptr %4, align 4
  %27 = load i32, ptr %3, align 4
  call void @put(i32 noundef %26, i32 noundef %27)
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [5000 x i32], ptr @present, i64 0, i64 %29
  store i32 1, ptr %30, align 4
  br label %31

31:                                               ; preds = %19
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %16, !llvm.loop !6

34:                                               ; preds = %16
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %35

35:                                               ; preds = %49, %34
  %36 = load i32, ptr %6, align 4
  %37 = icmp slt i32 %36, 5000
  br i1 %37, label %38, label %52

38:                                               ; preds = %35
  %39 = load i32, ptr %6, align 4
  %40 = call i32 @del(i32 noundef %39)
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %48

42:                                               ; preds = %38
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %5, align 4
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [5000 x i32], ptr @present, i64 0, i64 %46
  store i32 0, ptr %47, align 4
  br label %48

48:                                               ; preds = %42, %38
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, 3
  store i32 %51, ptr %6, align 4
  br label %35, !llvm.loop !8

52:                                               ; preds = %35
  store i32 0, ptr %7, align 4
  store i32 1, ptr %8, align 4
  store i32 -1, ptr %9, align 4
  store i32 0, ptr %10, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %11, i8 0, i64 68, i1 false)
  %53 = load ptr, ptr getelementptr inbounds (%struct.sk, ptr @head, i32 0, i32 3), align 8
  store ptr %53, ptr %12, align 8
  br label %54

54:                                               ; preds = %77, %52
  %55 = load ptr, ptr %12, align 8
  %56 = icmp ne ptr %55, null
  br i1 %56, label %57, label %82

57:                                               ; preds = %54
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  %60 = load ptr, ptr %12, align 8
  %61 = getelementptr inbounds %struct.sk, ptr %60, i32 0, i32 0
  %62 = load i32, ptr %61, align 8
  %63 = load i32, ptr %9, align 4
  %64 = icmp sle i32 %62, %63
  br i1 %64, label %65, label %66

65:                                               ; preds = %57
  store i32 0, ptr %8, align 4
  br label %66

66:                                               ; preds = %65, %57
  %67 = load ptr, ptr %12, align 8
  %68 = getelementptr inbounds %struct.sk, ptr %67, i32 0, i32 0
  %69 = load i32, ptr %68, align 8
  store i32 %69, ptr %9, align 4
  %70 = load ptr, ptr %12, align 8
  %71 = getelementptr inbounds %struct.sk, ptr %70, i32 0, i32 2
  %72 = load i32, ptr %71, align 8
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [17 x i32], ptr %11, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %74, align 4
  br label %77

77:                                               ; preds = %66
  %78 = load ptr, ptr %12, align 8
  %79 = getelementptr inbounds %struct.sk, ptr %78, i32 0, i32 3
  %80 = getelementptr inbounds [16 x ptr], ptr %79, i64 0, i64 0
  %81 = load ptr, ptr %80, align 8
  store ptr %81, ptr %12, align 8
  br label %54, !llvm.loop !9

82:                                               ; preds = %54
  store i32 0, ptr %13, align 4
  br label %83

83:                                               ; preds = %100, %82
  %84 = load i32, ptr %13, align 4
  %85 = icmp slt i32 %84, 5000
  br i1 %85, label %86, label %103

86:                                               ; preds = %83
  %87 = load i32, ptr %13, align 4
  %88 = call ptr @get(i32 noundef %87)
  %89 = icmp ne ptr %88, null
  %90 = zext i1 %89 to i32
  %91 = load i32, ptr %13, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [5000 x i32], ptr @present, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4
  %95 = icmp ne i32 %90, %94
  br i1 %95, label %96, label %99

96:                                               ; preds = %86
  %97 = load i32, ptr %10, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %10, align 4
  br label %99

99:                                               ; preds = %96, %86
  br label %100

100:                                              ; preds = %99
  %101 = load i32, ptr %13, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %13, align 4
  br label %83, !llvm.loop !10

103:                                              ; preds = %83
  %104 = load i32, ptr %7, align 4
  %105 = load i32, ptr %5, align 4
  %106 = load i32, ptr %8, align 4
  %107 = load i32, ptr %10, align 4
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %104, i32 noundef %105, i32 noundef %106, i32 noundef %107)
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 1, ptr %14, align 4
  br label %110

110:                                              ; preds = %119, %103
  %111 = load i32, ptr %14, align 4
  %112 = icmp sle i32 %111, 8
  br i1 %112, label %113, label %122

113:                                              ; preds = %110
  %114 = load i32, ptr %14, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [17 x i32], ptr %11, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %117)
  br label %119

119:                                              ; preds = %113
  %120 = load i32, ptr %14, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %14, align 4
  br label %110, !llvm.loop !11

122:                                              ; preds = %110
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %124 = call ptr @get(i32 noundef 4999)
  %125 = icmp ne ptr %124, null
  br i1 %125, label %126, label %128

126:                                              ; preds = %122
  %127 = call ptr @get(i32 noundef 4999)
  br label %130

128:                                              ; preds = %122
  %129 = call ptr @get(i32 noundef 4998)
  br label %130

130:                                              ; preds = %128, %126
  %131 = phi ptr [ %127, %126 ], [ %129, %128 ]
  store ptr %131, ptr %15, align 8
  %132 = load ptr, ptr %15, align 8
  %133 = icmp ne ptr %132, null
  br i1 %133, label %134, label %138

134:                                              ; preds = %130
  %135 = load ptr, ptr %15, align 8
  %136 = getelementptr inbounds %struct.sk, ptr %135, i32 0, i32 1
  %137 = load i32, ptr %136, align 4
  br label %139

138:                                              ; preds = %130
  br label %139

139:                                              ; preds = %138, %134
  %140 = phi i32 [ %137, %134 ], [ -1, %138 ]
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %140)
  %142 = load i32, ptr %10, align 4
  %143 = icmp ne i32 %142, 0
  br i1 %143, label %144, label %145

144:                                              ; preds = %139
  br label %148

145:                                              ; preds = %139
  %146 = load i32, ptr %7, align 4
  %147 = and i32 %146, 127
  br label %148

148:                                              ; preds = %145, %144
  %149 = phi i32 [ 100, %144 ], [ %147, %145 ]
  ret i32 %149
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [16 x ptr], align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store ptr @head, ptr %6, align 8
  store i32 15, ptr %7, align 4
  br label %11

11:                                               ; preds = %48, %2
  %12 = load i32, ptr %7, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %51

14:                                               ; preds = %11
  br label %15

15:                                               ; preds = %36, %14
  %16 = load ptr, ptr %6, align 8
  %17 = getelementptr inbounds %struct.sk, ptr %16, i32 0, i32 3
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [16 x ptr], ptr %17, i64 0, i64 %19
  %21 = load ptr, ptr %20, align 8
  %22 = icmp ne ptr %21, null
  br i1 %22, label %23, label %34

23:                                               ; preds = %15
  %24 = load ptr, ptr %6, align 8
  %25 = getelementptr inbounds %struct.sk, ptr %24, i32 0, i32 3
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [16 x ptr], ptr %25, i64 0, i64 %27
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds %struct.sk, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %30, align 8
  %32 = load i32, ptr %3, align 4
  %33 = icmp slt i32 %31, %32
  br label %34

34:                                               ; preds = %23, %15
  %35 = phi i1 [ false, %15 ], [ %33, %23 ]
  br i1 %35, label %36, label %43

36:                                               ; preds = %34
  %37 = load ptr, ptr %6, align 8
  %38 = getelementptr inbounds %struct.sk, ptr %37, i32 0, i32 3
  %39 = load i32, ptr %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [16 x ptr], ptr %38, i64 0, i64 %40
  %42 = load ptr, ptr %41, align 8
  store ptr %42, ptr %6, align 8
  br label %15, !llvm.loop !12

43:                                               ; preds = %34
  %44 = load ptr, ptr %6, align 8
  %45 = load i32, ptr %7, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [16 x ptr], ptr %5, i64 0, i64 %46
  store ptr %44, ptr %47, align 8
  br label %48

48:                                               ; preds = %43
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, -1
  store i32 %50, ptr %7, align 4
  br label %11, !llvm.loop !13

51:                                               ; preds = %11
  %52 = load ptr, ptr %6, align 8
  %53 = getelementptr inbounds %struct.sk, ptr %52, i32 0, i32 3
  %54 = getelementptr inbounds [16 x ptr], ptr %53, i64 0, i64 0
  %55 = load ptr, ptr %54, align 8
  store ptr %55, ptr %6, align 8
  %56 = load ptr, ptr %6, align 8
  %57 = icmp ne ptr %56, null
  br i1 %57, label %58, label %68

58:                                               ; preds = %51
  %59 = load ptr, ptr %6, align 8
  %60 = getelementptr inbounds %struct.sk, ptr %59, i32 0, i32 0
  %61 = load i32, ptr %60, align 8
  %62 = load i32, ptr %3, align 4
  %63 = icmp eq i32 %61, %62
  br i1 %63, label %64, label %68

64:                                               ; preds = %58
  %65 = load i32, ptr %4, align 4
  %66 = load ptr, ptr %6, align 8
  %67 = getelementptr inbounds %struct.sk, ptr %66, i32 0, i32 1
  store i32 %65, ptr %67, align 4
  br label %111

68:                                               ; preds = %58, %51
  %69 = call i32 @rand_level()
  store i32 %69, ptr %8, align 4
  %70 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 144) #5
  store ptr %70, ptr %9, align 8
  %71 = load i32, ptr %3, align 4
  %72 = load ptr, ptr %9, align 8
  %73 = getelementptr inbounds %struct.sk, ptr %72, i32 0, i32 0
  store i32 %71, ptr %73, align 8
  %74 = load i32, ptr %4, align 4
  %75 = load ptr, ptr %9, align 8
  %76 = getelementptr inbounds %struct.sk, ptr %75, i32 0, i32 1
  store i32 %74, ptr %76, align 4
  %77 = load i32, ptr %8, align 4
  %78 = load ptr, ptr %9, align 8
  %79 = getelementptr inbounds %struct.sk, ptr %78, i32 0, i32 2
  store i32 %77, ptr %79, align 8
  store i32 0, ptr %10, align 4
  br label %80

80:                                               ; preds = %108, %68
  %81 = load i32, ptr %10, align 4
  %82 = load i32, ptr %8, align 4
  %83 = icmp slt i32 %81, %82
  br i1 %83, label %84, label %111

84:                                               ; preds = %80
  %85 = load i32, ptr %10, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [16 x ptr], ptr %5, i64 0, i64 %86
  %88 = load ptr, ptr %87, align 8
  %89 = getelementptr inbounds %struct.sk, ptr %88, i32 0, i32 3
  %90 = load i32, ptr %10, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [16 x ptr], ptr %89, i64 0, i64 %91
  %93 = load ptr, ptr %92, align 8
  %94 = load ptr, ptr %9, align 8
  %95 = getelementptr inbounds %struct.sk, ptr %94, i32 0, i32 3
  %96 = load i32, ptr %10, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [16 x ptr], ptr %95, i64 0, i64 %97
  store ptr %93, ptr %98, align 8
  %99 = load ptr, ptr %9, align 8
  %100 = load i32, ptr %10, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [16 x ptr], ptr %5, i64 0, i64 %101
  %103 = load ptr, ptr %102, align 8
  %104 = getelementptr inbounds %struct.sk, ptr %103, i32 0, i32 3
  %105 = load i32, ptr %10, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [16 x ptr], ptr %104, i64 0, i64 %106
  store ptr %99, ptr %107, align 8
  br label %108

108:                                              ; preds = %84
  %109 = load i32, ptr %10, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %10, align 4
  br label %80, !llvm.loop !14

111:                                              ; preds = %64, %80
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @del(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [16 x ptr], align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr @head, ptr %5, align 8
  store i32 15, ptr %6, align 4
  br label %8

8:                                                ; preds = %45, %1
  %9 = load i32, ptr %6, align 4
  %10 = icmp sge i32 %9, 0
  br i1 %10, label %11, label %48

11:                                               ; preds = %8
  br label %12

12:                                               ; preds = %33, %11
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.sk, ptr %13, i32 0, i32 3
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [16 x ptr], ptr %14, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8
  %19 = icmp ne ptr %18, null
  br i1 %19, label %20, label %31

20:                                               ; preds = %12
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds %struct.sk, ptr %21, i32 0, i32 3
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [16 x ptr], ptr %22, i64 0, i64 %24
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr inbounds %struct.sk, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 8
  %29 = load i32, ptr %3, align 4
  %30 = icmp slt i32 %28, %29
  br label %31

31:                                               ; preds = %20, %12
  %32 = phi i1 [ false, %12 ], [ %30, %20 ]
  br i1 %32, label %33, label %40

33:                                               ; preds = %31
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.sk, ptr %34, i32 0, i32 3
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [16 x ptr], ptr %35, i64 0, i64 %37
  %39 = load ptr, ptr %38, align 8
  store ptr %39, ptr %5, align 8
  br label %12, !llvm.loop !15

40:                                               ; preds = %31
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %6, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [16 x ptr], ptr %4, i64 0, i64 %43
  store ptr %41, ptr %44, align 8
  br label %45

45:                                               ; preds = %40
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, -1
  store i32 %47, ptr %6, align 4
  br label %8, !llvm.loop !16

48:                                               ; preds = %8
  %49 = load ptr, ptr %5, align 8
  %50 = getelementptr inbounds %struct.sk, ptr %49, i32 0, i32 3
  %51 = getelementptr inbounds [16 x ptr], ptr %50, i64 0, i64 0
  %52 = load ptr, ptr %51, align 8
  store ptr %52, ptr %5, align 8
  %53 = load ptr, ptr %5, align 8
  %54 = icmp ne ptr %53, null
  br i1 %54, label %55, label %61

55:                                               ; preds = %48
  %56 = load ptr, ptr %5, align 8
  %57 = getelementptr inbounds %struct.sk, ptr %56, i32 0, i32 0
  %58 = load i32, ptr %57, align 8
  %59 = load i32, ptr %3, align 4
  %60 = icmp ne i32 %58, %59
  br i1 %60, label %61, label %62

61:                                               ; preds = %55, %48
  store i32 0, ptr %2, align 4
  br label %89

62:                                               ; preds = %55
  store i32 0, ptr %7, align 4
  br label %63

63:                                               ; preds = %84, %62
  %64 = load i32, ptr %7, align 4
  %65 = load ptr, ptr %5, align 8
  %66 = getelementptr inbounds %struct.sk, ptr %65, i32 0, i32 2
  %67 = load i32, ptr %66, align 8
  %68 = icmp slt i32 %64, %67
  br i1 %68, label %69, label %87

69:                                               ; preds = %63
  %70 = load ptr, ptr %5, align 8
  %71 = getelementptr inbounds %struct.sk, ptr %70, i32 0, i32 3
  %72 = load i32, ptr %7, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [16 x ptr], ptr %71, i64 0, i64 %73
  %75 = load ptr, ptr %74, align 8
  %76 = load i32, ptr %7, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [16 x ptr], ptr %4, i64 0, i64 %77
  %79 = load ptr, ptr %78, align 8
  %80 = getelementptr inbounds %struct.sk, ptr %79, i32 0, i32 3
  %81 = load i32, ptr %7, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [16 x ptr], ptr %80, i64 0, i64 %82
  store ptr %75, ptr %83, align 8
  br label %84

84:                                               ; preds = %69
  %85 = load i32, ptr %7, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %7, align 4
  br label %63, !llvm.loop !17

87:                                               ; preds = %63
  %88 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %88) #6
  store i32 1, ptr %2, align 4
  br label %89

89:                                               ; preds = %87, %61
  %90 = load i32, ptr %2, align 4
  ret i32 %90
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @get(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store ptr @head, ptr %3, align 8
  store i32 15, ptr %4, align 4
  br label %5

5:                                                ; preds = %38, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp sge i32 %6, 0
  br i1 %7, label %8, label %41

8:                                                ; preds = %5
  br label %9

9:                                                ; preds = %30, %8
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.sk, ptr %10, i32 0, i32 3
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8
  %16 = icmp ne ptr %15, null
  br i1 %16, label %17, label %28

17:                                               ; preds = %9
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.sk, ptr %18, i32 0, i32 3
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [16 x ptr], ptr %19, i64 0, i64 %21
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds %struct.sk, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 8
  %26 = load i32, ptr %2, align 4
  %27 = icmp slt i32 %25, %26
  br label %28

28:                                               ; preds = %17, %9
  %29 = phi i1 [ false, %9 ], [ %27, %17 ]
  br i1 %29, label %30, label %37

30:                                               ; preds = %28
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds %struct.sk, ptr %31, i32 0, i32 3
  %33 = load i32, ptr %4, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [16 x ptr], ptr %32, i64 0, i64 %34
  %36 = load ptr, ptr %35, align 8
  store ptr %36, ptr %3, align 8
  br label %9, !llvm.loop !18

37:                                               ; preds = %28
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr %4, align 4
  %40 = add nsw i32 %39, -1
  store i32 %40, ptr %4, align 4
  br label %5, !llvm.loop !19

41:                                               ; preds = %5
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds %struct.sk, ptr %42, i32 0, i32 3
  %44 = getelementptr inbounds [16 x ptr], ptr %43, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  store ptr %45, ptr %3, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = icmp ne ptr %46, null
  br i1 %47, label %48, label %56

48:                                               ; preds = %41
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds %struct.sk, ptr %49, i32 0, i32 0
  %51 = load i32, ptr %50, align 8
  %52 = load i32, ptr %2, align 4
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %56

54:                                               ; preds = %48
  %55 = load ptr, ptr %3, align 8
  br label %57

56:                                               ; preds = %48, %41
  br label %57

57:                                               ; preds = %56, %54
  %58 = phi ptr [ %55, %54 ], [ null, %56 ]
  ret ptr %58
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rand_level() #0 {
  %1 = alloca i32, align 4
  store i32 1, ptr %1, align 4
  br label %2

2:                                                ; preds = %22, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 16
  br i1 %4, label %5, label %25

5:                                                ; preds = %2
  %6 = load i32, ptr @rs, align 4
  %7 = shl i32 %6, 13
  %8 = load i32, ptr @rs, align 4
  %9 = xor i32 %8, %7
  store i32 %9, ptr @rs, align 4
  %10 = load i32, ptr @rs, align 4
  %11 = lshr i32 %10, 17
  %12 = load i32, ptr @rs, align 4
  %13 = xor i32 %12, %11
  store i32 %13, ptr @rs, align 4
  %14 = load i32, ptr @rs, align 4
  %15 = shl i32 %14, 5
  %16 = load i32, ptr @rs, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @rs, align 4
  %18 = load i32, ptr @rs, align 4
  %19 = and i32 %18, 3
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %5
  br label %25

22:                                               ; preds = %5
  %23 = load i32, ptr %1, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %1, align 4
  br label %2, !llvm.loop !20

25:                                               ; preds = %21, %2
  %26 = load i32, ptr %1, align 4
  ret i32 %26
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(0,1) }
attributes #6 = { nounwind }

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
