; ModuleID = 'programs/fp_narrowing_rounding.c'
source_filename = "programs/fp_narrowing_rounding.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [19 x double] [double 0x3FF0000010000000, double 0x3FF0000010000004, double 0x3FF0000030000000, double 0x3FF0000008000000, double 0x47EFFFFFEFFFFFFF, double 0x47EFFFFFF0000000, double 0x47EFFFFFE8000000, double 0x48078287F49C4A1D, double 0xC8078287F49C4A1D, double 0x3810000000000000, double 0x3800000000000000, double 0x36A0000000000000, double 0x3690000000000000, double 0x3690000000000001, double 0x36A8000000000000, double 1.000000e-50, double -1.000000e-50, double 1.000000e-01, double 0x3FD5555555555555], align 16
@.str = private unnamed_addr constant [29 x i8] c"%-24a -> %-16a (%g) back %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"ld %La -> f %a d %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [19 x double], align 16
  %2 = alloca x86_fp80, align 16
  %3 = alloca [6 x i8], align 2
  %4 = alloca x86_fp80, align 16
  %5 = alloca [6 x i8], align 2
  %6 = alloca x86_fp80, align 16
  %7 = alloca [6 x i8], align 2
  %8 = alloca x86_fp80, align 16
  %9 = alloca [6 x i8], align 2
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.v, i64 152, i1 true)
  br label %10

10:                                               ; preds = %0, %10
  %11 = phi i64 [ 0, %0 ], [ %19, %10 ]
  %12 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %11
  %13 = load volatile double, ptr %12, align 8, !tbaa !5
  %14 = tail call fastcc float @d2f(double noundef %13)
  %15 = load volatile double, ptr %12, align 8, !tbaa !5
  %16 = fpext float %14 to double
  %17 = tail call fastcc double @f2d(float noundef %14)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %15, double noundef %16, double noundef %16, double noundef %17)
  %19 = add nuw nsw i64 %11, 1
  %20 = icmp eq i64 %19, 19
  br i1 %20, label %51, label %10, !llvm.loop !9

21:                                               ; preds = %51
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %9)
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %3, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %5, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %7, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %9, i8 0, i64 6, i1 true)
  store volatile x86_fp80 0xK3FFF8000000000000400, ptr %2, align 16
  store volatile x86_fp80 0xK3FFF8000008000000001, ptr %4, align 16
  store volatile x86_fp80 0xK43FF8000000000000000, ptr %6, align 16
  store volatile x86_fp80 0xK3BD7FD00B897478238D1, ptr %8, align 16
  %22 = load volatile x86_fp80, ptr %2, align 16, !tbaa !11
  %23 = load volatile x86_fp80, ptr %2, align 16, !tbaa !11
  %24 = tail call fastcc float @ld2f(x86_fp80 noundef %23)
  %25 = fpext float %24 to double
  %26 = load volatile x86_fp80, ptr %2, align 16, !tbaa !11
  %27 = tail call fastcc double @ld2d(x86_fp80 noundef %26)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %22, double noundef %25, double noundef %27)
  %29 = load volatile x86_fp80, ptr %4, align 16, !tbaa !11
  %30 = load volatile x86_fp80, ptr %4, align 16, !tbaa !11
  %31 = tail call fastcc float @ld2f(x86_fp80 noundef %30)
  %32 = fpext float %31 to double
  %33 = load volatile x86_fp80, ptr %4, align 16, !tbaa !11
  %34 = tail call fastcc double @ld2d(x86_fp80 noundef %33)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %29, double noundef %32, double noundef %34)
  %36 = load volatile x86_fp80, ptr %6, align 16, !tbaa !11
  %37 = load volatile x86_fp80, ptr %6, align 16, !tbaa !11
  %38 = tail call fastcc float @ld2f(x86_fp80 noundef %37)
  %39 = fpext float %38 to double
  %40 = load volatile x86_fp80, ptr %6, align 16, !tbaa !11
  %41 = tail call fastcc double @ld2d(x86_fp80 noundef %40)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %36, double noundef %39, double noundef %41)
  %43 = load volatile x86_fp80, ptr %8, align 16, !tbaa !11
  %44 = load volatile x86_fp80, ptr %8, align 16, !tbaa !11
  %45 = tail call fastcc float @ld2f(x86_fp80 noundef %44)
  %46 = fpext float %45 to double
  %47 = load volatile x86_fp80, ptr %8, align 16, !tbaa !11
  %48 = tail call fastcc double @ld2d(x86_fp80 noundef %47)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %43, double noundef %46, double noundef %48)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %64)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #6
  ret i32 %64

51:                                               ; preds = %10, %51
  %52 = phi i32 [ %65, %51 ], [ -1000, %10 ]
  %53 = phi i32 [ %64, %51 ], [ 0, %10 ]
  %54 = sitofp i32 %52 to float
  %55 = fmul float %54, 0x3FB99999A0000000
  %56 = tail call fastcc double @f2d(float noundef %55)
  %57 = fpext float %55 to double
  %58 = fcmp une double %56, %57
  %59 = zext i1 %58 to i32
  %60 = add nsw i32 %53, %59
  %61 = tail call fastcc float @d2f(double noundef %56)
  %62 = fcmp une float %61, %55
  %63 = zext i1 %62 to i32
  %64 = add nsw i32 %60, %63
  %65 = add nsw i32 %52, 1
  %66 = icmp eq i32 %65, 1001
  br i1 %66, label %21, label %51, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @d2f(double noundef %0) unnamed_addr #3 {
  %2 = fptrunc double %0 to float
  ret float %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @f2d(float noundef %0) unnamed_addr #3 {
  %2 = fpext float %0 to double
  ret double %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @ld2f(x86_fp80 noundef %0) unnamed_addr #3 {
  %2 = fptrunc x86_fp80 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @ld2d(x86_fp80 noundef %0) unnamed_addr #3 {
  %2 = fptrunc x86_fp80 %0 to double
  ret double %2
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long double", !7, i64 0}
!13 = distinct !{!13, !10}
