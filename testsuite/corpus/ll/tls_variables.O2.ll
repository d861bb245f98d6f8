; ModuleID = 'programs/tls_variables.c'
source_filename = "programs/tls_variables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i32, [8 x i8] }

@tls_counter = dso_local thread_local global i32 5, align 4
@tls_array = dso_local thread_local global <{ i64, i64, i64, [13 x i64] }> <{ i64 1, i64 2, i64 3, [13 x i64] zeroinitializer }>, align 16
@tls_ptr = dso_local thread_local local_unnamed_addr global ptr null, align 8
@.str = private unnamed_addr constant [54 x i8] c"counter=%d sum=%ld d=%g struct=%d,%s ptr=%ld same=%d\0A\00", align 1
@tls_d = internal thread_local unnamed_addr global double 1.500000e+00, align 8
@tls_struct = internal thread_local global %struct.anon { i32 7, [8 x i8] c"tls\00\00\00\00\00" }, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"calls=%d\0A\00", align 1
@count_calls.calls = internal thread_local unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @bump(i32 noundef 0)
  tail call fastcc void @bump(i32 noundef 1)
  tail call fastcc void @bump(i32 noundef 2)
  tail call fastcc void @bump(i32 noundef 3)
  tail call fastcc void @bump(i32 noundef 4)
  tail call fastcc void @bump(i32 noundef 5)
  tail call fastcc void @bump(i32 noundef 6)
  tail call fastcc void @bump(i32 noundef 7)
  tail call fastcc void @bump(i32 noundef 8)
  tail call fastcc void @bump(i32 noundef 9)
  tail call fastcc void @bump(i32 noundef 10)
  tail call fastcc void @bump(i32 noundef 11)
  tail call fastcc void @bump(i32 noundef 12)
  tail call fastcc void @bump(i32 noundef 13)
  tail call fastcc void @bump(i32 noundef 14)
  tail call fastcc void @bump(i32 noundef 15)
  tail call fastcc void @bump(i32 noundef 16)
  tail call fastcc void @bump(i32 noundef 17)
  tail call fastcc void @bump(i32 noundef 18)
  tail call fastcc void @bump(i32 noundef 19)
  %1 = tail call fastcc ptr @addr_counter()
  %2 = load i32, ptr %1, align 4, !tbaa !5
  %3 = add nsw i32 %2, 100
  store i32 %3, ptr %1, align 4, !tbaa !5
  %4 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_array)
  %5 = getelementptr inbounds i8, ptr %4, i64 40
  %6 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_ptr)
  store ptr %5, ptr %6, align 8, !tbaa !9
  %7 = load <16 x i64>, ptr %4, align 16, !tbaa !11
  %8 = tail call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %7)
  %9 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_d)
  %12 = load double, ptr %11, align 8, !tbaa !13
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_struct)
  %14 = load i32, ptr %13, align 4, !tbaa !15
  %15 = getelementptr inbounds i8, ptr %13, i64 4
  %16 = icmp eq ptr %1, %9
  %17 = zext i1 %16 to i32
  %18 = extractelement <16 x i64> %7, i64 5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i64 noundef %8, double noundef %12, i32 noundef %14, ptr noundef nonnull %15, i64 noundef %18, i32 noundef %17)
  %20 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @count_calls.calls)
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = add i32 %21, 4
  store i32 %22, ptr %20, align 4, !tbaa !5
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %22)
  %24 = load i32, ptr %9, align 4, !tbaa !5
  %25 = and i32 %24, 255
  ret i32 %25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @bump(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %3 = load i32, ptr %2, align 4, !tbaa !5
  %4 = add nsw i32 %3, %0
  store i32 %4, ptr %2, align 4, !tbaa !5
  %5 = sext i32 %0 to i64
  %6 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_array)
  %7 = srem i32 %0, 16
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %8
  %10 = load i64, ptr %9, align 8, !tbaa !11
  %11 = add nsw i64 %10, %5
  store i64 %11, ptr %9, align 8, !tbaa !11
  %12 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_d)
  %13 = load double, ptr %12, align 8, !tbaa !13
  %14 = fmul double %13, 2.000000e+00
  store double %14, ptr %12, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc nonnull ptr @addr_counter() unnamed_addr #2 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  ret ptr %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v16i64(<16 x i64>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{!16, !6, i64 0}
!16 = !{!"", !6, i64 0, !7, i64 4}
