; ModuleID = 'programs/union_abi_classes.c'
source_filename = "programs/union_abi_classes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.UCF = type { float, [8 x i8] }
%union.ULD = type { x86_fp80 }
%union.UBIG = type { [6 x i32] }

@constinit = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6], align 8
@.str.1 = private unnamed_addr constant [49 x i8] c"a.f=%g a.i=%08x b.d=%a b.l=%lx c.d=%a c.f=%g,%g\0A\00", align 1
@.str.2 = private unnamed_addr constant [63 x i8] c"d.f=%g d.c[4..11]=%.7s e.ld=%Lg f.u=%08x g.v=%d..%d g.c[4]=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"many=%a sizes %zu %zu %zu %zu %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %union.UCF, align 8
  %2 = alloca %union.ULD, align 16
  %3 = alloca %union.ULD, align 16
  %4 = alloca %union.UBIG, align 8
  %5 = tail call fastcc double @fd_swap(double 0x400000003F800000)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #8
  store i64 7523094287584591872, ptr %1, align 8
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 560687721, ptr %6, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8
  store x86_fp80 0xK4000C000000000000000, ptr %3, align 16, !tbaa !5
  call fastcc void @ld_half(ptr dead_on_unwind nonnull writable sret(%union.ULD) align 16 %2, ptr noundef nonnull byval(%union.ULD) align 16 %3)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #8
  call fastcc void @big_rev(ptr dead_on_unwind nonnull writable sret(%union.UBIG) align 4 %4, ptr noundef nonnull byval(%union.UBIG) align 8 @constinit)
  %7 = bitcast double %5 to i64
  %8 = trunc i64 %7 to i32
  %9 = bitcast i32 %8 to float
  %10 = fpext float %9 to double
  %11 = lshr i64 %7, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = bitcast i32 %12 to float
  %14 = fpext float %13 to double
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -2.500000e+00, i32 noundef -1071644672, double noundef 0x3FF0000000000001, i64 noundef 4607182418800017409, double noundef %5, double noundef %10, double noundef %14)
  %16 = getelementptr inbounds i8, ptr %1, i64 4
  %17 = load x86_fp80, ptr %2, align 16, !tbaa !5
  %18 = load i32, ptr %4, align 8, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %4, i64 20
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %4, i64 4
  %22 = load i8, ptr %21, align 4, !tbaa !5
  %23 = sext i8 %22 to i32
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 7.500000e-01, ptr noundef nonnull %16, x86_fp80 noundef %17, i32 noundef 305463294, i32 noundef %18, i32 noundef %20, i32 noundef %23)
  %25 = load i64, ptr %1, align 8
  %26 = call fastcc double @many(double %5, i64 %25, ptr noundef nonnull byval(%union.ULD) align 16 %2, ptr noundef nonnull byval(%union.UBIG) align 8 %4)
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %26, i64 noundef 8, i64 noundef 12, i64 noundef 16, i64 noundef 4, i64 noundef 24)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #8
  ret i32 126
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @fd_swap(double %0) unnamed_addr #2 {
  %2 = bitcast double %0 to i64
  %3 = tail call i64 @llvm.fshl.i64(i64 %2, i64 %2, i64 32)
  %4 = bitcast i64 %3 to double
  ret double %4
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @ld_half(ptr dead_on_unwind noalias nocapture writable writeonly sret(%union.ULD) align 16 %0, ptr nocapture noundef byval(%union.ULD) align 16 %1) unnamed_addr #4 {
  %3 = load x86_fp80, ptr %1, align 16, !tbaa !5
  %4 = fmul x86_fp80 %3, 0xK3FFE8000000000000000
  store x86_fp80 %4, ptr %1, align 16, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %0, ptr noundef nonnull align 16 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @big_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%union.UBIG) align 4 %0, ptr nocapture noundef readonly byval(%union.UBIG) align 8 %1) unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load <4 x i32>, ptr %3, align 8, !tbaa !5
  %5 = shufflevector <4 x i32> %4, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %5, ptr %0, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load <2 x i32>, ptr %1, align 8, !tbaa !5
  %8 = shufflevector <2 x i32> %7, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %8, ptr %6, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @many(double %0, i64 %1, ptr nocapture noundef readonly byval(%union.ULD) align 16 %2, ptr nocapture noundef readonly byval(%union.UBIG) align 8 %3) unnamed_addr #6 {
  %5 = trunc i64 %1 to i32
  %6 = bitcast i32 %5 to float
  %7 = fadd double %0, 2.500000e+00
  %8 = fpext float %6 to double
  %9 = fadd double %7, %8
  %10 = load x86_fp80, ptr %2, align 16, !tbaa !5
  %11 = fptrunc x86_fp80 %10 to double
  %12 = fadd double %9, %11
  %13 = fadd double %12, 0x41B234FFFE000000
  %14 = load i32, ptr %3, align 8, !tbaa !5
  %15 = sitofp i32 %14 to double
  %16 = fadd double %13, %15
  %17 = fadd double %16, 7.000000e+00
  ret double %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i64 0, i64 16, !5}
