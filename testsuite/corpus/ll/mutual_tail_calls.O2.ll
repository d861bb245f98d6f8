; ModuleID = 'programs/mutual_tail_calls.c'
source_filename = "programs/mutual_tail_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

9:                                                ; preds = %9, %6
  %10 = phi i64 [ 94, %6 ], [ %24, %9 ]
  %11 = phi i64 [ 29998, %6 ], [ %22, %9 ]
  %12 = mul nuw nsw i64 %10, 3
  %13 = urem i64 %12, 1000003
  %14 = add nuw nsw i64 %13, 8
  %15 = xor i64 %14, 85
  %16 = mul nuw nsw i64 %15, 3
  %17 = urem i64 %16, 1000003
  %18 = add nuw nsw i64 %17, 8
  %19 = xor i64 %18, 85
  %20 = mul nuw nsw i64 %19, 3
  %21 = urem i64 %20, 1000003
  %22 = add nsw i64 %11, -9
  %23 = add nuw nsw i64 %21, 8
  %24 = xor i64 %23, 85
  %25 = icmp eq i64 %22, 1
  br i1 %25, label %26, label %9

26:                                               ; preds = %9, %26
  %27 = phi i64 [ %42, %26 ], [ 23, %9 ]
  %28 = phi i64 [ %41, %26 ], [ 29997, %9 ]
  %29 = xor i64 %27, 85
  %30 = mul nuw nsw i64 %29, 3
  %31 = urem i64 %30, 1000003
  %32 = add nuw nsw i64 %31, 8
  %33 = xor i64 %32, 85
  %34 = mul nuw nsw i64 %33, 3
  %35 = urem i64 %34, 1000003
  %36 = add nsw i64 %28, -6
  %37 = add nuw nsw i64 %35, 8
  %38 = xor i64 %37, 85
  %39 = mul nuw nsw i64 %38, 3
  %40 = urem i64 %39, 1000003
  %41 = add nsw i64 %28, -9
  %42 = add nuw nsw i64 %40, 8
  %43 = icmp ult i64 %36, 4
  br i1 %43, label %44, label %26

44:                                               ; preds = %26
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %24, i64 noundef %42)
  %46 = tail call fastcc i32 @match(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.8)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.8, i32 noundef %46)
  %48 = tail call fastcc i32 @match(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.9)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.9, i32 noundef %48)
  %50 = tail call fastcc i32 @match(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.10)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.10, i32 noundef %50)
  %52 = tail call fastcc i32 @match(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, i32 noundef %52)
  %54 = tail call fastcc i32 @match(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.6)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.6, i32 noundef %54)
  %56 = tail call fastcc i32 @match(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.11)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.11, i32 noundef %56)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef 200010000, i64 noundef 73)
  br label %59

59:                                               ; preds = %61, %44
  %60 = phi i32 [ 101, %44 ], [ %62, %61 ]
  switch i32 %60, label %61 [
    i32 0, label %64
    i32 1, label %63
  ]

61:                                               ; preds = %59
  %62 = add i32 %60, -2
  br label %59

63:                                               ; preds = %59
  br label %64

64:                                               ; preds = %59, %63
  %65 = phi i32 [ 13, %63 ], [ 14, %59 ]
  ret i32 %65
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc range(i32 0, 2) i32 @match(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  br label %3

3:                                                ; preds = %28, %2
  %4 = phi ptr [ %7, %28 ], [ %0, %2 ]
  %5 = phi ptr [ %29, %28 ], [ %1, %2 ]
  %6 = load i8, ptr %4, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %4, i64 1
  br label %8

8:                                                ; preds = %17, %3
  %9 = phi ptr [ %20, %17 ], [ %5, %3 ]
  switch i8 %6, label %21 [
    i8 0, label %10
    i8 42, label %14
  ]

10:                                               ; preds = %8
  %11 = load i8, ptr %5, align 1, !tbaa !5
  %12 = icmp eq i8 %11, 0
  %13 = zext i1 %12 to i32
  br label %30

14:                                               ; preds = %8
  %15 = tail call fastcc i32 @match(ptr noundef nonnull %7, ptr noundef %9)
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %30

17:                                               ; preds = %14
  %18 = load i8, ptr %9, align 1, !tbaa !5
  %19 = icmp eq i8 %18, 0
  %20 = getelementptr inbounds i8, ptr %9, i64 1
  br i1 %19, label %30, label %8

21:                                               ; preds = %8
  %22 = load i8, ptr %5, align 1, !tbaa !5
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
