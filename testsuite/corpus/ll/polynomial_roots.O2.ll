; ModuleID = 'programs/polynomial_roots.c'
source_filename = "programs/polynomial_roots.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"newton from %.1f -> %.10f (%d iters)\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"bisect sqrt2 = %.12f\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"(1+x)^10:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %g\00", align 1
@.str.5 = private unnamed_addr constant [38 x i8] c"lagrange sin(2.5) ~ %.8f (true %.8f)\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"golden ratio %.15f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x double], align 16
  %2 = alloca [32 x double], align 16
  br label %26

3:                                                ; preds = %49, %3
  %4 = phi double [ %18, %3 ], [ 0.000000e+00, %49 ]
  %5 = phi double [ %17, %3 ], [ 2.000000e+00, %49 ]
  %6 = phi i32 [ %19, %3 ], [ 0, %49 ]
  %7 = phi double [ %16, %3 ], [ -2.000000e+00, %49 ]
  %8 = fadd double %4, %5
  %9 = fmul double %8, 5.000000e-01
  %10 = tail call double @llvm.fmuladd.f64(double %9, double 0.000000e+00, double 1.000000e+00)
  %11 = tail call double @llvm.fmuladd.f64(double %10, double %9, double 0.000000e+00)
  %12 = tail call double @llvm.fmuladd.f64(double %11, double %9, double -2.000000e+00)
  %13 = fcmp olt double %12, 0.000000e+00
  %14 = fcmp uge double %7, 0.000000e+00
  %15 = xor i1 %14, %13
  %16 = select i1 %15, double %12, double %7
  %17 = select i1 %15, double %5, double %9
  %18 = select i1 %15, double %9, double %4
  %19 = add nuw nsw i32 %6, 1
  %20 = icmp eq i32 %19, 200
  br i1 %20, label %21, label %3, !llvm.loop !5

21:                                               ; preds = %3
  %22 = fadd double %17, %18
  %23 = fmul double %22, 5.000000e-01
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %23)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %1, i8 0, i64 256, i1 false)
  store double 1.000000e+00, ptr %1, align 16
  %25 = getelementptr i8, ptr %2, i64 8
  br label %61

26:                                               ; preds = %0, %49
  %27 = phi double [ 0.000000e+00, %0 ], [ %53, %49 ]
  %28 = phi double [ undef, %0 ], [ %50, %49 ]
  br label %29

29:                                               ; preds = %26, %46
  %30 = phi double [ %42, %46 ], [ %27, %26 ]
  %31 = phi i32 [ %47, %46 ], [ 0, %26 ]
  %32 = tail call double @llvm.fmuladd.f64(double %30, double 0.000000e+00, double 3.000000e+00)
  %33 = tail call double @llvm.fmuladd.f64(double %32, double %30, double -1.200000e+01)
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %30, double 1.100000e+01)
  %35 = fcmp oeq double %34, 0.000000e+00
  br i1 %35, label %49, label %36

36:                                               ; preds = %29
  %37 = tail call double @llvm.fmuladd.f64(double %30, double 0.000000e+00, double 1.000000e+00)
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %30, double -6.000000e+00)
  %39 = tail call double @llvm.fmuladd.f64(double %38, double %30, double 1.100000e+01)
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %30, double -6.000000e+00)
  %41 = fdiv double %40, %34
  %42 = fsub double %30, %41
  %43 = fsub double %42, %30
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fcmp olt double %44, 1.000000e-13
  br i1 %45, label %49, label %46

46:                                               ; preds = %36
  %47 = add nuw nsw i32 %31, 1
  %48 = icmp eq i32 %47, 100
  br i1 %48, label %49, label %29, !llvm.loop !7

49:                                               ; preds = %36, %46, %29
  %50 = phi double [ %28, %29 ], [ %42, %46 ], [ %42, %36 ]
  %51 = phi i32 [ -1, %29 ], [ 100, %46 ], [ %31, %36 ]
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %27, double noundef %50, i32 noundef %51)
  %53 = fadd double %27, 0x3FE6666666666666
  %54 = fcmp ugt double %53, 4.000000e+00
  br i1 %54, label %3, label %26, !llvm.loop !8

55:                                               ; preds = %117
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  br label %128

57:                                               ; preds = %122
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %59 = add nuw i32 %115, 1
  %60 = zext i32 %59 to i64
  br label %131

61:                                               ; preds = %120, %21
  %62 = phi i32 [ 0, %21 ], [ %121, %120 ]
  %63 = phi i32 [ 0, %21 ], [ %115, %120 ]
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #9
  %64 = icmp slt i32 %63, -1
  br i1 %64, label %70, label %65

65:                                               ; preds = %61
  %66 = add i32 %63, 2
  %67 = zext i32 %66 to i64
  %68 = shl nuw nsw i64 %67, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %2, i8 0, i64 %68, i1 false), !tbaa !9
  %69 = icmp slt i32 %63, 0
  br i1 %69, label %70, label %72

70:                                               ; preds = %65, %61
  %71 = add nsw i32 %63, 1
  br label %114

72:                                               ; preds = %65
  %73 = add nuw nsw i32 %63, 1
  %74 = zext nneg i32 %73 to i64
  %75 = load double, ptr %2, align 16, !tbaa !9
  %76 = and i64 %74, 1
  %77 = icmp eq i32 %63, 0
  br i1 %77, label %102, label %78

78:                                               ; preds = %72
  %79 = and i64 %74, 2147483646
  br label %80

80:                                               ; preds = %80, %78
  %81 = phi double [ %75, %78 ], [ %99, %80 ]
  %82 = phi i64 [ 0, %78 ], [ %96, %80 ]
  %83 = phi i64 [ 0, %78 ], [ %100, %80 ]
  %84 = getelementptr inbounds double, ptr %1, i64 %82
  %85 = load double, ptr %84, align 16, !tbaa !9
  %86 = getelementptr inbounds double, ptr %2, i64 %82
  %87 = fadd double %81, %85
  store double %87, ptr %86, align 16, !tbaa !9
  %88 = or disjoint i64 %82, 1
  %89 = getelementptr inbounds double, ptr %2, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = fadd double %85, %90
  store double %91, ptr %89, align 8, !tbaa !9
  %92 = getelementptr inbounds double, ptr %1, i64 %88
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = getelementptr inbounds double, ptr %2, i64 %88
  %95 = fadd double %91, %93
  store double %95, ptr %94, align 8, !tbaa !9
  %96 = add nuw nsw i64 %82, 2
  %97 = getelementptr inbounds double, ptr %2, i64 %96
  %98 = load double, ptr %97, align 16, !tbaa !9
  %99 = fadd double %93, %98
  store double %99, ptr %97, align 16, !tbaa !9
  %100 = add i64 %83, 2
  %101 = icmp eq i64 %100, %79
  br i1 %101, label %102, label %80, !llvm.loop !13

102:                                              ; preds = %80, %72
  %103 = phi double [ %75, %72 ], [ %99, %80 ]
  %104 = phi i64 [ 0, %72 ], [ %96, %80 ]
  %105 = icmp eq i64 %76, 0
  br i1 %105, label %114, label %106

106:                                              ; preds = %102
  %107 = getelementptr inbounds double, ptr %1, i64 %104
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = getelementptr inbounds double, ptr %2, i64 %104
  %110 = fadd double %103, %108
  store double %110, ptr %109, align 8, !tbaa !9
  %111 = getelementptr double, ptr %25, i64 %104
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fadd double %108, %112
  store double %113, ptr %111, align 8, !tbaa !9
  br label %114

114:                                              ; preds = %106, %102, %70
  %115 = phi i32 [ %71, %70 ], [ %73, %102 ], [ %73, %106 ]
  %116 = icmp slt i32 %115, 0
  br i1 %116, label %117, label %122

117:                                              ; preds = %114
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #9
  %118 = add nuw nsw i32 %62, 1
  %119 = icmp eq i32 %118, 10
  br i1 %119, label %55, label %120

120:                                              ; preds = %117, %122
  %121 = phi i32 [ %118, %117 ], [ %126, %122 ]
  br label %61, !llvm.loop !14

122:                                              ; preds = %114
  %123 = add nuw i32 %115, 1
  %124 = zext i32 %123 to i64
  %125 = shl nuw nsw i64 %124, 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %1, ptr noundef nonnull align 16 dereferenceable(1) %2, i64 %125, i1 false), !tbaa !9
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #9
  %126 = add nuw nsw i32 %62, 1
  %127 = icmp eq i32 %126, 10
  br i1 %127, label %57, label %120

128:                                              ; preds = %131, %55
  %129 = tail call i32 @putchar(i32 10)
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x3FE3508C46480EF1, double noundef 0x3FE326AF0DCFCAB1)
  br label %138

131:                                              ; preds = %57, %131
  %132 = phi i64 [ 0, %57 ], [ %136, %131 ]
  %133 = getelementptr inbounds [32 x double], ptr %1, i64 0, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %134)
  %136 = add nuw nsw i64 %132, 1
  %137 = icmp eq i64 %136, %60
  br i1 %137, label %128, label %131, !llvm.loop !15

138:                                              ; preds = %128, %138
  %139 = phi double [ %151, %138 ], [ 1.000000e+00, %128 ]
  %140 = phi i32 [ %155, %138 ], [ 0, %128 ]
  %141 = tail call double @llvm.fmuladd.f64(double %139, double 0.000000e+00, double 1.000000e+00)
  %142 = insertelement <2 x double> <double poison, double 0.000000e+00>, double %141, i64 0
  %143 = insertelement <2 x double> poison, double %139, i64 0
  %144 = shufflevector <2 x double> %143, <2 x double> poison, <2 x i32> zeroinitializer
  %145 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> %144, <2 x double> <double -1.000000e+00, double 2.000000e+00>)
  %146 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %145, <2 x double> %144, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %147 = extractelement <2 x double> %146, i64 1
  %148 = fcmp une double %147, 0.000000e+00
  tail call void @llvm.assume(i1 %148)
  %149 = extractelement <2 x double> %146, i64 0
  %150 = fdiv double %149, %147
  %151 = fsub double %139, %150
  %152 = fsub double %151, %139
  %153 = tail call double @llvm.fabs.f64(double %152)
  %154 = fcmp olt double %153, 1.000000e-13
  %155 = add nuw nsw i32 %140, 1
  %156 = icmp eq i32 %155, 100
  %157 = select i1 %154, i1 true, i1 %156
  br i1 %157, label %158, label %138, !llvm.loop !7

158:                                              ; preds = %138
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %151)
  %160 = fmul double %151, 1.000000e+02
  %161 = fptosi double %160 to i32
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #9
  ret i32 %161
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
