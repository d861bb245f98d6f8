; ModuleID = 'programs/loops_unusual_shapes.c'
source_filename = "programs/loops_unusual_shapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"down unsigned: %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"uint8 wrap iterations: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"step 7 near UINT_MAX: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"step 4 near INT_MAX: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"first square > 5000 at %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"do-while k=%d odd=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"switch loop i=%d stops=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"two IVs a=%ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"triangular break grid=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 250959)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 15)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 12)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 71)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 15, i32 noundef 8)
  br label %7

7:                                                ; preds = %24, %0
  %8 = phi i32 [ 0, %0 ], [ %27, %24 ]
  %9 = phi i32 [ 0, %0 ], [ %26, %24 ]
  %10 = trunc nuw i32 %8 to i8
  %11 = urem i8 %10, 7
  switch i8 %11, label %14 [
    i8 3, label %15
    i8 6, label %12
  ]

12:                                               ; preds = %7
  %13 = icmp ugt i32 %8, 30
  br i1 %13, label %29, label %14

14:                                               ; preds = %7, %12
  br label %15

15:                                               ; preds = %7, %14
  %16 = phi i32 [ 2, %14 ], [ 1, %7 ]
  %17 = add nuw nsw i32 %9, %16
  %18 = or disjoint i32 %8, 1
  %19 = trunc nuw i32 %18 to i8
  %20 = urem i8 %19, 7
  switch i8 %20, label %23 [
    i8 3, label %24
    i8 6, label %21
  ]

21:                                               ; preds = %15
  %22 = icmp ugt i32 %8, 29
  br i1 %22, label %29, label %23

23:                                               ; preds = %21, %15
  br label %24

24:                                               ; preds = %23, %15
  %25 = phi i32 [ 2, %23 ], [ 1, %15 ]
  %26 = add nuw nsw i32 %17, %25
  %27 = add nuw nsw i32 %8, 2
  %28 = icmp eq i32 %27, 50
  br i1 %28, label %29, label %7, !llvm.loop !5

29:                                               ; preds = %24, %21, %12
  %30 = phi i32 [ %9, %12 ], [ %17, %21 ], [ %26, %24 ]
  %31 = phi i32 [ %8, %12 ], [ %18, %21 ], [ 50, %24 ]
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %31, i32 noundef %30)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 42180)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 392)
  ret i32 27
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
