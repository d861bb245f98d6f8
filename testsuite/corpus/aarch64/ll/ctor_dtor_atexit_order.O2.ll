; ModuleID = 'programs/ctor_dtor_atexit_order.c'
source_filename = "programs/ctor_dtor_atexit_order.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str.3 = private unnamed_addr constant [19 x i8] c"constructor order:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"\0Ainitialized_value=%d\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@llvm.global_dtors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 101, ptr @d101, ptr null }, { i32, ptr, ptr } { i32 102, ptr @d102, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @ddef, ptr null }]
@str = private unnamed_addr constant [15 x i8] c"destructor 101\00", align 1
@str.9 = private unnamed_addr constant [15 x i8] c"destructor 102\00", align 1
@str.10 = private unnamed_addr constant [19 x i8] c"destructor default\00", align 1
@str.11 = private unnamed_addr constant [13 x i8] c"main returns\00", align 1
@str.12 = private unnamed_addr constant [9 x i8] c"atexit 1\00", align 1
@str.13 = private unnamed_addr constant [9 x i8] c"atexit 2\00", align 1

; Function Attrs: nofree nounwind uwtable
define internal void @d101() #0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @d102() #0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @ddef() #0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 -99, 100) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 101)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 102)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 103)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 65535)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 30)
  %7 = tail call i32 @atexit(ptr noundef nonnull @ax1) #3
  %8 = tail call i32 @atexit(ptr noundef nonnull @ax2) #3
  %9 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  %10 = load ptr, ptr @stdout, align 8, !tbaa !6
  %11 = tail call i32 @fflush(ptr noundef %10)
  ret i32 30
}

; Function Attrs: nofree nounwind
declare i32 @atexit(ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @ax1() #0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.12)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @ax2() #0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.13)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
