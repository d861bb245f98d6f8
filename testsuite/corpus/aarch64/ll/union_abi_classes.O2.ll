; ModuleID = 'programs/union_abi_classes.c'
source_filename = "programs/union_abi_classes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.UCF = type { float, [8 x i8] }
%union.UBIG = type { [6 x i32] }

@constinit = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6], align 4
@.str.1 = private unnamed_addr constant [49 x i8] c"a.f=%g a.i=%08x b.d=%a b.l=%lx c.d=%a c.f=%g,%g\0A\00", align 1
@.str.2 = private unnamed_addr constant [63 x i8] c"d.f=%g d.c[4..11]=%.7s e.ld=%Lg f.u=%08x g.v=%d..%d g.c[4]=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"many=%a sizes %zu %zu %zu %zu %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %union.UCF, align 8
  %2 = alloca %union.UBIG, align 4
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #6
  %3 = tail call fastcc [2 x i64] @cf_set()
  %4 = extractvalue [2 x i64] %3, 0
  %5 = extractvalue [2 x i64] %3, 1
  store i64 %4, ptr %1, align 8
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = trunc i64 %5 to i32
  store i32 %7, ptr %6, align 8
  call fastcc void @big_rev(ptr dead_on_unwind nonnull writable sret(%union.UBIG) align 4 %2, ptr noundef nonnull @constinit)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -2.500000e+00, i32 noundef -1071644672, double noundef 0x3FF0000000000001, i64 noundef 4607182418800017409, double noundef 0x3F80000040000000, double noundef 2.000000e+00, double noundef 1.000000e+00)
  %9 = trunc i64 %4 to i32
  %10 = bitcast i32 %9 to float
  %11 = fpext float %10 to double
  %12 = getelementptr inbounds i8, ptr %1, i64 4
  %13 = load i32, ptr %2, align 4, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %2, i64 20
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %2, i64 4
  %17 = load i8, ptr %16, align 4, !tbaa !6
  %18 = zext i8 %17 to i32
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %11, ptr noundef nonnull %12, fp128 noundef 0xL00000000000000003FFF800000000000, i32 noundef 305463294, i32 noundef %13, i32 noundef %15, i32 noundef %18)
  %20 = load i64, ptr %1, align 8
  %21 = load i32, ptr %6, align 8
  %22 = zext i32 %21 to i64
  %23 = insertvalue [2 x i64] poison, i64 %20, 0
  %24 = insertvalue [2 x i64] %23, i64 %22, 1
  %25 = call fastcc double @many(i64 4575657222482165760, [2 x i64] %24, ptr noundef nonnull %2)
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %25, i64 noundef 8, i64 noundef 12, i64 noundef 16, i64 noundef 4, i64 noundef 24)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #6
  ret i32 126
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @cf_set() unnamed_addr #2 {
  ret [2 x i64] [i64 7523094287584591872, i64 560687721]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @big_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%union.UBIG) align 4 %0, ptr nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load <4 x i32>, ptr %3, align 4, !tbaa !6
  %5 = shufflevector <4 x i32> %4, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %5, ptr %0, align 4, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load <2 x i32>, ptr %1, align 4, !tbaa !6
  %8 = shufflevector <2 x i32> %7, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %8, ptr %6, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @many(i64 %0, [2 x i64] %1, ptr nocapture noundef readonly %2) unnamed_addr #5 {
  %4 = bitcast i64 %0 to double
  %5 = extractvalue [2 x i64] %1, 0
  %6 = trunc i64 %5 to i32
  %7 = bitcast i32 %6 to float
  %8 = fadd double %4, 2.500000e+00
  %9 = fpext float %7 to double
  %10 = fadd double %8, %9
  %11 = fadd double %10, 1.500000e+00
  %12 = fadd double %11, 0x41B234FFFE000000
  %13 = load i32, ptr %2, align 4, !tbaa !6
  %14 = sitofp i32 %13 to double
  %15 = fadd double %12, %14
  %16 = fadd double %15, 7.000000e+00
  ret double %16
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
