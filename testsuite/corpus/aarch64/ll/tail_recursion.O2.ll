; ModuleID = 'programs/tail_recursion.c'
source_filename = "programs/tail_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"fact(20)=%llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"sum_to(20000)=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"gcd=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"st=%d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"axbyxxyyzxy\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"xyxyxyxyx\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"sibling=%ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"collatz max len=%u at %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 2432902008176640000)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 200010000)
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i32 [ %6, %3 ], [ 987654321, %0 ]
  %5 = phi i32 [ %4, %3 ], [ 1234567890, %0 ]
  %6 = urem i32 %5, %4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %3

8:                                                ; preds = %3
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %4)
  br label %10

10:                                               ; preds = %20, %8
  %11 = phi ptr [ @.str.4, %8 ], [ %21, %20 ]
  %12 = load i8, ptr %11, align 1, !tbaa !6
  switch i8 %12, label %20 [
    i8 0, label %22
    i8 120, label %13
  ]

13:                                               ; preds = %10, %13
  %14 = phi ptr [ %15, %13 ], [ %11, %10 ]
  %15 = getelementptr inbounds i8, ptr %14, i64 1
  %16 = load i8, ptr %15, align 1, !tbaa !6
  switch i8 %16, label %13 [
    i8 0, label %22
    i8 121, label %17
  ]

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %14, i64 2
  %19 = tail call fastcc i32 @st_a(ptr noundef nonnull %18, i32 noundef 4) #4
  br label %22

20:                                               ; preds = %10
  %21 = getelementptr inbounds i8, ptr %11, i64 1
  br label %10

22:                                               ; preds = %10, %13, %17
  %23 = phi i32 [ %19, %17 ], [ -2, %13 ], [ 1, %10 ]
  %24 = tail call fastcc i32 @st_a(ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.5, i64 2), i32 noundef 4) #4
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %23, i32 noundef %24)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 437)
  br label %30

27:                                               ; preds = %46
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %51, i32 noundef %50)
  %29 = and i32 %51, 255
  ret i32 %29

30:                                               ; preds = %22, %46
  %31 = phi i32 [ 0, %22 ], [ %51, %46 ]
  %32 = phi i64 [ 1, %22 ], [ %52, %46 ]
  %33 = phi i32 [ 0, %22 ], [ %50, %46 ]
  %34 = icmp eq i64 %32, 1
  br i1 %34, label %46, label %35

35:                                               ; preds = %30, %35
  %36 = phi i32 [ %44, %35 ], [ 0, %30 ]
  %37 = phi i64 [ %43, %35 ], [ %32, %30 ]
  %38 = and i64 %37, 1
  %39 = icmp eq i64 %38, 0
  %40 = mul i64 %37, 3
  %41 = add i64 %40, 1
  %42 = lshr exact i64 %37, 1
  %43 = select i1 %39, i64 %42, i64 %41
  %44 = add i32 %36, 1
  %45 = icmp eq i64 %43, 1
  br i1 %45, label %46, label %35

46:                                               ; preds = %35, %30
  %47 = phi i32 [ 0, %30 ], [ %44, %35 ]
  %48 = icmp ugt i32 %47, %31
  %49 = trunc nuw nsw i64 %32 to i32
  %50 = select i1 %48, i32 %49, i32 %33
  %51 = tail call i32 @llvm.umax.i32(i32 %47, i32 %31)
  %52 = add nuw nsw i64 %32, 1
  %53 = icmp eq i64 %52, 30000
  br i1 %53, label %27, label %30, !llvm.loop !9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @st_a(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #2 {
  br label %3

3:                                                ; preds = %10, %2
  %4 = phi ptr [ %0, %2 ], [ %11, %10 ]
  %5 = load i8, ptr %4, align 1, !tbaa !6
  switch i8 %5, label %10 [
    i8 0, label %12
    i8 120, label %6
  ]

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %4, i64 1
  %8 = add nsw i32 %1, 1
  %9 = tail call fastcc i32 @st_b(ptr noundef nonnull %7, i32 noundef %8)
  br label %12

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %4, i64 1
  br label %3

12:                                               ; preds = %3, %6
  %13 = phi i32 [ %9, %6 ], [ %1, %3 ]
  ret i32 %13
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @st_b(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #2 {
  br label %3

3:                                                ; preds = %12, %2
  %4 = phi ptr [ %0, %2 ], [ %13, %12 ]
  %5 = load i8, ptr %4, align 1, !tbaa !6
  switch i8 %5, label %12 [
    i8 0, label %6
    i8 121, label %8
  ]

6:                                                ; preds = %3
  %7 = sub nsw i32 0, %1
  br label %14

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %4, i64 1
  %10 = shl nsw i32 %1, 1
  %11 = tail call fastcc i32 @st_a(ptr noundef nonnull %9, i32 noundef %10)
  br label %14

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %4, i64 1
  br label %3

14:                                               ; preds = %8, %6
  %15 = phi i32 [ %7, %6 ], [ %11, %8 ]
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { noinline "function-inline-cost-multiplier"="4" }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
