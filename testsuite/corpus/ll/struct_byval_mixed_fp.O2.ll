; ModuleID = 'programs/struct_byval_mixed_fp.c'
source_filename = "programs/struct_byval_mixed_fp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.F5 = type { float, float, float, float, float }
%struct.D3 = type { double, double, double }
%struct.D4 = type { double, double, double, double }
%struct.LD1 = type { x86_fp80 }
%struct.LDI = type { x86_fp80, i32 }
%struct.IFD = type { i32, float, double }
%struct.D2 = type { double, double }
%struct.F3 = type { float, float, float }

@.str = private unnamed_addr constant [7 x i8] c"F1 %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"F2 %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"F3 %g %g %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"F4 %g %g %g %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"F5 %g %g %g %g %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"D1 %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"D2 %g %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"D3 %g %g %g\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"D4 %g %g %g %g\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"FI %g %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"IFD %d %g %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"DI %g %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"CD %c %g\0A\00", align 1
@.str.13 = private unnamed_addr constant [18 x i8] c"FCSD %g %c %d %g\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"LD1 %.20Lg\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"LDI %Lg %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [14 x i8] c"FAD %g %g %g\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"NESTF %g %g %g\0A\00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"DF %g %g\0A\00", align 1
@.str.19 = private unnamed_addr constant [10 x i8] c"CZ %g %g\0A\00", align 1
@.str.20 = private unnamed_addr constant [9 x i8] c"many %g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.F5, align 4
  %2 = alloca %struct.F5, align 16
  %3 = alloca %struct.D3, align 8
  %4 = alloca %struct.D3, align 16
  %5 = alloca %struct.D4, align 8
  %6 = alloca %struct.D4, align 16
  %7 = alloca %struct.LD1, align 16
  %8 = alloca %struct.LDI, align 16
  %9 = alloca %struct.LDI, align 16
  %10 = alloca %struct.IFD, align 8
  %11 = alloca %struct.D2, align 16
  %12 = alloca %struct.F3, align 8
  %13 = alloca %struct.D4, align 16
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 3.000000e+00)
  %15 = tail call fastcc <2 x float> @f2()
  %16 = extractelement <2 x float> %15, i64 0
  %17 = fpext float %16 to double
  %18 = extractelement <2 x float> %15, i64 1
  %19 = fpext float %18 to double
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %17, double noundef %19)
  %21 = tail call fastcc { <2 x float>, float } @f3()
  %22 = extractvalue { <2 x float>, float } %21, 0
  %23 = extractvalue { <2 x float>, float } %21, 1
  %24 = extractelement <2 x float> %22, i64 0
  %25 = fpext float %24 to double
  %26 = extractelement <2 x float> %22, i64 1
  %27 = fpext float %26 to double
  %28 = fpext float %23 to double
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %25, double noundef %27, double noundef %28)
  %30 = tail call fastcc { <2 x float>, <2 x float> } @f4()
  %31 = extractvalue { <2 x float>, <2 x float> } %30, 0
  %32 = extractvalue { <2 x float>, <2 x float> } %30, 1
  %33 = extractelement <2 x float> %31, i64 0
  %34 = fpext float %33 to double
  %35 = extractelement <2 x float> %31, i64 1
  %36 = fpext float %35 to double
  %37 = extractelement <2 x float> %32, i64 0
  %38 = fpext float %37 to double
  %39 = extractelement <2 x float> %32, i64 1
  %40 = fpext float %39 to double
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %34, double noundef %36, double noundef %38, double noundef %40)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #7
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %2, align 16, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %2, i64 16
  store float 5.000000e+00, ptr %42, align 16, !tbaa !9
  call fastcc void @f5(ptr dead_on_unwind nonnull writable sret(%struct.F5) align 4 %1, ptr noundef nonnull byval(%struct.F5) align 8 %2)
  %43 = load float, ptr %1, align 4, !tbaa !11
  %44 = fpext float %43 to double
  %45 = getelementptr inbounds i8, ptr %1, i64 4
  %46 = load float, ptr %45, align 4, !tbaa !12
  %47 = fpext float %46 to double
  %48 = getelementptr inbounds i8, ptr %1, i64 8
  %49 = load float, ptr %48, align 4, !tbaa !13
  %50 = fpext float %49 to double
  %51 = getelementptr inbounds i8, ptr %1, i64 12
  %52 = load float, ptr %51, align 4, !tbaa !14
  %53 = fpext float %52 to double
  %54 = getelementptr inbounds i8, ptr %1, i64 16
  %55 = load float, ptr %54, align 4, !tbaa !9
  %56 = fpext float %55 to double
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %44, double noundef %47, double noundef %50, double noundef %53, double noundef %56)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -2.250000e+00)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 2.100000e+01, double noundef 6.250000e-01)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %4, align 16, !tbaa !15
  %60 = getelementptr inbounds i8, ptr %4, i64 16
  store double 3.000000e+00, ptr %60, align 16, !tbaa !17
  call fastcc void @d3(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %3, ptr noundef nonnull byval(%struct.D3) align 8 %4)
  %61 = load double, ptr %3, align 8, !tbaa !19
  %62 = getelementptr inbounds i8, ptr %3, i64 8
  %63 = load double, ptr %62, align 8, !tbaa !20
  %64 = getelementptr inbounds i8, ptr %3, i64 16
  %65 = load double, ptr %64, align 8, !tbaa !17
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %61, double noundef %63, double noundef %65)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #7
  store <2 x double> <double 1.000000e+00, double 1.000000e+01>, ptr %6, align 16, !tbaa !15
  %67 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 1.000000e+02, double 1.000000e+03>, ptr %67, align 16, !tbaa !15
  call fastcc void @d4(ptr dead_on_unwind nonnull writable sret(%struct.D4) align 8 %5, ptr noundef nonnull byval(%struct.D4) align 8 %6)
  %68 = load double, ptr %5, align 8, !tbaa !21
  %69 = getelementptr inbounds i8, ptr %5, i64 8
  %70 = load double, ptr %69, align 8, !tbaa !23
  %71 = getelementptr inbounds i8, ptr %5, i64 16
  %72 = load double, ptr %71, align 8, !tbaa !24
  %73 = getelementptr inbounds i8, ptr %5, i64 24
  %74 = load double, ptr %73, align 8, !tbaa !25
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %68, double noundef %70, double noundef %72, double noundef %74)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef -9.000000e+00, i32 noundef 3)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 12, double noundef 1.750000e+00, double noundef 3.000000e+00)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 1.005000e+02, i32 noundef 99)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 98, double noundef 4.500000e+01)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 3.000000e+00, i32 noundef 113, i32 noundef 1012, double noundef -8.000000e+00)
  store x86_fp80 0xK3FFF8000000000000000, ptr %7, align 16, !tbaa !26
  %81 = tail call fastcc x86_fp80 @ld1(ptr noundef nonnull byval(%struct.LD1) align 16 %7)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, x86_fp80 noundef %81)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #7
  store x86_fp80 0xK4000A000000000000000, ptr %9, align 16, !tbaa !29
  %83 = getelementptr inbounds i8, ptr %9, i64 16
  store i32 4, ptr %83, align 16, !tbaa !32
  call fastcc void @ldi(ptr dead_on_unwind nonnull writable sret(%struct.LDI) align 16 %8, ptr noundef nonnull byval(%struct.LDI) align 16 %9)
  %84 = load x86_fp80, ptr %8, align 16, !tbaa !29
  %85 = getelementptr inbounds i8, ptr %8, i64 16
  %86 = load i32, ptr %85, align 16, !tbaa !32
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, x86_fp80 noundef %84, i32 noundef %86)
  %88 = tail call fastcc { <2 x float>, double } @fad()
  %89 = extractvalue { <2 x float>, double } %88, 0
  %90 = extractvalue { <2 x float>, double } %88, 1
  %91 = extractelement <2 x float> %89, i64 0
  %92 = fpext float %91 to double
  %93 = extractelement <2 x float> %89, i64 1
  %94 = fpext float %93 to double
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %92, double noundef %94, double noundef %90)
  %96 = tail call fastcc { <2 x float>, float } @nestf()
  %97 = extractvalue { <2 x float>, float } %96, 0
  %98 = extractvalue { <2 x float>, float } %96, 1
  %99 = extractelement <2 x float> %97, i64 0
  %100 = fpext float %99 to double
  %101 = extractelement <2 x float> %97, i64 1
  %102 = fpext float %101 to double
  %103 = fpext float %98 to double
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %100, double noundef %102, double noundef %103)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 2.250000e+00, double noundef 9.500000e+00)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef -3.000000e+00, double noundef 4.000000e+00)
  store i32 16, ptr %10, align 8, !tbaa !33
  %107 = getelementptr inbounds i8, ptr %10, i64 4
  store float 1.700000e+01, ptr %107, align 4, !tbaa !35
  %108 = getelementptr inbounds i8, ptr %10, i64 8
  store double 1.800000e+01, ptr %108, align 8, !tbaa !36
  store <2 x double> <double 1.900000e+01, double 2.000000e+01>, ptr %11, align 16, !tbaa !15
  store <2 x float> <float 2.100000e+01, float 2.200000e+01>, ptr %12, align 8, !tbaa !5
  %109 = getelementptr inbounds i8, ptr %12, i64 8
  store float 2.300000e+01, ptr %109, align 8, !tbaa !37
  store <2 x double> <double 2.500000e+01, double 2.600000e+01>, ptr %13, align 16, !tbaa !15
  %110 = getelementptr inbounds i8, ptr %13, i64 16
  store <2 x double> <double 2.700000e+01, double 2.800000e+01>, ptr %110, align 16, !tbaa !15
  %111 = tail call fastcc double @many(ptr noundef nonnull byval(%struct.IFD) align 8 %10, ptr noundef nonnull byval(%struct.D2) align 8 %11, ptr noundef nonnull byval(%struct.F3) align 8 %12, ptr noundef nonnull byval(%struct.D4) align 8 %13)
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef %111)
  %113 = fptosi double %111 to i32
  %114 = srem i32 %113, 256
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #7
  ret i32 %114
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <2 x float> @f2() unnamed_addr #3 {
  ret <2 x float> <float 2.000000e+00, float 2.000000e+00>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, float } @f3() unnamed_addr #3 {
  ret { <2 x float>, float } { <2 x float> <float 3.500000e+00, float 2.500000e+00>, float 3.750000e+00 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, <2 x float> } @f4() unnamed_addr #3 {
  ret { <2 x float>, <2 x float> } { <2 x float> <float 4.000000e+00, float 3.000000e+00>, <2 x float> <float 2.000000e+00, float 0.000000e+00> }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @f5(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.F5) align 4 %0, ptr nocapture noundef readonly byval(%struct.F5) align 8 %1) unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load <4 x float>, ptr %3, align 4, !tbaa !5
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x float> %5, ptr %0, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load float, ptr %1, align 8, !tbaa !11
  %8 = extractelement <4 x float> %4, i64 3
  %9 = fadd float %8, %7
  store float %9, ptr %6, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @d3(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.D3) align 8 %0, ptr nocapture noundef readonly byval(%struct.D3) align 8 %1) unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load double, ptr %3, align 8, !tbaa !17
  store double %4, ptr %0, align 8, !tbaa !19
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load <2 x double>, ptr %1, align 8, !tbaa !15
  store <2 x double> %6, ptr %5, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @d4(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.D4) align 8 %0, ptr nocapture noundef readonly byval(%struct.D4) align 8 %1) unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load <2 x double>, ptr %1, align 8, !tbaa !15
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load <2 x double>, ptr %3, align 8, !tbaa !15
  %8 = shufflevector <2 x double> %5, <2 x double> %7, <2 x i32> <i32 0, i32 2>
  %9 = fadd <2 x double> %4, %8
  store <2 x double> %9, ptr %0, align 8, !tbaa !15
  %10 = shufflevector <2 x double> %5, <2 x double> %7, <2 x i32> <i32 3, i32 1>
  %11 = fadd <2 x double> %10, %7
  store <2 x double> %11, ptr %6, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc x86_fp80 @ld1(ptr nocapture noundef readonly byval(%struct.LD1) align 16 %0) unnamed_addr #5 {
  %2 = load x86_fp80, ptr %0, align 16, !tbaa !26
  %3 = fdiv x86_fp80 %2, 0xK4000C000000000000000
  ret x86_fp80 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @ldi(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.LDI) align 16 %0, ptr nocapture noundef readonly byval(%struct.LDI) align 16 %1) unnamed_addr #4 {
  %3 = load x86_fp80, ptr %1, align 16, !tbaa !29
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i32, ptr %4, align 16, !tbaa !32
  %6 = sitofp i32 %5 to x86_fp80
  %7 = fmul x86_fp80 %3, %6
  store x86_fp80 %7, ptr %0, align 16, !tbaa !29
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = add nsw i32 %5, 1
  store i32 %9, ptr %8, align 16, !tbaa !32
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, double } @fad() unnamed_addr #3 {
  ret { <2 x float>, double } { <2 x float> <float 2.000000e+00, float 3.000000e+00>, double 1.000000e+00 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, float } @nestf() unnamed_addr #3 {
  ret { <2 x float>, float } { <2 x float> <float 3.000000e+00, float 1.000000e+00>, float 2.000000e+00 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @many(ptr nocapture noundef readonly byval(%struct.IFD) align 8 %0, ptr nocapture noundef readonly byval(%struct.D2) align 8 %1, ptr nocapture noundef readonly byval(%struct.F3) align 8 %2, ptr nocapture noundef readonly byval(%struct.D4) align 8 %3) unnamed_addr #6 {
  %5 = load i32, ptr %0, align 8, !tbaa !33
  %6 = sitofp i32 %5 to double
  %7 = fadd double %6, 9.900000e+01
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !35
  %10 = fpext float %9 to double
  %11 = fadd double %7, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load double, ptr %12, align 8, !tbaa !36
  %14 = fadd double %13, %11
  %15 = load double, ptr %1, align 8, !tbaa !39
  %16 = fadd double %15, %14
  %17 = getelementptr inbounds i8, ptr %1, i64 8
  %18 = load double, ptr %17, align 8, !tbaa !41
  %19 = fadd double %18, %16
  %20 = load float, ptr %2, align 8, !tbaa !42
  %21 = fpext float %20 to double
  %22 = fadd double %19, %21
  %23 = getelementptr inbounds i8, ptr %2, i64 8
  %24 = load float, ptr %23, align 8, !tbaa !37
  %25 = fpext float %24 to double
  %26 = fadd double %22, %25
  %27 = fadd double %26, 2.400000e+01
  %28 = load double, ptr %3, align 8, !tbaa !21
  %29 = fadd double %28, %27
  %30 = getelementptr inbounds i8, ptr %3, i64 24
  %31 = load double, ptr %30, align 8, !tbaa !25
  %32 = fadd double %31, %29
  ret double %32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!9 = !{!10, !6, i64 16}
!10 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16}
!11 = !{!10, !6, i64 0}
!12 = !{!10, !6, i64 4}
!13 = !{!10, !6, i64 8}
!14 = !{!10, !6, i64 12}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !7, i64 0}
!17 = !{!18, !16, i64 16}
!18 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16}
!19 = !{!18, !16, i64 0}
!20 = !{!18, !16, i64 8}
!21 = !{!22, !16, i64 0}
!22 = !{!"", !16, i64 0, !16, i64 8, !16, i64 16, !16, i64 24}
!23 = !{!22, !16, i64 8}
!24 = !{!22, !16, i64 16}
!25 = !{!22, !16, i64 24}
!26 = !{!27, !28, i64 0}
!27 = !{!"", !28, i64 0}
!28 = !{!"long double", !7, i64 0}
!29 = !{!30, !28, i64 0}
!30 = !{!"", !28, i64 0, !31, i64 16}
!31 = !{!"int", !7, i64 0}
!32 = !{!30, !31, i64 16}
!33 = !{!34, !31, i64 0}
!34 = !{!"", !31, i64 0, !6, i64 4, !16, i64 8}
!35 = !{!34, !6, i64 4}
!36 = !{!34, !16, i64 8}
!37 = !{!38, !6, i64 8}
!38 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8}
!39 = !{!40, !16, i64 0}
!40 = !{!"", !16, i64 0, !16, i64 8}
!41 = !{!40, !16, i64 8}
!42 = !{!38, !6, i64 0}
