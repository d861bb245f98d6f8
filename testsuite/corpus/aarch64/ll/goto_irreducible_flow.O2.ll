; ModuleID = 'programs/goto_irreducible_flow.c'
source_filename = "programs/goto_irreducible_flow.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"irreducible hash %08x bad %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"-12\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"3.25\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"1e10\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"+6.02E-23\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c".5\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"5.\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"e5\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"1e\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"--1\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"12a\00", align 1
@.str.12 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1
@.str.15 = private unnamed_addr constant [16 x i8] c"cleanup(%d)=%d \00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"cleaned=%d\0A\00", align 1
@cleaned = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %56

1:                                                ; preds = %56, %1
  %2 = phi i32 [ %9, %1 ], [ %64, %56 ]
  %3 = phi i32 [ %12, %1 ], [ 1, %56 ]
  %4 = phi i32 [ %11, %1 ], [ %66, %56 ]
  %5 = tail call fastcc i32 @irreducible(i32 noundef 1, i32 noundef %3)
  %6 = tail call fastcc i32 @structured(i32 noundef 1, i32 noundef %3)
  %7 = icmp ne i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = add nuw nsw i32 %2, %8
  %10 = mul i32 %4, 31
  %11 = add i32 %5, %10
  %12 = add nuw nsw i32 %3, 1
  %13 = icmp eq i32 %12, 40
  br i1 %13, label %14, label %1, !llvm.loop !6

14:                                               ; preds = %1
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11, i32 noundef %9)
  %16 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.1)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, i32 noundef %16)
  %18 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.2)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, i32 noundef %18)
  %20 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.3)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, i32 noundef %20)
  %22 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.4)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, i32 noundef %22)
  %24 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.5)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, i32 noundef %24)
  %26 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.6)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, i32 noundef %26)
  %28 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.7)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, i32 noundef %28)
  %30 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.8)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, i32 noundef %30)
  %32 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.9)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %32)
  %34 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.10)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %34)
  %36 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.11)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, i32 noundef %36)
  %38 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.12)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.12, i32 noundef %38)
  %40 = tail call i32 @putchar(i32 10)
  %41 = tail call fastcc i32 @with_cleanup(i32 noundef 0)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %41)
  %43 = tail call fastcc i32 @with_cleanup(i32 noundef 1)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1, i32 noundef %43)
  %45 = tail call fastcc i32 @with_cleanup(i32 noundef 2)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 2, i32 noundef %45)
  %47 = tail call fastcc i32 @with_cleanup(i32 noundef 3)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 3, i32 noundef %47)
  %49 = tail call fastcc i32 @with_cleanup(i32 noundef 4)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 4, i32 noundef %49)
  %51 = load i32, ptr @cleaned, align 4, !tbaa !8
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %51)
  %53 = icmp eq i32 %9, 0
  %54 = and i32 %11, 127
  %55 = select i1 %53, i32 %54, i32 100
  ret i32 %55

56:                                               ; preds = %0, %56
  %57 = phi i32 [ 0, %0 ], [ %64, %56 ]
  %58 = phi i32 [ 1, %0 ], [ %67, %56 ]
  %59 = phi i32 [ 0, %0 ], [ %66, %56 ]
  %60 = tail call fastcc i32 @irreducible(i32 noundef 0, i32 noundef %58)
  %61 = tail call fastcc i32 @structured(i32 noundef 0, i32 noundef %58)
  %62 = icmp ne i32 %60, %61
  %63 = zext i1 %62 to i32
  %64 = add nuw nsw i32 %57, %63
  %65 = mul i32 %59, 31
  %66 = add i32 %60, %65
  %67 = add nuw nsw i32 %58, 1
  %68 = icmp eq i32 %67, 40
  br i1 %68, label %1, label %56, !llvm.loop !6
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @irreducible(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = and i32 %0, 1
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %21, %2
  %6 = phi i32 [ 0, %2 ], [ %18, %21 ]
  %7 = phi i32 [ 0, %2 ], [ %19, %21 ]
  %8 = add nsw i32 %6, 3
  %9 = add nsw i32 %7, 1
  %10 = icmp slt i32 %9, %1
  br i1 %10, label %11, label %24

11:                                               ; preds = %2, %5
  %12 = phi i32 [ 0, %2 ], [ %8, %5 ]
  %13 = phi i32 [ 0, %2 ], [ %9, %5 ]
  br label %14

14:                                               ; preds = %11, %21
  %15 = phi i32 [ %18, %21 ], [ %12, %11 ]
  %16 = phi i32 [ %19, %21 ], [ %13, %11 ]
  %17 = shl nsw i32 %15, 1
  %18 = or disjoint i32 %17, 1
  %19 = add nsw i32 %16, 1
  %20 = icmp slt i32 %19, %1
  br i1 %20, label %21, label %24

21:                                               ; preds = %14
  %22 = srem i32 %18, 5
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %14, label %5

24:                                               ; preds = %14, %5
  %25 = phi i32 [ %8, %5 ], [ %18, %14 ]
  ret i32 %25
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @structured(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = and i32 %0, 1
  br label %4

4:                                                ; preds = %20, %2
  %5 = phi i32 [ 0, %2 ], [ %17, %20 ]
  %6 = phi i32 [ 0, %2 ], [ %18, %20 ]
  %7 = phi i32 [ %3, %2 ], [ %23, %20 ]
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = add nsw i32 %5, 3
  %11 = add nsw i32 %6, 1
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %24

13:                                               ; preds = %9, %4
  %14 = phi i32 [ %5, %4 ], [ %10, %9 ]
  %15 = phi i32 [ %6, %4 ], [ %11, %9 ]
  %16 = shl nsw i32 %14, 1
  %17 = or disjoint i32 %16, 1
  %18 = add nsw i32 %15, 1
  %19 = icmp slt i32 %18, %1
  br i1 %19, label %20, label %24

20:                                               ; preds = %13
  %21 = srem i32 %17, 5
  %22 = icmp eq i32 %21, 0
  %23 = zext i1 %22 to i32
  br label %4

24:                                               ; preds = %13, %9
  %25 = phi i32 [ %17, %13 ], [ %10, %9 ]
  ret i32 %25
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @is_number(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = load i8, ptr %0, align 1, !tbaa !12
  switch i8 %2, label %6 [
    i8 43, label %3
    i8 45, label %3
  ]

3:                                                ; preds = %1, %1
  %4 = getelementptr inbounds i8, ptr %0, i64 1
  %5 = load i8, ptr %4, align 1, !tbaa !12
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i8 [ %5, %3 ], [ %2, %1 ]
  %8 = phi ptr [ %4, %3 ], [ %0, %1 ]
  %9 = add i8 %7, -58
  %10 = icmp ult i8 %9, -10
  br i1 %10, label %52, label %11

11:                                               ; preds = %6, %11
  %12 = phi ptr [ %13, %11 ], [ %8, %6 ]
  %13 = getelementptr inbounds i8, ptr %12, i64 1
  %14 = load i8, ptr %13, align 1, !tbaa !12
  %15 = add i8 %14, -48
  %16 = icmp ult i8 %15, 10
  br i1 %16, label %11, label %17, !llvm.loop !13

17:                                               ; preds = %11
  switch i8 %14, label %48 [
    i8 46, label %18
    i8 101, label %30
    i8 69, label %30
  ]

18:                                               ; preds = %17
  %19 = getelementptr inbounds i8, ptr %12, i64 2
  %20 = load i8, ptr %19, align 1, !tbaa !12
  %21 = add i8 %20, -58
  %22 = icmp ult i8 %21, -10
  br i1 %22, label %52, label %23

23:                                               ; preds = %18, %23
  %24 = phi ptr [ %25, %23 ], [ %19, %18 ]
  %25 = getelementptr inbounds i8, ptr %24, i64 1
  %26 = load i8, ptr %25, align 1, !tbaa !12
  %27 = add i8 %26, -48
  %28 = icmp ult i8 %27, 10
  br i1 %28, label %23, label %29, !llvm.loop !14

29:                                               ; preds = %23
  switch i8 %26, label %48 [
    i8 101, label %30
    i8 69, label %30
  ]

30:                                               ; preds = %29, %29, %17, %17
  %31 = phi ptr [ %25, %29 ], [ %13, %17 ], [ %13, %17 ], [ %25, %29 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 1
  %33 = load i8, ptr %32, align 1, !tbaa !12
  switch i8 %33, label %37 [
    i8 43, label %34
    i8 45, label %34
  ]

34:                                               ; preds = %30, %30
  %35 = getelementptr inbounds i8, ptr %31, i64 2
  %36 = load i8, ptr %35, align 1, !tbaa !12
  br label %37

37:                                               ; preds = %30, %34
  %38 = phi i8 [ %36, %34 ], [ %33, %30 ]
  %39 = phi ptr [ %35, %34 ], [ %32, %30 ]
  %40 = add i8 %38, -58
  %41 = icmp ult i8 %40, -10
  br i1 %41, label %52, label %42

42:                                               ; preds = %37, %42
  %43 = phi ptr [ %47, %42 ], [ %39, %37 ]
  %44 = load i8, ptr %43, align 1, !tbaa !12
  %45 = add i8 %44, -48
  %46 = icmp ult i8 %45, 10
  %47 = getelementptr inbounds i8, ptr %43, i64 1
  br i1 %46, label %42, label %48, !llvm.loop !15

48:                                               ; preds = %42, %29, %17
  %49 = phi i8 [ %14, %17 ], [ %26, %29 ], [ %44, %42 ]
  %50 = icmp eq i8 %49, 0
  %51 = zext i1 %50 to i32
  br label %52

52:                                               ; preds = %6, %18, %37, %48
  %53 = phi i32 [ %51, %48 ], [ 0, %37 ], [ 0, %18 ], [ 0, %6 ]
  ret i32 %53
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 112) i32 @with_cleanup(i32 noundef %0) unnamed_addr #4 {
  switch i32 %0, label %6 [
    i32 1, label %2
    i32 2, label %4
    i32 3, label %7
  ]

2:                                                ; preds = %1
  %3 = load i32, ptr @cleaned, align 4, !tbaa !8
  br label %15

4:                                                ; preds = %1
  %5 = load i32, ptr @cleaned, align 4, !tbaa !8
  br label %11

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %1, %6
  %8 = phi i32 [ 111, %6 ], [ 11, %1 ]
  %9 = load i32, ptr @cleaned, align 4, !tbaa !8
  %10 = add nsw i32 %9, 100
  br label %11

11:                                               ; preds = %4, %7
  %12 = phi i32 [ %10, %7 ], [ %5, %4 ]
  %13 = phi i32 [ %8, %7 ], [ 1, %4 ]
  %14 = add nsw i32 %12, 10
  br label %15

15:                                               ; preds = %2, %11
  %16 = phi i32 [ %3, %2 ], [ %14, %11 ]
  %17 = phi i32 [ 0, %2 ], [ %13, %11 ]
  %18 = add nsw i32 %16, 1
  store i32 %18, ptr @cleaned, align 4, !tbaa !8
  ret i32 %17
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!10, !10, i64 0}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
