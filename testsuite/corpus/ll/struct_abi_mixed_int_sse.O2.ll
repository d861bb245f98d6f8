; ModuleID = 'programs/struct_abi_mixed_int_sse.c'
source_filename = "programs/struct_abi_mixed_int_sse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.fccf = type { float, i8, i8, float }
%struct.ld_ = type { i64, double }
%struct.dl = type { double, i64 }
%struct.ifd = type { i32, float, double }

@.str = private unnamed_addr constant [41 x i8] c"a={%d,%a} b={%a,%d} c={%a,%d} d={%d,%a}\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"e={%d,%a,%d} f={%a,%d,%d,%a}\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"g={%ld,%a} h={%a,%ld} i={%d,%a,%a}\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"all=%a sizes %zu %zu %zu %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.fccf, align 8
  %3 = alloca %struct.ld_, align 8
  %4 = alloca %struct.dl, align 8
  %5 = alloca %struct.ifd, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 3, ptr %1, align 4, !tbaa !5
  %6 = load volatile i32, ptr %1, align 4, !tbaa !5
  %7 = tail call fastcc i64 @f_if(i32 noundef %6)
  %8 = trunc i64 %7 to i32
  %9 = lshr i64 %7, 32
  %10 = trunc nuw i64 %9 to i32
  %11 = bitcast i32 %10 to float
  %12 = load volatile i32, ptr %1, align 4, !tbaa !5
  %13 = tail call fastcc i32 @f_di(i32 noundef %12)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #5
  store i64 132464309698560, ptr %2, align 8
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  store float 1.500000e+00, ptr %14, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #5
  store i64 1099511627771, ptr %3, align 8
  %15 = getelementptr inbounds i8, ptr %3, i64 8
  store double 3.000000e+00, ptr %15, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #5
  store double 9.875000e+00, ptr %4, align 8
  %16 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 -21, ptr %16, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #5
  %17 = tail call fastcc i64 @f_ifd(i64 %7)
  store i64 %17, ptr %5, align 8
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  store double 2.000000e+00, ptr %18, align 8
  %19 = fpext float %11 to double
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, double noundef %19, double noundef 8.000000e+00, i32 noundef 90, double noundef 0x412E848100000000, i32 noundef %13, i32 noundef 123, double noundef -6.500000e+00)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 98, double noundef 2.500000e+00, i32 noundef -3702, double noundef -2.500000e+00, i32 noundef 121, i32 noundef 120, double noundef 1.500000e+00)
  %22 = trunc i64 %17 to i32
  %23 = lshr i64 %17, 32
  %24 = trunc nuw i64 %23 to i32
  %25 = bitcast i32 %24 to float
  %26 = fpext float %25 to double
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 1099511627771, double noundef 3.000000e+00, double noundef 9.875000e+00, i64 noundef -21, i32 noundef %22, double noundef %26, double noundef 2.000000e+00)
  %28 = tail call fastcc double @all(i64 %7, i32 %13, ptr noundef nonnull byval(%struct.fccf) align 8 %2, ptr noundef nonnull byval(%struct.ld_) align 8 %3, ptr noundef nonnull byval(%struct.dl) align 8 %4, ptr noundef nonnull byval(%struct.ifd) align 8 %5)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %28, i64 noundef 8, i64 noundef 12, i64 noundef 12, i64 noundef 16)
  %30 = fptosi double %28 to i64
  %31 = trunc i64 %30 to i32
  %32 = and i32 %31, 127
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f_if(i32 noundef %0) unnamed_addr #2 {
  %2 = add nsw i32 %0, 10
  %3 = sitofp i32 %0 to float
  %4 = fmul float %3, 2.500000e+00
  %5 = bitcast float %4 to i32
  %6 = zext i32 %5 to i64
  %7 = shl nuw i64 %6, 32
  %8 = zext i32 %2 to i64
  %9 = or disjoint i64 %7, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @f_di(i32 noundef %0) unnamed_addr #2 {
  %2 = sub nsw i32 100, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f_ifd(i64 %0) unnamed_addr #2 {
  %2 = lshr i64 %0, 32
  %3 = trunc nuw i64 %2 to i32
  %4 = bitcast i32 %3 to float
  %5 = add i64 %0, 91
  %6 = fadd float %4, 8.000000e+00
  %7 = fadd float %6, 1.000000e+00
  %8 = bitcast float %7 to i32
  %9 = zext i32 %8 to i64
  %10 = shl nuw i64 %9, 32
  %11 = and i64 %5, 4294967295
  %12 = or disjoint i64 %10, %11
  ret i64 %12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @all(i64 %0, i32 %1, ptr nocapture noundef readonly byval(%struct.fccf) align 8 %2, ptr nocapture noundef readonly byval(%struct.ld_) align 8 %3, ptr nocapture noundef readonly byval(%struct.dl) align 8 %4, ptr nocapture noundef readonly byval(%struct.ifd) align 8 %5) unnamed_addr #4 {
  %7 = trunc i64 %0 to i32
  %8 = lshr i64 %0, 32
  %9 = trunc nuw i64 %8 to i32
  %10 = bitcast i32 %9 to float
  %11 = sitofp i32 %7 to float
  %12 = fadd float %11, %10
  %13 = fadd float %12, 8.000000e+00
  %14 = fadd float %13, 9.000000e+01
  %15 = fpext float %14 to double
  %16 = fadd double %15, 0x412E848100000000
  %17 = sitofp i32 %1 to double
  %18 = fadd double %16, %17
  %19 = fadd double %18, 1.230000e+02
  %20 = fadd double %19, -6.500000e+00
  %21 = fadd double %20, 9.800000e+01
  %22 = fadd double %21, 2.500000e+00
  %23 = fadd double %22, -3.702000e+03
  %24 = load float, ptr %2, align 8, !tbaa !9
  %25 = fpext float %24 to double
  %26 = fadd double %23, %25
  %27 = getelementptr inbounds i8, ptr %2, i64 4
  %28 = load i8, ptr %27, align 4, !tbaa !12
  %29 = sitofp i8 %28 to double
  %30 = fadd double %26, %29
  %31 = getelementptr inbounds i8, ptr %2, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !13
  %33 = sitofp i8 %32 to double
  %34 = fadd double %30, %33
  %35 = getelementptr inbounds i8, ptr %2, i64 8
  %36 = load float, ptr %35, align 8, !tbaa !14
  %37 = fpext float %36 to double
  %38 = fadd double %34, %37
  %39 = load i64, ptr %3, align 8, !tbaa !15
  %40 = sitofp i64 %39 to double
  %41 = fadd double %38, %40
  %42 = getelementptr inbounds i8, ptr %3, i64 8
  %43 = load double, ptr %42, align 8, !tbaa !19
  %44 = fadd double %43, %41
  %45 = load double, ptr %4, align 8, !tbaa !20
  %46 = fadd double %45, %44
  %47 = getelementptr inbounds i8, ptr %4, i64 8
  %48 = load i64, ptr %47, align 8, !tbaa !22
  %49 = sitofp i64 %48 to double
  %50 = fadd double %46, %49
  %51 = load i32, ptr %5, align 8, !tbaa !23
  %52 = sitofp i32 %51 to double
  %53 = fadd double %50, %52
  %54 = getelementptr inbounds i8, ptr %5, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !25
  %56 = fpext float %55 to double
  %57 = fadd double %53, %56
  %58 = getelementptr inbounds i8, ptr %5, i64 8
  %59 = load double, ptr %58, align 8, !tbaa !26
  %60 = fadd double %59, %57
  %61 = fadd double %60, 1.000000e-03
  %62 = fadd double %61, -9.900000e+01
  ret double %62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"", !11, i64 0, !7, i64 4, !7, i64 5, !11, i64 8}
!11 = !{!"float", !7, i64 0}
!12 = !{!10, !7, i64 4}
!13 = !{!10, !7, i64 5}
!14 = !{!10, !11, i64 8}
!15 = !{!16, !17, i64 0}
!16 = !{!"", !17, i64 0, !18, i64 8}
!17 = !{!"long", !7, i64 0}
!18 = !{!"double", !7, i64 0}
!19 = !{!16, !18, i64 8}
!20 = !{!21, !18, i64 0}
!21 = !{!"", !18, i64 0, !17, i64 8}
!22 = !{!21, !17, i64 8}
!23 = !{!24, !6, i64 0}
!24 = !{!"", !6, i64 0, !11, i64 4, !18, i64 8}
!25 = !{!24, !11, i64 4}
!26 = !{!24, !18, i64 8}
