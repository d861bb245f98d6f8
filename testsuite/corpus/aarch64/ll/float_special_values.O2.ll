; ModuleID = 'programs/float_special_values.c'
source_filename = "programs/float_special_values.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [13 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.000000e+00, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 0x7FEFFFFFFFFFFFFF, double 0xFFEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 1.000000e-01, double 1.000000e+308], align 8
@.str = private unnamed_addr constant [80 x i8] c"%-12g cls=%-9s sign=%d isnan=%d isinf=%d finite=%d bits=%016llx neg=%g fabs=%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [53 x i8] c"   %g op %g: + %g (%d) * %g (%d) / %g (%d) cmp=%02x\0A\00", align 1
@.str.2 = private unnamed_addr constant [48 x i8] c"-0 == 0: %d, 1/-0 = %g, 1/0 = %g, 0/0 isnan=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"copysign %g %g %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [33 x i8] c"fmin/fmax with nan: %g %g %g %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [45 x i8] c"inf-inf nan=%d inf*0 nan=%d sqrt(-1) nan=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"overflow: %g %g underflow: %g %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [39 x i8] c"float: %g %08x %d %08x nan-eq-self=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"promoted nan isnan=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"max=%g\0A\00", align 1
@.str.11 = private unnamed_addr constant [23 x i8] c"min-with-nan-logic=%g\0A\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"nextafter %a %a\0A\00", align 1
@.str.13 = private unnamed_addr constant [28 x i8] c"nan payloads equal-bits=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"subnormal\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"normal\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !6
  br label %55

2:                                                ; preds = %68
  %3 = load volatile double, ptr %1, align 8, !tbaa !6
  %4 = fneg double %3
  %5 = load volatile double, ptr %1, align 8, !tbaa !6
  %6 = fcmp oeq double %5, %4
  %7 = zext i1 %6 to i32
  %8 = fdiv double -1.000000e+00, %3
  %9 = load volatile double, ptr %1, align 8, !tbaa !6
  %10 = fdiv double 1.000000e+00, %9
  %11 = load volatile double, ptr %1, align 8, !tbaa !6
  %12 = load volatile double, ptr %1, align 8, !tbaa !6
  %13 = fdiv double %11, %12
  %14 = fcmp uno double %13, 0.000000e+00
  %15 = zext i1 %14 to i32
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7, double noundef %8, double noundef %10, i32 noundef %15)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -3.000000e+00, double noundef 0xFFF0000000000000, double noundef 1.000000e+00)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef -0.000000e+00, double noundef 0.000000e+00)
  %19 = tail call fastcc double @add(double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000)
  %20 = fcmp uno double %19, 0.000000e+00
  %21 = zext i1 %20 to i32
  %22 = tail call fastcc double @mul(double noundef 0x7FF0000000000000, double noundef 0.000000e+00)
  %23 = fcmp uno double %22, 0.000000e+00
  %24 = zext i1 %23 to i32
  %25 = load volatile double, ptr %1, align 8, !tbaa !6
  %26 = fsub double -1.000000e+00, %25
  %27 = tail call double @sqrt(double noundef %26) #8
  %28 = fcmp uno double %27, 0.000000e+00
  %29 = zext i1 %28 to i32
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %21, i32 noundef %24, i32 noundef %29)
  %31 = tail call fastcc double @mul(double noundef 0x7FEFFFFFFFFFFFFF, double noundef 2.000000e+00)
  %32 = tail call fastcc double @mul(double noundef 0xFFEFFFFFFFFFFFFF, double noundef 1.500000e+00)
  %33 = tail call fastcc double @mul(double noundef 4.940660e-324, double noundef 5.000000e-01)
  %34 = tail call fastcc double @dvd(double noundef 0x10000000000000, double noundef 1.000000e+300)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %31, double noundef %32, double noundef %33, double noundef %34)
  %36 = tail call fastcc float @addf(float noundef 0x47EFFFFFE0000000, float noundef 0x47EFFFFFE0000000)
  %37 = tail call fastcc float @addf(float noundef 0x7FF0000000000000, float noundef 0xFFF0000000000000)
  %38 = fpext float %36 to double
  %39 = bitcast float %36 to i32
  %40 = fcmp uno float %37, 0.000000e+00
  %41 = zext i1 %40 to i32
  %42 = fcmp ord float %37, 0.000000e+00
  %43 = zext i1 %42 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %38, i32 noundef %39, i32 noundef %41, i32 noundef -2147483648, i32 noundef %43)
  %45 = tail call float @nanf(ptr noundef nonnull @.str.8) #9
  %46 = fcmp uno float %45, 0.000000e+00
  %47 = zext i1 %46 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %47)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x7FF0000000000000)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0xFFEFFFFFFFFFFFFF)
  %51 = tail call double @nextafter(double noundef 0.000000e+00, double noundef 1.000000e+00) #8
  %52 = tail call double @nextafter(double noundef 1.000000e+00, double noundef 2.000000e+00) #8
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %51, double noundef %52)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 12

55:                                               ; preds = %0, %68
  %56 = phi i64 [ 0, %0 ], [ %152, %68 ]
  %57 = getelementptr inbounds [13 x double], ptr @__const.main.vals, i64 0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !6
  %59 = icmp ult i64 %56, 2
  br i1 %59, label %68, label %60

60:                                               ; preds = %55
  %61 = icmp eq i64 %56, 6
  br i1 %61, label %68, label %62

62:                                               ; preds = %60
  %63 = tail call double @llvm.fabs.f64(double %58) #10
  %64 = fcmp oeq double %63, 0x7FF0000000000000
  br i1 %64, label %68, label %65

65:                                               ; preds = %62
  %66 = fcmp uge double %63, 0x10000000000000
  br i1 %66, label %67, label %68

67:                                               ; preds = %65
  br label %68

68:                                               ; preds = %55, %60, %62, %65, %67
  %69 = phi ptr [ @.str.18, %67 ], [ @.str.14, %60 ], [ @.str.15, %62 ], [ @.str.16, %55 ], [ @.str.17, %65 ]
  %70 = bitcast double %58 to i64
  %71 = lshr i64 %70, 63
  %72 = trunc nuw nsw i64 %71 to i32
  %73 = icmp eq i64 %56, 6
  %74 = zext i1 %73 to i32
  %75 = tail call double @llvm.fabs.f64(double %58) #10
  %76 = fcmp oeq double %75, 0x7FF0000000000000
  %77 = zext i1 %76 to i32
  %78 = fcmp one double %75, 0x7FF0000000000000
  %79 = zext i1 %78 to i32
  %80 = fneg double %58
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %58, ptr noundef nonnull %69, i32 noundef %72, i32 noundef %74, i32 noundef %77, i32 noundef %79, i64 noundef %70, double noundef %80, double noundef %75)
  %82 = tail call fastcc double @add(double noundef %58, double noundef 0.000000e+00)
  %83 = tail call fastcc double @mul(double noundef %58, double noundef 0.000000e+00)
  %84 = tail call fastcc double @dvd(double noundef %58, double noundef 0.000000e+00)
  %85 = bitcast double %82 to i64
  %86 = lshr i64 %85, 63
  %87 = trunc nuw nsw i64 %86 to i32
  %88 = bitcast double %83 to i64
  %89 = lshr i64 %88, 63
  %90 = trunc nuw nsw i64 %89 to i32
  %91 = bitcast double %84 to i64
  %92 = lshr i64 %91, 63
  %93 = trunc nuw nsw i64 %92 to i32
  %94 = tail call fastcc i32 @cmps(double noundef %58, double noundef 0.000000e+00)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %58, double noundef 0.000000e+00, double noundef %82, i32 noundef %87, double noundef %83, i32 noundef %90, double noundef %84, i32 noundef %93, i32 noundef %94)
  %96 = tail call fastcc double @add(double noundef %58, double noundef -1.000000e+00)
  %97 = tail call fastcc double @mul(double noundef %58, double noundef -1.000000e+00)
  %98 = tail call fastcc double @dvd(double noundef %58, double noundef -1.000000e+00)
  %99 = bitcast double %96 to i64
  %100 = lshr i64 %99, 63
  %101 = trunc nuw nsw i64 %100 to i32
  %102 = bitcast double %97 to i64
  %103 = lshr i64 %102, 63
  %104 = trunc nuw nsw i64 %103 to i32
  %105 = bitcast double %98 to i64
  %106 = lshr i64 %105, 63
  %107 = trunc nuw nsw i64 %106 to i32
  %108 = tail call fastcc i32 @cmps(double noundef %58, double noundef -1.000000e+00)
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %58, double noundef -1.000000e+00, double noundef %96, i32 noundef %101, double noundef %97, i32 noundef %104, double noundef %98, i32 noundef %107, i32 noundef %108)
  %110 = tail call fastcc double @add(double noundef %58, double noundef 0x7FF8000000000000)
  %111 = tail call fastcc double @mul(double noundef %58, double noundef 0x7FF8000000000000)
  %112 = tail call fastcc double @dvd(double noundef %58, double noundef 0x7FF8000000000000)
  %113 = bitcast double %110 to i64
  %114 = lshr i64 %113, 63
  %115 = trunc nuw nsw i64 %114 to i32
  %116 = bitcast double %111 to i64
  %117 = lshr i64 %116, 63
  %118 = trunc nuw nsw i64 %117 to i32
  %119 = bitcast double %112 to i64
  %120 = lshr i64 %119, 63
  %121 = trunc nuw nsw i64 %120 to i32
  %122 = tail call fastcc i32 @cmps(double noundef %58, double noundef 0x7FF8000000000000)
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %58, double noundef 0x7FF8000000000000, double noundef %110, i32 noundef %115, double noundef %111, i32 noundef %118, double noundef %112, i32 noundef %121, i32 noundef %122)
  %124 = tail call fastcc double @add(double noundef %58, double noundef 0x10000000000000)
  %125 = tail call fastcc double @mul(double noundef %58, double noundef 0x10000000000000)
  %126 = tail call fastcc double @dvd(double noundef %58, double noundef 0x10000000000000)
  %127 = bitcast double %124 to i64
  %128 = lshr i64 %127, 63
  %129 = trunc nuw nsw i64 %128 to i32
  %130 = bitcast double %125 to i64
  %131 = lshr i64 %130, 63
  %132 = trunc nuw nsw i64 %131 to i32
  %133 = bitcast double %126 to i64
  %134 = lshr i64 %133, 63
  %135 = trunc nuw nsw i64 %134 to i32
  %136 = tail call fastcc i32 @cmps(double noundef %58, double noundef 0x10000000000000)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %58, double noundef 0x10000000000000, double noundef %124, i32 noundef %129, double noundef %125, i32 noundef %132, double noundef %126, i32 noundef %135, i32 noundef %136)
  %138 = tail call fastcc double @add(double noundef %58, double noundef 1.000000e+308)
  %139 = tail call fastcc double @mul(double noundef %58, double noundef 1.000000e+308)
  %140 = tail call fastcc double @dvd(double noundef %58, double noundef 1.000000e+308)
  %141 = bitcast double %138 to i64
  %142 = lshr i64 %141, 63
  %143 = trunc nuw nsw i64 %142 to i32
  %144 = bitcast double %139 to i64
  %145 = lshr i64 %144, 63
  %146 = trunc nuw nsw i64 %145 to i32
  %147 = bitcast double %140 to i64
  %148 = lshr i64 %147, 63
  %149 = trunc nuw nsw i64 %148 to i32
  %150 = tail call fastcc i32 @cmps(double noundef %58, double noundef 1.000000e+308)
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %58, double noundef 1.000000e+308, double noundef %138, i32 noundef %143, double noundef %139, i32 noundef %146, double noundef %140, i32 noundef %149, i32 noundef %150)
  %152 = add nuw nsw i64 %56, 1
  %153 = icmp eq i64 %152, 13
  br i1 %153, label %2, label %55, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add(double noundef %0, double noundef %1) unnamed_addr #4 {
  %3 = fadd double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @mul(double noundef %0, double noundef %1) unnamed_addr #4 {
  %3 = fmul double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dvd(double noundef %0, double noundef %1) unnamed_addr #4 {
  %3 = fdiv double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 256) i32 @cmps(double noundef %0, double noundef %1) unnamed_addr #4 {
  %3 = fcmp olt double %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp ole double %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = fcmp oeq double %0, %1
  %8 = select i1 %7, i32 4, i32 0
  %9 = or disjoint i32 %6, %8
  %10 = fcmp une double %0, %1
  %11 = select i1 %10, i32 8, i32 0
  %12 = or disjoint i32 %9, %11
  %13 = fcmp ogt double %0, %1
  %14 = select i1 %13, i32 16, i32 0
  %15 = or disjoint i32 %12, %14
  %16 = fcmp oge double %0, %1
  %17 = select i1 %16, i32 32, i32 0
  %18 = or disjoint i32 %15, %17
  %19 = fcmp uno double %0, %1
  %20 = select i1 %19, i32 64, i32 0
  %21 = or disjoint i32 %18, %20
  %22 = or i32 %21, %4
  %23 = select i1 %3, i32 128, i32 0
  %24 = or i32 %22, %23
  ret i32 %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @addf(float noundef %0, float noundef %1) unnamed_addr #4 {
  %3 = fadd float %0, %1
  ret float %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare float @nanf(ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { memory(none) }

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
