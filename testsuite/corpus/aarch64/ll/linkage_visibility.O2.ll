; ModuleID = 'programs/linkage_visibility.c'
source_filename = "programs/linkage_visibility.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@hidden_var = hidden local_unnamed_addr global i32 10, align 4
@protected_var = protected local_unnamed_addr global i32 20, align 4
@default_var = dso_local local_unnamed_addr global i32 30, align 4
@defined_below = dso_local local_unnamed_addr global i32 1234, align 4
@.str = private unnamed_addr constant [68 x i8] c"hidden=%d protected=%d default=%d later=%d inl=%d sinl=%d below=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"r=%d s=%d after=%d %d %d\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define hidden i32 @hidden_fn(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @hidden_var, align 4, !tbaa !6
  %3 = add nsw i32 %2, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define protected i32 @protected_fn(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @protected_var, align 4, !tbaa !6
  %3 = mul nsw i32 %2, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @default_fn(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @default_var, align 4, !tbaa !6
  %3 = sub nsw i32 %0, %2
  ret i32 %3
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @inl(i32 noundef %0) local_unnamed_addr #1 {
  %2 = shl nsw i32 %0, 1
  %3 = or disjoint i32 %2, 1
  ret i32 %3
}

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #2 {
  %1 = tail call i32 @hidden_fn(i32 noundef 1)
  %2 = tail call i32 @protected_fn(i32 noundef 2)
  %3 = tail call i32 @default_fn(i32 noundef 3)
  %4 = load i32, ptr @defined_below, align 4, !tbaa !6
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef 64, i32 noundef 11, i32 noundef 18, i32 noundef %4)
  %6 = tail call i32 @hidden_fn(i32 noundef 0) #4
  %7 = tail call i32 @protected_fn(i32 noundef 1) #4
  %8 = tail call i32 @default_fn(i32 noundef 2) #4
  %9 = add i32 %6, 57
  %10 = add i32 %9, %7
  %11 = add i32 %10, %8
  %12 = add i32 %1, 93
  %13 = add i32 %12, %2
  %14 = add i32 %13, %3
  %15 = add nsw i32 %14, %4
  %16 = load i32, ptr @hidden_var, align 4, !tbaa !6
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @hidden_var, align 4, !tbaa !6
  %18 = load i32, ptr @protected_var, align 4, !tbaa !6
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @protected_var, align 4, !tbaa !6
  %20 = load i32, ptr @default_var, align 4, !tbaa !6
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @default_var, align 4, !tbaa !6
  %22 = tail call i32 @hidden_fn(i32 noundef 0)
  %23 = tail call i32 @protected_fn(i32 noundef 1)
  %24 = tail call i32 @default_fn(i32 noundef 0)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15, i32 noundef %11, i32 noundef %22, i32 noundef %23, i32 noundef %24)
  %26 = add nsw i32 %11, %15
  %27 = and i32 %26, 127
  ret i32 %27
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
