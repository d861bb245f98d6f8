; ModuleID = 'programs/weak_alias_symbols.c'
source_filename = "programs/weak_alias_symbols.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@weak_value = weak dso_local local_unnamed_addr global i32 17, align 4
@hidden_counter = hidden local_unnamed_addr global i32 3, align 4
@used_but_unreferenced = internal global i32 99, align 4
@in_custom_section = dso_local local_unnamed_addr global i32 1234, section ".data.custom_section", align 4
@.str = private unnamed_addr constant [66 x i8] c"weak_value=%d weak_func=%d alias=%d real=%d hidden=%d section=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"missing weak is null: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"not_optimized %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"cold path %d\0A\00", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr @used_but_unreferenced], section "llvm.metadata"

@alias_impl = dso_local alias i32 (i32), ptr @real_impl

; Function Attrs: nounwind uwtable
define weak dso_local i32 @weak_func(i32 noundef %0) local_unnamed_addr #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483548, -2147483648) i32 @real_impl(i32 noundef %0) #1 {
  %2 = add nsw i32 %0, 100
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @weak_value, align 4, !tbaa !6
  %2 = tail call i32 @weak_func(i32 noundef 21)
  %3 = load i32, ptr @hidden_counter, align 4, !tbaa !6
  %4 = load i32, ptr @in_custom_section, align 4, !tbaa !6
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef 101, i32 noundef 102, i32 noundef %3, i32 noundef %4)
  %6 = tail call fastcc i32 @hot_path(i32 noundef 8) #7
  %7 = tail call fastcc i32 @hot_path(i32 noundef 7) #7
  %8 = tail call fastcc i32 @hot_path(i32 noundef 6) #7
  %9 = tail call fastcc i32 @hot_path(i32 noundef 5) #7
  %10 = tail call fastcc i32 @hot_path(i32 noundef 4) #7
  %11 = tail call fastcc i32 @hot_path(i32 noundef 3) #7
  %12 = tail call fastcc i32 @hot_path(i32 noundef 2) #7
  %13 = tail call fastcc i32 @hot_path(i32 noundef 1) #7
  %14 = tail call fastcc i32 @hot_path(i32 noundef 0) #7
  %15 = add nsw i32 %13, %14
  %16 = add nsw i32 %12, %15
  %17 = add nsw i32 %11, %16
  %18 = add nsw i32 %10, %17
  %19 = add nsw i32 %9, %18
  %20 = add nsw i32 %8, %19
  %21 = add nsw i32 %7, %20
  %22 = add nsw i32 %6, %21
  %23 = tail call fastcc i32 @hot_path(i32 noundef 9) #7
  %24 = add nsw i32 %23, %22
  tail call fastcc void @cold_path(i32 noundef %24) #8
  %25 = icmp eq ptr @extern_weak_missing, null
  %26 = zext i1 %25 to i32
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26)
  %28 = tail call fastcc i32 @not_optimized()
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %28)
  %30 = and i32 %24, 255
  ret i32 %30
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: hot mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @hot_path(i32 noundef %0) unnamed_addr #3 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: cold nofree noinline nounwind optsize uwtable
define internal fastcc void @cold_path(i32 noundef %0) unnamed_addr #4 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %0)
  ret void
}

declare extern_weak i32 @extern_weak_missing() #5

; Function Attrs: noinline nounwind optnone uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @not_optimized() unnamed_addr #6 {
  %1 = alloca i32, align 4
  store i32 41, ptr %1, align 4, !tbaa !6
  %2 = load i32, ptr %1, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  ret i32 %3
}

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { hot mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { cold nofree noinline nounwind optsize uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { hot }
attributes #8 = { cold }

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
