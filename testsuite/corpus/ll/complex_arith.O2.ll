; ModuleID = 'programs/complex_arith.c'
source_filename = "programs/complex_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cs = type { { float, float }, { double, double } }

@.str = private unnamed_addr constant [4 x i8] c"a+b\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"a-b\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"a*b\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"a/b\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"conj\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"abs %.15g arg %.15g\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"float mul %g %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"float add5 %g %g\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"ld mul %Lg %Lg\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"rotate12 %.6f %.6f\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"struct %g %g %g %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"div by inf-ish\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"%s %.12g%+.12gi\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca { x86_fp80, x86_fp80 }, align 16
  %2 = alloca { x86_fp80, x86_fp80 }, align 16
  %3 = alloca %struct.cs, align 8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef 2.000000e+00)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef 2.000000e+00, double noundef -6.000000e+00)
  %6 = tail call fastcc { double, double } @muld(double noundef 1.500000e+00, double noundef -2.000000e+00, double noundef -5.000000e-01, double noundef 4.000000e+00)
  %7 = extractvalue { double, double } %6, 0
  %8 = extractvalue { double, double } %6, 1
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %7, double noundef %8)
  %10 = tail call fastcc { double, double } @divd(double noundef 1.500000e+00, double noundef -2.000000e+00, double noundef -5.000000e-01, double noundef 4.000000e+00)
  %11 = extractvalue { double, double } %10, 0
  %12 = extractvalue { double, double } %10, 1
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %11, double noundef %12)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef 1.500000e+00, double noundef 2.000000e+00)
  %15 = tail call double @cabs(double noundef 1.500000e+00, double noundef -2.000000e+00) #8
  %16 = tail call double @carg(double noundef 1.500000e+00, double noundef -2.000000e+00) #8
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %15, double noundef %16)
  %18 = tail call fastcc <2 x float> @mulf()
  %19 = extractelement <2 x float> %18, i64 0
  %20 = extractelement <2 x float> %18, i64 1
  %21 = fpext float %19 to double
  %22 = fpext float %20 to double
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %21, double noundef %22)
  %24 = tail call fastcc <2 x float> @addf()
  %25 = extractelement <2 x float> %24, i64 0
  %26 = extractelement <2 x float> %24, i64 1
  %27 = fpext float %25 to double
  %28 = fpext float %26 to double
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %27, double noundef %28)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8
  %30 = getelementptr inbounds i8, ptr %1, i64 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %1, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %30, align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  store x86_fp80 0xK3FFE8000000000000000, ptr %2, align 16
  store x86_fp80 0xKBFFD8000000000000000, ptr %31, align 16
  %32 = tail call fastcc { x86_fp80, x86_fp80 } @mull(ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %1, ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %2)
  %33 = extractvalue { x86_fp80, x86_fp80 } %32, 0
  %34 = extractvalue { x86_fp80, x86_fp80 } %32, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, x86_fp80 noundef %33, x86_fp80 noundef %34)
  %36 = tail call fastcc { double, double } @muld(double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF)
  %37 = extractvalue { double, double } %36, 0
  %38 = extractvalue { double, double } %36, 1
  %39 = tail call fastcc { double, double } @muld(double noundef %37, double noundef %38, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF)
  %40 = extractvalue { double, double } %39, 0
  %41 = extractvalue { double, double } %39, 1
  %42 = tail call fastcc { double, double } @muld(double noundef %40, double noundef %41, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF)
  %43 = extractvalue { double, double } %42, 0
  %44 = extractvalue { double, double } %42, 1
  %45 = tail call fastcc { double, double } @muld(double noundef %43, double noundef %44, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF)
  %46 = extractvalue { double, double } %45, 0
  %47 = extractvalue { double, double } %45, 1
  %48 = tail call fastcc { double, double } @muld(double noundef %46, double noundef %47, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF)
  %49 = extractvalue { double, double } %48, 0
  %50 = extractvalue { double, double } %48, 1
  %51 = tail call fastcc { double, double } @muld(double noundef %49, double noundef %50, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF)
  %52 = extractvalue { double, double } %51, 0
  %53 = extractvalue { double, double } %51, 1
  %54 = tail call fastcc { double, double } @muld(double noundef %52, double noundef %53, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF)
  %55 = extractvalue { double, double } %54, 0
  %56 = extractvalue { double, double } %54, 1
  %57 = tail call fastcc { double, double } @muld(double noundef %55, double noundef %56, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF)
  %58 = extractvalue { double, double } %57, 0
  %59 = extractvalue { double, double } %57, 1
  %60 = tail call fastcc { double, double } @muld(double noundef %58, double noundef %59, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF)
  %61 = extractvalue { double, double } %60, 0
  %62 = extractvalue { double, double } %60, 1
  %63 = tail call fastcc { double, double } @muld(double noundef %61, double noundef %62, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF)
  %64 = extractvalue { double, double } %63, 0
  %65 = extractvalue { double, double } %63, 1
  %66 = tail call fastcc { double, double } @muld(double noundef %64, double noundef %65, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF)
  %67 = extractvalue { double, double } %66, 0
  %68 = extractvalue { double, double } %66, 1
  %69 = tail call fastcc { double, double } @muld(double noundef %67, double noundef %68, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF)
  %70 = extractvalue { double, double } %69, 0
  %71 = extractvalue { double, double } %69, 1
  %72 = fadd double %70, 0.000000e+00
  %73 = tail call double @llvm.fabs.f64(double %71)
  %74 = fcmp olt double %73, 1.000000e-09
  %75 = select i1 %74, double 0.000000e+00, double %71
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %72, double noundef %75)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #8
  call fastcc void @mkcs(ptr dead_on_unwind nonnull writable sret(%struct.cs) align 8 %3)
  %77 = load float, ptr %3, align 8
  %78 = getelementptr inbounds i8, ptr %3, i64 4
  %79 = fpext float %77 to double
  %80 = load float, ptr %78, align 4
  %81 = fpext float %80 to double
  %82 = getelementptr inbounds i8, ptr %3, i64 8
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds i8, ptr %3, i64 16
  %85 = load double, ptr %84, align 8
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %79, double noundef %81, double noundef %83, double noundef %85)
  br label %87

87:                                               ; preds = %0, %99
  %88 = phi i32 [ -10, %0 ], [ %102, %99 ]
  %89 = phi i32 [ 0, %0 ], [ %144, %99 ]
  %90 = sitofp i32 %88 to double
  %91 = fdiv double %90, 1.000000e+01
  br label %104

92:                                               ; preds = %99
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %144)
  %94 = tail call fastcc { double, double } @divd(double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+300, double noundef 1.000000e+300)
  %95 = extractvalue { double, double } %94, 0
  %96 = extractvalue { double, double } %94, 1
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.12, double noundef %95, double noundef %96)
  %98 = srem i32 %144, 256
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #8
  ret i32 %98

99:                                               ; preds = %143
  %100 = load ptr, ptr @stdout, align 8, !tbaa !5
  %101 = tail call i32 @putc(i32 noundef 10, ptr noundef %100)
  %102 = add nsw i32 %88, 1
  %103 = icmp eq i32 %102, 11
  br i1 %103, label %92, label %87, !llvm.loop !9

104:                                              ; preds = %87, %143
  %105 = phi i32 [ -20, %87 ], [ %148, %143 ]
  %106 = phi i32 [ %89, %87 ], [ %144, %143 ]
  %107 = sitofp i32 %105 to double
  %108 = fdiv double %107, 1.000000e+01
  br label %109

109:                                              ; preds = %104, %128
  %110 = phi i32 [ 0, %104 ], [ %133, %128 ]
  %111 = phi double [ 0.000000e+00, %104 ], [ %131, %128 ]
  %112 = phi double [ 0.000000e+00, %104 ], [ %132, %128 ]
  %113 = fmul double %112, %112
  %114 = tail call double @llvm.fmuladd.f64(double %111, double %111, double %113)
  %115 = fcmp ugt double %114, 4.000000e+00
  br i1 %115, label %137, label %116

116:                                              ; preds = %109
  %117 = fmul double %111, %111
  %118 = fmul double %112, %111
  %119 = fsub double %117, %113
  %120 = fadd double %118, %118
  %121 = fcmp uno double %119, 0.000000e+00
  br i1 %121, label %122, label %128, !prof !11

122:                                              ; preds = %116
  %123 = fcmp uno double %120, 0.000000e+00
  br i1 %123, label %124, label %128, !prof !11

124:                                              ; preds = %122
  %125 = tail call { double, double } @__muldc3(double noundef %111, double noundef %112, double noundef %111, double noundef %112) #8
  %126 = extractvalue { double, double } %125, 0
  %127 = extractvalue { double, double } %125, 1
  br label %128

128:                                              ; preds = %124, %122, %116
  %129 = phi double [ %119, %116 ], [ %119, %122 ], [ %126, %124 ]
  %130 = phi double [ %120, %116 ], [ %120, %122 ], [ %127, %124 ]
  %131 = fadd double %108, %129
  %132 = fadd double %91, %130
  %133 = add i32 %110, 1
  %134 = icmp eq i32 %133, 50
  br i1 %134, label %135, label %109, !llvm.loop !12

135:                                              ; preds = %128
  %136 = add nsw i32 %106, 50
  br label %143

137:                                              ; preds = %109
  %138 = add nsw i32 %110, %106
  %139 = icmp ugt i32 %110, 49
  %140 = icmp ugt i32 %110, 5
  %141 = select i1 %140, i32 43, i32 46
  %142 = select i1 %139, i32 35, i32 %141
  br label %143

143:                                              ; preds = %137, %135
  %144 = phi i32 [ %136, %135 ], [ %138, %137 ]
  %145 = phi i32 [ 35, %135 ], [ %142, %137 ]
  %146 = load ptr, ptr @stdout, align 8, !tbaa !5
  %147 = tail call i32 @putc(i32 noundef %145, ptr noundef %146)
  %148 = add nsw i32 %105, 1
  %149 = icmp eq i32 %148, 11
  br i1 %149, label %99, label %104, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @muld(double noundef %0, double noundef %1, double noundef %2, double noundef %3) unnamed_addr #2 {
  %5 = fmul double %0, %2
  %6 = fmul double %1, %3
  %7 = fmul double %0, %3
  %8 = fmul double %1, %2
  %9 = fsub double %5, %6
  %10 = fadd double %8, %7
  %11 = fcmp uno double %9, 0.000000e+00
  br i1 %11, label %12, label %18, !prof !11

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00
  br i1 %13, label %14, label %18, !prof !11

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #8
  %16 = extractvalue { double, double } %15, 0
  %17 = extractvalue { double, double } %15, 1
  br label %18

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ]
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ]
  %21 = insertvalue { double, double } poison, double %19, 0
  %22 = insertvalue { double, double } %21, double %20, 1
  ret { double, double } %22
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @divd(double noundef %0, double noundef %1, double noundef %2, double noundef %3) unnamed_addr #2 {
  %5 = tail call { double, double } @__divdc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #8
  ret { double, double } %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare double @cabs(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare double @carg(double noundef, double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <2 x float> @mulf() unnamed_addr #5 {
  ret <2 x float> <float -3.500000e+00, float -2.000000e+00>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <2 x float> @addf() unnamed_addr #5 {
  ret <2 x float> <float 2.250000e+00, float 7.250000e+00>
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { x86_fp80, x86_fp80 } @mull(ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %0, ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %1) unnamed_addr #2 {
  %3 = load x86_fp80, ptr %0, align 16
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load x86_fp80, ptr %4, align 16
  %6 = load x86_fp80, ptr %1, align 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load x86_fp80, ptr %7, align 16
  %9 = fmul x86_fp80 %3, %6
  %10 = fmul x86_fp80 %5, %8
  %11 = fmul x86_fp80 %3, %8
  %12 = fmul x86_fp80 %5, %6
  %13 = fsub x86_fp80 %9, %10
  %14 = fadd x86_fp80 %12, %11
  %15 = fcmp uno x86_fp80 %13, 0xK00000000000000000000
  br i1 %15, label %16, label %22, !prof !11

16:                                               ; preds = %2
  %17 = fcmp uno x86_fp80 %14, 0xK00000000000000000000
  br i1 %17, label %18, label %22, !prof !11

18:                                               ; preds = %16
  %19 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %3, x86_fp80 noundef %5, x86_fp80 noundef %6, x86_fp80 noundef %8) #8
  %20 = extractvalue { x86_fp80, x86_fp80 } %19, 0
  %21 = extractvalue { x86_fp80, x86_fp80 } %19, 1
  br label %22

22:                                               ; preds = %18, %16, %2
  %23 = phi x86_fp80 [ %13, %2 ], [ %13, %16 ], [ %20, %18 ]
  %24 = phi x86_fp80 [ %14, %2 ], [ %14, %16 ], [ %21, %18 ]
  %25 = insertvalue { x86_fp80, x86_fp80 } poison, x86_fp80 %23, 0
  %26 = insertvalue { x86_fp80, x86_fp80 } %25, x86_fp80 %24, 1
  ret { x86_fp80, x86_fp80 } %26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mkcs(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.cs) align 8 %0) unnamed_addr #7 {
  store <2 x float> <float 1.500000e+00, float -1.500000e+00>, ptr %0, align 8
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  store <2 x double> <double 3.000000e+00, double 4.500000e+00>, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"branch_weights", i32 1, i32 1048575}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
