; ModuleID = 'retpoline.c'
source_filename = "retpoline.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = dso_local local_unnamed_addr global [3 x ptr] [ptr @add1, ptr @dbl, ptr @neg], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483647, -2147483648) i32 @add1(i32 noundef %0) #0 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @dbl(i32 noundef %0) #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483647, -2147483648) i32 @neg(i32 noundef %0) #0 {
  %2 = sub nsw i32 0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @dispatch(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  switch i32 %0, label %17 [
    i32 0, label %3
    i32 1, label %5
    i32 2, label %7
    i32 3, label %9
    i32 4, label %11
    i32 5, label %13
    i32 6, label %15
  ]

3:                                                ; preds = %2
  %4 = add nsw i32 %1, 3
  br label %17

5:                                                ; preds = %2
  %6 = mul nsw i32 %1, 7
  br label %17

7:                                                ; preds = %2
  %8 = add nsw i32 %1, -11
  br label %17

9:                                                ; preds = %2
  %10 = xor i32 %1, 5
  br label %17

11:                                               ; preds = %2
  %12 = sdiv i32 %1, 3
  br label %17

13:                                               ; preds = %2
  %14 = srem i32 %1, 7
  br label %17

15:                                               ; preds = %2
  %16 = shl i32 %1, 2
  br label %17

17:                                               ; preds = %2, %15, %13, %11, %9, %7, %5, %3
  %18 = phi i32 [ %16, %15 ], [ %14, %13 ], [ %12, %11 ], [ %10, %9 ], [ %8, %7 ], [ %6, %5 ], [ %4, %3 ], [ 0, %2 ]
  ret i32 %18
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @apply(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = tail call i32 %0(i32 noundef %1) #5
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  br label %5

1:                                                ; preds = %5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %25)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef 25)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.2, i32 noundef 18)
  ret i32 0

5:                                                ; preds = %0, %5
  %6 = phi i32 [ 0, %0 ], [ %17, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %25, %5 ]
  %8 = trunc nuw i32 %6 to i8
  %9 = urem i8 %8, 3
  %10 = zext nneg i8 %9 to i64
  %11 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %10
  %12 = load ptr, ptr %11, align 8, !tbaa !5
  %13 = tail call i32 %12(i32 noundef %6) #5
  %14 = add nsw i32 %13, %7
  %15 = tail call i32 @dispatch(i32 noundef %6, i32 noundef %14)
  %16 = add nsw i32 %14, %15
  %17 = add nuw nsw i32 %6, 1
  %18 = trunc nuw i32 %17 to i8
  %19 = urem i8 %18, 3
  %20 = zext nneg i8 %19 to i64
  %21 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8, !tbaa !5
  %23 = and i32 %16, 255
  %24 = tail call i32 @apply(ptr noundef %22, i32 noundef %23)
  %25 = add nsw i32 %24, %16
  %26 = icmp eq i32 %17, 9
  br i1 %26, label %1, label %5, !llvm.loop !9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
