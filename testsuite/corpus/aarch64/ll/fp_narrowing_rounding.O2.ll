; ModuleID = 'programs/fp_narrowing_rounding.c'
source_filename = "programs/fp_narrowing_rounding.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [19 x double] [double 0x3FF0000010000000, double 0x3FF0000010000004, double 0x3FF0000030000000, double 0x3FF0000008000000, double 0x47EFFFFFEFFFFFFF, double 0x47EFFFFFF0000000, double 0x47EFFFFFE8000000, double 0x48078287F49C4A1D, double 0xC8078287F49C4A1D, double 0x3810000000000000, double 0x3800000000000000, double 0x36A0000000000000, double 0x3690000000000000, double 0x3690000000000001, double 0x36A8000000000000, double 1.000000e-50, double -1.000000e-50, double 1.000000e-01, double 0x3FD5555555555555], align 8
@.str = private unnamed_addr constant [29 x i8] c"%-24a -> %-16a (%g) back %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"ld %La -> f %a d %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [19 x double], align 8
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  %5 = alloca fp128, align 16
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %1, ptr align 8 @__const.main.v, i64 152, i1 true)
  br label %6

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %15, %6 ]
  %8 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %7
  %9 = load volatile double, ptr %8, align 8, !tbaa !6
  %10 = tail call fastcc float @d2f(double noundef %9)
  %11 = load volatile double, ptr %8, align 8, !tbaa !6
  %12 = fpext float %10 to double
  %13 = tail call fastcc double @f2d(float noundef %10)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %11, double noundef %12, double noundef %12, double noundef %13)
  %15 = add nuw nsw i64 %7, 1
  %16 = icmp eq i64 %15, 19
  br i1 %16, label %47, label %6, !llvm.loop !10

17:                                               ; preds = %47
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 16, i1 true)
  store volatile fp128 0xL08010000000000003FFF000000000000, ptr %2, align 16
  store volatile fp128 0xL00020000000000003FFF000001000000, ptr %3, align 16
  store volatile fp128 0xLFFFF00000000000043FEFFFFFFFFFFFF, ptr %4, align 16
  store volatile fp128 0xL71A1124161312AAA3BD7FA01712E8F04, ptr %5, align 16
  %18 = load volatile fp128, ptr %2, align 16, !tbaa !12
  %19 = load volatile fp128, ptr %2, align 16, !tbaa !12
  %20 = tail call fastcc float @ld2f(fp128 noundef %19)
  %21 = fpext float %20 to double
  %22 = load volatile fp128, ptr %2, align 16, !tbaa !12
  %23 = tail call fastcc double @ld2d(fp128 noundef %22)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef %18, double noundef %21, double noundef %23)
  %25 = load volatile fp128, ptr %3, align 16, !tbaa !12
  %26 = load volatile fp128, ptr %3, align 16, !tbaa !12
  %27 = tail call fastcc float @ld2f(fp128 noundef %26)
  %28 = fpext float %27 to double
  %29 = load volatile fp128, ptr %3, align 16, !tbaa !12
  %30 = tail call fastcc double @ld2d(fp128 noundef %29)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef %25, double noundef %28, double noundef %30)
  %32 = load volatile fp128, ptr %4, align 16, !tbaa !12
  %33 = load volatile fp128, ptr %4, align 16, !tbaa !12
  %34 = tail call fastcc float @ld2f(fp128 noundef %33)
  %35 = fpext float %34 to double
  %36 = load volatile fp128, ptr %4, align 16, !tbaa !12
  %37 = tail call fastcc double @ld2d(fp128 noundef %36)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef %32, double noundef %35, double noundef %37)
  %39 = load volatile fp128, ptr %5, align 16, !tbaa !12
  %40 = load volatile fp128, ptr %5, align 16, !tbaa !12
  %41 = tail call fastcc float @ld2f(fp128 noundef %40)
  %42 = fpext float %41 to double
  %43 = load volatile fp128, ptr %5, align 16, !tbaa !12
  %44 = tail call fastcc double @ld2d(fp128 noundef %43)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef %39, double noundef %42, double noundef %44)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #6
  ret i32 %60

47:                                               ; preds = %6, %47
  %48 = phi i32 [ %61, %47 ], [ -1000, %6 ]
  %49 = phi i32 [ %60, %47 ], [ 0, %6 ]
  %50 = sitofp i32 %48 to float
  %51 = fmul float %50, 0x3FB99999A0000000
  %52 = tail call fastcc double @f2d(float noundef %51)
  %53 = fpext float %51 to double
  %54 = fcmp une double %52, %53
  %55 = zext i1 %54 to i32
  %56 = add nsw i32 %49, %55
  %57 = tail call fastcc float @d2f(double noundef %52)
  %58 = fcmp une float %57, %51
  %59 = zext i1 %58 to i32
  %60 = add nsw i32 %56, %59
  %61 = add nsw i32 %48, 1
  %62 = icmp eq i32 %61, 1001
  br i1 %62, label %17, label %47, !llvm.loop !14
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
define internal fastcc noundef float @ld2f(fp128 noundef %0) unnamed_addr #3 {
  %2 = fptrunc fp128 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @ld2d(fp128 noundef %0) unnamed_addr #3 {
  %2 = fptrunc fp128 %0 to double
  ret double %2
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"long double", !8, i64 0}
!14 = distinct !{!14, !11}
