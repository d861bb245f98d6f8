; ModuleID = 'programs/struct_abi_regs_exhausted.c'
source_filename = "programs/struct_abi_regs_exhausted.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [40 x i8] c"r1=%ld r2=%ld r3=%a r4=%a r5=%a r6=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"via pointer %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @ll_after5(i64 noundef 1, i64 noundef 2, i64 noundef 4, i64 noundef 5, [2 x i64] [i64 11, i64 13], i64 noundef 17)
  %2 = tail call fastcc double @dd_after7()
  %3 = tail call fastcc double @ld_mixed()
  %4 = tail call fastcc double @ld_sse_out()
  %5 = tail call fastcc i64 @order()
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1, i64 noundef 9545, double noundef %2, double noundef %3, double noundef %4, i64 noundef %5)
  %7 = tail call fastcc i64 @ll_after5(i64 noundef 5, i64 noundef 4, i64 noundef 2, i64 noundef 1, [2 x i64] [i64 -1, i64 -2], i64 noundef 100)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %7)
  %9 = add i64 %1, 73
  %10 = add i64 %9, %5
  %11 = trunc i64 %10 to i32
  %12 = and i32 %11, 127
  ret i32 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -9223372036854775672, -9223372036854775808) i64 @ll_after5(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, [2 x i64] %4, i64 noundef %5) unnamed_addr #1 {
  %7 = extractvalue [2 x i64] %4, 0
  %8 = extractvalue [2 x i64] %4, 1
  %9 = shl nuw nsw i64 %1, 1
  %10 = shl nuw nsw i64 %2, 2
  %11 = mul nuw nsw i64 %3, 5
  %12 = mul nsw i64 %7, 6
  %13 = mul nsw i64 %8, 7
  %14 = shl nuw nsw i64 %5, 3
  %15 = add i64 %0, 9
  %16 = add i64 %15, %9
  %17 = add nuw nsw i64 %16, %10
  %18 = add nuw nsw i64 %17, %11
  %19 = add nsw i64 %18, %12
  %20 = add nsw i64 %19, %13
  %21 = add nsw i64 %20, %14
  ret i64 %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dd_after7() unnamed_addr #1 {
  ret double 1.830000e+02
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @ld_mixed() unnamed_addr #1 {
  ret double 4.037500e+01
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @ld_sse_out() unnamed_addr #1 {
  ret double 5.275000e+01
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -9223372036854775806, -9223372036854775808) i64 @order() unnamed_addr #1 {
  ret i64 34067232
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
