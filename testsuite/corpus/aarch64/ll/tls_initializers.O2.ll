; ModuleID = 'programs/tls_initializers.c'
source_filename = "programs/tls_initializers.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { [12 x i8], i32 }

@tl_int = dso_local thread_local global i32 42, align 4
@tl_arr = dso_local thread_local local_unnamed_addr global [8 x double] [double 1.500000e+00, double 2.500000e+00, double 3.500000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00], align 8
@tl_rec = dso_local thread_local global %struct.anon { [12 x i8] c"thread-rec\00\00", i32 3 }, align 4
@tl_extern = dso_local thread_local local_unnamed_addr global i32 -7, align 4
@.str = private unnamed_addr constant [73 x i8] c"tl_int=%d tl_zero=%ld tl_arr=%g,%g,%g,%g rec=%s/%d *tl_ptr=%d extern=%d\0A\00", align 1
@tl_zero = dso_local thread_local local_unnamed_addr global i64 0, align 8
@tl_ptr = internal thread_local unnamed_addr global ptr @global_target, align 8
@.str.1 = private unnamed_addr constant [32 x i8] c"via pointer: tl_int=%d same=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"bump=%d \00", align 1
@tl_big = internal thread_local unnamed_addr global [1000 x i64] zeroinitializer, align 8
@.str.5 = private unnamed_addr constant [41 x i8] c"sum=%llu tl_int=%d rec=%s/%d aligned=%d\0A\00", align 1
@global_target = internal global i32 99, align 4
@bump.n = internal thread_local unnamed_addr global i32 10, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_int)
  %2 = load i32, ptr %1, align 4, !tbaa !6
  %3 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_zero)
  %4 = load i64, ptr %3, align 8, !tbaa !10
  %5 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_arr)
  %6 = load double, ptr %5, align 8, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !12
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = load double, ptr %9, align 8, !tbaa !12
  %11 = getelementptr inbounds i8, ptr %5, i64 24
  %12 = load double, ptr %11, align 8, !tbaa !12
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_rec)
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  %15 = load i32, ptr %14, align 4, !tbaa !14
  %16 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_ptr)
  %17 = load ptr, ptr %16, align 8, !tbaa !16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_extern)
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i64 noundef %4, double noundef %6, double noundef %8, double noundef %10, double noundef %12, ptr noundef nonnull %13, i32 noundef %15, i32 noundef %18, i32 noundef %20)
  %22 = tail call fastcc ptr @addr_of_int()
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = add nsw i32 %23, 8
  store i32 %24, ptr %22, align 4, !tbaa !6
  %25 = load i32, ptr %1, align 4, !tbaa !6
  %26 = icmp eq ptr %22, %1
  %27 = zext i1 %26 to i32
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %25, i32 noundef %27)
  %29 = tail call fastcc i32 @bump()
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29)
  %31 = tail call fastcc i32 @bump()
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31)
  %33 = tail call fastcc i32 @bump()
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33)
  %35 = tail call fastcc i32 @bump()
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35)
  %37 = tail call i32 @putchar(i32 10)
  tail call fastcc void @fill()
  %38 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_big)
  br label %39

39:                                               ; preds = %39, %0
  %40 = phi i64 [ 0, %0 ], [ %49, %39 ]
  %41 = phi <2 x i64> [ zeroinitializer, %0 ], [ %47, %39 ]
  %42 = phi <2 x i64> [ zeroinitializer, %0 ], [ %48, %39 ]
  %43 = getelementptr inbounds [1000 x i64], ptr %38, i64 0, i64 %40
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load <2 x i64>, ptr %43, align 8, !tbaa !10
  %46 = load <2 x i64>, ptr %44, align 8, !tbaa !10
  %47 = add <2 x i64> %45, %41
  %48 = add <2 x i64> %46, %42
  %49 = add nuw i64 %40, 4
  %50 = icmp eq i64 %49, 1000
  br i1 %50, label %51, label %39, !llvm.loop !18

51:                                               ; preds = %39
  %52 = add <2 x i64> %48, %47
  %53 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %52)
  store ptr %1, ptr %16, align 8, !tbaa !16
  %54 = load i32, ptr %1, align 4, !tbaa !6
  %55 = shl nsw i32 %54, 1
  store i32 %55, ptr %1, align 4, !tbaa !6
  store i64 28258992578979939, ptr %13, align 4
  %56 = load i32, ptr %14, align 4, !tbaa !14
  %57 = add nsw i32 %56, 100
  store i32 %57, ptr %14, align 4, !tbaa !14
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %53, i32 noundef %55, ptr noundef nonnull %13, i32 noundef %57, i32 noundef 1)
  %59 = load i32, ptr %1, align 4, !tbaa !6
  ret i32 %59
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc nonnull ptr @addr_of_int() unnamed_addr #3 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_int)
  ret ptr %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @bump() unnamed_addr #4 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @bump.n)
  %2 = load i32, ptr %1, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr %1, align 4, !tbaa !6
  ret i32 %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @fill() unnamed_addr #5 {
  %1 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_big)
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = or disjoint i64 %3, 1
  %5 = mul nuw nsw i64 %3, %3
  %6 = mul nuw nsw i64 %4, %4
  %7 = getelementptr inbounds [1000 x i64], ptr %1, i64 0, i64 %3
  %8 = getelementptr inbounds [1000 x i64], ptr %1, i64 0, i64 %4
  store i64 %5, ptr %7, align 8, !tbaa !10
  store i64 %6, ptr %8, align 8, !tbaa !10
  %9 = add nuw i64 %3, 2
  %10 = icmp eq i64 %9, 1000
  br i1 %10, label %11, label %2, !llvm.loop !22

11:                                               ; preds = %2
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!"long", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!15, !7, i64 12}
!15 = !{!"", !8, i64 0, !7, i64 12}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}
!18 = distinct !{!18, !19, !20, !21}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !19, !20, !21}
