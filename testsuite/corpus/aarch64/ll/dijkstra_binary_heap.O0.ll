; ModuleID = 'programs/dijkstra_binary_heap.c'
source_filename = "programs/dijkstra_binary_heap.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@head = internal global [600 x i32] zeroinitializer, align 4
@dist = internal global [600 x i64] zeroinitializer, align 8
@dist_bf = internal global [600 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [55 x i8] c"reachable=%d sum=%ld farthest=%d at %ld same_as_bf=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"path to %d:\00", align 1
@prev_ = internal global [600 x i32] zeroinitializer, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@to = internal global [4000 x i32] zeroinitializer, align 4
@ne = internal global i32 0, align 4
@wt = internal global [4000 x i32] zeroinitializer, align 4
@nxt = internal global [4000 x i32] zeroinitializer, align 4
@pos = internal global [600 x i32] zeroinitializer, align 4
@hn = internal global i32 0, align 4
@heap = internal global [600 x i32] zeroinitializer, align 4

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
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [600 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %17

17:                                               ; preds = %24, %0
  %18 = load i32, ptr %2, align 4
  %19 = icmp slt i32 %18, 600
  br i1 %19, label %20, label %27

20:                                               ; preds = %17
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %22
  store i32 -1, ptr %23, align 4
  br label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %2, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %2, align 4
  br label %17, !llvm.loop !6

27:                                               ; preds = %17
  store i32 99991, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %28

28:                                               ; preds = %49, %27
  %29 = load i32, ptr %4, align 4
  %30 = icmp slt i32 %29, 4000
  br i1 %30, label %31, label %52

31:                                               ; preds = %28
  %32 = load i32, ptr %3, align 4
  %33 = mul i32 %32, 1664525
  %34 = add i32 %33, 1013904223
  store i32 %34, ptr %3, align 4
  %35 = load i32, ptr %3, align 4
  %36 = lshr i32 %35, 8
  %37 = urem i32 %36, 600
  store i32 %37, ptr %5, align 4
  %38 = load i32, ptr %3, align 4
  %39 = mul i32 %38, 1664525
  %40 = add i32 %39, 1013904223
  store i32 %40, ptr %3, align 4
  %41 = load i32, ptr %3, align 4
  %42 = lshr i32 %41, 8
  %43 = urem i32 %42, 600
  store i32 %43, ptr %6, align 4
  %44 = load i32, ptr %5, align 4
  %45 = load i32, ptr %6, align 4
  %46 = load i32, ptr %3, align 4
  %47 = urem i32 %46, 1000
  %48 = add nsw i32 %47, 1
  call void @add_edge(i32 noundef %44, i32 noundef %45, i32 noundef %48)
  br label %49

49:                                               ; preds = %31
  %50 = load i32, ptr %4, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %4, align 4
  br label %28, !llvm.loop !8

52:                                               ; preds = %28
  call void @dijkstra(i32 noundef 0)
  call void @bellman_ford(i32 noundef 0)
  store i32 0, ptr %7, align 4
  store i32 1, ptr %8, align 4
  store i64 0, ptr %9, align 8
  store i64 0, ptr %10, align 8
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %53

53:                                               ; preds = %97, %52
  %54 = load i32, ptr %12, align 4
  %55 = icmp slt i32 %54, 600
  br i1 %55, label %56, label %100

56:                                               ; preds = %53
  %57 = load i32, ptr %12, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %58
  %60 = load i64, ptr %59, align 8
  %61 = load i32, ptr %12, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8
  %65 = icmp eq i64 %60, %64
  %66 = zext i1 %65 to i32
  %67 = load i32, ptr %8, align 4
  %68 = and i32 %67, %66
  store i32 %68, ptr %8, align 4
  %69 = load i32, ptr %12, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %70
  %72 = load i64, ptr %71, align 8
  %73 = icmp ne i64 %72, 9223372036854775807
  br i1 %73, label %74, label %96

74:                                               ; preds = %56
  %75 = load i32, ptr %7, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %7, align 4
  %77 = load i32, ptr %12, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %78
  %80 = load i64, ptr %79, align 8
  %81 = load i64, ptr %10, align 8
  %82 = add nsw i64 %81, %80
  store i64 %82, ptr %10, align 8
  %83 = load i32, ptr %12, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %84
  %86 = load i64, ptr %85, align 8
  %87 = load i64, ptr %9, align 8
  %88 = icmp sgt i64 %86, %87
  br i1 %88, label %89, label %95

89:                                               ; preds = %74
  %90 = load i32, ptr %12, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %91
  %93 = load i64, ptr %92, align 8
  store i64 %93, ptr %9, align 8
  %94 = load i32, ptr %12, align 4
  store i32 %94, ptr %11, align 4
  br label %95

95:                                               ; preds = %89, %74
  br label %96

96:                                               ; preds = %95, %56
  br label %97

97:                                               ; preds = %96
  %98 = load i32, ptr %12, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %12, align 4
  br label %53, !llvm.loop !9

100:                                              ; preds = %53
  %101 = load i32, ptr %7, align 4
  %102 = load i64, ptr %10, align 8
  %103 = load i32, ptr %11, align 4
  %104 = load i64, ptr %9, align 8
  %105 = load i32, ptr %8, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %101, i64 noundef %102, i32 noundef %103, i64 noundef %104, i32 noundef %105)
  %107 = load i32, ptr %11, align 4
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %107)
  store i32 0, ptr %14, align 4
  %109 = load i32, ptr %11, align 4
  store i32 %109, ptr %15, align 4
  br label %110

110:                                              ; preds = %119, %100
  %111 = load i32, ptr %15, align 4
  %112 = icmp ne i32 %111, -1
  br i1 %112, label %113, label %124

113:                                              ; preds = %110
  %114 = load i32, ptr %15, align 4
  %115 = load i32, ptr %14, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %14, align 4
  %117 = sext i32 %115 to i64
  %118 = getelementptr inbounds [600 x i32], ptr %13, i64 0, i64 %117
  store i32 %114, ptr %118, align 4
  br label %119

119:                                              ; preds = %113
  %120 = load i32, ptr %15, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [600 x i32], ptr @prev_, i64 0, i64 %121
  %123 = load i32, ptr %122, align 4
  store i32 %123, ptr %15, align 4
  br label %110, !llvm.loop !10

124:                                              ; preds = %110
  %125 = load i32, ptr %14, align 4
  %126 = sub nsw i32 %125, 1
  store i32 %126, ptr %16, align 4
  br label %127

127:                                              ; preds = %136, %124
  %128 = load i32, ptr %16, align 4
  %129 = icmp sge i32 %128, 0
  br i1 %129, label %130, label %139

130:                                              ; preds = %127
  %131 = load i32, ptr %16, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [600 x i32], ptr %13, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %134)
  br label %136

136:                                              ; preds = %130
  %137 = load i32, ptr %16, align 4
  %138 = add nsw i32 %137, -1
  store i32 %138, ptr %16, align 4
  br label %127, !llvm.loop !11

139:                                              ; preds = %127
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %141 = load i32, ptr %8, align 4
  %142 = icmp ne i32 %141, 0
  br i1 %142, label %143, label %145

143:                                              ; preds = %139
  %144 = load i32, ptr %14, align 4
  br label %146

145:                                              ; preds = %139
  br label %146

146:                                              ; preds = %145, %143
  %147 = phi i32 [ %144, %143 ], [ 100, %145 ]
  ret i32 %147
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_edge(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr @ne, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %9
  store i32 %7, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr @ne, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %13
  store i32 %11, ptr %14, align 4
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr @ne, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %20
  store i32 %18, ptr %21, align 4
  %22 = load i32, ptr @ne, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr @ne, align 4
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %25
  store i32 %22, ptr %26, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dijkstra(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %21, %1
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 600
  br i1 %10, label %11, label %24

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %13
  store i64 9223372036854775807, ptr %14, align 8
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [600 x i32], ptr @prev_, i64 0, i64 %16
  store i32 -1, ptr %17, align 4
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %19
  store i32 -1, ptr %20, align 4
  br label %21

21:                                               ; preds = %11
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %3, align 4
  br label %8, !llvm.loop !12

24:                                               ; preds = %8
  %25 = load i32, ptr %2, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %26
  store i64 0, ptr %27, align 8
  store i32 0, ptr @hn, align 4
  %28 = load i32, ptr %2, align 4
  %29 = load i32, ptr @hn, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %30
  store i32 %28, ptr %31, align 4
  %32 = load i32, ptr @hn, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr @hn, align 4
  %34 = load i32, ptr %2, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %35
  store i32 %32, ptr %36, align 4
  br label %37

37:                                               ; preds = %116, %24
  %38 = load i32, ptr @hn, align 4
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %117

40:                                               ; preds = %37
  %41 = load i32, ptr @heap, align 4
  store i32 %41, ptr %4, align 4
  %42 = load i32, ptr @hn, align 4
  %43 = add nsw i32 %42, -1
  store i32 %43, ptr @hn, align 4
  call void @swap(i32 noundef 0, i32 noundef %43)
  %44 = load i32, ptr %4, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %45
  store i32 -2, ptr %46, align 4
  call void @down(i32 noundef 0)
  %47 = load i32, ptr %4, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4
  store i32 %50, ptr %5, align 4
  br label %51

51:                                               ; preds = %111, %40
  %52 = load i32, ptr %5, align 4
  %53 = icmp ne i32 %52, -1
  br i1 %53, label %54, label %116

54:                                               ; preds = %51
  %55 = load i32, ptr %5, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  store i32 %58, ptr %6, align 4
  %59 = load i32, ptr %4, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %60
  %62 = load i64, ptr %61, align 8
  %63 = load i32, ptr %5, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = sext i32 %66 to i64
  %68 = add nsw i64 %62, %67
  store i64 %68, ptr %7, align 8
  %69 = load i32, ptr %6, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = icmp eq i32 %72, -2
  br i1 %73, label %81, label %74

74:                                               ; preds = %54
  %75 = load i64, ptr %7, align 8
  %76 = load i32, ptr %6, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %77
  %79 = load i64, ptr %78, align 8
  %80 = icmp sge i64 %75, %79
  br i1 %80, label %81, label %82

81:                                               ; preds = %74, %54
  br label %111

82:                                               ; preds = %74
  %83 = load i64, ptr %7, align 8
  %84 = load i32, ptr %6, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %85
  store i64 %83, ptr %86, align 8
  %87 = load i32, ptr %4, align 4
  %88 = load i32, ptr %6, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [600 x i32], ptr @prev_, i64 0, i64 %89
  store i32 %87, ptr %90, align 4
  %91 = load i32, ptr %6, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4
  %95 = icmp eq i32 %94, -1
  br i1 %95, label %96, label %106

96:                                               ; preds = %82
  %97 = load i32, ptr %6, align 4
  %98 = load i32, ptr @hn, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %99
  store i32 %97, ptr %100, align 4
  %101 = load i32, ptr @hn, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr @hn, align 4
  %103 = load i32, ptr %6, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %104
  store i32 %101, ptr %105, align 4
  br label %106

106:                                              ; preds = %96, %82
  %107 = load i32, ptr %6, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4
  call void @up(i32 noundef %110)
  br label %111

111:                                              ; preds = %106, %81
  %112 = load i32, ptr %5, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %113
  %115 = load i32, ptr %114, align 4
  store i32 %115, ptr %5, align 4
  br label %51, !llvm.loop !13

116:                                              ; preds = %51
  br label %37, !llvm.loop !14

117:                                              ; preds = %37
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bellman_ford(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %15, %1
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 600
  br i1 %10, label %11, label %18

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %13
  store i64 9223372036854775807, ptr %14, align 8
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %8, !llvm.loop !15

18:                                               ; preds = %8
  %19 = load i32, ptr %2, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %20
  store i64 0, ptr %21, align 8
  store i32 0, ptr %4, align 4
  br label %22

22:                                               ; preds = %95, %18
  %23 = load i32, ptr %4, align 4
  %24 = icmp slt i32 %23, 600
  br i1 %24, label %25, label %98

25:                                               ; preds = %22
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %26

26:                                               ; preds = %87, %25
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %27, 600
  br i1 %28, label %29, label %90

29:                                               ; preds = %26
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %31
  %33 = load i64, ptr %32, align 8
  %34 = icmp ne i64 %33, 9223372036854775807
  br i1 %34, label %35, label %86

35:                                               ; preds = %29
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %7, align 4
  br label %40

40:                                               ; preds = %80, %35
  %41 = load i32, ptr %7, align 4
  %42 = icmp ne i32 %41, -1
  br i1 %42, label %43, label %85

43:                                               ; preds = %40
  %44 = load i32, ptr %6, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %45
  %47 = load i64, ptr %46, align 8
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %47, %52
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %58
  %60 = load i64, ptr %59, align 8
  %61 = icmp slt i64 %53, %60
  br i1 %61, label %62, label %79

62:                                               ; preds = %43
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %64
  %66 = load i64, ptr %65, align 8
  %67 = load i32, ptr %7, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = sext i32 %70 to i64
  %72 = add nsw i64 %66, %71
  %73 = load i32, ptr %7, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [600 x i64], ptr @dist_bf, i64 0, i64 %77
  store i64 %72, ptr %78, align 8
  store i32 1, ptr %5, align 4
  br label %79

79:                                               ; preds = %62, %43
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %7, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4
  store i32 %84, ptr %7, align 4
  br label %40, !llvm.loop !16

85:                                               ; preds = %40
  br label %86

86:                                               ; preds = %85, %29
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %6, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %6, align 4
  br label %26, !llvm.loop !17

90:                                               ; preds = %26
  %91 = load i32, ptr %5, align 4
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %94, label %93

93:                                               ; preds = %90
  br label %98

94:                                               ; preds = %90
  br label %95

95:                                               ; preds = %94
  %96 = load i32, ptr %4, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %4, align 4
  br label %22, !llvm.loop !18

98:                                               ; preds = %93, %22
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @swap(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %15
  store i32 %13, ptr %16, align 4
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %19
  store i32 %17, ptr %20, align 4
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %26
  store i32 %21, ptr %27, align 4
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %33
  store i32 %28, ptr %34, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @down(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  br label %6

6:                                                ; preds = %61, %1
  %7 = load i32, ptr %2, align 4
  %8 = mul nsw i32 2, %7
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %4, align 4
  %12 = load i32, ptr %2, align 4
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %3, align 4
  %14 = load i32, ptr @hn, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %34

16:                                               ; preds = %6
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %21
  %23 = load i64, ptr %22, align 8
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %28
  %30 = load i64, ptr %29, align 8
  %31 = icmp slt i64 %23, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %16
  %33 = load i32, ptr %3, align 4
  store i32 %33, ptr %5, align 4
  br label %34

34:                                               ; preds = %32, %16, %6
  %35 = load i32, ptr %4, align 4
  %36 = load i32, ptr @hn, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %56

38:                                               ; preds = %34
  %39 = load i32, ptr %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %43
  %45 = load i64, ptr %44, align 8
  %46 = load i32, ptr %5, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8
  %53 = icmp slt i64 %45, %52
  br i1 %53, label %54, label %56

54:                                               ; preds = %38
  %55 = load i32, ptr %4, align 4
  store i32 %55, ptr %5, align 4
  br label %56

56:                                               ; preds = %54, %38, %34
  %57 = load i32, ptr %5, align 4
  %58 = load i32, ptr %2, align 4
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %61

60:                                               ; preds = %56
  ret void

61:                                               ; preds = %56
  %62 = load i32, ptr %2, align 4
  %63 = load i32, ptr %5, align 4
  call void @swap(i32 noundef %62, i32 noundef %63)
  %64 = load i32, ptr %5, align 4
  store i32 %64, ptr %2, align 4
  br label %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @up(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  br label %3

3:                                                ; preds = %26, %1
  %4 = load i32, ptr %2, align 4
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %24

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = sub nsw i32 %7, 1
  %9 = sdiv i32 %8, 2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %13
  %15 = load i64, ptr %14, align 8
  %16 = load i32, ptr %2, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [600 x i64], ptr @dist, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8
  %23 = icmp sgt i64 %15, %22
  br label %24

24:                                               ; preds = %6, %3
  %25 = phi i1 [ false, %3 ], [ %23, %6 ]
  br i1 %25, label %26, label %34

26:                                               ; preds = %24
  %27 = load i32, ptr %2, align 4
  %28 = load i32, ptr %2, align 4
  %29 = sub nsw i32 %28, 1
  %30 = sdiv i32 %29, 2
  call void @swap(i32 noundef %27, i32 noundef %30)
  %31 = load i32, ptr %2, align 4
  %32 = sub nsw i32 %31, 1
  %33 = sdiv i32 %32, 2
  store i32 %33, ptr %2, align 4
  br label %3, !llvm.loop !19

34:                                               ; preds = %24
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
