; ModuleID = 'programs/exit_from_nested_calls.c'
source_filename = "programs/exit_from_nested_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = load i32, ptr @depth_reached, align 4, !tbaa !5
  %2 = load i64, ptr @accumulated, align 8, !tbaa !9
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
  store i32 %0, ptr @depth_reached, align 4, !tbaa !5
  %2 = mul nsw i32 %0, %0
  %3 = zext nneg i32 %2 to i64
  %4 = load i64, ptr @accumulated, align 8, !tbaa !9
  %5 = add nsw i64 %4, %3
  store i64 %5, ptr @accumulated, align 8, !tbaa !9
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
