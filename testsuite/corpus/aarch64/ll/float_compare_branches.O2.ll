; ModuleID = 'programs/float_compare_branches.c'
source_filename = "programs/float_compare_branches.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"%4g %4g: r=%02x nr=%02x fr=%d sel=%g,%g,%g,%g,%g,%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"cnt=%d cnt2=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"mx=%g total=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #4
  %2 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 0, ptr %2, align 8
  store <2 x double> <double 0xFFF0000000000000, double -1.000000e+00>, ptr %1, align 16
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store double -0.000000e+00, ptr %3, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 1.000000e+00, double 0x7FF0000000000000>, ptr %4, align 16
  %5 = getelementptr inbounds i8, ptr %1, i64 48
  store double 0x7FF8000000000000, ptr %5, align 16
  br label %6

6:                                                ; preds = %0, %12
  %7 = phi i64 [ 0, %0 ], [ %13, %12 ]
  %8 = phi i32 [ 0, %0 ], [ %71, %12 ]
  %9 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %7
  %10 = load double, ptr %9, align 8, !tbaa !6
  %11 = fptrunc double %10 to float
  br label %15

12:                                               ; preds = %15
  %13 = add nuw nsw i64 %7, 1
  %14 = icmp eq i64 %13, 7
  br i1 %14, label %74, label %6, !llvm.loop !10

15:                                               ; preds = %6, %15
  %16 = phi i64 [ 0, %6 ], [ %72, %15 ]
  %17 = phi i32 [ %8, %6 ], [ %71, %15 ]
  %18 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %16
  %19 = load double, ptr %18, align 8, !tbaa !6
  %20 = tail call fastcc i32 @br_lt(double noundef %10, double noundef %19)
  %21 = tail call fastcc i32 @br_le(double noundef %10, double noundef %19)
  %22 = shl nuw nsw i32 %21, 1
  %23 = or disjoint i32 %22, %20
  %24 = tail call fastcc i32 @br_gt(double noundef %10, double noundef %19)
  %25 = shl nuw nsw i32 %24, 2
  %26 = or disjoint i32 %23, %25
  %27 = tail call fastcc i32 @br_ge(double noundef %10, double noundef %19)
  %28 = shl nuw nsw i32 %27, 3
  %29 = or disjoint i32 %26, %28
  %30 = tail call fastcc i32 @br_eq(double noundef %10, double noundef %19)
  %31 = shl nuw nsw i32 %30, 4
  %32 = or disjoint i32 %29, %31
  %33 = tail call fastcc i32 @br_ne(double noundef %10, double noundef %19)
  %34 = shl nuw nsw i32 %33, 5
  %35 = or disjoint i32 %32, %34
  %36 = tail call fastcc i32 @nbr_lt(double noundef %10, double noundef %19)
  %37 = tail call fastcc i32 @nbr_le(double noundef %10, double noundef %19)
  %38 = shl nuw nsw i32 %37, 1
  %39 = or disjoint i32 %38, %36
  %40 = tail call fastcc i32 @nbr_gt(double noundef %10, double noundef %19)
  %41 = shl nuw nsw i32 %40, 2
  %42 = or disjoint i32 %39, %41
  %43 = tail call fastcc i32 @nbr_ge(double noundef %10, double noundef %19)
  %44 = shl nuw nsw i32 %43, 3
  %45 = or disjoint i32 %42, %44
  %46 = tail call fastcc i32 @nbr_eq(double noundef %10, double noundef %19)
  %47 = shl nuw nsw i32 %46, 4
  %48 = or disjoint i32 %45, %47
  %49 = tail call fastcc i32 @nbr_ne(double noundef %10, double noundef %19)
  %50 = shl nuw nsw i32 %49, 5
  %51 = or disjoint i32 %48, %50
  %52 = fptrunc double %19 to float
  %53 = tail call fastcc i32 @fbr_lt(float noundef %11, float noundef %52)
  %54 = tail call fastcc i32 @fbr_le(float noundef %11, float noundef %52)
  %55 = mul nuw nsw i32 %54, 10
  %56 = add nuw nsw i32 %55, %53
  %57 = tail call fastcc i32 @fbr_eq(float noundef %11, float noundef %52)
  %58 = mul nuw nsw i32 %57, 100
  %59 = add nuw nsw i32 %56, %58
  %60 = tail call fastcc i32 @fbr_ne(float noundef %11, float noundef %52)
  %61 = mul nuw nsw i32 %60, 1000
  %62 = add nuw nsw i32 %59, %61
  %63 = tail call fastcc double @sel_lt(double noundef %10, double noundef %19)
  %64 = tail call fastcc double @sel_le(double noundef %10, double noundef %19)
  %65 = tail call fastcc double @sel_gt(double noundef %10, double noundef %19)
  %66 = tail call fastcc double @sel_ge(double noundef %10, double noundef %19)
  %67 = tail call fastcc double @sel_eq(double noundef %10, double noundef %19)
  %68 = tail call fastcc double @sel_ne(double noundef %10, double noundef %19)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %10, double noundef %19, i32 noundef %35, i32 noundef %51, i32 noundef %62, double noundef %63, double noundef %64, double noundef %65, double noundef %66, double noundef %67, double noundef %68)
  %70 = add i32 %35, %17
  %71 = add i32 %70, %51
  %72 = add nuw nsw i64 %16, 1
  %73 = icmp eq i64 %72, 7
  br i1 %73, label %12, label %15, !llvm.loop !12

74:                                               ; preds = %12
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef 24)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 9.000000e+00, i32 noundef %71)
  %77 = and i32 %71, 255
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #4
  ret i32 %77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @br_lt(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp olt double %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @br_le(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp ole double %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @br_gt(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp ogt double %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @br_ge(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp oge double %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @br_eq(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp oeq double %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @br_ne(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp une double %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @nbr_lt(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp uge double %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @nbr_le(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp ugt double %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @nbr_gt(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp ule double %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @nbr_ge(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp ult double %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @nbr_eq(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp une double %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @nbr_ne(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp oeq double %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 3, 8) i32 @fbr_lt(float noundef %0, float noundef %1) unnamed_addr #2 {
  %3 = fcmp olt float %0, %1
  %4 = select i1 %3, i32 7, i32 3
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 3, 8) i32 @fbr_le(float noundef %0, float noundef %1) unnamed_addr #2 {
  %3 = fcmp ole float %0, %1
  %4 = select i1 %3, i32 7, i32 3
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 3, 8) i32 @fbr_eq(float noundef %0, float noundef %1) unnamed_addr #2 {
  %3 = fcmp oeq float %0, %1
  %4 = select i1 %3, i32 7, i32 3
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 3, 8) i32 @fbr_ne(float noundef %0, float noundef %1) unnamed_addr #2 {
  %3 = fcmp une float %0, %1
  %4 = select i1 %3, i32 7, i32 3
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_lt(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp olt double %0, %1
  %4 = select i1 %3, double %0, double %1
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_le(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp ole double %0, %1
  %4 = select i1 %3, double %0, double %1
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_gt(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp ogt double %0, %1
  %4 = select i1 %3, double %0, double %1
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_ge(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp oge double %0, %1
  %4 = select i1 %3, double %0, double %1
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_eq(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp oeq double %0, %1
  %4 = select i1 %3, double %0, double %1
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_ne(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fcmp oeq double %0, %1
  %4 = select i1 %3, double %1, double %0
  ret double %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
