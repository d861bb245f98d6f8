; ModuleID = 'programs/struct_byval_mixed_fp.c'
source_filename = "programs/struct_byval_mixed_fp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.F5 = type { float, float, float, float, float }
%struct.LDI = type { fp128, i32 }
%struct.anon = type { float, float }
%struct.anon.0 = type { float }

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
  %3 = alloca %struct.LDI, align 16
  %4 = alloca %struct.LDI, align 16
  %5 = tail call fastcc float @f1()
  %6 = fpext float %5 to double
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6)
  %8 = tail call fastcc { float, float } @f2()
  %9 = extractvalue { float, float } %8, 0
  %10 = extractvalue { float, float } %8, 1
  %11 = fpext float %9 to double
  %12 = fpext float %10 to double
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %11, double noundef %12)
  %14 = tail call fastcc { float, float, float } @f3()
  %15 = extractvalue { float, float, float } %14, 0
  %16 = extractvalue { float, float, float } %14, 1
  %17 = extractvalue { float, float, float } %14, 2
  %18 = fpext float %15 to double
  %19 = fpext float %16 to double
  %20 = fpext float %17 to double
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %18, double noundef %19, double noundef %20)
  %22 = tail call fastcc { float, float, float, float } @f4()
  %23 = extractvalue { float, float, float, float } %22, 0
  %24 = extractvalue { float, float, float, float } %22, 1
  %25 = extractvalue { float, float, float, float } %22, 2
  %26 = extractvalue { float, float, float, float } %22, 3
  %27 = fpext float %23 to double
  %28 = fpext float %24 to double
  %29 = fpext float %25 to double
  %30 = fpext float %26 to double
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %27, double noundef %28, double noundef %29, double noundef %30)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #5
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %2, align 16, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %2, i64 16
  store float 5.000000e+00, ptr %32, align 16, !tbaa !6
  call fastcc void @f5(ptr dead_on_unwind nonnull writable sret(%struct.F5) align 4 %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #5
  %33 = load float, ptr %1, align 4, !tbaa !10
  %34 = fpext float %33 to double
  %35 = getelementptr inbounds i8, ptr %1, i64 4
  %36 = load float, ptr %35, align 4, !tbaa !12
  %37 = fpext float %36 to double
  %38 = getelementptr inbounds i8, ptr %1, i64 8
  %39 = load float, ptr %38, align 4, !tbaa !13
  %40 = fpext float %39 to double
  %41 = getelementptr inbounds i8, ptr %1, i64 12
  %42 = load float, ptr %41, align 4, !tbaa !14
  %43 = fpext float %42 to double
  %44 = getelementptr inbounds i8, ptr %1, i64 16
  %45 = load float, ptr %44, align 4, !tbaa !15
  %46 = fpext float %45 to double
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %34, double noundef %37, double noundef %40, double noundef %43, double noundef %46)
  %48 = tail call fastcc double @d1()
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %48)
  %50 = tail call fastcc { double, double } @d2()
  %51 = extractvalue { double, double } %50, 0
  %52 = extractvalue { double, double } %50, 1
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %51, double noundef %52)
  %54 = tail call fastcc { double, double, double } @d3()
  %55 = extractvalue { double, double, double } %54, 0
  %56 = extractvalue { double, double, double } %54, 1
  %57 = extractvalue { double, double, double } %54, 2
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %55, double noundef %56, double noundef %57)
  %59 = tail call fastcc { double, double, double, double } @d4()
  %60 = extractvalue { double, double, double, double } %59, 0
  %61 = extractvalue { double, double, double, double } %59, 1
  %62 = extractvalue { double, double, double, double } %59, 2
  %63 = extractvalue { double, double, double, double } %59, 3
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %60, double noundef %61, double noundef %62, double noundef %63)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef -9.000000e+00, i32 noundef 3)
  %66 = tail call fastcc [2 x i64] @ifd()
  %67 = extractvalue [2 x i64] %66, 0
  %68 = trunc i64 %67 to i32
  %69 = lshr i64 %67, 32
  %70 = trunc nuw i64 %69 to i32
  %71 = bitcast i32 %70 to float
  %72 = extractvalue [2 x i64] %66, 1
  %73 = bitcast i64 %72 to double
  %74 = fpext float %71 to double
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %68, double noundef %74, double noundef %73)
  %76 = tail call fastcc [2 x i64] @di()
  %77 = extractvalue [2 x i64] %76, 0
  %78 = bitcast i64 %77 to double
  %79 = extractvalue [2 x i64] %76, 1
  %80 = trunc i64 %79 to i32
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %78, i32 noundef %80)
  %82 = tail call fastcc [2 x i64] @cdf()
  %83 = extractvalue [2 x i64] %82, 0
  %84 = extractvalue [2 x i64] %82, 1
  %85 = bitcast i64 %84 to double
  %86 = trunc i64 %83 to i32
  %87 = and i32 %86, 255
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %87, double noundef %85)
  %89 = tail call fastcc [2 x i64] @fcsd()
  %90 = extractvalue [2 x i64] %89, 0
  %91 = trunc i64 %90 to i32
  %92 = bitcast i32 %91 to float
  %93 = lshr i64 %90, 32
  %94 = trunc nuw i64 %93 to i32
  %95 = extractvalue [2 x i64] %89, 1
  %96 = bitcast i64 %95 to double
  %97 = fpext float %92 to double
  %98 = and i32 %94, 255
  %99 = ashr i32 %94, 16
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %97, i32 noundef %98, i32 noundef %99, double noundef %96)
  %101 = tail call fastcc fp128 @ld1()
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, fp128 noundef %101)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #5
  store fp128 0xL00000000000000004000400000000000, ptr %4, align 16, !tbaa !16
  %103 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 4, ptr %103, align 16, !tbaa !18
  call fastcc void @ldi(ptr dead_on_unwind nonnull writable sret(%struct.LDI) align 16 %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #5
  %104 = load fp128, ptr %3, align 16, !tbaa !20
  %105 = getelementptr inbounds i8, ptr %3, i64 16
  %106 = load i32, ptr %105, align 16, !tbaa !22
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, fp128 noundef %104, i32 noundef %106)
  %108 = tail call fastcc [2 x i64] @fad()
  %109 = extractvalue [2 x i64] %108, 0
  %110 = trunc i64 %109 to i32
  %111 = bitcast i32 %110 to float
  %112 = lshr i64 %109, 32
  %113 = trunc nuw i64 %112 to i32
  %114 = bitcast i32 %113 to float
  %115 = extractvalue [2 x i64] %108, 1
  %116 = bitcast i64 %115 to double
  %117 = fpext float %111 to double
  %118 = fpext float %114 to double
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %117, double noundef %118, double noundef %116)
  %120 = tail call fastcc { %struct.anon, %struct.anon.0 } @nestf()
  %121 = extractvalue { %struct.anon, %struct.anon.0 } %120, 0
  %122 = extractvalue { %struct.anon, %struct.anon.0 } %120, 1
  %123 = extractvalue %struct.anon %121, 0
  %124 = extractvalue %struct.anon %121, 1
  %125 = extractvalue %struct.anon.0 %122, 0
  %126 = fpext float %123 to double
  %127 = fpext float %124 to double
  %128 = fpext float %125 to double
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %126, double noundef %127, double noundef %128)
  %130 = tail call fastcc [2 x i64] @dfn()
  %131 = extractvalue [2 x i64] %130, 0
  %132 = bitcast i64 %131 to double
  %133 = extractvalue [2 x i64] %130, 1
  %134 = trunc i64 %133 to i32
  %135 = bitcast i32 %134 to float
  %136 = fpext float %135 to double
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef %132, double noundef %136)
  %138 = tail call fastcc { double, double } @cz()
  %139 = extractvalue { double, double } %138, 0
  %140 = extractvalue { double, double } %138, 1
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %139, double noundef %140)
  %142 = tail call fastcc double @many()
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef %142)
  %144 = fptosi double %142 to i32
  %145 = srem i32 %144, 256
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #5
  ret i32 %145
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @f1() unnamed_addr #2 {
  ret float 3.000000e+00
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { float, float } @f2() unnamed_addr #2 {
  ret { float, float } { float 2.000000e+00, float 2.000000e+00 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { float, float, float } @f3() unnamed_addr #2 {
  ret { float, float, float } { float 3.500000e+00, float 2.500000e+00, float 3.750000e+00 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { float, float, float, float } @f4() unnamed_addr #2 {
  ret { float, float, float, float } { float 4.000000e+00, float 3.000000e+00, float 2.000000e+00, float 0.000000e+00 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @f5(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.F5) align 4 %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load <4 x float>, ptr %3, align 4, !tbaa !6
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x float> %5, ptr %0, align 4, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load float, ptr %1, align 4, !tbaa !10
  %8 = extractelement <4 x float> %4, i64 3
  %9 = fadd float %8, %7
  store float %9, ptr %6, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @d1() unnamed_addr #2 {
  ret double -2.250000e+00
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double } @d2() unnamed_addr #2 {
  ret { double, double } { double 2.100000e+01, double 6.250000e-01 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double, double } @d3() unnamed_addr #2 {
  ret { double, double, double } { double 3.000000e+00, double 1.000000e+00, double 2.000000e+00 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double, double, double } @d4() unnamed_addr #2 {
  ret { double, double, double, double } { double 1.100000e+01, double 1.100000e+02, double 1.100000e+03, double 1.001000e+03 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @ifd() unnamed_addr #2 {
  ret [2 x i64] [i64 4602678819172646924, i64 4613937818241073152]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @di() unnamed_addr #2 {
  ret [2 x i64] [i64 4636772475726725120, i64 99]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @cdf() unnamed_addr #2 {
  ret [2 x i64] [i64 98, i64 4631530004285489152]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @fcsd() unnamed_addr #2 {
  ret [2 x i64] [i64 284853162840424448, i64 -4602678819172646912]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc fp128 @ld1() unnamed_addr #2 {
  ret fp128 0xL55555555555555553FFD555555555555
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @ldi(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.LDI) align 16 %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = load fp128, ptr %1, align 16, !tbaa !20
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i32, ptr %4, align 16, !tbaa !22
  %6 = sitofp i32 %5 to fp128
  %7 = fmul fp128 %3, %6
  store fp128 %7, ptr %0, align 16, !tbaa !20
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = add nsw i32 %5, 1
  store i32 %9, ptr %8, align 16, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @fad() unnamed_addr #2 {
  ret [2 x i64] [i64 4629700418010611712, i64 4607182418800017408]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { %struct.anon, %struct.anon.0 } @nestf() unnamed_addr #2 {
  ret { %struct.anon, %struct.anon.0 } { %struct.anon { float 3.000000e+00, float 1.000000e+00 }, %struct.anon.0 { float 2.000000e+00 } }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @dfn() unnamed_addr #2 {
  ret [2 x i64] [i64 4612248968380809216, i64 1092091904]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double } @cz() unnamed_addr #2 {
  ret { double, double } { double -3.000000e+00, double 4.000000e+00 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @many() unnamed_addr #2 {
  ret double 3.100000e+02
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16}
!12 = !{!11, !7, i64 4}
!13 = !{!11, !7, i64 8}
!14 = !{!11, !7, i64 12}
!15 = !{!11, !7, i64 16}
!16 = !{!17, !17, i64 0}
!17 = !{!"long double", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !8, i64 0}
!20 = !{!21, !17, i64 0}
!21 = !{!"", !17, i64 0, !19, i64 16}
!22 = !{!21, !19, i64 16}
