; ModuleID = 'programs/exit_from_nested_calls.c'
source_filename = "programs/exit_from_nested_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [34 x i8] c"atexit: depth=%d accumulated=%ld\0A\00", align 1
@depth_reached = internal unnamed_addr global i32 0, align 4
@accumulated = internal unnamed_addr global i64 0, align 8
@.str.3 = private unnamed_addr constant [21 x i8] c"exiting at depth %d\0A\00", align 1
@str = private unnamed_addr constant [55 x i8] c"start (this line stays in the stdio buffer until exit)\00", align 1
@str.5 = private unnamed_addr constant [27 x i8] c"atexit second (runs first)\00", align 1
@str.6 = private unnamed_addr constant [14 x i8] c"never printed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @report) #6
  %2 = tail call i32 @atexit(ptr noundef nonnull @second) #6
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call fastcc void @descend(i32 noundef 1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare i32 @atexit(ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @report() #2 {
  %1 = load i32, ptr @depth_reached, align 4, !tbaa !6
  %2 = load i64, ptr @accumulated, align 8, !tbaa !10
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %1, i64 noundef %2)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @second() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @descend(i32 noundef %0) unnamed_addr #3 {
  store i32 %0, ptr @depth_reached, align 4, !tbaa !6
  %2 = mul nsw i32 %0, %0
  %3 = zext nneg i32 %2 to i64
  %4 = load i64, ptr @accumulated, align 8, !tbaa !10
  %5 = add nsw i64 %4, %3
  store i64 %5, ptr @accumulated, align 8, !tbaa !10
  %6 = icmp eq i32 %0, 50
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 50)
  tail call void @exit(i32 noundef 300) #7
  unreachable

9:                                                ; preds = %1
  %10 = add nsw i32 %0, 1
  tail call fastcc void @descend(i32 noundef %10)
  %11 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  ret void
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
