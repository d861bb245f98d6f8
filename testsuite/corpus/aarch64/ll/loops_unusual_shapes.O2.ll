; ModuleID = 'programs/loops_unusual_shapes.c'
source_filename = "programs/loops_unusual_shapes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

7:                                                ; preds = %0, %15
  %8 = phi i32 [ 0, %0 ], [ %18, %15 ]
  %9 = phi i32 [ 0, %0 ], [ %17, %15 ]
  %10 = trunc nuw i32 %8 to i8
  %11 = urem i8 %10, 7
  switch i8 %11, label %14 [
    i8 3, label %15
    i8 6, label %12
  ]

12:                                               ; preds = %7
  %13 = icmp ugt i32 %8, 30
  br i1 %13, label %20, label %14

14:                                               ; preds = %7, %12
  br label %15

15:                                               ; preds = %7, %14
  %16 = phi i32 [ 2, %14 ], [ 1, %7 ]
  %17 = add nuw nsw i32 %9, %16
  %18 = add nuw nsw i32 %8, 1
  %19 = icmp eq i32 %18, 50
  br i1 %19, label %20, label %7, !llvm.loop !6

20:                                               ; preds = %12, %15
  %21 = phi i32 [ %17, %15 ], [ %9, %12 ]
  %22 = phi i32 [ 50, %15 ], [ %8, %12 ]
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %22, i32 noundef %21)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 42180)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 392)
  ret i32 27
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
