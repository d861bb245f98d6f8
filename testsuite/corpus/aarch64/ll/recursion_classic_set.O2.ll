; ModuleID = 'programs/recursion_classic_set.c'
source_filename = "programs/recursion_classic_set.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@calls = internal unnamed_addr global i64 0, align 8
@.str = private unnamed_addr constant [49 x i8] c"A(2,%d)=%ld (%ld calls) A(3,%d)=%ld (%ld calls)\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"hanoi(%d) hash=%016lx\0A\00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"permutations=%d hash=%016lx s=%s\0A\00", align 1
@perm_count = internal unnamed_addr global i32 0, align 4
@perm_hash = internal unnamed_addr global i64 0, align 8
@.str.3 = private unnamed_addr constant [9 x i8] c"C%d=%ld \00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"\0Afib(25)=%ld fibm(90)=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"mc91 sum=%d\0A\00", align 1
@memo = internal unnamed_addr global [100 x i64] zeroinitializer, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i8], align 8
  store i64 0, ptr @calls, align 8, !tbaa !6
  %2 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 0)
  %3 = load i64, ptr @calls, align 8, !tbaa !6
  store i64 0, ptr @calls, align 8, !tbaa !6
  %4 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 0)
  %5 = load i64, ptr @calls, align 8, !tbaa !6
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i64 noundef %2, i64 noundef %3, i32 noundef 0, i64 noundef %4, i64 noundef %5)
  store i64 0, ptr @calls, align 8, !tbaa !6
  %7 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 1)
  %8 = load i64, ptr @calls, align 8, !tbaa !6
  store i64 0, ptr @calls, align 8, !tbaa !6
  %9 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 1)
  %10 = load i64, ptr @calls, align 8, !tbaa !6
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i64 noundef %7, i64 noundef %8, i32 noundef 1, i64 noundef %9, i64 noundef %10)
  store i64 0, ptr @calls, align 8, !tbaa !6
  %12 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 2)
  %13 = load i64, ptr @calls, align 8, !tbaa !6
  store i64 0, ptr @calls, align 8, !tbaa !6
  %14 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 2)
  %15 = load i64, ptr @calls, align 8, !tbaa !6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i64 noundef %12, i64 noundef %13, i32 noundef 2, i64 noundef %14, i64 noundef %15)
  store i64 0, ptr @calls, align 8, !tbaa !6
  %17 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 3)
  %18 = load i64, ptr @calls, align 8, !tbaa !6
  store i64 0, ptr @calls, align 8, !tbaa !6
  %19 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 3)
  %20 = load i64, ptr @calls, align 8, !tbaa !6
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i64 noundef %17, i64 noundef %18, i32 noundef 3, i64 noundef %19, i64 noundef %20)
  store i64 0, ptr @calls, align 8, !tbaa !6
  %22 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 4)
  %23 = load i64, ptr @calls, align 8, !tbaa !6
  store i64 0, ptr @calls, align 8, !tbaa !6
  %24 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 4)
  %25 = load i64, ptr @calls, align 8, !tbaa !6
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i64 noundef %22, i64 noundef %23, i32 noundef 4, i64 noundef %24, i64 noundef %25)
  %27 = tail call fastcc i64 @hanoi(i32 noundef 1, i32 noundef 0, i32 noundef 2, i32 noundef 1, i64 noundef 0)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i64 noundef %27)
  %29 = tail call fastcc i64 @hanoi(i32 noundef 6, i32 noundef 0, i32 noundef 2, i32 noundef 1, i64 noundef 0)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i64 noundef %29)
  %31 = tail call fastcc i64 @hanoi(i32 noundef 11, i32 noundef 0, i32 noundef 2, i32 noundef 1, i64 noundef 0)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11, i64 noundef %31)
  %33 = tail call fastcc i64 @hanoi(i32 noundef 16, i32 noundef 0, i32 noundef 2, i32 noundef 1, i64 noundef 0)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, i64 noundef %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  store i64 29104508263162465, ptr %1, align 8
  call fastcc void @permute(ptr noundef nonnull %1, i32 noundef 0)
  %35 = load i32, ptr @perm_count, align 4, !tbaa !10
  %36 = load i64, ptr @perm_hash, align 8, !tbaa !6
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35, i64 noundef %36, ptr noundef nonnull %1)
  %38 = call fastcc i64 @parens(i32 noundef 1, i32 noundef 0)
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i64 noundef %38)
  %40 = call fastcc i64 @parens(i32 noundef 2, i32 noundef 0)
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, i64 noundef %40)
  %42 = call fastcc i64 @parens(i32 noundef 3, i32 noundef 0)
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, i64 noundef %42)
  %44 = call fastcc i64 @parens(i32 noundef 4, i32 noundef 0)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4, i64 noundef %44)
  %46 = call fastcc i64 @parens(i32 noundef 5, i32 noundef 0)
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5, i64 noundef %46)
  %48 = call fastcc i64 @parens(i32 noundef 6, i32 noundef 0)
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 6, i64 noundef %48)
  %50 = call fastcc i64 @parens(i32 noundef 7, i32 noundef 0)
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 7, i64 noundef %50)
  %52 = call fastcc i64 @parens(i32 noundef 8, i32 noundef 0)
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 8, i64 noundef %52)
  %54 = call fastcc i64 @parens(i32 noundef 9, i32 noundef 0)
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9, i64 noundef %54)
  %56 = call fastcc i64 @parens(i32 noundef 10, i32 noundef 0)
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i64 noundef %56)
  %58 = call fastcc i64 @parens(i32 noundef 11, i32 noundef 0)
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 11, i64 noundef %58)
  %60 = call fastcc i64 @parens(i32 noundef 12, i32 noundef 0)
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 12, i64 noundef %60)
  %62 = call fastcc i64 @fib(i32 noundef 25)
  %63 = call fastcc i64 @fibm(i32 noundef 90)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %62, i64 noundef %63)
  %65 = call fastcc i32 @mc91(i32 noundef 0)
  %66 = call fastcc i32 @mc91(i32 noundef 7)
  %67 = add nuw nsw i32 %66, %65
  %68 = call fastcc i32 @mc91(i32 noundef 14)
  %69 = add nuw nsw i32 %68, %67
  %70 = call fastcc i32 @mc91(i32 noundef 21)
  %71 = add nuw nsw i32 %70, %69
  %72 = call fastcc i32 @mc91(i32 noundef 28)
  %73 = add nuw nsw i32 %72, %71
  %74 = call fastcc i32 @mc91(i32 noundef 35)
  %75 = add nuw nsw i32 %74, %73
  %76 = call fastcc i32 @mc91(i32 noundef 42)
  %77 = add nuw nsw i32 %76, %75
  %78 = call fastcc i32 @mc91(i32 noundef 49)
  %79 = add nuw nsw i32 %78, %77
  %80 = call fastcc i32 @mc91(i32 noundef 56)
  %81 = add nuw nsw i32 %80, %79
  %82 = call fastcc i32 @mc91(i32 noundef 63)
  %83 = add nuw nsw i32 %82, %81
  %84 = call fastcc i32 @mc91(i32 noundef 70)
  %85 = add nuw nsw i32 %84, %83
  %86 = call fastcc i32 @mc91(i32 noundef 77)
  %87 = add nuw nsw i32 %86, %85
  %88 = call fastcc i32 @mc91(i32 noundef 84)
  %89 = add nuw nsw i32 %88, %87
  %90 = call fastcc i32 @mc91(i32 noundef 91)
  %91 = add nuw nsw i32 %90, %89
  %92 = call fastcc i32 @mc91(i32 noundef 98)
  %93 = add nuw nsw i32 %92, %91
  %94 = call fastcc i32 @mc91(i32 noundef 105)
  %95 = add nuw nsw i32 %94, %93
  %96 = call fastcc i32 @mc91(i32 noundef 112)
  %97 = add nuw nsw i32 %96, %95
  %98 = call fastcc i32 @mc91(i32 noundef 119)
  %99 = add nuw nsw i32 %98, %97
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %99)
  %101 = call fastcc i64 @fib(i32 noundef 20)
  %102 = srem i64 %101, 128
  %103 = trunc nsw i64 %102 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  ret i32 %103
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i64 -9223372036854775807, -9223372036854775808) i64 @ack(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = load i64, ptr @calls, align 8, !tbaa !6
  %4 = add nsw i64 %3, 1
  store i64 %4, ptr @calls, align 8, !tbaa !6
  %5 = icmp eq i64 %0, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %14, %2
  %7 = phi i64 [ %1, %2 ], [ %16, %14 ]
  %8 = add nsw i64 %7, 1
  ret i64 %8

9:                                                ; preds = %2, %14
  %10 = phi i64 [ %18, %14 ], [ %4, %2 ]
  %11 = phi i64 [ %16, %14 ], [ %1, %2 ]
  %12 = phi i64 [ %17, %14 ], [ %0, %2 ]
  %13 = icmp eq i64 %11, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %9, %20
  %15 = phi i64 [ %23, %20 ], [ %10, %9 ]
  %16 = phi i64 [ %22, %20 ], [ 1, %9 ]
  %17 = add nsw i64 %12, -1
  %18 = add nsw i64 %15, 1
  store i64 %18, ptr @calls, align 8, !tbaa !6
  %19 = icmp eq i64 %17, 0
  br i1 %19, label %6, label %9

20:                                               ; preds = %9
  %21 = add nsw i64 %11, -1
  %22 = tail call fastcc i64 @ack(i64 noundef %12, i64 noundef %21)
  %23 = load i64, ptr @calls, align 8, !tbaa !6
  br label %14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) unnamed_addr #4 {
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %20, label %7

7:                                                ; preds = %5, %7
  %8 = phi i64 [ %18, %7 ], [ %4, %5 ]
  %9 = phi i32 [ %10, %7 ], [ %3, %5 ]
  %10 = phi i32 [ %9, %7 ], [ %1, %5 ]
  %11 = phi i32 [ %12, %7 ], [ %0, %5 ]
  %12 = add nsw i32 %11, -1
  %13 = tail call fastcc i64 @hanoi(i32 noundef %12, i32 noundef %10, i32 noundef %9, i32 noundef %2, i64 noundef %8)
  %14 = mul i64 %13, 31
  %15 = mul nuw nsw i32 %10, 3
  %16 = add nuw nsw i32 %15, %2
  %17 = zext nneg i32 %16 to i64
  %18 = add i64 %14, %17
  %19 = icmp eq i32 %12, 0
  br i1 %19, label %20, label %7

20:                                               ; preds = %7, %5
  %21 = phi i64 [ %4, %5 ], [ %18, %7 ]
  ret i64 %21
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @permute(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #5 {
  %3 = icmp eq i32 %1, 7
  br i1 %3, label %11, label %4

4:                                                ; preds = %2
  %5 = icmp slt i32 %1, 7
  br i1 %5, label %6, label %59

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nuw nsw i32 %1, 1
  %10 = sext i32 %1 to i64
  br label %49

11:                                               ; preds = %2
  %12 = load i32, ptr @perm_count, align 4, !tbaa !10
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @perm_count, align 4, !tbaa !10
  %14 = load i64, ptr @perm_hash, align 8, !tbaa !6
  %15 = mul i64 %14, 131
  %16 = load i8, ptr %0, align 1, !tbaa !12
  %17 = zext i8 %16 to i64
  %18 = add i64 %15, %17
  %19 = mul i64 %18, 131
  %20 = getelementptr inbounds i8, ptr %0, i64 1
  %21 = load i8, ptr %20, align 1, !tbaa !12
  %22 = zext i8 %21 to i64
  %23 = add i64 %19, %22
  %24 = mul i64 %23, 131
  %25 = getelementptr inbounds i8, ptr %0, i64 2
  %26 = load i8, ptr %25, align 1, !tbaa !12
  %27 = zext i8 %26 to i64
  %28 = add i64 %24, %27
  %29 = mul i64 %28, 131
  %30 = getelementptr inbounds i8, ptr %0, i64 3
  %31 = load i8, ptr %30, align 1, !tbaa !12
  %32 = zext i8 %31 to i64
  %33 = add i64 %29, %32
  %34 = mul i64 %33, 131
  %35 = getelementptr inbounds i8, ptr %0, i64 4
  %36 = load i8, ptr %35, align 1, !tbaa !12
  %37 = zext i8 %36 to i64
  %38 = add i64 %34, %37
  %39 = mul i64 %38, 131
  %40 = getelementptr inbounds i8, ptr %0, i64 5
  %41 = load i8, ptr %40, align 1, !tbaa !12
  %42 = zext i8 %41 to i64
  %43 = add i64 %39, %42
  %44 = mul i64 %43, 131
  %45 = getelementptr inbounds i8, ptr %0, i64 6
  %46 = load i8, ptr %45, align 1, !tbaa !12
  %47 = zext i8 %46 to i64
  %48 = add i64 %44, %47
  store i64 %48, ptr @perm_hash, align 8, !tbaa !6
  br label %59

49:                                               ; preds = %6, %49
  %50 = phi i64 [ %10, %6 ], [ %56, %49 ]
  %51 = load i8, ptr %8, align 1, !tbaa !12
  %52 = getelementptr inbounds i8, ptr %0, i64 %50
  %53 = load i8, ptr %52, align 1, !tbaa !12
  store i8 %53, ptr %8, align 1, !tbaa !12
  store i8 %51, ptr %52, align 1, !tbaa !12
  tail call fastcc void @permute(ptr noundef %0, i32 noundef %9)
  %54 = load i8, ptr %8, align 1, !tbaa !12
  %55 = load i8, ptr %52, align 1, !tbaa !12
  store i8 %55, ptr %8, align 1, !tbaa !12
  store i8 %54, ptr %52, align 1, !tbaa !12
  %56 = add nsw i64 %50, 1
  %57 = and i64 %56, 4294967295
  %58 = icmp eq i64 %57, 7
  br i1 %58, label %59, label %49, !llvm.loop !13

59:                                               ; preds = %49, %4, %11
  ret void
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @parens(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = or i32 %1, %0
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %26, label %5

5:                                                ; preds = %2
  %6 = icmp sgt i32 %0, 0
  %7 = add nsw i32 %0, -1
  br label %8

8:                                                ; preds = %5, %17
  %9 = phi i32 [ %1, %5 ], [ %18, %17 ]
  %10 = phi i64 [ 0, %5 ], [ %19, %17 ]
  br i1 %6, label %11, label %14

11:                                               ; preds = %8
  %12 = add nsw i32 %9, 1
  %13 = tail call fastcc i64 @parens(i32 noundef %7, i32 noundef %12)
  br label %14

14:                                               ; preds = %11, %8
  %15 = phi i64 [ %13, %11 ], [ 0, %8 ]
  %16 = icmp sgt i32 %9, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %14
  %18 = add nsw i32 %9, -1
  %19 = add nsw i64 %15, %10
  %20 = or i32 %18, %0
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %8

22:                                               ; preds = %14, %17
  %23 = phi i64 [ %19, %17 ], [ %10, %14 ]
  %24 = phi i64 [ 1, %17 ], [ %15, %14 ]
  %25 = add nsw i64 %24, %23
  br label %26

26:                                               ; preds = %22, %2
  %27 = phi i64 [ 1, %2 ], [ %25, %22 ]
  ret i64 %27
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %8

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64
  %7 = add nsw i64 %4, %6
  ret i64 %7

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
  %11 = add nsw i32 %9, -1
  %12 = tail call fastcc i64 @fib(i32 noundef %11)
  %13 = add nsw i32 %9, -2
  %14 = add nsw i64 %12, %10
  %15 = icmp ult i32 %9, 4
  br i1 %15, label %3, label %8
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @fibm(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  br label %10

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64
  %7 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %6
  %8 = load i64, ptr %7, align 8, !tbaa !6
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %5, %3, %12
  %11 = phi i64 [ %17, %12 ], [ %4, %3 ], [ %8, %5 ]
  ret i64 %11

12:                                               ; preds = %5
  %13 = add nsw i32 %0, -1
  %14 = tail call fastcc i64 @fibm(i32 noundef %13)
  %15 = add nsw i32 %0, -2
  %16 = tail call fastcc i64 @fibm(i32 noundef %15)
  %17 = add nsw i64 %16, %14
  store i64 %17, ptr %7, align 8, !tbaa !6
  br label %10
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc range(i32 91, 2147483638) i32 @mc91(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 100
  br i1 %2, label %3, label %6

3:                                                ; preds = %6, %1
  %4 = phi i32 [ %0, %1 ], [ %9, %6 ]
  %5 = add nsw i32 %4, -10
  ret i32 %5

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %9, %6 ], [ %0, %1 ]
  %8 = add nsw i32 %7, 11
  %9 = tail call fastcc i32 @mc91(i32 noundef %8)
  %10 = icmp ugt i32 %9, 100
  br i1 %10, label %3, label %6
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
