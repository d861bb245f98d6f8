; ModuleID = 'retpoline.c'
source_filename = "retpoline.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = dso_local local_unnamed_addr global [3 x ptr] [ptr @add1, ptr @dbl, ptr @neg], align 16
@run.ops = internal unnamed_addr constant [4 x ptr] [ptr blockaddress(@run, %3), ptr blockaddress(@run, %7), ptr blockaddress(@run, %9), ptr blockaddress(@run, %11)], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@main.prog = internal constant [7 x i8] c"\00\01\01\02\00\01\03", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"run %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"pick %ld %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1

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
  %3 = tail call i32 %0(i32 noundef %1) #6
  ret i32 %3
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @run(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
  br label %12

3:                                                ; preds = %12
  %4 = add nsw i32 %14, 1
  br label %5

5:                                                ; preds = %3, %7, %9
  %6 = phi i32 [ %4, %3 ], [ %8, %7 ], [ %10, %9 ]
  br label %12

7:                                                ; preds = %12
  %8 = shl nsw i32 %14, 1
  br label %5

9:                                                ; preds = %12
  %10 = add nsw i32 %14, -3
  br label %5

11:                                               ; preds = %12
  ret i32 %14

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %18, %5 ]
  %14 = phi i32 [ %1, %2 ], [ %6, %5 ]
  %15 = load i8, ptr %13, align 1, !tbaa !5
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds [4 x ptr], ptr @run.ops, i64 0, i64 %16
  %18 = getelementptr inbounds i8, ptr %13, i64 1
  %19 = load ptr, ptr %17, align 8, !tbaa !8
  indirectbr ptr %19, [label %3, label %7, label %9, label %11]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 10, 22) i64 @pick(i32 noundef %0) #1 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = icmp eq ptr blockaddress(@pick, %3), blockaddress(@pick, %6)
  %5 = select i1 %4, i64 11, i64 10
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i64 [ %5, %3 ], [ 21, %1 ]
  ret i64 %7
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 {
  br label %11

1:                                                ; preds = %11
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %31)
  %3 = tail call i32 @run(ptr noundef nonnull @main.prog, i32 noundef 4)
  %4 = tail call i32 @run(ptr noundef nonnull getelementptr inbounds (i8, ptr @main.prog, i64 4), i32 noundef 0)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %4)
  %6 = tail call i64 @pick(i32 noundef 0)
  %7 = tail call i64 @pick(i32 noundef 1)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %6, i64 noundef %7)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 25)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.4, i32 noundef 18)
  ret i32 0

11:                                               ; preds = %0, %11
  %12 = phi i32 [ 0, %0 ], [ %23, %11 ]
  %13 = phi i32 [ 0, %0 ], [ %31, %11 ]
  %14 = trunc nuw i32 %12 to i8
  %15 = urem i8 %14, 3
  %16 = zext nneg i8 %15 to i64
  %17 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8, !tbaa !8
  %19 = tail call i32 %18(i32 noundef %12) #6
  %20 = add nsw i32 %19, %13
  %21 = tail call i32 @dispatch(i32 noundef %12, i32 noundef %20)
  %22 = add nsw i32 %20, %21
  %23 = add nuw nsw i32 %12, 1
  %24 = trunc nuw i32 %23 to i8
  %25 = urem i8 %24, 3
  %26 = zext nneg i8 %25 to i64
  %27 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %26
  %28 = load ptr, ptr %27, align 8, !tbaa !8
  %29 = and i32 %22, 255
  %30 = tail call i32 @apply(ptr noundef %28, i32 noundef %29)
  %31 = add nsw i32 %30, %22
  %32 = icmp eq i32 %23, 9
  br i1 %32, label %1, label %11, !llvm.loop !10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+retpoline-indirect-branches,+retpoline-indirect-calls,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
