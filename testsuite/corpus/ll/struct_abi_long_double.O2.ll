; ModuleID = 'programs/struct_abi_long_double.c'
source_filename = "programs/struct_abi_long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.LI = type { x86_fp80, i32 }
%struct.L1 = type { x86_fp80 }
%struct.L2 = type { x86_fp80, x86_fp80 }
%struct.FL = type { float, x86_fp80 }
%struct.LA = type { [3 x x86_fp80], [4 x i8] }

@__const.main.b = private unnamed_addr constant %struct.LI { x86_fp80 0xK3FFE8000000000000000, i32 0 }, align 16
@.str.1 = private unnamed_addr constant [26 x i8] c"a=%La b=%La,%d c=%La,%La\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"d=%a,%La e=%La\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"mixed=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"ret_scalar=%La\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"cl=(%La,%La)\0A\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"sizes L1=%zu LI=%zu L2=%zu FL=%zu LA=%zu\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca x86_fp80, align 16
  %2 = alloca %struct.L1, align 16
  %3 = alloca %struct.L1, align 16
  %4 = alloca %struct.LI, align 16
  %5 = alloca %struct.LI, align 16
  %6 = alloca %struct.L2, align 16
  %7 = alloca %struct.L2, align 16
  %8 = alloca %struct.FL, align 16
  %9 = alloca %struct.FL, align 16
  %10 = alloca %struct.LA, align 16
  %11 = alloca { x86_fp80, x86_fp80 }, align 16
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1)
  store volatile x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %1, align 16, !tbaa !5
  %12 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  store x86_fp80 %12, ptr %3, align 16, !tbaa !9
  %13 = tail call fastcc x86_fp80 @l1_half(ptr noundef nonnull byval(%struct.L1) align 16 %3)
  store x86_fp80 %13, ptr %2, align 16
  %14 = tail call fastcc x86_fp80 @l1_half(ptr noundef nonnull byval(%struct.L1) align 16 %2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %5, ptr noundef nonnull byval(%struct.LI) align 16 @__const.main.b)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %5, ptr noundef nonnull byval(%struct.LI) align 16 %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %5, ptr noundef nonnull byval(%struct.LI) align 16 %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %5, ptr noundef nonnull byval(%struct.LI) align 16 %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %5, ptr noundef nonnull byval(%struct.LI) align 16 %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #8
  %15 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  store x86_fp80 %15, ptr %7, align 16, !tbaa !14
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  %17 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %18 = fmul x86_fp80 %17, 0xKC0008000000000000000
  store x86_fp80 %18, ptr %16, align 16, !tbaa !16
  call fastcc void @l2_swap(ptr dead_on_unwind nonnull writable sret(%struct.L2) align 16 %6, ptr noundef nonnull byval(%struct.L2) align 16 %7)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #8
  store float 2.500000e+00, ptr %9, align 16, !tbaa !17
  %19 = getelementptr inbounds i8, ptr %9, i64 16
  store x86_fp80 0xK4041AD78EBC5AC620000, ptr %19, align 16, !tbaa !20
  %20 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  call fastcc void @fl_mix(ptr dead_on_unwind nonnull writable sret(%struct.FL) align 16 %8, ptr noundef nonnull byval(%struct.FL) align 16 %9, x86_fp80 noundef %20)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #8
  %21 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  store x86_fp80 %21, ptr %10, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %10, i64 16
  %23 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %24 = fmul x86_fp80 %23, 0xK40008000000000000000
  store x86_fp80 %24, ptr %22, align 16, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %10, i64 32
  %26 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %27 = fmul x86_fp80 %26, 0xK4000C000000000000000
  store x86_fp80 %27, ptr %25, align 16, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %10, i64 48
  store i32 6513249, ptr %28, align 16, !tbaa !21
  %29 = load x86_fp80, ptr %4, align 16, !tbaa !22
  %30 = getelementptr inbounds i8, ptr %4, i64 16
  %31 = load i32, ptr %30, align 16, !tbaa !24
  %32 = load x86_fp80, ptr %6, align 16, !tbaa !14
  %33 = getelementptr inbounds i8, ptr %6, i64 16
  %34 = load x86_fp80, ptr %33, align 16, !tbaa !16
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %14, x86_fp80 noundef %29, i32 noundef %31, x86_fp80 noundef %32, x86_fp80 noundef %34)
  %36 = load float, ptr %8, align 16, !tbaa !17
  %37 = fpext float %36 to double
  %38 = getelementptr inbounds i8, ptr %8, i64 16
  %39 = load x86_fp80, ptr %38, align 16, !tbaa !20
  %40 = tail call fastcc x86_fp80 @la_sum(ptr noundef nonnull byval(%struct.LA) align 16 %10)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %37, x86_fp80 noundef %39, x86_fp80 noundef %40)
  %42 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %43 = tail call fastcc x86_fp80 @mixed(x86_fp80 noundef %42)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef %43)
  %45 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %46 = tail call fastcc x86_fp80 @ret_scalar(x86_fp80 noundef %45)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %46)
  %48 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #8
  %49 = getelementptr inbounds i8, ptr %11, i64 16
  store x86_fp80 %48, ptr %11, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %49, align 16
  %50 = tail call fastcc { x86_fp80, x86_fp80 } @cl(ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %11)
  %51 = extractvalue { x86_fp80, x86_fp80 } %50, 0
  %52 = extractvalue { x86_fp80, x86_fp80 } %50, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #8
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %51, x86_fp80 noundef %52)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 16, i64 noundef 32, i64 noundef 32, i64 noundef 32, i64 noundef 64)
  %55 = fptosi x86_fp80 %29 to i32
  %56 = srem i32 %55, 100
  %57 = add nsw i32 %56, %31
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1)
  ret i32 %57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc x86_fp80 @l1_half(ptr nocapture noundef readonly byval(%struct.L1) align 16 %0) unnamed_addr #2 {
  %2 = load x86_fp80, ptr %0, align 16, !tbaa !9
  %3 = fmul x86_fp80 %2, 0xK3FFE8000000000000000
  ret x86_fp80 %3
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @li_next(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.LI) align 16 %0, ptr nocapture noundef byval(%struct.LI) align 16 %1) unnamed_addr #4 {
  %3 = load x86_fp80, ptr %1, align 16, !tbaa !22
  %4 = fmul x86_fp80 %3, 0xK4000C000000000000000
  %5 = fadd x86_fp80 %4, 0xK3FFF8000000000000000
  store x86_fp80 %5, ptr %1, align 16, !tbaa !22
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load i32, ptr %6, align 16, !tbaa !24
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 16, !tbaa !24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @l2_swap(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.L2) align 16 %0, ptr nocapture noundef readonly byval(%struct.L2) align 16 %1) unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load x86_fp80, ptr %3, align 16, !tbaa !16
  store x86_fp80 %4, ptr %0, align 16, !tbaa !14
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load x86_fp80, ptr %1, align 16, !tbaa !14
  store x86_fp80 %6, ptr %5, align 16, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @fl_mix(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.FL) align 16 %0, ptr nocapture noundef byval(%struct.FL) align 16 %1, x86_fp80 noundef %2) unnamed_addr #4 {
  %4 = load float, ptr %1, align 16, !tbaa !17
  %5 = fpext float %4 to x86_fp80
  %6 = fmul x86_fp80 %5, %2
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load x86_fp80, ptr %7, align 16, !tbaa !20
  %9 = fadd x86_fp80 %8, %6
  store x86_fp80 %9, ptr %7, align 16, !tbaa !20
  %10 = fmul x86_fp80 %9, 0xK3FFC8000000000000000
  %11 = fptrunc x86_fp80 %10 to float
  store float %11, ptr %1, align 16, !tbaa !17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !25
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc x86_fp80 @la_sum(ptr nocapture noundef readonly byval(%struct.LA) align 16 %0) unnamed_addr #2 {
  %2 = load x86_fp80, ptr %0, align 16, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load x86_fp80, ptr %3, align 16, !tbaa !5
  %5 = fadd x86_fp80 %2, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = load x86_fp80, ptr %6, align 16, !tbaa !5
  %8 = fadd x86_fp80 %5, %7
  %9 = getelementptr inbounds i8, ptr %0, i64 48
  %10 = load i8, ptr %9, align 16, !tbaa !21
  %11 = sitofp i8 %10 to x86_fp80
  %12 = fadd x86_fp80 %8, %11
  ret x86_fp80 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @mixed(x86_fp80 noundef %0) unnamed_addr #6 {
  %2 = fmul x86_fp80 %0, 0xK4000C000000000000000
  %3 = fadd x86_fp80 %2, 0xK3FFFC000000000000000
  %4 = fadd x86_fp80 %3, 0xKBFFD8000000000000000
  %5 = fadd x86_fp80 %4, 0xK3FDEDBE6FECEBDEDD5BF
  %6 = fadd x86_fp80 %5, 0xK3FFF8000000000000000
  %7 = fadd x86_fp80 %6, 0xK40008000000000000000
  %8 = fadd x86_fp80 %7, 0xK4000C000000000000000
  %9 = fadd x86_fp80 %8, 0xK40018000000000000000
  %10 = fadd x86_fp80 %9, 0xK4001A000000000000000
  %11 = fadd x86_fp80 %10, 0xK4001C000000000000000
  %12 = fadd x86_fp80 %11, 0xK405FE6CC545805085A23
  ret x86_fp80 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @ret_scalar(x86_fp80 noundef %0) unnamed_addr #6 {
  %2 = fmul x86_fp80 %0, 0xK4000C000000000000000
  %3 = fadd x86_fp80 %2, 0xKBFFF8000000000000000
  ret x86_fp80 %3
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { x86_fp80, x86_fp80 } @cl(ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %0) unnamed_addr #7 {
  %2 = load x86_fp80, ptr %0, align 16
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load x86_fp80, ptr %3, align 16
  %5 = fmul x86_fp80 %2, %2
  %6 = fmul x86_fp80 %4, %4
  %7 = fmul x86_fp80 %2, %4
  %8 = fsub x86_fp80 %5, %6
  %9 = fadd x86_fp80 %7, %7
  %10 = fcmp uno x86_fp80 %8, 0xK00000000000000000000
  br i1 %10, label %11, label %17, !prof !27

11:                                               ; preds = %1
  %12 = fcmp uno x86_fp80 %9, 0xK00000000000000000000
  br i1 %12, label %13, label %17, !prof !27

13:                                               ; preds = %11
  %14 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %2, x86_fp80 noundef %4, x86_fp80 noundef %2, x86_fp80 noundef %4) #8
  %15 = extractvalue { x86_fp80, x86_fp80 } %14, 0
  %16 = extractvalue { x86_fp80, x86_fp80 } %14, 1
  br label %17

17:                                               ; preds = %13, %11, %1
  %18 = phi x86_fp80 [ %8, %1 ], [ %8, %11 ], [ %15, %13 ]
  %19 = phi x86_fp80 [ %9, %1 ], [ %9, %11 ], [ %16, %13 ]
  %20 = insertvalue { x86_fp80, x86_fp80 } poison, x86_fp80 %18, 0
  %21 = insertvalue { x86_fp80, x86_fp80 } %20, x86_fp80 %19, 1
  ret { x86_fp80, x86_fp80 } %21
}

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80) local_unnamed_addr

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"", !6, i64 0}
!11 = !{i64 0, i64 16, !5, i64 16, i64 4, !12}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = !{!15, !6, i64 0}
!15 = !{!"", !6, i64 0, !6, i64 16}
!16 = !{!15, !6, i64 16}
!17 = !{!18, !19, i64 0}
!18 = !{!"", !19, i64 0, !6, i64 16}
!19 = !{!"float", !7, i64 0}
!20 = !{!18, !6, i64 16}
!21 = !{!7, !7, i64 0}
!22 = !{!23, !6, i64 0}
!23 = !{!"", !6, i64 0, !13, i64 16}
!24 = !{!23, !13, i64 16}
!25 = !{i64 0, i64 4, !26, i64 16, i64 16, !5}
!26 = !{!19, !19, i64 0}
!27 = !{!"branch_weights", i32 1, i32 1048575}
