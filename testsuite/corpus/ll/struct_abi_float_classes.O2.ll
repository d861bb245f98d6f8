; ModuleID = 'programs/struct_abi_float_classes.c'
source_filename = "programs/struct_abi_float_classes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.f4 = type { float, float, float, float }
%struct.d2 = type { double, double }
%struct.fd = type { float, double }
%struct.df = type { double, float }
%struct.fad = type { [2 x float], double }

@.str = private unnamed_addr constant [40 x i8] c"b=(%a,%a) c=(%a,%a,%a) d=(%a,%a,%a,%a)\0A\00", align 1
@.str.1 = private unnamed_addr constant [44 x i8] c"f=(%a,%a) g=(%a,%a) h=(%a,%a) i=(%a,%a,%a)\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"many=%a with_ints=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"sizes %zu %zu %zu %zu %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca float, align 4
  %2 = alloca %struct.f4, align 8
  %3 = alloca %struct.d2, align 8
  %4 = alloca %struct.fd, align 8
  %5 = alloca %struct.df, align 8
  %6 = alloca %struct.fad, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile float 1.500000e+00, ptr %1, align 4, !tbaa !5
  %7 = load volatile float, ptr %1, align 4, !tbaa !5
  %8 = load volatile float, ptr %1, align 4, !tbaa !5
  %9 = insertelement <2 x float> poison, float %8, i64 0
  %10 = load volatile float, ptr %1, align 4, !tbaa !5
  %11 = fmul float %10, 2.000000e+00
  %12 = insertelement <2 x float> %9, float %11, i64 1
  %13 = tail call fastcc <2 x float> @f2_scale(<2 x float> %12)
  %14 = load volatile float, ptr %1, align 4, !tbaa !5
  %15 = tail call fastcc { <2 x float>, float } @f3_rot(float %14)
  %16 = extractvalue { <2 x float>, float } %15, 0
  %17 = extractvalue { <2 x float>, float } %15, 1
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6
  %18 = load volatile float, ptr %1, align 4, !tbaa !5
  %19 = insertelement <2 x float> poison, float %18, i64 0
  %20 = load volatile float, ptr %1, align 4, !tbaa !5
  %21 = insertelement <2 x float> %19, float %20, i64 1
  %22 = load volatile float, ptr %1, align 4, !tbaa !5
  %23 = fneg float %22
  %24 = insertelement <2 x float> <float poison, float 2.500000e-01>, float %23, i64 0
  %25 = tail call fastcc { <2 x float>, <2 x float> } @f4_add(<2 x float> %21, <2 x float> %24)
  %26 = extractvalue { <2 x float>, <2 x float> } %25, 0
  store <2 x float> %26, ptr %2, align 8
  %27 = getelementptr inbounds i8, ptr %2, i64 8
  %28 = extractvalue { <2 x float>, <2 x float> } %25, 1
  store <2 x float> %28, ptr %27, align 8
  %29 = load volatile float, ptr %1, align 4, !tbaa !5
  %30 = fpext float %29 to double
  %31 = fmul double %30, 1.000000e+10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #6
  %32 = load volatile float, ptr %1, align 4, !tbaa !5
  %33 = fpext float %32 to double
  %34 = tail call fastcc { double, double } @d2_cross(double %33)
  %35 = extractvalue { double, double } %34, 0
  store double %35, ptr %3, align 8
  %36 = getelementptr inbounds i8, ptr %3, i64 8
  %37 = extractvalue { double, double } %34, 1
  store double %37, ptr %36, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #6
  %38 = load volatile float, ptr %1, align 4, !tbaa !5
  %39 = tail call fastcc float @fd_mix(float %38)
  store float %39, ptr %4, align 8
  %40 = getelementptr inbounds i8, ptr %4, i64 8
  store double 0x3F7EB851EB851EB8, ptr %40, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #6
  store double 9.700000e+01, ptr %5, align 8
  %41 = getelementptr inbounds i8, ptr %5, i64 8
  store float 2.500000e-01, ptr %41, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #6
  %42 = tail call fastcc { <2 x float>, double } @fad_step(<2 x float> <float 1.000000e+00, float 1.000000e+00>, double 8.100000e+01)
  %43 = extractvalue { <2 x float>, double } %42, 0
  %44 = extractvalue { <2 x float>, double } %42, 1
  %45 = tail call fastcc { <2 x float>, double } @fad_step(<2 x float> %43, double %44)
  %46 = extractvalue { <2 x float>, double } %45, 0
  store <2 x float> %46, ptr %6, align 8
  %47 = getelementptr inbounds i8, ptr %6, i64 8
  %48 = extractvalue { <2 x float>, double } %45, 1
  store double %48, ptr %47, align 8
  %49 = extractelement <2 x float> %13, i64 0
  %50 = fpext float %49 to double
  %51 = extractelement <2 x float> %13, i64 1
  %52 = fpext float %51 to double
  %53 = extractelement <2 x float> %16, i64 0
  %54 = fpext float %53 to double
  %55 = extractelement <2 x float> %16, i64 1
  %56 = fpext float %55 to double
  %57 = fpext float %17 to double
  %58 = extractelement <2 x float> %26, i64 0
  %59 = fpext float %58 to double
  %60 = extractelement <2 x float> %26, i64 1
  %61 = fpext float %60 to double
  %62 = extractelement <2 x float> %28, i64 0
  %63 = fpext float %62 to double
  %64 = extractelement <2 x float> %28, i64 1
  %65 = fpext float %64 to double
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %50, double noundef %52, double noundef %54, double noundef %56, double noundef %57, double noundef %59, double noundef %61, double noundef %63, double noundef %65)
  %67 = fpext float %39 to double
  %68 = extractelement <2 x float> %46, i64 0
  %69 = fpext float %68 to double
  %70 = extractelement <2 x float> %46, i64 1
  %71 = fpext float %70 to double
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %35, double noundef %37, double noundef %67, double noundef 0x3F7EB851EB851EB8, double noundef 9.700000e+01, double noundef 2.500000e-01, double noundef %69, double noundef %71, double noundef %48)
  %73 = tail call fastcc double @many(float %7, <2 x float> %13, <2 x float> %16, float %17, <2 x float> %26, <2 x float> %28, double %31, ptr noundef nonnull byval(%struct.d2) align 8 %3, ptr noundef nonnull byval(%struct.fd) align 8 %4, ptr noundef nonnull byval(%struct.df) align 8 %5, ptr noundef nonnull byval(%struct.fad) align 8 %6, <2 x float> %13, ptr noundef nonnull byval(%struct.d2) align 8 %3, ptr noundef nonnull byval(%struct.f4) align 8 %2)
  %74 = tail call fastcc double @with_ints(<2 x float> %13, double %37, <2 x float> %28)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %73, double noundef %74)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 12, i64 noundef 16, i64 noundef 16, i64 noundef 16, i64 noundef 16)
  %77 = fptosi double %73 to i64
  %78 = trunc i64 %77 to i32
  %79 = and i32 %78, 127
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %79
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc <2 x float> @f2_scale(<2 x float> %0) unnamed_addr #2 {
  %2 = extractelement <2 x float> %0, i64 0
  %3 = fmul float %2, 3.000000e+00
  %4 = insertelement <2 x float> poison, float %3, i64 0
  %5 = extractelement <2 x float> %0, i64 1
  %6 = fadd float %5, -3.000000e+00
  %7 = insertelement <2 x float> %4, float %6, i64 1
  ret <2 x float> %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, float } @f3_rot(float %0) unnamed_addr #2 {
  %2 = insertelement <2 x float> <float 2.000000e+00, float poison>, float %0, i64 1
  %3 = insertvalue { <2 x float>, float } poison, <2 x float> %2, 0
  %4 = insertvalue { <2 x float>, float } %3, float 1.000000e+00, 1
  ret { <2 x float>, float } %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, <2 x float> } @f4_add(<2 x float> %0, <2 x float> %1) unnamed_addr #2 {
  %3 = shufflevector <2 x float> %0, <2 x float> %1, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %4 = fadd <4 x float> %3, <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %6 = shufflevector <4 x float> %4, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %7 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %5, 0
  %8 = insertvalue { <2 x float>, <2 x float> } %7, <2 x float> %6, 1
  ret { <2 x float>, <2 x float> } %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double } @d2_cross(double %0) unnamed_addr #3 {
  %2 = insertelement <2 x double> poison, double %0, i64 0
  %3 = shufflevector <2 x double> %2, <2 x double> poison, <2 x i32> zeroinitializer
  %4 = fmul <2 x double> %3, <double 2.500000e+00, double 1.250000e+00>
  %5 = fadd <2 x double> %4, <double 5.000000e+00, double -1.000000e+01>
  %6 = extractelement <2 x double> %5, i64 0
  %7 = insertvalue { double, double } poison, double %6, 0
  %8 = extractelement <2 x double> %5, i64 1
  %9 = insertvalue { double, double } %7, double %8, 1
  ret { double, double } %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @fd_mix(float %0) unnamed_addr #3 {
  %2 = fadd float %0, 5.000000e-01
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, double } @fad_step(<2 x float> %0, double %1) unnamed_addr #2 {
  %3 = extractelement <2 x float> %0, i64 0
  %4 = fadd float %3, 1.000000e+00
  %5 = insertelement <2 x float> poison, float %4, i64 0
  %6 = extractelement <2 x float> %0, i64 1
  %7 = fmul float %6, 2.000000e+00
  %8 = insertelement <2 x float> %5, float %7, i64 1
  %9 = fdiv double %1, 3.000000e+00
  %10 = insertvalue { <2 x float>, double } poison, <2 x float> %8, 0
  %11 = insertvalue { <2 x float>, double } %10, double %9, 1
  ret { <2 x float>, double } %11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @many(float %0, <2 x float> %1, <2 x float> %2, float %3, <2 x float> %4, <2 x float> %5, double %6, ptr nocapture noundef readonly byval(%struct.d2) align 8 %7, ptr nocapture noundef readonly byval(%struct.fd) align 8 %8, ptr nocapture noundef readonly byval(%struct.df) align 8 %9, ptr nocapture noundef readonly byval(%struct.fad) align 8 %10, <2 x float> %11, ptr nocapture noundef readonly byval(%struct.d2) align 8 %12, ptr nocapture noundef readonly byval(%struct.f4) align 8 %13) unnamed_addr #5 {
  %15 = extractelement <2 x float> %1, i64 0
  %16 = fadd float %15, %0
  %17 = extractelement <2 x float> %1, i64 1
  %18 = fadd float %17, %16
  %19 = extractelement <2 x float> %2, i64 0
  %20 = fadd float %19, %18
  %21 = extractelement <2 x float> %2, i64 1
  %22 = fadd float %21, %20
  %23 = fadd float %22, %3
  %24 = extractelement <2 x float> %4, i64 0
  %25 = fadd float %24, %23
  %26 = extractelement <2 x float> %4, i64 1
  %27 = fadd float %26, %25
  %28 = extractelement <2 x float> %5, i64 0
  %29 = fadd float %28, %27
  %30 = extractelement <2 x float> %5, i64 1
  %31 = fadd float %30, %29
  %32 = fpext float %31 to double
  %33 = fadd double %32, %6
  %34 = load double, ptr %7, align 8, !tbaa !9
  %35 = fadd double %33, %34
  %36 = getelementptr inbounds i8, ptr %7, i64 8
  %37 = load double, ptr %36, align 8, !tbaa !12
  %38 = fadd double %35, %37
  %39 = load float, ptr %8, align 8, !tbaa !13
  %40 = fpext float %39 to double
  %41 = fadd double %38, %40
  %42 = getelementptr inbounds i8, ptr %8, i64 8
  %43 = load double, ptr %42, align 8, !tbaa !15
  %44 = fadd double %43, %41
  %45 = load double, ptr %9, align 8, !tbaa !16
  %46 = fadd double %45, %44
  %47 = getelementptr inbounds i8, ptr %9, i64 8
  %48 = load float, ptr %47, align 8, !tbaa !18
  %49 = fpext float %48 to double
  %50 = fadd double %46, %49
  %51 = load float, ptr %10, align 8, !tbaa !5
  %52 = fpext float %51 to double
  %53 = fadd double %50, %52
  %54 = getelementptr inbounds i8, ptr %10, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fpext float %55 to double
  %57 = fadd double %53, %56
  %58 = getelementptr inbounds i8, ptr %10, i64 8
  %59 = load double, ptr %58, align 8, !tbaa !19
  %60 = fadd double %59, %57
  %61 = shufflevector <2 x float> %11, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %62 = fmul <2 x float> %61, %11
  %63 = extractelement <2 x float> %62, i64 0
  %64 = fpext float %63 to double
  %65 = fadd double %60, %64
  %66 = load double, ptr %12, align 8, !tbaa !9
  %67 = fadd double %66, %65
  %68 = getelementptr inbounds i8, ptr %12, i64 8
  %69 = load double, ptr %68, align 8, !tbaa !12
  %70 = fsub double %67, %69
  %71 = getelementptr inbounds i8, ptr %13, i64 12
  %72 = load float, ptr %71, align 4, !tbaa !21
  %73 = fpext float %72 to double
  %74 = fadd double %70, %73
  ret double %74
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @with_ints(<2 x float> %0, double %1, <2 x float> %2) unnamed_addr #2 {
  %4 = extractelement <2 x float> %0, i64 0
  %5 = fadd float %4, 3.000000e+00
  %6 = fpext float %5 to double
  %7 = fadd double %6, -4.000000e+01
  %8 = fadd double %7, %1
  %9 = fadd double %8, 6.500000e+01
  %10 = extractelement <2 x float> %2, i64 0
  %11 = fpext float %10 to double
  %12 = fadd double %9, %11
  ret double %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"", !11, i64 0, !11, i64 8}
!11 = !{!"double", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = !{!14, !6, i64 0}
!14 = !{!"", !6, i64 0, !11, i64 8}
!15 = !{!14, !11, i64 8}
!16 = !{!17, !11, i64 0}
!17 = !{!"", !11, i64 0, !6, i64 8}
!18 = !{!17, !6, i64 8}
!19 = !{!20, !11, i64 8}
!20 = !{!"", !7, i64 0, !11, i64 8}
!21 = !{!22, !6, i64 12}
!22 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12}
