; ModuleID = 'programs/inline_asm_aarch64.c'
source_filename = "programs/inline_asm_aarch64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i64, i64, i32, i16, i8, i8, [4 x i8] }

@.str = private unnamed_addr constant [12 x i8] c"triple %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"table %ld %ld %d %d %d %s\0A\00", align 1
@asm_table = internal constant %struct.anon { i64 11, i64 22, i32 33, i16 44, i8 55, i8 0, [4 x i8] c"asm\00" }, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"atomic %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"shifted %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"clz %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"pair %d slot %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"imm %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"rev %lx\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"fma %g\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"min %ld %ld\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"x19 %ld\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"clobbers %ld\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"zero %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"goto %ld %ld %g %g\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"fpcr %lu\0A\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"counter %s freq %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"backwards\00", align 1
@counter_value = internal unnamed_addr global i64 0, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @asm_triple(i64 noundef %0) local_unnamed_addr #0 {
  %2 = mul nsw i64 %0, 3
  ret i64 %2
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 {
  %1 = load i64, ptr @counter_value, align 8, !tbaa !5
  %2 = add i64 %1, 1
  store i64 %2, ptr @counter_value, align 8, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 42)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 11, i64 noundef 22, i32 noundef 33, i32 noundef 44, i32 noundef 55, ptr noundef nonnull getelementptr inbounds (i8, ptr @asm_table, i64 24))
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 50, i32 noundef 210)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 29)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 63, i32 noundef 32)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 123, i32 noundef 1234)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 3999)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 578437695752307201)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 3.250000e+00)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -4, i64 noundef -7)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 42)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef 116)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 0)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef 7, i64 noundef -993, double noundef 2.500000e+00, double noundef 1.500000e+00)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 0)
  %18 = load i64, ptr @counter_value, align 8, !tbaa !5
  %19 = add i64 %18, 1
  store i64 %19, ptr @counter_value, align 8, !tbaa !5
  %20 = icmp ult i64 %19, %2
  %21 = select i1 %20, ptr @.str.17, ptr @.str.16
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %21, ptr noundef nonnull @.str.16)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
