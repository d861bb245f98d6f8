; ModuleID = 'programs/weak_undefined_refs.c'
source_filename = "programs/weak_undefined_refs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@weak_counter = weak dso_local local_unnamed_addr global i32 5, align 4
@.str = private unnamed_addr constant [42 x i8] c"missing_function %s, missing_variable %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"present\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@missing_variable = extern_weak global i32, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [55 x i8] c"present_function: %d (via ptr %d, missing via ptr %d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"hook=%d weak_counter=%d aliased=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"weak_counter now %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define weak dso_local i32 @present_function(i32 noundef %0) local_unnamed_addr #0 {
  %2 = mul nsw i32 %0, 7
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define weak dso_local i32 @hook(i32 noundef %0) local_unnamed_addr #0 {
  %2 = add nsw i32 %0, 1000
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @aliased(i32 noundef %0) local_unnamed_addr #1 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = icmp eq ptr @missing_function, null
  %2 = select i1 %1, ptr @.str.2, ptr @.str.1
  %3 = icmp eq ptr @missing_variable, null
  %4 = select i1 %3, ptr @.str.2, ptr @.str.1
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %2, ptr noundef nonnull %4)
  br i1 %1, label %8, label %6

6:                                                ; preds = %0
  %7 = tail call i32 @missing_function(i32 noundef 3) #5
  br label %8

8:                                                ; preds = %0, %6
  %9 = phi i32 [ %7, %6 ], [ -3, %0 ]
  br i1 %3, label %12, label %10

10:                                               ; preds = %8
  %11 = load i32, ptr @missing_variable, align 4, !tbaa !6
  br label %12

12:                                               ; preds = %8, %10
  %13 = phi i32 [ %11, %10 ], [ -4, %8 ]
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %9, i32 noundef %13)
  %15 = tail call i32 @present_function(i32 noundef 6)
  %16 = tail call fastcc i32 @call_if_present.specialized.1()
  %17 = tail call fastcc i32 @call_if_present(ptr noundef @missing_function)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  %19 = tail call i32 @hook(i32 noundef 1)
  %20 = load i32, ptr @weak_counter, align 4, !tbaa !6
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @weak_counter, align 4, !tbaa !6
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %19, i32 noundef %20, i32 noundef 81)
  %23 = load i32, ptr @weak_counter, align 4, !tbaa !6
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %23)
  %25 = tail call i32 @hook(i32 noundef 0)
  %26 = srem i32 %25, 100
  %27 = load i32, ptr @weak_counter, align 4, !tbaa !6
  %28 = add nsw i32 %26, %27
  ret i32 %28
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare extern_weak i32 @missing_function(i32 noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @call_if_present(ptr noundef readonly %0) unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = tail call i32 %0(i32 noundef 2) #5, !callees !10
  br label %5

5:                                                ; preds = %1, %3
  %6 = phi i32 [ %4, %3 ], [ -1, %1 ]
  ret i32 %6
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @call_if_present.specialized.1() unnamed_addr #4 {
  %1 = tail call i32 @present_function(i32 noundef 2)
  ret i32 %1
}

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
!10 = !{ptr @missing_function}
