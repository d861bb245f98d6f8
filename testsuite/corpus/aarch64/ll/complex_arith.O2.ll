; ModuleID = 'programs/complex_arith.c'
source_filename = "programs/complex_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca %struct.cs, align 8
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef 2.000000e+00)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef 2.000000e+00, double noundef -6.000000e+00)
  %4 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) [double 1.500000e+00, double -2.000000e+00], [2 x double] noundef alignstack(8) [double -5.000000e-01, double 4.000000e+00])
  %5 = extractvalue { double, double } %4, 0
  %6 = extractvalue { double, double } %4, 1
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %5, double noundef %6)
  %8 = tail call fastcc { double, double } @divd([2 x double] noundef alignstack(8) [double 1.500000e+00, double -2.000000e+00], [2 x double] noundef alignstack(8) [double -5.000000e-01, double 4.000000e+00])
  %9 = extractvalue { double, double } %8, 0
  %10 = extractvalue { double, double } %8, 1
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %9, double noundef %10)
  %12 = tail call fastcc { double, double } @conjd()
  %13 = extractvalue { double, double } %12, 0
  %14 = extractvalue { double, double } %12, 1
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %13, double noundef %14)
  %16 = tail call double @cabs([2 x double] noundef alignstack(8) [double 1.500000e+00, double -2.000000e+00]) #8
  %17 = tail call double @carg([2 x double] noundef alignstack(8) [double 1.500000e+00, double -2.000000e+00]) #8
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %16, double noundef %17)
  %19 = tail call fastcc { float, float } @mulf()
  %20 = extractvalue { float, float } %19, 0
  %21 = extractvalue { float, float } %19, 1
  %22 = fpext float %20 to double
  %23 = fpext float %21 to double
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %22, double noundef %23)
  %25 = tail call fastcc { float, float } @addf()
  %26 = extractvalue { float, float } %25, 0
  %27 = extractvalue { float, float } %25, 1
  %28 = fpext float %26 to double
  %29 = fpext float %27 to double
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %28, double noundef %29)
  %31 = tail call fastcc { fp128, fp128 } @mull()
  %32 = extractvalue { fp128, fp128 } %31, 0
  %33 = extractvalue { fp128, fp128 } %31, 1
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, fp128 noundef %32, fp128 noundef %33)
  %35 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) [double 1.000000e+00, double 0.000000e+00], [2 x double] noundef alignstack(8) [double 0x3FEBB67AE8584CAB, double 0x3FDFFFFFFFFFFFFF])
  %36 = extractvalue { double, double } %35, 0
  %37 = extractvalue { double, double } %35, 1
  %38 = insertvalue [2 x double] poison, double %36, 0
  %39 = insertvalue [2 x double] %38, double %37, 1
  %40 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %39, [2 x double] noundef alignstack(8) [double 0x3FEBB67AE8584CAB, double 0x3FDFFFFFFFFFFFFF])
  %41 = extractvalue { double, double } %40, 0
  %42 = extractvalue { double, double } %40, 1
  %43 = insertvalue [2 x double] poison, double %41, 0
  %44 = insertvalue [2 x double] %43, double %42, 1
  %45 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %44, [2 x double] noundef alignstack(8) [double 0x3FEBB67AE8584CAB, double 0x3FDFFFFFFFFFFFFF])
  %46 = extractvalue { double, double } %45, 0
  %47 = extractvalue { double, double } %45, 1
  %48 = insertvalue [2 x double] poison, double %46, 0
  %49 = insertvalue [2 x double] %48, double %47, 1
  %50 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %49, [2 x double] noundef alignstack(8) [double 0x3FEBB67AE8584CAB, double 0x3FDFFFFFFFFFFFFF])
  %51 = extractvalue { double, double } %50, 0
  %52 = extractvalue { double, double } %50, 1
  %53 = insertvalue [2 x double] poison, double %51, 0
  %54 = insertvalue [2 x double] %53, double %52, 1
  %55 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %54, [2 x double] noundef alignstack(8) [double 0x3FEBB67AE8584CAB, double 0x3FDFFFFFFFFFFFFF])
  %56 = extractvalue { double, double } %55, 0
  %57 = extractvalue { double, double } %55, 1
  %58 = insertvalue [2 x double] poison, double %56, 0
  %59 = insertvalue [2 x double] %58, double %57, 1
  %60 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %59, [2 x double] noundef alignstack(8) [double 0x3FEBB67AE8584CAB, double 0x3FDFFFFFFFFFFFFF])
  %61 = extractvalue { double, double } %60, 0
  %62 = extractvalue { double, double } %60, 1
  %63 = insertvalue [2 x double] poison, double %61, 0
  %64 = insertvalue [2 x double] %63, double %62, 1
  %65 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %64, [2 x double] noundef alignstack(8) [double 0x3FEBB67AE8584CAB, double 0x3FDFFFFFFFFFFFFF])
  %66 = extractvalue { double, double } %65, 0
  %67 = extractvalue { double, double } %65, 1
  %68 = insertvalue [2 x double] poison, double %66, 0
  %69 = insertvalue [2 x double] %68, double %67, 1
  %70 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %69, [2 x double] noundef alignstack(8) [double 0x3FEBB67AE8584CAB, double 0x3FDFFFFFFFFFFFFF])
  %71 = extractvalue { double, double } %70, 0
  %72 = extractvalue { double, double } %70, 1
  %73 = insertvalue [2 x double] poison, double %71, 0
  %74 = insertvalue [2 x double] %73, double %72, 1
  %75 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %74, [2 x double] noundef alignstack(8) [double 0x3FEBB67AE8584CAB, double 0x3FDFFFFFFFFFFFFF])
  %76 = extractvalue { double, double } %75, 0
  %77 = extractvalue { double, double } %75, 1
  %78 = insertvalue [2 x double] poison, double %76, 0
  %79 = insertvalue [2 x double] %78, double %77, 1
  %80 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %79, [2 x double] noundef alignstack(8) [double 0x3FEBB67AE8584CAB, double 0x3FDFFFFFFFFFFFFF])
  %81 = extractvalue { double, double } %80, 0
  %82 = extractvalue { double, double } %80, 1
  %83 = insertvalue [2 x double] poison, double %81, 0
  %84 = insertvalue [2 x double] %83, double %82, 1
  %85 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %84, [2 x double] noundef alignstack(8) [double 0x3FEBB67AE8584CAB, double 0x3FDFFFFFFFFFFFFF])
  %86 = extractvalue { double, double } %85, 0
  %87 = extractvalue { double, double } %85, 1
  %88 = insertvalue [2 x double] poison, double %86, 0
  %89 = insertvalue [2 x double] %88, double %87, 1
  %90 = tail call fastcc { double, double } @muld([2 x double] noundef alignstack(8) %89, [2 x double] noundef alignstack(8) [double 0x3FEBB67AE8584CAB, double 0x3FDFFFFFFFFFFFFF])
  %91 = extractvalue { double, double } %90, 0
  %92 = extractvalue { double, double } %90, 1
  %93 = fadd double %91, 0.000000e+00
  %94 = tail call double @llvm.fabs.f64(double %92)
  %95 = fcmp olt double %94, 1.000000e-09
  %96 = select i1 %95, double 0.000000e+00, double %92
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %93, double noundef %96)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  call fastcc void @mkcs(ptr dead_on_unwind nonnull writable sret(%struct.cs) align 8 %1)
  %98 = load float, ptr %1, align 8
  %99 = getelementptr inbounds i8, ptr %1, i64 4
  %100 = fpext float %98 to double
  %101 = load float, ptr %99, align 4
  %102 = fpext float %101 to double
  %103 = getelementptr inbounds i8, ptr %1, i64 8
  %104 = load double, ptr %103, align 8
  %105 = getelementptr inbounds i8, ptr %1, i64 16
  %106 = load double, ptr %105, align 8
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %100, double noundef %102, double noundef %104, double noundef %106)
  br label %108

108:                                              ; preds = %0, %120
  %109 = phi i32 [ 0, %0 ], [ %165, %120 ]
  %110 = phi i32 [ -10, %0 ], [ %123, %120 ]
  %111 = sitofp i32 %110 to double
  %112 = fdiv double %111, 1.000000e+01
  br label %125

113:                                              ; preds = %120
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %165)
  %115 = tail call fastcc { double, double } @divd([2 x double] noundef alignstack(8) [double 1.000000e+00, double 1.000000e+00], [2 x double] noundef alignstack(8) [double 1.000000e+300, double 1.000000e+300])
  %116 = extractvalue { double, double } %115, 0
  %117 = extractvalue { double, double } %115, 1
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.12, double noundef %116, double noundef %117)
  %119 = srem i32 %165, 256
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  ret i32 %119

120:                                              ; preds = %164
  %121 = load ptr, ptr @stdout, align 8, !tbaa !6
  %122 = tail call i32 @putc(i32 noundef 10, ptr noundef %121)
  %123 = add nsw i32 %110, 1
  %124 = icmp eq i32 %123, 11
  br i1 %124, label %113, label %108, !llvm.loop !10

125:                                              ; preds = %108, %164
  %126 = phi i32 [ %109, %108 ], [ %165, %164 ]
  %127 = phi i32 [ -20, %108 ], [ %169, %164 ]
  %128 = sitofp i32 %127 to double
  %129 = fdiv double %128, 1.000000e+01
  br label %130

130:                                              ; preds = %125, %149
  %131 = phi i32 [ 0, %125 ], [ %154, %149 ]
  %132 = phi double [ 0.000000e+00, %125 ], [ %152, %149 ]
  %133 = phi double [ 0.000000e+00, %125 ], [ %153, %149 ]
  %134 = fmul double %133, %133
  %135 = tail call double @llvm.fmuladd.f64(double %132, double %132, double %134)
  %136 = fcmp ugt double %135, 4.000000e+00
  br i1 %136, label %158, label %137

137:                                              ; preds = %130
  %138 = fmul double %132, %132
  %139 = fmul double %133, %132
  %140 = fsub double %138, %134
  %141 = fadd double %139, %139
  %142 = fcmp uno double %140, 0.000000e+00
  br i1 %142, label %143, label %149, !prof !12

143:                                              ; preds = %137
  %144 = fcmp uno double %141, 0.000000e+00
  br i1 %144, label %145, label %149, !prof !12

145:                                              ; preds = %143
  %146 = tail call { double, double } @__muldc3(double noundef %132, double noundef %133, double noundef %132, double noundef %133) #8
  %147 = extractvalue { double, double } %146, 0
  %148 = extractvalue { double, double } %146, 1
  br label %149

149:                                              ; preds = %145, %143, %137
  %150 = phi double [ %140, %137 ], [ %140, %143 ], [ %147, %145 ]
  %151 = phi double [ %141, %137 ], [ %141, %143 ], [ %148, %145 ]
  %152 = fadd double %129, %150
  %153 = fadd double %112, %151
  %154 = add i32 %131, 1
  %155 = icmp eq i32 %154, 50
  br i1 %155, label %156, label %130, !llvm.loop !13

156:                                              ; preds = %149
  %157 = add nsw i32 %126, 50
  br label %164

158:                                              ; preds = %130
  %159 = add nsw i32 %131, %126
  %160 = icmp ugt i32 %131, 49
  %161 = icmp ugt i32 %131, 5
  %162 = select i1 %161, i32 43, i32 46
  %163 = select i1 %160, i32 35, i32 %162
  br label %164

164:                                              ; preds = %158, %156
  %165 = phi i32 [ %157, %156 ], [ %159, %158 ]
  %166 = phi i32 [ 35, %156 ], [ %163, %158 ]
  %167 = load ptr, ptr @stdout, align 8, !tbaa !6
  %168 = tail call i32 @putc(i32 noundef %166, ptr noundef %167)
  %169 = add nsw i32 %127, 1
  %170 = icmp eq i32 %169, 11
  br i1 %170, label %120, label %125, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @muld([2 x double] noundef alignstack(8) %0, [2 x double] noundef alignstack(8) %1) unnamed_addr #2 {
  %3 = extractvalue [2 x double] %0, 0
  %4 = extractvalue [2 x double] %0, 1
  %5 = extractvalue [2 x double] %1, 0
  %6 = extractvalue [2 x double] %1, 1
  %7 = fmul double %3, %5
  %8 = fmul double %4, %6
  %9 = fmul double %3, %6
  %10 = fmul double %4, %5
  %11 = fsub double %7, %8
  %12 = fadd double %9, %10
  %13 = fcmp uno double %11, 0.000000e+00
  br i1 %13, label %14, label %20, !prof !12

14:                                               ; preds = %2
  %15 = fcmp uno double %12, 0.000000e+00
  br i1 %15, label %16, label %20, !prof !12

16:                                               ; preds = %14
  %17 = tail call { double, double } @__muldc3(double noundef %3, double noundef %4, double noundef %5, double noundef %6) #8
  %18 = extractvalue { double, double } %17, 0
  %19 = extractvalue { double, double } %17, 1
  br label %20

20:                                               ; preds = %16, %14, %2
  %21 = phi double [ %11, %2 ], [ %11, %14 ], [ %18, %16 ]
  %22 = phi double [ %12, %2 ], [ %12, %14 ], [ %19, %16 ]
  %23 = insertvalue { double, double } poison, double %21, 0
  %24 = insertvalue { double, double } %23, double %22, 1
  ret { double, double } %24
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @divd([2 x double] noundef alignstack(8) %0, [2 x double] noundef alignstack(8) %1) unnamed_addr #2 {
  %3 = extractvalue [2 x double] %0, 0
  %4 = extractvalue [2 x double] %0, 1
  %5 = extractvalue [2 x double] %1, 0
  %6 = extractvalue [2 x double] %1, 1
  %7 = tail call { double, double } @__divdc3(double noundef %3, double noundef %4, double noundef %5, double noundef %6) #8
  ret { double, double } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double } @conjd() unnamed_addr #3 {
  ret { double, double } { double 1.500000e+00, double 2.000000e+00 }
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare double @cabs([2 x double] noundef alignstack(8)) local_unnamed_addr #4

; Function Attrs: nounwind
declare double @carg([2 x double] noundef alignstack(8)) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { float, float } @mulf() unnamed_addr #3 {
  ret { float, float } { float -3.500000e+00, float -2.000000e+00 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { float, float } @addf() unnamed_addr #3 {
  ret { float, float } { float 2.250000e+00, float 7.250000e+00 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { fp128, fp128 } @mull() unnamed_addr #3 {
  ret { fp128, fp128 } { fp128 0xL00000000000000003FFE800000000000, fp128 0xL00000000000000003FFD000000000000 }
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

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"branch_weights", i32 1, i32 1048575}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
