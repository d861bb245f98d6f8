; ModuleID = 'programs/varargs_int_kinds.c'
source_filename = "programs/varargs_int_kinds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [21 x i8] c"sum_ints small=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"sum_ints many=%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"iulLzpsjiulLzpsj\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"format hash %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"%c:%llx \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = tail call i64 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef -5, i32 noundef 250, i32 noundef -30000, i32 noundef 60000, i32 noundef 1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2)
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 14, i32 noundef 15, i32 noundef 16, i32 noundef 17, i32 noundef 18, i32 noundef 19, i32 noundef 20)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7
  store i32 1, ptr %1, align 4, !tbaa !5
  %6 = call i64 (ptr, ...) @by_format(ptr nonnull poison, i32 noundef -1, i32 noundef -294967296, i64 noundef -2, i64 noundef 81985529216486895, i64 noundef -3, ptr noundef nonnull %1, ptr noundef nonnull @.str.3, i64 noundef -9223372036854775808, i32 noundef -5, i32 noundef 60000, i64 noundef -30000, i64 noundef 250, i64 noundef 16, ptr noundef null, ptr noundef nonnull @.str.4, i64 noundef 42)
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %6)
  %8 = call i32 (i32, ...) @count_until_zero(i32 poison, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 0)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %8)
  %10 = trunc i64 %6 to i32
  %11 = and i32 %10, 127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  ret i32 %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %35

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %16, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646
  br label %37

14:                                               ; preds = %65
  %15 = mul nsw i64 %71, 3
  br label %16

16:                                               ; preds = %14, %4
  %17 = phi i64 [ poison, %4 ], [ %71, %14 ]
  %18 = phi ptr [ %9, %4 ], [ %66, %14 ]
  %19 = phi i64 [ 0, %4 ], [ %15, %14 ]
  %20 = phi i32 [ %5, %4 ], [ %67, %14 ]
  %21 = icmp eq i32 %10, 0
  br i1 %21, label %35, label %22

22:                                               ; preds = %16
  %23 = icmp ult i32 %20, 41
  br i1 %23, label %26, label %24

24:                                               ; preds = %22
  %25 = getelementptr i8, ptr %18, i64 8
  store ptr %25, ptr %6, align 8
  br label %30

26:                                               ; preds = %22
  %27 = zext nneg i32 %20 to i64
  %28 = getelementptr i8, ptr %8, i64 %27
  %29 = add nuw nsw i32 %20, 8
  store i32 %29, ptr %2, align 16
  br label %30

30:                                               ; preds = %26, %24
  %31 = phi ptr [ %28, %26 ], [ %18, %24 ]
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %19, %33
  br label %35

35:                                               ; preds = %30, %16, %1
  %36 = phi i64 [ 0, %1 ], [ %17, %16 ], [ %34, %30 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i64 %36

37:                                               ; preds = %65, %12
  %38 = phi ptr [ %9, %12 ], [ %66, %65 ]
  %39 = phi i64 [ 0, %12 ], [ %71, %65 ]
  %40 = phi i32 [ %5, %12 ], [ %67, %65 ]
  %41 = phi i32 [ 0, %12 ], [ %72, %65 ]
  %42 = mul nsw i64 %39, 3
  %43 = icmp ult i32 %40, 41
  br i1 %43, label %44, label %48

44:                                               ; preds = %37
  %45 = zext nneg i32 %40 to i64
  %46 = getelementptr i8, ptr %8, i64 %45
  %47 = add nuw nsw i32 %40, 8
  store i32 %47, ptr %2, align 16
  br label %50

48:                                               ; preds = %37
  %49 = getelementptr i8, ptr %38, i64 8
  store ptr %49, ptr %6, align 8
  br label %50

50:                                               ; preds = %48, %44
  %51 = phi ptr [ %38, %44 ], [ %49, %48 ]
  %52 = phi i32 [ %47, %44 ], [ %40, %48 ]
  %53 = phi ptr [ %46, %44 ], [ %38, %48 ]
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = sext i32 %54 to i64
  %56 = add nsw i64 %42, %55
  %57 = mul nsw i64 %56, 3
  %58 = icmp ult i32 %52, 41
  br i1 %58, label %61, label %59

59:                                               ; preds = %50
  %60 = getelementptr i8, ptr %51, i64 8
  store ptr %60, ptr %6, align 8
  br label %65

61:                                               ; preds = %50
  %62 = zext nneg i32 %52 to i64
  %63 = getelementptr i8, ptr %8, i64 %62
  %64 = add nuw nsw i32 %52, 8
  store i32 %64, ptr %2, align 16
  br label %65

65:                                               ; preds = %61, %59
  %66 = phi ptr [ %51, %61 ], [ %60, %59 ]
  %67 = phi i32 [ %64, %61 ], [ %52, %59 ]
  %68 = phi ptr [ %63, %61 ], [ %51, %59 ]
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = sext i32 %69 to i64
  %71 = add nsw i64 %57, %70
  %72 = add i32 %41, 2
  %73 = icmp eq i32 %72, %13
  br i1 %73, label %14, label %37, !llvm.loop !9
}

; Function Attrs: nofree noinline nounwind uwtable
define internal i64 @by_format(ptr nocapture readnone %0, ...) unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  br label %5

5:                                                ; preds = %139, %1
  %6 = phi i64 [ 0, %1 ], [ %142, %139 ]
  %7 = phi ptr [ @.str.2, %1 ], [ %145, %139 ]
  %8 = load i8, ptr %7, align 1, !tbaa !11
  switch i8 %8, label %139 [
    i8 0, label %9
    i8 105, label %11
    i8 117, label %26
    i8 108, label %41
    i8 76, label %55
    i8 122, label %69
    i8 112, label %83
    i8 115, label %99
    i8 106, label %125
  ]

9:                                                ; preds = %5
  call void @llvm.va_end.p0(ptr nonnull %2)
  %10 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i64 %6

11:                                               ; preds = %5
  %12 = load i32, ptr %2, align 16
  %13 = icmp ult i32 %12, 41
  br i1 %13, label %14, label %19

14:                                               ; preds = %11
  %15 = load ptr, ptr %4, align 16
  %16 = zext nneg i32 %12 to i64
  %17 = getelementptr i8, ptr %15, i64 %16
  %18 = add nuw nsw i32 %12, 8
  store i32 %18, ptr %2, align 16
  br label %22

19:                                               ; preds = %11
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr i8, ptr %20, i64 8
  store ptr %21, ptr %3, align 8
  br label %22

22:                                               ; preds = %19, %14
  %23 = phi ptr [ %17, %14 ], [ %20, %19 ]
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = sext i32 %24 to i64
  br label %139

26:                                               ; preds = %5
  %27 = load i32, ptr %2, align 16
  %28 = icmp ult i32 %27, 41
  br i1 %28, label %29, label %34

29:                                               ; preds = %26
  %30 = load ptr, ptr %4, align 16
  %31 = zext nneg i32 %27 to i64
  %32 = getelementptr i8, ptr %30, i64 %31
  %33 = add nuw nsw i32 %27, 8
  store i32 %33, ptr %2, align 16
  br label %37

34:                                               ; preds = %26
  %35 = load ptr, ptr %3, align 8
  %36 = getelementptr i8, ptr %35, i64 8
  store ptr %36, ptr %3, align 8
  br label %37

37:                                               ; preds = %34, %29
  %38 = phi ptr [ %32, %29 ], [ %35, %34 ]
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = zext i32 %39 to i64
  br label %139

41:                                               ; preds = %5
  %42 = load i32, ptr %2, align 16
  %43 = icmp ult i32 %42, 41
  br i1 %43, label %44, label %49

44:                                               ; preds = %41
  %45 = load ptr, ptr %4, align 16
  %46 = zext nneg i32 %42 to i64
  %47 = getelementptr i8, ptr %45, i64 %46
  %48 = add nuw nsw i32 %42, 8
  store i32 %48, ptr %2, align 16
  br label %52

49:                                               ; preds = %41
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr i8, ptr %50, i64 8
  store ptr %51, ptr %3, align 8
  br label %52

52:                                               ; preds = %49, %44
  %53 = phi ptr [ %47, %44 ], [ %50, %49 ]
  %54 = load i64, ptr %53, align 8, !tbaa !12
  br label %139

55:                                               ; preds = %5
  %56 = load i32, ptr %2, align 16
  %57 = icmp ult i32 %56, 41
  br i1 %57, label %58, label %63

58:                                               ; preds = %55
  %59 = load ptr, ptr %4, align 16
  %60 = zext nneg i32 %56 to i64
  %61 = getelementptr i8, ptr %59, i64 %60
  %62 = add nuw nsw i32 %56, 8
  store i32 %62, ptr %2, align 16
  br label %66

63:                                               ; preds = %55
  %64 = load ptr, ptr %3, align 8
  %65 = getelementptr i8, ptr %64, i64 8
  store ptr %65, ptr %3, align 8
  br label %66

66:                                               ; preds = %63, %58
  %67 = phi ptr [ %61, %58 ], [ %64, %63 ]
  %68 = load i64, ptr %67, align 8, !tbaa !14
  br label %139

69:                                               ; preds = %5
  %70 = load i32, ptr %2, align 16
  %71 = icmp ult i32 %70, 41
  br i1 %71, label %72, label %77

72:                                               ; preds = %69
  %73 = load ptr, ptr %4, align 16
  %74 = zext nneg i32 %70 to i64
  %75 = getelementptr i8, ptr %73, i64 %74
  %76 = add nuw nsw i32 %70, 8
  store i32 %76, ptr %2, align 16
  br label %80

77:                                               ; preds = %69
  %78 = load ptr, ptr %3, align 8
  %79 = getelementptr i8, ptr %78, i64 8
  store ptr %79, ptr %3, align 8
  br label %80

80:                                               ; preds = %77, %72
  %81 = phi ptr [ %75, %72 ], [ %78, %77 ]
  %82 = load i64, ptr %81, align 8, !tbaa !12
  br label %139

83:                                               ; preds = %5
  %84 = load i32, ptr %2, align 16
  %85 = icmp ult i32 %84, 41
  br i1 %85, label %86, label %91

86:                                               ; preds = %83
  %87 = load ptr, ptr %4, align 16
  %88 = zext nneg i32 %84 to i64
  %89 = getelementptr i8, ptr %87, i64 %88
  %90 = add nuw nsw i32 %84, 8
  store i32 %90, ptr %2, align 16
  br label %94

91:                                               ; preds = %83
  %92 = load ptr, ptr %3, align 8
  %93 = getelementptr i8, ptr %92, i64 8
  store ptr %93, ptr %3, align 8
  br label %94

94:                                               ; preds = %91, %86
  %95 = phi ptr [ %89, %86 ], [ %92, %91 ]
  %96 = load ptr, ptr %95, align 8, !tbaa !16
  %97 = icmp ne ptr %96, null
  %98 = zext i1 %97 to i64
  br label %139

99:                                               ; preds = %5
  %100 = load i32, ptr %2, align 16
  %101 = icmp ult i32 %100, 41
  br i1 %101, label %102, label %107

102:                                              ; preds = %99
  %103 = load ptr, ptr %4, align 16
  %104 = zext nneg i32 %100 to i64
  %105 = getelementptr i8, ptr %103, i64 %104
  %106 = add nuw nsw i32 %100, 8
  store i32 %106, ptr %2, align 16
  br label %110

107:                                              ; preds = %99
  %108 = load ptr, ptr %3, align 8
  %109 = getelementptr i8, ptr %108, i64 8
  store ptr %109, ptr %3, align 8
  br label %110

110:                                              ; preds = %107, %102
  %111 = phi ptr [ %105, %102 ], [ %108, %107 ]
  %112 = load ptr, ptr %111, align 8, !tbaa !16
  %113 = load i8, ptr %112, align 1, !tbaa !11
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %139, label %115

115:                                              ; preds = %110, %115
  %116 = phi i8 [ %123, %115 ], [ %113, %110 ]
  %117 = phi ptr [ %120, %115 ], [ %112, %110 ]
  %118 = phi i64 [ %122, %115 ], [ 0, %110 ]
  %119 = mul i64 %118, 31
  %120 = getelementptr inbounds i8, ptr %117, i64 1
  %121 = zext i8 %116 to i64
  %122 = add i64 %119, %121
  %123 = load i8, ptr %120, align 1, !tbaa !11
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %139, label %115, !llvm.loop !18

125:                                              ; preds = %5
  %126 = load i32, ptr %2, align 16
  %127 = icmp ult i32 %126, 41
  br i1 %127, label %128, label %133

128:                                              ; preds = %125
  %129 = load ptr, ptr %4, align 16
  %130 = zext nneg i32 %126 to i64
  %131 = getelementptr i8, ptr %129, i64 %130
  %132 = add nuw nsw i32 %126, 8
  store i32 %132, ptr %2, align 16
  br label %136

133:                                              ; preds = %125
  %134 = load ptr, ptr %3, align 8
  %135 = getelementptr i8, ptr %134, i64 8
  store ptr %135, ptr %3, align 8
  br label %136

136:                                              ; preds = %133, %128
  %137 = phi ptr [ %131, %128 ], [ %134, %133 ]
  %138 = load i64, ptr %137, align 8, !tbaa !12
  br label %139

139:                                              ; preds = %115, %110, %5, %136, %94, %80, %66, %52, %37, %22
  %140 = phi i64 [ %138, %136 ], [ %98, %94 ], [ %82, %80 ], [ %68, %66 ], [ %54, %52 ], [ %40, %37 ], [ %25, %22 ], [ 0, %5 ], [ 0, %110 ], [ %122, %115 ]
  %141 = mul i64 %6, 1000003
  %142 = xor i64 %140, %141
  %143 = sext i8 %8 to i32
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %143, i64 noundef %140)
  %145 = getelementptr inbounds i8, ptr %7, i64 1
  br label %5, !llvm.loop !19
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal i32 @count_until_zero(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  br label %9

8:                                                ; preds = %21
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i32 %13

9:                                                ; preds = %1, %21
  %10 = phi ptr [ %7, %1 ], [ %22, %21 ]
  %11 = phi i32 [ 0, %1 ], [ %13, %21 ]
  %12 = phi i32 [ %3, %1 ], [ %23, %21 ]
  %13 = add nuw nsw i32 %11, 1
  %14 = icmp ult i32 %12, 41
  br i1 %14, label %15, label %19

15:                                               ; preds = %9
  %16 = zext nneg i32 %12 to i64
  %17 = getelementptr i8, ptr %6, i64 %16
  %18 = add nuw nsw i32 %12, 8
  store i32 %18, ptr %2, align 16
  br label %21

19:                                               ; preds = %9
  %20 = getelementptr i8, ptr %10, i64 8
  store ptr %20, ptr %4, align 8
  br label %21

21:                                               ; preds = %19, %15
  %22 = phi ptr [ %10, %15 ], [ %20, %19 ]
  %23 = phi i32 [ %18, %15 ], [ %12, %19 ]
  %24 = phi ptr [ %17, %15 ], [ %10, %19 ]
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %8, label %9, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
