; ModuleID = 'programs/mutual_tail_calls.c'
source_filename = "programs/mutual_tail_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"even(30000)=%d odd(29999)=%d even(12345)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"state machine %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"*.c\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"a?c*\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"*a*b*c*\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"**x\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"main.c\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"xaybzc\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"yyx\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"match(%s,%s)=%d \00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0Avia_ptr=%ld few_args=%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 65) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %3
  %2 = phi i32 [ %4, %3 ], [ 12345, %0 ]
  switch i32 %2, label %3 [
    i32 0, label %6
    i32 1, label %5
  ]

3:                                                ; preds = %1
  %4 = add i32 %2, -2
  br label %1

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5
  %7 = phi i32 [ 0, %5 ], [ 1, %1 ]
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef %7)
  br label %9

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 94, %6 ], [ %16, %9 ]
  %11 = phi i64 [ 29998, %6 ], [ %14, %9 ]
  %12 = mul nuw nsw i64 %10, 3
  %13 = urem i64 %12, 1000003
  %14 = add nsw i64 %11, -3
  %15 = add nuw nsw i64 %13, 8
  %16 = xor i64 %15, 85
  %17 = icmp eq i64 %14, 1
  br i1 %17, label %18, label %9

18:                                               ; preds = %9, %18
  %19 = phi i64 [ %25, %18 ], [ 23, %9 ]
  %20 = phi i64 [ %24, %18 ], [ 29997, %9 ]
  %21 = xor i64 %19, 85
  %22 = mul nuw nsw i64 %21, 3
  %23 = urem i64 %22, 1000003
  %24 = add nsw i64 %20, -3
  %25 = add nuw nsw i64 %23, 8
  %26 = icmp ult i64 %20, 4
  br i1 %26, label %27, label %18

27:                                               ; preds = %18
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %16, i64 noundef %25)
  %29 = tail call fastcc i32 @match(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.8)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.8, i32 noundef %29)
  %31 = tail call fastcc i32 @match(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.9)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.9, i32 noundef %31)
  %33 = tail call fastcc i32 @match(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.10)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.10, i32 noundef %33)
  %35 = tail call fastcc i32 @match(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, i32 noundef %35)
  %37 = tail call fastcc i32 @match(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.6)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.6, i32 noundef %37)
  %39 = tail call fastcc i32 @match(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.11)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.11, i32 noundef %39)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef 200010000, i64 noundef 73)
  br label %42

42:                                               ; preds = %44, %27
  %43 = phi i32 [ 101, %27 ], [ %45, %44 ]
  switch i32 %43, label %44 [
    i32 0, label %47
    i32 1, label %46
  ]

44:                                               ; preds = %42
  %45 = add i32 %43, -2
  br label %42

46:                                               ; preds = %42
  br label %47

47:                                               ; preds = %42, %46
  %48 = phi i32 [ 13, %46 ], [ 14, %42 ]
  ret i32 %48
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc range(i32 0, 2) i32 @match(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  br label %3

3:                                                ; preds = %28, %2
  %4 = phi ptr [ %7, %28 ], [ %0, %2 ]
  %5 = phi ptr [ %29, %28 ], [ %1, %2 ]
  %6 = load i8, ptr %4, align 1, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %4, i64 1
  br label %8

8:                                                ; preds = %17, %3
  %9 = phi ptr [ %20, %17 ], [ %5, %3 ]
  switch i8 %6, label %21 [
    i8 0, label %10
    i8 42, label %14
  ]

10:                                               ; preds = %8
  %11 = load i8, ptr %5, align 1, !tbaa !6
  %12 = icmp eq i8 %11, 0
  %13 = zext i1 %12 to i32
  br label %30

14:                                               ; preds = %8
  %15 = tail call fastcc i32 @match(ptr noundef nonnull %7, ptr noundef %9)
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %30

17:                                               ; preds = %14
  %18 = load i8, ptr %9, align 1, !tbaa !6
  %19 = icmp eq i8 %18, 0
  %20 = getelementptr inbounds i8, ptr %9, i64 1
  br i1 %19, label %30, label %8

21:                                               ; preds = %8
  %22 = load i8, ptr %5, align 1, !tbaa !6
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %30, label %24

24:                                               ; preds = %21
  %25 = icmp eq i8 %6, 63
  %26 = icmp eq i8 %6, %22
  %27 = or i1 %25, %26
  br i1 %27, label %28, label %30

28:                                               ; preds = %24
  %29 = getelementptr i8, ptr %5, i64 1
  br label %3

30:                                               ; preds = %21, %24, %14, %17, %10
  %31 = phi i32 [ %13, %10 ], [ 1, %14 ], [ 0, %17 ], [ 0, %24 ], [ 0, %21 ]
  ret i32 %31
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
