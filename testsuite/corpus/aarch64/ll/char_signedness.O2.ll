; ModuleID = 'programs/char_signedness.c'
source_filename = "programs/char_signedness.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"CHAR_MIN=%d CHAR_MAX=%d signed=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%d/%d/%d \00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"ret %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"hist %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"sum=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"wrap u=%u sc=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"upper %c\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 255, i32 noundef 0)
  %2 = tail call fastcc i32 @widen_c(i8 noundef 65)
  %3 = tail call fastcc i32 @widen_sc(i8 noundef 65)
  %4 = tail call fastcc i32 @widen_uc(i8 noundef 65)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  %6 = tail call fastcc i32 @widen_c(i8 noundef -128)
  %7 = tail call fastcc i32 @widen_sc(i8 noundef -128)
  %8 = tail call fastcc i32 @widen_uc(i8 noundef -128)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6, i32 noundef %7, i32 noundef %8)
  %10 = tail call fastcc i32 @widen_c(i8 noundef -1)
  %11 = tail call fastcc i32 @widen_sc(i8 noundef -1)
  %12 = tail call fastcc i32 @widen_uc(i8 noundef -1)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  %14 = tail call fastcc i32 @widen_c(i8 noundef 127)
  %15 = tail call fastcc i32 @widen_sc(i8 noundef 127)
  %16 = tail call fastcc i32 @widen_uc(i8 noundef 127)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14, i32 noundef %15, i32 noundef %16)
  %18 = tail call fastcc i32 @widen_c(i8 noundef 32)
  %19 = tail call fastcc i32 @widen_sc(i8 noundef 32)
  %20 = tail call fastcc i32 @widen_uc(i8 noundef 32)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i32 noundef %19, i32 noundef %20)
  %22 = tail call fastcc i32 @widen_c(i8 noundef 122)
  %23 = tail call fastcc i32 @widen_sc(i8 noundef 122)
  %24 = tail call fastcc i32 @widen_uc(i8 noundef 122)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef %23, i32 noundef %24)
  %26 = tail call i32 @putchar(i32 10)
  %27 = tail call fastcc i8 @ret_c(i32 noundef 200)
  %28 = zext i8 %27 to i32
  %29 = tail call fastcc i8 @ret_c(i32 noundef -129)
  %30 = zext i8 %29 to i32
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28, i32 noundef 255, i32 noundef -1, i32 noundef %30)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 0)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 401)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 4, i32 noundef -126)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 65)
  ret i32 145
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 1, 256) i32 @widen_c(i8 noundef %0) unnamed_addr #2 {
  %2 = zext i8 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -128, 128) i32 @widen_sc(i8 noundef %0) unnamed_addr #2 {
  %2 = sext i8 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 256) i32 @widen_uc(i8 noundef %0) unnamed_addr #2 {
  %2 = zext i8 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @ret_c(i32 noundef %0) unnamed_addr #2 {
  %2 = trunc i32 %0 to i8
  ret i8 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
