; ModuleID = 'programs/int_promotions.c'
source_filename = "programs/int_promotions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"uc+sc=%d type_size=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"us*2=%d ss*2=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"si<ui: %d (si converted to %u)\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"sl<ul: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"-1 < 1u: %d; -1L < 1u: %d; -1LL < 1ULL: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"sc < uc: %d; ss < us: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [35 x i8] c"ui+si=%u ull+sll=%llu sll*ui=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"~uc=%d ~us=%d -uc=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"uc<<24=%u\0A\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c"char arithmetic: %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"sizeof: %zu %zu %zu %zu\0A\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"prod=%u\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"mix=%lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"u32 wrap=%u\0A\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"cond=%d\0A\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"ld=%.3Lf\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"fl=%g dd=%g\0A\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"tot=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 100, i64 noundef 4)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 120000, i32 noundef -60000)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef -5)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 1, i32 noundef 0)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -294967301, i64 noundef 0, i64 noundef -40000000000)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -201, i32 noundef -60001, i32 noundef -200)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -939524096)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 212, i32 noundef 88)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 1, i64 noundef 4, i64 noundef 8, i64 noundef 8)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef -131071)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef -20000000000)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef -1)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, fp128 noundef 0xL0000000000000000401EDCD64FEC0000)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef 1.000000e+01, double noundef -1.000000e+00)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -128)
  ret i32 100
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
