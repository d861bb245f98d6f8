; ModuleID = 'programs/tls_initializers.c'
source_filename = "programs/tls_initializers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { [12 x i8], i32 }

@tl_int = dso_local thread_local global i32 42, align 4
@tl_arr = dso_local thread_local local_unnamed_addr global [8 x double] [double 1.500000e+00, double 2.500000e+00, double 3.500000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00], align 16
@tl_rec = dso_local thread_local global %struct.anon { [12 x i8] c"thread-rec\00\00", i32 3 }, align 4
@tl_extern = dso_local thread_local local_unnamed_addr global i32 -7, align 4
@.str = private unnamed_addr constant [73 x i8] c"tl_int=%d tl_zero=%ld tl_arr=%g,%g,%g,%g rec=%s/%d *tl_ptr=%d extern=%d\0A\00", align 1
@tl_zero = dso_local thread_local local_unnamed_addr global i64 0, align 8
@tl_ptr = internal thread_local unnamed_addr global ptr @global_target, align 8
@.str.1 = private unnamed_addr constant [32 x i8] c"via pointer: tl_int=%d same=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"bump=%d \00", align 1
@tl_big = internal thread_local unnamed_addr global [1000 x i64] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [41 x i8] c"sum=%llu tl_int=%d rec=%s/%d aligned=%d\0A\00", align 1
@global_target = internal global i32 99, align 4
@bump.n = internal thread_local unnamed_addr global i32 10, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_int)
  %2 = load i32, ptr %1, align 4, !tbaa !5
  %3 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_zero)
  %4 = load i64, ptr %3, align 8, !tbaa !9
  %5 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tl_arr)
  %6 = load double, ptr %5, align 16, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !11
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = load double, ptr %9, align 16, !tbaa !11
  %11 = getelementptr inbounds i8, ptr %5, i64 24
  %12 = load double, ptr %11, align 8, !tbaa !11
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_rec)
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  %15 = load i32, ptr %14, align 4, !tbaa !13
  %16 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_ptr)
  %17 = load ptr, ptr %16, align 8, !tbaa !15
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_extern)
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i64 noundef %4, double noundef %6, double noundef %8, double noundef %10, double noundef %12, ptr noundef nonnull %13, i32 noundef %15, i32 noundef %18, i32 noundef %20)
  %22 = tail call fastcc ptr @addr_of_int()
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = add nsw i32 %23, 8
  store i32 %24, ptr %22, align 4, !tbaa !5
  %25 = load i32, ptr %1, align 4, !tbaa !5
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
  %38 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tl_big)
  br label %39

39:                                               ; preds = %39, %0
  %40 = phi i64 [ 0, %0 ], [ %77, %39 ]
  %41 = phi <2 x i64> [ zeroinitializer, %0 ], [ %75, %39 ]
  %42 = phi <2 x i64> [ zeroinitializer, %0 ], [ %76, %39 ]
  %43 = getelementptr inbounds [1000 x i64], ptr %38, i64 0, i64 %40
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load <2 x i64>, ptr %43, align 16, !tbaa !9
  %46 = load <2 x i64>, ptr %44, align 16, !tbaa !9
  %47 = add <2 x i64> %45, %41
  %48 = add <2 x i64> %46, %42
  %49 = add nuw nsw i64 %40, 4
  %50 = getelementptr inbounds [1000 x i64], ptr %38, i64 0, i64 %49
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load <2 x i64>, ptr %50, align 16, !tbaa !9
  %53 = load <2 x i64>, ptr %51, align 16, !tbaa !9
  %54 = add <2 x i64> %52, %47
  %55 = add <2 x i64> %53, %48
  %56 = add nuw nsw i64 %40, 8
  %57 = getelementptr inbounds [1000 x i64], ptr %38, i64 0, i64 %56
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load <2 x i64>, ptr %57, align 16, !tbaa !9
  %60 = load <2 x i64>, ptr %58, align 16, !tbaa !9
  %61 = add <2 x i64> %59, %54
  %62 = add <2 x i64> %60, %55
  %63 = add nuw nsw i64 %40, 12
  %64 = getelementptr inbounds [1000 x i64], ptr %38, i64 0, i64 %63
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  %66 = load <2 x i64>, ptr %64, align 16, !tbaa !9
  %67 = load <2 x i64>, ptr %65, align 16, !tbaa !9
  %68 = add <2 x i64> %66, %61
  %69 = add <2 x i64> %67, %62
  %70 = add nuw nsw i64 %40, 16
  %71 = getelementptr inbounds [1000 x i64], ptr %38, i64 0, i64 %70
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load <2 x i64>, ptr %71, align 16, !tbaa !9
  %74 = load <2 x i64>, ptr %72, align 16, !tbaa !9
  %75 = add <2 x i64> %73, %68
  %76 = add <2 x i64> %74, %69
  %77 = add nuw nsw i64 %40, 20
  %78 = icmp eq i64 %77, 1000
  br i1 %78, label %79, label %39, !llvm.loop !17

79:                                               ; preds = %39
  %80 = add <2 x i64> %76, %75
  %81 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %80)
  store ptr %1, ptr %16, align 8, !tbaa !15
  %82 = load i32, ptr %1, align 4, !tbaa !5
  %83 = shl nsw i32 %82, 1
  store i32 %83, ptr %1, align 4, !tbaa !5
  store i64 28258992578979939, ptr %13, align 4
  %84 = load i32, ptr %14, align 4, !tbaa !13
  %85 = add nsw i32 %84, 100
  store i32 %85, ptr %14, align 4, !tbaa !13
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %81, i32 noundef %83, ptr noundef nonnull %13, i32 noundef %85, i32 noundef 1)
  %87 = load i32, ptr %1, align 4, !tbaa !5
  ret i32 %87
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
  %2 = load i32, ptr %1, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr %1, align 4, !tbaa !5
  ret i32 %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @fill() unnamed_addr #5 {
  %1 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tl_big)
  br label %3

2:                                                ; preds = %3
  ret void

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %19, %3 ]
  %5 = mul nuw nsw i64 %4, %4
  %6 = getelementptr inbounds [1000 x i64], ptr %1, i64 0, i64 %4
  store i64 %5, ptr %6, align 8, !tbaa !9
  %7 = add nuw nsw i64 %4, 1
  %8 = mul nuw nsw i64 %7, %7
  %9 = getelementptr inbounds [1000 x i64], ptr %1, i64 0, i64 %7
  store i64 %8, ptr %9, align 8, !tbaa !9
  %10 = add nuw nsw i64 %4, 2
  %11 = mul nuw nsw i64 %10, %10
  %12 = getelementptr inbounds [1000 x i64], ptr %1, i64 0, i64 %10
  store i64 %11, ptr %12, align 8, !tbaa !9
  %13 = add nuw nsw i64 %4, 3
  %14 = mul nuw nsw i64 %13, %13
  %15 = getelementptr inbounds [1000 x i64], ptr %1, i64 0, i64 %13
  store i64 %14, ptr %15, align 8, !tbaa !9
  %16 = add nuw nsw i64 %4, 4
  %17 = mul nuw nsw i64 %16, %16
  %18 = getelementptr inbounds [1000 x i64], ptr %1, i64 0, i64 %16
  store i64 %17, ptr %18, align 8, !tbaa !9
  %19 = add nuw nsw i64 %4, 5
  %20 = icmp eq i64 %19, 1000
  br i1 %20, label %2, label %3, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !6, i64 12}
!14 = !{!"", !7, i64 0, !6, i64 12}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !18}
