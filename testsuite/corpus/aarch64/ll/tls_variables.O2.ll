; ModuleID = 'programs/tls_variables.c'
source_filename = "programs/tls_variables.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i32, [8 x i8] }

@tls_counter = dso_local thread_local global i32 5, align 4
@tls_array = dso_local thread_local global <{ i64, i64, i64, [13 x i64] }> <{ i64 1, i64 2, i64 3, [13 x i64] zeroinitializer }>, align 8
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
  %2 = load i32, ptr %1, align 4, !tbaa !6
  %3 = add nsw i32 %2, 100
  store i32 %3, ptr %1, align 4, !tbaa !6
  %4 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_array)
  %5 = getelementptr inbounds i8, ptr %4, i64 40
  %6 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_ptr)
  store ptr %5, ptr %6, align 8, !tbaa !10
  %7 = load <16 x i64>, ptr %4, align 8, !tbaa !12
  %8 = tail call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %7)
  %9 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_d)
  %12 = load double, ptr %11, align 8, !tbaa !14
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_struct)
  %14 = load i32, ptr %13, align 4, !tbaa !16
  %15 = getelementptr inbounds i8, ptr %13, i64 4
  %16 = icmp eq ptr %1, %9
  %17 = zext i1 %16 to i32
  %18 = extractelement <16 x i64> %7, i64 5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i64 noundef %8, double noundef %12, i32 noundef %14, ptr noundef nonnull %15, i64 noundef %18, i32 noundef %17)
  %20 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @count_calls.calls)
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = add i32 %21, 4
  store i32 %22, ptr %20, align 4, !tbaa !6
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %22)
  %24 = load i32, ptr %9, align 4, !tbaa !6
  %25 = and i32 %24, 255
  ret i32 %25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @bump(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %3 = load i32, ptr %2, align 4, !tbaa !6
  %4 = add nsw i32 %3, %0
  store i32 %4, ptr %2, align 4, !tbaa !6
  %5 = sext i32 %0 to i64
  %6 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_array)
  %7 = srem i32 %0, 16
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %8
  %10 = load i64, ptr %9, align 8, !tbaa !12
  %11 = add nsw i64 %10, %5
  store i64 %11, ptr %9, align 8, !tbaa !12
  %12 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_d)
  %13 = load double, ptr %12, align 8, !tbaa !14
  %14 = fmul double %13, 2.000000e+00
  store double %14, ptr %12, align 8, !tbaa !14
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = !{!17, !7, i64 0}
!17 = !{!"", !7, i64 0, !8, i64 4}
