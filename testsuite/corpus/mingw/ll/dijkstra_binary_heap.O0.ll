; ModuleID = 'programs/dijkstra_binary_heap.c'
source_filename = "programs/dijkstra_binary_heap.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@head = internal global [600 x i32] zeroinitializer, align 16
@dist = internal global [600 x i32] zeroinitializer, align 16
@dist_bf = internal global [600 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [55 x i8] c"reachable=%d sum=%ld farthest=%d at %ld same_as_bf=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"path to %d:\00", align 1
@prev_ = internal global [600 x i32] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@to = internal global [4000 x i32] zeroinitializer, align 16
@ne = internal global i32 0, align 4
@wt = internal global [4000 x i32] zeroinitializer, align 16
@nxt = internal global [4000 x i32] zeroinitializer, align 16
@pos = internal global [600 x i32] zeroinitializer, align 16
@hn = internal global i32 0, align 4
@heap = internal global [600 x i32] zeroinitializer, align 16

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
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [600 x i32], align 16
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
  br label %17, !llvm.loop !5

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
  br label %28, !llvm.loop !7

52:                                               ; preds = %28
  call void @dijkstra(i32 noundef 0)
  call void @bellman_ford(i32 noundef 0)
  store i32 0, ptr %7, align 4
  store i32 1, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
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
  %59 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = load i32, ptr %12, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [600 x i32], ptr @dist_bf, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = icmp eq i32 %60, %64
  %66 = zext i1 %65 to i32
  %67 = load i32, ptr %8, align 4
  %68 = and i32 %67, %66
  store i32 %68, ptr %8, align 4
  %69 = load i32, ptr %12, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = icmp ne i32 %72, 2147483647
  br i1 %73, label %74, label %96

74:                                               ; preds = %56
  %75 = load i32, ptr %7, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %7, align 4
  %77 = load i32, ptr %12, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = load i32, ptr %10, align 4
  %82 = add nsw i32 %81, %80
  store i32 %82, ptr %10, align 4
  %83 = load i32, ptr %12, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4
  %87 = load i32, ptr %9, align 4
  %88 = icmp sgt i32 %86, %87
  br i1 %88, label %89, label %95

89:                                               ; preds = %74
  %90 = load i32, ptr %12, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4
  store i32 %93, ptr %9, align 4
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
  br label %53, !llvm.loop !8

100:                                              ; preds = %53
  %101 = load i32, ptr %7, align 4
  %102 = load i32, ptr %10, align 4
  %103 = load i32, ptr %11, align 4
  %104 = load i32, ptr %9, align 4
  %105 = load i32, ptr %8, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %101, i32 noundef %102, i32 noundef %103, i32 noundef %104, i32 noundef %105)
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
  br label %110, !llvm.loop !9

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
  br label %127, !llvm.loop !10

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
  %7 = alloca i32, align 4
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
  %14 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %13
  store i32 2147483647, ptr %14, align 4
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
  br label %8, !llvm.loop !11

24:                                               ; preds = %8
  %25 = load i32, ptr %2, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %26
  store i32 0, ptr %27, align 4
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

37:                                               ; preds = %115, %24
  %38 = load i32, ptr @hn, align 4
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %116

40:                                               ; preds = %37
  %41 = load i32, ptr @heap, align 16
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

51:                                               ; preds = %110, %40
  %52 = load i32, ptr %5, align 4
  %53 = icmp ne i32 %52, -1
  br i1 %53, label %54, label %115

54:                                               ; preds = %51
  %55 = load i32, ptr %5, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  store i32 %58, ptr %6, align 4
  %59 = load i32, ptr %4, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = load i32, ptr %5, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = add nsw i32 %62, %66
  store i32 %67, ptr %7, align 4
  %68 = load i32, ptr %6, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4
  %72 = icmp eq i32 %71, -2
  br i1 %72, label %80, label %73

73:                                               ; preds = %54
  %74 = load i32, ptr %7, align 4
  %75 = load i32, ptr %6, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4
  %79 = icmp sge i32 %74, %78
  br i1 %79, label %80, label %81

80:                                               ; preds = %73, %54
  br label %110

81:                                               ; preds = %73
  %82 = load i32, ptr %7, align 4
  %83 = load i32, ptr %6, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %84
  store i32 %82, ptr %85, align 4
  %86 = load i32, ptr %4, align 4
  %87 = load i32, ptr %6, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [600 x i32], ptr @prev_, i64 0, i64 %88
  store i32 %86, ptr %89, align 4
  %90 = load i32, ptr %6, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4
  %94 = icmp eq i32 %93, -1
  br i1 %94, label %95, label %105

95:                                               ; preds = %81
  %96 = load i32, ptr %6, align 4
  %97 = load i32, ptr @hn, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %98
  store i32 %96, ptr %99, align 4
  %100 = load i32, ptr @hn, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr @hn, align 4
  %102 = load i32, ptr %6, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %103
  store i32 %100, ptr %104, align 4
  br label %105

105:                                              ; preds = %95, %81
  %106 = load i32, ptr %6, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [600 x i32], ptr @pos, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4
  call void @up(i32 noundef %109)
  br label %110

110:                                              ; preds = %105, %80
  %111 = load i32, ptr %5, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %112
  %114 = load i32, ptr %113, align 4
  store i32 %114, ptr %5, align 4
  br label %51, !llvm.loop !12

115:                                              ; preds = %51
  br label %37, !llvm.loop !13

116:                                              ; preds = %37
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
  %14 = getelementptr inbounds [600 x i32], ptr @dist_bf, i64 0, i64 %13
  store i32 2147483647, ptr %14, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %8, !llvm.loop !14

18:                                               ; preds = %8
  %19 = load i32, ptr %2, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [600 x i32], ptr @dist_bf, i64 0, i64 %20
  store i32 0, ptr %21, align 4
  store i32 0, ptr %4, align 4
  br label %22

22:                                               ; preds = %93, %18
  %23 = load i32, ptr %4, align 4
  %24 = icmp slt i32 %23, 600
  br i1 %24, label %25, label %96

25:                                               ; preds = %22
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %26

26:                                               ; preds = %85, %25
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %27, 600
  br i1 %28, label %29, label %88

29:                                               ; preds = %26
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [600 x i32], ptr @dist_bf, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = icmp ne i32 %33, 2147483647
  br i1 %34, label %35, label %84

35:                                               ; preds = %29
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [600 x i32], ptr @head, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %7, align 4
  br label %40

40:                                               ; preds = %78, %35
  %41 = load i32, ptr %7, align 4
  %42 = icmp ne i32 %41, -1
  br i1 %42, label %43, label %83

43:                                               ; preds = %40
  %44 = load i32, ptr %6, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [600 x i32], ptr @dist_bf, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = add nsw i32 %47, %51
  %53 = load i32, ptr %7, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [600 x i32], ptr @dist_bf, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = icmp slt i32 %52, %59
  br i1 %60, label %61, label %77

61:                                               ; preds = %43
  %62 = load i32, ptr %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [600 x i32], ptr @dist_bf, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = load i32, ptr %7, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [4000 x i32], ptr @wt, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = add nsw i32 %65, %69
  %71 = load i32, ptr %7, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [4000 x i32], ptr @to, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [600 x i32], ptr @dist_bf, i64 0, i64 %75
  store i32 %70, ptr %76, align 4
  store i32 1, ptr %5, align 4
  br label %77

77:                                               ; preds = %61, %43
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %7, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [4000 x i32], ptr @nxt, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4
  store i32 %82, ptr %7, align 4
  br label %40, !llvm.loop !15

83:                                               ; preds = %40
  br label %84

84:                                               ; preds = %83, %29
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %6, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %6, align 4
  br label %26, !llvm.loop !16

88:                                               ; preds = %26
  %89 = load i32, ptr %5, align 4
  %90 = icmp ne i32 %89, 0
  br i1 %90, label %92, label %91

91:                                               ; preds = %88
  br label %96

92:                                               ; preds = %88
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %4, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %4, align 4
  br label %22, !llvm.loop !17

96:                                               ; preds = %91, %22
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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
  %22 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = icmp slt i32 %23, %30
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
  %44 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = load i32, ptr %5, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = icmp slt i32 %45, %52
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
  %14 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = load i32, ptr %2, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [600 x i32], ptr @heap, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [600 x i32], ptr @dist, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = icmp sgt i32 %15, %22
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
  br label %3, !llvm.loop !18

34:                                               ; preds = %24
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
