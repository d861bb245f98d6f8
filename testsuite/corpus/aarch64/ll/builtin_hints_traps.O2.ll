; ModuleID = 'programs/builtin_hints_traps.c'
source_filename = "programs/builtin_hints_traps.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"s=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"fatal: %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  br label %9

2:                                                ; preds = %9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #12
  store i32 41, ptr %1, align 4, !tbaa !6
  %3 = call fastcc i32 @guarded(ptr noundef nonnull %1)
  %4 = sext i32 %3 to i64
  %5 = add nsw i64 %23, %4
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %5)
  %7 = trunc i64 %5 to i32
  %8 = and i32 %7, 127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #12
  ret i32 %8

9:                                                ; preds = %0, %9
  %10 = phi i32 [ 1, %0 ], [ %24, %9 ]
  %11 = phi i64 [ 0, %0 ], [ %23, %9 ]
  %12 = tail call fastcc i32 @checked_div(i32 noundef %10)
  %13 = tail call fastcc i32 @kind(i32 noundef %10)
  %14 = tail call fastcc i32 @assume_positive(i32 noundef %10)
  %15 = tail call fastcc i32 @hot_path(i32 noundef %10) #13
  %16 = mul nuw nsw i32 %10, 7
  %17 = tail call fastcc i32 @prob(i32 noundef %16)
  %18 = add nsw i32 %13, %12
  %19 = add nsw i32 %18, %14
  %20 = add nsw i32 %19, %15
  %21 = add nsw i32 %20, %17
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 %11, %22
  %24 = add nuw nsw i32 %10, 1
  %25 = icmp eq i32 %24, 200
  br i1 %25, label %2, label %9, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc noundef range(i32 -1000, 1001) i32 @checked_div(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4, !prof !12

3:                                                ; preds = %1
  tail call fastcc void @fatal() #14
  unreachable

4:                                                ; preds = %1
  %5 = sdiv i32 1000, %0
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 10, 41) i32 @kind(i32 noundef %0) unnamed_addr #3 {
  %2 = and i32 %0, 3
  %3 = mul nuw nsw i32 %2, 10
  %4 = add nuw nsw i32 %3, 10
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(inaccessiblemem: write) uwtable
define internal fastcc range(i32 1, 101) i32 @assume_positive(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 0
  tail call void @llvm.assume(i1 %2)
  %3 = lshr i32 %0, 1
  %4 = add nuw nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: hot mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -2147483647, 400) i32 @hot_path(i32 noundef %0) unnamed_addr #5 {
  %2 = shl nsw i32 %0, 1
  %3 = or disjoint i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @prob(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp sgt i32 %0, 1000
  br i1 %2, label %3, label %5, !prof !13

3:                                                ; preds = %1
  %4 = sub nsw i32 0, %0
  br label %12

5:                                                ; preds = %1
  %6 = and i32 %0, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %10, label %8, !unpredictable !14

8:                                                ; preds = %5
  %9 = mul nsw i32 %0, 3
  br label %12

10:                                               ; preds = %5
  %11 = ashr exact i32 %0, 1
  br label %12

12:                                               ; preds = %10, %8, %3
  %13 = phi i32 [ %4, %3 ], [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind memory(argmem: read, inaccessiblemem: write) uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @guarded(ptr noundef readonly %0) unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @llvm.trap()
  unreachable

4:                                                ; preds = %1
  %5 = load i32, ptr %0, align 4, !tbaa !6
  %6 = add nsw i32 %5, 1
  ret i32 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: cold noinline noreturn nounwind optsize uwtable
define internal fastcc void @fatal() unnamed_addr #8 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.1)
  tail call void @exit(i32 noundef 3) #15
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { hot mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { noinline nounwind memory(argmem: read, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { cold noinline noreturn nounwind optsize uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #12 = { nounwind }
attributes #13 = { hot }
attributes #14 = { cold noreturn }
attributes #15 = { noreturn nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!13 = !{!"branch_weights", !"expected", i32 107374184, i32 2040109465}
!14 = !{}
