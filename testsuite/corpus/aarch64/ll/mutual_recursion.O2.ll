; ModuleID = 'programs/mutual_recursion.c'
source_filename = "programs/mutual_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"even(10000)=%d odd(7777)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"F:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"\0AM:\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"1+2*3\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"(1+2)*3\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"2^10\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"2^3^2\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"-(4-10)*3\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"100/7%4\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"((((((1))))))+1\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"7/0\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"3+\00", align 1
@.str.14 = private unnamed_addr constant [36 x i8] c"1 + 2 * (3 + 4 * (5 + 6 * (7 + 8)))\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"10-3-2\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"2*-3\00", align 1
@__const.main.tests = private unnamed_addr constant [12 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16], align 8
@.str.17 = private unnamed_addr constant [20 x i8] c"%-40s = %ld err=%d\0A\00", align 1
@p = internal unnamed_addr global ptr null, align 8
@err = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %3 = tail call fastcc i32 @F(i32 noundef 0)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3)
  %5 = tail call fastcc i32 @F(i32 noundef 1)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5)
  %7 = tail call fastcc i32 @F(i32 noundef 2)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7)
  %9 = tail call fastcc i32 @F(i32 noundef 3)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %9)
  %11 = tail call fastcc i32 @F(i32 noundef 4)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %11)
  %13 = tail call fastcc i32 @F(i32 noundef 5)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %13)
  %15 = tail call fastcc i32 @F(i32 noundef 6)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %15)
  %17 = tail call fastcc i32 @F(i32 noundef 7)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %17)
  %19 = tail call fastcc i32 @F(i32 noundef 8)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %19)
  %21 = tail call fastcc i32 @F(i32 noundef 9)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %21)
  %23 = tail call fastcc i32 @F(i32 noundef 10)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %23)
  %25 = tail call fastcc i32 @F(i32 noundef 11)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25)
  %27 = tail call fastcc i32 @F(i32 noundef 12)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %27)
  %29 = tail call fastcc i32 @F(i32 noundef 13)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29)
  %31 = tail call fastcc i32 @F(i32 noundef 14)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31)
  %33 = tail call fastcc i32 @F(i32 noundef 15)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33)
  %35 = tail call fastcc i32 @F(i32 noundef 16)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35)
  %37 = tail call fastcc i32 @F(i32 noundef 17)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37)
  %39 = tail call fastcc i32 @F(i32 noundef 18)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39)
  %41 = tail call fastcc i32 @F(i32 noundef 19)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %44 = tail call fastcc i32 @M(i32 noundef 0)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44)
  %46 = tail call fastcc i32 @M(i32 noundef 1)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46)
  %48 = tail call fastcc i32 @M(i32 noundef 2)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %48)
  %50 = tail call fastcc i32 @M(i32 noundef 3)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50)
  %52 = tail call fastcc i32 @M(i32 noundef 4)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %52)
  %54 = tail call fastcc i32 @M(i32 noundef 5)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54)
  %56 = tail call fastcc i32 @M(i32 noundef 6)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %56)
  %58 = tail call fastcc i32 @M(i32 noundef 7)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %58)
  %60 = tail call fastcc i32 @M(i32 noundef 8)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60)
  %62 = tail call fastcc i32 @M(i32 noundef 9)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62)
  %64 = tail call fastcc i32 @M(i32 noundef 10)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %64)
  %66 = tail call fastcc i32 @M(i32 noundef 11)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %66)
  %68 = tail call fastcc i32 @M(i32 noundef 12)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %68)
  %70 = tail call fastcc i32 @M(i32 noundef 13)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %70)
  %72 = tail call fastcc i32 @M(i32 noundef 14)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %72)
  %74 = tail call fastcc i32 @M(i32 noundef 15)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %74)
  %76 = tail call fastcc i32 @M(i32 noundef 16)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %76)
  %78 = tail call fastcc i32 @M(i32 noundef 17)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %78)
  %80 = tail call fastcc i32 @M(i32 noundef 18)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %80)
  %82 = tail call fastcc i32 @M(i32 noundef 19)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %82)
  %84 = tail call i32 @putchar(i32 10)
  br label %86

85:                                               ; preds = %119
  ret i32 %124

86:                                               ; preds = %0, %119
  %87 = phi i64 [ 0, %0 ], [ %125, %119 ]
  %88 = phi i32 [ 0, %0 ], [ %124, %119 ]
  %89 = getelementptr inbounds [12 x ptr], ptr @__const.main.tests, i64 0, i64 %87
  %90 = load ptr, ptr %89, align 8, !tbaa !6
  store ptr %90, ptr @p, align 8, !tbaa !6
  store i32 0, ptr @err, align 4, !tbaa !10
  %91 = tail call fastcc i64 @term()
  br label %92

92:                                               ; preds = %114, %86
  %93 = phi i64 [ %91, %86 ], [ %115, %114 ]
  %94 = load ptr, ptr @p, align 8, !tbaa !6
  %95 = load i8, ptr %94, align 1, !tbaa !12
  %96 = icmp eq i8 %95, 32
  br i1 %96, label %97, label %103

97:                                               ; preds = %92, %97
  %98 = phi ptr [ %99, %97 ], [ %94, %92 ]
  %99 = getelementptr inbounds i8, ptr %98, i64 1
  %100 = load i8, ptr %99, align 1, !tbaa !12
  %101 = icmp eq i8 %100, 32
  br i1 %101, label %97, label %102, !llvm.loop !13

102:                                              ; preds = %97
  store ptr %99, ptr @p, align 8, !tbaa !6
  br label %103

103:                                              ; preds = %102, %92
  %104 = phi i8 [ %95, %92 ], [ %100, %102 ]
  %105 = phi ptr [ %94, %92 ], [ %99, %102 ]
  switch i8 %104, label %118 [
    i8 43, label %106
    i8 45, label %110
    i8 0, label %116
  ]

106:                                              ; preds = %103
  %107 = getelementptr inbounds i8, ptr %105, i64 1
  store ptr %107, ptr @p, align 8, !tbaa !6
  %108 = tail call fastcc i64 @term()
  %109 = add nsw i64 %108, %93
  br label %114

110:                                              ; preds = %103
  %111 = getelementptr inbounds i8, ptr %105, i64 1
  store ptr %111, ptr @p, align 8, !tbaa !6
  %112 = tail call fastcc i64 @term()
  %113 = sub nsw i64 %93, %112
  br label %114

114:                                              ; preds = %110, %106
  %115 = phi i64 [ %109, %106 ], [ %113, %110 ]
  br label %92

116:                                              ; preds = %103
  %117 = load i32, ptr @err, align 4, !tbaa !10
  br label %119

118:                                              ; preds = %103
  store i32 3, ptr @err, align 4, !tbaa !10
  br label %119

119:                                              ; preds = %116, %118
  %120 = phi i32 [ %117, %116 ], [ 3, %118 ]
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef %90, i64 noundef %93, i32 noundef %120)
  %122 = icmp ne i32 %120, 0
  %123 = zext i1 %122 to i32
  %124 = add nuw nsw i32 %88, %123
  %125 = add nuw nsw i64 %87, 1
  %126 = icmp eq i64 %125, 12
  br i1 %126, label %85, label %86, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @F(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 1, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call fastcc i32 @F(i32 noundef %6)
  %8 = tail call fastcc i32 @M(i32 noundef %7)
  %9 = sub nsw i32 %0, %8
  br label %3
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @M(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call fastcc i32 @M(i32 noundef %6)
  %8 = tail call fastcc i32 @F(i32 noundef %7)
  %9 = sub nsw i32 %0, %8
  br label %3
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @term() unnamed_addr #3 {
  %1 = tail call fastcc i64 @power()
  br label %2

2:                                                ; preds = %21, %0
  %3 = phi i64 [ %1, %0 ], [ %22, %21 ]
  br label %4

4:                                                ; preds = %35, %2
  %5 = load ptr, ptr @p, align 8, !tbaa !6
  %6 = load i8, ptr %5, align 1, !tbaa !12
  %7 = icmp eq i8 %6, 32
  br i1 %7, label %8, label %14

8:                                                ; preds = %4, %8
  %9 = phi ptr [ %10, %8 ], [ %5, %4 ]
  %10 = getelementptr inbounds i8, ptr %9, i64 1
  %11 = load i8, ptr %10, align 1, !tbaa !12
  %12 = icmp eq i8 %11, 32
  br i1 %12, label %8, label %13, !llvm.loop !13

13:                                               ; preds = %8
  store ptr %10, ptr @p, align 8, !tbaa !6
  br label %14

14:                                               ; preds = %4, %13
  %15 = phi i8 [ %6, %4 ], [ %11, %13 ]
  %16 = phi ptr [ %5, %4 ], [ %10, %13 ]
  switch i8 %15, label %36 [
    i8 42, label %17
    i8 47, label %23
    i8 37, label %29
  ]

17:                                               ; preds = %14
  %18 = getelementptr inbounds i8, ptr %16, i64 1
  store ptr %18, ptr @p, align 8, !tbaa !6
  %19 = tail call fastcc i64 @power()
  %20 = mul nsw i64 %19, %3
  br label %21

21:                                               ; preds = %17, %27, %33
  %22 = phi i64 [ %34, %33 ], [ %28, %27 ], [ %20, %17 ]
  br label %2

23:                                               ; preds = %14
  %24 = getelementptr inbounds i8, ptr %16, i64 1
  store ptr %24, ptr @p, align 8, !tbaa !6
  %25 = tail call fastcc i64 @power()
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %35, label %27

27:                                               ; preds = %23
  %28 = sdiv i64 %3, %25
  br label %21

29:                                               ; preds = %14
  %30 = getelementptr inbounds i8, ptr %16, i64 1
  store ptr %30, ptr @p, align 8, !tbaa !6
  %31 = tail call fastcc i64 @power()
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %29
  %34 = srem i64 %3, %31
  br label %21

35:                                               ; preds = %29, %23
  store i32 2, ptr @err, align 4, !tbaa !10
  br label %4

36:                                               ; preds = %14
  ret i64 %3
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @power() unnamed_addr #3 {
  %1 = tail call fastcc i64 @factor()
  %2 = load ptr, ptr @p, align 8, !tbaa !6
  %3 = load i8, ptr %2, align 1, !tbaa !12
  %4 = icmp eq i8 %3, 32
  br i1 %4, label %5, label %11

5:                                                ; preds = %0, %5
  %6 = phi ptr [ %7, %5 ], [ %2, %0 ]
  %7 = getelementptr inbounds i8, ptr %6, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !12
  %9 = icmp eq i8 %8, 32
  br i1 %9, label %5, label %10, !llvm.loop !13

10:                                               ; preds = %5
  store ptr %7, ptr @p, align 8, !tbaa !6
  br label %11

11:                                               ; preds = %0, %10
  %12 = phi i8 [ %3, %0 ], [ %8, %10 ]
  %13 = phi ptr [ %2, %0 ], [ %7, %10 ]
  %14 = icmp eq i8 %12, 94
  br i1 %14, label %15, label %37

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1
  store ptr %16, ptr @p, align 8, !tbaa !6
  %17 = tail call fastcc i64 @power()
  %18 = icmp sgt i64 %17, 0
  br i1 %18, label %19, label %37

19:                                               ; preds = %15
  %20 = icmp eq i64 %17, 1
  br i1 %20, label %34, label %21

21:                                               ; preds = %19
  %22 = and i64 %17, 9223372036854775806
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %29, %23 ]
  %25 = phi i64 [ 1, %21 ], [ %27, %23 ]
  %26 = phi i64 [ 1, %21 ], [ %28, %23 ]
  %27 = mul i64 %25, %1
  %28 = mul i64 %26, %1
  %29 = add nuw i64 %24, 2
  %30 = icmp eq i64 %29, %22
  br i1 %30, label %31, label %23, !llvm.loop !16

31:                                               ; preds = %23
  %32 = mul i64 %28, %27
  %33 = icmp eq i64 %17, %22
  br i1 %33, label %37, label %34

34:                                               ; preds = %19, %31
  %35 = phi i64 [ 1, %19 ], [ %32, %31 ]
  %36 = mul nsw i64 %35, %1
  br label %37

37:                                               ; preds = %34, %31, %15, %11
  %38 = phi i64 [ %1, %11 ], [ 1, %15 ], [ %32, %31 ], [ %36, %34 ]
  ret i64 %38
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @factor() unnamed_addr #3 {
  %1 = load ptr, ptr @p, align 8, !tbaa !6
  %2 = load i8, ptr %1, align 1, !tbaa !12
  %3 = icmp eq i8 %2, 32
  br i1 %3, label %4, label %10

4:                                                ; preds = %0, %4
  %5 = phi ptr [ %6, %4 ], [ %1, %0 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 1
  %7 = load i8, ptr %6, align 1, !tbaa !12
  %8 = icmp eq i8 %7, 32
  br i1 %8, label %4, label %9, !llvm.loop !13

9:                                                ; preds = %4
  store ptr %6, ptr @p, align 8, !tbaa !6
  br label %10

10:                                               ; preds = %0, %9
  %11 = phi i8 [ %2, %0 ], [ %7, %9 ]
  %12 = phi ptr [ %1, %0 ], [ %6, %9 ]
  switch i8 %11, label %50 [
    i8 40, label %13
    i8 45, label %46
  ]

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8, ptr %12, i64 1
  store ptr %14, ptr @p, align 8, !tbaa !6
  %15 = tail call fastcc i64 @term()
  br label %16

16:                                               ; preds = %38, %13
  %17 = phi i64 [ %15, %13 ], [ %39, %38 ]
  %18 = load ptr, ptr @p, align 8, !tbaa !6
  %19 = load i8, ptr %18, align 1, !tbaa !12
  %20 = icmp eq i8 %19, 32
  br i1 %20, label %21, label %27

21:                                               ; preds = %16, %21
  %22 = phi ptr [ %23, %21 ], [ %18, %16 ]
  %23 = getelementptr inbounds i8, ptr %22, i64 1
  %24 = load i8, ptr %23, align 1, !tbaa !12
  %25 = icmp eq i8 %24, 32
  br i1 %25, label %21, label %26, !llvm.loop !13

26:                                               ; preds = %21
  store ptr %23, ptr @p, align 8, !tbaa !6
  br label %27

27:                                               ; preds = %26, %16
  %28 = phi i8 [ %24, %26 ], [ %19, %16 ]
  %29 = phi ptr [ %23, %26 ], [ %18, %16 ]
  switch i8 %28, label %42 [
    i8 43, label %30
    i8 45, label %34
    i8 41, label %40
  ]

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %29, i64 1
  store ptr %31, ptr @p, align 8, !tbaa !6
  %32 = tail call fastcc i64 @term()
  %33 = add nsw i64 %32, %17
  br label %38

34:                                               ; preds = %27
  %35 = getelementptr inbounds i8, ptr %29, i64 1
  store ptr %35, ptr @p, align 8, !tbaa !6
  %36 = tail call fastcc i64 @term()
  %37 = sub nsw i64 %17, %36
  br label %38

38:                                               ; preds = %34, %30
  %39 = phi i64 [ %33, %30 ], [ %37, %34 ]
  br label %16

40:                                               ; preds = %27
  %41 = getelementptr inbounds i8, ptr %29, i64 1
  store ptr %41, ptr @p, align 8, !tbaa !6
  br label %44

42:                                               ; preds = %27
  store i32 1, ptr @err, align 4, !tbaa !10
  br label %44

43:                                               ; preds = %58
  store ptr %63, ptr @p, align 8, !tbaa !6
  br label %44

44:                                               ; preds = %40, %42, %72, %43, %46
  %45 = phi i64 [ %49, %46 ], [ 0, %72 ], [ %17, %42 ], [ %17, %40 ], [ %65, %43 ]
  ret i64 %45

46:                                               ; preds = %10
  %47 = getelementptr inbounds i8, ptr %12, i64 1
  store ptr %47, ptr @p, align 8, !tbaa !6
  %48 = tail call fastcc i64 @factor()
  %49 = sub nsw i64 0, %48
  br label %44

50:                                               ; preds = %10
  %51 = tail call ptr @__ctype_b_loc() #6
  %52 = load ptr, ptr %51, align 8, !tbaa !6
  %53 = zext i8 %11 to i64
  %54 = getelementptr inbounds i16, ptr %52, i64 %53
  %55 = load i16, ptr %54, align 2, !tbaa !19
  %56 = and i16 %55, 2048
  %57 = icmp eq i16 %56, 0
  br i1 %57, label %72, label %58

58:                                               ; preds = %50, %58
  %59 = phi i64 [ %67, %58 ], [ %53, %50 ]
  %60 = phi i64 [ %65, %58 ], [ 0, %50 ]
  %61 = phi ptr [ %63, %58 ], [ %12, %50 ]
  %62 = mul nsw i64 %60, 10
  %63 = getelementptr inbounds i8, ptr %61, i64 1
  %64 = add i64 %62, -48
  %65 = add i64 %64, %59
  %66 = load i8, ptr %63, align 1, !tbaa !12
  %67 = zext i8 %66 to i64
  %68 = getelementptr inbounds i16, ptr %52, i64 %67
  %69 = load i16, ptr %68, align 2, !tbaa !19
  %70 = and i16 %69, 2048
  %71 = icmp eq i16 %70, 0
  br i1 %71, label %43, label %58, !llvm.loop !21

72:                                               ; preds = %50
  store i32 1, ptr @err, align 4, !tbaa !10
  br label %44
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !8, i64 0}
!21 = distinct !{!21, !14}
