; ModuleID = 'programs/recursion_classic.c'
source_filename = "programs/recursion_classic.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"fib(%d)=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"ack(%d,%d)=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"hanoi moves=%d\0A\00", align 1
@moves = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"gcd %ld %ld %ld\0A\00", align 1
@perm_buf = internal global [8 x i8] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"perms=%d\0A\00", align 1
@perm_count = internal unnamed_addr global i32 0, align 4
@__const.main.arr = private unnamed_addr constant [12 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 8, i32 1, i32 9, i32 11, i32 6], align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"subsets summing to 20: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"mc91: %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"tak(18,12,6)=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"deep=%ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"binom(24,12)=%llu\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"move %d %c->%c\0A\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"perm %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 8
  %2 = tail call fastcc i64 @fib(i32 noundef 0)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i64 noundef %2)
  %4 = tail call fastcc i64 @fib(i32 noundef 5)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i64 noundef %4)
  %6 = tail call fastcc i64 @fib(i32 noundef 10)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i64 noundef %6)
  %8 = tail call fastcc i64 @fib(i32 noundef 15)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 15, i64 noundef %8)
  %10 = tail call fastcc i64 @fib(i32 noundef 20)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 20, i64 noundef %10)
  %12 = tail call fastcc i64 @fib(i32 noundef 25)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 25, i64 noundef %12)
  %14 = tail call fastcc i64 @ack(i64 noundef 0, i64 noundef 0)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i64 noundef %14)
  %16 = tail call fastcc i64 @ack(i64 noundef 0, i64 noundef 1)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 1, i64 noundef %16)
  %18 = tail call fastcc i64 @ack(i64 noundef 0, i64 noundef 2)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 2, i64 noundef %18)
  %20 = tail call fastcc i64 @ack(i64 noundef 0, i64 noundef 3)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 3, i64 noundef %20)
  %22 = tail call fastcc i64 @ack(i64 noundef 0, i64 noundef 4)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 4, i64 noundef %22)
  %24 = tail call fastcc i64 @ack(i64 noundef 1, i64 noundef 0)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 0, i64 noundef %24)
  %26 = tail call fastcc i64 @ack(i64 noundef 1, i64 noundef 1)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1, i64 noundef %26)
  %28 = tail call fastcc i64 @ack(i64 noundef 1, i64 noundef 2)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 2, i64 noundef %28)
  %30 = tail call fastcc i64 @ack(i64 noundef 1, i64 noundef 3)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 3, i64 noundef %30)
  %32 = tail call fastcc i64 @ack(i64 noundef 1, i64 noundef 4)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 4, i64 noundef %32)
  %34 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 0)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 0, i64 noundef %34)
  %36 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 1)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 1, i64 noundef %36)
  %38 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 2)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 2, i64 noundef %38)
  %40 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 3)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 3, i64 noundef %40)
  %42 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 4)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 4, i64 noundef %42)
  %44 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 0)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 0, i64 noundef %44)
  %46 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 1)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 1, i64 noundef %46)
  %48 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 2)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 2, i64 noundef %48)
  %50 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 3)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 3, i64 noundef %50)
  %52 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 4)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 4, i64 noundef %52)
  tail call fastcc void @hanoi(i32 noundef 10, i8 noundef 65, i8 noundef 66, i8 noundef 67)
  %54 = load i32, ptr @moves, align 4, !tbaa !6
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54)
  br label %56

56:                                               ; preds = %56, %0
  %57 = phi i64 [ %59, %56 ], [ 462, %0 ]
  %58 = phi i64 [ %57, %56 ], [ 1071, %0 ]
  %59 = urem i64 %58, %57
  %60 = icmp eq i64 %59, 0
  br i1 %60, label %61, label %56

61:                                               ; preds = %56, %61
  %62 = phi i64 [ %64, %61 ], [ 6291456, %56 ]
  %63 = phi i64 [ %62, %61 ], [ 1099511627776, %56 ]
  %64 = urem i64 %63, %62
  %65 = icmp eq i64 %64, 0
  br i1 %65, label %66, label %61

66:                                               ; preds = %61, %66
  %67 = phi i64 [ %69, %66 ], [ 5, %61 ]
  %68 = phi i64 [ %67, %66 ], [ 17, %61 ]
  %69 = urem i64 %68, %67
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %71, label %66

71:                                               ; preds = %66
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %57, i64 noundef %62, i64 noundef %67)
  store <4 x i8> <i8 97, i8 98, i8 99, i8 100>, ptr @perm_buf, align 4, !tbaa !10
  store i8 101, ptr getelementptr inbounds (i8, ptr @perm_buf, i64 4), align 4, !tbaa !10
  store i8 102, ptr getelementptr inbounds (i8, ptr @perm_buf, i64 5), align 1, !tbaa !10
  store i8 103, ptr getelementptr inbounds (i8, ptr @perm_buf, i64 6), align 2, !tbaa !10
  tail call fastcc void @permute(i32 noundef 0)
  %73 = load i32, ptr @perm_count, align 4, !tbaa !6
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %73)
  %75 = tail call fastcc i32 @subset_sums(ptr noundef nonnull @__const.main.arr, i32 noundef 12, i32 noundef 20)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %75)
  %77 = tail call fastcc i32 @mc91(i32 noundef 1)
  %78 = tail call fastcc i32 @mc91(i32 noundef 99)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %77, i32 noundef %78, i32 noundef 140)
  %80 = tail call fastcc i32 @tak(i32 noundef 18, i32 noundef 12, i32 noundef 6)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %80)
  %82 = getelementptr inbounds i8, ptr %1, i64 8
  %83 = getelementptr inbounds i8, ptr %1, i64 16
  %84 = getelementptr inbounds i8, ptr %1, i64 24
  br label %85

85:                                               ; preds = %85, %71
  %86 = phi i64 [ 20000, %71 ], [ %96, %85 ]
  %87 = phi i64 [ 0, %71 ], [ %97, %85 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  store volatile i64 %86, ptr %1, align 8, !tbaa !11
  %88 = shl nsw i64 %86, 1
  store volatile i64 %88, ptr %82, align 8, !tbaa !11
  %89 = mul nuw nsw i64 %86, 3
  store volatile i64 %89, ptr %83, align 8, !tbaa !11
  %90 = shl nsw i64 %86, 2
  store volatile i64 %90, ptr %84, align 8, !tbaa !11
  %91 = trunc nsw i64 %86 to i32
  %92 = srem i32 %91, 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %93
  %95 = load volatile i64, ptr %94, align 8, !tbaa !11
  %96 = add nsw i64 %86, -1
  %97 = add nsw i64 %95, %87
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
  %98 = icmp eq i64 %96, 0
  br i1 %98, label %99, label %85

99:                                               ; preds = %85
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %97)
  %101 = tail call fastcc i64 @binom(i32 noundef 24, i32 noundef 12)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %101)
  %103 = srem i64 %10, 256
  %104 = trunc nsw i64 %103 to i32
  ret i32 %104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #3 {
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @ack(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i64 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i64 %5, 1
  ret i64 %6

7:                                                ; preds = %2, %11
  %8 = phi i64 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i64 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i64 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i64 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i64 %9, -1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add nsw i64 %8, -1
  %17 = tail call fastcc i64 @ack(i64 noundef %9, i64 noundef %16)
  br label %11
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @hanoi(i32 noundef %0, i8 noundef %1, i8 noundef %2, i8 noundef %3) unnamed_addr #0 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %21, label %6

6:                                                ; preds = %4
  %7 = zext nneg i8 %3 to i32
  br label %8

8:                                                ; preds = %6, %19
  %9 = phi i8 [ %2, %6 ], [ %10, %19 ]
  %10 = phi i8 [ %1, %6 ], [ %9, %19 ]
  %11 = phi i32 [ %0, %6 ], [ %12, %19 ]
  %12 = add nsw i32 %11, -1
  tail call fastcc void @hanoi(i32 noundef %12, i8 noundef %10, i8 noundef %3, i8 noundef %9)
  %13 = load i32, ptr @moves, align 4, !tbaa !6
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @moves, align 4, !tbaa !6
  %15 = icmp sgt i32 %11, 8
  br i1 %15, label %16, label %19

16:                                               ; preds = %8
  %17 = zext nneg i8 %10 to i32
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %11, i32 noundef %17, i32 noundef %7)
  br label %19

19:                                               ; preds = %16, %8
  %20 = icmp eq i32 %12, 0
  br i1 %20, label %21, label %8

21:                                               ; preds = %19, %4
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @permute(i32 noundef %0) unnamed_addr #0 {
  %2 = icmp eq i32 %0, 7
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = icmp slt i32 %0, 7
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = zext nneg i32 %0 to i64
  %7 = getelementptr inbounds i8, ptr @perm_buf, i64 %6
  %8 = add nuw nsw i32 %0, 1
  %9 = sext i32 %0 to i64
  br label %17

10:                                               ; preds = %1
  %11 = load i32, ptr @perm_count, align 4, !tbaa !6
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @perm_count, align 4, !tbaa !6
  %13 = srem i32 %12, 1000
  %14 = icmp eq i32 %13, 1
  br i1 %14, label %15, label %27

15:                                               ; preds = %10
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @perm_buf)
  br label %27

17:                                               ; preds = %5, %17
  %18 = phi i64 [ %9, %5 ], [ %24, %17 ]
  %19 = load i8, ptr %7, align 1, !tbaa !10
  %20 = getelementptr inbounds i8, ptr @perm_buf, i64 %18
  %21 = load i8, ptr %20, align 1, !tbaa !10
  store i8 %21, ptr %7, align 1, !tbaa !10
  store i8 %19, ptr %20, align 1, !tbaa !10
  tail call fastcc void @permute(i32 noundef %8)
  %22 = load i8, ptr %7, align 1, !tbaa !10
  %23 = load i8, ptr %20, align 1, !tbaa !10
  store i8 %23, ptr %7, align 1, !tbaa !10
  store i8 %22, ptr %20, align 1, !tbaa !10
  %24 = add nsw i64 %18, 1
  %25 = and i64 %24, 4294967295
  %26 = icmp eq i64 %25, 7
  br i1 %26, label %27, label %17, !llvm.loop !13

27:                                               ; preds = %17, %3, %10, %15
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @subset_sums(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 {
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %10, %3
  %6 = phi i32 [ 0, %3 ], [ %19, %10 ]
  %7 = icmp eq i32 %2, 0
  %8 = zext i1 %7 to i32
  %9 = add nsw i32 %6, %8
  ret i32 %9

10:                                               ; preds = %3, %10
  %11 = phi i32 [ %15, %10 ], [ %1, %3 ]
  %12 = phi ptr [ %14, %10 ], [ %0, %3 ]
  %13 = phi i32 [ %19, %10 ], [ 0, %3 ]
  %14 = getelementptr inbounds i8, ptr %12, i64 4
  %15 = add nsw i32 %11, -1
  %16 = load i32, ptr %12, align 4, !tbaa !6
  %17 = sub nsw i32 %2, %16
  %18 = tail call fastcc i32 @subset_sums(ptr noundef nonnull %14, i32 noundef %15, i32 noundef %17)
  %19 = add nsw i32 %18, %13
  %20 = icmp eq i32 %15, 0
  br i1 %20, label %5, label %10
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc range(i32 91, 141) i32 @mc91(i32 noundef %0) unnamed_addr #5 {
  %2 = icmp sgt i32 %0, 100
  br i1 %2, label %3, label %6

3:                                                ; preds = %6, %1
  %4 = phi i32 [ %0, %1 ], [ %9, %6 ]
  %5 = add nsw i32 %4, -10
  ret i32 %5

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %9, %6 ], [ %0, %1 ]
  %8 = add nuw nsw i32 %7, 11
  %9 = tail call fastcc i32 @mc91(i32 noundef %8)
  %10 = icmp ugt i32 %9, 100
  br i1 %10, label %3, label %6
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc range(i32 6, 19) i32 @tak(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = icmp slt i32 %1, %0
  br i1 %4, label %5, label %16

5:                                                ; preds = %3, %5
  %6 = phi i32 [ %14, %5 ], [ %2, %3 ]
  %7 = phi i32 [ %12, %5 ], [ %1, %3 ]
  %8 = phi i32 [ %10, %5 ], [ %0, %3 ]
  %9 = add nsw i32 %8, -1
  %10 = tail call fastcc i32 @tak(i32 noundef %9, i32 noundef %7, i32 noundef %6)
  %11 = add nsw i32 %7, -1
  %12 = tail call fastcc i32 @tak(i32 noundef %11, i32 noundef %6, i32 noundef %8)
  %13 = add nsw i32 %6, -1
  %14 = tail call fastcc i32 @tak(i32 noundef %13, i32 noundef %8, i32 noundef %7)
  %15 = icmp ult i32 %12, %10
  br i1 %15, label %5, label %16

16:                                               ; preds = %5, %3
  %17 = phi i32 [ %2, %3 ], [ %14, %5 ]
  ret i32 %17
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @binom(i32 noundef %0, i32 noundef %1) unnamed_addr #5 {
  %3 = icmp eq i32 %1, 0
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4
  br i1 %5, label %17, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  br label %8

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %0, %6 ], [ %11, %8 ]
  %10 = phi i64 [ 0, %6 ], [ %13, %8 ]
  %11 = add nsw i32 %9, -1
  %12 = tail call fastcc i64 @binom(i32 noundef %11, i32 noundef %7)
  %13 = add i64 %12, %10
  %14 = icmp eq i32 %11, %1
  br i1 %14, label %15, label %8

15:                                               ; preds = %8
  %16 = add i64 %13, 1
  br label %17

17:                                               ; preds = %15, %2
  %18 = phi i64 [ 1, %2 ], [ %16, %15 ]
  ret i64 %18
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
